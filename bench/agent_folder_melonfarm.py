"""The melonfarm folder: the papers of a greenhouse melon farmer in Suphan Buri and his household, written by code.

The owner is นายธนกร บุญประเสริฐ (พี่กร). He runs "กรเมล่อนฟาร์ม" (Korn Melon Farm), six greenhouses at 88 หมู่ 5
ต.หนองสาหร่าย อ.ดอนเจดีย์ จ.สุพรรณบุรี. He sells to the supermarket chain เฟรชเวย์ (FreshWay Supermarket Co., Ltd.),
online (Shopee, LINE OA, Facebook) and at the farm gate. His wife อรอุมา (พี่อร) keeps the books and the online
shop, their daughter ใบเตย (ด.ญ.ปัณฑิตา) is in ม.1, his father พ่อสมบูรณ์ lives with them. It is November 2568 (2025).

Documents/ไร่เมล่อน/ (the business)
- ลูกค้า/ข้อเสนอราคาส่ง_เฟรชเวย์_ร่าง.docx: draft 2569 supply offer to FreshWay, 33,900 a week (85 บาท/กก. Green Net).
- ลูกค้า/ข้อเสนอราคาส่ง_เฟรชเวย์_ฉบับส่ง.docx: the final that was sent, other figures, 35,740 a week (82 บาท/กก.).
- ลูกค้า/FreshWay_PO-68-0412.pdf: FreshWay's English purchase order for 28 Oct 2025, 23,600.00 THB.
- โรงเรือนใหม่/AgriDome_greenhouse_quotation.pdf: English quote for greenhouse no. 7, 248,000 THB, fans included.
- โรงเรือนใหม่/ใบเสนอราคาโรงเรือน_สุพรรณโรงเรือนเกษตร.docx: a Thai quote for the same greenhouse, 236,500 บาท, no fans.
- โรงเรือนใหม่/GoldenEar_loan_approval_Oct2025.pdf: the bank's loan approval, 300,000 THB, 4.75%, 5,627 a month.
- Suppliers/SiamSeedAgro_pricelist_2025.pdf: English 2025 price list of Siam Seed & Agro Co., Ltd. (Green Net 6,800).
- Suppliers/ราคาเมล็ดพันธุ์และปุ๋ย_สยามซีด_2567.docx: last year's list of the same firm in Thai (Green Net 6,200).
- Suppliers/SiamSeedAgro_invoice_SSA-2510-233.pdf: October seed and fertiliser invoice, 28,270.00, due 8 Nov 2025.
- Suppliers/email_SiamSeedAgro_Nov2025.txt: email, Green Net seed 7,200 a pack from 1 Dec 2025, delivery on Wednesday.
- Suppliers/SuphanCarton_invoice_Oct2025.pdf: cartons, foam nets and stickers, 7,250.00.
- บัญชี/ยอดขายไร่_2568.xlsx: this year's book, three sheets (sales by channel, expenses, harvest) ม.ค.–ต.ค.
- บัญชี/ยอดขายไร่_2567.xlsx: last year's book, same layout, ม.ค.–ธ.ค.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: October wages of four workers, 38,300.
- บัญชี/ยอดขายออนไลน์_ต.ค.68.md: October online sales by channel, 131 orders, 38,750.
- แชท/แชทไลน์_คุณเมย์_เฟรชเวย์.txt: LINE chat with the buyer; New Year boxes cut from 300 at 450 to 250 at 430.
- แชท/แชทไลน์_พี่ชัย_รถห้องเย็น.txt: LINE chat with the chilled-truck driver; 2,500 -> asked 3,000 -> settled 2,700.
- บันทึกไร่/รอบปลูก_ต.ค.-ธ.ค.68.md: the planting round of each greenhouse, harvest dates.
- บันทึกไร่/สูตรปุ๋ย_AB_เมล่อน.md: the A/B nutrient recipe and EC by growth stage.
- บันทึกไร่/หนังสือรับรอง_GAP_ไร่กร.docx: the GAP certificate of the plot (expires 14 มกราคม 2570).
- แผนไร่ปี2569.pptx: slides, the plan for next year (2,200,000 target, greenhouse no. 7).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (house meter, 1,742.38) and Bills/SkyMobile_bill_Oct2025.pdf (1,177.00).
- ประกัน/LotusLife_health_renewal_2025.pdf: English renewal of the daughter's health policy, 14,850, pay by 15 Dec 2025;
  the household book pays พี่กร's life policy to โลตัสไลฟ์ (Lotus Life in the English letter).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fees (16,500; 18,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group (the ordination envelope goes from 2,000 to 3,000).
- งานบวชหลานต้น.md: notes for a nephew's ordination on 22 พฤศจิกายน 2568.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("กรเมล่อนฟาร์ม (Korn Melon Farm) 88 หมู่ 5 ต.หนองสาหร่าย อ.ดอนเจดีย์ จ.สุพรรณบุรี 72170 "
            "โทร 086-319-4428")

# ---------------------------------------------------------------- FreshWay offer: draft and final
OFFER_HEAD = ("พันธุ์", "เกรด / น้ำหนักต่อลูก", "ราคาต่อกก. (บาท)", "ปริมาณต่อสัปดาห์", "รวมต่อสัปดาห์ (บาท)")
OFFER_DRAFT = [
    FARM_TOP,
    "ข้อเสนอราคาส่งเมล่อน ปี 2569 (ร่าง)",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณมยุรี (คุณเมย์) ฝ่ายจัดซื้อผักผลไม้ บริษัท เฟรชเวย์ ซูเปอร์มาร์เก็ต จำกัด",
    "ระยะเวลา 5 มกราคม – 30 มิถุนายน 2569 ส่งทุกวันอังคาร ที่ DC สุพรรณบุรี",
]
OFFER_DRAFT_TABLE = [
    OFFER_HEAD,
    ("กรีนเนท (Green Net)", "A 1.3–1.8 กก.", "85", "200 กก.", "17,000"),
    ("ฮันนี่โกลด์ (Honey Gold)", "A 1.5–2.0 กก.", "95", "120 กก.", "11,400"),
    ("ออเรนจ์เลดี้ (Orange Lady)", "A 1.2–1.6 กก.", "110", "50 กก.", "5,500"),
    ("รวมต่อสัปดาห์", "", "", "370 กก.", "33,900"),
]
OFFER_DRAFT_BOTTOM = ["รวมต่อสัปดาห์ 33,900 บาท เครดิต 30 วัน",
                      "ร่าง ยังไม่ส่ง รอเช็คราคาเมล็ดปีหน้ากับสยามซีดก่อน แล้วค่อยปรับราคากรีนเนท"]
OFFER_FINAL = [
    FARM_TOP,
    "ข้อเสนอราคาส่งเมล่อน ปี 2569",
    "วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณมยุรี (คุณเมย์) ฝ่ายจัดซื้อผักผลไม้ บริษัท เฟรชเวย์ ซูเปอร์มาร์เก็ต จำกัด",
    "ระยะเวลา 5 มกราคม – 30 มิถุนายน 2569 ส่งทุกวันอังคาร ที่ DC สุพรรณบุรี",
]
OFFER_FINAL_TABLE = [
    OFFER_HEAD,
    ("กรีนเนท (Green Net)", "A 1.3–1.8 กก.", "82", "220 กก.", "18,040"),
    ("ฮันนี่โกลด์ (Honey Gold)", "A 1.5–2.0 กก.", "95", "120 กก.", "11,400"),
    ("ออเรนจ์เลดี้ (Orange Lady)", "A 1.2–1.6 กก.", "105", "60 กก.", "6,300"),
    ("รวมต่อสัปดาห์", "", "", "400 กก.", "35,740"),
]
OFFER_FINAL_BOTTOM = [
    "รวมต่อสัปดาห์ 35,740 บาท เครดิต 45 วัน ราคานี้ยืนถึง 30 มิถุนายน 2569",
    "รับประกันความหวานไม่ต่ำกว่า 14 บริกซ์ ลูกไหนไม่ถึงเปลี่ยนให้ในการส่งครั้งถัดไป",
    "ลงชื่อ ธนกร บุญประเสริฐ เจ้าของกรเมล่อนฟาร์ม",
]
FRESHWAY_PO = [
    "FRESHWAY SUPERMARKET CO., LTD.\n"
    "Head office: 55 Phetkasem Road, Mueang Nakhon Pathom 73000\n"
    "PURCHASE ORDER No. PO-68-0412        Date: 20 Oct 2025\n"
    "Supplier: Korn Melon Farm (Mr. Thanakorn Boonprasert), Don Chedi, Suphan Buri\n"
    "Deliver to: FreshWay DC Suphan Buri, Tuesday 28 Oct 2025, before 09:00\n"
    "\n"
    "Item                                   Qty      Unit price   Amount\n"
    "Green Net melon, grade A (1.3-1.8 kg)  180 kg   80.00        14,400.00\n"
    "Honey Gold melon, grade A (1.5-2.0 kg) 100 kg   92.00         9,200.00\n"
    "\n"
    "TOTAL: 23,600.00 THB\n"
    "Payment terms: 45 days after delivery, by bank transfer.\n"
    "Fruit below 13 Brix or with cracked skin will be returned.\n"
    "Buyer: Khun Mayuree Thongkham (May), Fresh Produce Department",
]

# ---------------------------------------------------------------- greenhouse no. 7: two quotes, the loan
AGRIDOME_QUOTE = [
    "AGRIDOME STRUCTURES CO., LTD.\n"
    "Greenhouses for melons and vegetables - Kamphaeng Saen, Nakhon Pathom\n"
    "QUOTATION No. AD-Q-2568-118       Date: 3 Oct 2025\n"
    "To: Korn Melon Farm (Khun Thanakorn), Don Chedi, Suphan Buri\n"
    "\n"
    "Greenhouse 6 x 30 m, height 4.5 m, galvanised steel frame (2 mm)\n"
    "UV-stabilised PE roof film 150 micron; insect net 40 mesh on all sides\n"
    "Drip irrigation with A/B dosing tanks and timer\n"
    "2 circulation fans included\n"
    "\n"
    "Price: 248,000 THB including VAT, delivery and construction\n"
    "Construction time: 21 days. Deposit 40% on order, balance on handover.\n"
    "Warranty: 5 years on the steel frame, 1 year on the film.\n"
    "This quotation is valid for 45 days.\n"
    "Sales: Khun Pornchai 081-552-7734",
]
SUPHAN_GH = [
    "ห้างหุ้นส่วนจำกัด สุพรรณโรงเรือนเกษตร",
    "99/3 ถนนมาลัยแมน ต.รั้วใหญ่ อ.เมือง จ.สุพรรณบุรี โทร 035-521-908",
    "ใบเสนอราคา เลขที่ SPR-0987  วันที่ 8 ตุลาคม 2568",
    "เรียน คุณธนกร บุญประเสริฐ กรเมล่อนฟาร์ม",
    "เรื่อง สร้างโรงเรือนปลูกเมล่อน ขนาด 6 x 30 เมตร 1 หลัง",
]
SUPHAN_GH_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("โครงโรงเรือนเหล็กกัลวาไนซ์ 6 x 30 ม. สูง 4.2 ม.", "1 หลัง", "168,000"),
    ("พลาสติกหลังคา UV 150 ไมครอน + มุ้งกันแมลง 40 เมช รอบด้าน", "1 ชุด", "38,500"),
    ("ระบบน้ำหยด + ถังผสมปุ๋ย A/B + เครื่องตั้งเวลา", "1 ชุด", "30,000"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "236,500"),
]
SUPHAN_GH_BOTTOM = [
    "ราคานี้ไม่รวมพัดลมระบายอากาศ หากต้องการเพิ่มตัวละ 4,900 บาท",
    "ระยะเวลาก่อสร้าง 30 วัน มัดจำ 50% เมื่อตกลง ส่วนที่เหลือชำระเมื่อส่งมอบ",
    "รับประกันโครงสร้าง 3 ปี พลาสติก 1 ปี",
    "ลงชื่อ สมพงษ์ ทองสุข หุ้นส่วนผู้จัดการ",
]
LOAN_LETTER = [
    "GOLDEN EAR AGRICULTURAL BANK PUBLIC COMPANY LIMITED\n"
    "Don Chedi Branch, 145 Moo 1, Don Chedi, Suphan Buri 72170\n"
    "Ref. GEB-DC/LN 2568/0371\n"
    "24 October 2025\n"
    "\n"
    "Mr. Thanakorn Boonprasert\n"
    "Korn Melon Farm, 88 Moo 5, Nong Sarai, Don Chedi, Suphan Buri 72170\n"
    "\n"
    "Subject: Approval of agricultural investment loan\n"
    "\n"
    "Dear Mr. Thanakorn,\n"
    "We are pleased to inform you that your application dated 2 October 2025\n"
    "has been approved on the following terms:\n"
    "Purpose: one greenhouse (6 x 30 m) and a solar-powered water pump\n"
    "Loan amount: 300,000 THB\n"
    "Interest rate: 4.75% per year, fixed for the first 3 years; then MLR - 1.50%\n"
    "Term: 60 months\n"
    "Monthly instalment: 5,627 THB, first payment on 25 December 2025\n"
    "Front-end fee: 0.25% of the loan (750 THB)\n"
    "Collateral: land title deed no. 28417, Nong Sarai, Don Chedi\n"
    "Disbursement: 40% on signing, 60% when the structure is complete\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 21 November 2025,\n"
    "bringing your ID card, house registration and the greenhouse quotation.\n"
    "This approval lapses if the agreement is not signed by that date.\n"
    "\n"
    "Yours sincerely,\n"
    "Wipawee Chantra, Credit Officer, Tel. 035-597-220",
]

# ---------------------------------------------------------------- Siam Seed & Agro
SSA_PRICES_2025 = [
    "SIAM SEED & AGRO CO., LTD.\n"
    "201 Moo 2, Song Phi Nong, Suphan Buri 72110   Tel. 035-531-664\n"
    "PRICE LIST 2025 - SEEDS AND HYDROPONIC FERTILISERS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB.\n"
    "\n"
    "Green Net F1 melon seed, pack of 1,000 seeds ...... 6,800\n"
    "Honey Gold F1 melon seed (Hami type), 1,000 seeds . 7,400\n"
    "Orange Lady F1 melon seed, 1,000 seeds ............ 7,900\n"
    "Sweet Jade F1 melon seed, 1,000 seeds ............. 6,500\n"
    "Calcium nitrate, 25 kg bag ........................ 890\n"
    "Potassium nitrate, 25 kg bag ...................... 1,280\n"
    "Mono potassium phosphate (MKP), 25 kg bag ......... 1,650\n"
    "Magnesium sulfate, 25 kg bag ...................... 420\n"
    "Coco peat block, 5 kg ............................. 75\n"
    "\n"
    "Free delivery in Suphan Buri for orders over 10,000 THB. Delivery day: Thursday.\n"
    "Payment: 30 days credit for registered farms.\n"
    "Contact: Kittipong Lertsiri, sales@siamseedagro.co.th",
]
SSA_PRICES_2567 = ["บริษัท สยามซีดแอนด์อะโกร จำกัด (Siam Seed & Agro)",
                   "ใบราคาเมล็ดพันธุ์และปุ๋ยไฮโดรโปนิกส์ ปี 2567 (มกราคม – ธันวาคม 2567)"]
SSA_PRICES_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("เมล็ดเมล่อนกรีนเนท F1", "ซอง 1,000 เมล็ด", "6,200"),
    ("เมล็ดเมล่อนฮันนี่โกลด์ F1", "ซอง 1,000 เมล็ด", "7,100"),
    ("เมล็ดเมล่อนออเรนจ์เลดี้ F1", "ซอง 1,000 เมล็ด", "7,500"),
    ("เมล็ดเมล่อนสวีทเจด F1", "ซอง 1,000 เมล็ด", "6,300"),
    ("แคลเซียมไนเตรท", "กระสอบ 25 กก.", "950"),
    ("โพแทสเซียมไนเตรท", "กระสอบ 25 กก.", "1,350"),
    ("โมโนโพแทสเซียมฟอสเฟต (MKP)", "กระสอบ 25 กก.", "1,580"),
    ("แมกนีเซียมซัลเฟต", "กระสอบ 25 กก.", "400"),
    ("ขุยมะพร้าวอัดก้อน", "ก้อน 5 กก.", "70"),
]
SSA_PRICES_2567_BOTTOM = ["ส่งฟรีในจังหวัดสุพรรณบุรีเมื่อสั่งเกิน 8,000 บาท ส่งทุกวันพฤหัสบดี",
                          "ติดต่อ คุณกิตติพงษ์ เลิศศิริ ฝ่ายขาย"]
SSA_INVOICE = [
    "SIAM SEED & AGRO CO., LTD.\n"
    "INVOICE No. SSA-2510-233\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025 (30 days)\n"
    "Customer: Korn Melon Farm (Mr. Thanakorn Boonprasert), Don Chedi, Suphan Buri\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Green Net F1 melon seed (1,000 seeds)  2 packs    6,800.00     13,600.00\n"
    "Honey Gold F1 melon seed (1,000 seeds) 1 pack     7,400.00      7,400.00\n"
    "Calcium nitrate 25 kg                  2 bags       890.00      1,780.00\n"
    "MKP 25 kg                              1 bag      1,650.00      1,650.00\n"
    "Magnesium sulfate 25 kg                2 bags       420.00        840.00\n"
    "Coco peat block 5 kg                   40 blocks     75.00      3,000.00\n"
    "\n"
    "TOTAL DUE: 28,270.00 THB (agricultural inputs, VAT exempt)\n"
    "Please transfer to Bangkok Metro Bank, Siam Seed & Agro Co., Ltd., 402-1-88317-5",
]
SSA_EMAIL = """From: Kittipong Lertsiri <sales@siamseedagro.co.th>
To: kornmelonfarm@gmail.com
Date: Tue, 11 Nov 2025 09:12
Subject: Seed prices and delivery day from 1 December 2025

