"""A folder for a blind agent-task set (`--folder mushroom`): a Lamphun couple's mushroom farm and household papers.

Prasert and Buaphan Intawong (ลุงเสริฐ กับ ป้าบัวผัน อินต๊ะวงศ์) run ฟาร์มเห็ดบัวผัน in Ban Ruean, Pa Sang,
Lamphun: straw mushrooms grown in two houses and oyster mushrooms from bought spawn bags, sold to a stall at the
Lamphun municipal market and to restaurants. The folder holds this year's spawn-bag quote from their usual supplier
(docx, a table), last year's quote from the same supplier and another supplier's quote, monthly sales and costs for
Jan-Aug 2568 (xlsx, two sheets, Thai/English headers) and last year's sales (xlsx), a delivery log for the first half
of August with regular buyers (xlsx, two sheets), a Thai supply agreement with a restaurant (docx, a table) and a
similar one with a noodle shop plus a draft, a hotel's English email asking for oyster mushrooms, two LINE chat
exports (the market stall owner, the restaurant's cook), an English supplies price list and invoice (pdf) and last
year's price note (md), a note on July's straw-mushroom batch, slides of a plan for a third growing house in 2569
(pptx) and a draft of that idea, and household papers: two electricity bills and a BAAC loan statement (English
pdf), a note on the daughter's school fees, a household spending note and last year's sales summary; plus a
workspect that holds a to-do list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "ฟาร์มเห็ดบัวผัน (นางบัวผัน อินต๊ะวงศ์) 112 หมู่ 7 ต.บ้านเรือน อ.ป่าซาง จ.ลำพูน 51120 โทร 081-882-4173"
QUOTE_TOP = [
    "ใบเสนอราคา",
    "ฟาร์มเห็ดลุงคำ (นายคำปัน ใจมา) 45 หมู่ 3 ต.ท่ากว้าง อ.สารภี จ.เชียงใหม่ โทร 089-631-2270",
    "เลขที่ 68/031   วันที่ 5 มิถุนายน 2568",
    "เรียน ป้าบัวผัน ฟาร์มเห็ดบัวผัน อ.ป่าซาง จ.ลำพูน",
    "เรื่อง ก้อนเชื้อเห็ดสำหรับรอบเปิดดอก ก.ค.-ต.ค. 2568",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อก้อน", "จำนวนเงิน (บาท)"),
    ("1", "ก้อนเชื้อเห็ดนางฟ้าภูฏาน ขนาด 8 นิ้ว (เดินเชื้อเต็มก้อน)", "4,000 ก้อน", "9 บาท", "36,000"),
    ("2", "ก้อนเชื้อเห็ดนางรมฮังการี ขนาด 8 นิ้ว", "2,000 ก้อน", "9.50 บาท", "19,000"),
    ("3", "ค่าขนส่งถึงฟาร์ม ป่าซาง (2 เที่ยว)", "2 เที่ยว", "", "1,500"),
    ("", "รวมทั้งสิ้น", "", "", "56,500"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 16,950 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือจ่ายวันส่งของแต่ละเที่ยว",
    "ส่งของ 2 เที่ยว: เที่ยวแรก 1 กรกฎาคม 2568 เที่ยวที่สอง 15 สิงหาคม 2568",
    "ก้อนเสีย (ราดำ/ราเขียว) เกิน 5% ภายใน 14 วันหลังส่ง เปลี่ยนก้อนใหม่ให้ฟรี",
    "ยืนราคา 20 วัน",
    "ลงชื่อ คำปัน ใจมา ผู้เสนอราคา",
]
OLD_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ฟาร์มเห็ดลุงคำ (นายคำปัน ใจมา) ต.ท่ากว้าง อ.สารภี จ.เชียงใหม่",
    "เลขที่ 67/022   วันที่ 10 มิถุนายน 2567",
    "เรียน ป้าบัวผัน ฟาร์มเห็ดบัวผัน อ.ป่าซาง จ.ลำพูน",
]
OLD_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อก้อน", "จำนวนเงิน (บาท)"),
    ("1", "ก้อนเชื้อเห็ดนางฟ้าภูฏาน ขนาด 8 นิ้ว", "4,000 ก้อน", "8 บาท", "32,000"),
    ("2", "ก้อนเชื้อเห็ดนางรมฮังการี ขนาด 8 นิ้ว", "1,500 ก้อน", "8.50 บาท", "12,750"),
    ("3", "ค่าขนส่งถึงฟาร์ม", "1 เที่ยว", "", "1,200"),
    ("", "รวมทั้งสิ้น", "", "", "45,950"),
]
OLD_QUOTE_BOTTOM = ["เงื่อนไข: มัดจำ 30% ส่วนที่เหลือจ่ายวันส่งของ", "ลงชื่อ คำปัน ใจมา ผู้เสนอราคา"]
OTHER_QUOTE_TOP = [
    "ใบเสนอราคา ก้อนเชื้อเห็ด",
    "บ้านธิ มัชรูม ฟาร์ม (นางสาวอรุณี ปัญญาดี) อ.บ้านธิ จ.ลำพูน โทร 086-447-9015",
    "วันที่ 12 มิถุนายน 2568",
    "เรียน คุณบัวผัน อินต๊ะวงศ์",
]
OTHER_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อก้อน", "จำนวนเงิน (บาท)"),
    ("ก้อนเชื้อเห็ดนางฟ้าภูฏาน 7 นิ้ว", "4,000 ก้อน", "8.50 บาท", "34,000"),
    ("ค่าขนส่ง", "1 เที่ยว", "", "2,500"),
    ("รวม", "", "", "36,500"),
]
OTHER_QUOTE_BOTTOM = ["หมายเหตุ: ไม่มีก้อนเชื้อนางรมฮังการี ส่งได้ต้นเดือนสิงหาคม 2568 จ่ายเงินสดวันส่งของ"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
SALES_HEADERS = ("เดือน (Month)", "เห็ดฟาง กก. (Straw kg)", "เห็ดฟาง บาท (Straw THB)", "เห็ดนางฟ้า-นางรม กก. (Oyster kg)",
                 "เห็ดนางฟ้า-นางรม บาท (Oyster THB)", "รวมรายรับ (Total sales, THB)")
SALES = [(120, 13200, 420, 25200), (150, 15750, 380, 22800), (260, 24700, 300, 18000), (310, 27900, 250, 15000),
         (280, 25200, 330, 19800), (220, 20900, 450, 27000), (182, 16380, 520, 31200), (160, 14400, 560, 33600)]
COST_HEADERS = ("เดือน (Month)", "ก้อนเชื้อ (Spawn bags, THB)", "ฟาง/วัสดุเพาะ (Straw & materials, THB)",
                "ค่าไฟ-น้ำฟาร์ม (Farm power & water, THB)", "ค่าแรง (Labour, THB)", "น้ำมัน/ขนส่ง (Fuel, THB)",
                "รวมค่าใช้จ่าย (Total costs, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
COSTS = [(0, 2400, 1850, 6000, 1500, ""), (0, 2800, 1900, 6000, 1600, ""),
         (0, 4600, 2300, 7500, 1900, "จ้างน้าจันเพิ่มช่วงเห็ดฟางออกเยอะ"), (0, 5200, 2650, 7500, 2100, ""),
         (0, 4800, 2500, 7500, 2000, ""), (16950, 3900, 2200, 6000, 1800, "มัดจำก้อนเชื้อลุงคำ 30%"),
         (19775, 3300, 2150, 6000, 1700, "ก้อนเชื้อเที่ยวแรก"), (19775, 3100, 2380, 6000, 1900, "ก้อนเชื้อเที่ยวสอง")]
OLD_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
OLD_SALES = [(110, 11000, 360, 21600), (140, 13300, 340, 20400), (230, 20700, 280, 16800), (290, 24650, 220, 13200),
             (250, 21250, 300, 18000), (200, 18000, 400, 24000), (175, 15750, 460, 27600), (150, 13500, 480, 28800),
             (140, 12600, 470, 28200), (130, 11700, 440, 26400), (100, 10000, 430, 25800), (90, 9000, 400, 24000)]
DELIVERY_HEADERS = ("วันที่ (Date)", "ลูกค้า (Buyer)", "เห็ด (Mushroom)", "กก. (kg)", "ราคา/กก. (THB/kg)",
                    "เป็นเงิน (Amount, THB)", "สถานะเงิน (Payment)")
DELIVERIES = [
    ("01/08/2568", "ครัวหริภุญชัย", "นางฟ้า", 15, 65, "รอรอบบิล 15 วัน"),
    ("02/08/2568", "เจ๊หงส์ แผงผักตลาดเทศบาลลำพูน", "เห็ดฟาง", 20, 85, "เงินสด"),
    ("02/08/2568", "เจ๊หงส์ แผงผักตลาดเทศบาลลำพูน", "นางฟ้า", 30, 55, "เงินสด"),
    ("04/08/2568", "ร้านก๋วยเตี๋ยวเจ๊ศรี", "นางฟ้า", 8, 60, "ค้างจ่าย"),
    ("05/08/2568", "ครัวหริภุญชัย", "เห็ดฟาง", 10, 95, "รอรอบบิล 15 วัน"),
    ("06/08/2568", "ร้านลาบเฮือนคำ", "นางฟ้า", 12, 60, "ค้างจ่าย"),
    ("08/08/2568", "ครัวหริภุญชัย", "นางฟ้า", 15, 65, "รอรอบบิล 15 วัน"),
    ("09/08/2568", "เจ๊หงส์ แผงผักตลาดเทศบาลลำพูน", "นางฟ้า", 35, 55, "โอนแล้ว"),
    ("11/08/2568", "ร้านก๋วยเตี๋ยวเจ๊ศรี", "นางฟ้า", 8, 60, "โอนแล้ว"),
    ("12/08/2568", "ครัวหริภุญชัย", "เห็ดฟาง", 10, 95, "รอรอบบิล 15 วัน"),
    ("13/08/2568", "ร้านลาบเฮือนคำ", "นางฟ้า", 10, 60, "ค้างจ่าย"),
    ("15/08/2568", "ครัวหริภุญชัย", "นางฟ้า", 15, 65, "รอรอบบิล 15 วัน"),
]
BUYER_HEADERS = ("ลูกค้าประจำ (Regular buyer)", "ติดต่อ (Contact)", "โทร (Phone)", "รับเห็ดวันไหน (Delivery days)",
                 "จ่ายเงิน (Pays)")
BUYERS = [
    ("ครัวหริภุญชัย", "พี่ต้อม (หัวหน้าครัว)", "053-510-448", "อังคาร / ศุกร์", "ทุก 15 วัน"),
    ("เจ๊หงส์ แผงผักตลาดเทศบาลลำพูน", "เจ๊หงส์", "081-960-3352", "เสาร์", "เงินสด/โอน"),
    ("ร้านก๋วยเตี๋ยวเจ๊ศรี ป่าซาง", "เจ๊ศรี", "087-174-2091", "จันทร์", "รายสัปดาห์"),
    ("ร้านลาบเฮือนคำ", "อ้ายหนุ่ม", "093-225-8710", "พุธ", "สิ้นเดือน"),
]
AGREE_TOP = [
    "ข้อตกลงการส่งเห็ดสด",
    "ทำที่ อำเภอเมืองลำพูน วันที่ 24 มิถุนายน 2568",
    "ผู้ซื้อ: ร้านอาหารครัวหริภุญชัย 18 ถนนอินทยงยศ ตำบลในเมือง อำเภอเมืองลำพูน โดย นายธีรวัฒน์ ศรีวิชัย (พี่ต้อม) หัวหน้าครัว",
    "ผู้ขาย: " + FARM,
    "ข้อ 1. ผู้ขายส่งเห็ดสดให้ผู้ซื้อทุกวันอังคารและวันศุกร์ ถึงร้านก่อนเวลา 9.00 น. ตามตารางท้ายข้อตกลง",
    "ข้อ 2. ข้อตกลงมีผลตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ผู้ซื้อชำระเงินทุก 15 วัน (วันที่ 15 และสิ้นเดือน) โดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ขาย",
    "ข้อ 4. เห็ดฟางต้องเป็นดอกตูม ไม่บาน หากเห็ดไม่ได้คุณภาพ ผู้ขายเปลี่ยนให้หรือลดราคาตามที่ตกลง",
    "ข้อ 5. ช่วงเทศกาลกินเจ ผู้ซื้ออาจสั่งเพิ่มได้ โดยแจ้งล่วงหน้า 3 วัน",
    "ตารางท้ายข้อตกลง",
]
AGREE_TABLE = [
    ("ชนิดเห็ด", "ปริมาณต่อสัปดาห์", "ราคาต่อกิโลกรัม", "หมายเหตุ"),
    ("เห็ดนางฟ้า", "15 กก. (ส่งวันศุกร์)", "65 บาท", "คัดดอกสวย ตัดโคน"),
    ("เห็ดฟาง", "10 กก. (ส่งวันอังคาร)", "95 บาท", "ดอกตูมเท่านั้น"),
]
AGREE_BOTTOM = ["ลงชื่อ ธีรวัฒน์ ศรีวิชัย ผู้ซื้อ", "ลงชื่อ บัวผัน อินต๊ะวงศ์ ผู้ขาย", "ลงชื่อ ประเสริฐ อินต๊ะวงศ์ พยาน"]
NOODLE_TOP = [
    "ข้อตกลงส่งเห็ดนางฟ้า ร้านก๋วยเตี๋ยวเจ๊ศรี ป่าซาง",
    "วันที่ 3 มีนาคม 2568",
    "ผู้ซื้อ: นางศรีนวล คำแสน (เจ๊ศรี) ร้านก๋วยเตี๋ยวเจ๊ศรี หน้าตลาดป่าซาง   ผู้ขาย: ฟาร์มเห็ดบัวผัน",
    "ข้อ 1. ส่งเห็ดนางฟ้าทุกวันจันทร์ ก่อน 7 โมงเช้า",
    "ข้อ 2. จ่ายเงินรายสัปดาห์ทุกวันจันทร์ถัดไป",
]
NOODLE_TABLE = [
    ("ชนิดเห็ด", "ปริมาณต่อสัปดาห์", "ราคาต่อกิโลกรัม"),
    ("เห็ดนางฟ้า", "8 กก.", "60 บาท"),
]
DRAFT_AGREE = """ร่าง ข้อตกลงส่งเห็ด ครัวหริภุญชัย (ยังไม่ได้คุยราคาสุดท้าย)
- นางฟ้า อาทิตย์ละ 12 กก. กิโลละ 60
- เห็ดฟาง อาทิตย์ละ 8 กก. กิโลละ 90
- ส่งวันจันทร์กับพฤหัส? พี่ต้อมบอกขอเป็นอังคาร/ศุกร์
- จ่ายสิ้นเดือน
"""
HOTEL_EMAIL = """From: Natthaya Pongsai <purchasing@pingriversidehotel.co.th>
To: Buaphan Mushroom Farm <buaphan.farm@gmail.com>
Date: Wed, 20 Aug 2025 14:05:37 +0700
Subject: Supply of fresh oyster mushrooms - Ping Riverside Hotel, Chiang Mai

