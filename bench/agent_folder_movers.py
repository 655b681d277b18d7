"""The movers folder: the papers of a house-moving and truck-hire business in Nonthaburi and its owner's household.

The owner is นายธนากร บุญมา (พี่กร). He runs "กรขนย้าย" (ห้างหุ้นส่วนจำกัด กรขนย้ายเอ็กซ์เพรส, Korn Moving
Express), a yard at ซอยบางพลับ 12, ปากเกร็ด, นนทบุรี, with two HINO 6-wheel trucks (83-4417 and 83-5520 นนทบุรี)
and two box pickups (กระบะ A, B). His wife นางอรุณี (นุ่น) keeps the books, their daughter ด.ญ.ปริมประภา (น้องปริม)
is in ม.1, his father ปู่สำราญ lives with them. It is November 2568 (2025).

Documents/ธุรกิจ_กรขนย้าย/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_นนทรีดีไซน์_ย้ายออฟฟิศ_ร่าง.docx: draft quote QT-68-112 to Nontri Design Studio for an
  office move, 35,400 before VAT (2 truck trips, 24 desks).
- ใบเสนอราคา/ใบเสนอราคา_นนทรีดีไซน์_ย้ายออฟฟิศ_ฉบับส่งจริง.docx: the final of the same quote after the site
  visit, 43,100 before VAT (3 trips, 26 desks, no goods lift), 46,117 with VAT, moving 25-26 ต.ค.
- ซื้อของ/ใบเสนอราคากล่อง_กล่องทองแพ็ค.docx and ใบเสนอราคากล่อง_รัตนาธิเบศร์บรรจุภัณฑ์.docx: two similar quotes
  for boxes, bubble wrap, tape and stretch film (22,550 delivered free vs 21,600 + 500 delivery = 22,100).
- รถ/สัญญาเช่าซื้อ_รถ6ล้อ_เจ้าพระยาลีสซิ่ง.docx: the Thai hire-purchase contract for truck 83-5520 with
  บริษัท เจ้าพระยาลีสซิ่ง จำกัด (มหาชน): 60 installments of 20,945.25 incl. VAT, on the 5th.
- รถ/ChaoPhrayaLeasing_statement_Oct2025.pdf: the same firm in English (Chao Phraya Leasing), statement to
  31 Oct 2025: 29 paid, 31 left, late charge 146.62, next payment 21,091.87, early settlement 591,421.10 by 30 Nov.
- รถ/SiamTyre_invoice_ST-2510-0388.pdf: six tyres for truck 83-4417, 32,763.40 incl. VAT.
- รถ/FleetCard_fuel_statement_Oct2025.pdf: October fuel-card statement, four vehicles, 50,121.50, due 15 Nov 2025.
- รถ/CargoInsurance_ThaiProsper_schedule_2025.pdf: goods-in-transit policy schedule, 500,000 a trip, 24,610.50.
- ลูกค้า/email_RelocAsia_Tanaka_job.txt: an English email confirming the Tanaka move (packing 14 Nov, moving
  15 Nov 2025, 16,800 excl. VAT, piano not to be touched, send the insurance schedule before 10 Nov).
- ลูกค้า/สัญญาเช่ารถพร้อมคนขับ_บางใหญ่เฟอร์นิเจอร์.docx: a contract renting pickup B with a driver and a porter
  to a furniture shop, 1,900 a day, 1 พ.ย. 2568 - 30 เมษายน 2569, 9 บาท a km over 150 km.
- ลูกค้า/KornMoving_rate_card_2025.pdf: the firm's English rate card for corporate and expat customers.
- เอกสาร/หนังสือแจ้งปรับค่าเช่าลานจอดรถ.docx: the yard's landlady raises the rent 8,000 -> 9,500 from 1 มกราคม 2569.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, three sheets (income by month, expenses by month, jobs count),
  ม.ค.-ต.ค. 2568.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md: October wages of the five crew, 66,450 with allowances.
- บัญชี/ตารางงาน_พ.ย.68.xlsx: November job schedule (date, customer, route, truck, crew, price).
- แชท/แชทไลน์_คุณภัทรา_นนทรีดีไซน์.txt: LINE chat with the customer; 43,100 approved, then the pickup is dropped:
  41,300 + VAT = 44,191, and the move moves to 1-2 พ.ย.
- แชท/แชทไลน์_กลุ่มคนขับ.txt: the crew group; the upcountry allowance goes 300 -> 350, first from 1 ธ.ค., then
  corrected to 15 พ.ย.
- แผนธุรกิจ_2569.pptx: slides, next year's plan (2,300,000 target, a used 6-wheel truck at 780,000, new prices).
- เช็คลิสต์ก่อนออกงาน.md: the crew's checklist before a job.

Documents/บ้าน/ (the household)
- Bills/MEA_electricity_bill_Oct2025.pdf (2,846.73) and Bills/SkyNet_fibre_bill_Oct2025.pdf (747.93): English bills.
- ประกัน/RattanaLife_health_premium_notice_2025.pdf: English notice, Prim's health premium 1,480 -> 1,620 a month
  from 1 Dec 2025 (รัตนาประกันชีวิต in the household sheet).
- ค่าเทอมปริม/ค่าเทอม_ปริม_เทอม1-2568.docx and ค่าเทอม_ปริม_เทอม2-2568.docx: school fee notices (30,250; 31,600).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวบุญมา.txt: the family's LINE group (term fees, grandpa's doctor, the year-end trip).
- ทริปเชียงคาน_ธ.ค.68.md: plan of the family trip to Chiang Khan, 27-30 ธ.ค., budget 15,000.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FIRM_TOP = ("ห้างหุ้นส่วนจำกัด กรขนย้ายเอ็กซ์เพรส (กรขนย้าย) 77/9 หมู่ 4 ต.บางพลับ อ.ปากเกร็ด จ.นนทบุรี 11120 "
            "โทร 081-459-2736 LINE: @kornmoving")

# ---------------------------------------------------------------- office-move quote, draft and final
QUOTE_TABLE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
NONTRI_DRAFT = [
    FIRM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-112",
    "วันที่ 7 ตุลาคม 2568",
    "เรียน คุณภัทรา สุขประเสริฐ ฝ่ายธุรการ บริษัท นนทรีดีไซน์ สตูดิโอ จำกัด",
    "เรื่อง ขนย้ายสำนักงาน จากอาคารเลขที่ 119 ถ.แจ้งวัฒนะ ชั้น 5 ไปอาคารใหม่ ถ.รัตนาธิเบศร์ (พนักงาน 24 คน)",
]
NONTRI_DRAFT_TABLE = [
    QUOTE_TABLE_HEAD,
    ("รถ 6 ล้อ พร้อมคนขับ", "2 เที่ยว", "4,500", "9,000"),
    ("รถกระบะตู้ทึบ พร้อมคนขับ", "1 เที่ยว", "1,800", "1,800"),
    ("คนยก 8 คน x 2 วัน", "16 แรง", "650", "10,400"),
    ("ถอดและประกอบโต๊ะทำงาน", "24 ชุด", "350", "8,400"),
    ("กล่อง เทปกาว บับเบิ้ล (เหมา)", "1", "4,300", "4,300"),
    ("ประกันสินค้าระหว่างขนส่ง", "1", "1,500", "1,500"),
    ("รวม (ยังไม่รวม VAT)", "", "", "35,400"),
]
NONTRI_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 35,400 บาท ยังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "ร่าง ยังไม่ส่งลูกค้า ต้องไปดูหน้างานก่อน ชั้น 5 ลิฟต์ขนของใช้ได้หรือเปล่า โต๊ะจริงกี่ชุด",
]
NONTRI_FINAL = [
    FIRM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-112 (ฉบับแก้ไขหลังดูหน้างาน)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณภัทรา สุขประเสริฐ ฝ่ายธุรการ บริษัท นนทรีดีไซน์ สตูดิโอ จำกัด",
    "เรื่อง ขนย้ายสำนักงาน จากอาคารเลขที่ 119 ถ.แจ้งวัฒนะ ชั้น 5 ไปอาคารใหม่ ถ.รัตนาธิเบศร์ "
    "วันที่ 25-26 ตุลาคม 2568",
]
NONTRI_FINAL_TABLE = [
    QUOTE_TABLE_HEAD,
    ("รถ 6 ล้อ พร้อมคนขับ", "3 เที่ยว", "4,500", "13,500"),
    ("รถกระบะตู้ทึบ พร้อมคนขับ", "1 เที่ยว", "1,800", "1,800"),
    ("คนยก 8 คน x 2 วัน", "16 แรง", "650", "10,400"),
    ("ถอดและประกอบโต๊ะทำงาน", "26 ชุด", "350", "9,100"),
    ("กล่อง เทปกาว บับเบิ้ล (เหมา)", "1", "4,300", "4,300"),
    ("ค่ายกขึ้นลงบันได (ลิฟต์ขนของใช้ไม่ได้)", "1", "2,500", "2,500"),
    ("ประกันสินค้าระหว่างขนส่ง", "1", "1,500", "1,500"),
    ("รวม (ยังไม่รวม VAT)", "", "", "43,100"),
]
NONTRI_FINAL_BOTTOM = [
    "รวม 43,100 บาท ภาษีมูลค่าเพิ่ม 7% 3,017 บาท รวมทั้งสิ้น 46,117 บาท",
    "เงื่อนไข: มัดจำ 30% เมื่อยืนยันงาน ส่วนที่เหลือชำระภายใน 7 วันหลังย้ายเสร็จ ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ธนากร บุญมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two box quotes
BOX_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
BOX_GOLD = [
    "บริษัท กล่องทองแพ็ค จำกัด  45/2 หมู่ 7 ต.บางรักพัฒนา อ.บางบัวทอง จ.นนทบุรี โทร 02-923-5518",
    "ใบเสนอราคา เลขที่ KT-2568/0457  วันที่ 8 ตุลาคม 2568",
    "เรียน คุณธนากร บุญมา กรขนย้าย",
    "เรื่อง วัสดุแพ็คของสำหรับงานขนย้าย (สั่งล็อตใหญ่ ไตรมาส 4)",
]
BOX_GOLD_TABLE = [
    BOX_HEAD,
    ("กล่องลูกฟูก 5 ชั้น ขนาด 18x18x16 นิ้ว", "500 ใบ", "24.50", "12,250"),
    ("บับเบิ้ลกันกระแทก หน้ากว้าง 1.3 ม. ยาว 100 ม.", "10 ม้วน", "420", "4,200"),
    ("เทปกาวสีน้ำตาล 2 นิ้ว 100 หลา", "100 ม้วน", "28", "2,800"),
    ("ฟิล์มยืดพันพาเลท 50 ซม.", "20 ม้วน", "165", "3,300"),
    ("รวมทั้งสิ้น", "", "", "22,550"),
]
BOX_GOLD_BOTTOM = ["รวมทั้งสิ้น 22,550 บาท (รวม VAT แล้ว) ส่งฟรีถึงปากเกร็ด",
                   "เครดิต 30 วัน ยืนราคา 30 วัน", "ผู้เสนอราคา คุณสุชาติ (เซลส์) 089-117-4402"]
BOX_RATTANA = [
    "ห้างหุ้นส่วนจำกัด รัตนาธิเบศร์บรรจุภัณฑ์  88 ถ.รัตนาธิเบศร์ ต.บางกระสอ อ.เมือง จ.นนทบุรี โทร 02-526-0937",
    "ใบเสนอราคา เลขที่ RP-681015  วันที่ 15 ตุลาคม 2568",
    "เรียน กรขนย้าย (คุณกร)",
    "เรื่อง กล่องและวัสดุกันกระแทก",
]
BOX_RATTANA_TABLE = [
    BOX_HEAD,
    ("กล่องลูกฟูก 5 ชั้น ขนาด 18x18x16 นิ้ว", "500 ใบ", "22.00", "11,000"),
    ("บับเบิ้ลกันกระแทก หน้ากว้าง 1.3 ม. ยาว 100 ม.", "10 ม้วน", "450", "4,500"),
    ("เทปกาวสีน้ำตาล 2 นิ้ว 100 หลา", "100 ม้วน", "26", "2,600"),
    ("ฟิล์มยืดพันพาเลท 50 ซม.", "20 ม้วน", "175", "3,500"),
    ("รวมค่าสินค้า", "", "", "21,600"),
    ("ค่าขนส่ง", "", "", "500"),
    ("รวมทั้งสิ้น", "", "", "22,100"),
]
BOX_RATTANA_BOTTOM = ["รวมทั้งสิ้น 22,100 บาท (รวม VAT แล้ว)",
                      "ชำระเงินสดวันส่งของ ไม่มีเครดิต",
                      "กล่องพิมพ์โลโก้ร้านได้ สั่งขั้นต่ำ 1,000 ใบ เพิ่มใบละ 3 บาท"]

# ---------------------------------------------------------------- hire purchase, Thai contract and English statement
LEASE_TOP = [
    "สัญญาเช่าซื้อรถยนต์",
    "เลขที่สัญญา CPL-HP-6604-1182",
    "ทำที่ บริษัท เจ้าพระยาลีสซิ่ง จำกัด (มหาชน) สาขางามวงศ์วาน จ.นนทบุรี  วันที่ 20 เมษายน 2566",
    "ผู้ให้เช่าซื้อ: บริษัท เจ้าพระยาลีสซิ่ง จำกัด (มหาชน)",
    "ผู้เช่าซื้อ: ห้างหุ้นส่วนจำกัด กรขนย้ายเอ็กซ์เพรส โดย นายธนากร บุญมา หุ้นส่วนผู้จัดการ",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์สินที่เช่าซื้อ", "รถบรรทุก 6 ล้อ ยี่ห้อ HINO รุ่น XZU720 ปี 2566 สีขาว กระบะตู้ทึบ\n"
     "หมายเลขทะเบียน 83-5520 นนทบุรี"),
    ("ข้อ 2 ราคาและเงินดาวน์", "ราคาเงินสด 1,290,000 บาท ผู้เช่าซื้อชำระเงินดาวน์ 290,000 บาท\n"
     "ยอดจัดเช่าซื้อ 1,000,000 บาท"),
    ("ข้อ 3 ดอกเบี้ยและค่างวด", "อัตราดอกเบี้ยคงที่ (flat rate) ร้อยละ 3.49 ต่อปี ผ่อนชำระ 60 งวด\n"
     "งวดละ 19,575 บาท บวกภาษีมูลค่าเพิ่ม 1,370.25 บาท รวมงวดละ 20,945.25 บาท"),
    ("ข้อ 4 กำหนดชำระ", "ชำระทุกวันที่ 5 ของเดือน งวดแรกวันที่ 5 มิถุนายน 2566 งวดสุดท้ายวันที่ 5 พฤษภาคม 2571\n"
     "ชำระโดยหักบัญชีอัตโนมัติ ธนาคารกสิกรไทย สาขาปากเกร็ด"),
    ("ข้อ 5 การชำระล่าช้า", "หากผู้เช่าซื้อชำระค่างวดล่าช้า ผู้ให้เช่าซื้อคิดเบี้ยปรับร้อยละ 0.7 ของค่างวดที่ชำระล่าช้า\n"
     "หากค้างชำระติดต่อกัน 3 งวด ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและยึดรถคืน"),
    ("ข้อ 6 การปิดบัญชีก่อนกำหนด", "ผู้เช่าซื้อปิดบัญชีก่อนครบกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดชำระ"
     "ร้อยละ 60"),
    ("ข้อ 7 การประกันภัย", "ผู้เช่าซื้อต้องทำประกันภัยรถยนต์ประเภท 1 ตลอดอายุสัญญา "
     "โดยระบุผู้ให้เช่าซื้อเป็นผู้รับประโยชน์"),
]
LEASE_BOTTOM = ["ลงชื่อ นายวิโรจน์ ชัยมงคล ผู้จัดการสาขา ผู้ให้เช่าซื้อ",
                "ลงชื่อ นายธนากร บุญมา ผู้เช่าซื้อ", "ลงชื่อ นางอรุณี บุญมา ผู้ค้ำประกัน"]
LEASE_STATEMENT = [
    "CHAO PHRAYA LEASING PUBLIC COMPANY LIMITED\n"
    "Ngamwongwan Branch, Nonthaburi   Tel. 02-591-7788   www.cpleasing.co.th\n"
    "\n"
    "STATEMENT OF HIRE PURCHASE ACCOUNT - as of 31 Oct 2025\n"
    "Hirer: Korn Moving Express Ltd., Part. (Mr. Thanakorn Boonma)\n"
    "77/9 Moo 4, Bang Phlap, Pak Kret, Nonthaburi 11120\n"
    "Contract no.: CPL-HP-6604-1182\n"
    "Vehicle: HINO XZU720 6-wheel truck, registration 83-5520 Nonthaburi\n"
    "Term: 60 installments, 5 Jun 2023 - 5 May 2028\n"
    "Monthly installment: 20,945.25 THB (19,575.00 + VAT 1,370.25)\n"
    "\n"
    "Installments paid: 29        Installments remaining: 31\n"
    "Outstanding balance (remaining installments incl. VAT): 649,302.75 THB\n"
    "\n"
    "Late charge: installment no. 28 (due 5 Sep 2025) was paid on 12 Sep 2025.\n"
    "Late charge of 146.62 THB is added to your next payment.\n"
    "Next payment due: 5 Nov 2025     Amount: 21,091.87 THB\n"
    "(installment 20,945.25 + late charge 146.62)",
    "EARLY SETTLEMENT OFFER\n"
    "If you settle the whole contract by 30 Nov 2025, you receive a discount of 60% of the unearned interest.\n"
    "Early settlement amount: 591,421.10 THB (incl. VAT).\n"
    "After 30 Nov 2025 please ask the branch for a new figure.\n"
    "\n"
    "Please keep your automatic debit account (KBank, Pak Kret) funded before the 5th of every month.\n"
    "Questions: Khun Nattaya, Collections, 02-591-7788 ext. 214",
]

# ---------------------------------------------------------------- truck papers in English
TYRE_INVOICE = [
    "SIAM TYRE & SERVICE (PAK KRET) CO., LTD.\n"
    "21/5 Chaeng Watthana Road, Pak Kret, Nonthaburi 11120   Tel. 02-583-6620\n"
    "TAX INVOICE No. ST-2510-0388          Date: 9 Oct 2025\n"
    "Customer: Korn Moving Express Ltd., Part.\n"
    "Vehicle: HINO 6-wheel truck, reg. 83-4417 Nonthaburi, odometer 214,380 km\n"
    "\n"
    "Bridgestone R150 7.50R16 tyre        6 pcs  x 4,850.00   29,100.00\n"
    "Wheel alignment                      1      x   800.00      800.00\n"
    "Valve and balancing                  6      x   120.00      720.00\n"
    "\n"
    "Subtotal 30,620.00   VAT 7% 2,143.40\n"
    "TOTAL 32,763.40 THB\n"
    "Credit 30 days - payment due 8 Nov 2025. Tyre warranty 1 year or 80,000 km.",
]
FUEL_STATEMENT = [
    "BANGKOK FLEETCARD CO., LTD.\n"
    "MONTHLY FUEL STATEMENT - October 2025\n"
    "Account: Korn Moving Express Ltd., Part.   Account no. BFC-0087-3315\n"
    "Period: 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Card   Vehicle                         Litres    Amount (THB)\n"
    "01     HINO 6-wheel 83-4417            598.20    19,441.50\n"
    "02     HINO 6-wheel 83-5520            541.60    17,602.00\n"
    "03     Pickup A (Isuzu box pickup)     212.30     6,899.75\n"
    "04     Pickup B (Isuzu box pickup)     190.10     6,178.25\n"
    "\n"
    "TOTAL 1,542.20 litres      TOTAL AMOUNT DUE: 50,121.50 THB\n"
    "Payment due date: 15 Nov 2025 (automatic debit, KBank account ending 4471)\n"
    "Average diesel price this month: 32.50 THB/litre",
]
CARGO_SCHEDULE = [
    "THAI PROSPER INSURANCE PUBLIC COMPANY LIMITED\n"
    "Head office: Rattanathibet Road, Nonthaburi   Tel. 02-950-3300\n"
    "\n"
    "POLICY SCHEDULE - GOODS IN TRANSIT (INLAND TRANSIT) INSURANCE\n"
    "Policy no.: TPI-IT-25-004318\n"
    "Insured: Korn Moving Express Ltd., Part., 77/9 Moo 4, Bang Phlap, Pak Kret, Nonthaburi\n"
    "Period of insurance: 1 Jul 2025 - 30 Jun 2026\n"
    "Conveyances: 4 vehicles (6-wheel 83-4417, 6-wheel 83-5520, Pickup A, Pickup B)\n"
    "Territory: Thailand\n"
    "Limit of liability: 500,000 THB any one conveyance / any one trip\n"
    "Deductible: 5,000 THB each and every claim\n"
    "Annual premium: 24,610.50 THB (including stamp duty and VAT)",
    "EXCLUSIONS\n"
    "Cash, jewellery, watches, documents, pianos and works of art unless declared before the trip.\n"
    "Loss from poor packing by the owner of the goods.\n"
    "CONDITIONS\n"
    "Claims must be reported within 7 days with photos and the job sheet.\n"
    "Agent: Khun Somkid Raksa 086-402-7715",
]
RATE_CARD = [
    "KORN MOVING EXPRESS - RATE CARD 2025\n"
    "House and office moving, truck hire - Pak Kret, Nonthaburi\n"
    "For corporate and relocation customers. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Box pickup with driver (Bangkok / Nonthaburi) ...... 1,800 per trip\n"
    "6-wheel truck with driver (Bangkok / Nonthaburi) ... 4,500 per trip\n"
    "6-wheel truck full day (8 hours) with driver ....... 6,500 per day\n"
    "Upcountry, 6-wheel truck .......................... 28 per km (round trip)\n"
    "Porter / packer .................................... 650 per person per day\n"
    "Desk and wardrobe dismantling / assembly ........... 350 per set\n"
    "Packing materials .................................. at cost\n"
    "\n"
    "Goods-in-transit insurance up to 500,000 per trip is included.\n"
    "We do not move pianos or safes over 300 kg.\n"
    "Booking: deposit 30%, balance within 7 days after the move.\n"
    "Contact: Thanakorn Boonma 081-459-2736, kornmoving.nbi@gmail.com",
]
RELOCASIA_EMAIL = """From: Michelle Tan <ops.th@relocasia.com>
To: kornmoving.nbi@gmail.com
Date: Tue, 4 Nov 2025 09:17
Subject: Job confirmation RA-TH-25-0871 - Tanaka household, 15 Nov

