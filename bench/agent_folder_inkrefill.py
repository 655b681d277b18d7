"""The inkrefill folder: the papers of a Thai ink-refill and computer-repair shop and its owner's household.

The owner is วรวุฒิ แก้วประเสริฐ (เฮียวุฒิ, พี่วุฒิ, Wut) of "หมึกดี คอมพิวเตอร์ (InkDee Computer)", 88/14
ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก. He refills ink tanks and toner, sells ink and parts, repairs
PCs, notebooks and printers, and looks after the machines of a few offices on monthly contracts. His wife สุนิสา
(จ๋า) keeps the books, his technician is ธนพล (น้องบอส). Their daughter ด.ญ.ปริยากร (น้องมายด์) is in ป.5, his
mother ละเอียด (แม่) had a cataract operation on her left eye, his sister is พี่แดง. The landlord of the shop is
นางบุญเรือน ศรีวิไล (ป้าเรือน). It is November 2568 (2025).

Documents/ร้านหมึกดี InkDee/ (the shop)
- Quotes ใบเสนอราคา/ใบเสนอราคา_อบต.ท่าทอง_ร่าง.docx: draft quote QT-IK-68-041 (8 ต.ค. 2568) to อบต.ท่าทอง for a
  2569 maintenance contract: 14 PCs x 12 months at 300 (50,400) + 6 printers x 12 at 150 (10,800) = 61,200
  (never sent).
- Quotes ใบเสนอราคา/ใบเสนอราคา อบต.ท่าทอง final v2.docx: the final (16 ต.ค. 2568) to ปลัด อบต. (คุณสมพงษ์): 14 PCs
  at 280 (47,040) + 9 printers at 150 (16,200) + ink 12 months x 1,000 (12,000) = 75,240, 6,270 a month,
  1 ม.ค. - 31 ธ.ค. 2569, price good to 30 พ.ย. 2568.
- Quotes ใบเสนอราคา/Quote_SiamInkSupply_Oct2025.pdf: English quote SIS-Q2510-0872 (14 Oct 2025) from Siam Ink Supply
  Co., Ltd., Bangkok, bulk ink and toner powder: 18,360.00 + VAT 1,285.20 = 19,645.20, credit 30 days.
- Quotes ใบเสนอราคา/ใบเสนอราคา_สองแควหมึกพิมพ์_ต.ค.68.docx: ร้านสองแควหมึกพิมพ์'s quote for the same five items,
  18,170 (no VAT, free delivery in town), credit 15 days.
- บัญชี Accounts/สมุดบัญชีร้าน_2568.xlsx: this year's book, three sheets (income by month: refill, ink sales, PC
  repair, printer repair, contracts; expenses by month: ink stock, parts, rent 9,500, utilities, wage; unpaid
  customers), January to October. Parts in ก.ย. 12,780; refill in ส.ค. 27,400.
- บัญชี Accounts/สมุดบัญชีร้าน_2567.xlsx: last year's book, same layout, January to December (refill ส.ค. 23,150).
- บัญชี Accounts/ลูกค้าสัญญาดูแลเครื่อง_2568.xlsx: contract customers with contact nicknames (หมอเอก, ครูแอน,
  เจ๊หงส์, พี่ต้อย, ลุงชิต), machines, fee a month (10,800 in all), contract end; a sheet of lapsed customers.
- บัญชี Accounts/งานซ่อมค้าง Nov2025.xlsx: open repair jobs, customer and nickname, device, fault, quote, deposit.
- บัญชี Accounts/ราคาหน้าร้าน_2568.xlsx: the counter price list, three sheets (refill, repair, parts); toner refill
  HP 85A / CF285A 380, printhead cleaning 250, Windows install 350, SSD 512 GB swap 1,690.
- Invoices/Invoice_NPComParts_INV2510-447.pdf: English invoice of NP Computer Parts Co., Ltd. (23 Oct 2025): SSDs,
  RAM, keyboards, two Epson printheads, 18,570.00 + VAT 1,299.90 = 19,869.90 due 22 Nov 2025.
- Invoices/ใบเสร็จ_เอ็นพีคอมพาร์ท_RE6811-019.docx: the Thai receipt for that invoice, 19,869.90 received
  7 พ.ย. 2568.
- Invoices/ใบแจ้งหนี้_คลินิกหมอเอก_ต.ค.68.docx: the shop's invoice to the dental clinic: 1,800 + SSD 1,490 + ink
  480 = 3,770, due 10 พ.ย. 2568.
- Invoices/AIS_Fibre_shop_bill_Sep2025.pdf (1,175.93, due 25 Sep 2025) and Invoices/AIS_Fibre_shop_bill_Oct2025.pdf
  (1,389.93 with a 200 static-IP change fee, due 25 Oct 2025): the shop's English internet bills.
- แชท LINE/LINE_อนุบาลสองแคว_โน้ตบุ๊ก6เครื่อง.txt: LINE export with ครูแอน: 6 notebooks SSD upgrade, 1,690 a unit
  offered (10,140), she asks 1,300, 1,550 then 1,450 talked about, settled 1,500 each = 9,000 with free refills of
  4 printers; paid 9,000 on 10/11/2568.
- แชท LINE/แชทไลน์_ร้านถ่ายเอกสารหน้ามอ.txt: with เจ๊หงส์ of the copy shop: refilled HP 85A toners, 350 offered,
  280 asked, 330, 300 for 30, settled 30 at 310 = 9,300, deposit 3,000.
- แชท LINE/แชทกลุ่ม_ทีมหมึกดี.txt: the shop's staff group (บอส, จ๋า, เฮีย).
- เอกสาร Docs/สัญญาเช่าตึกแถว_หน้าร้าน_2567.docx: the shop lease with นางบุญเรือน ศรีวิไล: 9,500 a month by the 5th,
  deposit 19,000, 1 ม.ค. 2567 - 31 ธ.ค. 2569, late fee 100 a day, 60 days' notice to renew.
- เอกสาร Docs/email_Brother service partner_5-11-2025.txt: email from Brother Commercial (Thailand): authorised
  service partner training 24-25 Nov 2025, 3,500 per technician, 300 per in-warranty job (450 on site), parts at
  15% off, apply by 18 Nov 2025.
- เอกสาร Docs/หนังสือ_เทศบาลนครพิษณุโลก_ภาษีป้าย_2569.docx: the city's sign-tax notice: two signs, 290 + 2,808
  = 3,098, file ภ.ป.1 by 31 มี.ค. 2569.
- Epson_EcoTank_Partner_2026.pptx: a distributor's English deck (Silver 30 printers 3%, Gold 60 printers 5%,
  sign up by 15 Dec 2025).
- แผนเปิดสาขา2_ร่าง.pptx: Wut's draft slides for a second shop near มหาวิทยาลัยนเรศวร (rent 12,000, setup 185,000,
  target 60,000 a month).
- สต็อกหมึก_1พ.ย.68.md: ink stock count on 1 Nov, what to reorder, about 11,760 in all.
- วิธีล้างหัวพิมพ์ Epson.md: a how-to note.

Documents/บ้าน Home/ (the household)
- รถ/Krungsri_Auto_statement_Oct2025.pdf: English car-loan statement, Honda City, 8,420 a month, 34 of 60 paid,
  26 left, 218,920 outstanding, next due 5 Nov 2025.
- ประกัน/ใบเตือนชำระเบี้ย_ประกันสุขภาพจ๋า_2569.docx: จ๋า's health insurance renewal: 24,360 (last year 21,900), pay by
  28 ธันวาคม 2568.
- ค่าเทอม/ใบแจ้งค่าเทอม_น้องมายด์_เทอม2_2568.docx: school fee 21,850 by 7 พฤศจิกายน 2568.
- แม่/SongKhwae_Eye_Hospital_invoice_Oct2025.pdf: English bill for the left-eye cataract operation on 21 Oct 2025:
  53,950, deposit 20,000, balance 33,950 paid.
- แม่/SongKhwae_appointment_Nov2025.pdf: English follow-up letter: check 4 Nov 2025, right eye 13 Jan 2026, estimate
  52,500.
- แม่/นัดตาแม่.md: notes on mother's eyes, drops, who pays.
- งบบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), car 8,420.
- แชทไลน์_บ้านแก้วประเสริฐ.txt: the family LINE group.
- ลดหย่อนภาษี_2568.md: notes for the year's income-tax deductions.

Documents/Personal/: สูตรน้ำพริกหนุ่ม.md and เบอร์ช่าง_ติดต่อ.txt (distractors).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP = "ร้านหมึกดี InkDee"
SHOP_TOP = ("หมึกดี คอมพิวเตอร์ (InkDee Computer) 88/14 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 "
            "โทร 081-475-2093  LINE @inkdeeplk")

# ---------------------------------------------------------------- อบต.ท่าทอง quotes
THATHONG_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-IK-68-041",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน นายกองค์การบริหารส่วนตำบลท่าทอง อ.เมืองพิษณุโลก จ.พิษณุโลก",
    "เรื่อง บริการดูแลบำรุงรักษาคอมพิวเตอร์และเครื่องพิมพ์ ปีงบประมาณ 2569 (12 เดือน)",
]
THATHONG_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดูแลบำรุงรักษาคอมพิวเตอร์ ตรวจเช็คเดือนละ 1 ครั้ง", "14 เครื่อง x 12 เดือน", "300", "50,400"),
    ("ดูแลเครื่องพิมพ์ ล้างหัวพิมพ์ ตรวจเช็ค", "6 เครื่อง x 12 เดือน", "150", "10,800"),
    ("รวมทั้งสิ้น", "", "", "61,200"),
]
THATHONG_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 61,200 บาท (หกหมื่นหนึ่งพันสองร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง ให้จ๋าเช็คจำนวนเครื่องปริ้นเตอร์ที่ อบต. อีกที ได้ยินว่ามีเพิ่ม",
]
THATHONG_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-IK-68-041 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 16 ตุลาคม 2568",
    "เรียน ปลัดองค์การบริหารส่วนตำบลท่าทอง (คุณสมพงษ์ อินทร์แก้ว)",
    "เรื่อง บริการดูแลบำรุงรักษาคอมพิวเตอร์และเครื่องพิมพ์ พร้อมหมึกเติม ระยะเวลา 1 มกราคม - 31 ธันวาคม 2569",
]
THATHONG_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดูแลบำรุงรักษาคอมพิวเตอร์ ตรวจเช็คเดือนละ 1 ครั้ง ลงโปรแกรม/สแกนไวรัส", "14 เครื่อง x 12 เดือน", "280",
     "47,040"),
    ("ดูแลเครื่องพิมพ์ ล้างหัวพิมพ์ ตรวจเช็ค", "9 เครื่อง x 12 เดือน", "150", "16,200"),
    ("หมึกเติมเครื่องพิมพ์แท็งก์ เหมาจ่ายรายเดือน", "12 เดือน", "1,000", "12,000"),
    ("รวมทั้งสิ้น", "", "", "75,240"),
]
THATHONG_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 75,240 บาท (เจ็ดหมื่นห้าพันสองร้อยสี่สิบบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เรียกเก็บเป็นรายเดือน เดือนละ 6,270 บาท หน่วยงานหักภาษี ณ ที่จ่าย 1%",
    "อะไหล่ที่ต้องเปลี่ยนคิดตามจริง ลด 10% จากราคาหน้าร้าน เข้าซ่อมภายใน 24 ชั่วโมงในวันทำการ",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ วรวุฒิ แก้วประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- bulk ink quotes
SIAM_INK_QUOTE = [
    "SIAM INK SUPPLY CO., LTD.\n"
    "Inks, toners and refill tools - 219/5 Soi Charoen Nakhon 14, Khlong San, Bangkok 10600\n"
    "Tel. 02-438-7716   Tax ID 0105559087123\n"
    "QUOTATION No. SIS-Q2510-0872            Date: 14 Oct 2025\n"
    "To: InkDee Computer (Mr. Worawut Kaewprasert), Boromtrailokanat Road, Phitsanulok\n"
    "\n"
    "Item                                          Qty         Unit price   Amount\n"
    "Dye ink for Epson EcoTank (003/664) 1 L       12 bottles     420.00    5,040.00\n"
    "Pigment black ink for Epson 1 L                4 bottles     560.00    2,240.00\n"
    "Ink for Canon G-series (GI-790) 1 L            8 bottles     410.00    3,280.00\n"
    "Toner powder for HP/Canon laser 1 kg          10 bags        690.00    6,900.00\n"
    "Refill syringe and head cleaning kit           5 sets        180.00      900.00\n"
    "\n"
    "Subtotal                                                             18,360.00\n"
    "VAT 7%                                                                1,285.20\n"
    "GRAND TOTAL                                                          19,645.20 THB\n"
    "\n"
    "Shipping by Kerry Express, free for orders over 10,000 THB. 2-3 days to Phitsanulok.\n"
    "Payment: credit 30 days for existing customers.\n"
    "This quotation is valid until 15 Nov 2025.\n"
    "Sales: Kittipong (Golf) 089-221-6034",
]
SONGKHWAE_INK = [
    "ร้านสองแควหมึกพิมพ์",
    "45/2 ถ.พระองค์ดำ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก โทร 055-241-578",
    "ใบเสนอราคา เลขที่ 68/155  วันที่ 20 ต.ค. 2568",
    "เรียน เฮียวุฒิ ร้านหมึกดี คอมพิวเตอร์",
    "เรื่อง หมึกเติมและผงหมึก ล็อตใหญ่",
]
SONGKHWAE_INK_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("หมึกเติม Epson แท็งก์ (dye) 1 ลิตร", "12 ขวด", "450", "5,400"),
    ("หมึกดำ pigment Epson 1 ลิตร", "4 ขวด", "520", "2,080"),
    ("หมึก Canon GI-790 1 ลิตร", "8 ขวด", "430", "3,440"),
    ("ผงหมึกเลเซอร์ HP/Canon 1 กก.", "10 ถุง", "650", "6,500"),
    ("ชุดเข็มเติมหมึก + น้ำยาล้างหัว", "5 ชุด", "150", "750"),
    ("รวมทั้งสิ้น", "", "", "18,170"),
]
SONGKHWAE_INK_BOTTOM = [
    "รวมทั้งสิ้น 18,170 บาท ร้านไม่ได้จด VAT ส่งฟรีในเขตเมืองพิษณุโลก",
    "เครดิต 15 วัน ของพร้อมส่ง 2 วันหลังสั่ง",
    "เฮียเต็ก (นายเต็ก แซ่โค้ว) 086-731-4420",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "เติมหมึก (Refill)", "ขายหมึก/ตลับ (Ink sales)", "ซ่อมคอม-โน้ตบุ๊ก (PC repair)",
                  "ซ่อมปริ้นเตอร์ (Printer repair)", "สัญญาดูแลเครื่อง (Contracts)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ซื้อหมึก (Ink stock)", "อะไหล่ (Parts)", "ค่าเช่าร้าน (Rent)",
                   "ค่าไฟ-เน็ตร้าน (Utilities)", "ค่าจ้างบอส (Wage)", "รวม (Total)"]
INCOME_2568 = [
    [21450, 19800, 23600, 18750, 22900, 26300, 24850, 27400, 25150, 28600],
    [15200, 14300, 16850, 13900, 17400, 19650, 18200, 16900, 17350, 20100],
    [24300, 22150, 26800, 19400, 23750, 31200, 27900, 25600, 24350, 29800],
    [8600, 7900, 9450, 7200, 8850, 10300, 9700, 9150, 8900, 10650],
    [9300, 9300, 9300, 9300, 9300, 9300, 10800, 10800, 10800, 10800],
]
EXPENSES_2568 = [
    [9800, 7600, 11200, 6900, 10400, 12300, 9100, 11800, 8700, 13400],
    [12650, 10900, 14300, 9850, 13200, 16800, 14450, 13100, 12780, 15600],
    [9500] * 10,
    [3850, 3620, 4210, 4980, 5120, 4760, 4390, 4450, 4180, 4070],
    [13000] * 10,
]
INCOME_2567 = [
    [18900, 17600, 20450, 16800, 19700, 22400, 21300, 23150, 21800, 24600, 25900, 27300],
    [13400, 12800, 14900, 12300, 15100, 17200, 16400, 15300, 15800, 17900, 18600, 21400],
    [21200, 19800, 23400, 17600, 20900, 27300, 24600, 22800, 21500, 26100, 25400, 28700],
    [7400, 6900, 8200, 6300, 7700, 9100, 8500, 8000, 7800, 9300, 9600, 10200],
    [7800, 7800, 7800, 7800, 7800, 7800, 9300, 9300, 9300, 9300, 9300, 9300],
]
EXPENSES_2567 = [
    [8600, 6900, 9800, 6100, 9200, 10900, 8300, 10400, 7800, 11600, 12200, 13100],
    [11200, 9800, 12700, 8600, 11900, 14800, 12900, 11600, 11300, 13900, 13400, 15200],
    [9500] * 12,
    [3540, 3310, 3980, 4620, 4850, 4410, 4060, 4130, 3920, 3870, 3650, 3720],
    [12000] * 12,
]
UNPAID = [
    ("ลูกค้า (Customer)", "รายการ (Job)", "ยอดค้าง (Owed, THB)", "ครบกำหนด (Due)", "หมายเหตุ (Note)"),
    ("คลินิกทันตกรรมหมอเอก", "ค่าดูแลเครื่อง ต.ค. + SSD + หมึก", 3770, "10/11/68", "ส่งใบแจ้งหนี้แล้ว"),
    ("เฮียต๋อง ร้านวัสดุก่อสร้าง", "ซ่อมโน้ตบุ๊ก Acer เปลี่ยนจอ", 2450, "ครบแล้ว", "ทวงทาง LINE 2 รอบ"),
    ("สำนักงานบัญชีพรทิพย์", "ค่าดูแลเครื่อง ต.ค.", 2400, "15/11/68", ""),
    ("ร้านถ่ายเอกสารเจ๊หงส์", "ตลับโทนเนอร์ 30 ตลับ (ส่วนที่เหลือ)", 6300, "ส่งของ 12/11/68", "มัดจำแล้ว 3,000"),
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]], unpaid=None) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"สมุดบัญชีร้านหมึกดี คอมพิวเตอร์ ปี {year} - รายรับรายเดือน (Income by month, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"สมุดบัญชีร้านหมึกดี คอมพิวเตอร์ ปี {year} - รายจ่ายรายเดือน (Expenses by month, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    if unpaid:
        sheet = book.create_sheet("ลูกหนี้ค้างจ่าย")
        for row in unpaid:
            sheet.append(list(row))
        money_format(sheet, 3)
    book.save(path)


CONTRACT_CUSTOMERS = [
    ("ลูกค้า (Customer)", "ผู้ติดต่อ (Contact)", "เบอร์ (Phone)", "เครื่องที่ดูแล (Machines)",
     "ค่าบริการ/เดือน (Fee a month, THB)", "เริ่ม (Start)", "หมดสัญญา (Ends)"),
    ("คลินิกทันตกรรมหมอเอก", "ทพ.เอกชัย ศรีสมบูรณ์ (หมอเอก)", "081-602-3358", "คอม 4 ปริ้นเตอร์ 2", 1800,
     "1/01/68", "31/12/68"),
    ("โรงเรียนอนุบาลสองแคว", "ครูอรอนงค์ มีสุข (ครูแอน)", "089-705-1146", "คอม 10 ปริ้นเตอร์ 4", 4500,
     "1/07/68", "30/06/69"),
    ("ร้านถ่ายเอกสารหน้ามอ", "หงส์ทอง แซ่ลิ้ม (เจ๊หงส์)", "086-448-9021", "คอม 2 เครื่องถ่ายเอกสาร 3", 1500,
     "1/01/68", "31/12/68"),
    ("สำนักงานบัญชีพรทิพย์", "พรทิพย์ ใจซื่อ (พี่ต้อย)", "055-212-660", "คอม 6 ปริ้นเตอร์ 2", 2400,
     "1/02/68", "31/01/69"),
    ("หอพักบ้านสบาย", "ชิต บุญมา (ลุงชิต)", "093-118-2274", "คอม 1 กล้องวงจรปิด 8", 600, "1/07/68", "30/06/69"),
    ("รวม (Total)", "", "", "", 10800, "", ""),
]
LAPSED = [
    ("ลูกค้า (Customer)", "ผู้ติดต่อ (Contact)", "หมดสัญญา (Ended)", "เหตุผล (Why)"),
    ("ร้านยาเภสัชกรนิด", "ภญ.นิตยา (เภนิด)", "31/12/67", "ปิดสาขา"),
    ("บริษัท พิษณุโลกขนส่ง", "คุณวิชัย", "30/06/67", "ย้ายไปใช้ IT ของบริษัทแม่"),
]


def _contracts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สัญญาปี 68"
    sheet.append(["ลูกค้าสัญญาดูแลเครื่องรายเดือน ปี 2568 (Maintenance contract customers)"])
    for row in CONTRACT_CUSTOMERS:
        sheet.append(list(row))
    money_format(sheet, 5)
    old = book.create_sheet("หมดสัญญาแล้ว")
    for row in LAPSED:
        old.append(list(row))
    book.save(path)


REPAIRS = [
    ("เลขงาน (Job)", "วันรับ (In)", "ลูกค้า (Customer)", "เครื่อง (Device)", "อาการ (Fault)",
     "ราคาประเมิน (Quote, THB)", "มัดจำ (Deposit)", "สถานะ (Status)"),
    ("R68-1102", "28/10/68", "เจนจิรา ทองมา (น้องเจน นศ.ม.นเรศวร)", "Notebook ASUS X515", "เปิดไม่ติด บอร์ดช็อต",
     3900, 1000, "รออะไหล่บอร์ด"),
    ("R68-1105", "30/10/68", "ลุงชิต หอพักบ้านสบาย", "Epson L3210", "หมึกไม่ออกสีฟ้า", 1850, 0,
     "เปลี่ยนหัวพิมพ์ รอหัวจาก NP"),
    ("R68-1109", "1/11/68", "พี่ต้อย สำนักงานบัญชีพรทิพย์", "PC ประกอบ", "จอฟ้า RAM เสีย", 990, 0, "เสร็จ รอรับ"),
    ("R68-1111", "3/11/68", "คุณวิไลวรรณ (ป้าไล)", "Canon G2010", "กระดาษติด เฟืองแตก", 650, 200, "กำลังซ่อม"),
    ("R68-1114", "4/11/68", "เฮียต๋อง ร้านวัสดุ", "Notebook Acer Aspire 5", "เปลี่ยน SSD ย้ายข้อมูล", 1690, 0,
     "เสร็จแล้ว ค้างจ่าย"),
]


def _repairs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานค้าง"
    sheet.append(["งานซ่อมค้าง ณ 5 พ.ย. 2568 (Open repair jobs)"])
    for row in REPAIRS:
        sheet.append(list(row))
    money_format(sheet, 6)
    money_format(sheet, 7)
    book.save(path)


PRICES = {
    "เติมหมึก Refill": [
        ("รายการ (Item)", "ราคา (Price, THB)", "หมายเหตุ (Note)"),
        ("เติมหมึกแท็งก์ Epson/Canon/Brother ต่อสี", 60, "ขวด 70 ml"),
        ("เติมหมึกตลับ HP 682 / Canon 810-811", 150, "ต่อตลับ"),
        ("เติมผงหมึก HP 85A / CF285A / Canon 325", 380, "รับภายในวัน"),
        ("เติมผงหมึก Brother TN-2460", 420, ""),
        ("ล้างหัวพิมพ์ Epson / Canon", 250, "ไม่หายไม่คิดเงิน"),
    ],
    "ซ่อมคอม Repair": [
        ("รายการ (Item)", "ราคา (Price, THB)", "หมายเหตุ (Note)"),
        ("ลง Windows ใหม่ พร้อมโปรแกรมพื้นฐาน", 350, ""),
        ("เปลี่ยน SSD 512 GB พร้อมย้ายข้อมูล", 1690, "รวมค่า SSD"),
        ("ล้างเครื่อง เปลี่ยนซิลิโคน โน้ตบุ๊ก", 450, ""),
        ("กู้ข้อมูล HDD/SSD", 1500, "เริ่มต้น"),
        ("ตรวจเช็คอาการ", 100, "ซ่อมร้านเราไม่คิด"),
    ],
    "อะไหล่ Parts": [
        ("รายการ (Item)", "ราคา (Price, THB)", "หมายเหตุ (Note)"),
        ("SSD 512 GB", 1290, ""),
        ("RAM DDR4 8GB", 990, ""),
        ("คีย์บอร์ดโน้ตบุ๊ก", 850, "แล้วแต่รุ่น"),
        ("หัวพิมพ์ Epson L3210", 2450, "รวมค่าแรง"),
        ("อะแดปเตอร์โน้ตบุ๊ก", 590, ""),
    ],
}


def _prices(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in PRICES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ราคาหน้าร้านหมึกดี ปี 2568 - {title}"])
        for row in rows:
            sheet.append(list(row))
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- invoices and bills
NP_INVOICE = [
    "NP COMPUTER PARTS CO., LTD.\n"
    "Computer and printer spare parts - 1002 Ban Mo Road, Wang Burapha, Bangkok 10200\n"
    "Tax ID 0105552014471   Tel. 02-221-9380\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV2510-447\n"
    "Date: 23 Oct 2025                 Due date: 22 Nov 2025\n"
    "Customer: InkDee Computer (Mr. Worawut Kaewprasert), 88/14 Boromtrailokanat Road, Phitsanulok 65000\n"
    "\n"
    "Item                                      Qty       Unit price    Amount\n"
    "SSD 512 GB M.2 NVMe                      10 pcs      890.00     8,900.00\n"
    "RAM DDR4 8 GB 3200 (notebook)             6 pcs      620.00     3,720.00\n"
    "Notebook keyboard, assorted models        5 pcs      450.00     2,250.00\n"
    "Printhead for Epson L3210/L3250           2 pcs    1,850.00     3,700.00\n"
    "\n"
    "Subtotal                                                       18,570.00\n"
    "VAT 7%                                                          1,299.90\n"
    "TOTAL DUE                                                      19,869.90 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, NP Computer Parts Co., Ltd., account 101-3-77452-0.\n"
    "Goods sent by Flash Express 23 Oct 2025.",
]
NP_RECEIPT = [
    "บริษัท เอ็นพี คอมพิวเตอร์ พาร์ท จำกัด (สำนักงานใหญ่)",
    "1002 ถ.บ้านหม้อ แขวงวังบูรพาภิรมย์ เขตพระนคร กรุงเทพฯ 10200  เลขประจำตัวผู้เสียภาษี 0105552014471",
    "ใบเสร็จรับเงิน  เลขที่ RE6811-019",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก ร้านหมึกดี คอมพิวเตอร์ (คุณวรวุฒิ แก้วประเสริฐ)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ INV2510-447 ลงวันที่ 23/10/68",
]
NP_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้า", "18,570.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "1,299.90"),
    ("รับชำระครั้งนี้", "19,869.90"),
]
NP_RECEIPT_BOTTOM = [
    "ชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 19,869.90 บาท (หนึ่งหมื่นเก้าพันแปดร้อยหกสิบเก้าบาทเก้าสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกนกพร ศรีทอง ฝ่ายบัญชี",
]
CLINIC_INVOICE = [
    SHOP_TOP,
    "ใบแจ้งหนี้  เลขที่ IV-IK-68-118",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คลินิกทันตกรรมหมอเอก 212 ถ.สิงหวัฒน์ อ.เมืองพิษณุโลก",
]
CLINIC_INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าบริการดูแลเครื่องประจำเดือน ตุลาคม 2568", "1 เดือน", "1,800", "1,800"),
    ("เปลี่ยน SSD 512 GB เครื่องเคาน์เตอร์ พร้อมย้ายข้อมูล", "1 เครื่อง", "1,490", "1,490"),
    ("เติมหมึก Epson L3210 ห้องทำฟัน", "4 ขวด", "120", "480"),
    ("รวมทั้งสิ้น", "", "", "3,770"),
]
CLINIC_INVOICE_BOTTOM = [
    "รวมทั้งสิ้น 3,770 บาท (สามพันเจ็ดร้อยเจ็ดสิบบาทถ้วน)",
    "กรุณาชำระภายในวันที่ 10 พฤศจิกายน 2568 โอนเข้าบัญชีกสิกรไทย วรวุฒิ แก้วประเสริฐ 036-8-55214-9",
    "ค่าเปลี่ยน SSD ลดให้ลูกค้าสัญญาแล้ว (ราคาหน้าร้าน 1,690)",
]


def _ais_bill(number: str, period: str, extra: str, subtotal: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "AIS FIBRE - BUSINESS\n"
        "Advanced Broadband Network Co., Ltd.\n"
        f"INVOICE / TAX INVOICE No. {number}\n"
        "Account: InkDee Computer (Worawut Kaewprasert)   Account no. 8800471392\n"
        "Service address: 88/14 Boromtrailokanat Road, Nai Mueang, Mueang Phitsanulok 65000\n"
        f"Billing period: {period}\n"
        "\n"
        "Business Fibre 1000/500 Mbps package ........... 799.00\n"
        "Fixed IP address (1 IP) ......................... 300.00\n"
        f"{extra}"
        f"Subtotal ........................................ {subtotal}\n"
        f"VAT 7% .......................................... {vat}\n"
        f"TOTAL AMOUNT DUE ................................ {total} THB\n"
        f"Due date: {due}\n"
        "Pay by direct debit, myAIS app, or at any AIS Shop / Counter Service.",
    ]


AIS_SEP = _ais_bill("BF2509-0031872", "1 Sep 2025 - 30 Sep 2025", "", "1,099.00", "76.93", "1,175.93",
                    "25 Sep 2025")
AIS_OCT = _ais_bill("BF2510-0032994", "1 Oct 2025 - 31 Oct 2025",
                    "Static IP change fee (one time) ................ 200.00\n", "1,299.00", "90.93", "1,389.93",
                    "25 Oct 2025")

# ---------------------------------------------------------------- papers
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์ (ตึกแถว)",
    "ทำที่ อ.เมืองพิษณุโลก จ.พิษณุโลก วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นางบุญเรือน ศรีวิไล  ผู้เช่า: นายวรวุฒิ แก้วประเสริฐ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 88/14 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก "
    "เพื่อใช้เป็นร้านค้าหมึกพิมพ์และซ่อมคอมพิวเตอร์",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 9,500 บาท (เก้าพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 19,000 บาท (สองเดือน) ผู้ให้เช่าจะคืนภายใน 30 วันหลังส่งมอบอาคารคืน",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง ส่วนภาษีที่ดินและสิ่งปลูกสร้างผู้ให้เช่าเป็นผู้ชำระ",
    "ข้อ 7. ผู้เช่าจะดัดแปลงต่อเติมอาคารได้ต่อเมื่อได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด "
    "ค่าเช่าในสัญญาใหม่ปรับขึ้นได้ไม่เกิน 10%",
    "ลงชื่อ บุญเรือน ศรีวิไล ผู้ให้เช่า   ลงชื่อ วรวุฒิ แก้วประเสริฐ ผู้เช่า",
]
BROTHER_EMAIL = """From: Nattaya Suksawat <nattaya.s@brother-commercial.co.th>
To: inkdee.plk@gmail.com
Date: Wed, 5 Nov 2025 10:42
Subject: Brother Authorised Service Partner - Phitsanulok

