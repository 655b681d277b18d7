"""A folder for bench/agent_tasks.py (`--folder youthclub`): a Chonburi youth football club's papers, by its treasurer.

Wanna Thongdee (พี่วรรณ), an accountant at a factory and a player's mother, is the volunteer treasurer of the Ang Sila
Youth Football Club (สโมสรฟุตบอลเยาวชนอ่างศิลา) in Mueang Chonburi, about 86 children in five age groups: a Thai
pitch rental contract with Chon Sport Park (docx, a rate table), a Thai sponsorship agreement with a factory in Amata
City (docx, a table of what the sponsor gives), the club's income and expenses for January-June 2568 with June's member
fees by age group (xlsx, two sheets, Thai/English headers) and last year's income and expenses (xlsx), the June
committee meeting notes (md), the Pattaya Youth Cup budget (md), a Thai note of a phone quote for a bus (md), the
parents' LINE group export (txt), the tournament's English invitation email (txt), the sponsor's English email about a
van and the next payment (txt), a Thai letter asking a hotel for sponsorship (txt), slides for the parents' meeting
(pptx), the pitch invoices for June and July, a bus company's quotation, the sport shop's invoice for the away kit,
the club's bank statement for June and the players' accident insurance schedule (English pdfs), and six distractors
that share words with them (a draft pitch contract, last year's bus quote, last year's kit quote, a first draft of
the tournament budget, last year's December meeting notes, last year's sponsor letter to a hardware shop); plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 19, for
bench/data/agent_tasks_youthclub_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PITCH_TOP = [
    "สัญญาเช่าสนามฟุตบอล",
    "ทำที่ อำเภอเมืองชลบุรี จังหวัดชลบุรี วันที่ 25 เมษายน 2568",
    "ผู้ให้เช่า: ห้างหุ้นส่วนจำกัด ชลสปอร์ตพาร์ค โดย นายวิรัช เกษมสุข หุ้นส่วนผู้จัดการ",
    "ผู้เช่า: สโมสรฟุตบอลเยาวชนอ่างศิลา โดย นายประยูร แสงทอง ประธานสโมสร",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าสนามฟุตบอลหญ้าเทียมขนาด 7 คน จำนวน 2 สนาม (สนาม B และสนาม C) "
    "ตั้งอยู่เลขที่ 59/9 หมู่ 3 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000 เพื่อใช้ฝึกซ้อมฟุตบอลเยาวชน",
    "ข้อ 2. ระยะเวลาเช่า 12 เดือน เริ่มวันที่ 1 พฤษภาคม 2568 สิ้นสุดวันที่ 30 เมษายน 2569",
    "ข้อ 3. ค่าเช่าคิดตามชั่วโมงที่ใช้จริงตามตารางท้ายสัญญา ผู้ให้เช่าออกใบแจ้งหนี้ทุกสิ้นเดือน "
    "ผู้เช่าชำระภายในวันที่ 10 ของเดือนถัดไป หากชำระล่าช้าเสียค่าปรับวันละ 100 บาท",
    "ข้อ 4. ผู้เช่าวางเงินมัดจำ 20,000 บาท (สองหมื่นบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. การยกเลิกการใช้สนามรายครั้งต้องแจ้งล่วงหน้าไม่น้อยกว่า 48 ชั่วโมง "
    "หากฝนตกหนักจนใช้สนามไม่ได้ ผู้ให้เช่าไม่คิดค่าเช่าครั้งนั้น",
    "ข้อ 6. ผู้ให้เช่าจัดไฟส่องสว่าง ห้องน้ำ และที่จอดรถ ผู้เช่าต้องมีผู้ฝึกสอนดูแลเด็กทุกครั้งที่ใช้สนาม",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ตารางอัตราค่าเช่าท้ายสัญญา",
]
PITCH_RATES = [
    ("รายการ", "วันและเวลา", "อัตราค่าเช่า"),
    ("ซ้อมเย็นวันธรรมดา สนาม B และ C", "อังคาร พฤหัสบดี 16:30-18:30 น.", "600 บาท ต่อชั่วโมง ต่อสนาม"),
    ("ซ้อมเช้าวันเสาร์ สนาม B และ C", "เสาร์ 08:00-11:00 น.", "500 บาท ต่อชั่วโมง ต่อสนาม"),
    ("สนามหญ้าเทียม 11 คน (นัดกระชับมิตร/แข่ง)", "อาทิตย์ ตามที่จอง", "2,500 บาท ต่อชั่วโมง"),
    ("ซ้อมเพิ่มนอกตาราง", "จันทร์-ศุกร์ ตามที่ว่าง", "600 บาท ต่อชั่วโมง ต่อสนาม"),
]
PITCH_BOTTOM = ["ลงชื่อ วิรัช เกษมสุข ผู้ให้เช่า", "ลงชื่อ ประยูร แสงทอง ผู้เช่า",
                "ลงชื่อ วรรณา ทองดี เหรัญญิกสโมสร พยาน"]
SPONSOR_TOP = [
    "ข้อตกลงการให้การสนับสนุนสโมสรฟุตบอลเยาวชน",
    "ระหว่าง บริษัท สยามโตโยคาวะ ออโตพาร์ท (ประเทศไทย) จำกัด นิคมอุตสาหกรรมอมตะซิตี้ ชลบุรี (ผู้สนับสนุน) "
    "กับ สโมสรฟุตบอลเยาวชนอ่างศิลา (สโมสร)",
    "ทำที่ อำเภอเมืองชลบุรี วันที่ 2 พฤษภาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 2. ผู้สนับสนุนให้การสนับสนุนสโมสรตามตารางนี้",
]
SPONSOR_ITEMS = [
    ("รายการสนับสนุน", "มูลค่า/จำนวน", "กำหนด"),
    ("เงินสนับสนุนงวดที่ 1", "40,000 บาท", "ภายในวันที่ 31 พฤษภาคม 2568"),
    ("เงินสนับสนุนงวดที่ 2", "35,000 บาท", "ภายในวันที่ 30 พฤศจิกายน 2568"),
    ("น้ำดื่มสำหรับซ้อมและแข่ง", "เดือนละ 20 แพ็ก", "ส่งทุกต้นเดือน"),
    ("รถตู้บริษัท 12 ที่นั่งพร้อมคนขับ รับส่งนักกีฬาไปแข่ง", "ปีละ 4 ครั้ง", "แจ้งล่วงหน้าอย่างน้อย 14 วัน"),
]
SPONSOR_BOTTOM = [
    "ข้อ 3. สโมสรติดโลโก้ผู้สนับสนุนที่หน้าอกเสื้อแข่งทุกชุด และติดป้ายไวนิลขนาด 1 x 3 เมตร ที่ข้างสนามซ้อม",
    "ข้อ 4. สโมสรส่งรายงานกิจกรรมพร้อมภาพถ่ายทุก 3 เดือน และออกใบเสร็จรับเงินทุกงวด",
    "ข้อ 5. หากสโมสรไม่ปฏิบัติตามข้อ 3 หรือข้อ 4 ผู้สนับสนุนมีสิทธิระงับเงินงวดที่ 2",
    "ผู้ประสานงาน: คุณสุภาวดี ศรีอ่อน ผู้จัดการฝ่ายบุคคลและ CSR โทร 038-457-120",
    "ลงชื่อ สุภาวดี ศรีอ่อน แทนผู้สนับสนุน",
    "ลงชื่อ ประยูร แสงทอง ประธานสโมสร",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
BOOK_HEADERS = ("เดือน (Month)", "ค่าสมาชิก (Member fees, THB)", "เงินสปอนเซอร์ (Sponsors, THB)",
                "รายรับอื่น (Other income, THB)", "รวมรายรับ (Total income, THB)", "ค่าเช่าสนาม (Pitch hire, THB)",
                "ค่าตอบแทนโค้ช (Coach pay, THB)", "อุปกรณ์ (Equipment, THB)", "ค่าแข่งขัน (Tournaments, THB)",
                "ประกัน/อื่นๆ (Insurance & other, THB)", "รวมรายจ่าย (Total expenses, THB)",
                "คงเหลือ (Net, THB)", "หมายเหตุ (Note)")
# fees, sponsors, other income | pitch, coaches, equipment, tournaments, insurance & other | note
BOOK_2568 = [
    (52300, 0, 2500, 31200, 21000, 2400, 4500, 1150, "ค่าสมัครลีกเยาวชนชลบุรี"),
    (53800, 15000, 1200, 29800, 21000, 0, 6800, 980, "สปอนเซอร์ร้านเจริญชัยวัสดุ 15,000"),
    (54600, 0, 3000, 33000, 21000, 8750, 0, 1420, "ซื้อลูกบอล 20 ลูก + กรวย"),
    (31200, 0, 18500, 18400, 24500, 1200, 0, 2300, "ปิดเทอม เก็บครึ่งราคา / ค่าแคมป์ซัมเมอร์"),
    (55100, 40000, 1800, 34500, 21000, 2950, 12300, 1050, "ย้ายมาชลสปอร์ตพาร์ค / สยามโตโยคาวะงวด 1 / ศรีราชาคัพ"),
    (56000, 0, 2000, 32400, 21000, 3600, 2000, 16280, "ประกันอุบัติเหตุนักเตะ 15,480"),
]
BOOK_2567 = [
    (41600, 0, 1500, 24800, 18000, 1800, 3500, 900, ""),
    (42400, 10000, 800, 23600, 18000, 0, 5200, 750, "สปอนเซอร์ร้านเจริญชัยวัสดุ"),
    (43000, 0, 2200, 26000, 18000, 6200, 0, 1100, ""),
    (24500, 0, 12400, 14400, 20500, 900, 0, 1800, "แคมป์ซัมเมอร์"),
    (44100, 30000, 900, 26800, 18000, 2400, 9800, 13100, "ประกันอุบัติเหตุนักเตะ"),
    (45300, 0, 1000, 25600, 18000, 1500, 1500, 850, ""),
    (46000, 0, 1300, 27200, 18000, 0, 4000, 920, ""),
    (46800, 0, 600, 26400, 18000, 3800, 0, 700, ""),
    (47200, 0, 2100, 25600, 18000, 1200, 6500, 1050, ""),
    (33500, 0, 9800, 16000, 20500, 0, 0, 1600, "ปิดเทอม / แคมป์ ต.ค."),
    (47900, 30000, 1200, 26400, 18000, 2600, 8200, 980, ""),
    (48600, 5000, 6500, 22800, 18000, 9400, 3000, 4500, "ปาร์ตี้สิ้นปี"),
]
FEE_HEADERS = ("รุ่น (Group)", "จำนวนนักเตะ (Players)", "ค่าสมาชิกต่อเดือน (Fee per month, THB)",
               "ยอดที่ต้องเก็บ (Expected, THB)", "เก็บได้ (Collected, THB)", "ค้างชำระ (Unpaid, THB)",
               "หมายเหตุ (Note)")
FEES_JUNE = [
    ("U8", 12, 500, 6000, ""),
    ("U10", 20, 600, 11400, "น้องเจได ค้าง 1 เดือน"),
    ("U12", 24, 700, 15400, "น้องกัปตัน น้องมาร์ค ค้าง"),
    ("U14", 18, 800, 13600, "น้องโอ๊ต ค้าง"),
    ("U16", 12, 800, 9600, ""),
]
MEETING_NOTE = """# บันทึกประชุมคณะกรรมการสโมสรฟุตบอลเยาวชนอ่างศิลา ครั้งที่ 3/2568

