"""The tractorrepair folder: the papers of a tractor-repair yard owner in Suphan Buri and his household, by code.

The owner is นายประเสริฐ ศรีสุข (ช่างเสริฐ). He runs "ศรีสุขแทรกเตอร์การช่าง" (Srisuk Tractor Service & Parts),
112 หมู่ 4 ต.บางงาม อ.ศรีประจันต์ จ.สุพรรณบุรี: a yard that repairs farm tractors, rice harvesters and pumps and
sells spare parts over the counter. Three mechanics work for him (ช่างต้อม, ช่างเอก, น้องบอล). His wife นิด
(สุนิสา) keeps the books, their daughter ใบเตย (ด.ญ.ณัฐธิดา) is in ม.2, his father พ่อบุญส่ง lives with them.
It is November 2568 (2025).

Documents/อู่ศรีสุข/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ยกเครื่องคูโบต้า_ลุงสมบัติ_ร่าง.docx: draft quote QT-68/041 to ลุงสมบัติ ใจมั่น, overhaul of
  a Kubota L4508 engine, 48,600 (table of parts and labour).
- ใบเสนอราคา/ใบเสนอราคา_ยกเครื่องคูโบต้า_ลุงสมบัติ_ฉบับจริง.docx: the final of the same quote, other figures, 45,300.
- ใบเสนอราคา/ใบเสนอราคา_แท่นอัด30ตัน_เจริญชัยเครื่องมือช่าง.docx: a Thai quote for a 30-ton hydraulic shop press
  from บริษัท เจริญชัยเครื่องมือช่าง จำกัด, 40,900 delivered.
- ใบเสนอราคา/PressPro_quotation_30T_shop_press.pdf: an English quote for a similar press from PressPro Machinery,
  Bangkok, 41,300 with delivery 2,500.
- เอกสารอู่/สัญญาดูแลรถไถ_สหกรณ์การเกษตรศรีประจันต์.docx: a one-year maintenance contract with the farmers'
  co-operative (12 tractors, 2,800 a tractor a service, parts 10% off, 1 พ.ย. 2568 - 31 ตุลาคม 2569).
- เอกสารอู่/SiamRuralBank_loan_letter_Oct2025.pdf: the bank's English letter on the machinery loan: rate
  7.10% -> 6.25%, instalment 21,300 -> 18,450 from 5 Dec 2025, sign by 15 Nov 2025.
- Suppliers/SiamAgriParts_pricelist_2025.pdf: English parts price list 2025 of Siam Agri Parts Co., Ltd.
- Suppliers/ราคาอะไหล่_สยามอะกรีพาร์ท_2567.docx: last year's list of the same firm in Thai (บริษัท สยามอะกรีพาร์ท
  จำกัด), lower prices (e.g. injector nozzle 1,250 vs 1,350).
- Suppliers/SiamAgriParts_invoice_SAP-25-2291.pdf: an October parts invoice (36,800, due 8 Nov 2025).
- Suppliers/email_SiamAgriParts_price_update.txt: an email: fuel filter 185 -> 205 and oil filter 240 -> 260 from
  1 Dec 2025, orders by Wednesday for Friday delivery.
- Suppliers/SuphanLube_invoice_Oct2025.pdf: lubricants invoice (engine oil, hydraulic oil, grease), 18,340.
- บัญชี/บัญชีอู่_2568.xlsx: this year's book, three sheets (income by month: labour, parts sales; expenses by
  month; major jobs), January to October.
- บัญชี/บัญชีอู่_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกอะไหล่_ต.ค.68.xlsx: the October stock count of parts (qty, cost, price, value).
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October wages of the three mechanics, 35,200 in all.
- บัญชี/ลูกหนี้รอเกี่ยวข้าว.md: customers who pay after the harvest, 86,450 in all.
- แชท/แชทไลน์_ลุงสมบัติ.txt: LINE chat with ลุงสมบัติ; he accepts 45,300, then keeps his old radiator, 39,800 in
  the end, 15,000 now and 24,800 after the harvest.
- แชท/แชทไลน์_เฮียชัย_อะไหล่เก่า.txt: LINE chat with a used-parts dealer; a used gearbox from 28,000 down to 25,500
  delivered.
- แผนอู่ปี2569.pptx: slides, the plan for next year (3,200,000 target, a used crane pickup 380,000).
- เช็คลิสต์ตรวจรถเกี่ยวก่อนฤดู.md: his checklist for harvesters before the season.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_house_Oct2025.pdf and Bills/JaiDeeMobile_bill_Oct2025.pdf: English bills.
- ประกัน/ChaoPhrayaLife_premium_notice_2025.pdf: English premium notice for his life policy (24,600, due 20 Dec
  2025); the daughter's health insurance in the spending book is paid to เจ้าพระยาประกันชีวิต.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (23,900; 24,150).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group.
- นัดหมอตาพ่อ.md: notes on his father's cataract operation.
- เที่ยวปีใหม่_กาญจนบุรี.md: the New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ศรีสุขแทรกเตอร์การช่าง (Srisuk Tractor Service & Parts) 112 หมู่ 4 ต.บางงาม อ.ศรีประจันต์ "
            "จ.สุพรรณบุรี 72140 โทร 081-947-3365")

# ---------------------------------------------------------------- overhaul quote, draft and final
OVERHAUL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68/041",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน ลุงสมบัติ ใจมั่น บ้านเลขที่ 45 หมู่ 7 ต.วังยาง อ.ศรีประจันต์",
    "เรื่อง ยกเครื่องรถไถคูโบต้า L4508 (เครื่อง V2403) เครื่องกินน้ำมันเครื่อง ควันขาว กำลังตก",
]
OVERHAUL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ชุดลูกสูบ + แหวน 4 สูบ (แท้)", "1 ชุด", "14,800"),
    ("ปะเก็นชุดใหญ่", "1 ชุด", "3,200"),
    ("ชาร์ฟข้อเหวี่ยง + ชาร์ฟก้านสูบ", "1 ชุด", "4,600"),
    ("เจียร์ข้อเหวี่ยง (ส่งร้านกลึง)", "1 งาน", "2,500"),
    ("หม้อน้ำใหม่", "1 ลูก", "6,800"),
    ("ปั๊มน้ำ", "1 ลูก", "2,900"),
    ("น้ำมันเครื่อง + ไส้กรอง", "1 ชุด", "1,800"),
    ("ค่าแรงยกเครื่อง", "", "12,000"),
    ("รวม", "", "48,600"),
]
OVERHAUL_DRAFT_BOTTOM = ["รวมทั้งสิ้น 48,600 บาท (สี่หมื่นแปดพันหกร้อยบาทถ้วน) ระยะเวลาซ่อม 7 วัน",
                         "ร่าง ยังไม่ส่ง ถามราคาลูกสูบเทียบกับเฮียชัยก่อน ค่าแรงอาจลดได้"]
OVERHAUL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68/041 (ฉบับแก้ไข)",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน ลุงสมบัติ ใจมั่น บ้านเลขที่ 45 หมู่ 7 ต.วังยาง อ.ศรีประจันต์",
    "เรื่อง ยกเครื่องรถไถคูโบต้า L4508 (เครื่อง V2403)",
]
OVERHAUL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ชุดลูกสูบ + แหวน 4 สูบ (เทียบเกรดญี่ปุ่น)", "1 ชุด", "13,900"),
    ("ปะเก็นชุดใหญ่", "1 ชุด", "3,200"),
    ("ชาร์ฟข้อเหวี่ยง + ชาร์ฟก้านสูบ", "1 ชุด", "4,600"),
    ("เจียร์ข้อเหวี่ยง (ส่งร้านกลึง)", "1 งาน", "2,500"),
    ("หม้อน้ำใหม่", "1 ลูก", "6,800"),
    ("ปั๊มน้ำ", "1 ลูก", "2,500"),
    ("น้ำมันเครื่อง + ไส้กรอง", "1 ชุด", "1,800"),
    ("ค่าแรงยกเครื่อง", "", "10,000"),
    ("รวม", "", "45,300"),
]
OVERHAUL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 45,300 บาท (สี่หมื่นห้าพันสามร้อยบาทถ้วน) ระยะเวลาซ่อม 7 วันทำการ",
    "รับประกันงานยกเครื่อง 3 เดือน หรือ 300 ชั่วโมง แล้วแต่อย่างใดถึงก่อน",
    "มัดจำ 15,000 บาท ก่อนสั่งอะไหล่ ส่วนที่เหลือชำระเมื่อรับรถ",
    "ลงชื่อ ประเสริฐ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two press quotes
PRESS_THAI = [
    "บริษัท เจริญชัยเครื่องมือช่าง จำกัด",
    "89/3 ถนนมาลัยแมน ต.ท่าระหัด อ.เมือง จ.สุพรรณบุรี 72000 โทร 035-522-810",
    "ใบเสนอราคา เลขที่ CC-2568/0377  วันที่ 21 ตุลาคม 2568",
    "เรียน คุณประเสริฐ ศรีสุข ศรีสุขแทรกเตอร์การช่าง",
    "เรื่อง แท่นอัดไฮดรอลิก (เครื่องอัดลูกปืน) 30 ตัน",
]
PRESS_THAI_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("แท่นอัดไฮดรอลิก 30 ตัน รุ่น CC-30A ปั๊มมือ + ปั๊มลม พร้อมเกจวัดแรงดัน", "1 ชุด", "38,500"),
    ("ชุดเพลทรองอัด (V-block) 2 ชิ้น", "1 ชุด", "2,400"),
    ("ค่าขนส่งและติดตั้ง ในจังหวัดสุพรรณบุรี", "", "ฟรี"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "40,900"),
]
PRESS_THAI_BOTTOM = [
    "รวมทั้งสิ้น 40,900 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "รับประกัน 1 ปี (ไม่รวมซีลยาง) ส่งของภายใน 7 วันหลังยืนยันสั่งซื้อ",
    "ชำระเงินสดหรือเช็คเมื่อส่งของ ราคายืนถึง 30 พฤศจิกายน 2568",
    "ผู้เสนอราคา นายวีระชัย เจริญชัย 089-664-1208",
]
PRESS_EN = [
    "PRESSPRO MACHINERY CO., LTD.\n"
    "155 Soi Bang Na-Trat 25, Bang Na, Bangkok 10260  Tel. 02-398-7714\n"
    "QUOTATION No. PP-Q25-1092        Date: 24 Oct 2025\n"
    "To: Khun Prasert Srisuk, Srisuk Tractor Service & Parts, Si Prachan, Suphan Buri\n"
    "\n"
    "Item                                              Qty    Amount (THB)\n"
    "30-ton hydraulic shop press PP-30HA, air/hand pump   1      36,900.00\n"
    "Press plate set (pair)                               1       1,900.00\n"
    "Delivery to Suphan Buri                              1       2,500.00\n"
    "\n"
    "TOTAL: 41,300.00 THB (VAT included)\n"
    "Warranty: 2 years on the frame and cylinder, 6 months on the pump.\n"
    "Lead time: 3 weeks from order. 30% deposit with order, balance before delivery.\n"
    "This quotation is valid until 23 Nov 2025.\n"
    "Sales: Khun Natthapong, 092-118-4460",
]

# ---------------------------------------------------------------- contract, bank letter
COOP_CONTRACT = [
    "สัญญาจ้างบริการบำรุงรักษารถแทรกเตอร์",
    "สัญญาเลขที่ สกศ. 19/2568  ทำที่ สหกรณ์การเกษตรศรีประจันต์ จำกัด  วันที่ 27 ตุลาคม 2568",
    "ระหว่าง สหกรณ์การเกษตรศรีประจันต์ จำกัด โดย นายชาญ พึ่งบุญ ผู้จัดการสหกรณ์ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายประเสริฐ ศรีสุข ร้านศรีสุขแทรกเตอร์การช่าง ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
COOP_CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างตรวจเช็คและบำรุงรักษารถแทรกเตอร์ของสหกรณ์ จำนวน 12 คัน ทุก 250 ชั่วโมงการทำงาน\n"
     "รวมถึงเปลี่ยนถ่ายน้ำมันเครื่อง น้ำมันไฮดรอลิก ไส้กรอง อัดจาระบี และตรวจระบบเบรก"),
    ("ข้อ 2 ค่าจ้าง", "ค่าบริการคันละ 2,800 บาทต่อครั้ง (เฉพาะค่าแรง)\n"
     "ค่าอะไหล่และน้ำมันคิดตามราคาหน้าร้าน ลด 10%"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 4 งานซ่อมด่วน", "กรณีรถเสียในแปลง ผู้รับจ้างต้องส่งช่างไปถึงภายใน 24 ชั่วโมง\n"
     "ระยะทางเกิน 20 กม. คิดค่าเดินทางครั้งละ 500 บาท"),
    ("ข้อ 5 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล"),
    ("ข้อ 6 หลักประกัน", "ผู้รับจ้างวางเงินประกันสัญญา 10,000 บาท ผู้ว่าจ้างคืนให้เมื่อครบสัญญา"),
]
COOP_CONTRACT_BOTTOM = ["ลงชื่อ ชาญ พึ่งบุญ ผู้ว่าจ้าง", "ลงชื่อ ประเสริฐ ศรีสุข ผู้รับจ้าง",
                        "ลงชื่อ สุนิสา ศรีสุข พยาน"]

BANK_LETTER = [
    "SIAM RURAL BANK PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, 221 Nen Kaeo Road, Mueang Suphan Buri 72000\n"
    "20 October 2025\n"
    "\n"
    "Ref: Machinery loan no. SRB-MC-6604-1187\n"
    "Dear Mr. Prasert Srisuk,\n"
    "\n"
    "We refer to your request of 2 October 2025 to restructure the above loan, taken in April 2023\n"
    "for 850,000 THB to buy the service truck and workshop equipment.\n"
    "Outstanding principal as at 30 September 2025: 512,400 THB.\n"
    "\n"
    "The Bank is pleased to approve the following new terms:\n"
    "- Interest rate: 6.25% per year (currently 7.10% per year)\n"
    "- Monthly instalment: 18,450 THB (currently 21,300 THB), due on the 5th of each month\n"
    "- First instalment on the new terms: 5 December 2025\n"
    "- Final instalment: 5 December 2028\n"
    "- Restructuring fee: 1,500 THB, deducted from your account on signing\n"
    "\n"
    "Please come to the branch to sign the amended agreement by 15 November 2025.\n"
    "If the agreement is not signed by that date, the current terms continue.\n"
    "Contact: Khun Wanida Thongdee, SME Relationship Officer, 035-511-602\n"
    "\n"
    "Yours sincerely,\n"
    "Branch Manager",
]

# ---------------------------------------------------------------- Siam Agri Parts, English and Thai
SAP_PRICES_2025 = [
    "SIAM AGRI PARTS CO., LTD.\n"
    "44/9 Moo 2, Asian Highway, Bang Pa-in, Ayutthaya 13160  Tel. 035-259-118\n"
    "DEALER PRICE LIST 2025 - TRACTOR AND HARVESTER PARTS\n"
    "Valid 1 January 2025 - 31 December 2025. Dealer prices in THB per piece, VAT included.\n"
    "\n"
    "Fuel filter, Kubota L/M series ........... 185\n"
    "Engine oil filter, Kubota V2403 .......... 240\n"
    "Hydraulic filter, Kubota L4508 ........... 420\n"
    "Injector nozzle, Kubota V2403 ............ 1,350\n"
    "Clutch disc 11 inch ...................... 2,850\n"
    "Water pump, Kubota L4508 ................. 2,650\n"
    "Fan belt ................................. 310\n"
    "Harvester rubber track 450 mm ............ 38,500\n"
    "\n"
    "Free delivery in Suphan Buri and Ayutthaya for orders over 10,000 THB.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Contact: Khun Kittisak Boonrod, kittisak@siamagriparts.co.th",
]
SAP_PRICES_2567 = ["บริษัท สยามอะกรีพาร์ท จำกัด", "ใบราคาอะไหล่สำหรับตัวแทนจำหน่าย ปี 2567 (มกราคม – ธันวาคม 2567)",
                   "ราคาต่อชิ้น รวม VAT"]
SAP_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ไส้กรองน้ำมันเชื้อเพลิง คูโบต้า L/M", "165 บาท"),
    ("ไส้กรองน้ำมันเครื่อง คูโบต้า V2403", "220 บาท"),
    ("ไส้กรองไฮดรอลิก คูโบต้า L4508", "390 บาท"),
    ("หัวฉีด คูโบต้า V2403", "1,250 บาท"),
    ("จานคลัตช์ 11 นิ้ว", "2,700 บาท"),
    ("ปั๊มน้ำ คูโบต้า L4508", "2,500 บาท"),
    ("สายพานพัดลม", "290 บาท"),
    ("ตีนตะขาบยางรถเกี่ยว 450 มม.", "36,900 บาท"),
]
SAP_PRICES_2567_BOTTOM = ["ส่งฟรีในสุพรรณบุรีและอยุธยา เมื่อสั่งเกิน 8,000 บาท เครดิต 30 วัน",
                          "ติดต่อ คุณกิตติศักดิ์ บุญรอด ฝ่ายขาย"]
SAP_INVOICE = [
    "SIAM AGRI PARTS CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SAP-25-2291\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Srisuk Tractor Service & Parts (Khun Prasert Srisuk), Si Prachan, Suphan Buri\n"
    "\n"
    "Item                              Qty     Unit price   Amount\n"
    "Fuel filter, Kubota L/M series    40      185.00       7,400.00\n"
    "Engine oil filter, Kubota V2403   30      240.00       7,200.00\n"
    "Injector nozzle, Kubota V2403     8       1,350.00     10,800.00\n"
    "Clutch disc 11 inch               4       2,850.00     11,400.00\n"
    "\n"
    "TOTAL DUE: 36,800.00 THB\n"
    "Please transfer to Bangkok Bank, account Siam Agri Parts Co., Ltd., 241-3-08876-5\n"
    "and e-mail the slip to accounts@siamagriparts.co.th.",
]
SAP_EMAIL = """From: Kittisak Boonrod <kittisak@siamagriparts.co.th>
To: srisuktractor@gmail.com
Date: Wed, 5 Nov 2025 09:17
Subject: Filter prices and order days from 1 December 2025

