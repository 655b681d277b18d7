"""A folder for a blind agent-task set (`stationery`): a school stationery shop owner's papers, plus her household's.

Pannee Srisuk (เจ๊ณี) runs Srisuk Stationery (ร้านศรีสุขเครื่องเขียน), a one-room shophouse opposite a school on
Phra Ong Dam Road in Mueang Phitsanulok, with her husband Somchai and one helper: a Thai quote to a kindergarten
for the new term's student kits (docx, a table) and a draft of it, a similar quote to another school (docx, a
table), the new three-year shop lease (docx) and a note on the old lease, monthly sales and expenses for
January-July 2568 (xlsx, two sheets, Thai/English headers) and last year's sales (xlsx), the back-to-school stock
count with a reorder sheet (xlsx, two sheets), her wholesaler's English price list and invoice (pdf) and last
year's Thai price note (md), two LINE chat exports (the kindergarten's teacher, the wholesaler's salesman), an
English email from a bilingual school asking for an art-supplies quote (txt), slides of her plan for a photocopy
corner in 2569 (pptx) and an older draft of the idea, and her back-to-school notes; household papers: two English
electricity bills (pdf), a home insurance renewal (English pdf), her daughter's term-fee notice (docx, a table)
and last year's fee note, household spending by month (xlsx, months as columns) and a tutoring timetable; plus a
workspect that holds a to-do list. Written blind of the engine's rules. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_LINE = ("ร้านศรีสุขเครื่องเขียน (นางพรรณี ศรีสุข) 45/3 ถนนพระองค์ดำ ตำบลในเมือง อำเภอเมืองพิษณุโลก "
             "จังหวัดพิษณุโลก 65000 โทร 081-475-2296")
QUOTE_KLONG_TOP = [
    "ใบเสนอราคา",
    SHOP_LINE,
    "เลขที่ QS68-021   วันที่ 3 เมษายน 2568",
    "เรียน ครูสมศรี ใจดี ฝ่ายพัสดุ โรงเรียนอนุบาลบ้านคลอง อำเภอเมืองพิษณุโลก",
    "เรื่อง ชุดเครื่องเขียนนักเรียนสำหรับภาคเรียนที่ 1/2568",
]
QUOTE_KLONG_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ชุดเครื่องเขียนนักเรียน (ดินสอ 2B 2 แท่ง ยางลบ ไม้บรรทัด สมุด 6 เล่ม กระเป๋าซิป)", "240 ชุด", "185",
     "44,400"),
    ("2", "สีไม้ 12 สี", "240 กล่อง", "45", "10,800"),
    ("3", "กระดาษ A4 80 แกรม (สำหรับห้องธุรการ)", "40 รีม", "125", "5,000"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "", "60,200"),
]
QUOTE_KLONG_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 18,060 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของถึงโรงเรียนก่อนวันที่ 12 พฤษภาคม 2568 ฟรีค่าขนส่ง",
    "ยืนราคา 30 วัน",
    "ลงชื่อ พรรณี ศรีสุข ผู้เสนอราคา",
]
QUOTE_KLONG_DRAFT = """ร่างใบเสนอราคา อนุบาลบ้านคลอง (ยังไม่ส่ง รอครูสมศรียืนยันจำนวนเด็ก)
- ชุดเครื่องเขียน 220 ชุด ชุดละ 190 = 41,800
- สีไม้ 12 สี 220 กล่อง กล่องละ 48 = 10,560
- กระดาษ A4 30 รีม รีมละ 130 = 3,900
รวม 56,260 บาท  มัดจำ 50%?
"""
QUOTE_WATCHAN_TOP = [
    "ใบเสนอราคา",
    SHOP_LINE,
    "เลขที่ QS68-024   วันที่ 10 เมษายน 2568",
    "เรียน ผู้อำนวยการวิไล ทองดี โรงเรียนวัดจันทร์ อำเภอเมืองพิษณุโลก",
    "เรื่อง เครื่องเขียนนักเรียนชั้น ป.1-ป.6 ภาคเรียนที่ 1/2568 (งบเรียนฟรี 15 ปี)",
]
QUOTE_WATCHAN_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ชุดเครื่องเขียนนักเรียน (ดินสอ 2 แท่ง ยางลบ ไม้บรรทัด ปากกา สมุด 5 เล่ม)", "150 ชุด", "175", "26,250"),
    ("2", "สมุดวาดเขียน A4", "150 เล่ม", "25", "3,750"),
    ("3", "ชุดกาวแท่ง + กรรไกร (ใช้ในห้องเรียน)", "30 ชุด", "60", "1,800"),
    ("", "รวมทั้งสิ้น", "", "", "31,800"),
]
QUOTE_WATCHAN_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 9,540 บาท ส่วนที่เหลือชำระเมื่อส่งของครบ",
    "ส่งของภายในวันที่ 6 มิถุนายน 2568 (โรงเรียนรองบประมาณเข้า)",
    "ลงชื่อ พรรณี ศรีสุข ผู้เสนอราคา",
]
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก วันที่ 20 เมษายน 2568",
    "ผู้ให้เช่า: นายประเสริฐ ลิ้มสกุล (เฮียเม้ง) เลขที่ 12 ถนนบรมไตรโลกนาถ ตำบลในเมือง อำเภอเมืองพิษณุโลก",
    "ผู้เช่า: นางพรรณี ศรีสุข เลขที่ 12/7 หมู่ 3 ตำบลอรัญญิก อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 45/3 ถนนพระองค์ดำ เพื่อประกอบกิจการร้านเครื่องเขียน",
    "ข้อ 2. กำหนดเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2571",
    "ข้อ 3. ค่าเช่าเดือนละ 9,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 2 เดือน เป็นเงิน 19,000 บาท คืนเมื่อสิ้นสุดสัญญาหลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ค่าน้ำประปาและค่าไฟฟ้าผู้เช่าเป็นผู้ชำระตามมิเตอร์",
    "ข้อ 6. ผู้เช่าจะต่อเติมหรือดัดแปลงอาคารต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
    "ข้อ 7. ผู้เช่าประสงค์จะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งล่วงหน้า 60 วัน มิฉะนั้นผู้ให้เช่าริบเงินประกัน",
]
LEASE_BOTTOM = ["ลงชื่อ ประเสริฐ ลิ้มสกุล ผู้ให้เช่า", "ลงชื่อ พรรณี ศรีสุข ผู้เช่า",
                "ลงชื่อ สมชาย ศรีสุข พยาน"]
OLD_LEASE_NOTE = """# สัญญาเช่าร้านฉบับเก่า (1 พ.ค. 2565 - 30 เม.ย. 2568)

