"""The autoparts folder: the papers of an auto-parts shop owner in Korat and his household, written by code.

The owner is นายธนวัฒน์ เจริญยนต์ (พี่ต้น / เฮียต้น). He runs "ต้นเจริญอะไหล่ยนต์" (Ton Charoen Auto Parts),
1288/5 ถนนมิตรภาพ, อ.เมือง จ.นครราชสีมา: new parts (brakes, filters, batteries) for garages and walk-in
customers, and used Japanese engines and gearboxes bought from a Chiang Kong wholesaler in Bangkok. His wife
วิไลวรรณ (แอน) keeps the books, his daughter ใบเตย (ด.ญ.ปาริฉัตร) is in ม.2, his mother แม่สำรวย lives with
them. Staff: ช่างโก้, น้องบอย, ลุงเปี๊ยก, น้องฝน. It is November 2568 (2025).

Documents/ร้านอะไหล่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อู่ช่างเอก_ร่าง.docx: draft quote QT-2568-112 to อู่ช่างเอกการช่าง (brake pads, oil
  filters, KYB shocks, ball joints), 45,140 less 5% = 42,883.
- ใบเสนอราคา/ใบเสนอราคา_อู่ช่างเอก_ฉบับจริง.docx: the final of the same quote, other figures, net 47,000.
- ใบเสนอราคา/ใบเสนอราคา_แบตเตอรี่_โคราชแบตเตอรี่.docx and ใบเสนอราคา_แบตเตอรี่_อีสานเพาเวอร์.docx: two
  similar battery quotes to the shop from two distributors (112,500 free delivery vs 111,900 + 800 = 112,700).
- เอกสารร้าน/สัญญาเช่าอาคาร_ถนนมิตรภาพ.docx: shop lease, 18,000 a month (19,000 in 2569), deposit 54,000,
  1 มกราคม 2567 to 31 ธันวาคม 2569.
- เอกสารร้าน/ICB_loan_approval_Oct2025.pdf: Isan Commercial Bank's English letter approving an 800,000 SME
  loan at 6.25%, 60 months, 15,560 a month, first instalment 25 November 2025 (ธนาคารอีสานพาณิชย์ in the slides).
- เอกสารร้าน/เงื่อนไขรับประกันเครื่องมือสอง.md: the shop's warranty rules for used engines and gearboxes.
- Suppliers/Sakura_pricelist_2025.pdf: English dealer price list 2025 of Sakura Genuine Parts Trading Co., Ltd.
- Suppliers/ราคาส่ง_ซากุระ_2567.docx: last year's list of the same firm in Thai (บริษัท ซากุระ เจนุอีน พาร์ท
  เทรดดิ้ง จำกัด); clutch kit 4,100 vs 4,350 in 2025.
- Suppliers/Sakura_invoice_SGP-25-4418.pdf: an October invoice from Sakura (43,870.00, due 20 Nov 2025).
- Suppliers/email_from_Sakura_Nov2025.txt: an email: brake pads 1,750 from 1 December, free delivery from 25,000.
- Suppliers/KoratExpress_freight_invoice_Oct2025.pdf: October freight Bangkok-Korat, 8,400.00.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month: counter, garages, online; expenses).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกเครื่องมือสอง_พ.ย.68.xlsx: stock of used engines and gearboxes (cost, price, status).
- บัญชี/เงินเดือนลูกน้อง_ตุลาคม68.md: October pay of four staff, 55,500 in all.
- บัญชี/ลูกหนี้อู่ค้างจ่าย_ต.ค.68.md: garages that owe the shop, 83,330 in all.
- แชท/แชทไลน์_ช่างเอก.txt: LINE chat with the garage; shocks cut, brake fluid added, 47,000 -> 40,580.
- แชท/แชทไลน์_เจ๊หมวยเชียงกง.txt: LINE chat with the used-parts wholesaler; 2KD engines cut from 4 to 3 at 37,000.
- แผนร้านปี2569.pptx: slides, the plan for next year (6,000,000 target, second pickup 350,000).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills (3,212.80; 428.00).
- ประกัน/LamTakhong_health_renewal_2025.pdf: English renewal of the family health plan (38,640, pay by 28 Nov 2025).
- ประกัน/email_LamTakhong_claim_approved.txt: English email, the daughter's hospital claim, 17,450 approved.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices
  (19,350; 21,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the mother's life
  insurance is paid to ลำตะคองประกันชีวิต (Lam Takhong Life in the English papers).
- แชทไลน์_ครอบครัว.txt: the family's LINE group.
- ทริปเขาใหญ่_ธ.ค.68.md: plans for a December family trip.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to a garage
SHOP_TOP = ("ต้นเจริญอะไหล่ยนต์ (Ton Charoen Auto Parts) 1288/5 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.นครราชสีมา "
            "โทร 081-967-2254")
EK_TO = "เรียน ช่างเอก (นายเอกชัย บุญมา) อู่ช่างเอกการช่าง ถนนสุรนารายณ์ นครราชสีมา"
EK_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-112",
    "วันที่ 6 พฤศจิกายน 2568",
    EK_TO,
    "เรื่อง อะไหล่เข้าสต็อกอู่ ประจำเดือนพฤศจิกายน 2568",
]
EK_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ผ้าเบรกหน้า Toyota Vigo/Revo (Bendix)", "20 ชุด", "1,150", "23,000"),
    ("กรองน้ำมันเครื่อง Toyota (แท้)", "60 ลูก", "165", "9,900"),
    ("โช้คอัพหน้า Isuzu D-Max (KYB)", "4 ต้น", "1,890", "7,560"),
    ("ลูกหมากปีกนกล่าง D-Max (333)", "6 ตัว", "780", "4,680"),
    ("รวม", "", "", "45,140"),
    ("ส่วนลด 5%", "", "", "2,257"),
    ("ยอดสุทธิ", "", "", "42,883"),
]
EK_DRAFT_BOTTOM = ["ยอดสุทธิ 42,883 บาท ส่งฟรีในเขตเมือง",
                   "ร่าง ยังไม่ได้ส่ง รอเช็คราคาผ้าเบรกกับซากุระก่อน"]
EK_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-112 (ฉบับแก้ไข)",
    "วันที่ 10 พฤศจิกายน 2568",
    EK_TO,
    "เรื่อง อะไหล่เข้าสต็อกอู่ ประจำเดือนพฤศจิกายน 2568",
]
EK_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ผ้าเบรกหน้า Toyota Vigo/Revo (Bendix)", "20 ชุด", "1,120", "22,400"),
    ("กรองน้ำมันเครื่อง Toyota (แท้)", "80 ลูก", "160", "12,800"),
    ("โช้คอัพหน้า Isuzu D-Max (KYB)", "4 ต้น", "1,890", "7,560"),
    ("ลูกหมากปีกนกล่าง D-Max (333)", "6 ตัว", "780", "4,680"),
    ("น้ำมันเบรก DOT3 0.5 ลิตร", "24 กระป๋อง", "95", "2,280"),
    ("รวม", "", "", "49,720"),
    ("ส่วนลดพิเศษลูกค้าประจำ", "", "", "2,720"),
    ("ยอดสุทธิ", "", "", "47,000"),
]
EK_FINAL_BOTTOM = [
    "ยอดสุทธิ 47,000 บาท (สี่หมื่นเจ็ดพันบาทถ้วน) ส่งฟรีในเขตเมือง",
    "เงื่อนไข: เครดิต 30 วัน ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ ธนวัฒน์ เจริญยนต์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- battery quotes to the shop
BATT_TO = "เรียน คุณธนวัฒน์ เจริญยนต์ ร้านต้นเจริญอะไหล่ยนต์ ถนนมิตรภาพ นครราชสีมา"
BATT_KORAT = [
    "บริษัท โคราชแบตเตอรี่ แอนด์ พาวเวอร์ จำกัด",
    "99/3 ถนนราชสีมา-ปักธงชัย อ.เมือง จ.นครราชสีมา โทร 044-213-558",
    "ใบเสนอราคา เลขที่ KB-6811-027  วันที่ 3 พฤศจิกายน 2568",
    BATT_TO,
    "เรื่อง แบตเตอรี่รถยนต์ 3K สำหรับสต็อกปลายปี",
]
BATT_KORAT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อลูก (บาท)", "รวม (บาท)"),
    ("แบตเตอรี่ 3K NS40ZL (รถเก๋งเล็ก)", "30 ลูก", "1,250", "37,500"),
    ("แบตเตอรี่ 3K NS70L (กระบะดีเซล)", "20 ลูก", "2,150", "43,000"),
    ("แบตเตอรี่ 3K DIN75 (รถยุโรป/SUV)", "10 ลูก", "3,200", "32,000"),
    ("รวมทั้งสิ้น", "60 ลูก", "", "112,500"),
]
BATT_KORAT_BOTTOM = [
    "ราคารวม VAT แล้ว ส่งฟรีถึงร้าน",
    "เครดิต 30 วัน  รับซื้อแบตเก่าคืนลูกละ 120 บาท",
    "ยืนราคา 15 วัน นับจากวันที่เสนอ",
    "ผู้เสนอราคา สุรชัย แสงทอง ฝ่ายขาย",
]
BATT_ISAN = [
    "บริษัท อีสานเพาเวอร์ซัพพลาย จำกัด",
    "55 หมู่ 4 ถนนมิตรภาพ อ.สูงเนิน จ.นครราชสีมา โทร 044-419-226",
    "ใบเสนอราคา เลขที่ EP-QT-2568/0931  วันที่ 5 พฤศจิกายน 2568",
    BATT_TO,
    "เรื่อง เสนอราคาแบตเตอรี่รถยนต์ 3K",
]
BATT_ISAN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อลูก (บาท)", "รวม (บาท)"),
    ("แบตเตอรี่ 3K NS40ZL (รถเก๋งเล็ก)", "30 ลูก", "1,220", "36,600"),
    ("แบตเตอรี่ 3K NS70L (กระบะดีเซล)", "20 ลูก", "2,190", "43,800"),
    ("แบตเตอรี่ 3K DIN75 (รถยุโรป/SUV)", "10 ลูก", "3,150", "31,500"),
    ("รวมค่าสินค้า", "60 ลูก", "", "111,900"),
    ("ค่าขนส่ง", "", "", "800"),
    ("รวมทั้งสิ้น", "", "", "112,700"),
]
BATT_ISAN_BOTTOM = [
    "ราคารวม VAT แล้ว",
    "เครดิต 15 วัน  รับแบตเก่าคืนลูกละ 150 บาท",
    "ยืนราคาถึง 30 พฤศจิกายน 2568",
    "ผู้เสนอราคา จันทร์เพ็ญ ศรีอุดร",
]

# ---------------------------------------------------------------- shop papers
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมือง จ.นครราชสีมา  วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นางบุญเรือน ศักดิ์สูง ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นายธนวัฒน์ เจริญยนต์ ร้านต้นเจริญอะไหล่ยนต์ ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 2 คูหา 3 ชั้น เลขที่ 1288/5 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.นครราชสีมา\n"
     "พร้อมลานจอดรถหน้าอาคาร ใช้เป็นร้านจำหน่ายอะไหล่รถยนต์และโกดังเก็บสินค้า"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "ปีที่ 1 และปีที่ 2 (2567-2568) ค่าเช่าเดือนละ 18,000 บาท\n"
     "ปีที่ 3 (2569) ค่าเช่าเดือนละ 19,000 บาท\nชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 54,000 บาท (3 เดือน) ผู้ให้เช่าคืนภายใน 30 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 5 ค่าปรับ", "หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท"),
    ("ข้อ 6 การต่อสัญญา", "หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน"),
    ("ข้อ 7 การดูแลอาคาร", "ผู้เช่าห้ามเก็บน้ำมันเชื้อเพลิงเกิน 200 ลิตรในอาคาร และต้องมีถังดับเพลิงทุกชั้น"),
]
LEASE_BOTTOM = ["ลงชื่อ บุญเรือน ศักดิ์สูง ผู้ให้เช่า", "ลงชื่อ ธนวัฒน์ เจริญยนต์ ผู้เช่า",
                "ลงชื่อ วิไลวรรณ เจริญยนต์ พยาน"]

LOAN_LETTER = [
    "ISAN COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Ratchasima Branch, 702 Mittraphap Road, Nai Mueang, Nakhon Ratchasima 30000\n"
    "Tel. 044-251-880\n"
    "\n"
    "17 October 2025\n"
    "Ref. ICB-NMA-SME/2568/0419\n"
    "\n"
    "Mr. Thanawat Charoenyon\n"
    "Ton Charoen Auto Parts, 1288/5 Mittraphap Road, Nakhon Ratchasima 30000\n"
    "\n"
    "Re: Approval of SME working capital loan\n"
    "\n"
    "Dear Mr. Thanawat,\n"
    "We are pleased to inform you that the Bank has approved your loan application\n"
    "dated 22 September 2025 on the following terms:",
    "Loan amount: 800,000 THB\n"
    "Purpose: working capital (inventory of new and used auto parts)\n"
    "Interest rate: 6.25% per annum, fixed for the first 2 years, then MLR - 0.50%\n"
    "Term: 60 months\n"
    "Monthly instalment: 15,560 THB, by auto-debit from current account 702-1-44871-3\n"
    "First instalment due: 25 November 2025\n"
    "Security: guarantee by the Thai Credit Guarantee Corporation (TCG),\n"
    "   guarantee fee 1.75% per year, paid by the borrower\n"
    "Front-end fee: 0.5% of the loan amount (4,000 THB), deducted at drawdown\n"
    "Prepayment fee: 2% of the amount prepaid in the first 3 years\n"
    "\n"
    "Please sign and return the enclosed loan agreement by 31 October 2025.\n"
    "Funds will be transferred within 3 working days after signing.\n"
    "\n"
    "Yours sincerely,\n"
    "Pimchanok Rattanawong\n"
    "Relationship Manager, SME Banking",
]

WARRANTY = """# เงื่อนไขรับประกันสินค้ามือสอง (ติดหน้าเคาน์เตอร์)

