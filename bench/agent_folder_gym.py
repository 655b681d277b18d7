"""A folder for bench/agent_tasks.py (`--folder gym`): a Hat Yai couple's fitness studio and home papers.

Thanawat (พี่ต้น) and Siriporn (พี่แพร) Kaewmanee run MoveFit Studio (มูฟฟิต สตูดิโอ หาดใหญ่) on Niphat Songkhro 1
Road in Hat Yai, Songkhla, with membership plans and four trainers: a Thai lease of the studio's floor space (docx,
a rent table), the studio's Thai membership rules and price list (docx, a plan table), two English quotations for
new treadmills, benches and dumbbells (pdf), the studio's revenue for January-June 2568 by stream with the monthly
expenses (xlsx, two sheets, Thai/English headers), the trainers' pay and commission sheets for June and July 2568
(xlsx), a LINE chat export with a member about refunding her annual membership (txt), a Thai email from their
accountant about VAT registration and the half-year tax (txt), the studio's PEA electricity bills for July 2025 and
July 2024 (pdf), the August class timetable (pptx), Thai notes on the third-anniversary promotion and on a trainers'
meeting (md), household spending for June and July (xlsx), a Thai household note (md) and their daughter's
kindergarten invoice (English pdf); and six distractors that share words with them (a draft lease, an older
treadmill quote, last year's revenue summary, July's old timetable, last year's commission rates, last year's
household note); plus a workspect that already holds a to-do list. Written blind of the engine's rules in session
17 for bench/data/agent_tasks_gym_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าพื้นที่อาคารพาณิชย์",
    "ทำที่ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 10 กรกฎาคม 2566",
    "ผู้ให้เช่า: นางวรรณา ตันติวงศ์  ผู้เช่า: นายธนวัฒน์ แก้วมณี และ นางศิริพร แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ชั้น 1 และชั้น 2 ของอาคารพาณิชย์ 2 คูหา เลขที่ 45/12 ถนนนิพัทธ์สงเคราะห์ 1 "
    "ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา 90110 พื้นที่รวมประมาณ 420 ตารางเมตร "
    "เพื่อใช้ประกอบกิจการสตูดิโอออกกำลังกาย ชื่อ มูฟฟิต สตูดิโอ หาดใหญ่ (MoveFit Studio)",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 สิงหาคม 2566 สิ้นสุดวันที่ 31 กรกฎาคม 2569",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 3 เดือน เป็นเงิน 105,000 บาท (หนึ่งแสนห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าดัดแปลงพื้น ติดกระจก และติดตั้งเครื่องปรับอากาศได้ โดยต้องแจ้งผู้ให้เช่าก่อน "
    "ผู้เช่าเป็นผู้ชำระค่าไฟฟ้า ค่าน้ำประปา และค่าล้างแอร์เอง",
    "ข้อ 7. ผู้เช่าต้องไม่เปิดเพลงเสียงดังรบกวนผู้อยู่อาศัยข้างเคียงหลังเวลา 22:00 น. "
    "ผู้ให้เช่าให้ใช้ที่จอดรถหน้าอาคารได้ 4 คัน",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 9. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ส.ค. 2566 - ก.ค. 2567", "35,000 บาท"),
    ("ปีที่ 2", "ส.ค. 2567 - ก.ค. 2568", "35,000 บาท"),
    ("ปีที่ 3", "ส.ค. 2568 - ก.ค. 2569", "37,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วรรณา ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ ธนวัฒน์ แก้วมณี ผู้เช่า", "ลงชื่อ ศิริพร แก้วมณี ผู้เช่า",
                "ลงชื่อ สมชาย ตันติวงศ์ พยาน"]
RULES_TOP = [
    "ระเบียบสมาชิกและอัตราค่าบริการ มูฟฟิต สตูดิโอ หาดใหญ่ (MoveFit Studio) ปี 2568",
    "ใช้ตั้งแต่วันที่ 1 มกราคม 2568 เวลาเปิดบริการ จันทร์-ศุกร์ 06:00-22:00 น. เสาร์-อาทิตย์ 08:00-20:00 น.",
    "อัตราค่าสมาชิกและบริการ",
]
RULES_PRICES = [
    ("ประเภท (Plan)", "ราคา (บาท)", "สิทธิ์"),
    ("รายวัน (Day pass)", "150", "ใช้ฟิตเนส 1 วัน ไม่รวมคลาส"),
    ("รายเดือน (Monthly)", "1,290", "ฟิตเนส + คลาสกลุ่มไม่จำกัด"),
    ("นักศึกษา รายเดือน (Student monthly)", "890", "แสดงบัตรนักศึกษา ม.อ. หรือมหาวิทยาลัยอื่น"),
    ("3 เดือน (3 months)", "3,490", "ฟิตเนส + คลาสกลุ่มไม่จำกัด"),
    ("6 เดือน (6 months)", "6,290", "ฟิตเนส + คลาส + InBody 2 ครั้ง"),
    ("รายปี (Annual)", "10,900", "ฟิตเนส + คลาส + InBody 4 ครั้ง + ล็อกเกอร์ประจำ"),
    ("เทรนเนอร์ส่วนตัว 10 ครั้ง (PT 10 sessions)", "6,500", "ใช้ภายใน 4 เดือน"),
    ("เทรนเนอร์ส่วนตัว 20 ครั้ง (PT 20 sessions)", "12,000", "ใช้ภายใน 7 เดือน"),
]
RULES_BOTTOM = [
    "การพักสมาชิก (freeze): สมาชิก 3 เดือนขึ้นไป พักได้ปีละไม่เกิน 30 วัน โดยไม่มีค่าใช้จ่าย "
    "แจ้งล่วงหน้า 3 วันทาง LINE OA",
    "การยกเลิกและคืนเงิน: ยกเลิกภายใน 7 วันนับจากวันเริ่ม คืนเงินเต็มจำนวน หักค่าดำเนินการ 300 บาท",
    "หลังจาก 7 วัน คืนเงินเฉพาะกรณีเจ็บป่วยมีใบรับรองแพทย์ หรือย้ายที่อยู่ห่างเกิน 50 กม. "
    "คืนตามจำนวนเดือนเต็มที่เหลือ หักค่าธรรมเนียม 20%",
    "แพ็กเกจเทรนเนอร์ส่วนตัว (PT) ไม่คืนเงิน แต่โอนสิทธิ์ให้ผู้อื่นได้ 1 ครั้ง",
    "ยกเลิกนัด PT ต้องแจ้งล่วงหน้า 12 ชั่วโมง มิฉะนั้นตัดสิทธิ์ 1 ครั้ง",
    "จองคลาสผ่าน LINE OA @movefithy ยกเลิกก่อนเริ่มคลาส 2 ชั่วโมง คลาสละไม่เกิน 16 คน",
    "บัตรสมาชิกหาย ทำใหม่ 100 บาท ล็อกเกอร์รายวันคืนกุญแจก่อนกลับ หายปรับ 200 บาท",
]
QUOTE_SPORTSPRO = [
    "SportsPro Equipment (Hat Yai) Co., Ltd.\n88 Kanchanavanich Road, Hat Yai, Songkhla 90110  Tel. 074-355-210\n"
    "QUOTATION No. SP-Q-2568-0412\nDate: 10 July 2025\n"
    "To: MoveFit Studio (Khun Thanawat Kaewmanee), 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "1. Commercial treadmill Impulse AC990 (3.0 HP AC motor)   2 x 89,000.00 = 178,000.00 THB\n"
    "2. Adjustable bench FID   3 x 6,500.00 = 19,500.00 THB\n"
    "3. Dumbbell set 2.5-30 kg with 2-tier rack   1 x 42,000.00 = 42,000.00 THB\n"
    "Subtotal: 239,500.00 THB\nSpecial discount 5%: -11,975.00 THB\nAfter discount: 227,525.00 THB\n"
    "VAT 7%: 15,926.75 THB\nGrand total: 243,451.75 THB\n"
    "Warranty: treadmill motor 3 years, frame 5 years, parts and labour 1 year\n"
    "Delivery and installation: free in Hat Yai, within 14 days of the deposit\n"
    "Payment: 50% deposit with the order, 50% on installation\n"
    "This quotation is valid until 10 August 2025.\nSales: Khun Pornthip Saelim, Tel. 081-898-4412",
]
QUOTE_FITNESSHUB = [
    "Fitness Hub Songkhla Co., Ltd.\n215/7 Ratthakan Road, Hat Yai, Songkhla 90110  Tel. 074-800-615\n"
    "QUOTATION No. FHS-2507-118\nDate: 16 July 2025\n"
    "Customer: MoveFit Studio Hat Yai (Khun Siriporn Kaewmanee)\n"
    "1. Treadmill Spirit CT850 commercial (4.0 HP AC motor)   2 x 82,500.00 = 165,000.00 THB\n"
    "2. Adjustable bench   3 x 5,900.00 = 17,700.00 THB\n"
    "3. Rubber hex dumbbells 2.5-30 kg with rack   1 x 45,500.00 = 45,500.00 THB\n"
    "Delivery and installation: 3,500.00 THB\nSubtotal: 231,700.00 THB\nVAT 7%: 16,219.00 THB\n"
    "Grand total: 247,919.00 THB\n"
    "Warranty: treadmill motor 5 years, parts 2 years, labour 1 year, free service visit every 6 months\n"
    "Delivery: 21-30 days after the order (imported stock)\n"
    "Payment: 30% deposit, balance on delivery; 0% installments for 10 months with a KBank credit card\n"
    "Valid for 30 days.\nSales: Mr. Arif Yusoh, Tel. 089-466-0753",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
REVENUE_HEADERS = ("เดือน (Month)", "ค่าสมาชิก (Memberships, THB)", "เทรนเนอร์ส่วนตัว (Personal training, THB)",
                   "รายวัน/คลาส (Day pass & drop-in, THB)", "เครื่องดื่ม/อาหารเสริม (Drinks & supplements, THB)",
                   "รวม (Total, THB)", "สมาชิกที่ใช้งาน (Active members)")
REVENUE = [(192400, 98500, 18200, 12300, 312), (181900, 90000, 15600, 11100, 305),
           (176700, 93500, 14900, 10800, 298), (149300, 74000, 9800, 8900, 264),
           (186600, 106500, 16400, 12700, 321), (199200, 114000, 19300, 13600, 338)]
EXPENSE_HEADERS = ("รายการ (Item)", *MONTHS, "รวม (Total, THB)")
EXPENSES = [
    ("ค่าเช่าพื้นที่ (Rent)", (35000,) * 6),
    ("เงินเดือนพนักงานต้อนรับ 2 คน (Front desk)", (28000,) * 6),
    ("ค่าจ้าง+ค่าคอมเทรนเนอร์ (Trainers' pay)", (101350, 96480, 98210, 84300, 103940, 105160)),
    ("ค่าไฟฟ้า (Electricity)", (19870, 21340, 24960, 27480, 26150, 24730)),
    ("ค่าน้ำประปา (Water)", (1180, 1090, 1240, 1310, 1260, 1220)),
    ("อินเทอร์เน็ต+ลิขสิทธิ์เพลง (Internet & music licence)", (2390,) * 6),
    ("แม่บ้านทำความสะอาด (Cleaning)", (7500,) * 6),
    ("โฆษณาเฟซบุ๊ก (Facebook ads)", (8000, 6000, 6000, 12000, 8000, 6000)),
    ("ซ่อมบำรุงอุปกรณ์ (Equipment repairs)", (0, 4500, 0, 12800, 0, 2600)),
    ("ต้นทุนเครื่องดื่ม/อาหารเสริม (Drinks & supplements stock)", (7400, 6800, 6500, 5600, 7600, 8100)),
    ("ค่าทำบัญชี (Accountant)", (3500,) * 6),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", (3750,) * 6),
]
PAY_HEADERS = ("เทรนเนอร์ (Trainer)", "เงินเดือนฐาน (Base, THB)", "จำนวนเซสชัน/คลาส (Sessions)",
               "ค่าสอนต่อครั้ง (Per session, THB)", "ค่าสอน (Session pay, THB)",
               "ยอดขายแพ็กเกจ PT (PT package sales, THB)", "ค่าคอม 10% (Commission, THB)", "รวมจ่าย (Total pay, THB)",
               "หมายเหตุ (Note)")
PAY = {
    "06": [("โค้ชบอส ภานุวัฒน์ ศรีทอง (Boss)", 12000, 86, 220, 39000, ""),
           ("โค้ชอามีน หะยีสาและ (Amin)", 12000, 74, 220, 32500, ""),
           ("โค้ชฟ้า ฟ้าใส จันทร์เพ็ญ (Fah)", 12000, 58, 220, 26000, ""),
           ("ครูแนน ณัฐชา ทองคำ (Nan, yoga)", 0, 24, 450, 6500, "คลาสโยคะ คิดเป็นคลาส")],
    "07": [("โค้ชบอส ภานุวัฒน์ ศรีทอง (Boss)", 12000, 79, 220, 45500, ""),
           ("โค้ชอามีน หะยีสาและ (Amin)", 12000, 81, 220, 41000, ""),
           ("โค้ชฟ้า ฟ้าใส จันทร์เพ็ญ (Fah)", 12000, 61, 220, 19500, "ลาป่วย 2 วัน"),
           ("ครูแนน ณัฐชา ทองคำ (Nan, yoga)", 0, 26, 450, 9750, "คลาสโยคะ คิดเป็นคลาส")],
}
PAY_TITLES = {"06": ("มิ.ย. 2568 (June 2025)", "โอนวันที่ 30 มิถุนายน 2568"),
              "07": ("ก.ค. 2568 (July 2025)", "โอนวันที่ 31 กรกฎาคม 2568")}
LINE_CHAT = """[LINE] ประวัติการแชทกับ Mind Nattida
บันทึกเมื่อ: 19/07/2568 20:15

