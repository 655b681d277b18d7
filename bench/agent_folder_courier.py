"""The folder of a small courier firm's owner: ส่งไว เอ็กซ์เพรส (SongWai Express Co., Ltd.), Khon Kaen.

Owner: นางสาวนภาพร ศรีวงศ์ (Napaporn "Napa" Sriwong). She runs a motorcycle courier service with five riders
(บอย, เจมส์, ต้น, แบงค์, ฝ้าย) from a rented shophouse at 88/4 ถนนมิตรภาพ, Mueang Khon Kaen. She lives with her
husband วีระ, her daughter น้องใบเตย (9, Prathom 4) and her mother แม่ลำดวน. Her phone-synced Documents folder holds:

ร้าน_ส่งไว/ (the business)
- ใบเสนอราคา/quote_IsanPharma_draft.docx: draft quotation QT-2568-031 to Isan Pharma Co., Ltd. (daily medicine runs),
  table of routes x days x price, total 65,377 THB incl. VAT.
- ใบเสนอราคา/quote_IsanPharma_final.docx: the revised quotation QT-2568-031 Rev.1 actually sent, lower prices,
  total 59,813 THB.
- ใบเสนอราคา/ใบเสนอราคา_ร้านผ้าไหมแม่บุญ.docx: Thai quote to a silk shop, parcels 45 THB each, total 8,920.
- ใบเสนอราคา/ใบเสนอราคา_ร้านบ้านขนม.docx: a similar Thai quote to a bakery, drops 55 THB each, total 22,400.
- สัญญา/สัญญาจ้างส่งของ_บ้านขนม.docx: one-year delivery contract with the bakery (minimum 12,000 a month).
- สัญญา/สัญญาเช่าตึก_ถนนมิตรภาพ.docx: the shophouse lease (rent 9,500 a month, deposit 28,500).
- Suppliers/KKMotoParts_pricelist_2025.pdf: this year's English price list of Khon Kaen Moto Parts.
- Suppliers/ราคาอะไหล่_ขอนแก่นโมโต_2567.docx: the same shop's Thai price list of last year.
- Suppliers/PackPro_invoice_PP-2025-0418.pdf: a packaging supplier's tax invoice (boxes, bubble wrap, tape).
- Suppliers/Viriyah_fleet_insurance_renewal_2025.pdf: renewal notice for the six delivery motorcycles.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, two sheets (รายรับ Revenue, รายจ่าย Expenses), months as rows.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, twelve months.
- บัญชี/fuel_per_rider_2568.xlsx: fuel per rider, months as columns.
- หนังสือแจ้งลูกค้า_ค่าน้ำมัน.docx: letter to customers about a fuel surcharge from 1 Aug 2568.
- แผนธุรกิจ_ปี2569.pptx: slides with next year's plan.
- ประชุมไรเดอร์_มิย68.md: notes of the riders' meeting of 30 June 2568.
- ideas_same_day.md: English brainstorm on a same-day service (distractor).
LINE/ and Email/
- LINE/LINE_พี่เอ๋_บ้านขนม.txt: chat with the bakery owner, the order changes twice.
- LINE/LINE_หมอกฤษ_อีสานฟาร์มา.txt: chat with Isan Pharma's buyer bargaining the draft quote down.
- LINE/LINE_กลุ่มไรเดอร์ส่งไว.txt: the riders' group chat (distractor).
- Email/email_IsanPharma_confirm.txt: Isan Pharma's email accepting the revised quote (start date, pickup times).
บ้าน/ (household)
- ค่าเทอม_น้องใบเตย_เทอม1_2568.docx: school fee notice, total 18,650, due 9 May 2568.
- Bills/PEA_electricity_bill_May2025.pdf, Bills/PWA_water_bill_May2025.pdf, Bills/3BB_internet_bill_Jun2025.pdf.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Mar, Apr, May 2568).
- AIA_health_insurance_Baitoey_2025.pdf: the daughter's health insurance premium notice.
- เที่ยว/ทริปหนองคาย_ตุลา.md and ของเข้าบ้าน.txt: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("Item", "Qty (days/month)", "Unit price (THB)", "Amount (THB)")
ISAN_DRAFT = [
    "SongWai Express Co., Ltd. (บริษัท ส่งไว เอ็กซ์เพรส จำกัด)",
    "88/4 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 081-765-4321",
    "QUOTATION No. QT-2568-031  *** DRAFT - not sent ***",
    "Date: 2 June 2025",
    "To: Isan Pharma Co., Ltd. - Attn. Dr. Krit Phonsawat, Purchasing",
    "Service: daily medicine delivery from Isan Pharma warehouse to pharmacies in Mueang Khon Kaen",
]
ISAN_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("Morning route (10 drops)", "26", "1,250", "32,500"),
    ("Afternoon route (8 drops)", "26", "950", "24,700"),
    ("Cold-box handling fee", "26", "150", "3,900"),
    ("Subtotal", "", "", "61,100"),
    ("VAT 7%", "", "", "4,277"),
    ("Total", "", "", "65,377"),
]
ISAN_FINAL = [
    "SongWai Express Co., Ltd. (บริษัท ส่งไว เอ็กซ์เพรส จำกัด)",
    "88/4 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 081-765-4321",
    "QUOTATION No. QT-2568-031 Rev.1",
    "Date: 9 June 2025",
    "To: Isan Pharma Co., Ltd. - Attn. Dr. Krit Phonsawat, Purchasing",
    "Service: daily medicine delivery from Isan Pharma warehouse to pharmacies in Mueang Khon Kaen",
]
ISAN_FINAL_TABLE = [
    QUOTE_HEAD,
    ("Morning route (10 drops)", "26", "1,150", "29,900"),
    ("Afternoon route (8 drops)", "26", "880", "22,880"),
    ("Cold-box handling fee", "26", "120", "3,120"),
    ("Subtotal", "", "", "55,900"),
    ("VAT 7%", "", "", "3,913"),
    ("Total", "", "", "59,813"),
]
ISAN_BOTTOM = [
    "Working days: Monday - Saturday. Prices valid for 30 days.",
    "Payment: invoice at month end, credit 30 days.",
    "Napaporn Sriwong, Managing Director",
]
TH_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
SILK_TOP = [
    "บริษัท ส่งไว เอ็กซ์เพรส จำกัด",
    "ใบเสนอราคา เลขที่ QT-2568-024   วันที่ 12 พฤษภาคม 2568",
    "เรียน คุณบุญเรือน ร้านผ้าไหมแม่บุญ ตลาดบางลำภู ขอนแก่น",
    "บริการรับ-ส่งพัสดุผ้าไหมให้ลูกค้าของร้าน ตามรายละเอียดดังนี้",
]
SILK_TABLE = [
    TH_HEAD,
    ("ส่งพัสดุในเมืองขอนแก่น (ไม่เกิน 5 กก.)", "120 ชิ้น/เดือน", "45", "5,400"),
    ("ส่งพัสดุนอกเขตเมือง (ไม่เกิน 20 กม.)", "40 ชิ้น/เดือน", "70", "2,800"),
    ("ค่าเข้ารับพัสดุที่ร้าน", "12 ครั้ง/เดือน", "60", "720"),
    ("รวมทั้งสิ้น", "", "", "8,920"),
]
BAKERY_TOP = [
    "บริษัท ส่งไว เอ็กซ์เพรส จำกัด",
    "ใบเสนอราคา เลขที่ QT-2568-027   วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณพรทิพย์ (พี่เอ๋) ร้านบ้านขนม เบเกอรี่ ถนนศรีจันทร์ ขอนแก่น",
    "บริการส่งเค้กและขนมถึงลูกค้า ใช้กล่องเก็บความเย็นทุกเที่ยว ตามรายละเอียดดังนี้",
]
BAKERY_TABLE = [
    TH_HEAD,
    ("ส่งเค้ก/ขนมในเมือง (กล่องเย็น)", "300 จุด/เดือน", "55", "16,500"),
    ("ส่งเค้ก/ขนมนอกเขตเมือง", "60 จุด/เดือน", "85", "5,100"),
    ("ค่ากล่องเก็บความเย็น", "1 เดือน", "800", "800"),
    ("รวมทั้งสิ้น", "", "", "22,400"),
]
TH_QUOTE_BOTTOM = [
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม ยืนราคา 30 วัน",
    "ผู้เสนอราคา นภาพร ศรีวงศ์ โทร 081-765-4321",
]

# ---------------------------------------------------------------- contracts
BAKERY_CONTRACT = [
    "สัญญาจ้างบริการขนส่ง",
    "ทำที่ บริษัท ส่งไว เอ็กซ์เพรส จำกัด จังหวัดขอนแก่น วันที่ 28 พฤษภาคม 2568",
    "ผู้ว่าจ้าง: ร้านบ้านขนม เบเกอรี่ โดย นางพรทิพย์ แก้วมณี",
    "ผู้รับจ้าง: บริษัท ส่งไว เอ็กซ์เพรส จำกัด โดย นางสาวนภาพร ศรีวงศ์ กรรมการผู้จัดการ",
    "ข้อ 1. ผู้รับจ้างตกลงรับส่งเค้กและขนมจากร้านของผู้ว่าจ้างไปยังลูกค้าในเขตอำเภอเมืองขอนแก่น ทุกวัน ยกเว้นวันจันทร์",
    "ข้อ 2. สัญญามีระยะเวลา 1 ปี เริ่มวันที่ 1 มิถุนายน 2568 สิ้นสุดวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าบริการในเมืองจุดละ 55 บาท นอกเขตเมืองจุดละ 85 บาท โดยมีค่าบริการขั้นต่ำเดือนละ 12,000 บาท",
    "ข้อ 4. ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 15 วันนับจากวันวางบิล",
    "ข้อ 5. หากสินค้าเสียหายจากการขนส่ง ผู้รับจ้างชดใช้ตามราคาขายจริง แต่ไม่เกินชิ้นละ 1,500 บาท",
    "ข้อ 6. ผู้รับจ้างต้องใช้กล่องเก็บความเย็นทุกเที่ยว และรับของภายใน 30 นาทีหลังได้รับแจ้ง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ พรทิพย์ แก้วมณี ผู้ว่าจ้าง      ลงชื่อ นภาพร ศรีวงศ์ ผู้รับจ้าง",
]
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดขอนแก่น วันที่ 10 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสมศักดิ์ ทองดี  ผู้เช่า: บริษัท ส่งไว เอ็กซ์เพรส จำกัด โดย นางสาวนภาพร ศรีวงศ์",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 88/4 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น "
    "เพื่อใช้เป็นสำนักงานและจุดรับ-ส่งพัสดุ",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 9,500 บาท (เก้าพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 28,500 บาท (เท่ากับค่าเช่า 3 เดือน) คืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 150 บาท",
    "ข้อ 6. ผู้เช่าจอดรถจักรยานยนต์หน้าอาคารได้ไม่เกิน 6 คัน และห้ามดัดแปลงโครงสร้างอาคาร",
    "ข้อ 7. ผู้เช่าชำระค่าน้ำ ค่าไฟ ตามมิเตอร์",
]

# ---------------------------------------------------------------- suppliers
PARTS_2025 = [
    "KHON KAEN MOTO PARTS LTD.\n123 Klang Mueang Road, Khon Kaen  Tel. 043-221-550\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Item                                   Price (THB)\n"
    "Rear tyre 80/90-17 (IRC)               780\n"
    "Front tyre 70/90-17 (IRC)              650\n"
    "Engine oil 0.8 L (Shell Advance)       185\n"
    "Brake shoe set                         220\n"
    "Drive chain + sprocket set             890\n"
    "Battery 12V 5Ah                        735\n"
    "Tyre fitting (labour)                  50\n\n"
    "Oil change labour free with oil purchase.\n"
    "Fleet customers: 5% discount on orders over 5,000 THB. Prices include VAT.",
]
PARTS_2567 = [
    "ร้านขอนแก่นโมโตพาร์ท (ขอนแก่นโมโต) 123 ถนนกลางเมือง ขอนแก่น โทร 043-221-550",
    "ใบราคาอะไหล่ ปี 2567 (ใช้ตั้งแต่ 1 มกราคม 2567) ราคารวม VAT แล้ว",
]
PARTS_2567_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("ยางหลัง 80/90-17 (IRC)", "740"),
    ("ยางหน้า 70/90-17 (IRC)", "610"),
    ("น้ำมันเครื่อง 0.8 ลิตร (Shell Advance)", "165"),
    ("ผ้าเบรก (ชุด)", "200"),
    ("ชุดโซ่สเตอร์", "850"),
    ("แบตเตอรี่ 12V 5Ah", "690"),
    ("ค่าเปลี่ยนยาง", "40"),
]
PARTS_2567_BOTTOM = ["ลูกค้าประจำ (ฟลีท) ลด 5% เมื่อซื้อครบ 5,000 บาท"]
PACKPRO = [
    "PackPro Supply Co., Ltd.\n55 Srichan Road, Mueang, Khon Kaen 40000  Tax ID 0405561001234\n"
    "TAX INVOICE No. PP-2025-0418\nDate: 18 April 2025\n"
    "Bill to: SongWai Express Co., Ltd., 88/4 Mittraphap Road, Khon Kaen 40000\n\n"
    "Description                          Qty    Unit price   Amount\n"
    "Carton box size C (20x30x11 cm)       500    6.50         3,250.00\n"
    "Bubble wrap roll 65 cm x 100 m        4      420.00       1,680.00\n"
    "OPP tape 2 in x 45 m                  72     28.00        2,016.00\n\n"
    "Subtotal: 6,946.00 THB\nVAT 7%: 486.22 THB\nTotal amount: 7,432.22 THB\n"
    "Payment due: 18 May 2025 (credit 30 days)\nBank transfer: Kasikornbank 123-4-56789-0 PackPro Supply",
]
VIRIYAH = [
    "Viriyah Insurance Public Company Limited - Khon Kaen Branch\n"
    "POLICY RENEWAL NOTICE\nDate: 1 July 2025\n"
    "Insured: SongWai Express Co., Ltd., 88/4 Mittraphap Road, Khon Kaen\n"
    "Policy type: Commercial motor insurance, Class 2+\n"
    "Vehicles: 6 motorcycles (Honda Wave 110i x 4, Honda Click 125i x 2)\n"
    "Period of insurance: 1 August 2025 - 31 July 2026\n"
    "Own damage / theft cover: up to 35,000 THB per vehicle\n"
    "Third-party property damage: up to 1,000,000 THB\n"
    "Total premium (all 6 vehicles, incl. stamp duty and VAT): 27,840 THB\n"
    "Please pay by 25 July 2025 to keep your cover without a gap.",
]

# ---------------------------------------------------------------- books
REVENUE_HEAD = ["เดือน (Month)", "ส่งพัสดุรายชิ้น (Parcels)", "ลูกค้าสัญญารายเดือน (Contract customers)",
                "ส่งด่วนในวัน (Same-day)", "รวม (Total)"]
EXPENSE_HEAD = ["เดือน (Month)", "ค่าจ้างไรเดอร์ (Rider wages)", "ค่าน้ำมัน (Fuel)", "ค่าเช่า (Rent)",
                "ค่าซ่อมบำรุง (Maintenance)", "ค่าบรรจุภัณฑ์ (Packaging)", "รวม (Total)"]
MONTHS_68 = ["ม.ค. 68 (Jan 2025)", "ก.พ. 68 (Feb 2025)", "มี.ค. 68 (Mar 2025)", "เม.ย. 68 (Apr 2025)",
             "พ.ค. 68 (May 2025)", "มิ.ย. 68 (Jun 2025)"]
REVENUE_68 = [(142300, 86500, 21400), (138900, 86500, 19800), (156750, 92000, 24350),
              (149200, 92000, 22900), (161480, 104400, 26700), (158300, 104400, 25150)]
RIDERS = ["บอย (Boy)", "เจมส์ (James)", "ต้น (Ton)", "แบงค์ (Bank)", "ฝ้าย (Fai)"]
FUEL_68 = [  # per rider, Jan..Jun 2568
    [2840, 2610, 3020, 3150, 3380, 3240],
    [2450, 2390, 2700, 2810, 2960, 2880],
    [3100, 2980, 3260, 3400, 3570, 3490],
    [1980, 2050, 2260, 2310, 2420, 2390],
    [2200, 2140, 2380, 2450, 2610, 2560],
]
EXPENSE_68 = [(95000, 9500, 6420, 5980), (95000, 9500, 4850, 5310), (98000, 9500, 7260, 6240),
              (98000, 9500, 5930, 7432.22), (104000, 9500, 8115, 6870), (104000, 9500, 6540, 6660)]
MONTHS_67 = ["ม.ค. 67 (Jan 2024)", "ก.พ. 67 (Feb 2024)", "มี.ค. 67 (Mar 2024)", "เม.ย. 67 (Apr 2024)",
             "พ.ค. 67 (May 2024)", "มิ.ย. 67 (Jun 2024)", "ก.ค. 67 (Jul 2024)", "ส.ค. 67 (Aug 2024)",
             "ก.ย. 67 (Sep 2024)", "ต.ค. 67 (Oct 2024)", "พ.ย. 67 (Nov 2024)", "ธ.ค. 67 (Dec 2024)"]
REVENUE_67 = [(118400, 64000, 15200), (115750, 64000, 14100), (127300, 64000, 17650), (121900, 71500, 16300),
              (130250, 71500, 18900), (128600, 71500, 17400), (133100, 71500, 19250), (131450, 78000, 18700),
              (126800, 78000, 17900), (135900, 78000, 20100), (139200, 78000, 21350), (152600, 86500, 24800)]
FUEL_67 = [10880, 10450, 11730, 11920, 12340, 12110, 12560, 12480, 11950, 12690, 12870, 13440]
EXPENSE_67 = [(80000, 9500, 5120, 4650), (80000, 9500, 3980, 4320), (80000, 9500, 6040, 5010),
              (84000, 9500, 4760, 4880), (84000, 9500, 7390, 5230), (84000, 9500, 5210, 5120),
              (84000, 9500, 4880, 5460), (88000, 9500, 6620, 5390), (88000, 9500, 4310, 5070),
              (88000, 9500, 5770, 5580), (88000, 9500, 6150, 5940), (95000, 9500, 7820, 6880)]


def _book(path: Path, year: str, months: list[str], revenue: list[tuple], fuel: list[int],
          expense: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Revenue"
    sheet.append([f"ส่งไว เอ็กซ์เพรส รายรับ ปี {year} (SongWai Express revenue {year}, THB)"])
    sheet.append(REVENUE_HEAD)
    for month, row in zip(months, revenue):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in revenue) for i in range(3)), sum(sum(r) for r in revenue)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"ส่งไว เอ็กซ์เพรส รายจ่าย ปี {year} (SongWai Express expenses {year}, THB)"])
    costs.append(EXPENSE_HEAD)
    for month, f, (wages, rent, repair, pack) in zip(months, fuel, expense):
        costs.append([month, wages, f, rent, repair, pack, round(wages + f + rent + repair + pack, 2)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _fuel_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าน้ำมัน Fuel"
    sheet.append(["ค่าน้ำมันรายคน ปี 2568 (Fuel per rider 2025, THB) - เบิกตามใบเสร็จปั๊ม"])
    sheet.append(["ไรเดอร์ (Rider)", "ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)",
                  "มิ.ย. (Jun)", "รวม (Total)"])
    for rider, row in zip(RIDERS, FUEL_68):
        sheet.append([rider, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in FUEL_68) for i in range(6)), sum(map(sum, FUEL_68))])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- letters, slides, notes
SURCHARGE_LETTER = [
    "บริษัท ส่งไว เอ็กซ์เพรส จำกัด",
    "วันที่ 5 กรกฎาคม 2568",
    "เรื่อง แจ้งปรับค่าธรรมเนียมน้ำมัน",
    "เรียน ลูกค้าผู้มีอุปการคุณทุกท่าน",
    "เนื่องจากราคาน้ำมันเบนซินปรับขึ้นต่อเนื่องตั้งแต่ต้นปี บริษัทฯ มีความจำเป็นต้องเก็บค่าธรรมเนียมน้ำมัน "
    "(fuel surcharge) ชิ้นละ 5 บาท สำหรับงานส่งพัสดุรายชิ้น และเที่ยวละ 10 บาท สำหรับงานส่งด่วนในวัน",
    "โดยมีผลตั้งแต่วันที่ 1 สิงหาคม 2568 เป็นต้นไป",
    "ลูกค้าสัญญารายเดือนจะยังใช้ราคาเดิมตามสัญญาจนครบกำหนดสัญญา",
    "ขออภัยในความไม่สะดวก และขอบพระคุณที่ไว้วางใจใช้บริการส่งไวเสมอมา",
    "นภาพร ศรีวงศ์ กรรมการผู้จัดการ",
]
PLAN_SLIDES = [
    ("แผนธุรกิจ ส่งไว เอ็กซ์เพรส ปี 2569", "จัดทำโดย นภาพร ศรีวงศ์ - กรกฎาคม 2568"),
    ("เป้าหมายรายได้", "เป้ารายได้ปี 2569: 3.6 ล้านบาท\nเพิ่มขึ้น 20% จากปี 2568 (คาดการณ์ 3.0 ล้านบาท)"),
    ("บริการใหม่", "ส่งด่วนภายใน 3 ชั่วโมงในเมืองขอนแก่น ราคาเริ่มต้น 69 บาท\n"
                   "เปิดจุดรับพัสดุหน้า มข. (มหาวิทยาลัยขอนแก่น) ภายในไตรมาส 2"),
    ("รถและคน", "ซื้อมอเตอร์ไซค์ไฟฟ้าเพิ่ม 3 คัน งบ 165,000 บาท\nรับไรเดอร์เพิ่ม 2 คน (รวมเป็น 7 คน)"),
    ("ลูกค้าองค์กร", "เพิ่มลูกค้าสัญญารายเดือนเป็น 12 ราย (ตอนนี้ 7 ราย)\nเน้นร้านยา คลินิก และร้านเบเกอรี่"),
    ("ความเสี่ยง", "ราคาน้ำมัน\nคู่แข่งเจ้าใหญ่ลดราคา\nไรเดอร์ลาออก"),
]
RIDER_MEETING = """# ประชุมไรเดอร์ 30 มิ.ย. 68

