"""A folder for bench/agent_tasks.py (`--folder temple`): a village temple committee treasurer's papers.

Prasert Thongdee (ลุงเสริฐ), a retired teacher, is the ไวยาวัจกร and treasurer of the committee of Wat Non Sawang
(วัดโนนสว่าง) in Nong Khai Nam, Mueang Nakhon Ratchasima. After the Kathin festival of 2 November 2568 the temple
starts repairing the roof of its sala (ศาลาการเปรียญ). The folder: a Thai contract with the roofing contractor
(docx, a payment-instalment table) and an unsigned draft of it, the temple's monthly income and spending for
January-October 2568 (xlsx, two sheets, Thai/English headers) and last year's workbook, the Kathin budget and what
was given (xlsx, two sheets), a Thai note of the night the Kathin money was counted (md), the roof-fund donors
(xlsx), the contractor's English quotation (pdf) and a second contractor's Thai quote (txt), the roof-fund
account's Krungthai statement (English pdf), the sound-system invoice for the Kathin (English pdf), PEA electricity
bills for September and October 2025 (pdf), the minutes of two committee meetings (md), the committee's LINE group
chat (txt), a donor's English email from the United States (txt), a Thai letter from the provincial Buddhism office
(txt), slides explaining the roof project to the villagers (pptx), and distractors that share words with them (the
draft contract, last year's income workbook, last year's Kathin summary, an older roof quote from 2566, a first
draft of the slides, last October's electricity bill); plus a workspect that already holds a to-do list. Written
blind of the engine's rules, in session 21, for bench/data/agent_tasks_temple_holdout.json. Every figure a task
checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างเหมาซ่อมแซมหลังคาศาลาการเปรียญ วัดโนนสว่าง",
    "สัญญาเลขที่ วนส. 2/2568",
    "ทำที่ วัดโนนสว่าง ตำบลหนองไข่น้ำ อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา วันที่ 10 พฤศจิกายน 2568",
    "ระหว่าง วัดโนนสว่าง โดย พระครูปลัดสมชาย ฐิตธมฺโม เจ้าอาวาส และ นายประเสริฐ ทองดี ไวยาวัจกร "
    "ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" กับ ห้างหุ้นส่วนจำกัด โคราชรุ่งเรืองการช่าง โดย นายธนากร พลเยี่ยม "
    "หุ้นส่วนผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างและผู้รับจ้างตกลงรับจ้างซ่อมแซมหลังคาศาลาการเปรียญ ขนาดพื้นที่หลังคาประมาณ "
    "640 ตารางเมตร โดยรื้อกระเบื้องเดิม ซ่อมและเปลี่ยนโครงหลังคาเหล็กที่ผุ มุงหลังคาเมทัลชีทหนา 0.47 มม. "
    "พร้อมฉนวนกันความร้อน ครอบสันหลังคา และรางน้ำสเตนเลส ตามใบเสนอราคาเลขที่ KRR-Q2568-031",
    "ข้อ 2. ค่าจ้างเหมารวมวัสดุและค่าแรงทั้งสิ้น 486,000 บาท (สี่แสนแปดหมื่นหกพันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ข้อ 3. ผู้รับจ้างต้องเริ่มงานวันที่ 10 พฤศจิกายน 2568 และทำงานให้แล้วเสร็จภายใน 75 วัน "
    "คือภายในวันที่ 23 มกราคม 2569",
    "ข้อ 4. หากผู้รับจ้างทำงานไม่แล้วเสร็จตามกำหนด ต้องเสียค่าปรับให้ผู้ว่าจ้างวันละ 1,000 บาท จนกว่างานจะแล้วเสร็จ",
    "ข้อ 5. ผู้รับจ้างรับประกันการรั่วซึมของหลังคาเป็นเวลา 2 ปี นับจากวันส่งมอบงาน "
    "หากเกิดการรั่วซึมต้องเข้ามาแก้ไขภายใน 7 วันนับจากได้รับแจ้ง โดยไม่คิดค่าใช้จ่าย",
    "ข้อ 6. ผู้รับจ้างหยุดงานในวันพระและวันที่วัดมีงานบุญใหญ่ และต้องคลุมผ้าใบกันฝนทุกครั้งที่เลิกงาน",
    "ข้อ 7. ผู้ว่าจ้างจ่ายค่าจ้างเป็นงวด ตามตารางนี้ เมื่อคณะกรรมการตรวจรับงานของวัดตรวจรับงานในแต่ละงวดแล้ว",
]
CONTRACT_PAY = [
    ("งวดที่", "เงื่อนไขของงาน", "ร้อยละ", "จำนวนเงิน"),
    ("1", "เงินล่วงหน้า จ่ายในวันลงนามสัญญา", "20%", "97,200 บาท"),
    ("2", "รื้อหลังคาเดิม ซ่อมและเปลี่ยนโครงเหล็กแล้วเสร็จ", "40%", "194,400 บาท"),
    ("3", "มุงเมทัลชีท ติดฉนวน ครอบสัน และรางน้ำแล้วเสร็จ", "30%", "145,800 บาท"),
    ("4", "ส่งมอบงาน หลังตรวจรับงานครบ 30 วัน", "10%", "48,600 บาท"),
]
CONTRACT_BOTTOM = [
    "ข้อ 8. ผู้รับจ้างต้องดูแลความปลอดภัยของคนงาน ทำนั่งร้านให้มั่นคง และรับผิดชอบความเสียหายต่อทรัพย์สินของวัด",
    "คณะกรรมการตรวจรับงาน: นายสมาน ใจดี, นายวิชัย คงสุข (นายช่างโยธา อบต.หนองไข่น้ำ), นางบุญเรือน ศรีสวัสดิ์",
    "ลงชื่อ พระครูปลัดสมชาย ฐิตธมฺโม เจ้าอาวาส ผู้ว่าจ้าง",
    "ลงชื่อ ประเสริฐ ทองดี ไวยาวัจกร ผู้ว่าจ้าง",
    "ลงชื่อ ธนากร พลเยี่ยม ผู้รับจ้าง",
    "ลงชื่อ สมาน ใจดี พยาน",
]
DRAFT_TOP = [
    "(ร่าง ยังไม่ลงนาม ตุลาคม 2568) สัญญาจ้างเหมาซ่อมแซมหลังคาศาลาการเปรียญ วัดโนนสว่าง",
    "ผู้ว่าจ้าง: วัดโนนสว่าง  ผู้รับจ้าง: หจก.โคราชรุ่งเรืองการช่าง",
    "ข้อ 1. ซ่อมแซมหลังคาศาลาการเปรียญ มุงหลังคาเมทัลชีท",
    "ข้อ 2. ค่าจ้างเหมารวมทั้งสิ้น 495,000 บาท",
    "ข้อ 3. ทำงานให้แล้วเสร็จภายใน 90 วัน",
    "ข้อ 4. ค่าปรับกรณีงานล่าช้าวันละ 500 บาท",
    "ข้อ 5. รับประกันการรั่วซึม 1 ปี",
    "ข้อ 6. จ่ายค่าจ้าง 3 งวด",
]
DRAFT_PAY = [
    ("งวดที่", "เงื่อนไขของงาน", "จำนวนเงิน"),
    ("1", "เงินล่วงหน้า", "148,500 บาท"),
    ("2", "รื้อและเปลี่ยนโครงหลังคาเสร็จ", "198,000 บาท"),
    ("3", "ส่งมอบงาน", "148,500 บาท"),
]
DRAFT_BOTTOM = ["หมายเหตุ ลุงสมาน: ขอให้ต่อราคาลง ขอประกัน 2 ปี และแบ่งจ่ายเป็น 4 งวด"]

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)"]
INCOME_HEADERS = ("เดือน (Month)", "ตู้บริจาค (Donation boxes, THB)", "ทำบุญ/งานบุญ (Merit ceremonies, THB)",
                  "เงินโอนเข้าบัญชี (Bank transfers, THB)", "อื่นๆ (Other, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(18450, 22000, 9300, 1200), (15820, 14500, 7850, 0), (16340, 31000, 8400, 2500),
          (24910, 45600, 12700, 3000), (17260, 19800, 8950, 0), (14730, 12000, 6300, 800),
          (21480, 38200, 10150, 1500), (16090, 16500, 7600, 0), (15370, 13000, 8250, 600),
          (26850, 41700, 15400, 2000)]
SPEND_HEADERS = ("เดือน (Month)", "ค่าไฟฟ้า (Electricity, THB)", "ค่าน้ำประปา (Water, THB)",
                 "ภัตตาหารและของใช้พระ (Monks' food & supplies, THB)", "ค่าจ้างคนงานวัด (Caretaker wage, THB)",
                 "ซ่อมบำรุง (Repairs, THB)", "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total spending, THB)")
SPEND = [(3912.60, 420, 12500, 9000, 1850, 2150), (3745.20, 390, 12000, 9000, 0, 1600),
         (4388.15, 455, 12800, 9000, 3200, 1980), (5640.80, 610, 14200, 9000, 0, 3400),
         (5210.35, 540, 12600, 9000, 6450, 1720), (4502.90, 480, 12300, 9000, 0, 1350),
         (4870.25, 500, 13900, 9000, 2300, 2880), (4355.70, 470, 12400, 9000, 4700, 1540),
         (4286.45, 445, 12200, 9000, 0, 1460), (5912.30, 635, 14800, 9000, 1900, 3250)]
SPEND_NOTES = {4: "ซ่อมปั๊มน้ำบาดาล", 7: "ซ่อมกันสาดโรงครัว", 9: "งานออกพรรษา"}
LAST_YEAR = [("ม.ค. 67", 52100, 33870), ("ก.พ. 67", 38400, 31250), ("มี.ค. 67", 51900, 33010),
             ("เม.ย. 67", 79300, 35980), ("พ.ค. 67", 44150, 34420), ("มิ.ย. 67", 31800, 30640),
             ("ก.ค. 67", 65200, 33760), ("ส.ค. 67", 36900, 32110), ("ก.ย. 67", 35450, 31900),
             ("ต.ค. 67", 79800, 36240), ("พ.ย. 67", 41200, 32870), ("ธ.ค. 67", 47600, 33550)]

KATHIN_BUDGET_HEADERS = ("รายการ (Item)", "งบที่อนุมัติ (Budget, THB)", "จ่ายจริง (Actual, THB)", "หมายเหตุ (Note)")
KATHIN_BUDGET = [
    ("ผ้าไตรและเครื่องกฐิน (Kathin robes & offerings)", 18000, 17450, ""),
    ("อาหารเลี้ยงแขก 2 วัน (Food for guests, 2 days)", 35000, 38900, "แขกมาเกินคาด"),
    ("เครื่องเสียงและเวที (Sound system & stage)", 12000, 12000, "โคราชซาวด์ ค้างจ่าย 9,000"),
    ("เต็นท์ โต๊ะ เก้าอี้ (Tents, tables & chairs)", 8500, 9200, ""),
    ("ดอกไม้และตกแต่ง (Flowers & decoration)", 6000, 5350, ""),
    ("วงกลองยาว (Long-drum troupe)", 7000, 7000, "คณะกลองยาวบ้านโพธิ์"),
    ("ป้ายไวนิล ซองกฐิน งานพิมพ์ (Banners, envelopes, printing)", 4500, 4180, ""),
    ("น้ำแข็ง น้ำดื่ม (Ice & drinking water)", 3000, 3640, ""),
    ("เบ็ดเตล็ด (Miscellaneous)", 3000, 2210, ""),
]
KATHIN_GIFTS = [
    ("เจ้าภาพหลัก แม่ทองใบ แสงจันทร์ และครอบครัว (Main host)", 100000, "เงินสด"),
    ("ซองกฐินและตู้บริจาคในงาน (Envelopes & boxes at the temple)", 187640, "1,284 ซอง"),
    ("กองบุญชาวโนนสว่างในกรุงเทพฯ (Villagers working in Bangkok)", 126500, "โอนเข้าบัญชีวัด"),
    ("โอนเข้าบัญชีวัดจากญาติโยมทั่วไป (Other bank transfers)", 94320, ""),
    ("ต้นกฐินสมทบจากหมู่บ้านใกล้เคียง (Neighbouring villages)", 58200, "บ้านโพธิ์ บ้านหนองบัว"),
    ("โรงเรียนบ้านโนนสว่าง (Village school)", 12780, ""),
]
DONORS_HEADERS = ("วันที่ (Date)", "ชื่อผู้บริจาค (Donor)", "จำนวนเงิน (Amount, THB)", "ช่องทาง (Channel)",
                  "เลขที่ใบอนุโมทนาบัตร (Receipt No.)", "หมายเหตุ (Note)")
DONORS = [
    ("1 ก.ย. 68", "นายสมาน ใจดี", 20000, "เงินสด", "68/101", ""),
    ("3 ก.ย. 68", "นางทองใบ แสงจันทร์", 50000, "โอน", "68/102", ""),
    ("7 ก.ย. 68", "ครอบครัวพลเยี่ยม", 5000, "เงินสด", "68/103", ""),
    ("12 ก.ย. 68", "ร้านวัสดุก่อสร้างเจริญชัย โคราช", 30000, "โอน", "68/104", ""),
    ("15 ก.ย. 68", "นายสุรชัย บุญมา (แซม อยู่อเมริกา)", 41860, "โอนต่างประเทศ (Wise)", "68/105",
     "1,300 USD อุทิศให้ นายคำปุน บุญมา"),
    ("20 ก.ย. 68", "กลุ่มแม่บ้านบ้านโนนสว่าง", 8650, "เงินสด", "68/106", "ขายข้าวหลาม"),
    ("28 ก.ย. 68", "นางบุญเรือน ศรีสวัสดิ์", 3000, "เงินสด", "68/107", ""),
    ("6 ต.ค. 68", "คุณวีระพงษ์ และคุณนิตยา ศักดิ์ดี (กรุงเทพฯ)", 25000, "โอน", "68/108", ""),
    ("7 ต.ค. 68", "ผ้าป่าสามัคคีวันออกพรรษา", 36420, "เงินสด", "68/109", ""),
    ("14 ต.ค. 68", "สหกรณ์การเกษตรหนองไข่น้ำ", 10000, "โอน", "68/110", ""),
    ("22 ต.ค. 68", "นายประเสริฐ ทองดี", 5000, "เงินสด", "68/111", ""),
    ("10 พ.ย. 68", "โอนจากปัจจัยกฐิน 2568 ตามมติประชุมกรรมการ 9 พ.ย. 68", 300000, "โอนจากบัญชีทั่วไป", "-", ""),
]

COUNTING_NOTE = """# บันทึกนับเงินกฐิน วันที่ 2 พฤศจิกายน 2568