Dear Khun Prasert,

Thank you for your support this year. Our filter maker has raised its prices, so from 1 December 2025:

1. Fuel filter, Kubota L/M series: 205 THB per piece (now 185 THB)
2. Engine oil filter, Kubota V2403: 260 THB per piece (now 240 THB)

Other prices in the 2025 price list do not change until the end of the year.

Also, from December our truck to Suphan Buri runs on Friday only. Please send your orders by Wednesday
5 p.m. for Friday delivery.

If you order before 28 November you still get the old filter prices.

Best regards,
Kittisak Boonrod
Sales, Siam Agri Parts Co., Ltd.
035-259-118
"""
LUBE_INVOICE = [
    "SUPHAN LUBE TRADING LTD., PART.\n"
    "Lubricants for farm machinery - Malaiman Road, Suphan Buri\n"
    "INVOICE No. SLT-1068        Date: 2 Oct 2025\n"
    "Bill to: Srisuk Tractor Service & Parts, Si Prachan\n"
    "\n"
    "Diesel engine oil 15W-40, 18 L pail     6 pails   x 1,650.00    9,900.00\n"
    "Hydraulic / transmission oil, 18 L      4 pails   x 1,420.00    5,680.00\n"
    "Lithium grease, 15 kg bucket            2 buckets x 1,380.00    2,760.00\n"
    "\n"
    "TOTAL 18,340.00 THB   Credit 15 days. Thank you.",
]

# ---------------------------------------------------------------- books
LABOUR_2568 = [68400, 74200, 81500, 58300, 92600, 88700, 61200, 55800, 63900, 97400]
PARTS_2568 = [112300, 126800, 141200, 98600, 158400, 149700, 104500, 96200, 108800, 167300]
WAGES_2568 = [31500, 31500, 33800, 31500, 35200, 35200, 33800, 31500, 32600, 35200]
POWER_2568 = [4820, 5110, 6230, 6870, 6540, 5480, 4960, 4710, 4890, 5630]
LABOUR_2567 = [61200, 69800, 77400, 52100, 86300, 83900, 57600, 51200, 59400, 88600, 94300, 71500]
PARTS_2567 = [101500, 118400, 133600, 91200, 146900, 139300, 97800, 88400, 99700, 151200, 162800, 118900]
WAGES_2567 = [24500, 24500, 26600, 24500, 27300, 27300, 26600, 24500, 25400, 27300, 28400, 31800]
POWER_2567 = [4510, 4830, 5870, 6420, 6180, 5130, 4620, 4390, 4580, 5240, 5360, 4870]
LOAN_2568 = 21300
LOAN_2567 = 21300
JOBS_2568 = [
    ("ม.ค. 2568", "หจก.ทองสุพรรณ รับจ้างเกี่ยวข้าว", "รถเกี่ยวคูโบต้า DC-70", "เปลี่ยนตีนตะขาบ + ลูกกลิ้ง", 58600),
    ("มี.ค. 2568", "นายเฉลิม ปานทอง", "แทรกเตอร์ยันม่าร์ EF393T", "ซ่อมเกียร์ + คลัตช์", 27400),
    ("พ.ค. 2568", "สหกรณ์การเกษตรศรีประจันต์", "แทรกเตอร์คูโบต้า M9540 (3 คัน)", "ซ่อมปั๊มไฮดรอลิก", 64800),
    ("มิ.ย. 2568", "นายวิรัตน์ แสงอ่อน", "รถไถเดินตาม + ปั๊มน้ำ", "ยกเครื่อง RT140", 12900),
    ("ส.ค. 2568", "นางบุญเรือน ศรีทอง", "แทรกเตอร์คูโบต้า L3608", "ยกเครื่อง", 41200),
    ("ต.ค. 2568", "หจก.ทองสุพรรณ รับจ้างเกี่ยวข้าว", "รถเกี่ยวคูโบต้า DC-70 (2 คัน)", "เช็คก่อนฤดู + ใบมีด", 36700),
    ("ต.ค. 2568", "ลุงสมบัติ ใจมั่น", "แทรกเตอร์คูโบต้า L4508", "ยกเครื่อง (มัดจำแล้ว)", 39800),
]


def _parts_cost(parts: int) -> int:
    return int(round(parts * 0.68, -2))


def _book(path: Path, year: str, labour: list[int], parts: list[int], wages: list[int], power: list[int],
          loan: int, jobs: list[tuple]) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับศรีสุขแทรกเตอร์การช่าง ปี {year} (Monthly income {year})"])
    income.append(["เดือน (Month)", "ค่าแรงซ่อม (Repair labour, THB)", "ขายอะไหล่ (Parts sales, THB)",
                   "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, labour, parts):
        income.append([f"{month} {year}", a, b, a + b])
    income.append(["รวมทั้งปี (Year total)", sum(labour), sum(parts), sum(labour) + sum(parts)])
    for column in (2, 3, 4):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายอู่ ปี {year} (Yard expenses {year})"])
    costs.append(["เดือน (Month)", "ซื้ออะไหล่เข้า (Parts purchases)", "ค่าแรงช่าง (Mechanics' wages)",
                  "ค่าไฟ-น้ำ (Utilities)", "ค่างวดเงินกู้ (Loan instalment)", "รวม (Total)"])
    for month, p, w, e in zip(MONTHS, parts, wages, power):
        cost = _parts_cost(p)
        costs.append([f"{month} {year}", cost, w, e, loan, cost + w + e + loan])
    for column in range(2, 7):
        money_format(costs, column)
    big = book.create_sheet("งานใหญ่ Major jobs")
    big.append(["เดือน (Month)", "ลูกค้า (Customer)", "รถ (Machine)", "งาน (Job)", "ค่าซ่อม (Amount, THB)"])
    for row in jobs:
        big.append(list(row))
    money_format(big, 5)
    book.save(path)


JOBS_2567 = [
    ("ก.พ. 2567", "หจก.ทองสุพรรณ รับจ้างเกี่ยวข้าว", "รถเกี่ยวคูโบต้า DC-70", "ซ่อมชุดนวด", 33500),
    ("พ.ค. 2567", "นายเฉลิม ปานทอง", "แทรกเตอร์ยันม่าร์ EF393T", "ยกเครื่อง", 38900),
    ("ต.ค. 2567", "สหกรณ์การเกษตรศรีประจันต์", "แทรกเตอร์คูโบต้า M9540 (2 คัน)", "เปลี่ยนคลัตช์", 22600),
    ("พ.ย. 2567", "นายสมหมาย ดีเลิศ", "รถเกี่ยวยันม่าร์ AW82", "เปลี่ยนตีนตะขาบ", 54200),
]

STOCK = [
    ("KB-FF01", "ไส้กรองน้ำมันเชื้อเพลิง คูโบต้า L/M", 46, 185, 250),
    ("KB-OF02", "ไส้กรองน้ำมันเครื่อง คูโบต้า V2403", 31, 240, 320),
    ("KB-HF03", "ไส้กรองไฮดรอลิก คูโบต้า L4508", 12, 420, 560),
    ("KB-INJ4", "หัวฉีด คูโบต้า V2403", 9, 1350, 1750),
    ("CL-11", "จานคลัตช์ 11 นิ้ว", 5, 2850, 3600),
    ("KB-WP08", "ปั๊มน้ำ คูโบต้า L4508", 3, 2650, 3400),
    ("BLT-FAN", "สายพานพัดลม", 18, 310, 420),
    ("OIL-1540", "น้ำมันเครื่อง 15W-40 ถัง 18 ลิตร", 7, 1650, 2100),
    ("GRS-15", "จาระบี ถัง 15 กก.", 2, 1380, 1800),
    ("BLD-RC", "ใบมีดรถเกี่ยว (ชุด)", 14, 980, 1350),
]


def _stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก ต.ค.68"
    sheet.append(["นับสต็อกอะไหล่ 31 ตุลาคม 2568 (Parts stock count)"])
    sheet.append(["รหัส (Code)", "รายการ (Part)", "คงเหลือ (Qty)", "ทุน (Cost, THB)", "ราคาขาย (Price, THB)",
                  "มูลค่าทุน (Stock value, THB)"])
    for code, name, qty, cost, price in STOCK:
        sheet.append([code, name, qty, cost, price, qty * cost])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in STOCK), "", "", sum(r[2] * r[3] for r in STOCK)])
    for column in (4, 5, 6):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2418.35, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("โทรศัพท์มือถือ (Mobile)", 1177, "JaiDee 2 เบอร์"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 2850, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1180, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2561.70, "PEA"), ("ค่าน้ำประปา (Water)", 327, ""),
                  ("โทรศัพท์มือถือ (Mobile)", 1177, "JaiDee 2 เบอร์"), ("ค่ากับข้าว (Food)", 10650, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3120, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1180, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ค่าซ่อมปั๊มน้ำบ้าน (House water pump)", 1450, "เปลี่ยนคาปาซิเตอร์")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2274.90, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("โทรศัพท์มือถือ (Mobile)", 1177, "JaiDee 2 เบอร์"), ("ค่ากับข้าว (Food)", 10900, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 2640, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1180, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""),
                  ("ค่ายาพ่อ + ตรวจตา (Dad's medicine, eye check)", 2350, "รพ.เจ้าพระยายมราช")],
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
    top = ["โรงเรียนบุญญวิทย์ สุพรรณบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณัฐธิดา ศรีสุข  ชั้น ม.2/3  เลขประจำตัว 30982"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-4-55871-3",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150"), ("ค่าประกันอุบัติเหตุ", "450")],
                "23,900", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่ากิจกรรมและค่ายลูกเสือ", "1,650"), ("ค่าเรียนคอมพิวเตอร์เสริม", "2,200")],
                "24,150", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Si Prachan Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Srisuk\n"
    "Address: 112/1 Moo 4, Bang Ngam, Si Prachan, Suphan Buri 72140 (house meter)\n"
    "Customer no. 020034417720\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 31,062 -> 31,518   Units used: 456 kWh\n"
    "Energy charge 2,049.46  Ft 38.39  Service 38.22  VAT 7% 148.83\n"
    "AMOUNT DUE: 2,274.90 THB\n"
    "Due date: 28 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
MOBILE_BILL = [
    "JAIDEE MOBILE CO., LTD.\n"
    "MONTHLY BILL - October 2025\n"
    "Customer: Prasert Srisuk    Account: JD-7730-1456\n"
    "Family plan, 2 numbers (081-947-3365, 086-502-7719)   1,100.00\n"
    "VAT 7%                                                   77.00\n"
    "TOTAL                                                 1,177.00 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit, Government Savings Bank.",
]
LIFE_NOTICE = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Service Office, Phra Phanwasa Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - 20-YEAR ENDOWMENT POLICY\n"
    "Dear Mr. Prasert Srisuk,\n"
    "Policy no. CPL-20-0558712, policy year 6 of 20.\n"
    "Sum assured: 1,000,000 THB. Beneficiary: Mrs. Sunisa Srisuk.\n"
    "\n"
    "Annual premium due: 24,600 THB\n"
    "Due date: 20 December 2025 (grace period 31 days, until 20 January 2026)\n"
    "The premium can be deducted from personal income tax, up to 100,000 THB a year.\n"
    "Pay by bank transfer, at any 7-Eleven with the barcode, or through your agent,\n"
    "Khun Orathai (089-223-5147).\n"
    "\n"
    "Yours sincerely,\n"
    "Customer Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(LABOUR_2568) + sum(PARTS_2568)
    return [
        ("แผนอู่ศรีสุขแทรกเตอร์ ปี 2569", "Srisuk Tractor Service & Parts - plan for 2026\n"
                                          "ประเสริฐ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: สหกรณ์การเกษตรศรีประจันต์ (สัญญาดูแลรถ 12 คัน)\n"
                         "ปัญหา: ลูกหนี้รอเกี่ยวข้าวเยอะ, อะไหล่ไส้กรองขึ้นราคา"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 3,200,000 บาท\nสัดส่วนขายอะไหล่ 60% ค่าแรง 40%\n"
                            "ลูกหนี้ค้างเกิน 90 วัน ไม่เกิน 50,000 บาท"),
        ("รถบริการนอกสถานที่", "ซื้อรถกระบะมือสองติดเครน งบ 380,000 บาท\nออกซ่อมในแปลงช่วงเกี่ยวข้าว "
                               "คิดค่าออกรถ 500 บาท"),
        ("เครื่องมือ", "ซื้อแท่นอัดไฮดรอลิก 30 ตัน งบ 41,000 บาท (เทียบเจริญชัยกับ PressPro)\n"
                       "เครื่องล้างหัวฉีด 18,500 บาท"),
        ("คน", "รับช่างเพิ่ม 1 คน เดือนละ 13,000 บาท\nส่งน้องบอลอบรมระบบหัวฉีดคอมมอนเรล"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "อู่ศรีสุข/แชท/แชทไลน์_ลุงสมบัติ.txt": """[12 ต.ค. 68 16:05] ช่างเสริฐ: ลุงครับ ส่งใบเสนอราคายกเครื่อง L4508 ให้แล้วนะครับ ฉบับแก้ ลดค่าแรงให้แล้ว รวม 45,300
