"""The cleaningservice folder: the papers of a Bangkok cleaning-service owner and her household, written by code.

The owner is คุณอรอุมา ศรีสุข (พี่อร). She runs "อรคลีน เซอร์วิส" (Orn Clean Service) from a rented store room
at 45/8 ซอยลาดพร้าว 87, วังทองหลาง, Bangkok: home and condo cleaning by the visit, deep cleans, and monthly
contracts for offices and a clinic. Six staff work on two shifts (กะเช้า 07:00-15:00, กะบ่าย 12:00-20:00):
ป้าบุญมี (head of team), พี่ลำดวน, น้องจอย, น้องเมย์, น้องฝน and บอย (driver, heavy work). Her husband ธนากร
(พี่กร) works for a logistics firm, their daughter มิ้นท์ (ด.ญ.ปภาวรินทร์) is in ม.1, her father พ่อประสิทธิ์
lives with them in หมู่บ้านสวนลาดพร้าว, บางกะปิ. It is November 2568 (2025).

Documents/อรคลีน/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_สุขสวัสดิ์ทาวเวอร์_ร่าง.docx: draft quote QT-68-044 to Suksawat Tower, daily cleaning
  of the common areas, 46,800 a month.
- ใบเสนอราคา/ใบเสนอราคา_สุขสวัสดิ์ทาวเวอร์_ฉบับส่ง.docx: the final of the same quote, 42,900 a month, from
  1 พ.ย. 2568.
- ใบเสนอราคา/อัตราค่าบริการ_2568.docx: the rate card for customers (deep clean 2-bedroom condo 3,800 ...).
- สัญญา/สัญญาจ้าง_คลินิกทันตกรรมยิ้มสวย.docx: a 12-month contract with a dental clinic, 9,800 a month,
  1 ต.ค. 2568 - 30 ก.ย. 2569, 800 a day deducted for a missed visit.
- Suppliers/BrightChem_pricelist_2025.pdf: English price list of Bright Chem Supply Co., Ltd. (floor cleaner 285).
- Suppliers/ราคาน้ำยา_ไบรท์เคม_2567.docx: last year's list of the same firm in Thai (floor cleaner 265).
- Suppliers/BrightChem_invoice_BC-25-0932.pdf: October invoice, 9,683.50 due 15 Nov 2025.
- Suppliers/email_BrightChem_Dec2025.txt: email: floor cleaner 310 and disinfectant 345 from 1 Dec 2025.
- เครื่องขัดพื้น/CleanPro_scrubber_quotation.pdf: English quote for a walk-behind scrubber, 68,500, 1 year warranty.
- เครื่องขัดพื้น/ใบเสนอราคา_ไทยคลีนแมชชีน_เครื่องขัดพื้น.docx: a similar Thai quote from another firm, 64,900,
  2 years warranty.
- ธนาคาร/CPB_van_loan_offer_Oct2025.pdf: the bank's English letter approving a 480,000 van loan
  (6.75%, 60 months, 9,448 a month, first instalment 25 Dec 2025).
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, three sheets (income by month, expenses by month, job counts),
  January to October.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/เงินเดือนพนักงาน_ตุลาคม68.md: the October wages of the six staff, 80,570 in all.
- บัญชี/ตารางกะ_พฤศจิกายน68.xlsx: the November shift roster (two sheets: shifts by week, leave).
- แชท/แชทไลน์_นิติคอนโดเดอะพาร์คไลน์.txt: LINE chat with a condo office: post-renovation clean quoted 18,900,
  settled at 16,500, moved from 15 to 22 พ.ย.
- แชท/แชทไลน์_กลุ่มทีมแม่บ้าน.txt: the staff group: OT 60 an hour, corrected later to 70 from November.
- แผนงานปี2569.pptx: slides, the plan for next year (1,500,000 target, van, scrubber, two more staff).
- เช็คลิสต์_Deep_Clean.md: the deep-clean checklist the team follows.
- บันทึกเหตุการณ์_แจกันแตก_ห้อง1708.md: a vase broken at a customer's condo, 2,800 paid back.

Documents/บ้าน/ (the household)
- Bills/MEA_electricity_bill_Oct2025.pdf and Bills/SkyFibre_internet_bill_Oct2025.pdf: English bills.
- ประกัน/Rattanakosin_motor_renewal_2025.pdf: English renewal letter for the family car (16,480).
- ค่าเทอมมิ้นท์/ค่าเทอม_มิ้นท์_เทอม1-2568.docx and ค่าเทอม_มิ้นท์_เทอม2-2568.docx: fee notices (32,400; 34,150).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวศรีสุข.txt: the family's LINE group.
- ทริปหัวหิน_ธ.ค.68.md: the family's year-end trip plan.
- นัดหมอพ่อ.md: notes on her father's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("อรคลีน เซอร์วิส (Orn Clean Service) 45/8 ซอยลาดพร้าว 87 แขวงคลองเจ้าคุณสิงห์ เขตวังทองหลาง "
            "กรุงเทพฯ 10310 โทร 086-417-2953 LINE @ornclean")

# ---------------------------------------------------------------- quotes to customers
TOWER_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-044",
    "วันที่ 2 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ ผู้จัดการอาคาร นิติบุคคลอาคารสุขสวัสดิ์ทาวเวอร์ ถนนประดิษฐ์มนูธรรม",
    "เรื่อง บริการทำความสะอาดพื้นที่ส่วนกลาง อาคารสำนักงาน 8 ชั้น วันจันทร์–เสาร์",
]
TOWER_DRAFT_TABLE = [
    ("รายการ", "รายละเอียด", "ต่อเดือน (บาท)"),
    ("พนักงานประจำอาคาร 2 คน", "จ.–ส. 07:00–16:00 คนละ 15,500", "31,000"),
    ("หัวหน้างานตรวจงาน", "สัปดาห์ละ 2 ครั้ง", "3,500"),
    ("น้ำยาและอุปกรณ์สิ้นเปลือง", "น้ำยาถูพื้น ห้องน้ำ กระจก ถุงขยะ", "4,800"),
    ("ล้างกระจกชั้นล่างและขัดพื้นล็อบบี้", "เดือนละ 1 ครั้ง", "7,500"),
    ("รวมต่อเดือน", "", "46,800"),
]
TOWER_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 46,800 บาท (สี่หมื่นหกพันแปดร้อยบาทถ้วน)",
    "ร่าง ยังไม่ได้ส่ง รอคุยกับพี่กรเรื่องค่าน้ำยา และถามคุณวิไลวรรณว่าต้องล้างกระจกด้วยไหม",
]
TOWER_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-044 (ฉบับแก้ไข)",
    "วันที่ 9 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ ผู้จัดการอาคาร นิติบุคคลอาคารสุขสวัสดิ์ทาวเวอร์ ถนนประดิษฐ์มนูธรรม",
    "เรื่อง บริการทำความสะอาดพื้นที่ส่วนกลาง อาคารสำนักงาน 8 ชั้น วันจันทร์–เสาร์ เริ่ม 1 พฤศจิกายน 2568",
]
TOWER_FINAL_TABLE = [
    ("รายการ", "รายละเอียด", "ต่อเดือน (บาท)"),
    ("พนักงานประจำอาคาร 2 คน", "จ.–ส. 07:00–16:00 คนละ 15,500", "31,000"),
    ("หัวหน้างานตรวจงาน", "สัปดาห์ละ 1 ครั้ง", "2,000"),
    ("น้ำยาและอุปกรณ์สิ้นเปลือง", "น้ำยาถูพื้น ห้องน้ำ กระจก ถุงขยะ", "4,400"),
    ("ขัดพื้นล็อบบี้", "เดือนละ 1 ครั้ง (ไม่รวมล้างกระจก อาคารจ้างเอง)", "5,500"),
    ("รวมต่อเดือน", "", "42,900"),
]
TOWER_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 42,900 บาท (สี่หมื่นสองพันเก้าร้อยบาทถ้วน)",
    "เงื่อนไข: สัญญา 12 เดือน วางบิลทุกสิ้นเดือน ชำระภายใน 30 วัน หากพนักงานลาจะส่งคนแทนภายในวันเดียวกัน",
    "ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ อรอุมา ศรีสุข ผู้เสนอราคา",
]

RATES = [
    SHOP_TOP,
    "อัตราค่าบริการ ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)",
    "ราคานี้รวมน้ำยาและอุปกรณ์แล้ว ลูกค้าไม่ต้องเตรียมอะไร",
]
RATES_TABLE = [
    ("บริการ", "รายละเอียด", "ราคา (บาท)"),
    ("ทำความสะอาดทั่วไป", "แม่บ้าน 1 คน 3 ชั่วโมง", "650"),
    ("ทำความสะอาดทั่วไป", "แม่บ้าน 2 คน 4 ชั่วโมง", "1,600"),
    ("แพ็กเกจรายเดือน", "สัปดาห์ละ 1 ครั้ง ครั้งละ 3 ชั่วโมง", "2,400 ต่อเดือน"),
    ("Deep clean คอนโด 1 ห้องนอน", "ไม่เกิน 35 ตร.ม.", "2,500"),
    ("Deep clean คอนโด 2 ห้องนอน", "ไม่เกิน 70 ตร.ม.", "3,800"),
    ("Deep clean บ้านเดี่ยว 2 ชั้น", "ราคาเริ่มต้น ดูหน้างาน", "6,500"),
    ("ซักเบาะโซฟา", "ต่อที่นั่ง", "350"),
    ("ทำความสะอาดหลังรีโนเวท", "ต่อตารางเมตร", "45"),
]
RATES_BOTTOM = [
    "ค่าเดินทางนอกเขต (เกิน 15 กม. จากลาดพร้าว 87) เพิ่ม 200 บาท",
    "ยกเลิกนัดน้อยกว่า 24 ชั่วโมง คิดค่ายกเลิก 300 บาท",
    "ชำระเงินสดกับหัวหน้าทีม หรือโอน ธนาคารกสิกรไทย 072-8-41953-6 ชื่อบัญชี อรอุมา ศรีสุข",
]

CLINIC_CONTRACT = [
    "สัญญาจ้างบริการทำความสะอาด",
    "สัญญาเลขที่ OC-2568/07  ทำที่ คลินิกทันตกรรมยิ้มสวย สาขาโชคชัย 4  วันที่ 24 กันยายน 2568",
    "ระหว่าง คลินิกทันตกรรมยิ้มสวย โดย ทพญ.ศิริพร วงศ์ใหญ่ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางอรอุมา ศรีสุข เจ้าของกิจการอรคลีน เซอร์วิส ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
CLINIC_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ทำความสะอาดห้องทำฟัน 4 ห้อง ห้องรอ ห้องน้ำ และเคาน์เตอร์ หลังปิดคลินิก\n"
     "สัปดาห์ละ 3 วัน (จันทร์ พุธ ศุกร์) เวลา 20:00–22:00 น. พนักงาน 2 คน"),
    ("ข้อ 2 ค่าจ้าง", "เดือนละ 9,800 บาท (เก้าพันแปดร้อยบาทถ้วน) รวมน้ำยาฆ่าเชื้อแล้ว"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายในวันที่ 5 ของเดือนถัดไป"),
    ("ข้อ 5 การขาดงาน", "หากพนักงานไม่มาและผู้รับจ้างไม่ส่งคนแทนภายใน 2 ชั่วโมง ผู้ว่าจ้างหักค่าจ้างวันละ 800 บาท"),
    ("ข้อ 6 ความเสียหาย", "ผู้รับจ้างรับผิดชอบความเสียหายต่อเครื่องมือและทรัพย์สินที่เกิดจากพนักงาน ไม่เกินครั้งละ 20,000 บาท"),
    ("ข้อ 7 การเลิกสัญญา", "คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
CLINIC_BOTTOM = ["ลงชื่อ ทพญ.ศิริพร วงศ์ใหญ่ ผู้ว่าจ้าง", "ลงชื่อ อรอุมา ศรีสุข ผู้รับจ้าง",
                 "ลงชื่อ บุญมี แสงทอง พยาน"]

# ---------------------------------------------------------------- supplier papers
BRIGHT_PRICES_2025 = [
    "BRIGHT CHEM SUPPLY CO., LTD.\n"
    "219/3 Ramintra Road, Khan Na Yao, Bangkok 10230   Tel. 02-918-4470\n"
    "PRICE LIST 2025 - PROFESSIONAL CLEANING CHEMICALS AND SUPPLIES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Floor cleaner, neutral pH, 3.8 L ............ 285\n"
    "Bathroom cleaner (acid), 3.8 L ............... 240\n"
    "Glass cleaner, 3.8 L ......................... 195\n"
    "Multi-purpose disinfectant, 3.8 L ............ 320\n"
    "Microfibre cloth 40x40 cm, pack of 10 ........ 260\n"
    "Garbage bags 30x40 inch, heavy duty, per kg .. 75\n"
    "Flat mop refill 14 inch ...................... 120\n"
    "\n"
    "Minimum order 3,000 THB. Free delivery in Bangkok for orders over 3,000 THB.\n"
    "Payment: 30 days credit for registered customers.\n"
    "Sales contact: Khun Natthapong, sales@brightchem.co.th",
]
BRIGHT_PRICES_2567 = ["บริษัท ไบรท์เคม ซัพพลาย จำกัด", "ใบราคาน้ำยาและอุปกรณ์ทำความสะอาด ปี 2567 (มกราคม – ธันวาคม 2567)",
                      "ราคายังไม่รวมภาษีมูลค่าเพิ่ม"]
BRIGHT_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("น้ำยาถูพื้น สูตรเป็นกลาง 3.8 ลิตร", "265"),
    ("น้ำยาล้างห้องน้ำ 3.8 ลิตร", "225"),
    ("น้ำยาเช็ดกระจก 3.8 ลิตร", "180"),
    ("น้ำยาฆ่าเชื้ออเนกประสงค์ 3.8 ลิตร", "295"),
    ("ผ้าไมโครไฟเบอร์ 40x40 ซม. แพ็ก 10 ผืน", "240"),
    ("ถุงขยะ 30x40 นิ้ว ต่อกิโลกรัม", "70"),
    ("อะไหล่ผ้าม็อบ 14 นิ้ว", "110"),
]
BRIGHT_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 2,500 บาท ส่งฟรีในกรุงเทพฯ", "ติดต่อ คุณณัฐพงษ์ ฝ่ายขาย 02-918-4470"]
BRIGHT_INVOICE = [
    "BRIGHT CHEM SUPPLY CO., LTD.\n"
    "TAX INVOICE / INVOICE No. BC-25-0932\n"
    "Date: 16 Oct 2025          Due date: 15 Nov 2025\n"
    "Customer: Orn Clean Service (Khun Orn-uma Srisuk), 45/8 Soi Ladprao 87, Wang Thonglang, Bangkok\n"
    "\n"
    "Item                                Qty      Unit price   Amount\n"
    "Floor cleaner, neutral pH, 3.8 L    12       285.00       3,420.00\n"
    "Bathroom cleaner (acid), 3.8 L      8        240.00       1,920.00\n"
    "Multi-purpose disinfectant, 3.8 L   6        320.00       1,920.00\n"
    "Microfibre cloth, pack of 10        4        260.00       1,040.00\n"
    "Garbage bags, heavy duty            10 kg    75.00          750.00\n"
    "\n"
    "Subtotal 9,050.00   VAT 7% 633.50\n"
    "TOTAL DUE: 9,683.50 THB\n"
    "Please transfer to Bangkok Bank, account Bright Chem Supply Co., Ltd., 201-3-55874-2\n"
    "and e-mail the slip to ar@brightchem.co.th.",
]
BRIGHT_EMAIL = """From: Natthapong K. <sales@brightchem.co.th>
To: ornclean.service@gmail.com
Date: Mon, 3 Nov 2025 09:12
Subject: Price adjustment from 1 December 2025