Dear Khun Thanakorn,

Thank you for your quote. We confirm the following local move for our client:

Client: Mr. and Mrs. Kenji Tanaka (2 adults, 1 child)
Origin: Baan Sathorn Residence, unit 2104, Sathorn Soi 1, Bangkok
Destination: 88/17 Nichada Thani, Pak Kret, Nonthaburi
Packing day: Fri 14 Nov 2025 from 09:00
Moving day: Sat 15 Nov 2025 from 08:00
Crew: one 6-wheel truck, one pickup, 6 packers/porters
Agreed price: 16,800 THB excluding VAT, packing materials included
Payment: 30 days from your invoice date, by bank transfer

Please note:
- The piano will be moved by a specialist company in the afternoon of 15 Nov. Your crew must not handle it.
- The origin building allows moving only 08:00-17:00. Please book the service lift with the juristic office
  (Khun Orn, 02-286-4410).
- Please send us your goods-in-transit insurance schedule before 10 Nov.

Best regards,
Michelle Tan
Move Coordinator, RelocAsia (Thailand) Co., Ltd.
"""

# ---------------------------------------------------------------- contract and letter in Thai
HIRE_CONTRACT = [
    "สัญญาเช่ารถพร้อมคนขับ",
    "สัญญาเลขที่ KM-2568/07  ทำที่ ห้างหุ้นส่วนจำกัด บางใหญ่เฟอร์นิเจอร์มาร์ท อ.บางใหญ่ จ.นนทบุรี  "
    "วันที่ 27 ตุลาคม 2568",
    "ระหว่าง ห้างหุ้นส่วนจำกัด บางใหญ่เฟอร์นิเจอร์มาร์ท โดย นายสุรเชษฐ์ อินทรวงศ์ ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
    "กับ ห้างหุ้นส่วนจำกัด กรขนย้ายเอ็กซ์เพรส โดย นายธนากร บุญมา ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
]
HIRE_HEADINGS = [
    ("ข้อ 1 รถและพนักงาน", "ผู้ให้เช่าจัดรถกระบะตู้ทึบ 1 คัน พร้อมคนขับ 1 คน และคนยก 1 คน\n"
     "ส่งเฟอร์นิเจอร์ให้ลูกค้าของผู้เช่า วันจันทร์ถึงวันเสาร์ เวลา 8.00–17.00 น."),
    ("ข้อ 2 ค่าเช่า", "ค่าเช่าวันละ 1,900 บาท รวมค่าน้ำมันระยะทางไม่เกินวันละ 150 กิโลเมตร\n"
     "ส่วนที่เกินคิดเพิ่มกิโลเมตรละ 9 บาท"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 30 เมษายน 2569"),
    ("ข้อ 4 การชำระเงิน", "ผู้ให้เช่าวางบิลทุกวันที่ 15 และวันสิ้นเดือน ผู้เช่าชำระภายใน 7 วันนับจากวันวางบิล"),
    ("ข้อ 5 ความเสียหาย", "สินค้าเสียหายระหว่างขนส่งเพราะความประมาทของพนักงานผู้ให้เช่า "
     "ผู้ให้เช่ารับผิดชอบไม่เกินครั้งละ 10,000 บาท"),
    ("ข้อ 6 หลักประกัน", "ผู้ให้เช่าวางเงินประกันสัญญา 10,000 บาท ผู้เช่าคืนให้เมื่อครบสัญญา"),
    ("ข้อ 7 การเลิกสัญญา", "คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
HIRE_BOTTOM = ["ลงชื่อ สุรเชษฐ์ อินทรวงศ์ ผู้เช่า", "ลงชื่อ ธนากร บุญมา ผู้ให้เช่า",
               "ลงชื่อ อรุณี บุญมา พยาน"]
YARD_LETTER = [
    "ลานจอดรถประไพ  99 ซอยบางพลับ 12 ต.บางพลับ อ.ปากเกร็ด จ.นนทบุรี",
    "25 ตุลาคม 2568",
    "เรื่อง แจ้งปรับค่าเช่าลานจอดรถ",
    "เรียน คุณธนากร บุญมา (กรขนย้าย)",
    "ตามที่ท่านเช่าลานจอดรถสำหรับรถบรรทุก 6 ล้อ 2 คัน และรถกระบะ 2 คัน ในอัตราเดือนละ 8,000 บาท นั้น "
    "เนื่องจากภาษีที่ดินและสิ่งปลูกสร้างเพิ่มขึ้น และทางลานได้เทพื้นคอนกรีตใหม่พร้อมติดกล้องวงจรปิด "
    "จึงขอปรับค่าเช่าเป็นเดือนละ 9,500 บาท ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป",
    "ค่าไฟส่องสว่างเดือนละ 400 บาท และเงินประกัน 16,000 บาท คงเดิม",
    "กรุณาชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีธนาคารกรุงเทพ 187-4-52260-1 ชื่อบัญชี ประไพ ศรีเจริญ",
    "ขอแสดงความนับถือ",
    "นางประไพ ศรีเจริญ ผู้ให้เช่า",
]

# ---------------------------------------------------------------- books
HOME_2568 = [86500, 74200, 112800, 138600, 121400, 95300, 88700, 92100, 99800, 104600]
OFFICE_2568 = [32000, 18500, 45600, 22800, 38400, 27500, 41200, 35800, 29600, 48900]
HIRE_2568 = [41800, 39900, 44600, 38200, 42700, 40300, 43900, 41500, 39700, 45200]
FUEL_2568 = [41200.75, 38650.50, 47320.00, 52810.25, 48640.00, 43980.50, 45210.75, 46380.00, 44920.25, 50121.50]
WAGES_2568 = [52400, 49800, 58600, 61300, 59900, 55200, 57400, 58100, 56800, 66450]
INSTALL_2568 = [20945.25] * 10
REPAIRS_2568 = [3200, 1850, 6400, 2900, 12600, 4100, 2750, 8300, 3600, 34213.40]
YARD_2568 = [8000] * 10
OTHER_2568 = [4500, 3900, 5200, 6100, 4800, 4300, 4700, 5100, 4600, 5300]
JOBS_2568 = ([14, 12, 19, 23, 20, 16, 15, 15, 17, 18], [2, 1, 3, 2, 3, 2, 3, 2, 2, 4],
             [22, 21, 23, 20, 22, 21, 23, 22, 21, 24])

HOME_2567 = [78400, 69800, 98600, 121300, 108900, 87200, 80400, 84600, 90200, 93500, 101700, 126800]
OFFICE_2567 = [24500, 15800, 38200, 19600, 31800, 22400, 35600, 29900, 24800, 41300, 36500, 52400]
HIRE_2567 = [36200, 34800, 38900, 33600, 37100, 35400, 38800, 36500, 34900, 39600, 41200, 44800]
FUEL_2567 = [38650.25, 36120.50, 43980.00, 48760.75, 45310.00, 40870.50, 42130.25, 43290.00, 41860.75, 44870.25,
             46210.50, 52340.00]
WAGES_2567 = [48200, 45600, 53800, 57200, 55400, 50900, 52600, 53400, 51800, 54700, 56200, 63800]
INSTALL_2567 = [39145.25] * 8 + [20945.25] * 4
REPAIRS_2567 = [2800, 4600, 3100, 5800, 2400, 9700, 3300, 2600, 4100, 3900, 2700, 7400]
YARD_2567 = [7500] * 12
OTHER_2567 = [4100, 3700, 4800, 5600, 4400, 3900, 4300, 4700, 4200, 4900, 5100, 6800]
JOBS_2567 = ([13, 11, 17, 21, 19, 15, 14, 14, 15, 16, 18, 22], [2, 1, 3, 1, 2, 2, 3, 2, 2, 3, 3, 4],
             [20, 19, 21, 18, 20, 19, 21, 20, 19, 21, 22, 24])


def income_2568() -> int:
    return sum(HOME_2568) + sum(OFFICE_2568) + sum(HIRE_2568)


def _book(path: Path, year: str, income: tuple[list, ...], costs: tuple[list, ...], jobs: tuple[list, ...]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับกรขนย้าย ปี {year} (Income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ย้ายบ้าน (Home moves)", "ย้ายสำนักงาน (Office moves)",
                  "เช่ารถพร้อมคนขับ (Truck hire)", "รวม (Total)"])
    for month, *values in zip(MONTHS, *income):
        sheet.append([f"{month} {year}"] + values + [sum(values)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(col) for col in income] + [sum(sum(col) for col in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายกรขนย้าย ปี {year} (Expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าน้ำมัน (Fuel)", "ค่าแรง (Wages)", "ค่างวดรถ (Truck installments)",
                  "ซ่อมบำรุง/ยาง (Repairs, tyres)", "ค่าเช่าลานจอด (Yard rent)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, *values in zip(MONTHS, *costs):
        sheet.append([f"{month} {year}"] + values + [round(sum(values), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(col), 2) for col in costs]
                 + [round(sum(sum(col) for col in costs), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    sheet = book.create_sheet("จำนวนงาน Jobs")
    sheet.append([f"จำนวนงาน ปี {year} (Jobs {year})"])
    sheet.append(["เดือน (Month)", "งานย้ายบ้าน (Home moves)", "งานย้ายสำนักงาน (Office moves)",
                  "วันเช่ารถ (Hire days)"])
    for month, *values in zip(MONTHS, *jobs):
        sheet.append([f"{month} {year}"] + values)
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(col) for col in jobs])
    book.save(path)


SCHEDULE_HEAD = ["วันที่ (Date)", "ลูกค้า (Customer)", "งาน (Job)", "ต้นทาง (From)", "ปลายทาง (To)", "รถ (Truck)",
                 "คนยก (Crew)", "ราคา (Price, THB)", "สถานะ (Status)"]
SCHEDULE = [
    ("1-2/11/2568", "บจก. นนทรีดีไซน์ สตูดิโอ (คุณภัทรา)", "ย้ายสำนักงาน", "แจ้งวัฒนะ ชั้น 5", "รัตนาธิเบศร์",
     "83-4417, 83-5520", 8, 41300, "เสร็จแล้ว รอเก็บเงินส่วนที่เหลือ"),
    ("6/11/2568", "คุณวิชัย แสงทอง", "ขนของไปต่างจังหวัด", "ปากเกร็ด", "บางปะอิน อยุธยา", "83-5520", 3, 6500,
     "ยืนยันแล้ว"),
    ("8/11/2568", "น้องฟ้า (นักศึกษา)", "ย้ายหอ", "หอพักสุขใจ ซ.ติวานนท์ 3", "คอนโด ลาดพร้าว 71", "กระบะ A", 1,
     2200, "ยืนยันแล้ว"),
    ("9/11/2568", "คุณสมพงษ์ วงศ์ใหญ่", "ย้ายบ้าน", "บางบัวทอง", "บางกรวย", "83-4417", 4, 8900, "ยืนยันแล้ว"),
    ("14-15/11/2568", "RelocAsia - Mr. & Mrs. Tanaka", "แพ็คของ + ย้ายบ้าน (ลูกค้าต่างชาติ)", "สาทร ซอย 1",
     "นิชดาธานี ปากเกร็ด", "83-4417, กระบะ A", 6, 16800, "ยืนยันแล้ว (อีเมล 4 พ.ย.)"),
    ("18/11/2568", "บจก. ไทยเซรามิกโฮม", "ขนสินค้าไประยอง", "บางใหญ่", "ระยอง", "83-5520", 2, 12400,
     "ยืนยันแล้ว ค้าง 1 คืน"),
    ("22/11/2568", "คุณมณีรัตน์ ทองสุข", "ย้ายบ้าน", "เมืองทองธานี", "ราชพฤกษ์", "83-4417", 4, 7800,
     "มัดจำแล้ว 2,000"),
    ("23/11/2568", "ร้านกาแฟ Slow Bar นนท์", "ย้ายร้าน", "ท่าน้ำนนท์", "งามวงศ์วาน", "กระบะ A", 3, 4600,
     "รอยืนยัน"),
    ("29/11/2568", "คุณประสิทธิ์ ใจมั่น", "ขนของไปต่างจังหวัด", "ปากเกร็ด", "ขอนแก่น", "83-5520", 2, 18500,
     "ยืนยันแล้ว"),
    ("29/11/2568", "คุณอัญชลี พรหมมา", "ย้ายคอนโด", "แคราย", "รัตนาธิเบศร์", "กระบะ A", 2, 3200, "ยืนยันแล้ว"),
]


def _schedule(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "พ.ย. 2568"
    sheet.append(["ตารางงาน พฤศจิกายน 2568 (Job schedule, November 2025)"])
    sheet.append(SCHEDULE_HEAD)
    for row in SCHEDULE:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", f"{len(SCHEDULE)} งาน", "", "", "", "", sum(r[6] for r in SCHEDULE),
                  sum(r[7] for r in SCHEDULE), ""])
    sheet.append(["หมายเหตุ: กระบะ B + บอย วิ่งประจำบางใหญ่เฟอร์นิเจอร์ จันทร์-เสาร์ ทั้งเดือน (วันละ 1,900)"])
    money_format(sheet, 8)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3104.55, "กฟน. MEA"), ("ค่าน้ำประปา (Water)", 342.40, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่างวดบ้าน (Home loan)", 14600, "ธอส."),
                  ("ประกันสุขภาพปริม (Prim's health insurance)", 1480, "รัตนาประกันชีวิต"),
                  ("ค่าเรียนพิเศษปริม (Tutoring)", 2800, "คณิต + อังกฤษ"), ("ค่ายาปู่ (Grandpa's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3218.70, "กฟน. MEA"), ("ค่าน้ำประปา (Water)", 356.10, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่างวดบ้าน (Home loan)", 14600, "ธอส."),
                  ("ประกันสุขภาพปริม (Prim's health insurance)", 1480, "รัตนาประกันชีวิต"),
                  ("ค่าเรียนพิเศษปริม (Tutoring)", 2800, "คณิต + อังกฤษ"), ("ค่ายาปู่ (Grandpa's medicine)", 950, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1350, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2846.73, "กฟน. MEA"), ("ค่าน้ำประปา (Water)", 318.00, "กปน."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 10400, ""),
                  ("ค่างวดบ้าน (Home loan)", 14600, "ธอส."),
                  ("ประกันสุขภาพปริม (Prim's health insurance)", 1480, "รัตนาประกันชีวิต"),
                  ("ค่าเรียนพิเศษปริม (Tutoring)", 2800, "คณิต + อังกฤษ"),
                  ("ค่ายาปู่ + ค่าหมอ (Grandpa's medicine, doctor)", 2150, "รพ.พระนั่งเกล้า")],
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
    top = ["โรงเรียนศรีนนทวิทยา อ.ปากเกร็ด จ.นนทบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปริมประภา บุญมา  ชั้น ม.1/4  เลขประจำตัว 36118"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารไทยพาณิชย์ 402-3-66815-9",
              "ชำระหลังกำหนด ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าหนังสือ ชุดพละ และอุปกรณ์", "3,850")], "30,250", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าค่ายลูกเสือและทัศนศึกษา", "2,200"), ("ค่าเรียนภาษาจีนและคอมพิวเตอร์เสริม", "3,000")],
                "31,600", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
MEA_BILL = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Nonthaburi District\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Boonma\n"
    "Address: 45/3 Moo 5, Bang Phlap, Pak Kret, Nonthaburi 11120\n"
    "Account no. 3021-778-4409\n"
    "Billing period: 19 Sep 2025 - 18 Oct 2025\n"
    "Meter reading: 40,118 -> 40,716   Units used: 598 kWh\n"
    "Energy charge 2,565.12  Ft 57.16  Service 38.22  VAT 7% 186.23\n"
    "AMOUNT DUE: 2,846.73 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at MEA offices, banks, convenience stores or the MEA Smart Life app.",
]
SKYNET_BILL = [
    "SKYNET HOME FIBRE CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Thanakorn Boonma    Account: SK-2290-61835\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 24 Oct 2025. Pay by QR code or bank transfer.",
]
RATTANA_NOTICE = [
    "RATTANA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nonthaburi Service Centre, Tiwanon Road\n"
    "30 October 2025\n"
    "\n"
    "PREMIUM ADJUSTMENT NOTICE - HEALTH RIDER\n"
    "Dear Mrs. Arunee Boonma (payer),\n"
    "Policy no.: RL-H-2209-5531    Insured: Miss Primprapa Boonma (age 13)\n"
    "Plan: Kids Health Plus, room and board 4,000 THB per day, annual limit 1,500,000 THB,\n"
    "OPD 1,000 THB per visit, up to 30 visits a year.\n"
    "\n"
    "The insured has moved to the age band 13-15. From 1 Dec 2025 your monthly premium will be\n"
    "1,620 THB (currently 1,480 THB). The benefits do not change.\n"
    "The premium is collected by automatic debit on the 1st of each month.\n"
    "If you wish to change the plan, please contact your agent, Khun Jintana, 089-554-3120, by 20 Nov 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนธุรกิจ กรขนย้าย ปี 2569", "Korn Moving Express - 2026 plan\nธนากร บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_2568():,} บาท\n"
                         "ลูกค้าใหม่: นนทรีดีไซน์, RelocAsia, บางใหญ่เฟอร์นิเจอร์\n"
                         "ปัญหา: ค่าน้ำมันสูง, ยางรถ 6 ล้อ, คนยกไม่พอช่วงสิ้นเดือน"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,300,000 บาท\nงานบริษัทย้ายบ้านต่างชาติ (relocation) เดือนละ 4 งาน\n"
                            "ลดค่าน้ำมันด้วยการวางเส้นทางล่วงหน้า"),
        ("ซื้อรถ 6 ล้อคันที่ 3", "รถมือสอง ISUZU FRR ปี 2563 ราคา 780,000 บาท\n"
                                 "ดาวน์ 200,000 บาท ผ่อน 48 งวด งวดละประมาณ 13,500 บาท\n"
                                 "จ้างคนขับเพิ่ม 1 คน เดือนละ 18,000 บาท"),
        ("ปรับราคา ตั้งแต่ 1 ม.ค. 2569", "รถ 6 ล้อ ต่อเที่ยว 4,500 → 4,900 บาท\nกระบะ 1,800 บาท เท่าเดิม\n"
                                         "คนยก 650 → 700 บาท ต่อวัน"),
        ("การตลาด", "LINE OA + โฆษณา Google Maps เดือนละ 3,000 บาท\nขอรีวิวลูกค้าหลังจบงานทุกงาน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ธุรกิจ_กรขนย้าย/ลูกค้า/email_RelocAsia_Tanaka_job.txt": RELOCASIA_EMAIL,
    "ธุรกิจ_กรขนย้าย/แชท/แชทไลน์_คุณภัทรา_นนทรีดีไซน์.txt": """[6 ต.ค. 68 10:05] ภัทรา นนทรีดีไซน์: สวัสดีค่ะพี่กร ออฟฟิศจะย้ายไปตึกใหม่ที่รัตนาธิเบศร์ปลายเดือนนี้ค่ะ ขอใบเสนอราคาหน่อยค่ะ พนักงาน 24 คน
