"""The palmsugar folder: the papers of a Phetchaburi palm-sugar maker and her household, written by code.

The owner is คุณบุญเรือน ศรีทอง (พี่เรือน). She runs "น้ำตาลโตนดเรือนทอง" (Ruean Thong Palm Sugar) at
45 หมู่ 4 ต.ท่าเสน อ.บ้านลาด จ.เพชรบุรี: she cooks palm sap into cakes, jars, powder and syrup and sells to
souvenir shops, a dessert shop, a Bangkok cafe and online. Her husband ประเสริฐ (พี่เสริฐ) climbs the palms, her
daughter ใบเตย (ด.ญ.ใบเตย) is in ม.1, her father ตาเปลี่ยน lives with them. It is November 2568 (2025).

Documents/น้ำตาลโตนด/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ของฝากหงส์ทอง_ร่าง.docx: draft quote QT-2568-022 to ร้านของฝากหงส์ทอง (เจ๊หงส์, Cha-am),
  a monthly order of cakes, jars, powder and syrup, 38,350 a month.
- ใบเสนอราคา/ใบเสนอราคา_ของฝากหงส์ทอง_ฉบับจริง.docx: the final of the same quote, other figures, 41,670 a month.
- Suppliers/SiamGlassPack_jar_quotation.pdf: English quotation for 3,000 glass jars with lids, total 29,211.00.
- Suppliers/ใบเสนอราคา_ขวดโหล_เพชรบุรีบรรจุภัณฑ์.docx: a similar Thai quote from another firm, total 28,569.
- Suppliers/email_from_SiamGlassPack_Nov2025.txt: an English email: the jar quote held to 30 Nov, lead time 10 days.
- Suppliers/PetchPrint_label_pricelist_2025.pdf: English label/sticker price list of Petch Print Co., Ltd. (2025).
- Suppliers/ราคาฉลาก_เพชรพริ้นท์_2567.docx: last year's list of the same firm in Thai (บริษัท เพชรพริ้นท์ จำกัด).
- Suppliers/PetchPrint_invoice_INV-25-0932.pdf: an October label invoice, 8,613.50, due 8 Nov 2025.
- เอกสาร/สัญญาซื้อขาย_ร้านขนมแม่ละมัย.docx: a supply contract with a dessert shop, 150 กิโลกรัม a month at
  125 บาท, deposit 10,000.
- เอกสาร/SiamRural_SME_loan_approval.pdf: the bank's English loan approval, 180,000 at 5.75%, 36 months, 5,456 a month.
- เอกสาร/หนังสือพัฒนาชุมชน_งานOTOP.docx: the district office's letter inviting her to the Cha-am OTOP fair
  (booth 2,500, confirm by 25 พฤศจิกายน 2568).
- บัญชี/ยอดขายน้ำตาลโตนด_2568.xlsx: this year's book, three sheets (sales by month; expenses by month;
  sap and sugar produced by month), January to October.
- บัญชี/ยอดขายน้ำตาลโตนด_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ยอดขายแยกสินค้า_2568.xlsx: sales by product, months as columns.
- บัญชี/ค่าจ้างคนขึ้นตาล_ตุลาคม68.md: October wages of the two climbers and the cook, 14,400.
- บัญชี/ออเดอร์ออนไลน์_ตุลาคม68.md: October online orders by channel, 114 orders, 15,700.
- แชท/แชทไลน์_เจ๊หงส์_ของฝาก.txt: LINE chat with the souvenir shop; December jars 150 -> 200 -> 180, 44,220.
- แชท/แชทไลน์_PalmBrew_คาเฟ่.txt: LINE chat with a Bangkok cafe; syrup 24 bottles at 230, later 36 at 220 บาท.
- แผนธุรกิจปี2569.pptx: slides, the plan for next year (1,100,000 target, the 180,000 loan, new products).
- สูตรขนมตาล.md: her palm-cake recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,685.74, due 3 Nov 2025) and Bills/PWA_water_bill_Oct2025.pdf (290.51).
- ประกัน/SukhothaiLife_renewal_Baitoey_2025.pdf: English renewal of the daughter's health plan (14,280 a year,
  1,190 a month, pay by 20 Dec 2025; last year 12,960).
- ประกัน/กรมธรรม์อัคคีภัยบ้าน_เพชรเกษมประกันภัย.docx: the house's fire insurance schedule (2,150 a year).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: fee notices (12,650; 11,500).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the daughter's health
  plan is paid to สุโขทัยประกันชีวิต (Sukhothai Life in the English letter).
- แชทไลน์_บ้านศรีทอง.txt: the family's LINE group (the shed roof repair 6,500 -> 5,800).
- นัดหมอพ่อ.md: notes on her father's eye appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the souvenir shop
SHOP_TOP = "น้ำตาลโตนดเรือนทอง (Ruean Thong Palm Sugar) 45 หมู่ 4 ต.ท่าเสน อ.บ้านลาด จ.เพชรบุรี โทร 081-945-2206"
HONG_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-022",
    "วันที่ 5 ตุลาคม 2568",
    "เรียน เจ๊หงส์ ร้านของฝากหงส์ทอง ถนนเพชรเกษม อ.ชะอำ",
    "เรื่อง น้ำตาลโตนดแท้ส่งร้านของฝาก ส่งเดือนละครั้ง",
]
HONG_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำตาลโตนดปึก ถุง 500 กรัม", "200 ถุง", "70", "14,000"),
    ("น้ำตาลโตนดในโหลแก้ว 250 กรัม", "150 โหล", "85", "12,750"),
    ("น้ำตาลโตนดผง ถุงซิป 300 กรัม", "100 ถุง", "65", "6,500"),
    ("ไซรัปน้ำตาลโตนด ขวด 250 มล.", "60 ขวด", "85", "5,100"),
    ("รวมต่อเดือน", "", "", "38,350"),
]
HONG_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 38,350 บาท (สามหมื่นแปดพันสามร้อยห้าสิบบาทถ้วน) ส่งฟรีถึงร้าน",
                     "ร่าง ยังไม่ได้ส่ง รอถามราคาถุงคราฟท์จากเพชรพริ้นท์ก่อน"]
HONG_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-022 (ฉบับแก้ไข)",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน เจ๊หงส์ ร้านของฝากหงส์ทอง ถนนเพชรเกษม อ.ชะอำ",
    "เรื่อง น้ำตาลโตนดแท้ส่งร้านของฝาก ส่งทุกวันที่ 15 ของเดือน เริ่ม 15 พฤศจิกายน 2568",
]
HONG_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำตาลโตนดปึก ถุงคราฟท์ 500 กรัม", "240 ถุง", "68", "16,320"),
    ("น้ำตาลโตนดในโหลแก้ว 250 กรัม", "150 โหล", "85", "12,750"),
    ("น้ำตาลโตนดผง ถุงซิป 300 กรัม", "120 ถุง", "65", "7,800"),
    ("ไซรัปน้ำตาลโตนด ขวด 250 มล.", "60 ขวด", "80", "4,800"),
    ("รวมต่อเดือน", "", "", "41,670"),
]
HONG_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 41,670 บาท (สี่หมื่นหนึ่งพันหกร้อยเจ็ดสิบบาทถ้วน) ส่งฟรีถึงร้าน",
    "เงื่อนไข: วางบิลวันส่งของ เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ บุญเรือน ศรีทอง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- jar quotes (two firms)
SIAMGLASS_QUOTE = [
    "SIAM GLASS PACK CO., LTD.\n"
    "Glass jars and bottles for food - 77/9 Ekachai Road, Bang Bon, Bangkok 10150\n"
    "QUOTATION No. SGP-Q25-1142     Date: 21 Oct 2025\n"
    "To: Ruean Thong Palm Sugar (Khun Boonruean Srithong), Ban Lat, Phetchaburi\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Hexagon glass jar 250 ml               3,000 pcs  6.80         20,400.00\n"
    "Gold metal twist lid 63 mm             3,000 pcs  1.90          5,700.00\n"
    "Delivery to Phetchaburi                1 trip                   1,200.00\n"
    "\n"
    "Subtotal 27,300.00   VAT 7% 1,911.00\n"
    "TOTAL 29,211.00 THB\n"
    "Lead time: 14 days after deposit. Deposit 50% with order.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Kanokwan Thongdee, sales@siamglasspack.co.th, 02-416-3380",
]
PBP_QUOTE = [
    "บริษัท เพชรบุรีบรรจุภัณฑ์ จำกัด",
    "99/3 ถนนเพชรเกษม ต.ต้นมะม่วง อ.เมือง จ.เพชรบุรี โทร 032-425-118",
    "ใบเสนอราคา เลขที่ PBP-6810-07  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณบุญเรือน ศรีทอง น้ำตาลโตนดเรือนทอง",
]
PBP_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ขวดโหลแก้วหกเหลี่ยม 250 มล.", "3,000 ใบ", "7.20", "21,600"),
    ("ฝาเกลียวโลหะสีทอง 63 มม.", "3,000 ใบ", "1.70", "5,100"),
    ("ค่าขนส่ง (ในจังหวัดเพชรบุรี)", "", "", "ฟรี"),
    ("รวม", "", "", "26,700"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,869"),
    ("รวมทั้งสิ้น", "", "", "28,569"),
]
PBP_BOTTOM = ["รวมทั้งสิ้น 28,569 บาท ส่งของภายใน 7 วันหลังยืนยันสั่ง",
              "ชำระเงินสดหรือโอนวันส่งของ ไม่ต้องวางมัดจำ ราคานี้ยืนราคา 15 วัน",
              "ผู้เสนอราคา นายวีระพงษ์ แสงทอง ฝ่ายขาย"]
SIAMGLASS_EMAIL = """From: Kanokwan Thongdee <sales@siamglasspack.co.th>
To: rueanthong.palmsugar@gmail.com
Date: Mon, 10 Nov 2025 14:20
Subject: RE: Quotation SGP-Q25-1142 - 250 ml hexagon jars

