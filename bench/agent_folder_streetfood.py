"""The folder of ข้าวมันไก่ป้านิ (Pa Ni Chicken Rice), a street-food stall in Khon Kaen, and of its owner's household.

The owner is นางนิภา ศรีวงศ์ (Nipa Sriwong, "ป้านิ"). She sells chicken rice from a cart on ถนนหน้าเมือง in the
morning and from stall B-17 at ตลาดต้นตาล in the evening, takes catering orders and delivery (LINE MAN), and
employs three people (พี่ต้อย, น้องแพร, น้องบาส). She lives in บ้านเป็ด, Mueang Khon Kaen, with her husband
สมพงษ์ (drives the pickup, does the market runs), their son ภูมิ (ป.4 at โรงเรียนอนุบาลบ้านสวนขอนแก่น) and her
mother-in-law. Her papers are Thai and English; it is mid 2568 (2025).

Files under Documents/:
ร้านป้านิ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ขอนแก่นมอเตอร์_ร่าง.docx: the draft catering quote to Khon Kaen Motor Sales (13,550 baht).
- ใบเสนอราคา/ใบเสนอราคา_ขอนแก่นมอเตอร์_ฉบับส่งจริง.docx: the final quote sent to them (12,250 baht, delivery free).
- ใบเสนอราคา/ใบเสนอราคา_งานบวช_พี่แดง.docx: a similar quote to พี่แดง for her nephew's ordination (10,800 baht).
- Suppliers/SiamPoultry_pricelist_2025.pdf: Siam Poultry Co., Ltd. wholesale price list 2025 (English).
- Suppliers/ราคาไก่_สยามพอลทรี_2567.docx: the same firm's 2567 price list, in Thai (บริษัท สยามพอลทรี จำกัด).
- Suppliers/invoice_SiamPoultry_SP-2506-118.pdf: a June 2025 invoice from Siam Poultry.
- Suppliers/invoice_KhonKaenRiceMill_May2025.pdf: a May 2025 invoice for jasmine rice (โรงสีข้าวขอนแก่น in Thai).
- Suppliers/StainlessCart_quote_2025.pdf: Khon Kaen Stainless Works' quote for a second food cart.
- บัญชี/ยอดขาย_รายจ่าย_2568.xlsx: this year's book, a sales sheet (months as rows) and an expenses sheet (months
  as columns), Jan-Jun.
- บัญชี/ยอดขาย_รายจ่าย_2567.xlsx: last year's book, same layout, Jan-Dec.
- บัญชี/ค่าแรงลูกจ้าง_2568.xlsx: staff wages, one row per person, months as columns.
- LINE/แชท_คุณเมย์_ขอนแก่นมอเตอร์.txt: LINE chat with the customer; the order changes twice after the quote.
- LINE/แชท_กลุ่มลูกน้องร้าน.txt: the staff group chat (Songkran closing, shifts, rice delivery).
- สัญญาเช่าแผง_ตลาดต้นตาล.docx: the stall rental contract at Ton Tann market from 1 July 2568.
- แผนปี2569.pptx: slides of her plan for next year (second cart, budget 85,000 baht).
- email_LINEMAN_commission.txt: an email from LINE MAN about the new GP commission.
- เมนูและราคา.md: the menu board prices.
- สูตรน้ำจิ้มเต้าเจี้ยว.md: her sauce recipe.
- food_license_renewal_notes.md: her English notes on renewing the municipal food-sale permit.
บ้าน/ (the household)
- Bills/PEA_bill_May2025.pdf, Bills/water_bill_May2025.pdf, Bills/internet_bill_May2025.pdf: May 2025 bills.
- ประกัน/ChaoPhrayaLife_premium_notice_2025.pdf: life-insurance premium notice (เจ้าพระยาประกันชีวิต in Thai).
- ประกัน/ใบเสนอราคาประกันรถกระบะ_2568.docx: a broker's quote for class-1 insurance on the pickup.
- ภูมิ/หนังสือแจ้งค่าเทอม_ภูมิ_เทอม1_2568.docx: the school's fee letter for term 1/2568, with a table of fees.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Apr, May, Jun 2568).
- แชท_ครอบครัว.txt: LINE chat with her husband.
- ทริปสงกรานต์_2568.md: notes for the Songkran trip to Nong Khai.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านป้านิ"
HOME = "บ้าน"

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
QUOTE_DRAFT_TOP = [
    "ข้าวมันไก่ป้านิ  ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น  โทร 08-1765-4420",
    "ใบเสนอราคา (ร่าง)",
    "วันที่ 2 มิถุนายน 2568",
    "เรียน คุณเมย์ (ฝ่ายบุคคล) บริษัท ขอนแก่นมอเตอร์เซลส์ จำกัด",
    "เรื่อง เสนอราคาอาหารกล่อง งานครบรอบ 15 ปีบริษัท วันศุกร์ที่ 20 มิถุนายน 2568 ส่งเวลา 11:00 น.",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ข้าวมันไก่ต้ม (กล่อง)", "150", "55", "8,250"),
    ("ข้าวมันไก่ทอด (กล่อง)", "50", "60", "3,000"),
    ("น้ำซุปฟัก (ถ้วย)", "200", "10", "2,000"),
    ("ค่าจัดส่ง", "1", "300", "300"),
    ("รวมทั้งสิ้น", "", "", "13,550"),
]
QUOTE_DRAFT_BOTTOM = [
    "ราคานี้ยังไม่ยืนยัน รอเช็คราคาไก่จากสยามพอลทรีก่อน",
    "มัดจำ 50% ก่อนวันงาน ส่วนที่เหลือชำระวันส่งของ",
]
QUOTE_FINAL_TOP = [
    "ข้าวมันไก่ป้านิ  ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น  โทร 08-1765-4420",
    "ใบเสนอราคา",
    "เลขที่ QT-2568/014  วันที่ 4 มิถุนายน 2568",
    "เรียน คุณเมย์ (ฝ่ายบุคคล) บริษัท ขอนแก่นมอเตอร์เซลส์ จำกัด",
    "เรื่อง เสนอราคาอาหารกล่อง งานครบรอบ 15 ปีบริษัท วันศุกร์ที่ 20 มิถุนายน 2568 ส่งเวลา 11:00 น.",
]
QUOTE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ข้าวมันไก่ต้ม (กล่อง)", "150", "50", "7,500"),
    ("ข้าวมันไก่ทอด (กล่อง)", "50", "55", "2,750"),
    ("น้ำซุปฟัก (ถ้วย)", "200", "10", "2,000"),
    ("ค่าจัดส่ง", "1", "ฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "12,250"),
]
QUOTE_FINAL_BOTTOM = [
    "ราคารวมน้ำจิ้มเต้าเจี้ยว น้ำจิ้มไก่ทอด และแตงกวาแล้ว  ส่งฟรีในเขตอำเภอเมือง",
    "มัดจำ 50% ก่อนวันงาน ส่วนที่เหลือชำระวันส่งของ  ใบเสนอราคานี้มีผล 15 วัน",
    "โอนเข้าบัญชี กสิกรไทย 123-4-56789-0 ชื่อบัญชี นางนิภา ศรีวงศ์",
    "ลงชื่อ นิภา ศรีวงศ์ (ผู้เสนอราคา)",
]
QUOTE_ORDINATION_TOP = [
    "ข้าวมันไก่ป้านิ  ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น  โทร 08-1765-4420",
    "ใบเสนอราคา",
    "เลขที่ QT-2568/015  วันที่ 6 มิถุนายน 2568",
    "เรียน คุณแดง บุญมา",
    "เรื่อง อาหารเลี้ยงพระและแขก งานบวชนายธนพล บุญมา วันเสาร์ที่ 14 มิถุนายน 2568 ที่วัดบ้านเป็ด ส่งเวลา 10:30 น.",
]
QUOTE_ORDINATION_TABLE = [
    QUOTE_HEAD,
    ("ข้าวมันไก่ต้ม (กล่อง)", "200", "45", "9,000"),
    ("น้ำซุปฟัก (ถ้วย)", "200", "8", "1,600"),
    ("ค่าจัดส่ง", "1", "200", "200"),
    ("รวมทั้งสิ้น", "", "", "10,800"),
]
QUOTE_ORDINATION_BOTTOM = [
    "ราคาพิเศษสำหรับงานบุญ  มัดจำ 3,000 บาท ส่วนที่เหลือชำระวันงาน",
    "โอนเข้าบัญชี กสิกรไทย 123-4-56789-0 ชื่อบัญชี นางนิภา ศรีวงศ์",
]

# ---------------------------------------------------------------- suppliers
POULTRY_2025 = [
    "SIAM POULTRY CO., LTD.\n99/5 Mittraphap Road, Mueang, Khon Kaen 40000  Tel 043-224-118\n"
    "WHOLESALE PRICE LIST 2025\nEffective 1 January 2025 until further notice\n"
    "Prices in THB, VAT included\n\n"
    "Item                              Unit     Price\n"
    "Whole chicken, fresh              kg       78\n"
    "Chicken thigh, boneless           kg       96\n"
    "Chicken breast                    kg       84\n"
    "Chicken fat                       kg       42\n"
    "Chicken feet                      kg       58\n"
    "Chicken blood tofu                pack     30\n\n"
    "Minimum order 20 kg. Free delivery in Khon Kaen city for orders over 3,000 THB.\n"
    "Payment: 15 days credit for regular customers.\n"
    "Contact: Khun Wichai (sales) 089-441-2276",
]
POULTRY_2567_TOP = [
    "บริษัท สยามพอลทรี จำกัด",
    "99/5 ถนนมิตรภาพ อ.เมือง จ.ขอนแก่น 40000 โทร 043-224-118",
    "ใบแจ้งราคาส่ง ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "ราคารวมภาษีมูลค่าเพิ่มแล้ว",
]
POULTRY_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("ไก่สดทั้งตัว", "กก.", "71"),
    ("สะโพกไก่ลอกกระดูก", "กก.", "89"),
    ("อกไก่", "กก.", "80"),
    ("มันไก่", "กก.", "36"),
    ("ตีนไก่", "กก.", "52"),
    ("เลือดไก่", "แพ็ค", "28"),
]
POULTRY_2567_BOTTOM = [
    "สั่งขั้นต่ำ 20 กก.  ส่งฟรีในเขตเมืองขอนแก่นเมื่อสั่งครบ 3,000 บาท",
    "ติดต่อ คุณวิชัย (ฝ่ายขาย) 089-441-2276",
]
POULTRY_INVOICE = [
    "SIAM POULTRY CO., LTD.\n99/5 Mittraphap Road, Mueang, Khon Kaen 40000\nTax ID 0405551000871\n\n"
    "INVOICE\nInvoice No.: SP-2506-118\nDate: 10 June 2025\n"
    "Bill to: Pa Ni Chicken Rice (Mrs. Nipa Sriwong), Na Mueang Road, Khon Kaen\n\n"
    "Item                       Qty        Unit price   Amount\n"
    "Whole chicken, fresh       120 kg     78           9,360.00\n"
    "Chicken fat                15 kg      42           630.00\n"
    "Chicken blood tofu         20 packs   30           600.00\n\n"
    "Total (VAT included): 10,590.00 THB\n"
    "Payment due: 25 June 2025\n"
    "Please transfer to Kasikorn Bank 765-2-11890-3, Siam Poultry Co., Ltd.",
]
RICE_INVOICE = [
    "KHON KAEN RICE MILL LTD., PART.\n12 Moo 7, Tha Phra, Mueang, Khon Kaen 40260  Tel 043-261-557\n\n"
    "INVOICE No. KRM-0587\nDate: 3 May 2025\n"
    "Customer: Mrs. Nipa Sriwong (Pa Ni Chicken Rice)\n\n"
    "Description                         Qty       Unit price    Amount\n"
    "Hom Mali jasmine rice, 49 kg sack   8 sacks   1,450         11,600.00\n"
    "Delivery to Na Mueang Road          1         150           150.00\n\n"
    "TOTAL AMOUNT DUE: 11,750.00 THB\n"
    "Due date: 31 May 2025\n"
    "Cash on delivery or transfer to Bangkok Bank 402-0-77315-6",
]
CART_QUOTE = [
    "KHON KAEN STAINLESS WORKS\n55/1 Srichan Road, Mueang, Khon Kaen  Tel 081-873-0952\n\n"
    "QUOTATION No. QT-2025-044\nDate: 18 June 2025\n"
    "To: Mrs. Nipa Sriwong (Pa Ni Chicken Rice)\n\n"
    "Item                                              Qty   Amount (THB)\n"
    "Stainless steel food cart 150 cm, glass display   1     38,500\n"
    "Double gas burner with regulator                  1     4,200\n"
    "Roof canopy with LED light                        1     3,800\n\n"
    "TOTAL: 46,500 THB\n"
    "Lead time: 30 days after deposit. Deposit 50% on order.\n"
    "Warranty: 1 year on welding. Quotation valid 30 days.",
]

# ---------------------------------------------------------------- books
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Stall)", "เดลิเวอรี่ (Delivery)", "จัดเลี้ยง (Catering)",
                 "รวม (Total)")
SALES_2568 = [
    (98400, 21350, 6500), (92100, 19800, 0), (104650, 23400, 8200),
    (81300, 18950, 4500), (107800, 24600, 7200), (101250, 25100, 24300),
]
SALES_2567 = [
    (91200, 15600, 4800), (86500, 14900, 0), (95300, 17250, 5400), (76800, 14100, 3200),
    (99100, 18300, 7600), (93400, 18900, 6000), (88700, 17600, 0), (90250, 18050, 4300),
    (85900, 16800, 2500), (94600, 19200, 9800), (97350, 20150, 6200), (108900, 22400, 15600),
]
EXPENSE_ITEMS = ["ค่าไก่ (Chicken)", "ข้าวสาร (Rice)", "แก๊ส (LPG)", "ผักและเครื่องปรุง (Veg & seasoning)",
                 "ค่าแรง (Wages)", "ค่าเช่าแผง (Stall rent)", "ค่า GP เดลิเวอรี่ (Delivery commission)"]
EXPENSES_2568 = {
    "ค่าไก่ (Chicken)": [36480, 33950, 38920, 30110, 40260, 39480],
    "ข้าวสาร (Rice)": [11600, 10150, 11750, 8700, 11750, 11600],
    "แก๊ส (LPG)": [2940, 2520, 2940, 2100, 3150, 2940],
    "ผักและเครื่องปรุง (Veg & seasoning)": [6850, 6320, 7140, 5600, 7480, 7210],
    "ค่าแรง (Wages)": [24700, 24300, 25100, 26300, 24900, 25400],
    "ค่าเช่าแผง (Stall rent)": [4200, 4200, 4200, 4200, 4200, 4200],
    "ค่า GP เดลิเวอรี่ (Delivery commission)": [6405, 5940, 7020, 5685, 7380, 7530],
}
EXPENSES_2567 = {
    "ค่าไก่ (Chicken)": [32800, 31250, 34150, 27900, 35600, 33700, 32100, 32950, 31400, 34800, 35250, 39900],
    "ข้าวสาร (Rice)": [10150, 10150, 10150, 8700, 11600, 10150, 10150, 10150, 10150, 11600, 11600, 13050],
    "แก๊ส (LPG)": [2730, 2520, 2730, 2100, 2940, 2730, 2730, 2730, 2520, 2940, 2940, 3150],
    "ผักและเครื่องปรุง (Veg & seasoning)": [6100, 5850, 6420, 5150, 6800, 6380, 6050, 6200, 5900, 6650,
                                            6700, 7560],
    "ค่าแรง (Wages)": [21500, 21500, 22100, 23600, 22400, 22000, 21800, 22300, 21900, 22600, 22800, 24500],
    "ค่าเช่าแผง (Stall rent)": [4000, 4000, 4000, 4000, 4000, 4000, 4200, 4200, 4200, 4200, 4200, 4200],
    "ค่า GP เดลิเวอรี่ (Delivery commission)": [4680, 4470, 5175, 4230, 5490, 5670, 5280, 5415, 5040, 5760,
                                                6045, 6720],
}
WAGES_2568 = [
    ("พี่ต้อย (Toy) - แม่ครัว", [10500, 10500, 10500, 10500, 10500, 10500]),
    ("น้องแพร (Prae) - หน้าร้าน", [9000, 9000, 9000, 9000, 9000, 9000]),
    ("น้องบาส (Bas) - พาร์ทไทม์", [5200, 4800, 5600, 6800, 5400, 5900]),
]
HOUSEHOLD = {
    "เม.ย. 2568": [
        ("ค่ากับข้าว (Groceries)", 11600, "ช่วงสงกรานต์ ญาติมา"),
        ("ค่าไฟ (Electricity)", 1702.35, "บิลเดือน มี.ค."),
        ("ค่าน้ำ (Water)", 420.10, ""),
        ("ค่าเน็ต (Internet)", 747.93, ""),
        ("ค่างวดรถกระบะ (Pickup loan)", 8900, "งวดที่ 27/60"),
        ("ค่าน้ำมันรถ (Fuel)", 3900, ""),
        ("เงินให้แม่ (Mom)", 5000, "สงกรานต์"),
        ("ทริปสงกรานต์ (Songkran trip)", 6500, "หนองคาย"),
    ],
    "พ.ค. 2568": [
        ("ค่ากับข้าว (Groceries)", 9850, ""),
        ("ค่าไฟ (Electricity)", 1580.25, "บิลเดือน เม.ย."),
        ("ค่าน้ำ (Water)", 398.62, ""),
        ("ค่าเน็ต (Internet)", 747.93, ""),
        ("ค่างวดรถกระบะ (Pickup loan)", 8900, "งวดที่ 28/60"),
        ("ค่าน้ำมันรถ (Fuel)", 3200, ""),
        ("เงินให้แม่ (Mom)", 3000, ""),
        ("ค่าเทอมภูมิ (School fees)", 21000, "จ่าย 15 พ.ค."),
        ("ค่ารถตู้+ค่าขนมภูมิ (School van & pocket money)", 1800, ""),
    ],
    "มิ.ย. 2568": [
        ("ค่ากับข้าว (Groceries)", 10240, ""),
        ("ค่าไฟ (Electricity)", 1659.90, "บิลเดือน พ.ค."),
        ("ค่าน้ำ (Water)", 440.84, ""),
        ("ค่าเน็ต (Internet)", 747.93, ""),
        ("ค่างวดรถกระบะ (Pickup loan)", 8900, "งวดที่ 29/60"),
        ("ค่าน้ำมันรถ (Fuel)", 3450, ""),
        ("เงินให้แม่ (Mom)", 3000, ""),
        ("หมอฟันภูมิ (Dentist, Phum)", 1200, "อุดฟัน 2 ซี่"),
        ("ค่ารถตู้+ค่าขนมภูมิ (School van & pocket money)", 1800, ""),
        ("สำรองเบี้ยประกันชีวิต (เจ้าพระยาประกันชีวิต)", 5000, "กันไว้จ่าย ก.ค."),
    ],
}

# ---------------------------------------------------------------- shop papers
STALL_CONTRACT = [
    "สัญญาเช่าแผงค้า ตลาดต้นตาล",
    "ทำที่ สำนักงานตลาดต้นตาล อ.เมือง จ.ขอนแก่น  วันที่ 20 มิถุนายน 2568",
    "ผู้ให้เช่า: บริษัท ต้นตาล พร็อพเพอร์ตี้ จำกัด โดยนายอนุชา แก้วมณี ผู้จัดการตลาด",
    "ผู้เช่า: นางนิภา ศรีวงศ์ (ร้านข้าวมันไก่ป้านิ)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงค้าเลขที่ B-17 โซนอาหาร ขนาด 2 x 3 เมตร เพื่อจำหน่ายข้าวมันไก่",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 4,500 บาท (สี่พันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 9,000 บาท ในวันทำสัญญา คืนให้ภายใน 30 วันหลังสิ้นสุดสัญญา หากไม่มีความเสียหาย",
    "ข้อ 5. ค่าไฟฟ้าคิดตามมิเตอร์ย่อย หน่วยละ 8 บาท ค่าน้ำเหมาเดือนละ 150 บาท",
    "ข้อ 6. เวลาเปิดขาย 16:00 - 23:00 น. ทุกวัน ผู้เช่าต้องเปิดร้านไม่น้อยกว่า 25 วันต่อเดือน",
    "ข้อ 7. ห้ามใช้เตาถ่าน ห้ามเทน้ำมันลงท่อ ผู้เช่าต้องมีถังดับเพลิงประจำแผง",
    "ข้อ 8. ชำระค่าเช่าล่าช้าเสียค่าปรับวันละ 100 บาท ค้างชำระเกิน 2 เดือน ผู้ให้เช่ามีสิทธิ์บอกเลิกสัญญา",
    "ข้อ 9. ผู้เช่าจะเลิกสัญญาก่อนครบกำหนดต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 30 วัน",
    "ลงชื่อ อนุชา แก้วมณี (ผู้ให้เช่า)    ลงชื่อ นิภา ศรีวงศ์ (ผู้เช่า)",
]
PLAN_SLIDES = [
    ("แผนร้านข้าวมันไก่ป้านิ ปี 2569", "Pa Ni Chicken Rice - plan for 2026\nเตรียมโดย นิภา ศรีวงศ์ มิถุนายน 2568"),
    ("เป้าหมาย (Goals)", "ยอดขายทั้งปี 1,500,000 บาท (ปี 2567 ทำได้ 1,386,650 บาท)\n"
                         "เปิดรถเข็นคันที่ 2 หน้ามหาวิทยาลัยขอนแก่น ประตู 2\nเพิ่มยอดเดลิเวอรี่เป็น 25% ของยอดขาย"),
    ("งบลงทุน (Budget)", "งบลงทุนรวม 85,000 บาท\nรถเข็นสแตนเลส 46,500 บาท (ใบเสนอราคา Khon Kaen Stainless Works)\n"
                         "อุปกรณ์ครัว หม้อ ตู้เย็น 18,500 บาท\nป้ายและตกแต่ง 8,000 บาท\nทุนหมุนเวียน 12,000 บาท"),
    ("เมนูใหม่ (New menu)", "ข้าวมันไก่ย่าง 55 บาท\nข้าวมันไก่ผสม 3 อย่าง 70 บาท\nชุดครอบครัว 4 คน 299 บาท"),
    ("คน (Staff)", "จ้างพนักงานเพิ่ม 1 คน เงินเดือน 9,500 บาท ประจำรถเข็นคันที่ 2\nน้องบาสเปลี่ยนเป็นพนักงานประจำ"),
    ("ไทม์ไลน์ (Timeline)", "ม.ค. 2569 สั่งทำรถเข็น\nมี.ค. 2569 ขอใบอนุญาตจุดขายใหม่\n"
                            "พ.ค. 2569 เปิดรถเข็นคันที่ 2 (ตรงกับเปิดเทอม)"),
]
LINE_MAY = """[05/06/2568 10:12] เมย์ ขอนแก่นมอเตอร์: สวัสดีค่ะป้านิ ได้รับใบเสนอราคาแล้วนะคะ
[05/06/2568 10:15] นิภา: ค่ะคุณเมย์ ยอดรวม 12,250 บาท ส่งฟรีค่ะ วันศุกร์ 20 มิ.ย. 11 โมงนะคะ
[05/06/2568 10:20] เมย์ ขอนแก่นมอเตอร์: โอเคค่ะ เดี๋ยวขออนุมัติหัวหน้าก่อนนะคะ
[12/06/2568 14:03] เมย์ ขอนแก่นมอเตอร์: ป้านิคะ คนมาเพิ่มค่ะ ขอเปลี่ยนข้าวมันไก่ต้มเป็น 180 กล่องได้ไหมคะ ไก่ทอดเท่าเดิม 50
[12/06/2568 14:04] เมย์ ขอนแก่นมอเตอร์: ซุปขอเพิ่มเป็น 230 ถ้วยด้วยค่ะ
[12/06/2568 14:05] เมย์ ขอนแก่นมอเตอร์: แล้วหัวหน้าขอเลื่อนงานเป็นวันเสาร์ที่ 21 มิ.ย. แทนนะคะ เวลาเดิม
[12/06/2568 14:20] นิภา: ได้ค่ะ ไก่ต้ม 180 กล่อง 9,000 ไก่ทอด 50 กล่อง 2,750 ซุป 230 ถ้วย 2,300
[12/06/2568 14:22] นิภา: ยอดใหม่รวม 14,050 บาทนะคะ มัดจำครึ่งนึง 7,025 บาทค่ะ
[13/06/2568 09:40] เมย์ ขอนแก่นมอเตอร์: โอนมัดจำ 7,025 แล้วนะคะ ส่งสลิปให้แล้วค่ะ
[13/06/2568 09:41] นิภา: ได้รับแล้วค่ะ ขอบคุณค่ะ
[19/06/2568 16:30] เมย์ ขอนแก่นมอเตอร์: ป้านิคะ ขอโทษนะคะ ขอลดไก่ทอดเหลือ 40 กล่องค่ะ มีคนลาไปต่างจังหวัด
[19/06/2568 16:45] นิภา: ได้ค่ะ ไก่ทอด 40 กล่อง = 2,200 ยอดรวมสุดท้าย 13,500 บาท หักมัดจำแล้วเหลือจ่าย 6,475 บาทค่ะ
[19/06/2568 16:47] เมย์ ขอนแก่นมอเตอร์: รับทราบค่ะ วันเสาร์ 21 มิ.ย. เจอกันค่ะ
"""
LINE_STAFF = """[08/04/2568 21:05] ป้านิ: แจ้งทุกคนนะ สงกรานต์ร้านปิด 13-15 เม.ย. เปิดอีกทีวันพุธ 16 เม.ย.
[08/04/2568 21:07] พี่ต้อย: รับทราบจ้า
[08/04/2568 21:10] แพร: ค่ะป้า แพรกลับบ้านที่ชัยภูมิค่ะ
[08/04/2568 21:12] บาส: วันที่ 12 ผมมาช่วยเต็มวันได้ครับ ลูกค้าน่าจะเยอะ
[08/04/2568 21:15] ป้านิ: ดีเลย บาสมาวันที่ 12 ได้ค่าแรงพิเศษนะ เดือนนี้ให้โบนัสสงกรานต์คนละ 500
[16/04/2568 06:02] พี่ต้อย: ป้าคะ แก๊สหมดถังนึง สั่งเพิ่มด้วยค่ะ
[02/05/2568 19:30] ป้านิ: พรุ่งนี้โรงสีข้าวขอนแก่นมาส่งข้าวหอมมะลิ 8 กระสอบ ใครอยู่ร้านช่วยรับด้วยนะ
[02/05/2568 19:33] แพร: แพรอยู่ค่ะป้า
[15/06/2568 20:40] แพร: ป้าคะ แพรขอลาวันที่ 20 มิ.ย. นะคะ ไปงานรับปริญญาพี่สาว
[15/06/2568 20:45] ป้านิ: ได้จ้ะ บาสมาแทนกะเช้าได้ไหม
[15/06/2568 20:50] บาส: ได้ครับป้า
"""
EMAIL_LINEMAN = """From: LINE MAN Merchant Team <merchant-th@lineman.example>
To: nipa.sriwong@gmail.com
Date: 1 July 2025 09:00
Subject: Commission (GP) update for your store "Pa Ni Chicken Rice"

