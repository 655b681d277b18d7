"""A blind agent folder: สุพัตราฟาร์มโคเนื้อ (Supattra Beef Cattle Farm), Pak Chong, Nakhon Ratchasima.

The owner is นางสุพัตรา แก้วมณี (Supattra Kaewmanee). She and her husband วีระ fatten Charolais-cross and Brahman
cattle and keep about thirty breeding cows on their farm at 88 ม.5 ต.หนองสาหร่าย อ.ปากช่อง จ.นครราชสีมา, and she
keeps the family's papers too: her son น้องภูมิ is in ป.4 at โรงเรียนอนุบาลปากช่อง, her mother lives with them.

Documents/
  ฟาร์ม/ใบเสนอราคา/
    ใบเสนอราคา_บ้านสวนสเต็กเฮาส์_ร่าง.docx      draft quote to the Baan Suan steakhouse (4 head, 118 baht/kg)
    ใบเสนอราคา_บ้านสวนสเต็กเฮาส์_ฉบับส่ง.docx    the quote sent (5 head, 115 baht/kg, 30% deposit 104,550)
    ใบเสนอราคา_เขียงเนื้อเจ๊ศรี.docx             a similar quote to a market beef stall (3 head, 112 baht/kg)
  ฟาร์ม/บัญชี/
    บัญชีฟาร์ม_2568.xlsx        this year's book: sheets ขายวัว Sales and ค่าใช้จ่าย Expenses (Jan-Jun)
    บัญชีฟาร์ม_2567.xlsx        last year's book, same layout (Jan-Dec)
    ต้นทุนอาหารวัว_รายเดือน_2568.xlsx  feed costs, one row per feed, months as columns, with totals
    ค่าแรงคนงาน_พ.ค.68.txt       the May wages of the three farm hands
  ฟาร์ม/สัญญา/
    สัญญาเช่าที่ดิน_ลุงบุญมี.docx      a 3-year lease of 15 rai of pasture from นายบุญมี ศรีสุข
    หนังสืออนุมัติสินเชื่อ_ธกส.docx   BAAC Pak Chong branch letter approving a 500,000 baht loan
  ฟาร์ม/แผนฟาร์ม_ปี2569.pptx          slides: the farm's plan for 2569
  ฟาร์ม/บันทึกผสมเทียม_2568.md        artificial-insemination records of the cows
  ฟาร์ม/ตารางวัคซีนวัว_2568.md        vaccination and deworming schedule
  Suppliers/
    KoratFeedMill_pricelist_2025.pdf   Korat Feed Mill price list 2025 (English)
    ราคาอาหารสัตว์_โคราชฟีดมิลล์_2567.docx  the same mill's 2567 price list, in Thai
    PakChongVet_invoice_Mar2025.pdf    the livestock vet's March invoice (FMD vaccine, deworming, pregnancy checks)
  LINE/
    LINE_พี่เอก_เอกชัยมีท.txt    chat with the slaughterhouse buyer; the order changes from 6 to 8 head
    LINE_เจ๊หน่อย_ฟางก้อน.txt    chat with the straw-bale seller; price and quantity change
    LINE_กลุ่มผู้ปกครอง_ป4-2.txt  the parents' group of น้องภูมิ's class (field-trip fee changes)
  Email/email_ธนพล_บ้านสวน.txt    English email from the steakhouse: deposit paid, delivery moved
  Notes/wagyu_seminar_KKU_notes.md English notes from a Wagyu crossbreeding seminar
  บ้าน/
    ค่าไฟ/PEA_bill_house_May2025.pdf   the house's PEA electricity bill, May 2025
    ค่าไฟ/PEA_bill_farm_May2025.pdf    the cattle sheds' PEA bill, May 2025
    รายจ่ายบ้าน_2568.xlsx             household spending, a sheet per month (Mar-May 2568)
    น้องภูมิ/ใบแจ้งค่าเทอม_น้องภูมิ_1-2568.docx  school-fee notice, term 1/2568
    งานทำบุญบ้าน_ก.ค.68.md            plans for a house merit-making ceremony
    ของต้องซื้อ_แม็คโคร.md            a Makro shopping list
  Insurance/
    SiamSathorn_health_renewal_2025.pdf   health-insurance renewal notice (her and her son)
    ต่อประกันรถกระบะ_2568.docx            renewal of the pickup truck's class-1 insurance
    ประกันภัยโค_สยามเกษตรประกันภัย_2568.docx  cattle insurance for 20 head
Workspect: todo.md, a few Thai to-do lines.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM_HEAD = "สุพัตราฟาร์มโคเนื้อ 88 ม.5 ต.หนองสาหร่าย อ.ปากช่อง จ.นครราชสีมา 30130 โทร 089-274-5163"
QUOTE_HEADERS = ("รายการ", "จำนวน", "น้ำหนักประมาณ (กก./ตัว)", "ราคา/กก. (บาท)", "จำนวนเงิน (บาท)")

QUOTE_BAANSUAN_DRAFT = dict(
    top=[
        "ใบเสนอราคา (ร่าง ยังไม่ส่ง)",
        FARM_HEAD,
        "เลขที่ QT-2568/021   วันที่ 20 พฤษภาคม 2568",
        "เรียน คุณธนพล ฝ่ายจัดซื้อ ร้านบ้านสวน สเต็กเฮาส์ อ.ปากช่อง",
        "ฟาร์มขอเสนอราคาโคขุนมีชีวิต ชั่งน้ำหนักที่ฟาร์ม ดังนี้",
    ],
    table=[
        QUOTE_HEADERS,
        ("โคขุนลูกผสมชาร์โรเลส์ อายุ 24-26 เดือน", "4 ตัว", "620", "118", "292,640"),
        ("ค่าขนส่งถึงโรงเชือด", "1 เที่ยว", "-", "-", "3,500"),
        ("รวมทั้งสิ้น", "", "", "", "296,140"),
    ],
    bottom=[
        "ส่งมอบวันที่ 15 มิถุนายน 2568",
        "มัดจำ 30% เมื่อตกลงซื้อ ส่วนที่เหลือชำระวันรับวัว",
        "(ร่าง - รอถามพี่วีระเรื่องจำนวนวัวที่พร้อมขายก่อน)",
    ],
)
QUOTE_BAANSUAN_FINAL = dict(
    top=[
        "ใบเสนอราคา",
        FARM_HEAD,
        "เลขที่ QT-2568/021   วันที่ 28 พฤษภาคม 2568",
        "เรียน คุณธนพล ฝ่ายจัดซื้อ ร้านบ้านสวน สเต็กเฮาส์ อ.ปากช่อง",
        "ฟาร์มขอเสนอราคาโคขุนมีชีวิต ชั่งน้ำหนักที่ฟาร์ม ดังนี้",
    ],
    table=[
        QUOTE_HEADERS,
        ("โคขุนลูกผสมชาร์โรเลส์ อายุ 24-26 เดือน", "5 ตัว", "600", "115", "345,000"),
        ("ค่าขนส่งถึงโรงเชือด", "1 เที่ยว", "-", "-", "3,500"),
        ("รวมทั้งสิ้น", "", "", "", "348,500"),
    ],
    bottom=[
        "ส่งมอบวันที่ 20 มิถุนายน 2568",
        "มัดจำ 30% เป็นเงิน 104,550 บาท เมื่อตกลงซื้อ ส่วนที่เหลือ 243,950 บาท ชำระวันรับวัว",
        "ราคายืนถึงวันที่ 10 มิถุนายน 2568",
        "โอนเข้าบัญชีกสิกรไทย สาขาปากช่อง ชื่อบัญชี นางสุพัตรา แก้วมณี เลขที่ 031-2-58874-6",
        "ลงชื่อ สุพัตรา แก้วมณี ผู้เสนอราคา",
    ],
)
QUOTE_JAESRI = dict(
    top=[
        "ใบเสนอราคา",
        FARM_HEAD,
        "เลขที่ QT-2568/008   วันที่ 5 มีนาคม 2568",
        "เรียน เจ๊ศรี เขียงเนื้อเจ๊ศรี ตลาดเซฟวัน ปากช่อง",
        "ฟาร์มขอเสนอราคาโคขุนมีชีวิต ลูกค้ารับเองที่ฟาร์ม ดังนี้",
    ],
    table=[
        QUOTE_HEADERS,
        ("โคขุนลูกผสมบราห์มัน-ชาร์โรเลส์", "3 ตัว", "580", "112", "194,880"),
        ("รวมทั้งสิ้น", "", "", "", "194,880"),
    ],
    bottom=[
        "รับวัวได้ตั้งแต่วันที่ 10 เมษายน 2568",
        "ชำระเงินสดหรือโอนวันรับวัว ไม่มีมัดจำ",
        "ลงชื่อ สุพัตรา แก้วมณี ผู้เสนอราคา",
    ],
)

SALES_HEADERS = ("วันที่ (Date)", "ผู้ซื้อ (Buyer)", "รายการ (Item)", "จำนวน ตัว (Head)",
                 "น้ำหนักรวม กก. (Weight, kg)", "ราคา/กก. (THB/kg)", "จำนวนเงิน (Amount, THB)")
SALES_2568 = [
    ("14/01/2568", "เขียงเนื้อเจ๊ศรี", "โคขุน", 2, 1150, 110),
    ("22/02/2568", "เอกชัยมีท (โรงเชือด)", "โคขุน", 4, 2420, 108),
    ("18/03/2568", "เอกชัยมีท (โรงเชือด)", "โคขุน", 3, 1830, 110),
    ("25/03/2568", "ลุงสมหมาย บ้านโนนสูง", "ลูกโคหย่านม", 2, 400, 95),
    ("10/04/2568", "เขียงเนื้อเจ๊ศรี", "โคขุน", 3, 1740, 112),
    ("27/05/2568", "เอกชัยมีท (โรงเชือด)", "โคขุน", 2, 1230, 110),
]
SALES_2567 = [
    ("09/01/2567", "เอกชัยมีท (โรงเชือด)", "โคขุน", 3, 1740, 102),
    ("20/02/2567", "เขียงเนื้อเจ๊ศรี", "โคขุน", 2, 1120, 104),
    ("15/03/2567", "เอกชัยมีท (โรงเชือด)", "โคขุน", 4, 2360, 104),
    ("30/04/2567", "ลุงสมหมาย บ้านโนนสูง", "ลูกโคหย่านม", 3, 570, 90),
    ("18/06/2567", "เอกชัยมีท (โรงเชือด)", "โคขุน", 3, 1800, 106),
    ("12/08/2567", "เขียงเนื้อเจ๊ศรี", "โคขุน", 2, 1150, 106),
    ("21/10/2567", "เอกชัยมีท (โรงเชือด)", "โคขุน", 5, 3000, 108),
    ("16/12/2567", "เอกชัยมีท (โรงเชือด)", "โคขุน", 4, 2440, 108),
]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าอาหาร (Feed)", "ยา/วัคซีน (Vet & medicine)", "ค่าแรง (Wages)",
                   "ค่าไฟ/น้ำ (Utilities)", "อื่นๆ (Other)", "รวม (Total)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
FEED_ROWS = [  # months as columns, Jan-Jun 2568
    ("อาหารข้นโปรตีน 16% (Concentrate 16%)", [28500, 30000, 31875, 33750, 33750, 35625]),
    ("กากมันสำปะหลัง (Cassava pulp)", [8700, 8700, 10150, 10150, 11600, 11600]),
    ("ฟางข้าว (Rice straw)", [7000, 7000, 6300, 5600, 3500, 9500]),
    ("แร่ธาตุก้อน (Mineral block)", [950, 0, 950, 0, 1140, 0]),
    ("กากน้ำตาล (Molasses)", [1900, 0, 0, 1900, 0, 0]),
]
FEED_2568 = [sum(row[1][m] for row in FEED_ROWS) for m in range(6)]
EXPENSES_2568 = [  # vet, wages, utilities, other
    (2650, 21200, 5480, 3200), (1100, 21200, 5120, 1850), (4220, 21200, 5960, 2400),
    (900, 21700, 6640, 7800), (1350, 21700, 6220, 2950), (2100, 21700, 6350, 3100),
]
FEED_2567 = [51200, 50400, 58300, 55100, 49800, 47600, 46900, 48200, 52300, 56700, 57400, 59100]
EXPENSES_2567 = [
    (1900, 19500, 4870, 2100), (800, 19500, 4650, 1500), (2150, 19500, 5230, 3300), (650, 19500, 5910, 6200),
    (1200, 19500, 5800, 2200), (950, 19500, 5390, 1800), (700, 20000, 5120, 2500), (1050, 20000, 5040, 1900),
    (2800, 20000, 5260, 2700), (1300, 20000, 4980, 12500), (900, 20000, 4870, 1600), (1150, 20000, 5020, 2300),
]

LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านหนองสาหร่าย อ.ปากช่อง จ.นครราชสีมา วันที่ 25 เมษายน 2568",
    "ผู้ให้เช่า: นายบุญมี ศรีสุข อายุ 67 ปี บ้านเลขที่ 102 ม.5 ต.หนองสาหร่าย",
    "ผู้เช่า: นางสุพัตรา แก้วมณี บ้านเลขที่ 88 ม.5 ต.หนองสาหร่าย",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดิน น.ส.3ก เลขที่ 1187 เนื้อที่ 15 ไร่ ติดลำห้วยหนองสาหร่าย "
    "เพื่อปลูกหญ้าเลี้ยงโคและทำแปลงปล่อยวัว",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่ 1 พฤษภาคม 2568 ถึง 30 เมษายน 2571",
    "ข้อ 3. ค่าเช่าไร่ละ 1,200 บาทต่อปี รวมปีละ 18,000 บาท ชำระล่วงหน้าภายในวันที่ 15 พฤษภาคม ของทุกปี",
    "ข้อ 4. ผู้เช่าจะล้อมรั้วลวดหนามเองด้วยค่าใช้จ่ายของผู้เช่า เมื่อสิ้นสุดสัญญาให้รั้วตกเป็นของผู้ให้เช่า",
    "ข้อ 5. ผู้เช่าจะไม่เผาตอซังหรือใช้สารเคมีกำจัดวัชพืชในที่ดินที่เช่า",
    "ข้อ 6. หากผู้ให้เช่าจะขายที่ดิน ต้องแจ้งผู้เช่าล่วงหน้าไม่น้อยกว่า 6 เดือน และให้สิทธิ์ผู้เช่าซื้อก่อน",
    "ลงชื่อ บุญมี ศรีสุข ผู้ให้เช่า    ลงชื่อ สุพัตรา แก้วมณี ผู้เช่า",
    "ลงชื่อ วีระ แก้วมณี พยาน    ลงชื่อ ผู้ใหญ่สมพงษ์ ทองดี พยาน",
]
LOAN = [
    "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.) สาขาปากช่อง",
    "ที่ ธกส.ปช. 0412/2568    วันที่ 6 มีนาคม 2568",
    "เรื่อง แจ้งผลการพิจารณาอนุมัติสินเชื่อ",
    "เรียน นางสุพัตรา แก้วมณี",
    "ตามที่ท่านได้ยื่นคำขอกู้เงินเพื่อลงทุนในกิจการเลี้ยงโคขุน เมื่อวันที่ 10 กุมภาพันธ์ 2568 นั้น "
    "ธนาคารได้พิจารณาแล้ว อนุมัติสินเชื่อให้ท่าน ตามรายละเอียดดังนี้",
    "1. วงเงินกู้ 500,000 บาท (ห้าแสนบาทถ้วน)",
    "2. วัตถุประสงค์: สร้างโรงเรือนโคขุน 300,000 บาท และซื้อโคเล็กเพื่อขุน 200,000 บาท",
    "3. อัตราดอกเบี้ยร้อยละ 6.475 ต่อปี (MRR-0.5)",
    "4. ระยะเวลากู้ 5 ปี ชำระคืนปีละ 1 งวด งวดละ 121,800 บาท ทุกวันที่ 30 พฤศจิกายน "
    "เริ่มงวดแรก 30 พฤศจิกายน 2568",
    "5. หลักประกัน: จำนองที่ดินโฉนดเลขที่ 45872 ต.หนองสาหร่าย พร้อมผู้ค้ำประกัน 1 ราย (นายวีระ แก้วมณี)",
    "ขอให้ท่านมาลงนามในสัญญากู้เงินภายในวันที่ 20 มีนาคม 2568 ณ ธ.ก.ส. สาขาปากช่อง "
    "หากพ้นกำหนดถือว่าท่านสละสิทธิ์",
    "ขอแสดงความนับถือ",
    "นายประเสริฐ วงศ์ใหญ่ ผู้จัดการสาขาปากช่อง",
]
PLAN_SLIDES = [
    ("แผนสุพัตราฟาร์ม ปี 2569", "สุพัตรา & วีระ แก้วมณี\nคุยกันในบ้าน มิถุนายน 2568"),
    ("ฝูงวัว", "แม่พันธุ์ตอนนี้ 32 ตัว -> เพิ่มเป็น 45 ตัว\nโคขุนในคอกรวมไม่เกิน 80 ตัว"),
    ("ลงทุน", "สร้างคอกขุนใหม่ 2 หลัง งบ 350,000 บาท (ใช้เงินกู้ ธ.ก.ส.)\n"
              "ปลูกหญ้าเนเปียร์ปากช่อง 1 เพิ่ม 10 ไร่ บนที่เช่าลุงบุญมี\nซื้อเครื่องสับหญ้าใหม่ 45,000 บาท"),
    ("ยอดขาย", "ขายโคขุน 40 ตัว\nเป้ายอดขายทั้งปี 2,800,000 บาท\nหาลูกค้าร้านสเต็กเพิ่มอีก 2 ร้าน"),
    ("ทดลองวากิว", "ผสมเทียมน้ำเชื้อวากิว 10 แม่\nขุน 24 เดือน ขายเป็นเนื้อเกรดร้านอาหาร"),
    ("สิ่งที่ต้องระวัง", "ราคาอาหารข้นขึ้นทุกปี\nหน้าแล้งฟางขาด ต้องสต็อกฟางตั้งแต่ ธ.ค."),
]
AI_RECORDS = """# บันทึกผสมเทียม ปี 2568

