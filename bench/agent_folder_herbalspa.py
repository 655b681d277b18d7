"""A folder for a blind agent-task set (`herbalspa`): a herbal spa and Thai massage school owner's papers.

Praewphan Sriwong (ครูแพรว) runs Baan Plai Spa & School (บ้านไพล สปาแอนด์สคูล) in a rented shophouse in
Hang Dong, Chiang Mai: this year's and last year's course-fee lists (docx, tables), the July class roster
(xlsx, students and schedule sheets) and an older class note (md), a German student's English email, the spa's
income and expenses by month for January-August 2568 (xlsx, two sheets, Thai/English headers), an English spa
menu, a Thai note on renewing the spa licence, her herb supplier's English price list and invoice (pdf) and last
year's prices (md), two quotes for off-site massage (a hotel seminar and a resort, docx with tables) and a draft,
two LINE chat exports (the hotel's banquet manager, the therapists' group), slides of a plan to build a herbal
steam room in 2569 (pptx) and a draft of the idea; household papers: two electricity bills, a home-loan
statement and a health-insurance renewal (English pdf), her daughter's school-fee notes for two terms and a
monthly household-costs note. The workspect holds a to-do list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SCHOOL = "บ้านไพล สปาแอนด์สคูล (นางสาวแพรวพรรณ ศรีวงศ์) 145/3 หมู่ 2 ต.หนองควาย อ.หางดง จ.เชียงใหม่ 50230 โทร 081-882-4619"

COURSE_TOP = [
    "อัตราค่าเรียนหลักสูตรนวดแผนไทย โรงเรียนบ้านไพล ปี 2568",
    SCHOOL,
    "ใช้ตั้งแต่วันที่ 1 มกราคม 2568 เป็นต้นไป (หลักสูตรรับรองโดยกรมสนับสนุนบริการสุขภาพ)",
    "เรียนวันจันทร์-ศุกร์ 09.00-16.00 น. รับรุ่นละไม่เกิน 10 คน",
]
COURSE_TABLE = [
    ("หลักสูตร", "จำนวนชั่วโมง", "ค่าเรียน (บาท)", "หมายเหตุ"),
    ("นวดไทยทั่วไป (ขั้นพื้นฐาน)", "30 ชั่วโมง", "6,500", "5 วัน"),
    ("นวดฝ่าเท้าเพื่อสุขภาพ", "30 ชั่วโมง", "5,900", "5 วัน"),
    ("นวดน้ำมันอโรมา", "30 ชั่วโมง", "7,200", "รวมน้ำมันฝึก"),
    ("ประคบสมุนไพรและทำลูกประคบ", "12 ชั่วโมง", "2,800", "กลับบ้านพร้อมลูกประคบ 10 ลูก"),
    ("นวดไทยเพื่อสุขภาพ (ใช้ยื่นขึ้นทะเบียนผู้ให้บริการ)", "150 ชั่วโมง", "19,500", "ประมาณ 1 เดือน"),
]
COURSE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เมื่อสมัคร ส่วนที่เหลือชำระในวันแรกที่เข้าเรียน",
    "สมัครพร้อมกัน 2 หลักสูตรขึ้นไป ลด 10% (ไม่รวมหลักสูตร 150 ชั่วโมง)",
    "ค่าเรียนรวมชุดฝึก เอกสารประกอบการเรียน อาหารกลางวัน และใบประกาศนียบัตร",
    "ขาดเรียนเกิน 20% ของชั่วโมงเรียน ไม่ได้รับใบประกาศนียบัตร",
]
OLD_COURSE_TOP = [
    "ค่าเรียนนวดแผนไทย โรงเรียนบ้านไพล ปี 2567",
    SCHOOL,
    "ใช้ตั้งแต่ 1 มกราคม 2567",
]
OLD_COURSE_TABLE = [
    ("หลักสูตร", "จำนวนชั่วโมง", "ค่าเรียน (บาท)"),
    ("นวดไทยทั่วไป", "30 ชั่วโมง", "6,000"),
    ("นวดฝ่าเท้า", "30 ชั่วโมง", "5,400"),
    ("นวดน้ำมันอโรมา", "30 ชั่วโมง", "6,800"),
    ("ประคบสมุนไพร", "12 ชั่วโมง", "2,500"),
    ("นวดไทยเพื่อสุขภาพ", "150 ชั่วโมง", "18,000"),
]
OLD_COURSE_BOTTOM = ["มัดจำ 50% เมื่อสมัคร", "ค่าเรียนรวมอาหารกลางวันและใบประกาศนียบัตร"]

ROSTER_HEADERS = ("ลำดับ (No.)", "ชื่อ (Name)", "สัญชาติ (Nationality)", "หลักสูตร (Course)",
                  "ค่าเรียน (Fee, THB)", "จ่ายแล้ว (Paid, THB)", "ค้างชำระ (Balance, THB)")
ROSTER = [
    ("นางสาวกมลชนก ปัญญาดี", "ไทย", "นวดไทยทั่วไป 30 ชม.", 6500, 6500),
    ("นายธีรวัฒน์ ใจมา", "ไทย", "นวดไทยทั่วไป 30 ชม.", 6500, 6500),
    ("Yuki Tanaka", "ญี่ปุ่น (Japan)", "นวดฝ่าเท้า 30 ชม.", 5900, 5900),
    ("นางวันเพ็ญ คำแสน", "ไทย", "นวดไทยเพื่อสุขภาพ 150 ชม.", 19500, 10000),
    ("นายสมศักดิ์ อินทร์แก้ว", "ไทย", "นวดน้ำมันอโรมา 30 ชม.", 7200, 2160),
    ("Liam O'Connor", "ไอร์แลนด์ (Ireland)", "นวดไทยทั่วไป 30 ชม.", 6500, 6500),
    ("นางสาวพิมพ์ชนก ดวงดี", "ไทย", "ประคบสมุนไพร 12 ชม.", 2800, 2800),
]
SCHEDULE = [
    ("วันที่ (Date)", "หลักสูตร (Course)", "ครูผู้สอน (Teacher)", "ห้อง (Room)"),
    ("7-11 ก.ค. 2568", "นวดไทยทั่วไป / นวดฝ่าเท้า", "ครูแพรว / พี่นวล", "ห้องเรียน 1 / ห้องเรียน 2"),
    ("14-18 ก.ค. 2568", "นวดน้ำมันอโรมา", "ครูแพรว", "ห้องเรียน 1"),
    ("21-22 ก.ค. 2568", "ประคบสมุนไพร", "พี่นวล", "ห้องเรียน 2"),
    ("7 ก.ค. - 8 ส.ค. 2568", "นวดไทยเพื่อสุขภาพ 150 ชม.", "ครูแพรว", "ห้องเรียน 1"),
]
OLD_ROSTER = """# นักเรียนรุ่น 13 (พ.ค. 2568)

