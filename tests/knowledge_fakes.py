"""Small stand-ins for the knowledge tests: an embedder with no model, a scripted model queue, an index."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

import numpy as np

from engine.backends.scripted import ScriptedBackend
from engine.index import open_index
from engine.model_queue import ModelQueue

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


def scripted_queue(*replies, token_delay: float = 0.0) -> tuple[ModelQueue, ScriptedBackend]:
    backend = ScriptedBackend(replies, token_delay=token_delay, echo_when_empty=False)
    queue = ModelQueue(backend)
    queue.wait_ready(5)
    return queue, backend


def build_index(config, tmp_path: Path, files: dict[str, str]):
    root = tmp_path / "Documents"
    root.mkdir(exist_ok=True)
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    index = open_index(config.replace(roots=(root.resolve(),)), project_dir=tmp_path / "project")
    index.indexer.run()
    return index, root.resolve()