Dear Khun Worawut,

Thank you for your interest in becoming a Brother Authorised Service Partner for Phitsanulok.
Here are the details we discussed on the phone:

1. Technician training: 24-25 Nov 2025 at our Bangkok training centre (Rama 3 Road).
   The fee is 3,500 THB per technician, including lunch and the course manual.
   Each partner needs at least one certified technician.
2. Warranty work: we pay 300 THB labour for each in-warranty job repaired at your shop,
   and 450 THB for each on-site job. Claims are paid monthly.
3. Spare parts are supplied at dealer price less 15%, shipped free from Bangkok.
4. You will be listed on the Brother Thailand website as the service point for Phitsanulok.

To apply, please send the signed form and a copy of your shop registration by 18 Nov 2025.
I will reserve two training seats for you until then.

Best regards,
Nattaya (Nat)
Channel Partner Manager, Brother Commercial (Thailand) Ltd.
02-665-7700 ext. 214
"""
SIGN_TAX = [
    "เทศบาลนครพิษณุโลก",
    "ที่ พล 52001/4127",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งการยื่นแบบแสดงรายการภาษีป้าย ประจำปี 2569",
    "เรียน เจ้าของป้าย ร้านหมึกดี คอมพิวเตอร์",
    "ตามที่ท่านได้ติดตั้งป้ายโฆษณาหน้าร้าน เลขที่ 88/14 ถ.บรมไตรโลกนาถ นั้น เทศบาลได้สำรวจป้ายของท่าน "
    "จำนวน 2 ป้าย ดังนี้",
    "ป้ายที่ 1 ป้ายอักษรไทยล้วน ขนาด 240 x 120 ซม. ค่าภาษีประมาณ 290 บาท",
    "ป้ายที่ 2 ป้ายอักษรไทยปนอักษรต่างประเทศ (InkDee Computer) ขนาด 300 x 90 ซม. ค่าภาษีประมาณ 2,808 บาท",
    "รวมค่าภาษีป้ายประมาณ 3,098 บาท",
    "ขอให้ท่านยื่นแบบแสดงรายการภาษีป้าย (ภ.ป.1) ภายในวันที่ 31 มีนาคม 2569 ที่กองคลัง สำนักงานเทศบาลนครพิษณุโลก "
    "และชำระภาษีภายใน 15 วันนับแต่ได้รับแจ้งการประเมิน หากยื่นแบบเกินกำหนดต้องเสียเงินเพิ่มร้อยละ 10",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "ผู้อำนวยการกองคลัง ปฏิบัติราชการแทนนายกเทศมนตรีนครพิษณุโลก",
]


def _epson_slides() -> list[tuple[str, str]]:
    return [
        ("Epson EcoTank Partner Program 2026", "EcoPrint Distribution (Thailand) Co., Ltd.\n"
                                               "For independent dealers in the lower North"),
        ("Why EcoTank", "Lowest cost per page\nInk bottles sold by the shop every month\n"
                        "Two-year warranty with registration"),
        ("Tiers", "Silver: 30 printers a year, 3% rebate\nGold: 60 printers a year, 5% rebate + 1 demo unit\n"
                  "Rebates paid every quarter"),
        ("Genuine ink", "Partners buy genuine 003/008 ink at 12% below list\nPOS display stand free for Gold"),
        ("How to join", "Program starts 1 Jan 2026\nSign up by 15 Dec 2025 with your area sales\n"
                        "Contact: Anucha (Nu) 081-990-3317"),
    ]


def _branch_slides() -> list[tuple[str, str]]:
    return [
        ("แผนเปิดสาขา 2 หมึกดี (ร่าง)", "หน้ามหาวิทยาลัยนเรศวร ต.ท่าโพธิ์\nเฮียวุฒิ  พฤศจิกายน 2568"),
        ("ทำไมหน้ามอ", "นักศึกษาปริ้นงาน เข้าเล่มรายงาน ซ่อมโน้ตบุ๊กเยอะ\nร้านเดิมลูกค้าจาก ม.นเรศวร ประมาณ 30%"),
        ("เงินลงทุน", "ค่าเช่าห้อง 12,000 บาท/เดือน มัดจำ 2 เดือน\nตกแต่งร้าน 85,000 บาท\n"
                      "เครื่องปริ้น/เครื่องมือ 76,000 บาท\nรวมลงทุนเริ่มต้น 185,000 บาท"),
        ("เป้าหมาย", "รายรับเดือนละ 60,000 บาท ภายใน 6 เดือน\nจ้างช่างเพิ่ม 1 คน เงินเดือน 12,000"),
        ("สิ่งที่ต้องตัดสินใจ", "ใช้เงินเก็บ หรือกู้ SME\nรอดูผลสัญญา อบต.ท่าทองก่อน"),
    ]


# ---------------------------------------------------------------- household papers
CAR_STATEMENT = [
    "KRUNGSRI AUTO - Bank of Ayudhya Public Company Limited\n"
    "HIRE PURCHASE ACCOUNT STATEMENT                      Statement date: 31 Oct 2025\n"
    "Customer: Mr. Worawut Kaewprasert\n"
    "Contract no. HP-PLK-2022-118463\n"
    "Vehicle: HONDA CITY 1.0 TURBO SV, plate 2 Kor Khor 5179 Phitsanulok\n"
    "\n"
    "Finance amount ...................................... 420,000.00\n"
    "Term ................................................ 60 months\n"
    "Monthly installment ................................. 8,420.00\n"
    "Installments paid ................................... 34 of 60\n"
    "Installments remaining .............................. 26\n"
    "Outstanding balance (26 x 8,420) .................... 218,920.00 THB\n"
    "Last payment received: 4 Oct 2025, 8,420.00\n"
    "Next installment due: 5 Nov 2025\n"
    "\n"
    "Late payment: 1.5% of the installment per month, plus a 150 THB collection fee.\n"
    "Early settlement discount available: call 1572.",
]
HEALTH_INSURANCE = [
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน) สาขาพิษณุโลก",
    "หนังสือแจ้งครบกำหนดชำระเบี้ยประกันภัย",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณสุนิสา แก้วประเสริฐ",
    "กรมธรรม์ประกันสุขภาพ สุขใจ เฮลท์ พลัส เลขที่ TSJ-64-2207513 ครบรอบปีกรมธรรม์ 28 ธันวาคม 2568",
]
HEALTH_INSURANCE_TABLE = [
    ("รายการ", "ปีกรมธรรม์ 2568", "ปีกรมธรรม์ 2569"),
    ("ค่ารักษาพยาบาลผู้ป่วยใน (เหมาจ่ายต่อปี)", "1,000,000", "1,000,000"),
    ("ค่าห้องต่อวัน", "3,000", "3,000"),
    ("เบี้ยประกันภัยต่อปี (บาท)", "21,900", "24,360"),
]
HEALTH_INSURANCE_BOTTOM = [
    "เบี้ยประกันปี 2569 เป็นเงิน 24,360 บาท ปรับตามช่วงอายุใหม่ (45-49 ปี)",
    "กรุณาชำระภายในวันที่ 28 ธันวาคม 2568 มีระยะผ่อนผัน 31 วัน หากไม่ชำระกรมธรรม์จะขาดอายุ",
    "ชำระผ่านบัตรเครดิตผ่อน 0% 6 เดือน หรือ QR ท้ายหนังสือ",
    "ตัวแทน คุณศิริพร (พี่อ้อ) โทร 089-441-5230",
]
SCHOOL_FEES = (
    ["โรงเรียนสองแควพิทยา แผนกประถมศึกษา อ.เมืองพิษณุโลก จ.พิษณุโลก",
     "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ปริยากร แก้วประเสริฐ  ชั้น ป.5/1  เลขประจำตัว 52318"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "14,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
     ("ค่าคอมพิวเตอร์และภาษาอังกฤษ", "2,200"), ("ค่าทัศนศึกษา", "950"), ("รวม", "21,850")],
    ["รวมทั้งสิ้น 21,850 บาท กรุณาชำระภายในวันที่ 7 พฤศจิกายน 2568",
     "ชำระผ่าน QR code หรือที่ฝ่ายการเงิน ชำระล่าช้าปรับวันละ 50 บาท",
     "เปิดภาคเรียน 3 พฤศจิกายน 2568"],
)
EYE_INVOICE = [
    "SONG KHWAE EYE HOSPITAL\n"
    "55/9 Akathotsarot Road, Mueang Phitsanulok 65000   Tel. 055-303-888\n"
    "\n"
    "INPATIENT / DAY-CARE INVOICE AND RECEIPT              Invoice no. SKE-25-10-2286\n"
    "Patient: Mrs. La-iad Kaewprasert, age 71        HN 61-028833\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye\n"
    "Date of surgery: 21 Oct 2025 (day case)      Surgeon: Dr. Pakorn Thanasiri\n"
    "\n"
    "Surgeon fee and operating room ........................ 28,000.00\n"
    "Intraocular lens (monofocal, imported) ................ 18,500.00\n"
    "Medicines and eye drops ............................... 3,250.00\n"
    "Pre-operative tests (14 Oct 2025) ..................... 2,400.00\n"
    "Day-care room ......................................... 1,800.00\n"
    "TOTAL ................................................. 53,950.00\n"
    "Less deposit paid 14 Oct 2025 ......................... -20,000.00\n"
    "BALANCE PAID 21 Oct 2025 (credit card) ................ 33,950.00 THB\n"
    "\n"
    "Paid in full. Keep this receipt for tax and insurance claims.",
]
EYE_APPOINTMENT = [
    "SONG KHWAE EYE HOSPITAL\n"
    "APPOINTMENT LETTER                                    Date: 4 Nov 2025\n"
    "Patient: Mrs. La-iad Kaewprasert        HN 61-028833\n"
    "\n"
    "Follow-up after left eye cataract surgery: 4 Nov 2025 - vision 20/30, healing well.\n"
    "Next follow-up: 2 Dec 2025 at 9:00, Clinic 3.\n"
    "\n"
    "Planned surgery: RIGHT eye phacoemulsification with lens, 13 Jan 2026 (day case).\n"
    "Estimated cost: 52,500 THB (deposit 20,000 THB at the pre-operative visit on 6 Jan 2026).\n"
    "Please continue the eye drops 4 times a day until the next visit and do not rub the eye.\n"
    "Bring this letter and all medicines to every visit.",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค.68": [("ผ่อนรถ City (Car loan)", 8420, "งวด 32/60"), ("ค่าไฟบ้าน (Electricity)", 1984.36, "PEA"),
               ("ค่าน้ำประปา (Water)", 212, ""), ("เน็ตบ้าน (Internet)", 590, "AIS"),
               ("กับข้าว (Food)", 11200, ""), ("เรียนพิเศษมายด์ (Tutor)", 2400, "อังกฤษ + คณิต"),
               ("ค่ายาแม่ (Mum's medicine)", 1350, ""), ("ประกันชีวิตเฮีย (Life insurance)", 2860, "")],
    "ก.ย.68": [("ผ่อนรถ City (Car loan)", 8420, "งวด 33/60"), ("ค่าไฟบ้าน (Electricity)", 2107.52, "PEA"),
               ("ค่าน้ำประปา (Water)", 224, ""), ("เน็ตบ้าน (Internet)", 590, "AIS"),
               ("กับข้าว (Food)", 10850, ""), ("เรียนพิเศษมายด์ (Tutor)", 2400, ""),
               ("ค่ายาแม่ (Mum's medicine)", 1350, ""), ("ประกันชีวิตเฮีย (Life insurance)", 2860, ""),
               ("แว่นมายด์ (Glasses)", 1890, "")],
    "ต.ค.68": [("ผ่อนรถ City (Car loan)", 8420, "งวด 34/60"), ("ค่าไฟบ้าน (Electricity)", 1876.09, "PEA"),
               ("ค่าน้ำประปา (Water)", 205, ""), ("เน็ตบ้าน (Internet)", 590, "AIS"),
               ("กับข้าว (Food)", 11480, ""), ("เรียนพิเศษมายด์ (Tutor)", 2400, ""),
               ("ผ่าตาแม่ ส่วนของเรา (Mum's cataract, our half)", 26975, "พี่แดงจ่ายอีกครึ่ง"),
               ("ประกันชีวิตเฮีย (Life insurance)", 2860, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
HOME = "บ้าน Home"
TEXTS = {
    f"{SHOP}/แชท LINE/LINE_อนุบาลสองแคว_โน้ตบุ๊ก6เครื่อง.txt": """[LINE] ประวัติการแชทกับ ครูแอน อนุบาลสองแคว
