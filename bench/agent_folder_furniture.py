"""A folder for a blind agent-task set (`furniture`): a small furniture workshop's papers plus household papers.

Prasit Thongkham (ช่างสิทธิ์) runs Sit Woodwork (สิทธิ์งานไม้) with two workers in Hang Dong, Chiang Mai: a Thai
quote for a built-in wardrobe for Khun Malee (docx, a table) with an unsent draft of it and his measuring note,
a Thai quote for a restaurant's dining tables and chairs (docx, a table) with last year's quote for the same
restaurant, sales and expenses by month for January-August 2568 (xlsx, two sheets, Thai/English headers) and
last year's sales with a month per column, an order queue with his workers' pay for August (xlsx, two sheets),
his timber yard's English price list and invoice (pdf) and last year's prices (md), two LINE chat exports (Khun
Malee about the wardrobe, the restaurant owner about delivery), an English email from a resort in Pai asking for
a quote (txt), slides of his 2569 workshop plan (pptx) and a draft of it, and the workshop land lease (docx);
household papers: the house electricity bill and the home loan statement (English pdf), his daughter's school
fee notice (docx, a table) with last term's fee note, a household spending note and an old refinance offer; plus
a workspect that holds a to-do list. Written blind of the engine's rules. Every figure a task checks is here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WARDROBE_TOP = [
    "ใบเสนอราคา",
    "สิทธิ์งานไม้ (นายประสิทธิ์ ทองคำ) 145 หมู่ 6 ต.หนองควาย อ.หางดง จ.เชียงใหม่ 50230 โทร 081-882-4516",
    "เลขที่ QT68-021   วันที่ 4 สิงหาคม 2568",
    "เรียน คุณมาลี ศรีวงศ์ บ้านเลขที่ 22/7 หมู่บ้านสวนแม่เหียะ ต.แม่เหียะ อ.เมือง จ.เชียงใหม่",
    "เรื่อง ทำตู้เสื้อผ้าบิวท์อินห้องนอนใหญ่ พร้อมชั้นวางรองเท้าและโต๊ะเครื่องแป้ง",
]
WARDROBE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ตู้เสื้อผ้าบิวท์อิน ไม้ยางพาราประสาน กว้าง 2.4 ม. สูง 2.6 ม. บานเปิด 4 บาน", "1 ชุด", "24,800"),
    ("2", "ชั้นวางรองเท้า ไม้ยางพารา ยาว 1.2 ม. 4 ชั้น", "1 ชุด", "4,900"),
    ("3", "โต๊ะเครื่องแป้งพร้อมกระจก ไม้ยางพารา", "1 ตัว", "6,300"),
    ("4", "ค่าขนส่งและติดตั้งหน้างาน", "1 งาน", "2,500"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "38,500"),
]
WARDROBE_BOTTOM = [
    "ทำสีย้อมโอ๊คด้าน เคลือบด้านกันชื้น มือจับสแตนเลสสีดำ บานพับโช้คปิดนุ่ม",
    "เงื่อนไข: ชำระมัดจำ 40% เป็นเงิน 15,400 บาท เมื่อตกลงสั่งทำ ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "ระยะเวลาทำงาน 30 วันหลังได้รับเงินมัดจำ รับประกันงานไม้และบานพับ 1 ปี",
    "ใบเสนอราคานี้ยืนราคา 20 วัน",
    "ลงชื่อ ประสิทธิ์ ทองคำ ผู้เสนอราคา",
]
WARDROBE_DRAFT = """ร่างใบเสนอราคา คุณมาลี (ยังไม่ได้ส่ง ใช้ไม้ปาร์ติเกิลบอร์ดปิดผิว คุณมาลีไม่เอา อยากได้ไม้จริง)
- ตู้เสื้อผ้าบิวท์อิน 2.4 ม. ปาร์ติเกิล 22,500
- ชั้นวางรองเท้า 4,200
- โต๊ะเครื่องแป้ง 6,000
- ค่าติดตั้ง 2,500
รวม 35,200 บาท มัดจำ 40% = 14,080
"""
MEASURE_NOTE = """# วัดหน้างาน บ้านคุณมาลี หมู่บ้านสวนแม่เหียะ 2 ส.ค. 2568

