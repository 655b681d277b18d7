"""Who may use this Klang: tokens, Host and Origin checks, CSRF, roles.

On this computer only (the default) every request is the owner's. With --lan
every request needs a token: the owner token makes the owner, the guest
token a guest with their own conversations, no bash, writes only in their own
workspect/ subfolder, no settings and no index roots. A token is taken from
the URL once, kept in an HttpOnly SameSite cookie, compared in constant time,
never logged; bad tokens are rate-limited.
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
from urllib.parse import urlencode, urlsplit

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


def allowed_hosts(config: Config, lan_address: str | None) -> frozenset[str]:
    """Host headers we answer, built from configuration only (defeats DNS rebinding)."""
    names = {"127.0.0.1", "localhost", "[::1]", config.host}
    if lan_address:
        names.add(lan_address)
    names = {name.lower() for name in names if name and name != "0.0.0.0"}
    # Some clients omit the port; the names alone still defeat DNS rebinding.
    return frozenset({f"{name}:{config.port}" for name in names} | names)


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
        self.limiter = FailureLimiter()

    def role_for(self, token: str | None) -> str | None:
        if not token:
            return None
        if _same(token, self.tokens.owner):
            return "owner"
        if _same(token, self.tokens.guest):
            return "guest"
        return None

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
            if self.limiter.blocked(address):
                abort(429, description="Too many wrong tokens: wait a minute.")
            role = self.role_for(offered)
            if role is None:
                self.limiter.record(address)
                abort(403, description="This link's token is not valid. Ask the owner for a new link.")
            # Take the token out of the URL (history, screenshots) and keep it in a cookie.
            query = {k: v for k, v in request.args.items() if k != "token"}
            target = request.path + (f"?{urlencode(query)}" if query else "")
            response = make_response(redirect(target))
            response.set_cookie(TOKEN_COOKIE, offered, httponly=True, samesite="Strict", max_age=30 * 86400)
            if role == "guest" and not request.cookies.get(GUEST_COOKIE):
                response.set_cookie(GUEST_COOKIE, secrets.token_hex(8), httponly=True, samesite="Strict",
                                    max_age=365 * 86400)
            return response
        role = self.role_for(request.cookies.get(TOKEN_COOKIE))
        if role is None:
            if request.cookies.get(TOKEN_COOKIE):
                self.limiter.record(address)
            abort(401, description="Open the link with the token that Klang's owner shared with you.")
        guest_id = request.cookies.get(GUEST_COOKIE, "")
        if role == "guest" and not (len(guest_id) == 16 and all(c in "0123456789abcdef" for c in guest_id)):
            abort(401, description="Open the share link again to get a guest session.")
        g.role = role
        g.user = "owner" if role == "owner" else f"guest-{guest_id}"
        return None

    def check_origin(self) -> bool:
        """A websocket from a browser must come from one of our own pages."""
        origin = request.headers.get("Origin")
        if origin is None:
            return True  # not a browser (scripts, benchmarks): the token and Host checks still apply
        parts = urlsplit(origin)
        return parts.scheme in ("http", "https") and parts.netloc.lower() in self.hosts


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