- เรียน 5-30 พ.ค. 2568 รวม 5 คน
- คุณอรอุมา นวดไทยทั่วไป 6,500 ค้างชำระ 3,000 บาท (บอกว่าจะโอนสิ้นเดือน)
- Sophie Martin นวดน้ำมันอโรมา 7,200 จ่ายครบ
- คุณประเสริฐ นวดฝ่าเท้า 5,900 จ่ายครบ
- คุณจันทร์ฉาย กับคุณบุญเรือน นวดไทยเพื่อสุขภาพ 150 ชม. คนละ 19,500 จ่ายครบ
- รุ่นนี้ค่าเรียนรวม 58,600 บาท
"""
ANNA_EMAIL = """From: Anna Schmidt <anna.schmidt.massage@web.de>
To: Baan Plai Spa & School <baanplai.school@gmail.com>
Date: Tue, 19 Aug 2025 07:48:31 +0200
Subject: Course enquiry - Thai massage + foot massage in October

Hello Khun Praew,

My friend Liam studied with you in July and said your school is very good. I am a physiotherapist from
Freiburg and I will be in Chiang Mai from 4 to 25 October 2025.

I would like to take the general Thai massage course (30 hours) and the foot massage course (30 hours)
one after the other, from 6 to 17 October. Could you tell me:
- if there is a place for me in those two weeks,
- the total fee with the discount for two courses, and how much deposit I should send,
- whether you can recommend a guesthouse within walking distance (budget about 600 THB a night).

I can pay the deposit by Wise. I am vegetarian, I hope that is fine for the lunch.

Kind regards,
Anna Schmidt
+49 176 2291 4580
"""
SPA_MENU = """# Baan Plai Spa - Treatment Menu 2025

Open daily 10:00-21:00, last booking 19:30. Tel. 081-882-4619 (LINE: @baanplai)

- Traditional Thai massage: 60 min 350 THB / 90 min 500 THB / 120 min 650 THB
- Foot reflexology: 60 min 300 THB
- Aromatherapy oil massage: 60 min 500 THB / 90 min 700 THB
- Thai herbal compress massage: 90 min 650 THB
- Herbal steam (sauna) 30 min: coming soon
- Baan Plai Signature package (Thai massage + herbal compress + foot), 2 hours: 990 THB