วันที่บันทึก: 10/11/2568 18:05

จ. 27/10/2568
13:12\tครูแอน อนุบาลสองแคว\tเฮียวุฒิคะ โน้ตบุ๊กห้องคอมช้ามาก 6 เครื่อง เปลี่ยนเป็น SSD ได้มั้ยคะ
13:30\tเฮียวุฒิ หมึกดี\tได้ครับครู เปลี่ยน SSD 512 พร้อมลงวินโดว์ ย้ายข้อมูล เครื่องละ 1,690 ครับ 6 เครื่อง 10,140
13:41\tครูแอน อนุบาลสองแคว\tงบโรงเรียนมีไม่ถึงหมื่นค่ะ เครื่องละ 1,300 ได้มั้ยคะ
14:05\tเฮียวุฒิ หมึกดี\t1,300 ไม่ไหวครับครู ทุน SSD ก็เกือบพันแล้ว 1,550 ครับ
14:20\tครูแอน อนุบาลสองแคว\t1,450 ได้มั้ยคะ แล้วช่วยเติมหมึกปริ้นเตอร์ห้องธุรการ 4 เครื่องด้วย

อ. 28/10/2568
09:02\tเฮียวุฒิ หมึกดี\tงั้นเครื่องละ 1,500 ครับครู รวม 9,000 เติมหมึก 4 เครื่องแถมให้ฟรีครับ
09:10\tครูแอน อนุบาลสองแคว\tโอเคค่ะ ตกลง 9,000 นะคะ ให้น้องบอสมารับเครื่องวันเสาร์ได้เลย
09:12\tเฮียวุฒิ หมึกดี\tได้ครับ เสร็จภายในวันจันทร์ที่ 3 พ.ย. ครับ

