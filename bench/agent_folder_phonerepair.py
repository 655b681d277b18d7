"""A folder for bench/agent_tasks.py (`--folder phonerepair`): two brothers' phone repair stall in a Chiang Mai mall.

Ekkachai (พี่เอก) and Anuwat (โอ๊ต) Thongkham run Ek Phone (ร้านเอกโฟน ซ่อมมือถือ), a 12 m2 repair and accessories
booth (2-14, IT zone, 2nd floor) in Chiang Mai City Mall, with a part-time helper, Mint (น้องมิ้นท์): the Thai
booth rental agreement with the mall's owner (docx, a rent table), a Thai parts-supply agreement with their Bangkok
parts wholesaler Thai Phone Parts (docx, a parts-warranty table), the stall's income by month for January-July 2568
with the period's expenses (xlsx, two sheets, Thai/English headers), the July 2568 customer repair-job log (xlsx),
the stall's Thai warranty conditions and repair price list (md), a LINE group chat export with the parts
supplier and one with their own team (txt), a new supplier's English quote email (txt), a Thai letter from the mall
about the 2nd-floor renovation and a temporary booth (txt), slides on opening a second booth (pptx), the parts
wholesaler's tax invoice and an accessories wholesaler's invoice (English pdf), the mall's tenant statements for
June and July 2025 (pdf) and a bank statement of the loan for their repair equipment (pdf, 2 pages); and six
distractors that share words with them (the old booth contract, an older quote from the new supplier, last
year's price list, a draft of the second-booth idea, the wholesaler's June quotation, last year's income summary);
plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 20, for
bench/data/agent_tasks_phonerepair_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าพื้นที่ร้านค้า ศูนย์การค้าเชียงใหม่ซิตี้มอลล์",
    "ทำที่ สำนักงานบริหารศูนย์การค้าเชียงใหม่ซิตี้มอลล์ ตำบลฟ้าฮ่าม อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ "
    "วันที่ 10 พฤษภาคม 2567",
    "ผู้ให้เช่า: บริษัท ล้านนาซิตี้ พร็อพเพอร์ตี้ จำกัด โดย นางสาวกมลวรรณ ศรีวิชัย ผู้จัดการฝ่ายเช่าพื้นที่  "
    "ผู้เช่า: นายเอกชัย ทองคำ และ นายอนุวัฒน์ ทองคำ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่บูธเลขที่ 2-14 ชั้น 2 โซนไอทีและโทรศัพท์มือถือ ขนาด 12 ตารางเมตร "
    "เพื่อประกอบกิจการรับซ่อมโทรศัพท์มือถือและจำหน่ายอุปกรณ์เสริม ในชื่อร้าน เอกโฟน (Ek Phone)",
    "ข้อ 2. ระยะเวลาเช่า 2 ปี เริ่มวันที่ 1 มิถุนายน 2567 สิ้นสุดวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่าและค่าบริการส่วนกลางเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน "
    "ค่าไฟฟ้าคิดตามมิเตอร์ย่อยของบูธ หน่วยละ 7.50 บาท เรียกเก็บพร้อมใบแจ้งหนี้ประจำเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่าและบริการ 46,500 บาท (สี่หมื่นหกพันห้าร้อยบาทถ้วน) "
    "เท่ากับค่าเช่าปีแรก 3 เดือน ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าต้องเปิดร้านทุกวันตามเวลาของศูนย์การค้า 10:00-21:00 น. หากปิดร้านโดยไม่แจ้งล่วงหน้า "
    "ปรับครั้งละ 1,000 บาท",
    "ข้อ 7. ผู้เช่าใช้หัวแร้งบัดกรีและเครื่องเป่าลมร้อนได้เฉพาะภายในบูธ และต้องมีถังดับเพลิงขนาด 10 ปอนด์ "
    "ประจำบูธตลอดเวลา",
    "ข้อ 8. หากผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วันก่อนสิ้นสุดสัญญา "
    "หากเลิกสัญญาก่อนกำหนดต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน", "ค่าบริการส่วนกลางต่อเดือน"),
    ("ปีที่ 1", "1 มิ.ย. 2567 - 31 พ.ค. 2568", "15,500 บาท", "1,850 บาท"),
    ("ปีที่ 2", "1 มิ.ย. 2568 - 31 พ.ค. 2569", "16,800 บาท", "1,850 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ กมลวรรณ ศรีวิชัย ผู้ให้เช่า (บริษัท ล้านนาซิตี้ พร็อพเพอร์ตี้ จำกัด)",
                "ลงชื่อ เอกชัย ทองคำ ผู้เช่า", "ลงชื่อ อนุวัฒน์ ทองคำ ผู้เช่า"]
SUPPLY_TOP = [
    "ข้อตกลงการซื้อขายอะไหล่โทรศัพท์มือถือ",
    "ระหว่าง บริษัท ไทยโฟนพาร์ท จำกัด (Thai Phone Parts Co., Ltd.) กรุงเทพมหานคร ผู้ขาย "
    "กับ ร้านเอกโฟน (นายเอกชัย ทองคำ) ศูนย์การค้าเชียงใหม่ซิตี้มอลล์ ผู้ซื้อ",
    "ทำเมื่อวันที่ 15 มกราคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 2. ผู้ขายให้เครดิตการชำระเงิน 30 วัน นับจากวันที่ในใบกำกับภาษี โอนเข้าบัญชีกสิกรไทยของผู้ขาย",
    "ข้อ 3. สั่งสินค้าทางกลุ่ม LINE ก่อนเวลา 14:00 น. ผู้ขายจัดส่งทาง Kerry ภายในวันเดียวกัน "
    "ส่งฟรีเมื่อยอดต่อบิลตั้งแต่ 5,000 บาทขึ้นไป ต่ำกว่านั้นคิดค่าส่งครั้งละ 120 บาท",
    "ข้อ 4. ส่วนลดตามยอดซื้อรวมของเดือนก่อนหน้า: ตั้งแต่ 30,000 บาท ลด 3% ตั้งแต่ 60,000 บาท ลด 5% "
    "หักในบิลแรกของเดือนถัดไป",
    "ข้อ 5. อะไหล่ที่มีราคาต่อชิ้นเกิน 5,000 บาท หรือสั่งจากต่างประเทศ ผู้ซื้อต้องวางมัดจำร้อยละ 50 ก่อนสั่ง",
    "ข้อ 6. ผู้ขายรับประกันอะไหล่ตามตารางนี้ นับจากวันที่ผู้ซื้อได้รับสินค้า ผู้ซื้อส่งคืนเพื่อเคลมได้โดยแนบเลขบิล",
]
SUPPLY_WARRANTY = [
    ("ประเภทอะไหล่", "ระยะรับประกันจากผู้ขาย", "เงื่อนไข"),
    ("จอ LCD / OLED", "60 วัน", "ไม่รวมจอแตก รอยกด หรือแพรจอขาด"),
    ("แบตเตอรี่", "180 วัน", "เปลี่ยนใหม่เมื่อความจุต่ำกว่า 80%"),
    ("แพรชาร์จ ลำโพง กล้อง", "30 วัน", "ต้องไม่มีรอยบัดกรี"),
    ("กระจกหลัง / ฝาหลัง", "7 วัน", "ตรวจสอบทันทีเมื่อรับสินค้า"),
]
SUPPLY_BOTTOM = [
    "ข้อ 7. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้แทนฝ่ายขาย: คุณวีรพงษ์ แซ่ตั้ง (เฮียพงษ์) โทร 089-114-6620",
    "ลงชื่อ วีรพงษ์ แซ่ตั้ง ผู้แทนผู้ขาย",
    "ลงชื่อ เอกชัย ทองคำ ผู้ซื้อ",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าซ่อมจอ (Screen repairs, THB)", "เปลี่ยนแบตเตอรี่ (Batteries, THB)",
                  "งานซ่อมอื่นๆ (Other repairs, THB)", "ขายอุปกรณ์เสริม (Accessories sales, THB)",
                  "รวม (Total, THB)", "จำนวนงานซ่อม (Repair jobs)")
INCOME = [(68500, 21600, 18900, 42300, 142), (61200, 19800, 15400, 36800, 128),
          (72900, 24300, 20100, 45600, 157), (58700, 18200, 14800, 51900, 119),
          (64300, 20700, 17600, 39200, 134), (70800, 23400, 19500, 40700, 149),
          (75600, 25200, 22300, 43100, 161)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-ก.ค. 2568 (Jan-Jul 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าบูธ (Booth rent)", 111100, "ม.ค.-พ.ค. เดือนละ 15,500 / มิ.ย.-ก.ค. เดือนละ 16,800"),
    ("ค่าบริการส่วนกลาง (Common area fee)", 12950, "เดือนละ 1,850"),
    ("ค่าไฟบูธ (Booth electricity)", 10245, "มิเตอร์ย่อย หน่วยละ 7.50"),
    ("ค่าอะไหล่ (Spare parts)", 298400, "ส่วนใหญ่ซื้อจากไทยโฟนพาร์ท"),
    ("สินค้าอุปกรณ์เสริม (Accessories stock)", 176200, "ร้านส่งกาดหลวง"),
    ("ค่าจ้างน้องมิ้นท์ (Mint's wages)", 66500, "เดือนละ 9,500"),
    ("ผ่อนเครื่องมือ กสิกร (Equipment loan)", 32550, "เดือนละ 4,650"),
    ("ค่าส่งอะไหล่ (Parts shipping)", 1560, ""),
    ("ค่าธรรมเนียมบัตร/QR (Card & QR fees)", 3180, ""),
    ("ค่าโฆษณา Facebook (Facebook ads)", 4200, ""),
    ("ค่าร่วมโปรโมชั่นห้าง (Mall promotion fees)", 1500, "Songkran Sale, Mid Year Sale"),
]
JOB_HEADERS = ("เลขงาน (Job No.)", "วันที่รับ (Date in)", "ลูกค้า (Customer)", "รุ่น (Model)", "งาน (Job)",
               "ราคา (Price, THB)", "มัดจำ (Deposit, THB)", "สถานะ (Status)", "รับประกันถึง (Warranty until)")
JOBS = [
    ("EP6807-001", "1 ก.ค. 68", "คุณพิมพ์ชนก ใจมา", "iPhone 13", "เปลี่ยนจอ OLED", 4900, 0, "ส่งคืนแล้ว",
     "29 ก.ย. 68"),
    ("EP6807-002", "2 ก.ค. 68", "คุณสมศักดิ์ ปัญญาดี", "Samsung A54", "เปลี่ยนแบตเตอรี่", 1290, 0, "ส่งคืนแล้ว",
     "2 ม.ค. 69"),
    ("EP6807-003", "3 ก.ค. 68", "น้องเฟิร์น (นศ. มช.)", "iPhone 11", "เปลี่ยนจอ LCD", 2300, 0,
     "ส่งคืนแล้ว (เคลมเปลี่ยนจอใหม่ 7 ก.ค.)", "1 ต.ค. 68"),
    ("EP6807-004", "5 ก.ค. 68", "ลุงประเสริฐ", "OPPO A78", "เปลี่ยนแพรชาร์จ", 650, 0, "ส่งคืนแล้ว", "4 ส.ค. 68"),
    ("EP6807-005", "6 ก.ค. 68", "คุณวรรณา ศรีบุญเรือง", "iPhone 12 Pro", "เปลี่ยนแบตเตอรี่", 1890, 0, "ส่งคืนแล้ว",
     "6 ม.ค. 69"),
    ("EP6807-006", "8 ก.ค. 68", "คุณธนพล", "Redmi Note 12", "ตกน้ำ ล้างบอร์ด", 900, 0, "ส่งคืนแล้ว",
     "ไม่รับประกัน (งานน้ำเข้า)"),
    ("EP6807-007", "9 ก.ค. 68", "คุณจิราพร", "iPhone 14 Pro Max", "เปลี่ยนกระจกหลัง (เลเซอร์)", 2800, 0,
     "ส่งคืนแล้ว", "8 ส.ค. 68"),
    ("EP6807-008", "11 ก.ค. 68", "Mr. David Miller (นักท่องเที่ยว)", "iPhone 13 Pro", "เปลี่ยนจอ OLED", 6500, 0,
     "ส่งคืนแล้ว", "9 ต.ค. 68"),
    ("EP6807-009", "13 ก.ค. 68", "คุณอรุณี", "Samsung S22 Ultra", "เปลี่ยนจอ (แท้ศูนย์)", 9800, 5000, "รออะไหล่",
     ""),
    ("EP6807-010", "15 ก.ค. 68", "คุณกิตติ", "iPad Air 4", "เปลี่ยนทัชสกรีน", 3900, 2000, "รออะไหล่", ""),
    ("EP6807-011", "17 ก.ค. 68", "คุณนภัสสร", "iPhone 12", "Face ID ใช้ไม่ได้", 200, 0,
     "ซ่อมไม่ได้ คืนเครื่อง (คิดค่าตรวจ)", ""),
    ("EP6807-012", "19 ก.ค. 68", "คุณสมชาย", "vivo Y36", "เปลี่ยนจอ", 1800, 0, "ส่งคืนแล้ว", "17 ต.ค. 68"),
    ("EP6807-013", "22 ก.ค. 68", "คุณมาลัย", "iPhone XR", "เปลี่ยนแบตเตอรี่", 1090, 0, "ส่งคืนแล้ว", "22 ม.ค. 69"),
    ("EP6807-014", "24 ก.ค. 68", "คุณปิยะ", "OPPO Reno8", "ลำโพงไม่ดัง", 750, 0, "ซ่อมเสร็จ ลูกค้ายังไม่มารับ",
     "23 ส.ค. 68"),
    ("EP6807-015", "26 ก.ค. 68", "คุณชไมพร", "iPhone 15", "เปลี่ยนจอ OLED", 7900, 4000, "รออะไหล่", ""),
    ("EP6807-016", "29 ก.ค. 68", "คุณวิชัย", "Samsung A34", "เปลี่ยนแบตเตอรี่", 1190, 0, "กำลังซ่อม", ""),
]
WARRANTY_NOTE = """# เงื่อนไขการรับประกันงานซ่อม ร้านเอกโฟน (ใช้ตั้งแต่ 1 ม.ค. 2568)

