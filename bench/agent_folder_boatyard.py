"""A folder for a blind agent-task set (`boatyard`): a small wooden-boat repair yard's papers plus household papers.

Chatchai Raksamut (ช่างชาติ / เฮียชาติ) runs อู่ชาติชัยการช่างเรือ, a slipway yard on the Prasae river at Pak Nam
Prasae, Klaeng, Rayong, with four workers. The folder holds: a Thai repair quote for a trawler (ส.ประเสริฐนาวา 3,
docx with a table) and an older draft of it (txt), a similar Thai quote for a speedboat tour company (docx), a LINE
chat with the trawler's skipper and one with the tour company, a foreign catamaran owner's English email asking for
a haul-out and the Thai inspection note from the visit, the July job log (xlsx, two sheets), the yard's income and
expenses Jan-Jun 2568 (xlsx, two sheets, Thai/English headers, a month per row) and last year's summary (md), the
workers' wages May-Jul (xlsx, a month per column, two sheets), the land lease 2568-2570 and the previous lease
2565-2567 (docx), the marine supplier's English price list and invoice (pdf) and last year's prices (md), slides of
a plan to buy a bigger winch in 2569 (pptx) and a draft of that idea; and for the household: two electricity bills
(June and July, English pdf), the home-loan statement (English pdf), the household spending sheet (xlsx, a month
per column), a note on the children's school fees and a LINE chat with his wife; plus a workspect with a to-do list.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

TRAWLER_QUOTE_TOP = [
    "ใบเสนอราคา",
    "อู่ชาติชัยการช่างเรือ (นายชาติชัย รักษ์สมุทร) 45/2 หมู่ 1 ต.ปากน้ำประแสร์ อ.แกลง จ.ระยอง 21170 "
    "โทร 081-762-4093",
    "เลขที่ QT-68/031   วันที่ 3 กรกฎาคม 2568",
    "เรียน นายประเสริฐ ทองดี (ไต๋เปี๊ยก) เจ้าของเรือ ส.ประเสริฐนาวา 3 (เรืออวนลากไม้ ยาว 14 เมตร)",
    "เรื่อง ซ่อมบำรุงประจำปี ขึ้นคาน เปลี่ยนไม้เปลือกเรือ และยกเครื่อง",
]
TRAWLER_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ค่ารางขึ้นคาน-ลงน้ำ", "1 ครั้ง", "8,000"),
    ("2", "ค่าคานเรือ วันละ 600 บาท", "20 วัน", "12,000"),
    ("3", "เปลี่ยนไม้เปลือกเรือ ไม้ตะเคียน (แผ่นละ 7,000 บาท)", "6 แผ่น", "42,000"),
    ("4", "ตอกหมันยาแนวใหม่ทั้งลำ", "1 งาน", "28,000"),
    ("5", "ขัดท้องเรือและทาสีกันเพรียง 2 รอบ", "1 งาน", "24,500"),
    ("6", "ยกเครื่องยนต์ Mitsubishi 6D22 (เปลี่ยนแหวน ลูกสูบ ปะเก็น)", "1 งาน", "65,000"),
    ("7", "เปลี่ยนใบจักรและลูกปืนเพลา", "1 ชุด", "7,000"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "186,500"),
]
TRAWLER_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 55,950 บาท ก่อนเรือขึ้นคาน ส่วนที่เหลือชำระก่อนเรือลงน้ำ",
    "หากขูดท้องเรือแล้วพบไม้ผุเพิ่ม คิดแผ่นละ 7,000 บาท โดยแจ้งเจ้าของเรือก่อนทุกครั้ง",
    "ระยะเวลาทำงานประมาณ 20 วัน รับประกันงานตอกหมัน 6 เดือน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ชาติชัย รักษ์สมุทร ผู้เสนอราคา",
]
TRAWLER_DRAFT = """ร่างใบเสนอราคา เรือ ส.ประเสริฐนาวา 3 (ไต๋เปี๊ยก) -- ร่างแรก มิ.ย. 68 ยังไม่ได้ส่ง
- ค่ารางขึ้นลง 8,000
- ค่าคาน 18 วัน x 600 = 10,800
- เปลี่ยนไม้เปลือก 5 แผ่น แผ่นละ 6,500 = 32,500
- ตอกหมันทั้งลำ 28,000
- ทาสีกันเพรียง 24,500
- ยกเครื่อง 62,000 (ถามราคาอะไหล่สมปองอีกที)
- ใบจักร 6,200
รวมประมาณ 172,000 บาท
ยังไม่แน่ใจว่าไต๋จะเอายกเครื่องไหม
"""
SPEEDBOAT_QUOTE_TOP = [
    "ใบเสนอราคา",
    "อู่ชาติชัยการช่างเรือ (นายชาติชัย รักษ์สมุทร) 45/2 หมู่ 1 ต.ปากน้ำประแสร์ อ.แกลง จ.ระยอง 21170 "
    "โทร 081-762-4093",
    "เลขที่ QT-68/035   วันที่ 15 กรกฎาคม 2568",
    "เรียน คุณจอยรดา วงศ์ทะเล (คุณจอย) บริษัท เสม็ดซีทัวร์ จำกัด ท่าเรือบ้านเพ อ.เมือง จ.ระยอง",
    "เรื่อง ซ่อมเรือสปีดโบ๊ทไฟเบอร์กลาส Sea Star 2 ยาว 32 ฟุต เครื่อง Yamaha 250 แรงม้า 2 เครื่อง",
]
SPEEDBOAT_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ค่ารางขึ้นคาน-ลงน้ำ และค่าคาน 6 วัน", "1 งาน", "4,500"),
    ("2", "ซ่อมไฟเบอร์ท้องเรือ รอยแตกยาว 1.2 เมตร", "1 จุด", "18,000"),
    ("3", "ขัดและเคลือบเจลโค้ทตัวเรือใหม่", "1 งาน", "16,500"),
    ("4", "ทาสีกันเพรียงท้องเรือ", "1 งาน", "9,800"),
    ("5", "เซอร์วิสเครื่อง Yamaha 250 (น้ำมันเครื่อง น้ำมันเฟืองท้าย ใบพัดปั๊มน้ำ)", "2 เครื่อง", "12,400"),
    ("", "รวมทั้งสิ้น", "", "61,200"),
]
SPEEDBOAT_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 30,600 บาท วันเรือขึ้นคาน ส่วนที่เหลือชำระวันรับเรือ",
    "ใช้เวลาทำงาน 6 วัน รับประกันงานไฟเบอร์ 1 ปี",
    "ใบเสนอราคานี้ยืนราคา 15 วัน",
    "ลงชื่อ ชาติชัย รักษ์สมุทร ผู้เสนอราคา",
]
LINE_PIAK = """[LINE] ประวัติการแชทกับ ไต๋เปี๊ยก ประเสริฐนาวา
บันทึกเมื่อ: 12/07/2568 21:05