จ. 03/11/2568
16:40\tเฮียวุฒิ หมึกดี\tครูครับ ส่งเครื่องคืนครบ 6 เครื่องแล้ว เติมหมึกให้แล้ว 4 เครื่องครับ

จ. 10/11/2568
11:25\tครูแอน อนุบาลสองแคว\tโอนค่า SSD 9,000 แล้วนะคะ ขอใบเสร็จในนามโรงเรียนด้วยค่ะ
11:30\tเฮียวุฒิ หมึกดี\tได้รับแล้วครับ เดี๋ยวจ๋าออกใบเสร็จส่งไปครับ
""",
    f"{SHOP}/แชท LINE/แชทไลน์_ร้านถ่ายเอกสารหน้ามอ.txt": """[31/10/68 10:05] เจ๊หงส์: วุฒิ เจ๊จะเอาตลับโทนเนอร์ 85A เติมแล้วไว้สำรอง ร้านเจ๊ใช้เดือนละเยอะ คิดเท่าไหร่
[31/10/68 10:20] เฮียวุฒิ: หน้าร้านผมเติม 380 ครับเจ๊ ถ้าเอาเป็นลอตให้ตลับละ 350 ครับ
[31/10/68 10:26] เจ๊หงส์: แพงไป ร้านในเมืองเค้าให้ 280 เอง
[31/10/68 10:45] เฮียวุฒิ: 280 ขาดทุนครับเจ๊ ผงหมึกขึ้นราคา 330 ละกันครับ
[31/10/68 11:02] เจ๊หงส์: ถ้าเอา 30 ตลับ 300 ได้มั้ย
[31/10/68 11:30] เฮียวุฒิ: 30 ตลับ ตลับละ 310 ครับเจ๊ ส่งถึงร้านให้ด้วย
[31/10/68 11:34] เจ๊หงส์: โอเค 310 ก็ได้ 30 ตลับ รวมเท่าไหร่
[31/10/68 11:36] เฮียวุฒิ: 9,300 ครับ มัดจำ 3,000 ที่เหลือจ่ายตอนส่งของครับ
[1/11/68 09:15] เจ๊หงส์: โอนมัดจำ 3,000 แล้วนะ
[1/11/68 09:20] เฮียวุฒิ: ได้รับแล้วครับเจ๊ ส่งของวันพุธที่ 12 ครับ
""",
    f"{SHOP}/แชท LINE/แชทกลุ่ม_ทีมหมึกดี.txt": """[3 พ.ย. 68 08:10] จ๋า: วันนี้ป้าเรือนจะมาเก็บค่าเช่านะ 9,500 ฝากไว้ในลิ้นชักแล้ว