ติดไว้หน้าร้าน + ส่งให้ลูกค้าทาง LINE OA ตอนรับเครื่อง

## ระยะเวลารับประกัน (นับจากวันที่รับเครื่องคืน)
- เปลี่ยนจอ: 90 วัน เฉพาะอาการทัชเพี้ยน จอเป็นเส้น สีเพี้ยน ไม่รวม ตก แตก โดนน้ำ
- เปลี่ยนแบตเตอรี่: 6 เดือน (แบตบวม เก็บไฟไม่อยู่)
- เปลี่ยนกระจกหลังด้วยเครื่องเลเซอร์: 30 วัน
- แพรชาร์จ ลำโพง ไมค์ กล้อง: 30 วัน
- ซ่อมบอร์ด / เครื่องตกน้ำ: ไม่รับประกัน (ล้างบอร์ดแล้วอาจกลับมาเสียได้อีก)
- ฟิล์มกระจก: ลอกหรือมีฟองอากาศภายใน 7 วัน ติดใหม่ให้ฟรี

## เงื่อนไข
- ต้องแสดงใบรับงาน (เลขงาน EP...) และสติกเกอร์รับประกันที่เครื่องต้องไม่ถูกแกะ
- ตรวจเช็กอาการฟรี ถ้าซ่อมไม่ได้หรือลูกค้าไม่ซ่อม งานบอร์ดคิดค่าตรวจ 200 บาท
- เครื่องที่ซ่อมเสร็จแล้ว ลูกค้าไม่มารับเกิน 60 วัน ร้านไม่รับผิดชอบความเสียหาย
- เคลมในประกัน: เปลี่ยนอะไหล่ใหม่ให้ฟรีภายในวันเดียวถ้ามีของ ถ้าไม่มีของรอ 3-5 วัน
"""
PRICE_LIST = """# ราคาค่าซ่อม ร้านเอกโฟน ปี 2568 (รวมค่าแรงแล้ว)

