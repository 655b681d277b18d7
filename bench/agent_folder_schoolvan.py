"""A folder for bench/agent_tasks.py (`--folder schoolvan`): a husband-and-wife school van service in Nonthaburi.

Somsak (ลุงศักดิ์) drives and Wanna (ป้าวรรณ) Thongdee rides along and keeps the money of their school van
(รถรับส่งนักเรียน) from Bang Bua Thong to Panyawit School (โรงเรียนปัญญาวิทย์) in Mueang Nonthaburi: the school's
Thai agreement for van operators (docx, a fee table by zone), the van's Thai hire-purchase contract (docx, a
terms table), the van's income and costs for term 1 of 2568 by month with a fuel sheet (xlsx, Thai/English
headers) and the same for term 1 of 2567 (xlsx), the children and their monthly fees with an arrears sheet
(xlsx), a Thai repair log (md), the LINE group with the parents (txt), an English email thread with the school's
English Program about a field trip (txt), a Thai letter from the Nonthaburi land transport office about the
yearly inspection (txt), their daughter's slides on buying a second van (pptx), the hire-purchase statement
(English pdf), the van insurance renewal notice (English pdf) and another insurer's Thai quote (md), two tyre
quotes (an English pdf, a Thai txt), household spending for August and September (xlsx), and six distractors
that share words with them (a draft school agreement, last year's insurance, a first idea for the second van,
last year's children list, an older tyre quote, a draft fee announcement); plus a workspect that already holds
a to-do list. Written blind of the engine's rules, in session 20, for
bench/data/agent_tasks_schoolvan_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

SCHOOL_TOP = [
    "ข้อตกลงการให้บริการรถรับส่งนักเรียน ปีการศึกษา 2568",
    "ระหว่าง โรงเรียนปัญญาวิทย์ นนทบุรี (ต่อไปเรียกว่า โรงเรียน) โดย นางสุนีย์ แก้วประเสริฐ ผู้อำนวยการ "
    "กับ นายสมศักดิ์ ทองดี และ นางวรรณา ทองดี (ต่อไปเรียกว่า ผู้ให้บริการ)",
    "ทำที่ โรงเรียนปัญญาวิทย์ ถนนรัตนาธิเบศร์ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี วันที่ 2 พฤษภาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 16 พฤษภาคม 2568 ถึงวันที่ 31 มีนาคม 2569",
    "ข้อ 2. ผู้ให้บริการใช้รถตู้ Toyota Commuter ทะเบียน 40-2197 นนทบุรี (ป้ายเหลือง) รับนักเรียนได้ไม่เกิน 14 คน "
    "ต่อเที่ยว ผู้ขับต้องมีใบอนุญาตขับรถชนิดที่ 2 (ท.2) และต้องมีผู้ดูแลนักเรียนประจำรถทุกเที่ยว",
    "ข้อ 3. ค่าโดยสารที่เก็บจากผู้ปกครองต้องไม่เกินอัตราในตารางท้ายข้อตกลง เก็บเป็นรายเดือนภายในวันที่ 5 "
    "ของทุกเดือน เดือนที่เปิดเรียนไม่เต็มเดือนให้คิดครึ่งเดือน ผู้ปกครองที่มีบุตรใช้บริการตั้งแต่ 2 คน "
    "ลดคนที่สอง 200 บาทต่อเดือน",
    "ข้อ 4. หากจะปรับขึ้นค่าโดยสาร ผู้ให้บริการต้องแจ้งโรงเรียนและผู้ปกครองล่วงหน้าไม่น้อยกว่า 30 วัน "
    "และปรับได้ไม่เกินภาคเรียนละ 1 ครั้ง ครั้งละไม่เกิน 10%",
    "ข้อ 5. ผู้ให้บริการชำระค่าบำรุงสถานที่จอดรถให้โรงเรียน เดือนละ 500 บาท",
    "ตารางอัตราค่าโดยสารท้ายข้อตกลง (ต่อเดือน)",
]
SCHOOL_FEES = [
    ("เขต", "ระยะทางจากโรงเรียน", "ไป-กลับ", "เที่ยวเดียว"),
    ("เขต 1", "ไม่เกิน 5 กม.", "2,400 บาท", "1,400 บาท"),
    ("เขต 2", "5 - 10 กม.", "2,800 บาท", "1,600 บาท"),
    ("เขต 3", "10 - 15 กม.", "3,200 บาท", "1,800 บาท"),
]
SCHOOL_BOTTOM = [
    "ข้อ 6. ผู้ให้บริการต้องทำประกันภัยรถยนต์ภาคสมัครใจชั้น 1 ที่คุ้มครองผู้โดยสารไม่น้อยกว่าที่นั่งละ 100,000 บาท "
    "และส่งสำเนากรมธรรม์ให้โรงเรียนทุกปี",
    "ข้อ 7. รถต้องถึงโรงเรียนไม่เกิน 07:30 น. และออกจากโรงเรียนรอบเย็นเวลา 15:45 น. "
    "ก่อนล็อกรถทุกครั้ง ผู้ดูแลต้องเดินตรวจนับนักเรียนจนถึงแถวหลังสุดและลงชื่อในแบบบันทึก",
    "ข้อ 8. ผู้ให้บริการต้องนำรถเข้าตรวจสภาพที่สำนักงานขนส่งตามกำหนด และติดตั้งอุปกรณ์ความปลอดภัย "
    "ตามที่กรมการขนส่งทางบกกำหนด",
    "ข้อ 9. หากมาสายเกิน 3 ครั้งในหนึ่งภาคเรียน หรือพบการบรรทุกนักเรียนเกินจำนวน โรงเรียนมีสิทธิยกเลิกข้อตกลงได้ทันที",
    "ผู้ประสานงาน: ครูอรุณี ศรีวงศ์ (งานกิจการนักเรียน) โทร 02-589-4471 ต่อ 12",
    "ลงชื่อ สุนีย์ แก้วประเสริฐ ผู้อำนวยการโรงเรียน",
    "ลงชื่อ สมศักดิ์ ทองดี ผู้ให้บริการ",
    "ลงชื่อ วรรณา ทองดี ผู้ให้บริการ",
]
HP_TOP = [
    "สัญญาเช่าซื้อรถยนต์",
    "สัญญาเลขที่ HP-NB-6512-04471",
    "ทำที่ สาขาเซ็นทรัลรัตนาธิเบศร์ วันที่ 28 ธันวาคม 2565",
    "ผู้ให้เช่าซื้อ: บริษัท กรุงศรี ออโต้ (ธนาคารกรุงศรีอยุธยา จำกัด (มหาชน))  "
    "ผู้เช่าซื้อ: นายสมศักดิ์ ทองดี  ผู้ค้ำประกัน: นางวรรณา ทองดี",
    "ข้อ 1. ผู้ให้เช่าซื้อตกลงให้เช่าซื้อรถยนต์ TOYOTA COMMUTER 2.8 ปี 2022 สีขาว เลขตัวถัง MMKBB9FH90D412233 "
    "ตามรายละเอียดในตารางนี้",
]
HP_TERMS = [
    ("รายการ", "รายละเอียด"),
    ("ราคารถ", "1,339,000 บาท"),
    ("เงินดาวน์", "489,000 บาท"),
    ("ยอดจัดเช่าซื้อ", "850,000 บาท"),
    ("อัตราดอกเบี้ยคงที่", "2.79% ต่อปี"),
    ("จำนวนงวด", "60 งวด"),
    ("ค่างวดต่อเดือน", "16,143 บาท"),
    ("งวดแรก", "5 มกราคม 2566"),
]
HP_BOTTOM = [
    "ข้อ 2. ผู้เช่าซื้อชำระค่างวดทุกวันที่ 5 ของเดือน โดยหักบัญชีอัตโนมัติ หากชำระล่าช้าคิดเบี้ยปรับร้อยละ 7.79 ต่อปี "
    "ของค่างวดที่ค้าง และค่าติดตามทวงถามงวดละ 100 บาท",
    "ข้อ 3. หากผู้เช่าซื้อผิดนัดชำระค่างวด 3 งวดติดต่อกัน ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและยึดรถคืนได้",
    "ข้อ 4. ผู้เช่าซื้อต้องทำประกันภัยชั้น 1 ตลอดอายุสัญญา โดยระบุผู้ให้เช่าซื้อเป็นผู้รับประโยชน์",
    "ข้อ 5. ผู้เช่าซื้อขอปิดบัญชีก่อนกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดชำระตามประกาศของผู้ให้เช่าซื้อ",
    "ลงชื่อ สมศักดิ์ ทองดี ผู้เช่าซื้อ",
    "ลงชื่อ วรรณา ทองดี ผู้ค้ำประกัน",
]
KIDS_HEADERS = ("ลำดับ (No.)", "ชื่อเด็ก (Student)", "ชั้น (Grade)", "จุดรับ (Pick-up point)", "เขต (Zone)",
                "ค่ารถ/เดือน (Monthly fee, THB)", "ผู้ปกครอง (Parent)", "หมายเหตุ (Note)")
KIDS = [
    ("น้องภูมิ", "ป.2", "หมู่บ้านพฤกษา 12", "เขต 2", 2800, "คุณจอย", ""),
    ("น้องใบเตย", "ป.4", "หมู่บ้านพฤกษา 12", "เขต 2", 2600, "คุณจอย", "พี่น้อง ลด 200"),
    ("น้องข้าวปั้น", "อ.2", "ซอยรัตนาธิเบศร์ 28", "เขต 1", 2400, "คุณแบงค์", ""),
    ("น้องต้นน้ำ", "ป.1", "พลัมคอนโด บางใหญ่", "เขต 1", 2400, "คุณนก", ""),
    ("น้องมิว", "ป.5", "ซอยท่าน้ำนนท์ 5", "เขต 2", 2800, "คุณแพร", "ค้างจ่าย"),
    ("น้องเจได", "ป.3", "หมู่บ้านบัวทองธานี", "เขต 3", 3200, "คุณต่อ", ""),
    ("น้องพลอยใส", "ป.6", "หมู่บ้านบัวทองธานี", "เขต 3", 3200, "คุณหน่อย", ""),
    ("น้องกัปตัน", "ป.2", "ตลาดบางรักพัฒนา", "เขต 2", 2800, "คุณเอก", ""),
    ("น้องปันปัน", "อ.3", "ซอยรัตนาธิเบศร์ 28", "เขต 1", 1400, "คุณฝ้าย", "ขาไปอย่างเดียว"),
    ("น้องโฟกัส", "ป.4", "หมู่บ้านเดอะวิลล่า", "เขต 2", 2800, "คุณเล็ก", ""),
    ("น้องแพรวา", "ป.1", "หมู่บ้านพิมานชล", "เขต 3", 3200, "คุณกิ๊ฟ", ""),
    ("น้องนะโม", "อ.1", "พลัมคอนโด บางใหญ่", "เขต 1", 2400, "คุณปุ้ม", ""),
    ("น้องธีร์", "ป.3", "ตลาดบางรักพัฒนา", "เขต 2", 2800, "คุณเจน", ""),
    ("น้องเอวา", "ป.5", "หมู่บ้านเดอะวิลล่า", "เขต 2", 1600, "คุณมด", "ขากลับอย่างเดียว เริ่ม มิ.ย."),
]
ARREARS = [
    ("น้องมิว", "คุณแพร", "ส.ค., ก.ย. 2568", 5600, "แม่บอกจะโอนสิ้นเดือน ต.ค."),
    ("น้องเจได", "คุณต่อ", "ก.ย. 2568", 3200, "ลืมโอน ทักไปแล้ว"),
]
MONTHS = ["พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)"]
MONTHLY_HEADERS = ("เดือน (Month)", "ค่ารถที่เก็บได้ (Fees collected, THB)", "งานเหมา/ทัศนศึกษา (Extra trips, THB)",
                   "ค่าน้ำมัน (Fuel, THB)", "ค่าซ่อมบำรุง (Repairs & service, THB)", "ค่างวดรถ (Van installment, THB)",
                   "อื่นๆ (Other, THB)", "คงเหลือ (Net, THB)", "หมายเหตุ (Note)")
# fees collected, extra trips, fuel, repairs, installment, other, note
TERM_2568 = [
    (17400, 4500, 5120, 1950, 16143, 1100, "เปิดเทอม 16 พ.ค. คิดครึ่งเดือน"),
    (36400, 6200, 9880, 14500, 16143, 1100, "เปลี่ยนคอมแอร์"),
    (36400, 3800, 9460, 650, 16143, 1100, ""),
    (33600, 7400, 10240, 2400, 16143, 1100, "น้องมิวค้าง"),
    (30400, 5600, 9970, 1950, 16143, 1100, "น้องมิว น้องเจไดค้าง"),
]
TERM_2567 = [
    (15500, 3000, 4870, 1850, 16143, 1100, "เปิดเทอม 16 พ.ค. คิดครึ่งเดือน"),
    (31000, 4500, 9120, 0, 16143, 1100, ""),
    (31000, 2000, 8940, 3600, 16143, 1100, "เปลี่ยนแบตเตอรี่"),
    (31000, 5200, 9350, 1900, 16143, 1100, ""),
    (28400, 3600, 9010, 0, 16143, 1100, "น้องโฟกัสค้าง 2,600 (จ่ายแล้ว ต.ค.)"),
]
FUEL_HEADERS = ("เดือน (Month)", "ลิตร (Litres)", "ราคาเฉลี่ย/ลิตร (Avg price/litre, THB)", "ค่าน้ำมัน (Fuel, THB)",
                "ระยะทาง (Distance, km)")
FUEL_2568 = [(156.1, 32.80, 5120, 1480), (301.2, 32.80, 9880, 2860), (290.2, 32.60, 9460, 2750),
             (310.3, 33.00, 10240, 2950), (303.0, 32.90, 9970, 2880)]
REPAIR_LOG = """# บันทึกซ่อมบำรุงรถตู้ 40-2197 นนทบุรี ปี 2568