Dear Khun Boonruean,

Thank you for your call this morning. We can hold the prices in quotation SGP-Q25-1142 until 30 Nov 2025.
For orders of 5,000 jars or more, delivery to Phetchaburi is free of charge.
Our lead time is now 10 days after the deposit (not 14 days as in the quotation).

We have posted 6 sample jars with lids to your address today.

Best regards,
Kanokwan Thongdee
Sales, Siam Glass Pack Co., Ltd.
02-416-3380
"""

# ---------------------------------------------------------------- label printer (English and Thai)
PETCH_PRICES_2025 = [
    "PETCH PRINT CO., LTD.\n"
    "Labels, stickers and printed bags - 18 Ratchawithi Road, Mueang Phetchaburi 76000\n"
    "LABEL & STICKER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT not included.\n"
    "\n"
    "Round sticker 5 cm, PP waterproof ........ 850 THB per 1,000 pcs\n"
    "Jar label 4 x 8 cm, PP waterproof ........ 1,150 THB per 1,000 pcs\n"
    "Bottle label 6 x 10 cm, art paper ........ 1,380 THB per 1,000 pcs\n"
    "Kraft paper bag, logo 1 colour (500 g) ... 520 THB per 100 bags\n"
    "Artwork setup ............................. 300 THB per design\n"
    "\n"
    "Minimum order 1,000 pcs per design. Production 5 working days.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Khun Supaporn, petchprint@outlook.co.th, 032-410-775",
]
PETCH_PRICES_2567 = ["บริษัท เพชรพริ้นท์ จำกัด", "ใบราคาฉลากและสติกเกอร์ ปี 2567 (มกราคม – ธันวาคม 2567)",
                     "ราคายังไม่รวมภาษีมูลค่าเพิ่ม"]
PETCH_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("สติกเกอร์วงกลม 5 ซม. PP กันน้ำ", "780 บาท / 1,000 ดวง"),
    ("ฉลากติดโหล 4 x 8 ซม. PP กันน้ำ", "1,050 บาท / 1,000 ดวง"),
    ("ฉลากขวด 6 x 10 ซม. กระดาษอาร์ต", "1,290 บาท / 1,000 ดวง"),
    ("ถุงคราฟท์พิมพ์โลโก้ 1 สี (500 กรัม)", "480 บาท / 100 ใบ"),
    ("ค่าออกแบบ/ตั้งไฟล์", "250 บาท / แบบ"),
]
PETCH_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 1,000 ดวงต่อแบบ ผลิต 7 วันทำการ",
                            "ติดต่อ คุณสุภาพร ฝ่ายขาย โทร 032-410-775"]
PETCH_INVOICE = [
    "PETCH PRINT CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-25-0932\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Ruean Thong Palm Sugar (Khun Boonruean Srithong), 45 Moo 4, Tha Sen, Ban Lat, Phetchaburi\n"
    "\n"
    "Item                               Qty         Unit price      Amount\n"
    "Jar label 4 x 8 cm, PP             3,000 pcs   1,150 / 1,000   3,450.00\n"
    "Round sticker 5 cm, PP             2,000 pcs   850 / 1,000     1,700.00\n"
    "Kraft paper bag, logo (500 g)      500 bags    520 / 100       2,600.00\n"
    "Artwork setup (new kraft bag)      1 design    300.00            300.00\n"
    "\n"
    "Subtotal 8,050.00   VAT 7% 563.50\n"
    "TOTAL DUE: 8,613.50 THB\n"
    "Please transfer to Krungthai Bank, Petch Print Co., Ltd., 764-0-33218-9\n"
    "and send the slip by LINE @petchprint. Thank you.",
]

# ---------------------------------------------------------------- contract, bank, district office
LAMAI_CONTRACT = [
    "สัญญาซื้อขายน้ำตาลโตนด",
    "สัญญาเลขที่ 5/2568  ทำที่ ร้านขนมหวานแม่ละมัย ถนนดำเนินเกษม อ.เมือง จ.เพชรบุรี  วันที่ 1 กันยายน 2568",
    "ระหว่าง นางละมัย จันทร์หอม เจ้าของร้านขนมหวานแม่ละมัย ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นางบุญเรือน ศรีทอง น้ำตาลโตนดเรือนทอง ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
]
LAMAI_HEADINGS = [
    ("ข้อ 1 สินค้า", "ผู้ขายตกลงขายน้ำตาลโตนดปึกแท้ ไม่ผสมน้ำตาลทราย ให้ผู้ซื้อเดือนละ 150 กิโลกรัม\n"
     "ส่งเป็น 2 รอบ วันที่ 1 และวันที่ 16 ของเดือน รอบละ 75 กิโลกรัม"),
    ("ข้อ 2 ราคา", "ราคากิโลกรัมละ 125 บาท ส่งถึงร้าน ราคานี้คงที่ตลอดอายุสัญญา"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569"),
    ("ข้อ 4 เงินประกัน", "ผู้ซื้อวางเงินประกันการสั่งซื้อ 10,000 บาท ผู้ขายคืนให้เมื่อครบสัญญา"),
    ("ข้อ 5 การชำระเงิน", "ผู้ซื้อชำระเงินภายใน 7 วันนับจากวันรับของแต่ละรอบ"),
    ("ข้อ 6 คุณภาพและค่าปรับ", "หากตรวจพบว่าผสมน้ำตาลทราย ผู้ซื้อคืนของได้ทั้งรอบ\n"
     "หากส่งช้ากว่ากำหนด ผู้ขายยอมให้ปรับวันละ 300 บาท"),
]
LAMAI_BOTTOM = ["ลงชื่อ ละมัย จันทร์หอม ผู้ซื้อ", "ลงชื่อ บุญเรือน ศรีทอง ผู้ขาย",
                "ลงชื่อ ประเสริฐ ศรีทอง พยาน"]

LOAN_LETTER = [
    "SIAM RURAL BANK PUBLIC COMPANY LIMITED\n"
    "Phetchaburi Branch, 112 Damnoen Kasem Road, Mueang Phetchaburi 76000\n"
    "3 November 2025\n"
    "Ref: SRB-PB-SME-2568/0417\n"
    "\n"
    "LETTER OF LOAN APPROVAL - SME SMALL BUSINESS LOAN\n"
    "Dear Mrs. Boonruean Srithong (Ruean Thong Palm Sugar),\n"
    "We are pleased to inform you that your loan application of 14 October 2025 has been approved:\n"
    "\n"
    "Loan amount: 180,000 THB\n"
    "Purpose: stainless steel evaporating pans (4 units) and a roofed cooking shed\n"
    "Interest rate: 5.75% per year, fixed for the first 2 years, then MRR - 1.00%\n"
    "Term: 36 months\n"
    "Monthly instalment: 5,456 THB, debited on the 5th of each month\n"
    "First instalment: 5 December 2025\n"
    "Guarantor: Mr. Prasert Srithong\n"
    "Front-end fee: 900 THB (deducted from the loan)\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 20 November 2025, bringing your ID card,\n"
    "house registration and this letter. If it is not signed by then, this approval lapses.\n"
    "\n"
    "Loan officer: Khun Thanakorn Boonmee, 032-441-208",
]

OTOP_LETTER = [
    "สำนักงานพัฒนาชุมชนอำเภอบ้านลาด",
    "ที่ พช 0017.3/412",
    "4 พฤศจิกายน 2568",
    "เรื่อง เชิญร่วมออกร้านงานมหกรรมสินค้า OTOP ชายทะเลชะอำ",
    "เรียน คุณบุญเรือน ศรีทอง กลุ่มน้ำตาลโตนดเรือนทอง",
    "ด้วยจังหวัดเพชรบุรีจะจัดงานมหกรรมสินค้า OTOP ชายทะเลชะอำ ระหว่างวันที่ 12–20 ธันวาคม 2568 "
    "ณ ลานหน้าหาดชะอำ สำนักงานฯ เห็นว่าผลิตภัณฑ์น้ำตาลโตนดของท่านเป็นสินค้าเด่นของอำเภอ จึงขอเชิญร่วมออกร้าน",
    "ค่าบูธขนาด 3 x 3 เมตร 2,500 บาท ตลอดงาน (ผู้ประกอบการนอกอำเภอบ้านลาด 3,500 บาท) "
    "รวมไฟฟ้า 1 จุด โต๊ะ 1 ตัว เก้าอี้ 2 ตัว",
    "กรุณายืนยันการเข้าร่วมภายในวันที่ 25 พฤศจิกายน 2568 ที่ นางสาวพิมพ์ใจ รอดเรือง โทร 032-491-155",
    "ขอแสดงความนับถือ",
    "นายสุรชัย มีสุข พัฒนาการอำเภอบ้านลาด",
]

# ---------------------------------------------------------------- books
SHOPS_2568 = [62400, 71800, 84300, 88600, 79200, 58300, 51600, 49800, 53400, 61200]
ONLINE_2568 = [12600, 14200, 15800, 16900, 14300, 11800, 10900, 12400, 13100, 15700]
SHOPS_2567 = [55800, 63200, 75400, 80100, 70600, 52700, 46800, 44900, 47300, 54100, 60800, 78500]
ONLINE_2567 = [8400, 9300, 10200, 11600, 9800, 7900, 7400, 8100, 8800, 10300, 12600, 19400]
COSTS_2568 = {
    "wages": [23400, 28800, 31500, 31500, 26100, 9000, 5400, 5400, 5400, 14400],
    "fuel": [8600, 9800, 10400, 10600, 8900, 3200, 2400, 2400, 2600, 5200],
    "packing": [6200, 6900, 7800, 8100, 7300, 5400, 4900, 4800, 5100, 8613.50],
    "shipping": [2100, 2400, 2700, 2900, 2500, 2000, 1800, 2100, 2300, 2700],
}
COSTS_2567 = {
    "wages": [21600, 26400, 28800, 28800, 24000, 8400, 5400, 5400, 5400, 12600, 19800, 22800],
    "fuel": [7900, 9100, 9800, 9900, 8300, 2900, 2200, 2200, 2400, 4800, 7600, 8400],
    "packing": [5400, 6100, 6900, 7300, 6500, 4800, 4300, 4200, 4500, 5200, 6100, 8800],
    "shipping": [1500, 1700, 1900, 2100, 1800, 1400, 1300, 1400, 1500, 1800, 2100, 3200],
}
SAP_2568 = [3200, 3900, 4400, 4300, 3100, 900, 400, 350, 420, 1300]
SUGAR_2568 = [480, 590, 660, 650, 465, 135, 60, 52, 63, 195]
SAP_2567 = [2900, 3600, 4100, 4000, 2800, 800, 350, 300, 380, 1200, 2300, 2700]
SUGAR_2567 = [440, 545, 615, 600, 420, 120, 52, 45, 57, 180, 345, 405]
PRODUCTS_2568 = {
    "น้ำตาลโตนดปึก (Palm sugar cakes)": [39800, 45600, 53200, 55900, 49600, 37200, 33100, 32900, 35200, 40600],
    "น้ำตาลโตนดในโหล (Jars)": [17200, 19800, 23100, 24400, 21500, 16100, 14400, 14300, 15300, 17700],
    "น้ำตาลโตนดผง (Powder)": [9600, 11000, 12800, 13500, 12000, 9000, 8000, 8000, 8500, 9800],
}


def month_totals_2568() -> list[int]:
    return [a + b for a, b in zip(SHOPS_2568, ONLINE_2568)]


def _products() -> dict[str, list[int]]:
    rows = dict(PRODUCTS_2568)
    rows["ไซรัปน้ำตาลโตนด (Syrup)"] = [t - sum(v[i] for v in PRODUCTS_2568.values())
                                        for i, t in enumerate(month_totals_2568())]
    return rows


def _sales_book(path: Path, year: str, shops: list[int], online: list[int], costs: dict[str, list],
                sap: list[int], sugar: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายน้ำตาลโตนดเรือนทอง ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "ร้านค้า/หน้าบ้าน (Shops & walk-in, THB)", "ออนไลน์ (Online, THB)",
                  "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, shops, online):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(shops), sum(online), sum(shops) + sum(online)])
    for column in (2, 3, 4):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายการผลิต ปี {year} (Production expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าจ้างขึ้นตาล/เคี่ยว (Wages)", "ฟืนและแก๊ส (Firewood & gas)",
                  "บรรจุภัณฑ์ (Packaging)", "ค่าส่ง (Shipping)", "รวม (Total)"])
    for month, w, f, p, s in zip(MONTHS, costs["wages"], costs["fuel"], costs["packing"], costs["shipping"]):
        sheet.append([f"{month} {year}", w, f, p, s, round(w + f + p + s, 2)])
    for column in range(2, 7):
        money_format(sheet, column)
    made = book.create_sheet("ผลผลิต Production")
    made.append([f"ผลผลิต ปี {year} (Production {year})"])
    made.append(["เดือน (Month)", "น้ำตาลสดที่เก็บได้ (Sap, litres)", "น้ำตาลโตนดที่เคี่ยวได้ (Sugar, kg)"])
    for month, litres, kilos in zip(MONTHS, sap, sugar):
        made.append([f"{month} {year}", litres, kilos])
    made.append(["รวม (Total)", sum(sap), sum(sugar)])
    money_format(made, 2)
    money_format(made, 3)
    book.save(path)


def _product_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกสินค้า By product"
    sheet.append(["ยอดขายแยกสินค้า ปี 2568 (Sales by product 2568, THB)"])
    sheet.append(["สินค้า (Product)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for product, values in _products().items():
        sheet.append([product] + values + [sum(values)])
    totals = month_totals_2568()
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1598.32, "PEA"), ("ค่าน้ำประปา (Water)", 274.86, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 8600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3420, "กระบะ"),
                  ("ประกันสุขภาพใบเตย (Child health plan)", 1080, "สุโขทัยประกันชีวิต"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1721.09, "PEA"), ("ค่าน้ำประปา (Water)", 283.42, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 9150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3860, "กระบะ"),
                  ("ประกันสุขภาพใบเตย (Child health plan)", 1080, "สุโขทัยประกันชีวิต"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ชุดพละใบเตย (PE uniform)", 650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1685.74, "PEA"), ("ค่าน้ำประปา (Water)", 290.51, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, "กระบะ"),
                  ("ประกันสุขภาพใบเตย (Child health plan)", 1080, "สุโขทัยประกันชีวิต"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1730, "รพ.บ้านลาด"),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "")],
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
    top = ["โรงเรียนเพชรรัตนวิทยา อ.บ้านลาด จ.เพชรบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ใบเตย ศรีทอง  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 30218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-44871-2",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าเครื่องแบบและหนังสือ", "2,850"), ("ค่าประกันอุบัติเหตุ", "300")],
                "12,650", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าค่ายวิทยาศาสตร์", "1,200"), ("ค่าคอมพิวเตอร์", "800")],
                "11,500", "14 พฤศจิกายน 2568")

FIRE_POLICY = [
    "บริษัท เพชรเกษมประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันอัคคีภัยสำหรับที่อยู่อาศัย",
    "กรมธรรม์เลขที่ PKI-F-68-015532",
    "ผู้เอาประกันภัย นางบุญเรือน ศรีทอง",
]
FIRE_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("สถานที่เอาประกัน", "บ้านเลขที่ 45 หมู่ 4 ต.ท่าเสน อ.บ้านลาด จ.เพชรบุรี (บ้านไม้สองชั้น)"),
    ("ระยะเวลาประกันภัย", "15 มกราคม 2568 – 15 มกราคม 2569"),
    ("ทุนประกันภัย (ตัวบ้าน)", "800,000 บาท"),
    ("ภัยเพิ่มเติม", "ภัยลมพายุ น้ำท่วม รวมไม่เกิน 20,000 บาทต่อปี"),
    ("เบี้ยประกันภัย", "2,150 บาท ต่อปี"),
]
FIRE_BOTTOM = ["หมายเหตุ: โรงเคี่ยวน้ำตาลข้างบ้านไม่อยู่ในความคุ้มครองของกรมธรรม์นี้",
               "ตัวแทน คุณสมพร ใจงาม โทร 086-205-7731"]

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phetchaburi\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Boonruean Srithong\n"
    "Address: 45 Moo 4, Tha Sen, Ban Lat, Phetchaburi 76150\n"
    "Customer no. 020014775091\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 31,488 -> 31,830   Units used: 342 kWh\n"
    "Energy charge 1,502.64  Ft 34.60  Service 38.22  VAT 7% 110.28\n"
    "AMOUNT DUE: 1,685.74 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Phetchaburi Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Boonruean Srithong    Account: 5410-0872-33\n"
    "Meter: 1,204 -> 1,227   Water used: 23 cubic metres\n"
    "Water charge 241.50   Service charge 30.00   VAT 7% 19.01\n"
    "TOTAL 290.51 THB\n"
    "Due date: 5 Nov 2025. Pay by the PWA app or at counter service.",
]
INSURANCE_LETTER = [
    "SUKHOTHAI LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Phetchaburi Service Centre, Phetkasem Road\n"
    "10 November 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - CHILD HEALTH PLAN (KIDS CARE PLUS)\n"
    "Dear Mrs. Boonruean Srithong,\n"
    "Insured: Miss Baitoey Srithong (age 12)    Policy no. SKL-H-4471-0293\n"
    "Your current policy year ends on 31 Dec 2025.\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "\n"
    "Room and board: up to 3,000 THB per day. In-patient limit 300,000 THB per year.\n"
    "Annual premium: 14,280 THB (last year 12,960 THB).\n"
    "The increase follows the insured's new age band (12-15 years).\n"
    "Monthly payment mode: 1,190 THB per month by auto-debit (last year 1,080 THB).\n"
    "Please pay the first instalment or confirm the auto-debit by 20 Dec 2025.\n"
    "\n"
    "Your agent: Khun Wanida 089-611-4720\n"
    "Yours sincerely,\n"
    "Policy Services Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals_2568())
    return [
        ("แผนธุรกิจน้ำตาลโตนดเรือนทอง ปี 2569", "Ruean Thong Palm Sugar - plan for 2026\nบุญเรือน ศรีทอง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าประจำใหม่: ร้านขนมหวานแม่ละมัย (เดือนละ 150 กก.), ร้านของฝากหงส์ทอง ชะอำ\n"
                         "ปัญหา: ฝนมาเร็ว ตาลให้น้ำน้อยตั้งแต่ พ.ค., ฟืนแพงขึ้น"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,100,000 บาท\nออนไลน์ให้ได้ 20% ของยอดขาย\n"
                            "ยื่นขอมาตรฐาน มผช. ภายในเดือนมีนาคม 2569"),
        ("โรงเคี่ยวใหม่", "กู้ธนาคารสยามชนบท 180,000 บาท ผ่อน 36 เดือน\n"
                          "ซื้อกระทะสแตนเลส 4 ใบ + ทำหลังคาโรงเคี่ยว\nเสร็จก่อนหน้าตาล มกราคม 2569"),
        ("สินค้าใหม่", "น้ำตาลโตนดผงแบบซอง 5 กรัม สำหรับร้านกาแฟ\n"
                       "ไซรัปน้ำตาลโตนดขวด 1 ลิตร ส่งร้านกาแฟกรุงเทพฯ เป้า 60 ขวดต่อเดือน\n"
                       "เปลี่ยนโหลแก้วใหม่ 3,000 ใบ (ดูใบเสนอราคา 2 เจ้า)"),
        ("ออกงาน", "งาน OTOP ชายทะเลชะอำ 12–20 ธ.ค. 2568\nงานพระนครคีรี เพชรบุรี กุมภาพันธ์ 2569"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "น้ำตาลโตนด/แชท/แชทไลน์_เจ๊หงส์_ของฝาก.txt": """[14 ต.ค. 68 09:10] เจ๊หงส์ ของฝากหงส์ทอง: เรือน ใบเสนอราคาฉบับใหม่ที่ส่งมา เจ๊โอเคนะ เดือนละ 41,670 ส่งทุกวันที่ 15
