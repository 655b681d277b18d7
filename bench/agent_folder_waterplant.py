"""A folder for bench/agent_tasks.py (`--folder waterplant`): a small drinking-water bottling shop in Nakhon Sawan.

Thanakorn Saengthong (พี่ต้น) and his wife Wilaiwan (หน่อย) run โรงน้ำดื่มธาราใส (Thara Sai Drinking Water) in
Nong Krot, Mueang Nakhon Sawan: an RO plant filling 20-litre bottles and small bottles, three coin-operated water
vending machines, and three delivery routes with three drivers. The folder holds a Thai supply contract with a
kindergarten (docx, a price table) and last year's contract, a Thai quote for a garage (docx, a table) and a draft of
it, a lakeside resort's English email asking for a quote, the July route list with the bottle-deposit register (xlsx,
two sheets), income and expenses by month for January-July 2568 (xlsx, two sheets, Thai/English headers) and last
year's income summary, the filter supplier's English price list and invoice (pdf) with last year's price list (md)
and a Thai filter-change log, two English lab reports (June 2025 and December 2024, pdf), a Thai note on the health
office's vending-machine check and one on the food-licence renewal, two LINE chat exports (the kindergarten's
teacher, the drivers' group), slides of a plan for four more vending machines in 2569 (pptx) and a draft of that
idea, the shop's and the home's electricity bills (English pdf), the home-loan statement and a life-insurance
premium notice (English pdf), a note on the daughter's school fees and a household-spending note; plus a workspect
that holds a to-do list. Written blind of the engine's rules, in session 23, for
bench/data/agent_tasks_waterplant_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SCHOOL_TOP = [
    "สัญญาซื้อขายน้ำดื่ม (ส่งถึงโรงเรียน) ปีการศึกษา 2568",
    "ทำที่ โรงเรียนอนุบาลบ้านแก่ง ตำบลบ้านแก่ง อำเภอเมืองนครสวรรค์ จังหวัดนครสวรรค์ วันที่ 5 พฤษภาคม 2568",
    "ผู้ซื้อ: โรงเรียนอนุบาลบ้านแก่ง โดย นายประเสริฐ ทองดี ผู้อำนวยการโรงเรียน",
    "ผู้ขาย: นายธนากร แสงทอง (โรงน้ำดื่มธาราใส) เลขที่ 145/3 หมู่ 6 ตำบลหนองกรด อำเภอเมืองนครสวรรค์ "
    "จังหวัดนครสวรรค์ 60240 โทร 081-785-3412 เลขสารบบอาหาร (อย.) 60-2-03655-2-0012",
    "ข้อ 1. ผู้ขายตกลงส่งน้ำดื่มถึงโรงอาหารของโรงเรียนทุกวันจันทร์และวันพฤหัสบดี ตามรายการในตารางท้ายสัญญา",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 16 พฤษภาคม 2568 ถึงวันที่ 31 มีนาคม 2569 วงเงินตามสัญญาไม่เกิน 28,500 บาท",
    "ข้อ 3. ผู้ขายวางบิลทุกสิ้นเดือน ผู้ซื้อชำระภายใน 30 วันนับจากวันวางบิล โดยโอนเข้าบัญชีผู้ขาย",
    "ข้อ 4. โรงเรียนวางมัดจำถัง 20 ลิตร จำนวน 60 ใบ ใบละ 100 บาท รวม 6,000 บาท "
    "ผู้ขายคืนเงินมัดจำเมื่อสิ้นสุดสัญญาและได้รับถังคืนครบ ถังแตกหรือหายคิดใบละ 100 บาท",
    "ข้อ 5. ผู้ขายต้องส่งสำเนาผลตรวจคุณภาพน้ำจากห้องปฏิบัติการทุก 6 เดือน",
    "ข้อ 6. หากส่งน้ำล่าช้าเกิน 1 วันทำการโดยไม่แจ้ง ผู้ซื้อมีสิทธิ์ซื้อจากที่อื่นและหักค่าส่วนต่างจากผู้ขาย",
    "ตารางท้ายสัญญา",
]
SCHOOL_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย", "รวม"),
    ("น้ำดื่มถัง 20 ลิตร (ถังเปลี่ยน)", "40 ถัง/สัปดาห์", "12 บาท/ถัง", "480 บาท/สัปดาห์"),
    ("น้ำดื่มขวด 350 มล. แพ็ค 12 ขวด (ห้องประชุม/ครู)", "30 แพ็ค/เดือน", "38 บาท/แพ็ค", "1,140 บาท/เดือน"),
    ("มัดจำถัง 20 ลิตร (จ่ายครั้งเดียว)", "60 ใบ", "100 บาท/ใบ", "6,000 บาท"),
]
SCHOOL_BOTTOM = ["ลงชื่อ ประเสริฐ ทองดี ผู้ซื้อ", "ลงชื่อ ธนากร แสงทอง ผู้ขาย",
                 "ลงชื่อ เพ็ญศรี อินทร์แก้ว เจ้าหน้าที่พัสดุ พยาน"]
OLD_SCHOOL_TOP = [
    "สัญญาซื้อขายน้ำดื่ม ปีการศึกษา 2567",
    "ทำที่ โรงเรียนอนุบาลบ้านแก่ง วันที่ 8 พฤษภาคม 2567",
    "ผู้ซื้อ: โรงเรียนอนุบาลบ้านแก่ง  ผู้ขาย: นายธนากร แสงทอง (โรงน้ำดื่มธาราใส)",
    "ข้อ 1. ส่งน้ำดื่มทุกวันจันทร์ ตามตารางท้ายสัญญา",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 16 พฤษภาคม 2567 ถึงวันที่ 31 มีนาคม 2568 วงเงินไม่เกิน 19,800 บาท",
    "ข้อ 3. ชำระเงินภายใน 45 วันหลังวางบิล",
    "ข้อ 4. มัดจำถัง 45 ใบ ใบละ 80 บาท รวม 3,600 บาท",
]
OLD_SCHOOL_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย", "รวม"),
    ("น้ำดื่มถัง 20 ลิตร", "30 ถัง/สัปดาห์", "10 บาท/ถัง", "300 บาท/สัปดาห์"),
    ("น้ำดื่มขวด 350 มล. แพ็ค 12 ขวด", "25 แพ็ค/เดือน", "35 บาท/แพ็ค", "875 บาท/เดือน"),
]
GARAGE_TOP = [
    "ใบเสนอราคา",
    "โรงน้ำดื่มธาราใส (นายธนากร แสงทอง) 145/3 หมู่ 6 ต.หนองกรด อ.เมืองนครสวรรค์ จ.นครสวรรค์ โทร 081-785-3412",
    "เลขที่ QT6806-009   วันที่ 12 มิถุนายน 2568",
    "เรียน คุณสมศักดิ์ เจริญวงศ์ หจก.เจริญยนต์ (อู่ซ่อมรถ) ถนนพหลโยธิน อ.เมืองนครสวรรค์",
    "เรื่อง เสนอราคาน้ำดื่มถัง 20 ลิตร ส่งถึงอู่ สำหรับพนักงาน 35 คน",
]
GARAGE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "น้ำดื่มถัง 20 ลิตร ส่งถึงที่ ถังละ 15 บาท", "80 ถัง/เดือน", "1,200"),
    ("2", "ตู้กดน้ำร้อน-น้ำเย็น (ให้ยืมฟรีตลอดสัญญา)", "2 ตู้", "0"),
    ("3", "มัดจำถัง 20 ลิตร ใบละ 100 บาท (คืนได้)", "20 ใบ", "2,000"),
    ("", "รวมเดือนแรก", "", "3,200"),
]
GARAGE_BOTTOM = [
    "เงื่อนไข: ส่งทุกวันอังคารและวันศุกร์ (สาย 1) ชำระค่าน้ำทุกสิ้นเดือน เงินสดหรือโอน",
    "ล้างตู้กดน้ำให้ฟรีทุก 3 เดือน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ธนากร แสงทอง ผู้เสนอราคา",
]
RESORT_EMAIL = """From: Napat Wongsiri <purchasing@boraphetlakeview.com>
To: Thara Sai Drinking Water <tharasai.water@gmail.com>
Date: Wed, 23 Jul 2025 09:14:37 +0700
Subject: Quotation request - drinking water supply, Boraphet Lakeview Resort

