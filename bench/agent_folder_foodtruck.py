"""A folder for bench/agent_tasks.py (`--folder foodtruck`): a grilled-pork food truck and a household's papers.

Wanpen Chaiyasit (เจ๊เพ็ญ) sells milk-marinated grilled pork skewers and sticky rice (หมูปิ้งนมสดเจ๊เพ็ญ) from a
converted Suzuki Carry food truck at the Nong Waeng night market in Khon Kaen, with her husband Somsak driving and
grilling. The folder holds: the Thai market-lot lease for 2568 (docx, a fee table) and last year's lease, a Thai
catering quote for a kindergarten's sports day (docx, a table), a draft of it and a similar quote for a company
party, an English vendor invitation from a music festival (txt), monthly sales and costs for January-August 2568
(xlsx, two sheets: months per row, then cost items with months per column) and last year's sales summary (md), the
pork supplier's English price list and invoice (pdf) and last year's prices (md), two LINE chat exports (the
kindergarten teacher, the market manager), slides of a plan for a second truck in 2569 (pptx) and a draft of the
idea, a marinade recipe note, the truck's hire-purchase statement (English pdf) and a Thai truck-costs note; and
household papers: an electricity bill and two school-fee invoices and a life-insurance premium notice (English pdf),
household expenses by month (xlsx, two sheets) and a Thai tax-deduction note; plus a workspect holding a to-do list
and a shopping list. Written blind of the engine's rules for agent_tasks_foodtruck_holdout.json. Every figure a
task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าพื้นที่จอดรถจำหน่ายอาหาร (Food Truck)",
    "ทำที่ ตลาดโต้รุ่งหนองแวง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 24 กุมภาพันธ์ 2568",
    "ผู้ให้เช่า: บริษัท หนองแวงพลาซ่า จำกัด เลขที่ 215 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000 "
    "โดย นายธีระพงษ์ ทองมา ผู้จัดการตลาด",
    "ผู้เช่า: นางวันเพ็ญ ไชยสิทธิ์ (หมูปิ้งนมสดเจ๊เพ็ญ) เลขที่ 47/3 หมู่ 6 ตำบลศิลา อำเภอเมืองขอนแก่น โทร 086-431-2275",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าล็อกจอดรถจำหน่ายอาหาร ล็อก F-12 โซนอาหารปิ้งย่าง ขนาด 3 x 5 เมตร "
    "เปิดขายทุกวัน เวลา 16.30-23.00 น. เว้นวันจันทร์",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มีนาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2569",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าและค่าบริการตามตารางท้ายสัญญา ภายในวันที่ 5 ของทุกเดือน "
    "หากชำระล่าช้าเสียค่าปรับวันละ 50 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 8,200 บาท (เท่ากับ 2 เดือน) ในวันทำสัญญา คืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าต้องมีถังดับเพลิงประจำรถ และใช้ถังแก๊สที่ผ่านการตรวจสภาพไม่เกิน 1 ปี",
    "ข้อ 6. ห้ามเทน้ำมันหรือน้ำล้างลงท่อระบายน้ำของตลาด",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ตารางค่าเช่าและค่าบริการท้ายสัญญา",
]
LEASE_TABLE = [
    ("รายการ", "ต่อเดือน", "ทั้งปี (12 เดือน)"),
    ("ค่าเช่าล็อก F-12", "3,500 บาท", "42,000 บาท"),
    ("ค่าไฟฟ้าเหมาจ่าย (ปลั๊ก 1 จุด)", "400 บาท", "4,800 บาท"),
    ("ค่าเก็บขยะและทำความสะอาด", "200 บาท", "2,400 บาท"),
    ("รวม", "4,100 บาท", "49,200 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ ธีระพงษ์ ทองมา ผู้ให้เช่า", "ลงชื่อ วันเพ็ญ ไชยสิทธิ์ ผู้เช่า",
                "ลงชื่อ สมศักดิ์ ไชยสิทธิ์ พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าพื้นที่ขายอาหาร ตลาดโต้รุ่งหนองแวง",
    "ทำที่ ตลาดโต้รุ่งหนองแวง วันที่ 26 กุมภาพันธ์ 2567",
    "ผู้ให้เช่า: บริษัท หนองแวงพลาซ่า จำกัด  ผู้เช่า: นางวันเพ็ญ ไชยสิทธิ์",
    "ข้อ 1. ให้เช่าล็อก F-07 สำหรับจอดรถขายอาหาร เปิดขายเวลา 17.00-23.00 น.",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มีนาคม 2567 ถึงวันที่ 28 กุมภาพันธ์ 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน วางเงินประกัน 6,600 บาท",
]
OLD_LEASE_TABLE = [
    ("รายการ", "ต่อเดือน", "ทั้งปี (12 เดือน)"),
    ("ค่าเช่าล็อก F-07", "3,000 บาท", "36,000 บาท"),
    ("ค่าไฟฟ้าเหมาจ่าย", "300 บาท", "3,600 บาท"),
    ("รวม", "3,300 บาท", "39,600 บาท"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "หมูปิ้งนมสดเจ๊เพ็ญ (นางวันเพ็ญ ไชยสิทธิ์) 47/3 หมู่ 6 ต.ศิลา อ.เมืองขอนแก่น โทร 086-431-2275",
    "เลขที่ QT-6808-03   วันที่ 12 สิงหาคม 2568",
    "เรียน ครูแหม่ม (คุณสุมาลี ศรีบุญเรือง) โรงเรียนอนุบาลดวงใจ ถนนประชาสโมสร อ.เมืองขอนแก่น",
    "เรื่อง อาหารว่างงานกีฬาสีนักเรียนอนุบาล วันศุกร์ที่ 29 สิงหาคม 2568 (นำรถไปย่างที่โรงเรียน)",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "หมูปิ้งนมสด (ราคาพิเศษไม้ละ 9 บาท)", "600 ไม้", "5,400"),
    ("2", "ข้าวเหนียว ห่อละ 5 บาท", "300 ห่อ", "1,500"),
    ("3", "ไข่ปิ้ง ไม้ละ 12 บาท", "100 ไม้", "1,200"),
    ("4", "ค่าบริการนำรถไปย่างหน้างาน (ครึ่งวัน)", "1 งาน", "1,500"),
    ("", "รวมทั้งสิ้น", "", "9,600"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 2,880 บาท เพื่อยืนยันวัน ส่วนที่เหลือชำระหลังจบงาน",
    "หมูปิ้งไม่ใส่พริก น้ำจิ้มแจ่วแยกถุง ไม้เสียบตัดปลายแหลมสำหรับเด็ก",
    "ใบเสนอราคานี้ยืนราคา 10 วัน",
    "ลงชื่อ วันเพ็ญ ไชยสิทธิ์ ผู้เสนอราคา",
]
QUOTE_DRAFT = (
    "ร่าง ใบเสนอราคา อนุบาลดวงใจ (ยังไม่ส่ง ครูแหม่มบอกเด็กเพิ่ม)\n"
    "- หมูปิ้งนมสด 500 ไม้ ไม้ละ 10 = 5,000\n"
    "- ข้าวเหนียว 250 ห่อ = 1,250\n"
    "- ค่าไปย่างหน้างาน 2,000\n"
    "- รวม 8,250 บาท มัดจำครึ่งนึง\n"
)
COMPANY_QUOTE_TOP = [
    "ใบเสนอราคา",
    "หมูปิ้งนมสดเจ๊เพ็ญ (นางวันเพ็ญ ไชยสิทธิ์) โทร 086-431-2275",
    "เลขที่ QT-6808-05   วันที่ 20 สิงหาคม 2568",
    "เรียน คุณภาคิน (ฝ่ายบุคคล) บริษัท อีสานเทค โซลูชั่น จำกัด อ.เมืองขอนแก่น",
    "เรื่อง ซุ้มหมูปิ้งงานเลี้ยงพนักงาน วันศุกร์ที่ 5 กันยายน 2568 เวลา 17.00 น.",
]
COMPANY_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "หมูปิ้งนมสด ไม้ละ 10 บาท", "400 ไม้", "4,000"),
    ("2", "ข้าวเหนียว ห่อละ 5 บาท", "200 ห่อ", "1,000"),
    ("3", "ค่าบริการนำรถไปย่างหน้างาน", "1 งาน", "1,500"),
    ("", "รวมทั้งสิ้น", "", "6,500"),
]
COMPANY_QUOTE_BOTTOM = ["เงื่อนไข: มัดจำ 50% เป็นเงิน 3,250 บาท", "ลงชื่อ วันเพ็ญ ไชยสิทธิ์ ผู้เสนอราคา"]
FEST_EMAIL = """From: Natalie Brooks <natalie@isanmusicfest.com>
To: Jeh Pen Moo Ping <jehpen.mooping@gmail.com>
Date: Tue, 19 Aug 2025 14:05:31 +0700
Subject: Food truck vendor invitation - Isan Music & Craft Fest 2025

