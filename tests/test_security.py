"""LAN mode: tokens, Host and Origin checks, CSRF, roles (run on 127.0.0.1 only)."""
import http.client
import json
import re
import threading

import pytest
from flask import g
from simple_websocket import Client, ConnectionClosed
from werkzeug.serving import make_server

from engine.backends.scripted import ScriptedBackend
from cli.serve import redacting_handler
from engine.runtime import Runtime
from webapp import create_app
from webapp.security import FAILURES_ALLOWED, GUEST_COOKIE, TOKEN_COOKIE, FailureLimiter

GUEST, OWNER = "g" * 43, "o" * 43


@pytest.fixture
def lan_config(config):
    return config.replace(lan=True, lan_token=GUEST, owner_token=OWNER, port=8765)


@pytest.fixture
def lan_app(lan_config):
    runtime = Runtime(lan_config, backend=ScriptedBackend())
    runtime.model.wait_ready(5)
    app = create_app(lan_config, runtime=runtime)
    app.config["SERVER_NAME"] = "127.0.0.1:8765"
    yield app
    runtime.close()


def login(client, token):
    response = client.get(f"/?token={token}")
    assert response.status_code == 302
    return response


def csrf_for(app, user, cookie):
    with app.test_request_context("/", headers={"Cookie": f"{TOKEN_COOKIE}={cookie}"}):
        g.user = user
        return app.extensions["klang_access"].csrf_token()


def test_without_a_token_nothing_is_served(lan_app):
    client = lan_app.test_client()
    response = client.get("/new")
    assert response.status_code == 401 and b"token" in response.data
    assert client.get("/c/abc").status_code == 401


def test_a_token_in_the_url_becomes_an_httponly_strict_cookie_and_leaves_the_url(lan_app):
    client = lan_app.test_client()
    response = login(client, GUEST)
    assert "token" not in response.headers["Location"]
    cookies = response.headers.getlist("Set-Cookie")
    token_cookie = next(c for c in cookies if c.startswith(f"{TOKEN_COOKIE}="))
    assert "HttpOnly" in token_cookie and "SameSite=Strict" in token_cookie
    assert any(c.startswith(f"{GUEST_COOKIE}=") for c in cookies)
    assert client.get("/new").status_code == 200


def test_wrong_tokens_are_refused_then_rate_limited_but_the_right_one_still_works(lan_app):
    client = lan_app.test_client()
    for _ in range(FAILURES_ALLOWED):
        assert client.get("/?token=guess").status_code == 403
    assert client.get("/?token=guess").status_code == 429
    assert client.get(f"/?token={GUEST}").status_code == 302  # a flood of wrong ones locks nobody out


def test_wrong_token_cookies_are_rate_limited_too(lan_app):
    client = lan_app.test_client()
    client.set_cookie(TOKEN_COOKIE, "guess", domain="127.0.0.1")
    for _ in range(FAILURES_ALLOWED):
        assert client.get("/new").status_code == 401
    assert client.get("/new").status_code == 429
    assert client.get("/?token=guess").status_code == 429  # one count for the URL and the cookie


def test_a_guest_session_is_the_id_the_server_signed_not_any_id(lan_app):
    access = lan_app.extensions["klang_access"]
    history = lan_app.extensions["klang"].history
    victim = history.create_conversation("victim's chat", owner="guest-0123456789abcdef")
    for forged in ("0123456789abcdef", "0123456789abcdef." + "0" * 64, access.guest_cookie("0123456789abcdeg")):
        attacker = lan_app.test_client()
        attacker.set_cookie(TOKEN_COOKIE, GUEST, domain="127.0.0.1")
        attacker.set_cookie(GUEST_COOKIE, forged, domain="127.0.0.1")
        assert attacker.get(f"/c/{victim.id}").status_code == 401
    victim_client = lan_app.test_client()
    victim_client.set_cookie(TOKEN_COOKIE, GUEST, domain="127.0.0.1")
    victim_client.set_cookie(GUEST_COOKIE, access.guest_cookie("0123456789abcdef"), domain="127.0.0.1")
    assert "victim&#39;s chat" in victim_client.get(f"/c/{victim.id}").get_data(as_text=True)


