"""Document readers: stream any supported file as small units, never the whole file.

The stable API (read_file and the file index both build on it):

    supported(path) -> bool
    iter_units(path, limits=None, select=None) -> Iterator[Unit]
    ReaderError: raised with a message written for the user

A unit is one line of text, one PDF page, one spreadsheet row, one DOCX
paragraph or table row, or one slide. Readers yield units one at a time so a
caller that drops each unit after use keeps memory flat whatever the size.
"""
from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Collection, Iterator

TEXT_SUFFIXES = frozenset(
    ".txt .text .md .markdown .rst .csv .tsv .log .json .jsonl .yaml .yml .toml .ini .cfg .conf .xml "
    ".html .htm .css .scss .js .mjs .ts .tsx .jsx .py .pyi .ipynb .java .kt .c .h .cc .cpp .hpp .cs .go "
    ".rs .rb .php .pl .lua .r .m .swift .scala .sh .bash .zsh .fish .ps1 .bat .sql .tex .srt .vtt "
    ".properties .gradle .dockerfile .makefile .mk .cmake .proto .graphql .vue .svelte .dart .ex .exs".split()
)
TEXT_NAMES = frozenset({"makefile", "dockerfile", "readme", "license", "changelog", "procfile", "gemfile"})

# suffix -> (module in this package, kind of unit it yields)
_READERS = {
    ".pdf": ("pdf", "page"),
    ".docx": ("office", "paragraph"),
    ".xlsx": ("office", "row"),
    ".xlsm": ("office", "row"),
    ".pptx": ("office", "slide"),
}


@dataclass(frozen=True)
class Unit:
    kind: str  # "line" | "page" | "row" | "paragraph" | "slide"
    number: int  # line number for lines; 1-based position in the document otherwise
    label: str  # what a person calls it: "line 12", "page 3", "Sheet1 row 12", "slide 4"
    text: str
    continued: bool = False  # True: this unit goes on the previous one's text (a very long line cut in parts)
    section: str = ""  # the sheet name for rows; "" when the document has no sections


@dataclass(frozen=True)
class ReaderLimits:
    """Bounds that keep one read cheap; read_file builds them from Config."""

    line_chunk_chars: int = 65_536  # a longer line is yielded in parts of this size
    max_unpacked_bytes: int = 1_000_000_000  # an Office file unpacking to more is refused (zip bomb)
    max_xml_part_bytes: int = 64_000_000  # PPTX slides are parsed whole, so parts are capped lower (DOCX too)
    ocr: bool = True  # OCR pages of a scanned PDF with tesseract
    ocr_max_pages: int = 30
    cancel: threading.Event | None = field(default=None, compare=False)  # set: Stop, or the caller's time is up


DEFAULT_LIMITS = ReaderLimits()


class ReaderError(Exception):
    """The file cannot be read; str(error) is a message for the user."""


class ReadStopped(ReaderError):
    """The read was stopped (Stop, a timeout) before it finished."""


def check_cancel(limits: ReaderLimits) -> None:
    """Called by each reader once per unit it goes through (yielded or skipped), so a stopped read ends
    within one unit instead of running on in a thread nobody waits for."""
    if limits.cancel is not None and limits.cancel.is_set():
        raise ReadStopped("The read was stopped before it finished, so nothing from this file is shown.")


def unit_kind(path: Path) -> str:
    """The kind of unit iter_units yields for this file."""
    return _READERS.get(Path(path).suffix.lower(), (None, "line"))[1]


def supported(path: Path) -> bool:
    """True when a reader exists for this file's type (by name; content is checked when read)."""
    path = Path(path)
    suffix = path.suffix.lower()
    return suffix in _READERS or suffix in TEXT_SUFFIXES or (not suffix and path.name.lower() in TEXT_NAMES)


def iter_units(
    path: Path, limits: ReaderLimits | None = None, select: Collection[int] | None = None
) -> Iterator[Unit]:
    """Yield the file's units in order.

    select: 0-based positions in the unit stream to yield (others are skipped,
    and readers that can seek, like PDF, never decode them); None yields all.
    Raises ReaderError for a file that cannot be read (missing, a folder,
    binary, encrypted, corrupt, a zip bomb...).
    """
    path = Path(path)
    limits = limits or DEFAULT_LIMITS
    module_name, _ = _READERS.get(path.suffix.lower(), ("text", "line"))
    module = importlib.import_module(f"engine.readers.{module_name}")
    yield from module.iter_units(path, limits, select)
