"""A folder for the agent bench (`--folder beekeeper`): a small honey farm's papers plus the family's household papers.

Nattaya Kaewmanee (พี่ณัฐ) keeps about 150 hives of Italian bees at Pa Miang, Doi Saket, Chiang Mai, as
Nattaya Bee Farm (สวนผึ้งณัฐยา), with her husband Anan: a Thai hive-placement agreement with a longan orchard owner
(docx, a fee table) and last year's agreement, a Thai quote to a souvenir shop (docx, a table) with a draft of it
and a quote to a cafe, a Singapore buyer's English enquiry email (txt), the 2568 harvest log (xlsx, two sheets),
income and expenses January-June 2568 (xlsx, two sheets, Thai/English headers) with last year's sales summary
(md) and a stock-count note, the jar supplier's English price list and invoice (pdf) with last year's price note
(md), an English lab test report on the longan honey (pdf), two LINE chat exports (the souvenir shop owner, the
orchard owner), slides of a plan to grow to 250 hives in 2569 (pptx) and a draft of that idea; and household
papers: the home-loan statement, an electricity bill and a life-insurance premium notice (English pdf), a Thai
household-costs note and the daughter's school fee notice (docx, a table); plus a workspect holding a to-do list.
Written blind of the engine's rules, in session 23, for agent_tasks_beekeeper_holdout.json. Every figure a task
checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

AGREEMENT_TOP = [
    "หนังสือข้อตกลงการวางรังผึ้งในสวนลำไย ฤดูดอกลำไยปี 2568",
    "ทำที่ ตำบลป่าเมี่ยง อำเภอดอยสะเก็ด จังหวัดเชียงใหม่ วันที่ 8 มกราคม 2568",
    "เจ้าของสวน: นายแก้ว ปัญญาดี (ลุงแก้ว) สวนลำไย 40 ไร่ บ้านเลขที่ 71 หมู่ 6 ตำบลป่าเมี่ยง อำเภอดอยสะเก็ด "
    "จังหวัดเชียงใหม่ 50220 โทร 081-883-4120",
    "ผู้เลี้ยงผึ้ง: นางณัฐยา แก้วมณี (สวนผึ้งณัฐยา) บ้านเลขที่ 145 หมู่ 3 ตำบลป่าเมี่ยง อำเภอดอยสะเก็ด "
    "จังหวัดเชียงใหม่ 50220 โทร 089-556-2718",
    "ข้อ 1. เจ้าของสวนอนุญาตให้ผู้เลี้ยงผึ้งนำรังผึ้งพันธุ์ (ผึ้งอิตาเลียน) จำนวน 150 รัง มาวางในสวน 2 จุด "
    "คือแปลงริมน้ำและแปลงเนิน ตั้งแต่วันที่ 15 มกราคม 2568 ถึงวันที่ 15 เมษายน 2568",
    "ข้อ 2. ผู้เลี้ยงผึ้งชำระค่าวางรังตามตารางท้ายข้อตกลง แบ่งจ่าย 2 งวด งวดแรกร้อยละ 50 ในวันที่นำรังเข้า "
    "ส่วนที่เหลือในวันที่ขนรังออก และมอบน้ำผึ้งดอกลำไยขนาด 1 กิโลกรัม ให้เจ้าของสวน 10 ขวด",
    "ข้อ 3. ระหว่างที่วางรัง เจ้าของสวนจะไม่ฉีดยาฆ่าแมลงในช่วงดอกบาน หากจำเป็นต้องฉีดยากันราหรือยาอื่น "
    "ต้องแจ้งผู้เลี้ยงผึ้งล่วงหน้าไม่น้อยกว่า 3 วัน เพื่อปิดปากรังหรือย้ายรัง",
    "ข้อ 4. หากเจ้าของสวนฉีดยาโดยไม่แจ้งล่วงหน้าแล้วผึ้งตาย เจ้าของสวนชดใช้ค่าเสียหายรังละ 800 บาท",
    "ข้อ 5. ผู้เลี้ยงผึ้งดูแลไม่ให้ผึ้งรบกวนคนงานเก็บลำไย และติดป้ายเตือนบริเวณที่วางรัง",
    "ตารางค่าวางรังท้ายข้อตกลง",
]
AGREEMENT_TABLE = [
    ("รายการ", "จำนวนรัง", "อัตรา", "รวม"),
    ("ค่าวางรังผึ้ง จุดแปลงริมน้ำ", "90 รัง", "25 บาท/รัง", "2,250 บาท"),
    ("ค่าวางรังผึ้ง จุดแปลงเนิน", "60 รัง", "25 บาท/รัง", "1,500 บาท"),
    ("รวมค่าวางรังทั้งฤดู", "150 รัง", "", "3,750 บาท"),
    ("น้ำผึ้งดอกลำไยมอบให้เจ้าของสวน", "10 ขวด (ขวดละ 1 กก.)", "", "ไม่คิดเงิน"),
]
AGREEMENT_BOTTOM = ["ลงชื่อ แก้ว ปัญญาดี เจ้าของสวน", "ลงชื่อ ณัฐยา แก้วมณี ผู้เลี้ยงผึ้ง",
                    "ลงชื่อ อนันต์ แก้วมณี พยาน"]
OLD_AGREEMENT_TOP = [
    "ข้อตกลงวางรังผึ้งสวนลำไย ปี 2567",
    "ทำที่ ตำบลป่าเมี่ยง อำเภอดอยสะเก็ด วันที่ 10 มกราคม 2567",
    "เจ้าของสวน: นายแก้ว ปัญญาดี  ผู้เลี้ยงผึ้ง: นางณัฐยา แก้วมณี (สวนผึ้งณัฐยา)",
    "ข้อ 1. ผู้เลี้ยงผึ้งนำรังผึ้งจำนวน 120 รัง มาวางที่แปลงริมน้ำ ตั้งแต่ 20 มกราคม 2567 ถึง 10 เมษายน 2567",
    "ข้อ 2. ค่าวางรังจ่ายครั้งเดียวในวันขนรังออก และมอบน้ำผึ้ง 8 ขวดให้เจ้าของสวน",
    "ข้อ 3. เจ้าของสวนแจ้งก่อนฉีดยาล่วงหน้า 1 วัน หากผึ้งตายจากการฉีดยาโดยไม่แจ้ง ชดใช้รังละ 600 บาท",
]
OLD_AGREEMENT_TABLE = [
    ("รายการ", "จำนวนรัง", "อัตรา", "รวม"),
    ("ค่าวางรังผึ้ง แปลงริมน้ำ", "120 รัง", "20 บาท/รัง", "2,400 บาท"),
    ("รวมทั้งฤดู", "120 รัง", "", "2,400 บาท"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "สวนผึ้งณัฐยา (นางณัฐยา แก้วมณี) 145 หมู่ 3 ต.ป่าเมี่ยง อ.ดอยสะเก็ด จ.เชียงใหม่ โทร 089-556-2718",
    "เลขที่ QT-2568-007   วันที่ 12 มีนาคม 2568",
    "เรียน คุณสุนันทา วงศ์คำ (เจ๊หน่อย) ร้านของฝากบ้านเหนือ ถนนช้างคลาน อ.เมือง จ.เชียงใหม่",
    "เรื่อง เสนอราคาน้ำผึ้งและผลิตภัณฑ์ขี้ผึ้ง สำหรับวางขายช่วงสงกรานต์",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "น้ำผึ้งดอกลำไยแท้ ขวดแก้วหกเหลี่ยม 250 กรัม", "200 ขวด", "95", "19,000"),
    ("2", "น้ำผึ้งดอกลำไยแท้ ขวดแก้วกลม 500 กรัม", "120 ขวด", "170", "20,400"),
    ("3", "น้ำผึ้งดอกไม้ป่า ขวดแก้วกลม 500 กรัม", "60 ขวด", "190", "11,400"),
    ("4", "ลิปบาล์มขี้ผึ้งแท้ 5 กรัม", "150 ชิ้น", "35", "5,250"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "", "56,050"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 16,815 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งของ",
    "ส่งของถึงร้านภายใน 10 วันหลังได้รับมัดจำ ฟรีค่าส่งในเขตอำเภอเมืองเชียงใหม่",
    "ขวดที่แตกระหว่างขนส่งเปลี่ยนให้ใหม่ทั้งหมด",
    "ใบเสนอราคานี้ยืนราคา 20 วัน",
    "ลงชื่อ ณัฐยา แก้วมณี ผู้เสนอราคา",
]
CAFE_QUOTE_TOP = [
    "ใบเสนอราคา",
    "สวนผึ้งณัฐยา (นางณัฐยา แก้วมณี) 145 หมู่ 3 ต.ป่าเมี่ยง อ.ดอยสะเก็ด จ.เชียงใหม่ โทร 089-556-2718",
    "เลขที่ QT-2568-011   วันที่ 3 เมษายน 2568",
    "เรียน คุณภาคิน ใจคำ ร้านกาแฟม่อนฮัก อ.แม่ออน จ.เชียงใหม่",
    "เรื่อง น้ำผึ้งสำหรับใช้ในร้าน (เครื่องดื่มและเบเกอรี่)",
]
CAFE_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "น้ำผึ้งดอกลำไย แกลลอน 5 กิโลกรัม", "6 แกลลอน", "1,150", "6,900"),
    ("2", "น้ำผึ้งดอกไม้ป่า ขวด 1 กิโลกรัม", "10 ขวด", "360", "3,600"),
    ("", "รวมทั้งสิ้น", "", "", "10,500"),
]
CAFE_QUOTE_BOTTOM = ["เงื่อนไข: ชำระเงินสดหรือโอนเมื่อส่งของ ไม่ต้องวางมัดจำ ส่งของทุกวันเสาร์",
                     "ลงชื่อ ณัฐยา แก้วมณี ผู้เสนอราคา"]
HARVEST_HEADERS = ("วันที่เก็บ (Date)", "จุดวางรัง (Apiary)", "ชนิดน้ำผึ้ง (Honey type)",
                   "จำนวนรังที่เก็บ (Hives)", "น้ำหนัก กก. (Weight, kg)", "ความชื้น % (Moisture %)",
                   "หมายเหตุ (Note)")
HARVESTS = [
    ("08/03/2568", "สวนลุงแก้ว แปลงริมน้ำ", "ดอกลำไย", 90, 612, 19.5, ""),
    ("09/03/2568", "สวนลุงแก้ว แปลงเนิน", "ดอกลำไย", 60, 384, 19.8, ""),
    ("22/03/2568", "สวนลุงแก้ว แปลงริมน้ำ", "ดอกลำไย", 90, 675, 18.9, ""),
    ("23/03/2568", "สวนลุงแก้ว แปลงเนิน", "ดอกลำไย", 60, 402, 19.1, ""),
    ("05/04/2568", "สวนลุงแก้ว ทุกแปลง", "ดอกลำไย", 150, 738, 18.4, "รอบสุดท้ายก่อนขนรังออก"),
    ("19/04/2568", "บ้านป่าเมี่ยง", "ดอกไม้ป่า", 45, 186, 20.2, "ต้องไล่ความชื้นก่อนบรรจุ"),
    ("10/05/2568", "บ้านป่าเมี่ยง", "ดอกไม้ป่า", 45, 158, 20.6, ""),
    ("14/06/2568", "บ้านป่าเมี่ยง", "ดอกไม้ป่า", 40, 97, 21.0, "ฝนตกบ่อย ได้น้อย"),
]
HIVE_HEADERS = ("จุดวางรัง (Apiary)", "จำนวนรัง (Hives)", "ตรวจรังล่าสุด (Last inspected)",
                "หมายเหตุ (Note)")
HIVES = [
    ("บ้านป่าเมี่ยง (จุดหลัก)", 96, "12 มิ.ย. 2568", "เปลี่ยนนางพญาใหม่ 14 รัง"),
    ("สวนกาแฟบ้านปางไฮ", 38, "20 มิ.ย. 2568", "ย้ายขึ้นไปเมื่อ 1 พ.ค. 2568"),
    ("รังแยกใหม่ พ.ค.-มิ.ย. (Nucleus)", 22, "25 มิ.ย. 2568", "ยังเล็ก ต้องเลี้ยงน้ำเชื่อม"),
    ("รวมรังที่มีอยู่ (Total active)", 156, "30 มิ.ย. 2568", ""),
    ("รังตาย/หนีรัง ม.ค.-มิ.ย. (Lost)", 14, "", "ไม่นับรวม ส่วนใหญ่หนีรังช่วง เม.ย."),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ขายปลีก/ออนไลน์ (Retail & online, THB)", "ขายส่งร้านค้า (Wholesale, THB)",
                  "ขี้ผึ้ง/ลิปบาล์ม (Beeswax products, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(8400, 0, 2100), (9200, 3500, 2600), (24800, 21500, 3900),
          (38600, 45200, 4300), (27300, 18400, 3100), (15900, 9800, 2700)]
EXPENSE_HEADERS = ("เดือน (Month)", "ขวด/ฉลาก (Jars & labels, THB)", "ค่าวางรัง (Hive site fees, THB)",
                   "น้ำตาล/อาหารผึ้ง (Sugar feed, THB)", "น้ำมัน/ค่าส่ง (Fuel & delivery, THB)",
                   "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(1200, 1875, 4800, 2300, 0, "ค่าวางรังงวดแรก สวนลุงแก้ว"),
            (3400, 0, 3600, 2900, 850, ""),
            (15100, 0, 0, 4100, 1200, "จ่ายบิลขวดเชียงใหม่แพ็คเกจจิ้ง"),
            (6800, 1875, 0, 5600, 8900, "ค่าวางรังงวดหลัง + ซื้อถังสลัดน้ำผึ้งมือสอง"),
            (6200, 0, 1500, 3800, 900, ""),
            (3100, 0, 5200, 2600, 700, "ฝนตกต้องเลี้ยงน้ำเชื่อม")]
LAST_YEAR = """# สรุปยอดขายสวนผึ้งณัฐยา ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 402,600 บาท
- น้ำผึ้งดอกลำไยเก็บได้ทั้งปี 2,240 กก. ขายหมดภายใน ก.ย. 67
- เดือนที่ขายดีที่สุด เม.ย. 2567 ได้ 76,900 บาท
- ร้านของฝากบ้านเหนือสั่งทั้งปี 4 ครั้ง รวม 61,300 บาท
- รังผึ้งต้นปี 130 รัง ปลายปี 141 รัง
- ค่าขวดและฉลากทั้งปี 38,400 บาท
"""
STOCK_NOTE = """# นับสต็อกน้ำผึ้ง สิ้นเดือน มิ.ย. 68 (นับวันที่ 30/06/2568)

