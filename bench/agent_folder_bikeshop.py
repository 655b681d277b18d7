"""A folder for a blind agent-task set (`bikeshop`): a Chiang Mai bicycle shop owner's work and household papers.

Anucha Jaikham (พี่นุ) runs Nu Cycle Chiang Mai (นุไซเคิล) on Sirimangkalajarn Road, Suthep, Mueang Chiang Mai:
he sells, rents and repairs bicycles and runs weekend group rides. The folder holds the 2568 rental rate card
(docx, a table) and last year's rates (md), a tour leader's English email asking for a group rental (txt), a
maintenance quote for a hotel's guest bikes (docx, a table) with its unsent draft (txt) and a similar quote for a
homestay (docx), a LINE chat with an old customer about a broken derailleur, the shop's income and expenses for
January-August 2568 (xlsx, two sheets, Thai/English headers, a month per row) with last year's summary (md), the
August bike sales log with a stock sheet (xlsx), the shop lease (docx, a table), the wholesaler's English dealer
price list and an invoice (pdf) with last year's wholesale prices (md), a plan note for a Mae Kampong ride (md),
the Sunday riders' LINE group export, slides for the 2025-26 weekend ride season (pptx) with an older draft of
ride ideas (txt); and household papers: a home-loan statement and a pickup insurance renewal (English pdf), the
daughter's school-fee note (md), household bills by month for 2568 and 2567 (xlsx, a month per column, two
sheets) and a note on last year's income tax. Plus a workspect holding a to-do list.
Written blind of the engine's rules for agent_tasks_bikeshop_holdout.json. Every figure a task checks is here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

RATES_TOP = [
    "อัตราค่าเช่าจักรยาน ร้านนุไซเคิล เชียงใหม่ (Nu Cycle Chiang Mai)",
    "ใช้ตั้งแต่วันที่ 1 มิถุนายน 2568 เป็นต้นไป",
    "45/3 ถนนศิริมังคลาจารย์ ซอย 7 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ 50200 โทร 081-882-4519",
]
RATES_TABLE = [
    ("ประเภทจักรยาน", "ราคาต่อวัน", "ราคาต่อสัปดาห์", "เงินมัดจำ"),
    ("ซิตี้ไบค์ / จักรยานแม่บ้าน", "120 บาท", "700 บาท", "1,000 บาท"),
    ("เสือภูเขา Trinx M136 27.5 นิ้ว", "250 บาท", "1,400 บาท", "3,000 บาท"),
    ("เสือหมอบอลูมิเนียม", "450 บาท", "2,600 บาท", "5,000 บาท"),
    ("จักรยานไฟฟ้า (E-bike) Lanna E-City", "600 บาท", "3,500 บาท", "8,000 บาท"),
]
RATES_BOTTOM = [
    "- ราคารวมหมวกกันน็อก ไฟหน้า-ท้าย และกุญแจล็อก",
    "- คืนรถเกินเวลา คิดชั่วโมงละ 50 บาท (เกิน 4 ชั่วโมงคิดเป็น 1 วัน)",
    "- เช่าเป็นกลุ่มตั้งแต่ 5 คันขึ้นไป ลด 10%",
    "- บริการส่ง-รับรถที่โรงแรมในคูเมือง เที่ยวละ 100 บาท",
    "- ต้องแสดงพาสปอร์ตหรือบัตรประชาชนตัวจริงทุกครั้ง",
]
OLD_RATES = """# เรทค่าเช่าจักรยาน ปี 2567 (ใช้ถึง พ.ค. 68)

- ซิตี้ไบค์ วันละ 100 สัปดาห์ละ 600 มัดจำ 1,000
- เสือภูเขา วันละ 200 สัปดาห์ละ 1,200 มัดจำ 2,000
- เสือหมอบ วันละ 400 สัปดาห์ละ 2,400 มัดจำ 5,000
- จักรยานไฟฟ้า วันละ 500 สัปดาห์ละ 3,000 มัดจำ 6,000
- กลุ่ม 6 คันขึ้นไปลด 5%
"""
TOUR_EMAIL = """From: Ashley Morgan <ashley.morgan@pedalasia-tours.com>
To: Nu Cycle Chiang Mai <nucycle.cm@gmail.com>
Date: Tue, 2 Sep 2025 09:14:36 +0700
Subject: Group bike rental 17-19 October 2025 - 9 riders