(ป้าวรรณจด ลุงศักดิ์บอก) Toyota Commuter 2.8 ปี 2022

| วันที่ | เลขไมล์ | รายการ | ร้าน | ค่าใช้จ่าย |
|---|---|---|---|---|
| 11 ม.ค. 2568 | 141,200 | เปลี่ยนถ่ายน้ำมันเครื่อง + กรองน้ำมันเครื่อง | โตโยต้านนทบุรี | 1,850 |
| 7 เม.ย. 2568 | 146,050 | เช็กระยะใหญ่ เปลี่ยนสายพาน น้ำมันเกียร์ น้ำมันเบรก (ช่วงปิดเทอม) | โตโยต้านนทบุรี | 8,900 |
| 14 พ.ค. 2568 | 147,300 | เปลี่ยนน้ำมันเครื่อง + กรอง ก่อนเปิดเทอม | โตโยต้านนทบุรี | 1,950 |
| 23 มิ.ย. 2568 | 150,420 | แอร์ไม่เย็น เปลี่ยนคอมแอร์ + เติมน้ำยา (ประกัน 6 เดือน) | ช่างหนึ่งการแอร์ | 14,500 |
| 19 ก.ค. 2568 | 153,010 | ใบปัดน้ำฝน 1 คู่ + หลอดไฟเบรก | ร้านอะไหล่เจ๊เกียว | 650 |
| 9 ส.ค. 2568 | 155,640 | เปลี่ยนผ้าเบรกหน้า | อู่ช่างเล็ก | 2,400 |
| 13 ก.ย. 2568 | 158,470 | เปลี่ยนน้ำมันเครื่อง + กรอง | โตโยต้านนทบุรี | 1,950 |

