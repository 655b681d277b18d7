"""The mookata folder: the papers of a mookata (Thai grill-and-hotpot) restaurant owner in Ubon, written by code.

The owner is คุณกัลยา พรหมวงศ์ (พี่กัน). With her husband อนุชา (พี่ชา, who runs the grills and the charcoal) she
runs "ชาล่า หมูกระทะ" (Chala Mookata), 118 ถนนชยางกูร อ.เมือง จ.อุบลราชธานี: dine-in buffet in the evening and
delivery sets through the KinDee Delivery app. Their daughter น้องพิม (ด.ญ.พิมพ์ชนก) is in ป.5, his father
พ่อคำผาย lives with them. It is November 2568 (2025).

Documents/ร้านหมูกระทะ/ (the business)
- ซัพพลายเออร์/IsanPork_pricelist_2025.pdf: English wholesale price list of Isan Pork Co., Ltd. for 2025
  (pork belly sliced 165 THB/kg, shoulder 155, marinated 150, liver 90).
- ซัพพลายเออร์/ราคาหมู_อีสานพอร์ค_2567.docx: last year's list of the same firm in Thai (บริษัท อีสานพอร์ค จำกัด),
  สามชั้นสไลซ์ 158 บาท/กก.
- ซัพพลายเออร์/IsanPork_invoice_IP-68-2291.pdf: October pork invoice, 42,550.00, due 1 Nov 2025.
- ซัพพลายเออร์/ใบเสนอราคาถ่าน_ถ่านดีวาริน.docx and ใบเสนอราคาถ่าน_เจริญถ่านไม้.docx: two similar charcoal quotes
  (eucalyptus charcoal 210 vs 195 a sack; 11,000 vs 11,100 a month, the second from อ.เดชอุดม with delivery 500).
- ซัพพลายเออร์/UbonGas_invoice_Oct2025.pdf: LPG cylinders for the kitchen and hotpot burners, 10,020.00.
- ซัพพลายเออร์/email_from_MekongFreshVeg_Nov2025.txt: English email: Chinese cabbage 26 -> 32 THB/kg, morning
  glory 25 -> 30 from 1 December 2025, delivery days Mon/Wed/Sat.
- แชท/แชทไลน์_เจ๊หน่อย_ผักวาริน.txt: LINE chat with a vegetable seller; the daily veg set goes from 30 sets at 85
  to 90, and they settle on 40 sets at ชุดละ 82 (3,280 a day).
- แชท/แชทไลน์_กลุ่มพนักงานชาล่า.txt: the staff group: New Year's Eve shifts (open till 02.00), the year-end
  bonus first 1,500 then 2,000 a head.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month: dine-in, delivery, total; expenses by
  month; a summary with profit), January to October.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/KinDee_statement_Oct2025.pdf: the delivery app's October statement (gross 118,640.00, commission 30%
  35,592.00, net payout 76,706.56 on 7 Nov 2025).
- พนักงาน/ตารางกะพนักงาน_พ.ย.68.xlsx: November shift roster (sheet of shifts by day, sheet of daily rates).
- พนักงาน/ค่าแรงพนักงาน_ตุลาคม68.md: October wages of six staff, 56,240 in all.
- เอกสารร้าน/หนังสือต่อสัญญาเช่า_ชยางกูร.docx: the landlady's letter: rent 25,000 -> 27,500 from 1 มกราคม 2569,
  3-year lease, deposit 82,500.
- เอกสารร้าน/ใบเสนอราคาจัดเลี้ยง_มูลนทีมอเตอร์_ร่าง.docx: draft year-end party quote, 80 people x 329, 32,520.
- เอกสารร้าน/ใบเสนอราคาจัดเลี้ยง_มูลนทีมอเตอร์_ฉบับจริง.docx: the final, 95 people x 319, 36,605.
- เอกสารร้าน/KrungsiamBank_SME_loan_Oct2025.pdf: English bank letter: equipment loan 350,000 at 6.25%, 36
  months, 10,688 a month, first payment 5 Dec 2025.
- แผนร้านปี2569.pptx: slides, the plan for next year (target 6,500,000, buffet 249 from 1 Jan 2026, a second
  branch at Warin).
- เมนูและราคา.md: the buffet and delivery-set prices.
- สูตรน้ำจิ้มสุกี้.md: the shop's dipping-sauce recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf: English electricity bill for the house, 2,583.26, due 3 Nov 2025.
- Bills/SiamTel_mobile_bill_Oct2025.pdf: family mobile package, 961.93.
- ประกัน/MunRiver_health_renewal_2025.pdf: English renewal notice of the father's health insurance (24,860, last
  year 22,400, pay by 30 Nov 2025); Thai name มูลริเวอร์ประกันภัย in the household book.
- ค่าเทอมพิม/ค่าเทอม_พิม_เทอม1-2568.docx and ค่าเทอม_พิม_เทอม2-2568.docx: school fee notices (24,650; 25,300).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวพรหมวงศ์.txt: the family's LINE group (fees, insurance, the father's doctor, New Year trip).
- นัดหมอพ่อ.md: notes on the father's appointments at สรรพสิทธิประสงค์ hospital.
- ทริปปีใหม่_โขงเจียม.md: a New Year trip plan (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ชาล่า หมูกระทะ (Chala Mookata) 118 ถนนชยางกูร ต.ในเมือง อ.เมือง จ.อุบลราชธานี 34000 โทร 081-765-2290"

# ---------------------------------------------------------------- pork supplier (English 2025, Thai 2567)
ISANPORK_PRICES_2025 = [
    "ISAN PORK CO., LTD.\n"
    "55/2 Moo 4, Warin Chamrap-Sisaket Road, Warin Chamrap, Ubon Ratchathani 34190  Tel. 045-321-778\n"
    "WHOLESALE PRICE LIST 2025 - FOR RESTAURANTS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, chilled, delivered.\n"
    "\n"
    "Pork belly, sliced 2 mm (for grill) ......... 165 THB/kg\n"
    "Pork shoulder (collar), sliced .............. 155 THB/kg\n"
    "Marinated pork, sesame-oyster sauce ......... 150 THB/kg\n"
    "Pork liver, sliced .......................... 90 THB/kg\n"
    "Minced pork ................................. 130 THB/kg\n"
    "Pork bacon, sliced .......................... 210 THB/kg\n"
    "\n"
    "Minimum order 40 kg per delivery. Free delivery in Ubon and Warin for orders over 8,000 THB.\n"
    "Payment: 14 days credit for regular customers.\n"
    "Contact: Somkiat Boonrueang, sales@isanpork.co.th",
]
ISANPORK_2567_TOP = ["บริษัท อีสานพอร์ค จำกัด", "55/2 หมู่ 4 ถ.วารินชำราบ-ศรีสะเกษ อ.วารินชำราบ จ.อุบลราชธานี",
                     "ใบราคาขายส่งสำหรับร้านอาหาร ปี 2567 (มกราคม – ธันวาคม 2567)", "ราคาต่อกิโลกรัม ส่งถึงร้าน"]
ISANPORK_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("หมูสามชั้นสไลซ์ 2 มม. (ปิ้งย่าง)", "158 บาท/กก."),
    ("สันคอหมูสไลซ์", "148 บาท/กก."),
    ("หมูหมักงาน้ำมันหอย", "142 บาท/กก."),
    ("ตับหมูสไลซ์", "85 บาท/กก."),
    ("หมูสับ", "125 บาท/กก."),
    ("เบคอนสไลซ์", "205 บาท/กก."),
]
ISANPORK_2567_BOTTOM = ["สั่งขั้นต่ำ 30 กก. ต่อเที่ยว ส่งฟรีในเขตอุบลฯ-วาริน เมื่อสั่งเกิน 6,000 บาท",
                        "เครดิต 7 วัน  ติดต่อ คุณสมเกียรติ บุญเรือง ฝ่ายขาย 045-321-778"]
ISANPORK_INVOICE = [
    "ISAN PORK CO., LTD.\n"
    "TAX INVOICE / INVOICE No. IP-68-2291\n"
    "Date: 17 Oct 2025          Due date: 1 Nov 2025\n"
    "Customer: Chala Mookata (Khun Kanlaya Phromwong), 118 Chayangkun Road, Mueang Ubon Ratchathani\n"
    "\n"
    "Item                               Qty      Unit price   Amount\n"
    "Pork belly, sliced 2 mm            120 kg   165.00       19,800.00\n"
    "Pork shoulder (collar), sliced     80 kg    155.00       12,400.00\n"
    "Marinated pork, sesame-oyster      60 kg    150.00       9,000.00\n"
    "Pork liver, sliced                 15 kg    90.00        1,350.00\n"
    "\n"
    "TOTAL DUE: 42,550.00 THB\n"
    "Please transfer to Bangkok Bank, account Isan Pork Co., Ltd., 341-7-22815-6\n"
    "and send the slip by LINE to @isanpork. Thank you for your business.",
]

# ---------------------------------------------------------------- charcoal quotes (two firms)
CHARCOAL_WARIN = [
    "ร้านถ่านดีวาริน",
    "88 หมู่ 2 ต.คำน้ำแซบ อ.วารินชำราบ จ.อุบลราชธานี โทร 093-118-4420",
    "ใบเสนอราคา เลขที่ TD-1125  วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณกัลยา ร้านชาล่า หมูกระทะ",
    "เรื่อง เสนอราคาถ่านสำหรับเตาหมูกระทะ ส่งประจำรายเดือน",
]
CHARCOAL_WARIN_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ถ่านไม้ยูคาคัดก้อน กระสอบ 20 กก.", "40 กระสอบ", "210", "8,400"),
    ("ถ่านอัดแท่งกะลามะพร้าว กล่อง 10 กก.", "10 กล่อง", "260", "2,600"),
    ("ค่าขนส่ง", "", "", "ส่งฟรี"),
    ("รวมต่อเดือน", "", "", "11,000"),
]
CHARCOAL_WARIN_BOTTOM = ["รวมทั้งสิ้นเดือนละ 11,000 บาท ส่งทุกวันจันทร์และพฤหัส",
                         "ชำระเงินสิ้นเดือน เครดิต 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
                         "ลงชื่อ นายประเสริฐ ดวงดี ผู้เสนอราคา"]
CHARCOAL_DETUDOM = [
    "เจริญถ่านไม้",
    "21 หมู่ 7 ต.เมืองเดช อ.เดชอุดม จ.อุบลราชธานี โทร 086-440-7315",
    "ใบเสนอราคา เลขที่ CR68/219  วันที่ 6 พฤศจิกายน 2568",
    "เรียน ร้านชาล่า หมูกระทะ (คุณกัลยา)",
    "เรื่อง ถ่านสำหรับร้านปิ้งย่าง ส่งรายเดือน",
]
CHARCOAL_DETUDOM_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ถ่านไม้ยูคา กระสอบ 20 กก.", "40 กระสอบ", "195", "7,800"),
    ("ถ่านอัดแท่งกะลามะพร้าว กล่อง 10 กก.", "10 กล่อง", "280", "2,800"),
    ("ค่าขนส่ง (เดชอุดม–ตัวเมืองอุบล)", "", "", "500"),
    ("รวมต่อเดือน", "", "", "11,100"),
]
CHARCOAL_DETUDOM_BOTTOM = ["รวมทั้งสิ้นเดือนละ 11,100 บาท ส่งเดือนละ 2 รอบ (ต้นเดือน กลางเดือน)",
                           "ชำระเงินสดวันส่งของ",
                           "ลงชื่อ นางเจริญศรี ทองมา ผู้เสนอราคา"]

# ---------------------------------------------------------------- gas, veg email
UBONGAS_INVOICE = [
    "UBON GAS SUPPLY LTD.\n"
    "LPG for homes and restaurants - 301 Sappasit Road, Mueang Ubon Ratchathani\n"
    "INVOICE No. UG-10-4471        Date: 20 Oct 2025\n"
    "Bill to: Chala Mookata, 118 Chayangkun Road\n"
    "\n"
    "LPG cylinder 48 kg (refill)      6 x 1,380.00    8,280.00\n"
    "LPG cylinder 15 kg (refill)      4 x 435.00      1,740.00\n"
    "Regulator check                  free\n"
    "\n"
    "TOTAL 10,020.00 THB   Paid by transfer 20 Oct 2025. Thank you.",
]
MEKONG_EMAIL = """From: Wipada Saengarun <orders@mekongfreshveg.co.th>
To: chalamookata.ubon@gmail.com
Date: Wed, 12 Nov 2025 09:17
Subject: Price update and delivery days from 1 December

