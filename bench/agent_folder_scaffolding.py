"""A blind test folder: the papers of คุณวรรณา ศรีสุข (Wanna Srisuk), who runs หจก. มั่นคงนั่งร้าน
(Mankhong Scaffolding Ltd., Part.), a scaffolding rental and installation firm in Si Racha, Chonburi.
She lives at 88/12 หมู่ 5 ต.สุรศักดิ์ with her husband สมศักดิ์, their son น้องภูมิ (ป.4 at
โรงเรียนศรีราชาสองภาษา / Sriracha Bilingual School) and looks after her mother นางบุญมี แสงทอง.
Every figure a task checks is written here.

Documents/
  งานลูกค้า/ใบเสนอราคา/QT041_ไทยรุ่งเรือง_ร่าง.docx   draft quote to Thai Rungruang Construction (not sent, older numbers)
  งานลูกค้า/ใบเสนอราคา/QT041_ไทยรุ่งเรือง_final.docx  the revised quote actually sent (280 frames, 130,219 baht)
  งานลูกค้า/ใบเสนอราคา/Quotation_EasternPalm_QT044.docx  English quote to Eastern Palm Resort, Pattaya (similar items)
  งานลูกค้า/ใบเสนอราคา/ใบเสนอราคา_บ้านคุณประเสริฐ.docx  small Thai quote for a house renovation
  งานลูกค้า/สัญญา/สัญญาเช่านั่งร้าน_ศรีราชาริเวอร์วิว.docx  6-month rental contract with a condo project
  งานลูกค้า/LINE_คุณเอก_ไทยรุ่งเรือง.txt  LINE chat where the customer changes the order after the quote
  งานลูกค้า/email_from_Napat_EasternPalm.txt  e-mail accepting quote QT-2568-044 with changes
  Suppliers/SiamSteel_pricelist_2025.pdf  this year's price list of Siam Steel Pipe Co., Ltd. (English)
  Suppliers/ใบราคา_สยามสตีลไพพ์_2567.docx  last year's price list of the same firm, in Thai
  Suppliers/invoice_SiamSteel_INV25-0412.pdf  April purchase invoice from Siam Steel
  Suppliers/ChonburiSafety_taxinvoice_CSS6803-118.pdf  safety gear invoice
  บัญชี/รายรับรายจ่าย_2568.xlsx  this year's book: income and expenses sheets (Jan-Jun)
  บัญชี/รายรับรายจ่าย_2567.xlsx  last year's book (12 months)
  บัญชี/ค่าแรงคนงาน_ม.ค.-มิ.ย.68.xlsx  wages, one row a worker, months as columns
  บัญชี/PEA_warehouse_May2025.pdf  warehouse electricity bill
  แผนงาน/แผนงานปี2569.pptx  slides: plan for next year
  หน้างาน/LINE_ช่างหนุ่ม.txt  LINE chat with the foreman: lost parts at the condo site (figures corrected next day)
  หน้างาน/stock_โกดัง_มิ.ย.68.md  warehouse stock count
  หน้างาน/site_safety_checklist.md  handover safety checklist
  รถ/pickup_insurance_renewal_2025.pdf  motor insurance renewal notice for the pickup
  บ้าน/electricity_bill_home_may2025.pdf  the house's electricity bill
  บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx  household spending, items as rows and months as columns
  บ้าน/ผ่อนบ้าน_ธอส.md  house loan note
  บ้าน/ภาษีปี2567_โน้ต.md  personal tax note
  บ้าน/แชทครอบครัว.txt  family LINE group
  บ้าน/แม่/health_insurance_renewal_mom.pdf  mother's health insurance renewal letter
  บ้าน/น้องภูมิ/school_fees_term1_2025.pdf  son's term 1 fee statement
  บ้าน/น้องภูมิ/หนังสือแจ้งทัศนศึกษา_ป4.docx  school trip letter
  บ้าน/สูตรน้ำพริกกะปิแม่.txt  a recipe (distractor)
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "หน่วย", "ค่าเช่า/หน่วย/เดือน (บาท)", "จำนวนเดือน", "รวม (บาท)")

DRAFT_TOP = [
    "ฉบับร่าง (DRAFT) - ยังไม่ได้ส่งลูกค้า",
    "หจก. มั่นคงนั่งร้าน  145 หมู่ 3 ต.บึง อ.ศรีราชา จ.ชลบุรี 20230  โทร 081-752-4410",
    "ใบเสนอราคา เลขที่ QT-2568-041   วันที่ 2 มิถุนายน 2568",
    "เรียน คุณเอกชัย พูลผล  บริษัท ไทยรุ่งเรืองก่อสร้าง จำกัด",
    "โครงการ: อาคารพาณิชย์ 4 ชั้น ถนนสุขุมวิท ศรีราชา  ระยะเวลาเช่า 3 เดือน",
]
DRAFT_TABLE = [
    QUOTE_HEAD,
    ("เฟรมนั่งร้าน 1.7 ม.", "240", "ชุด", "45", "3", "32,400"),
    ("กากบาท (ค้ำยัน)", "480", "อัน", "12", "3", "17,280"),
    ("แม่แรงฐาน (Jack base)", "96", "ตัว", "15", "3", "4,320"),
    ("แผ่นทางเดิน (Catwalk)", "120", "แผ่น", "35", "3", "12,600"),
    ("ค่าติดตั้งและรื้อถอน", "1", "งาน", "เหมา", "-", "38,000"),
    ("ค่าขนส่งไป-กลับ", "2", "เที่ยว", "4,500", "-", "9,000"),
]
DRAFT_BOTTOM = [
    "รวมเป็นเงิน 113,600 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 7,952 บาท",
    "รวมทั้งสิ้น 121,552 บาท",
    "ยืนราคา 30 วัน  มัดจำ 30% ก่อนเข้าติดตั้ง",
]
FINAL_TOP = [
    "หจก. มั่นคงนั่งร้าน (Mankhong Scaffolding Ltd., Part.)",
    "145 หมู่ 3 ต.บึง อ.ศรีราชา จ.ชลบุรี 20230  โทร 081-752-4410  เลขประจำตัวผู้เสียภาษี 0203561004417",
    "ใบเสนอราคา เลขที่ QT-2568-041 (ฉบับแก้ไข)   วันที่ 6 มิถุนายน 2568",
    "เรียน คุณเอกชัย พูลผล  บริษัท ไทยรุ่งเรืองก่อสร้าง จำกัด (Thai Rungruang Construction Co., Ltd.)",
    "โครงการ: อาคารพาณิชย์ 4 ชั้น ถนนสุขุมวิท ศรีราชา (รวมอาคารด้านหลัง)  ระยะเวลาเช่า 3 เดือน",
    "กำหนดเข้าติดตั้ง 16 มิถุนายน 2568",
]
FINAL_TABLE = [
    QUOTE_HEAD,
    ("เฟรมนั่งร้าน 1.7 ม.", "280", "ชุด", "45", "3", "37,800"),
    ("กากบาท (ค้ำยัน)", "560", "อัน", "12", "3", "20,160"),
    ("แม่แรงฐาน (Jack base)", "112", "ตัว", "15", "3", "5,040"),
    ("แผ่นทางเดิน (Catwalk)", "140", "แผ่น", "35", "3", "14,700"),
    ("ค่าติดตั้งและรื้อถอน", "1", "งาน", "เหมา", "-", "35,000"),
    ("ค่าขนส่งไป-กลับ", "2", "เที่ยว", "4,500", "-", "9,000"),
]
FINAL_BOTTOM = [
    "รวมเป็นเงิน 121,700 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 8,519 บาท",
    "รวมทั้งสิ้น 130,219 บาท (หนึ่งแสนสามหมื่นสองร้อยสิบเก้าบาทถ้วน)",
    "เงื่อนไข: มัดจำ 40,000 บาท ก่อนเข้าติดตั้ง ส่วนที่เหลือชำระเป็นรายเดือน",
    "ของสูญหายหรือชำรุดคิดตามราคาในสัญญา  ยืนราคา 30 วัน",
    "ผู้เสนอราคา วรรณา ศรีสุข (หุ้นส่วนผู้จัดการ)",
]
EASTERN_TOP = [
    "Mankhong Scaffolding Ltd., Part.",
    "145 Moo 3, Bueng, Si Racha, Chonburi 20230  Tel. 081-752-4410",
    "QUOTATION No. QT-2568-044    Date: 12 June 2025",
    "To: Khun Napat Wongsuwan, Facilities Manager, Eastern Palm Resort, Pattaya",
    "Project: scaffolding for facade repainting, Building B (6 floors). Rental period: 2 months",
]
EASTERN_TABLE = [
    ("Item", "Qty", "Unit", "Rent/unit/month (THB)", "Months", "Amount (THB)"),
    ("Frame scaffold 1.7 m", "150", "set", "45", "2", "13,500"),
    ("Cross brace", "300", "pc", "12", "2", "7,200"),
    ("Jack base", "60", "pc", "15", "2", "1,800"),
    ("Catwalk plank", "80", "pc", "35", "2", "5,600"),
    ("Installation and dismantling", "1", "job", "lump sum", "-", "24,000"),
    ("Transport (round trip)", "2", "trip", "5,500", "-", "11,000"),
]
EASTERN_BOTTOM = [
    "Subtotal 63,100 THB",
    "VAT 7% 4,417 THB",
    "Grand total 67,517 THB",
    "Terms: 50% deposit before installation, balance on dismantling. Quotation valid 30 days.",
    "Wanna Srisuk, Managing Partner",
]
PRASERT_TOP = [
    "หจก. มั่นคงนั่งร้าน  โทร 081-752-4410",
    "ใบเสนอราคา เลขที่ QT-2568-039   วันที่ 28 พฤษภาคม 2568",
    "เรียน คุณประเสริฐ แก้วมณี  บ้านเลขที่ 59/3 ซอยวัดวังหิน ศรีราชา",
    "งาน: นั่งร้านสำหรับทาสีและซ่อมหลังคาบ้าน 2 ชั้น  ระยะเวลาเช่า 1 เดือน",
]
PRASERT_TABLE = [
    QUOTE_HEAD,
    ("เฟรมนั่งร้าน 1.7 ม.", "40", "ชุด", "45", "1", "1,800"),
    ("กากบาท (ค้ำยัน)", "80", "อัน", "12", "1", "960"),
    ("แม่แรงฐาน (Jack base)", "16", "ตัว", "15", "1", "240"),
    ("แผ่นทางเดิน (Catwalk)", "20", "แผ่น", "35", "1", "700"),
    ("ค่าติดตั้งและรื้อถอน", "1", "งาน", "เหมา", "-", "6,000"),
    ("ค่าขนส่งไป-กลับ", "2", "เที่ยว", "1,500", "-", "3,000"),
]
PRASERT_BOTTOM = ["รวมเป็นเงิน 12,700 บาท", "ภาษีมูลค่าเพิ่ม 7% 889 บาท", "รวมทั้งสิ้น 13,589 บาท",
                  "ชำระเต็มจำนวนวันเข้าติดตั้ง"]
CONTRACT = [
    "สัญญาเช่านั่งร้านและติดตั้ง",
    "ทำที่ หจก. มั่นคงนั่งร้าน อ.ศรีราชา จ.ชลบุรี  วันที่ 25 มีนาคม 2568",
    "ผู้ให้เช่า: ห้างหุ้นส่วนจำกัด มั่นคงนั่งร้าน โดย นางวรรณา ศรีสุข หุ้นส่วนผู้จัดการ",
    "ผู้เช่า: บริษัท ศรีราชา ริเวอร์วิว จำกัด โดย นายธีระ ชัยมงคล กรรมการผู้มีอำนาจ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าและติดตั้งนั่งร้านเฟรม 1.7 ม. จำนวน 620 ชุด พร้อมกากบาท แม่แรงฐาน และแผ่นทางเดิน"
    " สำหรับโครงการคอนโดมิเนียม ศรีราชา ริเวอร์วิว 8 ชั้น ถนนเจิมจอมพล ศรีราชา",
    "ข้อ 2. ระยะเวลาเช่า 6 เดือน ตั้งแต่วันที่ 1 เมษายน 2568 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ค่าเช่ารวมค่าติดตั้งเดือนละ 68,500 บาท (ไม่รวมภาษีมูลค่าเพิ่ม) ชำระภายใน 7 วันนับจากวันที่ได้รับใบแจ้งหนี้",
    "ข้อ 4. ผู้เช่าวางเงินประกันความเสียหาย 137,000 บาท (เท่ากับค่าเช่า 2 เดือน) คืนภายใน 15 วันหลังรื้อถอนและตรวจนับอุปกรณ์",
    "ข้อ 5. อุปกรณ์สูญหายหรือชำรุดจนใช้การไม่ได้ ผู้เช่าต้องชดใช้ เฟรมชุดละ 1,200 บาท กากบาทอันละ 250 บาท"
    " แม่แรงฐานตัวละ 350 บาท แผ่นทางเดินแผ่นละ 800 บาท",
    "ข้อ 6. ชำระค่าเช่าล่าช้า คิดค่าปรับร้อยละ 1.5 ต่อเดือนของยอดค้างชำระ",
    "ข้อ 7. ห้ามผู้เช่าดัดแปลงหรือย้ายนั่งร้านเอง การย้ายจุดติดตั้งต้องแจ้งผู้ให้เช่าล่วงหน้า 3 วัน",
    "ข้อ 8. ผู้ให้เช่ารับผิดชอบตรวจความปลอดภัยนั่งร้านทุก 2 สัปดาห์",
    "ข้อ 9. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ ................ ผู้ให้เช่า (นางวรรณา ศรีสุข)    ลงชื่อ ................ ผู้เช่า (นายธีระ ชัยมงคล)",
]
PRICELIST_2025 = [
    "Siam Steel Pipe Co., Ltd.\n99 Moo 7, Sukhumvit Road, Ban Bueng, Chonburi 20170\n"
    "PRICE LIST 2025 - Scaffolding Products\nEffective 1 January 2025 until further notice\n"
    "Prices in THB per unit, excluding VAT 7%\n\n"
    "Code    Item                              Price\n"
    "SF-17   Frame scaffold 1.7 m (set)        1,150\n"
    "SF-12   Frame scaffold 1.2 m (set)          890\n"
    "CB-01   Cross brace                         210\n"
    "JB-60   Jack base 60 cm                     320\n"
    "UH-60   U-head 60 cm                        340\n"
    "CW-18   Catwalk steel plank 1.8 m           780\n"
    "CP-SW   Swivel coupler                       65\n"
    "JP-01   Joint pin                            28",
    "Conditions\nMinimum order 20,000 THB.\nFree delivery within Chonburi for orders over 50,000 THB.\n"
    "Payment: credit 30 days for registered customers.\nContact: Ms. Kanokwan (Sales) 038-311-250",
]
PRICELIST_2567_TOP = [
    "บริษัท สยามสตีลไพพ์ จำกัด",
    "99 หมู่ 7 ถนนสุขุมวิท อ.บ้านบึง จ.ชลบุรี 20170",
    "ใบราคาสินค้า นั่งร้านและอุปกรณ์ ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "ราคาต่อหน่วย (บาท) ยังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]
PRICELIST_2567_TABLE = [
    ("รหัส", "รายการ", "ราคา (บาท)"),
    ("SF-17", "เฟรมนั่งร้าน 1.7 ม. (ชุด)", "1,080"),
    ("SF-12", "เฟรมนั่งร้าน 1.2 ม. (ชุด)", "850"),
    ("CB-01", "กากบาท", "195"),
    ("JB-60", "แม่แรงฐาน 60 ซม.", "300"),
    ("UH-60", "ยูเฮด 60 ซม.", "320"),
    ("CW-18", "แผ่นทางเดินเหล็ก 1.8 ม.", "740"),
    ("CP-SW", "แคล้มป์หมุน", "60"),
    ("JP-01", "ข้อต่อ (Joint pin)", "25"),
]
PRICELIST_2567_BOTTOM = ["สั่งขั้นต่ำ 20,000 บาท  ส่งฟรีในเขตชลบุรีเมื่อสั่งเกิน 50,000 บาท",
                         "ติดต่อ คุณกนกวรรณ ฝ่ายขาย 038-311-250"]
STEEL_INVOICE = [
    "Siam Steel Pipe Co., Ltd.\nTAX INVOICE / INVOICE\nInvoice No.: INV25-0412\nDate: 14 April 2025\n"
    "Bill to: Mankhong Scaffolding Ltd., Part.\n145 Moo 3, Bueng, Si Racha, Chonburi 20230\n"
    "Customer PO: PO-MK-2568-007\n\n"
    "Item                           Qty     Unit price     Amount\n"
    "Frame scaffold 1.7 m (set)     100       1,150       115,000\n"
    "Cross brace                    200         210        42,000\n"
    "Jack base 60 cm                 40         320        12,800\n\n"
    "Subtotal: 169,800.00 THB\nVAT 7%: 11,886.00 THB\nTotal amount: 181,686.00 THB\n"
    "Payment terms: credit 30 days\nDue date: 14 May 2025\n"
    "Bank transfer: Kasikornbank, Ban Bueng branch, A/C 123-4-56789-0",
]
SAFETY_INVOICE = [
    "Chonburi Safety Supply Co., Ltd.\nTAX INVOICE No. CSS-6803-118\nDate: 18 March 2025\n"
    "Customer: Mankhong Scaffolding Ltd., Part.\n\n"
    "Full body harness, double hook   12 x 1,450 = 17,400\n"
    "Safety helmet (white)            20 x   185 =  3,700\n"
    "Safety net 3 x 10 m              10 x   690 =  6,900\n\n"
    "Subtotal 28,000.00\nVAT 7% 1,960.00\nTotal 29,960.00 THB\nPaid by bank transfer on 20 March 2025. Thank you.",
]
WAREHOUSE_BILL = [
    "Provincial Electricity Authority (PEA) - Si Racha Branch\nELECTRICITY BILL - May 2025\n"
    "Customer: Mankhong Scaffolding Ltd., Part. (warehouse)\nAddress: 145 Moo 3, Bueng, Si Racha, Chonburi\n"
    "CA No.: 020098765432\nMeter reading period: 27 April 2025 - 27 May 2025\nUnits used: 1,120 kWh\n"
    "Energy charge: 4,752.30 THB\nFt charge: 260.96 THB\nVAT 7%: 350.93 THB\nAmount due: 5,364.19 THB\n"
    "Due date: 10 June 2025",
]
HOME_BILL = [
    "Provincial Electricity Authority (PEA) - Si Racha Branch\nELECTRICITY BILL - May 2025\n"
    "Customer: Wanna Srisuk\nAddress: 88/12 Moo 5, Surasak, Si Racha, Chonburi\n"
    "CA No.: 020012345678\nMeter reading period: 27 April 2025 - 27 May 2025\nUnits used: 486 kWh\n"
    "Energy charge: 2,053.72 THB\nFt charge: 113.15 THB\nVAT 7%: 151.68 THB\nAmount due: 2,318.55 THB\n"
    "Due date: 10 June 2025",
]
TRUCK_INSURANCE = [
    "Chao Phraya Insurance PCL\nMOTOR INSURANCE RENEWAL NOTICE\nDate: 20 June 2025\n"
    "To: Mankhong Scaffolding Ltd., Part., 145 Moo 3, Bueng, Si Racha, Chonburi\n\n"
    "Policy No.: CPI-MV-2568-55321\nVehicle: Isuzu D-Max Spark 1.9 pickup, registration 3KK 4521 Chonburi\n"
    "Coverage: Type 1 (own damage, theft, fire, third party)\nSum insured: 650,000 THB\n"
    "Current policy ends: 30 July 2025\nNo-claim discount: 20%\n"
    "Renewal premium (incl. VAT and stamp duty): 18,900 THB\n"
    "Please pay before 30 July 2025 to keep your cover without a gap.\n"
    "Agent: Mr. Prasit, tel. 089-441-2207",
]
MOM_INSURANCE = [
    "Thai Sukjai Life Assurance PCL\nPREMIUM RENEWAL NOTICE\nDate: 1 July 2025\n\n"
    "Policy owner: Mrs. Wanna Srisuk\nInsured: Mrs. Boonmee Saengthong (age 68)\nPolicy No.: TSL-HP-0098812\n"
    "Plan: Health Plus Silver (in-patient)\nIn-patient cover: up to 500,000 THB per year\n"
    "Room and board: up to 3,000 THB per day\n\n"
    "Annual premium for the new policy year: 24,780 THB\n"
    "(last year: 21,960 THB; the premium changes because the insured moves to the age band 66-70)\n"
    "Due date: 15 August 2025\nGrace period: 31 days after the due date.\n"
    "Pay at any branch, by bank transfer or by credit card. Contact: 02-118-5500",
]
SCHOOL_FEES = [
    "Sriracha Bilingual School\nSTATEMENT OF FEES - Academic Year 2025, Term 1\nDate: 25 April 2025\n\n"
    "Student: Phum Srisuk   Grade 4 (P.4/2)   Student ID 61207\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee                  38,500\nEnglish programme fee         6,000\nLunch and snacks              4,200\n"
    "Books and uniform             3,150\nStudent accident insurance      450\n"
    "TOTAL                        52,300 THB\n\n"
    "Please pay by 20 May 2025. A late fee of 500 THB applies after the due date.\n"
    "Term 1 starts on 19 May 2025.",
]
TRIP_LETTER = [
    "โรงเรียนศรีราชาสองภาษา",
    "ที่ ศสภ. 215/2568    วันที่ 20 มิถุนายน 2568",
    "เรื่อง ขออนุญาตนำนักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้นประถมศึกษาปีที่ 4",
    "ด้วยโรงเรียนกำหนดนำนักเรียนชั้น ป.4 ไปทัศนศึกษา ณ องค์การพิพิธภัณฑ์วิทยาศาสตร์แห่งชาติ (อพวช.) คลองห้า จ.ปทุมธานี"
    " ในวันศุกร์ที่ 18 กรกฎาคม 2568 ออกเดินทางเวลา 06.30 น. และกลับถึงโรงเรียนประมาณ 18.00 น.",
    "ค่าใช้จ่ายคนละ 950 บาท (รวมค่ารถบัส อาหารกลางวัน และค่าเข้าชม)",
    "ขอให้ผู้ปกครองชำระเงินพร้อมส่งใบยินยอมที่ครูประจำชั้นภายในวันที่ 4 กรกฎาคม 2568",
    "ให้นักเรียนแต่งชุดพละ นำขวดน้ำและยาประจำตัวมาด้วย",
    "จึงเรียนมาเพื่อโปรดทราบ",
    "(นางสาวพิมพ์ชนก ใจงาม) หัวหน้าฝ่ายวิชาการ",
]
PLAN_SLIDES = [
    ("แผนงานปี 2569 - หจก. มั่นคงนั่งร้าน", "จัดทำโดย วรรณา ศรีสุข\nประชุมทีม 28 มิถุนายน 2568"),
    ("ยอดขาย", "เป้ายอดขายปี 2569: 4.8 ล้านบาท\nคาดการณ์ปี 2568: 3.9 ล้านบาท\nโตขึ้นประมาณ 23%"),
    ("ลงทุนอุปกรณ์", "ซื้อเฟรมนั่งร้าน 1.7 ม. เพิ่ม 300 ชุด งบ 420,000 บาท\nซื้อแผ่นทางเดินเพิ่ม 150 แผ่น งบ 120,000 บาท\n"
                     "รถบรรทุก 6 ล้อมือสอง งบไม่เกิน 1.25 ล้านบาท (ไตรมาส 2)"),
    ("คนและความปลอดภัย", "รับช่างติดตั้งเพิ่ม 3 คน\nอบรมการทำงานบนที่สูงทุกไตรมาส\n"
                         "เปลี่ยนเข็มขัดนิรภัยชุดเก่าทั้งหมดภายใน มี.ค. 2569"),
    ("ตลาด", "เจาะกลุ่มโรงงานในนิคมอมตะซิตี้และท่าเรือแหลมฉบัง\nทำเพจ Facebook และ LINE OA\n"
             "ลูกค้าประจำ: ไทยรุ่งเรืองก่อสร้าง, ศรีราชา ริเวอร์วิว"),
]

LINE_EK = """[LINE] แชทกับ เอกชัย ไทยรุ่งเรือง
[03/06/2568 09:12] เอกชัย ไทยรุ่งเรือง: พี่วรรณครับ ได้ร่างใบเสนอราคาแล้วนะ งานตึกสุขุมวิท
[03/06/2568 09:13] เอกชัย ไทยรุ่งเรือง: เจ้าของเพิ่มงานตึกด้านหลังด้วยครับ ขอเฟรมเป็น 280 ชุดนะครับ กากบาทกับแผ่นทางเดินเพิ่มตามสัดส่วน
[03/06/2568 09:20] วรรณา: ได้ค่ะ เดี๋ยวแก้ให้ แผ่นทางเดินเป็น 140 แผ่นนะคะ
[03/06/2568 09:25] เอกชัย ไทยรุ่งเรือง: ค่าติดตั้งลดหน่อยได้ไหมครับ 35,000 ได้มั้ย
[03/06/2568 09:40] วรรณา: ได้ค่ะ 35,000 เพราะเป็นลูกค้าประจำ ส่งใบแก้ไขให้ภายในวันศุกร์นะคะ
[06/06/2568 16:02] วรรณา: ส่งใบเสนอราคาฉบับแก้ไขทางอีเมลแล้วนะคะ ยอดรวม 130,219 บาท
[10/06/2568 11:31] เอกชัย ไทยรุ่งเรือง: พี่ครับ ผู้รับเหมาหลังคายังไม่เสร็จ ขอเลื่อนเข้าติดตั้งจาก 16 มิ.ย. เป็น 23 มิ.ย. ได้ไหมครับ
[10/06/2568 11:35] วรรณา: ได้ค่ะ 23 มิ.ย. เข้าได้ 8 โมงเช้า
[10/06/2568 11:40] เอกชัย ไทยรุ่งเรือง: แล้วขอแผ่นทางเดินเพิ่มอีก 20 แผ่นนะครับ รวมเป็น 160 แผ่น ด้านหลังแคบต้องวางเยอะ
[10/06/2568 11:42] วรรณา: รับทราบค่ะ แผ่นทางเดิน 160 แผ่น ส่วนเพิ่มคิดแผ่นละ 35 บาท/เดือนเหมือนเดิม
[10/06/2568 11:43] เอกชัย ไทยรุ่งเรือง: มัดจำ 40,000 โอนพรุ่งนี้นะครับ
[11/06/2568 10:05] เอกชัย ไทยรุ่งเรือง: [รูปภาพ] โอนมัดจำแล้วครับ
"""
LINE_FOREMAN = """[LINE] แชทกับ ช่างหนุ่ม
[02/06/2568 17:45] ช่างหนุ่ม: พี่วรรณครับ รื้อนั่งร้านฝั่งทิศเหนือคอนโดศรีราชาริเวอร์วิวเสร็จแล้ว นับของแล้วเฟรมหาย 6 ชุด กากบาทหาย 14 อัน
[02/06/2568 17:46] ช่างหนุ่ม: แม่แรงฐานกับแผ่นทางเดินครบครับ
[02/06/2568 18:02] วรรณา: โอเค เดี๋ยวพี่เรียกเก็บตามสัญญา ถ่ายรูปไว้ด้วยนะ
[03/06/2568 08:10] ช่างหนุ่ม: พี่ครับ เช้านี้เจอเฟรมอีก 2 ชุด กองอยู่หลังตึก สรุปเฟรมหายจริง 4 ชุดครับ กากบาทยังหาย 14 อันเท่าเดิม
[03/06/2568 08:30] วรรณา: โอเค งั้นเก็บเฟรม 4 ชุด ชุดละ 1,200 กับกากบาท 14 อัน อันละ 250 รวมเรียกเก็บ 8,300 บาทนะ
[03/06/2568 08:31] ช่างหนุ่ม: ครับพี่ พรุ่งนี้ผมพาเปี๊ยกกับต้นไปงานบ้านคุณประเสริฐต่อเลย
[04/06/2568 19:15] ช่างหนุ่ม: บ้านคุณประเสริฐตั้งเสร็จแล้วครับ ใช้เฟรม 40 ชุดพอดี
"""
EMAIL_EASTERN = """From: Napat Wongsuwan <napat.w@easternpalmresort.co.th>
To: Wanna Srisuk <wanna@mankhongscaffold.co.th>
Date: Mon, 16 Jun 2025 10:42 +0700
Subject: RE: Quotation QT-2568-044 - scaffolding for facade repainting

