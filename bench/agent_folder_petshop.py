"""A folder for an agent-task set (`--folder petshop`): a pet shop and grooming salon owner's papers, plus her household's.

Kamonwan Srisuk (พี่ฝ้าย, นางกมลวรรณ ศรีสุข) runs Puifai Pet Shop & Grooming (ร้านปุยฝ้าย เพ็ทช็อป แอนด์ กรูมมิ่ง)
on Mittraphap Road in Mueang Khon Kaen with one groomer (น้องเมย์). Her documents hold: the shop lease signed in
2568 (docx, a rent table) and the old 2565 lease, this year's grooming price list (docx, a table) and last year's
(md), the grooming queue for 1-15 August 2568 (xlsx, two sheets: queue and members), income and expenses for
January-July 2568 (xlsx, two sheets, Thai/English headers) and last year's sales summary (md), a monthly bathing
package quote for a dog boarding house (docx, a table) and a similar quote for a cat cafe (txt), her wholesaler's
English price list and invoice (pdf) and last year's wholesale prices (md), a pet-food brand's English dealer
offer (email txt), two LINE chat exports (a poodle owner booking, the vet about a vaccine day), two quotes to
rebuild the grooming room (a Thai builder's docx and a contractor's English pdf), slides of her 2569 pet-hotel
plan (pptx) with a draft and a competitor price survey (md); and household papers: the home-loan statement and
a health-insurance renewal (English pdf), a Thai note of monthly household costs, last year's insurance premium
note and the daughter's school-fee note. The workspect holds a to-do list. Every figure a task checks is here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "สัญญาฉบับนี้ทำขึ้นเมื่อวันที่ 10 เมษายน 2568 ณ จังหวัดขอนแก่น",
    "ระหว่าง นายประเสริฐ วงศ์ใหญ่ บ้านเลขที่ 12 ซอยศรีจันทร์ 9 ตำบลในเมือง อำเภอเมืองขอนแก่น "
    "จังหวัดขอนแก่น ซึ่งต่อไปเรียกว่า ผู้ให้เช่า",
    "กับ นางกมลวรรณ ศรีสุข เจ้าของร้านปุยฝ้าย เพ็ทช็อป แอนด์ กรูมมิ่ง ซึ่งต่อไปเรียกว่า ผู้เช่า",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์สองชั้น เลขที่ 215/7 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น "
    "เพื่อใช้ขายสินค้าสัตว์เลี้ยงและให้บริการอาบน้ำตัดขนสัตว์",
    "ข้อ 2. กำหนดเวลาเช่า 3 ปี เริ่มวันที่ 1 พฤษภาคม 2568 สิ้นสุดวันที่ 30 เมษายน 2571",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางด้านล่าง ผู้เช่าต้องโอนเข้าบัญชีธนาคารกรุงไทย ชื่อบัญชี ประเสริฐ วงศ์ใหญ่ "
    "ภายในวันที่ 5 ของทุกเดือน หากล่าช้าปรับวันละ 100 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่าไว้ 54,000 บาท (เท่ากับค่าเช่าสามเดือน) ผู้ให้เช่าจะคืนให้ภายใน 30 วัน "
    "นับจากวันสิ้นสุดสัญญา หลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ค่าน้ำประปาและค่าไฟฟ้าผู้เช่าชำระเองตามมิเตอร์ ผู้เช่าปรับปรุงห้องด้านหลังเป็นห้องอาบน้ำสัตว์ได้ "
    "โดยแจ้งเป็นหนังสือก่อนเริ่มงาน",
    "ข้อ 6. หากผู้เช่าเลิกเช่าก่อนครบกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน และผู้ให้เช่าจะริบเงินประกันครึ่งหนึ่ง",
    "ตารางค่าเช่า",
]
LEASE_TABLE = [
    ("ปีสัญญา", "ช่วงเวลา", "ค่าเช่าต่อเดือน", "ค่าเก็บขยะ/ส่วนกลางต่อเดือน"),
    ("ปีที่ 1", "พ.ค. 2568 - เม.ย. 2569", "18,000 บาท", "500 บาท"),
    ("ปีที่ 2", "พ.ค. 2569 - เม.ย. 2570", "18,000 บาท", "500 บาท"),
    ("ปีที่ 3", "พ.ค. 2570 - เม.ย. 2571", "19,500 บาท", "500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ ประเสริฐ วงศ์ใหญ่ ผู้ให้เช่า", "ลงชื่อ กมลวรรณ ศรีสุข ผู้เช่า",
                "ลงชื่อ ธีรวัฒน์ ศรีสุข พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "สัญญาฉบับนี้ทำขึ้นเมื่อวันที่ 20 เมษายน 2565 ณ จังหวัดขอนแก่น",
    "ผู้ให้เช่า นายประเสริฐ วงศ์ใหญ่  ผู้เช่า นางกมลวรรณ ศรีสุข (ร้านปุยฝ้าย เพ็ทช็อป)",
    "ข้อ 1. เช่าอาคารพาณิชย์เลขที่ 215/7 ถนนมิตรภาพ อำเภอเมืองขอนแก่น เพื่อขายสินค้าสัตว์เลี้ยง",
    "ข้อ 2. กำหนดเวลาเช่า 3 ปี เริ่มวันที่ 1 พฤษภาคม 2565 สิ้นสุดวันที่ 30 เมษายน 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 31,000 บาท (ค่าเช่าสองเดือน)",
]
OLD_LEASE_TABLE = [
    ("ช่วงเวลา", "ค่าเช่าต่อเดือน", "ค่าเก็บขยะต่อเดือน"),
    ("พ.ค. 2565 - เม.ย. 2568", "15,500 บาท", "300 บาท"),
]
GROOM_TOP = [
    "ราคาบริการอาบน้ำ-ตัดขน ร้านปุยฝ้าย เพ็ทช็อป แอนด์ กรูมมิ่ง",
    "เริ่มใช้ตั้งแต่ 1 มิถุนายน 2568  เปิดอังคาร-อาทิตย์ 9:00-18:00 (ปิดวันจันทร์)  จองคิว LINE @puifaipet",
]
GROOM_TABLE = [
    ("ขนาด", "น้ำหนัก", "อาบน้ำ+เป่าแห้ง (บาท)", "อาบน้ำ+ตัดขนทั้งตัว (บาท)"),
    ("สุนัข S เล็ก", "ไม่เกิน 5 กก.", "300", "550"),
    ("สุนัข M กลาง", "5-10 กก.", "400", "700"),
    ("สุนัข L ใหญ่", "10-20 กก.", "550", "950"),
    ("สุนัข XL ใหญ่มาก", "20 กก. ขึ้นไป", "750", "1,300"),
    ("แมว", "ทุกขนาด", "450", "800"),
]
GROOM_BOTTOM = [
    "บริการเสริม: ตัดเล็บ 80 บาท  เช็ดหู 60 บาท  สปาโคลน 250 บาท  แชมพูยา (โรคผิวหนัง) เพิ่ม 100 บาท",
    "ขนพันกันมาก คิดเพิ่ม 100-300 บาท ตามสภาพ",
    "บัตรสะสม ครบ 10 ครั้ง อาบน้ำ+เป่าฟรี 1 ครั้ง (ไม่รวมตัดขน)",
    "รับ-ส่งถึงบ้านในเขตเทศบาลนครขอนแก่น ครั้งละ 100 บาท",
]
OLD_GROOM = """# ราคาอาบน้ำตัดขน ปี 2567 (ใช้ถึงสิ้นเดือน พ.ค. 68)

