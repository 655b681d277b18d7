"""Pimjai Tea Estate (ไร่ชาพิมพ์ใจ): the documents folder of a small tea plantation on Doi Mae Salong, and its household.

The owner is คุณพิมพ์ชนก แซ่ลี (Pimchanok "Pim" Saelee), who runs ไร่ชาพิมพ์ใจ / Pimjai Tea Estate, 88 หมู่ 1
ต.แม่สลองนอก อ.แม่ฟ้าหลวง จ.เชียงราย: about 14 rai of oolong, Assam green and white tea, a small drying and rolling
house, three picking teams. She lives there with her husband ธนกร (Thanakorn) and their daughter น้องแพรว (Prae,
grade 3 / ป.3). She keeps the farm's and the home's papers in one folder, Thai and English mixed.

Files under Documents/:
ไร่ชา/ใบเสนอราคา/
  ใบเสนอราคา_บ้านสวนทีเฮาส์_ร่าง.docx      draft quote QT-6808-015 to Baan Suan Tea House, Chiang Mai (51,350 บาท)
  ใบเสนอราคา_บ้านสวนทีเฮาส์_ฉบับจริง.docx  the final quote sent, different quantities and prices (53,200 บาท)
  Quotation_LeafandCup_Bangkok.docx          a similar quote in English to Leaf & Cup Co., Ltd., Bangkok (46,450 THB)
ไร่ชา/สัญญา/
  สัญญาซื้อขายชา_เชียงรายเฮอร์บัล.docx      one-year supply contract with บริษัท เชียงรายเฮอร์บัล จำกัด (dried green tea, 780 บาท/กก.)
  สัญญาเช่าที่ดิน_แปลงบน_ลุงอาแซ.docx        lease of the 6-rai upper plot from นายอาแซ แซ่ลี, 18,000 บาท a year, 2567-2569
  FireInsurance_TeaHouse_2025.pdf            fire insurance schedule of the drying/rolling house (English)
ไร่ชา/Suppliers/
  LannaPack_price_list_2025.pdf              Lanna Pack Co., Ltd. packaging price list 2025 (English)
  ราคาบรรจุภัณฑ์_ลานนาแพ็ค_2567.docx         last year's price list of the same firm, in Thai (บริษัท ลานนาแพ็ค จำกัด)
  NorthernAgri_invoice_INV2025-0412.pdf      fertilizer and neem extract invoice, 24,139.20 THB
  PO_ChiangRaiHerbal_CRH-PO-2025-031.pdf     purchase order from Chiang Rai Herbal Co., Ltd. (the contract firm, in English): 130 kg
ไร่ชา/บัญชี/
  ยอดขายและค่าใช้จ่าย_2568.xlsx              this year's sales and expenses by month (two sheets)
  ยอดขายและค่าใช้จ่าย_2567.xlsx              last year's book, same layout, twelve months
  ค่าแรงคนเก็บชา_2568.xlsx                   picking teams' wages, months as columns
  ผลผลิตใบชาสด_2568.xlsx                     fresh-leaf harvest in kg by plot and month
ไร่ชา/แผนงาน/
  แผนงานไร่ชา_ปี2569.pptx                    next year's plan (slides)
  บันทึกประชุมวิสาหกิจชุมชน_ก.ย.68.md        notes of the community-enterprise meeting, 14 Sep 2568
  organic_certificate_renewal_2025.pdf       letter from the organic certifier about the renewal audit and fee
  tea_processing_notes.md                    her own English notes on withering/rolling/roasting
ไร่ชา/LINE และอีเมล/
  LINE_บ้านสวนทีเฮาส์.txt                    LINE chat with Baan Suan: the order grows to 30 kg oolong, 60,100 บาท, delivery 1 ก.ย.
  LINE_หัวหน้าคนงาน_อาจ่า.txt                LINE chat with the picking foreman: the daily wage becomes 370 บาท from 1 ต.ค.
  email_LeafandCup_order_change.txt          e-mail from Leaf & Cup changing their order (revised total 48,250 THB)
บ้าน/
  ค่าใช้จ่ายบ้าน_2568.xlsx                    household spending, July and August sheets
  PEA_electricity_bill_Aug2025.pdf           electricity bill of the drying-house meter, August 2025
  LINE_ครอบครัว.txt                          family LINE chat (school fee, car insurance, grandma)
  ของต้องซื้อเข้าบ้าน.md                     shopping list
บ้าน/ประกัน/
  SiamProsper_health_policy_renewal_2025.pdf  renewal notice of Thanakorn's health policy, 28,760 THB
  ต่อประกันรถกระบะ_2568.docx                 renewal of the pickup's class-1 car insurance, 17,900 บาท
บ้าน/ลูก/
  ใบแจ้งค่าเทอม_น้องแพรว_เทอม2_2568.docx     school fee notice, term 2/2568 (Thai school name), 24,050 บาท
  school_fee_receipt_term2_2024.pdf          last year's receipt from the same school, in English, 22,650 THB
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "ไร่ชาพิมพ์ใจ (Pimjai Tea Estate) 88 หมู่ 1 ต.แม่สลองนอก อ.แม่ฟ้าหลวง จ.เชียงราย 57110 โทร 089-552-1874"

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
QUOTE_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง) — ยังไม่ได้ส่ง",
    FARM,
    "เลขที่ QT-6808-015   วันที่ 4 สิงหาคม 2568",
    "เรียน คุณนิด ร้านบ้านสวนทีเฮาส์ ถ.นิมมานเหมินท์ ซอย 9 อ.เมือง จ.เชียงใหม่",
    "ทางไร่ชาพิมพ์ใจขอเสนอราคาใบชาอบแห้ง ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ชาอูหลงก้านอ่อน เบอร์ 12", "20 กก.", "1,450", "29,000"),
    ("ชาเขียวอัสสัม", "15 กก.", "850", "12,750"),
    ("ชาขาวยอดเงิน", "3 กก.", "3,200", "9,600"),
    ("รวมทั้งสิ้น", "", "", "51,350"),
]
QUOTE_DRAFT_BOTTOM = [
    "ราคายังไม่รวมค่าขนส่ง",
    "ยืนราคา 15 วัน",
    "หมายเหตุถึงตัวเอง: รอถามราคาถุงฟอยล์ใหม่ก่อน แล้วค่อยปรับราคาอูหลง",
]
QUOTE_FINAL_TOP = [
    "ใบเสนอราคา",
    FARM,
    "เลขที่ QT-6808-015   วันที่ 8 สิงหาคม 2568",
    "เรียน คุณนิด ร้านบ้านสวนทีเฮาส์ ถ.นิมมานเหมินท์ ซอย 9 อ.เมือง จ.เชียงใหม่",
    "ทางไร่ชาพิมพ์ใจยินดีเสนอราคาใบชาอบแห้ง ดังนี้",
]
QUOTE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ชาอูหลงก้านอ่อน เบอร์ 12", "25 กก.", "1,380", "34,500"),
    ("ชาเขียวอัสสัม", "15 กก.", "820", "12,300"),
    ("ชาขาวยอดเงิน", "2 กก.", "3,200", "6,400"),
    ("รวมทั้งสิ้น", "", "", "53,200"),
]
QUOTE_FINAL_BOTTOM = [
    "ส่งฟรีถึงร้าน (เชียงใหม่)",
    "ชำระมัดจำ 50% = 26,600 บาท เมื่อยืนยันการสั่งซื้อ ส่วนที่เหลือชำระเมื่อรับของ",
    "กำหนดส่งสินค้าภายใน 25 สิงหาคม 2568",
    "ยืนราคา 30 วัน",
    "ลงชื่อ พิมพ์ชนก แซ่ลี ผู้เสนอราคา",
]
LEAF_TOP = [
    "QUOTATION",
    "Pimjai Tea Estate, 88 Moo 1, Mae Salong Nok, Mae Fa Luang, Chiang Rai 57110  Tel. 089-552-1874",
    "Quotation No. QT-6808-021    Date: 12 August 2025",
    "To: Khun Marisa Wongsakul, Leaf & Cup Co., Ltd., Phahonyothin Soi 7 (Ari), Bangkok 10400",
    "Thank you for your interest in our teas. Please find our prices below.",
]
LEAF_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Oolong No.12, loose leaf", "10 kg", "1,480", "14,800"),
    ("Assam green tea", "20 kg", "880", "17,600"),
    ("Roasted oolong (Hong Shui)", "8 kg", "1,650", "13,200"),
    ("Subtotal", "", "", "45,600"),
    ("Shipping to Bangkok (chilled courier)", "", "", "850"),
    ("Total", "", "", "46,450"),
]
LEAF_BOTTOM = [
    "Prices valid for 30 days. Payment: 30 days credit after delivery.",
    "Delivery within 7 days after the PO.",
    "Pimchanok Saelee, owner",
]

# ---------------------------------------------------------------- contracts
HERBAL_CONTRACT = [
    "สัญญาซื้อขายชาอบแห้ง",
    "ทำที่ อ.เมือง จ.เชียงราย วันที่ 20 มิถุนายน 2568",
    "ระหว่าง บริษัท เชียงรายเฮอร์บัล จำกัด สำนักงานตั้งอยู่ที่ ต.บ้านดู่ อ.เมือง จ.เชียงราย โดยนายวิโรจน์ ศรีวงศ์ "
    "ผู้จัดการฝ่ายจัดซื้อ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นางพิมพ์ชนก แซ่ลี เจ้าของไร่ชาพิมพ์ใจ ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "ข้อ 1. ผู้ขายตกลงขายชาเขียวอัสสัมอบแห้ง เกรด A ให้ผู้ซื้อ ไม่น้อยกว่า 120 กิโลกรัมต่อไตรมาส",
    "ข้อ 2. ราคากิโลกรัมละ 780 บาท ตลอดอายุสัญญา",
    "ข้อ 3. ระยะเวลาสัญญา 1 ปี ตั้งแต่ 1 กรกฎาคม 2568 ถึง 30 มิถุนายน 2569",
    "ข้อ 4. ผู้ซื้อจะออกใบสั่งซื้อ (PO) เป็นคราว ๆ และชำระเงินภายใน 45 วันนับจากวันรับสินค้า",
    "ข้อ 5. ความชื้นของชาต้องไม่เกิน 5% หากไม่ผ่านการตรวจ ผู้ซื้อมีสิทธิ์คืนสินค้า",
    "ข้อ 6. หากผู้ขายส่งสินค้าล่าช้า ต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ........ ผู้ซื้อ (นายวิโรจน์ ศรีวงศ์)     ลงชื่อ ........ ผู้ขาย (นางพิมพ์ชนก แซ่ลี)",
]
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านแม่สลองนอก ต.แม่สลองนอก อ.แม่ฟ้าหลวง จ.เชียงราย วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายอาแซ แซ่ลี   ผู้เช่า: นางพิมพ์ชนก แซ่ลี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินแปลงบนเนินเขาด้านทิศเหนือของหมู่บ้าน เนื้อที่ประมาณ 6 ไร่ เพื่อปลูกและดูแลต้นชา",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าปีละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 15 มกราคมของทุกปี",
    "ข้อ 4. ผู้เช่าต้องไม่ใช้สารเคมีกำจัดวัชพืชในที่ดินที่เช่า",
    "ข้อ 5. ต้นชาที่ผู้เช่าปลูกเป็นของผู้เช่า เมื่อสิ้นสุดสัญญาผู้เช่าจะย้ายหรือยกให้ผู้ให้เช่าก็ได้",
    "ข้อ 6. เมื่อครบสัญญา ผู้เช่ามีสิทธิ์ต่อสัญญาก่อนผู้อื่น โดยแจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ผู้ให้เช่า นายอาแซ แซ่ลี   ลงชื่อ ผู้เช่า นางพิมพ์ชนก แซ่ลี   พยาน นายเล่าซือ แซ่หยาง",
]

# ---------------------------------------------------------------- suppliers
LANNAPACK_2025 = [
    "Lanna Pack Co., Ltd.\n99/4 Superhighway Road, Chiang Mai 50000  Tel. 053-240-118\n"
    "PRICE LIST 2025 (effective 1 January 2025, prices excl. VAT)\n\n"
    "Item / Unit price (THB) / Minimum order\n"
    "Foil zip bag 100 g, stand-up, kraft outside - 4.50 THB per piece - min 1,000\n"
    "Foil zip bag 250 g, stand-up, kraft outside - 6.80 THB per piece - min 1,000\n"
    "Tin can 100 g, matt black - 27 THB per can - min 200\n"
    "Gift box for 2 tins, paper, with window - 38 THB per box - min 100\n"
    "Pyramid tea bag filter (nylon) - 0.90 THB per piece - min 5,000\n"
    "Logo sticker, printed, round 5 cm - 1.20 THB per piece - min 1,000",
    "Terms\nFree delivery in Chiang Mai and Chiang Rai for orders over 10,000 THB.\n"
    "Payment: 50% deposit, balance before delivery.\nLead time: 10 working days.\n"
    "Contact: Khun Jirapa, sales, jirapa@lannapack.co.th",
]
LANNAPACK_2567_TOP = [
    "บริษัท ลานนาแพ็ค จำกัด",
    "99/4 ถ.ซุปเปอร์ไฮเวย์ อ.เมือง จ.เชียงใหม่ 50000 โทร 053-240-118",
    "ใบราคาสินค้า ปี 2567 (ราคายังไม่รวมภาษีมูลค่าเพิ่ม)",
]
LANNAPACK_2567_TABLE = [
    ("สินค้า", "ราคาต่อหน่วย (บาท)", "สั่งขั้นต่ำ"),
    ("ถุงฟอยล์ซิปล็อค ตั้งได้ 100 กรัม", "3.90", "1,000 ใบ"),
    ("ถุงฟอยล์ซิปล็อค ตั้งได้ 250 กรัม", "6.20", "1,000 ใบ"),
    ("กระป๋อง 100 กรัม สีดำด้าน", "25", "200 ใบ"),
    ("กล่องของขวัญ ใส่กระป๋อง 2 ใบ", "35", "100 กล่อง"),
    ("ถุงชาพีระมิด (ไนลอน)", "0.85", "5,000 ใบ"),
    ("สติกเกอร์โลโก้ พิมพ์สี วงกลม 5 ซม.", "1.00", "1,000 ดวง"),
]
LANNAPACK_2567_BOTTOM = [
    "ส่งฟรีในเขตเชียงใหม่และเชียงราย เมื่อสั่งครบ 8,000 บาท",
    "ติดต่อ คุณจิราภา ฝ่ายขาย",
]
NORTHERN_AGRI = [
    "Northern Agri Supply Ltd., Part.\n45 Phahonyothin Road, Mae Chan, Chiang Rai 57110  Tax ID 0573551002841\n\n"
    "TAX INVOICE / INVOICE No. INV2025-0412\nDate: 12 April 2025\n"
    "Bill to: Pimjai Tea Estate (Pimchanok Saelee), 88 Moo 1, Mae Salong Nok, Mae Fa Luang, Chiang Rai\n\n"
    "1. Organic fertilizer, chicken manure pellets, 50 kg bag - 60 bags x 320.00 = 19,200.00 THB\n"
    "2. Neem extract, 1 litre - 12 bottles x 280.00 = 3,360.00 THB\n"
    "Subtotal: 22,560.00 THB\nVAT 7%: 1,579.20 THB\nTotal: 24,139.20 THB\n\n"
    "Payment due: 12 May 2025 (credit 30 days)\nBank transfer: Bangkok Bank, Mae Chan branch, 512-3-08877-1",
]
PO_HERBAL = [
    "Chiang Rai Herbal Co., Ltd.\n214 Moo 3, Ban Du, Mueang, Chiang Rai 57100  Tel. 053-150-224\n\n"
    "PURCHASE ORDER No. CRH-PO-2025-031\nDate: 2 September 2025\n"
    "Supplier: Pimjai Tea Estate (Ms. Pimchanok Saelee), 88 Moo 1, Mae Salong Nok, Mae Fa Luang, Chiang Rai 57110\n"
    "Reference: Supply agreement dated 20 June 2025\n\n"
    "Item: Dried Assam green tea, grade A, packed in 10 kg sacks\nQuantity: 130 kg\n"
    "Unit price: 780.00 THB per kg\nAmount: 101,400.00 THB\n\n"
    "Deliver by: 30 September 2025, to our factory at Ban Du\n"
    "Payment: 45 days after delivery\nMoisture content must not exceed 5%.\n"
    "Purchasing: Mr. Wirote Sriwong",
]
FIRE_INSURANCE = [
    "Doi Thong Insurance Public Company Limited\nFIRE INSURANCE - POLICY SCHEDULE\n\n"
    "Policy No. FI-68-00452\nInsured: Pimjai Tea Estate (Ms. Pimchanok Saelee)\n"
    "Location: Tea drying and rolling house, 88 Moo 1, Mae Salong Nok, Mae Fa Luang, Chiang Rai\n"
    "Period of insurance: 1 March 2025 to 1 March 2026\n\n"
    "Sum insured - building: 1,200,000 THB\nSum insured - machinery (roller, dryer, roaster): 650,000 THB\n"
    "Sum insured - stock of dried tea: 300,000 THB\n"
    "Total premium incl. stamp duty and VAT: 6,420.00 THB\nDeductible: 5,000 THB per claim\n"
    "Agent: Khun Somsak, tel. 081-905-3362",
]

# ---------------------------------------------------------------- books
SALES_HEAD = ("เดือน (Month)", "ชาอูหลง Oolong (THB)", "ชาเขียว Green (THB)", "ชาขาว White (THB)", "รวม Total (THB)")
EXPENSE_HEAD = ("เดือน (Month)", "ค่าแรง Labour", "ปุ๋ย/สารชีวภาพ Fertilizer", "บรรจุภัณฑ์ Packaging",
                "ค่าไฟ Electricity", "ค่าขนส่ง Shipping", "รวม Total (THB)")
MONTHS = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค.")
SALES_2568 = [
    (98400, 62300, 18000), (105200, 58900, 21500), (142600, 71200, 25600), (156300, 80400, 32000),
    (131800, 69750, 19200), (88500, 54100, 12800), (92300, 101400, 14400), (118700, 96200, 16000),
]
EXPENSES_2568 = [
    (108850, 4200, 6800, 3950, 1800), (126000, 0, 7400, 4100, 2100), (173250, 4800, 11200, 5320, 2650),
    (162400, 24139.20, 9800, 5880, 2900), (141750, 3600, 8900, 5410, 2300), (94500, 0, 5200, 4020, 1500),
    (99750, 6500, 7300, 4380, 1950), (120750, 0, 8600, 5482.37, 2400),
]
SALES_2567 = [
    (84200, 55100, 15000), (90600, 52300, 16800), (121900, 66500, 19200), (138700, 71900, 27500),
    (117400, 61200, 17100), (79300, 48600, 10400), (81800, 50300, 12000), (96500, 58700, 13600),
    (88900, 54800, 12400), (102300, 60100, 15900), (125600, 70400, 22800), (148200, 83900, 30400),
]
EXPENSES_2567 = [
    (92400, 3800, 5900, 3600, 1600), (105000, 0, 6300, 3700, 1800), (147000, 21300, 9400, 4900, 2300),
    (138600, 0, 8700, 5300, 2600), (121800, 3200, 7800, 4800, 2000), (84000, 0, 4600, 3700, 1400),
    (88200, 5900, 6100, 3900, 1700), (100800, 0, 7200, 4600, 2000), (96600, 0, 6900, 4500, 1900),
    (109200, 4100, 7900, 4700, 2100), (130200, 0, 10100, 5100, 2700), (151200, 0, 12400, 5600, 3300),
]
WAGE_TEAMS = {
    "ทีมอาจ่า (5 คน)": [36750, 42000, 57750, 52500, 47250, 31500, 33250, 40250],
    "ทีมหมี่ยู (4 คน)": [28000, 33600, 46200, 44800, 37800, 25200, 26600, 32200],
    "ทีมบ้านป่าคา (6 คน)": [44100, 50400, 69300, 65100, 56700, 37800, 39900, 48300],
}
HARVEST = [
    (420, 310, 150), (510, 380, 170), (760, 590, 260), (820, 640, 300), (690, 520, 240), (380, 290, 120),
    (400, 300, 130), (560, 430, 190),
]


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายไร่ชาพิมพ์ใจ ปี {year} (Pimjai Tea Estate sales {year})"])
    sheet.append(list(SALES_HEAD))
    for month, row in zip(MONTHS, sales):
        sheet.append([f"{month} {year}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายไร่ชา ปี {year} (Farm expenses {year})"])
    cost.append(list(EXPENSE_HEAD))
    for month, row in zip(MONTHS, expenses):
        cost.append([f"{month} {year}", *row, round(sum(row), 2)])
    cost.append(["รวม (Total)", *(round(sum(r[i] for r in expenses), 2) for i in range(5)),
                 round(sum(sum(r) for r in expenses), 2)])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงคนเก็บชา ปี 2568 (ค่าแรงวันละ 350 บาท) Pickers' wages 2568"])
    sheet.append(["ทีม (Team)", *(f"{m} 68" for m in MONTHS[:8]), "รวม (Total)"])
    for team, pay in WAGE_TEAMS.items():
        sheet.append([team, *pay, sum(pay)])
    columns = list(zip(*WAGE_TEAMS.values()))
    sheet.append(["รวมทุกทีม (All teams)", *(sum(c) for c in columns), sum(sum(p) for p in WAGE_TEAMS.values())])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _harvest(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต Harvest"
    sheet.append(["ผลผลิตใบชาสด ปี 2568 หน่วย กิโลกรัม (Fresh leaf harvest 2568, kg)"])
    sheet.append(["เดือน (Month)", "แปลงล่าง Lower plot", "แปลงบน Upper plot", "แปลงเช่าลุงอาแซ Leased plot",
                  "รวม Total (kg)"])
    for month, row in zip(MONTHS, HARVEST):
        sheet.append([f"{month} 2568", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in HARVEST) for i in range(3)), sum(sum(r) for r in HARVEST)])
    book.save(path)


HOME_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_SPENDING = {
    "ก.ค. 2568": [
        ("ค่ากับข้าว ตลาดแม่สลอง", 9850, ""), ("น้ำมันรถกระบะ", 4300, ""), ("ค่าไฟบ้าน", 1240, "มิเตอร์บ้าน"),
        ("ค่าเน็ต AIS Fibre", 599, ""), ("ค่าขนม/ค่ารถน้องแพรว", 1800, ""), ("ส่งเงินให้แม่ (ยายเหมย)", 5000, ""),
        ("ค่ายาแม่", 1350, "รพ.แม่ฟ้าหลวง"), ("ผ่อนมอเตอร์ไซค์", 2890, "งวด 21/36"),
    ],
    "ส.ค. 2568": [
        ("ค่ากับข้าว ตลาดแม่สลอง", 10420, ""), ("น้ำมันรถกระบะ", 5150, "ไปส่งชาเชียงใหม่"),
        ("ค่าไฟบ้าน", 1315, "มิเตอร์บ้าน"), ("ค่าเน็ต AIS Fibre", 599, ""), ("ค่าขนม/ค่ารถน้องแพรว", 1800, ""),
        ("ส่งเงินให้แม่ (ยายเหมย)", 6000, "วันเกิดแม่ เพิ่ม 1,000"), ("ชุดนักเรียน+รองเท้าแพรว", 1680, ""),
        ("ผ่อนมอเตอร์ไซค์", 2890, "งวด 22/36"),
    ],
}


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOME_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(r[1] for r in rows), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- plans and notes
PLAN_2569 = [
    ("แผนงานไร่ชาพิมพ์ใจ ปี 2569", "จัดทำโดย พิมพ์ชนก แซ่ลี — ตุลาคม 2568"),
    ("เป้าหมายยอดขาย", "ยอดขายรวมเป้าหมาย 2,400,000 บาท\nเพิ่มขึ้นจากปี 2568 ประมาณ 20%\n"
                       "ลูกค้าร้านคาเฟ่ 8 ร้าน + เชียงรายเฮอร์บัล"),
    ("สินค้าใหม่", "ชาอูหลงกุหลาบ แบบถุงพีระมิด กล่องละ 12 ถุง ขาย 180 บาท\nเปิดตัวเดือนมีนาคม 2569"),
    ("การลงทุน", "ซื้อเครื่องนวดใบชาเครื่องใหม่ 185,000 บาท\nปรับปรุงลานตากชาและหลังคา 60,000 บาท\n"
                 "ขอทุนเครื่องคัดแยกจาก อบต. (วิสาหกิจชุมชน)"),
    ("ท่องเที่ยวเชิงเกษตร", "เวิร์กช็อปเก็บชา-ชิมชา ทุกเสาร์-อาทิตย์ คนละ 350 บาท\nรับกลุ่มละไม่เกิน 12 คน"),
    ("คน", "เพิ่มคนงานประจำโรงอบ 1 คน\nค่าแรงคนเก็บชาวันละ 370 บาท ตั้งแต่ ต.ค. 2568"),
]
MEETING = """# บันทึกประชุมวิสาหกิจชุมชนชาดอยแม่สลอง ครั้งที่ 3/2568

