"""A folder for the agent bench (`--folder homestay`): a village homestay's papers plus the family's household papers.

Siriporn Thammawong (ป้าศรี, นางศรีพร ธรรมวงศ์) runs Sri Doi Homestay (ศรีดอยโฮมสเตย์), four rooms at Ban Huai
Nam Rin, Mueang Na, Chiang Dao, Chiang Mai, with her husband Somsak (ลุงศักดิ์). The folder holds: the December
2568 booking sheet (xlsx, two sheets), a LINE chat with a school teacher bringing a camp group, a German guest's
English booking email, a LINE chat with the van driver (ลุงแก้ว); a Thai quote for a company seminar group (docx,
table), a draft of it and a similar quote for another group (a sub-district office study visit); income and
expenses Jan-Nov 2568 (xlsx, two sheets, Thai/English headers) and last year's summary (md); Agoda payout
statements for October and November 2025 and an electricity bill (English pdf); the English rate card 2025-26
(pdf), last year's Thai rate list (txt) and an English guest guide (docx, a table); the plan for a fifth bungalow
(pptx), a builder's Thai quote (docx, table), a construction firm's English quote (pdf) and an early draft idea
(md); household papers: the daughter's university fee notice and the husband's life-insurance premium notice
(English pdf), household spending by month (xlsx, months as columns, two sheets), a land-tax note (md) and a LINE
chat with the daughter. The workspect already holds a to-do list. Written blind of the engine, for
agent_tasks_homestay_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BOOKING_HEADERS = ("วันเข้าพัก (Check-in)", "ชื่อแขก (Guest)", "ห้อง (Room)", "จำนวนคืน (Nights)",
                   "ราคาต่อคืน (Rate, THB)", "รวม (Total, THB)", "มัดจำแล้ว (Deposit paid, THB)",
                   "ช่องทาง (Channel)", "หมายเหตุ (Note)")
BOOKINGS = [
    ("01/12/2568", "คุณวีระ ชัยมงคล", "ห้องไผ่ (Bamboo)", 2, 1800, 3600, 1800, "LINE", ""),
    ("05/12/2568", "Emma Clarke", "ห้องลำธาร (Stream)", 3, 1500, 4500, 0, "Agoda", "Agoda เก็บเงินแล้ว"),
    ("05/12/2568", "คุณปวีณา สุขสม", "ห้องดอยหลวง (Doi Luang)", 2, 2200, 4400, 2200, "Facebook", ""),
    ("12/12/2568", "คณะครู ร.ร.บ้านแม่นะ (ครูมาลัย)", "เหมาทั้งหลัง + เต็นท์", 2, 13650, 27300, 5000, "LINE",
     "21 คน หัวละ 650 ต่อคืน รวมอาหาร"),
    ("19/12/2568", "Tanaka Yui", "ห้องนาข้าว (Rice Field)", 2, 1500, 3000, 0, "Agoda", "Agoda เก็บเงินแล้ว"),
    ("20/12/2568", "คุณณัฐวุฒิ แสงทอง", "ห้องไผ่ (Bamboo)", 3, 1800, 5400, 2700, "LINE", ""),
    ("24/12/2568", "คุณอรอุมา ศรีสุข", "ห้องลำธาร (Stream)", 2, 1500, 3000, 1500, "Facebook", ""),
    ("29/12/2568", "ครอบครัวคุณธีรพงษ์ วงศ์ใหญ่", "ห้องดอยหลวง (Doi Luang)", 4, 2200, 9300, 4650, "LINE",
     "ข้ามปี ออก 2 ม.ค. 69 รวมคืน 31 ธ.ค. +500"),
    ("30/12/2568", "คุณกัญญา เพชรรัตน์", "ห้องนาข้าว (Rice Field)", 3, 1500, 5000, 2500, "Facebook",
     "รวมคืน 31 ธ.ค. +500"),
    ("30/12/2568", "Daniel & Sofia Rossi", "ห้องไผ่ (Bamboo)", 2, 1800, 4100, 0, "Agoda", "รวมคืน 31 ธ.ค. +500"),
]
ROOM_HEADERS = ("ห้อง (Room)", "พักได้ (Guests)", "ราคาหน้าหนาว (High season, THB)", "ราคาหน้าฝน (Green season, THB)")
ROOMS = [
    ("ห้องดอยหลวง (Doi Luang family house)", 4, 2200, 1600),
    ("ห้องนาข้าว (Rice Field)", 2, 1500, 1000),
    ("ห้องลำธาร (Stream)", 2, 1500, 1000),
    ("ห้องไผ่ (Bamboo)", 3, 1800, 1300),
    ("เหมาทั้งหลัง (Whole homestay)", 16, 7500, 5500),
]
LINE_TEACHER = """[LINE] ประวัติการแชทกับ ครูมาลัย ร.ร.บ้านแม่นะ
บันทึกเมื่อ: 28/11/2568 21:10

