"""The lpgshop folder: the papers of a Lampang cooking-gas and drinking-water shop and its household, by code.

The owner is นายธนพล ศรีบุญเรือง (พี่พล, Thanaphon Sriboonruang). He runs "พลแก๊ส-น้ำดื่ม" (Phon Gas & Water),
112/4 ถ.ประสานไมตรี ต.สบตุ๋ย อ.เมือง จ.ลำปาง: he refills LPG cylinders (4, 15 and 48 กก.) from the depot
บริษัท เวียงละกอน แก๊ส จำกัด (Wiang Lakon Gas Co., Ltd.), sells 18.9-litre drinking water, and delivers to homes
and to restaurants that buy on credit. Deliveries go by a motorcycle with a sidecar, bought on hire-purchase from
Siam Khelang Leasing. His wife กาญจนา (กาญ) keeps the books, their daughter มายด์ (ด.ญ.ณิชาภา) is in ม.1,
his mother แม่จันทร์ฟอง lives with them. Two helpers: เอก (rider) and ลุงแดง. It is November 2568 (2025).

Documents/ร้านแก๊ส/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_หมูกระทะเขลางค์_ร่าง.docx: draft quote QT-PG-68/021 to ร้านหมูกระทะเขลางค์บุฟเฟ่ต์
  (เจ๊ต้อย): 48 กก. 10 ถัง x 1,320, 15 กก. 8 ถัง x 410, water 120 x 18; 18,640 a month.
- ใบเสนอราคา/ใบเสนอราคา_หมูกระทะเขลางค์_ฉบับจริง.docx: the final of the same quote: 48 กก. 12 x 1,300,
  15 กก. 6 x 410, water 150 x 17; 20,610 a month, credit 30 days, 4 cylinders lent at 2,500 deposit each.
- ใบเสนอราคา/ใบเสนอราคาน้ำดื่ม_ดอยพระบาท.docx and ใบเสนอราคาน้ำดื่ม_วังเหนือ.docx: two similar quotes to the
  shop from two water plants (18.9 L refill 9.50 vs 9.00, PET pack 42 vs 45; 15,800 vs 15,750 a month,
  วังเหนือ adds 300 delivery).
- Suppliers/WiangLakonGas_invoice_WLG-6810-0457.pdf: English October invoice from the depot, 69,568.00,
  due 1 Nov 2025.
- Suppliers/WiangLakonGas_pricelist_Nov2025.pdf: English price list for November 2025 (15 kg 368, 48 kg 1,178,
  4 kg 112; cylinder deposits 900 / 1,600 / 4,300).
- Suppliers/หนังสือเวียงละกอนแก๊ส_ปรับค่ามัดจำถัง.docx: the same depot's Thai letter (บริษัท เวียงละกอน แก๊ส
  จำกัด): deposits rise from 1 มกราคม 2569 (15 กก. 1,600 -> 1,800; 48 กก. 4,300 -> 4,800; 4 กก. 900 -> 1,000).
- Suppliers/email_WiangLakonGas_Dec2025.txt: English email from Piya: from 1 Dec 15 kg 376, 48 kg 1,203,
  delivery days Monday and Thursday.
- Suppliers/NorthernPET_invoice_Oct2025.pdf: English invoice for 18.9 L bottles, caps, labels; 9,200.00.
- เอกสารร้าน/SiamKhelangLeasing_loan_statement_Oct2025.pdf: English hire-purchase statement for the delivery
  motorcycle: 1,922 a month, 24 of 36 paid, 23,064 left, early settlement 21,380 if paid by 30 Nov 2025.
- เอกสารร้าน/หนังสือพลังงานจังหวัด_ต่อใบอนุญาต.docx: the provincial energy office's letter: the LPG storage
  licence expires 31 ธันวาคม 2568, apply by 15 ธันวาคม 2568, fee 1,000.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, three sheets (sales by month: gas, water; expenses by month;
  restaurant debtors at 31 ต.ค. 2568).
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December (year total 2,155,000).
- บัญชี/ทะเบียนมัดจำถัง_2568.xlsx: the cylinder-deposit register for 2568.
- บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md: October wages of the two helpers, 18,200.
- แชท/แชทไลน์_เจ๊ต้อย_หมูกระทะ.txt: LINE chat with the BBQ restaurant; from 1 ธ.ค. 48 กก. goes to 15 then
  back to 14 cylinders, 23,210 a month, credit stays 30 วัน.
- แชท/แชทไลน์_คุณปิยะ_เวียงละกอน.txt: LINE chat with the depot's salesman; the 22 พ.ย. order of 15 กก. goes
  120 -> 140 -> 130 ถัง; total 69,044.
- แผนร้านปี2569.pptx: slides, the plan for next year (2,400,000 target, second motorcycle 65,000).
- ราคาขายหน้าร้าน_พ.ย.68.md: the shop's own retail prices.
- เช็คลิสต์ความปลอดภัยแก๊ส.md: a safety checklist.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English electricity and water bills.
- ประกัน/LannaLife_health_renewal_2025.pdf: English renewal of กาญ's health policy, 24,850 by 15 Dec 2025.
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices
  (14,750; 16,350).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีบุญเรือง.txt: the family's LINE group (the school trip goes from 1,200 to 1,500).
- งานบวชหลานต้น.md: notes for a nephew's ordination.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "พลแก๊ส-น้ำดื่ม (Phon Gas & Water) 112/4 ถ.ประสานไมตรี ต.สบตุ๋ย อ.เมือง จ.ลำปาง 52100 โทร 081-763-2094"

# ---------------------------------------------------------------- quotes to the BBQ restaurant
BBQ_HEAD = ["เรียน คุณต้อย (เจ๊ต้อย) ร้านหมูกระทะเขลางค์บุฟเฟ่ต์ ถ.ท่าคราวน้อย",
            "เรื่อง ส่งแก๊สหุงต้มและน้ำดื่มประจำเดือน ส่งถึงร้านก่อน 15.00 น."]
BBQ_DRAFT = [SHOP_TOP, "ใบเสนอราคา (ร่าง)  เลขที่ QT-PG-68/021", "วันที่ 1 ตุลาคม 2568"] + BBQ_HEAD
BBQ_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แก๊สหุงต้ม ถัง 48 กก.", "10 ถัง", "1,320", "13,200"),
    ("แก๊สหุงต้ม ถัง 15 กก.", "8 ถัง", "410", "3,280"),
    ("น้ำดื่มถัง 18.9 ลิตร", "120 ถัง", "18", "2,160"),
    ("รวมต่อเดือน", "", "", "18,640"),
]
BBQ_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 18,640 บาท (หนึ่งหมื่นแปดพันหกร้อยสี่สิบบาทถ้วน) ส่งฟรี",
                    "ร่าง ยังไม่ส่ง รอดูราคาคลังเดือนพฤศจิกา แล้วถามเจ๊ต้อยว่าใช้ถังใหญ่กี่ถังแน่"]
BBQ_FINAL = [SHOP_TOP, "ใบเสนอราคา  เลขที่ QT-PG-68/021 (ฉบับแก้ไข)", "วันที่ 8 ตุลาคม 2568"] + BBQ_HEAD
BBQ_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แก๊สหุงต้ม ถัง 48 กก.", "12 ถัง", "1,300", "15,600"),
    ("แก๊สหุงต้ม ถัง 15 กก.", "6 ถัง", "410", "2,460"),
    ("น้ำดื่มถัง 18.9 ลิตร", "150 ถัง", "17", "2,550"),
    ("รวมต่อเดือน", "", "", "20,610"),
]
BBQ_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 20,610 บาท (สองหมื่นหกร้อยสิบบาทถ้วน) ส่งฟรี เริ่มส่ง 15 ตุลาคม 2568",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน",
    "ร้านยืมถัง 48 กก. 4 ใบ วางมัดจำใบละ 2,500 บาท (ครึ่งราคาปกติ)",
    "ลงชื่อ ธนพล ศรีบุญเรือง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two water plants' quotes to the shop
DPB_QUOTE = [
    "ห้างหุ้นส่วนจำกัด ดอยพระบาทวอเตอร์ (โรงน้ำดื่มดอยพระบาท)",
    "99 หมู่ 7 ต.พระบาท อ.เมือง จ.ลำปาง โทร 054-226-718",
    "ใบเสนอราคา เลขที่ DPB-QT-68/112  วันที่ 6 ตุลาคม 2568",
    "เรียน คุณธนพล ร้านพลแก๊ส-น้ำดื่ม",
    "เรื่อง เสนอราคาน้ำดื่มส่งร้านค้าปลีก รายเดือน",
]
DPB_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำดื่มถัง 18.9 ลิตร (เติมถังของร้าน)", "1,000 ถัง", "9.50", "9,500"),
    ("น้ำดื่มขวด PET 600 มล. แพ็ค 12 ขวด", "150 แพ็ค", "42", "6,300"),
    ("รวมต่อเดือน", "", "", "15,800"),
]
DPB_BOTTOM = ["รวมทั้งสิ้นเดือนละ 15,800 บาท ส่งฟรีถึงร้าน สัปดาห์ละ 2 ครั้ง (อังคาร, ศุกร์)",
              "เครดิต 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
              "มีใบรับรอง อย. และผลตรวจน้ำทุก 6 เดือน",
              "ผู้เสนอราคา นางสาวจิราพร ใจมา"]
WN_QUOTE = [
    "บริษัท น้ำดื่มวังเหนือ จำกัด",
    "45/2 หมู่ 3 ต.ทุ่งฝาย อ.เมือง จ.ลำปาง โทร 054-218-903",
    "ใบเสนอราคา เลขที่ QT-WN-2568-0419  วันที่ 9 ตุลาคม 2568",
    "เรียน ร้านพลแก๊ส-น้ำดื่ม (คุณธนพล)",
    "เรื่อง เสนอราคาน้ำดื่มสำหรับร้านตัวแทนจำหน่าย",
]
WN_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำดื่มถัง 18.9 ลิตร (เติมถังของร้าน)", "1,000 ถัง", "9.00", "9,000"),
    ("น้ำดื่มขวด PET 600 มล. แพ็ค 12 ขวด", "150 แพ็ค", "45", "6,750"),
    ("รวมต่อเดือน", "", "", "15,750"),
]
WN_BOTTOM = ["รวมทั้งสิ้นเดือนละ 15,750 บาท ส่งถึงร้านสัปดาห์ละ 1 ครั้ง (วันพุธ)",
             "ค่าขนส่งเดือนละ 300 บาท (ไม่รวมในยอดข้างต้น)",
             "เครดิต 30 วัน ราคานี้ยืนถึง 31 ธันวาคม 2568",
             "ผู้เสนอราคา นายอภิชาติ แก้วประเสริฐ ฝ่ายขาย"]

# ---------------------------------------------------------------- the gas depot (English and Thai)
WLG_INVOICE = [
    "WIANG LAKON GAS CO., LTD.\n"
    "LPG depot and filling plant - 88 Moo 5, Lampang-Ngao Road, Pong Saen Thong, Mueang Lampang 52100\n"
    "Tel. 054-318-225   Tax ID 0525561000482\n"
    "TAX INVOICE / INVOICE No. WLG-6810-0457\n"
    "Date: 17 Oct 2025          Due date: 1 Nov 2025\n"
    "Customer: Phon Gas & Water (Mr. Thanaphon Sriboonruang), 112/4 Prasan Maitri Rd, Sop Tui, Lampang\n"
    "\n"
    "Item                               Qty        Unit price    Amount\n"
    "LPG refill, 15 kg cylinder         110 cyl    368.00        40,480.00\n"
    "LPG refill, 48 kg cylinder         16 cyl     1,178.00      18,848.00\n"
    "LPG refill, 4 kg cylinder          20 cyl     112.00        2,240.00\n"
    "New 15 kg cylinder (deposit)       5 cyl      1,600.00      8,000.00\n"
    "\n"
    "TOTAL DUE: 69,568.00 THB (VAT included)\n"
    "Please transfer to Bangkok Bank, account Wiang Lakon Gas Co., Ltd., 512-7-08841-3\n"
    "and send the slip to LINE @wianglakongas. Thank you for your business.",
]
WLG_PRICES = [
    "WIANG LAKON GAS CO., LTD.\n"
    "88 Moo 5, Lampang-Ngao Road, Pong Saen Thong, Mueang Lampang 52100  Tel. 054-318-225\n"
    "DEALER PRICE LIST - NOVEMBER 2025\n"
    "Valid 1 November 2025 - 30 November 2025. Prices in THB per cylinder, VAT included.\n"
    "\n"
    "LPG refill, 4 kg cylinder ................. 112\n"
    "LPG refill, 15 kg cylinder ................ 368\n"
    "LPG refill, 48 kg cylinder ................ 1,178\n"
    "\n"
    "Cylinder deposit for new cylinders:\n"
    "4 kg ...... 900     15 kg ...... 1,600     48 kg ...... 4,300\n"
    "\n"
    "Minimum order 40 cylinders per delivery (15 kg equivalent).\n"
    "Delivery to dealers in Mueang Lampang every Tuesday and Saturday, free of charge.\n"
    "Credit: 15 days for registered dealers.\n"
    "Contact: Piya Thongkham, sales, 089-431-5526",
]
WLG_EMAIL = """From: Piya Thongkham <piya.t@wianglakongas.co.th>
To: phongaswater@gmail.com
Date: Thu, 20 Nov 2025 16:22
Subject: New dealer prices and delivery days from 1 December 2025