ผู้เข้าร่วม: พี่นภา, บอย, เจมส์, ต้น, แบงค์, ฝ้าย (พี่วีระมาช่วงท้าย)

## เรื่องที่ตกลงกัน
- ค่ารอบไรเดอร์ปรับจากรอบละ 18 บาท เป็น 20 บาท เริ่ม 1 ก.ค. 68
- เบี้ยขยัน: เดือนไหนส่งครบ ไม่มีงานตีกลับเลย ได้เพิ่ม 500 บาท
- ลูกค้าบริษัทยาเจ้าใหม่เริ่ม 1 ก.ค. ให้ต้นกับบอยรับรอบเช้า
- เปลี่ยนยางรถทุก 15,000 กม. จดเลขไมล์ลงสมุดทุกวันศุกร์
- ห้ามจอดรถซ้อนคันหน้าตึก ลุงเจ้าของตึกบ่นมา

## ต้องทำ
- ฝ้าย: ทำตารางกะเดือน ก.ค. ให้เสร็จภายใน 3 ก.ค.
- เจมส์: เช็คกล่องเย็นที่ใช้กับร้านขนม มีใบไหนฝาปิดไม่สนิทบ้าง
- พี่นภา: ถามราคายางปีนี้ที่ร้านอะไหล่
"""
IDEAS = """# Same-day delivery - ideas (rough)