จ., 17/11/2568
09:12\tครูมาลัย ร.ร.บ้านแม่นะ\tสวัสดีค่ะป้าศรี โรงเรียนจะพาเด็ก ป.6 มาเข้าค่ายธรรมชาติ 2 คืน วันที่ 12-14 ธ.ค. ค่ะ นักเรียน 18 คน ครู 3 คน
09:30\tศรีดอยโฮมสเตย์\tได้ค่ะครู เหมาทั้งหลังให้เลย เด็กๆ นอนเต็นท์ลานหญ้า ครูนอนในห้อง คิดหัวละ 650 ต่อคืน รวมอาหาร 3 มื้อค่ะ
09:35\tครูมาลัย ร.ร.บ้านแม่นะ\tรวมทั้งหมดเท่าไหร่คะ จะได้ทำเรื่องเบิก
09:41\tศรีดอยโฮมสเตย์\t21 คน x 650 x 2 คืน = 27,300 บาทค่ะ ขอมัดจำ 5,000 นะคะ ที่เหลือจ่ายวันกลับได้
09:43\tครูมาลัย ร.ร.บ้านแม่นะ\tออกใบเสร็จในนามโรงเรียนได้ไหมคะ
09:45\tศรีดอยโฮมสเตย์\tได้ค่ะ

พ., 19/11/2568
14:02\tครูมาลัย ร.ร.บ้านแม่นะ\tโอนมัดจำแล้วนะคะ [รูปภาพ]
14:05\tศรีดอยโฮมสเตย์\tได้รับ 5,000 แล้วค่ะ ขอบคุณค่ะครู
14:07\tครูมาลัย ร.ร.บ้านแม่นะ\tมีเด็กแพ้ถั่วลิสง 2 คนนะคะ รถโรงเรียนจะถึงประมาณ 10 โมงวันที่ 12 ค่ะ
14:10\tศรีดอยโฮมสเตย์\tรับทราบค่ะ ไม่ใส่ถั่วเลยทั้งค่าย บ่ายวันแรกลุงศักดิ์จะพาเดินป่าไปน้ำตกนะคะ
"""
EMAIL_WEBER = """From: Lukas Weber <lukas.weber84@gmx.de>
To: Sri Doi Homestay <sridoi.homestay@gmail.com>
Date: Sat, 22 Nov 2025 18:47:31 +0100
Subject: Booking request - Stream room, January 2026

Dear Khun Siriporn,

My wife Hannah and I found your homestay through a friend who stayed with you last winter. We would like to stay
in the Stream room for 3 nights, check-in 20 January 2026 and check-out 23 January 2026.
Your rate sheet says 1,500 THB per night in high season, so 4,500 THB in total - is that right?
We will come by bus from Chiang Mai and should arrive at Chiang Dao bus station around 14:00. Could someone pick
us up there? Hannah is vegetarian (she eats eggs). We would also love to join the sunrise trip to the Doi Luang
viewpoint, maybe on 22 January.
How should we pay the deposit? We have no Thai bank account - is a transfer by Wise OK?

Best regards,
Lukas Weber
"""
LINE_DRIVER = """[LINE] ประวัติการแชทกับ ลุงแก้ว รถตู้เชียงดาว
บันทึกเมื่อ: 30/11/2568 07:55

