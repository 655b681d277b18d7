"""The sandpit folder: the papers of a sand, gravel and soil trucking business in Ayutthaya and its household.

The owner is นายสมพงษ์ บุญมา (พี่พงษ์). He runs "หจก. บุญมาทรายทอง" (Boonma Sai Thong Ltd., Part.) at 45/3 หมู่ 4
ต.บ้านลี่ อ.บางปะหัน จ.พระนครศรีอยุธยา: three dump trucks (HINO 10-wheel 83-1592 on hire purchase, ISUZU 10-wheel
83-2208 paid off, ISUZU 6-wheel 84-0315 on hire purchase since March 2568) haul river sand from ท่าทรายเจ๊หงส์,
crushed stone from a quarry in Saraburi and fill soil to construction sites, many of them on credit. His wife
วาสนา keeps the books, his daughter พิม (ด.ญ.พิมพ์ชนก) is in ม.1, his father ตาเฉลิม lives with them.
It is November 2568 (2025).

Documents/ธุรกิจ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_กรุงเก่าวิลล์เฟส3_ร่าง.docx: draft quote QT-68-052 to บริษัท กรุงเก่า พร็อพเพอร์ตี้ จำกัด
  (fill soil 1,200 คิว at 330, sand, base course), 496,200 in all, 30 days credit.
- ใบเสนอราคา/ใบเสนอราคา_กรุงเก่าวิลล์เฟส3_ฉบับส่ง.docx: the final of the same quote, 1,500 คิว at 310, 579,400,
  45 days credit.
- ใบเสนอราคา/ใบเสนอราคายาง_เจริญยางยนต์.docx and ใบเสนอราคายาง_โชคชัยการยาง.docx: two tyre shops quote 10 tyres
  11R22.5 for the HINO (7,900 a tyre, fitting free, old tyres bought back, net 75,000 vs 7,450 a tyre + fitting
  1,500, net 76,000).
- ใบวางบิล_กรุงเก่าพร็อพเพอร์ตี้_ต.ค.68.docx: October billing note to the developer, 186,700, due 15 ธันวาคม 2568.
- เหมืองหิน/KhaoKaew_price_list_2025.pdf: English 2025 price list of Khao Kaew Sila Sai Co., Ltd. (THB per ton).
- เหมืองหิน/ราคาหิน_เขาแก้วศิลาทราย_2567.docx: last year's list of the same quarry, in Thai.
- เหมืองหิน/email_KhaoKaew_price_change_Dec2025.txt: English email, base course 245 THB/ton from 1 Dec 2025.
- เหมืองหิน/ใบชั่งหิน_เขาแก้ว_ต.ค.68.md: five weighbridge slips of October, 59.85 tons net, 13,765.50 baht.
- รถ/ChaoPhraya_Leasing_statement_Nov2025.pdf: English hire-purchase statement for the HINO (46,800 a month,
  next due 5 Dec 2025, early settlement 847,570 by 31 Dec 2025).
- รถ/สัญญาเช่าซื้อ_หกล้อ_เจ้าพระยาลีสซิ่ง.docx: the Thai hire-purchase contract of the 6-wheel with the same
  firm (ยอดจัด 1,580,000, 48 งวด งวดละ 37,525).
- รถ/SiamFuel_fleetcard_Oct2025.pdf: English diesel fleet-card statement, October, 3,235.00 litres, 106,108.00.
- รถ/ค่าเที่ยวคนขับ_ต.ค.68.md: drivers' trip pay in October, 40,130 in all.
- รถ/ซ่อมบำรุงรถ_2568.md: the repair log of the three trucks.
- รถ/ต่อภาษีรถ_2568.md: road tax and compulsory insurance renewals of the trucks.
- บัญชี/สมุดบัญชี_2568.xlsx: this year's book: income by month, expenses by month (diesel, drivers, instalments,
  repairs), credit customers (ลูกหนี้) at the end of October.
- บัญชี/สมุดบัญชี_2567.xlsx: last year's book, same layout, January to December.
- แชท/แชทไลน์_ช่างเอก.txt: LINE chat with a contractor; 12 trips at 2,800 become 15 trips at 2,700 (40,500),
  payment moved from 15 พ.ย. to 30 พ.ย.
- แชท/แชทไลน์_ท่าทรายเจ๊หงส์.txt: LINE chat with the sand pier; coarse sand 380 -> 400 offered, settled at 390.
- แผนงานปี2569.pptx: slides, the plan for next year (5,400,000 target, a fourth truck 1,350,000).
- เบอร์โทรลูกค้า.txt: phone numbers of customers and site foremen.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_Oct2025.pdf: English electricity bill, 2,833.76 due 3 Nov 2025.
- ประกัน/GoldenLotusLife_premium_notice_2025.pdf: English premium notice of his life policy (24,380, due 15 Dec 2025).
- ประกัน/ประกันสุขภาพ_น้องพิม_โกลเด้นโลตัส.docx: the daughter's health policy with the same insurer, in Thai (9,850).
- ค่าเทอมพิม/ค่าเทอม_พิมพ์ชนก_เทอม1-2568.docx and ค่าเทอม_พิมพ์ชนก_เทอม2-2568.docx: school fee notices
  (21,750; 23,400 due 10 พฤศจิกายน 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านบุญมา.txt: the family's LINE group.
- งานบวช_หลานโต้ง.md: notes for a nephew's ordination on 6 ธ.ค.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
TOP = "หจก. บุญมาทรายทอง (Boonma Sai Thong) 45/3 หมู่ 4 ต.บ้านลี่ อ.บางปะหัน จ.พระนครศรีอยุธยา โทร 081-943-2716"

# ---------------------------------------------------------------- quotes to the developer
QUOTE_HEAD = ["เรียน คุณธนพล วิศวกรโครงการ บริษัท กรุงเก่า พร็อพเพอร์ตี้ จำกัด",
              "เรื่อง ดินถม ทราย และหินคลุก สำหรับโครงการหมู่บ้านกรุงเก่าวิลล์ เฟส 3 ต.คลองสวนพลู อ.พระนครศรีอยุธยา"]
QUOTE_DRAFT = [TOP, "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-052", "วันที่ 6 ตุลาคม 2568"] + QUOTE_HEAD
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคิว (บาท)", "รวม (บาท)"),
    ("ดินถมคัดพิเศษ (ดินลูกรังผสม) ส่งถึงไซต์", "1,200 คิว", "330", "396,000"),
    ("ทรายหยาบ", "120 คิว", "540", "64,800"),
    ("หินคลุก", "60 คิว", "590", "35,400"),
    ("รวมทั้งสิ้น", "", "", "496,200"),
]
QUOTE_DRAFT_BOTTOM = ["รวมทั้งสิ้น 496,200 บาท ราคารวมค่าขนส่งแล้ว ไม่รวม VAT 7%",
                      "เครดิต 30 วัน นับจากวันวางบิล",
                      "ร่าง ยังไม่ส่ง รอเช็คราคาหินคลุกเขาแก้วปีหน้าก่อน"]
QUOTE_FINAL = [TOP, "ใบเสนอราคา  เลขที่ QT-68-052", "วันที่ 13 ตุลาคม 2568"] + QUOTE_HEAD
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคิว (บาท)", "รวม (บาท)"),
    ("ดินถมคัดพิเศษ (ดินลูกรังผสม) ส่งถึงไซต์", "1,500 คิว", "310", "465,000"),
    ("ทรายหยาบ", "120 คิว", "540", "64,800"),
    ("หินคลุก", "80 คิว", "620", "49,600"),
    ("รวมทั้งสิ้น", "", "", "579,400"),
]
QUOTE_FINAL_BOTTOM = ["รวมทั้งสิ้น 579,400 บาท (ห้าแสนเจ็ดหมื่นเก้าพันสี่ร้อยบาทถ้วน) ราคารวมค่าขนส่งถึงไซต์แล้ว ไม่รวม VAT 7%",
                      "ลงของได้ทุกวัน 07.00-17.00 น. ทยอยส่งตามแผนงานของไซต์ วางบิลทุกสิ้นเดือน",
                      "เครดิต 45 วัน นับจากวันวางบิล ราคานี้ยืนถึง 31 มีนาคม 2569",
                      "ลงชื่อ สมพงษ์ บุญมา หุ้นส่วนผู้จัดการ"]

BILL_NOTE = [TOP, "ใบวางบิล / ใบแจ้งหนี้ เลขที่ BL-68-1031", "วันที่ 31 ตุลาคม 2568",
             "ลูกค้า บริษัท กรุงเก่า พร็อพเพอร์ตี้ จำกัด (โครงการหมู่บ้านกรุงเก่าวิลล์ เฟส 3)",
             "อ้างอิงใบเสนอราคา QT-68-052 ลงวันที่ 13 ตุลาคม 2568"]
BILL_NOTE_TABLE = [
    ("วันที่ส่ง", "รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("15-31 ต.ค. 68", "ดินถมคัดพิเศษ", "520 คิว", "310", "161,200"),
    ("20 ต.ค. 68", "ทรายหยาบ", "30 คิว", "540", "16,200"),
    ("27 ต.ค. 68", "หินคลุก", "15 คิว", "620", "9,300"),
    ("รวม", "", "", "", "186,700"),
]
BILL_NOTE_BOTTOM = ["ยอดรวม 186,700 บาท (ยังไม่รวม VAT) กำหนดชำระภายในวันที่ 15 ธันวาคม 2568 (เครดิต 45 วัน)",
                    "โอนเข้าบัญชี หจก.บุญมาทรายทอง ธนาคารกรุงศรีอยุธยา สาขาบางปะหัน 371-1-04582-9",
                    "แนบใบส่งของ 41 ใบ", "ผู้วางบิล วาสนา บุญมา"]

# ---------------------------------------------------------------- tyre quotes
TYRE_A = ["ร้านเจริญยางยนต์ บางปะหัน  ถนนสาย 347 ต.บางปะหัน โทร 035-381-224",
          "ใบเสนอราคา เลขที่ 0387  วันที่ 4 พฤศจิกายน 2568",
          "เรียน คุณสมพงษ์ บุญมา หจก.บุญมาทรายทอง",
          "เรื่อง ยางรถบรรทุกสิบล้อ HINO ทะเบียน 83-1592 เปลี่ยนทั้งคัน 10 เส้น"]
TYRE_A_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ยางเรเดียล 11R22.5 16PR ลายบั้ง (ผลิตปี 2025)", "10 เส้น", "7,900", "79,000"),
    ("ค่าถอดใส่ ถ่วงล้อ ตั้งศูนย์", "1 คัน", "ฟรี", "0"),
    ("หัก รับซื้อยางเก่า", "10 เส้น", "400", "-4,000"),
    ("รวมสุทธิ", "", "", "75,000"),
]
TYRE_A_BOTTOM = ["ราคารวม VAT แล้ว รับประกันยาง 1 ปี หรือ 100,000 กม.",
                 "ของพร้อม เปลี่ยนได้ภายใน 2 วันหลังยืนยัน",
                 "ผู้เสนอราคา เจริญ แสงทอง"]
TYRE_B = ["โชคชัยการยาง อยุธยา  ถนนโรจนะ ต.ธนู อ.อุทัย โทร 035-335-870",
          "ใบเสนอราคา เลขที่ QC-1124  วันที่ 6 พฤศจิกายน 2568",
          "เรียน คุณสมพงษ์ บุญมา หจก.บุญมาทรายทอง",
          "เรื่อง ยางรถบรรทุกสิบล้อ 10 เส้น ทะเบียน 83-1592"]
TYRE_B_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ยางเรเดียล 11R22.5 16PR ลายบั้ง (ผลิตปี 2025)", "10 เส้น", "7,450", "74,500"),
    ("ค่าถอดใส่ ถ่วงล้อ", "10 เส้น", "150", "1,500"),
    ("รวมสุทธิ", "", "", "76,000"),
]
TYRE_B_BOTTOM = ["ราคารวม VAT แล้ว ไม่รับซื้อยางเก่า รับประกัน 6 เดือน",
                 "ต้องสั่งของล่วงหน้า 5 วัน มัดจำ 20,000 บาท",
                 "ผู้เสนอราคา ชัยวัฒน์ โชคชัยสกุล"]

# ---------------------------------------------------------------- quarry
KHAOKAEW_2025 = [
    "KHAO KAEW SILA SAI CO., LTD.\n"
    "99 Moo 7, Na Phra Lan, Chaloem Phra Kiat, Saraburi 18240   Tel. 036-339-512\n"
    "PRICE LIST 2025 - CRUSHED STONE AND AGGREGATES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per ton, loaded on your truck at the quarry.\n"
    "Weight by our weighbridge; a weighbridge ticket is issued for every load.\n"
    "\n"
    "Crushed stone 3/4 inch (No. 1) ........ 285 THB/ton\n"
    "Crushed stone 3/8 inch (chips) ........ 300 THB/ton\n"
    "Base course (hin khluk) ............... 230 THB/ton\n"
    "Rock dust ............................. 160 THB/ton\n"
    "Rip-rap / large stone ................. 330 THB/ton\n"
    "\n"
    "Loading hours 05:30 - 18:00 every day.\n"
    "Credit 30 days for accounts buying over 100,000 THB a month; otherwise transfer before loading.\n"
    "Sales: Khun Prapas Wongthong, 089-771-2304, sales@khaokaewsila.co.th",
]
KHAOKAEW_2567 = ["บริษัท เขาแก้วศิลาทราย จำกัด", "99 หมู่ 7 ต.หน้าพระลาน อ.เฉลิมพระเกียรติ จ.สระบุรี",
                 "ใบราคาหิน ปี 2567 (มกราคม – ธันวาคม 2567) ราคาต่อตัน ขึ้นรถที่หน้าเหมือง"]
KHAOKAEW_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("หิน 3/4 นิ้ว (หิน 1)", "270 บาท/ตัน"),
    ("หินเกล็ด 3/8 นิ้ว", "285 บาท/ตัน"),
    ("หินคลุก", "215 บาท/ตัน"),
    ("ฝุ่นหิน", "150 บาท/ตัน"),
    ("หินใหญ่ (หินทิ้ง)", "310 บาท/ตัน"),
]
KHAOKAEW_2567_BOTTOM = ["เปิดขึ้นของ 06.00-18.00 น. ทุกวัน ออกใบชั่งทุกเที่ยว",
                        "เครดิต 30 วัน สำหรับลูกค้าที่ซื้อเกินเดือนละ 80,000 บาท",
                        "ติดต่อ คุณประภาส วงศ์ทอง ฝ่ายขาย 089-771-2304"]
KHAOKAEW_EMAIL = """From: Prapas Wongthong <sales@khaokaewsila.co.th>
To: boonmasaithong@gmail.com
Date: Thu, 13 Nov 2025 09:15
Subject: New prices from 1 December 2025

