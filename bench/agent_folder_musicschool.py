"""A folder for bench/agent_tasks.py (`--folder musicschool`): a Korat piano teacher's music school and home papers.

Kanokwan Saengthong (ครูแพร) runs Praew Piano House (บ้านเปียโนครูแพร), a small music school on the second floor
of a shophouse on Mittraphap Road in Mueang Nakhon Ratchasima, with three part-time teachers (guitar, violin,
kids' piano and voice): the Thai lease of the floor (docx, a rent table), the Thai pay agreement with the part-time
teachers for 2568 (docx, a rate table), tuition income by course for January-June 2568 with the months' expenses
(xlsx, two sheets, Thai/English headers), a Yamaha dealer's English piano quotation (pdf) and a Korat shop's Thai
quotation for a Kawai (docx), the piano tuner's receipt (English pdf), a LINE chat export with a pupil's mother
about make-up lessons (txt), the exam board's English fee notice for the November-December 2568 session (pdf), the
list of pupils she means to enter (md), slides planning the December recital (pptx) and the hotel's English booking
email for the hall (txt), the school's PEA electricity bill for June (pdf), her fees-and-rules sheet and July
timetable (md), and her household notes (md) and household spending for June and July (xlsx); plus six
distractors that share words with them (a draft lease, an older Yamaha quote, last year's income summary, last
year's recital summary, last year's exam fees, last year's teacher rates); plus a workspect that already holds a
to-do list. Written blind of the engine's rules, in session 17, for
bench/data/agent_tasks_musicschool_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าพื้นที่อาคารพาณิชย์ (ชั้น 2)",
    "ทำที่ อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา วันที่ 25 เมษายน 2567",
    "ผู้ให้เช่า: นางวิไลวรรณ ศรีโคราช  ผู้เช่า: นางสาวกนกวรรณ แสงทอง (บ้านเปียโนครูแพร)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ชั้น 2 ทั้งชั้น (ประมาณ 96 ตารางเมตร) ของอาคารพาณิชย์เลขที่ 1456/7 "
    "ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000 เพื่อใช้เป็นโรงเรียนสอนดนตรี",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 พฤษภาคม 2567 สิ้นสุดวันที่ 30 เมษายน 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 2 เดือน เป็นเงิน 32,000 บาท (สามหมื่นสองพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าต้องติดตั้งวัสดุกันเสียงในห้องเรียนด้วยค่าใช้จ่ายของผู้เช่า และจัดการเรียนการสอนได้ระหว่างเวลา "
    "09:00-20:00 น. เท่านั้น เพื่อไม่รบกวนผู้อยู่อาศัยชั้น 3",
    "ข้อ 7. ค่าไฟฟ้าชั้น 2 แยกมิเตอร์ในชื่อผู้เช่า ผู้เช่าชำระเองตามใบแจ้งหนี้ของการไฟฟ้าส่วนภูมิภาค "
    "ค่าน้ำประปาเหมาจ่ายเดือนละ 200 บาท รวมกับค่าเช่า",
    "ข้อ 8. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 9. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "พ.ค. 2567 - เม.ย. 2568", "16,000 บาท"),
    ("ปีที่ 2", "พ.ค. 2568 - เม.ย. 2569", "17,000 บาท"),
    ("ปีที่ 3", "พ.ค. 2569 - เม.ย. 2570", "18,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วิไลวรรณ ศรีโคราช ผู้ให้เช่า", "ลงชื่อ กนกวรรณ แสงทอง ผู้เช่า",
                "ลงชื่อ ธีระ แสงทอง พยาน"]
PAY_TOP = [
    "ข้อตกลงค่าตอบแทนครูผู้สอนพิเศษ (ครูพาร์ทไทม์) บ้านเปียโนครูแพร ปี 2568",
    "ทำที่ บ้านเปียโนครูแพร เลขที่ 1456/7 ถนนมิตรภาพ อำเภอเมืองนครราชสีมา วันที่ 28 พฤษภาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 2. ค่าสอนคิดเป็นรายชั่วโมงตามตารางนี้ สำหรับการสอนเดี่ยว (ตัวต่อตัว)",
]
PAY_RATES = [
    ("ครู", "วิชาที่สอน", "ค่าสอนต่อชั่วโมง", "วันสอนประจำ"),
    ("ครูบอส (นายธนกร พิมพ์ทอง)", "กีตาร์ / อูคูเลเล่", "280 บาท", "อังคาร พฤหัสบดี เสาร์"),
    ("ครูมิว (นางสาวณัฐธิดา ชัยมงคล)", "ไวโอลิน", "350 บาท", "เสาร์ อาทิตย์"),
    ("ครูเจน (นางสาวเจนจิรา บุญมา)", "เปียโนเด็กเล็ก / ขับร้อง", "300 บาท", "จันทร์ พุธ ศุกร์ เสาร์"),
]
PAY_BOTTOM = [
    "ข้อ 3. คลาสกลุ่ม (ผู้เรียน 3 คนขึ้นไป) ได้ค่าสอนเพิ่มชั่วโมงละ 100 บาท จากอัตราในตาราง",
    "ข้อ 4. โรงเรียนจ่ายค่าสอนทุกวันที่ 5 ของเดือนถัดไป โดยโอนเข้าบัญชีของครูแต่ละท่าน ตามชั่วโมงที่สอนจริง",
    "ข้อ 5. หากนักเรียนยกเลิกคาบเรียนโดยแจ้งล่วงหน้าน้อยกว่า 24 ชั่วโมง ครูยังได้รับค่าสอนครึ่งหนึ่ง (50%) ของคาบนั้น",
    "ข้อ 6. หากครูขอลาหรือยกเลิกคาบเอง ครูต้องจัดคาบชดเชยให้นักเรียนภายใน 14 วัน โดยไม่ได้รับค่าสอนเพิ่ม",
    "ข้อ 7. วันแสดงคอนเสิร์ตนักเรียนประจำปี ครูได้รับค่าตอบแทนเหมาจ่ายวันละ 1,500 บาท",
    "ข้อ 8. การเล่นเปียโนประกอบ (accompany) ให้นักเรียนในวันสอบดนตรี ได้ค่าตอบแทนคนละ 500 บาท ต่อนักเรียน 1 คน",
    "ข้อ 9. ครูจะไม่รับสอนนักเรียนของโรงเรียนเป็นการส่วนตัวนอกโรงเรียน ระหว่างอายุข้อตกลงและภายใน 6 เดือนหลังสิ้นสุด",
    "ลงชื่อ กนกวรรณ แสงทอง เจ้าของโรงเรียน",
    "ลงชื่อ ธนกร พิมพ์ทอง  ลงชื่อ ณัฐธิดา ชัยมงคล  ลงชื่อ เจนจิรา บุญมา",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
TUITION_HEADERS = ("เดือน (Month)", "เปียโน (Piano, THB)", "กีตาร์ (Guitar, THB)", "ไวโอลิน (Violin, THB)",
                   "ขับร้อง (Voice, THB)", "ดนตรีเด็กเล็ก (Kids music, THB)", "รวม (Total, THB)",
                   "จำนวนนักเรียน (Students)")
TUITION = [(68400, 18900, 14000, 9600, 12000, 58), (71200, 19600, 14000, 8800, 12000, 60),
           (74800, 21000, 15750, 9600, 13500, 63), (82600, 24500, 17500, 11200, 16500, 71),
           (79300, 23800, 17500, 10400, 15000, 68), (72500, 20300, 15750, 9600, 13500, 64)]
EXPENSE_HEADERS = ("รายการ (Item)", *MONTHS, "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าพื้นที่ (Rent)", (16000, 16000, 16000, 16000, 17000, 17000), "ขึ้นเป็น 17,000 ตั้งแต่ พ.ค."),
    ("ค่าสอนครูพาร์ทไทม์ (Teachers' pay)", (19460, 19880, 21350, 25760, 24500, 22190), "บอส มิว เจน"),
    ("ค่าไฟฟ้า (Electricity)", (3120, 3380, 4250, 5460, 5190, 4480.23), "แอร์ 4 ห้อง"),
    ("ค่าน้ำ (Water)", (200, 200, 200, 200, 200, 200), "เหมาจ่ายกับเจ้าของตึก"),
    ("อินเทอร์เน็ต (Internet)", (799, 799, 799, 799, 799, 799), ""),
    ("หนังสือ/โน้ตเพลง (Books & sheet music)", (2350, 1200, 3400, 4800, 1650, 2100), ""),
    ("จูนเปียโน (Piano tuning)", (0, 0, 0, 0, 3600, 0), "3 หลัง หลังละ 1,200"),
    ("โฆษณา Facebook (Facebook ads)", (1500, 1500, 1500, 3000, 1500, 1500), "เม.ย. คอร์สซัมเมอร์"),
]
SIAM_QUOTE = [
    "Siam Music Yamaha - Korat Branch\nThe Mall Korat, 2nd floor, Mittraphap Road, Mueang Nakhon Ratchasima 30000\n"
    "Tel. 044-288-415\nQUOTATION\nQuotation No.: SMY-KR-68-0412   Date: 18 July 2025\n"
    "To: Ms. Kanokwan Saengthong, Praew Piano House, 1456/7 Mittraphap Road, Mueang Nakhon Ratchasima\n"
    "Item: Yamaha U1J PE upright piano (polished ebony, made in Japan), 1 unit\n"
    "List price: 198,000.00 THB\nMusic school discount: -14,000.00 THB\nNet piano price: 184,000.00 THB\n"
    "Delivery and carrying to the 2nd floor (stairs): 2,500.00 THB\n"
    "Grand total: 186,500.00 THB (VAT included)\n"
    "Included: adjustable piano bench, 2 free tunings in the first year\n"
    "Warranty: 5 years (parts and labour)\n"
    "Payment: 0% installments for 10 months with a KBank credit card\n"
    "This quotation is valid until 15 August 2025.\nSales: Ms. Supaporn Kaewmanee, Tel. 089-554-1207",
]
KORAT_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านโคราชเปียโนแอนด์มิวสิค 88/12 ถนนสุรนารายณ์ ตำบลในเมือง อำเภอเมืองนครราชสีมา โทร 044-255-930",
    "เลขที่ KPM-2568-077 วันที่ 21 กรกฎาคม 2568",
    "เรียน ครูกนกวรรณ แสงทอง บ้านเปียโนครูแพร",
    "ทางร้านยินดีเสนอราคาเปียโนอัพไรท์ ดังรายการต่อไปนี้",
]
KORAT_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เปียโน Kawai K-300 สีดำเงา (รุ่นใหม่ ผลิตญี่ปุ่น) พร้อมเก้าอี้ปรับระดับ", "1 หลัง", "172,000"),
    ("ค่าขนส่งและยกขึ้นชั้น 2", "1 ครั้ง", "ฟรี"),
    ("จูนเสียงหลังติดตั้ง", "1 ครั้ง", "ฟรี"),
    ("รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่มแล้ว)", "", "172,000"),
]
KORAT_QUOTE_BOTTOM = [
    "รับประกันตัวเปียโน 10 ปี ตามเงื่อนไขของ Kawai",
    "รับเทิร์นเปียโนเก่า Yamaha U1 (ปี 1988) ของโรงเรียน ในราคา 35,000 บาท หากเทิร์นจะชำระเพียง 137,000 บาท",
    "ผ่อน 0% นาน 6 เดือน ผ่านบัตรเครดิตกรุงศรี",
    "ใบเสนอราคานี้มีผลถึงวันที่ 31 สิงหาคม 2568",
    "ผู้เสนอราคา: คุณอนุชา ปัญญาดี (เฮียนุ) โทร 081-966-3348",
]
TUNING_RECEIPT = [
    "Korat Piano Service\n45/2 Soi Chomsurang 7, Mueang Nakhon Ratchasima 30000   Tel. 086-247-5519\n"
    "RECEIPT No. KPS-0583   Date: 17 May 2025\nCustomer: Praew Piano House (Kru Kanokwan Saengthong)\n"
    "Service: tuning to A440 and regulation check\n"
    "Room A - Yamaha U1 (1988) upright: 1,200.00 THB\nRoom B - Kawai K-15 upright: 1,200.00 THB\n"
    "Room C - Yamaha YU10 upright (practice piano): 1,200.00 THB\n"
    "Total paid: 3,600.00 THB (cash)\n"
    "Note: the 1988 Yamaha U1 in Room A has worn hammers and 2 sticky keys; repair estimate 8,500 THB "
    "or consider replacing the piano.\nNext tuning recommended: November 2025\nTechnician: Somsak Inthachai",
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ แม่น้องใบข้าว
วันที่บันทึก: 24/07/2568 21:14

2568.07.11 ศุกร์
19:42	แม่น้องใบข้าว	ครูแพรคะ พรุ่งนี้ใบข้าวขอลาเรียนนะคะ ไข้ขึ้นตั้งแต่เมื่อวาน หมอบอกไข้หวัดใหญ่ค่ะ 😷
19:50	ครูแพร	ได้เลยค่ะคุณอรทัย ให้น้องพักเยอะๆ นะคะ ปกติต้องแจ้งก่อน 24 ชม. แต่กรณีป่วยครูให้ชดเชยได้ค่ะ
19:51	ครูแพร	คาบชดเชยของโรงเรียนมีเฉพาะวันอาทิตย์ 10:00-12:00 นะคะ
19:53	แม่น้องใบข้าว	ขอบคุณมากค่ะครู 🙏

2568.07.18 ศุกร์
08:15	แม่น้องใบข้าว	ครูคะ ใบข้าวยังไอไม่หยุดเลย พรุ่งนี้ขอลาอีกครั้งนะคะ ขอโทษจริงๆ ค่ะ
08:31	ครูแพร	ไม่เป็นไรค่ะ แจ้งล่วงหน้าแบบนี้ชดเชยได้ตามปกติค่ะ
08:32	ครูแพร	เดือนนึงชดเชยได้ไม่เกิน 2 ครั้ง และต้องเรียนชดเชยให้จบภายใน 30 วันนะคะ
08:40	แม่น้องใบข้าว	ค่ะ ถ้างั้นชดเชยวันอาทิตย์ได้เลยค่ะ อาทิตย์ไหนว่างบ้างคะ

2568.07.22 อังคาร
20:05	ครูแพร	อาทิตย์ที่ 20 เต็มแล้วค่ะ ว่างอาทิตย์ที่ 27 ก.ค. กับอาทิตย์ที่ 3 ส.ค. ช่วง 10 โมงค่ะ
20:12	แม่น้องใบข้าว	เอาทั้งสองวันเลยค่ะ
20:14	ครูแพร	สรุปนะคะ ชดเชย 2 ครั้ง: อาทิตย์ 27 ก.ค. 68 10:00-10:45 และ อาทิตย์ 3 ส.ค. 68 10:00-10:45 ห้อง A ค่ะ
20:15	แม่น้องใบข้าว	รับทราบค่ะ 👍
20:20	แม่น้องใบข้าว	อีกเรื่องค่ะครู ปีนี้ใบข้าวจะสอบเกรด 3 ใช่มั้ยคะ ค่าสอบเท่าไหร่คะ ต้องจ่ายเมื่อไหร่
20:26	ครูแพร	ใช่ค่ะ เปียโนเกรด 3 ค่าสอบปีนี้ 3,350 บาทค่ะ (ขึ้นจากปีที่แล้ว) ครูต้องส่งชื่อก่อน 5 ก.ย.
20:27	ครูแพร	รบกวนโอนค่าสอบให้ครูภายใน 31 ส.ค. นะคะ พร้อมค่าเรียนเดือน ส.ค. 2,800 บาท
20:31	แม่น้องใบข้าว	ได้ค่ะ ขอบคุณค่ะครู

2568.07.24 พฤหัสบดี
21:02	แม่น้องใบข้าว	ครูคะ ใบข้าวหายแล้วค่ะ เสาร์นี้ไปเรียนตามปกตินะคะ
21:05	ครูแพร	ดีใจด้วยค่ะ เจอกันเสาร์นี้ 9 โมงนะคะ 🎹
"""
EXAM_NOTICE = [
    "International Board of Music Examinations (IBME) - Thailand Office\n"
    "NOTICE TO TEACHERS: PRACTICAL EXAMS, SESSION B 2025 - FEES AND DATES\nIssued: 1 July 2025\n"
    "Exam period (Nakhon Ratchasima centre): 10 November - 5 December 2025\n"
    "Online entry opens: 1 August 2025\nEntry closing date: 5 September 2025\n"
    "Late entries: until 12 September 2025 with a 20% late fee\n"
    "No refunds after the closing date, except with a medical certificate (50% refund)",
    "Practical exam fees, Session B 2025 (THB, per candidate)\n"
    "Initial grade: 2,450\nGrade 1: 2,780\nGrade 2: 3,050\nGrade 3: 3,350\nGrade 4: 3,720\n"
    "Grade 5: 4,100\nGrade 6: 4,950\nGrade 7: 5,600\nGrade 8: 6,480\n"
    "Music Theory Grade 5 (paper exam, 22 November 2025): 2,200\n"
    "Candidates for Grade 6 and above must have passed Theory Grade 5 or higher.\n"
    "Teachers with 10 or more candidates receive a 5% discount on the total fees.\n"
    "Contact: thailand@ibme-exams.org, Tel. 02-651-8830",
]
EXAM_CANDIDATES = """# รายชื่อนักเรียนสอบ IBME รอบ พ.ย.-ธ.ค. 2568 (ร่างรายชื่อ)

| นักเรียน | เครื่องดนตรี | เกรด | ครูผู้สอน | หมายเหตุ |
|---|---|---|---|---|
| ด.ญ.ใบข้าว (แม่อรทัย) | เปียโน | 3 | ครูแพร | ป่วยช่วง ก.ค. ชดเชย 2 ครั้ง |
| ด.ช.ภูมิ | เปียโน | 1 | ครูเจน | |
| ด.ญ.น้ำใส | เปียโน | 5 | ครูแพร | ต้องสอบทฤษฎีเกรด 5 ด้วย |
| ด.ญ.แพรวา | ไวโอลิน | 2 | ครูมิว | ครูแพร accompany |
| นายกันต์ | เปียโน | 6 | ครูแพร | สอบทฤษฎีเกรด 5 ผ่านแล้ว |
| ด.ช.ต้นข้าว | กีตาร์คลาสสิก | Initial | ครูบอส | |
| ด.ญ.มินนี่ | เปียโน | 2 | ครูเจน | |

รวม 7 คน ยังไม่ถึง 10 คน ไม่ได้ส่วนลด 5% 😅
ต้องเก็บเงินค่าสอบจากผู้ปกครองให้ครบก่อน 31 ส.ค. แล้วส่งชื่อออนไลน์ก่อน 5 ก.ย.
"""
RECITAL_SLIDES = [
    ("คอนเสิร์ตนักเรียน ครั้งที่ 6 (Little Stars Recital 2025)", "บ้านเปียโนครูแพร นครราชสีมา\n"
                                                               "แผนงานโดยครูแพร ก.ค. 2568"),
    ("วันและสถานที่ (Date & venue)", "วันอาทิตย์ที่ 14 ธันวาคม 2568 เวลา 13:00-16:30 น.\n"
                                     "ห้องราชพฤกษ์ โรงแรมโคราชแกรนด์ (Korat Grand Hotel)\n"
                                     "ซ้อมใหญ่ที่โรงเรียน อาทิตย์ที่ 7 ธันวาคม 2568"),
    ("ผู้แสดง (Performers)", "นักเรียนขึ้นแสดง 42 คน (เปียโน 24 กีตาร์ 7 ไวโอลิน 6 ขับร้อง 5)\n"
                             "ค่าร่วมแสดงคนละ 1,200 บาท (ได้เสื้อ ใบประกาศ รูปถ่าย)\n"
                             "ปิดรับสมัครวันที่ 31 ตุลาคม 2568"),
    ("งบประมาณ (Budget)", "ค่าห้อง (รวมเครื่องเสียง) 25,000 บาท\nเช่าแกรนด์เปียโน + จูน 8,500 บาท\n"
                          "ช่างภาพและวิดีโอ 6,000 บาท\nดอกไม้ ใบประกาศ เสื้อ 4,200 บาท\n"
                          "อาหารว่างผู้ปกครอง 5,300 บาท\nรวมค่าใช้จ่าย 49,000 บาท"),
    ("รายรับ (Income)", "ค่าร่วมแสดง 42 x 1,200 = 50,400 บาท\nคาดว่าเหลือ 1,400 บาท\n"
                        "ครูพาร์ทไทม์ 3 คน ค่าตอบแทนวันแสดงคนละ 1,500 บาท จ่ายจากเงินโรงเรียน"),
]
VENUE_EMAIL = """From: Events Team <events@koratgrandhotel.co.th>
To: Kanokwan Saengthong <kru.praew.piano@gmail.com>
Date: 29 July 2025, 14:06
Subject: Booking confirmation - Ratchaphruek Room, Sunday 14 December 2025 (Ref. KGH-EV-25-1193)

Dear Kru Praew,

Thank you for choosing Korat Grand Hotel again for your students' recital. We are pleased to confirm:

- Room: Ratchaphruek Room (theatre style, up to 180 guests)
- Date and time: Sunday 14 December 2025, 12:00-17:00 (setup from 12:00, show 13:00-16:30)
- Room rental: 25,000 THB net, including sound system, 2 microphones, stage lighting and a projector
- Coffee break for parents: 150 THB per person (optional, please confirm the number by 1 December)
- Deposit: 10,000 THB, due by 30 September 2025 to hold the date
- Balance: 15,000 THB, due by 1 December 2025
- Cancellation: deposit refunded in full if cancelled before 31 October 2025; no refund after that date
- Parking: 60 free parking spaces for your guests

Please note the hotel does not provide a piano. You may bring in a rented grand piano via the service lift
from 10:00 on the day.

Kind regards,
Siriporn Chanthong
Events Coordinator, Korat Grand Hotel
Tel. 044-213-550
"""
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Ms. Kanokwan Saengthong (Praew Piano House)\n"
    "Address: 1456/7 Mittraphap Road, 2nd floor, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "Account No.: 030017728456   Tariff: 2.1 Small general service\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 1,050 kWh\nEnergy charge: 3,941.85 THB\n"
    "Ft charge: 207.06 THB\nService charge: 38.22 THB\nVAT 7%: 293.10 THB\nAmount due: 4,480.23 THB\n"
    "Due date: 15 July 2025\nPay at PEA counters, 7-Eleven, or by PEA Smart Plus app",
]
FEES_RULES = """# ค่าเรียนและระเบียบ บ้านเปียโนครูแพร ปี 2568

(ติดบอร์ดหน้าห้อง + ส่งใน LINE OA)

## ค่าเรียนต่อเดือน (4 ครั้ง/เดือน)
- เปียโน เรียนเดี่ยว 30 นาที: 2,000 บาท
- เปียโน เรียนเดี่ยว 45 นาที: 2,800 บาท
- กีตาร์ / อูคูเลเล่ 45 นาที: 1,800 บาท
- ไวโอลิน 45 นาที: 2,400 บาท
- ขับร้อง 45 นาที: 1,600 บาท
- ดนตรีเด็กเล็ก (3-6 ขวบ) คลาสกลุ่ม 60 นาที: 1,500 บาท
- ค่าสมัครแรกเข้า 500 บาท (ครั้งเดียว)
- พี่น้องเรียนด้วยกัน ลดคนที่สอง 10%

## การชำระเงิน
- ชำระค่าเรียนภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีกสิกรไทย ชื่อ กนกวรรณ แสงทอง

## การลาและชดเชย
- ลาเรียนต้องแจ้งล่วงหน้าอย่างน้อย 24 ชั่วโมง ทาง LINE
- ชดเชยได้ไม่เกิน 2 ครั้งต่อเดือน และต้องเรียนชดเชยภายใน 30 วัน
- คาบชดเชยมีเฉพาะวันอาทิตย์ 10:00-12:00
- ไม่แจ้งล่วงหน้า ถือว่าใช้สิทธิ์เรียนแล้ว (ยกเว้นป่วยมีใบรับรองแพทย์)
"""
TIMETABLE = """# ตารางสอน ก.ค. 2568

ห้อง A = เปียโน Yamaha U1 (ตัวเก่า), ห้อง B = เปียโน Kawai K-15, ห้อง C = ห้องกลุ่ม/กีตาร์/ไวโอลิน

| วัน | ครูแพร (ห้อง A) | ครูเจน (ห้อง B) | ครูบอส / ครูมิว (ห้อง C) |
|---|---|---|---|
| จันทร์ | 16:00-19:30 | 16:00-18:00 | - |
| อังคาร | 16:00-19:30 | - | ครูบอส 16:30-19:30 |
| พุธ | 16:00-19:30 | 16:00-18:00 | - |
| พฤหัสบดี | 16:00-19:30 | - | ครูบอส 16:30-19:30 |
| ศุกร์ | 16:00-19:30 | 16:00-18:00 | - |
| เสาร์ | 09:00-17:00 | 09:00-15:00 | ครูบอส 10:00-16:00 / ครูมิว 13:00-17:00 |
| อาทิตย์ | คาบชดเชย 10:00-12:00 | - | ครูมิว 09:00-12:00 |

- คลาสดนตรีเด็กเล็ก (ครูเจน) เสาร์ 09:00-10:00 ห้อง C
- ทุกคาบต้องเลิกก่อน 20:00 ตามสัญญาเช่า
"""
HOME_NOTES = """# จดไว้เรื่องบ้าน 2568

- ผ่อนบ้าน ธอส. เดือนละ 11,200 บาท ตัดวันที่ 10 (เหลืออีก 17 ปี)
- น้องพิณ ป.4 ค่าเทอมภาค 2 = 28,500 บาท จ่ายภายใน 15 ส.ค. 68 (โรงเรียนมารีย์วิทยา)
- แม่นัดหมอตา รพ.มหาราชนครราชสีมา วันศุกร์ที่ 22 ส.ค. 68 เวลา 08:30 ต้องลางานสอนเช้า
- ประกันรถ Yaris หมดวันที่ 3 ก.ย. 68 เบี้ยชั้น 1 ปีนี้ 14,380 บาท (ปีที่แล้ว 13,900)
- พี่ธีระ (แฟน) เงินเดือน 32,000 ช่วยค่าบ้านครึ่งนึง
- อยากเก็บเงินดาวน์เปียโนหลังใหม่ของโรงเรียน 50,000 บาท ภายใน ส.ค. กันไว้ในบัญชีออมทรัพย์แยกแล้ว 38,000
- ค่าไฟบ้านหน้าร้อนพุ่ง เม.ย. 3,410 บาท ต้องล้างแอร์
"""
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 11200, ""),
        ("อาหาร (Food)", 12800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2650, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("น้ำมันรถ Yaris (Fuel)", 2900, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1398, ""),
        ("น้องพิณ เรียนว่ายน้ำ (Swimming lessons)", 1800, ""),
        ("ให้แม่ (For mum)", 4000, ""),
        ("ประกันชีวิต (Life insurance)", 3250, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 11200, ""),
        ("อาหาร (Food)", 13400, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2890, ""),
        ("ค่าน้ำบ้าน (Home water)", 300, ""),
        ("น้ำมันรถ Yaris (Fuel)", 3100, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1398, ""),
        ("น้องพิณ เรียนว่ายน้ำ (Swimming lessons)", 1800, ""),
        ("ให้แม่ (For mum)", 4000, ""),
        ("ประกันชีวิต (Life insurance)", 3250, ""),
        ("ชุดนักเรียนน้องพิณ (School uniform)", 1650, "เปิดเทอม"),
    ],
}
DISTRACTORS = {
    "MusicSchool/สัญญา/สัญญาเช่า_ชั้น2_ร่าง_2567.txt":
        "ร่างสัญญาเช่าชั้น 2 ตึกเจ๊วิไล ถนนมิตรภาพ (ร่างแรก มีนาคม 2567 ยังไม่เซ็น)\n"
        "- เจ๊วิไลเสนอค่าเช่าเดือนละ 17,500 บาท เท่ากันทั้ง 2 ปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 52,500 บาท\n- เราขอ 3 ปี เริ่ม 16,000 แล้วค่อยขึ้น รอแก้ในฉบับจริง\n"
        "- ห้ามสอนหลัง 21:00\n",
    "MusicSchool/Piano/ใบเสนอราคา_YamahaU1_2567_เก่า.txt":
        "ใบเสนอราคา สยามมิวสิค ยามาฮ่า สาขาโคราช (พฤศจิกายน 2567 หมดอายุแล้ว)\n"
        "Yamaha U1J PE ราคาพิเศษ 179,000 บาท รวม VAT\nค่ายกขึ้นชั้น 2 1,500 บาท\nรับประกัน 5 ปี\n"
        "ยืนราคาถึง 31 ธันวาคม 2567\nตอนนั้นเงินไม่พอ เลยยังไม่ซื้อ\n",
    "MusicSchool/บัญชี/สรุปรายรับ_มค-มิย_2567.md":
        "# สรุปรายรับค่าเรียน ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n\n- รายรับค่าเรียนรวม 6 เดือน 698,400 บาท\n"
        "- เปียโน 402,300 บาท กีตาร์ 118,600 บาท ไวโอลิน 71,500 บาท ขับร้อง 48,000 บาท ดนตรีเด็กเล็ก 58,000 บาท\n"
        "- เดือนที่รายรับสูงสุด เม.ย. 129,800 บาท\n- นักเรียนเฉลี่ย 52 คน\n- ตอนนั้นมีครูพาร์ทไทม์ 2 คน (บอส เจน)\n",
    "MusicSchool/Recital/สรุปคอนเสิร์ต_2567.md":
        "# สรุปคอนเสิร์ตนักเรียน ครั้งที่ 5 (15 ธันวาคม 2567)\n\n- ห้องราชพฤกษ์ โรงแรมโคราชแกรนด์ ค่าห้อง 22,000 บาท\n"
        "- นักเรียนแสดง 36 คน ค่าร่วมแสดงคนละ 1,000 บาท\n- ค่าใช้จ่ายรวม 41,500 บาท ขาดทุน 5,500 บาท\n"
        "- ปีหน้าต้องขึ้นค่าร่วมแสดง และจองห้องให้เร็วกว่านี้\n",
    "MusicSchool/Exams/IBME_fees_2024_old.txt":
        "IBME Thailand - Practical exam fees, Session B 2024 (old)\n"
        "Initial 2,300 / Grade 1 2,600 / Grade 2 2,850 / Grade 3 3,150 / Grade 4 3,480 / Grade 5 3,850 / "
        "Grade 6 4,650 / Grade 7 5,250 / Grade 8 6,100\n"
        "Theory Grade 5: 2,050\nClosing date: 6 September 2024\n",
    "MusicSchool/ครู/ค่าสอนครู_2567_เก่า.md":
        "# ค่าสอนครูพาร์ทไทม์ ปี 2567 (เก่า ใช้ถึง 31 พ.ค. 68)\n\n- ครูบอส กีตาร์ ชั่วโมงละ 250 บาท\n"
        "- ครูเจน เปียโนเด็กเล็ก/ร้อง ชั่วโมงละ 280 บาท\n- คลาสกลุ่ม +80 บาท\n"
        "- (ยังไม่มีครูไวโอลิน ครูมิวเริ่มสอน ก.พ. 68 ตอนนั้นตกลงชั่วโมงละ 320)\n",
}
WORKSPECT = {"todo.md": "- ตัดสินใจเรื่องเปียโนหลังใหม่ (Yamaha หมดเขต 15 ส.ค.)\n- มัดจำโรงแรมโคราชแกรนด์ 10,000\n"
                        "- ส่งชื่อสอบ IBME\n- ค่าเทอมน้องพิณ 15 ส.ค.\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับค่าเรียน Tuition"
    sheet.append(["รายรับค่าเรียน บ้านเปียโนครูแพร ม.ค.-มิ.ย. 2568 (Tuition income by course, Jan-Jun 2025)"])
    sheet.append(list(TUITION_HEADERS))
    for month, row in zip(MONTHS, TUITION):
        sheet.append([month, *row[:5], sum(row[:5]), row[5]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*TUITION))[:5]),
                  sum(sum(row[:5]) for row in TUITION), ""])
    for column in range(2, 8):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายโรงเรียน ม.ค.-มิ.ย. 2568 (School expenses, Jan-Jun 2025)"])
    spend.append(list(EXPENSE_HEADERS))
    for item, amounts, note in EXPENSES:
        spend.append([item, *amounts, note])
    spend.append(["รวม (Total)", *(round(sum(month), 2) for month in zip(*(row[1] for row in EXPENSES))), ""])
    for column in range(2, 8):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    school = docs / "MusicSchool"
    for sub in ("สัญญา", "ครู", "บัญชี", "Piano", "Chats", "Exams", "Recital", "Bills"):
        (school / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Home").mkdir(parents=True, exist_ok=True)
    write_docx(school / "สัญญา" / "สัญญาเช่าพื้นที่ชั้น2_ถนนมิตรภาพ.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(school / "ครู" / "ข้อตกลงค่าสอนครูพาร์ทไทม์_2568.docx", PAY_TOP, table=PAY_RATES, bottom=PAY_BOTTOM)
    _accounts(school / "บัญชี" / "รายรับรายจ่าย_บ้านเปียโนครูแพร_2568.xlsx")
    make_pdf(school / "Piano" / "Quotation_SiamMusic_YamahaU1J_2568.pdf", SIAM_QUOTE)
    write_docx(school / "Piano" / "ใบเสนอราคา_โคราชเปียโน_KawaiK300.docx", KORAT_QUOTE_TOP, table=KORAT_QUOTE_TABLE,
               bottom=KORAT_QUOTE_BOTTOM)
    make_pdf(school / "Piano" / "PianoTuning_receipt_2025-05.pdf", TUNING_RECEIPT)
    (school / "Chats" / "LINE_แม่น้องใบข้าว_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    make_pdf(school / "Exams" / "IBME_SessionB_2025_fee_notice.pdf", EXAM_NOTICE)
    (school / "Exams" / "รายชื่อนักเรียนสอบ_IBME_2568.md").write_text(EXAM_CANDIDATES, encoding="utf-8")
    write_slides(school / "Recital" / "แผนคอนเสิร์ตนักเรียน_ธค2568.pptx", RECITAL_SLIDES)
    (school / "Recital" / "KoratGrand_booking_confirmation.txt").write_text(VENUE_EMAIL, encoding="utf-8")
    make_pdf(school / "Bills" / "PEA_bill_school_2025-06.pdf", PEA_BILL)
    (school / "ค่าเรียนและระเบียบ_2568.md").write_text(FEES_RULES, encoding="utf-8")
    (school / "ตารางสอน_กค2568.md").write_text(TIMETABLE, encoding="utf-8")
    (docs / "Home" / "จดไว้เรื่องบ้าน_2568.md").write_text(HOME_NOTES, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the teacher's to-do list."""
    write_texts(workspect, WORKSPECT)