วันเสาร์ที่ 28 มิถุนายน 2568 เวลา 11:30 น. ศาลาข้างสนามชลสปอร์ตพาร์ค

ผู้เข้าประชุม: ลุงยูร (ประธาน), พี่วรรณ (เหรัญญิก), โค้ชเอก, โค้ชบอล, พ่อน้องนนท์, แม่น้องแพรว

## มติที่ประชุม
1. ส่ง 3 ทีม (U10, U12, U14) ไปแข่ง Pattaya Youth Cup 2025 วันที่ 16-17 สิงหาคม 2568 ค้าง 1 คืน
   ผู้ปกครองช่วยค่าใช้จ่ายเด็กคนละ 600 บาท ที่เหลือใช้เงินสโมสรกับหาสปอนเซอร์เพิ่ม
2. ขึ้นค่าสมาชิกทุกรุ่นอีกเดือนละ 100 บาท เริ่ม 1 ตุลาคม 2568 เพราะค่าเช่าสนามใหม่แพงขึ้น
   พี่น้องคนที่สองลด 50% เหมือนเดิม
3. สั่งชุดเยือนใหม่ 60 ชุด ที่ร้านอีสเทิร์นสปอร์ต งบไม่เกิน 35,000 บาท พิมพ์โลโก้สยามโตโยคาวะที่หน้าอก
4. ซื้อประตูฟุตบอลพกพา 2 คู่ ราคา 23,800 บาท รอซื้อหลังได้เงินสปอนเซอร์งวดที่ 2
5. ค่าตอบแทนโค้ชบอล (ผู้ช่วยโค้ช) ขึ้นจากเดือนละ 6,000 เป็น 7,000 บาท เริ่ม ก.ค. 2568
6. พี่วรรณทำหนังสือขอสปอนเซอร์โรงแรมบางแสนเฮอริเทจ ส่งภายใน 10 ก.ค.

