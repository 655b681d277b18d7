"""The rattan folder: the papers of a Thai rattan furniture weaving workshop owner and her household, written by code.

The owner is สุภาพร ทองอ่อน (พี่ภา, เจ๊ภา, Pha, Supaporn Thong-on) of "ภาทองหวายศิลป์" (Phathong Rattan Craft),
88/2 หมู่ 4 ต.บางพลับ อ.โพธิ์ทอง จ.อ่างทอง 14120. Six weavers work in the shed behind the house on piece rates
(armchairs, loungers, baskets, lamp shades, egg chairs, bar stools); she sells retail at the shop, wholesale to
resellers, makes projects for resorts and ships small export orders. Her husband สมบัติ (พี่บัติ) drives the
Toyota Revo pickup for deliveries; their daughter น้องแพรว (ด.ญ.แพรวพรรณ) is in ม.2; her mother บุญเรือน (แม่, ยายเรือน)
needs a cataract operation; her sister is พี่ต่าย. The warehouse belongs to ลุงเสริม. It is November 2568 (2025).

Documents/งานร้าน ภาทองหวายศิลป์/ (the business)
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_บ้านทะเลรีสอร์ท_ร่าง.docx: draft quote QT-PT-68-015 (9 ต.ค. 2568) to บริษัท บ้านทะเล
  รีสอร์ท จำกัด, ชะอำ: 24 armchairs x 4,200 (100,800) + 12 tables x 2,800 (33,600) + 8 loungers x 8,500 (68,000),
  total 202,400 (not sent, waiting for พี่บัติ's delivery cost).
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_บ้านทะเลรีสอร์ท_final v2.docx: final of the same quote (16 ต.ค. 2568) to คุณธีรวัฒน์
  (ต้อม): 24 x 4,500 (108,000) + 12 x 2,600 (31,200) + 8 x 8,900 (71,200) + delivery 6,500, total 216,900, deposit
  40% 86,760, balance 130,140.
- แชทไลน์/แชทไลน์_คุณต้อม_บ้านทะเล.txt: LINE chat with the resort buyer: budget 190,000; 208,000, 195,000, 203,500,
  198,000 offered; settled 199,500 with delivery, deposit 40% 79,800 transferred 24 ต.ค. 68, balance 119,700,
  delivery by 5 ธ.ค. 68.
- แชทไลน์/LINE กลุ่มช่างสาน.txt: the weavers' group: armchair rate 650, 750 asked, 680 offered, settled 700 from
  1 พ.ย. 68; lounger 1,200 -> 1,400 asked -> 1,300.
- แชทไลน์/แชท เจ๊หงส์ ปากเกร็ด.txt: a reseller (เจ๊หงส์) wants 50 big lidded baskets: 650 wholesale, 550 asked, 620 and
  580 offered, settled 600 each = 30,000, deposit 15,000 on 5/11/2568, delivery 20 พ.ย.
- วัตถุดิบ หวาย+สี/ใบเสนอราคา_ทองหวายอินเตอร์_ต.ค.68.docx: Thai rattan supplier's quote TW-2568/144: core 2.5 mm
  100 kg x 185, core 4 mm 80 kg x 170, peel 50 kg x 320, poles 300 x 48: 62,500 + VAT 4,375 = 66,875, free delivery.
- วัตถุดิบ หวาย+สี/BorneoCane_Quotation_BC-Q2510-077.pdf: English quote for the same items: 61,150.00 + VAT 4,280.50
  + delivery 1,200.00 = 66,630.50.
- วัตถุดิบ หวาย+สี/Invoice_SiamCoat_INV-25-1093.pdf: English invoice for lacquer, thinner, stain, sandpaper (3 Nov 2025):
  16,130.00 + VAT 1,129.10 = 17,259.10, due 17 Nov 2025.
- วัตถุดิบ หวาย+สี/ใบเสร็จ_สยามโค้ท_RC6811-027.docx: the Thai receipt for that invoice: 17,259.10 received 14 พ.ย. 2568.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, two sheets (income: retail, wholesale, projects, export; expenses: rattan,
  finishing, wages, transport, power & rent), ม.ค.-ต.ค. (wholesale ส.ค. 57,850).
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (rattan มี.ค. 29,800).
- บัญชี/ค่าแรงช่างสาน_ต.ค.68.xlsx: weavers by full name and nickname, pieces, rate, gross, advance, net (นางสมปอง ใจเย็น
  = ป้าปอง, 14 x 650 = 9,100, advance 2,000, net 7,100); sheet 2 the advances, 8,000 in all.
- บัญชี/ราคาสินค้า_2568.xlsx: this year's price list (retail / wholesale, egg chair 12,500 / 10,800) and an export FOB
  USD sheet (lamp shade 38.50, egg chair 320.00).
- บัญชี/ราคาสินค้า ปี67 (เก่า).docx: last year's price list (egg chair 11,500 / 9,900).
- Export/email_Femke_WickerCo_28Oct2025.txt: email from Wicker & Co (Utrecht): 120 lotus lamp shades at 38.50 (asks
  35.00), 10 egg chairs at 320.00 (asks 300.00), FOB Laem Chabang, 30% deposit.
- Export/Quotation_WickerCo_PX6811-02 final.pdf: the reply quote: 120 x 36.00 = 4,320.00, 10 x 305.00 = 3,050.00,
  total USD 7,370.00, deposit 2,211.00, ETD 15 Dec 2025.
- OTOP City 68/หนังสือตอบรับ OTOP City 2568.docx: the department's letter: booth C-214, 13-21 ธ.ค. 2568 at IMPACT,
  utilities fee 3,500 by 28 พ.ย. 2568, two seller badges, set-up 12 ธ.ค.
- OTOP City 68/แผนออกบูธ OTOP ธ.ค.68.pptx: slides: sales target 280,000, stock, costs 27,100.
- Phathong Rattan Catalogue 2025.pptx: English catalogue slides.
- สัญญา/สัญญาเช่าโกดังเก็บหวาย.docx: warehouse lease from นายเสริมศักดิ์ มีสุข (ลุงเสริม): 4,500 a month, deposit 9,000,
  1 มิ.ย. 2568 - 31 พ.ค. 2569.
- ออเดอร์ค้างส่ง_พ.ย.68.md: open orders and balances.
- ไอเดียลายสาน ใหม่.md: notes on new weave patterns.

Documents/บ้าน/ (the household)
- ค่าไฟ/บิลค่าไฟ PEA Aug2025.pdf (598 kWh, 2,974.46), บิลค่าไฟ PEA Sep2025.pdf (651 kWh, 3,234.46, due 10 Oct 2025),
  บิลค่าไฟ PEA Oct2025.pdf (626 kWh, 3,111.83, due 10 Nov 2025): English electricity bills.
- รถ Revo/ต่อประกันรถ Revo_2568.docx: renewal: class 2+ 8,750 (last year 8,400), class 1 18,900, pay by 30 พ.ย. 2568,
  policy ends 7 ธ.ค. 2568.
- รถ Revo/SiamAutoLeasing_statement_Oct2025.pdf: hire-purchase statement: 9,870 a month, 38 of 60 paid, 22 left,
  outstanding 217,140.00, next due 15 Nov 2025.
- แพรว/ค่าเทอม_น้องแพรว_2-2568.docx: term fee notice 21,700 (tuition 15,800) by 21 พ.ย. 2568.
- แพรว/เรียนพิเศษแพรว.md: tutoring: maths 2,800, English 2,200 a month.
- แม่/AngThongVision_estimate_cataract_Nov2025.pdf: English estimate for the right-eye cataract operation: 45,900
  package, pre-op tests 2,400, multifocal upgrade 28,000, deposit 10,000, surgery 4 Dec 2025.
- แม่/เรื่องตาแม่.md: notes: the government hospital's queue and the private option, split with พี่ต่าย.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), car installment 9,870.
- แชทไลน์_บ้านทองอ่อน.txt: the family LINE group.
- เบอร์โทรสำคัญ.txt: phone numbers.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "งานร้าน ภาทองหวายศิลป์"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
PT_TOP = ("ภาทองหวายศิลป์ (Phathong Rattan Craft) โดย สุภาพร ทองอ่อน 88/2 หมู่ 4 ต.บางพลับ อ.โพธิ์ทอง จ.อ่างทอง 14120 "
          "โทร 086-552-7140  LINE @phathongrattan")

# ---------------------------------------------------------------- resort quotes
RESORT_DRAFT = [
    PT_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PT-68-015",
    "วันที่ 9 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท บ้านทะเลรีสอร์ท จำกัด 219 ถ.ร่วมจิตต์ ต.ชะอำ อ.ชะอำ จ.เพชรบุรี",
    "เรื่อง เฟอร์นิเจอร์หวายสำหรับห้องพักและริมสระ (โครงการปรับปรุงอาคาร B)",
]
RESORT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เก้าอี้อาร์มแชร์หวาย รุ่นชะอำ พร้อมเบาะ", "24 ตัว", "4,200", "100,800"),
    ("โต๊ะกลางหวาย ท็อปกระจก 60 ซม.", "12 ตัว", "2,800", "33,600"),
    ("เตียงอาบแดดหวาย ปรับเอนได้", "8 ตัว", "8,500", "68,000"),
    ("รวมทั้งสิ้น", "", "", "202,400"),
]
RESORT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 202,400 บาท (สองแสนสองพันสี่ร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง รอพี่บัติคิดค่ารถไปชะอำก่อน ราคายังใช้ของปีที่แล้วอยู่",
]
RESORT_FINAL = [
    PT_TOP,
    "ใบเสนอราคา  เลขที่ QT-PT-68-015 (แก้ไขครั้งที่ 2)",
    "วันที่ 16 ตุลาคม 2568",
    "เรียน คุณธีรวัฒน์ ศักดิ์ดี ฝ่ายจัดซื้อ บริษัท บ้านทะเลรีสอร์ท จำกัด",
    "เรื่อง เฟอร์นิเจอร์หวายสำหรับห้องพักและริมสระ (โครงการปรับปรุงอาคาร B)",
]
RESORT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เก้าอี้อาร์มแชร์หวาย รุ่นชะอำ พร้อมเบาะผ้ากันน้ำ", "24 ตัว", "4,500", "108,000"),
    ("โต๊ะกลางหวาย ท็อปกระจก 60 ซม.", "12 ตัว", "2,600", "31,200"),
    ("เตียงอาบแดดหวาย ปรับเอนได้ 4 ระดับ", "8 ตัว", "8,900", "71,200"),
    ("ค่าขนส่ง อ่างทอง - ชะอำ (รถกระบะ 1 เที่ยว)", "1 เที่ยว", "6,500", "6,500"),
    ("รวมทั้งสิ้น", "", "", "216,900"),
]
RESORT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 216,900 บาท (สองแสนหนึ่งหมื่นหกพันเก้าร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 40% = 86,760 บาท เมื่อยืนยันสั่งผลิต ส่วนที่เหลือ 130,140 บาท ชำระวันส่งของ",
    "ระยะเวลาผลิต 45 วันหลังได้รับมัดจำ เคลือบแล็กเกอร์กันชื้น 2 ชั้น รับประกันโครงหวาย 1 ปี",
    "ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ สุภาพร ทองอ่อน ผู้เสนอราคา",
]

# ---------------------------------------------------------------- rattan and finishing suppliers
THONGWAI_QUOTE = [
    "ห้างหุ้นส่วนจำกัด ทองหวายอินเตอร์ ผู้นำเข้าหวายอินโดนีเซีย",
    "55/9 ถ.ติวานนท์ ต.ท่าทราย อ.เมืองนนทบุรี จ.นนทบุรี 11000 โทร 02-951-3387",
    "ใบเสนอราคา เลขที่ TW-2568/144  วันที่ 20 ต.ค. 2568",
    "เรียน คุณสุภาพร ทองอ่อน (ภาทองหวายศิลป์)",
]
THONGWAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("หวายแกน (core) 2.5 มม. เกรด A", "100 กก.", "185", "18,500"),
    ("หวายแกน (core) 4 มม. เกรด A", "80 กก.", "170", "13,600"),
    ("หวายเส้นผิว (peel) 3 มม. ฟอกขาว", "50 กก.", "320", "16,000"),
    ("หวายลำ 25-28 มม. ยาว 3 ม.", "300 ลำ", "48", "14,400"),
    ("รวมเป็นเงิน", "", "", "62,500"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,375"),
    ("รวมทั้งสิ้น", "", "", "66,875"),
]
THONGWAI_BOTTOM = [
    "รวมทั้งสิ้น 66,875 บาท ส่งฟรีถึงอ่างทอง ของพร้อมส่งภายใน 5 วัน",
    "เครดิต 30 วัน สำหรับลูกค้าประจำ",
    "เฮียชัย (นายชัยวัฒน์ ตั้งเจริญ) 081-622-4590",
]
BORNEO_QUOTE = [
    "BORNEO CANE TRADING (THAILAND) CO., LTD.\n"
    "Importer of Indonesian and Malaysian rattan - 1020 Rama 3 Road, Yannawa, Bangkok 10120\n"
    "Tel. 02-294-6618   sales@borneocane.co.th\n"
    "\n"
    "QUOTATION No. BC-Q2510-077            Date: 22 Oct 2025\n"
    "To: Mrs. Supaporn Thong-on, Phathong Rattan Craft, Pho Thong, Ang Thong\n"
    "\n"
    "Item                                  Qty        Unit price   Amount\n"
    "Rattan core 2.5 mm, grade A          100 kg      172.00     17,200.00\n"
    "Rattan core 4.0 mm, grade A           80 kg      165.00     13,200.00\n"
    "Cane peel 3 mm, bleached              50 kg      345.00     17,250.00\n"
    "Rattan pole 25-28 mm x 3 m           300 pcs      45.00     13,500.00\n"
    "\n"
    "Subtotal                                                   61,150.00\n"
    "VAT 7%                                                      4,280.50\n"
    "Total                                                      65,430.50\n"
    "Delivery to Ang Thong (third-party truck)                   1,200.00\n"
    "GRAND TOTAL                                                66,630.50 THB\n"
    "\n"
    "Stock available, delivery 7-10 days after order.\n"
    "Payment: 50% with order, 50% on delivery. Price valid until 30 Nov 2025.\n"
    "Sales: Ms. Waraporn (Ploy) 089-771-2046",
]
SIAMCOAT_INVOICE = [
    "SIAM COAT SUPPLY CO., LTD.\n"
    "Wood coatings and finishing supplies - 14/3 Moo 2, Asia Road, Ayutthaya 13000\n"
    "Tax ID 0145559003417   Tel. 035-241-908\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-25-1093\n"
    "Date: 3 Nov 2025                 Due date: 17 Nov 2025\n"
    "Customer: Phathong Rattan Craft (Mrs. Supaporn Thong-on), 88/2 Moo 4, Bang Phlap, Pho Thong, Ang Thong\n"
    "\n"
    "Item                                       Qty        Unit price   Amount\n"
    "Clear NC lacquer, gloss, 3.785 L          12 gal       690.00     8,280.00\n"
    "Lacquer thinner AAA, 20 L                  4 tins    1,150.00     4,600.00\n"
    "Wood stain, teak colour, 1 L              10 cans      235.00     2,350.00\n"
    "Sandpaper no. 320 (pack of 50)             5 packs     180.00       900.00\n"
    "\n"
    "Subtotal                                                          16,130.00\n"
    "VAT 7%                                                             1,129.10\n"
    "TOTAL DUE                                                         17,259.10 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Siam Coat Supply Co., Ltd., account 231-4-40871-9.\n"
    "Goods remain the property of the seller until paid in full.",
]
SIAMCOAT_RECEIPT = [
    "บริษัท สยามโค้ท ซัพพลาย จำกัด (สำนักงานใหญ่)",
    "14/3 หมู่ 2 ถ.สายเอเชีย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000  เลขประจำตัวผู้เสียภาษี 0145559003417",
    "ใบเสร็จรับเงิน  เลขที่ RC6811-027",
    "วันที่ 14 พ.ย. 2568",
    "ได้รับเงินจาก คุณสุภาพร ทองอ่อน (ภาทองหวายศิลป์)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ INV-25-1093 ลงวันที่ 03/11/68",
]
SIAMCOAT_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้า (แล็กเกอร์ ทินเนอร์ สีย้อมไม้ กระดาษทราย)", "16,130.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "1,129.10"),
    ("รับชำระครั้งนี้", "17,259.10"),
]
SIAMCOAT_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 17,259.10 บาท (หนึ่งหมื่นเจ็ดพันสองร้อยห้าสิบเก้าบาทสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกมลวรรณ แสงอรุณ ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- export
FEMKE_EMAIL = """From: Femke de Vries <femke@wickerandco.nl>
To: phathongrattan@gmail.com
Date: Tue, 28 Oct 2025 16:05
Subject: Order for spring collection - lotus shades and egg chairs