Dear Khun Thanakorn,

Thank you for your orders this year. Please note two changes from 1 December 2025:

1. Green Net F1 melon seed will be 7,200 THB per pack of 1,000 seeds (the 2025 price list says 6,800).
   The importer has raised its price. Orders placed before 30 November keep the old price.
   Honey Gold F1 stays at 7,400 THB.
2. Our truck to Don Chedi will come on Wednesday instead of Thursday.

Fertiliser prices do not change.

Best regards,
Kittipong Lertsiri
Sales, Siam Seed & Agro Co., Ltd.
035-531-664
"""
CARTON_INVOICE = [
    "SUPHAN CARTON & PACK LTD.\n"
    "Packaging for farms and fruit shops - Malaiman Road, Mueang Suphan Buri\n"
    "INVOICE No. SCP-25-1043        Date: 2 Oct 2025\n"
    "Bill to: Korn Melon Farm, Don Chedi\n"
    "\n"
    "Carton box for 4 melons, printed logo   300 pcs     x 12.00    3,600.00\n"
    "Foam net sleeve 5 inch                  2,000 pcs   x 0.85     1,700.00\n"
    "Round sticker 'Korn Melon' 5 cm         3,000 pcs   x 0.65     1,950.00\n"
    "\n"
    "TOTAL 7,250.00 THB   Paid by bank transfer on 2 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
SALES_2568 = {  # FreshWay, online, farm gate, ม.ค.–ต.ค.
    "super": [98400, 105200, 112600, 86300, 79800, 92500, 101300, 74600, 68900, 96200],
    "online": [32600, 41800, 35400, 28900, 26300, 30100, 33800, 27400, 25600, 38750],
    "gate": [12800, 15600, 18900, 21400, 13200, 9800, 11300, 8700, 7900, 10400],
}
COSTS_2568 = {  # seeds/fertiliser, wages, electricity, transport, packaging
    "seed": [28600, 24300, 31200, 26800, 22400, 29700, 30500, 25100, 23800, 33650],
    "wages": [36000, 36000, 37500, 37500, 36000, 36000, 37500, 37500, 36000, 38300],
    "power": [6850, 7120, 8940, 10230, 9870, 8120, 7640, 7210, 6980, 7310],
    "truck": [10000, 10000, 12500, 10000, 10000, 10000, 10000, 7500, 7500, 10800],
    "pack": [6400, 7900, 7300, 6100, 5600, 6200, 6800, 5300, 4900, 7250],
}
HARVEST_2568 = {  # fruits, kg, grade A %
    "fruits": [1480, 1620, 1710, 1390, 1240, 1380, 1510, 1150, 1060, 1430],
    "kg": [2250, 2480, 2640, 2090, 1850, 2060, 2290, 1710, 1560, 2180],
    "gradeA": [88, 90, 91, 86, 82, 80, 84, 76, 74, 85],
}
SALES_2567 = {
    "super": [88200, 94600, 101300, 79400, 72800, 85100, 90700, 66300, 61200, 84500, 92800, 118600],
    "online": [22400, 35100, 27800, 21300, 19600, 22900, 25400, 20100, 18700, 27300, 31600, 48900],
    "gate": [11200, 13900, 16800, 19100, 12400, 8900, 10200, 7600, 7100, 9300, 12600, 21800],
}
COSTS_2567 = {
    "seed": [25400, 22100, 28900, 24300, 20800, 27100, 28400, 23600, 21900, 27800, 26200, 30400],
    "wages": [32000, 32000, 33500, 33500, 32000, 32000, 33500, 33500, 32000, 33500, 33500, 36000],
    "power": [6420, 6780, 8510, 9860, 9450, 7790, 7310, 6940, 6700, 6880, 6650, 6590],
    "truck": [10000, 10000, 10000, 10000, 7500, 10000, 10000, 7500, 7500, 10000, 10000, 12500],
    "pack": [5200, 7100, 6300, 5400, 4900, 5500, 5900, 4700, 4300, 5800, 6600, 11200],
}
HARVEST_2567 = {
    "fruits": [1320, 1450, 1530, 1260, 1110, 1240, 1350, 1010, 940, 1290, 1420, 1860],
    "kg": [1980, 2200, 2340, 1880, 1650, 1840, 2030, 1490, 1380, 1940, 2150, 2830],
    "gradeA": [86, 88, 89, 84, 80, 78, 82, 73, 71, 83, 87, 90],
}


def month_totals(sales: dict[str, list[int]]) -> list[int]:
    return [a + b + c for a, b, c in zip(sales["super"], sales["online"], sales["gate"])]


def _farm_book(path: Path, year: str, sales: dict, costs: dict, harvest: dict) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายกรเมล่อนฟาร์ม ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "เฟรชเวย์ (FreshWay)", "ออนไลน์ (Online)", "หน้าไร่ (Farm gate)", "รวม (Total)"])
    for i, total in enumerate(month_totals(sales)):
        sheet.append([f"{MONTHS[i]} {year}", sales["super"][i], sales["online"][i], sales["gate"][i], total])
    sheet.append(["รวมทั้งปี (Year total)", sum(sales["super"]), sum(sales["online"]), sum(sales["gate"]),
                  sum(month_totals(sales))])
    for column in range(2, 6):
        money_format(sheet, column)
    costs_sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs_sheet.append([f"ค่าใช้จ่ายไร่ ปี {year} (Farm expenses {year}, THB)"])
    costs_sheet.append(["เดือน (Month)", "เมล็ด/ปุ๋ย/ชีวภัณฑ์ (Seeds & fertiliser)", "ค่าแรง (Wages)",
                        "ค่าไฟปั๊ม/พัดลม มิเตอร์ไร่ (Electricity)", "ค่ารถห้องเย็น (Transport)",
                        "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    keys = ("seed", "wages", "power", "truck", "pack")
    for i in range(len(costs["seed"])):
        values = [costs[k][i] for k in keys]
        costs_sheet.append([f"{MONTHS[i]} {year}"] + values + [sum(values)])
    columns = [sum(costs[k]) for k in keys]
    costs_sheet.append(["รวมทั้งปี (Year total)"] + columns + [sum(columns)])
    for column in range(2, 8):
        money_format(costs_sheet, column)
    crop = book.create_sheet("ผลผลิต Harvest")
    crop.append([f"ผลผลิตเมล่อน ปี {year} (Harvest {year}, all greenhouses)"])
    crop.append(["เดือน (Month)", "จำนวนลูก (Fruits)", "น้ำหนักรวม (kg)", "เกรด A (%)"])
    for i in range(len(harvest["fruits"])):
        crop.append([f"{MONTHS[i]} {year}", harvest["fruits"][i], harvest["kg"][i], harvest["gradeA"][i]])
    crop.append(["รวม (Total)", sum(harvest["fruits"]), sum(harvest["kg"]), ""])
    for column in (2, 3):
        money_format(crop, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1688.12, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 240, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 1177, "SkyMobile 3 เบอร์"), ("ค่ากับข้าว (Food)", 9200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3800, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2100, "โลตัสไลฟ์ ผ่อนรายเดือน"),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1815.64, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 1177, "SkyMobile 3 เบอร์"), ("ค่ากับข้าว (Food)", 9650, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 4100, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2100, "โลตัสไลฟ์ ผ่อนรายเดือน"),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ค่าซ่อมมอเตอร์ไซค์ (Motorbike repair)", 1350, "เปลี่ยนยาง+ผ้าเบรก")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1742.38, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 248, ""),
                  ("ค่าโทรศัพท์ (Mobile)", 1177, "SkyMobile 3 เบอร์"), ("ค่ากับข้าว (Food)", 9400, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3950, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2100, "โลตัสไลฟ์ ผ่อนรายเดือน"),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ + ตรวจสุขภาพ (Dad's medicine, check-up)", 2650, "รพ.ดอนเจดีย์")],
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


# ---------------------------------------------------------------- GAP certificate
GAP_CERT = [
    "สำนักงานตรวจรับรองมาตรฐานสินค้าเกษตร เขต 5",
    "ใบรับรองแหล่งผลิต GAP พืช",
    "เลขที่ใบรับรอง 72-6101-0458-2567",
    "ออกให้แก่ นายธนกร บุญประเสริฐ (กรเมล่อนฟาร์ม)",
    "สถานที่ตั้งแปลง 88 หมู่ 5 ต.หนองสาหร่าย อ.ดอนเจดีย์ จ.สุพรรณบุรี",
    "ชนิดพืช เมล่อน (ปลูกในโรงเรือน 6 หลัง)  พื้นที่ 2 ไร่ 1 งาน",
    "ผลการตรวจประเมิน ผ่านเกณฑ์มาตรฐาน มกษ. 9001",
    "วันที่ออกใบรับรอง 15 มกราคม 2567  วันหมดอายุ 14 มกราคม 2570",
    "ผู้ถือใบรับรองต้องยื่นขอต่ออายุก่อนวันหมดอายุไม่น้อยกว่า 90 วัน",
    "ลงชื่อ นางสาวจันทร์เพ็ญ รุ่งเรือง ผู้อำนวยการ",
]

# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสุพรรณภูมิวิทยา อ.ดอนเจดีย์ จ.สุพรรณบุรี", f"ใบแจ้งชำระเงินบำรุงการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปัณฑิตา บุญประเสริฐ  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 30862"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-2-55871-3 แล้วส่งสลิปครูประจำชั้น",
              "หากชำระล่าช้า กรุณาติดต่อฝ่ายการเงิน"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("เงินบำรุงการศึกษา", "6,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "8,000"),
                           ("ค่าประกันอุบัติเหตุ", "350"), ("ค่าชุดพละและอุปกรณ์", "1,650")],
                "16,500", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("เงินบำรุงการศึกษา", "6,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "8,000"),
                           ("ค่าทัศนศึกษา", "1,200"), ("ค่าค่ายวิทยาศาสตร์", "2,300")],
                "18,000", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Don Chedi Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Boonprasert\n"
    "Address: 88 Moo 5, Nong Sarai, Don Chedi, Suphan Buri 72170 (house)\n"
    "Customer no. 020034417265\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,511 -> 24,849   Units used: 338 kWh\n"
    "Energy charge 1,556.71  Ft 33.46  Service 38.22  VAT 7% 113.99\n"
    "AMOUNT DUE: 1,742.38 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, convenience stores, or the PEA Smart Plus app.",
]
SKY_BILL = [
    "SKYMOBILE COMMUNICATIONS CO., LTD.\n"
    "INVOICE - October 2025\n"
    "Customer: Thanakorn Boonprasert    Account no. SM-7730-11842\n"
    "Family Plus package, 3 numbers (086-319-4428, 089-207-5516, 095-448-0731)\n"
    "Package fee                         1,100.00\n"
    "VAT 7%                                 77.00\n"
    "TOTAL                               1,177.00 THB\n"
    "Due date: 28 Oct 2025. Pay in the SkyMobile app to get 50 bonus points.",
]
LOTUS_LETTER = [
    "LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Service Centre, Malaiman Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (CHILD)\n"
    "Dear Mr. Thanakorn Boonprasert,\n"
    "The health policy below will be renewed for another year.\n"
    "Insured: Miss Pantita Boonprasert (age 13)\n"
    "Policy no. LLH-2207-5519\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Annual premium: 14,850 THB (last year 13,900 THB); the insured moves to the 13-15 age band.\n"
    "Benefits: room and board up to 3,000 THB a day; in-patient cover up to 300,000 THB a year;\n"
    "out-patient 1,200 THB a visit, up to 30 visits a year.\n"
    "Please pay by 15 Dec 2025. Grace period 31 days.\n"
    "Your agent: Khun Nattaya Srisawat, 089-224-6610\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals(SALES_2568))
    return [
        ("แผนกรเมล่อนฟาร์ม ปี 2569", "Korn Melon Farm - plan for 2026\nธนกร บุญประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "เฟรชเวย์ยังเป็นลูกค้าหลัก ออนไลน์โตขึ้นทุกเดือน\n"
                         "ปัญหา: หน้าฝนเกรด A ตกเหลือ 74%, ค่ารถห้องเย็นขึ้นเป็นเที่ยวละ 2,700"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,200,000 บาท\nเกรด A ไม่ต่ำกว่า 85% ทุกเดือน\n"
                            "ออนไลน์เดือนละ 50,000 บาท"),
        ("โรงเรือนที่ 7", "งบสร้าง 250,000 บาท (เทียบใบเสนอราคา 2 เจ้า)\n"
                          "กู้ธนาคาร 300,000 บาท รวมปั๊มน้ำโซลาร์\nสร้างเสร็จภายในกุมภาพันธ์ 2569"),
        ("พันธุ์และตลาด", "เพิ่มออเรนจ์เลดี้ ขายออนไลน์เป็นหลัก\nกล่องของขวัญปีใหม่และตรุษจีนให้เฟรชเวย์"),
        ("ต่ออายุ GAP", "ใบรับรองหมดอายุ 14 มกราคม 2570\nยื่นต่ออายุล่วงหน้าอย่างน้อย 90 วัน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ไร่เมล่อน/แชท/แชทไลน์_คุณเมย์_เฟรชเวย์.txt": """[6 พ.ย. 68 10:12] เมย์ FreshWay: สวัสดีค่ะพี่กร ปีนี้ห้างจะทำกล่องของขวัญเมล่อนปีใหม่ค่ะ กล่องละ 2 ลูก สนใจสั่ง 300 กล่อง ราคากล่องละ 450 บาท ได้ไหมคะ
