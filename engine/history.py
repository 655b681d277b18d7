"""Conversations, messages and their tool events, kept in SQLite in the data dir."""
from __future__ import annotations

import json
import threading
import time
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

TITLE_LENGTH = 60


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


class HistoryStore:
    def __init__(self, path: Path):
        self._db = db.connect(path)
        self._lock = threading.Lock()
        with self._lock, self._db:
            self._db.executescript(SCHEMA)
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
