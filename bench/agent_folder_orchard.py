"""A folder for bench/agent_tasks.py (`--folder orchard`): a Chanthaburi family's durian and mangosteen orchard.

Boonlert Srisomboon (ลุงเลิศ) and his wife Somjai grow Monthong durian and mangosteen on 30 rai at Khlung,
Chanthaburi (สวนศรีสมบูรณ์); their daughter Kanjana (กาญ) keeps the papers. The folder holds the pickers' wages by
month for the 2568 season (xlsx, two sheets, Thai/English headers) with a LINE chat with the cutting-team leader and
last year's cutting agreement (md), fertiliser and spray costs by month (xlsx, two sheets), a farm-supply shop's
English price list (pdf) and two Thai fertiliser quotes from the local shop (this year's and last year's, docx with
tables), sales by month and by buyer (xlsx, two sheets), three English weigh slips from two packing houses (pdf), a
LINE chat with the durian buyer, last year's sales summary (md), an English email from a Chinese importer (txt), the
cooperative loan contract (docx, a repayment table), the cooperative's English member statement (pdf) and a note on
the old loan, slides of a sprinkler-system plan for 2569 (pptx) and a draft of it, a May orchard diary (md), and
household papers: the electricity bills for the house and the pump (English pdf), a life-insurance premium notice
(English pdf), the son's university fee notice (docx, a table) and a household-costs note; plus a workspect with a
to-do list. Written blind of the engine's rules, in session 23, for bench/data/agent_tasks_orchard_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WAGE_MONTHS = ["มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
WAGE_HEADERS = ("เดือน (Month)", "ค่าตัดทุเรียน (Durian cutting, THB)", "ค่าเก็บมังคุด (Mangosteen picking, THB)",
                "งานสวนทั่วไป (General work, THB)", "รวมค่าแรง (Total wages, THB)", "วันทำงาน (Workdays)")
# cutting at 3.50 a kg of durian sold, picking at 5 a kg of mangosteen sold
WAGES = [(0, 0, 18400, 23), (42560, 0, 16800, 24), (96320, 12450, 15200, 31),
         (71890, 28900, 14600, 30), (18200, 9350, 17400, 26)]
ADVANCE_HEADERS = ("ชื่อ (Name)", "วันที่เบิก (Date)", "จำนวนเงิน (Amount, THB)", "สถานะ (Status)")
ADVANCES = [("ลุงเสถียร (หัวหน้าทีมตัด)", "12/05/2568", 5000, "หักแล้ว"),
            ("โจ (ทีมตัด)", "20/05/2568", 3000, "หักแล้ว"),
            ("ป้าแดง (เก็บมังคุด)", "03/06/2568", 2000, "ยังไม่หัก"),
            ("ทุน (งานสวน)", "15/06/2568", 4500, "ยังไม่หัก"),
            ("โจ (ทีมตัด)", "01/07/2568", 1500, "ยังไม่หัก")]
LINE_SATHIAN = """[LINE] ประวัติการแชทกับ ลุงเสถียร ทีมตัดทุเรียน
บันทึกเมื่อ: 20/04/2568 21:05

ศ., 04/04/2568
19:12\tกาญ สวนศรีสมบูรณ์\tลุงเสถียรคะ ปีนี้ทีมลุงมาตัดให้สวนพ่อเหมือนเดิมนะคะ
19:20\tลุงเสถียร ทีมตัด\tได้เลยหนู ปีนี้ลุงมา 6 คน ค่าตัดขอขึ้นเป็นกิโลละ 3.50 นะ น้ำมันแพง
19:24\tกาญ สวนศรีสมบูรณ์\tโอเคค่ะ 3.50 คิดตามน้ำหนักที่ล้งชั่งจริงนะคะ เหมือนปีก่อน
19:25\tลุงเสถียร ทีมตัด\tได้ ข้าวเที่ยงกับน้ำเจ้าของสวนเลี้ยงนะ ที่พักลุงนอนบ้านพักคนงานหลังสวน
19:30\tกาญ สวนศรีสมบูรณ์\tพ่อบอกทุเรียนรุ่นแรกน่าจะแก่ได้ที่กลางเดือน จะเริ่มวันไหนดีคะ

ส., 12/04/2568
08:10\tลุงเสถียร ทีมตัด\tลุงเข้าไปเคาะดูแล้ว รุ่นแรกเริ่มมีดแรกวันศุกร์ที่ 18 เม.ย. ได้เลย ประมาณ 120 ลูก
08:15\tกาญ สวนศรีสมบูรณ์\tได้ค่ะ เดี๋ยวหนูโทรจองคิวล้งโกลเด้นธอร์นให้
08:16\tลุงเสถียร ทีมตัด\tค่าแรงจ่ายทุกรอบที่ล้งจ่ายเงินนะหนู ไม่ต้องรอจบฤดู