- เครื่องยนต์มือสองญี่ปุ่น รับประกัน 30 วัน หรือ 1,000 กม. แล้วแต่อย่างใดถึงก่อน
- เกียร์ออโต้/เกียร์ธรรมดามือสอง รับประกัน 15 วัน
- อะไหล่ไฟฟ้ามือสอง (ไดชาร์จ ไดสตาร์ท กล่อง ECU) ไม่รับประกัน เช็คได้ที่ร้านก่อนซื้อ
- ต้องติดตั้งโดยอู่ที่มีใบเสร็จ และนำใบเสร็จร้านมาแสดง
- รับประกันเฉพาะตัวเครื่อง ไม่รวมค่าแรงถอดประกอบ
- ห้ามแกะสีมาร์คหรือสติ๊กเกอร์รหัสร้าน ถ้าแกะ ถือว่าหมดประกัน
"""

# ---------------------------------------------------------------- supplier papers
SAKURA_PRICES_2025 = [
    "SAKURA GENUINE PARTS TRADING CO., LTD.\n"
    "412 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120  Tel. 02-689-3300\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, excluding VAT.\n"
    "\n"
    "Toyota oil filter 90915-YZZD2 .............. 158\n"
    "Vigo air filter 17801-0C010 ................ 420\n"
    "Vigo/Revo front brake pads 04465-0K240 ..... 1,680\n"
    "D-Max fuel filter 8-98159693 ............... 385\n"
    "D-Max drive belt 4JK1 ...................... 890\n"
    "Vigo 2.5 clutch kit (Exedy) ................ 4,350\n"
    "\n"
    "Minimum order 10,000 THB. Free delivery to Nakhon Ratchasima for orders over 20,000 THB.\n"
    "Credit 30 days. 3% discount if paid within 7 days of the invoice date.\n"
    "Isan sales: Kanokwan Chaiyaporn, kanokwan@sakuragenuine.co.th",
]
SAKURA_PRICES_2567 = ["บริษัท ซากุระ เจนุอีน พาร์ท เทรดดิ้ง จำกัด",
                      "ใบราคาส่งสำหรับร้านค้าตัวแทน ปี 2567 (มกราคม – ธันวาคม 2567)",
                      "ราคาต่อชิ้น (บาท) ยังไม่รวม VAT"]
SAKURA_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("กรองน้ำมันเครื่อง Toyota 90915-YZZD2", "145"),
    ("กรองอากาศ Vigo 17801-0C010", "395"),
    ("ผ้าเบรกหน้า Vigo/Revo 04465-0K240", "1,590"),
    ("กรองโซล่า D-Max 8-98159693", "360"),
    ("สายพานหน้าเครื่อง D-Max 4JK1", "850"),
    ("ชุดคลัตช์ Vigo 2.5 (Exedy)", "4,100"),
]
SAKURA_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 8,000 บาท ส่งฟรีถึงนครราชสีมาเมื่อสั่งเกิน 15,000 บาท",
                             "เครดิต 30 วัน",
                             "ติดต่อ คุณกนกวรรณ ชัยพร ฝ่ายขายภาคอีสาน"]
SAKURA_INVOICE = [
    "SAKURA GENUINE PARTS TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SGP-25-4418\n"
    "Date: 21 Oct 2025          Due date: 20 Nov 2025\n"
    "Customer: Ton Charoen Auto Parts (Mr. Thanawat Charoenyon), 1288/5 Mittraphap Road, Nakhon Ratchasima\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Toyota oil filter 90915-YZZD2          100 pcs   158.00       15,800.00\n"
    "Vigo air filter 17801-0C010            20 pcs    420.00       8,400.00\n"
    "Vigo/Revo front brake pads 04465-0K240 10 sets   1,680.00     16,800.00\n"
    "\n"
    "Subtotal 41,000.00\n"
    "VAT 7% 2,870.00\n"
    "TOTAL DUE: 43,870.00 THB\n"
    "3% discount if paid by 28 Oct 2025.\n"
    "Please transfer to Bangkok Bank, account Sakura Genuine Parts Trading Co., Ltd., 101-3-88420-6.",
]
SAKURA_EMAIL = """From: Kanokwan Chaiyaporn <kanokwan@sakuragenuine.co.th>
To: toncharoen.parts@gmail.com
Date: Tue, 4 Nov 2025 14:05
Subject: Price update from 1 December 2025 / Korat route

