"""The dentallab folder: the papers of a dental-lab owner in Phitsanulok and his household, written by code.

The owner is นายธนกร เพชรรัตน์ (พี่กร). He runs "ธนกรเด็นทัลแล็บ" (Thanakorn Dental Lab), 88/15 ถ.พระองค์ดำ,
อ.เมือง จ.พิษณุโลก, making zirconia and PFM crowns, bridges and dentures for about seven clinics, with a leased
5-axis milling machine and four staff (ช่างเอก CAD/CAM, ช่างฝน ceramist, ช่างต้น dentures, น้องมายด์ runner).
His wife ปิยนุช (นุช) is a nurse, their daughter ใบเตย (ด.ญ.ณิชาภัทร) is in ป.5, his father (พ่อ) lives with
them. It is November 2568 (2025).

Documents/ธนกรแล็บ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_สไมล์พลัส_ร่าง.docx: draft quote QT-2568-044 to คลินิกทันตกรรมสไมล์พลัส, zirconia
  2,200 a unit, estimated 85,800 a month.
- ใบเสนอราคา/ใบเสนอราคา_สไมล์พลัส_ฉบับจริง.docx: the final of the same quote, zirconia 2,100, 94,400 a month.
- ใบเสนอราคา/HeatPro_furnace_quotation_HP-Q-25-118.pdf: English quote for a sintering furnace, 189,000.
- ใบเสนอราคา/ใบเสนอราคาเตาเผา_พิษณุโลกเด็นทัลซัพพลาย.docx: Thai quote for a similar furnace, 176,500.
- สัญญา/สัญญารับงาน_คลินิกทันตกรรมสองแคว.docx: a one-year work contract with คลินิกทันตกรรมสองแคว
  (zirconia 2,000 a unit, 1 ก.ค. 2568 - 30 มิ.ย. 2569, billing on the 25th, 30 days).
- สัญญา/SiamEquipLeasing_mill_lease_statement_Oct2025.pdf: English lease statement for the milling machine
  (32,400 a month, 27 of 48 paid, early settlement 612,500 valid to 30 Nov 2025).
- Suppliers/ZirTech_pricelist_2025.pdf: English dealer price list of ZirTech Asia Co., Ltd. (HT 14 mm disc 3,950).
- Suppliers/ราคาบล็อกเซอร์โคเนีย_เซอร์เทค_2567.docx: last year's list of the same firm in Thai
  (บริษัท เซอร์เทค เอเชีย จำกัด), HT 14 mm disc 3,700.
- Suppliers/ZirTech_invoice_ZT-25-0932.pdf: October zirconia invoice, 69,988.70, due 7 Nov 2025.
- Suppliers/SiamDentalAlloy_invoice_SDA-6810-117.pdf: alloy, porcelain and denture-teeth invoice, 15,450.00.
- Suppliers/email_ZirTech_price_Dec2025.txt: email: HT 14 mm disc 4,150 from 1 Dec 2025, old price if ordered
  by 28 Nov 2025.
- บัญชี/บัญชีแล็บ_2568.xlsx: this year's book, three sheets (income by kind of work, expenses, summary), ม.ค.-ต.ค.
- บัญชี/บัญชีแล็บ_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ยอดงานแยกคลินิก_2568.xlsx: work billed per clinic, months as columns.
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October pay of the four staff, 68,250 in all.
- บัญชี/งานแก้_ตุลาคม68.md: remakes in October, 7,850 in all.
- แชท/แชทไลน์_หมอณัฐ_ยิ้มสวย.txt: LINE chat with a clinic; a 4-unit bridge becomes a 3-unit bridge plus an
  e.max crown, 9,700 in all, delivered 8 พ.ย.
- แชท/แชทไลน์_กลุ่มช่างแล็บ.txt: the staff LINE group; Saturday overtime in December goes from 600 to 700.
- แผนแล็บปี2569.pptx: slides, the plan for next year.
- โปรแกรมเผาเซอร์โคเนีย.md: his notes on sintering programmes.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English electricity and water bills.
- ประกัน/ChaoPhrayaLife_health_renewal_2025.pdf: the daughter's health insurance renewal, 16,480 (last year 14,900).
- ธนาคาร/NanRiverBank_home_loan_notice.pdf: the bank's letter, home-loan rate 6.10% -> 5.85%, installment
  14,200 -> 13,900 (ธ.แม่น้ำน่าน in the Thai household book).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fees (25,300; 24,700).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group.
- ทริปน่าน_ธันวา68.md: plan for a family trip to Nan at the end of December.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
LAB_TOP = "ธนกรเด็นทัลแล็บ (Thanakorn Dental Lab) 88/15 ถ.พระองค์ดำ ต.ในเมือง อ.เมือง จ.พิษณุโลก 65000 โทร 086-914-5502"

# ---------------------------------------------------------------- quotes
SMILE_TO = "เรียน ทพญ.กมลวรรณ ศรีสวัสดิ์ คลินิกทันตกรรมสไมล์พลัส ถ.บรมไตรโลกนาถ 2 อ.เมือง จ.พิษณุโลก"
SMILE_DRAFT = [
    LAB_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-044",
    "วันที่ 2 ตุลาคม 2568",
    SMILE_TO,
    "เรื่อง ราคางานแล็บทันตกรรมสำหรับคลินิก (ประมาณการงานต่อเดือน)",
]
SMILE_DRAFT_TABLE = [
    ("รายการ", "ราคาต่อหน่วย (บาท)", "ประมาณการต่อเดือน", "รวมต่อเดือน (บาท)"),
    ("ครอบฟันเซอร์โคเนีย Full contour", "2,200", "20 ซี่", "44,000"),
    ("ครอบฟันเซอร์โคเนียเคลือบพอร์ซเลน (Layered)", "2,800", "6 ซี่", "16,800"),
    ("ครอบฟันโลหะเคลือบพอร์ซเลน (PFM)", "1,400", "10 ซี่", "14,000"),
    ("ฟันปลอมทั้งปาก บน+ล่าง", "5,500", "2 ชุด", "11,000"),
    ("รวมต่อเดือน", "", "", "85,800"),
]
SMILE_DRAFT_BOTTOM = ["ประมาณการรวมเดือนละ 85,800 บาท รับ-ส่งงานฟรี",
                      "ร่าง ยังไม่ได้ส่ง รอถามราคาบล็อกล็อตใหม่จากเซอร์เทคก่อน"]
SMILE_FINAL = [
    LAB_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-044 (ฉบับแก้ไข)",
    "วันที่ 9 ตุลาคม 2568",
    SMILE_TO,
    "เรื่อง ราคางานแล็บทันตกรรมสำหรับคลินิก เริ่มรับงาน 1 พฤศจิกายน 2568",
]
SMILE_FINAL_TABLE = [
    ("รายการ", "ราคาต่อหน่วย (บาท)", "ประมาณการต่อเดือน", "รวมต่อเดือน (บาท)"),
    ("ครอบฟันเซอร์โคเนีย Full contour", "2,100", "25 ซี่", "52,500"),
    ("ครอบฟันเซอร์โคเนียเคลือบพอร์ซเลน (Layered)", "2,700", "6 ซี่", "16,200"),
    ("ครอบฟันโลหะเคลือบพอร์ซเลน (PFM)", "1,400", "8 ซี่", "11,200"),
    ("ฟันปลอมทั้งปาก บน+ล่าง", "5,500", "2 ชุด", "11,000"),
    ("ครอบฟันชั่วคราว PMMA", "350", "10 ซี่", "3,500"),
    ("รวมต่อเดือน", "", "", "94,400"),
]
SMILE_FINAL_BOTTOM = [
    "ประมาณการรวมเดือนละ 94,400 บาท (เก้าหมื่นสี่พันสี่ร้อยบาทถ้วน)",
    "เงื่อนไข: รับ-ส่งงานฟรีวันละ 2 รอบ (10.00 และ 16.00 น.) วางบิลสิ้นเดือน เครดิต 30 วัน",
    "รับประกันงานเซอร์โคเนีย 5 ปี งาน PFM 3 ปี ราคานี้ยืนถึง 30 มิถุนายน 2569",
    "ลงชื่อ ธนกร เพชรรัตน์ ผู้เสนอราคา",
]

HEATPRO_QUOTE = [
    "HEATPRO DENTAL EQUIPMENT CO., LTD.\n"
    "455 Lat Phrao Road, Chatuchak, Bangkok 10900   Tel. 02-930-5512\n"
    "QUOTATION No. HP-Q-25-118        Date: 20 Oct 2025\n"
    "To: Thanakorn Dental Lab (Khun Thanakorn Phetcharat), Phitsanulok\n"
    "\n"
    "Item: Zirconia sintering furnace, model HP-Sinter 1600\n"
    " - Max temperature 1,650 C, up to 100 units per cycle\n"
    " - Speed sintering programme (90 minutes) and 40 user programmes\n"
    "\n"
    "Price: 189,000 THB including VAT\n"
    "Delivery: 3 weeks after deposit. Installation and one-day training at your lab: free.\n"
    "Warranty: 2 years on the furnace, 1 year on heating elements.\n"
    "Payment: 30% deposit with order, balance on installation.\n"
    "This quotation is valid until 19 Nov 2025.\n"
    "Sales: Khun Pakorn, 081-552-0394",
]
PDS_QUOTE = [
    "บริษัท พิษณุโลก เด็นทัล ซัพพลาย จำกัด",
    "123/9 ถ.สิงหวัฒน์ อ.เมือง จ.พิษณุโลก 65000 โทร 055-219-447",
    "ใบเสนอราคา เลขที่ PDS-6810-057  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณธนกร เพชรรัตน์ ธนกรเด็นทัลแล็บ",
    "เรื่อง เตาเผาเซอร์โคเนียสำหรับแล็บทันตกรรม",
]
PDS_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เตาเผาเซอร์โคเนีย รุ่น SF-1600 Plus (อุณหภูมิสูงสุด 1,600 องศา เผาได้ครั้งละ 80 ซี่)", "1 เครื่อง", "168,000"),
    ("ถาดเผาและเม็ดรองเผา (Sintering beads)", "1 ชุด", "8,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "176,500"),
]
PDS_QUOTE_BOTTOM = [
    "ส่งของและติดตั้งภายใน 45 วันหลังยืนยันสั่งซื้อ",
    "รับประกันตัวเครื่อง 1 ปี ฮีตเตอร์ 6 เดือน",
    "ผ่อน 0% นาน 10 เดือน ผ่านบัตรเครดิตที่ร่วมรายการ ราคานี้ยืนราคา 30 วัน",
    "ผู้เสนอราคา นายชาตรี บุญมา ฝ่ายขาย",
]

# ---------------------------------------------------------------- contract, lease
CONTRACT = [
    "สัญญาจ้างผลิตงานทันตกรรม",
    "สัญญาเลขที่ 07/2568  ทำที่ คลินิกทันตกรรมสองแคว ถ.มิตรภาพ อ.เมือง จ.พิษณุโลก  วันที่ 25 มิถุนายน 2568",
    "ระหว่าง คลินิกทันตกรรมสองแคว โดย ทพ.วีระพงษ์ อินทร์แก้ว ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายธนกร เพชรรัตน์ ธนกรเด็นทัลแล็บ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างผลิตครอบฟัน สะพานฟัน และฟันปลอม ตามใบสั่งงานของทันตแพทย์ผู้ว่าจ้าง\n"
     "รับงานทุกวันจันทร์ถึงวันเสาร์"),
    ("ข้อ 2 อัตราค่าจ้าง", "ครอบฟันเซอร์โคเนีย ซี่ละ 2,000 บาท\nครอบฟันโลหะเคลือบพอร์ซเลน (PFM) ซี่ละ 1,350 บาท\n"
     "ฟันปลอมทั้งปากบน-ล่าง ชุดละ 5,200 บาท\nฟันปลอมฐานโลหะ (Co-Cr) ชิ้นละ 3,800 บาท"),
    ("ข้อ 3 ระยะเวลาสัญญา", "ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569"),
    ("ข้อ 4 ระยะเวลาผลิต", "งานครอบฟัน 5 วันทำการ งานฟันปลอม 7 วันทำการ นับจากวันรับงาน\n"
     "งานด่วนคิดเพิ่มซี่ละ 300 บาท"),
    ("ข้อ 5 การชำระเงิน", "ผู้รับจ้างวางบิลทุกวันที่ 25 ของเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล\n"
     "หากชำระล่าช้า คิดดอกเบี้ยร้อยละ 1.25 ต่อเดือน"),
    ("ข้อ 6 การรับประกัน", "งานเซอร์โคเนียรับประกัน 5 ปี งาน PFM รับประกัน 3 ปี\n"
     "หากงานผิดพลาดจากแล็บ ผู้รับจ้างแก้ไขให้ฟรีภายใน 30 วัน"),
    ("ข้อ 7 การรับส่งงาน", "ผู้รับจ้างรับส่งงานถึงคลินิกวันละ 2 รอบ ไม่คิดค่าขนส่ง"),
]
CONTRACT_BOTTOM = ["ลงชื่อ ทพ.วีระพงษ์ อินทร์แก้ว ผู้ว่าจ้าง", "ลงชื่อ ธนกร เพชรรัตน์ ผู้รับจ้าง",
                   "ลงชื่อ ปิยนุช เพชรรัตน์ พยาน"]

LEASE_STATEMENT = [
    "SIAM EQUIPMENT LEASING CO., LTD.\n"
    "2100 Rama 4 Road, Khlong Toei, Bangkok 10110   Tel. 02-118-4570\n"
    "LEASE ACCOUNT STATEMENT - as of 31 October 2025\n"
    "\n"
    "Lessee: Thanakorn Dental Lab (Mr. Thanakorn Phetcharat)\n"
    "88/15 Phra Ong Dam Road, Nai Mueang, Mueang Phitsanulok 65000\n"
    "Contract no. SEL-2307-0188\n"
    "Equipment: 5-axis dental milling machine, model DM-5X Pro, serial DM5X-22-04417\n"
    "Lease term: 48 months, 1 Aug 2023 - 31 Jul 2027\n"
    "Monthly rental: 32,400 THB including VAT 7%, auto-debit on the 5th of each month\n"
    "\n"
    "Installments paid: 27 of 48\n"
    "Remaining installments: 21 x 32,400 = 680,400 THB\n"
    "Purchase option at end of term: 45,000 THB",
    "EARLY SETTLEMENT QUOTE\n"
    "If you wish to close this lease before the end of the term, the settlement amount is\n"
    "612,500 THB, including the purchase option and VAT.\n"
    "This quote is valid until 30 Nov 2025. After that date please ask for a new quote.\n"
    "Ownership of the machine passes to you when the settlement is received.\n"
    "\n"
    "Account officer: Ms. Pimchanok Rattana, 02-118-4570 ext. 231",
]

# ---------------------------------------------------------------- suppliers
ZIRTECH_PRICES_2025 = [
    "ZIRTECH ASIA CO., LTD.\n"
    "1200/45 Bang Na-Trad Road, Bang Na, Bangkok 10260   Tel. 02-744-3180\n"
    "DEALER PRICE LIST 2025 - DENTAL ZIRCONIA AND CAD/CAM MATERIALS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "ZT-HT multilayer zirconia disc 98 x 14 mm ......... 3,950 THB/disc\n"
    "ZT-HT multilayer zirconia disc 98 x 18 mm ......... 4,600 THB/disc\n"
    "ZT-ST super translucent disc 98 x 14 mm ........... 4,850 THB/disc\n"
    "PMMA temporary disc 98 x 20 mm .................... 1,150 THB/disc\n"
    "Shade liquid set (16 VITA shades) ................. 6,200 THB/set\n"
    "Stain & glaze paste kit 15 g ...................... 1,450 THB/kit\n"
    "\n"
    "Discount: 5% on 10 discs or more in one order.\n"
    "Free delivery on orders over 20,000 THB. Payment: 30 days credit for registered labs.\n"
    "Northern region sales: Ms. Chompunuch Saelim, sales.north@zirtech.co.th, 089-640-2217",
]
ZIRTECH_PRICES_2567 = ["บริษัท เซอร์เทค เอเชีย จำกัด", "ใบราคาสำหรับแล็บทันตกรรม ปี 2567 (1 มกราคม – 31 ธันวาคม 2567)",
                       "ราคาไม่รวมภาษีมูลค่าเพิ่ม 7%"]
ZIRTECH_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("บล็อกเซอร์โคเนีย ZT-HT หลายชั้น 98 x 14 มม.", "3,700 บาท/ก้อน"),
    ("บล็อกเซอร์โคเนีย ZT-HT หลายชั้น 98 x 18 มม.", "4,350 บาท/ก้อน"),
    ("บล็อกเซอร์โคเนีย ZT-ST โปร่งแสงพิเศษ 98 x 14 มม.", "4,500 บาท/ก้อน"),
    ("บล็อก PMMA ฟันชั่วคราว 98 x 20 มม.", "1,100 บาท/ก้อน"),
    ("น้ำยาย้อมสีเซอร์โคเนีย 16 สี", "5,900 บาท/ชุด"),
    ("ชุดสีและเกลซ 15 กรัม", "1,390 บาท/ชุด"),
]
ZIRTECH_PRICES_2567_BOTTOM = ["สั่ง 10 ก้อนขึ้นไปในครั้งเดียว ลด 3% ส่งฟรีเมื่อสั่งเกิน 15,000 บาท",
                              "ติดต่อ คุณชมพูนุท แซ่ลิ้ม ฝ่ายขายภาคเหนือ 089-640-2217"]
ZIRTECH_INVOICE = [
    "ZIRTECH ASIA CO., LTD.\n"
    "TAX INVOICE No. ZT-25-0932\n"
    "Date: 8 Oct 2025            Due date: 7 Nov 2025\n"
    "Bill to: Thanakorn Dental Lab, 88/15 Phra Ong Dam Road, Phitsanulok 65000\n"
    "\n"
    "Item                               Qty    Unit price    Amount\n"
    "ZT-HT disc 98 x 14 mm              12     3,950.00      47,400.00\n"
    "ZT-HT disc 98 x 18 mm              4      4,600.00      18,400.00\n"
    "Stain & glaze paste kit 15 g       2      1,450.00      2,900.00\n"
    "\n"
    "Subtotal                                                68,700.00\n"
    "Discount 5% on discs (16 discs)                         -3,290.00\n"
    "Net                                                     65,410.00\n"
    "VAT 7%                                                  4,578.70\n"
    "TOTAL DUE: 69,988.70 THB\n"
    "Please transfer to Bangkok Bank, Bang Na branch, a/c 245-3-08817-6 (ZirTech Asia Co., Ltd.)\n"
    "and email the slip to ar@zirtech.co.th.",
]
ALLOY_INVOICE = [
    "SIAM DENTAL ALLOY CO., LTD.\n"
    "Dental alloys, porcelain and denture teeth - Nonthaburi\n"
    "INVOICE No. SDA-6810-117        Date: 15 Oct 2025\n"
    "Bill to: Thanakorn Dental Lab, Phitsanulok\n"
    "\n"
    "Ni-Cr ceramic alloy                1 kg       x 3,800.00    3,800.00\n"
    "Co-Cr casting alloy (partials)     1 kg       x 4,200.00    4,200.00\n"
    "Porcelain powder A2/A3, 50 g       3 bottles  x 1,250.00    3,750.00\n"
    "Acrylic denture teeth (28 pcs)     20 sets    x 185.00      3,700.00\n"
    "\n"
    "TOTAL 15,450.00 THB (VAT included)\n"
    "Payment due: 14 Nov 2025. Transfer to Krungthai Bank a/c 981-0-44512-3.",
]
ZIRTECH_EMAIL = """From: Chompunuch Saelim <sales.north@zirtech.co.th>
To: thanakorn.dentallab@gmail.com
Date: Tue, 11 Nov 2025 09:17
Subject: Price adjustment for ZT-HT discs from 1 December 2025

