"""The coffeecart folder: the papers of a Thai mobile coffee cart owner and her household, written by code.

The owner is กมลชนก ใจงาม (แป้ง, พี่แป้ง, Paeng, Kamonchanok Jaingam) of "Paeng Brew Cart รถกาแฟแป้งบรูว์",
88/14 ม.3 ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี 20130. Her espresso bar sits on the back of a Suzuki Carry pickup: weekday
mornings at factory offices in Amata City, afternoons at office buildings in town, weekends at runs, markets and
weddings, plus office "Coffee Friday" packages. Her husband วีระ (พี่วี) is a maintenance technician, their
daughter ข้าวฟ่าง (ด.ญ.ปภาวรินท์) is in ม.1, her mother บุญมี (แม่) has diabetes and was in hospital in October,
her brother is พี่เอก. Part-timers: น้องเบียร์ (ศุภชัย) and น้องแพรว. It is November 2568 (2025).

Documents/Paeng Brew Cart รถกาแฟ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อมตะเทค_Coffee Friday_ร่าง.docx: draft quote QT-PB-68-11 (3 พ.ย. 2568) to บริษัท
  อมตะเทค พาร์ทส์ จำกัด: 12 Fridays x 120 cups at 45 (5,400 a time, 64,800) + bar set-up 500 x 12 (6,000),
  total 70,800 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_อมตะเทค_Coffee Friday_final v2.docx: the final (10 พ.ย. 2568) to คุณณัฐณิชา พรหมวงศ์:
  150 cups at 42 (6,300 a time) x 12 = 75,600, set-up free, deposit 30% 22,680, balance 52,920, start 5 ธ.ค. 2568.
- แชท/แชทไลน์_คุณเมย์_อมตะเทค.txt: LINE chat with the HR buyer (เมย์): budget 68,000; 72,000 and 63,840 offered;
  settled 140 cups at 40 x 12 = 67,200, deposit 20,160 transferred 14 พ.ย. 68, balance 47,040.
- วัตถุดิบ Supplies/ใบเสนอราคา_บ้านไร่คอฟฟี่_เมล็ดกาแฟ_พ.ย.68.docx: ร้านบ้านไร่คอฟฟี่ (ศรีราชา) quote BR-68/145:
  arabica 10 kg 5,200, espresso blend 15 kg 6,450, matcha 2 kg 2,300, Thai tea 5 kg 900 = 14,850, free delivery,
  no VAT.
- วัตถุดิบ Supplies/Quote_SiamRoasters_beans_Nov2025.pdf: English quote SR-Q-2511-0456 from Siam Roasters Co., Ltd.
  for the same items: 14,505.00 + shipping 250.00 + VAT 1,032.85 = 15,787.85.
- วัตถุดิบ Supplies/SiamRoasters_invoice_INV-2510-0877.pdf: English invoice (28 Oct 2025): 8,400.00 + VAT 588.00
  = 8,988.00 due 15 Nov 2025.
- วัตถุดิบ Supplies/ใบเสร็จ_สยามโรสเตอร์ส_RC2511-0312.docx: the Thai receipt of that invoice: 8,988.00 received
  10 พ.ย. 2568.
- วัตถุดิบ Supplies/นมสด_ส่งของ_ต.ค.68.md: October milk deliveries from สหกรณ์โคนมบ้านบึง: 120 bottles x 78 = 9,360,
  paid 5,000, owing 4,360.
- เมนู/Menu_PaengBrew_2025.pdf: English menu 2025: americano 45/50, latte 50/55, matcha 65, office pack 100 cups
  4,500, event bar 200 cups from 9,000.
- เมนู/เมนูราคา_แป้งบรูว์_2567.docx: last year's Thai menu: americano 40/45, latte 45/50, office pack 4,000, event
  bar 8,000.
- บัญชี/บัญชีรถกาแฟ_2568.xlsx: this year's book, two sheets (income by month: office stops, events, corporate
  orders, delivery apps; expenses: beans/tea, milk/syrup, cups, fuel/gas, spot/booth fees, wages), ม.ค.-ต.ค.
  (events in ส.ค. 26,850; office stops in ต.ค. 124,888; wages ต.ค. 12,900).
- บัญชี/บัญชีรถกาแฟ_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (milk/syrup มี.ค. 15,250).
- บัญชี/จุดจอด_ลูกค้าออฟฟิศ_Nov68.xlsx: sheet of office stops with contacts and nicknames (เมย์, พี่อ้อย, พี่เอ็ม,
  ลุงชัย), sheet of part-timers (น้องเบียร์ 450 x 18 = 8,100; น้องแพรว 400 x 12 = 4,800; 12,900).
- บัญชี/cups_sold_Oct2025.md: October cups by stop: 2,542 cups, 124,888 THB.
- อีเวนต์ Events/สัญญาเช่าพื้นที่บูธ_งานวิ่งบางแสน_ธ.ค.68.docx: booth F-07 at Bangsaen Sunrise Run (14 ธ.ค. 2568)
  from บริษัท ซีไซด์ อีเวนท์ จำกัด: 3,500 + electricity 300 + damage deposit 1,000 = 4,800, pay by 30 พ.ย. 2568.
- อีเวนต์ Events/แชทไลน์_พี่จอย_งานแต่งพัทยา.txt: the wedding planner (จอย): 10,800 asked, budget 8,000, 9,500,
  8,500, 9,000 offered; settled 8,800, deposit 4,400 paid 18 พ.ย. 68; the wedding is 20 ธ.ค. 2568.
- อีเวนต์ Events/อีเวนต์ ธ.ค.68.md: December events list.
- แชท/แชทกลุ่ม_ทีมรถกาแฟ.txt: the staff group: shifts for the run and the wedding, 600 a head per event.
- เอกสาร/หนังสือ_เทศบาลเมืองแสนสุข_ต่อใบอนุญาตขายอาหาร.docx: the town's notice to renew the food-selling
  certificate for the cart for 2569: expires 31 ธ.ค. 2568, fee 500, file by 15 ธ.ค. 2568, late fine 100.
- เอกสาร/email_AmataCityPlaza_kiosk_18-11-2025.txt: email from Amata City Plaza: kiosk spot from 1 Jan 2026 at
  3,000 THB a month + electricity, or 8% of sales (minimum 2,000), deposit 6,000, reply by 5 Dec 2025.
- เอกสาร/Espresso_machine_service_Nov2025.pdf: English service report CCE-2511-214 (17 Nov 2025): parts 2,850 +
  labour 1,200 = 4,050.00 + VAT 283.50 = 4,333.50.
- แผนปี69_รถกาแฟคันที่2.pptx: slides, plan for 2569 (second cart budget 185,000, target 1,450,000).
- PaengBrew_office package_pitch.pptx: slides pitching the office package to companies.
- สูตรซิกเนเจอร์_ส้มอเมริกาโน่.md: a recipe.

Documents/บ้าน/ (the household)
- Bills/PWA_water_Sep2025.pdf (24 m3, 440.84, due 12 Oct 2025), Bills/PWA_water_Oct2025.pdf (29 m3, 531.79, due
  12 Nov 2025): English water bills; Bills/ค่าไฟ PEA ต.ค.68.pdf: English electricity bill, 318 kWh, 1,654.20.
- รถ/SiamAutoLeasing_statement_Nov2025.pdf: loan for the Suzuki Carry: 7,850 a month, 25 of 48 paid, 180,550
  left, payoff 166,980, next due 5 Dec 2025.
- ประกัน/ต่อประกันสุขภาพแม่_2569.docx: the mother's health policy renewal: 31,850 (last year 26,400), pay by
  15 ธ.ค. 2568; the deductible plan 19,900.
- ค่าเทอม/ค่าเทอม_ข้าวฟ่าง_ม.1 เทอม2-2568.docx: school fees 17,850 by 21 พ.ย. 2568.
- แม่/Ruamjai_Hospital_bill_Oct2025.pdf: English inpatient bill (pneumonia, 12-15 Oct 2025): 46,820.00, insurer
  40,000.00, paid 6,820.00.
- แม่/นัดหมอแม่_ยาเบาหวาน.md: notes on the mother's appointments and medicines.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ก.ย., ต.ค., พ.ย. 68), with the car loan 7,850.
- แชทไลน์_บ้านใจงาม.txt: the family's LINE group.
- ลดหย่อนภาษี 2568 ร่าง.md: a draft of tax deductions.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "Paeng Brew Cart รถกาแฟ"
PB_TOP = ("Paeng Brew Cart รถกาแฟแป้งบรูว์ (กมลชนก ใจงาม) 88/14 ม.3 ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี 20130 "
          "โทร 086-271-5519  LINE @paengbrew")

# ---------------------------------------------------------------- Coffee Friday quotes
AMATA_DRAFT = [
    PB_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PB-68-11",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท อมตะเทค พาร์ทส์ จำกัด นิคมอุตสาหกรรมอมตะซิตี้ ชลบุรี",
    "เรื่อง บริการรถกาแฟสวัสดิการพนักงาน Coffee Friday ทุกวันศุกร์ 12 สัปดาห์ เวลา 07.00-10.00 น.",
]
AMATA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เครื่องดื่มกาแฟ/ชา/โกโก้ ขนาด 16 ออนซ์ (120 แก้วต่อครั้ง = 5,400 บาท)", "12 ครั้ง x 120 แก้ว", "45",
     "64,800"),
    ("ค่าจัดตั้งบาร์และอุปกรณ์", "12 ครั้ง", "500", "6,000"),
    ("รวมทั้งสิ้น", "", "", "70,800"),
]
AMATA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 70,800 บาท (เจ็ดหมื่นแปดร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง เช็คราคานมโอ๊ตกับพี่วีก่อน ถ้าได้ 150 แก้วลดค่าจัดตั้งได้",
]
AMATA_FINAL = [
    PB_TOP,
    "ใบเสนอราคา  เลขที่ QT-PB-68-11 (แก้ไขครั้งที่ 2)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณณัฐณิชา พรหมวงศ์ ผู้จัดการฝ่ายบุคคล บริษัท อมตะเทค พาร์ทส์ จำกัด",
    "เรื่อง บริการรถกาแฟสวัสดิการพนักงาน Coffee Friday ทุกวันศุกร์ 12 สัปดาห์ เวลา 07.00-10.00 น. "
    "เริ่มวันศุกร์ที่ 5 ธันวาคม 2568",
]
AMATA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เครื่องดื่มกาแฟ/ชา/โกโก้ ขนาด 16 ออนซ์ (150 แก้วต่อครั้ง = 6,300 บาท)", "12 ครั้ง x 150 แก้ว", "42",
     "75,600"),
    ("ค่าจัดตั้งบาร์และอุปกรณ์", "12 ครั้ง", "ฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "75,600"),
]
AMATA_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 75,600 บาท (เจ็ดหมื่นห้าพันหกร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 22,680 บาท เมื่อตอบรับใบเสนอราคา ส่วนที่เหลือ 52,920 บาท "
    "ชำระหลังให้บริการครั้งสุดท้าย",
    "เลือกเมนูได้ 6 รายการต่อครั้ง เปลี่ยนนมโอ๊ตไม่คิดเพิ่ม ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ กมลชนก ใจงาม ผู้เสนอราคา",
]

# ---------------------------------------------------------------- bean quotes, invoice and receipt
BAANRAI_QUOTE = [
    "ร้านบ้านไร่คอฟฟี่ (คั่วเองทุกสัปดาห์)",
    "55/3 ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี โทร 038-771-204",
    "ใบเสนอราคา เลขที่ BR-68/145  วันที่ 12 พ.ย. 2568",
    "เรียน คุณแป้ง (Paeng Brew Cart)",
    "เรื่อง เมล็ดกาแฟและผงชา สำหรับรถกาแฟ รอบเดือนธันวาคม",
]
BAANRAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เมล็ดอาราบิก้า ดอยช้าง คั่วกลาง", "10 กก.", "520", "5,200"),
    ("เมล็ดเอสเปรสโซเบลนด์ (อาราบิก้า 70 / โรบัสต้า 30)", "15 กก.", "430", "6,450"),
    ("ผงมัทฉะเกรดคาเฟ่", "2 กก.", "1,150", "2,300"),
    ("ผงชาไทย", "5 กก.", "180", "900"),
    ("รวมทั้งสิ้น", "", "", "14,850"),
]
BAANRAI_BOTTOM = [
    "รวมทั้งสิ้น 14,850 บาท ส่งฟรีในเขตชลบุรี-ศรีราชา (ร้านไม่ได้จด VAT)",
    "ชำระเงินสดหรือโอนเมื่อรับของ คั่วใหม่ส่งภายใน 3 วันหลังสั่ง",
    "สั่งครบ 15,000 บาท แถมไซรัปคาราเมล 1 ขวด",
    "เจ๊หน่อย (นางสาวศิริพร บ้านไร่) 089-440-1378",
]
SIAM_QUOTE = [
    "SIAM ROASTERS CO., LTD.\n"
    "Specialty coffee roaster and cafe supplies - 219 Ladprao Soi 71, Bangkok 10230  Tel. 02-538-4412\n"
    "QUOTATION No. SR-Q-2511-0456        Date: 13 Nov 2025\n"
    "To: Ms. Kamonchanok Jaingam (Paeng Brew Cart), Saen Suk, Chonburi\n"
    "Re: coffee beans and tea powders, December order\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Arabica Doi Chang, medium roast        10 kg      495.00     4,950.00\n"
    "Espresso blend 70/30                   15 kg      410.00     6,150.00\n"
    "Matcha powder, cafe grade               2 kg    1,290.00     2,580.00\n"
    "Thai tea powder                         5 kg      165.00       825.00\n"
    "\n"
    "Subtotal                                                    14,505.00\n"
    "Shipping to Chonburi                                           250.00\n"
    "VAT 7%                                                       1,032.85\n"
    "GRAND TOTAL                                                 15,787.85 THB\n"
    "\n"
    "Delivery by Kerry 2-3 days after payment. Roasted to order.\n"
    "Payment: transfer in advance. Price valid until 30 Nov 2025.\n"
    "Sales: Thitima (Tip) 081-902-5537",
]
SIAM_INVOICE = [
    "SIAM ROASTERS CO., LTD.\n"
    "219 Ladprao Soi 71, Bangkok 10230   Tax ID 0105560114427   Tel. 02-538-4412\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-0877\n"
    "Date: 28 Oct 2025                 Due date: 15 Nov 2025\n"
    "Customer: Paeng Brew Cart (Ms. Kamonchanok Jaingam), 88/14 Moo 3, Saen Suk, Mueang Chonburi 20130\n"
    "\n"
    "Item                                  Qty        Unit price   Amount\n"
    "Espresso blend 70/30                  12 kg        410.00     4,920.00\n"
    "Arabica Doi Chang, medium roast        6 kg        495.00     2,970.00\n"
    "Caramel syrup 750 ml                   3 btl       170.00       510.00\n"
    "\n"
    "Subtotal                                                      8,400.00\n"
    "VAT 7%                                                          588.00\n"
    "TOTAL DUE                                                     8,988.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Siam Roasters Co., Ltd., account 137-4-55902-1.",
]
SIAM_RECEIPT = [
    "บริษัท สยามโรสเตอร์ส จำกัด (สำนักงานใหญ่)",
    "219 ซ.ลาดพร้าว 71 กรุงเทพมหานคร 10230  เลขประจำตัวผู้เสียภาษี 0105560114427",
    "ใบเสร็จรับเงิน  เลขที่ RC2511-0312",
    "วันที่ 10 พ.ย. 2568",
    "ได้รับเงินจาก คุณกมลชนก ใจงาม (Paeng Brew Cart)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-0877 ลงวันที่ 28/10/68",
]
SIAM_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้าตามใบแจ้งหนี้", "8,400.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "588.00"),
    ("รับชำระครั้งนี้", "8,988.00"),
]
SIAM_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 8,988.00 บาท (แปดพันเก้าร้อยแปดสิบแปดบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวธิติมา ทองประเสริฐ ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- menus
MENU_2025 = [
    "PAENG BREW CART - MENU & PRICES 2025\n"
    "Espresso bar on wheels - Amata City, Chonburi town and Bangsaen\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, 16 oz cup.\n"
    "\n"
    "COFFEE                         HOT    ICED\n"
    "  Americano ...................  45      50\n"
    "  Latte .......................  50      55\n"
    "  Cappuccino ..................  50      55\n"
    "  Mocha .......................   -      60\n"
    "  Orange Americano (signature)    -      65\n"
    "\n"
    "NOT COFFEE\n"
    "  Thai milk tea (iced) ............... 45\n"
    "  Cocoa (iced) ....................... 45\n"
    "  Matcha latte (iced) ................ 65\n"
    "\n"
    "Extra shot +15    Oat milk +15    Less sweet: free\n"
    "\n"
    "FOR COMPANIES AND EVENTS\n"
    "  Office pack, 100 cups (any drink up to 55) ..... 4,500 THB\n"
    "  Event coffee bar, 200 cups, 3 hours ............ from 9,000 THB\n"
    "  (within 30 km of Saen Suk; further away add travel)\n"
    "\n"
    "Order: LINE @paengbrew  Tel. 086-271-5519",
]
MENU_2567 = ["Paeng Brew Cart รถกาแฟแป้งบรูว์", "เมนูและราคา ปี 2567 (ม.ค. – ธ.ค. 2567)", "ราคาเป็นบาท แก้ว 16 ออนซ์"]
MENU_2567_TABLE = [
    ("เมนู", "ร้อน", "เย็น"),
    ("อเมริกาโน่", "40", "45"),
    ("ลาเต้", "45", "50"),
    ("คาปูชิโน่", "45", "50"),
    ("มอคค่า", "-", "55"),
    ("ชาไทย", "-", "40"),
    ("โกโก้", "-", "40"),
    ("มัทฉะลาเต้", "-", "60"),
    ("เพิ่มช็อต / นมโอ๊ต", "+10", "+10"),
    ("แพ็กออฟฟิศ 100 แก้ว", "4,000 บาท", ""),
    ("บาร์กาแฟงานอีเวนต์ 200 แก้ว", "8,000 บาท", ""),
]
MENU_2567_BOTTOM = ["สั่งล่วงหน้าทาง LINE @paengbrew", "ยังไม่มีส้มอเมริกาโน่ (เริ่มปี 2568)"]

# ---------------------------------------------------------------- papers
PERMIT_LETTER = [
    "เทศบาลเมืองแสนสุข",
    "ที่ ชบ 52105/2187",
    "7 พฤศจิกายน 2568",
    "เรื่อง แจ้งต่ออายุหนังสือรับรองการแจ้งจัดตั้งสถานที่จำหน่ายอาหาร (หน่วยรถเร่) ประจำปี 2569",
    "เรียน นางกมลชนก ใจงาม",
    "ตามที่ท่านได้รับหนังสือรับรองการแจ้งจัดตั้งสถานที่จำหน่ายอาหาร เลขที่ 118/2568 สำหรับรถจำหน่ายเครื่องดื่ม "
    "ยี่ห้อซูซูกิ แครี่ นั้น หนังสือรับรองดังกล่าวจะสิ้นอายุในวันที่ 31 ธันวาคม 2568",
    "ขอให้ท่านยื่นคำขอต่ออายุ พร้อมชำระค่าธรรมเนียม 500 บาท ที่กองสาธารณสุขและสิ่งแวดล้อม "
    "ภายในวันที่ 15 ธันวาคม 2568 หากยื่นล่าช้าต้องเสียค่าปรับร้อยละ 20 เป็นเงิน 100 บาท",
    "เอกสารประกอบ: ใบรับรองแพทย์ของผู้จำหน่ายและผู้ช่วยทุกคน ใบผ่านการอบรมผู้สัมผัสอาหาร "
    "(ผู้ช่วยที่ยังไม่ผ่านการอบรมให้เข้าอบรมรอบวันที่ 6 ธันวาคม 2568 ไม่มีค่าใช้จ่าย) และรูปถ่ายรถ 2 ด้าน",
    "ทั้งนี้ การจอดจำหน่ายบริเวณชายหาดบางแสนอนุญาตเฉพาะโซน 3 วันเสาร์-อาทิตย์ เวลา 06.00-11.00 น. "
    "และต้องมีถังขยะแยกประเภทประจำรถ",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายสมบัติ เรืองศรี ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม ปฏิบัติราชการแทนนายกเทศมนตรีเมืองแสนสุข",
]
PLAZA_EMAIL = """From: Prapaporn Saengdao <leasing@amatacityplaza.co.th>
To: paengbrew.cart@gmail.com
Date: Tue, 18 Nov 2025 10:42
Subject: Kiosk spot at Amata City Plaza from January

