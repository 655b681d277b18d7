"""webapp/cards.py and the tool card partial: what a person reads on a card, in their language."""
from urllib.parse import parse_qs, urlsplit

import pytest

from engine.events import ToolFinished, ToolStarted
from engine.turns import Turn
from webapp import create_app
from webapp.cards import arguments_shortened, arguments_text, clean_snippet, location_text, tool_note
from webapp.i18n import translate
from webapp.render import location_range, preview_href
from webapp.stream import TabStream, TurnEvent, Watch

SECRET_REFUSAL = ("Error: Refused: this file contains what look like secrets, so none of it is shown: an API key "
                  "(line 3). The values are not shown. Ask the user to remove them, or answer without this file.")


def card_html(config, runtime, call, lang="th") -> str:
    """The card as a tab in `lang` receives it over the websocket."""
    app = create_app(config, runtime=runtime)
    app.config["SERVER_NAME"] = f"127.0.0.1:{config.port}"
    history = runtime.history
    conversation = history.create_conversation()
    question = history.add_message(conversation.id, "user", "q")
    answer = history.add_message(conversation.id, "assistant", "", status="streaming")
    turn = Turn(conversation.id, answer, question, owner="tab")
    stream = TabStream(app, lang, history)
    stream.frame([Watch(turn, "", ())])
    return stream.frame([TurnEvent(turn, call)]).html()


def test_thai_arguments_read_as_thai_not_json_escapes():
    assert arguments_text({"query": "หาสัญญาเช่า", "start_line": 3}, 100) == "query: หาสัญญาเช่า · start_line: 3"
    assert arguments_text({"tags": ["ภาพ", "photo"]}) == 'tags: ["ภาพ", "photo"]'


def test_a_long_argument_is_cut_in_the_summary_and_shown_whole_in_the_open_card(config, runtime):
    content = "# แผนงาน\n" + "บรรทัดยาว " * 40
    arguments = {"path": "plan.md", "content": content}
    assert arguments_text(arguments, 30) == "path: plan.md · content: # แผนงาน บรรทัดยาว บรรทัดยาว …"
    assert arguments_text({"q": "ที่ดินดี"}, 3) == "q: ที่…"  # the cut keeps the tone mark with its letter
    assert arguments_shortened(arguments, 30) and not arguments_shortened({"path": "plan.md"}, 30)
    html = card_html(config, runtime, ToolStarted("c5", "write_file", arguments), lang="en")
    assert f'<pre class="tool-arguments" dir="auto">path: plan.md\ncontent: {content}</pre>' in html


def test_a_thai_card_names_the_arguments_and_the_time_taken_in_thai(config, runtime):
    call = ToolFinished("c6", "read_file", {"path": "สัญญา.txt", "start_line": 3, "mood": "x"}, "สัญญา.txt: lines 3–9 of 9",
                        True, 0.25)
    html = card_html(config, runtime, call, lang="th")
    assert '<span class="tool-args" dir="auto">ไฟล์: สัญญา.txt · ตั้งแต่บรรทัด: 3 · mood: x</span>' in html
    assert '<span class="duration">0.25 วินาที</span>' in html
    english = card_html(config, runtime, call, lang="en")
    assert "path: สัญญา.txt · start_line: 3" in english and '<span class="duration">0.25 s</span>' in english


@pytest.mark.parametrize("snippet, shown", [
    ("…ัญญาเช่าบ้าน", "…ญญาเช่าบ้าน"),  # a vowel mark cut from its consonant never starts the snippet
    ("…่าเช่า 8,000 บาท…", "…เช่า 8,000 บาท…"),  # a tone mark, then a vowel written after its consonant
    ("…ำนวน 3 ห้อง", "…นวน 3 ห้อง"),
    ("สัญญาเช่าบ้าน ระยะเวลา เ…", "สัญญาเช่าบ้าน ระยะเวลา …"),  # a leading vowel whose consonant was cut off
    ("ค่าเช่าเดือนละ 8,000 บาท", "ค่าเช่าเดือนละ 8,000 บาท"),
    ("…the contract is signed…", "…the contract is signed…"),
])
def test_snippets_are_cut_on_grapheme_boundaries(snippet, shown):
    assert clean_snippet(snippet) == shown


def test_a_hit_over_a_range_opens_the_preview_on_the_whole_range_with_its_words():
    assert location_range("paragraph 1 – paragraph 10") == ("1", "10")
    assert location_range("Sheet1 row 2 - Sheet1 row 30") == ("2", "30")
    assert location_range("lines 10-40") == ("10", "40")
    assert location_range("line 1,204 from character 5") == ("1204", "1204")
    assert location_range("page 3 (OCR)") == ("3", "3")
    assert location_range("") is None
    href = preview_href("/d/สัญญา.md", "lines 1-10", "ค่าเช่า")
    assert href == "/preview?path=%2Fd%2F%E0%B8%AA%E0%B8%B1%E0%B8%8D%E0%B8%8D%E0%B8%B2.md&start=1&end=10&q=%E0%B8%84%E0%B9%88%E0%B8%B2%E0%B9%80%E0%B8%8A%E0%B9%88%E0%B8%B2"


