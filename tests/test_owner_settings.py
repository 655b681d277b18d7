"""The owner's settings panel: the bash switch (kept across restarts) and the LAN share links."""
import json

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.config import load_config
from engine.runtime import Runtime
from tests.webclient import local_client
from webapp import create_app


@pytest.fixture
def make_app(config):
    runtimes = []

    def make(cfg=config):
        # A start reads the saved settings, as run.py does.
        cfg = load_config(env={}, backend="scripted", data_dir=cfg.data_dir, workspect_dir=cfg.workspect_dir,
                          lan=cfg.lan or None, lan_token=cfg.lan_token or None, owner_token=cfg.owner_token or None)
        runtime = Runtime(cfg, backend=ScriptedBackend())
        runtimes.append(runtime)
        return create_app(cfg, runtime=runtime), runtime

    yield make
    for runtime in runtimes:
        runtime.close()


def tool_names(runtime, role="owner"):
    return {spec.name for spec in runtime.agents[role].tools}


def test_bash_switch_removes_the_tool_at_once_and_survives_a_restart(make_app, config):
    app, runtime = make_app()
    client = local_client(app)
    assert "bash" in tool_names(runtime)
    page = client.get("/panels/settings", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="bash-state"' in page and ">on<" in page
    page = client.post("/panels/settings/bash", data={"enabled": "off"}, headers={"HX-Request": "true"})
    assert ">off<" in page.get_data(as_text=True)
    assert "bash" not in tool_names(runtime)
    assert json.loads((config.data_dir / "settings.json").read_text())["bash_enabled"] is False

    _, restarted = make_app()
    assert "bash" not in tool_names(restarted)
    client.post("/panels/settings/bash", data={"enabled": "on"})
    assert "bash" in tool_names(runtime)


def test_share_links_and_qr_code_only_in_lan_mode(make_app, config):
    app, _ = make_app()
    page = local_client(app).get("/panels/settings").get_data(as_text=True)
    assert 'class="qr"' not in page and "token=" not in page

    lan = config.replace(lan=True, lan_token="g" * 43, owner_token="o" * 43)
    app, _ = make_app(lan)
    app.extensions["klang_access"].lan_address = "127.0.0.1"
    client = app.test_client()
    app.config["SERVER_NAME"] = "127.0.0.1:8765"
    client.get("/?token=" + "o" * 43)
    page = client.get("/panels/settings").get_data(as_text=True)
    assert 'class="qr"' in page and "<svg" in page and f"token={'g' * 43}" in page and f"token={'o' * 43}" in page


def test_guests_cannot_open_settings(make_app, config):
    lan = config.replace(lan=True, lan_token="g" * 43, owner_token="o" * 43)
    app, runtime = make_app(lan)
    app.config["SERVER_NAME"] = "127.0.0.1:8765"
    client = app.test_client()
    client.get("/?token=" + "g" * 43)
    assert client.get("/panels/settings").status_code == 403
    assert client.post("/panels/settings/bash", data={"enabled": "off"}).status_code in (403, 401)
    assert "bash" in tool_names(runtime)
