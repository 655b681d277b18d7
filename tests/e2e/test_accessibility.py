"""axe-core (from PyPI's axe-playwright-python) on every page and panel: no serious or critical violation."""
import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.e2e.helpers import answers_done

pytestmark = pytest.mark.e2e

TABS = ("files", "workspect", "web", "pages", "settings")
PANEL_PAGES = ("/panels/files", "/panels/workspect", "/panels/web-cache", "/panels/pages", "/panels/settings")
REPLIES = [
    {"tool": "write_file", "arguments": {"path": "plan.md", "content": "# Plan\nbuy rice"}},
    "Saved **plan.md**:\n\n| day | task |\n|---|---|\n| Mon | rice |\n\n```python\nprint('hi')\n```",
]


def serious_violations(page) -> list[str]:
    results = Axe().run(page)
    return [f"{v['id']} ({v['impact']}): {[node['target'] for node in v['nodes']]}"
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


def audit(page, where: str, found: dict) -> None:
    problems = serious_violations(page)
    if problems:
        found[where] = problems


@pytest.mark.parametrize("viewport, locale, scheme", [
    ({"width": 1280, "height": 800}, "en-US", "light"),
    ({"width": 390, "height": 844}, "th-TH", "dark"),
], ids=["desktop-en-light", "phone-th-dark"])
def test_no_serious_violation_on_any_page_or_panel(start_server, open_page, viewport, locale, scheme):
    server = start_server(replies=REPLIES, token_delay=0.0)
    page = open_page(viewport, locale=locale, color_scheme=scheme)
    found = {}
    page.goto(server.url)
    audit(page, "empty chat", found)
    page.fill("#prompt", "write a plan to plan.md")
    page.press("#prompt", "Enter")
    answers_done(page)
    page.reload()
    page.locator("details.tool-card summary").first.click()
    audit(page, "conversation", found)
    phone = viewport["width"] < 720
    if phone:
        page.click("#open-conversations")
        audit(page, "conversations drawer", found)
        page.keyboard.press("Escape")
        page.click("#open-panels")
    for tab in TABS:
        page.click(f"label[for=tab-{tab}]")
        expect(page.locator(f".panel-slot[data-tab={tab}] .panel")).to_be_visible()
        audit(page, f"panel {tab}", found)
    page.click("label[for=tab-workspect]")
    page.locator("#workspect-panel a.path-link").click()
    expect(page.locator("dialog.preview .preview-text")).to_contain_text("buy rice")
    audit(page, "preview", found)
    for path in PANEL_PAGES:
        page.goto(server.url + path)
        audit(page, path, found)
    assert found == {}