นับที่กุฏิหลวงพ่อ เวลา 17:30-21:10 น.
ผู้นับ: ลุงเสริฐ (ไวยาวัจกร), ป้าบุญเรือน, น้าหนึ่ง (วิไลวรรณ), น้องเอก  พยาน: ลุงสมาน ผู้ใหญ่บ้าน

## ยอดที่นับได้คืนนี้ (เงินสด)
- เจ้าภาพหลัก แม่ทองใบ 100,000 บาท
- ซองกฐิน 1,284 ซอง รวมตู้บริจาคในงาน 187,640 บาท (ในนี้เป็นเหรียญ 4,215 บาท)
- ต้นกฐินสมทบ บ้านโพธิ์ + บ้านหนองบัว 58,200 บาท
- โรงเรียนบ้านโนนสว่าง 12,780 บาท
- รวมเงินสดคืนนี้ 358,620 บาท

## ที่โอนเข้าบัญชีวัดไว้ก่อนแล้ว
- กองบุญชาวโนนสว่างในกรุงเทพฯ 126,500 บาท
- ญาติโยมโอนทั่วไป 94,320 บาท

## หมายเหตุ
- เงินสดเก็บตู้เซฟกุฏิหลวงพ่อ 1 คืน เช้า 3 พ.ย. ลุงเสริฐกับน้องเอกนำฝากกรุงไทย สาขาหนองไข่น้ำ บัญชีทั่วไปของวัด
- แบงก์ปลอม 1 ใบ (500 บาท) แยกไว้ ไม่นับรวม
- ยังไม่ได้หักค่าใช้จ่ายงาน ดูในไฟล์งบกฐิน
"""
MINUTES_5 = """# รายงานการประชุมคณะกรรมการวัดโนนสว่าง ครั้งที่ 5/2568

