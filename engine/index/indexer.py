"""Walk the roots and bring the index up to date, in the background, with progress.

Incremental: a file whose size and mtime match the index is not read again;
a file that is gone is dropped. A file that fails to parse is recorded with
its error (its name stays searchable) and indexing goes on. Text within
reach of a credential is never stored (engine.index.withheld).
"""
from __future__ import annotations

import contextlib
import dataclasses
import os
import queue
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from engine.index import rarity, scope, store
from engine.index.thai import split_words
from engine.index.withheld import scanned_chunks
from engine.readers import ReaderLimits, iter_units, supported

COMMIT_EVERY = 2.0  # seconds: searches see new files this often; each commit adds FTS5 segments to merge
MAX_LISTED_FAILURES = 200
READ_AHEAD = 32  # files read and split but not yet written: bounds the memory the helper thread holds
# OCR of scanned PDFs takes seconds per page: too slow for a background pass over every file.
INDEX_LIMITS = ReaderLimits(ocr=False)
KINDS = {".pdf": "pdf", ".docx": "docx", ".xlsx": "xlsx", ".xlsm": "xlsx", ".pptx": "pptx"}


@dataclass(frozen=True)
class IndexProgress:
    """A snapshot the UI and `run.py index` poll; never shared mutable state."""

    state: str = "idle"  # idle | scanning | indexing | done | stopped | failed
    files_done: int = 0
    files_total: int = 0
    bytes_done: int = 0
    bytes_total: int = 0
    unchanged: int = 0
    removed: int = 0
    failed: int = 0
    too_large: int = 0
    elapsed: float = 0.0
    current: str = ""
    failures: tuple[tuple[str, str], ...] = ()
    message: str = ""

    @property
    def running(self) -> bool:
        return self.state in ("scanning", "indexing")

    @property
    def files_per_second(self) -> float:
        return self.files_done / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def mb_per_second(self) -> float:
        return self.bytes_done / 1e6 / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def eta_seconds(self) -> float | None:
        if self.state != "indexing" or not self.bytes_done:
            return None
        return (self.bytes_total - self.bytes_done) * self.elapsed / self.bytes_done


@dataclass(frozen=True)
class SeenFile:
    path: Path
    root: Path
    size: int
    mtime: float


def walk(roots: tuple[Path, ...], data_dir: Path, cancel: threading.Event | None = None) -> Iterator[SeenFile]:
    """Every indexable file under the roots (no symlinks followed, skip rules applied)."""
    for root in roots:
        stack = [root]
        while stack:
            if cancel is not None and cancel.is_set():
                return
            folder = stack.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                path = Path(entry.path)
                try:
                    if entry.is_dir(follow_symlinks=False):
                        if not scope.skip_dir(path, data_dir):
                            stack.append(path)
                    elif entry.is_file(follow_symlinks=False) and not entry.name.startswith("."):
                        if not scope.is_sensitive(path):
                            info = entry.stat(follow_symlinks=False)
                            yield SeenFile(path, root, info.st_size, info.st_mtime)
                except OSError:
                    continue


def file_kind(path: Path) -> str:
    suffix = path.suffix.lower()
    return KINDS.get(suffix) or ("text" if supported(path) else "other")