- น้ำผึ้งดอกลำไยในถังสแตนเลส เหลือ 420 กก. (ยังไม่บรรจุ)
- ลำไยบรรจุขวด 250 กรัม เหลือ 180 ขวด / 500 กรัม เหลือ 95 ขวด
- น้ำผึ้งดอกไม้ป่าในถัง 140 กก. ความชื้นยังสูง ต้องไล่ก่อน
- ขี้ผึ้งก้อน 38 กก. / ลิปบาล์มพร้อมขาย 210 ชิ้น
- ขวดเปล่าหกเหลี่ยม 250 มล. เหลือ 160 ใบ ต้องสั่งเชียงใหม่แพ็คเพิ่ม
- ยังค้างน้ำผึ้งลุงแก้ว 10 ขวดตามข้อตกลง (เอาไปให้ตอนงานบุญเดือน ก.ค.)
- ถ้าสิงคโปร์สั่ง 500 กก. จริง ของในถังไม่พอ ต้องรอลำไยปีหน้า
"""
PRICELIST = [
    "CHIANG MAI PACKAGING SUPPLY CO., LTD.\n"
    "58/3 Chang Phueak Road, Mueang, Chiang Mai 50300  Tel. 053-221-904\n"
    "PRICE LIST - effective 1 February 2025 (prices in THB per piece unless stated, VAT not included)\n"
    "Customer: Nattaya Bee Farm (Mrs. Nattaya Kaewmanee), account C-1182\n"
    " \n"
    "Hexagon glass jar 250 ml with gold lid ....... 11.50\n"
    "Round glass jar 500 ml with lid .............. 16.00\n"
    "Round glass jar 1,000 ml with lid ............ 24.00\n"
    "Plastic squeeze bottle 500 g ................. 8.50\n"
    "HDPE honey gallon 5 kg ....................... 42.00\n"
    "Label sticker printing, per 1,000 labels ..... 1,450\n"
    "Shrink seal band, per 100 .................... 85\n"
    "Lip balm tube 5 g, per 100 ................... 320\n"
    " \n"
    "Minimum order 100 pieces per jar size. Free delivery in Chiang Mai city for orders over 5,000 THB.\n"
    "2% discount for cash. Credit 30 days for account customers.",
]
INVOICE = [
    "CHIANG MAI PACKAGING SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV25-0388   Date: 28 February 2025\n"
    "Customer: Nattaya Bee Farm (Mrs. Nattaya Kaewmanee), 145 Moo 3, Pa Miang, Doi Saket,\n"
    "Chiang Mai 50220   Account C-1182\n"
    " \n"
    "Hexagon glass jar 250 ml      600 x 11.50 = 6,900.00\n"
    "Round glass jar 500 ml        300 x 16.00 = 4,800.00\n"
    "Label sticker printing        1 x 1,450.00 = 1,450.00\n"
    "Lip balm tube 5 g (per 100)   3 x 320.00 = 960.00\n"
    " \n"
    "Subtotal: 14,110.00 THB\nVAT 7%: 987.70 THB\nTotal amount due: 15,097.70 THB\n"
    "Payment term: credit 30 days. Due date: 30 March 2025\n"
    "Pay by transfer to Bangkok Bank, account 512-0-33871-6, Chiang Mai Packaging Supply Co., Ltd.",
]
OLD_PRICES = """# ราคาขวดโหล เชียงใหม่แพ็คเกจจิ้ง (Chiang Mai Packaging) ใบราคาปี 2567 เก่า