Dear Khun Thanawat,

Thank you for your continued support. Please note the following changes from 1 December 2025:

1. Front brake pads for Vigo/Revo (04465-0K240) will be 1,750 THB per set
   (the 2025 price list says 1,680 THB).
2. Free delivery to Nakhon Ratchasima will need an order of 25,000 THB or more (now 20,000 THB).
3. Our sales rep Khun Wut will visit shops in Korat every Wednesday from next month.

A gentle reminder that invoice SGP-25-4418 (43,870.00 THB) is due on 20 Nov 2025.

Best regards,
Kanokwan Chaiyaporn
Isan Sales, Sakura Genuine Parts Trading Co., Ltd.
02-689-3300 ext. 214
"""
FREIGHT_INVOICE = [
    "KORAT EXPRESS TRANSPORT CO., LTD.\n"
    "Daily truck Bangkok - Nakhon Ratchasima. Depot: Chiang Kong, Bang Na, Bangkok\n"
    "MONTHLY STATEMENT / INVOICE No. KXT-2510-077     Date: 31 Oct 2025\n"
    "Customer: Ton Charoen Auto Parts, Mittraphap Road, Nakhon Ratchasima\n"
    "\n"
    "Parcels (boxes of parts)          38 boxes   x 120.00   4,560.00\n"
    "Engines / gearboxes on pallet     5 pcs      x 600.00   3,000.00\n"
    "Battery handling fee              12 pcs     x 70.00      840.00\n"
    "\n"
    "TOTAL 8,400.00 THB\n"
    "Due date: 15 Nov 2025. Transfer to Krungthai Bank 308-0-55129-4.",
]

# ---------------------------------------------------------------- books
COUNTER_2568 = [186400, 172300, 198700, 165200, 178900, 169400, 158600, 171800, 163500, 184200]
GARAGES_2568 = [241300, 228600, 256400, 219800, 247100, 238500, 231200, 252700, 244900, 268300]
ONLINE_2568 = [28600, 31200, 35800, 29400, 33700, 36200, 38900, 41500, 39800, 44600]
WAGES_2568 = [52000, 52000, 53500, 52000, 54500, 52000, 52000, 53500, 52000, 55500]
FREIGHT_2568 = [6800, 6200, 7400, 5900, 7100, 6600, 6300, 7200, 6900, 8400]
COUNTER_2567 = [178200, 165900, 189300, 158700, 171400, 162800, 151300, 163900, 157200, 176800, 181500, 212600]
GARAGES_2567 = [226800, 214300, 239600, 205400, 231700, 222900, 216400, 236100, 229800, 249500, 243200, 271800]
ONLINE_2567 = [12400, 13800, 15200, 14600, 16900, 18300, 19700, 21400, 22800, 24100, 26500, 31200]
WAGES_2567 = [48000, 48000, 49500, 48000, 50000, 48000, 48000, 49500, 48000, 50500, 50500, 56000]
FREIGHT_2567 = [5600, 5200, 6100, 4900, 5800, 5500, 5300, 5900, 5600, 6400, 6700, 8900]


def _sales_book(path: Path, year: str, counter: list[int], garages: list[int], online: list[int],
                wages: list[int], freight: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านต้นเจริญอะไหล่ยนต์ ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Counter, THB)", "ส่งอู่ (Garages, THB)", "ออนไลน์ (Online, THB)",
                  "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, counter, garages, online):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(counter), sum(garages), sum(online),
                  sum(counter) + sum(garages) + sum(online)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ซื้ออะไหล่เข้า (Parts bought)", "ค่าเช่าตึก (Rent)", "เงินเดือน (Wages)",
                  "ค่าขนส่ง (Freight)", "รวม (Total)"])
    for month, a, b, c, w, f in zip(MONTHS, counter, garages, online, wages, freight):
        parts = int(round((a + b + c) * 0.68, -2))
        costs.append([f"{month} {year}", parts, 18000, w, f, parts + 18000 + w + f])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


STOCK = [
    ("EN-2KD-01", "เครื่อง 2KD-FTV 2.5 ญี่ปุ่น", "Toyota Vigo/Innova", 37000, 52000, "พร้อมขาย"),
    ("EN-2KD-02", "เครื่อง 2KD-FTV 2.5 ญี่ปุ่น", "Toyota Vigo/Innova", 37000, 52000, "จองแล้ว (อู่ศรีสุขยานยนต์)"),
    ("EN-2KD-03", "เครื่อง 2KD-FTV 2.5 ญี่ปุ่น", "Toyota Vigo/Innova", 37000, 52000, "รอเช็คกำลังอัด"),
    ("GB-4JJ1-01", "เกียร์ออโต้ 4JJ1 3.0", "Isuzu D-Max", 22500, 32000, "พร้อมขาย"),
    ("GB-4JJ1-02", "เกียร์ออโต้ 4JJ1 3.0", "Isuzu D-Max", 22500, 32000, "ขายแล้ว 28 ต.ค."),
    ("EN-1NZ-01", "เครื่อง 1NZ-FE 1.5", "Toyota Vios/Yaris", 18500, 26500, "พร้อมขาย"),
    ("EN-QR25-01", "เครื่อง QR25DE 2.5", "Nissan X-Trail", 16000, 23000, "ค้างนาน เข้าสต็อก มี.ค. 68"),
    ("EN-L15-01", "เครื่อง L15A i-VTEC 1.5", "Honda City/Jazz", 21000, 29500, "พร้อมขาย"),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก Stock"
    sheet.append(["สต็อกเครื่องยนต์/เกียร์มือสอง ณ 1 พ.ย. 2568 (Used engines and gearboxes in stock)"])
    sheet.append(["รหัส (Code)", "รายการ (Item)", "ใส่กับรถ (Fits)", "ทุน (Cost, THB)", "ราคาขาย (Price, THB)",
                  "สถานะ (Status)"])
    for row in STOCK:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", f"{len(STOCK)} รายการ", "", sum(r[3] for r in STOCK), sum(r[4] for r in STOCK), ""])
    for column in (4, 5):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3318.40, "PEA"), ("ค่าน้ำประปา (Water)", 412, "กปภ."),
                  ("เน็ตบ้าน+มือถือ (Internet & mobile)", 1297, ""), ("ค่ากับข้าว (Food)", 14500, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 6200, "Fortuner"),
                  ("ประกันชีวิตแม่ (Mum's life insurance)", 1850, "ลำตะคองประกันชีวิต"),
                  ("ค่ารถตู้ใบเตย (School van)", 2200, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3000, "คณิต")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3486.25, "PEA"), ("ค่าน้ำประปา (Water)", 435, "กปภ."),
                  ("เน็ตบ้าน+มือถือ (Internet & mobile)", 1297, ""), ("ค่ากับข้าว (Food)", 15200, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 6650, "Fortuner"),
                  ("ประกันชีวิตแม่ (Mum's life insurance)", 1850, "ลำตะคองประกันชีวิต"),
                  ("ค่ารถตู้ใบเตย (School van)", 2200, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3000, "คณิต"),
                  ("ค่าโรงพยาบาลใบเตย (Hospital)", 18720, "ไข้เลือดออก รพ.มิตรภาพ รอเคลม")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 3212.80, "PEA"), ("ค่าน้ำประปา (Water)", 428, "กปภ."),
                  ("เน็ตบ้าน+มือถือ (Internet & mobile)", 1297, ""), ("ค่ากับข้าว (Food)", 14800, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 6900, "Fortuner"),
                  ("ประกันชีวิตแม่ (Mum's life insurance)", 1850, "ลำตะคองประกันชีวิต"),
                  ("ค่ารถตู้ใบเตย (School van)", 2200, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3000, "คณิต"),
                  ("ทำบุญกฐิน (Kathin merit)", 2000, "วัดบ้านเกิดแม่")],
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


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนโคราชวิทยาคม จ.นครราชสีมา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปาริฉัตร เจริญยนต์  ชั้น ม.2/4 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 36218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0205-8874-1123",
              "หากชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมห้องเรียนพิเศษ", "12,000"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าคอมพิวเตอร์", "1,200"), ("ค่าหนังสือและเครื่องแบบ", "2,650")],
                "19,350", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมห้องเรียนพิเศษ", "12,000"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าคอมพิวเตอร์", "1,200"), ("ค่าค่ายวิทยาศาสตร์ เขาใหญ่", "2,800"),
                           ("ค่าเรียนเสริมภาษาจีน", "1,500")],
                "21,000", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanawat Charoenyon\n"
    "Address: 88/12 Soi Mittraphap 12, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "Customer no. 030027716402\n"
    "Billing period: 19 Sep 2025 - 18 Oct 2025\n"
    "Meter reading: 41,388 -> 42,104   Units used: 716 kWh\n"
    "Energy charge 2,876.55  Ft 59.47  Service 66.60  VAT 7% 210.18\n"
    "AMOUNT DUE: 3,212.80 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Ratchasima Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Thanawat Charoenyon    Account: 3011-0458-227\n"
    "Address: 88/12 Soi Mittraphap 12, Nai Mueang, Nakhon Ratchasima\n"
    "Meter: 2,914 -> 2,952   Water used: 38 cubic metres\n"
    "Water charge 371.00  Service 29.00  VAT 7% 28.00\n"
    "AMOUNT DUE: 428.00 THB\n"
    "Due date: 5 Nov 2025",
]
HEALTH_RENEWAL = [
    "LAM TAKHONG LIFE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Ratchasima Branch, Chomsurangyat Road\n"
    "24 October 2025\n"
    "\n"
    "RENEWAL NOTICE - FAMILY HEALTH PLAN \"SMART HEALTH PLUS\"\n"
    "Dear Mr. Thanawat Charoenyon,\n"
    "Your policy no. LTL-HP-6608-1123 expires on 30 Nov 2025.\n"
    "\n"
    "Insured persons:\n"
    "  Thanawat Charoenyon (age 44)   premium 24,180 THB\n"
    "  Parichat Charoenyon (age 13)   premium 14,460 THB\n"
    "Cover: room and board 3,000 THB per day, annual limit 1,000,000 THB per person.\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Total premium: 38,640 THB (last year 35,980 THB)\n"
    "The increase reflects the age band change and one claim in 2025.\n"
    "Please pay by 28 Nov 2025 by bank transfer, QR code, or through your agent, Khun Orathai (089-664-2170).\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
CLAIM_EMAIL = """From: Claims Department <claims@lamtakhonglife.co.th>
To: thanawat.cy@gmail.com
Date: Thu, 16 Oct 2025 11:20
Subject: Claim CLM-25-08817 approved - Parichat Charoenyon

