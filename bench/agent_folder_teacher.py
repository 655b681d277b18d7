"""A fifteenth folder for bench/agent_tasks.py (`--folder teacher`): a Nakhon Si Thammarat teacher's papers.

Kru Somsri Kaewmanee (ครูสมศรี แก้วมณี) teaches maths at Mueang Nakhon Witthaya School (โรงเรียนเมืองนครวิทยา) in
Mueang Nakhon Si Thammarat, runs weekend tutoring in a rented room on Ratchadamnoen Road, is treasurer of the
school's parents' association and keeps the household's papers. Her folder: a Thai tutoring-room rental agreement
(docx, a rent table by school term), the school's Thai memo on the new term (docx, a schedule table), her son
Tonnam's Thai dorm contract in Hat Yai (docx, a fee table) and his university's English tuition notice (pdf), slides
proposing a maths-classroom project to the school (pptx), the parents' association's ledger for June-September
2568 (xlsx, two sheets, Thai/English headers) and the Thai minutes of its committee meeting (md), her tutoring
income by student and month with the tutoring costs (xlsx, two sheets), a LINE chat export with a pupil's mother
about make-up classes (txt), an English email from a Hat Yai language school offering a summer job and last year's
offer from a Krabi school (txt), the home's PEA electricity bills for August and September and a PWA water bill
(pdf), the teachers' savings cooperative statement (English pdf, 2 pages), the car insurance renewal notice
(English pdf) and another insurer's Thai quote (md), Thai notes on her mother's care costs (md), and six
distractors that share words with them (a draft of the room rental, last year's association ledger, a draft of the
project, last year's tutoring summary, last year's car-insurance quote, the dorms looked at last year); plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 15, for
bench/data/agent_tasks_teacher_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

ROOM_TOP = [
    "สัญญาเช่าห้อง (เพื่อใช้เป็นห้องสอนพิเศษ)",
    "ทำที่ อำเภอเมืองนครศรีธรรมราช จังหวัดนครศรีธรรมราช วันที่ 25 พฤษภาคม 2568",
    "ผู้ให้เช่า: นางวรรณา ศรีสุวรรณ  ผู้เช่า: นางสมศรี แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องชั้น 2 ของอาคารพาณิชย์เลขที่ 45/7 ถนนราชดำเนิน ตำบลในเมือง "
    "อำเภอเมืองนครศรีธรรมราช จังหวัดนครศรีธรรมราช 80000 ขนาด 6 x 8 เมตร พร้อมโต๊ะเรียน 20 ชุด ไวท์บอร์ด 1 แผ่น "
    "และเครื่องปรับอากาศ 1 เครื่อง เพื่อใช้เป็นห้องสอนพิเศษ",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 มิถุนายน 2568 สิ้นสุดวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ซึ่งแบ่งตามช่วงเปิดและปิดภาคเรียน ชำระภายในวันที่ 5 ของทุกเดือน "
    "โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 9,000 บาท (เก้าพันบาทถ้วน) ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 30 วัน "
    "หลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ค่าไฟฟ้าคิดตามมิเตอร์ย่อยของห้อง หน่วยละ 7 บาท ชำระพร้อมค่าเช่าเดือนถัดไป",
    "ข้อ 6. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 7. ผู้เช่ารับผิดชอบดูแลความสะอาดและปิดเครื่องปรับอากาศ ไฟฟ้า และล็อกประตูทุกครั้งหลังเลิกใช้ห้อง "
    "จำนวนนักเรียนในห้องไม่เกินครั้งละ 20 คน",
    "ข้อ 8. ฝ่ายใดจะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
ROOM_RENT = [
    ("ช่วงเวลา", "วันที่ใช้ห้อง", "ค่าเช่าต่อเดือน"),
    ("ภาคเรียนที่ 1 (มิ.ย. - ก.ย. 2568)", "เสาร์-อาทิตย์ 08:00-17:00 น.", "4,500 บาท"),
    ("ปิดภาคเรียน (ต.ค. 2568)", "ทุกวัน 08:00-17:00 น.", "6,000 บาท"),
    ("ภาคเรียนที่ 2 (พ.ย. 2568 - ก.พ. 2569)", "เสาร์-อาทิตย์ 08:00-17:00 น.", "4,500 บาท"),
    ("ปิดภาคเรียน (มี.ค. - พ.ค. 2569)", "ทุกวัน 08:00-17:00 น.", "6,500 บาท"),
]
ROOM_BOTTOM = ["ลงชื่อ วรรณา ศรีสุวรรณ ผู้ให้เช่า", "ลงชื่อ สมศรี แก้วมณี ผู้เช่า",
               "ลงชื่อ ประสิทธิ์ ศรีสุวรรณ พยาน"]
MEMO_TOP = [
    "บันทึกข้อความ",
    "ส่วนราชการ โรงเรียนเมืองนครวิทยา กลุ่มบริหารวิชาการ",
    "ที่ มนว 412/2568  วันที่ 10 ตุลาคม 2568",
    "เรื่อง การเตรียมความพร้อมเปิดภาคเรียนที่ 2 ปีการศึกษา 2568",
    "เรียน คณะครูโรงเรียนเมืองนครวิทยาทุกท่าน",
    "ตามที่ภาคเรียนที่ 1 ปีการศึกษา 2568 ได้สิ้นสุดลงแล้ว กลุ่มบริหารวิชาการขอแจ้งกำหนดการเตรียมความพร้อม "
    "สำหรับภาคเรียนที่ 2 ดังนี้",
    "1. ภาคเรียนที่ 2 ปีการศึกษา 2568 เปิดเรียนวันจันทร์ที่ 3 พฤศจิกายน 2568 ครูประจำชั้นรายงานตัวเวลา 07:30 น.",
    "2. ครูผู้สอนทุกคนส่งแผนการจัดการเรียนรู้ภาคเรียนที่ 2 ให้หัวหน้ากลุ่มสาระการเรียนรู้ ภายในวันที่ 24 ตุลาคม 2568",
    "3. ครูส่งผลการเรียนภาคเรียนที่ 1 (ปพ.5) ที่งานทะเบียนวัดผล ภายในวันที่ 17 ตุลาคม 2568 "
    "นักเรียนที่ได้ผลการเรียน 0 หรือ ร ให้จัดสอบแก้ตัวให้เสร็จภายในวันที่ 28 พฤศจิกายน 2568",
    "4. ตารางสอนภาคเรียนที่ 2 จะส่งให้ทางกลุ่ม LINE ครู ภายในวันที่ 27 ตุลาคม 2568",
    "กำหนดการภาคเรียนที่ 2",
]
MEMO_TABLE = [
    ("กิจกรรม", "วันที่", "หมายเหตุ"),
    ("ส่งผลการเรียนภาคเรียนที่ 1 (ปพ.5)", "ภายใน 17 ตุลาคม 2568", "งานทะเบียนวัดผล"),
    ("ส่งแผนการจัดการเรียนรู้ภาคเรียนที่ 2", "ภายใน 24 ตุลาคม 2568", "ส่งหัวหน้ากลุ่มสาระฯ"),
    ("ประชุมครูเตรียมความพร้อม", "30 ตุลาคม 2568 เวลา 09:00 น.", "ห้องประชุมราชพฤกษ์"),
    ("เปิดภาคเรียนที่ 2", "3 พฤศจิกายน 2568", ""),
    ("ประชุมผู้ปกครองนักเรียน", "15 พฤศจิกายน 2568 เวลา 08:30 น.", "สมาคมผู้ปกครองและครูร่วมจัด"),
    ("สอบกลางภาค", "22-26 ธันวาคม 2568", ""),
    ("สอบปลายภาค", "23-27 กุมภาพันธ์ 2569", ""),
]
MEMO_BOTTOM = ["จึงเรียนมาเพื่อโปรดทราบและถือปฏิบัติ",
               "ลงชื่อ กาญจนา ทองประเสริฐ รองผู้อำนวยการกลุ่มบริหารวิชาการ",
               "ทราบ  ลงชื่อ ............................ ผู้รับทราบ"]
DORM_TOP = [
    "สัญญาเช่าห้องพัก หอพักเพชรพฤกษ์ แมนชั่น",
    "เลขที่ 88 ซอยคอหงส์ 5 ตำบลคอหงส์ อำเภอหาดใหญ่ จังหวัดสงขลา 90110",
    "ทำสัญญาวันที่ 20 มิถุนายน 2568",
    "ผู้ให้เช่า: นายอดิศักดิ์ ทองเพชร (เจ้าของหอพัก)",
    "ผู้เช่า: นายต้นน้ำ แก้วมณี นักศึกษาคณะวิศวกรรมศาสตร์ มหาวิทยาลัยสงขลานครินทร์ ชั้นปีที่ 2",
    "ผู้ค้ำประกัน: นางสมศรี แก้วมณี (มารดา) โทร 089-734-5126",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องพักเลขที่ 312 ชั้น 3 ห้องพักเดี่ยว พร้อมเตียง ตู้เสื้อผ้า โต๊ะอ่านหนังสือ "
    "เครื่องปรับอากาศ และเครื่องทำน้ำอุ่น",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 กรกฎาคม 2568 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ผู้เช่าชำระค่าใช้จ่ายตามตารางนี้ ภายในวันที่ 5 ของทุกเดือน ชำระล่าช้าปรับวันละ 50 บาท",
]
DORM_FEES = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("ค่าเช่าห้องรายเดือน", "3,800 บาท", "ห้องแอร์ ห้องน้ำในตัว"),
    ("ค่าส่วนกลาง (อินเทอร์เน็ต Wi-Fi ทำความสะอาด รปภ.)", "300 บาท ต่อเดือน", ""),
    ("ค่าน้ำประปา", "150 บาท ต่อเดือน", "เหมาจ่าย"),
    ("ค่าไฟฟ้า", "หน่วยละ 8 บาท", "ตามมิเตอร์"),
    ("เงินประกันห้อง", "7,600 บาท", "2 เดือน ชำระวันทำสัญญา"),
    ("ค่าเช่าล่วงหน้า 1 เดือน", "3,800 บาท", "ชำระวันทำสัญญา"),
]
DORM_BOTTOM = [
    "ข้อ 4. เงินประกันห้องจะคืนภายใน 15 วันหลังย้ายออก หลังหักค่าเสียหายและค่าทำความสะอาด 500 บาท",
    "ข้อ 5. ผู้เช่าต้องแจ้งย้ายออกล่วงหน้าไม่น้อยกว่า 30 วัน "
    "หากย้ายออกก่อนอยู่ครบ 6 เดือน ผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ข้อ 6. ห้ามนำสัตว์เลี้ยงเข้าหอพัก ห้ามสูบบุหรี่ในห้อง บุคคลภายนอกเข้าได้ถึงเวลา 22:00 น.",
    "ลงชื่อ อดิศักดิ์ ทองเพชร ผู้ให้เช่า",
    "ลงชื่อ ต้นน้ำ แก้วมณี ผู้เช่า",
    "ลงชื่อ สมศรี แก้วมณี ผู้ค้ำประกัน",
]
PROJECT_SLIDES = [
    ("โครงการห้องเรียนคณิตศาสตร์สร้างสรรค์ (Math Maker Classroom)",
     "เสนอต่อผู้อำนวยการโรงเรียนเมืองนครวิทยา ปีงบประมาณ 2569\n"
     "ผู้เสนอ: ครูสมศรี แก้วมณี (หัวหน้าโครงการ) ครูอนุชา เพชรรัตน์ ครูปิยะพร ชูแก้ว"),
    ("หลักการและเหตุผล (Why)",
     "คะแนนเฉลี่ย O-NET คณิตศาสตร์ ม.3 ของโรงเรียนปี 2567 = 24.38 (ระดับประเทศ 25.71)\n"
     "นักเรียนจำนวนมากไม่ชอบคณิตศาสตร์ เพราะเรียนแต่ในหนังสือ\n"
     "ต้องการห้องเรียนที่ได้ลงมือทำ ใช้สื่อจริงและเกม"),
    ("กลุ่มเป้าหมายและเป้าหมาย (Target)",
     "นักเรียน ม.1-ม.3 จำนวน 240 คน (8 ห้องเรียน)\n"
     "คาบกิจกรรมคณิตศาสตร์สร้างสรรค์ สัปดาห์ละ 1 คาบ ทุกห้อง\n"
     "เป้าหมาย: คะแนนเฉลี่ย O-NET คณิตศาสตร์ ม.3 ปี 2569 ไม่ต่ำกว่า 28.00"),
    ("งบประมาณ (Budget)",
     "ชุดสื่อคณิตศาสตร์ลงมือทำ (เรขาคณิต เศษส่วน ความน่าจะเป็น) 24,000 บาท\n"
     "แท็บเล็ต 6 เครื่อง x 6,500 บาท = 39,000 บาท\n"
     "โต๊ะกิจกรรมกลุ่ม 6 ชุด 15,000 บาท\n"
     "ค่าวัสดุและพิมพ์ใบงาน 8,500 บาท\n"
     "รวมงบประมาณ 86,500 บาท (ขอจากงบพัฒนาคุณภาพการศึกษา)"),
    ("ระยะเวลาดำเนินงาน (Timeline)",
     "เสนอโครงการต่อผู้อำนวยการ 20 ตุลาคม 2568\n"
     "จัดซื้อและจัดห้อง (ห้อง 214) เดือนพฤศจิกายน 2568\n"
     "เริ่มใช้ห้องเรียน 1 ธันวาคม 2568\n"
     "ประเมินผลโครงการ มีนาคม 2569"),
]
LEDGER_HEADERS = ("วันที่ (Date)", "รายการ (Item)", "รายรับ (Income, THB)", "รายจ่าย (Expense, THB)",
                  "คงเหลือ (Balance, THB)", "หมายเหตุ (Note)")
LEDGER_OPENING = 48650
LEDGER = [
    ("16/06/2568", "ค่าบำรุงสมาคม ภาคเรียนที่ 1 (Membership fees, term 1)", 82400, 0, "412 คน x 200 บาท"),
    ("20/06/2568", "เงินบริจาค บจก.นครยางพารา (Donation)", 15000, 0, ""),
    ("05/07/2568", "ทุนการศึกษานักเรียน (Scholarships)", 0, 18000, "12 ทุน x 1,500 บาท"),
    ("18/07/2568", "อาหารว่างประชุมผู้ปกครอง (Snacks, parents' meeting)", 0, 4850, ""),
    ("02/08/2568", "ซ่อมพัดลมห้องเรียน 14 ตัว (Classroom fan repairs)", 0, 9800, "ร้านช่างเอกการไฟฟ้า"),
    ("12/08/2568", "กิจกรรมวันแม่ (Mother's Day event)", 0, 6300, "ดอกมะลิ ของที่ระลึก"),
    ("28/08/2568", "รายได้ขายเสื้อกีฬาสี (Sports-day shirt sales)", 21600, 0, "240 ตัว x 90 บาท"),
    ("28/08/2568", "ค่าผลิตเสื้อกีฬาสี (Sports-day shirts)", 0, 16200, "240 ตัว x 67.50 บาท"),
    ("10/09/2568", "ของรางวัลกีฬาสี (Sports-day prizes)", 0, 5400, ""),
    ("25/09/2568", "ค่าบริการเครื่องกรองน้ำดื่ม (Water filter service)", 0, 3600, "ไตรมาส ก.ค.-ก.ย."),
]
LEDGER_2567 = [
    ("17/06/2567", "ค่าบำรุงสมาคม ภาคเรียนที่ 1 (Membership fees, term 1)", 78600, 0, "393 คน x 200 บาท"),
    ("04/07/2567", "ทุนการศึกษานักเรียน (Scholarships)", 0, 15000, "10 ทุน x 1,500 บาท"),
    ("19/07/2567", "อาหารว่างประชุมผู้ปกครอง (Snacks, parents' meeting)", 0, 4200, ""),
    ("12/08/2567", "กิจกรรมวันแม่ (Mother's Day event)", 0, 5750, ""),
    ("30/08/2567", "ซื้อเครื่องขยายเสียง (PA system)", 0, 12900, ""),
    ("20/09/2567", "ของรางวัลกีฬาสี (Sports-day prizes)", 0, 4800, ""),
]
STUDENT_MONTHS = ["มิ.ย. (Jun)", "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)"]
STUDENTS = [
    ("น้องภูมิ (Phum)", "ม.3 คณิต (M.3 Maths)", (1800, 1800, 1800, 1800), "ก.ย. ขาด 2 ครั้ง นัดชดเชยแล้ว"),
    ("น้องแพรว (Praew)", "ม.3 คณิต (M.3 Maths)", (1800, 1800, 1800, 1800), ""),
    ("น้องมิว (Mew)", "ม.6 เตรียม A-Level (M.6 A-Level prep)", (2500, 2500, 3300, 2500), "ส.ค. เพิ่มคาบก่อนสอบ"),
    ("น้องกัปตัน (Captain)", "ป.6 สอบเข้า ม.1 (P.6 entrance exam)", (1600, 1600, 1600, 1600), ""),
    ("น้องต้นข้าว (Tonkhao)", "ม.2 คณิต (M.2 Maths)", (1500, 1500, 1500, 0), "เลิกเรียน ก.ย."),
    ("น้องใบเตย (Baitoey)", "ม.2 คณิต (M.2 Maths)", (1500, 1500, 1500, 1500), ""),
    ("น้องฟ้าใส (Fahsai)", "ม.1 คณิต (M.1 Maths)", (0, 1500, 1500, 1500), "เริ่ม ก.ค."),
    ("น้องโอ๊ต (Oat)", "ม.5 คณิตเพิ่มเติม (M.5 Advanced maths)", (2200, 2200, 2200, 2200), ""),
    ("กลุ่ม ม.1 4 คน (M.1 group of 4)", "ม.1 คณิต กลุ่ม (M.1 Maths group)", (4800, 4800, 4800, 4800),
     "คนละ 1,200"),
]
TUTOR_COSTS = [
    ("ค่าเช่าห้อง ราชดำเนิน (Room rent)", (4500, 4500, 4500, 4500), "ตามสัญญาเช่า"),
    ("ค่าไฟห้อง (Room electricity)", (420, 465, 510, 455), "หน่วยละ 7 บาท"),
    ("ถ่ายเอกสาร/ชีทเรียน (Printing)", (650, 300, 420, 380), ""),
    ("ขนมและน้ำดื่ม (Snacks & water)", (300, 300, 350, 300), ""),
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ แม่น้องภูมิ (คุณจันทร์เพ็ญ)
บันทึกเมื่อ: 21/09/2568 20:16

พ., 10/09/2568
19:02\tแม่น้องภูมิ\tสวัสดีค่ะครูสมศรี เสาร์อาทิตย์นี้ 13-14 ภูมิไปแข่งคณิตที่ทุ่งสงกับโรงเรียนค่ะ ขอลาเรียนพิเศษนะคะ
19:10\tครูสมศรี\tได้ค่ะ ขอให้น้องภูมิโชคดีนะคะ เดี๋ยวครูหาวันชดเชยให้ค่ะ
19:11\tแม่น้องภูมิ\tขอบคุณค่ะครู

อ., 16/09/2568
20:05\tครูสมศรี\tแม่ภูมิคะ ครูเสนอวันพุธที่ 24 ก.ย. 17:30-19:00 ที่ห้องราชดำเนินได้ไหมคะ
20:31\tแม่น้องภูมิ\tวันพุธภูมิมีติวเสริมที่โรงเรียนถึง 5 โมงครึ่งค่ะ ไม่ทันแน่เลย เป็นวันเสาร์ได้ไหมคะ
20:40\tครูสมศรี\tงั้นเป็นวันเสาร์ที่ 27 ก.ย. 68 เวลา 13:00-16:00 น. นะคะ ชดเชยรวบ 2 ครั้ง 3 ชั่วโมง ไม่คิดเพิ่มค่ะ
20:42\tแม่น้องภูมิ\tได้ค่ะ เดี๋ยวไปส่งบ่ายโมงค่ะ
20:43\tแม่น้องภูมิ\tภูมิได้เหรียญเงินมาด้วยนะคะครู 😊
20:45\tครูสมศรี\tเก่งมากค่ะ ยินดีด้วยนะคะ

อา., 21/09/2568
19:50\tแม่น้องภูมิ\tครูคะ ปิดเทอม ต.ค. ครูเปิดคอร์สไหมคะ อยากให้ภูมิเตรียมสอบเข้า ม.4
19:58\tครูสมศรี\tเปิดค่ะ คอร์สปิดเทอมเตรียมสอบเข้า ม.4 วันที่ 6-17 ต.ค. 68 (10 วัน จ.-ศ. 9 โมง-เที่ยง) ราคา 3,500 บาทค่ะ
19:59\tครูสมศรี\tถ้าจองและโอนภายใน 30 ก.ย. ลดเหลือ 3,200 บาทค่ะ รับแค่ 15 คน
20:03\tแม่น้องภูมิ\tจองเลยค่ะ เดี๋ยวโอนค่าเรียนเดือน ก.ย. 1,800 พร้อมกันเลยนะคะ
20:10\tแม่น้องภูมิ\t[รูปภาพ] สลิปโอนเงิน
20:14\tครูสมศรี\tได้รับแล้วค่ะ ขอบคุณค่ะ
"""
SUMMER_OFFER = """From: Rebecca Lim <rebecca.lim@brightpath-hatyai.com>
To: Somsri Kaewmanee <somsri.kaew@gmail.com>
Date: Mon, 6 Oct 2025 10:42:18 +0700
Subject: Summer 2026 teaching position - Maths in English camp

Dear Khru Somsri,

Thank you for your interest in BrightPath Language School. Our academic director enjoyed your demo lesson
on 27 September, and we are pleased to offer you a summer teaching position at our Hat Yai campus:

- Programme: Maths in English Summer Camp for Grades 7-9
- Dates: 16 March - 24 April 2026 (6 weeks), Monday to Friday, 09:00-13:00
- Teaching load: 4 hours a day, 120 teaching hours in total
- Pay: 450 THB per teaching hour (54,000 THB for the full programme), paid every two weeks
- Accommodation: a shared staff apartment near the campus, free of charge, or a travel allowance of
  3,000 THB if you prefer to arrange your own stay
- Training: two paid days on 12-13 March 2026 (1,500 THB a day)

Please reply by 15 November 2025 to accept, and send a copy of your teaching licence and ID card.

Best regards,
Rebecca Lim
Academic Coordinator, BrightPath Language School, Hat Yai
Tel. 074-355-218
"""
OLD_SUMMER_OFFER = """From: SeaBreeze Language Centre <jobs@seabreeze-krabi.com>
To: Somsri Kaewmanee <somsri.kaew@gmail.com>
Date: Thu, 16 Jan 2025 09:15:02 +0700
Subject: Summer job offer - English and maths tutor (April 2025)

Dear Ms Somsri,

We would like to offer you a place in our summer tutoring team in Ao Nang, Krabi:

- Dates: 8 April - 9 May 2025 (5 weeks), Monday to Friday, 3 hours a day
- 75 teaching hours in total
- Pay: 380 THB per teaching hour (28,500 THB in total)
- Accommodation is not provided; we can recommend guesthouses from 6,000 THB a month

Please let us know by 15 February 2025.

Kind regards,
Daniel Ward
Centre Manager, SeaBreeze Language Centre
"""
PEA_AUG = [
    "Provincial Electricity Authority (PEA) - Nakhon Si Thammarat Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Somsri Kaewmanee\n"
    "Address: 57/12 Soi Phatthanakan, Pho Sadet, Mueang Nakhon Si Thammarat, Nakhon Si Thammarat 80000\n"
    "Account No.: 020187345509   Tariff: 1.2 Residential (over 150 kWh)\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 486 kWh\nEnergy charge: 2,023.47 THB\n"
    "Ft charge: 191.30 THB\nService charge: 24.62 THB\nVAT 7%: 156.76 THB\nAmount due: 2,396.15 THB\n"
    "Due date: 15 September 2025",
]
PEA_SEP = [
    "Provincial Electricity Authority (PEA) - Nakhon Si Thammarat Office\nELECTRICITY BILL - September 2025\n"
    "Customer: Mrs. Somsri Kaewmanee\n"
    "Address: 57/12 Soi Phatthanakan, Pho Sadet, Mueang Nakhon Si Thammarat, Nakhon Si Thammarat 80000\n"
    "Account No.: 020187345509   Tariff: 1.2 Residential (over 150 kWh)\n"
    "Meter reading period: 1 September 2025 - 30 September 2025\nUnits used: 412 kWh\n"
    "Energy charge: 1,681.79 THB\nFt charge: 162.17 THB\nService charge: 24.62 THB\nVAT 7%: 130.80 THB\n"
    "Amount due: 1,999.38 THB\nDue date: 15 October 2025",
]
PWA_SEP = [
    "Provincial Waterworks Authority (PWA) - Nakhon Si Thammarat Branch\nWATER BILL - September 2025\n"
    "Customer: Mrs. Somsri Kaewmanee\nAddress: 57/12 Soi Phatthanakan, Pho Sadet, Mueang Nakhon Si Thammarat 80000\n"
    "Customer No.: 5512-0093-481\nMeter reading: 18 August 2025 - 17 September 2025\n"
    "Previous reading: 1,842 m3   Current reading: 1,866 m3\nWater used: 24 m3\n"
    "Water charge: 272.50 THB\nService charge: 25.00 THB\nVAT 7%: 20.83 THB\nAmount due: 318.33 THB\n"
    "Due date: 2 October 2025 (automatic debit, Krungthai Bank)",
]
COOP_PAGES = [
    "Nakhon Si Thammarat Teachers' Savings Cooperative Ltd.\nMEMBER STATEMENT\nStatement date: 30 September 2025\n"
    "Member: Mrs. Somsri Kaewmanee   Member No.: 018457\n"
    "Workplace: Mueang Nakhon Witthaya School, Secondary Educational Service Area Office Nakhon Si Thammarat\n"
    "Share capital: 386,400.00 THB (monthly share purchase 1,500.00 THB)\n"
    "Ordinary loan No. S-66-0312: 800,000.00 THB, drawn 1 March 2023, 120 monthly installments\n"
    "Interest rate: 4.75% per year\n"
    "Monthly installment (principal and interest): 8,400.00 THB, deducted from salary\n"
    "Outstanding principal at 30 September 2025: 612,480.25 THB\n"
    "Emergency loan No. E-68-0871: 30,000.00 THB, drawn 1 June 2025, 12 installments of 2,580.00 THB\n"
    "Emergency loan outstanding at 30 September 2025: 20,000.00 THB\n"
    "Total monthly deduction from salary: 12,480.00 THB\n"
    "Dividend and average return for 2024 (paid 10 January 2025): 21,638.40 THB",
    "Page 2 - Ordinary loan payments, July - September 2025\n"
    "31 Jul 2025  8,400.00  interest 2,494.80  principal 5,905.20  balance 624,360.86\n"
    "31 Aug 2025  8,400.00  interest 2,471.43  principal 5,928.57  balance 618,432.29\n"
    "30 Sep 2025  8,400.00  interest 2,447.96  principal 5,952.04  balance 612,480.25\n"
    "Total  25,200.00  interest 7,414.19  principal 17,785.81\n"
    "Members may borrow a new ordinary loan after repaying at least 12 installments of the current one.",
]
CAR_PAGES = [
    "Thai Southern Insurance Public Company Limited\nMOTOR INSURANCE RENEWAL NOTICE\nDate: 1 October 2025\n"
    "To: Mrs. Somsri Kaewmanee, 57/12 Soi Phatthanakan, Pho Sadet, Mueang Nakhon Si Thammarat 80000\n"
    "Vehicle: Toyota Yaris Ativ 1.2 Sport (2021), plate 4417 Nakhon Si Thammarat\n"
    "Current policy No.: TS-MV-2024-118904, expires 15 November 2025\n"
    "Renewal cover: Type 2+ (collision with a land vehicle, fire, theft, flood)\n"
    "Sum insured: 320,000 THB   Deductible: none\n"
    "Renewal premium: 8,950.00 THB (including stamp duty and VAT)\n"
    "Last year's premium: 9,480.00 THB\n"
    "Please pay by 8 November 2025 to keep continuous cover. Repairs at our partner garages.\n"
    "Compulsory motor insurance (Por Ror Bor) is renewed separately: 645 THB\n"
    "Agent: Ms. Nongnuch Kaewsai, Nakhon Si Thammarat, Tel. 081-893-6604",
]
CAR_QUOTE = """# ใบเสนอราคาประกันรถ Yaris Ativ (ทะเบียน 4417 นครศรีธรรมราช) ปี 2568

ได้จากพี่นก (นายหน้า) ทาง LINE วันที่ 3 ตุลาคม 2568 บริษัท ศรีนครประกันภัย

- ประกันชั้น 2+ ทุนประกัน 330,000 บาท
- เบี้ยประกัน 7,900 บาท (รวมภาษีและอากรแล้ว) ผ่อนบัตรเครดิต 0% 3 เดือนได้
- ไม่มีค่าเสียหายส่วนแรก
- ซ่อมอู่ในเครือ ในตัวเมืองนครฯ มี 4 อู่ (อู่ใกล้บ้านสุด อู่ช่างหนึ่ง ถนนพัฒนาการ)
- รถยกฉุกเฉินฟรี 24 ชม. ระยะไม่เกิน 100 กม.
- ต้องตัดสินใจก่อนกรมธรรม์เดิมหมด 15 พ.ย. 68
"""
MOTHER_CARE = """# ค่าดูแลแม่ (แม่ประไพ แก้วมณี) ปี 2568

แม่อายุ 79 ปี เป็นเบาหวาน ความดัน เข่าเสื่อม หลังหกล้มเมื่อ มี.ค. 68 เดินต้องใช้วอล์กเกอร์
แม่อยู่บ้านกับเรา ซอยพัฒนาการ

## ค่าใช้จ่ายต่อเดือน (ตั้งแต่ ก.ค. 68)
- ค่าจ้างผู้ดูแล ป้าสมจิตร จันทร์-ศุกร์ 08:00-17:00 น. เดือนละ 9,000 บาท
- กายภาพบำบัดที่บ้าน (นักกายภาพ น้องเมย์) สัปดาห์ละ 2 ครั้ง ครั้งละ 400 บาท = 3,200 บาท
- ผ้าอ้อมผู้ใหญ่ + แผ่นรองซับ 1,450 บาท
- นมสำหรับผู้ป่วยเบาหวาน 1,680 บาท
- ค่ารถไปโรงพยาบาล (แท็กซี่ไปกลับ) ประมาณ 600 บาท
- รวมประมาณเดือนละ 15,930 บาท
- พี่สมชาย (กรุงเทพฯ) โอนช่วยเดือนละ 5,000 บาท ทุกวันที่ 1 เราจ่ายเองส่วนที่เหลือ 10,930 บาท

## ยาและการรักษา
- ยาเบาหวาน ยาความดัน รับที่ รพ.มหาราชนครศรีธรรมราช ใช้สิทธิบัตรทอง ไม่เสียเงิน
- หมอนัดคลินิกเบาหวาน วันอังคารที่ 14 ตุลาคม 2568 เวลา 08:00 น. งดน้ำงดอาหารหลังเที่ยงคืน
- นัดตรวจตา (จอประสาทตาเบาหวาน) 9 ธันวาคม 2568
- วันเสาร์-อาทิตย์ไม่มีผู้ดูแล ต้นน้ำกลับบ้านช่วงปิดเทอมช่วยดูยาย

## ต้องทำ
- ถามเทศบาลเรื่องกองทุนดูแลผู้สูงอายุระยะยาว (LTC) ได้ผ้าอ้อมฟรีไหม
- ขอบัตรคนพิการให้แม่ (หมอบอกว่าเข้าเกณฑ์ด้านการเคลื่อนไหว) ได้เบี้ยคนพิการเดือนละ 800 บาท
"""
ASSOC_MINUTES = """# บันทึกการประชุมคณะกรรมการสมาคมผู้ปกครองและครู โรงเรียนเมืองนครวิทยา ครั้งที่ 3/2568

วันเสาร์ที่ 27 กันยายน 2568 เวลา 09:30-11:30 น. ห้องประชุมราชพฤกษ์
ผู้เข้าประชุม 11 คน: คุณวิชัย ทองสุข (นายกสมาคม), ครูสมศรี แก้วมณี (เหรัญญิก),
คุณจันทร์เพ็ญ รักษ์ทอง (เลขานุการ) และกรรมการ

## วาระที่ 1 รายงานการเงิน (เหรัญญิก)
- ยอดยกมาจากปีการศึกษา 2567 48,650 บาท
- รายรับ มิ.ย.-ก.ย. 68 รวม 119,000 บาท รายจ่ายรวม 64,150 บาท
- เงินคงเหลือ ณ 25 ก.ย. 68 = 103,500 บาท (บัญชีออมทรัพย์ ธ.ออมสิน สาขานครศรีธรรมราช)

## มติที่ประชุม
- อนุมัติทุนการศึกษาภาคเรียนที่ 2 จำนวน 10 ทุน ทุนละ 2,000 บาท รวม 20,000 บาท มอบวันประชุมผู้ปกครอง 15 พ.ย. 68
- อนุมัติซื้อตู้ทำน้ำเย็น 2 ตู้ สำหรับอาคาร 3 รวม 18,400 บาท (ขอใบเสนอราคา 3 ร้าน)
- งบจัดงานปีใหม่นักเรียน 8,000 บาท
- ค่าบำรุงสมาคมภาคเรียนที่ 2 คงเดิม คนละ 200 บาท
- ให้เหรัญญิกทำรายงานการเงินแจ้งผู้ปกครองในวันประชุม 15 พ.ย. 68

## ประชุมครั้งต่อไป
- วันเสาร์ที่ 22 พฤศจิกายน 2568 เวลา 09:30 น.
"""
PSU_PAGES = [
    "Prince of Songkla University, Hat Yai Campus\nPAYMENT NOTICE - TUITION FEE\nDate: 1 October 2025\n"
    "Student: Mr. Tonnam Kaewmanee   Student ID: 6710110234\n"
    "Faculty of Engineering, Computer Engineering, Year 2\n"
    "Semester 2, academic year 2025 (17 November 2025 - 20 March 2026)\n"
    "Tuition fee (flat rate): 19,000.00 THB\nStudent health insurance: 0.00 THB (paid in semester 1)\n"
    "Total: 19,000.00 THB\nPayment period: 3 November - 28 November 2025\n"
    "Late payment fine: 50 THB per day, at most 3,000 THB\n"
    "Pay through the PSU app, Krungthai NEXT or at any Krungthai Bank branch (Ref. 1: 6710110234)",
]
DISTRACTORS = {
    "สอนพิเศษ/สัญญาเช่าห้อง_ร่าง_พค68.txt":
        "ร่างสัญญาเช่าห้องสอนพิเศษ ถนนราชดำเนิน (ร่างแรก พ.ค. 2568 ยังไม่เซ็น)\n"
        "- พี่วรรณาเสนอค่าเช่าเดือนละ 5,000 บาท เท่ากันทุกเดือน ปิดเทอมเดือนละ 7,000 บาท\n"
        "- เงินประกัน 10,000 บาท\n- ค่าไฟหน่วยละ 8 บาท\n"
        "- เราขอลดเหลือ 4,500 ช่วงเปิดเทอม รอแก้ในฉบับจริง\n",
    "สอนพิเศษ/รายได้สอนพิเศษ_2567_สรุป.md":
        "# สรุปรายได้สอนพิเศษ ปี 2567\n\n- ภาคเรียนที่ 1 (มิ.ย.-ก.ย. 67) รายได้รวม 52,400 บาท นักเรียน 9 คน\n"
        "- คอร์สปิดเทอม ต.ค. 67 รายได้ 27,000 บาท (คนละ 3,000 บาท 9 คน)\n"
        "- ห้องเดิม (ห้องหลังบ้านป้าแดง) ค่าเช่าเดือนละ 3,500 บาท\n- ทั้งปี 2567 รายได้รวม 168,400 บาท\n",
    "โรงเรียน/โครงการห้องเรียนคณิต_ร่าง.md":
        "# ร่าง โครงการห้องเรียนคณิตศาสตร์ (ร่างแรก ก.ย. 2568)\n\n"
        "- อยากได้สมาร์ททีวี 75 นิ้ว + แท็บเล็ต 15 เครื่อง\n"
        "- งบประมาณประมาณ 120,000 บาท (ครูอนุชาว่าเยอะไป ผอ.ไม่น่าให้)\n"
        "- กลุ่มเป้าหมาย ม.3 ก่อน 180 คน\n- ห้องที่ว่าง ห้อง 105 หรือ 214\n",
    "บ้าน/รถ/ใบเสนอราคาประกันรถ_ศรีนคร_2567.txt":
        "ใบเสนอราคาประกันรถ Yaris Ativ ปี 2567 (ศรีนครประกันภัย ผ่านพี่นก) ไม่ได้เลือก\n"
        "ชั้น 2+ ทุน 350,000 บาท\nเบี้ย 8,700 บาท\nค่าเสียหายส่วนแรก 1,000 บาท\n"
        "ตอนนั้นต่อกับไทยเซาเทิร์นเดิม 9,480 บาท เพราะซ่อมอู่เดิมได้\n",
    "ครอบครัว/หอพักที่ดูไว้_ต้นน้ำ_2567.md":
        "# หอพักที่ดูไว้ให้ต้นน้ำ ใกล้ มอ.หาดใหญ่ (พ.ค. 2567 ตอนขึ้นปี 1)\n\n"
        "- หอใน มอ. ห้องพัดลม 4 คน เทอมละ 4,500 บาท (ปี 1 ต้องอยู่หอใน)\n"
        "- หอพักเพชรพฤกษ์ แมนชั่น ซอยคอหงส์ 5 ห้องแอร์ เดือนละ 3,500 บาท ประกัน 7,000 บาท\n"
        "- หอบ้านสวนธนา ห้องแอร์ เดือนละ 4,200 บาท ไกล มอ. 2 กม.\n- ปี 2 ค่อยย้ายออกมาอยู่หอนอก\n",
}
WORKSPECT = {"todo.md": "- ส่งแผนการสอนเทอม 2 ให้หัวหน้ากลุ่มสาระ\n- ตอบ BrightPath เรื่องงานซัมเมอร์\n"
                        "- ต่อประกันรถ Yaris (เทียบกับเจ้าที่พี่นกส่งมา)\n- โอนค่าเทอมต้นน้ำ\n"
                        "- พาแม่ไปหาหมอ 14 ต.ค.\n"}


