"""All rules over one window of text: (kind, start, end) for every secret seen, values never kept.

Rules: our token shapes and detect-secrets' detectors; the same again over the
text with line breaks inside a token undone (a PDF or a terminal wraps a long
key); labels and their values; bearer tokens and passwords in connection
strings; encoded, bare and frameless keys (decoded.py).
"""
from __future__ import annotations

import bisect
import re
from typing import Iterator

from engine.secrets.catalogue import UNCHECKED, catalogue_matches
from engine.secrets.decoded import encoded_matches
from engine.secrets.judge import is_placeholder, looks_like_secret
from engine.secrets.labels import label_matches
from engine.secrets.rules import TOKENS

Match = tuple[str, int, int]
_TOKEN_RE = re.compile("|".join(f"(?P<t{i}>{pattern})" for i, (_, pattern) in enumerate(TOKENS)))
_BEARER = re.compile(r"(?<![A-Za-z0-9])Bearer\s+(?P<value>[A-Za-z0-9_\-.=+/]{20,})")
_CONNECTION = re.compile(r"(?<![A-Za-z0-9])[a-z][a-z0-9+.\-]{1,30}://[^\s:/@'\"]+:(?P<value>[^\s@/'\"]+)@[^\s/'\"]+",
                         re.IGNORECASE)
# A line break between two token characters, where a wrapped key continues on the next line.
_WRAP = re.compile(r"(?<=[A-Za-z0-9_\-+/=.])[ \t]*\r?\n[ \t]*(?=[A-Za-z0-9_\-+/=])")


def token_matches(window: str) -> Iterator[Match]:
    for match in _TOKEN_RE.finditer(window):
        yield TOKENS[int(match.lastgroup[1:])][0], match.start(), match.end()
    yield from catalogue_matches(window)


def _judged_matches(window: str) -> Iterator[Match]:
    for match in _BEARER.finditer(window):
        if looks_like_secret(match.group("value")):
            yield "bearer token", match.start(), match.end()
    for match in _CONNECTION.finditer(window):
        if not is_placeholder(match.group("value")):
            yield "connection string with a password", match.start(), match.end()


def _unwrapped_matches(window: str) -> Iterator[Match]:
    """Token shapes in the text with wrapped lines joined; positions mapped back to the window."""
    breaks = list(_WRAP.finditer(window))
    if not breaks:
        return
    joined_at, removed, pieces, last, total = [], [], [], 0, 0
    for found in breaks:
        pieces.append(window[last:found.start()])
        joined_at.append(found.start() - total)
        total += found.end() - found.start()
        removed.append(total)
        last = found.end()
    pieces.append(window[last:])

    def original(position: int) -> int:
        index = bisect.bisect_right(joined_at, position) - 1
        return position + (removed[index] if index >= 0 else 0)

    for kind, start, end in token_matches("".join(pieces)):
        if kind != UNCHECKED:  # reported once, from the plain window
            yield kind, original(start), original(end)


def plain_matches(window: str) -> Iterator[Match]:
    """Every rule except decoding: what a decoded run is scanned with."""
    yield from token_matches(window)
    yield from label_matches(window)
    yield from _judged_matches(window)


def all_matches(window: str) -> Iterator[Match]:
    yield from plain_matches(window)
    yield from _unwrapped_matches(window)
    yield from encoded_matches(window, plain_matches)