Dear Khun Sompong,

Thank you for buying from Khao Kaew this year. Because of higher electricity and blasting costs we must
change some prices from 1 December 2025:

1. Base course (hin khluk): 245 THB/ton (the 2025 price list says 230 THB/ton).
2. Crushed stone 3/4 inch: 295 THB/ton (was 285 THB/ton).
   Rock dust, chips and large stone do not change.
3. Loading hours will be 06:00 - 17:00, and the quarry will be closed on Sundays.

Your October loads (5 weighbridge tickets, 59.85 tons of base course) come to 13,765.50 THB.
Please pay by 30 Nov 2025.

Best regards,
Prapas Wongthong
Sales, Khao Kaew Sila Sai Co., Ltd.
089-771-2304
"""
WEIGHBRIDGE = """# ใบชั่งหินคลุก เขาแก้ว เดือนตุลาคม 2568

ไปขึ้นหินที่หน้าพระลาน สระบุรี ราคาหินคลุกตันละ 230 บาท (ใบราคาปี 2025)

| เลขที่ใบชั่ง | วันที่ | ทะเบียน | น้ำหนักรวม (ตัน) | น้ำหนักรถ (ตัน) | สุทธิ (ตัน) |
|---|---|---|---|---|---|
| KK-25-10-0412 | 3 ต.ค. 68 | 83-1592 | 24.86 | 11.86 | 13.00 |
| KK-25-10-0587 | 8 ต.ค. 68 | 83-2208 | 24.62 | 11.74 | 12.88 |
| KK-25-10-0733 | 14 ต.ค. 68 | 83-1592 | 24.94 | 11.86 | 13.08 |
| KK-25-10-0951 | 21 ต.ค. 68 | 84-0315 | 14.85 | 6.92 | 7.93 |
| KK-25-10-1104 | 27 ต.ค. 68 | 83-2208 | 24.70 | 11.74 | 12.96 |

