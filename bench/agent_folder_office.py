"""A second, held-out folder for bench/agent_tasks.py (`--folder office`): a Chiang Mai family's work and shop papers.

Thanakorn Kaewmoon, a freelance designer who runs a small coffee shop with his wife Arunee: a car insurance
policy (pdf, 2 pages, the insurer's English schedule), two internet bills (pdf), a Thai school tuition receipt
(docx, items in a table), an English job offer letter (docx, heading sections), income/expense sheets for 2568
and 2567 (xlsx, two sheets each, Thai/English headers), two quotes for an espresso machine (xlsx and docx), a Thai
village committee note and an English client status update (md), an expansion plan for the shop (pptx), and
distractors that share words with them; plus a workspect that already holds a to-do list. Written blind of the
engine's rules, for bench/data/agent_tasks_office_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

POLICY_PAGES = [  # make_pdf writes ASCII only, so the policy is the insurer's English schedule
    "Lanna Insurance Public Company Limited\nMOTOR INSURANCE POLICY SCHEDULE - VOLUNTARY TYPE 1\n"
    "Policy No.: LN-MV-2568-004127\nIssued at: Chiang Mai branch, 24 February 2025\n"
    "The Insured: Mr. Thanakorn Kaewmoon\nAddress: 59/12 Suan Lamyai Village, Nong Chom, San Sai, Chiang Mai 50210\n"
    "Period of insurance: 01 March 2025 (16:30) to 01 March 2026 (16:30)\n"
    "Vehicle: Toyota Yaris Ativ 1.2 Premium, 2021, 5 seats\nRegistration: 2 Kor Kor 5821 Chiang Mai\n"
    "Chassis No.: MR2B29F30M1027745\nNamed drivers: Thanakorn Kaewmoon, Arunee Kaewmoon",
    "Page 2 - Cover and premium\nOwn damage sum insured: 480,000 THB\nFire and theft: 480,000 THB\n"
    "Third party property damage: 1,000,000 THB per accident\nDeductible (excess): 3,000 THB per claim "
    "when the insured is at fault\nRepair: dealer garage (Toyota Chiang Mai)\n"
    "Net premium: 18,650.00 THB\nStamp duty: 75.00 THB\nVAT 7%: 1,310.75 THB\nTotal premium: 20,035.75 THB\n"
    "24-hour claims hotline: 1734 or 053-555-019",
]
INTERNET_MARCH = [
    "NorthNet Broadband Co., Ltd. - Chiang Mai\nINVOICE / TAX INVOICE\nAccount No.: 8800-1523-67\n"
    "Customer: Thanakorn Kaewmoon, 59/12 Suan Lamyai Village, San Sai, Chiang Mai\n"
    "Billing period: 1 March 2025 - 31 March 2025\nFiber 1000/500 Mbps package: 699.00 THB\n"
    "VAT 7%: 48.93 THB\nTotal amount due: 747.93 THB\nDue date: 15 April 2025",
]
INTERNET_APRIL = [
    "NorthNet Broadband Co., Ltd. - Chiang Mai\nINVOICE / TAX INVOICE\nAccount No.: 8800-1523-67\n"
    "Customer: Thanakorn Kaewmoon, 59/12 Suan Lamyai Village, San Sai, Chiang Mai\n"
    "Billing period: 1 April 2025 - 30 April 2025\nFiber 1000/500 Mbps package: 699.00 THB\n"
    "Mesh Wi-Fi add-on (one-time installation, 2 nodes): 300.00 THB\nSubtotal: 999.00 THB\n"
    "VAT 7%: 69.93 THB\nTotal amount due: 1,068.93 THB\nDue date: 15 May 2025",
]
RECEIPT_TOP = [
    "โรงเรียนดอกเอื้องวิทยา จังหวัดเชียงใหม่",
    "ใบเสร็จรับเงิน เลขที่ 2568/01437",
    "วันที่ 12 พฤษภาคม 2568",
    "ได้รับเงินจาก: นายธนากร แก้วมูล (ผู้ปกครอง)",
    "ชื่อนักเรียน: ด.ญ.ใบเตย แก้วมูล ชั้นประถมศึกษาปีที่ 2/3 เลขประจำตัว 10452",
    "ภาคเรียนที่ 1 ปีการศึกษา 2568",
]
RECEIPT_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "ค่าธรรมเนียมการศึกษา", "18,500"),
    ("2", "ค่าอาหารกลางวัน", "4,200"),
    ("3", "ค่าหนังสือและอุปกรณ์การเรียน", "2,350"),
    ("4", "ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("", "รวมทั้งสิ้น", "26,550"),
]
RECEIPT_BOTTOM = [
    "รวมเป็นเงินทั้งสิ้น 26,550 บาท (สองหมื่นหกพันห้าร้อยห้าสิบบาทถ้วน)",
    "ชำระโดย: โอนเงินผ่านธนาคาร",
    "ผู้รับเงิน: นางสาวสุดารัตน์ ปัญญาดี (เจ้าหน้าที่การเงิน)",
]
OFFER_TOP = [
    "Doi Digital Co., Ltd. - 88/8 Nimmanhaemin Road Soi 9, Suthep, Mueang, Chiang Mai 50200",
    "23 May 2025",
    "Dear Khun Thanakorn Kaewmoon,",
    "Following our interviews, we are pleased to offer you a full-time position with Doi Digital.",
]
OFFER = [
    ("Position", "Senior UX/UI Designer in the Product team, reporting to Ms. Kanokwan Srisuk, Head of Design."),
    ("Compensation", "Monthly salary: 58,000 THB (gross).\n"
                     "Annual bonus of up to 1.5 months' salary, based on performance.\n"
                     "Provident fund: the company contributes 5% of salary."),
    ("Start date and probation", "Start date: 1 July 2025.\nProbation period: 119 days."),
    ("Working arrangement", "Hybrid: 3 days a week at the Nimman office, 2 days remote.\n"
                            "Annual leave: 12 working days a year."),
    ("Acceptance", "Please sign and return this letter by 6 June 2025 to confirm that you accept.\n"
                   "Sincerely,\nKanokwan Srisuk, Head of Design"),
]
INCOME_HEADERS = ("เดือน (Month)", "ร้านกาแฟ (Coffee shop, THB)", "งานออกแบบ (Design work, THB)", "รวม (Total, THB)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
INCOME_2568 = [(71200, 35000), (69850, 18000), (78450, 42500), (64300, 0), (73900, 27000)]  # Jan-May so far
INCOME_2567 = [(60100, 25000), (58700, 30000), (66900, 12000), (55200, 0), (61800, 40000), (57400, 22000),
               (52300, 35000), (54900, 18000), (50600, 28000), (63200, 15000), (70500, 30000), (82400, 45000)]
EXPENSE_HEADERS = ("รายการ (Item)", "หมวด (Category)", "ทั้งปี (Yearly, THB)", "หมายเหตุ (Note)")
EXPENSES_2568 = [
    ("ค่าเช่าร้าน (Shop rent)", "ร้าน (Shop)", 96000, "เดือนละ 8,000"),
    ("เมล็ดกาแฟและนม (Coffee beans & milk)", "ร้าน (Shop)", 168000, ""),
    ("ค่าจ้างพนักงาน (Staff wages)", "ร้าน (Shop)", 144000, "พนักงาน 1 คน"),
    ("ค่าไฟร้าน (Shop electricity)", "ร้าน (Shop)", 36000, ""),
    ("ค่าเทอมลูก (School fees)", "ครอบครัว (Family)", 53100, "2 ภาคเรียน"),
    ("ประกันรถ (Car insurance)", "รถ (Car)", 20035.75, "Lanna Insurance ชั้น 1"),
    ("อินเทอร์เน็ต (Internet)", "บ้าน (Home)", 8388, "699 x 12"),
    ("ค่าส่วนกลางหมู่บ้าน (Village common fee)", "บ้าน (Home)", 5700, "450 x 6 + 500 x 6"),
]
EXPENSES_2567 = [
    ("ค่าเช่าร้าน (Shop rent)", "ร้าน (Shop)", 90000, "เดือนละ 7,500"),
    ("เมล็ดกาแฟและนม (Coffee beans & milk)", "ร้าน (Shop)", 142000, ""),
    ("ค่าจ้างพนักงาน (Staff wages)", "ร้าน (Shop)", 132000, ""),
    ("ค่าเทอมลูก (School fees)", "ครอบครัว (Family)", 49800, ""),
    ("ประกันรถ (Car insurance)", "รถ (Car)", 19480, ""),
]
BEANPRO_TOP = [
    ["บริษัท บีนโปร ซัพพลาย จำกัด (BeanPro Supply Co., Ltd.) 120 ถ.ช้างคลาน เชียงใหม่"],
    ["ใบเสนอราคา (Quotation) เลขที่ QT-6805-112  วันที่ 20 พ.ค. 2568"],
    ["เรียน ร้านบ้านดอย คอฟฟี่ (Baan Doi Coffee) คุณธนากร แก้วมูล"],
    ["ลำดับ (No.)", "รายการ (Description)", "จำนวน (Qty)", "ราคาต่อหน่วย (Unit price, THB)", "จำนวนเงิน (Amount, THB)"],
]
BEANPRO_ITEMS = [
    (1, "เครื่องชงเอสเปรสโซ 2 หัวชง (2-group espresso machine)", 1, 145000),
    (2, "เครื่องบดกาแฟ (Coffee grinder)", 1, 28500),
    (3, "ติดตั้งและอบรมบาริสต้า (Installation & training)", 1, 3500),
]
BEANPRO_BOTTOM = [
    ["", "รวม (Subtotal)", "", "", 177000],
    ["", "ภาษีมูลค่าเพิ่ม 7% (VAT 7%)", "", "", 12390],
    ["", "รวมทั้งสิ้น (Grand total)", "", "", 189390],
    ["ยืนราคาถึง 30 มิถุนายน 2568 / รับประกัน 1 ปี / ส่งของภายใน 14 วัน"],
]
LANNA_TOP = [
    "Lanna Cafe Supply Ltd., Part. - 45 Huay Kaew Road, Chiang Mai",
    "QUOTATION No. LCS-25-0381, 22 May 2025",
    "To: Baan Doi Coffee (attn. Khun Thanakorn Kaewmoon)",
]
LANNA_ITEMS = [
    ("Item", "Qty", "Amount (THB)"),
    ("2-group espresso machine, model LC-2000", "1", "149,000.00"),
    ("Flat-burr coffee grinder 64 mm", "1", "24,900.00"),
    ("Installation and half-day barista training", "1", "Free"),
]
LANNA_BOTTOM = [
    "Subtotal: 173,900.00 THB",
    "VAT 7%: 12,173.00 THB",
    "Grand total: 186,073.00 THB",
    "Valid until 15 June 2025. Warranty: 2 years, parts and labour. Delivery within 7 days of a 30% deposit.",
]
VILLAGE_NOTES = """# บันทึกการประชุมคณะกรรมการหมู่บ้านสวนลำไย ครั้งที่ 5/2568