Dear Khun Paeng,

Thank you for meeting us on Friday. Our tenants keep asking for good coffee in the morning, so we would be
happy to give your cart a fixed spot in the Food Court Square (next to the bus stop, 3 x 3 m, roof and
one 16A socket) from 1 Jan 2026, Monday to Saturday 6:00-14:00.

Option 1: a fixed rent of 3,000 THB a month, plus electricity by meter (about 7 THB a unit).
Option 2: 8% of your sales each month, with a minimum of 2,000 THB a month, electricity included.
          Sales are read from your POS report every month-end.

Either way the first contract is 6 months, with a deposit of two months' rent (6,000 THB), refunded at the
end. We do not allow another coffee seller in the square while you are there.

Please let me know your choice by 5 Dec 2025 so we can prepare the contract.

Best regards,
Prapaporn (Fon)
Leasing Officer, Amata City Plaza
038-457-210 ext. 14
"""
SERVICE_REPORT = [
    "CHONBURI COFFEE EQUIPMENT SERVICE\n"
    "Espresso machine and grinder repair - 12/9 Phraya Satja Road, Mueang Chonburi  Tel. 038-284-617\n"
    "\n"
    "SERVICE REPORT / INVOICE    Job no. CCE-2511-214      Date: 17 Nov 2025\n"
    "Customer: Paeng Brew Cart (Khun Paeng), mobile cart on Suzuki Carry\n"
    "Machine: Expobar 2-group, serial EXB2G-88314\n"
    "Problem: low pressure, leaking from group 2, pump noisy\n"
    "\n"
    "Parts\n"
    "  Group head gasket x 2 ................... 700.00\n"
    "  Shower screen x 2 ....................... 550.00\n"
    "  Vibration pump ULKA EX5 ............... 1,600.00\n"
    "  Parts total ........................... 2,850.00\n"
    "Labour (descale boiler, replace pump) ... 1,200.00\n"
    "\n"
    "Subtotal ................................ 4,050.00\n"
    "VAT 7% .................................... 283.50\n"
    "TOTAL ................................... 4,333.50 THB   (paid by transfer)\n"
    "\n"
    "Warranty: pump 6 months. Next service and descaling due May 2026.\n"
    "Advice: use filtered water only; the water in your tank was hard (180 ppm).\n"
    "Technician: Wichai (Chai)",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "หน้าออฟฟิศ (Office stops)", "งานอีเวนต์ (Events)",
                  "จัดเลี้ยงบริษัท (Corporate orders)", "เดลิเวอรี่ (Delivery apps)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "เมล็ดกาแฟ/ผงชา (Beans, tea)", "นม/ไซรัป (Milk, syrup)",
                   "แก้ว/หลอด/ฝา (Cups, straws)", "น้ำมัน/แก๊ส (Fuel, gas)", "ค่าที่/ค่าบูธ (Spot, booth fees)",
                   "ค่าแรงลูกจ้าง (Part-time wages)", "รวม (Total)"]
INCOME_2568 = [
    [104300, 98750, 112400, 96800, 101250, 108900, 113600, 117450, 121300, 124888],
    [18500, 22400, 9800, 14600, 6200, 4800, 7500, 26850, 12400, 31200],
    [0, 9000, 4500, 0, 13500, 4500, 0, 9000, 18000, 13500],
    [6420, 5980, 7210, 8340, 9150, 10230, 9870, 10460, 11120, 12380],
]
EXPENSES_2568 = [
    [21800, 20600, 23400, 20900, 21700, 23100, 24000, 25200, 25900, 28400],
    [16300, 15700, 17800, 16100, 16900, 17400, 18200, 19300, 19700, 21650],
    [7850, 7400, 8300, 7600, 7750, 8150, 8500, 8900, 9100, 10200],
    [4200, 4050, 4480, 4300, 4360, 4420, 4510, 4620, 4580, 4890],
    [3600, 4800, 3100, 3600, 2400, 2400, 3100, 5600, 3600, 6300],
    [9000, 9450, 8100, 7650, 8550, 8100, 9000, 10350, 10800, 12900],
]
INCOME_2567 = [
    [88600, 84200, 95300, 82100, 86900, 92400, 96100, 99800, 101700, 104900, 107300, 98600],
    [15200, 18600, 7200, 11800, 4500, 3600, 5400, 19800, 9600, 22400, 24800, 38600],
    [0, 0, 4000, 0, 8000, 0, 0, 8000, 12000, 8000, 16000, 24000],
    [0, 0, 0, 0, 0, 0, 3150, 4280, 4960, 5540, 5870, 6210],
]
EXPENSES_2567 = [
    [18400, 17600, 19900, 17800, 18600, 19700, 20500, 21300, 21900, 22800, 23600, 25900],
    [13900, 13200, 15250, 13600, 14300, 14900, 15600, 16400, 16800, 17500, 18100, 19800],
    [6600, 6300, 7100, 6400, 6700, 7000, 7300, 7600, 7800, 8100, 8400, 9200],
    [3900, 3750, 4100, 3950, 4000, 4080, 4150, 4230, 4200, 4310, 4380, 4650],
    [3000, 4200, 2500, 3000, 1800, 1800, 2500, 4600, 3000, 5100, 5400, 7800],
    [6000, 6400, 5600, 5200, 5600, 5200, 6000, 7200, 7600, 8400, 8800, 11200],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"รายรับรถกาแฟแป้งบรูว์ ปี {year} (Paeng Brew Cart income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month}{year[-2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"รายจ่ายรถกาแฟแป้งบรูว์ ปี {year} (Paeng Brew Cart expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month}{year[-2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


STOPS = [
    ("จุดจอด (Stop)", "ผู้ติดต่อ (Contact)", "ชื่อเล่น (Nickname)", "วัน (Days)", "เวลา (Time)",
     "แก้วเฉลี่ย/วัน (Avg cups)", "ค่าที่/วัน (Spot fee/day)", "หมายเหตุ (Note)"),
    ("บริษัท อมตะเทค พาร์ทส์ จำกัด อาคาร B", "ณัฐณิชา พรหมวงศ์ (HR)", "เมย์", "จ.-พฤ.", "07.00-10.00", 85, 0,
     "Coffee Friday เริ่ม 5 ธ.ค. 68"),
    ("บริษัท ไทยออโต้ซีท จำกัด (Thai Auto Seat)", "สมพร แก้วมณี (ธุรการ)", "พี่อ้อย", "อ., พฤ.", "13.00-15.30", 59,
     100, "ชอบหวานน้อย ขอใบเสร็จทุกสิ้นเดือน"),
    ("อาคารชลบุรีทาวเวอร์ ลานหน้าตึก", "ธีรพงษ์ ศรีวิไล (นิติบุคคล)", "พี่เอ็ม", "ศ.", "07.30-11.00", 70, 150,
     "จ่ายค่าที่รายเดือนกับนิติ"),
    ("สำนักงานที่ดินจังหวัดชลบุรี (ลานจอดรถ)", "ชัยวัฒน์ บุญมา (รปภ.)", "ลุงชัย", "จ., พ.", "13.00-15.30", 45, 0,
     "ฝากน้ำแข็งไว้ที่ป้อมได้"),
    ("ตลาดนัดชายหาดบางแสน โซน 3", "เทศบาลเมืองแสนสุข", "-", "ส.-อา.", "06.00-11.00", 110, 80,
     "เฉพาะเดือนที่ไม่มีอีเวนต์"),
]
STAFF = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "ค่าแรง/วัน (Wage/day)", "วันทำงาน ต.ค.68 (Days in Oct)",
     "รวม ต.ค.68 (Total Oct)", "หมายเหตุ (Note)"),
    ("ศุภชัย มั่นคง", "น้องเบียร์", 450, 18, 8100, "บาริสต้าหลัก ขับรถได้ ผ่านอบรมผู้สัมผัสอาหารแล้ว"),
    ("แพรวพรรณ สุขสม", "น้องแพรว", 400, 12, 4800, "นักศึกษา ม.บูรพา มาเฉพาะ ศ.-อา. ยังไม่ได้อบรม"),
    ("รวม (Total)", "", "", 30, 12900, ""),
]


def _stops(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จุดจอด พ.ย.68"
    sheet.append(["จุดจอดประจำและผู้ติดต่อ ณ 1 พ.ย. 2568 (Regular stops and contacts)"])
    for row in STOPS:
        sheet.append(list(row))
    money_format(sheet, 7)
    staff = book.create_sheet("ลูกจ้าง Staff")
    staff.append(["ลูกจ้างพาร์ทไทม์ ค่าแรงเดือน ต.ค. 2568 (Part-time staff, October 2568)"])
    for row in STAFF:
        staff.append(list(row))
    money_format(staff, 3)
    money_format(staff, 5)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1587.40, "PEA"), ("ค่าน้ำประปา (Water)", 440.84, "กปภ. บิล ก.ย."),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 8900, ""),
                ("ผ่อนรถ Carry (Car loan)", 7850, "งวดที่ 23/48"), ("ค่ารถตู้รับส่งข้าวฟ่าง (School van)", 1800, ""),
                ("เงินให้แม่ (Mum)", 3000, ""), ("ประกันชีวิตพี่วี (Life insurance)", 1980, ""),
                ("ค่ายาเบาหวานแม่ (Mum's medicine)", 650, "รพ.ชลบุรี")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1654.20, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 531.79, "กปภ. บิล ต.ค."),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9350, ""),
                ("ผ่อนรถ Carry (Car loan)", 7850, "งวดที่ 24/48"), ("ค่ารถตู้รับส่งข้าวฟ่าง (School van)", 1800, ""),
                ("เงินให้แม่ (Mum)", 3000, ""), ("ประกันชีวิตพี่วี (Life insurance)", 1980, ""),
                ("ค่าโรงพยาบาลแม่ส่วนเกินประกัน (Mum's hospital, over insurance)", 6820, "รพ.ร่วมใจชลบุรี"),
                ("ค่ายาเบาหวานแม่ (Mum's medicine)", 650, "รพ.ชลบุรี")],
    "พ.ย. 68": [("ค่าน้ำประปา (Water)", 498.26, "กปภ."), ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"),
                ("ค่ากับข้าว (Food)", 6200, "ถึง 20 พ.ย."), ("ผ่อนรถ Carry (Car loan)", 7850, "งวดที่ 25/48"),
                ("ค่ารถตู้รับส่งข้าวฟ่าง (School van)", 1800, ""), ("เงินให้แม่ (Mum)", 3000, ""),
                ("ประกันชีวิตพี่วี (Life insurance)", 1980, ""), ("ชุดพละข้าวฟ่าง (PE kit)", 540, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านใจงาม {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
def _water_bill(period: str, reading: str, units: int, charge: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chonburi Branch\n"
        "WATER BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Kamonchanok Jaingam\n"
        "Address: 88/14 Moo 3, Saen Suk, Mueang Chonburi 20130\n"
        "Customer no. 5510-0284-7731   Residential\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Water used: {units} m3\n"
        f"Water charge {charge}  Service charge 30.00  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PWA offices, Counter Service, or the PWA 1662 app.",
    ]


WATER_SEP = _water_bill("16 Aug 2025 - 15 Sep 2025", "1,482 -> 1,506", 24, "382.00", "28.84", "440.84",
                        "12 Oct 2025")
WATER_OCT = _water_bill("16 Sep 2025 - 15 Oct 2025", "1,506 -> 1,535", 29, "467.00", "34.79", "531.79",
                        "12 Nov 2025")
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Saen Suk office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weera Jaingam\n"
    "Address: 88/14 Moo 3, Saen Suk, Mueang Chonburi 20130\n"
    "Customer no. 020088410573   Residential, rate 1.1\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 18,902 -> 19,220   Units used: 318 kWh\n"
    "Energy charge 1,385.20  Ft 122.56  Service 38.22  VAT 7% 108.22\n"
    "AMOUNT DUE: 1,654.20 THB\n"
    "Due date: 5 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
LOAN_STATEMENT = [
    "SIAM AUTO LEASING PUBLIC CO., LTD. - Chonburi Branch\n"
    "HIRE PURCHASE ACCOUNT STATEMENT          Statement date: 10 Nov 2025\n"
    "Hirer: Mrs. Kamonchanok Jaingam          Contract no. SAL-CB-2311-04417\n"
    "Vehicle: Suzuki Carry 1.5 pickup (white), plate no. 5521 Chonburi\n"
    "\n"
    "Amount financed ............................. 376,800.00\n"
    "Term ........................................ 48 months (Nov 2023 - Oct 2027)\n"
    "Monthly installment ......................... 7,850.00 (due on the 5th)\n"
    "\n"
    "Installment 25 received 5 Nov 2025 .......... 7,850.00\n"
    "Installments paid ........................... 25 of 48\n"
    "Remaining installments ...................... 23 x 7,850.00 = 180,550.00\n"
    "Early payoff amount (with interest discount)  166,980.00  (valid to 30 Nov 2025)\n"
    "Next installment due ........................ 5 Dec 2025\n"
    "\n"
    "Late payment: 1.25% per month on the overdue installment, plus 300 THB collection fee after 15 days.\n"
    "Compulsory insurance (Por Ror Bor) for this vehicle expires 2 Feb 2026.",
]
MOM_INSURANCE = [
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน) สาขาชลบุรี",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันและต่ออายุสัญญาเพิ่มเติมสุขภาพ",
    "วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณกมลชนก ใจงาม (ผู้ชำระเบี้ย)",
    "ผู้เอาประกัน นางบุญมี แก้วประเสริฐ อายุ 68 ปี  กรมธรรม์เลขที่ HS-2566-0098812 แผนสุขใจเฮลท์ "
    "ความคุ้มครองปัจจุบันสิ้นสุด 22 ธันวาคม 2568",
]
MOM_INSURANCE_TABLE = [
    ("แผน", "วงเงินผู้ป่วยในต่อปี (บาท)", "เบี้ยประกันต่อปี (บาท)"),
    ("สุขใจเฮลท์ (แผนเดิม) ปีกรมธรรม์ 2569", "500,000", "31,850"),
    ("สุขใจเฮลท์ มีค่าใช้จ่ายส่วนแรก 20,000 บาท", "500,000", "19,900"),
    ("ปีที่แล้ว แผนเดิม (อ้างอิง)", "500,000", "26,400"),
]
MOM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีนี้ปรับเพิ่มตามช่วงอายุ 66-70 ปี และประวัติการเรียกร้องค่าสินไหมปี 2568 (เคลม 40,000 บาท)",
    "กรุณาชำระเบี้ย 31,850 บาท ภายในวันที่ 15 ธันวาคม 2568 หากต้องการเปลี่ยนแผน แจ้งตัวแทนภายใน 30 พฤศจิกายน 2568",
    "ชำระผ่านบัตรเครดิตผ่อน 0% 6 เดือนได้  ตัวแทน คุณอรทัย (ตัวแทนเลขที่ 7104-2291) โทร 081-655-3020",
]
FEES = (
    ["โรงเรียนแสนสุขวิทยาคม อ.เมืองชลบุรี จ.ชลบุรี", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ปภาวรินท์ ใจงาม  ชั้น ม.1/4 (ห้องเรียนพิเศษ MEP)  เลขประจำตัว 30718"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนห้องเรียนพิเศษ MEP", "12,000"),
     ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "1,250"), ("ค่าประกันอุบัติเหตุ", "300"), ("ค่าคอมพิวเตอร์", "800"),
     ("รวม", "17,850")],
    ["รวมทั้งสิ้น 17,850 บาท กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน อาคาร 1 ชำระล่าช้าปรับวันละ 20 บาท",
     "ค่ายลูกเสือ 11-13 ธันวาคม 2568 ที่ค่ายลูกเสือบางพระ"],
)
HOSPITAL_BILL = [
    "RUAMJAI CHONBURI HOSPITAL\n"
    "Inpatient Department - 140 Sukhumvit Road, Mueang Chonburi 20000  Tel. 038-790-555\n"
    "\n"
    "INPATIENT BILL / RECEIPT          No. IPD-6810-03317          Date: 15 Oct 2025\n"
    "Patient: Mrs. Boonmee Kaewprasert, age 68        HN 67-203318\n"
    "Admitted 12 Oct 2025, discharged 15 Oct 2025 (3 nights)\n"
    "Diagnosis: community-acquired pneumonia; type 2 diabetes\n"
    "Doctor: Dr. Pornthip Anantachai (internal medicine)\n"
    "\n"
    "Room (standard single), 3 nights x 2,800 ............ 8,400.00\n"
    "Doctor fees ......................................... 9,600.00\n"
    "Medicines and IV antibiotics ....................... 14,380.00\n"
    "Laboratory and chest X-ray .......................... 8,940.00\n"
    "Nursing and hospital services ....................... 5,500.00\n"
    "TOTAL ............................................. 46,820.00 THB\n"
    "\n"
    "Paid by insurer (Thai Sukjai Life, policy HS-2566-0098812) .. 40,000.00\n"
    "Paid by patient (credit card, 15 Oct 2025) ................... 6,820.00\n"
    "Balance ........................................................ 0.00\n"
    "\n"
    "Follow-up: chest X-ray at the OPD clinic on 29 Oct 2025, 9:00.\n"
    "Take all antibiotics until finished. Check blood sugar twice a day.",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนรถกาแฟแป้งบรูว์ ปี 2569", "Paeng Brew Cart - plan for 2026\nกมลชนก ใจงาม  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nจุดจอดประจำ 4 จุด + ตลาดนัดบางแสน\n"
                         "ลูกค้าองค์กรใหม่: อมตะเทค (Coffee Friday เริ่ม 5 ธ.ค.)\n"
                         "ปัญหา: เครื่องชงเสีย พ.ย., นมขึ้นราคา, วันฝนตกขายได้ครึ่งเดียว"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,450,000 บาท\nลูกค้าออฟฟิศแพ็ก Coffee Friday 3 บริษัท\n"
                            "อีเวนต์/งานแต่ง เดือนละ 4 งาน"),
        ("รถกาแฟคันที่ 2", "รถพ่วงบาร์กาแฟ 120,000 บาท + เครื่องชง 1 หัว 65,000 บาท\nงบรวม 185,000 บาท\n"
                            "จ้างบาริสต้าประจำ 1 คน เดือนละ 12,000 บาท (น้องเบียร์?)"),
        ("จุดขายประจำ", "คิออสก์ Amata City Plaza เริ่ม ม.ค. 69 (ค่าที่ 3,000 หรือ 8% ของยอด)\n"
                        "รถคันเดิมออกงานอีเวนต์และออฟฟิศต่อ"),
        ("วัตถุดิบ", "เปรียบเทียบเมล็ดบ้านไร่คอฟฟี่กับ Siam Roasters\nสั่งนมสดจากสหกรณ์บ้านบึงต่อ"),
    ]


PITCH_SLIDES = [
    ("Coffee Friday by Paeng Brew", "รถกาแฟสดมาจอดหน้าออฟฟิศคุณ ทุกวันศุกร์\nFresh espresso for your staff, on wheels"),
    ("ทำไมต้อง Coffee Friday", "พนักงานได้กาแฟสดฟรี 1 แก้ว เป็นสวัสดิการ\nบริษัทจ่ายตามจำนวนแก้วจริง\n"
                               "ไม่ต้องมีพื้นที่ครัว ใช้ไฟ 16A 1 จุด"),
    ("เมนู", "อเมริกาโน่ ลาเต้ คาปูชิโน่ มอคค่า\nชาไทย โกโก้ มัทฉะลาเต้\nเปลี่ยนนมโอ๊ตได้"),
    ("แพ็กเกจ", "Office pack 100 แก้ว 4,500 บาท\nสั่ง 12 ครั้งขึ้นไปต่อรองราคาต่อแก้วได้\n"
                "ไม่มีค่าจัดตั้งสำหรับสัญญา 3 เดือน"),
    ("ลูกค้าของเรา", "โรงงานและสำนักงานในอมตะซิตี้ ชลบุรีทาวเวอร์ สำนักงานราชการในเมืองชลบุรี\n"
                     "งานวิ่ง งานแต่ง งานปีใหม่บริษัท"),
    ("ติดต่อ", "คุณแป้ง 086-271-5519  LINE @paengbrew"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/แชท/แชทไลน์_คุณเมย์_อมตะเทค.txt": """[10 พ.ย. 68 17:05] แป้ง Paeng Brew: คุณเมย์คะ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะคะ 150 แก้ว แก้วละ 42 ศุกร์ละ 6,300 12 ครั้ง รวม 75,600 ค่ะ
