"""OCR for scanned PDF pages: pdftoppm renders one page, tesseract reads Thai + English.

One page at a time, so memory holds one page image at most. Results are kept
in a small cache because read_file reads a file twice (scan, then sample) and
OCR is the slow part.
"""
from __future__ import annotations

import shutil
import subprocess
import threading
from collections import OrderedDict
from pathlib import Path

RENDER_DPI = 200
PAGE_TIMEOUT = 90.0
CACHE_PAGES = 64
MISSING_MESSAGE = (
    "This PDF has no text layer (it is probably a scan) and OCR is not installed, so its text cannot be read. "
    "Install tesseract-ocr, tesseract-ocr-tha and poppler-utils to read scanned documents."
)

_cache: OrderedDict[tuple, str] = OrderedDict()
_cache_lock = threading.Lock()


def ocr_available() -> bool:
    return shutil.which("tesseract") is not None and shutil.which("pdftoppm") is not None


def _cache_key(path: Path, page_number: int) -> tuple:
    stat = path.stat()
    return (str(path.resolve()), stat.st_size, stat.st_mtime_ns, page_number)


def ocr_page(path: Path, page_number: int) -> str:
    """The text of one 1-based page; "" when rendering or recognition fails."""
    key = _cache_key(path, page_number)
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    text = _recognize(path, page_number)
    with _cache_lock:
        _cache[key] = text
        while len(_cache) > CACHE_PAGES:
            _cache.popitem(last=False)
    return text


def _recognize(path: Path, page_number: int) -> str:
    page = str(page_number)
    try:
        image = subprocess.run(
            ["pdftoppm", "-f", page, "-l", page, "-r", str(RENDER_DPI), "-gray", "-png", str(path)],
            capture_output=True, timeout=PAGE_TIMEOUT, check=True,
        ).stdout
        result = subprocess.run(
            ["tesseract", "stdin", "stdout", "-l", "tha+eng"],
            input=image, capture_output=True, timeout=PAGE_TIMEOUT, check=True,
        )
    except (subprocess.SubprocessError, OSError):
        return ""
    return result.stdout.decode("utf-8", errors="replace").strip()
