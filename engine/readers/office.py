"""DOCX (paragraphs and tables, in order), XLSX (sheet by sheet, row by row), PPTX (slides with notes).

Each is streamed from its XML parts (word.py, xlsx.py, slides.py), never
loaded whole. Office files are zip archives. Before any part is read, the zip
directory is checked: a file that would unpack to more than the limit (a zip bomb) is
refused. zipfile itself stops at each member's declared size, so a lying
directory cannot unpack more than it declares.
"""
from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Collection, Iterator

from engine.readers import ReaderError, ReaderLimits, Unit, check_cancel
from engine.readers.common import last_wanted, open_binary
from engine.readers.slides import pptx_units
from engine.readers.word import docx_units
from engine.readers.xlsx import xlsx_units

NAMES = {".docx": "Word document", ".xlsx": "spreadsheet", ".xlsm": "spreadsheet", ".pptx": "presentation"}
# Parts capped at max_xml_part_bytes. They are streamed now, and a slide's text is
# held whole as one unit; the cap is kept as the same user-visible limit.
_WHOLE_PARTS = ("word/document.xml", "ppt/slides/", "ppt/notesSlides/")


def check_archive(path: Path, limits: ReaderLimits) -> None:
    """Refuse damaged archives and zip bombs by reading only the zip directory."""
    kind = NAMES.get(path.suffix.lower(), "Office file")
    open_binary(path).close()  # missing / folder / permission get their own clear message
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        raise ReaderError(f"This {kind} is damaged (not a valid Office file) and cannot be read.") from None
    total = sum(member.file_size for member in members)
    if total > limits.max_unpacked_bytes:
        raise ReaderError(
            f"This {kind} would unpack to {total / 1e6:,.0f} MB (limit {limits.max_unpacked_bytes / 1e6:,.0f} MB); "
            "it looks like a zip bomb, so Klang does not open it."
        )
    for member in members:
        if member.filename.startswith(_WHOLE_PARTS) and member.file_size > limits.max_xml_part_bytes:
            raise ReaderError(
                f"This {kind} has a part of {member.file_size / 1e6:,.0f} MB ({member.filename}), "
                "too large to open safely."
            )


def _damaged(path: Path) -> ReaderError:
    return ReaderError(f"This {NAMES.get(path.suffix.lower(), 'Office file')} is damaged and cannot be read.")


def iter_units(path: Path, limits: ReaderLimits, select: Collection[int] | None) -> Iterator[Unit]:
    check_archive(path, limits)
    units = {".docx": docx_units, ".pptx": pptx_units}.get(path.suffix.lower(), xlsx_units)(path)
    stop_after = last_wanted(select)
    position = 0
    try:
        while stop_after is None or position <= stop_after:
            check_cancel(limits)
            unit = _next_unit(units, path)
            if unit is None:
                return
            if select is None or position in select:
                yield unit
            position += 1
    finally:
        units.close()  # closes the zip (and deletes a shared-strings table) when the caller stops early


def _next_unit(units: Iterator[Unit], path: Path) -> Unit | None:
    try:
        return next(units, None)
    except ReaderError:
        raise
    except Exception:  # bad XML, a missing part, a bad number...: all mean the same to the user
        raise _damaged(path) from None
