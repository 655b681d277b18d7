"""What a tab's websocket shows: a turn's typed events rendered through the page's own partials.

Each fragment is a partial the page renders too, with `oob=True` so htmx swaps it in place, or
wrapped by partials/_append.html to add it at the end of a list. Python never writes markup: it
picks partials and joins whole fragments into one frame. What is not markup (the panels should
refresh, the page now shows a new conversation) travels in a small JSON control frame.

A TabStream is used by its tab's sender thread only, so it needs no lock.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from flask import Flask

from engine.events import Notice, Progress, Queued, Token, ToolFinished, ToolStarted
from engine.history import HistoryStore
from engine.turns import Turn, TurnEnded
from webapp.i18n import translate
from webapp.turn_notes import notice_homes, placed_notices, stage_note

# What the page's panels listen to on <body> (hx-trigger="klang:tool-finished from:body").
TOOL_FINISHED = "klang:tool-finished"


@dataclass(frozen=True)
class Alert:
    """A message for the user at the end of the chat (already in the tab's language)."""

    text: str


@dataclass(frozen=True)
class Idle:
    """Nothing runs in the conversation the tab asked to watch."""


@dataclass(frozen=True)
class Watch:
    """The tab follows `turn` from here on, starting from its snapshot (`text`, `events`)."""

    turn: Turn
    text: str
    events: tuple
    sent: bool = False  # this tab just asked: neither the question nor the answer is on its page yet
    created: bool = False  # ...in a conversation made for it, which its page does not list yet


@dataclass(frozen=True)
class TurnEvent:
    turn: Turn
    event: object


@dataclass
class Frame:
    """One websocket send: HTML fragments (out-of-band swaps), then what the page's glue must do."""

    fragments: list[str] = field(default_factory=list)
    conversation: str = ""  # the page now shows this new conversation: its address follows
    triggers: list[str] = field(default_factory=list)  # events fired on <body> after the swap
    idle: bool = False  # nothing runs: a page still showing an answer streaming reloads its messages

    def html(self) -> str:
        return "".join(self.fragments)

    def control(self) -> str:
        """The control frame, or "" when there is nothing to do. It is JSON, so it starts with "{";
        every HTML frame starts with a tag or white space."""
        control = {}
        if self.conversation:
            control["conversation"] = self.conversation
        if self.triggers:
            control["trigger"] = self.triggers
        if self.idle:
            control["idle"] = True
        return json.dumps(control) if control else ""


def fold_snapshot(text: str, events) -> tuple[list, int | None, Progress | None]:
    """A turn's events so far → its tool calls (latest state of each), its queue position if still queued,
    and its latest Progress (the turn keeps only that one)."""
    calls, position, progress = {}, None, None
    for event in events:
        if isinstance(event, (ToolStarted, ToolFinished)):
            calls[event.call_id] = event
        if isinstance(event, Progress):
            progress = event
        position = event.position if isinstance(event, Queued) else None
    return list(calls.values()), (None if text else position), progress


def superseded(items: list) -> set[int]:
    """Indexes of Progress events a later Progress of the same turn in this batch replaces: a fast model
    reports many per second, and only the newest one is worth drawing."""
    later, dropped = set(), set()
    for index in range(len(items) - 1, -1, -1):
        item = items[index]
        if isinstance(item, TurnEvent) and isinstance(item.event, Progress):
            if id(item.turn) in later:
                dropped.add(index)
            later.add(id(item.turn))
    return dropped


class TabStream:
    """What one tab shows of the turn it follows: the turn, whether it is still queued, what it is doing."""

    def __init__(self, app: Flask, lang: str, history: HistoryStore):
        self.app = app
        self.lang = lang
        self.history = history
        self.turn: Turn | None = None  # the turn this tab shows; events of any other are stale
        self.waiting = False  # that turn is queued behind another: its status line says so
        self.progress: Progress | None = None  # the latest Progress of that turn
        self.stage = None  # the words its status line shows now (a Note), sent again only when they change

    def t(self, key: str, **values) -> str:
        return translate(key, self.lang, **values)

    def frame(self, items: list) -> Frame:
        """Render a batch of outbox items (Alert, Idle, Watch, TurnEvent), in order, into one frame."""
        frame = Frame()
        skipped = superseded(items)
        with self.app.app_context():
            for index, item in enumerate(items):
                if index in skipped:
                    continue
                if isinstance(item, Alert):
                    self._add(frame, "partials/_append.html", target="messages", partial="partials/_alert.html",
                              alert=item.text)
                elif isinstance(item, Idle):
                    frame.idle = True
                elif isinstance(item, Watch):
                    # "Nothing runs" answered the watch before this turn began: the page must not reload
                    # its messages under the answer now streaming.
                    frame.idle = False
                    self._watch(frame, item)
                elif item.turn is self.turn:  # an event of a turn this tab left behind is dropped
                    self._event(frame, item.event)
        return frame

    def _add(self, frame: Frame, template: str, **context) -> None:
        context.update(t=self.t, lang=self.lang)
        frame.fragments.append(self.app.jinja_env.get_template(template).render(**context))

    def _watch(self, frame: Frame, item: Watch) -> None:
        turn = item.turn
        message = self.history.get_message(turn.message_id)
        if message is None:  # the conversation was deleted meanwhile
            self.turn = None
            return
        self.turn = turn
        calls, position, self.progress = fold_snapshot(item.text, item.events)
        self.waiting = position is not None
        self.stage = stage_note(self.progress, position)
        live = dict(message=message, live_text=item.text, live_calls=calls, live_position=position,
                    live_progress=self.progress)
        if item.sent:
            self._add(frame, "partials/_removal.html", element_id="empty-chat")
            self._add(frame, "partials/_append.html", target="messages", partial="partials/_message.html",
                      message=self.history.get_message(turn.user_message_id))
            self._add(frame, "partials/_append.html", target="messages", partial="partials/_message.html", **live)
        else:
            self._add(frame, "partials/_message.html", oob=True, **live)
        conversation = self.history.get_conversation(turn.conversation_id) if item.created else None
        if conversation is not None:
            self._add(frame, "partials/_conversation_list.html", oob=True, conversation=conversation,
                      conversations=self.history.list_conversations(conversation.owner))
            frame.conversation = conversation.id
        self._add(frame, "partials/_turn_state.html", oob=True, running=turn)
        if any(isinstance(call, ToolFinished) for call in calls):  # it finished before this tab watched
            self._tool_finished(frame)

    def _tool_finished(self, frame: Frame) -> None:
        """The panels refresh themselves once the card is on the page (the control frame follows the HTML)."""
        if TOOL_FINISHED not in frame.triggers:
            frame.triggers.append(TOOL_FINISHED)

    def _event(self, frame: Frame, event) -> None:
        message_id = self.turn.message_id
        if isinstance(event, Token):
            self._working(frame)
            self._add(frame, "partials/_streamed_text.html", message_id=message_id, text=event.text)
        elif isinstance(event, Queued):
            self.waiting = True
            self._stage(frame, event.position)
        elif isinstance(event, Progress):
            self.progress, self.waiting = event, False
            self._stage(frame)
            self._add(frame, "partials/_progress_figures.html", oob=True, message_id=message_id, progress=event)
        elif isinstance(event, Notice):
            self._notice(frame, event)
        elif isinstance(event, ToolStarted):
            self._working(frame)
            self._add(frame, "partials/_append.html", target=f"msg-{message_id}-tools",
                      partial="partials/_tool_card.html", call=event)
        elif isinstance(event, ToolFinished):
            self._add(frame, "partials/_tool_card.html", oob=True, call=event)
            self._tool_finished(frame)
        elif isinstance(event, TurnEnded):
            self._ended(frame, message_id)
        # Cited, AnswerDone and Error need nothing now: TurnEnded renders the saved message, sources and all.

    def _working(self, frame: Frame) -> None:
        """The queued turn got the model: its status line goes back to what the turn is doing."""
        if self.waiting:
            self.waiting = False
            self._stage(frame)

    def _stage(self, frame: Frame, position: int | None = None) -> None:
        stage = stage_note(self.progress, position)
        if stage != self.stage:
            self.stage = stage
            self._add(frame, "partials/_progress_stage.html", oob=True, message_id=self.turn.message_id,
                      progress=self.progress, position=position)

    def _notice(self, frame: Frame, notice: Notice) -> None:
        """A note on the card of the call it is about (the card is drawn again with it), else on the message.
        The notice is already stored, so where it belongs is read from the saved events, as the page does."""
        message = self.history.get_message(self.turn.message_id)
        if message is None:  # the conversation was deleted meanwhile
            return
        call_id = next((home for stored, home in reversed(notice_homes(message.events)) if stored == notice), None)
        call = next((c for c in message.tool_calls if c.call_id == call_id), None)
        if call is None:
            self._add(frame, "partials/_append.html", target=f"msg-{message.id}-notices", partial="partials/_notice.html",
                      notice=notice)
            return
        self._add(frame, "partials/_tool_card.html", oob=True, call=call,
                  card_notices=placed_notices(message.events).on(call.call_id))

    def _ended(self, frame: Frame, message_id: int) -> None:
        self.turn = None
        message = self.history.get_message(message_id)
        if message is not None:  # else the conversation was deleted meanwhile
            self._add(frame, "partials/_message.html", oob=True, message=message)
        self._add(frame, "partials/_turn_state.html", oob=True, running=None)