Dear Khun Wanna,

Thank you for the quotation. The management has approved it and we would like to go ahead.
Two changes, please:
1. The painters need more time, so please make the rental period 3 months instead of 2.
2. We would like installation to start on Monday 7 July 2025.

Please send a revised quotation and the deposit invoice in the name of Eastern Palm Resort Co., Ltd.,
tax ID 0205548012345, 222/9 Moo 10, Nongprue, Bang Lamung, Chonburi 20150.

Site contact: Khun Dech (chief engineer), 086-390-1124.

Best regards,
Napat Wongsuwan
Facilities Manager, Eastern Palm Resort
"""
STOCK = """# นับสต็อกโกดัง 30 มิ.ย. 68

| รายการ | มีทั้งหมด | ออกไซต์ | เหลือในโกดัง |
|---|---|---|---|
| เฟรม 1.7 ม. | 1,450 ชุด | 980 ชุด | 470 ชุด |
| เฟรม 1.2 ม. | 220 ชุด | 60 ชุด | 160 ชุด |
| กากบาท | 2,900 อัน | 1,960 อัน | 940 อัน |
| แม่แรงฐาน | 560 ตัว | 392 ตัว | 168 ตัว |
| แผ่นทางเดิน | 610 แผ่น | 420 แผ่น | 190 แผ่น |

