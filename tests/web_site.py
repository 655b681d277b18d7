"""A local web site on 127.0.0.1 for the web tests: articles, redirects, huge, slow and broken pages."""
from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

ARTICLE_HTML = """<html><head><title>Late-night coffee in Bangkok</title></head><body>
<nav>Home | About | Contact</nav>
<article><h1>Late-night coffee in Bangkok</h1>
<p>Bangkok has a growing number of coffee shops that stay open after midnight, most of them around Siam and Ari.</p>
<p>A cup of filter coffee costs between 60 and 120 baht in most of these shops.</p>
<p>The busiest hours are between nine and eleven in the evening, when students come to study.</p>
<p>Many shops also serve Thai tea, cocoa and small desserts for people who do not drink coffee.</p>
</article><footer>Copyright 2025 Example Media</footer></body></html>"""

THAI_HTML = """<html><head><meta charset="utf-8"><title>ราคาทองวันนี้</title></head><body><article>
<h1>ราคาทองวันนี้</h1>
<p>ราคาทองคำแท่งวันนี้รับซื้อบาทละ 41,000 บาท และขายออกบาทละ 41,100 บาท ตามประกาศของสมาคมค้าทองคำ</p>
<p>ราคาทองรูปพรรณขายออกบาทละ 41,600 บาท ปรับขึ้นจากเมื่อวาน 100 บาท</p>
<p>นักวิเคราะห์คาดว่าราคาทองในสัปดาห์หน้าจะผันผวนตามค่าเงินดอลลาร์</p>
</article></body></html>"""


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: dict = field(default_factory=dict)
    trickle: float = 0.0  # seconds between 10-byte pieces of the body
    # Called in the server's thread to hold the reply (a test waits on an Event or a Barrier there)...
    pause: Callable[[], object] | None = None
    pause_at: int | None = None  # ...after this many bytes of the body; None: before the answer starts


class LocalSite:
    def __init__(self, server: ThreadingHTTPServer, stop: threading.Event):
        self.server = server
        self.stop = stop
        self.pages: dict[str, Reply] = {}
        self.requests: list[tuple[str, dict]] = []  # (path, headers) as received
        # Body bytes the server went on to send, per path (counted before each write, so a page the
        # fetcher has read to its end always shows its full length here).
        self.sent: dict[str, int] = {}
        self.base = f"http://127.0.0.1:{server.server_address[1]}"

    def url(self, path: str) -> str:
        return self.base + path

    def add(self, path: str, body: str | bytes = b"", content_type: str = "text/html; charset=utf-8", **reply) -> str:
        data = body.encode("utf-8") if isinstance(body, str) else body
        headers = {"Content-Type": content_type} if content_type else {}
        headers.update(reply.pop("headers", {}))
        self.pages[path] = Reply(body=data, headers=headers, **reply)
        return self.url(path)

    def redirect(self, path: str, location: str, status: int = 302) -> str:
        return self.add(path, b"", content_type="", status=status, headers={"Location": location})


def _handler(site_box: list):
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            site: LocalSite = site_box[0]
            site.requests.append((self.path, dict(self.headers)))
            reply = site.pages.get(self.path, Reply(status=404, body=b"not here", headers={"Content-Type": "text/plain"}))
            site.sent[self.path] = 0
            if reply.pause is not None and reply.pause_at is None:
                reply.pause()
            self.send_response(reply.status)
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(reply.body)))
            self.end_headers()
            try:
                self._send_body(site, reply)
            except (BrokenPipeError, ConnectionResetError):  # the fetcher hung up, as it should
                pass

        def _send_body(self, site: LocalSite, reply: Reply) -> None:
            if reply.pause is None or reply.pause_at is None:
                self._send(site, reply, reply.body)
            elif self._send(site, reply, reply.body[: reply.pause_at]):
                reply.pause()
                self._send(site, reply, reply.body[reply.pause_at :])

        def _send(self, site: LocalSite, reply: Reply, data: bytes) -> bool:
            """Write `data` at once, or in 10-byte pieces when the reply trickles; False when the site stopped."""
            step = 10 if reply.trickle else max(len(data), 1)
            for start in range(0, len(data), step):
                if reply.trickle and site.stop.wait(reply.trickle):
                    return False
                piece = data[start : start + step]
                site.sent[self.path] += len(piece)
                self.wfile.write(piece)
                self.wfile.flush()
            return True

        def log_message(self, *args) -> None:
            return None  # keep test output clean

    return Handler


@contextlib.contextmanager
def serve_site():
    """Start the site in a thread; stop it (and any slow reply) when the block ends."""
    box: list = []
    stop = threading.Event()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(box))
    server.daemon_threads = True
    site = LocalSite(server, stop)
    box.append(site)
    site.add("/article", ARTICLE_HTML)
    site.add("/thai", THAI_HTML)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield site
    finally:
        stop.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


class FakeProvider:
    """A search provider answering from a list (or raising), recording each query."""

    def __init__(self, results=(), error: Exception | None = None):
        self.results = list(results)
        self.error = error
        self.queries: list[tuple[str, int]] = []

    def search(self, query: str, max_results: int):
        self.queries.append((query, max_results))
        if self.error is not None:
            raise self.error
        return self.results[:max_results]


def local_services(provider=None, clock=None, **fetcher_options):
    """WebServices for tests: a loopback-allowing fetcher, a fresh cache, an injected provider."""
    from engine.web.cache import WebCache
    from engine.web.fetch import Fetcher
    from engine.web.services import WebServices

    options = {"timeout": 3.0, "own_addresses": frozenset(), **fetcher_options}
    cache = WebCache(clock=clock) if clock else WebCache()
    return WebServices(Fetcher(allow_loopback=True, **options), cache, provider or FakeProvider())
