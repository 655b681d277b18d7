"""Everyday chat features in a real Chromium against the real server (scripted model): copy, regenerate,
edit-and-resend, attach and drop files, conversation search, timestamps, export."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import answers_done, send

pytestmark = pytest.mark.e2e

CODE_ANSWER = "Run this:\n\n```\nls -la workspect/\n```\n"


def test_copy_a_message_and_a_code_block_then_regenerate_the_answer(start_server, open_page):
    page = open_page(permissions=["clipboard-read", "clipboard-write"])
    server = start_server(replies=[CODE_ANSWER, "A second, better answer."], token_delay=0.0)
    page.goto(server.url)
    send(page, "How do I list workspect?")
    answers_done(page, 1)
    answer = page.locator("article.message.assistant")
    # Each message says when it was written.
    expect(page.locator("article.message.user .who time")).to_have_text(re.compile(r"^\d\d:\d\d$"))
    answer.locator("button.copy-code").click()
    expect(answer.locator("button.copy-code")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()").strip() == "ls -la workspect/"
    answer.locator("button.copy-message").click()
    expect(answer.locator("button.copy-message")).to_have_text("Copied")
    assert "Run this:" in page.evaluate("navigator.clipboard.readText()")
    answer.get_by_role("button", name="Regenerate").click()
    expect(page.locator("article.message.assistant .body")).to_have_text("A second, better answer.", timeout=15000)
    answers_done(page, 1)
    expect(page.locator("article.message.user")).to_have_count(1)
    page.reload()
    expect(page.locator("article.message.assistant .body")).to_have_text("A second, better answer.")


def test_edit_and_resend_forks_the_conversation(start_server, page):
    server = start_server(replies=["Answer one.", "Answer two.", "Answer to the edit."], token_delay=0.0)
    page.goto(server.url)
    send(page, "first question")
    answers_done(page, 1)
    send(page, "hello again")
    answers_done(page, 2)
    original = page.url
    question = page.locator("article.message.user").nth(1)
    question.get_by_text("Edit", exact=True).click()
    question.get_by_label("Edited question").fill("hello again, edited")
    question.get_by_role("button", name="Send in a new branch").click()
    expect(page).not_to_have_url(original)
    expect(page.locator("article.message.assistant .body").last).to_have_text("Answer to the edit.", timeout=15000)
    expect(page.locator("article.message.user .body")).to_have_text(["first question", "hello again, edited"])
    # Both conversations keep the title; the list tells them apart by date.
    expect(page.locator("#conversations li")).to_have_count(2)
    expect(page.locator("#conversations li time.when")).to_have_count(2)
    page.goto(original)
    expect(page.locator("article.message.user .body")).to_have_text(["first question", "hello again"])


def test_a_dropped_file_is_uploaded_and_read_by_the_turn(start_server, page):
    server = start_server(replies=["The report says sales were 10 million baht."], token_delay=0.0)
    page.goto(server.url)
    page.evaluate("""() => {
        const data = new DataTransfer();
        data.items.add(new File(["ยอดขายปีนี้ 10 ล้านบาท"], "รายงาน.txt", { type: "text/plain" }));
        for (const type of ["dragover", "drop"]) {
            document.getElementById("chat").dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        }
    }""")
    expect(page.locator("#attachments li.attachment")).to_have_text(re.compile("รายงาน.txt"))
    assert (server.workspect / "uploads" / "รายงาน.txt").read_text(encoding="utf-8") == "ยอดขายปีนี้ 10 ล้านบาท"
    send(page, "สรุปไฟล์นี้")
    answers_done(page, 1)
    expect(page.locator("#attachments li")).to_have_count(0)
    card = page.locator("details.tool-card")
    expect(card.locator(".tool-name")).to_have_text("read_file")
    card.locator("summary").click()
    expect(card).to_contain_text("ยอดขายปีนี้ 10 ล้านบาท")


def test_choosing_a_file_attaches_it_and_a_refusal_is_shown(start_server, page, tmp_path):
    server = start_server(env={"KLANG_INDEX_MAX_FILE_MB": "0.001"})
    small, big = tmp_path / "notes.md", tmp_path / "big.bin"
    small.write_text("# notes")
    big.write_bytes(b"x" * 4000)
    page.goto(server.url)
    page.set_input_files("#attach-input", str(big))
    expect(page.locator("#attachments .error")).to_contain_text("larger than")
    page.set_input_files("#attach-input", str(small))
    expect(page.locator("#attachments li[data-name='uploads/notes.md']")).to_be_visible()
    page.locator("#attachments .remove-attachment").click()
    expect(page.locator("#attachments li")).to_have_count(0)


def test_search_finds_conversations_by_their_text_and_export_downloads_markdown(start_server, page):
    server = start_server(replies=["ค่าเช่าเดือนละ 8,000 บาท", "Boil rice for 18 minutes."], token_delay=0.0)
    page.goto(server.url)
    send(page, "ค่าเช่าห้องเท่าไร")
    answers_done(page, 1)
    page.goto(server.url + "/new")
    send(page, "How long to boil rice?")
    answers_done(page, 1)
    expect(page.locator("#conversations li")).to_have_count(2)
    page.fill("#conversation-search", "8,000")
    expect(page.locator("#conversations li")).to_have_count(1)
    expect(page.locator("#conversations mark")).to_have_text("8,000")
    expect(page.locator("#conversations")).to_contain_text("ค่าเช่าห้องเท่าไร")
    page.fill("#conversation-search", "")
    expect(page.locator("#conversations li")).to_have_count(2)
    page.locator("#conversations a", has_text="ค่าเช่า").click()
    with page.expect_download() as download:
        page.click("#export-conversation")
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert text.startswith("# ค่าเช่าห้องเท่าไร") and "ค่าเช่าเดือนละ 8,000 บาท" in text


def test_the_features_speak_thai_and_fit_a_phone(start_server, open_page):
    server = start_server(replies=["ค่าเช่าเดือนละ 8,000 บาท"], token_delay=0.0)
    page = open_page({"width": 360, "height": 740}, locale="th-TH")
    page.goto(server.url)
    send(page, "ค่าเช่าเท่าไร")
    answers_done(page, 1)
    page.reload()
    answer = page.locator("article.message.assistant")
    expect(answer.locator("button.copy-message")).to_have_text("คัดลอก")
    expect(answer.locator(".regenerate button")).to_have_text("ตอบใหม่")
    expect(page.locator("article.message.user summary")).to_have_text("แก้ไข")
    expect(page.locator("label.attach-button")).to_have_text("แนบไฟล์")
    expect(page.locator("#export-conversation")).to_have_text("ส่งออก (Markdown)")
    expect(page.locator("#conversation-search")).to_have_attribute("placeholder", "ค้นหาบทสนทนา")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
