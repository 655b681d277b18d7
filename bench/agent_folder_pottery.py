"""A folder for bench/agent_tasks.py (`--folder pottery`): a Dan Kwian pottery workshop's papers and household papers.

Rattana Phimthong (ป้ารัตน์, นางรัตนา พิมพ์ทอง) runs Baan Din Rattana Pottery (บ้านดินรัตนา) with her husband Boonsong
at Dan Kwian, Chok Chai, Nakhon Ratchasima (Korat), with five workers: a kiln firing log for 2568 (xlsx, two sheets:
the August-September firings and a month per row) and last year's monthly log, the LPG supplier's English invoice
(pdf), slides of the plan for a new gas kiln in 2569 (pptx) and a draft of the idea (md); a Thai clay purchase order
(docx, a table) and last year's clay prices (md), a Lampang glaze supplier's English price list (pdf) and a glaze
recipe note; a Thai quote for a Khao Yai resort (docx, a table) and its draft (txt), a quote for a Chatuchak plant
shop (docx, a table), wholesale sales by month with unpaid bills (xlsx, two sheets) and a Singapore shop's English
enquiry email (txt); workers' wages for 2568 (xlsx, September by worker and a month per row) and last year's wage
summary (md); two LINE chat exports (the Chatuchak buyer, the workers' group); notes from the Dan Kwian producers'
group meeting (md); and household papers: two English electricity bills (pdf), a BAAC loan statement (pdf), a land
tax note and a daughter's school-fee note (md); plus a workspect that holds a to-do list. Written blind of the
engine's rules, in session 23, for bench/data/agent_tasks_pottery_holdout.json. Every figure a task checks is
written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FIRING_HEADERS = ("วันที่ (Date)", "เตา (Kiln)", "ชิ้นเข้าเตา (Pieces loaded)", "แตก/เสีย (Broken)",
                  "แก๊สที่ใช้ (LPG, kg)", "ค่าแก๊ส (Gas cost, THB)", "ไฟสูงสุด (Peak temp, C)", "หมายเหตุ (Note)")
FIRINGS = [
    ("04/08/2568", "เตาใหญ่", 420, 18, 240, 6480, 1180, ""),
    ("11/08/2568", "เตาเล็ก", 180, 6, 110, 2970, 1150, ""),
    ("18/08/2568", "เตาใหญ่", 440, 31, 250, 6750, 1200, "ฝนตกหลายวัน ดินยังชื้น แตกเยอะ"),
    ("27/08/2568", "เตาใหญ่", 410, 15, 235, 6345, 1180, ""),
    ("03/09/2568", "เตาเล็ก", 190, 5, 115, 3105, 1150, ""),
    ("10/09/2568", "เตาใหญ่", 450, 22, 255, 6885, 1190, "ผนังเตาด้านหลังร้าวเพิ่ม"),
    ("19/09/2568", "เตาใหญ่", 430, 12, 245, 6615, 1180, "ของเจ๊หงส์รอบ ต.ค. บางส่วน"),
    ("26/09/2568", "เตาเล็ก", 175, 4, 105, 2835, 1160, ""),
]
MONTHLY_HEADERS = ("เดือน (Month)", "จำนวนครั้งที่เผา (Firings)", "ชิ้นเข้าเตา (Pieces)", "แตก/เสีย (Broken)",
                   "ค่าแก๊ส (Gas cost, THB)")
MONTHS_TH = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
             "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
MONTHLY_2568 = [(4, 1380, 41, 21870), (4, 1420, 38, 22140), (5, 1760, 52, 27300), (2, 690, 19, 10260),
                (4, 1390, 47, 21600), (3, 1050, 44, 16470), (4, 1360, 58, 21330)]
MONTHLY_2567 = [(3, 1150, 36, 15820), (4, 1400, 40, 20900), (4, 1480, 45, 21560), (2, 640, 21, 9240),
                (3, 1090, 33, 15710), (3, 1020, 38, 15150), (3, 1110, 42, 16020), (3, 1120, 49, 16240),
                (3, 1060, 37, 15480), (4, 1390, 34, 20480), (5, 1820, 51, 26350), (5, 1850, 46, 26900)]
GAS_INVOICE = [
    "KORAT GAS SUPPLY CO., LTD.\n"
    "88/3 Mittraphap Road, Mueang, Nakhon Ratchasima 30000  Tel. 044-251-908\n"
    "INVOICE / TAX INVOICE\n"
    "Invoice No.: KG-6809-0412   Date: 30 September 2025\n"
    "Customer: Baan Din Rattana Pottery (Mrs. Rattana Phimthong)\n"
    "142 Moo 2, Dan Kwian, Chok Chai, Nakhon Ratchasima 30190   Customer code: C-1187\n"
    " \n"
    "LPG 48 kg cylinder (kiln use)     15 x 1,296.00 = 19,440.00\n"
    "Delivery to Dan Kwian                              300.00\n"
    " \n"
    "Subtotal: 19,740.00 THB\n"
    "VAT 7%: 1,381.80 THB\n"
    "Total amount due: 21,121.80 THB\n"
    "Payment due date: 20 October 2025\n"
    "Previous invoice KG-6808-0377 (August, 22,545.00 + delivery): paid 18 September 2025, thank you.\n"
    "Please transfer to Bangkok Bank, account 301-4-55820-7, Korat Gas Supply Co., Ltd.",
]
KILN_SLIDES = [
    ("บ้านดินรัตนา: แผนเตาแก๊สใหม่ ปี 2569",
     "เตาใหญ่เดิมใช้มา 14 ปี ผนังร้าว ไฟไม่สม่ำเสมอ\nเสนอโดย รัตนา และ บุญส่ง พิมพ์ทอง"),
    ("ทำไมต้องเปลี่ยนเตา",
     "ของแตกเสียเฉลี่ย 4-5% ต่อเตา (ส.ค. 68 แตก 70 ชิ้น)\nค่าแก๊สเตาใหญ่ครั้งละประมาณ 6,500 บาท\n"
     "เตาใหม่บุฉนวนเซรามิกไฟเบอร์ คาดว่าประหยัดแก๊สได้ราว 25%"),
    ("งบประมาณเตาใหม่ (ขนาด 1.2 ลบ.ม.)",
     "โครงเตา + ฉนวนเซรามิกไฟเบอร์ 265,000 บาท\nหัวเผา ระบบแก๊ส และวาล์วนิรภัย 78,000 บาท\n"
     "ไพโรมิเตอร์ + ตัวควบคุมอุณหภูมิ 24,000 บาท\nค่าแรงช่างก่อเตา 18,000 บาท\nรวมทั้งหมด 385,000 บาท"),
    ("เงินมาจากไหน",
     "เงินเก็บของร้าน 135,000 บาท\nกู้ ธ.ก.ส. เพิ่ม 250,000 บาท ผ่อน 5 ปี เดือนละประมาณ 5,400 บาท"),
    ("ไทม์ไลน์และเป้าหมาย",
     "ม.ค. 2569 จ้างช่างจากราชบุรี\nก.พ. 2569 ก่อเตา (หยุดเผาเตาใหญ่ 3 สัปดาห์ ใช้เตาเล็กแทน)\n"
     "มี.ค. 2569 เผาทดลอง 2 ครั้ง\nเป้า: แตกเสียไม่เกิน 2% ค่าแก๊สไม่เกิน 5,000 บาทต่อเตา"),
]
KILN_DRAFT = """# ไอเดียเตาใหม่ (ร่าง ก.ค. 68)