Students of our school get 20% off all treatments.
"""
LICENCE_NOTE = """# ต่อใบอนุญาตสถานประกอบการเพื่อสุขภาพ (กิจการนวดเพื่อสุขภาพ) ปี 2568

- ใบอนุญาตเลขที่ ชม 0256/2566 หมดอายุ 2 ธันวาคม 2568 ต้องยื่นต่ออายุก่อนหมดอายุ
- ยื่นที่ สำนักงานสาธารณสุขจังหวัดเชียงใหม่ (สสจ.) งานคุ้มครองผู้บริโภค
- ค่าธรรมเนียมต่ออายุ 3,000 บาท (ต่อ 2 ปี)
- เอกสาร: สำเนาใบอนุญาตเดิม, ทะเบียนผู้ให้บริการ 8 คน (ใบของแอนหมดอายุ มี.ค. 69), รูปถ่ายร้าน, สัญญาเช่าตึก
- ตรวจสถานที่: ห้องนวดต้องมีแสงพอ ประตูไม่ล็อกจากด้านใน ติดป้ายราคาให้เห็นชัด
- ผู้ดำเนินการสปา: ครูแพรวเอง (ใบผู้ดำเนินการยังไม่หมด)
- ตั้งใจไปยื่นเดือน ต.ค. ช่วงร้านเงียบ
"""
PRICELIST = [
    "LANNA HERB SUPPLY CO., LTD.\n"
    "88 Moo 5, San Pa Tong, Chiang Mai 50120   Tel. 053-311-927\n"
    "WHOLESALE PRICE LIST 2025 - effective 1 March 2025 (prices in THB, VAT not included)\n"
    "Customer account: Baan Plai Spa & School, account No. C-1184\n"
    " \n"
    "Herbal compress ball, fresh, 150 g ......... 45 / piece\n"
    "Herbal compress ball, dried, 250 g (retail)  65 / piece\n"
    "Plai (Zingiber cassumunar) massage oil, 1 L . 420\n"
    "Coconut massage oil, 5 L ................... 950\n"
    "Thai herbal steam mix, 1 kg ................ 180\n"
    "Herbal balm 50 g (wholesale) ............... 38\n"
    "Lemongrass essential oil, 100 ml ........... 390\n"
    "Tamarind body scrub, 1 kg .................. 260\n"
    " \n"
    "Terms: free delivery in Chiang Mai for orders over 5,000 THB. Credit 30 days for account customers.\n"
    "Fresh compress balls must be ordered 3 days in advance.",
]
INVOICE = [
    "LANNA HERB SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: LH2508-0362   Date: 14 August 2025\n"
    "Customer: Baan Plai Spa & School (Ms. Praewphan Sriwong), 145/3 Moo 2, Nong Khwai, Hang Dong,\n"
    "Chiang Mai 50230   Account No. C-1184\n"
    " \n"
    "Herbal compress ball, fresh, 150 g  200 x  45.00 = 9,000.00\n"
    "Plai massage oil, 1 L                 6 x 420.00 = 2,520.00\n"
    "Coconut massage oil, 5 L              4 x 950.00 = 3,800.00\n"
    "Thai herbal steam mix, 1 kg          10 x 180.00 = 1,800.00\n"
    " \n"
    "Subtotal: 17,120.00 THB\nVAT 7%: 1,198.40 THB\nTotal amount due: 18,318.40 THB\n"
    "Payment term: credit 30 days. Due date: 13 September 2025\n"
    "Pay by transfer to Bangkok Bank, account 512-7-30884-6, Lanna Herb Supply Co., Ltd.",
]
OLD_HERB_PRICES = """# ราคาสมุนไพร ล้านนาเฮิร์บ (ใบราคาปี 2567 ปีที่แล้ว)

