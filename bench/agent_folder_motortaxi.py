"""A folder for bench/agent_tasks.py (`--folder motortaxi`): a Bangkok motorcycle-taxi rider's papers.

Somsak Kaewmanee (พี่ศักดิ์), vest no. 23 at the motorcycle-taxi stand (วินมอเตอร์ไซค์) at the mouth of Soi Lat Phrao
71 in Wang Thonglang, who also delivers food on LINE MAN and Grab in the afternoons: a Thai hire-purchase contract
for his Honda Click 160 (docx, a price and instalment table) and the leasing company's English statement (pdf),
the win's Thai membership rules (docx, a fee table) and a LINE export of the win's group chat (txt), his income by
month for January-June 2568 with the month's costs (xlsx, two sheets, Thai/English headers) and a day-by-day log
for July 2568 (xlsx), a Thai summary of last year's first half (md), Grab's English earnings-summary email (txt),
PTT Blue Card fuel statements for June and July 2025 (pdf), the repair shop's English receipt (pdf) and his Thai
maintenance log (md), the compulsory motor insurance (พ.ร.บ.) policy in English (pdf), two Thai quotes for
motorbike theft insurance (md, txt), slides an EV-bike company showed at the win meeting (pptx), a Thai savings
plan for 2568 (md), and six distractors that share words with them (the old Wave's closed contract and old
พ.ร.บ., last year's insurance quote, last year's draft savings plan, the repair shop's estimate before the
repair, a friend's hearsay about EV bikes); plus a workspect that already holds a to-do list. Written blind of
the engine's rules, in session 21, for bench/data/agent_tasks_motortaxi_holdout.json. Every figure a task checks
is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

HP_TOP = [
    "สัญญาเช่าซื้อรถจักรยานยนต์",
    "สัญญาเลขที่ TML-BK-67-018452",
    "ทำที่ บริษัท ไทยมอเตอร์ลีสซิ่ง จำกัด สาขาลาดพร้าว กรุงเทพมหานคร วันที่ 12 กุมภาพันธ์ 2567",
    "ผู้ให้เช่าซื้อ: บริษัท ไทยมอเตอร์ลีสซิ่ง จำกัด  ผู้เช่าซื้อ: นายสมศักดิ์ แก้วมณี  "
    "ผู้ค้ำประกัน: นางนิตยา แก้วมณี",
    "ที่อยู่ผู้เช่าซื้อ: 45/12 ซอยลาดพร้าว 71 แยก 12 แขวงสะพานสอง เขตวังทองหลาง กรุงเทพมหานคร 10310",
    "ข้อ 1. ทรัพย์สินที่เช่าซื้อ: รถจักรยานยนต์ ยี่ห้อ Honda รุ่น Click 160 ปี 2567 สีเทา-ดำ "
    "เลขตัวถัง MLHKF2510R5012874 ซื้อจากร้านเจริญยนต์ ลาดพร้าว ทะเบียน 3กต 5482 กรุงเทพมหานคร",
    "ข้อ 2. ผู้เช่าซื้อชำระค่างวดทุกวันที่ 10 ของเดือน เริ่มงวดแรกวันที่ 10 มีนาคม 2567 "
    "งวดสุดท้ายวันที่ 10 กุมภาพันธ์ 2570 ผ่านเคาน์เตอร์เซอร์วิส แอปธนาคาร หรือที่สาขา "
    "ราคาและการผ่อนชำระเป็นไปตามตารางนี้",
]
HP_TABLE = [
    ("รายการ", "จำนวน"),
    ("ราคารถเงินสด", "64,900 บาท"),
    ("เงินดาวน์", "6,500 บาท"),
    ("ยอดจัดเช่าซื้อ", "58,400 บาท"),
    ("อัตราดอกเบี้ยคงที่", "1.45% ต่อเดือน"),
    ("จำนวนงวด", "36 งวด"),
    ("ค่างวดต่อเดือน (รวมภาษีมูลค่าเพิ่ม)", "2,470 บาท"),
    ("ราคาเช่าซื้อรวมทั้งสิ้น", "88,920 บาท"),
]
HP_BOTTOM = [
    "ข้อ 3. หากชำระค่างวดล่าช้า ผู้เช่าซื้อต้องเสียเบี้ยปรับตามจำนวนวันที่ล่าช้า "
    "และค่าติดตามทวงถามงวดละ 100 บาท",
    "ข้อ 4. หากผู้เช่าซื้อผิดนัดชำระค่างวด 3 งวดติดต่อกัน ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและกลับเข้าครอบครองรถ "
    "โดยมีหนังสือแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ข้อ 5. ผู้เช่าซื้อมีสิทธิชำระค่าเช่าซื้อที่เหลือทั้งหมดก่อนครบกำหนด "
    "และได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดชำระร้อยละ 60",
    "ข้อ 6. ผู้เช่าซื้อต้องทำประกันภัยตาม พ.ร.บ. และชำระภาษีรถประจำปีตลอดอายุสัญญา "
    "ผู้ให้เช่าซื้อจะโอนกรรมสิทธิ์และส่งมอบเล่มทะเบียนเมื่อชำระครบทุกงวด",
    "ข้อ 7. ผู้เช่าซื้อจะนำรถไปจำนำ ให้เช่า หรือขายต่อ ก่อนชำระครบไม่ได้",
    "ลงชื่อ สมศักดิ์ แก้วมณี ผู้เช่าซื้อ",
    "ลงชื่อ นิตยา แก้วมณี ผู้ค้ำประกัน",
    "ลงชื่อ วรวุฒิ ทองดี ผู้รับมอบอำนาจ บริษัท ไทยมอเตอร์ลีสซิ่ง จำกัด",
]
WIN_TOP = [
    "ระเบียบสมาชิกวินรถจักรยานยนต์รับจ้าง ปากซอยลาดพร้าว 71",
    "จุดจอดเลขที่ วท-018 ขึ้นทะเบียนกับสำนักงานเขตวังทองหลาง และ สน.โชคชัย",
    "หัวหน้าวิน: นายชาติชาย บุญมา (พี่ชาติ) โทร 089-341-7706  เหรัญญิก: นายบุญเลิศ จันทร์หอม",
    "ข้อ 1. สมาชิกต้องมีใบอนุญาตขับรถจักรยานยนต์สาธารณะ "
    "และสวมเสื้อวินที่ขึ้นทะเบียนกับกรมการขนส่งทางบกทุกครั้งที่รับผู้โดยสาร",
    "ข้อ 2. รับผู้โดยสารตามลำดับคิว ห้ามแซงคิว เวรเช้า 05:30-09:00 น. เวรเย็น 16:30-20:00 น. "
    "สมาชิกต้องลงเวรอย่างน้อยสัปดาห์ละ 5 เวร",
    "ข้อ 3. เก็บค่าโดยสารตามป้ายอัตราค่าโดยสารที่ติดไว้ที่วินเท่านั้น",
    "ข้อ 4. สมาชิกชำระเงินให้เหรัญญิกตามตารางนี้",
]
WIN_FEES = [
    ("รายการ", "จำนวนเงิน", "กำหนดชำระ"),
    ("ค่าแรกเข้าสมาชิก", "2,000 บาท", "ครั้งเดียว วันที่เข้าวิน"),
    ("ค่าบำรุงวิน", "300 บาท ต่อเดือน", "ภายในวันที่ 5 ของทุกเดือน"),
    ("เงินกองทุนช่วยเหลือสมาชิก", "50 บาท ต่อเดือน", "จ่ายพร้อมค่าบำรุง"),
    ("ค่าเสื้อวินตัวใหม่", "350 บาท", "เมื่อเปลี่ยนเสื้อ"),
    ("ค่าปรับขาดเวร", "100 บาท ต่อครั้ง", "จ่ายเข้ากองทุน"),
]
WIN_BOTTOM = [
    "ข้อ 5. เงินกองทุนช่วยเหลือสมาชิก ใช้ช่วยสมาชิกที่ประสบอุบัติเหตุหรือเจ็บป่วยต้องนอนโรงพยาบาล "
    "ครั้งละไม่เกิน 3,000 บาท",
    "ข้อ 6. สมาชิกที่ค้างค่าบำรุงเกิน 2 เดือน หัวหน้าวินมีสิทธิพักคิว",
    "ข้อ 7. สมาชิกจะลาออกหรือขายสิทธิ์เสื้อวินต้องแจ้งที่ประชุมวินก่อนทุกครั้ง",
    "รับเป็นสมาชิก: นายสมศักดิ์ แก้วมณี เสื้อเบอร์ 23 ตั้งแต่วันที่ 1 มิถุนายน 2565",
    "ลงชื่อ ชาติชาย บุญมา หัวหน้าวิน",
    "ลงชื่อ สมศักดิ์ แก้วมณี สมาชิก",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "วิ่งวิน (Win rides, THB)", "LINE MAN (THB)", "Grab (THB)",
                  "รวมรายได้ (Total income, THB)", "วันทำงาน (Days worked)")
INCOME = [(14850, 6420, 5180, 27), (13920, 5960, 4870, 25), (15300, 6880, 5540, 27),
          (11260, 5120, 4310, 22), (14480, 7350, 5960, 27), (13770, 7910, 6240, 26)]
COST_HEADERS = ("เดือน (Month)", "น้ำมัน (Fuel, THB)", "ค่างวดรถ (Bike instalment, THB)",
                "ค่าวิน (Win fees, THB)", "ซ่อมบำรุง (Repairs, THB)", "ค่าโทรศัพท์/เน็ต (Phone & data, THB)",
                "รวมต้นทุน (Total costs, THB)", "เหลือสุทธิ (Net, THB)")
COSTS = [(2310, 2470, 350, 0, 399), (2180, 2470, 350, 450, 399), (2390, 2470, 350, 0, 399),
         (1920, 2470, 350, 630, 399), (2450, 2470, 350, 300, 399), (2391, 2470, 350, 0, 399)]
COST_NOTES = ["", "ปะยาง + เปลี่ยนหลอดไฟหน้า", "", "ผ้าเบรกหน้า, หยุดสงกรานต์กลับโคราช 5 วัน",
              "เปลี่ยนน้ำมันเครื่อง + เฟืองท้าย", "ฝนตกบ่อย วิ่งส่งอาหารมากขึ้น"]
JULY = [(1, 480, 310, 295, ""), (2, 460, 195, 160, ""), (3, 405, 210, 260, ""), (4, 570, 210, 260, ""),
        (5, 600, 315, 215, ""), (6, 0, 0, 0, "หยุด พาแพรวไปหาหมอฟัน"), (7, 620, 190, 210, ""),
        (8, 390, 260, 290, ""), (9, 500, 355, 285, ""), (10, 425, 250, 235, "จ่ายค่างวดรถ 2,470"),
        (11, 410, 360, 105, ""), (12, 570, 195, 145, ""), (13, 0, 0, 0, "หยุด"), (14, 635, 310, 210, ""),
        (15, 565, 155, 180, ""), (16, 445, 275, 105, ""), (17, 410, 225, 130, ""), (18, 420, 280, 250, ""),
        (19, 625, 330, 290, "เข้าร้านเอกมอเตอร์ตอนเช้า"), (20, 220, 0, 0, "ฝนตกทั้งวัน วิ่งแค่ช่วงเช้า"),
        (21, 575, 215, 150, ""), (22, 520, 300, 270, ""), (23, 460, 180, 295, ""), (24, 460, 370, 105, ""),
        (25, 440, 220, 250, ""), (26, 600, 310, 260, ""), (27, 335, 0, 0, "หยุดครึ่งวัน เย็นประชุมวิน"),
        (28, 550, 295, 175, ""), (29, 570, 175, 165, ""), (30, 465, 295, 235, ""), (31, 475, 270, 270, "")]
LAST_YEAR = """# สรุปรายได้ ม.ค.-มิ.ย. 2567 (ครึ่งปีแรก ปีที่แล้ว)