ส., 29/11/2568
16:20\tศรีดอยโฮมสเตย์\tลุงแก้ว วันที่ 20 ม.ค. ปีหน้ามีฝรั่งเยอรมันสองคนนั่งรถบัสมาลงขนส่งเชียงดาว ช่วยไปรับหน่อยนะ
16:32\tลุงแก้ว รถตู้เชียงดาว\tได้ครับ รถจากเชียงใหม่ถึงประมาณบ่ายสอง ผมไปรอบ่ายสองครึ่ง (14:30) เผื่อรถช้านะครับ
16:33\tลุงแก้ว รถตู้เชียงดาว\tขนส่งเชียงดาวมาบ้านป้าศรี เที่ยวละ 300 เหมือนเดิมครับ
16:40\tศรีดอยโฮมสเตย์\tแล้วถ้าไปรับส่งสนามบินเชียงใหม่เท่าไหร่ลุง คณะบริษัทเดือน ก.พ. อาจจะให้ไปรับ
16:45\tลุงแก้ว รถตู้เชียงดาว\tสนามบินเชียงใหม่เที่ยวละ 1,500 ครับ รถตู้ผมนั่งได้ 10 ที่ ถ้าเกินต้องเรียกคันน้องชายมาอีกคัน
16:46\tลุงแก้ว รถตู้เชียงดาว\tปีที่แล้ว 1,300 ขึ้นนิดนึงเพราะน้ำมันแพงครับ
16:50\tศรีดอยโฮมสเตย์\tโอเคลุง เดี๋ยวได้วันแน่นอนจะบอกอีกที
"""
SEMINAR_TOP = [
    "ใบเสนอราคา",
    "ศรีดอยโฮมสเตย์ (นางศรีพร ธรรมวงศ์) 112 หมู่ 7 บ้านห้วยน้ำริน ต.เมืองนะ อ.เชียงดาว จ.เชียงใหม่ 50170 "
    "โทร 081-882-4519",
    "เลขที่ SD68-09   วันที่ 24 พฤศจิกายน 2568",
    "เรียน คุณอภิชาติ มั่นคง ฝ่ายบุคคล บริษัท ไทยเกษตรพัฒนา จำกัด",
    "เรื่อง ที่พักและกิจกรรมสัมมนานอกสถานที่ 16 คน 2 คืน วันที่ 6-8 กุมภาพันธ์ 2569",
]
SEMINAR_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เหมาที่พักทั้งโฮมสเตย์ 4 ห้อง พร้อมที่นอนเสริม (คืนละ 7,500 บาท)", "2 คืน", "15,000"),
    ("2", "อาหาร 3 มื้อ และอาหารว่าง 2 มื้อ (คนละ 550 บาทต่อวัน)", "16 คน x 2 วัน", "17,600"),
    ("3", "กิจกรรมเดินป่าไปน้ำตกห้วยน้ำริน และทำข้าวหลาม (คนละ 350 บาท)", "16 คน", "5,600"),
    ("4", "รถตู้รับ-ส่งสนามบินเชียงใหม่ (เที่ยวละ 1,500 บาท 2 คัน ไป-กลับ)", "4 เที่ยว", "6,000"),
    ("5", "ศาลาประชุมริมลำธาร พร้อมเครื่องเสียงและโปรเจกเตอร์", "2 วัน", "2,000"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "46,200"),
]
SEMINAR_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 13,860 บาท ภายใน 7 วันหลังตกลง ส่วนที่เหลือชำระในวันเช็คเอาท์",
    "ยกเลิกก่อนวันเข้าพักไม่น้อยกว่า 14 วัน คืนเงินมัดจำเต็มจำนวน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ศรีพร ธรรมวงศ์ ผู้เสนอราคา",
]
SEMINAR_DRAFT = """ร่างใบเสนอราคา บ.ไทยเกษตรพัฒนา (ยังไม่ส่ง คุณอภิชาติบอกอาจเพิ่มเป็น 16 คน)
- 14 คน 2 คืน ต้นเดือน ก.พ. 69
- เหมาที่พัก 2 คืน 15,000
- อาหาร 14 คน x 2 วัน x 500 = 14,000
- เดินป่า+ข้าวหลาม 14 x 350 = 4,900
- รวม 33,900 บาท ยังไม่รวมรถรับส่ง ยังไม่ได้ถามลุงแก้ว
"""
STUDY_TOP = [
    "ใบเสนอราคา",
    "ศรีดอยโฮมสเตย์ (นางศรีพร ธรรมวงศ์) 112 หมู่ 7 บ้านห้วยน้ำริน ต.เมืองนะ อ.เชียงดาว จ.เชียงใหม่ 50170",
    "เลขที่ SD68-10   วันที่ 1 ธันวาคม 2568",
    "เรียน นายก อบต.เมืองงาย (ผ่าน คุณสุภาวดี ปลัด อบต.)",
    "เรื่อง คณะศึกษาดูงานการจัดการโฮมสเตย์ชุมชน 30 คน 1 วัน (ไม่ค้างคืน) วันที่ 15 มกราคม 2569",
]
STUDY_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "อาหารกลางวันแบบขันโตก (คนละ 150 บาท)", "30 คน", "4,500"),
    ("2", "อาหารว่างและเครื่องดื่ม 2 มื้อ (คนละ 60 บาท)", "30 คน", "1,800"),
    ("3", "วิทยากรบรรยายการทำโฮมสเตย์ชุมชน (ลุงศักดิ์)", "1 ครั้ง", "1,500"),
    ("4", "ศาลาประชุมริมลำธาร", "1 วัน", "1,000"),
    ("5", "กิจกรรมทำข้าวหลามและชิมชา (คนละ 350 บาท)", "30 คน", "10,500"),
    ("", "รวมทั้งสิ้น", "", "19,300"),
]
STUDY_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 5,790 บาท ส่วนที่เหลือชำระวันดูงาน ออกใบเสร็จในนาม อบต. ได้",
    "ลงชื่อ ศรีพร ธรรมวงศ์ ผู้เสนอราคา",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าห้องพัก (Rooms, THB)", "อาหาร/กิจกรรม (Food & activities, THB)",
                  "รวมรายรับ (Total income, THB)", "คืนที่ขายได้ (Room-nights)")
INCOME = [(61800, 17200, 44), (48500, 12600, 35), (33900, 8400, 27), (36200, 9800, 29), (14800, 3900, 14),
          (11200, 2600, 11), (15600, 4300, 15), (17900, 5100, 17), (12400, 3200, 12), (23600, 6850, 21),
          (52300, 14900, 38)]
EXPENSE_HEADERS = ("เดือน (Month)", "วัตถุดิบอาหาร (Food supplies, THB)", "ค่าจ้างแม่บ้าน (Housekeeper, THB)",
                   "ค่าไฟ+น้ำ (Electricity & water, THB)", "ค่าคอม Agoda (OTA commission, THB)",
                   "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(9800, 9000, 3420, 4380, 1500, ""), (7600, 9000, 3150, 3510, 1200, ""),
            (5200, 7500, 2980, 2160, 900, ""), (5900, 7500, 3610, 2310, 6800, "ซ่อมเครื่องทำน้ำอุ่นห้องไผ่"),
            (2400, 6000, 2240, 930, 700, ""), (1700, 6000, 1980, 720, 2400, "เปลี่ยนมุ้งลวด"),
            (2600, 6000, 2050, 990, 800, ""), (3100, 6000, 2110, 1125, 900, ""),
            (2000, 6000, 1890, 780, 14500, "ซ่อมหลังคาศาลาหลังน้ำป่า"), (4100, 7500, 2260, 1710, 1100, ""),
            (8900, 9000, 3184, 4035, 2300, "ซื้อเต็นท์เพิ่ม 4 หลัง")]
LAST_YEAR_SUMMARY = """# สรุปรายรับศรีดอยโฮมสเตย์ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 512,600 บาท (ค่าห้อง 398,900 อาหาร/กิจกรรม 113,700)
- เดือนที่ดีที่สุด ธ.ค. 2567 รายรับ 84,500 บาท
- พ.ย. 2567 รายรับ 58,900 บาท คืนที่ขายได้ 33 คืน
- คืนที่ขายได้ทั้งปี 352 คืน
- ค่าคอม Agoda ทั้งปี 31,400 บาท
- กำไรสุทธิทั้งปี ประมาณ 236,000 บาท
- ปีหน้าอยากลดการพึ่ง Agoda ให้แขกจองตรงทาง LINE/Facebook มากขึ้น
"""
AGODA_NOV = [
    "Agoda Company Pte. Ltd.\nPROPERTY PAYOUT STATEMENT\n"
    "Property: Sri Doi Homestay (Property ID 10982245), Chiang Dao, Chiang Mai\n"
    "Payout period: stays with check-out 1 - 30 November 2025\nPayout date: 5 December 2025\n"
    "Paid to: Kasikorn Bank, account ending 4519, Mrs. Siriporn Thammawong\n \n"
    "Booking ID   Guest           Room                    Stay           Nights  Amount (THB)\n"
    "1459023871   Mark Jensen     Stream room             3-5 Nov        2       3,000.00\n"
    "1461178420   Chen Wei        Doi Luang family house  8-10 Nov       2       4,400.00\n"
    "1462290315   Sarah Owens     Bamboo room             14-17 Nov      3       5,400.00\n"
    "1463871002   Kenji Mori      Rice Field room         15-17 Nov      2       3,000.00\n"
    "1465012554   Anna Kowalski   Doi Luang family house  21-24 Nov      3       6,600.00\n"
    "1466349870   Tom Baker       Stream room             27-30 Nov      3       4,500.00\n \n"
    "Total booking amount: 26,900.00 THB\nAgoda commission (15%): 4,035.00 THB\n"
    "Net payout: 22,865.00 THB\n"
    "Questions about this statement: partner support via the YCS extranet.",
]
AGODA_OCT = [
    "Agoda Company Pte. Ltd.\nPROPERTY PAYOUT STATEMENT\n"
    "Property: Sri Doi Homestay (Property ID 10982245), Chiang Dao, Chiang Mai\n"
    "Payout period: stays with check-out 1 - 31 October 2025\nPayout date: 5 November 2025\n"
    "Paid to: Kasikorn Bank, account ending 4519, Mrs. Siriporn Thammawong\n \n"
    "Booking ID   Guest           Room                    Stay           Nights  Amount (THB)\n"
    "1448820114   Lisa Hoffmann   Stream room             10-12 Oct      2       2,000.00\n"
    "1450017263   Park Jiwoo      Bamboo room             17-19 Oct      2       2,600.00\n"
    "1451194438   James Carter    Doi Luang family house  23-26 Oct      3       4,800.00\n"
    "1452267790   Nina Berg       Rice Field room         28-30 Oct      2       2,000.00\n \n"
    "Total booking amount: 11,400.00 THB\nAgoda commission (15%): 1,710.00 THB\n"
    "Net payout: 9,690.00 THB\n"
    "Questions about this statement: partner support via the YCS extranet.",
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Chiang Dao District Office\nELECTRICITY BILL\n"
    "Bill date: 18 November 2025\n"
    "Customer: Mrs. Siriporn Thammawong (Sri Doi Homestay)\n"
    "Address: 112 Moo 7, Mueang Na, Chiang Dao, Chiang Mai 50170\n"
    "CA No.: 020012845567   Meter No.: 18-447201\nTariff: 1.2 Residential, over 150 kWh per month\n"
    "Reading period: 16 October 2025 - 15 November 2025\n"
    "Meter reading: 28,914 - 28,302 = 612 kWh\nPrevious month: 408 kWh\n \n"
    "Energy charge: 2,361.90\nFt (0.3972 x 612 kWh): 243.09\nService charge: 24.62\n"
    "Subtotal: 2,629.61\nVAT 7%: 184.07\nTotal amount due: 2,813.68 THB\n"
    "Payment due date: 3 December 2025\n"
    "Pay via PEA Smart Plus app, bank app or counter service. Unpaid bills may be disconnected after notice.",
]
RATES = [
    "SRI DOI HOMESTAY - Ban Huai Nam Rin, Mueang Na, Chiang Dao, Chiang Mai 50170\n"
    "Tel / LINE 081-882-4519   sridoi.homestay@gmail.com\n"
    "ROOM RATES 1 November 2025 - 31 October 2026 (THB per room per night, breakfast included)\n \n"
    "Room                    Guests  High season   Mar - Apr   Green season\n"
    "                                (Nov - Feb)               (May - Oct)\n"
    "Doi Luang family house  4       2,200         1,800       1,600\n"
    "Rice Field room         2       1,500         1,200       1,000\n"
    "Stream room             2       1,500         1,200       1,000\n"
    "Bamboo room             3       1,800         1,500       1,300\n"
    "Whole homestay (up to 16 guests with extra mattresses): 7,500 per night high season, 5,500 other months\n \n"
    "Extra mattress: 250 per night (breakfast included)\n"
    "New Year's Eve (31 December): add 500 per room\n"
    "Northern Thai dinner set: 250 per person   Sunrise trip to Doi Luang viewpoint: 800 per person\n"
    "Deposit: 50% within 3 days of booking. Cancellation 14 days or more before arrival: deposit refunded.",
]
OLD_RATES = """ราคาห้องพัก ศรีดอยโฮมสเตย์ ปี 2567 (ใช้ถึง ต.ค. 68)
หน้าหนาว พ.ย.-ก.พ. / เดือนอื่น (บาทต่อคืน รวมอาหารเช้า)
ห้องดอยหลวง (4 คน) 2,000 / 1,500
ห้องนาข้าว (2 คน) 1,300 / 900
ห้องลำธาร (2 คน) 1,300 / 900
ห้องไผ่ (3 คน) 1,600 / 1,200
เหมาทั้งหลัง 6,800 / 5,000
ที่นอนเสริม 200 ต่อคืน
ขึ้นดอยดูพระอาทิตย์ขึ้น คนละ 700
"""
GUIDE_TOP = [
    "Welcome to Sri Doi Homestay!",
    "Ban Huai Nam Rin, Chiang Dao, Chiang Mai. Your hosts: Khun Siriporn (Pa Sri) and Khun Somsak (Lung Sak).",
    "Call or LINE Pa Sri any time: 081-882-4519",
    "Activities we can arrange for you (please book one day ahead):",
]
GUIDE_TABLE = [
    ("Activity", "Time", "Price per person (THB)"),
    ("Sunrise trip to Doi Luang viewpoint (4x4 with Lung Kaew)", "05:00-09:00", "800"),
    ("Jungle walk to Huai Nam Rin waterfall and bamboo rice (khao lam) cooking with Lung Sak", "14:00-17:00", "350"),
    ("Tea tasting in the family tea garden", "any time", "150"),
    ("Northern Thai dinner set", "18:30", "250"),
]
GUIDE_SECTIONS = [
    ("Check-in and check-out", "Check-in from 14:00. Check-out by 11:00.\n"
     "Late check-out until 14:00 costs 300 THB if the room is free."),
    ("Breakfast", "Breakfast is served 07:30-09:30 in the sala by the stream. Tell us the evening before if you "
     "are vegetarian."),
    ("House rules", "Quiet hours 22:00-07:00. Please take off your shoes before entering the rooms.\n"
     "Hot water comes from a solar heater and is best in the afternoon.\n"
     "Wi-Fi: SriDoi_Guest  password: doiluang2568"),
]
GUIDE_BOTTOM = ["Chiang Dao bus station pick-up by Lung Kaew: 300 THB per trip. Enjoy the mountains!"]
PLAN_SLIDES = [
    ("แผนสร้างบ้านพักหลังที่ 5 ศรีดอยโฮมสเตย์ ปี 2569",
     "หน้าหนาว พ.ย.-ก.พ. ห้องเต็มเกือบทุกสุดสัปดาห์\nหน้าหนาวที่แล้วต้องปฏิเสธแขกไป 23 ครั้ง"),
    ("บ้านพักหลังใหม่",
     "บ้านไม้ไผ่-ไม้สัก 4x6 เมตร ห้องน้ำในตัว ระเบียงชมวิวดอยหลวง\nพักได้ 2-3 คน ตั้งชื่อว่า ห้องดอกเสี้ยว"),
    ("งบประมาณ",
     "งบรวม 380,000 บาท\nค่าก่อสร้างตามใบเสนอราคาสล่าบุญมี 356,000 บาท\nเฟอร์นิเจอร์ ที่นอน ผ้าม่าน 24,000 บาท"),
    ("แหล่งเงิน",
     "กู้ ธ.ก.ส. 250,000 บาท ผ่อน 5 ปี งวดละประมาณ 5,100 บาทต่อเดือน\nเงินเก็บของโฮมสเตย์ 130,000 บาท"),
    ("รายได้ที่คาด",
     "ราคาคืนละ 1,800 บาท หน้าหนาว 2,400 บาท\nคาดรายได้เพิ่มปีละ 216,000 บาท คืนทุนราว 2 ปี"),
    ("ไทม์ไลน์",
     "ยื่นกู้ ธ.ก.ส. ม.ค. 2569\nเริ่มสร้างหลังสงกรานต์ เม.ย. 2569\nเปิดรับแขก ต.ค. 2569 ก่อนหน้าหนาว"),
]
BUILDER_TOP = [
    "ใบเสนอราคา งานสร้างบ้านพักไม้ไผ่-ไม้สัก หลังที่ 5 (ขนาด 4x6 เมตร พร้อมห้องน้ำในตัว)",
    "ผู้เสนอราคา: นายบุญมี คำแสน (สล่าบุญมี) บ้านปางมะโอ อ.เชียงดาว จ.เชียงใหม่ โทร 089-556-2107",
    "เสนอ: ป้าศรี ศรีดอยโฮมสเตย์   วันที่ 3 พฤศจิกายน 2568",
]
BUILDER_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("งานฐานราก เสาตอม่อคอนกรีต 9 ต้น", "38,000"),
    ("โครงสร้างไม้เนื้อแข็ง และพื้นไม้สัก", "142,000"),
    ("ผนังไม้ไผ่สาน 2 ชั้น และหลังคาเมทัลชีทบุฉนวน", "86,000"),
    ("ห้องน้ำ (สุขภัณฑ์ เครื่องทำน้ำอุ่น ถังบำบัด)", "52,000"),
    ("ระบบไฟฟ้าและประปา", "24,000"),
    ("ระเบียงชมวิว 2x4 เมตร", "14,000"),
    ("รวมทั้งสิ้น", "356,000"),
]
BUILDER_BOTTOM = [
    "ระยะเวลาก่อสร้าง 75 วัน นับจากวันรับเงินงวดแรก",
    "แบ่งจ่าย 3 งวด 40% / 40% / 20% (งวดสุดท้ายเมื่อส่งมอบงาน)",
    "ไม่รวมเฟอร์นิเจอร์และเครื่องปรับอากาศ รับประกันโครงสร้าง 1 ปี",
    "ลงชื่อ บุญมี คำแสน",
]
FIRM_QUOTE = [
    "CHIANG DAO CONSTRUCTION LTD., PART.\n88/2 Moo 1, Chiang Dao, Chiang Mai 50170  Tel. 053-455-218\n"
    "QUOTATION No. CDC-2568/117   Date: 10 November 2025\n"
    "Customer: Mrs. Siriporn Thammawong, Sri Doi Homestay, Ban Huai Nam Rin\n"
    "Project: Guest bungalow No. 5, timber, 4 x 6 m, with bathroom\n \n"
    "Foundation, 9 concrete piers ............... 42,000\n"
    "Hardwood frame and teak floor ............... 156,000\n"
    "Timber board walls, insulated metal roof .... 92,000\n"
    "Bathroom (fixtures, water heater, septic) ... 55,000\n"
    "Electrical and plumbing ..................... 26,000\n"
    "View balcony 2 x 4 m ........................ 14,000\n"
    "Subtotal: 385,000.00 THB\nVAT 7%: 26,950.00 THB\nGrand total: 411,950.00 THB\n \n"
    "Construction period: 60 days from the first payment.\n"
    "Payment: 30% on signing, 40% when the roof is finished, 30% on handover.\n"
    "Warranty: structure 2 years. This quotation is valid for 45 days.",
]
BUNGALOW_DRAFT = """# ไอเดียบ้านพักหลังใหม่ (ร่าง ส.ค. 68)

