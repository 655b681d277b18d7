"""The folder bench/agent_tasks.py works on: one Thai/English household's documents, written by code.

A Thai rental contract (docx), household budgets for 2567 and 2566 (xlsx, Thai/English headers), meeting
notes in English and in Thai (md), an electricity bill (pdf), sales-review slides (pptx), a CV (docx), and
distractors; plus a workspect that already holds a to-do list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import docx
import openpyxl
import pptx

from tests.fixtures.readers.documents import make_pdf

CONTRACT = [
    "สัญญาเช่าห้องชุด",
    "ทำที่ กรุงเทพมหานคร วันที่ 15 พฤษภาคม 2567",
    "ผู้ให้เช่า: นางสาวมาลี ใจดี  ผู้เช่า: นายสมชาย รักไทย",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องชุดเลขที่ 1205 อาคารลุมพินีพาร์ค ถนนพระราม 9 กรุงเทพมหานคร",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 มิถุนายน 2567 สิ้นสุดวันที่ 31 พฤษภาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท (หนึ่งหมื่นสองพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินมัดจำ 25,000 บาท ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าน้ำประปาและค่าไฟฟ้าตามที่ใช้จริง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 30 วัน",
]
BUDGET_HEADERS = ("รายการ (Item)", "หมวด (Category)", "งบต่อเดือน (Monthly budget, THB)", "หมายเหตุ (Note)")
BUDGET_2567 = [
    ("ค่าเช่า (Rent)", "ที่พัก (Housing)", 12500, "ตามสัญญาเช่า"),
    ("ค่าไฟฟ้า (Electricity)", "สาธารณูปโภค (Utilities)", 1800, ""),
    ("ค่าน้ำประปา (Water)", "สาธารณูปโภค (Utilities)", 300, ""),
    ("อินเทอร์เน็ต (Internet)", "สาธารณูปโภค (Utilities)", 599, "fibre 500 Mbps"),
    ("อาหาร (Food)", "ค่าครองชีพ (Living)", 8000, "รวมกินข้าวนอกบ้าน"),
    ("ค่าเดินทาง (Transport)", "ค่าครองชีพ (Living)", 2500, "BTS + Grab"),
    ("ประกันสุขภาพ (Health insurance)", "ประกัน (Insurance)", 1250, ""),
    ("เงินออม (Savings)", "ออม (Saving)", 10000, "เข้ากองทุน"),
]
BUDGET_2566 = [
    ("ค่าเช่า (Rent)", "ที่พัก (Housing)", 11000, ""),
    ("ค่าไฟฟ้า (Electricity)", "สาธารณูปโภค (Utilities)", 1500, ""),
    ("อาหาร (Food)", "ค่าครองชีพ (Living)", 7000, ""),
    ("ค่าเดินทาง (Transport)", "ค่าครองชีพ (Living)", 2000, ""),
    ("เงินออม (Savings)", "ออม (Saving)", 8000, ""),
]
INCOME = [("เงินเดือน (Salary)", 45000), ("งานฟรีแลนซ์ (Freelance)", 8000)]
PHOENIX_NOTES = """# Project Phoenix — kickoff meeting, 14 May 2024

Attendees: Somchai (chair), Anan, Ploy, Kanya

## Decisions
- The launch date moves from 1 July to 15 July 2024, to leave time for user testing.
- Budget approved: 350,000 THB for the first phase.
- Weekly check-in every Tuesday at 10:00.

## Action items
- Anan: collect three vendor quotes by 24 May.
- Ploy: update the roadmap with the new launch date.
- Kanya: draft the user-testing plan.
"""
MARKETING_NOTES = """# บันทึกประชุมทีมการตลาด วันที่ 3 มิถุนายน 2567

ผู้เข้าร่วม: คุณวิภา, คุณธนา, คุณสมชาย

## มติที่ประชุม
- อนุมัติงบโฆษณาไตรมาส 3 จำนวน 120,000 บาท
- เปิดตัวแคมเปญ "ฤดูฝนสดใส" วันที่ 1 กรกฎาคม 2567
- เน้นโฆษณาทาง Facebook และ LINE OA

