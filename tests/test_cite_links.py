"""webapp/citations.py: an answer's [n] links open the preview at the cited passage, marked there."""
import re
from urllib.parse import parse_qs, urlsplit

from engine.backends.scripted import ScriptedBackend
from engine.events import Cited, ToolFinished
from engine.runtime import Runtime
from webapp import create_app
from webapp.citations import cite_href, citations_of, cited_markdown, find_passage, mark_passage
from webapp.i18n import translate

HX = {"HX-Request": "true"}
CLAUSE = "ผู้เช่าตกลงชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5"
CONTRACT = "สัญญาเช่าบ้าน\nข้อ 1 ผู้ให้เช่าตกลงให้เช่า\nข้อ 2 ผู้เช่าตกลงชำระค่าเช่า\nเดือนละ  12,500 บาท\n  ภายในวันที่ 5\nข้อ 3 เงินประกัน\n"


def english(key, **values):
    return translate(key, "en", **values)


def test_the_passage_is_found_whatever_the_white_space_and_marked_escaped():
    start, end = find_passage(CONTRACT, CLAUSE)
    assert CONTRACT[start:end] == "ผู้เช่าตกลงชำระค่าเช่า\nเดือนละ  12,500 บาท\n  ภายในวันที่ 5"
    hostile = "a <script>x</script> b"
    marked = mark_passage(hostile, find_passage(hostile, "<script>x </script>"))
    assert marked == 'a <mark class="passage">&lt;script&gt;x&lt;/script&gt;</mark> b'


def test_a_quote_cut_or_changed_after_its_opening_still_marks_where_it_starts():
    changed = CLAUSE.replace("ภายในวันที่ 5", "ภายในวันที่ 10 ของทุกเดือน และเพิ่มเติมอีกหลายคำ")
    start, end = find_passage(CONTRACT, "…" + changed + "…")
    assert CONTRACT[start:].startswith("ผู้เช่าตกลงชำระค่าเช่า") and end > start
    assert find_passage(CONTRACT, "ค่าน้ำประปาเดือนละ 300 บาท") is None
    assert find_passage(CONTRACT, "   ") is None


def test_a_citation_link_carries_its_place_and_its_quote_at_most_500_characters():
    citation = {"n": 1, "path": "/d/สัญญาเช่า.docx", "location": "paragraph 2 – paragraph 4", "quote": "x " * 400}
    params = parse_qs(urlsplit(cite_href(citation)).query)
    assert params["path"] == ["/d/สัญญาเช่า.docx"] and params["at"] == ["paragraph 2 – paragraph 4"]
    assert len(params["hl"][0]) == 500
    exact = parse_qs(urlsplit(cite_href({**citation, "start": 3, "end": 7})).query)
    assert (exact["start"], exact["end"]) == (["3"], ["7"]), "read_file's line numbers win over the location"


def test_only_well_formed_citations_of_the_last_cited_event_count():
    old = Cited(({"n": 1, "path": "/d/old.md"},))
    new = Cited(({"n": "2", "path": "/d/a.md"}, {"n": "two", "path": "/d/b.md"}, {"n": 3, "path": ""}))
    call = ToolFinished("c1", "rag_search", {}, "", True, 0.1)
    assert citations_of((old, call, new)) == ({"n": 2, "path": "/d/a.md"},)
    assert citations_of((call,)) == ()


def test_hostile_names_and_quotes_stay_inert_in_the_answer():
    citation = {"n": 1, "path": '/d/"><img src=x onerror=alert(1)>.md', "name": '"><script>alert(1)</script>',
                "location": "line 2", "quote": '"><svg onload=alert(1)>'}
    html = str(cited_markdown("See [1] and [2].", (citation,), english))
    assert "<script" not in html and "<img" not in html and "<svg" not in html
    assert re.findall(r"<a [^>]*>", html) == [re.search(r'<a class="cite" href="/preview\?[^"]*" aria-label="[^"]*" '
                                                        r'title="[^"]*">', html).group(0)]
    assert "[2]" in html


def test_the_preview_marks_the_cited_passage_or_says_it_is_not_there(client, config):
    (config.workspect_dir / "contract.txt").write_text(CONTRACT, encoding="utf-8")
    path = str(config.workspect_dir / "contract.txt")
    html = client.get("/preview", query_string={"path": path, "hl": CLAUSE}, headers=HX).get_data(as_text=True)
    assert re.search(r'<mark class="passage">ผู้เช่าตกลงชำระค่าเช่า\nเดือนละ  12,500 บาท\n  ภายในวันที่ 5</mark>', html)
    assert 'name="hl" value="' + CLAUSE in html, "narrowing the range keeps the passage marked"
    assert "passage-missing" not in html
    narrowed = client.get("/preview", query_string={"path": path, "hl": CLAUSE, "start": 5, "end": 6}, headers=HX)
    assert "passage-missing" in narrowed.get_data(as_text=True) and "<mark" not in narrowed.get_data(as_text=True)


def test_a_guests_citation_of_the_owners_file_opens_a_refusal_not_the_file(config):
    lan = config.replace(lan=True, lan_token="g" * 43, owner_token="o" * 43, port=8765)
    (lan.workspect_dir / "contract.txt").write_text(CONTRACT, encoding="utf-8")
    runtime = Runtime(lan, backend=ScriptedBackend())
    try:
        app = create_app(lan, runtime=runtime)
        app.config["SERVER_NAME"] = "127.0.0.1:8765"
        guest = app.test_client()
        guest.get("/?token=" + "g" * 43)
        href = cite_href({"n": 1, "path": str(lan.workspect_dir / "contract.txt"), "quote": CLAUSE})
        response = guest.get(href, headers=HX)
        html = response.get_data(as_text=True)
        assert response.status_code == 403 and 'data-refusal="refused"' in html
        assert "12,500" not in html and "ผู้เช่า" not in html
    finally:
        runtime.close()
