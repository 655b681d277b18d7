"""A folder for bench/agent_tasks.py (`--folder rubber`): a Surat Thani family's rubber plantation papers.

Sompong (ลุงพงษ์) and Wanphen Kaewmanee own a 30-rai rubber plantation (สวนยางพารา) in three plots at Khian Sa,
Surat Thani, tapped on a share by a couple, Boonmee and Saijai Srithong; their daughter Nan (น้องแนน) keeps the
papers on the laptop. The folder: the Thai tappers' share agreement (docx, a share table), the Thai BAAC (ธ.ก.ส.)
loan agreement (docx, a repayment table) and BAAC's English loan statement (pdf), the rubber fund cooperative's
latex purchase statements for July and August 2025 (English pdf, a row a tapping day), the plantation's income by
month for January-August 2568 and its expenses (xlsx, two sheets, Thai/English headers), the fertiliser receipt
from the farm-supply shop (English pdf) and the shop's quote for the October round (English pdf) beside the
cooperative's Thai fertiliser offer (md), the 2568 plantation notebook (md), a LINE group chat export with the
tappers (txt), an exporter's English email on EU deforestation-rule traceability (txt), slides on felling and
replanting the oldest plot (pptx), the Rubber Authority of Thailand's Thai letter on the replanting grant (txt),
their son's university fee invoice (English pdf) and household spending for July and August (xlsx); and six
distractors that share words with them (a draft of the tapping agreement, last year's income summary, last year's
fertiliser quote, an early draft of the replanting idea, a notebook of market prices, last year's plantation
notebook); plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 20,
for bench/data/agent_tasks_rubber_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

TAPPING_TOP = [
    "สัญญาจ้างกรีดยางแบบแบ่งผลผลิต",
    "ทำที่ บ้านเลขที่ 45 หมู่ 6 ตำบลเคียนซา อำเภอเคียนซา จังหวัดสุราษฎร์ธานี วันที่ 25 เมษายน 2568",
    "ผู้ว่าจ้าง (เจ้าของสวน): นายสมพงษ์ แก้วมณี  ผู้รับจ้างกรีด: นายบุญมี ศรีทอง และ นางสายใจ ศรีทอง",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างผู้รับจ้างกรีดยางในสวนยางพาราของผู้ว่าจ้าง เนื้อที่ 30 ไร่ 3 แปลง "
    "(แปลง 1 จำนวน 12 ไร่ แปลง 2 จำนวน 8 ไร่ แปลง 3 จำนวน 10 ไร่) รวมประมาณ 2,200 ต้น",
    "ข้อ 2. ระยะเวลาจ้าง 1 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 3. กรีดระบบกรีดสองวันเว้นหนึ่งวัน กรีดหนึ่งในสามของลำต้น ห้ามกรีดลึกจนถึงเนื้อไม้ "
    "หยุดกรีดช่วงยางผลัดใบ (ประมาณกลางเดือนกุมภาพันธ์ถึงต้นเดือนพฤษภาคม) และวันที่ฝนตกหน้ายางเปียก",
    "ข้อ 4. ผลผลิตที่ขายได้แบ่งกันตามตารางท้ายข้อนี้ ผู้ว่าจ้างจ่ายส่วนแบ่งให้ผู้รับจ้างเดือนละ 2 ครั้ง "
    "ทุกวันที่ 1 และวันที่ 16 ตามใบรับซื้อของสหกรณ์",
]
TAPPING_SHARE = [
    ("ผลผลิต", "ส่วนของเจ้าของสวน", "ส่วนของผู้กรีด", "หมายเหตุ"),
    ("น้ำยางสด", "55%", "45%", "ขายสหกรณ์กองทุนสวนยางบ้านเคียนซาทุกวันที่กรีด"),
    ("ยางก้อนถ้วย", "50%", "50%", "ขายทุก 15 วัน"),
    ("ขี้ยาง / เศษยาง", "-", "100%", "ผู้รับจ้างเก็บขายเอง"),
]
TAPPING_BOTTOM = [
    "ข้อ 5. ผู้ว่าจ้างออกค่าปุ๋ย ค่ายากำจัดวัชพืช ค่าจ้างตัดหญ้า และถ้วยรับน้ำยาง "
    "ผู้รับจ้างออกค่ามีดกรีด ไฟฉายคาดหัว และแกลลอนเอง",
    "ข้อ 6. ผู้ว่าจ้างให้ผู้รับจ้างพักในบ้านพักในสวนโดยไม่คิดค่าเช่า และออกค่าไฟฟ้าบ้านพักให้ไม่เกินเดือนละ 400 บาท",
    "ข้อ 7. ผู้รับจ้างขอเบิกเงินล่วงหน้าได้ไม่เกินเดือนละ 5,000 บาท โดยหักจากส่วนแบ่งงวดถัดไป",
    "ข้อ 8. หากกรีดเสียหน้ายางจนต้นยางเสียหาย ผู้ว่าจ้างหักค่าเสียหายต้นละ 500 บาท",
    "ข้อ 9. ฝ่ายใดจะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งอีกฝ่ายล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ สมพงษ์ แก้วมณี ผู้ว่าจ้าง",
    "ลงชื่อ บุญมี ศรีทอง ผู้รับจ้าง   ลงชื่อ สายใจ ศรีทอง ผู้รับจ้าง",
    "ลงชื่อ ประเสริฐ ทองหอม (ผู้ใหญ่บ้านหมู่ 6) พยาน",
]
LOAN_TOP = [
    "สัญญากู้เงิน ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.) สาขาเคียนซา",
    "สัญญาเลขที่ 0157/2567 ทำที่ ธ.ก.ส. สาขาเคียนซา จังหวัดสุราษฎร์ธานี วันที่ 28 มิถุนายน 2567",
    "ผู้กู้: นายสมพงษ์ แก้วมณี ลูกค้าเลขที่ 2104578  ผู้กู้ร่วม: นางวันเพ็ญ แก้วมณี",
    "ข้อ 1. ผู้กู้ตกลงกู้เงินประเภทสินเชื่อเพื่อการลงทุน จำนวน 300,000 บาท (สามแสนบาทถ้วน) "
    "เพื่อซื้อรถกระบะใช้ขนน้ำยางและปรับปรุงถนนในสวนยาง",
    "ข้อ 2. ดอกเบี้ยอัตราร้อยละ 7.00 ต่อปี (MRR) อัตราอาจเปลี่ยนแปลงตามประกาศของธนาคาร",
    "ข้อ 3. ผู้กู้ชำระคืนเป็นรายปี 5 งวด ครบกำหนดวันที่ 30 มิถุนายน ของทุกปี ตามตารางนี้ "
    "(ดอกเบี้ยคิดจากเงินต้นคงเหลือ)",
]
LOAN_SCHEDULE = [
    ("งวดที่", "วันครบกำหนด", "เงินต้น", "ดอกเบี้ย (ประมาณ)", "รวมชำระ"),
    ("1", "30 มิถุนายน 2568", "60,000 บาท", "21,000 บาท", "81,000 บาท"),
    ("2", "30 มิถุนายน 2569", "60,000 บาท", "16,800 บาท", "76,800 บาท"),
    ("3", "30 มิถุนายน 2570", "60,000 บาท", "12,600 บาท", "72,600 บาท"),
    ("4", "30 มิถุนายน 2571", "60,000 บาท", "8,400 บาท", "68,400 บาท"),
    ("5", "30 มิถุนายน 2572", "60,000 บาท", "4,200 บาท", "64,200 บาท"),
]
LOAN_BOTTOM = [
    "ข้อ 4. หลักประกัน: จำนองที่ดินโฉนดเลขที่ 18842 (สวนยางแปลง 1) ตำบลเคียนซา",
    "ข้อ 5. หากผิดนัดชำระ คิดดอกเบี้ยผิดนัดเพิ่มร้อยละ 3 ต่อปีของเงินต้นที่ค้างชำระ",
    "ข้อ 6. ผู้กู้ที่ชำระตรงเวลาได้รับเงินคืนดอกเบี้ยตามโครงการลูกค้าชั้นดี (ถ้ามี)",
    "ลงชื่อ สมพงษ์ แก้วมณี ผู้กู้   ลงชื่อ วันเพ็ญ แก้วมณี ผู้กู้ร่วม",
    "ลงชื่อ นายอนุชา ชูแก้ว ผู้จัดการ ธ.ก.ส. สาขาเคียนซา",
]
BAAC_PAGES = [
    "Bank for Agriculture and Agricultural Cooperatives (BAAC) - Khian Sa Branch\nLOAN ACCOUNT STATEMENT\n"
    "Statement date: 7 July 2025\nCustomer: Mr. Sompong Kaewmanee (Customer No. 2104578)\n"
    "Co-borrower: Mrs. Wanphen Kaewmanee\n"
    "Address: 45 Moo 6, Khian Sa, Khian Sa District, Surat Thani 84260\n\n"
    "Account 1: Investment loan, contract 0157/2567\n"
    "Original amount: 300,000.00 THB, drawn 28 June 2024, 5 yearly installments\n"
    "Interest rate: 7.00% per year (MRR)\n"
    "Installment 1 paid on 27 June 2025: 81,000.00 THB (principal 60,000.00, interest 21,000.00)\n"
    "Outstanding principal after payment: 240,000.00 THB\n"
    "Next installment: 76,800.00 THB due 30 June 2026\n\n"
    "Account 2: Short-term production loan (fertiliser), contract 0088/2568\n"
    "Amount: 40,000.00 THB, drawn 6 May 2025, interest 6.50% per year\n"
    "Repay principal and interest in one payment by 30 April 2026\n"
    "Outstanding principal: 40,000.00 THB\n\n"
    "Good-customer interest refund credited 27 June 2025: 1,050.00 THB\n"
    "Enquiries: BAAC Khian Sa Branch, Tel. 077-387-115",
]

# The cooperative's latex purchase slips: (day, latex kg, DRC %, price THB per kg of dry rubber)
JULY_SLIPS = [(1, 162.5, 33.5, 62.80), (2, 158.0, 33.0, 62.80), (4, 171.5, 34.0, 63.20), (5, 166.0, 33.5, 63.20),
              (7, 149.5, 32.5, 63.50), (8, 155.0, 33.0, 63.50), (11, 168.0, 33.5, 63.00), (13, 173.5, 34.0, 62.60),
              (14, 160.5, 33.0, 62.60), (19, 152.0, 32.5, 61.90), (20, 147.5, 32.0, 61.90),
              (22, 164.0, 33.0, 62.40), (25, 170.5, 33.5, 62.90), (26, 166.5, 33.5, 62.90),
              (29, 175.0, 34.0, 63.40), (30, 169.0, 33.5, 63.40)]
AUGUST_SLIPS = [(1, 172.0, 33.5, 63.60), (2, 176.5, 34.0, 63.60), (4, 180.0, 34.0, 64.10), (5, 174.5, 33.5, 64.10),
                (7, 168.0, 33.0, 64.50), (8, 171.0, 33.5, 64.50), (10, 182.5, 34.5, 64.80),
                (11, 178.0, 34.0, 64.80), (13, 185.0, 34.5, 65.20), (14, 179.5, 34.0, 65.20),
                (17, 163.0, 32.5, 64.70), (19, 170.5, 33.0, 64.30), (20, 174.0, 33.5, 64.30),
                (22, 181.5, 34.0, 63.90), (23, 177.0, 34.0, 63.90), (25, 169.5, 33.0, 63.50),
                (26, 172.5, 33.5, 63.50), (28, 176.0, 34.0, 63.80), (29, 180.5, 34.5, 63.80)]


def _slip_rows(slips: list[tuple]) -> list[tuple[int, float, float, float, float, float]]:
    """Each tapping day's slip: the dry rubber is the latex times its DRC, paid at the day's price."""
    rows = []
    for day, latex, drc, price in slips:
        dry = round(latex * drc / 100, 2)
        rows.append((day, latex, drc, dry, price, round(dry * price, 2)))
    return rows


def _slip_totals(slips: list[tuple]) -> tuple[float, float, float]:
    rows = _slip_rows(slips)
    return (round(sum(row[1] for row in rows), 2), round(sum(row[3] for row in rows), 2),
            round(sum(row[5] for row in rows), 2))


def _statement(month: str, number: str, month_no: int, slips: list[tuple]) -> list[str]:
    latex, dry, amount = _slip_totals(slips)
    head = ("Ban Khian Sa Rubber Fund Cooperative Ltd.\n"
            "Latex buying station, 112 Moo 3, Khian Sa, Surat Thani 84260, Tel. 077-387-204\n"
            f"LATEX PURCHASE STATEMENT - {month} 2025   (No. {number})\n"
            "Member No. 0457: Mr. Sompong Kaewmanee (tapper: Boonmee Srithong)\n"
            "Fresh latex, price per kg of dry rubber content (DRC)\n\n"
            "Date        Latex kg   DRC %   Dry rubber kg   Price THB/kg   Amount THB")
    lines = [f"{day:02d}/{month_no:02d}/2025   {lat:,.1f}   {drc:.1f}   {d:,.2f}   {price:.2f}   {amt:,.2f}"
             for day, lat, drc, d, price, amt in _slip_rows(slips)]
    foot = (f"\nTapping days: {len(slips)}\nTotal latex: {latex:,.1f} kg\nTotal dry rubber: {dry:,.2f} kg\n"
            f"Total amount: {amount:,.2f} THB\n"
            "Paid by transfer to BAAC account 020-1-57788-4 on the 1st and 16th of each month\n"
            "Cooperative member dividend is paid once a year in March")
    return [head + "\n" + "\n".join(lines) + "\n" + foot]


MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "วันกรีด (Tapping days)", "น้ำยางสด กก. (Latex, kg)",
                  "เนื้อยางแห้ง กก. (Dry rubber, kg)", "รายได้รวม (Gross, THB)",
                  "ส่วนคนกรีด 45% (Tappers' share, THB)", "ส่วนของเรา 55% (Our share, THB)", "หมายเหตุ (Note)")
# (tapping days, latex kg, dry rubber kg, gross THB, note) for Jan-Jun; Jul and Aug come from the statements
EARLY_MONTHS = [(17, 2804.5, 952.30, 60630, ""), (7, 1052.0, 352.40, 22980, "ปิดกรีด 15 ก.พ. ยางผลัดใบ"),
                (0, 0, 0, 0, "ปิดกรีด"), (0, 0, 0, 0, "ปิดกรีด"), (9, 1286.0, 414.10, 25770, "เปิดกรีด 12 พ.ค."),
                (15, 2361.5, 781.60, 48460, "")]
EXPENSE_HEADERS = ("รายการ (Item)", "เดือน (Month)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ปุ๋ยสูตร 30-5-18 40 กระสอบ + ยากำจัดวัชพืช (Fertiliser & herbicide)", "พ.ค. 68", 38120,
     "ร้านโชคชัยการเกษตร ใช้เงินกู้ ธ.ก.ส. 40,000"),
    ("ค่าจ้างตัดหญ้า (Grass cutting)", "ม.ค. 68", 6000, "30 ไร่ ไร่ละ 200"),
    ("ค่าจ้างตัดหญ้า (Grass cutting)", "ก.ค. 68", 6000, "30 ไร่ ไร่ละ 200"),
    ("ถ้วยรับน้ำยาง + ลวด 300 ชุด (Latex cups)", "พ.ค. 68", 2850, "เปลี่ยนที่แตก"),
    ("ค่าไฟบ้านพักคนกรีด (Tappers' house electricity)", "ม.ค.-ส.ค. 68", 2640, "ไม่เกินเดือนละ 400"),
    ("น้ำมันรถกระบะส่งน้ำยาง (Fuel for the pickup)", "ม.ค.-ส.ค. 68", 14300, ""),
    ("ผ่อน ธ.ก.ส. งวดที่ 1 (BAAC loan installment 1)", "มิ.ย. 68", 81000, "เงินต้น 60,000 ดอก 21,000"),
    ("ค่าบำรุงสหกรณ์ + หุ้นเพิ่ม (Cooperative fee & shares)", "มี.ค. 68", 1500, ""),
    ("ภาษีที่ดินสวนยาง (Land tax)", "เม.ย. 68", 480, "อบต.เคียนซา"),
]


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับสวนยางลุงพงษ์ ม.ค.-ส.ค. 2568 (Rubber plantation income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    rows = list(EARLY_MONTHS)
    for slips in (JULY_SLIPS, AUGUST_SLIPS):
        latex, dry, amount = _slip_totals(slips)
        rows.append((len(slips), latex, dry, round(amount), "ตามใบรับซื้อสหกรณ์ (ปัดเศษ)"))
    totals = [0, 0.0, 0.0, 0, 0, 0]
    for month, (days, latex, dry, gross, note) in zip(MONTHS, rows):
        tappers = round(gross * 0.45)
        sheet.append([month, days, latex, dry, gross, tappers, gross - tappers, note])
        for index, value in enumerate((days, latex, dry, gross, tappers, gross - tappers)):
            totals[index] += value
    sheet.append(["รวม (Total)", totals[0], round(totals[1], 1), round(totals[2], 2), *totals[3:], ""])
    for column in (5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    spend.append(["รวมรายจ่าย (Total expenses)", "", sum(row[2] for row in EXPENSES), ""])
    money_format(spend, 3)
    book.save(path)


FERTILISER_RECEIPT = [
    "Chokchai Kaset Supply (Chokchai Agricultural Shop)\n"
    "89/2 Khian Sa - Ban Na San Road, Khian Sa, Surat Thani 84260  Tel. 081-968-3350\n"
    "Tax ID 3849900123456\nRECEIPT / TAX INVOICE\nNo. CK-68/0512   Date: 8 May 2025\n"
    "Customer: Mr. Sompong Kaewmanee, 45 Moo 6, Khian Sa\n\n"
    "Item                                          Qty        Unit price    Amount\n"
    "Rubber fertiliser 30-5-18, 50 kg bag          40 bags    890.00        35,600.00\n"
    "Glyphosate herbicide 4 L                      6 cans     420.00        2,520.00\n"
    "Delivery to the plantation (Moo 6)            1          0.00          0.00\n\n"
    "Total: 38,120.00 THB (VAT included)\n"
    "Paid: cash 38,120.00 THB on 8 May 2025\nDelivered: 9 May 2025\n"
    "Thank you. Fertiliser price may change with the season.",
]
FERTILISER_QUOTE = [
    "Chokchai Kaset Supply (Chokchai Agricultural Shop)\n"
    "89/2 Khian Sa - Ban Na San Road, Khian Sa, Surat Thani 84260  Tel. 081-968-3350\n"
    "QUOTATION\nNo. QT-68/0233   Date: 20 August 2025\nTo: Mr. Sompong Kaewmanee (Uncle Pong), 45 Moo 6, Khian Sa\n"
    "For: second fertiliser round, October 2025\n\n"
    "Rubber fertiliser 30-5-18, 50 kg bag     40 bags x 920.00 THB = 36,800.00 THB\n"
    "Delivery to the plantation: free (orders of 20 bags or more)\n"
    "Total: 36,800.00 THB (VAT included)\n\n"
    "Payment: cash on delivery, or credit of 60 days for regular customers\n"
    "Price held until 15 October 2025\n"
    "Delivery within 3 days after order\nContact: Khun Chokchai, Tel. 081-968-3350",
]
COOP_FERTILISER = """# ปุ๋ยสหกรณ์ รอบ ต.ค. 68 (จดจากประกาศที่สหกรณ์กองทุนสวนยางบ้านเคียนซา)

