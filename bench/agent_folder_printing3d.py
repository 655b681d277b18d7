"""The printing3d folder: the papers of a young couple's 3D-printing and laser-cutting shop in Chiang Mai, by code.

The owner who types is คุณปริมประภา คำแสน (ปริม). With her husband กฤษดา (ก้อง) she runs "เคพี เมคเกอร์ สตูดิโอ"
(KP Maker Studio), a shophouse at 14/2 ซอยวัดอุโมงค์, ต.สุเทพ, Chiang Mai: 3D printing (PLA/PETG/resin),
laser cutting and engraving (acrylic, plywood), and design work. They have a part-timer or two from CMU. Their
daughter ใบเตย (ด.ญ.ณิชา คำแสน) is in อนุบาล 2; ก้อง's mother ย่าจันทร์ looks after her in the afternoons. They are
about to buy a 100 W CO2 laser cutter with a bank loan. It is November 2568 (2025).

Documents/ร้าน KP Maker/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ป้ายคาเฟ่ม่อนแจ่ม_ร่าง.docx: draft quote QT-2568-087 to บ้านสวนม่อนแจ่มคาเฟ่ (คุณเจน):
  acrylic shop sign, table menus, 3D-printed menu holders, plywood direction signs; total 18,600, deposit 9,300.
- ใบเสนอราคา/ใบเสนอราคา_ป้ายคาเฟ่ม่อนแจ่ม_ฉบับส่ง.docx: the final of the same quote (bigger sign, 24 menus),
  total 20,260, deposit 50% = 10,130.
- เครื่องเลเซอร์ใหม่/CNCSiam_quotation_CO2_laser_100W.pdf: English quotation CSS-Q2510-044 from CNC Siam Supply
  (Bangkok) for a 100 W CO2 laser CS-1390 Pro: 168,000 + install 6,500 + VAT = 186,715.
- เครื่องเลเซอร์ใหม่/ใบเสนอราคา_เลเซอร์ล้านนา_100W.docx: Thai quote LL-68/219 from บริษัท เลเซอร์ล้านนา จำกัด for a
  similar machine LN-1390: 172,000 + VAT = 184,040, install free, 2-year warranty.
- เครื่องเลเซอร์ใหม่/SiamNorthernBank_loan_approval_Nov2025.pdf: the bank's English letter approving an SME
  equipment loan: 150,000 at 5.90% a year, 36 months, 4,557 a month, first payment 25 Dec 2025.
- Suppliers/NorthFil_pricelist_2025.pdf: English 2025 price list of NorthFil Co., Ltd. (PLA Basic 459 THB/kg ...).
- Suppliers/ราคาเส้นนอร์ทฟิล_2567.docx: last year's list of the same firm in Thai (บริษัท นอร์ทฟิล จำกัด), PLA 439.
- Suppliers/NorthFil_invoice_NF-25-0932.pdf: an October filament invoice, total 10,610.23, due 16 Nov 2025.
- Suppliers/email_AcrylicPlus_Nov2025.txt: an English email: acrylic 3 mm sheet 1,650 -> 1,780 from 1 December 2025.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, three sheets (income by month ม.ค.-ต.ค.; expenses by month;
  customers who still owe money); numbers as numbers.
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/ค่าจ้างพาร์ทไทม์_ต.ค.68.md: October pay of two part-timers, 8,190 in all.
- บัญชี/บันทึกซ่อมเครื่อง_2568.md: the machines' repair log (laser tube 8,900 in August, nozzles ...).
- แชท/แชทไลน์_คุณบอย_ริมดอยอาร์คิเทค.txt: LINE chat with an architect; a housing-estate model goes from 1:100 at
  24,500 to 1:150 at 16,800, then trees and lights added: 18,000 in the end.
- แชท/แชทไลน์_น้องมายด์_พวงกุญแจงานแต่ง.txt: LINE chat, wedding keychains: 150 at 35 becomes 200 at 32 = 6,400.
- เอกสารร้าน/สัญญาเช่าห้องแถว_วัดอุโมงค์.docx: the shophouse lease (9,000 a month in year 1, 9,500 in years 2-3).
- เอกสารร้าน/สัญญาจ้าง_พิพิธภัณฑ์บ้านฮ่อม.docx: a contract to print 40 replica artefacts for a museum, 64,000,
  deposit 19,200, delivery by 15 ธันวาคม 2568.
- สรุปบูธ_LannaMakerFair2568.pptx: slides on the shop's booth at a maker fair (sales 27,450, booth 6,000, 38 leads).
- ราคางานหน้าร้าน.md: the walk-in price sheet (PLA 4 บาท/กรัม, laser 25 บาท/นาที ...).
- ไอเดียสินค้าใหม่.md: product ideas, no figures that matter.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf, Bills/PWA_water_Oct2025.pdf, Bills/LannaLink_internet_Oct2025.pdf: English bills
  (electricity 1,333.22 due 3 Nov 2025; water 210.79; internet 747.93).
- ประกัน/LannaShield_health_renewal_2026.pdf: English renewal notice of the health policies of Prim and Nicha,
  35,430 (last year 32,870), due 15 Dec 2025.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: kindergarten fee notices
  (24,150; 24,600).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวคำแสน.txt: the family LINE group; the car service is first 4,200, in the end 5,350.
- ทริปปาย_ปีใหม่69.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("เคพี เมคเกอร์ สตูดิโอ (KP Maker Studio) งานพิมพ์ 3 มิติ / ตัดและแกะเลเซอร์  "
            "14/2 ซอยวัดอุโมงค์ ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200 โทร 086-417-2290")

# ---------------------------------------------------------------- quotes to the cafe (draft, final)
CAFE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-087",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณเจน บ้านสวนม่อนแจ่มคาเฟ่ อ.แม่ริม จ.เชียงใหม่",
    "เรื่อง ป้ายร้านและของตกแต่งโต๊ะ สำหรับเปิดร้านใหม่",
]
CAFE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ป้ายชื่อร้าน อะคริลิก 5 มม. ตัดเลเซอร์ ขนาด 120x40 ซม. พร้อมไฟ LED", "1 ป้าย", "8,500", "8,500"),
    ("ป้ายเมนูตั้งโต๊ะ อะคริลิกใส แกะลายโลโก้", "20 อัน", "180", "3,600"),
    ("ที่เสียบเมนู พิมพ์ 3 มิติ PLA สีลายไม้", "20 อัน", "120", "2,400"),
    ("ป้ายบอกทาง ไม้อัด 6 มม. ตัดเลเซอร์ เคลือบกันน้ำ", "4 ป้าย", "650", "2,600"),
    ("ค่าออกแบบ", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "18,600"),
]
CAFE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 18,600 บาท (หนึ่งหมื่นแปดพันหกร้อยบาทถ้วน) ร้านไม่ได้จดภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 9,300 บาท ก่อนเริ่มงาน",
    "ร่าง - รอคุณเจนยืนยันขนาดป้ายกับจำนวนโต๊ะก่อน ยังไม่ได้ส่ง",
]
CAFE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-087 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณเจน บ้านสวนม่อนแจ่มคาเฟ่ อ.แม่ริม จ.เชียงใหม่",
    "เรื่อง ป้ายร้านและของตกแต่งโต๊ะ สำหรับเปิดร้านใหม่ (ส่งของภายใน 7 พฤศจิกายน 2568)",
]
CAFE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ป้ายชื่อร้าน อะคริลิก 5 มม. ตัดเลเซอร์ ขนาด 150x50 ซม. พร้อมไฟ LED", "1 ป้าย", "9,200", "9,200"),
    ("ป้ายเมนูตั้งโต๊ะ อะคริลิกใส แกะลายโลโก้", "24 อัน", "180", "4,320"),
    ("ที่เสียบเมนู พิมพ์ 3 มิติ PLA สีลายไม้", "24 อัน", "110", "2,640"),
    ("ป้ายบอกทาง ไม้อัด 6 มม. ตัดเลเซอร์ เคลือบกันน้ำ", "4 ป้าย", "650", "2,600"),
    ("ค่าออกแบบ", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "20,260"),
]
CAFE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 20,260 บาท (สองหมื่นสองร้อยหกสิบบาทถ้วน) ร้านไม่ได้จดภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 10,130 บาท ก่อนเริ่มงาน ส่วนที่เหลือชำระวันติดตั้ง",
    "ติดตั้งป้ายหน้าร้านให้ฟรี (ในเขต อ.แม่ริม) ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ปริมประภา คำแสน ผู้เสนอราคา",
]

# ---------------------------------------------------------------- the new laser: two quotes and the loan
CNCSIAM_QUOTE = [
    "CNC SIAM SUPPLY CO., LTD.\n"
    "215 Ratchadaphisek Road, Din Daeng, Bangkok 10400   Tel. 02-691-4478\n"
    "QUOTATION No. CSS-Q2510-044          Date: 9 Oct 2025\n"
    "To: KP Maker Studio (Khun Kritsada Khamsaen), Soi Wat Umong, Suthep, Chiang Mai\n"
    "\n"
    "Item                                                        Amount (THB)\n"
    "CO2 laser cutter CS-1390 Pro, 100 W tube, bed 1300 x 900 mm   168,000.00\n"
    "  incl. water chiller CW-5200, exhaust fan, air pump\n"
    "Delivery, installation and 1-day training in Chiang Mai          6,500.00\n"
    "Subtotal                                                     174,500.00\n"
    "VAT 7%                                                        12,215.00\n"
    "GRAND TOTAL                                                  186,715.00\n"
    "\n"
    "Warranty: machine 1 year, laser tube 6 months.\n"
    "Lead time: 14 days after 30% deposit. Balance before delivery.\n"
    "Quotation valid 30 days. Contact: Wichai T., sales engineer, 089-201-5536",
]
LASERLANNA_TOP = [
    "บริษัท เลเซอร์ล้านนา จำกัด",
    "99/8 ถนนเชียงใหม่-ลำปาง ต.ป่าตัน อ.เมือง จ.เชียงใหม่ 50300 โทร 053-224-870",
    "ใบเสนอราคา เลขที่ LL-68/219  วันที่ 11 ตุลาคม 2568",
    "เรียน คุณกฤษดา คำแสน ร้านเคพี เมคเกอร์ สตูดิโอ",
    "เรื่อง เครื่องตัดเลเซอร์ CO2 100 วัตต์",
]
LASERLANNA_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องตัดเลเซอร์ CO2 รุ่น LN-1390 หลอด 100 วัตต์ พื้นที่ทำงาน 1300x900 มม.", "1 เครื่อง", "172,000"),
    ("ชิลเลอร์ CW-5200 พัดลมดูดควัน ปั๊มลม", "1 ชุด", "รวมในราคาเครื่อง"),
    ("ค่าขนส่ง ติดตั้ง และสอนใช้งาน (ในเขตเมืองเชียงใหม่)", "", "ฟรี"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "12,040"),
    ("รวมทั้งสิ้น", "", "184,040"),
]
LASERLANNA_BOTTOM = [
    "รับประกันตัวเครื่อง 2 ปี หลอดเลเซอร์ 1 ปี มีช่างอยู่เชียงใหม่ เข้าซ่อมภายใน 48 ชม.",
    "ส่งของภายใน 7 วันหลังวางมัดจำ 30%",
    "ยืนราคา 30 วัน  ผู้เสนอราคา นายอดิศร บุญมา ฝ่ายขาย",
]
BANK_LETTER = [
    "SIAM NORTHERN BANK PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Nimmanhaemin Branch, 12 Nimmanhaemin Road, Chiang Mai 50200\n"
    "5 November 2025\n"
    "\n"
    "Ref: SNB-SME-CM-25-1147\n"
    "Dear Mrs. Primprapa Khamsaen and Mr. Kritsada Khamsaen,\n"
    "\n"
    "APPROVAL OF SME EQUIPMENT LOAN\n"
    "We are pleased to inform you that your application for an equipment loan for\n"
    "KP Maker Studio has been approved on the following terms:\n"
    "\n"
    "Purpose: purchase of one CO2 laser cutting machine\n"
    "Loan amount: 150,000 THB\n"
    "Interest rate: 5.90% per year, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly installment: 4,557 THB, by auto-debit from account 701-2-33486-5\n"
    "First installment: 25 Dec 2025\n"
    "Front-end fee: 0.5% of the loan (750 THB), deducted on drawdown\n"
    "Collateral: the machine, plus guarantee by the Thai Credit Guarantee Corporation (TCG)\n"
    "\n"
    "Conditions: please submit the final quotation or invoice of the machine by 30 Nov 2025.\n"
    "The bank pays the seller directly. The rest of the price is paid from your own funds.\n"
    "\n"
    "Yours sincerely,\n"
    "Nattapong S., Relationship Manager, SME Banking, 053-894-112",
]

# ---------------------------------------------------------------- filament and acrylic suppliers
NORTHFIL_PRICES_2025 = [
    "NORTHFIL CO., LTD.\n"
    "3D printing filament and resin - 77/3 Moo 2, San Kamphaeng Road, Chiang Mai 50130\n"
    "PRICE LIST 2025  (valid 1 Jan 2025 - 31 Dec 2025, prices in THB, VAT not included)\n"
    "\n"
    "PLA Basic 1.75 mm, 1 kg spool ............ 459\n"
    "PLA Matte 1.75 mm, 1 kg spool ............ 489\n"
    "PLA Silk 1.75 mm, 1 kg spool ............. 529\n"
    "PETG 1.75 mm, 1 kg spool ................. 499\n"
    "TPU 95A 1.75 mm, 1 kg spool .............. 790\n"
    "Standard resin, grey, 1 litre ............ 890\n"
    "\n"
    "Discount 5% for 20 spools or more in one order.\n"
    "Free delivery in Chiang Mai for orders over 3,000 THB.\n"
    "Payment: 30 days credit for registered shops.\n"
    "Contact: Kanokwan P., sales@northfil.co.th, 052-081-337",
]
NORTHFIL_PRICES_2567_TOP = ["บริษัท นอร์ทฟิล จำกัด", "ใบราคาเส้นพลาสติกและเรซิน ปี 2567 (มกราคม - ธันวาคม 2567)",
                            "ราคาเป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม"]
NORTHFIL_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("เส้น PLA Basic 1.75 มม. ม้วน 1 กก.", "439"),
    ("เส้น PLA Matte 1.75 มม. ม้วน 1 กก.", "469"),
    ("เส้น PLA Silk 1.75 มม. ม้วน 1 กก.", "520"),
    ("เส้น PETG 1.75 มม. ม้วน 1 กก.", "479"),
    ("เส้น TPU 95A 1.75 มม. ม้วน 1 กก.", "750"),
    ("เรซินมาตรฐาน สีเทา 1 ลิตร", "950"),
]
NORTHFIL_PRICES_2567_BOTTOM = ["สั่ง 30 ม้วนขึ้นไปลด 5%  ส่งฟรีในเมืองเชียงใหม่เมื่อสั่งเกิน 4,000 บาท",
                               "ติดต่อ คุณกนกวรรณ ฝ่ายขาย"]
NORTHFIL_INVOICE = [
    "NORTHFIL CO., LTD.\n"
    "TAX INVOICE No. NF-25-0932\n"
    "Date: 17 Oct 2025          Due date: 16 Nov 2025 (30 days credit)\n"
    "Customer: KP Maker Studio, 14/2 Soi Wat Umong, Suthep, Chiang Mai 50200\n"
    "\n"
    "Item                        Qty        Unit price   Amount\n"
    "PLA Basic 1.75 mm 1 kg      12 spools  459.00       5,508.00\n"
    "PLA Matte 1.75 mm 1 kg       6 spools  489.00       2,934.00\n"
    "PETG 1.75 mm 1 kg            4 spools  499.00       1,996.00\n"
    "Subtotal                                           10,438.00\n"
    "Discount 5% (22 spools)                             -521.90\n"
    "After discount                                      9,916.10\n"
    "VAT 7%                                                694.13\n"
    "TOTAL DUE                                          10,610.23 THB\n"
    "\n"
    "Bank transfer: Bangkok Bank, NorthFil Co., Ltd., 512-7-04418-2",
]
ACRYLIC_EMAIL = """From: Orders - Acrylic Plus <orders@acrylicplus-cm.co.th>
To: kpmakerstudio@gmail.com
Date: Mon, 3 Nov 2025 09:12
Subject: Acrylic sheet price adjustment from 1 December 2025