- ลูกประคบสด 150 กรัม ลูกละ 40 บาท
- ลูกประคบแห้ง 250 กรัม ลูกละ 60 บาท
- น้ำมันไพล 1 ลิตร 380 บาท
- น้ำมันมะพร้าวสำหรับนวด 5 ลิตร 890 บาท
- สมุนไพรอบตัว 1 กก. 160 บาท
- ยาหม่อง 50 กรัม ส่ง 35 บาท
- สั่งเกิน 3,000 ส่งฟรี
"""
HOTEL_QUOTE_TOP = [
    "ใบเสนอราคา",
    SCHOOL,
    "เลขที่ QT68-021   วันที่ 18 สิงหาคม 2568",
    "เรียน คุณธนากร วงศ์คำ (คุณต้อม) ผู้จัดการฝ่ายจัดเลี้ยง โรงแรมดอยคำวิว ถนนคลองชลประทาน อ.หางดง จ.เชียงใหม่",
    "เรื่อง บริการนวดแผนไทยนอกสถานที่ งานสัมมนาบริษัท 2 วัน (13-14 กันยายน 2568) ผู้เข้าร่วม 80 คน หมอนวด 8 คน",
]
HOTEL_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "นวดคอ บ่า ไหล่ 30 นาที (คิวละ 250 บาท)", "160 คิว", "40,000"),
    ("2", "นวดเท้า 45 นาที (คิวละ 350 บาท)", "40 คิว", "14,000"),
    ("3", "ค่าเดินทางและที่พักหมอนวด 8 คน 2 วัน", "1 งาน", "6,400"),
    ("4", "ลูกประคบสมุนไพรของที่ระลึก (ลูกละ 65 บาท)", "80 ลูก", "5,200"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "65,600"),
]
HOTEL_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 19,680 บาท ภายในวันที่ 1 กันยายน 2568 ส่วนที่เหลือชำระภายใน 7 วันหลังจบงาน",
    "โรงแรมจัดห้องนวดหรือพื้นที่กั้นสัดส่วน พร้อมเบาะ 8 ชุด ทางร้านนำผ้า น้ำมัน และอุปกรณ์มาเอง",
    "ใบเสนอราคานี้ยืนราคา 20 วัน",
    "ลงชื่อ แพรวพรรณ ศรีวงศ์ ผู้เสนอราคา",
]
RESORT_QUOTE_TOP = [
    "ใบเสนอราคา",
    SCHOOL,
    "เลขที่ QT68-015   วันที่ 9 มิถุนายน 2568",
    "เรียน คุณศิริพร ทาแก้ว ผู้จัดการ สวนลำไยรีสอร์ท อ.สันป่าตอง จ.เชียงใหม่",
    "เรื่อง บริการนวดแผนไทยนอกสถานที่ งานเลี้ยงครบรอบพนักงาน 1 วัน (28 มิถุนายน 2568) หมอนวด 5 คน",
]
RESORT_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "นวดคอ บ่า ไหล่ 30 นาที (คิวละ 250 บาท)", "70 คิว", "17,500"),
    ("2", "นวดเท้า 30 นาที (คิวละ 250 บาท)", "20 คิว", "5,000"),
    ("3", "ค่าเดินทางหมอนวด 5 คน", "1 งาน", "2,000"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "24,500"),
]
RESORT_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 7,350 บาท ส่วนที่เหลือชำระในวันงาน",
    "ใบเสนอราคานี้ยืนราคา 15 วัน",
    "ลงชื่อ แพรวพรรณ ศรีวงศ์ ผู้เสนอราคา",
]
HOTEL_DRAFT = """ร่าง ใบเสนอราคา ดอยคำวิว (ยังไม่ส่ง คิดคร่าวๆ หลังคุยโทรศัพท์กับพี่ต้อม 15 ส.ค.)
- งานสัมมนา 2 วัน คนประมาณ 60-80 คน
- นวดคอบ่าไหล่ 30 นาที คิวละ 250 ประมาณ 150 คิว = 37,500
- นวดเท้า 30 คิว คิวละ 350 = 10,500
- ค่าเดินทาง 4,000
- รวมประมาณ 52,000 ยังไม่รวมลูกประคบ ต้องถามว่าโรงแรมให้ที่พักไหม
"""
LINE_TOM = """[LINE] ประวัติการแชทกับ ต้อม ดอยคำวิว
บันทึกเมื่อ: 26/08/2568 21:10

จ., 18/08/2568
14:02\tครูแพรว บ้านไพล\tพี่ต้อมคะ ส่งใบเสนอราคางานสัมมนา 13-14 ก.ย. ให้แล้วนะคะ
14:03\tครูแพรว บ้านไพล\t[ไฟล์] ใบเสนอราคา_นวดนอกสถานที่_โรงแรมดอยคำวิว_2568-08.docx
14:30\tต้อม ดอยคำวิว\tได้รับแล้วครับครู ขอไปคุยกับลูกค้าก่อนนะครับ

