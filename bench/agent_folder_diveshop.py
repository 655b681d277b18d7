"""A folder for bench/agent_tasks.py (`--folder diveshop`): a Koh Tao dive shop owner's work and household papers.

Priyakorn Thongsuk (พี่ปุ๊ก) runs Sairee Blue Divers (ไทรรีบลู ไดฟ์เวอร์ส), a small PADI dive shop on Sairee Beach,
Koh Tao, Surat Thani, with three instructors (ครูบอม, ครูแนน, Dave) and a chartered dive boat: this year's Thai course
price list (docx, a table) and last year's (md), the August student sheet with instructor pay (xlsx, two sheets),
income and expenses by month for January-July 2568 (xlsx, two sheets, Thai/English headers) and last year's income
summary (md), the boat charter contract with captain Sanae (docx, a table) and last year's terms (md), two English
quotes for servicing regulators, BCDs and tanks (pdf) and a Thai compressor-repair note, a Singapore company's
English group-booking email (txt), a Thai group quote for a palm-oil company (docx) and its draft (txt), two LINE
chat exports (an instructor about pay and leave, the captain about an engine overhaul), slides of a plan to buy the
shop's own boat in 2569 (pptx) and a draft of the idea, the dive-centre membership renewal (pdf); and household
papers: two months of electricity bills, a motorbike hire-purchase statement and a health-insurance renewal
(English pdf), a Thai note on the son's school fees and a Thai note on last year's income-tax filing; plus a
workspect that holds a to-do list. Written blind of the engine's rules, in session 23, for
bench/data/agent_tasks_diveshop_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

COURSES_TOP = [
    "ไทรรีบลู ไดฟ์เวอร์ส (Sairee Blue Divers) หาดทรายรี เกาะเต่า อ.เกาะพะงัน จ.สุราษฎร์ธานี 84360 โทร 077-456-218",
    "ราคาคอร์สเรียนดำน้ำและดำน้ำเที่ยว ปี 2568 (ใช้ตั้งแต่ 1 กุมภาพันธ์ 2568 ถึง 31 มกราคม 2569)",
    "ราคารวมอุปกรณ์ดำน้ำครบชุด เรือ ครูผู้สอน ตำราออนไลน์ และค่าบัตร PADI แล้ว",
]
COURSES_TABLE = [
    ("คอร์ส (Course)", "จำนวนวัน", "จำนวนไดฟ์", "ราคาต่อคน (บาท)"),
    ("ทดลองดำน้ำ Discover Scuba Diving", "1 วัน", "2 ไดฟ์", "3,500"),
    ("Open Water Diver (มือใหม่ ได้บัตรดำได้ลึก 18 เมตร)", "3.5 วัน", "4 ไดฟ์", "11,500"),
    ("Advanced Open Water Diver", "2 วัน", "5 ไดฟ์", "9,800"),
    ("Rescue Diver + EFR (ปฐมพยาบาล)", "4 วัน", "4 ไดฟ์ + ฝึกในน้ำ", "13,900"),
    ("ดำน้ำเที่ยว Fun dive (มีบัตรแล้ว) ต่อไดฟ์", "-", "1 ไดฟ์", "1,000"),
    ("แพ็กเกจ Fun dive 10 ไดฟ์", "-", "10 ไดฟ์", "8,500"),
    ("ไดฟ์กลางคืน Night dive (เพิ่ม)", "-", "1 ไดฟ์", "1,300"),
]
COURSES_BOTTOM = [
    "ไม่รวมค่าธรรมเนียมอนุรักษ์ทะเลเกาะเต่า (Koh Tao marine fee) 200 บาทต่อคน ชำระแยกครั้งเดียว",
    "จองล่วงหน้าชำระมัดจำ 30% ที่เหลือชำระวันแรกของคอร์ส",
    "กลุ่มตั้งแต่ 4 คนขึ้นไป ลดคอร์ส Open Water และ Advanced 10%",
    "พักห้องพัดลมฟรีระหว่างเรียน Open Water (ห้องแอร์เพิ่มคืนละ 500 บาท)",
]
OLD_COURSES = """# ราคาคอร์สไทรรีบลู ปี 2567 (ใบเก่า ใช้ถึง ม.ค. 68)