Dear Khun Thanaphon,

Thank you for your orders this year. Please note the changes from 1 December 2025:

1. LPG refill prices change with the new ex-refinery price:
   4 kg cylinder 115 THB, 15 kg cylinder 376 THB, 48 kg cylinder 1,203 THB.
   (The November price list says 112 / 368 / 1,178.)
2. Our truck will deliver to Mueang Lampang on Monday and Thursday instead of Tuesday and Saturday.

Your order for Saturday 22 November is at the November prices. The credit term stays 15 days.

Best regards,
Piya Thongkham
Sales, Wiang Lakon Gas Co., Ltd.
089-431-5526
"""
WLG_DEPOSIT_LETTER = [
    "บริษัท เวียงละกอน แก๊ส จำกัด",
    "88 หมู่ 5 ถ.ลำปาง-งาว ต.ปงแสนทอง อ.เมือง จ.ลำปาง 52100",
    "ที่ วลก. 088/2568",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งปรับอัตราเงินมัดจำถังก๊าซหุงต้ม",
    "เรียน ร้านพลแก๊ส-น้ำดื่ม (คุณธนพล ศรีบุญเรือง) ตัวแทนจำหน่าย",
    "เนื่องจากราคาถังก๊าซใหม่จากโรงงานผู้ผลิตสูงขึ้น บริษัทขอแจ้งปรับอัตราเงินมัดจำถังใหม่ ดังนี้ "
    "ถังขนาด 4 กก. จากใบละ 900 บาท เป็น 1,000 บาท  ถังขนาด 15 กก. จากใบละ 1,600 บาท เป็น 1,800 บาท  "
    "ถังขนาด 48 กก. จากใบละ 4,300 บาท เป็น 4,800 บาท ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป",
    "ถังที่ร้านมีอยู่แล้วไม่ต้องวางมัดจำเพิ่ม และการเปลี่ยนถังชำรุดยังไม่คิดค่าใช้จ่ายเหมือนเดิม",
    "หากต้องการสั่งถังใหม่ในราคามัดจำเดิม กรุณาสั่งภายในวันที่ 20 ธันวาคม 2568",
    "ขอแสดงความนับถือ",
    "นายสุรเชษฐ์ วงศ์คำ ผู้จัดการฝ่ายขาย",
]
NORTHERN_PET_INVOICE = [
    "NORTHERN PET PACKAGING CO., LTD.\n"
    "Bottles and caps for drinking-water plants - Hang Chat, Lampang\n"
    "INVOICE No. NPP-25-2231        Date: 21 Oct 2025\n"
    "Bill to: Phon Gas & Water, 112/4 Prasan Maitri Rd, Lampang\n"
    "\n"
    "PC bottle 18.9 L, blue           100 pcs     x 78.00     7,800.00\n"
    "Screw cap with seal              2,000 pcs   x 0.45        900.00\n"
    "Shrink label 'Phon Water'        2,000 pcs   x 0.25        500.00\n"
    "\n"
    "TOTAL 9,200.00 THB   Paid by transfer 21 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- the motorcycle loan, the licence
LOAN_STATEMENT = [
    "SIAM KHELANG LEASING CO., LTD.\n"
    "Lampang Branch, 301 Phahonyothin Road, Mueang Lampang 52000   Call centre 054-310-777\n"
    "\n"
    "HIRE-PURCHASE STATEMENT AND EARLY SETTLEMENT OFFER\n"
    "Statement date: 31 Oct 2025\n"
    "Customer: Mr. Thanaphon Sriboonruang (Phon Gas & Water)\n"
    "Contract no. SKL-HP-66-04127\n"
    "Vehicle: Honda Wave 110i with delivery side-car, registration 1 Kor Khor 7315 Lampang\n",
    "Amount financed: 55,800 THB   Flat interest rate: 8.0% per year\n"
    "Term: 36 monthly installments of 1,922 THB, due on the 5th of each month\n"
    "First installment 5 Nov 2023, last installment 5 Oct 2026\n"
    "\n"
    "Installments paid: 24 of 36 (up to 5 Oct 2025)\n"
    "Remaining: 12 installments = 23,064 THB\n"
    "\n"
    "EARLY SETTLEMENT: if you close the contract by 30 Nov 2025, the amount to pay is 21,380 THB\n"
    "(interest rebate 1,684 THB). The vehicle book will be transferred within 15 working days.\n"
    "Late payment fee: 100 THB per installment plus 1.25% per month.\n"
    "Pay at any branch, at Counter Service, or by QR code.",
]
LICENCE_LETTER = [
    "สำนักงานพลังงานจังหวัดลำปาง",
    "ที่ ลป 0017/1452",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตสถานที่เก็บรักษาก๊าซปิโตรเลียมเหลว",
    "เรียน นายธนพล ศรีบุญเรือง ร้านพลแก๊ส-น้ำดื่ม",
    "ตามที่ท่านได้รับใบอนุญาตเลขที่ ลป.2-0318/2564 สำหรับร้านจำหน่ายก๊าซหุงต้ม ณ เลขที่ 112/4 ถ.ประสานไมตรี "
    "ใบอนุญาตดังกล่าวจะสิ้นอายุในวันที่ 31 ธันวาคม 2568",
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตภายในวันที่ 15 ธันวาคม 2568 พร้อมค่าธรรมเนียม 1,000 บาท",
    "เอกสารประกอบ: สำเนาบัตรประชาชน, ผังร้านแสดงที่วางถัง, ผลตรวจถังดับเพลิงชนิดผงเคมีแห้ง "
    "ขนาด 10 ปอนด์ อย่างน้อย 2 ถัง",
    "ร้านเก็บก๊าซได้ไม่เกิน 500 กิโลกรัม หากเกินต้องขอใบอนุญาตประเภทที่ 3",
    "เจ้าหน้าที่จะออกตรวจสถานที่ก่อนออกใบอนุญาตใหม่ ติดต่อ นายวีระพงษ์ ปัญญาดี โทร 054-265-114",
]

# ---------------------------------------------------------------- books
GAS_2568 = [148200, 139600, 146800, 141300, 137900, 132400, 135800, 138600, 141200, 152700]
WATER_2568 = [38400, 41200, 52600, 61800, 58300, 44900, 39700, 37600, 38900, 40200]
WAGES_2568 = [17000, 17000, 17000, 17500, 17500, 17500, 17500, 17500, 17500, 18200]
FUEL_2568 = [2850, 2640, 2910, 3120, 3040, 2780, 2830, 2760, 2890, 3180]
GAS_2567 = [141500, 133200, 139800, 134600, 130100, 126300, 128900, 131700, 133800, 144100, 151600, 163400]
WATER_2567 = [35200, 37800, 48900, 57400, 54100, 41300, 36800, 34900, 36200, 37100, 36500, 39800]
WAGES_2567 = [16000] * 12
FUEL_2567 = [2700, 2550, 2760, 2980, 2900, 2640, 2690, 2620, 2750, 2980, 3050, 3320]
LOAN = 1922
DEBTORS_2568 = [  # restaurant, brought forward, delivered in ต.ค., paid in ต.ค.
    ("ร้านหมูกระทะเขลางค์บุฟเฟ่ต์", 0, 20610, 0),
    ("ร้านข้าวซอยป้าศรี", 3450, 4980, 3450),
    ("ร้านก๋วยเตี๋ยวเรือกาดเก่า", 2870, 3690, 2870),
    ("ครัวบ้านทุ่ง", 5140, 2460, 2000),
    ("โรงแรมเขลางค์ริเวอร์", 12300, 11850, 12300),
]
DEBTORS_2567 = [
    ("ร้านข้าวซอยป้าศรี", 3120, 4650, 3120),
    ("ร้านก๋วยเตี๋ยวเรือกาดเก่า", 2540, 3380, 2540),
    ("ครัวบ้านทุ่ง", 1980, 2740, 1980),
    ("โรงแรมเขลางค์ริเวอร์", 11600, 12950, 11600),
]


def _shop_book(path: Path, year: str, gas: list[int], water: list[int], wages: list[int], fuel: list[int],
               debtors: list[tuple], as_of: str) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านพลแก๊ส-น้ำดื่ม ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "แก๊ส (Gas, THB)", "น้ำดื่ม (Water, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, gas, water):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(gas), sum(water), sum(gas) + sum(water)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าแก๊สจากคลัง (Gas depot)", "ค่าน้ำดื่มจากโรงน้ำ (Water plant)",
                  "ค่าแรง (Wages)", "ค่างวดรถ (Motorcycle loan)", "ค่าน้ำมันรถ (Fuel)", "รวม (Total)"])
    for month, a, b, w, f in zip(MONTHS, gas, water, wages, fuel):
        depot = int(round(a * 0.86, -2))
        plant = int(round(b * 0.47, -2))
        costs.append([f"{month} {year}", depot, plant, w, LOAN, f, depot + plant + w + LOAN + f])
    for column in range(2, 8):
        money_format(costs, column)
    credit = book.create_sheet("ลูกหนี้ Credit")
    credit.append([f"ลูกหนี้ร้านอาหาร ณ {as_of} (Restaurant debtors)"])
    credit.append(["ร้าน (Customer)", "ยกมา (Brought forward)", "ส่งของเดือนนี้ (Delivered)",
                   "รับชำระ (Paid)", "คงค้าง (Outstanding)"])
    for name, forward, delivered, paid in debtors:
        credit.append([name, forward, delivered, paid, forward + delivered - paid])
    credit.append(["รวม (Total)", sum(r[1] for r in debtors), sum(r[2] for r in debtors),
                   sum(r[3] for r in debtors), sum(r[1] + r[2] - r[3] for r in debtors)])
    for column in range(2, 6):
        money_format(credit, column)
    book.save(path)


DEPOSITS_2568 = [
    ("12 ม.ค. 2568", "บ้านคุณสมพร ต.พระบาท", "15 กก.", 1, 1900, "ลูกค้าใหม่"),
    ("3 มี.ค. 2568", "ร้านข้าวซอยป้าศรี", "15 กก.", 2, 1900, ""),
    ("20 พ.ค. 2568", "ครัวบ้านทุ่ง", "48 กก.", 1, 5000, ""),
    ("2 ส.ค. 2568", "หอพักพิมานลำปาง", "4 กก.", 6, 1100, "ให้ผู้เช่าหอยืม"),
    ("28 ก.ย. 2568", "ร้านก๋วยเตี๋ยวเรือกาดเก่า", "15 กก.", -1, 1900, "คืนถัง 1 ใบ คืนเงินมัดจำแล้ว"),
    ("15 ต.ค. 2568", "ร้านหมูกระทะเขลางค์บุฟเฟ่ต์", "48 กก.", 4, 2500, "มัดจำครึ่งราคาตามใบเสนอราคา"),
    ("30 ต.ค. 2568", "บ้านครูวันเพ็ญ ต.สบตุ๋ย", "15 กก.", 1, 1900, "ลูกค้าใหม่"),
]


def _deposit_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "มัดจำถัง Deposits"
    sheet.append(["ทะเบียนเงินมัดจำถังแก๊สลูกค้า ปี 2568 (Cylinder deposits 2568)"])
    sheet.append(["วันที่ (Date)", "ลูกค้า (Customer)", "ขนาดถัง (Size)", "จำนวนถัง (Qty)",
                  "มัดจำต่อถัง (Deposit, THB)", "รวม (Total, THB)", "หมายเหตุ (Note)"])
    for date, name, size, qty, each, note in DEPOSITS_2568:
        sheet.append([date, name, size, qty, each, qty * each, note])
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in DEPOSITS_2568), "",
                  sum(r[3] * r[4] for r in DEPOSITS_2568), ""])
    for column in (5, 6):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1588.90, "PEA"), ("ค่าน้ำประปา (Water)", 287.45, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 8700, ""),
                  ("ค่าขนม/ค่ารถมายด์ (Mind's allowance)", 2400, ""),
                  ("ค่ายาแม่ (Mum's medicine)", 960, "รพ.ลำปาง"), ("ผ่อนตู้เย็น (Fridge installment)", 1150, "งวด 7/10")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1672.15, "PEA"), ("ค่าน้ำประปา (Water)", 301.20, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 9150, ""),
                  ("ค่าขนม/ค่ารถมายด์ (Mind's allowance)", 2400, ""),
                  ("ค่ายาแม่ (Mum's medicine)", 960, "รพ.ลำปาง"), ("ผ่อนตู้เย็น (Fridge installment)", 1150, "งวด 8/10"),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 850, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1724.36, "PEA"), ("ค่าน้ำประปา (Water)", 312.70, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 8950, ""),
                  ("ค่าขนม/ค่ารถมายด์ (Mind's allowance)", 2400, ""),
                  ("ค่ายาแม่ + ค่าหมอ (Mum's medicine, doctor)", 1840, "รพ.ลำปาง"),
                  ("ผ่อนตู้เย็น (Fridge installment)", 1150, "งวด 9/10"),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "วัดสบตุ๋ย")],
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
    top = ["โรงเรียนเขลางค์ศึกษา จังหวัดลำปาง", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภา ศรีบุญเรือง  ชั้น ม.1/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4418-5527",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "9,500"), ("ค่าอาหารกลางวัน", "3,200"),
                           ("ค่าหนังสือและชุดนักเรียน", "2,050")], "14,750", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "9,500"), ("ค่าอาหารกลางวัน", "3,200"),
                           ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "1,150"), ("ค่าเรียนคอมพิวเตอร์เสริม", "2,500")],
                "16,350", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanaphon Sriboonruang\n"
    "Address: 45/7 Moo 4, Phrabat, Mueang Lampang 52000\n"
    "Customer no. 020014729516\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 24,118 -> 24,474   Units used: 356 kWh\n"
    "Energy charge 1,538.68  Ft 34.65  Service 38.22  VAT 7% 112.81\n"
    "AMOUNT DUE: 1,724.36 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Lampang Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Thanaphon Sriboonruang    Account: 5521-0093-446\n"
    "Address: 45/7 Moo 4, Phrabat, Mueang Lampang\n"
    "Meter: 1,602 -> 1,626   Water used: 24 cubic metres\n"
    "Water charge 277.24   Service 15.00   VAT 7% 20.46\n"
    "TOTAL 312.70 THB\n"
    "Due date: 28 Oct 2025. Please pay within the due date to avoid disconnection.",
]
INSURANCE_LETTER = [
    "LANNA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Lampang Office, Boonyawat Road\n"
    "5 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - HEALTH PLUS 5000 (INDIVIDUAL HEALTH INSURANCE)\n"
    "Dear Mrs. Kanchana Sriboonruang,\n"
    "Your policy no. LL-HS-2291-0573 reaches its anniversary on 20 Dec 2025.\n"
    "\n"
    "Renewal period: 20 Dec 2025 - 19 Dec 2026\n"
    "Benefits: in-patient room and board 5,000 THB per day, annual limit 1,500,000 THB\n"
    "Annual premium: 24,850 THB (last year 22,400 THB)\n"
    "The premium changes because the insured moves to the age band 45-49.\n"
    "Please pay by 15 Dec 2025 by bank transfer, at any Lanna Life office, or through your agent,\n"
    "Khun Wilai Chaiwong (086-592-3317). Premiums are deductible for personal income tax up to 25,000 THB.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(GAS_2568) + sum(WATER_2568)
    return [
        ("แผนร้านพลแก๊ส-น้ำดื่ม ปี 2569", "Phon Gas & Water - plan for 2026\nธนพล ศรีบุญเรือง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าร้านอาหารใหม่: หมูกระทะเขลางค์บุฟเฟ่ต์\n"
                         "ปัญหา: ลูกหนี้ค้างนาน (ครัวบ้านทุ่ง), มัดจำถังจากคลังขึ้นปีหน้า"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nร้านอาหารเครดิต 6 ราย\n"
                            "น้ำดื่มเดือนละ 1,200 ถัง"),
        ("รถส่งของคันที่ 2", "ซื้อรถพ่วงข้างคันใหม่ งบ 65,000 บาท (ดาวน์ 15,000)\n"
                            "ปิดไฟแนนซ์คันเดิมก่อน 30 พ.ย. 68 ใช้เงิน 21,380 บาท\nเริ่มใช้เดือนกุมภาพันธ์ 2569"),
        ("น้ำดื่ม", "เทียบใบเสนอราคาโรงน้ำดอยพระบาทกับวังเหนือ\nพิมพ์ฉลากใหม่ 'Phon Water'"),
        ("เครดิตร้านอาหาร", "ให้เครดิตไม่เกิน 30 วัน\nค้างเกิน 5,000 บาท หยุดส่งจนกว่าจะชำระ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านแก๊ส/แชท/แชทไลน์_เจ๊ต้อย_หมูกระทะ.txt": """[10 ต.ค. 68 10:12] เจ๊ต้อย หมูกระทะเขลางค์: พลจ๊ะ ใบเสนอราคาฉบับแก้ที่ส่งมา เจ๊โอเคนะ เดือนละ 20,610