[14 ต.ค. 68 09:18] เรือนทอง น้ำตาลโตนด: ขอบคุณค่ะเจ๊ เริ่มส่ง 15 พ.ย. นะคะ
[15 พ.ย. 68 16:02] เจ๊หงส์ ของฝากหงส์ทอง: ของถึงแล้วครบ ปึกหอมมาก ลูกค้าชิมแล้วชอบ
[18 พ.ย. 68 11:25] เจ๊หงส์ ของฝากหงส์ทอง: เรือน ธ.ค. นักท่องเที่ยวเยอะ ขอโหลแก้วเพิ่มจาก 150 เป็น 200 โหลนะ อย่างอื่นเท่าเดิม
[18 พ.ย. 68 11:40] เรือนทอง น้ำตาลโตนด: ได้ค่ะเจ๊ งั้นยอด ธ.ค. 45,920 บาทนะคะ
[19 พ.ย. 68 08:05] เจ๊หงส์ ของฝากหงส์ทอง: เรือน เจ๊ดูสต็อกแล้ว ของเก่ายังเหลือ ขอโหลแค่ 180 พอนะ
[19 พ.ย. 68 08:20] เรือนทอง น้ำตาลโตนด: ได้ค่ะ โหล 180 ใบ ยอด ธ.ค. ใหม่ 44,220 บาทค่ะ
[19 พ.ย. 68 08:21] เจ๊หงส์ ของฝากหงส์ทอง: โอเค 44,220 จ้ะ
[19 พ.ย. 68 08:30] เจ๊หงส์ ของฝากหงส์ทอง: ไซรัปลูกค้าถามหาขวดใหญ่ มีมั้ย
[19 พ.ย. 68 08:45] เรือนทอง น้ำตาลโตนด: มีขวดลิตรค่ะ 230 บาท เดี๋ยวส่งตัวอย่างไปให้ก่อนนะคะ
""",
    "น้ำตาลโตนด/แชท/แชทไลน์_PalmBrew_คาเฟ่.txt": """[3 ต.ค. 68 10:42] มิว Palm Brew: สวัสดีค่ะ สนใจไซรัปน้ำตาลโตนดขวดลิตร เอาไปทำลาเต้ค่ะ ราคาเท่าไหร่คะ