หมอผสมเทียม: หมอต้น (ปศุสัตว์อำเภอปากช่อง) ค่าบริการครั้งละ 200 บาท ไม่รวมค่าน้ำเชื้อ

| แม่วัว | วันที่ผสม | น้ำเชื้อ | ราคา/หลอด | คาดคลอด | หมายเหตุ |
|---|---|---|---|---|---|
| ทองคำ | 22 ม.ค. 2568 | บราห์มันแดง | 120 | 1 พ.ย. 2568 | ติด ล้วงเช็ค 12 มี.ค. |
| บุญมา | 3 ก.พ. 2568 | ชาร์โรเลส์ | 150 | 13 พ.ย. 2568 | ติด ล้วงเช็ค 12 มี.ค. |
| ดาวเรือง | 10 ก.พ. 2568 | วากิว | 450 | 20 พ.ย. 2568 | ติด ลองวากิวตัวแรก |
| มะลิ | 18 ก.พ. 2568 | บราห์มันแดง | 120 | - | ไม่ติด กลับสัด |
| มะลิ (ซ้ำ) | 11 มี.ค. 2568 | ชาร์โรเลส์ | 150 | 19 ธ.ค. 2568 | ติด |

- แม่วัวที่คลอดแล้วให้พัก 60 วันก่อนผสมใหม่
- ดาวเรืองต้องให้อาหารข้นเพิ่มช่วงท้อง 7 เดือนขึ้นไป
"""
VACCINE = """# ตารางวัคซีน + ถ่ายพยาธิ วัว ปี 2568