Dear KP Maker Studio team,

Thank you for buying from Acrylic Plus Co., Ltd. this year. Because the price of cast acrylic from our
factory has gone up again, our sheet prices will change from 1 December 2025:

- Clear cast acrylic 3 mm, 120 x 240 cm: 1,650 -> 1,780 THB per sheet
- Clear cast acrylic 5 mm, 120 x 240 cm: 2,650 -> 2,850 THB per sheet
- Mirror gold acrylic 3 mm, 120 x 240 cm: no change, 2,200 THB per sheet

Orders confirmed and paid before 30 November 2025 keep the old prices. Free delivery for 5 sheets or
more stays the same, and we can still cut sheets to half size for free.

Best regards,
Supaporn K.
Acrylic Plus Co., Ltd., Chang Klan Road, Chiang Mai
053-273-906
"""

# ---------------------------------------------------------------- the books (this year, last year)
PRINT_2568 = [38400, 35200, 41800, 29600, 33100, 36900, 40200, 44700, 47300, 52600]
LASER_2568 = [31200, 28900, 35400, 26800, 30300, 29700, 33800, 36100, 38900, 45200]
DESIGN_2568 = [6500, 5800, 7200, 4100, 5300, 6100, 6800, 7400, 8200, 9600]
MATERIAL_2568 = [21400, 19800, 23900, 17200, 19600, 20800, 22900, 24800, 26300, 30100]
WAGES_2568 = [6200, 5900, 7100, 3900, 5200, 6300, 6800, 7400, 7800, 8190]
POWER_2568 = [4850, 4620, 5380, 5910, 5460, 4980, 5120, 5340, 5580, 6020]
REPAIR_2568 = [0, 1250, 0, 650, 0, 2400, 0, 8900, 650, 1300]
OWED_2568 = [
    ("บ้านสวนม่อนแจ่มคาเฟ่ (คุณเจน)", "QT-2568-087", 20260, 10130, "มัดจำแล้ว เก็บที่เหลือวันติดตั้ง"),
    ("ริมดอย อาร์คิเทค (คุณบอย)", "โมเดลหมู่บ้าน", 18000, 9000, "ส่งงาน 21 พ.ย."),
    ("พิพิธภัณฑ์บ้านฮ่อม", "สัญญา 3/2568", 64000, 0, "งวดแรก 19,200 รอโอน"),
    ("น้องมายด์ (พวงกุญแจงานแต่ง)", "200 ชิ้น", 6400, 3000, ""),
]

PRINT_2567 = [27800, 26500, 30200, 22400, 25100, 27600, 29900, 31800, 33600, 37400, 41200, 48900]
LASER_2567 = [24300, 22800, 27100, 20500, 23700, 22900, 25600, 27300, 29800, 33100, 36700, 44200]
DESIGN_2567 = [4200, 3900, 5100, 2800, 3600, 4100, 4600, 5200, 5700, 6400, 7300, 8800]
MATERIAL_2567 = [16900, 15800, 18400, 13200, 15300, 16100, 17600, 18700, 19900, 22300, 24600, 29800]
WAGES_2567 = [4200, 4200, 5100, 2600, 3900, 4600, 4800, 5200, 5600, 6100, 6800, 8400]
POWER_2567 = [4120, 3980, 4610, 5230, 4870, 4350, 4420, 4560, 4730, 4980, 5150, 5620]
REPAIR_2567 = [0, 0, 1800, 0, 650, 0, 0, 3200, 0, 650, 0, 1500]
OWED_2567 = [
    ("โรงเรียนนานาชาติล้านนา", "ถ้วยรางวัลอะคริลิก", 12800, 6400, "เก็บครบ ม.ค. 68"),
    ("ร้านกาแฟดอยปุย", "ป้ายไม้ 3 ป้าย", 4500, 0, "ลูกค้าหาย โทรไม่ติด"),
]


def _shop_book(path: Path, year: str, cols: dict[str, list[int]], rent: int, owed: list[tuple]) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับร้านเคพี เมคเกอร์ สตูดิโอ ปี {year} (Monthly income {year}, THB)"])
    income.append(["เดือน (Month)", "งานพิมพ์ 3 มิติ (3D printing)", "งานตัด/แกะเลเซอร์ (Laser)",
                   "ค่าออกแบบ (Design)", "รวม (Total)"])
    n = len(cols["print"])
    for i in range(n):
        a, b, c = cols["print"][i], cols["laser"][i], cols["design"][i]
        income.append([f"{MONTHS[i]} {year}", a, b, c, a + b + c])
    income.append(["รวมทั้งปี (Year total)", sum(cols["print"]), sum(cols["laser"]), sum(cols["design"]),
                   sum(cols["print"]) + sum(cols["laser"]) + sum(cols["design"])])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าเช่าร้าน (Rent)", "ค่าจ้างพาร์ทไทม์ (Part-time wages)",
                  "ค่าไฟร้าน (Electricity)", "ค่าซ่อม/อะไหล่ (Repairs)", "รวม (Total)"])
    for i in range(n):
        row = [cols["material"][i], rent, cols["wages"][i], cols["power"][i], cols["repair"][i]]
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    for column in range(2, 8):
        money_format(costs, column)
    debts = book.create_sheet("ลูกค้าค้างจ่าย Owed")
    debts.append(["ลูกค้า (Customer)", "งาน (Job)", "ยอดงาน (Job total)", "รับแล้ว (Received)",
                  "ค้างรับ (Outstanding)", "หมายเหตุ (Note)"])
    for name, job, total, got, note in owed:
        debts.append([name, job, total, got, total - got, note])
    for column in (3, 4, 5):
        money_format(debts, column)
    book.save(path)


# ---------------------------------------------------------------- contracts
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ 14/1 ซอยวัดอุโมงค์ ต.สุเทพ อ.เมือง จ.เชียงใหม่  วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นางบัวผัน อินทร์แก้ว ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นายกฤษดา คำแสน และ นางปริมประภา คำแสน ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "ห้องแถว 2 ชั้น เลขที่ 14/2 ซอยวัดอุโมงค์ ต.สุเทพ อ.เมือง จ.เชียงใหม่ "
     "ใช้เป็นร้านรับพิมพ์งานและที่เก็บเครื่องจักร"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "ปีที่ 1 (2567) เดือนละ 9,000 บาท\nปีที่ 2 และปีที่ 3 (2568-2569) เดือนละ 9,500 บาท\n"
     "ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 27,000 บาท (3 เดือน) คืนภายใน 30 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 5 ค่าน้ำค่าไฟ", "ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาเองตามมิเตอร์ ผู้เช่าเดินสายไฟสามเฟสเพิ่มได้ด้วยทุนของผู้เช่า"),
    ("ข้อ 6 การบอกเลิก", "ฝ่ายใดจะเลิกสัญญาก่อนครบกำหนดต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน"),
]
LEASE_BOTTOM = ["ลงชื่อ บัวผัน อินทร์แก้ว ผู้ให้เช่า", "ลงชื่อ กฤษดา คำแสน ผู้เช่า",
                "ลงชื่อ ปริมประภา คำแสน ผู้เช่า"]

MUSEUM_TOP = [
    "สัญญาจ้างผลิตแบบจำลองโบราณวัตถุด้วยการพิมพ์ 3 มิติ",
    "สัญญาเลขที่ 3/2568  ทำที่ พิพิธภัณฑ์เรือนโบราณบ้านฮ่อม อ.สารภี จ.เชียงใหม่  วันที่ 28 ตุลาคม 2568",
    "ระหว่าง มูลนิธิบ้านฮ่อมล้านนา โดย นายสุรพล ใจคำ ผู้อำนวยการพิพิธภัณฑ์ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ ร้านเคพี เมคเกอร์ สตูดิโอ โดย นางปริมประภา คำแสน ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
MUSEUM_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างสแกนและพิมพ์ 3 มิติแบบจำลองเครื่องใช้ล้านนาโบราณ (ขันโตก เครื่องเขิน "
     "พระพิมพ์ดินเผา และตุ๊กตาเสียกบาล) จำนวน 40 ชิ้น ทำสีเหมือนของจริง สำหรับมุมให้ผู้ชมจับต้องได้"),
    ("ข้อ 2 ค่าจ้าง", "ค่าจ้างรวม 64,000 บาท (หกหมื่นสี่พันบาทถ้วน) รวมค่าวัสดุและค่าทำสีแล้ว"),
    ("ข้อ 3 การจ่ายเงิน", "งวดที่ 1 มัดจำ 30% เป็นเงิน 19,200 บาท ภายใน 7 วันหลังลงนาม\n"
     "งวดที่ 2 เป็นเงิน 44,800 บาท เมื่อส่งมอบงานครบและผู้ว่าจ้างตรวจรับแล้ว"),
    ("ข้อ 4 การส่งมอบ", "ส่งมอบงานทั้งหมดภายในวันที่ 15 ธันวาคม 2568 ณ พิพิธภัณฑ์"),
    ("ข้อ 5 ค่าปรับ", "หากส่งมอบล่าช้า ผู้รับจ้างยอมให้ปรับวันละ 300 บาท"),
    ("ข้อ 6 การรับประกัน", "ผู้รับจ้างรับประกันชิ้นงานแตกหักหรือสีหลุดจากการใช้งานปกติ 6 เดือน ซ่อมหรือพิมพ์ใหม่ให้ฟรี"),
]
MUSEUM_BOTTOM = ["ลงชื่อ สุรพล ใจคำ ผู้ว่าจ้าง", "ลงชื่อ ปริมประภา คำแสน ผู้รับจ้าง",
                 "ลงชื่อ กฤษดา คำแสน พยาน"]

# ---------------------------------------------------------------- slides
BOOTH_SLIDES = [
    ("สรุปงานออกบูธ Lanna Maker Fair 2568", "บูธ C07 ศูนย์ประชุมนานาชาติเชียงใหม่ 18-19 ตุลาคม 2568\n"
                                             "เคพี เมคเกอร์ สตูดิโอ  ปริม & ก้อง"),
    ("ยอดขายในงาน", "ขายได้รวม 27,450 บาท (2 วัน)\nวันเสาร์ 12,380 บาท  วันอาทิตย์ 15,070 บาท\n"
                    "ขายดีสุด: พวงกุญแจสลักชื่อ 89 บาท ขายได้ 118 ชิ้น"),
    ("ต้นทุน", "ค่าบูธ 6,000 บาท\nค่าของที่ทำไปขาย (วัสดุ) ประมาณ 7,800 บาท\nค่าป้ายและโต๊ะโชว์ 2,150 บาท"),
    ("ลูกค้าใหม่", "ได้รายชื่อลูกค้าสนใจงานสั่งทำ 38 ราย\nได้งานจริงแล้ว: โมเดลหมู่บ้านริมดอย อาร์คิเทค, "
                   "พวงกุญแจงานแต่งน้องมายด์"),
    ("ปีหน้า", "ไปอีกถ้าค่าบูธไม่เกิน 7,000 บาท\nทำโคมไฟพิมพ์ 3 มิติไปขายเพิ่ม ตั้งราคา 590 บาท\n"
               "เตรียม QR สั่งงานผ่าน LINE OA"),
]

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Kritsada Khamsaen\n"
    "Address: 99/41 Moo 5, San Phi Suea, Mueang Chiang Mai 50300\n"
    "Customer no. 020014772930\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 30,117 -> 30,403   Units used: 286 kWh\n"
    "Energy charge 1,151.72  Ft 56.06  Service 38.22  VAT 7% 87.22\n"
    "AMOUNT DUE: 1,333.22 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Chiang Mai Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Kritsada Khamsaen   Account: 5510-0388-27\n"
    "Address: 99/41 Moo 5, San Phi Suea, Mueang Chiang Mai 50300\n"
    "Meter: 1,284 -> 1,298   Water used: 14 cubic metres\n"
    "Water charge 172.00   Service fee 25.00   VAT 7% 13.79\n"
    "TOTAL 210.79 THB\n"
    "Due date: 5 Nov 2025",
]
LANNALINK_BILL = [
    "LANNALINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Primprapa Khamsaen    Account: LL-8820-4415\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 28 Oct 2025. Paid by auto-debit, Kasikornbank.",
]
HEALTH_RENEWAL = [
    "LANNA SHIELD LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Office, Chang Phueak Road\n"
    "10 November 2025\n"
    "\n"
    "RENEWAL NOTICE - FAMILY HEALTH INSURANCE\n"
    "Dear Mrs. Primprapa Khamsaen,\n"
    "Your health policies below end on 31 Dec 2025. Renewal period: 1 Jan 2026 - 31 Dec 2026.\n"
    "\n"
    "Insured                        Plan                  Premium 2026   Premium 2025\n"
    "Mrs. Primprapa Khamsaen (33)   Health Plus IPD 5000   21,480 THB     19,920 THB\n"
    "Miss Nicha Khamsaen (5)        Kids Care IPD 3000     13,950 THB     12,950 THB\n"
    "\n"
    "Total premium due: 35,430 THB (last year 32,870 THB)\n"
    "Room and board: 5,000 THB/night (adult), 3,000 THB/night (child)\n"
    "OPD rider for the child: 1,000 THB per visit, up to 30 visits\n"
    "Please pay by 15 Dec 2025 so that cover continues without a break.\n"
    "Pay at any branch, by QR code, or through your agent Khun Orawan (081-905-6624).\n"
    "\n"
    "Yours sincerely,\n"
    "Customer Service Department",
]

# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอนุบาลดอกแก้ว เชียงใหม่", f"ใบแจ้งค่าธรรมเนียมการเรียน ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชา คำแสน (น้องใบเตย)  ชั้นอนุบาล 2/1  เลขประจำตัว 6604"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4417-8851",
              "หากชำระหลังกำหนด ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าอุปกรณ์การเรียนและชุดนักเรียน", "2,300"), ("ค่าประกันอุบัติเหตุ", "450")],
                "24,150", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่ากิจกรรมวันเด็กและทัศนศึกษา", "1,200"), ("ค่าเรียนว่ายน้ำ", "2,000")],
                "24,600", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household spending
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าเช่าบ้าน (House rent)", 7500, "บ้านสันผีเสื้อ"), ("ค่าไฟ (Electricity)", 1421.50, "PEA"),
                  ("ค่าน้ำประปา (Water)", 198.40, "กปภ."), ("อินเทอร์เน็ต (Internet)", 747.93, "LannaLink"),
                  ("ค่ากับข้าว (Food)", 8900, ""), ("ค่าน้ำมันรถ (Petrol)", 2650, "Yaris"),
                  ("ผ่อนรถ (Car installment)", 8900, "งวด 27/60"),
                  ("ให้ย่าจันทร์ (Grandma, childcare)", 3000, "ดูใบเตยตอนบ่าย"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1200, "")],
    "ก.ย. 2568": [("ค่าเช่าบ้าน (House rent)", 7500, "บ้านสันผีเสื้อ"), ("ค่าไฟ (Electricity)", 1389.75, "PEA"),
                  ("ค่าน้ำประปา (Water)", 204.60, "กปภ."), ("อินเทอร์เน็ต (Internet)", 747.93, "LannaLink"),
                  ("ค่ากับข้าว (Food)", 9350, ""), ("ค่าน้ำมันรถ (Petrol)", 2480, "Yaris"),
                  ("ผ่อนรถ (Car installment)", 8900, "งวด 28/60"),
                  ("ให้ย่าจันทร์ (Grandma, childcare)", 3000, ""),
                  ("ค่ารถรับส่งใบเตย (School van)", 1200, ""), ("ค่าหมอใบเตย (Doctor)", 850, "เป็นไข้หวัด")],
    "ต.ค. 2568": [("ค่าเช่าบ้าน (House rent)", 7500, "บ้านสันผีเสื้อ"), ("ค่าไฟ (Electricity)", 1333.22, "PEA"),
                  ("ค่าน้ำประปา (Water)", 210.79, "กปภ."), ("อินเทอร์เน็ต (Internet)", 747.93, "LannaLink"),
                  ("ค่ากับข้าว (Food)", 9200, ""), ("ค่าน้ำมันรถ (Petrol)", 2850, "Yaris"),
                  ("ผ่อนรถ (Car installment)", 8900, "งวด 29/60"),
                  ("ให้ย่าจันทร์ (Grandma, childcare)", 3000, ""),
                  ("ค่ารถรับส่งใบเตย (School van)", 1200, ""), ("ของขวัญวันเกิดย่า (Gift)", 1590, "")],
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


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้าน KP Maker/แชท/แชทไลน์_คุณบอย_ริมดอยอาร์คิเทค.txt": """[22 ต.ค. 68 10:05] บอย RimDoi Arch: สวัสดีครับ ผมบอยจากริมดอย อาร์คิเทค ที่คุยกันที่บูธครับ อยากทำโมเดลหมู่บ้านจัดสรร 12 หลัง ไว้โชว์ที่สำนักงานขาย
[22 ต.ค. 68 10:12] ปริม KP Maker: สวัสดีค่ะคุณบอย ส่งไฟล์ SketchUp มาได้เลยค่ะ
[23 ต.ค. 68 16:40] ปริม KP Maker: ดูไฟล์แล้วค่ะ สเกล 1:100 ฐาน 120x80 ซม. พิมพ์บ้าน 12 หลัง + ถนน ราคา 24,500 บาท ใช้เวลา 3 สัปดาห์ค่ะ
[23 ต.ค. 68 17:02] บอย RimDoi Arch: ขอคุยกับหัวหน้าก่อนนะครับ
[27 ต.ค. 68 09:30] บอย RimDoi Arch: หัวหน้าบอกงบไม่ถึงครับ ถ้าลดเป็นสเกล 1:150 ฐานเล็กลงได้ไหมครับ
[27 ต.ค. 68 11:15] ปริม KP Maker: ได้ค่ะ สเกล 1:150 ฐาน 80x55 ซม. เหลือ 16,800 บาทค่ะ
[27 ต.ค. 68 11:20] บอย RimDoi Arch: โอเคครับ แต่อยากได้ต้นไม้กับไฟส่องทางเดินด้วย เพิ่มเท่าไหร่ครับ
[27 ต.ค. 68 11:48] ปริม KP Maker: ต้นไม้ 30 ต้น + ไฟ LED ทางเดิน เพิ่ม 1,200 ค่ะ รวมเป็น 18,000 บาทถ้วนค่ะ
[27 ต.ค. 68 12:03] บอย RimDoi Arch: ตกลงครับ 18,000 เดี๋ยวโอนมัดจำครึ่งนึงบ่ายนี้ ขอรับงานวันที่ 21 พ.ย. นะครับ
[27 ต.ค. 68 14:26] บอย RimDoi Arch: โอนแล้วครับ 9,000 (ส่งสลิปแล้ว)
[27 ต.ค. 68 14:30] ปริม KP Maker: ได้รับแล้วค่ะ ขอบคุณค่ะ เริ่มพิมพ์พรุ่งนี้เลยค่ะ
[12 พ.ย. 68 19:10] ปริม KP Maker: อัปเดตค่ะ บ้านพิมพ์เสร็จ 12 หลังแล้ว เหลือทำสีกับติดไฟ ส่งทันวันที่ 21 ค่ะ
""",
    "ร้าน KP Maker/แชท/แชทไลน์_น้องมายด์_พวงกุญแจงานแต่ง.txt": """[4 พ.ย. 68 20:15] มายด์: พี่ปริมคะ อยากได้พวงกุญแจไม้สลักชื่อบ่าวสาวเป็นของชำร่วยค่ะ 150 ชิ้น ชิ้นละเท่าไหร่คะ
