"""browse_url: open a known address (or use the cache) and return one `[web:URL] summary` line."""
from __future__ import annotations

import socket

import pytest

from engine.tools.base import ToolArgumentError, ToolContext, ToolError, WebBudget
from engine.tools.browse_url import SPEC, browse_url
from engine.tools.runner import run_tool
from tests.web_site import local_services, serve_site


@pytest.fixture(scope="module")
def site():
    with serve_site() as local:
        yield local


def context(config, web, model=None, budget=20) -> ToolContext:
    return ToolContext(config=config, workspect=config.workspect_dir, web_budget=WebBudget(budget), model=model, web=web)


def test_a_page_is_summarized_for_the_question(site, config, scripted_model):
    model = scripted_model("Filter coffee costs 60-120 baht.")
    web = local_services()
    result = browse_url(context(config, web, model.queue), site.url("/article"), "coffee price")
    assert result.text == f"[web:{site.url('/article')}] Filter coffee costs 60-120 baht."
    assert "Question: coffee price" in model.backend.requests[0].messages[-1]["content"]
    assert "busiest hours" in web.cache.raw_text(site.url("/article"))


def test_without_a_question_the_page_is_summarized_in_its_own_language(site, config, scripted_model):
    model = scripted_model("ราคาทองวันนี้ขึ้น 100 บาท")
    result = browse_url(context(config, local_services(), model.queue), site.url("/thai"))
    assert result.text.endswith("ราคาทองวันนี้ขึ้น 100 บาท")
    assert "Question:" not in model.backend.requests[0].messages[-1]["content"]
    assert "ภาษาไทย" in model.backend.requests[0].messages[0]["content"]


def test_a_second_visit_uses_the_cache(site, config, scripted_model):
    model = scripted_model("Summary about price.", "Summary about hours.")
    web = local_services()
    ctx = context(config, web, model.queue)
    browse_url(ctx, site.url("/article"), "price")
    assert browse_url(ctx, site.url("/article"), "price").text.endswith("Summary about price.")
    assert browse_url(ctx, site.url("/article"), "opening hours").text.endswith("Summary about hours.")
    assert len(web.fetcher.log) == 1 and len(model.backend.requests) == 2


def test_without_a_model_the_summary_is_extractive(site, config):
    result = browse_url(context(config, local_services()), site.url("/article"), "Thai tea cocoa")
    assert "Thai tea, cocoa" in result.text and result.data["how"] == "extract"


def test_a_dead_page_is_an_error_the_model_can_act_on(site, config):
    with pytest.raises(ToolError, match="HTTP 404.*Try another address"):
        browse_url(context(config, local_services()), site.url("/nowhere"))


def test_a_private_address_is_refused_without_connecting(config, monkeypatch):
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port, *a, **k: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("192.168.1.1", port))])
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: pytest.fail("connected"))
    web = local_services()
    with pytest.raises(ToolError, match="private address"):
        browse_url(context(config, web), "http://router.example/admin")
    assert web.fetcher.log[-1].decision == "refused"


@pytest.mark.parametrize("url", ["example.com", "file:///etc/passwd", "/home/me/notes.txt", "https://"])
def test_something_that_is_not_a_web_address_is_a_bad_argument(config, url):
    with pytest.raises(ToolArgumentError, match="not a web address"):
        browse_url(context(config, local_services()), url)


def test_each_call_costs_one_from_the_budget(site, config):
    ctx = context(config, local_services(), budget=1)
    first = run_tool(SPEC, "browse_url", {"url": site.url("/article")}, ctx)
    second = run_tool(SPEC, "browse_url", {"url": site.url("/article")}, ctx)
    assert first.ok and first.text.startswith("[web:")
    assert second.text.startswith("[web_limit]")


def test_the_spec_matches_the_function_and_shows_examples():
    SPEC.check()
    assert SPEC.web and "✅" in SPEC.description and "❌" in SPEC.description
    assert "ค่าธรรมเนียม" in SPEC.description and "recall_web" in SPEC.description