[10 ต.ค. 68 10:20] พลแก๊ส: ขอบคุณครับเจ๊ เริ่มส่ง 15 ต.ค. นะครับ เครดิต 30 วันตามใบเสนอราคาครับ
[10 ต.ค. 68 10:21] เจ๊ต้อย หมูกระทะเขลางค์: ได้จ้ะ ถังเปล่าวางไว้หลังร้านนะ
[2 พ.ย. 68 21:40] เจ๊ต้อย หมูกระทะเขลางค์: พล ถัง 48 ใบที่สองมีกลิ่นแก๊สนิดๆ มาดูหน่อย
[2 พ.ย. 68 21:52] พลแก๊ส: เดี๋ยวให้เอกไปเปลี่ยนหัวปรับให้คืนนี้เลยครับ ไม่คิดเงิน
[18 พ.ย. 68 15:05] เจ๊ต้อย หมูกระทะเขลางค์: หน้าหนาวลูกค้าเยอะ ตั้งแต่ 1 ธ.ค. ขอแก๊ส 48 กิโลเพิ่มเป็นเดือนละ 15 ถังนะ
[18 พ.ย. 68 15:20] พลแก๊ส: ได้ครับ งั้นยอดใหม่เดือนละ 24,510 บาทนะครับ
[18 พ.ย. 68 16:47] เจ๊ต้อย หมูกระทะเขลางค์: เดี๋ยวๆ คิดอีกที เอา 14 ถังพอ เดี๋ยวเหลือ
[18 พ.ย. 68 16:55] พลแก๊ส: รับทราบครับ 48 กิโล 14 ถัง อย่างอื่นเท่าเดิม ยอดใหม่เดือนละ 23,210 บาทครับ
[18 พ.ย. 68 17:02] เจ๊ต้อย หมูกระทะเขลางค์: โอเค 23,210 จ้ะ แล้วขอเครดิตเป็น 45 วันได้มั้ย ช่วงนี้เงินจม
[18 พ.ย. 68 17:15] พลแก๊ส: ขอเป็น 30 วันเหมือนเดิมนะครับเจ๊ ทางคลังแก๊สให้เครดิตผมแค่ 15 วันครับ
[18 พ.ย. 68 17:16] เจ๊ต้อย หมูกระทะเขลางค์: ก็ได้ 30 วันก็ 30 วัน
""",
    "ร้านแก๊ส/แชท/แชทไลน์_คุณปิยะ_เวียงละกอน.txt": """[14 พ.ย. 68 09:05] ปิยะ เวียงละกอน: พี่พลครับ รอบส่งวันเสาร์ 22 พ.ย. จะเอาเท่าไหร่ครับ
