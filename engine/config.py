"""One frozen Config for the whole process.

Layers, each over the one before: built-in defaults, KLANG_* environment
variables, command line flags (or a test's overrides), then what the owner
saved while Klang ran (engine/settings.py). Config.sources says which layer
each value came from (`run.py config` prints them). Everything below receives
the Config; no module reads os.environ on its own, and a change at run time
goes through Runtime.apply, which saves it and replaces the Config.
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path

from engine.models.bundled import DEFAULT, bundled_path

DEFAULT_MODEL_FILE = DEFAULT.file
SAVED = "saved in settings.json"


def bundled_model_path() -> Path | None:
    """The default model (Qwen2.5-Coder-0.5B, joined by `make setup`; see engine/models/bundled.py)."""
    return bundled_path(DEFAULT)


def default_data_dir(env: dict[str, str]) -> Path:
    """The user's data folder (XDG), never inside the repository."""
    base = env.get("XDG_DATA_HOME") or str(Path(env.get("HOME", "~")).expanduser() / ".local" / "share")
    return Path(base) / "klang"


@dataclass(frozen=True)
class Config:
    host: str = ""  # "" = 127.0.0.1, or with --lan this machine's home-network address
    port: int = 8765
    backend: str = "llama"  # llama | openai | scripted
    model_path: Path | None = None
    base_url: str = "http://127.0.0.1:8080/v1"
    model_name: str = "default"
    api_key: str = ""
    data_dir: Path = Path("klang-data")
    workspect_dir: Path = Path("workspect")
    n_threads: int = 0  # 0: as many as the machine has cores, at most 4
    n_ctx: int = 4096
    max_answer_tokens: int = 512
    max_steps: int = 6
    web_budget: int = 20
    web_enabled: bool = True  # False (KLANG_WEB=off): the web tools fail at once and nothing leaves the machine
    web_pages: int = 3  # pages web_search opens and summarizes
    web_ttl: float = 1800.0  # seconds a fetched page stays in the web cache
    web_cache_entries: int = 64
    web_cache_bytes: int = 16_000_000
    fetch_timeout: float = 10.0  # seconds for one page, redirects included
    fetch_max_bytes: int = 2_000_000  # a longer page is cut here
    tool_timeout: float = 60.0
    bash_enabled: bool = True
    guest_owner_folders: bool = False  # LAN guests may search and read the owner's folders (secret scan still on)
    bash_timeout: float = 20.0  # seconds before a bash command is killed
    http_timeout: float = 30.0
    language: str = ""  # "" = from the browser
    lan: bool = False  # serve the home network (token required) instead of this computer only
    lan_token: str = ""  # guests' token; "" = generated once and kept in the data dir
    owner_token: str = ""  # the owner's token in LAN mode; "" = generated once and kept
    roots: tuple[Path, ...] = field(default_factory=tuple)  # load_config fills the defaults when empty
    knowledge_dir: Path | None = None  # load_config: data_dir / "knowledge"
    index_max_file_mb: float = 50.0  # a larger file is found by name only, its content is not indexed
    read_max_chars: int = 5000  # the most read_file returns
    read_line_chunk: int = 65_536  # a longer line is read in parts of this many characters
    read_max_unpacked: int = 1_000_000_000  # an Office file unpacking to more bytes is refused (zip bomb)
    preview_timeout: float = 20.0  # seconds a file preview may take before it is stopped
    embedder: str = ""  # "" = gguf when embed_model_path is set, else none (lexical-only) | none | gguf | minilm | use
    embed_model_path: Path | None = None  # a GGUF embedding model for the dense retriever
    expand_seconds: float = 5.0  # time the model gets to rewrite a question (0: rules only)
    rerank_candidates: int = 5  # passages the model reranks (0: no rerank)
    rerank_seconds: float = 10.0  # a rerank not done by then is skipped, with a note
    # Where each value that is not a built-in default came from: (field, "environment KLANG_X" | "flag" | "saved").
    sources: tuple[tuple[str, str], ...] = field(default=(), compare=False, repr=False)
    warnings: tuple[str, ...] = field(default=(), compare=False, repr=False)  # e.g. a damaged settings file

    @property
    def db_path(self) -> Path:
        return self.data_dir / "klang.sqlite3"

    def threads(self) -> int:
        return self.n_threads or max(1, min(4, os.cpu_count() or 1))

    def replace(self, **changes) -> "Config":
        return dataclasses.replace(self, **changes)

    def source_of(self, name: str) -> str:
        return dict(self.sources).get(name, "default")


def _switch_on(value: str) -> bool:
    return value.lower() in ("1", "true", "on", "yes")