จ., 14/07/2568
10:05\tMind Nattida\tสวัสดีค่ะพี่แพร มายด์ขอสอบถามเรื่องยกเลิกสมาชิกรายปีค่ะ
10:06\tMind Nattida\tมายด์เอ็นเข่าอักเสบ หมอให้งดออกกำลังกายแล้วทำกายภาพอย่างน้อย 6 เดือนค่ะ
10:06\tMind Nattida\t[รูปภาพ]
10:07\tMind Nattida\tนี่ใบรับรองแพทย์จาก รพ.หาดใหญ่ค่ะ
10:30\tแพร MoveFit\tเสียใจด้วยนะมายด์ ถ้ามีใบรับรองแพทย์ คืนเงินตามเดือนเต็มที่เหลือ หัก 20% ค่ะ ขอพี่เช็กวันสมัครก่อน
10:52\tแพร MoveFit\tมายด์สมัครรายปี 10,900 บาท เริ่ม 1 มี.ค. 68 หมด 28 ก.พ. 69 เหลือเดือนเต็ม ส.ค.-ก.พ. 7 เดือนค่ะ
10:53\tแพร MoveFit\tคิดเดือนละ 908 บาท x 7 = 6,356 บาท หัก 20% (1,271 บาท) คืนได้ 5,085 บาทนะคะ
11:02\tMind Nattida\tโอเคค่ะ แล้ว PT ที่ซื้อกับโค้ชบอสเหลือ 4 ครั้ง คืนได้ไหมคะ
11:10\tแพร MoveFit\tแพ็กเกจ PT คืนเงินไม่ได้ค่ะ แต่โอนสิทธิ์ให้คนอื่นได้ 1 ครั้ง ต้องใช้ให้หมดภายใน 31 ธ.ค. 68 นะคะ
11:15\tMind Nattida\tงั้นโอนให้น้องสาวค่ะ ชื่อใบเตย เดี๋ยวให้น้องทักไปนะคะ
11:16\tแพร MoveFit\tได้ค่ะ

