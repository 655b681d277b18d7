"""A plant nursery owner's folder: คุณวรรณา ศรีสุข (Wanna Srisuk) runs "สวนไม้ใบวรรณา" (Wanna Green Nursery),
a small plant nursery in ต.ท่าตลาด อ.สามพราน จ.นครปฐม. She grows and sells foliage plants retail, wholesale to
plant shops and does landscaping jobs for resorts, hotels and housing estates. Her husband พี่เอก drives the pickup
and runs the greenhouses; their daughter น้องมิ้นท์ (Pimchanok, Grade 4) goes to a bilingual school; her mother
คุณแม่สมจิต lives with them. Current year 2568 (2025).

Files under Documents/:
สวนไม้ใบวรรณา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ภูผารีสอร์ท_ร่าง.docx: DRAFT quote to ภูผารีสอร์ท (2 มิ.ย. 2568), 30 palms, total 148,500.
- ใบเสนอราคา/ใบเสนอราคา_ภูผารีสอร์ท_final.docx: FINAL quote to the same resort (9 มิ.ย. 2568), 24 palms,
  total 131,500, deposit 50% 65,750.
- ใบเสนอราคา/ใบเสนอราคา_บ้านสวนนนทรี.docx: a similar quote to a housing estate (200 ไทรเกาหลี hedge), 118,500.
- เอกสารลูกค้า/สัญญาดูแลสวน_โรงแรมริมน้ำ.docx: garden-care contract with a hotel, 18,000 a month, twice a week.
- เอกสารลูกค้า/จดหมายแจ้งปรับราคา_ลูกค้าส่ง.docx: letter to wholesale shops, new prices from 1 ส.ค. 2568 (table).
- บัญชี/ยอดขาย_รายจ่าย_2568.xlsx: this year's book: sheet of monthly sales (months as rows) and a sheet of
  expenses with months as columns (ม.ค.-ส.ค.).
- บัญชี/ยอดขาย_รายจ่าย_2567.xlsx: last year's book, same layout, 12 months.
- บัญชี/นับสต็อก_ส.ค.68.xlsx: stock count of plants with retail prices.
- Suppliers/GreenGrow_pricelist_2025.pdf: GreenGrow Supply price list 2025 (English).
- Suppliers/ใบราคากรีนโกรว์_2567.docx: last year's price list of the same firm, in Thai (บริษัท กรีนโกรว์ ซัพพลาย).
- Suppliers/GreenGrow_invoice_INV-2025-0614.pdf: GreenGrow invoice, 18,190 THB due 14 July 2025.
- Suppliers/Ratchaburi_Pottery_invoice_RP0388.pdf: invoice for dragon jars and clay pots (English; the staff
  chat calls it โอ่งจากราชบุรี).
- แผนงาน/แผนงานปี2569.pptx: slides, the plan for next year (2569 / 2026).
- LINE/LINE_บ้านนิดคาเฟ่.txt: chat with a café owner whose order changes twice (final 35 monstera, 19 ก.ค.).
- LINE/LINE_กลุ่มคนงานสวน.txt: staff group chat (Phupha delivery 23 มิ.ย., wage up to 420 a day, jars arrived).
- LINE/LINE_เซลส์กรีนโกรว์.txt: chat with GreenGrow's sales rep about prices and the June order.
- Email/email_PhuphaResort_deposit.txt: the resort's English email accepting the final quote, deposit, date.
- โน้ต/งานแฟร์ต้นไม้_เมืองทอง_มี.ค.68.md: notes on a plant fair booth (booth 12,000, sales 54,350 in 3 days).
- โน้ต/วิธีขยายพันธุ์ไม้ด่าง.md: propagation notes (no figures anyone asks about).
บ้าน/ (household)
- ลูก/school_fee_term1_2025.pdf and ลูก/school_fee_term1_2024.pdf: Mint's school fee invoices, this year and last.
- ลูก/เรียนพิเศษน้องมิ้นท์.md: Mint's tutoring and piano fees.
- บิล/PEA_bill_Jun2025.pdf and บิล/PEA_bill_Jul2025.pdf: house electricity bills (English).
- ประกัน/car_insurance_renewal_2025.pdf: renewal letter for the pickup's insurance (English).
- ประกัน/สรุปประกันสุขภาพแม่.docx: her own summary of her mother's health policy.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (มิ.ย., ก.ค., ส.ค. 68) with totals.
- รายการซื้อของ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "สวนไม้ใบวรรณา 45/2 หมู่ 3 ต.ท่าตลาด อ.สามพราน จ.นครปฐม 73110 โทร 089-214-5530"
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

PHUPHA_DRAFT = {
    "top": [
        "ใบเสนอราคา (ร่าง) — ยังไม่ส่งลูกค้า",
        SHOP,
        "เรียน ฝ่ายจัดซื้อ ภูผารีสอร์ท อ.ดำเนินสะดวก จ.ราชบุรี",
        "วันที่ 2 มิถุนายน 2568",
        "เรื่อง เสนอราคาต้นไม้และงานปลูกจัดสวนบริเวณสระว่ายน้ำและล็อบบี้",
    ],
    "table": [
        QUOTE_HEAD,
        ("ปาล์มหางกระรอก สูง 1.5 ม.", "30 ต้น", "1,800", "54,000"),
        ("มอนสเตอร่า กระถาง 12 นิ้ว", "40 กระถาง", "650", "26,000"),
        ("เฟิร์นบอสตัน กระเช้าแขวน", "60 กระเช้า", "250", "15,000"),
        ("หญ้านวลน้อย", "300 ตร.ม.", "95", "28,500"),
        ("ค่าขนส่งและค่าแรงปลูก", "1 งาน", "25,000", "25,000"),
        ("รวมทั้งสิ้น", "", "", "148,500"),
    ],
    "bottom": [
        "รวมทั้งสิ้น 148,500 บาท (หนึ่งแสนสี่หมื่นแปดพันห้าร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
        "ยืนราคา 30 วัน",
        "หมายเหตุถึงตัวเอง: รอคุยพี่เอกเรื่องค่ารถก่อน ปาล์มอาจลดจำนวน",
    ],
}
PHUPHA_FINAL = {
    "top": [
        "ใบเสนอราคา เลขที่ QT-2568-021",
        SHOP,
        "เรียน ฝ่ายจัดซื้อ ภูผารีสอร์ท อ.ดำเนินสะดวก จ.ราชบุรี (คุณกนกวรรณ)",
        "วันที่ 9 มิถุนายน 2568",
        "เรื่อง เสนอราคาต้นไม้และงานปลูกจัดสวนบริเวณสระว่ายน้ำและล็อบบี้ (ฉบับแก้ไขตามที่คุยทางโทรศัพท์)",
    ],
    "table": [
        QUOTE_HEAD,
        ("ปาล์มหางกระรอก สูง 1.5 ม.", "24 ต้น", "1,800", "43,200"),
        ("มอนสเตอร่า กระถาง 12 นิ้ว", "40 กระถาง", "620", "24,800"),
        ("เฟิร์นบอสตัน กระเช้าแขวน", "60 กระเช้า", "250", "15,000"),
        ("หญ้านวลน้อย", "300 ตร.ม.", "95", "28,500"),
        ("ค่าขนส่งและค่าแรงปลูก", "1 งาน", "20,000", "20,000"),
        ("รวมทั้งสิ้น", "", "", "131,500"),
    ],
    "bottom": [
        "รวมทั้งสิ้น 131,500 บาท (หนึ่งแสนสามหมื่นหนึ่งพันห้าร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
        "เงื่อนไขการชำระเงิน: มัดจำ 50% เป็นเงิน 65,750 บาท เมื่อตกลงสั่งซื้อ ส่วนที่เหลือชำระวันส่งมอบงาน",
        "รับประกันต้นไม้ตาย เปลี่ยนให้ฟรีภายใน 30 วันหลังปลูก",
        "ยืนราคา 30 วัน",
        "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
    ],
}
NONSI_QUOTE = {
    "top": [
        "ใบเสนอราคา เลขที่ QT-2568-018",
        SHOP,
        "เรียน คณะกรรมการนิติบุคคลหมู่บ้านบ้านสวนนนทรี อ.พุทธมณฑล จ.นครปฐม",
        "วันที่ 20 พฤษภาคม 2568",
        "เรื่อง เสนอราคาปลูกรั้วต้นไม้และจัดสวนหน้าโครงการ",
    ],
    "table": [
        QUOTE_HEAD,
        ("ไทรเกาหลี (ทำรั้ว) สูง 1 ม.", "200 ต้น", "120", "24,000"),
        ("มอนสเตอร่า กระถาง 12 นิ้ว", "20 กระถาง", "650", "13,000"),
        ("ปาล์มหางกระรอก สูง 1.5 ม.", "10 ต้น", "1,850", "18,500"),
        ("หญ้านวลน้อย", "500 ตร.ม.", "90", "45,000"),
        ("ค่าขนส่งและค่าแรงปลูก", "1 งาน", "18,000", "18,000"),
        ("รวมทั้งสิ้น", "", "", "118,500"),
    ],
    "bottom": [
        "รวมทั้งสิ้น 118,500 บาท (หนึ่งแสนหนึ่งหมื่นแปดพันห้าร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
        "ระยะเวลาดำเนินงาน 5 วันทำการ มัดจำ 40% เมื่อตกลงสั่งซื้อ",
        "ยืนราคา 30 วัน",
        "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
    ],
}
HOTEL_CONTRACT = [
    "สัญญาจ้างดูแลสวน",
    "ทำที่ อ.สามพราน จ.นครปฐม วันที่ 25 มิถุนายน 2568",
    "ผู้ว่าจ้าง: บริษัท ริมน้ำสามพราน โฮเต็ล จำกัด (โรงแรมริมน้ำสามพราน) โดยคุณประเสริฐ วงศ์ทอง ผู้จัดการทั่วไป",
    "ผู้รับจ้าง: นางวรรณา ศรีสุข เจ้าของสวนไม้ใบวรรณา",
    "ข้อ 1. ผู้รับจ้างตกลงดูแลสวนและไม้กระถางทั้งหมดภายในโรงแรม ได้แก่ ตัดหญ้า ตัดแต่งกิ่ง ใส่ปุ๋ย กำจัดศัตรูพืช",
    "ข้อ 2. ผู้รับจ้างจะเข้าปฏิบัติงานสัปดาห์ละ 2 ครั้ง ทุกวันอังคารและวันศุกร์ เวลา 8.00-16.00 น.",
    "ข้อ 3. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569",
    "ข้อ 4. ผู้ว่าจ้างตกลงชำระค่าจ้างเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ภายใน 7 วันนับจากวันที่ได้รับใบแจ้งหนี้",
    "ข้อ 5. ผู้รับจ้างเปลี่ยนไม้กระถางที่ตายให้โดยไม่คิดค่าใช้จ่าย ไม่เกิน 10 ต้นต่อเดือน",
    "ข้อ 6. ค่าปุ๋ยและยาเป็นของผู้รับจ้าง ค่าน้ำประปาสำหรับรดน้ำเป็นของผู้ว่าจ้าง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ ประเสริฐ วงศ์ทอง ผู้ว่าจ้าง        ลงชื่อ วรรณา ศรีสุข ผู้รับจ้าง",
]
PRICE_LETTER = {
    "top": [
        SHOP,
        "วันที่ 15 กรกฎาคม 2568",
        "เรื่อง แจ้งปรับราคาขายส่ง",
        "เรียน ร้านค้าลูกค้าประจำทุกท่าน",
        "เนื่องจากราคาดิน ปุ๋ย กระถาง และค่าขนส่งปรับสูงขึ้นตั้งแต่ต้นปี สวนไม้ใบวรรณาจึงขอแจ้งปรับราคาขายส่ง "
        "ตั้งแต่วันที่ 1 สิงหาคม 2568 เป็นต้นไป ดังนี้",
    ],
    "table": [
        ("รายการ", "ราคาเดิม (บาท)", "ราคาใหม่ (บาท)"),
        ("มอนสเตอร่า กระถาง 12 นิ้ว", "520", "560"),
        ("ไทรใบสัก กระถาง 10 นิ้ว", "300", "330"),
        ("ยางอินเดีย กระถาง 10 นิ้ว", "350", "380"),
        ("เฟิร์นบอสตัน กระเช้าแขวน", "180", "200"),
        ("พลูด่าง กระถาง 6 นิ้ว", "45", "50"),
    ],
    "bottom": [
        "ออเดอร์ที่สั่งและโอนมัดจำก่อนวันที่ 31 กรกฎาคม 2568 ยังใช้ราคาเดิม",
        "ขอบคุณที่อุดหนุนกันเสมอมาค่ะ",
        "วรรณา ศรีสุข",
    ],
}
GREENGROW_2567 = {
    "top": [
        "ใบราคาสินค้า ปี 2567",
        "บริษัท กรีนโกรว์ ซัพพลาย จำกัด  วัสดุการเกษตรและอุปกรณ์ปลูกต้นไม้  อ.บางใหญ่ จ.นนทบุรี",
        "มีผล 1 มกราคม 2567 ราคาไม่รวม VAT 7%",
    ],
    "table": [
        ("สินค้า", "หน่วย", "ราคา (บาท)"),
        ("ดินผสมปลูก", "ถุง 25 ลิตร", "75"),
        ("กาบมะพร้าวสับ", "ถุง 50 ลิตร", "110"),
        ("ปุ๋ยละลายช้า สูตร 14-14-14", "ถุง 1 กก.", "150"),
        ("กระถางดำ 8 นิ้ว", "แพ็ค 50 ใบ", "320"),
        ("สแลนกรองแสง 70%", "ม้วน 2x50 ม.", "1,390"),
        ("เพอร์ไลท์", "ถุง 5 ลิตร", "90"),
    ],
    "bottom": ["สั่งครบ 5,000 บาท ส่งฟรีในเขตนนทบุรี นครปฐม กรุงเทพฯ", "ติดต่อ คุณบอย 086-771-2043"],
}
GREENGROW_2025 = [
    "GreenGrow Supply Co., Ltd.\nGardening materials and nursery supplies\nBang Yai, Nonthaburi, Thailand\n\n"
    "PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB, VAT 7% not included\n\n"
    "Potting soil mix, 25 L bag ............ 85\n"
    "Coconut husk chips, 50 L bag ......... 120\n"
    "Slow-release fertilizer 14-14-14, 1 kg bag ... 165\n"
    "Black nursery pot 8 inch, pack of 50 ... 350\n"
    "Shade net 70%, roll 2 x 50 m ......... 1,450\n"
    "Perlite, 5 L bag ..................... 95\n\n"
    "Free delivery for orders of 5,000 THB or more (Nonthaburi, Nakhon Pathom, Bangkok).\n"
    "Sales contact: Khun Boy 086-771-2043",
]
GREENGROW_INVOICE = [
    "GreenGrow Supply Co., Ltd.\nTAX INVOICE / INVOICE\nInvoice No: INV-2025-0614\nDate: 14 June 2025\n\n"
    "Bill to: Wanna Green Nursery (Mrs. Wanna Srisuk)\n45/2 Moo 3, Tha Talat, Sam Phran, Nakhon Pathom 73110\n\n"
    "Potting soil mix 25 L    120 bags x 85     10,200.00\n"
    "Slow-release fertilizer 14-14-14 1 kg    20 bags x 165    3,300.00\n"
    "Black nursery pot 8 inch (pack of 50)    10 packs x 350    3,500.00\n\n"
    "Subtotal: 17,000.00 THB\nVAT 7%: 1,190.00 THB\nTotal amount due: 18,190.00 THB\n"
    "Payment terms: 30 days. Due date: 14 July 2025\n"
    "Bank transfer: Kasikornbank, account GreenGrow Supply Co., Ltd. 123-4-56789-0",
]
RATCHABURI_INVOICE = [
    "Ratchaburi Pottery Ltd., Part.\nCeramic jars and clay pots since 1978\nMueang Ratchaburi, Ratchaburi\n\n"
    "INVOICE No. RP-0388\nDate: 8 July 2025\nCustomer: Wanna Green Nursery, Sam Phran, Nakhon Pathom\n\n"
    "Glazed dragon jar, 60 cm    15 pcs x 1,200    18,000\n"
    "Large clay pot, 50 cm    30 pcs x 280    8,400\n"
    "Transport to Sam Phran    1,500\n\n"
    "Total: 27,900 THB\nDelivery: 10 July 2025\nBreakage must be reported within 3 days of delivery.",
]
PLAN_SLIDES = [
    ("แผนงานสวนไม้ใบวรรณา ปี 2569", "Wanna Green Nursery - Plan 2026\nทำโดย วรรณา และ พี่เอก"),
    ("ปี 2568 ที่ผ่านมา", "ยอดขายทั้งปีคาดว่า 1,950,000 บาท\nงานจัดสวนโตที่สุด (ภูผารีสอร์ท, โรงแรมริมน้ำ)"),
    ("เป้าหมายปี 2569", "เป้ายอดขาย 2,400,000 บาท\nงานจัดสวนอย่างน้อย 8 งาน\nสัญญาดูแลสวนรายเดือนเพิ่มอีก 2 ที่"),
    ("โรงเรือนใหม่ (greenhouse)", "สร้างโรงเรือนใหม่ 1 หลัง ขนาด 8 x 30 ม.\nงบประมาณ 180,000 บาท\nเริ่มสร้างเดือนมกราคม 2569"),
    ("ขายออนไลน์", "เปิด TikTok Shop และ LINE OA\nไลฟ์ขายทุกวันพุธ 2 ทุ่ม ให้น้องฝนช่วย"),
    ("คนงาน", "จ้างคนงานเพิ่ม 1 คน (รวมเป็น 5 คน)\nค่าแรงวันละ 420 บาท"),
]
LINE_CAFE = """[01/07/2568 09:12] นิด บ้านนิดคาเฟ่: พี่วรรณคะ นิดอยากสั่งมอนสเตอร่า 40 กระถาง กับยางอินเดีย 10 ต้นค่ะ ส่งวันที่ 15 ก.ค. ได้มั้ยคะ
[01/07/2568 09:30] วรรณา: ได้ค่ะน้องนิด มอนสเตอร่า 12 นิ้ว กระถางละ 650 ยางอินเดียต้นละ 450 ค่ะ
[01/07/2568 09:31] วรรณา: รวม 30,500 บาทนะคะ มัดจำครึ่งนึงก่อนก็ได้ค่ะ
[03/07/2568 14:05] นิด บ้านนิดคาเฟ่: พี่คะ ขอเปลี่ยนนิดนึงค่ะ มอนสเตอร่าลดเหลือ 35 กระถาง แล้วเพิ่มไทรใบสัก 20 ต้น ยางอินเดียยกเลิกนะคะ
[03/07/2568 14:20] วรรณา: ได้ค่ะ ไทรใบสักต้นละ 380 ค่ะ มอนสเตอร่า 35 กระถาง 22,750 + ไทรใบสัก 20 ต้น 7,600 รวมเป็น 30,350 บาทค่ะ
[03/07/2568 14:22] นิด บ้านนิดคาเฟ่: โอเคค่ะ เดี๋ยวโอนมัดจำ 15,000 นะคะ
[03/07/2568 15:40] นิด บ้านนิดคาเฟ่: [รูปภาพ] สลิปโอน 15,000 ค่ะ
[05/07/2568 19:02] นิด บ้านนิดคาเฟ่: พี่คะ ขอเลื่อนวันส่งเป็นวันที่ 19 ก.ค. นะคะ ช่างยังตกแต่งร้านไม่เสร็จเลย 😭
[05/07/2568 19:10] วรรณา: ไม่เป็นไรค่ะ งั้นส่งเสาร์ที่ 19 ก.ค. ช่วงเช้านะคะ ส่วนที่เหลือ 15,350 จ่ายวันส่งของได้เลยค่ะ
[05/07/2568 19:11] นิด บ้านนิดคาเฟ่: ขอบคุณค่ะพี่ 🙏
"""
LINE_STAFF = """[20/06/2568 07:05] วรรณา: พรุ่งนี้เตรียมของส่งภูผารีสอร์ทนะ ปาล์มหางกระรอก 24 ต้น มอนสเตอร่า 40 กระถาง เฟิร์น 60 กระเช้า ส่งวันจันทร์ที่ 23 มิ.ย.
[20/06/2568 07:20] พี่เอก: รถกระบะไป 2 เที่ยวนะ เที่ยวแรกออกตี 5 ครึ่ง
[20/06/2568 08:02] ลุงจ่อย: รับทราบครับ หญ้านวลน้อยต้องสั่งเพิ่มไหมครับ
[20/06/2568 08:10] วรรณา: สั่งแล้ว 300 ตร.ม. ร้านหญ้าเค้าไปส่งที่รีสอร์ทตรงเลย
[23/06/2568 17:45] พี่เอก: ปลูกเสร็จแล้ว รีสอร์ทเค้าชอบ เก็บเงินส่วนที่เหลือได้เลย
[28/06/2568 18:30] วรรณา: แจ้งทุกคนนะคะ ตั้งแต่ 1 ก.ค. ขึ้นค่าแรงเป็นวันละ 420 บาทนะคะ จากเดิมวันละ 400 บาท
[28/06/2568 18:45] น้องฝน: ขอบคุณค่ะพี่วรรณ 🙏
[28/06/2568 18:50] ลุงจ่อย: ขอบคุณครับ
[01/07/2568 06:55] วรรณา: เริ่มงานโรงแรมริมน้ำวันนี้นะ ลุงจ่อยกับน้องฝนไปทุกอังคาร ศุกร์
[10/07/2568 10:15] ลุงจ่อย: โอ่งมังกรจากราชบุรีมาถึงแล้วครับ 15 ใบ แตกมา 1 ใบครับ
[10/07/2568 10:20] วรรณา: ถ่ายรูปไว้นะลุง เดี๋ยวพี่โทรบอกร้านเค้า ต้องแจ้งภายใน 3 วัน
[14/07/2568 07:30] พี่เอก: ช่วงนี้ร้อน เรือน 2 รดน้ำวันละ 2 รอบ เช้า 7 โมง เย็น 5 โมง
[14/07/2568 07:32] น้องฝน: รับทราบค่ะ
"""
LINE_GREENGROW = """[05/06/2568 10:15] บอย กรีนโกรว์: สวัสดีครับพี่วรรณ ใบราคาปี 2025 ส่งให้ทางเมลแล้วนะครับ ดินถุงขึ้นเป็น 85 บาทครับ
[05/06/2568 10:20] วรรณา: ขึ้นอีกแล้วเหรอ ปีที่แล้วถุงละ 75 เอง
[05/06/2568 10:22] บอย กรีนโกรว์: ค่าขนส่งขึ้นครับพี่ 😅 สั่งเกิน 5,000 ส่งฟรีเหมือนเดิมครับ
[12/06/2568 16:40] วรรณา: สั่งดินผสม 120 ถุง ปุ๋ยละลายช้า 20 ถุง กระถางดำ 8 นิ้ว 10 แพ็คค่ะ ส่งวันเสาร์ได้มั้ย
[12/06/2568 16:45] บอย กรีนโกรว์: ได้ครับ เสาร์ที่ 14 ไปส่งช่วงบ่ายครับ
[14/06/2568 15:10] บอย กรีนโกรว์: ส่งของเรียบร้อยครับ ใบแจ้งหนี้ INV-2025-0614 เครดิต 30 วันนะครับ
[14/06/2568 15:12] วรรณา: ได้รับแล้วค่ะ ขอบคุณค่ะ
"""
EMAIL_PHUPHA = """From: Kanokwan Saengdao <purchasing@phupharesort.co.th>
To: Wanna Srisuk <wannagreen.nursery@gmail.com>
Date: Wed, 11 Jun 2025 15:32 +0700
Subject: RE: Quotation QT-2568-021 - garden plants for pool and lobby