## งานค้าง
- ตามค่าสมาชิก มิ.ย. ที่ยังค้าง 4 คน รวม 2,800 บาท
- โค้ชเอกส่งรายชื่อนักเตะไปพัทยาภายใน 19 ก.ค.

ประชุมครั้งหน้า วันเสาร์ที่ 26 กรกฎาคม 2568 เวลา 19:00 น. (ประชุมผู้ปกครองด้วย)
"""
CUP_BUDGET = """# แผนค่าใช้จ่าย Pattaya Youth Cup 2025 (16-17 ส.ค. 2568) ฉบับอัปเดต 12 ก.ค. 2568

ส่ง 3 ทีม U10 U12 U14 ทีมละ 14 คน = นักเตะ 42 คน + โค้ชและสตาฟ 6 คน รวม 48 คน

## ค่าใช้จ่าย
- ค่าสมัคร 3 ทีม x 3,500 = 10,500 บาท
- รถบัสไป-กลับ 2 วัน ตั้งงบไว้ 15,000 บาท (ยังไม่เลือก รอเทียบศรีราชาทัวร์กับ ป.วิเศษทัวร์)
- โรงแรมพาร์ทเนอร์ของงาน คืนวันที่ 16 ส.ค. 14 ห้อง x 1,200 = 16,800 บาท
- อาหาร 48 คน x 2 วัน x 250 = 24,000 บาท
- น้ำดื่ม เกลือแร่ ชุดปฐมพยาบาล 2,500 บาท
- เบ็ดเตล็ด 3,000 บาท

รวมประมาณ 71,800 บาท

## เงินมาจากไหน
- ผู้ปกครองช่วยคนละ 600 บาท x 42 คน = 25,200 บาท
- เงินกองกลางสโมสร 16,600 บาท
- ขอสปอนเซอร์โรงแรมบางแสนเฮอริเทจ 30,000 บาท (ส่งหนังสือแล้ว 10 ก.ค. รอคำตอบ)

ถ้าโรงแรมไม่ให้: ไม่ค้างคืน ไป-กลับวันต่อวัน ตัดค่าห้อง 16,800 แต่ค่ารถเพิ่มอีกประมาณ 3,000
"""
BUS_NOTE = """# โทรถามราคารถบัส ป.วิเศษทัวร์ (บ้านบึง) 16 ก.ค. 2568

คุยกับเจ๊หน่อย โทร 081-762-4410

- รถบัส 40 ที่นั่ง ไป-กลับชลบุรี-พัทยา 2 วัน 16-17 ส.ค. ราคา 12,500 บาท รวมน้ำมันและคนขับ
- ไม่รวมค่าทางด่วน และที่พัก/อาหารคนขับ (เจ๊บอกประมาณ 1,300 บาท)
- มัดจำ 3,000 บาท โอนภายใน 1 สัปดาห์หลังตกลง
- รถปี 2015 ไม่มีห้องน้ำในรถ
- 40 ที่นั่งไม่พอ 48 คน ถ้าเอาเจ้านี้ต้องขอรถตู้สยามโตโยคาวะช่วยอีกคัน
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ผู้ปกครอง อ่างศิลา FC
บันทึกเมื่อ: 20/07/2568 21:15

