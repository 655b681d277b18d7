"""The flightattendant folder: the papers of a Phuket flight attendant, her husband and their rented-out condo.

The owner is พิมพ์ลดา ทองประเสริฐ (แพร, Prae, Mrs. Pimlada Thongprasert), Senior Flight Attendant of Andaman Sky
Airways (staff ID ASA-20417, base HKT, Phuket). Her husband ธีรวัฒน์ (ต้อม, Tom, Mr. Teerawat Thongprasert) is a
sous chef at a resort in Kata; together they own condo unit A-305 at The Palm Residence Kathu (อ.กะทู้) and rent it
to Lukas Becker (ลูค, Luke), a German dive instructor. Their daughter ด.ญ.ปุณยาพร (น้องเตย, ใบเตย) is in ป.4 at
โรงเรียนดาราภูเก็ตวิทยา; Prae's mother ประไพ แก้วมณี (แม่ไพ) needs a cataract operation; Prae's brother is พี่เบิ้ม.
Home is 99/41 หมู่บ้านชลลดา ต.ฉลอง อ.เมืองภูเก็ต. Prae also takes pre-orders for Japanese goods on her Tokyo
layovers. It is late November 2568 (2025).

Documents/งานบิน ASA/ (her airline work)
- Roster/Roster_Nov2025_Prae.xlsx: two sheets, the November 2025 roster (flights ASA602/603 HKT-NRT-HKT, ASA624/625
  ICN, SIN, DMK, CNX; 80.5 block hours) and the December draft (training 16-17 Dec, off 15 and 18 Dec).
- Payslip/Payslip_Sep2025.pdf: English payslip Sep 2025: base 34,200.00, flying pay 76.0 hrs x 240 = 18,240.00,
  per diem 8,100.00, total 60,540.00, deductions 5,330.00, net 55,210.00.
- Payslip/Payslip_Oct2025.pdf: Oct 2025: base 34,200.00, 82.5 hrs x 240 = 19,800.00, per diem 9,350.00, total
  63,350.00, tax 3,120.00, SSO 750.00, PF 1,710.00, net 57,770.00.
- Training/Fwd_ Recurrent SEP training 16-17Dec.txt: email from Crew Training: recurrent SEP and first aid 16-17
  Dec 2025, report 07:30, 50 m swim, crew medical by 30 Nov 2025, training allowance 800 THB/day, re-sit 12 Jan
  2026 (re-sit fee 3,500).
- HR/ประกาศ_ปรับอัตราเบี้ยเลี้ยงลูกเรือ_2569.docx: HR announcement: from 1 ม.ค. 2569 domestic layover 900 -> 1,100
  บาท/คืน, international 55 -> 62 USD, flying pay (Senior FA) 240 -> 255 บาท/ชม., early report 300 -> 400,
  uniform and shoes 2,000 -> 2,400 a year.
- Career Talk ลูกเรือ_รร.สตรีภูเก็ต final.pptx: her career talk slides (height 160 cm, TOEIC 600, 50 m swim,
  starting pay 25,000, 10 weeks initial training).
- Tokyo layover list.md, packing list crew bag.txt: distractors.

Documents/พรีออเดอร์/ (pre-orders from Japan)
- ราคาพรีญี่ปุ่น_รอบ NRT 22-24พย68.xlsx: two sheets: price list (yen rate 0.235; Anessa 990, Tokyo Banana 390,
  Royce 320, Biore 340, ...) and orders by full name and nickname (ปุณณภา ศรีสมบูรณ์ = พี่ปุ๊ก: 3,790, paid 2,000,
  owes 1,790; in all 8,680 ordered, 3,850 unpaid).
- แชทกลุ่มพรีญี่ปุ่น_พ.ย.68.txt: the pre-order LINE group: พี่ปุ๊ก asks 950 for Anessa, stays 990 with samples.

Documents/Condo The Palm A-305/ (the rented condo)
- สัญญาเช่า_A-305_Lukas_2568.docx: this year's lease with Lukas Becker, 1 ม.ค. - 31 ธ.ค. 2568, 14,500 a month,
  deposit 29,000, late fee 200 a day.
- LINE chat Luke renew 2026.txt: Tom offers 15,500, Luke asks 14,500, 15,200 and 14,800 offered, settled 15,000
  from 1 Jan 2026, deposit 30,000 (1,000 top-up); aircon fitting 9 Dec.
- ผู้เช่าห้อง A-305_history.xlsx: tenants since 2564 with nicknames, rent, deposits, deductions; second sheet the
  2568 rent received by month.
- โน้ตคอนโด A-305.md: meter numbers, keys, juristic office contact.
- แผนคอนโด 2569.pptx: next year's plan: 15,000 x 12 = 180,000, repair and aircon budget 72,000.
- ซ่อมห้อง/ใบเสนอราคา ช่างเอ็ม ทาสี+ครัว ร่าง.docx: ช่างเอ็ม's draft quote (10 พ.ย. 2568): paint 14,500, six cabinet
  doors 13,200, granite top 8,600, grout 2,200, total 38,500.
- ซ่อมห้อง/ใบเสนอราคา ช่างเอ็ม ทาสี+ครัว final v2.docx: the final (13 พ.ย. 2568): 13,800 + 11,400 + 7,000 + 2,000
  = 34,200, deposit 50% 17,100, work 1-7 ธ.ค. 2568.
- ซ่อมห้อง/แชทไลน์_ช่างเอ็ม.txt: 38,500 quoted, 30,000 asked, 36,000, 32,000, settled 34,200, deposit 17,100 paid
  14 พ.ย.
- แอร์/Quote_CoolBreeze_Aircon_Nov2025.pdf: English quote CB-QT-2511-087: two Daikin inverters 18,900 + 15,400,
  installation 3,000, removal 1,000, extra pipe 1,050, subtotal 39,350.00 + VAT 2,754.50 = 42,104.50.
- แอร์/ใบเสนอราคา_เย็นฉ่ำแอร์_2เครื่อง.docx: Thai shop's quote for the same two units: 18,500 + 15,200 + 3,600 +
  900 = 38,200, less 1,500 for the old units, 36,700 (no VAT), deposit 30% 11,010.
- ส่วนกลาง/Invoice_ThePalmKathu_CommonFee2026.pdf: juristic person's invoice JP-INV-2569-0305: 35.50 sq.m x 55 x 12
  = 23,430.00 + water meter 600.00 = 24,030.00; 5% off (1,171.50) if paid by 30 Nov 2025: 22,858.50.
- ส่วนกลาง/ใบเสร็จค่าส่วนกลาง_ปี69.docx: the receipt RC-2569-0188 for it: 22,858.50 received 18 พฤศจิกายน 2568.

Documents/บ้าน/ (the household)
- ค่าไฟ/PEA_Chalong_Sep2025.pdf (465 kWh, 2,212.48, due 29 Sep 2025), PEA_Chalong_Oct2025.pdf (438 kWh, 2,078.35,
  due 29 Oct 2025), PEA_Chalong_Nov2025.pdf (402 kWh, 1,906.37, due 28 Nov 2025): English electricity bills.
- รถ/ต่อประกัน Honda City_ธ.ค.68.docx: renewal from บริษัท อันดามันประกันภัย: class 2+ 8,750 (last year 8,960),
  class 1 16,900, pay by 10 ธันวาคม 2568, policy ends 15 ธันวาคม 2568.
- รถ/HP statement_City_Oct2025.pdf: Siam Auto Leasing hire-purchase statement: 9,850 x 60, 34 paid, 26 left,
  outstanding 256,100.00, payoff 231,480.00 by 30 Nov 2025.
- เตย/ค่าเทอม_เตย_2-2568.docx: school fee notice term 2/2568: tuition 15,500, lunch 4,600, English 5,200, activities
  2,350, insurance 750, total 28,400 by 20 พฤศจิกายน 2568.
- แม่/PhuketAndaman_Eye_estimate_cataract_Nov2025.pdf: English estimate for the mother's right-eye cataract
  surgery: 68,500, deposit 20,000 at the pre-op visit 3 Dec 2025, surgery 10 Dec 2025, multifocal lens +38,000.
- แม่/ผ่าตัดตาแม่_โน้ต.md: notes: the government hospital's queue, พี่เบิ้ม pays half (34,250).
- แชทไลน์_ครอบครัวทองประเสริฐ.txt: the family LINE group.
- รายรับรายจ่ายบ้าน_2568.xlsx: this year's household book, two sheets (income: Prae's salary, flying pay and per
  diem, Tom's salary, condo rent, pre-order; expenses: car, school, food, utilities, mum's medicine, insurance,
  condo), January to October (flying pay Oct 29,150).
- รายรับรายจ่ายบ้าน_2567.xlsx: last year's book, same layout, January to December (flying pay Oct 24,880, mum's
  medicine Mar 2,340).
- สูตรแกงส้มแม่.md: a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WORK = "งานบิน ASA"
CONDO = "Condo The Palm A-305"
HOME = "บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- airline work
ROSTER_HEADERS = ["Date", "Duty", "Flight", "Sector", "Report (local)", "Block hrs", "Note"]
ROSTER_NOV = [
    ("1 Nov", "OFF", "", "", "", 0, ""),
    ("2 Nov", "FLY", "ASA602", "HKT-NRT", "22:30", 6.5, "layover Tokyo"),
    ("3 Nov", "LAYOVER", "", "NRT", "", 0, ""),
    ("4 Nov", "FLY", "ASA603", "NRT-HKT", "10:15", 7.0, ""),
    ("6 Nov", "FLY", "ASA311/312", "HKT-DMK-HKT", "06:05", 3.5, "turnaround"),
    ("8 Nov", "FLY", "ASA624", "HKT-ICN", "23:10", 6.0, "layover Seoul, purser P'Joy"),
    ("10 Nov", "FLY", "ASA625", "ICN-HKT", "09:40", 6.5, ""),
    ("12 Nov", "STBY", "", "HKT", "05:00-17:00", 0, "home standby"),
    ("14 Nov", "FLY", "ASA741/742", "HKT-SIN-HKT", "07:20", 4.0, ""),
    ("16 Nov", "FLY", "ASA205", "HKT-CNX", "13:30", 2.0, "layover Chiang Mai"),
    ("17 Nov", "FLY", "ASA206", "CNX-HKT", "08:45", 2.0, ""),
    ("19 Nov", "FLY", "ASA624", "HKT-ICN", "23:10", 6.0, "layover Seoul"),
    ("21 Nov", "FLY", "ASA625", "ICN-HKT", "09:40", 6.5, ""),
    ("22 Nov", "FLY", "ASA602", "HKT-NRT", "22:30", 6.5, "layover Tokyo, pre-order run"),
    ("24 Nov", "FLY", "ASA603", "NRT-HKT", "10:15", 7.0, ""),
    ("26 Nov", "FLY", "ASA311/312", "HKT-DMK-HKT", "06:05", 3.5, ""),
    ("28 Nov", "FLY", "ASA741/742", "HKT-SIN-HKT", "07:20", 4.0, ""),
    ("30 Nov", "FLY", "ASA311/312", "HKT-DMK-HKT", "06:05", 3.5, ""),
]
ROSTER_DEC = [
    ("2 Dec", "FLY", "ASA602", "HKT-NRT", "22:30", 6.5, ""),
    ("4 Dec", "FLY", "ASA603", "NRT-HKT", "10:15", 7.0, ""),
    ("7 Dec", "FLY", "ASA741/742", "HKT-SIN-HKT", "07:20", 4.0, ""),
    ("10 Dec", "LEAVE", "", "", "", 0, "พาแม่ผ่าตัดตา"),
    ("15 Dec", "OFF", "", "", "", 0, "released for training"),
    ("16 Dec", "TRG", "", "HKT", "07:30", 0, "Recurrent SEP day 1"),
    ("17 Dec", "TRG", "", "HKT", "07:30", 0, "Recurrent SEP day 2"),
    ("18 Dec", "OFF", "", "", "", 0, ""),
    ("21 Dec", "FLY", "ASA624", "HKT-ICN", "23:10", 6.0, ""),
    ("23 Dec", "FLY", "ASA625", "ICN-HKT", "09:40", 6.5, ""),
]


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Nov 2025"
    sheet.append(["Crew roster November 2025 - Pimlada T. (ASA-20417) SFA, base HKT"])
    sheet.append(ROSTER_HEADERS)
    for row in ROSTER_NOV:
        sheet.append(list(row))
    sheet.append(["Total", "", "", "", "", sum(row[5] for row in ROSTER_NOV), "block hours"])
    dec = book.create_sheet("Dec 2025 (draft)")
    dec.append(["Crew roster December 2025 - DRAFT, may change"])
    dec.append(ROSTER_HEADERS)
    for row in ROSTER_DEC:
        dec.append(list(row))
    book.save(path)


def _payslip(month: str, pay_date: str, hours: str, flying: str, diem: str, layovers: str, total: str, tax: str,
             deductions: str, net: str) -> list[str]:
    return [
        "ANDAMAN SKY AIRWAYS CO., LTD.\n"
        "Phuket International Airport, Mai Khao, Thalang, Phuket 83110\n"
        f"PAYSLIP - {month}\n"
        "Employee: Mrs. Pimlada Thongprasert     Staff ID: ASA-20417\n"
        "Position: Senior Flight Attendant       Base: HKT\n"
        f"Pay date: {pay_date}\n"
        "\n"
        "EARNINGS\n"
        "Base salary                                       34,200.00\n"
        f"Flying pay {hours} block hrs x 240.00              {flying}\n"
        f"Per diem (layovers: {layovers})        {diem}\n"
        f"Total earnings                                    {total}\n"
        "\n"
        "DEDUCTIONS\n"
        f"Withholding tax                                    {tax}\n"
        "Social security                                      750.00\n"
        "Provident fund 5%                                  1,710.00\n"
        f"Total deductions                                   {deductions}\n"
        "\n"
        f"NET PAY                                           {net} THB\n"
        "Transferred to SCB account xxx-x-x4521-x",
    ]


PAYSLIP_SEP = _payslip("September 2025", "30 Sep 2025", "76.0", "18,240.00", "8,100.00", "NRT x2, ICN x1, CNX x1",
                       "60,540.00", "2,870.00", "5,330.00", "55,210.00")
PAYSLIP_OCT = _payslip("October 2025", "31 Oct 2025", "82.5", "19,800.00", "9,350.00", "NRT x2, ICN x2, SIN x1",
                       "63,350.00", "3,120.00", "5,580.00", "57,770.00")
TRAINING_EMAIL = """From: ASA Crew Training Centre <crewtraining@andamansky.co.th>
To: pimlada.t@andamansky.co.th
Cc: HKT Crew Scheduling <hktcrewsked@andamansky.co.th>
Date: Wed, 5 Nov 2025 10:12
Subject: Fwd: Recurrent SEP & First Aid training - Phuket, 16-17 Dec 2025