[3 ต.ค. 68 10:55] เรือนทอง น้ำตาลโตนด: ขวดลิตรละ 250 บาทค่ะ สั่ง 24 ขวดขึ้นไปลดเหลือ 230 บาท
[3 ต.ค. 68 11:02] มิว Palm Brew: เอา 24 ขวดต่อเดือนค่ะ ส่งกรุงเทพฯ ร้านอยู่อารีย์
[3 ต.ค. 68 11:10] เรือนทอง น้ำตาลโตนด: 24 ขวด x 230 = 5,520 บาท ค่าส่ง 180 บาทค่ะ
[27 ต.ค. 68 15:33] มิว Palm Brew: เมนูขายดีมากค่ะ เดือนหน้าขอเพิ่มเป็น 36 ขวด ลดได้อีกมั้ยคะ
[27 ต.ค. 68 15:50] เรือนทอง น้ำตาลโตนด: 36 ขวด ให้ขวดละ 220 บาทค่ะ รวม 7,920 บาท ส่งฟรีค่ะ
[27 ต.ค. 68 15:52] มิว Palm Brew: ดีลค่ะ ตกลงขวดละ 220 บาท 36 ขวดทุกเดือนนะคะ
[5 พ.ย. 68 09:14] มิว Palm Brew: ได้รับของแล้วค่ะ ขวดแตกมา 1 ขวด
[5 พ.ย. 68 09:30] เรือนทอง น้ำตาลโตนด: ขอโทษค่ะ รอบหน้าส่งแถมให้ 1 ขวดนะคะ ห่อบับเบิลเพิ่มค่ะ
""",
    "น้ำตาลโตนด/บัญชี/ค่าจ้างคนขึ้นตาล_ตุลาคม68.md": """# ค่าจ้างคนขึ้นตาลและคนเคี่ยว ตุลาคม 2568