Dear Khun Buaphan,

I am the purchasing manager of Ping Riverside Hotel (Charoenrat Road, Chiang Mai). Our executive chef tried
your oyster mushrooms at the Lamphun market and would like a regular supply for our two restaurants:

- Grey oyster mushrooms (nang fah): 40 kg per week
- Delivery twice a week, Monday and Thursday, to the hotel kitchen before 7:00
- Trial period of 3 months from 1 October 2025

Our budget is no more than 70 THB per kg, delivered. Please send your price by 30 September 2025, together
with a copy of your GAP certificate for the farm and a photo of your packing area.
We pay by bank transfer 30 days after the invoice.

Kind regards,
Natthaya Pongsai
Purchasing Manager, Ping Riverside Hotel
Tel. 053-241-880 ext. 214
"""
LINE_HONG = """[LINE] ประวัติการแชทกับ เจ๊หงส์ ตลาดเทศบาล
บันทึกเมื่อ: 01/08/2568 21:10

พ., 30/07/2568
17:20\tเจ๊หงส์ ตลาดเทศบาล\tป้าบัวผัน เสาร์นี้เอาเห็ดฟาง 20 โลนะ นางฟ้า 30 โล
17:25\tบัวผัน\tได้จ้ะ เห็ดฟางช่วงนี้ฝนตกออกน้อย ขอกิโลละ 85 นะเจ๊
17:31\tเจ๊หงส์ ตลาดเทศบาล\tแพงไปป้า ตลาดสดเค้าขาย 90 เจ๊ต้องเอากำไรด้วย 80 ได้ไหม
17:40\tบัวผัน\tดอกตูมคัดให้อย่างดีเลย 85 นะเจ๊ นางฟ้าให้ 55 เท่าเดิม
17:42\tเจ๊หงส์ ตลาดเทศบาล\tโอเค ตามนั้น ส่งก่อนตี 5 ครึ่งนะ ของมาช้าขายไม่ทัน