- งบ 300,000 พอไหม? ถามสล่าบุญมีก่อน
- กู้กองทุนหมู่บ้านสัก 100,000 ที่เหลือใช้เงินเก็บ
- ทำตรงไหนดี ข้างสวนชา หรือริมลำธาร (ริมลำธารเสี่ยงน้ำป่า)
- ห้องน้ำในตัวต้องมี ฝรั่งชอบ
"""
TUITION = [
    "CHIANG MAI UNIVERSITY - Office of the Registrar\nTUITION FEE PAYMENT NOTICE\n"
    "Semester 2, Academic Year 2025 (2/2568)\n"
    "Student: Miss Pimchanok Thammawong   Student ID: 670610284\n"
    "Faculty of Agro-Industry, Year 2\n \n"
    "Tuition fee (flat rate): 16,500.00 THB\n"
    "Payment period: 17 November - 19 December 2025\n"
    "Late payment fine: 50 THB per day (maximum 1,500 THB)\n \n"
    "Pay via the Krungthai NEXT app (scan the QR code) or at any Krungthai Bank branch.\n"
    "Ref 1: 670610284   Ref 2: 22568",
]
INSURANCE = [
    "AIA Company Limited (Thailand)\nPREMIUM DUE NOTICE\nNotice date: 1 December 2025\n"
    "Policy owner / insured: Mr. Somsak Thammawong\nPolicy No.: T-448-207-915\n"
    "Plan: 20 Pay Life, sum assured 500,000 THB   Policy year: 9 of 20\n \n"
    "Annual premium: 24,360.00 THB\nDue date: 15 January 2026\n"
    "Grace period: 31 days (until 15 February 2026)\n \n"
    "Pay by the AIA+ app, at Counter Service, or through your agent.\n"
    "Agent: Ms. Kannika Inta, Tel. 086-771-3042",
]
HOUSE_ITEMS = ["ค่ากับข้าว (Food)", "น้ำมันรถ (Fuel)", "โทรศัพท์+เน็ต (Phone & internet)",
               "ส่งน้องฝน ค่าหอ+ค่ากิน (Fon: dorm & living)", "ค่าเทอมน้องฝน (Fon: tuition)",
               "ผ่อน ธ.ก.ส. (BAAC loan)", "ทำบุญ/งานบุญ (Merit & ceremonies)"]
HOUSE = [
    [6200, 5800, 6500, 7100, 5900, 5600, 5700, 6000, 5500, 6300, 6800],
    [2400, 2100, 2600, 3200, 2000, 1800, 1900, 2200, 1700, 2300, 2900],
    [1098] * 11,
    [7200, 7200, 7200, 4000, 4000, 7200, 7200, 7200, 7200, 7200, 7200],
    [0, 0, 0, 0, 0, 16500, 0, 0, 0, 0, 0],
    [4850] * 11,
    [500, 800, 1200, 2500, 500, 300, 1500, 600, 400, 2000, 1000],
]
DEBT_HEADERS = ("เจ้าหนี้ (Lender)", "เรื่อง (Purpose)", "ยอดกู้ (Borrowed, THB)", "คงเหลือ (Balance, THB)",
                "ผ่อน (Installment)")
DEBTS = [
    ("ธ.ก.ส. สาขาเชียงดาว", "ซ่อมหลังคาบ้านพัก ปี 2566", 200000, 118400, "เดือนละ 4,850"),
    ("กองทุนหมู่บ้านห้วยน้ำริน", "ซื้อเต็นท์และที่นอน ปี 2567", 30000, 12000, "ปีละ 10,000 (ส.ค.)"),
]
LAND_TAX = """# ภาษีที่ดินและสิ่งปลูกสร้าง ปี 2568