จดจากสมุดเล่มเขียว ตอน ม.ค.-ก.พ. ยังขับ Wave คันเก่าอยู่ ได้ Click มากลาง ก.พ.

- วิ่งวิน รวม 79,400 บาท
- LINE MAN รวม 31,250 บาท
- Grab รวม 26,800 บาท
- **รายได้รวมครึ่งปีแรก 2567 = 137,450 บาท**
- ค่าน้ำมันรวม 15,960 บาท (Wave กินน้ำมันกว่า)
- ค่างวด Click เริ่มจ่าย มี.ค. 67 (4 งวด = 9,880 บาท)
- เดือนที่ได้น้อยสุด เม.ย. 67 (สงกรานต์) 18,940 บาท
"""
GRAB_EMAIL = """From: Grab Thailand <no-reply@grab.com>
To: Somsak Kaewmanee <somsak.kaewmanee23@gmail.com>
Date: Thu, 20 Feb 2025 10:12:45 +0700
Subject: Your 2024 earnings summary for personal income tax filing

Hi Somsak,

Here is your GrabFood delivery-partner earnings summary for the tax year 2024 (1 January - 31 December 2024).
You may need it to file your personal income tax return (P.N.D. 90).

- Completed deliveries: 3,912 jobs
- Total earnings (delivery fees and incentives): 118,640.00 THB
- of which incentives and bonuses: 9,200.00 THB
- Tips from customers (not taxed by Grab): 4,315.00 THB
- Withholding tax deducted (3%): 3,559.20 THB