Dear Khun Orn-uma,

Thank you for your continued orders. Because our raw material costs have gone up, two items will change
price from 1 December 2025:

1. Floor cleaner, neutral pH, 3.8 L: 310 THB (now 285 THB in the 2025 price list).
2. Multi-purpose disinfectant, 3.8 L: 345 THB (now 320 THB).

All other prices stay as in the 2025 list. Orders placed before 30 November will be charged at the old price.
Also, our delivery truck for the Ladprao area will come on Wednesday instead of Tuesday.

Best regards,
Natthapong Kaewkla
Sales, Bright Chem Supply Co., Ltd.
02-918-4470
"""

CLEANPRO_QUOTE = [
    "CLEANPRO EQUIPMENT (THAILAND) CO., LTD.\n"
    "Cleaning machines - Srinakarin Road, Bang Na, Bangkok\n"
    "QUOTATION No. CPQ-2510-118     Date: 20 Oct 2025\n"
    "To: Orn Clean Service (Khun Orn-uma), Soi Ladprao 87, Bangkok\n"
    "\n"
    "Walk-behind battery auto scrubber, model CP-430B\n"
    "Brush 17 inch, solution tank 40 L, recovery tank 45 L, 2 x 12V batteries, charger\n"
    "Price: 68,500 THB including VAT\n"
    "Warranty: 1 year on the machine, 6 months on the batteries.\n"
    "Free delivery and 2-hour training for your staff.\n"
    "Delivery within 7 days after order. This quotation is valid for 30 days.\n"
    "Sales: Khun Pimchanok 089-204-6618",
]
TCM_QUOTE = [
    "บริษัท ไทยคลีนแมชชีน จำกัด (Thai Clean Machine Co., Ltd.)",
    "เครื่องมือทำความสะอาดมืออาชีพ ถนนรามคำแหง เขตสะพานสูง กรุงเทพฯ",
    "ใบเสนอราคา เลขที่ TCM-6810-052  วันที่ 23 ตุลาคม 2568",
    "เรียน คุณอรอุมา ศรีสุข อรคลีน เซอร์วิส",
]
TCM_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องขัดพื้นเดินตาม ใช้แบตเตอรี่ รุ่น TCM-45B แปรง 18 นิ้ว ถังน้ำยา 45 ลิตร", "1 เครื่อง", "64,900"),
    ("แปรงขัดสำรอง + แผ่นขัดเงา", "1 ชุด", "แถมฟรี"),
    ("รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม)", "", "64,900"),
]
TCM_BOTTOM = [
    "รับประกันตัวเครื่อง 2 ปี แบตเตอรี่ 1 ปี",
    "ผ่อน 0% นาน 6 เดือน ผ่านบัตรเครดิต",
    "ส่งของภายใน 14 วัน สอนการใช้งานที่หน้างาน 1 ครั้ง",
    "ใบเสนอราคานี้มีอายุ 15 วัน",
    "ผู้เสนอราคา คุณสมพร เทพประสิทธิ์ 081-552-7740",
]

LOAN_LETTER = [
    "CHAO PHRAYA COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "SME Banking - Ladprao 101 Branch\n"
    "21 October 2025\n"
    "\n"
    "Ref: SME/LP101/2568/0417\n"
    "Mrs. Orn-uma Srisuk, Orn Clean Service\n"
    "45/8 Soi Ladprao 87, Wang Thonglang, Bangkok 10310\n"
    "\n"
    "Subject: Approval of term loan for a commercial vehicle\n"
    "We are pleased to inform you that your application for a term loan to buy a passenger van\n"
    "(Toyota Commuter 2.8, used, year 2021) has been approved on the following terms:\n"
    "Loan amount: 480,000 THB\n"
    "Interest rate: 6.75% per year, fixed for the whole term\n"
    "Term: 60 months\n"
    "Monthly instalment: 9,448 THB, by auto-debit from your current account\n"
    "First instalment: 25 Dec 2025\n"
    "Front-end fee: 0.5% of the loan (2,400 THB), deducted on drawdown\n"
    "Guarantor: Mr. Thanakorn Srisuk\n",
    "Conditions:\n"
    "- The van must be insured (class 1) with the bank as beneficiary for the whole term.\n"
    "- Prepayment in the first 3 years: fee of 2% of the amount prepaid.\n"
    "\n"
    "Please sign and return the acceptance form at the branch by 14 Nov 2025.\n"
    "After this date the offer will lapse.\n"
    "\n"
    "Yours sincerely,\n"
    "Kittipat Wongsawat\n"
    "Relationship Manager, SME Banking  Tel. 02-514-3390",
]

# ---------------------------------------------------------------- books
HOME_2568 = [58400, 52300, 61800, 66900, 55200, 49800, 51600, 54100, 57300, 62500]
CONTRACT_2568 = [38500, 38500, 38500, 45200, 45200, 45200, 45200, 45200, 45200, 55000]
SPECIAL_2568 = [12600, 8400, 15800, 24500, 9800, 7200, 6400, 11300, 8900, 21700]
WAGES_2568 = [74800, 73600, 76900, 79200, 77400, 75100, 76300, 77800, 78600, 80570]
SUPPLIES_2568 = [8200, 7600, 9100, 10400, 8300, 7900, 8100, 8700, 8500, 10330]
TRANSPORT_2568 = [6800, 6500, 7200, 7600, 6900, 6400, 6600, 6800, 7100, 7400]
OTHER_2568 = [2400, 2100, 2600, 3200, 2300, 2200, 2500, 2300, 2400, 4800]
JOBS_2568 = [84, 76, 89, 95, 80, 72, 74, 78, 83, 90]
DEEP_2568 = [5, 3, 6, 9, 4, 3, 3, 4, 3, 8]
CLIENTS_2568 = [3, 3, 3, 4, 4, 4, 4, 4, 4, 5]

HOME_2567 = [49200, 45800, 52400, 57300, 48600, 43900, 45100, 46800, 48900, 51200, 55600, 68900]
CONTRACT_2567 = [24000, 24000, 24000, 24000, 31500, 31500, 31500, 31500, 31500, 38500, 38500, 38500]
SPECIAL_2567 = [9800, 6200, 11400, 18700, 7600, 5400, 4900, 8200, 6800, 9600, 14300, 26800]
WAGES_2567 = [61200, 60400, 63800, 66100, 64200, 62900, 63400, 64100, 64800, 66300, 68700, 74500]
SUPPLIES_2567 = [6900, 6400, 7600, 8800, 7100, 6700, 6900, 7300, 7200, 7800, 8600, 11200]
TRANSPORT_2567 = [5600, 5400, 6100, 6500, 5800, 5300, 5500, 5700, 5900, 6200, 6800, 8100]
OTHER_2567 = [1800, 1700, 2100, 2600, 1900, 1800, 2000, 1900, 2000, 2200, 2500, 3600]
JOBS_2567 = [71, 66, 77, 83, 70, 63, 65, 68, 71, 74, 80, 97]
DEEP_2567 = [4, 2, 5, 8, 3, 2, 2, 3, 3, 4, 6, 11]
CLIENTS_2567 = [2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]


def income_totals(home: list[int], contract: list[int], special: list[int]) -> list[int]:
    return [a + b + c for a, b, c in zip(home, contract, special)]


def _book(path: Path, year: str, home, contract, special, wages, supplies, transport, rent: int, other,
          jobs, deep, clients) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับอรคลีน เซอร์วิส ปี {year} (Monthly income {year})"])
    income.append(["เดือน (Month)", "งานบ้าน/คอนโดรายครั้ง (Home jobs, THB)", "สัญญารายเดือน (Contracts, THB)",
                   "Deep clean/งานพิเศษ (Special jobs, THB)", "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, home, contract, special):
        income.append([f"{month} {year}", a, b, c, a + b + c])
    income.append(["รวมทั้งปี (Year total)", sum(home), sum(contract), sum(special),
                   sum(home) + sum(contract) + sum(special)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายอรคลีน เซอร์วิส ปี {year} (Expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าแรงพนักงาน (Wages)", "น้ำยา/อุปกรณ์ (Supplies)", "ค่าน้ำมัน/เดินทาง (Transport)",
                  "ค่าเช่าห้องเก็บของ (Store room rent)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, w, s, t, o in zip(MONTHS, wages, supplies, transport, other):
        costs.append([f"{month} {year}", w, s, t, rent, o, w + s + t + rent + o])
    for column in range(2, 8):
        money_format(costs, column)
    count = book.create_sheet("จำนวนงาน Jobs")
    count.append([f"จำนวนงาน ปี {year} (Jobs {year})"])
    count.append(["เดือน (Month)", "งานรายครั้ง (Visits)", "Deep clean (ครั้ง)", "ลูกค้าสัญญารายเดือน (Contract clients)"])
    for month, j, d, c in zip(MONTHS, jobs, deep, clients):
        count.append([f"{month} {year}", j, d, c])
    book.save(path)


WAGES_MD = """# เงินเดือนพนักงาน ตุลาคม 2568