Dear Khun Kanlaya,

Thank you for ordering from Mekong Fresh Veg. Because of the late floods along the Mun river, several
vegetables cost us more this month. From 1 December 2025:

1. Chinese cabbage will be 32 THB/kg (now 26 THB/kg).
2. Morning glory will be 30 THB/kg (now 25 THB/kg).
3. Enoki mushroom, baby corn and glass noodles do not change.

We will also deliver on Monday, Wednesday and Saturday (not Tuesday and Friday any more).
Free delivery for orders over 1,500 THB; below that the delivery fee is 60 THB.

Best regards,
Wipada Saengarun
Mekong Fresh Veg Co., Ltd. - Ubon Ratchathani
045-250-613
"""

# ---------------------------------------------------------------- delivery app, bank
KINDEE_STATEMENT = [
    "KINDEE DELIVERY CO., LTD.\n"
    "MERCHANT STATEMENT - October 2025\n"
    "Merchant: Chala Mookata (Ubon Ratchathani)     Merchant ID: KD-UBN-00873\n"
    "Statement period: 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Completed orders                     412\n"
    "Gross food sales                     118,640.00 THB\n"
    "Commission (GP) 30%                  -35,592.00 THB\n"
    "VAT 7% on commission                 -2,491.44 THB\n"
    "Merchant-funded promotions           -3,850.00 THB\n"
    "\n"
    "NET PAYOUT                           76,706.56 THB\n"
    "Payout date: 7 Nov 2025 to Bangkok Bank account xxx-x-x4521-x\n"
    "Cancelled orders: 9 (not charged). Average order value: 287.96 THB.",
    "Top items in October\n"
    "1. Mookata set for 2 (299 THB)     218 orders\n"
    "2. Mookata set for 4 (499 THB)     121 orders\n"
    "3. Extra pork belly 200 g (89 THB)  346 add-ons\n"
    "Customer rating: 4.7 / 5 (1,082 ratings)\n"
    "Questions? merchant@kindee.co.th",
]
LOAN_LETTER = [
    "KRUNGSIAM BANK PUBLIC COMPANY LIMITED\n"
    "Ubon Ratchathani Branch, Uparat Road\n"
    "28 October 2025\n"
    "\n"
    "LOAN APPROVAL AND REPAYMENT SCHEDULE - SME EQUIPMENT LOAN\n"
    "Dear Mrs. Kanlaya Phromwong (Chala Mookata),\n"
    "We are pleased to inform you that your application dated 2 October 2025 has been approved.\n"
    "\n"
    "Loan no.: SME-6810-0457\n"
    "Purpose: smoke extraction hoods and 12 grill tables\n"
    "Loan amount: 350,000 THB\n"
    "Interest rate: 6.25% per year (fixed for the first 2 years)\n"
    "Term: 36 months\n"
    "Monthly installment: 10,688 THB, debited on the 5th of each month\n"
    "First payment: 5 Dec 2025     Last payment: 5 Nov 2028\n"
    "Front-end fee: 1,750 THB (deducted from the loan)\n"
    "\n"
    "Please keep at least 10,688 THB in account 612-3-08841-9 before each debit date.\n"
    "Relationship manager: Khun Thanawat, 089-227-5160\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]

# ---------------------------------------------------------------- landlord letter, party quotes
LEASE_LETTER = [
    "นางบุญเรือน แสงทอง",
    "120/1 ถนนชยางกูร ต.ในเมือง อ.เมือง จ.อุบลราชธานี",
    "10 ตุลาคม 2568",
    "เรื่อง แจ้งต่อสัญญาเช่าอาคารพาณิชย์และอัตราค่าเช่าใหม่",
    "เรียน คุณกัลยา พรหมวงศ์ ผู้เช่าอาคารเลขที่ 118 ถนนชยางกูร",
    "ตามที่สัญญาเช่าอาคารฉบับปัจจุบันจะสิ้นสุดวันที่ 31 ธันวาคม 2568 ดิฉันยินดีให้เช่าต่ออีก 3 ปี "
    "ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571",
    "เนื่องจากภาษีที่ดินและค่าซ่อมหลังคาที่สูงขึ้น ขอปรับค่าเช่าจากเดิมเดือนละ 25,000 บาท "
    "เป็นเดือนละ 27,500 บาท ตั้งแต่วันที่ 1 มกราคม 2569",
    "เงินประกันการเช่าปรับเป็น 3 เดือน คือ 82,500 บาท (ชำระเพิ่มจากที่วางไว้ 75,000 บาท อีก 7,500 บาท)",
    "ค่าเช่าชำระภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีกรุงไทย 419-0-55218-3 ชื่อบัญชี บุญเรือน แสงทอง",
    "ผู้เช่ารับผิดชอบค่าน้ำ ค่าไฟ และค่าซ่อมแซมภายในร้านเอง",
    "หากประสงค์จะต่อสัญญา กรุณาแจ้งตอบภายในวันที่ 30 พฤศจิกายน 2568",
    "ขอแสดงความนับถือ",
    "บุญเรือน แสงทอง ผู้ให้เช่า",
]
PARTY_TO = "เรียน คุณอรุณี ฝ่ายบุคคล บริษัท มูลนทีมอเตอร์ จำกัด"
PARTY_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ CL-2568-014",
    "วันที่ 25 ตุลาคม 2568",
    PARTY_TO,
    "เรื่อง งานเลี้ยงปีใหม่พนักงาน แบบเหมาร้าน วันศุกร์ที่ 19 ธันวาคม 2568 เวลา 18.00–22.00 น.",
]
PARTY_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บุฟเฟต์หมูกระทะ (หมู ทะเล ผัก ของหวาน)", "80 คน", "329", "26,320"),
    ("น้ำอัดลม น้ำเปล่า น้ำแข็ง ไม่อั้น", "80 คน", "40", "3,200"),
    ("ค่าปิดร้าน (เหมาร้าน)", "", "", "3,000"),
    ("รวมทั้งสิ้น", "", "", "32,520"),
]
PARTY_DRAFT_BOTTOM = ["รวมทั้งสิ้น 32,520 บาท",
                      "ร่าง ยังไม่ส่ง รอคุณอรุณียืนยันจำนวนคนก่อน"]
PARTY_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ CL-2568-014 (ฉบับแก้ไข)",
    "วันที่ 3 พฤศจิกายน 2568",
    PARTY_TO,
    "เรื่อง งานเลี้ยงปีใหม่พนักงาน แบบเหมาร้าน วันศุกร์ที่ 19 ธันวาคม 2568 เวลา 18.00–22.00 น.",
]
PARTY_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บุฟเฟต์หมูกระทะ (หมู ทะเล ผัก ของหวาน)", "95 คน", "319", "30,305"),
    ("น้ำอัดลม น้ำเปล่า น้ำแข็ง ไม่อั้น", "95 คน", "40", "3,800"),
    ("ค่าปิดร้าน (เหมาร้าน)", "", "", "2,500"),
    ("รวมทั้งสิ้น", "", "", "36,605"),
]
PARTY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 36,605 บาท (สามหมื่นหกพันหกร้อยห้าบาทถ้วน)",
    "ลดราคาบุฟเฟต์จาก 329 เหลือ 319 บาทต่อคน เพราะเกิน 90 คน และลดค่าปิดร้านเหลือ 2,500 บาท",
    "มัดจำ 10,000 บาท ภายในวันที่ 5 ธันวาคม 2568 ส่วนที่เหลือชำระหลังจบงาน",
    "ลงชื่อ กัลยา พรหมวงศ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- books
DINE_2568 = [412300, 398500, 446800, 468900, 421700, 355200, 338600, 349100, 362400, 391800]
DELIVERY_2568 = [72400, 70150, 81300, 85600, 90250, 96800, 104300, 109750, 112900, 118640]
WAGES_2568 = [52800, 52800, 54600, 56400, 56400, 53200, 53200, 54100, 54900, 56240]
FUEL_2568 = [19800, 19200, 21400, 22100, 20600, 18300, 17900, 18400, 19100, 21020]
DINE_2567 = [386200, 371400, 418900, 452300, 401800, 332100, 318700, 327400, 341200, 368900, 402600, 498700]
DELIVERY_2567 = [41200, 43800, 47600, 52300, 55100, 58900, 61400, 63800, 66200, 68700, 70100, 82400]
WAGES_2567 = [48600, 48600, 50400, 52200, 52200, 49800, 49800, 50400, 51300, 52200, 53100, 58500]
FUEL_2567 = [18200, 17600, 19700, 20800, 19100, 17000, 16500, 17100, 17600, 18900, 19800, 23400]


def _book(path: Path, year: str, dine: list[int], delivery: list[int], wages: list[int], fuel: list[int],
          rent: int) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านชาล่า หมูกระทะ ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Dine-in, THB)", "เดลิเวอรี่ KinDee (Delivery, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, dine, delivery):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(dine), sum(delivery), sum(dine) + sum(delivery)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "เนื้อสัตว์ (Meat)", "ผัก (Vegetables)", "ถ่าน+แก๊ส (Charcoal & gas)",
                  "ค่าแรง (Wages)", "ค่าเช่าร้าน (Rent)", "รวม (Total)"])
    totals = []
    for month, a, b, w, f in zip(MONTHS, dine, delivery, wages, fuel):
        meat, veg = int(round((a + b) * 0.36, -2)), int(round((a + b) * 0.08, -2))
        total = meat + veg + f + w + rent
        totals.append(total)
        costs.append([f"{month} {year}", meat, veg, f, w, rent, total])
    for column in range(2, 8):
        money_format(costs, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append([f"สรุปกำไรขาดทุน ปี {year} (Profit {year})"])
    summary.append(["เดือน (Month)", "ยอดขาย (Sales)", "ค่าใช้จ่าย (Expenses)", "กำไร (Profit)"])
    for month, a, b, t in zip(MONTHS, dine, delivery, totals):
        summary.append([f"{month} {year}", a + b, t, a + b - t])
    for column in (2, 3, 4):
        money_format(summary, column)
    book.save(path)


SHIFT_STAFF = [
    ("พี่แหม่ม (ครัว/เตรียมหมู)", 450, ["14-23", "14-23", "OFF", "14-23", "14-23", "14-23", "14-23"]),
    ("น้องบีม (หน้าร้าน)", 380, ["16-24", "OFF", "16-24", "16-24", "16-24", "16-24", "16-24"]),
    ("น้องต้าร์ (เสิร์ฟ/ล้างกระทะ)", 360, ["16-24", "16-24", "16-24", "OFF", "16-24", "16-24", "16-24"]),
    ("ลุงสมาน (ก่อเตาถ่าน)", 400, ["15-23", "15-23", "15-23", "15-23", "OFF", "15-23", "15-23"]),
    ("น้องฝน (แคชเชียร์/แพ็กเดลิเวอรี่)", 380, ["OFF", "16-24", "16-24", "16-24", "16-24", "16-24", "16-24"]),
    ("น้องเก่ง (พาร์ตไทม์ ชม.ละ 60)", 60, ["OFF", "OFF", "OFF", "OFF", "18-24", "18-24", "18-24"]),
]


def _shifts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "กะ พ.ย. 68"
    sheet.append(["ตารางกะพนักงาน พฤศจิกายน 2568 (ใช้ทุกสัปดาห์ ร้านเปิด 16.00–24.00 น.)"])
    sheet.append(["ชื่อ", "จันทร์", "อังคาร", "พุธ", "พฤหัส", "ศุกร์", "เสาร์", "อาทิตย์"])
    for name, _, days in SHIFT_STAFF:
        sheet.append([name] + days)
    sheet.append(["หมายเหตุ: เสาร์ 22 พ.ย. งานเลี้ยงรุ่น จองทั้งร้าน ทุกคนเข้า 15.00"])
    rates = book.create_sheet("ค่าแรง Rates")
    rates.append(["ชื่อ", "ค่าแรงต่อวัน (บาท)", "วันทำงานต่อสัปดาห์"])
    for name, rate, days in SHIFT_STAFF:
        rates.append([name, rate, sum(d != "OFF" for d in days)])
    money_format(rates, 2)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2418.75, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 961.93, "SiamTel 3 เบอร์"), ("ค่ากับข้าว (Food)", 8600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, "รถเก๋ง"),
                  ("ประกันอุบัติเหตุน้องพิม (Child PA insurance)", 450, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษพิม (Tutoring)", 2400, "ภาษาอังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2692.10, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 961.93, "SiamTel 3 เบอร์"), ("ค่ากับข้าว (Food)", 9150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4200, "รถเก๋ง"),
                  ("ประกันอุบัติเหตุน้องพิม (Child PA insurance)", 450, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษพิม (Tutoring)", 2400, "ภาษาอังกฤษ"),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1350, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2583.26, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 961.93, "SiamTel 3 เบอร์"), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4050, "รถเก๋ง"),
                  ("ประกันอุบัติเหตุน้องพิม (Child PA insurance)", 450, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2980, "รพ.สรรพสิทธิฯ"),
                  ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""), ("ค่าเรียนพิเศษพิม (Tutoring)", 2400, "ภาษาอังกฤษ")],
}


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


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนมูลวิทยา อุบลราชธานี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.พิมพ์ชนก พรหมวงศ์  ชั้น ป.5/1  เลขประจำตัว 30882"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4477-2310",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่าหนังสือและชุดนักเรียน", "3,350")], "24,650", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่าเข้าค่ายลูกเสือ-เนตรนารี", "1,200"), ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "2,800")],
                "25,300", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ubon Ratchathani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Anucha Phromwong\n"
    "Address: 45/7 Moo 9, Kham Yai, Mueang Ubon Ratchathani 34000\n"
    "Customer no. 020033871204\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,457 -> 31,993   Units used: 536 kWh\n"
    "Energy charge 2,356.21  Ft 19.83  Service 38.22  VAT 7% 169.00\n"
    "AMOUNT DUE: 2,583.26 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
SIAMTEL_BILL = [
    "SIAMTEL MOBILE CO., LTD.\n"
    "MONTHLY BILL - October 2025\n"
    "Customer: Kanlaya Phromwong    Account: ST-8820-1146\n"
    "Family Share 3 lines (081-765-2290, 089-402-7731, 062-115-8806)   899.00\n"
    "VAT 7%                                                             62.93\n"
    "TOTAL                                                             961.93 THB\n"
    "Due date: 28 Oct 2025. Paid by credit card auto-debit.",
]
INSURANCE_LETTER = [
    "MUN RIVER INSURANCE PUBLIC COMPANY LIMITED\n"
    "Ubon Ratchathani Branch, Chayangkun Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (SENIOR CARE PLAN)\n"
    "Dear Mrs. Kanlaya Phromwong (policy payer),\n"
    "Policy no. MRH-2207-3381, insured person: Mr. Khamphai Phromwong, age 68\n"
    "Current cover ends on 14 Dec 2025.\n"
    "\n"
    "Renewal period: 15 Dec 2025 - 14 Dec 2026\n"
    "In-patient benefit: up to 300,000 THB per year (room 2,500 THB per night)\n"
    "Annual premium: 24,860 THB (last year 22,400 THB); the premium rises with the age band 66-70.\n"
    "Please pay by 30 Nov 2025 by bank transfer, at any branch, or through your agent Khun Jintana (081-556-3047).\n"
    "If the premium is not received by this date, the policy will lapse and a new health check may be needed.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Services Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(DINE_2568) + sum(DELIVERY_2568)
    return [
        ("แผนร้านชาล่า หมูกระทะ ปี 2569", "Chala Mookata - plan for 2026\nกัลยา & อนุชา พรหมวงศ์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "เดลิเวอรี่โตทุกเดือน ต.ค. แตะ 118,640 บาท แต่โดน GP 30%\n"
                         "ปัญหา: ควันในร้าน (กู้ธนาคารทำฮู้ดดูดควันแล้ว), ค่าเช่าขึ้นปีหน้า"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,500,000 บาท\nปรับราคาบุฟเฟต์ผู้ใหญ่จาก 229 เป็น 249 บาท ตั้งแต่ 1 ม.ค. 2569\n"
                            "รับงานเลี้ยงบริษัท/เหมาร้าน เดือนละ 2 งาน"),
        ("สาขา 2 วารินชำราบ", "งบลงทุน 450,000 บาท (ตกแต่ง 180,000 + โต๊ะเตา 20 ชุด 160,000 + อื่นๆ 110,000)\n"
                              "เปิดเดือนมิถุนายน 2569\nจ้างพนักงานเพิ่ม 4 คน"),
        ("ลดต้นทุน", "เปลี่ยนเจ้าถ่าน (เทียบใบเสนอราคา 2 เจ้า)\nสั่งหมูตรงจากอีสานพอร์คทีละ 300 กก. ขอส่วนลด 3%\n"
                     "เปิด LINE OA รับออเดอร์เอง ลด GP"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านหมูกระทะ/ซัพพลายเออร์/email_from_MekongFreshVeg_Nov2025.txt": MEKONG_EMAIL,
    "ร้านหมูกระทะ/แชท/แชทไลน์_เจ๊หน่อย_ผักวาริน.txt": """[3 พ.ย. 68 07:10] เจ๊หน่อย ผักวาริน: กันจ๋า ชุดผักรวมหมูกระทะ (ผักกาดขาว ผักบุ้ง ข้าวโพดอ่อน เห็ดเข็มทอง วุ้นเส้น) ชุดละ 85 นะ เอาวันละกี่ชุด
