"""Keep detected secrets out of the web cache (and so out of every tool result).

The credential scanner is engine/secrets.py (`scan_text(text) -> findings`),
shared with the file readers; it reports what and where, never the value, so
scrubbing works by lines: a line with a finding is replaced by a marker. If
the text still shows a finding afterwards (a secret spread over several
lines), nothing of it is kept. The scanner is imported on first use, so the
web layer loads without it; until it exists, text passes unchanged.
"""
from __future__ import annotations

import functools
import importlib
from typing import Callable

REMOVED_LINE = "[line removed: it looked like a password, key or token]"
WITHHELD_TEXT = "[text withheld: it contains what looks like a password, key or token]"


@functools.cache
def _scanner() -> Callable[[str], list] | None:
    try:
        module = importlib.import_module("engine.secrets")
    except ModuleNotFoundError as exc:
        if exc.name != "engine.secrets":
            raise  # a broken scanner must not silently turn into no scanner
        return None
    return module.scan_text


def scrub_secrets(text: str) -> str:
    """`text` with every line that holds a detected secret replaced by a marker."""
    scan = _scanner()
    if scan is None or not text or not scan(text):
        return text
    cleaned = "\n".join(REMOVED_LINE if scan(line) else line for line in text.split("\n"))
    return WITHHELD_TEXT if scan(cleaned) else cleaned
