"""Readers: every format streams units in order, encodings are detected, bad files get clear messages."""
from __future__ import annotations

import codecs
import zipfile

import docx
import openpyxl
import pptx
import pytest
from pypdf import PdfWriter

from engine.readers import ReaderError, ReaderLimits, Unit, iter_units, supported, unit_kind
from engine.readers.text import detect_encoding
from tests.fixtures.readers.documents import make_pdf, make_scanned_pdf, make_zip_bomb

THAI = "สวัสดีครับ ภาษาไทย"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp874", "tis-620"])
def test_thai_text_is_read_in_any_encoding(tmp_path, encoding):
    path = tmp_path / "thai.txt"
    path.write_bytes(f"{THAI}\nบรรทัดสอง English\r\nlast".encode(encoding))
    units = list(iter_units(path))
    assert [u.text for u in units] == [THAI, "บรรทัดสอง English", "last"]
    assert [u.label for u in units] == ["line 1", "line 2", "line 3"]


def test_binary_and_unknown_bytes_are_refused_not_garbled(tmp_path):
    binary = tmp_path / "photo.txt"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 50)
    with pytest.raises(ReaderError, match="binary"):
        list(iter_units(binary))
    with pytest.raises(ReaderError, match="cannot be shown"):
        detect_encoding(bytes(range(0x80, 0xA0)) * 10)


def test_a_long_line_comes_in_parts_that_say_where_they_start(tmp_path):
    path = tmp_path / "minified.js"
    path.write_text("a" * 2500 + "\nshort\n")
    units = list(iter_units(path, ReaderLimits(line_chunk_chars=1000)))
    assert [len(u.text) for u in units] == [1000, 1000, 500, 5]
    assert [u.continued for u in units] == [False, True, True, False]
    assert units[1].label == "line 1 from character 1,001"
    assert units[3].number == 2


def test_select_yields_only_the_chosen_positions(tmp_path):
    path = tmp_path / "n.txt"
    path.write_text("".join(f"{i}\n" for i in range(100)))
    assert [u.text for u in iter_units(path, select={3, 50})] == ["3", "50"]


def test_pdf_pages_in_order_and_selected_pages_only(tmp_path):
    path = make_pdf(tmp_path / "doc.pdf", ["first page\nmore", "second page", "third page"])
    units = list(iter_units(path))
    assert [u.label for u in units] == ["page 1", "page 2", "page 3"]
    assert units[0].text == "first page\nmore"
    assert [u.text for u in iter_units(path, select={2})] == ["third page"]


def test_scanned_pdf_is_read_with_ocr(tmp_path):
    path = make_scanned_pdf(tmp_path / "scan.pdf", "Invoice 12345 total")
    [unit] = iter_units(path)
    assert unit.label == "page 1 (OCR)"
    assert "Invoice 12345" in unit.text


def test_scanned_pdf_without_ocr_yields_empty_pages(tmp_path, monkeypatch):
    monkeypatch.setattr("engine.readers.pdf.ocr_available", lambda: False)
    path = make_scanned_pdf(tmp_path / "scan.pdf", "Invoice")
    assert [u.text for u in iter_units(path)] == [""]


def test_encrypted_pdf_is_refused_clearly(tmp_path):
    writer = PdfWriter()
    writer.add_blank_page(200, 200)
    writer.encrypt("user-pw", algorithm="RC4-128")
    path = tmp_path / "locked.pdf"
    with open(path, "wb") as handle:
        writer.write(handle)
    with pytest.raises(ReaderError, match="password-protected"):
        list(iter_units(path))


def test_docx_paragraphs_and_tables_in_document_order(tmp_path):
    document = docx.Document()
    document.add_paragraph("Intro")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text, table.cell(1, 0).text = "ชื่อ", "ราคา", "ข้าว"
    document.add_paragraph("")
    document.add_paragraph("After")
    document.save(tmp_path / "a.docx")
    units = list(iter_units(tmp_path / "a.docx"))
    assert [(u.label, u.text) for u in units] == [
        ("paragraph 1", "Intro"), ("table 1 row 1", "ชื่อ | ราคา"), ("table 1 row 2", "ข้าว"), ("paragraph 2", "After")]


