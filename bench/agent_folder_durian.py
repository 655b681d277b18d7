"""A folder for bench/agent_tasks.py (`--folder durian`): a Chanthaburi family's durian orchard and household papers.

Kanokwan Srisawat (กนกวรรณ ศรีสวัสดิ์, "แอน") runs her family's 35-rai durian orchard (สวนศรีสวัสดิ์) at Takhian
Thong, Khao Khitchakut, Chanthaburi with her husband Thanakorn (พี่ต้น) and her father Sommai: this season's Thai
sale contract with the Heng Fa packing house (ล้งเฮงฟา, docx with a price table) and last season's contract, the
harvest-lot log for 2568 (xlsx, two sheets), income and expenses by month Jan-Jun 2568 (xlsx, two sheets, Thai/English
headers), a labour sheet with months as columns and a rates/work-permit sheet (xlsx), an English price offer from a
Chinese importer (pdf), that importer's old 2024 offer (md) and an English email about an orchard visit (txt), a
fertiliser shop's English price list and invoice (pdf), the shop's old 2567 prices (md), a Thai fertiliser plan
(md), two LINE chat exports (the packing-house boss; the family group), two irrigation quotes from different shops
(docx, tables), slides of a plan to plant a new plot in 2569 (pptx) and a draft of it (md), the GAP certificate
(English pdf), last season's sales summary (md); household papers: a BAAC loan statement, a PEA bill for the
orchard pump and a life-insurance premium notice (English pdf), a school-fee note (md); plus a workspect with a
to-do list. Written blind of the engine's rules, for agent_tasks_durian_holdout.json. Every figure a task checks
is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาซื้อขายทุเรียนหน้าสวน ฤดูกาลผลิต 2568",
    "ทำที่ สวนศรีสวัสดิ์ ตำบลตะเคียนทอง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี วันที่ 15 กุมภาพันธ์ 2568",
    "ผู้ซื้อ: บริษัท เฮงฟา ฟรุ๊ต จำกัด (ล้งเฮงฟา) เลขที่ 219 หมู่ 3 ตำบลพลับพลา อำเภอเมืองจันทบุรี "
    "โดย นายหลิว เจี้ยนกั๋ว กรรมการผู้จัดการ",
    "ผู้ขาย: นางกนกวรรณ ศรีสวัสดิ์ เจ้าของสวนศรีสวัสดิ์ เลขที่ 88 หมู่ 7 ตำบลตะเคียนทอง อำเภอเขาคิชฌกูฏ "
    "จังหวัดจันทบุรี โทร 086-377-5194 (ทะเบียน GAP เลขที่ DOA-GAP 22-0413-5871)",
    "ข้อ 1. ผู้ขายตกลงขายทุเรียนทั้งสวน พื้นที่ 35 ไร่ ประมาณการผลผลิต 38,000 กิโลกรัม ให้แก่ผู้ซื้อ",
    "ข้อ 2. ตัดทุเรียนเมื่ออายุ 110-115 วันหลังดอกบาน และเนื้อแห้ง (Dry matter) ไม่น้อยกว่า 32% "
    "ผู้ซื้อจัดทีมตัดและรถขนเอง โดยไม่คิดค่าใช้จ่ายจากผู้ขาย",
    "ข้อ 3. ราคาซื้อขายตามตารางท้ายสัญญา หากราคาตลาดกลางเนินสูงต่างจากราคาในสัญญาเกินกิโลกรัมละ 10 บาท "
    "ให้คู่สัญญาตกลงราคาใหม่เป็นรายล็อต",
    "ข้อ 4. ผู้ซื้อวางเงินมัดจำ 200,000 บาท ในวันทำสัญญา และหักคืนจากยอดเงินล็อตแรก",
    "ข้อ 5. ผู้ซื้อชำระเงินโดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ขาย ภายใน 3 วันหลังตัดแต่ละล็อต",
    "ข้อ 6. หากผู้ซื้อไม่เข้าตัดตามนัดเกิน 5 วัน ผู้ขายมีสิทธิ์ขายล็อตนั้นให้ผู้อื่นโดยไม่คืนมัดจำ",
    "ตารางราคาท้ายสัญญา",
]
CONTRACT_TABLE = [
    ("พันธุ์/เกรด", "ขนาด", "ราคาต่อกิโลกรัม"),
    ("หมอนทอง เกรด AB", "2.5-5 กก./ลูก พูเต็ม", "165 บาท"),
    ("หมอนทอง เกรด C", "ต่ำกว่า 2.5 กก. หรือพูไม่เต็ม", "125 บาท"),
    ("หมอนทอง ตกไซส์/ลูกตำหนิ", "ลูกแตก หนอนเจาะ", "70 บาท"),
    ("ชะนี (คละเกรด)", "", "95 บาท"),
    ("กระดุม (คละเกรด)", "", "85 บาท"),
]
CONTRACT_BOTTOM = ["ลงชื่อ หลิว เจี้ยนกั๋ว ผู้ซื้อ", "ลงชื่อ กนกวรรณ ศรีสวัสดิ์ ผู้ขาย",
                   "ลงชื่อ สมหมาย ศรีสวัสดิ์ พยาน"]
OLD_CONTRACT_TOP = [
    "สัญญาซื้อขายทุเรียน ปี 2567",
    "ทำที่ สวนศรีสวัสดิ์ ต.ตะเคียนทอง วันที่ 20 กุมภาพันธ์ 2567",
    "ผู้ซื้อ: ล้งเฮงฟา (นายหลิว เจี้ยนกั๋ว)  ผู้ขาย: นายสมหมาย ศรีสวัสดิ์",
    "ข้อ 1. ขายทุเรียนทั้งสวน ประมาณการผลผลิต 31,000 กิโลกรัม",
    "ข้อ 2. ผู้ซื้อวางเงินมัดจำ 150,000 บาท ในวันทำสัญญา",
    "ข้อ 3. ชำระเงินภายใน 7 วันหลังตัด",
]
OLD_CONTRACT_TABLE = [
    ("พันธุ์/เกรด", "ราคาต่อกิโลกรัม"),
    ("หมอนทอง เกรด AB", "145 บาท"),
    ("หมอนทอง เกรด C", "110 บาท"),
    ("ชะนี (คละเกรด)", "85 บาท"),
]
LOT_HEADERS = ("วันที่ตัด (Cut date)", "ล็อต (Lot)", "พันธุ์ (Variety)", "เกรด (Grade)", "น้ำหนัก กก. (kg)",
               "ราคา/กก. (THB/kg)", "ยอดเงิน (Amount, THB)", "ผู้ซื้อ (Buyer)", "สถานะเงิน (Payment)")
LOTS = [
    ("18/03/2568", "L01", "กระดุม", "คละ", 1240, 85, "ล้งเฮงฟา", "รับแล้ว (หักมัดจำ)"),
    ("02/04/2568", "L02", "หมอนทอง", "AB", 4860, 165, "ล้งเฮงฟา", "รับแล้ว"),
    ("02/04/2568", "L02", "หมอนทอง", "C", 1120, 125, "ล้งเฮงฟา", "รับแล้ว"),
    ("02/04/2568", "L02", "หมอนทอง", "ตกไซส์", 380, 70, "ล้งเฮงฟา", "รับแล้ว"),
    ("16/04/2568", "L03", "ชะนี", "คละ", 2150, 95, "ล้งเฮงฟา", "รับแล้ว"),
    ("24/04/2568", "L04", "หมอนทอง", "AB", 7350, 172, "ล้งเฮงฟา", "รับแล้ว"),
    ("24/04/2568", "L04", "หมอนทอง", "C", 1460, 125, "ล้งเฮงฟา", "รับแล้ว"),
    ("08/05/2568", "L05", "หมอนทอง", "AB", 6920, 158, "ล้งเฮงฟา", "รับแล้ว"),
    ("08/05/2568", "L05", "หมอนทอง", "C", 1310, 118, "ล้งเฮงฟา", "รับแล้ว"),
    ("20/05/2568", "L06", "หมอนทอง", "AB", 3870, 152, "ล้งซุนหลี", "ค้างรับ"),
    ("20/05/2568", "L06", "หมอนทอง", "C", 640, 115, "ล้งซุนหลี", "ค้างรับ"),
]
ROADSIDE_HEADERS = ("วันที่ (Date)", "รายการ (Item)", "กก. (kg)", "ราคา/กก. (THB/kg)", "ยอดเงิน (Amount, THB)")
ROADSIDE = [
    ("05/04/2568", "หมอนทองตกไซส์ ขายหน้าสวน", 85, 150),
    ("13/04/2568", "ชะนี ขายช่วงสงกรานต์", 60, 120),
    ("26/04/2568", "หมอนทองพูเต็ม ลูกค้าประจำกรุงเทพ (ส่งขนส่ง)", 45, 220),
    ("10/05/2568", "หมอนทอง ขายเองที่ตลาดเนินสูง", 120, 140),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
OTHER_INCOME = [0, 0, 0, 0, 18400, 42600]
EXPENSE_HEADERS = ("เดือน (Month)", "ปุ๋ย (Fertiliser, THB)", "ยา/ฮอร์โมน (Chemicals, THB)", "ค่าแรง (Labour, THB)",
                   "ค่าไฟสูบน้ำ (Pump power, THB)", "น้ำมัน (Fuel, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "หมายเหตุ (Note)")
EXPENSES = [(12400, 18600, 3820, 4200, 2500, "ฉีดฮอร์โมนบำรุงดอก"),
            (6800, 24300, 5940, 4800, 1800, "ฉีดยาป้องกันหนอนเจาะผล"),
            (9600, 15200, 6870, 5600, 3400, "ซื้อเชือกโยงกิ่ง"),
            (47300, 8900, 6512.35, 7300, 12800, "ปุ๋ยร้านเจริญเกษตร / ซ่อมปั๊มน้ำ"),
            (14500, 6200, 5230, 6100, 2900, ""),
            (8700, 11800, 4160, 3900, 2100, "")]
LABOUR_ROWS = [
    ("ลุงเปี๊ยก (ประจำ)", [9000, 9000, 9000, 9000, 9000, 9000]),
    ("ป้าสมใจ (ประจำ)", [8500, 8500, 8500, 8500, 8500, 8500]),
    ("โสคา (รายวัน 400)", [8800, 9600, 10400, 10400, 10000, 8000]),
    ("ดารา (รายวัน 400)", [0, 8000, 10400, 10400, 9600, 7200]),
    ("ทีมรายวันเสริมช่วงตัด (Extra harvest crew)", [0, 0, 7200, 15600, 9800, 0]),
]
RATE_HEADERS = ("ชื่อ (Name)", "สัญชาติ (Nationality)", "ประเภท (Type)", "อัตรา (Rate, THB)", "โทร (Phone)",
                "ใบอนุญาตทำงานหมดอายุ (Work permit expires)")
RATES = [
    ("ลุงเปี๊ยก (ประเสริฐ ทองดี)", "ไทย", "รายเดือน", 9000, "081-945-2206", "-"),
    ("ป้าสมใจ วงศ์ใหญ่", "ไทย", "รายเดือน", 8500, "089-120-6638", "-"),
    ("โสคา จันทร์ (Sokha Chan)", "กัมพูชา", "รายวัน", 400, "097-334-5180", "14 ส.ค. 2568"),
    ("ดารา คิม (Dara Kim)", "กัมพูชา", "รายวัน", 400, "063-508-7712", "3 ก.พ. 2569"),
]
OFFER_PAGES = [
    "GUANGXI JINYUAN FRUIT IMPORT & EXPORT CO., LTD.\n"
    "No. 36 Minzu Avenue, Qingxiu District, Nanning, Guangxi, China  Tel. +86 771 558 2049\n"
    "PURCHASE OFFER - FRESH MONTHONG DURIAN, SEASON 2025\n"
    "Offer No.: JY-TH-2025-031   Date: 3 March 2025\n"
    "To: Mrs. Kanokwan Srisawat, Srisawat Orchard, Takhian Thong, Khao Khitchakut, Chanthaburi\n"
    " \n"
    "Farm-gate prices (THB per kg, cutting and transport by buyer):\n"
    "Monthong Grade A (3-5 kg, 4-5 full lobes) ....... 170\n"
    "Monthong Grade B (2.5-3 kg or 3 full lobes) ..... 130\n"
    "Chanee (mixed) .................................. 98\n"
    " \n"
    "Conditions:\n"
    "1. Valid GAP certificate (DOA) required; copy to be sent before the first cut.\n"
    "2. Dry matter at least 32%, tested by our QC at the orchard before cutting.\n"
    "3. Minimum 5,000 kg per lot.\n"
    "4. Payment: 30% advance on the cutting day, balance 70% within 7 days after customs clearance at Youyiguan.\n"
    "5. Prices are fixed until 31 May 2025; after that, weekly prices by our Chanthaburi agent.\n"
    " \n"
    "Contact in Thailand: Mr. Zhang Hao (Thai-speaking agent), Tel. 092-618-4470\n"
    "Signed: Chen Meiling, Purchasing Manager",
]
OLD_OFFER = """# Jinyuan offer 2024 (old, we did not take it)