- เช่าคูหาเดิม 45/3 ถ.พระองค์ดำ กับเฮียเม้ง
- ค่าเช่าเดือนละ 8,500 บาท จ่ายทุกวันที่ 5
- เงินประกัน 17,000 บาท (2 เดือน) เฮียเม้งโอนยอดนี้ไปเป็นประกันสัญญาใหม่ ต้องเติมอีก 2,000
- หมดสัญญา เม.ย. 68 เฮียบอกจะขึ้นค่าเช่า ต่อรองได้ไม่ขึ้นถึงหมื่น
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_HEADERS = ("เดือน (Month)", "เครื่องเขียน (Stationery, THB)", "สมุด/กระดาษ (Notebooks & paper, THB)",
                 "ของเล่น/ของขวัญ (Toys & gifts, THB)", "ขายส่งโรงเรียน (School orders, THB)",
                 "รวมยอดขาย (Total sales, THB)")
SALES_2568 = [(28400, 12600, 6300, 0), (25100, 11200, 8900, 0), (22800, 9700, 5400, 0),
              (41500, 18300, 6100, 0), (86700, 39400, 7800, 62420), (48200, 21600, 5900, 31800),
              (31300, 13800, 6700, 0)]
EXPENSE_HEADERS = ("เดือน (Month)", "ต้นทุนสินค้า (Cost of goods, THB)", "ค่าเช่าร้าน (Rent, THB)",
                   "ค่าไฟร้าน (Shop electricity, THB)", "ค่าจ้างลูกจ้าง (Wages, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
EXPENSES_2568 = [(25100, 8500, 2140, 9000, 800, ""), (24300, 8500, 2060, 9000, 650, ""),
                 (19800, 8500, 2380, 9000, 900, "ปิดเทอม ขายน้อย"), (36900, 8500, 2910, 9000, 1200, "สั่งของเปิดเทอม นครซัพพลาย"),
                 (112400, 9500, 3120, 15000, 2300, "ค่าเช่าใหม่ 9,500 / จ้างคนช่วยเพิ่มช่วงเปิดเทอม"),
                 (60800, 9500, 2864, 9000, 1100, "ของโรงเรียนวัดจันทร์"), (28300, 9500, 2450, 9000, 700, "")]
SALES_2567 = [(26900, 11800, 5900, 0), (23400, 10600, 8100, 0), (21700, 9300, 5200, 0),
              (38600, 16900, 5800, 0), (79200, 35100, 6900, 48500), (44100, 19800, 5600, 22400),
              (29800, 12900, 6100, 0), (27300, 11700, 5800, 0), (25600, 10900, 5300, 0),
              (33900, 14800, 5700, 18600), (30200, 13100, 6400, 0), (27800, 10400, 12900, 0)]
STOCK_HEADERS = ("สินค้า (Item)", "หน่วย (Unit)", "คงเหลือ 20 เม.ย. 68 (On hand)", "จุดสั่งซื้อ (Reorder point)",
                 "สถานะ (Status)")
STOCK = [
    ("กระดาษ A4 80 แกรม", "รีม", 14, 30, "ต้องสั่ง"),
    ("สมุดนักเรียน 80 แผ่น", "แพ็ค 12 เล่ม", 35, 60, "ต้องสั่ง"),
    ("ดินสอ 2B", "กล่อง 50 แท่ง", 4, 8, "ต้องสั่ง"),
    ("ยางลบ", "กล่อง 40 ก้อน", 9, 5, "พอ"),
    ("ไม้บรรทัด 12 นิ้ว", "แพ็ค 12 อัน", 22, 10, "พอ"),
    ("สีไม้ 12 สี", "กล่อง", 60, 150, "ต้องสั่ง (งานอนุบาลบ้านคลอง 240 กล่อง)"),
    ("ปากกาลูกลื่นน้ำเงิน 0.5", "กล่อง 50 ด้าม", 3, 6, "ต้องสั่ง"),
    ("กาวแท่ง 8 กรัม", "แพ็ค 12 แท่ง", 11, 6, "พอ"),
    ("กรรไกร 7 นิ้ว", "อัน", 45, 20, "พอ"),
]
REORDER_HEADERS = ("สินค้า (Item)", "จำนวนสั่ง (Qty)", "ราคาส่ง/หน่วย (Unit price, THB)", "เป็นเงิน (Amount, THB)",
                   "ร้านส่ง (Supplier)")
REORDER = [("กระดาษ A4 80 แกรม (รีม)", 60, 118), ("สมุดนักเรียน 80 แผ่น (แพ็ค 12)", 120, 96),
           ("ดินสอ 2B (กล่อง 50)", 10, 210), ("สีไม้ 12 สี (กล่อง)", 250, 32),
           ("ปากกาลูกลื่นน้ำเงิน 0.5 (กล่อง 50)", 8, 185)]
PRICELIST = [
    "NAKHON SUPPLY STATIONERY WHOLESALE CO., LTD.\n"
    "88/21 Singhawat Road, Mueang Phitsanulok, Phitsanulok 65000  Tel. 055-241-883\n"
    "WHOLESALE PRICE LIST 2025 - effective 1 March 2025 (THB, VAT not included)\n"
    "Customer: Srisuk Stationery (Mrs. Pannee Srisuk), account No. PL-1187\n"
    " \n"
    "A4 copy paper 80 gsm, 500 sheets ......... 118 / ream\n"
    "Student notebook 80 pages, pack of 12 .... 96 / pack\n"
    "Pencil 2B, box of 50 ..................... 210 / box\n"
    "Eraser, box of 40 ........................ 160 / box\n"
    "Plastic ruler 12 inch, pack of 12 ........ 72 / pack\n"
    "Colored pencils 12 colors ................ 32 / box\n"
    "Glue stick 8 g, pack of 12 ............... 108 / pack\n"
    "Ballpoint pen blue 0.5 mm, box of 50 ..... 185 / box\n"
    "Scissors 7 inch .......................... 28 / piece\n"
    "Drawing book A4 .......................... 17 / book\n"
    " \n"
    "Terms: free delivery in Mueang Phitsanulok for orders over 10,000 THB. 2% discount for cash on delivery.\n"
    "Account customers: credit 30 days from invoice date. Paper prices may change; please confirm before ordering.",
]
INVOICE = [
    "NAKHON SUPPLY STATIONERY WHOLESALE CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV2504-0317   Date: 24 April 2025\n"
    "Customer: Srisuk Stationery (Mrs. Pannee Srisuk), 45/3 Phra Ong Dam Road, Nai Mueang,\n"
    "Mueang Phitsanulok, Phitsanulok 65000   Account No. PL-1187\n"
    " \n"
    "A4 copy paper 80 gsm             60 x 118.00 =  7,080.00\n"
    "Student notebook 80 p, pack 12  120 x  96.00 = 11,520.00\n"
    "Pencil 2B, box of 50             10 x 210.00 =  2,100.00\n"
    "Colored pencils 12 colors       250 x  32.00 =  8,000.00\n"
    "Ballpoint pen blue, box of 50     8 x 185.00 =  1,480.00\n"
    " \n"
    "Subtotal: 30,180.00 THB\nVAT 7%: 2,112.60 THB\nTotal amount due: 32,292.60 THB\n"
    "Payment term: credit 30 days. Due date: 24 May 2025\n"
    "Pay by transfer to Bangkok Bank, account 621-0-44872-9, Nakhon Supply Stationery Wholesale Co., Ltd.",
]
OLD_PRICE_NOTE = """# ราคาส่ง นครซัพพลาย ปี 2567 (ใบเก่า จดจากใบราคาที่เซลส์ให้)

- กระดาษ A4 80 แกรม รีมละ 109 บาท
- สมุดนักเรียน 80 แผ่น แพ็ค 12 เล่ม 90 บาท
- ดินสอ 2B กล่อง 50 แท่ง 195 บาท
- สีไม้ 12 สี กล่องละ 29 บาท
- ปากกาลูกลื่นน้ำเงิน กล่อง 50 ด้าม 175 บาท
- เครดิต 30 วัน ส่งฟรีเกิน 10,000
"""
LINE_TEACHER = """[LINE] ประวัติการแชทกับ ครูสมศรี อ.บ้านคลอง
บันทึกเมื่อ: 30/04/2568 21:05

พ., 23/04/2568
09:12\tครูสมศรี อ.บ้านคลอง\tเจ๊ณีคะ ชุดเครื่องเขียนนักเรียนขอเพิ่มอีก 12 ชุดนะคะ มีเด็กย้ายเข้ามาเพิ่มค่ะ
09:30\tศรีสุขเครื่องเขียน\tได้ค่ะครู เพิ่ม 12 ชุด ชุดละ 185 เท่าเดิม เป็นเงิน 2,220 บาทค่ะ รวมทั้งหมดเป็น 252 ชุดนะคะ
09:31\tครูสมศรี อ.บ้านคลอง\tสีไม้ไม่ต้องเพิ่มนะคะ ห้องเด็กเล็กมีแล้ว
09:33\tครูสมศรี อ.บ้านคลอง\tแล้วส่งของได้วันไหนคะ โรงเรียนเปิด 16 พ.ค.
09:40\tศรีสุขเครื่องเขียน\tเจ๊เข้าไปส่งศุกร์ที่ 9 พ.ค. 8 โมงเช้าค่ะ ส่งที่ห้องพัสดุนะคะ
09:41\tครูสมศรี อ.บ้านคลอง\tได้ค่ะ มัดจำ 18,060 โอนไปเมื่อวานแล้วนะคะ
09:41\tครูสมศรี อ.บ้านคลอง\t[รูปภาพ]
09:50\tศรีสุขเครื่องเขียน\tได้รับแล้วค่ะครู ขอบคุณมากค่ะ เดี๋ยวทำใบส่งของแยกให้ตัวที่เพิ่มนะคะ

อ., 29/04/2568
16:20\tครูสมศรี อ.บ้านคลอง\tเจ๊คะ กระเป๋าซิปขอสีฟ้าทั้งหมดได้ไหมคะ
16:24\tศรีสุขเครื่องเขียน\tได้ค่ะ สั่งสีฟ้าให้แล้วค่ะ
"""
LINE_SALES = """[LINE] ประวัติการแชทกับ ต้น นครซัพพลาย
บันทึกเมื่อ: 02/05/2568 19:40

ศ., 25/04/2568
10:02\tต้น นครซัพพลาย\tสวัสดีครับเจ๊ณี ของตามบิล INV2504-0317 รถออกส่งเสาร์ 26 เม.ย. ช่วงบ่ายนะครับ
10:03\tต้น นครซัพพลาย\tแต่สีไม้ 12 สี ตอนนี้โกดังมีแค่ 200 กล่อง อีก 50 กล่องตามไปวันที่ 2 พ.ค. ครับ
10:15\tศรีสุขเครื่องเขียน\tโอเคค่ะ ขอให้ทันก่อน 9 พ.ค. นะ ต้องส่งโรงเรียน
10:16\tต้น นครซัพพลาย\tทันแน่นอนครับ
10:20\tต้น นครซัพพลาย\tแจ้งล่วงหน้าครับ ตั้งแต่ 1 มิ.ย. กระดาษ A4 ขึ้นเป็นรีมละ 124 บาทนะครับ ถ้าจะตุนสั่งก่อนสิ้นเดือน พ.ค.
10:22\tศรีสุขเครื่องเขียน\tโห ขึ้นอีกแล้ว เดี๋ยวดูยอดก่อนนะคะ

ศ., 02/05/2568
14:05\tต้น นครซัพพลาย\tสีไม้ 50 กล่องที่ค้าง ส่งถึงร้านแล้วนะครับ
14:10\tศรีสุขเครื่องเขียน\tได้รับครบแล้วค่ะ บิลนี้ครบกำหนดโอน 24 พ.ค. ใช่ไหมคะ
14:11\tต้น นครซัพพลาย\tใช่ครับ
"""
SCHOOL_EMAIL = """From: Sarah Whitfield <s.whitfield@riversidebilingual.ac.th>
To: Srisuk Stationery <srisuk.stationery@gmail.com>
Date: Tue, 10 Jun 2025 09:14:37 +0700
Subject: Quotation request - art supplies for upper primary

Dear Khun Pannee,

I look after procurement at Riverside Bilingual School Phitsanulok. Our art teacher buys from your shop and
suggested we ask you for a quotation for next term's art supplies for our Grade 4-6 students (85 students).

For each student we would need: one watercolour set (12 colours), one A4 sketchbook (at least 40 sheets) and
one brush set (3 sizes). We would also like 20 packs of oil pastels for the classroom.

Our budget for this order is 28,000 THB including VAT. Please send the quotation by 20 June 2025, with your
tax ID, as we need the goods delivered to the school before 4 August 2025, when the new term starts.
Payment is by bank transfer within 30 days of delivery.

Kind regards,
Sarah Whitfield
Procurement Officer, Riverside Bilingual School Phitsanulok
Tel. 055-330-912 ext. 105
"""
PLAN_SLIDES = [
    ("มุมถ่ายเอกสาร-ปริ้นท์ ร้านศรีสุข (แผนปี 2569)",
     "เปิดบริการ ม.ค. 2569\nใช้พื้นที่หลังร้าน 2 x 3 เมตร\nลูกค้าหลัก: นักเรียน ครู ผู้ปกครองหน้าโรงเรียน"),
    ("เงินลงทุน",
     "เครื่องถ่ายเอกสาร Ricoh มือสอง (รับประกัน 6 เดือน) 65,000 บาท\nคอมพิวเตอร์ + ปริ้นเตอร์สี 18,500 บาท\n"
     "เครื่องเคลือบบัตร + เครื่องเข้าเล่ม 6,500 บาท\nรวมเงินลงทุน 90,000 บาท"),
    ("รายรับ-รายจ่ายที่คาด (ต่อเดือน)",
     "ถ่ายเอกสาร/ปริ้นท์/เคลือบ/เข้าเล่ม รายรับประมาณ 15,000 บาท\nหมึก กระดาษ ค่าบำรุงรักษาเครื่อง ค่าไฟเพิ่ม 6,200 บาท\n"
     "กำไรประมาณ 8,800 บาทต่อเดือน\nคืนทุนประมาณ 11 เดือน"),
    ("สิ่งที่ต้องทำ",
     "ขออนุญาตเฮียเม้งเดินปลั๊กไฟเพิ่มหลังร้าน (ตามสัญญาข้อ 6)\nถามราคาสัญญาดูแลเครื่องรายปี\n"
     "ให้น้องพลอยลูกจ้างฝึกใช้เครื่องช่วง ธ.ค. 2568"),
]
PLAN_DRAFT = """# ไอเดียมุมถ่ายเอกสาร (ร่าง ต.ค. 2567)

- ซื้อเครื่องใหม่ราว 120,000 หรือเช่าเครื่องเดือนละ 3,500
- รายได้น่าจะได้เดือนละ 10,000
- ยังไม่แน่ใจเรื่องที่ หลังร้านมีของเต็ม
- ถามพี่สมชายก่อน
"""
TERM_NOTES = """# บันทึกเปิดเทอม 1/2568

- อนุบาลบ้านคลอง 240 ชุด (ครูเพิ่มทีหลังอีก 12) ส่ง 9 พ.ค. เช้า
- วัดจันทร์ 150 ชุด รองบ ส่งต้น มิ.ย.
- สั่งของนครซัพพลายรอบใหญ่แล้ว 24 เม.ย.
- ค่าเช่าใหม่ 9,500 เริ่ม พ.ค. (เดิม 8,500)
- จ้างน้องพลอยเพิ่มอีกคนช่วง พ.ค. วันละ 350
- ปีหน้าตุนกระดาษ A4 ก่อนราคาขึ้น
"""
PEA_JUNE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok Branch\nELECTRICITY BILL / RECEIPT\n"
    "Bill date: 5 June 2025   Reading period: 3 May 2025 - 2 June 2025\n"
    "Customer: Mrs. Pannee Srisuk\nAddress: 12/7 Moo 3, Aranyik, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Customer No.: 020011875532   Tariff: 1.2 residential\n"
    " \n"
    "Previous reading: 18,204   Present reading: 18,690\n"
    "Units used: 486 kWh\n"
    "Energy charge: 1,968.30 THB\nFt charge (0.3672 x 486): 178.46 THB\nService charge: 38.22 THB\n"
    "Subtotal: 2,184.98 THB\nVAT 7%: 152.95 THB\nTotal amount: 2,337.93 THB\n"
    "Please pay by 18 June 2025. Direct debit: not registered.",
]
PEA_MAY = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok Branch\nELECTRICITY BILL / RECEIPT\n"
    "Bill date: 6 May 2025   Reading period: 3 April 2025 - 2 May 2025\n"
    "Customer: Mrs. Pannee Srisuk\nAddress: 12/7 Moo 3, Aranyik, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Customer No.: 020011875532\n"
    " \n"
    "Previous reading: 17,792   Present reading: 18,204\n"
    "Units used: 412 kWh\n"
    "Energy charge: 1,648.06 THB\nFt charge (0.3672 x 412): 151.29 THB\nService charge: 38.22 THB\n"
    "Subtotal: 1,837.57 THB\nVAT 7%: 128.63 THB\nTotal amount: 1,966.20 THB\n"
    "Please pay by 19 May 2025.",
]
INSURANCE_PAGES = [
    "DHIPAYA INSURANCE PCL - Phitsanulok branch\nHOME INSURANCE RENEWAL NOTICE\nNotice date: 15 August 2025\n"
    "Insured: Mrs. Pannee Srisuk\nPolicy No.: DH-FR-2567-0094417 (Fire and home insurance)\n"
    "Insured location: 12/7 Moo 3, Aranyik, Mueang Phitsanulok, Phitsanulok 65000 (two-storey house)\n"
    "Current policy expires: 30 September 2025\n"
    " \n"
    "Renewal offer 30 Sep 2025 - 30 Sep 2026:\n"
    "Building sum insured: 1,500,000 THB\nContents sum insured: 300,000 THB\n"
    "Cover: fire, lightning, explosion, flood, windstorm, burglary of contents\n"
    "Premium before duty and tax: 1,700.00 THB\nTotal renewal premium (incl. stamp duty and VAT): 1,826.00 THB\n"
    "Please pay by 25 September 2025. Note: goods of the shop at 45/3 Phra Ong Dam Road are not covered.\n"
    "Agent: Mr. Anan Kaewmanee, Tel. 086-214-5570",
]
FEE_TOP = [
    "โรงเรียนพิษณุวิทยา อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก",
    "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน: เด็กหญิงปาริชาติ ศรีสุข ชั้นประถมศึกษาปีที่ 5/2 เลขประจำตัว 61247",
    "ผู้ปกครอง: นางพรรณี ศรีสุข",
]
FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "14,500"),
    ("ค่าหนังสือเรียนและแบบฝึกหัด", "2,850"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน (ทัศนศึกษา ค่ายลูกเสือ)", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "18,900"),
]
FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 25 เมษายน 2568 ที่ฝ่ายการเงินหรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 612-1-08834-5",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568  ชำระเกินกำหนดปรับวันละ 20 บาท",
]
OLD_FEE_NOTE = """# ค่าเทอมน้องมิว ปีการศึกษา 2567 (ป.4)

- เทอม 1/2567 จ่ายไป 17,650 บาท (ค่าเรียน 13,800 หนังสือ 2,650 กิจกรรม 900 ประกัน 300)
- เทอม 2/2567 จ่าย 14,700 บาท
- จ่ายช้าไป 2 วัน โดนปรับ 40 บาท ปีนี้อย่าลืม
"""
HOUSE_ITEMS = ["ค่าไฟบ้าน (Electricity)", "ค่าน้ำ (Water)", "ค่าอินเทอร์เน็ต+มือถือ (Internet & phone)",
               "ค่าเรียนพิเศษน้องมิว (Tutoring)", "กับข้าว/ของใช้ (Food & groceries)", "ผ่อนบ้าน (Mortgage)"]
