"""A folder for bench/agent_tasks.py (`--folder yogastudio`): a Phuket yoga studio's and its owners' household papers.

Pimchanok Hartley (พิม) and her English husband Oliver Hartley run Banyan Breath Yoga (บันยันเบรธ โยคะ) in Rawai,
Phuket, and live in Chalong with their daughter Maya. The studio papers: the Thai shophouse lease for 2568-2571
(docx, a rent table) and the old 2565 lease, the English class price list from November 2025 (pdf) and last year's
Thai price note (md), income and expenses by month January-October 2568 (xlsx, two sheets, Thai/English headers),
teachers' pay for October 2568 (xlsx, two sheets) and September 2568 (xlsx), a new teacher's English freelance
agreement (docx, a timetable table), two resort quotes for a January 2026 retreat (English pdf), the retreat plan
slides (pptx) and a draft retreat idea (md), two LINE chat exports (a teacher swapping classes, the landlord about
a roof leak), a Kata resort's English email asking for sunrise classes with the Thai quote sent back (docx, a
table) and a draft of it (txt), Thai notes of the teachers' meeting (md) and the studio's electricity bill (English
pdf). The household papers: the home-loan statement and the daughter's school invoice (English pdf), last year's
school fees note (md), a Thai note on the husband's marriage-visa extension (md) and the household budget by month
(xlsx, a month per column); plus a workspect that holds a to-do list. Written blind of the engine's rules, in
session 23, for agent_tasks_yogastudio_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ ตำบลราไวย์ อำเภอเมืองภูเก็ต จังหวัดภูเก็ต วันที่ 20 ตุลาคม 2568",
    "ผู้ให้เช่า: นายวุฒิชัย ตันติวงศ์ เลขที่ 9/1 ถนนเจ้าฟ้าตะวันออก ตำบลฉลอง อำเภอเมืองภูเก็ต จังหวัดภูเก็ต",
    "ผู้เช่า: นางพิมพ์ชนก ฮาร์ทลีย์ (บันยันเบรธ โยคะ) เลขที่ 27/5 หมู่ 6 ถนนวิเศษ ตำบลราไวย์ "
    "อำเภอเมืองภูเก็ต จังหวัดภูเก็ต 83100 โทร 087-624-3318",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 27/5 พร้อมดาดฟ้า เพื่อใช้เป็นสตูดิโอสอนโยคะ",
    "ข้อ 2. สัญญามีกำหนด 3 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2571",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน หากชำระล่าช้าคิดค่าปรับวันละ 200 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 3 เดือน เป็นเงิน 114,000 บาท คืนภายใน 30 วันหลังสิ้นสุดสัญญา "
    "หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามมิเตอร์เอง",
    "ข้อ 6. ผู้ให้เช่ารับผิดชอบซ่อมแซมหลังคา โครงสร้าง และท่อประปาหลัก ผู้เช่ารับผิดชอบซ่อมแซมเล็กน้อยภายในอาคาร",
    "ข้อ 7. ผู้เช่าตกแต่งภายในได้ (พื้นไม้ห้องโยคะ กระจก) โดยไม่ต้องรื้อถอนเมื่อสิ้นสุดสัญญา",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_TABLE = [
    ("ช่วงเวลา", "ค่าเช่าต่อเดือน", "หมายเหตุ"),
    ("ปีที่ 1 (พ.ย. 2568 - ต.ค. 2569)", "38,000 บาท", ""),
    ("ปีที่ 2 (พ.ย. 2569 - ต.ค. 2570)", "38,000 บาท", ""),
    ("ปีที่ 3 (พ.ย. 2570 - ต.ค. 2571)", "39,900 บาท", "ปรับขึ้น 5%"),
    ("เงินประกัน (3 เดือน)", "114,000 บาท", "จ่ายวันทำสัญญา"),
]
LEASE_BOTTOM = ["ลงชื่อ วุฒิชัย ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ฮาร์ทลีย์ ผู้เช่า",
                "ลงชื่อ Oliver Hartley พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ ตำบลราไวย์ อำเภอเมืองภูเก็ต วันที่ 15 ตุลาคม 2565",
    "ผู้ให้เช่า: นายวุฒิชัย ตันติวงศ์  ผู้เช่า: นางพิมพ์ชนก ฮาร์ทลีย์",
    "ข้อ 1. ให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 27/5 หมู่ 6 ถนนวิเศษ ตำบลราไวย์ เพื่อทำสตูดิโอโยคะ",
    "ข้อ 2. สัญญามีกำหนด 3 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2565 ถึงวันที่ 31 ตุลาคม 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. เงินประกันการเช่า 2 เดือน",
]
OLD_LEASE_TABLE = [
    ("ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("พ.ย. 2565 - ต.ค. 2568", "32,000 บาท"),
    ("เงินประกัน (2 เดือน)", "64,000 บาท"),
]
PRICELIST = [
    "BANYAN BREATH YOGA - Rawai, Phuket\n"
    "27/5 Moo 6, Wiset Road, Rawai, Phuket 83100   LINE: @banyanbreath   Tel. 087-624-3318\n"
    "CLASS PRICES - effective 1 November 2025 (THB)\n"
    " \n"
    "Drop-in class (60-75 min) ............................ 450\n"
    "Drop-in with mat and towel rental .................... 500\n"
    "5-class pack (valid 6 weeks) ......................... 2,100\n"
    "10-class pack (valid 3 months) ....................... 3,900\n"
    "20-class pack (valid 6 months) ....................... 7,200\n"
    "Monthly unlimited (30 days) .......................... 5,500\n"
    "Private session 1:1 (60 min) ......................... 1,800\n"
    "Kids yoga (Saturday 10:00, age 6-12) ................. 300\n"
    " \n"
    "Thai ID holders: 10% off all class packs.\n"
    "Packs are personal and cannot be shared. One pack extension of 2 weeks is allowed for illness.\n"
    "Cash, PromptPay or card (3% card fee).",
]
OLD_PRICE_NOTE = """# ราคาคลาส ปี 2567 (ใบเก่า ใช้ถึง ต.ค. 68)