[3 พ.ย. 68 08:32] บอส: รับทราบครับพี่จ๋า วันนี้ผมออกไปรับโน้ตบุ๊กอนุบาลสองแควคืนช่วงบ่าย
[3 พ.ย. 68 12:05] เฮียวุฒิ: บอส หัวพิมพ์ L3210 ของลุงชิตมาหรือยัง
[3 พ.ย. 68 12:20] บอส: ยังครับเฮีย NP บอกส่งแล้วตั้งแต่ 23 ต.ค.
[4 พ.ย. 68 17:40] จ๋า: ผงหมึกเหลือน้อยแล้วนะ อย่าลืมเทียบราคา Siam Ink กับเฮียเต็ก
[5 พ.ย. 68 10:50] เฮียวุฒิ: Brother ส่งอีเมลเรื่องเป็นศูนย์บริการมาแล้ว บอสอยากไปอบรมที่กรุงเทพไหม
[5 พ.ย. 68 11:02] บอส: ไปครับเฮีย
[7 พ.ย. 68 15:15] จ๋า: โอนค่าอะไหล่ NP ไปแล้วนะ ใบเสร็จเข้าอีเมลแล้ว
""",
    f"{SHOP}/เอกสาร Docs/email_Brother service partner_5-11-2025.txt": BROTHER_EMAIL,
    f"{SHOP}/สต็อกหมึก_1พ.ย.68.md": """# นับสต็อกหมึก 1 พ.ย. 68 (บอสนับ จ๋าเช็ค)

