"""The khanomjeen folder: the papers of a family khanom jeen (fresh rice noodle) maker in Ubon, written by code.

The owner is นางวันเพ็ญ ทองสุข (พี่เพ็ญ). She runs "ขนมจีนแม่ทองใบ" (Mae Thongbai Khanom Jeen), a noodle
workshop behind the house at บ้านคำน้ำแซบ อ.วารินชำราบ จ.อุบลราชธานี, started by her mother แม่ทองใบ in 2541.
It makes about 280 kg of noodles a day for market vendors, restaurants and funerals/merit events. Her husband
ประสิทธิ์ runs the grinder and drives the pickup, her daughter ใบเตย (ด.ญ.ณัฐธิดา) is in ม.2, her mother lives
with them. It is November 2568 (2025).

Documents/ขนมจีนแม่ทองใบ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ครัวบ้านเฮา_ร่าง.docx: draft quote QT-68-021 to ครัวอีสานบ้านเฮา (3 branches),
  60 kg a day at 30 บาท, 54,000 a month.
- ใบเสนอราคา/ใบเสนอราคา_ครัวบ้านเฮา_ฉบับส่ง.docx: the final sent quote, 28 บาท + delivery 80 a day, 52,800 a month.
- ใบเสนอราคา/KoratFoodMachinery_quotation_KJ500.pdf: English quote for a noodle extruder KJ-500, total 71,300.
- ใบเสนอราคา/ใบเสนอราคา_เครื่องโรยเส้น_ส.สมบูรณ์การช่าง.docx: a Warin workshop's quote for a similar
  extruder, total 60,500.
- โรงสี/UbonCharoenphon_pricelist_2025.pdf: English 2025 price list of Ubon Charoenphon Rice Mill (5% hard
  white rice 1,050 a bag).
- โรงสี/ราคาข้าว_โรงสีอุบลเจริญผล_2567.docx: last year's list of the same mill in Thai (980 a bag).
- โรงสี/UbonCharoenphon_invoice_INV-6810-233.pdf: the October rice invoice, 39,100, due 15 Nov 2025.
- โรงสี/email_UbonCharoenphon_Nov2025.txt: English email, 5% rice 1,120 a bag from 1 Dec, delivery Wed and Sat.
- เอกสาร/WarinPack_invoice_Oct2025.pdf: English packaging invoice (bags, rubber bands, trays, boxes), 5,260.
- เอกสาร/MunRiverBank_loan_letter_Oct2025.pdf: the bank's SME loan approval, 250,000 of the 300,000 asked,
  6.25%, 36 months, 7,634 a month, first instalment 25 Dec 2025.
- เอกสาร/หนังสือเทศบาล_ผลตรวจสถานที่ผลิต.docx: the municipality's inspection result, fixes by 30 พฤศจิกายน 2568,
  licence fee 2,000.
- เอกสาร/แผนธุรกิจ_ขอสินเชื่อ.pptx: slides for the loan application (asks 300,000; 2569 target 2,800,000).
- บัญชี/บัญชีขนมจีน_2568.xlsx: this year's book, three sheets (sales by month Jan-Oct; expenses by month;
  regular customers).
- บัญชี/บัญชีขนมจีน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ผลิตรายวัน_ต.ค.68.xlsx: daily production log for October (rice kg, noodles kg, event kg, notes).
- บัญชี/ค่าแรงลูกน้อง_ตุลาคม68.md: October wages of three workers, 25,890.
- แชท/แชทไลน์_งานศพพ่อคุณสมพร.txt: LINE chat with a funeral host; 3 nights become 5, 180 kg -> 260 kg, 7,800.
- แชท/แชทไลน์_ป้าหนูส้มตำ.txt: LINE chat with a som tam shop; price 28 -> asked 30 -> settled 29 from 1 ธ.ค.
- ราคาขนมจีนงานศพ_งานบุญ.md: her price sheet for funerals and merit events.
- ขั้นตอนหมักข้าว_สูตรแม่ทองใบ.md: how the rice is soaked, ground and pressed (a recipe note).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,521.53) and Bills/PWA_water_bill_Oct2025.pdf (808.49): English bills.
- ประกัน/LotusGuard_fire_insurance_renewal_2025.pdf: English fire-insurance renewal for house and workshop (4,650).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fees (10,650; 11,500).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวทองสุข.txt: the family's LINE group.
- งานบวชหลานเอ็ม.md: the budget for her nephew's ordination.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ขนมจีนแม่ทองใบ (Mae Thongbai Khanom Jeen) 45 ม.7 บ้านคำน้ำแซบ อ.วารินชำราบ จ.อุบลราชธานี "
            "โทร 087-243-5518")

# ---------------------------------------------------------------- quotes to a restaurant group
BANHAO_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-021",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณอรอุมา ผู้จัดการ ร้านครัวอีสานบ้านเฮา (3 สาขา)",
    "เรื่อง เสนอราคาขนมจีนเส้นสด ส่งทุกวันก่อน 9.00 น.",
]
BANHAO_DRAFT_TABLE = [
    ("สาขา", "กก./วัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("สาขาในเมือง (ถ.ชยางกูร)", "25 กก.", "30 บาท", "22,500"),
    ("สาขาวารินชำราบ", "20 กก.", "30 บาท", "18,000"),
    ("สาขาหน้า ม.อุบลฯ", "15 กก.", "30 บาท", "13,500"),
    ("รวมต่อเดือน", "60 กก.", "", "54,000"),
]
BANHAO_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 54,000 บาท ส่งฟรีทุกสาขา",
                       "ร่าง ยังไม่ส่ง ถามพ่อก่อนว่าสาขา ม.อุบลฯ ไกล จะคิดค่าส่งไหม"]
BANHAO_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-021",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณอรอุมา ผู้จัดการ ร้านครัวอีสานบ้านเฮา (3 สาขา)",
    "เรื่อง เสนอราคาขนมจีนเส้นสด ส่งทุกวันก่อน 9.00 น. เริ่มส่ง 1 พฤศจิกายน 2568",
]
BANHAO_FINAL_TABLE = [
    ("สาขา", "กก./วัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("สาขาในเมือง (ถ.ชยางกูร)", "25 กก.", "28 บาท", "21,000"),
    ("สาขาวารินชำราบ", "20 กก.", "28 บาท", "16,800"),
    ("สาขาหน้า ม.อุบลฯ", "15 กก.", "28 บาท", "12,600"),
    ("ค่าส่งสาขาหน้า ม.อุบลฯ", "วันละ 80 บาท", "", "2,400"),
    ("รวมต่อเดือน", "60 กก.", "", "52,800"),
]
BANHAO_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 52,800 บาท (ห้าหมื่นสองพันแปดร้อยบาทถ้วน)",
    "เงื่อนไข: วางบิลทุกวันที่ 1 ชำระภายใน 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ วันเพ็ญ ทองสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two quotes for a noodle extruder
KORAT_QUOTE = [
    "KORAT FOOD MACHINERY CO., LTD.\n"
    "219 Mittraphap Road, Mueang Nakhon Ratchasima 30000  Tel. 044-255-817\n"
    "QUOTATION No. KFM-Q2510-088          Date: 21 Oct 2025\n"
    "To: Mae Thongbai Khanom Jeen (Khun Wanphen Thongsuk), Warin Chamrap, Ubon Ratchathani\n"
    "\n"
    "1. Khanom jeen noodle extruder, stainless steel 304, model KJ-500\n"
    "   capacity 150 kg/hr, 3 HP motor, 220 V ..................... 68,500.00\n"
    "2. Spare die plate (1.2 mm holes) ............................ 2,800.00\n"
    "3. Delivery and installation in Ubon Ratchathani ............. free\n"
    "\n"
    "TOTAL 71,300.00 THB (VAT included)\n"
    "Warranty: 1 year parts and labour. Lead time 15 days after a 30% deposit.\n"
    "This quotation is valid until 20 Nov 2025.\n"
    "Sales: Khun Thanakorn 089-614-2207",
]
SOMBOON_QUOTE = [
    "ร้าน ส.สมบูรณ์การช่าง  รับทำเครื่องจักรแปรรูปอาหาร งานสแตนเลส",
    "112/3 ถ.ทหาร อ.วารินชำราบ จ.อุบลราชธานี โทร 081-760-3349",
    "ใบเสนอราคา เลขที่ 045/2568  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณวันเพ็ญ ทองสุข (ขนมจีนแม่ทองใบ)",
]
SOMBOON_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เครื่องโรยเส้นขนมจีน สแตนเลส 304 กำลังผลิต 120 กก./ชม. มอเตอร์ 2 แรงม้า", "1 เครื่อง", "58,000", "58,000"),
    ("แม่พิมพ์โรยเส้นสำรอง", "1 ชุด", "1,500", "1,500"),
    ("ค่าติดตั้งและเดินสายไฟ", "1 งาน", "1,000", "1,000"),
    ("รวมทั้งสิ้น", "", "", "60,500"),
]
SOMBOON_BOTTOM = [
    "รวมทั้งสิ้น 60,500 บาท (ร้านไม่ได้จดภาษีมูลค่าเพิ่ม)",
    "รับประกัน 6 เดือน ซ่อมฟรีถึงที่ในเขตวารินฯ-เมืองอุบลฯ",
    "ส่งของได้ภายใน 7 วัน มัดจำ 50% เมื่อสั่งทำ",
    "ลงชื่อ สมบูรณ์ ไชยมาตย์",
]

# ---------------------------------------------------------------- rice mill (English and Thai)
MILL_PRICES_2025 = [
    "UBON CHAROENPHON RICE MILL CO., LTD.\n"
    "77 Moo 2, Ubon-Det Udom Road, Warin Chamrap, Ubon Ratchathani 34190  Tel. 045-321-660\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per 50 kg bag, ex-mill.\n"
    "\n"
    "Hard white rice 5% (Sao Hai type) ........ 1,050 THB/bag\n"
    "Hard white rice 15% ....................... 960 THB/bag\n"
    "Broken rice A1 Super ...................... 760 THB/bag\n"
    "Jasmine rice 100% (Hom Mali) .............. 1,650 THB/bag\n"
    "Glutinous rice RD6 ........................ 1,480 THB/bag\n"
    "\n"
    "Minimum order 10 bags. Free delivery in Mueang Ubon and Warin Chamrap for 20 bags or more.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Kittisak Phromma, sales@ubonrice.co.th",
]
MILL_PRICES_2567 = ["บริษัท โรงสีข้าวอุบลเจริญผล จำกัด", "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคาหน้าโรงสี ต่อกระสอบ 50 กก."]
MILL_PRICES_2567_TABLE = [
    ("สินค้า", "ราคาต่อกระสอบ (บาท)"),
    ("ข้าวขาวแข็ง 5% (ข้าวเสาไห้)", "980"),
    ("ข้าวขาวแข็ง 15%", "900"),
    ("ปลายข้าว A1 ซุปเปอร์", "720"),
    ("ข้าวหอมมะลิ 100%", "1,720"),
    ("ข้าวเหนียว กข6", "1,390"),
]
MILL_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 10 กระสอบ ส่งฟรีในเมืองอุบลฯ และวารินฯ เมื่อสั่ง 25 กระสอบขึ้นไป",
                           "ติดต่อ คุณกิตติศักดิ์ พรหมมา ฝ่ายขาย"]
MILL_INVOICE = [
    "UBON CHAROENPHON RICE MILL CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-6810-233\n"
    "Date: 16 Oct 2025          Due date: 15 Nov 2025\n"
    "Customer: Mae Thongbai Khanom Jeen (Khun Wanphen Thongsuk), 45 Moo 7, Ban Kham Nam Saep, Warin Chamrap\n"
    "\n"
    "Item                               Qty       Unit price   Amount\n"
    "Hard white rice 5% (Sao Hai type)  30 bags   1,050.00     31,500.00\n"
    "Broken rice A1 Super               10 bags   760.00       7,600.00\n"
    "Delivery                                                  free\n"
    "\n"
    "TOTAL DUE: 39,100.00 THB\n"
    "Please transfer to Mun River Bank, account Ubon Charoenphon Rice Mill Co., Ltd., 402-1-55873-6\n"
    "and send the slip by LINE. Thank you.",
]
MILL_EMAIL = """From: Kittisak Phromma <sales@ubonrice.co.th>
To: maethongbai.kj@gmail.com
Date: Mon, 3 Nov 2025 09:12
Subject: New rice prices and delivery days from 1 December