Your withholding tax certificate (50 Tawi) is attached to this email and is also in the Grab Driver app under
Account > Tax documents.

The deadline to file a paper return is 31 March 2025, or 8 April 2025 if you file online at the Revenue
Department website.

Ride safe,
Grab Driver Support Thailand
"""


def _fuel_pages(month: str, price: float, fills: list[tuple[int, float]], points_start: int) -> list[str]:
    lines = [f"{day:02d} {month[:3]} 2025  PTT Lat Phrao 71  Gasohol 95  {litres:.2f} L  "
             f"{round(litres * price, 2):,.2f} THB  {int(round(litres * price, 2) // 10)} pts"
             for day, litres in fills]
    total = sum(round(litres * price, 2) for _, litres in fills)
    points = sum(int(round(litres * price, 2) // 10) for _, litres in fills)
    head = (f"PTT Blue Card - MONTHLY STATEMENT - {month} 2025\nMember: Mr. Somsak Kaewmanee\n"
            f"Card No.: 7896 **** **** 4417   Member type: Blue Card Rider (motorcycle taxi)\n"
            f"Gasohol 95 price this month: {price:.2f} THB per litre\n")
    summary = (f"Fills this month: {len(fills)}\nTotal litres: {sum(l for _, l in fills):.2f} L\n"
               f"Total amount: {total:,.2f} THB\nPoints earned: {points} (1 point per 10 THB)\n"
               f"Points balance: {points_start + points:,}\n"
               "Redeem 100 points for a 10 THB discount at any PTT Station.")
    return [head + "\n".join(lines), summary]


FUEL_JUNE = _fuel_pages("June", 33.05, [(1, 4.95), (3, 4.86), (5, 5.28), (7, 4.21), (9, 5.22), (11, 4.46),
                                         (13, 4.56), (15, 4.88), (17, 5.39), (19, 5.34), (21, 5.02), (23, 4.26),
                                         (25, 4.71), (27, 4.59), (29, 4.61)], 1184)
FUEL_JULY = _fuel_pages("July", 32.65, [(2, 5.21), (4, 4.38), (6, 4.74), (8, 4.89), (10, 5.20), (12, 4.91),
                                         (14, 4.26), (16, 4.66), (18, 4.88), (20, 5.08), (22, 4.54), (24, 5.25),
                                         (26, 4.86), (28, 5.12), (30, 5.06), (31, 4.98)], 1417)
REPAIR_PAGES = [
    "Ek Motor Service\n88/7 Soi Lat Phrao 71, Wang Thonglang, Bangkok 10310   Tel. 086-552-1934\n"
    "RECEIPT / TAX INVOICE (abbreviated)   No. EK-2568-0742\nDate: 19 July 2025\n"
    "Customer: Somsak (win vest no. 23)\nVehicle: Honda Click 160, reg. 3KT 5482 Bangkok\nOdometer: 38,412 km\n"
    "Items:\n"
    "Engine oil change (Honda 0.8 L)  220.00\n"
    "Final gear oil  80.00\n"
    "Rear tyre IRC 100/80-14  650.00\n"
    "Rear brake pads  280.00\n"
    "Drive belt (genuine Honda)  690.00\n"
    "Labour  250.00\n"
    "Subtotal: 2,170.00 THB\nDiscount for win riders: 70.00 THB\nTotal paid: 2,100.00 THB (PromptPay)\n"
    "Warranty: drive belt 3 months or 5,000 km\nNext oil change due at 41,400 km\n"
    "Front tyre is worn: replace before 42,000 km (about 620 THB)",
]
ESTIMATE = """ใบประเมินราคาซ่อม (ยังไม่ได้ซ่อม) ร้านเอกมอเตอร์ 12 ก.ค. 2568
รถ Click 160 ทะเบียน 3กต 5482 ของพี่ศักดิ์ วินเบอร์ 23
- ยางหลัง Michelin 100/80-14 720 บาท
- สายพาน แท้ 690 บาท
- ผ้าเบรกหลัง 280 บาท
- ค่าแรง 300 บาท
รวมประมาณ 1,990 บาท
หมายเหตุ: ถ้าเอายาง IRC ถูกกว่า 70 บาท บอกช่างเอกไว้ว่าขอคิดดูก่อน
"""
MAINTENANCE = """# บันทึกซ่อมบำรุง Click 160 (3กต 5482)