[14 พ.ย. 68 09:20] พลแก๊ส: 15 กิโล 120 ถัง 48 กิโล 18 ถัง ครับ
[14 พ.ย. 68 09:21] ปิยะ เวียงละกอน: รับทราบครับ
[17 พ.ย. 68 18:45] พลแก๊ส: ปิยะ ขอเพิ่ม 15 กิโลเป็น 140 ถังนะ หน้าหนาวคนใช้เยอะ
[17 พ.ย. 68 19:02] ปิยะ เวียงละกอน: ได้ครับพี่ 140 ถัง
[20 พ.ย. 68 08:10] พลแก๊ส: ขอแก้อีกทีนะ 15 กิโลเอา 130 ถังพอ ถังเปล่าที่ร้านไม่พอแลก
[20 พ.ย. 68 08:30] ปิยะ เวียงละกอน: รับทราบครับ 15 กก. 130 ถัง 48 กก. 18 ถัง ส่งเสาร์ 22 พ.ย. ช่วงบ่าย ราคาตามใบราคาเดือนพฤศจิกา 368 กับ 1,178 ครับ
[20 พ.ย. 68 08:32] ปิยะ เวียงละกอน: ยอดรวม 69,044 บาทครับ เครดิต 15 วันเหมือนเดิม
[20 พ.ย. 68 08:40] พลแก๊ส: โอเค ขอบใจมาก
""",
    "ร้านแก๊ส/บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md": """# ค่าแรงลูกจ้าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| เอก (ขับรถส่งแก๊ส/น้ำ) | 350 บาท | 28 วัน | 9,800 บาท |