วันอาทิตย์ที่ 12 ตุลาคม 2568 เวลา 13:00 น. ณ ศาลาการเปรียญ (ฝั่งที่หลังคาไม่รั่ว)
ผู้เข้าประชุม 11 คน จากกรรมการ 13 คน  ประธาน: นายสมาน ใจดี  เลขานุการ: นางบุญเรือน ศรีสวัสดิ์

## วาระที่ 1 รายงานการเงินเดือนกันยายน 2568 (ลุงเสริฐ)
- รายรับเดือน ก.ย. 37,220 บาท ค่าไฟเดือน ก.ย. 4,286.45 บาท
- ยอดบริจาคซ่อมหลังคาถึงวันนี้ 219,930 บาท

## วาระที่ 2 เตรียมงานทอดกฐินสามัคคี
- กำหนดวันอาทิตย์ที่ 2 พฤศจิกายน 2568 เจ้าภาพหลัก แม่ทองใบ แสงจันทร์
- ที่ประชุมอนุมัติงบค่าใช้จ่ายงานกฐิน 97,000 บาท (ปีที่แล้วใช้ไป 91,450 บาท)
- ป้าบุญเรือนดูแลโรงครัว น้องเอกดูแลเครื่องเสียงและไลฟ์เฟซบุ๊ก

