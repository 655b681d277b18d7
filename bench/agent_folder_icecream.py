"""A blind folder for the agent: a homemade ice cream parlour that also sells tubs to cafes, plus household papers.

The owner is Pimchanok Srisuk (พิมพ์ชนก ศรีสุข, "Pim"), who runs ไอติมบ้านพิม (Baan Pim Homemade Ice Cream) at
88/3 Phahonyothin Road, Mueang Chiang Rai. She sells scoops at the shop and 2.5-litre tubs to cafes around town.
She lives at 45/12 Moo 7, Ban Du with her husband Ton (ธนพล), her mother, and her son น้องภูมิ (Phumipat), who is
in Grade 3 at Sunshine Bilingual School. Everything here is written by code; every figure a task checks is literal.

ร้านไอติม/ (the shop)
- ใบเสนอราคา/ใบเสนอราคา_คาเฟ่ม่อนดอย_ร่าง.docx: draft quote to Mon Doi Cafe, 2 May 2025 (vanilla 650/tub, total 16,040).
- ใบเสนอราคา/ใบเสนอราคา_คาเฟ่ม่อนดอย_ฉบับจริง.docx: the final quote, 9 May 2025 (vanilla 620/tub, total 16,400).
- ใบเสนอราคา/Quotation_LannaRoastery_May2025.docx: an English quote to another cafe (vanilla 650/tub, total 16,800).
- สัญญา/สัญญาส่งไอติม_ร้านกาแฟบ้านไร่.docx: one-year supply contract with Baan Rai Coffee (20 tubs/month minimum).
- หนังสือแจ้งปรับราคา_ส.ค.68.docx: letter to cafe customers, tub prices up from 1 August 2025.
- Suppliers/ChiangRaiDairy_pricelist_2025.pdf: the dairy's English price list this year.
- Suppliers/ราคานม_เชียงรายแดรี่_2567.docx: the same dairy (named in Thai), last year's price list.
- Suppliers/NorthPack_invoice_Apr2025.pdf: packaging tax invoice (tubs, cups, spoons), total 7,650.50.
- Suppliers/FrostTech_service_report_May2025.pdf: batch freezer repair report, 4,000 THB.
- บัญชี/ยอดขาย_2568.xlsx and บัญชี/ยอดขาย_2567.xlsx: sales books, a shop sheet and a cafes sheet each.
- บัญชี/ค่าใช้จ่ายร้าน_2568.xlsx: shop expenses with months as columns (the dairy and NorthPack named in Thai).
- บัญชี/PEA_bill_shop_Jun2025.pdf: the shop's electricity bill for June 2025.
- แผนปี2569.pptx: next year's plan (2.4 million target, new batch freezer 180,000).
- LINE/LINE_คาเฟ่ม่อนดอย.txt: chat that changes Mon Doi's order after the final quote (new total 17,120).
- LINE/LINE_พี่วีระ_บ้านไร่.txt: chat with Baan Rai Coffee about August's order.
- email_Lanna_Roastery_confirm.txt: the cafe's email accepting the quote (first delivery 20 May).
- สูตร/สูตรไอติมลำไย_ทดลอง.md: longan flavour trial, cost per tub 285.
- บูธเทศกาลดอกไม้_ธค67.md: notes from the flower festival booth last December.
บ้าน/ (household)
- PEA_bill_home_Jun2025.pdf: the house electricity bill for June 2025.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (April to June 2025).
- LINE_บ้านเรา.txt: family chat; ของต้องซื้อ.txt: shopping list; สูตรแกงฮังเลแม่.md: a recipe.
- School น้องภูมิ/: this term's fee statement (English pdf), last term's fee notice (Thai docx), a field-trip letter.
ประกัน/ (insurance): health renewal notice (pdf), the shop's fire policy (pdf), the pickup's car policy (Thai docx).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = ["ร้านไอติมบ้านพิม (Baan Pim Homemade Ice Cream)",
             "88/3 ถนนพหลโยธิน ตำบลเวียง อำเภอเมืองเชียงราย จังหวัดเชียงราย 57000  โทร 081-742-5519"]

QUOTE_DRAFT = SHOP_HEAD + [
    "ใบเสนอราคา (ร่าง)",
    "วันที่ 2 พฤษภาคม 2568",
    "เรียน คุณฝน คาเฟ่ม่อนดอย ถนนสันโค้งน้อย เชียงราย",
    "ทางร้านขอเสนอราคาไอศกรีมโฮมเมดบรรจุถัง 2.5 ลิตร ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวน (ถัง)", "ราคาต่อถัง (บาท)", "รวม (บาท)"),
    ("ไอศกรีมวานิลลา ถัง 2.5 ลิตร", "10", "650", "6,500"),
    ("ไอศกรีมชาไทย ถัง 2.5 ลิตร", "8", "690", "5,520"),
    ("ซอร์เบต์มะม่วง ถัง 2.5 ลิตร", "6", "620", "3,720"),
    ("รวมค่าสินค้า", "", "", "15,740"),
    ("ค่าจัดส่ง", "", "", "300"),
    ("รวมทั้งสิ้น", "", "", "16,040"),
]
QUOTE_DRAFT_BOTTOM = ["ยืนราคา 15 วัน", "หมายเหตุ: ร่าง ยังไม่ได้ส่งลูกค้า รอคุยเรื่องส่วนลดกับพี่ต้นก่อน"]

QUOTE_FINAL = SHOP_HEAD + [
    "ใบเสนอราคา",
    "เลขที่ QT-2568/014  วันที่ 9 พฤษภาคม 2568",
    "เรียน คุณฝน คาเฟ่ม่อนดอย ถนนสันโค้งน้อย เชียงราย",
    "ทางร้านขอเสนอราคาไอศกรีมโฮมเมดบรรจุถัง 2.5 ลิตร สำหรับสั่งครั้งแรก ดังนี้",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวน (ถัง)", "ราคาต่อถัง (บาท)", "รวม (บาท)"),
    ("ไอศกรีมวานิลลา ถัง 2.5 ลิตร", "12", "620", "7,440"),
    ("ไอศกรีมชาไทย ถัง 2.5 ลิตร", "8", "670", "5,360"),
    ("ซอร์เบต์มะม่วง ถัง 2.5 ลิตร", "6", "600", "3,600"),
    ("ค่าจัดส่ง", "", "", "ฟรี"),
    ("รวมทั้งสิ้น", "", "", "16,400"),
]
QUOTE_FINAL_BOTTOM = [
    "กำหนดส่งสินค้า วันที่ 15 พฤษภาคม 2568",
    "เงื่อนไขการชำระเงิน: เครดิต 30 วันนับจากวันส่งสินค้า โอนเข้าบัญชีกสิกรไทย 123-4-56789-0 ชื่อบัญชี พิมพ์ชนก ศรีสุข",
    "ยืนราคา 30 วัน",
    "ลงชื่อ พิมพ์ชนก ศรีสุข ผู้เสนอราคา",
]

LANNA_QUOTE = [
    "Baan Pim Homemade Ice Cream",
    "88/3 Phahonyothin Road, Wiang, Mueang Chiang Rai 57000  Tel. 081-742-5519",
    "QUOTATION  No. QT-2568/016",
    "Date: 12 May 2025",
    "To: Khun Arthit Chaiyo, Manager, Lanna Roastery, Thanalai Road, Chiang Rai",
    "Thank you for tasting our ice cream. Please find our prices for 2.5-litre tubs below.",
]
LANNA_TABLE = [
    ("Item", "Qty (tubs)", "Price per tub (THB)", "Amount (THB)"),
    ("Vanilla ice cream, 2.5 L tub", "10", "650", "6,500"),
    ("Thai tea ice cream, 2.5 L tub", "10", "690", "6,900"),
    ("Coconut ice cream, 2.5 L tub", "5", "640", "3,200"),
    ("Subtotal", "", "", "16,600"),
    ("Delivery", "", "", "200"),
    ("Total", "", "", "16,800"),
]
LANNA_BOTTOM = [
    "Payment: within 15 days after delivery, by bank transfer.",
    "This quotation is valid for 30 days.",
    "Pimchanok Srisuk, owner",
]

CONTRACT_BAANRAI = [
    "สัญญาซื้อขายและจัดส่งไอศกรีม",
    "ทำที่ ร้านไอติมบ้านพิม เลขที่ 88/3 ถนนพหลโยธิน ตำบลเวียง อำเภอเมืองเชียงราย จังหวัดเชียงราย",
    "วันที่ 20 พฤษภาคม 2568",
    "ระหว่าง นางพิมพ์ชนก ศรีสุข เจ้าของร้านไอติมบ้านพิม ซึ่งต่อไปเรียกว่า \"ผู้ขาย\" ฝ่ายหนึ่ง "
    "กับ ร้านกาแฟบ้านไร่ โดยนายวีระ ทองดี ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\" อีกฝ่ายหนึ่ง",
    "ข้อ 1. สัญญานี้มีกำหนด 1 ปี ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 2. ผู้ซื้อตกลงสั่งซื้อไอศกรีมบรรจุถัง 2.5 ลิตร ขั้นต่ำเดือนละ 20 ถัง",
    "ข้อ 3. ราคาสินค้า: วานิลลา ถังละ 600 บาท ชาไทย ถังละ 650 บาท ซอร์เบต์มะม่วง ถังละ 580 บาท "
    "ราคานี้คงที่ตลอดอายุสัญญา",
    "ข้อ 4. ผู้ขายจัดส่งสินค้าทุกวันจันทร์และวันพฤหัสบดี ก่อนเวลา 10.00 น.",
    "ข้อ 5. ผู้ขายจะวางบิลทุกสิ้นเดือน ผู้ซื้อชำระเงินภายใน 15 วันนับจากวันที่ได้รับใบแจ้งหนี้",
    "ข้อ 6. ผู้ขายให้ผู้ซื้อยืมตู้แช่ไอศกรีม 1 ตู้ ผู้ซื้อวางเงินมัดจำตู้แช่ 5,000 บาท "
    "ผู้ขายจะคืนเงินมัดจำเมื่อสิ้นสุดสัญญาและได้รับตู้คืนในสภาพดี",
    "ข้อ 7. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ พิมพ์ชนก ศรีสุข ผู้ขาย        ลงชื่อ วีระ ทองดี ผู้ซื้อ",
]

PRICE_LETTER = SHOP_HEAD + [
    "วันที่ 20 มิถุนายน 2568",
    "เรื่อง แจ้งปรับราคาไอศกรีมบรรจุถัง",
    "เรียน ลูกค้าร้านคาเฟ่ทุกท่าน",
    "ตามที่ร้านไอติมบ้านพิมได้ส่งไอศกรีมให้ร้านของท่านด้วยดีตลอดมา ขอขอบพระคุณเป็นอย่างสูง",
    "เนื่องจากราคานมสดและวิปปิ้งครีมจากบริษัท เชียงรายแดรี่ ปรับขึ้นตั้งแต่ต้นปี รวมทั้งค่าไฟฟ้าที่สูงขึ้นในช่วงหน้าร้อน "
    "ทางร้านจึงมีความจำเป็นต้องปรับราคาไอศกรีมบรรจุถัง 2.5 ลิตร ตั้งแต่วันที่ 1 สิงหาคม 2568 เป็นต้นไป ดังนี้",
]
PRICE_LETTER_TABLE = [
    ("รส", "ราคาเดิม (บาท/ถัง)", "ราคาใหม่ (บาท/ถัง)"),
    ("วานิลลา", "620", "660"),
    ("ชาไทย", "670", "710"),
    ("ซอร์เบต์มะม่วง", "600", "630"),
    ("กะทิ", "640", "680"),
]
PRICE_LETTER_BOTTOM = [
    "ลูกค้าที่มีสัญญาราคาคงที่กับทางร้าน ยังคงใช้ราคาตามสัญญาจนครบกำหนด",
    "ขออภัยในความไม่สะดวก และหวังว่าจะได้รับความไว้วางใจจากท่านต่อไป",
    "ขอแสดงความนับถือ",
    "พิมพ์ชนก ศรีสุข",
]

DAIRY_2025 = [
    "CHIANG RAI DAIRY CO., LTD.\n99 Moo 4, Mae Chan Road, Chiang Rai 57100   Tel. 053-712-480\n\n"
    "WHOLESALE PRICE LIST 2025\nEffective 1 January 2025 until further notice\nPrices in THB, VAT included\n\n"
    "Fresh milk (pasteurised), 5 L bag ........ 215\n"
    "Whipping cream 35% fat, 1 L .............. 185\n"
    "Skim milk powder, 1 kg ................... 160\n"
    "Unsalted butter, 1 kg .................... 320\n"
    "Sweetened condensed milk, 2.5 kg ......... 210\n\n"
    "Free delivery in Mueang Chiang Rai for orders of 3,000 THB or more.\n"
    "Credit term: 30 days for regular customers.\n"
    "Orders: LINE @chiangraidairy or call before 15:00 for next-day delivery.",
]

DAIRY_2567 = [
    "บริษัท เชียงรายแดรี่ จำกัด",
    "99 หมู่ 4 ถนนแม่จัน อำเภอเมืองเชียงราย จังหวัดเชียงราย 57100  โทร 053-712-480",
    "ใบราคาส่ง ปี 2567 (มีผลตั้งแต่วันที่ 1 มกราคม 2567)",
    "ราคาเป็นบาท รวมภาษีมูลค่าเพิ่มแล้ว",
]
DAIRY_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท)"),
    ("นมสดพาสเจอร์ไรส์", "ถุง 5 ลิตร", "195"),
    ("วิปปิ้งครีม ไขมัน 35%", "1 ลิตร", "170"),
    ("นมผงขาดมันเนย", "1 กก.", "150"),
    ("เนยจืด", "1 กก.", "300"),
    ("นมข้นหวาน", "2.5 กก.", "190"),
]
DAIRY_2567_BOTTOM = ["ส่งฟรีในเขตอำเภอเมืองเชียงราย เมื่อสั่งซื้อครบ 2,500 บาท", "ลูกค้าประจำได้เครดิต 30 วัน"]

NORTHPACK = [
    "NORTHPACK SUPPLY CO., LTD.\n215 Superhighway Road, Chiang Mai 50000   Tax ID 0505561002345\n\n"
    "TAX INVOICE / RECEIPT\nNo. NP-2568/0417\nDate: 17 April 2025\n\n"
    "Customer: Baan Pim Homemade Ice Cream (Mrs. Pimchanok Srisuk)\n"
    "88/3 Phahonyothin Road, Mueang Chiang Rai 57000\n\n"
    "Item                               Qty     Unit price    Amount\n"
    "Ice cream tub 2.5 L with lid        200        18.50    3,700.00\n"
    "Paper cup 4 oz                    2,000         1.20    2,400.00\n"
    "Wooden spoon                      3,000         0.35    1,050.00\n\n"
    "Subtotal: 7,150.00 THB\nVAT 7%: 500.50 THB\nTotal: 7,650.50 THB\n\n"
    "Payment due: 17 May 2025\nBank transfer: Bangkok Bank 456-7-89012-3, NorthPack Supply Co., Ltd.",
]

FROSTTECH = [
    "FROST TECH SERVICE\nCommercial freezer and ice cream machine repair - Chiang Rai\nTel. 089-555-2170\n\n"
    "SERVICE REPORT  No. FT-0592\nDate: 6 May 2025\n"
    "Customer: Baan Pim Homemade Ice Cream, 88/3 Phahonyothin Road\n"
    "Machine: Batch freezer, model BF-12, serial BF12-20917\n\n"
    "Problem reported: machine does not freeze; compressor starts then stops after a few seconds.\n"
    "Work done: replaced start relay and run capacitor, cleaned condenser, checked refrigerant pressure.\n\n"
    "Parts: 2,800 THB\nLabour: 1,200 THB\nTotal: 4,000 THB (paid in cash)\n\n"
    "Warranty on parts: 90 days.\nNext preventive service due: November 2025.\nTechnician: Somkiat P.",
]

SHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nChiang Rai Office\n\nELECTRICITY BILL - June 2025\n"
    "Customer: Baan Pim Homemade Ice Cream (Mrs. Pimchanok Srisuk)\n"
    "Address: 88/3 Phahonyothin Road, Wiang, Mueang Chiang Rai\n"
    "CA No.: 020019874421   Tariff: 2.1 small general service\n"
    "Meter reading period: 17 May 2025 - 16 June 2025\n\n"
    "Units used: 1,382 kWh\nEnergy charge: 5,647.80 THB\nFt charge: 345.05 THB\nVAT 7%: 419.50 THB\n"
    "Amount due: 6,412.35 THB\nDue date: 30 June 2025",
]

HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nChiang Rai Office\n\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Pimchanok Srisuk\nAddress: 45/12 Moo 7, Ban Du, Mueang Chiang Rai\n"
    "CA No.: 020012345678   Tariff: 1.2 residential\n"
    "Meter reading period: 17 May 2025 - 16 June 2025\n\n"
    "Units used: 356 kWh\nEnergy charge: 1,487.30 THB\nFt charge: 91.39 THB\nVAT 7%: 110.51 THB\n"
    "Amount due: 1,689.20 THB\nDue date: 30 June 2025",
]

SCHOOL_FEE = [
    "SUNSHINE BILINGUAL SCHOOL, CHIANG RAI\nAccounts Office\n\nFEE STATEMENT - Term 1, Academic Year 2025\n"
    "Student: Phumipat Srisuk   Grade 3/2   Student ID 2019-0331\nParent: Mrs. Pimchanok Srisuk\n\n"
    "Tuition fee ................ 28,500\nLunch and snacks ........... 4,200\nEnglish camp (June) ......... 2,500\n"
    "School bus (Ban Du route) ... 6,000\n\nTotal due: 41,200 THB\nPlease pay by 15 May 2025.\n"
    "A late fee of 500 THB applies after the due date.\n"
    "Payment: bank transfer to Siam Commercial Bank 987-6-54321-0, or at the school office.",
]

SCHOOL_FEE_OLD = [
    "โรงเรียนซันไชน์ไบลิงกวล เชียงราย",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
    "นักเรียน เด็กชายภูมิพัฒน์ ศรีสุข  ชั้นประถมศึกษาปีที่ 2/2",
]
SCHOOL_FEE_OLD_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "27,000"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,000"),
    ("ค่ารถรับส่ง สายบ้านดู่", "5,800"),
    ("รวมทั้งสิ้น", "36,800"),
]
SCHOOL_FEE_OLD_BOTTOM = ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2567", "ชำระล่าช้าปรับ 500 บาท"]

FIELD_TRIP = [
    "Sunshine Bilingual School, Chiang Rai",
    "1 July 2025",
    "Dear Parents of Grade 3,",
    "Our Grade 3 students will go on a field trip to Singha Park on Friday 18 July 2025, "
    "to learn about tea farming and farm animals.",
    "The bus leaves school at 8:30 and returns by 15:30.",
    "Cost: 650 THB per student (bus, lunch and entrance).",
    "Please return the reply slip with the payment to the class teacher by 11 July 2025.",
    "Students should wear the PE uniform and bring a hat and a water bottle.",
    "Ms. Jenny Carter, Grade 3 coordinator",
]

HEALTH = [
    "THAI HARMONY LIFE INSURANCE PCL\nCustomer Service 1725\n\n3 June 2025\n\n"
    "Mrs. Pimchanok Srisuk\n45/12 Moo 7, Ban Du, Mueang Chiang Rai 57100\n\n"
    "Subject: Renewal notice - Health policy No. HL-20231187\n\n"
    "Dear Mrs. Srisuk,\nYour health insurance policy will be renewed for the year 1 August 2025 - 31 July 2026.\n"
    "Plan: Harmony Health Plus\nIn-patient benefit limit: 1,000,000 THB per year\nRoom and board: 3,000 THB per day\n"
    "Annual premium: 18,750 THB\nPlease pay by 30 July 2025 to keep your cover without a break.\n"
    "The premium went up from 16,900 THB because of your age band.\n\n"
    "Sincerely,\nPolicy Service Department",
]

FIRE = [
    "SIAM SHIELD INSURANCE PCL\n\nFIRE AND BURGLARY INSURANCE - POLICY SCHEDULE\nPolicy No.: FB-68-004512\n"
    "Insured: Baan Pim Homemade Ice Cream (Mrs. Pimchanok Srisuk)\n"
    "Location: 88/3 Phahonyothin Road, Wiang, Mueang Chiang Rai\n"
    "Period of insurance: 1 February 2025 - 1 February 2026\n\n"
    "Sum insured:\n  Shop fittings and stock: 400,000 THB\n  Machinery (batch freezer, display freezers): 350,000 THB\n"
    "Burglary limit: 50,000 THB\nDeductible: 3,000 THB per claim\n\nPremium (incl. duty and VAT): 4,280.00 THB",
]

CAR = [
    "กรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท ไทยพัฒนาประกันภัย จำกัด (มหาชน)",
    "เลขที่กรมธรรม์ V1-68-0098215",
    "ผู้เอาประกันภัย นางพิมพ์ชนก ศรีสุข",
    "รถยนต์ อีซูซุ ดีแมกซ์ กระบะ 4 ประตู ปี 2564 ทะเบียน บธ 4521 เชียงราย",
    "ระยะเวลาประกันภัย ตั้งแต่วันที่ 15 มีนาคม 2568 ถึงวันที่ 15 มีนาคม 2569",
    "ทุนประกันภัยรถยนต์ 520,000 บาท",
    "ค่าเสียหายส่วนแรก 2,000 บาท (กรณีเป็นฝ่ายผิด)",
    "เบี้ยประกันภัยรวม 16,900 บาท",
    "ซ่อมอู่ในเครือ / ผู้ขับขี่ระบุชื่อ: นางพิมพ์ชนก ศรีสุข, นายธนพล ศรีสุข",
    "แจ้งเคลม โทร 1610 ตลอด 24 ชั่วโมง",
]

SLIDES = [
    ("แผนร้านไอติมบ้านพิม ปี 2569", "Baan Pim Homemade Ice Cream - Plan 2026\nพิมพ์ชนก ศรีสุข, กรกฎาคม 2568"),
    ("เป้าหมายยอดขาย (Sales target)", "ยอดขายรวมทั้งปี 2.4 ล้านบาท\nหน้าร้าน 1.6 ล้านบาท / ส่งคาเฟ่ 0.8 ล้านบาท\n"
                                      "ลูกค้าคาเฟ่จาก 4 ร้าน เป็น 8 ร้าน"),
    ("รสใหม่ (New flavours)", "ไอติมลำไย เริ่มขาย ม.ค. 2569\nOat milk vanilla (vegan)\nชาไทยหวานน้อย"),
    ("ลงทุน (Investment)", "ซื้อเครื่องปั่นไอศกรีม (batch freezer) เครื่องใหม่ งบ 180,000 บาท\n"
                           "ตู้แช่โชว์หน้าร้านเพิ่ม 1 ตู้ 45,000 บาท"),
    ("คน (Staff)", "จ้างพนักงานประจำเพิ่ม 1 คน เงินเดือน 12,000 บาท\nเปิดร้านวันจันทร์เพิ่ม"),
    ("Kiosk", "เปิดคีออสก์ที่ถนนคนเดินเชียงราย ทุกวันเสาร์\nค่าที่ 1,500 บาท ต่อครั้ง"),
]

LINE_MONDOI = """[09/05/2568 16:05] พิม ไอติมบ้านพิม: ส่งใบเสนอราคาฉบับจริงให้แล้วนะคะ ยอดรวม 16,400 บาท ส่งของวันที่ 15 พ.ค. ค่ะ
[09/05/2568 18:40] ฝน ม่อนดอย: ได้รับแล้วค่ะ ขอแก้นิดนึงนะคะ มะม่วงขอลดเหลือ 4 ถังพอ ลูกค้าไม่ค่อยสั่ง
[09/05/2568 18:41] ฝน ม่อนดอย: แล้วขอเพิ่มไอติมกะทิ 3 ถังค่ะ กะทิถังละเท่าไหร่คะ
[09/05/2568 19:02] พิม ไอติมบ้านพิม: กะทิถังละ 640 ค่ะ
[10/05/2568 09:15] ฝน ม่อนดอย: โอเคค่ะ แล้วขอเลื่อนส่งเป็นวันเสาร์ที่ 17 พ.ค. ได้ไหมคะ วันที่ 15 ร้านปิดล้างแอร์
[10/05/2568 09:30] พิม ไอติมบ้านพิม: ได้ค่ะ สรุปออเดอร์ใหม่นะคะ วานิลลา 12 ถัง ชาไทย 8 ถัง มะม่วง 4 ถัง กะทิ 3 ถัง ยอดรวมใหม่ 17,120 บาท ส่งวันเสาร์ที่ 17 พ.ค. ค่ะ
[10/05/2568 09:32] ฝน ม่อนดอย: ถูกต้องค่ะ ขอบคุณค่า
[17/05/2568 10:48] พิม ไอติมบ้านพิม: ส่งของเรียบร้อยค่ะ ฝากตรวจนับด้วยนะคะ
[17/05/2568 11:05] ฝน ม่อนดอย: ครบค่ะ 27 ถัง
"""

LINE_BAANRAI = """[28/07/2568 10:12] พี่วีระ บ้านไร่: น้องพิม เดือนสิงหาพี่ขอเพิ่มเป็น 30 ถังนะ มีงานเทศกาลกาแฟที่ลานวัฒนธรรม
[28/07/2568 10:20] พิม: ได้ค่ะพี่ แบ่งเป็นวานิลลา 18 ชาไทย 12 ไหมคะ
[28/07/2568 10:25] พี่วีระ บ้านไร่: ชาไทยเอา 10 พอ แล้วเพิ่มมะม่วง 2
[28/07/2568 10:26] พี่วีระ บ้านไร่: ราคายังเท่าเดิมใช่ไหม ได้จดหมายขึ้นราคามา
[28/07/2568 10:31] พิม: บ้านไร่ใช้ราคาตามสัญญาค่ะพี่ ไม่ขึ้นจนครบสัญญาปีหน้า
[28/07/2568 10:33] พี่วีระ บ้านไร่: โอเค ขอบใจมาก งั้นส่งวันจันทร์กับพฤหัสเหมือนเดิมนะ
"""

LANNA_EMAIL = """From: Arthit Chaiyo <arthit@lannaroastery.co>
To: Pim <baanpim.icecream@gmail.com>
Date: Wed, 14 May 2025 08:52
Subject: Re: Quotation QT-2568/016