| ลุงแดง (ยกถัง/เติมน้ำ) | 300 บาท | 28 วัน | 8,400 บาท |

รวมจ่ายค่าแรง ต.ค. 18,200 บาท จ่ายแล้ว 31 ต.ค.
เอกเบิกล่วงหน้า 1,500 หักแล้วในยอดนี้ (โอนจริง 8,300)
""",
    "ร้านแก๊ส/ราคาขายหน้าร้าน_พ.ย.68.md": """# ราคาขายหน้าร้าน พลแก๊ส-น้ำดื่ม (ตั้งแต่ 1 พ.ย. 68)

| สินค้า | หน้าร้าน | ส่งถึงบ้าน (ในเมือง) |
|---|---|---|
| แก๊ส 4 กก. | 160 | 180 |
| แก๊ส 15 กก. | 420 | 440 |
| แก๊ส 48 กก. | 1,350 | 1,380 |
| น้ำดื่มถัง 18.9 ลิตร | 15 | 20 |
| น้ำดื่ม PET 600 มล. แพ็ค 12 | 60 | 65 |

- มัดจำถังแก๊ส ลูกค้าใหม่: 4 กก. 1,100 / 15 กก. 1,900 / 48 กก. 5,000
- มัดจำถังน้ำ 18.9 ลิตร ใบละ 100 บาท
- ร้านอาหารที่มีเครดิต คิดตามใบเสนอราคาแต่ละร้าน
""",
    "ร้านแก๊ส/เช็คลิสต์ความปลอดภัยแก๊ส.md": """# เช็คลิสต์ความปลอดภัย (ทำทุกวันจันทร์)
