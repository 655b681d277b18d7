"""Full agent turns in-process, as `run.py ask --json` runs them, recorded for the answer eval and the task bench.

Each model gets its own Runtime over one folder (indexed to the end before the first question); every turn
starts a fresh conversation. What a turn used and cited is read from its events: cited paths from Cited
events, or — when no Cited event arrives (an agent without grounded answers) — from rag_search's
data["sources"], and the record says which.
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from engine.config import load_config
from engine.events import AnswerDone, Cited, Error, Notice, ToolFinished
from engine.models.catalog import ModelNotFound, resolve_model
from engine.runtime import Runtime

DEFAULT_MODELS = ("qwen2.5-coder-0.5b",)
FROM_CITED = "cited"
FROM_SEARCH = "rag_search sources"  # fallback: the agent emitted no Cited event
RESULT_SHOWN = 300  # characters of each tool result kept for inspection (why a call failed)
LOAD_SECONDS = 300  # the first load of a GGUF on a loaded 2-core machine


class RunError(Exception):
    """The run cannot start: an unknown model, a model that does not load, a folder that does not index."""


@dataclass
class TurnRecord:
    question: str
    answer: str = ""
    tools: list[dict] = field(default_factory=list)  # {"tool", "arguments", "ok", "result"} in call order
    read: list[str] = field(default_factory=list)  # paths read_file returned, resolved
    found: list[str] = field(default_factory=list)  # paths rag_search returned (file hits and passage sources)
    cited: list[str] = field(default_factory=list)
    cited_from: str = ""  # FROM_CITED | FROM_SEARCH | "" (nothing cited)
    low_quality: bool = False  # some rag_search result carried [low_quality]
    errors: list[str] = field(default_factory=list)  # every Error event and an Error result
    notices: list[str] = field(default_factory=list)  # Notice keys
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # the process's CPU time over the turn: its cost whatever else loads the machine


def model_names(text: str | None, single: str | None) -> tuple[str, ...]:
    """--models a,b wins over --model NAME; neither: the bundled default."""
    if text:
        return tuple(name.strip() for name in text.split(",") if name.strip())
    return (single,) if single else DEFAULT_MODELS


@contextmanager
def open_runtime(model: str, folder: Path, workdir: Path, backend=None, **changes):
    """A Runtime on `model` (a name from `run.py models` or a GGUF path) whose only root is `folder`,
    indexed to the end, the web off (a turn the model sends to web_search fails at once, as on a machine with
    no internet, and nothing leaves this one); `backend` replaces the model (tests), `changes` override Config
    fields."""
    try:
        path = None if backend is not None else resolve_model(model, Path.home())
    except ModelNotFound as exc:
        raise RunError(str(exc)) from None
    config = load_config(env={"HOME": str(workdir)}, saved=False, backend="scripted" if backend else "llama",
                         model_path=path, data_dir=workdir / "data", workspect_dir=workdir / "workspect",
                         roots=(folder,), **{"web_enabled": False, **changes})
    runtime = Runtime(config, backend=backend)
    try:
        status = runtime.model.wait_ready(LOAD_SECONDS)
        if status.state != "ready":
            raise RunError(f"{model} did not load: {status.message}")
        progress = runtime.index.indexer.run()
        if progress.state != "done":
            raise RunError(f"indexing {folder} failed: {progress.message}")
        dense = runtime.knowledge[1]
        embedded = dense.ready() if dense is not None else None
        if embedded is not None and embedded.state != "done":
            raise RunError(f"the dense retriever did not sync: {embedded.state} {embedded.message}")
        yield runtime
    finally:
        runtime.close()


def run_turn(runtime: Runtime, question: str, workspect: Path | None = None) -> TurnRecord:
    """One turn in a fresh conversation; an internal failure is recorded as an error, never raised."""
    record = TurnRecord(question)
    searched: list[str] = []

    def collect(event) -> None:
        if isinstance(event, ToolFinished):
            record.tools.append({"tool": event.tool, "arguments": event.arguments, "ok": event.ok,
                                 "result": event.result[:RESULT_SHOWN]})
            record.low_quality |= "low_quality" in event.badges
            if event.tool == "read_file" and event.ok and event.data.get("path"):
                record.read.append(event.data["path"])
            if event.tool == "rag_search":
                searched.extend(event.data.get("sources", ()))
                record.found.extend(hit["path"] for hit in event.data.get("hits", ()))
        elif isinstance(event, Cited):
            record.cited.extend(c["path"] for c in event.citations if c.get("path"))
            record.cited_from = FROM_CITED
        elif isinstance(event, Error):
            record.errors.append(event.message)
        elif isinstance(event, Notice):
            record.notices.append(event.key)

    started, cpu_started = time.monotonic(), time.process_time()
    try:
        result = runtime.agent.run([], question, runtime.tool_context(threading.Event(), workspect=workspect), collect)
    except Exception as exc:  # one broken turn must not end the whole run
        result = Error(f"internal error: {type(exc).__name__}: {exc}")
    record.seconds = round(time.monotonic() - started, 2)
    record.cpu_seconds = round(time.process_time() - cpu_started, 2)
    if isinstance(result, AnswerDone):
        record.answer = result.text.strip()
    elif result.message not in record.errors:
        record.errors.append(result.message)
    record.found = list(dict.fromkeys(record.found + searched))
    if not record.cited_from and searched:
        record.cited, record.cited_from = searched, FROM_SEARCH
    record.cited = list(dict.fromkeys(record.cited))
    return record


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f} %" if whole else "–"


def side_by_side(rows: list[tuple[str, list[str]]], models: tuple[str, ...]) -> str:
    """A plain-text table: one row per measure, one column per model."""
    width = max(len(label) for label, _ in rows)
    columns = [max(len(model), *(len(values[i]) for _, values in rows)) for i, model in enumerate(models)]
    head = " " * width + "  " + "  ".join(model.rjust(w) for model, w in zip(models, columns))
    lines = [head]
    for label, values in rows:
        lines.append(label.ljust(width) + "  " + "  ".join(v.rjust(w) for v, w in zip(values, columns)))
    return "\n".join(lines)
