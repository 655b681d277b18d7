"""All rules over one window of text: (kind, start, end) for every secret seen, values never kept.

Rules: our token shapes and detect-secrets' detectors; the same again over the
text with line breaks inside a token undone (a PDF or a terminal wraps a long
key); labels and their values; bearer tokens and passwords in connection
strings; encoded, bare and frameless keys (decoded.py).
"""
from __future__ import annotations

import re
from typing import Iterator

from engine.secrets.catalogue import UNCHECKED, catalogue_matches
from engine.secrets.decoded import encoded_matches
from engine.secrets.judge import is_placeholder, looks_like_secret
from engine.secrets.labels import label_matches
from engine.secrets.literal import may_match, required_literal
from engine.secrets.rules import TOKENS

Match = tuple[str, int, int]
# One regex per shape, each skipped on a window without its literal part ("hf_", "AIza", "PRIVATE").
_TOKEN_RES = tuple((kind, regex, required_literal(regex)) for kind, regex in
                   ((kind, re.compile(pattern)) for kind, pattern in TOKENS))
_BEARER = re.compile(r"(?<![A-Za-z0-9])Bearer\s+(?P<value>[A-Za-z0-9_\-.=+/]{20,})")
_CONNECTION = re.compile(r"(?<![A-Za-z0-9])[a-z][a-z0-9+.\-]{1,30}://[^\s:/@'\"]+:(?P<value>[^\s@/'\"]+)@[^\s/'\"]+",
                         re.IGNORECASE)
# A line that ends in a run of key characters with a digit, `_` or `-` in it (prose words have none), and a
# next line that starts with more: a long key wrapped by a PDF, a terminal or a narrow cell.
_WRAPPED = re.compile(r"(?<![A-Za-z0-9_\-+/=.])(?=[A-Za-z0-9+/=.]*[0-9_\-])[A-Za-z0-9_\-+/=.]{6,}"
                      r"(?P<break>[ \t]*\r?\n[ \t]*)[A-Za-z0-9_\-+/=]{4,}")


def token_matches(window: str) -> Iterator[Match]:
    for kind, pattern, literal in _TOKEN_RES:
        if may_match(literal, window):
            for match in pattern.finditer(window):
                yield kind, match.start(), match.end()
    yield from catalogue_matches(window)


def _judged_matches(window: str) -> Iterator[Match]:
    for match in _BEARER.finditer(window):
        if looks_like_secret(match.group("value")):
            yield "bearer token", match.start(), match.end()
    for match in _CONNECTION.finditer(window):
        if not is_placeholder(match.group("value")):
            yield "connection string with a password", match.start(), match.end()


def _unwrapped_matches(window: str) -> Iterator[Match]:
    """Token shapes in each wrapped run with its line break taken out; found where the run starts."""
    for wrapped in _WRAPPED.finditer(window):
        joined = window[wrapped.start():wrapped.start("break")] + window[wrapped.end("break"):wrapped.end()]
        for kind, _, _ in token_matches(joined):
            if kind != UNCHECKED:  # reported once, from the plain window
                yield kind, wrapped.start(), wrapped.end()


def plain_matches(window: str) -> Iterator[Match]:
    """Every rule except decoding: what a decoded run is scanned with."""
    yield from token_matches(window)
    yield from label_matches(window)
    yield from _judged_matches(window)


def all_matches(window: str) -> Iterator[Match]:
    yield from plain_matches(window)
    yield from _unwrapped_matches(window)
    yield from encoded_matches(window, plain_matches)
