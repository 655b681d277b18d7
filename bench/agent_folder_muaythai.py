"""A blind folder for Klang's agent: a Muay Thai gym in Phuket that trains tourists, foreign teams and local fighters.

The owner is นางนิภาพร ศรีสุข (Nipaporn "Nok" Srisuk). She runs ค่ายมวยศิษย์นิภา (Sit Nipha Muay Thai) at
45/7 ถ.เจ้าฟ้าตะวันออก ต.ฉลอง อ.เมือง จ.ภูเก็ต: group classes and private lessons for tourists, two-week camps for
foreign fight teams, classes at partner hotels, gear sales, and fighters on the Friday cards at สนามมวยบางลา
(Bangla Boxing Stadium). Her husband กฤษดา (Krit), a former fighter, trains with her; they live at 112/3 หมู่ 9
ต.ฉลอง with their son ภูมิ (Phum, ป.4 at โรงเรียนสองภาษาภูเก็ต / Phuket Bilingual School) and Nok's mother
แม่ละเอียด. It is late April 2025 (2568).

Files under Documents/:
- ค่ายมวย SitNipha/ใบเสนอราคา Quotes/ใบเสนอราคา_NordicFight_v1.docx: the first (draft) quote to Nordic Fight Club,
  Sweden, for a 2-week camp: 12 fighters at 9,500, total 219,000, deposit 65,700.
- ค่ายมวย SitNipha/ใบเสนอราคา Quotes/Quote_NordicFight_final.docx: the final quote after the LINE talks:
  10 fighters at 9,000, total 178,100, deposit 53,430 by 25 January 2025, camp 8-21 February 2025.
- ค่ายมวย SitNipha/ใบเสนอราคา Quotes/ใบเสนอราคา_AndamanBayResort.docx: guest classes at Andaman Bay Resort
  (2,500 a class, 12 a month, 30,000 a month; 15% referral on private lessons).
- ค่ายมวย SitNipha/ใบเสนอราคา Quotes/ใบเสนอราคา_KataPalmHotel.docx: the same offer to Kata Palm Hotel
  (2,800 a class, 8 a month, 22,400 a month; 10% referral).
- ค่ายมวย SitNipha/Suppliers/TFG_pricelist_2025.pdf: Thai Fighter Gear Co., Ltd.'s 2025 wholesale price list, English.
- ค่ายมวย SitNipha/Suppliers/ราคาส่ง_ไทยไฟเตอร์เกียร์_2567.docx: the same firm's 2567 price list, Thai only.
- ค่ายมวย SitNipha/Suppliers/TFG_invoice_INV2025-0317.pdf: that firm's March 2025 invoice (40 pairs of 16 oz gloves;
  total 104,325.00, due 16 April 2025).
- ค่ายมวย SitNipha/Suppliers/PhuketRubberFloor_quote_mats.pdf: a quote for new floor mats (890 THB/sqm, 3 years'
  warranty, total 118,800).
- ค่ายมวย SitNipha/บัญชี/บัญชีค่าย_2568.xlsx: this year's book: income by item with months as columns (Jan-Apr) and
  a sheet of expenses by month (rows).
- ค่ายมวย SitNipha/บัญชี/บัญชีค่าย_2567.xlsx: last year's book, the same layout, twelve months.
- ค่ายมวย SitNipha/บัญชี/PEA_bill_gym_Mar2025.pdf: the gym's March electricity bill (3,120 kWh, 14,862.35).
- ค่ายมวย SitNipha/สัญญา/สัญญาจ้างครูมวย_ครูแดง.docx: trainer Daeng's contract for 2568 (18,000 a month, 30% of
  private lessons).
- ค่ายมวย SitNipha/สัญญา/สัญญาเช่าที่ดิน_ค่ายมวย.docx: the land lease (25,000 a month, deposit 75,000, to 30 มิถุนายน 2569).
- ค่ายมวย SitNipha/สัญญา/ประกันอุบัติเหตุกลุ่ม_นักเรียนมวย.docx: the students' group accident insurance for 2568.
- ค่ายมวย SitNipha/แผนปี2569_SitNipha.pptx: slides with next year's plan (income target 4,800,000; a second ring
  and new floor, budget 350,000; a kids' class).
- ค่ายมวย SitNipha/ราคาคอร์ส_2568.md: the gym's own price list for walk-in customers.
- ค่ายมวย SitNipha/fight_night_บางลา.md: notes of the gym's fighters' bouts at Bangla stadium (purses, results).
- ค่ายมวย SitNipha/email_AndamanBay_ตอบรับ.txt: the resort's English reply accepting the quote with changes
  (start 1 June 2025, Tue/Thu/Sat).
- ค่ายมวย SitNipha/LINE/LINE_Erik_NordicFight.txt: LINE chat with the Swedish coach: the price drops to 9,000,
  12 fighters become 10, arrival moves from 3 Feb to 8 Feb.
- ค่ายมวย SitNipha/LINE/ไลน์กลุ่ม_ครูค่าย.txt: the trainers' LINE group (schedule, gear, a fighter's injury).
- บ้าน/บิล/PEA_bill_house_Mar2025.pdf: the house's March electricity bill (486 kWh, 2,389.52, due 5 April 2025).
- บ้าน/บิล/PWA_water_bill_Mar2025.pdf: the house's March water bill.
- บ้าน/ภูมิ/ใบแจ้งค่าเทอม_ภูมิ_1-2568.docx: Phum's school fee notice for term 1/2568 (29,150, by 15 พฤษภาคม 2568).
- บ้าน/ภูมิ/PBS_fee_statement_term2_2024.pdf: the school's English statement for last term (27,700, paid).
- บ้าน/ภูมิ/ว่ายน้ำ_ภูมิ.txt: a note about Phum's swimming lessons.
- บ้าน/ประกัน/AIA_renewal_Krit_2025.pdf: AIA's health-policy renewal letter for Krit (28,450, by 12 May 2025).
- บ้าน/ประกัน/ประกันรถ_ชั้น1_วิริยะ_2568.docx: the pickup's class-1 car insurance schedule (18,900, to 24 สิงหาคม 2568).
- บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, one sheet a month (Jan-Mar).
- บ้าน/ไลน์_ครอบครัวศรีสุข.txt: the family LINE group (school fees, Mom's check-up, shopping).
- บ้าน/แกงส้มสูตรแม่.md: Mom's recipe (a distractor).
Plus a workspect that holds her to-do list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

GYM = "ค่ายมวย SitNipha"
HEADER = [
    "ค่ายมวยศิษย์นิภา (Sit Nipha Muay Thai)",
    "45/7 ถ.เจ้าฟ้าตะวันออก ต.ฉลอง อ.เมือง จ.ภูเก็ต 83130  โทร 081-892-4410  LINE: @sitnipha",
]

NORDIC_V1 = HEADER + [
    "ใบเสนอราคา / QUOTATION  (ฉบับร่าง DRAFT)",
    "เลขที่ QT-2567-041   วันที่ 20 ธันวาคม 2567",
    "เรียน / To: Erik Lindqvist, Head coach, Nordic Fight Club (Gothenburg, Sweden)",
    "เรื่อง: แคมป์ซ้อมมวยไทย 2 สัปดาห์ สำหรับนักกีฬา 12 คน / 2-week Muay Thai camp for 12 fighters",
    "ช่วงเวลา: 3 - 16 กุมภาพันธ์ 2568 (3-16 February 2025)",
]
NORDIC_V1_TABLE = [
    ("รายการ Item", "จำนวน Qty", "ราคาต่อหน่วย Unit price (THB)", "รวม Amount (THB)"),
    ("ค่าซ้อม 2 สัปดาห์ วันละ 2 รอบ / Training 2 weeks, 2 sessions a day", "12 คน", "9,500", "114,000"),
    ("ที่พักห้องพัดลมในค่าย 13 คืน / Camp room 13 nights", "12 x 13 คืน", "650", "101,400"),
    ("รถรับส่งสนามบิน / Airport transfer (van)", "2 เที่ยว", "1,800", "3,600"),
    ("รวมทั้งสิ้น / Total", "", "", "219,000"),
]
NORDIC_V1_BOTTOM = [
    "มัดจำ 30% = 65,700 บาท ภายใน 15 มกราคม 2568",
    "ยืนราคา 30 วัน / Valid 30 days",
    "หมายเหตุ: ร่างแรก ส่งให้ Erik ทางไลน์ 20/12 รอเค้าตอบเรื่องราคา",
]

NORDIC_FINAL = HEADER + [
    "QUOTATION / ใบเสนอราคา",
    "No. QT-2568-003   Date: 10 January 2025",
    "To: Erik Lindqvist, Head coach, Nordic Fight Club, Gothenburg, Sweden",
    "Subject: 2-week Muay Thai training camp for 10 fighters",
    "Camp dates: 8 - 21 February 2025 (arrival Phuket airport 8 Feb, departure 21 Feb)",
]
NORDIC_FINAL_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Training 2 weeks, 2 sessions a day (07:30 and 16:00)", "10 fighters", "9,000", "90,000"),
    ("Camp room with fan, 13 nights", "10 x 13 nights", "650", "84,500"),
    ("Airport transfer (van)", "2 trips", "1,800", "3,600"),
    ("Total", "", "", "178,100"),
]
NORDIC_FINAL_BOTTOM = [
    "Deposit 30% = 53,430 THB, please transfer by 25 January 2025.",
    "Balance 124,670 THB on arrival, cash or bank transfer.",
    "Bank: Kasikornbank, Chalong branch, account Nipaporn Srisuk 047-3-88215-6",
    "Price includes hand wraps for every fighter and one fight night at Bangla stadium for those who want to fight.",
    "Thank you Erik, see you in February! - Nok",
]

ANDAMAN_QUOTE = HEADER + [
    "ใบเสนอราคา",
    "เลขที่ QT-2568-011   วันที่ 3 มีนาคม 2568",
    "เรียน คุณสุชาดา วงศ์ทอง ผู้จัดการฝ่ายกิจกรรม Andaman Bay Resort หาดกะรน",
    "เรื่อง คลาสมวยไทยสำหรับแขกของโรงแรม",
]
ANDAMAN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลาสมวยไทยกลุ่มที่โรงแรม 60 นาที (ไม่เกิน 10 คนต่อคลาส)", "12 ครั้ง/เดือน", "2,500", "30,000"),
    ("ครูมวย 2 คน พร้อมนวม เป้า ผ้าพันมือ", "รวมในราคา", "-", "-"),
    ("รวมต่อเดือน", "", "", "30,000"),
]
ANDAMAN_BOTTOM = [
    "แขกที่อยากเรียนส่วนตัวที่ค่าย ราคา 1,200 บาท/ชั่วโมง โรงแรมได้ค่าแนะนำ 15%",
    "สัญญาขั้นต่ำ 6 เดือน ชำระทุกสิ้นเดือน",
    "ยืนราคาถึง 31 มีนาคม 2568",
    "ผู้เสนอราคา นิภาพร ศรีสุข",
]

KATA_QUOTE = HEADER + [
    "ใบเสนอราคา / Quotation",
    "เลขที่ QT-2568-014   วันที่ 12 มีนาคม 2568",
    "เรียน Mr. Daniel Meyer, Guest Experience Manager, Kata Palm Hotel หาดกะตะ",
    "เรื่อง คลาสมวยไทยสำหรับแขกของโรงแรม / Muay Thai classes for hotel guests",
]
KATA_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลาสมวยไทยกลุ่มริมสระ 60 นาที (ไม่เกิน 8 คนต่อคลาส)", "8 ครั้ง/เดือน", "2,800", "22,400"),
    ("ครูมวย 2 คน พร้อมอุปกรณ์", "รวมในราคา", "-", "-"),
    ("รวมต่อเดือน", "", "", "22,400"),
]
KATA_BOTTOM = [
    "เรียนส่วนตัวที่ค่าย 1,200 บาท/ชั่วโมง โรงแรมได้ค่าแนะนำ 10%",
    "สัญญาขั้นต่ำ 3 เดือน",
    "ยืนราคาถึง 15 เมษายน 2568",
    "ผู้เสนอราคา นิภาพร ศรีสุข",
]

TFG_2025 = [
    "THAI FIGHTER GEAR CO., LTD.\n88/12 Moo 5, Bang Bua Thong, Nonthaburi 11110  Tel 02-571-3388\n"
    "sales@thaifightergear.co.th\n\nWHOLESALE PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Code      Description                         Unit price (THB)\n"
    "TFG-G10   Boxing gloves 10 oz, leather        1,450\n"
    "TFG-G16   Boxing gloves 16 oz, leather        1,650\n"
    "TFG-S01   Muay Thai shorts, satin             390\n"
    "TFG-W01   Hand wraps 5 m (pair)               120\n"
    "TFG-SG1   Shin guards, leather                1,890\n"
    "TFG-B150  Heavy bag 150 cm (unfilled)         4,200\n"
    "TFG-M01   Mouth guard                          95",
    "TERMS\nMinimum order 20,000 THB.\nFree delivery in Phuket for orders over 50,000 THB.\n"
    "Prices exclude VAT 7%.\nPayment: 30 days from invoice date.\nLogo printing on shorts: +60 THB per piece "
    "(minimum 30 pieces).",
]
TFG_2567_TOP = [
    "บริษัท ไทยไฟเตอร์เกียร์ จำกัด",
    "88/12 หมู่ 5 อ.บางบัวทอง จ.นนทบุรี 11110 โทร 02-571-3388",
    "ใบราคาส่ง ปี 2567 (มีผล 1 มกราคม 2567)",
]
TFG_2567_TABLE = [
    ("รหัส", "รายการ", "ราคาต่อหน่วย (บาท)"),
    ("TFG-G10", "นวมหนังแท้ 10 ออนซ์", "1,350"),
    ("TFG-G16", "นวมหนังแท้ 16 ออนซ์", "1,550"),
    ("TFG-S01", "กางเกงมวยผ้าซาติน", "350"),
    ("TFG-W01", "ผ้าพันมือ 5 เมตร (คู่)", "100"),
    ("TFG-SG1", "สนับแข้งหนัง", "1,750"),
    ("TFG-B150", "กระสอบทราย 150 ซม. (ไม่บรรจุ)", "3,900"),
]
TFG_2567_BOTTOM = [
    "สั่งขั้นต่ำ 15,000 บาท ส่งฟรีในภูเก็ตเมื่อสั่งเกิน 40,000 บาท",
    "ราคายังไม่รวม VAT 7% เครดิต 30 วัน",
    "สกรีนโลโก้กางเกง +50 บาท/ตัว (ขั้นต่ำ 30 ตัว)",
]
TFG_INVOICE = [
    "THAI FIGHTER GEAR CO., LTD.\n88/12 Moo 5, Bang Bua Thong, Nonthaburi 11110  Tax ID 0125561023471\n\n"
    "TAX INVOICE / INVOICE\nInvoice No. INV2025-0317      Date: 17 March 2025\n\n"
    "Bill to: Sit Nipha Muay Thai (Mrs. Nipaporn Srisuk)\n45/7 Chao Fa East Rd, Chalong, Mueang Phuket 83130\n\n"
    "Code      Description                 Qty    Unit price   Amount\n"
    "TFG-G16   Boxing gloves 16 oz         40     1,650        66,000.00\n"
    "TFG-S01   Muay Thai shorts, satin     50     390          19,500.00\n"
    "TFG-W01   Hand wraps 5 m (pair)       100    120          12,000.00\n\n"
    "Subtotal                                                  97,500.00\n"
    "VAT 7%                                                     6,825.00\n"
    "TOTAL                                                    104,325.00",
    "Payment due: 16 April 2025 (30 days)\nBank transfer: Bangkok Bank, Bang Bua Thong branch, "
    "account 219-4-07763-1, Thai Fighter Gear Co., Ltd.\nDelivered free to Phuket (order over 50,000 THB).\n"
    "Thank you for your business.",
]
MATS_QUOTE = [
    "PHUKET RUBBER FLOOR LTD.\n19/4 Thepkasattri Rd, Ratsada, Mueang Phuket 83000  Tel 076-213-557\n\n"
    "QUOTATION No. PRF-25-0092      Date: 2 April 2025\nTo: Sit Nipha Muay Thai, attn. Khun Nipaporn Srisuk\n\n"
    "Gym floor: rubber/EVA interlocking mats, 4 cm, 1 x 1 m, black and red\n"
    "Area 120 sqm x 890 THB/sqm = 106,800 THB\nRemoval of old mats and installation: 12,000 THB\n"
    "TOTAL 118,800 THB (VAT included)",
    "Warranty: 3 years against cracking and peeling.\nLead time: 14 days after deposit.\n"
    "Deposit 50% on order, balance on completion.\nQuotation valid 30 days.",
]

INCOME_ITEMS = ["คลาสกลุ่ม (Group classes)", "เรียนส่วนตัว (Private lessons)", "แพ็กเกจแคมป์ (Camp packages)",
                "คลาสโรงแรม (Hotel classes)", "ขายสินค้า (Merchandise)"]
MONTHS = ["ม.ค. Jan", "ก.พ. Feb", "มี.ค. Mar", "เม.ย. Apr", "พ.ค. May", "มิ.ย. Jun", "ก.ค. Jul", "ส.ค. Aug",
          "ก.ย. Sep", "ต.ค. Oct", "พ.ย. Nov", "ธ.ค. Dec"]
INCOME_2568 = [
    [142500, 156000, 138000, 97500],
    [72000, 91200, 86400, 55200],
    [64000, 178100, 45000, 18000],
    [0, 0, 0, 22400],
    [18450, 22300, 25780, 12640],
]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าเช่าที่ (Land rent)", "เงินเดือนครู (Trainer salaries)",
                   "ค่าไฟ (Electricity)", "ค่าน้ำ (Water)", "ซื้ออุปกรณ์ (Equipment)", "อื่นๆ (Other)"]
EXPENSES_2568 = [
    ("ม.ค. Jan", 25000, 68000, 13945.20, 1120, 0, 8400),
    ("ก.พ. Feb", 25000, 68000, 14210.75, 1340, 0, 11250),
    ("มี.ค. Mar", 25000, 68000, 14862.35, 1285, 104325, 9800),
    ("เม.ย. Apr", 25000, 68000, 15604.90, 1190, 0, 7300),
]
INCOME_2567 = [
    [128000, 139500, 131000, 88000, 52500, 49000, 61500, 66000, 47500, 58000, 112000, 146500],
    [61200, 79200, 74400, 46800, 25200, 21600, 30000, 33600, 19200, 26400, 64800, 88800],
    [48000, 96000, 52000, 0, 0, 0, 26000, 0, 0, 0, 39000, 87000],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [15200, 17650, 16900, 9850, 6400, 5100, 7800, 8300, 5900, 7100, 14650, 19800],
]
EXPENSES_2567 = [
    (MONTHS[i], 25000, 62000, bill, water, equip, other)
    for i, (bill, water, equip, other) in enumerate([
        (12880.40, 1050, 0, 7600), (13105.15, 1210, 38500, 8900), (13760.90, 1190, 0, 9100),
        (14420.55, 1080, 0, 6200), (11930.10, 880, 0, 5400), (10870.65, 760, 22000, 4900),
        (10995.30, 790, 0, 5100), (11240.85, 820, 0, 5300), (10715.40, 740, 0, 4800),
        (11020.25, 800, 0, 5600), (12560.70, 990, 41600, 8200), (13490.35, 1130, 0, 10400)])
]

PEA_GYM = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phuket Branch\nELECTRICITY BILL - March 2025\n\n"
    "Customer: Sit Nipha Muay Thai (Nipaporn Srisuk)\nAddress: 45/7 Chao Fa East Rd, Chalong, Mueang Phuket\n"
    "Account No. 020011874532   Rate: Small business (2.2)\nReading period: 16 Feb 2025 - 17 Mar 2025",
    "Units used: 3,120 kWh\nEnergy charge: 13,329.75 THB\nFt charge: 560.30 THB\nVAT 7%: 972.30 THB\n"
    "Amount due: 14,862.35 THB\nDue date: 31 March 2025\nPay at PEA office, 7-Eleven, or PEA Smart Plus app.",
]
PEA_HOUSE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phuket Branch\nELECTRICITY BILL - March 2025\n\n"
    "Customer: Mr. Kritsada Srisuk\nAddress: 112/3 Moo 9, Chalong, Mueang Phuket\n"
    "Account No. 020011562208   Rate: Residential (1.2)\nReading period: 20 Feb 2025 - 21 Mar 2025",
    "Units used: 486 kWh\nEnergy charge: 2,146.21 THB\nFt charge: 86.99 THB\nVAT 7%: 156.32 THB\n"
    "Amount due: 2,389.52 THB\nDue date: 5 April 2025\nLast month: 452 kWh, 2,204.18 THB (paid, thank you).",
]
PWA_WATER = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Phuket\nWATER BILL - March 2025\n\n"
    "Customer: Mr. Kritsada Srisuk\nAddress: 112/3 Moo 9, Chalong, Mueang Phuket\nUser No. 5541-20398\n"
    "Water used: 28 cubic meters\nWater charge: 262.50 THB\nService fee: 30.00 THB\nVAT 7%: 20.48 THB\n"
    "Amount due: 312.98 THB\nDue date: 8 April 2025",
]

TRAINER_CONTRACT = [
    "สัญญาจ้างครูฝึกมวยไทย",
    "ทำที่ ค่ายมวยศิษย์นิภา ต.ฉลอง จ.ภูเก็ต  วันที่ 20 ธันวาคม 2567",
    "ผู้ว่าจ้าง: นางนิภาพร ศรีสุข เจ้าของค่ายมวยศิษย์นิภา",
    "ผู้รับจ้าง: นายสมศักดิ์ แก้วมณี (ครูแดง) บัตรประชาชนเลขที่ 3-8301-00452-11-7",
    "ข้อ 1. ระยะเวลาจ้าง 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ค่าจ้างเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) จ่ายทุกวันที่ 1 ของเดือน",
    "ข้อ 3. ค่าคอมมิชชั่นสอนส่วนตัว 30% ของค่าเรียนที่ลูกค้าจ่าย จ่ายพร้อมค่าจ้าง",
    "ข้อ 4. ผู้ว่าจ้างให้ที่พักในค่ายฟรี 1 ห้อง และอาหาร 2 มื้อต่อวัน",
    "ข้อ 5. เวลาทำงาน 07:00-09:30 และ 15:30-19:00 หยุดวันอาทิตย์ ลาพักร้อนได้ปีละ 10 วัน",
    "ข้อ 6. เมื่อพานักมวยของค่ายขึ้นชกที่สนามมวยบางลา ได้ค่าเข้ามุมคู่ละ 1,000 บาท",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องบอกล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ นิภาพร ศรีสุข ผู้ว่าจ้าง        ลงชื่อ สมศักดิ์ แก้วมณี ผู้รับจ้าง",
]
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ ต.ฉลอง อ.เมือง จ.ภูเก็ต  วันที่ 15 มิถุนายน 2566",
    "ผู้ให้เช่า: นายประเสริฐ ทองดี  ผู้เช่า: นางนิภาพร ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 24518 เนื้อที่ 1 ไร่ 2 งาน ริมถนนเจ้าฟ้าตะวันออก "
    "ต.ฉลอง เพื่อใช้เป็นค่ายมวยและที่พักนักมวย",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กรกฎาคม 2566 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 25,000 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 75,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนเมื่อสิ้นสุดสัญญาหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าสร้างเวทีมวย หลังคา และห้องพักได้ เมื่อสิ้นสุดสัญญาสิ่งปลูกสร้างที่รื้อถอนไม่ได้ตกเป็นของผู้ให้เช่า",
    "ข้อ 6. หากต่อสัญญา ค่าเช่าปรับขึ้นไม่เกิน 5% ผู้เช่าต้องแจ้งความประสงค์ต่อสัญญาล่วงหน้า 90 วัน",
    "ข้อ 7. ผู้เช่าชำระภาษีที่ดินและสิ่งปลูกสร้างเอง",
]
GROUP_PA = [
    "ตารางกรมธรรม์ประกันอุบัติเหตุกลุ่ม",
    "บริษัท เมืองไทยประกันภัย จำกัด (มหาชน)",
    "ผู้เอาประกัน: ค่ายมวยศิษย์นิภา (นางนิภาพร ศรีสุข)",
    "กรมธรรม์เลขที่ PA-G-68-0031877",
    "ระยะเวลาเอาประกัน: 1 มกราคม 2568 ถึง 31 ธันวาคม 2568",
    "ผู้ได้รับความคุ้มครอง: นักเรียนและนักมวยของค่าย ไม่เกิน 250 คนต่อปี (แจ้งรายชื่อทุกสิ้นเดือน)",
]
GROUP_PA_TABLE = [
    ("ความคุ้มครอง", "จำนวนเงินเอาประกัน (บาท)"),
    ("ค่ารักษาพยาบาลต่ออุบัติเหตุแต่ละครั้ง", "30,000"),
    ("เสียชีวิต สูญเสียอวัยวะ ทุพพลภาพถาวร", "200,000"),
    ("เบี้ยประกันรวมทั้งปี", "37,500"),
]
CAR_INS = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ภาคสมัครใจ ประเภท 1",
    "บริษัท วิริยะประกันภัย จำกัด (มหาชน) สาขาภูเก็ต",
    "กรมธรรม์เลขที่ 67-V1-552310",
    "ผู้เอาประกันภัย: นางนิภาพร ศรีสุข  112/3 หมู่ 9 ต.ฉลอง อ.เมือง จ.ภูเก็ต",
    "รถยนต์: Toyota Hilux Revo Double Cab ปี 2564 ทะเบียน กข 4521 ภูเก็ต",
    "ระยะเวลาประกันภัย: 24 สิงหาคม 2567 ถึง 24 สิงหาคม 2568",
    "ทุนประกันภัย (รถเสียหาย/สูญหาย/ไฟไหม้): 520,000 บาท",
    "ค่าเสียหายส่วนแรก: 2,000 บาท (กรณีเป็นฝ่ายผิด)",
    "เบี้ยประกันภัยรวมภาษีอากร: 18,900 บาท",
    "ซ่อมอู่ในเครือ / แจ้งเคลม 1557 ตลอด 24 ชั่วโมง",
]
AIA_LETTER = [
    "AIA Company Limited\n181 Surawong Road, Bangrak, Bangkok 10500\n\nPOLICY RENEWAL NOTICE\n"
    "Date: 10 April 2025\n\nDear Mr. Kritsada Srisuk,\n\nPolicy No. H-7720-4481-09\n"
    "Plan: AIA Health Happy, room and board 4,000 THB per day\nSum insured: 5,000,000 THB per year",
    "Your policy is due for renewal. Premium for the policy year 12 May 2025 - 11 May 2026:\n"
    "Annual premium: 28,450 THB (previous year 24,980 THB; new age band 45-49)\n"
    "Please pay by 12 May 2025 to keep your cover continuous.\n"
    "Pay by credit card, bank transfer, or at any AIA service centre.\n\nYours sincerely,\nAIA Customer Service",
]
SCHOOL_TERM1 = [
    "โรงเรียนสองภาษาภูเก็ต (Phuket Bilingual School)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน: ด.ช. ภูมิ ศรีสุข  ชั้น ป.4/2  เลขประจำตัว 6412",
]
SCHOOL_TERM1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "18,500"),
    ("ค่าโครงการภาษาอังกฤษ (English Program)", "6,000"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
    ("ค่าชุดนักเรียนและชุดพละ", "1,450"),
    ("รวมทั้งสิ้น", "29,150"),
]
SCHOOL_TERM1_BOTTOM = [
    "กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 ที่ธนาคารกรุงไทยทุกสาขา หรือโอนเข้าบัญชีโรงเรียน 512-0-44871-3",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568",
    "ชำระเกินกำหนดมีค่าปรับวันละ 50 บาท",
]
SCHOOL_TERM2_PDF = [
    "PHUKET BILINGUAL SCHOOL\nFEE STATEMENT - Semester 2, Academic Year 2024 (2567)\n\n"
    "Student: Master Phum Srisuk   Grade 3/2   Student ID 6412\n\n"
    "Tuition fee                      17,500\nEnglish Program                   6,000\n"
    "Lunch and snacks                  3,000\nActivities and field trip         1,200\n"
    "TOTAL                            27,700 THB\n\n"
    "Status: PAID on 28 October 2024, receipt No. R67-2291\nThank you.",
]
HOUSE_SPENDING = {
    "ม.ค. 68": [
        ("กับข้าว ตลาด (Food & market)", 11980, "ตลาดสดฉลอง + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 2115.40, ""),
        ("ค่าน้ำ (Water)", 287.90, ""),
        ("เน็ต + มือถือ (Internet & phones)", 1198, "AIS 3 เบอร์"),
        ("น้ำมันรถ (Fuel)", 3900, ""),
        ("ค่าขนม ค่ารถตู้ภูมิ (Phum's allowance & van)", 2400, ""),
        ("ผ่อนรถ (Car loan)", 9870, "งวด 34/60"),
        ("ให้แม่ (Mom)", 5000, ""),
    ],
    "ก.พ. 68": [
        ("กับข้าว ตลาด (Food & market)", 12350, "ตรุษจีน ซื้อของไหว้"),
        ("ค่าไฟบ้าน (Electricity)", 2204.18, ""),
        ("ค่าน้ำ (Water)", 298.50, ""),
        ("เน็ต + มือถือ (Internet & phones)", 1198, ""),
        ("น้ำมันรถ (Fuel)", 3600, ""),
        ("ค่าขนม ค่ารถตู้ภูมิ (Phum's allowance & van)", 2400, ""),
        ("ผ่อนรถ (Car loan)", 9870, "งวด 35/60"),
        ("ให้แม่ (Mom)", 5000, ""),
        ("ค่ายาแม่ (Mom's medicine)", 1850, "รพ.วชิระ ตรวจความดัน"),
    ],
    "มี.ค. 68": [
        ("กับข้าว ตลาด (Food & market)", 11420, ""),
        ("ค่าไฟบ้าน (Electricity)", 2389.52, "แอร์เปิดทั้งคืน"),
        ("ค่าน้ำ (Water)", 312.98, ""),
        ("เน็ต + มือถือ (Internet & phones)", 1198, ""),
        ("น้ำมันรถ (Fuel)", 4100, ""),
        ("ค่าขนม ค่ารถตู้ภูมิ (Phum's allowance & van)", 1800, "ปิดเทอมกลางเดือน"),
        ("ผ่อนรถ (Car loan)", 9870, "งวด 36/60"),
        ("ให้แม่ (Mom)", 5000, ""),
        ("ค่าว่ายน้ำภูมิ (Phum's swimming)", 2200, "คอร์สปิดเทอม"),
    ],
}
SLIDES = [
    ("แผนค่ายมวยศิษย์นิภา ปี 2569 (Plan 2026)", "จัดทำโดย นก & กฤษ - เมษายน 2568"),
    ("ปีนี้เป็นยังไง (2568 so far)", "ม.ค.-เม.ย. รายรับดีกว่าปีที่แล้ว\nทีมสวีเดนมาแคมป์ ก.พ. 10 คน\n"
                                   "เริ่มคลาสโรงแรมเดือน เม.ย."),
    ("เป้าหมาย Targets 2569", "รายรับรวมทั้งปี 4,800,000 บาท\nนักเรียนเฉลี่ย 1,500 ครั้งต่อเดือน (class visits)\n"
                              "แคมป์ทีมต่างชาติ 6 ทีม"),
    ("ลงทุน Investments", "สร้างเวทีที่ 2 + เปลี่ยนพื้นยางใหม่ งบ 350,000 บาท\nห้องพักนักมวยเพิ่ม 4 ห้อง งบ 280,000 บาท"),
    ("คลาสเด็ก Kids class", "เปิดคลาสเด็ก 7-12 ปี เสาร์-อาทิตย์ 09:00-10:30\nค่าเรียนเดือนละ 1,800 บาท\n"
                            "ครูเอกสอน (ครูแดงช่วยวันเสาร์)"),
    ("การตลาด Marketing", "TikTok คลิปซ้อมทุกวัน\nขอรีวิว Google Maps จากลูกค้าต่างชาติ\n"
                          "ร่วมกับโรงแรม 3 แห่ง (Andaman Bay, Kata Palm + อีก 1)"),
]
COURSE_PRICES = """# ราคาคอร์ส ค่ายมวยศิษย์นิภา ปี 2568 (Price list 2025)

