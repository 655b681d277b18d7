"""A folder for bench/agent_tasks.py (`--folder tentrental`): a Khon Kaen tent, table and sound-system rental business.

Weeraphong Saenkham (พี่วีระ) and his wife Ornuma (อุ๋ม) run Weera Tent Khon Kaen (วีระเต็นท์ขอนแก่น) from Sila,
Mueang Khon Kaen, renting tents, Chinese round tables, chairs and sound systems for weddings, ordinations and
funerals, with a Toyota Hilux pickup and day-paid helpers: this year's rental price list (md) and last year's, a
Thai wedding quote (docx, a table) and a draft of it, an ordination quote for another customer (docx, a table), the
October-December booking sheet (xlsx, two sheets: bookings with a total row, and equipment on hand), a Thai rental
agreement with the sub-district office for Loy Krathong (docx, a table), a running club's English email asking for
a quote, two LINE chat exports (the bride about her wedding, a daughter about her mother's funeral), income and
expenses by month for January-September 2568 (xlsx, two sheets, Thai/English headers) and last year's income
summary (md), the helpers' wages for October and September (xlsx, two sheets), a tent factory's English quotation
(pdf) and its old quote (md), a sound shop's English invoice (pdf), slides of the 2569 expansion plan (pptx) and a
draft of that idea, the pickup's hire-purchase statement and insurance renewal (English pdf) with a Thai truck-costs
note, and household papers: an English electricity bill (pdf) and a Thai note on the daughter's school fees; plus a
workspect that holds a to-do list. Written blind of the engine's rules, in session 23, for
bench/data/agent_tasks_tentrental_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PRICES_2568 = """# ราคาเช่า วีระเต็นท์ขอนแก่น ปี 2568 (ใช้ตั้งแต่ 1 ม.ค. 2568)

โทร 081-964-2257 (พี่วีระ) / 089-517-3062 (อุ๋ม)

- เต็นท์ผ้าใบ 4x8 ม. (ลายขาว-เขียว) หลังละ 600 บาท/วัน
- เต็นท์ทรงปิรามิด 5x10 ม. สีขาว พร้อมผ้าระบาย หลังละ 1,500 บาท/วัน
- โต๊ะจีนกลม พร้อมผ้าปู ตัวละ 120 บาท/วัน
- เก้าอี้พลาสติก ตัวละ 7 บาท/วัน
- เก้าอี้เหล็กบุนวม พร้อมผ้าคลุม ตัวละ 15 บาท/วัน
- เครื่องเสียงชุดเล็ก (ลำโพง 2 ตู้ ไมค์ลอย 2 ตัว) 2,500 บาท/งาน
- เครื่องเสียงชุดใหญ่ (ลำโพง 4 ตู้ มิกเซอร์ พร้อมคนคุมเสียง) 6,500 บาท/งาน
- ค่าขนส่งในเขตเมืองฟรี นอกเขตเมืองเที่ยวละ 500 บาท
- มัดจำ 30% ของค่าเช่า งานศพไม่เก็บมัดจำ เก็บเงินวันสุดท้าย
"""
PRICES_2567 = """# ราคาเช่าเต็นท์ โต๊ะ เก้าอี้ ปี 2567 (ใบเก่า)

