"""Search results: adult and gambling dropped (data-driven lists), the rest ranked by the query."""
from __future__ import annotations

import pytest

from engine.web.blocklist import BLOCKED_DOMAINS, BLOCKED_ENGLISH_WORDS, BLOCKED_THAI_PHRASES, BLOCKED_TLDS
from engine.web.search import DdgsProvider, SearchResult, blocked_reason, dedupe, filter_results, rank_results


def result(url: str, title: str = "A page", snippet: str = "Some text.") -> SearchResult:
    return SearchResult(url, title, snippet)


@pytest.mark.parametrize("domain", sorted(BLOCKED_DOMAINS))
def test_every_listed_domain_and_its_subdomains_are_dropped(domain):
    assert blocked_reason(result(f"https://{domain}/video/1"))
    assert blocked_reason(result(f"https://th.{domain}/"))


@pytest.mark.parametrize("tld", sorted(BLOCKED_TLDS))
def test_adult_and_gambling_top_level_domains_are_dropped(tld):
    assert blocked_reason(result(f"https://anything.{tld}/"))


@pytest.mark.parametrize("word", sorted(BLOCKED_ENGLISH_WORDS))
def test_every_english_word_drops_a_result(word):
    assert blocked_reason(result("https://news.example/a", title=f"Best {word.upper()} of 2025"))


@pytest.mark.parametrize("phrase", BLOCKED_THAI_PHRASES)
def test_every_thai_phrase_drops_a_result_even_inside_a_longer_run(phrase):
    assert blocked_reason(result("https://th.example/a", snippet=f"สมัครเลย{phrase}ได้เงินจริง"))


def test_lists_are_lower_case_and_without_duplicates():
    for word in BLOCKED_ENGLISH_WORDS | BLOCKED_DOMAINS | BLOCKED_TLDS:
        assert word == word.lower().strip()
    assert len(set(BLOCKED_THAI_PHRASES)) == len(BLOCKED_THAI_PHRASES)


@pytest.mark.parametrize(
    "url, title, snippet",
    [
        ("https://www.bangkokpost.com/news", "Lottery law debated in parliament", "The Thai government lottery office said..."),
        ("https://en.wikipedia.org/wiki/Alphabet", "Alphabet", "An alphabet is a set of letters."),
        ("https://www.thairath.co.th/news/1", "ราคาทองวันนี้", "ราคาทองคำแท่งรับซื้อบาทละ 41,000 บาท"),
        ("https://docs.python.org/3/library/essex.html", "Sussex and Essex", "Counties in England."),
        ("https://notpornhub.com.example/", "Cooking", "Recipes."),
    ],
)
def test_ordinary_results_are_kept(url, title, snippet):
    assert blocked_reason(result(url, title, snippet)) is None


def test_filter_keeps_the_order_of_what_remains():
    results = [result("https://a.example/"), result("https://www.xvideos.com/x"), result("https://b.example/", "Casino night")]
    assert [r.url for r in filter_results(results)] == ["https://a.example/"]


def test_ranking_puts_the_most_query_words_first():
    results = [
        result("https://a.example/", "Weather today", "Sunny."),
        result("https://b.example/", "Coffee shops in Bangkok open late", "A list of cafes."),
        result("https://c.example/", "Coffee prices", "Coffee costs more."),
    ]
    ranked = rank_results(results, "late night coffee Bangkok")
    assert [r.url for r in ranked] == ["https://b.example/", "https://c.example/", "https://a.example/"]


def test_ranking_works_for_thai_queries_without_spaces():
    results = [
        result("https://a.example/", "ข่าวกีฬา", "ฟุตบอลไทย"),
        result("https://b.example/", "ราคาทองวันนี้", "ราคาทองคำแท่งขึ้น"),
    ]
    assert rank_results(results, "ราคาทองวันนี้เท่าไหร่")[0].url == "https://b.example/"


def test_a_longer_snippet_breaks_a_tie_but_never_beats_a_matching_word():
    short = result("https://short.example/", "Python release", "New.")
    long = result("https://long.example/", "Python release", "The release notes list every change in detail. " * 20)
    unrelated_long = result("https://other.example/", "Gardening", "Tomatoes need sun. " * 50)
    ranked = rank_results([short, unrelated_long, long], "python release")
    assert [r.url for r in ranked] == ["https://long.example/", "https://short.example/", "https://other.example/"]


def test_equal_scores_keep_the_engine_order():
    results = [result(f"https://{n}.example/", "Same", "Same.") for n in "abc"]
    assert rank_results(results, "unrelated words") == results


def test_duplicates_are_dropped():
    results = [result("https://a.example/x"), result("https://a.example/x#part"), result("https://b.example/")]
    assert [r.url for r in dedupe(results)] == ["https://a.example/x", "https://b.example/"]


def test_the_ddgs_provider_maps_rows_and_asks_duckduckgo(monkeypatch):
    calls = []

    class FakeDDGS:
        def __init__(self, timeout):
            calls.append(("timeout", timeout))

        def text(self, query, **kwargs):
            calls.append((query, kwargs["backend"], kwargs["max_results"]))
            return [{"href": "https://a.example/", "title": "A", "body": "a"}, {"href": "javascript:x", "title": "bad", "body": ""}]

    monkeypatch.setattr("ddgs.DDGS", FakeDDGS)
    found = DdgsProvider(timeout=7).search("hello", 5)
    assert found == [SearchResult("https://a.example/", "A", "a")]
    assert calls == [("timeout", 7), ("hello", "duckduckgo", 5)]


def test_the_ddgs_provider_turns_no_results_into_an_empty_list(monkeypatch):
    from ddgs.exceptions import DDGSException

    class EmptyDDGS:
        def __init__(self, timeout):
            pass

        def text(self, query, **kwargs):
            raise DDGSException("No results found.")

    monkeypatch.setattr("ddgs.DDGS", EmptyDDGS)
    assert DdgsProvider().search("zzzz", 5) == []
