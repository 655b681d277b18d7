"""What a grounded turn shows in a real Chromium: the live status line, notes, and citations that open the
preview at the passage. The agent replays recorded events (tests/e2e/replay_app.py); the rest is the real app."""
import re

import docx
import pytest
from playwright.sync_api import expect

from engine.events import Cited, Notice, Progress, Token, ToolFinished, ToolStarted, to_record
from tests.e2e.helpers import policy_violations, send
from tests.e2e.test_accessibility import serious_violations

pytestmark = pytest.mark.e2e

CLAUSE = "ผู้เช่าตกลงชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5"
# The clause near the end of a file long enough that the preview must scroll to it; its line is split
# as a reader might split it, so the passage is found ignoring white space.
LINES = ["สัญญาเช่าบ้าน", "ผู้ให้เช่า: นายสมชาย", "ผู้เช่า: นางสาวดวงใจ"] + [f"ข้อ {n}: เงื่อนไขทั่วไป" for n in range(4, 120)]
CONTRACT = "\n".join(LINES + ["ผู้เช่าตกลงชำระค่าเช่า", "เดือนละ 12,500 บาท  ภายในวันที่ 5", "ข้อ 121: จบสัญญา"]) + "\n"


def records(*events):
    return [event if isinstance(event, dict) else to_record(event) for event in events]


