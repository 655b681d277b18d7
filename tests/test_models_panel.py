"""The model picker in Settings: list, switch at run time (saved, every tab sees it), servers, owner only."""
import json
import threading

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from tests.gguf_files import llama_meta, write_gguf
from tests.openai_site import serve_openai
from tests.webclient import local_client
from webapp import create_app

HX = {"HX-Request": "true"}


def test_the_picker_lists_bundled_and_found_models_with_size_and_ram(client, isolated_home):
    write_gguf(isolated_home / "models" / "typhoon.gguf", llama_meta(name="Typhoon Tiny", template=""))
    settings = client.get("/panels/settings", headers=HX).get_data(as_text=True)
    assert 'hx-get="/panels/models"' in settings
    page = client.get("/panels/models", headers=HX).get_data(as_text=True)
    assert "Qwen2.5-Coder 0.5B Instruct (Q4_K_M)" in page and "smollm2-135m" in page
    assert "Typhoon Tiny" in page and "~/models" in page and "no chat template" in page
    assert "468.6 MB" in page and "RAM (estimate)" in page  # Qwen's file size, and RAM said to be an estimate
    assert "Q4_K_M · context 32,768 tokens" in page
    client.set_cookie("lang", "th", domain="127.0.0.1")
    thai = client.get("/panels/models", headers=HX).get_data(as_text=True)
    assert "Q4_K_M · บริบท 32,768 โทเค็น" in thai and "ctx" not in thai


def test_picking_a_model_switches_saves_and_shows_loading_in_every_tab(client, runtime, config, isolated_home):
    tiny = write_gguf(isolated_home / "models" / "tiny.gguf", llama_meta(name="Tiny Llama"))
    other_tab = local_client(create_app(runtime.config, runtime=runtime))
    page = client.post("/panels/models/use", data={"name": "tiny.gguf"}, headers=HX).get_data(as_text=True)
    assert "Switching to Tiny Llama" in page and 'hx-swap-oob="true"' in page
    assert json.loads((config.data_dir / "settings.json").read_text())["model_path"] == str(tiny)
    assert runtime.config.backend == "llama" and runtime.config.model_path == tiny
    status = runtime.model.wait_ready(30)  # the tiny file has no weights: llama.cpp refuses it, clearly
    assert status.state == "error" and status.model == "Tiny Llama" and "could not load" in status.message
    shown = other_tab.get("/status").get_data(as_text=True)
    assert "Tiny Llama" in shown and 'hx-trigger="every 5s"' in shown


class HeldLoad(ScriptedBackend):
    """A model that takes as long to load as the test wants."""

    label = "Held Model"
    release = threading.Event()

    def load(self):
        HeldLoad.release.wait(10)


def test_while_a_picked_model_loads_every_tab_says_which(client, runtime, isolated_home, monkeypatch):
    write_gguf(isolated_home / "models" / "held.gguf", llama_meta(name="Held Model"))
    monkeypatch.setattr("engine.runtime.make_backend", lambda config: HeldLoad())
    HeldLoad.release.clear()
    other_tab = local_client(create_app(runtime.config, runtime=runtime))
    client.post("/panels/models/use", data={"name": "held.gguf"}, headers=HX)
    loading = other_tab.get("/status").get_data(as_text=True)
    assert "Loading Held Model…" in loading and 'hx-trigger="every 1s"' in loading
    HeldLoad.release.set()
    assert runtime.model.wait_ready(10).state == "ready"
    ready = other_tab.get("/status").get_data(as_text=True)
    assert 'id="model-name" title="Model: Held Model">Held Model</span>' in ready and "Model ready" in ready


def test_a_model_that_is_gone_is_not_picked(client, runtime):
    response = client.post("/panels/models/use", data={"name": "/etc/passwd"}, headers=HX)
    assert response.status_code == 404 and "no longer on this computer" in response.get_data(as_text=True)
    assert runtime.config.backend == "scripted"


@pytest.fixture
def server():
    with serve_openai(models=[{"id": "qwen2.5-7b-instruct"}]) as fake:
        yield fake.url


def test_a_server_lists_its_models_and_one_can_be_picked(client, runtime, server):
    page = client.post("/panels/models/server", data={"base_url": server}, headers=HX).get_data(as_text=True)
    assert "<code>qwen2.5-7b-instruct</code>" in page
    client.post("/panels/models/use", data={"base_url": server, "name": "qwen2.5-7b-instruct"}, headers=HX)
    assert (runtime.config.backend, runtime.config.base_url, runtime.config.model_name) == (
        "openai", server, "qwen2.5-7b-instruct")
    assert runtime.model.status.model == f"qwen2.5-7b-instruct ({server})"


def test_a_server_on_the_internet_cannot_be_picked(client, runtime, monkeypatch):
    monkeypatch.setattr("socket.getaddrinfo", lambda *a, **k: [(2, 1, 6, "", ("8.8.8.8", 443))])
    response = client.post("/panels/models/use", data={"base_url": "https://api.example.com/v1", "name": "gpt"},
                           headers=HX)
    assert response.status_code == 400 and "on the internet" in response.get_data(as_text=True)
    assert runtime.config.backend == "scripted"


def test_an_unreachable_server_is_explained_in_thai_too(client):
    client.set_cookie("lang", "th", domain="127.0.0.1")
    response = client.post("/panels/models/server", data={"base_url": "http://127.0.0.1:9/v1"}, headers=HX)
    assert response.status_code == 502 and "ดูรายชื่อโมเดลของเซิร์ฟเวอร์นี้ไม่ได้" in response.get_data(as_text=True)


def test_guests_cannot_see_or_pick_models(config, isolated_home):
    lan = config.replace(lan=True, lan_token="g" * 43, owner_token="o" * 43)
    runtime = Runtime(lan, backend=ScriptedBackend())
    try:
        app = create_app(lan, runtime=runtime)
        app.config["SERVER_NAME"] = "127.0.0.1:8765"
        guest = app.test_client()
        guest.get("/?token=" + "g" * 43)
        assert guest.get("/panels/models").status_code == 403
        assert guest.post("/panels/models/use", data={"name": "smollm2-135m"}).status_code in (401, 403)
        assert runtime.config.backend == "scripted"
    finally:
        runtime.close()
