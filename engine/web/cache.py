"""The process-level web cache: raw page text per URL, summaries per URL+question.

The model only ever sees short summaries; the raw text waits here so
recall_web can bring back details without refetching. Nothing is written to
disk and nothing outlives the process. A summary is keyed by a hash of
`url|query` because one page asked about "price" and later about "features"
needs two different summaries. Summaries belong to their raw page: when the
page expires (TTL) or is evicted (LRU, by entry count or total bytes), its
summaries go with it, so no summary outlives the text it came from.
"""
from __future__ import annotations

import hashlib
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Callable
from urllib.parse import urlsplit, urlunsplit

from engine.web.secret_guard import scrub_secrets


def normalize_url(url: str) -> str:
    """One cache key per page: scheme and host lower-cased, the #fragment dropped."""
    parts = urlsplit(url.strip())
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path or "/", parts.query, ""))


def normalize_query(query: str | None) -> str:
    return " ".join((query or "").split()).casefold()


def summary_key(url: str, query: str | None) -> str:
    return hashlib.sha256(f"{normalize_url(url)}|{normalize_query(query)}".encode()).hexdigest()


@dataclass(frozen=True)
class CachedSummary:
    query: str  # as first asked; "" for a summary without a question
    text: str
    created: float


@dataclass(frozen=True)
class CachedPage:
    url: str
    final_url: str  # where redirects ended
    title: str
    text: str
    fetched: float  # clock() when it was stored

    @property
    def size(self) -> int:
        return len(self.text.encode("utf-8"))


@dataclass(frozen=True)
class CacheEntryView:
    """One row of the web-cache panel."""

    url: str
    title: str
    size: int  # bytes of raw text and summaries
    age: float  # seconds since fetched
    ttl_left: float  # seconds until it expires
    summaries: tuple[CachedSummary, ...]


@dataclass
class _Entry:
    page: CachedPage
    summaries: dict[str, CachedSummary] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return self.page.size + sum(len(s.text.encode("utf-8")) for s in self.summaries.values())


class WebCache:
    """Thread-safe TTL + LRU cache; `clock` is injectable so tests can move time."""

    def __init__(
        self,
        ttl: float = 1800.0,
        max_entries: int = 64,
        max_bytes: int = 16_000_000,
        clock: Callable[[], float] = time.time,
    ):
        self.ttl = ttl
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.clock = clock
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._lock = threading.Lock()

    # -- pages ------------------------------------------------------------
    def put_page(self, url: str, title: str, text: str, final_url: str = "") -> CachedPage:
        """Store a page's text (secrets scrubbed first); replacing it drops its old summaries."""
        key = normalize_url(url)
        page = CachedPage(key, final_url or key, scrub_secrets(title), scrub_secrets(text), self.clock())
        with self._lock:
            self._entries.pop(key, None)
            self._entries[key] = _Entry(page)
            self._enforce_limits()
            return page

    def get_page(self, url: str) -> CachedPage | None:
        """The fresh page, marked as recently used; None when missing or expired."""
        with self._lock:
            entry = self._fresh(normalize_url(url))
            return entry.page if entry else None

    def raw_text(self, url: str) -> str | None:
        page = self.get_page(url)
        return page.text if page else None

    # -- summaries --------------------------------------------------------
    def put_summary(self, url: str, query: str | None, text: str) -> bool:
        """Keep a summary beside its page; False (nothing stored) when the page is gone."""
        with self._lock:
            entry = self._fresh(normalize_url(url))
            if entry is None:
                return False
            summary = CachedSummary(" ".join((query or "").split()), scrub_secrets(text), self.clock())
            entry.summaries[summary_key(url, query)] = summary
            self._enforce_limits()
            return True

    def get_summary(self, url: str, query: str | None) -> str | None:
        with self._lock:
            entry = self._fresh(normalize_url(url))
            summary = entry.summaries.get(summary_key(url, query)) if entry else None
            return summary.text if summary else None

    # -- the panel's API --------------------------------------------------
    def entries(self) -> list[CacheEntryView]:
        """Fresh entries, most recently used first (does not count as a use)."""
        with self._lock:
            self._drop_expired()
            now = self.clock()
            return [
                CacheEntryView(
                    entry.page.url,
                    entry.page.title,
                    entry.size,
                    now - entry.page.fetched,
                    max(0.0, entry.page.fetched + self.ttl - now),
                    tuple(entry.summaries.values()),
                )
                for entry in reversed(self._entries.values())
            ]

    def evict(self, url: str) -> bool:
        with self._lock:
            return self._entries.pop(normalize_url(url), None) is not None

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def total_bytes(self) -> int:
        with self._lock:
            return sum(entry.size for entry in self._entries.values())

    # -- internals (lock held) ----------------------------------------------
    def _fresh(self, key: str) -> _Entry | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if self.clock() - entry.page.fetched >= self.ttl:
            del self._entries[key]  # its summaries go with it
            return None
        self._entries.move_to_end(key)
        return entry

    def _drop_expired(self) -> None:
        now = self.clock()
        for key in [k for k, e in self._entries.items() if now - e.page.fetched >= self.ttl]:
            del self._entries[key]

    def _enforce_limits(self) -> None:
        """Evict least recently used pages (with their summaries) until both limits hold.

        The newest entry is kept even if it alone is over the byte limit: the
        page the model just asked for must be there for its recall_web call.
        """
        self._drop_expired()
        total = sum(entry.size for entry in self._entries.values())
        while len(self._entries) > 1 and (len(self._entries) > self.max_entries or total > self.max_bytes):
            _, oldest = self._entries.popitem(last=False)
            total -= oldest.size