Hi Khun Nu,

I run small cycling holidays with Pedal Asia Tours and a past guest gave me your shop's name.
I have a group of 9 riders (Australians, aged 35-60) staying at Wiang Kaew Boutique Hotel in the Old City.
We would like to rent bikes for 3 days, Friday 17 to Sunday 19 October 2025:
- 7 mountain bikes (two riders are tall, 185 cm and over, so they need L frames)
- 2 e-bikes for the less fit riders
Please deliver the bikes to the hotel on the 17th and collect them on the 19th in the afternoon.
On Saturday 18 October we would also like a local guide to lead a ride to Mae Kampong, with a support vehicle.
Our budget for bikes, delivery, guide and support is 25,000 THB in total.
Could you reply with a price by 20 September? We can pay a 30% deposit by bank transfer.

Thanks a lot,
Ashley Morgan
Pedal Asia Tours, Melbourne - +61 412 555 038
"""
HOTEL_TOP = [
    "ใบเสนอราคา (Quotation) เลขที่ QT68-031",
    "วันที่ 12 สิงหาคม 2568",
    "เรียน คุณวิภาวรรณ ทองดี ผู้จัดการฝ่ายต้อนรับ โรงแรมลานนาวิลล์ ถนนราชดำเนิน อำเภอเมืองเชียงใหม่",
    "เรื่อง ซ่อมบำรุงจักรยานสำหรับแขกของโรงแรม จำนวน 12 คัน (ซิตี้ไบค์ล้อ 26 นิ้ว)",
    "ร้านนุไซเคิล ขอเสนอราคาดังนี้",
]
HOTEL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "เช็คระยะ ปรับเบรก ปรับเกียร์ อัดจารบี เติมลม", "12 คัน", "250", "3,000"),
    ("2", "เปลี่ยนยางนอก+ยางใน 26 นิ้ว Kenda", "8 เส้น", "380", "3,040"),
    ("3", "เปลี่ยนผ้าเบรก (คู่)", "12 คู่", "120", "1,440"),
    ("4", "เปลี่ยนโซ่ KMC Z8", "5 เส้น", "350", "1,750"),
    ("5", "ค่ารถกระบะรับ-ส่งจักรยาน ไป-กลับ", "1 งาน", "500", "500"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "", "9,730"),
]
HOTEL_BOTTOM = [
    "เงื่อนไข: ยืนราคา 30 วัน ทำงานเสร็จภายใน 4 วันทำการหลังรับรถ",
    "ชำระมัดจำ 50% เป็นเงิน 4,865 บาท เมื่อตกลงสั่งงาน ส่วนที่เหลือชำระเมื่อส่งมอบรถ",
    "รับประกันงานซ่อม 30 วัน (ไม่รวมยางรั่วจากการใช้งาน)",
    "ลงชื่อ อนุชา ใจคำ ผู้เสนอราคา  ร้านนุไซเคิล โทร 081-882-4519",
]
HOTEL_DRAFT = """ร่าง ใบเสนอราคา ลานนาวิลล์ (ยังไม่ส่ง รอถามราคายางจากลานนาไบค์ก่อน)
- เช็คระยะ 12 คัน คันละ 300 = 3,600
- ยาง 6 เส้น เส้นละ 400 = 2,400
- ผ้าเบรก 12 คู่ = 1,440
- รวมประมาณ 7,440 ยังไม่รวมโซ่กับค่ารถ
"""
HOMESTAY_TOP = [
    "ใบเสนอราคา เลขที่ QT68-024",
    "วันที่ 2 กรกฎาคม 2568",
    "เรียน คุณศรีนวล ปัญญาดี เจ้าของบ้านพักดอยคำโฮมสเตย์ อำเภอแม่ริม",
    "เรื่อง ซ่อมบำรุงจักรยานเสือภูเขาให้เช่าของบ้านพัก จำนวน 6 คัน",
]
HOMESTAY_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "เช็คระยะเสือภูเขา ปรับเบรก ปรับเกียร์ ล้างโซ่", "6 คัน", "300", "1,800"),
    ("2", "เปลี่ยนโช้คหน้า Suntour XCT", "2 ชุด", "1,450", "2,900"),
    ("3", "เปลี่ยนผ้าดิสก์เบรก (คู่)", "6 คู่", "180", "1,080"),
    ("", "รวมทั้งสิ้น", "", "", "5,780"),
]
HOMESTAY_BOTTOM = [
    "ยืนราคา 15 วัน ลูกค้านำรถมาส่งที่ร้านเอง ชำระเต็มจำนวนเมื่อรับรถ",
    "ลงชื่อ อนุชา ใจคำ ร้านนุไซเคิล",
]
LINE_SOMBAT = """[LINE] ประวัติการแชทกับ ลุงสมบัติ เสือภูเขา
บันทึกเมื่อ: 05/09/2568 21:03

