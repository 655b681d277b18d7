"""read_document: any supported file → at most N characters, sampled across the whole file, secrets never shown.

Two streaming passes keep memory flat whatever the file size:
1. survey: count units and characters and run the secret scanner over every
   unit (of the requested range), keeping no text;
2. read only the chosen units: whole pages/slides (at most 8, spread first to
   last) or short passages of lines/rows spread across the file.
The choice is deterministic: the random jitter is seeded from path + size.
"""
from __future__ import annotations

import hashlib
import random
import re
import threading
from array import array
from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.config import Config
from engine.paths import Reach, resolve_readable
from engine.readers import ReaderError, ReaderLimits, iter_units, unit_kind
from engine.readers.common import open_binary
from engine.readers.ocr import MISSING_MESSAGE, ocr_available
from engine.readers.sampling import choose_pages, line_anchors, render_pages, render_passages
from engine.secrets import Finding, SecretScanner, describe_findings, scan_name

WHOLE_UNIT_KINDS = ("page", "slide")  # sampled as whole blocks, never cut into lines
_LABEL_RANGE = re.compile(r"\s+[-–]\s+")  # "paragraph 3 - paragraph 9", as the index writes a chunk's place
NOUNS = {"line": "lines", "page": "pages", "row": "rows", "paragraph": "paragraphs", "slide": "slides"}
MAX_PAGES = 8
HEADER_RESERVE = 200  # characters kept for the first line
SCAN_FAILED = "The secret scan of this file failed, so nothing from it is shown."


class SecretFound(ReaderError):
    """The file holds credential-shaped text; the message names kinds and places only."""

    def __init__(self, findings: list[Finding], total: int):
        self.findings = findings
        super().__init__(
            f"Refused: this file contains what look like secrets, so none of it is shown: "
            f"{describe_findings(findings, total)}. The values are not shown. "
            "Ask the user to remove them, or answer without this file."
        )


@dataclass(frozen=True)
class ReadResult:
    path: Path
    text: str  # the header line, then the content; at most config.read_max_chars
    header: str  # "sampled 8 of 412 pages", "lines 100–180 of 9,204", ...
    kind: str  # the unit kind: line, page, row, paragraph, slide
    total: int  # lines / pages / rows ... in the whole file
    sampled: bool
    # What `header` says, as figures, so the web page can word it in its own language.
    first: int = 0  # the first and last line (page, row ...) number of the range read
    last: int = 0
    ranged: bool = False  # a range was asked for
    partial: bool = False  # ...and it leaves part of the file out
    shown: int = 0  # passages or pages shown of a sampled range
    chars: int = 0  # characters in the range read


@dataclass
class Survey:
    """What pass 1 learned; counts and positions only, never text."""

    units: int = 0  # units in the whole file
    last_number: int = 0  # the highest line/page/row number in the file
    first: int = -1  # position of the first unit in the range
    last: int = -1
    chars: int = 0  # characters in the range (with one separator per unit)
    text_chars: int = 0  # characters of the range that are not blank
    first_number: int = 0
    last_number_in_range: int = 0
    non_empty: array = field(default_factory=lambda: array("I"))  # positions, kept for page kinds only