Dear Khun Wanphen,

Thank you for buying from us for so many years. Please note these changes from 1 December 2025:

1. Hard white rice 5% (Sao Hai type) will be 1,120 THB per bag (the 2025 price list says 1,050).
   Broken rice A1 Super will be 790 THB per bag (now 760). Paddy prices went up after the flood in
   Sisaket and Ubon in October.
2. Our truck will deliver on Wednesday and Saturday instead of Tuesday and Friday.

The minimum order stays 10 bags and the 30 days credit does not change.

Best regards,
Kittisak Phromma
Sales, Ubon Charoenphon Rice Mill Co., Ltd.
045-321-660
"""

# ---------------------------------------------------------------- other business papers
PACK_INVOICE = [
    "WARIN PLASTIC & PACKAGING LTD. PART.\n"
    "Sathonlamark Road, Warin Chamrap, Ubon Ratchathani\n"
    "INVOICE No. WP-2510-0457        Date: 9 Oct 2025\n"
    "Bill to: Mae Thongbai Khanom Jeen\n"
    "\n"
    "HD plastic bags 9x14 inch       30 kg       x 78.00     2,340.00\n"
    "Rubber bands                    4 kg        x 95.00       380.00\n"
    "Foam tray 7x9 inch              1,000 pcs   x 1.10      1,100.00\n"
    "Clear plastic box 1,000 ml      800 pcs     x 1.80      1,440.00\n"
    "\n"
    "TOTAL 5,260.00 THB   Paid by transfer 9 Oct 2025. Thank you.",
]
LOAN_LETTER = [
    "MUN RIVER BANK PUBLIC COMPANY LIMITED\n"
    "Warin Chamrap Branch, 18 Sathonlamark Road, Warin Chamrap, Ubon Ratchathani 34190\n"
    "Ref. SME-UB-68/1142                          30 October 2025\n"
    "\n"
    "Subject: Approval of SME loan\n"
    "Dear Mrs. Wanphen Thongsuk (Mae Thongbai Khanom Jeen),\n"
    "\n"
    "We are pleased to inform you that your application of 6 October 2025 for an SME loan of\n"
    "300,000 THB has been approved with the following terms:\n"
    "\n"
    "Approved amount: 250,000 THB\n"
    "Purpose: noodle extruder, workshop floor and drainage improvement, working capital\n"
    "Interest rate: 6.25% per year, fixed for the first 24 months, then MRR - 1.50%\n"
    "Term: 36 months\n"
    "Monthly instalment: 7,634 THB\n"
    "First instalment due: 25 Dec 2025, then on the 25th of every month\n"
    "Front-end fee: 0.5% of the loan (1,250 THB)\n"
    "Guarantor: Mr. Prasit Thongsuk\n",
    "Please come to the branch to sign the loan contract by 14 Nov 2025 and bring:\n"
    "- ID cards and house registration of the borrower and the guarantor\n"
    "- the quotation for the noodle extruder\n"
    "- bank statements for the last 6 months\n"
    "If the contract is not signed by this date, the approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Nattaya Srisawat\n"
    "SME Relationship Manager, Warin Chamrap Branch  Tel. 045-268-900",
]
MUNICIPAL_LETTER = [
    "ที่ อบ 52309/2241",
    "เทศบาลเมืองวารินชำราบ กองสาธารณสุขและสิ่งแวดล้อม",
    "3 ตุลาคม 2568",
    "เรื่อง แจ้งผลการตรวจสถานที่ผลิตอาหาร",
    "เรียน นางวันเพ็ญ ทองสุข (ขนมจีนแม่ทองใบ) 45 ม.7 บ้านคำน้ำแซบ",
    "ตามที่เจ้าพนักงานสาธารณสุขได้เข้าตรวจสถานที่ผลิตขนมจีนของท่านเมื่อวันที่ 29 กันยายน 2568 "
    "พบว่าโดยรวมอยู่ในเกณฑ์พอใช้ แต่มีข้อที่ต้องปรับปรุงดังนี้",
    "1. พื้นบริเวณโม่แป้งและทับน้ำมีน้ำขัง ให้ปรับพื้นให้ลาดเอียงและทำรางระบายน้ำ",
    "2. ให้ติดตั้งบ่อดักไขมันและบ่อพักน้ำเสียก่อนปล่อยน้ำลงลำห้วย",
    "3. ผู้ปฏิบัติงานทุกคนต้องสวมหมวกคลุมผมและผ้ากันเปื้อนขณะโรยเส้น",
    "4. ผลตรวจน้ำใช้ในการผลิตผ่านเกณฑ์",
    "ขอให้ท่านดำเนินการปรับปรุงให้แล้วเสร็จภายในวันที่ 30 พฤศจิกายน 2568 "
    "เจ้าหน้าที่จะเข้าตรวจซ้ำในเดือนธันวาคม 2568",
    "อนึ่ง ใบอนุญาตจัดตั้งสถานที่ผลิตอาหารปี 2569 มีค่าธรรมเนียม 2,000 บาท "
    "กรุณาชำระภายในวันที่ 31 มกราคม 2569 ที่กองคลัง",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "นางสาวปวีณา แก้วประเสริฐ นักวิชาการสุขาภิบาล โทร 045-321-108",
]

# ---------------------------------------------------------------- books
SALES_2568 = {
    "market": [96400, 91800, 99300, 104600, 97200, 92500, 90800, 93400, 91100, 98700],
    "restaurants": [68200, 66900, 71500, 74800, 70300, 67600, 66100, 68800, 69400, 72600],
    "events": [38500, 45200, 31800, 52600, 29400, 24700, 35900, 27300, 33600, 61400],
}
COSTS_2568 = {
    "rice": [71200, 68400, 72600, 76800, 70900, 67300, 66800, 68500, 69200, 78300],
    "gas": [11800, 11200, 12100, 12600, 11900, 11400, 11300, 11600, 11700, 12900],
    "wages": [24600, 23100, 25200, 25500, 24900, 24300, 24000, 24600, 24300, 25890],
    "packaging": [5400, 5100, 5600, 5900, 5300, 5000, 4900, 5200, 5100, 5260],
    "power": [4800, 4600, 5100, 5600, 5400, 4900, 4700, 4800, 4700, 5200],
}
SALES_2567 = {
    "market": [91200, 87400, 94800, 99100, 92600, 88300, 86500, 88900, 86700, 93800, 90400, 97600],
    "restaurants": [61800, 60200, 64900, 67300, 63800, 61100, 60400, 62500, 63100, 65900, 64200, 68800],
    "events": [35200, 41800, 29400, 48100, 27600, 22900, 33100, 25800, 31200, 57300, 36400, 44700],
}
COSTS_2567 = {
    "rice": [64300, 61800, 66200, 69700, 64100, 60800, 60200, 62400, 62900, 70800, 67500, 73900],
    "gas": [10900, 10400, 11200, 11800, 11000, 10600, 10500, 10700, 10800, 12100, 11300, 12400],
    "wages": [22800, 21400, 23500, 23800, 23100, 22500, 22200, 22800, 22500, 24100, 23400, 25200],
    "packaging": [4900, 4600, 5100, 5400, 4800, 4500, 4400, 4700, 4600, 5300, 5000, 6100],
    "power": [4400, 4200, 4700, 5200, 5000, 4500, 4300, 4400, 4300, 4800, 4600, 4700],
}
CUSTOMERS_2568 = [
    ("ป้าหนูส้มตำ (ตลาดวาริน)", "ร้านอาหาร", 15, 28, "ส่งทุกวัน 6 โมงเช้า"),
    ("ร้านข้าวปุ้นแม่ลำดวน", "ร้านอาหาร", 12, 28, ""),
    ("ร้านขนมจีนน้ำยาป่าเจ๊ติ๋ม", "ร้านอาหาร", 20, 27, "จ่ายทุกวันศุกร์"),
    ("แผงแม่สมร ตลาดวารินฯ", "แม่ค้าตลาด", 35, 26, ""),
    ("แผงเจ๊กิม ตลาดใหญ่เมืองอุบลฯ", "แม่ค้าตลาด", 30, 26, "รับที่ร้านเอง"),
    ("แผงพี่แดง ตลาดสดบ้านกอก", "แม่ค้าตลาด", 20, 26, ""),
    ("ร้านส้มตำยายจันทร์ หน้าวัดป่า", "ร้านอาหาร", 10, 28, ""),
]
CUSTOMERS_2567 = [
    ("ป้าหนูส้มตำ (ตลาดวาริน)", "ร้านอาหาร", 12, 27, "ส่งทุกวัน 6 โมงเช้า"),
    ("ร้านข้าวปุ้นแม่ลำดวน", "ร้านอาหาร", 10, 27, ""),
    ("ร้านขนมจีนน้ำยาป่าเจ๊ติ๋ม", "ร้านอาหาร", 18, 26, ""),
    ("แผงแม่สมร ตลาดวารินฯ", "แม่ค้าตลาด", 30, 25, ""),
    ("แผงเจ๊กิม ตลาดใหญ่เมืองอุบลฯ", "แม่ค้าตลาด", 30, 25, "รับที่ร้านเอง"),
    ("แผงป้าบุญมี ตลาดสดบ้านกอก", "แม่ค้าตลาด", 15, 25, "เลิกขาย ส.ค. 67"),
]


def _book(path: Path, year: str, sales: dict, costs: dict, customers: list[tuple]) -> None:
    count = len(sales["market"])
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายขนมจีนแม่ทองใบ ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "แม่ค้าตลาด (Market vendors)", "ร้านอาหาร (Restaurants)",
                  "งานศพ/งานบุญ (Funerals & events)", "รวม (Total)"])
    for i in range(count):
        row = [sales["market"][i], sales["restaurants"][i], sales["events"][i]]
        sheet.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    columns = [sum(sales[k]) for k in ("market", "restaurants", "events")]
    sheet.append(["รวมทั้งปี (Year total)"] + columns + [sum(columns)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายโรงเส้น ปี {year} (Workshop expenses {year}, THB)"])
    cost.append(["เดือน (Month)", "ค่าข้าวสาร (Rice)", "ค่าแก๊ส (LPG)", "ค่าแรง (Wages)",
                 "ถุง/บรรจุภัณฑ์ (Packaging)", "ค่าไฟ-น้ำโรงเส้น (Power & water)", "รวม (Total)"])
    keys = ("rice", "gas", "wages", "packaging", "power")
    for i in range(count):
        row = [costs[k][i] for k in keys]
        cost.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    columns = [sum(costs[k]) for k in keys]
    cost.append(["รวมทั้งปี (Year total)"] + columns + [sum(columns)])
    for column in range(2, 8):
        money_format(cost, column)
    people = book.create_sheet("ลูกค้าประจำ Customers")
    people.append([f"ลูกค้าประจำ ปี {year} (Regular customers {year})"])
    people.append(["ลูกค้า (Customer)", "ประเภท (Type)", "กก./วัน (kg a day)", "ราคา/กก. (THB per kg)",
                   "หมายเหตุ (Note)"])
    for row in customers:
        people.append(list(row))
    book.save(path)


PRODUCTION_RICE = [120, 118, 122, 125, 130, 168, 175, 172, 124, 120, 138, 142, 121, 119, 123, 126, 135, 140,
                   122, 120, 0, 118, 124, 126, 132, 145, 150, 121, 123, 127, 129]
PRODUCTION_EVENTS = {6: 80, 7: 150, 8: 140, 11: 40, 12: 50, 17: 30, 18: 40, 25: 35, 26: 60, 27: 65}
PRODUCTION_NOTES = {
    6: "สั่งเพิ่มงานออกพรรษา วัดบ้านคำน้ำแซบ",
    7: "วันออกพรรษา งานวัด 3 วัด",
    8: "ตักบาตรเทโว",
    11: "กฐินวัดบ้านกอก",
    12: "กฐินวัดบ้านกอก",
    17: "งานศพแม่ใหญ่บัวผัน",
    18: "งานศพแม่ใหญ่บัวผัน (วันเผา)",
    21: "หยุด ซ่อมเครื่องโม่ ลูกปืนแตก",
    25: "กฐินวัดป่าวารินฯ",
    26: "กฐินวัดป่าวารินฯ + งานบุญขึ้นบ้านใหม่",
    27: "งานศพพ่อใหญ่สี",
}


def _production(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค. 68"
    sheet.append(["บันทึกการผลิตรายวัน ตุลาคม 2568 (Daily production, October 2025)"])
    sheet.append(["วันที่ (Date)", "ข้าวสารที่ใช้ (Rice, kg)", "ขนมจีนที่ได้ (Noodles, kg)",
                  "งานศพ/งานบุญ (Events, kg)", "หมายเหตุ (Note)"])
    noodles = [round(kg * 2.3) for kg in PRODUCTION_RICE]
    for day, (rice, made) in enumerate(zip(PRODUCTION_RICE, noodles), start=1):
        sheet.append([f"{day} ต.ค. 68", rice, made, PRODUCTION_EVENTS.get(day, 0), PRODUCTION_NOTES.get(day, "")])
    sheet.append(["รวม (Total)", sum(PRODUCTION_RICE), sum(noodles), sum(PRODUCTION_EVENTS.values()), ""])
    for column in (2, 3, 4):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1684.20, "PEA"), ("ค่าน้ำประปา (Water)", 772.36, "PWA รวมโรงเส้น"),
                  ("โทรศัพท์+เน็ต (Phone & internet)", 699, ""), ("ค่ากับข้าว (Food)", 8700, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, ""), ("ค่ารถรับส่งใบเตย (School van)", 1200, ""),
                  ("เบี้ยประกันชีวิตใบเตย (Life insurance)", 2100, "ศรีมูลประกันชีวิต"),
                  ("ค่ายาความดันแม่ (Mum's medicine)", 650, ""), ("ซองงานบุญ/งานศพ (Merit, funerals)", 1500, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1598.75, "PEA"), ("ค่าน้ำประปา (Water)", 790.12, "PWA รวมโรงเส้น"),
                  ("โทรศัพท์+เน็ต (Phone & internet)", 699, ""), ("ค่ากับข้าว (Food)", 8350, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3720, ""), ("ค่ารถรับส่งใบเตย (School van)", 1200, ""),
                  ("เบี้ยประกันชีวิตใบเตย (Life insurance)", 2100, "ศรีมูลประกันชีวิต"),
                  ("ค่ายาความดันแม่ (Mum's medicine)", 650, ""),
                  ("ค่าแว่นตาใบเตย (Glasses)", 2400, "สายตาสั้นเพิ่ม")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1521.53, "PEA"), ("ค่าน้ำประปา (Water)", 808.49, "PWA รวมโรงเส้น"),
                  ("โทรศัพท์+เน็ต (Phone & internet)", 699, ""), ("ค่ากับข้าว (Food)", 9100, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""), ("ค่ารถรับส่งใบเตย (School van)", 1200, ""),
                  ("เบี้ยประกันชีวิตใบเตย (Life insurance)", 2100, "ศรีมูลประกันชีวิต"),
                  ("ค่ายาความดันแม่ (Mum's medicine)", 650, ""),
                  ("ทำบุญกฐิน + ซองงานศพ (Kathin, funerals)", 3200, "ออกพรรษา")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนมูลวิทยาคาร อ.วารินชำราบ จ.อุบลราชธานี",
           f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณัฐธิดา ทองสุข  ชั้น ม.2/3  เลขประจำตัว 38215"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารแม่มูล 402-0-11872-5 แล้วส่งสลิปให้ครูประจำชั้น",
              "หากชำระล่าช้า กรุณาติดต่อฝ่ายการเงินโดยตรง"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าคอมพิวเตอร์", "800"), ("ค่าประกันอุบัติเหตุ", "350")], "10,650", "30 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าคอมพิวเตอร์", "800"), ("ค่าค่ายวิทยาศาสตร์ ศรีสะเกษ", "1,200")],
                "11,500", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Warin Chamrap\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wanphen Thongsuk\n"
    "Address: 45 Moo 7, Ban Kham Nam Saep, Warin Chamrap, Ubon Ratchathani 34190\n"
    "Customer no. 020034417729   (house meter)\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,517 -> 24,835   Units used: 318 kWh\n"
    "Energy charge 1,352.61  Ft 31.16  Service 38.22  VAT 7% 99.54\n"
    "AMOUNT DUE: 1,521.53 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Warin Chamrap Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Wanphen Thongsuk    Account no. 5520-118-7734\n"
    "Meter reading date: 20 Oct 2025    Previous 3,182   Current 3,230\n"
    "Water used: 48 cubic metres\n"
    "Water charge            705.60\n"
    "Service charge           50.00\n"
    "VAT 7%                   52.89\n"
    "TOTAL AMOUNT DUE       808.49 THB\n"
    "Please pay by 4 Nov 2025. Late payment may lead to disconnection.",
]
INSURANCE_LETTER = [
    "LOTUS GUARD INSURANCE PUBLIC COMPANY LIMITED\n"
    "Ubon Ratchathani Branch, Chayangkun Road\n"
    "31 October 2025\n"
    "\n"
    "RENEWAL NOTICE - FIRE INSURANCE (HOME AND SMALL BUSINESS)\n"
    "Dear Mrs. Wanphen Thongsuk,\n"
    "Your policy no. FR-6611-2093 expires on 15 Dec 2025.\n"
    "Insured property: 2-storey house and noodle workshop, 45 Moo 7, Ban Kham Nam Saep, Warin Chamrap\n"
    "\n"
    "Renewal period: 15 Dec 2025 - 15 Dec 2026\n"
    "Sum insured: 1,500,000 THB (building 1,100,000 THB, machinery and stock 400,000 THB)\n"
    "Premium: 4,650 THB including stamp duty and VAT (last year 4,280 THB)\n"
    "The premium is higher because the workshop now has two LPG burners.\n"
    "Cover: fire, lightning, explosion of gas, flood up to 100,000 THB, storm.\n"
    "Please pay by 10 Dec 2025 by bank transfer or through your agent, Khun Jintana (089-412-7756).\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    nine = sum(sum(SALES_2568[k][:9]) for k in SALES_2568)
    last = sum(sum(SALES_2567[k]) for k in SALES_2567)
    return [
        ("แผนธุรกิจ ขนมจีนแม่ทองใบ", "ประกอบการขอสินเชื่อ SME ธนาคารแม่มูล (Mun River Bank) สาขาวารินชำราบ\n"
                                     "วันเพ็ญ ทองสุข  ตุลาคม 2568"),
        ("กิจการของเรา", "เริ่มทำปี 2541 โดยแม่ทองใบ ศรีสุข\nผลิตขนมจีนเส้นสดวันละประมาณ 280 กก.\n"
                         "ลูกค้า: แม่ค้าตลาด 3 แผง ร้านอาหาร 4 ร้าน งานศพ/งานบุญเดือนละประมาณ 10 งาน\n"
                         "ลูกจ้าง 3 คน"),
        ("ผลประกอบการ", f"ยอดขาย ม.ค.–ก.ย. 2568 รวม {nine:,} บาท\nยอดขายทั้งปี 2567 รวม {last:,} บาท\n"
                        "กำไรเฉลี่ยเดือนละประมาณ 85,000 บาท"),
        ("ขอสินเชื่อ 300,000 บาท", "เครื่องโรยเส้นใหม่ 70,000 บาท\nเครื่องโม่แป้งใหม่ 95,000 บาท\n"
                                   "ปรับพื้นโรงเส้น + บ่อดักไขมัน ตามที่เทศบาลแจ้ง 85,000 บาท\n"
                                   "เงินทุนหมุนเวียนซื้อข้าว 50,000 บาท"),
        ("แผนชำระคืน", "ผ่อน 36 เดือน ประมาณเดือนละ 9,200 บาท\nจ่ายจากรายได้ลูกค้าใหม่ครัวบ้านเฮา"),
        ("เป้าหมายปี 2569", "ผลิตเพิ่มเป็นวันละ 400 กก.\nลูกค้าใหม่ ครัวอีสานบ้านเฮา 3 สาขา วันละ 60 กก.\n"
                            "ยอดขายทั้งปี 2,800,000 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ขนมจีนแม่ทองใบ/แชท/แชทไลน์_งานศพพ่อคุณสมพร.txt": """[1 พ.ย. 68 08:12] สมพร แสงทอง: สวัสดีค่ะ พ่อเสียเมื่อคืน จะสวดอภิธรรมที่วัดบ้านคำน้ำแซบ 3 คืน เผาวันที่ 5 พ.ย. อยากสั่งขนมจีนค่ะ