เริ่มหน้าตาลรอบใหม่กลางเดือน ตาลตัวผู้เริ่มให้น้ำ

| ชื่อ | ค่าจ้างต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| ลุงเสริม (ขึ้นตาล 40 ต้น) | 450 บาท | 12 วัน | 5,400 บาท |
| น้าจวน (ขึ้นตาล 35 ต้น) | 450 บาท | 10 วัน | 4,500 บาท |
| พี่แป๋ว (เคี่ยว/บรรจุ) | 250 บาท | 18 วัน | 4,500 บาท |

รวมจ่ายค่าจ้าง ต.ค. 14,400 บาท จ่ายแล้ว 31 ต.ค.
พี่เสริฐขึ้นตาลเองอีก 60 ต้น ไม่คิดค่าจ้าง
""",
    "น้ำตาลโตนด/บัญชี/ออเดอร์ออนไลน์_ตุลาคม68.md": """# ออเดอร์ออนไลน์ ตุลาคม 2568

| ช่องทาง | จำนวนออเดอร์ | ยอดขาย |
|---|---|---|
| Shopee | 62 | 8,940 บาท |
| LINE OA | 41 | 5,380 บาท |
| Facebook เพจ | 11 | 1,380 บาท |

รวม 114 ออเดอร์ ยอดขายออนไลน์ 15,700 บาท
ขายดีสุด: น้ำตาลโตนดผงถุงซิป รองลงมา ปึกถุงคราฟท์
ลูกค้าบ่นค่าส่งแพง ลองทำโปรส่งฟรีเมื่อซื้อครบ 500 บาท เดือน พ.ย.
""",
    "น้ำตาลโตนด/สูตรขนมตาล.md": """# ขนมตาล (สูตรแม่)