| คอร์ส (Course) | ราคา (THB) |
|---|---|
| Drop-in 1 ครั้ง (1 class) | 500 |
| 10 ครั้ง ใช้ภายใน 2 เดือน (10-class card) | 4,000 |
| รายเดือน ไม่จำกัด (1 month unlimited) | 8,500 |
| เรียนส่วนตัว 1 ชม. (Private 1 hour) | 1,200 |
| แคมป์ 1 สัปดาห์ พร้อมห้องพัก (1-week camp with room) | 6,500 |

- คลาสเช้า 07:30-09:30 / คลาสเย็น 16:00-18:00 ทุกวัน ยกเว้นวันอาทิตย์
- คนไทยลด 30% (แสดงบัตรประชาชน)
- ขึ้นราคาจากปีที่แล้ว: drop-in 400 -> 500, รายเดือน 7,500 -> 8,500
"""
FIGHT_NOTES = """# ไฟต์ไนท์ สนามมวยบางลา (Bangla Boxing Stadium) — บันทึกนักมวยค่าย

## 14 มี.ค. 2568
- สิงห์น้อย ศิษย์นิภา vs ยอดเพชร ส.สมหมาย (57 กก.) — ชนะน็อค ยก 2 ค่าตัว 5,000 บาท
- Liam (Ireland) vs Kenji (Japan) (72 กก.) — แพ้คะแนน ค่าตัว 3,000 บาท
- ครูแดงเข้ามุม 2 คู่ = 2,000