- ช่างราชบุรีเสนอเตาแก๊ส 1.5 ลบ.ม. ราคา 420,000 แพงไป
- หรือซ่อมเตาเดิม ก่ออิฐทนไฟใหม่ด้านหลัง ประมาณ 60,000 แต่ใช้ได้อีกไม่กี่ปี
- ถาม ธ.ก.ส. ว่ากู้เพิ่มได้ไหม 300,000
- ต้องคุยกับพี่บุญส่งอีกที
"""
CLAY_PO_TOP = [
    "ใบสั่งซื้อ (Purchase Order)",
    "บ้านดินรัตนา (นางรัตนา พิมพ์ทอง) 142 หมู่ 2 ต.ด่านเกวียน อ.โชคชัย จ.นครราชสีมา 30190 โทร 081-967-2240",
    "เลขที่ PO68-011   วันที่ 12 สิงหาคม 2568",
    "ถึง หจก.ดินทองมูล (คุณสมศักดิ์ ทองมูล) ต.ท่าอ่าง อ.โชคชัย จ.นครราชสีมา",
    "ขอสั่งซื้อดินตามรายการต่อไปนี้ กำหนดส่งที่โรงปั้น วันที่ 20 สิงหาคม 2568",
]
CLAY_PO_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ดินเหนียวแม่น้ำมูล (ดินด่านเกวียน) หมักแล้ว", "10 ตัน", "1,800", "18,000"),
    ("2", "ดินนวลผสมทราย สำหรับงานกระถาง", "4 ตัน", "1,450", "5,800"),
    ("3", "ค่าขนส่ง รถหกล้อ", "2 เที่ยว", "800", "1,600"),
    ("", "รวมทั้งสิ้น", "", "", "25,400"),
]
CLAY_PO_BOTTOM = [
    "การชำระเงิน: มัดจำ 10,000 บาท โอนแล้ววันที่ 12 ส.ค. 2568 ส่วนที่เหลือ 15,400 บาท ชำระเป็นเงินสดวันส่งของ",
    "หมายเหตุ: ขอดินที่ไม่มีกรวดปน ถ้ามีก้อนกรวดเกินจะขอคืน",
    "ลงชื่อ รัตนา พิมพ์ทอง ผู้สั่งซื้อ",
]
CLAY_2567 = """# ราคาดิน ดินทองมูล ปี 2567 (ใบเก่า)