จ., 14/07/2568
19:02\tวรรณา (เหรัญญิก)\tแจ้งผู้ปกครองนะคะ ทริป Pattaya Youth Cup 16-17 ส.ค. ไปค้าง 1 คืน ขอค่าใช้จ่ายเด็กคนละ 600 บาท
19:03\tวรรณา (เหรัญญิก)\tโอนเข้าบัญชีสโมสร กรุงไทย 317-0-45821-6 ภายในวันที่ 5 ส.ค. นะคะ ส่งสลิปในกลุ่มได้เลยค่ะ
19:05\tแม่น้องเจได\tลูกอยู่ U10 ได้ไปด้วยไหมคะ
19:07\tโค้ชเอก\tU10 ไปครับ โค้ชจะประกาศรายชื่อ 14 คนวันเสาร์ที่ 19 นี้
19:10\tพ่อน้องนนท์\tค่า 600 รวมค่าห้องแล้วใช่มั้ยครับ
19:12\tวรรณา (เหรัญญิก)\tรวมค่าห้อง อาหาร รถแล้วค่ะ ผู้ปกครองที่จะตามไปเองจองห้องเองนะคะ ห้องโรงแรมของงานคืนละ 1,200 บาท

พฤ., 17/07/2568
15:40\tโค้ชเอก\tวันนี้ฝนตกหนัก สนามน้ำขัง งดซ้อมนะครับ
15:41\tแม่น้องภูมิ\tรับทราบค่ะโค้ช

ส., 19/07/2568
11:20\tโค้ชเอก\tรายชื่อเด็กไปพัทยาอยู่ในโน้ตกลุ่มแล้วครับ
11:21\tโค้ชเอก\tวันเดินทางนัดเจอ 06:30 น. ที่ลานจอดรถสนามชลสปอร์ตพาร์ค รถออก 07:00 ตรง ไม่รอนะครับ
11:22\tโค้ชเอก\tเตรียมเสื้อแข่งทั้งชุดเหย้าและชุดเยือน สนับแข้ง รองเท้า 2 คู่
11:30\tแม่น้องแพรว\tชุดเยือนที่สั่งจะมาทันไหมคะ
11:35\tวรรณา (เหรัญญิก)\tร้านอีสเทิร์นสปอร์ตส่งของวันที่ 8 ส.ค. ค่ะ ทันแน่นอน
11:40\tพ่อน้องนนท์\tผมมีน้ำดื่มจากร้านบริจาคให้ 30 แพ็กนะครับ
11:41\tวรรณา (เหรัญญิก)\tขอบคุณมากค่ะพ่อนนท์
12:05\tแม่น้องเจได\tค่าสมาชิกเดือน มิ.ย. ของเจไดยังค้างอยู่ใช่มั้ยคะ เดี๋ยวโอนพร้อมค่าทริปเลย
12:10\tวรรณา (เหรัญญิก)\tใช่ค่ะ ค้าง 600 บาท รวมกับค่าทริปเป็น 1,200 บาทค่ะ
"""
CUP_EMAIL = """From: Pattaya Youth Cup Organising Team <info@pattayayouthcup.com>
To: Wanna Thongdee <wanna.angsilafc@gmail.com>
Date: Tue, 1 Jul 2025 10:22:41 +0700
Subject: Invitation - Pattaya Youth Cup 2025 (U10 / U12 / U14)

Dear Ang Sila Youth FC,

You are warmly invited to the Pattaya Youth Cup 2025, organised with the Pattaya City sports office.

- Dates: Saturday 16 and Sunday 17 August 2025
- Venue: Pattaya City Stadium and the Nong Prue municipal pitches (7-a-side, artificial grass)
- Age groups: U10 (born 2015 or later), U12 (born 2013 or later), U14 (born 2011 or later)
- Squad: up to 14 players and 3 staff per team
- Entry fee: 3,500 THB per team, paid by bank transfer with the entry form
- Registration deadline: 25 July 2025 (the draw is on 1 August 2025, streamed on our Facebook page)
- Documents: a copy of each player's ID card or birth certificate, and proof of accident insurance
- Partner hotel: Nong Prue Garden Hotel, 1,200 THB per room per night with breakfast (3 people a room),
  booking code PYC2025
- Prizes: trophies and medals for the top three in each age group; 10,000 THB for each champion team

Please confirm your teams by replying to this email.

Best regards,
Thanawat Chaiyasit
Tournament Director, Pattaya Youth Cup
Tel. 038-411-925
"""
CSR_EMAIL = """From: Supawadee Sri-on <supawadee.s@siamtoyokawa.co.th>
To: Wanna Thongdee <wanna.angsilafc@gmail.com>
Date: Mon, 14 Jul 2025 16:48:02 +0700
Subject: Re: Van for Pattaya Youth Cup and our Q2 report

Dear Khun Wanna,

Thank you for the Q2 activity report and the photos of the children wearing our logo. Our management
enjoyed them very much.

About your request: we confirm one company van (12 seats) with a driver for 16-17 August 2025. The driver
will pick up at Chon Sport Park at 06:30 on 16 August. This is the second of your four van trips this year
(the first was the Sriracha Junior Cup on 24 May).

