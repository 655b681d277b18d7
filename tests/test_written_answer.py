from pathlib import PurePath

from engine.tools.runner import ToolOutcome
from engine.plan import kinds_named, unwanted_kinds
from engine.written_answer import (echoes, found_files, named_first, of_kind_first, unwanted_last,
                                   written_answer)

HEADER = "สัญญาเช่า.docx: the whole file, 10 paragraphs"
READ = ({"tool": "read_file", "arguments": {"path": "/home/me/Documents/สัญญาเช่า.docx"}},
        ToolOutcome(f"{HEADER}\nสัญญาเช่าห้องชุด\nข้อ 3. ค่าเช่าเดือนละ 12,500 บาท", True, 0.1,
                    {"path": "/home/me/Documents/สัญญาเช่า.docx", "header": HEADER}))
HITS = {"mode": "files", "hits": [
    {"path": "/home/me/Documents/สัญญาเช่า.docx", "location": "paragraph 1 - paragraph 10", "snippet": "สัญญาเช่าห้องชุด"},
    {"path": "/home/me/Documents/Work/budget.xlsx", "location": "", "snippet": ""},
]}
SEARCH = ({"tool": "rag_search", "arguments": {"query": "สัญญาเช่า"}},
          ToolOutcome("/home/me/Documents/สัญญาเช่า.docx (paragraph 1 - paragraph 10) — สัญญาเช่าห้องชุด\n"
                      "/home/me/Documents/Work/budget.xlsx", True, 0.1, HITS))
FAILED = ({"tool": "read_file", "arguments": {"path": "~/Documents/report.pdf"}},
          ToolOutcome("Error: ~/Documents/report.pdf is outside the folders Klang may read", False, 0.1))


def test_files_found_are_listed_by_name_and_folder_with_a_citation_each():
    text, citations = found_files("where is my lease?", SEARCH[1])
    assert text.splitlines() == ["I found these files:", "- สัญญาเช่า.docx — in /home/me/Documents [1]",
                                 "- budget.xlsx — in /home/me/Documents/Work [2]"]
    assert [(c["n"], c["path"], c["location"], c["quote"]) for c in citations] == [
        (1, "/home/me/Documents/สัญญาเช่า.docx", "paragraph 1 - paragraph 10", "สัญญาเช่าห้องชุด"),
        (2, "/home/me/Documents/Work/budget.xlsx", "", "")]


def test_passages_list_each_source_file_once_in_rank_order():
    data = {"mode": "passages", "sources": ["/d/a.md", "/d/b.md"], "passages": [
        {"path": "/d/a.md", "name": "a.md", "location": "lines 1-3", "text": "first"},
        {"path": "/d/a.md", "name": "a.md", "location": "lines 9-12", "text": "second"},
        {"path": "/d/b.md", "name": "b.md", "location": "lines 2-4", "text": "other"}]}
    text, citations = found_files("หาไฟล์", ToolOutcome("SOURCES: …", True, 0.1, data))
    assert text.splitlines() == ["พบไฟล์เหล่านี้:", "- a.md — ในโฟลเดอร์ /d [1]", "- b.md — ในโฟลเดอร์ /d [2]"]
    assert [c["quote"] for c in citations] == ["first", "other"]


def test_files_whose_names_hold_the_request_are_listed_first_and_a_name_alone_can_add_one():
    """"ในเครื่องมีไฟล์ใบเสนอราคาลิฟต์อะไรบ้าง": the search ranked the committee's chat, which mentions a lift
    quote, above the quotes themselves, and missed one of them (condo set)."""
    data = {"mode": "passages", "passages": [
        {"path": "/d/LINE_committee.txt", "name": "LINE_committee.txt", "location": "lines 1-9", "text": "lift quote?"},
        {"path": "/d/agenda.md", "name": "agenda.md", "location": "lines 1-5", "text": "agenda"},
        {"path": "/d/ใบเสนอราคา_ลิฟต์_2568.pdf", "name": "ใบเสนอราคา_ลิฟต์_2568.pdf", "location": "page 1",
         "text": "Fee 28,800"}]}
    shares = {"/d/ใบเสนอราคา_ลิฟต์_2568.pdf": 1.0, "/d/ใบเสนอราคา_ลิฟต์_2566.txt": 1.0, "/d/ใบเสนอราคา_แอร์.pdf": 0.2}
    text, citations = found_files("ในเครื่องมีไฟล์ใบเสนอราคาลิฟต์อะไรบ้างคะ",
                                  ToolOutcome("SOURCES: …", True, 0.1, named_first(data, shares)))
    assert text.splitlines() == ["พบไฟล์เหล่านี้:", "- ใบเสนอราคา_ลิฟต์_2568.pdf — ในโฟลเดอร์ /d [1]",
                                 "- ใบเสนอราคา_ลิฟต์_2566.txt — ในโฟลเดอร์ /d [2]",
                                 "- LINE_committee.txt — ในโฟลเดอร์ /d [3]", "- agenda.md — ในโฟลเดอร์ /d [4]"]
    assert [(c["location"], c["quote"]) for c in citations][0] == ("page 1", "Fee 28,800"), "its passage still cited"
    assert named_first(data, {})["hits"] == [{"path": p["path"], "location": p["location"], "snippet": p["text"]}
                                             for p in data["passages"]], "no name holds the request: the search's order"


