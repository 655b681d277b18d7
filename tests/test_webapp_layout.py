"""The page frame (webapp/layout.py): the model's name in the header, the theme switch."""
from pathlib import Path

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from tests.webclient import local_client
from webapp import create_app
from webapp.layout import model_label


@pytest.fixture
def client(config):
    runtime = Runtime(config, backend=ScriptedBackend())
    runtime.model.wait_ready(5)
    yield local_client(create_app(config, runtime=runtime))
    runtime.close()


def test_the_model_is_named_as_a_user_knows_it(config):
    gguf = config.replace(backend="llama", model_path=Path("/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"))
    assert model_label(gguf) == "qwen2.5-coder-0.5b-instruct-q4_k_m"
    server = config.replace(backend="openai", model_name="typhoon2-8b", model_path=None)
    assert model_label(server) == "typhoon2-8b"
    assert model_label(config.replace(model_path=None)) == "scripted"


def test_every_page_header_shows_the_model_and_its_state(client):
    for path in ("/new", "/panels/files", "/status"):
        page = client.get(path).get_data(as_text=True)
        assert 'id="model-name"' in page and ">scripted model<" in page and "Model ready" in page, path


def test_no_theme_chosen_follows_the_system(client):
    page = client.get("/new").get_data(as_text=True)
    assert "data-theme" not in page.split(">", 2)[1]
    assert 'id="theme-dark"' in page and 'id="theme-light"' in page


def test_a_chosen_theme_is_kept_and_system_forgets_it(client):
    response = client.post("/theme", data={"theme": "dark", "next": "/panels/pages?url=x"})
    assert response.headers["Location"] == "/panels/pages?url=x"
    assert '<html lang="en" data-theme="dark">' in client.get("/new").get_data(as_text=True)
    client.post("/theme", data={"theme": "system", "next": "/new"})
    assert "data-theme" not in client.get("/new").get_data(as_text=True).split(">", 2)[1]


def test_an_unknown_theme_is_not_written_into_the_page(client):
    client.set_cookie("theme", '"><script>x</script>')
    page = client.get("/new").get_data(as_text=True)
    assert "data-theme" not in page.split(">", 2)[1] and "<script>x" not in page


def test_the_theme_switch_never_redirects_off_site(client):
    for target in ("https://evil.example/", "//evil.example/x", "/\\evil.example"):
        assert client.post("/theme", data={"theme": "dark", "next": target}).headers["Location"] == "/"
