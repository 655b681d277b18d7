"""An eighth folder for bench/agent_tasks.py (`--folder garage`): a Nakhon Si Thammarat family's car repair garage.

Prasert (พี่เสริฐ) and Wilaiwan (พี่วิ) Kaewpradit run อู่ช่างเสริฐการช่าง (Chang Sert Garage), four mechanics
on Pattanakarn Khukhwang Road, Mueang Nakhon Si Thammarat: a Thai fleet-service contract with a parcel company,
บริษัท นครขนส่งด่วน (docx, a rate table), and last year's contract with it (txt), the garage's income and expenses
for January-June 2568 (xlsx, two sheets, Thai/English headers), a parts supplier's July tax invoice, an insurer's
claim payment advice for a customer's Honda City and the garage's PEA electricity bill for July (English pdfs), the
LINE chat with that customer (txt), an upgrade plan for a paint booth, a second car lift and a scanner (pptx), a
Thai car-lift quote (docx, a table), two diagnostic-scanner quotes in English (txt), a Thai mechanics' meeting note
and the new labour price list (md), a Thai letter from the city municipality about renewing the garage's licence
(txt), household spending for June and July (xlsx, Thai/English headers), and their son Phum's university fee
invoice (English pdf); plus six distractors that share words with them (an unsigned draft of this year's contract,
last year's half-year income, an old car-lift quote, a paint-booth draft, a jotted June electricity note, Phum's
last semester's fees) and a workspect that already holds a to-do list. Written blind of the engine's rules, in
session 14, for bench/data/agent_tasks_garage_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

FLEET_TOP = [
    "สัญญาจ้างบริการซ่อมบำรุงรถยนต์",
    "ทำที่ อู่ช่างเสริฐการช่าง อำเภอเมืองนครศรีธรรมราช จังหวัดนครศรีธรรมราช วันที่ 20 ธันวาคม 2567",
    "ผู้ว่าจ้าง: บริษัท นครขนส่งด่วน จำกัด โดยนายวีระพงษ์ ชูแก้ว กรรมการผู้จัดการ  "
    "ผู้รับจ้าง: นายประเสริฐ แก้วประดิษฐ์ (อู่ช่างเสริฐการช่าง)",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างผู้รับจ้างดูแลและซ่อมบำรุงรถส่งพัสดุของผู้ว่าจ้าง จำนวน 14 คัน "
    "(รถกระบะ Isuzu D-Max 10 คัน และรถตู้ Toyota Commuter 4 คัน)",
    "ข้อ 2. ระยะเวลาสัญญา 1 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าบริการเป็นไปตามตารางท้ายสัญญา ราคารวมค่าแรงและอะไหล่ตามรายการ ยังไม่รวมภาษีมูลค่าเพิ่ม",
    "ข้อ 4. ผู้รับจ้างวางบิลทุกวันที่ 25 ของเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล "
    "โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้รับจ้าง",
    "ข้อ 5. งานซ่อมนอกตารางที่มีราคาเกิน 5,000 บาท ผู้รับจ้างต้องเสนอราคาให้ผู้ว่าจ้างอนุมัติเป็นลายลักษณ์อักษร "
    "(ทางไลน์ได้) ก่อนลงมือซ่อม",
    "ข้อ 6. งานเช็กระยะต้องเสร็จภายใน 2 วันทำการ หากล่าช้า ผู้รับจ้างลดค่าบริการให้วันละ 300 บาทต่อคัน",
    "ข้อ 7. ผู้รับจ้างรับประกันงานซ่อม 3 เดือน หรือ 5,000 กิโลเมตร แล้วแต่อย่างใดถึงก่อน",
    "ข้อ 8. อะไหล่นอกตาราง ผู้รับจ้างให้ส่วนลด 10% จากราคาหน้าร้าน",
    "ข้อ 9. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งอีกฝ่ายเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ตารางค่าบริการท้ายสัญญา",
]
FLEET_RATES = [
    ("รายการ", "รถกระบะ D-Max", "รถตู้ Commuter"),
    ("เปลี่ยนถ่ายน้ำมันเครื่องและกรองน้ำมันเครื่อง (ทุก 10,000 กม.)", "1,850 บาท", "2,300 บาท"),
    ("เช็กระยะใหญ่ทุก 40,000 กม. (กรองอากาศ กรองโซล่า น้ำมันเกียร์)", "5,900 บาท", "7,200 บาท"),
    ("เปลี่ยนผ้าเบรกหน้า รวมอะไหล่", "2,400 บาท", "2,800 บาท"),
    ("ตั้งศูนย์ถ่วงล้อ", "600 บาท", "700 บาท"),
    ("ค่าแรงซ่อมทั่วไป", "ชั่วโมงละ 350 บาท", "ชั่วโมงละ 350 บาท"),
]
FLEET_BOTTOM = [
    "ลงชื่อ วีระพงษ์ ชูแก้ว ผู้ว่าจ้าง (บริษัท นครขนส่งด่วน จำกัด)",
    "ลงชื่อ ประเสริฐ แก้วประดิษฐ์ ผู้รับจ้าง",
    "ลงชื่อ วิไลวรรณ แก้วประดิษฐ์ พยาน",
]
FLEET_2567 = """สัญญาจ้างบริการซ่อมบำรุงรถยนต์ ปี 2567 (ฉบับที่แล้ว หมดอายุ 31 ธันวาคม 2567)
ผู้ว่าจ้าง: บริษัท นครขนส่งด่วน จำกัด  ผู้รับจ้าง: นายประเสริฐ แก้วประดิษฐ์ (อู่ช่างเสริฐการช่าง)
ระยะเวลา: 1 มกราคม 2567 - 31 ธันวาคม 2567
จำนวนรถ: 10 คัน (รถกระบะ Isuzu D-Max 8 คัน รถตู้ Toyota Commuter 2 คัน)

