"""The intent classifier: which tool (or none) a request needs, when no surface form says so.

A linear softmax model over the features of features.py: hashed character n-grams, words and word pairs,
and one feature per tool the previous turn used ("that page" after a page was read means recall_web).
scripts/train_router.py fits it on tests/data/routing_set.tsv and writes router_weights.npz beside this
file; nothing here learns at run time.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from engine.routing.features import encode

WEIGHTS = Path(__file__).with_name("router_weights.npz")
ANSWER = "none"  # the label for "answer directly, no tool"


@dataclass(frozen=True)
class Guess:
    label: str  # a tool name, or ANSWER
    probability: float


class IntentClassifier:
    def __init__(self, weights: np.ndarray, bias: np.ndarray, labels: tuple[str, ...], threshold: float,
                 word_weight: float):
        self.weights = weights.astype(np.float32)
        self.bias = bias.astype(np.float32)
        self.labels = labels
        self.threshold = threshold  # below it the model chooses, with these guesses first
        self.word_weight = word_weight  # the features must be scaled as they were in training

    @classmethod
    def load(cls, path: Path = WEIGHTS) -> "IntentClassifier":
        with np.load(path) as saved:
            return cls(saved["weights"], saved["bias"], tuple(str(x) for x in saved["labels"]),
                       float(saved["threshold"]), float(saved["word_weight"]))

    def guesses(self, text: str, recent: tuple[str, ...], allowed: frozenset[str]) -> list[Guess]:
        """Labels in `allowed`, most likely first, probabilities renormalised over them."""
        ids, values = encode(text, recent, self.word_weight)
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