ศ., 01/08/2568
20:55\tบัวผัน\tพรุ่งนี้ลุงเสริฐเอาไปส่ง ตี 5 ถึงแผงจ้ะ
21:02\tเจ๊หงส์ ตลาดเทศบาล\tเงินเจ๊จ่ายสดเลย 3,350 นะป้า
"""
LINE_TOM = """[LINE] ประวัติการแชทกับ พี่ต้อม ครัวหริภุญชัย
บันทึกเมื่อ: 13/08/2568 19:30

อ., 12/08/2568
10:12\tพี่ต้อม ครัวหริภุญชัย\tป้าครับ เห็ดฟางเช้านี้บานไปเกือบครึ่งเลย ทำต้มยำไม่สวย ลูกค้าทัก
10:13\tพี่ต้อม ครัวหริภุญชัย\t[รูปภาพ]
10:40\tบัวผัน\tขอโทษจ้ะพี่ต้อม เมื่อคืนไฟดับ พัดลมในโรงเรือนไม่ทำงาน เห็ดเลยบานเร็ว
10:45\tบัวผัน\tรอบนี้ 10 โลคิดแค่ 5 โลพอ ลดให้ 475 บาทนะจ๊ะ ศุกร์นี้คัดดอกตูมให้อย่างดี
10:52\tพี่ต้อม ครัวหริภุญชัย\tโอเคครับ ขอบคุณป้า
11:05\tพี่ต้อม ครัวหริภุญชัย\tแล้วช่วงกินเจ ต.ค. นี้ขอนางฟ้าเพิ่มเป็นอาทิตย์ละ 30 โลนะครับ เริ่ม 21 ต.ค.
11:10\tบัวผัน\tได้จ้ะ เดี๋ยวป้าสั่งก้อนเชื้อเพิ่ม
"""
PRICELIST = [
    "LANNA AGRI SUPPLY CO., LTD.\n"
    "88/2 Lamphun-Pa Sang Road, Ban Ruean, Pa Sang, Lamphun 51120  Tel. 053-521-906\n"
    "FARM SUPPLIES PRICE LIST - effective 1 May 2025 (prices in THB, VAT included)\n"
    " \n"
    "Heat-resistant PP bags 7x11 in, per kg ......... 78\n"
    "Plastic neck rings, pack of 1,000 .............. 420\n"
    "Cotton plugs, per kg ........................... 120\n"
    "Rubber bands, per kg ........................... 85\n"
    "Rubber-wood sawdust, 6-wheel truck load ........ 4,500\n"
    "Rice bran, 30 kg sack .......................... 360\n"
    "Gypsum, 25 kg sack ............................. 150\n"
    "Agricultural lime, 25 kg sack .................. 95\n"
    "Rice straw, bale ............................... 35\n"
    "Black shade net 80%, 2 x 100 m roll ............ 2,650\n"
    "Fogging nozzle set (10 heads) .................. 450\n"
    " \n"
    "Terms: free delivery within Pa Sang for orders over 3,000 THB. Cash at the counter 3% off.\n"
    "Regular farm customers may pay within 30 days.",
]
INVOICE = [
    "LANNA AGRI SUPPLY CO., LTD.\nINVOICE No. LA25-0816\nDate: 16 August 2025\n"
    "Customer: Buaphan Mushroom Farm (Mrs. Buaphan Intawong), 112 Moo 7, Ban Ruean, Pa Sang, Lamphun\n"
    " \n"
    "Rice straw, bale                     40 x 35      1,400.00\n"
    "Rice bran, 30 kg sack                 2 x 360       720.00\n"
    "Agricultural lime, 25 kg sack         2 x 95        190.00\n"
    "Black shade net 80%, 2 x 100 m        1 x 2,650   2,650.00\n"
    "Fogging nozzle set (10 heads)         1 x 450       450.00\n"
    " \n"
    "TOTAL (VAT included)                              5,410.00\n"
    "Delivered free to farm on 16 August 2025.\n"
    "Payment due: 15 September 2025 (30 days credit). Transfer to Kasikorn Bank 034-1-55820-7.",
]
PEA_AUG = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pa Sang District Office\nELECTRICITY BILL\n"
    "Customer: Mr. Prasert Intawong   Account No. 020011458731\n"
    "Address: 112 Moo 7, Ban Ruean, Pa Sang, Lamphun 51120   Tariff 1.2 Residential\n"
    "Billing month: August 2025   Meter read on 18 August 2025\n"
    " \n"
    "Previous reading 24,516   Present reading 25,128   Units used 612 kWh\n"
    "Energy charge 2,387.50\nFt charge 120.75\nService charge 38.22\nVAT 7% 178.25\n"
    " \n"
    "AMOUNT DUE 2,724.72 THB\n"
    "Please pay by 25 August 2025. Service may be disconnected if unpaid after the due date.",
]
PEA_JUL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pa Sang District Office\nELECTRICITY BILL\n"
    "Customer: Mr. Prasert Intawong   Account No. 020011458731\n"
    "Address: 112 Moo 7, Ban Ruean, Pa Sang, Lamphun 51120   Tariff 1.2 Residential\n"
    "Billing month: July 2025   Meter read on 18 July 2025\n"
    " \n"
    "Previous reading 23,968   Present reading 24,516   Units used 548 kWh\n"
    "Energy charge 2,125.30\nFt charge 108.12\nService charge 38.22\nVAT 7% 159.01\n"
    " \n"
    "AMOUNT DUE 2,430.65 THB\n"
    "Please pay by 25 July 2025.",
]
BAAC = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC) - Pa Sang Branch\n"
    "LOAN ACCOUNT STATEMENT as of 31 August 2025\n"
    "Borrower: Mrs. Buaphan Intawong   Loan account 1-0274-58812-3\n"
    "Purpose: second mushroom growing house and water pump (farm investment loan)\n"
    " \n"
    "Loan amount 150,000.00 THB, drawn 15 March 2024, term 5 years\n"
    "Interest rate 6.50% per year\n"
    "Installment: yearly, 30,000.00 THB principal plus interest, due 31 March each year\n"
    "Paid 31 March 2025: principal 30,000.00 + interest 9,750.00\n"
    " \n"
    "Outstanding principal 120,000.00 THB\n"
    "Next installment due 31 March 2026: principal 30,000.00 + interest about 7,800.00\n"
    "Prepayment is allowed at any time without fee.",
]
STRAW_NOTE = """# เพาะเห็ดฟางในโรงเรือน รอบ ก.ค. 2568