- ดินเหนียวแม่น้ำมูล หมักแล้ว ตันละ 1,550 บาท
- ดินนวลผสมทราย ตันละ 1,300 บาท
- ค่าขนส่ง รถหกล้อ เที่ยวละ 700 บาท (ไม่เกิน 6 ตันต่อเที่ยว)
- สั่งครั้งล่าสุด ก.ย. 2567: ดินเหนียว 8 ตัน ดินนวล 3 ตัน รวม 17,700 บาท
- จ่ายเงินสดวันส่งของ ไม่ต้องมัดจำ
"""
GLAZE_PRICELIST = [
    "THAI CERAMIC MATERIALS CO., LTD.\n"
    "55 Phahonyothin Road, Mueang, Lampang 52000  Tel. 054-318-662  LINE: @thaiceramat\n"
    "PRICE LIST FOR POTTERY WORKSHOPS - effective 1 June 2025 (THB, VAT included)\n"
    " \n"
    "Celadon glaze powder, 5 kg bag ............ 1,150\n"
    "Clear transparent glaze, 5 kg bag ......... 780\n"
    "Matte brown glaze, 5 kg bag ............... 920\n"
    "Red iron oxide, 1 kg ...................... 210\n"
    "Manganese dioxide, 1 kg ................... 260\n"
    "Kaolin (Lampang), 25 kg bag ............... 380\n"
    "Kiln shelf, silicon carbide 40 x 50 cm .... 2,900\n"
    "Kiln posts (set of 12) .................... 540\n"
    "Pyrometric cones, box of 50 ............... 650\n"
    " \n"
    "Delivery: free delivery anywhere in the Northeast for orders of 5,000 THB or more;\n"
    "smaller orders pay a 250 THB shipping fee. Goods sent by Kerry or Nim Express within 3 days.\n"
    "Payment: transfer before dispatch. Prices valid until 31 December 2025.",
]
GLAZE_RECIPE = """# สูตรน้ำเคลือบศิลาดล (ลองเมื่อ มิ.ย. 68)