รวมสุทธิ 59.85 ตัน x 230 บาท = 13,765.50 บาท
ยังไม่จ่าย รอบิลสิ้นเดือนจากเขาแก้ว (เครดิต 30 วัน)
หินส่วนใหญ่ลงไซต์กรุงเก่าวิลล์ ที่เหลือกองไว้หลังบ้าน
"""

# ---------------------------------------------------------------- trucks
LEASING_STATEMENT = [
    "CHAO PHRAYA CAPITAL LEASING PUBLIC COMPANY LIMITED\n"
    "Ayutthaya Branch, 118 Rojana Road, Phra Nakhon Si Ayutthaya 13000   Tel. 035-241-880\n"
    "STATEMENT OF ACCOUNT - HIRE PURCHASE\n"
    "Statement date: 10 Nov 2025\n"
    "\n"
    "Hirer: Mr. Sompong Boonma (Boonma Sai Thong Ltd., Part.)\n"
    "Contract no.: HP-AYT-2104518\n"
    "Vehicle: HINO 500 FM 8J 10-wheel dump truck, 2021, reg. 83-1592 Phra Nakhon Si Ayutthaya\n"
    "Amount financed: 2,180,000 THB   Term: 60 months\n"
    "Monthly instalment: 46,800 THB (including VAT), due on the 5th of each month\n"
    "\n"
    "Instalments paid: 41 of 60 (last payment received 5 Nov 2025)\n"
    "Remaining instalments: 19, total 889,200 THB\n"
    "Next due date: 5 Dec 2025\n"
    "Late payment: 1,000 THB per instalment plus default interest.",
    "EARLY SETTLEMENT OFFER\n"
    "If you settle the whole contract by 31 Dec 2025 (including the December instalment),\n"
    "the settlement amount is 847,570 THB. You save 41,630 THB of interest.\n"
    "After 31 Dec 2025 please ask the branch for a new figure.\n"
    "The vehicle registration book will be transferred to you within 30 days of full payment.\n"
    "\n"
    "Contact: Khun Jirapha, Collections, 035-241-880 ext. 12",
]
HP_CONTRACT = ["สัญญาเช่าซื้อรถยนต์ เลขที่ HP-AYT-2502093",
               "ทำที่ บริษัท เจ้าพระยา แคปปิตอล ลีสซิ่ง จำกัด (มหาชน) สาขาอยุธยา  วันที่ 20 กุมภาพันธ์ 2568",
               "ระหว่าง บริษัท เจ้าพระยา แคปปิตอล ลีสซิ่ง จำกัด (มหาชน) \"ผู้ให้เช่าซื้อ\"",
               "กับ นายสมพงษ์ บุญมา (หจก. บุญมาทรายทอง) \"ผู้เช่าซื้อ\" ผู้ค้ำประกัน นางวาสนา บุญมา"]
HP_CONTRACT_HEADINGS = [
    ("ข้อ 1 ทรัพย์สินที่เช่าซื้อ", "รถบรรทุก ISUZU FRR 210 หกล้อดั๊ม ปี 2568 สีขาว ทะเบียน 84-0315 พระนครศรีอยุธยา"),
    ("ข้อ 2 ราคาและเงินดาวน์", "ราคารถ 1,980,000 บาท เงินดาวน์ 400,000 บาท ยอดจัดเช่าซื้อ 1,580,000 บาท"),
    ("ข้อ 3 ดอกเบี้ยและค่างวด", "อัตราดอกเบี้ย 3.50% ต่อปี (คงที่) ผ่อน 48 งวด งวดละ 37,525 บาท (รวม VAT)\n"
     "ชำระทุกวันที่ 5 ของเดือน งวดแรก 5 มีนาคม 2568 งวดสุดท้าย 5 กุมภาพันธ์ 2572"),
    ("ข้อ 4 การผิดนัด", "ชำระล่าช้าเสียค่าปรับงวดละ 800 บาท หากผิดนัด 3 งวดติดกัน ผู้ให้เช่าซื้อมีสิทธิ์ยึดรถคืน"),
    ("ข้อ 5 ประกันภัย", "ผู้เช่าซื้อต้องทำประกันภัยชั้น 1 ตลอดอายุสัญญา ระบุผู้ให้เช่าซื้อเป็นผู้รับประโยชน์"),
    ("ข้อ 6 การปิดบัญชีก่อนกำหนด", "ปิดบัญชีก่อนกำหนดได้ ได้ส่วนลดดอกเบี้ยตามประกาศ สคบ."),
]
HP_CONTRACT_BOTTOM = ["ลงชื่อ สมพงษ์ บุญมา ผู้เช่าซื้อ", "ลงชื่อ วาสนา บุญมา ผู้ค้ำประกัน",
                      "ลงชื่อ จิราภา มีสุข ผู้รับมอบอำนาจ ผู้ให้เช่าซื้อ"]
FLEETCARD = [
    "SIAMFUEL FLEET CARD - MONTHLY STATEMENT\n"
    "Statement period: 1 Oct 2025 - 31 Oct 2025      Statement date: 3 Nov 2025\n"
    "Customer: Boonma Sai Thong Ltd., Part.      Account: SF-AY-00827\n"
    "\n"
    "Card      Vehicle                  Litres      Amount (THB)\n"
    "...8821   83-1592 (10-wheel)       1,380.00    45,264.00\n"
    "...8822   83-2208 (10-wheel)       1,215.00    39,852.00\n"
    "...8823   84-0315 (6-wheel)          640.00    20,992.00\n"
    "\n"
    "TOTAL                              3,235.00 L  106,108.00 THB\n"
    "Average price: 32.80 THB/litre (Diesel B7)\n"
    "Payment due: 15 Nov 2025 by direct debit from your account ending 4582.\n"
    "Card ...8822 was used 3 times outside Ayutthaya/Saraburi this month.",
]
DRIVERS = """# ค่าเที่ยวคนขับ ตุลาคม 2568