HOUSE_MONTHS = ["ม.ค. 68", "ก.พ. 68", "มี.ค. 68", "เม.ย. 68", "พ.ค. 68", "มิ.ย. 68"]
HOUSE = [
    [1690, 1724, 1885, 2210, 1966, 2338],
    [212, 198, 236, 251, 244, 230],
    [1098, 1098, 1098, 1098, 1098, 1098],
    [2400, 2400, 2400, 3600, 0, 2400],
    [9800, 9200, 10100, 11400, 12300, 10200],
    [7450, 7450, 7450, 7450, 7450, 7450],
]
TUTOR_TIMETABLE = """ตารางเรียนพิเศษน้องมิว เทอม 1/2568
จันทร์ 17.00-18.30 คณิต ครูแอน (บ้านครู ซอยร่วมใจ)
พุธ 17.00-18.30 อังกฤษ ครูบี (ออนไลน์)
เสาร์ 09.00-11.00 วาดรูป ศูนย์ศิลป์เด็ก
ค่าเรียนรวมเดือนละ 2,400 จ่ายต้นเดือน
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาสีน้ำให้โรงเรียนริเวอร์ไซด์\n- โอนค่าของนครซัพพลาย\n"
                        "- ต่อประกันบ้าน\n- ถามเฮียเม้งเรื่องเดินปลั๊กหลังร้าน\n"}


def _sales_2568(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านศรีสุขเครื่องเขียน ม.ค.-ก.ค. 2568 (Srisuk Stationery sales, Jan-Jul 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES_2568):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES_2568)), sum(map(sum, SALES_2568))])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, sales, row in zip(MONTHS, SALES_2568, EXPENSES_2568):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(sales) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _sales_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายร้านศรีสุขเครื่องเขียน ปี 2567 ทั้งปี (Sales 2024)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES_2567):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES_2567)), sum(map(sum, SALES_2567))])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


def _stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก Stock"
    sheet.append(["นับสต็อกก่อนเปิดเทอม 20 เม.ย. 2568 (Stock count before term)"])
    sheet.append(list(STOCK_HEADERS))
    for row in STOCK:
        sheet.append(list(row))
    order = book.create_sheet("สั่งซื้อ Reorder")
    order.append(["รายการสั่งของ นครซัพพลาย รอบเปิดเทอม (Reorder list, prices before VAT)"])
    order.append(list(REORDER_HEADERS))
    for item, qty, price in REORDER:
        order.append([item, qty, price, qty * price, "นครซัพพลาย"])
    order.append(["รวม (Total)", "", "", sum(qty * price for _, qty, price in REORDER), "ยังไม่รวม VAT 7%"])
    money_format(order, 4)
    book.save(path)


def _house(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["รายจ่ายบ้าน ม.ค.-มิ.ย. 2568 (Household spending, THB)"])
    sheet.append(["รายการ (Item)", *HOUSE_MONTHS])
    for item, row in zip(HOUSE_ITEMS, HOUSE):
        sheet.append([item, *row])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*HOUSE))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านศรีสุขเครื่องเขียน"
    for sub in ("ลูกค้า", "สัญญาเช่า", "บัญชี", "ร้านส่ง", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("บิล", "น้องมิว"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_อนุบาลบ้านคลอง_2568.docx", QUOTE_KLONG_TOP, table=QUOTE_KLONG_TABLE,
               bottom=QUOTE_KLONG_BOTTOM)
    (shop / "ลูกค้า" / "ใบเสนอราคา_อนุบาลบ้านคลอง_ร่าง.txt").write_text(QUOTE_KLONG_DRAFT, encoding="utf-8")
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_โรงเรียนวัดจันทร์_2568.docx", QUOTE_WATCHAN_TOP,
               table=QUOTE_WATCHAN_TABLE, bottom=QUOTE_WATCHAN_BOTTOM)
    (shop / "ลูกค้า" / "RiversideBilingual_art_supplies_email.txt").write_text(SCHOOL_EMAIL, encoding="utf-8")
    write_docx(shop / "สัญญาเช่า" / "สัญญาเช่าร้าน_เฮียเม้ง_2568.docx", LEASE_TOP, bottom=LEASE_BOTTOM)
    (shop / "สัญญาเช่า" / "สัญญาเช่าเก่า_2565-2568.md").write_text(OLD_LEASE_NOTE, encoding="utf-8")
    _sales_2568(shop / "บัญชี" / "ยอดขายรายเดือน_2568.xlsx")
    _sales_2567(shop / "บัญชี" / "ยอดขายรายเดือน_2567.xlsx")
    _stock(shop / "บัญชี" / "สต็อกสินค้า_เปิดเทอม_2568.xlsx")
    make_pdf(shop / "ร้านส่ง" / "NakhonSupply_pricelist_2025.pdf", PRICELIST)
    make_pdf(shop / "ร้านส่ง" / "NakhonSupply_invoice_INV2504-0317.pdf", INVOICE)
    (shop / "ร้านส่ง" / "ราคาส่ง_นครซัพพลาย_2567.md").write_text(OLD_PRICE_NOTE, encoding="utf-8")
    (shop / "แชท" / "LINE_ครูสมศรี_อนุบาลบ้านคลอง.txt").write_text(LINE_TEACHER, encoding="utf-8")
    (shop / "แชท" / "LINE_เซลส์ต้น_นครซัพพลาย.txt").write_text(LINE_SALES, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนมุมถ่ายเอกสาร_2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียมุมถ่ายเอกสาร_ร่าง.md").write_text(PLAN_DRAFT, encoding="utf-8")
    (shop / "บันทึก_เปิดเทอม_2568.md").write_text(TERM_NOTES, encoding="utf-8")
    make_pdf(home / "บิล" / "PEA_bill_house_2025-06.pdf", PEA_JUNE)
    make_pdf(home / "บิล" / "PEA_bill_house_2025-05.pdf", PEA_MAY)
    make_pdf(home / "บิล" / "Dhipaya_home_insurance_renewal_2025.pdf", INSURANCE_PAGES)
    _house(home / "บิล" / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "น้องมิว" / "ใบแจ้งค่าเทอม_น้องมิว_ภาคเรียน1-2568.docx", FEE_TOP, table=FEE_TABLE,
               bottom=FEE_BOTTOM)
    (home / "น้องมิว" / "ค่าเทอมน้องมิว_ปี2567.md").write_text(OLD_FEE_NOTE, encoding="utf-8")
    (home / "น้องมิว" / "ตารางเรียนพิเศษน้องมิว.txt").write_text(TUTOR_TIMETABLE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