แนนจดไว้ 23 ส.ค. 2568 ตอนไปส่งน้ำยางกับพ่อ

- ปุ๋ยยางพาราสูตร 30-5-18 กระสอบ 50 กก. ราคาสมาชิก กระสอบละ 865 บาท
- ค่าขนส่งถึงสวน กระสอบละ 20 บาท
- สั่งขั้นต่ำ 10 กระสอบ สั่งได้ถึงวันที่ 30 กันยายน 2568 ของเข้าสหกรณ์ประมาณ 10 ตุลาคม 2568
- จ่ายได้โดยหักจากค่าน้ำยาง 3 เดือน (ต.ค. - ธ.ค.) ไม่คิดดอกเบี้ย
- เราใช้ 40 กระสอบเหมือนรอบ พ.ค. -> 40 x 865 = 34,600 บาท บวกค่าส่ง 800 บาท รวม 35,400 บาท
- เทียบกับร้านโชคชัยที่เสนอมา ต้องดูด้วยว่าสหกรณ์ส่งช้ากว่า
"""
NOTEBOOK = """# สมุดบันทึกสวนยาง ปี 2568 (ลุงพงษ์ / แนนพิมพ์ให้)

## แปลงสวน
- แปลง 1: 12 ไร่ ปลูกปี 2553 (RRIM 600) ประมาณ 900 ต้น โฉนด 18842
- แปลง 2: 8 ไร่ ปลูกปี 2556 (RRIT 251) ประมาณ 610 ต้น
- แปลง 3: 10 ไร่ ปลูกปี 2538 ประมาณ 690 ต้น ต้นแก่ น้ำยางน้อย คิดจะโค่นปลูกใหม่