พ., 20/08/2568
10:15\tต้อม ดอยคำวิว\tลูกค้าเค้ามีงบ 60,000 ครับ ครูพอลดได้ไหม ทางโรงแรมให้ห้องพักหมอนวดฟรี 4 ห้องครับ
10:40\tครูแพรว บ้านไพล\tถ้าโรงแรมให้ห้องพักฟรี ครูลดให้เหลือ 62,000 ถ้วนค่ะพี่ (ยังมีค่ารถตู้ของทีม) ลูกประคบ 80 ลูกยังให้เหมือนเดิม
10:45\tต้อม ดอยคำวิว\tโอเคครับ 62,000 ตกลงครับ มัดจำเท่าไหร่ครับ
10:50\tครูแพรว บ้านไพล\tมัดจำ 30% เป็น 18,600 บาทค่ะ โอนเข้ากสิกร บ้านไพล สปา 067-8-41529-0 ได้เลยค่ะ

ศ., 22/08/2568
16:20\tต้อม ดอยคำวิว\tโอนมัดจำ 18,600 แล้วนะครับ
16:21\tต้อม ดอยคำวิว\t[รูปภาพ]
16:25\tครูแพรว บ้านไพล\tได้รับแล้วค่ะ ขอบคุณค่ะพี่
16:30\tต้อม ดอยคำวิว\tวันงานให้ทีมหมอนวดมาถึงโรงแรม 7 โมงครึ่งนะครับ เริ่มนวดแปดโมงครึ่ง ที่ห้องบอลรูมชั้น 2
16:33\tครูแพรว บ้านไพล\tรับทราบค่ะ ไป 8 คนตามเดิมค่ะ
"""
LINE_STAFF = """[LINE] ประวัติการแชทกลุ่ม หมอนวดบ้านไพล
บันทึกเมื่อ: 30/08/2568 22:05

ส., 30/08/2568
09:05\tครูแพรว\tแจ้งทุกคนนะคะ ตั้งแต่ 1 ก.ย. 2568 ครูปรับค่ามือขึ้นให้ค่ะ
09:06\tครูแพรว\tนวดไทย 1 ชม. ได้ 150 (เดิม 130) / นวดเท้า 1 ชม. ได้ 130 (เดิม 120) / นวดน้ำมัน 1 ชม. ได้ 200 (เดิม 180) / ประคบสมุนไพร 1.5 ชม. ได้ 230
09:07\tครูแพรว\tแพ็กเกจ Signature 2 ชม. ได้คิวละ 380 ทิปเป็นของหมอนวดทั้งหมดเหมือนเดิมนะคะ
09:08\tครูแพรว\tใครทำครบ 120 ชั่วโมงในเดือนนั้น ได้โบนัสเพิ่มอีก 2,000 บาทค่ะ
09:15\tพี่นวล\tขอบคุณค่ะครู
09:20\tแอน\tครูคะ งานนอกสถานที่ 13-14 ก.ย. ไปใครบ้างคะ
09:25\tครูแพรว\tพี่นวล แอน แก้ว ปุ๊ก จอย หน่อย มะลิ บัว 8 คนค่ะ ได้คนละ 1,500 ต่อวัน ร้านปิดสองวันนั้นนะคะ
09:30\tปุ๊ก\tรับทราบค่ะ
09:41\tแก้ว\tครูคะ เดือนนี้ลูกประคบเหลือน้อยแล้วค่ะ
09:45\tครูแพรว\tครูสั่งลูกประคบไปแล้ว 200 ลูก มาถึงแล้วอยู่ในห้องเก็บของค่ะ
"""
PLAN_SLIDES = [
    ("ห้องอบสมุนไพร บ้านไพล ปี 2569 (Herbal steam room plan 2026)",
     "แพรวพรรณ ศรีวงศ์ - บ้านไพล สปาแอนด์สคูล หางดง\nสิงหาคม 2568"),
    ("ทำไมต้องมีห้องอบ (Why)", "Guests ask for herbal steam almost every day, mostly tour groups\n"
                              "Two spas on Canal Road already have one\nFits the Signature package and the school's compress course"),
    ("งบลงทุน (Budget)", "Build 2 steam rooms (men / women) in the back yard: 185,000 THB\n"
                         "Steam generator + herb boiler: 48,000 THB\nLockers and 2 showers: 37,000 THB\n"
                         "Total investment 270,000 THB (own savings 150,000 + SME loan 120,000)"),
    ("ราคาและรายได้ (Price and income)", "Herbal steam 30 min: 200 THB; with any massage: 150 THB\n"
                                         "Target 15 guests a day, about 60,000 THB a month in the high season\n"
                                         "Payback in about 14 months"),
    ("ไทม์ไลน์ (Timeline)", "Get quotes from 3 builders by December 2025\nBuild in May-June 2026 (low season)\n"
                            "Open on 1 July 2026 (1 ก.ค. 2569)"),
]
STEAM_DRAFT = """# ไอเดียห้องอบสมุนไพร (ร่าง มิ.ย. 68)