def test_opening_the_share_link_again_replaces_a_cookie_the_server_did_not_sign(lan_app):
    client = lan_app.test_client()
    client.set_cookie(GUEST_COOKIE, "0123456789abcdef", domain="127.0.0.1")
    login(client, GUEST)
    issued = client.get_cookie(GUEST_COOKIE, domain="127.0.0.1").value
    assert issued != "0123456789abcdef" and lan_app.extensions["klang_access"].guest_id(issued)
    assert client.get("/new").status_code == 200


def test_rate_limit_window_passes():
    now = [0.0]
    limiter = FailureLimiter(clock=lambda: now[0])
    for _ in range(FAILURES_ALLOWED):
        limiter.record("1.2.3.4")
    assert limiter.blocked("1.2.3.4") and not limiter.blocked("5.6.7.8")
    now[0] = 61.0
    assert not limiter.blocked("1.2.3.4")


def test_host_header_allow_list(config):
    runtime = Runtime(config, backend=ScriptedBackend())
    try:
        app = create_app(config, runtime=runtime)
        client = app.test_client()
        assert client.get("/status", headers={"Host": "127.0.0.1:8765"}).status_code == 200
        assert client.get("/status", headers={"Host": "localhost:8765"}).status_code == 200
        for host in ("evil.example", "evil.example:8765", "127.0.0.1:9999", "192.168.1.5:8765", "127.0.0.1.nip.io"):
            assert client.get("/status", headers={"Host": host}).status_code == 400
    finally:
        runtime.close()


def test_state_changing_requests_need_the_csrf_token(lan_app):
    client = lan_app.test_client()
    login(client, OWNER)
    conversation = lan_app.extensions["klang"].history.create_conversation("keep", owner="owner")
    url = f"/c/{conversation.id}/rename"
    assert client.post(url, data={"title": "hijacked"}).status_code == 403
    assert client.post(url, data={"title": "hijacked", "csrf_token": "0" * 64}).status_code == 403
    token = csrf_for(lan_app, "owner", OWNER)
    assert client.post(url, data={"title": "renamed", "csrf_token": token}).status_code == 302
    assert client.post(url, data={"title": "again"}, headers={"X-CSRF-Token": token}).status_code == 302
    assert lan_app.extensions["klang"].history.get_conversation(conversation.id).title == "again"


def test_pages_carry_the_csrf_token_for_forms_and_htmx(lan_app):
    client = lan_app.test_client()
    login(client, OWNER)
    page = client.get("/new").get_data(as_text=True)
    token = csrf_for(lan_app, "owner", OWNER)
    assert f'"X-CSRF-Token": "{token}"' in page
    assert f'name="csrf_token" value="{token}"' in page


def test_guests_have_their_own_conversations(lan_app):
    history = lan_app.extensions["klang"].history
    mine = history.create_conversation("owner's secrets", owner="owner")
    guest = lan_app.test_client()
    login(guest, GUEST)
    page = guest.get("/new").get_data(as_text=True)
    assert "owner&#39;s secrets" not in page and "owner's secrets" not in page
    assert guest.get(f"/c/{mine.id}").status_code == 404
    guest_csrf = guest.get("/new").get_data(as_text=True).split('"X-CSRF-Token": "')[1].split('"')[0]
    assert guest.post(f"/c/{mine.id}/delete", headers={"X-CSRF-Token": guest_csrf}).status_code == 404
    assert history.get_conversation(mine.id) is not None


def test_guests_get_no_bash_and_write_only_in_their_own_folder(lan_config):
    runtime = Runtime(lan_config, backend=ScriptedBackend())
    try:
        owner_tools = {spec.name for spec in runtime.agents["owner"].tools}
        guest_tools = {spec.name for spec in runtime.agents["guest"].tools}
        assert "bash" in owner_tools and "bash" not in guest_tools
        assert "write_file" in guest_tools
    finally:
        runtime.close()


def test_access_logs_never_carry_the_token():
    handler = redacting_handler()
    lines = []
    fake = handler.__new__(handler)
    fake.address_string = lambda: "127.0.0.1"
    fake.log_date_time_string = lambda: "now"
    import werkzeug.serving

    original = werkzeug.serving._log
    werkzeug.serving._log = lambda type, message, *args: lines.append(message % args if args else message)
    try:
        fake.log("info", '"%s" %s %s', f"GET /?token={GUEST}&x=1 HTTP/1.1", "302", "-")
        fake.log("info", '"%s" %s %s', f"GET /c/1?x=1&Token={OWNER} HTTP/1.1", "403", "-")  # another case
    finally:
        werkzeug.serving._log = original
    assert GUEST not in lines[0] and "token=[redacted]&x=1" in lines[0]
    assert OWNER not in lines[1] and "Token=[redacted]" in lines[1]


