"""An OpenAI-compatible model server on 127.0.0.1 for the tests of the backend and of the model picker.

GET /v1/models lists `models` (any other GET path answers `{}`, as a server that is not an OpenAI one);
a key in `refused_key` gets 401. Every POST (a chat completion) is recorded in `bodies` and answered with
the server-sent events `stream`; with `cut` the chunked stream dies after them, as a killed server's does.
The options are plain attributes, so a test can change the answer between two requests.
"""
from __future__ import annotations

import contextlib
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable, Iterator

DONE = b"data: [DONE]\n\n"


def sse(*chunks) -> bytes:
    """One `data:` event a chunk: a dict as its JSON, bytes as they are (a malformed line)."""
    return b"".join(b"data: " + (c if isinstance(c, bytes) else json.dumps(c).encode()) + b"\n\n" for c in chunks)


def text(word: str, finish=None) -> dict:
    return {"choices": [{"delta": {"content": word}, "finish_reason": finish}]}


@dataclass
class FakeOpenAI:
    url: str = ""
    models: list = field(default_factory=lambda: [{"id": "fake"}])
    # What every POST is answered with: the events, or a function of the request's JSON giving them.
    stream: bytes | Callable[[dict], bytes] = b""
    refused_key: str = ""
    cut: bool = False
    bodies: list = field(default_factory=list)
    authorizations: list = field(default_factory=list)  # the Authorization header of every GET


def _handler(fake: FakeOpenAI):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # a chunked stream, to cut it

        def log_message(self, *args) -> None:
            return None  # keep test output clean

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            fake.authorizations.append(self.headers.get("Authorization"))
            refused = bool(fake.refused_key) and self.headers.get("Authorization") == f"Bearer {fake.refused_key}"
            listed = self.path == "/v1/models"
            body = json.dumps({"object": "list", "data": fake.models}).encode() if listed else b"{}"
            self.send_response(401 if refused else 200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            self.close_connection = True

        def do_POST(self) -> None:  # noqa: N802
            request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            fake.bodies.append(request)
            events = fake.stream(request) if callable(fake.stream) else fake.stream
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Connection", "close")
            if fake.cut:  # the events as one chunk, then a chunk announced at 1,024 bytes that never arrives
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(events), events) + b"400\r\npartial")
            else:
                self.end_headers()
                self.wfile.write(events)
            self.close_connection = True

    return Handler


@contextlib.contextmanager
def serve_openai(**options) -> Iterator[FakeOpenAI]:
    """Start the server in a thread with FakeOpenAI's options; stop it when the block ends."""
    fake = FakeOpenAI(**options)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fake.url = f"http://127.0.0.1:{server.server_port}/v1"
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