- ปากและเท้าเปื่อย (FMD): มี.ค. และ ก.ย. (ปศุสัตว์อำเภอมาฉีดให้ / หรือเรียกหมอคลินิกปากช่อง)
- คอบวม (HS): พ.ค. ปีละครั้ง
- ลัมปีสกิน: ฉีดลูกวัวอายุ 4 เดือนขึ้นไป
- ถ่ายพยาธิ: ทุก 6 เดือน มี.ค. / ก.ย.
- ลูกวัวเกิดใหม่: ตัดสายสะดือ ทาไอโอดีน ให้กินนมน้ำเหลืองภายใน 6 ชม.

ปีนี้ FMD รอบแรกฉีดแล้ว 12 มี.ค.
"""
WAGES = """ค่าแรงคนงาน เดือน พ.ค. 68

ลุงจันทร์ (ให้อาหาร ดูคอก) 9,000
หม่อง (ตัดหญ้า ล้างคอก) 8,500
ป้าแป๋ว (รายวัน ตัดหญ้า) วันละ 350 x 12 วัน = 4,200

รวม 21,700 บาท
จ่ายแล้ว 31 พ.ค. โอนลุงจันทร์ / เงินสดหม่องกับป้าแป๋ว
ลุงจันทร์ขอเบิกล่วงหน้าเดือนหน้า 2,000
"""
WAGYU = """# Notes - Wagyu crossbreeding seminar, Khon Kaen University, 15 Feb 2025