[1 พ.ย. 68 08:20] เพ็ญ ขนมจีนแม่ทองใบ: เสียใจด้วยนะคะ คืนละ 40 กิโลพอไหมคะ วันเผาน่าจะ 60 กิโล กิโลละ 32 บาท ส่งถึงวัด
[1 พ.ย. 68 08:26] สมพร แสงทอง: ได้ค่ะ รวมเท่าไหร่คะ
[1 พ.ย. 68 08:30] เพ็ญ ขนมจีนแม่ทองใบ: 3 คืน 120 กิโล + วันเผา 60 กิโล = 180 กิโล เป็นเงิน 5,760 บาทค่ะ มัดจำ 2,000 นะคะ
[1 พ.ย. 68 09:05] สมพร แสงทอง: โอนมัดจำแล้วค่ะ 2,000
[2 พ.ย. 68 19:47] สมพร แสงทอง: พี่คะ ขอเปลี่ยนนะคะ น้องชายกลับจากเกาหลีไม่ทัน เลื่อนเผาเป็นวันที่ 9 พ.ย. สวดเพิ่มเป็น 5 คืนค่ะ
[2 พ.ย. 68 19:55] เพ็ญ ขนมจีนแม่ทองใบ: ได้ค่ะ งั้น 5 คืน คืนละ 40 = 200 กิโล + วันเผา 60 = 260 กิโล
[2 พ.ย. 68 19:58] สมพร แสงทอง: เยอะขึ้นเยอะเลย ลดได้มั้ยคะ
[2 พ.ย. 68 20:10] เพ็ญ ขนมจีนแม่ทองใบ: เกิน 200 กิโลคิดกิโลละ 30 ค่ะ รวม 7,800 บาท หักมัดจำ 2,000 เหลือ 5,800 จ่ายวันเผาได้ค่ะ
[2 พ.ย. 68 20:12] สมพร แสงทอง: ตกลงค่ะ ขอบคุณมากค่ะ
[8 พ.ย. 68 16:40] สมพร แสงทอง: พรุ่งนี้วันเผาส่งก่อน 10 โมงนะคะ ที่ศาลาหลังใหญ่
[9 พ.ย. 68 14:30] สมพร แสงทอง: โอนส่วนที่เหลือแล้วนะคะ 5,800
[9 พ.ย. 68 14:35] เพ็ญ ขนมจีนแม่ทองใบ: ได้รับแล้วค่ะ ขอบคุณค่ะ
""",
    "ขนมจีนแม่ทองใบ/แชท/แชทไลน์_ป้าหนูส้มตำ.txt": """[1 พ.ย. 68 15:20] เพ็ญ ขนมจีนแม่ทองใบ: ป้าหนูคะ โรงสีแจ้งขึ้นราคาข้าวเดือนหน้า ขอปรับขนมจีนจากกิโลละ 28 เป็น 30 บาทนะคะ