| คอร์ส | ราคา (บาท) |
|---|---|
| Discover Scuba | 3,000 |
| Open Water | 10,500 |
| Advanced Open Water | 9,000 |
| Rescue + EFR | 12,900 |
| Fun dive ต่อไดฟ์ | 900 |
| Fun dive 10 ไดฟ์ | 8,000 |

- marine fee เกาะเต่า ตอนนั้น 100 บาท
- มัดจำ 30% เหมือนเดิม
"""
STUDENT_HEADERS = ("วันเริ่ม (Start)", "นักเรียน (Student)", "สัญชาติ (Nationality)", "คอร์ส (Course)",
                   "ครูผู้สอน (Instructor)", "ราคา (Price, THB)", "จ่ายแล้ว (Paid, THB)", "ค้างชำระ (Balance, THB)")
STUDENTS = [
    ("01/08/2568", "Emma Larsen", "Swedish", "Open Water", "ครูบอม", 11500, 11500),
    ("02/08/2568", "Lukas Weber", "German", "Advanced", "ครูบอม", 9800, 9800),
    ("03/08/2568", "คุณศิริพร แสงทอง", "ไทย", "Open Water", "ครูแนน", 11500, 3450),
    ("05/08/2568", "Tom & Jess Hartley (2 คน)", "British", "Open Water", "ครูบอม", 23000, 23000),
    ("07/08/2568", "Chen Yu", "Taiwanese", "Discover Scuba", "ครูแนน", 3500, 3500),
    ("09/08/2568", "Marco Bianchi", "Italian", "Rescue + EFR", "Dave", 13900, 4170),
    ("11/08/2568", "คุณธนวัฒน์ ใจดี", "ไทย", "Advanced", "ครูแนน", 9800, 9800),
    ("14/08/2568", "Sophie Martin", "French", "Open Water", "Dave", 11500, 11500),
    ("18/08/2568", "Kenji Sato", "Japanese", "Advanced", "ครูบอม", 9800, 9800),
    ("21/08/2568", "Anna Kowalski", "Polish", "Open Water", "Dave", 11500, 11500),
]
PAY_HEADERS = ("ครู (Instructor)", "Open Water (คน)", "Advanced (คน)", "Rescue (คน)", "Discover (คน)",
               "ค่าสอนรวม (Pay, THB)")
PAY_RATES = (3000, 2500, 3500, 1000)
PAY = [("ครูบอม", 3, 2, 0, 0), ("ครูแนน", 1, 1, 0, 1), ("Dave", 2, 0, 1, 0)]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "คอร์สเรียน (Courses, THB)", "ดำน้ำเที่ยว (Fun dives, THB)",
                  "เช่าอุปกรณ์ (Rental, THB)", "ทริปดำน้ำตื้น (Snorkel trips, THB)", "รวมรายรับ (Total income, THB)",
                  "นักเรียน (Students)")
INCOME = [(168500, 64000, 9800, 14500, 16), (182000, 71000, 10400, 16000, 17),
          (196500, 78500, 11200, 18500, 18), (214000, 83000, 12600, 21000, 20),
          (118500, 42000, 6300, 9500, 11), (131000, 47500, 7100, 11000, 12),
          (187500, 73000, 10900, 17500, 17)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าเช่าเรือ (Boat charter, THB)", "ค่าสอนครู (Instructor pay, THB)",
                   "น้ำมัน/อัดอากาศ (Fuel & fills, THB)", "ค่าเช่าร้าน (Shop rent, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(120000, 58000, 12400, 35000, 6500, ""), (130000, 62500, 13100, 35000, 5800, ""),
            (147000, 66000, 14200, 35000, 7200, "สัญญาเรือใหม่เริ่ม 1 มี.ค."),
            (159000, 71500, 15300, 35000, 24800, "ซ่อมคอมเพรสเซอร์"),
            (84000, 38000, 8600, 35000, 4900, "โลว์ซีซั่น"), (90000, 41000, 9200, 35000, 5300, ""),
            (141000, 63500, 13800, 35000, 6100, "")]
LAST_YEAR = """# สรุปรายรับไทรรีบลู ปี 2567 (ทั้งปี)

