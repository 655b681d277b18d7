"""Issue 14's "done when", as a user does it: the real default model, a folder holding a Thai rental contract,
"ค่าเช่าเดือนละเท่าไหร่" typed in Chromium → a Thai sentence with the amount and a citation that opens the
contract at the clause, highlighted."""
import re

import docx
import pytest
from playwright.sync_api import expect

from engine.config import bundled_model_path

pytestmark = [pytest.mark.model, pytest.mark.e2e]

CLAUSE = "ผู้เช่าตกลงชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5"
CONTRACT = ("สัญญาเช่าบ้าน", "ทำที่ กรุงเทพมหานคร วันที่ 1 มกราคม 2567",
            "ผู้ให้เช่า นายสมชาย ใจดี ตกลงให้เช่าบ้านเลขที่ 12 ถนนสุขุมวิท", f"ข้อ 1 {CLAUSE} ของทุกเดือน",
            "ข้อ 2 ผู้เช่าวางเงินประกัน 25,000 บาท", "ข้อ 3 สัญญานี้มีกำหนด 1 ปี")
# Loading the model, indexing and a turn on 2 shared cores: minutes, not seconds.
MODEL_WAIT_MS = 180_000
ANSWER_WAIT_MS = 300_000


@pytest.fixture
def contract_folder(tmp_path):
    folder = tmp_path / "Documents"
    folder.mkdir()
    document = docx.Document()
    for paragraph in CONTRACT:
        document.add_paragraph(paragraph)
    document.save(folder / "สัญญาเช่า.docx")
    return folder


def test_a_thai_rent_question_is_answered_with_the_amount_and_a_citation_opening_the_clause(start_server, browser,
                                                                                          contract_folder):
    if bundled_model_path() is None:
        pytest.fail("the default model is not installed: run `make setup`")
    server = start_server(backend="llama", env={"KLANG_ROOTS": str(contract_folder)})
    context = browser.new_context(locale="th-TH", viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(server.url)
        expect(page.locator("#model-status.ready")).to_have_count(1, timeout=MODEL_WAIT_MS)
        expect(page.locator("#files-panel #index-status")).to_contain_text("ดัชนีเป็นปัจจุบัน", timeout=MODEL_WAIT_MS)
        page.fill("#prompt", "ค่าเช่าเดือนละเท่าไหร่")
        page.click("#send")
        answer = page.locator("article.message.assistant").last
        expect(answer.locator(".status-line [role=status]")).not_to_be_empty()
        expect(answer).to_have_class(re.compile(r"\bdone\b"), timeout=ANSWER_WAIT_MS)
        body = answer.locator(".body")
        expect(body).to_contain_text("12,500")
        # A Thai sentence holding the figure, not the bare "12,500 [1]" nor English.
        assert re.match("[ก-๛]", body.inner_text().strip()), f"not a Thai sentence: {body.inner_text()!r}"
        assert not re.search(r"[A-Za-z]{3,}", body.inner_text()), f"an English answer: {body.inner_text()!r}"
        assert not body.inner_text().lstrip().startswith("{"), "a tool call shown as the answer"
        citation = body.locator("a.cite").first
        expect(citation).to_have_accessible_name(re.compile(r"^ที่มา \d+: สัญญาเช่า\.docx"))
        expect(answer.locator(".sources li").first).to_contain_text("สัญญาเช่า.docx")
        citation.click()
        passage = page.locator("#preview-drawer mark.passage")
        expect(passage).to_contain_text("12,500")
        expect(passage).to_be_in_viewport()
    finally:
        context.close()
