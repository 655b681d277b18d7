"""WebServices: open a page once (then from the cache), summarize once per question."""
from __future__ import annotations

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.tools.base import ToolContext
from engine.web.fetch import FetchError
from engine.web.search import DdgsProvider
from engine.web.services import build_web_services, web_services
from tests.web_site import local_services, serve_site


@pytest.fixture(scope="module")
def site():
    with serve_site() as local:
        yield local


def test_a_page_is_fetched_once_then_served_from_the_cache(site):
    web = local_services()
    first = web.open_page(site.url("/article"))
    second = web.open_page(site.url("/article"))
    assert first == second and "60 and 120 baht" in first.text
    assert len(web.fetcher.log) == 1


def test_a_page_without_text_is_an_error_and_not_cached(site):
    site.add("/empty", "<html><body></body></html>")
    web = local_services()
    with pytest.raises(FetchError, match="no readable text"):
        web.open_page(site.url("/empty"))
    assert web.cache.entries() == []


def test_the_redirect_target_is_remembered(site):
    site.redirect("/old-article", "/article")
    page = local_services().open_page(site.url("/old-article"))
    assert page.url == site.url("/old-article") and page.final_url == site.url("/article")


def test_model_summaries_are_cached_per_question_and_extractive_ones_are_not(site, scripted_model):
    model = scripted_model("Coffee: 60-120 baht.")
    web = local_services()
    page = web.open_page(site.url("/article"))
    assert web.summarize(model.queue, page, "price", 4096).how == "model"
    assert web.summarize(model.queue, page, "price", 4096).how == "cache"
    assert len(model.backend.requests) == 1
    assert web.summarize(None, page, "hours", 4096).how == "extract"
    assert web.cache.get_summary(page.url, "hours") is None


def test_the_production_services_follow_the_config(config):
    config = config.replace(web_ttl=60.0, web_cache_entries=7, fetch_timeout=4.0, fetch_max_bytes=1234)
    web = build_web_services(config)
    assert isinstance(web.provider, DdgsProvider)
    assert (web.cache.ttl, web.cache.max_entries, web.fetcher.timeout, web.fetcher.max_bytes) == (60.0, 7, 4.0, 1234)
    assert web.fetcher.allow_loopback is False


def test_tools_use_the_context_services_when_given(config):
    injected = local_services()
    assert web_services(ToolContext(config=config, workspect=config.workspect_dir, web=injected)) is injected
    fallback = web_services(ToolContext(config=config, workspect=config.workspect_dir))
    assert isinstance(fallback.provider, DdgsProvider) and fallback.fetcher.allow_loopback is False


def test_the_runtime_keeps_one_web_cache_and_a_change_of_its_settings_builds_a_new_one(config):
    from engine.runtime import Runtime

    runtime = Runtime(config, backend=ScriptedBackend())
    try:
        web = runtime.web
        assert runtime.tool_context().web is web and runtime.tool_context(role="guest").web is web
        runtime.apply(bash_enabled=False)
        assert runtime.web is web  # an unrelated change keeps the cache
        runtime.apply(web_ttl=60)
        assert runtime.web is not web and runtime.web.cache.ttl == 60.0
        assert runtime.tool_context().web is runtime.web
    finally:
        runtime.close()


def test_config_reads_the_web_settings_from_the_environment():
    from engine.config import load_config

    config = load_config(env={"KLANG_WEB_TTL": "90", "KLANG_WEB_PAGES": "5", "KLANG_WEB_CACHE_BYTES": "1000"}, backend="scripted")
    assert (config.web_ttl, config.web_pages, config.web_cache_bytes) == (90.0, 5, 1000)


def test_with_the_web_off_a_search_and_a_page_fail_at_once_and_no_name_is_looked_up(config, monkeypatch):
    looked_up, connected = [], []
    monkeypatch.setattr("socket.getaddrinfo", lambda *args, **kwargs: looked_up.append(args))
    monkeypatch.setattr("socket.create_connection", lambda *args, **kwargs: connected.append(args))
    web = build_web_services(config.replace(web_enabled=False))
    with pytest.raises(FetchError, match="the web is off"):
        web.provider.search("ราคาทองวันนี้", 5)
    with pytest.raises(FetchError, match="the web is off"):
        web.open_page("https://example.com/")
    assert looked_up == [] and connected == []


def test_klang_web_off_in_the_environment_turns_the_web_off():
    from engine.config import load_config

    assert load_config(env={"KLANG_WEB": "off"}, saved=False, backend="scripted").web_enabled is False
    assert load_config(env={}, saved=False, backend="scripted").web_enabled is True