- รายรับรวมทั้งปี 2,684,000 บาท
- เดือนที่ดีที่สุด ก.ค. 2567 รายรับ 312,400 บาท
- นักเรียนทั้งปี 171 คน
- ค่าเช่าเรือทั้งปี 1,236,000 บาท (ราคาเก่า)
- กำไรทั้งปีประมาณ 198,000 บาท
"""
BOAT_TOP = [
    "สัญญาเช่าเรือดำน้ำรายทริป",
    "ทำที่ เกาะเต่า อำเภอเกาะพะงัน จังหวัดสุราษฎร์ธานี วันที่ 20 กุมภาพันธ์ 2568",
    "ผู้ให้เช่า: นายเสน่ห์ ชูแก้ว (ไต๋เสน่ห์) เจ้าของเรือ ส.ชูแก้ว 3 เรือไม้ยาว 17 เมตร จอดท่าแม่หาด",
    "ผู้เช่า: นางปริยากร ทองสุข ในนาม ไทรรีบลู ไดฟ์เวอร์ส หาดทรายรี เกาะเต่า",
    "ข้อ 1. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มีนาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2569",
    "ข้อ 2. ผู้เช่ารับประกันจำนวนทริปขั้นต่ำเดือนละ 12 ทริป หากไม่ถึงคิดเท่ากับ 12 ทริปเช้า",
    "ข้อ 3. ผู้เช่าวางเงินประกัน 30,000 บาท ผู้ให้เช่าคืนเต็มจำนวนเมื่อครบสัญญา",
    "ข้อ 4. ค่าเช่าชำระเป็นรายเดือน ภายในวันที่ 5 ของเดือนถัดไป ตามจำนวนทริปที่วิ่งจริง",
    "ข้อ 5. ยกเลิกทริปเพราะคลื่นลมแรงหรือประกาศเตือนภัย ไม่คิดค่าเช่า",
    "ข้อ 6. ผู้ให้เช่าจัดไต๋ ลูกเรือ 2 คน น้ำมัน น้ำดื่ม และถังออกซิเจนฉุกเฉินประจำเรือ",
    "ตารางค่าเช่าต่อทริป",
]
BOAT_TABLE = [
    ("ทริป", "เวลา", "จุดดำน้ำ", "ค่าเช่าต่อทริป (บาท)"),
    ("ทริปเช้า 2 จุด", "06:30-12:00", "Chumphon Pinnacle, Sail Rock, Southwest Pinnacle", "9,000"),
    ("ทริปบ่าย 2 จุด", "12:30-17:00", "Twins, Japanese Gardens, White Rock", "6,500"),
    ("ทริปกลางคืน 1 จุด", "18:00-20:30", "จุดใกล้เกาะ", "4,000"),
    ("ค่าน้ำมันเพิ่ม ทริปเกาะนางยวนรอบนอก", "", "", "1,500"),
]
BOAT_BOTTOM = ["ลงชื่อ เสน่ห์ ชูแก้ว ผู้ให้เช่า", "ลงชื่อ ปริยากร ทองสุข ผู้เช่า", "ลงชื่อ มานพ ทองสุข พยาน"]
OLD_BOAT = """# เงื่อนไขเช่าเรือไต๋เสน่ห์ ปี 2567 (มี.ค. 67 - ก.พ. 68)