- ผงเคลือบศิลาดลสำเร็จ 1 ถุง (5 กก.) ผสมน้ำ 4.5 ลิตร
- เติมเหล็กออกไซด์ 30 กรัม ให้เขียวเข้มขึ้น
- ชุบ 2 รอบ เผาที่ 1,230 องศา ใช้เตาเล็กเท่านั้น
- ผลลอง: สวย แต่ร้าวลายงา 3 ใบจาก 20 ใบ
"""
RESORT_TOP = [
    "ใบเสนอราคา",
    "บ้านดินรัตนา เครื่องปั้นดินเผาด่านเกวียน 142 หมู่ 2 ต.ด่านเกวียน อ.โชคชัย จ.นครราชสีมา โทร 081-967-2240",
    "เลขที่ QT68-027   วันที่ 2 กันยายน 2568",
    "เรียน คุณพิชญา วงศ์ไพศาล ฝ่ายจัดซื้อ ภูหมอกรีสอร์ท เขาใหญ่ อ.ปากช่อง จ.นครราชสีมา",
    "เรื่อง เครื่องปั้นดินเผาตกแต่งห้องพักและสวน (โครงการปรับปรุงโซนวิลล่า)",
]
RESORT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "กระถางดินเผาทรงโอ่ง 16 นิ้ว ผิวสนิมทองแดง", "40 ใบ", "650", "26,000"),
    ("2", "โคมไฟดินเผาแกะลายโปร่ง สูง 45 ซม.", "24 ชิ้น", "890", "21,360"),
    ("3", "ป้ายเลขห้องพักดินเผา", "30 ชิ้น", "250", "7,500"),
    ("4", "ค่าขนส่งถึงรีสอร์ท อ.ปากช่อง", "1 เที่ยว", "2,500", "2,500"),
    ("", "รวมทั้งสิ้น", "", "", "57,360"),
]
RESORT_BOTTOM = [
    "เงื่อนไข: มัดจำ 40% เป็นเงิน 22,944 บาท เมื่อยืนยันสั่งทำ ส่วนที่เหลือชำระวันส่งของ",
    "ระยะเวลาผลิตและส่งของ 45 วันหลังได้รับมัดจำ",
    "หากสินค้าแตกระหว่างขนส่ง เปลี่ยนให้ใหม่โดยไม่คิดเงิน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ รัตนา พิมพ์ทอง ผู้เสนอราคา",
]
RESORT_DRAFT = """ร่างใบเสนอราคา ภูหมอกรีสอร์ท (ยังไม่ส่ง รอถามพี่บุญส่งเรื่องโคมไฟ)
- กระถางโอ่ง 16 นิ้ว 50 ใบ ใบละ 600 = 30,000
- โคมไฟแกะลาย 20 ชิ้น ชิ้นละ 850 = 17,000
- รวม 47,000 บาท ยังไม่รวมค่าส่ง
- มัดจำ 30%
"""
HONG_TOP = [
    "ใบเสนอราคา",
    "บ้านดินรัตนา เครื่องปั้นดินเผาด่านเกวียน 142 หมู่ 2 ต.ด่านเกวียน อ.โชคชัย จ.นครราชสีมา โทร 081-967-2240",
    "เลขที่ QT68-022   วันที่ 5 สิงหาคม 2568",
    "เรียน คุณหงส์ทอง แซ่ลิ้ม (เจ๊หงส์) ร้านหงส์ทองพันธุ์ไม้ ตลาดนัดจตุจักร โครงการ 3 กรุงเทพฯ",
]
HONG_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "กระถางดินเผาทรงกลม 8 นิ้ว", "300 ใบ", "85", "25,500"),
    ("2", "กระถางดินเผาทรงกลม 12 นิ้ว", "150 ใบ", "160", "24,000"),
    ("3", "จานรองกระถาง 8 นิ้ว", "300 ใบ", "25", "7,500"),
    ("4", "ค่าขนส่ง โคราช-กรุงเทพฯ (รถรับจ้าง)", "1 เที่ยว", "3,200", "3,200"),
    ("", "รวมทั้งสิ้น", "", "", "60,200"),
]
HONG_BOTTOM = [
    "เงื่อนไข: ลูกค้าประจำ ชำระเต็มจำนวนภายใน 30 วันหลังรับของ",
    "ส่งของถึงร้านวันที่ 20 สิงหาคม 2568",
    "สินค้าแตกเกิน 2% ของแต่ละรายการ เปลี่ยนให้ในรอบถัดไป",
    "ลงชื่อ รัตนา พิมพ์ทอง",
]
SALES_HEADERS = ("เดือน (Month)", "หงส์ทองพันธุ์ไม้ จตุจักร (Hong, Chatuchak)", "ลานดินโฮมเดคอร์ พัทยา (Lan Din, Pattaya)",
                 "สหกรณ์ OTOP โคราช (OTOP co-op)", "ร้านอื่นๆ (Other shops)", "หน้าร้าน (Retail)",
                 "รวม (Total, THB)")
SALES = [(42500, 18600, 9800, 0, 21300), (0, 22100, 11250, 0, 19800), (51300, 0, 8900, 0, 26400),
         (0, 25700, 14600, 0, 31900), (38900, 19200, 7650, 0, 17200), (0, 0, 10400, 7200, 14800),
         (44100, 27300, 9300, 0, 16500), (60200, 38400, 0, 0, 18900), (0, 0, 12750, 9600, 22600)]
UNPAID_HEADERS = ("ลูกค้า (Buyer)", "วันที่ส่งของ (Delivered)", "ยอดบิล (Billed, THB)", "จ่ายแล้ว (Paid, THB)",
                  "ค้างชำระ (Outstanding, THB)", "หมายเหตุ (Note)")
UNPAID = [
    ("ร้านหงส์ทองพันธุ์ไม้ จตุจักร (เจ๊หงส์)", "20/08/2568", 60200, 60200, "โอนครบ 15 ก.ย. 68"),
    ("ลานดินโฮมเดคอร์ พัทยา (คุณต่าย)", "28/08/2568", 38400, 15000, "ทวงแล้ว 2 ครั้ง บอกจะโอนต้นเดือน"),
    ("สหกรณ์ OTOP โคราช", "10/09/2568", 12750, 0, "สหกรณ์จ่ายสิ้นเดือน ต.ค."),
    ("ร้านคุณนิด บางแสน", "16/09/2568", 9600, 4800, "จ่ายครึ่งหนึ่งก่อน"),
]
SG_EMAIL = """From: Megan Tan <megan.tan@hearthandclay.sg>
To: Baan Din Rattana <baandinrattana@gmail.com>
Date: Wed, 17 Sep 2025 14:08:51 +0800
Subject: Enquiry - terracotta planters and lanterns for our Singapore shop

Dear Khun Rattana,

I run Hearth & Clay Living, a small home and garden shop in Tiong Bahru, Singapore. I bought two of your
carved lanterns at the Dan Kwian market in July and our customers loved them.

We would like a quotation for a first order of 300 pieces:
- 200 unglazed terracotta planters, about 6 inch, with drainage hole
- 100 carved hanging lanterns, about 30 cm high

Our target price is under 180 THB per planter and under 450 THB per lantern, packed for export.
Could you send 5 samples of each by courier so that they reach us by 31 October 2025? We will pay the courier.
If the samples are fine we would need the full order shipped by 10 January 2026, before Chinese New Year.
We usually pay 30% deposit by bank transfer and the balance before shipping.

Please also tell me if you can provide a certificate of origin and which forwarder you use.

