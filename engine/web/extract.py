"""Turn a fetched page into its readable text: trafilatura for HTML, decoding for plain text."""
from __future__ import annotations

import codecs
from dataclasses import dataclass

import trafilatura

from engine.web.fetch import FetchedPage


@dataclass(frozen=True)
class PageText:
    title: str
    text: str


def _known_charset(charset: str | None) -> str | None:
    try:
        return codecs.lookup(charset).name if charset else None
    except LookupError:  # a server naming a charset Python does not know
        return None


def _decode(body: bytes, charset: str | None) -> str:
    return body.decode(_known_charset(charset) or "utf-8", errors="replace")


def extract_text(page: FetchedPage) -> PageText:
    """Main text and title; empty text when the page has nothing readable."""
    if page.content_type == "text/plain":
        text = _decode(page.body, page.charset).strip()
        return PageText(title=page.url, text=text)
    # The server's charset wins; without one trafilatura detects it (Thai pages may be TIS-620).
    charset = _known_charset(page.charset)
    markup = page.body.decode(charset, errors="replace") if charset else page.body
    document = trafilatura.bare_extraction(
        markup, url=page.url, with_metadata=True, include_comments=False, include_tables=True
    )
    title = (getattr(document, "title", None) or "").strip() if document else ""
    text = (getattr(document, "text", None) or "").strip() if document else ""
    if not text:
        # Short or unusual pages defeat the main-content heuristics; take all visible text.
        _tree, text, _length = trafilatura.baseline(markup)
        text = (text or "").strip()
    return PageText(title=title or page.url, text=text)