Speaker: Dr. Anucha P., Faculty of Agriculture KKU, plus two farmers from Sakon Nakhon.

## Breeding
- Use Wagyu semen on Brahman-cross or Charolais-cross cows; straws cost 450-600 THB each.
- First-calf heifers: better to use Brahman, calving is easier.

## Fattening
- Wagyu crosses need a long fattening period: 24 months in the feedlot (Charolais cross only 18 months).
- Target final live weight about 700 kg.
- Feed cost is about 95 THB per head per day in the last year (more rice straw, less green grass, to get marbling).

## Selling
- Buyers (restaurants in Bangkok, the KKU beef co-op) pay about 250 THB/kg carcass for marbling score 3 or more.
- Need an ear tag and a record of every vaccine; buyers ask for it.

## To do for us
- Try 10 cows first, not the whole herd.
- Ask Dr. Anucha about the co-op's contract price.
"""
LINE_EK = """[2/6/2568 08:41] พี่เอก เอกชัยมีท: สวัสดีครับเจ๊ เดือนหน้าโรงเชือดอยากได้โคขุนเพิ่ม
[2/6/2568 08:42] พี่เอก เอกชัยมีท: ขอ 6 ตัว กิโลละ 112 รับวันที่ 5 ก.ค. ได้มั้ยครับ
[2/6/2568 09:15] สุพัตรา: ได้ค่ะพี่ 6 ตัวพร้อม น้ำหนักน่าจะ 600 ขึ้นทุกตัว
[2/6/2568 09:16] สุพัตรา: ชั่งที่ฟาร์มเหมือนเดิมนะคะ
[9/6/2568 19:03] พี่เอก เอกชัยมีท: เจ๊ครับ ลูกค้าสั่งเพิ่ม ขอเป็น 8 ตัวได้มั้ย แต่ขอราคา 110 นะครับ เยอะขึ้น
[9/6/2568 19:30] สุพัตรา: ขอคุยกับพี่วีระก่อนนะคะ
[9/6/2568 21:12] สุพัตรา: โอเคค่ะพี่ 8 ตัว กิโลละ 110 บาท
[9/6/2568 21:13] พี่เอก เอกชัยมีท: ขอบคุณครับ แล้วขอเลื่อนรับเป็น 8 ก.ค. นะครับ รถติดงานวันที่ 5
[9/6/2568 21:20] สุพัตรา: ได้ค่ะ 8 ก.ค. เช้าๆ นะคะ
[9/6/2568 21:21] พี่เอก เอกชัยมีท: ครับ เงินโอนวันรับวัวเหมือนเดิมครับ
"""
LINE_NOI = """[28/5/2568 10:02] สุพัตรา: เจ๊หน่อย เดือนหน้าขอฟางก้อน 300 ก้อนนะ ก้อนละ 35 เหมือนเดิมมั้ย
[28/5/2568 10:20] เจ๊หน่อย ฟางก้อน: ได้จ้า 300 ก้อน ส่งต้นเดือน
[3/6/2568 16:45] เจ๊หน่อย ฟางก้อน: น้องสุ ปีนี้ฟางขาด นาแถวสีคิ้วเผาไปเยอะ ขอขึ้นเป็นก้อนละ 38 นะ
[3/6/2568 17:10] สุพัตรา: โห ขึ้นอีกแล้ว งั้นขอลดเหลือ 250 ก้อนพอ
[3/6/2568 17:12] เจ๊หน่อย ฟางก้อน: โอเค 250 ก้อน ก้อนละ 38 รวม 9,500 บาท
[3/6/2568 17:13] เจ๊หน่อย ฟางก้อน: ส่ง 2 รอบนะ รอบแรก 150 ก้อน วันที่ 6 รอบสอง 100 ก้อน วันที่ 13
[3/6/2568 17:15] สุพัตรา: ได้ค่ะ จ่ายเงินสดรอบสองทีเดียวนะ
[13/6/2568 15:40] เจ๊หน่อย ฟางก้อน: ส่งรอบสองครบแล้วจ้า รับเงิน 9,500 เรียบร้อย ขอบใจจ้า
"""
LINE_PARENTS = """[2/6/2568 18:00] ครูแพร ป.4/2: เรียนผู้ปกครองทุกท่าน ทัศนศึกษาเขาใหญ่ วันเสาร์ที่ 28 มิ.ย. 2568 ค่าใช้จ่ายคนละ 650 บาท
[2/6/2568 18:01] ครูแพร ป.4/2: ชำระที่ครูประจำชั้นภายในวันที่ 20 มิ.ย. นะคะ
[2/6/2568 18:20] แม่น้องเฟิร์น: รับทราบค่ะครู
[2/6/2568 18:35] สุพัตรา (แม่น้องภูมิ): รับทราบค่ะ ต้องเตรียมข้าวกลางวันไปเองไหมคะ
[2/6/2568 18:40] ครูแพร ป.4/2: รวมข้าวกลางวันแล้วค่ะ ให้เตรียมขนมกับน้ำไปเองนะคะ
[10/6/2568 17:05] ครูแพร ป.4/2: แจ้งเปลี่ยนแปลงค่ะ รถบัสขึ้นราคา ค่าใช้จ่ายทัศนศึกษาเป็นคนละ 750 บาท ขออภัยด้วยค่ะ
[10/6/2568 17:30] พ่อน้องต้นกล้า: รับทราบครับ
"""
EMAIL = """From: Thanapol Srisawat <purchasing@baansuan-steakhouse.com>
To: Supattra Kaewmanee <supattra.farm@gmail.com>
Date: 3 June 2025 10:12
Subject: Re: Quotation QT-2568/021 - fattened cattle