Please note that the second sponsorship payment of 35,000 THB will be transferred in the last week of November
2025, after we receive your Q3 report. Please send the Q3 report by 15 October 2025.

Our managing director has also approved a special bonus of 10,000 THB if any of your teams reaches a final
in Pattaya. Good luck to the kids!

Kind regards,
Supawadee Sri-on
HR & CSR Manager, Siam Toyokawa Auto Parts (Thailand) Co., Ltd.
Amata City Chonburi Industrial Estate
Tel. 038-457-120
"""
HOTEL_LETTER = """ที่ สยอ. 015/2568
สโมสรฟุตบอลเยาวชนอ่างศิลา
59/9 หมู่ 3 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000

10 กรกฎาคม 2568

เรื่อง ขอความอนุเคราะห์สนับสนุนค่าใช้จ่ายในการเดินทางไปแข่งขันฟุตบอล Pattaya Youth Cup 2025
เรียน ผู้จัดการทั่วไป โรงแรมบางแสนเฮอริเทจ

สิ่งที่ส่งมาด้วย แผนค่าใช้จ่ายการเดินทาง จำนวน 1 ฉบับ

ด้วยสโมสรฟุตบอลเยาวชนอ่างศิลา ซึ่งเป็นสโมสรของผู้ปกครองและอาสาสมัคร ดูแลเด็กและเยาวชนอายุ 7-16 ปี
ในอำเภอเมืองชลบุรี จำนวน 86 คน ได้รับเชิญให้ส่งทีมรุ่น U10 U12 และ U14 เข้าร่วมการแข่งขัน
Pattaya Youth Cup 2025 ระหว่างวันที่ 16-17 สิงหาคม 2568 ที่เมืองพัทยา มีค่าใช้จ่ายรวมประมาณ 71,800 บาท

สโมสรจึงใคร่ขอความอนุเคราะห์จากโรงแรมบางแสนเฮอริเทจ สนับสนุนค่าใช้จ่ายจำนวน 30,000 บาท (สามหมื่นบาทถ้วน)
โดยสโมสรจะติดโลโก้โรงแรมบนป้ายทีมและเสื้อวอร์ม ประชาสัมพันธ์ทางเพจ Facebook ของสโมสร
และมอบเกียรติบัตรขอบคุณในงานเลี้ยงสิ้นปี

จึงเรียนมาเพื่อโปรดพิจารณา

ขอแสดงความนับถือ
(นายประยูร แสงทอง)
ประธานสโมสรฟุตบอลเยาวชนอ่างศิลา

