"""A blind folder: the papers of ศรีสุขการประปา (Srisuk Plumbing), a family plumbing business in Korat.

The owner is วราภรณ์ ศรีสุข (Waraporn Srisuk, "แหม่ม"), who runs the office side of ศรีสุขการประปา from home at
59/3 หมู่ 6 ต.หนองไผ่ล้อม อ.เมือง จ.นครราชสีมา. Her husband สมศักดิ์ ("พี่ศักดิ์", Somsak) is the lead plumber, two
helpers (ไผ่ and ต้น) work by the day, and their son ภูมิพัฒน์ ("น้องภูมิ", Phum) is in ป.4/2 at a bilingual school.
Her folder holds the business's papers next to the household's:

- งานลูกค้า/: a draft and the version sent of the same re-piping quote for คุณประเสริฐ (different items and totals),
  two similar pump quotes to two customers (ร้านเจ๊หงส์, คุณมาลัย), an English quotation for Baan Suan Cafe's grease
  trap, and a Thai maintenance contract with อพาร์ทเมนต์ลีลาวดี (docx);
- Suppliers/: Korat Pipe & Fittings' 2025 dealer price list (English pdf), the same firm's 2567 price list under its
  Thai name บริษัท โคราชท่อและอุปกรณ์ (docx), its October invoice (pdf), and a Global House receipt (pdf);
- LINE/: chat exports with คุณประเสริฐ (who changes the job twice, so the total moves) and with ตั้ม, the supplier's
  sales, (the order's quantities change mid-chat); Email/: บ้านสวนคาเฟ่ confirming the grease-trap job, as text;
- บัญชี/: this year's and last year's income/expense books (two sheets each), a jobs-per-month sheet with months
  as columns, and October's wage sheet for the helpers (xlsx);
- แผนงาน/: next year's plan (pptx); รถ/: the pickup's service log (md); Notes/: pending jobs (md);
- บ้าน/: the September PEA electricity bill (pdf) and the household spending book, a sheet per month (xlsx);
- น้องภูมิ/: the school's fee statement for semester 2 (pdf) and the class parents' LINE chat about a field trip;
- ประกัน/: the health-insurance renewal letter for Somsak (pdf), the pickup's insurance schedule (docx) and a note
  on the son's savings policy (md); Personal/: a recipe and a Makro shopping list (distractors).
Every figure a task checks is written here literally.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_TH = "ศรีสุขการประปา (ช่างศักดิ์) 59/3 หมู่ 6 ต.หนองไผ่ล้อม อ.เมือง จ.นครราชสีมา 30000 โทร 089-612-3345"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

PRASERT_DRAFT = (
    [SHOP_TH,
     "ใบเสนอราคา (ร่าง ยังไม่ส่ง) เลขที่ QT-68-041",
     "วันที่ 2 ตุลาคม 2568",
     "ลูกค้า: คุณประเสริฐ วงศ์ใหญ่ หมู่บ้านพฤกษาวิลล์ ซอย 7 ถ.มิตรภาพ",
     "งาน: เปลี่ยนท่อประปาทั้งหลังจากท่อเหล็กเป็นท่อ PPR ย้ายปั๊มน้ำ และติดถังเก็บน้ำใบใหม่"],
    [QUOTE_HEAD,
     ("1", "ท่อ PPR 20 มม. PN20 (ยาว 4 ม.)", "30 เส้น", "220", "6,600"),
     ("2", "ท่อ PPR 25 มม. PN20 (ยาว 4 ม.)", "12 เส้น", "310", "3,720"),
     ("3", "ข้อต่อ ข้องอ สามทาง PPR", "1 ชุด", "4,800", "4,800"),
     ("4", "ปั๊มน้ำอัตโนมัติ 250W", "1 เครื่อง", "7,900", "7,900"),
     ("5", "ถังเก็บน้ำ 1,000 ลิตร", "1 ใบ", "5,900", "5,900"),
     ("6", "ค่าแรงช่าง 3 คน 5 วัน", "1 งาน", "18,000", "18,000")],
    ["รวมเป็นเงินทั้งสิ้น 46,920 บาท (ไม่มี VAT)",
     "ยืนราคา 30 วัน มัดจำ 50% ก่อนเริ่มงาน",
     "หมายเหตุ: ถามพี่ศักดิ์ก่อนว่าค่าแรง 5 วันพอไหม"],
)
PRASERT_FINAL = (
    [SHOP_TH,
     "ใบเสนอราคา เลขที่ QT-68-041 (แก้ไขครั้งที่ 1)",
     "วันที่ 6 ตุลาคม 2568",
     "ลูกค้า: คุณประเสริฐ วงศ์ใหญ่ หมู่บ้านพฤกษาวิลล์ ซอย 7 ถ.มิตรภาพ",
     "งาน: เปลี่ยนท่อประปาทั้งหลังเป็นท่อ PPR และเปลี่ยนปั๊มน้ำ (ลูกค้าใช้ถังเก็บน้ำใบเดิม)"],
    [QUOTE_HEAD,
     ("1", "ท่อ PPR 20 มม. PN20 (ยาว 4 ม.)", "28 เส้น", "220", "6,160"),
     ("2", "ท่อ PPR 25 มม. PN20 (ยาว 4 ม.)", "12 เส้น", "310", "3,720"),
     ("3", "ข้อต่อ ข้องอ สามทาง PPR", "1 ชุด", "4,800", "4,800"),
     ("4", "ปั๊มน้ำอัตโนมัติ 300W", "1 เครื่อง", "8,650", "8,650"),
     ("5", "ค่าแรงช่าง 3 คน 4 วัน", "1 งาน", "16,500", "16,500")],
    ["รวมเป็นเงินทั้งสิ้น 39,830 บาท (สามหมื่นเก้าพันแปดร้อยสามสิบบาทถ้วน)",
     "มัดจำ 40% เป็นเงิน 15,932 บาท ก่อนเริ่มงาน ส่วนที่เหลือชำระเมื่องานเสร็จ",
     "รับประกันงานเดินท่อ 1 ปี ยืนราคา 30 วัน",
     "ผู้เสนอราคา: วราภรณ์ ศรีสุข"],
)
HONG_QUOTE = (
    [SHOP_TH,
     "ใบเสนอราคา เลขที่ QT-68-043",
     "วันที่ 14 ตุลาคม 2568",
     "ลูกค้า: ร้านก๋วยเตี๋ยวเจ๊หงส์ ถ.จอมสุรางค์ยาตร์ (คุณหงส์ แซ่ลิ้ม)",
     "งาน: เปลี่ยนปั๊มน้ำตัวเก่าที่ไหม้ ติดปั๊มใหม่พร้อมประตูน้ำ"],
    [QUOTE_HEAD,
     ("1", "ปั๊มน้ำอัตโนมัติแรงดันคงที่ 350W", "1 เครื่อง", "10,900", "10,900"),
     ("2", "ท่อ PVC 1/2 นิ้ว พร้อมข้อต่อ", "1 ชุด", "1,250", "1,250"),
     ("3", "ประตูน้ำทองเหลือง 3/4 นิ้ว", "2 ตัว", "380", "760"),
     ("4", "ค่าแรงติดตั้ง", "1 งาน", "1,500", "1,500")],
    ["รวมเป็นเงิน 14,410 บาท", "รับประกันปั๊ม 2 ปีตามผู้ผลิต รับประกันงานติดตั้ง 6 เดือน",
     "เข้าติดตั้งได้วันที่ 17 ต.ค. 2568 ก่อนร้านเปิด"],
)
MALAI_QUOTE = (
    [SHOP_TH,
     "ใบเสนอราคา เลขที่ QT-68-044",
     "วันที่ 16 ตุลาคม 2568",
     "ลูกค้า: คุณมาลัย ทองดี บ้านเลขที่ 88 ต.หนองไผ่ล้อม",
     "งาน: เปลี่ยนปั๊มน้ำบ้าน (ปั๊มเดิมตัดต่อบ่อย)"],
    [QUOTE_HEAD,
     ("1", "ปั๊มน้ำอัตโนมัติ 250W", "1 เครื่อง", "7,900", "7,900"),
     ("2", "ท่อ PVC 1/2 นิ้ว พร้อมข้อต่อ", "1 ชุด", "850", "850"),
     ("3", "ประตูน้ำทองเหลือง 3/4 นิ้ว", "1 ตัว", "380", "380"),
     ("4", "ค่าแรงติดตั้ง", "1 งาน", "1,500", "1,500")],
    ["รวมเป็นเงิน 10,630 บาท", "รับประกันปั๊ม 2 ปีตามผู้ผลิต รับประกันงานติดตั้ง 6 เดือน", "ยืนราคา 15 วัน"],
)
CAFE_QUOTE = (
    ["Srisuk Plumbing (ศรีสุขการประปา)",
     "59/3 Moo 6, Nong Phai Lom, Mueang Nakhon Ratchasima 30000 | Tel. 089-612-3345 | LINE ID: maem.srisuk",
     "QUOTATION No. QT-68-045",
     "Date: 20 October 2025",
     "To: Baan Suan Cafe, attn. Khun Nicha, 12 Mittraphap Road, Nakhon Ratchasima",
     "Scope: supply and install a stainless grease trap under the kitchen sink and re-route the kitchen drain."],
    [("No.", "Description", "Qty", "Unit price (THB)", "Amount (THB)"),
     ("1", "Stainless steel grease trap 60 L", "1", "6,800", "6,800"),
     ("2", "PVC drain pipe 3 inch (4 m)", "4", "520", "2,080"),
     ("3", "Fittings and cleanout", "1 lot", "950", "950"),
     ("4", "Labour (2 plumbers, 1 day)", "1", "4,500", "4,500")],
    ["Subtotal: 14,330.00 THB", "VAT 7%: 1,003.10 THB", "Grand total: 15,333.10 THB",
     "Payment: deposit 7,000 THB on confirmation, balance on completion.",
     "Warranty: 1 year on workmanship. This quotation is valid for 30 days.",
     "Waraporn Srisuk"],
)
CONTRACT = [
    "สัญญาจ้างดูแลและซ่อมบำรุงระบบประปา",
    "ทำที่ อพาร์ทเมนต์ลีลาวดี ถ.สุรนารายณ์ จ.นครราชสีมา วันที่ 25 ตุลาคม 2568",
    "ผู้ว่าจ้าง: นายวิชัย ลีลาวดีกุล เจ้าของอพาร์ทเมนต์ลีลาวดี (48 ห้อง)",
    "ผู้รับจ้าง: นางวราภรณ์ ศรีสุข ในนาม ศรีสุขการประปา",
    "ข้อ 1. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ข้อ 2. ผู้รับจ้างเข้าตรวจเช็คระบบปั๊ม ถังเก็บน้ำ และท่อเมนเดือนละ 2 ครั้ง",
    "ข้อ 3. ค่าบริการเดือนละ 6,500 บาท (หกพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของเดือนถัดไป",
    "ข้อ 4. กรณีฉุกเฉิน เช่น ท่อแตก น้ำไม่ไหลทั้งตึก ผู้รับจ้างต้องเข้าถึงหน้างานภายใน 3 ชั่วโมง หลังได้รับแจ้ง",
    "ข้อ 5. ค่าอะไหล่คิดตามจริง หากไม่เกิน 2,000 บาทต่อครั้ง ผู้รับจ้างเปลี่ยนได้เลยโดยไม่ต้องขออนุมัติ",
    "ข้อ 6. ค่าแรงซ่อมรวมอยู่ในค่าบริการรายเดือนแล้ว ยกเว้นงานเดินท่อใหม่ที่ต้องเสนอราคาแยก",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วิชัย ลีลาวดีกุล (ผู้ว่าจ้าง)    ลงชื่อ วราภรณ์ ศรีสุข (ผู้รับจ้าง)",
]
PRICES_2025 = [
    "KORAT PIPE & FITTINGS CO., LTD.\n88/12 Suranaree Road, Mueang, Nakhon Ratchasima 30000  Tel. 044-256-789\n"
    "DEALER PRICE LIST 2025 (effective 1 January 2025, prices exclude VAT)\n\n"
    "Code     Item                                  Unit      Price (THB)\n"
    "PPR-20   PPR pipe 20 mm PN20, 4 m              length    185\n"
    "PPR-25   PPR pipe 25 mm PN20, 4 m              length    260\n"
    "PVC-05   PVC pipe 1/2 inch class 13.5, 4 m     length    68\n"
    "PVC-30   PVC pipe 3 inch class 8.5, 4 m        length    420\n"
    "PMP-250  Automatic water pump 250W             unit      6,950\n"
    "PMP-300  Automatic water pump 300W             unit      7,600\n"
    "PMP-350  Constant-pressure water pump 350W     unit      9,400\n"
    "GT-60    Stainless steel grease trap 60 L      unit      5,600\n"
    "TNK-1000 Water tank 1,000 L                    unit      4,900\n"
    "GV-075   Brass gate valve 3/4 inch             piece     310",
    "Terms\nCredit term: 30 days for registered plumbers.\n"
    "Free delivery in Mueang Nakhon Ratchasima for orders over 5,000 THB.\n"
    "Sales contact: Ms. Rattana (Tum) 086-334-1290, LINE: tum.koratpipe",
]
PRICES_2567 = (
    ["บริษัท โคราชท่อและอุปกรณ์ จำกัด",
     "88/12 ถนนสุรนารี อ.เมือง จ.นครราชสีมา 30000 โทร 044-256-789",
     "ใบราคาสำหรับช่าง ประจำปี 2567 (ราคายังไม่รวม VAT)"],
    [("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
     ("PPR-20", "ท่อ PPR 20 มม. PN20 ยาว 4 ม.", "เส้น", "168"),
     ("PPR-25", "ท่อ PPR 25 มม. PN20 ยาว 4 ม.", "เส้น", "240"),
     ("PVC-05", "ท่อ PVC 1/2 นิ้ว ชั้น 13.5 ยาว 4 ม.", "เส้น", "62"),
     ("PVC-30", "ท่อ PVC 3 นิ้ว ชั้น 8.5 ยาว 4 ม.", "เส้น", "395"),
     ("PMP-250", "ปั๊มน้ำอัตโนมัติ 250W", "เครื่อง", "6,650"),
     ("PMP-300", "ปั๊มน้ำอัตโนมัติ 300W", "เครื่อง", "7,250"),
     ("GT-60", "ถังดักไขมันสแตนเลส 60 ลิตร", "ใบ", "5,300"),
     ("TNK-1000", "ถังเก็บน้ำ 1,000 ลิตร", "ใบ", "4,700"),
     ("GV-075", "ประตูน้ำทองเหลือง 3/4 นิ้ว", "ตัว", "290")],
    ["เงื่อนไข: เครดิต 30 วันสำหรับช่างที่ลงทะเบียน",
     "ส่งฟรีในเขตอำเภอเมือง เมื่อสั่งครบ 3,000 บาท",
     "ติดต่อฝ่ายขาย คุณรัตนา (ตั้ม) 086-334-1290"],
)
INVOICE = [
    "KORAT PIPE & FITTINGS CO., LTD.\n88/12 Suranaree Road, Mueang, Nakhon Ratchasima 30000  Tel. 044-256-789\n"
    "Tax ID 0305551004417\n\nTAX INVOICE / DELIVERY NOTE\nInvoice No.: INV2025-1187\nDate: 9 October 2025\n"
    "Bill to: Srisuk Plumbing (Mrs. Waraporn Srisuk), 59/3 Moo 6, Nong Phai Lom, Nakhon Ratchasima\n"
    "Delivered to: Pruksa Ville Soi 7 (site of Khun Prasert)",
    "Item                               Qty     Unit price   Amount (THB)\n"
    "PPR pipe 20 mm PN20, 4 m           30      185.00       5,550.00\n"
    "PPR pipe 25 mm PN20, 4 m           12      260.00       3,120.00\n"
    "PPR fittings, assorted             1 lot   3,200.00     3,200.00\n"
    "Automatic water pump 250W          1       6,950.00     6,950.00\n\n"
    "Subtotal: 18,820.00\nVAT 7%: 1,317.40\nTotal amount due: 20,137.40 THB\n"
    "Credit 30 days. Payment due date: 8 November 2025\n"
    "Please transfer to Kasikorn Bank, account 123-4-56789-0, Korat Pipe & Fittings Co., Ltd.",
]
GLOBALHOUSE = [
    "GLOBAL HOUSE - Nakhon Ratchasima branch\nRECEIPT / TAX INVOICE (ABB)\nReceipt No.: 0381-25-102233\n"
    "Date: 11 Oct 2025  14:22\n\n"
    "Electric water heater 4500W         1 x 3,990.00   3,990.00\n"
    "Rain shower set chrome              1 x 1,290.00   1,290.00\n"
    "Safety breaker 30A                  1 x   420.00     420.00\n\n"
    "TOTAL 5,700.00 THB (VAT included)\nPaid by: credit card ****4417\nThank you for shopping at Global House",
]
LINE_PRASERT = """[6/10/2568 10:15] แหม่ม ศรีสุขการประปา: สวัสดีค่ะคุณประเสริฐ ส่งใบเสนอราคาฉบับแก้ไขให้นะคะ ยอดรวม 39,830 บาทค่ะ
[6/10/2568 12:40] ประเสริฐ วงศ์ใหญ่: ได้รับแล้วครับ ขอเพิ่มเดินท่อน้ำร้อนห้องน้ำชั้นบนอีกจุดได้ไหมครับ
[6/10/2568 13:05] แหม่ม ศรีสุขการประปา: ได้ค่ะ จุดละ 2,400 บาทรวมของแล้ว ยอดใหม่เป็น 42,230 บาทนะคะ
[7/10/2568 08:30] ประเสริฐ วงศ์ใหญ่: โอเคครับ แต่ปั๊มขอเป็นตัว 250W เหมือนในร่างแรกได้ไหม ตัว 300W แพงไป บ้านชั้นเดียวเอง
[7/10/2568 09:12] แหม่ม ศรีสุขการประปา: ได้ค่ะ ปั๊ม 250W ราคา 7,900 ถูกลง 750 บาท
[7/10/2568 09:14] แหม่ม ศรีสุขการประปา: สรุปยอดสุดท้าย 41,480 บาทค่ะ มัดจำ 40% = 16,592 บาท โอนเข้ากสิกร 087-2-33415-6 วราภรณ์ ศรีสุข ได้เลยค่ะ
[7/10/2568 09:20] ประเสริฐ วงศ์ใหญ่: ครับ เดี๋ยวเย็นนี้โอนครับ เริ่มงานวันไหนครับ
[7/10/2568 09:25] แหม่ม ศรีสุขการประปา: พี่ศักดิ์เข้าวันที่ 22 ต.ค. นะคะ ประมาณ 4 วันเสร็จค่ะ
[7/10/2568 18:47] ประเสริฐ วงศ์ใหญ่: [รูปภาพ] โอนแล้วครับ
[7/10/2568 18:50] แหม่ม ศรีสุขการประปา: ได้รับแล้วค่ะ ขอบคุณค่ะ 🙏
"""
LINE_TUM = """[14/10/2568 16:02] แหม่ม ศรีสุข: ตั้มจ๋า พี่สั่งปั๊มอัตโนมัติ 350W 1 ตัว ท่อ PVC 1/2 นิ้ว 20 เส้นนะ งานร้านเจ๊หงส์
[14/10/2568 16:10] ตั้ม โคราชไปป์: ได้ค่ะพี่ ปั๊ม 9,400 ท่อ 20 เส้น 1,360 รวม 10,760 บาทค่ะ
[14/10/2568 18:45] แหม่ม ศรีสุข: ตั้ม แก้ท่อเป็น 25 เส้นนะ เผื่อไว้งานคุณมาลัยด้วย แล้วเพิ่มประตูน้ำทองเหลือง 3/4 อีก 4 ตัว
[14/10/2568 18:52] ตั้ม โคราชไปป์: รับทราบค่ะ ท่อ 25 เส้น 1,700 ประตูน้ำ 4 ตัว 1,240 รวมทั้งหมด 12,340 บาทค่ะ ส่งพฤหัสที่ 16 ต.ค. ช่วงเช้านะคะ
[14/10/2568 18:53] แหม่ม ศรีสุข: โอเคจ้า เครดิต 30 วันเหมือนเดิมนะ
[14/10/2568 18:55] ตั้ม โคราชไปป์: ได้ค่ะพี่ 😊
"""
CAFE_EMAIL = """From: นิชา บ้านสวนคาเฟ่ <nicha.baansuan@gmail.com>
To: ศรีสุขการประปา <srisuk.plumbing@gmail.com>
Date: 24 ต.ค. 2568 09:41
Subject: ยืนยันงานติดตั้งถังดักไขมัน ใบเสนอราคา QT-68-045

