"""The eggfarm blind folder: the papers of ฟาร์มไข่ไก่สุภาพร (Supaporn Egg Farm) and of its owner's household.

Owner: นางสุภาพร แสงทอง (Supaporn Saengthong), who runs a laying-hen farm of about 8,000 hens in two houses
(โรงเรือน A and B) at ต.เมืองเก่า อ.พนมสารคาม จ.ฉะเชิงเทรา. She lives with her husband ประสิทธิ์ (Prasit), who
drives the delivery pickup, their daughter น้องแพรว (Praew, Prathom 5 at โรงเรียนดรุณวิทยา), their son น้องภูมิ
(Phum, K2 at Little Sprout Kindergarten) and her mother (ยาย). The current year is 2568 (2025).

Files under Documents/:
- ฟาร์ม/ใบเสนอราคา/ใบเสนอราคา_ป้าแดง_ร่าง.docx: the draft egg quote QT-2568-014 to ร้านข้าวแกงป้าแดง (table).
- ฟาร์ม/ใบเสนอราคา/ใบเสนอราคา_ป้าแดง_final.docx: the final version of that quote, with different numbers.
- ฟาร์ม/ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมน้ำ.docx: a similar quote QT-2568-019 to Rim Nam Hotel, Bang Pakong.
- ฟาร์ม/ใบเสนอราคา/ใบเสนอราคา_ร้านบ้านขนมปัง.docx: a similar quote QT-2568-021 to a bakery.
- ฟาร์ม/Suppliers/SiamFeed_pricelist_2025.pdf: Siam Feed Mill's 2025 feed price list (English).
- ฟาร์ม/Suppliers/ราคาอาหารสัตว์_สยามฟีดมิลล์_2567.docx: the same mill's 2567 price list, in Thai.
- ฟาร์ม/Suppliers/SiamFeed_invoice_May2025.pdf: Siam Feed Mill's invoice for 240 bags of layer feed.
- ฟาร์ม/Suppliers/ChonburiPack_invoice_6612.pdf: egg-tray and egg-box invoice from Chonburi Pack.
- ฟาร์ม/Suppliers/KhaoYai_pullet_quotation.pdf: a quotation for ready-to-lay pullets from Khao Yai Breeders.
- ฟาร์ม/บัญชี/ยอดขายไข่_2568.xlsx: this year's book, sheet ยอดขาย Sales (per customer, Jan-Jun) and
  sheet รายจ่าย Expenses (Jan-Jun).
- ฟาร์ม/บัญชี/ยอดขายไข่_2567.xlsx: last year's book, same two sheets, twelve months.
- ฟาร์ม/บัญชี/ผลผลิตไข่_2568.xlsx: egg production with months as columns (hens, eggs by size, cracked, deaths).
- ฟาร์ม/บัญชี/PEA_farm_bill_Jun2025.pdf: the farm's June electricity bill.
- ฟาร์ม/ธกส/BAAC_loan_statement_2025.pdf: the BAAC loan statement for house B (English).
- ฟาร์ม/ธกส/หนังสือ_ธกส_อนุมัติเงินกู้เบื้องต้น.docx: ธ.ก.ส.'s Thai letter on the new loan for house C.
- ฟาร์ม/แผนฟาร์มปี2569.pptx: slides of next year's plan (house C, 12,000 hens).
- ฟาร์ม/สัญญาเช่าที่ดิน_โรงเรือนB.docx: the land lease for house B with ลุงบุญมี.
- ฟาร์ม/ตารางวัคซีน_2568.md: vaccination schedule notes.
- LINE/LINE_ป้าแดง.txt: chat with ป้าแดง that changes her April order.
- LINE/LINE_คนงานฟาร์ม.txt: the farm workers' group chat (fan repair, deliveries, wages).
- LINE/LINE_ครอบครัว.txt: the family group chat.
- Email/email_RimNam_order_change.txt: the hotel's English email changing its order from June.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Mar-May 2568).
- บ้าน/PEA_home_bill_Jun2025.pdf: the house's June electricity bill.
- บ้าน/ประกันรถกระบะ_2568.docx: the pickup's class-1 motor insurance schedule.
- บ้าน/health_insurance_renewal_2025.pdf: Sukjai Life's health-insurance renewal letter.
- บ้าน/สูตรไข่เค็ม.md: a salted-egg recipe (distractor).
- บ้าน/ลูก/ค่าเทอม_แพรว_เทอม1-2568.docx: Praew's term-1 fee notice.
- บ้าน/ลูก/ใบเสร็จค่าเทอม_แพรว_เทอม2-2567.docx: Praew's receipt for last term.
- บ้าน/ลูก/LittleSprout_fees_term1_2025.pdf: Phum's kindergarten fee statement (English).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM_HEAD = ["ฟาร์มไข่ไก่สุภาพร (Supaporn Egg Farm)",
             "99/2 หมู่ 4 ต.เมืองเก่า อ.พนมสารคาม จ.ฉะเชิงเทรา 24120  โทร 081-552-7730"]
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อแผง (บาท)", "จำนวนเงิน (บาท)")


def _quote(path: Path, lines: list[str], items: list[tuple[str, int, int]], bottom: list[str]) -> None:
    rows = [QUOTE_HEAD] + [(name, f"{qty} แผง", f"{price:,}", f"{qty * price:,}") for name, qty, price in items]
    total = sum(qty * price for _, qty, price in items)
    rows.append(("รวมทั้งสิ้น", "", "", f"{total:,}"))
    write_docx(path, FARM_HEAD + lines, table=rows, bottom=bottom)


SALES_HEAD = ["เดือน (Month)", "ป้าแดง (Pa Daeng)", "โรงแรมริมน้ำ (Rim Nam Hotel)", "ล้งเฮียเล้ง (Wholesale)",
              "ขายหน้าฟาร์ม (Farm gate)", "รวม (Total)"]
SALES_2568 = [
    ("ม.ค. 2568", 27600, 0, 512400, 38250),
    ("ก.พ. 2568", 26950, 0, 478800, 35600),
    ("มี.ค. 2568", 30210, 0, 521300, 41180),
    ("เม.ย. 2568", 31760, 36600, 468900, 44720),
    ("พ.ค. 2568", 30210, 36600, 455200, 39850),
    ("มิ.ย. 2568", 30210, 41600, 449700, 37400),
]
SALES_2567 = [
    ("ม.ค. 2567", 25400, 0, 498600, 33900),
    ("ก.พ. 2567", 24800, 0, 471200, 31750),
    ("มี.ค. 2567", 26100, 0, 505900, 36420),
    ("เม.ย. 2567", 22300, 0, 452800, 40150),
    ("พ.ค. 2567", 25900, 0, 468300, 35200),
    ("มิ.ย. 2567", 26400, 0, 461700, 34880),
    ("ก.ค. 2567", 26750, 0, 470500, 33600),
    ("ส.ค. 2567", 27100, 0, 482300, 32950),
    ("ก.ย. 2567", 26900, 0, 476900, 31800),
    ("ต.ค. 2567", 27300, 0, 494100, 36100),
    ("พ.ย. 2567", 27600, 0, 503800, 37250),
    ("ธ.ค. 2567", 28900, 0, 529400, 45600),
]
EXP_HEAD = ["เดือน (Month)", "ค่าอาหารไก่ (Feed)", "ค่าแรงคนงาน (Wages)", "ค่าไฟฟาร์ม (Electricity)",
            "ยา/วัคซีน (Vet & vaccines)", "ถาดไข่/บรรจุภัณฑ์ (Trays & packing)", "รวม (Total)"]
EXP_2568 = [
    ("ม.ค. 2568", 402150, 54000, 11940.25, 6800, 18450),
    ("ก.พ. 2568", 368700, 54000, 11322.60, 2400, 17200),
    ("มี.ค. 2568", 405300, 54000, 12675.40, 3150, 19020),
    ("เม.ย. 2568", 396480, 56000, 13540.10, 9750, 18640),
    ("พ.ค. 2568", 398640, 56000, 13102.75, 2240, 20437),
    ("มิ.ย. 2568", 391200, 56000, 12889.81, 3600, 17980),
]
EXP_2567 = [
    ("ม.ค. 2567", 385200, 51000, 10880.50, 6200, 17600),
    ("ก.พ. 2567", 352400, 51000, 10460.20, 2100, 16850),
    ("มี.ค. 2567", 389700, 51000, 11905.35, 2900, 18100),
    ("เม.ย. 2567", 379500, 51000, 13220.80, 8900, 17300),
    ("พ.ค. 2567", 381300, 51000, 12760.45, 2050, 17950),
    ("มิ.ย. 2567", 376800, 51000, 12110.90, 3300, 17450),
    ("ก.ค. 2567", 380250, 51000, 11850.10, 6400, 17700),
    ("ส.ค. 2567", 383900, 51000, 11730.65, 2200, 17900),
    ("ก.ย. 2567", 377600, 51000, 11240.30, 2600, 17350),
    ("ต.ค. 2567", 386100, 54000, 11010.75, 6900, 18250),
    ("พ.ย. 2567", 390400, 54000, 10640.20, 2350, 18600),
    ("ธ.ค. 2567", 398800, 54000, 10525.85, 2800, 19800),
]


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายไข่ไก่ ปี {year} (Egg sales {year}, THB) - ฟาร์มไข่ไก่สุภาพร"])
    sheet.append(SALES_HEAD)
    for row in sales:
        sheet.append(list(row) + [sum(row[1:])])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(r[i] for r in sales) for i in range(1, 5)]
                 + [sum(sum(r[1:]) for r in sales)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายฟาร์ม ปี {year} (Farm expenses {year}, THB)"])
    costs.append(EXP_HEAD)
    for row in expenses:
        costs.append(list(row) + [round(sum(row[1:]), 2)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


MONTHS = ["ม.ค. 2568", "ก.พ. 2568", "มี.ค. 2568", "เม.ย. 2568", "พ.ค. 2568", "มิ.ย. 2568"]
PRODUCTION = [
    ("จำนวนแม่ไก่ยืนกรง (Hens, ตัว)", [8120, 8098, 8053, 8023, 7998, 7963]),
    ("ไข่เบอร์ 0 (Size 0, ฟอง)", [31570, 27810, 30480, 28960, 29720, 28100]),
    ("ไข่เบอร์ 1 (Size 1, ฟอง)", [72640, 65120, 71300, 67850, 68940, 65780]),
    ("ไข่เบอร์ 2 (Size 2, ฟอง)", [68930, 61450, 67240, 64380, 65310, 62450]),
    ("ไข่เบอร์ 3 (Size 3, ฟอง)", [36238, 32935, 35894, 33920, 34286, 32932]),
    ("ไข่แตก/ร้าว (Cracked, ฟอง)", [1102, 985, 1236, 1310, 1054, 998]),
    ("ไก่ตาย (Dead hens, ตัว)", [22, 45, 37, 25, 35, 28]),
]


def _production(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต Production"
    sheet.append(["ผลผลิตไข่ไก่ ปี 2568 โรงเรือน A+B (Egg production 2568)"])
    sheet.append(["รายการ (Item)"] + MONTHS)
    for label, values in PRODUCTION:
        sheet.append([label] + values)
    eggs = [sum(PRODUCTION[i][1][m] for i in range(1, 6)) for m in range(6)]
    sheet.append(["ไข่ทั้งหมด (Total eggs, ฟอง)"] + eggs)
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOME_HEAD = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
HOME = {
    "มี.ค. 2568": [
        ("ค่ากับข้าว/ของใช้ (Food & groceries)", 13850, "ตลาด + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 1742.60, ""),
        ("ค่าน้ำประปา (Water)", 385, ""),
        ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1198, "2 เบอร์ + เน็ตบ้าน"),
        ("ผ่อนรถกระบะ (Pickup installment)", 11250, "งวดที่ 38/60"),
        ("ค่ายายหาหมอ (Mom's doctor)", 1600, "รพ.พนมสารคาม"),
        ("ค่าขนม/ค่ารถลูก (Kids' pocket money)", 3000, ""),
    ],
    "เม.ย. 2568": [
        ("ค่ากับข้าว/ของใช้ (Food & groceries)", 16420, "สงกรานต์ ญาติมา"),
        ("ค่าไฟบ้าน (Electricity)", 2384.15, "ร้อน แอร์ทั้งวัน"),
        ("ค่าน้ำประปา (Water)", 452, ""),
        ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1198, ""),
        ("ผ่อนรถกระบะ (Pickup installment)", 11250, "งวดที่ 39/60"),
        ("ทำบุญสงกรานต์ (Songkran merit)", 2500, "วัดเมืองเก่า"),
        ("ค่าเรียนพิเศษแพรว (Praew's summer class)", 3500, ""),
    ],
    "พ.ค. 2568": [
        ("ค่ากับข้าว/ของใช้ (Food & groceries)", 14680, ""),
        ("ค่าไฟบ้าน (Electricity)", 2256.40, ""),
        ("ค่าน้ำประปา (Water)", 418, ""),
        ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1198, ""),
        ("ผ่อนรถกระบะ (Pickup installment)", 11250, "งวดที่ 40/60"),
        ("ค่าเทอมน้องแพรว (Praew's school fees)", 19850, "เทอม 1/2568"),
        ("ค่าเทอมน้องภูมิ (Phum's school fees)", 12400, "เทอม 1/2568"),
        ("ชุดนักเรียน+รองเท้า (Uniforms & shoes)", 2870, "เปิดเทอม"),
        ("ค่ายายหาหมอ (Mom's doctor)", 1600, ""),
    ],
}


def _home(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title} (Household spending)"])
        sheet.append(HOME_HEAD)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


FEED_2025 = [
    "Siam Feed Mill Co., Ltd.\n88 Moo 2, Bang Pakong Road, Mueang, Chachoengsao 24000\nTel. 038-512-400\n\n"
    "PRICE LIST 2025 (effective 1 January 2025)\nCustomer: Supaporn Egg Farm, Phanom Sarakham\n\n"
    "Code / Product / Pack / Price per bag (THB)\n"
    "SF-L1 / Layer feed phase 1, 21% protein / 30 kg / 465\n"
    "SF-L2 / Layer feed phase 2, 18% protein / 30 kg / 448\n"
    "SF-G / Pullet grower feed / 30 kg / 430\n"
    "SG-25 / Oyster shell grit / 25 kg / 120\n\n"
    "Free delivery for orders of 100 bags or more; 15 THB per bag otherwise.\n"
    "Credit term: 30 days. Prices may change with corn and soybean meal prices.",
]
FEED_2567_TOP = ["บริษัท สยามฟีดมิลล์ จำกัด", "88 หมู่ 2 ถนนบางปะกง อ.เมือง จ.ฉะเชิงเทรา 24000",
                 "ใบแจ้งราคาอาหารสัตว์ ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
                 "เรียน คุณสุภาพร แสงทอง ฟาร์มไข่ไก่สุภาพร"]
FEED_2567_TABLE = [
    ("รหัส", "รายการ", "ขนาดบรรจุ", "ราคาต่อกระสอบ (บาท)"),
    ("SF-L1", "อาหารไก่ไข่ระยะที่ 1 โปรตีน 21%", "30 กก.", "445"),
    ("SF-L2", "อาหารไก่ไข่ระยะที่ 2 โปรตีน 18%", "30 กก.", "430"),
    ("SF-G", "อาหารไก่สาว (ไก่รุ่น)", "30 กก.", "415"),
    ("SG-25", "เปลือกหอยบด", "25 กก.", "110"),
]
FEED_2567_BOTTOM = ["สั่งตั้งแต่ 100 กระสอบขึ้นไป ส่งฟรี ต่ำกว่านั้นคิดค่าขนส่งกระสอบละ 12 บาท",
                    "เครดิต 30 วัน", "ฝ่ายขาย: คุณวีระ 089-114-2256"]
FEED_INVOICE = [
    "Siam Feed Mill Co., Ltd.\n88 Moo 2, Bang Pakong Road, Mueang, Chachoengsao 24000\n\nINVOICE\n"
    "Invoice no.: SFM-INV-25-0873\nDate: 12 May 2025\n"
    "Bill to: Supaporn Egg Farm (Mrs. Supaporn Saengthong), 99/2 Moo 4, Mueang Kao, Phanom Sarakham\n\n"
    "SF-L1 Layer feed phase 1, 30 kg: 180 bags x 465 = 83,700.00\n"
    "SF-L2 Layer feed phase 2, 30 kg: 60 bags x 448 = 26,880.00\n"
    "Delivery (240 bags): free\n\n"
    "Total amount: 110,580.00 THB (animal feed, VAT exempt)\n"
    "Payment due: 11 June 2025 (credit 30 days)\n"
    "Delivered to layer house A and B on 12 May 2025, received by Mr. Cherd.",
]
CHONBURI_PACK = [
    "Chonburi Pack Co., Ltd.\n45/7 Sukhumvit Road, Ban Bueng, Chonburi 20170\n\nINVOICE No. CP-6612\n"
    "Date: 28 May 2025\nCustomer: Supaporn Egg Farm, Phanom Sarakham, Chachoengsao\n\n"
    "Paper egg tray, 30-cell: 10,000 pcs x 1.35 = 13,500.00\n"
    "Plastic egg box, 10 eggs: 2,000 pcs x 2.80 = 5,600.00\n"
    "Subtotal: 19,100.00\nVAT 7%: 1,337.00\nTotal: 20,437.00 THB\n"
    "Payment due: 27 June 2025",
]
PULLETS = [
    "Khao Yai Breeders Co., Ltd.\nPak Chong, Nakhon Ratchasima\n\nQUOTATION No. KYB-Q-2025-117\n"
    "Date: 18 June 2025\nTo: Mrs. Supaporn Saengthong, Supaporn Egg Farm\n\n"
    "Ready-to-lay pullets (ISA Brown), age 16 weeks: 185 THB per bird\n"
    "Minimum order: 2,000 birds\n"
    "Vaccinated: ND, IB, ILT, fowl pox, coryza\n"
    "Deposit: 30% at booking, balance on delivery\n"
    "Delivery by our truck, free within 150 km\n"
    "Price valid until 31 December 2025",
]
PEA_FARM = [
    "Provincial Electricity Authority (PEA)\nPhanom Sarakham Office\n\nELECTRICITY BILL - June 2025\n"
    "Customer: Supaporn Egg Farm (layer houses A, B)\nCustomer no.: 020011587342\n"
    "Meter reading: 1 June 2025 - 30 June 2025",
    "Units used: 2,840 kWh\nEnergy charge: 11,486.50 THB\nFt charge: 560.05 THB\nVAT 7%: 843.26 THB\n"
    "Amount due: 12,889.81 THB\nDue date: 25 July 2025",
]
PEA_HOME = [
    "Provincial Electricity Authority (PEA)\nPhanom Sarakham Office\n\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Supaporn Saengthong (residence)\nCustomer no.: 020011590218\n"
    "Meter reading: 1 June 2025 - 30 June 2025",
    "Units used: 486 kWh\nEnergy charge: 1,885.30 THB\nFt charge: 95.84 THB\nVAT 7%: 138.68 THB\n"
    "Amount due: 2,119.82 THB\nDue date: 24 July 2025",
]
BAAC = [
    "Bank for Agriculture and Agricultural Cooperatives (BAAC)\nPhanom Sarakham Branch\n\n"
    "LOAN ACCOUNT STATEMENT\nStatement date: 30 June 2025\n"
    "Borrower: Mrs. Supaporn Saengthong\nLoan account: 0207-55-118842\n"
    "Purpose: construction of layer house B\nOriginal loan: 1,200,000 THB (1 December 2022)\n"
    "Interest rate: 6.50% per year",
    "Outstanding principal: 720,000 THB\nLast payment: 168,900 THB on 29 November 2024\n"
    "Next annual installment: 165,400 THB\nInstallment due date: 30 November 2025\n"
    "Late payment adds 3% per year on the overdue amount.",
]
BAAC_LETTER = [
    "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร สาขาพนมสารคาม",
    "ที่ ธกส.พสค. 1187/2568",
    "วันที่ 8 กรกฎาคม 2568",
    "เรื่อง แจ้งผลการพิจารณาสินเชื่อเบื้องต้น",
    "เรียน นางสุภาพร แสงทอง",
    "ตามที่ท่านได้ยื่นขอสินเชื่อเพื่อก่อสร้างโรงเรือนไก่ไข่ระบบปิด (โรงเรือน C) ธนาคารได้พิจารณาเบื้องต้นแล้ว ดังนี้",
    "1. วงเงินสินเชื่อ 1,500,000 บาท (หนึ่งล้านห้าแสนบาทถ้วน)",
    "2. ระยะเวลาชำระคืน 7 ปี ชำระเป็นรายปี",
    "3. อัตราดอกเบี้ย MRR ต่อปี (ปัจจุบันร้อยละ 6.875)",
    "4. หลักประกัน โฉนดที่ดินเลขที่ 15527 ต.เมืองเก่า อ.พนมสารคาม",
    "ขอให้ท่านยื่นเอกสารประกอบ (แบบแปลนโรงเรือน ใบเสนอราคาผู้รับเหมา สำเนาทะเบียนบ้าน) ภายในวันที่ 30 กันยายน 2568",
    "ขอแสดงความนับถือ",
    "นายวิชัย ศรีสุข ผู้จัดการสาขาพนมสารคาม",
]
PLAN = [
    ("แผนฟาร์มไข่ไก่สุภาพร ปี 2569", "Supaporn Egg Farm - Plan 2026\nจัดทำโดย สุภาพร แสงทอง กรกฎาคม 2568"),
    ("เป้าหมายปี 2569", "เพิ่มแม่ไก่จาก 8,000 เป็น 12,000 ตัว\nผลผลิตเป้าหมาย 10,000 ฟองต่อวัน\n"
                       "ยอดขายเป้าหมาย 9,000,000 บาทต่อปี"),
    ("โรงเรือน C (ระบบปิด EVAP)", "ขนาดเลี้ยง 4,000 ตัว\nงบก่อสร้างรวมอุปกรณ์ 1,850,000 บาท\n"
                                  "เริ่มสร้าง มกราคม 2569 เสร็จ มีนาคม 2569"),
    ("แหล่งเงินทุน", "เงินกู้ ธ.ก.ส. 1,500,000 บาท ผ่อน 7 ปี\nเงินทุนตัวเอง 350,000 บาท"),
    ("ไก่สาวชุดใหม่", "สั่งไก่สาว 4,000 ตัว อายุ 16 สัปดาห์ จากเขาใหญ่\nลงไก่เดือนเมษายน 2569"),
    ("ลูกค้าใหม่", "โรงอาหารโรงเรียน 2 แห่ง\nร้านเบเกอรี่ในตัวเมืองฉะเชิงเทรา\nขายออนไลน์ผ่าน LINE OA"),
]
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ ต.เมืองเก่า อ.พนมสารคาม จ.ฉะเชิงเทรา วันที่ 20 ธันวาคม 2565",
    "ผู้ให้เช่า: นายบุญมี ทองดี  ผู้เช่า: นางสุภาพร แสงทอง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 16204 เนื้อที่ 3 ไร่ ติดฟาร์มของผู้เช่า "
    "เพื่อใช้สร้างโรงเรือนเลี้ยงไก่ไข่ (โรงเรือน B)",
    "ข้อ 2. ระยะเวลาเช่า 5 ปี เริ่มวันที่ 1 มกราคม 2566 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าปีละ 36,000 บาท (สามหมื่นหกพันบาทถ้วน) ชำระภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 10,000 บาท คืนเมื่อสิ้นสุดสัญญา",
    "ข้อ 5. เมื่อสิ้นสุดสัญญา โรงเรือนตกเป็นของผู้เช่า ผู้เช่าจะรื้อถอนหรือขอต่อสัญญาก็ได้ "
    "โดยแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน",
    "ข้อ 6. ผู้เช่าต้องดูแลไม่ให้กลิ่นและแมลงวันรบกวนบ้านข้างเคียง",
    "ลงชื่อ บุญมี ทองดี ผู้ให้เช่า    ลงชื่อ สุภาพร แสงทอง ผู้เช่า    พยาน ประสิทธิ์ แสงทอง",
]
TRUCK = [
    "บริษัท เมืองชลประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "กรมธรรม์เลขที่ 2568-MC-0045127",
    "ผู้เอาประกันภัย: นางสุภาพร แสงทอง 99/2 หมู่ 4 ต.เมืองเก่า อ.พนมสารคาม จ.ฉะเชิงเทรา",
    "รถยนต์: อีซูซุ ดีแมคซ์ กระบะตอนเดียว ปี 2564 ทะเบียน บต 4821 ฉะเชิงเทรา",
    "ระยะเวลาประกันภัย: 15 มิถุนายน 2568 ถึง 15 มิถุนายน 2569",
    "การใช้รถ: ใช้เพื่อการพาณิชย์ (ส่งไข่ไก่)",
    "ทุนประกันภัย (ความเสียหายต่อตัวรถ / สูญหาย ไฟไหม้): 450,000 บาท",
    "ความรับผิดต่อบุคคลภายนอก: ชีวิตร่างกาย 1,000,000 บาทต่อคน ทรัพย์สิน 1,000,000 บาทต่อครั้ง",
    "ค่าเสียหายส่วนแรก: 3,000 บาท",
    "อุบัติเหตุส่วนบุคคล ผู้ขับขี่และผู้โดยสาร 2 คน: 100,000 บาทต่อคน",
    "เบี้ยประกันภัยรวมภาษีอากร: 18,900 บาท (ปีก่อน 17,650 บาท)",
    "ตัวแทน: คุณจันทร์เพ็ญ 086-330-1452",
]
HEALTH = [
    "Sukjai Life Assurance PCL\n1550 New Petchaburi Road, Bangkok 10400\n\nDate: 1 July 2025\n\n"
    "Mrs. Supaporn Saengthong\n99/2 Moo 4, Mueang Kao, Phanom Sarakham, Chachoengsao 24120\n\n"
    "Re: Renewal of your health insurance policy\n\n"
    "Policy no.: HL-55820913\nPlan: Sukjai Health Plus (IPD limit 1,000,000 THB per year)\n"
    "Renewal period: 1 August 2025 - 31 July 2026",
    "Annual premium: 24,760 THB (last year 22,980 THB; the premium rises with your age band 45-49)\n"
    "Please pay by: 1 August 2025\n"
    "Room and board: up to 4,000 THB per day\n"
    "OPD rider: 1,500 THB per visit, up to 30 visits per year\n"
    "Pay by bank transfer, credit card or at any branch. If unpaid, cover lapses after a 31-day grace period.\n"
    "Agent: Ms. Kanokwan, tel. 089-772-0041",
]
PRAEW_FEES = [
    "โรงเรียนดรุณวิทยา อ.พนมสารคาม จ.ฉะเชิงเทรา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน: เด็กหญิงแพรวา แสงทอง  ชั้น ป.5/2  เลขประจำตัว 24517",
]
PRAEW_FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "14,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,800"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "19,850"),
]
PRAEW_FEES_BOTTOM = ["กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน",
                     "เปิดภาคเรียนวันที่ 19 พฤษภาคม 2568"]
PRAEW_RECEIPT = [
    "โรงเรียนดรุณวิทยา",
    "ใบเสร็จรับเงิน เลขที่ 2567/2-0458",
    "วันที่ 28 ตุลาคม 2567",
    "ได้รับเงินจาก: นางสุภาพร แสงทอง (ผู้ปกครอง ด.ญ.แพรวา แสงทอง ป.4/2)",
    "ค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2567: 14,000 บาท",
    "ค่าอาหารกลางวันและอาหารว่าง: 3,800 บาท",
    "ค่าเรียนคอมพิวเตอร์: 1,050 บาท",
    "ค่าประกันอุบัติเหตุ: 350 บาท",
    "รวมรับเงิน 19,200 บาท (หนึ่งหมื่นเก้าพันสองร้อยบาทถ้วน) ชำระด้วยเงินโอน",
    "ผู้รับเงิน: นางสาวอรุณี การเงิน",
]
PHUM_FEES = [
    "Little Sprout Kindergarten\nPhanom Sarakham, Chachoengsao\n\nFEE STATEMENT - Term 1, Academic Year 2025\n"
    "Student: Phum Saengthong (K2, Sunflower class)\nParent: Mrs. Supaporn Saengthong\n\n"
    "Tuition: 9,800 THB\nLunch and milk: 2,600 THB\nTotal: 12,400 THB\n\n"
    "Please pay by: 9 May 2025\nFirst day of term: 12 May 2025\n"
    "Bring 4 photos (1 inch) and a copy of the house registration.",
]


def _quotes(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    _quote(folder / "ใบเสนอราคา_ป้าแดง_ร่าง.docx",
           ["ใบเสนอราคา (ร่าง ยังไม่ส่ง)", "เลขที่ QT-2568-014  วันที่ 3 มีนาคม 2568",
            "เรียน ป้าแดง ร้านข้าวแกงป้าแดง ตลาดสดพนมสารคาม", "ไข่ไก่สด ส่งทุกวันจันทร์และพฤหัสบดี ต่อเดือนดังนี้"],
           [("ไข่ไก่เบอร์ 1", 150, 118), ("ไข่ไก่เบอร์ 2", 100, 112)],
           ["ส่งฟรีถึงร้าน", "ราคานี้ยืนถึง 31 พฤษภาคม 2568"])
    _quote(folder / "ใบเสนอราคา_ป้าแดง_final.docx",
           ["ใบเสนอราคา", "เลขที่ QT-2568-014  วันที่ 7 มีนาคม 2568",
            "เรียน ป้าแดง ร้านข้าวแกงป้าแดง ตลาดสดพนมสารคาม", "ไข่ไก่สด ส่งทุกวันจันทร์และพฤหัสบดี ต่อเดือนดังนี้"],
           [("ไข่ไก่เบอร์ 1", 150, 115), ("ไข่ไก่เบอร์ 2", 120, 108)],
           ["ส่งฟรีถึงร้าน ชำระเงินสดทุกสิ้นเดือน", "ราคานี้ยืนถึง 30 มิถุนายน 2568",
            "ผู้เสนอราคา สุภาพร แสงทอง"])
    _quote(folder / "ใบเสนอราคา_โรงแรมริมน้ำ.docx",
           ["ใบเสนอราคา", "เลขที่ QT-2568-019  วันที่ 20 มีนาคม 2568",
            "เรียน ฝ่ายจัดซื้อ โรงแรมริมน้ำ บางปะกง (Rim Nam Hotel Bang Pakong)",
            "ไข่ไก่สดคัดเกรด ส่งทุกวันอังคาร ต่อเดือนดังนี้"],
           [("ไข่ไก่เบอร์ 0", 200, 125), ("ไข่ไก่เบอร์ 1", 100, 116)],
           ["ค่าขนส่งรวมแล้ว เครดิต 30 วัน", "ราคานี้ยืนถึง 31 ธันวาคม 2568", "ผู้เสนอราคา สุภาพร แสงทอง"])
    _quote(folder / "ใบเสนอราคา_ร้านบ้านขนมปัง.docx",
           ["ใบเสนอราคา", "เลขที่ QT-2568-021  วันที่ 2 เมษายน 2568",
            "เรียน คุณเอ๋ ร้านบ้านขนมปัง ถนนศุภกิจ อ.เมืองฉะเชิงเทรา", "ไข่ไก่สด ส่งทุกวันเสาร์ ต่อเดือนดังนี้"],
           [("ไข่ไก่เบอร์ 2", 80, 110), ("ไข่ไก่เบอร์ 3", 40, 102)],
           ["ค่าส่งครั้งละ 100 บาท (ระยะทาง 30 กม.)", "ราคานี้ยืนถึง 30 มิถุนายน 2568"])


TEXTS = {
    "ฟาร์ม/ตารางวัคซีน_2568.md": """# ตารางวัคซีน/ยา ปี 2568 (โรงเรือน A + B)