- ขวดแก้วหกเหลี่ยม 250 มล. ฝาทอง ใบละ 10.50 บาท
- ขวดแก้วกลม 500 มล. ใบละ 14.50 บาท
- แกลลอน 5 กก. 39 บาท
- พิมพ์สติกเกอร์ฉลาก 1,000 ดวง 1,300 บาท
- หลอดลิปบาล์ม 5 กรัม ร้อยละ 290 บาท
- สั่งเกิน 5,000 ส่งฟรีในเมือง
"""
LAB_REPORT = [
    "CENTRAL LABORATORY (THAILAND) CO., LTD. - Chiang Mai branch\n"
    "TEST REPORT No. CM25-04417\n"
    "Customer: Nattaya Bee Farm, 145 Moo 3, Pa Miang, Doi Saket, Chiang Mai 50220\n"
    "Sample: Longan honey, lot LG-2568-03 (harvested 22-23 March 2025), 1 jar 500 g\n"
    "Date received: 8 April 2025   Date reported: 18 April 2025\n"
    " \n"
    "Parameter                      Result        Limit (Codex)\n"
    "Moisture                       18.6 %        not more than 20 %\n"
    "HMF                            7.4 mg/kg     not more than 40 mg/kg\n"
    "Sucrose                        1.2 g/100 g   not more than 5 g/100 g\n"
    "Fructose + glucose             71.5 g/100 g  not less than 60 g/100 g\n"
    "Diastase activity              9.8 (Schade)  not less than 8\n"
    " \n"
    "Conclusion: the sample complies with the Codex Alimentarius standard for honey (CXS 12-1981).\n"
    "Testing fee: 3,800 THB (paid). Results refer only to the sample tested.",
]
SG_EMAIL = """From: Lim Wei Ling <weiling.lim@greenpantry.com.sg>
To: Nattaya Bee Farm <nattaya.beefarm@gmail.com>
Date: Wed, 2 Jul 2025 14:08:51 +0800
Subject: Enquiry - longan honey for Green Pantry Singapore