- เต็นท์ผ้าใบ 4x8 ม. หลังละ 500 บาท/วัน
- เต็นท์ทรงปิรามิด 5x10 ม. หลังละ 1,200 บาท/วัน
- โต๊ะจีนกลม พร้อมผ้าปู ตัวละ 100 บาท
- เก้าอี้พลาสติก ตัวละ 6 บาท เก้าอี้บุนวม ตัวละ 12 บาท
- เครื่องเสียงชุดเล็ก 2,000 บาท/งาน ชุดใหญ่ 5,500 บาท/งาน
- นอกเขตเมืองคิดค่ารถเที่ยวละ 400 บาท
"""
WEDDING_TOP = [
    "ใบเสนอราคา",
    "วีระเต็นท์ขอนแก่น (นายวีระพงษ์ แสนคำ) 145 หมู่ 7 ต.ศิลา อ.เมืองขอนแก่น จ.ขอนแก่น 40000 โทร 081-964-2257",
    "เลขที่ WT68-052   วันที่ 12 กันยายน 2568",
    "เรียน คุณจิราพร ภูมิพันธ์ (เจ้าสาว) บ้านโนนม่วง ต.ศิลา อ.เมืองขอนแก่น",
    "เรื่อง เต็นท์ โต๊ะจีน เก้าอี้ และเครื่องเสียง งานมงคลสมรส วันเสาร์ที่ 15 พฤศจิกายน 2568 (1 วัน)",
]
WEDDING_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เต็นท์ทรงปิรามิด 5x10 ม. สีขาว ผ้าระบายสีชมพู (หลังละ 1,500)", "4 หลัง", "6,000"),
    ("2", "โต๊ะจีนกลม พร้อมผ้าปู (ตัวละ 120)", "30 ตัว", "3,600"),
    ("3", "เก้าอี้เหล็กบุนวม พร้อมผ้าคลุมผูกโบว์ (ตัวละ 15)", "300 ตัว", "4,500"),
    ("4", "เครื่องเสียงชุดใหญ่ พร้อมคนคุมเสียง", "1 งาน", "6,500"),
    ("5", "ไฟสปอตไลท์และไฟประดับซุ้ม", "1 ชุด", "1,200"),
    ("", "รวม", "", "21,800"),
    ("", "ส่วนลดลูกค้าในตำบลศิลา", "", "-800"),
    ("", "รวมทั้งสิ้น", "", "21,000"),
]
WEDDING_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 6,300 บาท เพื่อยืนยันวันงาน ส่วนที่เหลือ 14,700 บาท ชำระวันงาน",
    "ทีมงานเข้ากางเต็นท์และจัดโต๊ะก่อนวันงาน 1 วัน เก็บของวันที่ 16 พฤศจิกายน 2568",
    "เก้าอี้หรือผ้าปูชำรุดเสียหาย คิดตามราคาทุน ยกเลิกงานก่อน 30 วัน คืนมัดจำครึ่งหนึ่ง",
    "โอนเข้าบัญชีกสิกรไทย 123-4-56789-0 นายวีระพงษ์ แสนคำ",
    "ลงชื่อ วีระพงษ์ แสนคำ ผู้เสนอราคา",
]
WEDDING_DRAFT = """ร่างราคางานแต่งน้องจิราพร โนนม่วง (ยังไม่ส่ง รอถามแม่เจ้าสาว)
- เต็นท์ปิรามิด 3 หลัง 4,500
- โต๊ะจีน 30 ตัว 3,600
- เก้าอี้พลาสติก 300 ตัว 2,100
- เครื่องเสียงชุดเล็ก 2,500
รวม 12,700 บาท มัดจำ 3,800
*เจ้าสาวอยากได้เก้าอี้บุนวมกับเครื่องเสียงชุดใหญ่ ต้องทำราคาใหม่
"""
ORDINATION_TOP = [
    "ใบเสนอราคา",
    "วีระเต็นท์ขอนแก่น (นายวีระพงษ์ แสนคำ) 145 หมู่ 7 ต.ศิลา อ.เมืองขอนแก่น โทร 081-964-2257",
    "เลขที่ WT68-047   วันที่ 28 สิงหาคม 2568",
    "เรียน คุณแม่บุญหลาย ศรีบุญเรือง บ้านโนนทัน อ.บ้านฝาง จ.ขอนแก่น",
    "เรื่อง อุปกรณ์งานอุปสมบท นายธนากร ศรีบุญเรือง วันที่ 25-26 ตุลาคม 2568 (2 วัน)",
]
ORDINATION_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เต็นท์ผ้าใบ 4x8 ม. 2 วัน (หลังละ 600)", "6 หลัง", "7,200"),
    ("2", "โต๊ะจีนกลม พร้อมผ้าปู 2 วัน (ตัวละ 120)", "20 ตัว", "4,800"),
    ("3", "เก้าอี้พลาสติก 2 วัน (ตัวละ 7)", "200 ตัว", "2,800"),
    ("4", "เครื่องเสียงชุดเล็ก สำหรับแห่นาคและพิธีสงฆ์", "2 วัน", "5,000"),
    ("5", "ค่าขนส่งนอกเขตเมือง (บ้านฝาง)", "1 เที่ยว", "500"),
    ("", "รวมทั้งสิ้น", "", "20,300"),
]
ORDINATION_BOTTOM = [
    "มัดจำ 6,000 บาท (ตกลงปัดจาก 30%) ชำระภายใน 15 กันยายน 2568 ส่วนที่เหลือ 14,300 บาท ชำระวันที่ 26 ตุลาคม 2568",
    "เข้ากางเต็นท์วันที่ 24 ตุลาคม 2568 ช่วงบ่าย",
    "ลงชื่อ วีระพงษ์ แสนคำ ผู้เสนอราคา",
]
BOOKING_HEADERS = ("วันที่งาน (Date)", "เจ้าภาพ (Host)", "งาน (Event)", "สถานที่ (Place)", "เต็นท์ (Tents)",
                   "เก้าอี้ (Chairs)", "ค่าเช่า (Rent, THB)", "มัดจำ (Deposit, THB)", "คงเหลือ (Balance, THB)",
                   "หมายเหตุ (Note)")
BOOKINGS = [
    ("04/10/2568", "ครอบครัวพรมมา (พี่แสงเดือน)", "งานศพ 5 คืน (4-8 ต.ค.)", "วัดศรีนวล ต.ศิลา", 4, 250, 9500, 0,
     "งานศพไม่เก็บมัดจำ"),
    ("11/10/2568", "คุณสุนทร ใจดี", "ขึ้นบ้านใหม่", "บ้านหนองไผ่", 2, 80, 3200, 1000, ""),
    ("18/10/2568", "ครอบครัวบุญมี", "งานแต่ง", "บ้านดอนหัน", 5, 350, 19800, 6000, "เครื่องเสียงชุดใหญ่"),
    ("25/10/2568", "นายธนากร ศรีบุญเรือง", "งานบวช 2 วัน", "บ้านโนนทัน อ.บ้านฝาง", 6, 200, 20300, 6000,
     "นอกเขต ค่ารถ 500"),
    ("05/11/2568", "อบต.ศิลา", "งานลอยกระทง", "หนองน้ำบ้านศิลา", 8, 400, 24000, 0, "ราชการ จ่ายหลังตรวจรับ"),
    ("15/11/2568", "คุณจิราพร ภูมิพันธ์", "งานแต่ง", "บ้านโนนม่วง", 4, 300, 21000, 6300, "ผ้าระบายสีชมพู"),
    ("22/11/2568", "ร้านหมูกระทะเจ๊หน่อย", "เปิดร้านใหม่", "ถนนมิตรภาพ", 2, 60, 2800, 800, ""),
    ("13/12/2568", "ครอบครัวแก้วเกิด", "ทำบุญ 100 วัน", "บ้านศิลา", 3, 150, 6400, 2000, ""),
]
INVENTORY_HEADERS = ("อุปกรณ์ (Item)", "มีทั้งหมด (Owned)", "ชำรุด (Damaged)", "หมายเหตุ (Note)")
INVENTORY = [
    ("เต็นท์ผ้าใบ 4x8 ม.", 10, 1, "ผ้าใบขาด 1 หลัง รอเย็บ"),
    ("เต็นท์ทรงปิรามิด 5x10 ม.", 6, 0, ""),
    ("โต๊ะจีนกลม", 40, 2, "ขาโต๊ะหัก 2 ตัว"),
    ("เก้าอี้พลาสติก", 500, 18, ""),
    ("เก้าอี้เหล็กบุนวม", 300, 0, "ซื้อเพิ่มปี 2569 อีก 100 ตัว"),
    ("ลำโพง 15 นิ้ว", 6, 0, "ซ่อมดอก 2 ตู้ ก.ย. 68"),
    ("ไมค์ลอย", 4, 0, "ซื้อชุดใหม่ 2 ตัว ก.ย. 68"),
]
TAMBON_TOP = [
    "สัญญาเช่าเต็นท์ เก้าอี้ และเครื่องเสียง",
    "งานประเพณีลอยกระทง ประจำปี 2568 ตำบลศิลา",
    "สัญญาเลขที่ 27/2568 ทำที่ องค์การบริหารส่วนตำบลศิลา วันที่ 6 ตุลาคม 2568",
    "ผู้เช่า: องค์การบริหารส่วนตำบลศิลา โดย นายประสิทธิ์ วงศ์ศรี นายกองค์การบริหารส่วนตำบลศิลา",
    "ผู้ให้เช่า: นายวีระพงษ์ แสนคำ (วีระเต็นท์ขอนแก่น) 145 หมู่ 7 ต.ศิลา อ.เมืองขอนแก่น จ.ขอนแก่น",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอุปกรณ์ตามตารางท้ายสัญญา สำหรับงานวันที่ 4-5 พฤศจิกายน 2568 ณ หนองน้ำบ้านศิลา",
    "ข้อ 2. ผู้ให้เช่าต้องติดตั้งให้แล้วเสร็จภายในเวลา 16.00 น. ของวันที่ 4 พฤศจิกายน 2568 และรื้อถอนภายในวันที่ 6 พฤศจิกายน 2568",
    "ข้อ 3. ค่าเช่ารวมทั้งสิ้น 24,000 บาท (สองหมื่นสี่พันบาทถ้วน) รวมค่าขนส่งและค่าแรงติดตั้งแล้ว",
    "ข้อ 4. ผู้เช่าจะเบิกจ่ายค่าเช่าภายใน 30 วัน นับจากวันที่คณะกรรมการตรวจรับงาน โดยหักภาษี ณ ที่จ่ายร้อยละ 1 "
    "เป็นเงิน 240 บาท",
    "ข้อ 5. หากผู้ให้เช่าติดตั้งไม่เสร็จตามกำหนด ปรับวันละ 500 บาท",
    "ตารางท้ายสัญญา",
]
TAMBON_TABLE = [
    ("รายการ", "จำนวน", "ระยะเวลา", "จำนวนเงิน (บาท)"),
    ("เต็นท์ผ้าใบ 4x8 ม. หลังละ 600 บาท/วัน", "8 หลัง", "2 วัน", "9,600"),
    ("เก้าอี้พลาสติก ตัวละ 7 บาท/วัน", "400 ตัว", "2 วัน", "5,600"),
    ("เครื่องเสียงชุดใหญ่ พร้อมคนคุมเสียง (เวทีประกวดนางนพมาศ)", "1 ชุด", "คืนวันที่ 5", "6,500"),
    ("ไฟส่องสว่างรอบเวทีและท่าลอยกระทง", "1 งาน", "2 คืน", "2,300"),
    ("รวมทั้งสิ้น", "", "", "24,000"),
]
TAMBON_BOTTOM = ["ลงชื่อ ประสิทธิ์ วงศ์ศรี ผู้เช่า", "ลงชื่อ วีระพงษ์ แสนคำ ผู้ให้เช่า",
                 "ลงชื่อ สมบัติ คำภูเมือง ปลัด อบต. พยาน"]
RUN_EMAIL = """From: Natthawut Chanprasert <natthawut@isanrunclub.org>
To: Weera Tent Khon Kaen <weeratent.kk@gmail.com>
Date: Thu, 2 Oct 2025 09:14:37 +0700
Subject: Tents and PA system for Sila Half Marathon 2025 - quotation request