[6 พ.ย. 68 10:30] กร ไร่เมล่อน: ได้ครับ โรงเรือน 2 กับ 3 เก็บกลางเดือนธันวา ส่งได้ช่วง 20-24 ธ.ค. ครับ
[6 พ.ย. 68 10:31] เมย์ FreshWay: โอเคค่ะ เดี๋ยวรอฝ่ายจัดซื้ออนุมัติก่อนนะคะ
[12 พ.ย. 68 09:05] กร ไร่เมล่อน: ส่งข้อเสนอราคาส่งปีหน้าไปทางอีเมลแล้วนะครับ ฉบับที่แก้แล้ว
[12 พ.ย. 68 09:40] เมย์ FreshWay: ได้รับแล้วค่ะ กรีนเนท 82 ผู้จัดการน่าจะโอเค
[18 พ.ย. 68 15:22] เมย์ FreshWay: พี่กรคะ ฝ่ายจัดซื้อตัดงบกล่องปีใหม่ ขอลดเหลือ 250 กล่อง แล้วขอราคากล่องละ 430 ได้ไหมคะ
[18 พ.ย. 68 15:50] กร ไร่เมล่อน: 430 ได้ครับ ถ้ารับ 250 กล่องส่งครั้งเดียววันที่ 22 ธ.ค.
[18 พ.ย. 68 15:52] เมย์ FreshWay: ตกลงค่ะ 250 กล่อง กล่องละ 430 รวม 107,500 บาท ส่ง 22 ธ.ค. ที่ DC สุพรรณค่ะ
[18 พ.ย. 68 15:53] กร ไร่เมล่อน: รับทราบครับ ขอบคุณครับ
[19 พ.ย. 68 08:10] เมย์ FreshWay: พี่กรคะ สติ๊กเกอร์หน้ากล่องขอเป็นโลโก้ห้างคู่กับโลโก้ไร่นะคะ เดี๋ยวส่งไฟล์ให้
""",
    "ไร่เมล่อน/แชท/แชทไลน์_พี่ชัย_รถห้องเย็น.txt": """[22 ก.ย. 68 18:05] ชัย รถห้องเย็น: กรครับ ดีเซลขึ้นอีกแล้ว เดือนหน้าขอขึ้นค่ารถส่ง DC เฟรชเวย์จากเที่ยวละ 2,500 เป็น 3,000 นะ