อา., 20/04/2568
20:50\tลุงเสถียร ทีมตัด\tรุ่นแรกตัดหมดแล้ว รุ่นสองน่าจะต้นเดือน พ.ค.
20:52\tกาญ สวนศรีสมบูรณ์\tขอบคุณค่ะลุง
"""
CUT_2567 = """# ข้อตกลงทีมตัดทุเรียน ปี 2567 (ลุงเสถียร)

- ทีมตัด 5 คน หัวหน้าทีม ลุงเสถียร โทร 089-771-4302
- ค่าตัด กิโลละ 3 บาท คิดตามน้ำหนักที่ล้งชั่ง
- มีดแรก 22 เม.ย. 2567 มีดสุดท้าย 28 มิ.ย. 2567
- เจ้าของสวนเลี้ยงข้าวเที่ยง น้ำดื่ม ที่พัก
- ค่าตัดทั้งปี 2567 รวม 176,700 บาท (58,900 กก.)
"""
FERT_MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
FERT_HEADERS = ("เดือน (Month)", "ปุ๋ยเคมี (Chemical fertiliser, THB)", "ปุ๋ยอินทรีย์ (Organic, THB)",
                "ยาฆ่าแมลง/ยาเชื้อรา (Sprays, THB)", "ฮอร์โมน/อาหารเสริม (Hormones, THB)", "รวม (Total, THB)",
                "ซื้อที่ (Shop)")
FERT = [(24500, 0, 8200, 3600, "เจริญเกษตร"), (0, 18000, 11400, 4200, "เจริญเกษตร / สหกรณ์"),
        (12800, 0, 14650, 5100, "Chanthaburi Agri Supply"), (0, 0, 9300, 2400, "เจริญเกษตร"),
        (0, 0, 6100, 0, "เจริญเกษตร"), (0, 0, 3800, 0, "Chanthaburi Agri Supply"),
        (38600, 22500, 7900, 4800, "เจริญเกษตร / สหกรณ์")]
CREDIT_HEADERS = ("ร้าน (Shop)", "ซื้อเชื่อ (Bought on credit, THB)", "จ่ายแล้ว (Paid, THB)",
                  "ค้างจ่าย (Owed, THB)", "กำหนดจ่าย (Due)")
CREDITS = [("ร้านเจริญเกษตร ขลุง", 96450, 60000, 36450, "31 ส.ค. 2568 (หลังขายมังคุดรุ่นสุดท้าย)"),
           ("ร้านสหกรณ์การเกษตรขลุง (ปุ๋ยสหกรณ์)", 40500, 18000, 22500, "หักตอนส่งผลผลิต ต.ค. 2568"),
           ("Chanthaburi Agri Supply", 16600, 16600, 0, "-")]
AGRI_PRICES = [
    "CHANTHABURI AGRI SUPPLY LTD., PART.\n"
    "88/1 Tha Luang Road, Mueang Chanthaburi 22000  Tel. 039-311-752\n"
    "PRICE LIST FOR ORCHARD CUSTOMERS - valid 1 June to 31 August 2025\n"
    "(THB per unit, VAT included)\n"
    " \n"
    "Fertiliser 15-15-15, 50 kg bag ............ 1,080\n"
    "Fertiliser 8-24-24, 50 kg bag ............. 1,150\n"
    "Fertiliser 13-13-21, 50 kg bag ............ 1,120\n"
    "Urea 46-0-0, 50 kg bag .................... 890\n"
    "Organic pellet fertiliser, 50 kg bag ...... 350\n"
    "Dolomite, 50 kg bag ....................... 160\n"
    "Metalaxyl fungicide, 1 kg ................. 620\n"
    "Phosphonic acid, 1 L ...................... 480\n"
    "Abamectin, 1 L ............................ 540\n"
    "Paclobutrazol 15%, 1 kg ................... 450\n"
    " \n"
    "Terms: free delivery within 20 km for orders over 10,000 THB. 3% discount for cash.\n"
    "Registered farmers may buy on 60 days credit.",
]
QUOTE_TOP = [
    "ร้านเจริญเกษตร ขลุง (จำหน่ายปุ๋ย ยา เคมีเกษตร) 12/3 ถนนเทศบาล 1 ต.ขลุง อ.ขลุง จ.จันทบุรี โทร 039-441-218",
    "ใบเสนอราคา เลขที่ 68/142   วันที่ 25 มิถุนายน 2568",
    "เรียน คุณบุญเลิศ ศรีสมบูรณ์ สวนศรีสมบูรณ์ ต.ซึ้ง อ.ขลุง",
    "เรื่อง ปุ๋ยบำรุงต้นหลังเก็บเกี่ยว ฤดู 2568",
]
QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ปุ๋ยเคมี 15-15-15 ตรามงกุฎ (50 กก.)", "40 กระสอบ", "1,050", "42,000"),
    ("ปุ๋ยเคมี 8-24-24 (50 กก.)", "20 กระสอบ", "1,120", "22,400"),
    ("ปุ๋ยอินทรีย์อัดเม็ด (50 กก.)", "60 กระสอบ", "320", "19,200"),
    ("โดโลไมท์ (50 กก.)", "30 กระสอบ", "150", "4,500"),
    ("รวมทั้งสิ้น", "", "", "88,100"),
]
QUOTE_BOTTOM = [
    "ส่งถึงสวนฟรี ภายใน 3 วันหลังสั่ง",
    "ให้เครดิตถึงวันที่ 31 สิงหาคม 2568 ไม่คิดดอกเบี้ย",
    "ยืนราคา 30 วัน",
    "ลงชื่อ สมชาย เจริญผล ผู้เสนอราคา",
]
OLD_QUOTE_TOP = [
    "ร้านเจริญเกษตร ขลุง โทร 039-441-218",
    "ใบเสนอราคา เลขที่ 67/118   วันที่ 2 กรกฎาคม 2567",
    "เรียน คุณบุญเลิศ ศรีสมบูรณ์ สวนศรีสมบูรณ์",
    "เรื่อง ปุ๋ยบำรุงต้นหลังเก็บเกี่ยว ปี 2567",
]
OLD_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ปุ๋ยเคมี 15-15-15 ตรามงกุฎ (50 กก.)", "40 กระสอบ", "980", "39,200"),
    ("ปุ๋ยเคมี 8-24-24 (50 กก.)", "20 กระสอบ", "1,060", "21,200"),
    ("ปุ๋ยอินทรีย์อัดเม็ด (50 กก.)", "50 กระสอบ", "300", "15,000"),
    ("รวมทั้งสิ้น", "", "", "75,400"),
]
SALES_MONTHS = ["เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
SALES_HEADERS = ("เดือน (Month)", "ทุเรียน กก. (Durian, kg)", "ทุเรียน บาท (Durian, THB)",
                 "มังคุด กก. (Mangosteen, kg)", "มังคุด บาท (Mangosteen, THB)", "รวมรายได้ (Total, THB)")
SALES = [(12160, 1726720, 0, 0), (27520, 3522560, 2490, 211650),
         (20540, 2423720, 5780, 358360), (5200, 546000, 1870, 89760)]
BUYER_HEADERS = ("ผู้ซื้อ (Buyer)", "ทุเรียน กก. (Durian, kg)", "ทุเรียน บาท (Durian, THB)",
                 "มังคุด กก. (Mangosteen, kg)", "มังคุด บาท (Mangosteen, THB)")
BUYERS = [("ล้งโกลเด้นธอร์น (Golden Thorn)", 48300, 6150400, 0, 0),
          ("ล้งศิริผลไม้ ท่าใหม่ (Siri Fruit)", 15320, 1895600, 8900, 590370),
          ("แม่ค้าตลาดเนินสูง", 1800, 173000, 1240, 69400)]
SLIP_MAY = [
    "GOLDEN THORN FRUIT PACKING CO., LTD.\n"
    "99 Moo 3, Sukhumvit Road, Khlung, Chanthaburi 22110  Tel. 039-458-900\n"
    "WEIGH SLIP / PURCHASE RECEIPT     No. GT-68-05-0417\n"
    "Date: 14 May 2025   Truck in: 07:42   Out: 11:15\n"
    "Seller: Mr. Boonlert Srisomboon (Srisomboon Orchard), GAP No. 2207-08-1354\n"
    "Product: Durian Monthong\n"
    " \n"
    "Grade A (AB)        4,120 kg x 145 THB = 597,400.00\n"
    "Grade B             1,860 kg x 120 THB = 223,200.00\n"
    "Grade C (small)       640 kg x  70 THB =  44,800.00\n"
    "Rejected (cracked)     85 kg x   0 THB =       0.00\n"
    "Gross weight: 6,705 kg   Paid weight: 6,620 kg\n"
    " \n"
    "Total amount: 865,400.00 THB\n"
    "Less advance transferred 10 May 2025: 100,000.00 THB\n"
    "Balance paid by transfer (BAAC Khlung): 765,400.00 THB\n"
    "Weighed by: Lin S.     Seller: B. Srisomboon",
]
SLIP_JUN = [
    "GOLDEN THORN FRUIT PACKING CO., LTD.\n"
    "99 Moo 3, Sukhumvit Road, Khlung, Chanthaburi 22110  Tel. 039-458-900\n"
    "WEIGH SLIP / PURCHASE RECEIPT     No. GT-68-06-0033\n"
    "Date: 2 June 2025   Truck in: 06:58   Out: 10:20\n"
    "Seller: Mr. Boonlert Srisomboon (Srisomboon Orchard), GAP No. 2207-08-1354\n"
    "Product: Durian Monthong\n"
    " \n"
    "Grade A (AB)        3,280 kg x 132 THB = 432,960.00\n"
    "Grade B             1,510 kg x 108 THB = 163,080.00\n"
    "Grade C (small)       520 kg x  60 THB =  31,200.00\n"
    "Rejected (cracked)     40 kg x   0 THB =       0.00\n"
    "Gross weight: 5,350 kg   Paid weight: 5,310 kg\n"
    " \n"
    "Total amount: 627,240.00 THB\n"
    "Paid in full by transfer (BAAC Khlung): 627,240.00 THB\n"
    "Weighed by: Lin S.     Seller: B. Srisomboon",
]
SLIP_SIRI = [
    "SIRI FRUIT TRADING (Tha Mai branch)\n"
    "45/2 Moo 5, Tha Mai, Chanthaburi 22120  Tel. 081-945-2260\n"
    "MANGOSTEEN WEIGH SLIP     No. SF-0610-027\n"
    "Date: 10 June 2025\n"
    "Seller: Srisomboon Orchard (Mrs. Somjai Srisomboon)\n"
    " \n"
    "Export grade (clean skin)   1,240 kg x 78 THB = 96,720.00\n"
    "Mixed grade                   860 kg x 52 THB = 44,720.00\n"
    "Scarred skin                  410 kg x 35 THB = 14,350.00\n"
    "Total weight: 2,510 kg\n"
    "Total amount: 155,790.00 THB, paid in cash\n"
    "Received by: Somjai S.",
]
LINE_LIN = """[LINE] ประวัติการแชทกับ เจ๊หลิน ล้งโกลเด้นธอร์น
บันทึกเมื่อ: 03/06/2568 07:30

