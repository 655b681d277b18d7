"""A fourteenth folder for bench/agent_tasks.py (`--folder rental`): a retired officer's rental rooms, rice field and home papers.

Uncle Chai (ลุงชัย, นายชัยยุทธ พลศรี), retired from the Khon Kaen provincial agricultural extension office, lets four
small rooms behind his house in Tambon Sila, Mueang Khon Kaen, and a 14-rai rice field in Ban Fang to a farmer, and
keeps the household's papers: two Thai room tenancy agreements (docx, a rent and utilities table), the rent ledger
for January-July 2568 by room and month with the rooms' expenses (xlsx, two sheets, Thai/English headers), a LINE
chat export with the room-2 tenant about a late July payment (txt), an English email from the room-3 tenant (a
British teacher) about renewing (txt), a Thai plumber's quote (docx, a table) and a company's English quotation
(pdf) for the same water-pump job, the rooms' PEA electricity and PWA water bills for July (pdf), a new Thai farmland
lease with a six-year rent table (docx), the municipality's Thai land-and-building tax assessment (txt), his July
pension statement (pdf), his wife's (ป้าเรือน) diabetes clinic receipts for June and July (pdf) and her Thai
appointment note (md), slides from the savings cooperative's annual meeting (pptx) and a Thai note of his own
cooperative account (md), his granddaughter's school invoice (English pdf), household spending for June and July
(xlsx, Thai/English headers), and five distractors that share words with them (the old farmland lease, an older
plumber's quote, last year's rent summary, an unsent draft of the room-3 renewal, last year's cooperative meeting
note); plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 15, for
bench/data/agent_tasks_rental_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

ROOM2_TOP = [
    "สัญญาเช่าห้องพัก",
    "ทำที่ บ้านเลขที่ 214 หมู่ 14 ตำบลศิลา อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 25 มกราคม 2568",
    "ผู้ให้เช่า: นายชัยยุทธ พลศรี  ผู้เช่า: นายสมศักดิ์ แก้วมณี (บัตรประชาชนเลขที่ 3-4099-00512-33-7)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องพักเลขที่ 2 ห้องเช่าบ้านพลศรี เลขที่ 214/2 หมู่ 14 ตำบลศิลา "
    "อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000 เพื่อใช้เป็นที่อยู่อาศัยเท่านั้น",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 กุมภาพันธ์ 2568 สิ้นสุดวันที่ 31 มกราคม 2569 (ต่อจากสัญญาเดิม "
    "ค่าเช่าเดิมเดือนละ 3,000 บาท)",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าและค่าน้ำค่าไฟตามตารางท้ายสัญญา ภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชี "
    "ธนาคารกรุงไทย ชื่อบัญชี ชัยยุทธ พลศรี เลขที่ 402-0-18877-6 แล้วส่งสลิปทางไลน์",
    "ข้อ 4. หากชำระล่าช้ากว่ากำหนด ผู้เช่าต้องเสียค่าปรับวันละ 50 บาท",
    "ข้อ 5. ผู้เช่าวางเงินประกันความเสียหาย 6,400 บาท (หกพันสี่ร้อยบาทถ้วน) และค่าเช่าล่วงหน้า 1 เดือน "
    "ผู้ให้เช่าจะคืนเงินประกันภายใน 15 วันหลังย้ายออกและตรวจห้องแล้ว",
    "ข้อ 6. ห้ามเลี้ยงสัตว์ ห้ามเล่นการพนัน ห้ามส่งเสียงดังหลัง 22.00 น. ผู้เช่าพักได้ไม่เกิน 2 คน",
    "ข้อ 7. ผู้เช่าจะย้ายออกก่อนครบสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าและค่าบริการท้ายสัญญา",
]
ROOM2_TABLE = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าห้อง", "3,200 บาท ต่อเดือน", "ห้องพัดลม มีเตียง ตู้เสื้อผ้า"),
    ("ค่าน้ำประปา", "หน่วยละ 18 บาท", "ขั้นต่ำเดือนละ 100 บาท"),
    ("ค่าไฟฟ้า", "หน่วยละ 7 บาท", "ตามมิเตอร์ห้อง จดทุกวันที่ 28"),
    ("ค่าส่วนกลาง/ขยะ", "50 บาท ต่อเดือน", ""),
    ("ที่จอดรถจักรยานยนต์", "ฟรี 1 คัน", "คันที่ 2 เดือนละ 100 บาท"),
]
SIGNED_ROOM2 = ["ลงชื่อ ชัยยุทธ พลศรี ผู้ให้เช่า", "ลงชื่อ สมศักดิ์ แก้วมณี ผู้เช่า",
                "ลงชื่อ บุญเรือน พลศรี พยาน"]
ROOM3_TOP = [
    "สัญญาเช่าห้องพัก (Room Rental Agreement)",
    "ทำที่ บ้านเลขที่ 214 หมู่ 14 ตำบลศิลา อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 20 กันยายน 2567",
    "ผู้ให้เช่า (Landlord): นายชัยยุทธ พลศรี  ผู้เช่า (Tenant): Mr. Daniel Whitfield สัญชาติอังกฤษ "
    "หนังสือเดินทางเลขที่ 552184907",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องพักเลขที่ 3 (ห้องมุม ติดแอร์) ห้องเช่าบ้านพลศรี เลขที่ 214/3 หมู่ 14 "
    "ตำบลศิลา อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 ตุลาคม 2567 สิ้นสุดวันที่ 30 กันยายน 2568 "
    "(Term: 1 October 2024 - 30 September 2025)",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าและค่าบริการตามตารางท้ายสัญญา ภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 9,000 บาท (เก้าพันบาทถ้วน) คืนภายใน 15 วันหลังสิ้นสุดสัญญาและตรวจห้องแล้ว",
    "ข้อ 5. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 30 วันก่อนสิ้นสุดสัญญา "
    "เมื่อต่อสัญญา ผู้ให้เช่าอาจปรับค่าเช่าได้ไม่เกินร้อยละ 5",
    "ข้อ 6. ผู้ให้เช่าเป็นผู้ออกค่าล้างแอร์ปีละ 2 ครั้ง และค่าซ่อมแซมที่ไม่ได้เกิดจากความผิดของผู้เช่า",
    "ข้อ 7. ผู้ให้เช่าจะออกใบเสร็จค่าเช่าทุกเดือน และให้สำเนาบัตรประชาชนผู้ให้เช่าเพื่อใช้แจ้งที่พัก (ตม.30)",
    "ตารางค่าเช่าและค่าบริการท้ายสัญญา (Rent and charges)",
]
ROOM3_TABLE = [
    ("รายการ (Item)", "อัตรา (Rate)", "หมายเหตุ (Note)"),
    ("ค่าเช่าห้อง (Rent)", "4,500 บาท ต่อเดือน", "ห้องแอร์ มีตู้เย็น เครื่องทำน้ำอุ่น"),
    ("ค่าน้ำประปา (Water)", "หน่วยละ 18 บาท", "ขั้นต่ำเดือนละ 100 บาท"),
    ("ค่าไฟฟ้า (Electricity)", "หน่วยละ 7 บาท", "ตามมิเตอร์ห้อง"),
    ("ค่าส่วนกลาง/ขยะ (Common fee)", "50 บาท ต่อเดือน", ""),
    ("อินเทอร์เน็ต (Wi-Fi)", "200 บาท ต่อเดือน", "ไม่บังคับ ผู้เช่าใช้"),
]
SIGNED_ROOM3 = ["ลงชื่อ ชัยยุทธ พลศรี ผู้ให้เช่า", "ลงชื่อ Daniel Whitfield ผู้เช่า",
                "ลงชื่อ ณัฐธยา แสงดี พยาน/ผู้แปล"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
RENT_HEADERS = ("เดือน (Month)", "ห้อง 1 แพร (Room 1, THB)", "ห้อง 2 สมศักดิ์ (Room 2, THB)",
                "ห้อง 3 Daniel (Room 3, THB)", "ห้อง 4 กัญญา (Room 4, THB)", "รวม (Total, THB)", "หมายเหตุ (Note)")
RENT = [
    (3512, 3984, 5620, 4120, "ห้อง 2 ยังคิด 3,000 (สัญญาเดิม) ห้อง 4 ยังเป็นคุณวีระ"),
    (3468, 4302, 5480, 4035, "คุณวีระห้อง 4 ย้ายออกสิ้นเดือน คืนประกัน 7,000"),
    (3590, 4455, 5935, 0, "ห้อง 4 ว่าง ทาสีใหม่"),
    (3846, 4790, 6410, 4266, "กัญญาเข้าห้อง 4 วันที่ 1 เม.ย. ค่าเช่า 3,500"),
    (3902, 4812, 6388, 4391, ""),
    (3655, 4590, 5902, 4188, ""),
    (3610, 4678, 5776, 4152, "ห้อง 2 จ่ายช้า (16 และ 25 ก.ค.)"),
]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-ก.ค. 2568 (Jan-Jul 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าไฟฟ้า PEA มิเตอร์ห้องเช่า (Electricity)", 36912, "จ่ายทุกเดือน"),
    ("ค่าน้ำประปา PWA (Water)", 4106, ""),
    ("ล้างแอร์ห้อง 3 และห้อง 4 (AC cleaning)", 1200, "มี.ค."),
    ("ทาสีห้อง 4 ก่อนคนใหม่เข้า (Painting room 4)", 6500, "ช่างต้อย มี.ค."),
    ("เปลี่ยนลูกบิดประตูห้อง 1 (Door knob)", 450, "พ.ค."),
    ("ค่าเก็บขยะเทศบาล (Garbage fee)", 280, "เดือนละ 40"),
    ("ลงประกาศหาคนเช่าห้อง 4 (Ads)", 300, "Facebook กลุ่มห้องเช่า มข."),
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ สมศักดิ์ ห้อง2
บันทึกเมื่อ: 26/07/2568 20:15

ส., 05/07/2568
18:02\tลุงชัย\tสมศักดิ์ ค่าห้องเดือน ก.ค. ครบกำหนดวันนี้นะ ค่าเช่า 3,200 ค่าน้ำ 14 หน่วย 252 ค่าไฟ 168 หน่วย 1,176 ส่วนกลาง 50 รวม 4,678 บาท
18:40\tสมศักดิ์ ห้อง2\tลุงครับ ขอเลื่อนไปก่อนได้ไหมครับ ผู้รับเหมายังไม่จ่ายค่าแรงเลย งานที่ไซต์บ้านทุ่มเลื่อนจ่าย
18:45\tลุงชัย\tจะได้เงินวันไหนล่ะ
18:47\tสมศักดิ์ ห้อง2\tเขาบอกวันที่ 15 ครับ ได้แล้วโอนให้ลุงเลย
18:50\tลุงชัย\tโอเค ลุงรอถึง 15 นะ ตามสัญญาช้าต้องเสียวันละ 50 บาท

พ., 16/07/2568
07:31\tลุงชัย\tเป็นไงบ้างสมศักดิ์ ได้ค่าแรงหรือยัง
12:10\tสมศักดิ์ ห้อง2\tได้มาแค่ครึ่งเดียวครับลุง โอนให้ก่อน 2,500 นะครับ
12:11\tสมศักดิ์ ห้อง2\t[รูปภาพ] สลิปโอน กรุงไทย 2,500.00
12:30\tลุงชัย\tได้รับแล้ว ยังค้างอีก 2,178 บาท จะจ่ายได้เมื่อไหร่
12:34\tสมศักดิ์ ห้อง2\tไม่เกินวันศุกร์ที่ 25 ครับ ขอโทษจริงๆ ครับลุง
12:40\tลุงชัย\tรอบนี้ลุงไม่คิดค่าปรับให้ แต่เดือนหน้าขอให้ตรงวันนะ ป้าเรือนต้องใช้เงินซื้อยา

ศ., 25/07/2568
19:05\tสมศักดิ์ ห้อง2\tโอนที่เหลือ 2,178 แล้วครับลุง
19:05\tสมศักดิ์ ห้อง2\t[รูปภาพ]
19:20\tลุงชัย\tได้รับแล้ว ครบ 4,678 ขอบใจ
19:22\tสมศักดิ์ ห้อง2\tครับ อีกเรื่องครับ ก๊อกน้ำห้องน้ำห้องผมหยดๆ ด้วย ว่างๆ ลุงให้ช่างมาดูทีครับ
19:30\tลุงชัย\tเดี๋ยวลุงให้ช่างเอกมาดูพร้อมห้อง 3 ทีเดียว
"""
DANIEL_EMAIL = """From: Daniel Whitfield <dan.whitfield.kk@gmail.com>
To: Chaiyut Polsri <chaiyut.polsri2503@gmail.com>
Date: Mon, 11 Aug 2025 19:42:10 +0700
Subject: Room 3 - renewing my lease

Dear Khun Chaiyut (Uncle Chai),

I hope you and Auntie Ruean are well. My lease for Room 3 ends on 30 September 2025 and I would like to
renew it for another 12 months, from 1 October 2025 to 30 September 2026. My school has confirmed my
contract for the next academic year, so I'm staying in Khon Kaen.

A few questions:

1. Will the rent stay at 4,500 baht a month? I know the agreement says it can go up by at most 5%.
2. My girlfriend Mai may move in with me from November. Is that OK, and would there be an extra charge
   for water?
3. The bathroom tap still drips and there is water on the floor behind the toilet (I sent photos on LINE
   in July). Could it be fixed before October?
4. I will be in the UK from 18 December to 4 January. I will pay the January rent before I leave.
5. For my 90-day report and TM.30 at the Khon Kaen immigration office I need a copy of the new agreement
   and a copy of your ID card again. Could you please sign two copies?

It would help if you could let me know by 31 August, as I have to tell my school about my address.

Many thanks,
Daniel
Room 3, 214/3 Moo 14, Sila
Tel. 095-318-7742
"""
PLUMBER_TOP = [
    "ใบเสนอราคา",
    "ช่างเอก ประปา-ไฟฟ้า (นายเอกชัย บุญมา) 77 หมู่ 6 ตำบลศิลา อำเภอเมืองขอนแก่น โทร 089-712-4456",
    "วันที่ 6 สิงหาคม 2568",
    "เรียน ลุงชัย (คุณชัยยุทธ พลศรี) ห้องเช่าบ้านพลศรี",
    "งาน: เปลี่ยนปั๊มน้ำของห้องเช่า (ตัวเดิมตัดต่อบ่อย แรงดันตก) ซ่อมท่อรั่วหลังชักโครกห้อง 3 "
    "และเปลี่ยนก๊อกอ่างล้างหน้าห้อง 2 และห้อง 3",
]
PLUMBER_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "ปั๊มน้ำอัตโนมัติ Mitsubishi WP-255R 250 วัตต์", "1 เครื่อง", "7,900"),
    ("2", "ท่อ PVC ข้อต่อ วาล์ว เทปพันเกลียว", "1 ชุด", "850"),
    ("3", "ก๊อกอ่างล้างหน้า", "2 ตัว", "900"),
    ("4", "ค่าแรง (ทำเสร็จใน 1 วัน)", "1 งาน", "1,550"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "11,200"),
]
PLUMBER_BOTTOM = [
    "รับประกันงานซ่อม 3 เดือน ตัวปั๊มรับประกันมอเตอร์ 5 ปีตามศูนย์",
    "ชำระเงินสดหรือโอนเมื่องานเสร็จ ไม่ต้องมัดจำ",
    "ราคานี้ยืนได้ถึง 31 สิงหาคม 2568",
    "ลงชื่อ เอกชัย บุญมา ผู้เสนอราคา",
]
COMPANY_QUOTE = [
    "Khon Kaen Home Service Co., Ltd.\n199/8 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Tax ID 0405561002741   Tel. 043-009-515\nQUOTATION\nQuotation No.: QT-2508-0142   Date: 8 August 2025\n"
    "Customer: Mr. Chaiyut Polsri, 214 Moo 14, Sila, Mueang Khon Kaen 40000\n"
    "Job: Replace water pump for rental rooms, fix leaking pipe in room 3, replace 2 basin taps\n"
    "1. Hitachi automatic water pump WM-P250XX (250 W), 1 unit: 8,650.00 THB\n"
    "2. PVC pipes, fittings and valves, 1 set: 1,200.00 THB\n"
    "3. Basin taps (chrome), 2 pcs: 1,380.00 THB\n"
    "4. Labour, 2 technicians: 1,800.00 THB\n"
    "Subtotal: 13,030.00 THB\nVAT 7%: 912.10 THB\nGrand total: 13,942.10 THB\n"
    "Warranty: workmanship 1 year, pump 10 years (motor) from Hitachi\n"
    "Payment: 50% deposit on order, 50% on completion\nThis quotation is valid for 30 days.\n"
    "Prepared by: Ms. Pimchanok Saenkham, Sales",
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Mr. Chaiyut Polsri (rental rooms meter)\n"
    "Address: 214/1-4 Moo 14, Sila, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020018823461   Tariff: 1.2 Residential (over 150 kWh)\n"
    "Meter reading period: 28 June 2025 - 28 July 2025\nUnits used: 1,102 kWh\n"
    "Energy charge: 4,736.80 THB\nFt charge: 437.71 THB\nService charge: 24.62 THB\nVAT 7%: 363.94 THB\n"
    "Amount due: 5,563.07 THB\nDue date: 12 August 2025\nPay at PEA, 7-Eleven or PEA Smart Plus app",
]
PWA_JULY = [
    "Provincial Waterworks Authority (PWA) - Khon Kaen Branch\nWATER BILL - July 2025\n"
    "Customer: Mr. Chaiyut Polsri\nAddress: 214 Moo 14, Sila, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Customer No.: 5512-0047-3318   Meter size: 1/2 inch\n"
    "Reading period: 25 June 2025 - 25 July 2025\nWater used: 46 cubic metres\n"
    "Water charge: 528.40 THB\nService charge: 50.00 THB\nVAT 7%: 40.49 THB\nAmount due: 618.89 THB\n"
    "Due date: 20 August 2025",
]
FARM_TOP = [
    "สัญญาเช่าที่ดินเพื่อเกษตรกรรม",
    "ทำที่ ที่ว่าการอำเภอบ้านฝาง จังหวัดขอนแก่น วันที่ 20 เมษายน 2568",
    "ผู้ให้เช่า: นายชัยยุทธ พลศรี  ผู้เช่า: นายทองดี ศรีภูมิ บ้านเลขที่ 41 หมู่ 3 ตำบลป่าหวายนั่ง อำเภอบ้านฝาง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่นา โฉนดที่ดินเลขที่ 18452 ตำบลป่าหวายนั่ง อำเภอบ้านฝาง จังหวัดขอนแก่น "
    "เนื้อที่ 14 ไร่ เพื่อทำนาข้าว",
    "ข้อ 2. ระยะเวลาเช่า 6 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2574 "
    "ตามพระราชบัญญัติการเช่าที่ดินเพื่อเกษตรกรรม พ.ศ. 2524",
    "ข้อ 3. ค่าเช่าเป็นเงินสด ตามตารางท้ายสัญญา ชำระปีละครั้งหลังเก็บเกี่ยว",
    "ข้อ 4. ปีใดเกิดน้ำท่วมหรือฝนแล้งจนผลผลิตเสียหายเกินกว่าหนึ่งในสาม ให้ลดค่าเช่าปีนั้นลงตามส่วน "
    "ถ้าเสียหายเกินกว่าสองในสาม ให้งดค่าเช่าปีนั้น",
    "ข้อ 5. ผู้เช่าต้องไม่เผาฟางและตอซัง ดูแลคันนาและบ่อน้ำให้อยู่ในสภาพดี และไม่นำที่นาไปให้ผู้อื่นเช่าช่วง",
    "ข้อ 6. ผู้ให้เช่าเป็นผู้ชำระภาษีที่ดินและสิ่งปลูกสร้าง ผู้เช่าเป็นผู้ออกค่าไฟฟ้าปั๊มน้ำบาดาล",
    "ข้อ 7. หากผู้ให้เช่าประสงค์จะขายที่นา ต้องแจ้งให้ผู้เช่ามีสิทธิซื้อก่อน",
    "ตารางค่าเช่าท้ายสัญญา",
]
FARM_TABLE = [
    ("ปีการผลิต", "ค่าเช่าต่อไร่", "ค่าเช่าทั้งปี (14 ไร่)", "ชำระภายใน"),
    ("2568", "1,000 บาท", "14,000 บาท", "31 มกราคม 2569"),
    ("2569", "1,000 บาท", "14,000 บาท", "31 มกราคม 2570"),
    ("2570", "1,000 บาท", "14,000 บาท", "31 มกราคม 2571"),
    ("2571", "1,100 บาท", "15,400 บาท", "31 มกราคม 2572"),
    ("2572", "1,100 บาท", "15,400 บาท", "31 มกราคม 2573"),
    ("2573", "1,100 บาท", "15,400 บาท", "31 มกราคม 2574"),
]
FARM_BOTTOM = ["ลงชื่อ ชัยยุทธ พลศรี ผู้ให้เช่า", "ลงชื่อ ทองดี ศรีภูมิ ผู้เช่า",
               "ลงชื่อ สมพงษ์ ศรีภูมิ พยาน", "ลงชื่อ คณะกรรมการการเช่าที่ดินเพื่อเกษตรกรรมตำบลป่าหวายนั่ง (รับทราบ)"]