def _ledger(path: Path, rows: list[tuple], opening: int, year: str, start: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บัญชี Ledger"
    sheet.append([f"บัญชีรายรับรายจ่าย สมาคมผู้ปกครองและครู โรงเรียนเมืองนครวิทยา ปีการศึกษา {year} "
                  f"(Parents' association ledger)"])
    sheet.append(list(LEDGER_HEADERS))
    balance = opening
    sheet.append([start, "ยอดยกมา (Balance brought forward)", None, None, balance, ""])
    for date, item, income, expense, note in rows:
        balance += income - expense
        sheet.append([date, item, income or None, expense or None, balance, note])
    income_total = sum(row[2] for row in rows)
    expense_total = sum(row[3] for row in rows)
    sheet.append(["", "รวม (Total)", income_total, expense_total, balance, ""])
    for column in (3, 4, 5):
        money_format(sheet, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)"])
    summary.append(["ยอดยกมา (Opening balance)", opening])
    summary.append(["รายรับรวม (Total income)", income_total])
    summary.append(["รายจ่ายรวม (Total expenses)", expense_total])
    summary.append(["คงเหลือ (Closing balance)", balance])
    summary.append(["ผู้จัดทำ (Prepared by)", "ครูสมศรี แก้วมณี เหรัญญิก (Treasurer)"])
    money_format(summary, 2)
    book.save(path)


def _tutoring(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append(["รายได้สอนพิเศษ ครูสมศรี มิ.ย.-ก.ย. 2568 (Tutoring income, Jun-Sep 2025)"])
    sheet.append(["นักเรียน (Student)", "ระดับ/วิชา (Level/Subject)", *STUDENT_MONTHS, "รวม (Total, THB)",
                  "หมายเหตุ (Note)"])
    for name, level, months, note in STUDENTS:
        sheet.append([name, level, *months, sum(months), note])
    columns = list(zip(*(months for _, _, months, _ in STUDENTS)))
    income = [sum(column) for column in columns]
    sheet.append(["รวม (Total)", "", *income, sum(income), ""])
    for column in range(3, 8):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Costs")
    costs.append(["รายการ (Item)", *STUDENT_MONTHS, "รวม (Total, THB)", "หมายเหตุ (Note)"])
    for item, months, note in TUTOR_COSTS:
        costs.append([item, *months, sum(months), note])
    spent = [sum(column) for column in zip(*(months for _, months, _ in TUTOR_COSTS))]
    costs.append(["รวมค่าใช้จ่าย (Total costs)", *spent, sum(spent), ""])
    net = [a - b for a, b in zip(income, spent)]
    costs.append(["รายได้สุทธิ (Net income)", *net, sum(net), "รายได้ - ค่าใช้จ่าย"])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    for sub in ("โรงเรียน", "สมาคมผู้ปกครอง", "สอนพิเศษ", "Jobs", "บ้าน/Bills", "บ้าน/สหกรณ์", "บ้าน/รถ", "ครอบครัว"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(docs / "โรงเรียน" / "บันทึกข้อความ_เตรียมเปิดภาคเรียนที่2_2568.docx", MEMO_TOP, table=MEMO_TABLE,
               bottom=MEMO_BOTTOM)
    write_slides(docs / "โรงเรียน" / "โครงการห้องเรียนคณิตสร้างสรรค์_2569.pptx", PROJECT_SLIDES)
    _ledger(docs / "สมาคมผู้ปกครอง" / "บัญชีรายรับรายจ่าย_สมาคมผู้ปกครอง_2568.xlsx", LEDGER, LEDGER_OPENING,
            "2568", "01/06/2568")
    _ledger(docs / "สมาคมผู้ปกครอง" / "บัญชีรายรับรายจ่าย_สมาคมผู้ปกครอง_2567.xlsx", LEDGER_2567, 35900,
            "2567", "01/06/2567")
    (docs / "สมาคมผู้ปกครอง" / "บันทึกประชุมกรรมการสมาคม_2568-09-27.md").write_text(ASSOC_MINUTES, encoding="utf-8")
    write_docx(docs / "สอนพิเศษ" / "สัญญาเช่าห้องสอนพิเศษ_ราชดำเนิน_2568.docx", ROOM_TOP, table=ROOM_RENT,
               bottom=ROOM_BOTTOM)
    _tutoring(docs / "สอนพิเศษ" / "รายได้สอนพิเศษ_2568.xlsx")
    (docs / "สอนพิเศษ" / "LINE_แม่น้องภูมิ_2568-09.txt").write_text(LINE_CHAT, encoding="utf-8")
    (docs / "Jobs" / "BrightPath_summer_offer_2026.txt").write_text(SUMMER_OFFER, encoding="utf-8")
    (docs / "Jobs" / "SeaBreeze_summer_offer_2025.txt").write_text(OLD_SUMMER_OFFER, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "Bills" / "PEA_bill_2025-08.pdf", PEA_AUG)
    make_pdf(docs / "บ้าน" / "Bills" / "PEA_bill_2025-09.pdf", PEA_SEP)
    make_pdf(docs / "บ้าน" / "Bills" / "PWA_water_bill_2025-09.pdf", PWA_SEP)
    make_pdf(docs / "บ้าน" / "สหกรณ์" / "coop_statement_2025-09.pdf", COOP_PAGES)
    make_pdf(docs / "บ้าน" / "รถ" / "ThaiSouthern_renewal_Yaris_2025.pdf", CAR_PAGES)
    (docs / "บ้าน" / "รถ" / "ใบเสนอราคาประกันรถ_ศรีนคร_2568.md").write_text(CAR_QUOTE, encoding="utf-8")
    write_docx(docs / "ครอบครัว" / "สัญญาหอพัก_ต้นน้ำ_หาดใหญ่_2568.docx", DORM_TOP, table=DORM_FEES,
               bottom=DORM_BOTTOM)
    make_pdf(docs / "ครอบครัว" / "PSU_tuition_notice_sem2_2025.pdf", PSU_PAGES)
    (docs / "ครอบครัว" / "ค่าดูแลแม่_2568.md").write_text(MOTHER_CARE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Kru Somsri's to-do list."""
    write_texts(folder, WORKSPECT)