Guangxi Jinyuan Fruit - offer for season 2024, received 12 March 2024

- Monthong Grade A: 150 THB/kg
- Monthong Grade B: 115 THB/kg
- Advance payment 20% on cutting day, rest after customs clearance (up to 14 days)
- Minimum 4,000 kg per lot
- Dad chose Heng Fa instead (paid faster)
"""
JINYUAN_EMAIL = """From: Zhang Hao <zhanghao.jyfruit@gmail.com>
To: Kanokwan Srisawat <ann.srisawat.orchard@gmail.com>
Date: Mon, 10 Mar 2025 09:14:52 +0700
Subject: Orchard visit and QC check - Srisawat Orchard

Dear Khun Kanokwan,

Thank you for your interest in our purchase offer JY-TH-2025-031. Our QC team (3 people, with Ms. Chen Meiling
from Nanning) would like to visit your orchard on Saturday 22 March 2025 at 8:00 am.

During the visit we will:
- check the flowering records and tag dates of the Monthong trees,
- take 10 sample fruits for a dry matter test,
- check your GAP certificate (please prepare the original and the registration number).

Please also send us your estimated Monthong volume for April and May, and the number of trees over 8 years old.
We can only confirm the first lot if the volume is at least 5,000 kg.

Best regards,
Zhang Hao
Thailand agent, Guangxi Jinyuan Fruit Import & Export Co., Ltd.
Tel. 092-618-4470
"""
FERT_PRICELIST = [
    "CHAROEN KASET CHANTHABURI CO., LTD.\n"
    "45/2 Tha Luang Road, Mueang Chanthaburi, Chanthaburi 22000  Tel. 039-311-482\n"
    "FARMER PRICE LIST 2025 - effective 1 January 2025 (THB)\n"
    "Member card: Srisawat Orchard, member No. CK-2261\n"
    " \n"
    "Fertiliser 15-15-15, 50 kg bag ............... 1,150\n"
    "Fertiliser 8-24-24, 50 kg bag ................ 1,080\n"
    "Fertiliser 13-13-21, 50 kg bag ............... 1,120\n"
    "Fertiliser 46-0-0 (urea), 50 kg bag .......... 890\n"
    "Chicken manure pellets, 25 kg bag ............ 135\n"
    "Paclobutrazol 10%, 1 kg ...................... 690\n"
    "Phosphonic acid 40%, 1 L ..................... 780\n"
    "Metalaxyl fungicide, 1 kg .................... 520\n"
    " \n"
    "Terms: fertiliser is VAT exempt; chemicals plus VAT 7%. 3% discount for orders of 50 bags or more.\n"
    "Members get 45 days credit.",
]
FERT_INVOICE = [
    "CHAROEN KASET CHANTHABURI CO., LTD.\nINVOICE / TAX INVOICE\n"
    "Invoice No.: INV-2568-0412   Date: 12 April 2025\n"
    "Customer: Srisawat Orchard (Mrs. Kanokwan Srisawat), 88 Moo 7, Takhian Thong, Khao Khitchakut,\n"
    "Chanthaburi 22210   Member No. CK-2261\n"
    " \n"
    "Fertiliser 15-15-15, 50 kg     20 x 1,150.00 = 23,000.00\n"
    "Fertiliser 8-24-24, 50 kg      15 x 1,080.00 = 16,200.00\n"
    "Chicken manure pellets, 25 kg  60 x   135.00 =  8,100.00\n"
    "Phosphonic acid 40%, 1 L        6 x   780.00 =  4,680.00\n"
    " \n"
    "Subtotal: 51,980.00 THB\nVAT 7% (chemicals only, on 4,680.00): 327.60 THB\n"
    "Total amount due: 52,307.60 THB\n"
    "Payment term: member credit 45 days. Due date: 27 May 2025\n"
    "Pay by transfer to Bangkok Bank, account 211-4-08352-7, Charoen Kaset Chanthaburi Co., Ltd.",
]
OLD_FERT_PRICES = """# ราคาปุ๋ย ร้านเจริญเกษตร ปี 2567 (ใบเก่า)

