"""Blind test folder (welding): the documents of Wilaiwan Srisuk (วิไลวรรณ ศรีสุข), who runs ศรีสุขการช่าง
(Srisuk Steel Works), a small welding and steel-fabrication shop (gates, fences, awnings, warehouse roofs) on the
edge of Khon Kaen. Her husband Prasit (ประสิทธิ์) is the head welder with two welders (ช่างเอก, ช่างต้น), a helper
(น้องหนุ่ม) and a day worker; their son Phum (ภูมิ) is in P.5 at Khon Kaen Bilingual School, their daughter
Baitoey (ใบเตย) is in kindergarten, and her mother Boonmee (บุญมี) lives with them. Year: 2568 (2025).

Business (Documents/งานร้าน):
- ใบเสนอราคา/ใบเสนอราคา_ประตูรั้ว_คุณสมศักดิ์_ร่าง.docx: draft quote for a sliding gate, total 48,500, 15 days.
- ใบเสนอราคา/ใบเสนอราคา_ประตูรั้ว_คุณสมศักดิ์_final.docx: the revised quote, total 45,800, deposit 22,900, 12 days.
- ใบเสนอราคา/ใบเสนอราคา_กันสาด_ร้านกาแฟบ้านไร่.docx: awning 3 x 6 m for a coffee shop, total 29,700.
- ใบเสนอราคา/ใบเสนอราคา_กันสาด_คลินิกทันตกรรมยิ้มสวย.docx: awning 2.5 x 5 m for a dental clinic, total 23,000.
- ใบเสนอราคา/ใบเสนอราคา_ราวบันไดสแตนเลส_คุณนิด.docx: stainless stair railing quote (distractor).
- สัญญา/สัญญาจ้าง_โครงหลังคาโกดังเจริญผล.docx: roof contract with บริษัท เจริญผลค้าพืชไร่, 385,000 in 3
  installments, penalty 1,500 a day.
- Email/email_CharoenPhon_installment2.txt: English email from Charoen Phon Produce (same firm) about installment 2:
  154,000 less 3% withholding 4,620, net 149,380 on 20 June 2025.
- Suppliers/SiamSteel_pricelist_2025.pdf: Siam Steel Trading's 2025 price list (English).
- Suppliers/ราคาเหล็ก_สยามสตีล_2567.docx: the same firm's 2567 price list in Thai (สยามสตีลเทรดดิ้ง).
- Suppliers/SiamSteel_invoice_INV2504-118.pdf: tax invoice 39,911.00, due 28 May 2025.
- Suppliers/ThaiIndGas_invoice_Mar2025.pdf: argon / CO2 refill invoice, March 2025.
- บัญชี/ยอดขาย_รายจ่าย_2568.xlsx: this year's sales and expenses (two sheets, Jan-Jun, months as rows).
- บัญชี/ยอดขาย_รายจ่าย_2567.xlsx: last year's book of the same shape (12 months).
- บัญชี/ค่าแรงช่าง_2568.xlsx: wages per worker with months as columns.
- แผนงาน/แผนธุรกิจ_ปี2569.pptx: next year's plan (sales target 5,400,000, CNC plasma 280,000, one new welder).
- แชท/LINE_ร้านกาแฟบ้านไร่.txt: LINE chat in which the coffee-shop awning grows to 3 x 8 m for 38,400.
- บันทึก/MIG_welder_repair_log.md: English repair log of the MIG welder (picked up 9 May 2025, 4,850).
- บันทึก/ตารางงานติดตั้ง_มิย68.md: June installation schedule (distractor).
Household (Documents/บ้าน):
- Bills/PEA_bill_workshop_May2025.pdf, Bills/PEA_bill_home_May2025.pdf, Bills/PWA_water_bill_May2025.pdf.
- ลูก/Phum_tuition_invoice_term1_2025.pdf (English, 34,600), ลูก/ใบเสร็จค่าเทอม_ใบเตย_อนุบาล2.docx,
  ลูก/หนังสือแจ้งผู้ปกครอง_ทัศนศึกษา_ป5.txt.
- ประกัน/car_insurance_renewal_DMax_2025.pdf (English), ประกัน/สรุปกรมธรรม์สุขภาพ_แม่บุญมี.docx (Thai).
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month.
- แชทกลุ่มครอบครัว.txt (family LINE chat), สูตรแกงอ่อมไก่.md, ของที่ต้องซื้อ.txt (distractors).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านศรีสุขการช่าง (Srisuk Steel Works) 88/3 หมู่ 4 ถ.มิตรภาพ ต.เมืองเก่า อ.เมือง จ.ขอนแก่น โทร 081-736-2245"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

GATE_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)",
    SHOP,
    "เลขที่ QT-68/021   วันที่ 3 มีนาคม 2568",
    "เรียน คุณสมศักดิ์ บุญเรือง  บ้านเลขที่ 45 หมู่ 7 ต.บ้านเป็ด อ.เมือง จ.ขอนแก่น",
    "เรื่อง งานทำประตูรั้วบานเลื่อนหน้าบ้าน",
]
GATE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "ประตูรั้วบานเลื่อน เหล็กกล่อง 2\"x2\" กว้าง 5 ม. สูง 1.8 ม.", "1", "ชุด", "32,000", "32,000"),
    ("2", "รางเลื่อน ล้อประตู และกุญแจล็อก", "1", "ชุด", "6,500", "6,500"),
    ("3", "ทาสีกันสนิม + สีจริง 2 ชั้น", "9", "ตร.ม.", "500", "4,500"),
    ("4", "ค่าติดตั้งหน้างาน", "1", "งาน", "5,500", "5,500"),
    ("", "รวมทั้งสิ้น", "", "", "", "48,500"),
]
GATE_DRAFT_BOTTOM = [
    "ระยะเวลาทำงาน 15 วัน นับจากวันรับมัดจำ",
    "มัดจำ 50% เป็นเงิน 24,250 บาท ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "ยืนราคา 30 วัน",
    "(ร่าง ยังไม่ได้ส่งลูกค้า — รอคุยเรื่องราคากับพี่ประสิทธิ์ก่อน)",
]
GATE_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-68/021 (ฉบับแก้ไข)   วันที่ 10 มีนาคม 2568",
    "เรียน คุณสมศักดิ์ บุญเรือง  บ้านเลขที่ 45 หมู่ 7 ต.บ้านเป็ด อ.เมือง จ.ขอนแก่น",
    "เรื่อง งานทำประตูรั้วบานเลื่อนหน้าบ้าน",
]
GATE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "ประตูรั้วบานเลื่อน เหล็กกล่อง 2\"x2\" กว้าง 5 ม. สูง 1.8 ม.", "1", "ชุด", "30,000", "30,000"),
    ("2", "รางเลื่อน ล้อประตู และกุญแจล็อก", "1", "ชุด", "6,500", "6,500"),
    ("3", "ทาสีกันสนิม + สีจริง 2 ชั้น", "9", "ตร.ม.", "500", "4,500"),
    ("4", "ค่าติดตั้งหน้างาน", "1", "งาน", "4,800", "4,800"),
    ("", "รวมทั้งสิ้น", "", "", "", "45,800"),
]
GATE_FINAL_BOTTOM = [
    "ระยะเวลาทำงาน 12 วัน นับจากวันรับมัดจำ",
    "มัดจำ 50% เป็นเงิน 22,900 บาท ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "รับประกันงานเชื่อมและรางเลื่อน 1 ปี",
    "ชำระโดยโอนเข้าบัญชีกสิกรไทย ชื่อบัญชี วิไลวรรณ ศรีสุข เลขที่ 034-8-51927-6",
    "ผู้เสนอราคา วิไลวรรณ ศรีสุข",
]
CAFE_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-68/034   วันที่ 2 เมษายน 2568",
    "เรียน คุณเก๋ (ร้านกาแฟบ้านไร่) ถ.ศรีจันทร์ อ.เมือง จ.ขอนแก่น",
    "เรื่อง งานกันสาดหน้าร้าน ขนาด 3 x 6 เมตร (18 ตร.ม.)",
]
CAFE_TABLE = [
    QUOTE_HEAD,
    ("1", "โครงเหล็กกล่อง พร้อมเสา 2 ต้น", "18", "ตร.ม.", "1,050", "18,900"),
    ("2", "หลังคาเมทัลชีท 0.35 มม. + ฉนวน PU", "18", "ตร.ม.", "450", "8,100"),
    ("3", "รางน้ำฝนสังกะสี", "6", "ม.", "250", "1,500"),
    ("4", "ค่าติดตั้ง", "1", "งาน", "1,200", "1,200"),
    ("", "รวมทั้งสิ้น", "", "", "", "29,700"),
]
CAFE_BOTTOM = ["ระยะเวลาทำงาน 7 วัน", "มัดจำ 40% ก่อนเริ่มงาน", "ยืนราคา 15 วัน"]
CLINIC_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-68/037   วันที่ 8 เมษายน 2568",
    "เรียน ทพญ.อรอุมา ชัยมงคล คลินิกทันตกรรมยิ้มสวย ถ.กลางเมือง อ.เมือง จ.ขอนแก่น",
    "เรื่อง งานกันสาดทางเข้าคลินิก ขนาด 2.5 x 5 เมตร (12.5 ตร.ม.)",
]
CLINIC_TABLE = [
    QUOTE_HEAD,
    ("1", "โครงเหล็กกล่อง ยึดผนัง ไม่มีเสา", "12.5", "ตร.ม.", "1,100", "13,750"),
    ("2", "หลังคาโพลีคาร์บอเนต ลอนใส 6 มม.", "12.5", "ตร.ม.", "520", "6,500"),
    ("3", "รางน้ำฝนสังกะสี", "5", "ม.", "250", "1,250"),
    ("4", "ค่าติดตั้ง", "1", "งาน", "1,500", "1,500"),
    ("", "รวมทั้งสิ้น", "", "", "", "23,000"),
]
CLINIC_BOTTOM = ["ระยะเวลาทำงาน 5 วัน (ทำวันอาทิตย์ที่คลินิกปิดได้)", "มัดจำ 40% ก่อนเริ่มงาน", "ยืนราคา 15 วัน"]
RAIL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-68/041   วันที่ 19 พฤษภาคม 2568",
    "เรียน คุณนิด (นิตยา พลศรี) หมู่บ้านพฤกษา ซอย 3 อ.เมือง จ.ขอนแก่น",
    "เรื่อง งานราวบันไดสแตนเลส 304",
]
RAIL_TABLE = [
    QUOTE_HEAD,
    ("1", "ราวบันไดสแตนเลส 304 ท่อกลม 2 นิ้ว พร้อมลูกกรง", "7", "ม.", "2,800", "19,600"),
    ("2", "ราวกันตกชั้นลอย สแตนเลส 304", "3", "ม.", "3,200", "9,600"),
    ("3", "ค่าติดตั้ง", "1", "งาน", "2,000", "2,000"),
    ("", "รวมทั้งสิ้น", "", "", "", "31,200"),
]
CONTRACT = [
    "สัญญาจ้างทำของ (งานโครงหลังคาโกดัง)",
    "ทำที่ สำนักงานบริษัท เจริญผลค้าพืชไร่ จำกัด ต.ท่าพระ อ.เมือง จ.ขอนแก่น  วันที่ 12 พฤษภาคม 2568",
    "ระหว่าง บริษัท เจริญผลค้าพืชไร่ จำกัด โดยนายวีระ เจริญผล กรรมการผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางวิไลวรรณ ศรีสุข เจ้าของร้านศรีสุขการช่าง ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ผู้รับจ้างตกลงรับทำโครงหลังคาเหล็กรูปพรรณพร้อมมุงเมทัลชีท 0.47 มม. โกดังขนาด 20 x 30 เมตร",
    "ข้อ 2. ค่าจ้างรวมทั้งสิ้น 385,000 บาท (สามแสนแปดหมื่นห้าพันบาทถ้วน) รวมค่าวัสดุและค่าแรงแล้ว",
    "ข้อ 3. การจ่ายเงินแบ่งเป็น 3 งวด",
    "งวดที่ 1 ร้อยละ 30 เป็นเงิน 115,500 บาท ชำระในวันลงนามสัญญา",
    "งวดที่ 2 ร้อยละ 40 เป็นเงิน 154,000 บาท ชำระเมื่อติดตั้งโครงหลังคาแล้วเสร็จและผ่านการตรวจ",
    "งวดที่ 3 ร้อยละ 30 เป็นเงิน 115,500 บาท ชำระเมื่อมุงหลังคาและส่งมอบงาน",
    "ข้อ 4. ผู้รับจ้างต้องทำงานให้แล้วเสร็จภายใน 60 วัน คือภายในวันที่ 15 กรกฎาคม 2568",
    "ข้อ 5. หากผู้รับจ้างส่งมอบงานล่าช้า ต้องเสียค่าปรับวันละ 1,500 บาท",
    "ข้อ 6. ผู้รับจ้างรับประกันงานเชื่อมและการรั่วซึมของหลังคาเป็นเวลา 1 ปี นับจากวันส่งมอบ",
    "ข้อ 7. ผู้ว่าจ้างมีสิทธิหักภาษี ณ ที่จ่ายร้อยละ 3 ตามกฎหมาย",
    "ลงชื่อ ........ ผู้ว่าจ้าง (นายวีระ เจริญผล)     ลงชื่อ ........ ผู้รับจ้าง (นางวิไลวรรณ ศรีสุข)",
]
EMAIL = """From: Kanokwan Saetang <accounts@charoenphon-produce.co.th>
To: Wilaiwan Srisuk <srisuk.steelworks@gmail.com>
Date: Tue, 17 Jun 2025 09:42
Subject: Installment 2 payment - warehouse roof, Tha Phra