[6 ต.ค. 68 10:12] กรขนย้าย: ได้ครับ เดี๋ยวทำราคาคร่าวๆ ไว้ก่อน แล้วขอเข้าไปดูหน้างานนะครับ
[11 ต.ค. 68 14:30] กรขนย้าย: ไปดูหน้างานแล้วครับ ลิฟต์ขนของใช้ไม่ได้ โต๊ะจริงมี 26 ชุด ต้องใช้ 6 ล้อ 3 เที่ยว
[13 ต.ค. 68 09:40] กรขนย้าย: ส่งใบเสนอราคาทางอีเมลแล้วครับ 43,100 บาท ยังไม่รวม VAT ย้ายวันที่ 25-26 ต.ค.
[14 ต.ค. 68 16:05] ภัทรา นนทรีดีไซน์: ผู้บริหารอนุมัติแล้วค่ะ 43,100 + VAT นะคะ
[20 ต.ค. 68 11:18] ภัทรา นนทรีดีไซน์: พี่กรคะ ขอเลื่อนวันค่ะ ตึกใหม่ติดแอร์ไม่เสร็จ ขอเป็นเสาร์ 1 พ.ย. กับอาทิตย์ 2 พ.ย. ได้มั้ยคะ
[20 ต.ค. 68 11:30] กรขนย้าย: ได้ครับ ล็อกคิวให้ 1-2 พ.ย. ครับ
[20 ต.ค. 68 11:34] ภัทรา นนทรีดีไซน์: แล้วเซิร์ฟเวอร์กับของห้องผู้บริหาร ทีมไอทีจะขนเองค่ะ ไม่ต้องใช้กระบะแล้ว ตัดออกได้มั้ยคะ
[20 ต.ค. 68 11:52] กรขนย้าย: ได้ครับ ตัดกระบะ 1,800 ออก เหลือ 41,300 บาท + VAT 7% 2,891 รวม 44,191 บาทครับ
[20 ต.ค. 68 11:55] ภัทรา นนทรีดีไซน์: โอเคค่ะ ยอดสุดท้าย 44,191 นะคะ มัดจำ 30% โอนพรุ่งนี้ค่ะ
[21 ต.ค. 68 10:20] ภัทรา นนทรีดีไซน์: โอนมัดจำแล้วค่ะ 13,257.30 บาท ส่งสลิปให้แล้วนะคะ
[2 พ.ย. 68 19:40] ภัทรา นนทรีดีไซน์: ย้ายเสร็จเรียบร้อย ขอบคุณทีมพี่กรมากค่ะ ส่วนที่เหลือ 30,933.70 จะโอนภายในศุกร์นี้นะคะ
[2 พ.ย. 68 19:45] กรขนย้าย: ขอบคุณครับ ถ้ามีอะไรเสียหายแจ้งได้ภายใน 7 วันนะครับ
""",
    "ธุรกิจ_กรขนย้าย/แชท/แชทไลน์_กลุ่มคนขับ.txt": """[27 ต.ค. 68 18:02] พี่กร: พรุ่งนี้งานขอนแก่น ลุงเฉลิมขับ 83-4417 บอยกับโต้งไปด้วย ออกตี 5