## วาระที่ 3 ซ่อมหลังคาศาลาการเปรียญ
- ได้ใบเสนอราคา 2 ราย: หจก.โคราชรุ่งเรืองการช่าง 486,000 บาท และร้านช่างบุญมีหลังคาสวย 452,000 บาท
- ให้กรรมการ 3 คนไปดูงานที่ทั้งสองรายเคยทำก่อน แล้วตัดสินในการประชุมครั้งหน้า

## วาระอื่นๆ
- ปั๊มน้ำบาดาลเสียงดัง ให้ลุงคำดูก่อน
- ประชุมครั้งหน้าหลังงานกฐิน
"""
MINUTES_6 = """# รายงานการประชุมคณะกรรมการวัดโนนสว่าง ครั้งที่ 6/2568

วันอาทิตย์ที่ 9 พฤศจิกายน 2568 เวลา 13:00 น. ณ กุฏิเจ้าอาวาส
ผู้เข้าประชุม 12 คน จากกรรมการ 13 คน และพระครูปลัดสมชาย ฐิตธมฺโม เจ้าอาวาส
ประธาน: นายสมาน ใจดี  เลขานุการ: นางบุญเรือน ศรีสวัสดิ์

## วาระที่ 1 สรุปงานทอดกฐินสามัคคี 2 พ.ย. 2568 (ลุงเสริฐ)
- ปัจจัยกฐินรวม 579,440 บาท ค่าใช้จ่ายงาน 99,930 บาท (เกินงบ 2,930 บาท เพราะค่าอาหาร)
- คงเหลือสุทธิ 479,510 บาท
- ยังค้างค่าเครื่องเสียงโคราชซาวด์ 9,000 บาท

## วาระที่ 2 การใช้ปัจจัยกฐิน
- มติ: โอน 300,000 บาท เข้าบัญชีกองทุนซ่อมหลังคาศาลา (กรุงไทย) ที่เหลือ 179,510 บาท เก็บในบัญชีทั่วไปของวัด
  ไว้จ่ายค่าไฟ ค่าน้ำ และภัตตาหาร
- มีผู้คัดค้าน 1 คน (อยากเก็บไว้สร้างรั้ววัด)

## วาระที่ 3 เลือกผู้รับจ้างซ่อมหลังคา
- มติเลือก หจก.โคราชรุ่งเรืองการช่าง 9 ต่อ 2 เสียง แม้แพงกว่า เพราะใช้เมทัลชีทหนากว่า มีฉนวน และรับประกัน 2 ปี
- ลงนามสัญญาวันจันทร์ที่ 10 พฤศจิกายน 2568 จ่ายงวดแรกเป็นเช็ค
- คณะกรรมการตรวจรับงาน: ลุงสมาน, นายช่างวิชัย (อบต.), ป้าบุญเรือน

## วาระที่ 4 ขอเงินอุดหนุนบูรณปฏิสังขรณ์
- ลุงเสริฐกับน้องเอกเตรียมเอกสารยื่นสำนักงานพระพุทธศาสนาจังหวัด ให้ทันกำหนด

## ปิดประชุม 15:20 น.  ประชุมครั้งหน้า วันอาทิตย์ที่ 7 ธันวาคม 2568
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม กรรมการวัดโนนสว่าง
บันทึกเมื่อ: 16/11/2568 20:31

จ., 10/11/2568
08:05\tเสริฐ ไวยาวัจกร\tเช้านี้เซ็นสัญญากับโคราชรุ่งเรืองเรียบร้อยครับ หลวงพ่อเซ็นเช็คงวดแรกให้แล้ว
08:09\tสมาน ใจดี\tช่างเข้ามากี่คนล่ะ
08:12\tธนากร KRR\tทีมช่างเข้า 8 คนครับ วันนี้ตั้งนั่งร้าน พรุ่งนี้เริ่มรื้อ ทำงาน 8 โมงถึง 5 โมงเย็น หยุดวันพระครับ
08:15\tเอก\tผมกับลุงคำย้ายพระพุทธรูปกับตู้พระธรรมไปไว้กุฏิหลวงพ่อแล้วครับ
08:16\tเอก\t[รูปภาพ]

พฤ., 13/11/2568
07:30\tบุญเรือน\tวันนี้วันพระ ช่างหยุดนะ ญาติโยมมาทำบุญที่ศาลาหลังเล็กแทน

ส., 15/11/2568
06:40\tบุญเรือน\tเมื่อคืนฝนตกหนัก น้ำรั่วลงศาลาตรงที่รื้อไปแล้ว เสื่อเปียกหมด
06:41\tบุญเรือน\t[รูปภาพ]
07:10\tธนากร KRR\tขอโทษครับ เมื่อวานคลุมผ้าใบไม่มิด ต่อไปจะคลุมทุกเย็นครับ
07:15\tธนากร KRR\tรื้อแล้วเจอโครงเหล็กผุมากกว่าที่คิด ต้องเปลี่ยนแป 14 ท่อน อยู่ในราคาเหมาแล้ว ไม่คิดเพิ่มครับ
07:18\tธนากร KRR\tคาดว่ารื้อและเปลี่ยนโครงเหล็กเสร็จประมาณ 15 ธ.ค. ครับ ตอนนั้นจะขอเบิกงวด 2
07:25\tสมาน ใจดี\tต้องให้กรรมการตรวจรับก่อนนะ เดี๋ยวนัดนายช่างวิชัยจาก อบต. มาดู
07:31\tเสริฐ ไวยาวัจกร\tเงินในบัญชีกองทุนพอจ่ายงวด 2 ครับ ไม่ต้องห่วง