- ดรอปอิน 400 บาท
- แพ็ก 5 ครั้ง 1,900 บาท (อายุ 1 เดือน)
- แพ็ก 10 ครั้ง 3,500 บาท (อายุ 2 เดือน)
- อันลิมิเต็ดรายเดือน 4,900 บาท
- ไพรเวท 1:1 1,500 บาท
- คนไทยลด 10%
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)"]
INCOME_HEADERS = ("เดือน (Month)", "ดรอปอิน (Drop-in, THB)", "แพ็กคลาส (Class packs, THB)",
                  "อันลิมิเต็ด (Unlimited, THB)", "เวิร์กช็อป/รีทรีต (Workshops & retreats, THB)",
                  "รวมรายรับ (Total income, THB)")
INCOME = [(68400, 112000, 77000, 24000), (72900, 118700, 82500, 0), (64350, 105300, 71500, 36000),
          (51300, 89700, 60500, 0), (33750, 62400, 44000, 12000), (28800, 54600, 38500, 0),
          (34200, 58500, 44000, 0), (36450, 62400, 49500, 18000), (27900, 50700, 38500, 0),
          (37800, 66300, 49500, 15000)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าเช่า (Rent, THB)", "ค่าสอนครู (Teachers' pay, THB)",
                   "ค่าไฟ/น้ำ (Utilities, THB)", "การตลาด (Marketing, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(32000, 58300, 12400, 6000, 4500, ""), (32000, 61250, 12900, 6000, 3800, ""),
            (32000, 57600, 14300, 4500, 5200, "เวิร์กช็อปอาจารย์จากบาหลี"),
            (32000, 49900, 15100, 4500, 3100, ""), (32000, 41300, 11800, 3000, 18600, "ทาสีห้องชั้น 2 ใหม่"),
            (32000, 38450, 9700, 3000, 2900, ""), (32000, 40100, 9400, 3000, 3300, ""),
            (32000, 42650, 9900, 5500, 2700, ""), (32000, 39850, 9600, 3000, 6400, "ซื้อเสื่อใหม่ 20 ผืน"),
            (32000, 44400, 10150, 8000, 3100, "โฆษณาเฟซบุ๊กไฮซีซั่น")]
PAY_HEADERS = ("ครู (Teacher)", "คลาสที่สอน (Class type)", "จำนวนคลาส (Classes)", "ค่าสอนต่อคลาส (Rate, THB)",
               "รวมค่าสอน (Pay, THB)", "โอนวันที่ (Paid on)")
PAY_OCT = [("ครูแอน (Ann)", "Vinyasa / Hatha", 26, 700, "05/11/2568"),
           ("ครูเจส (Jess)", "Yin / Restorative", 18, 650, "05/11/2568"),
           ("ครูต้น (Ton)", "Ashtanga", 14, 750, "05/11/2568"),
           ("ครูนุ่น (Noon)", "Kids yoga", 8, 500, "05/11/2568")]
PAY_SEP = [("ครูแอน (Ann)", "Vinyasa / Hatha", 24, 700, "05/10/2568"),
           ("ครูเจส (Jess)", "Yin / Restorative (เริ่ม 15 ก.ย.)", 12, 650, "05/10/2568"),
           ("ครูต้น (Ton)", "Ashtanga", 15, 750, "06/10/2568"),
           ("ครูนุ่น (Noon)", "Kids yoga", 8, 500, "05/10/2568")]
SUBS = [("07/10/2568", "Vinyasa 07:30", "ครูแอน", "ครูต้น", "แอนกลับบ้านนครศรีฯ"),
        ("14/10/2568", "Vinyasa 07:30", "ครูแอน", "ครูต้น", "แอนกลับบ้านนครศรีฯ"),
        ("18/10/2568", "Kids yoga 10:00", "ครูนุ่น", "พิม", "นุ่นไม่สบาย"),
        ("24/10/2568", "Yin 18:00", "ครูเจส", "ครูแอน", "เจสไปต่อวีซ่า")]
JESS_TOP = [
    "FREELANCE YOGA TEACHER AGREEMENT",
    "Made at Rawai, Phuket on 10 September 2025",
    "Between: Banyan Breath Yoga, represented by Mrs. Pimchanok Hartley, 27/5 Moo 6, Wiset Road, Rawai, Phuket 83100 "
    "(the Studio)",
    "And: Ms. Jessica Morgan, Australian, passport No. PA4419027 (the Teacher)",
    "1. Term: 6 months, from 15 September 2025 to 14 March 2026. Either side may end it with 30 days' written notice.",
    "2. Classes: the Teacher teaches Yin and Restorative classes at the Studio, at least 4 classes a week, "
    "on the timetable below.",
    "3. Pay: 650 THB for each regular class (60-75 min) and 900 THB for each 90-minute class or workshop class. "
    "Private sessions booked through the Studio: the Teacher receives 60% of the price.",
    "4. Payment: by bank transfer by the 5th of the following month, against the Studio's class log.",
    "5. Work permit: the Studio applies for and pays the work permit (about 7,500 THB). If the Teacher ends this "
    "agreement before 14 March 2026, she repays half of that cost.",
    "6. Substitutes: the Teacher finds a substitute from the Studio's teacher list and informs the Studio at least "
    "24 hours before the class.",
    "7. The Teacher does not teach private clients of the Studio outside the Studio during this agreement.",
    "Timetable",
]
JESS_TABLE = [
    ("Day", "Time", "Class", "Length"),
    ("Monday", "18:00", "Yin Yoga", "75 min"),
    ("Wednesday", "18:00", "Restorative", "60 min"),
    ("Friday", "18:00", "Yin Yoga", "75 min"),
    ("Saturday", "16:00", "Long Yin & Sound", "90 min"),
]
JESS_BOTTOM = ["Signed: Pimchanok Hartley, for the Studio", "Signed: Jessica Morgan, Teacher",
               "Witness: Oliver Hartley"]
KOHYAO_QUOTE = [
    "HILLSIDE HIDEAWAY KOH YAO NOI\n"
    "Moo 5, Koh Yao Noi, Phang Nga 82160   Tel. 076-597-214   groups@hillsidehideaway-kyn.com\n"
    "GROUP QUOTATION No. Q-2025-118   Date: 14 October 2025\n"
    "To: Banyan Breath Yoga (Mrs. Pimchanok Hartley)\n"
    "Event: yoga retreat, 17-20 January 2026 (3 nights), 14 guests + 2 teachers = 16 persons\n"
    " \n"
    "Rooms: 8 garden villas (twin share) x 3 nights x 3,200 ........ 76,800\n"
    "Full board meals: 16 persons x 3 days x 950 .................. 45,600\n"
    "Yoga shala hire (open-air, mats included): 3 days x 2,500 .... 7,500\n"
    "Longtail boat transfer Bang Rong pier, return: 16 x 400 ...... 6,400\n"
    " \n"
    "TOTAL (including VAT and service charge): 136,300 THB\n"
    "Deposit 30%: 40,890 THB, due by 15 November 2025 to hold the villas\n"
    "Balance: 95,410 THB, due by 3 January 2026\n"
    "Cancellation: deposit not refundable after 15 December 2025.\n"
    "Quotation valid until 31 October 2025. Contact: Ms. Sunisa Rakdee, Sales.",
]
LANTA_QUOTE = [
    "LANTA PALM SANCTUARY\n"
    "Klong Nin Beach, Koh Lanta, Krabi 81150   Tel. 075-662-908\n"
    "RETREAT PACKAGE QUOTE   Date: 22 September 2025\n"
    "For: Banyan Breath Yoga, Rawai - attn. Oliver Hartley\n"
    "Dates: 17-20 January 2026 (3 nights), 16 persons\n"
    " \n"
    "Rooms: 8 deluxe rooms (twin share) x 3 nights x 2,900 ........ 69,600\n"
    "Meals (breakfast, lunch, dinner): 16 x 3 days x 1,100 ........ 52,800\n"
    "Yoga sala: included\n"
    "Van and ferry transfer Phuket - Koh Lanta return: 16 x 1,250 .. 20,000\n"
    " \n"
    "TOTAL: 142,400 THB (VAT included)\n"
    "Deposit 50%: 71,200 THB within 14 days of confirmation\n"
    "Balance 14 days before arrival. Quote valid 30 days.",
]
RETREAT_SLIDES = [
    ("Island Reset Retreat - Koh Yao Noi", "Banyan Breath Yoga\n17-20 January 2026 (3 nights)\nHillside Hideaway"),
    ("แพ็กเกจ (Package)", "Price per person (twin share): 24,900 THB\n"
                          "Early bird before 30 November 2025: 22,500 THB\n"
                          "Single room supplement: 6,000 THB\n14 spots, teachers: Pim + Jess"),
    ("รวมอะไรบ้าง (What's included)", "3 nights garden villa, all meals, boat from Bang Rong pier\n"
                                      "2 yoga classes a day, 1 sound healing night, kayak trip to Hong island"),
    ("ตัวเลข (Numbers)", "Resort quote: 136,300 THB for 16 persons\n"
                         "Break-even: 7 guests\nFull house (14 at 24,900): 348,600 THB"),
    ("ขั้นตอน (Next steps)", "Pay resort deposit by 15 Nov\nOpen bookings on LINE OA and Instagram 1 Nov\n"
                             "Guests pay 5,000 THB deposit to book a spot"),
]
RETREAT_DRAFT = """# ไอเดียรีทรีต (ร่าง ส.ค. 68)

- เกาะลันตา หรือ เกาะยาวน้อย ? 2 คืนพอไหม
- ขายคนละ 19,900 ไหวไหม ถ้ารีสอร์ทคิดหัวละ 7,000
- รับ 10-12 คน ครูไปด้วย 2 คน
- ถามโอลิเวอร์เรื่องหาคนจองจากกลุ่มเฟซบุ๊ก expat
"""
LINE_ANN = """[LINE] ประวัติการแชทกับ ครูแอน Vinyasa
บันทึกเมื่อ: 30/10/2568 21:05

จ., 06/10/2568
19:12\tครูแอน Vinyasa\tพี่พิมคะ แม่แอนไม่สบาย แอนขอกลับนครศรีฯ อังคารนี้กับอังคารหน้า คลาสเจ็ดโมงครึ่งให้ครูต้นแทนได้ไหมคะ
19:20\tพิม Banyan\tได้จ้ะ เดี๋ยวพี่ทักครูต้นให้ ขอให้คุณแม่หายไวๆนะ
19:31\tพิม Banyan\tครูต้นโอเคแล้วนะ สอนแทนวันที่ 7 กับ 14 ต.ค.

พ., 29/10/2568
10:02\tครูแอน Vinyasa\tพี่พิมคะ ค่าสอนเดือนนี้โอนวันที่ 5 เหมือนเดิมใช่ไหมคะ
10:05\tพิม Banyan\tใช่จ้ะ เดือนนี้ของแอน 26 คลาส 18,200 บาท
10:11\tครูแอน Vinyasa\tอีกเรื่องค่ะ แอนขอปรับค่าสอนเป็นคลาสละ 750 ได้ไหมคะ สอนมาสามปีแล้ว
10:30\tพิม Banyan\tพี่โอเคนะ เริ่มเดือน ธ.ค. นะจ๊ะ เดี๋ยวคุยในที่ประชุมวันอังคาร
10:31\tครูแอน Vinyasa\tขอบคุณค่ะพี่พิม
"""
LINE_WUT = """[LINE] ประวัติการแชทกับ เฮียวุฒิ เจ้าของตึก
บันทึกเมื่อ: 04/11/2568 08:40

ศ., 31/10/2568
21:15\tพิม Banyan\tเฮียคะ ฝนตกเมื่อคืนหลังคาชั้นสองรั่วอีกแล้วค่ะ น้ำหยดลงพื้นไม้ห้องโยคะเลย
21:16\tพิม Banyan\t[รูปภาพ]
21:40\tเฮียวุฒิ เจ้าของตึก\tเดี๋ยวเฮียให้ช่างหมูไปดู ตามสัญญาหลังคาเฮียซ่อมเองนะ ไม่ต้องห่วง

ส., 01/11/2568
11:05\tเฮียวุฒิ เจ้าของตึก\tช่างหมูบอกต้องเปลี่ยนแผ่นเมทัลชีทกับยาแนวรอบรางน้ำ ค่าซ่อม 12,500 เฮียจ่ายเอง
11:07\tเฮียวุฒิ เจ้าของตึก\tช่างเข้าได้เสาร์ที่ 8 พ.ย. เก้าโมงเช้า ใช้เวลาครึ่งวัน
11:10\tพิม Banyan\tเสาร์เช้ามีคลาส 9 โมงค่ะเฮีย พิมย้ายคลาสไปห้องล่างได้ค่ะ โอเคค่ะ
11:12\tพิม Banyan\tอีกเรื่องนะคะ ค่าเช่าเดือน พ.ย. 38,000 ขอโอนวันที่ 7 ได้ไหมคะ รอเงินแพ็กเข้า
11:20\tเฮียวุฒิ เจ้าของตึก\tได้ๆ ไม่คิดค่าปรับ เดือนนี้เดือนแรกของสัญญาใหม่
"""
RESORT_EMAIL = """From: Natalie Brooks <natalie.b@andamancoveresort.com>
To: Banyan Breath Yoga <hello@banyanbreathyoga.com>
Date: Tue, 28 Oct 2025 14:37:52 +0700
Subject: Sunrise yoga for our guests - Andaman Cove Resort, Kata Beach

Dear Pim and Oliver,

I am the Guest Experience Manager at Andaman Cove Resort on Kata Beach. Several of our guests have taken classes
at your studio and loved them, so we would like to offer sunrise yoga at the resort this high season.

- 3 mornings a week (Tuesday, Thursday, Saturday), 07:00-08:00, on our beach lawn
- from 2 December 2025 to 30 April 2026
- up to 15 guests per class; we provide towels and water, you bring mats and the teacher
- we can offer 2,800 THB per class, paid monthly, 30 days after your invoice
- in return we will place your flyers in every room and give our guests a 10% voucher for your class packs

Please send us your proposal and price by 20 November 2025 so we can put it in the December guest newsletter.
We would also need a copy of the teacher's certificate and your company certificate.

Kind regards,
Natalie Brooks
Guest Experience Manager, Andaman Cove Resort
Tel. 076-330-415 ext. 2204
"""
RESORT_QUOTE_TOP = [
    "ใบเสนอราคา (Quotation)",
    "บันยันเบรธ โยคะ (นางพิมพ์ชนก ฮาร์ทลีย์) 27/5 หมู่ 6 ถ.วิเศษ ต.ราไวย์ อ.เมืองภูเก็ต จ.ภูเก็ต 83100",
    "เลขที่ BB-QT-2568-07   วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณนาตาลี บรูคส์ ผู้จัดการฝ่ายประสบการณ์ผู้เข้าพัก อันดามันโคฟ รีสอร์ท หาดกะตะ",
    "เรื่อง คลาสโยคะยามเช้าริมหาดสำหรับแขกของรีสอร์ท (2 ธ.ค. 2568 - 30 เม.ย. 2569)",
]
RESORT_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("คลาส Sunrise Yoga 60 นาที (อังคาร พฤหัส เสาร์) ครู 1 คน", "ประมาณ 13 คลาส/เดือน", "3,200", "41,600"),
    ("เสื่อโยคะและบล็อก 15 ชุด (เก็บไว้ที่รีสอร์ท)", "1 ครั้ง", "9,000", "9,000"),
    ("คลาสพิเศษ Full Moon Yoga (คืนวันเพ็ญ)", "1 คลาส/เดือน", "4,500", "4,500"),
    ("รวมต่อเดือน (ไม่รวมเสื่อ)", "", "", "46,100"),
]
RESORT_QUOTE_BOTTOM = [
    "เงื่อนไข: วางบิลทุกสิ้นเดือน ชำระภายใน 30 วัน ค่าเสื่อชำระครั้งเดียวในเดือนแรก",
    "หากฝนตกหนัก ย้ายคลาสไปห้องประชุมของรีสอร์ท หรือยกเลิกโดยไม่คิดค่าใช้จ่าย แจ้งก่อน 06:00",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ พิมพ์ชนก ฮาร์ทลีย์ ผู้เสนอราคา",
]
RESORT_QUOTE_DRAFT = """ร่างใบเสนอราคา อันดามันโคฟ (ยังไม่ส่ง โอลิเวอร์บอกแพงไป)
- sunrise yoga คลาสละ 3,500 x 13 = 45,500
- ค่าเดินทางครู เดือนละ 2,000
- รวม 47,500 ต่อเดือน
- เขาเสนอมา 2,800 เองนะ
"""
MEETING_NOTE = """# ประชุมทีมครู บันยันเบรธ 28 ต.ค. 2568

คนเข้า: พิม โอลิเวอร์ ครูแอน ครูเจส ครูต้น (ครูนุ่นลา)

## ราคาใหม่ 1 พ.ย.
- ดรอปอิน 450 แพ็ก 10 ครั้ง 3,900 อันลิมิเต็ด 5,500 (ขึ้นจากปีที่แล้ว)
- คนที่ซื้อแพ็กราคาเก่าไว้ ใช้ได้จนหมดอายุ

## ค่าสอน
- ครูแอนขอปรับเป็นคลาสละ 750 ตกลง เริ่ม ธ.ค. 68
- คนอื่นคงเดิมไปก่อน ทบทวนอีกที เม.ย. 69

## รีทรีตเกาะยาวน้อย ม.ค. 69
- ครูเจสไปกับพิม ค่าสอนรีทรีตวันละ 3,000 บาท
- เปิดจอง 1 พ.ย. เป้า 14 คน

## ตารางไฮซีซั่น
- เพิ่มคลาส Sunday Flow 08:00 ครูต้นสอน เริ่ม 2 พ.ย.
- ถ้าได้งานอันดามันโคฟ ครูแอนกับครูต้นสลับกันไปสอนเช้า
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Rawai office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Account No.: 020011873645   Meter No.: 7712094\n"
    "Customer: Mrs. Pimchanok Hartley (Banyan Breath Yoga)\n"
    "Address: 27/5 Moo 6, Wiset Road, Rawai, Mueang Phuket, Phuket 83100\n"
    "Tariff: 2.2 small business   Reading period: 21 Sep 2025 - 20 Oct 2025\n"
    "Meter reading: 48,217 -> 50,063   Units used: 1,846 kWh\n"
    " \n"
    "Energy charge ............ 7,842.30\n"
    "Ft charge (0.3972/unit) .. 733.23\n"
    "Service charge ........... 312.24\n"
    "Subtotal ................. 8,887.77\n"
    "VAT 7% ................... 622.14\n"
    "TOTAL AMOUNT DUE ......... 9,509.91 THB\n"
    " \n"
    "Please pay by 3 November 2025. Supply may be cut 7 days after the due date.\n"
    "Last month: 1,712 kWh, 8,806.45 THB",
]
LOAN_PAGES = [
    "BANGKOK BANK PCL - Chalong branch\nHOUSING LOAN STATEMENT\nStatement date: 30 September 2025\n"
    "Borrowers: Mrs. Pimchanok Hartley and Mr. Oliver James Hartley\nLoan account No.: 701-3-88245-6\n"
    "Property: detached house, 41/18 Moo 9, Chalong, Mueang Phuket (title deed No. 58231)\n"
    "Original loan: 3,200,000.00 THB, drawn 12 June 2021, term 25 years\n"
    "Interest rate: MRR - 1.50% (currently 5.55% per year)\n"
    "Monthly installment: 21,800.00 THB, debited on the 10th of each month\n"
    "Outstanding principal after the September payment: 2,684,315.42 THB\n"
    "Interest paid 1 January - 30 September 2025: 112,406.18 THB\n"
    "Next installment: 10 October 2025",
    "Page 2 - Payments this year\n"
    "10 Jul 2025  21,800.00  principal 9,318.74  interest 12,481.26\n"
    "11 Aug 2025  21,800.00  principal 9,361.80  interest 12,438.20\n"
    "10 Sep 2025  21,800.00  principal 9,405.07  interest 12,394.93\n"
    "An interest certificate for tax (Lor Yor 02) for 2025 will be sent in January 2026.",
]
SCHOOL_INVOICE = [
    "CHALONG HILLS INTERNATIONAL SCHOOL\n"
    "88 Chao Fah West Road, Chalong, Phuket 83130   Finance office: finance@chalonghills.ac.th\n"
    "INVOICE No. INV-T2-2526-0417   Issue date: 17 November 2025\n"
    "Student: Maya Hartley   Year 3 (Class 3B)   Student ID: CH-2019-084\n"
    "Parents: Mr. Oliver Hartley / Mrs. Pimchanok Hartley\n"
    "Term 2, academic year 2025-26 (5 January - 27 March 2026)\n"
    " \n"
    "Tuition fee ................................ 98,500.00\n"
    "School bus (Chalong - Rawai route) .......... 9,800.00\n"
    "Lunch and snacks ........................... 7,200.00\n"
    "Swimming club (after school) ............... 2,400.00\n"
    "Early payment discount (2% of tuition) ..... -2,400.00\n"
    "TOTAL DUE .................................. 115,500.00 THB\n"
    " \n"
    "Payment due by 15 December 2025. The early payment discount applies only if paid in full by that date.\n"
    "Late payment: 1,000 THB per week. Pay by transfer to SCB account 403-5-11290-7 or by card at the office.",
]
SCHOOL_OLD = """# ค่าเทอมมายา ปีที่แล้ว (ปีการศึกษา 2567 / 2024-25)