| ชื่อ | กะ | ค่าแรงต่อวัน | วันทำงาน | OT | รวม |
|---|---|---|---|---|---|
| ป้าบุญมี (หัวหน้าทีม) | เช้า | 550 บาท | 26 วัน | 1,200 บาท | 15,500 บาท |
| พี่ลำดวน | เช้า | 480 บาท | 26 วัน | 600 บาท | 13,080 บาท |
| น้องจอย | บ่าย | 450 บาท | 25 วัน | 900 บาท | 12,150 บาท |
| น้องเมย์ | บ่าย | 450 บาท | 24 วัน | - | 10,800 บาท |
| น้องฝน | เช้า/บ่าย | 450 บาท | 26 วัน | 1,500 บาท | 13,200 บาท |
| บอย (ขับรถ + งานหนัก) | เช้า | 520 บาท | 27 วัน | 1,800 บาท | 15,840 บาท |

รวมจ่ายเงินเดือน ต.ค. 80,570 บาท โอนแล้ววันที่ 31 ต.ค. 2568
OT เดือนนี้ยังคิดชั่วโมงละ 60 (คลินิกทันตกรรมเริ่ม 1 ต.ค. ทำให้ OT กะบ่ายเยอะ)
เมย์ลา 2 วันไปงานศพที่บ้าน ไม่หักเงิน
ประกันสังคมหักแยกต่างหาก คนละ 750 บาท
"""

ROSTER_WEEKS = ["สัปดาห์ 1 (3–8 พ.ย.)", "สัปดาห์ 2 (10–15 พ.ย.)", "สัปดาห์ 3 (17–22 พ.ย.)", "สัปดาห์ 4 (24–29 พ.ย.)"]
ROSTER = [
    ("ป้าบุญมี", ["เช้า", "เช้า", "เช้า", "เช้า"], "หัวหน้าทีม ตรวจงานสุขสวัสดิ์ทาวเวอร์ทุกวันพุธ"),
    ("พี่ลำดวน", ["เช้า", "เช้า", "เช้า", "เช้า"], "ประจำสุขสวัสดิ์ทาวเวอร์"),
    ("น้องฝน", ["เช้า", "เช้า", "เช้า", "เช้า"], "ประจำสุขสวัสดิ์ทาวเวอร์"),
    ("น้องจอย", ["บ่าย", "บ่าย", "เช้า", "บ่าย"], "คลินิกทันตกรรม จ. พ. ศ. + งานบ้านลูกค้า"),
    ("น้องเมย์", ["บ่าย", "บ่าย", "บ่าย", "บ่าย"], "คลินิกทันตกรรม จ. พ. ศ. + งานบ้านลูกค้า"),
    ("บอย", ["เช้า", "บ่าย", "เช้า", "บ่าย"], "ขับรถ งานหนัก งานคอนโดพาร์คไลน์ 22 พ.ย."),
]
LEAVE = [
    ("น้องจอย", "7 พ.ย. 2568", "ลากิจ พาแม่ไปหาหมอ", "ฝนอยู่แทนช่วงบ่าย"),
    ("บอย", "14 พ.ย. 2568", "ลาป่วย", "พี่กรขับรถแทน"),
    ("พี่ลำดวน", "27–28 พ.ย. 2568", "ลาพักร้อน", "ป้าบุญมีเข้าสุขสวัสดิ์แทน"),
]


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "กะ Shifts"
    sheet.append(["ตารางกะพนักงาน พฤศจิกายน 2568 (กะเช้า 07:00–15:00 / กะบ่าย 12:00–20:00)"])
    sheet.append(["ชื่อ (Name)"] + ROSTER_WEEKS + ["งานประจำ (Site)"])
    for name, shifts, site in ROSTER:
        sheet.append([name] + shifts + [site])
    leave = book.create_sheet("วันลา Leave")
    leave.append(["ชื่อ (Name)", "วันที่ (Date)", "เหตุผล (Reason)", "คนแทน (Cover)"])
    for row in LEAVE:
        leave.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2218.90, "MEA"), ("ค่าน้ำประปา (Water)", 412, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "SkyFibre"), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3600, "รถฮอนด้าซิตี้"),
                  ("เรียนพิเศษมิ้นท์ (Tutoring)", 2800, "คณิต + อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.นพรัตน์ฯ"), ("ผ่อนโทรศัพท์มิ้นท์ (Phone instalment)", 990, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2486.35, "MEA"), ("ค่าน้ำประปา (Water)", 438, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "SkyFibre"), ("ค่ากับข้าว (Food)", 12950, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, "รถฮอนด้าซิตี้"),
                  ("เรียนพิเศษมิ้นท์ (Tutoring)", 2800, "คณิต + อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.นพรัตน์ฯ"), ("ผ่อนโทรศัพท์มิ้นท์ (Phone instalment)", 990, ""),
                  ("ซ่อมปั๊มน้ำ (Water pump repair)", 1850, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2364.18, "MEA"), ("ค่าน้ำประปา (Water)", 405, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "SkyFibre"), ("ค่ากับข้าว (Food)", 12300, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3720, "รถฮอนด้าซิตี้"),
                  ("เรียนพิเศษมิ้นท์ (Tutoring)", 3400, "เพิ่มวิทย์"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2980, "รพ.นพรัตน์ฯ"),
                  ("ผ่อนโทรศัพท์มิ้นท์ (Phone instalment)", 990, "")],
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
    top = ["โรงเรียนสายรุ้งวิทยา บางกะปิ", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปภาวรินทร์ ศรีสุข  ชั้น ม.1/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารไทยพาณิชย์ 108-2-44719-0",
              "ชำระล่าช้า ปรับวันละ 100 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "24,500"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,100")], "32,400", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "24,500"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "2,350"), ("ค่าเรียนภาษาจีนเสริม", "2,500")],
                "34,150", "10 พฤศจิกายน 2568")

MEA_BILL = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA)\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Orn-uma Srisuk\n"
    "Address: 112/45 Baan Suan Ladprao, Soi Ladprao 101, Khlong Chan, Bang Kapi, Bangkok 10240\n"
    "Customer no. 010027733419\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,522 -> 32,008   Units used: 486 kWh\n"
    "Energy charge 2,131.04  Ft 33.24  Service 45.24  VAT 7% 154.66\n"
    "AMOUNT DUE: 2,364.18 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at MEA offices, banks, Counter Service or the MEA Smart Life app.",
]
SKYFIBRE_BILL = [
    "SKYFIBRE BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Orn-uma Srisuk    Account: SF-2209-48817\n"
    "Package: Home Fibre 1000/500 Mbps + Mesh WiFi    749.00\n"
    "VAT 7%                                            52.43\n"
    "TOTAL                                            801.43 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or set up auto-debit for a 50 THB discount.",
]
MOTOR_LETTER = [
    "RATTANAKOSIN INSURANCE PUBLIC COMPANY LIMITED\n"
    "Bangkok Head Office, Phahonyothin Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, CLASS 1\n"
    "Dear Mrs. Orn-uma Srisuk,\n"
    "Your policy no. RKM-2568-0093317 for the vehicle below expires on 15 Dec 2025.\n"
    "Vehicle: Honda City 1.0 Turbo SV, year 2020, registration 8 Kor Kho 4471 Bangkok\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Sum insured: 410,000 THB (last year 450,000 THB)\n"
    "Premium: 16,480 THB including stamp duty and VAT (last year 15,920 THB)\n"
    "Deductible: 1,000 THB per claim for a named driver under 25.\n"
    "Please pay by 10 Dec 2025 by bank transfer or through your agent, Khun Jarunee (085-630-1148).\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(income_totals(HOME_2568, CONTRACT_2568, SPECIAL_2568))
    return [
        ("แผนงานอรคลีน เซอร์วิส ปี 2569", "Orn Clean Service - plan for 2026\nอรอุมา ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าสัญญาใหม่: คลินิกทันตกรรมยิ้มสวย, สุขสวัสดิ์ทาวเวอร์\n"
                         "ปัญหา: รถกระบะเก่าเข้าอู่บ่อย, คนไม่พอช่วงปลายปี"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,500,000 บาท\nลูกค้าสัญญารายเดือน 7 ราย\n"
                            "คะแนนรีวิว LINE OA ไม่ต่ำกว่า 4.8"),
        ("ทีมงาน", "จ้างเพิ่ม 2 คน (กะบ่าย) เริ่ม ม.ค. 2569\nอบรมใช้เครื่องขัดพื้นทุกคน\n"
                   "ปรับ OT เป็นชั่วโมงละ 70 บาท"),
        ("รถและอุปกรณ์", "รถตู้มือสอง กู้ธนาคาร 480,000 บาท ผ่อนเดือนละประมาณ 9,500\n"
                         "เครื่องขัดพื้นเดินตาม งบ 70,000 บาท (เทียบ CleanPro กับไทยคลีนแมชชีน)"),
        ("การตลาด", "แพ็กเกจรายเดือน 2,400 บาท โปรลูกค้าใหม่ลด 10%\nโฆษณา Facebook เดือนละ 3,000 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "อรคลีน/Suppliers/email_BrightChem_Dec2025.txt": BRIGHT_EMAIL,
    "อรคลีน/แชท/แชทไลน์_นิติคอนโดเดอะพาร์คไลน์.txt": """[28 ต.ค. 68 10:42] ปิ่น นิติเดอะพาร์คไลน์: สวัสดีค่ะคุณอร ล็อบบี้กับฟิตเนสรีโนเวทเสร็จแล้ว อยากได้ทีมทำความสะอาดหลังรีโนเวทค่ะ พื้นที่ประมาณ 420 ตร.ม.