รวมค่าซ่อมบำรุงปี 2568 (ถึง ก.ย.) 32,200 บาท

## ที่ต้องทำต่อ
- ยางทั้ง 4 เส้นดอกเหลือประมาณ 3 มม. ช่างโตโยต้าบอกควรเปลี่ยนก่อนเปิดเทอม 2 (1 พ.ย.)
  ขอใบเสนอราคาไว้ 2 ร้าน: B-Quik รัตนาธิเบศร์ กับ ร้านเฮียชัยยางยนต์
- ตรวจสภาพรถที่ขนส่งนนทบุรี ภายในเดือน ต.ค.
- ถังดับเพลิงหมดอายุ มี.ค. 2569
- ครบ 160,000 กม. ต้องเปลี่ยนกรองโซล่า
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม รถตู้ลุงศักดิ์ ป้าวรรณ (ผู้ปกครอง)
บันทึกเมื่อ: 30/09/2568 20:15

จ., 11/08/2568
06:42\tป้าวรรณ รถตู้\tพรุ่งนี้ 12 ส.ค. วันแม่ โรงเรียนหยุดนะคะ รถไม่วิ่งค่ะ
06:50\tคุณจอย (แม่ภูมิ ใบเตย)\tรับทราบค่ะ ขอบคุณค่ะป้า
07:05\tคุณเอก (พ่อกัปตัน)\tรับทราบครับ