Dear Khun Weeraphong,

I am the event coordinator of the Isan Run Club Association. We are organising the Sila Half Marathon on Sunday
14 December 2025, start and finish at Sila Sub-district Office, with about 1,200 runners.

We would like to rent:
- 12 canvas tents (4x8 m) for registration, water stations and the first-aid point
- 20 folding tables and 150 plastic chairs
- one PA system with two wireless microphones at the start/finish line (03:30 to 10:00)

Everything must be set up by 18:00 on Saturday 13 December and collected after 11:00 on race day. Two of the
water-station tents are on the road 8 km away, so please include transport.

Our budget for this is 35,000 THB. Please send your quotation by 10 October 2025 and issue the invoice in the
name of "Isan Run Club Association" (tax ID 0993000412871). We pay by bank transfer within 7 days after the event.

Best regards,
Natthawut Chanprasert
Event coordinator, Isan Run Club Association, Tel. 086-447-9013
"""
LINE_BRIDE = """[LINE] ประวัติการแชทกับ จิราพร (เจ้าสาวโนนม่วง)
บันทึกเมื่อ: 05/10/2568 21:03

ศ., 12/09/2568
19:20\tวีระเต็นท์\tส่งใบเสนอราคาให้นะครับน้อง เต็นท์ปิรามิด 4 หลัง เก้าอี้บุนวม 300 ตัว เครื่องเสียงชุดใหญ่ รวม 21,000 บาทครับ
19:22\tวีระเต็นท์\t[ไฟล์] ใบเสนอราคา WT68-052
19:45\tจิราพร\tได้ค่ะพี่ แม่โอเคแล้ว ผ้าระบายขอสีชมพูนะคะ

