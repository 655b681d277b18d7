"""What the intent classifier sees of a request: hashed character n-grams, words, and the previous turn's tools.

Character 1-4-grams carry Thai (no spaces) and typos (a swapped letter keeps most n-grams). Words and word
pairs (Thai split by nlpo3, the index's segmenter) carry what n-grams blur: "my notes" versus "notes". Each
group is scaled to unit length so a long message does not drown the short ones' words. Hashing is done
on all n-grams at once with numpy: a Python loop per n-gram cost more than the rest of routing together.
"""
from __future__ import annotations

import re
import zlib

import numpy as np

from engine.index.thai import thai_words
from engine.routing.shapes import FILE_NAME, URL
from engine.routing.text import fold, normalize

HASHED = 1 << 14
NGRAMS = (1, 2, 3, 4)
# Fixed order: column HASHED + i is "the previous turn used CONTEXT_TOOLS[i]".
CONTEXT_TOOLS = (
    "rag_search", "read_file", "write_file", "list_workspect", "bash", "web_search", "browse_url", "recall_web",
)
COLUMNS = HASHED + len(CONTEXT_TOOLS)
_PATH = re.compile(r"(?:~|[a-z]:)?[/\\]?(?:[^\s/\\]+[/\\])+[^\s/\\]*")
_DIGITS = re.compile(r"\d+")
_PRIME = np.uint64(1_000_003)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_SHIFT = np.uint64(29)


def shown(text: str) -> str:
    """The text as the classifier sees it: folded, with URLs, paths, file names and numbers reduced to their kind."""
    text = URL.sub(" §u ", fold(normalize(text)))
    text = _PATH.sub(" §p ", text)
    text = FILE_NAME.sub(" §f ", text)
    return f" {' '.join(_DIGITS.sub('0', text).split())} "


def _gram_columns(text: str) -> np.ndarray:
    """The hashed column of every character n-gram of `text`, all lengths at once (uint64 arithmetic wraps)."""
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    rolling, columns = codes, []
    for n in NGRAMS:
        if n > 1:  # rolling[i] becomes the hash of text[i : i + n]
            rolling = rolling[:-1] * _PRIME + codes[n - 1:]
        mixed = (rolling + np.uint64(n)) * _MIX
        columns.append(mixed ^ (mixed >> _SHIFT))
    return (np.concatenate(columns) % np.uint64(HASHED)).astype(np.int64)


def _word_columns(text: str) -> np.ndarray:
    words = thai_words(text)
    keys = ["w:" + word for word in words] + [f"b:{a} {b}" for a, b in zip(words, words[1:])]
    return np.array([zlib.crc32(key.encode("utf-8")) % HASHED for key in keys], dtype=np.int64)


def _unit(columns: np.ndarray, weight: float) -> tuple[np.ndarray, np.ndarray]:
    ids, counts = np.unique(columns, return_counts=True)
    values = counts.astype(np.float32)
    return ids, values * (weight / max(float(np.sqrt(values @ values)), 1.0))


def encode(text: str, recent: tuple[str, ...], word_weight: float) -> tuple[np.ndarray, np.ndarray]:
    """(column ids, values) of one request; a column may repeat (the weights add up). `word_weight` is the
    word group's length beside the n-gram group's, chosen by scripts/train_router.py and saved with the weights."""
    seen = shown(text)
    gram_ids, gram_values = _unit(_gram_columns(seen), 1.0)
    word_ids, word_values = _unit(_word_columns(seen), word_weight)
    context = sorted({HASHED + CONTEXT_TOOLS.index(tool) for tool in recent if tool in CONTEXT_TOOLS})
    ids = np.concatenate([gram_ids, word_ids, np.array(context, dtype=np.int64)])
    values = np.concatenate([gram_values, word_values, np.ones(len(context), dtype=np.float32)])
    return ids, values