[3 พ.ย. 68 07:32] กัน ชาล่า: วันละ 30 ชุดค่ะเจ๊ ส่งก่อนบ่าย 3 นะคะ
[3 พ.ย. 68 07:33] เจ๊หน่อย ผักวาริน: ได้จ้า 30 ชุด วันละ 2,550
[10 พ.ย. 68 21:05] เจ๊หน่อย ผักวาริน: กัน ผักกาดขาวขึ้นราคาเพราะน้ำท่วม เจ๊ขอปรับเป็นชุดละ 90 นะ
[10 พ.ย. 68 21:18] กัน ชาล่า: โห เจ๊ ขึ้นเยอะจัง ถ้าหนูเพิ่มเป็นวันละ 40 ชุด ได้ราคาเท่าไหร่คะ ช่วงปีใหม่ลูกค้าเยอะ
[10 พ.ย. 68 21:40] เจ๊หน่อย ผักวาริน: 40 ชุด เจ๊ให้ชุดละ 82 เลย ไม่ขึ้นแล้ว
[10 พ.ย. 68 21:42] กัน ชาล่า: ตกลงค่ะ 40 ชุด ชุดละ 82 เริ่ม 15 พ.ย. นะคะ วันละ 3,280 จ่ายทุกวันเสาร์
[10 พ.ย. 68 21:43] เจ๊หน่อย ผักวาริน: โอเคจ้า 3,280 ต่อวัน
[15 พ.ย. 68 14:50] เจ๊หน่อย ผักวาริน: ส่งแล้วนะ 40 ชุด ฝากน้องต้าร์เซ็นรับ
""",
    "ร้านหมูกระทะ/แชท/แชทไลน์_กลุ่มพนักงานชาล่า.txt": """[14 พ.ย. 68 23:40] พี่กัน: ประกาศจ้า คืน 31 ธ.ค. ร้านเปิดถึงตี 2 (02.00 น.) เคาท์ดาวน์กัน ทุกคนเข้า 15.00 น.