ส., 20/09/2568
10:12\tจิราพร\tโอนมัดจำ 6,300 แล้วนะคะพี่ [รูปภาพ]
10:30\tวีระเต็นท์\tได้รับแล้วครับ ขอบคุณครับ ล็อกวันที่ 15 พ.ย. ให้แล้วนะครับ

อา., 05/10/2568
20:41\tจิราพร\tพี่คะ วันที่ 14 ทีมงานจะเข้ามากางเต็นท์กี่โมงคะ หนูจะให้พ่ออยู่บ้านรอ
20:48\tวีระเต็นท์\tวันที่ 14 พ.ย. บ่ายสามโมง (15.00) ครับ มีลูกมือไป 3 คน ใช้เวลาประมาณ 3 ชั่วโมง
20:50\tจิราพร\tแล้วถ้าเพิ่มเก้าอี้อีก 50 ตัวได้ไหมคะ เผื่อแขกมาเยอะ
20:55\tวีระเต็นท์\tได้ครับ ตัวละ 15 เพิ่ม 750 บาท จ่ายวันงานพร้อมส่วนที่เหลือเลยครับ
20:56\tจิราพร\tโอเคค่ะ ขอบคุณค่ะพี่
"""
LINE_FUNERAL = """[LINE] ประวัติการแชทกับ แสงเดือน พรมมา
บันทึกเมื่อ: 09/10/2568 08:30

ศ., 03/10/2568
16:05\tแสงเดือน พรมมา\tพี่วีระคะ แม่เสียเมื่อเช้า จะตั้งศพที่วัดศรีนวล สวด 5 คืน ขอเต็นท์ 4 หลัง เก้าอี้ 200 ตัว กับเครื่องเสียงสวดค่ะ
16:10\tวีระเต็นท์\tเสียใจด้วยครับ เย็นนี้ผมเอาของเข้าไปกางให้ครับ เต็นท์ 4 หลัง เก้าอี้ 200 เครื่องเสียงชุดเล็ก 5 คืน คิด 9,150 บาทครับ ไม่ต้องมัดจำ
16:12\tแสงเดือน พรมมา\tขอบคุณค่ะพี่

อ., 07/10/2568
18:40\tแสงเดือน พรมมา\tพรุ่งนี้วันเผาขอเก้าอี้เพิ่มอีก 50 ตัวได้ไหมคะ
18:44\tวีระเต็นท์\tได้ครับ เพิ่ม 350 บาท รวมทั้งหมดเป็น 9,500 บาทครับ