Dear Mr. Thanawat Charoenyon,

We have completed the review of the in-patient claim under policy LTL-HP-6608-1123.

Patient: Parichat Charoenyon
Hospital: Mittraphap Hospital, Nakhon Ratchasima
Admitted 11 Sep 2025, discharged 14 Sep 2025 (dengue fever)
Amount billed: 18,720 THB
Amount approved: 17,450 THB
Not covered: 1,270 THB (personal items and extra bed for the parent)

The approved amount will be transferred to your Kasikornbank account ending 4471 within 7 working days.

Best regards,
Claims Department
Lam Takhong Life Insurance PCL
"""


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(COUNTER_2568) + sum(GARAGES_2568) + sum(ONLINE_2568)
    return [
        ("แผนร้านต้นเจริญอะไหล่ยนต์ ปี 2569", "Ton Charoen Auto Parts - plan for 2026\n"
                                             "ธนวัฒน์ เจริญยนต์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าอู่ประจำ 14 อู่ ยอดออนไลน์โตเกือบเท่าตัวจากปีก่อน\n"
                         "ปัญหา: ลูกหนี้อู่ค้างจ่ายนาน, ค่าขนส่งจากกรุงเทพแพงขึ้น"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,000,000 บาท\nยอดออนไลน์เดือนละ 70,000 บาท\n"
                            "ลูกหนี้ค้างเกิน 60 วันไม่เกิน 50,000 บาท"),
        ("เงินกู้ธนาคารอีสานพาณิชย์ 800,000 บาท", "ซื้อเครื่อง/เกียร์มือสองล็อตใหญ่จากเชียงกง 600,000 บาท\n"
                                                  "สต็อกอะไหล่ใหม่ (ผ้าเบรก กรอง แบตเตอรี่) 200,000 บาท\n"
                                                  "ผ่อนเดือนละ 15,560 บาท 60 งวด"),
        ("รถส่งของคันที่ 2", "กระบะมือสอง งบ 350,000 บาท\nเริ่มมีนาคม 2569\nจ้างคนขับเพิ่ม 1 คน เดือนละ 12,000 บาท"),
        ("ขายออนไลน์", "เปิดร้าน Shopee Mall และ LINE OA\nน้องฝนถ่ายรูปเครื่องมือสองลงขายทุกสัปดาห์"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านอะไหล่/แชท/แชทไลน์_ช่างเอก.txt": """[10 พ.ย. 68 09:12] ช่างเอก อู่ช่างเอก: เฮียต้น ใบเสนอราคาฉบับแก้ที่ส่งมา 47,000 โอเคครับ เอาตามนั้น