อา., 16/11/2568
09:02\tหนึ่ง วิไลวรรณ\tพ่อใหญ่ทองมาขอยืมโต๊ะจีน 10 ตัว เต็นท์ 2 หลัง ไปงานศพที่บ้าน 18-20 พ.ย. ให้ยืมได้ไหมคะ
09:10\tเสริฐ ไวยาวัจกร\tให้ยืมได้ครับ ลงสมุดยืมของวัดไว้ด้วย
20:30\tเอก\tแซมที่อเมริกาทักมาว่าได้รูปหลังคาแล้ว ฝากขอบคุณทุกคนครับ
"""
SAM_EMAIL = """From: Surachai "Sam" Boonma <sam.boonma.la@gmail.com>
To: Prasert Thongdee <prasert.thongdee2503@gmail.com>
Date: Tue, 16 Sep 2025 07:42:10 -0700
Subject: Donation for the sala roof - from Sam in Los Angeles

Dear Kru Prasert,

I hope you and Luang Por are well. My sister Noi told me the sala roof at Wat Non Sawang is leaking badly
and the committee is raising money to fix it.

I sent USD 1,300 through Wise on 14 September 2025 to the temple's Krungthai account (301-0-45872-6).
Wise says the temple should receive 41,860 THB after fees. Could you please check that it arrived?

Two small requests:
1. Please write the receipt (anumodana card) in the name of my late father, Mr. Khampun Boonma. It is for
   merit for him, not for tax.
2. Please send a few photos of the work on LINE to Noi or to me when it starts.

I will also try to send another USD 500 in December for the new gutters, if the contractor still needs money.

With respect and thanks,
Sam (Surachai Boonma)
Los Angeles, California
"""
PBO_LETTER = """ที่ นม 0025/1843
สำนักงานพระพุทธศาสนาจังหวัดนครราชสีมา
ถนนมหาดไทย ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000

20 ตุลาคม 2568

เรื่อง การจัดทำบัญชีรายรับ-รายจ่ายของวัด ประจำปี 2568 และการขอรับเงินอุดหนุนบูรณปฏิสังขรณ์วัด
เรียน เจ้าอาวาสวัดโนนสว่าง

1. ตามที่วัดต้องจัดทำบัญชีรายรับ-รายจ่ายของวัดเป็นประจำทุกปี ขอให้วัดจัดทำบัญชีรายรับ-รายจ่าย
ประจำปี 2568 (1 มกราคม - 31 ธันวาคม 2568) ตามแบบรายงานที่แนบมา โดยให้เจ้าอาวาสและไวยาวัจกรลงนาม
และส่งผ่านเจ้าคณะตำบลหนองไข่น้ำ ภายในวันที่ 31 มกราคม 2569

2. สำนักงานพระพุทธศาสนาแห่งชาติจัดสรรเงินอุดหนุนบูรณปฏิสังขรณ์วัด ปีงบประมาณ 2569
วัดที่มีอาคารเสนาสนะชำรุด ขอรับการอุดหนุนได้วัดละไม่เกิน 200,000 บาท
ให้ยื่นคำขอภายในวันที่ 15 ธันวาคม 2568 พร้อมเอกสาร ดังนี้
   (1) ภาพถ่ายสภาพอาคารที่ชำรุด ไม่น้อยกว่า 4 ภาพ
   (2) ใบเสนอราคาจากผู้รับจ้างไม่น้อยกว่า 2 ราย
   (3) มติคณะกรรมการวัดหรือรายงานการประชุมที่เห็นชอบให้ซ่อม
   (4) สำเนาบัญชีเงินฝากของวัด
   (5) หนังสือรับรองจากเจ้าคณะตำบล

วัดที่ได้รับเงินอุดหนุนต้องรายงานผลการใช้จ่ายพร้อมภาพถ่ายหลังซ่อมเสร็จภายใน 30 วัน

จึงเรียนมาเพื่อโปรดทราบและดำเนินการ

(นายอภิชาติ ศรีสุวรรณ)
ผู้อำนวยการสำนักงานพระพุทธศาสนาจังหวัดนครราชสีมา
กลุ่มศาสนสมบัติ โทร 044-242-516 ต่อ 12
"""
BOONMEE_QUOTE = """ใบเสนอราคา
ร้านช่างบุญมีหลังคาสวย (นายบุญมี ศรีอ่อน) 45 หมู่ 3 ตำบลโพธิ์กลาง อำเภอเมืองนครราชสีมา โทร 089-627-4410
วันที่ 10 ตุลาคม 2568
เสนอ: คณะกรรมการวัดโนนสว่าง (ลุงประเสริฐ)
งาน: ซ่อมหลังคาศาลาการเปรียญ พื้นที่ประมาณ 640 ตร.ม.

1. รื้อกระเบื้องเก่าพร้อมขนทิ้ง  35,000 บาท
2. ซ่อมโครงหลังคาเหล็ก ทาสีกันสนิม  112,000 บาท
3. เมทัลชีทหนา 0.35 มม. 640 ตร.ม. ตร.ม.ละ 240 บาท  153,600 บาท
4. ครอบสันหลังคาและแผ่นปิดขอบ  21,400 บาท
5. รางน้ำสังกะสีและท่อลง  28,000 บาท
6. ค่าแรง นั่งร้าน  102,000 บาท
รวมทั้งสิ้น 452,000 บาท (ไม่มีภาษีมูลค่าเพิ่ม)