พ., 08/10/2568
17:20\tแสงเดือน พรมมา\tโอนค่าเต็นท์ 9,500 แล้วนะคะ ขอบคุณพี่กับน้องๆ มากค่ะ
17:31\tวีระเต็นท์\tได้รับแล้วครับ พรุ่งนี้เช้าลูกมือเข้าไปเก็บของครับ
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)"]
INCOME_HEADERS = ("เดือน (Month)", "งานแต่ง (Weddings, THB)", "งานบวช (Ordinations, THB)", "งานศพ (Funerals, THB)",
                  "งานอื่นๆ (Other, THB)", "รวมรายรับ (Total income, THB)", "จำนวนงาน (Jobs)")
INCOME = [(38000, 6500, 12400, 3200, 14), (52500, 9800, 10600, 4000, 18), (41200, 24600, 13900, 2500, 21),
          (46800, 31500, 11200, 8600, 26), (49300, 18200, 15800, 3100, 23), (22400, 27900, 9700, 2800, 17),
          (8600, 12300, 14500, 1900, 11), (6200, 0, 17600, 5400, 9), (9800, 0, 12900, 3600, 8)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าแรงลูกมือ (Helpers' wages, THB)", "น้ำมันรถ (Fuel, THB)",
                   "ค่างวดรถ (Truck installment, THB)", "ซ่อม/ซื้ออุปกรณ์ (Repairs & equipment, THB)",
                   "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(13200, 4800, 9870, 2500, 1100, ""), (17400, 5600, 9870, 0, 1300, ""),
            (18600, 6100, 9870, 12800, 1200, "เปลี่ยนผ้าใบเต็นท์ 4 หลัง"), (22300, 7400, 9870, 3500, 2900, ""),
            (19800, 6300, 9870, 1200, 1500, ""), (14100, 5200, 9870, 2600, 1000, ""),
            (8200, 3400, 9870, 0, 900, "เข้าพรรษา งานน้อย"), (7100, 3100, 9870, 4200, 800, "ซ่อมขาโต๊ะจีน"),
            (8150, 3300, 9870, 5000, 1100, "มัดจำค่าซ่อมลำโพง อีสานซาวด์โปร")]
LAST_YEAR = """# สรุปรายรับวีระเต็นท์ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 641,800 บาท
- เดือนที่ดีที่สุด เม.ย. 2567 รายรับ 92,400 บาท
- จำนวนงานทั้งปี 187 งาน (งานแต่ง 58 งานบวช 31 งานศพ 64 อื่นๆ 34)
- ค่าแรงลูกมือทั้งปี 168,500 บาท
- กำไรสุทธิทั้งปีประมาณ 212,000 บาท
"""
WAGE_HEADERS = ("ชื่อ (Name)", "วันทำงาน (Days)", "ค่าแรง/วัน (Daily rate, THB)", "รวมค่าแรง (Wages, THB)",
                "เบิกล่วงหน้า (Advance, THB)", "คงจ่าย (Net pay, THB)")
WAGES_OCT = [("บ่าวเอ็ม (สมพงษ์ ศรีภูมิ)", 12, 400, 1500), ("บ่าวต้น (ประเสริฐ ไชยคำ)", 10, 400, 0),
             ("ลุงคำปุน บุญโฮม", 8, 350, 500), ("น้องแบงค์ (คนคุมเสียง)", 5, 600, 1000)]
WAGES_SEP = [("บ่าวเอ็ม (สมพงษ์ ศรีภูมิ)", 7, 400, 0), ("บ่าวต้น (ประเสริฐ ไชยคำ)", 6, 400, 0),
             ("ลุงคำปุน บุญโฮม", 5, 350, 0), ("น้องแบงค์ (คนคุมเสียง)", 2, 600, 0)]
FACTORY_QUOTE = [
    "KHON KAEN TENT & CANOPY CO., LTD.\n"
    "88/3 Mittraphap Road, Mueang Khon Kaen, Khon Kaen 40000  Tel. 043-306-118\n"
    "QUOTATION   No. KTC-Q25-0917   Date: 3 September 2025\n"
    "To: Weera Tent Khon Kaen (Mr. Weeraphong Saenkham), 145 Moo 7, Sila, Mueang Khon Kaen\n"
    " \n"
    "Pyramid tent 5x10 m, white, steel frame, with side curtains   2 x 18,500 = 37,000\n"
    "Canvas tent 4x8 m, green-white stripe, steel frame           4 x  7,900 = 31,600\n"
    "Padded steel banquet chair with white cover                100 x    420 = 42,000\n"
    " \n"
    "Subtotal: 110,600.00 THB\nSpecial discount: 5,600.00 THB\nAfter discount: 105,000.00 THB\n"
    "VAT 7%: 7,350.00 THB\nGrand total: 112,350.00 THB\n"
    " \n"
    "Terms: 50% deposit with the order, balance on delivery. Delivery within 21 days after the deposit.\n"
    "Free delivery within Khon Kaen province. Frame warranty 2 years, canvas warranty 1 year.\n"
    "This quotation is valid until 3 October 2025.\n"
    "Sales: Ms. Kanokwan Thongdee, Tel. 092-118-4520",
]
FACTORY_OLD = """# ราคาเต็นท์ ขอนแก่นเต็นท์แอนด์แคนโนปี้ (ใบเสนอราคา ต.ค. 2567 ไม่ได้ซื้อ)

- เต็นท์ทรงปิรามิด 5x10 ม. สีขาว หลังละ 16,900 บาท
- เต็นท์ผ้าใบ 4x8 ม. หลังละ 7,200 บาท
- เก้าอี้เหล็กบุนวม พร้อมผ้าคลุม ตัวละ 390 บาท
- ราคายังไม่รวม VAT ส่งฟรีในเมืองขอนแก่น
- ตอนนั้นเงินไม่พอ รอหลังสงกรานต์ค่อยว่ากัน
"""
SOUND_INVOICE = [
    "ISAN SOUND PRO SHOP\n"
    "215 Klang Mueang Road, Mueang Khon Kaen, Khon Kaen 40000  Tel. 043-241-776\n"
    "INVOICE   No. ISP-2509-118   Date: 19 September 2025\n"
    "Customer: Weera Tent Khon Kaen (Mr. Weeraphong Saenkham), 145 Moo 7, Sila, Mueang Khon Kaen\n"
    " \n"
    "Speaker repair: replace 15-inch woofer       2 x 2,450.00 = 4,900.00\n"
    "Wireless microphone set UHF, 2 handheld     1 x 3,900.00 = 3,900.00\n"
    "Speakon speaker cable 10 m                   4 x   350.00 = 1,400.00\n"
    " \n"
    "Subtotal: 10,200.00 THB\nVAT 7%: 714.00 THB\nTotal: 10,914.00 THB\n"
    "Less deposit paid 12 September 2025: 5,000.00 THB\n"
    "Balance due: 5,914.00 THB\nDue date: 30 September 2025\n"
    "Repair warranty 3 months. Pay by transfer to Bangkok Bank, account 551-7-20384-6, Isan Sound Pro Shop.",
]
PLAN_SLIDES = [
    ("แผนขยายกิจการวีระเต็นท์ ปี 2569", "รับงานแต่งใหญ่ได้ 2 งานในวันเดียวกัน\nจัดทำโดย วีระพงษ์ และ อรอุมา แสนคำ ต.ค. 2568"),
    ("งบลงทุนอุปกรณ์", "เต็นท์ปิรามิด 5x10 ม. 2 หลัง 37,000 บาท\nเต็นท์ผ้าใบ 4x8 ม. 4 หลัง 31,600 บาท\n"
     "เก้าอี้บุนวม 100 ตัว 42,000 บาท\nรวมตามใบเสนอราคาโรงงาน (รวม VAT หลังส่วนลด) 112,350 บาท"),
    ("แหล่งเงิน", "เงินเก็บของกิจการ 62,350 บาท\nกู้ ธ.ก.ส. สาขาศิลา 50,000 บาท ผ่อน 24 เดือน"),
    ("คนและรถ", "จ้างลูกมือประจำ 1 คน เดือนละ 9,500 บาท (ตอนนี้จ้างรายวัน 350-400 บาท)\n"
     "รถกระบะคันเดิม ผ่อนหมด ส.ค. 2570"),
    ("เป้าหมายปี 2569", "รายรับทั้งปี 750,000 บาท (ปี 2568 คาดว่าประมาณ 680,000 บาท)\n"
     "งานแต่ง 65 งาน\nคืนทุนอุปกรณ์ภายใน 14 เดือน"),
]
PLAN_DRAFT = """# ไอเดียซื้อเต็นท์เพิ่ม (ร่าง ส.ค. 68)

- ซื้อเต็นท์ปิรามิดอีก 3 หลัง น่าจะราว 50,000
- เก้าอี้บุนวมเพิ่มสัก 50 ตัว
- เป้าปีหน้า 700,000 ไหวไหม
- ถามโรงงานที่มิตรภาพขอราคาใหม่
"""
LEASE_PAGES = [
    "Toyota Leasing (Thailand) Co., Ltd.\nHIRE PURCHASE ACCOUNT STATEMENT\nStatement date: 30 September 2025\n"
    "Hirer: Mr. Weeraphong Saenkham\nContract No.: TL-KK-65-003318\n"
    "Vehicle: Toyota Hilux Revo Standard Cab 2.4 Entry, 2022, registration 1 Tho So 7730 Khon Kaen\n"
    "Amount financed: 504,000.00 THB, contract date 18 August 2022\n"
    "Term: 60 installments, flat interest rate 3.50% per year\n"
    "Monthly installment: 9,870.00 THB, due on the 10th of each month\n"
    "Installments paid: 37 of 60\nRemaining installments: 23\n"
    "Remaining balance (23 x 9,870.00): 227,010.00 THB\n"
    "Early settlement amount if paid by 31 October 2025 (after interest discount): 214,560.00 THB\n"
    "Late payment: 7 THB per day per installment plus a 300 THB collection fee after 15 days.",
    "Page 2 - Recent payments\n"
    "10 Apr 2025  9,870.00  installment 32\n"
    "10 May 2025  9,870.00  installment 33\n"
    "10 Jun 2025  9,870.00  installment 34\n"
    "12 Jul 2025  9,870.00  installment 35 (paid 2 days late, fee 14.00)\n"
    "10 Aug 2025  9,870.00  installment 36\n"
    "10 Sep 2025  9,870.00  installment 37\n"
    "Next installment: 10 October 2025, 9,870.00 THB",
]
INSURANCE_PAGES = [
    "Dhipaya Insurance PCL - Khon Kaen branch\nMOTOR INSURANCE RENEWAL NOTICE\nNotice date: 15 September 2025\n"
    "Insured: Mr. Weeraphong Saenkham\nPolicy No.: DP-KK-2568-071942\n"
    "Vehicle: Toyota Hilux Revo Standard Cab 2.4 Entry, 2022, registration 1 Tho So 7730 Khon Kaen\n"
    "Current policy: Type 1, expires 28 October 2025\n"
    "Renewal option A: Type 1, sum insured 420,000 THB, excess 1,000 THB, premium 16,900.00 THB\n"
    "Renewal option B: Type 2+ (collision with land vehicles, fire, theft, flood), sum insured 380,000 THB,\n"
    "no excess, premium 8,650.00 THB\n"
    "Premiums include duty and VAT. Pay by 25 October 2025 to keep cover without a gap.\n"
    "Note: goods carried for hire (tents, chairs, sound equipment) are not covered under either option.\n"
    "Agent: Mr. Anucha Phonsri, Tel. 081-072-6635",
]
TRUCK_NOTE = """# รถกระบะไฮลักซ์ (1ฒส 7730 ขอนแก่น) ค่าใช้จ่ายปี 2568

- ค่างวดโตโยต้าลีสซิ่ง เดือนละ 9,870 บาท ตัดทุกวันที่ 10 (60 งวด เริ่ม ก.ย. 65)
- ประกันชั้น 1 ทิพยฯ ปีที่แล้วจ่าย 15,800 บาท ปีนี้คิดว่าจะลดเป็นชั้น 2+
- พ.ร.บ. + ภาษีรถ ต่อเดือน ส.ค. รวม 2,745 บาท จ่ายแล้ว
- ทำคอกเหล็กหลังกระบะใส่โครงเต็นท์ 12,500 บาท (ทำเมื่อ มี.ค. 68)
- เปลี่ยนผ้าเบรก+ถ่ายน้ำมันเครื่อง ศูนย์โตโยต้าขอนแก่น 3,980 บาท นัดรอบหน้า ธ.ค. 68
- น้ำมันเฉลี่ยเดือนละ 3,000-7,500 บาท ช่วงเข้าพรรษาวิ่งน้อย
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mr. Weeraphong Saenkham\nAddress: 145 Moo 7, Sila, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020014863027   Meter No.: 8812450\n"
    "Billing month: September 2025   Meter reading date: 24 September 2025\n"
    "Previous reading: 18,406   Current reading: 18,818   Units used: 412 kWh\n"
    " \n"
    "Energy charge: 1,656.24\nFuel adjustment charge (Ft): 151.29\nService charge: 24.62\n"
    "Subtotal: 1,832.15\nVAT 7%: 128.25\nTotal amount: 1,960.40 THB\n"
    " \n"
    "Please pay by 8 October 2025. Payment at PEA counters, banks, convenience stores or the PEA Smart Plus app.\n"
    "Last month (August 2025): 388 kWh, 1,842.70 THB",
]
SCHOOL_NOTE = """# ค่าเทอมน้องมายด์ ม.2 เทอม 2/2568 (โรงเรียนกัลยาณวัตร)

- ค่าบำรุงการศึกษา 3,850 บาท จ่ายที่ห้องการเงิน ภายใน 10 พ.ย. 2568
- ค่าชุดพละใหม่ 1 ชุด 450 บาท
- ค่าทัศนศึกษา ม.2 ไปภูเวียง 600 บาท (ส่งครูประจำชั้น)
- ค่ารถตู้รับส่ง เดือนละ 1,500 บาท (จ่ายลุงสมัยทุกต้นเดือน)
- ค่าเรียนพิเศษคณิตวันเสาร์ เดือนละ 1,200 บาท
- เทอมที่แล้วจ่ายค่าบำรุงไป 3,600 บาท
"""
WORKSPECT = {"todo.md": "- ส่งราคางานวิ่งมาราธอนให้คุณณัฐวุฒิ ก่อน 10 ต.ค.\n- โอนค่าซ่อมลำโพงที่เหลือให้อีสานซาวด์\n"
                        "- ต่อประกันรถ เลือกชั้น 1 หรือ 2+\n- จ่ายค่าแรงลูกมือสิ้นเดือน ต.ค.\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ตารางจอง Bookings"
    sheet.append(["ตารางจองงาน วีระเต็นท์ขอนแก่น ต.ค.-ธ.ค. 2568 (Weera Tent bookings, Oct-Dec 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for row in BOOKINGS:
        sheet.append([*row[:8], row[6] - row[7], row[8]])
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in BOOKINGS), sum(row[5] for row in BOOKINGS),
                  sum(row[6] for row in BOOKINGS), sum(row[7] for row in BOOKINGS),
                  sum(row[6] - row[7] for row in BOOKINGS), ""])
    for column in (7, 8, 9):
        money_format(sheet, column)
    stock = book.create_sheet("อุปกรณ์ Equipment")
    stock.append(list(INVENTORY_HEADERS))
    for row in INVENTORY:
        stock.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับวีระเต็นท์ขอนแก่น ม.ค.-ก.ย. 2568 (Weera Tent income, Jan-Sep 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:4]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    for index, (title, rows) in enumerate((("ค่าแรง ต.ค. 68", WAGES_OCT), ("ค่าแรง ก.ย. 68", WAGES_SEP))):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = title
        sheet.append([f"ค่าแรงลูกมือ วีระเต็นท์ ({title}) จ่ายสิ้นเดือน"])
        sheet.append(list(WAGE_HEADERS))
        for name, days, rate, advance in rows:
            sheet.append([name, days, rate, days * rate, advance, days * rate - advance])
        sheet.append(["รวม (Total)", sum(r[1] for r in rows), "", sum(r[1] * r[2] for r in rows),
                      sum(r[3] for r in rows), sum(r[1] * r[2] - r[3] for r in rows)])
        for column in (3, 4, 5, 6):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "วีระเต็นท์"
    for sub in ("ราคาและใบเสนอราคา", "งานจอง", "แชทลูกค้า", "บัญชี", "ซื้ออุปกรณ์", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("รถกระบะ", "บ้าน"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    quotes = shop / "ราคาและใบเสนอราคา"
    (quotes / "ราคาเช่า_วีระเต็นท์_2568.md").write_text(PRICES_2568, encoding="utf-8")
    (quotes / "ราคาเช่า_วีระเต็นท์_2567.md").write_text(PRICES_2567, encoding="utf-8")
    write_docx(quotes / "ใบเสนอราคา_งานแต่ง_คุณจิราพร_2568-11.docx", WEDDING_TOP, table=WEDDING_TABLE,
               bottom=WEDDING_BOTTOM)
    (quotes / "ใบเสนอราคา_งานแต่ง_คุณจิราพร_ร่าง.txt").write_text(WEDDING_DRAFT, encoding="utf-8")
    write_docx(quotes / "ใบเสนอราคา_งานบวช_บ้านโนนทัน_2568-10.docx", ORDINATION_TOP, table=ORDINATION_TABLE,
               bottom=ORDINATION_BOTTOM)
    bookings = shop / "งานจอง"
    _bookings(bookings / "ตารางจองงาน_ต.ค.-ธ.ค.2568.xlsx")
    write_docx(bookings / "สัญญาเช่า_อบต.ศิลา_ลอยกระทง2568.docx", TAMBON_TOP, table=TAMBON_TABLE,
               bottom=TAMBON_BOTTOM)
    (bookings / "IsanRunClub_halfmarathon_email.txt").write_text(RUN_EMAIL, encoding="utf-8")
    chats = shop / "แชทลูกค้า"
    (chats / "LINE_จิราพร_งานแต่งโนนม่วง.txt").write_text(LINE_BRIDE, encoding="utf-8")
    (chats / "LINE_แสงเดือน_งานศพวัดศรีนวล.txt").write_text(LINE_FUNERAL, encoding="utf-8")
    accounts = shop / "บัญชี"
    _accounts(accounts / "บัญชีวีระเต็นท์_2568.xlsx")
    (accounts / "สรุปรายรับ_ปี2567.md").write_text(LAST_YEAR, encoding="utf-8")
    _wages(accounts / "ค่าแรงลูกมือ_ต.ค.2568.xlsx")
    gear = shop / "ซื้ออุปกรณ์"
    make_pdf(gear / "KKTentCanopy_quotation_2025-09.pdf", FACTORY_QUOTE)
    (gear / "ราคาเต็นท์โรงงาน_ปี2567.md").write_text(FACTORY_OLD, encoding="utf-8")
    make_pdf(gear / "IsanSoundPro_invoice_ISP-2509-118.pdf", SOUND_INVOICE)
    write_slides(shop / "แผนงาน" / "แผนขยายกิจการ_2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียซื้อเต็นท์เพิ่ม_ร่าง.md").write_text(PLAN_DRAFT, encoding="utf-8")
    make_pdf(docs / "รถกระบะ" / "ToyotaLeasing_statement_Hilux_2025-09.pdf", LEASE_PAGES)
    make_pdf(docs / "รถกระบะ" / "Dhipaya_renewal_Hilux_2025.pdf", INSURANCE_PAGES)
    (docs / "รถกระบะ" / "รถกระบะ_ไฮลักซ์_ค่าใช้จ่าย_2568.md").write_text(TRUCK_NOTE, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "PEA_bill_2025-09.pdf", PEA_BILL)
    (docs / "บ้าน" / "ค่าเทอมน้องมายด์_เทอม2-2568.md").write_text(SCHOOL_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