## บันทึก
- 6 ม.ค. 68: จ้างตัดหญ้าทั้งสวน 30 ไร่ ไร่ละ 200 บาท
- 15 ก.พ. 68: ปิดกรีด ยางผลัดใบ
- 6 พ.ค. 68: กู้ ธ.ก.ส. ระยะสั้น 40,000 บาท ไว้ซื้อปุ๋ย
- 9 พ.ค. 68: ใส่ปุ๋ยรอบแรก สูตร 30-5-18 รวม 40 กระสอบ (ต้นละประมาณ 900 กรัม) บุญมีกับสายใจช่วยหว่าน
- 12 พ.ค. 68: เปิดกรีด ได้น้ำยางวันแรก 131 กก.
- 20 มิ.ย. 68: เจอโรคใบร่วงชนิดใหม่ที่แปลง 2 ใบเป็นจุดแล้วร่วง เจ้าหน้าที่ กยท. แนะนำให้ใส่ปุ๋ยให้ครบและตัดหญ้าให้โล่ง
- 27 มิ.ย. 68: จ่าย ธ.ก.ส. งวดที่ 1 เรียบร้อย
- 18 ก.ค. 68: พายุเข้า ต้นยางแปลง 1 ล้ม 7 ต้น เรียกคนมาเลื่อยขายไม้ได้ 2,100 บาท
- ก.ค. 68: ฝนตกหยุดกรีดไป 5 วัน
- 17 ส.ค. 68: หน้ายางแปลง 3 แห้ง กรีดไม่ค่อยออก
- 23 ส.ค. 68: ไปดูปุ๋ยสหกรณ์ รอบ ต.ค. จะสั่ง 40 กระสอบเท่าเดิม

