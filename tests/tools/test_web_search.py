"""web_search: the model sees `[web:URL] summary` lines; raw pages go to the cache; budget and failures."""
from __future__ import annotations

import threading

import pytest

from engine.tools.base import WEB_LIMIT_MESSAGE, ToolContext, ToolError, WebBudget
from engine.tools.runner import run_tool
from engine.tools.web_search import SPEC, web_search
from engine.web.search import SearchResult
from tests.gated import GUARD_SECONDS
from tests.web_site import FakeProvider, local_services, serve_site


@pytest.fixture(scope="module")
def site():
    with serve_site() as local:
        local.add("/tea", "<html><body><article><p>Thai tea in Bangkok costs 40 baht at most stalls.</p>"
                  "<p>It is sweet and orange.</p></article></body></html>")
        yield local


def results(site, *paths: str) -> list[SearchResult]:
    return [SearchResult(site.url(p), f"Coffee and tea {p}", f"Snippet about coffee for {p}.") for p in paths]


def context(config, web, model=None, budget=20, pages=2) -> ToolContext:
    return ToolContext(
        config=config.replace(web_pages=pages), workspect=config.workspect_dir,
        web_budget=WebBudget(budget), model=model, web=web,
    )


def test_the_model_sees_only_summary_lines_and_the_raw_text_is_cached(site, config, scripted_model):
    model = scripted_model("Coffee costs 60-120 baht.", "Thai tea costs 40 baht.")
    web = local_services(FakeProvider(results(site, "/article", "/tea")))
    result = web_search(context(config, web, model.queue), "coffee tea price Bangkok")
    assert result.text.splitlines() == [
        f"[web:{site.url('/article')}] Coffee costs 60-120 baht.",
        f"[web:{site.url('/tea')}] Thai tea costs 40 baht.",
    ]
    assert "busiest hours" not in result.text  # page text stays out of the context
    assert "busiest hours" in web.cache.raw_text(site.url("/article"))
    assert all(request.thinking is False for request in model.backend.requests)


def test_only_the_configured_number_of_pages_is_opened(site, config):
    web = local_services(FakeProvider(results(site, "/article", "/tea", "/thai")))
    result = web_search(context(config, web, pages=1), "coffee")
    assert len(result.text.splitlines()) == 1
    assert len(web.fetcher.log) == 1


def test_adult_and_gambling_results_are_never_opened(site, config):
    bad = [SearchResult(site.url("/article") + "?casino", "Coffee CASINO bonus", "coffee coffee coffee"),
           SearchResult("https://www.pornhub.com/coffee", "coffee", "coffee coffee")]
    web = local_services(FakeProvider(bad + results(site, "/tea")))
    result = web_search(context(config, web), "coffee")
    assert result.text.startswith(f"[web:{site.url('/tea')}]")
    assert "casino" not in result.text.lower() and "pornhub" not in result.text
    assert result.data["dropped"] == 2
    assert [r.url for r in web.fetcher.log] == [site.url("/tea")]


def test_the_best_ranked_results_are_the_ones_opened(site, config):
    found = [SearchResult(site.url("/thai"), "Gold", "ราคาทอง"), *results(site, "/article")]
    web = local_services(FakeProvider(found))
    web_search(context(config, web, pages=1), "late night coffee Bangkok")
    assert [r.url for r in web.fetcher.log] == [site.url("/article")]


def test_without_a_model_the_summaries_are_extractive(site, config):
    web = local_services(FakeProvider(results(site, "/article")))
    result = web_search(context(config, web, model=None, pages=1), "filter coffee price baht")
    assert "60 and 120 baht" in result.text and result.data["results"][0]["how"] == "extract"


def test_a_failing_model_does_not_break_the_search(site, config, scripted_model):
    model = scripted_model(RuntimeError("model crashed"))
    web = local_services(FakeProvider(results(site, "/article")))
    result = web_search(context(config, web, model.queue, pages=1), "filter coffee price")
    assert result.text.startswith(f"[web:{site.url('/article')}]") and "baht" in result.text


def test_a_thai_question_gets_a_thai_summary_request(site, config, scripted_model):
    model = scripted_model("ทองคำแท่งขายออกบาทละ 41,100 บาท")
    web = local_services(FakeProvider([SearchResult(site.url("/thai"), "ราคาทองวันนี้", "ราคาทองคำแท่ง")]))
    result = web_search(context(config, web, model.queue, pages=1), "ราคาทองวันนี้เท่าไหร่")
    assert result.text == f"[web:{site.url('/thai')}] ทองคำแท่งขายออกบาทละ 41,100 บาท"
    assert "ภาษาไทย" in model.backend.requests[0].messages[0]["content"]


