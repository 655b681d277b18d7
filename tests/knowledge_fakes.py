"""A stand-in for the knowledge tests: an embedder with no model (conftest has the model and the index)."""
from __future__ import annotations

import hashlib
import re

import numpy as np

DIMENSIONS = 64


class FakeEmbedder:
    """Bag of words hashed into 64 dimensions: texts sharing words are close, as with a real model."""

    def __init__(self, name: str = "fake:bag-of-words"):
        self.name = name
        self.calls: list[list[str]] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls.append(list(texts))
        rows = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for row, text in zip(rows, texts):
            for word in re.findall(r"\w+", text.casefold()):
                row[int(hashlib.sha1(word.encode()).hexdigest(), 16) % DIMENSIONS] += 1.0
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        return rows / np.where(norms > 0, norms, 1.0)

    @property
    def embedded(self) -> int:
        return sum(len(call) for call in self.calls)