- ND+IB (หยอดน้ำ) ทุก 3 เดือน
  - ทำแล้ว 14 ม.ค. 68, 15 เม.ย. 68 (ใช้ 9 ขวด ขวดละ 1,000 โดส ขวดละ 280 บาท)
  - ครั้งต่อไป 15 ก.ค. 68 -> สั่งวัคซีนจากร้านสัตวแพทย์พนม ก่อน 10 ก.ค.
- ถ่ายพยาธิ ปีละ 2 ครั้ง: มี.ค. กับ ก.ย.
- วิตามินละลายน้ำช่วงหน้าร้อน เม.ย.-พ.ค. (ไก่กินน้อย ไข่เล็ก)
- หมอต้น (สัตวแพทย์) มาตรวจฟาร์มทุกวันที่ 1 ของเดือน ค่าตรวจครั้งละ 800 บาท
- ถ้าไก่ตายเกิน 10 ตัว/วัน โทรหาหมอต้นทันที 081-990-3321
""",
    "LINE/LINE_ป้าแดง.txt": """[01/04/2568 06:52] ป้าแดง: สุภาพร เดือนนี้ขอลดเบอร์ 1 เหลือ 120 แผงนะ ช่วงสงกรานต์ลูกค้าน้อย
[01/04/2568 07:10] สุภาพร: ได้ค่ะป้า แล้วเบอร์ 2 ยัง 120 แผงเหมือนเดิมไหมคะ
[01/04/2568 07:15] ป้าแดง: เหมือนเดิมจ้า แล้วขอเบอร์ 3 เพิ่ม 50 แผงด้วย จะทำไข่พะโล้ขาย
[01/04/2568 07:20] สุภาพร: เบอร์ 3 แผงละ 100 บาทนะคะป้า
[01/04/2568 07:21] ป้าแดง: โอเค ได้
[01/04/2568 07:40] สุภาพร: สรุปเดือนเมษานะคะ เบอร์ 1 120 แผง x 115 = 13,800 / เบอร์ 2 120 แผง x 108 = 12,960 / เบอร์ 3 50 แผง x 100 = 5,000 รวม 31,760 บาทค่ะ
[01/04/2568 07:42] ป้าแดง: 👍
[03/04/2568 16:05] ป้าแดง: ลืมบอก 13-15 เมษา ร้านปิดนะ ไม่ต้องส่ง
[03/04/2568 16:20] สุภาพร: รับทราบค่ะ ไปส่งวันที่ 17 แทนนะคะ
[30/04/2568 18:30] ป้าแดง: โอนแล้วนะ 31,760
[30/04/2568 18:45] สุภาพร: ได้รับแล้วค่ะ ขอบคุณค่ะป้า พฤษภากลับไปเหมือนเดิมนะคะ
""",
    "LINE/LINE_คนงานฟาร์ม.txt": """[06/05/2568 05:48] ลุงเชิด: พัดลมโรงเรือน B ตัวที่ 3 ไม่หมุนครับ มอเตอร์ไหม้