[12 ต.ค. 68 18:40] ลุงสมบัติ: ได้ๆ ลุงตกลง 45,300 มัดจำก่อนเท่าไหร่
[12 ต.ค. 68 18:44] ช่างเสริฐ: มัดจำ 15,000 ครับ ที่เหลือตอนรับรถ
[14 ต.ค. 68 08:10] ลุงสมบัติ: โอนมัดจำแล้ว 15,000 นะ
[17 ต.ค. 68 11:32] ช่างเสริฐ: ลุงครับ เปิดเครื่องแล้ว หม้อน้ำเดิมยังดีอยู่ แค่ตัน ล้างรังผึ้งได้ครับ ไม่ต้องเปลี่ยนใหม่
[17 ต.ค. 68 12:05] ลุงสมบัติ: งั้นไม่เอาหม้อน้ำใหม่ ล้างเอา ค่าล้างเท่าไหร่
[17 ต.ค. 68 12:09] ช่างเสริฐ: ล้างหม้อน้ำ 1,300 ครับ ตัดหม้อน้ำใหม่ 6,800 ออก ยอดใหม่รวม 39,800 ครับ
[17 ต.ค. 68 12:15] ลุงสมบัติ: โอเค 39,800 นะ ที่เหลือ 24,800 ลุงขอจ่ายหลังเกี่ยวข้าว ต้นเดือน ธ.ค. ได้มั้ย
[17 ต.ค. 68 12:20] ช่างเสริฐ: ได้ครับลุง ไม่เกิน 10 ธ.ค. นะครับ
[24 ต.ค. 68 17:45] ช่างเสริฐ: รถเสร็จแล้วครับ ลองติดเครื่องแล้ว ควันหาย มารับได้เลยครับ
[25 ต.ค. 68 09:02] ลุงสมบัติ: ขอบใจมาก เดี๋ยวให้ไอ้หนุ่มขับมารับบ่ายนี้
""",
    "อู่ศรีสุข/แชท/แชทไลน์_เฮียชัย_อะไหล่เก่า.txt": """[3 พ.ย. 68 10:14] เฮียชัย อะไหล่เก่า: เสริฐ เกียร์ L3408 เชียงกงญี่ปุ่นเข้ามาแล้ว สภาพ 90% ตัวละ 28,000