Dear Khun Nattaya,

I am the purchasing manager of Green Pantry Pte Ltd, a chain of 6 organic grocery stores in Singapore. We tasted
your longan honey at the Chiang Mai OTOP fair and would like to import it under our own label.

Our first order would be 500 kg of longan honey in bulk (25 kg food-grade pails), shipped in September 2025,
followed by about 1,500 kg a year if sales go well. Our target price is USD 6.50 per kg, FOB Laem Chabang.

Before we can order we need: a recent lab report showing moisture below 20% and HMF below 40 mg/kg, a copy of
your GAP certificate for the apiary, and one 1 kg sample sent by courier to our Singapore office.

Could you please reply with your price and the quantity you can supply by 15 July 2025?

Best regards,
Lim Wei Ling
Purchasing Manager, Green Pantry Pte Ltd
Tel. +65 6291 4408
"""
LINE_NOI = """[LINE] ประวัติการแชทกับ เจ๊หน่อย ของฝากบ้านเหนือ
บันทึกเมื่อ: 22/06/2568 19:05

พฤ., 13/03/2568
09:12\tเจ๊หน่อย ของฝากบ้านเหนือ\tณัฐจ๋า ได้ใบเสนอราคาแล้วนะ เจ๊เอาตามนั้นเลย แต่ขวด 250 กรัมขอเพิ่มอีก 50 ขวด เป็น 250 ขวดได้ไหม
09:20\tสวนผึ้งณัฐยา\tได้ค่ะเจ๊ ขวดเล็กเพิ่ม 50 ขวดเป็น 4,750 บาท ยอดรวมใหม่ 60,800 บาทค่ะ
09:25\tเจ๊หน่อย ของฝากบ้านเหนือ\tโอเค มัดจำเจ๊โอนตามใบเดิมก่อนนะ
14:03\tเจ๊หน่อย ของฝากบ้านเหนือ\t[รูปภาพ] โอนมัดจำ 16,815 แล้วจ้า
14:10\tสวนผึ้งณัฐยา\tได้รับแล้วค่ะ ขอบคุณค่ะ จะเอาไปส่งที่ร้านวันศุกร์ 21 มี.ค. ช่วงบ่ายนะคะ

