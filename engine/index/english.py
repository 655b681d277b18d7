"""English words for the stem leg: Latin-script words, stop words dropped, Snowball-stemmed.

The trigram leg matches "invoic" inside "invoices" but also "art" inside
"party", and a question's function words (the, was, which) add trigrams
found in every English chunk. The stem leg indexes whole words reduced to
their stem (meetings, meeting -> meet), so an English question is ranked by
its content words and their other forms, while 2-letter words (CV, HR, ID,
PO) are whole tokens rather than substrings of longer words.

The same function reduces the indexed text and the query, so both sides
always agree. Thai text is left to the trigram and Thai-word legs: only
Latin letters and digits reach this leg.
"""
from __future__ import annotations

import re
import threading
from functools import lru_cache
from pathlib import Path

import Stemmer

STOP_WORDS_FILE = Path(__file__).with_name("english_stop_words.txt")
# Latin letters (with accents) and digits; casefolded text only, so no capitals.
_WORD = re.compile(r"[0-9a-z\u00df-\u00f6\u00f8-\u024f]+")
_local = threading.local()  # a PyStemmer object is not safe to share between threads


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    lines = STOP_WORDS_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(w for line in lines if not line.startswith("#") for w in line.split())


def _stemmer() -> Stemmer.Stemmer:
    if not hasattr(_local, "stemmer"):
        _local.stemmer = Stemmer.Stemmer("english")
    return _local.stemmer


def stems(text: str) -> list[str]:
    """The stems of the Latin words of casefolded text, in order, stop words left out."""
    words = [w for w in _WORD.findall(text) if w not in stop_words()]
    return _stemmer().stemWords(words) if words else []


def stem_text(text: str) -> str:
    """What the stem leg indexes for a chunk or a file name."""
    return " ".join(stems(text.casefold()))


def english_share(words: list[str]) -> float:
    """How much of a query is English: its words with a stem over its words that are not stop words.
    A Thai question naming one year or one English word is mostly Thai, and the English legs count as much."""
    counted = [w for w in words if w not in stop_words()]
    return sum(1 for w in counted if stems(w)) / len(counted) if counted else 0.0