## งานที่ได้รับมอบหมาย
- คุณวิภา: ออกแบบแบนเนอร์ให้เสร็จภายในวันที่ 20 มิถุนายน
- คุณธนา: ติดต่อร้านค้าพันธมิตร 5 ร้าน
"""
BILL_PAGES = [
    "Metropolitan Electricity Authority\nELECTRICITY BILL - May 2024\nCustomer: Somchai Rakthai\n"
    "Address: Room 1205, Lumpini Park, Rama 9 Road, Bangkok\nMeter reading period: 1 May 2024 - 31 May 2024",
    "Units used: 412 kWh\nEnergy charge: 1,803.40 THB\nFt charge: 161.50 THB\nVAT 7%: 185.10 THB\n"
    "Amount due: 2,150.00 THB\nDue date: 10 June 2024",
]
SLIDES = [
    ("Q2 2024 Sales Review", "Siam Retail Co. - prepared by Somchai Rakthai"),
    ("Revenue", "Q2 revenue: 4.2 million THB\nUp 12% compared with Q1 (3.75 million THB)"),
    ("Top products", "1. Jasmine rice 5 kg\n2. Fish sauce 700 ml\n3. Instant noodles (pack of 10)"),
    ("Next steps", "Open the Chiang Mai branch in September\nHire two sales staff"),
]
CV = [
    ("Somchai Rakthai", "Senior Data Analyst - Bangkok"),
    ("Experience", "Senior Data Analyst, Siam Retail Co. (2019 - present)\n"
                   "Data Analyst, Krungthep Logistics (2015 - 2019)"),
    ("Education", "B.Sc. in Statistics, Chulalongkorn University, 2015"),
    ("Skills", "Python, SQL, Power BI, Excel; Thai (native), English (fluent)"),
]
DISTRACTORS = {
    "รายการซื้อของ.txt": "ไข่ไก่ 1 แผง\nนมจืด 2 กล่อง\nข้าวหอมมะลิ 5 กิโล\nน้ำปลา\nสบู่",
    "Travel/trip_chiangmai.md": "# ทริปเชียงใหม่ ธันวาคม\n- วันที่ 1: ดอยสุเทพ\n- วันที่ 2: ถนนคนเดิน\n"
                                "- งบเที่ยว 9,000 บาท ต่อคน",
    "Personal/book_notes.md": "# Notes: Atomic Habits\n- Make it obvious, attractive, easy, satisfying.\n"
                              "- Habit stacking: after coffee, read 10 pages.",
    "Personal/สูตรต้มยำกุ้ง.md": "# ต้มยำกุ้ง\nกุ้ง 300 กรัม ข่า ตะไคร้ ใบมะกรูด พริก น้ำปลา มะนาว",
}
WORKSPECT = {"todo.md": "- ต่อสัญญาเช่า\n- ส่ง CV ให้บริษัทใหม่\n"}


def _budget(path: Path, rows: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่าย Expenses"
    sheet.append([f"งบประมาณครัวเรือน ปี {year} (Household budget {year})"])
    sheet.append(list(BUDGET_HEADERS))
    for row in rows:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(row[2] for row in rows), ""])
    income = book.create_sheet("รายรับ Income")
    income.append(["รายการ (Item)", "ต่อเดือน (Monthly, THB)"])
    for row in INCOME:
        income.append(list(row))
    book.save(path)


def write_slides(path: Path, slides: list[tuple[str, str]]) -> None:
    """A deck of title-and-body slides (every bench folder writes its pptx so)."""
    deck = pptx.Presentation()
    for title, body in slides:
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = title
        slide.placeholders[1].text = body
    deck.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    (docs / "Work").mkdir(parents=True, exist_ok=True)
    write_docx(docs / "สัญญาเช่า.docx", CONTRACT)
    write_docx(docs / "CV.docx", [], headings=CV)
    _budget(docs / "งบประมาณครัวเรือน_2567.xlsx", BUDGET_2567, "2567")
    _budget(docs / "งบประมาณครัวเรือน_2566.xlsx", BUDGET_2566, "2566")
    (docs / "Work" / "meeting_notes_2024-05-14.md").write_text(PHOENIX_NOTES, encoding="utf-8")
    (docs / "Work" / "บันทึกประชุม_ทีมการตลาด.md").write_text(MARKETING_NOTES, encoding="utf-8")
    write_slides(docs / "Work" / "Q2_sales_review.pptx", SLIDES)
    make_pdf(docs / "electricity_bill_may_2024.pdf", BILL_PAGES)
    write_texts(docs, DISTRACTORS)
    return docs


def write_texts(folder: Path, texts: dict[str, str]) -> None:
    """Text files by name under folder (every bench folder's notes, distractors and workspect)."""
    for name, text in texts.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")


def money_format(sheet, column: int) -> None:
    """A column's amounts shown as people type them: 96,000 and 20,035.75."""
    for (cell,) in sheet.iter_rows(min_col=column, max_col=column):
        if isinstance(cell.value, (int, float)):
            cell.number_format = "#,##0" if float(cell.value).is_integer() else "#,##0.00"


def write_docx(path: Path, top: list[str], table=(), headings=(), bottom=()) -> None:
    """A Word document: paragraphs, then a table, then heading sections, then closing paragraphs."""
    document = docx.Document()
    for line in top:
        document.add_paragraph(line)
    if table:
        docx_table(document, table)
    for title, body in headings:
        document.add_heading(title, level=1)
        for line in body.split("\n"):
            document.add_paragraph(line)
    for line in bottom:
        document.add_paragraph(line)
    document.save(path)


def docx_table(document, rows: list[tuple[str, ...]]) -> None:
    """A table of text cells at the end of a Word document."""
    grid = document.add_table(rows=len(rows), cols=len(rows[0]))
    for cells, row in zip(grid.rows, rows):
        for cell, text in zip(cells.cells, row):
            cell.text = text


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)


SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")


def write_spending(path: Path, months: dict[str, list[tuple]]) -> None:
    """A household's spending workbook: a sheet per month (its title, the column names, the rows, the total)."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in months.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)