| รายการ | คงเหลือ | ขั้นต่ำ | ต้องสั่ง | ราคา/หน่วย (ประมาณ) |
|---|---|---|---|---|
| หมึก Epson dye 1 ลิตร (C/M/Y/K) | 5 ขวด | 12 | 12 ขวด | 420 |
| หมึก Epson pigment ดำ 1 ลิตร | 1 ขวด | 3 | 4 ขวด | 560 |
| หมึก Canon GI-790 1 ลิตร | 6 ขวด | 6 | - | 410 |
| ผงหมึกเลเซอร์ 1 กก. | 2 ถุง | 6 | 8 ถุง | 560 (ราคาเดิม) |
| ตลับเปล่า HP 85A | 14 ตลับ | 10 | - | - |
| ชุดเข็ม + น้ำยาล้างหัว | 0 ชุด | 3 | - (ยืมใช้ของร้านก่อน) | 180 |

ต้องสั่ง: Epson dye 12 ขวด 5,040 + pigment 4 ขวด 2,240 + ผงหมึก 8 ถุง 4,480 (ถุงละ 560 ราคาเดือนก่อน ตอนนี้ขึ้นแล้ว)
รวมประมาณ 11,760 บาท ยังไม่รวม VAT
ผงหมึกต้องใช้เยอะเพราะงานเจ๊หงส์ 30 ตลับ ส่ง 12 พ.ย.
หมายเหตุ: หมึก Canon ยังพอ เดือนหน้าค่อยสั่ง
""",
    f"{SHOP}/วิธีล้างหัวพิมพ์ Epson.md": """# ล้างหัวพิมพ์ Epson L-series