| คนขับ | รถ | จำนวนเที่ยว | ค่าเที่ยว | รวม |
|---|---|---|---|---|
| ลุงเชิด | สิบล้อ 83-1592 | 38 เที่ยว | 350 บาท | 13,300 บาท |
| น้าแดง | สิบล้อ 83-2208 | 41 เที่ยว | 350 บาท | 14,350 บาท |
| ตั้ม | หกล้อ 84-0315 | 52 เที่ยว | 240 บาท | 12,480 บาท |

รวมค่าเที่ยว ต.ค. 40,130 บาท จ่ายแล้ว 1 พ.ย.
เที่ยวไปสระบุรีคิดเป็น 2 เที่ยว
น้าแดงเบิกล่วงหน้า 2,000 หักแล้วในยอดนี้
"""
REPAIRS = """# ซ่อมบำรุงรถ ปี 2568

## สิบล้อ HINO 83-1592
- ม.ค. ถ่ายน้ำมันเครื่อง+ไส้กรอง 4,200
- เม.ย. ซ่อมกระบะดั๊ม เปลี่ยนแม่แรงยก 16,500
- ต.ค. ถ่ายน้ำมันเครื่อง 4,300
- ยางหมดแล้ว ดอกเหลือน้อย ต้องเปลี่ยน 10 เส้นก่อนสิ้นปี (ขอราคา 2 ร้านแล้ว)