def _seed(path: Path, size: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{path}|{size}".encode()).digest()[:8], "big")


def _limits(config: Config, cancel: threading.Event | None) -> ReaderLimits:
    return ReaderLimits(line_chunk_chars=config.read_line_chunk, max_unpacked_bytes=config.read_max_unpacked,
                        cancel=cancel)


def units_at(path: str | Path, config: Config, location: str, reach: Reach | None = None,
             cancel: threading.Event | None = None) -> tuple[int, int] | None:
    """read_file's start_line and end_line for a search hit's location named by its units' labels
    ("paragraph 3 - table 1 row 2", "Sheet1 row 2 - Sheet1 row 30"), or None when the file has no such
    units (any more). DOCX and XLSX labels count paragraphs, tables and sheet rows apart, while read_file
    numbers every unit in order, so the numbers in a label are not read_file's."""
    labels = _LABEL_RANGE.split(location.strip(), maxsplit=1)
    first_label, last_label, first = labels[0], labels[-1], None
    for unit in iter_units(resolve_readable(path, config, reach), _limits(config, cancel)):
        if first is None and unit.label == first_label:
            first = unit.number
        if first is not None and unit.label == last_label:
            return first, unit.number
    return None


def _survey(path: Path, limits: ReaderLimits, kind: str, start: int, end: int | None) -> Survey:
    survey, scanner = Survey(), SecretScanner()
    for position, unit in enumerate(iter_units(path, limits)):
        survey.units, survey.last_number = position + 1, max(survey.last_number, unit.number)
        if unit.number < start or (end is not None and unit.number > end):
            continue
        if survey.first < 0:
            survey.first, survey.first_number = position, unit.number
        survey.last, survey.last_number_in_range = position, unit.number
        survey.chars += len(unit.text) + 1
        if unit.text.strip():
            survey.text_chars += len(unit.text)
        if kind in WHOLE_UNIT_KINDS and unit.text.strip():
            survey.non_empty.append(position)
        try:
            scanner.feed(unit.text, unit.label, unit.continued)
        except Exception:  # fail closed: an unscanned file is never shown
            raise ReaderError(SCAN_FAILED) from None
    try:
        findings = scanner.finish()
    except Exception:  # fail closed, as above
        raise ReaderError(SCAN_FAILED) from None
    if findings:
        raise SecretFound(findings, scanner.total_findings)
    return survey


def _refuse_a_secret_name(path: Path) -> None:
    """The header shows the file's name, so a secret in the name is refused like one inside."""
    try:
        named = scan_name(path.name)
    except Exception:  # fail closed, as the content scan does
        raise ReaderError(SCAN_FAILED) from None
    if named:
        raise SecretFound(named, len(named))


def _check_range(start_line: int | None, end_line: int | None) -> tuple[int, int | None]:
    start = 1 if start_line is None else start_line
    if start < 1 or (end_line is not None and end_line < start):
        raise ReaderError("start_line must be 1 or more and end_line must not be before it.")
    return start, end_line


def _empty_message(path: Path, survey: Survey, kind: str, start: int) -> str:
    noun = NOUNS.get(kind, "units")
    if survey.units and start > 1:
        return f"The file has only {survey.last_number:,} {noun}; try again with start_line of at most that."
    if kind == "page" and not ocr_available():
        return MISSING_MESSAGE
    return f"{path.name} has no text to show (it is empty, or a scan that OCR could not read)."


def read_document(
    path: str | Path, config: Config, start_line: int | None = None, end_line: int | None = None,
    reach: Reach | None = None, cancel: threading.Event | None = None,
) -> ReadResult:
    """Read a file the way read_file does; PathRefused or ReaderError (with a user message) on failure.

    reach: the folders this caller may read (default: the owner's); cancel: once set, the read ends
    with ReadStopped at the next unit.
    """
    resolved = resolve_readable(path, config, reach)
    _refuse_a_secret_name(resolved)
    start, end = _check_range(start_line, end_line)
    limits, kind = _limits(config, cancel), unit_kind(resolved)
    if resolved.exists() and not resolved.is_file() and not resolved.is_dir():
        # Opening a named pipe waits for a writer that may never come; a device never ends.
        raise ReaderError(f"{resolved} is a pipe or a device, not a document.")
    open_binary(resolved).close()  # missing, a folder, no permission: the reader's clear message, before stat
    before = _fingerprint(resolved)
    survey = _survey(resolved, limits, kind, start, end)
    if survey.first < 0 or not survey.text_chars:
        raise ReaderError(_empty_message(resolved, survey, kind, start))
    rng = random.Random(_seed(resolved, before[0]))
    budget = config.read_max_chars - HEADER_RESERVE
    sampled = survey.chars > budget
    if kind in WHOLE_UNIT_KINDS:
        chosen = choose_pages(survey.non_empty, survey.chars, budget, MAX_PAGES, rng)
        sampled = len(chosen) < len(survey.non_empty) or sampled
        body, shown = render_pages(iter_units(resolved, limits, select=set(chosen)), len(chosen), budget)
    else:
        anchors = line_anchors(survey.first, survey.last, survey.chars, budget, rng)
        body, shown = render_passages(iter_units(resolved, limits), anchors, survey.last, budget, sampled)
    if _fingerprint(resolved) != before:
        raise ReaderError("The file changed while it was being read; nothing is shown. Try again.")
    result = ReadResult(resolved, "", "", kind, survey.last_number, sampled, first=survey.first_number,
                        last=survey.last_number_in_range, ranged=start > 1 or end is not None,
                        partial=not (start == 1 and (end is None or end >= survey.last_number)),
                        shown=shown if sampled else 0, chars=survey.chars)
    header = _header(result)
    return replace(result, text=f"{header}\n{body}"[: config.read_max_chars], header=header)


def _fingerprint(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_size, stat.st_mtime_ns


def _header(result: ReadResult) -> str:
    """The first line: what was returned, in words ("sampled 8 of 412 pages", "lines 100–180 of 9,204")."""
    noun, total = NOUNS.get(result.kind, "units"), f"{result.total:,}"
    scope = f"{noun} {result.first:,}–{result.last:,} of {total}" if result.partial else f"{total} {noun}"
    name = result.path.name
    if not result.sampled:
        return f"{name}: {scope}" if result.ranged else f"{name}: the whole file, {scope}"
    return f"{name}: sampled {result.shown:,} of {scope} ({result.chars:,} characters), spread from first to last"