[3 พ.ย. 68 10:31] ช่างเสริฐ: แพงไปเฮีย 24,000 ได้มั้ย ลูกค้าเป็นชาวนา
[3 พ.ย. 68 10:40] เฮียชัย อะไหล่เก่า: 24 ไม่ไหว ทุนมันแพง ให้ 26,000 ละกัน
[3 พ.ย. 68 10:52] ช่างเสริฐ: ขอคิดก่อนนะเฮีย ถามลูกค้าก่อน
[4 พ.ย. 68 08:25] เฮียชัย อะไหล่เก่า: ถ้าเอาเพลาหน้าไปด้วย คิดรวม 31,500
[4 พ.ย. 68 08:40] ช่างเสริฐ: เพลาหน้าไม่เอาครับ เอาแค่เกียร์ 25,500 ส่งถึงอู่ได้มั้ยเฮีย
[4 พ.ย. 68 09:05] เฮียชัย อะไหล่เก่า: เอาๆ 25,500 ส่งถึงอู่ พฤหัสนี้ รับประกัน 1 เดือนนะ
[4 พ.ย. 68 09:07] ช่างเสริฐ: ตกลงครับ โอนมัดจำ 5,000 เดี๋ยวนี้ ที่เหลือ 20,500 จ่ายวันของถึง
[6 พ.ย. 68 15:20] เฮียชัย อะไหล่เก่า: ของถึงแล้วนะ รับเงินที่เหลือ 20,500 เรียบร้อย
""",
    "อู่ศรีสุข/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| ช่างต้อม (หัวหน้าช่าง เครื่องยนต์) | 550 บาท | 26 วัน | 14,300 บาท |
| ช่างเอก (ไฮดรอลิก/ไฟฟ้า) | 500 บาท | 25 วัน | 12,500 บาท |
| น้องบอล (ลูกมือ) | 350 บาท | 24 วัน | 8,400 บาท |

รวมจ่ายค่าแรงช่าง ต.ค. 35,200 บาท จ่ายแล้ว 31 ต.ค.
ช่างเอกเบิกล่วงหน้า 2,000 หักแล้วในยอดนี้
เดือนหน้าฤดูเกี่ยว ทำโอทีเยอะ ต้องคิดโอทีชั่วโมงละ 80 บาท
""",
    "อู่ศรีสุข/บัญชี/ลูกหนี้รอเกี่ยวข้าว.md": """# ลูกหนี้ค้างจ่าย (รอขายข้าว) อัปเดต 10 พ.ย. 2568

| ลูกค้า | งาน | ค้าง | นัดจ่าย |
|---|---|---|---|
| ลุงสมบัติ ใจมั่น | ยกเครื่อง L4508 | 24,800 | ไม่เกิน 10 ธ.ค. |
| นายวิรัตน์ แสงอ่อน | ปั๊มน้ำ + รถไถเดินตาม | 7,650 | หลังเกี่ยว |
| นางบุญเรือน ศรีทอง | ยกเครื่อง L3608 (ค้างงวดสุดท้าย) | 16,200 | 30 พ.ย. |
| หจก.ทองสุพรรณ | ใบมีดรถเกี่ยว + ค่าแรง | 28,400 | เครดิต 30 วัน |
| นายเฉลิม ปานทอง | อะไหล่หน้าร้าน | 9,400 | หลังเกี่ยว |

รวมลูกหนี้ค้าง 86,450 บาท
นายเฉลิมค้างมาตั้งแต่ปีที่แล้ว ต้องโทรตาม
""",
    "อู่ศรีสุข/เช็คลิสต์ตรวจรถเกี่ยวก่อนฤดู.md": """# เช็คลิสต์ตรวจรถเกี่ยวข้าวก่อนฤดู
- น้ำมันเครื่อง + ไส้กรองทุกตัว
- ตีนตะขาบ ลูกกลิ้ง สปริงดันตีนตะขาบ
- ใบมีดตัด ตั้งระยะ
- สายพานชุดนวด / ลูกนวด ซี่นวด
- ระบบไฮดรอลิก รั่วซึมมั้ย
- หม้อน้ำ ตะแกรงกันฝุ่นฟาง
- ไฟส่องสว่างทำงานกลางคืน
คิดค่าเช็คคันละ 1,500 บาท ไม่รวมอะไหล่
""",
    "อู่ศรีสุข/Suppliers/email_SiamAgriParts_price_update.txt": SAP_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[28 ต.ค. 68 20:02] นิด: พ่อ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 24,150
