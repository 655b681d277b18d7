"""Agent turns run in their own threads, independent of any browser tab.

A tab subscribes to a turn's events; closing the tab or losing the
websocket does not stop the turn: it finishes and is saved, and the tab
finds the finished message in the history when it comes back.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, replace
from typing import Callable

from engine.agent import Agent
from engine.events import AnswerDone, Cited, Error, Event, Notice, Progress, Token, ToolFinished
from engine.history import HistoryStore


class TurnBusy(Exception):
    """This conversation already has an answer in progress."""


@dataclass(frozen=True)
class TurnEnded:
    """Sent to subscribers after the final event; carries the saved status."""

    status: str


class Turn:
    def __init__(self, conversation_id: str, message_id: int, user_message_id: int, owner: str,
                 clock: Callable[[], float] = time.monotonic):
        self.conversation_id = conversation_id
        self.message_id = message_id
        self.user_message_id = user_message_id
        self.owner = owner
        self.cancel_event = threading.Event()
        self.text = ""
        self.events: list[Event] = []
        self.status = "streaming"
        self._subscribers: list[Callable[[object], None]] = []
        self._lock = threading.Lock()
        self.finished = threading.Event()
        self._clock = clock
        self.started = clock()

    def cancel(self) -> None:
        self.cancel_event.set()

    def subscribe(self, deliver: Callable[[object], None], snapshot: Callable[[str, list[Event]], None]) -> None:
        """`snapshot(text, events)` gets the turn as it stands, then `deliver` every later event
        (ending with TurnEnded); both under the turn's lock, so nothing is missed or reordered."""
        with self._lock:
            snapshot(self.text, self._as_of_now())
            if self.finished.is_set():
                deliver(TurnEnded(self.status))
            else:
                self._subscribers.append(deliver)

    def _as_of_now(self) -> list[Event]:
        """The events so far, the latest Progress timed from the turn's start to now: the model may have been
        silent for a while (a long prompt), and a tab joining then must not start its clock at that Progress.
        Never less than the Progress said: the agent may time from a clock of its own (a replayed turn)."""
        if self.finished.is_set():
            return list(self.events)
        elapsed = round(self._clock() - self.started, 2)
        return [replace(e, elapsed=max(e.elapsed, elapsed)) if isinstance(e, Progress) else e for e in self.events]

    def unsubscribe(self, deliver: Callable[[object], None]) -> None:
        with self._lock:
            if deliver in self._subscribers:
                self._subscribers.remove(deliver)

    def publish(self, event) -> None:
        with self._lock:
            if isinstance(event, Token):
                self.text += event.text
            elif isinstance(event, Progress):  # a tab that joins late needs only where the turn is now
                self.events = [e for e in self.events if not isinstance(e, Progress)] + [event]
            elif not isinstance(event, TurnEnded):
                self.events.append(event)
            for deliver in self._subscribers:
                deliver(event)
            if isinstance(event, TurnEnded):
                self._subscribers.clear()
                self.finished.set()


class TurnManager:
    def __init__(self, history: HistoryStore, agents: dict[str, Agent], tool_context):
        self.history = history
        self.agents = agents  # by role: owner, guest
        self.tool_context = tool_context  # (cancel, role, workspect) -> ToolContext
        self._running: dict[str, Turn] = {}
        self._lock = threading.Lock()

    def running(self, conversation_id: str) -> Turn | None:
        with self._lock:
            return self._running.get(conversation_id)

    def start(self, conversation_id: str, text: str, owner: str = "local", role: str = "owner",
              workspect=None) -> Turn:
        text = text.strip()
        if not text:
            raise ValueError("The message is empty.")
        with self._lock:
            if conversation_id in self._running:
                raise TurnBusy("Wait for the current answer to finish, or press Stop.")
            past = [
                {"role": m.role, "content": m.content, "tools": tuple(call.tool for call in m.tool_calls)}
                for m in self.history.messages(conversation_id)
                if m.content and m.status in ("done", "stopped")
            ]
            user_id = self.history.add_message(conversation_id, "user", text)
            message_id = self.history.add_message(conversation_id, "assistant", "", status="streaming")
            turn = Turn(conversation_id, message_id, user_id, owner)
            self._running[conversation_id] = turn
        ctx = self.tool_context(cancel=turn.cancel_event, role=role, workspect=workspect)
        agent = self.agents[role]
        thread = threading.Thread(target=self._run, args=(agent, turn, past, text, ctx), name="turn", daemon=True)
        thread.start()
        return turn

    def _emit(self, turn: Turn, event: Event) -> None:
        if isinstance(event, (ToolFinished, Error, Notice, Cited)):
            self.history.add_event(turn.message_id, event)
        turn.publish(event)

    def _run(self, agent: Agent, turn: Turn, past: list[dict], text: str, ctx) -> None:
        try:
            result = agent.run(past, text, ctx, lambda event: self._emit(turn, event), owner=turn.owner)
        except Exception as exc:  # never leave a message 'streaming' forever
            result = Error(f"Klang hit an internal error: {exc}")
        if isinstance(result, AnswerDone):
            final_text = result.text or turn.text
            status = "stopped" if result.stopped else "done"
            self.history.finish_message(turn.message_id, final_text.strip(), status)
            self._emit(turn, AnswerDone(final_text.strip(), result.stopped))
        else:
            status = "error"
            self.history.finish_message(turn.message_id, turn.text.strip(), status)
            self._emit(turn, result)
        turn.status = status
        with self._lock:
            self._running.pop(turn.conversation_id, None)
        turn.publish(TurnEnded(status))

    def cancel_all(self) -> None:
        with self._lock:
            turns = list(self._running.values())
        for turn in turns:
            turn.cancel()