- ทำห้องอบห้องเดียวก่อน งบสัก 200,000 ไหวไหม
- คิดราคาอบ 30 นาที 150 บาท
- ถามช่างหมู่บ้านเรื่องหม้อต้มสมุนไพร
- ลองไปดูร้านถนนคลองชลประทานที่มีห้องอบแล้ว
"""
BILL_AUG = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hang Dong District Office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Ms. Praewphan Sriwong   Account No. 020012345678\n"
    "Address: 27/1 Moo 6, Ban Waen, Hang Dong, Chiang Mai 50230 (residence)\n"
    "Meter reading period: 14 July 2025 - 13 August 2025\n"
    "Previous reading: 18,442   Current reading: 19,054   Units used: 612 kWh\n"
    " \n"
    "Energy charge: 2,446.29 THB\nService charge: 38.22 THB\nFt (0.1972 THB/unit): 120.69 THB\n"
    "Subtotal: 2,605.20 THB\nVAT 7%: 182.36 THB\nTotal amount: 2,787.56 THB\n"
    " \n"
    "Bill date: 15 August 2025   Please pay by: 27 August 2025\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
BILL_JUL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hang Dong District Office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Ms. Praewphan Sriwong   Account No. 020012345678\n"
    "Address: 27/1 Moo 6, Ban Waen, Hang Dong, Chiang Mai 50230 (residence)\n"
    "Meter reading period: 13 June 2025 - 13 July 2025\n"
    "Previous reading: 17,776   Current reading: 18,442   Units used: 666 kWh\n"
    " \n"
    "Total amount: 3,041.88 THB (VAT included)\n"
    "Bill date: 15 July 2025   Please pay by: 28 July 2025\n"
    "Paid: 20 July 2025 via PEA Smart Plus. Thank you.",
]
LOAN_PAGES = [
    "GOVERNMENT HOUSING BANK (GH Bank) - Chiang Mai branch\nHOUSING LOAN ACCOUNT STATEMENT\n"
    "Statement period: 1 January 2025 - 30 June 2025\n"
    "Borrower: Ms. Praewphan Sriwong\nLoan account No.: 0201-6-08815-2\n"
    "Property: house and land, 27/1 Moo 6, Ban Waen, Hang Dong, Chiang Mai (title deed 48213)\n"
    "Original loan amount: 1,850,000.00 THB, contract date 12 March 2019, term 30 years\n"
    "Interest rate: 3.50% per year fixed until 31 December 2025, then MRR - 1.50%\n"
    "Monthly installment: 12,400.00 THB, due on the 5th of each month\n"
    " \n"
    "Outstanding principal as of 30 June 2025: 1,214,367.52 THB\n"
    "Principal paid in this period: 52,553.90 THB\nInterest paid in this period: 21,846.10 THB\n"
    "Total paid in this period (6 installments): 74,400.00 THB\n"
    "Note: interest paid may be deducted for personal income tax (up to 100,000 THB a year).",
]
INSURANCE_PAGES = [
    "MUANG THAI LIFE ASSURANCE PCL\nHEALTH INSURANCE - PREMIUM RENEWAL NOTICE\nNotice date: 20 August 2025\n"
    "Policyholder and insured: Ms. Praewphan Sriwong, age 44\nPolicy No.: MTL-H-6211-30457\n"
    "Plan: Health Fit Plus (in-patient), annual limit 1,000,000 THB, room 4,000 THB a night\n"
    "Policy year: 20 September 2025 - 19 September 2026\n"
    "Renewal premium: 32,480.00 THB (last year 29,860.00 THB; new age band 41-45)\n"
    "Please pay by: 20 September 2025. Grace period 31 days.\n"
    "Payment: credit card (0% for 6 months), bank transfer or Muang Thai Life app.\n"
    "The premium may be used for a tax deduction of up to 25,000 THB.\n"
    "Agent: Mr. Wichai Kantha, Tel. 089-553-0718",
]
FEES_TERM2 = """# ค่าเทอม น้องใบเตย ป.4 เทอม 2/2568 (โรงเรียนสันติวิทย์ หางดง)

