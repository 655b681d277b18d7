"""XLSX reader: rows streamed from the zip with flat memory, values shown as a person sees them."""
from __future__ import annotations

import datetime
import tracemalloc
import zipfile
from pathlib import Path

import openpyxl
import pytest
from openpyxl.cell.rich_text import CellRichText, TextBlock
from openpyxl.cell.text import InlineFont

from engine.readers import ReaderError, iter_units
from engine.readers import xlsx_strings
from engine.readers.xlsx import xlsx_units

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
RELS = "http://schemas.openxmlformats.org/package/2006/relationships"
DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def make_raw_xlsx(path: Path, sheets: dict[str, str], strings: str | None = None, styles: str | None = None,
                  workbook_pr: str = "") -> Path:
    """An XLSX written part by part, the way Excel lays it out (relative targets, shared strings)."""
    sheet_list = "".join(f'<sheet name="{name}" sheetId="{n}" r:id="rId{n}"/>' for n, name in enumerate(sheets, 1))
    rels = "".join(f'<Relationship Id="rId{n}" Type="{DOC}/worksheet" Target="worksheets/sheet{n}.xml"/>'
                   for n in range(1, len(sheets) + 1))
    rels += f'<Relationship Id="rS" Type="{DOC}/sharedStrings" Target="sharedStrings.xml"/>'
    rels += f'<Relationship Id="rT" Type="{DOC}/styles" Target="styles.xml"/>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("_rels/.rels", f'<Relationships xmlns="{RELS}"><Relationship Id="r1" '
                         f'Type="{DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        archive.writestr("xl/workbook.xml", f'<workbook xmlns="{MAIN}" xmlns:r="{DOC}">{workbook_pr}'
                         f"<sheets>{sheet_list}</sheets></workbook>")
        archive.writestr("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{RELS}">{rels}</Relationships>')
        for n, rows in enumerate(sheets.values(), 1):
            archive.writestr(f"xl/worksheets/sheet{n}.xml", f'<worksheet xmlns="{MAIN}"><sheetData>{rows}'
                             '</sheetData><mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells></worksheet>')
        if strings is not None:
            archive.writestr("xl/sharedStrings.xml", f'<sst xmlns="{MAIN}">{strings}</sst>')
        if styles is not None:
            archive.writestr("xl/styles.xml", f'<styleSheet xmlns="{MAIN}">{styles}</styleSheet>')
    return path


def rows(path: Path) -> list[tuple[str, str]]:
    return [(unit.label, unit.text) for unit in iter_units(path)]


def test_values_read_as_openpyxl_shows_them_with_iso_dates(tmp_path):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "ข้อมูล"
    sheet.append(["ชื่อ", "  มีช่องว่าง  ", 3.5, True, False, None, 0.25, 10**15, -7])
    sheet.append([datetime.datetime(2024, 3, 1, 13, 45), datetime.date(2024, 3, 2), datetime.time(8, 30)])
    sheet["A4"] = CellRichText(["plain ", TextBlock(InlineFont(b=True), "bold"), " tail"])
    sheet.cell(row=9, column=30, value="far")
    workbook.create_sheet("Hidden").sheet_state = "hidden"
    workbook["Hidden"]["A1"] = "hidden rows count too"
    workbook.create_sheet("Second", 1)["B2"] = 42
    workbook.create_chartsheet("Chart")
    workbook.save(tmp_path / "book.xlsx")
    assert rows(tmp_path / "book.xlsx") == [
        ("ข้อมูล row 1", "ชื่อ | มีช่องว่าง | 3.5 | True | False | 0.25 | 1000000000000000 | -7"),
        ("ข้อมูล row 2", "2024-03-01 13:45:00 | 2024-03-02 | 08:30:00"),
        ("ข้อมูล row 4", "plain bold tail"),
        ("ข้อมูล row 9", "far"),
        ("Second row 2", "42"),
        ("Hidden row 1", "hidden rows count too"),
    ]


def test_excel_layout_rich_shared_strings_errors_and_thai_date_formats(tmp_path):
    strings = ('<si><t>ราคา</t></si><si><r><t>ข้าว</t></r><r><rPr><b/></rPr><t xml:space="preserve"> หอมมะลิ</t></r>'
               '<rPh sb="0" eb="1"><t>phonetic hint</t></rPh></si><si><t>a_x000D_b</t></si>')
    styles = ('<numFmts count="1"><numFmt numFmtId="164" formatCode="[$-th-TH]d mmm yy"/></numFmts>'
              '<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>'
              '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="71"/>'
              '</cellXfs><dxfs count="1"><dxf/></dxfs>')
    sheet = ('<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>'
             '<row><c t="s"><v>2</v></c><c t="e"><v>#DIV/0!</v></c><c t="str"><v>formula text</v></c></row>'
             '<row r="7"><c s="1"><v>45352</v></c><c s="2"><v>45353.5</v></c><c s="3"><v>45354</v></c>'
             '<c t="d"><v>2024-03-05T10:00:00</v></c><c s="2"><v>99999999</v></c></row>')
    path = make_raw_xlsx(tmp_path / "excel.xlsx", {"ยอดขาย": sheet}, strings, styles)
    assert rows(path) == [
        ("ยอดขาย row 2", "ราคา | ข้าว หอมมะลิ"),
        ("ยอดขาย row 3", "a\rb | #DIV/0! | formula text"),
        ("ยอดขาย row 7", "2024-03-01 | 2024-03-02 12:00:00 | 2024-03-03 | 2024-03-05 10:00:00 | 99999999"),
    ]


def test_1904_date_system(tmp_path):
    styles = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>'
    path = make_raw_xlsx(tmp_path / "mac.xlsx", {"S": '<row r="1"><c s="1"><v>366</v></c></row>'}, None, styles,
                         workbook_pr='<workbookPr date1904="1"/>')
    assert rows(path) == [("S row 1", "1905-01-01")]


def test_memory_stays_flat_however_many_rows(tmp_path):
    body = "".join(f'<row r="{n}"><c r="A{n}"><v>{n}</v></c><c r="B{n}" t="inlineStr"><is><t>row {n}</t></is></c></row>'
                   for n in range(1, 20_001))
    path = make_raw_xlsx(tmp_path / "long.xlsx", {"Data": body})
    tracemalloc.start()
    try:
        count = sum(1 for _ in iter_units(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == 20_000
    assert peak < 1_000_000  # keeping each parsed row attached to the tree costs ~2 MB here


@pytest.mark.parametrize("xml_limit", [xlsx_strings.IN_MEMORY_XML_BYTES, 0])
def test_shared_strings_in_memory_or_on_disk_read_the_same(tmp_path, monkeypatch, xml_limit):
    monkeypatch.setattr(xlsx_strings, "IN_MEMORY_XML_BYTES", xml_limit)
    monkeypatch.setattr(xlsx_strings.tempfile, "tempdir", str(tmp_path))
    strings = "".join(f"<si><t>คำ {n}</t></si>" for n in range(500))
    body = "".join(f'<row r="{n}"><c t="s"><v>{n * 7 % 500}</v></c><c t="s"><v>0</v></c></row>' for n in range(1, 301))
    path = make_raw_xlsx(tmp_path / "strings.xlsx", {"S": body}, strings)
    units = xlsx_units(path)
    assert next(units).text == "คำ 7 | คำ 0"
    units.close()  # a caller that stops early still gets the temporary table deleted
    assert not list(tmp_path.glob("klang-xlsx-*"))
    assert [text for _, text in rows(path)][-1] == f"คำ {300 * 7 % 500} | คำ 0"
    assert not list(tmp_path.glob("klang-xlsx-*"))


def test_a_damaged_string_table_leaves_no_temporary_file(tmp_path, monkeypatch):
    monkeypatch.setattr(xlsx_strings, "IN_MEMORY_XML_BYTES", 0)
    monkeypatch.setattr(xlsx_strings.tempfile, "tempdir", str(tmp_path))
    path = make_raw_xlsx(tmp_path / "cut.xlsx", {"S": '<row r="1"><c t="s"><v>0</v></c></row>'}, "<si><t>cut")
    with pytest.raises(ReaderError, match="damaged"):
        list(iter_units(path))
    assert not list(tmp_path.glob("klang-xlsx-*"))


@pytest.mark.parametrize("sheet", [
    '<row r="1"><c t="s"><v>5</v></c></row>',  # a shared string that does not exist
    '<row r="1"><c><v>1</v></c>',  # XML cut short
    '<row r="1"><c><v>one</v></c></row>',  # a number that is not one
])
def test_broken_sheets_are_damaged_not_a_crash(tmp_path, sheet):
    path = make_raw_xlsx(tmp_path / "broken.xlsx", {"S": sheet}, "<si><t>only</t></si>")
    with pytest.raises(ReaderError, match="damaged"):
        list(iter_units(path))


def test_a_sheet_part_missing_from_the_zip_is_damaged(tmp_path):
    whole = make_raw_xlsx(tmp_path / "whole.xlsx", {"S": '<row r="1"><c><v>1</v></c></row>'})
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(tmp_path / "missing.xlsx", "w") as target:
        for name in source.namelist():
            if name != "xl/worksheets/sheet1.xml":
                target.writestr(name, source.read(name))
    with pytest.raises(ReaderError, match="damaged"):
        list(iter_units(tmp_path / "missing.xlsx"))