def test_a_page_that_cannot_be_opened_shows_its_snippet(site, config):
    found = [SearchResult(site.url("/gone"), "Coffee gone", "Coffee snippet still useful."),
             SearchResult("http://10.0.0.1/coffee", "Coffee intranet", "Private coffee page.")]
    web = local_services(FakeProvider(found))
    result = web_search(context(config, web), "coffee")
    assert result.text.splitlines() == [
        f"[web:{site.url('/gone')}] Coffee snippet still useful.",
        "[web:http://10.0.0.1/coffee] Private coffee page.",
    ]
    assert "HTTP 404" in result.data["results"][0]["error"] and "private" in result.data["results"][1]["error"]


def test_pages_are_fetched_in_parallel(site, config):
    # Each page answers only once all three requests have arrived: fetched one after another, the first
    # would wait at the barrier until the deadlock guard breaks it, and no page would come back.
    all_three_asked = threading.Barrier(3)
    for n in range(3):
        site.add(f"/slow{n}", f"<html><body><p>Slow coffee page number {n}.</p></body></html>",
                 pause=lambda: all_three_asked.wait(GUARD_SECONDS))
    web = local_services(FakeProvider(results(site, "/slow0", "/slow1", "/slow2")), timeout=2 * GUARD_SECONDS)
    result = web_search(context(config, web, pages=3), "coffee")
    assert not all_three_asked.broken, "the pages were fetched one after another"
    assert result.text.count("Slow coffee page") == 3


def test_cached_pages_cost_no_budget_and_no_fetch(site, config, scripted_model):
    model = scripted_model("Coffee summary.")
    web = local_services(FakeProvider(results(site, "/article")))
    web_search(context(config, web, model.queue, pages=1), "coffee")
    ctx = context(config, web, model.queue, budget=0, pages=1)
    assert web_search(ctx, "coffee").text == f"[web:{site.url('/article')}] Coffee summary."
    assert len(web.fetcher.log) == 1 and len(model.backend.requests) == 1


def test_the_budget_counts_the_search_and_each_page_fetched(site, config):
    found = [SearchResult(site.url(p), "coffee", f"coffee page {n}") for n, p in enumerate(("/article", "/tea", "/thai"))]
    web = local_services(FakeProvider(found))
    ctx = context(config, web, budget=2, pages=3)
    outcome = run_tool(SPEC, "web_search", {"query": "coffee"}, ctx)
    lines = outcome.text.splitlines()
    assert outcome.ok and ctx.web_budget.used == 2  # 1 for the search + 1 page; then it ran out
    assert lines[0].startswith(f"[web:{site.url('/article')}]") and "Bangkok" in lines[0]
    assert lines[1:] == [
        f"[web:{site.url('/tea')}] coffee page 1", f"[web:{site.url('/thai')}] coffee page 2", WEB_LIMIT_MESSAGE
    ]
    assert [r.url for r in web.fetcher.log] == [site.url("/article")]


def test_a_spent_budget_stops_before_searching(site, config):
    provider = FakeProvider(results(site, "/article"))
    ctx = context(config, local_services(provider), budget=0)
    outcome = run_tool(SPEC, "web_search", {"query": "coffee"}, ctx)
    assert outcome.text.startswith("[web_limit]") and provider.queries == []


def test_a_failing_search_engine_is_an_error_the_model_can_act_on(config):
    web = local_services(FakeProvider(error=TimeoutError("no answer")))
    with pytest.raises(ToolError, match="web search failed .*Try again"):
        web_search(context(config, web), "coffee")
    outcome = run_tool(SPEC, "web_search", {"query": "coffee"}, context(config, web))
    assert not outcome.ok and outcome.text.startswith("Error: the web search failed")


def test_no_results_says_so(config):
    result = web_search(context(config, local_services(FakeProvider([]))), "qwxzv")
    assert result.text.startswith("No web results for 'qwxzv'")


def test_an_empty_query_is_refused(config):
    with pytest.raises(ToolError, match="query is empty"):
        web_search(context(config, local_services()), "   ")


def test_the_spec_matches_the_function_and_shows_examples():
    SPEC.check()
    assert SPEC.web and "✅" in SPEC.description and "❌" in SPEC.description
    assert "ราคาทอง" in SPEC.description and "recall_web" in SPEC.description