ศ., 04/07/2568
08:12\tไต๋เปี๊ยก ประเสริฐนาวา\tเฮียชาติ ใบเสนอราคาได้แล้วนะ โอเคตามนั้น เอายกเครื่องด้วย
08:15\tไต๋เปี๊ยก ประเสริฐนาวา\tโอนมัดจำ 55,950 ไปแล้วนะ [รูปภาพ]
08:30\tอู่ชาติชัย\tได้รับแล้วครับไต๋ จันทร์ที่ 7 น้ำขึ้นตอนเช้า เอาเรือเข้ารางได้เลยครับ

จ., 07/07/2568
06:40\tอู่ชาติชัย\tเรือขึ้นคานเรียบร้อยครับไต๋ วันนี้ให้ไอ้ตี๋เริ่มขูดเพรียง

พ., 09/07/2568
16:20\tอู่ชาติชัย\tไต๋ครับ ขูดท้องเรือแล้วเจอไม้ผุเพิ่มอีก 2 แผ่น ตรงกราบขวาใกล้ท้ายเรือ [รูปภาพ]
16:22\tอู่ชาติชัย\tตามใบเสนอราคาแผ่นละ 7,000 สองแผ่นเพิ่ม 14,000 บาทครับ ถ้าไม่เปลี่ยนรอบหน้าน้ำเข้าแน่
16:45\tไต๋เปี๊ยก ประเสริฐนาวา\tเปลี่ยนเลยเฮีย แล้วจะได้ลงน้ำวันไหน ลูกเรือรอออกทะเล
16:50\tอู่ชาติชัย\tงานเพิ่มแบบนี้เลื่อนไปนิดครับ ลงน้ำได้เสาร์ที่ 26 ก.ค. น้ำเกิดพอดีครับ
16:52\tไต๋เปี๊ยก ประเสริฐนาวา\tโอเค 26 นะ ส่วนที่เหลือจ่ายวันลงน้ำเลย

ส., 12/07/2568
19:30\tไต๋เปี๊ยก ประเสริฐนาวา\tเครื่องเป็นไงบ้างเฮีย
19:41\tอู่ชาติชัย\tสมปองรื้อแล้วครับ ข้อเหวี่ยงยังดี เปลี่ยนแหวนลูกสูบตามที่คุยไว้ ไม่มีเพิ่มครับ
"""
LINE_JOY = """[LINE] ประวัติการแชทกับ Joy SametSeaTour
บันทึกเมื่อ: 19/07/2568 10:02

จ., 14/07/2568
11:05\tJoy SametSeaTour\tสวัสดีค่ะเฮียชาติ เรือ Sea Star 2 ท้องแตก ชนหินแถวอ่าวพร้าว ขอราคาซ่อมหน่อยค่ะ
11:20\tอู่ชาติชัย\tได้ครับคุณจอย พรุ่งนี้ผมส่งใบเสนอราคาให้นะครับ เซอร์วิสเครื่องด้วยเลยไหมครับ
11:22\tJoy SametSeaTour\tเอาด้วยค่ะ ทั้งสองเครื่องเลย

อ., 15/07/2568
17:40\tอู่ชาติชัย\t[ไฟล์] ใบเสนอราคา Sea Star 2
17:58\tJoy SametSeaTour\tแพงไปนิดนะคะเฮีย ลดได้ไหม ต้นเดือนสิงหาคมมีกรุ๊ปทัวร์จองเต็ม ต้องใช้เรือแล้ว
18:10\tอู่ชาติชัย\tถ้าจ่ายเงินสดทั้งหมดวันรับเรือ ผมลดให้เหลือ 59,000 ครับ เสร็จทันก่อน 1 ส.ค. แน่นอน