## สิบล้อ ISUZU 83-2208
- ก.พ. เปลี่ยนผ้าเบรก 8,900
- ก.ย. เปลี่ยนคลัตช์ชุดใหญ่ + ผ้าเบรก 28,650 (อู่ช่างหนุ่ม)
- ต.ค. ถ่ายน้ำมันเครื่อง 3,600

## หกล้อ ISUZU 84-0315
- ต.ค. เช็คระยะ 10,000 กม. ที่ศูนย์ 1,900 (ค่าแรงฟรี)
"""
TAX = """# ต่อภาษีรถ + พ.ร.บ. ปี 2568

| ทะเบียน | ภาษีรถ | พ.ร.บ. | ครบกำหนด | สถานะ |
|---|---|---|---|---|
| 83-1592 | 7,680 | 2,493 | 18 ม.ค. 69 | ยังไม่ต่อ |
| 83-2208 | 7,680 | 2,493 | 2 ส.ค. 68 | ต่อแล้ว 28 ก.ค. 68 |
| 84-0315 | 3,360 | 1,766 | 20 ก.พ. 69 | ยังไม่ต่อ (รถใหม่ ปีแรกไฟแนนซ์ทำให้) |

ต้องตรวจสภาพ ตรอ. ก่อนต่อภาษีสิบล้อทุกปี ที่ ตรอ.บางปะหัน
"""

# ---------------------------------------------------------------- books
CASH_2568 = [182400, 176900, 214300, 198600, 143200, 98700, 87400, 92100, 101800, 134500]
SITE_2568 = [265000, 289400, 312800, 274600, 198300, 121500, 96800, 110200, 138900, 176400]
DIESEL_2568 = [118450, 124300, 131870, 120640, 96210, 71380, 64920, 69150, 82470, 106108]
DRIVERS_2568 = [48600, 51200, 55800, 49700, 38900, 28400, 25600, 27300, 31900, 40130]
LOANS_2568 = [46800, 46800] + [84325] * 8
REPAIRS_2568 = [4200, 8900, 0, 16500, 0, 0, 0, 0, 28650, 9800]
CASH_2567 = [168300, 171500, 196200, 187400, 131900, 92300, 81600, 85300, 94700, 121800, 158200, 176400]
SITE_2567 = [231000, 248700, 276300, 251900, 176400, 108200, 90100, 99800, 124300, 158600, 221400, 259800]
DIESEL_2567 = [109800, 115200, 122600, 113400, 88700, 66100, 60300, 63800, 75900, 97600, 112300, 121700]
DRIVERS_2567 = [44100, 46300, 50800, 45600, 35200, 26100, 23800, 25200, 29400, 37100, 43800, 47900]
LOANS_2567 = [46800] * 12
REPAIRS_2567 = [6200, 9800, 5100, 18400, 3600, 11200, 4300, 5900, 7700, 21500, 6800, 9400]
CREDIT_HEADERS = ["ลูกค้า (Customer)", "งาน (Job)", "ยอดค้าง (Amount due, THB)", "วันวางบิล (Billed)",
                  "ครบกำหนด (Due)", "หมายเหตุ (Note)"]
CREDIT_2568 = [
    ("บริษัท กรุงเก่า พร็อพเพอร์ตี้ จำกัด", "หมู่บ้านกรุงเก่าวิลล์ เฟส 3", 186700, "31 ต.ค. 68", "15 ธ.ค. 68",
     "เครดิต 45 วัน"),
    ("ช่างเอก (เอกชัย รับเหมา)", "ถมที่บ้านคุณสุนีย์ ต.บ้านลี่", 40500, "14 ต.ค. 68", "15 พ.ย. 68", "15 เที่ยว"),
    ("หจก. ศรีอยุธยาก่อสร้าง", "ถนนคอนกรีต หมู่ 6", 92750, "30 ก.ย. 68", "30 ต.ค. 68", "เกินกำหนด ทวงแล้ว 2 ครั้ง"),
    ("อบต.บ้านลี่", "ถมสนามกีฬา", 64000, "25 ก.ย. 68", "25 พ.ย. 68", "รอเบิกงบ"),
    ("ร้าน ช.เจริญภัณฑ์", "ทรายก่อ หิน 3/4", 18900, "31 ต.ค. 68", "30 พ.ย. 68", ""),
]
CREDIT_2567 = [
    ("บริษัท ก.เจริญวัสดุ จำกัด", "ทรายหยาบ หินคลุก", 54200, "30 พ.ย. 67", "30 ธ.ค. 67", "โอนไม่ครบ"),
    ("หจก. ศรีอยุธยาก่อสร้าง", "ถมที่โกดัง อ.อุทัย", 71300, "15 ธ.ค. 67", "15 ม.ค. 68", ""),
    ("ช่างเอก (เอกชัย รับเหมา)", "ถมที่บ้านลุงสมัย", 22400, "20 ธ.ค. 67", "20 ม.ค. 68", ""),
]


def _book(path: Path, year: str, cash, site, diesel, drivers, loans, repairs, credit, as_of: str) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับ หจก.บุญมาทรายทอง ปี {year} (Income {year})"])
    income.append(["เดือน (Month)", "ขายหน้าท่า เงินสด (Cash sales)", "ส่งไซต์งาน (Site deliveries)", "รวม (Total)"])
    for month, a, b in zip(MONTHS, cash, site):
        income.append([f"{month} {year}", a, b, a + b])
    income.append(["รวมทั้งปี (Year total)", sum(cash), sum(site), sum(cash) + sum(site)])
    for column in (2, 3, 4):
        money_format(income, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่าย ปี {year} (Expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าทราย/หิน/ดิน (Materials)", "ค่าน้ำมันดีเซล (Diesel)",
                  "ค่าเที่ยวคนขับ (Drivers)", "ค่างวดรถ (Truck instalments)", "ค่าซ่อม (Repairs)", "รวม (Total)"])
    for month, a, b, d, w, l, r in zip(MONTHS, cash, site, diesel, drivers, loans, repairs):
        material = int(round((a + b) * 0.45, -2))
        costs.append([f"{month} {year}", material, d, w, l, r, material + d + w + l + r])
    for column in range(2, 8):
        money_format(costs, column)
    debtors = book.create_sheet("ลูกหนี้ Credit")
    debtors.append([f"ลูกหนี้ค้างชำระ ณ {as_of} (Credit customers)"])
    debtors.append(CREDIT_HEADERS)
    for row in credit:
        debtors.append(list(row))
    debtors.append(["รวม (Total)", "", sum(row[2] for row in credit), "", "", ""])
    money_format(debtors, 3)
    book.save(path)


def income_2568() -> int:
    return sum(CASH_2568) + sum(SITE_2568)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนงาน หจก.บุญมาทรายทอง ปี 2569", "Boonma Sai Thong - plan for 2026\nสมพงษ์ บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_2568():,} บาท\n"
                         "ลูกค้าไซต์งานใหม่: กรุงเก่าวิลล์ เฟส 3, อบต.บ้านลี่\n"
                         "ปัญหา: ลูกหนี้ค้างเกินกำหนด, ค่าน้ำมันเดือนละแสนกว่าบาท, หน้าฝนงานหาย"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 5,400,000 บาท\nลูกหนี้ค้างรวมไม่เกิน 250,000 บาท\n"
                            "ลูกค้าใหม่จ่ายเงินสดก่อนลงของ"),
        ("ซื้อสิบล้อมือสองคันที่ 4", "งบ 1,350,000 บาท ดาวน์ 300,000 บาท ผ่อนกับเจ้าพระยาลีสซิ่ง\n"
                                    "เริ่มวิ่งเมษายน 2569 จ้างคนขับเพิ่ม 1 คน"),
        ("ปิดหนี้ฮีโน่ 83-1592?", "ถ้าปิดก่อน 31 ธ.ค. 68 ประหยัดดอกเบี้ย 41,630 บาท\n"
                                  "ต้องใช้เงิน 847,570 บาท ยังไม่พอ รอเงินกรุงเก่าวิลล์ก่อน"),
        ("ลานกองทราย", "เช่าที่ติดถนนสาย 347 ไร่ละ 4,000 บาท/เดือน ทำลานกองทรายขายหน้าลาน\n"
                       "ลดเที่ยววิ่งเปล่าไปท่าทราย"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2614.08, "PEA"), ("ค่าน้ำประปา (Water)", 318, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 535, ""), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car fuel)", 2850, ""), ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.พระนครศรีอยุธยา"), ("ผ่อนบ้าน (Home loan)", 8900, "ธ.ออมสิน")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2978.45, "PEA"), ("ค่าน้ำประปา (Water)", 342, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 535, ""), ("ค่ากับข้าว (Food)", 12850, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car fuel)", 3020, ""), ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.พระนครศรีอยุธยา"), ("ผ่อนบ้าน (Home loan)", 8900, "ธ.ออมสิน"),
                  ("ซ่อมหลังคา (Roof repair)", 4500, "ฝนรั่วห้องพิม")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2833.76, "PEA"), ("ค่าน้ำประปา (Water)", 329, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 535, ""), ("ค่ากับข้าว (Food)", 12100, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car fuel)", 2940, ""), ("ค่ารถตู้รับส่งพิม (School van)", 1800, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.พระนครศรีอยุธยา"), ("ผ่อนบ้าน (Home loan)", 8900, "ธ.ออมสิน"),
                  ("ประกันสุขภาพพิม (Pim's health insurance)", 9850, "โกลเด้นโลตัส รายปี")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนกรุงเก่าศึกษา อ.พระนครศรีอยุธยา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.พิมพ์ชนก บุญมา  ชั้น ม.1/3  เลขประจำตัว 10862"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0205-8841-3376",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าหนังสือและชุดนักเรียน", "3,650")], "21,750", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าทัศนศึกษา", "1,200"), ("ค่าคอมพิวเตอร์และภาษาอังกฤษเสริม", "2,600"),
                           ("ค่าชุดกีฬาสี", "1,500")], "23,400", "10 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pahan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Sompong Boonma\n"
    "Address: 45/3 Moo 4, Ban Li, Bang Pahan, Phra Nakhon Si Ayutthaya 13220\n"
    "Customer no. 013302274519\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 40,126 -> 40,664   Units used: 538 kWh\n"
    "Energy charge 2,412.60  Ft 197.55  Service 38.22  VAT 7% 185.39\n"
    "AMOUNT DUE: 2,833.76 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
LIFE_NOTICE = [
    "GOLDEN LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ayutthaya Service Centre, Rojana Road\n"
    "12 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Dear Mr. Sompong Boonma,\n"
    "Policy no.: GL-2019-0884172     Plan: 20 Pay Life (whole life)\n"
    "Insured: Mr. Sompong Boonma     Beneficiary: Mrs. Wassana Boonma\n"
    "Sum assured: 1,000,000 THB      Policy year: 7\n"
    "\n"
    "Annual premium: 24,380 THB\n"
    "Due date: 15 Dec 2025. Grace period 31 days, until 15 Jan 2026.\n"
    "You may pay by credit card in 6 monthly instalments at 0% (4,063.33 THB a month).\n"
    "The premium can be deducted from personal income tax, up to 100,000 THB a year.\n"
    "Pay by bank transfer, at Counter Service, or through your agent, Khun Orathai (086-552-7310).\n"
    "\n"
    "Yours sincerely,\n"
    "Premium Collection Department",
]
HEALTH_POLICY = ["บริษัท โกลเด้นโลตัส ประกันชีวิต จำกัด (มหาชน)", "ตารางกรมธรรม์ประกันสุขภาพ เลขที่ GLH-6810-22751",
                 "ผู้เอาประกันภัย ด.ญ.พิมพ์ชนก บุญมา อายุ 13 ปี  ผู้ชำระเบี้ย นายสมพงษ์ บุญมา",
                 "แผน โลตัสแคร์ คิดส์ (สัญญาเพิ่มเติมสุขภาพ)"]
HEALTH_TABLE = [
    ("ความคุ้มครอง", "วงเงิน"),
    ("ค่าห้องผู้ป่วยใน ต่อคืน", "3,000 บาท"),
    ("ค่ารักษาผู้ป่วยใน ต่อครั้ง", "100,000 บาท"),
    ("ผู้ป่วยนอก (OPD) ต่อครั้ง ไม่เกิน 30 ครั้งต่อปี", "1,000 บาท"),
    ("อุบัติเหตุ ต่อครั้ง", "20,000 บาท"),
]
HEALTH_BOTTOM = ["ระยะเวลาคุ้มครอง 10 ตุลาคม 2568 ถึง 10 ตุลาคม 2569",
                 "เบี้ยประกันรายปี 9,850 บาท ชำระแล้ววันที่ 8 ตุลาคม 2568",
                 "ตัวแทน คุณอรทัย ศรีสวัสดิ์ โทร 086-552-7310"]

# ---------------------------------------------------------------- chats and notes
TEXTS = {
    "ธุรกิจ/แชท/แชทไลน์_ช่างเอก.txt": """[6 ต.ค. 68 07:12] ช่างเอก: พี่พงษ์ครับ ทรายถมบ้านคุณสุนีย์ ต.บ้านลี่ เอาสิบล้อ 12 เที่ยว เที่ยวละเท่าไหร่ครับ