- ทริปเช้า 2 จุด 8,000 บาท
- ทริปบ่าย 2 จุด 6,000 บาท
- กลางคืน 3,500 บาท
- ขั้นต่ำเดือนละ 10 ทริป
- เงินประกัน 20,000 บาท (ย้ายไปรวมในสัญญาใหม่แล้ว)
"""
SAMUI_QUOTE = [
    "SAMUI SCUBA SERVICE CO., LTD.\n"
    "45/7 Moo 3, Maret, Lamai, Koh Samui, Surat Thani 84310  Tel. 077-458-930\n"
    "QUOTATION No. SSS-2508-031   Date: 12 August 2025\n"
    "To: Sairee Blue Divers (Ms. Priyakorn Thongsuk), Sairee Beach, Koh Tao\n"
    "Subject: Annual equipment service before the high season\n"
    " \n"
    "Regulator service (1st stage, 2nd stage, octopus)  12 sets x 1,850 = 22,200\n"
    "BCD inspection and inflator service                10 pcs x   450 =  4,500\n"
    "Tank visual inspection (VIP)                        30 pcs x   150 =  4,500\n"
    "Hydrostatic test                                     8 pcs x   600 =  4,800\n"
    "Pick-up and return by ferry (Koh Tao - Samui)        1 lot         =  1,200\n"
    " \n"
    "Subtotal: 37,200 THB\nVAT 7%: 2,604 THB\nTotal: 39,804 THB\n"
    "Service kits (o-rings, seats, filters) included. Turnaround 10 working days after pick-up.\n"
    "50% deposit on confirmation, balance on return. This quotation is valid for 30 days.\n"
    "Contact: Mr. Anan Rakthai, service manager, Tel. 089-731-4402",
]
DIVETECH_QUOTE = [
    "DIVETECH KOH TAO - Regulator and cylinder service\n"
    "Mae Haad Pier Road, Koh Tao, Surat Thani 84360  Tel. 081-270-6613\n"
    "QUOTE DT-0825-07   Date: 18 August 2025\n"
    "Customer: Sairee Blue Divers, Sairee Beach\n"
    " \n"
    "Regulator service, full set                12 x 2,100 = 25,200\n"
    "BCD service                                10 x   400 =  4,000\n"
    "Tank visual inspection                     30 x   120 =  3,600\n"
    "Hydrostatic test (sent to Chumphon)         8 x   650 =  5,200\n"
    " \n"
    "Total: 38,000 THB (not VAT registered, no VAT)\n"
    "We collect from your shop, no transport fee. Turnaround 5 working days.\n"
    "Payment in full on return. Price valid until 30 September 2025.",
]
COMPRESSOR_NOTE = """# บันทึกซ่อมคอมเพรสเซอร์ Bauer ของร้าน ปี 2568

- 9 เม.ย. 68 คอมเพรสเซอร์อัดอากาศไม่ขึ้น ความดันค้างที่ 150 bar
- ช่างจากสมุยมาดู 11 เม.ย. เปลี่ยนวาล์วชั้นที่ 3 + ไส้กรองอากาศ + น้ำมัน รวม 24,800 บาท (ลงบัญชีเดือน เม.ย.)
- ระหว่างเสีย 3 วัน ไปเติมถังร้านข้างๆ ถังละ 60 บาท
- ชั่วโมงเครื่องตอนนี้ 2,740 ชม. เซอร์วิสครั้งต่อไปที่ 3,000 ชม. (น่าจะ ต.ค. 68)
- ใบเสนอราคาเซอร์วิสเร็กกับ BCD ได้มาแล้วสองเจ้า สมุยรวม 39,804 ของ DiveTech 38,000 ยังไม่ได้เลือก
"""
GROUP_EMAIL = """From: Rachel Tan <rachel.tan@lionheart-analytics.sg>
To: info@saireebluedivers.com
Date: 2 September 2025
Subject: Company dive trip enquiry - 8 people, late October

Hi Sairee Blue team,

I'm organising a team trip for Lionheart Analytics Pte Ltd (Singapore). Our plan:

- Arrive Koh Tao on 23 October 2025 (Lomprayah catamaran from Chumphon, arriving around 10:15)
- Leave on 27 October 2025 (morning boat to Samui)
- 4 colleagues want to do the Open Water course
- 3 are certified (two Open Water, one Advanced) and want 2 days of fun diving
- 1 does not dive and would like to snorkel

Our budget is about 95,000 THB for the diving, not counting hotel.
Could you offer a group discount, and can the beginners start on the afternoon we arrive?
Please send your quotation by 15 September 2025 so I can get approval.

Thanks,
Rachel Tan
People & Culture, Lionheart Analytics Pte Ltd
+65 8123 4471
"""
PALM_TOP = [
    "ใบเสนอราคา",
    "ไทรรีบลู ไดฟ์เวอร์ส (นางปริยากร ทองสุข) หาดทรายรี เกาะเต่า จ.สุราษฎร์ธานี โทร 077-456-218",
    "เลขที่ SB68-022   วันที่ 4 กันยายน 2568",
    "เรียน คุณวีระพงษ์ ศรีสมุทร ฝ่ายบุคคล บริษัท สุราษฎร์ปาล์มออยล์ จำกัด อ.พุนพิน จ.สุราษฎร์ธานี",
    "เรื่อง ทริปดำน้ำสัมมนาพนักงาน 9 คน วันที่ 10-13 พฤศจิกายน 2568",
]
PALM_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "คอร์ส Open Water (ราคากลุ่ม ลด 10% เหลือคนละ 10,350 บาท)", "6 คน", "62,100"),
    ("2", "ดำน้ำเที่ยว 4 ไดฟ์ สำหรับผู้มีบัตร (คนละ 4,000 บาท)", "3 คน", "12,000"),
    ("3", "ค่าธรรมเนียมอนุรักษ์ทะเลเกาะเต่า (คนละ 200 บาท)", "9 คน", "1,800"),
    ("", "รวมทั้งสิ้น", "", "75,900"),
]
PALM_BOTTOM = [
    "มัดจำ 30% เป็นเงิน 22,770 บาท ภายในวันที่ 10 ตุลาคม 2568 ส่วนที่เหลือชำระวันแรกของทริป",
    "ราคารวมที่พักห้องพัดลมระหว่างเรียน ไม่รวมค่าเรือข้ามฟากจากดอนสัก",
    "หากยกเลิกเพราะคลื่นลมแรง เลื่อนวันได้โดยไม่เสียมัดจำ",
    "ลงชื่อ ปริยากร ทองสุข ผู้เสนอราคา",
]
LINE_BOM = """[LINE] ประวัติการแชทกับ Bom Instructor
บันทึกเมื่อ: 23/08/2568 21:10