พ., 03/09/2568
08:12\tลุงสมบัติ เสือภูเขา\tนุ รถ Giant ของลุงตีนผีหลังหักตอนปั่นขึ้นดอย เกียร์เปลี่ยนไม่ได้เลย
08:13\tลุงสมบัติ เสือภูเขา\t[รูปภาพ]
09:30\tนุไซเคิล\tสวัสดีครับลุง ดูจากรูปต้องเปลี่ยนตีนผีใหม่ครับ ขาหางปลาก็งอด้วย
09:34\tนุไซเคิล\tตีนผี Shimano Deore 1,650 บาท ขาหางปลา 250 ค่าแรง 200 รวม 2,100 บาทครับ
09:40\tลุงสมบัติ เสือภูเขา\tโอเค ทำเลย เดี๋ยวเย็นนี้เอารถไปส่ง

พฤ., 04/09/2568
17:05\tนุไซเคิล\tลุงครับ ขาหางปลาไม่ต้องเปลี่ยน ดัดกลับได้ เหลือค่าตีนผี 1,650 กับค่าแรง 200 รวม 1,850 บาทครับ
17:07\tลุงสมบัติ เสือภูเขา\tดีเลย จะมารับได้วันไหน
17:10\tนุไซเคิล\tเสาร์ที่ 6 ก.ย. หลัง 4 โมงเย็นครับ ร้านเปิดถึง 1 ทุ่ม
17:12\tลุงสมบัติ เสือภูเขา\tแล้วจักรยานไฟฟ้าที่ร้านคันละเท่าไหร่ ป้าอยากได้ไว้ปั่นไปตลาด
17:15\tนุไซเคิล\tLanna E-City ราคา 28,900 ครับลุง แถมหมวกกับตะกร้า ลองปั่นวันเสาร์ได้ครับ
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "ขายจักรยาน/อะไหล่ (Sales, THB)", "ค่าเช่า (Rental, THB)",
                  "ค่าซ่อม (Repair, THB)", "ทริปปั่น (Rides, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(86500, 42300, 18400, 12600), (74200, 38900, 16700, 14400), (52800, 21600, 14900, 3600),
          (41300, 16200, 12800, 0), (38600, 9800, 15300, 4800), (45900, 11400, 17600, 7200),
          (49700, 14700, 19200, 8400), (92600, 17900, 21500, 9600)]
EXPENSE_HEADERS = ("เดือน (Month)", "ซื้อสินค้า/อะไหล่ (Stock, THB)", "ค่าเช่าร้าน (Shop rent, THB)",
                   "ค่าจ้างลูกน้อง (Staff wage, THB)", "ค่าไฟ/น้ำ (Utilities, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(48200, 15000, 11000, 4300, 2600, ""), (41900, 15000, 11000, 4100, 3100, ""),
            (30500, 15000, 11000, 4800, 1900, "ฝุ่นควัน ทริปงด 2 ครั้ง"),
            (22800, 15000, 11000, 5600, 8400, "ซ่อมหลังคาหน้าร้าน"), (24100, 15000, 11000, 5200, 2200, ""),
            (27600, 15000, 11000, 4700, 2500, ""), (29800, 15000, 11000, 4500, 3300, ""),
            (36400, 15000, 11000, 4600, 2900, "สั่งของลานนาไบค์ล็อตใหญ่")]