พ., 16/07/2568
14:20\tแพร MoveFit\tพี่ต้นอนุมัติแล้วนะคะ จะโอนคืน 5,085 บาท ทางพร้อมเพย์ วันศุกร์ที่ 18 ก.ค. ค่ะ ขอเบอร์ด้วยนะคะ
14:31\tMind Nattida\t089-657-3381 ค่ะ ชื่อ ณัฐธิดา รัตนพันธ์
14:32\tแพร MoveFit\tรับทราบค่ะ

ศ., 18/07/2568
11:05\tแพร MoveFit\tโอนแล้วนะคะ 5,085 บาท
11:05\tแพร MoveFit\t[รูปภาพ]
11:40\tMind Nattida\tได้รับแล้วค่ะ ขอบคุณพี่แพรมากๆ หายแล้วจะกลับไปสมัครใหม่นะคะ
"""
ACCOUNTANT_EMAIL = """From: สุภาพร การบัญชี <supaporn.acc.hy@gmail.com>
To: Siriporn Kaewmanee <prae.movefit@gmail.com>
Cc: Thanawat Kaewmanee <ton.movefit@gmail.com>
Date: Mon, 14 Jul 2025 09:40:12 +0700
Subject: รายรับเกิน 1.8 ล้าน ต้องจดภาษีมูลค่าเพิ่ม + ภ.ง.ด.94