[1 พ.ย. 68 15:41] ป้าหนู ส้มตำ: โอ้ย ขึ้นทีเดียว 2 บาทเลยเหรอ ลูกค้าป้าก็บ่นแพงอยู่
[1 พ.ย. 68 15:45] ป้าหนู ส้มตำ: ป้าเอาวันละ 15 โลทุกวันนะ ไม่เคยขาด ขอ 29 ได้มั้ยลูก
[1 พ.ย. 68 16:02] เพ็ญ ขนมจีนแม่ทองใบ: ได้ค่ะป้า งั้นกิโลละ 29 บาท เริ่ม 1 ธ.ค. นะคะ
[1 พ.ย. 68 16:03] ป้าหนู ส้มตำ: ขอบใจจ้า
[5 พ.ย. 68 06:48] ป้าหนู ส้มตำ: เสาร์อาทิตย์ขอเพิ่มเป็น 20 โลนะ คนเยอะ
[5 พ.ย. 68 07:02] เพ็ญ ขนมจีนแม่ทองใบ: ได้ค่ะ เดี๋ยวบอกพ่อสิทธิ์ให้นะคะ
[6 พ.ย. 68 18:15] เพ็ญ ขนมจีนแม่ทองใบ: ป้าคะ ยอดเดือนตุลา 13,020 (15 โล x 31 วัน x 28) โอนมาแล้ว 10,000 ค้างอีก 3,020 นะคะ
[6 พ.ย. 68 18:40] ป้าหนู ส้มตำ: เดี๋ยวป้าโอนให้วันศุกร์จ้า
""",
    "ขนมจีนแม่ทองใบ/บัญชี/ค่าแรงลูกน้อง_ตุลาคม68.md": """# ค่าแรงลูกน้อง ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| พี่คำปุ่น | โม่แป้ง/ทับน้ำ/นวดแป้ง | 350 บาท | 27 วัน | 9,450 บาท |