ศ., 09/05/2568
16:40\tกาญ สวนศรีสมบูรณ์\tเจ๊หลินคะ รุ่นสองของพ่อแก่ได้ที่แล้ว ประมาณ 6 ตัน ขอคิวเข้าล้งสัปดาห์หน้าได้ไหมคะ
16:52\tเจ๊หลิน โกลเด้นธอร์น\tได้จ้ะ เข้าพุธที่ 14 พ.ค. เจ็ดโมงเช้านะ เจ๊โอนมัดจำให้ก่อนแสนนึงพรุ่งนี้
16:55\tกาญ สวนศรีสมบูรณ์\tขอบคุณค่ะ ราคาช่วงนี้ประมาณเท่าไหร่คะ

ส., 10/05/2568
09:15\tเจ๊หลิน โกลเด้นธอร์น\tโอนมัดจำ 100,000 แล้วนะ เข้าบัญชี ธ.ก.ส. คุณบุญเลิศ
09:20\tกาญ สวนศรีสมบูรณ์\tได้รับแล้วค่ะ

อ., 13/05/2568
18:05\tเจ๊หลิน โกลเด้นธอร์น\tราคาพรุ่งนี้ A 145 B 120 C 70 นะ ตกไซส์ไม่รับ ลูกแตกไม่คิดเงิน
18:07\tกาญ สวนศรีสมบูรณ์\tรับทราบค่ะ

