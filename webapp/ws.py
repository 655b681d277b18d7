"""One websocket per tab: the tab sends messages and Stop; the server streams
the turn as out-of-band HTML swaps of the same partials the pages use."""
from __future__ import annotations

import json
import queue
import threading

from flask import Flask, current_app, g, request
from flask_sock import Sock
from markupsafe import escape
from simple_websocket import ConnectionClosed

from engine.events import AnswerDone, Error, Queued, Token, ToolFinished, ToolStarted
from engine.turns import TurnBusy, TurnEnded
from webapp import runtime_of
from webapp.i18n import pick_language, translate
from webapp.security import guest_workspect

sock = Sock()


def init_app(app: Flask) -> None:
    sock.init_app(app)
    sock.route("/ws")(tab_socket)


class TabSession:
    """The state of one tab's websocket: what it watches, and a single sender."""

    def __init__(self, ws, app, lang: str, owner: str, user: str = "owner", role: str = "owner"):
        self.ws = ws
        self.app = app
        self.lang = lang
        self.owner = owner  # this tab, for the model queue's round-robin
        self.user = user  # whose conversations these are
        self.role = role
        # Everything this tab is sent goes through one queue, in order: ("html", text),
        # ("watch", turn, html, waiting) to switch turns, ("event", turn, event) from a turn.
        self.outbox: queue.Queue = queue.Queue()
        self.turn = None  # the turn being rendered (sender thread)
        self.subscription = None  # (turn, deliver) this tab listens to (receiving thread)
        self.waiting = False  # the rendered turn is queued behind another
        self.closed = threading.Event()

    def render(self, template: str, **context) -> str:
        context.setdefault("t", lambda key, **values: translate(key, self.lang, **values))
        context.setdefault("lang", self.lang)
        with self.app.app_context():
            return self.app.jinja_env.get_template(template).render(**context)

    # -- sending --------------------------------------------------------------
    def send_loop(self) -> None:
        """The only thread that writes to the socket: turn events are rendered here."""
        while not self.closed.is_set():
            try:
                items = [self.outbox.get(timeout=0.25)]
            except queue.Empty:
                continue
            # Take what else is waiting too: one frame per batch, so a fast model is never throttled.
            while True:
                try:
                    items.append(self.outbox.get_nowait())
                except queue.Empty:
                    break
            html = "".join(self.render_item(item) for item in items)
            if not html:
                continue
            try:
                self.ws.send(html)
            except ConnectionClosed:
                self.closed.set()

    def render_item(self, item: tuple) -> str:
        kind = item[0]
        if kind == "html":
            return item[1]
        if kind == "watch":
            _, self.turn, html, self.waiting = item
            return html
        _, turn, event = item
        return self.render_event(event) if turn is self.turn else ""  # a stale event of a turn left behind

    def render_event(self, event) -> str:
        turn = self.turn
        if turn is None:
            return ""
        mid = turn.message_id
        if isinstance(event, Token):
            html = f'<div hx-swap-oob="beforeend:#msg-{mid}-body">{escape(event.text)}</div>'
            if self.waiting:  # our turn came: the queue note goes back to "working…"
                self.waiting = False
                html = self.queue_note(mid, translate("thinking", self.lang), "queue") + html
            return html
        if isinstance(event, Queued):
            self.waiting = True
            return self.queue_note(mid, translate("queued", self.lang, n=event.position), "queue waiting")
        if isinstance(event, ToolStarted) and self.waiting:
            self.waiting = False
            return self.queue_note(mid, translate("thinking", self.lang), "queue") + self.render_event(event)
        if isinstance(event, ToolStarted):
            card = self.render("partials/_tool_card.html", call=event)
            return f'<div hx-swap-oob="beforeend:#msg-{mid}-tools">{card}</div>'
        if isinstance(event, ToolFinished):
            card = self.render("partials/_tool_card.html", call=event)
            return card.replace("<details ", '<details hx-swap-oob="true" ', 1)
        if isinstance(event, (AnswerDone, Error)):
            return ""  # the saved message is rendered on TurnEnded
        if isinstance(event, TurnEnded):
            self.turn = None
            message = runtime_of(self.app).history.get_message(mid)
            if message is None:  # the conversation was deleted meanwhile
                return self.turn_state(None)
            html = self.render("partials/_message.html", message=message)
            return html.replace("<article ", '<article hx-swap-oob="true" ', 1) + self.turn_state(None)
        return ""

    def queue_note(self, mid: int, text: str, css: str) -> str:
        return f'<div id="msg-{mid}-queue" class="{css}" hx-swap-oob="true">{escape(text)}</div>'

    def turn_state(self, turn) -> str:
        busy = "busy" if turn is not None else "idle"
        message = turn.message_id if turn is not None else ""
        return f'<div id="turn-state" data-state="{busy}" data-message="{message}" hidden hx-swap-oob="true"></div>'

    # -- receiving ------------------------------------------------------------
    def watch(self, turn, html_before: str = "") -> None:
        """Stream `turn` from now on: its message as it stands, then every later event."""
        self.unwatch()
        message = runtime_of(self.app).history.get_message(turn.message_id)

        def snapshot(text: str, events: list) -> None:
            calls, position = {}, None
            for event in events:
                if isinstance(event, (ToolStarted, ToolFinished)):
                    calls[event.call_id] = event
                position = event.position if isinstance(event, Queued) else None
            if text:
                position = None
            html = self.render("partials/_message.html", message=message, live_text=text,
                               live_calls=list(calls.values()), live_position=position)
            if html_before:
                html = html_before + f'<div hx-swap-oob="beforeend:#messages">{html}</div>'
            else:
                html = html.replace("<article ", '<article hx-swap-oob="true" ', 1)
            self.outbox.put(("watch", turn, html + self.turn_state(turn), position is not None))

        def deliver(event) -> None:
            self.outbox.put(("event", turn, event))

        turn.subscribe(deliver, snapshot)
        self.subscription = (turn, deliver)

    def unwatch(self) -> None:
        if self.subscription is not None:
            turn, deliver = self.subscription
            turn.unsubscribe(deliver)
            self.subscription = None

    def handle(self, data: dict) -> None:
        runtime = runtime_of(self.app)
        kind = data.get("type")
        conversation_id = str(data.get("conversation") or "")
        if kind == "stop":
            if self.subscription is not None:
                self.subscription[0].cancel()
            return
        if kind == "watch":
            turn = runtime.turns.running(conversation_id)
            if turn is not None and runtime.history.get_conversation(conversation_id, owner=self.user) is not None:
                self.watch(turn)
            return
        if kind == "send":
            self.send_message(conversation_id, str(data.get("text") or ""))

    def send_message(self, conversation_id: str, text: str) -> None:
        runtime = runtime_of(self.app)
        history = runtime.history
        created = False
        if not conversation_id:
            conversation_id = history.create_conversation(owner=self.user).id
            created = True
        elif history.get_conversation(conversation_id, owner=self.user) is None:
            self.outbox.put(("html", self.alert(translate("not_found", self.lang))))
            return
        try:
            workspect = guest_workspect(runtime.config, self.user) if self.role == "guest" else None
            turn = runtime.turns.start(conversation_id, text, owner=self.owner, role=self.role, workspect=workspect)
        except TurnBusy:
            self.outbox.put(("html", self.alert(translate("busy", self.lang))))
            return
        except ValueError as exc:
            self.outbox.put(("html", self.alert(str(exc))))
            return
        user = history.get_message(turn.user_message_id)
        frames = [
            '<div id="empty-chat" hx-swap-oob="delete"></div>',
            f'<div hx-swap-oob="beforeend:#messages">{self.render("partials/_message.html", message=user)}</div>',
        ]
        if created:
            conversation = history.get_conversation(conversation_id)
            frames.append(self.render("partials/_conversation_list.html",
                                      conversations=history.list_conversations(self.user),
                                      conversation=conversation)
                          .replace("<ul ", '<ul hx-swap-oob="true" ', 1))
            frames.append(f'<div hx-swap-oob="beforeend:#chat"><div id="new-conversation" data-id="{conversation_id}" hidden></div></div>')
        self.watch(turn, html_before="".join(frames))

    def alert(self, message: str) -> str:
        return f'<div hx-swap-oob="beforeend:#messages"><p class="error" role="alert">{escape(message)}</p></div>'


def tab_socket(ws) -> None:
    app = current_app._get_current_object()
    if not app.extensions["klang_access"].check_origin():
        ws.close(reason=1008, message="Origin not allowed")
        return
    lang = pick_language(request.cookies.get("lang"), request.headers.get("Accept-Language"),
                         app.config["KLANG"].language)
    session = TabSession(ws, app, lang, owner=f"tab-{id(ws):x}", user=g.get("user", "owner"),
                         role=g.get("role", "owner"))
    sender = threading.Thread(target=session.send_loop, name="ws-sender", daemon=True)
    sender.start()
    try:
        while not session.closed.is_set():
            raw = ws.receive(timeout=1)
            if raw is None:
                continue
            try:
                data = json.loads(raw)
            except ValueError:
                continue
            if isinstance(data, dict):
                session.handle(data)
    except ConnectionClosed:
        pass
    finally:
        # The turn goes on without this tab and is saved; only this tab's view ends.
        session.unwatch()
        session.closed.set()
        sender.join(timeout=2)