Dear Khun Pha,

Thank you for the samples, they arrived in Utrecht last week and our team loves them. We would like to
place an order for our spring collection:

1. Lotus pendant lamp shade, natural, 45 cm - 120 pcs
   Your price list says USD 38.50 FOB. Could you do USD 35.00 for this quantity?
2. Hanging egg chair with cushion, natural - 10 pcs
   Listed at USD 320.00 FOB. We hope for USD 300.00.

Shipping FOB Laem Chabang, in one 20ft container shared with our other Thai supplier. We need the goods
ready by mid December so they reach the shop before March.

Payment as usual for us: 30% deposit by bank transfer (TT) on order confirmation, 70% against copies of the
shipping documents. Please also send photos of the finished pieces before packing.

Could you send a formal quotation by 5 November?

Kind regards,
Femke de Vries
Buyer, Wicker & Co - Oudegracht 211, Utrecht, the Netherlands
+31 30 764 2215
"""
WICKER_QUOTE = [
    "PHATHONG RATTAN CRAFT\n"
    "Handwoven rattan furniture - 88/2 Moo 4, Bang Phlap, Pho Thong, Ang Thong 14120, Thailand\n"
    "Tel. +66 86 552 7140   phathongrattan@gmail.com\n"
    "\n"
    "QUOTATION No. PX-6811-02                 Date: 3 Nov 2025\n"
    "To: Wicker & Co, attn. Ms. Femke de Vries, Utrecht, the Netherlands\n"
    "\n"
    "Item                                         Qty       Unit price (USD)   Amount (USD)\n"
    "Lotus pendant lamp shade, natural, 45 cm    120 pcs         36.00          4,320.00\n"
    "Hanging egg chair with cushion, natural      10 pcs        305.00          3,050.00\n"
    "\n"
    "TOTAL FOB LAEM CHABANG                                                     7,370.00 USD\n"
    "\n"
    "Payment: 30% deposit USD 2,211.00 by TT on confirmation,\n"
    "balance USD 5,159.00 against copies of the shipping documents.\n"
    "Production 35 days after deposit. ETD Laem Chabang: 15 Dec 2025.\n"
    "Packing: each egg chair in a carton, lamp shades nested 4 per carton.\n"
    "Photos of finished goods will be sent before packing.\n"
    "Validity: 20 days.\n"
    "Supaporn Thong-on (Pha), owner",
]

# ---------------------------------------------------------------- OTOP, lease
OTOP_LETTER = [
    "กรมการพัฒนาชุมชน กระทรวงมหาดไทย",
    "ที่ มท 0410.3/ว 2291",
    "24 ตุลาคม 2568",
    "เรื่อง แจ้งผลการคัดเลือกผู้ประกอบการเข้าร่วมจำหน่ายสินค้าในงาน OTOP City 2568",
    "เรียน นางสุภาพร ทองอ่อน (ภาทองหวายศิลป์ จังหวัดอ่างทอง)",
    "ตามที่ท่านได้สมัครเข้าร่วมจำหน่ายสินค้าในงาน OTOP City 2568 นั้น กรมการพัฒนาชุมชนขอแจ้งว่าท่านได้รับการคัดเลือก "
    "ให้เข้าร่วมจำหน่ายสินค้าประเภทของใช้ ของตกแต่ง ระหว่างวันที่ 13-21 ธันวาคม 2568 "
    "ณ อาคารชาเลนเจอร์ 1-3 อิมแพ็ค เมืองทองธานี จังหวัดนนทบุรี",
    "บูธเลขที่ C-214 ขนาด 3 x 3 เมตร โซนของใช้ ของตกแต่ง ของที่ระลึก",
    "ค่าบำรุงสาธารณูปโภค (ไฟฟ้า ทำความสะอาด รักษาความปลอดภัย) 3,500 บาท ขอให้ชำระผ่านสำนักงานพัฒนาชุมชนจังหวัดอ่างทอง "
    "ภายในวันที่ 28 พฤศจิกายน 2568 หากไม่ชำระภายในกำหนดถือว่าสละสิทธิ์",
    "ผู้ประกอบการจะได้รับบัตรผู้ขาย 2 ใบ และบัตรจอดรถขนของ 1 ใบ "
    "ตกแต่งและขนสินค้าเข้าบูธได้วันที่ 12 ธันวาคม 2568 เวลา 13.00-22.00 น.",
    "ห้ามจำหน่ายสินค้าที่ไม่ได้ลงทะเบียน OTOP และต้องติดป้ายราคาทุกชิ้น",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายวีระพงษ์ ศรีสวัสดิ์ ผู้อำนวยการกองส่งเสริมภูมิปัญญาท้องถิ่นและวิสาหกิจชุมชน",
]
LEASE = [
    "สัญญาเช่าโกดัง",
    "ทำที่ อำเภอโพธิ์ทอง จังหวัดอ่างทอง วันที่ 25 พฤษภาคม 2568",
    "ผู้ให้เช่า: นายเสริมศักดิ์ มีสุข อยู่บ้านเลขที่ 91 หมู่ 4 ต.บางพลับ อ.โพธิ์ทอง จ.อ่างทอง",
    "ผู้เช่า: นางสุภาพร ทองอ่อน อยู่บ้านเลขที่ 88/2 หมู่ 4 ต.บางพลับ อ.โพธิ์ทอง จ.อ่างทอง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าโกดังหลังคาสังกะสี ขนาด 8 x 15 เมตร ริมถนนสาย 3064 เพื่อใช้เก็บหวายและสินค้าสำเร็จรูป",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 มิถุนายน 2568 สิ้นสุดวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 4,500 บาท (สี่พันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 9,000 บาท ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 15 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 6. ผู้เช่าจ่ายค่าไฟฟ้าตามมิเตอร์ย่อย หน่วยละ 6 บาท ห้ามเก็บทินเนอร์และแล็กเกอร์เกิน 40 ลิตรในโกดัง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
    "ลงชื่อ เสริมศักดิ์ มีสุข ผู้ให้เช่า   ลงชื่อ สุภาพร ทองอ่อน ผู้เช่า   ลงชื่อ สมบัติ ทองอ่อน พยาน",
]

# ---------------------------------------------------------------- price lists
PRICE_HEADERS = ("รหัส (Code)", "สินค้า (Product)", "ราคาปลีก (Retail, THB)", "ราคาส่ง 10 ชิ้นขึ้นไป (Wholesale, THB)",
                 "หมายเหตุ (Note)")
PRICES_2568 = [
    ("RT-01", "เก้าอี้อาร์มแชร์ รุ่นชะอำ พร้อมเบาะ", 5200, 4500, ""),
    ("RT-02", "โต๊ะกลางท็อปกระจก 60 ซม.", 3200, 2600, ""),
    ("RT-03", "เตียงอาบแดด ปรับเอนได้", 9900, 8900, ""),
    ("RT-04", "ตะกร้าหวายมีฝา ใบใหญ่", 890, 650, ""),
    ("RT-05", "โคมไฟหวาย ทรงบัว 45 ซม.", 1450, 1100, "ขายดี"),
    ("RT-06", "ชิงช้าหวายรังนก พร้อมเบาะ+ขาตั้ง", 12500, 10800, "ส่งฟรีในอ่างทอง"),
    ("RT-07", "เก้าอี้สตูลบาร์ สูง 75 ซม.", 2350, 1950, ""),
    ("RT-08", "ชั้นวางของหวาย 3 ชั้น", 3900, 3300, ""),
]
EXPORT_PRICES = [
    ("Code", "Product", "FOB Laem Chabang (USD)", "MOQ"),
    ("RT-01", "Armchair 'Cha-am' with cushion", 139.00, 10),
    ("RT-05", "Lotus pendant lamp shade 45 cm", 38.50, 50),
    ("RT-06", "Hanging egg chair with cushion", 320.00, 5),
    ("RT-07", "Bar stool 75 cm", 58.00, 20),
]
PRICES_2567 = ["ภาทองหวายศิลป์", "ราคาสินค้า ปี 2567 (ใช้ ม.ค. - ธ.ค. 2567)", "ราคาเป็นบาท ยังไม่รวมค่าส่ง"]
PRICES_2567_TABLE = [
    ("สินค้า", "ราคาปลีก", "ราคาส่ง (10 ชิ้นขึ้นไป)"),
    ("เก้าอี้อาร์มแชร์ รุ่นชะอำ", "4,800", "4,200"),
    ("โต๊ะกลางท็อปกระจก", "2,900", "2,400"),
    ("เตียงอาบแดด", "9,200", "8,300"),
    ("ตะกร้าหวายมีฝา ใบใหญ่", "790", "590"),
    ("โคมไฟหวาย ทรงบัว", "1,300", "990"),
    ("ชิงช้าหวายรังนก", "11,500", "9,900"),
    ("เก้าอี้สตูลบาร์", "2,150", "1,800"),
    ("ชั้นวางของ 3 ชั้น", "3,600", "3,000"),
]
PRICES_2567_BOTTOM = ["ราคาส่งต้องสั่งขั้นต่ำ 10 ชิ้นรวมทุกแบบ", "ปี 68 ขึ้นราคา เพราะหวายนำเข้าแพงขึ้น (ดูไฟล์ใหม่)"]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ขายหน้าร้าน (Retail)", "ขายส่ง (Wholesale)", "งานโปรเจกต์ (Projects)",
                  "ส่งออก (Export)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าหวาย (Rattan)", "สี/แล็กเกอร์ (Finishing)", "ค่าแรงช่าง (Wages)",
                   "ค่าขนส่ง (Transport)", "ค่าไฟ/ค่าเช่า (Power & rent)", "รวม (Total)"]
INCOME_2568 = [
    [28500, 24300, 31200, 36800, 22400, 18900, 20600, 23700, 26100, 30400],
    [45600, 38900, 52300, 47100, 41800, 36500, 39200, 57850, 48300, 61200],
    [0, 0, 85000, 0, 0, 120000, 0, 0, 0, 79800],
    [0, 64500, 0, 0, 71200, 0, 0, 58900, 0, 0],
]
EXPENSES_2568 = [
    [21400, 18600, 34200, 19800, 26500, 31800, 17900, 28400, 22600, 35700],
    [5200, 4100, 7800, 4600, 6300, 7400, 3900, 6800, 5100, 8250],
    [38600, 35200, 52800, 40100, 44300, 49700, 36800, 47200, 41900, 55600],
    [3200, 6800, 7400, 2900, 8100, 9600, 2700, 7300, 3400, 4100],
    [3850, 3620, 4180, 4510, 4260, 8740, 8610, 8820, 8590, 8470],
]
INCOME_2567 = [
    [24600, 21800, 27300, 32400, 19700, 16800, 18200, 20900, 22800, 26700, 29400, 38600],
    [39800, 34200, 45600, 41300, 36700, 31900, 34500, 49200, 42100, 53400, 55800, 62300],
    [0, 0, 0, 68000, 0, 0, 0, 0, 95000, 0, 0, 0],
    [0, 0, 48600, 0, 0, 0, 52300, 0, 0, 0, 61800, 0],
]
EXPENSES_2567 = [
    [18700, 16200, 29800, 17400, 23100, 27600, 15800, 24700, 19600, 31200, 33500, 28900],
    [4500, 3600, 6900, 4000, 5500, 6400, 3400, 5900, 4400, 7200, 7600, 6800],
    [33800, 30700, 46200, 35100, 38700, 43500, 32200, 41300, 36600, 48600, 51200, 47900],
    [2800, 2500, 6400, 2600, 7100, 2900, 6200, 3100, 8300, 3400, 5900, 4200],
    [3420, 3310, 3760, 4050, 3890, 3600, 3480, 3550, 3700, 3820, 3650, 3590],
]
WAGE_HEADERS = ("ชื่อ-สกุล", "ชื่อเล่น", "งานที่สาน", "จำนวน (ชิ้น)", "ค่าแรง/ชิ้น (บาท)", "รวม (บาท)",
                "เบิกล่วงหน้า (บาท)", "คงจ่าย (บาท)")
WEAVERS = [
    ("นางสมปอง ใจเย็น", "ป้าปอง", "อาร์มแชร์ รุ่นชะอำ", 14, 650, 2000),
    ("นางสาวบัวผัน ศรีทอง", "บัว", "ตะกร้ามีฝา ใบใหญ่", 58, 120, 1000),
    ("นายประยูร แก้วใส", "ลุงยูร", "เตียงอาบแดด", 5, 1200, 500),
    ("นางมาลัย พึ่งบุญ", "ป้าลัย", "โคมไฟทรงบัว", 42, 180, 1500),
    ("นายสุรชัย ทองอ่อน", "ไชย (น้องพี่บัติ)", "ชิงช้ารังนก", 3, 2400, 3000),
    ("นางสาวอำไพ ใจดี", "ไพ", "สตูลบาร์", 16, 380, 0),
]
ADVANCES = [
    ("2/10/68", "ไชย", 3000, "ค่าเทอมลูก"), ("3/10/68", "ป้าปอง", 1000, ""), ("6/10/68", "ป้าลัย", 1500, "ค่ายา"),
    ("10/10/68", "บัว", 1000, ""), ("17/10/68", "ป้าปอง", 1000, "งานบวชหลาน"), ("20/10/68", "ลุงยูร", 500, ""),
]

# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 2974.46, "PEA รวมโรงสาน"), ("ค่าน้ำประปา (Water)", 318, "กปภ."),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 11200, ""),
                ("น้ำมันรถ (Fuel)", 5300, "Revo ส่งของ"), ("ค่างวดรถ Revo (Car installment)", 9870, "งวด 36/60"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("เรียนพิเศษแพรว (Tutoring)", 5000, "คณิต+อังกฤษ"),
                ("ยาหยอดตาแม่ (Mum's eye drops)", 640, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 3234.46, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 342, "กปภ."),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 10850, ""),
                ("น้ำมันรถ (Fuel)", 5750, "Revo ส่งของ"), ("ค่างวดรถ Revo (Car installment)", 9870, "งวด 37/60"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("เรียนพิเศษแพรว (Tutoring)", 5000, "คณิต+อังกฤษ"),
                ("ยาหยอดตาแม่ (Mum's eye drops)", 640, ""), ("รองเท้าแพรว (School shoes)", 590, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 3111.83, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 301, "กปภ."),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 11480, ""),
                ("น้ำมันรถ (Fuel)", 6120, "Revo ส่งของ ไปชะอำด้วย"),
                ("ค่างวดรถ Revo (Car installment)", 9870, "งวด 38/60"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("เรียนพิเศษแพรว (Tutoring)", 5000, "คณิต+อังกฤษ"),
                ("ตรวจตาแม่ รพ.อ่างทอง (Mum's eye check)", 1250, "ค่ายา+ค่าตรวจ")],
}


def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pho Thong Office, Ang Thong\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Supaporn Thong-on\n"
        "Address: 88/2 Moo 4, Bang Phlap, Pho Thong, Ang Thong 14120\n"
        "Customer no. 020014722851   Residential, rate 1.2 (house and workshop on one meter)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("25 Jul 2025 - 24 Aug 2025", "48,112 -> 48,710", 598, "2,504.12", "237.53", "194.59",
                    "2,974.46", "8 Sep 2025")
PEA_SEP = _pea_bill("25 Aug 2025 - 24 Sep 2025", "48,710 -> 49,361", 651, "2,726.06", "258.58", "211.60",
                    "3,234.46", "10 Oct 2025")
PEA_OCT = _pea_bill("25 Sep 2025 - 24 Oct 2025", "49,361 -> 49,987", 626, "2,621.38", "248.65", "203.58",
                    "3,111.83", "10 Nov 2025")
CAR_INSURANCE = [
    "บริษัท ไทยพัฒนาประกันภัย จำกัด (มหาชน) สาขาอ่างทอง",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณสุภาพร ทองอ่อน",
    "รถยนต์ TOYOTA HILUX REVO SMARTCAB 2.4 Entry ปี 2565 ทะเบียน บจ 4821 อ่างทอง",
    "กรมธรรม์ปัจจุบันประเภท 2+ จะสิ้นสุดความคุ้มครองวันที่ 7 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีอากร (บาท)"),
    ("ประเภท 2+ (แผนเดิม) ซ่อมอู่", "250,000", "8,750"),
    ("ประเภท 3+ ซ่อมอู่", "150,000", "6,290"),
    ("ประเภท 1 ซ่อมอู่", "420,000", "18,900"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันประเภท 2+ ปีที่แล้ว 8,400 บาท ปีนี้ปรับขึ้นเนื่องจากมีการเคลมปีที่ผ่านมา 1 ครั้ง",
    "กรุณาชำระเบี้ยประกันภายในวันที่ 30 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง ผ่อนชำระ 0% ได้ 3 งวด",
    "ตัวแทน: คุณนงลักษณ์ (พี่นง) 089-310-7725",
]
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\n"
    "Ang Thong branch - 120 Pho Thong - Ang Thong Road, Ang Thong 14000\n"
    "\n"
    "HIRE PURCHASE ACCOUNT STATEMENT                Statement date: 31 Oct 2025\n"
    "Hirer: Mrs. Supaporn Thong-on\n"
    "Contract no. HP-6509-22817\n"
    "Vehicle: Toyota Hilux Revo Smartcab 2.4, registration Bor-Jor 4821 Ang Thong\n"
    "\n"
    "Amount financed (incl. interest)                    592,200.00 THB\n"
    "Term                                                60 installments\n"
    "Monthly installment                                   9,870.00 THB\n"
    "Installments paid to date                           38\n"
    "Installments remaining                              22\n"
    "Total paid to date                                  375,060.00 THB\n"
    "Outstanding balance                                 217,140.00 THB\n"
    "\n"
    "Last payment received: 15 Oct 2025, 9,870.00 THB (installment 38)\n"
    "Next installment: no. 39, due 15 Nov 2025, 9,870.00 THB\n"
    "Final installment due: 15 Aug 2027\n"
    "\n"
    "Early settlement: call 1726 for a payoff quote with the interest discount.\n"
    "Late payment charge: 7.5% a year on the overdue amount plus a 100 THB notice fee.",
]
SCHOOL_FEE = [
    "โรงเรียนอ่างทองพัฒนศึกษา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวพรรณ ทองอ่อน ชั้นมัธยมศึกษาปีที่ 2/3 เลขประจำตัว 24517",
]
SCHOOL_FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน (ห้องเรียนพิเศษวิทย์-คณิต)", "15,800"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน และทัศนศึกษา", "1,950"),
    ("ค่าอาหารกลางวัน", "3,600"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "21,700"),
]
SCHOOL_FEE_BOTTOM = [
    "รวมทั้งสิ้น 21,700 บาท (สองหมื่นหนึ่งพันเจ็ดร้อยบาทถ้วน)",
    "กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย สาขาอ่างทอง 183-0-44291-6",
    "ชำระหลังกำหนดปรับวันละ 20 บาท แนบสลิปในกลุ่ม LINE ห้อง ม.2/3",
    "ภาคเรียนที่ 2 เปิดเรียนวันที่ 3 พฤศจิกายน 2568",
]
EYE_ESTIMATE = [
    "ANG THONG VISION EYE HOSPITAL\n"
    "77 Ang Thong - Sing Buri Road, Mueang Ang Thong 14000   Tel. 035-615-300\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                    Date: 6 Nov 2025\n"
    "Patient: Mrs. Boonruean Thong-on, age 71, HN 68-004127\n"
    "Diagnosis: cataract, right eye (mature); left eye early stage\n"
    "Doctor: Dr. Kittiphong Suwanrat, ophthalmologist\n"
    "\n"
    "Procedure: phacoemulsification with intraocular lens (IOL), right eye, day surgery\n"
    "\n"
    "Package, right eye, monofocal lens (surgeon, OR, lens, drugs)   45,900 THB\n"
    "Pre-operative tests (blood, ECG, eye biometry) - not in package   2,400 THB\n"
    "Option: multifocal lens upgrade                                 +28,000 THB\n"
    "\n"
    "Estimated total with monofocal lens                             48,300 THB\n"
    "\n"
    "Pre-operative tests: 26 Nov 2025, 8:00 (no food after midnight for blood tests)\n"
    "Surgery date: 4 Dec 2025, 7:30. Follow-up 5 Dec 2025 and 11 Dec 2025.\n"
    "Deposit to book the surgery date: 10,000 THB, paid by 20 Nov 2025.\n"
    "The left eye may be done 2-3 months later at the same package price.\n"
    "This is an estimate; the final bill may differ if complications arise.",
]
TEXTS = {
    f"{BIZ}/แชทไลน์/แชทไลน์_คุณต้อม_บ้านทะเล.txt": """[17 ต.ค. 68 10:12] ต้อม บ้านทะเล: พี่ภาครับ ได้ใบเสนอราคาแล้วครับ 216,900 เกินงบไปเยอะเลยครับ งบผมอยู่ที่ 190,000