- เฟรมชำรุดรอเชื่อม 18 ชุด (ไม่นับรวมข้างบน)
- ไซต์ที่ของออกอยู่: ศรีราชาริเวอร์วิว, ไทยรุ่งเรือง สุขุมวิท, บ้านคุณประเสริฐ
- เดือนหน้าต้องกันของไว้ให้ Eastern Palm 150 ชุด
"""
SAFETY_CHECKLIST = """# Site safety checklist (before handover to customer)

- [ ] Jack bases on sole boards, ground level and firm
- [ ] Every frame has 2 cross braces, joint pins locked
- [ ] Catwalk planks hooked on both ends, no gaps over 5 cm
- [ ] Guard rail 1 m high on every working level
- [ ] Tie to building every 4 m height / 6 m length
- [ ] Safety net on the side facing the road
- [ ] Green tag signed by foreman (ช่างหนุ่ม) and date written
- [ ] Photos sent to customer LINE group
"""
LOAN = """# ผ่อนบ้าน ธอส.

- บ้านเลขที่ 88/12 หมู่ 5 ต.สุรศักดิ์ ศรีราชา
- กู้ 2,100,000 บาท เมื่อ ส.ค. 2562 ระยะ 25 ปี
- ผ่อนเดือนละ 14,200 บาท ตัดบัญชีทุกวันที่ 5
- ดอกเบี้ยปีนี้ 3.25% (คงที่ถึง ก.ค. 69 แล้วลอยตัว)
- ยอดเงินต้นคงเหลือ ณ 30 มิ.ย. 68: 1,236,000 บาท
- ถ้าโปะเพิ่มปีละ 100,000 จะหมดเร็วขึ้นประมาณ 7 ปี (เจ้าหน้าที่ธนาคารคำนวณให้)
"""
TAX = """# ภาษีปี 2567 (ยื่นแล้ว มี.ค. 68)