[06/05/2568 06:10] สุภาพร: โทรช่างสมพงษ์เลยลุง
[06/05/2568 14:22] ลุงเชิด: ช่างเปลี่ยนมอเตอร์แล้ว คิด 4,800 บาทครับ
[06/05/2568 14:30] สุภาพร: โอเค เดี๋ยวโอนให้ช่างเอง
[12/05/2568 09:15] ลุงเชิด: อาหารไก่มาส่งแล้ว 240 กระสอบ ลง A 150 ลง B 90
[20/05/2568 07:30] น้อย: วันนี้ไข่แตกเยอะ 60 กว่าฟอง สายพานเก็บไข่ B สะดุด
[20/05/2568 08:00] สุภาพร: เดี๋ยวให้พี่ประสิทธิ์ไปดูนะ
[29/05/2568 10:40] สมหมาย: ถาดไข่ชลบุรีแพ็คมาส่งแล้วครับ เก็บไว้โกดังหลัง
[31/05/2568 17:00] สุภาพร: ค่าแรงเดือนนี้โอนแล้วนะทุกคน คนละ 14,000 ลุงเชิด 14,000 บวกค่าหัวหน้า
""",
    "LINE/LINE_ครอบครัว.txt": """[10/06/2568 20:12] ประสิทธิ์: ประกันรถกระบะหมด 15 นี้นะ ต่อยัง