สวัสดีค่ะพี่แหม่ม

ทางร้านบ้านสวนคาเฟ่ตกลงตามใบเสนอราคาเลขที่ QT-68-045 ยอดรวม 15,333.10 บาท (รวม VAT) ค่ะ
ขอนัดเข้าทำงานวันจันทร์ที่ 3 พฤศจิกายน 2568 เวลา 7:00 น. เพราะร้านเปิด 10 โมง รบกวนให้เสร็จก่อน 10:00 นะคะ
วันนี้นิชาโอนมัดจำ 7,000 บาทให้แล้ว ส่วนที่เหลือ 8,333.10 บาท จะจ่ายวันที่งานเสร็จค่ะ
ขอใบกำกับภาษีในนาม บริษัท บ้านสวน คอฟฟี่ จำกัด เลขประจำตัวผู้เสียภาษี 0305565001234 ด้วยนะคะ

ขอบคุณค่ะ
นิชา
บ้านสวนคาเฟ่ 12 ถ.มิตรภาพ โทร 092-447-8810
"""
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
INCOME_HEAD = ("เดือน (Month)", "งานติดตั้ง (Installation)", "งานซ่อม (Repair)",
               "สัญญาดูแลรายเดือน (Maintenance contracts)", "รวมรายรับ (Total income)")
EXPENSE_HEAD = ("เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าแรงลูกน้อง (Wages)", "ค่าน้ำมันรถ (Fuel)",
                "อื่นๆ (Other)", "รวมรายจ่าย (Total expenses)")
INCOME_2568 = [(68500, 32400, 6500), (54200, 29800, 6500), (82300, 35600, 6500), (61000, 41200, 6500),
               (95400, 38900, 6500), (73800, 44100, 13000), (66900, 47300, 13000), (88200, 39750, 13000),
               (71600, 52400, 13000), (79300, 36800, 13000)]
EXPENSE_2568 = [(35200, 18400, 4800, 2100), (28900, 17600, 4500, 1850), (44100, 19800, 5200, 2600),
                (31500, 18900, 5600, 1900), (52700, 21200, 5800, 3400), (38600, 20400, 5500, 2250),
                (34800, 21000, 5300, 2800), (46380, 21600, 5900, 3250), (37900, 22300, 6100, 2950),
                (42150, 20500, 5750, 3100)]
INCOME_2567 = [(59800, 28700, 6500), (47300, 26400, 6500), (70500, 31200, 6500), (52600, 36800, 6500),
               (81900, 34100, 6500), (64200, 38800, 6500), (58700, 41500, 6500), (79400, 35200, 6500),
               (62300, 45900, 6500), (69800, 33100, 6500), (73400, 30600, 6500), (84100, 29300, 6500)]
EXPENSE_2567 = [(30400, 16200, 4400, 1800), (25100, 15800, 4200, 1650), (38900, 17400, 4700, 2300),
                (27600, 16900, 5000, 1750), (45800, 18600, 5100, 2900), (33200, 18100, 4900, 2050),
                (30100, 18700, 4800, 2400), (41900, 19200, 5300, 2850), (33600, 19800, 5400, 2600),
                (37200, 18300, 5100, 2700), (39800, 17900, 4900, 2500), (46300, 19100, 5200, 3600)]
JOB_TYPES = {
    "ท่อตัน (Drain unclogging)": [9, 7, 11, 8, 10, 15, 17, 16, 14, 12],
    "ท่อรั่ว (Leak repair)": [12, 10, 9, 13, 11, 14, 16, 13, 15, 12],
    "ติดตั้งปั๊มน้ำ (Pump install)": [3, 4, 6, 7, 5, 3, 2, 4, 3, 5],
    "เดินท่อใหม่ (Re-piping)": [1, 1, 2, 1, 3, 2, 1, 2, 1, 2],
    "ติดตั้งเครื่องทำน้ำอุ่น (Water heater install)": [6, 5, 4, 3, 4, 5, 6, 7, 5, 6],
}
WAGES = [("ไผ่ (สมพร ใจกล้า)", 450, 24, 600, "OT งานคุณประเสริฐ"),
         ("ต้น (ธนากร บุญมี)", 400, 22, 300, "ลา 2 วัน กลับบ้านบุรีรัมย์")]
SLIDES = [
    ("แผนงานปี 2569 — ศรีสุขการประปา", "คุยกันในครอบครัว 1 พ.ย. 2568\nแหม่ม + พี่ศักดิ์"),
    ("ปี 2568 ที่ผ่านมา", "งานท่อตันกับท่อรั่วเยอะที่สุด ช่วงหน้าฝนงานล้น\n"
                         "ได้สัญญาดูแลรายเดือน 2 แห่ง (เพิ่มอพาร์ทเมนต์ลีลาวดีเริ่ม พ.ย.)\nรถกระบะเริ่มเก่า ค่าซ่อมเยอะ"),
    ("เป้าหมายปี 2569", "รายได้ทั้งปี 1,800,000 บาท\nสัญญาดูแลรายเดือนเพิ่มเป็น 5 แห่ง\n"
                       "รับงานร้านอาหาร/คาเฟ่ ติดตั้งถังดักไขมันให้ได้เดือนละ 2 งาน"),
    ("ลงทุนเครื่องมือ", "กล้องส่องท่อ (pipe inspection camera) งบ 35,000 บาท\nเครื่องทะลวงท่อไฟฟ้า งบ 18,500 บาท\n"
                       "ซื้อช่วง ม.ค. 2569 ก่อนหน้าร้อน"),
    ("คน", "จ้างช่างประจำเพิ่ม 1 คน เริ่ม มี.ค. 2569 ค่าแรงวันละ 500 บาท\nส่งไผ่ไปอบรมช่างประปาที่ กพร. (ฟรี)"),
    ("การตลาด", "เปิด LINE OA + เพจ Facebook 'ช่างศักดิ์ ประปาโคราช'\nงบโฆษณาเดือนละ 3,000 บาท\n"
                "ให้ลูกค้าเก่ารีวิว แจกสติ๊กเกอร์เบอร์โทรติดหน้าถังน้ำ"),
]
TRUCK_LOG = """# Isuzu D-Max (บจ 4521 นครราชสีมา) — service log