- เริ่มหมักฟาง 2 ก.ค. 68 ใช้ฟาง 60 ฟ่อน (ฟ่อนละ 35 บาท) + ขี้ฝ้าย/รำ + เชื้อเห็ดฟาง 90 ถุง
- ขึ้นชั้นโรงเรือนหลังที่ 1 และ 2 วันที่ 5 ก.ค. อบไอน้ำ 4 ชม. ให้ได้ 65-70 องศา
- เปิดดอกวันที่ 14 ก.ค. เก็บได้ 12 วัน (14-25 ก.ค.)
- ผลผลิตรวม 182 กก. (หลังที่ 1 = 104 กก., หลังที่ 2 = 78 กก.)
- หลังที่ 2 มีราเมือกขึ้นมุมตะวันตก น่าจะเพราะหลังคารั่วตอนฝนตกวันที่ 18 ก.ค.
- ขายได้เฉลี่ยกิโลละ 90 บาท รวม 16,380 บาท
- รอบหน้า: ซ่อมหลังคาหลังที่ 2 ก่อน, ลองใช้ทะลายปาล์มผสมฟางดู, ต้องมีไฟสำรองเวลาไฟดับ
"""
PLAN_SLIDES = [
    ("โรงเรือนเห็ดนางฟ้าหลังที่ 3 ปี 2569 (Third oyster house, 2026)",
     "ฟาร์มเห็ดบัวผัน ป่าซาง ลำพูน\nประเสริฐ - บัวผัน อินต๊ะวงศ์   กันยายน 2568"),
    ("ทำไมต้องสร้างเพิ่ม (Why)", "Oyster sales Jan-Aug 2568: 3,210 kg, 192,600 THB\n"
                                 "Restaurants and the Ping Riverside Hotel want more every week\n"
                                 "Two houses hold only 6,000 bags"),
    ("โรงเรือนใหม่ (New house)", "Size 6 x 12 m, bamboo frame, shade net, fogging system\n"
                                 "Holds 5,000 spawn bags\nBuild cost 68,000 THB (materials 52,000 + labour 16,000)"),
    ("เงินทุน (Money)", "BAAC farm loan 100,000 THB, 3 years\n"
                        "Use 68,000 for the house, the rest for the first 3,000 spawn bags\n"
                        "Start building January 2026, first harvest April 2026"),
    ("เป้าหมาย (Targets)", "Extra 900 kg of oyster mushrooms per round\n"
                           "Extra income about 18,000 THB a month\nGet GAP certificate before March 2026"),
]
DRAFT_PLAN = """# ไอเดียโรงเรือนใหม่ (ร่าง ก.ค. 68)
- ทำหลังเล็ก 5x10 ม. ไหม ใส่ได้ 4,000 ก้อน
- ค่าทำประมาณ 55,000 ถามช่างหมู่บ้านก่อน
- เงินจากไหน กู้ ธ.ก.ส. หรือรอขายเห็ดช่วงกินเจก่อน
- ถามพี่ต้อมว่าปีหน้าจะเอานางฟ้าเพิ่มแน่ไหม
"""
SCHOOL_NOTE = """# ค่าเทอม น้องแพร ม.4 ภาคเรียนที่ 1/2568 (โรงเรียนป่าซาง)

