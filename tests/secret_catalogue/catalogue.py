"""Write each catalogue shape into real files (txt, csv, docx, xlsx, pptx, pdf, and file names).

Ordinary text surrounds every secret, as in a real note or sheet. PDFs are
ASCII only (the test PDF maker has no Thai font), so Thai shapes have no PDF.
"""
from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from pathlib import Path

import docx
import openpyxl
import pptx
from pptx.util import Inches

from tests.fixtures.readers.documents import make_pdf
from tests.secret_catalogue.shapes import Shape

BEFORE = "Notes from the handover meeting, 3 March. The new laptop is set up."
AFTER = "Ask Somchai if anything is unclear. บันทึกการประชุมส่งมอบงาน"
FORMATS = {"lines": ("txt", "docx", "pptx", "xlsx", "pdf"), "cells": ("csv", "txt", "docx", "pptx", "xlsx", "pdf"),
           "table": ("csv", "txt", "docx", "pptx", "xlsx", "pdf"), "name": ("txt", "docx")}


@dataclass(frozen=True)
class CatalogueFile:
    shape: Shape
    format: str
    path: Path


def _rows(shape: Shape) -> list[list[str]]:
    if shape.layout == "lines":
        return [[line] for line in shape.content.split("\n")]
    return [shape.content] if shape.layout == "cells" else shape.content


def _write_txt(path: Path, shape: Shape) -> None:
    if shape.layout == "lines":
        body = shape.content
    elif shape.layout == "name":
        body = "Shopping list: rice, eggs, fish sauce.\nรายการซื้อของ ข้าว ไข่ น้ำปลา"
    else:
        body = "\n".join("\t".join(row) for row in _rows(shape))
    path.write_text(f"{BEFORE}\n{body}\n{AFTER}\n", encoding="utf-8")


def _write_csv(path: Path, shape: Shape) -> None:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(_rows(shape))
    path.write_text(out.getvalue(), encoding="utf-8")


def _write_docx(path: Path, shape: Shape) -> None:
    document = docx.Document()
    document.add_paragraph(BEFORE)
    if shape.layout in ("lines", "name"):
        for line in (shape.content if shape.layout == "lines" else "Shopping list").split("\n"):
            document.add_paragraph(line)
    else:
        rows = _rows(shape)
        table = document.add_table(rows=len(rows), cols=max(len(row) for row in rows))
        for row, values in zip(table.rows, rows):
            for cell, value in zip(row.cells, values):
                cell.text = value
    document.add_paragraph(AFTER)
    document.save(path)


def _write_pptx(path: Path, shape: Shape) -> None:
    deck = pptx.Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[5])
    slide.shapes.title.text = BEFORE
    if shape.layout == "lines":
        frame = slide.shapes.add_textbox(Inches(1), Inches(2), Inches(8), Inches(4)).text_frame
        lines = shape.content.split("\n")
        frame.text = lines[0]
        for line in lines[1:]:
            frame.add_paragraph().text = line
    else:
        rows = _rows(shape)
        table = slide.shapes.add_table(len(rows), max(len(row) for row in rows), Inches(0.5), Inches(2),
                                       Inches(9), Inches(4)).table
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                table.cell(r, c).text = value
    deck.save(path)


def _write_xlsx(path: Path, shape: Shape) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append([BEFORE])
    for row in _rows(shape):
        sheet.append(row)
    sheet.append([AFTER])
    book.save(path)


def _write_pdf(path: Path, shape: Shape) -> None:
    rows = ["    ".join(row) for row in _rows(shape)]  # a PDF table row comes out as cells spaced apart
    make_pdf(path, ["\n".join([BEFORE, *rows, "Ask Somchai if anything is unclear."])])


WRITERS = {"txt": _write_txt, "csv": _write_csv, "docx": _write_docx, "pptx": _write_pptx, "xlsx": _write_xlsx,
           "pdf": _write_pdf}


def _slug(shape: Shape) -> str:
    return re.sub(r"[^a-z0-9]+", "-", shape.name.lower()).strip("-")[:40] or "thai"


def write_catalogue(folder: Path, shapes: list[Shape]) -> list[CatalogueFile]:
    """Every shape in every format its layout allows; returns what was written."""
    files = []
    for number, shape in enumerate(shapes):
        for extension in FORMATS[shape.layout]:
            if extension == "pdf" and not _pdf_safe(shape):
                continue
            if shape.layout == "name":
                path = folder / f"{shape.content}.{extension}"
            else:
                path = folder / f"{number:03d}-{_slug(shape)}.{extension}"
            WRITERS[extension](path, shape)
            files.append(CatalogueFile(shape, "name" if shape.layout == "name" else extension, path))
    return files


def _pdf_safe(shape: Shape) -> bool:
    return all(cell.isascii() for row in _rows(shape) for cell in row) if shape.layout != "name" else False