- ตรวจถังดับเพลิง 2 ถัง เข็มอยู่ช่องเขียว
- ถังแก๊สตั้งตรง ไม่วางกลางแดด ไม่เกิน 500 กก. ในร้าน
- เช็ครั่วด้วยน้ำสบู่ที่หัวถังก่อนส่งลูกค้า
- ถังบุบ/สนิมเยอะ แยกไว้ส่งคืนคลัง
- สายแก๊สลูกค้าเกิน 2 ปี แนะนำให้เปลี่ยน เส้นละ 180 บาท
- ห้ามสูบบุหรี่ในร้าน
""",
    "ร้านแก๊ส/Suppliers/email_WiangLakonGas_Dec2025.txt": WLG_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีบุญเรือง.txt": """[27 ต.ค. 68 19:30] กาญ: พ่อ ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ 16,350
[27 ต.ค. 68 19:34] พล: โอเค เดี๋ยวโอนจากบัญชีร้านไปก่อน
[27 ต.ค. 68 19:40] มายด์: แม่คะ ครูให้ไปทัศนศึกษาเชียงใหม่ 5 ธ.ค. ค่าใช้จ่าย 1,200 บาทค่ะ
[29 ต.ค. 68 17:15] มายด์: แม่ ครูแจ้งใหม่ค่ะ รวมค่าเข้าสวนสัตว์ด้วยเป็น 1,500 บาท ส่งภายใน 10 พ.ย.
[29 ต.ค. 68 17:20] กาญ: ได้ลูก เดี๋ยวแม่ให้ 1,500 พรุ่งนี้
[1 พ.ย. 68 08:05] แม่จันทร์ฟอง: งานบวชต้น 6 ธ.ค. นะ ใครจะไปบ้าง
[1 พ.ย. 68 08:20] พล: ไปหมดครับแม่ ปิดร้านครึ่งวัน
[5 พ.ย. 68 20:10] กาญ: ประกันสุขภาพกาญปีนี้ขึ้นเป็น 24,850 นะพ่อ ต้องจ่ายก่อน 15 ธ.ค.
[5 พ.ย. 68 20:14] พล: ปีที่แล้ว 22,400 เองนี่ ขึ้นเยอะเหมือนกัน
""",
    "บ้าน/งานบวชหลานต้น.md": """# งานบวชหลานต้น (ลูกพี่ศักดิ์)