Dear Khun Wanna,

Thank you for the revised quotation dated 9 June 2025. Phupha Resort accepts it at the total of 131,500 THB.

We have transferred the 50% deposit of 65,750 THB to your Kasikornbank account this afternoon. The slip is attached.

Please deliver and plant on Monday 23 June 2025, starting before 9:00 if possible, as we have guests checking in
from noon. Our gardener Khun Anan (081-552-7310) will meet your team at the back gate.

The remaining 65,750 THB will be paid on the day the work is handed over.

Best regards,
Kanokwan Saengdao
Purchasing Officer, Phupha Resort, Damnoen Saduak, Ratchaburi
"""
FAIR_NOTES = """# งานแฟร์ต้นไม้ เมืองทองธานี 14-16 มี.ค. 68

บูธ C-112 ค่าบูธ 12,000 บาท (จ่ายแล้ว 20 ก.พ.)
ไปกัน 3 คน: เรา พี่เอก น้องฝน

## ยอดขาย
- วันศุกร์ 14 มี.ค.: 14,800 บาท
- วันเสาร์ 15 มี.ค.: 21,350 บาท
- วันอาทิตย์ 16 มี.ค.: 18,200 บาท
- รวม 3 วัน 54,350 บาท

## ไม้ขายดี
- ฟิโลเดนดรอนด่าง หมดตั้งแต่วันเสาร์
- แคคตัสกระถาง 3 นิ้ว ขายได้เกือบ 200 กระถาง
- มอนสเตอร่าใหญ่ขายยาก คนไม่อยากแบกกลับ