อา., 01/06/2568
19:30\tเจ๊หลิน โกลเด้นธอร์น\tต้นเดือนราคาลงนะ พรุ่งนี้ A 132 B 108 C 60 ทุเรียนภาคใต้เริ่มออก
19:33\tกาญ สวนศรีสมบูรณ์\tเข้า 2 มิ.ย. ตามนัดค่ะ ประมาณ 5 ตันกว่า
19:40\tเจ๊หลิน โกลเด้นธอร์น\tอีกเรื่อง ใบ GAP ของสวนหมดอายุ 30 ก.ย. 68 นะ ต่อก่อนฤดูหน้า ไม่งั้นส่งจีนไม่ได้
"""
SALES_2567 = """# สรุปยอดขายสวนศรีสมบูรณ์ ปี 2567 (ปีที่แล้ว)

- ทุเรียนหมอนทอง ขายทั้งปี 58,900 กก. ได้เงิน 7,312,000 บาท
- ราคาเฉลี่ยเกรด A ทั้งปีประมาณ 138 บาท/กก.
- มังคุด 12,400 กก. ได้เงิน 806,000 บาท
- เดือนที่ขายได้มากที่สุด พ.ค. 2567 ได้ 3,105,000 บาท
- ผู้ซื้อหลัก ล้งโกลเด้นธอร์น กับ ล้งศิริผลไม้
- ค่าตัดทุเรียนทั้งปี 176,700 บาท
"""
EMAIL_HONGFA = """From: Chen Wei <chenwei@hongfa-fruit.cn>
To: Kanjana Srisomboon <kanjana.srisomboon@gmail.com>
Date: Mon, 4 Aug 2025 09:41:17 +0800
Subject: Mangosteen supply for the 2026 season - Srisomboon Orchard