Dear Khun Thanakorn,

Thank you for your continued orders this year. Because of higher import costs and the weaker baht,
we must adjust two prices from 1 December 2025:

1. ZT-HT multilayer disc 98 x 14 mm: 4,150 THB/disc (now 3,950 THB on the 2025 price list).
2. ZT-HT multilayer disc 98 x 18 mm: 4,850 THB/disc (now 4,600 THB).

ZT-ST discs, PMMA discs and shade liquids do not change. The 5% discount for 10 discs or more stays.
Orders confirmed by 28 Nov 2025 will still be invoiced at the current prices, so if you plan your
December stock, please send the order before then.

From January my colleague Mr. Krit Wongsa will look after the Phitsanulok accounts.

Best regards,
Chompunuch Saelim
Northern Region Sales, ZirTech Asia Co., Ltd.
089-640-2217
"""

# ---------------------------------------------------------------- books
CLINICS_2568 = {
    "คลินิกทันตกรรมยิ้มสวย": [86400, 79200, 91800, 74600, 88300, 95100, 102400, 97600, 104900, 111300],
    "คลินิกทันตกรรมสองแคว": [0, 0, 0, 0, 0, 0, 58600, 63200, 61800, 67400],
    "คลินิกทันตกรรมหมอปอ": [42300, 38900, 45600, 36200, 41800, 44700, 39500, 43100, 46800, 48200],
    "คลินิกทันตกรรมบางระกำ": [28600, 31200, 26400, 22800, 29500, 33100, 30700, 27900, 32400, 35600],
    "คลินิกฟันดีพรหมพิราม": [35200, 33800, 38900, 31500, 36700, 34200, 37800, 39100, 35600, 38300],
    "คลินิกทันตกรรมวังทอง": [24800, 22100, 27300, 19600, 25400, 26800, 23900, 28200, 30500, 29700],
    "คลินิกอื่นๆ (Others)": [12600, 9800, 14200, 8900, 11300, 13700, 10900, 12400, 15800, 13600],
}
INCOME_2567 = [201400, 188600, 214300, 172500, 206800, 219700, 224100, 231600, 226900, 238400, 245700, 262300]
MATERIALS_2568 = [55200, 51800, 58600, 46300, 56900, 59400, 73800, 75100, 79600, 85438.70]
WAGES_2568 = [62500, 62500, 63800, 63800, 64200, 64600, 66900, 67400, 67400, 68250]
UTILITIES_2568 = [8200, 7900, 9400, 10800, 11200, 9800, 9100, 9300, 9600, 9900]
MATERIALS_2567 = [48100, 45200, 51400, 41200, 49600, 52700, 53800, 55600, 54500, 57200, 59000, 63000]
WAGES_2567 = [58000, 58000, 58000, 59500, 59500, 59500, 60200, 60200, 60200, 61000, 61000, 74000]
UTILITIES_2567 = [7600, 7400, 8800, 10100, 10500, 9200, 8700, 8800, 9000, 9300, 9100, 9600]
LEASE = 32400


def income_2568() -> list[int]:
    return [sum(values[i] for values in CLINICS_2568.values()) for i in range(10)]


def _split(total: int) -> tuple[int, int, int, int]:
    """A month's income by kind of work: zirconia, PFM, dentures, the rest."""
    zirconia, pfm, dentures = (int(round(total * share, -2)) for share in (0.56, 0.19, 0.17))
    return zirconia, pfm, dentures, total - zirconia - pfm - dentures