Bought used in 2563 at 98,000 km. Work truck, Somsak drives it every day.

| Date | Work | Odometer | Cost (THB) | Where |
|---|---|---|---|---|
| 14 Feb 2025 | Oil change + oil filter | 142,300 km | 1,790 | Isuzu Korat |
| 2 May 2025 | Battery replaced | 146,900 km | 3,200 | B-Quik |
| 12 Aug 2025 | Oil change + oil filter + air filter | 152,300 km | 1,850 | Isuzu Korat |
| 3 Sep 2025 | 4 new tyres 245/70R16 (2,900 each) | 153,400 km | 11,600 | ร้านยางเฮียชัย |
| 25 Sep 2025 | Front brake pads | 154,100 km | 2,400 | Isuzu Korat |

Next service: at 162,300 km or 12 Feb 2026, whichever comes first.
Tyre shop says rotate tyres at 158,000 km.
"""
NOTES = """# งานค้าง (อัปเดต 20 ต.ค.)

- คุณประเสริฐ พฤกษาวิลล์ — เริ่ม 22 ต.ค. ของมาส่งหน้างานแล้ว ไผ่กับต้นไปด้วย
- ร้านเจ๊หงส์ — ติดปั๊มเสร็จแล้ว 17 ต.ค. เก็บเงินครบ
- คุณมาลัย — รอตอบใบเสนอราคาปั๊ม โทรตามอีกทีวันศุกร์
- บ้านสวนคาเฟ่ — ถังดักไขมัน รอยืนยันวันเข้า
- อพาร์ทเมนต์ลีลาวดี — นัดเซ็นสัญญา 25 ต.ค.
- ร้านยาเภสัชโคราช — ค่าซ่อมท่อรั่ว 3,800 บาท ยังไม่จ่าย ตามด่วน
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nELECTRICITY BILL / INVOICE\n\nCustomer name: Mrs. Waraporn Srisuk\n"
    "Customer no.: 020011458732\nAddress: 59/3 Moo 6, Nong Phai Lom, Mueang Nakhon Ratchasima 30000\n"
    "Meter reading period: 20 Aug 2025 - 19 Sep 2025\nPrevious reading: 18,204\nCurrent reading: 18,690\n"
    "Units used: 486 kWh",
    "Energy charge: 2,060.34 THB\nFt charge: 81.82 THB\nService charge: 24.62 THB\nVAT 7%: 151.67 THB\n"
    "Amount due: 2,318.45 THB\nDue date: 3 October 2025\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