Dear Ms. Kanjana,

My name is Chen Wei, purchasing manager of Nanning Hongfa Fruit Import Co., Ltd. (Guangxi, China). Mrs. Lin of
Golden Thorn Fruit Packing gave us your contact and said your orchard grows good mangosteen.

For next season (May to July 2026) we would like to buy about 18 tonnes of export-grade mangosteen per week,
together with your neighbours if your orchard alone cannot supply this volume.
Our offer is 72 THB per kg for export grade, delivered to a GACC-registered packing house in Chanthaburi.
We pay a 30% deposit when the season's contract is signed and the rest within 7 days after each delivery.
Your orchard must hold a valid GAP certificate for the whole season.

Please reply by 20 August 2025 if you are interested. We can send a trial order of 500 kg first.

Best regards,
Chen Wei
Nanning Hongfa Fruit Import Co., Ltd.  Tel. +86 771 555 0192
"""
LOAN_TOP = [
    "สัญญากู้เงินระยะปานกลาง สหกรณ์การเกษตรขลุง จำกัด",
    "สัญญาเลขที่ กป.68/0215   ทำที่ สำนักงานสหกรณ์การเกษตรขลุง จำกัด วันที่ 15 มกราคม 2568",
    "ผู้กู้: นายบุญเลิศ ศรีสมบูรณ์ สมาชิกเลขที่ 4471 บ้านเลขที่ 45 หมู่ 7 ต.ซึ้ง อ.ขลุง จ.จันทบุรี 22110",
    "ข้อ 1. ผู้กู้ขอกู้เงินจากสหกรณ์ จำนวน 350,000 บาท (สามแสนห้าหมื่นบาทถ้วน) "
    "เพื่อวางระบบน้ำและซื้อปัจจัยการผลิตในสวนทุเรียน",
    "ข้อ 2. ผู้กู้ยอมเสียดอกเบี้ยร้อยละ 6.50 ต่อปี คิดจากเงินต้นคงเหลือ",
    "ข้อ 3. ผู้กู้ชำระคืนเป็นรายปี 3 งวด ตามตารางท้ายสัญญา หากผิดนัดชำระ สหกรณ์คิดดอกเบี้ยปรับเพิ่มร้อยละ 3 ต่อปี",
    "ข้อ 4. ผู้ค้ำประกัน 2 คน ได้แก่ นายประยูร แก้วมณี และ นางสาวกาญจนา ศรีสมบูรณ์",
    "ข้อ 5. ผู้กู้ยินยอมให้สหกรณ์หักเงินค่าผลผลิตที่ส่งขายผ่านสหกรณ์เพื่อชำระหนี้ได้",
    "ตารางชำระคืนท้ายสัญญา",
]
LOAN_TABLE = [
    ("งวดที่", "ครบกำหนด", "เงินต้น (บาท)", "ดอกเบี้ยโดยประมาณ (บาท)", "รวมชำระ (บาท)"),
    ("1", "31 สิงหาคม 2568", "120,000", "22,750", "142,750"),
    ("2", "31 สิงหาคม 2569", "115,000", "14,950", "129,950"),
    ("3", "31 สิงหาคม 2570", "115,000", "7,475", "122,475"),
    ("รวม", "", "350,000", "45,175", "395,175"),
]
LOAN_BOTTOM = ["ลงชื่อ บุญเลิศ ศรีสมบูรณ์ ผู้กู้", "ลงชื่อ ประยูร แก้วมณี ผู้ค้ำประกัน",
               "ลงชื่อ กาญจนา ศรีสมบูรณ์ ผู้ค้ำประกัน", "ลงชื่อ วีระ ทองสุข ผู้จัดการสหกรณ์"]
COOP_STATEMENT = [
    "KHLUNG AGRICULTURAL COOPERATIVE LTD.\n"
    "Khlung District, Chanthaburi 22110  Tel. 039-441-095\n"
    "MEMBER ACCOUNT STATEMENT as of 30 June 2025\n"
    "Member: Mr. Boonlert Srisomboon   Member No. 4471\n"
    " \n"
    "Share capital: 48,500.00 THB (4,850 shares)\n"
    "Savings deposit account 401-2-11873: 23,870.55 THB\n"
    "Dividend for 2024 (paid 28 March 2025): 2,910.00 THB, patronage refund 1,240.00 THB\n"
    " \n"
    "Medium-term loan No. 68/0215 (15 Jan 2025, 6.50% p.a.)\n"
    "  Principal: 350,000.00   Outstanding: 350,000.00\n"
    "  Accrued interest to 30 June 2025: 10,346.58\n"
    "  Next payment: 31 August 2025\n"
    "Short-term loan No. ST-68/1120 (1 Feb 2025, 5.50% p.a.)\n"
    "  Principal: 60,000.00   Outstanding: 60,000.00   Due: 31 October 2025\n"
    " \n"
    "Total loans outstanding: 410,000.00 THB",
]
OLD_LOAN = """# เงินกู้สหกรณ์ ปี 2566 (ปิดแล้ว)

