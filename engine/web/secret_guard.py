"""Keep detected secrets out of the web cache (and so out of every tool result).

The credential scanner is engine/secrets.py, shared with the file readers; it
reports what and where, never the value, so scrubbing works by lines: a line
with a finding is replaced by a marker. If the text still shows a finding
afterwards (a secret spread over several lines), nothing of it is kept.
"""
from __future__ import annotations

import re

from engine.secrets import scan_text

REMOVED_LINE = "[line removed: it looked like a password, key or token]"
WITHHELD_TEXT = "[text withheld: it contains what looks like a password, key or token]"


# A private key spans lines: its whole block goes, up to its END line (or the end of the text).
_KEY_BLOCK = re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----.*?(-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\Z)",
                        re.DOTALL)


def scrub_secrets(text: str) -> str:
    """`text` with every line that holds a detected secret replaced by a marker."""
    if not text or not scan_text(text):
        return text
    text = _KEY_BLOCK.sub(REMOVED_LINE, text)
    cleaned = "\n".join(REMOVED_LINE if scan_text(line) else line for line in text.split("\n"))
    return WITHHELD_TEXT if scan_text(cleaned) else cleaned
