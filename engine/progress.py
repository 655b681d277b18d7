"""What the turn is doing while the user waits (issue 14): a Progress event when each step starts and
every TOKENS_PER_UPDATE tokens while the model writes, timed from the start of the turn."""
from __future__ import annotations

from pathlib import PurePath
from typing import Callable

from engine.events import Event, Progress

TOKENS_PER_UPDATE = 16
# The stage each tool's step shows, and the argument that says what it is about.
TOOL_STAGES = {
    "rag_search": ("searching", "query"),
    "web_search": ("searching", "query"),
    "read_file": ("reading", "path"),
    "list_workspect": ("reading", "folder"),
    "write_file": ("writing", "path"),
    "browse_url": ("browsing", "url"),
    "recall_web": ("browsing", "url"),
    "bash": ("running", "command"),
}
_NAMED_BY_FILE = {"read_file", "write_file"}  # the file's name, not its whole path


class Tracker:
    def __init__(self, emit: Callable[[Event], None], clock: Callable[[], float]):
        self._emit = emit
        self._clock = clock
        self._began = clock()
        self._stage, self._detail, self._step = "thinking", "", 0
        self._tokens = 0
        self._first_token = 0.0

    def stage(self, step: int, stage: str, detail: str = "") -> None:
        """A new step (1-based) starts: the model thinking or answering, or a tool at work."""
        self._stage, self._detail, self._step = stage, detail, step
        self._tokens = 0
        self._send()

    def tool(self, step: int, name: str, arguments: dict) -> None:
        stage, argument = TOOL_STAGES.get(name, ("running", ""))
        detail = str(arguments.get(argument) or "") if argument else ""
        if name in _NAMED_BY_FILE and detail:
            detail = PurePath(detail).name
        self.stage(step, stage, detail)

    def token(self) -> None:
        """One more piece of the model's output; every TOKENS_PER_UPDATE of them the user sees the count."""
        self._tokens += 1
        if self._tokens == 1:
            self._first_token = self._clock()
        elif self._tokens % TOKENS_PER_UPDATE == 0:
            self._send()

    def _send(self) -> None:
        now = self._clock()
        writing = now - self._first_token if self._tokens > 1 else 0.0
        # Speed from the first token on: the wait for the prompt is not the model writing slowly.
        speed = round((self._tokens - 1) / writing, 1) if writing > 0 else 0.0
        self._emit(Progress(self._stage, self._detail, self._step, self._tokens, speed, round(now - self._began, 2)))
