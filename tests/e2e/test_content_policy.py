"""The page works whole under its Content-Security-Policy (no inline script, no framing): Chromium reports no
violation while a turn streams, every panel opens and a preview is shown."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import open_tab, policy_violations, send

pytestmark = pytest.mark.e2e


def test_chat_panels_and_preview_run_without_a_policy_violation(start_server, page):
    violations = policy_violations(page)
    server = start_server(replies=[
        {"tool": "write_file", "arguments": {"path": "plan.md", "content": "# Plan"}},
        "I saved your plan in plan.md.",
    ], token_delay=0.01)
    response = page.goto(server.url)
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    send(page, "write a plan to plan.md")
    expect(page.locator("article.message").last).to_contain_text("I saved your plan", timeout=10000)
    for label in page.locator(".panel-tabs label").all_inner_texts():
        open_tab(page, label)
    open_tab(page, "Workspect")
    page.locator("#workspect-panel a.path-link", has_text="plan.md").click()
    expect(page.locator("#preview-drawer .preview-text")).to_have_text("# Plan")
    expect(page.locator("#model-status")).not_to_have_text(re.compile("error", re.IGNORECASE))
    assert violations == []