อัปเดต 1 มี.ค. 2568 - พี่เอก

| รุ่น | เปลี่ยนจอ | เปลี่ยนแบต |
|---|---|---|
| iPhone XR | 1,900 | 1,090 |
| iPhone 11 | 2,300 | 1,190 |
| iPhone 12 / 12 Pro | 3,900 | 1,890 |
| iPhone 13 | 4,900 | 1,990 |
| iPhone 13 Pro | 6,500 | 2,190 |
| iPhone 14 Pro Max | 9,900 | 2,490 |
| iPhone 15 | 7,900 | 2,390 |
| Samsung A34 / A54 | 2,900 | 1,190 / 1,290 |
| Samsung S22 Ultra (จอแท้ศูนย์) | 9,800 | 1,890 |

งานอื่นๆ
- กระจกหลัง iPhone (เลเซอร์) 2,200-2,800 บาท
- แพรชาร์จ OPPO/vivo 650 บาท ลำโพง 750 บาท
- ล้างบอร์ดเครื่องตกน้ำ 900 บาท (ไม่รับประกัน)
- ทัชสกรีน iPad Air 4 3,900 บาท
- ค่าตรวจบอร์ด (กรณีไม่ซ่อม) 200 บาท
- ติดฟิล์มกระจก 150-290 บาท
"""
LINE_SUPPLIER = """[LINE] ประวัติการแชทกลุ่ม อะไหล่ เอกโฟน x ไทยโฟนพาร์ท
บันทึกเมื่อ: 31/07/2568 22:10