[11 พ.ย. 68 09:20] เมย์ HR อมตะเทค: พี่แป้งคะ ผู้บริหารอนุมัติงบ Coffee Friday มาแค่ 68,000 ค่ะ พอจะปรับได้มั้ยคะ
[11 พ.ย. 68 09:45] แป้ง Paeng Brew: ถ้าแก้วละ 40 ค่ะ 150 แก้ว 12 ครั้ง เป็น 72,000 ค่ะ
[11 พ.ย. 68 10:30] เมย์ HR อมตะเทค: ยังเกินงบอยู่ค่ะ ลดเหลือ 140 แก้ว แก้วละ 38 ได้มั้ยคะ รวม 63,840
[11 พ.ย. 68 11:10] แป้ง Paeng Brew: 38 ไม่ไหวจริงๆ ค่ะ นมขึ้นราคาอีกแล้ว 140 แก้ว แก้วละ 40 รวม 67,200 ได้ค่ะ ไม่คิดค่าจัดตั้งเหมือนเดิม
[11 พ.ย. 68 11:25] เมย์ HR อมตะเทค: โอเคค่ะ 67,200 อยู่ในงบ ตกลงค่ะ มัดจำ 30% เหมือนในใบเสนอราคาใช่มั้ยคะ
[11 พ.ย. 68 11:30] แป้ง Paeng Brew: ใช่ค่ะ มัดจำ 20,160 บาท ที่เหลือ 47,040 จ่ายหลังศุกร์สุดท้ายค่ะ เริ่มศุกร์ 5 ธ.ค. นะคะ
[11 พ.ย. 68 11:32] เมย์ HR อมตะเทค: รับทราบค่ะ เดี๋ยวเมย์ออก PO ให้นะคะ
[14 พ.ย. 68 15:02] เมย์ HR อมตะเทค: โอนมัดจำ 20,160 แล้วนะคะ สลิปตามรูปค่ะ
[14 พ.ย. 68 15:20] แป้ง Paeng Brew: ได้รับแล้วค่ะ ขอบคุณมากค่ะ เจอกันวันศุกร์ที่ 5 นะคะ
""",
    f"{BIZ}/อีเวนต์ Events/แชทไลน์_พี่จอย_งานแต่งพัทยา.txt": """[LINE] ประวัติการแชทกับ พี่จอย Wedding Planner
