"""Searching the index the way a user would: names, Thai words, synonyms, stale files."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.index import open_index, search
from engine.index.query import parse_query


@pytest.fixture
def docs(config, tmp_path) -> Path:
    folder = tmp_path / "Documents"
    folder.mkdir()
    return folder


def names(result):
    return [Path(h.path).name for h in result.hits]


def test_the_real_plan_md_ranks_first(build_index):
    index, _ = build_index({
        "notes.md": "Remember to update PLAN.md, then PLAN.md again. PLAN.md PLAN.md",
        "ENCRYPTION_PLAN.md": "how we encrypt the plan",
        "PLAN.md": "# The plan\nship it",
    })
    assert names(index.search("PLAN.md")) == ["PLAN.md", "ENCRYPTION_PLAN.md", "notes.md"]


def test_a_two_character_thai_word_is_found(build_index):
    index, _ = build_index({"trip.txt": "พรุ่งนี้ ไป ทะเล กับ คน ดี", "other.txt": "nothing here"})
    for word in ("ไป", "ดี", "คน"):
        assert names(index.search(word)) == ["trip.txt"], word


def test_a_short_word_inside_a_longer_one_is_found(build_index):
    index, _ = build_index({"trip.txt": "เราจะไปเที่ยวทะเลกัน", "other.txt": "nothing here"})
    assert names(index.search("ไป")) == ["trip.txt"]


def test_rup_finds_a_file_that_only_says_phap(build_index):
    index, _ = build_index({"album.txt": "ภาพถ่ายงานแต่งงานที่เชียงใหม่", "other.txt": "รายงานการเงิน"})
    assert names(index.search("รูป")) == ["album.txt"]


def test_a_file_deleted_after_indexing_is_never_returned(build_index, docs):
    index, _ = build_index({"gone.txt": "quarterly zebra numbers", "kept.txt": "zebra"})
    (docs / "gone.txt").unlink()
    result = index.search("zebra")
    assert names(result) == ["kept.txt"]


def test_content_hit_has_location_and_snippet_around_the_term(build_index):
    text = "\n".join(["filler line"] * 40 + ["the invoice number is 4711"])
    index, _ = build_index({"bill.txt": text})
    hit = index.search("4711").hits[0]
    assert "4711" in hit.snippet and hit.location.startswith("lines")
    assert hit.match == "content"


def test_folder_scope_limits_results(build_index, docs):
    index, _ = build_index({"a/report.txt": "budget", "b/report.txt": "budget"})
    result = index.search("budget", folder=docs / "a")
    assert [h.path for h in result.hits] == [str(docs / "a" / "report.txt")]


def test_klang_internals_are_never_returned(config, tmp_path):
    root = tmp_path / "Documents"
    (root / "logs").mkdir(parents=True)
    (root / "logs" / "agent.log").write_text("secret sauce recipe", encoding="utf-8")
    (root / "recipe.txt").write_text("secret sauce recipe", encoding="utf-8")
    index = open_index(config.replace(roots=(root,)))
    index.indexer.run()
    assert names(index.search("sauce recipe")) == ["recipe.txt"]


def test_fts_syntax_in_a_query_is_harmless(build_index):
    index, _ = build_index({"a.txt": "alpha beta"})
    for nasty in ('alpha" OR "', "NEAR(alpha beta)", "alpha*", "-beta", "a:b"):
        index.search(nasty)  # must not raise an FTS5 syntax error


def test_search_works_while_the_indexer_writes(config, docs):
    for i in range(200):
        (docs / f"f{i}.txt").write_text(f"document number {i} about lanterns", encoding="utf-8")
    index = open_index(config.replace(roots=(docs,)))
    index.start()
    while index.progress().state in ("idle", "scanning") or index.progress().files_done == 0:
        pass
    index.search("lanterns")  # a reader beside the writer: WAL, separate connections
    index.indexer.wait(30)
    assert len(index.search("lanterns", limit=50).hits) == 50


def test_a_word_in_most_files_is_left_out_of_the_ranking(build_index, monkeypatch):
    monkeypatch.setattr(search, "MIN_KEPT", 2)  # a short query stands in for a long one
    files = {f"note{n}.txt": f"meeting notes number {n}" for n in range(9)}
    index, _ = build_index({**files, "zoo.txt": "meeting about the okapi in the garden at noon"})
    with index.readers.connection() as conn:
        expression = search.word_expression(conn, parse_query("meeting okapi garden noon"))
    assert '"okapi"' in expression and '"meeting"' not in expression
    assert names(index.search("meeting okapi garden noon"))[0] == "zoo.txt"


def test_a_query_of_common_words_still_ranks_by_all_of_them(build_index):
    files = {f"note{n}.txt": f"meeting number {n}" for n in range(4)} | {f"x{n}.txt": f"budget {n}" for n in range(4)}
    index, _ = build_index({**files, "both.txt": "budget meeting"})
    assert names(index.search("budget meeting"))[0] == "both.txt"


SHORT_TERM_FILES = {
    "CV_2024.pdf": "Work history and education",
    "HR_policy.txt": "Leave rules for all staff",
    "scan_ID.txt": "front and back",
    "supplier.txt": "Please send PO 4471 to the supplier before Friday",
    "cvs_receipt.txt": "chrome ideas for the quarterly report",  # holds cv, hr, id, po inside longer words
}


@pytest.mark.parametrize("query, found", [
    ("find my CV", "CV_2024.pdf"), ("HR", "HR_policy.txt"), ("ID", "scan_ID.txt"), ("PO", "supplier.txt"),
])
def test_a_two_letter_english_term_finds_its_file_and_not_longer_words(build_index, query, found):
    index, _ = build_index(SHORT_TERM_FILES)
    assert names(index.search(query))[0] == found
    assert "cvs_receipt.txt" not in names(index.search(query))


@pytest.mark.parametrize("query, found", [
    ("budget", "งบประมาณครัวเรือน_2567.xlsx"),
    ("find the contract", "สัญญาเช่าบ้าน.txt"),
    ("สัญญา", "rental_agreement.txt"),
    ("งบประมาณ", "plans.txt"),
])
def test_thai_and_english_words_find_each_other(build_index, query, found):
    index, _ = build_index({
        "งบประมาณครัวเรือน_2567.xlsx": "",
        "สัญญาเช่าบ้าน.txt": "ผู้เช่าตกลงชำระค่าเช่าทุกเดือน",
        "rental_agreement.txt": "The tenant pays the rent monthly.",
        "plans.txt": "Next year's budget for the garden",
        "other.txt": "a note about the weather",
    })
    assert found in names(index.search(query))


def test_an_english_question_finds_other_forms_of_its_words(build_index):
    index, _ = build_index({
        "kitchen.txt": "We renovated the kitchen in spring; the renovation cost more than planned.",
        "sweets.txt": "Recipes for sweetmeats, kitchenware lists and novel ideas.",
    })
    with index.readers.connection() as conn:
        leg = search.stem_leg(conn, parse_query("kitchen renovations"))
    assert len(leg.chunks) == 1
    assert names(index.search("When did we renovate the kitchen?"))[0] == "kitchen.txt"


def test_words_said_together_rank_above_the_same_words_apart(build_index):
    index, _ = build_index({
        "first.txt": "A college of law in Oakhurst. Many students come from Ashby.",
        "second.txt": "A college of law in Ashby. Many students come from Oakhurst.",
    })
    assert names(index.search("Where can you study law in Oakhurst?"))[0] == "first.txt"
    assert names(index.search("Where can you study law in Ashby?"))[0] == "second.txt"


def test_a_name_holding_the_rarer_words_of_a_request_gets_the_larger_share(build_index):
    """A request in sentences: no name holds all its words (name hits need every one), some hold a few."""
    index, _ = build_index({
        "ใบเสนอราคา_ลิฟต์_SiamLift_2568.txt": "ค่าบำรุงรักษาลิฟต์ 28,800 บาท",
        "Quotation_UniElevator.txt": "Monthly fee 25,200 THB",
        "Quotation_CleanPro.txt": "Monthly cleaning 12,000 THB",
        "ใบเสนอราคา_กล้องวงจรปิด.txt": "กล้อง 16 ตัว",
        "LINE_กรรมการ.txt": "ได้ใบเสนอราคาลิฟต์มาแล้ว",
        "ขอบเขตงาน_แม่บ้าน.txt": "ทำความสะอาด",
    })
    shares = {Path(path).name: share for path, share in
              index.name_shares("ในเครื่องมีไฟล์ใบเสนอราคาลิฟต์อะไรบ้างคะ ขอแค่ชื่อไฟล์").items()}
    assert shares["ใบเสนอราคา_ลิฟต์_SiamLift_2568.txt"] == pytest.approx(1.0)
    # ลิฟต์ is a lift or an elevator (session 45): the English elevator quotation holds every word too
    assert shares["Quotation_UniElevator.txt"] == pytest.approx(1.0)
    # "quotation" is ใบเสนอราคา's synonym; the rarer ลิฟต์ weighs more than it
    assert 0 < shares["Quotation_CleanPro.txt"] == shares["ใบเสนอราคา_กล้องวงจรปิด.txt"] < 0.5
    assert "LINE_กรรมการ.txt" not in shares, "its text, not its name, holds the words"
    assert "ขอบเขตงาน_แม่บ้าน.txt" not in shares, "ขอ (under three letters) is not a word of the name"
    assert index.name_shares("สวัสดี") == {}


def test_a_term_asked_by_its_number_word_finds_that_terms_notice(build_index):
    """"เทอมสอง" and "เทอม2" are the file's เทอม2: joined, the segmenter kept the words whole and the first term's
    notice, which says the same words, came first (session 37's blind sets)."""
    index, _ = build_index({
        "ค่าเทอม_ภูมิ_เทอม1-2568.txt": "ใบแจ้งค่าเทอม ภาคเรียนที่ 1/2568 ด.ช.ภูมิ รวมทั้งสิ้น 25,600 บาท ชำระภายใน 16 พฤษภาคม 2568",
        "ค่าเทอม_ภูมิ_เทอม2-2568.txt": "ใบแจ้งค่าเทอม ภาคเรียนที่ 2/2568 ด.ช.ภูมิ รวมทั้งสิ้น 27,000 บาท ชำระภายใน 7 พฤศจิกายน 2568",
    })
    for question in ("ค่าเทอมภูมิเทอมสองต้องจ่ายเท่าไหร่คะ", "ค่าเทอมภูมิเทอม2ต้องจ่ายเท่าไหร่"):
        assert names(index.search(question))[0] == "ค่าเทอม_ภูมิ_เทอม2-2568.txt", question
    assert names(index.search("ค่าเทอมภูมิเทอมหนึ่งเท่าไหร่"))[0] == "ค่าเทอม_ภูมิ_เทอม1-2568.txt"


def test_a_term_asked_by_an_english_ordinal_finds_that_terms_notice(build_index):
    """"khao hom's 2nd term school fees" read both terms' notices and answered term 1's; "term 2" found term 2's
    (rescuefoundation set, session 37)."""
    index, _ = build_index({
        "school_fees_khaohom_term1-2025.txt": "Fee notice, term 1/2025, Khao Hom. Total 27,850 THB, pay by 16 May 2025",
        "school_fees_khaohom_term2-2025.txt": "Fee notice, term 2/2025, Khao Hom. Total 29,350 THB, pay by 14 Nov 2025",
    })
    for question in ("whats the total for khao hom's 2nd term school fees", "khao hom second term fees?"):
        assert names(index.search(question))[0] == "school_fees_khaohom_term2-2025.txt", question
    assert names(index.search("khao hom 1st term fees"))[0] == "school_fees_khaohom_term1-2025.txt"


def test_a_thai_request_finds_an_english_letter_through_thai_spellings_of_its_words(build_index):
    """"ไฟล์ที่แบงก์ส่งมาเรื่องวงเงินโอดี" listed two agreements and an invoice, not the bank's OD letter, and "the label
    shop invoice" read the water bill (feedstore and palmsugar sets, session 38): แบงก์ is a bank, โอดี an overdraft,
    ฉลาก a label."""
    index, _ = build_index({
        "IsanBank_OD_letter_Oct2025.txt": "Isan Bank. Your overdraft (OD) limit is renewed at 300,000 THB.",
        "ข้อตกลงอาหารหมู.txt": "ข้อตกลงอาหารหมู ฟาร์มสมบูรณ์ ชำระเงินภายใน 30 วัน",
        "PetchPrint_invoice_Oct2025.txt": "PetchPrint. Invoice for jar labels, 4 x 8 cm. Total due 8,613.50 THB",
        "PWA_water_bill_Oct2025.txt": "Water bill, October 2025. Amount due 290.51 THB",
    })
    assert "IsanBank_OD_letter_Oct2025.txt" in names(index.search("ไฟล์ที่แบงก์ส่งมาเรื่องวงเงินโอดีอยู่ไหน"))
    assert names(index.search("ใบแจ้งหนี้ร้านทำฉลากเดือนตุลา"))[0] == "PetchPrint_invoice_Oct2025.txt"
