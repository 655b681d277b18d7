import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from engine.backends.base import ModelError
from engine.models.servers import server_models


class ModelList(BaseHTTPRequestHandler):
    seen_auth: list = []
    reply = b'{"object": "list", "data": [{"id": "qwen2.5-7b-instruct"}, {"id": "typhoon2-8b"}, {"nope": 1}]}'

    def log_message(self, *args):
        return None

    def do_GET(self):
        ModelList.seen_auth.append(self.headers.get("Authorization"))
        status = 401 if self.headers.get("Authorization") == "Bearer wrong" else 200
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(ModelList.reply if self.path == "/v1/models" else b"{}")


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), ModelList)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    ModelList.seen_auth = []
    yield f"http://127.0.0.1:{httpd.server_port}/v1"
    httpd.shutdown()
    httpd.server_close()


def test_the_server_lists_its_models_with_the_api_key(server):
    assert server_models(server + "/", "sekrit") == ["qwen2.5-7b-instruct", "typhoon2-8b"]
    assert ModelList.seen_auth == ["Bearer sekrit"]


def test_a_refused_key_and_a_wrong_url_get_clear_messages(server):
    with pytest.raises(ModelError, match="401.*API key"):
        server_models(server, "wrong")
    with pytest.raises(ModelError, match="did not send a model list"):
        server_models(server.removesuffix("/v1"))


def test_nothing_listens_there():
    with pytest.raises(ModelError, match="Cannot reach.*127.0.0.1:9"):
        server_models("http://127.0.0.1:9/v1", timeout=2)


def test_a_server_on_the_internet_is_never_contacted(monkeypatch):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("8.8.8.8", 443))])

    def connect(*args):
        pytest.fail("connect was called")

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket, "create_connection", connect)
    with pytest.raises(ModelError, match="on the internet"):
        server_models("https://api.example.com/v1")
    with pytest.raises(ModelError, match="not a server address"):
        server_models("file:///etc/passwd")