## ครั้งหน้า
- เอาถุงหิ้วมาเพิ่ม ถุงหมดวันเสาร์
- ทำป้าย QR พร้อมเพย์ใหญ่ๆ
- ได้ลูกค้าส่งใหม่ 2 ร้าน (ร้านต้นไม้ปากเกร็ด, ร้านดอกไม้บางบัวทอง)
"""
PROPAGATION = """# วิธีขยายพันธุ์ไม้ด่าง (จดจากคลิปอาจารย์)

- ตัดข้อที่มีรากอากาศ อย่างน้อย 1 ข้อ 1 ใบ
- ทาแผลด้วยปูนแดงหรือยากันรา ทิ้งไว้ให้แผลแห้ง
- ชำในสแฟกนั่มมอส ปิดถุงใส รักษาความชื้น
- วางในที่แสงรำไร ห้ามโดนแดดตรง
- ประมาณ 3-4 สัปดาห์รากจะออก ค่อยย้ายลงกระถาง
- ไม้ด่างขาวต้องมีสีเขียวพอ ไม่งั้นโตช้ามาก
"""
TUTORING = """# เรียนพิเศษน้องมิ้นท์ ปี 2568

- คณิต ครูแพร ทุกวันเสาร์ 9.00-11.00 เดือนละ 2,400 บาท (โอนทุกวันที่ 1)
- เปียโน ครูบีม วันอาทิตย์บ่าย เดือนละ 1,800 บาท
- ค่าหนังสือเปียโนเล่ม 2 จ่ายไป 450 บาท (มิ.ย.)
- รวมเรียนพิเศษเดือนละ 4,200 บาท
- เทอมหน้าคิดจะให้เรียนภาษาอังกฤษเพิ่ม ถามราคาครูก่อน
"""
SCHOOL_2025 = [
    "Sam Phran Bilingual School\n99 Phet Kasem Road, Sam Phran, Nakhon Pathom\n\n"
    "INVOICE - SCHOOL FEES\nSemester 1, Academic Year 2025\nInvoice date: 20 April 2025\n\n"
    "Student: Pimchanok Srisuk (Mint)\nClass: Grade 4 (Prathom 4/2)\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee: 28,500 THB\nSchool bus service: 6,000 THB\nLunch and snacks: 4,200 THB\n"
    "English camp: 2,500 THB\nTotal: 41,200 THB\n\n"
    "Please pay by 15 May 2025 by bank transfer to Bangkok Bank 234-5-67890-1.\n"
    "A late fee of 500 THB applies after the due date.",
]
SCHOOL_2024 = [
    "Sam Phran Bilingual School\n99 Phet Kasem Road, Sam Phran, Nakhon Pathom\n\n"
    "INVOICE - SCHOOL FEES\nSemester 1, Academic Year 2024\nInvoice date: 22 April 2024\n\n"
    "Student: Pimchanok Srisuk (Mint)\nClass: Grade 3 (Prathom 3/1)\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee: 26,000 THB\nSchool bus service: 5,500 THB\nLunch and snacks: 4,000 THB\n"
    "Total: 35,500 THB\n\n"
    "Please pay by 15 May 2024 by bank transfer to Bangkok Bank 234-5-67890-1.",
]
PEA_JUN = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Wanna Srisuk\nAddress: 45/2 Moo 3, Tha Talat, Sam Phran, Nakhon Pathom 73110\n"
    "Account no.: 020011458821   Tariff: 1.2 Residential\nReading period: 1 June 2025 - 30 June 2025",
    "Units used: 402 kWh\nEnergy charge: 1,637.50 THB\nFt charge: 149.70 THB\nVAT 7%: 125.10 THB\n"
    "Amount due: 1,912.30 THB\nDue date: 9 July 2025",
]
PEA_JUL = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - July 2025\n"
    "Customer: Mrs. Wanna Srisuk\nAddress: 45/2 Moo 3, Tha Talat, Sam Phran, Nakhon Pathom 73110\n"
    "Account no.: 020011458821   Tariff: 1.2 Residential\nReading period: 1 July 2025 - 31 July 2025",
    "Units used: 468 kWh\nEnergy charge: 1,915.80 THB\nFt charge: 174.35 THB\nVAT 7%: 146.30 THB\n"
    "Amount due: 2,236.45 THB\nDue date: 8 August 2025\nPlease pay at 7-Eleven, PEA Smart Plus or your bank.",
]
CAR_INSURANCE = [
    "Thai Harmony Insurance Public Company Limited\n123 Rama 4 Road, Bangkok 10500\n\n"
    "Date: 18 August 2025\nTo: Mrs. Wanna Srisuk, 45/2 Moo 3, Tha Talat, Sam Phran, Nakhon Pathom 73110\n\n"
    "Subject: Renewal of your motor insurance policy MT-2024-0779215\n\n"
    "Dear Mrs. Wanna Srisuk,\n"
    "Your Type 1 motor insurance for the Isuzu D-Max pickup, plate no. BT 4521 Nakhon Pathom,\n"
    "expires on 30 September 2025.\n\n"
    "Renewal offer for 1 October 2025 - 30 September 2026:\n"
    "Sum insured: 560,000 THB\nDeductible: 0 THB\nRenewal premium: 19,850 THB (last year 18,900 THB)\n\n"
    "Please pay by 25 September 2025 to keep your cover without a gap.\n"
    "Your agent: Khun Somsak, 081-334-9921\n\nYours sincerely,\nRenewal Department",
]
MOM_INSURANCE = {
    "top": [
        "สรุปประกันสุขภาพคุณแม่ (จดไว้เอง จากเล่มกรมธรรม์)",
        "ผู้เอาประกัน: นางสมจิต ใจงาม อายุ 68 ปี",
        "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน) กรมธรรม์เลขที่ H-6612-004587",
        "แผน: สุขใจ เฮลท์ แพลน 4 (แบบเหมาจ่ายผู้ป่วยใน)",
    ],
    "table": [
        ("ความคุ้มครอง", "วงเงิน"),
        ("ค่าห้องและค่าอาหาร", "วันละ 4,000 บาท"),
        ("วงเงินค่ารักษาต่อครั้ง (ผู้ป่วยใน)", "300,000 บาท"),
        ("ค่าผ่าตัด", "ตามจริง ไม่เกินวงเงินต่อครั้ง"),
        ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ],
    "bottom": [
        "ค่าเบี้ยประกันปีละ 42,600 บาท จ่ายทุกวันที่ 12 ตุลาคม",
        "ปีนี้จ่ายผ่านบัตรเครดิต แบ่งจ่าย 0% 6 เดือน",
        "โรงพยาบาลในเครือใกล้บ้าน: รพ.เมตตาสามพราน ใช้บัตรได้ไม่ต้องสำรองจ่าย",
        "ตัวแทน: คุณจุฑามาศ 088-901-2277",
    ],
}
SHOPPING = "ไข่ไก่ 1 แผง\nนมจืด 4 กล่อง\nข้าวหอมมะลิ 5 กิโล\nน้ำยาล้างจาน\nขนมน้องมิ้นท์\nอาหารแมว\n"

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
# (month, walk-in, wholesale, landscaping)
SALES_2568 = [
    (38200, 52400, 0), (35600, 48900, 22500), (61750, 55300, 0), (44900, 47100, 36800),
    (40300, 50250, 0), (36800, 58600, 131500), (33450, 61200, 48000), (35900, 54800, 18000),
]
EXPENSES_2568 = {
    "ค่าแรงคนงาน (Wages)": [36000, 36000, 38400, 38400, 39600, 41600, 43680, 43680],
    "ปุ๋ย ดิน วัสดุปลูก (Fertilizer & soil)": [8450, 7900, 12300, 9850, 14270, 17000, 11640, 9980],
    "กระถาง (Pots)": [3200, 2800, 5600, 4100, 6350, 3500, 31400, 2900],
    "ค่าน้ำมันรถส่งของ (Delivery fuel)": [4800, 4500, 6200, 5100, 5900, 7300, 6600, 5400],
    "ค่าไฟ ค่าน้ำ เรือนเพาะชำ (Utilities)": [2950, 2870, 3310, 3620, 3480, 3150, 3240, 3090],
    "ค่าบูธ การตลาด (Booth & marketing)": [0, 0, 12000, 0, 1500, 0, 800, 1200],
}
SALES_2567 = [
    (34100, 45200, 0), (31800, 44300, 0), (39500, 46800, 28000), (52600, 42900, 0),
    (35700, 44100, 15500), (33200, 47500, 0), (30900, 49800, 42000), (32400, 48200, 0),
    (29800, 46700, 21500), (36300, 50100, 0), (41200, 53600, 38500), (55800, 57900, 0),
]
EXPENSES_2567 = {
    "ค่าแรงคนงาน (Wages)": [34000, 34000, 34000, 35200, 36000, 36000, 36000, 36000, 36000, 36000, 36000, 36000],
    "ปุ๋ย ดิน วัสดุปลูก (Fertilizer & soil)": [7600, 7150, 9800, 8300, 12650, 9900, 10400, 8750, 7900, 8600, 11200, 9100],
    "กระถาง (Pots)": [2900, 2600, 3800, 3300, 4700, 3100, 3900, 2700, 2500, 3300, 5100, 4200],
    "ค่าน้ำมันรถส่งของ (Delivery fuel)": [4300, 4100, 5200, 4600, 5400, 4800, 6100, 4500, 4700, 4900, 5800, 5100],
    "ค่าไฟ ค่าน้ำ เรือนเพาะชำ (Utilities)": [2700, 2650, 3050, 3380, 3290, 2980, 2910, 2840, 2760, 2800, 2750, 2690],
}
STOCK = [
    ("มอนสเตอร่า (Monstera deliciosa)", "12 นิ้ว", 86, 650),
    ("ไทรใบสัก (Fiddle-leaf fig)", "10 นิ้ว", 54, 380),
    ("ยางอินเดีย (Rubber plant)", "10 นิ้ว", 41, 450),
    ("ปาล์มหางกระรอก (Foxtail palm) 1.5 ม.", "ถุงดำ", 37, 1800),
    ("เฟิร์นบอสตัน (Boston fern)", "กระเช้า", 120, 250),
    ("พลูด่าง (Golden pothos)", "6 นิ้ว", 310, 69),
    ("ฟิโลเดนดรอนด่าง (Variegated philodendron)", "6 นิ้ว", 18, 1290),
    ("แคคตัส (Cactus) คละพันธุ์", "3 นิ้ว", 260, 39),
    ("ไทรเกาหลี (Ficus hedge) 1 ม.", "ถุงดำ", 140, 120),
]
HOME_SPENDING = {
    "มิ.ย. 68": [
        ("ค่าไฟบ้าน (Electricity)", 1912.30, "บิล PEA มิ.ย."), ("ค่าน้ำประปา (Water)", 286, ""),
        ("ค่ากับข้าว (Food)", 12500, ""), ("ค่าน้ำมันรถเก๋ง (Car fuel)", 3200, ""),
        ("ค่าโทรศัพท์ + เน็ต (Phone & internet)", 1098, "AIS 2 เบอร์"), ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 27/48"),
        ("ให้คุณแม่ (For mom)", 5000, ""), ("เบ็ดเตล็ด (Misc.)", 2350, ""),
    ],
    "ก.ค. 68": [
        ("ค่าไฟบ้าน (Electricity)", 2236.45, "บิล PEA ก.ค."), ("ค่าน้ำประปา (Water)", 310, ""),
        ("ค่ากับข้าว (Food)", 13200, ""), ("ค่าน้ำมันรถเก๋ง (Car fuel)", 3450, ""),
        ("ค่าโทรศัพท์ + เน็ต (Phone & internet)", 1098, ""), ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 28/48"),
        ("ให้คุณแม่ (For mom)", 5000, ""), ("ทำบุญเข้าพรรษา (Merit making)", 2000, ""),
        ("เบ็ดเตล็ด (Misc.)", 1980, ""),
    ],
    "ส.ค. 68": [
        ("ค่าไฟบ้าน (Electricity)", 2105.85, "บิล PEA ส.ค."), ("ค่าน้ำประปา (Water)", 298, ""),
        ("ค่ากับข้าว (Food)", 12900, ""), ("ค่าน้ำมันรถเก๋ง (Car fuel)", 3100, ""),
        ("ค่าโทรศัพท์ + เน็ต (Phone & internet)", 1098, ""), ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 29/48"),
        ("ให้คุณแม่ (For mom)", 5000, ""), ("ของขวัญวันแม่ (Mother's Day gift)", 3500, ""),
        ("เบ็ดเตล็ด (Misc.)", 2240, ""),
    ],
}
WORKSPECT = {
    "todo.md": "- ตามเงินค่าดูแลสวนเดือน ส.ค. โรงแรมริมน้ำ\n- จ่ายค่าดินกรีนโกรว์\n"
               "- ต่อประกันรถกระบะก่อน 25 ก.ย.\n- ถามราคาครูภาษาอังกฤษให้น้องมิ้นท์\n",
}


def _book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายสวนไม้ใบวรรณา ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "ขายหน้าร้าน (Walk-in)", "ขายส่ง (Wholesale)", "งานจัดสวน (Landscaping)",
                  "รวม (Total)"])
    for month, row in zip(MONTHS, sales):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวมทั้งปี (Year total)", *(sum(r[i] for r in sales) for i in range(3)),
                  sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    count = len(next(iter(expenses.values())))
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายสวน ปี {year} (Nursery expenses {year}, THB)"])
    costs.append(["รายการ (Item)", *(f"{m} {year[2:]}" for m in MONTHS[:count]), "รวม (Total)"])
    for item, values in expenses.items():
        costs.append([item, *values, sum(values)])
    costs.append(["รวม (Total)", *(sum(v[i] for v in expenses.values()) for i in range(count)),
                  sum(sum(v) for v in expenses.values())])
    for column in range(2, count + 3):
        money_format(costs, column)
    book.save(path)


def _stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก ส.ค. 68"
    sheet.append(["นับสต็อกต้นไม้ 31 ส.ค. 2568 (Stock count)"])
    sheet.append(["ชื่อต้นไม้ (Plant)", "ขนาดกระถาง (Pot)", "จำนวน (Qty)", "ราคาขายปลีก (Retail, THB)"])
    for row in STOCK:
        sheet.append(list(row))
    money_format(sheet, 4)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the owner's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "สวนไม้ใบวรรณา"
    home = docs / "บ้าน"
    for sub in (biz / "ใบเสนอราคา", biz / "เอกสารลูกค้า", biz / "บัญชี", biz / "Suppliers", biz / "แผนงาน",
                biz / "LINE", biz / "Email", biz / "โน้ต", home / "ลูก", home / "บิล", home / "ประกัน"):
        sub.mkdir(parents=True, exist_ok=True)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ภูผารีสอร์ท_ร่าง.docx", **PHUPHA_DRAFT)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ภูผารีสอร์ท_final.docx", **PHUPHA_FINAL)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_บ้านสวนนนทรี.docx", **NONSI_QUOTE)
    write_docx(biz / "เอกสารลูกค้า" / "สัญญาดูแลสวน_โรงแรมริมน้ำ.docx", HOTEL_CONTRACT)
    write_docx(biz / "เอกสารลูกค้า" / "จดหมายแจ้งปรับราคา_ลูกค้าส่ง.docx", **PRICE_LETTER)
    _book(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _book(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _stock(biz / "บัญชี" / "นับสต็อก_ส.ค.68.xlsx")
    make_pdf(biz / "Suppliers" / "GreenGrow_pricelist_2025.pdf", GREENGROW_2025)
    write_docx(biz / "Suppliers" / "ใบราคากรีนโกรว์_2567.docx", **GREENGROW_2567)
    make_pdf(biz / "Suppliers" / "GreenGrow_invoice_INV-2025-0614.pdf", GREENGROW_INVOICE)
    make_pdf(biz / "Suppliers" / "Ratchaburi_Pottery_invoice_RP0388.pdf", RATCHABURI_INVOICE)
    write_slides(biz / "แผนงาน" / "แผนงานปี2569.pptx", PLAN_SLIDES)
    write_texts(biz, {
        "LINE/LINE_บ้านนิดคาเฟ่.txt": LINE_CAFE,
        "LINE/LINE_กลุ่มคนงานสวน.txt": LINE_STAFF,
        "LINE/LINE_เซลส์กรีนโกรว์.txt": LINE_GREENGROW,
        "Email/email_PhuphaResort_deposit.txt": EMAIL_PHUPHA,
        "โน้ต/งานแฟร์ต้นไม้_เมืองทอง_มี.ค.68.md": FAIR_NOTES,
        "โน้ต/วิธีขยายพันธุ์ไม้ด่าง.md": PROPAGATION,
    })
    make_pdf(home / "ลูก" / "school_fee_term1_2025.pdf", SCHOOL_2025)
    make_pdf(home / "ลูก" / "school_fee_term1_2024.pdf", SCHOOL_2024)
    make_pdf(home / "บิล" / "PEA_bill_Jun2025.pdf", PEA_JUN)
    make_pdf(home / "บิล" / "PEA_bill_Jul2025.pdf", PEA_JUL)
    make_pdf(home / "ประกัน" / "car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ประกัน" / "สรุปประกันสุขภาพแม่.docx", **MOM_INSURANCE)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"ลูก/เรียนพิเศษน้องมิ้นท์.md": TUTORING, "รายการซื้อของ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