[6 ต.ค. 68 07:30] พงษ์ บุญมาทรายทอง: เที่ยวละ 2,800 ส่งถึงที่ 12 เที่ยว รวม 33,600 นะช่าง
[6 ต.ค. 68 07:31] ช่างเอก: โอเคครับ เริ่มวันพฤหัสได้มั้ย
[6 ต.ค. 68 07:35] พงษ์ บุญมาทรายทอง: ได้ ให้ลุงเชิดกับน้าแดงวิ่ง
[9 ต.ค. 68 16:45] ช่างเอก: พี่ครับ วัดระดับใหม่แล้ว ต้องถมสูงอีก 30 ซม. ขอเพิ่มเป็น 15 เที่ยว ลดให้หน่อยได้มั้ยครับ
[9 ต.ค. 68 17:02] พงษ์ บุญมาทรายทอง: 15 เที่ยว งั้นเหลือเที่ยวละ 2,700 รวม 40,500 นะ
[9 ต.ค. 68 17:05] ช่างเอก: ได้ครับ ขอเครดิตเดือนนึงนะพี่ รอเงินงวดจากเจ้าของบ้าน
[9 ต.ค. 68 17:06] พงษ์ บุญมาทรายทอง: ได้ จ่ายไม่เกิน 15 พ.ย. นะ
[14 ต.ค. 68 18:20] พงษ์ บุญมาทรายทอง: ลงครบ 15 เที่ยวแล้วนะช่าง เกลี่ยเองนะ
[14 ต.ค. 68 18:31] ช่างเอก: ขอบคุณครับพี่ 👍
[14 พ.ย. 68 19:10] ช่างเอก: พี่พงษ์ครับ ขอเลื่อนโอนเป็น 30 พ.ย. ได้มั้ยครับ เจ้าของบ้านยังไม่จ่ายงวด
[14 พ.ย. 68 19:25] พงษ์ บุญมาทรายทอง: ได้ แต่ 30 พ.ย. ไม่เกินนี้นะช่าง เดือนหน้าพี่ต้องจ่ายค่ายางรถ
[14 พ.ย. 68 19:26] ช่างเอก: ครับพี่ 30 พ.ย. แน่นอน
""",
    "ธุรกิจ/แชท/แชทไลน์_ท่าทรายเจ๊หงส์.txt": """วันจันทร์ 27 ต.ค. 2568