ศ., 05/09/2568
18:20\tป้าวรรณ รถตู้\tเรียนผู้ปกครองทุกท่านค่ะ ช่วงนี้ราคาน้ำมันดีเซลขึ้นมาตลอด ค่าซ่อมแอร์กับยางก็เยอะ
18:21\tป้าวรรณ รถตู้\tลุงศักดิ์กับป้าขออนุญาตปรับค่ารถขึ้นคนละ 200 บาทต่อเดือน เริ่มเทอม 2 วันที่ 1 พ.ย. 68 นะคะ
18:22\tป้าวรรณ รถตู้\tเขต 1 จาก 2,400 เป็น 2,600 / เขต 2 จาก 2,800 เป็น 3,000 / เขต 3 จาก 3,200 เป็น 3,400
18:22\tป้าวรรณ รถตู้\tเที่ยวเดียวขึ้น 100 บาทค่ะ
18:23\tป้าวรรณ รถตู้\tแจ้งครูอรุณีที่โรงเรียนแล้วค่ะ
18:35\tคุณต่อ (พ่อเจได)\tเข้าใจครับป้า น้ำมันขึ้นจริง
18:41\tคุณแพร (แม่มิว)\tป้าคะ เดือนตุลามิวไม่ได้ไปเรียนพิเศษ ปิดเทอมรถไม่วิ่งใช่ไหมคะ
18:44\tป้าวรรณ รถตู้\tใช่ค่ะ ปิดเทอม ต.ค. ไม่เก็บค่ารถค่ะ แต่ที่ค้าง ส.ค. กับ ก.ย. รวม 5,600 ฝากโอนก่อนสิ้น ต.ค. นะคะ
18:50\tคุณแพร (แม่มิว)\tได้ค่ะ ขอโทษที่ช้านะคะ

อ., 16/09/2568
15:52\tลุงศักดิ์ รถตู้\tวันนี้รถติดหน้าเซ็นทรัลรัตนาธิเบศร์ อุบัติเหตุ น่าจะถึงบ้านช้า 30-40 นาทีครับ
16:10\tคุณนก (แม่ต้นน้ำ)\tไม่เป็นไรค่ะลุง ขับช้าๆ นะคะ

จ., 29/09/2568
19:02\tป้าวรรณ รถตู้\tเทอม 1 วิ่งวันสุดท้ายวันอังคารที่ 30 ก.ย. นะคะ เทอม 2 เริ่มวิ่งเสาร์ที่ 1 พ.ย. (มีเรียนชดเชย)
19:03\tป้าวรรณ รถตู้\tโอนค่ารถเข้าบัญชีกสิกร 123-4-56789-0 ชื่อ วรรณา ทองดี ภายในวันที่ 5 ทุกเดือนเหมือนเดิมค่ะ
19:15\tคุณมด (แม่เอวา)\tเทอม 2 เอวาขอเปลี่ยนเป็นไป-กลับได้ไหมคะ
19:20\tป้าวรรณ รถตู้\tได้ค่ะ เทอม 2 เอวาเปลี่ยนเป็นไป-กลับได้ เขต 2 เดือนละ 3,000 ค่ะ
"""
EMAIL = """From: Jennifer Park <jennifer.p@panyawit.ac.th>
To: Mind Thongdee <mind.thongdee@gmail.com>
Date: Mon, 22 Sep 2025 10:14:08 +0700
Subject: Re: Van hire for EP Grade 5 field trip

Dear Khun Mind,

Thank you for the quick reply and for helping your parents with English. We are happy with your quote and
would like to confirm the booking:

- Date: Friday 14 November 2025
- Trip: National Science Museum, Khlong Luang, Pathum Thani
- Pick-up at Panyawit School 08:00, leave the museum 15:00, back at school by 16:30
- Passengers: 13 students and 1 teacher (me)
- Price: 3,800 THB for the van, including fuel and expressway tolls, as you quoted