[28 ต.ค. 68 20:06] เสริฐ: โอเค เดี๋ยวโอนวันศุกร์ รอเงินลุงสมบัติก่อน
[28 ต.ค. 68 20:09] ใบเตย: พ่อคะ ค่ายลูกเสือต้องไปวันที่ 20 พ.ย. นะคะ ค่ารวมในค่าเทอมแล้ว
[4 พ.ย. 68 07:15] นิด: ประกันชีวิตพ่อมาแล้วนะ 24,600 ครบ 20 ธ.ค.
[4 พ.ย. 68 07:20] เสริฐ: จ่ายหลังลุงสมบัติจ่ายละกัน
[6 พ.ย. 68 18:30] ปู่บุญส่ง: หมอนัดผ่าต้อกระจกตาซ้ายวันที่ 19 พ.ย. นะ
[6 พ.ย. 68 18:34] นิด: นิดพาไปเองค่ะพ่อ เสริฐอยู่อู่ ช่วงเกี่ยวข้าวยุ่ง
[9 พ.ย. 68 12:10] เสริฐ: ค่าเทอมโอนแล้วนะ 24,150 สลิปอยู่ในไลน์
""",
    "บ้าน/นัดหมอตาพ่อ.md": """# นัดหมอตาพ่อ (พ่อบุญส่ง)