Dear Khun Thanakorn,

I am the purchasing manager of Boraphet Lakeview Resort (Tab Krit road, Chum Saeng side of Bueng Boraphet,
42 rooms and a restaurant). Our current supplier will stop delivering at the end of August, so we are looking for a
new drinking-water supplier starting 1 September 2025.

What we need:
- 20-litre bottles for the kitchen and staff: about 150 bottles per week, delivered twice a week
- 600 ml bottles for the guest rooms with our resort logo on the label: about 1,200 bottles per month
- a copy of your latest laboratory test report and your FDA (Or Yor) licence number

Our budget for the 600 ml bottles is not more than 7.50 THB per bottle including the custom label.
Please send your quotation by 15 August 2025. We pay by bank transfer, 30 days after the invoice.

Best regards,
Napat Wongsiri
Purchasing Manager, Boraphet Lakeview Resort
Tel. 056-219-884
"""
ROUTE_HEADERS = ("สาย (Route)", "คนขับ (Driver)", "วันส่ง (Days)", "พื้นที่ (Area)", "ลูกค้า (Customers)",
                 "ถังต่อสัปดาห์ (Bottles/week)", "ระยะทางต่อรอบ กม. (Km per trip)")
ROUTES = [
    ("สาย 1 ในเมือง", "สมชาย (ชาย)", "จ./พ./ศ.", "ตัวเมือง-สะพานเดชาติวงศ์-ปากน้ำโพ", 46, 310, 38),
    ("สาย 2 หนองกรด", "วีระ (ตี๋)", "อ./พฤ./ส.", "หนองกรด-บ้านแก่ง-อบต.", 38, 265, 64),
    ("สาย 3 บึงบอระเพ็ด", "บุญมี (มี)", "จ./พฤ.", "ทับกฤช-บึงบอระเพ็ด-ชุมแสง", 22, 140, 92),
]
DEPOSIT_HEADERS = ("ลูกค้า (Customer)", "สาย (Route)", "ถังที่ลูกค้าถืออยู่ (Bottles held)",
                   "เงินมัดจำที่รับไว้ (Deposit held, THB)", "ถังหาย/แตก ปี 68 (Lost or broken)", "หมายเหตุ (Note)")
DEPOSITS = [
    ("โรงเรียนอนุบาลบ้านแก่ง", "สาย 2", 60, 6000, 3, "ถังร้าว 3 ใบ แจ้งทางไลน์"),
    ("หอพักบ้านสบาย", "สาย 1", 25, 2500, 7, "ถังหายบ่อย ต้องคุยกับเจ้าของหอ"),
    ("ร้านก๋วยเตี๋ยวเจ๊ลี", "สาย 1", 8, 800, 1, ""),
    ("อบต.หนองกรด", "สาย 2", 30, 3000, 2, ""),
    ("ร้านข้าวแกงป้าแดง", "สาย 3", 6, 600, 0, ""),
    ("ฟาร์มไก่ทับกฤช", "สาย 3", 20, 2000, 5, "คนงานเอาถังไปใส่อาหารไก่"),
    ("คลินิกหมอวิชัย", "สาย 1", 10, 1000, 0, ""),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "น้ำถัง 20 ลิตร (20 L bottles, THB)", "น้ำขวด/แพ็ค (Small bottles, THB)",
                  "ตู้หยอดเหรียญ (Vending machines, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(58200, 21400, 9850), (61500, 24800, 10420), (78900, 35600, 13760), (92300, 44100, 16240),
          (84600, 38900, 14980), (70400, 27300, 12310), (66800, 25700, 11870)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าไฟฟ้า (Electricity, THB)", "ค่าแรงคนส่ง (Drivers' wages, THB)",
                   "ไส้กรอง/สารกรอง (Filters, THB)", "ขวด ฝา ฉลาก (Bottles, caps, labels, THB)",
                   "น้ำมันรถ (Fuel, THB)", "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)",
                   "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(6980, 27000, 1850, 9400, 6200, 1300, ""), (7240, 27000, 650, 10300, 6500, 900, ""),
            (8910, 28500, 2300, 14200, 7800, 1600, ""), (10460, 30000, 4100, 17600, 8900, 2200, "หน้าร้อนขายดี"),
            (9870, 30000, 1480, 15300, 8400, 1100, ""), (9120, 28500, 650, 11200, 7300, 3500, "ซ่อมปั๊มน้ำดิบ"),
            (8746.22, 28500, 14412.90, 10600, 7100, 1200, "เปลี่ยนเมมเบรน RO 2 ตัว")]
LAST_YEAR = """# สรุปรายรับโรงน้ำธาราใส ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,164,300 บาท
- เดือนที่ขายดีที่สุด เม.ย. 2567 ได้ 128,400 บาท
- ตู้หยอดเหรียญ 3 ตู้ ทั้งปี 141,650 บาท
- ค่าไฟทั้งปี 86,950 บาท
- ถังหาย/แตกทั้งปี 74 ใบ (เสียไปประมาณ 7,400 บาท)
- ปีหน้าต้องขึ้นราคาถังโรงเรียน จาก 10 เป็น 12 บาท
"""
PRICELIST = [
    "PURETECH WATER SYSTEMS (NAKHON SAWAN) CO., LTD.\n"
    "88/21 Sawanwithi Road, Mueang Nakhon Sawan 60000  Tel. 056-224-905\n"
    "DEALER AND PLANT PRICE LIST 2025 - effective 1 March 2025 (THB, VAT not included)\n"
    "Customer account: Thara Sai Drinking Water (Mr. Thanakorn Saengthong), account No. NSW-0318\n"
    " \n"
    "RO membrane 4040 (ultra low pressure) ......... 4,850\n"
    "Sediment filter 20 inch 5 micron, pack of 10 .. 650\n"
    "Carbon block filter 20 inch ................... 420\n"
    "Softener resin, 25 L bag ...................... 2,300\n"
    "Manganese (Mangan) media, 25 L bag ............ 1,750\n"
    "UV lamp 55 W with quartz sleeve ............... 1,480\n"
    "Ozone generator 5 g/h ......................... 12,500\n"
    "High-pressure pump 1 HP (stainless) ........... 9,800\n"
    "TDS meter (handheld) .......................... 390\n"
    "Technician service visit (within Mueang) ...... 800\n"
    " \n"
    "Terms: 30 days credit for plant accounts. Free delivery in Mueang Nakhon Sawan for orders over 3,000 THB.\n"
    "Membranes carry a 12-month warranty when installed by PureTech technicians.",
]
INVOICE = [
    "PURETECH WATER SYSTEMS (NAKHON SAWAN) CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: PT25-0788   Date: 3 July 2025\n"
    "Customer: Thara Sai Drinking Water (Mr. Thanakorn Saengthong), 145/3 Moo 6, Nong Krot,\n"
    "Mueang Nakhon Sawan 60240   Account No. NSW-0318\n"
    " \n"
    "RO membrane 4040 (ultra low pressure)  2 x 4,850.00 = 9,700.00\n"
    "Sediment filter 20 inch, pack of 10    1 x   650.00 =   650.00\n"
    "Carbon block filter 20 inch            2 x   420.00 =   840.00\n"
    "UV lamp 55 W with quartz sleeve        1 x 1,480.00 = 1,480.00\n"
    "Technician service visit               1 x   800.00 =   800.00\n"
    " \n"
    "Subtotal: 13,470.00 THB\nVAT 7%: 942.90 THB\nTotal amount due: 14,412.90 THB\n"
    "Payment term: credit 30 days. Due date: 2 August 2025\n"
    "Pay by transfer to Bangkok Bank, account 610-7-44823-9, PureTech Water Systems (Nakhon Sawan) Co., Ltd.",
]
OLD_PRICES = """# ราคาไส้กรอง เพียวเทค (ใบราคาปี 2567 ของเก่า)