[10/06/2568 20:30] สุภาพร: ต่อแล้ว เจ้าเดิม เมืองชล แพงขึ้นนิดหน่อย
[14/06/2568 07:05] ยาย: วันพุธแม่มีนัดหมอที่ รพ.พนม 9 โมงนะ
[14/06/2568 07:20] สุภาพร: เดี๋ยวพี่ประสิทธิ์ไปส่งนะแม่ ส่งไข่เสร็จแล้วแวะรับ
[21/06/2568 18:40] แพรว: แม่ครูบอกวันศุกร์ให้ใส่ชุดกีฬาไปโรงเรียน
[21/06/2568 18:52] สุภาพร: ซักไว้แล้วลูก อยู่ในตู้
[28/06/2568 19:15] ประสิทธิ์: ค่าไฟบ้านเดือนนี้มาแล้วนะ วางไว้บนตู้เย็น
""",
    "Email/email_RimNam_order_change.txt": """From: Nattaya Prasert <purchasing@rimnamhotel.co.th>
To: Supaporn Saengthong <supaporn.eggfarm@gmail.com>
Date: Tue, 20 May 2025 10:14
Subject: Egg order change from June

Dear Khun Supaporn,

Thank you for the good eggs in April and May. Our breakfast buffet is busier now, so from June
we would like to change the monthly order as follows:

