"""The gate's coverage: how much of a question a passage holds, in the question's language or the other one."""
from __future__ import annotations

import pytest

from engine.index import store
from engine.index.passages import ChunkRow
from engine.knowledge import coverage as coverage_module
from engine.knowledge.coverage import best_coverage, coverage, named_text, unheld_numbers
from engine.knowledge.gate import MIN_COVERAGE

FILES = {
    "board.md": "Board meeting notes\nThe board decided to move the office to Chiang Mai in March.",
    "office.txt": "Office supplies: paper, pens and a new printer for the office.",
    "สัญญาเช่า.txt": "ค่าเช่าเดือนละ 12,500 บาท ผู้เช่าวางเงินมัดจำ 25,000 บาท",
    "garden.txt": "The garden needs water every morning in the dry season.",
}


@pytest.fixture
def conn(build_index):
    index, _ = build_index(FILES)
    connection = store.connect(index.db_path)
    yield connection
    connection.close()


def test_coverage_weighs_rare_words_most(conn):
    assert coverage(conn, "Chiang Mai office", FILES["board.md"]) == 1.0
    assert coverage(conn, "Chiang Mai office", FILES["office.txt"]) < 0.4
    assert coverage(conn, "", "anything") == 0.0


def test_a_translation_covers_a_word_only_where_the_passage_holds_it(conn):
    assert coverage(conn, "monthly rent deposit", FILES["สัญญาเช่า.txt"]) == 1.0
    assert coverage(conn, "monthly rent deposit", FILES["garden.txt"]) == 0.0


def test_english_function_words_never_count_and_thai_ones_not_against_english_text(conn):
    assert coverage(conn, "could the garden water", FILES["garden.txt"]) == 1.0
    assert coverage(conn, "ตามบันทึกการประชุม", FILES["board.md"]) == 1.0  # ตาม is glue; the rest is "meeting notes"
    assert coverage(conn, "ตามบันทึกการประชุม", FILES["สัญญาเช่า.txt"]) == 0.0


def test_a_word_the_passage_could_not_hold_and_the_table_cannot_translate_says_nothing(conn):
    # กระรอก (squirrel) has no entry and an English passage cannot hold it; เงินมัดจำ translates and is missing.
    assert coverage(conn, "ประชุม กระรอก", FILES["board.md"]) == 1.0
    assert coverage(conn, "ประชุม เงินมัดจำ", FILES["board.md"]) < 0.6


def test_the_file_name_is_part_of_the_passage(conn):
    row = ChunkRow(1, "/home/u/Documents/สัญญาเช่า.txt", "text", "lines 1-1", "25,000 บาท")
    assert named_text(row).startswith("สัญญาเช่า\n")
    assert coverage(conn, "lease", named_text(row)) == 1.0 and coverage(conn, "lease", row.text) == 0.0


def _row(cid: int, name: str) -> ChunkRow:
    return ChunkRow(cid, f"/home/u/Documents/{name}", "text", "lines 1-2", FILES[name])


def test_the_gate_reads_the_best_of_the_passages_given_not_only_the_first(conn):
    # Retrieval put the office list first; the board notes below it hold the whole question.
    rows = [_row(1, "office.txt"), _row(2, "board.md")]
    assert coverage(conn, "board office Chiang Mai", named_text(rows[0])) < MIN_COVERAGE
    assert best_coverage(conn, "board office Chiang Mai", rows) == 1.0
    assert best_coverage(conn, "board office Chiang Mai", []) == 0.0


def test_a_passage_below_the_first_must_hold_the_words_it_could_not_hold(conn):
    # "squirrel" cannot be in a Thai passage and the table has no translation: first, the contract is
    # judged on "lease" alone; below an unrelated first passage it must not vouch for the squirrel.
    assert best_coverage(conn, "lease squirrel", [_row(1, "สัญญาเช่า.txt"), _row(2, "garden.txt")]) == 1.0
    assert best_coverage(conn, "lease squirrel", [_row(2, "garden.txt"), _row(1, "สัญญาเช่า.txt")]) < MIN_COVERAGE


def _named(path: str, text: str) -> ChunkRow:
    return ChunkRow(1, path, "text", "row 1", text)