- ไม่รวมฉนวนกันความร้อน ถ้าต้องการเพิ่ม 38,000 บาท
- ระยะเวลาทำงาน 90 วัน
- รับประกันรั่วซึม 1 ปี
- จ่ายเงิน 3 งวด 40% / 40% / 20%
- ราคานี้ยืนได้ 30 วัน
"""
OLD_QUOTE = """ใบเสนอราคา หจก.ศิลาทองการช่าง (ปี 2566)
วันที่ 18 มิถุนายน 2566  เสนอ วัดโนนสว่าง
งาน: เปลี่ยนกระเบื้องหลังคาศาลาการเปรียญ เป็นกระเบื้องลอนคู่ใหม่ ซ่อมโครงไม้บางส่วน
ราคารวม 398,000 บาท  ระยะเวลา 60 วัน  รับประกัน 6 เดือน
หมายเหตุ ลุงเสริฐ: ปี 66 เงินวัดไม่พอ เลยยังไม่ได้ซ่อม ราคานี้หมดอายุแล้ว
"""
KATHIN_2567 = """# สรุปงานทอดกฐินสามัคคี วัดโนนสว่าง ปี 2567

วันอาทิตย์ที่ 27 ตุลาคม 2567 เจ้าภาพหลัก ครอบครัวศักดิ์ดี (กรุงเทพฯ)

- ปัจจัยกฐินรวม 512,300 บาท
- ค่าใช้จ่ายงาน 91,450 บาท (งบ 90,000)
- คงเหลือสุทธิ 420,850 บาท
- นำไปสร้างห้องน้ำใหม่ 10 ห้อง 268,000 บาท ที่เหลือเข้าบัญชีทั่วไป
- ปีหน้าอยากให้เก็บไว้ซ่อมหลังคาศาลา
"""
SLIDES_DRAFT = """# ร่างสไลด์ชี้แจงซ่อมหลังคาศาลา (v1 ร่างแรก ปลาย ก.ย. 68 ยังไม่ได้ใช้)