LAND_TAX = """ที่ ขก 52209/ภดส.1187
เทศบาลเมืองศิลา
ตำบลศิลา อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000

15 กรกฎาคม 2568

เรื่อง แจ้งการประเมินภาษีที่ดินและสิ่งปลูกสร้าง ประจำปี 2568 (ภ.ด.ส.6)
เรียน นายชัยยุทธ พลศรี

ตามที่ท่านเป็นเจ้าของที่ดินและสิ่งปลูกสร้างในเขตเทศบาลเมืองศิลา พนักงานประเมินได้ประเมินภาษีประจำปี 2568 ดังนี้

1. ที่ดินโฉนดเลขที่ 45210 เนื้อที่ 1 งาน 60 ตารางวา ราคาประเมินตารางวาละ 6,500 บาท รวม 1,040,000 บาท
2. สิ่งปลูกสร้าง อาคารห้องเช่าชั้นเดียว 4 ห้อง (เลขที่ 214/1 - 214/4) ราคาประเมิน 1,310,000 บาท
   รวมมูลค่าที่ใช้ประโยชน์อื่น (ให้เช่า) 2,350,000 บาท อัตราภาษีร้อยละ 0.3
   ภาษีที่ต้องชำระ 7,050 บาท (เจ็ดพันห้าสิบบาทถ้วน)
3. บ้านเลขที่ 214 ที่อยู่อาศัยหลังหลักของเจ้าของซึ่งมีชื่อในทะเบียนบ้าน ได้รับยกเว้นภาษี (มูลค่าไม่เกิน 50 ล้านบาท)

ขอให้ท่านชำระภาษีภายในวันที่ 31 สิงหาคม 2568 ที่กองคลัง งานจัดเก็บรายได้ เทศบาลเมืองศิลา
หรือชำระผ่าน QR Code ท้ายหนังสือนี้

เนื่องจากภาษีเกิน 3,000 บาท ท่านมีสิทธิขอผ่อนชำระเป็น 3 งวด งวดละ 2,350 บาท
ภายในวันที่ 31 สิงหาคม 2568, 30 กันยายน 2568 และ 31 ตุลาคม 2568 โดยต้องยื่นคำร้องก่อนวันครบกำหนดงวดแรก

หากไม่ชำระภายในกำหนด ต้องเสียเบี้ยปรับร้อยละ 40 ของภาษีค้าง และเงินเพิ่มร้อยละ 1 ต่อเดือน
หากเห็นว่าการประเมินไม่ถูกต้อง ยื่นคำร้องคัดค้านได้ภายใน 30 วันนับแต่ได้รับหนังสือนี้

ขอแสดงความนับถือ
(นางสาวจันทร์เพ็ญ ทองสุข)
ผู้อำนวยการกองคลัง ปฏิบัติราชการแทนนายกเทศมนตรีเมืองศิลา
โทร 043-002-618 ต่อ 12
"""
PENSION_PAGES = [
    "The Comptroller General's Department (CGD) - Digital Pension\nPENSION PAYMENT STATEMENT - July 2025\n"
    "Pensioner: Mr. Chaiyut Polsri   Pensioner ID: 3-4001-00876-52-1\n"
    "Former position: Senior Professional Agricultural Extension Officer,\n"
    "Khon Kaen Provincial Agricultural Extension Office (retired 30 September 2020)\n"
    "Paying office: Khon Kaen Provincial Comptroller Office\n"
    "Payment date: 29 July 2025 to Krungthai Bank account 402-0-18877-6\n"
    "Monthly pension: 31,240.00 THB\n"
    "Deductions:\n"
    "  Income tax withheld: 612.00 THB\n"
    "  Khon Kaen Agricultural Officials Savings Cooperative - loan installment: 4,850.00 THB\n"
    "  Cooperative cremation welfare association (funeral fund): 380.00 THB\n"
    "Total deductions: 5,842.00 THB\n"
    "Net amount paid: 25,398.00 THB\n"
    "Year to date (January - July 2025): pension 218,680.00 THB, income tax withheld 4,284.00 THB\n"
    "Medical benefit (CSMBS) registered family members: Mrs. Boonruean Polsri (spouse)",
]
CLINIC_JUNE = [
    "Dr. Wanida Diabetes & Endocrine Clinic\n88/12 Sri Chan Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Tel. 043-241-906   Licence No. 40110001234\nRECEIPT\nReceipt No.: WD-2506-0318   Date: 12 June 2025\n"
    "Patient: Mrs. Boonruean Polsri (age 63)   HN 004127\n"
    "Doctor: Dr. Wanida Chantarasuk, internal medicine (endocrinology)\n"
    "Consultation fee: 300.00 THB\n"
    "HbA1c test: 250.00 THB\n"
    "Fasting blood sugar (FBS): 80.00 THB\n"
    "Lipid profile: 400.00 THB\n"
    "Metformin 500 mg x 180 tablets: 360.00 THB\n"
    "Glipizide 5 mg x 60 tablets: 240.00 THB\n"
    "Losartan 50 mg x 30 tablets: 210.00 THB\n"
    "Total: 1,840.00 THB\nPaid: cash\n"
    "Private clinic: outpatient fees are not claimable from the civil servant medical benefit scheme.",
]
CLINIC_JULY = [
    "Dr. Wanida Diabetes & Endocrine Clinic\n88/12 Sri Chan Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Tel. 043-241-906   Licence No. 40110001234\nRECEIPT\nReceipt No.: WD-2507-0291   Date: 10 July 2025\n"
    "Patient: Mrs. Boonruean Polsri (age 63)   HN 004127\n"
    "Doctor: Dr. Wanida Chantarasuk, internal medicine (endocrinology)\n"
    "Consultation fee: 300.00 THB\n"
    "Fasting blood sugar (FBS): 80.00 THB\n"
    "Kidney function (creatinine, eGFR): 150.00 THB\n"
    "Metformin 500 mg x 180 tablets: 360.00 THB\n"
    "Glipizide 5 mg x 60 tablets: 240.00 THB\n"
    "Losartan 50 mg x 30 tablets: 210.00 THB\n"
    "Blood glucose test strips (Accu-Chek, 50 strips): 650.00 THB\n"
    "Total: 1,990.00 THB\nPaid: PromptPay QR\n"
    "Private clinic: outpatient fees are not claimable from the civil servant medical benefit scheme.",
]
HEALTH_NOTE = """# นัดหมอ ป้าเรือน (เบาหวาน + ความดัน) ปี 2568

คลินิกหมอวนิดา ถนนศรีจันทร์ (หมอวนิดา จันทรสุข) โทร 043-241-906

## ผลน้ำตาล
- 13 มี.ค. 2568: HbA1c 7.8% FBS 156 หมอให้เพิ่มยา Glipizide
- 12 มิ.ย. 2568: HbA1c 7.1% FBS 131 ดีขึ้น หมอชมว่าคุมอาหารได้ น้ำหนัก 64 กก.
- 10 ก.ค. 2568: FBS 124 ไตปกติ (creatinine 0.9) ซื้อแผ่นตรวจน้ำตาลมาเจาะเองที่บ้าน

## นัดครั้งต่อไป
- พฤหัสบดี 11 กันยายน 2568 เวลา 09:00 น. เจาะ HbA1c ต้องงดน้ำงดอาหารหลังเที่ยงคืน
- ตรวจตาเบาหวาน (จอประสาทตา) รพ.ศรีนครินทร์ วันศุกร์ 3 ตุลาคม 2568 เวลา 08:30 น. ใช้สิทธิ์ข้าราชการของลุง เบิกได้

## ยาที่กินอยู่
- Metformin 500 mg เช้า-เย็น ครั้งละ 3 เม็ด
- Glipizide 5 mg ก่อนอาหารเช้า-เย็น
- Losartan 50 mg เช้า (ความดัน)

ค่าคลินิกจ่ายเองทุกเดือน ประมาณ 1,800-2,000 บาท (คลินิกเอกชนเบิกไม่ได้) ถ้าย้ายไปรับยาที่ รพ.ศรีนครินทร์ เบิกได้แต่รอนาน
"""
COOP_SLIDES = [
    ("ประชุมใหญ่สามัญประจำปี 2568",
     "สหกรณ์ออมทรัพย์ข้าราชการเกษตรขอนแก่น จำกัด\n"
     "Khon Kaen Agricultural Officials Savings Cooperative Ltd.\n"
     "วันเสาร์ที่ 22 กุมภาพันธ์ 2568 หอประชุมสำนักงานเกษตรจังหวัดขอนแก่น"),
    ("ผลการดำเนินงานปี 2567 (Results 2024)",
     "สมาชิก 2,846 คน (members)\nทุนเรือนหุ้น 1,284 ล้านบาท\nเงินให้กู้แก่สมาชิก 1,932 ล้านบาท\n"
     "กำไรสุทธิ 96.4 ล้านบาท (net profit, up from 91.2 million)"),
    ("การจัดสรรกำไร (Dividend and refund)",
     "เงินปันผลตามหุ้น 4.80% ต่อปี (ปีก่อน 4.50%)\nเงินเฉลี่ยคืน 11.00% ของดอกเบี้ยเงินกู้ที่สมาชิกจ่าย (ปีก่อน 10.00%)\n"
     "โอนเข้าบัญชีเงินฝากออมทรัพย์ของสมาชิก วันที่ 5 มีนาคม 2568"),
    ("อัตราดอกเบี้ยปี 2568 (Interest rates from 1 March 2025)",
     "เงินกู้สามัญ 5.75% (ลดจาก 6.00%)\nเงินกู้ฉุกเฉิน 5.50%\nเงินฝากออมทรัพย์ 1.75%\n"
     "เงินฝากออมทรัพย์พิเศษ 3.00% (ฝากขั้นต่ำ 100,000 บาท)"),
    ("สวัสดิการใหม่ (New welfare)",
     "สมาชิกอายุ 70 ปีขึ้นไป รับเงินสวัสดิการผู้สูงอายุปีละ 3,000 บาท\n"
     "ทุนการศึกษาบุตรหลานสมาชิก 60 ทุน ทุนละ 2,000 บาท ยื่นภายใน 30 เมษายน 2568\n"
     "สมาคมฌาปนกิจ ค่าบำรุงเดือนละ 380 บาท หักจากเงินเดือน/บำนาญ"),
    ("เลือกตั้งกรรมการ (Board election)",
     "เลือกตั้งกรรมการแทนตำแหน่งที่ว่าง 7 คน\nผู้สมัครเขตอำเภอเมือง 4 คน เขตอำเภอรอบนอก 3 คน\n"
     "ลงคะแนนหลังพักเที่ยง 13:00-14:30 น."),
]
COOP_ACCOUNT = """# บัญชีสหกรณ์ออมทรัพย์ข้าราชการเกษตรขอนแก่น (ของลุงชัย) อัปเดต ก.ค. 2568

เลขสมาชิก 01587

- ทุนเรือนหุ้น 486,000 บาท (ส่งหุ้นเพิ่มไม่ได้แล้วหลังเกษียณ แต่ยังซื้อหุ้นครั้งเดียวได้)
- เงินปันผลปี 2567 ได้ 22,870 บาท + เงินเฉลี่ยคืน 1,210 บาท เข้าบัญชีวันที่ 5 มี.ค. 68
- เงินฝากออมทรัพย์ คงเหลือ 312,450.75 บาท
- เงินฝากออมทรัพย์พิเศษ 500,000 บาท ดอกเบี้ย 3.00% (ฝากไว้ให้ป้าเรือนใช้ยามจำเป็น)
- เงินกู้สามัญ คงเหลือ 148,300 บาท หักจากบำนาญเดือนละ 4,850 บาท (กู้ไปสร้างห้องเช่าเมื่อปี 2564) จะหมดประมาณ ก.ย. 2571
- สมาคมฌาปนกิจ หักเดือนละ 380 บาท ผู้รับผลประโยชน์ ป้าเรือน
"""
SCHOOL_PAGES = [
    "Kaen Kanok Bilingual School\n59 Prachasamran Road, Nai Mueang, Mueang Khon Kaen 40000\nINVOICE - SCHOOL FEES\n"
    "Invoice No.: KKB-S2-2025-1124   Date: 4 August 2025\n"
    "Student: Tonkhao Saengdee, Grade 2 (Prathom 2/3), Student ID 67214\n"
    "Parent: Mrs. Natthaya Saengdee\n"
    "Semester 2, academic year 2025 (3 November 2025 - 20 March 2026)\n"
    "Tuition fee: 28,500.00 THB\nEnglish Programme fee: 6,000.00 THB\nLunch and milk: 3,800.00 THB\n"
    "Books and materials: 1,650.00 THB\nActivities and field trip: 1,200.00 THB\nAccident insurance: 350.00 THB\n"
    "Total: 41,500.00 THB\nDue date: 15 October 2025\n"
    "Pay by 30 September 2025 and get a 500 THB early-payment discount.\n"
    "Payment: bank transfer to Kasikornbank 045-1-77201-9 or QR at the school finance office",
]
SPENDING = {
    "มิ.ย. 2568": [
        ("กับข้าว ตลาด (Food & market)", 7800, ""),
        ("ค่าคลินิกเบาหวานป้าเรือน (Clinic)", 1840, "หมอวนิดา 12 มิ.ย."),
        ("ค่าไฟบ้าน (Home electricity)", 1620, ""),
        ("ค่าน้ำบ้าน (Home water)", 180, ""),
        ("น้ำมันรถ (Fuel)", 2400, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 899, ""),
        ("ทำบุญ (Temple)", 1500, ""),
        ("ชุดนักเรียน หนังสือ ต้นข้าว (Granddaughter's uniform & books)", 3200, "เปิดเทอม"),
        ("จ้างตัดหญ้าหน้าห้องเช่า (Grass cutting)", 500, ""),
    ],
    "ก.ค. 2568": [
        ("กับข้าว ตลาด (Food & market)", 8150, ""),
        ("ค่าคลินิกเบาหวานป้าเรือน (Clinic)", 1990, "รวมแผ่นตรวจน้ำตาล"),
        ("ค่าไฟบ้าน (Home electricity)", 1785, ""),
        ("ค่าน้ำบ้าน (Home water)", 195, ""),
        ("น้ำมันรถ (Fuel)", 2650, "ไปดูนาบ้านฝาง 2 รอบ"),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 899, ""),
        ("ทำบุญเข้าพรรษา (Temple, Buddhist Lent)", 2000, ""),
        ("ค่าขนมต้นข้าว (Pocket money for Tonkhao)", 1200, ""),
        ("ของขวัญวันเกิดต้นข้าว (Tonkhao's birthday)", 1000, ""),
        ("ซื้อหม้อหุงข้าวใหม่ (Rice cooker)", 1290, ""),
    ],
}
DISTRACTORS = {
    "ที่นา/สัญญาเช่าที่นา_ลุงทองดี_2562-2567.txt":
        "สัญญาเช่าที่นา (ฉบับเก่า ครบแล้ว 30 เม.ย. 2568)\nผู้ให้เช่า นายชัยยุทธ พลศรี ผู้เช่า นายทองดี ศรีภูมิ\n"
        "ที่นาโฉนด 18452 ต.ป่าหวายนั่ง อ.บ้านฝาง 14 ไร่\nระยะเวลา 6 ปี 1 พ.ค. 2562 - 30 เม.ย. 2568\n"
        "ค่าเช่าไร่ละ 800 บาท ต่อปี รวมปีละ 11,200 บาท จ่ายหลังเก็บเกี่ยว ภายใน 31 ม.ค. ของปีถัดไป\n"
        "ปี 2564 น้ำท่วม ลดค่าเช่าให้ครึ่งหนึ่ง เหลือ 5,600 บาท\n",
    "ห้องเช่า/ซ่อม/ใบเสนอราคา_ช่างเอก_2566.txt":
        "ใบเสนอราคา ช่างเอก ประปา-ไฟฟ้า (นายเอกชัย บุญมา) โทร 089-712-4456\nวันที่ 14 มีนาคม 2566\n"
        "งาน: ล้างถังเก็บน้ำ 2,000 ลิตร เปลี่ยนลูกลอย และเปลี่ยนเครื่องทำน้ำอุ่นห้อง 1\n"
        "- ล้างถังน้ำ 800 บาท\n- ลูกลอย 350 บาท\n- เครื่องทำน้ำอุ่น 3,500 วัตต์ 1 เครื่อง 4,200 บาท\n"
        "- ค่าแรง 1,000 บาท\nรวม 6,350 บาท (จ่ายแล้ว 20 มี.ค. 66)\n",
    "ห้องเช่า/บัญชี/สรุปค่าเช่า_2567.md":
        "# สรุปค่าเช่าห้อง ปี 2567 (ทั้งปี)\n- รับค่าเช่ารวมค่าน้ำค่าไฟ ทั้งปี 198,640 บาท\n"
        "- ห้อง 1 ว่าง 2 เดือน (ต.ค.-พ.ย. 67) ก่อนแพรเข้า\n- ห้อง 3 Daniel เข้า 1 ต.ค. 67 ค่าเช่า 4,500\n"
        "- รายจ่ายห้องเช่าทั้งปี 61,730 บาท (รวมค่าไฟ PEA)\n- ยื่นภาษีเงินได้ 40(5) หักค่าใช้จ่ายเหมา 30%\n",
    "ห้องเช่า/สัญญา/ต่อสัญญาห้อง3_Daniel_ร่าง.txt":
        "ร่าง (ยังไม่ได้ส่ง) ตอบ Daniel เรื่องต่อสัญญาห้อง 3\n- ต่ออีก 1 ปี 1 ต.ค. 68 - 30 ก.ย. 69\n"
        "- ค่าเช่าขึ้นเป็น 4,700 บาท? (ไม่เกิน 5%) หรือคงไว้ 4,500 ถ้าอยู่ 2 ปี ยังไม่ตัดสินใจ ถามณัฐก่อน\n"
        "- ถ้าแฟนมาอยู่ด้วย คิดค่าน้ำขั้นต่ำเพิ่มเป็น 200 บาท\n- ช่างต้องซ่อมท่อห้องน้ำก่อน ต.ค.\n",
    "Home/สหกรณ์/สรุปประชุมสหกรณ์_2567.md":
        "# ประชุมใหญ่สหกรณ์ออมทรัพย์ข้าราชการเกษตรขอนแก่น ปี 2567 (24 ก.พ. 67)\n"
        "- ปันผล 4.50% เฉลี่ยคืน 10.00%\n- ลุงได้ปันผล 20,610 บาท\n- ดอกเบี้ยเงินกู้สามัญ 6.00%\n"
        "- ทุนการศึกษาบุตรหลาน 50 ทุน ทุนละ 2,000 บาท\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมล Daniel เรื่องต่อสัญญาห้อง 3\n- เลือกช่างเปลี่ยนปั๊มน้ำ (ช่างเอก หรือ บริษัท)\n"
                        "- ไปจ่ายภาษีที่ดินที่เทศบาล\n- โอนค่าเทอมต้นข้าวครึ่งหนึ่งให้ณัฐ\n"
                        "- ถามลุงทองดีเรื่องน้ำในนาปีนี้\n"}