วันที่บันทึก: 18/11/2568 21:10

จ. 10/11/2568
14:02\tพี่จอย Wedding Planner\tแป้ง งานแต่งน้องมิ้นท์กับบอส 20 ธ.ค. ที่โรงแรมริมหาดพัทยา แขก 200 คน อยากได้บาร์กาแฟช่วงพิธีเช้า 3 ชม. คิดเท่าไหร่จ๊ะ
14:30\tแป้ง Paeng Brew\t200 แก้ว แก้วละ 50 เป็น 10,000 บวกค่าเดินทางไปพัทยา 800 รวม 10,800 ค่ะพี่
14:41\tพี่จอย Wedding Planner\tโห งบบาร์เครื่องดื่มเจ้าสาวให้มาแค่ 8,000 เองแป้ง
15:05\tแป้ง Paeng Brew\tงั้น 9,500 รวมค่าเดินทางแล้วค่ะพี่

อ. 11/11/2568
09:12\tพี่จอย Wedding Planner\t8,500 ได้มั้ย พี่มีงานแต่งอีก 2 งานปีหน้าจะส่งให้แป้งหมดเลย
09:40\tแป้ง Paeng Brew\t9,000 ค่ะพี่ รวมเดินทาง แถมสติกเกอร์ชื่อบ่าวสาวบนแก้วให้ด้วย
10:02\tพี่จอย Wedding Planner\t8,800 จบเลยนะ 🙏
10:05\tแป้ง Paeng Brew\tตกลงค่ะพี่ 8,800 มัดจำ 50% 4,400 นะคะ ที่เหลือจ่ายวันงาน