วันที่ 18 พฤษภาคม 2568 เวลา 19:00 น. ณ ศาลาส่วนกลาง
ผู้เข้าร่วม: คุณประเสริฐ (ประธาน), คุณวันเพ็ญ (เหรัญญิก), คุณธนากร, คุณสมศรี, คุณจักรพันธ์

## มติที่ประชุม
- ปรับค่าส่วนกลางจากเดือนละ 450 บาท เป็น 500 บาท เริ่มวันที่ 1 กรกฎาคม 2568
- อนุมัติงบติดตั้งกล้องวงจรปิดเพิ่ม 6 ตัว บริเวณประตูทางเข้าและสนามเด็กเล่น วงเงิน 42,000 บาท
- นัดล้างท่อระบายน้ำก่อนหน้าฝน วันอาทิตย์ที่ 8 มิถุนายน 2568 เวลา 08:00 น.

## งานที่ได้รับมอบหมาย
- คุณวันเพ็ญ: ขอใบเสนอราคากล้องวงจรปิดจาก 3 ร้าน ภายในวันที่ 31 พฤษภาคม
- คุณธนากร: ออกแบบป้ายประกาศเรื่องค่าส่วนกลางใหม่
- คุณจักรพันธ์: แจ้งลูกบ้านเรื่องล้างท่อทางกลุ่ม LINE