ผู้ประสานงาน: นางวรรณา ทองดี เหรัญญิกสโมสร โทร 089-614-2257
"""
SLIDES = [
    ("สโมสรฟุตบอลเยาวชนอ่างศิลา สรุปครึ่งปีแรก 2568",
     "Ang Sila Youth FC - half-year report for parents\nประชุมผู้ปกครอง 26 กรกฎาคม 2568"),
    ("นักเตะและโค้ช (Players and coaches)",
     "86 players in 5 age groups (U8, U10, U12, U14, U16)\n"
     "Coach Ek (head coach), Coach Bon (assistant), Coach Surasak (goalkeepers), Coach Mai (U8, volunteer)\n"
     "Training at Chon Sport Park: Tue and Thu 16:30-18:30, Sat 08:00-11:00"),
    ("ผลงาน (Results)",
     "U12: runner-up, Sriracha Junior Cup (24-25 May 2025)\n"
     "U14: 3rd place, Chonburi Youth League first leg\n"
     "U16: 2 players invited to the Chonburi FC academy trials"),
    ("การเงินครึ่งปีแรก (Finance Jan-Jun 2025)", "__FINANCE__"),
    ("แผนครึ่งปีหลัง (Plans)",
     "Pattaya Youth Cup 16-17 Aug: U10, U12, U14 (600 THB per child)\n"
     "New away kit, 60 sets, arrives 8 Aug\n"
     "Member fees +100 THB a month from 1 October 2025\n"
     "2 pairs of portable goals after the sponsor's 2nd payment"),
]
INVOICE_JUNE = [
    "Chon Sport Park Ltd., Part.\n59/9 Moo 3, Ban Suan, Mueang Chonburi, Chonburi 20000\nTax ID 0203558001234\n"
    "INVOICE No. CSP-2025-06-028\nDate: 30 June 2025\n"
    "Bill to: Ang Sila Youth Football Club (Mr. Prayoon Saengthong, Chairman)\n"
    "Pitch hire for June 2025 (contract 1 May 2025 - 30 April 2026)\n"
    "Weekday training Tue/Thu 16:30-18:30, pitches B+C: 8 sessions, 32 pitch-hours x 600 = 19,200.00 THB\n"
    "Saturday training 08:00-11:00, pitches B+C: 4 sessions, 24 pitch-hours x 500 = 12,000.00 THB\n"
    "Extra session Mon 23 June 2025, pitch B, 2 hours x 600 = 1,200.00 THB\n"
    "Total due: 32,400.00 THB\n"
    "Please pay by 10 July 2025 to Kasikornbank account 123-4-56789-0 (Chon Sport Park).\n"
    "Late payment: 100 THB per day.",
]
INVOICE_JULY = [
    "Chon Sport Park Ltd., Part.\n59/9 Moo 3, Ban Suan, Mueang Chonburi, Chonburi 20000\nTax ID 0203558001234\n"
    "INVOICE No. CSP-2025-07-031\nDate: 31 July 2025\n"
    "Bill to: Ang Sila Youth Football Club (Mr. Prayoon Saengthong, Chairman)\n"
    "Pitch hire for July 2025 (contract 1 May 2025 - 30 April 2026)\n"
    "Weekday training Tue/Thu 16:30-18:30, pitches B+C: 10 sessions, 40 pitch-hours x 600 = 24,000.00 THB\n"
    "Saturday training 08:00-11:00, pitches B+C: 4 sessions, 24 pitch-hours x 500 = 12,000.00 THB\n"
    "Rain credit: Thu 17 July 2025 session cancelled (heavy rain) = -2,400.00 THB\n"
    "11-a-side pitch, friendly match Sun 20 July 2025, 2 hours x 2,500 = 5,000.00 THB\n"
    "Total due: 38,600.00 THB\n"
    "Please pay by 10 August 2025 to Kasikornbank account 123-4-56789-0 (Chon Sport Park).\n"
    "Late payment: 100 THB per day.",
]
BUS_QUOTE = [
    "Sriracha Tour & Travel Co., Ltd.\n141/7 Sukhumvit Road, Si Racha, Chonburi 20110   Tel. 038-311-604\n"
    "QUOTATION No. QT-68-0715\nDate: 15 July 2025\n"
    "To: Ang Sila Youth Football Club (Mrs. Wanna Thongdee, Treasurer)\n"
    "Trip: Chon Sport Park, Mueang Chonburi - Pattaya City Stadium and return, 16-17 August 2025\n"
    "Vehicle: 1 VIP bus, 45 seats, with toilet, air-conditioning and karaoke\n"
    "Bus hire 2 days, including driver and fuel: 13,500.00 THB\n"
    "Expressway tolls: 500.00 THB\n"
    "Driver hotel room and meals: 800.00 THB\n"
    "Total: 14,800.00 THB\n"
    "Deposit 30% (4,440.00 THB) on booking; balance on the day of travel.\n"
    "This quotation is valid until 31 July 2025.\nSales: Mr. Anucha Rattanakul",
]
KIT_INVOICE = [
    "Eastern Sport Shop (Chonburi) Co., Ltd.\n88 Sukhumvit Road, Bang Pla Soi, Mueang Chonburi 20000\n"
    "INVOICE No. ES-2568-0892\nDate: 18 July 2025\n"
    "Customer: Ang Sila Youth Football Club, attn. Mrs. Wanna Thongdee\n"
    "Away kit set (shirt + shorts), sublimation print, navy/white: 60 sets x 390.00 = 23,400.00 THB\n"
    "Socks, navy: 60 pairs x 60.00 = 3,600.00 THB\n"
    "Player name and number printing: 60 x 80.00 = 4,800.00 THB\n"
    "Sponsor logo print on the chest (Siam Toyokawa): 60 x 35.00 = 2,100.00 THB\n"
    "Subtotal: 33,900.00 THB\nClub discount 5%: -1,695.00 THB\nTotal (VAT included): 32,205.00 THB\n"
    "Deposit paid 18 July 2025: 10,000.00 THB\nBalance due on delivery (8 August 2025): 22,205.00 THB",
]
STATEMENT = [  # the closing balance is added by _statement()
    "Krungthai Bank - Ang Sila Branch\nSAVINGS ACCOUNT STATEMENT\n"
    "Account name: Ang Sila Youth Football Club by Mrs. Wanna Thongdee and Mr. Prayoon Saengthong\n"
    "Account No.: 317-0-45821-6\nStatement period: 1 June 2025 - 30 June 2025\n",
]
STATEMENT_ROWS = [
    ("02 Jun 2025", "Deposit - member fees (transfers)", 25700.00),
    ("05 Jun 2025", "Transfer out - Chon Sport Park, pitch hire May", -34500.00),
    ("10 Jun 2025", "Deposit - member fees (cash)", 17500.00),
    ("12 Jun 2025", "Transfer out - Chao Phraya Insurance, players accident insurance", -15480.00),
    ("15 Jun 2025", "Deposit - member fees (transfers)", 12800.00),
    ("18 Jun 2025", "Transfer out - Bangsaen Sport, cones and training bibs", -3600.00),
    ("21 Jun 2025", "Deposit - donation from a parent (Khun Somsak)", 2000.00),
    ("25 Jun 2025", "Transfer out - Chonburi FA, youth league second leg", -2000.00),
    ("27 Jun 2025", "ATM withdrawal - petty cash", -800.00),
    ("30 Jun 2025", "Transfer out - coach pay June (Ekachai, Thanaphon, Surasak)", -21000.00),
    ("30 Jun 2025", "Interest", 41.27),
]
OPENING_BALANCE = 148215.50
INSURANCE = [
    "Chao Phraya Insurance Public Company Limited\nGROUP PERSONAL ACCIDENT - POLICY SCHEDULE\n"
    "Policy No.: GPA-2025-CB-00417\nIssued: 10 June 2025\n"
    "Policyholder: Ang Sila Youth Football Club, 59/9 Moo 3, Ban Suan, Mueang Chonburi 20000\n"
    "Insured persons: 86 players (age 7-16) and 4 coaches, named in the attached list\n"
    "Period of insurance: 1 June 2025 to 31 May 2026\n"
    "Cover: training, matches and travel to and from club activities\n"
    "Accidental death or permanent disability: 100,000 THB per person\n"
    "Medical expenses: up to 20,000 THB per accident\n"
    "Daily hospital benefit: 500 THB per day, up to 30 days\n"
    "Premium: 172 THB per person x 90 persons = 15,480.00 THB (paid 12 June 2025)\n"
    "Claims: notify within 30 days of the accident with the hospital receipt and medical certificate.\n"
    "Agent: Ms. Kanokwan Phetchara, Tel. 089-233-5718",
]
DISTRACTORS = {
    "AngSilaFC/สัญญา/สัญญาเช่าสนาม_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าสนาม ชลสปอร์ตพาร์ค (ร่างแรก มีนาคม 2568 ยังไม่เซ็น)\n"
        "- ซ้อมเย็นวันธรรมดา ชั่วโมงละ 700 บาท ต่อสนาม\n- เสาร์เช้า ชั่วโมงละ 600 บาท ต่อสนาม\n"
        "- มัดจำ 30,000 บาท\n- สัญญา 6 เดือน\n- ลุงยูรจะต่อรองขอ 12 เดือน และลดราคาให้เด็ก\n",
    "AngSilaFC/ทัวร์นาเมนต์/ใบเสนอราคารถบัส_ศรีราชาทัวร์_2567.txt":
        "ใบเสนอราคา ศรีราชาทัวร์ (ปี 2567) ไปแข่งศรีราชาคัพ 25 พ.ค. 2567\n"
        "รถบัส 45 ที่นั่ง ไป-กลับวันเดียว 9,800 บาท รวมทางด่วน\nมัดจำ 2,000 บาท\n",
    "AngSilaFC/อุปกรณ์/ใบเสนอราคาเสื้อ_อีสเทิร์นสปอร์ต_2567.md":
        "# ใบเสนอราคาเสื้อแข่ง ร้านอีสเทิร์นสปอร์ต (ปี 2567 ชุดเหย้า)\n"
        "- ชุดเหย้า เสื้อ+กางเกง 55 ชุด x 350 = 19,250 บาท\n- พิมพ์ชื่อและเบอร์ ตัวละ 70 บาท\n"
        "- ถุงเท้า คู่ละ 55 บาท\n- ส่วนลดสโมสร 3%\n",
    "AngSilaFC/ทัวร์นาเมนต์/แผนค่าใช้จ่าย_PattayaCup_ร่างแรก.md":
        "# แผนค่าใช้จ่าย Pattaya Cup (ร่างแรก 20 มิ.ย. 2568)\n"
        "- ส่ง 2 ทีม U12 U14 ค่าสมัคร 7,000 บาท\n- รถตู้ 2 คัน 8,000 บาท\n- โรงแรม 10 ห้อง 12,000 บาท\n"
        "- อาหาร 16,000 บาท\n- รวม 52,400 บาท ผู้ปกครองช่วยคนละ 800 บาท\n",
    "AngSilaFC/ประชุม/บันทึกประชุมกรรมการ_2567-12.md":
        "# บันทึกประชุมคณะกรรมการสโมสร ครั้งที่ 6/2567 (14 ธันวาคม 2567)\n"
        "- ค่าสมาชิกปี 2568 คงเดิม\n- ย้ายที่ซ้อมไปสนามชลสปอร์ตพาร์ค ตั้งแต่ พ.ค. 2568\n"
        "- งานเลี้ยงสิ้นปี 21 ธ.ค. งบ 4,500 บาท\n- ต่อประกันอุบัติเหตุนักเตะ พ.ค. 2568\n",
    "AngSilaFC/สปอนเซอร์/หนังสือขอสนับสนุน_เจริญชัยวัสดุ_2567.txt":
        "ที่ สยอ. 004/2567\n15 มกราคม 2567\n"
        "เรื่อง ขอความอนุเคราะห์สนับสนุนสโมสรฟุตบอลเยาวชนอ่างศิลา\nเรียน เจ้าของร้านเจริญชัยวัสดุก่อสร้าง\n"
        "สโมสรขอความอนุเคราะห์สนับสนุนค่าอุปกรณ์ฝึกซ้อม จำนวน 10,000 บาท\n"
        "ขอแสดงความนับถือ\nประยูร แสงทอง ประธานสโมสร\n",
}
WORKSPECT = {"todo.md": "- ตามค่าสมาชิก มิ.ย. ที่ยังค้าง\n- โอนค่าสนาม ก.ค. ก่อน 10 ส.ค.\n"
                        "- เลือกรถบัสไปพัทยา\n- ส่งรายงาน Q3 ให้สยามโตโยคาวะ ก่อน 15 ต.ค.\n"}


def _row(month: str, row: tuple) -> list:
    income, spend = row[:3], row[3:8]
    return [month, *income, sum(income), *spend, sum(spend), sum(income) - sum(spend), row[8]]


def _sum_rows(label: str, rows: list[tuple]) -> list:
    columns = list(zip(*(row[:8] for row in rows)))
    income, spend = [sum(c) for c in columns[:3]], [sum(c) for c in columns[3:8]]
    return [label, *income, sum(income), *spend, sum(spend), sum(income) - sum(spend), ""]


def _book(path: Path, rows: list[tuple], year: str) -> openpyxl.Workbook:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับรายจ่าย Income-Expenses"
    sheet.append([f"รายรับรายจ่ายสโมสรฟุตบอลเยาวชนอ่างศิลา ปี {year} (Ang Sila Youth FC, income and expenses)"])
    sheet.append(list(BOOK_HEADERS))
    for month, row in zip(MONTHS, rows):
        sheet.append(_row(month, row))
    sheet.append(_sum_rows("รวม ม.ค.-มิ.ย. (Total Jan-Jun)", rows[:6]))
    if len(rows) == 12:
        sheet.append(_sum_rows("รวมทั้งปี (Total full year)", rows))
    for column in range(2, 13):
        money_format(sheet, column)
    return book


def _fees(book: openpyxl.Workbook) -> None:
    sheet = book.create_sheet("ค่าสมาชิก มิ.ย. (June fees)")
    sheet.append(list(FEE_HEADERS))
    for group, players, fee, collected, note in FEES_JUNE:
        sheet.append([group, players, fee, players * fee, collected, players * fee - collected, note])
    sheet.append(["รวม (Total)", sum(r[1] for r in FEES_JUNE), "", sum(r[1] * r[2] for r in FEES_JUNE),
                  sum(r[3] for r in FEES_JUNE), sum(r[1] * r[2] - r[3] for r in FEES_JUNE), ""])
    for column in (3, 4, 5, 6):
        money_format(sheet, column)


def closing_balance() -> float:
    return round(OPENING_BALANCE + sum(row[2] for row in STATEMENT_ROWS), 2)


def _statement() -> list[str]:
    lines = [f"Opening balance 1 Jun 2025: {OPENING_BALANCE:,.2f} THB"]
    balance = OPENING_BALANCE
    for date, text, amount in STATEMENT_ROWS:
        balance = round(balance + amount, 2)
        lines.append(f"{date}  {text}  {amount:+,.2f}  balance {balance:,.2f}")
    lines.append(f"Closing balance 30 Jun 2025: {closing_balance():,.2f} THB")
    return [STATEMENT[0] + "\n".join(lines)]


def _slides() -> list[tuple[str, str]]:
    total = _sum_rows("", BOOK_2568)
    finance = (f"Income: {total[4]:,} THB (member fees {total[1]:,})\nExpenses: {total[10]:,} THB "
               f"(pitch hire {total[5]:,})\nBank balance on 30 June: {closing_balance():,.2f} THB")
    return [(title, finance if body == "__FINANCE__" else body) for title, body in SLIDES]


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    club = docs / "AngSilaFC"
    for sub in ("สัญญา", "บัญชี", "สปอนเซอร์", "ทัวร์นาเมนต์", "ประชุม", "LINE", "บิล", "อุปกรณ์", "ประกัน"):
        (club / sub).mkdir(parents=True, exist_ok=True)
    write_docx(club / "สัญญา" / "สัญญาเช่าสนาม_ชลสปอร์ตพาร์ค_2568.docx", PITCH_TOP, table=PITCH_RATES,
               bottom=PITCH_BOTTOM)
    write_docx(club / "สปอนเซอร์" / "ข้อตกลงสปอนเซอร์_สยามโตโยคาวะ_2568-69.docx", SPONSOR_TOP,
               table=SPONSOR_ITEMS, bottom=SPONSOR_BOTTOM)
    book = _book(club / "บัญชี" / "รายรับรายจ่ายสโมสร_2568.xlsx", BOOK_2568, "2568")
    _fees(book)
    book.save(club / "บัญชี" / "รายรับรายจ่ายสโมสร_2568.xlsx")
    _book(club / "บัญชี" / "รายรับรายจ่ายสโมสร_2567.xlsx", BOOK_2567, "2567").save(
        club / "บัญชี" / "รายรับรายจ่ายสโมสร_2567.xlsx")
    (club / "ประชุม" / "บันทึกประชุมกรรมการ_2568-06-28.md").write_text(MEETING_NOTE, encoding="utf-8")
    (club / "ทัวร์นาเมนต์" / "แผนค่าใช้จ่าย_PattayaYouthCup_2568.md").write_text(CUP_BUDGET, encoding="utf-8")
    (club / "ทัวร์นาเมนต์" / "รถบัส_ปวิเศษทัวร์_โทรถาม.md").write_text(BUS_NOTE, encoding="utf-8")
    (club / "LINE" / "LINE_ผู้ปกครองอ่างศิลาFC_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (club / "ทัวร์นาเมนต์" / "PattayaYouthCup2025_invitation_email.txt").write_text(CUP_EMAIL, encoding="utf-8")
    (club / "สปอนเซอร์" / "email_SiamToyokawa_CSR_van_Q2.txt").write_text(CSR_EMAIL, encoding="utf-8")
    (club / "สปอนเซอร์" / "หนังสือขอสนับสนุน_โรงแรมบางแสนเฮอริเทจ.txt").write_text(HOTEL_LETTER, encoding="utf-8")
    write_slides(club / "ประชุม" / "สรุปครึ่งปีแรก_ประชุมผู้ปกครอง_กค68.pptx", _slides())
    make_pdf(club / "บิล" / "ChonSportPark_invoice_2025-06.pdf", INVOICE_JUNE)
    make_pdf(club / "บิล" / "ChonSportPark_invoice_2025-07.pdf", INVOICE_JULY)
    make_pdf(club / "ทัวร์นาเมนต์" / "SrirachaTour_bus_quotation_PattayaCup.pdf", BUS_QUOTE)
    make_pdf(club / "อุปกรณ์" / "EasternSport_invoice_away_kit.pdf", KIT_INVOICE)
    make_pdf(club / "บัญชี" / "KTB_club_statement_2025-06.pdf", _statement())
    make_pdf(club / "ประกัน" / "ChaoPhraya_GPA_policy_players_2568.pdf", INSURANCE)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the treasurer's to-do list."""
    write_texts(workspect, WORKSPECT)