- ปุ๋ย 15-15-15 กระสอบ 50 กก. 1,050 บาท
- ปุ๋ย 8-24-24 กระสอบ 50 กก. 990 บาท
- ปุ๋ย 13-13-21 กระสอบ 50 กก. 1,020 บาท
- ขี้ไก่อัดเม็ด 25 กก. 120 บาท
- สารแพคโคลบิวทราซอล 10% 1 กก. 650 บาท
- ซื้อครบ 50 กระสอบ ลด 3%
"""
FERT_PLAN = """# แผนใส่ปุ๋ยทุเรียน ฤดู 2568 (สวนศรีสวัสดิ์ 35 ไร่ ประมาณ 600 ต้น)

1. หลังตัดเสร็จ (ปลาย พ.ค.-มิ.ย.) ตัดแต่งกิ่ง แล้วใส่ 15-15-15 ต้นละ 2 กก. รวมประมาณ 24 กระสอบ
   + ขี้ไก่อัดเม็ด ต้นละ 5 กก. (120 กระสอบ)
2. ช่วงแตกใบอ่อน 2 ชุด (ก.ค.-ส.ค.) ใส่ 46-0-0 ผสม 15-15-15 ต้นละ 1 กก.
3. สะสมอาหารก่อนออกดอก (ก.ย.-ต.ค.) ใส่ 8-24-24 ต้นละ 1.5 กก. ราดแพคโคลฯ เฉพาะต้นที่ใบแก่พร้อม
4. ช่วงติดผล (ม.ค.-ก.พ. 69) ใส่ 13-13-21 ต้นละ 1.5 กก. ขยายผล
- ฉีดฟอสโฟนิกป้องกันรากเน่าโคนเน่า ทุก 2 เดือนในหน้าฝน
- ปีนี้ปุ๋ยขึ้นกระสอบละเกือบร้อย ถ้าซื้อทีเดียวครบ 50 กระสอบจะได้ลด 3%
"""
LINE_LIU = """[LINE] ประวัติการแชทกับ เถ้าแก่หลิว ล้งเฮงฟา
บันทึกเมื่อ: 09/05/2568 21:05