จ., 14/07/2568
10:05\tเอก เอกโฟน\tเฮียพงษ์ครับ ขอจอ Samsung S22 Ultra แท้ศูนย์ (service pack) 1 จอ มีของไหมครับ ลูกค้าวางมัดจำแล้ว
10:21\tเฮียพงษ์ ไทยโฟนพาร์ท\tS22 Ultra แท้หมดครับ ต้องสั่งจากฮ่องกง ราคา 7,200 ของถึง กทม. ประมาณ 24 ก.ค.
10:22\tเฮียพงษ์ ไทยโฟนพาร์ท\tของนอกต้องมัดจำครึ่งนึงตามข้อตกลงนะครับ 3,600
10:30\tเอก เอกโฟน\tโอเคครับ สั่งเลย โอนมัดจำ 3,600 แล้ว
10:31\tเอก เอกโฟน\t[รูปภาพ]
10:35\tแนน ไทยโฟนพาร์ท\tรับออเดอร์ค่ะ PO-EKP-0714 S22 Ultra service pack x1 7,200 บาท ได้รับมัดจำ 3,600 แล้วค่ะ
14:40\tโอ๊ต เอกโฟน\tขอทัชสกรีน iPad Air 4 1 ชิ้น กับจอ iPhone 11 อีก 10 จอ จอ iPhone 13 OLED 4 จอครับ
14:52\tแนน ไทยโฟนพาร์ท\tiPad Air 4 ทัชหมดค่ะ ของเข้าพฤหัสหน้า ที่เหลือมีของ ส่งพร้อมกันรอบวันศุกร์ 18 ก.ค. นะคะ

ศ., 18/07/2568
16:10\tแนน ไทยโฟนพาร์ท\tส่ง Kerry แล้วค่ะ บิล TPP-2507-0418 ยอด 25,688.03 บาท (หักส่วนลด 3% จากยอด มิ.ย. แล้ว) ครบกำหนดชำระ 17 ส.ค.
16:12\tเอก เอกโฟน\tขอบคุณครับ

อา., 20/07/2568
11:30\tโอ๊ต เอกโฟน\tเฮียครับ จอ iPhone 11 ล็อตต้นเดือน มี 2 จอทัชเพี้ยน ลูกค้าเอามาเคลม ขอเคลมครับ
11:45\tเฮียพงษ์ ไทยโฟนพาร์ท\tส่งกลับมาเลยครับ ยังอยู่ในประกัน 60 วัน เดี๋ยวเปลี่ยนให้ใหม่ใส่ไปกับล็อตหน้า
11:52\tโอ๊ต เอกโฟน\tส่ง EMS ไปแล้วครับ เลขพัสดุ EB221476538TH

พ., 23/07/2568
09:15\tเฮียพงษ์ ไทยโฟนพาร์ท\tแจ้งครับ จอ S22 Ultra จากฮ่องกงเลื่อน จะถึง กทม. 30 ก.ค. ส่งถึงเชียงใหม่ประมาณ 1 ส.ค.
09:20\tเอก เอกโฟน\tโอเคครับ เดี๋ยวแจ้งลูกค้า

ส., 26/07/2568
13:02\tโอ๊ต เอกโฟน\tขอจอ iPhone 15 OLED แท้ถอด 1 จอครับ ลูกค้ามัดจำแล้ว
13:30\tเฮียพงษ์ ไทยโฟนพาร์ท\tiPhone 15 แท้ถอด 5,900 ครับ เกิน 5,000 ขอมัดจำครึ่งนึงก่อนนะ 2,950
13:41\tโอ๊ต เอกโฟน\tโอนแล้วครับ 2,950
13:41\tโอ๊ต เอกโฟน\t[รูปภาพ]
13:45\tแนน ไทยโฟนพาร์ท\tได้รับยอดแล้วค่ะ จอ iPhone 15 จะถึงร้านวันพุธที่ 6 ส.ค. ค่ะ ส่วนที่เหลือ 2,950 รวมในบิลเดือน ส.ค.
13:47\tแนน ไทยโฟนพาร์ท\tทัช iPad Air 4 (1,650) ส่งรอบเดียวกันนะคะ พร้อมจอ iPhone 11 เคลม 2 จอ