[27 ต.ค. 68 18:05] ลุงเฉลิม: รับทราบครับ
[27 ต.ค. 68 18:10] โต้ง: เบี้ยเลี้ยงต่างจังหวัดเท่าเดิมมั้ยพี่ วันละ 300
[27 ต.ค. 68 18:15] พี่กร: เท่าเดิม 300 ต่อคนต่อวันไปก่อน
[30 ต.ค. 68 20:40] น้าเอก: พี่ครับ ยาง 83-5520 ล้อหลังซ้ายเริ่มบางแล้ว
[30 ต.ค. 68 20:45] พี่กร: เดี๋ยวเดือนหน้าเปลี่ยน คัน 83-4417 เพิ่งเปลี่ยนครบ 6 เส้นเมื่อ 9 ต.ค.
[3 พ.ย. 68 08:30] พี่กร: แจ้งทุกคน ตั้งแต่ 1 ธ.ค. เบี้ยเลี้ยงต่างจังหวัดขึ้นเป็นวันละ 350 ต่อคนนะ ค่าห้องพักบริษัทจ่ายเหมือนเดิม
[3 พ.ย. 68 08:33] บอย: ขอบคุณครับพี่
[3 พ.ย. 68 08:41] ลุงเฉลิม: แล้วโอทีหลัง 6 โมงเย็นล่ะครับ
[3 พ.ย. 68 08:50] พี่กร: โอทีชั่วโมงละ 80 เท่าเดิม ถ้างานเลิกเกิน 3 ทุ่ม เพิ่มเป็น 100
[3 พ.ย. 68 09:10] พี่กร: แก้นิดนึง เบี้ยเลี้ยง 350 เริ่ม 15 พ.ย. เลย ไม่ต้องรอ ธ.ค. ใครไปงานระยองวันที่ 18 ได้ 350
[3 พ.ย. 68 09:12] โต้ง: เย้ ขอบคุณครับ
[5 พ.ย. 68 17:20] พี่กร: เสาร์ที่ 15 งานฝรั่ง นิชดา ห้ามแตะเปียโนเด็ดขาด มีบริษัทเขามายกเอง
""",
    "ธุรกิจ_กรขนย้าย/บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md": """# ค่าแรงลูกน้อง ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ลุงเฉลิม | คนขับ 6 ล้อ | 650 บาท | 26 วัน | 16,900 บาท |