Dear Khun Wilaiwan,

Thank you for your work on our warehouse roof. Our engineer inspected the roof structure on 16 June 2025
and it passed, so installment 2 (40% of the contract) is approved.

Installment 2: 154,000.00 THB
Less withholding tax 3%: 4,620.00 THB
Net transfer: 149,380.00 THB

We will transfer 149,380.00 THB to your Kasikorn account on 20 June 2025 and send the withholding tax
certificate (50 Tawi) by post. Please issue a receipt in the name of Charoen Phon Produce Co., Ltd.

Best regards,
Kanokwan Saetang
Accounting, Charoen Phon Produce Co., Ltd.
"""
PRICES_2025 = [
    "SIAM STEEL TRADING CO., LTD. - Khon Kaen Branch\n"
    "Mittraphap Road, Mueang Khon Kaen  Tel. 043-224-118\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n"
    "Prices in THB, excluding VAT 7%\n"
    "\n"
    "Box steel 1\"x1\" 1.2 mm, 6 m ........ 165 / length\n"
    "Box steel 2\"x2\" 1.6 mm, 6 m ........ 385 / length\n"
    "Box steel 2\"x4\" 2.0 mm, 6 m ........ 890 / length\n"
    "Angle iron 1.5\"x1.5\" 3 mm, 6 m ..... 310 / length\n"
    "Metal sheet roof 0.35 mm ............. 135 / m\n"
    "Metal sheet roof 0.47 mm ............. 172 / m",
    "Welding rod KOBE RB-26 2.6 mm, 5 kg box ...... 520 / box\n"
    "Welding rod KOBE RB-26 3.2 mm, 5 kg box ...... 560 / box\n"
    "MIG wire ER70S-6 0.8 mm, 15 kg spool ........ 1,650 / spool\n"
    "Red oxide primer, 1 gallon .................. 380 / gallon\n"
    "\n"
    "Free delivery within 20 km for orders over 10,000 THB.\n"
    "Credit customers: payment 30 days from invoice date.",
]
PRICES_2567_TOP = [
    "บริษัท สยามสตีลเทรดดิ้ง จำกัด สาขาขอนแก่น",
    "ถ.มิตรภาพ อ.เมือง จ.ขอนแก่น โทร 043-224-118",
    "ใบราคาสินค้า ปี 2567 (ราคายังไม่รวม VAT 7%)",
]
PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "หน่วย", "ราคา (บาท)"),
    ("เหล็กกล่อง 1\"x1\"", "หนา 1.2 มม. ยาว 6 ม.", "เส้น", "155"),
    ("เหล็กกล่อง 2\"x2\"", "หนา 1.6 มม. ยาว 6 ม.", "เส้น", "360"),
    ("เหล็กกล่อง 2\"x4\"", "หนา 2.0 มม. ยาว 6 ม.", "เส้น", "850"),
    ("เหล็กฉาก 1.5\"x1.5\"", "หนา 3 มม. ยาว 6 ม.", "เส้น", "295"),
    ("เมทัลชีท", "หนา 0.35 มม.", "เมตร", "128"),
    ("ลวดเชื่อม KOBE RB-26", "2.6 มม. กล่อง 5 กก.", "กล่อง", "495"),
    ("ลวดเชื่อม KOBE RB-26", "3.2 มม. กล่อง 5 กก.", "กล่อง", "535"),
    ("ลวด MIG ER70S-6", "0.8 มม. ม้วน 15 กก.", "ม้วน", "1,590"),
    ("สีกันสนิมแดง", "1 แกลลอน", "แกลลอน", "360"),
]
PRICES_2567_BOTTOM = ["ส่งฟรีในระยะ 20 กม. เมื่อสั่งซื้อเกิน 10,000 บาท", "ลูกค้าเครดิต ชำระภายใน 30 วัน"]
STEEL_INVOICE = [
    "SIAM STEEL TRADING CO., LTD. - Khon Kaen Branch\n"
    "TAX INVOICE / INVOICE\n"
    "No. INV2504-118        Date: 28 April 2025\n"
    "Bill to: Srisuk Steel Works (Mrs. Wilaiwan Srisuk)\n"
    "88/3 Moo 4, Mittraphap Road, Mueang Khon Kaen\n"
    "\n"
    "Box steel 2\"x2\" 1.6 mm 6 m     40 x 385 = 15,400.00\n"
    "Box steel 2\"x4\" 2.0 mm 6 m     12 x 890 = 10,680.00\n"
    "Metal sheet roof 0.35 mm       60 m x 135 = 8,100.00\n"
    "Welding rod KOBE RB-26 2.6 mm  6 boxes x 520 = 3,120.00\n"
    "\n"
    "Subtotal: 37,300.00 THB\n"
    "VAT 7%: 2,611.00 THB\n"
    "TOTAL: 39,911.00 THB\n"
    "Payment terms: 30 days. Due date: 28 May 2025\n"
    "Please transfer to Bangkok Bank 412-0-77310-5, Siam Steel Trading Co., Ltd.",
]
GAS_INVOICE = [
    "THAI INDUSTRIAL GAS SUPPLY LTD., PART.\n"
    "123 Srichan Road, Mueang Khon Kaen\n"
    "INVOICE No. TIG-0325-077     Date: 18 March 2025\n"
    "Customer: Srisuk Steel Works\n"
    "\n"
    "Argon 99.99% refill (6 m3 cylinder)   2 x 650 = 1,300.00\n"
    "CO2 refill (25 kg cylinder)           3 x 420 = 1,260.00\n"
    "Mixed gas Ar/CO2 refill               1 x 780 = 780.00\n"
    "Subtotal: 3,340.00\n"
    "VAT 7%: 233.80\n"
    "Total: 3,573.80 THB\n"
    "Empty cylinders to be returned within 30 days.",
]
SALES_2568 = [  # month, gates & fences, roofs & awnings, other
    ("ม.ค. (Jan)", 186000, 95500, 22300),
    ("ก.พ. (Feb)", 154200, 120000, 18600),
    ("มี.ค. (Mar)", 210500, 148300, 25900),
    ("เม.ย. (Apr)", 132000, 176400, 14200),
    ("พ.ค. (May)", 168700, 240000, 19500),
    ("มิ.ย. (Jun)", 145300, 262500, 21800),
]
EXPENSES_2568 = [  # month, steel & materials, electricity, gas & wire, other (wages come from the wage book)
    ("ม.ค. (Jan)", 142600, 8940, 6850, 9200),
    ("ก.พ. (Feb)", 131400, 8210, 5920, 7600),
    ("มี.ค. (Mar)", 176900, 9520, 7340, 11050),
    ("เม.ย. (Apr)", 158300, 10860, 6980, 8400),
    ("พ.ค. (May)", 221700, 9874.25, 8120, 12600),
    ("มิ.ย. (Jun)", 236400, 10120, 8650, 9900),
]
MONTHS_2567 = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
               "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2567 = [
    (158000, 82000, 19500), (141500, 90300, 16800), (172400, 118600, 21300), (120800, 134500, 12600),
    (149900, 162000, 17400), (131200, 171800, 18900), (118500, 96400, 15200), (109700, 88200, 14100),
    (126300, 101500, 16700), (164800, 142900, 20300), (188200, 156300, 23600), (205600, 131700, 27400),
]
EXPENSES_2567 = [  # steel & materials, wages, electricity, gas & wire, other
    (121300, 48000, 7820, 5640, 8100), (118700, 48000, 7410, 5210, 6900), (149800, 50500, 8630, 6420, 9800),
    (139600, 50500, 9710, 6150, 7700), (168200, 52000, 9320, 6890, 10400), (172900, 52000, 8870, 7010, 8800),
    (121400, 48000, 7960, 5380, 7300), (112600, 48000, 7690, 5040, 6600), (128900, 48000, 8040, 5720, 7900),
    (163100, 50500, 8450, 6830, 9100), (181500, 52000, 8210, 7260, 10200), (179400, 58000, 7990, 7450, 14800),
]
WAGES_2568 = [  # name, role, Jan..Jun
    ("ช่างเอก (สมเอก ภูผา)", "หัวหน้าช่างเชื่อม", [24000, 24000, 25200, 26400, 27600, 26000]),
    ("ช่างต้น (ต้นกล้า ศรีวงศ์)", "ช่างเชื่อม", [18000, 18000, 18900, 19800, 20700, 19500]),
    ("น้องหนุ่ม (ธนากร ใจมั่น)", "ผู้ช่วยช่าง", [12000, 12000, 12000, 12500, 13000, 12500]),
    ("ลุงเปี๊ยก (รายวัน)", "คนงานรายวัน 400 บาท/วัน", [0, 0, 3600, 4200, 6000, 5400]),
]
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 ศรีสุขการช่าง", "Srisuk Steel Works - Plan 2026\nจัดทำโดย วิไลวรรณ ศรีสุข มิถุนายน 2568"),
    ("เป้ายอดขาย", "เป้ายอดขายปี 2569: 5,400,000 บาท\nปี 2568 คาดว่าจะปิดที่ 4,600,000 บาท\n"
                   "เน้นงานหลังคาโกดังและโรงงาน (กำไรดีกว่างานประตูรั้ว)"),
    ("ลงทุนเครื่องจักร", "ซื้อเครื่องตัดพลาสม่า CNC 280,000 บาท (ผ่อน 24 เดือน)\n"
                        "ซื้อเครื่องเชื่อม MIG เครื่องใหม่ 38,000 บาท แทนเครื่องเก่าที่เสียบ่อย"),
    ("คนงาน", "รับช่างเชื่อมเพิ่ม 1 คน เงินเดือน 17,000 บาท\nส่งช่างต้นอบรมเชื่อม TIG สแตนเลส"),
    ("การตลาด", "ทำเพจ Facebook และ LINE OA ของร้าน งบโฆษณา 3,000 บาท/เดือน\nถ่ายรูปผลงานทุกงานก่อนส่งมอบ"),
    ("ไทม์ไลน์", "ม.ค. 69 ซื้อเครื่อง CNC\nมี.ค. 69 รับช่างใหม่\nมิ.ย. 69 ทบทวนยอดขายครึ่งปี"),
]
CAFE_CHAT = """[2/4/2568 10:15] วิไลวรรณ ศรีสุขการช่าง: ส่งใบเสนอราคากันสาดให้แล้วนะคะ 3 x 6 เมตร 29,700 บาทค่ะ
[2/4/2568 11:02] เก๋ ร้านกาแฟบ้านไร่: ได้รับแล้วค่ะพี่
[5/4/2568 20:31] เก๋ ร้านกาแฟบ้านไร่: พี่คะ ขอขยายเป็น 3 x 8 เมตรได้ไหมคะ อยากให้คลุมถึงที่จอดมอไซค์ด้วย
[5/4/2568 20:45] วิไลวรรณ ศรีสุขการช่าง: ได้ค่ะ 3 x 8 เมตร 24 ตร.ม. ราคาใหม่ 39,200 บาทค่ะ
[6/4/2568 08:10] เก๋ ร้านกาแฟบ้านไร่: ลดได้อีกนิดไหมคะพี่ 555
[6/4/2568 08:32] วิไลวรรณ ศรีสุขการช่าง: ลดให้เหลือ 38,400 บาทค่ะ รวมรางน้ำกับค่าติดตั้งแล้ว
[6/4/2568 08:35] เก๋ ร้านกาแฟบ้านไร่: โอเคค่ะ ตกลงตามนี้ เดี๋ยวโอนมัดจำ 15,000 นะคะ
[7/4/2568 13:20] เก๋ ร้านกาแฟบ้านไร่: โอนแล้วค่ะ [รูปภาพ]
[7/4/2568 13:41] วิไลวรรณ ศรีสุขการช่าง: ได้รับแล้วค่ะ ขอบคุณค่ะ เริ่มงานวันจันทร์ที่ 21 เมษายนนะคะ
"""
REPAIR_LOG = """# MIG welder repair log