วันที่ 14 กันยายน 2568 เวลา 19.00 น. ณ ศาลาอเนกประสงค์ บ้านแม่สลองนอก
ผู้เข้าประชุม: สมาชิก 23 ราย  ประธาน: นายเล่าซือ แซ่หยาง  ผู้จดบันทึก: พิมพ์ชนก

## วาระที่ 1 ราคารับซื้อใบชาสด
- ที่ประชุมมีมติปรับราคารับซื้อใบชาสดจากสมาชิก จากกิโลกรัมละ 28 บาท เป็นกิโลกรัมละ 32 บาท
- เริ่มใช้ราคาใหม่ 1 ตุลาคม 2568

## วาระที่ 2 งานเทศกาลชาเชียงราย
- งานจัดวันที่ 12-14 ธันวาคม 2568 ที่ลานวัฒนธรรมเชียงราย
- เช่าบูธ 1 บูธ ค่าบูธ 3,000 บาท จ่ายจากเงินกองกลาง
- อาสาเฝ้าบูธ: พิมพ์ชนก, หมี่ยู, ลุงอาแซ

## วาระที่ 3 การเงิน
- เงินกองกลางคงเหลือ 46,820 บาท (ณ 31 ส.ค. 2568)

## วาระที่ 4 ขอทุนเครื่องคัดแยกใบชา
- ขอทุนจาก อบต.แม่สลองนอก งบประมาณ 95,000 บาท
- มอบหมายพิมพ์ชนกทำเรื่องยื่นภายใน 31 ตุลาคม 2568