Dear Khun Pimlada,

You are scheduled for your annual Recurrent SEP (Safety and Emergency Procedures) and First Aid training:

Dates:   16-17 Dec 2025 (two full days)
Report:  07:30 at the Training Centre, Building 2, Phuket International Airport
Day 1:   ditching and slide drills at the pool (50 m swim test in uniform), door operation A321
Day 2:   first aid, CPR/AED, fire fighting, written exam (pass mark 80%)

Please bring your crew ID, passport, swimsuit and towel, and a pen.
Your crew medical certificate (Class 2) must be uploaded on the crew portal by 30 Nov 2025,
otherwise you cannot sit the training.

Crew Scheduling will release you from flying on 15-18 Dec. A training allowance of 800 THB per day
is paid with the December salary.

Crew who fail any part re-sit on 12 Jan 2026 (re-sit fee 3,500 THB, deducted from salary) and are
removed from the roster until they pass.

Kind regards,
Siriporn K. (Khun Nok)
Crew Training Centre, Andaman Sky Airways
076-351-220 ext. 415
"""
HR_MEMO = [
    "บริษัท อันดามัน สกาย แอร์เวย์ส จำกัด (Andaman Sky Airways)",
    "ฝ่ายบริหารทรัพยากรบุคคล",
    "ประกาศที่ ASA-HR 068/2568",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรื่อง การปรับอัตราเบี้ยเลี้ยงและค่าตอบแทนลูกเรือ (Cabin Crew) ประจำปี 2569",
    "ตามที่คณะกรรมการบริษัทได้อนุมัติการปรับค่าตอบแทนพนักงานต้อนรับบนเครื่องบิน "
    "บริษัทจึงขอแจ้งอัตราใหม่ ให้มีผลตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป ดังนี้",
]
HR_MEMO_TABLE = [
    ("รายการ", "อัตราเดิม", "อัตราใหม่ (ตั้งแต่ 1 ม.ค. 2569)"),
    ("เบี้ยเลี้ยงค้างคืนในประเทศ (ต่อคืน)", "900 บาท", "1,100 บาท"),
    ("เบี้ยเลี้ยงค้างคืนต่างประเทศ (ต่อคืน)", "55 USD", "62 USD"),
    ("ค่าชั่วโมงบิน Senior Flight Attendant (ต่อชั่วโมง)", "240 บาท", "255 บาท"),
    ("ค่าชั่วโมงบิน Flight Attendant (ต่อชั่วโมง)", "180 บาท", "195 บาท"),
    ("ค่าเดินทางรายงานตัวก่อนเวลา 05.00 น. (ต่อครั้ง)", "300 บาท", "400 บาท"),
    ("ค่าเครื่องแบบและรองเท้า (ต่อปี)", "2,000 บาท", "2,400 บาท"),
]
HR_MEMO_BOTTOM = [
    "เบี้ยเลี้ยงต่างประเทศจ่ายเป็นเงินบาทตามอัตราแลกเปลี่ยนของธนาคารแห่งประเทศไทย ณ วันสิ้นเดือน",
    "ค่าเครื่องแบบและรองเท้าจ่ายรวมกับเงินเดือนเดือนมกราคม 2569",
    "หากมีข้อสงสัย ติดต่อคุณวรรณา ฝ่ายบริหารทรัพยากรบุคคล โทร 076-351-200 ต่อ 120",
    "ประกาศ ณ วันที่ 3 พฤศจิกายน 2568",
    "นายกิตติพัฒน์ อ่อนศรี ผู้อำนวยการฝ่ายบริหารทรัพยากรบุคคล",
]
CAREER_SLIDES = [
    ("From Phuket to the sky", "Pimlada (Prae) Thongprasert\nSenior Flight Attendant, Andaman Sky Airways\n"
                               "ศิษย์เก่า ม.6 รุ่น 2555"),
    ("คุณสมบัติ (Requirements)", "อายุ 20-32 ปี ปริญญาตรีทุกสาขา\nส่วนสูงหญิง 160 ซม. ชาย 170 ซม.\n"
                                 "TOEIC 600 ขึ้นไป\nว่ายน้ำได้ 50 เมตร"),
    ("รายได้ (Pay)", "เงินเดือนเริ่มต้น 25,000 บาท\nค่าชั่วโมงบิน + เบี้ยเลี้ยงค้างคืน\n"
                     "ลูกเรืออาวุโสรวมประมาณ 55,000-65,000 บาท/เดือน"),
    ("การฝึก (Training)", "Initial training 10 สัปดาห์ ที่ภูเก็ต\nสอบ SEP ทุกปี\nตรวจสุขภาพลูกเรือทุกปี"),
    ("Tips", "ฝึกพูดภาษาอังกฤษทุกวัน\nยิ้มแบบเป็นธรรมชาติ\nอย่ากลัวสอบตก แพรสมัคร 3 ครั้งกว่าจะได้"),
]
LAYOVER = """# Tokyo layover list (NRT)
- Crew hotel: Hilton Narita, pick-up 2 hrs before sign-on
- Shuttle to Aeon Narita 10 min, Don Quijote in Narita town
- Matsukiyo opposite Narita station: Biore, Anessa, Hada Labo
- Tokyo Banana / Royce: buy at airport T2 before sign-on
- Ramen: Menya Hanabi near station, 1,100 yen
"""
PACKING = """crew bag checklist
- passport + crew ID + license
- uniform spare blouse x2, scarf
- shoes + stockings x3
- charger, adaptor (JP type A)
- vitamin C, eye mask
- snacks for เตย's pen pal
"""

# ---------------------------------------------------------------- pre-orders
PRE_PRICES = [
    ("สินค้า (Item)", "ราคาเยน (Yen)", "ต้นทุน (THB)", "ราคาขาย (Sell, THB)"),
    ("Tokyo Banana 8 ชิ้น", 1200, 282, 390),
    ("Royce Nama Chocolate Au Lait", 880, 207, 320),
    ("Kit Kat Matcha กล่องใหญ่ 12 ชิ้น", 1080, 254, 350),
    ("Biore UV Aqua Rich 70g", 1078, 253, 340),
    ("Hada Labo Gokujyun Lotion 170ml", 900, 212, 290),
    ("Shiseido Anessa Perfect UV 60ml", 3278, 770, 990),
    ("Kao Megrhythm eye mask 12 ชิ้น", 1380, 324, 450),
]
PRE_ORDERS = [
    ("ชื่อ (Name)", "ชื่อเล่น (Nickname)", "รายการ (Items)", "ยอด (Total)", "จ่ายแล้ว (Paid)", "ค้าง (Due)"),
    ("ปุณณภา ศรีสมบูรณ์", "พี่ปุ๊ก", "Anessa x2, Tokyo Banana x3, Royce x2", 3790, 2000, 1790),
    ("กมลชนก ใจแก้ว", "น้องมิ้นท์ (crew)", "Biore x4", 1360, 1360, 0),
    ("จอยจิรา พรหมทอง", "พี่จอย (purser)", "Megrhythm x2, Kit Kat x2", 1600, 0, 1600),
    ("อรุณี สายทอง", "ครูอ้อ (ครูเตย)", "Hada Labo x2, Tokyo Banana x1", 970, 970, 0),
    ("แดง ข้างบ้าน", "ป้าแดง", "Royce x3", 960, 500, 460),
]


def _preorder(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา Price list"
    sheet.append(["พรีออเดอร์ญี่ปุ่น รอบบิน NRT 22-24 พ.ย. 68 (เรทเยน 0.235 บาท) ปิดรับ 20 พ.ย."])
    for row in PRE_PRICES:
        sheet.append(list(row))
    for column in (2, 3, 4):
        money_format(sheet, column)
    orders = book.create_sheet("คนสั่ง Orders")
    orders.append(["รายชื่อคนสั่ง รอบ NRT 22-24 พ.ย. 68"])
    for row in PRE_ORDERS:
        orders.append(list(row))
    orders.append(["รวม (Total)", "", "", sum(r[3] for r in PRE_ORDERS[1:]), sum(r[4] for r in PRE_ORDERS[1:]),
                   sum(r[5] for r in PRE_ORDERS[1:])])
    for column in (4, 5, 6):
        money_format(orders, column)
    book.save(path)


PRE_CHAT = """[15 พ.ย. 68 20:00] แพร: รอบนี้บินโตเกียว 22-24 พ.ย. นะคะ เปิดพรีถึง 20 พ.ย. เรทเยน 0.235 ราคาตามชีทเลยค่ะ
[15 พ.ย. 68 20:12] พี่ปุ๊ก: Anessa 990 ลดได้มั้ยแพร พี่เอา 2 ขวด ขวดละ 950 ได้ป่ะ
[15 พ.ย. 68 20:20] แพร: 950 ไม่ไหวค่ะพี่ เยนขึ้น ขวดละ 990 เท่าเดิมนะคะ แต่แถมซองตัวอย่างให้ค่ะ
[15 พ.ย. 68 20:24] พี่ปุ๊ก: โอเคๆ 2 ขวด แล้วเอาโตเกียวบานาน่า 3 กล่อง Royce 2 ด้วย มัดจำ 2,000 ก่อนนะ
[15 พ.ย. 68 21:05] น้องมิ้นท์: พี่แพร Biore 4 หลอดค่ะ โอนเต็มแล้วนะคะ
[16 พ.ย. 68 09:10] ป้าแดง: Royce 3 กล่อง มัดจำ 500 ก่อนนะหนู
[16 พ.ย. 68 12:40] พี่จอย: eye mask 2 kitkat 2 เดี๋ยวจ่ายตอนรับของนะแพร
[20 พ.ย. 68 22:00] แพร: ปิดรอบนะคะ ของถึงภูเก็ต 25 พ.ย. ค่ะ
"""

# ---------------------------------------------------------------- condo
LEASE = [
    "สัญญาเช่าห้องชุด (Condominium Lease Agreement)",
    "ทำที่ อำเภอกะทู้ จังหวัดภูเก็ต วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายธีรวัฒน์ ทองประเสริฐ และนางพิมพ์ลดา ทองประเสริฐ 99/41 หมู่บ้านชลลดา ต.ฉลอง อ.เมืองภูเก็ต",
    "ผู้เช่า: Mr. Lukas Becker สัญชาติเยอรมัน หนังสือเดินทางเลขที่ C4KX72L19",
    "ข้อ 1. ห้องชุดเลขที่ A-305 อาคาร A โครงการ The Palm Residence Kathu เลขที่ 59/305 ถ.วิชิตสงคราม ต.กะทู้ "
    "อ.กะทู้ จ.ภูเก็ต พื้นที่ 35.50 ตร.ม. พร้อมเฟอร์นิเจอร์และเครื่องปรับอากาศ 2 เครื่อง",
    "ข้อ 2. ระยะเวลาเช่า 12 เดือน ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 14,500 บาท (หนึ่งหมื่นสี่พันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน "
    "โดยโอนเข้าบัญชีกสิกรไทย ชื่อบัญชี ธีรวัฒน์ ทองประเสริฐ",
    "ข้อ 4. เงินประกันการเช่า 29,000 บาท (2 เดือน) คืนภายใน 30 วันหลังส่งมอบห้อง หักค่าเสียหายตามจริง",
    "ข้อ 5. ชำระค่าเช่าล่าช้า ปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์หน่วยละ 7 บาท และค่าน้ำหน่วยละ 20 บาท ผู้ให้เช่าชำระค่าส่วนกลาง",
    "ข้อ 7. ห้ามเลี้ยงสัตว์ ห้ามสูบบุหรี่ในห้อง ต่อสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ ธีรวัฒน์ ทองประเสริฐ / พิมพ์ลดา ทองประเสริฐ ผู้ให้เช่า    ลงชื่อ Lukas Becker ผู้เช่า",
]
LUKE_CHAT = """[LINE] Chat history with Luke A-305
Saved on: 20/11/2025 21:04

