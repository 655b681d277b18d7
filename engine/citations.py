"""Citations of a grounded answer: which [n] markers the text may keep, and what each one points at.

A citation is what the UI links to (events.Cited): the passage's file, its location, the read_file range
that opens it there, and a quote the preview highlights.
"""
from __future__ import annotations

import re

QUOTE_CHARS = 300
_MARKER = re.compile(r"[ \t]*\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]")
# Chunk locations read_file can open by number: "line 12", "lines 3-7", "page 2 (OCR)", "slide 4".
# A DOCX "paragraph n" counts paragraphs only, while read_file counts paragraphs and table rows together,
# so it gets no range (the quote still finds the passage).
_READ_RANGE = re.compile(r"(?:lines?|page|slide) ([\d,]+)(?:-([\d,]+))?")


def read_range(location: str) -> tuple[int | None, int | None]:
    """read_file's start_line and end_line for a chunk location, or (None, None) when it has none."""
    match = _READ_RANGE.match(location or "")
    if match is None:
        return None, None
    start = int(match.group(1).replace(",", ""))
    return start, int((match.group(2) or match.group(1)).replace(",", ""))


def citation(n: int, passage: dict) -> dict:
    start, end = read_range(passage["location"])
    return {"n": n, "path": passage["path"], "name": passage["name"], "location": passage["location"],
            "start": start, "end": end, "quote": passage["text"][:QUOTE_CHARS]}


def drop_invalid(text: str, count: int) -> str:
    """The answer with every [n] that names no passage (n outside 1..count) taken out."""

    def keep(match: re.Match) -> str:
        valid = [n for n in re.findall(r"\d+", match.group(1)) if 1 <= int(n) <= count]
        return f" [{', '.join(valid)}]" if valid else ""

    cleaned = _MARKER.sub(keep, text)
    return re.sub(r"^ (?=\[)", "", cleaned, flags=re.MULTILINE).strip()


def unmarked(text: str) -> str:
    """The text without its [n] markers: what the answer says, with no passage number read as a figure."""
    return _MARKER.sub("", text)


def cited_numbers(text: str) -> list[int]:
    """The passage numbers the text cites, each once, in ascending order."""
    return sorted({int(n) for marker in _MARKER.findall(text) for n in re.findall(r"\d+", marker)})


def _grams(text: str) -> set[str]:
    squeezed = re.sub(r"\s+", "", text.casefold())
    return {squeezed[i:i + 3] for i in range(len(squeezed) - 2)}


def closest(answer: str, passages: list[dict], question: str = "") -> int:
    """The number of the passage the answer drew from: the one sharing the most of its trigrams that are
    not the question's own (an answer repeats the question's words, which the other passages share too);
    the best-ranked one on a tie, so an answer found in no passage cites retrieval's best."""
    words = _grams(answer) - _grams(question)
    shared = [len(words & _grams(passage["text"])) for passage in passages]
    return shared.index(max(shared)) + 1