ค่าบริการ (ยังไม่รวม VAT)
- เปลี่ยนถ่ายน้ำมันเครื่องและกรอง: รถกระบะ 1,650 บาท / รถตู้ 2,100 บาท
- เช็กระยะใหญ่ทุก 40,000 กม.: รถกระบะ 5,400 บาท / รถตู้ 6,600 บาท
- เปลี่ยนผ้าเบรกหน้า รวมอะไหล่: รถกระบะ 2,250 บาท / รถตู้ 2,600 บาท
- ค่าแรงซ่อมทั่วไป: ชั่วโมงละ 300 บาท

การชำระเงิน: วางบิลทุกวันที่ 25 ชำระภายใน 45 วัน
รับประกันงานซ่อม 3 เดือน หรือ 5,000 กิโลเมตร
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "รถเข้าซ่อม (Cars serviced)", "ค่าแรง (Labour, THB)", "ค่าอะไหล่ (Parts, THB)",
                  "งานเคลมประกัน (Insurance claims, THB)", "รวม (Total, THB)")
CARS = [142, 128, 151, 117, 135, 139]
INCOME = [(118600, 164200, 48500), (104300, 149800, 62300), (126900, 181350, 39800),
          (92400, 131600, 71200), (110750, 158900, 55600), (114200, 162450, 58900)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าอะไหล่ซื้อเข้า (Parts purchased)", 702400, "นครออโต้พาร์ทเป็นหลัก"),
    ("ค่าจ้างช่าง (Mechanics' wages)", 348000, "ช่าง 4 คน"),
    ("ค่าเช่าที่ดิน (Land rent)", 90000, "เดือนละ 15,000"),
    ("ค่าไฟฟ้า (Electricity)", 56830, ""),
    ("ค่าน้ำประปา (Water)", 3960, ""),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 18000, ""),
    ("สีและวัสดุสิ้นเปลือง (Paint and consumables)", 64700, ""),
    ("จ้างพ่นสีร้านนอก (Outsourced paint jobs)", 148600, "ยังไม่มีห้องพ่นสีเอง"),
    ("น้ำมันรถลาก (Tow truck fuel)", 22450, ""),
    ("ซ่อมเครื่องมือ (Tool repairs)", 8900, "ปั๊มลม"),
]
PARTS_INVOICE = [  # make_pdf writes ASCII only, so every pdf here is an English one
    "Nakhon Auto Parts Co., Ltd.\n215 Karom Road, Pho Sadet, Mueang Nakhon Si Thammarat 80000  Tel. 075-318-442\n"
    "TAX INVOICE / RECEIPT   No. NAP-6807-0412\nDate: 12 July 2025\n"
    "Customer: Chang Sert Garage (Mr. Prasert Kaewpradit)\n"
    "88/3 Pattanakarn Khukhwang Road, Nai Mueang, Mueang Nakhon Si Thammarat 80000\n"
    "Item                                        Qty   Unit price    Amount\n"
    "Engine oil 10W-30 diesel 7L (PTT Dynamic)    12     1,150.00  13,800.00\n"
    "Oil filter, Isuzu D-Max                      20       185.00   3,700.00\n"
    "Front brake pads, D-Max (Bendix)              6       980.00   5,880.00\n"
    "Air filter, Toyota Commuter                   4       420.00   1,680.00\n"
    "Battery 3K 75Ah                               3     2,650.00   7,950.00\n"
    "Subtotal: 33,010.00 THB\nTrade discount 5%: 1,650.50 THB\nAfter discount: 31,359.50 THB\n"
    "VAT 7%: 2,195.17 THB\nTotal amount due: 33,554.67 THB\n"
    "Credit terms: 45 days. Payment due: 26 August 2025\n"
    "Late payment: interest 1.5% per month on the overdue amount\n"
    "Pay to: Nakhon Auto Parts Co., Ltd., Bangkok Bank, account 512-3-08871-4",
]
CLAIM_PAGES = [
    "Southern Star Insurance Public Company Limited - Claims Department, Nakhon Si Thammarat Branch\n"
    "CLAIM PAYMENT ADVICE\nDate: 18 July 2025\n"
    "To: Chang Sert Garage (Mr. Prasert Kaewpradit), partner garage code NST-031\n"
    "Claim No.: SS-NST-2025-07731\nInsured: Ms. Arunee Thongsuk   Policy type: Type 1\n"
    "Vehicle: Honda City 1.0 Turbo (2022), licence plate Kor Khor 4415 Nakhon Si Thammarat\n"
    "Date of loss: 2 July 2025 (rear-end collision)\n"
    "Repair estimate submitted by garage: 21,700.00 THB\n"
    "Approved repair cost: 18,900.00 THB\n  Labour: 7,400.00\n  Parts (rear bumper, left tail lamp): 9,800.00\n"
    "  Paint: 1,700.00\n"
    "Not approved:\n  Rear parking sensor (damage not from this accident): 1,600.00\n"
    "  Paint blending of rear doors: 1,200.00\n"
    "Deductible (paid by the insured to the garage): 1,000.00 THB\n"
    "Payable by Southern Star: 17,900.00 THB\nWithholding tax 1%: 179.00 THB\nNet transfer: 17,721.00 THB\n"
    "Transfer date: 25 July 2025, to Krungthai Bank account 982-4-10927-0 (Prasert Kaewpradit)",
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Nakhon Si Thammarat Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Chang Sert Garage (Mr. Prasert Kaewpradit)\n"
    "Address: 88/3 Pattanakarn Khukhwang Road, Nai Mueang, Mueang Nakhon Si Thammarat 80000\n"
    "Account No.: 020041187760   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 2,310 kWh\nEnergy charge: 9,240.60 THB\n"
    "Ft charge: 455.30 THB\nService charge: 312.24 THB\nVAT 7%: 700.57 THB\nAmount due: 10,708.71 THB\n"
    "Due date: 14 August 2025",
]
FEE_PAGES = [
    "Walailak University - Finance Division\nSTUDENT FEE INVOICE - Semester 1/2025\n"
    "Student: Mr. Phum Kaewpradit   Student ID: 67104128\n"
    "School of Engineering and Technology, Automotive Engineering, Year 2\n"
    "Tuition fee (flat rate): 19,500.00 THB\nDormitory, shared room (Semester 1): 7,200.00 THB\n"
    "Total: 26,700.00 THB\nPayment period: 4 - 22 August 2025\n"
    "Late payment fine: 50 THB per day\n"
    "Pay through Krungthai NEXT (QR code on page 2) or at any Counter Service",
    "Page 2 - Payment slip\nRef.1: 67104128  Ref.2: 12025\nAmount: 26,700.00 THB\n"
    "Scan the QR code with any Thai banking app before 22 August 2025",
]
UPGRADE_SLIDES = [
    ("แผนปรับปรุงอู่ช่างเสริฐ ปี 2568 (Garage upgrade plan)",
     "อู่ช่างเสริฐการช่าง นครศรีธรรมราช\nจัดทำโดย เสริฐ และ วิ กรกฎาคม 2568"),
    ("ทำไมต้องทำ (Why)", "งานเคลมประกันเพิ่มขึ้น แต่ต้องจ้างร้านนอกพ่นสี เฉลี่ยเดือนละประมาณ 25,000 บาท\n"
                          "ลิฟต์ยกรถมีตัวเดียว รถลูกค้ารอคิวเฉลี่ย 2 วัน\n"
                          "บริษัทประกันอีก 2 เจ้าจะรับเป็นอู่ในเครือ ถ้ามีห้องพ่นสีมาตรฐาน"),
    ("สิ่งที่จะทำ (Scope)", "ห้องพ่นสีและอบสี ขนาด 7 x 4 เมตร\nลิฟต์ยกรถ 2 เสา 4 ตัน เพิ่มอีก 1 ตัว\n"
                            "เครื่องสแกนวิเคราะห์ปัญหารถ (OBD scanner) 1 เครื่อง"),
    ("งบประมาณ (Budget)", "ห้องพ่นสีพร้อมติดตั้ง: 380,000 บาท\nลิฟต์ยกรถ 2 เสา: 85,000 บาท\n"
                          "เครื่องสแกน OBD: 45,000 บาท\nเดินไฟ 3 เฟส: 30,000 บาท\nสำรอง 10%: 54,000 บาท\n"
                          "รวมทั้งหมด: 594,000 บาท"),
    ("แหล่งเงิน (Funding)", "เงินเก็บของอู่: 250,000 บาท\nสินเชื่อ SME ธนาคารกรุงไทย: 350,000 บาท ผ่อน 5 ปี"),
    ("ไทม์ไลน์ (Timeline)", "ติดตั้งลิฟต์ตัวที่ 2: กันยายน 2568\nสร้างห้องพ่นสี: ตุลาคม - พฤศจิกายน 2568\n"
                            "เปิดใช้ห้องพ่นสี: 1 ธันวาคม 2568\nต้องยื่นขออนุญาตก่อสร้างกับเทศบาลก่อนเริ่มสร้าง"),
]
LIFT_TOP = [
    "บริษัท ช่างไทยเครื่องมือช่าง จำกัด",
    "99/12 ถนนกาญจนวนิช ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา 90110 โทร 074-221-508",
    "ใบเสนอราคา เลขที่ CT-2568/0719  วันที่ 15 กรกฎาคม 2568",
    "เรียน คุณประเสริฐ แก้วประดิษฐ์ (อู่ช่างเสริฐการช่าง)",
    "เรื่อง ลิฟต์ยกรถ 2 เสา พร้อมติดตั้ง",
]
LIFT_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "ลิฟต์ยกรถ 2 เสา 4 ตัน รุ่น TL-40 ระบบไฟฟ้า-ไฮดรอลิก", "1 ชุด", "78,000"),
    ("2", "ค่าติดตั้งและยึดพุกเคมี", "1 งาน", "6,500"),
    ("3", "ค่าขนส่ง หาดใหญ่-นครศรีธรรมราช", "1 เที่ยว", "3,500"),
    ("4", "ตู้ควบคุมไฟ 3 เฟส", "1 ชุด", "4,200"),
    ("", "รวม", "", "92,200"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "6,454"),
    ("", "รวมทั้งสิ้น", "", "98,654"),
]
LIFT_BOTTOM = [
    "พื้นคอนกรีตจุดติดตั้งต้องหนาไม่น้อยกว่า 15 เซนติเมตร",
    "รับประกันตัวลิฟต์ 2 ปี กระบอกไฮดรอลิก 1 ปี",
    "ชำระมัดจำ 30% เมื่อสั่งซื้อ ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ส่งของและติดตั้งภายใน 21 วันหลังได้รับมัดจำ",
    "ยืนราคา 45 วัน",
    "ผู้เสนอราคา นายชยพล ศรีทอง ฝ่ายขาย โทร 086-471-2203",
]
LAUNCH_EMAIL = """From: Thai Diag Tools Co., Ltd. <sales@thaidiagtools.co.th>
To: Wilaiwan Kaewpradit <changsert.garage@gmail.com>
Date: Wed, 9 Jul 2025 14:03:11 +0700
Subject: Quotation - LAUNCH X-431 PRO5 diagnostic scanner

Dear Khun Wi,

Thank you for your call. Our offer for Chang Sert Garage:

- LAUNCH X-431 PRO5 with SmartLink VCI: 42,900 THB (VAT included)
- Software updates: free for the first 2 years, then 6,500 THB per year
- Covers Japanese, European and Chinese makes, incl. Isuzu, Toyota, Honda, MG and BYD
- On-site training in Nakhon Si Thammarat: 1 day, free
- Warranty: 1 year
- 0% instalments over 10 months with a Krungthai credit card

This offer is valid until 15 August 2025.

Best regards,
Kittipong Saelim
Thai Diag Tools Co., Ltd. - Surat Thani
Tel. 077-285-316
"""
AUTEL_EMAIL = """From: Autel Thailand Dealer - Southern Tools <info@southerntools.co.th>
To: changsert.garage@gmail.com
Date: Mon, 4 Nov 2024 09:41:52 +0700
Subject: Quotation - Autel MaxiSys MS906 Pro

Dear Chang Sert Garage,

As requested, our price for the Autel MaxiSys MS906 Pro:

- Autel MaxiSys MS906 Pro tablet and VCI: 55,000 THB (VAT included)
- Software updates: free for 1 year, then 9,800 THB per year
- Warranty: 1 year
- Training: online only
- Delivery to Nakhon Si Thammarat: free

Best regards,
Somsak, Southern Tools, Hat Yai
Tel. 074-350-912
"""
ARUNEE_CHAT = """[LINE] ประวัติการแชทกับ คุณอรุณี Honda City
บันทึกเมื่อ: 21/07/2025 20:14

2025.07.03 วันพฤหัสบดี
09:12 คุณอรุณี สวัสดีค่ะ เมื่อวานโดนชนท้าย กันชนหลังยุบ ไฟท้ายข้างซ้ายแตก เคลมประกัน Southern Star ที่อู่ได้ไหมคะ
09:20 อู่ช่างเสริฐ (วิ) ได้ค่ะ อู่เราเป็นอู่ในเครือ Southern Star ค่ะ เอารถเข้ามาได้เลย พร้อมใบเคลมกับกรมธรรม์นะคะ
09:21 คุณอรุณี บ่ายนี้เข้าไปค่ะ
2025.07.04 วันศุกร์
14:05 อู่ช่างเสริฐ (วิ) ประเมินแล้วนะคะ เปลี่ยนกันชนหลังใหม่ ไฟท้ายซ้าย เซ็นเซอร์ถอยหลัง 1 ตัว ทำสีกันชน \
และเกลี่ยสีประตูหลัง ยอดที่ส่งให้ประกันคือ 21,700 บาทค่ะ
14:07 คุณอรุณี แล้วหนูต้องจ่ายเองเท่าไหร่คะ
14:10 อู่ช่างเสริฐ (วิ) ถ้าประกันอนุมัติ คุณอรุณีจ่ายแค่ค่าเสียหายส่วนแรก 1,000 บาทตามกรมธรรม์ค่ะ
2025.07.18 วันศุกร์
10:30 อู่ช่างเสริฐ (วิ) ประกันอนุมัติแล้วนะคะ แต่ไม่อนุมัติเซ็นเซอร์ถอยหลัง เขาว่าเสียมาก่อนชน \
ถ้าจะเปลี่ยนด้วย ค่าเซ็นเซอร์ 1,600 บาท คุณอรุณีจ่ายเองนะคะ
10:42 คุณอรุณี โอเคค่ะ เปลี่ยนด้วยเลยค่ะ
10:45 อู่ช่างเสริฐ (วิ) รถเสร็จวันพฤหัสบดีที่ 24 ก.ค. หลังบ่ายสองโมงนะคะ วันรับรถจ่ายรวม 2,600 บาท \
(ค่าเสียหายส่วนแรก 1,000 + เซ็นเซอร์ 1,600)
10:46 คุณอรุณี โอนได้ไหมคะ
10:47 อู่ช่างเสริฐ (วิ) ได้ค่ะ กรุงไทย 982-4-10927-0 ชื่อบัญชี ประเสริฐ แก้วประดิษฐ์
10:48 คุณอรุณี ขอบคุณค่ะ
"""
MEETING = """# ประชุมช่างประจำเดือน อู่ช่างเสริฐ วันจันทร์ที่ 7 กรกฎาคม 2568

ผู้เข้าร่วม: พี่เสริฐ, พี่วิ, ช่างต้น (หัวหน้าช่าง), ช่างบอย, ช่างเอ็ม, น้องฟิล์ม (ช่างฝึกหัด)

## เรื่องที่ตกลงกัน
- ปรับค่าแรงลูกค้าทั่วไปจากชั่วโมงละ 350 บาท เป็น 400 บาท ตั้งแต่ 1 สิงหาคม 2568 \
(นครขนส่งด่วนยังคิดตามสัญญาเดิมจนหมดปี)
- เปิดวันอาทิตย์ครึ่งวัน 08:30-12:00 เริ่ม 3 สิงหาคม 2568 ช่างผลัดกันมา คนละ 2 อาทิตย์ต่อเดือน \
ได้ค่าแรงพิเศษครั้งละ 500 บาท
- รับรถทุกคันต้องถ่ายรูปรอบคัน 4 มุม ส่งเข้ากลุ่มไลน์ "งานอู่" ก่อนเริ่มงาน \
(เดือนที่แล้วลูกค้าแย้งว่ารอยขีดข่วนเกิดที่อู่)
- ห้ามช่างรับงานซ่อมนอกอู่
- โบนัสกลางปีคนละ 3,000 บาท จ่ายวันที่ 15 กรกฎาคม 2568

## งานที่มอบหมาย
- ช่างต้น: ไปดูลิฟต์ยกรถรุ่น TL-40 ที่บริษัทช่างไทยเครื่องมือช่าง หาดใหญ่ ภายใน 20 ก.ค.
- ช่างบอย: รวมน้ำมันเครื่องใช้แล้วขายให้ร้านรับซื้อ (ลิตรละ 6 บาท) และขอใบรับซื้อไว้ทำเรื่องต่อใบอนุญาต
- พี่วิ: ยื่นต่อใบอนุญาตอู่กับเทศบาล
- น้องฟิล์ม: นับสต็อกกรองน้ำมันเครื่องกับผ้าเบรกทุกสิ้นเดือน

ประชุมครั้งหน้า: วันจันทร์ที่ 4 สิงหาคม 2568 เวลา 17:30 น.
"""
PRICE_LIST = """# ราคาค่าแรงมาตรฐาน อู่ช่างเสริฐการช่าง (ใช้ตั้งแต่ 1 สิงหาคม 2568)

ค่าแรงซ่อมทั่วไป ชั่วโมงละ 400 บาท (ลูกค้าบริษัทที่มีสัญญา คิดตามสัญญา)

| งาน | ค่าแรง (บาท) | หมายเหตุ |
|---|---|---|
| เปลี่ยนถ่ายน้ำมันเครื่อง + กรอง | 200 | น้ำมันและกรองคิดตามจริง |
| เปลี่ยนผ้าเบรกหน้า | 500 | |
| เปลี่ยนผ้าเบรกหลัง (ดรัมเบรก) | 700 | |
| ล้างปีกผีเสื้อ / ล้างหัวฉีด | 800 | |
| เปลี่ยนชุดคลัตช์ รถกระบะ | 3,500 | |
| ล้างแอร์รถยนต์ (ไม่รื้อตู้) | 1,200 | |
| ตรวจเช็กด้วยเครื่องสแกน | 300 | ฟรี ถ้าซ่อมที่อู่ |
| ตั้งศูนย์ถ่วงล้อ | 600 | |
| ทำสีต่อชิ้น (กันชน / ประตู) | 3,000-4,500 | ส่งร้านนอกจนกว่าห้องพ่นสีจะเสร็จ |

รับประกันงานซ่อม 3 เดือน หรือ 5,000 กม.
เวลาทำการ: จันทร์-เสาร์ 08:00-17:30 / อาทิตย์ 08:30-12:00 (เริ่ม 3 ส.ค. 68)
"""
LICENCE_LETTER = """ที่ นศ 52001/2271
สำนักงานเทศบาลนครนครศรีธรรมราช
ถนนราชดำเนิน ตำบลในเมือง อำเภอเมืองนครศรีธรรมราช จังหวัดนครศรีธรรมราช 80000

1 กรกฎาคม 2568

เรื่อง แจ้งให้ต่ออายุใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ
เรียน นายประเสริฐ แก้วประดิษฐ์ (อู่ช่างเสริฐการช่าง)

ตามที่ท่านได้รับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ ประเภทกิจการซ่อม เคาะ พ่นสีรถยนต์
ใบอนุญาตเลขที่ 118/2567 ซึ่งจะสิ้นอายุในวันที่ 31 สิงหาคม 2568 นั้น
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตภายในวันที่ 15 สิงหาคม 2568 ที่กองสาธารณสุขและสิ่งแวดล้อม ชั้น 2
พร้อมเอกสารดังนี้

1. สำเนาบัตรประจำตัวประชาชนและสำเนาทะเบียนบ้านของผู้ขอ
2. ใบอนุญาตฉบับเดิม
3. แผนผังแสดงที่ตั้งสถานประกอบการ
4. หลักฐานการกำจัดน้ำมันเครื่องใช้แล้ว (ใบรับซื้อจากผู้รับกำจัดหรือร้านรับซื้อ)

ค่าธรรมเนียมใบอนุญาต ปีละ 2,000 บาท (สถานประกอบการพื้นที่ไม่เกิน 200 ตารางเมตร)
หากยื่นหลังวันที่ใบอนุญาตสิ้นอายุ ต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม
อนึ่ง หากท่านจะก่อสร้างหรือต่อเติมห้องพ่นสี ต้องยื่นขออนุญาตก่อสร้างอาคารต่อกองช่างแยกต่างหาก
ก่อนเริ่มก่อสร้างไม่น้อยกว่า 45 วัน

สอบถามเพิ่มเติม กองสาธารณสุขและสิ่งแวดล้อม โทร 075-342-880
"""
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ธอส. (Mortgage)", 9800, "งวดที่ 85"),
        ("อาหาร (Food)", 14200, ""),
        ("ค่าใช้จ่ายภูมิที่มหาลัย (Phum's allowance)", 6000, "โอนทุกวันที่ 1"),
        ("ค่าไฟบ้าน (Home electricity)", 2340, ""),
        ("น้ำมันรถ (Fuel)", 3200, ""),
        ("มือถือและเน็ตบ้าน (Phones & internet)", 1197, ""),
        ("ประกันชีวิต (Life insurance)", 3100, ""),
        ("ทำบุญ (Merit making)", 1500, ""),
        ("ของใช้ในบ้าน (Household goods)", 2150, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ธอส. (Mortgage)", 9800, "งวดที่ 86"),
        ("อาหาร (Food)", 15600, ""),
        ("ค่าใช้จ่ายภูมิที่มหาลัย (Phum's allowance)", 6000, "โอนทุกวันที่ 1"),
        ("ค่าไฟบ้าน (Home electricity)", 2680, ""),
        ("น้ำมันรถ (Fuel)", 3450, ""),
        ("มือถือและเน็ตบ้าน (Phones & internet)", 1197, ""),
        ("ประกันชีวิต (Life insurance)", 3100, ""),
        ("ทำบุญเข้าพรรษา (Merit making, Buddhist Lent)", 2000, ""),
        ("ของใช้ในบ้าน (Household goods)", 2480, ""),
        ("ซ่อมหลังคาครัว (Kitchen roof repair)", 12500, "ฝนรั่ว ช่างหนึ่ง"),
    ],
}
DISTRACTORS = {
    "Garage/Contracts/ร่างสัญญา_นครขนส่ง_2568_ยังไม่เซ็น.txt":
        "ร่างสัญญาบริการซ่อมบำรุงรถ นครขนส่งด่วน ปี 2568 (ร่างที่เราเสนอไป พฤศจิกายน 2567 ยังไม่เซ็น)\n"
        "- จำนวนรถ 16 คัน\n- เปลี่ยนถ่ายน้ำมันเครื่อง: รถกระบะ 1,950 บาท / รถตู้ 2,450 บาท\n"
        "- ค่าแรงซ่อมทั่วไป ชั่วโมงละ 380 บาท\n- ชำระภายใน 15 วัน\n"
        "คุณวีระพงษ์ขอต่อราคาลง รอแก้ในฉบับจริง\n",
    "Garage/Accounts/รายรับอู่_2567_สรุปครึ่งปี.md":
        "# สรุปรายรับอู่ ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- รถเข้าซ่อมรวม 706 คัน\n- ค่าแรง: 571,400 บาท\n"
        "- ค่าอะไหล่: 842,900 บาท\n- งานเคลมประกัน: 248,700 บาท\n- รวม: 1,663,000 บาท\n"
        "- จ้างพ่นสีร้านนอก เฉลี่ยเดือนละ 19,800 บาท\n",
    "Garage/Upgrade/ใบเสนอราคา_ลิฟต์_ร้านเก่า_2566.txt":
        "ใบเสนอราคา ร้านนครเครื่องมือกล (ปี 2566 ตอนซื้อลิฟต์ตัวแรก)\n"
        "ลิฟต์ยกรถ 2 เสา 4 ตัน รุ่น NK-4000 ราคา 72,000 บาท รวมติดตั้ง\nภาษีมูลค่าเพิ่ม 7% 5,040 บาท\n"
        "รวมทั้งสิ้น 77,040 บาท\nรับประกัน 1 ปี\n",
    "Garage/Upgrade/ห้องพ่นสี_ไอเดียร่าง.md":
        "# ไอเดียห้องพ่นสี (ร่าง พฤษภาคม 2568)\n- ช่างจากสุราษฎร์ฯ บอกห้องพ่นสีสำเร็จรูปประมาณ 450,000 บาท แพงไป\n"
        "- ทำเองแบบโครงเหล็ก + พัดลมดูด งบสัก 300,000 บาท?\n- ลิฟต์ตัวที่สองรอปีหน้าก็ได้\n"
        "- ถามธนาคารเรื่องกู้ SME 200,000 บาท\n",
    "Garage/Bills/ค่าไฟอู่_มิย68_จดไว้.txt":
        "ค่าไฟอู่ เดือน มิ.ย. 68 (จดจากบิล)\nใช้ไป 2,105 หน่วย\nยอดที่ต้องจ่าย 9,870.25 บาท\n"
        "จ่ายแล้ว 10 ก.ค. ผ่านแอปกรุงไทย\n",
    "Family/Phum_fees_semester_2-2024.md":
        "# Phum - Walailak University fees, Semester 2/2024 (paid)\n\n- Tuition fee (flat rate): 18,500 THB\n"
        "- Dormitory, shared room: 6,900 THB\n- Total: 25,400 THB, paid on 10 January 2025\n",
}
WORKSPECT = {"todo.md": "- ยื่นต่อใบอนุญาตอู่ที่เทศบาลก่อน 15 ส.ค.\n- จ่ายค่าเทอมภูมิ\n"
                        "- ตอบช่างไทยเครื่องมือเรื่องลิฟต์\n- วางบิลนครขนส่ง 25 ก.ค.\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับอู่ช่างเสริฐการช่าง ม.ค.-มิ.ย. 2568 (Chang Sert Garage income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, cars, row in zip(MONTHS, CARS, INCOME):
        sheet.append([month, cars, *row, sum(row)])
    sheet.append(["รวม (Total)", sum(CARS), *(sum(column) for column in zip(*INCOME)), sum(map(sum, INCOME))])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(map(sum, INCOME)) - total, "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    garage = docs / "Garage"
    for sub in ("Contracts", "Accounts", "Claims", "Bills", "Upgrade", "Staff", "Letters"):
        (garage / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Household", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(garage / "Contracts" / "สัญญาบริการซ่อมบำรุง_นครขนส่งด่วน_2568.docx", FLEET_TOP, table=FLEET_RATES,
               bottom=FLEET_BOTTOM)
    (garage / "Contracts" / "สัญญาบริการ_นครขนส่งด่วน_2567.txt").write_text(FLEET_2567, encoding="utf-8")
    _accounts(garage / "Accounts" / "รายรับรายจ่ายอู่_2568.xlsx")
    make_pdf(garage / "Accounts" / "NakhonAutoParts_invoice_2025-07.pdf", PARTS_INVOICE)
    make_pdf(garage / "Claims" / "SouthernStar_claim_payment_Arunee_2025-07.pdf", CLAIM_PAGES)
    (garage / "Claims" / "LINE_คุณอรุณี_HondaCity.txt").write_text(ARUNEE_CHAT, encoding="utf-8")
    make_pdf(garage / "Bills" / "PEA_garage_bill_2025-07.pdf", PEA_JULY)
    write_slides(garage / "Upgrade" / "แผนปรับปรุงอู่_ห้องพ่นสี_2568.pptx", UPGRADE_SLIDES)
    write_docx(garage / "Upgrade" / "ใบเสนอราคา_ลิฟต์ยกรถ_ช่างไทยเครื่องมือ.docx", LIFT_TOP, table=LIFT_ITEMS,
               bottom=LIFT_BOTTOM)
    (garage / "Upgrade" / "LaunchX431_scanner_quote_email.txt").write_text(LAUNCH_EMAIL, encoding="utf-8")
    (garage / "Upgrade" / "Autel_scanner_quote_2024.txt").write_text(AUTEL_EMAIL, encoding="utf-8")
    (garage / "Staff" / "ประชุมช่าง_2568-07-07.md").write_text(MEETING, encoding="utf-8")
    (garage / "Staff" / "ราคาค่าแรงมาตรฐาน_2568.md").write_text(PRICE_LIST, encoding="utf-8")
    (garage / "Letters" / "หนังสือเทศบาล_ต่อใบอนุญาตอู่_2568.txt").write_text(LICENCE_LETTER, encoding="utf-8")
    write_spending(docs / "Household" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Family" / "Walailak_fee_invoice_Phum_1-2025.pdf", FEE_PAGES)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