- เทอม 2 ค่าเรียน 92,000
- รถรับส่ง 9,000
- ค่าอาหาร 6,800
- รวม 107,800 บาท จ่ายไป 12 ธ.ค. 2567
- ปีนี้ขึ้น Year 3 ค่าเรียนขึ้นอีก ต้องเก็บเงินไว้ก่อน ธ.ค.
"""
VISA_NOTE = """# ต่อวีซ่าแต่งงาน (Non-O) โอลิเวอร์ ปี 2568

- วีซ่าปัจจุบันหมด 22 ธ.ค. 2568 ยื่นต่อได้ล่วงหน้า 30 วัน (ตั้งแต่ 22 พ.ย.)
- ตม.ภูเก็ต ถ.พูนผล ไปทั้งสองคน พิมต้องไปด้วย
- เงินในบัญชีร่วมต้องมี 400,000 บาท ค้างไว้ 2 เดือนก่อนยื่น (ขอหนังสือรับรองธนาคารวันยื่น)
- ค่าธรรมเนียม 1,900 บาท + รีเอ็นทรี 3,800 ถ้าจะกลับอังกฤษช่วงสงกรานต์
- เอกสาร: คร.2 ทะเบียนบ้าน บัตรประชาชนพิม รูปถ่ายคู่หน้าบ้าน แผนที่บ้าน สูติบัตรมายา
- รายงานตัว 90 วัน ครั้งถัดไป 14 พ.ย. 2568 (ทำออนไลน์ได้)
"""
BUDGET_MONTHS = ["ก.ค. 68 (Jul)", "ส.ค. 68 (Aug)", "ก.ย. 68 (Sep)", "ต.ค. 68 (Oct)"]
BUDGET_ROWS = [
    ("ผ่อนบ้าน (Home loan)", 21800, 21800, 21800, 21800),
    ("อาหาร/ตลาด (Food)", 18400, 17900, 19250, 18600),
    ("ค่าไฟบ้าน (Electricity)", 3920, 4105, 3760, 3480),
    ("น้ำมัน/มอไซค์ (Fuel & scooter)", 3200, 2950, 3400, 3100),
    ("ประกันสุขภาพโอลิเวอร์ (Oliver's health insurance)", 6850, 6850, 6850, 6850),
    ("กิจกรรมมายา (Maya's activities)", 2400, 2400, 3900, 2400),
    ("ส่งแม่ที่นครปฐม (To Pim's mum)", 5000, 5000, 5000, 5000),
]
WORKSPECT = {"todo.md": "- โอนมัดจำรีสอร์ทเกาะยาวก่อน 15 พ.ย.\n- ส่งใบเสนอราคาอันดามันโคฟ\n"
                        "- เตรียมเอกสารต่อวีซ่าโอลิเวอร์\n- จ่ายค่าเทอมมายา\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับบันยันเบรธ โยคะ ม.ค.-ต.ค. 2568 (Banyan Breath income, Jan-Oct 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ต.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _pay(path: Path, title: str, rows: list[tuple], subs=()) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าสอน Teachers pay"
    sheet.append([title])
    sheet.append(list(PAY_HEADERS))
    for name, kind, classes, rate, paid in rows:
        sheet.append([name, kind, classes, rate, classes * rate, paid])
    sheet.append(["รวม (Total)", "", sum(row[2] for row in rows), "", sum(row[2] * row[3] for row in rows), ""])
    money_format(sheet, 5)
    if subs:
        swaps = book.create_sheet("สอนแทน Substitutes")
        swaps.append(["วันที่ (Date)", "คลาส (Class)", "ครูประจำ (Teacher)", "ครูสอนแทน (Substitute)",
                      "เหตุผล (Reason)"])
        for row in subs:
            swaps.append(list(row))
    book.save(path)


def _budget(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งบบ้าน 2568"
    sheet.append(["ค่าใช้จ่ายบ้าน ฉลอง ก.ค.-ต.ค. 2568 (Household spending)"])
    sheet.append(["รายการ (Item)", *BUDGET_MONTHS])
    for row in BUDGET_ROWS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*BUDGET_ROWS))[1:])])
    for column in range(2, 6):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    studio = docs / "BanyanBreath"
    for sub in ("สัญญาเช่า", "ราคาคลาส", "บัญชี", "ครู", "รีทรีต", "แชท", "ลูกค้า", "ประชุม", "บิล"):
        (studio / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ผ่อนบ้าน", "ค่าเทอมมายา", "วีซ่าโอลิเวอร์"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(studio / "สัญญาเช่า" / "สัญญาเช่าตึก_ราไวย์_2568.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(studio / "สัญญาเช่า" / "สัญญาเช่าตึก_ราไวย์_2565.docx", OLD_LEASE_TOP, table=OLD_LEASE_TABLE,
               bottom=["ลงชื่อ วุฒิชัย ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ฮาร์ทลีย์ ผู้เช่า"])
    make_pdf(studio / "ราคาคลาส" / "BanyanBreath_price_list_Nov2025.pdf", PRICELIST)
    (studio / "ราคาคลาส" / "ราคาคลาส_2567_เก่า.md").write_text(OLD_PRICE_NOTE, encoding="utf-8")
    _accounts(studio / "บัญชี" / "รายรับรายจ่าย_สตูดิโอ_2568.xlsx")
    _pay(studio / "ครู" / "ค่าสอนครู_ตค2568.xlsx", "ค่าสอนครู ตุลาคม 2568 (Teachers' pay, October 2025)",
         PAY_OCT, SUBS)
    _pay(studio / "ครู" / "ค่าสอนครู_กย2568.xlsx", "ค่าสอนครู กันยายน 2568 (Teachers' pay, September 2025)",
         PAY_SEP)
    write_docx(studio / "ครู" / "Teacher_agreement_Jess_Morgan_2025.docx", JESS_TOP, table=JESS_TABLE,
               bottom=JESS_BOTTOM)
    make_pdf(studio / "รีทรีต" / "KohYaoNoi_retreat_quote_Oct2025.pdf", KOHYAO_QUOTE)
    make_pdf(studio / "รีทรีต" / "KohLanta_retreat_quote_Sep2025.pdf", LANTA_QUOTE)
    write_slides(studio / "รีทรีต" / "รีทรีตเกาะยาว_มค2569_แผน.pptx", RETREAT_SLIDES)
    (studio / "รีทรีต" / "ไอเดียรีทรีต_ร่าง.md").write_text(RETREAT_DRAFT, encoding="utf-8")
    (studio / "แชท" / "LINE_ครูแอน_2568-10.txt").write_text(LINE_ANN, encoding="utf-8")
    (studio / "แชท" / "LINE_เฮียวุฒิ_เจ้าของตึก.txt").write_text(LINE_WUT, encoding="utf-8")
    (studio / "ลูกค้า" / "Andaman_Cove_Resort_email.txt").write_text(RESORT_EMAIL, encoding="utf-8")
    write_docx(studio / "ลูกค้า" / "ใบเสนอราคา_อันดามันโคฟ_2568-11.docx", RESORT_QUOTE_TOP,
               table=RESORT_QUOTE_TABLE, bottom=RESORT_QUOTE_BOTTOM)
    (studio / "ลูกค้า" / "ใบเสนอราคา_อันดามันโคฟ_ร่าง.txt").write_text(RESORT_QUOTE_DRAFT, encoding="utf-8")
    (studio / "ประชุม" / "ประชุมทีมครู_2568-10-28.md").write_text(MEETING_NOTE, encoding="utf-8")
    make_pdf(studio / "บิล" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "ผ่อนบ้าน" / "BBL_home_loan_statement_Sep2025.pdf", LOAN_PAGES)
    _budget(home / "งบบ้าน_2568.xlsx")
    make_pdf(home / "ค่าเทอมมายา" / "ChalongHills_invoice_Maya_Term2_2025-26.pdf", SCHOOL_INVOICE)
    (home / "ค่าเทอมมายา" / "ค่าเทอมมายา_2567.md").write_text(SCHOOL_OLD, encoding="utf-8")
    (home / "วีซ่าโอลิเวอร์" / "ต่อวีซ่าโอลิเวอร์_2568.md").write_text(VISA_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