Dear Khun Supattra,

Thank you for your quotation QT-2568/021 dated 28 May. We confirm the order of 5 head at 115 THB/kg live weight,
weighed at your farm.

We transferred the 30% deposit of 104,550 THB to your Kasikorn account on 2 June 2025. The slip is attached.

One change please: our chef is away on 20 June, so could you deliver on 21 June 2025 instead, in the morning
before 9:00? The slaughterhouse is booked for that day. Please bring the weighing slip for each animal.

The balance will be paid by transfer on the delivery day.

Best regards,
Thanapol Srisawat
Purchasing Manager, Baan Suan Steakhouse, Pak Chong
"""
MERIT = """# ทำบุญบ้าน ก.ค. 68 (ครบรอบ 10 ปีย้ายมาอยู่ปากช่อง)

- วันที่ 19 ก.ค. 68 นิมนต์พระ 9 รูป วัดหนองสาหร่าย
- ของถวาย: สังฆทาน 9 ชุด, ซองปัจจัย
- อาหาร: แกงเขียวหวานเนื้อ (ใช้เนื้อจากฟาร์ม), ขนมจีน, ผลไม้
- แขกประมาณ 40 คน
- ให้แม่ช่วยโทรบอกญาติที่โคราช
"""
SHOPPING = """# ของต้องซื้อ แม็คโคร