พฤ., 21/08/2568
19:02\tBom Instructor\tพี่ปุ๊กครับ ขอคุยเรื่องค่าสอนหน่อยครับ
19:03\tBom Instructor\tตอนนี้ Open Water ผมได้หัวละ 3,000 ร้านแถวไทรรีเค้าให้ 3,500 กันแล้วครับ
19:20\tปุ๊ก Sairee Blue\tพี่เข้าใจนะบอม แต่ค่าเรือขึ้นตั้งแต่ มี.ค. พี่ให้ได้ 3,300 เริ่ม 1 ก.ย. นะ
19:21\tปุ๊ก Sairee Blue\tAdvanced คงไว้หัวละ 2,500 เท่าเดิมก่อน ปลายปีค่อยคุยกันใหม่
19:25\tBom Instructor\tโอเคครับพี่ ขอบคุณครับ
19:26\tBom Instructor\tอีกเรื่องครับ ขอลาวันที่ 20-24 ก.ย. กลับเชียงใหม่ งานบวชน้องชายครับ
19:40\tปุ๊ก Sairee Blue\tได้จ้ะ ช่วงนั้นให้ครูแนนกับเดฟรับนักเรียนแทน อย่ารับนักเรียนใหม่ที่เริ่มหลัง 17 ก.ย. นะ

ส., 23/08/2568
08:15\tBom Instructor\tพี่ครับ Anna ที่เรียน OW กับเดฟ อยากต่อ Advanced กับผมวันที่ 25 ส.ค. ครับ
08:30\tปุ๊ก Sairee Blue\tโอเค เดี๋ยวพี่ลงตารางให้ เก็บเงินเต็มวันแรกเลยนะ
"""
LINE_SANAE = """[LINE] ประวัติการแชทกับ ไต๋เสน่ห์ ส.ชูแก้ว
บันทึกเมื่อ: 26/08/2568 07:30