ปิดประชุม 21.10 น.
"""
ORGANIC_LETTER = [
    "Northern Organic Standards Office (NOSO)\n12 Huay Kaew Road, Chiang Mai 50200\n\n"
    "1 September 2025\n\nTo: Pimjai Tea Estate\nAttn: Ms. Pimchanok Saelee\n\n"
    "Subject: Renewal of organic certificate No. NOSO-CR-0871\n\n"
    "Dear Ms. Pimchanok,\n"
    "Your organic certificate for tea (Camellia sinensis), 14 rai, will expire on 31 October 2025.\n"
    "The renewal inspection of your farm is scheduled for 16 October 2025 at 9:00.\n"
    "Our inspector, Mr. Anucha Thepsiri, will visit the fields and the drying house.",
    "Renewal fee: 8,500 THB (including VAT).\n"
    "Please pay by 10 October 2025 to Kasikorn Bank, account no. 123-4-56789-0, NOSO.\n\n"
    "Please prepare:\n- field records of the last 12 months\n"
    "- invoices of all inputs (fertilizer, bio-extracts)\n- a map of the buffer zones\n\n"
    "Note: neem extract is on the permitted list.\n\nYours sincerely,\nDr. Kanokwan Inthasorn, Certification Manager",
]
PROCESSING = """# Tea processing notes (my own)

