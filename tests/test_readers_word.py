"""DOCX reader: paragraphs and table rows streamed in document order, flat memory, text as Word shows it."""
from __future__ import annotations

import tracemalloc
import zipfile
from pathlib import Path

import docx
from docx.enum.text import WD_BREAK

from engine.readers import iter_units

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def units(path: Path) -> list[tuple[str, str]]:
    return [(unit.label, unit.text) for unit in iter_units(path)]


def with_body(path: Path, body: str) -> Path:
    """A real python-docx file whose document part is replaced by this body."""
    docx.Document().save(path.with_suffix(".base.docx"))
    with zipfile.ZipFile(path.with_suffix(".base.docx")) as source, zipfile.ZipFile(path, "w") as target:
        for name in source.namelist():
            part = f'<w:document xmlns:w="{W}"><w:body>{body}</w:body></w:document>'
            target.writestr(name, part if name == "word/document.xml" else source.read(name))
    return path


def test_breaks_merged_cells_and_nested_tables_read_as_python_docx_shows_them(tmp_path):
    document = docx.Document()
    document.add_heading("หัวข้อ ภาษาไทย", 1)
    paragraph = document.add_paragraph("before tab\tafter ")
    paragraph.add_run("bold").add_break()
    paragraph.add_run("next line")
    paragraph.add_run().add_break(WD_BREAK.PAGE)
    paragraph.add_run(" after page")
    table = document.add_table(rows=3, cols=3)
    for row in range(3):
        for column in range(3):
            table.cell(row, column).text = f"c{row}{column}"
    table.cell(0, 0).merge(table.cell(0, 1))
    table.cell(1, 2).merge(table.cell(2, 2))
    table.cell(2, 1).add_table(rows=1, cols=1).cell(0, 0).text = "nested"
    document.add_table(rows=1, cols=2).cell(0, 1).text = "second table"
    document.add_paragraph("end")
    document.save(tmp_path / "a.docx")
    assert units(tmp_path / "a.docx") == [
        ("paragraph 1", "หัวข้อ ภาษาไทย"),
        ("paragraph 2", "before tab\tafter bold\nnext line after page"),
        ("table 1 row 1", "c00\nc01 | c02"),
        ("table 1 row 2", "c10 | c11 | c12\nc22"),
        ("table 1 row 3", "c20 | c21 | c12\nc22"),  # a nested table is not its cell's text, as in python-docx
        ("table 2 row 1", "second table"),
        ("paragraph 3", "end"),
    ]


def test_links_and_tracked_insertions_are_read_deletions_are_not(tmp_path):
    path = with_body(tmp_path / "edits.docx", (
        '<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r>'
        '<w:hyperlink><w:r><w:t>the site</w:t></w:r></w:hyperlink>'
        '<w:ins><w:r><w:t xml:space="preserve"> now</w:t></w:r></w:ins>'
        '<w:del><w:r><w:delText> never</w:delText></w:r></w:del></w:p>'
        '<w:sectPr/>'))
    assert units(path) == [("paragraph 1", "See the site now")]


def test_memory_stays_flat_however_long_the_document(tmp_path):
    body = "".join(f"<w:p><w:r><w:t>ย่อหน้า {n}</w:t></w:r></w:p>" for n in range(15_000))
    body += "<w:tbl>" + "".join(f"<w:tr><w:tc><w:p><w:r><w:t>row {n}</w:t></w:r></w:p></w:tc></w:tr>"
                                for n in range(5_000)) + "</w:tbl>"
    path = with_body(tmp_path / "long.docx", body)
    tracemalloc.start()
    try:
        count = sum(1 for _ in iter_units(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == 20_000
    assert peak < 1_000_000  # keeping finished elements in the tree costs ~2 MB here