- วันที่ 6 ธันวาคม 2568 ที่วัดบ้านฟ่อน อ.เกาะคา
- ทำขวัญนาค 5 ธ.ค. ตอนเย็น, บวช 6 ธ.ค. เช้า
- ใส่ซองช่วย 2,000 บาท (ในนามครอบครัว)
- เช่ารถตู้ไปกลับ 1,800 บาท แม่จันทร์ฟองนั่งไปด้วย
- ร้านปิดครึ่งวันเช้า 6 ธ.ค. ให้ลุงแดงเฝ้าร้านช่วงบ่าย
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 14 พ.ย.
- ตัดสินใจปิดไฟแนนซ์รถพ่วงข้าง ก่อน 30 พ.ย.
- เลือกโรงน้ำ ดอยพระบาท หรือ วังเหนือ
- ยื่นต่อใบอนุญาตเก็บแก๊ส ก่อน 15 ธ.ค.
- ทวงเงินครัวบ้านทุ่ง
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านแก๊ส"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_หมูกระทะเขลางค์_ร่าง.docx", BBQ_DRAFT, BBQ_DRAFT_TABLE, bottom=BBQ_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_หมูกระทะเขลางค์_ฉบับจริง.docx", BBQ_FINAL, BBQ_FINAL_TABLE,
               bottom=BBQ_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาน้ำดื่ม_ดอยพระบาท.docx", DPB_QUOTE, DPB_TABLE, bottom=DPB_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาน้ำดื่ม_วังเหนือ.docx", WN_QUOTE, WN_TABLE, bottom=WN_BOTTOM)
    make_pdf(suppliers / "WiangLakonGas_invoice_WLG-6810-0457.pdf", WLG_INVOICE)
    make_pdf(suppliers / "WiangLakonGas_pricelist_Nov2025.pdf", WLG_PRICES)
    write_docx(suppliers / "หนังสือเวียงละกอนแก๊ส_ปรับค่ามัดจำถัง.docx", WLG_DEPOSIT_LETTER)
    make_pdf(suppliers / "NorthernPET_invoice_Oct2025.pdf", NORTHERN_PET_INVOICE)
    make_pdf(papers / "SiamKhelangLeasing_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    write_docx(papers / "หนังสือพลังงานจังหวัด_ต่อใบอนุญาต.docx", LICENCE_LETTER)
    _shop_book(books / "บัญชีร้าน_2568.xlsx", "2568", GAS_2568, WATER_2568, WAGES_2568, FUEL_2568,
               DEBTORS_2568, "31 ต.ค. 2568")
    _shop_book(books / "บัญชีร้าน_2567.xlsx", "2567", GAS_2567, WATER_2567, WAGES_2567, FUEL_2567,
               DEBTORS_2567, "31 ธ.ค. 2567")
    _deposit_book(books / "ทะเบียนมัดจำถัง_2568.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "LannaLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
