"""The literal text a regex cannot match without ("AKC", "SG.", "-----BEGIN"), so a window lacking it is skipped.

Most secret shapes start with a fixed prefix. Python's regex engine skips ahead
on a prefix only when the pattern starts with it; a leading boundary check or
alternation makes it try every position. `literal in window` is a C-speed
test that spares the whole regex on the (usual) window without the literal.
"""
from __future__ import annotations

import re

try:  # the regex parser is private API: without it every regex simply runs, as it would anyway
    from re import _constants, _parser
except ImportError:  # pragma: no cover - a Python without re._parser
    _parser = None

MIN_LITERAL = 2


def required_literal(regex: re.Pattern) -> str | None:
    """The longest run of plain characters at the top level of `regex`, or None (case-blind or unknown)."""
    if _parser is None or regex.flags & re.IGNORECASE:
        return None
    try:
        items = list(_parser.parse(regex.pattern, regex.flags))
    except Exception:  # any surprise in a private parser: no shortcut
        return None
    best, run = "", ""
    for op, argument in items:
        if op is _constants.LITERAL:
            run += chr(argument)
        else:
            best, run = max(best, run, key=len), ""
    best = max(best, run, key=len)
    return best if len(best) >= MIN_LITERAL else None


def may_match(literal: str | None, window: str) -> bool:
    return literal is None or literal in window