- ผนังห้องนอนใหญ่ฝั่งหน้าต่าง กว้าง 2.42 ม. สูงถึงฝ้า 2.63 ม. ทำตู้ 2.4 x 2.6 ม. ลึก 60 ซม.
- ผนังปูน เจาะยึดได้ ปลั๊กไฟอยู่มุมซ้าย ต้องเว้นช่อง
- พื้นกระเบื้องเอียงนิดหน่อย ต้องทำขารองปรับระดับ
- ชั้นรองเท้าวางหน้าห้องน้ำ ยาว 1.2 ม.
- โต๊ะแป้งขอแบบมีลิ้นชัก 3 ช่อง
- บอกราคาคร่าวๆ ไปว่าประมาณ 35,000-40,000 บาท แล้วแต่ไม้
- คุณมาลีอยากได้ก่อนกลางเดือน ก.ย. ญาติจะมาพัก
"""
DINING_TOP = [
    "ใบเสนอราคา",
    "สิทธิ์งานไม้ (นายประสิทธิ์ ทองคำ) 145 หมู่ 6 ต.หนองควาย อ.หางดง จ.เชียงใหม่ โทร 081-882-4516",
    "เลขที่ QT68-017   วันที่ 15 กรกฎาคม 2568",
    "เรียน คุณวิไลวรรณ ปัญญาดี (เจ๊วิ) ร้านครัวบ้านดอย ซอยนิมมานเหมินท์ 9 อ.เมือง จ.เชียงใหม่",
    "เรื่อง ชุดโต๊ะอาหารและเก้าอี้ไม้สักสำหรับร้าน (ขยายโซนหลังร้าน)",
]
DINING_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "โต๊ะอาหารไม้สักเก่า 4 ที่นั่ง 80 x 120 ซม.", "6 ตัว", "6,800", "40,800"),
    ("2", "เก้าอี้ไม้สักมีพนักพิง", "24 ตัว", "1,650", "39,600"),
    ("3", "เคลือบโพลียูรีเทน (PU) กันน้ำกันคราบ", "1 งาน", "", "4,200"),
    ("4", "ค่าขนส่ง หางดง - นิมมานฯ", "1 งาน", "", "1,800"),
    ("", "รวมทั้งสิ้น", "", "", "86,400"),
]
DINING_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% เป็นเงิน 43,200 บาท ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของภายใน 45 วันหลังได้รับมัดจำ รับประกันข้อต่อและขาโต๊ะ 2 ปี",
    "ลงชื่อ ประสิทธิ์ ทองคำ ผู้เสนอราคา",
]
DINING_OLD = """ใบเสนอราคา สิทธิ์งานไม้  เลขที่ QT67-009  วันที่ 3 มีนาคม 2567
เรียน เจ๊วิ ร้านครัวบ้านดอย (ร้านเปิดใหม่)

1. โต๊ะอาหารไม้สักเก่า 4 ที่นั่ง 80 x 120 ซม.  4 ตัว  ตัวละ 6,200  = 24,800
2. เก้าอี้ไม้สักมีพนักพิง  16 ตัว  ตัวละ 1,500  = 24,000
3. เคลือบ PU  1 งาน  = 2,900
4. ค่าขนส่ง  1 งาน  = 1,500
รวมทั้งสิ้น 53,200 บาท  มัดจำ 50% = 26,600 บาท
(ลูกค้าตกลงแล้ว ส่งของ 20 เม.ย. 2567)
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
SALES_HEADERS = ("เดือน (Month)", "งานสั่งทำ (Custom orders, THB)", "ขายหน้าร้าน (Showroom sales, THB)",
                 "ซ่อม/ทำสีใหม่ (Repair & refinish, THB)", "รวมยอดขาย (Total sales, THB)", "จำนวนออเดอร์ (Orders)")
SALES = [(62000, 18500, 4200, 9), (48500, 22300, 3600, 8), (91200, 25800, 5100, 12), (55400, 16900, 2800, 7),
         (78600, 19700, 6400, 11), (104300, 21400, 3900, 14), (86800, 17600, 4700, 12), (73500, 20900, 5300, 10)]
