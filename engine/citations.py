"""Citations of a grounded answer: which [n] markers the text may keep, and what each one points at.

A citation is what the UI links to (events.Cited): the passage's file, its location, the read_file range
that opens it there, and a quote the preview highlights.
"""
from __future__ import annotations

import re

from engine.key_lines import figures, money_figures, states

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


def recited(text: str, sources: list[str], question: str) -> str:
    """The answer with each [n] after a sentence stating amounts of money that source n (passage n's whole text) does
    not hold pointing at the source holding them all instead, the first when several do: Qwen 0.5B wrote prim's
    term-2 fee, "23,600 THB … [3]", from passage 1 and cited the bank's loan offer (uniformshop set, session 42). The
    source shown is the file the figures are in; a sentence whose figures no source holds keeps its [n]."""
    asked, at, pieces = set(figures(question)), 0, []
    for found in _MARKER.finditer(text):
        money = [figure for figure in money_figures(text[at:found.start()]) if figure not in asked]
        holds = [n for n, source in enumerate(sources, start=1) if money and all(states(source, f) for f in money)]
        if holds and not set(cited_numbers(found.group())) & set(holds):
            pieces.append(text[at:found.start()] + found.group().replace(found.group(1), str(holds[0])))
        else:
            pieces.append(text[at:found.end()])
        at = found.end()
    return "".join(pieces) + text[at:]