- Price idea: 69 THB within 5 km, +10 THB per extra km
- Cut-off for same-day: orders before 14:00
- Maybe partner with the night market vendors?
- Need one more rider on weekends
- Check what Lineman / Grab charge for the same distance
"""
LINE_BAKERY = """[15/06/2568 09:12] พี่เอ๋ บ้านขนม: นภา พรุ่งนี้ขอรถไปรับเค้ก 18 กล่องนะ ส่ง 12 จุด
[15/06/2568 09:15] นภาพร: ได้ค่ะพี่ รับกี่โมงดีคะ
[15/06/2568 09:16] พี่เอ๋ บ้านขนม: บ่ายโมงจ้า
[15/06/2568 17:40] พี่เอ๋ บ้านขนม: นภาจ๋า เปลี่ยนนิดนึงนะ ลูกค้าสั่งเพิ่ม เป็น 25 กล่อง 16 จุด
[15/06/2568 17:42] นภาพร: รับทราบค่ะ 25 กล่อง 16 จุด ส่งรถไป 2 คันนะคะ
[16/06/2568 07:05] พี่เอ๋ บ้านขนม: ขอโทษทีนะ ลูกค้ายกเลิกไป 2 จุด เหลือ 14 จุด กล่องเหลือ 22 กล่อง แล้วขอเลื่อนเป็นบ่ายสองได้มั้ย
[16/06/2568 07:08] นภาพร: ได้ค่ะพี่ สรุปรอบนี้ 22 กล่อง 14 จุด ไปรับ 14:00 นะคะ ค่าส่ง 14 จุด x 55 = 770 บาทค่ะ
[16/06/2568 07:10] พี่เอ๋ บ้านขนม: 👍 เดี๋ยวโอนให้ตอนเย็นนะ
[16/06/2568 18:22] พี่เอ๋ บ้านขนม: [รูปภาพ] โอนแล้วจ้า
[16/06/2568 18:25] นภาพร: ได้รับแล้วค่ะ ขอบคุณค่ะพี่เอ๋
"""
LINE_KRIT = """[03/06/2568 10:02] นภาพร: สวัสดีค่ะคุณหมอ ส่งใบเสนอราคาส่งยารายวันไปทางอีเมลแล้วนะคะ
[03/06/2568 11:40] หมอกฤษ อีสานฟาร์มา: ได้รับแล้วครับ รอบเช้าวันละ 1,250 แพงไปนิดนะครับ เจ้าอื่นเสนอมาพันต้นๆ
[03/06/2568 11:43] นภาพร: ขอคุยกับทีมก่อนนะคะ ของเรามีกล่องเย็นให้ทุกเที่ยวค่ะ
[05/06/2568 09:10] หมอกฤษ อีสานฟาร์มา: ถ้าลดได้ ผมเสนอผู้บริหารให้ภายในสัปดาห์หน้าเลยครับ
[08/06/2568 20:15] นภาพร: คุณหมอคะ ลดรอบเช้าให้เหลือวันละ 1,150 รอบบ่าย 880 ค่ากล่องเย็น 120 ค่ะ พรุ่งนี้ส่งใบใหม่ให้นะคะ
[08/06/2568 20:31] หมอกฤษ อีสานฟาร์มา: โอเคครับ ส่งมาได้เลย
"""
LINE_RIDERS = """[27/06/2568 07:30] พี่นภา: เช้านี้ฝนตก ใส่เสื้อกันฝนด้วยนะทุกคน ห่อกล่องด้วยถุงพลาสติกก่อน
[27/06/2568 07:41] บอย: รับทราบครับ
[27/06/2568 08:05] แบงค์: พี่ครับ รถผมยางหลังรั่ว ขอเข้าร้านอะไหล่ก่อนนะครับ
[27/06/2568 08:06] พี่นภา: ไปเลย เอาบิลมาเบิกด้วยนะ
[27/06/2568 12:20] ฝ้าย: วันเสาร์ใครแลกกะกับฝ้ายได้บ้างคะ
[27/06/2568 12:34] เจมส์: ผมแลกให้ได้ครับ
[28/06/2568 19:02] พี่นภา: วันจันทร์ที่ 30 ประชุม 6 โมงเย็นที่ตึกนะ มีข้าวมันไก่เลี้ยง
"""
EMAIL_ISAN = """From: Krit Phonsawat <krit.p@isanpharma.co.th>
To: Napaporn Sriwong <napa@songwai-express.co.th>
Date: Fri, 13 Jun 2025 16:47
Subject: Re: Quotation QT-2568-031 Rev.1 - daily medicine delivery