[4 พ.ย. 68 20:31] ปริม KP Maker: ไม้อัด 3 มม. ขนาด 5x3 ซม. สลักชื่อ + วันที่ + ห่วงทอง ชิ้นละ 35 บาทค่ะ 150 ชิ้น = 5,250 บาทค่ะ
[4 พ.ย. 68 20:40] มายด์: โอเคค่ะ งานวันที่ 6 ธ.ค. นะคะ
[6 พ.ย. 68 12:02] มายด์: พี่คะ แขกเพิ่มค่ะ ขอเป็น 200 ชิ้นได้ไหมคะ ลดได้อีกนิดไหมคะ 555
[6 พ.ย. 68 12:20] ปริม KP Maker: ได้ค่ะ 200 ชิ้นลดให้เหลือชิ้นละ 32 บาท รวม 6,400 บาทค่ะ ส่งของวันที่ 29 พ.ย.ค่ะ
[6 พ.ย. 68 12:22] มายด์: เย้ ตกลงค่ะ โอนมัดจำ 3,000 ก่อนนะคะ
[6 พ.ย. 68 12:35] มายด์: โอนแล้วค่ะ
[6 พ.ย. 68 13:01] ปริม KP Maker: ได้รับแล้วค่ะ เดี๋ยวส่งแบบให้ดูพรุ่งนี้นะคะ
""",
    "ร้าน KP Maker/บัญชี/ค่าจ้างพาร์ทไทม์_ต.ค.68.md": """# ค่าจ้างพาร์ทไทม์ ตุลาคม 2568

