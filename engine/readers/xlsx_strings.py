"""An XLSX shared-strings table that stays small however many strings the workbook has.

openpyxl keeps the table as a list of Python strings: some 60 bytes of
overhead per string, so a workbook with a million short strings costs tens of
MB before the first row is read. Here a table whose XML part is small lives in
one UTF-8 buffer plus an array of end offsets (8 bytes per string); a larger
one goes to a temporary SQLite file keyed by position, deleted on close.
"""
from __future__ import annotations

import re
import tempfile
import xml.etree.ElementTree as ET
from array import array
from pathlib import Path
from typing import IO, Iterator

from engine.readers.ooxml import namespace

# A part up to this size is held in memory: at most ~13 MB even for one-character strings.
IN_MEMORY_XML_BYTES = 8_000_000
_ESCAPE = re.compile(r"_x([0-9A-Fa-f]{4})_")


def unescape(text: str) -> str:
    """Excel writes characters XML cannot hold (a carriage return...) as _xHHHH_."""
    if "_x" not in text:
        return text
    return _ESCAPE.sub(lambda match: chr(int(match.group(1), 16)), text)


def rich_text(element: ET.Element, ns: str) -> str:
    """The text of an <si> or <is>: a plain <t> and/or runs <r><t>, never phonetic hints (<rPh>)."""
    t_tag, run_tag = ns + "t", ns + "r"
    parts = []
    for child in element:
        if child.tag == t_tag:
            parts.append(child.text or "")
        elif child.tag == run_tag:
            parts.append(child.findtext(t_tag) or "")
    return unescape("".join(parts))


def iter_strings(stream: IO[bytes]) -> Iterator[str]:
    """Each <si> of a sharedStrings part in order, parsed and dropped one at a time."""
    events = ET.iterparse(stream, events=("start", "end"))
    _, root = next(events)
    ns = namespace(root.tag)
    item_tag, depth = ns + "si", 1
    for event, element in events:
        if event == "start":
            depth += 1
            continue
        depth -= 1
        if depth == 1:
            if element.tag == item_tag:
                yield rich_text(element, ns)
            root.clear()  # detach the finished item: the tree never grows


class SharedStrings:
    """Position → text. Build with load(); close() deletes the on-disk table, if any."""

    def __init__(self) -> None:
        self._data = bytearray()
        self._ends = array("Q")
        self._folder: tempfile.TemporaryDirectory | None = None
        self._db = None

    @classmethod
    def load(cls, stream: IO[bytes], xml_bytes: int) -> "SharedStrings":
        table = cls()
        if xml_bytes <= IN_MEMORY_XML_BYTES:
            for text in iter_strings(stream):
                table._data += text.encode()
                table._ends.append(len(table._data))
        else:
            try:
                table._load_on_disk(stream)
            except BaseException:
                table.close()  # a damaged part leaves no temporary table behind
                raise
        return table

    def _load_on_disk(self, stream: IO[bytes]) -> None:
        import pysqlite3.dbapi2 as sqlite3

        self._folder = tempfile.TemporaryDirectory(prefix="klang-xlsx-")
        self._db = sqlite3.connect(str(Path(self._folder.name) / "strings.db"))
        self._db.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-4000;"
            "CREATE TABLE strings (position INTEGER PRIMARY KEY, text TEXT NOT NULL);"
        )
        with self._db:
            self._db.executemany("INSERT INTO strings VALUES (?, ?)", enumerate(iter_strings(stream)))

    def __getitem__(self, position: int) -> str:
        if self._db is not None:
            row = self._db.execute("SELECT text FROM strings WHERE position = ?", (position,)).fetchone()
            if row is None:
                raise IndexError(position)
            return row[0]
        if position < 0:
            raise IndexError(position)
        start = self._ends[position - 1] if position else 0
        return self._data[start : self._ends[position]].decode()

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