| ขนาด | อาบ+เป่า | อาบ+ตัดขน |
|---|---|---|
| S ไม่เกิน 5 กก. | 250 | 500 |
| M 5-10 กก. | 350 | 650 |
| L 10-20 กก. | 500 | 850 |
| XL 20 กก.ขึ้นไป | 650 | 1,150 |
| แมว | 400 | 700 |

- ตัดเล็บ 60 บาท เช็ดหู 50 บาท
- ขึ้นราคาใหม่ มิ.ย. 68 เพราะแชมพูกับค่าไฟขึ้น
"""
QUEUE_HEADERS = ("วันที่ (Date)", "ชื่อน้อง (Pet)", "สายพันธุ์ (Breed)", "เจ้าของ (Owner)", "บริการ (Service)",
                 "ราคา (Price, THB)", "ช่าง (Groomer)")
QUEUE = [
    ("01/08/2568", "โมจิ", "พุดเดิ้ล", "คุณแนน", "อาบน้ำ+ตัดขน S", 550, "พี่ฝ้าย"),
    ("01/08/2568", "ลัคกี้", "โกลเด้น รีทรีฟเวอร์", "คุณวีระ", "อาบน้ำ+เป่า XL", 750, "น้องเมย์"),
    ("02/08/2568", "ส้มจี๊ด", "แมวเปอร์เซีย", "คุณปราง", "อาบน้ำ+ตัดขน แมว", 800, "พี่ฝ้าย"),
    ("02/08/2568", "บราวนี่", "ชิสุ", "ป้าละเอียด", "อาบน้ำ+ตัดขน M", 700, "น้องเมย์"),
    ("03/08/2568", "ถุงทอง", "ปอมเมอเรเนียน", "คุณจิราพร", "อาบน้ำ+เป่า S + ตัดเล็บ", 380, "น้องเมย์"),
    ("05/08/2568", "ข้าวปุ้น", "บางแก้ว", "คุณสมชาย", "อาบน้ำ+ตัดขน L", 950, "พี่ฝ้าย"),
    ("06/08/2568", "มะลิ", "มอลทีส", "คุณแนน", "อาบน้ำ+เป่า S", 300, "น้องเมย์"),
    ("07/08/2568", "ชาไทย", "แมวสก็อตติชโฟลด์", "คุณภัทรา", "อาบน้ำ+เป่า แมว", 450, "พี่ฝ้าย"),
    ("08/08/2568", "ตูบ", "ไทยหลังอาน", "คุณอนันต์", "อาบน้ำ+เป่า L + สปาโคลน", 800, "น้องเมย์"),
    ("09/08/2568", "โกโก้", "พุดเดิ้ล", "คุณวริศรา", "อาบน้ำ+ตัดขน M", 700, "พี่ฝ้าย"),
    ("10/08/2568", "บัตเตอร์", "คอร์กี้", "คุณธนา", "อาบน้ำ+ตัดขน M + ขนพันกัน", 800, "พี่ฝ้าย"),
    ("12/08/2568", "หมูแฮม", "เฟรนช์บูลด็อก", "คุณกิตติ", "อาบน้ำ+เป่า M", 400, "น้องเมย์"),
    ("13/08/2568", "ลาเต้", "ชิวาวา", "ป้าละเอียด", "อาบน้ำ+เป่า S", 300, "น้องเมย์"),
    ("14/08/2568", "ไข่ตุ๋น", "แมวขาวมณี", "คุณปราง", "อาบน้ำ+ตัดขน แมว", 800, "พี่ฝ้าย"),
    ("15/08/2568", "ซีซาร์", "ไซบีเรียน ฮัสกี้", "คุณวีระ", "อาบน้ำ+เป่า XL + เป่าขนร่วง", 850, "น้องเมย์"),
]
MEMBER_HEADERS = ("สมาชิก (Member)", "โทร (Phone)", "น้อง (Pets)", "แสตมป์สะสม (Stamps)", "หมายเหตุ (Note)")
MEMBERS = [
    ("คุณแนน", "081-604-2275", "โมจิ (พุดเดิ้ล), มะลิ (มอลทีส)", 8, "โมจิผิวแพ้ง่าย ใช้แชมพูยา"),
    ("คุณวีระ", "089-417-5530", "ลัคกี้ (โกลเด้น), ซีซาร์ (ฮัสกี้)", 10, "ครบ 10 ครั้งแล้ว ได้อาบฟรีครั้งหน้า"),
    ("ป้าละเอียด", "043-242-118", "บราวนี่ (ชิสุ), ลาเต้ (ชิวาวา)", 5, "ใช้บริการรับ-ส่ง"),
    ("คุณปราง", "095-772-0418", "ส้มจี๊ด, ไข่ตุ๋น (แมว)", 6, "แมวกลัวไดร์ ใช้ห้องเป่าเงียบ"),
    ("คุณวริศรา", "086-330-9154", "โกโก้ (พุดเดิ้ล)", 3, ""),
]
PACKAGE_TOP = [
    "ใบเสนอราคา แพ็กเกจอาบน้ำรายเดือน",
    "ร้านปุยฝ้าย เพ็ทช็อป แอนด์ กรูมมิ่ง 215/7 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น โทร 081-955-6402",
    "เลขที่ PF68-021   วันที่ 4 สิงหาคม 2568",
    "เรียน คุณสุนิสา ทองมา บ้านพักหมาสุขสันต์ ตำบลบ้านทุ่ม อำเภอเมืองขอนแก่น",
    "ตามที่ต้องการให้ทางร้านรับน้องหมาที่ฝากเลี้ยงไปอาบน้ำสัปดาห์ละครั้ง ขอเสนอราคาดังนี้",
]
PACKAGE_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("อาบน้ำ+เป่าแห้ง สุนัขเล็ก-กลาง", "24 ตัว", "300", "7,200"),
    ("อาบน้ำ+เป่าแห้ง สุนัขใหญ่", "8 ตัว", "450", "3,600"),
    ("ค่ารับ-ส่ง สัปดาห์ละ 1 รอบ", "4 รอบ", "150", "600"),
    ("รวมต่อเดือน", "32 ตัว", "", "11,400"),
]
PACKAGE_BOTTOM = [
    "ราคาแพ็กเกจถูกกว่าราคาหน้าร้านประมาณ 20%",
    "ทำสัญญาขั้นต่ำ 3 เดือน เริ่มรอบแรกวันที่ 1 กันยายน 2568",
    "ชำระทุกสิ้นเดือน โอนเข้าบัญชีกสิกรไทย ชื่อบัญชี กมลวรรณ ศรีสุข",
    "น้องที่มีเห็บหมัดหรือโรคผิวหนัง คิดแชมพูยาเพิ่มตัวละ 100 บาท",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ กมลวรรณ ศรีสุข ผู้เสนอราคา",
]
CAFE_PACKAGE = """ใบเสนอราคา แพ็กเกจอาบน้ำแมวรายเดือน (ส่งทาง LINE 28 ก.ค. 68)
เรียน คุณพิชญา คาเฟ่แมวเหมียวมาร์ช ถนนกลางเมือง