[10 พ.ย. 68 09:15] ต้นเจริญอะไหล่: ขอบคุณครับช่าง ส่งของพฤหัสนี้นะครับ
[10 พ.ย. 68 09:16] ช่างเอก อู่ช่างเอก: ได้ครับ ส่งหลังอู่เหมือนเดิม
[12 พ.ย. 68 16:40] ช่างเอก อู่ช่างเอก: เฮีย โช้ค KYB 4 ต้นขอตัดออกก่อนนะ ลูกค้าเปลี่ยนใจ ใช้ของเดิม
[12 พ.ย. 68 16:52] ต้นเจริญอะไหล่: ได้ครับ ตัดโช้คออก ยอดใหม่ 39,440 นะครับ
[12 พ.ย. 68 16:55] ช่างเอก อู่ช่างเอก: แล้วน้ำมันเบรกขอเพิ่มอีก 12 กระป๋องครับ
[12 พ.ย. 68 17:03] ต้นเจริญอะไหล่: เพิ่มน้ำมันเบรก 12 กระป๋อง 1,140 รวมเป็น 40,580 บาทครับ ส่วนลดเท่าเดิม
[12 พ.ย. 68 17:05] ช่างเอก อู่ช่างเอก: โอเค 40,580 เครดิต 30 วันเหมือนเดิมนะเฮีย
[12 พ.ย. 68 17:06] ต้นเจริญอะไหล่: ได้ครับ
[13 พ.ย. 68 10:30] ต้นเจริญอะไหล่: ลุงเปี๊ยกออกไปส่งแล้วครับ บิลแนบไปกับของ
[13 พ.ย. 68 11:48] ช่างเอก อู่ช่างเอก: ได้ของครบแล้วครับ ขอบคุณครับ
""",
    "ร้านอะไหล่/แชท/แชทไลน์_เจ๊หมวยเชียงกง.txt": """[3 ต.ค. 68 10:42] เจ๊หมวย เชียงกง: ต้น ตู้ใหม่เข้าแล้ว เครื่อง 2KD ญี่ปุ่นแท้ สวยๆ ลูกละ 38,000 จะเอากี่ลูก