@pytest.fixture
def live_lan(lan_config):
    runtime = Runtime(lan_config, backend=ScriptedBackend(["hello guest"]))
    runtime.model.wait_ready(5)
    server = make_server("127.0.0.1", 0, None, threaded=True)
    port = server.port
    server.server_close()
    config = lan_config.replace(port=port)
    app = create_app(config, runtime=runtime)
    server = make_server("127.0.0.1", port, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield port, app
    server.shutdown()
    runtime.close()


def ws_connect(port, cookie, origin, app=None):
    guest = app.extensions["klang_access"].guest_cookie("0123456789abcdef") if app else ""
    headers = {"Cookie": f"{TOKEN_COOKIE}={cookie}; {GUEST_COOKIE}={guest}"}
    if origin:
        headers["Origin"] = origin
    return Client.connect(f"ws://127.0.0.1:{port}/ws", headers=headers)


@pytest.mark.parametrize("origin", ["http://evil.example", "http://127.0.0.1", "http://localhost", "http://[::1]",
                                    "https://127.0.0.1:{port}", "http://127.0.0.1:{port}.evil.example", "null"])
def test_websocket_from_another_origin_is_closed(live_lan, origin):
    """A page served by another program on this machine (port 80, any other port) is another origin."""
    port, app = live_lan
    client = ws_connect(port, OWNER, origin.format(port=port), app)
    with pytest.raises(ConnectionClosed):
        client.receive(timeout=5)  # closed at once; an accepted socket would wait for a message


def test_websocket_without_a_token_is_refused(live_lan):
    port, _ = live_lan
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", "/ws", headers={
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": f"http://127.0.0.1:{port}",
            "Cookie": f"{TOKEN_COOKIE}=wrong"})
        response = connection.getresponse()
        assert response.status == 401
        response.read()
    finally:
        connection.close()


def test_a_guest_chats_over_the_websocket_from_our_own_origin(live_lan):
    port, app = live_lan
    client = ws_connect(port, GUEST, f"http://127.0.0.1:{port}", app)
    try:
        client.send(json.dumps({"type": "send", "conversation": "", "text": "hi from the phone"}))
        frames = ""
        while 'data-state="idle"' not in frames:
            frames += client.receive(timeout=10)
    finally:
        client.close()
    assert "hello guest" in frames
    owners = {c.owner for c in app.extensions["klang"].history.list_conversations("guest-0123456789abcdef")}
    assert owners == {"guest-0123456789abcdef"}
    assert re.search(r"hi from the phone", frames)


def test_a_guest_reads_only_their_own_workspect_folder(lan_config):
    from engine.tools.read_file import read_file
    from engine.tools.base import ToolError
    from webapp.security import guest_workspect

    runtime = Runtime(lan_config, backend=ScriptedBackend())
    try:
        (lan_config.workspect_dir / "owner_notes.md").write_text("owner only")
        mine = guest_workspect(lan_config, "guest-0123456789abcdef")
        ctx = runtime.tool_context(role="guest", workspect=mine)
        (mine / "mine.md").write_text("guest notes")
        assert "guest notes" in read_file(ctx, "mine.md").text
        with pytest.raises(ToolError):
            read_file(ctx, str(lan_config.workspect_dir / "owner_notes.md"))
        owner_ctx = runtime.tool_context()
        assert "owner only" in read_file(owner_ctx, "owner_notes.md").text
    finally:
        runtime.close()


def test_a_guest_preview_cannot_open_the_owners_workspect(lan_app, lan_config):
    (lan_config.workspect_dir / "owner_notes.md").write_text("owner only")
    guest = lan_app.test_client()
    login(guest, GUEST)
    response = guest.get("/preview", query_string={"path": str(lan_config.workspect_dir / "owner_notes.md")})
    assert response.status_code == 403 and b"owner only" not in response.data