[28 ต.ค. 68 10:55] อรคลีน เซอร์วิส: ได้ค่ะ คิดตร.ม.ละ 45 บาท รวม 18,900 บาทค่ะ ใช้ 4 คน 1 วันเต็ม
[28 ต.ค. 68 11:20] ปิ่น นิติเดอะพาร์คไลน์: กรรมการขอให้ต่อหน่อยค่ะ งบที่อนุมัติไว้ 16,000
[28 ต.ค. 68 11:48] อรคลีน เซอร์วิส: ลดให้เหลือ 17,000 ได้ค่ะ รวมเช็ดกระจกล็อบบี้ด้านในด้วย
[29 ต.ค. 68 09:05] ปิ่น นิติเดอะพาร์คไลน์: ถ้าไม่เอาเช็ดกระจก 16,500 ได้มั้ยคะ กระจกเดี๋ยวช่างเขาเช็ดให้
[29 ต.ค. 68 09:12] อรคลีน เซอร์วิส: ตกลง 16,500 บาทค่ะ ไม่รวมกระจก มัดจำ 5,000 นะคะ นัดวันเสาร์ที่ 15 พ.ย. ได้ไหมคะ
[29 ต.ค. 68 09:15] ปิ่น นิติเดอะพาร์คไลน์: ได้ค่ะ เดี๋ยวโอนมัดจำให้บ่ายนี้
[29 ต.ค. 68 14:31] ปิ่น นิติเดอะพาร์คไลน์: โอนมัดจำ 5,000 แล้วค่ะ (ส่งสลิปแล้ว)
[6 พ.ย. 68 16:40] ปิ่น นิติเดอะพาร์คไลน์: คุณอรคะ ขอเลื่อนเป็นเสาร์ที่ 22 พ.ย. ได้ไหมคะ ผู้รับเหมายังเก็บงานฟิตเนสไม่เสร็จ
[6 พ.ย. 68 17:02] อรคลีน เซอร์วิส: ได้ค่ะ เลื่อนเป็นเสาร์ 22 พ.ย. 8 โมงเช้านะคะ ราคาเดิม 16,500 ส่วนที่เหลือ 11,500 จ่ายวันงานค่ะ
[6 พ.ย. 68 17:05] ปิ่น นิติเดอะพาร์คไลน์: ขอบคุณค่ะ 👍
""",
    "อรคลีน/แชท/แชทไลน์_กลุ่มทีมแม่บ้าน.txt": """[25 ต.ค. 68 19:02] พี่อร: ประกาศค่ะ เดือนหน้าเริ่มงานสุขสวัสดิ์ทาวเวอร์ 1 พ.ย. พี่ลำดวนกับฝนประจำที่ตึกนะคะ
