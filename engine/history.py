"""Conversations, messages and their tool events, kept in SQLite in the data dir.

Titles and message text are also kept in two FTS5 tables (trigram, so unsegmented Thai is found
inside words), filled by triggers so every write path keeps them in step."""
from __future__ import annotations

import json
import threading
import time
import unicodedata
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from engine import db
from engine.events import Event, ToolFinished, from_record, to_record

SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    owner TEXT NOT NULL DEFAULT 'owner',
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    content TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'done',
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_conversation ON messages(conversation_id, id);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
    payload TEXT NOT NULL
);
"""

# Each search table follows one column of one table, kept in step by the same three triggers. Its rowids
# are the rowids of what it indexes, so an update or delete is a lookup.
_SEARCHED = (
    dict(search="message_search", table="messages", key="id", column="content"),
    dict(search="title_search", table="conversations", key="rowid", column="title"),
)
_SEARCH_TABLE = """
CREATE VIRTUAL TABLE IF NOT EXISTS {search} USING fts5(text, tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS {search}_insert AFTER INSERT ON {table} BEGIN
    INSERT INTO {search} (rowid, text) VALUES (new.{key}, new.{column});
END;
CREATE TRIGGER IF NOT EXISTS {search}_update AFTER UPDATE OF {column} ON {table} BEGIN
    DELETE FROM {search} WHERE rowid = old.{key};
    INSERT INTO {search} (rowid, text) VALUES (new.{key}, new.{column});
END;
CREATE TRIGGER IF NOT EXISTS {search}_delete AFTER DELETE ON {table} BEGIN
    DELETE FROM {search} WHERE rowid = old.{key};
END;
"""
# A history made before search existed gets its tables filled once.
_BACKFILL = "INSERT INTO {search} (rowid, text) SELECT {key}, {column} FROM {table};\n"
SEARCH_SCHEMA = "".join(_SEARCH_TABLE.format(**searched) for searched in _SEARCHED)
BACKFILL = "".join(_BACKFILL.format(**searched) for searched in _SEARCHED)

TITLE_LENGTH = 60
SEARCH_TERMS = 8
SEARCH_RESULTS = 30
SEARCH_MESSAGES = 500  # matching messages read per search: a common word must not load a whole history
SNIPPET_CONTEXT = 40


@dataclass(frozen=True)
class Conversation:
    id: str
    title: str
    owner: str
    created: float
    updated: float


@dataclass(frozen=True)
class Message:
    id: int
    conversation_id: str
    role: str
    content: str
    status: str  # done | streaming | stopped | error
    created: float
    events: tuple[Event, ...] = field(default_factory=tuple)

    @property
    def tool_calls(self) -> tuple[ToolFinished, ...]:
        return tuple(e for e in self.events if isinstance(e, ToolFinished))


@dataclass(frozen=True)
class SearchHit:
    """A conversation that matches a search; `snippet` is the matching message text around the first
    term ("" when only the title matched)."""

    conversation: Conversation
    snippet: str


class HistoryStore:
    def __init__(self, path: Path):
        self._db = db.connect(path)
        self._lock = threading.Lock()
        with self._lock, self._db:
            self._db.executescript(SCHEMA)
            searchable = self._db.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'message_search'").fetchone() is not None
            self._db.executescript(SEARCH_SCHEMA)
            if not searchable:
                self._db.executescript(BACKFILL)
            # A server killed mid-answer leaves 'streaming' rows: they are interrupted, not lost.
            self._db.execute("UPDATE messages SET status = 'stopped' WHERE status = 'streaming'")

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- conversations ------------------------------------------------------
    def create_conversation(self, title: str = "", owner: str = "owner") -> Conversation:
        now = time.time()
        conversation = Conversation(uuid.uuid4().hex[:12], title.strip()[:TITLE_LENGTH], owner, now, now)
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO conversations (id, title, owner, created, updated) VALUES (?, ?, ?, ?, ?)",
                (conversation.id, conversation.title, owner, now, now),
            )
        return conversation

    def get_conversation(self, conversation_id: str, owner: str | None = None) -> Conversation | None:
        with self._lock:
            row = self._db.execute("SELECT * FROM conversations WHERE id = ?", (conversation_id,)).fetchone()
        if row is None or (owner is not None and row["owner"] != owner):
            return None
        return Conversation(row["id"], row["title"], row["owner"], row["created"], row["updated"])

    def list_conversations(self, owner: str = "owner") -> list[Conversation]:
        with self._lock:
            rows = self._db.execute(
                "SELECT * FROM conversations WHERE owner = ? ORDER BY updated DESC", (owner,)
            ).fetchall()
        return [Conversation(r["id"], r["title"], r["owner"], r["created"], r["updated"]) for r in rows]

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        title = " ".join(title.split())[:TITLE_LENGTH]
        if not title:
            raise ValueError("A conversation needs a title.")
        with self._lock, self._db:
            self._db.execute("UPDATE conversations SET title = ? WHERE id = ?", (title, conversation_id))

    def delete_conversation(self, conversation_id: str) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))

    # -- messages -------------------------------------------------------------
    def add_message(self, conversation_id: str, role: str, content: str, status: str = "done") -> int:
        now = time.time()
        with self._lock, self._db:
            cursor = self._db.execute(
                "INSERT INTO messages (conversation_id, role, content, status, created) VALUES (?, ?, ?, ?, ?)",
                (conversation_id, role, content, status, now),
            )
            self._db.execute("UPDATE conversations SET updated = ? WHERE id = ?", (now, conversation_id))
            if role == "user":
                self._db.execute(
                    "UPDATE conversations SET title = ? WHERE id = ? AND title = ''",
                    (" ".join(content.split())[:TITLE_LENGTH], conversation_id),
                )
            return cursor.lastrowid

    def finish_message(self, message_id: int, content: str, status: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE messages SET content = ?, status = ? WHERE id = ?", (content, status, message_id))

    def add_event(self, message_id: int, event: Event) -> None:
        payload = json.dumps(to_record(event), ensure_ascii=False)
        with self._lock, self._db:
            self._db.execute("INSERT INTO events (message_id, payload) VALUES (?, ?)", (message_id, payload))

    def messages(self, conversation_id: str) -> list[Message]:
        return self._load("m.conversation_id = ?", (conversation_id,))

    def get_message(self, message_id: int) -> Message | None:
        # Read the one message: this runs at the end of every turn, whatever the conversation's length.
        found = self._load("m.id = ?", (message_id,))
        return found[0] if found else None

    def _load(self, where: str, params: tuple) -> list[Message]:
        """The messages matching `where` (on messages m), in order, each with its events."""
        with self._lock:
            rows = self._db.execute(f"SELECT * FROM messages m WHERE {where} ORDER BY m.id", params).fetchall()
            events = self._db.execute(
                f"SELECT e.message_id, e.payload FROM events e JOIN messages m ON m.id = e.message_id "
                f"WHERE {where} ORDER BY e.id",
                params,
            ).fetchall()
        by_message: dict[int, list[Event]] = {}
        for row in events:
            by_message.setdefault(row["message_id"], []).append(from_record(json.loads(row["payload"])))
        return [
            Message(r["id"], r["conversation_id"], r["role"], r["content"], r["status"], r["created"],
                    tuple(by_message.get(r["id"], ())))
            for r in rows
        ]

    # -- branching ------------------------------------------------------------
    def fork_conversation(self, conversation_id: str, before_message_id: int) -> Conversation:
        """A new conversation holding the messages (and their tool events) before `before_message_id`,
        with the same title and owner: the original stays as it was."""
        source = self.get_conversation(conversation_id)
        if source is None:
            raise ValueError("That conversation does not exist.")
        fork = self.create_conversation(source.title, source.owner)
        with self._lock, self._db:
            copied = self._db.execute(
                "SELECT id FROM messages WHERE conversation_id = ? AND id < ? ORDER BY id",
                (conversation_id, before_message_id),
            ).fetchall()
            for row in copied:
                new_id = self._db.execute(
                    "INSERT INTO messages (conversation_id, role, content, status, created) "
                    "SELECT ?, role, content, status, created FROM messages WHERE id = ?",
                    (fork.id, row["id"]),
                ).lastrowid
                self._db.execute(
                    "INSERT INTO events (message_id, payload) SELECT ?, payload FROM events WHERE message_id = ? "
                    "ORDER BY id", (new_id, row["id"]),
                )
        return fork

    def remove_from(self, conversation_id: str, message_id: int) -> None:
        """Drop `message_id` and every later message of the conversation (regenerating an answer)."""
        with self._lock, self._db:
            self._db.execute("DELETE FROM messages WHERE conversation_id = ? AND id >= ?", (conversation_id, message_id))

    # -- search -----------------------------------------------------------------
    def search(self, query: str, owner: str = "owner") -> list[SearchHit]:
        """The owner's conversations whose title or one message holds every term of `query`, newest first."""
        terms = unicodedata.normalize("NFC", query).casefold().split()[:SEARCH_TERMS]
        if not terms:
            return []
        where, params = _match(terms)
        with self._lock:
            titles = self._db.execute(
                f"SELECT c.* FROM title_search s JOIN conversations c ON c.rowid = s.rowid "
                f"WHERE c.owner = ? AND {where}", (owner, *params),
            ).fetchall()
            texts = self._db.execute(
                f"SELECT c.*, m.content FROM message_search s JOIN messages m ON m.id = s.rowid "
                f"JOIN conversations c ON c.id = m.conversation_id WHERE c.owner = ? AND {where} "
                f"ORDER BY c.updated DESC, m.id LIMIT {SEARCH_MESSAGES}",
                (owner, *params),
            ).fetchall()
        found: dict[str, tuple] = {r["id"]: (r, "") for r in titles}
        for row in texts:
            if not found.get(row["id"], (None, ""))[1]:
                found[row["id"]] = (row, _snippet(row["content"], terms[0]))
        ordered = sorted(found.values(), key=lambda item: item[0]["updated"], reverse=True)[:SEARCH_RESULTS]
        return [SearchHit(Conversation(r["id"], r["title"], r["owner"], r["created"], r["updated"]), snippet)
                for r, snippet in ordered]


def _match(terms: list[str]) -> tuple[str, list[str]]:
    """A WHERE clause on search table `s` holding every term. Terms of 3+ characters go to one FTS5 MATCH,
    each quoted so no term is read as FTS5 syntax; shorter ones (common in Thai) are below the trigram
    size and use LIKE, escaped."""
    clauses, params = [], []
    long_terms = [t for t in terms if len(t) >= 3]
    if long_terms:
        clauses.append("s.text MATCH ?")
        params.append(" ".join('"' + t.replace('"', '""') + '"' for t in long_terms))
    for term in terms:
        if len(term) < 3:
            clauses.append("s.text LIKE ? ESCAPE '\\'")
            params.append("%" + term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
    return " AND ".join(clauses), params


def _snippet(text: str, term: str) -> str:
    """The text around the first place `term` occurs, on one line."""
    at = max(0, unicodedata.normalize("NFC", text).casefold().find(term))
    start = max(0, at - SNIPPET_CONTEXT)
    while start > 0 and unicodedata.category(text[start]).startswith("M"):
        start -= 1  # never start on a Thai vowel or tone mark without its consonant
    piece = " ".join(text[start:at + len(term) + SNIPPET_CONTEXT].split())
    return ("…" if start else "") + piece + ("…" if at + len(term) + SNIPPET_CONTEXT < len(text) else "")