เรียน คุณแพร คุณต้น

จากไฟล์รายรับรายจ่าย ม.ค.-มิ.ย. 2568 ที่ส่งมา รายรับรวมครึ่งปีของสตูดิโอเกิน 1,800,000 บาทแล้ว
(ยอดสะสมเกินเมื่อวันที่ 24 มิถุนายน 2568) ตามกฎหมายต้องยื่นจดทะเบียนภาษีมูลค่าเพิ่ม (ภ.พ.01)
ภายใน 30 วันนับจากวันที่รายรับเกิน คือภายในวันที่ 24 กรกฎาคม 2568 ค่ะ

สิ่งที่ต้องเตรียม
1. สำเนาบัตรประชาชนคุณต้น และสำเนาทะเบียนบ้าน
2. สัญญาเช่าพื้นที่ (ฉบับที่เซ็นกับคุณวรรณา) และหนังสือยินยอมให้ใช้สถานที่
3. รูปถ่ายหน้าร้านที่เห็นป้ายชื่อ MoveFit Studio และแผนที่

หลังจดแล้ว ราคาสมาชิกต้องรวมภาษีมูลค่าเพิ่ม 7% ถ้าไม่ปรับราคา รายได้จะหายไปประมาณ 6.5% ค่ะ
ต้องออกใบกำกับภาษีให้สมาชิก และยื่น ภ.พ.30 ทุกเดือนภายในวันที่ 15 (ยื่นออนไลน์ได้ถึงวันที่ 23)