ศ., 18/07/2568
07:30\tJoy SametSeaTour\tเรือถึงอู่แล้วนะคะ คนขับเรือชื่อบังดล
07:35\tอู่ชาติชัย\tรับเรือแล้วครับ ขึ้นคานเช้านี้เลย รับเรือได้พฤหัสที่ 24 ก.ค. ครับ
"""
JENSEN_EMAIL = """From: Mark Jensen <mark.jensen.sail@gmail.com>
To: Chatchai Boat Yard <chatchai.boatyard@gmail.com>
Date: Tue, 5 Aug 2025 09:14:52 +0700
Subject: Haul-out for a 38 ft catamaran - antifouling and saildrive service

Hello Khun Chatchai,

My name is Mark Jensen, I am Danish and live on my boat "Blue Heron", a Lagoon 380 catamaran
(length 11.55 m, beam 6.53 m, about 7.5 tonnes). She is on a mooring at Ao Phrao, Koh Samet.
A friend at the Ban Phe pier told me your slipway can take wide boats.

I would like a haul-out with these jobs:
- pressure wash, sand and two coats of antifouling on both hulls
- service of the two Yanmar saildrives (oil, seals, anodes)
- check the rudder bearings

I would like to come out of the water between 1 and 15 September 2025 and stay about 10 days.
My budget is up to 90,000 THB for everything. I can pay by bank transfer in THB.
Could you please send me a quotation by 20 August 2025? I can bring the boat to your yard for you to see
her before you quote, any day next week.

Best regards,
Mark Jensen
+66 96 218 4471
"""
JENSEN_SURVEY = """# ตรวจเรือคาตามารัน Blue Heron (คุณมาร์ค ชาวเดนมาร์ก) 9 ส.ค. 2568

มาร์คเอาเรือมาจอดหน้าอู่ช่วงน้ำขึ้น 10 โมง ดูกับบังหมาดและสมปอง

## ที่เจอ
- กว้าง 6.53 เมตร รางเรากว้าง 7 เมตร เข้าได้แต่เฉียด ต้องใช้คนคุมเชือกข้างละ 2 คน
- สีกันเพรียงเก่าลอกเป็นแผ่น ต้องขัดถึงเนื้อ ทั้งสองลำเรือ
- แซลไดรฟ์ Yanmar 2 ตัว ซีลรั่วซึม ตัวซ้ายมีน้ำเข้าน้ำมัน
- ลูกปืนหางเสือยังดี

## คิดราคา
- ค่ารางขึ้น-ลง (เรือกว้าง) 12,000 บาท
- ค่าคาน 10 วัน วันละ 1,000 = 10,000 บาท
- ขัดและทาสีกันเพรียง 2 รอบ ทั้งสองลำ 38,000 บาท
- เซอร์วิสแซลไดรฟ์ 2 ตัว รวมซีล 14,000 บาท
- รวม 74,000 บาท (ไม่เกินงบเขา 90,000)
- ขึ้นคานได้ 3 ก.ย. 68 หลังเรือไต๋หนุ่ยลงน้ำ

