"""The intent classifier: which tool (or none) a request needs, when no surface form says so.

A linear model over hashed character n-grams (Thai has no spaces, and typos keep most of their n-grams)
plus English words, and one feature per tool the previous turn used ("that page" after a page was read
means recall_web). scripts/train_router.py fits it on tests/data/routing_set.tsv and writes
router_weights.npz beside this file; nothing here learns at run time.
"""
from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from engine.routing.shapes import FILE_NAME, URL
from engine.routing.text import fold, normalize

WEIGHTS = Path(__file__).with_name("router_weights.npz")
ANSWER = "none"  # the label for "answer directly, no tool"
HASHED = 1 << 14
NGRAMS = (2, 3, 4)
# Fixed order: column HASHED + i is "the previous turn used CONTEXT_TOOLS[i]".
CONTEXT_TOOLS = (
    "rag_search", "read_file", "write_file", "list_workspect", "bash", "web_search", "browse_url", "recall_web",
)
_PATH = re.compile(r"(?:~|[a-z]:)?[/\\]?(?:[^\s/\\]+[/\\])+[^\s/\\]*")
_DIGITS = re.compile(r"\d+")


def _shown(text: str) -> str:
    """The text as the model sees it: folded, with URLs, paths, file names and numbers reduced to their kind."""
    text = URL.sub(" §u ", fold(normalize(text)))
    text = _PATH.sub(" §p ", text)
    text = FILE_NAME.sub(" §f ", text)
    return f" {' '.join(_DIGITS.sub('0', text).split())} "


def encode(text: str, recent: tuple[str, ...] = ()) -> tuple[np.ndarray, np.ndarray]:
    """(column ids, values) of one request: n-gram and word counts scaled to unit length, plus context."""
    shown = _shown(text)
    grams = [shown[i : i + n] for n in NGRAMS for i in range(len(shown) - n + 1)]
    grams += ["w:" + word for word in shown.split()]
    counts: dict[int, float] = {}
    for gram in grams:
        column = zlib.crc32(gram.encode("utf-8")) % HASHED
        counts[column] = counts.get(column, 0.0) + 1.0
    scale = 1.0 / np.sqrt(sum(c * c for c in counts.values()) or 1.0)
    for tool in set(recent):
        if tool in CONTEXT_TOOLS:
            counts[HASHED + CONTEXT_TOOLS.index(tool)] = 1.0 / scale  # not shrunk by the text's length
    ids = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
    return ids, np.fromiter(counts.values(), dtype=np.float32, count=len(counts)) * scale


@dataclass(frozen=True)
class Guess:
    label: str  # a tool name, or ANSWER
    probability: float


class IntentClassifier:
    def __init__(self, weights: np.ndarray, bias: np.ndarray, labels: tuple[str, ...], threshold: float):
        self.weights = weights.astype(np.float32)
        self.bias = bias.astype(np.float32)
        self.labels = labels
        self.threshold = threshold  # below it the model chooses, with these guesses first

    @classmethod
    def load(cls, path: Path = WEIGHTS) -> "IntentClassifier":
        with np.load(path) as saved:
            return cls(saved["weights"], saved["bias"], tuple(str(x) for x in saved["labels"]),
                       float(saved["threshold"]))

    def guesses(self, text: str, recent: tuple[str, ...], allowed: frozenset[str]) -> list[Guess]:
        """Labels in `allowed`, most likely first, probabilities renormalised over them."""
        ids, values = encode(text, recent)
        logits = values @ self.weights[ids] + self.bias
        keep = np.array([label in allowed for label in self.labels])
        if not keep.any():
            return []
        logits = np.where(keep, logits, -np.inf)
        odds = np.exp(logits - logits[keep].max())
        odds /= odds.sum()
        order = np.argsort(-odds, kind="stable")
        return [Guess(self.labels[i], float(odds[i])) for i in order if keep[i]]


@lru_cache(maxsize=1)
def default_classifier() -> IntentClassifier:
    return IntentClassifier.load()