[3 ต.ค. 68 10:50] ต้นเจริญอะไหล่: เอา 4 ลูกครับเจ๊ แล้วเกียร์ออโต้ D-Max มีมั้ยครับ
[3 ต.ค. 68 10:53] เจ๊หมวย เชียงกง: เกียร์ 4JJ1 ออโต้ มี 2 ลูก ลูกละ 22,500
[3 ต.ค. 68 11:05] ต้นเจริญอะไหล่: เอาทั้ง 2 ลูกครับ
[6 ต.ค. 68 15:20] ต้นเจริญอะไหล่: เจ๊ครับ เครื่อง 2KD ขอเปลี่ยนเป็น 3 ลูกนะ เงินตึงช่วงนี้ ถ้า 3 ลูกได้ลูกละเท่าไหร่ครับ
[6 ต.ค. 68 15:41] เจ๊หมวย เชียงกง: 3 ลูกเจ๊ให้ลูกละ 37,000 เพราะเอาเกียร์ด้วย
[6 ต.ค. 68 15:45] ต้นเจริญอะไหล่: โอเคครับ เครื่อง 3 ลูก 111,000 เกียร์ 2 ลูก 45,000 รวม 156,000 นะครับ
[6 ต.ค. 68 15:47] เจ๊หมวย เชียงกง: ถูกต้อง ค่าส่งถึงโคราชเจ๊ออกให้ครึ่งนึง 1,500
[9 ต.ค. 68 08:10] เจ๊หมวย เชียงกง: รถโคราชเอ็กซ์เพรสออกแล้วนะ ถึงบ่ายๆ
[9 ต.ค. 68 14:35] ต้นเจริญอะไหล่: ของถึงแล้วครับ โอนมัดจำไปแล้ว 50,000 ที่เหลือ 106,000 โอนสิ้นเดือนนะครับ
[31 ต.ค. 68 17:20] ต้นเจริญอะไหล่: โอนส่วนที่เหลือ 106,000 แล้วครับเจ๊ ส่งสลิปให้แล้ว
""",
    "ร้านอะไหล่/บัญชี/เงินเดือนลูกน้อง_ตุลาคม68.md": """# เงินเดือนลูกน้อง ตุลาคม 2568

