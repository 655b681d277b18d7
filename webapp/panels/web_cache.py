"""The Web cache panel (every cached page, its summaries and their questions; evict, clear)
and the Page browser (a cached page's raw text, searched, with the summaries made from it).

The owner's alone: the cache is shared by everyone, and its questions are the owner's own.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from flask import redirect, request, url_for
from markupsafe import Markup, escape

from engine.web.cache import normalize_url
from webapp import current_runtime, is_htmx
from webapp.panels import bp, render_panel
from webapp.security import owner_only

SHOWN_CHARS = 20_000  # of a page's raw text, when not searching: the panel stays light
MAX_MATCHES = 50
CONTEXT_CHARS = 160  # shown on each side of a match


@dataclass(frozen=True)
class Passage:
    html: Markup  # escaped text with the matches in <mark>
    offset: int  # where it starts in the raw text


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
        return redirect(url_for("panels.web_cache_panel"))
    return web_cache_panel()


def find_passages(text: str, query: str) -> tuple[list[Passage], int]:
    """Passages around each case-insensitive match (escaped, matches marked) and the number of matches."""
    pattern = re.compile(re.escape(query), re.IGNORECASE)
    matches = list(pattern.finditer(text))
    passages: list[Passage] = []
    end_of_last = -1
    for match in matches[:MAX_MATCHES]:
        if match.start() < end_of_last:
            continue  # already inside the previous passage
        start = max(0, match.start() - CONTEXT_CHARS)
        end = min(len(text), match.end() + CONTEXT_CHARS)
        passages.append(Passage(mark(text[start:end], pattern), start))
        end_of_last = end
    return passages, len(matches)


def mark(text: str, pattern: re.Pattern) -> Markup:
    parts, last = [], 0
    for match in pattern.finditer(text):
        parts.append(escape(text[last:match.start()]))
        parts.append(Markup("<mark>%s</mark>") % match.group(0))
        last = match.end()
    parts.append(escape(text[last:]))
    return Markup("").join(parts)


@bp.get("/panels/pages")
@owner_only
def page_browser():
    """Browsing a page counts as a use of it (the cache's LRU order), like recall_web would."""
    url = request.args.get("url", "").strip()
    url = normalize_url(url) if url else ""
    query = " ".join(request.args.get("q", "").split())
    entries = _cache().entries()
    entry = next((e for e in entries if e.url == url), None)
    page = _cache().get_page(url) if url else None
    context = {"entries": entries, "url": url, "query": query, "entry": entry, "page": page,
               "show": is_htmx() and request.args.get("show") == "1"}
    if page is None:
        return render_panel("panels/_pages.html", 404 if url else 200, **context)
    if query:
        passages, matches = find_passages(page.text, query)
        return render_panel("panels/_pages.html", passages=passages, matches=matches, **context)
    return render_panel("panels/_pages.html", shown=page.text[:SHOWN_CHARS], **context)