Dear Merchant Partner,

Thank you for selling with LINE MAN. We are writing to let you know about a change to the commission (GP)
charged on orders from your store, Pa Ni Chicken Rice (store ID KKN-20417).

- Current commission: 30% per order (including VAT)
- New commission: 32% per order (including VAT)
- Effective date: 1 August 2025

If you prefer to stay at a lower rate, you can switch to the "Merchant Lite" plan (25% GP, no promotion on the
home page) by replying to this email before 25 July 2025.

Your weekly payout day (every Wednesday) does not change.

Best regards,
LINE MAN Merchant Team
"""
MENU = """# เมนูข้าวมันไก่ป้านิ (ราคาหน้าร้าน ปี 2568)

| เมนู | ธรรมดา | พิเศษ |
|---|---|---|
| ข้าวมันไก่ต้ม | 50 | 60 |
| ข้าวมันไก่ทอด | 55 | 65 |
| ข้าวมันไก่ผสม | 60 | 70 |
| ข้าวมันเปล่า | 15 | - |
| เลือดไก่/ตับ เพิ่ม | 10 | - |
| น้ำซุปฟัก | 15 | - |

เดลิเวอรี่ (LINE MAN) บวกเพิ่มจานละ 10 บาท
"""
SAUCE = """# สูตรน้ำจิ้มเต้าเจี้ยว (ทำครั้งละ 3 ลิตร)