## ต้องทำ
- ใส่ปุ๋ยรอบสองช่วงกลาง ต.ค. ก่อนฝนหนัก
- ยื่นขอทุนปลูกแทนแปลง 3 กับ กยท.
- ลงทะเบียนแปลงกับสหกรณ์เรื่อง EUDR
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม สวนยางลุงพงษ์
บันทึกเมื่อ: 24/08/2568 20:15

ศ., 01/08/2568
07:40\tบุญมี\tลุงครับ เมื่อเช้าน้ำยาง 172 โลครับ เปอร์เซ็นต์ 33.5
07:52\tสมพงษ์\tโอเค วันนี้สหกรณ์ให้ 63.60 ส่วนแบ่งครึ่งเดือนหลัง ก.ค. แนนโอนให้นะ
08:30\tแนน\tโอนส่วนแบ่งให้น้าบุญมีแล้วค่ะ ตามใบสหกรณ์

อา., 03/08/2568
18:05\tบุญมี\tลุงครับ ขอเบิกล่วงหน้า 4,000 บาทได้ไหมครับ ลูกสาวต้องจ่ายค่าชุดนักเรียนกับค่าหอ
18:20\tสมพงษ์\tได้ พรุ่งนี้ให้แนนโอน หักงวดวันที่ 16 นะ
18:21\tบุญมี\tขอบคุณครับลุง

