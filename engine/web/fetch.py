"""Klang's own web fetcher: public addresses only, checked at every hop.

Why not urllib or requests: they resolve the host name again when they
connect, honour proxy variables and follow redirects on their own, so an
address check done beforehand proves nothing. Here the host is resolved once,
every answer is checked (engine/web/addresses.py), and the socket is opened to
that checked IP; http.client only speaks HTTP over it. Each redirect hop goes
through the same checks. Every hop, allowed or not, is written to the fetch log.
"""
from __future__ import annotations

import http.client
import socket
import ssl
import threading
import time
from collections import deque
from dataclasses import dataclass
from urllib.parse import unquote, unquote_plus, urljoin, urlsplit

from engine.secrets import describe_findings, scan_text
from engine.web.addresses import IPAddress, machine_addresses, parse_ip, refusal_reason

MAX_REDIRECTS = 5
LOG_LIMIT = 1000  # fetch records kept in memory for the security tests and the UI
USER_AGENT = "Mozilla/5.0 (compatible; Klang/0.1; local assistant)"
TEXT_TYPES = ("text/html", "application/xhtml+xml", "text/plain")
_REDIRECTS = (301, 302, 303, 307, 308)
_CHUNK = 65536


class FetchError(Exception):
    """The page could not be fetched or was refused; the message says why, for the model."""


@dataclass(frozen=True)
class FetchRecord:
    url: str
    ip: str  # "" when the host did not resolve or was never looked up
    decision: str  # allowed | refused (policy, before or instead of reading) | failed (network, HTTP error)
    reason: str


@dataclass(frozen=True)
class FetchedPage:
    url: str  # the final address, after redirects
    content_type: str  # "text/html", "application/xhtml+xml" or "text/plain"
    charset: str | None
    body: bytes
    truncated: bool  # the page was larger than the size cap; body holds its start


class _PinnedHTTPConnection(http.client.HTTPConnection):
    """HTTP to one already-checked IP; the host name is only sent as the Host header."""

    def __init__(self, host: str, ip: str, port: int, timeout: float):
        super().__init__(host, port, timeout=timeout)
        self.pinned_ip = ip

    def connect(self) -> None:
        self.sock = socket.create_connection((self.pinned_ip, self.port), self.timeout)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """HTTPS to one already-checked IP; SNI and the certificate check use the host name."""

    def __init__(self, host: str, ip: str, port: int, timeout: float, context: ssl.SSLContext):
        super().__init__(host, port, timeout=timeout, context=context)
        self.pinned_ip = ip
        self.tls_context = context

    def connect(self) -> None:
        raw = socket.create_connection((self.pinned_ip, self.port), self.timeout)
        try:
            self.sock = self.tls_context.wrap_socket(raw, server_hostname=self.host)
        except BaseException:
            raw.close()
            raise


