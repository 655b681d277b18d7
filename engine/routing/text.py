"""Text helpers every routing step shares: Unicode clean-up, index-preserving casefolding, English fences."""
from __future__ import annotations

import re
import unicodedata

from engine.routing.words import RECORD_KINDS, ZERO_WIDTH

_ZERO_WIDTH = re.compile(f"[{ZERO_WIDTH}]")
_CLOSERS = {")": "(", "]": "[", "}": "{"}


def normalize(text: str) -> str:
    """NFC, with the Thai and invisible characters that pasted text carries cleaned up."""
    text = unicodedata.normalize("NFC", text)
    # Thai sara am typed as nikhahit + sara aa, and zero-width spaces, are common in pasted Thai.
    text = text.replace("\u0e4d\u0e32", "\u0e33")
    return _ZERO_WIDTH.sub("", text).strip()


def fold(text: str) -> str:
    """Casefold character by character so every index still points at the same character."""
    return "".join(_fold_char(char) for char in text)


def _fold_char(char: str) -> str:
    for folded in (char.casefold(), char.lower()):
        if len(folded) == 1:
            return folded
    return char


def en(words: str) -> str:
    """English words fenced by ASCII letters: `\\b` does not separate "ใน" from "bash" in "ในbash"."""
    return rf"(?<![a-z0-9_])(?:{words})(?![a-z0-9_])"


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def trim_trailing(text: str) -> str:
    """Drop sentence punctuation after a path or URL; keep a closing bracket that has its opener."""
    while text:
        last = text[-1]
        if last in ".,;:!?'\"”’»" or (last in _CLOSERS and text.count(last) > text.count(_CLOSERS[last])):
            text = text[:-1]
        else:
            break
    return text


def strip_edges(text: str) -> str:
    return text.strip(" \t:,;-–—()[]<>\"'")


_RECORD_KINDS = tuple(re.compile(kind) for kind in RECORD_KINDS)
# A word before a kind's name that makes it a verb: "what did we quote them", "they'll email", "to bill".
DOING = re.compile(r"(?:\b(?:i|we|you|they|he|she|did|do|does|to|will|'ll|can|could|would|should|please)\s+)$")


def records_named(text: str) -> set[int]:
    """The kinds of record (routing/words.RECORD_KINDS) a request's words or a file's name say: a contract, a bill;
    not a kind's name used as a verb ("what total price did we quote", photostudio set)."""
    folded = re.sub(r"[_\-.]+", " ", text.casefold())
    return {n for n, kind in enumerate(_RECORD_KINDS)
            if any(not DOING.search(folded[:found.start()]) for found in kind.finditer(folded))}