[25 ต.ค. 68 19:05] ป้าบุญมี: รับทราบจ้ะ ป้าไปตรวจงานทุกวันพุธ
[25 ต.ค. 68 19:10] พี่อร: แล้วก็ OT ตั้งแต่ พ.ย. ขึ้นเป็นชั่วโมงละ 60 นะคะ
[25 ต.ค. 68 19:12] จอย: เดือนนี้ก็ 60 อยู่แล้วนี่คะพี่ 😅
[25 ต.ค. 68 19:20] พี่อร: เออจริง ขอโทษค่ะ งั้นแก้ใหม่ OT ตั้งแต่ 1 พ.ย. ชั่วโมงละ 70 บาทนะคะ ใครทำเกิน 20:00 จดเวลาให้ป้าบุญมีด้วย
[25 ต.ค. 68 19:22] เมย์: เย้ ขอบคุณค่ะพี่อร
[25 ต.ค. 68 19:30] บอย: พี่อรครับ รถกระบะแอร์ไม่เย็นอีกแล้ว พรุ่งนี้ขอเข้าอู่ได้ไหมครับ ประมาณ 2,200
[25 ต.ค. 68 19:41] พี่อร: ได้ค่ะบอย เอาใบเสร็จมาด้วยนะ
[2 พ.ย. 68 06:48] ฝน: ป้าคะ วันนี้ตึกสุขสวัสดิ์ ชั้น 5 ห้องน้ำหญิงน้ำรั่ว แจ้งนิติแล้วค่ะ
[2 พ.ย. 68 07:15] ป้าบุญมี: โอเค ถ่ายรูปส่งพี่อรด้วยนะ
[6 พ.ย. 68 17:10] พี่อร: งานคอนโดพาร์คไลน์เลื่อนเป็นเสาร์ 22 พ.ย. นะคะ ใช้ 4 คน ป้าบุญมี บอย เมย์ จอย
""",
    "อรคลีน/เช็คลิสต์_Deep_Clean.md": """# เช็คลิสต์ Deep Clean (คอนโด/บ้าน)