[17 ต.ค. 68 10:40] พี่ภา ภาทองหวาย: โห คุณต้อม ราคานี้รวมค่ารถไปชะอำแล้วนะคะ หวายขึ้นราคาทุกเดือนเลย
[17 ต.ค. 68 10:52] พี่ภา ภาทองหวาย: พี่ลดให้เหลือ 208,000 รวมส่งเลยค่ะ
[17 ต.ค. 68 14:05] ต้อม บ้านทะเล: 195,000 ได้มั้ยครับพี่ ผมจะได้เสนอ GM ผ่านเลย
[17 ต.ค. 68 18:30] พี่ภา ภาทองหวาย: 195,000 ไม่ไหวจริงๆ ค่ะ ค่าแรงช่างก็ขึ้น 203,500 นะคะ
[18 ต.ค. 68 09:15] ต้อม บ้านทะเล: 198,000 ครับพี่ ครั้งสุดท้ายแล้ว ถ้าได้ผมออก PO วันนี้เลย
[18 ต.ค. 68 09:48] พี่ภา ภาทองหวาย: งั้นปิดที่ 199,500 รวมค่าส่งนะคะ มัดจำ 40% คือ 79,800 ที่เหลือ 119,700 จ่ายวันส่งของค่ะ
[18 ต.ค. 68 10:02] ต้อม บ้านทะเล: ดีลครับพี่ 199,500 ส่งไม่เกิน 5 ธ.ค. นะครับ ต้องเปิดตึก B วันที่ 10
[18 ต.ค. 68 10:05] พี่ภา ภาทองหวาย: ได้ค่ะ ส่งภายใน 5 ธ.ค. 68 แน่นอน
[24 ต.ค. 68 15:20] ต้อม บ้านทะเล: โอนมัดจำ 79,800 แล้วครับ สลิปตามนี้ครับ
[24 ต.ค. 68 15:31] พี่ภา ภาทองหวาย: ได้รับแล้วค่ะ ขอบคุณค่ะ เริ่มสานพรุ่งนี้เลย
[8 พ.ย. 68 11:00] ต้อม บ้านทะเล: พี่ภาขอรูปงานที่สานไปแล้วหน่อยครับ GM อยากดู
[8 พ.ย. 68 11:45] พี่ภา ภาทองหวาย: ส่งรูปอาร์มแชร์ 10 ตัวแรกให้แล้วนะคะ ยังไม่ได้พ่นแล็กเกอร์ค่ะ
""",
    f"{BIZ}/แชทไลน์/LINE กลุ่มช่างสาน.txt": """[LINE] ประวัติการแชทในกลุ่ม ช่างสาน ภาทอง