Best regards,
Megan Tan
Hearth & Clay Living Pte. Ltd.
+65 8123 4471
"""
WAGE_HEADERS = ("ชื่อ (Name)", "หน้าที่ (Job)", "วันทำงาน (Days)", "ค่าแรงต่อวัน (Daily rate)", "ค่าแรง (Wage, THB)",
                "ค่าชิ้นงาน (Piece bonus, THB)", "เบิกล่วงหน้า (Advance, THB)", "รับสุทธิ (Net pay, THB)")
WAGES_SEP = [
    ("ลุงสมบัติ", "ขึ้นรูปแป้นหมุน", 24, 450, 2350, 3000),
    ("ป้าบุญมี", "แกะลาย/ขัดผิว", 25, 380, 1480, 2000),
    ("น้าเพียร", "คุมเตาเผา", 22, 420, 0, 0),
    ("ต้อม", "ขนดิน/แพ็คของ", 26, 350, 0, 1500),
    ("ยายสาย", "นวดดิน", 20, 330, 0, 500),
]
WAGE_MONTH_HEADERS = ("เดือน (Month)", "คนงาน (Workers)", "ค่าแรง+ค่าชิ้นงาน (Wages, THB)",
                      "เบิกล่วงหน้า (Advances, THB)", "จ่ายสุทธิ (Net paid, THB)", "หมายเหตุ (Note)")
WAGE_MONTHS = [(5, 44600, 4000, ""), (5, 41900, 3500, ""), (5, 47300, 6000, ""),
               (4, 33800, 2000, "สงกรานต์ ต้อมกลับบ้าน"), (5, 45150, 5500, ""), (5, 43720, 4000, ""),
               (5, 46880, 6500, ""), (5, 48260, 5000, ""), (5, 49070, 7000, "ลุงสมบัติขึ้นค่าแรงเป็น 450")]
WAGES_2567 = """# ค่าแรงคนงาน ปี 2567 (สรุปทั้งปี)

- คนงาน 5 คน (ลุงสมบัติ ป้าบุญมี น้าเพียร ต้อม ยายสาย)
- ค่าแรงรวมทั้งปี 498,300 บาท (รวมค่าชิ้นงาน)
- ค่าแรงรายวัน: ลุงสมบัติ 420 ป้าบุญมี 360 น้าเพียร 400 ต้อม 330 ยายสาย 320
- เดือนที่จ่ายเยอะสุด พ.ย. 2567 47,900 บาท (เร่งของงานเทศกาลปลายปี)
- โบนัสปีใหม่ให้คนละ 1,000 บาท
"""
LINE_HONG = """[LINE] ประวัติการแชทกับ เจ๊หงส์ จตุจักร
บันทึกเมื่อ: 16/09/2568 19:02

พฤ., 21/08/2568
08:15\tเจ๊หงส์ จตุจักร\tป้ารัตน์ ของมาถึงเมื่อวานเย็นนะ แต่กระถาง 12 นิ้วแตกมา 7 ใบ
08:16\tเจ๊หงส์ จตุจักร\t[รูปภาพ]
08:40\tรัตนา บ้านดิน\tขอโทษค่ะเจ๊ คนขับรถเบรกแรงแถวปากช่อง เกิน 2% ที่ตกลงไว้ เดี๋ยวส่งเปลี่ยนให้ 7 ใบกับรอบหน้าเลยนะคะ
08:45\tเจ๊หงส์ จตุจักร\tโอเค ส่วน 8 นิ้วกับจานรองครบดี ขายดีมาก
08:47\tเจ๊หงส์ จตุจักร\tรอบหน้าขอ 8 นิ้ว 400 ใบ นะ ส่งก่อน 10 ต.ค. ทันขายหน้าหนาว
08:52\tรัตนา บ้านดิน\tได้ค่ะเจ๊ ราคาเดิมใบละ 85 นะคะ เดี๋ยวเข้าเตาเดือนหน้า

จ., 15/09/2568
10:20\tเจ๊หงส์ จตุจักร\tโอนค่าของรอบ ส.ค. ให้แล้วนะ 60,200
10:21\tเจ๊หงส์ จตุจักร\t[รูปภาพ]
10:35\tรัตนา บ้านดิน\tได้รับแล้วค่ะเจ๊ ขอบคุณมากค่ะ
"""
LINE_WORKERS = """[LINE] ประวัติการแชทในกลุ่ม คนงานบ้านดินรัตนา
บันทึกเมื่อ: 20/09/2568 07:30

อ., 09/09/2568
17:05\tรัตนา บ้านดิน\tพรุ่งนี้เผาเตาใหญ่นะ น้าเพียรจุดไฟตี 4 เหมือนเดิม
17:07\tเพียร\tครับป้า แก๊สเหลือ 6 ถัง พอครับ
17:10\tรัตนา บ้านดิน\tต้อม เช้าพรุ่งนี้ช่วยน้าเพียรยกของเข้าเตาก่อน แล้วค่อยไปขนดิน
17:12\tต้อม\tได้ครับ