## 28 มี.ค. 2568
- สิงห์น้อย พัก (เจ็บแข้งซ้าย)
- เพชรน้อย ศิษย์นิภา vs ดาวทอง ป.ประเสริฐ (51 กก.) — ชนะคะแนน ค่าตัว 4,500 บาท
- Jonas (Nordic Fight Club มาต่อคนเดียว) vs Tom (UK) — ชนะ TKO ยก 3 ค่าตัว 3,500 บาท

## 11 เม.ย. 2568
- สิงห์น้อย ศิษย์นิภา vs สิงห์ดำ เกียรติบางลา (57 กก.) — แพ้คะแนน สูสีมาก ค่าตัว 6,000 บาท
- เพชรน้อย พัก

## นัดต่อไป
- 2 พ.ค. 2568 เพชรน้อย รอยืนยันคู่
"""
ANDAMAN_EMAIL = """From: Suchada Wongthong <activities@andamanbayresort.com>
To: Nok Sit Nipha <nok.sitnipha@gmail.com>
Date: Mon, 17 Mar 2025 10:12 +0700
Subject: Re: Muay Thai class quotation QT-2568-011

Dear Khun Nok,

Thank you for the quotation and for the trial class last week, our guests loved it.

We are happy to go ahead at 2,500 THB per class, 12 classes a month, with a 6-month minimum. A few changes:

