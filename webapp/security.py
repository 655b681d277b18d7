"""Who may use this Klang: tokens, Host and Origin checks, CSRF, roles.

On this computer only (the default) every request is the owner's. With --lan
every request needs a token: the owner token makes the owner, the guest
token a guest with their own conversations, no bash, writes only in their own
workspect/ subfolder, no settings and no index roots. A token is taken from
the URL once, kept in an HttpOnly SameSite cookie, compared in constant time,
never logged; bad tokens are rate-limited. A guest's id is issued by the
server and signed with the install's secret, so an id seen in a path is not a
session. Every response forbids framing and inline script.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import defaultdict, deque
from functools import wraps
from pathlib import Path
from urllib.parse import urlencode

from flask import Flask, abort, g, make_response, redirect, request
from markupsafe import Markup

from engine.config import Config
from engine.settings import SettingsStore

TOKEN_COOKIE = "klang_token"
GUEST_COOKIE = "klang_guest"
CSRF_HEADER = "X-CSRF-Token"
CSRF_FIELD = "csrf_token"
FAILURES_ALLOWED = 5
FAILURE_WINDOW = 60.0
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
GUEST_ID_CHARS = 16  # hex
# No page of ours runs inline script or is shown inside another site's frame.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
}


def _host_names(config: Config, lan_address: str | None) -> set[str]:
    names = {"127.0.0.1", "localhost", "[::1]", config.host}
    if lan_address:
        names.add(lan_address)
    return {name.lower() for name in names if name and name != "0.0.0.0"}


def allowed_hosts(config: Config, lan_address: str | None) -> frozenset[str]:
    """Host headers we answer, built from configuration only (defeats DNS rebinding)."""
    names = _host_names(config, lan_address)
    # Some clients omit the port; the names alone still defeat DNS rebinding.
    return frozenset({f"{name}:{config.port}" for name in names} | names)


def allowed_origins(config: Config, lan_address: str | None) -> frozenset[str]:
    """Our own pages' origins, port included: another program serving the same host on another port is
    another origin. A browser leaves the port out only when it is the scheme's default."""
    names = _host_names(config, lan_address)
    origins = {f"http://{name}:{config.port}" for name in names}
    if config.port == 80:
        origins |= {f"http://{name}" for name in names}
    return frozenset(origins)


class FailureLimiter:
    """At most FAILURES_ALLOWED bad tokens per client address per minute."""

    def __init__(self, clock=time.monotonic):
        self._clock = clock
        self._failures: dict[str, deque] = defaultdict(deque)
        self._lock = threading.Lock()

    def blocked(self, address: str) -> bool:
        with self._lock:
            window = self._failures[address]
            while window and self._clock() - window[0] > FAILURE_WINDOW:
                window.popleft()
            return len(window) >= FAILURES_ALLOWED

    def record(self, address: str) -> None:
        with self._lock:
            self._failures[address].append(self._clock())


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