def test_xlsx_sheet_by_sheet_row_by_row(tmp_path):
    workbook = openpyxl.Workbook()
    workbook.active.title = "Sales"
    workbook.active["A1"], workbook.active["B3"] = "item", 5
    workbook.create_sheet("Costs")["A2"] = "rent"
    workbook.save(tmp_path / "a.xlsx")
    units = list(iter_units(tmp_path / "a.xlsx"))
    assert [(u.label, u.text, u.section) for u in units] == [
        ("Sales row 1", "item", "Sales"), ("Sales row 3", "5", "Sales"), ("Costs row 2", "rent", "Costs")]


def test_pptx_slides_with_notes(tmp_path):
    presentation = pptx.Presentation()
    slide = presentation.slides.add_slide(presentation.slide_layouts[1])
    slide.shapes.title.text = "แผนงาน 2025"
    slide.notes_slide.notes_text_frame.text = "speak slowly"
    presentation.slides.add_slide(presentation.slide_layouts[5]).shapes.title.text = "Second"
    presentation.save(tmp_path / "a.pptx")
    units = list(iter_units(tmp_path / "a.pptx"))
    assert [(u.label, u.text) for u in units] == [("slide 1", "แผนงาน 2025\nNotes: speak slowly"), ("slide 2", "Second")]


@pytest.mark.parametrize("name", ["bad.pdf", "bad.docx", "bad.xlsx", "bad.pptx"])
def test_corrupt_documents_get_a_clear_message(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(b"PK\x03\x04 this is not really a document" * 20)
    with pytest.raises(ReaderError, match="damaged"):
        list(iter_units(path))


def test_zip_with_missing_parts_is_damaged(tmp_path):
    with zipfile.ZipFile(tmp_path / "empty.docx", "w") as archive:
        archive.writestr("hello.txt", "hi")
    with pytest.raises(ReaderError, match="damaged"):
        list(iter_units(tmp_path / "empty.docx"))


def test_zip_bomb_is_refused_from_the_zip_directory(tmp_path):
    path = make_zip_bomb(tmp_path / "bomb.xlsx", "xl/worksheets/sheet1.xml", 30_000_000)
    with pytest.raises(ReaderError, match="zip bomb"):
        list(iter_units(path, ReaderLimits(max_unpacked_bytes=10_000_000)))
    part = make_zip_bomb(tmp_path / "bomb.docx", "word/document.xml", 20_000_000)
    with pytest.raises(ReaderError, match="too large"):
        list(iter_units(part, ReaderLimits(max_xml_part_bytes=5_000_000)))


def test_missing_folder_and_permission_denied(tmp_path, monkeypatch):
    with pytest.raises(ReaderError, match="does not exist"):
        list(iter_units(tmp_path / "nope.txt"))
    with pytest.raises(ReaderError, match="is a folder"):
        list(iter_units(tmp_path))

    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("builtins.open", denied)
    with pytest.raises(ReaderError, match="Permission denied"):
        list(iter_units(tmp_path / "secret.txt"))


def test_supported_and_unit_kind():
    assert supported("a.md") and supported("a.PDF") and supported("Makefile") and supported("x.xlsx")
    assert not supported("a.exe") and not supported("photo.jpg")
    assert unit_kind("a.pdf") == "page" and unit_kind("a.pptx") == "slide" and unit_kind("a.py") == "line"


def test_unit_is_frozen():
    unit = Unit("line", 1, "line 1", "x")
    with pytest.raises(AttributeError):
        unit.text = "y"  # type: ignore[misc]


def test_utf16_without_bom_is_detected():
    assert detect_encoding("hello world".encode("utf-16-le")) == "utf-16-le"
    assert detect_encoding(codecs.BOM_UTF8 + b"x") == "utf-8-sig"


def test_ocr_reads_at_most_30_pages_spread_over_the_document(tmp_path, monkeypatch):
    path = make_pdf(tmp_path / "scan.pdf", [""] * 45)
    recognized = []
    monkeypatch.setattr("engine.readers.pdf.ocr_available", lambda: True)
    monkeypatch.setattr("engine.readers.pdf.ocr_page", lambda p, n: recognized.append(n) or f"text {n}")
    units = list(iter_units(path))
    assert len(recognized) == 30 and recognized[0] == 1 and recognized[-1] == 45
    assert sum(1 for u in units if u.text) == 30
