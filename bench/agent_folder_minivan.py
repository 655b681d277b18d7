"""A folder for a blind agent-task set (`minivan`): a rural minivan driver's work and household papers.

Thongbai Srisuk (พี่ทองใบ) runs ทองใบรถตู้บริการ alone from Ban Chob, Sangkha district, Surin, with one Toyota
Hiace Commuter: he drives the Sangkha-Surin queue route, a school-run contract and charter trips. The folder
holds this year's school-run contract with Sangkha Phatthana Suksa school (docx, a table) and last year's one,
a Thai charter quote for the Ban Chob sub-district office's elderly study trip (docx, a table), its draft and a
wedding quote for another customer, an English email from a volunteer group asking for airport transfers (txt),
income and expenses by month for January-August 2568 (xlsx, two sheets, Thai/English headers), the August
charter log with regular customers (xlsx, two sheets), last year's income summary (md), the van's hire-purchase
statement, insurance renewal, Toyota service invoice and PTT fleet-card statement (English pdf), a garage's
clutch quote and a Thai van-costs note, two LINE chat exports (the school's teacher, the van-queue group), slides
on buying a second van in 2569 (pptx) and a draft of that idea; household papers: an English electricity bill
and life-insurance premium notice (pdf), the daughter's school-fee notice for this term (docx, a table) and last
term's note, and a household budget with months in columns (xlsx, two sheets); plus a workspect with a to-do
list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SCHOOL_TOP = [
    "สัญญาจ้างเหมารถรับส่งนักเรียน ปีการศึกษา 2568",
    "ทำที่ โรงเรียนสังขะพัฒนศึกษา อำเภอสังขะ จังหวัดสุรินทร์ วันที่ 12 พฤษภาคม 2568",
    "ผู้ว่าจ้าง: โรงเรียนสังขะพัฒนศึกษา โดย นายประยูร มีสุข ผู้อำนวยการโรงเรียน",
    "ผู้รับจ้าง: นายทองใบ ศรีสุข (ทองใบรถตู้บริการ) 77 หมู่ 6 ตำบลบ้านชบ อำเภอสังขะ จังหวัดสุรินทร์ 32150 "
    "โทร 087-246-1935 รถตู้โตโยต้า คอมมิวเตอร์ ทะเบียน 30-1457 สุรินทร์",
    "ข้อ 1. ผู้รับจ้างรับส่งนักเรียนตามเส้นทางในตารางท้ายสัญญา ทุกวันเปิดเรียน รับเช้าถึงโรงเรียนไม่เกิน 07:30 น. "
    "ส่งกลับออกจากโรงเรียนเวลา 16:30 น.",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 มีนาคม 2569 รวม 10 เดือน (รวมเดือนปิดภาคเรียน ต.ค.)",
    "ข้อ 3. ผู้ว่าจ้างชำระค่าจ้างเป็นรายเดือน โอนเข้าบัญชีผู้รับจ้างภายในวันที่ 5 ของเดือนถัดไป",
    "ข้อ 4. การพานักเรียนไปทัศนศึกษาหรือแข่งขันภายในจังหวัด คิดค่าจ้างเพิ่มวันละ 2,500 บาทต่อคัน รวมน้ำมันแล้ว",
    "ข้อ 5. ผู้รับจ้างต้องมีใบอนุญาตขับรถสาธารณะ และทำประกันภัยชั้น 1 คุ้มครองผู้โดยสารไม่น้อยกว่า 200,000 บาทต่อคน",
    "ข้อ 6. หากผู้รับจ้างมารับนักเรียนไม่ได้ ต้องแจ้งครูผู้ประสานงานล่วงหน้าและจัดรถแทนโดยไม่คิดเพิ่ม",
    "ตารางค่าจ้างท้ายสัญญา",
]
SCHOOL_TABLE = [
    ("เส้นทาง", "จำนวนนักเรียน", "ระยะทางไป-กลับ", "ค่าจ้างต่อเดือน"),
    ("บ้านตาตุม - โรงเรียน (เช้า-เย็น)", "13 คน", "28 กม.", "9,800 บาท"),
    ("บ้านโคกสะอาด - โรงเรียน (เช้า-เย็น)", "8 คน", "18 กม.", "6,400 บาท"),
    ("รวมต่อเดือน", "21 คน", "", "16,200 บาท"),
    ("รวมทั้งสัญญา (10 เดือน)", "", "", "162,000 บาท"),
]
SCHOOL_BOTTOM = ["ลงชื่อ ประยูร มีสุข ผู้ว่าจ้าง", "ลงชื่อ ทองใบ ศรีสุข ผู้รับจ้าง",
                 "ลงชื่อ สุนันทา ใจงาม ครูผู้ประสานงาน พยาน"]
OLD_SCHOOL_TOP = [
    "สัญญาจ้างรถรับส่งนักเรียน ปีการศึกษา 2567",
    "ทำที่ โรงเรียนสังขะพัฒนศึกษา วันที่ 15 พฤษภาคม 2567",
    "ผู้ว่าจ้าง: โรงเรียนสังขะพัฒนศึกษา  ผู้รับจ้าง: นายทองใบ ศรีสุข",
    "ข้อ 1. รับส่งนักเรียนบ้านตาตุม ทุกวันเปิดเรียน ถึงโรงเรียนไม่เกิน 07:40 น.",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มิถุนายน 2567 ถึงวันที่ 31 มีนาคม 2568 รวม 10 เดือน",
    "ข้อ 3. ชำระค่าจ้างภายในวันที่ 10 ของเดือนถัดไป",
    "ข้อ 4. พานักเรียนไปนอกเส้นทาง คิดเพิ่มวันละ 2,200 บาท",
]
OLD_SCHOOL_TABLE = [
    ("เส้นทาง", "จำนวนนักเรียน", "ค่าจ้างต่อเดือน"),
    ("บ้านตาตุม - โรงเรียน (เช้า-เย็น)", "11 คน", "8,500 บาท"),
    ("รวมทั้งสัญญา (10 เดือน)", "", "85,000 บาท"),
]
TRIP_TOP = [
    "ใบเสนอราคา",
    "ทองใบรถตู้บริการ (นายทองใบ ศรีสุข) 77 หมู่ 6 ต.บ้านชบ อ.สังขะ จ.สุรินทร์ โทร 087-246-1935",
    "เลขที่ QT68-021   วันที่ 2 กันยายน 2568",
    "เรียน ปลัดองค์การบริหารส่วนตำบลบ้านชบ (คุณวีระพงษ์ ทองคำ)",
    "เรื่อง เหมารถตู้พาผู้สูงอายุทัศนศึกษา ปราสาทหินพนมรุ้ง - เขื่อนลำนางรอง จ.บุรีรัมย์ วันที่ 24 กันยายน 2568 "
    "ผู้เดินทาง 36 คน",
]
TRIP_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "รถตู้ปรับอากาศ 13 ที่นั่ง ไป-กลับ 1 วัน (คันละ 3,500 บาท)", "3 คัน", "10,500"),
    ("2", "ค่าน้ำมันเชื้อเพลิง (ประมาณ 320 กม. ต่อคัน)", "3 คัน", "5,400"),
    ("3", "ค่าจอดรถและค่าผ่านทาง", "3 คัน", "600"),
    ("4", "เบี้ยเลี้ยงคนขับ", "3 คน", "1,500"),
    ("", "รวมทั้งสิ้น", "", "18,000"),
]
TRIP_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 5,400 บาท ภายใน 7 วันก่อนวันเดินทาง ส่วนที่เหลือชำระวันเดินทาง",
    "ออกเดินทาง 06:00 น. จากที่ทำการ อบต.บ้านชบ กลับถึงประมาณ 19:00 น.",
    "รถทุกคันมีประกันภัยชั้น 1 คุ้มครองผู้โดยสาร คันที่ 2 และ 3 เป็นรถของเพื่อนในวินสังขะ-สุรินทร์",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ทองใบ ศรีสุข ผู้เสนอราคา",
]
VOLUNTEER_EMAIL = """From: Hannah Becker <hannah@greenroots-volunteers.org>
To: Thongbai Van Service <thongbai.van@gmail.com>
Date: Thu, 4 Sep 2025 09:12:44 +0700
Subject: Airport pick-up and drop-off for our volunteer team (Buriram - Sangkha)

