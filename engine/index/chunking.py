"""Reader units -> index chunks of a few hundred words, each with where it came from.

A chunk's text is its units joined the way read_file's secret scanner joins
them (a newline between units, nothing between the parts of one long line),
and `continued` says when it goes straight on from the previous chunk (a cut
through one long unit): the chunks, joined the same way, are the file's text
as the scanner reads it (engine.index.withheld).
"""
from __future__ import annotations

from typing import Iterable, Iterator

from engine.index.store import Chunk
from engine.readers import Unit

CHUNK_CHARS = 1200
MAX_CHUNKS_PER_FILE = 2000  # ~2.4 MB of text: enough to find a file, bounded for a giant log


def _location(first: Unit, last: Unit) -> str:
    if first.label == last.label:
        return first.label
    if first.kind == "line" and last.kind == "line":
        return f"lines {first.number}-{last.number}"
    return f"{first.label} - {last.label}"


def _boundary(kind: str) -> bool:
    """Pages and slides are never mixed in one chunk, so a hit's location is one page or slide."""
    return kind in ("page", "slide")


def chunk_units(units: Iterable[Unit], size: int = CHUNK_CHARS, limit: int = MAX_CHUNKS_PER_FILE) -> Iterator[Chunk]:
    parts: list[str] = []
    length = 0
    first: Unit | None = None
    last: Unit | None = None
    continued = False  # the pending chunk goes straight on from the previous one
    ordinal = 0
    for unit in units:
        if first is not None and (length + len(unit.text) > size or _boundary(unit.kind) or unit.section != first.section):
            yield Chunk(ordinal, _location(first, last), "".join(parts), continued=continued)
            ordinal += 1
            if ordinal >= limit:
                return
            parts, length, first = [], 0, None
        text, joined = unit.text, unit.continued
        while len(text) > size:  # one huge unit (a page of dense text): cut it, same location
            yield Chunk(ordinal, unit.label, text[:size], continued=joined)
            ordinal += 1
            if ordinal >= limit:
                return
            text, joined = text[size:], True
        if first is None:
            first, continued = unit, joined
            parts.append(text)
        else:
            parts.append(("" if joined else "\n") + text)
        length += len(text) + 1
        last = unit
    if first is not None:
        yield Chunk(ordinal, _location(first, last), "".join(parts), continued=continued)