COST_HEADERS = ("เดือน (Month)", "ไม้ (Timber, THB)", "วัสดุ/อุปกรณ์ (Hardware & finish, THB)",
                "ค่าแรงลูกน้อง (Wages, THB)", "ค่าไฟโรงงาน (Workshop power, THB)", "ค่าเช่าที่ (Rent, THB)",
                "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                "หมายเหตุ (Note)")
COSTS = [(24500, 6800, 20400, 3100, 6500, 1200, ""), (19800, 5900, 19600, 2900, 6500, 800, ""),
         (38600, 9400, 21800, 3900, 6500, 1500, ""), (21300, 5200, 16200, 3600, 6500, 900, "หยุดสงกรานต์ 6 วัน"),
         (31900, 8100, 21200, 3800, 6500, 12800, "ซ่อมเครื่องรีดไม้ (planer)"),
         (42700, 10300, 22400, 4100, 6500, 1300, ""), (35200, 8700, 21800, 3800, 6500, 1100, ""),
         (30400, 7900, 20370, 3500, 6500, 1400, "")]
OLD_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
OLD_SALES = [
    ("งานสั่งทำ (Custom orders)", [51000, 43200, 76500, 48900, 66300, 88400, 71200, 64800, 58100, 79600, 95300,
                                   102700]),
    ("ขายหน้าร้าน (Showroom)", [16200, 19800, 21100, 14500, 17300, 18900, 15200, 18400, 16600, 20300, 26800,
                                31500]),
    ("ซ่อม/ทำสีใหม่ (Repair)", [3800, 3100, 4600, 2200, 5900, 3400, 4100, 4800, 3900, 4400, 3700, 5200]),
]
ORDER_HEADERS = ("เลขที่ (No.)", "ลูกค้า (Customer)", "งาน (Item)", "ราคา (Price, THB)",
                 "มัดจำแล้ว (Deposit paid, THB)", "คงเหลือ (Balance, THB)", "กำหนดส่ง (Due)", "สถานะ (Status)")
ORDERS = [
    ("OD68-028", "ร้านครัวบ้านดอย (เจ๊วิ)", "โต๊ะอาหารไม้สัก 6 ตัว + เก้าอี้ 24 ตัว", 86400, 43200,
     "29/08/2568", "กำลังเคลือบ PU"),
    ("OD68-029", "คุณธีรวัฒน์ สันกำแพง", "เตียงไม้สัก 6 ฟุต พร้อมหัวเตียง", 27900, 10000, "05/09/2568",
     "กำลังทำ"),
    ("OD68-030", "คาเฟ่ไม้หอม", "เคาน์เตอร์บาร์ไม้สน ยาว 2.8 ม.", 19500, 9750, "25/08/2568", "เสร็จ รอส่ง"),
    ("OD68-031", "คุณมาลี ศรีวงศ์", "ตู้เสื้อผ้าบิวท์อิน + ชั้นรองเท้า + โต๊ะแป้ง", 38500, 15400,
     "13/09/2568", "กำลังทำ"),
    ("OD68-032", "ป้าบัวเรียว", "ซ่อมตู้กับข้าวโบราณ + ทำสีใหม่", 3800, 0, "20/08/2568", "เสร็จ รอลูกค้ารับ"),
    ("OD68-033", "Jennifer Hale (นิมมานฯ)", "ชั้นหนังสือ 5 ชั้น 2 ตัว", 12400, 6000, "15/09/2568", "รอไม้"),
]
WORKER_HEADERS = ("ชื่อ (Name)", "ค่าแรงต่อวัน (Daily wage, THB)", "วันทำงาน ส.ค. (Days worked, Aug)",
                  "ค่าแรงทั้งเดือน (Wage, THB)", "เบิกล่วงหน้า (Advance, THB)", "คงจ่าย (To pay, THB)")
WORKERS = [("ลุงหมาน (ช่างไม้)", 450, 25, 2000), ("น้องแดง (ขัด/ทำสี)", 380, 24, 1500)]
TIMBER_PRICES = [
    "LANNA TIMBER TRADING LTD., PART. (Hang Dong)\n"
    "88 Moo 2, Chiang Mai - Hot Road, Ban Waen, Hang Dong, Chiang Mai 50230  Tel. 053-441-280\n"
    "WORKSHOP PRICE LIST - effective 1 August 2025 (THB, VAT not included)\n"
    "Account: Sit Woodwork (Mr. Prasit Thongkham), customer code LT-C118\n"
    " \n"
    "Teak, kiln dried, grade B, per cu.ft. ............ 1,450\n"
    "Recycled teak (old house timber), per cu.ft. ..... 1,100\n"
    "Rubberwood finger-joint panel 20 mm 120x240 cm ... 1,280\n"
    "Pine (New Zealand) 1 x 4 in x 4 m ................ 165\n"
    "Plywood 10 mm 120x240 cm ......................... 420\n"
    "Plywood 20 mm 120x240 cm ......................... 780\n"
    "MDF 16 mm 120x240 cm ............................. 520\n"
    "Wood glue (PVA) 3.5 kg ........................... 310\n"
    " \n"
    "Terms: free delivery within 15 km for orders over 10,000 THB. Regular accounts get 30 days credit.\n"
    "Teak prices follow the Forest Industry Organization auction and may change without notice.",
]
TIMBER_INVOICE = [
    "LANNA TIMBER TRADING LTD., PART. (Hang Dong)\nTAX INVOICE / DELIVERY NOTE\n"
    "Invoice No.: LT-2508-0336   Date: 6 August 2025\n"
    "Customer: Sit Woodwork (Mr. Prasit Thongkham), 145 Moo 6, Nong Khwai, Hang Dong, Chiang Mai 50230\n"
    "Customer code: LT-C118\n"
    " \n"
    "Rubberwood finger-joint panel 20 mm   8 x 1,280.00 = 10,240.00\n"
    "Teak, kiln dried, grade B (cu.ft.)    6 x 1,450.00 =  8,700.00\n"
    "Plywood 10 mm 120x240 cm              4 x   420.00 =  1,680.00\n"
    "Wood glue (PVA) 3.5 kg                2 x   310.00 =    620.00\n"
    " \n"
    "Subtotal: 21,240.00 THB\nVAT 7%: 1,486.80 THB\nTotal amount due: 22,726.80 THB\n"
    "Credit 30 days. Due date: 5 September 2025\n"
    "Pay by transfer to Bangkok Bank, account 512-3-08841-6, Lanna Timber Trading Ltd., Part.",
]
TIMBER_OLD = """# ราคาไม้ ลานนาทิมเบอร์ หางดง (ใบราคาปี 2567 เก่า)

- ไม้สักอบแห้ง เกรด B ลูกบาศก์ฟุตละ 1,320 บาท
- ไม้สักเก่า (ไม้บ้านรื้อ) ลูกบาศก์ฟุตละ 980 บาท
- ไม้ยางพาราประสาน 20 มม. 120x240 แผ่นละ 1,150 บาท
- ไม้สนนิวซีแลนด์ 1x4 นิ้ว 4 ม. เส้นละ 150 บาท
- ไม้อัด 10 มม. แผ่นละ 390 บาท
- MDF 16 มม. แผ่นละ 490 บาท
"""
LINE_MALEE = """[LINE] ประวัติการแชทกับ มาลี ศรีวงศ์
บันทึกเมื่อ: 12/08/2568 21:05

อ., 05/08/2568
19:12\tมาลี ศรีวงศ์\tช่างสิทธิ์คะ โอนมัดจำตู้แล้วนะคะ 15,400 บาท
19:13\tมาลี ศรีวงศ์\t[รูปภาพ]
19:30\tสิทธิ์งานไม้\tได้รับแล้วครับคุณมาลี ขอบคุณครับ เริ่มตัดไม้อาทิตย์หน้าครับ

จ., 11/08/2568
20:02\tมาลี ศรีวงศ์\tขอเปลี่ยนสีจากโอ๊คเป็นสีวอลนัทได้ไหมคะ แล้วอยากได้กระจกเต็มบานด้านในประตูตู้ 1 บาน
20:15\tสิทธิ์งานไม้\tเปลี่ยนสีได้ครับไม่คิดเพิ่ม ส่วนกระจกบานเต็มด้านในเพิ่ม 800 บาทครับ
20:16\tมาลี ศรีวงศ์\tโอเคค่ะ เอาเลย แล้วจะเข้ามาติดตั้งได้วันไหนคะ
20:20\tสิทธิ์งานไม้\tติดตั้งได้วันเสาร์ที่ 13 ก.ย. ครับ เข้าไป 9 โมง ใช้เวลาประมาณทั้งวัน
20:22\tมาลี ศรีวงศ์\tได้ค่ะ ส่วนที่เหลือจ่ายวันนั้นเลยนะคะ
20:23\tสิทธิ์งานไม้\tครับ ยอดที่เหลือรวมกระจกเป็น 23,900 บาทครับ
"""
LINE_WI = """[LINE] ประวัติการแชทกับ เจ๊วิ ครัวบ้านดอย
บันทึกเมื่อ: 20/08/2568 18:40

จ., 18/08/2568
14:05\tเจ๊วิ ครัวบ้านดอย\tช่างสิทธิ์ โต๊ะกับเก้าอี้ร้านเจ๊เสร็จยังจ๊ะ ลูกค้าเริ่มเยอะแล้ว
14:20\tสิทธิ์งานไม้\tเหลือเคลือบ PU รอบสุดท้ายครับเจ๊ ต้องรอแห้ง 3 วัน
14:22\tเจ๊วิ ครัวบ้านดอย\tงั้นเอามาส่งวันศุกร์ที่ 29 ได้ไหม ก่อนร้านเปิด ขอเจ็ดโมงครึ่งนะ
14:25\tสิทธิ์งานไม้\tได้ครับ ศุกร์ 29 ส.ค. 7 โมงครึ่งครับ ส่วนที่เหลือ 43,200 บาท โอนวันส่งของได้เลยครับ

พ., 20/08/2568
11:40\tเจ๊วิ ครัวบ้านดอย\tอีกเรื่อง เจ๊อยากได้เคาน์เตอร์วางน้ำจิ้มไม้สัก ยาว 1.8 เมตร ราคาประมาณเท่าไหร่
11:52\tสิทธิ์งานไม้\tประมาณ 12,500 บาทครับเจ๊ เดี๋ยวทำใบเสนอราคาให้อีกทีครับ
11:53\tเจ๊วิ ครัวบ้านดอย\tโอเค ไม่รีบนะ
"""
RESORT_EMAIL = """From: Nattaya Inthawong <purchasing@pairiverside.co.th>
To: Sit Woodwork <sitwoodwork.cm@gmail.com>
Date: Tue, 19 Aug 2025 09:47:31 +0700
Subject: Quotation request - teak bedside tables for Pai Riverside Resort

Dear Khun Prasit,

I am the purchasing officer of Pai Riverside Resort in Pai, Mae Hong Son. We saw your teak furniture at
Khrua Baan Doi restaurant in Nimman and we are refurnishing our riverside bungalows. Please quote for:

- 16 bedside tables, teak, 45 x 40 x 55 cm, one drawer
- 8 luggage racks, teak with canvas straps
- 2 benches for the reception, 1.6 m long

Our budget for this order is no more than 120,000 THB including delivery to Pai.
We need your quotation by 29 August 2025, with photos of similar work.
All pieces must be delivered before 1 November 2025 (high season starts).
We pay a 30% deposit with the order and the balance within 15 days after delivery.

Kind regards,
Nattaya Inthawong
Purchasing Officer, Pai Riverside Resort
Tel. 053-699-214 / 089-557-3108
"""
PLAN_SLIDES = [
    ("แผนสิทธิ์งานไม้ ปี 2569 (Sit Woodwork plan 2026)", "ประสิทธิ์ ทองคำ - หางดง เชียงใหม่\nสิงหาคม 2568"),
    ("ปีนี้เป็นยังไง (2568 so far)", "Jan-Aug sales 799,400 THB from 83 orders\nBest month: June, 14 orders\n"
                                     "Cutting by hand saw is the bottleneck; orders wait 3-4 weeks"),
    ("เครื่องจักรใหม่ (New machines)", "Sliding table saw 3 m: 65,000 THB\nDust collector 2 HP: 18,900 THB\n"
                                       "Showroom lights and display shelves: 14,500 THB\nTotal 98,400 THB"),
    ("เงินทุน (Funding)", "Savings 60,000 THB\nShop 0% installment 10 months: 3,840 THB a month\n"
                          "Buy the saw in January 2026 after the year-end orders are paid"),
    ("คน (People)", "Hire one more sander/finisher at 400 THB a day from March 2026\n"
                    "Uncle Man trains him on finishing"),
    ("เป้าหมาย (Targets)", "Win the Pai Riverside Resort order and 2 more resort or cafe jobs\n"
                           "Sales 1,300,000 THB in 2026\nOpen a Facebook page and LINE OA for the showroom"),
]
PLAN_DRAFT = """# ร่างแผนปีหน้า (ร่างแรก ก.ค. 68)
- โต๊ะเลื่อย sliding มือสอง ประมาณ 58,000 ?
- ตัวดูดฝุ่น 1 แรง 12,500
- รวมๆ น่าจะ 70,000 กว่า
- ยังไม่ได้คิดเรื่องจ้างคนเพิ่ม
"""
LEASE_TOP = [
    "สัญญาเช่าที่ดินพร้อมโรงเรือน",
    "ทำที่ บ้านเลขที่ 140 หมู่ 6 ตำบลหนองควาย อำเภอหางดง จังหวัดเชียงใหม่ วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายอินสม คำมา อายุ 67 ปี บ้านเลขที่ 140 หมู่ 6 ตำบลหนองควาย อำเภอหางดง จังหวัดเชียงใหม่",
    "ผู้เช่า: นายประสิทธิ์ ทองคำ (สิทธิ์งานไม้) บ้านเลขที่ 145 หมู่ 6 ตำบลหนองควาย อำเภอหางดง จังหวัดเชียงใหม่",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินเนื้อที่ 1 งาน 40 ตารางวา พร้อมโรงเรือนหลังคาเหล็ก ขนาด 10 x 16 เมตร "
    "เพื่อใช้เป็นโรงงานทำเฟอร์นิเจอร์ไม้",
    "ข้อ 2. สัญญามีกำหนด 3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 6,500 บาท ในปีที่ 1 และปีที่ 2 และเดือนละ 6,800 บาท ในปีที่ 3 "
    "ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 13,000 บาท (เท่ากับค่าเช่า 2 เดือน) คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ผู้เช่าชำระค่าไฟฟ้าโรงงานเอง (มิเตอร์แยก 3 เฟส) และห้ามนำที่ดินไปให้ผู้อื่นเช่าช่วง",
    "ข้อ 6. ผู้เช่าต้องจัดเก็บขี้เลื่อยและเศษไม้ ไม่เผาในที่ดิน และติดตั้งถังดับเพลิงอย่างน้อย 2 ถัง",
    "ข้อ 7. หากผู้ให้เช่าประสงค์จะขายที่ดิน ต้องแจ้งผู้เช่าล่วงหน้าไม่น้อยกว่า 90 วัน และให้ผู้เช่ามีสิทธิ์ซื้อก่อน",
]
LEASE_BOTTOM = ["ลงชื่อ อินสม คำมา ผู้ให้เช่า", "ลงชื่อ ประสิทธิ์ ทองคำ ผู้เช่า", "ลงชื่อ จินตนา ทองคำ พยาน"]
POWER_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hang Dong District Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Mr. Prasit Thongkham\nAddress: 145 Moo 6, Nong Khwai, Hang Dong, Chiang Mai 50230\n"
    "Account No.: 020019384426   Meter No.: 7781254   Tariff: 1.2 residential\n"
    "Reading date: 14 August 2025   Previous reading: 28,540   Current reading: 28,952\n"
    "Units used: 412 kWh (15 Jul - 14 Aug 2025)\n"
    " \n"
    "Energy charge ................ 1,710.20\nService charge ............... 24.62\n"
    "Ft (0.1972 x 412) ............ 81.25\nAmount before VAT ............ 1,816.07\n"
    "VAT 7% ....................... 127.12\nTotal: 1,943.19 THB\n"
    "Outstanding from last bill ... 0.00\nLate payment fee .............. 0.00\n"
    "Amount to pay: 1,943.19 THB\nPay by: 28 August 2025 (direct debit Krungthai Bank)\n"
    "Average of last 6 months: 368 kWh",
]
HOME_LOAN = [
    "GOVERNMENT HOUSING BANK (GH Bank) - Chiang Mai branch\nHOME LOAN ACCOUNT STATEMENT\n"
    "Statement date: 31 July 2025\nBorrower: Mr. Prasit Thongkham   Co-borrower: Mrs. Jintana Thongkham\n"
    "Loan account: 0127-33-408816\nProperty: house and land, 145 Moo 6, Nong Khwai, Hang Dong, Chiang Mai\n"
    "Original loan: 1,350,000.00 THB, contract date 12 March 2019, term 30 years\n"
    "Interest rate: 3.25% per year fixed until 31 December 2025, then MRR - 1.50% (MRR today 6.15%)\n"
    "Monthly installment: 7,400.00 THB, due on the 5th of each month\n"
    "Principal outstanding: 1,018,642.35 THB\n"
    "Interest paid 1 Jan - 31 Jul 2025: 19,384.50 THB (for personal income tax deduction)\n"
    "Next installment: 5 August 2025, 7,400.00 THB",
    "Page 2 - Payments this year\n"
    "05 Jan 2025  7,400.00\n05 Feb 2025  7,400.00\n05 Mar 2025  7,400.00\n07 Apr 2025  7,400.00\n"
    "05 May 2025  7,400.00\n05 Jun 2025  7,400.00\n05 Jul 2025  7,400.00\n"
    "Extra principal payment 28 Dec 2024: 20,000.00",
]
FEE_TOP = [
    "โรงเรียนบ้านรักวิทยา อำเภอหางดง จังหวัดเชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "นักเรียน: เด็กหญิงแพรวา ทองคำ (น้องแพรว) ชั้นประถมศึกษาปีที่ 5/2 เลขประจำตัว 6214",
    "ผู้ปกครอง: นายประสิทธิ์ ทองคำ",
]
FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "14,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
    ("ค่ากิจกรรมและทัศนศึกษา (เชียงราย)", "1,050"),
    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "350"),
    ("รวมทั้งสิ้น", "19,100"),
]
FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ธนาคารกสิกรไทย บัญชีโรงเรียนบ้านรักวิทยา 023-1-55470-9 "
    "หรือชำระที่ห้องการเงินของโรงเรียน",
    "ชำระหลังกำหนดปรับวันละ 20 บาท  เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
    "ฝ่ายการเงิน โรงเรียนบ้านรักวิทยา โทร 053-441-905",
]
FEE_OLD = """# ค่าเทอมน้องแพรว เทอม 1/2568 (จ่ายแล้ว)

- ค่าเทอม 14,500 ค่าอาหาร 3,200 ค่าหนังสือ+ชุดพละ 950
- รวม 18,650 บาท โอนกสิกร 8 พ.ค. 2568 เก็บสลิปไว้ในมือถือแล้ว
- เทอม 2 น่าจะประมาณ 19,000 ต้องเก็บเงินไว้ ต.ค.
"""
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน 2568 (จดไว้ดูเอง)