อ., 22/04/2568
08:12\tเถ้าแก่หลิว ล้งเฮงฟา\tแอน ล็อตหมอนทองรอบนี้ ตลาดจีนดี เฮียให้ AB กิโลละ 172 นะ เกิน 165 ในสัญญา
08:20\tแอน สวนศรีสวัสดิ์\tขอบคุณค่ะเฮีย ทีมตัดเข้าวันพฤหัส 24 นะคะ
08:21\tเถ้าแก่หลิว ล้งเฮงฟา\tได้ เจ็ดโมงเช้า

อ., 06/05/2568
17:40\tเถ้าแก่หลิว ล้งเฮงฟา\tแอน ตอนนี้ของเข้าด่านเยอะ ราคาที่จีนลง ล็อตหน้า AB เฮียให้ได้ 158 นะ C 118
17:45\tแอน สวนศรีสวัสดิ์\tลงเยอะเลยเฮีย ตลาดเนินสูงยังได้ 160 อยู่เลยค่ะ
17:52\tเถ้าแก่หลิว ล้งเฮงฟา\tต่างไม่ถึงสิบบาท ตามสัญญาก็ต้องตามนี้นะ ทีมตัดเข้าพฤหัสที่ 8 พ.ค. เจ็ดโมง
17:55\tแอน สวนศรีสวัสดิ์\tโอเคค่ะ เนื้อแห้งที่ตรวจเมื่อวานได้ 34.5% นะคะ ผ่านแน่นอน
17:56\tเถ้าแก่หลิว ล้งเฮงฟา\tดีมาก