[08:14] เจ๊หงส์ ท่าทราย: พงษ์ เดือนหน้าทรายหยาบขึ้นนะ คิวละ 400 จากเดิม 380 น้ำมันเรือขึ้น
[08:40] พงษ์ บุญมาทรายทอง: โห เจ๊ ผมเอาประจำนะ ขอ 385 ได้มั้ย
[09:05] เจ๊หงส์ ท่าทราย: 385 ไม่ไหวจริงๆ 395 ละกัน
วันอังคาร 28 ต.ค. 2568
[17:22] พงษ์ บุญมาทรายทอง: เจ๊ ผมรับอาทิตย์ละ 4 คันสิบล้อ ขอ 390 นะครับ
[17:50] เจ๊หงส์ ท่าทราย: เอางั้นก็ได้ 390 ตั้งแต่ 1 พ.ย. แต่ต้องเอาอาทิตย์ละ 4 คันจริงนะ ทรายถมคิวละ 180 เท่าเดิม
[17:52] พงษ์ บุญมาทรายทอง: ตกลงครับเจ๊ 390
วันเสาร์ 1 พ.ย. 2568
[06:05] เจ๊หงส์ ท่าทราย: วันนี้น้ำขึ้น แพดูดหยุดครึ่งวัน ลงทรายได้บ่ายโมงนะ
[06:12] พงษ์ บุญมาทรายทอง: ได้เจ๊ เดี๋ยวให้น้าแดงเข้าบ่าย
""",
    "ธุรกิจ/เหมืองหิน/email_KhaoKaew_price_change_Dec2025.txt": KHAOKAEW_EMAIL,
    "ธุรกิจ/เหมืองหิน/ใบชั่งหิน_เขาแก้ว_ต.ค.68.md": WEIGHBRIDGE,
    "ธุรกิจ/รถ/ค่าเที่ยวคนขับ_ต.ค.68.md": DRIVERS,
    "ธุรกิจ/รถ/ซ่อมบำรุงรถ_2568.md": REPAIRS,
    "ธุรกิจ/รถ/ต่อภาษีรถ_2568.md": TAX,
    "ธุรกิจ/เบอร์โทรลูกค้า.txt": """คุณธนพล (วิศวกร กรุงเก่าวิลล์) 089-224-6731