- อาบน้ำ+เป่าแมว 10 ตัว ตัวละ 380 บาท = 3,800 บาท
- ตัดเล็บ+เช็ดหู 10 ตัว ตัวละ 100 บาท = 1,000 บาท
- รวมเดือนละ 4,800 บาท (เดือนละ 1 รอบ ร้านไปรับเอง ไม่คิดค่ารถ)
- สัญญาขั้นต่ำ 6 เดือน
- ยังไม่ได้คำตอบ คุณพิชญาบอกขอคุยกับหุ้นส่วนก่อน
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "อาหาร/ทราย (Food & litter, THB)", "อุปกรณ์/ของเล่น (Accessories, THB)",
                  "อาบน้ำตัดขน (Grooming, THB)", "รวมรายรับ (Total income, THB)", "น้องที่มาอาบน้ำ (Pets groomed)")
INCOME = [(62400, 8900, 24600, 41), (58700, 7300, 22950, 38), (64100, 9800, 31200, 52),
          (71300, 15600, 38650, 63), (66800, 10200, 29400, 48), (63900, 8700, 27300, 44),
          (65200, 9400, 30150, 49)]
EXPENSE_HEADERS = ("เดือน (Month)", "ซื้อสินค้าเข้าร้าน (Stock, THB)", "ค่าเช่า (Rent, THB)",
                   "ค่าจ้างพนักงาน (Wages, THB)", "ค่าน้ำค่าไฟ (Water & power, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(44800, 15500, 14500, 4300, 2100, ""), (41200, 15500, 14500, 4100, 1800, ""),
            (47600, 15500, 14500, 5200, 2400, ""),
            (55900, 15500, 16500, 6100, 3800, "โบนัสสงกรานต์น้องเมย์ 2,000"),
            (48300, 18000, 14500, 6400, 25300, "สัญญาเช่าใหม่ เติมเงินประกันอีก 23,000"),
            (45100, 18000, 14500, 5900, 1900, ""), (46700, 18000, 14500, 6000, 2200, "")]