Machine: JASIC MIG 250 (bought 2021, the one Ek uses)

- 14 Feb 2025: wire feed slipping. Cleaned the rollers ourselves, no cost.
- 3 May 2025: no arc, error E03 on the screen. Sent to Khon Kaen Weld Service (Khun Anucha, 089-511-2040).
- 9 May 2025: picked it up. They replaced the IGBT board and the cooling fan. Paid 4,850 THB cash.
  Repair warranty 90 days (until 7 Aug 2025).
- Khun Anucha says the machine is getting old; if it breaks again, buy a new one (about 38,000 THB).
"""
SCHEDULE = """# ตารางงานติดตั้ง มิ.ย. 68

- 2-6 มิ.ย. โกดังเจริญผล ยกโครงหลังคา (ใช้รถเครน 2 วัน จองร้านเฮียชัยแล้ว)
- 9 มิ.ย. ราวบันไดสแตนเลสบ้านคุณนิด (วัดหน้างานก่อน)
- 16 มิ.ย. โกดังเจริญผล วิศวกรมาตรวจโครง
- 17-27 มิ.ย. มุงเมทัลชีทโกดัง
- 28 มิ.ย. ซ่อมประตูรั้วบ้านลุงสมพงษ์ (ล้อหลุด)
"""
PEA_WORKSHOP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL - May 2025\n"
    "Customer: Srisuk Steel Works\n"
    "Account No. 020011457890   Meter: 3-phase, small business (Type 2)\n"
    "Address: 88/3 Moo 4, Mittraphap Road, Mueang Khon Kaen\n"
    "Reading period: 27 Apr 2025 - 27 May 2025\n"
    "Units used: 2,165 kWh\n"
    "Energy charge: 8,912.40 THB\n"
    "Ft charge: 316.05 THB\n"
    "VAT 7%: 645.80 THB\n"
    "Amount due: 9,874.25 THB\n"
    "Due date: 10 June 2025",
]
PEA_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL - May 2025\n"
    "Customer: Mrs. Wilaiwan Srisuk\n"
    "Account No. 020011398214   Meter: 1-phase, residential (Type 1)\n"
    "Address: 88/1 Moo 4, Mittraphap Road, Mueang Khon Kaen\n"
    "Reading period: 27 Apr 2025 - 27 May 2025\n"
    "Units used: 486 kWh\n"
    "Amount due: 2,278.60 THB\n"
    "Due date: 10 June 2025",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Khon Kaen Branch\n"
    "WATER BILL - May 2025\n"
    "Customer: Mrs. Wilaiwan Srisuk, 88/1 Moo 4, Mittraphap Road\n"
    "Water used: 24 cubic meters\n"
    "Water charge: 372.00 THB\n"
    "Service fee: 30.00 THB\n"
    "Amount due: 402.00 THB\n"
    "Please pay by 15 June 2025",
]
TUITION = [
    "KHON KAEN BILINGUAL SCHOOL\n"
    "INVOICE - Term 1, Academic Year 2025\n"
    "Student: Phum Srisuk    Grade 5 (P.5/2)    Student ID: 20193\n"
    "Parent: Mrs. Wilaiwan Srisuk\n"
    "\n"
    "Tuition fee (English Program) ........ 28,500.00\n"
    "Books and learning materials ......... 2,150.00\n"
    "Lunch (term) ......................... 3,600.00\n"
    "Student accident insurance ........... 350.00\n"
    "TOTAL ................................ 34,600.00 THB\n"
    "\n"
    "Due date: 15 May 2025. A late fee of 200 THB applies after the due date.\n"
    "Pay at any Krungthai Bank branch or by QR code at the school finance office.",
]
BAITOEY_RECEIPT = [
    "โรงเรียนอนุบาลบ้านสวนน้อย",
    "ใบเสร็จรับเงิน เลขที่ 0457   วันที่ 9 พฤษภาคม 2568",
    "ได้รับเงินจาก นางวิไลวรรณ ศรีสุข (ผู้ปกครอง ด.ญ.ใบเตย ศรีสุข ชั้นอนุบาล 2)",
]
BAITOEY_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเทอม ภาคเรียนที่ 1/2568", "12,000"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "2,400"),
    ("ค่าอุปกรณ์การเรียน", "800"),
    ("รวม", "15,200"),
]
TRIP_LETTER = """โรงเรียนขอนแก่นสองภาษา (Khon Kaen Bilingual School)
หนังสือแจ้งผู้ปกครอง เรื่อง กิจกรรมทัศนศึกษา ชั้นประถมศึกษาปีที่ 5