จ., 04/08/2568
09:10\tแนน\tโอนเงินเบิก 4,000 ให้แล้วค่ะน้า จะหักจากส่วนแบ่งวันที่ 16 ส.ค.

อ., 12/08/2568
06:15\tสายใจ\tฝนตกตั้งแต่ตีสาม หน้ายางเปียก วันนี้หยุดกรีดนะคะลุง
06:30\tสมพงษ์\tได้ๆ ปลอดภัยไว้ก่อน

ส., 16/08/2568
19:02\tบุญมี\tลุงครับ ต้นยางแปลง 3 แถวริมคลองหน้ายางแห้งหลายต้น กรีดไม่ออกเลย
19:10\tสมพงษ์\tเดี๋ยวคุยเรื่องโค่นแปลง 3 ปลูกใหม่ ปีหน้าอาจจะเหลือกรีดแค่แปลง 1 กับ 2
19:12\tบุญมี\tครับ ถ้าโค่นผมขอรับจ้างปลูกด้วยนะครับ

อา., 24/08/2568
20:01\tแนน\tพ่อคะ สหกรณ์นัดประชุมเรื่อง EUDR วันเสาร์ที่ 6 ก.ย. 9 โมง ต้องเอาโฉนดไปด้วย
20:03\tสมพงษ์\tรับทราบ
"""
EUDR_EMAIL = """From: Southern Latex Co., Ltd. <sourcing@southernlatex.co.th>
To: Ban Khian Sa Rubber Fund Cooperative members <members.khiansa@gmail.com>
Cc: Nan Kaewmanee <nan.kaewmanee@gmail.com>
Date: Mon, 18 Aug 2025 10:22:41 +0700
Subject: EUDR traceability - registration of your rubber plots