Hi Khun Pim,

Thanks for the quotation and the samples, the team loved the Thai tea one.
We're happy to go ahead with the order as quoted (total 16,800 THB).

Could you do the first delivery on Tuesday 20 May, before 9 am? We open at 9.
For payment we'll do a bank transfer within 15 days of your invoice, please send the invoice to this email.

One more thing: do you lend a display freezer to cafes? Ours is quite small.

Best regards,
Arthit Chaiyo
Manager, Lanna Roastery
Thanalai Road, Chiang Rai - 086-221-7734
"""

LONGAN = """# สูตรไอติมลำไย (ทดลอง)

ลองครั้งที่ 3 - 22 มิ.ย. 68 ใช้ลำไยอบแห้งจากสวนน้าแดง ลำพูน

## ส่วนผสม (ได้ 1 ถัง 2.5 ลิตร)
- นมสด 1.2 ลิตร
- วิปปิ้งครีม 600 มล.
- ลำไยอบแห้ง 250 กรัม ต้มกับน้ำแล้วปั่น
- น้ำตาลทราย 280 กรัม
- ไข่แดง 6 ฟอง

## ต้นทุน
- ต้นทุนต่อถัง 2.5 ลิตร ประมาณ 285 บาท (รวมถัง)
- ตั้งราคาส่งคาเฟ่ ถังละ 650 บาท
- หน้าร้านขายสกู๊ปละ 45 บาท