วันที่บันทึก: 01/11/2568 07:30

ส. 25/10/2568
18:02\tพี่ภา\tแจ้งทุกคนนะคะ ได้งานรีสอร์ทชะอำแล้ว อาร์มแชร์ 24 ตัว โต๊ะ 12 เตียงอาบแดด 8 ต้องส่ง 5 ธ.ค.
18:10\tป้าปอง\tงานเยอะขนาดนี้ ขอขึ้นค่าแรงอาร์มแชร์จากตัวละ 650 เป็น 750 ได้มั้ยภา หวายเส้นใหม่มันแข็ง สานยาก
18:15\tลุงยูร\tเตียงอาบแดดขอ 1,400 นะ จาก 1,200 ตัวมันใหญ่ ใช้สองวันกว่าจะเสร็จ
18:40\tพี่ภา\tพี่ให้อาร์มแชร์ 680 ก่อนได้มั้ยคะ ยังไม่ได้เงินงวดสุดท้ายจากรีสอร์ทเลย
18:52\tป้าลัย\t680 น้อยไปหน่อยนะภา ช่างร้านอื่นเขาได้ 720 กันแล้ว
19:05\tบัว\tตะกร้ายังเท่าเดิมไหมคะพี่

อา. 26/10/2568
08:20\tพี่ภา\tสรุปนะคะ ตั้งแต่ 1 พ.ย. 68 อาร์มแชร์ตัวละ 700 เตียงอาบแดดตัวละ 1,300 งานอื่นเท่าเดิม ตะกร้า 120 โคม 180 เหมือนเดิมค่ะ
08:26\tป้าปอง\tโอเคจ้ะ 700 ก็ได้
08:31\tลุงยูร\tได้ 1,300 ก็ยังดี
08:40\tพี่ภา\tค่าแรงเดือน ต.ค. จ่ายวันที่ 31 ตามปกตินะคะ ใครเบิกไปแล้วหักตามสมุด