- เต้าเจี้ยว 1 กก.
- ขิงซอย 300 กรัม
- พริกขี้หนู 200 กรัม
- กระเทียม 150 กรัม
- น้ำส้มสายชู 400 มล.
- น้ำตาลทราย 350 กรัม
- ซีอิ๊วดำ 3 ช้อนโต๊ะ

ปั่นขิง พริก กระเทียม แล้วเคี่ยวกับเต้าเจี้ยวไฟอ่อน 10 นาที ห้ามบอกสูตรใครนะ!
"""
LICENSE_NOTES = """# Food-sale permit renewal (street stall) - notes

- Permit: street food sale, Khon Kaen Municipality, no. KK-FS-2567/0934
- Expires: 30 September 2025
- Renewal fee: 600 THB
- Renew at: Public Health and Environment Division, City Hall 2nd floor, Mon-Fri 08:30-16:30
- Bring: ID card copy, house registration copy, 2 photos (1 inch), copy of old permit
- Health certificate for me + every staff (Toy, Prae, Bas): about 350 THB each at Srinagarind clinic
- Food handler training certificate - mine expires 2026, Bas has none yet (online course, free)

ต้องไปต่อก่อนหมดอายุ ไม่งั้นโดนปรับ
"""

# ---------------------------------------------------------------- household papers
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nKhon Kaen Branch\nELECTRICITY BILL - May 2025\n\n"
    "Customer: Mrs. Nipa Sriwong\nAddress: 88/12 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n"
    "Account no.: 020011874532\nMeter reading period: 1 May 2025 - 31 May 2025\n\n"
    "Units used: 356 kWh\nEnergy charge: 1,456.20 THB\nService charge: 24.62 THB\nFt charge: 70.49 THB\n"
    "VAT 7%: 108.59 THB\nAmount due: 1,659.90 THB\nDue date: 12 June 2025\n\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY\nKhon Kaen Branch\nWATER BILL - May 2025\n\n"
    "Customer: Mrs. Nipa Sriwong\nAddress: 88/12 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n"
    "Customer no.: 5521-087-4410\nReading date: 28 May 2025\n\n"
    "Water used: 24 cubic metres\nWater charge: 380.00 THB\nService fee: 32.00 THB\nVAT 7%: 28.84 THB\n"
    "Amount due: 440.84 THB\nDue date: 15 June 2025",
]
INTERNET_BILL = [
    "NETHOME FIBRE CO., LTD.\nMONTHLY STATEMENT - May 2025\n\n"
    "Customer: Nipa Sriwong\nAccount no.: NH-88041273\nService: Home Fibre 1000/500 Mbps\n\n"
    "Package fee: 699.00 THB\nVAT 7%: 48.93 THB\nTotal: 747.93 THB\nDue date: 20 June 2025\n\n"
    "Auto-debit is available from Kasikorn, SCB and Krungthai accounts.",
]
INSURANCE_NOTICE = [
    "CHAO PHRAYA LIFE ASSURANCE PCL\n1250 Phahonyothin Road, Bangkok 10400\n\n"
    "PREMIUM DUE NOTICE\nDate: 15 June 2025\n\n"
    "Dear Mrs. Nipa Sriwong,\n"
    "88/12 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n\n"
    "Policy no.: CPL-5512-0087\nPlan: Whole Life 90/20 with Health Care rider\nSum assured: 500,000 THB\n"
    "Policy year: 6 of 20\n\n"
    "Annual premium due: 24,800 THB\n  - Life cover: 18,300 THB\n  - Health Care rider: 6,500 THB\n"
    "Due date: 15 July 2025\n"
    "Grace period: 31 days. If the premium is not paid by 15 August 2025, the policy will lapse.\n\n"
    "Premiums of up to 100,000 THB a year can be deducted from personal income tax.\n"
    "Pay at any bank counter, by QR code, or in the CPL Life app.\n"
    "Agent: Khun Suda Phonchai, tel 086-552-3190",
]
CAR_INSURANCE_TOP = [
    "ขอนแก่นประกันภัย โบรกเกอร์",
    "ใบเสนอราคาประกันภัยรถยนต์ ชั้น 1 (ต่ออายุ)",
    "วันที่ 25 มิถุนายน 2568",
    "เรียน คุณสมพงษ์ ศรีวงศ์",
    "รถยนต์: Isuzu D-Max Spark ปี 2020 ทะเบียน บท 4521 ขอนแก่น",
    "ระยะเวลาคุ้มครอง: 1 สิงหาคม 2568 ถึง 1 สิงหาคม 2569",
]
CAR_INSURANCE_TABLE = [
    ("รายการ", "บริษัทประกัน ก", "บริษัทประกัน ข"),
    ("ประเภทซ่อม", "ซ่อมอู่", "ซ่อมห้าง"),
    ("ทุนประกัน", "520,000 บาท", "520,000 บาท"),
    ("ค่าเสียหายส่วนแรก", "3,000 บาท", "ไม่มี"),
    ("เบี้ยประกันรวม", "17,850 บาท", "22,400 บาท"),
]
CAR_INSURANCE_BOTTOM = [
    "ทางเราแนะนำ บริษัทประกัน ก (ซ่อมอู่) เบี้ยประกันรวม 17,850 บาท ถูกกว่าปีที่แล้ว (ปีที่แล้วจ่าย 18,600 บาท)",
    "ผ่อนได้ 0% 6 เดือนผ่านบัตรเครดิต  กรุณาแจ้งยืนยันภายใน 20 กรกฎาคม 2568",
    "ผู้ดูแล: คุณกิตติ 080-224-7781",
]
SCHOOL_TOP = [
    "โรงเรียนอนุบาลบ้านสวนขอนแก่น",
    "ที่ บส. 112/2568   วันที่ 25 เมษายน 2568",
    "เรื่อง แจ้งการชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "เรียน ผู้ปกครองของ เด็กชายภูมิ ศรีวงศ์ ชั้นประถมศึกษาปีที่ 4/2",
    "โรงเรียนขอแจ้งค่าธรรมเนียมการศึกษาประจำภาคเรียนที่ 1 ปีการศึกษา 2568 ดังนี้",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "12,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,500"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,450"),
    ("รวมทั้งสิ้น", "21,000"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 401-6-22871-5",
    "ชำระล่าช้ากว่ากำหนด ปรับวันละ 50 บาท",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568  ทัศนศึกษาภาคเรียนนี้ไปพิพิธภัณฑ์ไดโนเสาร์ภูเวียง",
    "ขอแสดงความนับถือ  นางวรรณา ทองดี  ผู้อำนวยการโรงเรียน",
]
LINE_FAMILY = """[25/04/2568 18:20] นิภา: พ่อ โรงเรียนภูมิส่งใบแจ้งค่าเทอมมาแล้ว 21,000 จ่ายก่อน 16 พ.ค.
[25/04/2568 18:32] สมพงษ์: โอเค เดี๋ยวเอาเงินจากบัญชีร้านไปก่อนไหม
[25/04/2568 18:35] นิภา: ไม่ต้อง ใช้บัญชีบ้าน เดี๋ยวบัญชีร้านต้องจ่ายค่าไก่
[15/05/2568 12:10] สมพงษ์: จ่ายค่าเทอมภูมิแล้วนะ ได้ใบเสร็จมาแล้ว
[02/06/2568 07:45] สมพงษ์: วันนี้พาแม่ไปหาหมอที่ศรีนครินทร์ 9 โมง เดี๋ยวไปรับแก๊สให้ร้านต่อ
[02/06/2568 07:47] นิภา: ขอบใจจ้า ซื้อไข่มาด้วย 2 แผง
[26/06/2568 20:05] สมพงษ์: โบรกเกอร์ส่งใบเสนอราคาประกันรถมาแล้ว ถูกกว่าปีที่แล้วนิดนึง
[26/06/2568 20:10] นิภา: เอาซ่อมอู่ก็พอ ประหยัดไว้ ปีนี้ต้องเก็บเงินทำรถเข็นคันใหม่
"""
TRIP = """# ทริปสงกรานต์ หนองคาย 13-15 เม.ย. 2568