| ชื่อ | งาน | ชั่วโมง | ค่าจ้าง/ชม. | รวม |
|---|---|---|---|---|
| น้องเฟิร์น (วิศวะ มช. ปี 3) | คุมเครื่องพิมพ์ ขัดงาน ทำสี | 72 ชม. | 65 บาท | 4,680 บาท |
| น้องโอ๊ต (สถาปัตย์ มช. ปี 2) | ออกแบบไฟล์ตัดเลเซอร์ | 54 ชม. | 65 บาท | 3,510 บาท |

รวมค่าจ้าง ต.ค. 8,190 บาท โอนให้แล้ว 31 ต.ค.
เดือนหน้างานพิพิธภัณฑ์เยอะ อาจต้องให้เฟิร์นมาเสาร์-อาทิตย์ด้วย
""",
    "ร้าน KP Maker/บัญชี/บันทึกซ่อมเครื่อง_2568.md": """# บันทึกซ่อมบำรุงเครื่อง ปี 2568

เครื่องในร้าน: เครื่องพิมพ์ 3 มิติ 4 เครื่อง (P1, P2, P3, P4), เครื่องเรซิน 1 เครื่อง, เครื่องเลเซอร์ CO2 60 วัตต์ (ซื้อมือสองปี 2566)

- 14 ก.พ. 68  P2 หัวฉีดตัน เปลี่ยนฮอตเอนด์ชุดใหม่ 1,250 บาท
- 9 เม.ย. 68  P1 เปลี่ยนหัวฉีด 0.4 มม. 650 บาท
- 17 มิ.ย. 68  เครื่องเลเซอร์ เปลี่ยนกระจกสะท้อน 3 ชิ้น + เลนส์ 2,400 บาท
- 22 ส.ค. 68  เครื่องเลเซอร์ หลอดเสื่อม ตัดอะคริลิก 5 มม. ไม่ขาด เปลี่ยนหลอด 60W ใหม่ 8,900 บาท (แพงสุดปีนี้)
- 3 ก.ย. 68  P3 เปลี่ยนหัวฉีด 650 บาท
- 8 ต.ค. 68  P2, P4 เปลี่ยนหัวฉีดคู่ 1,300 บาท