- เมมเบรน RO 4040 ตัวละ 4,400 บาท
- ไส้กรองตะกอน 20 นิ้ว แพ็ค 10 ชิ้น 590 บาท
- ไส้กรองคาร์บอนบล็อก 20 นิ้ว 380 บาท
- เรซิน 25 ลิตร 2,150 บาท
- หลอด UV 55 วัตต์ 1,350 บาท
- ค่าช่างเข้าบริการ 700 บาท
"""
FILTER_LOG = """บันทึกเปลี่ยนไส้กรอง / ดูแลระบบ RO โรงน้ำธาราใส ปี 2568
(จดเองหลังเปลี่ยนทุกครั้ง ค่า TDS วัดด้วยเครื่องวัดมือถือ)

08/01/2568  เปลี่ยนไส้กรองตะกอน 5 ไมครอน ทั้ง 4 ท่อ  TDS น้ำออก 36
14/03/2568  เปลี่ยนคาร์บอน 2 ท่อ + ไส้ตะกอน  TDS 41
02/04/2568  เติมเรซิน 1 กระสอบ (น้ำบาดาลหน้าร้อนกระด้าง)
20/05/2568  ล้างถังเก็บน้ำ 2,000 ลิตร + ล้างห้องบรรจุ
28/06/2568  TDS ขึ้นไป 95 แรงดันตก เมมเบรนตันแล้ว สั่งเพียวเทค
03/07/2568  ช่างเพียวเทคเปลี่ยนเมมเบรน 2 ตัว (9,700) + หลอด UV ใหม่  TDS ลงมาที่ 28
ครั้งหน้า: เปลี่ยนไส้ตะกอนประมาณ ก.ย. 68 / เมมเบรนใช้ได้ราว 2 ปี
"""
LAB_JUNE = [
    "NORTHSTAR ANALYTICAL LABORATORY CO., LTD. - Nakhon Sawan\n"
    "TEST REPORT  No. NSL-2506-0412\n"
    "Client: Thara Sai Drinking Water, 145/3 Moo 6, Nong Krot, Mueang Nakhon Sawan 60240\n"
    "Sample: drinking water in sealed 20 L bottle (lot 250609)   Sampled: 9 June 2025\n"
    "Received: 10 June 2025   Reported: 17 June 2025\n"
    " \n"
    "Parameter                  Result          Standard (MOPH Notif. 61)\n"
    "pH                         7.1             6.5 - 8.5\n"
    "Total dissolved solids     42 mg/L         not more than 500 mg/L\n"
    "Total hardness (CaCO3)     18 mg/L         not more than 100 mg/L\n"
    "Nitrate (as NO3)           < 0.5 mg/L      not more than 4 mg/L\n"
    "Total coliform             < 1.1 MPN/100mL less than 2.2 MPN/100mL\n"
    "E. coli                    not detected    not detected\n"
    "Staphylococcus aureus      not detected    not detected\n"
    " \n"
    "Conclusion: the sample PASSES all tested parameters.\n"
    "Test fee: 3,200 THB (paid). Recommended next test: December 2025.",
]
LAB_DEC = [
    "NORTHSTAR ANALYTICAL LABORATORY CO., LTD. - Nakhon Sawan\n"
    "TEST REPORT  No. NSL-2412-0388\n"
    "Client: Thara Sai Drinking Water, 145/3 Moo 6, Nong Krot, Mueang Nakhon Sawan 60240\n"
    "Sample: drinking water in sealed 20 L bottle (lot 241202)   Sampled: 2 December 2024\n"
    "Received: 3 December 2024   Reported: 10 December 2024\n"
    " \n"
    "Parameter                  Result          Standard (MOPH Notif. 61)\n"
    "pH                         7.4             6.5 - 8.5\n"
    "Total dissolved solids     58 mg/L         not more than 500 mg/L\n"
    "Total hardness (CaCO3)     24 mg/L         not more than 100 mg/L\n"
    "Nitrate (as NO3)           0.8 mg/L        not more than 4 mg/L\n"
    "Total coliform             < 1.1 MPN/100mL less than 2.2 MPN/100mL\n"
    "E. coli                    not detected    not detected\n"
    " \n"
    "Conclusion: the sample PASSES all tested parameters.\n"
    "Test fee: 2,900 THB (paid). Recommended next test: June 2025.",
]
VENDING_CHECK = """# ผลตรวจน้ำตู้หยอดเหรียญ โดย สสจ.นครสวรรค์ ปี 2568