ภาษีครึ่งปี (ภ.ง.ด.94) ยื่นภายใน 30 กันยายน 2568 (ออนไลน์ได้ถึง 8 ตุลาคม 2568)
ประเมินเบื้องต้นต้องชำระประมาณ 21,600 บาท ใช้วิธีหักค่าใช้จ่ายตามจริง

ค่าทำบัญชี: เนื่องจากต้องทำรายงานภาษีซื้อภาษีขายเพิ่ม ตั้งแต่เดือนสิงหาคม 2568 ขอปรับค่าบริการ
จากเดือนละ 3,500 บาท เป็นเดือนละ 5,000 บาท นะคะ

ขอบคุณค่ะ
สุภาพร เพ็ชรรัตน์
สำนักงานบัญชีสุภาพร หาดใหญ่ โทร 074-231-884
"""
PEA_2025 = [
    "Provincial Electricity Authority (PEA) - Hat Yai Office\nELECTRICITY BILL - July 2025\n"
    "Customer: MoveFit Studio (Mr. Thanawat Kaewmanee)\n"
    "Address: 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "Account No.: 020045678123   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 5,120 kWh\nEnergy charge: 22,118.40 THB\n"
    "Ft charge: 1,009.66 THB\nService charge: 312.24 THB\nVAT 7%: 1,640.82 THB\nAmount due: 25,081.12 THB\n"
    "Due date: 15 August 2025\nPay at PEA offices, Counter Service, or by direct debit.",
]
PEA_2024 = [
    "Provincial Electricity Authority (PEA) - Hat Yai Office\nELECTRICITY BILL - July 2024\n"
    "Customer: MoveFit Studio (Mr. Thanawat Kaewmanee)\n"
    "Address: 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "Account No.: 020045678123   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2024 - 31 July 2024\nUnits used: 4,380 kWh\nEnergy charge: 18,921.60 THB\n"
    "Ft charge: 1,739.74 THB\nService charge: 312.24 THB\nVAT 7%: 1,468.15 THB\nAmount due: 22,441.73 THB\n"
    "Due date: 15 August 2024\nPay at PEA offices, Counter Service, or by direct debit.",
]
TIMETABLE = [
    ("ตารางคลาส MoveFit Studio เดือนสิงหาคม 2568 (Class timetable, August 2025)",
     "ใช้ตั้งแต่ 1 ส.ค. 2568\nจองคลาสผ่าน LINE OA @movefithy\nคลาสละไม่เกิน 16 คน"),
    ("จันทร์ / พุธ / ศุกร์ (Mon / Wed / Fri)",
     "06:30 HIIT 45 นาที - โค้ชอามีน (Coach Amin)\n12:15 Core Express 30 นาที - โค้ชฟ้า (Coach Fah)\n"
     "18:00 Body Pump - โค้ชบอส (Coach Boss)\n19:15 Yoga Flow - ครูแนน (Kru Nan)"),
    ("อังคาร / พฤหัส (Tue / Thu)",
     "06:30 Spin Bike - โค้ชบอส (Coach Boss)\n18:00 Boxing Fit - โค้ชอามีน (Coach Amin)\n"
     "19:15 Pilates Mat - โค้ชฟ้า (Coach Fah)"),
    ("เสาร์ / อาทิตย์ (Sat / Sun)",
     "เสาร์ 09:00 Yoga Basic - ครูแนน (Kru Nan)\n"
     "เสาร์ 10:30 Bootcamp กลางแจ้ง สวนสาธารณะหาดใหญ่ - โค้ชบอส (Coach Boss)\n"
     "เสาร์ 16:00 Muay Thai Fit (คลาสใหม่) - โค้ชอามีน (Coach Amin)\n"
     "อาทิตย์ 09:00 Stretch & Mobility - โค้ชฟ้า (Coach Fah)"),
    ("คลาสใหม่ Muay Thai Fit (New class)",
     "เริ่มเสาร์ที่ 9 สิงหาคม 2568 เวลา 16:00-17:00 น.\nสมาชิกเข้าฟรี คนนอก drop-in 250 บาท\n"
     "เตรียมผ้าพันมือเอง หรือซื้อที่เคาน์เตอร์ 180 บาท"),
]
PROMO_NOTE = """# แผนโปรครบรอบ 3 ปี MoveFit (สิงหาคม 2568)

คุยกันวันที่ 20 ก.ค. 68 พี่ต้น พี่แพร

