"""How an answer is judged: contains a gold answer, is in the question's language, says it found nothing.

Normalisation for matching: Unicode NFC, Thai digits as Arabic digits, one apostrophe, no thousands commas, casefold, no
whitespace at all (Thai writes no spaces between words, and "พ.ศ. 2476" / "พ.ศ.2476" are the same answer).
A gold answer that starts or ends with a digit must not touch another digit ("12" is not found in "2512"); white
space between two digits keeps them apart ("520,000 and month 14" holds 14, a table row "4,200\n3 | …" holds 4,200).
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

NOT_FOUND_FILE = Path(__file__).with_name("data") / "not_found_phrases.txt"
# Thai digits as Arabic ones; a typographic apostrophe as the plain one ("didn’t find").
_FOLD = str.maketrans("๐๑๒๓๔๕๖๗๘๙\u2019", "0123456789'")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SPACE = re.compile(r"\s+")
_BETWEEN_DIGITS = re.compile(r"(?<=\d)\s+(?=\d)")
LANGUAGE_SHARE = 0.5  # a text is in a script's language when at least half its letters are in that script


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFC", text).translate(_FOLD)
    return _SPACE.sub("", _BETWEEN_DIGITS.sub("|", _THOUSANDS.sub("", text.casefold())))


def contains_gold(answer: str, golds: list[str]) -> bool:
    """Any gold answer, normalised, inside the normalised answer."""
    said = normalise(answer)
    for gold in golds:
        wanted = normalise(gold)
        if not wanted:
            continue
        before = r"(?<!\d)" if wanted[0].isdigit() else ""
        after = r"(?!\d)" if wanted[-1].isdigit() else ""
        if re.search(before + re.escape(wanted) + after, said):
            return True
    return False


def _is_thai(ch: str) -> bool:
    return "\u0e01" <= ch <= "\u0e4e"  # consonants, vowels and marks; not Thai digits or signs


def _is_letter(ch: str) -> bool:
    return _is_thai(ch) or unicodedata.category(ch).startswith("L")


def language(text: str) -> str | None:
    """"th", "en" (Latin letters), "other" (neither holds half the letters), or None (no letters at all)."""
    letters = [ch for ch in text if _is_letter(ch)]
    if not letters:
        return None
    thai = sum(_is_thai(ch) for ch in letters) / len(letters)
    latin = sum(ch.isascii() for ch in letters) / len(letters)
    if thai >= LANGUAGE_SHARE:
        return "th"
    return "en" if latin >= LANGUAGE_SHARE else "other"


def same_language(question: str, answer: str) -> bool:
    """The answer is in the question's language; an answer with no letters (a bare number) cannot be wrong."""
    said = language(answer)
    return said is None or said == language(question)


@lru_cache(maxsize=1)
def not_found_phrases() -> tuple[str, ...]:
    lines = NOT_FOUND_FILE.read_text(encoding="utf-8").splitlines()
    return tuple(normalise(line) for line in lines if line.strip() and not line.startswith("#"))


def says_not_found(answer: str) -> bool:
    said = normalise(answer)
    return any(phrase in said for phrase in not_found_phrases())