ศ. 31/10/2568
17:00\tพี่ภา\tโอนค่าแรง ต.ค. ให้ทุกคนแล้วนะคะ เช็คด้วยค่ะ
17:12\tไพ\tได้แล้วค่ะพี่ ขอบคุณค่ะ
""",
    f"{BIZ}/แชทไลน์/แชท เจ๊หงส์ ปากเกร็ด.txt": """[LINE] ประวัติการแชทกับ เจ๊หงส์ ร้านหงส์ทองเฟอร์นิเจอร์
วันที่บันทึก: 06/11/2568 09:10

จ. 03/11/2568
10:05\tเจ๊หงส์\tภา เจ๊อยากได้ตะกร้าหวายมีฝาใบใหญ่ 50 ใบ ไว้ขายช่วงปีใหม่ ราคาส่งเท่าไหร่
10:20\tพี่ภา\tปีนี้ราคาส่งใบละ 650 ค่ะเจ๊
10:24\tเจ๊หงส์\tแพงไปภา เจ๊ขายปลีกได้แค่ 850 เอง 550 ได้มั้ย
10:40\tพี่ภา\t550 ขาดทุนเลยค่ะเจ๊ หวายขึ้นราคา 620 ละกันค่ะ
11:02\tเจ๊หงส์\t580 นะ เจ๊เอาประจำทุกเดือนเลย
11:30\tพี่ภา\tงั้นใบละ 600 ค่ะเจ๊ 50 ใบ รวม 30,000 บาท มัดจำครึ่งนึงก่อนนะคะ
11:33\tเจ๊หงส์\tโอเค 600 ตกลง ส่งให้ทันวันที่ 20 พ.ย. นะ

