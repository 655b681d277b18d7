"""Web search: a provider behind an interface, then the adult/gambling filter, then ranking.

Production uses DuckDuckGo through `ddgs`; tests inject their own provider,
so no test ever reaches a search engine.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

from engine.web.blocklist import BLOCKED_DOMAINS, BLOCKED_ENGLISH_WORDS, BLOCKED_THAI_PHRASES, BLOCKED_TLDS
from engine.web.relevance import overlap, query_terms

_ENGLISH_WORD = re.compile(r"[a-z0-9]+")
SNIPPET_FULL_CREDIT = 300  # characters; a longer snippet earns no more


@dataclass(frozen=True)
class SearchResult:
    url: str
    title: str
    snippet: str


class SearchProvider(Protocol):
    def search(self, query: str, max_results: int) -> list[SearchResult]:
        """Results in the engine's order; raise an exception when the search fails."""


class DdgsProvider:
    """DuckDuckGo through the `ddgs` package (the production default)."""

    def __init__(self, timeout: float = 10.0, region: str = "wt-wt"):
        self.timeout = timeout
        self.region = region

    def search(self, query: str, max_results: int) -> list[SearchResult]:
        # Imported on first search: nothing loads it at start-up or in tests.
        from ddgs import DDGS
        from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

        try:
            rows = DDGS(timeout=max(1, int(self.timeout))).text(
                query, region=self.region, safesearch="moderate", max_results=max_results, backend="duckduckgo"
            )
        except (RatelimitException, TimeoutException):
            raise
        except DDGSException as exc:
            if "no results" in str(exc).lower():
                return []  # ddgs reports an empty answer as an error
            raise
        return [
            SearchResult(row.get("href", ""), row.get("title", ""), row.get("body", ""))
            for row in rows
            if row.get("href", "").startswith(("http://", "https://"))
        ]


def blocked_reason(result: SearchResult) -> str | None:
    """Why a result is adult or gambling content, or None when it may be shown."""
    host = (urlsplit(result.url).hostname or "").lower().rstrip(".")
    labels = host.split(".")
    for index in range(len(labels) - 1):
        if ".".join(labels[index:]) in BLOCKED_DOMAINS:
            return f"blocked domain {host}"
    if labels[-1] in BLOCKED_TLDS:
        return f"blocked top-level domain .{labels[-1]}"
    text = f"{result.title} {result.snippet} {result.url}".casefold()
    words = set(_ENGLISH_WORD.findall(text))
    found = sorted(words & BLOCKED_ENGLISH_WORDS)
    if found:
        return f"blocked word {found[0]!r}"
    phrase = next((p for p in BLOCKED_THAI_PHRASES if p in text), None)
    return f"blocked word {phrase!r}" if phrase else None


def filter_results(results: list[SearchResult]) -> list[SearchResult]:
    return [result for result in results if blocked_reason(result) is None]


def rank_results(results: list[SearchResult], query: str) -> list[SearchResult]:
    """Most query words in title/snippet/address first; a fuller snippet breaks ties.

    The snippet bonus is below 1, so it never beats one more matching word.
    Equal scores keep the search engine's order.
    """
    terms = query_terms(query)

    def score(result: SearchResult) -> float:
        words = overlap(terms, f"{result.title} {result.snippet} {result.url}")
        return words + min(len(result.snippet), SNIPPET_FULL_CREDIT) / (SNIPPET_FULL_CREDIT + 1)

    return sorted(results, key=score, reverse=True)


def dedupe(results: list[SearchResult]) -> list[SearchResult]:
    """One result per address (engines repeat pages under several queries)."""
    seen: set[str] = set()
    unique = []
    for result in results:
        key = result.url.split("#", 1)[0]
        if key not in seen:
            seen.add(key)
            unique.append(result)
    return unique
