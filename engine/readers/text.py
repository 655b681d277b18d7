"""Plain text, Markdown and code: detect the encoding, then stream line by line.

Thai files come as UTF-8 (with or without BOM), UTF-16 or TIS-620/cp874; the
encoding is decided from the first bytes and a wrong guess is never
"repaired" by dropping characters. A line longer than the chunk limit (a
minified file, a 1 GB log with no line breaks) is yielded in parts so no
single unit can blow up memory.
"""
from __future__ import annotations

import codecs
import io
from pathlib import Path
from typing import Collection, Iterator

from engine.readers import ReaderError, ReaderLimits, Unit, check_cancel
from engine.readers.common import last_wanted, open_binary

SNIFF_BYTES = 65_536
# Control bytes that do appear in real text files.
_TEXT_CONTROLS = frozenset(b"\t\n\r\f\b\x1b\x0b")


def _looks_utf16(head: bytes) -> str | None:
    """UTF-16 without a BOM: ASCII and Thai leave a high byte of 0x00 or 0x0E in every pair."""
    sample = head[: len(head) // 2 * 2]
    if len(sample) < 4:
        return None
    for parity, name in ((1, "utf-16-le"), (0, "utf-16-be")):
        high = sample[parity::2]
        if high.count(0) + high.count(0x0E) >= 0.9 * len(high) and high.count(0) > 0:
            return name
    return None


def _is_binary(head: bytes) -> bool:
    if b"\x00" in head:
        return True
    controls = sum(1 for byte in head if byte < 0x20 and byte not in _TEXT_CONTROLS)
    return controls > max(2, len(head) // 100)


def _decodes_as_utf8(head: bytes) -> bool:
    try:
        # final=False: the sniffed block may end in the middle of a character.
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        return True
    except UnicodeDecodeError:
        return False


def detect_encoding(head: bytes) -> str:
    """The codec for a file starting with these bytes; ReaderError for binary data."""
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    utf16 = _looks_utf16(head)
    if utf16:
        return utf16
    if _is_binary(head):
        raise ReaderError("This looks like a binary file, not text: there is nothing readable to show.")
    if _decodes_as_utf8(head):
        return "utf-8"
    thai_bytes = sum(1 for byte in head if 0xA1 <= byte <= 0xFB)
    high_bytes = sum(1 for byte in head if byte >= 0x80)
    if high_bytes and thai_bytes >= 0.9 * high_bytes:
        return "cp874"  # TIS-620 plus Windows extras
    raise ReaderError("This file is not UTF-8, UTF-16 or Thai TIS-620 text, so it cannot be shown without garbling it.")


def iter_units(path: Path, limits: ReaderLimits, select: Collection[int] | None) -> Iterator[Unit]:
    stop_after = last_wanted(select)
    with open_binary(path) as raw:
        encoding = detect_encoding(raw.read(SNIFF_BYTES))
        raw.seek(0)
        # errors="replace" only matters past the sniffed head; it marks bad bytes instead of failing the whole read.
        stream = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline=None)
        yield from _lines(stream, limits, select, stop_after)


def _lines(stream: io.TextIOWrapper, limits: ReaderLimits, select, stop_after) -> Iterator[Unit]:
    position, line_number, offset = 0, 1, 0
    while stop_after is None or position <= stop_after:
        check_cancel(limits)
        try:
            piece = stream.readline(limits.line_chunk_chars)
        except UnicodeError as exc:
            raise ReaderError(f"The text cannot be decoded: {exc.reason}.") from None
        if not piece:
            return
        ends_line = piece.endswith("\n")
        if select is None or position in select:
            label = f"line {line_number:,}" if offset == 0 else f"line {line_number:,} from character {offset + 1:,}"
            yield Unit("line", line_number, label, piece.rstrip("\n"), continued=offset > 0)
        position += 1
        if ends_line:
            line_number, offset = line_number + 1, 0
        else:
            offset += len(piece)