จ., 25/08/2568
17:45\tไต๋เสน่ห์ ส.ชูแก้ว\tปุ๊ก เครื่องเรือควันดำมาหลายวันแล้ว ต้องยกเครื่องก่อนไฮซีซั่น
17:46\tไต๋เสน่ห์ ส.ชูแก้ว\tนัดอู่ที่ชุมพรไว้ วันที่ 15 ก.ย. ถึง 17 ก.ย. ช่วงนั้นเรือไม่วิ่งนะ
18:02\tปุ๊ก Sairee Blue\tแล้วทริปเช้าช่วงนั้นทำไงดีคะไต๋ มีนักเรียนจองไว้แล้ว
18:10\tไต๋เสน่ห์ ส.ชูแก้ว\tเดี๋ยวให้ไต๋หมึก เรือ ส.ทองดี มาวิ่งแทน ทริปเช้าเขาคิด 10,500
18:11\tไต๋เสน่ห์ ส.ชูแก้ว\tส่วนที่แพงกว่าของเรา 1,500 ไต๋ออกให้ครึ่งนึง
18:20\tปุ๊ก Sairee Blue\tโอเคค่ะ งั้นช่วงนั้นงดทริปบ่ายไปก่อน ขอบคุณค่ะไต๋
"""
PLAN_SLIDES = [
    ("แผนซื้อเรือดำน้ำของร้านเอง ปี 2569 (Own dive boat plan 2026)",
     "ปริยากร ทองสุข - ไทรรีบลู ไดฟ์เวอร์ส เกาะเต่า\nกันยายน 2568"),
    ("ตอนนี้จ่ายค่าเช่าเรือเท่าไหร่ (Charter cost now)",
     "Boat charter Jan-Jul 2568: 871,000 THB\nAbout 16-18 trips a month in high season\n"
     "Afternoon trips often full, we turn away fun divers"),
    ("เรือที่เล็งไว้ (The boat)",
     "Used wooden dive boat 18 m, built 2015 at a Chumphon yard\n"
     "Asking price 2,800,000 THB\nRefit, dive deck and tank racks 350,000 THB"),
    ("เงินทุน (Funding)",
     "Down payment 900,000 THB from savings\nBank loan 2,250,000 THB over 5 years\n"
     "Loan payment about 46,500 THB a month"),
    ("ค่าใช้จ่ายต่อเดือน (Running cost)",
     "Captain + 2 crew 38,000 THB a month\nFuel about 45,000 THB a month in high season\n"
     "Mooring and boat insurance 6,000 THB a month"),
    ("เป้าหมาย (Goal)",
     "Own boat running from 1 March 2026, when the charter contract ends\n"
     "Rent out afternoon trips to other shops 3 days a week"),
]
PLAN_DRAFT = """# ไอเดียซื้อเรือเอง (ร่าง ก.ค. 68)

- เรือไม้ 16 เมตร มือสอง ที่บางสะพาน ประมาณ 2.5 ล้าน
- ผ่อนธนาคาร น่าจะเดือนละ 40,000 กว่าๆ
- ถามไต๋หมึกว่ารู้จักคนขายเรือไหม
- คุยกับพี่มานพก่อน เงินเก็บพอดาวน์ไหม
"""
PADI_RENEWAL = [
    "PADI Asia Pacific - Dive Center Membership Renewal 2026\n"
    "Member: Sairee Blue Divers, Koh Tao, Thailand   Store No. S-27714\n"
    "Renewal period: 1 January 2026 - 31 December 2026\n"
    " \n"
    "Dive Center membership fee ........ 31,500 THB\n"
    "Instructor renewals (3 x 6,200) ... 18,600 THB\n"
    "Professional liability (group) .... 14,900 THB\n"
    "Total due ......................... 65,000 THB\n"
    " \n"
    "Early renewal discount 5% if paid by 30 November 2025.\n"
    "Pay online with a credit card or by bank transfer quoting your store number.",
]
PEA_JUL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Koh Tao Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Priyakorn Thongsuk\nAddress: 14/3 Moo 1, Sairee, Koh Tao, Surat Thani 84360 (residence)\n"
    "Account No.: 020004518837   Meter No.: 7715209\n"
    "Billing month: July 2025 (reading 24 Jun 2025 - 24 Jul 2025)\n"
    "Previous reading: 18,204   Current reading: 18,616\n"
    "Units used: 412 kWh\n"
    "Energy charge: 1,798.27\nFt charge: 81.16\nService charge: 38.22\nVAT 7%: 134.24\n"
    "Total amount: 2,051.89 THB\nPlease pay by 8 August 2025",
]
PEA_AUG = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Koh Tao Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Priyakorn Thongsuk\nAddress: 14/3 Moo 1, Sairee, Koh Tao, Surat Thani 84360 (residence)\n"
    "Account No.: 020004518837   Meter No.: 7715209\n"
    "Billing month: August 2025 (reading 24 Jul 2025 - 24 Aug 2025)\n"
    "Previous reading: 18,616   Current reading: 19,084\n"
    "Units used: 468 kWh\n"
    "Energy charge: 2,059.99\nFt charge: 92.20\nService charge: 38.22\nVAT 7%: 153.33\n"
    "Total amount: 2,343.74 THB\nPlease pay by 8 September 2025",
]
PCX_PAGES = [
    "THAI ISLAND LEASING CO., LTD. - Koh Samui branch\nHIRE PURCHASE STATEMENT\nStatement date: 31 August 2025\n"
    "Hirer: Mrs. Priyakorn Thongsuk\nContract No.: TIL-MC-24-03381\n"
    "Vehicle: Honda PCX160, 2024, registration 1 Kor Yor 4417 Surat Thani\n"
    "Amount financed: 72,000.00 THB, contract date 5 July 2024\n"
    "Term: 36 installments of 2,690.00 THB, due on the 5th of each month\n"
    "Installments paid: 14 of 36\nRemaining installments: 22\n"
    "Remaining balance (22 x 2,690.00): 59,180.00 THB\n"
    "Early settlement amount if paid by 30 September 2025: 54,300.00 THB\n"
    "Late payment fee: 100 THB per installment after 7 days.",
]
INSURANCE_PAGES = [
    "ANDAMAN LIFE INSURANCE PCL\nHEALTH POLICY RENEWAL NOTICE\nNotice date: 1 September 2025\n"
    "Policyholder: Mrs. Priyakorn Thongsuk\nPolicy No.: AL-H-6620418\n"
    "Insured persons: Mrs. Priyakorn Thongsuk (age 41), Master Tonkhao Thongsuk (age 10)\n"
    "Plan: Health Plus 1,000,000 (in-patient, per year per person), OPD rider 1,500 THB per visit\n"
    "Current policy expires: 31 October 2025\n"
    "Renewal premium for both insured persons: 28,640.00 THB\n"
    "Please pay by 15 October 2025 to keep the cover without a waiting period.\n"
    "Pay by transfer, counter service, or 6 monthly credit card installments at 0%.\n"
    "Agent: Ms. Jintana Phromsuk, Surat Thani branch, Tel. 086-248-9015",
]
SCHOOL_NOTE = """# ค่าเทอมน้องต้นข้าว ปี 2568 (ป.5 โรงเรียนสองภาษาเกาะเต่า)