## ต้องทำ
- ส่งใบเสนอราคาภาษาอังกฤษทางอีเมลก่อน 20 ส.ค.
- สั่งซีลแซลไดรฟ์จากพัทยา
"""
LEASE_TOP = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ ตำบลปากน้ำประแสร์ อำเภอแกลง จังหวัดระยอง วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นางบุญเรือน ศรีประแสร์ เลขที่ 12 หมู่ 1 ตำบลปากน้ำประแสร์ อำเภอแกลง จังหวัดระยอง",
    "ผู้เช่า: นายชาติชัย รักษ์สมุทร (อู่ชาติชัยการช่างเรือ) เลขที่ 45/2 หมู่ 1 ตำบลปากน้ำประแสร์",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 8841 เนื้อที่ 2 ไร่ 1 งาน ริมแม่น้ำประแสร์ "
    "เพื่อใช้ทำอู่ซ่อมเรือ รางเลื่อนเรือ และโรงเก็บวัสดุ",
    "ข้อ 2. สัญญามีกำหนด 3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าตามตารางท้ายสัญญา ชำระล่วงหน้าภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 27,000 บาท (เท่ากับค่าเช่า 3 เดือน) ผู้ให้เช่าคืนเมื่อสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าจะปลูกสร้างโรงเรือนถาวรเพิ่มได้เมื่อได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า",
    "ข้อ 6. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ข้อ 7. ผู้เช่าเป็นผู้ชำระภาษีที่ดินและสิ่งปลูกสร้างในส่วนของอู่ และรับผิดชอบความเสียหายต่อตลิ่ง",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_TABLE = [
    ("ปี", "ช่วงเวลา", "ค่าเช่าต่อเดือน", "รวมทั้งปี"),
    ("ปีที่ 1", "ม.ค.-ธ.ค. 2568", "9,000 บาท", "108,000 บาท"),
    ("ปีที่ 2", "ม.ค.-ธ.ค. 2569", "9,000 บาท", "108,000 บาท"),
    ("ปีที่ 3", "ม.ค.-ธ.ค. 2570", "9,500 บาท", "114,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ บุญเรือน ศรีประแสร์ ผู้ให้เช่า", "ลงชื่อ ชาติชัย รักษ์สมุทร ผู้เช่า",
                "ลงชื่อ สมหมาย ศรีประแสร์ พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ ตำบลปากน้ำประแสร์ อำเภอแกลง จังหวัดระยอง วันที่ 15 ธันวาคม 2564",
    "ผู้ให้เช่า: นางบุญเรือน ศรีประแสร์  ผู้เช่า: นายชาติชัย รักษ์สมุทร",
    "ข้อ 1. ให้เช่าที่ดินโฉนดเลขที่ 8841 เนื้อที่ 2 ไร่ 1 งาน ริมแม่น้ำประแสร์ เพื่อทำอู่ซ่อมเรือ",
    "ข้อ 2. สัญญามีกำหนด 3 ปี ตั้งแต่วันที่ 1 มกราคม 2565 ถึงวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. ค่าเช่าเดือนละ 7,500 บาท ชำระภายในวันที่ 10 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 15,000 บาท",
    "ข้อ 5. ฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้า 30 วัน",
]
OLD_LEASE_TABLE = [
    ("ปี", "ค่าเช่าต่อเดือน", "รวมทั้งปี"),
    ("2565-2567", "7,500 บาท", "90,000 บาท"),
]
JOB_HEADERS = ("วันขึ้นคาน (Hauled out)", "ชื่อเรือ (Boat)", "เจ้าของ (Owner)", "งาน (Job)",
               "วันบนคาน (Days)", "ค่าซ่อม (Amount, THB)", "สถานะเงิน (Payment)")
JOBS = [
    ("02/07/2568", "ส.ทองสมุทร 7", "ลุงเหลียง", "ทาสีกันเพรียง", 5, 18500, "จ่ายแล้ว"),
    ("07/07/2568", "ส.ประเสริฐนาวา 3", "ไต๋เปี๊ยก", "ซ่อมใหญ่ เปลี่ยนไม้ ยกเครื่อง", 20, 186500, "มัดจำ 30% แล้ว"),
    ("10/07/2568", "เรือหางยาว ลำเล็ก", "พี่หนูเล็ก", "เปลี่ยนไม้กระดูกงู", 6, 9800, "ค้างจ่าย"),
    ("14/07/2568", "โชคอำนวยทรัพย์", "เจ๊ฮวย", "อุดรอยรั่ว + ตอกหมันหัวเรือ", 4, 12600, "ค้างจ่าย"),
    ("18/07/2568", "Sea Star 2", "เสม็ดซีทัวร์ (คุณจอย)", "ซ่อมไฟเบอร์ + เซอร์วิสเครื่อง", 6, 61200, "มัดจำ 50% แล้ว"),
    ("22/07/2568", "ส.เจริญผล 9", "ไต๋หนุ่ย", "ทาสีกันเพรียง + เปลี่ยนซิงค์กันกร่อน", 5, 21300, "จ่ายแล้ว"),
]
QUEUE_HEADERS = ("ชื่อเรือ (Boat)", "เจ้าของ (Owner)", "โทร (Phone)", "นัดขึ้นคาน (Booked)", "งาน (Job)")
QUEUE = [
    ("ส.เจริญผล 11", "ไต๋หนุ่ย", "089-553-2170", "4 ส.ค. 2568", "ตอกหมัน + ทาสี"),
    ("ลูกเจ้าสมุทร", "ลุงเชย", "086-127-9904", "11 ส.ค. 2568", "เปลี่ยนเพลาใบจักร"),
    ("เพชรประแสร์ 2", "เจ๊ฮวย", "081-940-3365", "18 ส.ค. 2568", "ทาสีกันเพรียง"),
    ("Blue Heron (คาตามารัน)", "Mark Jensen", "096-218-4471", "3 ก.ย. 2568 (รอตอบใบเสนอราคา)",
     "ทาสีกันเพรียง + แซลไดรฟ์"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าราง/ค่าคาน (Slipway fees, THB)", "ซ่อมตัวเรือ (Hull repair, THB)",
                  "ซ่อมเครื่อง (Engine work, THB)", "รวมรายรับ (Total income, THB)", "จำนวนเรือ (Boats)")
INCOME = [(38000, 96500, 41200, 9), (42500, 118000, 36800, 11), (51000, 142300, 58400, 13),
          (27500, 64800, 22000, 6), (46000, 131600, 49500, 12), (33500, 88200, 31700, 8)]
EXPENSE_HEADERS = ("เดือน (Month)", "วัสดุ (Materials, THB)", "ค่าแรงลูกน้อง (Wages, THB)",
                   "ค่าเช่าที่ (Land rent, THB)", "ค่าไฟอู่ (Electricity, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(52300, 49800, 9000, 6400, 3900, ""), (61700, 52000, 9000, 7100, 4200, ""),
            (78900, 55900, 9000, 8300, 12500, "ซ่อมรอกวินช์"), (30400, 38400, 9000, 5200, 2800, "หยุดสงกรานต์"),
            (66200, 54600, 9000, 7600, 3300, ""), (41800, 48900, 9000, 5900, 15000, "ต่อใบอนุญาตอู่ + ภาษีป้าย")]
WAGE_MONTHS = ["พ.ค. 68 (May)", "มิ.ย. 68 (Jun)", "ก.ค. 68 (Jul)"]
WAGE_HEADERS = ("ลูกน้อง (Worker)", "หน้าที่ (Role)", "ค่าแรง/วัน (Daily rate, THB)", *WAGE_MONTHS)
WAGES = [
    ("บังหมาด", "ช่างไม้เรือ", 600, 15600, 14400, 16200),
    ("สมปอง", "ช่างเครื่อง", 650, 16900, 14950, 17550),
    ("ตี๋", "ช่างขัด/ทาสี", 450, 11700, 10350, 12150),
    ("มินอ่อง", "ผู้ช่วยทั่วไป", 400, 10400, 9200, 10800),
]
ADVANCES = [
    ("05/07/2568", "มินอ่อง", 2000, "ส่งเงินกลับบ้าน"),
    ("12/07/2568", "ตี๋", 1500, "ค่าซ่อมมอเตอร์ไซค์"),
    ("19/07/2568", "สมปอง", 3000, "ค่าเทอมลูก"),
]
PRICELIST = [
    "RAYONG MARINE SUPPLY LTD., PART.\n"
    "88/15 Sukhumvit Road, Noen Phra, Mueang Rayong 21000  Tel. 038-611-274\n"
    "BOATYARD PRICE LIST 2025 - effective 1 June 2025 (prices in THB, VAT not included)\n"
    "Account customer: Chatchai Boat Yard (Mr. Chatchai Raksamut), account No. RM-1182\n"
    " \n"
    "Polyester resin, 20 kg pail ..................... 2,650\n"
    "Fiberglass chopped strand mat 450 g, 30 kg roll .. 3,380\n"
    "Gelcoat white, 20 kg ............................ 4,200\n"
    "Antifouling paint Jotun Seaforce 30, 5 L ........ 3,950\n"
    "Marine epoxy putty, 2 kg ........................ 980\n"
    "Caulking cotton (oakum), 5 kg ................... 650\n"
    "Copper boat nails 3 in, 1 kg .................... 420\n"
    "Zinc hull anode, 2 kg ........................... 560\n"
    "Takhian plank 1 x 12 in x 4 m ................... 3,800\n"
    " \n"
    "Terms: 3% discount for cash at the counter. Account customers get 30 days credit.\n"
    "Free delivery to Klaeng and Prasae for orders over 15,000 THB.",
]
INVOICE = [
    "RAYONG MARINE SUPPLY LTD., PART.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV25-0714   Date: 16 July 2025\n"
    "Customer: Chatchai Boat Yard (Mr. Chatchai Raksamut), 45/2 Moo 1, Pak Nam Prasae, Klaeng,\n"
    "Rayong 21170   Account No. RM-1182\n"
    " \n"
    "Antifouling paint Seaforce 30, 5 L   6 x 3,950.00 = 23,700.00\n"
    "Polyester resin, 20 kg pail          4 x 2,650.00 = 10,600.00\n"
    "Caulking cotton (oakum), 5 kg        3 x   650.00 =  1,950.00\n"
    "Copper boat nails 3 in, 1 kg         5 x   420.00 =  2,100.00\n"
    " \n"
    "Subtotal: 38,350.00 THB\nVAT 7%: 2,684.50 THB\nTotal amount due: 41,034.50 THB\n"
    "Payment term: credit 30 days. Due date: 15 August 2025\n"
    "Pay by transfer to Bangkok Bank, account 371-0-48825-6, Rayong Marine Supply Ltd., Part.",
]
BILL_JULY = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Klaeng District Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Sunee Raksamut\nAddress: 45/7 Moo 1, Pak Nam Prasae, Klaeng, Rayong 21170\n"
    "Customer No.: 020011458832   Meter No.: 1 1458832   Rate: 1.1.2 Residential\n"
    "Billing month: July 2025   Reading period: 16 Jun 2025 - 15 Jul 2025\n"
    "Previous reading: 28,914   Present reading: 29,400   Units used: 486 kWh\n"
    " \n"
    "Energy charge: 2,083.40\nService charge: 24.62\nFt (0.1972 x 486 kWh): 95.84\n"
    "Subtotal: 2,203.86\nVAT 7%: 154.27\nTotal amount: 2,358.13 THB\n"
    "Please pay by: 25 July 2025\n"
    "Direct debit is not set up for this account. Pay at PEA counters, 7-Eleven or the PEA Smart Plus app.",
]
BILL_JUNE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Klaeng District Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Sunee Raksamut\nAddress: 45/7 Moo 1, Pak Nam Prasae, Klaeng, Rayong 21170\n"
    "Customer No.: 020011458832   Meter No.: 1 1458832   Rate: 1.1.2 Residential\n"
    "Billing month: June 2025   Reading period: 16 May 2025 - 15 Jun 2025\n"
    "Previous reading: 28,502   Present reading: 28,914   Units used: 412 kWh\n"
    " \n"
    "Energy charge: 1,738.60\nService charge: 24.62\nFt (0.1972 x 412 kWh): 81.25\n"
    "Subtotal: 1,844.47\nVAT 7%: 129.11\nTotal amount: 1,973.58 THB\n"
    "Please pay by: 25 June 2025\nPAID 20 June 2025 - thank you.",
]
LOAN_PAGES = [
    "GOVERNMENT HOUSING BANK - Rayong Branch\nHOUSING LOAN STATEMENT\nStatement date: 30 June 2025\n"
    "Borrowers: Mr. Chatchai Raksamut and Mrs. Sunee Raksamut\nLoan account No.: 0123-45-678901\n"
    "Property: house and land, title deed 21544, 45/7 Moo 1, Pak Nam Prasae, Klaeng, Rayong\n"
    "Original loan amount: 1,850,000.00 THB, contract date 12 March 2019, term 25 years\n"
    "Outstanding principal as of 30 June 2025: 1,126,480.55 THB\n"
    "Current interest rate: 3.35% per year (fixed rate period, until 31 December 2025)\n"
    "From 1 January 2026: MRR - 1.25% (currently 5.45% per year)\n"
    "Monthly installment: 12,400.00 THB, due on the 5th of each month\n"
    "Next installment: 5 July 2025",
    "Page 2 - Payments January - June 2025\n"
    "05 Jan 2025  12,400.00  principal 9,151.20  interest 3,248.80\n"
    "05 Feb 2025  12,400.00  principal 9,176.75  interest 3,223.25\n"
    "05 Mar 2025  12,400.00  principal 9,202.37  interest 3,197.63\n"
    "07 Apr 2025  12,400.00  principal 9,228.06  interest 3,171.94 (paid 2 days late)\n"
    "05 May 2025  12,400.00  principal 9,253.82  interest 3,146.18\n"
    "05 Jun 2025  12,400.00  principal 9,279.65  interest 3,120.35\n"
    "Interest paid in 2025 so far: 19,108.15 THB (keep for tax deduction)",
]
PLAN_SLIDES = [
    ("แผนซื้อวินช์ใหม่ ปี 2569 (New winch plan 2026)", "อู่ชาติชัยการช่างเรือ ปากน้ำประแสร์\nชาติชัย รักษ์สมุทร - สิงหาคม 2568"),
    ("ปัญหาตอนนี้ (Why)", "Old 10-ton winch from 2552 (2009), broke in March 2568, repair 12,500 THB\n"
                          "Cannot haul boats over 40 tons; turned away 7 big trawlers in 2568"),
    ("ของที่จะซื้อ (What to buy)", "New electric winch 20 tons, installed: 385,000 THB\n"
                                   "Extend the slipway rails by 15 m: 160,000 THB\nTotal budget 545,000 THB"),
    ("เงินจากไหน (Money)", "Own savings 195,000 THB\nSME loan from Krungthai 350,000 THB, 3 years, about 4.5% per year\n"
                          "Monthly repayment about 10,400 THB"),
    ("เป้าหมาย (Targets)", "Haul boats up to 25 m and 60 tons\nAbout 4 more boats a month in the dry season\n"
                           "Install in January 2569, before the fishing closure season"),
]
PLAN_DRAFT = """# ไอเดียเปลี่ยนวินช์ (ร่าง พ.ค. 68)
- วินช์มือสองจากอู่ที่สัตหีบ 10 ตัน ราคา 180,000 ดูแล้วสภาพไม่ค่อยดี
- หรือซื้อใหม่ 15 ตัน ราว 290,000 ?
- รางยังไม่ต้องต่อ ใช้ไปก่อน
- ถามบังหมาดว่าต่อรางเองได้ไหม
"""
OLD_PRICES = """# ราคาวัสดุ ระยองมารีนซัพพลาย (ใบราคาปี 2567 ของเก่า)