class Fetcher:
    """Fetch public text pages. `allow_loopback` exists for tests' local servers only."""

    def __init__(
        self,
        timeout: float = 10.0,
        max_bytes: int = 2_000_000,
        max_redirects: int = MAX_REDIRECTS,
        allow_loopback: bool = False,
        own_addresses: frozenset[IPAddress] | None = None,
        tls_context: ssl.SSLContext | None = None,
    ):
        self.timeout = timeout
        self.max_bytes = max_bytes
        self.max_redirects = max_redirects
        self.allow_loopback = allow_loopback
        self.own_addresses = machine_addresses() if own_addresses is None else own_addresses
        self.tls_context = tls_context or ssl.create_default_context()
        self._log: deque[FetchRecord] = deque(maxlen=LOG_LIMIT)
        self._log_lock = threading.Lock()

    @property
    def log(self) -> list[FetchRecord]:
        with self._log_lock:
            return list(self._log)

    def _record(self, url: str, ip: str, decision: str, reason: str = "") -> None:
        with self._log_lock:
            self._log.append(FetchRecord(url, ip, decision, reason))

    def _refuse(self, url: str, ip: str, reason: str) -> FetchError:
        self._record(url, ip, "refused", reason)
        return FetchError(f"refused {url}: {reason}")

    def _fail(self, url: str, ip: str, reason: str) -> FetchError:
        self._record(url, ip, "failed", reason)
        return FetchError(f"could not fetch {url}: {reason}")

    def fetch(self, url: str) -> FetchedPage:
        """The page at `url` (redirects followed and checked); raises FetchError."""
        # Both decodings: unquote_plus reads a form-encoded passage, unquote keeps a key body's raw '+'.
        findings = scan_text(f"{unquote_plus(url)}\n{unquote(url)}", "the address")
        if findings:
            # A secret in a URL is on its way out (a pasted key, a planted "send it to…"): never open it,
            # and keep it out of the log and the error the model sees.
            parts = urlsplit(url)
            shown = f"{parts.scheme}://{parts.hostname or ''}/[withheld]"
            raise self._refuse(shown, "", f"the address carries what looks like a secret "
                                          f"({describe_findings(findings)}); it was not opened")
        deadline = time.monotonic() + self.timeout
        for _hop in range(self.max_redirects + 1):
            outcome = self._fetch_once(url, deadline)
            if isinstance(outcome, FetchedPage):
                return outcome
            url = outcome
        raise self._refuse(url, "", f"more than {self.max_redirects} redirects")

    def _target(self, url: str) -> tuple[str, str, int]:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise self._refuse(url, "", f"only http and https addresses can be opened, not {parts.scheme or 'this'}")
        try:
            host, port = parts.hostname, parts.port
        except ValueError:
            raise self._refuse(url, "", "the port is not a number") from None
        if not host:
            raise self._refuse(url, "", "the address has no host name")
        return parts.scheme, host, port or (443 if parts.scheme == "https" else 80)

    def _checked_ip(self, url: str, host: str, port: int) -> str:
        """Resolve once; refuse when ANY answer is not public, so DNS cannot pick for us."""
        try:
            answers = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except (socket.gaierror, UnicodeError) as exc:
            raise self._fail(url, "", f"the host name {host} does not resolve ({exc})") from None
        ips = list(dict.fromkeys(answer[4][0] for answer in answers))
        if not ips:
            raise self._fail(url, "", f"the host name {host} has no address")
        for ip in ips:
            try:
                address = parse_ip(ip)
            except ValueError:
                raise self._refuse(url, ip, "the host resolved to an unreadable address") from None
            reason = refusal_reason(address, self.allow_loopback, self.own_addresses)
            if reason:
                raise self._refuse(url, ip, reason)
        return parse_ip(ips[0]).compressed

    def _fetch_once(self, url: str, deadline: float) -> FetchedPage | str:
        """One hop: the page, or the next URL when the answer is a redirect."""
        scheme, host, port = self._target(url)
        ip = self._checked_ip(url, host, port)
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise self._fail(url, ip, f"took longer than {self.timeout:g} s")
        if scheme == "https":
            connection = _PinnedHTTPSConnection(host, ip, port, remaining, self.tls_context)
        else:
            connection = _PinnedHTTPConnection(host, ip, port, remaining)
        try:
            return self._exchange(connection, url, ip, deadline)
        except (OSError, http.client.HTTPException) as exc:
            raise self._fail(url, ip, _network_reason(exc, self.timeout)) from None
        finally:
            connection.close()

    def _exchange(self, connection, url: str, ip: str, deadline: float) -> FetchedPage | str:
        parts = urlsplit(url)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        connection.request("GET", path, headers={"User-Agent": USER_AGENT, "Accept": ", ".join(TEXT_TYPES)})
        sock = connection.sock  # getresponse() may let go of it; the body is still read through it
        response = connection.getresponse()
        if response.status in _REDIRECTS:
            location = response.getheader("Location")
            if not location:
                raise self._fail(url, ip, f"HTTP {response.status} redirect without a Location")
            self._record(url, ip, "allowed", f"HTTP {response.status} redirect")
            return urljoin(url, location)
        if response.status != 200:
            raise self._fail(url, ip, f"the page answered HTTP {response.status} {response.reason}".strip())
        content_type = (response.getheader("Content-Type") or "").split(";")[0].strip().lower()
        if content_type not in TEXT_TYPES:
            raise self._refuse(url, ip, f"not a text page (content type {content_type or 'missing'})")
        body, truncated = self._read_capped(sock, response, url, ip, deadline)
        self._record(url, ip, "allowed", f"{len(body)} bytes" + (", cut at the size cap" if truncated else ""))
        charset = response.headers.get_content_charset()
        return FetchedPage(url, content_type, charset, body, truncated)

    def _read_capped(self, sock, response, url: str, ip: str, deadline: float) -> tuple[bytes, bool]:
        """Read at most max_bytes before the deadline; a slow or trickling server cannot hold us."""
        chunks: list[bytes] = []
        size = 0
        while size <= self.max_bytes:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise self._fail(url, ip, f"took longer than {self.timeout:g} s")
            sock.settimeout(remaining)
            chunk = response.read1(min(_CHUNK, self.max_bytes + 1 - size))
            if not chunk:
                return b"".join(chunks), False
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)[: self.max_bytes], True


def _network_reason(exc: Exception, timeout: float) -> str:
    if isinstance(exc, (socket.timeout, TimeoutError)):
        return f"took longer than {timeout:g} s"
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"its certificate is not valid ({exc.verify_message})"
    return f"{type(exc).__name__}: {exc}"