- Size 0: 240 trays per month (was 200)
- Size 1: 100 trays per month (no change)

Prices as in your quotation QT-2568-019 (size 0 at 125 THB, size 1 at 116 THB per tray).
Please deliver twice a week, Tuesday and Friday, starting 3 June 2025.
Invoices to accounts@rimnamhotel.co.th, 30-day credit as before.

Best regards,
Nattaya Prasert
Purchasing Manager, Rim Nam Hotel Bang Pakong
""",
    "บ้าน/สูตรไข่เค็ม.md": """# ไข่เค็ม (สูตรยาย)

- ไข่เป็ด (หรือไข่ไก่เบอร์ 0) 30 ฟอง
- น้ำ 2 ลิตร + เกลือ 500 กรัม ต้มให้ละลาย ทิ้งให้เย็น
- ดองในโหล 21 วันกินต้ม 30 วันทำไข่แดงเค็ม
- ใส่ใบเตยกับพริกไทยนิดหน่อยให้หอม
""",
}
WORKSPECT = {"todo.md": "- โอนค่าอาหารไก่สยามฟีด ก่อน 11 มิ.ย.\n- โทรสั่งวัคซีน ND+IB ก่อน 10 ก.ค.\n"
                        "- ยื่นเอกสาร ธ.ก.ส. โรงเรือน C\n- จ่ายประกันสุขภาพ\n"}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ฟาร์ม", docs / "บ้าน"
    for folder in (farm / "Suppliers", farm / "บัญชี", farm / "ธกส", home / "ลูก"):
        folder.mkdir(parents=True, exist_ok=True)
    _quotes(farm / "ใบเสนอราคา")
    make_pdf(farm / "Suppliers" / "SiamFeed_pricelist_2025.pdf", FEED_2025)
    write_docx(farm / "Suppliers" / "ราคาอาหารสัตว์_สยามฟีดมิลล์_2567.docx", FEED_2567_TOP,
               table=FEED_2567_TABLE, bottom=FEED_2567_BOTTOM)
    make_pdf(farm / "Suppliers" / "SiamFeed_invoice_May2025.pdf", FEED_INVOICE)
    make_pdf(farm / "Suppliers" / "ChonburiPack_invoice_6612.pdf", CHONBURI_PACK)
    make_pdf(farm / "Suppliers" / "KhaoYai_pullet_quotation.pdf", PULLETS)
    _sales_book(farm / "บัญชี" / "ยอดขายไข่_2568.xlsx", "2568", SALES_2568, EXP_2568)
    _sales_book(farm / "บัญชี" / "ยอดขายไข่_2567.xlsx", "2567", SALES_2567, EXP_2567)
    _production(farm / "บัญชี" / "ผลผลิตไข่_2568.xlsx")
    make_pdf(farm / "บัญชี" / "PEA_farm_bill_Jun2025.pdf", PEA_FARM)
    make_pdf(farm / "ธกส" / "BAAC_loan_statement_2025.pdf", BAAC)
    write_docx(farm / "ธกส" / "หนังสือ_ธกส_อนุมัติเงินกู้เบื้องต้น.docx", BAAC_LETTER)
    write_slides(farm / "แผนฟาร์มปี2569.pptx", PLAN)
    write_docx(farm / "สัญญาเช่าที่ดิน_โรงเรือนB.docx", LEASE)
    _home(home / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(home / "PEA_home_bill_Jun2025.pdf", PEA_HOME)
    write_docx(home / "ประกันรถกระบะ_2568.docx", TRUCK)
    make_pdf(home / "health_insurance_renewal_2025.pdf", HEALTH)
    write_docx(home / "ลูก" / "ค่าเทอม_แพรว_เทอม1-2568.docx", PRAEW_FEES, table=PRAEW_FEES_TABLE,
               bottom=PRAEW_FEES_BOTTOM)
    write_docx(home / "ลูก" / "ใบเสร็จค่าเทอม_แพรว_เทอม2-2567.docx", PRAEW_RECEIPT)
    make_pdf(home / "ลูก" / "LittleSprout_fees_term1_2025.pdf", PHUM_FEES)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
