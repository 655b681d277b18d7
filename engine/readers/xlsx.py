"""XLSX/XLSM rows streamed straight from the zip: one row in memory at a time.

openpyxl's read-only mode clears each parsed row but leaves the emptied element
attached to the sheet's tree, so memory grows with the row count (measured:
+43 MB for 450,000 rows, and 55 s). Here each sheet's XML is parsed with
iterparse from the zip stream and every finished row is detached from the tree
(+0.4 MB and 22 s for the same file; plain expat callbacks measured no faster).
Values are shown as openpyxl shows them (numbers plain, booleans True/False),
except dates, which read as ISO ("2024-03-01", "2024-03-01 13:45:00").
"""
from __future__ import annotations

import datetime
import xml.etree.ElementTree as ET
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from openpyxl.styles.numbers import BUILTIN_FORMATS, is_date_format, is_timedelta_format
from openpyxl.utils.datetime import MAC_EPOCH, WINDOWS_EPOCH, from_excel, from_ISO8601

from engine.readers import Unit
from engine.readers.ooxml import elements, main_part, namespace, relationships
from engine.readers.xlsx_strings import SharedStrings, rich_text, unescape

_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_REL_STRICT = "{http://purl.oclc.org/ooxml/officeDocument/relationships}id"
# Locale-dependent built-in date formats openpyxl does not list (ECMA-376 Part 1, 18.8.30):
# CJK dates 27-36 and 50-58, Thai dates and times 71-81 (ว/ด/ปปปป ...).
_LOCALE_DATE_FORMATS = frozenset([*range(27, 37), *range(50, 59), *range(71, 82)])


@dataclass(frozen=True)
class Sheet:
    title: str
    part: str  # the worksheet's path inside the zip


@dataclass(frozen=True)
class Styles:
    """Which cell styles (positions in cellXfs) show a number as a date or a duration."""

    dates: frozenset[int] = frozenset()
    durations: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Workbook:
    sheets: tuple[Sheet, ...]
    epoch: datetime.datetime
    styles_part: str | None
    strings_part: str | None


def read_workbook(archive: zipfile.ZipFile) -> Workbook:
    """Sheet names and order from workbook.xml; parts from its relationships."""
    main = main_part(archive, "xl/workbook.xml")
    rels = relationships(archive, main)
    sheets, epoch = [], WINDOWS_EPOCH
    for element in elements(archive, main):
        tag = element.tag.rsplit("}", 1)[-1]
        if tag == "workbookPr" and element.get("date1904", "").lower() in ("1", "true"):
            epoch = MAC_EPOCH
        elif tag == "sheet":
            kind, target = rels.get(element.get(_REL) or element.get(_REL_STRICT) or "", ("", ""))
            if kind.endswith("/worksheet"):  # chart sheets have no rows
                sheets.append(Sheet(element.get("name", ""), target))
    by_kind = {kind.rsplit("/", 1)[-1]: target for kind, target in rels.values()}
    return Workbook(tuple(sheets), epoch, by_kind.get("styles"), by_kind.get("sharedStrings"))


def read_styles(archive: zipfile.ZipFile, part: str | None) -> Styles:
    if part is None or part not in archive.NameToInfo:
        return Styles()
    custom: dict[int, str] = {}
    formats: list[int] = []
    in_cell_formats = False
    for element in elements(archive, part):
        tag = element.tag.rsplit("}", 1)[-1]
        if tag == "numFmt":
            custom[int(element.get("numFmtId", "0"))] = element.get("formatCode", "")
        elif tag == "xf" and not in_cell_formats:
            formats.append(int(element.get("numFmtId", "0")))
        elif tag == "cellStyleXfs":
            formats.clear()  # its <xf>s come first but are the named styles', not the cells'
        elif tag == "cellXfs":
            in_cell_formats = True  # later <xf>s (dxfs...) are not cell styles
    dates, durations = set(), set()
    for position, format_id in enumerate(formats):
        code = custom.get(format_id, BUILTIN_FORMATS.get(format_id))
        if format_id in _LOCALE_DATE_FORMATS or is_date_format(code):
            dates.add(position)
        if is_timedelta_format(code):
            durations.add(position)
    return Styles(frozenset(dates), frozenset(durations))


