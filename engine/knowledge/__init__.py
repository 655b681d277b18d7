"""Knowledge answers for rag_search: passages that may answer a question, with sources.

build_knowledge(index, config) gives the Knowledge of a file index (the
Runtime keeps it). It starts lexical-only; when an embedder is configured it
is loaded in a background thread, and vectors follow the index (re-synced
after each index run, incrementally), so a search never waits for a model to
load.
"""
from __future__ import annotations

import threading

from engine.config import Config
from engine.knowledge.passages import Knowledge
from engine.knowledge.dense import DenseProgress, embedder_kind, load_embedder


class DenseRetriever:
    """Loads the embedder once, then keeps the vectors level with the index."""

    def __init__(self, knowledge: Knowledge, config: Config):
        self.knowledge = knowledge
        self.config = config
        self.progress = DenseProgress()
        self._marker: object = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def _index_marker(self) -> object:
        progress = self.knowledge.index.progress()
        return None if progress.running else (progress.state, progress.files_done, progress.elapsed, self.knowledge.index.counts())

    def refresh(self) -> None:
        """Start a sync when the index changed since the last one (cheap to call before every search)."""
        with self._lock:
            if self.progress.state == "failed" or (self._thread is not None and self._thread.is_alive()):
                return
            marker = self._index_marker()
            if marker is None or marker == self._marker:
                return
            self._marker = marker
            self._thread = threading.Thread(target=self._run, name="klang-embedder", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            if self.knowledge.embedder is None:
                self.progress = DenseProgress("loading")
                self.knowledge.attach(load_embedder(self.config))
            self.knowledge.sync_vectors(self._report)
        except Exception as exc:  # shown in the tool's notes: the search goes on lexical-only
            self.progress = DenseProgress("failed", message=f"{type(exc).__name__}: {exc}")

    def ready(self, timeout: float | None = None) -> DenseProgress:
        """Bring the vectors level with the index and wait for it (an eval or a bench measures the app after
        its first sync, not a search racing it)."""
        self.refresh()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return self.progress

    def _report(self, progress: DenseProgress) -> None:
        self.progress = progress

    def note(self) -> str:
        progress = self.progress
        if progress.state == "failed":
            return f"dense retriever off: {progress.message}"
        if progress.state == "loading":
            return "dense retriever loading: lexical results only for now"
        if progress.state == "embedding":
            return f"dense retriever: {progress.done}/{progress.total} passages embedded so far"
        return ""


def build_knowledge(index, config: Config) -> tuple[Knowledge, DenseRetriever | None]:
    """The Knowledge of this index, and its dense retriever when one is configured.

    The Runtime builds it once and rebuilds it when the roots or the embedder change; a tool
    context without one (a test) gets a lexical-only one for its call.
    """
    knowledge = Knowledge(index, config)
    return knowledge, DenseRetriever(knowledge, config) if embedder_kind(config) != "none" else None