| น้าเอก | คนขับ 6 ล้อ | 650 บาท | 25 วัน | 16,250 บาท |
| บอย | คนยก / ขับกระบะ | 450 บาท | 24 วัน | 10,800 บาท |
| โต้ง | คนยก | 450 บาท | 22 วัน | 9,900 บาท |
| เจมส์ | คนยก | 450 บาท | 20 วัน | 9,000 บาท |

รวมค่าแรง 62,850 บาท
เบี้ยเลี้ยงต่างจังหวัด (ขอนแก่น 28-29 ต.ค., ระยอง 16 ต.ค.) 12 แรง x 300 = 3,600 บาท
รวมจ่ายเดือน ต.ค. 66,450 บาท จ่ายแล้ว 31 ต.ค.
เจมส์เบิกล่วงหน้า 1,500 หักแล้วในยอดนี้
""",
    "ธุรกิจ_กรขนย้าย/เช็คลิสต์ก่อนออกงาน.md": """# เช็คลิสต์ก่อนออกงาน (ติดไว้ที่ลาน)
- เช็คลมยาง น้ำมันเครื่อง น้ำในหม้อน้ำ
- ผ้าห่มกันกระแทก 20 ผืน, สายรัด 10 เส้น, รถเข็น 2 คัน
- กล่องเปล่า เทป บับเบิ้ล สำรองไว้ 1 ชุด
- ถ่ายรูปของลูกค้าก่อนยกทุกชิ้น โดยเฉพาะเฟอร์นิเจอร์และทีวี
- ใบงานให้ลูกค้าเซ็นรับหลังเสร็จงาน
- ห้ามยกเปียโนและตู้เซฟเกิน 300 กก.
""",
    "บ้าน/แชทไลน์_ครอบครัวบุญมา.txt": """วันอังคารที่ 28 ต.ค. 2568