Dear Khun Thongbai,

Your number was given to us by the Ban Chob school teachers. Green Roots Volunteers is bringing a team of
9 volunteers to help build a school garden in Sangkha, and we need a van for two trips:

- Pick-up: Buriram Airport to Ban Chob, 14 October 2025, flight arriving 10:25 (9 people, 12 large bags)
- Drop-off: Ban Chob to Buriram Airport, 2 November 2025, flight leaving 16:40

Our budget is up to 6,000 THB for both trips together, including fuel and tolls. We need a receipt in the
driver's name for each trip. A roof rack or extra space for luggage is important, and the van must have seat belts.
Could you send us your price by 20 September 2025? We can pay a deposit by bank transfer.

Best regards,
Hannah Becker
Field Coordinator, Green Roots Volunteers
Tel. 098-551-2046 (Thai number, WhatsApp or LINE)
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าโดยสารสายสังขะ-สุรินทร์ (Route fares, THB)",
                  "รับส่งนักเรียน (School run, THB)", "เหมารถ (Charter, THB)", "รวมรายรับ (Total income, THB)",
                  "จำนวนเที่ยว (Trips)")
INCOME = [(38400, 8500, 12000, 88), (35700, 8500, 6500, 82), (41300, 8500, 9000, 95),
          (52600, 0, 21500, 118), (36900, 0, 15000, 86), (31200, 16200, 4000, 74),
          (33800, 16200, 7500, 79), (32500, 16200, 11000, 77)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าน้ำมัน (Fuel, THB)", "ค่างวดรถตู้ (Van installment, THB)",
                   "ซ่อมบำรุง (Maintenance, THB)", "ค่าวิน (Queue fee, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(16800, 14350, 1200, 1500, 800, ""), (15200, 14350, 800, 1500, 600, ""),
            (17900, 14350, 3500, 1500, 2700, "ต่อภาษีรถ + พ.ร.บ."), (22400, 14350, 600, 1500, 1500, "สงกรานต์ วิ่งเยอะ"),
            (17100, 14350, 2400, 1500, 900, ""), (14600, 14350, 900, 1500, 700, ""),
            (15900, 14350, 9800, 1500, 1000, "เปลี่ยนยาง 4 เส้น"),
            (16300, 14350, 6840, 1500, 1100, "เช็คระยะ 100,000 กม. โตโยต้าสุรินทร์")]