class Indexer:
    def __init__(self, db_path: Path, roots: tuple[Path, ...], data_dir: Path, max_file_bytes: int):
        self.db_path = db_path
        self.roots = roots
        self.data_dir = data_dir
        self.max_file_bytes = max_file_bytes
        self._progress = IndexProgress()
        self._lock = threading.Lock()
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    def progress(self) -> IndexProgress:
        with self._lock:
            return self._progress

    def _update(self, **changes) -> None:
        with self._lock:
            self._progress = dataclasses.replace(self._progress, **changes)

    def start(self) -> bool:
        """Index in a background thread; False when a run is already going."""
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return False
            self._cancel.clear()
            self._thread = threading.Thread(target=self.run, name="klang-indexer", daemon=True)
            self._thread.start()
            return True

    def stop(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> IndexProgress:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return self.progress()

    def run(self) -> IndexProgress:
        started = time.monotonic()
        with self._lock:
            self._progress = IndexProgress(state="scanning")
        conn = None
        try:
            conn = store.connect(self.db_path)
            self._index(conn, started)
        except Exception as exc:  # the index panel must show why, not a silent dead thread
            self._update(state="failed", message=f"{type(exc).__name__}: {exc}")
        finally:
            if conn is not None:
                conn.close()
        self._update(elapsed=time.monotonic() - started, current="")
        return self.progress()

    def _index(self, conn, started: float) -> None:
        known = store.known_files(conn)
        seen = list(walk(self.roots, self.data_dir, self._cancel))
        if self._cancel.is_set():
            self._update(state="stopped")
            return
        seen_paths = {str(f.path) for f in seen}
        gone = [fid for path, (fid, _, _) in known.items() if path not in seen_paths]
        store.delete_files(conn, gone)
        conn.commit()
        todo = [f for f in seen if known.get(str(f.path), (0, -1, -1.0))[1:] != (f.size, f.mtime)]
        self._update(
            state="indexing", files_total=len(todo), bytes_total=sum(f.size for f in todo),
            unchanged=len(seen) - len(todo), removed=len(gone),
        )
        last_commit = time.monotonic()
        with contextlib.closing(self._read_ahead(todo)) as files:
            for number, (seen_file, record, chunks, words) in enumerate(files, 1):
                if self._cancel.is_set():
                    conn.commit()
                    self._update(state="stopped")
                    return
                self._update(current=str(seen_file.path))
                store.put_file(conn, record, chunks, words)
                progress = self.progress()
                self._update(files_done=number, bytes_done=progress.bytes_done + seen_file.size,
                             elapsed=time.monotonic() - started)
                if time.monotonic() - last_commit > COMMIT_EVERY:
                    conn.commit()
                    last_commit = time.monotonic()
        conn.commit()
        # The index moved by a tenth: seconds of work at 100k files, then every search is faster.
        if rarity.counts_stale(conn) and not self._cancel.is_set():
            store.optimize(conn)
            rarity.store_counts(conn)
        self._update(state="done")

    def _read_ahead(self, todo: list[SeenFile]) -> Iterator[tuple[SeenFile, store.FileRecord, list[store.Chunk], list[str]]]:
        """Files read, chunked and word-split by a helper thread while this one writes.

        SQLite lets go of the GIL while it writes, so reading and Thai
        segmentation (a third of the work) overlap with the inserts.
        """
        ready: queue.Queue = queue.Queue(maxsize=READ_AHEAD)
        done = threading.Event()

        def hand_over(item) -> None:
            while not done.is_set():
                try:
                    ready.put(item, timeout=0.1)
                    return
                except queue.Full:
                    continue

        def produce() -> None:
            try:
                for seen_file in todo:
                    if self._cancel.is_set() or done.is_set():
                        break
                    record, chunks = self._read(seen_file)
                    hand_over((seen_file, record, chunks, [split_words(c.text) for c in chunks]))
            except BaseException as exc:  # re-raised in the writer: the run fails with the reason shown
                hand_over(exc)
            finally:
                hand_over(None)

        threading.Thread(target=produce, name="klang-index-reader", daemon=True).start()
        try:
            while (item := ready.get()) is not None:
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            done.set()

    def _read(self, seen_file: SeenFile) -> tuple[store.FileRecord, list[store.Chunk]]:
        path = seen_file.path
        record = store.FileRecord(str(path), path.name, str(seen_file.root), seen_file.size, seen_file.mtime, file_kind(path))
        chunks: list[store.Chunk] = []
        if seen_file.size > self.max_file_bytes:
            self._update(too_large=self.progress().too_large + 1)
        elif supported(path):
            try:
                chunks = scanned_chunks(iter_units(path, INDEX_LIMITS))
            except Exception as exc:  # one bad file (any parser bug included) never stops the run
                record = dataclasses.replace(record, error=str(exc) or type(exc).__name__)
                self._record_failure(str(path), record.error)
        return record, chunks

    def _record_failure(self, path: str, error: str) -> None:
        progress = self.progress()
        listed = progress.failures + ((path, error),) if len(progress.failures) < MAX_LISTED_FAILURES else progress.failures
        self._update(failed=progress.failed + 1, failures=listed)