- ค่าธรรมเนียมการเรียน เทอม 2/2568 รวม 28,500 บาท
- ชำระภายใน 31 ต.ค. 2568 (โอนผ่านแอปโรงเรียน หรือจ่ายที่ห้องการเงิน)
- ค่ารถรับส่ง เดือนละ 1,800 บาท จ่ายแยกกับคนขับ (ลุงเสาร์)
- ค่าเรียนว่ายน้ำเพิ่ม เทอมละ 2,400 บาท (ยังไม่ได้สมัคร)
- เปิดเทอม 3 พ.ย. 2568
"""
FEES_TERM1 = """# ค่าเทอม น้องใบเตย ป.4 เทอม 1/2568

- ค่าธรรมเนียมการเรียน เทอม 1/2568 รวม 27,900 บาท (รวมค่าหนังสือ ค่าชุดพละ)
- จ่ายแล้ว 15 พ.ค. 2568 โอนผ่านแอปโรงเรียน
- ค่ารถรับส่ง เดือนละ 1,800 บาท
"""
HOME_NOTE = """# ค่าใช้จ่ายบ้านประจำเดือน ปี 2568

- ผ่อนบ้าน ธอส. เดือนละ 12,400 บาท ตัดวันที่ 5
- ค่าไฟบ้าน ประมาณ 2,700-3,100 บาท (หน้าร้อนเกือบ 4,000)
- ค่าน้ำประปาหมู่บ้าน ประมาณ 250 บาท
- เน็ตบ้าน + มือถือ 1,190 บาท
- รถรับส่งน้องใบเตย 1,800 บาท
- ส่งให้แม่ที่ลำพูน เดือนละ 5,000 บาท
- ประกันสุขภาพตัวเอง ปีละ 29,860 บาท (จ่ายเดือน ก.ย.)
"""
WORKSPECT = {"todo.md": "- โทรหาพี่ต้อมเรื่องห้องพักหมอนวด\n- ตอบอีเมลนักเรียนเยอรมัน\n"
                        "- โอนค่าสมุนไพรล้านนาเฮิร์บ\n- ไปยื่นต่อใบอนุญาตสปาที่ สสจ.\n"}
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "นวด (Massage, THB)", "สปา/ประคบ (Spa & compress, THB)",
                  "ค่าเรียน (School fees, THB)", "ขายสินค้า (Products, THB)", "รวมรายรับ (Total income, THB)",
                  "จำนวนลูกค้า (Guests)")
INCOME = [(86400, 42300, 31500, 12800, 412), (91200, 45600, 25300, 14100, 438),
          (78500, 38900, 44800, 11200, 371), (104600, 51200, 38400, 16900, 502),
          (62300, 27800, 52600, 9700, 289), (55100, 24600, 47300, 8400, 261),
          (68900, 31400, 54900, 10600, 327), (73200, 35700, 36500, 11300, 348)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่ามือหมอนวด (Therapist pay, THB)", "สมุนไพร/น้ำมัน (Herbs & oils, THB)",
                   "ค่าเช่าตึก (Rent, THB)", "ค่าน้ำค่าไฟร้าน (Utilities, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(61800, 14200, 18000, 7900, 3500, ""), (65400, 15100, 18000, 8200, 2800, ""),
            (56300, 13600, 18000, 9400, 4100, ""), (74900, 18800, 18000, 11300, 6200, "ซ่อมแอร์ห้องนวด 2"),
            (44600, 10900, 18000, 10800, 2900, ""), (39700, 9800, 18000, 9600, 12500, "ซื้อเบาะนวดใหม่ 10 ชุด"),
            (49500, 12300, 18000, 9100, 3300, ""), (52800, 18318.40, 18000, 9000, 3600, "บิลล้านนาเฮิร์บ 14 ส.ค.")]


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "นักเรียน Students"
    sheet.append(["นักเรียนรุ่น 14 โรงเรียนบ้านไพล ก.ค. 2568 (Baan Plai class 14, July 2025)"])
    sheet.append(list(ROSTER_HEADERS))
    for number, (name, nation, course, fee, paid) in enumerate(ROSTER, start=1):
        sheet.append([number, name, nation, course, fee, paid, fee - paid])
    sheet.append(["รวม (Total)", "", "", "", sum(r[3] for r in ROSTER), sum(r[4] for r in ROSTER),
                  sum(r[3] - r[4] for r in ROSTER)])
    for column in (5, 6, 7):
        money_format(sheet, column)
    schedule = book.create_sheet("ตารางเรียน Schedule")
    for row in SCHEDULE:
        schedule.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับบ้านไพล สปาแอนด์สคูล ม.ค.-ส.ค. 2568 (Baan Plai income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = round(sum(row[:5]), 2)
        spend.append([month, *row[:5], total, round(sum(income[:4]) - total, 2), row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    spa = docs / "บ้านไพล"
    for sub in ("โรงเรียน", "สปา", "สมุนไพร", "ลูกค้า", "แชท", "แผนงาน"):
        (spa / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("บ้าน", "ลูก"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    school = spa / "โรงเรียน"
    write_docx(school / "หลักสูตรและค่าเรียน_บ้านไพล_2568.docx", COURSE_TOP, table=COURSE_TABLE,
               bottom=COURSE_BOTTOM)
    write_docx(school / "หลักสูตรและค่าเรียน_บ้านไพล_2567.docx", OLD_COURSE_TOP, table=OLD_COURSE_TABLE,
               bottom=OLD_COURSE_BOTTOM)
    _roster(school / "รายชื่อนักเรียน_รุ่น14_ก.ค.2568.xlsx")
    (school / "นักเรียนรุ่น13_พ.ค.2568.md").write_text(OLD_ROSTER, encoding="utf-8")
    (school / "email_Anna_Schmidt_course_enquiry.txt").write_text(ANNA_EMAIL, encoding="utf-8")
    _accounts(spa / "สปา" / "รายรับรายจ่าย_บ้านไพลสปา_2568.xlsx")
    (spa / "สปา" / "BaanPlai_spa_menu_2025.md").write_text(SPA_MENU, encoding="utf-8")
    (spa / "สปา" / "ต่อใบอนุญาตสปา_2568.md").write_text(LICENCE_NOTE, encoding="utf-8")
    make_pdf(spa / "สมุนไพร" / "LannaHerb_pricelist_2025.pdf", PRICELIST)
    make_pdf(spa / "สมุนไพร" / "LannaHerb_invoice_LH2508-0362.pdf", INVOICE)
    (spa / "สมุนไพร" / "ราคาสมุนไพร_ล้านนาเฮิร์บ_2567.md").write_text(OLD_HERB_PRICES, encoding="utf-8")
    write_docx(spa / "ลูกค้า" / "ใบเสนอราคา_นวดนอกสถานที่_โรงแรมดอยคำวิว_2568-08.docx", HOTEL_QUOTE_TOP,
               table=HOTEL_QUOTE_TABLE, bottom=HOTEL_QUOTE_BOTTOM)
    write_docx(spa / "ลูกค้า" / "ใบเสนอราคา_นวดนอกสถานที่_สวนลำไยรีสอร์ท_2568-06.docx", RESORT_QUOTE_TOP,
               table=RESORT_QUOTE_TABLE, bottom=RESORT_QUOTE_BOTTOM)
    (spa / "ลูกค้า" / "ร่างใบเสนอราคา_ดอยคำวิว.txt").write_text(HOTEL_DRAFT, encoding="utf-8")
    (spa / "แชท" / "LINE_คุณต้อม_ดอยคำวิว.txt").write_text(LINE_TOM, encoding="utf-8")
    (spa / "แชท" / "LINE_กลุ่มหมอนวดบ้านไพล.txt").write_text(LINE_STAFF, encoding="utf-8")
    write_slides(spa / "แผนงาน" / "แผนห้องอบสมุนไพร_2569.pptx", PLAN_SLIDES)
    (spa / "แผนงาน" / "ไอเดียห้องอบ_ร่าง.md").write_text(STEAM_DRAFT, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "PEA_electricity_bill_2025-08.pdf", BILL_AUG)
    make_pdf(docs / "บ้าน" / "PEA_electricity_bill_2025-07.pdf", BILL_JUL)
    make_pdf(docs / "บ้าน" / "GHBank_homeloan_statement_2025-H1.pdf", LOAN_PAGES)
    make_pdf(docs / "บ้าน" / "MuangThaiLife_health_renewal_2025.pdf", INSURANCE_PAGES)
    (docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2568.md").write_text(HOME_NOTE, encoding="utf-8")
    (docs / "ลูก" / "ค่าเทอม_น้องใบเตย_เทอม2_2568.md").write_text(FEES_TERM2, encoding="utf-8")
    (docs / "ลูก" / "ค่าเทอม_น้องใบเตย_เทอม1_2568.md").write_text(FEES_TERM1, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the spa owner's to-do list."""
    write_texts(workspect, WORKSPECT)
