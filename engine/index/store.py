"""The on-disk index: files, their chunks, and three FTS5 tables over them.

    files        one row per file seen under a root (name, size, mtime, error)
    chunks       passages of extracted text with their location (page 3, lines 10-40)
    names        trigram FTS over file name and path (external content: files)
    chunk_grams  trigram FTS over chunk text (external content: chunks)
    chunk_words  unicode61 FTS over the same text split into words (Thai segmented)
    chunk_stems  unicode61 FTS over the text's English words, stop words dropped, stemmed (engine.index.english)
    name_words   unicode61 FTS over the words of each file name (MyCV_2567.pdf: my cv 2567 pdf), so a
                 2-letter term matches a word of a name and not letters inside a longer one
    term_counts  how many chunks hold each common token, stored by the indexer (engine.index.rarity)

A chunk within reach of a credential is stored withheld (engine.index.withheld):
its text is empty, so no search, snippet, passage or vector can reach the
secret, and `withheld` names what was found there (kinds, never values).

Retrieval legs read chunks by id and return ranked chunk ids, so a dense
vector leg (a chunk_vectors table keyed by chunk id) can be fused with the
lexical ones later without touching this schema.

Always the bundled SQLite (pysqlite3): the stdlib build on Debian (3.40)
returns no rows for trigram LIKE '%ไป%' (patterns under 3 characters).

unicode61 counts Thai vowel and tone marks (ี ่ ้ ...) as separators, so
ที่ would be indexed as ท: they are declared token characters instead.
The index is a cache of the user's files: when SCHEMA_VERSION changes, the
tables are dropped and the next run re-indexes everything.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import pysqlite3.dbapi2 as sqlite3

from engine.db import keep_private
from engine.index.english import stem_text
from engine.index.query import name_words
from engine.index.thai import split_words

SCHEMA_VERSION = "4"  # 3: chunks.withheld; 4: chunk_stems and name_words (English stems, words of names)
THAI_MARKS = "\u0e31" + "".join(map(chr, range(0x0E34, 0x0E3B))) + "".join(map(chr, range(0x0E47, 0x0E4F)))
MMAP_BYTES = 256 * 1024 * 1024  # reads of the FTS pages go straight to the OS page cache
CACHE_KIB = 32 * 1024  # per connection
TABLES = ("files", "chunks", "names", "name_words", "chunk_grams", "chunk_words", "chunk_stems", "chunk_grams_vocab",
          "chunk_words_vocab", "chunk_stems_vocab", "term_counts")

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files(
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    root TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime REAL NOT NULL,
    kind TEXT NOT NULL,
    error TEXT
);
CREATE TABLE IF NOT EXISTS chunks(
    id INTEGER PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    location TEXT NOT NULL,
    text TEXT NOT NULL,
    withheld TEXT
);
CREATE INDEX IF NOT EXISTS chunks_by_file ON chunks(file_id);
CREATE VIRTUAL TABLE IF NOT EXISTS names USING fts5(
    name, path, tokenize='trigram', content='files', content_rowid='id');
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_grams USING fts5(
    text, tokenize='trigram', content='chunks', content_rowid='id');
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_words USING fts5(
    words, tokenize="unicode61 remove_diacritics 2 tokenchars '{thai_marks}'", content='', contentless_delete=1);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_stems USING fts5(
    stems, tokenize="unicode61 remove_diacritics 2", content='', contentless_delete=1);
CREATE VIRTUAL TABLE IF NOT EXISTS name_words USING fts5(
    words, tokenize="unicode61 remove_diacritics 2 tokenchars '{thai_marks}'", content='', contentless_delete=1);
CREATE TABLE IF NOT EXISTS term_counts(
    vocab TEXT NOT NULL,
    term TEXT NOT NULL,
    doc INTEGER NOT NULL,
    PRIMARY KEY (vocab, term)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_grams_vocab USING fts5vocab(chunk_grams, row);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_words_vocab USING fts5vocab(chunk_words, row);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_stems_vocab USING fts5vocab(chunk_stems, row);
CREATE TRIGGER IF NOT EXISTS files_ai AFTER INSERT ON files BEGIN
    INSERT INTO names(rowid, name, path) VALUES (new.id, new.name, new.path);
END;
CREATE TRIGGER IF NOT EXISTS files_ad AFTER DELETE ON files BEGIN
    INSERT INTO names(names, rowid, name, path) VALUES ('delete', old.id, old.name, old.path);
    DELETE FROM name_words WHERE rowid = old.id;
END;
CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO chunk_grams(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO chunk_grams(chunk_grams, rowid, text) VALUES ('delete', old.id, old.text);
    DELETE FROM chunk_words WHERE rowid = old.id;
    DELETE FROM chunk_stems WHERE rowid = old.id;
END;
"""


@dataclass(frozen=True)
class FileRecord:
    path: str
    name: str
    root: str
    size: int
    mtime: float
    kind: str  # file type shown on the UI card: "pdf", "docx", "text", "other"
    error: str | None = None