เจ้าหน้าที่สาธารณสุขจังหวัดมาสุ่มตรวจด้วยชุดทดสอบภาคสนาม (อ.11) วันที่ 14 พ.ค. 2568
- ตู้ 1 หน้าโรงน้ำ: ผ่าน
- ตู้ 2 หน้าหอพักบ้านสบาย: ผ่าน
- ตู้ 3 หน้าตลาดบ้านแก่ง: ไม่ผ่าน เจอโคลิฟอร์ม ให้เปลี่ยนไส้กรองและล้างถังพักน้ำในตู้
ตรวจซ้ำตู้ 3 วันที่ 28 พ.ค. 2568: ผ่าน
ต้องติดสติกเกอร์วันเปลี่ยนไส้กรองหน้าตู้ทุกตู้ ไม่งั้นโดนเตือนอีก
"""
LICENCE_NOTE = """# ต่ออายุใบอนุญาตผลิตอาหาร (น้ำดื่ม) อย. ปี 2568

- เลขสารบบอาหาร 60-2-03655-2-0012
- ใบอนุญาตหมดอายุ 31 ธ.ค. 2568 ต้องยื่นต่อที่ สสจ. ก่อนหมดอายุ
- ค่าธรรมเนียมต่ออายุ 1,500 บาท
- ต้องแนบผลตรวจน้ำล่าสุด + ผลตรวจสุขภาพคนงาน 4 คน
- เจ้าหน้าที่นัดตรวจสถานที่ตามเกณฑ์ GMP 420 ช่วง ต.ค. 68 (ยังไม่ได้วันแน่นอน)
- ต้องซ่อมมุ้งลวดห้องบรรจุก่อน
"""
LINE_TEACHER = """[LINE] ประวัติการแชทกับ ครูเพ็ญศรี อนุบาลบ้านแก่ง
บันทึกเมื่อ: 19/07/2568 21:05