[22 ก.ย. 68 18:20] กร ไร่เมล่อน: โห พี่ชัย ขึ้นทีเดียว 500 หนักไปครับ 2,600 ได้ไหม
[22 ก.ย. 68 18:34] ชัย รถห้องเย็น: 2,600 ไม่ไหวจริงๆ 2,800 ละกัน
[23 ก.ย. 68 07:10] กร ไร่เมล่อน: 2,700 นะพี่ ผมให้วิ่งทุกวันอังคารประจำ เดือนละ 4 เที่ยวแน่นอน
[23 ก.ย. 68 07:45] ชัย รถห้องเย็น: โอเค 2,700 ตั้งแต่ 1 ต.ค. ถ้าต้องแวะสาขานครปฐมด้วยบวกเที่ยวละ 400
[23 ก.ย. 68 07:46] กร ไร่เมล่อน: ตกลงครับพี่
[28 ต.ค. 68 16:00] ชัย รถห้องเย็น: เดือนนี้ 4 เที่ยว 10,800 นะกร
[28 ต.ค. 68 16:12] กร ไร่เมล่อน: โอนแล้วครับพี่ ส่งสลิปให้แล้ว
""",
    "ไร่เมล่อน/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| น้าเพ็ญ | ดูแลโรงเรือน 1-3 ผสมปุ๋ย | 400 บาท | 26 วัน | 10,400 บาท |
| ลุงแดง | ดูแลโรงเรือน 4-6 ระบบน้ำ | 400 บาท | 26 วัน | 10,400 บาท |
| โก้ | ผูกเถา ไว้ผล เก็บเกี่ยว | 350 บาท | 26 วัน | 9,100 บาท |
| น้องบิว (พาร์ทไทม์) | คัดเกรด แพ็คของออนไลน์ | 300 บาท | 28 วัน | 8,400 บาท |

รวมค่าแรง ต.ค. 38,300 บาท จ่ายแล้ววันที่ 31 ต.ค.
ลุงแดงเบิกล่วงหน้า 2,000 เมื่อ 15 ต.ค. หักแล้วในยอดนี้
""",
    "ไร่เมล่อน/บัญชี/ยอดขายออนไลน์_ต.ค.68.md": """# ยอดขายออนไลน์ ตุลาคม 2568 (พี่อรสรุป)

| ช่องทาง | ออเดอร์ | ยอดขาย (บาท) |
|---|---|---|
| Shopee ร้าน KornMelon | 62 | 17,430 |
| LINE OA | 48 | 14,920 |
| เพจ Facebook | 21 | 6,400 |
| รวม | 131 | 38,750 |

- ขายดีสุด: ฮันนี่โกลด์ กล่อง 2 ลูก 390 บาท
- ค่าธรรมเนียม Shopee เดือนนี้ 1,830 บาท (ยังไม่ได้หักในยอดข้างบน)
- ลูกค้าบ่นของช้ำ 3 ออเดอร์ ส่งลูกใหม่ให้แล้ว ต้องเปลี่ยนไปใช้ตาข่ายโฟมหนาขึ้น
""",
    "ไร่เมล่อน/บันทึกไร่/รอบปลูก_ต.ค.-ธ.ค.68.md": """# รอบปลูก ต.ค.–ธ.ค. 2568 (อัปเดต 10 พ.ย. 68)

| โรงเรือน | พันธุ์ | จำนวนต้น | วันย้ายกล้า | คาดเก็บเกี่ยว | หมายเหตุ |
|---|---|---|---|---|---|
| 1 | กรีนเนท | 650 | 8 ก.ย. 68 | 25 พ.ย. 68 | ส่งเฟรชเวย์ |
| 2 | ฮันนี่โกลด์ | 600 | 1 ต.ค. 68 | 18 ธ.ค. 68 | ทำกล่องปีใหม่ |
| 3 | กรีนเนท | 650 | 3 ต.ค. 68 | 20 ธ.ค. 68 | ทำกล่องปีใหม่ |
| 4 | - | - | - | - | พักโรง ล้างโรงเรือน อบฆ่าเชื้อ ถึง 20 พ.ย. |
| 5 | ออเรนจ์เลดี้ | 600 | 15 ต.ค. 68 | 3 ม.ค. 69 | ลองพันธุ์ใหม่ ขายออนไลน์ |
| 6 | กรีนเนท | 650 | 20 ส.ค. 68 | 8 พ.ย. 68 | เก็บแล้ว 612 ลูก เกรด A 84% |

- โรงเรือน 3 เจอราน้ำค้างวันที่ 28 ต.ค. พ่นไตรโคเดอร์มาแล้ว 2 รอบ ต้องเฝ้าดู
- ความหวานเฉลี่ยโรงเรือน 6 วัดได้ 14.8 บริกซ์
- โรงเรือน 4 จะย้ายกล้ากรีนเนทรอบใหม่ 25 พ.ย. 68
""",
    "ไร่เมล่อน/บันทึกไร่/สูตรปุ๋ย_AB_เมล่อน.md": """# สูตรปุ๋ย A/B เมล่อน (ถังละ 100 ลิตร เข้มข้น 100 เท่า)

ถัง A
- แคลเซียมไนเตรท 10 กก.
- เหล็กคีเลต 300 กรัม

ถัง B
- โพแทสเซียมไนเตรท 5 กก.
- MKP 2 กก.
- แมกนีเซียมซัลเฟต 5 กก.
- จุลธาตุรวม 100 กรัม

ค่า EC ตามระยะ
- ต้นกล้า 1.0-1.2
- เลื้อย/ไว้ผล 1.6-1.8
- ขยายผล 2.2-2.5
- สะสมความหวาน 2.6-2.8 ลดน้ำลง 30% ก่อนเก็บ 7 วัน

เป้าความหวาน 14 บริกซ์ขึ้นไป (เฟรชเวย์รับขั้นต่ำ 13)
""",
    "ไร่เมล่อน/Suppliers/email_SiamSeedAgro_Nov2025.txt": SSA_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[27 ต.ค. 68 20:05] อร: พี่กร ค่าเทอม 2 ของใบเตยต้องจ่ายก่อน 10 พ.ย. นะ 18,000
