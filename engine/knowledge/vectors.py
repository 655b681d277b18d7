"""Chunk vectors in SQLite: float32 blobs keyed by chunk id, searched brute force with numpy.

A separate file beside the index (data_dir/vectors.sqlite3), so the index
schema stays the indexer's own. sync() brings the vectors level with the
index incrementally: a chunk whose stamp (path, size, mtime, ordinal) is
unchanged keeps its vector, a chunk gone or changed loses it, new chunks are
embedded in batches, committed batch by batch, with progress. Vectors from
another embedder are dropped when the model changes.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

import numpy as np
import pysqlite3.dbapi2 as sqlite3

from engine.index.passages import chunk_stamps, chunk_texts
from engine.knowledge.dense import DenseProgress

BATCH = 32
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS vectors(chunk_id INTEGER PRIMARY KEY, stamp TEXT NOT NULL, vector BLOB NOT NULL);
"""


class VectorStore:
    def __init__(self, path: Path, model_name: str):
        path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), timeout=30, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.executescript(SCHEMA)
        self._lock = threading.RLock()
        self._matrix: tuple[np.ndarray, np.ndarray] | None = None  # (chunk ids, rows), rebuilt after a change
        with self._lock:
            stored = self._conn.execute("SELECT value FROM meta WHERE key = 'model'").fetchone()
            if stored is None or stored[0] != model_name:
                self._conn.execute("DELETE FROM vectors")
                self._conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('model', ?)", (model_name,))
            self._conn.commit()

    def count(self) -> int:
        with self._lock:
            return self._conn.execute("SELECT count(*) FROM vectors").fetchone()[0]

    def sync(self, index_conn, embed: Callable[[list[str]], np.ndarray], on_progress: Callable[[DenseProgress], None] | None = None,
             cancel: threading.Event | None = None, batch: int = BATCH) -> DenseProgress:
        """Embed what the index has and the vectors lack; drop vectors of chunks gone or changed."""
        report = on_progress or (lambda progress: None)
        stamps = dict(chunk_stamps(index_conn))
        with self._lock:
            stored = dict(self._conn.execute("SELECT chunk_id, stamp FROM vectors"))
            stale = [(cid,) for cid, stamp in stored.items() if stamps.get(cid) != stamp]
            self._conn.executemany("DELETE FROM vectors WHERE chunk_id = ?", stale)
            self._conn.commit()
            self._matrix = None
        todo = [cid for cid, stamp in stamps.items() if stored.get(cid) != stamp]
        progress = DenseProgress("embedding", 0, len(todo), len(stale))
        report(progress)
        for start in range(0, len(todo), batch):
            if cancel is not None and cancel.is_set():
                return DenseProgress("stopped", progress.done, len(todo), len(stale))
            ids = todo[start:start + batch]
            texts = chunk_texts(index_conn, ids)
            ids = [cid for cid in ids if cid in texts]  # re-indexed meanwhile: the next sync takes it
            if ids:
                self._put(ids, [stamps[cid] for cid in ids], embed([texts[cid] for cid in ids]))
            progress = DenseProgress("embedding", min(start + batch, len(todo)), len(todo), len(stale))
            report(progress)
        done = DenseProgress("done", len(todo), len(todo), len(stale))
        report(done)
        return done

    def _put(self, ids: list[int], stamps: list[str], rows: np.ndarray) -> None:
        blobs = [np.asarray(row, dtype=np.float32).tobytes() for row in rows]
        with self._lock:
            self._conn.executemany("INSERT OR REPLACE INTO vectors(chunk_id, stamp, vector) VALUES (?, ?, ?)",
                                   zip(ids, stamps, blobs))
            self._conn.commit()
            self._matrix = None

    def _loaded(self) -> tuple[np.ndarray, np.ndarray]:
        if self._matrix is None:
            rows = self._conn.execute("SELECT chunk_id, vector FROM vectors ORDER BY chunk_id").fetchall()
            ids = np.array([cid for cid, _ in rows], dtype=np.int64)
            matrix = np.vstack([np.frombuffer(blob, dtype=np.float32) for _, blob in rows]) if rows else np.zeros((0, 0), np.float32)
            self._matrix = (ids, matrix)
        return self._matrix

    def search(self, query_rows: np.ndarray, limit: int) -> list[list[tuple[int, float]]]:
        """For each query row: the `limit` nearest chunks as (chunk id, cosine), best first."""
        with self._lock:
            ids, matrix = self._loaded()
        if not len(ids):
            return [[] for _ in range(len(query_rows))]
        scores = np.asarray(query_rows, dtype=np.float32) @ matrix.T
        results = []
        for row in scores:
            top = np.argpartition(-row, min(limit, len(row)) - 1)[:limit]
            top = top[np.argsort(-row[top], kind="stable")]
            results.append([(int(ids[i]), float(row[i])) for i in top])
        return results

    def close(self) -> None:
        with self._lock:
            self._conn.close()