พฤ., 31/07/2568
19:00\tเฮียพงษ์ ไทยโฟนพาร์ท\tแจ้งลูกค้าทุกร้านครับ ตั้งแต่ 1 ส.ค. แบต iPhone 12 ขึ้นเป็น 580 (จาก 540) ค่าขนส่งจีนขึ้น
19:05\tเอก เอกโฟน\tรับทราบครับเฮีย
"""
LINE_TEAM = """[LINE] ประวัติการแชทกลุ่ม ทีมเอกโฟน
บันทึกเมื่อ: 30/07/2568 23:40

จ., 07/07/2568
12:10\tมิ้นท์\tพี่เอกคะ น้องเฟิร์นที่เปลี่ยนจอ iPhone 11 วันพฤหัส มาบอกว่าทัชมุมขวาบนไม่ติดค่ะ
12:14\tเอก\tงาน EP6807-003 ใช่ไหม ยังอยู่ในประกัน 90 วัน เปลี่ยนจอใหม่ให้ฟรีเลย เดี๋ยวพี่เคลมกับเฮียพงษ์
12:15\tโอ๊ต\tเดี๋ยวผมเปลี่ยนให้บ่ายนี้ ใช้จอจากล็อตใหม่
12:16\tมิ้นท์\tโอเคค่ะ บอกน้องให้รอ 1 ชั่วโมงนะคะ

พฤ., 17/07/2568
20:30\tโอ๊ต\tห้างแจ้งว่ามี Mid Year Sale 25-27 ก.ค. ร้านที่ร่วมจ่ายค่าโปรโมชั่น 500 บาท ได้ป้ายกับลงเพจห้าง
20:32\tเอก\tร่วมเลย ลดเคสกับฟิล์ม 20% ลดค่าเปลี่ยนแบต 10%
20:35\tมิ้นท์\tมิ้นท์ขอสลับกะวันเสาร์ 26 ไปวันพุธ 23 ได้ไหมคะ วันเสาร์มีสอบ
20:40\tเอก\tได้ วันเสาร์พี่อยู่ร้านเอง

อ., 29/07/2568
21:05\tเอก\tยอด Mid Year Sale 3 วันได้ 21,480 บาท อุปกรณ์ขายดีสุดคือพาวเวอร์แบงก์
21:07\tเอก\tเดือนหน้าขึ้นค่าแรงมิ้นท์เป็นเดือนละ 10,000 นะ ขยันมาก
21:08\tมิ้นท์\tขอบคุณค่ะพี่เอก
21:15\tโอ๊ต\tจอ S22 Ultra ของคุณอรุณีเลื่อนเป็น 1 ส.ค. ผมโทรบอกลูกค้าแล้ว
"""
SIAMCELL_EMAIL = """From: SiamCell Parts <sales@siamcellparts.co.th>
To: Ekkachai Thongkham <ekphone.cnx@gmail.com>
Date: Wed, 30 Jul 2025 10:42:18 +0700
Subject: Price quotation for Ek Phone, Chiang Mai

Dear Khun Ek,

Thank you for visiting our booth at the Pantip Ngamwongwan parts fair. Here is our price list for your shop
(prices per piece, VAT included):

- iPhone 11 LCD screen (incell, grade A): 760 THB (orders of 10 pieces or more)
- iPhone 13 screen (soft OLED): 2,490 THB
- iPhone 12 / 12 Pro battery (high capacity): 520 THB
- Samsung A34 / A54 battery: 370 THB
- USB-C charging flex for OPPO / vivo: 85 THB

Terms:
- Warranty: 90 days on screens, 180 days on batteries
- Payment: bank transfer before shipping for the first 3 months, then 15 days credit
- Free shipping by Flash Express on orders of 3,000 THB or more
- Orders before 15:00 are shipped the same day

This quotation is valid until 31 August 2025.

Best regards,
Chanon Rattanasak
Sales Manager, SiamCell Parts Co., Ltd. (Nonthaburi)
LINE ID: siamcell.chanon   Tel. 02-591-4478
"""
MALL_LETTER = """ที่ ลซพ. 118/2568
บริษัท ล้านนาซิตี้ พร็อพเพอร์ตี้ จำกัด (ศูนย์การค้าเชียงใหม่ซิตี้มอลล์)

28 กรกฎาคม 2568

เรื่อง แจ้งปิดปรับปรุงพื้นที่ชั้น 2 โซนไอทีและโทรศัพท์มือถือ และการย้ายร้านไปบูธชั่วคราว
เรียน ผู้เช่าบูธเลขที่ 2-14 ร้านเอกโฟน (นายเอกชัย ทองคำ)

ด้วยศูนย์การค้าจะปรับปรุงระบบปรับอากาศ พื้น และฝ้าเพดานของชั้น 2 โซนไอทีและโทรศัพท์มือถือ
ตั้งแต่วันที่ 1 กันยายน 2568 ถึงวันที่ 21 กันยายน 2568 รวม 21 วัน