Hi Khun Wanpen,

We loved your milk pork skewers at the night market! We would like to invite your food truck to the
Isan Music & Craft Fest at Bueng Kaen Nakhon park, Khon Kaen, on 18-19 October 2025 (15:00-24:00 both days).
We expect about 6,000 visitors per day. The booth fee is 2,500 THB per day (5,000 THB for both days),
which includes one power socket (max 1,000 W), a 3 x 6 m space and two staff passes.
To confirm, please reply by 15 September 2025 with your menu and prices, a photo of the truck and a copy
of your gas tank safety certificate, and transfer a 50% deposit.
No glass bottles are allowed on site, and vendors must bring their own waste bins.

Best regards,
Natalie Brooks
Vendor coordinator, Isan Music & Craft Fest
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
SALES_HEADERS = ("เดือน (Month)", "หมูปิ้ง (ไม้) (Skewers sold)", "ข้าวเหนียว (ห่อ) (Rice packs)",
                 "ขายหน้ารถ (Truck sales, THB)", "รับจัดเลี้ยง (Catering, THB)", "รวมรายรับ (Total income, THB)",
                 "วันที่เปิดขาย (Days open)", "หมายเหตุ (Note)")
SKEWERS = [9200, 8800, 10400, 7600, 9900, 9500, 10100, 11300]
RICE_PACKS = [4600, 4300, 5200, 3700, 5000, 4800, 5100, 5600]
CATERING = [0, 3500, 0, 6800, 2400, 0, 4200, 5200]
DAYS_OPEN = [26, 24, 27, 20, 26, 25, 26, 27]
SALES_NOTES = ["", "งานบวชหลานป้าคำ", "ย้ายไปล็อก F-12", "หยุดสงกรานต์ 7 วัน", "", "ฝนตกหนักหลายวัน", "", ""]
COST_ITEMS = [
    ("เนื้อหมู (Pork)", [38600, 36900, 43700, 33800, 42100, 40300, 43500, 48900]),
    ("ข้าวเหนียว/เครื่องปรุง (Rice & seasoning)", [9800, 9200, 11100, 8100, 10600, 10300, 10900, 11900]),
    ("แก๊ส/ถ่าน (Gas & charcoal)", [5400, 5100, 5800, 4300, 5600, 5500, 5700, 6100]),
    ("ค่าเช่าล็อก (Market lot)", [3300, 3300, 4100, 4100, 4100, 4100, 4100, 4100]),
    ("ค่างวดรถ (Truck installment)", [7650] * 8),
    ("อื่นๆ (Other)", [1800, 2100, 1500, 6900, 1700, 4350, 1900, 2300]),
]
LAST_YEAR_SALES = """# สรุปยอดขายหมูปิ้งเจ๊เพ็ญ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,186,500 บาท (ขายหน้ารถ 1,152,000 + จัดเลี้ยง 34,500)
- หมูปิ้งขายได้ทั้งปี 104,300 ไม้
- เดือนที่ขายดีที่สุด ธ.ค. 2567 รายรับ 118,200 บาท
- เดือนที่แย่สุด เม.ย. 2567 รายรับ 79,400 บาท (หยุดสงกรานต์)
- ค่าหมูทั้งปี 402,600 บาท
- ปีนี้อยากได้ 1,300,000
"""
PORK_PRICELIST = [
    "SAENG THONG PORK CO., LTD.\n"
    "88 Moo 2, Mittraphap Road, Tha Phra, Mueang Khon Kaen 40260   Tel. 043-306-117\n"
    "WHOLESALE PRICE LIST - effective 1 August 2025 (THB, fresh meat VAT exempt)\n"
    "Customer: Jeh Pen Moo Ping (Mrs. Wanpen Chaiyasit), customer code KK-0218\n"
    " \n"
    "Pork shoulder (collar) per kg ............. 148\n"
    "Pork loin per kg .......................... 142\n"
    "Pork belly per kg ......................... 175\n"
    "Minced pork per kg ........................ 130\n"
    "Pork fat per kg ........................... 60\n"
    "Bamboo skewers 6 inch, pack of 1,000 ...... 85\n"
    "Pork skewers, ready-marinated, 50 pcs ..... 330\n"
    " \n"
    "Terms: free delivery in Mueang Khon Kaen for orders over 5,000 THB. Regular customers get 15 days\n"
    "credit. Order by 14:00 for next-morning delivery. Prices follow the live pig market and may change.",
]
PORK_INVOICE = [
    "SAENG THONG PORK CO., LTD.\nINVOICE\n"
    "Invoice No.: INV-2508-0332   Date: 9 August 2025\n"
    "Customer: Jeh Pen Moo Ping (Mrs. Wanpen Chaiyasit), 47/3 Moo 6, Sila, Mueang Khon Kaen 40000\n"
    "Customer code: KK-0218\n"
    " \n"
    "Pork shoulder (collar)      60 kg x 148.00 = 8,880.00\n"
    "Pork loin                   20 kg x 142.00 = 2,840.00\n"
    "Bamboo skewers 6 inch        3 x  85.00 =   255.00\n"
    " \n"
    "Total amount due: 11,975.00 THB (fresh meat VAT exempt)\n"
    "Payment term: credit 15 days. Due date: 24 August 2025\n"
    "Pay by transfer to Bangkok Bank, account 482-0-55713-9, Saeng Thong Pork Co., Ltd.",
]
OLD_PORK_PRICES = """# ราคาหมู แสงทองค้าสุกร (ใบราคาเก่า ปี 2567)

- สันคอ กิโลละ 135 บาท
- สันนอก กิโลละ 130 บาท
- สามชั้น กิโลละ 160 บาท
- หมูสับ กิโลละ 120 บาท
- ไม้เสียบ 6 นิ้ว แพ็ค 1,000 ไม้ 75 บาท
- สั่งเกิน 5,000 ส่งฟรี เครดิต 15 วัน
"""
LINE_TEACHER = """[LINE] ประวัติการแชทกับ ครูแหม่ม อนุบาลดวงใจ
บันทึกเมื่อ: 16/08/2568 21:10

จ., 11/08/2568
19:02\tครูแหม่ม อนุบาลดวงใจ\tเจ๊เพ็ญคะ งานกีฬาสีโรงเรียนปีนี้อยากได้หมูปิ้งเหมือนปีที่แล้วค่ะ เด็กเพิ่มเป็น 280 คน
19:05\tครูแหม่ม อนุบาลดวงใจ\tขอเป็นหมูปิ้งคนละ 2 ไม้ ข้าวเหนียวคนละห่อ เผื่อครูด้วยนะคะ
19:20\tเจ๊เพ็ญ หมูปิ้งนมสด\tได้ค่ะครู งั้นเจ๊ทำ 600 ไม้ ข้าวเหนียว 300 ห่อ เดี๋ยวพรุ่งนี้ส่งใบเสนอราคาให้นะคะ
19:22\tครูแหม่ม อนุบาลดวงใจ\tงานวันศุกร์ที่ 29 ส.ค. ค่ะ อยากให้พร้อมแจกตอน 10:30 น. หลังแข่งวิ่งผลัด
19:24\tเจ๊เพ็ญ หมูปิ้งนมสด\tเจ๊จะให้พี่ศักดิ์ขับรถไปถึงโรงเรียน 8 โมงครึ่งนะคะ จอดตรงไหนดีคะ
19:26\tครูแหม่ม อนุบาลดวงใจ\tจอดข้างโรงอาหาร ประตู 2 ค่ะ ขอไม่เผ็ดนะคะ แจ่วแยก

พฤ., 14/08/2568
13:40\tครูแหม่ม อนุบาลดวงใจ\tโอนมัดจำแล้วนะคะ 2,880 บาท
13:41\tครูแหม่ม อนุบาลดวงใจ\t[รูปภาพ]
13:55\tเจ๊เพ็ญ หมูปิ้งนมสด\tได้รับแล้วค่ะครู ขอบคุณมากค่ะ
"""
LINE_MARKET = """[LINE] ประวัติการแชทกับ พี่ธีระ ผจก.ตลาดโต้รุ่ง
บันทึกเมื่อ: 22/08/2568 23:30

พ., 20/08/2568
18:10\tพี่ธีระ ผจก.ตลาดโต้รุ่ง\tแจ้งแม่ค้าโซน F ครับ วันพุธที่ 10 ก.ย. ตลาดปิด 1 วัน เทศบาลมาลอกท่อระบายน้ำ
18:11\tพี่ธีระ ผจก.ตลาดโต้รุ่ง\tวันที่ปิด ไม่คิดค่าเช่า ลดให้ล็อกละ 135 บาท ในบิลเดือน ต.ค. ครับ
18:30\tเจ๊เพ็ญ หมูปิ้งนมสด\tรับทราบค่ะพี่ แล้วปลั๊กไฟล็อก F-12 ช็อตบ่อยมาก ช่วยดูให้หน่อยนะคะ
18:42\tพี่ธีระ ผจก.ตลาดโต้รุ่ง\tพรุ่งนี้ให้ช่างไฟไปเปลี่ยนเต้ารับให้ครับ ไม่คิดเงิน
18:45\tเจ๊เพ็ญ หมูปิ้งนมสด\tขอบคุณค่ะ ค่าเช่าเดือน ก.ย. โอนวันที่ 5 เหมือนเดิมนะคะ
"""
PLAN_SLIDES = [
    ("หมูปิ้งเจ๊เพ็ญ คันที่ 2 (แผนปี 2569)", "เป้าหมาย: เปิดรถคันที่ 2 ขายช่วงเช้า หน้ามหาวิทยาลัย 06.00-10.00 น.\n"
     "เริ่มขาย มกราคม 2569"),
    ("เงินลงทุน", "รถซูซูกิแคร์รี่มือสองพร้อมต่อเติมครัว 285,000 บาท\nเตาย่างแก๊ส + ตู้แช่ 32,000 บาท\n"
     "ดาวน์ 30% ที่เหลือผ่อน 36 งวด"),
    ("คนและค่าแรง", "จ้างน้องแก้ว (หลานพี่ศักดิ์) ประจำรถ เงินเดือน 9,000 บาท\n"
     "บวกค่าคอมไม้ละ 0.50 บาท ถ้าขายเกินวันละ 250 ไม้"),
    ("เป้ายอดขาย", "เป้าวันละ 250 ไม้ เดือนละ 6,000 ไม้\nรายรับเป้า 72,000 บาทต่อเดือน (รวมข้าวเหนียว)\n"
     "คาดว่าคืนทุนภายใน 14 เดือน"),
    ("ความเสี่ยง", "ช่วงปิดเทอมนักศึกษาน้อย\nหาคนขายแทนวันน้องแก้วลา\nราคาหมูขึ้น"),
]
PLAN_DRAFT = """# ไอเดียรถคันที่ 2 (ร่าง พ.ค. 68)

- รถมือสองน่าจะ 250,000 ต่อเติมอีกนิด
- จ้างคนขายเดือนละ 8,000 หรือแบ่งกำไร?
- ขายเช้าหน้าโรงพยาบาล หรือหน้ามหาลัยดี
- เป้าไว้วันละ 200 ไม้ก่อน
"""
RECIPE = """# สูตรหมักหมูนมสด (ของเจ๊เพ็ญ ห้ามให้ใครดู)

ต่อหมูสันคอ 10 กิโล
- นมสดจืด 1 ลิตร
- น้ำตาลมะพร้าว 1.2 กิโล
- กระเทียม 400 กรัม รากผักชี 150 กรัม พริกไทย 60 กรัม ตำรวมกัน
- ซีอิ๊วขาว 300 มล. ซอสปรุงรส 250 มล.
- ผงฟู 2 ช้อนชา ทำให้นุ่ม
- หมักข้ามคืนอย่างน้อย 8 ชั่วโมง ได้ประมาณ 380-400 ไม้
- ทาน้ำกะทิผสมนมข้นตอนย่างให้หอม
"""
HP_PAGES = [
    "ISAN CAPITAL LEASING CO., LTD.\nHIRE PURCHASE STATEMENT\nStatement date: 5 August 2025\n"
    "Hirer: Mrs. Wanpen Chaiyasit   Guarantor: Mr. Somsak Chaiyasit\nContract No.: ICL-HP-2567-00481\n"
    "Vehicle: Suzuki Carry 1.5 (food truck conversion), 2023, registration 2 Khor Khor 7416 Khon Kaen\n"
    "Amount financed: 320,000.00 THB, contract date 10 January 2024\n"
    "Term: 48 installments, flat interest rate 3.69% per year\n"
    "Monthly installment: 7,650.00 THB, due on the 10th of each month\n"
    "Installments paid: 19 of 48\nRemaining installments: 29\n"
    "Remaining balance (29 x 7,650.00): 221,850.00 THB\n"
    "Early settlement amount if paid by 30 September 2025 (after interest discount): 204,300.00 THB\n"
    "Late charge: 10 THB per day per installment.",
    "Page 2 - Recent payments\n"
    "10 Apr 2025  7,650.00  installment 16\n"
    "12 May 2025  7,650.00  installment 17 (late 2 days, charge 20.00)\n"
    "10 Jun 2025  7,650.00  installment 18\n"
    "10 Jul 2025  7,650.00  installment 19\n"
    "Next installment: 10 August 2025, 7,650.00 THB",
]
TRUCK_NOTE = """# รถฟู้ดทรัค (แคร์รี่ 2ขข 7416) ค่าใช้จ่ายปี 2568

- ค่างวดอีสานแคปปิตอล เดือนละ 7,650 บาท ตัดวันที่ 10 (48 งวด เริ่ม ม.ค. 67)
- ประกันชั้น 3 จ่ายไปตอน เม.ย. 4,200 บาท + พ.ร.บ. 645 บาท
- ถังแก๊ส 15 กก. เติมถังละ 420 บาท อาทิตย์ละ 2 ถัง
- ตรวจถังแก๊สประจำปี ร้านอุดมแก๊ส 11 มี.ค. 68 ใบรับรองหมดอายุ มี.ค. 69
- เปลี่ยนแบตเตอรี่ 2,650 บาท มิ.ย. 68
- พัดลมดูดควันเสีย ซ่อม 1,150 บาท ก.ค. 68
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen office\nELECTRICITY BILL / RECEIPT NOTICE\n"
    "Customer: Mrs. Wanpen Chaiyasit   Account No.: 020011847365\n"
    "Address: 47/3 Moo 6, Sila, Mueang Khon Kaen 40000   Meter No.: 7719-0241\n"
    "Billing period: 1-31 July 2025   Issue date: 4 August 2025\n"
    " \n"
    "Meter reading: previous 18,204  current 18,690\nUnits used: 486 kWh (last month: 452 kWh)\n"
    "Energy charge: 2,032.72\nFt charge (0.1972 x 486): 95.84\nService charge: 38.22\n"
    "VAT 7%: 151.67\nAmount due: 2,318.45 THB\n"
    "Please pay by 22 August 2025. Disconnection notice after 29 August 2025 if unpaid.",
]
SCHOOL_TERM1 = [
    "KAEN NAKHON BILINGUAL SCHOOL\n99 Srichan Road, Mueang Khon Kaen 40000\nFEE INVOICE - Semester 1/2025\n"
    "Invoice No.: KNB-25-1-0647   Date: 2 May 2025\n"
    "Student: Miss Praewa Chaiyasit (Prae)   Grade: Prathom 4/2 (English Program)\n"
    "Parent: Mrs. Wanpen Chaiyasit\n \n"
    "Tuition fee ...................... 18,500.00\nActivity and field trip fee ....... 1,200.00\n"
    "Lunch and snacks (1 semester) ..... 2,900.00\nBooks and uniforms ................ 1,850.00\n"
    "Total ............................ 24,450.00 THB\n"
    "Please pay by 31 May 2025 at the school finance office or by bank transfer.",
]
SCHOOL_TERM2 = [
    "KAEN NAKHON BILINGUAL SCHOOL\n99 Srichan Road, Mueang Khon Kaen 40000\nFEE INVOICE - Semester 2/2025\n"
    "Invoice No.: KNB-25-2-0651   Date: 15 August 2025\n"
    "Student: Miss Praewa Chaiyasit (Prae)   Grade: Prathom 4/2 (English Program)\n"
    "Parent: Mrs. Wanpen Chaiyasit\n \n"
    "Tuition fee ...................... 18,500.00\nActivity and field trip fee ....... 800.00\n"
    "Lunch and snacks (1 semester) ..... 3,100.00\n"
    "Total ............................ 22,400.00 THB\n"
    "Please pay by 31 October 2025. A 2% discount applies if paid before 30 September 2025.",
]
INSURANCE_NOTICE = [
    "SIAM SAKURA LIFE ASSURANCE PCL\nPREMIUM DUE NOTICE\nNotice date: 12 August 2025\n"
    "Policy owner and insured: Mrs. Wanpen Chaiyasit\nPolicy No.: SSL-20-7734512\n"
    "Plan: Sakura Saving 15/10 (endowment), sum assured 300,000 THB\nPolicy year: 6 of 15\n"
    "Annual premium: 24,000.00 THB\nPremium due date: 15 September 2025\nGrace period ends: 15 October 2025\n"
    "Pay by bank transfer, counter service or credit card (0% for 6 months).\n"
    "Premiums paid are tax deductible up to 100,000 THB per year.\n"
    "Agent: Ms. Kanokwan Phimsen, Tel. 089-702-4418",
]
HOME_HEADERS = ("เดือน (Month)", "ค่าไฟ (Electricity)", "ค่าน้ำ (Water)", "เน็ต+มือถือ (Internet & phone)",
                "รถรับส่งลูก (School van)", "ส่งเงินแม่ (To mum)", "ค่าเทอมลูก (School fees)", "รวม (Total)")
HOME_COSTS = [
    (1876.30, 265, 1098, 1500, 3000, 0), (1794.85, 250, 1098, 1500, 3000, 0),
    (2233.10, 280, 1098, 1500, 3000, 0), (2587.45, 295, 1098, 0, 5000, 0),
    (2702.90, 310, 1098, 1500, 3000, 24450), (2391.20, 300, 1098, 1500, 3000, 0),
    (2140.60, 310, 1098, 1500, 3000, 0), (2318.45, 325, 1098, 1500, 3000, 0),
]
SAVINGS_HEADERS = ("เดือน (Month)", "ฝากออมสิน (GSB deposit)", "กอช. (NSF)", "เก็บเงินสด (Cash)", "รวมออม (Total)")
SAVINGS = [(5000, 1000, 2000), (5000, 1000, 1500), (8000, 1000, 3000), (3000, 1000, 0),
           (2000, 1000, 0), (5000, 1000, 2000), (8000, 1000, 2500), (10000, 1000, 3000)]
TAX_NOTE = """# ลดหย่อนภาษีปี 2568 (จดไว้ตอนยื่นปีที่แล้ว จะได้ไม่ลืม)