1. Classes on Tuesday, Thursday and Saturday at 08:00 on the beach lawn (not 16:00, it is too hot by the pool).
2. We would like to start on 1 June 2025.
3. For private lessons at your gym, please pay the 15% referral fee by the 5th of the following month.
4. Please bring 10 pairs of gloves, our guests should not have to buy them.

Could you send the contract by 15 May 2025? Our GM, Mr. Anders Holm, will sign it.

Best regards,
Suchada Wongthong
Activities Manager, Andaman Bay Resort, Karon Beach
Tel 076-398-221
"""
ERIK_CHAT = """[20/12/2567 18:05] นก ศิษย์นิภา: Hi Erik! I send you the quote for February camp, 12 fighters 9,500 per fighter 🙏
[22/12/2567 19:40] Erik Nordic Fight: Hi Nok! Got it, thanks. 9,500 per fighter is a bit high for our club, can you do 9,000?
[22/12/2567 20:02] นก ศิษย์นิภา: OK Erik, 9,000 per fighter is fine if you come 10 people or more 👍
[22/12/2567 20:05] Erik Nordic Fight: Deal!
[08/01/2568 14:20] Erik Nordic Fight: Update: we will be 10 fighters, not 12. Two guys got injured 😞
[08/01/2568 14:31] นก ศิษย์นิภา: No problem ka, I will send new quote
[15/01/2568 09:05] Erik Nordic Fight: Flights changed, we land Phuket on 8 Feb now (not 3 Feb). Still 13 nights ok?
[15/01/2568 09:40] นก ศิษย์นิภา: OK ka, 8-21 Feb, 13 nights same price. Van pick up at airport 8 Feb
[24/01/2568 11:15] Erik Nordic Fight: Deposit sent 53,430 THB, slip attached
[24/01/2568 11:20] นก ศิษย์นิภา: Received, thank you Erik 🙏
"""
TRAINERS_CHAT = """[01/04/2568 06:50] ครูแดง: วันนี้ผมเข้าคลาสเช้านะ ครูเอกไปรับแขกโรงแรม
[01/04/2568 07:02] นก ศิษย์นิภา: โอเคค่ะ ฝากดูสิงห์น้อยด้วยนะ แข้งยังไม่หายดี
[03/04/2568 16:10] ครูเอก: พี่นก นวมลูกค้าขาดอีกแล้ว 3 คู่ เป้าเตะก็หนังลอก
[03/04/2568 16:25] นก ศิษย์นิภา: ของจากร้านนวมนนท์มาถึงแล้ว อยู่ในตู้หลังเวที ใช้ของใหม่ได้เลย
[05/04/2568 20:30] กฤษ: ศุกร์นี้บางลา สิงห์น้อยชกคู่เอกนะ ครูแดงเข้ามุม
[05/04/2568 20:41] ครูแดง: รับทราบครับ
[12/04/2568 09:15] นก ศิษย์นิภา: สงกรานต์ 13-15 หยุดคลาสนะคะ เปิด 16 เม.ย.
[18/04/2568 17:45] ครูเอก: พื้นยางตรงมุมเวทีฉีกแล้วครับ ลูกค้าสะดุด
[18/04/2568 18:00] นก ศิษย์นิภา: ขอใบเสนอราคาพื้นใหม่ไว้แล้ว รอดูงบก่อนนะ
"""
FAMILY_CHAT = """[02/03/2568 08:15] แม่: นก วันพุธแม่ไปตรวจความดันที่วชิระนะ
[02/03/2568 08:20] นก: ได้ค่ะแม่ เดี๋ยวกฤษขับไปส่ง
[10/03/2568 19:02] กฤษ: ค่าไฟบ้านมาแล้ว จ่ายแล้วนะ
[10/03/2568 21:30] นก: ภูมิสอบเสร็จวันศุกร์ แล้วปิดเทอม ลงว่ายน้ำให้แล้ว
[20/04/2568 12:05] กฤษ: ใบค่าเทอมเทอม 1 มาแล้ว ครบกำหนดกลางเดือนหน้า
[20/04/2568 12:10] นก: โอเค เดือนหน้าโอนให้ รอเงินทีมโรงแรมเข้าก่อน
[21/04/2568 17:40] แม่: ซื้อน้ำปลากับไข่มาด้วยนะ
"""
TEXTS = {
    f"{GYM}/ราคาคอร์ส_2568.md": COURSE_PRICES,
    f"{GYM}/fight_night_บางลา.md": FIGHT_NOTES,
    f"{GYM}/email_AndamanBay_ตอบรับ.txt": ANDAMAN_EMAIL,
    f"{GYM}/LINE/LINE_Erik_NordicFight.txt": ERIK_CHAT,
    f"{GYM}/LINE/ไลน์กลุ่ม_ครูค่าย.txt": TRAINERS_CHAT,
    "บ้าน/ไลน์_ครอบครัวศรีสุข.txt": FAMILY_CHAT,
    "บ้าน/ภูมิ/ว่ายน้ำ_ภูมิ.txt": "คอร์สว่ายน้ำปิดเทอม ภูมิ\nสระว่ายน้ำสะพานหินภูเก็ต\n"
                                   "เสาร์-อาทิตย์ 10:00-11:00 ครูบอย\nค่าเรียน 2,200 บาท 8 ครั้ง (จ่ายแล้ว 15 มี.ค.)\n"
                                   "ต้องซื้อแว่นตาว่ายน้ำใหม่",
    "บ้าน/แกงส้มสูตรแม่.md": "# แกงส้มผักรวม สูตรแม่ละเอียด\n- ปลากะพง 500 กรัม\n- พริกแกงส้ม 3 ช้อนโต๊ะ\n"
                              "- มะละกอ กะหล่ำ ถั่วฝักยาว\n- น้ำมะขามเปียก น้ำปลา น้ำตาลปี๊บ\n"
                              "แม่บอกใส่ขมิ้นนิดนึงแบบใต้",
}
WORKSPECT = {"todo.md": "- ส่งสัญญาให้ Andaman Bay ก่อน 15 พ.ค.\n- โอนค่าเทอมภูมิ\n- จ่ายเบี้ย AIA ของกฤษ\n"
                        "- ตัดสินใจเรื่องพื้นยางใหม่\n- จองคู่ให้เพชรน้อย 2 พ.ค.\n"}


def _gym_book(path: Path, year: str, months: list[str], income: list[list[int]], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับค่ายมวยศิษย์นิภา ปี {year} (Income, THB)"])
    sheet.append(["รายการ (Item)"] + months + ["รวม (Total)"])
    for item, values in zip(INCOME_ITEMS, income):
        sheet.append([item] + values + [sum(values)])
    totals = [sum(column) for column in zip(*income)]
    sheet.append(["รวมรายรับ (Total income)"] + totals + [sum(totals)])
    for column in range(2, len(months) + 3):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append([f"รายจ่ายค่ายมวยศิษย์นิภา ปี {year} (Expenses, THB)"])
    spend.append(EXPENSE_HEADERS + ["รวม (Total)"])
    for row in expenses:
        spend.append(list(row) + [round(sum(row[1:]), 2)])
    for column in range(2, len(EXPENSE_HEADERS) + 2):
        money_format(spend, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Nok's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    gym = docs / GYM
    quotes, suppliers, books, contracts = (gym / "ใบเสนอราคา Quotes", gym / "Suppliers", gym / "บัญชี",
                                           gym / "สัญญา")
    bills, phum, insurance = docs / "บ้าน" / "บิล", docs / "บ้าน" / "ภูมิ", docs / "บ้าน" / "ประกัน"
    for folder in (quotes, suppliers, books, contracts, bills, phum, insurance):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_NordicFight_v1.docx", NORDIC_V1, table=NORDIC_V1_TABLE, bottom=NORDIC_V1_BOTTOM)
    write_docx(quotes / "Quote_NordicFight_final.docx", NORDIC_FINAL, table=NORDIC_FINAL_TABLE,
               bottom=NORDIC_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_AndamanBayResort.docx", ANDAMAN_QUOTE, table=ANDAMAN_TABLE, bottom=ANDAMAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_KataPalmHotel.docx", KATA_QUOTE, table=KATA_TABLE, bottom=KATA_BOTTOM)

    make_pdf(suppliers / "TFG_pricelist_2025.pdf", TFG_2025)
    write_docx(suppliers / "ราคาส่ง_ไทยไฟเตอร์เกียร์_2567.docx", TFG_2567_TOP, table=TFG_2567_TABLE,
               bottom=TFG_2567_BOTTOM)
    make_pdf(suppliers / "TFG_invoice_INV2025-0317.pdf", TFG_INVOICE)
    make_pdf(suppliers / "PhuketRubberFloor_quote_mats.pdf", MATS_QUOTE)

    _gym_book(books / "บัญชีค่าย_2568.xlsx", "2568", MONTHS[:4], INCOME_2568, EXPENSES_2568)
    _gym_book(books / "บัญชีค่าย_2567.xlsx", "2567", MONTHS, INCOME_2567, EXPENSES_2567)
    make_pdf(books / "PEA_bill_gym_Mar2025.pdf", PEA_GYM)

    write_docx(contracts / "สัญญาจ้างครูมวย_ครูแดง.docx", TRAINER_CONTRACT)
    write_docx(contracts / "สัญญาเช่าที่ดิน_ค่ายมวย.docx", LEASE)
    write_docx(contracts / "ประกันอุบัติเหตุกลุ่ม_นักเรียนมวย.docx", GROUP_PA, table=GROUP_PA_TABLE)
    write_slides(gym / "แผนปี2569_SitNipha.pptx", SLIDES)

    make_pdf(bills / "PEA_bill_house_Mar2025.pdf", PEA_HOUSE)
    make_pdf(bills / "PWA_water_bill_Mar2025.pdf", PWA_WATER)
    write_docx(phum / "ใบแจ้งค่าเทอม_ภูมิ_1-2568.docx", SCHOOL_TERM1, table=SCHOOL_TERM1_TABLE,
               bottom=SCHOOL_TERM1_BOTTOM)
    make_pdf(phum / "PBS_fee_statement_term2_2024.pdf", SCHOOL_TERM2_PDF)
    make_pdf(insurance / "AIA_renewal_Krit_2025.pdf", AIA_LETTER)
    write_docx(insurance / "ประกันรถ_ชั้น1_วิริยะ_2568.docx", CAR_INS)
    _household(docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Nok's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