1. กด Head Cleaning จากไดรเวอร์ 2 รอบ พัก 10 นาที
2. ถ้ายังขาด ใช้ Power Cleaning 1 รอบ (กินหมึกเยอะ)
3. ยังไม่หาย ถอดหัว ใช้เข็มดูดน้ำยาล้างหัวผ่านสาย
4. ทิ้งไว้ 1 คืน แล้ว Nozzle Check ใหม่
ถ้าเส้นขาดเกิน 30% แนะนำเปลี่ยนหัว
""",
    f"{HOME}/แม่/นัดตาแม่.md": """# ตาแม่ (ละเอียด แก้วประเสริฐ)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า
- รพ.พุทธชินราช (บัตรทอง): คิวผ่าตัดยาวถึงกลางปี 69
- ไปผ่าเอกชนที่ รพ.ตาสองแคว: ข้างซ้ายผ่าแล้ว 21 ต.ค. 68 รวม 53,950 บาท (มัดจำ 20,000 วันตรวจก่อนผ่า)
- หารกับพี่แดงคนละครึ่ง ส่วนของเรา 26,975
- นัดดูแผล 2 ธ.ค. 9 โมง
- ข้างขวานัดผ่าต้นปีหน้า ม.ค. 69 ประเมินไว้ห้าหมื่นกว่า
- หยอดตาวันละ 4 ครั้ง ห้ามขยี้ตา ห้ามก้มสระผมเอง 1 เดือน
""",
    f"{HOME}/แชทไลน์_บ้านแก้วประเสริฐ.txt": """[2 พ.ย. 68 19:02] จ๋า: เฮีย ค่าเทอมมายด์ 21,850 จ่ายก่อนวันที่ 7 นะ