| น้องต้อม | โรยเส้น/ต้มเส้น | 320 บาท | 27 วัน | 8,640 บาท |
| ป้าแสง | จับเส้น/จัดใส่ถาด | 300 บาท | 26 วัน | 7,800 บาท |

รวมจ่ายค่าแรง ต.ค. 25,890 บาท จ่ายแล้ว 31 ต.ค.
วันที่ 21 หยุดซ่อมเครื่องโม่ ไม่ได้คิดค่าแรง
ช่วงออกพรรษา 6-8 ต.ค. ให้พิเศษคนละ 200 (จ่ายเงินสดแยก ไม่อยู่ในยอดนี้)
""",
    "ขนมจีนแม่ทองใบ/ราคาขนมจีนงานศพ_งานบุญ.md": """# ราคาขนมจีนงานศพ งานบุญ (ปี 2568)

- ขนมจีนเส้นสด กิโลละ 32 บาท ส่งถึงวัด/บ้าน ในเขตวารินฯ และเมืองอุบลฯ
- สั่งรวมเกิน 200 กิโล ลดเหลือกิโลละ 30 บาท
- ต่างอำเภอ (เดชอุดม พิบูลฯ สำโรง) คิดค่าส่งเที่ยวละ 300 บาท
- น้ำยาป่า/น้ำยากะทิ หม้อละ 650 บาท (พอสำหรับเส้น 10 กิโล) ต้องสั่งล่วงหน้า 2 วัน
- ผักเครื่องเคียง (ถั่วฝักยาว ผักกาดดอง ใบแมงลัก) ชุดละ 150 บาท
- มัดจำ 30% หรืออย่างน้อย 1,000 บาท
""",
    "ขนมจีนแม่ทองใบ/ขั้นตอนหมักข้าว_สูตรแม่ทองใบ.md": """# ขั้นตอนทำขนมจีนแป้งหมัก (สูตรแม่ทองใบ)