## Oolong No.12
- Pick 1 bud + 2-3 leaves, morning only (before 10:00)
- Sun wither 20-30 min, then indoor wither 6-8 h, toss every hour
- Roll in the ball roller 12 times, dry at 110 C
- Hong Shui (roasted): roast 2 rounds, 95 C for 8 h, rest 1 week between

## Assam green
- Pan fire 280 C, 3 min
- Roll 20 min, dry at 90 C until moisture < 5%  (Chiang Rai Herbal checks this!)

## White (silver needle)
- Buds only, wither 48-72 h on bamboo trays, no rolling
- Yield: about 5 kg fresh buds -> 1 kg dry
"""
LINE_BAANSUAN = """[8/8/68 10:05] พิมพ์ ไร่ชาพิมพ์ใจ: ส่งใบเสนอราคาตัวจริงให้แล้วนะคะพี่นิด อูหลง 25 กก. ชาเขียว 15 กก. ชาขาว 2 กก. รวม 53,200 บาทค่ะ
[8/8/68 13:40] นิด บ้านสวน: ได้รับแล้วจ้า ขอเพิ่มอูหลงเป็น 30 กิโลได้มั้ยคะ ช่วงนี้ลูกค้าเยอะมาก
[8/8/68 13:52] พิมพ์ ไร่ชาพิมพ์ใจ: ได้ค่ะ ราคาเดิม 1,380 ต่อกิโลนะคะ
[9/8/68 08:15] นิด บ้านสวน: แล้วขอเลื่อนวันส่งเป็น 1 ก.ย. ได้ไหมคะ ร้านปิดปรับปรุงปลายเดือน
[9/8/68 08:30] พิมพ์ ไร่ชาพิมพ์ใจ: โอเคค่ะ งั้นสรุปนะคะ อูหลง 30 กิโล ชาเขียว 15 กิโล ชาขาว 2 กิโล รวมเป็น 60,100 บาท ส่งวันที่ 1 ก.ย. ค่ะ มัดจำ 50% = 30,050 บาท
[9/8/68 09:02] นิด บ้านสวน: โอนมัดจำ 30,050 แล้วนะคะ 🙏
[9/8/68 09:10] พิมพ์ ไร่ชาพิมพ์ใจ: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
"""
LINE_FOREMAN = """[20/9/68 18:02] อาจ่า: เจ๊พิมพ์ครับ ลูกทีมขอขึ้นค่าแรงเป็นวันละ 380 ครับ ไร่ข้างๆเขาให้ 380 แล้ว
[20/9/68 18:30] พิมพ์: ตอนนี้ 350 อยู่นะอาจ่า ขอคิดก่อน ต้องดูยอดขายด้วย
[21/9/68 07:45] พิมพ์: ให้ได้วันละ 370 นะ เริ่ม 1 ต.ค. เป็นต้นไป ช่วงชาหนาวจะมีโบนัสให้อีกคนละ 500
[21/9/68 07:50] อาจ่า: ได้ครับเจ๊ ขอบคุณครับ ทีมผม 5 คนเหมือนเดิม เดือนตุลาขอเพิ่มอีก 1 คนนะครับ
[21/9/68 07:52] พิมพ์: ได้ๆ บอกหมี่ยูกับทีมป่าคาด้วยนะ ราคาเดียวกันทุกทีม
"""
EMAIL_LEAF = """From: Marisa Wongsakul <marisa@leafandcup.co.th>
To: Pimchanok Saelee <pimjai.tea@gmail.com>
Date: Wed, 20 Aug 2025 15:42 +0700
Subject: Re: Quotation QT-6808-021 - small changes

