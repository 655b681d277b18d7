"""PDF: one unit per page, decoded only when wanted; scanned pages go through OCR.

pypdf gets an open file rather than a path, because given a path it reads the
whole file into memory first.
"""
from __future__ import annotations

import warnings
from pathlib import Path
from typing import Callable, Collection, Iterator, TypeVar

from engine.readers import ReaderError, ReaderLimits, Unit, check_cancel
from engine.readers.common import last_wanted, open_binary
from engine.readers.ocr import ocr_available, ocr_page

T = TypeVar("T")
DAMAGED = "This PDF is damaged and cannot be read."


def spread(count: int, most: int) -> list[int]:
    """At most `most` positions out of range(count), evenly spread, first and last included."""
    if count <= most:
        return list(range(count))
    if most == 1:
        return [0]
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def _quietly(action: Callable[[], T]) -> T:
    """Run a pypdf call: its warnings about sloppy files are not our errors, damage is a ReaderError."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return action()
    except ReaderError:
        raise
    except Exception:  # pypdf raises many types on a damaged file; all mean the same to the user
        raise ReaderError(DAMAGED) from None


def _open_reader(handle):
    from pypdf import PdfReader

    reader = _quietly(lambda: PdfReader(handle))
    if _quietly(lambda: reader.is_encrypted):
        try:
            # An empty user password only restricts printing/copying; such PDFs open for reading.
            opened = _quietly(lambda: reader.decrypt(""))
        except ReaderError:
            opened = 0
        if not opened:
            raise ReaderError("This PDF is password-protected (encrypted), so Klang cannot read it.")
    return reader


def iter_units(path: Path, limits: ReaderLimits, select: Collection[int] | None) -> Iterator[Unit]:
    stop_after = last_wanted(select)
    with open_binary(path) as handle:
        reader = _open_reader(handle)
        count = _quietly(lambda: len(reader.pages))
        # Which pages may be OCR'd depends only on the page count, so both passes of a read agree.
        ocr_pages = set(spread(count, limits.ocr_max_pages)) if limits.ocr and ocr_available() else set()
        for index in range(count):
            check_cancel(limits)
            if stop_after is not None and index > stop_after:
                return
            if select is not None and index not in select:
                continue
            text = _quietly(lambda: reader.pages[index].extract_text() or "").strip()
            label = f"page {index + 1}"
            if not text and index in ocr_pages:
                text, label = ocr_page(path, index + 1), f"page {index + 1} (OCR)"
            yield Unit("page", index + 1, label, text)