[20:05] นุ่น: พ่อปริม ค่าเทอม 2 ของปริมต้องจ่ายก่อน 10 พ.ย. นะ 31,600
[20:09] กร: โอนให้พรุ่งนี้ เดือนนี้เงินร้านตึงหน่อย เพิ่งเปลี่ยนยางรถ 6 ล้อ
[20:12] ปริม: พ่อคะ ค่าค่ายลูกเสือ 2,200 อยู่ในนั้นแล้วนะคะ ไม่ต้องจ่ายแยก
[20:15] นุ่น: ประกันสุขภาพปริมส่งจดหมายมา ธ.ค. ขึ้นเป็นเดือนละ 1,620
วันพฤหัสบดีที่ 30 ต.ค. 2568
[07:40] ปู่สำราญ: วันที่ 6 พ่อนัดหมอที่ รพ.พระนั่งเกล้า 9 โมง ใครว่างไปส่ง
[07:52] กร: วันที่ 6 ผมมีงานขนของไปอยุธยา ให้นุ่นไปส่งนะพ่อ
[08:01] นุ่น: ได้ค่ะ
วันเสาร์ที่ 1 พ.ย. 2568
[21:30] นุ่น: ทริปเชียงคานปลายปี จองที่พักแล้วนะ 2 คืน คืนละ 2,400
[21:36] กร: โอเค งบรวมไม่เกิน 15,000 นะ ขับรถไปเอง
[21:40] ปริม: เย้ ไปตักบาตรข้าวเหนียวด้วยนะคะ
""",
    "บ้าน/ทริปเชียงคาน_ธ.ค.68.md": """# ทริปเชียงคาน 27-30 ธ.ค. 2568