1. ใช้ข้าวขาวแข็ง 5% (ข้าวเสาไห้) ผสมปลายข้าว 3 ต่อ 1
2. ซาวข้าว แช่น้ำหมักไว้ 2-3 คืน เปลี่ยนน้ำทุกเช้า (หน้าหนาวหมักนานขึ้น)
3. โม่เป็นน้ำแป้ง ใส่ถุงผ้า ทับน้ำด้วยหินหรือเครื่องอัด 1 คืน
4. ปั้นแป้งเป็นลูก ต้มให้สุกแค่ผิวนอก แล้วนวดจนเหนียว
5. โรยเส้นลงน้ำเดือด ต้มประมาณ 2 นาที ตักแช่น้ำเย็น
6. จับเส้นเป็นหัว หัวละประมาณ 50 กรัม เรียงใส่ถาดรองใบตอง

ข้าวสาร 1 กก. ได้ขนมจีนประมาณ 2.3 กก.
ห้ามใส่สารกันบูด เส้นอยู่ได้ 1 วัน (แม่ย้ำทุกครั้ง)
""",
    "ขนมจีนแม่ทองใบ/โรงสี/email_UbonCharoenphon_Nov2025.txt": MILL_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวทองสุข.txt": """[25 ต.ค. 68 19:30] เพ็ญ: พ่อ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[25 ต.ค. 68 19:36] ประสิทธิ์: โอเค ต้นเดือนจ่าย