พ. 05/11/2568
09:45\tเจ๊หงส์\tโอนมัดจำ 15,000 แล้วนะภา
09:52\tพี่ภา\tได้รับแล้วค่ะเจ๊ พี่บัติจะขับไปส่งที่ปากเกร็ดวันที่ 20 พ.ย. ค่ะ
""",
    f"{BIZ}/Export/email_Femke_WickerCo_28Oct2025.txt": FEMKE_EMAIL,
    f"{BIZ}/ออเดอร์ค้างส่ง_พ.ย.68.md": """# ออเดอร์ค้างส่ง ณ 10 พ.ย. 68

| ลูกค้า | ของ | กำหนดส่ง | ได้รับแล้ว | ค้างรับ |
|---|---|---|---|---|
| บ้านทะเลรีสอร์ท (คุณต้อม) | อาร์มแชร์ 24, โต๊ะ 12, เตียงอาบแดด 8 | 5 ธ.ค. 68 | 79,800 | 119,700 |
| เจ๊หงส์ ปากเกร็ด | ตะกร้ามีฝาใบใหญ่ 50 | 20 พ.ย. 68 | 15,000 | 15,000 |
| Wicker & Co (Femke) | โคมบัว 120, ชิงช้ารังนก 10 | ETD 15 ธ.ค. 68 | รอมัดจำ USD 2,211 | USD 7,370 ทั้งหมด |
| คาเฟ่ไม้หอม ป่าโมก | สตูลบาร์ 8 | 25 พ.ย. 68 | 9,400 | 9,400 |