ศ., 21/03/2568
16:40\tสวนผึ้งณัฐยา\tส่งของครบแล้วนะคะเจ๊ ยอดที่เหลือ 43,985 บาทค่ะ
17:02\tเจ๊หน่อย ของฝากบ้านเหนือ\tโอนแล้วจ้า ลิปบาล์มลูกค้าชอบมาก ขายดีกว่าน้ำผึ้งอีก

อา., 22/06/2568
18:30\tเจ๊หน่อย ของฝากบ้านเหนือ\tณัฐ ลำไยขวด 250 กรัมหมดแล้ว ขอเพิ่มอีก 120 ขวด ลิปบาล์มอีก 100 ชิ้น ราคาเดิมนะ
18:41\tสวนผึ้งณัฐยา\tได้ค่ะเจ๊ รวม 14,900 บาทค่ะ เอาไปส่งเสาร์ที่ 28 มิ.ย. นะคะ
"""
LINE_KAEW = """[LINE] ประวัติการแชทกับ ลุงแก้ว สวนลำไย
บันทึกเมื่อ: 16/04/2568 07:50

จ., 15/01/2568
17:45\tสวนผึ้งณัฐยา\tลุงคะ วันนี้ขนรังเข้าสวนครบ 150 รังแล้วนะคะ ค่าวางรังงวดแรก 1,875 บาท โอนให้ลุงแล้วค่ะ
17:52\tลุงแก้ว สวนลำไย\tได้รับแล้ว ขอบใจหลาย

