"""Read connections for searches, shared by every thread that searches.

Each tool call runs in a fresh thread, so per-thread connections would leak:
connections live here instead, at most POOL_SIZE of them, and a search holds
one while it runs. A search also borrows a second one when it is idle, to run
its word leg beside its trigram leg: SQLite lets go of the GIL while it ranks,
so the two legs cost the slower of them instead of their sum. When every
connection is busy the search runs its legs in turn on its own connection, so
a search never waits for a second connection (no two searches can each hold
one and wait for the other's).
"""
from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from engine.index import store

POOL_SIZE = 4  # two searches at once, each with its legs side by side; connections open lazily

# beside(fn) runs fn(connection) on a second connection in another thread.
Beside = Callable[[Callable[[Any], Any]], Future]


class ReadPool:
    def __init__(self, db_path: Path, size: int = POOL_SIZE):
        self.db_path = db_path
        self.size = size
        self._idle: list = []
        self._open = 0
        self._changed = threading.Condition()
        self._threads: ThreadPoolExecutor | None = None

    @contextmanager
    def connection(self) -> Iterator[Any]:
        conn = self._take(wait=True)
        try:
            yield conn
        finally:
            self._give(conn)

    @contextmanager
    def with_beside(self) -> Iterator[tuple[Any, Beside | None]]:
        """A connection, and beside() for a second one (None when none is free: run in turn)."""
        with self.connection() as conn:
            second = self._take(wait=False)
            if second is None:
                yield conn, None
                return
            submitted: list[Future] = []

            def beside(fn):
                submitted.append(self._executor().submit(fn, second))
                return submitted[-1]

            try:
                yield conn, beside
            finally:
                wait(submitted)  # the second connection goes back only once nothing runs on it
                self._give(second)

    def close(self) -> None:
        """Wait for running searches, then close every connection (a later search opens new ones)."""
        with self._changed:
            self._changed.wait_for(lambda: len(self._idle) == self._open)
            for conn in self._idle:
                conn.close()
            self._idle.clear()
            self._open = 0
            threads, self._threads = self._threads, None
        if threads is not None:
            threads.shutdown(wait=True)

    def _take(self, wait: bool):
        with self._changed:
            while not self._idle and self._open >= self.size:
                if not wait:
                    return None
                self._changed.wait()
            if self._idle:
                return self._idle.pop()
            self._open += 1
        try:
            return store.connect(self.db_path)
        except BaseException:
            with self._changed:
                self._open -= 1
                self._changed.notify_all()
            raise

    def _give(self, conn) -> None:
        with self._changed:
            self._idle.append(conn)
            self._changed.notify_all()

    def _executor(self) -> ThreadPoolExecutor:
        with self._changed:
            if self._threads is None:
                self._threads = ThreadPoolExecutor(max_workers=self.size, thread_name_prefix="klang-search")
            return self._threads