อ., 15/07/2568
08:12\tครูเพ็ญศรี อนุบาลบ้านแก่ง\tพี่ต้นคะ ถังที่ส่งเมื่อวานร้าว 3 ใบค่ะ น้ำซึมเปียกพื้นโรงอาหารเลย
08:13\tครูเพ็ญศรี อนุบาลบ้านแก่ง\t[รูปภาพ]
08:40\tธาราใส พี่ต้น\tขอโทษครับครู เดี๋ยวพฤหัสให้ตี๋เอาถังใหม่ไปเปลี่ยนให้ ไม่คิดเงินครับ
08:42\tครูเพ็ญศรี อนุบาลบ้านแก่ง\tขอบคุณค่ะ

ศ., 18/07/2568
13:20\tครูเพ็ญศรี อนุบาลบ้านแก่ง\tอีกเรื่องค่ะ โรงเรียนมีงานกีฬาสีวันพฤหัสที่ 24 ก.ค. ขอน้ำถังเพิ่ม 15 ถัง กับน้ำขวดเล็กอีก 20 แพ็คนะคะ
13:26\tธาราใส พี่ต้น\tได้ครับครู ส่งเช้าวันที่ 24 ก่อน 7 โมงครึ่งนะครับ คิดราคาตามสัญญาครับ
13:30\tครูเพ็ญศรี อนุบาลบ้านแก่ง\tแล้วผลตรวจน้ำรอบล่าสุดส่งสำเนามาให้ด้วยนะคะ ผอ.จะเอาเข้าแฟ้ม
13:31\tธาราใส พี่ต้น\tได้ครับ ผลเดือนมิถุนาออกแล้ว เดี๋ยวพิมพ์ใส่ซองไปกับน้ำครับ
"""
LINE_DRIVERS = """[LINE] ประวัติการแชทกลุ่ม คนส่งน้ำธาราใส
บันทึกเมื่อ: 21/07/2568 19:30