Sat, 01/11/2025
19:02\tTom\tHi Luke, your lease ends 31 Dec. We'd like to renew for 2026. The new rent would be 15,500 per month, the common fee is going up and we're fixing the kitchen.
19:40\tLuke\tHi Tom! Happy to stay. 15,500 is a bit much for me though, can we keep it at 14,500?
20:05\tTom\tWe're also replacing both aircons in December with new inverter ones, cheaper power for you. How about 15,200?
20:31\tLuke\tMeet in the middle at 14,800? I've never been late once :)

Sun, 02/11/2025
09:15\tTom\tOk let's do 15,000 flat, 12 months from 1 Jan 2026. Deposit becomes 2 months = 30,000, so only a 1,000 top-up.
09:22\tLuke\tDeal, 15,000 it is. I'll transfer the 1,000 with the January rent.
09:23\tTom\tGreat, Prae will send the new contract next week.

Tue, 18/11/2025
18:50\tTom\tPainter works in the room 1-7 Dec (kitchen + walls), is it ok if he comes 9:00-17:00? Aircon fitting is 9 Dec.
19:12\tLuke\tNo problem, I'm on the dive boat most days. Key is with the juristic office?
19:15\tTom\tYes, Khun Nan at the office has the spare key.
"""
TENANT_HEADERS = ("ชื่อผู้เช่า (Tenant)", "ชื่อเล่น (Nickname)", "สัญชาติ", "เริ่ม (Start)", "สิ้นสุด (End)",
                  "ค่าเช่า/เดือน (Rent)", "เงินประกัน (Deposit)", "คืนประกัน (Returned)", "หมายเหตุ (Note)")
TENANTS = [
    ("ศิริพร ใจงาม", "พี่ศิ", "ไทย", "1/06/64", "31/05/65", 12000, 24000, 22500, "หักค่าทำความสะอาดม่าน 1,500"),
    ("Daniel Ortiz", "Dan", "Spain", "1/07/65", "30/06/66", 13500, 27000, 27000, "คืนเต็ม"),
    ("Mei Lin Chou", "Mei", "Taiwan", "1/08/66", "31/12/67", 14000, 28000, 25800, "ม่านห้องนอนขาด หัก 2,200"),
    ("Lukas Becker", "Luke (ลูค)", "Germany", "1/01/68", "31/12/68", 14500, 29000, "-", "ต่อปี 2569 ที่ 15,000"),
]
RENT_2568 = [(f"{m} 2568", 14500, d) for m, d in zip(MONTHS[:11], [
    "3/01/68", "4/02/68", "5/03/68", "2/04/68", "5/05/68", "4/06/68", "3/07/68", "5/08/68", "4/09/68", "3/10/68",
    "5/11/68"])]


def _tenants(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผู้เช่า Tenants"
    sheet.append(["ประวัติผู้เช่าห้อง A-305 The Palm Residence Kathu"])
    sheet.append(list(TENANT_HEADERS))
    for row in TENANTS:
        sheet.append(list(row))
    for column in (6, 7, 8):
        money_format(sheet, column)
    rent = book.create_sheet("ค่าเช่ารับ 2568")
    rent.append(["เดือน (Month)", "ค่าเช่า (Rent, THB)", "วันที่โอน (Paid on)"])
    for row in RENT_2568:
        rent.append(list(row))
    rent.append(["รวม (Total)", sum(r[1] for r in RENT_2568), ""])
    money_format(rent, 2)
    book.save(path)


CONDO_NOTES = """# ห้อง A-305 The Palm Kathu
- มิเตอร์ไฟ เลข 5520718 มิเตอร์น้ำ เลข W-305 (จดทุกวันที่ 1)
- กุญแจ: ลูค 2 ดอก, ต้อม 1 ดอก, สำรองที่นิติ (คุณแนน) 1 ดอก
- Wi-Fi AIS Fibre ชื่อ PalmA305 (ลูคจ่ายเอง)
- นิติบุคคล โทร 076-322-418 เปิด 9.00-17.00 ปิดวันพุธ
- แอร์เก่าเป็น Carrier ปี 2559 ทั้งคู่ น้ำหยดห้องนอน
- ช่างเอ็ม (เอกชัย) 089-725-3310 ทาสี/งานไม้
"""
CONDO_PLAN = [
    ("A-305 plan 2569", "The Palm Residence Kathu\nต้อม + แพร"),
    ("รายรับ", "ค่าเช่าลูค 15,000 x 12 = 180,000 บาท\nเงินประกันเพิ่มเป็น 30,000"),
    ("รายจ่าย", "ค่าส่วนกลาง ~23,000\nงบซ่อมห้องและเปลี่ยนแอร์ 72,000\nประกันอัคคีภัย 1,850"),
    ("ทำเมื่อไหร่", "ทาสี + ครัว 1-7 ธ.ค.\nติดแอร์ 9 ธ.ค.\nเซ็นสัญญาใหม่ก่อน 31 ธ.ค."),
]
PAINT_TOP = "ช่างเอ็ม รับเหมาซ่อมแซม ทาสี งานไม้ (นายเอกชัย มีสุข) 12/7 ซ.ป่าตอง 3 อ.กะทู้ จ.ภูเก็ต โทร 089-725-3310"
PAINT_DRAFT = [
    PAINT_TOP,
    "ใบเสนอราคา (ร่าง)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณธีรวัฒน์ ทองประเสริฐ (พี่ต้อม)",
    "งาน: ปรับปรุงห้อง A-305 The Palm Residence Kathu ทาสีภายในและซ่อมครัว",
]
PAINT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ทาสีผนังและฝ้าทั้งห้อง สีรองพื้น + ทับหน้า 2 รอบ (TOA Shield-1)", "1 งาน", "14,500", "14,500"),
    ("เปลี่ยนบานตู้ครัวบน-ล่าง HMR ปิดผิวลามิเนต", "6 บาน", "2,200", "13,200"),
    ("เปลี่ยนท็อปเคาน์เตอร์ครัว หินแกรนิตดำ 1.8 ม.", "1 ชุด", "8,600", "8,600"),
    ("ซ่อมยาแนวห้องน้ำ + ซิลิโคนอ่าง", "1 งาน", "2,200", "2,200"),
    ("รวมทั้งสิ้น", "", "", "38,500"),
]
PAINT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 38,500 บาท (สามหมื่นแปดพันห้าร้อยบาทถ้วน) รวมค่าแรงและวัสดุ",
    "มัดจำ 50% ก่อนเริ่มงาน ส่วนที่เหลือชำระเมื่องานเสร็จ",
    "ร่าง - รอพี่ต้อมดูก่อน",
]
PAINT_FINAL = [
    PAINT_TOP,
    "ใบเสนอราคา (แก้ไขครั้งที่ 2)",
    "วันที่ 13 พฤศจิกายน 2568",
    "เรียน คุณธีรวัฒน์ ทองประเสริฐ",
    "งาน: ปรับปรุงห้อง A-305 The Palm Residence Kathu ทาสีภายในและซ่อมครัว เริ่มงาน 1 ธันวาคม 2568 "
    "เสร็จ 7 ธันวาคม 2568",
]
PAINT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ทาสีผนังและฝ้าทั้งห้อง สีรองพื้น + ทับหน้า 2 รอบ (TOA Shield-1)", "1 งาน", "13,800", "13,800"),
    ("เปลี่ยนบานตู้ครัวบน-ล่าง ปิดผิวเมลามีน", "6 บาน", "1,900", "11,400"),
    ("เปลี่ยนท็อปเคาน์เตอร์ครัว หินแกรนิต เกรด B 1.8 ม.", "1 ชุด", "7,000", "7,000"),
    ("ซ่อมยาแนวห้องน้ำ + ซิลิโคนอ่าง", "1 งาน", "2,000", "2,000"),
    ("รวมทั้งสิ้น", "", "", "34,200"),
]
PAINT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 34,200 บาท (สามหมื่นสี่พันสองร้อยบาทถ้วน) รวมค่าแรงและวัสดุ",
    "มัดจำ 50% = 17,100 บาท ก่อนเริ่มงาน ส่วนที่เหลือ 17,100 บาท ชำระเมื่องานเสร็จ",
    "รับประกันงานไม้และท็อป 1 ปี",
    "ลงชื่อ เอกชัย มีสุข (ช่างเอ็ม)",
]
PAINT_CHAT = """[10 พ.ย. 68 18:20] ช่างเอ็ม: ส่งใบเสนอราคาให้แล้วนะพี่ต้อม ทาสีทั้งห้องกับครัว รวม 38,500 ครับ
[10 พ.ย. 68 20:05] ต้อม: แพงไปหน่อยเอ็ม งบพี่ 30,000 ได้มั้ย
[11 พ.ย. 68 08:40] ช่างเอ็ม: 30,000 ไม่ไหวพี่ ค่าของขึ้นหมด ให้ 36,000 ครับ
[11 พ.ย. 68 12:15] ต้อม: ท็อปเปลี่ยนเป็นแกรนิตเกรด B บานตู้เอาเมลามีนธรรมดา 32,000 จบได้มั้ย
[11 พ.ย. 68 19:30] ช่างเอ็ม: งั้น 34,200 ครับพี่ ต่ำกว่านี้ไม่ไหวจริงๆ มัดจำครึ่งนึง 17,100
[11 พ.ย. 68 19:42] ต้อม: โอเค 34,200 ตกลง ส่งใบใหม่มานะ
[13 พ.ย. 68 10:05] ช่างเอ็ม: ส่งใบแก้ไขแล้วครับ เริ่มงาน 1 ธ.ค. เสร็จ 7 ธ.ค.
[14 พ.ย. 68 09:10] แพร: โอนมัดจำ 17,100 แล้วนะคะช่าง สลิปตามนี้ค่ะ
[14 พ.ย. 68 09:30] ช่างเอ็ม: ได้รับแล้วครับพี่แพร ขอบคุณครับ
[14 พ.ย. 68 09:32] แพร: กุญแจรับที่นิติได้เลยนะคะ ลูคผู้เช่าทราบแล้ว
"""
COOLBREEZE = [
    "COOL BREEZE AIRCON PHUKET CO., LTD.\n"
    "Sales - installation - service. 145/3 Chao Fa West Road, Chalong, Mueang Phuket 83130\n"
    "Tax ID 0835562004417   Tel. 076-383-905\n"
    "\n"
    "QUOTATION No. CB-QT-2511-087                  Date: 12 Nov 2025\n"
    "To: Mr. Teerawat Thongprasert\n"
    "Site: The Palm Residence Kathu, unit A-305 (3rd floor)\n"
    "\n"
    "Item                                         Qty      Unit price    Amount\n"
    "Daikin inverter wall type 12,000 BTU         1 set    18,900.00    18,900.00\n"
    "Daikin inverter wall type 9,200 BTU          1 set    15,400.00    15,400.00\n"
    "Standard installation (incl. 4 m pipe)       2 sets    1,500.00     3,000.00\n"
    "Removal of old units                         2 sets      500.00     1,000.00\n"
    "Extra copper pipe                            3 m         350.00     1,050.00\n"
    "\n"
    "Subtotal                                                          39,350.00\n"
    "VAT 7%                                                             2,754.50\n"
    "GRAND TOTAL                                                       42,104.50 THB\n"
    "\n"
    "Warranty: compressor 5 years, parts 1 year, installation 1 year. Free cleaning after 6 months.\n"
    "Payment: 50% on order, 50% after installation. Validity 30 days.\n"
    "Sales: Mr. Arthit (Art) 081-979-2204",
]
YENCHAM = [
    "ร้านเย็นฉ่ำแอร์ภูเก็ต ขาย ติดตั้ง ล้าง ซ่อมแอร์",
    "88/2 ถ.เทพกระษัตรี ต.รัษฎา อ.เมืองภูเก็ต จ.ภูเก็ต โทร 086-277-5140",
    "ใบเสนอราคา เลขที่ YC 68/412  วันที่ 14 พ.ย. 2568",
    "เรียน คุณต้อม (ห้อง A-305 The Palm กะทู้)",
    "เรื่อง เปลี่ยนแอร์ 2 เครื่อง",
]
YENCHAM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แอร์ Daikin อินเวอร์เตอร์ 12,000 BTU", "1 เครื่อง", "18,500", "18,500"),
    ("แอร์ Daikin อินเวอร์เตอร์ 9,200 BTU", "1 เครื่อง", "15,200", "15,200"),
    ("ค่าติดตั้ง (รวมท่อ 4 ม.)", "2 จุด", "1,800", "3,600"),
    ("ท่อน้ำยาเพิ่ม", "3 ม.", "300", "900"),
    ("รวมค่าสินค้าและติดตั้ง", "", "", "38,200"),
    ("หัก รับซื้อแอร์เก่า 2 เครื่อง", "", "", "-1,500"),
    ("รวมทั้งสิ้น", "", "", "36,700"),
]
YENCHAM_BOTTOM = [
    "รวมทั้งสิ้น 36,700 บาท (ร้านไม่ได้จด VAT) ถอดแอร์เก่าให้ฟรี",
    "มัดจำ 30% = 11,010 บาท ติดตั้งได้ภายใน 7 วันหลังมัดจำ",
    "รับประกันคอมเพรสเซอร์ 5 ปี (ศูนย์ Daikin) ค่าติดตั้ง 6 เดือน",
    "ช่างโต้ง 086-277-5140",
]
COMMON_INVOICE = [
    "THE PALM RESIDENCE KATHU JURISTIC PERSON\n"
    "59 Wichit Songkhram Road, Kathu, Phuket 83120   Tel. 076-322-418\n"
    "\n"
    "INVOICE No. JP-INV-2569-0305                Date: 1 Nov 2025\n"
    "Co-owner: Mr. Teerawat Thongprasert / Mrs. Pimlada Thongprasert\n"
    "Unit: A-305   Area: 35.50 sq.m.\n"
    "\n"
    "Common area fee Jan - Dec 2026: 35.50 sq.m. x 55.00 THB x 12 months      23,430.00\n"
    "Water meter service fee: 12 months x 50.00                                 600.00\n"
    "TOTAL                                                                 24,030.00 THB\n"
    "\n"
    "Early payment discount: 5% of the common area fee (1,171.50) if paid in full by 30 Nov 2025.\n"
    "Amount if paid by 30 Nov 2025: 22,858.50 THB\n"
    "Final due date: 31 Dec 2025. Late payment: 12% per year, and the key card will be suspended\n"
    "after 3 months in arrears.\n"
    "\n"
    "Pay at the juristic office (Mon-Tue, Thu-Sun 9:00-17:00) or transfer to Bangkok Bank\n"
    "account 'The Palm Residence Kathu Juristic Person' 845-0-22718-3 and send the slip.",
]
COMMON_RECEIPT = [
    "นิติบุคคลอาคารชุด เดอะปาล์ม เรสซิเดนซ์ กะทู้",
    "59 ถ.วิชิตสงคราม ต.กะทู้ อ.กะทู้ จ.ภูเก็ต 83120 โทร 076-322-418",
    "ใบเสร็จรับเงิน  เลขที่ RC-2569-0188",
    "วันที่ 18 พฤศจิกายน 2568",
    "ได้รับเงินจาก คุณธีรวัฒน์ ทองประเสริฐ / คุณพิมพ์ลดา ทองประเสริฐ  ห้องชุดเลขที่ A-305",
    "อ้างอิงใบแจ้งหนี้เลขที่ JP-INV-2569-0305 ลงวันที่ 1/11/2568",
]
COMMON_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าส่วนกลาง ม.ค. - ธ.ค. 2569 (35.50 ตร.ม. x 55 บาท x 12 เดือน)", "23,430.00"),
    ("ค่าบริการมิเตอร์น้ำ 12 เดือน", "600.00"),
    ("หัก ส่วนลดชำระก่อน 30 พ.ย. 2568 (5%)", "1,171.50"),
    ("รวมรับชำระ", "22,858.50"),
]
COMMON_RECEIPT_BOTTOM = [
    "ชำระโดย โอนเงินธนาคารกรุงเทพ จำนวน 22,858.50 บาท (สองหมื่นสองพันแปดร้อยห้าสิบแปดบาทห้าสิบสตางค์)",
    "ผู้รับเงิน นางสาวนันทนา ศรีภูเก็ต (ผู้จัดการนิติบุคคล)",
]

# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phuket\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Pimlada Thongprasert\n"
        "Address: 99/41 Chonlada Village, Chalong, Mueang Phuket 83130\n"
        "Customer no. 020083117462   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 24.62  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("15 Aug 2025 - 14 Sep 2025", "18,402 -> 18,867", 465, "1,951.42", "91.70", "144.74",
                    "2,212.48", "29 Sep 2025")
PEA_OCT = _pea_bill("15 Sep 2025 - 14 Oct 2025", "18,867 -> 19,305", 438, "1,831.39", "86.37", "135.97",
                    "2,078.35", "29 Oct 2025")
PEA_NOV = _pea_bill("15 Oct 2025 - 14 Nov 2025", "19,305 -> 19,707", 402, "1,677.76", "79.27", "124.72",
                    "1,906.37", "28 Nov 2025")
CAR_INSURANCE = [
    "บริษัท อันดามันประกันภัย จำกัด (มหาชน) สาขาภูเก็ต",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณพิมพ์ลดา ทองประเสริฐ",
    "รถยนต์ HONDA CITY 1.0 TURBO SV ปี 2021 ทะเบียน 1กค 2468 ภูเก็ต  กรมธรรม์เดิมเลขที่ AD-67-1185230 "
    "สิ้นสุดความคุ้มครอง 15 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 2+ (แผนเดิม) ซ่อมอู่", "300,000", "8,750"),
    ("ชั้น 1 ซ่อมอู่", "420,000", "16,900"),
    ("ปีที่แล้ว ชั้น 2+ (อ้างอิง)", "330,000", "8,960"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันชั้น 2+ ปีนี้ 8,750 บาท ลดลงจากปีที่แล้ว เนื่องจากทุนประกันลดลงตามอายุรถ และไม่มีเคลม",
    "กรุณาชำระเบี้ยภายในวันที่ 10 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ตัวแทน คุณปาริชาติ (ตัวแทนเลขที่ 5907-2214) โทร 081-537-6620",
]
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC CO., LTD. - Phuket branch\n"
    "HIRE PURCHASE STATEMENT as of 31 Oct 2025\n"
    "\n"
    "Hirer: Mrs. Pimlada Thongprasert    Contract no. HP-PKT-2209-55821\n"
    "Vehicle: Honda City 1.0 Turbo SV (2021), plate 1KK 2468 Phuket\n"
    "Contract date: 5 Sep 2022    Term: 60 installments\n"
    "\n"
    "Monthly installment (incl. VAT): 9,850.00 THB\n"
    "Total hire purchase price: 591,000.00 THB\n"
    "Installments paid: 34 of 60 (last paid 5 Oct 2025)\n"
    "Remaining installments: 26\n"
    "Outstanding balance: 256,100.00 THB\n"
    "Next due: 5 Nov 2025\n"
    "\n"
    "Early settlement: if the whole balance is paid by 30 Nov 2025, the payoff amount is 231,480.00 THB\n"
    "(after the interest discount required by law).\n"
    "Late payment: 3% per month on the overdue installment, plus a 200 THB follow-up fee.\n"
    "Questions: call center 02-118-5500.",
]
SCHOOL_FEES = (
    ["โรงเรียนดาราภูเก็ตวิทยา ต.ฉลอง อ.เมืองภูเก็ต จ.ภูเก็ต", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.ปุณยาพร ทองประเสริฐ  ชั้น ป.4/1  เลขประจำตัว 52318"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "15,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,600"),
     ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ (เสริม)", "5,200"), ("ค่ากิจกรรมและทัศนศึกษา", "2,350"),
     ("ค่าประกันอุบัติเหตุ", "750"), ("รวม", "28,400")],
    ["รวมทั้งสิ้น 28,400 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 100 บาท",
     "ทัศนศึกษาเกาะยาวน้อย วันที่ 23 มกราคม 2569"],
)
HOSPITAL_ESTIMATE = [
    "PHUKET ANDAMAN HOSPITAL\n"
    "Eye Centre - 210 Chalermprakiat R.9 Road, Ratsada, Mueang Phuket 83000   Tel. 076-254-800\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                        Date: Nov 13, 2025\n"
    "Patient: Mrs. Prapai Kaewmanee, age 69          HN 68-207715\n"
    "Diagnosis: cataract, right eye\n"
    "Procedure: phacoemulsification with foldable intraocular lens (IOL), right eye, day surgery\n"
    "Surgeon: Dr. Wichuda Sangsri\n"
    "Pre-op visit and tests: 3 Dec 2025     Surgery: 10 Dec 2025 (home the same day)\n"
    "\n"
    "Surgeon, anaesthesia and operating room .............. 32,000\n"
    "Intraocular lens (monofocal, imported) ............... 24,500\n"
    "Medicines and eye drops .............................. 4,800\n"
    "Pre-op tests (blood, ECG, biometry) .................. 3,200\n"
    "Day-care room ........................................ 4,000\n"
    "ESTIMATED TOTAL ...................................... 68,500 THB\n"
    "\n"
    "A deposit of 20,000 THB is paid at the pre-op visit. Follow-up visits at 1 day, 1 week and\n"
    "1 month are included. A multifocal lens instead adds 38,000 THB.\n"
    "This estimate is valid for 60 days. Actual charges may differ.",
]
MUM_NOTES = """# ผ่าตัดตาแม่ (แม่ไพ ประไพ แก้วมณี)
- ต้อกระจกตาขวา มองไม่ชัด ขับรถไม่ได้แล้ว
- รพ.วชิระภูเก็ต (บัตรทอง): ฟรี แต่คิวผ่าตัดถึง มี.ค. 2569
- รพ.ภูเก็ตอันดามัน (เอกชน): ตรวจก่อนผ่า 3 ธ.ค. ผ่า 10 ธ.ค. 2568 ประเมินไว้ 68,500 มัดจำ 20,000
- เลนส์ธรรมดาพอ หมอบอกเลนส์มัลติโฟคัลแพงขึ้นอีกเยอะ ไม่จำเป็น
- คุยกับพี่เบิ้มแล้ว หารครึ่ง คนละ 34,250
- แพรลา 10 ธ.ค. แล้ว ต้อมไปรับเตยแทน
"""
FAMILY_CHAT = """[3 พ.ย. 68 20:10] แพร: ต้อม ค่าเทอมเตยเทอมนี้ 28,400 นะ จ่ายก่อน 20 พ.ย.
[3 พ.ย. 68 20:16] ต้อม: โอเค เดี๋ยวโอนหลังเงินเดือนออก
[13 พ.ย. 68 17:45] แพร: หมอที่ภูเก็ตอันดามันให้ใบประเมินตาแม่มาแล้ว เกือบเจ็ดหมื่น มัดจำสองหมื่นวันตรวจ 3 ธ.ค.
[13 พ.ย. 68 18:02] พี่เบิ้ม: พี่ช่วยครึ่งนึงนะแพร เดี๋ยวโอนให้ต้นเดือน
[13 พ.ย. 68 18:10] แม่: ขอบใจลูกๆ นะ แม่รอคิววชิระก็ได้นะ
[13 พ.ย. 68 18:12] แพร: ไม่ต้องรอแล้วแม่ ผ่า 10 ธ.ค. เลย
[18 พ.ย. 68 12:30] ต้อม: จ่ายค่าส่วนกลางคอนโดปีหน้าแล้ว ได้ส่วนลด 5% ด้วย
[19 พ.ย. 68 07:50] เตย: แม่ซื้อโตเกียวบานาน่ามาฝากครูอ้อด้วยนะคะ
[19 พ.ย. 68 08:05] แพร: ได้จ้า ครูอ้อสั่งไว้แล้ว
"""
KAENGSOM = """# แกงส้มปลากะพงของแม่
- ปลากะพง 500 กรัม มะละกอดิบ ผักบุ้ง
- พริกแกงส้มใต้ ขมิ้นเยอะๆ
- น้ำมะขามเปียก น้ำปลา น้ำตาลนิดเดียว
- ต้มน้ำให้เดือดก่อนใส่พริกแกง
"""

# ---------------------------------------------------------------- household books
INCOME_HEADERS = ["เดือน (Month)", "เงินเดือนแพร (Prae salary)", "ค่าบิน+เบี้ยเลี้ยง (Flying pay & per diem)",
                  "เงินเดือนต้อม (Tom salary)", "ค่าเช่าคอนโด (Condo rent)", "พรีออเดอร์ (Pre-order)",
                  "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ผ่อนรถ City (Car loan)", "ค่าเทอม/รถรับส่งเตย (School)",
                   "ค่ากับข้าว (Food)", "ค่าไฟ น้ำ เน็ต (Utilities)", "ค่ายาแม่ (Mum's medicine)",
                   "ประกันชีวิต (Insurance)", "คอนโด ส่วนกลาง/ซ่อม (Condo)", "รวม (Total)"]
INCOME_2568 = [
    [34200] * 10,
    [27400, 25960, 28720, 30150, 26880, 24300, 29760, 31420, 26340, 29150],
    [28500] * 10,
    [14500] * 10,
    [3200, 0, 4850, 2100, 0, 5600, 1900, 0, 3750, 6200],
]
EXPENSES_2568 = [
    [9850] * 10,
    [1800, 1800, 1800, 1800, 29450, 1800, 1800, 1800, 1800, 1800],
    [12400, 11800, 13250, 14100, 12900, 12650, 13400, 12780, 13050, 13600],
    [3420, 3380, 3950, 4610, 4480, 3890, 3760, 3710, 3545, 3402],
    [1950, 1950, 2480, 1950, 1950, 3120, 1950, 1950, 2260, 4850],
    [3150] * 10,
    [21720, 0, 0, 1200, 0, 0, 850, 0, 0, 0],
]
INCOME_2567 = [
    [32800] * 12,
    [23900, 22450, 25300, 26700, 21800, 20950, 26100, 27350, 22700, 24880, 25640, 28900],
    [26000] * 12,
    [14000] * 12,
    [0, 1500, 0, 2200, 0, 3100, 0, 0, 2600, 0, 4100, 5200],
]
EXPENSES_2567 = [
    [9850] * 12,
    [1700, 1700, 1700, 1700, 26900, 1700, 1700, 1700, 1700, 1700, 27300, 1700],
    [11600, 11200, 12300, 12900, 11750, 11900, 12450, 12100, 11980, 12600, 12250, 15400],
    [3150, 3200, 3780, 4420, 4300, 3650, 3520, 3480, 3390, 3300, 3250, 3310],
    [1800, 1800, 2340, 1800, 1800, 1800, 2950, 1800, 1800, 1800, 1800, 2100],
    [3150] * 12,
    [20640, 0, 0, 0, 3400, 0, 0, 0, 0, 0, 0, 2200],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับบ้านทองประเสริฐ ปี {year} (Household income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายบ้านทองประเสริฐ ปี {year} (Household expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 10):
        money_format(sheet, column)
    book.save(path)


TEXTS = {
    f"{WORK}/Training/Fwd_ Recurrent SEP training 16-17Dec.txt": TRAINING_EMAIL,
    f"{WORK}/Tokyo layover list.md": LAYOVER,
    f"{WORK}/packing list crew bag.txt": PACKING,
    "พรีออเดอร์/แชทกลุ่มพรีญี่ปุ่น_พ.ย.68.txt": PRE_CHAT,
    f"{CONDO}/LINE chat Luke renew 2026.txt": LUKE_CHAT,
    f"{CONDO}/โน้ตคอนโด A-305.md": CONDO_NOTES,
    f"{CONDO}/ซ่อมห้อง/แชทไลน์_ช่างเอ็ม.txt": PAINT_CHAT,
    f"{HOME}/แม่/ผ่าตัดตาแม่_โน้ต.md": MUM_NOTES,
    f"{HOME}/แชทไลน์_ครอบครัวทองประเสริฐ.txt": FAMILY_CHAT,
    f"{HOME}/สูตรแกงส้มแม่.md": KAENGSOM,
}
TODO = {"todo.md": """- ส่งใบ medical ลูกเรือก่อน 30 พ.ย.
- โอนค่าเทอมเตยก่อน 20 พ.ย.
- เลือกร้านแอร์คอนโด (Cool Breeze หรือ เย็นฉ่ำ)
- ร่างสัญญาเช่าใหม่ให้ลูค ปี 2569
- ต่อประกันรถ City ก่อน 10 ธ.ค.
- พาแม่ตรวจก่อนผ่าตัด 3 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    work, condo, home = docs / WORK, docs / CONDO, docs / HOME
    for folder in (work / "Roster", work / "Payslip", work / "HR", work / "Training", docs / "พรีออเดอร์",
                   condo / "ซ่อมห้อง", condo / "แอร์", condo / "ส่วนกลาง", home / "ค่าไฟ", home / "รถ",
                   home / "เตย", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    _roster(work / "Roster" / "Roster_Nov2025_Prae.xlsx")
    make_pdf(work / "Payslip" / "Payslip_Sep2025.pdf", PAYSLIP_SEP)
    make_pdf(work / "Payslip" / "Payslip_Oct2025.pdf", PAYSLIP_OCT)
    write_docx(work / "HR" / "ประกาศ_ปรับอัตราเบี้ยเลี้ยงลูกเรือ_2569.docx", HR_MEMO, HR_MEMO_TABLE,
               bottom=HR_MEMO_BOTTOM)
    write_slides(work / "Career Talk ลูกเรือ_รร.สตรีภูเก็ต final.pptx", CAREER_SLIDES)
    _preorder(docs / "พรีออเดอร์" / "ราคาพรีญี่ปุ่น_รอบ NRT 22-24พย68.xlsx")
    write_docx(condo / "สัญญาเช่า_A-305_Lukas_2568.docx", LEASE)
    _tenants(condo / "ผู้เช่าห้อง A-305_history.xlsx")
    write_slides(condo / "แผนคอนโด 2569.pptx", CONDO_PLAN)
    write_docx(condo / "ซ่อมห้อง" / "ใบเสนอราคา ช่างเอ็ม ทาสี+ครัว ร่าง.docx", PAINT_DRAFT, PAINT_DRAFT_TABLE,
               bottom=PAINT_DRAFT_BOTTOM)
    write_docx(condo / "ซ่อมห้อง" / "ใบเสนอราคา ช่างเอ็ม ทาสี+ครัว final v2.docx", PAINT_FINAL, PAINT_FINAL_TABLE,
               bottom=PAINT_FINAL_BOTTOM)
    make_pdf(condo / "แอร์" / "Quote_CoolBreeze_Aircon_Nov2025.pdf", COOLBREEZE)
    write_docx(condo / "แอร์" / "ใบเสนอราคา_เย็นฉ่ำแอร์_2เครื่อง.docx", YENCHAM, YENCHAM_TABLE, bottom=YENCHAM_BOTTOM)
    make_pdf(condo / "ส่วนกลาง" / "Invoice_ThePalmKathu_CommonFee2026.pdf", COMMON_INVOICE)
    write_docx(condo / "ส่วนกลาง" / "ใบเสร็จค่าส่วนกลาง_ปี69.docx", COMMON_RECEIPT, COMMON_RECEIPT_TABLE,
               bottom=COMMON_RECEIPT_BOTTOM)
    make_pdf(home / "ค่าไฟ" / "PEA_Chalong_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA_Chalong_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ค่าไฟ" / "PEA_Chalong_Nov2025.pdf", PEA_NOV)
    write_docx(home / "รถ" / "ต่อประกัน Honda City_ธ.ค.68.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(home / "รถ" / "HP statement_City_Oct2025.pdf", CAR_LOAN)
    write_docx(home / "เตย" / "ค่าเทอม_เตย_2-2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1], bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "PhuketAndaman_Eye_estimate_cataract_Nov2025.pdf", HOSPITAL_ESTIMATE)
    _book(home / "รายรับรายจ่ายบ้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(home / "รายรับรายจ่ายบ้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
