"""The web cache: TTL, LRU by count and bytes, summaries tied to their page, panel API."""
from __future__ import annotations

import threading

import pytest

from engine.web.cache import WebCache, normalize_url, summary_key


class FakeClock:
    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def cache(clock) -> WebCache:
    return WebCache(ttl=1800, max_entries=3, max_bytes=10_000, clock=clock)


def test_a_page_and_its_summary_come_back(cache):
    cache.put_page("https://example.com/a", "Title A", "raw text of A")
    assert cache.put_summary("https://example.com/a", "price", "A costs 5 baht")
    assert cache.raw_text("https://example.com/a") == "raw text of A"
    assert cache.get_summary("https://example.com/a", "price") == "A costs 5 baht"


def test_summaries_are_per_question(cache):
    url = "https://example.com/phone"
    cache.put_page(url, "Phone", "price 20000 baht, camera 48 MP")
    cache.put_summary(url, "ราคา", "ราคา 20,000 บาท")
    cache.put_summary(url, "camera", "48 MP camera")
    assert cache.get_summary(url, "ราคา") == "ราคา 20,000 บาท"
    assert cache.get_summary(url, "camera") == "48 MP camera"
    assert cache.get_summary(url, "battery") is None
    assert cache.get_summary(url, "  Camera ") == "48 MP camera"  # spacing and case do not split the key


def test_the_summary_key_hashes_url_and_query():
    assert summary_key("https://a.example/x", "q") != summary_key("https://a.example/x", "r")
    assert summary_key("HTTPS://A.example/x#top", "q") == summary_key("https://a.example/x", "q")
    assert normalize_url("HTTPS://A.Example") == "https://a.example/"


def test_a_summary_without_its_page_is_not_stored(cache):
    assert not cache.put_summary("https://example.com/none", "q", "orphan")
    assert cache.entries() == []


def test_pages_expire_after_the_ttl_with_their_summaries(cache, clock):
    cache.put_page("https://example.com/a", "A", "text")
    cache.put_summary("https://example.com/a", "q", "summary")
    clock.now += 1799
    assert cache.get_summary("https://example.com/a", "q") == "summary"
    clock.now += 1
    assert cache.get_page("https://example.com/a") is None
    assert cache.get_summary("https://example.com/a", "q") is None
    assert cache.entries() == []


def test_the_least_recently_used_page_is_evicted_by_count(cache):
    for name in "abc":
        cache.put_page(f"https://example.com/{name}", name, name * 10)
    cache.put_summary("https://example.com/b", "q", "summary of b")  # a use of b
    cache.get_page("https://example.com/a")
    cache.get_page("https://example.com/c")  # b is now the least recently used
    cache.put_page("https://example.com/d", "d", "d" * 10)
    urls = [entry.url for entry in cache.entries()]
    assert urls == ["https://example.com/d", "https://example.com/c", "https://example.com/a"]
    assert cache.get_summary("https://example.com/b", "q") is None


def test_pages_are_evicted_by_total_bytes(clock):
    cache = WebCache(ttl=1800, max_entries=100, max_bytes=1000, clock=clock)
    cache.put_page("https://example.com/a", "a", "a" * 400)
    cache.put_page("https://example.com/b", "b", "b" * 400)
    cache.put_page("https://example.com/c", "c", "ค" * 100)  # Thai: 3 bytes a character
    assert [e.url for e in cache.entries()] == ["https://example.com/c", "https://example.com/b"]
    assert cache.total_bytes() == 700


def test_summaries_count_toward_the_byte_limit(clock):
    cache = WebCache(ttl=1800, max_entries=100, max_bytes=1000, clock=clock)
    cache.put_page("https://example.com/a", "a", "a" * 500)
    cache.put_page("https://example.com/b", "b", "b" * 400)
    cache.put_summary("https://example.com/b", "q", "s" * 200)
    assert [e.url for e in cache.entries()] == ["https://example.com/b"]


def test_the_newest_page_stays_even_when_alone_over_the_byte_limit(clock):
    cache = WebCache(ttl=1800, max_entries=5, max_bytes=100, clock=clock)
    cache.put_page("https://example.com/big", "big", "x" * 500)
    assert cache.raw_text("https://example.com/big") == "x" * 500


def test_storing_a_page_again_drops_its_old_summaries(cache):
    cache.put_page("https://example.com/a", "A", "old text")
    cache.put_summary("https://example.com/a", "q", "old summary")
    cache.put_page("https://example.com/a", "A", "new text")
    assert cache.get_summary("https://example.com/a", "q") is None
    assert cache.raw_text("https://example.com/a") == "new text"


def test_the_panel_lists_entries_with_age_ttl_and_summaries(cache, clock):
    cache.put_page("https://example.com/a", "Page A", "hello")
    clock.now += 60
    cache.put_summary("https://example.com/a", "Greeting?", "says hello")
    [entry] = cache.entries()
    assert (entry.url, entry.title, entry.age, entry.ttl_left) == ("https://example.com/a", "Page A", 60, 1740)
    assert entry.size == len("hello") + len("says hello")
    assert [(s.query, s.text) for s in entry.summaries] == [("Greeting?", "says hello")]


def test_evict_one_and_clear_all(cache):
    cache.put_page("https://example.com/a", "A", "a")
    cache.put_page("https://example.com/b", "B", "b")
    assert cache.evict("https://example.com/a")
    assert not cache.evict("https://example.com/a")
    assert [e.url for e in cache.entries()] == ["https://example.com/b"]
    cache.clear()
    assert cache.entries() == [] and cache.total_bytes() == 0


def test_many_threads_keep_the_limits(clock):
    cache = WebCache(ttl=1800, max_entries=10, max_bytes=5000, clock=clock)

    def work(n: int) -> None:
        for i in range(100):
            url = f"https://example.com/{n}/{i}"
            cache.put_page(url, "t", "x" * 100)
            cache.put_summary(url, "q", "s" * 50)
            cache.get_page(f"https://example.com/{n}/{i // 2}")
            cache.entries()

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(cache.entries()) <= 10 and cache.total_bytes() <= 5000


def test_secrets_are_scrubbed_before_they_are_stored(cache, monkeypatch):
    import engine.web.cache as cache_module

    monkeypatch.setattr(cache_module, "scrub_secrets", lambda text: text.replace("sk-SECRET", "[redacted]"))
    cache.put_page("https://example.com/leak", "key sk-SECRET", "token: sk-SECRET here")
    cache.put_summary("https://example.com/leak", "q", "the key is sk-SECRET")
    page = cache.get_page("https://example.com/leak")
    assert "sk-SECRET" not in page.text + page.title
    assert cache.get_summary("https://example.com/leak", "q") == "the key is [redacted]"