- เรซิ่นโพลีเอสเตอร์ ถัง 20 กก. 2,400 บาท
- ใยแก้วแผ่น 450 กรัม ม้วน 30 กก. 3,150 บาท
- เจลโค้ทขาว 20 กก. 3,900 บาท
- สีกันเพรียง Jotun Seaforce 30 แกลลอน 5 ลิตร 3,600 บาท
- หมันตอกเรือ 5 กก. 600 บาท
- ตะปูทองแดง 3 นิ้ว กิโลละ 390 บาท
- ซิงค์กันกร่อน 2 กก. 520 บาท
"""
YARD_2567 = """# สรุปยอดอู่ชาติชัย ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 2,184,600 บาท
- เรือขึ้นคานทั้งปี 121 ลำ
- เดือนที่ดีที่สุด มี.ค. 2567 รายรับ 236,900 บาท
- ค่าวัสดุทั้งปี 688,400 บาท ค่าแรงลูกน้องทั้งปี 612,000 บาท
- กำไรสุทธิทั้งปีประมาณ 512,300 บาท
- ค่าเช่าที่ปีนี้เดือนละ 7,500 ปีหน้าขึ้นเป็น 9,000
"""
SCHOOL_FEES = """# ค่าเทอม 1 ปีการศึกษา 2568 (จ่ายแล้ว 12 พ.ค. 2568)