เรียน ผู้ปกครองนักเรียนชั้น ป.5
ทางโรงเรียนจะพานักเรียนไปทัศนศึกษาที่พิพิธภัณฑ์ไดโนเสาร์ภูเวียง อ.เวียงเก่า จ.ขอนแก่น
ในวันศุกร์ที่ 18 กรกฎาคม 2568 ออกเดินทาง 07.30 น. กลับถึงโรงเรียนประมาณ 16.00 น.
ค่าใช้จ่ายคนละ 650 บาท (ค่ารถ ค่าเข้าชม อาหารกลางวัน) กรุณาชำระที่ครูประจำชั้นภายในวันที่ 4 กรกฎาคม 2568
ให้นักเรียนแต่งชุดพละและเตรียมหมวก ขวดน้ำ

ครูประจำชั้น ป.5/2 ครูจันทร์เพ็ญ
"""
CAR_INSURANCE = [
    "SIAM SHIELD INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, 212 Na Mueang Road\n"
    "2 June 2025\n"
    "\n"
    "RENEWAL NOTICE - MOTOR INSURANCE TYPE 1\n"
    "Dear Mrs. Wilaiwan Srisuk,\n"
    "Your policy No. MV-2567-0093321 will expire on 30 June 2025.\n"
    "Vehicle: ISUZU D-MAX 1.9 Cab4 (2021), registration 2 Kor Kho 4518 Khon Kaen\n"
    "Sum insured: 520,000 THB\n"
    "Renewal premium (incl. duty and VAT): 18,900 THB  (last year: 19,650 THB)\n"
    "Deductible: 1,000 THB per claim where the insured is at fault\n"
    "To renew, please pay before 30 June 2025 by bank transfer or at our branch.\n"
    "Your no-claim discount of 20% has been applied.\n"
    "Yours sincerely, Customer Service, Siam Shield Insurance",
]
HEALTH_TOP = [
    "สรุปกรมธรรม์ประกันสุขภาพ ของแม่ (นางบุญมี แก้วคำ)",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)  ตัวแทน: คุณสุดารัตน์ 086-455-1902",
    "เลขที่กรมธรรม์ HS-2567-558120  แผน สุขใจ ซีเนียร์ (เริ่มคุ้มครอง 1 สิงหาคม 2567)",
]
HEALTH_TABLE = [
    ("ความคุ้มครอง", "วงเงิน"),
    ("ค่ารักษาพยาบาลผู้ป่วยใน (ต่อปี)", "500,000 บาท"),
    ("ค่าห้องและค่าอาหาร (ต่อวัน)", "3,000 บาท"),
    ("ผ่าตัด", "ตามจริง ไม่เกินวงเงินต่อปี"),
    ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ("ความรับผิดส่วนแรก (Deductible)", "10,000 บาท ต่อปี"),
]
HEALTH_BOTTOM = [
    "เบี้ยประกันปีละ 15,600 บาท ครบกำหนดชำระทุกวันที่ 1 สิงหาคม (งวดถัดไป 1 สิงหาคม 2568)",
    "โรงพยาบาลในเครือ: รพ.ขอนแก่นราม, รพ.ราชพฤกษ์ (ใช้บัตรได้ไม่ต้องสำรองจ่าย)",
    "หมายเหตุ: โรคเบาหวานที่เป็นก่อนทำประกันไม่คุ้มครอง",
]
HOUSEHOLD = {  # sheet: rows of (item, amount, note)
    "ม.ค. 68": [("ค่ากับข้าว (Groceries)", 10250, "ตลาดบางลำภู + แม็คโคร"), ("ค่าน้ำมันรถ (Fuel)", 4100, "รถเก๋งแม่"),
                ("ผ่อนรถ (Car loan)", 12400, "งวดที่ 31/60"), ("ค่าไฟบ้าน (Electricity)", 1985.40, ""),
                ("ค่าน้ำ (Water)", 356, ""), ("โทรศัพท์ + เน็ต (Phone & internet)", 1398, "AIS 3 เบอร์ + เน็ตบ้าน"),
                ("ค่ายาแม่ (Mom's medicine)", 1850, "ยาเบาหวาน ความดัน"), ("ค่าขนมลูก (Kids' pocket money)", 2400, "")],
    "ก.พ. 68": [("ค่ากับข้าว (Groceries)", 9850, ""), ("ค่าน้ำมันรถ (Fuel)", 4320, "ไปงานบุญที่ยโสธร"),
                ("ผ่อนรถ (Car loan)", 12400, "งวดที่ 32/60"), ("ค่าไฟบ้าน (Electricity)", 1870.25, ""),
                ("ค่าน้ำ (Water)", 341, ""), ("โทรศัพท์ + เน็ต (Phone & internet)", 1398, ""),
                ("ค่ายาแม่ (Mom's medicine)", 1850, ""), ("ค่าขนมลูก (Kids' pocket money)", 2400, ""),
                ("ของขวัญวาเลนไทน์", 890, "")],
    "มี.ค. 68": [("ค่ากับข้าว (Groceries)", 11420, "จัดงานวันเกิดแม่"), ("ค่าน้ำมันรถ (Fuel)", 3880, ""),
                 ("ผ่อนรถ (Car loan)", 12400, "งวดที่ 33/60"), ("ค่าไฟบ้าน (Electricity)", 2236.80, "เริ่มเปิดแอร์"),
                 ("ค่าน้ำ (Water)", 388, ""), ("โทรศัพท์ + เน็ต (Phone & internet)", 1398, ""),
                 ("ค่ายาแม่ (Mom's medicine)", 2150, "หมอเพิ่มยา"), ("ค่าขนมลูก (Kids' pocket money)", 2400, "")],
}
FAMILY_CHAT = """[14/6/2568 19:02] ประสิทธิ์: พรุ่งนี้พาแม่ไปหาหมอที่ รพ.ศรีนครินทร์ 8 โมงนะ นัดตรวจน้ำตาล
[14/6/2568 19:05] วิไลวรรณ: โอเคค่ะ ฝากเอาสมุดนัดกับบัตรประกันของแม่ไปด้วยนะ
[14/6/2568 19:10] เมย์ (น้องสาว): เสาร์หน้า 21 มิ.ย. กินข้าวรวมญาติที่ครัวบ้านสวนนะ จองโต๊ะ 12 คนแล้ว
[14/6/2568 19:12] วิไลวรรณ: ได้จ้า เดี๋ยวพี่ทำขนมไปด้วย
[15/6/2568 11:40] ประสิทธิ์: หมอบอกน้ำตาลแม่ดีขึ้น ยาเหมือนเดิม ค่ายา 1,850
[15/6/2568 11:41] วิไลวรรณ: 👍
"""
RECIPE = """# แกงอ่อมไก่ (สูตรแม่บุญมี)
- ไก่บ้าน 1 ตัว สับชิ้น
- ผักชีลาว ต้นหอม ใบแมงลัก ตำลึง
- พริกแกง: พริกแห้ง ตะไคร้ หอมแดง กระเทียม
- ปลาร้าต้มสุก 3 ช้อนโต๊ะ ข้าวเบือ 2 ช้อนโต๊ะ
"""
SHOPPING = "ไข่ 1 แผง\nน้ำปลา\nผงซักฟอก\nถุงมือเชื่อมหนัง 2 คู่ (ฝากซื้อที่ไทวัสดุ)\nนมกล่องใบเตย\n"
WORKSPECT = {"todo.md": "- โทรตามเงินงวด 2 โกดังเจริญผล\n- ต่อประกันรถ D-Max ก่อน 30 มิ.ย.\n"
                        "- จ่ายค่าทัศนศึกษาน้องภูมิ 650 บาท\n- สั่งลวดเชื่อมกับเมทัลชีทเพิ่ม\n"}


def _book(path: Path, months: list[str], sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขาย ศรีสุขการช่าง ปี {year} (Sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "ประตู/รั้ว (Gates & fences)", "หลังคา/กันสาด (Roofs & awnings)",
                  "งานอื่น (Other)", "รวม (Total)"])
    for month, row in zip(months, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวมทั้งปี (Year total)", *[sum(r[i] for r in sales) for i in range(3)],
                  sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("รายจ่าย Expenses")
    cost.append([f"รายจ่าย ศรีสุขการช่าง ปี {year} (Expenses {year}, THB)"])
    cost.append(["เดือน (Month)", "ค่าเหล็ก/วัสดุ (Steel & materials)", "ค่าแรง (Wages)", "ค่าไฟ (Electricity)",
                 "แก๊ส/ลวดเชื่อม (Gas & wire)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, row in zip(months, expenses):
        cost.append([month, *row, round(sum(row), 2)])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงช่าง ปี 2568 (Wages 2568, THB)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Role)", "ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)",
                  "พ.ค. (May)", "มิ.ย. (Jun)", "รวม (Total)"])
    for name, role, pay in WAGES_2568:
        sheet.append([name, role, *pay, sum(pay)])
    sheet.append(["รวม (Total)", "", *[sum(w[2][i] for w in WAGES_2568) for i in range(6)],
                  sum(sum(w[2]) for w in WAGES_2568)])
    for column in range(3, 10):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wilaiwan's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "งานร้าน", docs / "บ้าน"
    for sub in (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers", shop / "บัญชี", shop / "แผนงาน",
                shop / "Email", home / "Bills", home / "ลูก", home / "ประกัน"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_ประตูรั้ว_คุณสมศักดิ์_ร่าง.docx", GATE_DRAFT_TOP, GATE_DRAFT_TABLE,
               bottom=GATE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ประตูรั้ว_คุณสมศักดิ์_final.docx", GATE_FINAL_TOP, GATE_FINAL_TABLE,
               bottom=GATE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กันสาด_ร้านกาแฟบ้านไร่.docx", CAFE_TOP, CAFE_TABLE, bottom=CAFE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กันสาด_คลินิกทันตกรรมยิ้มสวย.docx", CLINIC_TOP, CLINIC_TABLE,
               bottom=CLINIC_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ราวบันไดสแตนเลส_คุณนิด.docx", RAIL_TOP, RAIL_TABLE,
               bottom=["ระยะเวลาทำงาน 10 วัน", "ยืนราคา 30 วัน"])
    write_docx(shop / "สัญญา" / "สัญญาจ้าง_โครงหลังคาโกดังเจริญผล.docx", CONTRACT)
    make_pdf(shop / "Suppliers" / "SiamSteel_pricelist_2025.pdf", PRICES_2025)
    write_docx(shop / "Suppliers" / "ราคาเหล็ก_สยามสตีล_2567.docx", PRICES_2567_TOP, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "SiamSteel_invoice_INV2504-118.pdf", STEEL_INVOICE)
    make_pdf(shop / "Suppliers" / "ThaiIndGas_invoice_Mar2025.pdf", GAS_INVOICE)
    wages = [sum(w[2][i] for w in WAGES_2568) for i in range(6)]
    expenses_2568 = [(row[1], wages[i], *row[2:]) for i, row in enumerate(EXPENSES_2568)]
    _book(shop / "บัญชี" / "ยอดขาย_รายจ่าย_2568.xlsx", [r[0] for r in SALES_2568], [r[1:] for r in SALES_2568],
          expenses_2568, "2568")
    _book(shop / "บัญชี" / "ยอดขาย_รายจ่าย_2567.xlsx", MONTHS_2567, SALES_2567, EXPENSES_2567, "2567")
    _wages(shop / "บัญชี" / "ค่าแรงช่าง_2568.xlsx")
    write_slides(shop / "แผนงาน" / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    write_texts(shop, {
        "Email/email_CharoenPhon_installment2.txt": EMAIL,
        "แชท/LINE_ร้านกาแฟบ้านไร่.txt": CAFE_CHAT,
        "บันทึก/MIG_welder_repair_log.md": REPAIR_LOG,
        "บันทึก/ตารางงานติดตั้ง_มิย68.md": SCHEDULE,
    })
    make_pdf(home / "Bills" / "PEA_bill_workshop_May2025.pdf", PEA_WORKSHOP)
    make_pdf(home / "Bills" / "PEA_bill_home_May2025.pdf", PEA_HOME)
    make_pdf(home / "Bills" / "PWA_water_bill_May2025.pdf", PWA_BILL)
    make_pdf(home / "ลูก" / "Phum_tuition_invoice_term1_2025.pdf", TUITION)
    write_docx(home / "ลูก" / "ใบเสร็จค่าเทอม_ใบเตย_อนุบาล2.docx", BAITOEY_RECEIPT, BAITOEY_TABLE,
               bottom=["ผู้รับเงิน ครูสมใจ (การเงิน)"])
    make_pdf(home / "ประกัน" / "car_insurance_renewal_DMax_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ประกัน" / "สรุปกรมธรรม์สุขภาพ_แม่บุญมี.docx", HEALTH_TOP, HEALTH_TABLE, bottom=HEALTH_BOTTOM)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {
        "ลูก/หนังสือแจ้งผู้ปกครอง_ทัศนศึกษา_ป5.txt": TRIP_LETTER,
        "แชทกลุ่มครอบครัว.txt": FAMILY_CHAT,
        "สูตรแกงอ่อมไก่.md": RECIPE,
        "ของที่ต้องซื้อ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: a short Thai to-do list."""
    write_texts(workspect, WORKSPECT)