| วันที่ | เลขไมล์ (km) | ทำอะไร | ร้าน | ค่าใช้จ่าย |
|---|---|---|---|---|
| 15 ก.พ. 2567 | 0 | รับรถใหม่ | เจริญยนต์ ลาดพร้าว | - |
| 20 มี.ค. 2567 | 1,020 | เช็กระยะครั้งแรก เปลี่ยนน้ำมันเครื่อง | ศูนย์เจริญยนต์ | ฟรี |
| 2 ก.ย. 2567 | 12,480 | น้ำมันเครื่อง + เฟืองท้าย | เอกมอเตอร์ | 300 บาท |
| 18 ธ.ค. 2567 | 21,900 | น้ำมันเครื่อง ล้างหัวฉีด | เอกมอเตอร์ | 520 บาท |
| 9 ก.พ. 2568 | 25,760 | ปะยางหลัง เปลี่ยนหลอดไฟหน้า | เอกมอเตอร์ | 450 บาท |
| 22 เม.ย. 2568 | 29,880 | ผ้าเบรกหน้า | เอกมอเตอร์ | 630 บาท |
| 3 พ.ค. 2568 | 32,150 | น้ำมันเครื่อง + เฟืองท้าย | เอกมอเตอร์ | 300 บาท |
| 19 ก.ค. 2568 | 38,412 | ยางหลัง สายพาน ผ้าเบรกหลัง น้ำมันเครื่อง | เอกมอเตอร์ | 2,100 บาท |

