"""A backend that replays enqueued replies, token by token, for tests and demos.

A reply is a string (streamed in small pieces), a dict {"tool": ..., "arguments": ...}
(emitted as the JSON text a grammar-constrained model would write), or an
Exception instance (raised mid-stream, as a crashing model would).
"""
from __future__ import annotations

import json
import re
import threading
import time
from collections import deque
from pathlib import Path
from typing import Iterator

from engine.backends.base import Backend, Delta, GenerationRequest

_PIECES = re.compile(r"\s*\S+|\s+")


class ScriptedBackend(Backend):
    name = "scripted"
    label = "scripted model"
    supports_grammar = True

    def __init__(self, replies=(), token_delay: float = 0.0, echo_when_empty: bool = True, n_ctx: int = 4096):
        self._replies: deque = deque(replies)
        self._lock = threading.Lock()
        self.token_delay = token_delay
        self.echo_when_empty = echo_when_empty
        self.n_ctx = n_ctx
        self.requests: list[GenerationRequest] = []

    @classmethod
    def from_file(cls, path: Path, n_ctx: int = 4096) -> "ScriptedBackend":
        """A JSON file {"token_delay": 0.05, "replies": [...]} (used by end-to-end tests)."""
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(data.get("replies", []), token_delay=float(data.get("token_delay", 0.0)), n_ctx=n_ctx)

    def enqueue(self, *replies) -> None:
        with self._lock:
            self._replies.extend(replies)

    def load(self) -> None:
        return None

    def close(self) -> None:
        return None

    def _next_reply(self, request: GenerationRequest):
        with self._lock:
            self.requests.append(request)
            if self._replies:
                return self._replies.popleft()
        if not self.echo_when_empty:
            raise AssertionError("the scripted model has no reply left")
        last_user = next((m["content"] for m in reversed(request.messages) if m["role"] == "user"), "")
        return f"You said: {last_user}"

    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        reply = self._next_reply(request)
        if isinstance(reply, BaseException):
            raise reply
        text = json.dumps(reply, ensure_ascii=False) if isinstance(reply, dict) else str(reply)
        for piece in _PIECES.findall(text):
            if cancel.is_set():
                return
            if self.token_delay:
                time.sleep(self.token_delay)
            yield Delta(text=piece)