LAST_YEAR = """# สรุปบัญชีร้านนุไซเคิล ปี 2567 (ทั้งปี)

- รายรับทั้งปี 1,046,800 บาท
- ขายจักรยาน/อะไหล่ 571,200 บาท ค่าเช่า 238,600 บาท ค่าซ่อม 174,500 บาท ทริป 62,500 บาท
- รายจ่ายทั้งปี 812,300 บาท (ค่าเช่าร้านเดือนละ 13,500)
- กำไรทั้งปี 234,500 บาท
- เดือนที่ดีสุด ม.ค. 2567 รายรับ 148,900 บาท
- ส.ค. 2567 รายรับ 88,600 บาท กำไร 24,100 บาท
"""
SALES_HEADERS = ("วันที่ (Date)", "ลูกค้า (Customer)", "สินค้า (Item)", "จำนวน (Qty)", "ราคา (Amount, THB)",
                 "ชำระ (Payment)")
SALES = [
    ("03/08/2568", "น้องเจมส์ มช.", "Trinx M136 27.5 นิ้ว ไซซ์ M", 1, 6990, "โอน"),
    ("05/08/2568", "Mr. Tom Becker", "Trinx Tempo 1.0 เสือหมอบ", 1, 12500, "เงินสด"),
    ("09/08/2568", "ครูวันเพ็ญ โรงเรียนบ้านสันป่าเลียง", "ซิตี้ไบค์ 24 นิ้ว (ให้นักเรียน)", 3, 11700, "โอน"),
    ("12/08/2568", "คุณมยุรี ศรีวงศ์", "Lanna E-City จักรยานไฟฟ้า", 1, 28900, "ผ่อน 0% บัตรเครดิต"),
    ("16/08/2568", "ร้านกาแฟไร่เปา", "Trinx M136 27.5 นิ้ว ไซซ์ L", 2, 13980, "โอน"),
    ("21/08/2568", "น้องเฟิร์น", "หมวก Giro + ไฟหน้า-ท้าย", 1, 2350, "เงินสด"),
    ("27/08/2568", "คุณประเสริฐ", "ซิตี้ไบค์ 26 นิ้ว ตะกร้าหน้า", 1, 4200, "เงินสด"),
]
STOCK_HEADERS = ("รุ่น (Model)", "คงเหลือ (In stock)", "ทุน (Cost, THB)", "ราคาขาย (Retail, THB)", "หมายเหตุ (Note)")
STOCK = [
    ("Trinx M136 27.5 นิ้ว", 5, 5450, 6990, "ไซซ์ L เหลือ 1 คัน"),
    ("Trinx Tempo 1.0", 2, 9800, 12500, ""),
    ("Lanna E-City จักรยานไฟฟ้า", 1, 21500, 28900, "สั่งเพิ่ม 2 คัน ก.ย."),
    ("ซิตี้ไบค์ 26 นิ้ว", 4, 2900, 4200, ""),
    ("ซิตี้ไบค์ 24 นิ้ว", 0, 2700, 3900, "หมด รอของ"),
]
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองเชียงใหม่ วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นางบัวผัน อินทร์แก้ว เจ้าของอาคารเลขที่ 45/3 ถนนศิริมังคลาจารย์ ซอย 7 ตำบลสุเทพ",
    "ผู้เช่า: นายอนุชา ใจคำ (ร้านนุไซเคิล)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เพื่อทำร้านขาย เช่า และซ่อมจักรยาน",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ผู้เช่าวางเงินประกันการเช่า 45,000 บาท คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 4. ผู้เช่าชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ตามตารางนี้",
]
LEASE_TABLE = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("1", "ม.ค. 2568 - ธ.ค. 2568", "15,000 บาท"),
    ("2", "ม.ค. 2569 - ธ.ค. 2569", "15,500 บาท"),
    ("3", "ม.ค. 2570 - ธ.ค. 2570", "16,000 บาท"),
]
LEASE_BOTTOM = [
    "ข้อ 5. ค่าน้ำ ค่าไฟ ผู้เช่าชำระเองตามมิเตอร์",
    "ข้อ 6. ผู้เช่าจะต่อสัญญา ต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด",
    "ลงชื่อ บัวผัน อินทร์แก้ว ผู้ให้เช่า   ลงชื่อ อนุชา ใจคำ ผู้เช่า",
]
PRICELIST = [
    "LANNA BIKE SUPPLY CO., LTD.\n88/12 Chiang Mai-Lamphun Road, Tambon Nong Hoi, Mueang Chiang Mai 50000\n"
    "Tel. 053-141-772  Tax ID 0505561004821\n\nDEALER PRICE LIST - effective 1 July 2025\n"
    "Prices in THB, excluding VAT 7%. SRP = suggested retail price.\n\n"
    "Code     Item                                   Dealer    SRP\n"
    "BK-0136  Trinx M136 MTB 27.5 inch               5,450     6,990\n"
    "BK-0210  Trinx Tempo 1.0 road bike              9,800     12,500\n"
    "EB-0250  Lanna E-City e-bike 250W               21,500    28,900\n"
    "TR-2619  Kenda tyre 26 x 1.95                   210       290\n"
    "TB-0026  Inner tube 26 inch                     45        80\n"
    "CH-0008  KMC Z8 chain 8-speed                   220       350\n"
    "RD-5120  Shimano Deore RD-M5120 rear derailleur 1,180     1,650\n"
    "BP-0001  Brake pads V-brake (pair)              55        120\n\n"
    "Terms: 30 days credit for registered dealers. Free delivery in Chiang Mai for orders over 10,000 THB.",
]
INVOICE = [
    "LANNA BIKE SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n\nInvoice No.: LB2508-0214\nDate: 14 August 2025\n"
    "Customer: Nu Cycle Chiang Mai (Mr. Anucha Jaikham)\n45/3 Sirimangkalajarn Soi 7, Suthep, Mueang Chiang Mai 50200\n\n"
    "Item                             Qty   Unit price   Amount\n"
    "Trinx M136 MTB 27.5 inch         4     5,450.00     21,800.00\n"
    "Kenda tyre 26 x 1.95             20    210.00       4,200.00\n"
    "Inner tube 26 inch               30    45.00        1,350.00\n"
    "KMC Z8 chain 8-speed             10    220.00       2,200.00\n\n"
    "Subtotal                                            29,550.00\n"
    "VAT 7%                                              2,068.50\n"
    "Total amount due                                    31,618.50\n\n"
    "Payment due: 13 September 2025 (30 days credit)\n"
    "Transfer to Kasikorn Bank, account 053-2-88714-6, Lanna Bike Supply Co., Ltd.",
]
OLD_WHOLESALE = """# ราคาส่ง ลานนาไบค์ซัพพลาย ปี 2567 (ใบเก่า ใช้ถึง มิ.ย. 68)

- Trinx M136 เสือภูเขา 27.5 ทุน 5,150 ขาย 6,590
- Trinx Tempo 1.0 ทุน 9,400 ขาย 11,900
- ยาง Kenda 26x1.95 เส้นละ 190
- ยางใน 26 นิ้ว 42
- โซ่ KMC Z8 เส้นละ 200
- ตีนผี Deore M5120 1,090
"""
RIDE_NOTE = """# ทริปปั่นแม่กำปอง อาทิตย์ 21 ก.ย. 2568

- ออกจากร้าน 06:00 ไปทางสันกำแพง-ห้วยแก้ว ระยะทาง 52 กม. ขึ้นเนินช่วงสุดท้าย 9 กม.
- ค่าสมัคร คนละ 1,200 บาท รวมรถซัพพอร์ต อาหารเช้า กาแฟที่แม่กำปอง และรถสองแถวขากลับ
- ไม่มีรถ เช่าเสือภูเขาร้านเราเพิ่ม 250 บาท จักรยานไฟฟ้าเพิ่ม 600 บาท
- สมัครแล้ว 14 คน รับสูงสุด 20 คน ปิดรับสมัครวันที่ 15 ก.ย.
- ต้นทุน: สองแถว 2 คัน คันละ 1,800 = 3,600 / อาหาร+กาแฟ คนละ 220 / น้ำมันรถซัพพอร์ต 800
- คนขับรถซัพพอร์ต: น้องต้อม (ลูกน้องร้าน) จ่ายพิเศษ 500
- จุดพัก: ปั๊มบางจากสันกำแพง กม. 18 / น้ำตกแม่กำปอง
"""
LINE_GROUP = """[LINE] ประวัติการแชทในกลุ่ม ปั่นวันอาทิตย์ นุไซเคิล
บันทึกเมื่อ: 08/09/2568 07:30

ศ., 05/09/2568
19:02\tนุไซเคิล\tอาทิตย์นี้ 7 ก.ย. ไปห้วยตึงเฒ่านะครับ เจอกันหน้าร้าน 06:30 ระยะทางไป-กลับ 38 กม.
19:03\tนุไซเคิล\tค่าอาหารเช้าที่ห้วยตึงเฒ่า คนละ 350 บาท จ่ายหน้างานได้ครับ
19:10\tพี่เก่ง สันติธรรม\tไปครับ 2 คนกับแฟน
19:15\tแนน นิมมาน\tนุคะ เสือหมอบของแนนเบรกหลังสีกับขอบล้อ แวะร้านเสาร์ได้ไหม
19:18\tนุไซเคิล\tได้ครับแนน เสาร์เปิด 9 โมง
20:41\tหมอโอ๊ต\tทริปแม่กำปอง 21 ก.ย. ที่ 1,200 ยังรับอยู่ไหมครับ
20:45\tนุไซเคิล\tยังรับครับหมอ ปิด 15 ก.ย. เหลืออีกไม่กี่ที่

อา., 07/09/2568
11:20\tนุไซเคิล\tขอบคุณทุกคนครับ วันนี้มา 11 คน ปั่นกันสนุก ไม่มีใครยางแตกเลย
11:25\tแนน นิมมาน\tรูปสวยมากค่ะ
"""
SEASON_SLIDES = [
    ("Weekend Rides Season 2025-26 (ฤดูปั่นหน้าหนาว)", "Nu Cycle Chiang Mai\nPlan by Anucha Jaikham - September 2025"),
    ("Last season (2024-25)", "11 rides, 126 riders in total\nRide income 62,500 THB\n"
                              "Most popular: Doi Suthep sunrise and Mae Kampong"),
    ("Schedule", "16 rides from 1 November 2025 to 28 February 2026\nEvery Sunday + 2 Saturday night rides\n"
                 "Long rides once a month: Mae Kampong, Samoeng loop, Mon Jam"),
    ("Prices", "Short ride (under 40 km): 350 THB\nLong ride with support truck: 1,200 THB\n"
               "Rent a bike for the ride: MTB 250 THB, e-bike 600 THB"),
    ("Targets", "200 riders in the season\nRide income 150,000 THB\n"
                "Rent a van for long rides: 2,500 THB a trip\nFind a sponsor for ride jerseys (Singha or a coffee brand)"),
]
RIDE_IDEAS = """ไอเดียทริปหน้าหนาว (ร่าง ส.ค. 68)
- ปีนี้อยากทำ 12-14 ทริป
- เป้าคนปั่นสัก 150 คน รายได้ทริปสัก 120,000
- ทริปไกลเก็บ 1,000 ดีไหม หรือ 1,200
- ลองคุยร้านกาแฟแถวแม่กำปองเรื่องสปอนเซอร์
"""
LOAN_PAGES = [
    "GOVERNMENT HOUSING BANK\nHOME LOAN STATEMENT\n\nStatement date: 31 August 2025\n"
    "Borrower: Mr. Anucha Jaikham and Mrs. Kanlaya Jaikham\nLoan account: 0-0517-41-02896-3\n"
    "Property: 112/7 Moo 5, Tambon Nong Khwai, Hang Dong, Chiang Mai\n\n"
    "Original loan amount: 1,850,000.00 THB (August 2019, 30 years)\n"
    "Interest rate this period: 3.15% per year\nMonthly installment: 9,870.00 THB\n\n"
    "Payment received 5 August 2025: 9,870.00 (principal 6,458.41, interest 3,411.59)\n"
    "Outstanding principal after payment: 1,293,421.58 THB\n\n"
    "Next installment due: 5 September 2025\nPayment by auto-debit from savings account ending 4471.",
]
INSURANCE_PAGES = [
    "DHIPAYA INSURANCE PUBLIC COMPANY LIMITED\nMOTOR INSURANCE RENEWAL NOTICE\n\nDate: 18 August 2025\n"
    "Insured: Mr. Anucha Jaikham\nVehicle: Toyota Hilux Revo Smart Cab 2.4, 2020, plate 2-KS 7316 Chiang Mai\n"
    "Current policy: Type 2+ no. DP-68-0412297, expires 30 September 2025\n\n"
    "Renewal offer (1 October 2025 - 30 September 2026)\n"
    "Type 2+ sum insured 420,000 THB: premium 8,650.00 THB\n"
    "Type 1 sum insured 450,000 THB, deductible 2,000 THB: premium 15,980.00 THB\n"
    "No-claim discount 20% already applied.\n\nPay before 25 September 2025 to keep cover without a gap.",
]
SCHOOL_NOTE = """# ค่าเทอมน้องข้าวปั้น ป.4 โรงเรียนมงฟอร์ตแผนกประถม ปีการศึกษา 2568

- เทอม 1/2568 ค่าเทอม 18,500 บาท จ่ายแล้ว 8 พ.ค. 2568
- ค่าชุด หนังสือ กระเป๋า รวม 4,260 บาท (พ.ค.)
- ค่ารถรับส่ง เดือนละ 1,800 บาท
- เรียนพิเศษภาษาอังกฤษ เสาร์เช้า เดือนละ 2,400 บาท
- เทอม 2/2568 ค่าเทอม 17,900 บาท ต้องจ่ายภายใน 20 ต.ค. 2568
- ทัศนศึกษาลำปาง 22 พ.ย. 2568 ค่าใช้จ่าย 950 บาท
"""
HOME_ITEMS = ["ค่าไฟ (Electricity)", "ค่าน้ำ (Water)", "เน็ต+มือถือ (Internet & phone)", "ผ่อนบ้าน ธอส. (Home loan)",
              "ค่ารถรับส่งลูก (School van)", "กับข้าว/ของใช้ (Food & groceries)"]