- รายได้ขายหมูปิ้ง 40(8) ปีที่แล้ว 1,186,500 บาท หักเหมา 60%
- ลดหย่อนส่วนตัว 60,000 บาท ลูก (แพรวา) 30,000 บาท
- เบี้ยประกันชีวิตซากุระ ปีละ 24,000 บาท เก็บใบเสร็จไว้
- กอช. ปีละ 12,000 บาท
- ประกันสังคม ม.40 ทางเลือก 2 เดือนละ 100 บาท
- ปีที่แล้วจ่ายภาษีเพิ่ม 3,850 บาท ปีนี้ลองถามน้องบัญชีเรื่องทำบัญชีหักตามจริง
"""
WORKSPECT = {
    "todo.md": "- โทรสั่งหมูแสงทองเพิ่ม 20 กิโล ก่อนงานอนุบาล\n- จ่ายค่าไฟบ้าน\n"
               "- ตอบเมลงานดนตรีบึงแก่นนคร\n- เอาถังแก๊สไปตรวจก่อน มี.ค.\n",
    "ของต้องซื้อ.txt": "ข้าวเหนียวเขี้ยวงู 2 กระสอบ\nถุงแจ่ว 500 ใบ\nกระดาษห่อข้าวเหนียว\nนมสด 6 ลิตร\n",
}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายหมูปิ้งนมสดเจ๊เพ็ญ ม.ค.-ส.ค. 2568 (Jeh Pen Moo Ping sales, Jan-Aug 2025)"])
    sheet.append(list(SALES_HEADERS))
    incomes = []
    for index, month in enumerate(MONTHS):
        truck = SKEWERS[index] * 10 + RICE_PACKS[index] * 5
        incomes.append(truck + CATERING[index])
        sheet.append([month, SKEWERS[index], RICE_PACKS[index], truck, CATERING[index], incomes[-1],
                      DAYS_OPEN[index], SALES_NOTES[index]])
    sheet.append(["รวม (Total)", sum(SKEWERS), sum(RICE_PACKS), sum(incomes) - sum(CATERING), sum(CATERING),
                  sum(incomes), sum(DAYS_OPEN), ""])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(["ต้นทุนและกำไรรายเดือน 2568 (Costs and profit by month)"])
    costs.append(["รายการ (Item)", *MONTHS, "รวม (Total)"])
    for item, values in COST_ITEMS:
        costs.append([item, *values, sum(values)])
    totals = [sum(column) for column in zip(*(values for _, values in COST_ITEMS))]
    costs.append(["รวมต้นทุน (Total costs)", *totals, sum(totals)])
    costs.append(["รวมรายรับ (Total income)", *incomes, sum(incomes)])
    profits = [income - total for income, total in zip(incomes, totals)]
    costs.append(["กำไรสุทธิ (Net profit)", *profits, sum(profits)])
    for column in range(2, len(MONTHS) + 3):
        money_format(costs, column)
    book.save(path)


def _home(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายบ้าน Home"
    sheet.append(["ค่าใช้จ่ายในบ้าน ปี 2568 (Household bills 2025)"])
    sheet.append(list(HOME_HEADERS))
    for month, row in zip(MONTHS, HOME_COSTS):
        sheet.append([month, *row, round(sum(row), 2)])
    sheet.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*HOME_COSTS)),
                  round(sum(sum(row) for row in HOME_COSTS), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    saving = book.create_sheet("เงินออม Savings")
    saving.append(list(SAVINGS_HEADERS))
    for month, row in zip(MONTHS, SAVINGS):
        saving.append([month, *row, sum(row)])
    saving.append(["รวม (Total)", *(sum(column) for column in zip(*SAVINGS)), sum(sum(row) for row in SAVINGS)])
    for column in range(2, 6):
        money_format(saving, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "หมูปิ้งเจ๊เพ็ญ"
    for sub in ("สัญญาตลาด", "งานจัดเลี้ยง", "บัญชี", "ซื้อหมู", "แชท", "แผนงาน", "รถ"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("บิล", "ลูก", "ภาษีประกัน"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญาตลาด" / "สัญญาเช่าล็อก_ตลาดโต้รุ่งหนองแวง_2568.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "สัญญาตลาด" / "สัญญาเช่าล็อก_ตลาดโต้รุ่ง_2567.docx", OLD_LEASE_TOP, table=OLD_LEASE_TABLE,
               bottom=["ลงชื่อ ธีระพงษ์ ทองมา ผู้ให้เช่า", "ลงชื่อ วันเพ็ญ ไชยสิทธิ์ ผู้เช่า"])
    write_docx(shop / "งานจัดเลี้ยง" / "ใบเสนอราคา_อนุบาลดวงใจ_กีฬาสี_2568-08.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    (shop / "งานจัดเลี้ยง" / "ใบเสนอราคา_อนุบาลดวงใจ_ร่าง.txt").write_text(QUOTE_DRAFT, encoding="utf-8")
    write_docx(shop / "งานจัดเลี้ยง" / "ใบเสนอราคา_อีสานเทค_เลี้ยงพนักงาน_2568-09.docx", COMPANY_QUOTE_TOP,
               table=COMPANY_QUOTE_TABLE, bottom=COMPANY_QUOTE_BOTTOM)
    (shop / "งานจัดเลี้ยง" / "IsanMusicFest_vendor_invite.txt").write_text(FEST_EMAIL, encoding="utf-8")
    _sales(shop / "บัญชี" / "ยอดขายต้นทุน_หมูปิ้งเจ๊เพ็ญ_2568.xlsx")
    (shop / "บัญชี" / "ยอดขาย_2567_สรุป.md").write_text(LAST_YEAR_SALES, encoding="utf-8")
    make_pdf(shop / "ซื้อหมู" / "SaengThong_Pork_pricelist_2025-08.pdf", PORK_PRICELIST)
    make_pdf(shop / "ซื้อหมู" / "SaengThong_Pork_invoice_INV-2508-0332.pdf", PORK_INVOICE)
    (shop / "ซื้อหมู" / "ราคาหมู_แสงทอง_2567.md").write_text(OLD_PORK_PRICES, encoding="utf-8")
    (shop / "แชท" / "LINE_ครูแหม่ม_อนุบาลดวงใจ.txt").write_text(LINE_TEACHER, encoding="utf-8")
    (shop / "แชท" / "LINE_พี่ธีระ_ตลาดโต้รุ่ง.txt").write_text(LINE_MARKET, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนรถคันที่2_ปี2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียรถคันที่2_ร่าง.md").write_text(PLAN_DRAFT, encoding="utf-8")
    (shop / "แผนงาน" / "สูตรหมักหมูนมสด.md").write_text(RECIPE, encoding="utf-8")
    make_pdf(shop / "รถ" / "IsanCapital_HP_statement_2025-08.pdf", HP_PAGES)
    (shop / "รถ" / "รถฟู้ดทรัค_ค่าใช้จ่าย_2568.md").write_text(TRUCK_NOTE, encoding="utf-8")
    make_pdf(home / "บิล" / "PEA_electricity_bill_2025-07.pdf", PEA_BILL)
    _home(home / "บิล" / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "ลูก" / "KNB_school_invoice_term1_2025.pdf", SCHOOL_TERM1)
    make_pdf(home / "ลูก" / "KNB_school_invoice_term2_2025.pdf", SCHOOL_TERM2)
    make_pdf(home / "ภาษีประกัน" / "SakuraLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    (home / "ภาษีประกัน" / "ลดหย่อนภาษี_2568.md").write_text(TAX_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: a to-do list and a shopping list."""
    write_texts(workspect, WORKSPECT)