- ต้องสั่งหวายแกนเพิ่มก่อน 15 พ.ย. ไม่งั้นงานรีสอร์ทไม่ทัน (ดูใบเสนอราคาทองหวายกับ Borneo)
- แล็กเกอร์ล็อตใหม่มาแล้ว 4 พ.ย.
""",
    f"{BIZ}/ไอเดียลายสาน ใหม่.md": """# ไอเดียลายสานใหม่ ปี 69
- ลายดอกพิกุล สำหรับพนักเก้าอี้ ลองกับหวายเส้นผิว 2 มม.
- ลายตาหมากรุกสองสี (ธรรมชาติ + ย้อมน้ำตาล) สำหรับตะกร้า
- โคมไฟทรงระฆัง ขนาด 35 ซม. ให้ลูกค้าต่างประเทศ
- ถามแพรวช่วยถ่ายรูปลง IG ทุกวันศุกร์
""",
    "บ้าน/แพรว/เรียนพิเศษแพรว.md": """# เรียนพิเศษแพรว เทอม 2/68
- คณิต ครูเอ๋ วันเสาร์ 9.00-12.00 เดือนละ 2,800 บาท
- อังกฤษ ครูแจน วันอาทิตย์ 13.00-15.00 เดือนละ 2,200 บาท
- รวมเดือนละ 5,000 บาท จ่ายต้นเดือน
- สอบกลางภาค 15-19 ธ.ค. 68
""",
    "บ้าน/แม่/เรื่องตาแม่.md": """# ตาแม่ (บุญเรือน ทองอ่อน)
- ตาขวาเป็นต้อกระจกสุก มองเห็นแค่เงา ตาซ้ายเริ่มเป็น
- รพ.อ่างทอง (บัตรทอง): หมอว่าต้องผ่า แต่คิวยาวถึง มี.ค. 2569
- รพ.ตาเอกชน (Ang Thong Vision): ผ่าได้ 4 ธ.ค. 2568 แพ็กเกจ 45,900 บาท เลนส์ธรรมดา ตรวจก่อนผ่าอีก 2,400
- เลนส์มัลติโฟกัสเพิ่ม 28,000 หมอบอกแม่อายุเยอะ ใช้เลนส์ธรรมดาก็พอ
- ตกลงกับพี่ต่าย หารครึ่ง ภาจ่ายมัดจำ 10,000 ก่อน
- หลังผ่าห้ามก้มยกของหนัก 1 เดือน ห้ามแม่มานั่งสานตะกร้า
""",
    "บ้าน/แชทไลน์_บ้านทองอ่อน.txt": """[3 พ.ย. 68 20:15] ภา: แพรว ค่าเทอมเทอมนี้ 21,700 นะลูก แม่จะโอนก่อน 21 พ.ย.
[3 พ.ย. 68 20:18] แพรว: ค่ะแม่ ครูบอกให้ส่งสลิปในกลุ่มห้องด้วยนะคะ
[6 พ.ย. 68 13:40] พี่ต่าย: หมอที่ Vision ว่าไงบ้างภา
[6 พ.ย. 68 13:52] ภา: ผ่าตาขวาแม่ 4 ธ.ค. แพ็กเกจ 45,900 ตรวจก่อนผ่าอีก 2,400 ตกเกือบห้าหมื่น
[6 พ.ย. 68 14:05] พี่ต่าย: พี่ช่วยครึ่งนึงนะ โอนให้ภาสิ้นเดือน
[6 พ.ย. 68 14:10] บัติ: วันที่ 26 พ.ย. ผมพาแม่ไปตรวจเลือดเอง ต้องงดข้าวตั้งแต่เที่ยงคืน
[9 พ.ย. 68 19:30] บัติ: ประกัน Revo ปีนี้ 8,750 แพงกว่าปีที่แล้ว 350 เพราะเคลมไปตอนชนเสา
[9 พ.ย. 68 19:35] ภา: เอาชั้น 2+ เหมือนเดิม ชั้น 1 ตั้ง 18,900 ไม่ไหว จ่ายก่อนสิ้นเดือนนะ
[10 พ.ย. 68 06:50] ยายเรือน: ยายไม่อยากผ่าเลย กลัว
[10 พ.ย. 68 07:05] แพรว: ไม่ต้องกลัวค่ะยาย แป๊บเดียวเอง
""",
    "บ้าน/เบอร์โทรสำคัญ.txt": """ช่างแอร์ (นายเอก) 081-455-0912