Hi Khun Pim,

Thanks for the quotation. We talked it over with our barista team and would like two changes:

- Roasted oolong (Hong Shui): please reduce from 8 kg to 5 kg.
- Please add 2 kg of white tea (Silver Needle) at 3,400 THB/kg, as you said on the phone.

Oolong No.12 (10 kg) and Assam green tea (20 kg) stay the same.
By my count the revised total is 48,250 THB including the 850 THB shipping.

Could you deliver by 5 September? Our PO will follow tomorrow.

Best regards,
Marisa
Leaf & Cup Co., Ltd. | Ari, Bangkok | 02-279-6610
"""

# ---------------------------------------------------------------- household
PEA_BILL = [
    "Provincial Electricity Authority (PEA)\nMae Chan District Office\n\nELECTRICITY BILL - August 2025\n"
    "Customer: Pimchanok Saelee\nPremises: Tea drying house (3-phase meter), 88 Moo 1, Mae Salong Nok, "
    "Mae Fa Luang, Chiang Rai\nCustomer No. 020011457236\nReading period: 1 Aug 2025 - 31 Aug 2025",
    "Units used: 1,246 kWh\nEnergy charge: 4,876.70 THB\nService charge: 24.62 THB\nFt charge: 222.39 THB\n"
    "VAT 7%: 358.66 THB\nAmount due: 5,482.37 THB\nPlease pay by: 15 September 2025\n"
    "Pay at PEA office, 7-Eleven, or PEA Smart Plus app.",
]
HEALTH_POLICY = [
    "Siam Prosper Life Assurance PCL\nPREMIUM DUE NOTICE - POLICY RENEWAL\n\n"
    "Date: 6 October 2025\nPolicyholder / Insured: Mr. Thanakorn Saelee\nPolicy No. SPL-2231-8890\n"
    "Plan: Prosper Health Plus (in-patient and out-patient)\n\n"
    "In-patient benefit: up to 1,000,000 THB per year\nOut-patient benefit: up to 1,500 THB per visit, 30 visits a year\n"
    "Annual premium: 28,760 THB\nDue date: 5 November 2025\nGrace period: 31 days after the due date\n\n"
    "Pay by bank transfer, credit card, or at any Counter Service.\nAgent: Ms. Orawan Jaidee, tel. 086-441-2209",
]
CAR_INSURANCE = [
    "ใบแจ้งต่ออายุกรมธรรม์ประกันภัยรถยนต์ ภาคสมัครใจ ประเภท 1",
    "บริษัท ดอยทองประกันภัย จำกัด (มหาชน)",
    "ผู้เอาประกัน: นายธนกร แซ่ลี",
    "รถยนต์: อีซูซุ ดีแมคซ์ กระบะ 4 ประตู ปี 2564 ทะเบียน บต 4521 เชียงราย",
    "ระยะเวลาคุ้มครอง: 20 กันยายน 2568 ถึง 20 กันยายน 2569",
    "ทุนประกันตัวรถ 520,000 บาท",
    "ค่าเสียหายส่วนแรก 2,000 บาท",
    "เบี้ยประกันภัยรวมภาษีและอากร 17,900 บาท (ปีที่แล้ว 16,850 บาท)",
    "ซ่อมอู่ในเครือ  คุ้มครองน้ำท่วม  ประกันอุบัติเหตุส่วนบุคคล 100,000 บาท ต่อคน",
    "ชำระภายในวันที่ 15 กันยายน 2568 เพื่อความคุ้มครองต่อเนื่อง",
]
SCHOOL_TOP = [
    "โรงเรียนแม่ฟ้าหลวงพัฒนา",
    "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน: เด็กหญิงแพรวา แซ่ลี (น้องแพรว) ชั้นประถมศึกษาปีที่ 3/1 เลขประจำตัว 4127",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "14,500"),
    ("ค่าอาหารกลางวัน", "3,200"),
    ("ค่ารถรับส่ง (แม่สลอง)", "4,800"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "24,050"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568",
    "โอนเข้าบัญชี ธนาคารกรุงไทย สาขาแม่จัน ชื่อบัญชี โรงเรียนแม่ฟ้าหลวงพัฒนา เลขที่ 663-0-12457-8",
    "ส่งสลิปทาง LINE ฝ่ายการเงินโรงเรียน",
]
SCHOOL_RECEIPT = [
    "Mae Fah Luang Pattana School\nRECEIPT No. R2567-1183\nDate: 28 October 2024\n\n"
    "Received from: parent of Praewa Saelee, Grade 2/1, student no. 4127\n"
    "For: Term 2, academic year 2024\n\n"
    "Tuition: 13,800 THB\nLunch: 3,000 THB\nSchool bus (Mae Salong): 4,500 THB\n"
    "Activities and field trip: 1,000 THB\nAccident insurance: 350 THB\n"
    "Total paid: 22,650 THB\n\nPaid by bank transfer. Thank you.\nFinance office",
]
DISTRACTORS = {
    "ไร่ชา/แผนงาน/บันทึกประชุมวิสาหกิจชุมชน_ก.ย.68.md": MEETING,
    "ไร่ชา/แผนงาน/tea_processing_notes.md": PROCESSING,
    "ไร่ชา/LINE และอีเมล/LINE_บ้านสวนทีเฮาส์.txt": LINE_BAANSUAN,
    "ไร่ชา/LINE และอีเมล/LINE_หัวหน้าคนงาน_อาจ่า.txt": LINE_FOREMAN,
    "ไร่ชา/LINE และอีเมล/email_LeafandCup_order_change.txt": EMAIL_LEAF,
    "บ้าน/LINE_ครอบครัว.txt": (
        "[5/9/68 20:11] ธนกร: ใบต่อประกันรถมาแล้วนะ 17,900 แพงกว่าปีที่แล้วพันนึง\n"
        "[5/9/68 20:15] พิมพ์: ต่อไปเลยค่ะ ชั้น 1 เหมือนเดิม รถใช้ขนชาทุกอาทิตย์\n"
        "[26/9/68 07:30] ธนกร: ค่าเทอมแพรวเทอม 2 ออกแล้วนะ ต้องจ่ายภายในสิ้นเดือนตุลา\n"
        "[26/9/68 07:32] พิมพ์: รอเงินจากเชียงรายเฮอร์บัลเข้าก่อน แล้วค่อยโอนค่ะ\n"
        "[26/9/68 12:05] ธนกร: แม่ถามว่าเสาร์นี้กลับไปกินข้าวที่บ้านแม่จันไหม\n"
        "[26/9/68 12:20] พิมพ์: ไปค่ะ แต่ต้องกลับก่อนห้าโมง คนงานมาส่งใบชา\n"
    ),
    "บ้าน/ของต้องซื้อเข้าบ้าน.md": "# ของต้องซื้อ\n- ข้าวสาร 15 กิโล\n- ไข่ 2 แผง\n- น้ำยาล้างจาน\n"
                                    "- สีเทียนแพรว\n- ยาแก้ไอแม่\n- ถ่านไฟฉาย AA\n",
}
WORKSPECT = {
    "todo.md": "- ส่งชาเขียว 130 กก. ให้เชียงรายเฮอร์บัล ก่อนสิ้นเดือน\n- โอนค่าเทอมน้องแพรว\n"
               "- เตรียมเอกสารตรวจออร์แกนิก\n- โทรถามลานนาแพ็คเรื่องกล่องของขวัญ\n",
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ไร่ชา", docs / "บ้าน"
    for sub in (farm / "ใบเสนอราคา", farm / "สัญญา", farm / "Suppliers", farm / "บัญชี", farm / "แผนงาน",
                farm / "LINE และอีเมล", home / "ประกัน", home / "ลูก"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = farm / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนทีเฮาส์_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนทีเฮาส์_ฉบับจริง.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_LeafandCup_Bangkok.docx", LEAF_TOP, LEAF_TABLE, bottom=LEAF_BOTTOM)
    write_docx(farm / "สัญญา" / "สัญญาซื้อขายชา_เชียงรายเฮอร์บัล.docx", HERBAL_CONTRACT)
    write_docx(farm / "สัญญา" / "สัญญาเช่าที่ดิน_แปลงบน_ลุงอาแซ.docx", LEASE)
    suppliers = farm / "Suppliers"
    make_pdf(suppliers / "LannaPack_price_list_2025.pdf", LANNAPACK_2025)
    write_docx(suppliers / "ราคาบรรจุภัณฑ์_ลานนาแพ็ค_2567.docx", LANNAPACK_2567_TOP, LANNAPACK_2567_TABLE,
               bottom=LANNAPACK_2567_BOTTOM)
    make_pdf(suppliers / "NorthernAgri_invoice_INV2025-0412.pdf", NORTHERN_AGRI)
    make_pdf(suppliers / "PO_ChiangRaiHerbal_CRH-PO-2025-031.pdf", PO_HERBAL)
    make_pdf(farm / "สัญญา" / "FireInsurance_TeaHouse_2025.pdf", FIRE_INSURANCE)
    books = farm / "บัญชี"
    _sales_book(books / "ยอดขายและค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขายและค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงคนเก็บชา_2568.xlsx")
    _harvest(books / "ผลผลิตใบชาสด_2568.xlsx")
    write_slides(farm / "แผนงาน" / "แผนงานไร่ชา_ปี2569.pptx", PLAN_2569)
    make_pdf(farm / "แผนงาน" / "organic_certificate_renewal_2025.pdf", ORGANIC_LETTER)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "PEA_electricity_bill_Aug2025.pdf", PEA_BILL)
    make_pdf(home / "ประกัน" / "SiamProsper_health_policy_renewal_2025.pdf", HEALTH_POLICY)
    write_docx(home / "ประกัน" / "ต่อประกันรถกระบะ_2568.docx", CAR_INSURANCE)
    write_docx(home / "ลูก" / "ใบแจ้งค่าเทอม_น้องแพรว_เทอม2_2568.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    make_pdf(home / "ลูก" / "school_fee_receipt_term2_2024.pdf", SCHOOL_RECEIPT)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