Dear Khun Napaporn,

Thank you for the revised quotation. Our management has approved it (59,813 THB per month incl. VAT).

Please note the details below:
- Service starts on 1 July 2025.
- Morning pickup at our warehouse (Soi Kaen Nakhon 12) at 10:30, afternoon pickup at 14:00.
- Please send the invoice by the 5th of each month; our credit term is 30 days.
- Contact at the warehouse: Khun Jintana, 089-441-2076.

We will send the purchase order next week.

Best regards,
Krit Phonsawat
Purchasing, Isan Pharma Co., Ltd.
"""

# ---------------------------------------------------------------- household
SCHOOL_TOP = [
    "โรงเรียนสาธิตแก่นวิทยา จังหวัดขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ใบเตย ศรีวงศ์  ชั้น ป.4/2  เลขประจำตัว 15532",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "12,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350"),
    ("ค่าประกันอุบัติเหตุ", "400"),
    ("ค่าเรียนภาษาอังกฤษเสริม", "1,600"),
    ("รวมทั้งสิ้น", "18,650"),
]
SCHOOL_BOTTOM = [
    "กำหนดชำระภายในวันที่ 9 พฤษภาคม 2568 ผ่านธนาคารกรุงไทย หรือที่ห้องการเงินของโรงเรียน",
    "ชำระหลังกำหนด ปรับ 200 บาท",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568",
]
PEA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\nELECTRICITY BILL\n"
    "Customer: Mrs. Napaporn Sriwong\nAddress: 45/12 Moo 7, Ban Pet, Mueang Khon Kaen 40000\n"
    "Account no. 020012345678\nReading period: 20 Apr 2025 - 20 May 2025",
    "Units used: 612 kWh\nEnergy charge: 2,567.11 THB\nFt charge: 121.16 THB\nVAT 7%: 188.18 THB\n"
    "Amount due: 2,876.45 THB\nDue date: 2 June 2025",
]
PWA = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Khon Kaen Branch\nWATER BILL - May 2025\n"
    "Customer: Napaporn Sriwong, 45/12 Moo 7, Ban Pet, Mueang Khon Kaen\n"
    "Meter reading: 1,482 -> 1,510\nWater used: 28 cubic metres\n"
    "Water charge: 272.24 THB\nService fee: 20.00 THB\nVAT 7%: 20.46 THB\n"
    "Amount due: 312.70 THB\nPay by: 5 June 2025",
]
BB3 = [
    "3BB (Triple T Broadband PCL)\nINVOICE / RECEIPT - June 2025\n"
    "Customer: Napaporn Sriwong\nInternet no. 8812345670\nPackage: 3BB GIGA Fiber 1000/500 Mbps\n"
    "Service period: 1 Jun 2025 - 30 Jun 2025\n"
    "Monthly fee: 690.00 THB\nVAT 7%: 48.30 THB\nTotal: 738.30 THB\nDue date: 15 June 2025",
]
AIA = [
    "AIA Company Limited (Thailand)\nPREMIUM DUE NOTICE\nDate: 10 August 2025\n"
    "Policy owner: Mrs. Napaporn Sriwong\nInsured: Miss Baitoey Sriwong (age 9)\nPolicy no. H-22418875\n"
    "Plan: AIA Health Happy Kids\n"
    "Benefits: room and board up to 4,000 THB per day; annual coverage limit 1,000,000 THB;\n"
    "OPD rider: 1,500 THB per visit, up to 30 visits a year\n"
    "Annual premium: 16,420 THB\nDue date: 10 September 2025 (grace period 31 days)\n"
    "Pay by credit card, AIA+ app or at any Krungthai Bank branch.",
]
SPENDING_HEAD = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
SPENDING = {
    "มี.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 9850, "แม็คโคร + ตลาดบางลำภู"),
        ("ค่าไฟ (Electricity)", 2315.80, ""), ("ค่าน้ำประปา (Water)", 286.40, ""),
        ("ค่าเน็ต 3BB (Internet)", 738.30, ""),
        ("ค่าเรียนพิเศษใบเตย (Baitoey tutoring)", 1800, "คณิต"),
        ("ค่ายาแม่ (Mom's medicine)", 1250, "ยาความดัน"),
        ("ผ่อนรถกระบะ (Pickup loan)", 8900, "งวดที่ 23"),
        ("ค่าน้ำมันรถบ้าน (Family car fuel)", 2100, ""),
    ],
    "เม.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 10420, "สงกรานต์ แม่มาอยู่ด้วย"),
        ("ค่าไฟ (Electricity)", 3104.60, "แอร์ร้อนมาก"), ("ค่าน้ำประปา (Water)", 340.10, ""),
        ("ค่าเน็ต 3BB (Internet)", 738.30, ""),
        ("ค่าเรียนพิเศษใบเตย (Baitoey tutoring)", 3200, "คอร์สซัมเมอร์"),
        ("ค่ายาแม่ (Mom's medicine)", 1250, "ยาความดัน"),
        ("ผ่อนรถกระบะ (Pickup loan)", 8900, "งวดที่ 24"),
        ("ค่าน้ำมันรถบ้าน (Family car fuel)", 2450, "กลับบ้านยายที่ชัยภูมิ"),
    ],
    "พ.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 9960, ""),
        ("ค่าไฟ (Electricity)", 2876.45, ""), ("ค่าน้ำประปา (Water)", 312.70, ""),
        ("ค่าเน็ต 3BB (Internet)", 738.30, ""),
        ("ค่าเรียนพิเศษใบเตย (Baitoey tutoring)", 1800, "คณิต"),
        ("ค่ายาแม่ (Mom's medicine)", 1480, "ยาความดัน + วิตามิน"),
        ("ผ่อนรถกระบะ (Pickup loan)", 8900, "งวดที่ 25"),
        ("ค่าน้ำมันรถบ้าน (Family car fuel)", 1980, ""),
        ("ค่าเทอมใบเตย (School fees)", 18650, "เทอม 1/2568"),
    ],
}


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(SPENDING_HEAD)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


HOME_TEXTS = {
    "บ้าน/เที่ยว/ทริปหนองคาย_ตุลา.md": "# ทริปหนองคาย ช่วงปิดเทอมตุลา\n- ไปรถกระบะ ออกเช้าวันเสาร์\n"
                                       "- ที่พักริมโขง 2 คืน คืนละ 1,200\n- พาใบเตยไปดูพญานาค วัดผาตากเสื้อ\n"
                                       "- งบรวมไม่เกิน 8,000",
    "บ้าน/ของเข้าบ้าน.txt": "ข้าวเหนียว 5 โล\nไข่ 2 แผง\nนมกล่องใบเตย\nน้ำปลา ปลาร้า\nผงซักฟอก\nยาแม่ (ถามหมอก่อน)",
}
WORKSPECT = {
    "todo.md": "- โทรตามพี่เอ๋เรื่องบิลเดือน มิ.ย.\n- ต่อประกันรถมอไซค์ก่อน 25 ก.ค.\n"
               "- ส่ง invoice อีสานฟาร์มา ภายในวันที่ 5\n- สั่งยางหลังเพิ่ม 4 เส้น\n- นัดหมอแม่วันพฤหัส\n",
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ร้าน_ส่งไว"
    home = docs / "บ้าน"
    for sub in (biz / "ใบเสนอราคา", biz / "สัญญา", biz / "Suppliers", biz / "บัญชี",
                docs / "LINE", docs / "Email", home / "Bills"):
        sub.mkdir(parents=True, exist_ok=True)

    quotes = biz / "ใบเสนอราคา"
    write_docx(quotes / "quote_IsanPharma_draft.docx", ISAN_DRAFT, ISAN_DRAFT_TABLE, bottom=ISAN_BOTTOM)
    write_docx(quotes / "quote_IsanPharma_final.docx", ISAN_FINAL, ISAN_FINAL_TABLE, bottom=ISAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านผ้าไหมแม่บุญ.docx", SILK_TOP, SILK_TABLE, bottom=TH_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านบ้านขนม.docx", BAKERY_TOP, BAKERY_TABLE, bottom=TH_QUOTE_BOTTOM)

    write_docx(biz / "สัญญา" / "สัญญาจ้างส่งของ_บ้านขนม.docx", BAKERY_CONTRACT)
    write_docx(biz / "สัญญา" / "สัญญาเช่าตึก_ถนนมิตรภาพ.docx", LEASE)

    sup = biz / "Suppliers"
    make_pdf(sup / "KKMotoParts_pricelist_2025.pdf", PARTS_2025)
    write_docx(sup / "ราคาอะไหล่_ขอนแก่นโมโต_2567.docx", PARTS_2567, PARTS_2567_TABLE, bottom=PARTS_2567_BOTTOM)
    make_pdf(sup / "PackPro_invoice_PP-2025-0418.pdf", PACKPRO)
    make_pdf(sup / "Viriyah_fleet_insurance_renewal_2025.pdf", VIRIYAH)

    fuel_68 = [sum(r[i] for r in FUEL_68) for i in range(6)]
    _book(biz / "บัญชี" / "รายรับรายจ่าย_2568.xlsx", "2568", MONTHS_68, REVENUE_68, fuel_68, EXPENSE_68)
    _book(biz / "บัญชี" / "รายรับรายจ่าย_2567.xlsx", "2567", MONTHS_67, REVENUE_67, FUEL_67, EXPENSE_67)
    _fuel_book(biz / "บัญชี" / "fuel_per_rider_2568.xlsx")

    write_docx(biz / "หนังสือแจ้งลูกค้า_ค่าน้ำมัน.docx", SURCHARGE_LETTER)
    write_slides(biz / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    write_texts(docs, {
        "ร้าน_ส่งไว/ประชุมไรเดอร์_มิย68.md": RIDER_MEETING,
        "ร้าน_ส่งไว/ideas_same_day.md": IDEAS,
        "LINE/LINE_พี่เอ๋_บ้านขนม.txt": LINE_BAKERY,
        "LINE/LINE_หมอกฤษ_อีสานฟาร์มา.txt": LINE_KRIT,
        "LINE/LINE_กลุ่มไรเดอร์ส่งไว.txt": LINE_RIDERS,
        "Email/email_IsanPharma_confirm.txt": EMAIL_ISAN,
        **HOME_TEXTS,
    })

    write_docx(home / "ค่าเทอม_น้องใบเตย_เทอม1_2568.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    make_pdf(home / "Bills" / "PEA_electricity_bill_May2025.pdf", PEA)
    make_pdf(home / "Bills" / "PWA_water_bill_May2025.pdf", PWA)
    make_pdf(home / "Bills" / "3BB_internet_bill_Jun2025.pdf", BB3)
    make_pdf(home / "AIA_health_insurance_Baitoey_2025.pdf", AIA)
    _spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