[27 ต.ค. 68 20:09] กร: โอเค เดี๋ยวโอนต้นเดือนหลังเฟรชเวย์จ่าย
[27 ต.ค. 68 20:10] ใบเตย: เทอมนี้มีค่ายวิทยาศาสตร์ด้วยนะคะ รวมอยู่ในนั้นแล้ว
[1 พ.ย. 68 08:30] พ่อ: วันที่ 22 งานบวชไอ้ต้น ใส่ซองกันเท่าไหร่
[1 พ.ย. 68 08:41] อร: อรว่า 2,000 ค่ะพ่อ
[1 พ.ย. 68 09:02] พ่อ: หลานคนโตนะ ใส่ 3,000 เถอะ พ่อออกเองครึ่งนึง
[1 พ.ย. 68 09:05] กร: ได้ครับพ่อ 3,000
[4 พ.ย. 68 19:20] อร: ใบต่อประกันสุขภาพใบเตยมาแล้ว ปีนี้ 14,850 ขึ้นเกือบพัน ต้องจ่ายก่อน 15 ธ.ค.
[4 พ.ย. 68 19:25] กร: จ่ายต้นธันวา หลังได้เงินกล่องปีใหม่
[9 พ.ย. 68 18:00] อร: โอนค่าเทอมแล้วนะ ส่งสลิปให้ครูแล้ว
""",
    "บ้าน/งานบวชหลานต้น.md": """# งานบวชหลานต้น (ลูกพี่แป้ง)
