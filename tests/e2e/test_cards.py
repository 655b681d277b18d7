"""Tool cards in a real Chromium, as a Thai user reads them (scripted model, real server)."""
import re
import unicodedata

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import policy_violations, send

pytestmark = pytest.mark.e2e

RENT = "สัญญาเช่าบ้าน\n" + "".join(f"ข้อ {n}: ผู้เช่าจ่ายค่าเช่าเดือนละ 8,000 บาท ภายในวันที่ 5\n" for n in range(1, 13))


@pytest.fixture
def rent_root(tmp_path, monkeypatch):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "สัญญาเช่า.txt").write_text(RENT, encoding="utf-8")
    (root / "keys.txt").write_text("deploy notes\naws_key AKIAIOSFODNN7EXAMPLE\n", encoding="utf-8")
    monkeypatch.setenv("KLANG_ROOTS", str(root))
    return root


def test_a_search_card_reads_as_thai_and_its_hit_opens_the_whole_range_highlighted(start_server, open_page, rent_root):
    server = start_server(replies=[{"tool": "rag_search", "arguments": {"query": "ค่าเช่า"}}, "ค่าเช่าเดือนละ 8,000 บาท"],
                          token_delay=0.01)
    page = open_page(locale="th-TH")
    page.goto(server.url)
    send(page, "หาไฟล์ค่าเช่า")
    card = page.locator("details.tool-card").first
    expect(card).to_have_class(re.compile(r"\bok\b"), timeout=10000)
    expect(card.locator(".tool-name")).to_have_text("rag_search")
    expect(card.locator(".tool-args")).to_have_text(re.compile(r"^คำค้น: \S*ค่าเช่า"))
    expect(card.locator(".short")).to_contain_text("พบ")
    expect(card.locator(".show-all")).to_have_text("ดูทั้งหมด")
    card.locator("summary").click()
    hit = card.locator(".hit").first
    # The icon is drawn (inline SVG with a label), not an emoji that needs a font.
    expect(hit.locator("svg.file-icon text")).to_have_text("TXT")
    snippet = hit.locator(".snippet").inner_text().lstrip("…")
    assert not unicodedata.category(snippet[0]).startswith("M"), f"the snippet starts on a mark: {snippet[:10]}"
    # One result: the hit is listed once; the model's text stays folded until asked for.
    expect(card.locator(".tool-result")).to_be_hidden()
    card.locator(".model-toggle").click()
    expect(card.locator(".tool-result")).to_be_visible()
    location = hit.locator(".location").inner_text()
    first, last = re.findall(r"\d+", location)[0], re.findall(r"\d+", location)[-1]
    assert int(last) > int(first), f"the hit should cover several lines: {location}"
    hit.locator("a.path-link").click()
    drawer = page.locator("#preview-drawer dialog.preview")
    expect(drawer.locator("input[name=start]")).to_have_value(first)
    expect(drawer.locator("input[name=end]")).to_have_value(last)
    expect(drawer.locator(".preview-text mark", has_text="ค่าเช่า").first).to_be_visible()
    expect(drawer.locator(".preview-text")).to_contain_text(f"ข้อ {int(last) - 1}:")


def test_a_refused_file_is_explained_in_thai_and_the_model_text_is_shown_once(start_server, open_page, rent_root):
    path = str(rent_root / "keys.txt")
    server = start_server(replies=[{"tool": "read_file", "arguments": {"path": path}}, "อ่านไม่ได้"], token_delay=0.01)
    page = open_page(locale="th-TH")
    page.goto(server.url)
    send(page, f"อ่าน {path}")
    card = page.locator("details.tool-card").first
    expect(card).to_have_class(re.compile(r"\bfailed\b"), timeout=10000)
    expect(card.locator(".short")).to_have_text(re.compile("ไฟล์นี้มีรหัสผ่านหรือคีย์"))
    expect(card.locator("summary")).not_to_contain_text("Ask the user")
    card.locator("summary").click()
    expect(card.locator(".tool-result")).to_be_visible()
    assert card.inner_text().count("Ask the user to remove them") == 1
    assert "AKIA" not in page.content()


ANSWER = """| ไฟล์ | ค่าเช่า |
|---|---|
| สัญญาเช่า.txt | 8,000 บาท |

```python
def rent(months):
    return 8000 * months
```"""


def test_an_answer_with_a_table_and_code_renders_both_coloured_by_a_stylesheet(start_server, open_page):
    server = start_server(replies=[ANSWER], token_delay=0.0)
    page = open_page(locale="th-TH")
    refused = policy_violations(page)
    page.goto(server.url)
    send(page, "สรุปค่าเช่าเป็นตาราง")
    body = page.locator("article.message.assistant.done .body")
    expect(body.locator("table th").first).to_have_text("ไฟล์")
    expect(body.locator("table td").nth(1)).to_have_text("8,000 บาท")
    keyword = body.locator("pre.highlight .k").first
    expect(keyword).to_have_text("def")
    plain = body.locator("pre.highlight .n").first.evaluate("e => getComputedStyle(e).color")
    assert keyword.evaluate("e => getComputedStyle(e).color") != plain, "the code is not coloured"
    assert refused == []


def test_the_thai_interface_words_the_switch_the_rescan_and_errors_clearly(start_server, open_page, rent_root):
    server = start_server()
    page = open_page(locale="th-TH")
    page.goto(server.url)
    status = page.locator("#files-panel #index-status")
    expect(status).to_contain_text("ดัชนีเป็นปัจจุบัน", timeout=15000)
    # A rescan that finds nothing new: no "0 จาก 0 ไฟล์" beside an empty bar.
    status.locator("#reindex").click()
    expect(status).to_contain_text("ไม่เปลี่ยน 2", timeout=15000)
    expect(status.locator("progress")).to_have_count(0)
    expect(status).not_to_contain_text("0 จาก 0")
    # The bash switch: its state and its button no longer read "เปิด ปิด".
    page.click("label[for=tab-settings]")
    expect(page.locator("#bash-state")).to_have_text("เปิดอยู่")
    expect(page.locator("#bash-toggle")).to_have_text("ปิดการใช้งาน")
    page.click("#bash-toggle")
    expect(page.locator("#bash-state")).to_have_text("ปิดอยู่")
    expect(page.locator("#bash-toggle")).to_have_text("เปิดใช้งาน")
    # An error page speaks Thai too.
    response = page.goto(server.url + "/no/such/page")
    assert response.status == 404
    expect(page.locator("h1")).to_contain_text("ไม่พบหน้านี้")