รวมค่าซ่อมถึง ต.ค. 15,150 บาท
หมายเหตุ: เครื่องเลเซอร์เก่าตัดช้า งานอะคริลิกใหญ่ต้องตัดหลายรอบ เลยคิดซื้อเครื่อง 100 วัตต์ปีนี้
""",
    "ร้าน KP Maker/ราคางานหน้าร้าน.md": """# ราคางานหน้าร้าน (ลูกค้า walk-in) อัปเดต ก.ค. 2568

## พิมพ์ 3 มิติ
- PLA: 4 บาท/กรัม
- PETG: 5 บาท/กรัม
- TPU (ยืดหยุ่น): 8 บาท/กรัม
- เรซิน (งานละเอียด ฟิกเกอร์): 12 บาท/มล.
- ขั้นต่ำงานละ 100 บาท

## ตัด/แกะเลเซอร์
- อะคริลิก: 25 บาท/นาที (คิดตามเวลาเครื่อง)
- ไม้อัด/MDF: 15 บาท/นาที
- แกะสลักแก้ว/กระบอกน้ำ: ชิ้นละ 80 บาท
- ลูกค้าเอาวัสดุมาเอง ลด 20%

## ออกแบบ
- แก้ไฟล์/ออกแบบให้ ชั่วโมงละ 300 บาท
- งานด่วนภายใน 24 ชม. บวกเพิ่ม 30%
""",
    "ร้าน KP Maker/ไอเดียสินค้าใหม่.md": """# ไอเดียสินค้าใหม่