def test_a_number_counts_whole_and_a_year_in_either_era():
    budget = _named("/d/งบประมาณครัวเรือน_2566.xlsx", "ค่าไฟฟ้า (Electricity) | 1500")
    bill = _named("/d/bill.pdf", "ELECTRICITY BILL - May 2024\nAmount due: 2,150.00 THB")
    assert unheld_numbers("งบค่าไฟปี 2566", [budget]) == ()  # the file name holds it
    assert unheld_numbers("งบค่าไฟปี 2567", [budget]) == ("2567",)
    assert unheld_numbers("ค่าไฟปี 2567", [budget, bill]) == ()  # 2567 is 2024
    assert unheld_numbers("electricity bill 2023", [bill]) == ("2023",)
    assert unheld_numbers("bill 202", [bill]) == ("202",)  # 2024 does not hold 202
    assert unheld_numbers("What was the Q3 revenue?", [_named("/d/Q2_sales_review.pptx", "Revenue")]) == ("q3",)
    assert unheld_numbers("Q2 revenue", [_named("/d/Q2_sales_review.pptx", "Revenue")]) == ()


def test_a_short_thai_year_is_its_full_year():
    budget = _named("/d/งบประมาณครัวเรือน_2567.xlsx", "อินเทอร์เน็ต (Internet) | 599")
    bill = _named("/d/bill.pdf", "ELECTRICITY BILL - May 2024")
    assert unheld_numbers("ในงบปี 67 ค่าเน็ตเดือนละกี่บาท", [budget]) == ()
    assert unheld_numbers("ค่าไฟ พ.ศ. 67", [bill]) == ()  # 2567 is 2024
    assert unheld_numbers("ในงบปี 66 ค่าเน็ตเดือนละกี่บาท", [budget]) == ("66",)
    assert unheld_numbers("ค่าเน็ต 67 บาท", [budget]) == ("67",)  # not a year: 599 is not 67
    assert unheld_numbers("ค่าไฟเดือน พ.ค. 67 เท่าไหร่", [bill]) == ()  # after a month: 2567, written 2024 here
    assert unheld_numbers("ค่าไฟเดือน พ.ค. 66 เท่าไหร่", [bill]) == ("66",)


def test_a_quarter_is_q3_or_its_thai_name():
    slides = _named("/d/sales.pptx", "Q2 revenue: 4.2 million THB\nUp 12% compared with Q1")
    notes = _named("/d/notes.md", "อนุมัติงบโฆษณาไตรมาส 3 จำนวน 120,000 บาท")
    assert unheld_numbers("รายได้ไตรมาส 2 เท่าไร", [slides]) == ()
    assert unheld_numbers("Q3 ad budget", [notes]) == ()
    assert unheld_numbers("งบไตรมาส 4 เท่าไร", [notes, slides]) == ("4",)  # 4.2 million is no quarter
    assert unheld_numbers("Q4 ad budget", [notes]) == ("q4",)


def test_the_thai_word_for_quarter_is_held_where_the_passage_writes_the_quarter(conn):
    assert coverage(conn, "ไตรมาส 3 office", "Office Q3") == 1.0
    assert coverage(conn, "ไตรมาส 3 office", "Office Q2") < 1.0


def test_a_table_row_or_a_clause_holds_the_words_it_writes_apart(build_index):
    row = "อาหาร (Food) | ค่าครองชีพ (Living) | 8000 | รวมกินข้าวนอกบ้าน\nงบต่อเดือน (Monthly budget)"
    index, _ = build_index({"งบ.txt": row, "trip.txt": "ทริปเชียงใหม่ งบเที่ยว 9,000 บาท"})
    connection = store.connect(index.db_path)
    try:
        # งบกินข้าว is written nowhere, งบ and กินข้าว are both in the row: the trigrams across them count in part
        assert MIN_COVERAGE <= coverage(connection, "งบกินข้าว", row) < 1.0
        assert coverage(connection, "งบกินข้าว", "ทริปเชียงใหม่ งบเที่ยว 9,000 บาท") < MIN_COVERAGE
        # 8000 counts whole: a row saying 80000 does not hold it
        assert coverage(connection, "อาหาร 8000", row) == 1.0
        assert coverage(connection, "อาหาร 8000", row.replace("8000", "80000")) < 1.0
    finally:
        connection.close()