@pytest.fixture
def contract(tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    path = root / "สัญญาเช่า.txt"
    path.write_text(CONTRACT, encoding="utf-8")
    return path


def test_the_status_line_follows_each_step_keeps_time_between_events_and_goes_at_the_end(start_server, open_page,
                                                                                         contract):
    search = {"query": "ค่าเช่า"}
    turn = records(
        Progress("searching", "ค่าเช่า", step=1, elapsed=0.4),
        ToolStarted("c1", "rag_search", search),
        {"gate": "searched"},
        ToolFinished("c1", "rag_search", search, f"SOURCES: {contract}\n" + "x" * 300, True, 0.3),
        Progress("reading", str(contract), step=2, tokens_per_second=11.3, elapsed=7.2),
        {"gate": "read"},  # a silent prompt evaluation: only the page's clock moves
        Notice("result_trimmed", {"tool": "rag_search", "shown": 4000, "total": 19000}),
        Progress("answering", step=3, tokens=4, tokens_per_second=11.3, elapsed=9.0),
        Token("ค่าเช่าเดือนละ 12,500 บาท"),
    )
    server = start_server(turns=[turn], env={"KLANG_ROOTS": str(contract.parent)})
    page = open_page(locale="th-TH")
    page.goto(server.url)
    send(page, "ค่าเช่าเดือนละเท่าไหร่")
    line = page.locator("article.message.assistant .status-line")
    # Every step's line waits up to 15 s, not the 5 s default: under the full suite's load (2 cores, Chromium beside
    # the test server) the first once came later, with "กำลังคิด…" still showing, and in session 13, with two
    # benches beside the suite, a later one.
    expect(line.get_by_role("status")).to_have_text("กำลังค้นไฟล์ของคุณ…", timeout=15000)
    expect(line.locator(".progress-figures")).to_contain_text("ขั้นที่ 1", timeout=15000)
    server.open_gate("searched")
    expect(line.get_by_role("status")).to_have_text("กำลังอ่าน สัญญาเช่า.txt…", timeout=15000)
    expect(line.locator(".progress-figures")).to_have_text(re.compile(r"^\s*· ขั้นที่ 2 · 11\.3 โทเค็น/วินาที · \d+ วินาที$"),
                                                           timeout=15000)
    # No event comes while the turn waits at the gate: the time still counts on from 7 s.
    expect(line.locator(".progress-elapsed")).to_have_text(re.compile(r"^(9|[1-9]\d) วินาที$"), timeout=15000)
    assert serious_violations(page) == []
    # A tab that opens the conversation now shows where the turn is.
    late = open_page(locale="th-TH")
    late.goto(page.url)
    late_line = late.locator("article.message.assistant .status-line")
    expect(late_line.get_by_role("status")).to_have_text("กำลังอ่าน สัญญาเช่า.txt…", timeout=15000)
    expect(late_line.locator(".progress-figures")).to_contain_text("ขั้นที่ 2 · 11.3 โทเค็น/วินาที", timeout=15000)
    server.open_gate("read")
    for tab in (page, late):
        expect(tab.locator("article.message.assistant.done .body")).to_have_text("ค่าเช่าเดือนละ 12,500 บาท")
        expect(tab.locator(".status-line")).to_have_count(0)
        expect(tab.locator("details.tool-card .notice")).to_have_text(
            "โมเดลเห็นเพียง 4,000 ตัวอักษรแรกจาก 19,000 ตัวอักษรของผลลัพธ์ rag_search")


def cited_turn(contract):
    whole = {"n": 1, "path": str(contract), "name": contract.name, "location": "", "start": None, "end": None,
             "quote": CLAUSE}
    lines = {"n": 2, "path": str(contract), "name": contract.name, "location": "lines 2-3", "start": 2, "end": 3,
             "quote": "ผู้ให้เช่า: นายสมชาย ผู้เช่า: นางสาวดวงใจ"}
    return records(
        Notice("history_trimmed", {"dropped": 3}),
        Progress("answering", step=1, elapsed=1.0),
        Token("ค่าเช่าเดือนละ **12,500** บาท [1] คู่สัญญาอยู่ใน [2] (ไม่ใช่ [7])"),
        Cited((whole, lines)),
    )


def test_a_citation_opens_the_preview_at_the_passage_marked_and_in_view_also_after_a_reload(start_server, open_page,
                                                                                          contract):
    server = start_server(turns=[cited_turn(contract)], env={"KLANG_ROOTS": str(contract.parent)})
    page = open_page(locale="th-TH")
    refused = policy_violations(page)
    page.goto(server.url)
    send(page, "ค่าเช่าเดือนละเท่าไหร่")
    answer = page.locator("article.message.assistant.done")
    expect(answer.locator(".body a.cite")).to_have_count(2)
    expect(answer.locator(".body")).to_contain_text("(ไม่ใช่ [7])")
    expect(answer.locator(".sources-title")).to_have_text("ที่มา")
    expect(answer.locator(".sources li")).to_have_text(["[1] สัญญาเช่า.txt", "[2] สัญญาเช่า.txt — บรรทัด 2-3"])
    expect(answer.locator(".notices .notice")).to_have_text("ข้อความเก่าถูกละไว้เพื่อให้พอดีกับบริบทของโมเดล (3)")
    first = page.get_by_role("link", name="ที่มา 1: สัญญาเช่า.txt", exact=True)
    expect(first).to_have_text("[1]")
    first.click()
    passage = page.locator("#preview-drawer mark.passage")
    expect(passage).to_have_text("ผู้เช่าตกลงชำระค่าเช่า\nเดือนละ 12,500 บาท  ภายในวันที่ 5")
    expect(passage).to_be_in_viewport()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.reload()
    page.get_by_role("link", name="ที่มา 2: สัญญาเช่า.txt, บรรทัด 2-3").click()
    drawer = page.locator("#preview-drawer dialog.preview")
    expect(drawer.locator("input[name=start]")).to_have_value("2")
    expect(drawer.locator("mark.passage")).to_have_text("ผู้ให้เช่า: นายสมชาย\nผู้เช่า: นางสาวดวงใจ")
    assert refused == []


def test_on_a_phone_the_status_line_and_sources_fit_and_a_citation_opens_the_passage(start_server, open_page,
                                                                                     contract):
    long_detail = str(contract.parent / ("รายงานการประชุมประจำเดือน" * 6 + ".docx"))
    turn = [*records(Progress("reading", long_detail, step=2, tokens_per_second=8.5, elapsed=3.0)), {"gate": "go"},
            *cited_turn(contract)]
    server = start_server(turns=[turn], env={"KLANG_ROOTS": str(contract.parent)})
    page = open_page({"width": 390, "height": 844}, locale="th-TH")
    page.goto(server.url)
    send(page, "ค่าเช่าเดือนละเท่าไหร่")
    expect(page.locator(".status-line [role=status]")).to_contain_text("กำลังอ่าน รายงานการประชุม")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    server.open_gate("go")
    expect(page.locator("article.message.assistant.done .sources li")).to_have_count(2)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator(".body a.cite").first.click()
    expect(page.locator("#preview-drawer mark.passage")).to_be_in_viewport()


def test_a_docx_citation_opens_the_preview_on_its_paragraphs_with_the_passage_marked(start_server, open_page, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    document = docx.Document()
    for number, row in enumerate(document.add_table(rows=3, cols=2).rows, start=1):
        row.cells[0].text, row.cells[1].text = f"งวดที่ {number}", "12,500 บาท"
    for number in range(1, 41):
        document.add_paragraph(f"ข้อ {number}: เงื่อนไขของสัญญาเช่าข้อที่ {number}")
    path = root / "สัญญาเช่า.docx"
    document.save(path)
    cited = {"n": 1, "path": str(path), "name": path.name, "location": "paragraph 30 - paragraph 32",
             "start": None, "end": None, "quote": "ข้อ 31: เงื่อนไขของสัญญาเช่าข้อที่ 31"}
    turn = records(Progress("answering", step=1, elapsed=1.0), Token("ดูข้อ 31 [1]"), Cited((cited,)))
    server = start_server(turns=[turn], env={"KLANG_ROOTS": str(root)})
    page = open_page(locale="th-TH")
    page.goto(server.url)
    send(page, "สัญญาข้อ 31 ว่าอย่างไร")
    page.get_by_role("link", name="ที่มา 1: สัญญาเช่า.docx, ย่อหน้า 30 - ย่อหน้า 32", exact=True).click()
    drawer = page.locator("#preview-drawer dialog.preview")
    expect(drawer.locator("mark.passage")).to_have_text("ข้อ 31: เงื่อนไขของสัญญาเช่าข้อที่ 31")
    expect(drawer.locator("mark.passage")).to_be_in_viewport()
    expect(drawer.locator(".preview-header")).to_have_text("สัญญาเช่า.docx: ย่อหน้าที่ 33–35 จาก 43")
    expect(drawer.locator(".preview-text")).not_to_contain_text("ข้อ 29:")
    expect(drawer.locator(".passage-missing")).to_have_count(0)