## ก่อนเริ่ม
- ถ่ายรูปทุกห้องก่อนทำ ส่งเข้ากลุ่ม
- ถามลูกค้าว่ามีของแตกง่าย/ของมีค่าตรงไหน ห้ามย้ายเองถ้าไม่ได้ถาม

## ห้องครัว
- ล้างเครื่องดูดควัน ถอดฟิลเตอร์แช่น้ำยาขจัดคราบมัน 20 นาที
- เช็ดในตู้เย็น (ถามลูกค้าก่อน) ในไมโครเวฟ ในเตาอบ

## ห้องน้ำ
- ขัดยาแนว ใช้น้ำยาห้องน้ำ ห้ามผสมกับน้ำยาฆ่าเชื้อคลอรีน
- ล้างฝักบัว เช็ดกระจก เช็ดก๊อก

## ห้องนอน/ห้องนั่งเล่น
- ดูดฝุ่นที่นอน ใต้เตียง หลังโซฟา
- เช็ดขอบประตู สวิตช์ไฟ ใบพัดลม

## ปิดงาน
- ถ่ายรูปหลังทำ ให้ลูกค้าตรวจก่อนกลับ
- เก็บขยะทั้งหมดลงไปทิ้ง
""",
    "อรคลีน/บันทึกเหตุการณ์_แจกันแตก_ห้อง1708.md": """# บันทึกเหตุการณ์ แจกันลูกค้าแตก