## โน้ต
- ครั้งนี้หวานไป ลดน้ำตาลเหลือ 240 กรัมครั้งหน้า
- พี่ต้นชอบ แม่บอกกลิ่นลำไยยังอ่อนไป
"""

BOOTH = """# ออกบูธงานเทศกาลดอกไม้เชียงราย ธ.ค. 67

วันที่ 20-24 ธันวาคม 2567 (5 วัน) ที่สวนตุงและโคม

- ค่าบูธ 3,500 บาท ทั้ง 5 วัน
- ขายไอติมถ้วยละ 60 บาท (2 สกู๊ป)
- ขายได้ทั้งหมด 420 ถ้วย
- รายได้รวม 25,200 บาท
- ค่าน้ำแข็งแห้ง+น้ำแข็ง 1,200 บาท
- ค่าแรงน้องแพรช่วยขาย 2,000 บาท

ขายดีสุดคือชาไทยกับมะม่วง วันเสาร์คนเยอะมาก ของหมดตั้งแต่สองทุ่ม
ปีหน้าเอาถังไปเพิ่ม และเตรียมถ้วยให้มากกว่านี้
"""

LINE_FAMILY = """[14/06/2568 19:20] ต้น: พรุ่งนี้พี่เอากระบะเข้าศูนย์เช็คระยะนะ 60,000 โล
[14/06/2568 19:22] พิม: โอเค แต่จันทร์ต้องส่งไอติมบ้านไร่นะ ต้องได้รถคืนก่อน
[14/06/2568 19:25] แม่: พาแม่ไปหาหมอวันพุธได้ไหมลูก นัดตรวจเบาหวาน
[14/06/2568 19:30] พิม: ได้จ้ะแม่ เดี๋ยวพิมปิดร้านเช้าแป๊บนึง
[15/06/2568 16:10] ต้น: ศูนย์บอกค่าเช็คระยะ 3,850 บาท เปลี่ยนผ้าเบรกด้วย
[15/06/2568 16:12] พิม: จ่ายบัตรไปก่อนนะ
"""

SHOPPING = "ของต้องซื้อ\n- ไข่ไก่ 2 แผง\n- น้ำยาล้างจาน\n- ข้าวเหนียว 5 กิโล\n- ผงซักฟอก\n- นมกล่องน้องภูมิ 2 แพ็ค\n"

HANGLAY = """# แกงฮังเลสูตรแม่
- หมูสามชั้น 500 กรัม หมูสันคอ 500 กรัม
- ผงฮังเล 2 ช้อนโต๊ะ ขิงซอย มะขามเปียก น้ำตาลอ้อย
- เคี่ยวไฟอ่อน 2 ชั่วโมง ใส่กระเทียมดองตอนท้าย
"""

TODO = """- โทรถามเชียงรายแดรี่เรื่องราคานมครึ่งปีหลัง
- ตอบเมลพี่อาทิตย์เรื่องตู้แช่
- โอนค่าทัศนศึกษาน้องภูมิ 650
- ต่อประกันสุขภาพก่อนสิ้นเดือน ก.ค.
- นัดช่างมาล้างเครื่องปั่น พ.ย.
"""

SALES_2568_SHOP = [("ม.ค. 2568", 98450, 1012, ""), ("ก.พ. 2568", 112300, 1140, "วาเลนไทน์"),
                   ("มี.ค. 2568", 168720, 1655, "ปิดเทอม อากาศร้อน"), ("เม.ย. 2568", 214560, 2080, "สงกรานต์"),
                   ("พ.ค. 2568", 187340, 1830, ""), ("มิ.ย. 2568", 126900, 1260, "ฝนเริ่มตก")]
SALES_2568_CAFE = [("ม.ค. 2568", 38, 23940, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"), ("ก.พ. 2568", 42, 26460, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"),
                   ("มี.ค. 2568", 55, 35200, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"), ("เม.ย. 2568", 62, 39680, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"),
                   ("พ.ค. 2568", 95, 60210, "เพิ่มม่อนดอย, Lanna Roastery"), ("มิ.ย. 2568", 118, 73460, "4 ร้าน")]
SALES_2567_SHOP = [("ม.ค. 2567", 85200, 905, ""), ("ก.พ. 2567", 96780, 1003, ""), ("มี.ค. 2567", 152400, 1512, ""),
                   ("เม.ย. 2567", 176230, 1748, "สงกรานต์"), ("พ.ค. 2567", 160150, 1590, ""),
                   ("มิ.ย. 2567", 110340, 1120, ""), ("ก.ค. 2567", 92600, 960, ""), ("ส.ค. 2567", 88900, 915, ""),
                   ("ก.ย. 2567", 81250, 842, "น้ำท่วม ปิดร้าน 4 วัน"), ("ต.ค. 2567", 95400, 990, ""),
                   ("พ.ย. 2567", 102800, 1065, ""), ("ธ.ค. 2567", 124600, 1280, "ปีใหม่")]
SALES_2567_CAFE = [("ม.ค. 2567", 22, 13200, "บ้านไร่"), ("ก.พ. 2567", 24, 14400, "บ้านไร่"),
                   ("มี.ค. 2567", 35, 21700, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"), ("เม.ย. 2567", 41, 25830, "บ้านไร่, ภูชี้ฟ้าคาเฟ่"),
                   ("พ.ค. 2567", 39, 24570, ""), ("มิ.ย. 2567", 33, 20790, ""), ("ก.ค. 2567", 30, 18900, ""),
                   ("ส.ค. 2567", 28, 17640, ""), ("ก.ย. 2567", 20, 12600, "น้ำท่วม"), ("ต.ค. 2567", 31, 19530, ""),
                   ("พ.ย. 2567", 34, 21420, ""), ("ธ.ค. 2567", 40, 25200, "")]

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย."]
SHOP_EXPENSES = [
    ("นม ครีม (เชียงรายแดรี่)", [18200, 19450, 24300, 27800, 28650, 26900]),
    ("น้ำตาล ผลไม้ วัตถุดิบอื่น", [6300, 6800, 8900, 9750, 9900, 9100]),
    ("บรรจุภัณฑ์ (นอร์ทแพ็ค)", [3150, 0, 5400, 7650.50, 0, 4200]),
    ("ค่าไฟร้าน", [4120, 4480, 5874, 6930, 6705, 6412.35]),
    ("ค่าน้ำประปาร้าน", [410, 430, 520, 610, 580, 540]),
    ("ค่าเช่าร้าน", [12000, 12000, 12000, 12000, 12000, 12000]),
    ("ค่าแรงพนักงาน (น้องแพร, น้องบิว)", [16500, 16500, 18000, 19500, 18000, 16500]),
    ("ค่าซ่อมเครื่อง", [0, 0, 0, 0, 4000, 0]),
]

HOUSEHOLD = {
    "เม.ย. 68": [("ผ่อนบ้าน (ธอส.)", 9800, ""), ("ค่าไฟบ้าน", 1540, ""), ("ค่าน้ำประปา", 260, ""),
                 ("เน็ต + มือถือ", 1198, ""), ("ค่ากับข้าว", 10850, ""), ("ค่าขนมน้องภูมิ", 1200, ""),
                 ("น้ำมันรถ", 3400, ""), ("ค่ายาแม่", 1450, ""), ("รดน้ำดำหัวผู้ใหญ่", 3000, "สงกรานต์")],
    "พ.ค. 68": [("ผ่อนบ้าน (ธอส.)", 9800, ""), ("ค่าไฟบ้าน", 1712, ""), ("ค่าน้ำประปา", 280, ""),
                ("เน็ต + มือถือ", 1198, ""), ("ค่ากับข้าว", 11350, ""), ("ค่าขนมน้องภูมิ", 1500, ""),
                ("น้ำมันรถ", 3200, ""), ("ค่ายาแม่", 1450, ""), ("ค่าเทอมน้องภูมิ", 41200, "เทอม 1/2568")],
    "มิ.ย. 68": [("ผ่อนบ้าน (ธอส.)", 9800, ""), ("ค่าไฟบ้าน", 1689.20, ""), ("ค่าน้ำประปา", 270, ""),
                 ("เน็ต + มือถือ", 1198, ""), ("ค่ากับข้าว", 10420, ""), ("ค่าขนมน้องภูมิ", 1500, ""),
                 ("น้ำมันรถ", 3350, ""), ("ค่ายาแม่", 1450, ""), ("เช็คระยะรถกระบะ", 3850, "60,000 กม.")],
}


def _sales(path: Path, year: str, shop: list[tuple], cafe: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "หน้าร้าน Shop"
    sheet.append([f"ยอดขายหน้าร้าน ปี {year} (Shop sales)"])
    sheet.append(["เดือน (Month)", "ยอดขาย (Sales, THB)", "จำนวนบิล (Bills)", "หมายเหตุ (Note)"])
    for row in shop:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", sum(r[1] for r in shop), sum(r[2] for r in shop), ""])
    money_format(sheet, 2)
    cafes = book.create_sheet("ส่งคาเฟ่ Cafes")
    cafes.append([f"ยอดส่งไอติมให้คาเฟ่ ปี {year} (Cafe wholesale)"])
    cafes.append(["เดือน (Month)", "จำนวนถัง (Tubs)", "ยอดเงิน (Amount, THB)", "ลูกค้า (Customers)"])
    for row in cafe:
        cafes.append(list(row))
    cafes.append(["รวม (Total)", sum(r[1] for r in cafe), sum(r[2] for r in cafe), ""])
    money_format(cafes, 3)
    book.save(path)


def _expenses(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่าย 2568"
    sheet.append(["ค่าใช้จ่ายร้านไอติมบ้านพิม ปี 2568 (Shop expenses, THB)"])
    sheet.append(["รายการ (Item)"] + MONTHS + ["รวม (Total)"])
    for name, values in SHOP_EXPENSES:
        sheet.append([name] + values + [round(sum(values), 2)])
    totals = [round(sum(v[i] for _, v in SHOP_EXPENSES), 2) for i in range(len(MONTHS))]
    sheet.append(["รวมทั้งเดือน (Total)"] + totals + [round(sum(totals), 2)])
    for column in range(2, len(MONTHS) + 3):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title}"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Pim's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านไอติม"
    home = docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers", shop / "บัญชี", shop / "LINE",
                   shop / "สูตร", home / "School น้องภูมิ", docs / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_คาเฟ่ม่อนดอย_ร่าง.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE, bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_คาเฟ่ม่อนดอย_ฉบับจริง.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_LannaRoastery_May2025.docx", LANNA_QUOTE, LANNA_TABLE, bottom=LANNA_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาส่งไอติม_ร้านกาแฟบ้านไร่.docx", CONTRACT_BAANRAI)
    write_docx(shop / "หนังสือแจ้งปรับราคา_ส.ค.68.docx", PRICE_LETTER, PRICE_LETTER_TABLE, bottom=PRICE_LETTER_BOTTOM)
    make_pdf(shop / "Suppliers" / "ChiangRaiDairy_pricelist_2025.pdf", DAIRY_2025)
    write_docx(shop / "Suppliers" / "ราคานม_เชียงรายแดรี่_2567.docx", DAIRY_2567, DAIRY_2567_TABLE,
               bottom=DAIRY_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "NorthPack_invoice_Apr2025.pdf", NORTHPACK)
    make_pdf(shop / "Suppliers" / "FrostTech_service_report_May2025.pdf", FROSTTECH)
    _sales(shop / "บัญชี" / "ยอดขาย_2568.xlsx", "2568", SALES_2568_SHOP, SALES_2568_CAFE)
    _sales(shop / "บัญชี" / "ยอดขาย_2567.xlsx", "2567", SALES_2567_SHOP, SALES_2567_CAFE)
    _expenses(shop / "บัญชี" / "ค่าใช้จ่ายร้าน_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PEA_bill_shop_Jun2025.pdf", SHOP_BILL)
    write_slides(shop / "แผนปี2569.pptx", SLIDES)
    write_texts(shop, {
        "LINE/LINE_คาเฟ่ม่อนดอย.txt": LINE_MONDOI,
        "LINE/LINE_พี่วีระ_บ้านไร่.txt": LINE_BAANRAI,
        "email_Lanna_Roastery_confirm.txt": LANNA_EMAIL,
        "สูตร/สูตรไอติมลำไย_ทดลอง.md": LONGAN,
        "บูธเทศกาลดอกไม้_ธค67.md": BOOTH,
    })
    make_pdf(home / "PEA_bill_home_Jun2025.pdf", HOME_BILL)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_บ้านเรา.txt": LINE_FAMILY, "ของต้องซื้อ.txt": SHOPPING, "สูตรแกงฮังเลแม่.md": HANGLAY})
    school = home / "School น้องภูมิ"
    make_pdf(school / "Sunshine_fee_statement_T1_2025.pdf", SCHOOL_FEE)
    write_docx(school / "ใบแจ้งค่าเทอม_2-2567.docx", SCHOOL_FEE_OLD, SCHOOL_FEE_OLD_TABLE, bottom=SCHOOL_FEE_OLD_BOTTOM)
    write_docx(school / "fieldtrip_letter_SinghaPark.docx", FIELD_TRIP)
    insurance = docs / "ประกัน"
    make_pdf(insurance / "ThaiHarmony_health_renewal_2025.pdf", HEALTH)
    make_pdf(insurance / "SiamShield_fire_policy_shop_2025.pdf", FIRE)
    write_docx(insurance / "กรมธรรม์รถกระบะ_ชั้น1_2568.docx", CAR)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Pim's to-do list, already in the workspect before a task."""
    write_texts(workspect, {"todo.md": TODO})
