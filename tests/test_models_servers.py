import socket

import pytest

from engine.backends.base import ModelError
from engine.models.servers import server_models
from tests.openai_site import serve_openai


@pytest.fixture
def server():
    models = [{"id": "qwen2.5-7b-instruct"}, {"id": "typhoon2-8b"}, {"nope": 1}]
    with serve_openai(models=models, refused_key="wrong") as fake:
        yield fake


def test_the_server_lists_its_models_with_the_api_key(server):
    assert server_models(server.url + "/", "sekrit") == ["qwen2.5-7b-instruct", "typhoon2-8b"]
    assert server.authorizations == ["Bearer sekrit"]


def test_a_refused_key_and_a_wrong_url_get_clear_messages(server):
    with pytest.raises(ModelError, match="401.*API key"):
        server_models(server.url, "wrong")
    with pytest.raises(ModelError, match="did not send a model list"):
        server_models(server.url.removesuffix("/v1"))


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