- ค่าซ่อมบำรุงปี 2568 (ม.ค.-ก.ค.) รวม 3,480 บาท
- วิ่งเฉลี่ยวันละประมาณ 110-130 กม. (เดือนละราว 3,000 กม.)
- ครั้งหน้า: เปลี่ยนน้ำมันเครื่องที่ 41,400 km, ยางหน้าเริ่มบาง ต้องเปลี่ยนก่อน 42,000 km
- สายพานรับประกัน 3 เดือน (ถึง 19 ต.ค. 68)
"""
CMI_PAGES = [
    "Rattanakosin Insurance PCL\nCOMPULSORY MOTOR INSURANCE POLICY (Por Ror Bor / CMI)\n"
    "Policy No.: CMI-68-0093127\nInsured: Mr. Somsak Kaewmanee\n"
    "Address: 45/12 Soi Lat Phrao 71 Yaek 12, Saphan Song, Wang Thonglang, Bangkok 10310\n"
    "Vehicle: Honda Click 160 (157 cc), motorcycle for hire (public)\n"
    "Registration: 3KT 5482 Bangkok   Chassis: MLHKF2510R5012874\n"
    "Period of insurance: 12 February 2025 (16:30) to 12 February 2026 (16:30)\n"
    "Premium: 600.00 THB\nStamp duty: 3.00 THB\nVAT 7%: 42.21 THB\nTotal premium: 645.21 THB\n"
    "Paid on 10 February 2025 at the Department of Land Transport, Area 3 (with the annual vehicle tax)",
    "Coverage per person\n"
    "Preliminary compensation (no-fault): medical expenses up to 30,000 THB; death or permanent disability "
    "35,000 THB\n"
    "After fault is determined: medical expenses up to 80,000 THB; death or permanent disability up to "
    "500,000 THB; daily hospital compensation 200 THB a day, up to 20 days\n"
    "Claims: call 1791 or the Road Accident Victims Protection Co. within 180 days\n"
    "Renew before the policy ends; you cannot pay the annual vehicle tax without a valid CMI.",
]
OLD_CMI = """พ.ร.บ. รถจักรยานยนต์ Honda Wave 110i (คันเก่า ขายไปแล้ว ก.พ. 67)
กรมธรรม์ประกันภัยภาคบังคับ เลขที่ 66-CMI-552310
ระยะเวลาคุ้มครอง 3 มีนาคม 2566 ถึง 3 มีนาคม 2567
เบี้ยรวม 323.14 บาท (รถไม่เกิน 125 ซีซี)
ค่ารักษาพยาบาลเบื้องต้น 30,000 บาท
"""
LEASING_PAGES = [
    "Thai Motor Leasing Co., Ltd. - Lat Phrao Branch\nHIRE-PURCHASE ACCOUNT STATEMENT\n"
    "Statement date: 30 June 2025\nContract No.: TML-BK-67-018452\nHirer: Mr. Somsak Kaewmanee\n"
    "Vehicle: Honda Click 160, reg. 3KT 5482 Bangkok\n"
    "Amount financed: 58,400.00 THB   Flat rate 1.45% per month   Term 36 months\n"
    "Monthly instalment: 2,470.00 THB, due on the 10th of each month\n"
    "Instalments paid: 16 of 36 (last payment 10 June 2025)\n"
    "Late payments: 1 (instalment of 10 Nov 2024, paid 14 Nov 2024, collection fee 100.00 THB)\n"
    "Remaining instalments: 20 x 2,470.00 = 49,400.00 THB\n"
    "Next instalment: 10 July 2025",
    "Early settlement quotation\n"
    "If you pay off the whole contract by 31 July 2025:\n"
    "Remaining instalments: 49,400.00 THB\n"
    "Less 60% discount on unearned interest: 10,173.33 THB\n"
    "Early settlement amount: 39,226.67 THB\n"
    "The registration book will be transferred to you within 30 days after the final payment.\n"
    "Questions: call 02-514-8800 or LINE @thaimotorleasing",
]
OLD_HP = """สัญญาเช่าซื้อ Honda Wave 110i (คันเก่า) - ปิดบัญชีแล้ว
บริษัท ไทยมอเตอร์ลีสซิ่ง จำกัด สัญญาเลขที่ TML-BK-63-004419 ทำวันที่ 5 มีนาคม 2563
ราคารถ 41,500 บาท ดาวน์ 4,000 บาท ผ่อนเดือนละ 1,790 บาท 30 งวด
จ่ายครบงวดสุดท้าย 5 สิงหาคม 2565 ได้เล่มทะเบียนแล้ว
ขายต่อให้น้าเปี๊ยก ก.พ. 2567 ได้ 12,000 บาท เอามาเป็นเงินดาวน์ Click
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม วินปากซอยลาดพร้าว 71
บันทึกเมื่อ: 28/07/2568 22:15

