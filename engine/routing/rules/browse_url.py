"""browse_url: the message holds a URL (http(s), www., or a bare domain on a web suffix).

The words around it, unless they only say "open this", become the question to answer about the page.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit, urlunsplit

from engine.routing import words as w
from engine.routing.rules.base import Rule, always
from engine.routing.shapes import THAI, URL, Request
from engine.routing.text import fold, strip_edges, trim_trailing


def _has_content(text: str) -> bool:
    """Whether the words around a URL ask something, rather than only "open this link please"."""
    folded = fold(text)
    for filler in w.URL_FILLER_TH:
        folded = folded.replace(filler, " ")
    return any(word not in w.URL_FILLER_EN for word in re.findall(rf"[a-z0-9{THAI}]+", folded))


def _normalize_url(url: str) -> str:
    if not re.match(r"(?i)https?://", url):
        url = "https://" + url
    parts = urlsplit(url)
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path, parts.query, parts.fragment))


def _url(request: Request, match: re.Match) -> dict | None:
    url = _normalize_url(trim_trailing(request.cut(*match.span())))
    rest = request.original
    for found in reversed(list(URL.finditer(request.folded))):
        rest = rest[: found.start()] + " " + rest[found.end():]
    rest = strip_edges(" ".join(rest.split()))
    return {"url": url, "query": rest if _has_content(rest) else None}


RULES = (Rule("url_in_message", "browse_url", (URL,), _url, simple=always, masked=False),)