จ., 21/07/2568
07:05\tชาย สาย1\tหอพักบ้านสบายถังหายอีกแล้วพี่ นับได้ 22 ต้องมี 25
07:20\tธาราใส พี่ต้น\tจดไว้ก่อน เดี๋ยวพี่โทรคุยกับเจ้าของหอเอง
09:48\tมี สาย3\tฟาร์มไก่ทับกฤชขอเพิ่มเป็นอาทิตย์ละ 30 ถังครับ
09:50\tธาราใส พี่ต้น\tโอเค ถ้าเพิ่มให้เก็บมัดจำถังเพิ่มด้วยนะ ใบละร้อย
12:15\tตี๋ สาย2\tรถคันเล็กเบรกมีเสียงครับพี่ ค่าน้ำมันวันนี้ 620
12:30\tหน่อย ธาราใส\tพรุ่งนี้เอารถเข้าอู่เจริญยนต์นะตี๋ แล้วถามเค้าเรื่องใบเสนอราคาน้ำที่พี่ต้นส่งไปด้วย
17:40\tหน่อย ธาราใส\tตู้หยอดเหรียญหน้าตลาด วันนี้เก็บเหรียญได้ 412 บาท
"""
PLAN_SLIDES = [
    ("แผนขยายตู้น้ำหยอดเหรียญ ปี 2569", "โรงน้ำดื่มธาราใส\nจัดทำ ก.ค. 2568 โดย ธนากร แสงทอง"),
    ("ตอนนี้", "มีตู้ 3 ตู้ รายได้รวมประมาณเดือนละ 12,000-16,000 บาท\nตู้หน้าตลาดบ้านแก่งขายดีสุด"),
    ("แผน", "เพิ่มตู้ใหม่ 4 ตู้ ตู้ละ 39,500 บาท (ตู้สแตนเลส ระบบ RO 5 ขั้น + UV)\n"
            "ที่ตั้ง: หน้าเซเว่นหนองกรด, หน้า อบต.หนองกรด, ชุมชนหลังวัด, หอพักใหม่ถนนสวรรค์วิถี"),
    ("ค่าใช้จ่าย", "ค่าตู้รวม 158,000 บาท\nค่าเช่าที่ตู้ละ 300 บาท/เดือน\nค่าไฟประมาณตู้ละ 400 บาท/เดือน"),
    ("รายได้ที่คาด", "คาดรายได้ตู้ละ 4,800 บาท/เดือน\nคืนทุนประมาณ 10 เดือน"),
    ("เงินทุน", "กู้ ธ.ก.ส. 120,000 บาท ผ่อน 3 ปี\nที่เหลือใช้เงินเก็บของร้าน"),
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Wilaiwan Saengthong   Account No. 020013877452\n"
    "Address: 27/9 Moo 2, Nong Krot, Mueang Nakhon Sawan 60240 (residence)\n"
    "Tariff: 1.1.2 residential   Meter reading date: 25 June 2025   Billing month: 07/2025\n"
    "Units used: 312 kWh\nEnergy charge: 1,093.24\nService charge: 24.62\nFt: 62.79\n"
    "VAT 7%: 82.65\nTotal amount: 1,263.30 THB\nPay by: 9 July 2025",
]
SHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mr. Thanakorn Saengthong (Thara Sai Drinking Water)   Account No. 020012560318\n"
    "Address: 145/3 Moo 6, Nong Krot, Mueang Nakhon Sawan 60240 (small business, 3-phase)\n"
    "Tariff: 2.1.2 small general service   Meter reading date: 26 June 2025   Billing month: 07/2025\n"
    "Units used: 1,946 kWh\nEnergy charge: 7,738.68\nService charge: 46.16\nFt: 389.20\n"
    "VAT 7%: 572.18\nTotal amount: 8,746.22 THB\nPay by: 10 July 2025\n"
    "Your usage last month: 2,184 kWh",
]
HOME_LOAN = [
    "GOVERNMENT HOUSING BANK - Nakhon Sawan branch\nHOME LOAN STATEMENT\nStatement date: 30 June 2025\n"
    "Borrowers: Mr. Thanakorn Saengthong and Mrs. Wilaiwan Saengthong\nLoan account: 0204-7781-5532\n"
    "Property: house and land, 27/9 Moo 2, Nong Krot, Mueang Nakhon Sawan\n"
    "Original loan: 1,650,000.00 THB, first payment 5 August 2021, term 30 years\n"
    "Interest rate: 3.25% per year (fixed until July 2026, then MRR - 1.00%)\n"
    "Monthly installment: 9,800.00 THB, due on the 5th of each month\n"
    "Principal outstanding at 30 June 2025: 1,286,450.37 THB\n"
    "Installments paid: 47\nNext due: 5 July 2025\n"
    "Extra principal payments are allowed without fee, minimum 1,000 THB.",
]
LIFE_PREMIUM = [
    "MUANG THAI LIFE ASSURANCE PCL\nPREMIUM DUE NOTICE\nNotice date: 20 July 2025\n"
    "Policy owner and insured: Mrs. Wilaiwan Saengthong\nPolicy No.: 8812-440-2917\n"
    "Plan: 20-year endowment with health rider\nSum assured: 500,000 THB\n"
    "Annual premium: 24,860.00 THB\nDue date: 18 August 2025 (grace period 31 days)\n"
    "Pay at any branch, by bank transfer or through the MTL Click app.\n"
    "Premiums up to 100,000 THB a year can be deducted for personal income tax.",
]
SCHOOL_FEES = """# ค่าเทอมน้องใบเตย ป.4 เทอม 1/2568 (โรงเรียนวรรณวิทย์ นครสวรรค์)