- ค่าบำรุงการศึกษา 2,500 บาท
- ค่าเรียนเสริมห้องวิทย์-คณิต 3,800 บาท
- ค่าชุดนักเรียน 2 ชุด + ชุดพละ 1,650 บาท
- ค่าหนังสือนอกเหนือจากที่โรงเรียนแจก 920 บาท
- รวมจ่ายวันที่ 12 พ.ค. 2568 = 8,870 บาท (จ่ายที่ห้องการเงิน)
- ค่ารถรับส่ง เดือนละ 700 บาท จ่ายพี่วินทุกต้นเดือน
- เทอม 2 ต้องจ่ายอีกประมาณ 6,300 บาท ช่วง ต.ค.
"""
HOUSE_NOTE = """# ค่าใช้จ่ายในบ้าน ส.ค. 68
- ค่าไฟบ้าน (รวมปั๊มน้ำกับพัดลมโรงเรือน) 2,724.72 บาท ยังไม่ได้จ่าย
- ค่าน้ำประปาหมู่บ้าน 180
- กับข้าว ตลาด ประมาณ 6,500
- ค่ารถน้องแพร 700
- ค่าโทรศัพท์ 2 เครื่อง 598
- ส่งเงินให้แม่ 2,000
"""
DISTRACTORS = {
    "ฟาร์มเห็ด/วัสดุอุปกรณ์/ราคาวัสดุ_ลานนาอะกริ_2567.md":
        "# ราคาวัสดุ ร้านลานนาอะกริซัพพลาย ป่าซาง (ใบราคาปี 2567 เก่า)\n\n"
        "- ถุงพีพีทนร้อน 7x11 กิโลละ 72 บาท\n- คอขวดพลาสติก แพ็ค 1,000 ตัว 390 บาท\n"
        "- ขี้เลื่อยไม้ยางพารา เต็มคันรถหกล้อ 4,200 บาท\n- รำละเอียด กระสอบ 30 กก. 330 บาท\n"
        "- ฟางข้าว ฟ่อนละ 30 บาท\n- สแลนดำ 80% ม้วน 2x100 ม. 2,450 บาท\n",
    "บ้าน/สรุปยอดขายเห็ด_ปี2567.md":
        "# สรุปยอดขายเห็ด ปี 2567 (ปีที่แล้ว)\n\n- ขายทั้งปี 456,250 บาท\n"
        "- เห็ดฟาง 2,005 กก. เห็ดนางฟ้า-นางรม 4,580 กก.\n"
        "- เดือนที่ขายดีสุด ก.ค. 2567 43,350 บาท\n- ค่าก้อนเชื้อทั้งปี 45,950 บาท (ลุงคำ)\n",
    "ฟาร์มเห็ด/ลูกค้า/ร่างข้อตกลง_ครัวหริภุญชัย.md": DRAFT_AGREE,
    "ฟาร์มเห็ด/โรงเรือน/ไอเดียโรงเรือนใหม่_ร่าง.md": DRAFT_PLAN,
}
WORKSPECT = {"todo.md": "- ส่งราคาให้โรงแรมปิงริเวอร์ไซด์ก่อนสิ้น ก.ย.\n- จ่ายค่าไฟ\n"
                        "- ทวงเงินร้านลาบเฮือนคำ\n- ซ่อมหลังคาโรงเรือนหลังที่ 2\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายเห็ด ฟาร์มเห็ดบัวผัน ม.ค.-ส.ค. 2568 (Mushroom sales, Jan-Aug 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row, row[1] + row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(r[1] + r[3] for r in SALES)])
    for column in (3, 5, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Costs")
    costs.append(["ค่าใช้จ่ายและกำไร ม.ค.-ส.ค. 2568 (Costs and profit)"])
    costs.append(list(COST_HEADERS))
    for month, sale, row in zip(MONTHS, SALES, COSTS):
        total = sum(row[:5])
        costs.append([month, *row[:5], total, sale[1] + sale[3] - total, row[5]])
    totals = [sum(column) for column in list(zip(*COSTS))[:5]]
    costs.append(["รวม (Total)", *totals, sum(totals), sum(r[1] + r[3] for r in SALES) - sum(totals), ""])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


def _old_sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายเห็ด ปี 2567 (Mushroom sales 2024)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(OLD_MONTHS, OLD_SALES):
        sheet.append([month, *row, row[1] + row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*OLD_SALES)),
                  sum(r[1] + r[3] for r in OLD_SALES)])
    for column in (3, 5, 6):
        money_format(sheet, column)
    book.save(path)


def _deliveries(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ส่งเห็ด 1-15 ส.ค."
    sheet.append(["ตารางส่งเห็ดลูกค้าประจำ 1-15 สิงหาคม 2568 (Deliveries)"])
    sheet.append(list(DELIVERY_HEADERS))
    for date, buyer, kind, kg, price, status in DELIVERIES:
        sheet.append([date, buyer, kind, kg, price, kg * price, status])
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in DELIVERIES), "",
                  sum(r[3] * r[4] for r in DELIVERIES), ""])
    sheet.append(["ยอดค้างจ่าย (Unpaid)", "", "", "", "",
                  sum(r[3] * r[4] for r in DELIVERIES if r[5] == "ค้างจ่าย"), "ต้องทวง"])
    money_format(sheet, 6)
    buyers = book.create_sheet("ลูกค้าประจำ Buyers")
    buyers.append(list(BUYER_HEADERS))
    for row in BUYERS:
        buyers.append(list(row))
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the only indexed root)."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มเห็ด"
    for sub in ("ก้อนเชื้อ", "บัญชี", "ลูกค้า", "แชท", "วัสดุอุปกรณ์", "โรงเรือน"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    spawn = farm / "ก้อนเชื้อ"
    write_docx(spawn / "ใบเสนอราคา_ก้อนเชื้อ_ฟาร์มเห็ดลุงคำ_2568.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    write_docx(spawn / "ใบเสนอราคา_ก้อนเชื้อ_ฟาร์มเห็ดลุงคำ_2567.docx", OLD_QUOTE_TOP, table=OLD_QUOTE_TABLE,
               bottom=OLD_QUOTE_BOTTOM)
    write_docx(spawn / "ใบเสนอราคา_ก้อนเชื้อ_บ้านธิมัชรูม_2568.docx", OTHER_QUOTE_TOP, table=OTHER_QUOTE_TABLE,
               bottom=OTHER_QUOTE_BOTTOM)
    _sales(farm / "บัญชี" / "ยอดขายเห็ด_2568.xlsx")
    _old_sales(farm / "บัญชี" / "ยอดขายเห็ด_2567.xlsx")
    _deliveries(farm / "บัญชี" / "ตารางส่งเห็ด_ลูกค้าประจำ_สค68.xlsx")
    write_docx(farm / "ลูกค้า" / "ข้อตกลงส่งเห็ด_ครัวหริภุญชัย_2568.docx", AGREE_TOP, table=AGREE_TABLE,
               bottom=AGREE_BOTTOM)
    write_docx(farm / "ลูกค้า" / "ข้อตกลงส่งเห็ด_ก๋วยเตี๋ยวเจ๊ศรี_2568.docx", NOODLE_TOP, table=NOODLE_TABLE,
               bottom=["ลงชื่อ ศรีนวล คำแสน", "ลงชื่อ บัวผัน อินต๊ะวงศ์"])
    (farm / "ลูกค้า" / "PingRiverside_hotel_email.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    (farm / "แชท" / "LINE_เจ๊หงส์_ตลาดเทศบาล.txt").write_text(LINE_HONG, encoding="utf-8")
    (farm / "แชท" / "LINE_พี่ต้อม_ครัวหริภุญชัย_2568-08.txt").write_text(LINE_TOM, encoding="utf-8")
    make_pdf(farm / "วัสดุอุปกรณ์" / "LannaAgri_pricelist_2025-05.pdf", PRICELIST)
    make_pdf(farm / "วัสดุอุปกรณ์" / "LannaAgri_invoice_LA25-0816.pdf", INVOICE)
    (farm / "โรงเรือน" / "บันทึกเห็ดฟาง_รอบกค68.md").write_text(STRAW_NOTE, encoding="utf-8")
    write_slides(farm / "โรงเรือน" / "แผนโรงเรือนหลังที่3_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_bill_2025-08.pdf", PEA_AUG)
    make_pdf(home / "PEA_bill_2025-07.pdf", PEA_JUL)
    make_pdf(home / "BAAC_loan_statement_2025-08.pdf", BAAC)
    (home / "ค่าเทอมน้องแพร_เทอม1_2568.md").write_text(SCHOOL_NOTE, encoding="utf-8")
    (home / "ค่าใช้จ่ายบ้าน_สค68.md").write_text(HOUSE_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