- ไปกัน 5 คน: พ่อ แม่ ภูมิ ย่า น้าแหม่ม
- ขับกระบะไปเอง ออก 6 โมงเช้า
- พัก: โฮมสเตย์ริมโขง 2 คืน คืนละ 1,200
- วันที่ 13: วัดโพธิ์ชัย ตลาดท่าเสด็จ
- วันที่ 14: สะพานมิตรภาพ ไปเวียงจันทน์ครึ่งวัน (เอาพาสปอร์ต!)
- วันที่ 15: ศาลาแก้วกู่ แล้วกลับ
- งบทั้งทริปประมาณ 6,500
"""
WORKSPECT = {
    "todo.md": "- ต่อใบอนุญาตขายอาหารที่เทศบาลก่อนหมดอายุ\n"
               "- โอนค่าไก่สยามพอลทรีก่อน 25 มิ.ย.\n"
               "- ตอบอีเมล LINE MAN เรื่อง GP\n"
               "- จ่ายเบี้ยประกันชีวิต\n"
               "- ซื้อชุดนักเรียนให้ภูมิเพิ่มอีก 1 ชุด\n",
}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list[int]]) -> None:
    """A year's book: sales by month (months as rows) and expenses (months as columns)."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายข้าวมันไก่ป้านิ ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEADERS))
    for month, (stall, delivery, catering) in zip(MONTHS, sales):
        sheet.append([f"{month} {year}", stall, delivery, catering, stall + delivery + catering])
    sheet.append(["รวม (Total)"] + [sum(row[i] for row in sales) for i in range(3)]
                 + [sum(sum(row) for row in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    count = len(sales)
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["รายการ (Item)"] + [f"{MONTHS[i]} ({MONTHS_EN[i]})" for i in range(count)])
    for item in EXPENSE_ITEMS:
        costs.append([item] + expenses[item][:count])
    costs.append(["รวม (Total)"] + [sum(expenses[item][i] for item in EXPENSE_ITEMS) for i in range(count)])
    for column in range(2, count + 2):
        money_format(costs, column)
    book.save(path)


def _wages_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงลูกจ้าง ปี 2568 (Staff wages 2568, THB)"])
    sheet.append(["ชื่อ (Name)"] + [f"{MONTHS[i]} ({MONTHS_EN[i]})" for i in range(6)])
    for name, pay in WAGES_2568:
        sheet.append([name] + pay)
    sheet.append(["รวม (Total)"] + [sum(pay[i] for _, pay in WAGES_2568) for i in range(6)])
    sheet.append(["หมายเหตุ: เม.ย. รวมโบนัสสงกรานต์แล้ว / ค่าแรงจ่ายทุกวันที่ 1 ของเดือนถัดไป"])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _household_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write ป้านิ's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / SHOP, docs / HOME
    for folder in (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชี", shop / "LINE",
                   home / "Bills", home / "ประกัน", home / "ภูมิ"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_ขอนแก่นมอเตอร์_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ขอนแก่นมอเตอร์_ฉบับส่งจริง.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_งานบวช_พี่แดง.docx", QUOTE_ORDINATION_TOP, QUOTE_ORDINATION_TABLE,
               bottom=QUOTE_ORDINATION_BOTTOM)
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "SiamPoultry_pricelist_2025.pdf", POULTRY_2025)
    write_docx(suppliers / "ราคาไก่_สยามพอลทรี_2567.docx", POULTRY_2567_TOP, POULTRY_2567_TABLE,
               bottom=POULTRY_2567_BOTTOM)
    make_pdf(suppliers / "invoice_SiamPoultry_SP-2506-118.pdf", POULTRY_INVOICE)
    make_pdf(suppliers / "invoice_KhonKaenRiceMill_May2025.pdf", RICE_INVOICE)
    make_pdf(suppliers / "StainlessCart_quote_2025.pdf", CART_QUOTE)
    books = shop / "บัญชี"
    _sales_book(books / "ยอดขาย_รายจ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขาย_รายจ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _wages_book(books / "ค่าแรงลูกจ้าง_2568.xlsx")
    write_docx(shop / "สัญญาเช่าแผง_ตลาดต้นตาล.docx", STALL_CONTRACT)
    write_slides(shop / "แผนปี2569.pptx", PLAN_SLIDES)
    write_texts(shop, {
        "LINE/แชท_คุณเมย์_ขอนแก่นมอเตอร์.txt": LINE_MAY,
        "LINE/แชท_กลุ่มลูกน้องร้าน.txt": LINE_STAFF,
        "email_LINEMAN_commission.txt": EMAIL_LINEMAN,
        "เมนูและราคา.md": MENU,
        "สูตรน้ำจิ้มเต้าเจี้ยว.md": SAUCE,
        "food_license_renewal_notes.md": LICENSE_NOTES,
    })
    make_pdf(home / "Bills" / "PEA_bill_May2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "water_bill_May2025.pdf", WATER_BILL)
    make_pdf(home / "Bills" / "internet_bill_May2025.pdf", INTERNET_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ประกัน" / "ใบเสนอราคาประกันรถกระบะ_2568.docx", CAR_INSURANCE_TOP, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(home / "ภูมิ" / "หนังสือแจ้งค่าเทอม_ภูมิ_เทอม1_2568.docx", SCHOOL_TOP, SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    _household_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"แชท_ครอบครัว.txt": LINE_FAMILY, "ทริปสงกรานต์_2568.md": TRIP})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: ป้านิ's to-do list."""
    write_texts(workspect, WORKSPECT)