def test_a_list_names_every_file_a_name_ties_to_the_request_before_those_only_the_search_found():
    """"ใบเสนอราคาที่ทำให้ลูกค้าในไทยมีไฟล์อะไรบ้าง": the search's own first files (a plan, a contract) came before two of
    the four quotes, one of which its name alone found, and the list of eight left it out (bambooware set, session 37)."""
    data = {"mode": "passages", "passages": [
        {"path": f"/d/{name}", "name": name, "location": "lines 1-9", "text": name} for name in (
            "แผนงานปี2569.pptx", "ใบเสนอราคา_ภูผาลัย_ฉบับจริง.docx", "บันทึกประชุม.md", "ใบเสนอราคา_บ้านสวนคาเฟ่.docx")]}
    shares = {"/d/ใบเสนอราคา_ภูผาลัย_ฉบับจริง.docx": 0.72, "/d/ใบเสนอราคา_บ้านสวนคาเฟ่.docx": 0.16,
              "/d/ใบเสนอราคา_ซีบรีซ.docx": 0.16, "/d/รายจ่ายบ้าน.xlsx": 0.05}
    listed = [PurePath(hit["path"]).name for hit in named_first(data, shares, listing=True)["hits"]]
    assert listed == ["ใบเสนอราคา_ภูผาลัย_ฉบับจริง.docx", "ใบเสนอราคา_บ้านสวนคาเฟ่.docx", "ใบเสนอราคา_ซีบรีซ.docx",
                      "แผนงานปี2569.pptx", "บันทึกประชุม.md"]
    found = [PurePath(hit["path"]).name for hit in named_first(data, shares)["hits"]]
    assert found[:2] == ["ใบเสนอราคา_ภูผาลัย_ฉบับจริง.docx", "แผนงานปี2569.pptx"], "a find keeps the search's weight"
    assert "ใบเสนอราคา_ซีบรีซ.docx" not in found


def test_a_find_that_names_its_files_kind_lists_the_files_of_that_kind_first():
    """"สไลด์ที่พี่กฤษทำเรื่องไปตั้งบูธงานรับปริญญา … อยู่ไฟล์ไหนคะ": notes and a contract that speak of the booth came
    before the booth slides, which fell out of the five named (photostudio set)."""
    hits = {"mode": "files", "hits": [{"path": f"/d/{name}", "location": "", "snippet": ""} for name in (
        "สัญญาเช่าห้อง.txt", "บันทึกงานบูธ.md", "แผนบูธรับปริญญา_2568.pptx", "ราคาบูธ.docx")]}
    asked = "สไลด์ที่พี่กฤษทำเรื่องบูธงานรับปริญญา อยู่ไฟล์ไหนคะ"
    first = of_kind_first(hits, kinds_named(asked))
    assert [hit["path"] for hit in first["hits"]] == [
        "/d/แผนบูธรับปริญญา_2568.pptx", "/d/สัญญาเช่าห้อง.txt", "/d/บันทึกงานบูธ.md", "/d/ราคาบูธ.docx"]
    assert of_kind_first(hits, kinds_named("where's the booth pdf?")) == hits, "none of that kind: the search's order"
    assert of_kind_first(hits, kinds_named("บันทึกงานบูธอยู่ไฟล์ไหน")) == hits, "no kind named"