[14 พ.ย. 68 23:41] พี่กัน: คืนนั้นได้ค่าแรงเพิ่มคนละ 300 บาท + ข้าวกล่อง
[14 พ.ย. 68 23:45] น้องบีม: รับทราบค่ะพี่
[14 พ.ย. 68 23:47] ลุงสมาน: ลุงขอกลับบ้านวันที่ 1 ม.ค. ทั้งวันได้ไหม ไปบุญที่ศรีสะเกษ
[14 พ.ย. 68 23:50] พี่กัน: ได้จ้าลุง วันที่ 1 ม.ค. ร้านปิดทั้งวันอยู่แล้ว เปิดอีกที 2 ม.ค.
[15 พ.ย. 68 00:05] พี่ชา: โบนัสสิ้นปีปีนี้คนละ 1,500 นะทุกคน จ่ายพร้อมเงินเดือน 30 ธ.ค.
[15 พ.ย. 68 00:06] น้องต้าร์: เย้ ขอบคุณครับ
[16 พ.ย. 68 10:12] พี่กัน: แก้ไขนะ คุยกับพี่ชาแล้ว ปีนี้ยอดเดลิเวอรี่ดี ขึ้นโบนัสเป็นคนละ 2,000 บาท จ่าย 30 ธ.ค. เหมือนเดิม
[16 พ.ย. 68 10:13] พี่แหม่ม: ขอบคุณค่ะเจ๊ 🙏
[16 พ.ย. 68 10:20] น้องฝน: หนูขอแลกกะวันพุธ 26 พ.ย. กับน้องบีมนะคะ ไปสอบ
[16 พ.ย. 68 10:22] น้องบีม: ได้ค่ะ
""",
    "ร้านหมูกระทะ/พนักงาน/ค่าแรงพนักงาน_ตุลาคม68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| พี่แหม่ม (ครัว) | 450 บาท | 26 วัน | 11,700 บาท |
| น้องบีม (หน้าร้าน) | 380 บาท | 25 วัน | 9,500 บาท |
| น้องต้าร์ (เสิร์ฟ/ล้าง) | 360 บาท | 26 วัน | 9,360 บาท |
| ลุงสมาน (เตาถ่าน) | 400 บาท | 27 วัน | 10,800 บาท |
| น้องฝน (แคชเชียร์) | 380 บาท | 24 วัน | 9,120 บาท |
| น้องเก่ง (พาร์ตไทม์) | 60 บาท/ชม. | 96 ชม. | 5,760 บาท |

รวมจ่ายค่าแรง ต.ค. 56,240 บาท จ่ายแล้ว 31 ต.ค.
น้องต้าร์เบิกล่วงหน้า 1,500 หักแล้วในยอดนี้
""",
    "ร้านหมูกระทะ/เมนูและราคา.md": """# ชาล่า หมูกระทะ เมนูและราคา (ใช้ถึง 31 ธ.ค. 2568)

## บุฟเฟต์หน้าร้าน (เวลา 2 ชั่วโมง)
- ผู้ใหญ่ 229 บาท
- เด็กสูงไม่เกิน 130 ซม. 119 บาท
- เด็กต่ำกว่า 90 ซม. ฟรี
- รีฟิลน้ำ 29 บาท/คน

## ชุดเดลิเวอรี่ (KinDee)
- ชุด 2 คน 299 บาท (หมู 400 กรัม ผักรวม น้ำจิ้ม 2 ถ้วย)
- ชุด 4 คน 499 บาท (หมู 800 กรัม ทะเล ผักรวม วุ้นเส้น)
- เพิ่มหมูสามชั้น 200 กรัม 89 บาท
- เช่ากระทะ+เตาถ่าน มัดจำ 300 บาท คืนเมื่อคืนเตา
""",
    "ร้านหมูกระทะ/สูตรน้ำจิ้มสุกี้.md": """# น้ำจิ้มสุกี้ชาล่า (สูตรพี่แหม่ม)
- ซอสพริก 1 ขวดใหญ่
- เต้าหู้ยี้ 4 ก้อน
- น้ำมะนาว 1/2 ถ้วย
- กระเทียมสับ พริกสด ผักชี
- งาขาวคั่ว 3 ช้อนโต๊ะ
ปั่นให้ละเอียด ทำทีละ 5 ลิตร เก็บในตู้เย็นได้ 3 วัน
""",
    "บ้าน/แชทไลน์_ครอบครัวพรหมวงศ์.txt": """[1 พ.ย. 68 20:05] กัน: พี่ชา ค่าเทอมพิมเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 25,300
[1 พ.ย. 68 20:09] ชา: พรุ่งนี้โอนให้ ประกันพ่อก็มาแล้วนะ ปีนี้ขึ้นอีก
[1 พ.ย. 68 20:10] กัน: เห็นแล้ว ต้องจ่ายก่อน 30 พ.ย.
[2 พ.ย. 68 07:15] พ่อคำผาย: วันที่ 18 พ่อนัดหมอที่สรรพสิทธิ์ ใครไปส่งได้
[2 พ.ย. 68 07:20] ชา: ผมไปส่งเองพ่อ ตอนเช้าร้านยังไม่เปิด
[2 พ.ย. 68 12:31] พิม: แม่คะ หนูต้องใช้ชุดลูกเสือใหม่ไปค่าย 300 บาท
[2 พ.ย. 68 12:40] กัน: ได้ลูก เดี๋ยวแม่ซื้อให้
[5 พ.ย. 68 21:02] ชา: ปีใหม่ไปโขงเจียมกันไหม ปิดร้าน 1 ม.ค. อยู่แล้ว
[5 พ.ย. 68 21:10] กัน: ไปได้แค่วันที่ 1–2 นะ 2 ม.ค. เย็นต้องเปิดร้าน
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อคำผาย)
- โรคความดัน + ไขมัน รักษาที่ รพ.สรรพสิทธิประสงค์
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 07.30 น. งดน้ำงดอาหารหลังเที่ยงคืน (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,980 บาท
- หมอบอกให้ลดของเค็ม ลดหมูสามชั้น
""",
    "บ้าน/ทริปปีใหม่_โขงเจียม.md": """# ทริปปีใหม่ โขงเจียม 1–2 ม.ค. 2569
- ออกจากบ้าน 1 ม.ค. 7 โมงเช้า ขับรถประมาณ 1 ชั่วโมงครึ่ง
- ดูพระอาทิตย์ขึ้นที่ผาแต้ม (ถ้าตื่นทัน) / แม่น้ำสองสี
- ที่พัก: รีสอร์ทริมโขง 1 คืน 1,800 บาท (2 ห้อง)
- งบทั้งทริปประมาณ 8,000 บาท
- กลับถึงอุบลฯ 2 ม.ค. บ่าย 2 ให้ทันเปิดร้าน
""",
}
TODO = {"todo.md": """- ตอบป้าบุญเรือนเรื่องต่อสัญญาเช่า ก่อน 30 พ.ย.
- เลือกเจ้าถ่าน (ดีวาริน หรือ เจริญถ่านไม้)
- โอนค่าหมูอีสานพอร์ค
- จ่ายประกันสุขภาพพ่อ ก่อน 30 พ.ย.
- เตรียมเงินผ่อนธนาคาร งวดแรก 5 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านหมูกระทะ"
    suppliers, books, staff, papers = shop / "ซัพพลายเออร์", shop / "บัญชี", shop / "พนักงาน", shop / "เอกสารร้าน"
    home = docs / "บ้าน"
    for folder in (suppliers, books, staff, papers, shop / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอมพิม"):
        folder.mkdir(parents=True, exist_ok=True)
    make_pdf(suppliers / "IsanPork_pricelist_2025.pdf", ISANPORK_PRICES_2025)
    write_docx(suppliers / "ราคาหมู_อีสานพอร์ค_2567.docx", ISANPORK_2567_TOP, ISANPORK_2567_TABLE,
               bottom=ISANPORK_2567_BOTTOM)
    make_pdf(suppliers / "IsanPork_invoice_IP-68-2291.pdf", ISANPORK_INVOICE)
    write_docx(suppliers / "ใบเสนอราคาถ่าน_ถ่านดีวาริน.docx", CHARCOAL_WARIN, CHARCOAL_WARIN_TABLE,
               bottom=CHARCOAL_WARIN_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคาถ่าน_เจริญถ่านไม้.docx", CHARCOAL_DETUDOM, CHARCOAL_DETUDOM_TABLE,
               bottom=CHARCOAL_DETUDOM_BOTTOM)
    make_pdf(suppliers / "UbonGas_invoice_Oct2025.pdf", UBONGAS_INVOICE)
    _book(books / "ยอดขายร้าน_2568.xlsx", "2568", DINE_2568, DELIVERY_2568, WAGES_2568, FUEL_2568, 25000)
    _book(books / "ยอดขายร้าน_2567.xlsx", "2567", DINE_2567, DELIVERY_2567, WAGES_2567, FUEL_2567, 22000)
    make_pdf(books / "KinDee_statement_Oct2025.pdf", KINDEE_STATEMENT)
    _shifts(staff / "ตารางกะพนักงาน_พ.ย.68.xlsx")
    write_docx(papers / "หนังสือต่อสัญญาเช่า_ชยางกูร.docx", LEASE_LETTER)
    write_docx(papers / "ใบเสนอราคาจัดเลี้ยง_มูลนทีมอเตอร์_ร่าง.docx", PARTY_DRAFT, PARTY_DRAFT_TABLE,
               bottom=PARTY_DRAFT_BOTTOM)
    write_docx(papers / "ใบเสนอราคาจัดเลี้ยง_มูลนทีมอเตอร์_ฉบับจริง.docx", PARTY_FINAL, PARTY_FINAL_TABLE,
               bottom=PARTY_FINAL_BOTTOM)
    make_pdf(papers / "KrungsiamBank_SME_loan_Oct2025.pdf", LOAN_LETTER)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SiamTel_mobile_bill_Oct2025.pdf", SIAMTEL_BILL)
    make_pdf(home / "ประกัน" / "MunRiver_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมพิม" / "ค่าเทอม_พิม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมพิม" / "ค่าเทอม_พิม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