ศ., 09/05/2568
10:30\tเถ้าแก่หลิว ล้งเฮงฟา\tโอนค่าล็อต L05 แล้วนะ 1,247,940 บาท เช็คด้วย
10:41\tแอน สวนศรีสวัสดิ์\tได้รับแล้วค่ะเฮีย ล็อตสุดท้ายปลายเดือนเดี๋ยวแอนบอกอีกทีนะคะ
"""
LINE_FAMILY = """[LINE] ประวัติการแชทในกลุ่ม บ้านสวนศรีสวัสดิ์
บันทึกเมื่อ: 02/06/2568 19:30

ส., 31/05/2568
18:05\tพี่ต้น\tล็อตสุดท้ายล้งซุนหลียังไม่โอนนะ 661,840 บาท บอกว่าจะโอนภายใน 5 มิ.ย.
18:07\tแอน\tเดี๋ยวแอนโทรตามเองค่ะ ถ้าไม่โอนจะไม่ขายให้ปีหน้า
18:10\tพ่อ\tเงินงวด ธ.ก.ส. ต้องจ่ายสิ้นเดือน ก.ค. นะ อย่าลืม
18:12\tแอน\tค่ะพ่อ กันไว้แล้ว 193,280 บาท

อา., 01/06/2568
09:00\tฝน\tพี่แอน ค่าเทอมน้องเมย์ ฝนจ่ายให้ก่อนแล้วนะ 22,330 บาท
09:05\tแอน\tขอบใจนะฝน เดี๋ยวโอนคืนพรุ่งนี้
09:20\tพ่อ\tคนงานเขมรสองคน โสคาใบอนุญาตใกล้หมดแล้ว ต้องพาไปต่อที่จัดหางานก่อนกลาง ส.ค.
09:25\tพี่ต้น\tผมพาไปเองครับพ่อ ค่าต่อคนละประมาณ 3,800
09:40\tแอน\tเรื่องแปลงใหม่ปีหน้า เอาระบบน้ำร้านพลับพลาดีกว่า ถูกกว่าเกือบเจ็ดพัน
09:42\tพ่อ\tเอาแบบปั๊ม 3 แรงนะ 2 แรงไม่พอ
"""
QUOTE_A_TOP = [
    "ใบเสนอราคา",
    "ร้านท่าใหม่ชลประทาน 12/5 ถนนสุขุมวิท ต.เขาวัว อ.ท่าใหม่ จ.จันทบุรี โทร 039-431-226",
    "เลขที่ TM-0587   วันที่ 3 มิถุนายน 2568",
    "เรียน คุณกนกวรรณ ศรีสวัสดิ์ สวนศรีสวัสดิ์ ต.ตะเคียนทอง",
    "เรื่อง ติดตั้งระบบน้ำมินิสปริงเกอร์ แปลงปลูกใหม่ 8 ไร่ (160 ต้น)",
]
QUOTE_A_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ปั๊มหอยโข่ง 3 แรงม้า 220V พร้อมตู้ควบคุม", "1 ชุด", "18,900"),
    ("2", "ท่อ PVC 2 นิ้ว ชั้น 8.5 (ท่อเมน)", "60 เส้น", "21,600"),
    ("3", "ท่อ PE 20 มม. (ท่อแยก) ม้วน 100 เมตร", "16 ม้วน", "15,200"),
    ("4", "หัวมินิสปริงเกอร์พร้อมขาปัก", "180 หัว", "5,400"),
    ("5", "ข้อต่อ วาล์ว กรองเกษตร", "1 ชุด", "9,350"),
    ("6", "ค่าแรงติดตั้ง", "1 งาน", "16,000"),
    ("", "รวมทั้งสิ้น", "", "86,450"),
]
QUOTE_A_BOTTOM = ["รับประกันปั๊ม 1 ปี งานติดตั้ง 6 เดือน", "ยืนราคา 30 วัน", "ลงชื่อ วิชัย ท่าใหม่ชลประทาน"]
QUOTE_B_TOP = [
    "ใบเสนอราคา",
    "หจก. พลับพลาการเกษตร 77 หมู่ 1 ต.พลับพลา อ.เมืองจันทบุรี โทร 081-862-4419",
    "เลขที่ PP68/112   วันที่ 5 มิถุนายน 2568",
    "เรียน คุณแอน สวนศรีสวัสดิ์",
    "เรื่อง ระบบน้ำมินิสปริงเกอร์ แปลงใหม่ 8 ไร่",
]
QUOTE_B_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ปั๊มหอยโข่ง 3 แรงม้า 220V", "1 ชุด", "17,500"),
    ("2", "ท่อ PVC 2 นิ้ว ชั้น 8.5", "60 เส้น", "20,400"),
    ("3", "ท่อ PE 20 มม. ม้วน 100 เมตร", "16 ม้วน", "14,400"),
    ("4", "หัวมินิสปริงเกอร์พร้อมขาปัก", "180 หัว", "4,500"),
    ("5", "อุปกรณ์ข้อต่อและกรอง", "1 ชุด", "8,500"),
    ("6", "ค่าแรงติดตั้ง", "1 งาน", "14,500"),
    ("", "รวมทั้งสิ้น", "", "79,800"),
]
QUOTE_B_BOTTOM = ["ถ้าใช้ปั๊ม 2 แรงม้า ลดได้อีก 4,200 บาท", "รับประกันปั๊ม 2 ปี ติดตั้งเสร็จภายใน 10 วัน",
                  "ลงชื่อ สุรชัย พลับพลาการเกษตร"]
PLAN_SLIDES = [
    ("แผนขยายแปลงหมอนทอง ปี 2569", "สวนศรีสวัสดิ์ ต.ตะเคียนทอง\nปลูกแทนแปลงยางเก่าของพ่อ (หลังบ้าน)\n"
                                     "นำเสนอครอบครัว มิ.ย. 2568"),
    ("พื้นที่และจำนวนต้น", "แปลงยางเก่า 8 ไร่ โค่นยางขายไม้แล้ว\nระยะปลูก 8x10 เมตร ไร่ละ 20 ต้น รวม 160 ต้น\n"
                            "ต้นพันธุ์หมอนทองเสียบยอด สูง 1 เมตร จากแปลงเพาะชำขลุง"),
    ("งบประมาณ", "ต้นพันธุ์ 160 ต้น x 150 บาท = 24,000 บาท\nระบบน้ำมินิสปริงเกอร์ (พลับพลาการเกษตร) 79,800 บาท\n"
                 "ไถ ปรับดิน ขุดหลุม 32,000 บาท\nปุ๋ยรองก้นหลุม 9,600 บาท\nค่าแรงปลูกและดูแลปีแรก 30,000 บาท\n"
                 "รวมงบปี 2569 = 175,400 บาท"),
    ("เงินทุน", "เงินเก็บจากขายทุเรียนปี 2568 จำนวน 75,400 บาท\nขอกู้ ธ.ก.ส. เพิ่ม 100,000 บาท (สินเชื่อปลูกไม้ผล)"),
    ("ไทม์ไลน์", "ม.ค.-มี.ค. 2569 ไถ ขุดหลุม วางระบบน้ำ\nพ.ค.-มิ.ย. 2569 ปลูกต้นแรกต้นฝน\n"
                 "คาดว่าเริ่มเก็บผลแรกได้ปี 2573 (ต้นอายุ 4-5 ปี)"),
]
PLAN_DRAFT = """# ไอเดียปลูกทุเรียนแปลงหลังบ้าน (ร่างแรก เม.ย. 68 ยังไม่ได้คุยพ่อ)