def test_a_find_lists_the_kind_its_request_does_not_want_last():
    """"the quote for the drying cabinet … the thai one not the english pdf" named the English pdf first
    (ricecracker set, session 41); a request wanting every kind keeps the search's order."""
    hits = {"mode": "files", "hits": [{"path": f"/d/{name}", "location": "", "snippet": ""} for name in (
        "SiamThermo_dryer_quotation.pdf", "LCB_loan_offer.pdf", "ใบเสนอราคา_ตู้อบ_ศรีวิชัยการช่าง.docx")]}
    asked = "where's the quote for the drying cabinet from the lampang workshop? the thai one not the english pdf"
    assert [hit["path"] for hit in unwanted_last(hits, unwanted_kinds(asked))["hits"]] == [
        "/d/ใบเสนอราคา_ตู้อบ_ศรีวิชัยการช่าง.docx", "/d/SiamThermo_dryer_quotation.pdf", "/d/LCB_loan_offer.pdf"]
    assert unwanted_last(hits, unwanted_kinds("where's the quote for the drying cabinet?")) == hits


def test_the_written_answer_says_what_was_found_never_a_header_an_error_or_raw_output():
    listing = ({"tool": "list_workspect", "arguments": {}},
               ToolOutcome("1 file(s) in workspect/:\n- todo.md (94 B)", True, 0.1, {"files": [{"path": "todo.md"}]}))
    shell = ({"tool": "bash", "arguments": {"command": "ls"}}, ToolOutcome("$ ls\nsecret-ish output", True, 0.1))
    text = written_answer("ค่าเช่าเดือนละเท่าไหร่", [SEARCH, FAILED, READ, listing, shell])
    assert text.startswith("พบไฟล์เหล่านี้:\n- สัญญาเช่า.docx — ในโฟลเดอร์ /home/me/Documents\n")
    assert "อ่านไฟล์ สัญญาเช่า.docx (ในโฟลเดอร์ /home/me/Documents) แล้ว" in text and "12,500 บาท" in text
    assert "ไฟล์ใน workspect: todo.md" in text and "bash ทำงานเสร็จแล้ว" in text
    for raw in (HEADER, "Error", "report.pdf", "$ ls", "1 file(s)", "(paragraph 1"):
        assert raw not in text
    assert written_answer("what did you find?", [FAILED]) == (
        "I could not put an answer into words. Please ask again, in other words.")


def test_an_answer_that_repeats_raw_tool_output_is_told_from_one_that_quotes_the_file():
    steps = [SEARCH, FAILED, READ]
    assert echoes("Error: ~/Documents/report.pdf is outside the folders Klang may read", steps)
    assert echoes(f"{HEADER}\nสัญญาเช่าห้องชุด", steps)
    assert echoes("Result of read_file(path='/home/me/Documents/สัญญาเช่า.docx'):\nสัญญาเช่าห้องชุด", steps)
    assert echoes("/home/me/Documents/Work/budget.xlsx", steps)
    assert echoes("read_file(path='/home/me/Documents/สัญญาเช่า.docx')", steps) and echoes("`rag_search()`", steps)
    assert echoes("[page 1]", steps) and echoes("[slide 2]\nBudget", steps)  # a reader's marker (garage set)
    assert not echoes("ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท", steps)
    assert not echoes("ค่าเช่าเดือนละ 12,500 บาท ตามสัญญาเช่า", steps)
    assert not echoes("[1] ค่าเช่าเดือนละ 12,500 บาท", steps)


def test_an_answer_naming_a_file_no_tool_returned_and_the_user_did_not_name_is_told_apart():
    """After listing workspect, Qwen 0.5B answered "file: ~/Documents/report.md" (tutor set): a made-up path."""
    from engine.written_answer import names_unfound_file
    steps = [SEARCH, READ]
    assert names_unfound_file("file: ~/Documents/report.md", "where are the mock test scores?", steps)
    assert names_unfound_file("It's in scores_final.xlsx", "where are the mock test scores?", steps)
    assert not names_unfound_file("ค่าเช่าอยู่ในสัญญาเช่า.docx", "ค่าเช่าเท่าไหร่", steps)  # the search found it
    assert not names_unfound_file("I did not find thesis_v3.docx", "where is thesis_v3.docx?", steps)  # the user's
    assert not names_unfound_file("Version 2.5 costs 3.50 THB", "how much?", steps)