- โคมไฟลายผ้าซิ่นพิมพ์ 3 มิติ (ลองลาย ตีนจก)
- ชุดของเล่นตัวต่อช้างไม้ตัดเลเซอร์ ขายร้านของฝากนิมมาน
- ที่วางโทรศัพท์ชื่อคาเฟ่ ขายส่งให้ร้านกาแฟ
- ป้ายชื่อสัตว์เลี้ยงสลักอะคริลิก
- ถามก้อง: เครื่องใหม่ตัดหนังได้ไหม
""",
    "ร้าน KP Maker/Suppliers/email_AcrylicPlus_Nov2025.txt": ACRYLIC_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวคำแสน.txt": """[28 ต.ค. 68 19:42] ปริม: ค่าเทอมใบเตยเทอม 2 มาแล้วนะ ต้องจ่ายก่อน 10 พ.ย.
[28 ต.ค. 68 19:50] ก้อง: โอเค เดี๋ยวโอนให้สิ้นเดือน
[30 ต.ค. 68 07:15] ย่าจันทร์: พรุ่งนี้ย่าไปรับใบเตยไม่ได้นะ ย่าไปงานบุญที่ลำพูน
[30 ต.ค. 68 07:20] ปริม: ได้ค่ะแม่ เดี๋ยวปริมไปรับเองค่ะ
[2 พ.ย. 68 18:05] ก้อง: รถเข้าศูนย์วันเสาร์ที่ 8 นะ เช็คระยะ 60,000 กม. ศูนย์บอกประมาณ 4,200
[8 พ.ย. 68 15:30] ก้อง: ศูนย์โทรมา ผ้าเบรกหน้าหมดต้องเปลี่ยนด้วย รวมทั้งหมด 5,350 บาท จ่ายไปแล้ว
[8 พ.ย. 68 15:34] ปริม: โอเค ใช้บัตรเครดิตไปก่อน เดี๋ยวค่อยโยกเงินร้าน
[10 พ.ย. 68 21:02] ปริม: ประกันสุขภาพปีหน้าส่งจดหมายมาแล้ว ขึ้นอีกแล้ว ต้องจ่ายก่อน 15 ธ.ค.
[10 พ.ย. 68 21:10] ย่าจันทร์: วันเกิดย่าปีนี้ไม่ต้องซื้ออะไรนะ กินข้าวด้วยกันก็พอ
""",
    "บ้าน/ทริปปาย_ปีใหม่69.md": """# ทริปปาย ปีใหม่ 2569 (30 ธ.ค. - 1 ม.ค.)