- เงินได้จากส่วนแบ่งกำไร หจก. + เงินเดือนหุ้นส่วน 30,000/เดือน
- ลดหย่อนบุตร (น้องภูมิ) 30,000
- ลดหย่อนเลี้ยงดูแม่ 30,000 + ประกันสุขภาพแม่ 15,000
- ประกันสังคม 9,000
- ได้คืนภาษี 4,860 บาท เข้าบัญชีแล้ว 22 เม.ย. 68
"""
FAMILY_CHAT = """[LINE] กลุ่ม บ้านเรา 🏠
[15/05/2568 12:10] สมศักดิ์: โอนค่าเทอมน้องภูมิแล้วนะ
[15/05/2568 12:14] วรรณา: ขอบคุณค่ะพ่อ เก็บสลิปไว้ด้วยนะ
[02/06/2568 19:30] แม่บุญมี: วันที่ 12 มิ.ย. แม่มีนัดหมอตา โรงพยาบาลสมิติเวช ศรีราชา 9 โมง
[02/06/2568 19:41] วรรณา: หนูพาไปเองค่ะแม่ พ่อต้องไปไซต์
[21/06/2568 18:05] สมศักดิ์: น้องภูมิได้ใบทัศนศึกษามา อยู่ในกระเป๋านะ
[21/06/2568 18:20] วรรณา: เห็นแล้ว เดี๋ยวแม่จ่ายเอง
[28/06/2568 20:02] สมศักดิ์: เดือนหน้าอย่าลืมต่อประกันรถกระบะนะ
"""
RECIPE = """น้ำพริกกะปิสูตรแม่
กะปิ 1 ช้อนโต๊ะ (ย่างไฟก่อน)
กระเทียม 5 กลีบ พริกขี้หนู 10 เม็ด
มะนาว 2 ลูก น้ำตาลปี๊บ 1 ช้อนชา
มะเขือพวงบุบ ๆ ใส่ตอนท้าย
กินกับปลาทู ผักลวก
"""
WORKSPECT = {"todo.md": "- โทรทวงค่าของหาย 8,300 บาท ศรีราชาริเวอร์วิว\n"
                        "- ส่งใบเสนอราคาแก้ไขให้ Eastern Palm (3 เดือน)\n"
                        "- ต่อประกันรถกระบะก่อน 30 ก.ค.\n"
                        "- จ่ายค่าทัศนศึกษาน้องภูมิ\n"
                        "- ต่อประกันสุขภาพแม่\n"}

INCOME_HEAD = ["เดือน (Month)", "ค่าเช่านั่งร้าน (Rental)", "ค่าติดตั้ง/รื้อถอน (Installation)", "รวมรายรับ (Total income)"]
EXPENSE_HEAD = ["เดือน (Month)", "ค่าแรง (Wages)", "ค่าน้ำมัน (Fuel)", "ซื้ออุปกรณ์ (Equipment)", "อื่นๆ (Other)",
                "รวมรายจ่าย (Total expenses)"]
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
INCOME_2568 = [(182400, 96000), (175900, 88500), (214600, 121000), (248300, 134500), (231750, 112000),
               (266200, 142800)]
EXPENSE_2568 = [(66150, 14200, 0, 8400), (67350, 13100, 0, 7900), (72400, 15800, 28000, 9600),
                (76050, 16900, 169800, 10200), (77975, 15400, 0, 9100), (79175, 17300, 0, 11500)]
INCOME_2567 = [(150200, 78000), (148600, 72500), (171300, 95000), (189450, 101200), (176800, 88000),
               (193500, 104600), (168900, 79500), (158200, 74000), (149700, 70200), (201600, 112300),
               (223400, 126500), (187300, 98700)]
EXPENSE_2567 = [(58200, 12100, 0, 7200), (57600, 11800, 0, 6900), (61300, 13400, 96000, 8100),
                (63800, 14100, 0, 8600), (62100, 13300, 0, 7700), (64400, 14600, 0, 9300),
                (60900, 12700, 0, 8200), (59800, 12200, 45000, 7900), (58700, 11900, 0, 7400),
                (66500, 15200, 0, 9800), (69200, 16100, 120000, 10400), (65100, 14300, 0, 12600)]
WAGES = [
    ("สุรชัย ทองดี (ช่างหนุ่ม)", "หัวหน้าช่าง", [18000, 18000, 19500, 19500, 21000, 19500]),
    ("ประวิทย์ มีสุข (เปี๊ยก)", "ช่างติดตั้ง", [12600, 11700, 13500, 14400, 13950, 14850]),
    ("ต้น สายทอง", "ช่างติดตั้ง", [11400, 12000, 12600, 13200, 12300, 13800]),
    ("ดำ (แรงงานรายวัน)", "ผู้ช่วยช่าง", [9150, 10650, 11800, 13950, 15725, 16025]),
    ("อู๋ บุญมา", "คนขับรถ", [15000, 15000, 15000, 15000, 15000, 15000]),
]
HOUSEHOLD = [
    ("ค่าไฟบ้าน (Electricity)", [1986, 2045, 2412, 2876, 2318.55]),
    ("ค่าน้ำ (Water)", [280, 265, 310, 345, 330]),
    ("เน็ต+มือถือ (Internet & phone)", [1199, 1199, 1199, 1199, 1199]),
    ("กับข้าว/ตลาด (Food)", [12500, 11800, 13200, 14600, 12900]),
    ("ผ่อนบ้าน ธอส. (House loan)", [14200, 14200, 14200, 14200, 14200]),
    ("น้ำมันรถเก๋ง (Car fuel)", [3200, 2900, 3400, 4100, 3000]),
    ("ค่าเทอมน้องภูมิ (School fees)", [0, 0, 0, 0, 52300]),
    ("เรียนพิเศษน้องภูมิ (Tutoring)", [2400, 2400, 2400, 2400, 2400]),
    ("ให้แม่ (For Mum)", [5000, 5000, 5000, 5000, 5000]),
]


def _books(path: Path, year: str, income: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ หจก. มั่นคงนั่งร้าน ปี {year} (Income {year})"])
    sheet.append(INCOME_HEAD)
    for month, (rent, install) in zip(MONTHS, income):
        sheet.append([f"{month} {year}", rent, install, rent + install])
    sheet.append(["รวม (Total)", sum(r for r, _ in income), sum(i for _, i in income), sum(r + i for r, i in income)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่าย ปี {year} (Expenses {year})"])
    costs.append(EXPENSE_HEAD)
    for month, row in zip(MONTHS, expenses):
        costs.append([f"{month} {year}", *row, sum(row)])
    costs.append(["รวม (Total)", *[sum(r[i] for r in expenses) for i in range(4)], sum(sum(r) for r in expenses)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงคนงาน ม.ค.-มิ.ย. 2568 (Wages Jan-Jun 2025)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Role)", *MONTHS[:6], "รวม 6 เดือน (Total)"])
    for name, role, pay in WAGES:
        sheet.append([name, role, *pay, sum(pay)])
    sheet.append(["รวม (Total)", "", *[sum(w[2][i] for w in WAGES) for i in range(6)], sum(sum(w[2]) for w in WAGES)])
    for column in range(3, 10):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บ้าน 2568"
    sheet.append(["ค่าใช้จ่ายบ้าน ปี 2568 (Household spending 2025)"])
    sheet.append(["รายการ (Item)", *MONTHS[:5]])
    for item, amounts in HOUSEHOLD:
        sheet.append([item, *amounts])
    sheet.append(["รวม (Total)", *[round(sum(h[1][i] for h in HOUSEHOLD), 2) for i in range(5)]])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes, contracts = docs / "งานลูกค้า" / "ใบเสนอราคา", docs / "งานลูกค้า" / "สัญญา"
    suppliers, books, plans = docs / "Suppliers", docs / "บัญชี", docs / "แผนงาน"
    site, car, home = docs / "หน้างาน", docs / "รถ", docs / "บ้าน"
    for folder in (quotes, contracts, suppliers, books, plans, site, car, home / "แม่", home / "น้องภูมิ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT041_ไทยรุ่งเรือง_ร่าง.docx", DRAFT_TOP, table=DRAFT_TABLE, bottom=DRAFT_BOTTOM)
    write_docx(quotes / "QT041_ไทยรุ่งเรือง_final.docx", FINAL_TOP, table=FINAL_TABLE, bottom=FINAL_BOTTOM)
    write_docx(quotes / "Quotation_EasternPalm_QT044.docx", EASTERN_TOP, table=EASTERN_TABLE, bottom=EASTERN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านคุณประเสริฐ.docx", PRASERT_TOP, table=PRASERT_TABLE, bottom=PRASERT_BOTTOM)
    write_docx(contracts / "สัญญาเช่านั่งร้าน_ศรีราชาริเวอร์วิว.docx", CONTRACT)
    make_pdf(suppliers / "SiamSteel_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ใบราคา_สยามสตีลไพพ์_2567.docx", PRICELIST_2567_TOP, table=PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(suppliers / "invoice_SiamSteel_INV25-0412.pdf", STEEL_INVOICE)
    make_pdf(suppliers / "ChonburiSafety_taxinvoice_CSS6803-118.pdf", SAFETY_INVOICE)
    _books(books / "รายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSE_2568)
    _books(books / "รายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSE_2567)
    _wages(books / "ค่าแรงคนงาน_ม.ค.-มิ.ย.68.xlsx")
    make_pdf(books / "PEA_warehouse_May2025.pdf", WAREHOUSE_BILL)
    write_slides(plans / "แผนงานปี2569.pptx", PLAN_SLIDES)
    make_pdf(car / "pickup_insurance_renewal_2025.pdf", TRUCK_INSURANCE)
    make_pdf(home / "electricity_bill_home_may2025.pdf", HOME_BILL)
    make_pdf(home / "แม่" / "health_insurance_renewal_mom.pdf", MOM_INSURANCE)
    make_pdf(home / "น้องภูมิ" / "school_fees_term1_2025.pdf", SCHOOL_FEES)
    write_docx(home / "น้องภูมิ" / "หนังสือแจ้งทัศนศึกษา_ป4.docx", TRIP_LETTER)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "งานลูกค้า/LINE_คุณเอก_ไทยรุ่งเรือง.txt": LINE_EK,
        "งานลูกค้า/email_from_Napat_EasternPalm.txt": EMAIL_EASTERN,
        "หน้างาน/LINE_ช่างหนุ่ม.txt": LINE_FOREMAN,
        "หน้างาน/stock_โกดัง_มิ.ย.68.md": STOCK,
        "หน้างาน/site_safety_checklist.md": SAFETY_CHECKLIST,
        "บ้าน/ผ่อนบ้าน_ธอส.md": LOAN,
        "บ้าน/ภาษีปี2567_โน้ต.md": TAX,
        "บ้าน/แชทครอบครัว.txt": FAMILY_CHAT,
        "บ้าน/สูตรน้ำพริกกะปิแม่.txt": RECIPE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