- เทอม 1/2568 จ่ายไปแล้ว 17,800 บาท (โอน 12 พ.ค. 68)
- เทอม 2/2568 ค่าเทอม 18,500 บาท ต้องจ่ายภายใน 31 ต.ค. 2568 (ขึ้นมา 700 บาท)
- ค่าทัศนศึกษาไปสมุย เทอม 2 อีก 1,200 บาท
- ค่าเรียนว่ายน้ำ วันเสาร์ เดือนละ 800 บาท
- ชุดนักเรียนใหม่ ซื้อแล้ว 1,450 บาท
"""
TAX_NOTE = """# ภาษีเงินได้ ปีภาษี 2567 (ยื่น ภ.ง.ด.90 ออนไลน์ 28 มี.ค. 2568)

- เงินได้จากร้านดำน้ำ 40(8) ทั้งปี 2,684,000 บาท หักค่าใช้จ่ายเหมา 60%
- ค่าเช่าห้องแถวที่ให้เช่าหน้าหาด 40(5) 96,000 บาท
- ลดหย่อน: ส่วนตัว 60,000 บุตร 30,000 ประกันสุขภาพ 25,000 ประกันสังคม ม.40 1,200
- ภาษีที่ต้องชำระ 38,420 บาท ผ่อน 3 งวดกับสรรพากร งวดสุดท้าย 28 พ.ค. 68 จ่ายแล้ว
- ปีนี้เก็บใบเสร็จค่าเบี้ยประกันสุขภาพไว้ให้ครบ
"""
DISTRACTORS = {
    "ไทรรีบลู/ลูกค้า/ใบเสนอราคา_สุราษฎร์ปาล์มออยล์_ร่าง.txt":
        "ร่างใบเสนอราคา สุราษฎร์ปาล์มออยล์ (ยังไม่ส่ง รอคุณวีระพงษ์ยืนยันจำนวนคน)\n"
        "- Open Water 5 คน x 11,500 = 57,500\n- Fun dive 3 คน x 4,000 = 12,000\n"
        "- รวม 69,500 บาท ยังไม่ลดกลุ่ม ยังไม่รวม marine fee\n",
    "ไทรรีบลู/แผนงาน/ไอเดียซื้อเรือเอง_ร่าง.md": PLAN_DRAFT,
    "ไทรรีบลู/คอร์ส/ราคาคอร์สดำน้ำ_2567.md": OLD_COURSES,
    "ไทรรีบลู/บัญชี/สรุปรายรับ_ไทรรีบลู_2567.md": LAST_YEAR,
    "ไทรรีบลู/เรือ/สัญญาเช่าเรือ_ไต๋เสน่ห์_2567.md": OLD_BOAT,
}
WORKSPECT = {"todo.md": "- ตอบอีเมลกลุ่มสิงคโปร์ก่อน 15 ก.ย.\n- เลือกเจ้าเซอร์วิสเร็ก\n"
                        "- ทวงเงินนักเรียนที่ยังจ่ายไม่ครบ\n- จ่ายค่าเทอมต้นข้าว\n"}


def _students(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "นักเรียน ส.ค. 68"
    sheet.append(["นักเรียนคอร์สดำน้ำ ไทรรีบลู สิงหาคม 2568 (Sairee Blue students, August 2025)"])
    sheet.append(list(STUDENT_HEADERS))
    for row in STUDENTS:
        sheet.append([*row, row[5] - row[6]])
    sheet.append(["รวม (Total)", "", "", "", "", sum(row[5] for row in STUDENTS), sum(row[6] for row in STUDENTS),
                  sum(row[5] - row[6] for row in STUDENTS)])
    for column in (6, 7, 8):
        money_format(sheet, column)
    pay = book.create_sheet("ค่าสอนครู Instructor pay")
    pay.append(["ค่าสอนครู ส.ค. 68 (OW 3,000 / Advanced 2,500 / Rescue 3,500 / Discover 1,000 บาทต่อคน)"])
    pay.append(list(PAY_HEADERS))
    for name, *counts in PAY:
        pay.append([name, *counts, sum(c * r for c, r in zip(counts, PAY_RATES))])
    pay.append(["รวม (Total)", *(sum(row[i] for row in PAY) for i in range(1, 5)),
                sum(sum(c * r for c, r in zip(row[1:], PAY_RATES)) for row in PAY)])
    money_format(pay, 6)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับไทรรีบลู ไดฟ์เวอร์ส ม.ค.-ก.ค. 2568 (Sairee Blue income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:4]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ไทรรีบลู"
    for sub in ("คอร์ส", "บัญชี", "เรือ", "อุปกรณ์", "ลูกค้า", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ค่าไฟ", "ประกันและผ่อน", "ลูก", "ภาษี"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "คอร์ส" / "ราคาคอร์สดำน้ำ_2568.docx", COURSES_TOP, table=COURSES_TABLE, bottom=COURSES_BOTTOM)
    _students(shop / "คอร์ส" / "นักเรียน_สค2568.xlsx")
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_ไทรรีบลู_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PADI_DiveCenter_renewal_2026.pdf", PADI_RENEWAL)
    write_docx(shop / "เรือ" / "สัญญาเช่าเรือ_ไต๋เสน่ห์_2568.docx", BOAT_TOP, table=BOAT_TABLE, bottom=BOAT_BOTTOM)
    make_pdf(shop / "อุปกรณ์" / "SamuiScubaService_quote_2025-08.pdf", SAMUI_QUOTE)
    make_pdf(shop / "อุปกรณ์" / "DiveTech_KohTao_quote_2025-08.pdf", DIVETECH_QUOTE)
    (shop / "อุปกรณ์" / "บันทึกซ่อมคอมเพรสเซอร์_2568.md").write_text(COMPRESSOR_NOTE, encoding="utf-8")
    (shop / "ลูกค้า" / "Lionheart_group_enquiry_Oct2025.txt").write_text(GROUP_EMAIL, encoding="utf-8")
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_สุราษฎร์ปาล์มออยล์_2568-09.docx", PALM_TOP, table=PALM_TABLE,
               bottom=PALM_BOTTOM)
    (shop / "แชท" / "LINE_ครูบอม.txt").write_text(LINE_BOM, encoding="utf-8")
    (shop / "แชท" / "LINE_ไต๋เสน่ห์_เรือ.txt").write_text(LINE_SANAE, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนซื้อเรือ_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_2025-07.pdf", PEA_JUL)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_2025-08.pdf", PEA_AUG)
    make_pdf(home / "ประกันและผ่อน" / "PCX_ThaiIslandLeasing_2025-08.pdf", PCX_PAGES)
    make_pdf(home / "ประกันและผ่อน" / "AndamanLife_health_renewal_2025.pdf", INSURANCE_PAGES)
    (home / "ลูก" / "ค่าเทอมน้องต้นข้าว_2568.md").write_text(SCHOOL_NOTE, encoding="utf-8")
    (home / "ภาษี" / "ภาษีปี2567_ยื่นแล้ว.md").write_text(TAX_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
