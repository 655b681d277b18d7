"""Every route and who may use it, audited as a LAN guest; the headers every page carries."""
import re

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from webapp import create_app
from webapp.security import GUEST_COOKIE, TOKEN_COOKIE

GUEST, OWNER = "g" * 43, "o" * 43
# Every endpoint, and whether a guest may use it. A route missing here fails the audit until it is decided.
ROUTES = {
    "static": "guest",
    "htmx_file": "guest",
    "code_css": "guest",
    "tab_socket": "guest",
    "chat.index": "guest",
    "chat.new_conversation_page": "guest",
    "chat.new_conversation": "guest",
    "chat.conversation": "guest",
    "chat.rename": "guest",
    "chat.delete": "guest",
    "chat.status": "guest",
    "chat.retry_model": "owner",
    "chat.set_language": "guest",
    "layout.set_theme": "guest",
    "actions.regenerate": "guest",
    "actions.edit": "guest",
    "actions.search": "guest",
    "actions.export": "guest",
    "uploads.upload": "guest",
    "preview.preview": "guest",
    "workspect.workspect_panel": "guest",
    "workspect.download": "guest",
    "settings.settings_panel": "owner",
    "settings.settings_switch": "owner",
    "models.models_panel": "owner",
    "models.use_model": "owner",
    "models.list_server": "owner",
    "files.files_panel": "owner",
    "files.files_status": "owner",
    "files.reindex": "owner",
    "files.add_root_route": "owner",
    "files.remove_root_route": "owner",
    "web_cache.web_cache_panel": "owner",
    "web_cache.evict": "owner",
    "web_cache.clear": "owner",
    "pages.page_browser": "owner",
}


@pytest.fixture
def lan_app(config):
    lan = config.replace(lan=True, lan_token=GUEST, owner_token=OWNER, port=8765)
    runtime = Runtime(lan, backend=ScriptedBackend())
    runtime.model.wait_ready(5)
    app = create_app(lan, runtime=runtime)
    app.config["SERVER_NAME"] = "127.0.0.1:8765"
    yield app
    runtime.close()


def _guest(app):
    client = app.test_client()
    assert client.get(f"/?token={GUEST}").status_code == 302
    page = client.get("/new").get_data(as_text=True)
    return client, re.search(r'"X-CSRF-Token": "([0-9a-f]+)"', page).group(1)


def test_every_route_has_a_decided_role(lan_app):
    endpoints = {rule.endpoint for rule in lan_app.url_map.iter_rules()}
    assert endpoints == set(ROUTES), "add the new route to ROUTES with the role that may use it"


def test_a_guest_is_refused_exactly_the_owner_routes(lan_app):
    guest, csrf = _guest(lan_app)
    refused = {}
    for rule in lan_app.url_map.iter_rules():
        url = re.sub(r"<(?:[a-z]+:)?(\w+)>", "x", rule.rule)
        method = "POST" if "POST" in rule.methods else "GET"
        headers = {"X-CSRF-Token": csrf, "HX-Request": "true"}
        response = guest.open(url, method=method, headers=headers)
        refused[rule.endpoint] = response.status_code == 403 and b"Only Klang&#39;s owner" in response.data
        response.close()
    assert refused == {endpoint: role == "owner" for endpoint, role in ROUTES.items()}


def test_a_guest_cannot_force_a_model_reload(lan_app):
    reloads = []
    lan_app.extensions["klang"].model.reload = lambda: reloads.append(1)
    guest, csrf = _guest(lan_app)
    assert guest.post("/model/retry", headers={"X-CSRF-Token": csrf}).status_code == 403
    assert reloads == []


@pytest.mark.parametrize("url", ["/new", "/status", "/preview?path=nothing.txt", "/panels/workspect",
                                 "/static/klang.js", "/no-such-page"])
def test_every_response_forbids_framing_and_inline_script(lan_app, url):
    guest, _ = _guest(lan_app)
    response = guest.get(url)
    policy = response.headers.get("Content-Security-Policy", "")
    assert response.headers.get("X-Frame-Options") == "DENY"
    assert "frame-ancestors 'none'" in policy
    script = re.search(r"script-src ([^;]*)", policy).group(1)
    assert script.split() == ["'self'"]
    response.close()


def test_a_refused_token_page_forbids_framing_too(lan_app):
    client = lan_app.test_client()
    client.set_cookie(TOKEN_COOKIE, "wrong", domain="127.0.0.1")
    client.set_cookie(GUEST_COOKIE, "x", domain="127.0.0.1")
    response = client.get("/new")
    assert response.status_code == 401 and response.headers.get("X-Frame-Options") == "DENY"


def test_pages_hold_no_inline_script_or_handler(lan_app):
    guest, _ = _guest(lan_app)
    page = guest.get("/new").get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "an inline <script> would be blocked by the CSP"
    assert not re.search(r"\s(on[a-z]+|hx-on[:\w-]*)=", page), "inline handlers would be blocked by the CSP"