## โปรหลัก
- สมาชิกรายปีลดจาก 10,900 เหลือ 8,900 บาท เฉพาะ 50 คนแรก สมัครระหว่าง 1-31 ส.ค. 68
- ชวนเพื่อนมาสมัคร (bring a friend) คนชวนได้ต่อสมาชิกฟรี 1 เดือน
- แพ็กเกจ PT 10 ครั้ง แถมฟรี 2 ครั้ง (จ่าย 6,500 เท่าเดิม)
- วัด InBody ฟรีทุกคนที่มาในวันงาน

## วันงาน
- เสาร์ที่ 2 ส.ค. 68 เปิดให้คนนอกเข้าฟรีทั้งวัน 08:00-20:00
- มีคลาสตัวอย่าง Muay Thai Fit กับโค้ชอามีน 16:00 (ก่อนเปิดจริง 9 ส.ค.)
- ของว่าง+เครื่องดื่มโปรตีน งบ 6,000 บาท

## งบและเป้า
- งบโฆษณาเฟซบุ๊ก+TikTok เดือน ส.ค. 15,000 บาท
- เป้าสมาชิกใหม่ 60 คน
- ถ้าจดแวตแล้ว ราคา 8,900 ต้องรวมแวตแล้ว (ถามคุณสุภาพรอีกที)
"""
MEETING_NOTE = """# ประชุมทีมโค้ช MoveFit 7 ก.ค. 2568

เข้าประชุม: พี่ต้น พี่แพร โค้ชบอส โค้ชอามีน โค้ชฟ้า ครูแนน

## เรื่องค่าคอม
- ตั้งแต่ 1 ส.ค. 68 ค่าคอมขายแพ็กเกจ PT ปรับจาก 10% เป็น 12% สำหรับโค้ชที่ขายได้เกิน 40,000 บาทต่อเดือน
  (ต่ำกว่านั้นยัง 10% เหมือนเดิม)
- ค่าสอนต่อเซสชันยัง 220 บาท ครูแนนคลาสโยคะ 450 บาทต่อคลาส เท่าเดิม

## กติกา PT
- ลูกค้ายกเลิกนัดไม่ถึง 12 ชั่วโมง ตัดสิทธิ์ 1 ครั้ง โค้ชยังได้ค่าสอนครึ่งหนึ่ง (110 บาท)
- จด session ในแอปทุกครั้ง สิ้นเดือนพี่แพรจะเช็กกับสมุดเซ็นชื่อ

## อื่นๆ
- โค้ชฟ้าลาพักร้อน 18-22 ส.ค. 68 โค้ชบอสสอน Pilates แทน
- ทำความสะอาดเครื่องหลังใช้ทุกครั้ง ล้างแอร์ทั้งสตูดิโอ ส.ค. นี้ (4 เครื่อง เครื่องละ 800)
- โค้ชอามีนเปิดคลาส Muay Thai Fit เสาร์ 16:00 เริ่ม 9 ส.ค.
"""
HOME_NOTE = """# โน้ตบ้าน 2568 (พี่แพรจด)