- ค่าเทอม 18,500 บาท จ่ายแล้ว 8 พ.ค. 2568 (โอน)
- ค่าชุดนักเรียน + ชุดพละ 2,340 บาท
- ค่าหนังสือ 1,960 บาท
- ค่ารถรับส่ง เดือนละ 1,200 บาท (จ่ายพี่เอ๋ทุกต้นเดือน)
- เรียนพิเศษภาษาอังกฤษวันเสาร์ เดือนละ 1,800 บาท
- เทอม 2 ต้องจ่ายก่อน 31 ต.ค. 2568
"""
HOUSEHOLD = """# ค่าใช้จ่ายบ้าน ก.ค. 68 (หน่อยจด)

- ค่าไฟบ้าน 1,263 บาท (โรงน้ำอีกบิล 8,746 แยกจ่ายจากบัญชีร้าน)
- ค่าผ่อนบ้าน ธอส. 9,800
- ค่ารถรับส่งใบเตย 1,200 + เรียนพิเศษ 1,800
- ค่ากับข้าว/ของใช้ ประมาณ 12,000
- ประกันชีวิตหน่อย เมืองไทยประกันชีวิต ครบจ่ายเดือนหน้า 24,860 ต้องเตรียมเงิน
- ค่าโทรศัพท์ 2 เบอร์ 998
"""
DISTRACTORS = {
    "ธาราใส/ลูกค้า/ใบเสนอราคา_อู่เจริญยนต์_ร่าง.txt":
        "ร่างใบเสนอราคา อู่เจริญยนต์ (ยังไม่ส่ง รอถามราคาตู้กดน้ำก่อน)\n"
        "- น้ำถัง 20 ลิตร ถังละ 16 บาท ประมาณ 70 ถัง/เดือน = 1,120\n"
        "- มัดจำถัง 15 ใบ x 100 = 1,500\n- ตู้กดน้ำ: ให้เช่าตู้ละ 150/เดือน ?\n",
    "ธาราใส/แผนงาน/ไอเดียตู้หยอดเหรียญ_ร่าง.md":
        "# ไอเดียเพิ่มตู้หยอดเหรียญ (ร่าง เม.ย. 68)\n- เพิ่ม 2 ตู้ก่อน ตู้จีนในเน็ตตู้ละ 32,000\n"
        "- หรือซื้อตู้มือสองจากโรงน้ำชุมแสง 25,000\n- ถามเจ๊ลีเรื่องวางตู้หน้าร้าน\n",
}
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคารีสอร์ทบึงบอระเพ็ดก่อน 15 ส.ค.\n- โอนค่าเมมเบรนเพียวเทค\n"
                        "- คุยเจ้าของหอบ้านสบายเรื่องถังหาย\n- ถ่ายสำเนาผลแล็บให้โรงเรียน\n"}


def _routes(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สายส่ง Routes"
    sheet.append(["สายส่งน้ำ โรงน้ำดื่มธาราใส เดือนกรกฎาคม 2568 (Delivery routes, July 2025)"])
    sheet.append(list(ROUTE_HEADERS))
    for row in ROUTES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", *(sum(column) for column in list(zip(*ROUTES))[4:])])
    deposits = book.create_sheet("ถังมัดจำ Deposits")
    deposits.append(["ทะเบียนถังมัดจำ ณ 20 ก.ค. 2568 (Bottle deposit register)"])
    deposits.append(list(DEPOSIT_HEADERS))
    for row in DEPOSITS:
        deposits.append(list(row))
    deposits.append(["รวม (Total)", "", *(sum(column) for column in list(zip(*DEPOSITS))[2:5]), ""])
    money_format(deposits, 4)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับโรงน้ำดื่มธาราใส ม.ค.-ก.ค. 2568 (Thara Sai income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = round(sum(row[:6]), 2)
        spend.append([month, *row[:6], total, round(sum(income) - total, 2), row[6]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ธาราใส"
    for sub in ("ลูกค้า", "สายส่ง", "บัญชี", "เครื่องกรอง", "ผลแล็บ", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(shop / "ลูกค้า" / "สัญญาส่งน้ำ_อนุบาลบ้านแก่ง_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    write_docx(shop / "ลูกค้า" / "สัญญาส่งน้ำ_อนุบาลบ้านแก่ง_2567.docx", OLD_SCHOOL_TOP, table=OLD_SCHOOL_TABLE,
               bottom=["ลงชื่อ ประเสริฐ ทองดี ผู้ซื้อ", "ลงชื่อ ธนากร แสงทอง ผู้ขาย"])
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_อู่เจริญยนต์_2568-06.docx", GARAGE_TOP, table=GARAGE_TABLE,
               bottom=GARAGE_BOTTOM)
    (shop / "ลูกค้า" / "BoraphetLakeview_resort_email.txt").write_text(RESORT_EMAIL, encoding="utf-8")
    _routes(shop / "สายส่ง" / "สายส่งและถังมัดจำ_กค2568.xlsx")
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_ธาราใส_2568.xlsx")
    (shop / "บัญชี" / "สรุปรายรับ_ธาราใส_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    make_pdf(shop / "บัญชี" / "PEA_shop_bill_2025-07.pdf", SHOP_BILL)
    make_pdf(shop / "เครื่องกรอง" / "PureTech_pricelist_2025.pdf", PRICELIST)
    make_pdf(shop / "เครื่องกรอง" / "PureTech_invoice_PT25-0788.pdf", INVOICE)
    (shop / "เครื่องกรอง" / "ราคาไส้กรอง_เพียวเทค_2567.md").write_text(OLD_PRICES, encoding="utf-8")
    (shop / "เครื่องกรอง" / "บันทึกเปลี่ยนไส้กรอง_2568.txt").write_text(FILTER_LOG, encoding="utf-8")
    make_pdf(shop / "ผลแล็บ" / "NorthStar_LabReport_2025-06.pdf", LAB_JUNE)
    make_pdf(shop / "ผลแล็บ" / "NorthStar_LabReport_2024-12.pdf", LAB_DEC)
    (shop / "ผลแล็บ" / "ผลตรวจตู้หยอดเหรียญ_สสจ_2568.md").write_text(VENDING_CHECK, encoding="utf-8")
    (shop / "ผลแล็บ" / "ต่ออายุใบอนุญาต_อย_2568.md").write_text(LICENCE_NOTE, encoding="utf-8")
    (shop / "แชท" / "LINE_ครูเพ็ญศรี_อนุบาลบ้านแก่ง.txt").write_text(LINE_TEACHER, encoding="utf-8")
    (shop / "แชท" / "LINE_กลุ่มคนส่งน้ำ.txt").write_text(LINE_DRIVERS, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนตู้หยอดเหรียญ_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_home_bill_2025-07.pdf", HOME_BILL)
    make_pdf(home / "GHBank_homeloan_statement_2025-06.pdf", HOME_LOAN)
    make_pdf(home / "MuangThaiLife_premium_2025.pdf", LIFE_PREMIUM)
    (home / "ค่าเทอมน้องใบเตย_1-2568.md").write_text(SCHOOL_FEES, encoding="utf-8")
    (home / "ค่าใช้จ่ายบ้าน_กค68.md").write_text(HOUSEHOLD, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