ช่างเอก เอกชัย รับเหมา 086-719-3305
คุณวีระ หจก.ศรีอยุธยาก่อสร้าง 081-552-0947
อบต.บ้านลี่ กองช่าง 035-381-119
ร้าน ช.เจริญภัณฑ์ 035-381-562
เจ๊หงส์ ท่าทราย บางบาล 084-337-2190
อู่ช่างหนุ่ม 089-103-7745
""",
    "บ้าน/แชทไลน์_บ้านบุญมา.txt": """[30 ต.ค. 68 19:40] วาสนา: พ่อพิม ค่าเทอมพิมเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 23,400
[30 ต.ค. 68 19:52] พงษ์: พรุ่งนี้โอน รอเงินร้าน ช.เจริญภัณฑ์เข้าก่อน
[31 ต.ค. 68 07:15] พิม: แม่ ทัศนศึกษาเกาะเมืองต้องจ่ายเพิ่มมั้ยคะ
[31 ต.ค. 68 07:20] วาสนา: อยู่ในค่าเทอมแล้วลูก 1,200
[4 พ.ย. 68 20:05] ตาเฉลิม: งานบวชโต้งวันที่ 6 ธ.ค. นะ ช่วยกันคนละหน่อย
[4 พ.ย. 68 20:12] พงษ์: ผมช่วย 10,000 ครับพ่อ แล้วเอาสิบล้อขนเต็นท์กับโต๊ะให้
[7 พ.ย. 68 12:30] วาสนา: โอนค่าเทอมแล้วนะ
[12 พ.ย. 68 18:30] วาสนา: จดหมายประกันชีวิตพ่อพิมมาแล้ว เบี้ย 24,380 จ่ายก่อน 15 ธ.ค.
[12 พ.ย. 68 18:45] พงษ์: ธ.ค. เงินตึง ค่ายางสิบล้อด้วย ผ่อนบัตร 6 เดือนไปก่อน
[12 พ.ย. 68 18:46] วาสนา: ค่าไฟเดือนที่แล้วก็ขึ้น 2,833 แอร์ห้องตาเปิดทั้งคืน
""",
    "บ้าน/งานบวช_หลานโต้ง.md": """# งานบวชหลานโต้ง (ลูกพี่สมศรี)
- บวชวันเสาร์ที่ 6 ธันวาคม 2568 วัดบ้านลี่ ทำขวัญนาคคืนวันศุกร์ 5 ธ.ค.
- บ้านเราช่วย 10,000 บาท + รถสิบล้อขนเต็นท์ โต๊ะ เก้าอี้ 2 เที่ยว
- วาสนาดูของทำบุญ พิมช่วยต้อนรับแขก
- ต้องจองรถตู้ให้ญาติจากสุพรรณ 1 คัน 2,500 บาท
""",
}
TODO = {"todo.md": """- ตัดสินใจร้านยางสิบล้อ (เจริญยางยนต์ / โชคชัย)
- ทวงเงิน หจก.ศรีอยุธยาก่อสร้าง
- จ่ายค่าหินเขาแก้วเดือน ต.ค. ก่อน 30 พ.ย.
- ต่อภาษีรถ 83-1592 ก่อน 18 ม.ค.
- จ่ายเบี้ยประกันชีวิตก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจ"
    quotes, quarry, trucks, books = biz / "ใบเสนอราคา", biz / "เหมืองหิน", biz / "รถ", biz / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, quarry, trucks, books, biz / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอมพิม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_กรุงเก่าวิลล์เฟส3_ร่าง.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กรุงเก่าวิลล์เฟส3_ฉบับส่ง.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคายาง_เจริญยางยนต์.docx", TYRE_A, TYRE_A_TABLE, bottom=TYRE_A_BOTTOM)
    write_docx(quotes / "ใบเสนอราคายาง_โชคชัยการยาง.docx", TYRE_B, TYRE_B_TABLE, bottom=TYRE_B_BOTTOM)
    write_docx(biz / "ใบวางบิล_กรุงเก่าพร็อพเพอร์ตี้_ต.ค.68.docx", BILL_NOTE, BILL_NOTE_TABLE, bottom=BILL_NOTE_BOTTOM)
    make_pdf(quarry / "KhaoKaew_price_list_2025.pdf", KHAOKAEW_2025)
    write_docx(quarry / "ราคาหิน_เขาแก้วศิลาทราย_2567.docx", KHAOKAEW_2567, KHAOKAEW_2567_TABLE,
               bottom=KHAOKAEW_2567_BOTTOM)
    make_pdf(trucks / "ChaoPhraya_Leasing_statement_Nov2025.pdf", LEASING_STATEMENT)
    write_docx(trucks / "สัญญาเช่าซื้อ_หกล้อ_เจ้าพระยาลีสซิ่ง.docx", HP_CONTRACT, headings=HP_CONTRACT_HEADINGS,
               bottom=HP_CONTRACT_BOTTOM)
    make_pdf(trucks / "SiamFuel_fleetcard_Oct2025.pdf", FLEETCARD)
    _book(books / "สมุดบัญชี_2568.xlsx", "2568", CASH_2568, SITE_2568, DIESEL_2568, DRIVERS_2568, LOANS_2568,
          REPAIRS_2568, CREDIT_2568, "31 ต.ค. 2568")
    _book(books / "สมุดบัญชี_2567.xlsx", "2567", CASH_2567, SITE_2567, DIESEL_2567, DRIVERS_2567, LOANS_2567,
          REPAIRS_2567, CREDIT_2567, "31 ธ.ค. 2567")
    write_slides(biz / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "ประกัน" / "GoldenLotusLife_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ประกัน" / "ประกันสุขภาพ_น้องพิม_โกลเด้นโลตัส.docx", HEALTH_POLICY, HEALTH_TABLE,
               bottom=HEALTH_BOTTOM)
    write_docx(home / "ค่าเทอมพิม" / "ค่าเทอม_พิมพ์ชนก_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมพิม" / "ค่าเทอม_พิมพ์ชนก_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