Dear cooperative members,

From the end of 2025 our buyers in the European Union must show that the rubber they import does not come from
land deforested after 31 December 2020 (the EU Deforestation Regulation, EUDR). To keep buying your latex
through the cooperative, we need every member to register each plantation plot.

What we need from each member:
- A copy of the land document for each plot (title deed / Nor Sor 3 / Sor Por Kor)
- A copy of the Thai ID card and the RAOT farmer registration number
- The GPS boundary of each plot (our staff will walk the plots with you)

Please register at the cooperative by 30 September 2025. Our team will hold an information meeting at the
cooperative office on Saturday 6 September 2025 at 09:00.

Members whose plots are registered and verified will receive an EUDR premium of 1.50 THB per kg of dry rubber
on top of the daily price, starting 1 November 2025.

Plots that are not registered can still be sold, but only at the local-market price without the premium.

Best regards,
Wiroj Saetang
Raw Material Sourcing Manager, Southern Latex Co., Ltd. (Phunphin, Surat Thani)
Tel. 077-311-458
"""
RAOT_LETTER = """ที่ กยท 2108/1452
การยางแห่งประเทศไทย สาขาเคียนซา
ถนนเคียนซา-บ้านนาสาร ตำบลเคียนซา อำเภอเคียนซา จังหวัดสุราษฎร์ธานี 84260

1 สิงหาคม 2568

เรื่อง การเปิดรับคำขอรับการสงเคราะห์ปลูกแทน ปีงบประมาณ 2569
เรียน นายสมพงษ์ แก้วมณี (ทะเบียนเกษตรกรชาวสวนยางเลขที่ 84-0603-0457)

ตามที่ท่านได้สอบถามเรื่องการโค่นยางเก่าเพื่อปลูกแทน การยางแห่งประเทศไทยขอแจ้งรายละเอียดดังนี้

1. เปิดรับคำขอตั้งแต่วันที่ 1 สิงหาคม 2568 ถึงวันที่ 31 ตุลาคม 2568 ที่ กยท. สาขาเคียนซา
2. อัตราเงินสงเคราะห์ปลูกแทน ไร่ละ 16,000 บาท จ่ายเป็นงวดตามการดูแลสวน
   โดยงวดแรกจ่ายหลังปลูกและตรวจผ่าน ไร่ละ 5,000 บาท
3. สวนที่ขอต้องมีเนื้อที่ไม่น้อยกว่า 2 ไร่ ต้นยางอายุ 25 ปีขึ้นไป หรือให้น้ำยางน้อยจนไม่คุ้มค่า
4. ต้องปลูกด้วยพันธุ์ยางที่ กยท. แนะนำ อย่างน้อยไร่ละ 70 ต้น และปลูกภายใน 1 ปีหลังโค่น
5. ห้ามโค่นก่อนได้รับอนุมัติ หากโค่นก่อนจะไม่ได้รับเงินสงเคราะห์

เอกสารที่ต้องใช้: สำเนาบัตรประชาชน สำเนาเอกสารสิทธิ์ที่ดิน สมุดบัญชีเงินฝาก ธ.ก.ส. และแผนที่แปลง