- ผ่อนบ้าน ธอส. เดือนละ 7,400 ตัดวันที่ 5
- ค่าไฟบ้าน มิ.ย. 2,316 / ก.ค. 2,104 / ส.ค. 1,943 (แอร์ห้องแพรวกินไฟ)
- ค่าน้ำประปาหมู่บ้าน เดือนละประมาณ 180
- ค่าเน็ต+มือถือ 2 เครื่อง 1,098
- ค่าเทอมแพรว เทอมละเกือบ 2 หมื่น
- ประกันชีวิตจินตนา ปีละ 24,000 จ่าย พ.ย.
- ตั้งใจเก็บเงินเดือนละ 10,000 เข้าบัญชีเงินฝากประจำ
"""
REFINANCE_OFFER = """# ข้อเสนอรีไฟแนนซ์บ้าน ออมสิน (เจ้าหน้าที่โทรมา มี.ค. 2567 ยังไม่ได้ทำ)
- ดอกเบี้ย 3 ปีแรก 2.95% ต่อปี
- ผ่อนเดือนละ 7,150 บาท
- ค่าประเมิน+ค่าจดจำนอง ประมาณ 15,000 บาท
- ต้องอยู่กับ ธอส. ครบ 3 ปีก่อน ไม่งั้นเสียค่าปรับ
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาโต๊ะข้างเตียงให้รีสอร์ทปาย\n- โอนค่าไม้ลานนาทิมเบอร์\n"
                        "- จ่ายค่าแรงลุงหมาน น้องแดง สิ้นเดือน\n- ค่าเทอมแพรวเทอม 2\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายสิทธิ์งานไม้ ม.ค.-ส.ค. 2568 (Sit Woodwork sales, Jan-Aug 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:3]),
                  sum(sum(row[:3]) for row in SALES), sum(row[3] for row in SALES)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and net profit)"])
    spend.append(list(COST_HEADERS))
    for month, sales, row in zip(MONTHS, SALES, COSTS):
        total = sum(row[:6])
        spend.append([month, *row[:6], total, sum(sales[:3]) - total, row[6]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def _last_year(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายสิทธิ์งานไม้ ปี 2567 (บาท)"])
    sheet.append(["รายการ (Item)", *OLD_MONTHS, "รวมทั้งปี (Year)"])
    for name, values in OLD_SALES:
        sheet.append([name, *values, sum(values)])
    months = [sum(column) for column in zip(*(values for _, values in OLD_SALES))]
    sheet.append(["รวมยอดขาย (Total)", *months, sum(months)])
    for column in range(2, 15):
        money_format(sheet, column)
    book.save(path)


def _queue(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คิวงาน Orders"
    sheet.append(["คิวงานสั่งทำ สิทธิ์งานไม้ ณ 20 สิงหาคม 2568 (Order queue)"])
    sheet.append(list(ORDER_HEADERS))
    for number, customer, item, price, deposit, due, status in ORDERS:
        sheet.append([number, customer, item, price, deposit, price - deposit, due, status])
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in ORDERS), sum(row[4] for row in ORDERS),
                  sum(row[3] - row[4] for row in ORDERS), "", ""])
    for column in (4, 5, 6):
        money_format(sheet, column)
    workers = book.create_sheet("ลูกน้อง Workers")
    workers.append(["ค่าแรงลูกน้อง เดือนสิงหาคม 2568 (จ่ายสิ้นเดือน)"])
    workers.append(list(WORKER_HEADERS))
    for name, wage, days, advance in WORKERS:
        workers.append([name, wage, days, wage * days, advance, wage * days - advance])
    workers.append(["รวม (Total)", "", sum(row[2] for row in WORKERS), sum(row[1] * row[2] for row in WORKERS),
                    sum(row[3] for row in WORKERS), sum(row[1] * row[2] - row[3] for row in WORKERS)])
    for column in (4, 5, 6):
        money_format(workers, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "สิทธิ์งานไม้"
    for sub in ("ใบเสนอราคา", "ลูกค้า", "บัญชี", "ไม้", "แชท", "แผนงาน", "สัญญา"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_ตู้เสื้อผ้า_คุณมาลี_2568-08.docx", WARDROBE_TOP,
               table=WARDROBE_TABLE, bottom=WARDROBE_BOTTOM)
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_ครัวบ้านดอย_2568-07.docx", DINING_TOP, table=DINING_TABLE,
               bottom=DINING_BOTTOM)
    _accounts(shop / "บัญชี" / "ยอดขายรายจ่าย_สิทธิ์งานไม้_2568.xlsx")
    _last_year(shop / "บัญชี" / "ยอดขาย_2567.xlsx")
    _queue(shop / "บัญชี" / "คิวงานและค่าแรง_สค2568.xlsx")
    make_pdf(shop / "ไม้" / "LannaTimber_pricelist_2025-08.pdf", TIMBER_PRICES)
    make_pdf(shop / "ไม้" / "LannaTimber_invoice_LT-2508-0336.pdf", TIMBER_INVOICE)
    write_slides(shop / "แผนงาน" / "แผนปี2569_สิทธิ์งานไม้.pptx", PLAN_SLIDES)
    write_docx(shop / "สัญญา" / "สัญญาเช่าที่ดินโรงงาน_2568-2570.docx", LEASE_TOP, bottom=LEASE_BOTTOM)
    make_pdf(home / "PEA_bill_house_2025-08.pdf", POWER_BILL)
    make_pdf(home / "GHB_homeloan_statement_2025-07.pdf", HOME_LOAN)
    write_docx(home / "ใบแจ้งค่าเทอม_แพรว_เทอม2_2568.docx", FEE_TOP, table=FEE_TABLE, bottom=FEE_BOTTOM)
    write_texts(docs, {
        "สิทธิ์งานไม้/ใบเสนอราคา/ใบเสนอราคา_ตู้คุณมาลี_ร่าง.txt": WARDROBE_DRAFT,
        "สิทธิ์งานไม้/ใบเสนอราคา/ใบเสนอราคา_ครัวบ้านดอย_ปี2567.txt": DINING_OLD,
        "สิทธิ์งานไม้/ลูกค้า/วัดหน้างาน_บ้านคุณมาลี.md": MEASURE_NOTE,
        "สิทธิ์งานไม้/ลูกค้า/PaiRiverside_resort_email.txt": RESORT_EMAIL,
        "สิทธิ์งานไม้/ไม้/ราคาไม้_ลานนาทิมเบอร์_2567.md": TIMBER_OLD,
        "สิทธิ์งานไม้/แชท/LINE_คุณมาลี_ตู้เสื้อผ้า.txt": LINE_MALEE,
        "สิทธิ์งานไม้/แชท/LINE_เจ๊วิ_ครัวบ้านดอย.txt": LINE_WI,
        "สิทธิ์งานไม้/แผนงาน/ร่างแผนปีหน้า.md": PLAN_DRAFT,
        "บ้าน/ค่าเทอมแพรว_เทอม1_2568.md": FEE_OLD,
        "บ้าน/ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE,
        "บ้าน/รีไฟแนนซ์บ้าน_ออมสิน_2567.md": REFINANCE_OFFER,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the workshop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