[2 พ.ย. 68 19:10] เฮียวุฒิ: โอเค โอนวันพฤหัส
[4 พ.ย. 68 13:30] พี่แดง: หมอที่ รพ.ตาสองแคว ว่าตาซ้ายแม่ดีขึ้นแล้ว ข้างขวานัดผ่ามกรา
[4 พ.ย. 68 13:45] เฮียวุฒิ: ดีเลยพี่ ค่าผ่าข้างขวาหารกันเหมือนเดิมนะ
[4 พ.ย. 68 13:47] พี่แดง: ได้ๆ
[10 พ.ย. 68 20:15] จ๋า: ประกันสุขภาพจ๋าปีหน้าขึ้นอีกแล้ว เพราะอายุขึ้นช่วงใหม่ จ่ายก่อนสิ้นปี
[10 พ.ย. 68 20:18] มายด์: ป๊า วันเสาร์มายด์ไปติวที่ตึกคอมนะคะ
""",
    f"{HOME}/ลดหย่อนภาษี_2568.md": """# ลดหย่อนภาษีปี 2568 (ยื่นต้นปี 69)
- ประกันชีวิตเฮีย 2,860 x 12 = 34,320
- ประกันสุขภาพพ่อแม่: ไม่มี (แม่ไม่ได้ทำประกัน)
- ค่าลดหย่อนเลี้ยงดูมารดา 30,000 (แม่อายุเกิน 60 รายได้ไม่เกิน 30,000)
- บุตร 1 คน 30,000
- Easy e-Receipt ซื้อของร้านที่ออกใบกำกับได้ ไม่เกิน 50,000
- เงินบริจาควัด ต้องขอใบอนุโมทนาบัตร
""",
    "Personal/สูตรน้ำพริกหนุ่ม.md": """# น้ำพริกหนุ่ม (สูตรแม่)
- พริกหนุ่ม 10 เม็ด หอมแดง 8 หัว กระเทียม 2 หัว เผาให้หอม
- ตำหยาบๆ ใส่น้ำปลา เกลือนิดหน่อย
- กินกับแคบหมู ผักลวก
""",
    "Personal/เบอร์ช่าง_ติดต่อ.txt": """ช่างแอร์ (ช่างหนุ่ม) 085-331-2208
ช่างประปา ลุงเปี๊ยก 081-774-5012
ร้านยางหน้าบ้าน 055-259-114
ช่างไฟ บ้านป้าเรือน 089-602-3341
""",
}
TODO = {"todo.md": """- ส่งตัวจริงใบเสนอราคา อบต.ท่าทอง ให้ปลัดเซ็นก่อน 30 พ.ย.
- เลือกซื้อหมึกล็อตใหญ่: Siam Ink หรือ เฮียเต็ก
- ส่งใบสมัคร Brother ก่อน 18 พ.ย. ส่งบอสไปอบรม
- ส่งตลับโทนเนอร์เจ๊หงส์ 30 ตลับ วันที่ 12 พ.ย.
- จ่ายประกันสุขภาพจ๋า ก่อน 28 ธ.ค.
- พาแม่ไปดูแผล 2 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / SHOP
    home = docs / HOME
    quotes, books, invoices, papers = (shop / "Quotes ใบเสนอราคา", shop / "บัญชี Accounts", shop / "Invoices",
                                       shop / "เอกสาร Docs")
    for folder in (quotes, books, invoices, papers, shop / "แชท LINE", home / "รถ", home / "ประกัน",
                   home / "ค่าเทอม", home / "แม่", docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อบต.ท่าทอง_ร่าง.docx", THATHONG_DRAFT, THATHONG_DRAFT_TABLE,
               bottom=THATHONG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา อบต.ท่าทอง final v2.docx", THATHONG_FINAL, THATHONG_FINAL_TABLE,
               bottom=THATHONG_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_SiamInkSupply_Oct2025.pdf", SIAM_INK_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_สองแควหมึกพิมพ์_ต.ค.68.docx", SONGKHWAE_INK, SONGKHWAE_INK_TABLE,
               bottom=SONGKHWAE_INK_BOTTOM)
    _book(books / "สมุดบัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568, UNPAID)
    _book(books / "สมุดบัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _contracts(books / "ลูกค้าสัญญาดูแลเครื่อง_2568.xlsx")
    _repairs(books / "งานซ่อมค้าง Nov2025.xlsx")
    _prices(books / "ราคาหน้าร้าน_2568.xlsx")
    make_pdf(invoices / "Invoice_NPComParts_INV2510-447.pdf", NP_INVOICE)
    write_docx(invoices / "ใบเสร็จ_เอ็นพีคอมพาร์ท_RE6811-019.docx", NP_RECEIPT, NP_RECEIPT_TABLE,
               bottom=NP_RECEIPT_BOTTOM)
    write_docx(invoices / "ใบแจ้งหนี้_คลินิกหมอเอก_ต.ค.68.docx", CLINIC_INVOICE, CLINIC_INVOICE_TABLE,
               bottom=CLINIC_INVOICE_BOTTOM)
    make_pdf(invoices / "AIS_Fibre_shop_bill_Sep2025.pdf", AIS_SEP)
    make_pdf(invoices / "AIS_Fibre_shop_bill_Oct2025.pdf", AIS_OCT)
    write_docx(papers / "สัญญาเช่าตึกแถว_หน้าร้าน_2567.docx", LEASE)
    write_docx(papers / "หนังสือ_เทศบาลนครพิษณุโลก_ภาษีป้าย_2569.docx", SIGN_TAX)
    write_slides(shop / "Epson_EcoTank_Partner_2026.pptx", _epson_slides())
    write_slides(shop / "แผนเปิดสาขา2_ร่าง.pptx", _branch_slides())
    make_pdf(home / "รถ" / "Krungsri_Auto_statement_Oct2025.pdf", CAR_STATEMENT)
    write_docx(home / "ประกัน" / "ใบเตือนชำระเบี้ย_ประกันสุขภาพจ๋า_2569.docx", HEALTH_INSURANCE,
               HEALTH_INSURANCE_TABLE, bottom=HEALTH_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอม" / "ใบแจ้งค่าเทอม_น้องมายด์_เทอม2_2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "SongKhwae_Eye_Hospital_invoice_Oct2025.pdf", EYE_INVOICE)
    make_pdf(home / "แม่" / "SongKhwae_appointment_Nov2025.pdf", EYE_APPOINTMENT)
    _house_book(home / "งบบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