อ. 18/11/2568
20:55\tพี่จอย Wedding Planner\tโอนมัดจำ 4,400 แล้วนะแป้ง เข้าหน้างาน 06.30 ห้องบอลรูมชั้น 2
21:02\tแป้ง Paeng Brew\tได้รับแล้วค่ะพี่จอย ขอบคุณค่ะ
""",
    f"{BIZ}/อีเวนต์ Events/อีเวนต์ ธ.ค.68.md": """# อีเวนต์ ธ.ค. 68

| วันที่ | งาน | ยอด/ค่าใช้จ่าย | คนไป |
|---|---|---|---|
| ศ. 5 ธ.ค. | Coffee Friday อมตะเทค ครั้งแรก | 140 แก้ว | แป้ง + เบียร์ |
| ส. 6 ธ.ค. | อบรมผู้สัมผัสอาหาร (แพรว) เทศบาลแสนสุข | ฟรี | แพรว |
| อา. 7 ธ.ค. | ตลาดนัดชายหาดบางแสน โซน 3 | ค่าที่ 80 | แป้ง + แพรว |
| อา. 14 ธ.ค. | Bangsaen Sunrise Run บูธ F-07 | จ่ายออแกไนซ์ 4,800 (คืนมัดจำ 1,000) | ทั้งทีม |
| ส. 20 ธ.ค. | งานแต่งน้องมิ้นท์-บอส พัทยา (พี่จอย) | 8,800 | แป้ง + เบียร์ |
| ศ. 26 ธ.ค. | งานปีใหม่ ไทยออโต้ซีท (พี่อ้อย) | 150 แก้ว ยังไม่ยืนยันราคา | - |