| ชื่อ | หน้าที่ | เงินเดือน | เพิ่ม | รวม |
|---|---|---|---|---|
| ช่างโก้ | ถอด/เช็คเครื่องมือสอง | 16,000 | - | 16,000 |
| น้องบอย | หน้าร้าน | 12,500 | - | 12,500 |
| ลุงเปี๊ยก | ขับรถส่งของ | 11,500 | เบี้ยเลี้ยงส่งต่างอำเภอ 1,500 | 13,000 |
| น้องฝน | แพ็คของออนไลน์ | 11,000 | โอที 3,000 | 14,000 |

รวมจ่าย ต.ค. 55,500 บาท โอนแล้ว 31 ต.ค.
บอยขอเบิกล่วงหน้า 2,000 ให้หักเดือน พ.ย.
""",
    "ร้านอะไหล่/บัญชี/ลูกหนี้อู่ค้างจ่าย_ต.ค.68.md": """# ลูกหนี้อู่ค้างจ่าย ณ 31 ต.ค. 2568

- อู่ช่างเอกการช่าง 38,200 บาท (บิล ก.ย.) ครบกำหนด 30 พ.ย.
- อู่ศรีสุขยานยนต์ 22,750 บาท ค้างมา 75 วันแล้ว โทรตามทุกอาทิตย์
- อู่โชคดีเซอร์วิส ปากช่อง 15,480 บาท ครบกำหนด 15 พ.ย.
- ร้านประยูรแอร์รถยนต์ 6,900 บาท