[26 ต.ค. 68 07:15] ใบเตย: แม่ หนูไปค่ายวิทย์ที่ศรีสะเกษ 20-21 พ.ย. นะคะ ค่าค่ายรวมในค่าเทอมแล้ว
[26 ต.ค. 68 07:40] แม่ทองใบ: หลานเอ็มบวช 6 ธ.ค. นะ ช่วยกันเตรียมขนมจีนเลี้ยงพระด้วย
[26 ต.ค. 68 08:02] เพ็ญ: ได้จ้าแม่ เดี๋ยวทำให้ 50 กิโล ไม่คิดเงิน
[30 ต.ค. 68 20:11] ประสิทธิ์: ธนาคารส่งจดหมายมาแล้ว อนุมัติไม่ถึง 3 แสนที่ขอ ต้องไปเซ็นสัญญาก่อน 14 พ.ย.
[30 ต.ค. 68 20:20] เพ็ญ: งั้นเครื่องโม่ไว้ปีหน้า เอาเครื่องโรยเส้นกับปรับพื้นก่อน
[1 พ.ย. 68 12:05] ประสิทธิ์: ประกันไฟไหม้บ้านมาแล้ว ปีนี้ขึ้นอีก ต้องจ่ายก่อน 10 ธ.ค.
[1 พ.ย. 68 12:10] เพ็ญ: เพราะเราเพิ่มเตาแก๊สนั่นแหละ
""",
    "บ้าน/งานบวชหลานเอ็ม.md": """# งานบวชหลานเอ็ม (นายเอกชัย ศรีสุข ลูกน้าสมบัติ)