อย่าลืม: เติมแก๊ส 2 ถังก่อนวันที่ 13, เช็คเครื่องชงหลังซ่อม
""",
    f"{BIZ}/แชท/แชทกลุ่ม_ทีมรถกาแฟ.txt": """[15 พ.ย. 68 20:10] พี่แป้ง: ทีมจ๋า ธ.ค. งานเยอะนะ 14 ธ.ค. งานวิ่งบางแสน ต้องถึงหน้างานตี 3 ครึ่ง ไปทั้งเบียร์และแพรวเลย
[15 พ.ย. 68 20:14] เบียร์: ได้ครับพี่ งานวิ่งคิดเหมาเท่าไหร่ครับ
[15 พ.ย. 68 20:20] พี่แป้ง: งานอีเวนต์เหมาคนละ 600 เหมือนเดิม มีข้าวเช้าให้
[15 พ.ย. 68 20:31] แพรว: หนูไปได้ค่ะ แต่ 6 ธ.ค. หนูต้องไปอบรมผู้สัมผัสอาหารที่เทศบาลนะคะ
[15 พ.ย. 68 20:35] พี่แป้ง: ใช่ ต้องมีใบอบรมไปต่อใบอนุญาตรถ ห้ามพลาดนะแพรว
[16 พ.ย. 68 08:02] พี่แป้ง: เครื่องชงหัวที่ 2 รั่วอีกแล้ว พรุ่งนี้เอาไปให้ช่างชัยดู วันจันทร์ใช้หัวเดียวไปก่อน
[17 พ.ย. 68 16:45] พี่แป้ง: ซ่อมเสร็จแล้ว เปลี่ยนปั๊มด้วย หมดไปสี่พันกว่า 😭
[17 พ.ย. 68 16:50] เบียร์: ช่างบอกใช้น้ำกรองนะครับพี่ น้ำในถังกระด้าง
[19 พ.ย. 68 21:00] พี่แป้ง: 20 ธ.ค. งานแต่งพัทยา เบียร์ไปกับพี่นะ ออกจากบ้าน ตี 5
""",
    f"{BIZ}/บัญชี/cups_sold_Oct2025.md": """# Cups sold, October 2025 (office stops only)