HOME_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค."]
HOME_2568 = [
    (1420, 1610, 2380, 3260, 3050, 2240, 1980, 1870),
    (260, 250, 310, 380, 350, 290, 270, 260),
    (1299, 1299, 1299, 1299, 1299, 1299, 1299, 1299),
    (9870, 9870, 9870, 9870, 9870, 9870, 9870, 9870),
    (1800, 1800, 1800, 0, 1800, 1800, 1800, 1800),
    (12400, 11800, 12900, 13600, 12100, 11900, 12300, 12600),
]
HOME_2567 = [
    (1380, 1520, 2210, 2890, 2760, 2050, 1840, 1760),
    (240, 240, 290, 350, 330, 270, 250, 250),
    (1199, 1199, 1199, 1199, 1199, 1199, 1199, 1199),
    (9870, 9870, 9870, 9870, 9870, 9870, 9870, 9870),
    (1600, 1600, 1600, 0, 1600, 1600, 1600, 1600),
    (11600, 11200, 12100, 12800, 11500, 11300, 11800, 11900),
]
TAX_NOTE = """# ภาษีเงินได้ ปีภาษี 2567 (ยื่น ภ.ง.ด.90 ออนไลน์ 14 มี.ค. 2568)

- เงินได้จากร้านนุไซเคิล 40(8) ทั้งปี 1,046,800 บาท
- หักค่าใช้จ่ายตามจริง 812,300 บาท (เก็บบิลลานนาไบค์ครบ)
- ลดหย่อนส่วนตัว 60,000 บุตร 1 คน 30,000 ดอกเบี้ยบ้าน ธอส. 41,870 ประกันสังคม ม.40 1,200
- เงินได้สุทธิ 101,430 บาท อยู่ในขั้นยกเว้น 150,000 แรก
- ภาษีที่ต้องจ่าย 0 บาท ได้คืนภาษีหัก ณ ที่จ่าย 1,260 บาท (งานซ่อมโรงแรม)
- เงินคืนเข้าพร้อมเพย์ 2 พ.ค. 2568
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลกรุ๊ปทัวร์ออสเตรเลีย ก่อน 20 ก.ย.\n- โอนค่าของลานนาไบค์\n"
                        "- ต่อประกันรถกระบะ\n- ลุงสมบัติมารับรถเสาร์\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านนุไซเคิล ม.ค.-ส.ค. 2568 (Nu Cycle income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขาย ส.ค. 68"
    sheet.append(["ยอดขายจักรยาน นุไซเคิล สิงหาคม 2568 (Bike sales, August 2025)"])
    sheet.append(list(SALES_HEADERS))
    for row in SALES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in SALES), sum(row[4] for row in SALES), ""])
    money_format(sheet, 5)
    stock = book.create_sheet("สต็อก Stock")
    stock.append(["สต็อกจักรยาน ณ 31 ส.ค. 2568 (Stock at 31 Aug 2025)"])
    stock.append(list(STOCK_HEADERS))
    for row in STOCK:
        stock.append(list(row))
    money_format(stock, 3)
    money_format(stock, 4)
    book.save(path)


def _home(path: Path) -> None:
    book = openpyxl.Workbook()
    for index, (year, rows) in enumerate((("2568", HOME_2568), ("2567", HOME_2567))):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = f"ปี {year}"
        sheet.append([f"ค่าใช้จ่ายบ้าน ปี {year} (Household bills)"])
        sheet.append(["รายการ (Item)", *HOME_MONTHS])
        for item, row in zip(HOME_ITEMS, rows):
            sheet.append([item, *row])
        sheet.append(["รวม (Total)", *(sum(column) for column in zip(*rows))])
        for column in range(2, 10):
            money_format(sheet, column)
    book.save(path)


TEXTS = {
    "นุไซเคิล/เช่า/เรทค่าเช่า_2567_เก่า.md": OLD_RATES,
    "นุไซเคิล/เช่า/PedalAsia_group_rental_Oct2025.txt": TOUR_EMAIL,
    "นุไซเคิล/ซ่อม/ใบเสนอราคา_ลานนาวิลล์_ร่าง.txt": HOTEL_DRAFT,
    "นุไซเคิล/ซ่อม/LINE_ลุงสมบัติ_ตีนผี.txt": LINE_SOMBAT,
    "นุไซเคิล/บัญชี/สรุปบัญชีร้าน_2567.md": LAST_YEAR,
    "นุไซเคิล/ซัพพลายเออร์/ราคาส่ง_ลานนาไบค์_2567.md": OLD_WHOLESALE,
    "นุไซเคิล/ทริป/ทริปแม่กำปอง_21กย68.md": RIDE_NOTE,
    "นุไซเคิล/ทริป/LINE_กลุ่มปั่นวันอาทิตย์.txt": LINE_GROUP,
    "นุไซเคิล/ทริป/ไอเดียทริปหน้าหนาว_ร่าง.txt": RIDE_IDEAS,
    "บ้าน/ลูก/ค่าเทอมข้าวปั้น_ปี2568.md": SCHOOL_NOTE,
    "บ้าน/ภาษี/ภาษีเงินได้_ปี2567.md": TAX_NOTE,
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the only indexed root)."""
    docs = root / "Documents"
    shop = docs / "นุไซเคิล"
    for sub in ("เช่า", "ซ่อม", "บัญชี", "ซัพพลายเออร์", "ทริป"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ธนาคาร", "รถ", "ลูก", "ภาษี"):
        (docs / "บ้าน" / sub).mkdir(parents=True, exist_ok=True)
    write_texts(docs, TEXTS)
    write_docx(shop / "เช่า" / "อัตราค่าเช่าจักรยาน_2568.docx", RATES_TOP, table=RATES_TABLE, bottom=RATES_BOTTOM)
    write_docx(shop / "ซ่อม" / "ใบเสนอราคา_โรงแรมลานนาวิลล์_QT68-031.docx", HOTEL_TOP, table=HOTEL_TABLE,
               bottom=HOTEL_BOTTOM)
    write_docx(shop / "ซ่อม" / "ใบเสนอราคา_ดอยคำโฮมสเตย์_QT68-024.docx", HOMESTAY_TOP, table=HOMESTAY_TABLE,
               bottom=HOMESTAY_BOTTOM)
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_นุไซเคิล_2568.xlsx")
    _sales(shop / "บัญชี" / "ยอดขายจักรยาน_สค68.xlsx")
    write_docx(shop / "บัญชี" / "สัญญาเช่าตึก_ศิริมังคลาจารย์_2568-2570.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    make_pdf(shop / "ซัพพลายเออร์" / "LannaBikeSupply_pricelist_Jul2025.pdf", PRICELIST)
    make_pdf(shop / "ซัพพลายเออร์" / "LannaBikeSupply_invoice_LB2508-0214.pdf", INVOICE)
    write_slides(shop / "ทริป" / "WeekendRides_Season2025-26.pptx", SEASON_SLIDES)
    make_pdf(docs / "บ้าน" / "ธนาคาร" / "GHB_homeloan_statement_2025-08.pdf", LOAN_PAGES)
    make_pdf(docs / "บ้าน" / "รถ" / "Dhipaya_renewal_Revo_2025.pdf", INSURANCE_PAGES)
    _home(docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2567-2568.xlsx")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