def _show_date(value) -> str:
    if isinstance(value, datetime.datetime):
        if value.time() == datetime.time():
            return value.date().isoformat()
        return value.isoformat(sep=" ")
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)  # a duration: "1 day, 2:00:00"


def cell_reader(ns: str, strings: SharedStrings, styles: Styles, epoch: datetime.datetime) -> Callable:
    """A function turning one <c> element into the text a person sees ("" when empty)."""
    value_tag, inline_tag = ns + "v", ns + "is"
    dates, durations = styles.dates, styles.durations

    def number(raw: str, style: str | None) -> str:
        value = float(raw) if ("." in raw or "e" in raw or "E" in raw) else int(raw)
        if style is not None and int(style) in dates:
            try:
                return _show_date(from_excel(value, epoch, timedelta=int(style) in durations))
            except (OverflowError, ValueError):
                pass  # outside the calendar: the plain number says more than an error code
        return str(value)

    def text(cell: ET.Element) -> str:
        kind = cell.get("t", "n")
        if kind == "inlineStr":
            found = cell.find(inline_tag)
            return "" if found is None else rich_text(found, ns)
        raw = cell.findtext(value_tag)
        if not raw:
            return ""
        if kind == "n":
            return number(raw, cell.get("s"))
        if kind == "s":
            return strings[int(raw)]
        if kind == "b":
            return str(bool(int(raw)))
        if kind == "d":
            return _show_date(from_ISO8601(raw))
        return unescape(raw)  # "str" (a formula's text result) and "e" (#N/A, #DIV/0!...)

    return text


def iter_rows(stream, make_reader: Callable[[str], Callable]) -> Iterator[tuple[int, list[str]]]:
    """(row number, cell texts) for each <row> of a worksheet, detaching every finished element."""
    events = ET.iterparse(stream, events=("start", "end"))
    _, root = next(events)
    ns = namespace(root.tag)
    row_tag, text_of = ns + "row", make_reader(ns)
    depth, top, number = 1, root, 0
    for event, element in events:
        if event == "start":
            depth += 1
            if depth == 2:
                top = element  # sheetData, mergeCells...: their children are dropped once read
            continue
        depth -= 1  # now the level of the finished element's parent
        if depth == 2:
            if element.tag == row_tag:
                row = element.get("r")
                number = int(float(row)) if row else number + 1
                yield number, [text_of(cell) for cell in element]
            top.clear()
        elif depth == 1:
            root.clear()


def _join(texts: list[str]) -> str:
    return " | ".join(text for text in (value.strip() for value in texts) if text)


def _load_strings(archive: zipfile.ZipFile, part: str | None) -> SharedStrings:
    if part is None or part not in archive.NameToInfo:
        return SharedStrings()
    with archive.open(part) as stream:
        return SharedStrings.load(stream, archive.getinfo(part).file_size)


def xlsx_units(path: Path) -> Iterator[Unit]:
    """Rows with text, sheet by sheet in workbook order, labelled "Sheet1 row 12"."""
    with zipfile.ZipFile(path) as archive:
        workbook = read_workbook(archive)
        styles = read_styles(archive, workbook.styles_part)
        strings = _load_strings(archive, workbook.strings_part)
        try:
            number = 0
            for sheet in workbook.sheets:
                with archive.open(sheet.part) as stream:
                    rows = iter_rows(stream, lambda ns: cell_reader(ns, strings, styles, workbook.epoch))
                    for row_number, texts in rows:
                        text = _join(texts)
                        if text:
                            number += 1
                            yield Unit("row", number, f"{sheet.title} row {row_number}", text, section=sheet.title)
        finally:
            strings.close()