| Stop | Days | Cups | Avg/day | Sales (THB) |
|---|---|---|---|---|
| Amata Tech Parts, bldg B (Mon-Thu am) | 16 | 1,360 | 85.0 | 66,640 |
| Thai Auto Seat (Tue, Thu pm) | 8 | 472 | 59.0 | 23,128 |
| Chonburi Tower (Fri am) | 5 | 350 | 70.0 | 18,200 |
| Land Office, Chonburi (Mon, Wed pm) | 8 | 360 | 45.0 | 16,920 |

No stops on 13 Oct and 23 Oct (public holidays).
Total October: 2,542 cups, 124,888 THB, about 49.13 THB a cup.
Iced latte is still number one (about 31% of cups), then Thai tea and americano.
Weekend market and events are booked separately in the events column.
""",
    f"{BIZ}/วัตถุดิบ Supplies/นมสด_ส่งของ_ต.ค.68.md": """# นมสดส่งของ ต.ค. 68 (สหกรณ์โคนมบ้านบึง ขวด 2 ลิตร ขวดละ 78 บาท)

| วันที่ส่ง | จำนวนขวด |
|---|---|
| 2 ต.ค. | 14 |
| 6 ต.ค. | 12 |
| 9 ต.ค. | 14 |
| 14 ต.ค. | 12 |
| 16 ต.ค. | 14 |
| 20 ต.ค. | 12 |
| 24 ต.ค. | 14 |
| 27 ต.ค. | 12 |
| 30 ต.ค. | 16 |

รวม 120 ขวด x 78 = 9,360 บาท
จ่ายแล้ว 5,000 บาท (15 ต.ค.) ค้างจ่าย 4,360 บาท จ่ายพร้อมบิล พ.ย.
ลุงสมหมาย (คนส่งนม) บอกปีหน้าขึ้นเป็นขวดละ 82
""",
    f"{BIZ}/สูตรซิกเนเจอร์_ส้มอเมริกาโน่.md": """# ส้มอเมริกาโน่ (เมนูซิกเนเจอร์)
- น้ำส้มสายน้ำผึ้งคั้นสด 120 มล.
- ไซรัปน้ำผึ้งมะนาว 10 มล.
- น้ำแข็งเต็มแก้ว 16 ออนซ์
- เอสเปรสโซ 2 ช็อต (เบลนด์บ้านไร่) เทช้าๆ ให้เป็นชั้น
- ต้นทุนประมาณ 27 บาท ขาย 65
""",
    f"{BIZ}/เอกสาร/email_AmataCityPlaza_kiosk_18-11-2025.txt": PLAZA_EMAIL,
    "บ้าน/แชทไลน์_บ้านใจงาม.txt": """[12 ต.ค. 68 22:40] แป้ง: แม่เข้าโรงพยาบาลร่วมใจแล้วนะ หมอว่าปอดอักเสบ นอนสามคืน
[12 ต.ค. 68 22:45] พี่เอก: เดี๋ยวพี่ไปเฝ้าคืนพรุ่งนี้เอง
[15 ต.ค. 68 13:10] แป้ง: แม่กลับบ้านแล้ว ประกันจ่าย 4 หมื่น ส่วนเกินหกพันแปดแป้งรูดบัตรไปก่อน
[15 ต.ค. 68 13:20] พี่เอก: พี่โอนให้ครึ่งนึงนะ
[3 พ.ย. 68 19:00] พี่วี: ค่าเทอมข้าวฟ่างเทอมนี้ 17,850 จ่ายก่อน 21 พ.ย. นะ
[3 พ.ย. 68 19:05] แป้ง: ได้ เดี๋ยวรอเงินมัดจำอมตะเทคเข้าก่อน
[12 พ.ย. 68 18:30] แป้ง: ประกันสุขภาพแม่ปีหน้าขึ้นเป็น 31,850 เลย ปีที่แล้ว 26,400
[12 พ.ย. 68 18:40] พี่เอก: ลองดูแผนมีส่วนแรกมั้ย ถูกลงเยอะ แต่แม่เพิ่งเข้าโรงพยาบาลนะ
[12 พ.ย. 68 18:42] พี่วี: เอาแผนเดิมเถอะ แม่อายุเยอะแล้ว
[20 พ.ย. 68 07:15] ข้าวฟ่าง: แม่ หนูต้องใช้ชุดพละใหม่นะคะ 540
""",
    "บ้าน/แม่/นัดหมอแม่_ยาเบาหวาน.md": """# แม่ (บุญมี แก้วประเสริฐ)
- เบาหวานชนิดที่ 2 รักษาที่ รพ.ชลบุรี (บัตรทอง) ยา metformin เช้า-เย็น
- นัดเจาะเลือดเบาหวาน 20 พ.ย. 68 เวลา 07.30 งดอาหารหลังสองทุ่ม
- ต.ค. 68 ปอดอักเสบ นอน รพ.ร่วมใจชลบุรี 12-15 ต.ค. (ประกันสุขใจเฮลท์จ่าย 40,000)
- เอกซเรย์ปอดซ้ำ 29 ต.ค. ผลปกติแล้ว
- ประกันสุขภาพแม่ต่ออายุก่อน 15 ธ.ค. (พี่เอกช่วยครึ่ง)
- ซื้อเครื่องวัดน้ำตาลใหม่ แผ่นตรวจหมดบ่อย
""",
    "บ้าน/ลดหย่อนภาษี 2568 ร่าง.md": """# ลดหย่อนภาษี 2568 (ร่าง ยังไม่ครบ)