class Access:
    def __init__(self, config: Config, lan_address: str | None = None):
        self.config = config
        self.lan = config.lan
        # Kept in the owner's settings file (0600); KLANG_LAN_TOKEN / KLANG_OWNER_TOKEN win when given.
        self.tokens = SettingsStore(config.data_dir).tokens(guest=config.lan_token, owner=config.owner_token)
        self.lan_address = lan_address
        self.hosts = allowed_hosts(config, lan_address)
        self.origins = allowed_origins(config, lan_address)
        self.limiter = FailureLimiter()

    def role_for(self, token: str | None) -> str | None:
        if not token:
            return None
        if _same(token, self.tokens.owner):
            return "owner"
        if _same(token, self.tokens.guest):
            return "guest"
        return None

    def _guest_signature(self, guest_id: str) -> str:
        return hmac.new(self.tokens.secret.encode(), f"klang-guest|{guest_id}".encode(), hashlib.sha256).hexdigest()

    def guest_cookie(self, guest_id: str) -> str:
        """The guest cookie's value: the id and its signature, so an id seen somewhere is not a session."""
        return f"{guest_id}.{self._guest_signature(guest_id)}"

    def guest_id(self, cookie: str | None) -> str | None:
        """The id in a guest cookie this server signed; None for anything else."""
        guest_id, _, signature = (cookie or "").partition(".")
        if len(guest_id) != GUEST_ID_CHARS or any(c not in "0123456789abcdef" for c in guest_id):
            return None
        return guest_id if _same(signature, self._guest_signature(guest_id)) else None

    def csrf_token(self) -> str:
        material = f"{g.get('user', 'owner')}|{request.cookies.get(TOKEN_COOKIE, '')}".encode()
        return hmac.new(self.tokens.secret.encode(), material, hashlib.sha256).hexdigest()

    def share_url(self, host: str, role: str = "guest") -> str:
        token = self.tokens.guest if role == "guest" else self.tokens.owner
        return f"http://{host}:{self.config.port}/?{urlencode({'token': token})}"

    # -- the checks, in order ---------------------------------------------------
    def check(self):
        if request.host.lower() not in self.hosts:
            abort(400, description="Unknown Host header.")
        if request.path.startswith("/static/") or request.path.startswith("/vendor/"):
            return None
        if not self.lan:
            g.role, g.user = "owner", "owner"
        else:
            response = self._authenticate()
            if response is not None:
                return response
        if request.method not in SAFE_METHODS:
            sent = request.headers.get(CSRF_HEADER) or request.form.get(CSRF_FIELD, "")
            if not sent or not _same(sent, self.csrf_token()):
                abort(403, description="Missing or wrong CSRF token: reload the page and try again.")
        return None

    def _authenticate(self):
        address = request.remote_addr or "?"
        offered = request.args.get("token")
        if offered is not None:
            role = self._role_or_abort(offered, address, 403,
                                       "This link's token is not valid. Ask the owner for a new link.")
            # Take the token out of the URL (history, screenshots) and keep it in a cookie.
            query = {k: v for k, v in request.args.items() if k != "token"}
            target = request.path + (f"?{urlencode(query)}" if query else "")
            response = make_response(redirect(target))
            response.set_cookie(TOKEN_COOKIE, offered, httponly=True, samesite="Strict", max_age=30 * 86400)
            if role == "guest" and self.guest_id(request.cookies.get(GUEST_COOKIE)) is None:
                response.set_cookie(GUEST_COOKIE, self.guest_cookie(secrets.token_hex(GUEST_ID_CHARS // 2)),
                                    httponly=True, samesite="Strict", max_age=365 * 86400)
            return response
        token = request.cookies.get(TOKEN_COOKIE)
        if not token:
            abort(401, description="Open the link with the token that Klang's owner shared with you.")
        role = self._role_or_abort(token, address, 401,
                                   "Open the link with the token that Klang's owner shared with you.")
        guest_id = self.guest_id(request.cookies.get(GUEST_COOKIE))
        if role == "guest" and guest_id is None:
            abort(401, description="Open the share link again to get a guest session.")
        g.role = role
        g.user = "owner" if role == "owner" else f"guest-{guest_id}"
        return None

    def _role_or_abort(self, token: str, address: str, code: int, message: str) -> str:
        """The token's role; a wrong token, from the URL or a cookie alike, counts against the address.
        The right token always works: wrong ones sent from the same address cannot lock its holder out."""
        role = self.role_for(token)
        if role is not None:
            return role
        if self.limiter.blocked(address):
            abort(429, description="Too many wrong tokens: wait a minute.")
        self.limiter.record(address)
        abort(code, description=message)

    def check_origin(self) -> bool:
        """A websocket from a browser must come from one of our own pages."""
        origin = request.headers.get("Origin")
        if origin is None:
            return True  # not a browser (scripts, benchmarks): the token and Host checks still apply
        return origin.lower() in self.origins


def owner_only(view):
    """Settings, index roots and bash are the owner's."""

    @wraps(view)
    def wrapped(*args, **kwargs):
        if g.get("role") != "owner":
            abort(403, description="Only Klang's owner can do this.")
        return view(*args, **kwargs)

    return wrapped


def init_app(app: Flask, config: Config, lan_address: str | None = None) -> Access:
    access = Access(config, lan_address)
    app.extensions["klang_access"] = access
    app.before_request(access.check)

    @app.after_request
    def security_headers(response):
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    @app.context_processor
    def csrf_helpers() -> dict:
        token = access.csrf_token() if g.get("user") else ""
        return {
            "csrf_token": token,
            "csrf_field": lambda: Markup(f'<input type="hidden" name="{CSRF_FIELD}" value="{token}">'),
            "role": g.get("role", "owner"),
        }

    return access


def guest_workspect(config: Config, user: str) -> Path:
    """A guest writes only in their own subfolder of workspect/."""
    return config.workspect_dir / "guests" / user.removeprefix("guest-")