_ENV_FIELDS = {
    "KLANG_HOST": ("host", str),
    "KLANG_PORT": ("port", int),
    "KLANG_BACKEND": ("backend", str),
    "KLANG_MODEL": ("model_path", Path),
    "KLANG_BASE_URL": ("base_url", str),
    "KLANG_MODEL_NAME": ("model_name", str),
    "KLANG_API_KEY": ("api_key", str),
    "KLANG_DATA_DIR": ("data_dir", Path),
    "KLANG_WORKSPECT": ("workspect_dir", Path),
    "KLANG_THREADS": ("n_threads", int),
    "KLANG_CTX": ("n_ctx", int),
    "KLANG_MAX_TOKENS": ("max_answer_tokens", int),
    "KLANG_MAX_STEPS": ("max_steps", int),
    "KLANG_WEB": ("web_enabled", lambda v: v.lower() not in ("0", "false", "off", "no")),
    "KLANG_WEB_BUDGET": ("web_budget", int),
    "KLANG_WEB_PAGES": ("web_pages", int),
    "KLANG_WEB_TTL": ("web_ttl", float),
    "KLANG_WEB_CACHE_ENTRIES": ("web_cache_entries", int),
    "KLANG_WEB_CACHE_BYTES": ("web_cache_bytes", int),
    "KLANG_FETCH_TIMEOUT": ("fetch_timeout", float),
    "KLANG_FETCH_MAX_BYTES": ("fetch_max_bytes", int),
    "KLANG_TOOL_TIMEOUT": ("tool_timeout", float),
    "KLANG_BASH": ("bash_enabled", lambda v: v.lower() not in ("0", "false", "off", "no")),
    "KLANG_BASH_TIMEOUT": ("bash_timeout", float),
    "KLANG_GUEST_OWNER_FOLDERS": ("guest_owner_folders", _switch_on),
    "KLANG_LANGUAGE": ("language", str),
    "KLANG_LAN": ("lan", _switch_on),
    "KLANG_LAN_TOKEN": ("lan_token", str),
    "KLANG_OWNER_TOKEN": ("owner_token", str),
    "KLANG_ROOTS": ("roots", lambda v: tuple(Path(p) for p in v.split(os.pathsep) if p)),
    "KLANG_KNOWLEDGE_DIR": ("knowledge_dir", Path),
    "KLANG_INDEX_MAX_FILE_MB": ("index_max_file_mb", float),
    "KLANG_PREVIEW_TIMEOUT": ("preview_timeout", float),
    "KLANG_EMBEDDER": ("embedder", str),
    "KLANG_EMBED_MODEL": ("embed_model_path", Path),
    "KLANG_EXPAND_SECONDS": ("expand_seconds", float),
    "KLANG_RERANK_CANDIDATES": ("rerank_candidates", int),
    "KLANG_RERANK_SECONDS": ("rerank_seconds", float),
}


def default_roots(env: dict[str, str]) -> tuple[Path, ...]:
    """The user folders indexed and readable when none are configured: those that exist."""
    home = Path(env.get("HOME", "~")).expanduser()
    return tuple(home / name for name in ("Desktop", "Documents", "Downloads") if (home / name).is_dir())


def load_config(env: dict[str, str] | None = None, saved: bool = True, **overrides) -> Config:
    """Defaults → KLANG_* environment → overrides (flags, tests) → the owner's saved settings.

    None means unset. `saved=False` leaves out what the owner saved (for a one-off override that must win).
    """
    env = dict(os.environ if env is None else env)
    values: dict = {"data_dir": default_data_dir(env), "workspect_dir": Path.cwd() / "workspect"}
    sources: dict[str, str] = {}
    for name, (attr, parse) in _ENV_FIELDS.items():
        if env.get(name):
            try:
                values[attr] = parse(env[name])
            except ValueError as exc:
                raise ValueError(f"{name}={env[name]!r} is not valid: {exc}") from None
            sources[attr] = f"environment {name}"
    given = {k: v for k, v in overrides.items() if v is not None}
    values.update(given)
    sources.update(dict.fromkeys(given, "flag"))
    warnings = []
    if saved:
        from engine.settings import SettingsStore

        store = SettingsStore(Path(values["data_dir"]).expanduser())
        kept = store.saved_fields()
        values.update(kept)
        sources.update(dict.fromkeys(kept, SAVED))
        warnings += [store.warning] if store.warning else []
    if values.get("backend", "llama") == "llama" and values.get("model_path") is None:
        values["model_path"] = bundled_model_path()
    if values.get("knowledge_dir") is None:
        values["knowledge_dir"] = Path(values["data_dir"]) / "knowledge"
    for attr in ("data_dir", "workspect_dir", "model_path", "knowledge_dir", "embed_model_path"):
        if values.get(attr) is not None:
            values[attr] = Path(values[attr]).expanduser().resolve()
    roots = values.get("roots")
    if not roots and sources.get("roots") != SAVED:  # an owner who removed every folder meant it
        roots = default_roots(env)
    values["roots"] = tuple(Path(p).expanduser().resolve() for p in roots)
    if values.get("backend", "llama") not in ("llama", "openai", "scripted"):
        raise ValueError(f"unknown backend {values['backend']!r}: use llama or openai")
    return Config(**values, sources=tuple(sorted(sources.items())), warnings=tuple(warnings))
