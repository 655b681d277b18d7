"""The panels beside the chat in a real Chromium against the real server (scripted model)."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import open_tab, send

pytestmark = pytest.mark.e2e


@pytest.fixture
def small_root(tmp_path, monkeypatch):
    """A root of three small files; the server inherits KLANG_ROOTS from this environment."""
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "budget.txt").write_text("Budget 2026: rent, food, travel.\n" * 30, encoding="utf-8")
    (root / "สัญญาเช่า.md").write_text("# สัญญาเช่า\nค่าเช่าเดือนละ 8,000 บาท\n", encoding="utf-8")
    (root / "notes.md").write_text("# Notes\nbuy milk\n", encoding="utf-8")
    monkeypatch.setenv("KLANG_ROOTS", str(root))
    return root


def test_the_workspect_panel_shows_a_file_the_agent_writes_without_reload(start_server, page):
    server = start_server(replies=[
        {"tool": "write_file", "arguments": {"path": "notes/plan.md", "content": "# Plan"}},
        "I saved your plan in notes/plan.md.",
    ], token_delay=0.01)
    page.goto(server.url)
    open_tab(page, "Workspect")
    panel = page.locator("#workspect-panel")
    expect(panel).to_contain_text("Nothing written yet")
    page.evaluate("window.__notReloaded = true")
    send(page, "write a plan to notes/plan.md")
    expect(panel.locator("tr[data-path='notes/plan.md']")).to_be_visible(timeout=10000)
    expect(panel).to_contain_text("6 B")
    assert page.evaluate("window.__notReloaded") is True, "the page was reloaded"
    # The file opens in the preview drawer, drawn from read_file.
    panel.locator("a.path-link", has_text="notes/plan.md").click()
    drawer = page.locator("#preview-drawer dialog.preview")
    expect(drawer.locator(".preview-header")).to_contain_text("plan.md")
    expect(drawer.locator(".preview-text")).to_have_text("# Plan")
    drawer.locator("button.close").click()
    expect(drawer).to_be_hidden()
    # Download is a real attachment.
    with page.expect_download() as download:
        panel.locator("a.download").click()
    assert download.value.suggested_filename == "plan.md"


def test_a_path_in_a_tool_card_opens_the_preview_and_a_refusal_says_why(start_server, page, small_root):
    server = start_server(replies=[{"tool": "rag_search", "arguments": {"query": "budget"}}, "Found it."],
                          token_delay=0.01)
    page.goto(server.url)
    send(page, "find my budget file")
    card = page.locator("details.tool-card").first
    expect(card).to_have_class(re.compile(r"\bok\b"), timeout=10000)
    card.locator("summary").click()
    card.locator("a.path-link", has_text="budget.txt").first.click()
    drawer = page.locator("#preview-drawer dialog.preview")
    expect(drawer.locator(".preview-text")).to_contain_text("Budget 2026: rent, food, travel.")
    expect(drawer.locator(".preview-header")).to_contain_text("budget.txt")
    assert page.url.startswith(server.url + "/c/"), "the link left the chat"
    # A path outside the roots: the drawer shows the refusal, never the content.
    page.evaluate("htmx.ajax('GET', '/preview?path=/etc/passwd', {target: '#preview-drawer', swap: 'innerHTML'})")
    expect(drawer.locator(".refusal")).to_contain_text("Klang will not show this file")
    expect(drawer).not_to_contain_text("root:x:")


def test_the_files_panel_shows_progress_counts_and_indexes_an_added_root(start_server, page, small_root, tmp_path):
    server = start_server()
    page.goto(server.url)
    panel = page.locator("#files-panel")
    expect(panel.locator(".roots")).to_contain_text(str(small_root))
    status = panel.locator("#index-status")
    expect(status).to_contain_text("Up to date", timeout=15000)
    expect(status).to_contain_text("3 of 3 files")
    expect(status).to_contain_text("3 files and")
    more = tmp_path / "Projects"
    more.mkdir()
    for n in range(4):
        (more / f"plan-{n}.md").write_text(f"# Plan {n}\n", encoding="utf-8")
    panel.locator("#root-input").fill(str(more))
    panel.locator("button", has_text="Add folder").click()
    expect(panel.locator(".roots")).to_contain_text(str(more))
    expect(status).to_contain_text("7 files and", timeout=15000)
    expect(status).not_to_have_attribute("hx-trigger", "every 1s", timeout=5000)
    panel.locator("#root-input").fill("relative/folder")
    panel.locator("button", has_text="Add folder").click()
    expect(panel.locator("[role=alert]")).to_contain_text("is not a full path")


def test_the_owner_switches_bash_off_in_settings(start_server, page):
    server = start_server()
    page.goto(server.url)
    page.click("label[for=tab-settings]")
    expect(page.locator("#bash-state")).to_have_text("on")
    page.click("#bash-toggle")
    expect(page.locator("#bash-state")).to_have_text("off")
    page.reload()
    page.click("label[for=tab-settings]")
    expect(page.locator("#bash-state")).to_have_text("off")


def test_the_owner_picks_a_model_and_every_tab_sees_it_load(start_server, page, tmp_path):
    from tests.gguf_files import llama_meta, write_gguf

    write_gguf(tmp_path / "s0" / "home" / "models" / "tiny.gguf", llama_meta(name="Tiny Llama"))
    server = start_server()
    other_tab = page.context.new_page()
    other_tab.goto(server.url)
    page.goto(server.url)
    page.click("label[for=tab-settings]")
    picker = page.locator("#model-picker")
    expect(picker).to_contain_text("qwen2.5-coder-0.5b")
    expect(picker).to_contain_text("RAM (estimate)")
    picker.locator(".model-choice", has_text="tiny.gguf").get_by_role("button", name="Use").click()
    expect(page.locator("#model-picker")).to_contain_text("Switching to Tiny Llama")
    expect(page.locator("#model-picker .model-choice.in-use")).to_contain_text("tiny.gguf")
    # The other tab was never touched: its status line learns of the switch by itself.
    expect(other_tab.locator("#model-status")).to_contain_text("Tiny Llama", timeout=20_000)