- สัญญา กป.66/0088 กู้ 200,000 บาท ดอกเบี้ย 7% ต่อปี ซื้อปั๊มน้ำกับปุ๋ย
- ผ่อน 2 งวด งวดละ 100,000 + ดอกเบี้ย
- งวดแรกจ่าย 31 ส.ค. 2566 ได้ 114,000 บาท
- งวดสุดท้ายจ่าย 30 ส.ค. 2567 ได้ 107,000 บาท ปิดบัญชีแล้ว
- ผู้ค้ำ ลุงประยูร
"""
PLAN_SLIDES = [
    ("แผนวางระบบน้ำสปริงเกอร์ สวนศรีสมบูรณ์ ปี 2569", "จัดทำโดย กาญ  สิงหาคม 2568\nเสนอพ่อกับแม่"),
    ("ปัญหาที่ผ่านมา", "หน้าแล้ง มี.ค.-เม.ย. น้ำในสระเดิมไม่พอ ต้องซื้อน้ำรถ\n"
                      "ปี 2567 ต้นทุเรียนเล็กตาย 60 ต้น\nใช้ปั๊มไฟฟ้า ค่าไฟเดือนละเกือบ 6,000 บาท"),
    ("สิ่งที่จะทำ", "ขุดสระเพิ่ม 1 ไร่ ลึก 4 เมตร 95,000 บาท\n"
                    "ปั๊มโซลาร์เซลล์ 5 kW พร้อมแผงและติดตั้ง 168,000 บาท\n"
                    "ท่อ PE และหัวสปริงเกอร์ 320 หัว 74,000 บาท"),
    ("งบประมาณและเงินทุน", "งบรวม 337,000 บาท\nใช้เงินกู้สหกรณ์ส่วนที่เหลือ 120,000 บาท + เงินขายมังคุด\n"
                           "คาดว่าค่าไฟปั๊มลดลงเดือนละ 4,500 บาท คืนทุนประมาณ 5 ปี"),
    ("ระยะเวลา", "เริ่มขุดสระ พ.ย. 2568 หลังหมดฝน\nติดโซลาร์และวางท่อ ธ.ค. 2568\nใช้งานได้ ม.ค. 2569 ก่อนหน้าแล้ง"),
]
PLAN_DRAFT = """# ระบบน้ำ (ร่าง ก.ค. 68 ยังไม่ได้คุยกับพ่อ)