- วันที่: 18 ตุลาคม 2568 ประมาณ 14:30 น.
- สถานที่: คอนโดเดอะพาร์คไลน์ ลาดพร้าว ห้อง 1708 (ลูกค้า Ms. Jennifer Lau แพ็กเกจรายเดือน)
- พนักงาน: น้องเมย์ (ทำคนเดียว กะบ่าย)
- เหตุการณ์: เมย์เช็ดชั้นวางทีวี แจกันเซรามิกสีฟ้าตกแตก
- คุยกับลูกค้า: ลูกค้าบอกซื้อมา 3,500 บาท ตกลงให้ร้านชดใช้ 2,800 บาท โอนให้ลูกค้าแล้ว 20 ต.ค.
- ไม่หักเงินเมย์ ร้านจ่ายเอง (ลงบัญชีอื่นๆ เดือน ต.ค.)
- สิ่งที่ต้องแก้: ย้ำทีมให้ถามลูกค้าก่อนเช็ดของแตกง่าย เพิ่มในเช็คลิสต์แล้ว
""",
    "บ้าน/แชทไลน์_ครอบครัวศรีสุข.txt": """[27 ต.ค. 68 20:11] อร: พี่กร ค่าเทอมมิ้นท์เทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 34,150
[27 ต.ค. 68 20:15] กร: โอเค เดี๋ยวโอนสิ้นเดือน ประกันรถก็ส่งมาแล้ว ปีนี้แพงขึ้นนิดหน่อย
[27 ต.ค. 68 20:16] อร: เห็นแล้ว จ่ายก่อน 10 ธ.ค. ค่อยจ่ายพร้อมค่างวดรถตู้
[28 ต.ค. 68 07:02] พ่อ: วันที่ 19 พ่อนัดหมอที่นพรัตน์นะ ใครว่างไปส่ง
[28 ต.ค. 68 07:10] กร: ผมลางานไปส่งเองพ่อ
[28 ต.ค. 68 21:30] มิ้นท์: แม่คะ ค่ายลูกเสือต้องซื้อชุดเพิ่ม 650 บาทค่ะ
[28 ต.ค. 68 21:35] อร: โอเคลูก พรุ่งนี้แม่ให้
[3 พ.ย. 68 19:20] อร: หัวหินจองที่พักแล้วนะ 2 คืน คืนละ 2,850 ถูกกว่าที่ดูไว้ตอนแรก
""",
    "บ้าน/ทริปหัวหิน_ธ.ค.68.md": """# ทริปหัวหิน 27–29 ธันวาคม 2568