พ., 26/02/2568
08:15\tลุงแก้ว สวนลำไย\tณัฐ ลุงต้องฉีดยากันราแปลงเนินนะ เพลี้ยกับราขึ้นเยอะ จะฉีดวันอาทิตย์ที่ 2 มี.ค. ตอนเช้า
08:30\tสวนผึ้งณัฐยา\tได้ค่ะลุง หนูจะไปปิดปากรังแปลงเนินตั้งแต่ตีห้าครึ่ง แล้วเปิดอีกทีวันจันทร์เย็นนะคะ
08:32\tลุงแก้ว สวนลำไย\tแปลงริมน้ำลุงไม่ฉีด ไม่ต้องห่วง

อ., 15/04/2568
18:20\tสวนผึ้งณัฐยา\tขนรังออกครบแล้วค่ะลุง งวดหลังอีก 1,875 โอนแล้วนะคะ น้ำผึ้ง 10 ขวดขอเอาไปให้ตอนงานบุญเดือน ก.ค. นะคะ
18:35\tลุงแก้ว สวนลำไย\tได้เลย ปีนี้ลำไยติดลูกดีกว่าปีที่แล้วเยอะ ปีหน้าเอามาวางสัก 200 รังเลย ลุงจะเปิดแปลงใหม่หลังบ้านให้อีกจุด
18:40\tสวนผึ้งณัฐยา\tดีเลยค่ะลุง ปีหน้าคุยกันอีกทีตอนทำข้อตกลงนะคะ
"""
PLAN_SLIDES = [
    ("แผนขยายสวนผึ้งณัฐยา ปี 2569", "จาก 156 รัง (มิ.ย. 2568) เป็น 250 รัง ภายในสิ้นปี 2569\n"
     "เพิ่มจุดวางรังสวนลำไยลุงแก้วแปลงใหม่ และสวนกาแฟปางไฮ"),
    ("ต้นทุนรังใหม่", "ซื้อหีบเลี้ยงพร้อมคอน 80 ชุด ชุดละ 1,350 บาท = 108,000 บาท\n"
     "แยกรังเองจากรังแข็งแรง ไม่ซื้อผึ้งเพิ่ม\nเครื่องสลัดน้ำผึ้งไฟฟ้า 8 เฟรม 32,000 บาท"),
    ("คนงาน", "จ้างคนงานช่วงเก็บน้ำผึ้ง (มี.ค.-เม.ย.) 2 เดือน เดือนละ 12,000 บาท"),
    ("เป้าหมาย", "เก็บน้ำผึ้งให้ได้ 4,500 กก. ในปี 2569\n"
     "ส่งออกสิงคโปร์ (Green Pantry) 1,500 กก. ต่อปี ถ้าได้ตกลงราคา\nรายรับเป้าหมาย 650,000 บาท"),
    ("เงินทุน", "งบรวม 164,000 บาท\nเงินเก็บของเราเอง 64,000 บาท กู้ ธ.ก.ส. 100,000 บาท ผ่อน 3 ปี"),
]
PLAN_DRAFT = """# ไอเดียขยายรังผึ้ง (ร่าง พ.ค. 68 ยังไม่เอาแน่)

