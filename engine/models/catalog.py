"""What the model picker and `--model NAME` offer: bundled models and GGUF files found on the machine.

Each entry carries what its GGUF header says (read once per file version)
and an estimate of the RAM it needs: the file (llama.cpp maps it whole), the
KV cache for Klang's context, and a fixed allowance for llama.cpp's compute
buffers and Klang itself. It is an estimate, and the picker says so.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from engine.models.bundled import BUNDLED, bundled_path, find_bundled
from engine.models.discover import discover
from engine.models.gguf import GGUFError, GGUFInfo, gguf_name, read_gguf

# Compute buffers and Klang itself: the README's load figure, 431 MB peak with SmolLM2 = 98 MB file + 94 MB KV + ~240 MB.
RAM_OVERHEAD = 250_000_000
# Architectures of GGUFs that sit beside chat models in the same folders but cannot chat.
NOT_CHAT = {"clip": "a vision projector (mmproj)", "bert": "an embedding model", "nomic-bert": "an embedding model",
            "jina-bert-v2": "an embedding model", "t5encoder": "a text encoder"}


class ModelNotFound(ValueError):
    """--model named nothing Klang knows; str() lists what it does know."""


@dataclass(frozen=True)
class ModelChoice:
    name: str  # what --model NAME and the picker's form use
    label: str
    source: str  # "bundled", "Ollama", "LM Studio", "GPT4All", "Hugging Face", "~/models"
    path: Path
    info: GGUFInfo | None  # None when the file is missing or unreadable
    ram: int  # estimated bytes, 0 when unknown
    problem: str = ""  # why it cannot be used

    @property
    def size(self) -> int:
        return self.info.size if self.info else 0


def estimate_ram(info: GGUFInfo, n_ctx: int) -> int:
    return info.size + info.kv_cache_bytes(n_ctx) + RAM_OVERHEAD


@functools.lru_cache(maxsize=256)
def _header(path: Path, size: int, mtime_ns: int) -> GGUFInfo:
    return read_gguf(path)


def describe(path: Path) -> GGUFInfo:
    """The header of a GGUF file, cached while the file is unchanged; GGUFError otherwise."""
    try:
        stat = Path(path).stat()
    except OSError as exc:
        raise GGUFError(f"it cannot be read ({exc.strerror or exc})") from None
    return _header(Path(path), stat.st_size, stat.st_mtime_ns)


def _choice(name: str, label: str, source: str, path: Path | None, n_ctx: int, install: str = "make setup") -> ModelChoice:
    if path is None or not path.is_file():
        return ModelChoice(name, label, source, path or Path(), None, 0, problem=f"not installed: run `{install}`")
    try:
        info = describe(path)
    except GGUFError as exc:
        return ModelChoice(name, label, source, path, None, 0, problem=f"unreadable: {exc}")
    problem = f"{NOT_CHAT[info.architecture]}, not a chat model" if info.architecture in NOT_CHAT else ""
    return ModelChoice(name, label or info.name, source, path, info, estimate_ram(info, n_ctx), problem)


def model_label(path: Path | None) -> str:
    """A bundled model's label, else the name in the GGUF's header, else the file's name."""
    if path is None:
        return ""
    bundled = next((model for model in BUNDLED if bundled_path(model) == Path(path)), None)
    if bundled is not None:
        return bundled.label
    return gguf_name(path) if Path(path).is_file() else Path(path).name


def local_choices(home: Path, n_ctx: int) -> list[ModelChoice]:
    """The bundled models first, then every GGUF found under home's model folders."""
    choices = [_choice(model.name, model.label, "bundled", bundled_path(model), n_ctx, model.install)
               for model in BUNDLED]
    known = {choice.path for choice in choices}
    for found in discover(home):
        if found.path not in known:
            known.add(found.path)
            choices.append(_choice(found.name, "", found.source, found.path, n_ctx))
    return choices


def resolve_model(text: str, home: Path) -> Path:
    """--model's value: a bundled model's name, an existing path, or a found model's listed name."""
    bundled = find_bundled(text)
    if bundled is not None:
        return bundled_path(bundled) or Path(text)
    given = Path(text).expanduser()
    if given.exists() or "/" in text:
        return given
    found = discover(home)
    for model in found:
        if text in (model.name, model.path.name):
            return model.path
    names = [model.name for model in BUNDLED] + [model.name for model in found]
    raise ModelNotFound(f"No model called {text!r}. Give a GGUF file's path, or one of: {', '.join(names)}.")