SALES_2567 = """# สรุปยอดร้านปุยฝ้าย ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,102,300 บาท
- อาบน้ำตัดขนทั้งปี 298,400 บาท (น้อง 561 ตัว)
- เดือนที่ขายดีสุด เม.ย. 2567 รายรับ 118,900 บาท
- มี.ค. 2567 รายรับ 97,650 บาท
- ค่าเช่าทั้งปี 186,000 บาท (เดือนละ 15,500)
- ปีนี้อยากให้ค่าอาบน้ำตัดขนขึ้นไปถึงเดือนละ 35,000
"""
PRICELIST = [
    "KK PET SUPPLY CO., LTD.\n"
    "88/12 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 043-221-587\n"
    "WHOLESALE PRICE LIST - effective 1 August 2025 (THB per unit, VAT included)\n"
    "Customer: Puifai Pet Shop & Grooming (Mrs. Kamonwan Srisuk), account No. KK-1184\n"
    " \n"
    "SmartDog Adult chicken & rice 15 kg ........ 1,290\n"
    "SmartDog Puppy milk formula 10 kg ......... 1,050\n"
    "Meowlicious Adult tuna 7 kg ............... 845\n"
    "Cat litter, bentonite 10 L bag ............ 245\n"
    "Tofu cat litter 6 L ....................... 155\n"
    "Dental sticks 500 g ....................... 139\n"
    "Oatmeal dog shampoo 3.8 L (salon size) .... 690\n"
    "Flea & tick shampoo 3.8 L (salon size) .... 820\n"
    "Puppy pads 60 x 90 cm, pack of 50 ......... 310\n"
    " \n"
    "Terms: free delivery in Mueang Khon Kaen for orders over 15,000 THB. 2% discount if paid\n"
    "within 7 days of the invoice. Credit 30 days for account customers.",
]
INVOICE = [
    "KK PET SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV2508-0342   Date: 14 August 2025\n"
    "Customer: Puifai Pet Shop & Grooming (Mrs. Kamonwan Srisuk), 215/7 Mittraphap Road,\n"
    "Nai Mueang, Mueang Khon Kaen 40000   Account No. KK-1184\n"
    " \n"
    "SmartDog Adult chicken & rice 15 kg   6 x 1,290.00 = 7,740.00\n"
    "Meowlicious Adult tuna 7 kg           4 x   845.00 = 3,380.00\n"
    "Cat litter, bentonite 10 L bag       20 x   245.00 = 4,900.00\n"
    "Oatmeal dog shampoo 3.8 L             2 x   690.00 = 1,380.00\n"
    " \n"
    "Total (VAT included): 17,400.00 THB\nof which VAT 7%: 1,138.32 THB\n"
    "Early payment: pay by 21 August 2025 and pay only 17,052.00 THB (2% discount)\n"
    "Credit 30 days. Due date: 13 September 2025\n"
    "Pay by transfer to Bangkok Bank, account 402-7-33190-8, KK Pet Supply Co., Ltd.",
]
OLD_WHOLESALE = """# ราคาส่ง เคเคเพ็ทซัพพลาย ปี 2567 (ใบเก่า)

- SmartDog Adult ไก่+ข้าว 15 กก. 1,190 บาท
- SmartDog Puppy 10 กก. 980 บาท
- Meowlicious Adult ทูน่า 7 กก. 790 บาท
- ทรายแมวเบนโทไนท์ 10 ลิตร 220 บาท
- ทรายเต้าหู้ 6 ลิตร 145 บาท
- แชมพูโอ๊ตมีล 3.8 ลิตร 640 บาท
"""
NUTRIPAW_EMAIL = """From: Jirayu Phonsiri <jirayu.p@nutripaw-asia.com>
To: Puifai Pet Shop <puifai.petshop@gmail.com>
Date: Mon, 18 Aug 2025 14:05:33 +0700
Subject: Authorised dealer offer - NutriPaw Grain-Free range, Khon Kaen

Dear Khun Kamonwan,

Thank you for visiting our booth at the Pet Expo Khon Kaen. NutriPaw would like to appoint Puifai Pet Shop as
our authorised dealer for the Grain-Free dog and cat food range. Our offer:

- Dealer discount: 18% off the suggested retail price on all NutriPaw products
- Minimum first order: 30,000 THB; after that a minimum of 12,000 THB per month
- A free display shelf (worth 8,500 THB) and tasting samples every month
- Exclusive dealer within 3 km of your shop
- Cash on delivery for the first 3 orders, then 45 days credit

Best sellers: Grain-Free Salmon dog 2 kg (retail 890 THB), Grain-Free Chicken cat 1.5 kg (retail 720 THB).
Please reply by 5 September 2025 so we can include you in our October launch.

Best regards,
Jirayu Phonsiri
Area Sales Manager (Northeast), NutriPaw Asia Co., Ltd.
Tel. 092-418-6650
"""
LINE_NAN = """[LINE] ประวัติการแชทกับ แนน แม่โมจิ
บันทึกเมื่อ: 19/08/2568 21:10

จ., 18/08/2568
19:22\tแนน แม่โมจิ\tพี่ฝ้ายคะ โมจิเกาตัวเยอะมากเลยค่ะ หลังอาบรอบที่แล้ว แดงๆ ที่ขาหลังด้วย
19:23\tแนน แม่โมจิ\t[รูปภาพ]
19:40\tปุยฝ้าย เพ็ทช็อป\tน่าจะผิวแพ้ค่ะ รอบหน้าพี่ใช้แชมพูยาให้นะคะ ถ้าไม่ดีขึ้นแนะนำพาไปหาหมอต้นที่คลินิกรักสัตว์ค่ะ
19:42\tแนน แม่โมจิ\tได้ค่ะ จองอาบน้ำตัดขนรอบหน้าเลยได้ไหมคะ
19:45\tปุยฝ้าย เพ็ทช็อป\tได้ค่ะ ว่างเสาร์ 23 ส.ค. 10:30 นะคะ
19:46\tปุยฝ้าย เพ็ทช็อป\tอาบ+ตัดขนไซซ์ S ปกติ 550 บวกแชมพูยา 100 รวม 650 บาทค่ะ
19:50\tแนน แม่โมจิ\tโอเคค่ะ แล้วมะลิอาบด้วยได้ไหม
19:52\tปุยฝ้าย เพ็ทช็อป\tเสาร์นั้นคิวเต็มแล้วค่ะ มะลิเป็นอาทิตย์ 24 ส.ค. บ่ายสองได้นะคะ อาบ+เป่า 300 ค่ะ

อ., 19/08/2568
08:15\tแนน แม่โมจิ\tมะลิขอเลื่อนไปก่อนนะคะ เอาแค่โมจิวันเสาร์ค่ะ
08:20\tปุยฝ้าย เพ็ทช็อป\tรับทราบค่ะ แสตมป์โมจิครบ 9 แล้วนะคะ อีกครั้งเดียวได้อาบฟรีค่ะ
"""
LINE_VET = """[LINE] ประวัติการแชทกับ หมอต้น คลินิกรักสัตว์
บันทึกเมื่อ: 22/08/2568 18:02

พ., 20/08/2568
11:05\tหมอต้น คลินิกรักสัตว์\tพี่ฝ้ายครับ เรื่องวันฉีดวัคซีนหน้าร้าน ผมสรุปเป็นอาทิตย์ที่ 7 ก.ย. นะครับ 9 โมงถึงบ่ายสาม
11:07\tหมอต้น คลินิกรักสัตว์\tวัคซีนพิษสุนัขบ้าเข็มละ 150 บาท (ที่คลินิกปกติ 250) วัคซีนรวม 5 โรค 450 บาทครับ
11:10\tปุยฝ้าย เพ็ทช็อป\tดีเลยค่ะหมอ ร้านเตรียมโต๊ะกับเต็นท์ 2 หลังให้นะคะ
11:12\tหมอต้น คลินิกรักสัตว์\tขอบคุณครับ ผมพาผู้ช่วยไป 2 คน น่าจะรับได้ราว 80 ตัว
11:15\tปุยฝ้าย เพ็ทช็อป\tร้านแจกคูปองลดค่าอาบน้ำ 10% ให้ทุกตัวที่มาฉีดนะคะ จะโพสต์ในเพจพรุ่งนี้
11:20\tหมอต้น คลินิกรักสัตว์\tแมวก็รับครับ แต่ให้ใส่กระเป๋ามานะครับ

ศ., 22/08/2568
17:40\tหมอต้น คลินิกรักสัตว์\tเคสน้องโมจิที่พี่ฝ้ายส่งมา เป็นผิวหนังอักเสบจากเชื้อยีสต์ครับ ให้ใช้แชมพูยาอาทิตย์ละครั้ง
17:42\tปุยฝ้าย เพ็ทช็อป\tรับทราบค่ะหมอ ขอบคุณมากค่ะ
"""
RENO_TOP = [
    "ใบเสนอราคา งานปรับปรุงห้องอาบน้ำสัตว์เลี้ยง",
    "ช่างบุญมี รับเหมาก่อสร้าง (นายบุญมี ภูผาทอง) 45 หมู่ 7 ตำบลศิลา อำเภอเมืองขอนแก่น โทร 087-229-4415",
    "วันที่ 2 สิงหาคม 2568",
    "เรียน คุณกมลวรรณ ศรีสุข ร้านปุยฝ้าย เพ็ทช็อป ห้องด้านหลังร้าน ขนาด 3 x 4 เมตร",
]
RENO_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "รื้อพื้นเดิม ปูกระเบื้องกันลื่น 12 ตร.ม.", "12,600"),
    ("2", "เดินท่อระบายน้ำใหม่ พร้อมตะแกรงดักขน", "9,800"),
    ("3", "อ่างอาบน้ำสุนัขสแตนเลส 120 ซม. พร้อมติดตั้ง", "28,500"),
    ("4", "เครื่องทำน้ำอุ่น 6,000 วัตต์ พร้อมเดินสายไฟ", "11,400"),
    ("5", "ปูกระเบื้องผนังสูง 1.5 เมตร 3 ด้าน", "16,200"),
    ("6", "พัดลมระบายอากาศ 2 ตัว", "3,600"),
    ("7", "ค่าเก็บงานและขนเศษวัสดุ", "4,400"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "86,500"),
]
RENO_BOTTOM = [
    "ระยะเวลาทำงาน 20 วัน ร้านเปิดขายหน้าร้านได้ตามปกติ",
    "มัดจำ 30% เป็นเงิน 25,950 บาท ก่อนเริ่มงาน ที่เหลือแบ่งจ่าย 2 งวดตามงานเสร็จ",
    "รับประกันงานรั่วซึม 6 เดือน",
    "ลงชื่อ บุญมี ภูผาทอง ผู้เสนอราคา",
]
KKBUILD_QUOTE = [
    "KHON KAEN BUILD LIMITED PARTNERSHIP\n"
    "301 Prachasamran Road, Mueang Khon Kaen 40000  Tel. 043-306-771\n"
    "QUOTATION No. Q25-0815   Date: 9 August 2025\n"
    "To: Mrs. Kamonwan Srisuk, Puifai Pet Shop & Grooming, 215/7 Mittraphap Road\n"
    "Project: renovation of the rear grooming room (3 x 4 m)\n"
    " \n"
    "1. Anti-slip floor tiles 12 sq.m, including removal of old floor ... 14,400.00\n"
    "2. New drainage with stainless hair trap .......................... 11,200.00\n"
    "3. Stainless steel dog bathtub 120 cm (imported), installed ........ 32,000.00\n"
    "4. Water heater 6,000 W with new wiring and breaker ................ 12,800.00\n"
    "5. Wall tiles to 1.5 m height, 3 walls ............................. 18,600.00\n"
    "6. Ventilation fans (2) ............................................. 4,200.00\n"
    "7. Site cleaning and debris removal ................................. 4,800.00\n"
    " \n"
    "Subtotal: 98,000.00 THB\nVAT 7%: 6,860.00 THB\nGrand total: 104,860.00 THB\n"
    "Work period: 14 working days. Payment: 40% on signing, 60% on handover.\n"
    "Warranty: 1 year on workmanship and leaks. Quotation valid 30 days.",
]
HOTEL_SLIDES = [
    ("แผนเปิดโรงแรมสัตว์เลี้ยง ปุยฝ้าย 2569 (Puifai Pet Hotel plan)", "กมลวรรณ ศรีสุข\nสิงหาคม 2568"),
    ("ทำไมต้องทำ (Why)", "Customers ask for boarding before every long holiday\n"
                         "Songkran 2568: turned away about 30 dogs\nNearest pet hotel is 6 km away"),
    ("ห้องพัก (Rooms)", "Use the 2nd floor of the shop: 12 rooms\n"
                        "8 dog rooms at 450 THB a night, 4 cat rooms at 350 THB a night\n"
                        "CCTV so owners can watch their pets on LINE"),
    ("เงินลงทุน (Investment)", "Cages and room dividers 145,000 THB\nAir-conditioners (2) 52,000 THB\n"
                               "CCTV 18,000 THB\nFloor and paint 95,000 THB\n"
                               "Total 310,000 THB: own savings 150,000 + SME loan 160,000"),
    ("เป้าหมาย (Targets)", "Open 1 March 2026, before Songkran\n"
                           "60% full on average: about 90,000 THB a month\nPay back in about 2 years"),
]
HOTEL_DRAFT = """# ไอเดียทำที่รับฝากหมาแมว (ร่างแรก มิ.ย. 68)

- ชั้น 2 น่าจะทำได้ 10 ห้อง
- คิดคืนละ 400 ก่อนดีไหม
- งบไม่น่าเกิน 250,000
- ต้องถามลุงประเสริฐก่อนว่าให้ใช้ชั้น 2 ทำแบบนี้ได้ไหม
"""
HOTEL_SURVEY = """# สำรวจราคาโรงแรมหมาแมวในเมืองขอนแก่น (ก.ค. 2568)

- Happy Paws Hotel (ถ.ศรีจันทร์) หมา 550/คืน แมว 400/คืน มีสระว่ายน้ำ
- บ้านน้องหมาริมบึง (บึงแก่นนคร) หมา 380/คืน ห้องพัดลม
- Meow Stay แมวอย่างเดียว 350/คืน เต็มตลอดช่วงปีใหม่
- ส่วนใหญ่ให้เจ้าของเอาอาหารมาเอง บางที่คิดค่าพาเดินเล่นเพิ่ม 50
"""
MORTGAGE_PAGES = [
    "GOVERNMENT HOUSING BANK - Khon Kaen Branch\nHOME LOAN STATEMENT\nStatement date: 31 July 2025\n"
    "Borrowers: Mr. Teerawat Srisuk and Mrs. Kamonwan Srisuk\nLoan account No.: 2001-4478-5521\n"
    "Property: detached house, 59/3 Baan Suan Nong Khot Village, Tha Phra, Mueang Khon Kaen\n"
    "Original loan amount: 2,150,000.00 THB, contract date 15 November 2021, term 30 years\n"
    "Interest: 3.25% per year fixed for 4 years, until 15 November 2025; then MRR - 1.50%\n"
    "Monthly installment: 12,480.00 THB, debited on the 1st of each month\n"
    "Outstanding principal after the July 2025 payment: 1,842,315.62 THB\n"
    "Interest paid January - July 2025: 35,120.40 THB\n"
    "Principal paid January - July 2025: 52,239.60 THB\n"
    "An interest certificate for tax will be sent in January 2026.",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้านรายเดือน (ส.ค. 2568)

- ผ่อนบ้าน ธอส. 12,480 บาท (ตัดบัญชีทุกวันที่ 1) พี่ธีออกครึ่งนึง 6,240
- ค่าไฟบ้าน ส.ค. 2,860 บาท (เปิดแอร์ห้องนอนทุกคืน)
- ค่าน้ำประปา 310 บาท
- เน็ตบ้าน + มือถือ 2 เครื่อง 1,398 บาท
- รถตู้รับส่งน้องใบเตย 1,800 บาท
- กับข้าว ของใช้ในบ้าน ประมาณ 14,000 บาท
- ประกันสุขภาพฝ้าย เฉลี่ยเดือนละ 2,490 บาท
- ส่งแม่ที่ชนบท 5,000 บาท
- รวมเดือนนี้ 40,338 บาท
- ต้องเริ่มเก็บเงินค่าเทอมหน้า เดือนละ 4,500
"""
INSURANCE_PAGES = [
    "SIAM SURE LIFE INSURANCE PCL\nPOLICY RENEWAL NOTICE\nNotice date: 20 August 2025\n"
    "Insured: Mrs. Kamonwan Srisuk\nPolicy No.: HS-2209-88314\n"
    "Plan: Health Plus Silver (in-patient room 3,000 THB a day, yearly limit 1,000,000 THB)\n"
    "Current policy period: 28 September 2024 - 27 September 2025\n"
    "Renewal premium for the new year: 29,880.00 THB (new age band)\n"
    "Please pay by 27 September 2025 to keep your cover without a new health check.\n"
    "Claims in the current year: 1 claim, 8,450.00 THB (in-patient, January 2025)\n"
    "Pay by QR code, at any 7-Eleven, or by credit card in 6 installments at 0%.\n"
    "Agent: Ms. Orawan Khamsaen, Tel. 089-861-3307",
]
INSURANCE_OLD = """# ประกันสุขภาพฝ้าย เบี้ยปี 2567

- บริษัท สยามชัวร์ประกันชีวิต แผน Health Plus Silver
- เบี้ยปี 2567 จ่ายไป 26,450 บาท โอนวันที่ 25 ก.ย. 2567
- ค่าห้องวันละ 3,000 วงเงินปีละ 1 ล้าน
- ปีหน้าขึ้นช่วงอายุใหม่ เบี้ยน่าจะขึ้นอีก
"""
SCHOOL_NOTE = """# ค่าเทอมน้องใบเตย ป.3 เทอม 1/2568 (โรงเรียนสาธิตพัฒนศึกษา)

- ค่าธรรมเนียมการเรียน 18,500 บาท
- ค่าอาหารกลางวัน 3,200 บาท
- ค่ากิจกรรมและทัศนศึกษา 1,500 บาท
- ชุดนักเรียน ชุดพละ รองเท้า 2,350 บาท
- รวม 25,550 บาท จ่ายแล้ววันที่ 12 พ.ค. 2568 (พี่ธีโอนจากบัญชีเงินเดือน)
- เทอม 2 ต้องจ่ายก่อน 31 ต.ค. 2568
"""
WORKSPECT = {"todo.md": "- ตอบอีเมล NutriPaw ก่อน 5 ก.ย.\n- เลือกช่างทำห้องอาบน้ำหลังร้าน\n"
                        "- โอนค่าของเคเคเพ็ทซัพพลาย\n- ต่อประกันสุขภาพ\n- โพสต์เพจเรื่องวันฉีดวัคซีน\n"}


def _queue(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คิว 1-15 ส.ค."
    sheet.append(["คิวอาบน้ำตัดขน ร้านปุยฝ้าย 1-15 สิงหาคม 2568 (Grooming queue, 1-15 Aug 2025)"])
    sheet.append(list(QUEUE_HEADERS))
    for row in QUEUE:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", f"{len(QUEUE)} ตัว", "", "", "", sum(row[5] for row in QUEUE), ""])
    money_format(sheet, 6)
    members = book.create_sheet("สมาชิก Members")
    members.append(list(MEMBER_HEADERS))
    for row in MEMBERS:
        members.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านปุยฝ้าย ม.ค.-ก.ค. 2568 (Puifai income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:3]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the only indexed root)."""
    docs = root / "Documents"
    shop = docs / "ร้านปุยฝ้าย"
    home = docs / "บ้าน"
    for sub in ("สัญญาเช่าร้าน", "อาบน้ำตัดขน", "บัญชี", "สินค้า", "แชท", "ห้องอาบน้ำใหม่", "โรงแรมสัตว์เลี้ยง"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ผ่อนบ้าน", "ประกัน", "ลูก"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญาเช่าร้าน" / "สัญญาเช่าตึก_ปุยฝ้าย_2568-2571.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "สัญญาเช่าร้าน" / "สัญญาเช่าตึก_ปุยฝ้าย_2565.docx", OLD_LEASE_TOP, table=OLD_LEASE_TABLE,
               bottom=["ลงชื่อ ประเสริฐ วงศ์ใหญ่ ผู้ให้เช่า", "ลงชื่อ กมลวรรณ ศรีสุข ผู้เช่า"])
    write_docx(shop / "อาบน้ำตัดขน" / "ราคาอาบน้ำตัดขน_มิย2568.docx", GROOM_TOP, table=GROOM_TABLE,
               bottom=GROOM_BOTTOM)
    write_texts(shop / "อาบน้ำตัดขน", {"ราคาอาบน้ำตัดขน_2567_เก่า.md": OLD_GROOM,
                                        "แพ็กเกจอาบน้ำแมว_คาเฟ่เหมียวมาร์ช.txt": CAFE_PACKAGE})
    _queue(shop / "อาบน้ำตัดขน" / "คิวอาบน้ำตัดขน_สค68.xlsx")
    write_docx(shop / "อาบน้ำตัดขน" / "ใบเสนอราคา_แพ็กเกจอาบน้ำ_บ้านพักหมาสุขสันต์.docx", PACKAGE_TOP,
               table=PACKAGE_TABLE, bottom=PACKAGE_BOTTOM)
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_ปุยฝ้าย_2568.xlsx")
    write_texts(shop / "บัญชี", {"สรุปยอดร้าน_ปี2567.md": SALES_2567})
    make_pdf(shop / "สินค้า" / "KKPetSupply_pricelist_Aug2025.pdf", PRICELIST)
    make_pdf(shop / "สินค้า" / "KKPetSupply_INV2508-0342.pdf", INVOICE)
    write_texts(shop / "สินค้า", {"ราคาส่ง_เคเคเพ็ท_2567.md": OLD_WHOLESALE,
                                  "NutriPaw_dealer_offer.txt": NUTRIPAW_EMAIL})
    write_texts(shop / "แชท", {"LINE_แนน_แม่โมจิ.txt": LINE_NAN, "LINE_หมอต้น_คลินิกรักสัตว์.txt": LINE_VET})
    write_docx(shop / "ห้องอาบน้ำใหม่" / "ใบเสนอราคา_ช่างบุญมี_ห้องอาบน้ำ.docx", RENO_TOP, table=RENO_TABLE,
               bottom=RENO_BOTTOM)
    make_pdf(shop / "ห้องอาบน้ำใหม่" / "KhonKaenBuild_quotation_Q25-0815.pdf", KKBUILD_QUOTE)
    write_slides(shop / "โรงแรมสัตว์เลี้ยง" / "แผนโรงแรมสัตว์เลี้ยง_2569.pptx", HOTEL_SLIDES)
    write_texts(shop / "โรงแรมสัตว์เลี้ยง", {"ไอเดียรับฝากหมาแมว_ร่าง.md": HOTEL_DRAFT,
                                             "สำรวจราคาโรงแรมหมาแมว_คู่แข่ง.md": HOTEL_SURVEY})
    make_pdf(home / "ผ่อนบ้าน" / "GHB_home_loan_statement_2025-07.pdf", MORTGAGE_PAGES)
    write_texts(home, {"ค่าใช้จ่ายบ้าน_สค68.md": HOUSE_NOTE,
                       "ประกัน/ประกันสุขภาพ_เบี้ยปี2567.md": INSURANCE_OLD,
                       "ลูก/ค่าเทอมใบเตย_เทอม1_2568.md": SCHOOL_NOTE})
    make_pdf(home / "ประกัน" / "SiamSure_health_renewal_2025.pdf", INSURANCE_PAGES)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
