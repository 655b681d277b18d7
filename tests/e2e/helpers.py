"""What every end-to-end test does on a page the same way: ask a question, wait for the answers."""
from __future__ import annotations

from playwright.sync_api import expect

# How long a scripted turn may take to finish in a loaded Chromium: a deadlock guard, not a timing.
ANSWER_TIMEOUT_MS = 15000


def send(page, text: str) -> None:
    page.fill("#prompt", text)
    page.click("#send")


def answers_done(page, count: int = 1) -> None:
    """Wait until `count` answers on the page have finished streaming."""
    expect(page.locator("article.message.assistant.done")).to_have_count(count, timeout=ANSWER_TIMEOUT_MS)


def policy_violations(page) -> list[str]:
    """The Content-Security-Policy refusals the page logs from now on: the list fills as they come."""
    refused: list[str] = []
    page.on("console", lambda message: refused.append(message.text) if "Content Security Policy" in message.text else None)
    return refused


def open_tab(page, label: str) -> None:
    """Show the side panel whose tab reads `label`."""
    page.locator(".panel-tabs label", has_text=label).click()
