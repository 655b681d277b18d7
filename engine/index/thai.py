"""Thai word segmentation for the word-level index leg.

The trigram index cannot match a 2-character word such as ไป or ดี, and Thai
has no spaces between words. So text is also split into words and indexed
with the unicode61 tokenizer; then a query for ไป matches the word ไป.

nlpo3 (newmm in Rust) with PyThaiNLP's word list was measured at ~9 MB/s
against ~0.8 MB/s for PyThaiNLP's own newmm on the iapp contexts, so it is
the one used for indexing and querying alike (the two must split the same way).
"""
from __future__ import annotations

import re
import threading
from functools import lru_cache
from pathlib import Path

import nlpo3
import pythainlp.corpus

_DICT_NAME = "klang-th"
_loaded = False
_lock = threading.Lock()
THAI_RUN = re.compile(r"[\u0e00-\u0e7f]+")


def _ensure_dictionary() -> None:
    global _loaded
    with _lock:
        if not _loaded:
            message, ok = nlpo3.load_dict(str(_words_file()), _DICT_NAME)
            if not ok and "exist" not in message:
                raise RuntimeError(f"cannot load the Thai dictionary: {message}")
            _loaded = True


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    return frozenset((_words_file()).read_text(encoding="utf-8").split())


def _words_file() -> Path:
    return Path(pythainlp.corpus.__file__).parent / "words_th.txt"


def is_word(text: str) -> bool:
    """True for a dictionary word; False for a piece the segmenter cut out of an unknown word."""
    return text in _dictionary()


def has_thai(text: str) -> bool:
    return THAI_RUN.search(text) is not None


def thai_words(text: str) -> list[str]:
    """The words of one Thai run, in order (whitespace and punctuation dropped)."""
    _ensure_dictionary()
    return [w for w in nlpo3.segment(text, _DICT_NAME, True) if w.strip()]


def split_words(text: str) -> str:
    """Text with every Thai run broken into space-separated words; other text untouched."""
    if not has_thai(text):
        return text
    return THAI_RUN.sub(lambda m: " " + " ".join(thai_words(m.group())) + " ", text)