พี่นง ตัวแทนประกัน 089-310-7725
ลุงเสริม เจ้าของโกดัง 086-774-1209
อู่ช่างต๋อย ซ่อมรถ 035-662-408
รพ.ตา Ang Thong Vision 035-615-300
ครูประจำชั้นแพรว ครูสุดารัตน์ 092-118-5536
""",
}
TODO = {"todo.md": """- โอนค่าเทอมแพรว ก่อน 21 พ.ย.
- จ่ายค่าบูธ OTOP City 3,500 ก่อน 28 พ.ย.
- เลือกเจ้าหวาย (ทองหวาย หรือ Borneo) สั่งก่อน 15 พ.ย.
- ส่งตะกร้าเจ๊หงส์ 20 พ.ย.
- ต่อประกัน Revo ก่อน 30 พ.ย.
- มัดจำผ่าตาแม่ 10,000 ก่อน 20 พ.ย.
- ตามมัดจำ Wicker & Co
"""}


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ ภาทองหวายศิลป์ ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย ภาทองหวายศิลป์ ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ต.ค.68"
    sheet.append(["ค่าแรงช่างสาน เดือนตุลาคม 2568 (จ่าย 31 ต.ค. 68) ไม่รวมค่าแรงรายวันขัด/พ่นแล็กเกอร์"])
    sheet.append(list(WAGE_HEADERS))
    for name, nick, job, pieces, rate, advance in WEAVERS:
        sheet.append([name, nick, job, pieces, rate, pieces * rate, advance, pieces * rate - advance])
    gross = sum(w[3] * w[4] for w in WEAVERS)
    advances = sum(w[5] for w in WEAVERS)
    sheet.append(["รวม", "", "", "", "", gross, advances, gross - advances])
    for column in range(5, 9):
        money_format(sheet, column)
    sheet = book.create_sheet("เบิกล่วงหน้า")
    sheet.append(["วันที่", "ชื่อเล่น", "จำนวน (บาท)", "หมายเหตุ"])
    for row in ADVANCES:
        sheet.append(list(row))
    sheet.append(["รวม", "", sum(row[2] for row in ADVANCES), ""])
    money_format(sheet, 3)
    book.save(path)


def _prices(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา 2568"
    sheet.append(["ภาทองหวายศิลป์ ราคาสินค้า ปี 2568 (Price list 2025) ใช้ตั้งแต่ 1 ม.ค. 2568"])
    sheet.append(list(PRICE_HEADERS))
    for row in PRICES_2568:
        sheet.append(list(row))
    money_format(sheet, 3)
    money_format(sheet, 4)
    sheet = book.create_sheet("Export FOB")
    sheet.append(["Export price list 2025, FOB Laem Chabang, USD"])
    for row in EXPORT_PRICES:
        sheet.append(list(row))
    for (cell,) in sheet.iter_rows(min_col=3, max_col=3):
        if isinstance(cell.value, float):
            cell.number_format = "#,##0.00"
    book.save(path)


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _otop_slides() -> list[tuple[str, str]]:
    return [
        ("แผนออกบูธ OTOP City ธ.ค. 68", "ภาทองหวายศิลป์ บูธ C-214 อิมแพ็ค เมืองทองธานี 13-21 ธ.ค. 2568"),
        ("เป้ายอดขาย", "เป้า 9 วัน 280,000 บาท\nปีที่แล้ว (งานเดียวกัน) ขายได้ 231,400 บาท"),
        ("สต็อกที่จะเอาไป", "อาร์มแชร์ 20 ตัว\nตะกร้ามีฝา 60 ใบ\nโคมไฟทรงบัว 80 ใบ\nชิงช้ารังนก 4 ชุด"),
        ("ค่าใช้จ่าย", "ค่าบูธ 3,500\nค่ารถขนของไป-กลับ 6,500\nที่พัก 9 คืน 10,800\nค่ากิน 6,300\n"
                       "รวม 27,100 บาท"),
        ("คนเฝ้าบูธ", "ภา + แพรว (เสาร์-อาทิตย์) + พี่บัติขับรถ\nช่างไพช่วยวันธรรมดา"),
    ]


def _catalogue_slides() -> list[tuple[str, str]]:
    return [
        ("Phathong Rattan Craft - Catalogue 2025", "Handwoven rattan furniture from Pho Thong, Ang Thong"),
        ("Our workshop", "Six weavers, 20+ years of experience\nIndonesian rattan core and peel, NC lacquer finish"),
        ("Living", "Armchair 'Cha-am' with cushion\nCoffee table, glass top 60 cm\nThree-tier shelf"),
        ("Outdoor", "Reclining sun lounger\nHanging egg chair with stand"),
        ("Lighting and storage", "Lotus pendant lamp shade 45 cm\nLidded basket, large\nBar stool 75 cm"),
        ("Contact", "Khun Pha +66 86 552 7140\nphathongrattan@gmail.com\nExport FOB Laem Chabang, MOQ per item"),
    ]


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, supply, books, chats, export, otop, contracts = (
        biz / "ใบเสนอราคา ลูกค้า", biz / "วัตถุดิบ หวาย+สี", biz / "บัญชี", biz / "แชทไลน์", biz / "Export",
        biz / "OTOP City 68", biz / "สัญญา")
    home = docs / "บ้าน"
    power, car, kid, mum = home / "ค่าไฟ", home / "รถ Revo", home / "แพรว", home / "แม่"
    for folder in (quotes, supply, books, chats, export, otop, contracts, power, car, kid, mum):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านทะเลรีสอร์ท_ร่าง.docx", RESORT_DRAFT, RESORT_DRAFT_TABLE,
               bottom=RESORT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านทะเลรีสอร์ท_final v2.docx", RESORT_FINAL, RESORT_FINAL_TABLE,
               bottom=RESORT_FINAL_BOTTOM)
    write_docx(supply / "ใบเสนอราคา_ทองหวายอินเตอร์_ต.ค.68.docx", THONGWAI_QUOTE, THONGWAI_TABLE,
               bottom=THONGWAI_BOTTOM)
    make_pdf(supply / "BorneoCane_Quotation_BC-Q2510-077.pdf", BORNEO_QUOTE)
    make_pdf(supply / "Invoice_SiamCoat_INV-25-1093.pdf", SIAMCOAT_INVOICE)
    write_docx(supply / "ใบเสร็จ_สยามโค้ท_RC6811-027.docx", SIAMCOAT_RECEIPT, SIAMCOAT_RECEIPT_TABLE,
               bottom=SIAMCOAT_RECEIPT_BOTTOM)
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงช่างสาน_ต.ค.68.xlsx")
    _prices(books / "ราคาสินค้า_2568.xlsx")
    write_docx(books / "ราคาสินค้า ปี67 (เก่า).docx", PRICES_2567, PRICES_2567_TABLE, bottom=PRICES_2567_BOTTOM)
    make_pdf(export / "Quotation_WickerCo_PX6811-02 final.pdf", WICKER_QUOTE)
    write_docx(otop / "หนังสือตอบรับ OTOP City 2568.docx", OTOP_LETTER)
    write_slides(otop / "แผนออกบูธ OTOP ธ.ค.68.pptx", _otop_slides())
    write_slides(biz / "Phathong Rattan Catalogue 2025.pptx", _catalogue_slides())
    write_docx(contracts / "สัญญาเช่าโกดังเก็บหวาย.docx", LEASE)
    make_pdf(power / "บิลค่าไฟ PEA Aug2025.pdf", PEA_AUG)
    make_pdf(power / "บิลค่าไฟ PEA Sep2025.pdf", PEA_SEP)
    make_pdf(power / "บิลค่าไฟ PEA Oct2025.pdf", PEA_OCT)
    write_docx(car / "ต่อประกันรถ Revo_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE, bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(car / "SiamAutoLeasing_statement_Oct2025.pdf", CAR_LOAN)
    write_docx(kid / "ค่าเทอม_น้องแพรว_2-2568.docx", SCHOOL_FEE, SCHOOL_FEE_TABLE, bottom=SCHOOL_FEE_BOTTOM)
    make_pdf(mum / "AngThongVision_estimate_cataract_Nov2025.pdf", EYE_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