- โซลาร์ 3 kW ราว 120,000
- ขุดสระ ยังไม่รู้ราคา ถามรถแม็คโคร
- หัวสปริงเกอร์ 300 หัว ท่อ ประมาณ 60,000
- รวมคร่าวๆ 280,000 บาท
"""
PEA_PAGES = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khlung District Office\n"
    "ELECTRICITY BILL / INVOICE\n"
    "Customer: Mr. Boonlert Srisomboon   Account No. 020011458872\n"
    "Address: 45 Moo 7, Sueng, Khlung, Chanthaburi 22110 (residence)\n"
    "Tariff: 1.2 Residential   Meter No. 5510-22841\n"
    "Reading period: 17 June 2025 - 16 July 2025\n"
    "Units used: 412 kWh\n"
    "Energy charge 1,688.76  Service charge 24.62  Ft 81.57\n"
    "VAT 7%: 125.65\n"
    "Total amount: 1,920.60 THB\n"
    "Due date: 31 July 2025",
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khlung District Office\n"
    "ELECTRICITY BILL / INVOICE\n"
    "Customer: Mr. Boonlert Srisomboon   Account No. 020011458905\n"
    "Address: 45 Moo 7, Sueng, Khlung, Chanthaburi 22110 (orchard water pump)\n"
    "Tariff: 7.1 Agricultural pumping   Meter No. 5510-30117\n"
    "Reading period: 17 June 2025 - 16 July 2025\n"
    "Units used: 1,284 kWh\n"
    "Energy charge 5,134.70  Service charge 115.16  Ft 254.23\n"
    "VAT 7%: 385.29\n"
    "Total amount: 5,889.38 THB\n"
    "Due date: 4 August 2025",
]
LIFE_NOTICE = [
    "MUANG THAI LIFE ASSURANCE PCL\n"
    "PREMIUM DUE NOTICE\n"
    "Notice date: 29 July 2025\n"
    "Policy owner and insured: Mr. Boonlert Srisomboon\n"
    "Policy No.: 1-0458-229713   Plan: 20 Pay Life (whole life)\n"
    "Sum assured: 500,000 THB   Policy year: 9\n"
    "Annual premium due: 24,380.00 THB\n"
    "Premium due date: 28 August 2025\n"
    "Grace period: the policy stays in force until 27 September 2025; after that it lapses.\n"
    "Pay at any bank counter, 7-Eleven, or by the MTL Click app with reference 10458229713.\n"
    "The premium can be deducted from personal income tax (up to 100,000 THB a year).\n"
    "Agent: Ms. Sirirat Phonsawan, Tel. 086-330-7145",
]
FEE_TOP = [
    "มหาวิทยาลัยบูรพา วิทยาเขตจันทบุรี",
    "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนิสิต: นายภูมิพัฒน์ ศรีสมบูรณ์   รหัสนิสิต 67310245   คณะเทคโนโลยีการเกษตร ชั้นปีที่ 2",
]
FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษาแบบเหมาจ่าย", "19,500"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่าฝึกภาคสนาม (ฟาร์มมหาวิทยาลัย)", "1,500"),
    ("รวมทั้งสิ้น", "21,350"),
]
FEE_BOTTOM = [
    "ชำระได้ตั้งแต่วันที่ 2 มิถุนายน 2568 ถึงวันที่ 27 มิถุนายน 2568",
    "ชำระผ่านแอปธนาคาร (QR code) หรือที่เคาน์เตอร์ ธ.ก.ส. / กรุงไทย ทุกสาขา",
    "ชำระหลังกำหนด ปรับวันละ 50 บาท",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ปี 2568 (จดคร่าวๆ)

- ค่าเทอมน้องภูมิ เทอมละ 19,500 (ยังไม่รวมค่าฝึกงาน) + ค่าหอเดือนละ 3,500
- ประกันชีวิตพ่อ เมืองไทยประกันชีวิต ปีละ 24,380 จ่ายทุกปลาย ส.ค.
- ค่าไฟบ้านเดือนละประมาณ 1,900-2,200 ค่าไฟปั๊มสวนช่วงแล้งเกือบ 6,000
- ผ่อนมอเตอร์ไซค์แม่ เดือนละ 2,150 เหลืออีก 8 งวด
- ค่ากับข้าวคนงานช่วงตัดทุเรียน วันละ 700-900
"""
DIARY = """# บันทึกสวน พฤษภาคม 2568

- 3 พ.ค. ฉีดยาเชื้อรารอบสุดท้ายก่อนตัด ใช้ฟอสโฟนิก 6 ขวด
- 9 พ.ค. คุยเจ๊หลินจองคิวล้ง เจ๊จะโอนมัดจำให้
- 14 พ.ค. ตัดรุ่นสองขายโกลเด้นธอร์น ได้แปดแสนกว่า เกรด A ราคาดีมาก
- 16 พ.ค. จ่ายค่าตัดทีมลุงเสถียรรอบรุ่นสอง
- 20 พ.ค. ฝนตกหนักลมแรง ทุเรียนร่วงประมาณ 40 ลูก ขายแม่ค้าตลาดเนินสูง
- 27 พ.ค. มังคุดเริ่มเก็บได้ ป้าแดงกับทีมเก็บ 4 คน
- 31 พ.ค. รวมเดือนนี้ขายทุเรียนไป 27 ตันกว่า
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลคุณเฉิน เรื่องมังคุดปีหน้า\n- ต่อใบ GAP ก่อน 30 ก.ย.\n"
                        "- เตรียมเงินงวดสหกรณ์ 31 ส.ค.\n- จ่ายประกันชีวิตพ่อ\n"}


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรงรายเดือน Wages"
    sheet.append(["ค่าแรงคนงาน สวนศรีสมบูรณ์ ฤดู 2568 (Srisomboon Orchard wages, 2025 season)"])
    sheet.append(list(WAGE_HEADERS))
    for month, row in zip(WAGE_MONTHS, WAGES):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*WAGES))[:3]),
                  sum(sum(row[:3]) for row in WAGES), sum(row[3] for row in WAGES)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    advances = book.create_sheet("เบิกล่วงหน้า Advances")
    advances.append(list(ADVANCE_HEADERS))
    for row in ADVANCES:
        advances.append(list(row))
    advances.append(["รวมยังไม่หัก (Not yet deducted)", "", sum(row[2] for row in ADVANCES if row[3] == "ยังไม่หัก"),
                     "หักตอนจ่ายค่าแรงรอบหน้า"])
    money_format(advances, 3)
    book.save(path)


def _fertiliser(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ปุ๋ยยา 2568"
    sheet.append(["ค่าปุ๋ยและยา สวนศรีสมบูรณ์ ม.ค.-ก.ค. 2568 (Fertiliser and sprays, Jan-Jul 2025)"])
    sheet.append(list(FERT_HEADERS))
    for month, row in zip(FERT_MONTHS, FERT):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*FERT))[:4]),
                  sum(sum(row[:4]) for row in FERT), ""])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    credit = book.create_sheet("ค้างร้าน Shop credit")
    credit.append(list(CREDIT_HEADERS))
    for row in CREDITS:
        credit.append(list(row))
    credit.append(["รวม (Total)", *(sum(row[i] for row in CREDITS) for i in (1, 2, 3)), ""])
    for column in (2, 3, 4):
        money_format(credit, column)
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขายรายเดือน Monthly"
    sheet.append(["ยอดขายทุเรียนและมังคุด ปี 2568 (Durian and mangosteen sales, 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(SALES_MONTHS, SALES):
        sheet.append([month, *row, row[1] + row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(row[1] + row[3] for row in SALES)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    buyers = book.create_sheet("แยกตามผู้ซื้อ By buyer")
    buyers.append(list(BUYER_HEADERS))
    for row in BUYERS:
        buyers.append(list(row))
    buyers.append(["รวม (Total)", *(sum(column) for column in list(zip(*BUYERS))[1:])])
    for column in (2, 3, 4, 5):
        money_format(buyers, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "สวนศรีสมบูรณ์"
    for sub in ("คนงาน", "ปุ๋ยยา", "ขายผลผลิต", "เงินกู้สหกรณ์", "แผนงาน"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    _wages(farm / "คนงาน" / "ค่าแรงคนงาน_ฤดู2568.xlsx")
    write_texts(farm / "คนงาน", {"LINE_ลุงเสถียร_ทีมตัดทุเรียน.txt": LINE_SATHIAN,
                                 "ข้อตกลงทีมตัดทุเรียน_2567.md": CUT_2567})
    _fertiliser(farm / "ปุ๋ยยา" / "ปุ๋ยยา_รายเดือน_2568.xlsx")
    make_pdf(farm / "ปุ๋ยยา" / "ChanAgri_price_list_2025.pdf", AGRI_PRICES)
    write_docx(farm / "ปุ๋ยยา" / "ใบเสนอราคาปุ๋ย_เจริญเกษตร_2568.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    write_docx(farm / "ปุ๋ยยา" / "ใบเสนอราคาปุ๋ย_เจริญเกษตร_2567.docx", OLD_QUOTE_TOP, table=OLD_QUOTE_TABLE,
               bottom=["ส่งถึงสวนฟรี", "ลงชื่อ สมชาย เจริญผล ผู้เสนอราคา"])
    sales = farm / "ขายผลผลิต"
    _sales(sales / "ยอดขาย_ทุเรียนมังคุด_2568.xlsx")
    make_pdf(sales / "WeighSlip_GoldenThorn_2025-05-14.pdf", SLIP_MAY)
    make_pdf(sales / "WeighSlip_GoldenThorn_2025-06-02.pdf", SLIP_JUN)
    make_pdf(sales / "WeighSlip_SiriFruit_mangosteen_2025-06-10.pdf", SLIP_SIRI)
    write_texts(sales, {"LINE_เจ๊หลิน_ล้งโกลเด้นธอร์น.txt": LINE_LIN,
                        "ยอดขายสวน_ปี2567_สรุป.md": SALES_2567,
                        "Email_HongfaFruit_mangosteen_2025-08.txt": EMAIL_HONGFA})
    loan = farm / "เงินกู้สหกรณ์"
    write_docx(loan / "สัญญากู้_สหกรณ์การเกษตรขลุง_2568.docx", LOAN_TOP, table=LOAN_TABLE, bottom=LOAN_BOTTOM)
    make_pdf(loan / "KhlungCoop_member_statement_2025-06.pdf", COOP_STATEMENT)
    write_texts(loan, {"เงินกู้สหกรณ์_ปี2566_ปิดแล้ว.md": OLD_LOAN})
    write_slides(farm / "แผนงาน" / "แผนระบบน้ำสปริงเกอร์_2569.pptx", PLAN_SLIDES)
    write_texts(farm / "แผนงาน", {"ระบบน้ำ_ร่าง.md": PLAN_DRAFT})
    write_texts(farm, {"บันทึกสวน_พค2568.md": DIARY})
    make_pdf(home / "PEA_bills_2025-07.pdf", PEA_PAGES)
    make_pdf(home / "MuangThaiLife_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ค่าเทอม_ภูมิ_ภาค1_2568.docx", FEE_TOP, table=FEE_TABLE, bottom=FEE_BOTTOM)
    write_texts(home, {"ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Kanjana's to-do list."""
    write_texts(workspect, WORKSPECT)