- เงินได้ 40(8) รถกาแฟ หักค่าใช้จ่ายเหมา 60%
- ค่าลดหย่อนส่วนตัว 60,000
- ลดหย่อนบุตร (ข้าวฟ่าง) 30,000
- ลดหย่อนบิดามารดา (แม่) 30,000
- เบี้ยประกันสุขภาพบิดามารดา ใช้ได้ไม่เกิน 15,000 (จ่ายจริง 26,400 ปี 68)
- ประกันสังคม ม.40 ยังไม่ได้เช็ค
- ถามพี่วีเรื่องดอกเบี้ยรถ ใช้ได้มั้ย (น่าจะไม่ได้)
""",
}
TODO = {"todo.md": """- โอนค่าเทอมข้าวฟ่าง ก่อน 21 พ.ย.
- จ่ายค่าบูธงานวิ่งบางแสน ก่อน 30 พ.ย.
- เลือกเจ้าเมล็ดกาแฟรอบ ธ.ค. (บ้านไร่ หรือ Siam Roasters)
- ตอบคุณฝน Amata City Plaza ก่อน 5 ธ.ค.
- ต่อใบอนุญาตขายอาหารที่เทศบาลแสนสุข ก่อน 15 ธ.ค.
- จ่ายประกันสุขภาพแม่ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, supplies, menu, books, events, papers, chats = (
        biz / "ใบเสนอราคา", biz / "วัตถุดิบ Supplies", biz / "เมนู", biz / "บัญชี", biz / "อีเวนต์ Events",
        biz / "เอกสาร", biz / "แชท")
    home = docs / "บ้าน"
    for folder in (quotes, supplies, menu, books, events, papers, chats, home / "Bills", home / "รถ",
                   home / "ประกัน", home / "ค่าเทอม", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อมตะเทค_Coffee Friday_ร่าง.docx", AMATA_DRAFT, AMATA_DRAFT_TABLE,
               bottom=AMATA_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อมตะเทค_Coffee Friday_final v2.docx", AMATA_FINAL, AMATA_FINAL_TABLE,
               bottom=AMATA_FINAL_BOTTOM)
    write_docx(supplies / "ใบเสนอราคา_บ้านไร่คอฟฟี่_เมล็ดกาแฟ_พ.ย.68.docx", BAANRAI_QUOTE, BAANRAI_TABLE,
               bottom=BAANRAI_BOTTOM)
    make_pdf(supplies / "Quote_SiamRoasters_beans_Nov2025.pdf", SIAM_QUOTE)
    make_pdf(supplies / "SiamRoasters_invoice_INV-2510-0877.pdf", SIAM_INVOICE)
    write_docx(supplies / "ใบเสร็จ_สยามโรสเตอร์ส_RC2511-0312.docx", SIAM_RECEIPT, SIAM_RECEIPT_TABLE,
               bottom=SIAM_RECEIPT_BOTTOM)
    make_pdf(menu / "Menu_PaengBrew_2025.pdf", MENU_2025)
    write_docx(menu / "เมนูราคา_แป้งบรูว์_2567.docx", MENU_2567, MENU_2567_TABLE, bottom=MENU_2567_BOTTOM)
    _book(books / "บัญชีรถกาแฟ_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรถกาแฟ_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _stops(books / "จุดจอด_ลูกค้าออฟฟิศ_Nov68.xlsx")
    write_docx(events / "สัญญาเช่าพื้นที่บูธ_งานวิ่งบางแสน_ธ.ค.68.docx", BOOTH_CONTRACT, BOOTH_TABLE,
               bottom=BOOTH_BOTTOM)
    write_docx(papers / "หนังสือ_เทศบาลเมืองแสนสุข_ต่อใบอนุญาตขายอาหาร.docx", PERMIT_LETTER)
    make_pdf(papers / "Espresso_machine_service_Nov2025.pdf", SERVICE_REPORT)
    write_slides(biz / "แผนปี69_รถกาแฟคันที่2.pptx", _plan_slides())
    write_slides(biz / "PaengBrew_office package_pitch.pptx", PITCH_SLIDES)
    make_pdf(home / "Bills" / "PWA_water_Sep2025.pdf", WATER_SEP)
    make_pdf(home / "Bills" / "PWA_water_Oct2025.pdf", WATER_OCT)
    make_pdf(home / "Bills" / "ค่าไฟ PEA ต.ค.68.pdf", PEA_OCT)
    make_pdf(home / "รถ" / "SiamAutoLeasing_statement_Nov2025.pdf", LOAN_STATEMENT)
    write_docx(home / "ประกัน" / "ต่อประกันสุขภาพแม่_2569.docx", MOM_INSURANCE, MOM_INSURANCE_TABLE,
               bottom=MOM_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_ข้าวฟ่าง_ม.1 เทอม2-2568.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "Ruamjai_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)


# ---------------------------------------------------------------- event booth contract
BOOTH_CONTRACT = [
    "สัญญาเช่าพื้นที่ออกร้าน (บูธอาหารและเครื่องดื่ม)",
    "งาน Bangsaen Sunrise Run 2025 วันอาทิตย์ที่ 14 ธันวาคม 2568 ณ ชายหาดบางแสน จ.ชลบุรี",
    "ทำที่ บริษัท ซีไซด์ อีเวนท์ จำกัด วันที่ 8 พฤศจิกายน 2568",
    "ผู้ให้เช่า: บริษัท ซีไซด์ อีเวนท์ จำกัด โดย นายธนวัฒน์ ชัยมงคล (คุณหนุ่ม) ผู้จัดการโครงการ",
    "ผู้เช่า: นางกมลชนก ใจงาม (Paeng Brew Cart รถกาแฟแป้งบรูว์)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่บูธเลขที่ F-07 โซนอาหารและเครื่องดื่ม ขนาด 3 x 3 เมตร "
    "จอดรถขายได้ 1 คัน ใกล้จุดเส้นชัย",
    "ข้อ 2. เวลาเข้าติดตั้ง 03.00-04.00 น. เวลาจำหน่าย 04.00-10.00 น. คาดว่ามีนักวิ่ง 2,500 คน",
]
BOOTH_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเช่าพื้นที่บูธ F-07", "3,500"),
    ("ค่าไฟฟ้า 1 กิโลวัตต์", "300"),
    ("เงินประกันความเสียหาย (คืนหลังจบงาน)", "1,000"),
    ("รวมชำระ", "4,800"),
]
BOOTH_BOTTOM = [
    "ข้อ 3. ผู้เช่าต้องชำระเงินรวม 4,800 บาท ภายในวันที่ 30 พฤศจิกายน 2568 หากไม่ชำระภายในกำหนด "
    "ผู้ให้เช่ามีสิทธิ์ให้บูธแก่ผู้อื่น",
    "ข้อ 4. เงินประกันความเสียหาย 1,000 บาท คืนภายใน 7 วันหลังจบงาน หากพื้นที่สะอาดและไม่มีความเสียหาย",
    "ข้อ 5. ห้ามจำหน่ายเครื่องดื่มแอลกอฮอล์ ห้ามใช้แก้วโฟม ผู้เช่าต้องแยกขยะตามจุดที่ผู้จัดกำหนด",
    "ข้อ 6. หากงานถูกยกเลิกเพราะเหตุสุดวิสัย ผู้ให้เช่าคืนเงินค่าเช่าพื้นที่ 50%",
    "ลงชื่อ ธนวัฒน์ ชัยมงคล ผู้ให้เช่า    ลงชื่อ กมลชนก ใจงาม ผู้เช่า",
]