- วันเสาร์ที่ 22 พฤศจิกายน 2568 ที่วัดสระบัวทอง อ.ดอนเจดีย์
- 06.00 ปลงผม / 09.00 แห่นาค / 13.00 อุปสมบท
- ใส่ซอง 3,000 บาท (พ่อออกครึ่ง)
- รับปากเอาเมล่อน 20 ลูก ไปเลี้ยงแขก (ลูกตกเกรดจากโรงเรือน 6)
- อรช่วยจัดโต๊ะจีน 2 โต๊ะ
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 21 พ.ย.
- เลือกเจ้าสร้างโรงเรือน 7
- สั่งเมล็ดกรีนเนทก่อน 30 พ.ย. (ก่อนขึ้นราคา)
- ส่งไฟล์สติ๊กเกอร์กล่องปีใหม่ให้คุณเมย์
- จ่ายประกันสุขภาพใบเตย ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ไร่เมล่อน"
    customers, greenhouse, suppliers, books, notes = (farm / "ลูกค้า", farm / "โรงเรือนใหม่", farm / "Suppliers",
                                                      farm / "บัญชี", farm / "บันทึกไร่")
    home = docs / "บ้าน"
    for folder in (customers, greenhouse, suppliers, books, notes, farm / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(customers / "ข้อเสนอราคาส่ง_เฟรชเวย์_ร่าง.docx", OFFER_DRAFT, OFFER_DRAFT_TABLE,
               bottom=OFFER_DRAFT_BOTTOM)
    write_docx(customers / "ข้อเสนอราคาส่ง_เฟรชเวย์_ฉบับส่ง.docx", OFFER_FINAL, OFFER_FINAL_TABLE,
               bottom=OFFER_FINAL_BOTTOM)
    make_pdf(customers / "FreshWay_PO-68-0412.pdf", FRESHWAY_PO)
    make_pdf(greenhouse / "AgriDome_greenhouse_quotation.pdf", AGRIDOME_QUOTE)
    write_docx(greenhouse / "ใบเสนอราคาโรงเรือน_สุพรรณโรงเรือนเกษตร.docx", SUPHAN_GH, SUPHAN_GH_TABLE,
               bottom=SUPHAN_GH_BOTTOM)
    make_pdf(greenhouse / "GoldenEar_loan_approval_Oct2025.pdf", LOAN_LETTER)
    make_pdf(suppliers / "SiamSeedAgro_pricelist_2025.pdf", SSA_PRICES_2025)
    write_docx(suppliers / "ราคาเมล็ดพันธุ์และปุ๋ย_สยามซีด_2567.docx", SSA_PRICES_2567, SSA_PRICES_2567_TABLE,
               bottom=SSA_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamSeedAgro_invoice_SSA-2510-233.pdf", SSA_INVOICE)
    make_pdf(suppliers / "SuphanCarton_invoice_Oct2025.pdf", CARTON_INVOICE)
    _farm_book(books / "ยอดขายไร่_2568.xlsx", "2568", SALES_2568, COSTS_2568, HARVEST_2568)
    _farm_book(books / "ยอดขายไร่_2567.xlsx", "2567", SALES_2567, COSTS_2567, HARVEST_2567)
    write_docx(notes / "หนังสือรับรอง_GAP_ไร่กร.docx", GAP_CERT)
    write_slides(farm / "แผนไร่ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SkyMobile_bill_Oct2025.pdf", SKY_BILL)
    make_pdf(home / "ประกัน" / "LotusLife_health_renewal_2025.pdf", LOTUS_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