SPENDING_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "ส.ค. 2568": [("ค่าผ่อนบ้าน (Mortgage)", 9800, "ธอส."), ("ค่าไฟ (Electricity)", 2104.60, ""),
                  ("ค่าน้ำ (Water)", 386, ""), ("เน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                  ("กับข้าว (Groceries)", 12450, "รวมแม็คโคร"), ("ค่าขนมน้องภูมิ (Phum pocket money)", 1200, ""),
                  ("ให้แม่ (Mum)", 3000, "")],
    "ก.ย. 2568": [("ค่าผ่อนบ้าน (Mortgage)", 9800, "ธอส."), ("ค่าไฟ (Electricity)", 2318.45, "PEA"),
                  ("ค่าน้ำ (Water)", 412, ""), ("เน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                  ("กับข้าว (Groceries)", 13260, ""), ("ค่าขนมน้องภูมิ (Phum pocket money)", 1200, ""),
                  ("ให้แม่ (Mum)", 3000, ""), ("ซ่อมแอร์ห้องนอน (Aircon repair)", 1500, "")],
    "ต.ค. 2568": [("ค่าผ่อนบ้าน (Mortgage)", 9800, "ธอส."), ("ค่าไฟ (Electricity)", 2251.30, ""),
                  ("ค่าน้ำ (Water)", 398, ""), ("เน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                  ("กับข้าว (Groceries)", 11870, ""), ("ค่าขนมน้องภูมิ (Phum pocket money)", 1200, ""),
                  ("ให้แม่ (Mum)", 3000, ""), ("ค่าเทอมน้องภูมิ เทอม 2 (School fees)", 46450, "โอน 28 ต.ค.")],
}
SCHOOL_FEES = [
    "SURANAREE BILINGUAL SCHOOL\n99 Suranaree Road, Mueang, Nakhon Ratchasima 30000  Tel. 044-213-500\n\n"
    "STATEMENT OF FEES - Semester 2, Academic Year 2025\nStudent: Phumipat Srisuk (Phum)\n"
    "Class: Primary 4/2   Student ID: 61427\nParent: Mrs. Waraporn Srisuk\nIssued: 1 October 2025",
    "Item                                   Amount (THB)\n"
    "Tuition fee                            28,500.00\n"
    "English Program fee                     6,000.00\n"
    "Lunch and snacks                        4,200.00\n"
    "School bus (Zone B)                     5,400.00\n"
    "Books and learning materials            2,350.00\n"
    "TOTAL                                  46,450.00\n\n"
    "Please pay by 31 October 2025. A late fee of 500 THB applies after the due date.\n"
    "Payment: Krungthai Bank account 301-0-55421-8, or at the school finance office.",
]
PARENTS_CHAT = """[3/11/2568 18:05] ครูจันทร์เพ็ญ ป.4/2: เรียนผู้ปกครองนักเรียน ป.4/2 ทุกท่านค่ะ โรงเรียนจัดทัศนศึกษาอุทยานแห่งชาติเขาใหญ่ วันศุกร์ที่ 21 พ.ย. 2568 ค่าใช้จ่ายคนละ 850 บาท (ค่ารถ ค่าอาหารกลางวัน ค่าเข้าอุทยาน) ชำระที่ครูภายในวันที่ 10 พ.ย. ค่ะ
[3/11/2568 18:11] แม่น้องแพรว: รับทราบค่ะครู
[3/11/2568 18:20] พ่อน้องกาย: ต้องเตรียมอะไรไปบ้างครับครู
[3/11/2568 18:26] ครูจันทร์เพ็ญ ป.4/2: ใส่ชุดพละ รองเท้าผ้าใบ เสื้อกันหนาว ขวดน้ำ ยาประจำตัวค่ะ รถออก 6:30 น. กลับถึงโรงเรียนประมาณ 17:30 น.
[5/11/2568 09:12] ครูจันทร์เพ็ญ ป.4/2: แจ้งเปลี่ยนแปลงค่ะ บริษัทรถบัสปรับราคา ค่าใช้จ่ายเปลี่ยนเป็นคนละ 950 บาทนะคะ ท่านที่จ่าย 850 ไปแล้ว เพิ่มอีก 100 บาทค่ะ ขออภัยค่ะ
[5/11/2568 09:30] แม่น้องภูมิ: รับทราบค่ะครู พรุ่งนี้ให้น้องภูมิเอาไปให้นะคะ
[5/11/2568 09:41] แม่น้องแพรว: 👍
"""
HEALTH_RENEWAL = [
    "SIAM LIFE ASSURANCE PCL\n1 Rama 4 Road, Bangkok 10500  Call centre 1766\n\nDate: 10 November 2025\n\n"
    "Mr. Somsak Srisuk\n59/3 Moo 6, Nong Phai Lom, Mueang Nakhon Ratchasima 30000\n\n"
    "Re: Renewal of your health insurance policy\nPolicy No.: SLH-7730215\nPlan: Health Plus 3000 (in-patient)\n"
    "New policy year: 15 December 2025 - 14 December 2026",
    "Dear Mr. Somsak Srisuk,\nThank you for staying with Siam Life. Your policy is due for renewal.\n"
    "Annual premium for the new policy year: 24,860 THB\nPrevious annual premium: 21,900 THB\n"
    "The premium has increased because the insured person has moved into the age band 46-50.\n"
    "Room and board benefit: 3,000 THB per day\nMaximum benefit per admission: 300,000 THB\n"
    "Please pay by 15 December 2025. A grace period of 31 days applies.\n"
    "Your agent: Ms. Kanokwan Thongsuk, tel. 081-765-4321",
]
CAR_INSURANCE = (
    ["ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
     "บริษัท ไทยรุ่งเรืองประกันภัย จำกัด (มหาชน) กรมธรรม์เลขที่ 68-V1-0456712",
     "ผู้เอาประกันภัย: นายสมศักดิ์ ศรีสุข 59/3 หมู่ 6 ต.หนองไผ่ล้อม อ.เมือง จ.นครราชสีมา"],
    [("รายการ", "รายละเอียด"),
     ("รถยนต์", "Isuzu D-Max Spark 1.9 กระบะตอนเดียว สีขาว"),
     ("ทะเบียน", "บจ 4521 นครราชสีมา"),
     ("ระยะเวลาประกันภัย", "15 มีนาคม 2568 ถึง 15 มีนาคม 2569"),
     ("ทุนประกันภัย", "520,000 บาท"),
     ("ค่าเสียหายส่วนแรก", "3,000 บาท ต่อครั้ง (กรณีเป็นฝ่ายผิด)"),
     ("ซ่อม", "ซ่อมอู่ในเครือ"),
     ("เบี้ยประกันภัยรวมภาษีอากร", "18,350 บาท")],
    ["ผู้ขับขี่: ไม่ระบุชื่อ", "ตัวแทน: คุณสุนทร ใจเย็น โทร 081-990-2231"],
)
SON_POLICY = """# ประกันสะสมทรัพย์ของน้องภูมิ

- บริษัท: สยามไลฟ์ (บมจ. สยามไลฟ์ แอสชัวรันส์) — ตัวแทนคนเดียวกับประกันสุขภาพพี่ศักดิ์ คุณกนกวรรณ
- แบบ: สะสมทรัพย์ 10 ปี จ่ายเบี้ย 6 ปี
- เบี้ยปีละ 15,000 บาท จ่ายทุกวันที่ 1 มิ.ย. (เริ่มปี 2566 จ่ายงวดสุดท้ายปี 2571)
- ทุนประกัน 90,000 บาท ได้เงินคืนตอนครบสัญญาปี 2576 ตอนน้องภูมิจะเข้ามหาลัยพอดี
- ลดหย่อนภาษีได้ เก็บใบเสร็จไว้ในแฟ้มสีฟ้า
"""
DISTRACTORS = {
    "Personal/สูตรต้มแซ่บกระดูกอ่อน.md": "# ต้มแซ่บกระดูกอ่อน\nกระดูกอ่อนหมู 500 กรัม ข่า ตะไคร้ ใบมะกรูด พริกแห้งคั่ว "
                                          "ข้าวคั่ว น้ำปลา มะนาว ใบสะระแหน่\nต้มกระดูกอ่อนด้วยหม้อแรงดัน 25 นาที",
    "Personal/shopping_makro.txt": "แม็คโคร เสาร์นี้\n- น้ำยาล้างจาน 3.6 ลิตร\n- ข้าวหอมมะลิ 15 กก.\n- ไข่ไก่ 2 แผง\n"
                                   "- กระดาษทิชชู่\n- เทปพันเกลียว 1 โหล (ของร้าน)\n- นม UHT น้องภูมิ 2 ลัง",
}
WORKSPECT = {"todo.md": "- โอนค่าเทอมน้องภูมิ ก่อน 31 ต.ค.\n- ตามเงินร้านยาเภสัชโคราช 3,800\n"
                        "- ต่อประกันสุขภาพพี่ศักดิ์\n- ออกใบกำกับภาษีให้บ้านสวนคาเฟ่\n- จ่ายค่าแรงไผ่กับต้น วันศุกร์\n"}


def _accounts(path: Path, year: str, income: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"ศรีสุขการประปา รายรับ ปี {year} (Income {year})"])
    sheet.append(list(INCOME_HEAD))
    for month, row in zip(MONTHS, income):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(col) for col in zip(*income)), sum(map(sum, income))])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"ศรีสุขการประปา รายจ่าย ปี {year} (Expenses {year})"])
    sheet.append(list(EXPENSE_HEAD))
    for month, row in zip(MONTHS, expenses):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(col) for col in zip(*expenses)), sum(map(sum, expenses))])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จำนวนงาน 2568"
    sheet.append(["จำนวนงานแต่ละประเภท รายเดือน ปี 2568 (Jobs per month 2568)"])
    sheet.append(["ประเภทงาน (Job type)", *MONTHS[:10], "รวม (Total)"])
    for name, counts in JOB_TYPES.items():
        sheet.append([name, *counts, sum(counts)])
    columns = list(zip(*JOB_TYPES.values()))
    sheet.append(["รวมทุกงาน (All jobs)", *(sum(col) for col in columns), sum(map(sum, columns))])
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค. 68"
    sheet.append(["ค่าแรงลูกน้อง เดือนตุลาคม 2568 (Helpers' wages, October 2025)"])
    sheet.append(["ชื่อ (Name)", "ค่าแรงต่อวัน (Daily rate)", "วันทำงาน (Days)", "ค่าล่วงเวลา (OT)",
                  "รวม (Total, THB)", "หมายเหตุ (Note)"])
    for name, rate, days, overtime, note in WAGES:
        sheet.append([name, rate, days, overtime, rate * days + overtime, note])
    sheet.append(["รวม (Total)", "", "", "", sum(r * d + o for _, r, d, o, _ in WAGES), "จ่ายศุกร์ 31 ต.ค."])
    for column in (2, 4, 5):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Waraporn's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    for sub in ("งานลูกค้า", "Suppliers", "LINE", "Email", "บัญชี", "แผนงาน", "รถ", "Notes", "บ้าน", "น้องภูมิ",
                "ประกัน", "Personal"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    jobs = docs / "งานลูกค้า"
    for name, (top, table, bottom) in {
        "ใบเสนอราคา_บ้านคุณประเสริฐ_ร่าง.docx": PRASERT_DRAFT,
        "ใบเสนอราคา_บ้านคุณประเสริฐ_ส่งจริง.docx": PRASERT_FINAL,
        "ใบเสนอราคา_ปั๊มน้ำ_ร้านเจ๊หงส์.docx": HONG_QUOTE,
        "ใบเสนอราคา_ปั๊มน้ำ_คุณมาลัย.docx": MALAI_QUOTE,
        "Quotation_BaanSuanCafe_greasetrap.docx": CAFE_QUOTE,
    }.items():
        write_docx(jobs / name, top, table=table, bottom=bottom)
    write_docx(jobs / "สัญญาดูแลระบบประปา_อพาร์ทเมนต์ลีลาวดี.docx", CONTRACT)
    make_pdf(docs / "Suppliers" / "KoratPipe_pricelist_2025.pdf", PRICES_2025)
    top, table, bottom = PRICES_2567
    write_docx(docs / "Suppliers" / "ใบราคา_โคราชท่อและอุปกรณ์_2567.docx", top, table=table, bottom=bottom)
    make_pdf(docs / "Suppliers" / "KoratPipe_invoice_INV2025-1187.pdf", INVOICE)
    make_pdf(docs / "Suppliers" / "GlobalHouse_receipt_11Oct2025.pdf", GLOBALHOUSE)
    write_texts(docs, {
        "LINE/แชท_คุณประเสริฐ_พฤกษาวิลล์.txt": LINE_PRASERT,
        "LINE/แชท_เซลส์ตั้ม_โคราชไปป์.txt": LINE_TUM,
        "Email/อีเมล_บ้านสวนคาเฟ่_ยืนยันนัดงาน.txt": CAFE_EMAIL,
        "รถ/truck_service_log.md": TRUCK_LOG,
        "Notes/โน้ตงานค้าง.md": NOTES,
        "น้องภูมิ/แชทกลุ่มผู้ปกครอง_ป4-2.txt": PARENTS_CHAT,
        "ประกัน/ประกันสะสมทรัพย์_น้องภูมิ.md": SON_POLICY,
    })
    _accounts(docs / "บัญชี" / "รายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSE_2568)
    _accounts(docs / "บัญชี" / "รายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSE_2567)
    _jobs(docs / "บัญชี" / "จำนวนงานรายเดือน_2568.xlsx")
    _wages(docs / "บัญชี" / "ค่าแรงลูกน้อง_ตุลาคม2568.xlsx")
    write_slides(docs / "แผนงาน" / "แผนงานปี2569.pptx", SLIDES)
    make_pdf(docs / "บ้าน" / "PEA_electricity_bill_Sep2025.pdf", PEA_BILL)
    _spending(docs / "บ้าน" / "ค่าใช้จ่ายในบ้าน_2568.xlsx")
    make_pdf(docs / "น้องภูมิ" / "Suranaree_Bilingual_fees_Sem2_2025.pdf", SCHOOL_FEES)
    make_pdf(docs / "ประกัน" / "SiamLife_health_renewal_2025.pdf", HEALTH_RENEWAL)
    top, table, bottom = CAR_INSURANCE
    write_docx(docs / "ประกัน" / "ประกันรถกระบะ_ชั้น1_2568.docx", top, table=table, bottom=bottom)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