def test_a_hit_on_docx_paragraphs_or_sheet_rows_opens_the_preview_at_its_place_by_name():
    """read_file numbers a DOCX's paragraphs and table rows together: 'paragraph 30' is not its unit 30."""
    params = parse_qs(urlsplit(preview_href("/d/สัญญา.docx", "paragraph 30 - paragraph 32")).query)
    assert params == {"path": ["/d/สัญญา.docx"], "at": ["paragraph 30 - paragraph 32"]}
    assert parse_qs(urlsplit(preview_href("/d/b.xlsx", "Sheet1 row 2")).query)["at"] == ["Sheet1 row 2"]
    assert "at=" not in preview_href("/d/a.pdf", "page 3 (OCR)") and "at=" not in preview_href("/d/a.md", "")


@pytest.mark.parametrize("result, key", [
    (SECRET_REFUSAL, "tool_secret"),
    ("Error: /etc/passwd is outside the folders Klang may read (~/Documents). Try again with…", "tool_refused"),
    ("Error: read_file took longer than 30 s and was stopped.", "tool_timeout"),
    ("Error: invalid arguments: x. Try again with arguments that match the tool's schema.", "tool_bad_call"),
    ("Error: something nobody planned for", "tool_failed_other"),
])
def test_a_failure_gets_a_message_for_people_picked_from_the_model_text(result, key):
    assert tool_note(ToolFinished("c", "read_file", {}, result, False, 0.1)).key == key


def test_a_thai_user_reads_a_refusal_in_thai_and_the_model_text_once(config, runtime):
    call = ToolFinished("c1", "read_file", {"path": "~/เอกสาร/รหัส.txt"}, SECRET_REFUSAL, False, 0.2)
    html = card_html(config, runtime, call, lang="th")
    assert "ไฟล์นี้มีรหัสผ่านหรือคีย์" in html and "ดูทั้งหมด" in html
    assert "ไฟล์: ~/เอกสาร/รหัส.txt" in html and "\\u0e" not in html
    # The model-facing refusal is kept, whole and once, for "show all"; the summary line does not repeat it.
    assert html.count("Ask the user to remove them") == 1


def test_file_hits_are_listed_once_with_svg_icons_and_clean_snippets(config, runtime):
    hits = {"query": "ค่าเช่า", "mode": "files", "hits": [
        {"path": "/d/สัญญา.pdf", "kind": "pdf", "location": "page 2", "snippet": "…ัค่าเช่าเดือนละ 8,000…",
         "score": 1.0, "match": "content", "withheld": "AWS access key (line 40)"}]}
    call = ToolFinished("c2", "rag_search", {"query": "ค่าเช่า"}, "/d/สัญญา.pdf (page 2) — ค่าเช่า", True, 0.1, (), hits)
    html = card_html(config, runtime, call, lang="en")
    assert "1 files found" in html and '<svg class="file-icon kind-pdf"' in html
    assert "…<mark>ค่าเช่า</mark>เดือนละ 8,000…" in html
    assert html.count('<pre class="tool-result">') == 1
    # The model's text says a part was withheld; with that text folded, the hit itself says so.
    assert "Part of this file is withheld: it holds a credential (AWS access key (line 40))." in html


def test_a_running_card_says_so_in_the_tab_language(config, runtime):
    html = card_html(config, runtime, ToolStarted("c3", "web_search", {"query": "ข่าว"}), lang="th")
    assert "กำลังทำงาน…" in html and "คำค้น: ข่าว" in html


def test_a_hits_location_reads_in_thai_with_its_numbers_and_sheet_names_kept():
    def thai(key, **values):
        return translate(key, "th", **values)

    assert location_text("lines 10-40", thai) == "บรรทัด 10-40"
    assert location_text("paragraph 1 - paragraph 10", thai) == "ย่อหน้า 1 - ย่อหน้า 10"
    assert location_text("Pages row 2", thai) == "Pages แถว 2"  # a sheet named "Pages" keeps its name
    assert location_text("line 9 from character 5", thai) == "บรรทัด 9 ตั้งแต่ตัวอักษรที่ 5"


def test_web_results_are_listed_with_safe_links_and_the_model_text_folded(config, runtime):
    results = {"query": "ข่าว", "results": [
        {"url": "https://news.example/a", "title": "ข่าววันนี้", "summary": "สรุป <b>ข่าว</b>", "how": "", "error": ""},
        {"url": "javascript:alert(1)", "title": "bad", "summary": "", "how": "", "error": ""}]}
    call = ToolFinished("c4", "web_search", {"query": "ข่าว"}, "[web:https://news.example/a] สรุป", True, 0.3, (), results)
    html = card_html(config, runtime, call, lang="th")
    assert "ผลการค้นเว็บ 2 รายการ" in html
    assert '<a href="https://news.example/a" rel="noopener noreferrer nofollow" target="_blank">ข่าววันนี้</a>' in html
    assert 'href="javascript' not in html and "สรุป &lt;b&gt;ข่าว&lt;/b&gt;" in html
    assert 'class="model-toggle"' in html
