"""Citations of a grounded answer: which [n] markers the text may keep, and what each one points at.

A citation is what the UI links to (events.Cited): the passage's file, its location, the read_file range
that opens it there, and a quote the preview highlights.
"""
from __future__ import annotations

import re

QUOTE_CHARS = 300
DRAWN = 0.5  # the share of an answer's own trigrams a passage holds when the answer repeats it (recited)
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


def shared(answer: str, passages: list[dict], question: str = "") -> list[int]:
    """For each passage, how many of the answer's trigrams it holds that are not the question's own (an
    answer repeats the question's words, which the other passages share too)."""
    words = _grams(unmarked(answer)) - _grams(question)
    return [len(words & _grams(passage["text"])) for passage in passages]


def closest(answer: str, passages: list[dict], question: str = "") -> int:
    """The number of the passage the answer drew from: the one sharing the most of its own trigrams (shared);
    the best-ranked one on a tie, so an answer found in no passage cites retrieval's best."""
    counts = shared(answer, passages, question)
    return counts.index(max(counts)) + 1


def recited(answer: str, passages: list[dict], question: str = "") -> str:
    """The answer citing the passage it drew from: its own [n] when some cited passage holds as much of its
    words as any, else its markers taken out and that passage cited. Qwen 0.5B wrote a passage's words and
    another passage's number (iapp: the right article shown as [1], the answer cited [2]); an answer in the
    other language than the passages shares nothing with any, and keeps its markers."""
    numbers = cited_numbers(answer)
    counts = shared(answer, passages, question)
    own = len(_grams(unmarked(answer)) - _grams(question))
    # Drawn from a passage: it holds at least DRAWN of the answer's own trigrams (same-language text shares a
    # few by chance: "the", "tio").
    if not numbers or max(counts) < DRAWN * own or max(counts[n - 1] for n in numbers) >= max(counts):
        return answer
    return f"{unmarked(answer).rstrip()} [{counts.index(max(counts)) + 1}]"
