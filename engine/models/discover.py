"""GGUF files the user already has, found where the common model managers keep them.

The walk is bounded (files, depth, seconds) and never follows a link out of
the folder it walks, except the links Ollama and the Hugging Face cache make
to their own blob stores. Nothing is loaded: the picker reads each header.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from engine.models.gguf import MAGIC

MAX_FILES = 200  # a model list longer than this is not one an owner reads
MAX_DEPTH = 6
MAX_SECONDS = 3.0
MAX_MANIFEST_BYTES = 1_000_000
OLLAMA_MODEL_LAYER = "application/vnd.ollama.image.model"
OLLAMA_DEFAULT_REGISTRY = ("registry.ollama.ai", "library")

# (shown source, folder under home) walked for *.gguf; Ollama and Hugging Face have their own layouts.
FOLDERS = (
    ("LM Studio", ".lmstudio/models"),
    ("LM Studio", ".cache/lm-studio/models"),
    ("GPT4All", ".local/share/nomic.ai/GPT4All"),
    ("~/models", "models"),
)


@dataclass(frozen=True)
class FoundModel:
    name: str  # Ollama's name:tag, else the file name
    source: str
    path: Path


class _Budget:
    def __init__(self, max_files: int, seconds: float):
        self.left = max_files
        self.deadline = time.monotonic() + seconds

    def spent(self) -> bool:
        return self.left <= 0 or time.monotonic() > self.deadline


def discover(home: Path, max_files: int = MAX_FILES, seconds: float = MAX_SECONDS) -> list[FoundModel]:
    """Every GGUF under the known folders of `home`, each file once, within the budget."""
    budget = _Budget(max_files, seconds)
    found: dict[Path, FoundModel] = {}
    sources = [lambda: _ollama(home / ".ollama" / "models"), lambda: _huggingface(home / ".cache" / "huggingface" / "hub")]
    sources += [lambda source=source, folder=folder: _walk(source, home / folder, budget) for source, folder in FOLDERS]
    for source in sources:
        for model in source():
            if budget.spent():
                return list(found.values())
            if model.path not in found and _is_gguf(model.path):
                found[model.path] = model
                budget.left -= 1
    return list(found.values())


def _is_gguf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == MAGIC
    except OSError:
        return False


def _inside(path: Path, folder: Path) -> Path | None:
    """The resolved path when it stays inside folder (a link out of it is not followed)."""
    resolved = path.resolve()
    return resolved if resolved.is_relative_to(folder.resolve()) and resolved.is_file() else None


def _walk(source: str, root: Path, budget: _Budget):
    if not root.is_dir():
        return
    for folder, dirs, files in os.walk(root):  # followlinks=False: a linked folder is not entered
        if budget.spent():
            return
        depth = len(Path(folder).relative_to(root).parts)
        if depth >= MAX_DEPTH:
            dirs.clear()
        for file in sorted(files):
            if file.lower().endswith(".gguf") and (path := _inside(Path(folder) / file, root)):
                yield FoundModel(file, source, path)


def _huggingface(hub: Path):
    """hub/models--org--name/snapshots/<rev>/*.gguf are links into that model's own blobs/."""
    if not hub.is_dir():
        return
    for repo in sorted(hub.glob("models--*")):
        for link in sorted(repo.glob("snapshots/*/*.gguf")):
            if path := _inside(link, repo):
                yield FoundModel(link.name, "Hugging Face", path)


def _ollama(store: Path):
    """manifests/<registry>/<namespace>/<model>/<tag> name the blob holding each model's GGUF."""
    manifests, blobs = store / "manifests", store / "blobs"
    if not manifests.is_dir():
        return
    for manifest in sorted(manifests.glob("*/*/*/*")):
        registry, namespace, model, tag = manifest.relative_to(manifests).parts
        digest = _model_digest(manifest)
        if digest is None:
            continue
        name = f"{model}:{tag}" if (registry, namespace) == OLLAMA_DEFAULT_REGISTRY else f"{namespace}/{model}:{tag}"
        if path := _inside(blobs / digest.replace(":", "-"), blobs):
            yield FoundModel(name, "Ollama", path)


def _model_digest(manifest: Path) -> str | None:
    try:
        if not manifest.is_file() or manifest.stat().st_size > MAX_MANIFEST_BYTES:
            return None
        layers = json.loads(manifest.read_text(encoding="utf-8")).get("layers") or []
    except (OSError, ValueError, AttributeError):
        return None
    for layer in layers:
        digest = layer.get("digest", "") if isinstance(layer, dict) else ""
        if layer.get("mediaType") == OLLAMA_MODEL_LAYER and digest.startswith("sha256:") and "/" not in digest:
            return digest
    return None