- ปลูกเต็มแปลง 10 ไร่ ประมาณ 200 ต้น
- ต้นพันธุ์ถ้าซื้อเยอะ ต้นละ 120 บาท?
- ระบบน้ำยังไม่ได้ขอราคา น่าจะสัก 60,000
- งบรวมคร่าวๆ 150,000
- หรือจะปลูกมังคุดแซมด้วย
"""
GAP_PAGES = [
    "DEPARTMENT OF AGRICULTURE, MINISTRY OF AGRICULTURE AND COOPERATIVES\n"
    "CERTIFICATE OF GOOD AGRICULTURAL PRACTICE (GAP) FOR PLANT PRODUCTION\n"
    " \n"
    "Registration No.: DOA-GAP 22-0413-5871\n"
    "Farmer: Mrs. Kanokwan Srisawat\n"
    "Farm location: 88 Moo 7, Takhian Thong, Khao Khitchakut, Chanthaburi 22210\n"
    "GPS: 12.7341 N, 102.1385 E\n"
    "Crop: Durian (Monthong, Chanee, Kradum)\n"
    "Certified area: 35 rai\n"
    "Standard: TAS 9001-2021\n"
    "Date of issue: 10 October 2024\n"
    "Date of expiry: 9 October 2027\n"
    " \n"
    "The farm is subject to surveillance audits. The certificate must be shown to packing houses\n"
    "exporting to the People's Republic of China.\n"
    "Issued by: Office of Agricultural Research and Development Region 6, Chanthaburi",
]
SALES_2567 = """# สรุปขายทุเรียน ปี 2567 (ปีที่แล้ว พ่อยังเป็นคนเซ็นสัญญา)