- อยากได้ 200 รังก่อน แล้วค่อยดู
- หีบเลี้ยงร้านสันทรายชุดละ 1,200 ซื้อสัก 50 ชุด
- จ้างน้องบ่าวข้างบ้านช่วงเก็บน้ำผึ้ง วันละ 400
- ถามพี่อนันต์เรื่องกู้ ธ.ก.ส.
"""
HOMELOAN_PAGES = [
    "GOVERNMENT HOUSING BANK - Doi Saket branch\nHOME LOAN ACCOUNT STATEMENT\nStatement date: 30 June 2025\n"
    "Borrowers: Mr. Anan Kaewmanee and Mrs. Nattaya Kaewmanee\nLoan account No.: 0471-2019-88352\n"
    "Property: house and land, 145 Moo 3, Pa Miang, Doi Saket, Chiang Mai (title deed No. 40218)\n"
    "Original loan amount: 1,250,000.00 THB, contract date 5 March 2019, term 25 years\n"
    "Interest rate: 3.15% per year fixed until February 2026, then MRR - 1.50%\n"
    "Monthly installment: 9,400.00 THB, due on the 5th of each month\n"
    "Outstanding principal after June payment: 862,415.32 THB\n"
    "Interest paid January-June 2025: 13,702.18 THB (for tax deduction certificate)\n"
    "Next installment: 9,400.00 THB due 5 July 2025\n"
    "Late payment: default interest 3% per year on the overdue amount.",
]
ELECTRIC_PAGES = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Doi Saket office\nELECTRICITY BILL / RECEIPT NOTICE\n"
    "Account holder: Mr. Anan Kaewmanee   Customer No.: 020011874512\n"
    "Address: 145 Moo 3, Pa Miang, Doi Saket, Chiang Mai 50220\n"
    "Billing month: June 2025   Meter reading date: 24 June 2025\n"
    "Previous reading: 18,236   Current reading: 18,648   Units used: 412 kWh\n"
    "Energy charge: 1,614.05 THB\nFt charge: 40.77 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 117.56 THB\nTotal amount: 1,797.00 THB\n"
    "Please pay by 9 July 2025. Auto-debit: not registered.",
]
INSURANCE_PAGES = [
    "MUANG THAI LIFE ASSURANCE PCL\nPREMIUM DUE NOTICE\nNotice date: 10 July 2025\n"
    "Policy owner and insured: Mr. Anan Kaewmanee\nPolicy No.: MTL-5102-336871\n"
    "Plan: 20 Pay Life (whole life, pay 20 years), policy year 7\n"
    "Sum assured: 500,000 THB  Beneficiaries: Mrs. Nattaya Kaewmanee, Miss Mew Kaewmanee\n"
    "Annual premium due: 24,600.00 THB\nDue date: 12 August 2025\n"
    "Grace period: 31 days after the due date (until 12 September 2025)\n"
    "Premium is eligible for personal income tax deduction up to 100,000 THB.\n"
    "Agent: Ms. Jiraporn Sitthi, Tel. 086-190-7734",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ปี 2568 (จดไว้กันลืม)

- ค่างวดบ้าน ธอส. เดือนละ 9,400 ตัดทุกวันที่ 5 (เหลือเงินต้นราวๆ 8 แสนกว่า)
- ค่าไฟบ้านเดือนละ 1,500-1,900 หน้าร้อนเปิดแอร์ห้องน้องมิวเยอะ
- ค่าเน็ตบ้าน 599 / ค่าโทรศัพท์ 2 เครื่อง 798
- ประกันชีวิตพี่อนันต์ ปีละ 24,600 ครบ ส.ค. ทุกปี
- ค่าเทอมน้องมิว เทอมละประมาณ 18,000-19,000
- ปีที่แล้วประกันชีวิตจ่าย 24,600 เท่าเดิม ค่าไฟแพงสุด เม.ย. 67 2,340 บาท
- อยากติดโซลาร์เซลล์บนหลังคา ถามราคาไว้ 5 kW ประมาณ 145,000
"""
SCHOOL_TOP = [
    "โรงเรียนดอยสะเก็ดวิทยาคม (ภาคภาษาอังกฤษ)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน: ด.ญ. มิว แก้วมณี ชั้นประถมศึกษาปีที่ 5/2  เลขประจำตัว 61347",
    "ผู้ปกครอง: นายอนันต์ แก้วมณี",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียนโครงการภาษาอังกฤษ", "14,000"),
    ("ค่าหนังสือและแบบเรียน", "2,300"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าประกันอุบัติเหตุนักเรียน", "350"),
    ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "650"),
    ("รวมทั้งสิ้น", "18,500"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย เลขที่ 523-1-08842-7",
    "ชำระหลังกำหนดมีค่าปรับวันละ 20 บาท",
]
DISTRACTORS = {
    "สวนผึ้ง/ลูกค้า/ใบเสนอราคา_ร้านของฝากบ้านเหนือ_ร่าง.txt":
        "ร่างใบเสนอราคา ร้านของฝากบ้านเหนือ (ยังไม่ได้ส่ง รอถามราคาขวดก่อน)\n"
        "- ลำไย 250 กรัม 200 ขวด ขวดละ 90 = 18,000\n- ลำไย 500 กรัม 120 ขวด ขวดละ 160 = 19,200\n"
        "- รวม 37,200 บาท ยังไม่รวมน้ำผึ้งป่ากับลิปบาล์ม\n",
    "สวนผึ้ง/บัญชี/สรุปยอดขาย_สวนผึ้ง_2567.md": LAST_YEAR,
    "สวนผึ้ง/บัญชี/สต็อกน้ำผึ้ง_มิย68.md": STOCK_NOTE,
    "สวนผึ้ง/วัสดุ/ราคาขวดโหล_เชียงใหม่แพ็ค_2567.md": OLD_PRICES,
    "สวนผึ้ง/แผนงาน/ไอเดียขยายรัง_ร่าง.md": PLAN_DRAFT,
    "บ้าน/ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE,
}
WORKSPECT = {"todo.md": "- ตอบอีเมลสิงคโปร์ก่อน 15 ก.ค.\n- สั่งขวดหกเหลี่ยมเพิ่ม\n"
                        "- เอาน้ำผึ้ง 10 ขวดไปให้ลุงแก้ว\n- จ่ายเบี้ยประกันพี่อนันต์\n"}


def _harvest(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เก็บน้ำผึ้ง Harvest"
    sheet.append(["บันทึกการเก็บน้ำผึ้ง สวนผึ้งณัฐยา ปี 2568 (Honey harvest log 2025)"])
    sheet.append(list(HARVEST_HEADERS))
    for row in HARVESTS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in HARVESTS), "", ""])
    sheet.append(["รวมดอกลำไย (Longan total)", "", "", "",
                  sum(row[4] for row in HARVESTS if row[2] == "ดอกลำไย"), "", ""])
    money_format(sheet, 5)
    hives = book.create_sheet("จำนวนรัง Hives")
    hives.append(["จำนวนรังผึ้ง ณ 30 มิ.ย. 2568 (Hive count)"])
    hives.append(list(HIVE_HEADERS))
    for row in HIVES:
        hives.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับสวนผึ้งณัฐยา ม.ค.-มิ.ย. 2568 (Nattaya Bee Farm income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-มิ.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "สวนผึ้ง"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "วัสดุ", "ผลตรวจ", "แชท", "แผนงาน"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    (docs / "บ้าน").mkdir(parents=True, exist_ok=True)
    write_docx(farm / "สัญญา" / "สัญญาวางรังผึ้ง_สวนลำไยลุงแก้ว_2568.docx", AGREEMENT_TOP,
               table=AGREEMENT_TABLE, bottom=AGREEMENT_BOTTOM)
    write_docx(farm / "สัญญา" / "สัญญาวางรังผึ้ง_สวนลำไยลุงแก้ว_2567.docx", OLD_AGREEMENT_TOP,
               table=OLD_AGREEMENT_TABLE, bottom=["ลงชื่อ แก้ว ปัญญาดี เจ้าของสวน", "ลงชื่อ ณัฐยา แก้วมณี ผู้เลี้ยงผึ้ง"])
    write_docx(farm / "ลูกค้า" / "ใบเสนอราคา_ร้านของฝากบ้านเหนือ_2568-03.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    write_docx(farm / "ลูกค้า" / "ใบเสนอราคา_ร้านกาแฟม่อนฮัก_2568-04.docx", CAFE_QUOTE_TOP,
               table=CAFE_QUOTE_TABLE, bottom=CAFE_QUOTE_BOTTOM)
    (farm / "ลูกค้า" / "GreenPantry_SG_enquiry_email.txt").write_text(SG_EMAIL, encoding="utf-8")
    _accounts(farm / "บัญชี" / "รายรับรายจ่าย_สวนผึ้ง_2568.xlsx")
    _harvest(farm / "บัญชี" / "บันทึกเก็บน้ำผึ้ง_2568.xlsx")
    make_pdf(farm / "วัสดุ" / "ChiangMaiPackaging_pricelist_2025.pdf", PRICELIST)
    make_pdf(farm / "วัสดุ" / "ChiangMaiPackaging_invoice_INV25-0388.pdf", INVOICE)
    make_pdf(farm / "ผลตรวจ" / "CentralLab_honey_test_CM25-04417.pdf", LAB_REPORT)
    (farm / "แชท" / "LINE_เจ๊หน่อย_ร้านของฝากบ้านเหนือ.txt").write_text(LINE_NOI, encoding="utf-8")
    (farm / "แชท" / "LINE_ลุงแก้ว_สวนลำไย_2568.txt").write_text(LINE_KAEW, encoding="utf-8")
    write_slides(farm / "แผนงาน" / "แผนขยายรังผึ้ง_2569.pptx", PLAN_SLIDES)
    make_pdf(docs / "บ้าน" / "GHB_homeloan_statement_2025-06.pdf", HOMELOAN_PAGES)
    make_pdf(docs / "บ้าน" / "PEA_electricity_bill_2025-06.pdf", ELECTRIC_PAGES)
    make_pdf(docs / "บ้าน" / "MuangThaiLife_premium_notice_2025.pdf", INSURANCE_PAGES)
    write_docx(docs / "บ้าน" / "ใบแจ้งค่าเทอม_น้องมิว_1-2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the beekeeper's to-do list."""
    write_texts(workspect, WORKSPECT)