def _ledger(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าเช่า Rent 2568"
    sheet.append(["บัญชีรับค่าเช่าห้อง บ้านพลศรี ม.ค.-ก.ค. 2568 (รวมค่าน้ำ ค่าไฟ ส่วนกลาง) "
                  "(Rent received by room, Jan-Jul 2025)"])
    sheet.append(list(RENT_HEADERS))
    for month, row in zip(MONTHS, RENT):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*RENT))[:4]),
                  sum(sum(row[:4]) for row in RENT), ""])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["คงเหลือสุทธิ (Net income)", sum(sum(row[:4]) for row in RENT) - total, "ค่าเช่ารับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    rooms = docs / "ห้องเช่า"
    for sub in ("สัญญา", "บัญชี", "ซ่อม", "Bills", "Chats"):
        (rooms / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ที่นา", "ภาษี", "Home/Pension", "Home/Health_ป้าเรือน", "Home/สหกรณ์", "Home/หลานต้นข้าว"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(rooms / "สัญญา" / "สัญญาเช่าห้อง_ห้อง2_สมศักดิ์_2568.docx", ROOM2_TOP, table=ROOM2_TABLE,
               bottom=SIGNED_ROOM2)
    write_docx(rooms / "สัญญา" / "สัญญาเช่าห้อง_ห้อง3_Daniel_2567.docx", ROOM3_TOP, table=ROOM3_TABLE,
               bottom=SIGNED_ROOM3)
    _ledger(rooms / "บัญชี" / "บัญชีค่าเช่าห้อง_2568.xlsx")
    (rooms / "Chats" / "LINE_ห้อง2_สมศักดิ์_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (rooms / "Chats" / "Email_Daniel_renewal_Aug2025.txt").write_text(DANIEL_EMAIL, encoding="utf-8")
    write_docx(rooms / "ซ่อม" / "ใบเสนอราคา_ช่างเอก_ปั๊มน้ำ_2568-08.docx", PLUMBER_TOP, table=PLUMBER_TABLE,
               bottom=PLUMBER_BOTTOM)
    make_pdf(rooms / "ซ่อม" / "Quotation_KKHomeService_2025-08.pdf", COMPANY_QUOTE)
    make_pdf(rooms / "Bills" / "PEA_ห้องเช่า_2025-07.pdf", PEA_JULY)
    make_pdf(rooms / "Bills" / "PWA_water_2025-07.pdf", PWA_JULY)
    write_docx(docs / "ที่นา" / "สัญญาเช่าที่นา_ลุงทองดี_2568-2573.docx", FARM_TOP, table=FARM_TABLE,
               bottom=FARM_BOTTOM)
    (docs / "ภาษี" / "หนังสือแจ้งประเมินภาษีที่ดิน_เทศบาลศิลา_2568.txt").write_text(LAND_TAX, encoding="utf-8")
    make_pdf(docs / "Home" / "Pension" / "Pension_statement_2025-07.pdf", PENSION_PAGES)
    make_pdf(docs / "Home" / "Health_ป้าเรือน" / "Clinic_receipt_2025-06.pdf", CLINIC_JUNE)
    make_pdf(docs / "Home" / "Health_ป้าเรือน" / "Clinic_receipt_2025-07.pdf", CLINIC_JULY)
    (docs / "Home" / "Health_ป้าเรือน" / "นัดหมอ_ป้าเรือน_2568.md").write_text(HEALTH_NOTE, encoding="utf-8")
    write_slides(docs / "Home" / "สหกรณ์" / "ประชุมใหญ่สหกรณ์_2568.pptx", COOP_SLIDES)
    (docs / "Home" / "สหกรณ์" / "บัญชีสหกรณ์_ลุงชัย_2568.md").write_text(COOP_ACCOUNT, encoding="utf-8")
    make_pdf(docs / "Home" / "หลานต้นข้าว" / "School_invoice_Tonkhao_sem2_2025.pdf", SCHOOL_PAGES)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Uncle Chai's to-do list."""
    write_texts(folder, WORKSPECT)