ศ., 19/09/2568
06:50\tเพียร\tจุดเตาแล้วครับ ผนังหลังร้าวเพิ่มอีกนิด ต้องคอยดูไฟ
07:02\tรัตนา บ้านดิน\tระวังด้วยนะ เดี๋ยวปีหน้าทำเตาใหม่แล้ว
07:30\tสมบัติ\tกระถางของเจ๊หงส์ขึ้นรูปเสร็จ 260 ใบ เหลืออีก 140 ใบ ผึ่งลมอยู่
"""
MEETING_NOTES = """# บันทึกประชุมกลุ่มผู้ผลิตเครื่องปั้นดินเผาด่านเกวียน

วันที่ 24 ส.ค. 2568 ที่ศาลาหมู่บ้าน หมู่ 2 มาประชุม 17 ร้าน (ป้ารัตน์ไปกับพี่บุญส่ง)

- ดินทองมูลแจ้งขึ้นราคาดินเหนียวเป็นตันละ 1,800 บ่นกันทั้งวง เสนอให้รวมกันสั่งทีละหลายคันเพื่อต่อรอง
- แก๊ส LPG ถัง 48 กก. ขึ้นเป็น 1,296 บาท ตกลงจะลองรวมกันสั่งกับโคราชแก๊ส
- งานเทศกาลเครื่องปั้นดินเผาด่านเกวียน 5-14 ธ.ค. 2568 ค่าบูธร้านละ 1,500 บาท ลงชื่อกับผู้ใหญ่บ้านภายใน 15 ต.ค.
- อบต. จะซ่อมถนนหน้าหมู่บ้านเดือน พ.ย. รถส่งของต้องอ้อมทางวัด
- ครั้งหน้าประชุม 28 ก.ย. 2568
"""
PEA_AUG = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chok Chai office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Rattana Phimthong\n"
    "Address: 142 Moo 2, Dan Kwian, Chok Chai, Nakhon Ratchasima 30190\n"
    "Account No.: 020011458836   Meter No.: 5519-0274\n"
    "Billing month: August 2025   Reading date: 25 August 2025\n"
    "Meter reading: 48,215 - 47,603\n"
    "Units used: 612 kWh\n"
    "Energy charge: 2,558.16\n"
    "Service charge: 24.62\n"
    "Ft charge (0.3972 per unit): 243.09\n"
    "Subtotal: 2,825.87\n"
    "VAT 7%: 197.81\n"
    "Total amount: 3,023.68 THB\n"
    "Please pay by 8 September 2025 (direct debit, Krung Thai Bank)",
]
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chok Chai office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Rattana Phimthong\n"
    "Address: 142 Moo 2, Dan Kwian, Chok Chai, Nakhon Ratchasima 30190\n"
    "Account No.: 020011458836   Meter No.: 5519-0274\n"
    "Billing month: September 2025   Reading date: 25 September 2025\n"
    "Meter reading: 48,763 - 48,215\n"
    "Units used: 548 kWh\n"
    "Energy charge: 2,290.64\n"
    "Service charge: 24.62\n"
    "Ft charge (0.3972 per unit): 217.67\n"
    "Subtotal: 2,532.93\n"
    "VAT 7%: 177.31\n"
    "Total amount: 2,710.24 THB\n"
    "Please pay by 8 October 2025 (direct debit, Krung Thai Bank)",
]
BAAC_PAGES = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC) - Chok Chai branch\n"
    "LOAN ACCOUNT STATEMENT\n"
    "Statement date: 30 September 2025\n"
    "Borrower: Mrs. Rattana Phimthong   Co-borrower: Mr. Boonsong Phimthong\n"
    "Loan No.: 0201-6705-55128\n"
    "Purpose: working capital and kiln repair, Baan Din Rattana Pottery\n"
    "Original amount: 300,000.00 THB, contract date 15 May 2024, term 60 months\n"
    "Interest rate: 6.50% per year (reducing balance)\n"
    "Monthly installment: 6,200.00 THB, due on the 15th of each month\n"
    "Installments paid: 16 of 60\n"
    "Outstanding principal: 224,815.40 THB\n"
    "Next installment: 15 October 2025, 6,200.00 THB\n"
    "Collateral: land title deed No. 18842, Dan Kwian",
    "Page 2 - Recent payments\n"
    "15 Jun 2025  6,200.00  principal 4,911.35  interest 1,288.65\n"
    "15 Jul 2025  6,200.00  principal 4,937.95  interest 1,262.05\n"
    "15 Aug 2025  6,200.00  principal 4,964.70  interest 1,235.30\n"
    "16 Sep 2025  6,200.00  principal 4,991.59  interest 1,208.41 (paid 1 day late, no fee)\n"
    "For an additional loan please contact the branch credit officer, Mr. Anan, 044-441-270.",
]
LAND_TAX = """# ภาษีที่ดินและสิ่งปลูกสร้าง ปี 2568 (อบต.ด่านเกวียน)

