"""webapp/ws.py through a real server and websocket: what a tab sends, what it is sent, and what it cannot break."""
import json
import re
import socket
import threading
import urllib.request
from types import SimpleNamespace

import pytest
import wsproto
from simple_websocket import Client
from werkzeug.serving import make_server

from engine.backends.scripted import ScriptedBackend
from engine.events import Token
from engine.runtime import Runtime
from engine.turns import Turn
from tests.gated import GatedBackend, wait_for
from webapp import create_app
from webapp.stream import TurnEvent, Watch
from webapp.ws import MAX_MESSAGE_BYTES, MAX_PROMPT_CHARS, TabSession

ANSWER = "Your rent is 8,000 baht a month."


@pytest.fixture
def serve(config):
    """serve(backend) -> (port, runtime): Klang on a free loopback port, stopped after the test."""
    started = []

    def start(backend):
        probe = make_server("127.0.0.1", 0, None)
        port = probe.port
        probe.server_close()
        runtime = Runtime(config.replace(port=port), backend=backend)
        runtime.model.wait_ready(5)
        server = make_server("127.0.0.1", port, create_app(config.replace(port=port), runtime=runtime), threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started.append((server, runtime, backend))
        return port, runtime

    yield start
    for server, runtime, backend in started:
        if isinstance(backend, GatedBackend):
            backend.gate.set()
        server.shutdown()
        server.server_close()
        runtime.close()


class Tab:
    """A browser tab's websocket: HTML frames and control frames, kept apart and in order."""

    def __init__(self, port: int, lang: str = "en"):
        self.client = Client.connect(f"ws://127.0.0.1:{port}/ws",
                                     headers={"Origin": f"http://127.0.0.1:{port}", "Cookie": f"lang={lang}"})
        self.frames: list[str] = []

    def send(self, **data) -> None:
        self.client.send(json.dumps(data))

    def html(self) -> str:
        return "".join(frame for frame in self.frames if not frame.startswith("{"))

    def controls(self) -> list[dict]:
        return [json.loads(frame) for frame in self.frames if frame.startswith("{")]

    def read_until(self, text: str) -> str:
        """Read frames until one holds `text` (HTML or control); return all the HTML so far."""
        return self._read(lambda: any(text in frame for frame in self.frames), text)

    def read_answer_until(self, text: str) -> str:
        """Read frames until the streamed answer holds `text`, however its words were batched."""
        return self._read(lambda: text in body_text(self.html()), text)

    def conversation(self) -> str:
        """The new conversation this tab's page is told to follow."""
        self.read_until('{"conversation": ')
        return next(control["conversation"] for control in self.controls() if "conversation" in control)

    def _read(self, done, what: str) -> str:
        while not done():
            frame = self.client.receive(timeout=10)
            assert frame is not None, f"no {what!r} in {self.frames!r}"
            self.frames.append(frame)
        return self.html()

    def close(self) -> None:
        if self.client.connected:
            self.client.close()


@pytest.fixture
def tabs():
    opened = []

    def open_tab(port, lang="en"):
        opened.append(Tab(port, lang))
        return opened[-1]

    yield open_tab
    for tab in opened:
        tab.close()


def body_text(html: str) -> str:
    """The answer's text as the page shows it while it streams: the body a snapshot brought (a tab that joined
    after the first words), then every append to a message body, in order."""
    parts = re.findall(r'<div class="body streaming" id="msg-\d+-body">(.*?)</div>'
                       r'|<div hx-swap-oob="beforeend:#msg-\d+-body">(.*?)</div>', html, re.S)
    text = ""
    for snapshot, append in parts:
        text = snapshot if snapshot else text + append  # a snapshot replaces the body, an append adds to it
    return text


def test_a_question_streams_its_answer_then_the_saved_message_and_the_page_follows_the_new_conversation(serve, tabs):
    model = GatedBackend([ANSWER], words_before_gate=3)
    port, runtime = serve(model)
    tab = tabs(port)
    tab.send(type="send", conversation="", text="how much is my rent?")
    html = tab.read_answer_until("Your rent is")
    conversation = runtime.history.list_conversations()[0]
    answer = runtime.history.messages(conversation.id)[-1]
    assert "how much is my rent?" in html and 'data-state="busy"' in html and 'data-state="idle"' not in html
    # Told once which conversation to follow (a panel refresh may come too: "my rent" searches the files first).
    assert tab.conversation() == conversation.id
    assert [control["conversation"] for control in tab.controls() if "conversation" in control] == [conversation.id]
    model.gate.set()
    html = tab.read_until('data-state="idle"')
    assert body_text(html) == ANSWER
    assert re.search(rf'<article id="msg-{answer.id}" class="message assistant done"[^>]*hx-swap-oob="true"', html)
    assert runtime.history.get_message(answer.id).content == ANSWER


def test_a_finished_tool_tells_the_panels_after_its_card_is_on_the_page(serve, tabs):
    port, _ = serve(ScriptedBackend([{"tool": "list_workspect", "arguments": {}}, "Nothing is saved yet."]))
    tab = tabs(port)
    tab.send(type="send", conversation="", text="what is in workspect?")
    tab.read_until("klang:tool-finished")
    # The scripted tool may finish before the tab's watch starts (its card comes in the snapshot) or after
    # (its card is swapped in): either way the panels hear of it only once the card is on the page.
    card = next(n for n, frame in enumerate(tab.frames)
                if re.search(r'<details id="tool-\S+" class="tool-card ok"', frame))
    trigger = next(n for n, frame in enumerate(tab.frames) if frame.startswith("{")
                   and json.loads(frame).get("trigger") == ["klang:tool-finished"])
    assert card < trigger


def test_closing_the_tab_never_stops_the_turn(serve, tabs):
    model = GatedBackend([ANSWER], words_before_gate=3)
    port, runtime = serve(model)
    tab = tabs(port)
    tab.send(type="send", conversation="", text="how much is my rent?")
    tab.read_answer_until("Your rent is")
    tab.close()
    model.gate.set()
    conversation = runtime.history.list_conversations()[0]
    wait_for(lambda: runtime.turns.running(conversation.id) is None, "the turn ended")
    answer = runtime.history.messages(conversation.id)[-1]
    assert (answer.content, answer.status) == (ANSWER, "done")


def test_a_tab_whose_socket_breaks_mid_frame_stops_sending_without_an_error():
    """A tab closed while a frame was being written: the socket's write fails with a broken pipe before the close
    is read (seen once in a full suite run, session 30); the sender stops quietly, as on a close."""
    from webapp.ws import TabSession

    class Broken:
        def send(self, message):
            raise BrokenPipeError(32, "Broken pipe")

    session = TabSession.__new__(TabSession)
    session.ws, session.closed = Broken(), threading.Event()
    session._send("<div>frame</div>")
    assert session.closed.is_set()


def test_a_tab_that_comes_back_mid_turn_sees_the_answer_so_far_then_the_rest(serve, tabs):
    model = GatedBackend([ANSWER], words_before_gate=3)
    port, runtime = serve(model)
    first = tabs(port)
    first.send(type="send", conversation="", text="how much is my rent?")
    first.read_answer_until("Your rent is")
    conversation = first.conversation()
    answer = runtime.history.messages(conversation)[-1]
    again = tabs(port)
    again.send(type="watch", conversation=conversation)
    html = again.read_until('data-state="busy"')
    assert re.search(rf'<article id="msg-{answer.id}" class="message assistant streaming" [^>]*hx-swap-oob="true"',
                     html)
    assert re.search(rf'id="msg-{answer.id}-body">Your rent is</div>', html)
    model.gate.set()
    html = again.read_until('data-state="idle"')
    assert body_text(html) == ANSWER  # the snapshot brought "Your rent is", the appends the rest


def test_a_tab_that_watches_after_the_turn_ended_is_told_nothing_runs(serve, tabs):
    """A regenerate redirects, the page is drawn with the answer streaming, the turn ends before the page's
    websocket says "watch": without word from the server that page showed an empty answer forever."""
    port, runtime = serve(ScriptedBackend([ANSWER]))
    first = tabs(port)
    first.send(type="send", conversation="", text="how much is my rent?")
    conversation = first.conversation()
    wait_for(lambda: runtime.turns.running(conversation) is None, "the turn ended")
    late = tabs(port)
    late.send(type="watch", conversation=conversation)
    late.read_until('"idle"')
    assert {"idle": True} in late.controls() and late.html() == ""


def test_stop_ends_the_answer_where_it_stands(serve, tabs):
    model = GatedBackend(["one two three four five six"], words_before_gate=2)
    port, runtime = serve(model)
    tab = tabs(port)
    tab.send(type="send", conversation="", text="count")
    tab.read_answer_until("one two")
    tab.send(type="stop")
    conversation = tab.conversation()
    turn = runtime.turns.running(conversation)
    wait_for(turn.cancel_event.is_set, "Stop reached the turn")
    model.gate.set()
    html = tab.read_until('data-state="idle"')
    assert re.search(r'class="message assistant stopped"', html) and "three" not in html


def test_a_prompt_longer_than_the_box_allows_is_refused_in_the_tabs_language(serve, tabs):
    port, runtime = serve(ScriptedBackend())
    tab = tabs(port, lang="th")
    tab.send(type="send", conversation="", text="ก" * (MAX_PROMPT_CHARS + 1))
    html = tab.read_until('role="alert"')
    assert f"ข้อความยาวเกินไป: {MAX_PROMPT_CHARS + 1:,} ตัวอักษร ส่งได้ไม่เกิน {MAX_PROMPT_CHARS:,} ตัวอักษร" in html
    assert runtime.history.list_conversations() == []
    page = urllib.request.urlopen(f"http://127.0.0.1:{port}/new", timeout=10).read().decode()
    assert re.search(rf'<textarea [^>]*id="prompt"[^>]*maxlength="{MAX_PROMPT_CHARS}"', page)
    longest = json.dumps({"type": "send", "conversation": "0" * 12, "text": "\x01" * MAX_PROMPT_CHARS})
    assert len(longest.encode()) <= MAX_MESSAGE_BYTES, "any prompt the box allows fits in one message"


def test_a_message_over_the_cap_is_cut_off_at_the_cap_and_costs_no_more(serve, tabs, monkeypatch):
    port, runtime = serve(ScriptedBackend(["still here"]))
    parsed = []
    parse = wsproto.WSConnection.receive_data
    monkeypatch.setattr(wsproto.WSConnection, "receive_data", lambda self, data: parsed.append(len(data or b""))
                        or parse(self, data))
    raw = socket.create_connection(("127.0.0.1", port), timeout=2)
    raw.sendall(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    response = b""
    while b"\r\n\r\n" not in response:
        response += raw.recv(4096)
    assert response.startswith(b"HTTP/1.1 101")
    # One 100 MB text frame, masked with a zero key so the same chunk can be sent again and again.
    size, chunk, sent = 100 * 2**20, b"a" * 2**16, 0
    try:
        raw.sendall(bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big") + bytes(4))
        while sent < size:
            raw.sendall(chunk)
            sent += len(chunk)
    except OSError:
        pass  # the server hung up (reset), or stopped reading (the send timed out)
    finally:
        raw.close()
    assert sent < size, "the server took the whole 100 MB message"
    assert sum(parsed) <= MAX_MESSAGE_BYTES + 2 * 4096, f"the server parsed {sum(parsed):,} bytes of it"
    tab = tabs(port)
    tab.send(type="send", conversation="", text="are you there?")
    assert "still here" in tab.read_until('data-state="idle"')


def test_tokens_waiting_in_the_outbox_go_out_as_one_frame_in_order(serve):
    port, runtime = serve(ScriptedBackend())
    app = create_app(runtime.config, runtime=runtime)
    app.config["SERVER_NAME"] = f"127.0.0.1:{port}"
    conversation = runtime.history.create_conversation()
    question = runtime.history.add_message(conversation.id, "user", "count")
    turn = Turn(conversation.id, runtime.history.add_message(conversation.id, "assistant", "", status="streaming"),
                question, "tab-a")

    frames = []
    session = TabSession(SimpleNamespace(send=frames.append), app, "en", owner="tab-a")
    session.outbox.put(Watch(turn, "", ()))
    for number in range(200):
        session.outbox.put(TurnEvent(turn, Token(f" {number}")))
    sender = threading.Thread(target=session.send_loop)
    sender.start()
    wait_for(lambda: frames, "a frame was sent")
    session.closed.set()
    sender.join(5)
    assert len(frames) == 1
    assert body_text(frames[0]) == "".join(f" {number}" for number in range(200))


def test_a_message_to_a_missing_or_busy_conversation_is_refused_with_a_reason(serve, tabs):
    model = GatedBackend([ANSWER], words_before_gate=1)
    port, runtime = serve(model)
    tab = tabs(port)
    tab.send(type="send", conversation="nope", text="hello?")
    assert "That conversation does not exist." in tab.read_until('role="alert"')
    tab.send(type="send", conversation="", text="first")
    tab.read_until('data-state="busy"')
    tab.send(type="send", conversation=tab.conversation(), text="second")
    assert "Wait for the current answer to finish, or press Stop." in tab.read_until("press Stop")


def test_an_attachment_is_sent_as_its_quoted_path_and_a_foreign_one_sends_nothing(serve, tabs):
    port, runtime = serve(ScriptedBackend(["It lists three rooms."]))
    uploads = runtime.config.workspect_dir / "uploads"
    uploads.mkdir()
    (uploads / "ห้อง.txt").write_text("ห้อง 1, ห้อง 2, ห้อง 3", encoding="utf-8")
    tab = tabs(port, lang="th")
    tab.send(type="send", conversation="", text="มีกี่ห้อง", attachments=["../secret.txt"])
    assert "ไฟล์แนบไม่อยู่ใน workspect/uploads/" in tab.read_until("ไฟล์แนบ")
    assert runtime.history.list_conversations() == []
    tab.send(type="send", conversation="", text="มีกี่ห้อง", attachments=["uploads/ห้อง.txt"])
    tab.read_until('data-state="idle"')
    question, answer = runtime.history.messages(runtime.history.list_conversations()[0].id)
    assert question.content == f'มีกี่ห้อง\n\nไฟล์แนบ: "{(uploads / "ห้อง.txt").resolve()}"'
    # The turn's first step read it, through read_file and its secret scan.
    assert [call.tool for call in answer.tool_calls] == ["read_file"] and answer.tool_calls[0].ok


def test_an_empty_message_is_refused_in_the_tabs_language_and_makes_no_conversation(serve, tabs):
    port, runtime = serve(ScriptedBackend())
    tab = tabs(port, lang="th")
    tab.send(type="send", conversation="", text="  \n ")
    assert "ข้อความว่างเปล่า พิมพ์คำถามก่อน" in tab.read_until('role="alert"')
    assert runtime.history.list_conversations() == []