- ไปจ่ายที่ อบต.เมืองนะ วันที่ 24 เม.ย. 2568 (ใบเสร็จเก็บในแฟ้มสีฟ้า)
- แปลงบ้านและโฮมสเตย์ โฉนดเลขที่ 15827 เนื้อที่ 1 ไร่ 2 งาน ใช้ทำโฮมสเตย์ ภาษี 1,284 บาท
- แปลงสวนชา โฉนดเลขที่ 15830 เนื้อที่ 5 ไร่ เกษตรกรรม ได้ยกเว้น ไม่ต้องจ่าย
- ปีที่แล้ว (2567) จ่าย 1,190 บาท
- โฉนดตัวจริงอยู่ในตู้เซฟห้องนอน สำเนาให้ ธ.ก.ส. ไป 1 ชุดตอนกู้ซ่อมหลังคา
"""
LINE_FON = """[LINE] ประวัติการแชทกับ น้องฝน
บันทึกเมื่อ: 02/12/2568 06:30

อา., 23/11/2568
19:05\tน้องฝน\tแม่ ใบแจ้งค่าเทอมเทอม 2 ออกแล้วนะ 16,500 เท่าเดิม
19:10\tแม่\tโอเคลูก รอเงินอโกด้าเข้าต้นเดือนก่อน แล้วแม่โอนให้
19:12\tน้องฝน\tค่าหอเดือน ธ.ค. 3,200 ด้วยนะแม่ ค่าไฟหอแยกอีกราวๆ 400
19:20\tแม่\tได้ๆ แล้วเงินกินอยู่พอไหม
19:22\tน้องฝน\tเดือนนี้ขอเพิ่มอีก 1,000 ได้ไหม ต้องซื้อชุดกาวน์กับรองเท้าเข้าห้องแล็บ