- ที่ดินโฉนด 18842 (บ้าน + โรงปั้น) 1 ไร่ 2 งาน
- ใบแจ้งประเมินมาเมื่อ 2 เม.ย. 2568
- ส่วนที่เป็นบ้านอยู่อาศัย ได้ยกเว้น
- ส่วนโรงปั้น/เตาเผา คิดเป็นประเภทอื่นๆ ภาษี 1,284 บาท
- จ่ายแล้วที่ อบต. 28 เม.ย. 2568 ใบเสร็จเลขที่ 0457/2568 (เก็บไว้ในแฟ้มสีฟ้า)
- ปีที่แล้ว (2567) จ่าย 1,190 บาท
"""
SCHOOL_FEES = """# ค่าเทอมน้องมิ้นท์ (ด.ญ.ณัฐธิดา พิมพ์ทอง) เทอม 2/2568

- โรงเรียนศรีสุรนารีศึกษา ชั้น ม.2/3
- ค่าเทอม 14,500 บาท จ่ายภายใน 31 ต.ค. 2568
- ค่ารถตู้รับส่ง เดือนละ 1,800 บาท (พี่หนุ่ม)
- ค่าชุดพละใหม่ 650 บาท
- ค่าทัศนศึกษาเขาใหญ่ พ.ย. 900 บาท
- เทอม 1 จ่ายไป 14,500 เท่ากัน
"""
WORKSPECT = {"todo.md": "- โทรทวงเงินคุณต่ายพัทยา\n- ส่งตัวอย่างให้ร้านสิงคโปร์\n- ลงชื่อบูธงานเทศกาล ธ.ค.\n"
                        "- จ่ายค่าเทอมน้องมิ้นท์\n"}


def _firing_2568(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บันทึกเผา ส.ค.-ก.ย."
    sheet.append(["บันทึกการเผาเตา บ้านดินรัตนา ส.ค.-ก.ย. 2568 (Firing log, Aug-Sep 2025)"])
    sheet.append(list(FIRING_HEADERS))
    for row in FIRINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(r[2] for r in FIRINGS), sum(r[3] for r in FIRINGS),
                  sum(r[4] for r in FIRINGS), sum(r[5] for r in FIRINGS), "", ""])
    money_format(sheet, 6)
    months = book.create_sheet("สรุปรายเดือน Monthly")
    months.append(["สรุปการเผารายเดือน ปี 2568 (Monthly firing summary 2025)"])
    months.append(list(MONTHLY_HEADERS))
    rows = list(MONTHLY_2568)
    for prefix in ("/08/", "/09/"):
        part = [r for r in FIRINGS if prefix in r[0]]
        rows.append((len(part), sum(r[2] for r in part), sum(r[3] for r in part), sum(r[5] for r in part)))
    for month, row in zip(MONTHS_TH, rows):
        months.append([month, *row])
    months.append(["รวม (Total)", *(sum(column) for column in zip(*rows))])
    for column in (3, 5):
        money_format(months, column)
    book.save(path)


def _firing_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สรุปรายเดือน 2567"
    sheet.append(["สรุปการเผารายเดือน ปี 2567 (Monthly firing summary 2024)"])
    sheet.append(list(MONTHLY_HEADERS))
    for month, row in zip(MONTHS_TH, MONTHLY_2567):
        sheet.append([month, *row])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*MONTHLY_2567))])
    for column in (3, 5):
        money_format(sheet, column)
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขายส่ง Sales"
    sheet.append(["ยอดขายบ้านดินรัตนา ม.ค.-ก.ย. 2568 (Sales by buyer, Jan-Sep 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS_TH, SALES):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(sum(row) for row in SALES)])
    for column in range(2, 8):
        money_format(sheet, column)
    unpaid = book.create_sheet("ค้างชำระ Outstanding")
    unpaid.append(["ลูกค้าส่งค้างชำระ ณ 30 ก.ย. 2568 (Unpaid bills)"])
    unpaid.append(list(UNPAID_HEADERS))
    for buyer, date, billed, paid, note in UNPAID:
        unpaid.append([buyer, date, billed, paid, billed - paid, note])
    unpaid.append(["รวมค้างชำระ (Total outstanding)", "", sum(r[2] for r in UNPAID), sum(r[3] for r in UNPAID),
                   sum(r[2] - r[3] for r in UNPAID), ""])
    for column in (3, 4, 5):
        money_format(unpaid, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ก.ย. 2568 รายคน"
    sheet.append(["ค่าแรงคนงาน บ้านดินรัตนา เดือนกันยายน 2568 (Wages, September 2025)"])
    sheet.append(list(WAGE_HEADERS))
    totals = [0, 0, 0, 0, 0]
    for name, job, days, rate, bonus, advance in WAGES_SEP:
        wage = days * rate
        net = wage + bonus - advance
        sheet.append([name, job, days, rate, wage, bonus, advance, net])
        totals = [a + b for a, b in zip(totals, (days, wage, bonus, advance, net))]
    sheet.append(["รวม (Total)", "", totals[0], "", *totals[1:]])
    for column in range(4, 9):
        money_format(sheet, column)
    months = book.create_sheet("สรุปรายเดือน Monthly")
    months.append(["ค่าแรงรวมรายเดือน ปี 2568 (Monthly wages 2025)"])
    months.append(list(WAGE_MONTH_HEADERS))
    for month, (workers, wages, advance, note) in zip(MONTHS_TH, WAGE_MONTHS):
        months.append([month, workers, wages, advance, wages - advance, note])
    months.append(["รวม (Total)", "", sum(r[1] for r in WAGE_MONTHS), sum(r[2] for r in WAGE_MONTHS),
                   sum(r[1] - r[2] for r in WAGE_MONTHS), ""])
    for column in (3, 4, 5):
        money_format(months, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "บ้านดินรัตนา"
    for sub in ("เตาเผา", "ดินและเคลือบ", "ลูกค้าส่ง", "ค่าแรง", "แชท", "กลุ่มผู้ผลิต"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ค่าไฟ", "เงินกู้", "ภาษี", "ลูก"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    _firing_2568(shop / "เตาเผา" / "บันทึกเผาเตา_2568.xlsx")
    _firing_2567(shop / "เตาเผา" / "บันทึกเผาเตา_2567.xlsx")
    make_pdf(shop / "เตาเผา" / "KoratGas_invoice_KG6809-0412.pdf", GAS_INVOICE)
    write_slides(shop / "เตาเผา" / "แผนเตาแก๊สใหม่_2569.pptx", KILN_SLIDES)
    (shop / "เตาเผา" / "ไอเดียเตาใหม่_ร่าง.md").write_text(KILN_DRAFT, encoding="utf-8")
    write_docx(shop / "ดินและเคลือบ" / "ใบสั่งซื้อดิน_ดินทองมูล_ส.ค.2568.docx", CLAY_PO_TOP, table=CLAY_PO_TABLE,
               bottom=CLAY_PO_BOTTOM)
    (shop / "ดินและเคลือบ" / "ราคาดิน_ดินทองมูล_2567.md").write_text(CLAY_2567, encoding="utf-8")
    make_pdf(shop / "ดินและเคลือบ" / "ThaiCeramicMaterials_pricelist_2025.pdf", GLAZE_PRICELIST)
    (shop / "ดินและเคลือบ" / "สูตรน้ำเคลือบศิลาดล.md").write_text(GLAZE_RECIPE, encoding="utf-8")
    write_docx(shop / "ลูกค้าส่ง" / "ใบเสนอราคา_ภูหมอกรีสอร์ท_เขาใหญ่_2568-09.docx", RESORT_TOP, table=RESORT_TABLE,
               bottom=RESORT_BOTTOM)
    (shop / "ลูกค้าส่ง" / "ใบเสนอราคา_ภูหมอกรีสอร์ท_ร่าง.txt").write_text(RESORT_DRAFT, encoding="utf-8")
    write_docx(shop / "ลูกค้าส่ง" / "ใบเสนอราคา_หงส์ทองพันธุ์ไม้_จตุจักร_2568-08.docx", HONG_TOP, table=HONG_TABLE,
               bottom=HONG_BOTTOM)
    _sales(shop / "ลูกค้าส่ง" / "ยอดขายส่ง_2568.xlsx")
    (shop / "ลูกค้าส่ง" / "HearthClay_SG_enquiry_email.txt").write_text(SG_EMAIL, encoding="utf-8")
    _wages(shop / "ค่าแรง" / "ค่าแรงคนงาน_2568.xlsx")
    (shop / "ค่าแรง" / "ค่าแรงคนงาน_2567_สรุป.md").write_text(WAGES_2567, encoding="utf-8")
    (shop / "แชท" / "LINE_เจ๊หงส์_จตุจักร.txt").write_text(LINE_HONG, encoding="utf-8")
    (shop / "แชท" / "LINE_กลุ่มคนงานบ้านดิน.txt").write_text(LINE_WORKERS, encoding="utf-8")
    (shop / "กลุ่มผู้ผลิต" / "บันทึกประชุมกลุ่มผู้ผลิตด่านเกวียน_ส.ค.68.md").write_text(MEETING_NOTES, encoding="utf-8")
    make_pdf(home / "ค่าไฟ" / "PEA_bill_2025-08.pdf", PEA_AUG)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_2025-09.pdf", PEA_SEP)
    make_pdf(home / "เงินกู้" / "BAAC_loan_statement_2025-09.pdf", BAAC_PAGES)
    (home / "ภาษี" / "ภาษีที่ดิน_2568.md").write_text(LAND_TAX, encoding="utf-8")
    (home / "ลูก" / "ค่าเทอมน้องมิ้นท์_เทอม2_2568.md").write_text(SCHOOL_FEES, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Rattana's to-do list."""
    write_texts(workspect, WORKSPECT)