- หมอนทอง 26,300 กก. / ชะนี 3,200 กก. / กระดุม 1,920 กก.
- รวมทั้งปี 31,420 กก.
- ยอดขายรวม 4,126,500 บาท (ล้งเฮงฟาทั้งหมด)
- ราคาหมอนทอง AB สูงสุด 152 บาท ล็อตปลาย เม.ย. 67
- ปีนี้ต้นแปลงบนหนอนเจาะเยอะ ต้องฉีดยาเพิ่ม
"""
BAAC_PAGES = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC)\nKhao Khitchakut Branch\n"
    "LOAN ACCOUNT STATEMENT\nStatement date: 30 June 2025\n"
    "Borrower: Mrs. Kanokwan Srisawat (co-borrower: Mr. Sommai Srisawat)\n"
    "Loan account No.: 0204-7781-3356\n"
    "Purpose: durian orchard improvement and irrigation\n"
    "Original loan amount: 800,000.00 THB, contract date 15 July 2022\n"
    "Interest rate: 6.50% per year, annual installments (after harvest)\n"
    "Outstanding principal: 512,000.00 THB\n"
    " \n"
    "Next installment due: 31 July 2025\n"
    "Principal: 160,000.00 THB\nInterest: 33,280.00 THB\nTotal installment: 193,280.00 THB\n"
    " \n"
    "Paid installments: 2022/23 paid 21 July 2023; 2023/24 paid 29 July 2024\n"
    "Late payment: default interest 3% per year on the overdue amount.",
]
PEA_PAGES = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chanthaburi Province\nELECTRICITY BILL\n"
    "Bill date: 20 May 2025\n"
    "Customer: Mrs. Kanokwan Srisawat   Account No.: 020011874452\n"
    "Meter: orchard water pump, 88 Moo 7, Takhian Thong (meter No. 6A-3310927)\n"
    "Billing period: 16 April 2025 - 15 May 2025\n"
    "Units used: 1,482 kWh\n"
    "Energy charge: 5,900.77 THB\nFt: 147.32 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 426.04 THB\nTotal amount: 6,512.35 THB\n"
    "Please pay by 3 June 2025. Pay at PEA counter, banks, or the PEA Smart Plus app.",
]
INSURANCE_PAGES = [
    "SIAM SUKJAI LIFE INSURANCE PCL\nPREMIUM DUE NOTICE\nNotice date: 1 July 2025\n"
    "Policy owner: Mrs. Kanokwan Srisawat\nInsured: Mr. Sommai Srisawat (age 67)\n"
    "Policy No.: SSL-HL-4471902\nPlan: Health Care Plus (room 3,000 THB per night) with life cover 300,000 THB\n"
    "Annual premium: 24,860.00 THB\nDue date: 1 August 2025\n"
    "Grace period: 31 days after the due date.\n"
    "Pay by credit card in 6 installments of 4,143.33 THB at 0%, or by bank transfer.\n"
    "Agent: Ms. Pimchanok Rattanakul, Tel. 089-775-3021",
]
SCHOOL_NOTE = """# ค่าเทอมน้องเมย์ เทอม 1/2568 (ป.4 โรงเรียนอนุบาลแสงทองจันท์)

