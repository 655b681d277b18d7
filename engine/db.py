"""SQLite from the bundled pysqlite3 wheel, never Python's own (3.40 has a
trigram LIKE bug that silently loses 2-character Thai words)."""
from __future__ import annotations

import os
from pathlib import Path

import pysqlite3.dbapi2 as sqlite3

MIN_VERSION = (3, 45, 0)

if sqlite3.sqlite_version_info < MIN_VERSION:  # pragma: no cover - guards a broken install
    raise ImportError(f"Klang needs SQLite >= 3.45, found {sqlite3.sqlite_version}: reinstall pysqlite3-binary")

IntegrityError = sqlite3.IntegrityError
OperationalError = sqlite3.OperationalError


def keep_private(path: Path) -> None:
    """The history and the index hold the owner's conversations and the text of their files: 0600.
    SQLite gives a database's -wal and -shm files the database file's mode."""
    os.chmod(path, 0o600)


def connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
    keep_private(path)
    connection.row_factory = sqlite3.Row
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute("PRAGMA synchronous=NORMAL")
    return connection