สอบถามเพิ่มเติม นายวิชัย ทองขาว พนักงานสงเคราะห์ โทร 077-387-090
"""
REPLANT_SLIDES = [
    ("แผนโค่นยางแปลง 3 ปลูกใหม่ (Replanting plot 3)", "สวนยางลุงพงษ์ เคียนซา\nแนนทำ สิงหาคม 2568"),
    ("ทำไมต้องโค่น (Why)", "Plot 3: 10 rai, planted 2538, about 690 trees, now 30 years old\n"
                          "Dry rubber only about 140 kg per rai a year (plot 1: about 290 kg)\n"
                          "Many trees have dry tapping panels"),
    ("เงินที่ได้ (Money in)", "Sell old rubber wood: buyer offers 28,000 THB per rai x 10 rai = 280,000 THB\n"
                             "RAOT replanting grant: 16,000 THB per rai x 10 rai = 160,000 THB (paid over the years)"),
    ("ค่าใช้จ่าย (Costs)", "Seedlings RRIT 251 in bags: 80 per rai x 10 rai = 800 plants x 45 THB = 36,000 THB\n"
                          "Land clearing and digging holes: 3,500 THB per rai = 35,000 THB\n"
                          "Banana intercrop in years 1-3: expected 60,000 THB a year"),
    ("ไทม์ไลน์ (Timeline)", "Apply for the RAOT grant by 31 October 2025\nFell and sell the old trees: January 2026\n"
                           "Plant the new trees: June 2026 (start of the rains)\nFirst tapping: about 2033"),
]
TUITION_PAGES = [
    "Prince of Songkla University, Surat Thani Campus\nINVOICE - TUITION FEE\n"
    "Invoice No.: PSU-ST-2568-1-04417   Date: 1 July 2025\n"
    "Student: Mr. Thanawat Kaewmanee (Student ID 6640510417)\n"
    "Faculty of Science and Industrial Technology, year 2\n"
    "Semester 1, academic year 2025\n"
    "Flat-rate tuition fee: 16,500.00 THB\nDormitory (4 months): 6,400.00 THB\nTotal: 22,900.00 THB\n"
    "Due date: 8 August 2025\n"
    "Pay at Krungthai Bank or by the university's mobile app (QR code)\n"
    "Late payment fine: 50 THB per day",
]
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("อาหาร (Food)", 9800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 1620, ""),
        ("ค่าน้ำประปาหมู่บ้าน (Village water)", 150, ""),
        ("ส่งธนวัฒน์ค่ากินอยู่ (Thanawat's allowance)", 6000, ""),
        ("ค่าเทอมธนวัฒน์ (Thanawat's tuition)", 22900, "ม.อ. สุราษฎร์ เทอม 1"),
        ("มือถือ + เน็ต (Phones & internet)", 898, ""),
        ("ประกันชีวิตแม่ (Wanphen's life insurance)", 2350, ""),
        ("ทำบุญ/งานศพ (Merit & funerals)", 1500, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("อาหาร (Food)", 10250, ""),
        ("ค่าไฟบ้าน (Home electricity)", 1740, ""),
        ("ค่าน้ำประปาหมู่บ้าน (Village water)", 150, ""),
        ("ส่งธนวัฒน์ค่ากินอยู่ (Thanawat's allowance)", 6000, ""),
        ("มือถือ + เน็ต (Phones & internet)", 898, ""),
        ("ประกันชีวิตแม่ (Wanphen's life insurance)", 2350, ""),
        ("งานบวชหลานที่พุนพิน (Nephew's ordination)", 3000, ""),
        ("ซ่อมปั๊มน้ำ (Water pump repair)", 1850, ""),
    ],
}
DISTRACTORS = {
    "SuanYang/สัญญา/สัญญาจ้างกรีดยาง_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาจ้างกรีดยาง (ร่างแรก มี.ค. 2568 ยังไม่เซ็น)\n"
        "- แบ่งน้ำยางสด เจ้าของ 60 คนกรีด 40\n- เบิกล่วงหน้าได้เดือนละ 3,000 บาท\n"
        "- บุญมีขอ 50/50 ตกลงกันไม่ได้ ไว้คุยใหม่\n- กรีดวันเว้นวัน\n",
    "SuanYang/บัญชี/รายรับสวนยาง_2567_สรุป.md":
        "# สรุปรายรับสวนยาง ม.ค.-ส.ค. 2567 (ปีที่แล้ว)\n- รายได้รวมขายน้ำยาง 268,450 บาท\n"
        "- ส่วนคนกรีด (แบ่ง 40%) 107,380 บาท\n- ส่วนของเรา 161,070 บาท\n"
        "- ราคาน้ำยางเฉลี่ย 57.80 บาท/กก.\n- เดือนที่ได้มากที่สุด ส.ค. 2567\n",
    "SuanYang/ปุ๋ย/ใบเสนอราคาปุ๋ย_โชคชัย_2567.txt":
        "ร้านโชคชัยการเกษตร ใบเสนอราคา (ตุลาคม 2567)\n"
        "ปุ๋ยยางพาราสูตร 30-5-18 กระสอบ 50 กก. ราคา 960 บาท\n40 กระสอบ รวม 38,400 บาท\n"
        "ส่งฟรีถึงสวน\nเครดิต 30 วัน\n",
    "SuanYang/แผน/ปลูกแทน_ไอเดีย_ร่าง.md":
        "# ไอเดียโค่นยางปลูกใหม่ (ร่าง มิ.ย. 2568)\n- โค่นแปลง 3 หรือแปลง 2 ดี?\n"
        "- พ่อค้าไม้ยางเคยให้ไร่ละ 22,000\n- ได้ยินว่า กยท. ให้ไร่ละ 15,000? ต้องถามอีกที\n"
        "- หรือปลูกปาล์มแทนดี?\n",
    "SuanYang/ราคายาง_จดเอง_2568.txt":
        "ราคายางตลาดกลางสุราษฎร์ (จดจากข่าว)\n"
        "1 ก.ค. 68 ยางแผ่นดิบ 66.50 น้ำยางสด 61.00\n15 ก.ค. 68 ยางแผ่นดิบ 65.80 น้ำยางสด 60.50\n"
        "1 ส.ค. 68 ยางแผ่นดิบ 67.20 น้ำยางสด 62.40\n15 ส.ค. 68 ยางแผ่นดิบ 68.00 น้ำยางสด 63.10\n",
    "SuanYang/สมุดบันทึกสวนยาง_2567.md":
        "# สมุดบันทึกสวนยาง ปี 2567\n- 10 ก.พ. 67: ปิดกรีด ยางผลัดใบ\n- 8 พ.ค. 67: เปิดกรีด\n"
        "- 15 พ.ค. 67: ใส่ปุ๋ย 36 กระสอบ\n- 28 มิ.ย. 67: ทำสัญญากู้ ธ.ก.ส. 300,000 ซื้อกระบะ\n"
        "- ต.ค. 67: ใส่ปุ๋ยรอบสอง 38 กระสอบ\n",
}
WORKSPECT = {"todo.md": "- สั่งปุ๋ยรอบ ต.ค. (โชคชัย หรือ สหกรณ์?)\n- เตรียมโฉนดไปประชุม EUDR ที่สหกรณ์\n"
                        "- ยื่นขอทุนปลูกแทนแปลง 3\n- โอนส่วนแบ่งบุญมี-สายใจ วันที่ 1 กับ 16\n"}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "SuanYang"
    for sub in ("สัญญา", "ธกส", "ขายยาง", "บัญชี", "ปุ๋ย", "แผน", "เอกสาร"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Home").mkdir(parents=True, exist_ok=True)
    write_docx(farm / "สัญญา" / "สัญญาจ้างกรีดยาง_บุญมี-สายใจ_2568.docx", TAPPING_TOP, table=TAPPING_SHARE,
               bottom=TAPPING_BOTTOM)
    write_docx(farm / "ธกส" / "สัญญากู้เงิน_ธกส_2567.docx", LOAN_TOP, table=LOAN_SCHEDULE, bottom=LOAN_BOTTOM)
    make_pdf(farm / "ธกส" / "BAAC_loan_statement_2025-07.pdf", BAAC_PAGES)
    make_pdf(farm / "ขายยาง" / "ใบรับซื้อน้ำยาง_สหกรณ์เคียนซา_2568-07.pdf",
             _statement("JULY", "0457-2507", 7, JULY_SLIPS))
    make_pdf(farm / "ขายยาง" / "ใบรับซื้อน้ำยาง_สหกรณ์เคียนซา_2568-08.pdf",
             _statement("AUGUST", "0457-2508", 8, AUGUST_SLIPS))
    _income(farm / "บัญชี" / "รายรับรายจ่าย_สวนยาง_2568.xlsx")
    make_pdf(farm / "ปุ๋ย" / "Chokchai_receipt_fertiliser_2025-05.pdf", FERTILISER_RECEIPT)
    make_pdf(farm / "ปุ๋ย" / "Chokchai_quotation_fertiliser_Oct2025.pdf", FERTILISER_QUOTE)
    (farm / "ปุ๋ย" / "ปุ๋ยสหกรณ์_รอบตุลา68.md").write_text(COOP_FERTILISER, encoding="utf-8")
    (farm / "สมุดบันทึกสวนยาง_2568.md").write_text(NOTEBOOK, encoding="utf-8")
    (farm / "LINE_สวนยางลุงพงษ์_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (farm / "เอกสาร" / "SouthernLatex_EUDR_email.txt").write_text(EUDR_EMAIL, encoding="utf-8")
    (farm / "เอกสาร" / "หนังสือ_กยท_ทุนปลูกแทน_2568.txt").write_text(RAOT_LETTER, encoding="utf-8")
    write_slides(farm / "แผน" / "แผนโค่นยางแปลง3_ปลูกใหม่_2569.pptx", REPLANT_SLIDES)
    make_pdf(docs / "Home" / "PSU_tuition_invoice_Thanawat_2568-1.pdf", TUITION_PAGES)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the family's to-do list."""
    write_texts(workspect, WORKSPECT)
