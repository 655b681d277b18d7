"""DOCX paragraphs and table rows, in document order, streamed from word/document.xml.

python-docx parses the whole document part into an lxml tree (many times the
part's size in memory). Here the part is parsed with iterparse and each body
paragraph, and each row of a body table, is detached once read. Text follows
python-docx (runs of the paragraph and its hyperlinks; tabs and line breaks
kept) and also keeps tracked insertions and simple fields, which Word shows.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from typing import Iterator

from engine.readers import Unit
from engine.readers.common import join_cells
from engine.readers.ooxml import main_part, namespace

# Containers of runs inside a paragraph whose text Word shows.
_RUN_HOLDERS = ("hyperlink", "ins", "smartTag", "fldSimple")


class _Text:
    """Paragraph and cell text for one namespace (transitional or strict)."""

    def __init__(self, ns: str):
        self.ns = ns
        self.run, self.holders = ns + "r", {ns + name for name in _RUN_HOLDERS}
        self.pieces = {ns + "t": None, ns + "tab": "\t", ns + "ptab": "\t", ns + "cr": "\n", ns + "noBreakHyphen": "-"}
        self.br, self.br_type = ns + "br", ns + "type"

    def _run(self, run: ET.Element) -> Iterator[str]:
        for child in run:
            if child.tag in self.pieces:
                yield self.pieces[child.tag] or child.text or ""
            elif child.tag == self.br and child.get(self.br_type, "textWrapping") == "textWrapping":
                yield "\n"  # page and column breaks are layout, not text

    def paragraph(self, paragraph: ET.Element) -> str:
        parts = []
        for child in paragraph:
            if child.tag == self.run:
                parts.extend(self._run(child))
            elif child.tag in self.holders:
                for run in child.iter(self.run):
                    parts.extend(self._run(run))
        return "".join(parts)

    def row(self, row: ET.Element, above: dict[int, str]) -> str:
        """Cell texts joined; a vertically merged cell repeats the text of the cell it continues, as in python-docx."""
        ns, texts = self.ns, []
        before = row.find(f"{ns}trPr/{ns}gridBefore")
        column = int(before.get(ns + "val", "0")) if before is not None else 0
        for cell in row.iterfind(ns + "tc"):
            span = cell.find(f"{ns}tcPr/{ns}gridSpan")
            merge = cell.find(f"{ns}tcPr/{ns}vMerge")
            if merge is not None and merge.get(ns + "val", "continue") == "continue":
                text = above.get(column, "")
            else:
                text = "\n".join(self.paragraph(paragraph) for paragraph in cell.iterfind(ns + "p"))
            above[column] = text
            texts.append(text)
            column += int(span.get(ns + "val", "1")) if span is not None else 1
        return join_cells(texts)


def docx_units(path: Path) -> Iterator[Unit]:
    with zipfile.ZipFile(path) as archive:
        with archive.open(main_part(archive, "word/document.xml")) as stream:
            yield from _body_units(stream)


def _body_units(stream) -> Iterator[Unit]:
    events = ET.iterparse(stream, events=("start", "end"))
    _, root = next(events)
    ns = namespace(root.tag)
    text, paragraph_tag, table_tag, row_tag = _Text(ns), ns + "p", ns + "tbl", ns + "tr"
    depth, body, top = 1, root, root
    number = paragraphs = tables = rows = 0
    above: dict[int, str] = {}  # grid column -> text, for vertically merged cells
    for event, element in events:
        if event == "start":
            depth += 1
            if depth == 2:
                body = element
            elif depth == 3:
                top = element
                if element.tag == table_tag:
                    tables, rows, above = tables + 1, 0, {}
            continue
        depth -= 1  # now the level of the finished element's parent
        if depth == 3 and element.tag == row_tag and top.tag == table_tag:
            rows += 1
            row = text.row(element, above)
            if row:
                number += 1
                yield Unit("row", number, f"table {tables} row {rows}", row)
            top.clear()  # the table keeps no finished row
        elif depth == 2:
            if element.tag == paragraph_tag:
                paragraph = text.paragraph(element).strip()
                if paragraph:
                    number, paragraphs = number + 1, paragraphs + 1
                    yield Unit("paragraph", number, f"paragraph {paragraphs}", paragraph)
            body.clear()
        elif depth == 1:
            root.clear()