จ., 14/07/2568
07:02\tชาติ หัววิน\tแจ้งสมาชิกทุกคนครับ ขนส่งให้เปลี่ยนเสื้อวินเป็นรุ่นใหม่ที่มี QR code ทุกคน
07:03\tชาติ หัววิน\tต้องเปลี่ยนให้เสร็จภายใน 30 ก.ย. 68 ถ้าเลยโดนปรับ
07:05\tชาติ หัววิน\tเสื้อรุ่นใหม่ตัวละ 380 บาทนะ แพงกว่าเดิม 30 บาท จ่ายที่เลิศเหรัญญิกได้เลย
07:10\tศักดิ์ 23\tรับทราบครับพี่ เดี๋ยวจ่ายพร้อมค่าบำรุงเดือนหน้า
07:12\tเลิศ เหรัญญิก\tใครจ่ายแล้วเดี๋ยวผมลงชื่อให้นะ
07:30\tตั้ม 08\tพี่ชาติ ป้ายราคาใหม่ติดเมื่อไหร่ครับ ลูกค้าถามกันเยอะ

พ., 16/07/2568
18:44\tชาติ หัววิน\tป้ายราคาใหม่ติดวันที่ 1 ส.ค. นะ เข้าซอยถึงแยก 12 จาก 20 เป็น 25 บาท ถึงท้ายซอย 40 บาท
18:46\tชาติ หัววิน\tส่วนไปตลาดโชคชัย 4 ยัง 35 เท่าเดิม
18:50\tศักดิ์ 23\tโอเคครับ

ศ., 18/07/2568
21:15\tเลิศ เหรัญญิก\tไอ้ป๊อก 15 รถล้มหน้าเซเว่นเมื่อบ่าย ขาเจ็บ นอนโรงบาลลาดพร้าว 2 คืน
21:16\tเลิศ เหรัญญิก\tกองทุนวินโอนช่วยไปแล้ว 3,000 บาทตามระเบียบ
21:20\tศักดิ์ 23\tเดี๋ยวพรุ่งนี้ผมรับเวรเช้าแทนป๊อกเองครับ

อ., 22/07/2568
12:03\tชาติ หัววิน\tนัดประชุมสมาชิกวันอาทิตย์ที่ 27 ก.ค. 2 ทุ่ม ร้านข้าวต้มเจ๊หงส์ ปากซอย
12:04\tชาติ หัววิน\tมีบริษัทรถไฟฟ้า VoltRide มาเสนอโครงการเปลี่ยนรถ ใครสนใจมาฟัง
12:10\tศักดิ์ 23\tไปครับ

จ., 28/07/2568
08:20\tชาติ หัววิน\tสรุปประชุมเมื่อวาน: มา 24 คนจาก 31 คน ใครจะเข้าโครงการรถไฟฟ้าให้แจ้งผมภายใน 20 ส.ค.
08:22\tชาติ หัววิน\tค่าบำรุงเดือน ส.ค. ยังเท่าเดิม 300 บาท + กองทุน 50
"""
EV_SLIDES = [
    ("วินเปลี่ยนรถไฟฟ้า ประหยัดค่าน้ำมัน (EV switch program for win riders)",
     "Presented at Win Pak Soi Lat Phrao 71 members' meeting, 27 July 2025\nVoltRide Bangkok"),
    ("รถและราคา (The bike)", "VoltRide S2 electric scooter, top speed 90 km/h\n"
                              "Range about 110 km per battery\nCash price: 52,900 THB\n"
                              "Rent-to-own: 2,190 THB a month for 36 months,"
                              " no down payment for registered win riders"),
    ("สลับแบต (Battery swap)", "Unlimited swaps: 1,190 THB a month\nOr pay per swap: 45 THB\n"
                                "240 swap stations in Bangkok, nearest at PTT Lat Phrao 71"),
    ("ประหยัดเท่าไหร่ (Your savings)", "A win rider spends about 2,500 THB a month on petrol\n"
                                        "With unlimited battery swap: 1,190 THB a month\n"
                                        "You save about 1,310 THB a month, and no oil changes"),
    ("สมัครยังไง (How to join)", "Trade in your petrol bike: we pay up to 15,000 THB\n"
                                 "Register with your win head by 31 August 2025\n"
                                 "Bring: ID card, public motorcycle driving licence, win vest card"),
]
EV_RUMOUR = """# รถไฟฟ้าที่ไอ้ตั้มเล่า (จดไว้ มิ.ย. 68)
- ตั้มบอกว่าวินฝั่งบางกะปิเปลี่ยนเป็นรถไฟฟ้ากันแล้ว ผ่อนเดือนละ 1,900 ?
- แบตเช่าเหมาเดือนละ 990 ได้ยินมา ยังไม่แน่ใจ
- วิ่งได้ 80 กม. ต่อแบต ต้องไปสลับแบตกลางวัน
- ถามพี่ชาติว่าจะมีบริษัทมาเสนอที่วินไหม
"""
THEFT_VIRIYA = """# ใบเสนอราคาประกันภัยรถจักรยานยนต์ ประเภท 2+ (รถหาย ไฟไหม้ ชนคู่กรณี) วิริยะประกันภัย ปี 2568

ผู้เอาประกัน: นายสมศักดิ์ แก้วมณี  รถ Honda Click 160 ปี 2567 ทะเบียน 3กต 5482
ตัวแทน: คุณจันทร์เพ็ญ โทร 081-229-4410 (เสนอราคา 2 ก.ค. 2568)