- ค่าธรรมเนียมการเรียน 18,500 บาท
- ชุดนักเรียน ชุดพละ 2,350 บาท
- หนังสือ/อุปกรณ์ 1,480 บาท
- รวม 22,330 บาท จ่ายภายใน 9 พ.ค. 2568 (ฝนจ่ายให้ก่อน ต้องโอนคืน)
- เปิดเทอม 14 พ.ค. 2568 รถรับส่งเดือนละ 1,200 จ่ายคนขับเอง
"""
WORKSPECT = {"todo.md": "- ตามเงินล้งซุนหลีล็อต L06\n- กันเงินงวด ธ.ก.ส. ปลาย ก.ค.\n"
                        "- พาโสคาไปต่อใบอนุญาตทำงาน\n- เลือกร้านระบบน้ำแปลงใหม่\n- โอนค่าเทอมคืนฝน\n"}


def _lots(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ล็อตตัด Harvest lots"
    sheet.append(["บันทึกล็อตตัดทุเรียน สวนศรีสวัสดิ์ ฤดู 2568 (Harvest lots 2025)"])
    sheet.append(list(LOT_HEADERS))
    for date, lot, variety, grade, kg, price, buyer, status in LOTS:
        sheet.append([date, lot, variety, grade, kg, price, kg * price, buyer, status])
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in LOTS), "", sum(r[4] * r[5] for r in LOTS), "", ""])
    sheet.append(["ยอดค้างรับ (Unpaid)", "", "", "", "", "",
                  sum(r[4] * r[5] for r in LOTS if r[7] == "ค้างรับ"), "ล้งซุนหลี", "ต้องตาม"])
    money_format(sheet, 5)
    money_format(sheet, 7)
    road = book.create_sheet("ขายหน้าสวน Roadside")
    road.append(list(ROADSIDE_HEADERS))
    for date, item, kg, price in ROADSIDE:
        road.append([date, item, kg, price, kg * price])
    road.append(["รวม (Total)", "", sum(r[2] for r in ROADSIDE), "", sum(r[2] * r[3] for r in ROADSIDE)])
    money_format(road, 5)
    book.save(path)


def _month_of(date: str) -> int:
    return int(date.split("/")[1]) - 1


def _durian_income() -> list[int]:
    income = [0] * 6
    for row in LOTS:
        income[_month_of(row[0])] += row[4] * row[5]
    return income


def _roadside_income() -> list[int]:
    income = [0] * 6
    for date, _item, kg, price in ROADSIDE:
        income[_month_of(date)] += kg * price
    return income


def _labour_totals() -> list[int]:
    return [sum(row[1][m] for row in LABOUR_ROWS) for m in range(6)]


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับสวนศรีสวัสดิ์ ม.ค.-มิ.ย. 2568 (Orchard income, Jan-Jun 2025)"])
    sheet.append(["เดือน (Month)", "ขายทุเรียนให้ล้ง (Durian to packing houses, THB)",
                  "ขายหน้าสวน/ตลาด (Roadside & market, THB)", "มังคุด/เงาะ (Other fruit, THB)",
                  "รวมรายรับ (Total income, THB)"])
    durian, road = _durian_income(), _roadside_income()
    for m, month in enumerate(MONTHS):
        sheet.append([month, durian[m], road[m], OTHER_INCOME[m], durian[m] + road[m] + OTHER_INCOME[m]])
    sheet.append(["รวม (Total)", sum(durian), sum(road), sum(OTHER_INCOME), sum(durian) + sum(road) + sum(OTHER_INCOME)])
    for column in range(2, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายสวน ม.ค.-มิ.ย. 2568 (Orchard expenses) และกำไร"])
    spend.append(list(EXPENSE_HEADERS[:-1]) + ["กำไรสุทธิ (Net profit, THB)", EXPENSE_HEADERS[-1]])
    labour = _labour_totals()
    for m, month in enumerate(MONTHS):
        fert, chem, pump, fuel, other, note = EXPENSES[m]
        total = round(fert + chem + labour[m] + pump + fuel + other, 2)
        income = durian[m] + road[m] + OTHER_INCOME[m]
        spend.append([month, fert, chem, labour[m], pump, fuel, other, total, round(income - total, 2), note])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def _labour(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรงรายเดือน Wages"
    sheet.append(["ค่าแรงคนงานสวน ม.ค.-มิ.ย. 2568 (Wages by month, THB)"])
    sheet.append(["คนงาน (Worker)", *MONTHS, "รวม (Total)"])
    for name, amounts in LABOUR_ROWS:
        sheet.append([name, *amounts, sum(amounts)])
    totals = _labour_totals()
    sheet.append(["รวม (Total)", *totals, sum(totals)])
    for column in range(2, 9):
        money_format(sheet, column)
    rates = book.create_sheet("อัตราจ้าง Rates")
    rates.append(list(RATE_HEADERS))
    for row in RATES:
        rates.append(list(row))
    money_format(rates, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "สวนทุเรียน"
    for sub in ("สัญญาและผู้ซื้อ", "ผลผลิต", "บัญชี", "ปุ๋ยและยา", "แชท", "แปลงใหม่", "เอกสารสวน"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    buyers = farm / "สัญญาและผู้ซื้อ"
    write_docx(buyers / "สัญญาซื้อขายทุเรียน_ล้งเฮงฟา_2568.docx", CONTRACT_TOP, table=CONTRACT_TABLE,
               bottom=CONTRACT_BOTTOM)
    write_docx(buyers / "สัญญาซื้อขายทุเรียน_ล้งเฮงฟา_2567.docx", OLD_CONTRACT_TOP, table=OLD_CONTRACT_TABLE,
               bottom=["ลงชื่อ หลิว เจี้ยนกั๋ว ผู้ซื้อ", "ลงชื่อ สมหมาย ศรีสวัสดิ์ ผู้ขาย"])
    make_pdf(buyers / "JinYuan_price_offer_2025.pdf", OFFER_PAGES)
    write_texts(buyers, {"JinYuan_offer_2024.md": OLD_OFFER, "JinYuan_email_orchard_visit.txt": JINYUAN_EMAIL})
    _lots(farm / "ผลผลิต" / "ล็อตตัดทุเรียน_2568.xlsx")
    write_texts(farm / "ผลผลิต", {"สรุปขายทุเรียน_2567.md": SALES_2567})
    _accounts(farm / "บัญชี" / "รายรับรายจ่ายสวน_2568.xlsx")
    _labour(farm / "บัญชี" / "ค่าแรงคนงาน_2568.xlsx")
    fert = farm / "ปุ๋ยและยา"
    make_pdf(fert / "CharoenKaset_pricelist_2025.pdf", FERT_PRICELIST)
    make_pdf(fert / "CharoenKaset_invoice_INV-2568-0412.pdf", FERT_INVOICE)
    write_texts(fert, {"ราคาปุ๋ย_เจริญเกษตร_2567.md": OLD_FERT_PRICES, "แผนใส่ปุ๋ย_ฤดู2568.md": FERT_PLAN})
    write_texts(farm / "แชท", {"LINE_เถ้าแก่หลิว_ล้งเฮงฟา.txt": LINE_LIU,
                               "LINE_กลุ่มบ้านสวนศรีสวัสดิ์.txt": LINE_FAMILY})
    plot = farm / "แปลงใหม่"
    write_docx(plot / "ใบเสนอราคาระบบน้ำ_ท่าใหม่ชลประทาน.docx", QUOTE_A_TOP, table=QUOTE_A_TABLE,
               bottom=QUOTE_A_BOTTOM)
    write_docx(plot / "ใบเสนอราคาระบบน้ำ_พลับพลาการเกษตร.docx", QUOTE_B_TOP, table=QUOTE_B_TABLE,
               bottom=QUOTE_B_BOTTOM)
    write_slides(plot / "แผนขยายแปลงหมอนทอง_2569.pptx", PLAN_SLIDES)
    write_texts(plot, {"ไอเดียแปลงหลังบ้าน_ร่าง.md": PLAN_DRAFT})
    make_pdf(farm / "เอกสารสวน" / "DOA_GAP_certificate_2024.pdf", GAP_PAGES)
    make_pdf(home / "BAAC_loan_statement_2025-06.pdf", BAAC_PAGES)
    make_pdf(home / "PEA_bill_pump_2025-05.pdf", PEA_PAGES)
    make_pdf(home / "SiamSukjai_premium_notice_2025.pdf", INSURANCE_PAGES)
    write_texts(home, {"ค่าเทอมน้องเมย์_1-2568.md": SCHOOL_NOTE})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Ann's to-do list."""
    write_texts(workspect, WORKSPECT)