- เนื้อตาลสุก 1 ถ้วย
- แป้งข้าวเจ้า 2 ถ้วย
- น้ำตาลโตนด 1 ถ้วย
- กะทิ 1 ถ้วย ผงฟูนิดหน่อย
หมักไว้ 3 ชั่วโมง ตักใส่กระทงใบตอง โรยมะพร้าวขูด นึ่ง 20 นาที
""",
    "น้ำตาลโตนด/Suppliers/email_from_SiamGlassPack_Nov2025.txt": SIAMGLASS_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีทอง.txt": """[1/11/2568 19:05] เรือน: พ่อเสริฐ ค่าเทอมเตยเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[1/11/2568 19:12] เสริฐ: โอนให้พรุ่งนี้ ช่างแดงมาดูหลังคาโรงเคี่ยวแล้ว บอก 6,500
[1/11/2568 19:14] เรือน: แพงจัง ต่อได้มั้ย
[2/11/2568 08:30] เสริฐ: ช่างแดงบอกถ้าไม่เปลี่ยนรางน้ำ เหลือ 5,800
[2/11/2568 08:33] เรือน: เอา 5,800 ก็ได้ รางน้ำยังใช้ได้อยู่ ให้มาทำก่อนหน้าตาล
[3/11/2568 17:40] ใบเตย: แม่ ค่ายวิทย์อยู่ในค่าเทอมแล้วนะ ไม่ต้องจ่ายแยก
[4/11/2568 06:50] ตาเปลี่ยน: วันที่ 21 พ่อนัดหมอตานะ
[4/11/2568 07:02] เสริฐ: ผมไปส่งพ่อเองครับ
[11/11/2568 20:15] เรือน: จดหมายประกันสุขภาพเตยมาแล้ว ปีหน้าขึ้นเป็นเดือนละ 1,190
[11/11/2568 20:20] เสริฐ: ขึ้นทุกปีเลย ไว้คุยกับคุณวนิดาอีกที
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (ตาเปลี่ยน)
- ต้อกระจกตาขวา + ความดัน รักษาที่ รพ.บ้านลาด
- นัดครั้งถัดไป 21 พฤศจิกายน 2568 เวลา 09.00 น. ตรวจตา วัดความดันตา
- หมอบอกอาจผ่าตัดต้นปีหน้า ใช้สิทธิบัตรทอง
- ค่ายาปกติเดือนละประมาณ 950 บาท ต.ค. รวมค่าหมอ 1,730 บาท
- ห้ามพ่อขึ้นตาลแล้ว!
""",
}
TODO = {"todo.md": """- เซ็นสัญญากู้ที่ธนาคารสยามชนบท ก่อน 20 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 14 พ.ย.
- ยืนยันบูธ OTOP ชะอำ ก่อน 25 พ.ย.
- เลือกเจ้าขวดโหล (สยามกลาสแพ็ค หรือ เพชรบุรีบรรจุภัณฑ์)
- พาพ่อไปหาหมอตา 21 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "น้ำตาลโตนด"
    quotes, suppliers, papers, books = biz / "ใบเสนอราคา", biz / "Suppliers", biz / "เอกสาร", biz / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, papers, books, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ของฝากหงส์ทอง_ร่าง.docx", HONG_DRAFT, HONG_DRAFT_TABLE, bottom=HONG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ของฝากหงส์ทอง_ฉบับจริง.docx", HONG_FINAL, HONG_FINAL_TABLE,
               bottom=HONG_FINAL_BOTTOM)
    make_pdf(suppliers / "SiamGlassPack_jar_quotation.pdf", SIAMGLASS_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_ขวดโหล_เพชรบุรีบรรจุภัณฑ์.docx", PBP_QUOTE, PBP_TABLE, bottom=PBP_BOTTOM)
    make_pdf(suppliers / "PetchPrint_label_pricelist_2025.pdf", PETCH_PRICES_2025)
    write_docx(suppliers / "ราคาฉลาก_เพชรพริ้นท์_2567.docx", PETCH_PRICES_2567, PETCH_PRICES_2567_TABLE,
               bottom=PETCH_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "PetchPrint_invoice_INV-25-0932.pdf", PETCH_INVOICE)
    write_docx(papers / "สัญญาซื้อขาย_ร้านขนมแม่ละมัย.docx", LAMAI_CONTRACT, headings=LAMAI_HEADINGS,
               bottom=LAMAI_BOTTOM)
    make_pdf(papers / "SiamRural_SME_loan_approval.pdf", LOAN_LETTER)
    write_docx(papers / "หนังสือพัฒนาชุมชน_งานOTOP.docx", OTOP_LETTER)
    _sales_book(books / "ยอดขายน้ำตาลโตนด_2568.xlsx", "2568", SHOPS_2568, ONLINE_2568, COSTS_2568,
                SAP_2568, SUGAR_2568)
    _sales_book(books / "ยอดขายน้ำตาลโตนด_2567.xlsx", "2567", SHOPS_2567, ONLINE_2567, COSTS_2567,
                SAP_2567, SUGAR_2567)
    _product_book(books / "ยอดขายแยกสินค้า_2568.xlsx")
    write_slides(biz / "แผนธุรกิจปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "SukhothaiLife_renewal_Baitoey_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ประกัน" / "กรมธรรม์อัคคีภัยบ้าน_เพชรเกษมประกันภัย.docx", FIRE_POLICY, FIRE_TABLE,
               bottom=FIRE_BOTTOM)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