@dataclass(frozen=True)
class Chunk:
    ordinal: int
    location: str  # "page 3", "lines 10-40", "Sheet1 row 2 - Sheet1 row 30"
    text: str
    withheld: str = ""  # what credential made this chunk's text withheld ("" when shown)
    continued: bool = False  # the text goes straight on from the previous chunk's (not stored: only for the scan)


@dataclass(frozen=True)
class IndexCounts:
    files: int
    chunks: int
    failed: int


# Switching to WAL and creating the schema need the database to themselves: SQLite answers
# "database is locked" at once (no busy wait) when two connections of a fresh index race there.
_setup_lock = threading.Lock()


def connect(db_path: Path) -> sqlite3.Connection:
    """A connection in WAL mode: readers never wait for the indexer and vice versa."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(db_path), timeout=30, check_same_thread=False)
    keep_private(db_path)
    try:
        with _setup_lock:
            return _set_up(conn)
    except BaseException:
        conn.close()
        raise


def _set_up(conn: sqlite3.Connection) -> sqlite3.Connection:
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
    conn.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
    conn.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    found = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    if found and found[0] != SCHEMA_VERSION:
        _drop_tables(conn)
    conn.executescript(SCHEMA.replace("{thai_marks}", THAI_MARKS))
    conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema', ?)", (SCHEMA_VERSION,))
    conn.commit()
    return conn


def _drop_tables(conn: sqlite3.Connection) -> None:
    """An index built by an older schema: start over (the files are all still on disk)."""
    with conn:
        for table in reversed(TABLES):
            conn.execute(f"DROP TABLE IF EXISTS {table}")
        conn.execute("DELETE FROM meta WHERE key != 'schema'")  # what meta says about the dropped tables


def known_files(conn: sqlite3.Connection) -> dict[str, tuple[int, int, float]]:
    """path -> (id, size, mtime) for every indexed file: what the incremental scan compares against."""
    return {path: (fid, size, mtime) for fid, path, size, mtime in conn.execute("SELECT id, path, size, mtime FROM files")}


def delete_files(conn: sqlite3.Connection, file_ids: Iterable[int]) -> None:
    ids = [(fid,) for fid in file_ids]
    conn.executemany("DELETE FROM chunks WHERE file_id = ?", ids)
    conn.executemany("DELETE FROM files WHERE id = ?", ids)


def put_file(conn: sqlite3.Connection, record: FileRecord, chunks: Iterable[Chunk], words: list[str] | None = None) -> int:
    """Replace whatever was indexed for this path with the new record and chunks.

    words: each chunk's text already split by split_words (the indexer does it in another thread).
    """
    old = conn.execute("SELECT id FROM files WHERE path = ?", (record.path,)).fetchone()
    if old:
        delete_files(conn, [old[0]])
    cursor = conn.execute(
        "INSERT INTO files(path, name, root, size, mtime, kind, error) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (record.path, record.name, record.root, record.size, record.mtime, record.kind, record.error),
    )
    file_id = cursor.lastrowid
    conn.execute("INSERT INTO name_words(rowid, words) VALUES (?, ?)", (file_id, " ".join(name_words(record.name))))
    chunks = list(chunks)
    if chunks:
        # Ids given here rather than read back one insert at a time: both tables get one executemany.
        first = conn.execute("SELECT coalesce(max(id), 0) + 1 FROM chunks").fetchone()[0]
        conn.executemany("INSERT INTO chunks(id, file_id, ordinal, location, text, withheld) VALUES (?, ?, ?, ?, ?, ?)",
                         [(first + n, file_id, c.ordinal, c.location, c.text, c.withheld or None)
                          for n, c in enumerate(chunks)])
        conn.executemany("INSERT INTO chunk_words(rowid, words) VALUES (?, ?)",
                         [(first + n, split_words(c.text) if words is None else words[n]) for n, c in enumerate(chunks)])
        conn.executemany("INSERT INTO chunk_stems(rowid, stems) VALUES (?, ?)",
                         [(first + n, stem_text(c.text)) for n, c in enumerate(chunks)])
    return file_id


def optimize(conn: sqlite3.Connection) -> None:
    """Merge each text index into one segment: a search then reads one posting list per token instead of
    one per segment (commits every few seconds leave dozens). -20% search CPU at 100k files, for 12 s of work."""
    with conn:
        for table in ("chunk_grams", "chunk_words", "chunk_stems"):
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the rewrite passed through the WAL: give the disk back


def has_files(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM files LIMIT 1").fetchone() is not None


def counts(conn: sqlite3.Connection) -> IndexCounts:
    files, failed = conn.execute("SELECT count(*), count(error) FROM files").fetchone()
    chunks = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
    return IndexCounts(files=files, chunks=chunks, failed=failed)


def failures(conn: sqlite3.Connection, limit: int = 200) -> list[tuple[str, str]]:
    return conn.execute("SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path LIMIT ?", (limit,)).fetchall()