จ., 01/12/2568
08:30\tแม่\tโอนค่าหอ 3,200 กับค่าชุดแล็บ 1,000 ให้แล้วนะ ค่าเทอมอาทิตย์หน้า
08:45\tน้องฝน\tได้แล้วค่า ขอบคุณค่ะแม่ ฝนจะกลับบ้านวันที่ 27 ธ.ค. นะ ช่วยแม่รับแขกปีใหม่
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลฝรั่งเยอรมันเรื่องห้องลำธาร\n- ส่งใบเสนอราคาให้ไทยเกษตรพัฒนา\n"
                        "- โอนค่าเทอมน้องฝน\n- จ่ายประกันลุงศักดิ์\n- ซื้อถ่านทำข้าวหลาม\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จอง ธ.ค. 68"
    sheet.append(["ตารางจองห้องพัก ศรีดอยโฮมสเตย์ ธันวาคม 2568 (Sri Doi Homestay bookings, December 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in BOOKINGS), "", sum(r[5] for r in BOOKINGS),
                  sum(r[6] for r in BOOKINGS), "", ""])
    for column in (5, 6, 7):
        money_format(sheet, column)
    rooms = book.create_sheet("ห้องพัก Rooms")
    rooms.append(list(ROOM_HEADERS))
    for row in ROOMS:
        rooms.append(list(row))
    money_format(rooms, 3)
    money_format(rooms, 4)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับศรีดอยโฮมสเตย์ ม.ค.-พ.ย. 2568 (Sri Doi income, Jan-Nov 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, row[0], row[1], row[0] + row[1], row[2]])
    sheet.append(["รวม (Total)", sum(r[0] for r in INCOME), sum(r[1] for r in INCOME),
                  sum(r[0] + r[1] for r in INCOME), sum(r[2] for r in INCOME)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-พ.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, income[0] + income[1] - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["ค่าใช้จ่ายในบ้าน ปี 2568 (Household spending 2025)"])
    sheet.append(["รายการ (Item)", *MONTHS, "รวม (Total)"])
    for item, values in zip(HOUSE_ITEMS, HOUSE):
        sheet.append([item, *values, sum(values)])
    totals = [sum(column) for column in zip(*HOUSE)]
    sheet.append(["รวมทั้งเดือน (Monthly total)", *totals, sum(totals)])
    for column in range(2, 14):
        money_format(sheet, column)
    debts = book.create_sheet("หนี้สิน Debts")
    debts.append(list(DEBT_HEADERS))
    for row in DEBTS:
        debts.append(list(row))
    money_format(debts, 3)
    money_format(debts, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    stay = docs / "ศรีดอยโฮมสเตย์"
    home = docs / "เอกสารบ้าน"
    for sub in ("การจอง", "ลูกค้ากลุ่ม", "บัญชี", "ราคาและคู่มือแขก", "บ้านพักหลังที่5"):
        (stay / sub).mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    _bookings(stay / "การจอง" / "ตารางจอง_ธค2568.xlsx")
    (stay / "การจอง" / "LINE_ครูมาลัย_โรงเรียนบ้านแม่นะ.txt").write_text(LINE_TEACHER, encoding="utf-8")
    (stay / "การจอง" / "Email_Lukas_Weber_booking_Jan2026.txt").write_text(EMAIL_WEBER, encoding="utf-8")
    (stay / "การจอง" / "LINE_ลุงแก้ว_รถตู้.txt").write_text(LINE_DRIVER, encoding="utf-8")
    write_docx(stay / "ลูกค้ากลุ่ม" / "ใบเสนอราคา_สัมมนา_ไทยเกษตรพัฒนา_2568-11.docx", SEMINAR_TOP,
               table=SEMINAR_TABLE, bottom=SEMINAR_BOTTOM)
    write_texts(stay / "ลูกค้ากลุ่ม", {"ใบเสนอราคา_ไทยเกษตรพัฒนา_ร่าง.txt": SEMINAR_DRAFT})
    write_docx(stay / "ลูกค้ากลุ่ม" / "ใบเสนอราคา_ดูงาน_อบตเมืองงาย_2569-01.docx", STUDY_TOP,
               table=STUDY_TABLE, bottom=STUDY_BOTTOM)
    _accounts(stay / "บัญชี" / "รายรับรายจ่าย_ศรีดอยโฮมสเตย์_2568.xlsx")
    write_texts(stay / "บัญชี", {"สรุปรายรับ_โฮมสเตย์_2567.md": LAST_YEAR_SUMMARY})
    make_pdf(stay / "บัญชี" / "Agoda_payout_2025-10.pdf", AGODA_OCT)
    make_pdf(stay / "บัญชี" / "Agoda_payout_2025-11.pdf", AGODA_NOV)
    make_pdf(stay / "บัญชี" / "PEA_bill_2025-11.pdf", PEA_BILL)
    make_pdf(stay / "ราคาและคู่มือแขก" / "SriDoi_rates_2025-26.pdf", RATES)
    write_texts(stay / "ราคาและคู่มือแขก", {"ราคาห้องพัก_2567.txt": OLD_RATES})
    write_docx(stay / "ราคาและคู่มือแขก" / "SriDoi_Guest_Guide_EN.docx", GUIDE_TOP, table=GUIDE_TABLE,
               headings=GUIDE_SECTIONS, bottom=GUIDE_BOTTOM)
    plan = stay / "บ้านพักหลังที่5"
    write_slides(plan / "แผนสร้างบ้านพักหลังที่5_2569.pptx", PLAN_SLIDES)
    write_docx(plan / "ใบเสนอราคา_สล่าบุญมี_บ้านพักหลังที่5.docx", BUILDER_TOP, table=BUILDER_TABLE,
               bottom=BUILDER_BOTTOM)
    make_pdf(plan / "CDC_quotation_bungalow5_2025-11.pdf", FIRM_QUOTE)
    write_texts(plan, {"ไอเดียบ้านพักหลังใหม่_ร่าง.md": BUNGALOW_DRAFT})
    make_pdf(home / "CMU_tuition_notice_2-2568.pdf", TUITION)
    make_pdf(home / "AIA_premium_notice_2026-01.pdf", INSURANCE)
    _household(home / "ค่าใช้จ่ายในบ้าน_2568.xlsx")
    write_texts(home, {"ภาษีที่ดิน_โฉนด_2568.md": LAND_TAX, "LINE_น้องฝน.txt": LINE_FON})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the host's to-do list."""
    write_texts(workspect, WORKSPECT)