We will pay by bank transfer after the trip. Please send the driver's licence copy and the van insurance
policy to the school office before 7 November 2025.

Best regards,
Jennifer Park
English Program Coordinator, Panyawit School
Tel. 02-589-4471 ext. 31

-----Original message-----
From: Mind Thongdee
Date: Fri, 19 Sep 2025 21:30
Subject: Re: Van hire for EP Grade 5 field trip

Dear Ms. Park,

My father Somsak can drive the Grade 5 class on 14 November. The price is 3,800 THB for the whole day,
including fuel and tolls. The van has 14 seats with seat belts and air conditioning. My mother Wanna will come
along as the attendant at no extra cost.

Kind regards,
Mind (daughter of Somsak and Wanna Thongdee)
"""
DLT_LETTER = """ที่ นบ 0016/3847
สำนักงานขนส่งจังหวัดนนทบุรี
ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000

12 กันยายน 2568

เรื่อง แจ้งนำรถรับส่งนักเรียนเข้ารับการตรวจสภาพประจำปีการศึกษา 2568 ภาคเรียนที่ 2
เรียน นายสมศักดิ์ ทองดี ผู้ประกอบการขนส่ง รถทะเบียน 40-2197 นนทบุรี

ตามที่กรมการขนส่งทางบกกำหนดให้รถที่ใช้รับส่งนักเรียนต้องผ่านการตรวจสภาพก่อนเปิดภาคเรียน
ขอให้ท่านนำรถเข้ารับการตรวจสภาพ ณ สำนักงานขนส่งจังหวัดนนทบุรี ภายในวันที่ 31 ตุลาคม 2568
ในวันและเวลาราชการ ค่าธรรมเนียมตรวจสภาพ 300 บาท

รายการที่จะตรวจ
1. เข็มขัดนิรภัยครบทุกที่นั่ง ไม่เกินจำนวนที่นั่งตามที่จดทะเบียน
2. ค้อนทุบกระจกอย่างน้อย 2 อัน และถังดับเพลิงที่ยังไม่หมดอายุ
3. ป้าย "รถโรงเรียน" ด้านหน้าและด้านหลัง พร้อมไฟสัญญาณสีเหลืองบนหลังคา
4. ระบบป้องกันเด็กติดค้างในรถ (ปุ่มกดขอความช่วยเหลือ หรือ สัญญาณเตือนเมื่อดับเครื่อง)
   รถที่ยังไม่ได้ติดตั้ง ต้องติดตั้งให้แล้วเสร็จภายในวันที่ 31 ธันวาคม 2568
5. ผู้ขับรถต้องมีใบอนุญาตขับรถชนิดที่ 2 และผ่านการอบรมผู้ขับรถรับส่งนักเรียน

เอกสารที่ต้องนำมา: สมุดคู่มือจดทะเบียนรถ บัตรประชาชน ใบอนุญาตขับรถ กรมธรรม์ประกันภัยที่ยังไม่หมดอายุ

หากไม่นำรถเข้าตรวจสภาพตามกำหนด จะไม่สามารถต่อภาษีประจำปีและอาจถูกระงับการใช้รถรับส่งนักเรียน