CHARTER_HEADERS = ("วันที่ (Date)", "ผู้ว่าจ้าง (Customer)", "ปลายทาง (Destination)", "ระยะทางไป-กลับ (km)",
                   "ค่าเหมา (Price, THB)", "สถานะเงิน (Payment)")
CHARTERS = [
    ("03/08/2568", "ครอบครัวคุณบุญเรือน", "ส่งสนามบินบุรีรัมย์", 290, 2800, "โอนแล้ว"),
    ("09/08/2568", "วัดบ้านชบ (พระครูสุนทร)", "งานบวช วัดป่าสุรินทร์", 120, 1500, "เงินสด"),
    ("12/08/2568", "อสม.ตำบลบ้านชบ", "อบรมที่โรงพยาบาลสุรินทร์", 130, 1800, "ค้างจ่าย"),
    ("17/08/2568", "ร้านวัสดุเจริญชัย", "ตลาดชายแดนช่องจอม", 110, 1400, "โอนแล้ว"),
    ("23/08/2568", "คุณสมหมาย (กลุ่มแม่บ้านบ้านตาตุม)", "งานบุญ จ.ศรีสะเกษ", 180, 2000, "ค้างจ่าย"),
    ("30/08/2568", "ครูสุนันทา สังขะพัฒนศึกษา", "แข่งกีฬา สนามกีฬากลางสุรินทร์", 120, 1500, "โอนแล้ว"),
]
REGULAR_HEADERS = ("ลูกค้าประจำ (Regular customer)", "โทร (Phone)", "งานที่เรียกบ่อย (Usual trip)",
                   "ราคาปกติ (Usual price, THB)", "หมายเหตุ (Note)")