วันที่ 6 ธันวาคม 2568 วัดบ้านคำน้ำแซบ บวช 1 พรรษา

| รายการ | งบ |
|---|---|
| ผ้าไตร + อัฐบริขาร | 8,500 |
| โต๊ะจีน 15 โต๊ะ (โต๊ะละ 1,800) | 27,000 |
| หมอลำ/แห่นาค | 12,000 |
| ปัจจัยถวายพระ 9 รูป | 4,500 |
| ขนมจีนเลี้ยงพระ 50 กิโล | บ้านเราทำเอง |

รวมประมาณ 52,000 บาท น้าสมบัติออกเอง บ้านเราช่วย 10,000
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 14 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 14 พ.ย.
- จ้างช่างปรับพื้นโรงเส้น + บ่อดักไขมัน ให้เสร็จก่อน 30 พ.ย.
- เลือกเครื่องโรยเส้น (โคราช หรือ ส.สมบูรณ์)
- ต่อประกันไฟไหม้ ก่อน 10 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ขนมจีนแม่ทองใบ"
    quotes, mill, papers, books = shop / "ใบเสนอราคา", shop / "โรงสี", shop / "เอกสาร", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, mill, papers, books, shop / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ครัวบ้านเฮา_ร่าง.docx", BANHAO_DRAFT, BANHAO_DRAFT_TABLE,
               bottom=BANHAO_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ครัวบ้านเฮา_ฉบับส่ง.docx", BANHAO_FINAL, BANHAO_FINAL_TABLE,
               bottom=BANHAO_FINAL_BOTTOM)
    make_pdf(quotes / "KoratFoodMachinery_quotation_KJ500.pdf", KORAT_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_เครื่องโรยเส้น_ส.สมบูรณ์การช่าง.docx", SOMBOON_QUOTE, SOMBOON_TABLE,
               bottom=SOMBOON_BOTTOM)
    make_pdf(mill / "UbonCharoenphon_pricelist_2025.pdf", MILL_PRICES_2025)
    write_docx(mill / "ราคาข้าว_โรงสีอุบลเจริญผล_2567.docx", MILL_PRICES_2567, MILL_PRICES_2567_TABLE,
               bottom=MILL_PRICES_2567_BOTTOM)
    make_pdf(mill / "UbonCharoenphon_invoice_INV-6810-233.pdf", MILL_INVOICE)
    make_pdf(papers / "WarinPack_invoice_Oct2025.pdf", PACK_INVOICE)
    make_pdf(papers / "MunRiverBank_loan_letter_Oct2025.pdf", LOAN_LETTER)
    write_docx(papers / "หนังสือเทศบาล_ผลตรวจสถานที่ผลิต.docx", MUNICIPAL_LETTER)
    write_slides(papers / "แผนธุรกิจ_ขอสินเชื่อ.pptx", _plan_slides())
    _book(books / "บัญชีขนมจีน_2568.xlsx", "2568", SALES_2568, COSTS_2568, CUSTOMERS_2568)
    _book(books / "บัญชีขนมจีน_2567.xlsx", "2567", SALES_2567, COSTS_2567, CUSTOMERS_2567)
    _production(books / "ผลิตรายวัน_ต.ค.68.xlsx")
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "LotusGuard_fire_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
