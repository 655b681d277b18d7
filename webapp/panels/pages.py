"""The Page browser: a cached page's raw text, searched, with the summaries made from it.

The owner's alone, like the Web cache panel: the cache is shared by everyone.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, request
from markupsafe import Markup, escape

from engine.web.cache import normalize_url
from webapp import current_runtime, is_htmx
from webapp.panels import render_panel
from webapp.security import owner_only

bp = Blueprint("pages", __name__)

SHOWN_CHARS = 20_000  # of a page's raw text, when not searching: the panel stays light
MAX_MATCHES = 50
CONTEXT_CHARS = 160  # shown on each side of a match


@dataclass(frozen=True)
class Passage:
    html: Markup  # escaped text with the matches in <mark>
    offset: int  # where it starts in the raw text


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
    entries = current_runtime().web.cache.entries()
    entry = next((e for e in entries if e.url == url), None)
    page = current_runtime().web.cache.get_page(url) if url else None
    context = {"entries": entries, "url": url, "query": query, "entry": entry, "page": page,
               "show": is_htmx() and request.args.get("show") == "1"}
    if page is None:
        return render_panel("panels/_pages.html", 404 if url else 200, **context)
    if query:
        passages, matches = find_passages(page.text, query)
        return render_panel("panels/_pages.html", passages=passages, matches=matches, **context)
    return render_panel("panels/_pages.html", shown=page.text[:SHOWN_CHARS], **context)