REGULARS = [
    ("ครอบครัวคุณบุญเรือน", "081-790-3324", "รับส่งสนามบินบุรีรัมย์", 2800, "ลูกชายทำงานกรุงเทพ กลับบ้านบ่อย"),
    ("วัดบ้านชบ (พระครูสุนทร)", "089-455-1207", "งานบวช/งานบุญในจังหวัด", 1500, "ลดให้วัด"),
    ("อสม.ตำบลบ้านชบ (ป้าบัวผัน)", "086-204-5518", "อบรมในเมืองสุรินทร์", 1800, "จ่ายช้า รอเบิก"),
    ("ร้านวัสดุเจริญชัย", "044-571-086", "ตลาดช่องจอม", 1400, ""),
    ("โรงเรียนสังขะพัฒนศึกษา (ครูสุนันทา)", "093-118-6640", "พานักเรียนไปกิจกรรม", 2500, "ตามสัญญาข้อ 4"),
]
LAST_YEAR_NOTE = """# สรุปรายรับรถตู้ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 641,300 บาท
- ค่าโดยสารสายสังขะ-สุรินทร์ รวม 437,800 บาท
- รับส่งนักเรียน (บ้านตาตุม เดือนละ 8,500) รวม 85,000 บาท
- เหมารถทั้งปี 118,500 บาท
- เดือนที่ดีที่สุด เม.ย. 2567 รายรับ 82,400 บาท
- ค่าน้ำมันทั้งปี 201,600 บาท
"""
LOAN_PAGES = [
    "TISCO Bank PCL - Surin branch\nHIRE PURCHASE STATEMENT OF ACCOUNT\nStatement date: 31 August 2025\n"
    "Hirer: Mr. Thongbai Srisuk\nContract No.: TL-2565-0778102\n"
    "Vehicle: Toyota Hiace Commuter 3.0 (2021), public van, registration 30-1457 Surin\n"
    "Amount financed: 1,000,000.00 THB, contract date 10 March 2022\n"
    "Term: 84 installments, flat interest rate 2.93% per year\n"
    "Monthly installment: 14,350.00 THB, due on the 10th of each month\n"
    "Installments paid: 41 of 84\nRemaining installments: 43\n"
    "Remaining balance (43 x 14,350.00): 617,050.00 THB\n"
    "Early settlement amount if paid by 30 September 2025 (after interest rebate): 561,900.00 THB\n"
    "Late payment: 7 THB per day per installment, and a 300 THB notice fee after 30 days.",
    "Page 2 - Recent payments\n"
    "10 Mar 2025  14,350.00  installment 36\n"
    "10 Apr 2025  14,350.00  installment 37\n"
    "12 May 2025  14,364.00  installment 38 (paid 2 days late, fee 14.00)\n"
    "10 Jun 2025  14,350.00  installment 39\n"
    "10 Jul 2025  14,350.00  installment 40\n"
    "11 Aug 2025  14,350.00  installment 41\n"
    "Next installment: 10 September 2025, 14,350.00 THB",
]
INSURANCE_PAGES = [
    "Dhipaya Insurance PCL - Surin branch\nMOTOR INSURANCE RENEWAL NOTICE (PUBLIC VAN)\n"
    "Notice date: 25 August 2025\n"
    "Insured: Mr. Thongbai Srisuk\nPolicy No.: DP-V1-68-205517\n"
    "Vehicle: Toyota Hiace Commuter 3.0 (2021), registration 30-1457 Surin, 14 seats including driver\n"
    "Current policy: Type 1, expires 30 September 2025\n"
    "Renewal offer: Type 1, sum insured 850,000 THB, excess 2,000 THB per claim if the driver is at fault\n"
    "Passenger personal accident: 200,000 THB per seat, medical expenses 50,000 THB per seat\n"
    "Renewal premium (including stamp duty and VAT): 28,760.00 THB\n"
    "Pay in full by 25 September 2025, or in 4 installments of 7,190.00 THB by credit card at 0%.\n"
    "No-claim discount 10% already included. Luggage of passengers is not covered.\n"
    "Agent: Mr. Somchai Wongdee, Tel. 081-733-4902",
]
SERVICE_PAGES = [
    "TOYOTA SURIN CO., LTD. - Service Center\nTAX INVOICE / RECEIPT\n"
    "Invoice No.: SV2508-0467   Date: 18 August 2025\n"
    "Customer: Mr. Thongbai Srisuk, 77 Moo 6, Ban Chob, Sangkha, Surin 32150\n"
    "Vehicle: Hiace Commuter 3.0, registration 30-1457 Surin   Mileage: 100,214 km\n"
    "Job: periodic maintenance 100,000 km\n"
    " \n"
    "Engine oil 10W-30 diesel, 8 L ........ 2,090.00\n"
    "Oil filter ........................... 410.00\n"
    "Fuel filter .......................... 950.00\n"
    "Air filter ........................... 660.00\n"
    "Brake fluid DOT3 ..................... 380.00\n"
    "Labour, 100,000 km check ............. 2,350.00\n"
    " \n"
    "Total (VAT included): 6,840.00 THB   of which VAT 7%: 447.48 THB\nPaid by cash.\n"
    "Technician note: clutch begins to slip, recommend replacing clutch set soon (estimate 15,800 THB).\n"
    "Next service: at 110,000 km or by 28 February 2026, whichever comes first.",
]
FUEL_PAGES = [
    "PTT Fleet Card - MONTHLY STATEMENT\nStatement period: 1-31 August 2025\n"
    "Card holder: Mr. Thongbai Srisuk   Card No.: xxxx-xxxx-xxxx-4417   Credit limit: 25,000 THB\n"
    " \n"
    "02 Aug 2025  PTT Sangkha       Diesel B7  60.72 L  2,000.00\n"
    "06 Aug 2025  PTT Surin Bypass  Diesel B7  66.79 L  2,200.00\n"
    "10 Aug 2025  PTT Sangkha       Diesel B7  54.64 L  1,800.00\n"
    "14 Aug 2025  PTT Sangkha       Diesel B7  63.75 L  2,100.00\n"
    "18 Aug 2025  PTT Surin Bypass  Diesel B7  60.72 L  2,000.00\n"
    "22 Aug 2025  PTT Sangkha       Diesel B7  69.82 L  2,300.00\n"
    "26 Aug 2025  PTT Prasat         Diesel B7  57.68 L  1,900.00\n"
    "30 Aug 2025  PTT Sangkha       Diesel B7  60.72 L  2,000.00\n"
    " \n"
    "Total this period: 494.84 L   16,300.00 THB\n"
    "Fleet rebate 0.40 THB per litre (credited next statement): 197.94 THB\n"
    "Payment due: 15 September 2025 by auto debit from Krungthai account ending 2209",
]
ELECTRIC_PAGES = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Sangkha branch\nELECTRICITY BILL\n"
    "Customer: Mr. Thongbai Srisuk, 77 Moo 6, Ban Chob, Sangkha, Surin 32150\n"
    "Account No.: 020004518833   Meter No.: 71045529   Rate: 1.2 Residence\n"
    "Reading period: 20 July 2025 - 20 August 2025\n"
    "Meter reading: 28,516 (previous 28,104)   Units used: 412 kWh\n"
    " \n"
    "Energy charge .................. 1,738.66\n"
    "Ft charge (0.1972 x 412) ....... 81.25\n"
    "Service charge ................. 38.22\n"
    "Subtotal ....................... 1,858.13\n"
    "VAT 7% ......................... 130.07\n"
    "Total amount due: 1,988.20 THB\n"
    "Please pay by 5 September 2025. Power may be cut 7 days after the due date.\n"
    "Previous bills: June 2025 1,876.40 THB, July 2025 2,214.30 THB",
]
LIFE_PAGES = [
    "AIA Company Limited (Thailand)\nPREMIUM DUE NOTICE\nNotice date: 10 September 2025\n"
    "Policy owner / Insured: Mr. Thongbai Srisuk\nPolicy No.: T-5583-2217\n"
    "Plan: 20 Pay Life, sum assured 500,000 THB, policy date 12 October 2016\n"
    "Rider: Health Happy (room 2,500 THB per day)\n"
    " \n"
    "Basic plan premium ........ 18,640.00\n"
    "Health rider premium ...... 7,200.00\n"
    "Total premium due ......... 25,840.00 THB\n"
    "Due date: 12 October 2025   Grace period: 31 days\n"
    "Payment: AIA app, Counter Service, or Krungthai bank counter with the barcode below.\n"
    "Life premium (18,640.00) can be deducted for income tax up to 100,000 THB; health rider up to 25,000 THB.",
]
LINE_TEACHER = """[LINE] ประวัติการแชทกับ ครูสุนันทา สังขะพัฒนศึกษา
บันทึกเมื่อ: 06/09/2568 21:03

พ., 03/09/2568
14:20\tครูสุนันทา สังขะพัฒนศึกษา\tพี่ทองใบคะ ตั้งแต่ศุกร์ที่ 5 ก.ย. วันศุกร์เลิกเรียนเร็ว รับเด็กกลับ 15:30 นะคะ
14:32\tทองใบรถตู้\tได้ครับครู วันศุกร์ 15:30 นะครับ
14:35\tครูสุนันทา สังขะพัฒนศึกษา\tแล้วจะพาเด็ก ม.1 ไปทัศนศึกษาพิพิธภัณฑ์สุรินทร์กับหมู่บ้านช้างตากลาง รถ 1 คันค่ะ
14:36\tครูสุนันทา สังขะพัฒนศึกษา\tวันศุกร์ที่ 19 ก.ย. 2568 ออก 7 โมงเช้านะคะ
14:40\tทองใบรถตู้\tได้ครับ คิดตามสัญญาข้อ 4 วันละ 2,500 บาท รวมน้ำมันแล้วครับ กลับถึงโรงเรียนไม่เกิน 4 โมงเย็น
14:42\tครูสุนันทา สังขะพัฒนศึกษา\tโอเคค่ะ เดี๋ยวครูทำเรื่องเบิกให้

พฤ., 04/09/2568
08:15\tครูสุนันทา สังขะพัฒนศึกษา\tโอนค่ารถเดือน ส.ค. 16,200 บาทแล้วนะคะ [รูปภาพ]
08:20\tครูสุนันทา สังขะพัฒนศึกษา\tมีเด็กบ้านโคกสะอาดย้ายมาเพิ่ม 1 คน เป็น 9 คน ราคาเปลี่ยนไหมคะ
08:31\tทองใบรถตู้\tได้รับแล้วครับ ขอบคุณครับ เพิ่มคนเดียวคิดเท่าเดิม 6,400 ครับ ไว้ปีการศึกษาหน้าค่อยคุยกันใหม่
"""
LINE_QUEUE = """[LINE] ประวัติการแชทกับ วินรถตู้สังขะ-สุรินทร์ (23 คน)
บันทึกเมื่อ: 31/08/2568 22:10

ศ., 29/08/2568
19:02\tลุงเสถียร ประธานวิน\tแจ้งสมาชิกครับ ที่ประชุมสหกรณ์ตกลงขึ้นค่าโดยสารสังขะ-สุรินทร์ จาก 70 เป็น 80 บาท
19:03\tลุงเสถียร ประธานวิน\tเริ่ม 1 ต.ค. 2568 เพราะดีเซลขึ้น ติดป้ายราคาใหม่ที่ท้ายรถทุกคันด้วยนะ
19:05\tลุงเสถียร ประธานวิน\tตารางใหม่เริ่ม 1 ก.ย. คันแรกออกจากสังขะ 05:30 คันสุดท้ายออกจาก บขส.สุรินทร์ 17:30
19:10\tทองใบ 30-1457\tรับทราบครับประธาน ค่าวินเดือนละ 1,500 เท่าเดิมไหมครับ
19:12\tลุงเสถียร ประธานวิน\tเท่าเดิม 1,500 จ่ายไม่เกินวันที่ 5 ทุกเดือน
19:20\tเจ๊แดง 30-2281\tนักเรียนยังลดให้เหมือนเดิมไหม
19:22\tลุงเสถียร ประธานวิน\tนักเรียน พระ และผู้สูงอายุ คิด 40 บาทนะ
19:30\tลุงเสถียร ประธานวิน\tประชุมวินวันอาทิตย์ที่ 7 ก.ย. 6 โมงเย็น ศาลาหน้าคิวรถ ขาดประชุมปรับ 200
"""
VAN_NOTE = """# รถตู้ 30-1457 ค่าใช้จ่ายจิปาถะ ปี 2568

- ค่างวดทิสโก้ 14,350 บาท ตัดทุกวันที่ 10 (84 งวด เริ่ม เม.ย. 65)
- ประกันชั้น 1 ทิพยประกันภัย ปีที่แล้วจ่าย 26,900 บาท ปีนี้ใบเตือนมาแล้ว หมด 30 ก.ย.
- ต่อภาษีรถ + พ.ร.บ. มี.ค. 68 รวม 2,700 บาท
- เปลี่ยนยาง 4 เส้น ร้านยางสังขะ ก.ค. 68 = 9,800 บาท
- เช็คระยะ 100,000 กม. โตโยต้าสุรินทร์ 18 ส.ค. 68 จ่าย 6,840 บาท
- คลัตช์เริ่มลื่น ศูนย์บอกประมาณ 15,800 อู่ช่างหนุ่มถูกกว่าเยอะ
- ค่าวินเดือนละ 1,500 จ่ายประธานวินก่อนวันที่ 5
"""
GARAGE_QUOTE = """# ใบตีราคา อู่ช่างหนุ่ม (ตลาดสังขะ) 20 ส.ค. 2568

รถตู้คอมมิวเตอร์ 30-1457 คลัตช์ลื่น ขึ้นเนินแล้วรอบเครื่องขึ้นแต่รถไม่ไป

- ชุดคลัตช์ (จาน หวี ลูกปืน) ของแท้ 8,900 บาท
- ค่าแรงยกเกียร์ 2,500 บาท
- รวมเปลี่ยนคลัตช์ 11,400 บาท ใช้เวลา 1 วัน
- ผ้าเบรกหน้า เหลือประมาณ 30% เปลี่ยนด้วยก็ได้ 1,850 บาท (รวมค่าแรง)
- รับประกันงาน 3 เดือน หรือ 10,000 กม.
- ช่างหนุ่ม โทร 085-662-3017 ว่างวันอาทิตย์
"""
PLAN_SLIDES = [
    ("แผนซื้อรถตู้คันที่ 2 ปี 2569", "ทองใบรถตู้บริการ\nเสนอพี่มาลัย ก.ย. 2568"),
    ("ทำไมต้องมีคันที่ 2", "งานเหมาต้องยืมรถเพื่อนบ่อย\nสัญญารับส่งนักเรียนชนกับงานเหมาตอนเช้า\n"
                          "วินมีคิวว่าง 1 คิว ต้องยืนยันภายใน ธ.ค. 2568"),
    ("รถที่จะซื้อ", "รถตู้คอมมิวเตอร์มือสอง ปี 2565 ราคาประมาณ 890,000 บาท\nเงินดาวน์ 20% = 178,000 บาท\n"
                    "ผ่อน 60 งวด งวดละประมาณ 13,200 บาท"),
    ("คนขับ", "จ้างน้องต้อม (ลูกพี่ลูกน้อง) เดือนละ 12,000 บาท\nบวกเบี้ยเลี้ยงงานเหมาเที่ยวละ 200 บาท\n"
              "ต้องสอบใบขับขี่สาธารณะ ท.2 ก่อน"),
    ("เป้าหมาย", "รายรับคันที่ 2 เดือนละ 45,000 บาท\nเริ่มวิ่ง ม.ค. 2569\nคืนเงินดาวน์ได้ภายใน 2 ปี"),
]
PLAN_DRAFT = """# ไอเดียรถคันที่ 2 (ร่าง ก.ค. 68 ยังไม่ได้คุยกับมาลัย)
- ซื้อรถใหม่ป้ายแดงดีไหม 1,290,000 ดาวน์ 15%
- ให้ไอ้ต้อมขับ วันละ 400
- หรือรอปลดหนี้ทิสโก้ก่อน
"""
FEES_TOP = [
    "โรงเรียนศรีสุรินทร์ศึกษา ถนนจิตรบำรุง อำเภอเมือง จังหวัดสุรินทร์",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวา ศรีสุข  ชั้น ม.2/3  เลขประจำตัว 16452",
    "ผู้ปกครอง นายทองใบ ศรีสุข",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "8,500"),
    ("ค่าอาหารกลางวัน (5 เดือน)", "3,600"),
    ("ค่าเรียนคอมพิวเตอร์และภาษาอังกฤษเสริม", "1,200"),
    ("ค่าประกันอุบัติเหตุนักเรียน (ทั้งปี)", "350"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "900"),
    ("รวมทั้งสิ้น", "14,550"),
]
FEES_BOTTOM = [
    "กำหนดชำระภายในวันที่ 15 พฤษภาคม 2568 ที่ธนาคารกรุงไทย สาขาสุรินทร์ บัญชี 312-0-44871-6 หรือที่ห้องการเงิน",
    "ชำระล่าช้าปรับวันละ 20 บาท",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568",
    "ลงชื่อ นางจิราพร แสนดี เจ้าหน้าที่การเงิน",
]
OLD_FEES_NOTE = """# ค่าเทอมน้องแพรว เทอม 2/2567 (จ่ายแล้ว 28 ต.ค. 67)

- ค่าบำรุงการศึกษา 8,200 บาท
- ค่าอาหารกลางวัน 3,600 บาท
- คอมพิวเตอร์/อังกฤษเสริม 1,200 บาท
- ค่ากิจกรรม 900 บาท
- รวม 13,900 บาท (เทอมนี้ไม่มีค่าประกัน จ่ายไปแล้วตอนเทอม 1)
- เทอมหน้าครูบอกค่าบำรุงจะขึ้นนิดหน่อย
"""
HOME_ROWS = [
    ("ค่าไฟ (Electricity)", [1402.15, 1388.60, 1754.90, 2356.75, 2287.10, 1876.40, 2214.30, 1988.20]),
    ("ค่าน้ำประปา (Water)", [180, 175, 210, 260, 240, 195, 185, 190]),
    ("เน็ตบ้าน+มือถือ (Internet & phone)", [899] * 8),
    ("กับข้าว/ของใช้ (Food & household)", [9500, 8800, 9200, 11400, 9100, 8900, 9300, 9000]),
    ("ค่าเทอม/อุปกรณ์การเรียน (School)", [0, 0, 0, 0, 14550, 1650, 0, 0]),
    ("เงินให้แม่ (For mother)", [2000] * 8),
]
SAVINGS = [
    ("ม.ค. 2568", 3000, 0, 48500), ("ก.พ. 2568", 3000, 1000, 51500), ("มี.ค. 2568", 3000, 0, 54500),
    ("เม.ย. 2568", 5000, 2000, 59500), ("พ.ค. 2568", 0, 0, 59500), ("มิ.ย. 2568", 2000, 0, 61500),
    ("ก.ค. 2568", 3000, 1000, 64500), ("ส.ค. 2568", 3000, 0, 67500),
]
DISTRACTORS = {
    "ทองใบรถตู้/ลูกค้า/ใบเสนอราคา_อบต.บ้านชบ_ร่าง.txt":
        "ร่างใบเสนอราคา อบต.บ้านชบ พาผู้สูงอายุเที่ยวพนมรุ้ง (ยังไม่ส่ง)\n"
        "- รถตู้ 2 คัน คันละ 3,500 = 7,000\n- ค่าน้ำมัน 2 คัน 3,600\n- รวม 10,600 บาท\n"
        "- ปลัดบอกคนไปเพิ่มเป็น 36 คน ต้องใช้ 3 คัน แก้ใหม่ด้วย\n",
    "ทองใบรถตู้/ลูกค้า/ใบเสนอราคา_งานแต่ง_คุณปราณี.md":
        "# ใบเสนอราคาเหมารถตู้ งานแต่งคุณปราณี ทองดี\n\n"
        "- วันที่ 15 พ.ย. 2568 รับญาติจากสังขะไปงานที่ อ.ปักธงชัย จ.นครราชสีมา ไป-กลับ\n"
        "- รถตู้ 2 คัน คันละ 6,500 บาท รวม 13,000 บาท (รวมน้ำมัน ไม่รวมค่าที่พัก)\n"
        "- มัดจำ 3,000 บาท โอนแล้ว 1 ก.ย. 68\n- ออกตี 4 ถึงงานก่อน 9 โมงเช้า\n",
    "ทองใบรถตู้/บัญชี/สรุปรายรับรถตู้_ปี2567.md": LAST_YEAR_NOTE,
    "ทองใบรถตู้/รถตู้/รถตู้_ค่าใช้จ่ายจิปาถะ_2568.md": VAN_NOTE,
    "ทองใบรถตู้/รถตู้/ใบตีราคาซ่อม_อู่ช่างหนุ่ม_2568-08.md": GARAGE_QUOTE,
    "ทองใบรถตู้/แผนงาน/ไอเดียรถคันที่2_ร่าง.md": PLAN_DRAFT,
    "ทองใบรถตู้/แชท/LINE_ครูสุนันทา_สังขะพัฒนศึกษา.txt": LINE_TEACHER,
    "ทองใบรถตู้/แชท/LINE_กลุ่มวินรถตู้สังขะ-สุรินทร์.txt": LINE_QUEUE,
    "ทองใบรถตู้/ลูกค้า/GreenRoots_airport_transfer_email.txt": VOLUNTEER_EMAIL,
    "บ้าน/ค่าเทอมน้องแพรว_เทอม2_2567.md": OLD_FEES_NOTE,
}
WORKSPECT = {"todo.md": "- ตอบอีเมลฝรั่งเรื่องรับส่งสนามบิน\n- ทวงค่ารถ อสม. กับกลุ่มแม่บ้าน\n"
                        "- ต่อประกันรถตู้ก่อนสิ้น ก.ย.\n- นัดอู่ช่างหนุ่มเปลี่ยนคลัตช์\n",
             "เบอร์โทรสำคัญ.txt": "ประธานวิน ลุงเสถียร 089-310-2275\nครูสุนันทา 093-118-6640\n"
                                 "อู่ช่างหนุ่ม 085-662-3017\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับทองใบรถตู้ ม.ค.-ส.ค. 2568 (Thongbai van income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:3]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _charters(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานเหมา ส.ค. 68"
    sheet.append(["งานเหมารถตู้ เดือนสิงหาคม 2568 (Charter log, August 2025)"])
    sheet.append(list(CHARTER_HEADERS))
    for row in CHARTERS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in CHARTERS), sum(row[4] for row in CHARTERS), ""])
    sheet.append(["ยังไม่จ่าย (Unpaid)", "", "", "", sum(row[4] for row in CHARTERS if row[5] == "ค้างจ่าย"),
                  "ต้องทวง"])
    money_format(sheet, 5)
    regulars = book.create_sheet("ลูกค้าประจำ Regulars")
    regulars.append(list(REGULAR_HEADERS))
    for row in REGULARS:
        regulars.append(list(row))
    money_format(regulars, 4)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["รายจ่ายในบ้าน ปี 2568 (Household spending 2025)"])
    sheet.append(["รายการ (Item)", *MONTHS])
    for item, values in HOME_ROWS:
        sheet.append([item, *values])
    sheet.append(["รวม (Total)", *(round(sum(values), 2) for values in zip(*(v for _, v in HOME_ROWS)))])
    for column in range(2, 2 + len(MONTHS)):
        money_format(sheet, column)
    savings = book.create_sheet("เงินออม Savings")
    savings.append(["เดือน (Month)", "ฝาก ธ.ก.ส. (BAAC deposit, THB)", "ซื้อสลากออมสิน (GSB bond, THB)",
                    "ยอดเงินฝาก ธ.ก.ส. (BAAC balance, THB)"])
    for row in SAVINGS:
        savings.append(list(row))
    for column in (2, 3, 4):
        money_format(savings, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    van = docs / "ทองใบรถตู้"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "รถตู้", "แชท", "แผนงาน"):
        (van / sub).mkdir(parents=True, exist_ok=True)
    (docs / "บ้าน").mkdir(parents=True, exist_ok=True)
    write_docx(van / "สัญญา" / "สัญญารับส่งนักเรียน_สังขะพัฒนศึกษา_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    write_docx(van / "สัญญา" / "สัญญารับส่งนักเรียน_สังขะพัฒนศึกษา_2567.docx", OLD_SCHOOL_TOP,
               table=OLD_SCHOOL_TABLE, bottom=["ลงชื่อ ประยูร มีสุข ผู้ว่าจ้าง", "ลงชื่อ ทองใบ ศรีสุข ผู้รับจ้าง"])
    write_docx(van / "ลูกค้า" / "ใบเสนอราคา_เหมารถ_อบต.บ้านชบ_2568-09.docx", TRIP_TOP, table=TRIP_TABLE,
               bottom=TRIP_BOTTOM)
    _accounts(van / "บัญชี" / "รายรับรายจ่าย_รถตู้_2568.xlsx")
    _charters(van / "บัญชี" / "งานเหมารถ_สค2568.xlsx")
    make_pdf(van / "รถตู้" / "TISCO_statement_Commuter_2025-08.pdf", LOAN_PAGES)
    make_pdf(van / "รถตู้" / "Dhipaya_renewal_Commuter_2025.pdf", INSURANCE_PAGES)
    make_pdf(van / "รถตู้" / "ToyotaSurin_service_invoice_SV2508-0467.pdf", SERVICE_PAGES)
    make_pdf(van / "รถตู้" / "PTT_FleetCard_statement_2025-08.pdf", FUEL_PAGES)
    write_slides(van / "แผนงาน" / "แผนซื้อรถตู้คันที่2_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(docs / "บ้าน" / "PEA_electricity_bill_2025-08.pdf", ELECTRIC_PAGES)
    make_pdf(docs / "บ้าน" / "AIA_premium_notice_2025.pdf", LIFE_PAGES)
    write_docx(docs / "บ้าน" / "ค่าเทอมน้องแพรว_เทอม1_2568.docx", FEES_TOP, table=FEES_TABLE, bottom=FEES_BOTTOM)
    _household(docs / "บ้าน" / "รายจ่ายในบ้าน_2568.xlsx")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the driver's to-do list and phone numbers."""
    write_texts(workspect, WORKSPECT)