- ต้อกระจกตาซ้าย รักษาที่ รพ.เจ้าพระยายมราช
- ผ่าตัดวันที่ 19 พฤศจิกายน 2568 ไปถึง 07.00 น. งดน้ำงดอาหารหลังเที่ยงคืน
- ใช้สิทธิบัตรทอง ค่าเลนส์ส่วนเกินประมาณ 2,800 บาท
- หลังผ่าห้ามก้มยกของหนัก 2 สัปดาห์ หยอดตาวันละ 4 ครั้ง
- ตรวจตาเดือน ต.ค. จ่ายรวมค่ายา 2,350 บาท
""",
    "บ้าน/เที่ยวปีใหม่_กาญจนบุรี.md": """# เที่ยวปีใหม่ 2569 กาญจนบุรี
- ออก 30 ธ.ค. กลับ 1 ม.ค. (อู่ปิด 29 ธ.ค. - 2 ม.ค.)
- พักแพริมแม่น้ำแควน้อย 2 คืน คืนละ 3,200 บาท
- น้ำตกไทรโยคน้อย, สะพานข้ามแม่น้ำแคว
- งบรวมประมาณ 12,000 บาท
- ใบเตยชวนเพื่อนไปด้วย 1 คน
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาปรับโครงสร้างหนี้ที่ธนาคาร ก่อน 15 พ.ย.
- ตัดสินใจซื้อแท่นอัด เจริญชัย หรือ PressPro (ราคา PressPro ยืนถึง 23 พ.ย.)
- สั่งไส้กรองสยามอะกรีก่อน 28 พ.ย. ก่อนขึ้นราคา
- ตามเงินลุงสมบัติ 24,800
- จ่ายประกันชีวิต ก่อน 20 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "อู่ศรีสุข"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารอู่", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ยกเครื่องคูโบต้า_ลุงสมบัติ_ร่าง.docx", OVERHAUL_DRAFT, OVERHAUL_DRAFT_TABLE,
               bottom=OVERHAUL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ยกเครื่องคูโบต้า_ลุงสมบัติ_ฉบับจริง.docx", OVERHAUL_FINAL, OVERHAUL_FINAL_TABLE,
               bottom=OVERHAUL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_แท่นอัด30ตัน_เจริญชัยเครื่องมือช่าง.docx", PRESS_THAI, PRESS_THAI_TABLE,
               bottom=PRESS_THAI_BOTTOM)
    make_pdf(quotes / "PressPro_quotation_30T_shop_press.pdf", PRESS_EN)
    write_docx(papers / "สัญญาดูแลรถไถ_สหกรณ์การเกษตรศรีประจันต์.docx", COOP_CONTRACT,
               headings=COOP_CONTRACT_HEADINGS, bottom=COOP_CONTRACT_BOTTOM)
    make_pdf(papers / "SiamRuralBank_loan_letter_Oct2025.pdf", BANK_LETTER)
    make_pdf(suppliers / "SiamAgriParts_pricelist_2025.pdf", SAP_PRICES_2025)
    write_docx(suppliers / "ราคาอะไหล่_สยามอะกรีพาร์ท_2567.docx", SAP_PRICES_2567, SAP_PRICES_2567_TABLE,
               bottom=SAP_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamAgriParts_invoice_SAP-25-2291.pdf", SAP_INVOICE)
    make_pdf(suppliers / "SuphanLube_invoice_Oct2025.pdf", LUBE_INVOICE)
    _book(books / "บัญชีอู่_2568.xlsx", "2568", LABOUR_2568, PARTS_2568, WAGES_2568, POWER_2568, LOAN_2568,
          JOBS_2568)
    _book(books / "บัญชีอู่_2567.xlsx", "2567", LABOUR_2567, PARTS_2567, WAGES_2567, POWER_2567, LOAN_2567,
          JOBS_2567)
    _stock(books / "สต็อกอะไหล่_ต.ค.68.xlsx")
    write_slides(shop / "แผนอู่ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_house_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "JaiDeeMobile_bill_Oct2025.pdf", MOBILE_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
