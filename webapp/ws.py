"""One websocket per tab, transport only: the receive loop hands the tab's JSON requests (send, stop,
watch) to its TabSession; one sender thread per tab renders what the outbox holds (webapp/stream.py)
and writes it to the socket, in order."""
from __future__ import annotations

import json
import queue
import socket
import threading

from flask import Flask, copy_current_request_context, current_app, g, request
from flask_sock import Sock
from simple_websocket import ConnectionClosed

from engine.turns import TurnBusy
from webapp import runtime_of
from webapp.i18n import pick_language, translate
from webapp.security import guest_workspect
from webapp.stream import Alert, Idle, TabStream, TurnEvent, Watch
from webapp.uploads import MAX_FILES, attached_path, workspect_of

# simple-websocket stops reading a message that grows past this and closes the socket (code 1009),
# so an oversized message costs no more than this much memory and parsing.
MAX_MESSAGE_BYTES = 64 * 1024
# The prompt box's maxlength. JSON escapes a UTF-16 unit into at most 6 bytes (\u0001), so any prompt
# the page lets a user type fits in one message; a longer one (from elsewhere) gets a clear refusal.
MAX_PROMPT_CHARS = 10_000

sock = Sock()


def init_app(app: Flask) -> None:
    app.config.setdefault("SOCK_SERVER_OPTIONS", {}).setdefault("max_message_size", MAX_MESSAGE_BYTES)
    app.jinja_env.globals["max_prompt_chars"] = MAX_PROMPT_CHARS
    sock.init_app(app)
    sock.route("/ws")(tab_socket)


class TabSession:
    """One tab's websocket: what it watches, and a single sender."""

    def __init__(self, ws, app: Flask, lang: str, owner: str, user: str = "owner", role: str = "owner"):
        self.ws = ws
        self.app = app
        self.lang = lang
        self.owner = owner  # this tab, for the model queue's round-robin
        self.user = user  # whose conversations these are
        self.role = role
        self.stream = TabStream(app, lang, runtime_of(app).history)
        # Everything this tab is sent goes through one queue, in order: Alert, Idle, Watch, TurnEvent.
        self.outbox: queue.Queue = queue.Queue()
        self.subscription = None  # (turn, deliver) this tab listens to (receiving thread)
        self.closed = threading.Event()

    # -- sending --------------------------------------------------------------
    def send_loop(self) -> None:
        """The only thread that writes to the socket: what the outbox holds is rendered here."""
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
            frame = self.stream.frame(items)
            for message in (frame.html(), frame.control()):
                if message:
                    self._send(message)

    def _send(self, message: str) -> None:
        try:
            self.ws.send(message)
        except (ConnectionClosed, OSError):  # a tab closed mid-frame: a broken pipe before the close is read
            self.closed.set()

    # -- receiving ------------------------------------------------------------
    def watch(self, turn, sent: bool = False, created: bool = False) -> None:
        """Stream `turn` from now on: its message as it stands, then every later event."""
        self.unwatch()

        def snapshot(text: str, events: list) -> None:
            self.outbox.put(Watch(turn, text, tuple(events), sent, created))

        def deliver(event) -> None:
            self.outbox.put(TurnEvent(turn, event))

        turn.subscribe(deliver, snapshot)
        self.subscription = (turn, deliver)

    def unwatch(self) -> None:
        if self.subscription is not None:
            turn, deliver = self.subscription
            turn.unsubscribe(deliver)
            self.subscription = None

    def handle(self, data: dict) -> None:
        kind = data.get("type")
        conversation_id = str(data.get("conversation") or "")
        if kind == "stop":
            if self.subscription is not None:
                self.subscription[0].cancel()
        elif kind == "watch":
            runtime = runtime_of(self.app)
            turn = runtime.turns.running(conversation_id)
            if turn is not None and runtime.history.get_conversation(conversation_id, owner=self.user) is not None:
                self.watch(turn)
            else:
                # The page may have been drawn while a turn ran that has ended since (a regenerate's redirect):
                # it still shows that answer streaming, so it is told nothing runs and reloads the messages.
                self.outbox.put(Idle())
        elif kind == "send":
            attachments = data.get("attachments") if isinstance(data.get("attachments"), list) else []
            self.send_message(conversation_id, str(data.get("text") or ""), [str(a) for a in attachments])

    def send_message(self, conversation_id: str, text: str, attachments: list[str] = ()) -> None:
        if len(text) > MAX_PROMPT_CHARS:
            self.alert("too_long", n=f"{len(text):,}", max=f"{MAX_PROMPT_CHARS:,}")
            return
        if not text.strip():  # checked before a conversation is made for it
            self.alert("empty_message")
            return
        if attachments:
            text = self.with_attachments(text, attachments)
            if text is None:
                return
        runtime = runtime_of(self.app)
        history = runtime.history
        created = not conversation_id
        if created:
            conversation_id = history.create_conversation(owner=self.user).id
        elif history.get_conversation(conversation_id, owner=self.user) is None:
            self.alert("not_found")
            return
        try:
            workspect = guest_workspect(runtime.config, self.user) if self.role == "guest" else None
            turn = runtime.turns.start(conversation_id, text, owner=self.owner, role=self.role, workspect=workspect)
        except TurnBusy:
            self.alert("busy")
            return
        self.watch(turn, sent=True, created=created)

    def with_attachments(self, text: str, names: list[str]) -> str | None:
        """The question with a line per attached file, its full path quoted: the turn's first step reads
        a quoted path with read_file. None (and an alert) when one is not this user's upload."""
        root = workspect_of(runtime_of(self.app).config, self.user, self.role)
        paths = [attached_path(root, name) for name in names[:MAX_FILES]]
        if None in paths:
            self.alert("attachment_missing")
            return None
        return "\n\n".join([text, *(f'{translate("attached_file", self.lang)}: "{path}"' for path in paths)])

    def alert(self, key: str, **values) -> None:
        self.outbox.put(Alert(translate(key, self.lang, **values)))


def tab_socket(ws) -> None:
    app = current_app._get_current_object()
    if not app.extensions["klang_access"].check_origin():
        ws.close(reason=1008, message="Origin not allowed")
        return
    lang = pick_language(request.cookies.get("lang"), request.headers.get("Accept-Language"),
                         app.config["KLANG"].language)
    session = TabSession(ws, app, lang, owner=f"tab-{id(ws):x}", user=g.get("user", "owner"),
                         role=g.get("role", "owner"))
    # The sender renders with this request's context: links in partials use its host and scheme.
    sender = threading.Thread(target=copy_current_request_context(session.send_loop), name="ws-sender", daemon=True)
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
        hang_up(ws)


def hang_up(ws) -> None:
    """End the connection itself, not only the websocket: after the handler returns, Werkzeug reads and
    discards whatever the client still sends (10 MB at a time), which would undo the message size cap."""
    try:
        ws.sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # the client is already gone
