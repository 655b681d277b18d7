"""The process-level web objects the web tools share: fetcher, cache, search provider.

ToolContext.web carries the Runtime's WebServices (tests inject one with a
local provider and a loopback-allowing fetcher); no cache lives outside the
Runtime.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.config import Config
from engine.web.cache import CachedPage, WebCache
from engine.web.extract import extract_text
from engine.web.fetch import Fetcher, FetchError
from engine.web.search import DdgsProvider, SearchProvider
from engine.web.summarize import summarize_page


@dataclass
class PageSummary:
    url: str
    title: str
    summary: str
    how: str  # model | extract | cache | snippet


@dataclass
class WebServices:
    fetcher: Fetcher
    cache: WebCache
    provider: SearchProvider

    def open_page(self, url: str) -> CachedPage:
        """The page's text from the cache, or fetched, extracted and cached; raises FetchError."""
        cached = self.cache.get_page(url)
        if cached is not None:
            return cached
        fetched = self.fetcher.fetch(url)
        page = extract_text(fetched)
        if not page.text:
            raise FetchError(f"{url} has no readable text")
        return self.cache.put_page(url, page.title, page.text, final_url=fetched.url)

    def summarize(self, model, page: CachedPage, query: str | None, n_ctx: int) -> PageSummary:
        """A cached summary for this page and question, or a new one.

        Only the model's summaries are cached: an extractive stand-in made while
        the model was unavailable should not outlive that moment.
        """
        cached = self.cache.get_summary(page.url, query)
        if cached is not None:
            return PageSummary(page.url, page.title, cached, "cache")
        summary, how = summarize_page(model, query, page.url, page.title, page.text, n_ctx)
        if how == "model":
            self.cache.put_summary(page.url, query, summary)
        return PageSummary(page.url, page.title, summary, how)


OFF = "the web is off on this machine (KLANG_WEB=off): nothing was sent"


class NoSearch:
    """The search provider when the web is off: every search fails before anything is sent."""

    def search(self, query: str, max_results: int) -> list:
        raise FetchError(OFF)


class NoFetcher(Fetcher):
    """The fetcher when the web is off: every page fails before a name is looked up."""

    def fetch(self, url: str):
        raise FetchError(OFF)


def build_web_services(config: Config) -> WebServices:
    """The production web services: real DuckDuckGo, public pages only; with config.web_enabled False
    (KLANG_WEB=off: the evaluations, the tests' app processes, an offline home) searches and fetches
    fail at once, so no address is looked up. The Runtime keeps one (its cache lives as long as the
    process) and builds a new one when their settings change."""
    online = config.web_enabled
    return WebServices(
        fetcher=(Fetcher if online else NoFetcher)(timeout=config.fetch_timeout, max_bytes=config.fetch_max_bytes),
        cache=WebCache(ttl=config.web_ttl, max_entries=config.web_cache_entries, max_bytes=config.web_cache_bytes),
        provider=DdgsProvider(timeout=config.fetch_timeout) if online else NoSearch(),
    )


def web_services(ctx) -> WebServices:
    """The services a tool call should use: the context's (the Runtime's), else new ones for this call."""
    return ctx.web if ctx.web is not None else build_web_services(ctx.config)