ประชุมครั้งถัดไป: วันอาทิตย์ที่ 15 มิถุนายน 2568
"""
STATUS_UPDATE = """# Mae Rim Orchid Farm website - status update, week 21 (23 May 2025)

Prepared by Thanakorn Kaewmoon for Khun Orawan (client)
**Overall status: Amber**

## Progress
- Homepage and shop design approved on 16 May.
- 12 of 18 product pages built.
- Booking form for farm tours connected to the farm's LINE OA.

## Risks and blockers
- Product photos from the farm are two weeks late; pages without photos cannot go live.

## Schedule
- Launch moves from 6 June to 20 June 2025.

## Budget
- Fixed fee 85,000 THB; the first 50% (42,500 THB) was invoiced and paid in March.

## Next week
- Build the remaining 6 product pages with placeholder images.
- Review the Thai/English texts with Khun Orawan.
"""
PLAN_SLIDES = [
    ("Baan Doi Coffee บ้านดอย คอฟฟี่", "แผนขยายร้าน 2568-2570 (Expansion plan 2025-2027)\nThanakorn & Arunee Kaewmoon"),
    ("Where we are - ตอนนี้", "Current shop: 12 seats, San Sai, about 70,000 THB sales a month\n"
                              "New shop: 40 seats on Chotana Road (ถนนโชตนา)"),
    ("Startup costs - เงินลงทุน", "Espresso machine & grinder: 190,000 THB\nRenovation ตกแต่งร้าน: 250,000 THB\n"
                                  "Furniture & signage: 80,000 THB\nTotal investment: 520,000 THB"),
    ("Sales target - เป้ายอดขาย", "120 cups a day x 65 THB average\nabout 234,000 THB a month"),
    ("Break-even - จุดคุ้มทุน", "Expected in month 14 after opening\nLoan: 300,000 THB from BAAC (ธ.ก.ส.)"),
    ("Next steps", "Choose the espresso machine supplier by June 2025\nOpen a second branch at Nimman in 2027"),
]
DISTRACTORS = {
    "Personal/สูตรข้าวซอยไก่.md": "# ข้าวซอยไก่ (4 ที่)\n- น่องไก่ 4 ชิ้น\n- บะหมี่ไข่ 400 กรัม\n"
                                  "- พริกแกงข้าวซอย 3 ช้อนโต๊ะ\n- กะทิ 500 มล.\n- ผงกะหรี่ 1 ช้อนชา\n"
                                  "- เสิร์ฟกับหอมแดง ผักกาดดอง มะนาว",
    "Personal/packing_list_Pai.txt": "Pai trip, long weekend\n- jacket (cold at night)\n- rain poncho\n"
                                     "- power bank\n- insurance card\n- sunscreen\n- 2,000 THB cash for the market",
    "Personal/กลอนหน้าฝน.txt": "ฝนโปรยปรายพรำพร่างกลางดอยสูง\nกลิ่นกาแฟฟุ้งจรุงในยามเช้า\n"
                              "เมฆหมอกคลอเคลียไหล่ภูลำเนา\nใจของเรารอวันฟ้าสดใส",
    "Shop/ideas_new_menu.md": "# ไอเดียเมนูใหม่\n- Dirty coffee 75 บาท\n- ลาเต้ลำไย (longan latte) 70 บาท\n"
                              "- ถามราคาเมล็ดดอยช้างจาก BeanPro อีกรอบ\n- quote for cups and lids: ask 3 shops",
    "Car/car_maintenance_log.md": "# Car log - Yaris Ativ\n- 12 Jan 2025: oil change 1,850 THB (Toyota Chiang Mai)\n"
                                  "- 3 Apr 2025: new tyres x4, 9,800 THB\n- next service at 60,000 km",
    "Work/portfolio_ideas.md": "# Portfolio ideas\n- case study: orchid farm site (after launch)\n"
                               "- redo logo for Baan Doi\n- UX writing samples in Thai and English",
}
WORKSPECT = {"todo.md": "- ตอบ offer ของ Doi Digital\n- ต่อประกันรถ\n- จ่ายค่าเทอมภาค 2 ของน้องใบเตย\n"}



def _accounts(path: Path, year: str, income: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ-รายจ่าย ปี {year} (Income & expenses {int(year) - 543})"])
    sheet.append(list(INCOME_HEADERS))
    for month, (shop, design) in zip(MONTHS, income):
        sheet.append([month, shop, design, shop + design])
    sheet.append(["รวม (Total)", sum(r[0] for r in income), sum(r[1] for r in income), sum(map(sum, income))])
    for column in (2, 3, 4):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in expenses:
        spend.append(list(row))
    spend.append(["รวม (Total)", "", sum(row[2] for row in expenses), ""])
    money_format(spend, 3)
    book.save(path)


def _quote(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ใบเสนอราคา Quotation"
    for row in BEANPRO_TOP:
        sheet.append(row)
    for number, item, qty, price in BEANPRO_ITEMS:
        sheet.append([number, item, qty, price, qty * price])
    for row in BEANPRO_BOTTOM:
        sheet.append(row)
    for column in (4, 5):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    for sub in ("Car", "Bills", "Family", "Work", "Shop", "หมู่บ้าน", "Personal"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    make_pdf(docs / "Car" / "กรมธรรม์ประกันรถยนต์_2568.pdf", POLICY_PAGES)
    make_pdf(docs / "Bills" / "internet_bill_2025-03.pdf", INTERNET_MARCH)
    make_pdf(docs / "Bills" / "internet_bill_2025-04.pdf", INTERNET_APRIL)
    write_docx(docs / "Family" / "ใบเสร็จค่าเทอม_ภาค1_2568.docx", RECEIPT_TOP, table=RECEIPT_ITEMS, bottom=RECEIPT_BOTTOM)
    write_docx(docs / "Work" / "Offer_Letter_DoiDigital.docx", OFFER_TOP, headings=OFFER)
    (docs / "Work" / "status_update_2025-05-23.md").write_text(STATUS_UPDATE, encoding="utf-8")
    _quote(docs / "Shop" / "ใบเสนอราคา_BeanPro_2568.xlsx")
    write_docx(docs / "Shop" / "Quotation_LannaCafeSupply_2025.docx", LANNA_TOP, table=LANNA_ITEMS, bottom=LANNA_BOTTOM)
    write_slides(docs / "Shop" / "แผนธุรกิจ_BaanDoiCoffee.pptx", PLAN_SLIDES)
    (docs / "หมู่บ้าน" / "บันทึกประชุมกรรมการหมู่บ้าน_พค68.md").write_text(VILLAGE_NOTES, encoding="utf-8")
    _accounts(docs / "รายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _accounts(docs / "รายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)