สอบถาม ฝ่ายตรวจสภาพรถ โทร 02-580-3302 ต่อ 205
"""
SECOND_VAN_SLIDES = [
    ("แผนเพิ่มรถตู้คันที่ 2 (Second van plan)",
     "รถตู้ลุงศักดิ์ ป้าวรรณ นนทบุรี\nPrepared by Mind, August 2025"),
    ("ทำไมต้องเพิ่ม (Why)", "Our van is full: 14 of 14 seats\n"
                           "9 children on the waiting list, most in zone 3 (Bua Thong Thani, Phiman Chon)\n"
                           "Khru Arunee says the school wants one more van from May 2026"),
    ("รถที่ดูไว้ (The van)", "Used Toyota Commuter 2020, 98,000 km, from Tent Rot Bang Yai\n"
                             "Price 720,000 THB, down payment 20% = 144,000 THB\n"
                             "Finance 576,000 THB, 3.5% flat, 60 months = 11,280 THB a month"),
    ("ค่าใช้จ่ายต่อเดือน (Monthly costs)", "Driver: Keng (cousin) 12,000 THB\nFuel about 9,000 THB\n"
                                           "Installment 11,280 THB\nInsurance and service about 2,500 THB\n"
                                           "Total about 34,780 THB"),
    ("รายได้และกำไร (Income)", "14 children x 2,900 THB = 40,600 THB\nExtra trips about 3,000 THB\n"
                               "Left over about 8,820 THB a month\n"
                               "Only worth it with at least 12 children"),
    ("ไทม์ไลน์ (Timeline)", "Ask the school to add the van to the agreement: January 2026\n"
                            "Buy the van and register yellow plates: March 2026\n"
                            "Keng gets the type 2 public licence before April 2026\n"
                            "First day: 16 May 2026"),
]
HP_STATEMENT = [
    "Krungsri Auto - Bank of Ayudhya PCL\nHIRE PURCHASE ACCOUNT STATEMENT\nStatement date: 30 September 2025\n"
    "Hirer: Mr. Somsak Thongdee   Guarantor: Mrs. Wanna Thongdee\nContract No.: HP-NB-6512-04471\n"
    "Vehicle: TOYOTA COMMUTER 2.8 (2022), white, registration 40-2197 Nonthaburi\n"
    "Finance amount: 850,000.00 THB   Flat rate: 2.79% per year   Term: 60 installments\n"
    "Monthly installment: 16,143.00 THB, due on the 5th of each month (auto debit)\n"
    "Installments paid: 33 of 60 (last paid 5 September 2025)\n"
    "Installments remaining: 27\nOutstanding installments: 435,861.00 THB\n"
    "Next due date: 5 October 2025\nFinal installment due: 5 December 2027\n"
    "Early settlement amount if paid in full by 31 October 2025: 391,250.00 THB\n"
    "Late payments in 2025: none",
]
INSURANCE_PAGES = [
    "Viriyah Insurance PCL - Nonthaburi Branch\nMOTOR INSURANCE RENEWAL NOTICE\nNotice date: 15 September 2025\n"
    "Insured: Mr. Somsak Thongdee\nBeneficiary: Bank of Ayudhya PCL (Krungsri Auto)\n"
    "Vehicle: Toyota Commuter 2.8, 2022, registration 40-2197 Nonthaburi (public, school van)\n"
    "Current policy ends: 20 October 2025\nNew period: 20 October 2025 - 20 October 2026\n"
    "Cover: Type 1, repair at Viriyah partner garages\nSum insured (vehicle): 950,000 THB (last year 1,050,000 THB)\n"
    "Personal accident, driver and passengers: 200,000 THB per seat, 15 seats\n"
    "Medical expenses: 100,000 THB per person\nBail bond: 300,000 THB\nDeductible: none",
    "Premium\nNet premium: 23,150.00 THB\nStamp duty: 93.00 THB\nVAT 7%: 1,627.01 THB\n"
    "Total premium: 24,870.01 THB\nNo-claim discount applied: 20%\n"
    "Please pay by 15 October 2025 to renew without a new inspection of the vehicle.\n"
    "Pay at any Viriyah branch, by bank transfer or by credit card (3 or 6 months at 0%).\n"
    "Agent: Khun Orawan Saetang, tel. 081-447-2056",
]
DHIPAYA_QUOTE = """# ใบเสนอราคาประกันรถตู้ ทิพยประกันภัย (คุณเอ๋ นายหน้า ส่งมาทางไลน์ 18 ก.ย. 2568)

รถ Toyota Commuter 2.8 ปี 2022 ทะเบียน 40-2197 นนทบุรี รถรับส่งนักเรียน

- ประกันชั้น 1 ซ่อมอู่ในเครือ ทุนประกันตัวรถ 950,000 บาท
- เบี้ยรวมภาษีอากรแล้ว 21,900 บาท (ถูกกว่าวิริยะ)
- อุบัติเหตุส่วนบุคคล ผู้ขับขี่และผู้โดยสาร 15 ที่นั่ง ที่นั่งละ 100,000 บาท
- ค่ารักษาพยาบาล คนละ 50,000 บาท
- ประกันตัวผู้ขับขี่ 200,000 บาท
- ค่าเสียหายส่วนแรก 2,000 บาท ต่อครั้ง (กรณีเป็นฝ่ายผิด)
- ผ่อนบัตรเครดิต 0% 6 เดือน
- คุณเอ๋บอกต้องส่งรูปรถ 4 ด้านให้ตรวจก่อน เพราะย้ายจากบริษัทเดิม

ข้อสังเกต: ข้อตกลงโรงเรียนให้คุ้มครองผู้โดยสารไม่น้อยกว่าที่นั่งละ 100,000 บาท ทิพยก็ยังผ่าน
"""
BQUIK_QUOTE = [
    "B-Quik Ratchaphruek-Rattanathibet Branch\nQUOTATION No. QT-RTB-2509-0188\nDate: 20 September 2025\n"
    "Customer: Mr. Somsak Thongdee, tel. 089-554-2731\n"
    "Vehicle: Toyota Commuter 2.8 (2022), 40-2197 Nonthaburi, 158,900 km\n"
    "4 x Bridgestone Duravis R611 215/70R15C  @ 3,350.00 = 13,400.00 THB\n"
    "Wheel alignment: 600.00 THB\nWheel balancing (4 wheels): free\nNitrogen: free\n"
    "Total (VAT included): 14,000.00 THB\n"
    "Tyre warranty: 5 years or 100,000 km against manufacturing defects, free rotation every 10,000 km\n"
    "Quotation valid until 31 October 2025. Fitting time about 1.5 hours, booking recommended.",
]
HIA_CHAI_QUOTE = """ใบเสนอราคา ร้านเฮียชัยยางยนต์ บางบัวทอง
วันที่ 22 ก.ย. 2568
ลูกค้า: ลุงศักดิ์ รถตู้โรงเรียน (Commuter 40-2197)