- ข้าวสาร 2 กระสอบ
- น้ำมันพืช 1 ลัง
- ผงซักฟอก
- นมกล่องน้องภูมิ 2 แพ็ค
- ยาฆ่าเห็บ (ถ้ามี ถ้าไม่มีไปร้านสัตวแพทย์)
- ถุงมือยาง
"""

KORAT_PDF = [
    "KORAT FEED MILL CO., LTD.\n"
    "234 Mittraphap Road, Mueang, Nakhon Ratchasima 30000  Tel 044-251-889\n"
    "BEEF CATTLE FEED - PRICE LIST 2025\n"
    "Effective 1 January 2025 until further notice. Prices in THB, VAT included.\n"
    "\n"
    "Item                                          Unit           Price (THB)\n"
    "Beef fattening concentrate 14% CP             30 kg bag      345.00\n"
    "Beef concentrate 16% CP                       30 kg bag      375.00\n"
    "Calf starter 18% CP                           30 kg bag      420.00\n"
    "Cassava pulp, fresh                           per ton        1,450.00\n"
    "Mineral lick block                            5 kg block     95.00\n"
    "Molasses                                      200 L drum     1,900.00",
    "Terms\n"
    "- Free delivery within 60 km for orders of 100 bags or more.\n"
    "- Smaller orders: delivery charge 500 THB per trip.\n"
    "- Credit 30 days for registered farm customers.\n"
    "- Prices may change with the price of corn and soybean meal.\n"
    "Sales contact: Khun Wanchai 081-447-2390 (LINE: koratfeed)",
]
KORAT_THAI_2567 = dict(
    top=[
        "บริษัท โคราชฟีดมิลล์ จำกัด",
        "234 ถ.มิตรภาพ อ.เมือง จ.นครราชสีมา 30000 โทร 044-251-889",
        "ใบแจ้งราคาอาหารโคเนื้อ ปี 2567 มีผลตั้งแต่ 1 มกราคม 2567 (ราคารวม VAT)",
    ],
    table=[
        ("รายการ", "หน่วย", "ราคา (บาท)"),
        ("อาหารข้นโคขุน โปรตีน 14%", "กระสอบ 30 กก.", "325"),
        ("อาหารข้นโคเนื้อ โปรตีน 16%", "กระสอบ 30 กก.", "355"),
        ("อาหารลูกโค โปรตีน 18%", "กระสอบ 30 กก.", "395"),
        ("กากมันสำปะหลังสด", "ตัน", "1,300"),
        ("แร่ธาตุก้อน", "ก้อน 5 กก.", "90"),
        ("กากน้ำตาล", "ถัง 200 ลิตร", "1,750"),
    ],
    bottom=[
        "ส่งฟรีในระยะ 60 กม. เมื่อสั่ง 80 กระสอบขึ้นไป",
        "เครดิต 30 วัน สำหรับลูกค้าฟาร์มที่ลงทะเบียน",
        "ติดต่อฝ่ายขาย คุณวันชัย 081-447-2390",
    ],
)
VET_PDF = [
    "PAK CHONG LIVESTOCK VETERINARY CLINIC\n"
    "55/3 Thanarat Road, Pak Chong, Nakhon Ratchasima 30130  Tel 044-311-752\n"
    "INVOICE No. PCV-2568/0412\n"
    "Date: 12 March 2025\n"
    "Customer: Supattra Beef Farm (Mrs. Supattra Kaewmanee), 88 Moo 5, Nong Sarai, Pak Chong\n"
    "\n"
    "Description                               Qty       Unit price    Amount\n"
    "FMD vaccine                               42 head   35.00         1,470.00\n"
    "Deworming (ivermectin injection)          42 head   25.00         1,050.00\n"
    "Pregnancy check (rectal palpation)        12 head   100.00        1,200.00\n"
    "Farm visit fee                            1         500.00        500.00\n"
    "TOTAL                                                             4,220.00\n"
    "\n"
    "Paid in cash on 12 March 2025. Thank you.\n"
    "Next FMD booster: September 2025. Vet: Dr. Nattapong K.",
]
PEA_HOUSE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pak Chong Branch\n"
    "ELECTRICITY BILL - May 2025\n"
    "Customer: Mrs. Supattra Kaewmanee\n"
    "Address: 88 Moo 5, Nong Sarai, Pak Chong, Nakhon Ratchasima 30130 (house)\n"
    "Account No. 020012458813   Tariff: 1.2 Residential\n"
    "Reading period: 25 April 2025 - 25 May 2025",
    "Units used: 586 kWh\n"
    "Energy charge: 2,365.15 THB\n"
    "Ft charge: 232.76 THB\n"
    "Service charge: 24.62 THB\n"
    "VAT 7%: 183.58 THB\n"
    "Amount due: 2,806.11 THB\n"
    "Due date: 12 June 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_FARM = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pak Chong Branch\n"
    "ELECTRICITY BILL - May 2025\n"
    "Customer: Mrs. Supattra Kaewmanee\n"
    "Address: 88/1 Moo 5, Nong Sarai, Pak Chong, Nakhon Ratchasima 30130 (cattle sheds, water pump)\n"
    "Account No. 020012461207   Tariff: 1.2 Residential\n"
    "Reading period: 25 April 2025 - 25 May 2025",
    "Units used: 1,248 kWh\n"
    "Energy charge: 5,292.31 THB\n"
    "Ft charge: 495.71 THB\n"
    "Service charge: 24.62 THB\n"
    "VAT 7%: 406.88 THB\n"
    "Amount due: 6,219.52 THB\n"
    "Due date: 12 June 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
HEALTH_PDF = [
    "SIAM SATHORN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "POLICY RENEWAL NOTICE\n"
    "Date of notice: 2 June 2025\n"
    "Policyholder: Mrs. Supattra Kaewmanee, 88 Moo 5, Nong Sarai, Pak Chong, Nakhon Ratchasima 30130\n"
    "Policy No. SSL-4471-2290\n"
    "\n"
    "Insured person                 Plan                      Annual premium (THB)\n"
    "Mrs. Supattra Kaewmanee        Health Plus 1M            18,640.00\n"
    "Master Phum Kaewmanee          Kids Health rider         7,250.00\n"
    "Total premium due                                        25,890.00\n",
    "Premium due date: 1 July 2025\n"
    "Grace period: 31 days. If the premium is not paid by the end of the grace period, the cover stops.\n"
    "Sum insured (Health Plus 1M): 1,000,000 THB per year.\n"
    "Pay by bank transfer, QR code, or at any Siam Sathorn Life branch.\n"
    "Your agent: Ms. Kanokwan T., Tel 086-552-1047",
]
PICKUP = dict(
    top=[
        "บริษัท ไทยรุ่งเรืองประกันภัย จำกัด (มหาชน)",
        "ใบเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
        "วันที่ 15 กรกฎาคม 2568",
        "เรียน คุณสุพัตรา แก้วมณี",
        "กรมธรรม์ของท่านจะสิ้นสุดความคุ้มครองวันที่ 15 สิงหาคม 2568 บริษัทขอเสนอเงื่อนไขการต่ออายุดังนี้",
    ],
    table=[
        ("รายการ", "รายละเอียด"),
        ("รถยนต์", "Isuzu D-Max Spark 1.9 ปี 2021 ทะเบียน บธ 4521 นครราชสีมา"),
        ("ระยะเวลาคุ้มครอง", "15 ส.ค. 2568 - 15 ส.ค. 2569"),
        ("ทุนประกันตัวรถ", "520,000 บาท"),
        ("ความเสียหายส่วนแรก", "ไม่มี"),
        ("ซ่อม", "ซ่อมอู่ในเครือ"),
        ("เบี้ยประกันรวมภาษีอากร", "17,900 บาท"),
    ],
    bottom=[
        "ชำระภายในวันที่ 10 สิงหาคม 2568 ผ่านตัวแทน หรือแอปธนาคาร",
        "ตัวแทน: คุณอำนาจ 081-903-2261",
    ],
)
CATTLE_INS = dict(
    top=[
        "บริษัท สยามเกษตรประกันภัย จำกัด",
        "หน้าตารางกรมธรรม์ประกันภัยโคเนื้อ (โครงการประกันภัยโคกระบือ ปี 2568)",
        "ผู้เอาประกัน: นางสุพัตรา แก้วมณี  สุพัตราฟาร์มโคเนื้อ อ.ปากช่อง จ.นครราชสีมา",
        "เลขที่กรมธรรม์ SKI-CT-68-00917",
    ],
    table=[
        ("รายการ", "รายละเอียด"),
        ("จำนวนโคที่เอาประกัน", "20 ตัว (ตามรายการเบอร์หูแนบท้าย)"),
        ("ทุนประกันต่อตัว", "20,000 บาท"),
        ("เบี้ยประกันต่อตัว", "450 บาท"),
        ("เบี้ยประกันรวม", "9,000 บาท"),
        ("ระยะเวลาคุ้มครอง", "1 มิ.ย. 2568 - 31 พ.ค. 2569"),
    ],
    bottom=[
        "คุ้มครองการตายจากโรค อุบัติเหตุ และภัยธรรมชาติ",
        "แจ้งเหตุภายใน 24 ชั่วโมง พร้อมรูปถ่ายซากและเบอร์หู ที่ 1557",
    ],
)
SCHOOL_FEE = dict(
    top=[
        "โรงเรียนอนุบาลปากช่อง",
        "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
        "ชื่อนักเรียน ด.ช.ภูมิ แก้วมณี  ชั้น ป.4/2  เลขประจำตัว 4418",
    ],
    table=[
        ("รายการ", "จำนวนเงิน (บาท)"),
        ("ค่าธรรมเนียมการศึกษา", "12,500"),
        ("ค่าหนังสือและอุปกรณ์การเรียน", "1,850"),
        ("ค่าชุดพละ", "450"),
        ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"),
        ("รวมทั้งสิ้น", "16,000"),
    ],
    bottom=[
        "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 321-0-44781-2",
        "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568",
    ],
)
HOUSEHOLD_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSEHOLD = {
    "มี.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 10250, "ตลาด + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 2105.40, ""),
        ("ค่าน้ำประปา (Water)", 296, ""),
        ("ค่าเน็ต+มือถือ (Internet & phone)", 1098, ""),
        ("ค่าน้ำมันรถ (Fuel)", 3800, ""),
        ("ค่ารถรับส่ง+ค่าขนมน้องภูมิ (School van & snacks)", 2400, ""),
        ("ให้แม่ (For mum)", 3000, ""),
    ],
    "เม.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 9850, ""),
        ("ค่าไฟบ้าน (Electricity)", 2455.20, "แอร์เปิดทั้งวัน"),
        ("ค่าน้ำประปา (Water)", 318, ""),
        ("ค่าเน็ต+มือถือ (Internet & phone)", 1098, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4200, "กลับบ้านแม่ที่โคราช"),
        ("ค่าเรียนพิเศษช่วงปิดเทอม (Summer class)", 2500, "ว่ายน้ำ"),
        ("ให้แม่ + สงกรานต์ (For mum, Songkran)", 5000, ""),
    ],
    "พ.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 10480, ""),
        ("ค่าไฟบ้าน (Electricity)", 2690.75, ""),
        ("ค่าน้ำประปา (Water)", 305, ""),
        ("ค่าเน็ต+มือถือ (Internet & phone)", 1098, ""),
        ("ค่าน้ำมันรถ (Fuel)", 3650, ""),
        ("ค่าเทอมน้องภูมิ (School fees)", 16000, "เทอม 1/2568"),
        ("ค่ารถรับส่ง+ค่าขนมน้องภูมิ (School van & snacks)", 1800, "เปิดเทอม 16 พ.ค."),
        ("ให้แม่ (For mum)", 3000, ""),
    ],
}
WORKSPECT = {
    "todo.md": "- โทรยืนยันพี่เอก รับวัว 8 ก.ค.\n- ส่งวัวบ้านสวน 21 มิ.ย. เตรียมใบชั่งน้ำหนัก\n"
               "- ต่อประกันรถกระบะก่อน 10 ส.ค.\n- สั่งอาหารข้นเพิ่ม 100 กระสอบ (ส่งฟรี)\n"
               "- จ่ายค่าทัศนศึกษาน้องภูมิ 750\n",
}


def _farm_book(path: Path, sales: list[tuple], feed: list[int], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขายวัว Sales"
    sheet.append([f"บัญชีขายวัว ปี {year} (Cattle sales {year}) สุพัตราฟาร์มโคเนื้อ"])
    sheet.append(list(SALES_HEADERS))
    for day, buyer, item, head, weight, price in sales:
        sheet.append([day, buyer, item, head, weight, price, weight * price])
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in sales), sum(r[4] for r in sales), "",
                  sum(r[4] * r[5] for r in sales)])
    money_format(sheet, 5)
    money_format(sheet, 7)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    costs.append(list(EXPENSE_HEADERS))
    totals = [0] * 6
    for month, food, (vet, wage, util, other) in zip(MONTHS, feed, expenses):
        row = [food, vet, wage, util, other]
        row.append(sum(row))
        totals = [a + b for a, b in zip(totals, row)]
        costs.append([month, *row])
    costs.append(["รวม (Total)", *totals])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _feed_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าอาหาร 2568"
    sheet.append(["ต้นทุนอาหารวัว รายเดือน ปี 2568 (Feed cost by month, THB)"])
    sheet.append(["รายการ (Feed)", *MONTHS[:6], "รวม (Total)"])
    for name, values in FEED_ROWS:
        sheet.append([name, *values, sum(values)])
    sheet.append(["รวมทุกรายการ (All feed)", *FEED_2568, sum(FEED_2568)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _household_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSEHOLD_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes, books, deals = docs / "ฟาร์ม" / "ใบเสนอราคา", docs / "ฟาร์ม" / "บัญชี", docs / "ฟาร์ม" / "สัญญา"
    suppliers, home, insurance = docs / "Suppliers", docs / "บ้าน", docs / "Insurance"
    for folder in (quotes, books, deals, suppliers, home / "ค่าไฟ", home / "น้องภูมิ", insurance):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนสเต็กเฮาส์_ร่าง.docx", **QUOTE_BAANSUAN_DRAFT)
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนสเต็กเฮาส์_ฉบับส่ง.docx", **QUOTE_BAANSUAN_FINAL)
    write_docx(quotes / "ใบเสนอราคา_เขียงเนื้อเจ๊ศรี.docx", **QUOTE_JAESRI)
    _farm_book(books / "บัญชีฟาร์ม_2568.xlsx", SALES_2568, FEED_2568, EXPENSES_2568, "2568")
    _farm_book(books / "บัญชีฟาร์ม_2567.xlsx", SALES_2567, FEED_2567, EXPENSES_2567, "2567")
    _feed_book(books / "ต้นทุนอาหารวัว_รายเดือน_2568.xlsx")
    write_docx(deals / "สัญญาเช่าที่ดิน_ลุงบุญมี.docx", LEASE)
    write_docx(deals / "หนังสืออนุมัติสินเชื่อ_ธกส.docx", LOAN)
    write_slides(docs / "ฟาร์ม" / "แผนฟาร์ม_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(suppliers / "KoratFeedMill_pricelist_2025.pdf", KORAT_PDF)
    write_docx(suppliers / "ราคาอาหารสัตว์_โคราชฟีดมิลล์_2567.docx", **KORAT_THAI_2567)
    make_pdf(suppliers / "PakChongVet_invoice_Mar2025.pdf", VET_PDF)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_house_May2025.pdf", PEA_HOUSE)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_farm_May2025.pdf", PEA_FARM)
    _household_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "น้องภูมิ" / "ใบแจ้งค่าเทอม_น้องภูมิ_1-2568.docx", **SCHOOL_FEE)
    make_pdf(insurance / "SiamSathorn_health_renewal_2025.pdf", HEALTH_PDF)
    write_docx(insurance / "ต่อประกันรถกระบะ_2568.docx", **PICKUP)
    write_docx(insurance / "ประกันภัยโค_สยามเกษตรประกันภัย_2568.docx", **CATTLE_INS)
    write_texts(docs, {
        "ฟาร์ม/บันทึกผสมเทียม_2568.md": AI_RECORDS,
        "ฟาร์ม/ตารางวัคซีนวัว_2568.md": VACCINE,
        "ฟาร์ม/บัญชี/ค่าแรงคนงาน_พ.ค.68.txt": WAGES,
        "LINE/LINE_พี่เอก_เอกชัยมีท.txt": LINE_EK,
        "LINE/LINE_เจ๊หน่อย_ฟางก้อน.txt": LINE_NOI,
        "LINE/LINE_กลุ่มผู้ปกครอง_ป4-2.txt": LINE_PARENTS,
        "Email/email_ธนพล_บ้านสวน.txt": EMAIL,
        "Notes/wagyu_seminar_KKU_notes.md": WAGYU,
        "บ้าน/งานทำบุญบ้าน_ก.ค.68.md": MERIT,
        "บ้าน/ของต้องซื้อ_แม็คโคร.md": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: her to-do list."""
    write_texts(workspect, WORKSPECT)