- ทุนประกัน (รถหาย/ไฟไหม้) 55,000 บาท
- ชนกับยานพาหนะทางบก ซ่อมรถเรา วงเงิน 55,000 บาท
- ความรับผิดต่อทรัพย์สินบุคคลภายนอก 500,000 บาท
- ค่ารักษาพยาบาลผู้ขับขี่ 10,000 บาท
- ค่าเสียหายส่วนแรก 1,000 บาท ต่อครั้ง
- **เบี้ยประกันรวม 2,890 บาท ต่อปี** (รวมคุ้มครองรถใช้รับจ้างแล้ว)
- ผ่อน 0% ได้ 3 เดือน เดือนละ 963.33 บาท
- ราคานี้ยืนถึง 31 ส.ค. 2568
"""
THEFT_MUANGTHAI = """ใบเสนอราคา ประกันรถจักรยานยนต์ 2+ เมืองไทยประกันภัย ปี 2568
เสนอให้ คุณสมศักดิ์ แก้วมณี (Honda Click 160 / 3กต 5482) วันที่ 8 กรกฎาคม 2568
จากโบรกเกอร์: ร้านประกันพี่หน่อย หน้าตลาดโชคชัย 4 โทร 02-538-1127

ทุนประกันรถหาย/ไฟไหม้: 50,000 บาท
ชนกับยานพาหนะ ซ่อมรถเรา: 50,000 บาท
ทรัพย์สินบุคคลภายนอก: 600,000 บาท
ค่ารักษาพยาบาลผู้ขับขี่: 10,000 บาท
ค่าเสียหายส่วนแรก: 2,000 บาท ต่อครั้ง
เบี้ยประกันรวม: 2,450 บาท ต่อปี
หมายเหตุ: ถ้าใช้รถรับจ้าง (วินมอเตอร์ไซค์/ส่งอาหาร) ต้องซื้อเพิ่มอีก 600 บาท ไม่งั้นเคลมไม่ได้
จ่ายครั้งเดียว ไม่มีผ่อน
"""
THEFT_OLD = """# ใบเสนอราคาประกันรถหาย วิริยะ ปี 2567 (ไม่ได้ซื้อ)

รถ Click 160 ใหม่ ทุนประกัน 60,000 บาท
เบี้ยประกัน 3,150 บาท ต่อปี
ค่าเสียหายส่วนแรก 1,000 บาท
ตอนนั้นเงินไม่พอ เพิ่งดาวน์รถ เลยไม่ได้ทำ
"""
SAVINGS_PLAN = """# แผนเก็บเงินปี 2568 (คุยกับนิดเมื่อ 5 ม.ค. 68)

## เป้าหมาย
1. เงินสำรองฉุกเฉิน 60,000 บาท (ตอนนี้มี 21,500 บาท ในออมสินบัญชีเผื่อเรียก)
2. ค่าเทอมแพรวขึ้น ป.6 (พ.ค. 2569) ประมาณ 18,000 บาท
3. ปิดหนี้ Click ก่อนกำหนด ถ้าเก็บได้ประมาณ 40,000 บาทภายใน ต.ค. 68 ได้ส่วนลดดอกเบี้ย 60%

## เก็บเดือนละเท่าไหร่
- เงินฉุกเฉิน: วันละ 100 บาท หยอดกระปุก ฝากออมสินทุกสิ้นเดือน ประมาณ 3,000 บาท
- กอช. (กองทุนการออมแห่งชาติ): ส่งเดือนละ 1,000 บาท อายุ 41 รัฐสมทบ 80% ได้สูงสุดปีละ 960 บาท
- ประกันสังคม มาตรา 40 ทางเลือก 2: เดือนละ 100 บาท (ได้ค่าชดเชยตอนป่วยนอนโรงพยาบาล วันละ 300 + บำเหน็จ)
- สลากออมสิน 2 ปี เพื่อค่าเทอมแพรว: เดือนละ 1,500 บาท
- **รวมออมเดือนละ 5,600 บาท**