- ไปกัน 4 คน พ่อ พี่กร อร มิ้นท์ ขับรถฮอนด้าซิตี้ไป
- ที่พัก: บ้านทะเลหัวหิน 2 คืน คืนละ 2,850 บาท (ตอนแรกดูไว้คืนละ 3,400)
- วันที่ 1: ตลาดน้ำสามพันนาม ตลาดโต้รุ่ง
- วันที่ 2: เขาตะเกียบ ร้านอาหารทะเลริมหาด
- งบรวมประมาณ 15,000 บาท
- ฝากร้านให้ป้าบุญมีดูแล 3 วัน
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อประสิทธิ์)
- ความดัน + ไขมัน รักษาที่ รพ.นพรัตนราชธานี
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 08.30 น. งดอาหารหลังเที่ยงคืน (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,980 บาท
- หมอให้ลดเค็ม เดินเช้าวันละ 20 นาที
""",
}
TODO = {"todo.md": """- เซ็นรับเงื่อนไขเงินกู้รถตู้ที่ธนาคาร ก่อน 14 พ.ย.
- เลือกเครื่องขัดพื้น CleanPro หรือไทยคลีนแมชชีน
- โอนค่าเทอมมิ้นท์ก่อน 10 พ.ย.
- สั่งน้ำยาไบรท์เคมก่อน 30 พ.ย. (ราคาขึ้น ธ.ค.)
- งานคอนโดพาร์คไลน์ 22 พ.ย. เก็บเงินที่เหลือ
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "อรคลีน"
    quotes, contracts, suppliers, scrubber = shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers", shop / "เครื่องขัดพื้น"
    bank, books = shop / "ธนาคาร", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, contracts, suppliers, scrubber, bank, books, shop / "แชท",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมมิ้นท์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_สุขสวัสดิ์ทาวเวอร์_ร่าง.docx", TOWER_DRAFT, TOWER_DRAFT_TABLE,
               bottom=TOWER_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สุขสวัสดิ์ทาวเวอร์_ฉบับส่ง.docx", TOWER_FINAL, TOWER_FINAL_TABLE,
               bottom=TOWER_FINAL_BOTTOM)
    write_docx(quotes / "อัตราค่าบริการ_2568.docx", RATES, RATES_TABLE, bottom=RATES_BOTTOM)
    write_docx(contracts / "สัญญาจ้าง_คลินิกทันตกรรมยิ้มสวย.docx", CLINIC_CONTRACT, headings=CLINIC_HEADINGS,
               bottom=CLINIC_BOTTOM)
    make_pdf(suppliers / "BrightChem_pricelist_2025.pdf", BRIGHT_PRICES_2025)
    write_docx(suppliers / "ราคาน้ำยา_ไบรท์เคม_2567.docx", BRIGHT_PRICES_2567, BRIGHT_PRICES_2567_TABLE,
               bottom=BRIGHT_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "BrightChem_invoice_BC-25-0932.pdf", BRIGHT_INVOICE)
    make_pdf(scrubber / "CleanPro_scrubber_quotation.pdf", CLEANPRO_QUOTE)
    write_docx(scrubber / "ใบเสนอราคา_ไทยคลีนแมชชีน_เครื่องขัดพื้น.docx", TCM_QUOTE, TCM_TABLE, bottom=TCM_BOTTOM)
    make_pdf(bank / "CPB_van_loan_offer_Oct2025.pdf", LOAN_LETTER)
    _book(books / "รายรับรายจ่าย_2568.xlsx", "2568", HOME_2568, CONTRACT_2568, SPECIAL_2568, WAGES_2568,
          SUPPLIES_2568, TRANSPORT_2568, 5500, OTHER_2568, JOBS_2568, DEEP_2568, CLIENTS_2568)
    _book(books / "รายรับรายจ่าย_2567.xlsx", "2567", HOME_2567, CONTRACT_2567, SPECIAL_2567, WAGES_2567,
          SUPPLIES_2567, TRANSPORT_2567, 4800, OTHER_2567, JOBS_2567, DEEP_2567, CLIENTS_2567)
    (books / "เงินเดือนพนักงาน_ตุลาคม68.md").write_text(WAGES_MD, encoding="utf-8")
    _roster(books / "ตารางกะ_พฤศจิกายน68.xlsx")
    write_slides(shop / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "MEA_electricity_bill_Oct2025.pdf", MEA_BILL)
    make_pdf(home / "Bills" / "SkyFibre_internet_bill_Oct2025.pdf", SKYFIBRE_BILL)
    make_pdf(home / "ประกัน" / "Rattanakosin_motor_renewal_2025.pdf", MOTOR_LETTER)
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