รวมลูกหนี้ค้าง 83,330 บาท
เกิน 60 วัน: อู่ศรีสุข ต้องคุยให้ผ่อนเป็นงวด
""",
    "ร้านอะไหล่/เอกสารร้าน/เงื่อนไขรับประกันเครื่องมือสอง.md": WARRANTY,
    "ร้านอะไหล่/Suppliers/email_from_Sakura_Nov2025.txt": SAKURA_EMAIL,
    "บ้าน/ประกัน/email_LamTakhong_claim_approved.txt": CLAIM_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[28 ต.ค. 68 20:05] ต้น: แอน ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[28 ต.ค. 68 20:09] แอน: รู้แล้ว 21,000 เดี๋ยวโอนวันจันทร์
[28 ต.ค. 68 20:12] ใบเตย: แม่คะ ค่ายวิทยาศาสตร์ไปเขาใหญ่ 2 คืนนะคะ รวมในค่าเทอมแล้ว
[1 พ.ย. 68 18:30] แอน: ประกันสุขภาพส่งใบต่ออายุมาแล้ว ขึ้นอีกเกือบ 3 พัน
[1 พ.ย. 68 18:35] ต้น: จ่ายก่อน 28 พ.ย. เดี๋ยวผมโอนเอง
[3 พ.ย. 68 07:15] แม่สำรวย: วันที่ 20 แม่นัดหมอฟันนะ
[3 พ.ย. 68 07:20] ต้น: ให้ลุงเปี๊ยกขับไปส่งแม่ครับ
[5 พ.ย. 68 21:00] แอน: ทริปเขาใหญ่ ธ.ค. จองบ้านพักแล้ว คืนละ 3,200 สองคืน
[5 พ.ย. 68 21:02] ใบเตย: เย้ๆ
""",
    "บ้าน/ทริปเขาใหญ่_ธ.ค.68.md": """# ทริปเขาใหญ่ 6-8 ธันวาคม 2568
- บ้านพักริมธาร ธนะรัชต์ คืนละ 3,200 x 2 คืน = 6,400 บาท (มัดจำแล้ว 3,200)
- ไปกัน 4 คน: ต้น แอน ใบเตย แม่สำรวย
- วันแรก: แวะฟาร์มโชคชัย, ร้านกาแฟ
- วันที่สอง: เข้าอุทยาน น้ำตกเหวสุวัต (แม่เดินไม่ไหว นั่งรอที่จุดชมวิว)
- งบกินเที่ยวรวม ประมาณ 12,000 บาท
- ปิดร้านวันอาทิตย์ 7 ธ.ค. ให้บอยเปิดวันเสาร์
""",
}
TODO = {"todo.md": """- โอนค่าเทอมใบเตย ก่อน 14 พ.ย.
- เซ็นสัญญาเงินกู้ส่งธนาคาร
- ตัดสินใจเจ้าแบตเตอรี่ (โคราชแบต / อีสานเพาเวอร์)
- จ่ายบิลซากุระ ก่อน 20 พ.ย.
- ต่อประกันสุขภาพ ก่อน 28 พ.ย.
- ตามเงินอู่ศรีสุข
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านอะไหล่"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อู่ช่างเอก_ร่าง.docx", EK_DRAFT, EK_DRAFT_TABLE, bottom=EK_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อู่ช่างเอก_ฉบับจริง.docx", EK_FINAL, EK_FINAL_TABLE, bottom=EK_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_แบตเตอรี่_โคราชแบตเตอรี่.docx", BATT_KORAT, BATT_KORAT_TABLE,
               bottom=BATT_KORAT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_แบตเตอรี่_อีสานเพาเวอร์.docx", BATT_ISAN, BATT_ISAN_TABLE,
               bottom=BATT_ISAN_BOTTOM)
    write_docx(papers / "สัญญาเช่าอาคาร_ถนนมิตรภาพ.docx", LEASE, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    make_pdf(papers / "ICB_loan_approval_Oct2025.pdf", LOAN_LETTER)
    make_pdf(suppliers / "Sakura_pricelist_2025.pdf", SAKURA_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_ซากุระ_2567.docx", SAKURA_PRICES_2567, SAKURA_PRICES_2567_TABLE,
               bottom=SAKURA_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "Sakura_invoice_SGP-25-4418.pdf", SAKURA_INVOICE)
    make_pdf(suppliers / "KoratExpress_freight_invoice_Oct2025.pdf", FREIGHT_INVOICE)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", COUNTER_2568, GARAGES_2568, ONLINE_2568, WAGES_2568,
                FREIGHT_2568)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", COUNTER_2567, GARAGES_2567, ONLINE_2567, WAGES_2567,
                FREIGHT_2567)
    _stock_book(books / "สต็อกเครื่องมือสอง_พ.ย.68.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "LamTakhong_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