## ต้องลด
- หวย เหลืองวดละ 80 บาท (เดิมงวดละ 300)
- บุหรี่ เลิกให้ได้ก่อนสงกรานต์ 2568
- กินข้าวนอกบ้านช่วงกลางวัน เอาข้าวกล่องจากบ้านไป
"""
SAVINGS_OLD = """# แผนเก็บเงิน 2567 (ร่าง ทำไม่ได้ตามแผน)
- อยากเก็บเดือนละ 4,000 บาท แต่ต้องดาวน์รถใหม่ก่อน
- เงินฉุกเฉินเป้า 30,000 บาท
- ยังไม่ได้สมัคร กอช.
- ลองส่งแชร์วงป้าแต๋ว เดือนละ 2,000 (เลิกแล้ว)
"""
WORKSPECT = {"todo.md": "- จ่ายค่าบำรุงวิน ส.ค. + ค่าเสื้อใหม่ ให้พี่เลิศ\n- เลือกประกันรถหาย ก่อน 31 ส.ค.\n"
                        "- เปลี่ยนยางหน้า\n- ถามนิดเรื่องโปะปิดรถ\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append(["รายได้วิน + ส่งอาหาร ม.ค.-มิ.ย. 2568 (Win and delivery income, Jan-Jun 2025) - สมศักดิ์ เสื้อ 23"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(list(COST_HEADERS) + ["หมายเหตุ (Note)"])
    for month, row, income, note in zip(MONTHS, COSTS, INCOME, COST_NOTES):
        costs.append([month, *row, sum(row), sum(income[:3]) - sum(row), note])
    costs.append(["รวม (Total)", *(sum(column) for column in zip(*COSTS)), sum(sum(row) for row in COSTS),
                  sum(sum(row[:3]) for row in INCOME) - sum(sum(row) for row in COSTS), ""])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


def _july(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ก.ค. 2568 (Jul)"
    sheet.append(["จดรายได้รายวัน กรกฎาคม 2568 (Daily income log, July 2025)"])
    sheet.append(["วันที่ (Date)", "วิ่งวิน (Win, THB)", "LINE MAN (THB)", "Grab (THB)", "รวม (Total, THB)",
                  "หมายเหตุ (Note)"])
    for day, win, lineman, grab, note in JULY:
        sheet.append([f"{day}/7/2568", win, lineman, grab, win + lineman + grab, note])
    sheet.append(["รวม (Total)", sum(row[1] for row in JULY), sum(row[2] for row in JULY),
                  sum(row[3] for row in JULY), sum(sum(row[1:4]) for row in JULY),
                  f"ทำงาน {sum(1 for row in JULY if sum(row[1:4]))} วัน"])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    bike, cover, income = docs / "รถ_Click160", docs / "รถ_Click160" / "ประกัน", docs / "รายได้"
    fuel, win, money, old = docs / "น้ำมัน", docs / "วิน", docs / "เงินเก็บ", docs / "เก่า"
    for folder in (bike, cover, income, fuel, win, money, old):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(bike / "สัญญาเช่าซื้อ_Click160_ไทยมอเตอร์ลีสซิ่ง.docx", HP_TOP, table=HP_TABLE, bottom=HP_BOTTOM)
    make_pdf(bike / "ThaiMotorLeasing_statement_2025-06.pdf", LEASING_PAGES)
    make_pdf(bike / "พรบ_Click160_2568.pdf", CMI_PAGES)
    (bike / "บันทึกซ่อมบำรุง_Click160.md").write_text(MAINTENANCE, encoding="utf-8")
    make_pdf(bike / "EkMotor_receipt_2025-07-19.pdf", REPAIR_PAGES)
    (cover / "ใบเสนอราคา_ประกันรถหาย_วิริยะ_2568.md").write_text(THEFT_VIRIYA, encoding="utf-8")
    (cover / "ใบเสนอราคา_ประกันรถหาย_เมืองไทย_2568.txt").write_text(THEFT_MUANGTHAI, encoding="utf-8")
    _income(income / "รายได้_วิน_ไรเดอร์_2568.xlsx")
    _july(income / "รายได้รายวัน_กรกฎาคม2568.xlsx")
    (income / "สรุปรายได้_ครึ่งปีแรก_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    (income / "Grab_earnings_summary_2024_email.txt").write_text(GRAB_EMAIL, encoding="utf-8")
    make_pdf(fuel / "PTT_BlueCard_statement_2025-06.pdf", FUEL_JUNE)
    make_pdf(fuel / "PTT_BlueCard_statement_2025-07.pdf", FUEL_JULY)
    write_docx(win / "ระเบียบสมาชิกวิน_ปากซอยลาดพร้าว71.docx", WIN_TOP, table=WIN_FEES, bottom=WIN_BOTTOM)
    (win / "LINE_วินปากซอย71_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    write_slides(win / "VoltRide_EV_วินเปลี่ยนรถไฟฟ้า.pptx", EV_SLIDES)
    (money / "แผนเก็บเงิน_2568.md").write_text(SAVINGS_PLAN, encoding="utf-8")
    write_texts(docs, {
        "รถ_Click160/ใบประเมินค่าซ่อม_เอกมอเตอร์_ก่อนซ่อม.txt": ESTIMATE,
        "รถ_Click160/ประกัน/ใบเสนอราคา_ประกันรถหาย_วิริยะ_2567.md": THEFT_OLD,
        "วิน/EV_ไอเดีย_ที่ไอ้ตั้มเล่า.md": EV_RUMOUR,
        "เงินเก็บ/แผนเก็บเงิน_2567_ร่าง.md": SAVINGS_OLD,
        "เก่า/สัญญาเช่าซื้อ_Wave110i_2563_ปิดแล้ว.txt": OLD_HP,
        "เก่า/พรบ_Wave110i_2566.txt": OLD_CMI,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the rider's to-do list."""
    write_texts(workspect, WORKSPECT)