- ผ่อนบ้าน ธ.ออมสิน เดือนละ 14,200 บาท ตัดวันที่ 1 (เหลืออีก 22 ปี)
- ผ่อนรถ Yaris Cross เดือนละ 11,400 บาท ถึง ต.ค. 2570
- ส่งเงินให้แม่ที่ปัตตานีเดือนละ 4,000 บาท
- แม่นัดตรวจตาที่ รพ.สงขลานครินทร์ วันพฤหัสที่ 28 ส.ค. 68 เวลา 08:30 พี่ต้นพาไป (สตูดิโอให้โค้ชบอสดูแทน)
- น้องพิมพ์ อนุบาล 3 ค่าเทอม 2 ต้องจ่ายภายใน 20 ต.ค. 68
- ประกันรถหมด 5 ก.ย. 68 ต้องต่อ
- ปีใหม่อยากพาแม่กับน้องพิมพ์ไปเที่ยวเบตง งบ 15,000
"""
SCHOOL_PAGES = [
    "Little Tree Bilingual Kindergarten Hat Yai\n19 Phetkasem Road, Hat Yai, Songkhla 90110\nINVOICE - TERM FEES\n"
    "Invoice No.: LT-T2-2025-0233   Date: 1 September 2025\n"
    "Pupil: Pim Kaewmanee, Kindergarten 3 (K3/2)\n"
    "Parents: Mr. Thanawat Kaewmanee and Mrs. Siriporn Kaewmanee\n"
    "Term 2, academic year 2025 (3 November 2025 - 13 March 2026)\n"
    "Tuition fee: 21,500.00 THB\nEnglish and Chinese programme: 4,000.00 THB\nLunch and milk: 3,200.00 THB\n"
    "School bus (Hat Yai zone 2): 4,800.00 THB\nTotal: 33,500.00 THB\nDue date: 20 October 2025\n"
    "Pay by transfer to Kasikornbank, Hat Yai branch, account 031-2-88415-7, or at the school office",
]
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ออมสิน (Home loan)", 14200, ""),
        ("ผ่อนรถ Yaris Cross (Car loan)", 11400, ""),
        ("อาหาร (Food)", 13800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2940, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("น้องพิมพ์ เรียนว่ายน้ำ (Pim's swimming)", 1800, ""),
        ("น้ำมันรถ (Fuel)", 2700, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1498, ""),
        ("ส่งให้แม่ที่ปัตตานี (For mum in Pattani)", 4000, ""),
        ("ประกันชีวิต (Life insurance)", 3650, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ออมสิน (Home loan)", 14200, ""),
        ("ผ่อนรถ Yaris Cross (Car loan)", 11400, ""),
        ("อาหาร (Food)", 14500, ""),
        ("ค่าไฟบ้าน (Home electricity)", 3180, ""),
        ("ค่าน้ำบ้าน (Home water)", 300, ""),
        ("น้องพิมพ์ เรียนว่ายน้ำ (Pim's swimming)", 1800, ""),
        ("น้ำมันรถ (Fuel)", 2900, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1498, ""),
        ("ส่งให้แม่ที่ปัตตานี (For mum in Pattani)", 4000, ""),
        ("ประกันชีวิต (Life insurance)", 3650, ""),
        ("ซ่อมแอร์ห้องนอน (Bedroom AC repair)", 2200, ""),
    ],
}
DISTRACTORS = {
    "MoveFit/สัญญา/สัญญาเช่า_ร่าง_v1_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าพื้นที่ ถ.นิพัทธ์สงเคราะห์ 1 (ร่างแรก มิถุนายน 2566 ยังไม่เซ็น)\n"
        "- เจ๊วรรณเสนอค่าเช่าเดือนละ 38,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 2 เดือน = 76,000 บาท\n- เราขอ 3 ปี เริ่มที่ 35,000 รอแก้ในฉบับจริง\n",
    "MoveFit/ใบเสนอราคา/ใบเสนอราคา_SportsPro_ลู่วิ่ง_2567.txt":
        "ใบเสนอราคา SportsPro Equipment (Hat Yai) ปี 2567 (ตอนนั้นยังไม่ซื้อ)\n"
        "ลู่วิ่ง Impulse AC880 2 เครื่อง เครื่องละ 95,000 บาท\nรับประกันมอเตอร์ 2 ปี\n"
        "รวมทั้งสิ้น 203,300 บาท (รวมแวต)\nส่งฟรีในหาดใหญ่\n",
    "MoveFit/บัญชี/รายรับ_สตูดิโอ_2567_สรุป.md":
        "# สรุปรายรับ MoveFit ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- รายรับรวม 1,512,400 บาท\n"
        "- สมาชิกที่ใช้งานเดือน มิ.ย. 67 287 คน\n- เดือนที่รายรับต่ำสุด เม.ย. 201,600 บาท\n"
        "- ค่าเช่าเดือนละ 35,000\n",
    "MoveFit/ตารางคลาส/ตารางคลาส_ก.ค.2568.md":
        "# ตารางคลาส ก.ค. 2568 (เดือนที่แล้ว)\n- จ/พ/ศ 18:00 Body Pump โค้ชบอส\n- จ/พ/ศ 19:00 Yoga Flow ครูแนน\n"
        "- พุธ 20:00 Boxing Fit โค้ชอามีน\n- เสาร์ 10:00 Bootcamp\n- ยังไม่มีคลาสมวยไทย\n",
    "MoveFit/เทรนเนอร์/เรทค่าคอม_2567_เก่า.md":
        "# เรทค่าจ้างเทรนเนอร์ ปี 2567 (เก่า)\n- เงินเดือนฐาน 10,000 บาท\n- ค่าสอนต่อเซสชัน 200 บาท\n"
        "- ค่าคอมขายแพ็กเกจ PT 8%\n- ครูโยคะคลาสละ 400 บาท\n",
    "บ้าน/โน้ตบ้าน_2567.md":
        "# โน้ตบ้าน 2567\n- ผ่อนบ้าน ออมสิน เดือนละ 14,200\n- น้องพิมพ์ อนุบาล 2 ค่าเทอม 2 จ่าย 31,900 บาท\n"
        "- แม่นัดตรวจตา รพ.สงขลานครินทร์ 15 ส.ค. 67\n- ประกันรถหมด 5 ก.ย. 67\n",
}
WORKSPECT = {"todo.md": "- ส่งเอกสารจดแวตให้คุณสุภาพร\n- เลือกร้านลู่วิ่ง (SportsPro หรือ Fitness Hub)\n"
                        "- ทำโพสต์โปรครบรอบ 3 ปี\n- จ่ายค่าไฟสตูดิโอ ก.ค.\n- นัดล้างแอร์สตูดิโอ\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Revenue"
    sheet.append(["รายรับ MoveFit Studio ม.ค.-มิ.ย. 2568 (MoveFit Studio revenue, Jan-Jun 2025)"])
    sheet.append(list(REVENUE_HEADERS))
    for month, row in zip(MONTHS, REVENUE):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*REVENUE))[:4]),
                  sum(sum(row[:4]) for row in REVENUE), ""])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่าย MoveFit Studio ม.ค.-มิ.ย. 2568 (Expenses, Jan-Jun 2025)"])
    spend.append(list(EXPENSE_HEADERS))
    for item, amounts in EXPENSES:
        spend.append([item, *amounts, sum(amounts)])
    monthly = [sum(amounts[index] for _, amounts in EXPENSES) for index in range(6)]
    spend.append(["รวมรายจ่าย (Total expenses)", *monthly, sum(monthly)])
    income = [sum(row[:4]) for row in REVENUE]
    spend.append(["กำไร (Profit)", *(a - b for a, b in zip(income, monthly)), sum(income) - sum(monthly)])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _pay(path: Path, month: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    title, paid = PAY_TITLES[month]
    sheet.title = f"ค่าคอม {month}-2568"
    sheet.append([f"ค่าจ้างและค่าคอมเทรนเนอร์ MoveFit {title}"])
    sheet.append(list(PAY_HEADERS))
    totals = []
    for name, base, sessions, rate, sales, note in PAY[month]:
        commission = sales // 10
        total = base + sessions * rate + commission
        totals.append(total)
        sheet.append([name, base, sessions, rate, sessions * rate, sales, commission, total, note])
    sheet.append(["รวม (Total)", "", "", "", "", "", "", sum(totals), paid])
    for column in (2, 5, 6, 7, 8):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    studio = docs / "MoveFit"
    for sub in ("สัญญา", "บัญชี", "เทรนเนอร์", "ใบเสนอราคา", "แชท", "บิล", "ตารางคลาส", "อีเมล", "โน้ต"):
        (studio / sub).mkdir(parents=True, exist_ok=True)
    (docs / "บ้าน").mkdir(parents=True, exist_ok=True)
    write_docx(studio / "สัญญา" / "สัญญาเช่าพื้นที่_MoveFit_หาดใหญ่.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(studio / "สัญญา" / "ระเบียบสมาชิกและราคา_2568.docx", RULES_TOP, table=RULES_PRICES,
               bottom=RULES_BOTTOM)
    make_pdf(studio / "ใบเสนอราคา" / "ใบเสนอราคา_SportsPro_ลู่วิ่ง_2568.pdf", QUOTE_SPORTSPRO)
    make_pdf(studio / "ใบเสนอราคา" / "Quotation_FitnessHub_Songkhla_2025.pdf", QUOTE_FITNESSHUB)
    _accounts(studio / "บัญชี" / "รายรับรายจ่าย_สตูดิโอ_ม.ค.-มิ.ย.2568.xlsx")
    _pay(studio / "เทรนเนอร์" / "ค่าคอมเทรนเนอร์_2568-06.xlsx", "06")
    _pay(studio / "เทรนเนอร์" / "ค่าคอมเทรนเนอร์_2568-07.xlsx", "07")
    (studio / "แชท" / "LINE_คุณมายด์_ขอคืนเงินสมาชิก.txt").write_text(LINE_CHAT, encoding="utf-8")
    (studio / "อีเมล" / "อีเมลจากบัญชี_จดแวต_2568-07.txt").write_text(ACCOUNTANT_EMAIL, encoding="utf-8")
    make_pdf(studio / "บิล" / "PEA_studio_bill_2025-07.pdf", PEA_2025)
    make_pdf(studio / "บิล" / "PEA_studio_bill_2024-07.pdf", PEA_2024)
    write_slides(studio / "ตารางคลาส" / "ตารางคลาส_ส.ค.2568.pptx", TIMETABLE)
    (studio / "โน้ต" / "แผนโปรครบรอบ3ปี_ส.ค.68.md").write_text(PROMO_NOTE, encoding="utf-8")
    (studio / "โน้ต" / "ประชุมทีมโค้ช_2568-07-07.md").write_text(MEETING_NOTE, encoding="utf-8")
    write_spending(docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    (docs / "บ้าน" / "โน้ตบ้าน_2568.md").write_text(HOME_NOTE, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "LittleTree_invoice_term2_2025.pdf", SCHOOL_PAGES)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
