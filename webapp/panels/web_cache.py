"""The Web cache panel: every cached page, its summaries and their questions; evict, clear.

The owner's alone: the cache is shared by everyone, and its questions are the owner's own.
"""
from __future__ import annotations

from flask import Blueprint, redirect, request, url_for

from webapp import current_runtime, is_htmx
from webapp.panels import render_panel
from webapp.security import owner_only

bp = Blueprint("web_cache", __name__)


def _cache():
    return current_runtime().web.cache


@bp.get("/panels/web-cache")
@owner_only
def web_cache_panel():
    cache = _cache()
    return render_panel("panels/_web_cache.html", entries=cache.entries(), total=cache.total_bytes())


@bp.post("/panels/web-cache/evict")
@owner_only
def evict():
    _cache().evict(request.form.get("url", ""))
    return _after_change()


@bp.post("/panels/web-cache/clear")
@owner_only
def clear():
    _cache().clear()
    return _after_change()


def _after_change():
    if not is_htmx():
        return redirect(url_for("web_cache.web_cache_panel"))
    return web_cache_panel()