## น้องภูมิ ม.2 โรงเรียนประแสร์วิทยาคม
- ค่าบำรุงการศึกษา 3,500 บาท
- ค่าห้องคอมพิวเตอร์/ห้องแอร์ 1,800 บาท
- ชุดนักเรียน + รองเท้า 1,480 บาท
- หนังสือ สมุด 1,150 บาท
- รวม 7,930 บาท

## น้องแพร ป.5 โรงเรียนวัดปากน้ำประแสร์
- ค่าบำรุงการศึกษา 2,400 บาท
- ชุดนักเรียน 1,100 บาท
- ทัศนศึกษาสวนนงนุช 900 บาท
- รวม 4,400 บาท

รวมทั้งสองคน 12,330 บาท
เทอม 2 (ต.ค.) น่าจะประมาณ 9,000 บาท เตรียมเงินไว้ด้วย
"""
LINE_SUNEE = """[LINE] ประวัติการแชทกับ สุนีย์ ❤️
บันทึกเมื่อ: 20/07/2568 22:10

ส., 19/07/2568
18:02\tสุนีย์ ❤️\tพี่ บิลค่าไฟบ้านมาแล้ว เดือนนี้ 2,358 บาทนะ แพงขึ้นเพราะแอร์ห้องลูก
18:05\tชาติ\tเออ เดี๋ยวพี่จ่ายในแอปให้ ก่อนวันที่ 25
18:10\tสุนีย์ ❤️\tแล้วบ้าน ธอส. ปีหน้าดอกขึ้นนะพี่ ได้จดหมายมา ต้องไปคุยรีไฟแนนซ์ไหม
18:14\tชาติ\tปลายปีค่อยไปคุยกับธนาคาร ตอนนี้งวดยัง 12,400 เท่าเดิม