ในช่วงดังกล่าว ศูนย์การค้าจัดบูธชั่วคราวให้ที่ชั้น 1 ลานกิจกรรมหน้าซูเปอร์มาร์เก็ต บูธเลขที่ T-07 ขนาด 9 ตารางเมตร
และลดค่าเช่าเดือนกันยายน 2568 ลงร้อยละ 50 เหลือ 8,400 บาท (ค่าบริการส่วนกลางเก็บตามปกติ)
ศูนย์การค้ารับผิดชอบค่าขนย้ายและค่าเดินไฟฟ้าที่บูธชั่วคราว

ขอให้ผู้เช่าดำเนินการดังนี้
1. ส่งแบบฟอร์มยืนยันการย้ายบูธภายในวันที่ 15 สิงหาคม 2568
2. ขนย้ายสินค้าและเครื่องมือออกจากบูธ 2-14 ให้เสร็จภายในวันที่ 31 สิงหาคม 2568 เวลา 22:00 น.
3. กลับเข้าบูธเดิมได้ตั้งแต่วันที่ 22 กันยายน 2568

สอบถามเพิ่มเติม คุณกมลวรรณ ศรีวิชัย ฝ่ายเช่าพื้นที่ โทร 053-201-884 ต่อ 12
"""
BOOTH2_SLIDES = [
    ("แผนเปิดบูธที่ 2 เอกโฟน @ หางดงเพลส (Second booth plan)",
     "ร้านเอกโฟน ซ่อมมือถือ\nPrepared by Ek and Oat, August 2025"),
    ("ทำไมต้องหางดง (Why Hang Dong Place)",
     "Mall opened in 2024, no phone repair shop inside yet\n"
     "About 8,000 visitors a day at weekends, many villages and two schools nearby\n"
     "Booth H-21 near the mobile network shops, 10 m2"),
    ("เงินลงทุน (Start-up costs)",
     "Booth rent 9,500 THB a month + common fee 1,200 THB\nDeposit 3 months: 28,500 THB\n"
     "Counter and decoration: 65,000 THB\nSecond tool set (hot air, microscope, OCA): 48,000 THB\n"
     "First accessories stock: 80,000 THB\nTotal start-up: 221,500 THB"),
    ("คาดการณ์รายได้ (Expected income)",
     "About 70 repair jobs a month x 1,400 THB average = 98,000 THB a month\n"
     "Accessories about 30,000 THB a month\nBreak-even in about 8 months"),
    ("คนและไทม์ไลน์ (People and timeline)",
     "Oat runs booth 2, hire one technician: 15,000 THB a month + 5% commission\n"
     "Sign the booth lease by 30 September 2025\nOpen on 1 November 2025, before the year-end sale\n"
     "Ek stays at City Mall with Mint"),
]
TPP_INVOICE = [
    "Thai Phone Parts Co., Ltd.\n88/12 Soi Ratchadaphisek 3, Din Daeng, Bangkok 10400   Tax ID 0105561023418\n"
    "TAX INVOICE / RECEIPT\nInvoice No.: TPP-2507-0418   Date: 18 July 2025   PO: LINE group 14 Jul 2025\n"
    "Bill to: Ek Phone (Mr. Ekkachai Thongkham), Booth 2-14, 2nd floor, Chiang Mai City Mall, Chiang Mai 50000\n"
    "Items:\n"
    "iPhone 11 LCD screen (incell, grade A)   10 x 820.00   = 8,200.00\n"
    "iPhone 13 screen (soft OLED)   4 x 2,650.00   = 10,600.00\n"
    "iPhone 12 / 12 Pro battery (high capacity)   6 x 540.00   = 3,240.00\n"
    "Samsung A34 / A54 battery   5 x 390.00   = 1,950.00\n"
    "USB-C charging flex OPPO / vivo   8 x 95.00   = 760.00\n"
    "Subtotal: 24,750.00 THB\nDiscount 3% (June purchases 41,250 THB): -742.50 THB\n"
    "Amount before VAT: 24,007.50 THB\nVAT 7%: 1,680.53 THB\nTotal: 25,688.03 THB\n"
    "Shipping: Kerry Express, free (order over 5,000 THB)\n"
    "Credit 30 days - payment due: 17 August 2025\n"
    "Pay to Kasikornbank, account 047-1-88203-6, Thai Phone Parts Co., Ltd.",
]
KADLUANG_INVOICE = [
    "Kad Luang Mobile Accessories Wholesale Ltd., Part.\n41 Wichayanon Road, Chang Moi, Mueang Chiang Mai 50300\n"
    "INVOICE\nInvoice No.: KL-68-0931   Date: 5 July 2025\n"
    "Customer: Ek Phone, Booth 2-14, Chiang Mai City Mall\n"
    "Tempered glass film, assorted models   200 x 12.00   = 2,400.00\n"
    "Clear TPU case, assorted models   150 x 25.00   = 3,750.00\n"
    "20W USB-C charger   30 x 145.00   = 4,350.00\n"
    "USB-C to Lightning cable 1 m   50 x 65.00   = 3,250.00\n"
    "Power bank 10,000 mAh   12 x 390.00   = 4,680.00\n"
    "Waterproof phone pouch   40 x 28.00   = 1,120.00\n"
    "Total: 19,550.00 THB (not VAT registered)\n"
    "Paid in full by bank transfer on 5 July 2025. Thank you.",
]
MALL_JUNE = [
    "Lanna City Property Co., Ltd. - Chiang Mai City Mall\nTENANT STATEMENT - June 2025\n"
    "Tenant: Ek Phone (Mr. Ekkachai Thongkham)   Booth: 2-14, 2nd floor, IT and mobile zone\n"
    "Contract: 1 June 2024 - 31 May 2026 (year 2)\n"
    "Rent June 2025: 16,800.00 THB\nCommon area service fee: 1,850.00 THB\n"
    "Electricity (sub-meter, 15 May - 14 June 2025): 196 units x 7.50 = 1,470.00 THB\n"
    "Total due: 20,120.00 THB (all amounts include VAT)\nDue date: 5 July 2025\n"
    "Previous statement (May 2025): paid in full, thank you.",
]
MALL_JULY = [
    "Lanna City Property Co., Ltd. - Chiang Mai City Mall\nTENANT STATEMENT - July 2025\n"
    "Tenant: Ek Phone (Mr. Ekkachai Thongkham)   Booth: 2-14, 2nd floor, IT and mobile zone\n"
    "Contract: 1 June 2024 - 31 May 2026 (year 2)\n"
    "Rent July 2025: 16,800.00 THB\nCommon area service fee: 1,850.00 THB\n"
    "Electricity (sub-meter, 15 June - 14 July 2025): 218 units x 7.50 = 1,635.00 THB\n"
    "Mid Year Sale promotion fee (25-27 July): 500.00 THB\n"
    "Total due: 20,785.00 THB (all amounts include VAT)\nDue date: 5 August 2025\n"
    "Notice: 2nd floor renovation 1-21 September 2025, see the letter of 28 July 2025.",
]
LOAN_PAGES = [
    "Kasikornbank - Chiang Mai Nimmanhaemin Branch\nK SME LOAN STATEMENT\nStatement date: 31 July 2025\n"
    "Borrower: Mr. Ekkachai Thongkham (Ek Phone)   Co-borrower: Mr. Anuwat Thongkham\n"
    "Loan account No.: 118-2-77412-5\n"
    "Purpose: repair equipment (laser back-glass machine, OCA laminating machine, stereo microscope)\n"
    "Loan amount: 150,000.00 THB, drawn 1 November 2024, term 36 months\n"
    "Interest rate: 7.25% per year (reducing balance)\n"
    "Monthly installment: 4,650.00 THB, debited on the 25th of each month\n"
    "Installments paid: 9 of 36\n"
    "Outstanding principal at 31 July 2025: 115,480.39 THB\n"
    "Last installment due: 25 October 2027\n"
    "Early repayment fee: 2% of the amount repaid within the first 2 years",
    "Page 2 - Installments in 2025\n"
    "25 Jan 2025  4,650.00  interest 860.88  principal 3,789.12\n"
    "25 Feb 2025  4,650.00  interest 837.98  principal 3,812.02\n"
    "25 Mar 2025  4,650.00  interest 814.95  principal 3,835.05\n"
    "25 Apr 2025  4,650.00  interest 791.78  principal 3,858.22\n"
    "25 May 2025  4,650.00  interest 768.47  principal 3,881.53\n"
    "25 Jun 2025  4,650.00  interest 745.02  principal 3,904.98\n"
    "25 Jul 2025  4,650.00  interest 721.43  principal 3,928.57\n"
    "Total 2025  32,550.00  interest 5,540.51  principal 27,009.49",
]
TPP_QUOTATION = [
    "Thai Phone Parts Co., Ltd.\n88/12 Soi Ratchadaphisek 3, Din Daeng, Bangkok 10400\n"
    "QUOTATION\nQuotation No.: QT-2506-112   Date: 10 June 2025   Valid for 30 days\n"
    "To: Ek Phone, Chiang Mai City Mall\n"
    "iPhone 11 LCD screen (incell, grade A): 850.00 THB a piece\n"
    "iPhone 13 screen (soft OLED): 2,750.00 THB a piece\n"
    "iPhone 12 / 12 Pro battery: 540.00 THB a piece\n"
    "Samsung S22 Ultra screen (service pack): 7,500.00 THB a piece\n"
    "Prices exclude VAT 7%. Free shipping over 5,000 THB.",
]
DISTRACTORS = {
    "EkPhone/สัญญา/สัญญาเช่าพื้นที่_CityMall_ฉบับเก่า_2565-2567.txt":
        "สัญญาเช่าพื้นที่ ศูนย์การค้าเชียงใหม่ซิตี้มอลล์ (ฉบับเก่า หมดแล้ว)\n"
        "บูธเลขที่ 2-09 ขนาด 9 ตารางเมตร\nระยะเวลาเช่า 1 มิถุนายน 2565 - 31 พฤษภาคม 2567\n"
        "ค่าเช่าเดือนละ 14,000 บาท ค่าส่วนกลาง 1,600 บาท\nเงินประกัน 42,000 บาท (โอนย้ายมาเป็นประกันสัญญาใหม่แล้ว)\n",
    "EkPhone/Suppliers/ใบเสนอราคา_SiamCell_2567.txt":
        "ใบเสนอราคา SiamCell Parts (ตุลาคม 2567 ตอนนั้นยังไม่ได้สั่ง)\n"
        "- จอ iPhone 11 LCD 890 บาท\n- จอ iPhone 13 OLED 2,850 บาท\n- แบต iPhone 12 600 บาท\n"
        "- ไม่มีเครดิต โอนก่อนส่งทุกบิล\n- รับประกันจอ 30 วัน\n",
    "EkPhone/ราคา/ราคาค่าซ่อม_เอกโฟน_2567_เก่า.md":
        "# ราคาค่าซ่อม ร้านเอกโฟน ปี 2567 (เก่า)\n\n- iPhone 11 เปลี่ยนจอ 2,500 เปลี่ยนแบต 1,290\n"
        "- iPhone 13 เปลี่ยนจอ 5,500 เปลี่ยนแบต 2,190\n- iPhone 13 Pro เปลี่ยนจอ 7,200\n"
        "- รับประกันจอ 60 วัน แบต 3 เดือน\n",
    "EkPhone/แผน/แผนบูธ2_ร่าง_ไอเดีย.md":
        "# ไอเดียบูธที่ 2 (ร่าง มิ.ย. 2568)\n- ดูไว้ 2 ที่: หางดงเพลส ค่าเช่าประมาณ 10,000? กับห้างแถวรวมโชค 13,500\n"
        "- งบเริ่มต้นน่าจะประมาณ 180,000 บาท\n- รายได้น่าจะได้ 80,000 ต่อเดือน ต้องคิดอีกที\n"
        "- ถามโอ๊ตว่าจะไปอยู่บูธใหม่ไหม\n",
    "EkPhone/บัญชี/สรุปรายรับ_เอกโฟน_2567.md":
        "# สรุปรายรับร้านเอกโฟน ม.ค.-ก.ค. 2567 (ปีที่แล้ว บูธเก่า 2-09)\n"
        "- รายรับรวม 902,650 บาท\n- กำไรประมาณ 168,400 บาท\n- งานซ่อมรวม 812 งาน\n"
        "- ค่าจ้างน้องมิ้นท์ เดือนละ 9,000\n",
}
WORKSPECT = {"todo.md": "- ส่งแบบฟอร์มยืนยันย้ายบูธให้ห้าง ก่อน 15 ส.ค.\n- โอนค่าอะไหล่ไทยโฟนพาร์ท ก่อน 17 ส.ค.\n"
                        "- ตอบ SiamCell\n- โทรตามคุณปิยะมารับเครื่อง\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านเอกโฟน ม.ค.-ก.ค. 2568 (Ek Phone income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไร (Profit)", sum(sum(row[:4]) for row in INCOME) - total, "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานซ่อม ก.ค. 68"
    sheet.append(["ใบรับงานซ่อม ร้านเอกโฟน เดือนกรกฎาคม 2568 (Repair jobs, July 2025)"])
    sheet.append(list(JOB_HEADERS))
    for row in JOBS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", sum(row[5] for row in JOBS), sum(row[6] for row in JOBS), "", ""])
    money_format(sheet, 6)
    money_format(sheet, 7)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "EkPhone"
    for sub in ("สัญญา", "Suppliers", "บัญชี", "งานซ่อม", "ราคา", "Chats", "ห้าง", "แผน", "Invoices", "Loan"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาเช่าพื้นที่_CityMall_บูธ2-14_2567-2569.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Suppliers" / "ข้อตกลงซื้อขายอะไหล่_ไทยโฟนพาร์ท_2568.docx", SUPPLY_TOP,
               table=SUPPLY_WARRANTY, bottom=SUPPLY_BOTTOM)
    _income(shop / "บัญชี" / "รายรับรายจ่าย_เอกโฟน_2568.xlsx")
    _jobs(shop / "งานซ่อม" / "งานซ่อมลูกค้า_กค2568.xlsx")
    (shop / "งานซ่อม" / "เงื่อนไขรับประกันงานซ่อม_เอกโฟน.md").write_text(WARRANTY_NOTE, encoding="utf-8")
    (shop / "ราคา" / "ราคาค่าซ่อม_เอกโฟน_2568.md").write_text(PRICE_LIST, encoding="utf-8")
    (shop / "Chats" / "LINE_อะไหล่เอกโฟน_x_ไทยโฟนพาร์ท_2568-07.txt").write_text(LINE_SUPPLIER, encoding="utf-8")
    (shop / "Chats" / "LINE_ทีมเอกโฟน_2568-07.txt").write_text(LINE_TEAM, encoding="utf-8")
    (shop / "Suppliers" / "SiamCellParts_quote_email_2025-07.txt").write_text(SIAMCELL_EMAIL, encoding="utf-8")
    (shop / "ห้าง" / "หนังสือห้าง_ปรับปรุงชั้น2_ย้ายบูธชั่วคราว_2568.txt").write_text(MALL_LETTER, encoding="utf-8")
    write_slides(shop / "แผน" / "แผนเปิดบูธที่2_หางดงเพลส.pptx", BOOTH2_SLIDES)
    make_pdf(shop / "Invoices" / "ThaiPhoneParts_invoice_TPP-2507-0418.pdf", TPP_INVOICE)
    make_pdf(shop / "Invoices" / "KadLuang_accessories_invoice_2025-07.pdf", KADLUANG_INVOICE)
    make_pdf(shop / "ห้าง" / "CityMall_statement_booth2-14_2025-06.pdf", MALL_JUNE)
    make_pdf(shop / "ห้าง" / "CityMall_statement_booth2-14_2025-07.pdf", MALL_JULY)
    make_pdf(shop / "Loan" / "KBank_SME_equipment_loan_2025-07.pdf", LOAN_PAGES)
    make_pdf(shop / "Suppliers" / "ThaiPhoneParts_quotation_2025-06.pdf", TPP_QUOTATION)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the brothers' to-do list."""
    write_texts(folder, WORKSPECT)