def test_the_words_of_a_question_a_file_name_holds():
    from engine.knowledge.coverage import name_words
    question = "quick one - the DentaPlus order, when's it arriving and how much do we owe them in total?"
    assert name_words(question, "/d/Clinic/DentaPlus_order_confirmation.txt") == ("dentaplus", "order")
    assert name_words(question, "/d/Clinic/PEA_bill_2025-05.pdf") == ()
    assert name_words("ภาษีที่ดินตึกแถวปีนี้ต้องจ่ายเท่าไหร่", "/d/หนังสือแจ้งภาษีที่ดิน_2568.docx") != ()
    assert "the" not in name_words("the bill for the house", "/d/the_house_bill.pdf")  # a function word says nothing


def test_asking_and_talk_do_not_lower_coverage_but_a_missing_topic_still_does(conn, monkeypatch):
    casual = "ค่าเช่าเดือนละเท่าไหร่นะคะ เงินมัดจำเท่าไหร่ แม่ถามมา กลัวลืมค่ะ"
    assert coverage(conn, casual, FILES["สัญญาเช่า.txt"]) >= MIN_COVERAGE
    assert coverage(conn, "felt way higher, can you compare the garden water", FILES["garden.txt"]) == 1.0
    # the talk is set aside, not the topic: a garden passage does not answer a question about squirrels
    assert coverage(conn, "please remind me, how many squirrels in the garden", FILES["garden.txt"]) < MIN_COVERAGE
    monkeypatch.setattr(coverage_module, "ASKING_WORDS", frozenset())  # counted, the talk would have it refused
    assert coverage(conn, casual, FILES["สัญญาเช่า.txt"]) < MIN_COVERAGE


def test_a_number_glued_to_its_unit_is_held_apart():
    """"whats a 5kg bag of celadon" is the price list's "Celadon glaze powder, 5 kg bag" (pottery set), not a 15 kg one."""
    prices = _named("/d/pricelist_2025.pdf", "Celadon glaze powder, 5 kg bag ............ 1,150")
    assert unheld_numbers("whats a 5kg bag of celadon now", [prices]) == ()
    assert unheld_numbers("whats a 5kg bag of celadon now",
                          [_named("/d/pricelist_2025.pdf", "Kaolin, 15 kg bag ..... 380")]) == ("5kg",)


def test_a_month_sheet_holds_the_month_and_its_total_row_the_whole(build_index):
    """"เดือนสิงหาใช้เงินในบ้านไปทั้งหมดเท่าไหร่" over the household sheet titled "ส.ค. 2568": the sheet names the month
    (not the word เดือน) and its total row is the ทั้งหมด asked (not the word), so the question is held and answered,
    not refused (read sets: such questions were weak over the right sheet). A sheet of no month holds neither."""
    sheet = ("รายจ่ายในบ้าน ส.ค. 2568 (Household spending)\nรายการ (Item) | จำนวนเงิน (Amount, THB)\n"
             "กับข้าว/ของใช้ (Food) | 9150\nค่าไฟบ้าน (Electricity) | 1720\nรวม (Total) | 31200")
    plain = "รายจ่ายในบ้าน (Household spending)\nกับข้าว/ของใช้ (Food) | 9150\nค่าไฟบ้าน (Electricity) | 1720"
    index, _ = build_index({"รายจ่ายในบ้าน_2568.xlsx": sheet, "shop.txt": "ยอดขายร้าน ค่าเช่าแผง 3,000 บาท"})
    connection = store.connect(index.db_path)
    try:
        question = "เดือนสิงหาใช้เงินในบ้านไปทั้งหมดเท่าไหร่อะ แล้วค่ากับข้าวเดือนนั้นเท่าไหร่"
        assert coverage(connection, question, sheet, implied=True) >= MIN_COVERAGE
        assert coverage(connection, question, plain, implied=True) < coverage(connection, question, sheet, implied=True)
        assert coverage(connection, question, "ยอดขายร้าน ค่าเช่าแผง 3,000 บาท", implied=True) < MIN_COVERAGE
        assert best_coverage(connection, question, [_named("/d/รายจ่ายในบ้าน_2568.xlsx", sheet)]) >= MIN_COVERAGE
        # ranked by it, every month sheet would hold เดือน: the ranking's coverage reads only what is written
        assert coverage(connection, question, sheet) < coverage(connection, question, sheet, implied=True)
    finally:
        connection.close()