def _lab_book(path: Path, year: str, income: list[int], materials: list, wages: list[int],
              utilities: list[int]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับธนกรเด็นทัลแล็บ ปี {year} (Lab income {year}, THB)"])
    sheet.append(["เดือน (Month)", "เซอร์โคเนีย (Zirconia)", "โลหะเคลือบพอร์ซเลน (PFM)", "ฟันปลอม (Dentures)",
                  "อื่นๆ (Others)", "รวม (Total)"])
    rows = [_split(total) for total in income]
    for month, parts, total in zip(MONTHS, rows, income):
        sheet.append([f"{month} {year}", *parts, total])
    sheet.append(["รวม (Total)", *(sum(part[i] for part in rows) for i in range(4)), sum(income)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายแล็บ ปี {year} (Lab expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "วัสดุ (Materials)", "ค่าเช่าเครื่องกัด (Milling lease)", "ค่าแรงช่าง (Wages)",
                  "ค่าไฟ/ค่าส่งงาน (Utilities, delivery)", "รวม (Total)"])
    spent = []
    for month, m, w, u in zip(MONTHS, materials, wages, utilities):
        total = round(m + LEASE + w + u, 2)
        spent.append(total)
        costs.append([f"{month} {year}", m, LEASE, w, u, total])
    costs.append(["รวม (Total)", round(sum(materials), 2), LEASE * len(materials), sum(wages), sum(utilities),
                  round(sum(spent), 2)])
    for column in range(2, 7):
        money_format(costs, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append([f"สรุปกำไรขาดทุน ปี {year} (Profit {year}, THB)"])
    summary.append(["เดือน (Month)", "รายรับ (Income)", "รายจ่าย (Expenses)", "กำไร (Profit)"])
    for month, got, out in zip(MONTHS, income, spent):
        summary.append([f"{month} {year}", got, out, round(got - out, 2)])
    summary.append(["รวม (Total)", sum(income), round(sum(spent), 2), round(sum(income) - sum(spent), 2)])
    for column in range(2, 5):
        money_format(summary, column)
    book.save(path)


def _clinic_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกคลินิก By clinic"
    sheet.append(["ยอดงานแยกตามคลินิก ปี 2568 (Work billed by clinic 2568, THB)"])
    sheet.append(["คลินิก (Clinic)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for clinic, values in CLINICS_2568.items():
        sheet.append([clinic] + values + [sum(values)])
    totals = income_2568()
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2758.12, "PEA"), ("ค่าน้ำประปา (Water)", 328.70, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ผ่อนบ้าน (Home loan)", 14200, "ธ.แม่น้ำน่าน"),
                  ("ค่ากับข้าว (Food)", 11200, ""), ("ค่าน้ำมันรถ (Petrol)", 3980, ""),
                  ("รถตู้รับส่งใบเตย (School van)", 1800, ""), ("เรียนเปียโนใบเตย (Piano lessons)", 2400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, "รพ.พุทธชินราช")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2611.43, "PEA"), ("ค่าน้ำประปา (Water)", 342.40, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ผ่อนบ้าน (Home loan)", 14200, "ธ.แม่น้ำน่าน"),
                  ("ค่ากับข้าว (Food)", 10950, ""), ("ค่าน้ำมันรถ (Petrol)", 3620, ""),
                  ("รถตู้รับส่งใบเตย (School van)", 1800, ""), ("เรียนเปียโนใบเตย (Piano lessons)", 2400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, "รพ.พุทธชินราช"),
                  ("ซ่อมเครื่องซักผ้า (Washing machine repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2436.81, "PEA"), ("ค่าน้ำประปา (Water)", 365.94, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ผ่อนบ้าน (Home loan)", 14200, "ธ.แม่น้ำน่าน"),
                  ("ค่ากับข้าว (Food)", 11400, ""), ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("รถตู้รับส่งใบเตย (School van)", 1800, ""), ("เรียนเปียโนใบเตย (Piano lessons)", 2400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, "รพ.พุทธชินราช")],
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
    top = ["โรงเรียนสองแควพิทยา จังหวัดพิษณุโลก", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภัทร เพชรรัตน์  ชั้น ป.5/1  เลขประจำตัว 30718"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-55873-4",
              "หากชำระล่าช้า คิดค่าปรับวันละ 40 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่าหนังสือและเครื่องแบบ", "3,650"), ("ค่าประกันอุบัติเหตุนักเรียน", "350")],
                "25,300", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่าเข้าค่ายลูกเสือ-เนตรนารี", "1,200"), ("ค่าเรียนคอมพิวเตอร์และโค้ดดิ้งเสริม", "2,200")],
                "24,700", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Phetcharat\n"
    "Address: 39/8 Moo 5, Tha Thong, Mueang Phitsanulok 65000\n"
    "Customer no. 020014772619\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 30,118 -> 30,604   Units used: 486 kWh\n"
    "Energy charge 2,196.40  Ft 42.77  Service 38.22  VAT 7% 159.42\n"
    "AMOUNT DUE: 2,436.81 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Phitsanulok Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Thanakorn Phetcharat    Account no. 5510-23-0417\n"
    "Address: 39/8 Moo 5, Tha Thong, Mueang Phitsanulok 65000\n"
    "Meter: 1,482 -> 1,506   Water used: 24 cubic metres\n"
    "Water charge 312.00   Service charge 30.00   VAT 7% 23.94\n"
    "TOTAL 365.94 THB\n"
    "Please pay by 10 Nov 2025.",
]
INSURANCE_LETTER = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Service Centre, Singhawat Road\n"
    "25 October 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - HEALTH INSURANCE (IPD/OPD)\n"
    "Dear Mrs. Piyanuch Phetcharat,\n"
    "Policy no. CPL-H-5508-2231     Insured: Miss Nichapat Phetcharat (age 10)\n"
    "Plan: Health Smart Kids 4000\n"
    " - Room and board 4,000 THB per day\n"
    " - In-patient limit 1,000,000 THB per year\n"
    " - Out-patient 1,500 THB per visit, up to 30 visits a year\n"
    "\n"
    "Coverage period: 1 Dec 2025 - 30 Nov 2026\n"
    "Annual premium: 16,480 THB (last year 14,900 THB). The premium rises because the insured moves\n"
    "into the 10-14 age band.\n"
    "Please pay by 30 Nov 2025. There is a grace period of 31 days; after that the policy lapses.\n"
    "Pay by bank transfer, QR code, or through your agent Khun Wanida Chaiyo (089-315-6604).\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
BANK_LETTER = [
    "NAN RIVER BANK PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch, Borom Trailokkanat Road\n"
    "28 October 2025\n"
    "\n"
    "CHANGE OF INTEREST RATE - HOME LOAN ACCOUNT 6104-00872-1\n"
    "Dear Mr. Thanakorn Phetcharat and Mrs. Piyanuch Phetcharat,\n"
    "\n"
    "Following the reduction of the bank's MRR, the interest rate on your home loan will change\n"
    "from 6.10% to 5.85% per year, effective 1 December 2025.\n"
    "\n"
    "Outstanding principal as of 27 October 2025: 1,284,560.25 THB\n"
    "Current monthly installment: 14,200 THB\n"
    "New monthly installment: 13,900 THB, from the installment due on 5 January 2026\n"
    "Remaining term: 17 years 4 months (unchanged)\n"
    "\n"
    "If you prefer to keep paying 14,200 THB a month and shorten the term instead, please contact\n"
    "the branch by 30 November 2025.\n"
    "Loan officer: Khun Sirirat, 055-212-884",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(income_2568())
    return [
        ("แผนธนกรเด็นทัลแล็บ ปี 2569", "Thanakorn Dental Lab - plan for 2026\nธนกร เพชรรัตน์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท (ปี 2567 ทั้งปี {sum(INCOME_2567):,} บาท)\n"
                         "ลูกค้าใหม่: คลินิกทันตกรรมสองแคว (ก.ค.), คลินิกสไมล์พลัส (พ.ย.)\n"
                         "ปัญหา: งานแก้สีไม่ตรง เตาเผาเก่าอุณหภูมิไม่นิ่ง"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 4,200,000 บาท\nลูกค้าคลินิกประจำ 9 แห่ง\nงานแก้ไม่เกินเดือนละ 4,000 บาท"),
        ("เครื่องมือ", "ซื้อเตาเผาเซอร์โคเนียใหม่ งบไม่เกิน 190,000 บาท (เทียบ HeatPro กับ พิษณุโลกเด็นทัลซัพพลาย)\n"
                       "พิจารณาปิดลีสเครื่องกัดก่อนกำหนด ถ้ากระแสเงินสดพอ"),
        ("คน", "รับช่างเซรามิกเพิ่ม 1 คน เงินเดือน 17,000 บาท เริ่ม ก.พ. 2569\nส่งช่างเอกอบรม CAD รุ่นใหม่ที่กรุงเทพฯ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ธนกรแล็บ/แชท/แชทไลน์_หมอณัฐ_ยิ้มสวย.txt": """[3 พ.ย. 68 10:42] หมอณัฐ ยิ้มสวย: พี่กรคะ คนไข้ทำบริดจ์เซอร์โคเนีย 4 ยูนิต ซี่ 24-27 ราคาเท่าไหร่คะ
[3 พ.ย. 68 10:50] ธนกรแล็บ: ซี่ละ 2,000 ครับหมอ รวม 8,000 ครับ ได้ภายใน 7 วันทำการ
[3 พ.ย. 68 10:51] หมอณัฐ ยิ้มสวย: ได้ค่ะ เดี๋ยวส่งไฟล์สแกนให้บ่ายนี้นะคะ
[4 พ.ย. 68 16:05] หมอณัฐ ยิ้มสวย: พี่คะ คนไข้ต้องบินไปต่างประเทศวันที่ 10 ขอให้เสร็จภายในวันที่ 8 ได้มั้ยคะ
[4 พ.ย. 68 16:20] ธนกรแล็บ: งานด่วนบวกซี่ละ 300 ครับ เป็นซี่ละ 2,300 รวม 9,200 ครับ
[4 พ.ย. 68 16:31] หมอณัฐ ยิ้มสวย: โอเคค่ะ
[5 พ.ย. 68 09:10] หมอณัฐ ยิ้มสวย: พี่คะ สแกนใหม่แล้ว เปลี่ยนเป็น 3 ยูนิต ซี่ 25-27 นะคะ ซี่ 24 ขอทำเป็นครอบเดี่ยว e.max แยก
[5 พ.ย. 68 09:25] ธนกรแล็บ: ได้ครับ บริดจ์ 3 ยูนิต 6,900 ครับ ครอบ e.max ซี่ 24 อีก 2,800 รวมทั้งหมด 9,700 ส่งถึงคลินิกวันที่ 8 พ.ย. ครับ
[5 พ.ย. 68 09:26] หมอณัฐ ยิ้มสวย: ok ค่ะ ตามนั้นเลย สี A2 นะคะ
[8 พ.ย. 68 15:40] ธนกรแล็บ: น้องมายด์เอางานไปส่งที่เคาน์เตอร์แล้วนะครับหมอ
[8 พ.ย. 68 15:52] หมอณัฐ ยิ้มสวย: ได้รับแล้วค่ะ สวยมาก ขอบคุณค่ะ
""",
    "ธนกรแล็บ/แชท/แชทไลน์_กลุ่มช่างแล็บ.txt": """[24 ต.ค. 68 18:10] พี่กร: ธ.ค. งานปลายปีเข้าเยอะ ขอทุกคนมาทำ OT วันเสาร์ ตั้งแต่ 6 ธ.ค. นะครับ ให้วันละ 600
[24 ต.ค. 68 18:14] ช่างเอก: พี่ครับ 600 ผมว่าน้อยไปหน่อย ปีที่แล้วยังได้ 650 เลย
[24 ต.ค. 68 18:16] ช่างฝน: ใช่ค่ะ เสาร์นี่ลงพอร์ซเลนทั้งวันเลยนะคะ
[24 ต.ค. 68 18:30] พี่กร: โอเคๆ งั้นเสาร์ละ 700 ครับ เลี้ยงข้าวเที่ยงด้วย
[24 ต.ค. 68 18:31] ช่างต้น: ขอบคุณครับพี่
[24 ต.ค. 68 18:35] น้องมายด์: มายด์ต้องมาด้วยไหมคะ
[24 ต.ค. 68 18:40] พี่กร: มายด์มาครึ่งวันพอ 350 นะ รับส่งงานรอบเช้า
[31 ต.ค. 68 17:02] พี่กร: โอนเงินเดือน ต.ค. แล้วนะครับ เช็คสลิปด้วย
[31 ต.ค. 68 17:05] ช่างฝน: ได้แล้วค่ะ ขอบคุณค่ะ
[31 ต.ค. 68 17:20] ช่างเอก: พี่ครับ เครื่องกัดเริ่มมีเสียงดัง ต้องเรียกช่างลีสซิ่งมาดูไหมครับ
[31 ต.ค. 68 17:26] พี่กร: เดี๋ยวพี่โทรหาเขาจันทร์นี้
""",
    "ธนกรแล็บ/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | งาน | เงินเดือน | ค่างานพิเศษ/OT | รวม |
|---|---|---|---|---|
| ช่างเอก (อนุชา) | CAD/CAM กัดเซอร์โคเนีย | 18,000 | 2,400 | 20,400 |
| ช่างฝน (ฝนทิพย์) | ลงพอร์ซเลน/แต่งสี | 17,000 | 3,150 | 20,150 |
| ช่างต้น (ธีรวัฒน์) | ฟันปลอม | 15,500 | 1,200 | 16,700 |
| น้องมายด์ | รับส่งงาน/ธุรการ | 11,000 | 0 | 11,000 |

รวมจ่าย ต.ค. 68,250 บาท โอนแล้ว 31 ต.ค.
ยอดนี้ยังไม่หักประกันสังคม (ลูกจ้างจ่ายคนละ 750 บาท)
""",
    "ธนกรแล็บ/บัญชี/งานแก้_ตุลาคม68.md": """# งานแก้ / งานทำใหม่ (Remake) เดือนตุลาคม 2568

- ครอบเซอร์โคเนีย สีไม่ตรง 3 ซี่ (คลินิกยิ้มสวย) = 2,400 บาท (ค่าบล็อก + เวลาเครื่อง)
- ครอบ PFM ขอบไม่แนบ 2 ซี่ (คลินิกหมอปอ) = 1,650 บาท
- ฟันปลอมทั้งปาก สบฟันไม่ได้ 1 ชุด (คลินิกบางระกำ) = 2,300 บาท
- บริดจ์เซอร์โคเนีย 3 ยูนิต แตกตอนเผา (คลินิกวังทอง) = 1,500 บาท

รวมงานแก้ ต.ค. 9 ชิ้นงาน ต้นทุน 7,850 บาท
สาเหตุหลัก: เตาเผาเก่าอุณหภูมิไม่นิ่ง สีเพี้ยน ต้องคาลิเบรตใหม่หรือเปลี่ยนเตา
ฟันปลอมบางระกำ: หมอพิมพ์ปากมาไม่ชัด ครั้งหน้าขอให้ส่ง bite มาด้วย
""",
    "ธนกรแล็บ/โปรแกรมเผาเซอร์โคเนีย.md": """# โปรแกรมเผาเซอร์โคเนีย (จดไว้กันลืม)

## ZT-HT (ครอบเดี่ยว/บริดจ์ไม่เกิน 3 ยูนิต)
- ขึ้น 10 องศา/นาที ถึง 900 องศา แช่ 30 นาที
- ขึ้น 5 องศา/นาที ถึง 1,530 องศา แช่ 2 ชั่วโมง
- ลงอุณหภูมิช้า 10 องศา/นาที ถึง 800 องศา ห้ามเปิดเตาก่อน

## บริดจ์ยาว 4 ยูนิตขึ้นไป
- แช่ที่ 1,530 องศา 2 ชั่วโมงครึ่ง วางบนเม็ดรองเผาให้เต็มถาด

## เตาเก่า
- อุณหภูมิจริงต่ำกว่าหน้าจอประมาณ 15 องศา ตั้งชดเชยไว้แล้ว
""",
    "ธนกรแล็บ/Suppliers/email_ZirTech_price_Dec2025.txt": ZIRTECH_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[27 ต.ค. 68 20:05] นุช: พี่กร ค่าเทอม 2 ใบเตยต้องจ่ายก่อน 10 พ.ย. นะ 24,700
[27 ต.ค. 68 20:09] กร: โอเค เดี๋ยวโอนต้นเดือน รอคลินิกยิ้มสวยโอนค่างานก่อน
[28 ต.ค. 68 07:40] พ่อ: ฟันปลอมพ่อหลวมแล้วนะ กินข้าวเจ็บเหงือก
[28 ต.ค. 68 07:52] กร: เดี๋ยวให้ช่างต้นทำชุดใหม่ให้ครับพ่อ เสาร์นี้ไปพิมพ์ปากที่แล็บ
[1 พ.ย. 68 19:30] นุช: จดหมายประกันสุขภาพใบเตยมาแล้ว ปีนี้ขึ้นเป็น 16,480 ต้องจ่ายก่อน 30 พ.ย.
[1 พ.ย. 68 19:33] กร: ขึ้นเยอะเหมือนกัน ปีที่แล้ว 14,900
[3 พ.ย. 68 12:15] นุช: ธนาคารส่งจดหมายมา ดอกเบี้ยบ้านลด ค่างวดเหลือ 13,900 ตั้งแต่ ม.ค.
[3 พ.ย. 68 12:20] กร: ดีเลย หรือจะจ่ายเท่าเดิมให้หมดเร็วขึ้นดี ต้องบอกธนาคารก่อน 30 พ.ย.
[5 พ.ย. 68 21:00] นุช: ทริปน่านปลายปี จองโฮมสเตย์ที่ปัวแล้วนะ 2 คืน
[5 พ.ย. 68 21:04] ใบเตย: เย้ ไปดูทะเลหมอก
""",
    "บ้าน/ทริปน่าน_ธันวา68.md": """# ทริปน่าน 27-29 ธันวาคม 2568
- ขับรถไปเอง ออกจากพิษณุโลก 6 โมงเช้า (ประมาณ 4 ชม.)
- วันที่ 1: วัดภูมินทร์ ถนนคนเดินน่าน
- วันที่ 2: ดอยเสมอดาว ดูทะเลหมอก, บ่อเกลือ
- วันที่ 3: ปัว ร้านกาแฟ แล้วขับกลับ
- โฮมสเตย์ที่ปัว 2 คืน คืนละ 2,650 บาท (มัดจำแล้ว 2,000)
- งบทั้งทริป 15,000 บาท รวมน้ำมัน
- พ่อไปด้วย เตรียมยาความดันพ่อ
""",
}
TODO = {"todo.md": """- โอนค่าเทอม 2 ใบเตย ก่อน 10 พ.ย.
- จ่ายบิล ZirTech ก่อน 7 พ.ย.
- สั่งบล็อกเซอร์โคเนียล็อตใหม่ก่อน 28 พ.ย. (ก่อนขึ้นราคา)
- เลือกเตาเผา HeatPro หรือ พิษณุโลกเด็นทัลซัพพลาย
- จ่ายประกันสุขภาพใบเตย ก่อน 30 พ.ย.
- ทำฟันปลอมชุดใหม่ให้พ่อ
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    lab = docs / "ธนกรแล็บ"
    quotes, contracts, suppliers, books = lab / "ใบเสนอราคา", lab / "สัญญา", lab / "Suppliers", lab / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, contracts, suppliers, books, lab / "แชท", home / "Bills", home / "ประกัน",
                   home / "ธนาคาร", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_สไมล์พลัส_ร่าง.docx", SMILE_DRAFT, SMILE_DRAFT_TABLE, bottom=SMILE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สไมล์พลัส_ฉบับจริง.docx", SMILE_FINAL, SMILE_FINAL_TABLE,
               bottom=SMILE_FINAL_BOTTOM)
    make_pdf(quotes / "HeatPro_furnace_quotation_HP-Q-25-118.pdf", HEATPRO_QUOTE)
    write_docx(quotes / "ใบเสนอราคาเตาเผา_พิษณุโลกเด็นทัลซัพพลาย.docx", PDS_QUOTE, PDS_QUOTE_TABLE,
               bottom=PDS_QUOTE_BOTTOM)
    write_docx(contracts / "สัญญารับงาน_คลินิกทันตกรรมสองแคว.docx", CONTRACT, headings=CONTRACT_HEADINGS,
               bottom=CONTRACT_BOTTOM)
    make_pdf(contracts / "SiamEquipLeasing_mill_lease_statement_Oct2025.pdf", LEASE_STATEMENT)
    make_pdf(suppliers / "ZirTech_pricelist_2025.pdf", ZIRTECH_PRICES_2025)
    write_docx(suppliers / "ราคาบล็อกเซอร์โคเนีย_เซอร์เทค_2567.docx", ZIRTECH_PRICES_2567, ZIRTECH_PRICES_2567_TABLE,
               bottom=ZIRTECH_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ZirTech_invoice_ZT-25-0932.pdf", ZIRTECH_INVOICE)
    make_pdf(suppliers / "SiamDentalAlloy_invoice_SDA-6810-117.pdf", ALLOY_INVOICE)
    _lab_book(books / "บัญชีแล็บ_2568.xlsx", "2568", income_2568(), MATERIALS_2568, WAGES_2568, UTILITIES_2568)
    _lab_book(books / "บัญชีแล็บ_2567.xlsx", "2567", INCOME_2567, MATERIALS_2567, WAGES_2567, UTILITIES_2567)
    _clinic_book(books / "ยอดงานแยกคลินิก_2568.xlsx")
    write_slides(lab / "แผนแล็บปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    make_pdf(home / "ธนาคาร" / "NanRiverBank_home_loan_notice.pdf", BANK_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
