"""recall_web: the cached page text (the parts about the question), within 5,000 characters."""
from __future__ import annotations

from engine.tools.base import ToolContext, WebBudget
from engine.tools.recall_web import MAX_CHARS, SPEC, recall_web
from engine.tools.runner import run_tool
from tests.web_site import local_services


class FakeClock:
    def __init__(self):
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def context(config, web, budget=20) -> ToolContext:
    return ToolContext(config=config, workspect=config.workspect_dir, web_budget=WebBudget(budget), web=web)


LONG_PAGE = "\n".join(
    [f"Paragraph {n} talks about the weather and nothing else in particular." for n in range(200)]
    + ["The warranty lasts two years and covers the battery."]
    + [f"Closing paragraph {n} about shipping times." for n in range(100)]
)


def test_the_cached_text_comes_back_with_its_address_and_title(config):
    web = local_services()
    web.cache.put_page("https://shop.example/phone", "Phone X", "Price: 20,000 baht.\nCamera: 48 MP.")
    result = recall_web(context(config, web), "https://shop.example/phone")
    assert result.text == "[web:https://shop.example/phone] Phone X\nPrice: 20,000 baht.\nCamera: 48 MP."


def test_a_question_brings_the_relevant_part_of_a_long_page(config):
    web = local_services()
    web.cache.put_page("https://shop.example/terms", "Terms", LONG_PAGE)
    result = recall_web(context(config, web), "https://shop.example/terms", "warranty battery")
    assert "The warranty lasts two years" in result.text and len(result.text) <= MAX_CHARS


def test_a_thai_question_finds_the_thai_passage(config):
    web = local_services()
    text = "\n".join(["ข่าวกีฬาวันนี้ ฟุตบอลไทยชนะ"] * 300 + ["ราคาทองคำแท่งขายออกบาทละ 41,100 บาท"])
    web.cache.put_page("https://news.example/th", "ข่าว", text)
    result = recall_web(context(config, web), "https://news.example/th", "ราคาทอง")
    assert "ราคาทองคำแท่ง" in result.text and len(result.text) <= MAX_CHARS


def test_without_a_question_a_long_page_is_cut_at_5000_characters(config):
    web = local_services()
    web.cache.put_page("https://shop.example/terms", "Terms", LONG_PAGE)
    result = recall_web(context(config, web), "https://shop.example/terms")
    assert len(result.text) == MAX_CHARS and result.text.startswith("[web:https://shop.example/terms] Terms\nParagraph 0")


def test_a_page_not_in_the_cache_says_so_and_suggests_browse_url(config):
    result = recall_web(context(config, local_services()), "https://never.example/")
    assert "not in the web cache" in result.text and "browse_url(url='https://never.example/')" in result.text
    assert result.data["cached"] is False


def test_an_expired_page_is_gone(config):
    clock = FakeClock()
    web = local_services(clock=clock)
    web.cache.put_page("https://old.example/", "Old", "old text")
    clock.now += config.web_ttl
    assert "not in the web cache" in recall_web(context(config, web), "https://old.example/").text


def test_the_address_may_differ_in_case_or_fragment(config):
    web = local_services()
    web.cache.put_page("https://shop.example/phone", "Phone X", "Price: 20,000 baht.")
    assert "20,000" in recall_web(context(config, web), "HTTPS://Shop.Example/phone#specs").text


def test_each_call_costs_one_from_the_budget(config):
    web = local_services()
    web.cache.put_page("https://shop.example/phone", "Phone X", "Price")
    ctx = context(config, web, budget=1)
    assert run_tool(SPEC, "recall_web", {"url": "https://shop.example/phone", "query": None}, ctx).text.startswith("[web:")
    assert run_tool(SPEC, "recall_web", {"url": "https://shop.example/phone"}, ctx).text.startswith("[web_limit]")


def test_the_spec_matches_the_function_and_shows_examples():
    SPEC.check()
    assert SPEC.web and "✅" in SPEC.description and "❌" in SPEC.description
    assert "ราคาทองคำแท่ง" in SPEC.description and "browse_url" in SPEC.description