- ขับรถเก๋งไปเอง ออกจากบ้านตี 5 วันที่ 27 (ประมาณ 560 กม.)
- ที่พัก บ้านริมโขง 2 คืน (28-29) คืนละ 2,400 บาท จองแล้ว, คืนแรกแวะนอนเพชรบูรณ์
- ค่าน้ำมันไปกลับประมาณ 3,500 บาท
- งบรวมทั้งทริป 15,000 บาท
- ของที่อยากทำ: ตักบาตรข้าวเหนียว, ภูทอก, ถนนคนเดิน
- ฝากลุงเฉลิมดูลานจอดรถช่วงปีใหม่
""",
}
TODO = {"todo.md": """- ตามเงินส่วนที่เหลือนนทรีดีไซน์ 30,933.70
- ส่งใบประกันสินค้าระหว่างขนส่งให้ RelocAsia ก่อน 10 พ.ย.
- โอนค่าเทอมปริม ก่อน 10 พ.ย.
- เปลี่ยนยาง 83-5520
- เลือกเจ้ากล่อง กล่องทองแพ็ค หรือ รัตนาธิเบศร์
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจ_กรขนย้าย"
    quotes, buying, trucks, customers = biz / "ใบเสนอราคา", biz / "ซื้อของ", biz / "รถ", biz / "ลูกค้า"
    papers, books = biz / "เอกสาร", biz / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, buying, trucks, customers, papers, books, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมปริม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_นนทรีดีไซน์_ย้ายออฟฟิศ_ร่าง.docx", NONTRI_DRAFT, NONTRI_DRAFT_TABLE,
               bottom=NONTRI_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_นนทรีดีไซน์_ย้ายออฟฟิศ_ฉบับส่งจริง.docx", NONTRI_FINAL, NONTRI_FINAL_TABLE,
               bottom=NONTRI_FINAL_BOTTOM)
    write_docx(buying / "ใบเสนอราคากล่อง_กล่องทองแพ็ค.docx", BOX_GOLD, BOX_GOLD_TABLE, bottom=BOX_GOLD_BOTTOM)
    write_docx(buying / "ใบเสนอราคากล่อง_รัตนาธิเบศร์บรรจุภัณฑ์.docx", BOX_RATTANA, BOX_RATTANA_TABLE,
               bottom=BOX_RATTANA_BOTTOM)
    write_docx(trucks / "สัญญาเช่าซื้อ_รถ6ล้อ_เจ้าพระยาลีสซิ่ง.docx", LEASE_TOP, headings=LEASE_HEADINGS,
               bottom=LEASE_BOTTOM)
    make_pdf(trucks / "ChaoPhrayaLeasing_statement_Oct2025.pdf", LEASE_STATEMENT)
    make_pdf(trucks / "SiamTyre_invoice_ST-2510-0388.pdf", TYRE_INVOICE)
    make_pdf(trucks / "FleetCard_fuel_statement_Oct2025.pdf", FUEL_STATEMENT)
    make_pdf(trucks / "CargoInsurance_ThaiProsper_schedule_2025.pdf", CARGO_SCHEDULE)
    write_docx(customers / "สัญญาเช่ารถพร้อมคนขับ_บางใหญ่เฟอร์นิเจอร์.docx", HIRE_CONTRACT, headings=HIRE_HEADINGS,
               bottom=HIRE_BOTTOM)
    make_pdf(customers / "KornMoving_rate_card_2025.pdf", RATE_CARD)
    write_docx(papers / "หนังสือแจ้งปรับค่าเช่าลานจอดรถ.docx", YARD_LETTER)
    _book(books / "รายรับรายจ่าย_2568.xlsx", "2568", (HOME_2568, OFFICE_2568, HIRE_2568),
          (FUEL_2568, WAGES_2568, INSTALL_2568, REPAIRS_2568, YARD_2568, OTHER_2568), JOBS_2568)
    _book(books / "รายรับรายจ่าย_2567.xlsx", "2567", (HOME_2567, OFFICE_2567, HIRE_2567),
          (FUEL_2567, WAGES_2567, INSTALL_2567, REPAIRS_2567, YARD_2567, OTHER_2567), JOBS_2567)
    _schedule(books / "ตารางงาน_พ.ย.68.xlsx")
    write_slides(biz / "แผนธุรกิจ_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "MEA_electricity_bill_Oct2025.pdf", MEA_BILL)
    make_pdf(home / "Bills" / "SkyNet_fibre_bill_Oct2025.pdf", SKYNET_BILL)
    make_pdf(home / "ประกัน" / "RattanaLife_health_premium_notice_2025.pdf", RATTANA_NOTICE)
    write_docx(home / "ค่าเทอมปริม" / "ค่าเทอม_ปริม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปริม" / "ค่าเทอม_ปริม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