อา., 20/07/2568
09:30\tสุนีย์ ❤️\tเทอม 2 ลูกต้องเตรียมประมาณ 9,000 นะ
09:41\tชาติ\tได้ งานเรือฝรั่งคาตามารันถ้าได้ ก็พอเลย
"""
HOUSE_ITEMS = [
    ("ผ่อนบ้าน ธอส. (Home loan)", [12400, 12400, 12400, 12400, 12400, 12400]),
    ("ค่าไฟบ้าน (Electricity)", [1488.20, 1612.35, 1954.90, 2416.75, 2105.30, 1973.58]),
    ("ค่าน้ำประปา (Water)", [214, 198, 236, 281, 245, 229]),
    ("โทรศัพท์ + เน็ต (Phone & internet)", [1098, 1098, 1098, 1098, 1098, 1098]),
    ("กับข้าว ของใช้ (Food & household)", [14200, 13650, 14800, 18900, 15300, 14100]),
    ("ค่าเทอม การศึกษาลูก (Children's school)", [1200, 800, 0, 0, 12330, 1500]),
    ("ประกันชีวิต (Life insurance)", [0, 0, 24600, 0, 0, 0]),
    ("อื่นๆ (Other)", [2500, 3100, 1800, 9600, 2200, 2700]),
]
HOUSE_MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)",
                "มิ.ย. 68 (Jun)"]
SAVINGS = [("ม.ค. 68 (Jan)", 15000, "ออมสิน"), ("ก.พ. 68 (Feb)", 15000, "ออมสิน"), ("มี.ค. 68 (Mar)", 10000, "ออมสิน"),
           ("เม.ย. 68 (Apr)", 5000, "ออมสิน"), ("พ.ค. 68 (May)", 0, "จ่ายค่าเทอมลูก"),
           ("มิ.ย. 68 (Jun)", 10000, "ออมสิน")]
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาเรือคาตามารันให้มาร์ค (อังกฤษ)\n- โอนค่าสีกันเพรียง ระยองมารีน\n"
                        "- ทวงเงินพี่หนูเล็กกับเจ๊ฮวย\n- จ่ายค่าไฟบ้าน\n- ไปคุย ธอส. เรื่องดอกเบี้ยปีหน้า\n"}


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เรือขึ้นคาน ก.ค. 68"
    sheet.append(["งานเข้าอู่ชาติชัย เดือนกรกฎาคม 2568 (Boats on the slip, July 2025)"])
    sheet.append(list(JOB_HEADERS))
    for row in JOBS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in JOBS), sum(row[5] for row in JOBS), ""])
    sheet.append(["ยอดค้างจ่าย (Unpaid)", "", "", "", "", sum(row[5] for row in JOBS if row[6] == "ค้างจ่าย"),
                  "ต้องทวง"])
    money_format(sheet, 6)
    queue = book.create_sheet("คิวขึ้นคาน Queue")
    queue.append(list(QUEUE_HEADERS))
    for row in QUEUE:
        queue.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับอู่ชาติชัยการช่างเรือ ม.ค.-มิ.ย. 2568 (Yard income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวมครึ่งปี (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-มิ.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    totals = [0] * 7
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        values = [*row[:5], total, sum(income[:3]) - total]
        totals = [a + b for a, b in zip(totals, values)]
        spend.append([month, *values, row[5]])
    spend.append(["รวมครึ่งปี (Total)", *totals, ""])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง Wages"
    sheet.append(["ค่าแรงลูกน้องอู่ชาติชัย พ.ค.-ก.ค. 2568 (Workers' wages)"])
    sheet.append(list(WAGE_HEADERS))
    for row in WAGES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", *(sum(row[i] for row in WAGES) for i in (3, 4, 5))])
    for column in range(3, 7):
        money_format(sheet, column)
    advances = book.create_sheet("เบิกล่วงหน้า ก.ค. Advances")
    advances.append(["วันที่ (Date)", "ลูกน้อง (Worker)", "จำนวน (Amount, THB)", "เหตุผล (Reason)"])
    for row in ADVANCES:
        advances.append(list(row))
    advances.append(["รวม (Total)", "", sum(row[2] for row in ADVANCES), "หักจากค่าแรงสิ้นเดือน"])
    money_format(advances, 3)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายบ้าน 2568"
    sheet.append(["ค่าใช้จ่ายบ้าน ม.ค.-มิ.ย. 2568 (Household spending 2025)"])
    sheet.append(["รายการ (Item)", *HOUSE_MONTHS])
    for name, values in HOUSE_ITEMS:
        sheet.append([name, *values])
    sheet.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*(v for _, v in HOUSE_ITEMS)))])
    for column in range(2, 8):
        money_format(sheet, column)
    savings = book.create_sheet("เงินออม Savings")
    savings.append(["เดือน (Month)", "เงินออม (Saved, THB)", "หมายเหตุ (Note)"])
    for row in SAVINGS:
        savings.append(list(row))
    savings.append(["รวม (Total)", sum(row[1] for row in SAVINGS), ""])
    money_format(savings, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    yard = docs / "อู่เรือ"
    for sub in ("ใบเสนอราคา", "ลูกค้า", "สัญญา", "บัญชี", "วัสดุ", "แชท", "แผนงาน"):
        (yard / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(yard / "ใบเสนอราคา" / "ใบเสนอราคา_เรือประเสริฐนาวา3_2568.docx", TRAWLER_QUOTE_TOP,
               table=TRAWLER_QUOTE_TABLE, bottom=TRAWLER_QUOTE_BOTTOM)
    write_docx(yard / "ใบเสนอราคา" / "ใบเสนอราคา_สปีดโบ๊ท_เสม็ดซีทัวร์_2568.docx", SPEEDBOAT_QUOTE_TOP,
               table=SPEEDBOAT_QUOTE_TABLE, bottom=SPEEDBOAT_QUOTE_BOTTOM)
    (yard / "ลูกค้า" / "Jensen_catamaran_haulout_email.txt").write_text(JENSEN_EMAIL, encoding="utf-8")
    (yard / "ลูกค้า" / "ตรวจเรือ_คาตามารันมาร์ค_2568-08.md").write_text(JENSEN_SURVEY, encoding="utf-8")
    _jobs(yard / "ลูกค้า" / "งานเข้าอู่_กค2568.xlsx")
    write_docx(yard / "สัญญา" / "สัญญาเช่าที่ดินทำอู่_2568-2570.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(yard / "สัญญา" / "สัญญาเช่าที่ดินทำอู่_2565-2567.docx", OLD_LEASE_TOP, table=OLD_LEASE_TABLE,
               bottom=["ลงชื่อ บุญเรือน ศรีประแสร์ ผู้ให้เช่า", "ลงชื่อ ชาติชัย รักษ์สมุทร ผู้เช่า"])
    _accounts(yard / "บัญชี" / "รายรับรายจ่าย_อู่_2568.xlsx")
    _wages(yard / "บัญชี" / "ค่าแรงลูกน้อง_พค-กค2568.xlsx")
    make_pdf(yard / "วัสดุ" / "RayongMarine_pricelist_2025.pdf", PRICELIST)
    make_pdf(yard / "วัสดุ" / "RayongMarine_invoice_INV25-0714.pdf", INVOICE)
    (yard / "แชท" / "LINE_ไต๋เปี๊ยก_ประเสริฐนาวา.txt").write_text(LINE_PIAK, encoding="utf-8")
    (yard / "แชท" / "LINE_คุณจอย_เสม็ดซีทัวร์.txt").write_text(LINE_JOY, encoding="utf-8")
    write_slides(yard / "แผนงาน" / "แผนซื้อวินช์ใหม่_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_bill_house_2025-07.pdf", BILL_JULY)
    make_pdf(home / "PEA_bill_house_2025-06.pdf", BILL_JUNE)
    make_pdf(home / "GHB_home_loan_statement_2025-06.pdf", LOAN_PAGES)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "อู่เรือ/ใบเสนอราคา/ใบเสนอราคา_เรือประเสริฐนาวา3_ร่าง.txt": TRAWLER_DRAFT,
        "อู่เรือ/แผนงาน/ไอเดียเปลี่ยนวินช์_ร่าง.md": PLAN_DRAFT,
        "อู่เรือ/วัสดุ/ราคาวัสดุ_ระยองมารีน_2567.md": OLD_PRICES,
        "อู่เรือ/บัญชี/สรุปยอดอู่_ปี2567.md": YARD_2567,
        "บ้าน/ค่าเทอมลูก_เทอม1_2568.md": SCHOOL_FEES,
        "บ้าน/LINE_สุนีย์_เรื่องบ้าน.txt": LINE_SUNEE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the yard owner's to-do list."""
    write_texts(workspect, WORKSPECT)