- ขับรถไปเอง ออกเช้า แวะพักห้วยน้ำดัง
- ที่พัก: รีสอร์ทริมน้ำปาย 2 คืน คืนละ 2,200 (จองแล้ว มัดจำ 1,000)
- พาใบเตยไปหมู่บ้านสันติชล + ขี่ช้างไม่เอา
- งบทั้งทริปประมาณ 12,000 บาท
- ย่าจันทร์ไปด้วย
""",
}
TODO = {"todo.md": """- ส่งใบเสนอราคาเครื่องเลเซอร์ให้ธนาคาร ก่อน 30 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 10 พ.ย.
- สั่งอะคริลิก 3 มม. ก่อนขึ้นราคา 1 ธ.ค.
- ส่งโมเดลคุณบอย 21 พ.ย.
- จ่ายประกันสุขภาพ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้าน KP Maker"
    quotes, laser, suppliers, books, papers = (shop / "ใบเสนอราคา", shop / "เครื่องเลเซอร์ใหม่", shop / "Suppliers",
                                               shop / "บัญชี", shop / "เอกสารร้าน")
    home = docs / "บ้าน"
    for folder in (quotes, laser, suppliers, books, papers, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ป้ายคาเฟ่ม่อนแจ่ม_ร่าง.docx", CAFE_DRAFT, CAFE_DRAFT_TABLE, bottom=CAFE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ป้ายคาเฟ่ม่อนแจ่ม_ฉบับส่ง.docx", CAFE_FINAL, CAFE_FINAL_TABLE,
               bottom=CAFE_FINAL_BOTTOM)
    make_pdf(laser / "CNCSiam_quotation_CO2_laser_100W.pdf", CNCSIAM_QUOTE)
    write_docx(laser / "ใบเสนอราคา_เลเซอร์ล้านนา_100W.docx", LASERLANNA_TOP, LASERLANNA_TABLE, bottom=LASERLANNA_BOTTOM)
    make_pdf(laser / "SiamNorthernBank_loan_approval_Nov2025.pdf", BANK_LETTER)
    make_pdf(suppliers / "NorthFil_pricelist_2025.pdf", NORTHFIL_PRICES_2025)
    write_docx(suppliers / "ราคาเส้นนอร์ทฟิล_2567.docx", NORTHFIL_PRICES_2567_TOP, NORTHFIL_PRICES_2567_TABLE,
               bottom=NORTHFIL_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "NorthFil_invoice_NF-25-0932.pdf", NORTHFIL_INVOICE)
    _shop_book(books / "บัญชีร้าน_2568.xlsx", "2568",
               {"print": PRINT_2568, "laser": LASER_2568, "design": DESIGN_2568, "material": MATERIAL_2568,
                "wages": WAGES_2568, "power": POWER_2568, "repair": REPAIR_2568}, 9500, OWED_2568)
    _shop_book(books / "บัญชีร้าน_2567.xlsx", "2567",
               {"print": PRINT_2567, "laser": LASER_2567, "design": DESIGN_2567, "material": MATERIAL_2567,
                "wages": WAGES_2567, "power": POWER_2567, "repair": REPAIR_2567}, 9000, OWED_2567)
    write_docx(papers / "สัญญาเช่าห้องแถว_วัดอุโมงค์.docx", LEASE_TOP, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    write_docx(papers / "สัญญาจ้าง_พิพิธภัณฑ์บ้านฮ่อม.docx", MUSEUM_TOP, headings=MUSEUM_HEADINGS,
               bottom=MUSEUM_BOTTOM)
    write_slides(shop / "สรุปบูธ_LannaMakerFair2568.pptx", BOOTH_SLIDES)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "Bills" / "LannaLink_internet_Oct2025.pdf", LANNALINK_BILL)
    make_pdf(home / "ประกัน" / "LannaShield_health_renewal_2026.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