- หลังคารั่วหลายจุด
- ประมาณราคาไว้ 450,000 บาท (ยังไม่ได้ใบเสนอราคาจริง)
- ยอดบริจาคถึง 30 ก.ย. 158,510 บาท
- อาจใช้เงินกฐินช่วยบางส่วน
- น้องเอกทำรูปสวยๆ ให้ด้วย
"""
ROOF_SLIDES = [
    ("โครงการซ่อมหลังคาศาลาการเปรียญ วัดโนนสว่าง",
     "ชี้แจงญาติโยม หลังพิธีทอดกฐิน 2 พฤศจิกายน 2568\nโดย คณะกรรมการวัด (ลุงเสริฐ ไวยาวัจกร)"),
    ("สภาพหลังคาตอนนี้", "ศาลาสร้างปี 2530 หลังคากระเบื้องอายุ 38 ปี\nฝนตกรั่ว 14 จุด โครงเหล็กเป็นสนิม\n"
                         "ช่วงเข้าพรรษาต้องย้ายที่นั่งญาติโยมหนีน้ำฝน"),
    ("ใบเสนอราคา 2 ราย", "หจก.โคราชรุ่งเรืองการช่าง 486,000 บาท เมทัลชีท 0.47 มม. มีฉนวน ประกัน 2 ปี 75 วัน\n"
                         "ช่างบุญมีหลังคาสวย 452,000 บาท เมทัลชีท 0.35 มม. ไม่มีฉนวน ประกัน 1 ปี 90 วัน"),
    ("เงินที่มีแล้ว", "ยอดบริจาคซ่อมหลังคา 1 ก.ย. - 31 ต.ค. 2568: 234,930 บาท (11 ราย)\n"
                      "เสนอให้ใช้ปัจจัยกฐินสมทบ 300,000 บาท\nยังขอรับเงินอุดหนุนจาก พศจ. ได้อีกไม่เกิน 200,000 บาท"),
    ("กำหนดการ", "ลงนามสัญญาและเริ่มงาน 10 พฤศจิกายน 2568\nแล้วเสร็จภายใน 23 มกราคม 2569\n"
                 "ทำบุญฉลองศาลาใหม่ 1 มีนาคม 2569\nระหว่างซ่อม ทำบุญวันพระที่ศาลาหลังเล็ก"),
]
QUOTE_PAGES = [
    "KORAT RUNGRUANG CONSTRUCTION LIMITED PARTNERSHIP\n"
    "99/12 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tel. 044-271-389\n"
    "QUOTATION No. KRR-Q2568-031   Date: 8 October 2025   Valid: 60 days\n"
    "To: Wat Non Sawang Temple Committee (Mr. Prasert Thongdee), Nong Khai Nam, Nakhon Ratchasima\n"
    "Project: Repair of the sala roof (approx. 640 sq m)\n"
    "1. Remove old roof tiles and dispose: 42,000.00 THB\n"
    "2. Steel truss repair and rust treatment: 118,500.00 THB\n"
    "3. Metal sheet roofing 0.47 mm, 640 sq m x 280 THB: 179,200.00 THB\n"
    "4. PE foam insulation 10 mm, 640 sq m x 65 THB: 41,600.00 THB\n"
    "5. Ridge caps and flashing: 24,700.00 THB\n"
    "6. Stainless steel gutters and downpipes: 38,000.00 THB\n"
    "7. Scaffolding, labour and site safety: 42,000.00 THB\n"
    "TOTAL: 486,000.00 THB (all prices include 7% VAT)\n"
    "Work period: 75 days. Warranty against leaks: 2 years after handover.\n"
    "Payment: 4 installments - 20% advance, 40%, 30%, 10% after handover\n"
    "Thanakorn Phonyiam, Managing Partner",
]
STATEMENT_PAGES = [
    "Krung Thai Bank PCL - Nong Khai Nam Branch, Nakhon Ratchasima\nSAVINGS ACCOUNT STATEMENT\n"
    "Account name: Wat Non Sawang (Sala Roof Repair Fund)\nAccount No.: 301-0-45872-6\n"
    "Authorised signers (2 of 3): Phra Khru Palad Somchai, Mr. Prasert Thongdee, Mr. Saman Jaidee\n"
    "Period: 1 September 2025 - 14 November 2025\n"
    "01 Sep 2025  Opening balance  12,500.00\n"
    "03 Sep 2025  Transfer in - THONGBAI SAENGCHAN  +50,000.00  bal 62,500.00\n"
    "12 Sep 2025  Transfer in - CHAROENCHAI CONSTRUCTION MATERIALS  +30,000.00  bal 92,500.00\n"
    "15 Sep 2025  International transfer in - WISE / SURACHAI BOONMA  +41,860.00  bal 134,360.00\n"
    "22 Sep 2025  Cash deposit  +33,650.00  bal 168,010.00\n"
    "01 Oct 2025  Cash deposit  +3,000.00  bal 171,010.00\n"
    "06 Oct 2025  Transfer in - WEERAPONG SAKDEE  +25,000.00  bal 196,010.00\n"
    "09 Oct 2025  Cash deposit  +36,420.00  bal 232,430.00\n"
    "14 Oct 2025  Transfer in - NONG KHAI NAM AGRICULTURAL COOP  +10,000.00  bal 242,430.00\n"
    "23 Oct 2025  Cash deposit  +5,000.00  bal 247,430.00\n"
    "10 Nov 2025  Transfer in - WAT NON SAWANG GENERAL ACCOUNT  +300,000.00  bal 547,430.00\n"
    "10 Nov 2025  Cheque No. 0451207 - KORAT RUNGRUANG CONSTRUCTION LP  -97,200.00  bal 450,230.00\n"
    "Total deposits: 534,930.00   Total withdrawals: 97,200.00\n"
    "Closing balance at 14 Nov 2025: 450,230.00 THB",
]
SOUND_PAGES = [
    "KORAT SOUND & LIGHT\n156 Suranarai Road, Mueang Nakhon Ratchasima 30000  Tel. 081-966-2045\n"
    "INVOICE No. KSL-2025-1103   Date: 3 November 2025\n"
    "Bill to: Wat Non Sawang (Kathin ceremony committee)\n"
    "Event: Kathin ceremony, 1-2 November 2025\n"
    "Sound system with 2 operators, 2 days x 4,000 THB: 8,000.00 THB\n"
    "Stage 6 x 8 m with lighting: 4,000.00 THB\n"
    "Total: 12,000.00 THB\nDeposit paid on 20 October 2025: 3,000.00 THB\n"
    "Balance due: 9,000.00 THB\nPlease pay by 15 November 2025\n"
    "Bank transfer: Kasikornbank, account 062-3-88514-7 (Mr. Anan Khongkha)",
]


def _pea(month: str, period: str, units: str, energy: str, ft: str, vat: str, due: str, pay_by: str) -> list[str]:
    return ["Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office 2\n"
            f"ELECTRICITY BILL - {month}\nCustomer: Wat Non Sawang\n"
            "Address: 1 Moo 4, Nong Khai Nam, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000\n"
            "Account No.: 030012874455   Tariff: 1.2 Residential (over 150 kWh)\n"
            f"Meter reading period: {period}\nUnits used: {units} kWh\nEnergy charge: {energy} THB\n"
            f"Ft charge: {ft} THB\nService charge: 24.62 THB\nVAT 7%: {vat} THB\nAmount due: {due} THB\n"
            f"Due date: {pay_by}"]


PEA_SEP = _pea("September 2025", "1 September 2025 - 30 September 2025", "842", "3,672.23", "309.18", "280.42",
               "4,286.45", "15 October 2025")
PEA_OCT = _pea("October 2025", "1 October 2025 - 31 October 2025", "1,137", "5,083.38", "417.51", "386.79",
               "5,912.30", "15 November 2025")
PEA_OCT_LAST = _pea("October 2024", "1 October 2024 - 31 October 2024", "1,052", "4,451.74", "417.85", "342.59",
                    "5,236.80", "15 November 2024")
WORKSPECT = {"todo.md": "- เตรียมเอกสารขอเงินอุดหนุน พศจ.\n- โอนค่าเครื่องเสียงที่ยังค้าง\n"
                        "- ออกใบอนุโมทนาบัตรให้แซม ตามชื่อที่ขอ\n- นัดกรรมการตรวจรับงานงวด 2\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับวัดโนนสว่าง ม.ค.-ต.ค. 2568 (Wat Non Sawang income, Jan-Oct 2025) บัญชีทั่วไป"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Spending")
    spend.append(["รายจ่ายวัดโนนสว่าง ม.ค.-ต.ค. 2568 (Wat Non Sawang spending, Jan-Oct 2025)"])
    spend.append([*SPEND_HEADERS, "หมายเหตุ (Note)"])
    for index, (month, row) in enumerate(zip(MONTHS, SPEND)):
        spend.append([month, *row, round(sum(row), 2), SPEND_NOTES.get(index, "")])
    spend.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*SPEND)),
                  round(sum(sum(row) for row in SPEND), 2), ""])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _last_year(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สรุป 2567"
    sheet.append(["รายรับรายจ่ายวัดโนนสว่าง ปี 2567 (Wat Non Sawang income & spending 2024)"])
    sheet.append(["เดือน (Month)", "รวมรายรับ (Income, THB)", "รวมรายจ่าย (Spending, THB)", "คงเหลือ (Balance, THB)"])
    for month, income, spending in LAST_YEAR:
        sheet.append([month, income, spending, income - spending])
    sheet.append(["รวม (Total)", sum(row[1] for row in LAST_YEAR), sum(row[2] for row in LAST_YEAR),
                  sum(row[1] - row[2] for row in LAST_YEAR)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    book.save(path)


def _kathin(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งบประมาณ Budget"
    sheet.append(["งบประมาณและค่าใช้จ่ายงานทอดกฐินสามัคคี วัดโนนสว่าง 2 พ.ย. 2568 (Kathin 2025 budget)"])
    sheet.append(list(KATHIN_BUDGET_HEADERS))
    for row in KATHIN_BUDGET:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", sum(row[1] for row in KATHIN_BUDGET), sum(row[2] for row in KATHIN_BUDGET), ""])
    for column in (2, 3):
        money_format(sheet, column)
    gifts = book.create_sheet("ยอดปัจจัย Donations")
    gifts.append(["ปัจจัยกฐิน 2568 แยกตามที่มา (Kathin 2025 donations by source)"])
    gifts.append(["ที่มา (Source)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
    for row in KATHIN_GIFTS:
        gifts.append(list(row))
    given = sum(row[1] for row in KATHIN_GIFTS)
    spent = sum(row[2] for row in KATHIN_BUDGET)
    gifts.append(["รวมปัจจัยกฐิน (Total donations)", given, ""])
    gifts.append(["หักค่าใช้จ่ายงาน (Less expenses)", spent, "ดูชีตงบประมาณ"])
    gifts.append(["คงเหลือสุทธิ (Net)", given - spent, "รอมติกรรมการว่าจะใช้อย่างไร"])
    money_format(gifts, 2)
    book.save(path)


def _donors(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผู้บริจาค Donors"
    sheet.append(["บัญชีรายชื่อผู้บริจาคซ่อมหลังคาศาลาการเปรียญ (Sala roof fund donors) บัญชีกรุงไทย 301-0-45872-6"])
    sheet.append(list(DONORS_HEADERS))
    for row in DONORS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(row[2] for row in DONORS), "", "", ""])
    money_format(sheet, 3)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    wat = docs / "วัดโนนสว่าง"
    for sub in ("สัญญา", "บัญชีวัด", "กฐิน2568", "ซ่อมหลังคาศาลา", "ประชุมกรรมการ", "ค่าไฟ", "หนังสือราชการ"):
        (wat / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Email").mkdir(parents=True, exist_ok=True)
    (docs / "LINE").mkdir(parents=True, exist_ok=True)
    write_docx(wat / "สัญญา" / "สัญญาจ้างซ่อมหลังคาศาลา_โคราชรุ่งเรือง_2568.docx", CONTRACT_TOP, table=CONTRACT_PAY,
               bottom=CONTRACT_BOTTOM)
    write_docx(wat / "สัญญา" / "สัญญาจ้างซ่อมหลังคา_ร่าง_ยังไม่เซ็น.docx", DRAFT_TOP, table=DRAFT_PAY,
               bottom=DRAFT_BOTTOM)
    _accounts(wat / "บัญชีวัด" / "รายรับรายจ่ายวัด_2568.xlsx")
    _last_year(wat / "บัญชีวัด" / "รายรับรายจ่ายวัด_2567.xlsx")
    make_pdf(wat / "บัญชีวัด" / "Krungthai_statement_roof_fund_2025-11.pdf", STATEMENT_PAGES)
    _kathin(wat / "กฐิน2568" / "งานกฐินสามัคคี_2568_งบและยอดปัจจัย.xlsx")
    (wat / "กฐิน2568" / "นับเงินกฐิน_2568-11-02.md").write_text(COUNTING_NOTE, encoding="utf-8")
    make_pdf(wat / "กฐิน2568" / "KoratSound_invoice_kathin_2025.pdf", SOUND_PAGES)
    _donors(wat / "ซ่อมหลังคาศาลา" / "บัญชีผู้บริจาคซ่อมหลังคาศาลา_2568.xlsx")
    make_pdf(wat / "ซ่อมหลังคาศาลา" / "Quotation_KoratRungruang_sala_roof.pdf", QUOTE_PAGES)
    (wat / "ซ่อมหลังคาศาลา" / "ใบเสนอราคา_ช่างบุญมี_หลังคาศาลา.txt").write_text(BOONMEE_QUOTE, encoding="utf-8")
    write_slides(wat / "ซ่อมหลังคาศาลา" / "ชี้แจงโครงการซ่อมหลังคาศาลา.pptx", ROOF_SLIDES)
    (wat / "ประชุมกรรมการ" / "บันทึกประชุมกรรมการวัด_ครั้งที่5_2568-10-12.md").write_text(MINUTES_5, encoding="utf-8")
    (wat / "ประชุมกรรมการ" / "บันทึกประชุมกรรมการวัด_ครั้งที่6_2568-11-09.md").write_text(MINUTES_6, encoding="utf-8")
    make_pdf(wat / "ค่าไฟ" / "PEA_wat_bill_2025-09.pdf", PEA_SEP)
    make_pdf(wat / "ค่าไฟ" / "PEA_wat_bill_2025-10.pdf", PEA_OCT)
    make_pdf(wat / "ค่าไฟ" / "PEA_wat_bill_2024-10.pdf", PEA_OCT_LAST)
    (wat / "หนังสือราชการ" / "หนังสือ_พศจ_นครราชสีมา_บัญชีวัด_เงินอุดหนุน_2568.txt").write_text(
        PBO_LETTER, encoding="utf-8")
    (docs / "LINE" / "LINE_กรรมการวัดโนนสว่าง_2568-11.txt").write_text(LINE_CHAT, encoding="utf-8")
    (docs / "Email" / "email_Sam_USA_donation_2025-09.txt").write_text(SAM_EMAIL, encoding="utf-8")
    write_texts(wat, {"กฐิน2568/สรุปงานกฐิน_2567.md": KATHIN_2567,
                      "ซ่อมหลังคาศาลา/ใบเสนอราคาซ่อมหลังคา_ศิลาทอง_2566.txt": OLD_QUOTE,
                      "ซ่อมหลังคาศาลา/ร่าง_สไลด์ซ่อมหลังคา_v1.md": SLIDES_DRAFT})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the treasurer's to-do list."""
    write_texts(workspect, WORKSPECT)