ยาง Bridgestone Duravis 215/70R15C ปี 2025  4 เส้น x 3,050 = 12,200 บาท
ตั้งศูนย์ถ่วงล้อ 400 บาท
รวม 12,600 บาท (เงินสด ไม่มีใบกำกับภาษี)
แถมจุ๊บลมใหม่ 4 ตัว
รับประกันยางบวม 1 ปี
ของมีพร้อม เปลี่ยนได้เลย โทรนัด 086-339-1184 เฮียชัย
"""
SPENDING = {
    "ส.ค. 2568": [
        ("ค่าไฟบ้าน (Home electricity)", 2340, ""),
        ("ค่าน้ำบ้าน (Home water)", 260, ""),
        ("กับข้าว ตลาดบางรักพัฒนา (Groceries)", 9800, ""),
        ("ค่าหอ มายด์ (Mind's dorm)", 0, "มายด์ทำงานแล้ว จ่ายเอง"),
        ("ค่าเทอมน้องต้น ม.ราม (Ton's tuition)", 4200, "ภาคฤดูร้อน"),
        ("โทรศัพท์ + เน็ต (Phones & internet)", 1199, ""),
        ("ประกันชีวิตป้าวรรณ (Life insurance)", 3600, ""),
        ("ทำบุญ / งานศพญาติ (Merit & funeral)", 2000, ""),
    ],
    "ก.ย. 2568": [
        ("ค่าไฟบ้าน (Home electricity)", 2180, ""),
        ("ค่าน้ำบ้าน (Home water)", 240, ""),
        ("กับข้าว ตลาดบางรักพัฒนา (Groceries)", 9500, ""),
        ("ค่าเทอมน้องต้น ม.ราม (Ton's tuition)", 0, ""),
        ("โทรศัพท์ + เน็ต (Phones & internet)", 1199, ""),
        ("ประกันชีวิตป้าวรรณ (Life insurance)", 3600, ""),
        ("หมอฟันลุงศักดิ์ (Dentist)", 1800, "ขูดหินปูน อุดฟัน"),
    ],
}
DISTRACTORS = {
    "SchoolVan/Contracts/ข้อตกลงรถรับส่ง_ร่าง_ปี2568.txt":
        "ร่างข้อตกลงรถรับส่งนักเรียน ปีการศึกษา 2568 (ร่างจากครูอรุณี เม.ย. 2568 ยังไม่ใช่ฉบับจริง)\n"
        "- อัตราค่ารถที่ผู้ให้บริการเสนอ: เขต 1 2,500 / เขต 2 2,900 / เขต 3 3,400 บาท\n"
        "- โรงเรียนขอให้ลดลงตามฉบับจริง\n- ค่าบำรุงสถานที่ 800 บาทต่อเดือน (ต่อรองเหลือ 500)\n"
        "- รับนักเรียนไม่เกิน 15 คน (ฉบับจริงแก้เป็น 14)\n",
    "SchoolVan/Van/ประกันรถตู้_วิริยะ_2567.md":
        "# ประกันรถตู้ วิริยะ ปี 2567-2568 (ปีที่แล้ว)\n- ชั้น 1 ทุนประกัน 1,050,000 บาท\n"
        "- เบี้ยรวม 26,450 บาท จ่ายบัตรเครดิต 6 เดือน\n- ผู้โดยสารที่นั่งละ 200,000 บาท\n"
        "- คุ้มครองถึง 20 ต.ค. 2568\n",
    "SchoolVan/Plans/ไอเดียรถคันที่2_ร่างแรก.md":
        "# ไอเดียรถตู้คันที่ 2 (คุยกันคร่าวๆ มิ.ย. 2568)\n- ดูรถใหม่ป้ายแดง Commuter ราคา 1,459,000 แพงไป\n"
        "- ถ้าจ้างคนขับข้างนอก เดือนละ 15,000?\n- ถามครูอรุณีก่อนว่าโรงเรียนเอาไหม\n"
        "- ให้มายด์ทำสไลด์ตัวเลขให้ดู\n",
    "SchoolVan/Accounts/รายชื่อเด็ก_ค่ารถ_ปีการศึกษา2567.md":
        "# รายชื่อเด็กรถตู้ ปีการศึกษา 2567 (ปีที่แล้ว)\n"
        "- เขต 1 (2,200): น้องข้าวปั้น น้องนะโม น้องต้นน้ำ\n"
        "- เขต 2 (2,600): น้องภูมิ น้องใบเตย (ลด 200) น้องมิว น้องกัปตัน น้องโฟกัส น้องธีร์\n"
        "- เขต 3 (3,000): น้องเจได น้องพลอยใส น้องแพรวา\n- รวม 12 คน เก็บได้เดือนละ 31,000\n",
    "SchoolVan/Van/ใบเสนอราคายาง_เฮียชัย_2566.txt":
        "ใบเสนอราคา ร้านเฮียชัยยางยนต์ 3 ก.พ. 2566\nยาง Michelin Agilis 215/70R15C 4 เส้น x 2,900 = 11,600 บาท\n"
        "ตั้งศูนย์ 350 บาท\nรวม 11,950 บาท\n(ตอนนั้นรถใหม่ ยังไม่ได้เปลี่ยน)\n",
    "SchoolVan/Chats/ประกาศขึ้นค่ารถ_ร่าง.txt":
        "ร่างข้อความประกาศขึ้นค่ารถ (ป้าวรรณพิมพ์ไว้ก่อน ยังไม่ได้ส่ง)\n"
        "เรียนผู้ปกครอง ขอปรับค่ารถขึ้นคนละ 300 บาท เริ่มเดือน ต.ค.\n"
        "** ลุงศักดิ์บอกแพงไป ลดเหลือ 200 และต้องแจ้งล่วงหน้า 30 วันตามข้อตกลงโรงเรียน **\n",
}
WORKSPECT = {"todo.md": "- ต่อประกันรถตู้ก่อน 15 ต.ค.\n- พารถไปตรวจสภาพขนส่ง\n- เปลี่ยนยางก่อนเปิดเทอม 2\n"
                        "- ทวงค่ารถแม่น้องมิว\n"}


def _term(path: Path, rows: list[tuple], year: str, fuel: list[tuple] = ()) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายเดือน Monthly"
    sheet.append([f"รายรับรายจ่ายรถตู้ เทอม 1 ปีการศึกษา {year} (School van income and costs, term 1)"])
    sheet.append(list(MONTHLY_HEADERS))
    for month, row in zip(MONTHS, rows):
        fees, extra, fuel_cost, repairs, installment, other, note = row
        sheet.append([month, fees, extra, fuel_cost, repairs, installment, other,
                      fees + extra - fuel_cost - repairs - installment - other, note])
    totals = [sum(row[index] for row in rows) for index in range(6)]
    sheet.append(["รวม (Total)", *totals, totals[0] + totals[1] - sum(totals[2:]), ""])
    for column in range(2, 9):
        money_format(sheet, column)
    if fuel:
        log = book.create_sheet("น้ำมัน Fuel")
        log.append(list(FUEL_HEADERS))
        for month, row in zip(MONTHS, fuel):
            log.append([month, *row])
        log.append(["รวม (Total)", round(sum(row[0] for row in fuel), 1), "", sum(row[2] for row in fuel),
                    sum(row[3] for row in fuel)])
        money_format(log, 4)
    book.save(path)


def _kids(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายชื่อ Students"
    sheet.append(["รายชื่อเด็กรถตู้ลุงศักดิ์ ปีการศึกษา 2568 (โรงเรียนปัญญาวิทย์)"])
    sheet.append(list(KIDS_HEADERS))
    for number, row in enumerate(KIDS, start=1):
        sheet.append([number, *row])
    sheet.append(["", "รวม (Total)", "", "", "", sum(row[4] for row in KIDS), "", f"{len(KIDS)} คน"])
    money_format(sheet, 6)
    owed = book.create_sheet("ค้างจ่าย Arrears")
    owed.append(["ชื่อเด็ก (Student)", "ผู้ปกครอง (Parent)", "เดือนที่ค้าง (Months)", "ยอดค้าง (Owed, THB)",
                 "หมายเหตุ (Note)"])
    for row in ARREARS:
        owed.append(list(row))
    owed.append(["รวม (Total)", "", "", sum(row[3] for row in ARREARS), "ณ 30 ก.ย. 2568"])
    money_format(owed, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    van = docs / "SchoolVan"
    for sub in ("Contracts", "Accounts", "Van", "Chats", "Email", "Letters", "Plans"):
        (van / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Home").mkdir(parents=True, exist_ok=True)
    write_docx(van / "Contracts" / "ข้อตกลงรถรับส่งนักเรียน_รร.ปัญญาวิทย์_2568.docx", SCHOOL_TOP, table=SCHOOL_FEES,
               bottom=SCHOOL_BOTTOM)
    write_docx(van / "Contracts" / "สัญญาเช่าซื้อรถตู้_กรุงศรีออโต้.docx", HP_TOP, table=HP_TERMS, bottom=HP_BOTTOM)
    _term(van / "Accounts" / "รายรับรายจ่าย_รถตู้_เทอม1_2568.xlsx", TERM_2568, "2568", FUEL_2568)
    _term(van / "Accounts" / "รายรับรายจ่าย_รถตู้_เทอม1_2567.xlsx", TERM_2567, "2567")
    _kids(van / "Accounts" / "รายชื่อเด็ก_ค่ารถ_ปีการศึกษา2568.xlsx")
    (van / "Van" / "บันทึกซ่อมบำรุงรถตู้_2568.md").write_text(REPAIR_LOG, encoding="utf-8")
    (van / "Chats" / "LINE_กลุ่มผู้ปกครอง_รถตู้ลุงศักดิ์_2568-09.txt").write_text(LINE_CHAT, encoding="utf-8")
    (van / "Email" / "EP_fieldtrip_van_booking_email.txt").write_text(EMAIL, encoding="utf-8")
    (van / "Letters" / "หนังสือขนส่งนนทบุรี_ตรวจสภาพรถรับส่งนักเรียน_2568.txt").write_text(DLT_LETTER,
                                                                                       encoding="utf-8")
    write_slides(van / "Plans" / "แผนเพิ่มรถตู้คันที่2_SecondVan.pptx", SECOND_VAN_SLIDES)
    make_pdf(van / "Van" / "KrungsriAuto_HP_statement_2025-09.pdf", HP_STATEMENT)
    make_pdf(van / "Van" / "Viriyah_renewal_Commuter_2025.pdf", INSURANCE_PAGES)
    (van / "Van" / "ใบเสนอราคาประกัน_ทิพย_2568.md").write_text(DHIPAYA_QUOTE, encoding="utf-8")
    make_pdf(van / "Van" / "BQuik_tyre_quotation_2025-09.pdf", BQUIK_QUOTE)
    (van / "Van" / "ใบเสนอราคายาง_เฮียชัย_2568.txt").write_text(HIA_CHAI_QUOTE, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(workspect, WORKSPECT)
