"""Citations (engine/citations.py): the [n] an answer may keep and where each one opens its file."""
import pytest

from engine.citations import cited_numbers, closest, drop_invalid, read_range


@pytest.mark.parametrize("location, expected", [
    ("lines 3-7", (3, 7)),
    ("line 12", (12, 12)),
    ("line 1,234 from character 65,537", (1234, 1234)),
    ("page 2 (OCR)", (2, 2)),
    ("slide 4", (4, 4)),
    ("paragraph 1 - paragraph 6", (None, None)),  # read_file counts a DOCX's table rows too
    ("Sheet1 row 2 - Sheet1 row 30", (None, None)),
    ("", (None, None)),
])
def test_the_range_read_file_opens_comes_from_the_location(location, expected):
    assert read_range(location) == expected


def test_only_citations_of_existing_passages_stay_and_the_text_stays_tidy():
    assert drop_invalid("Rent is 12,500 baht [1, 9]. Deposit 25,000 [9]. Due on the 5th [2][3].", 2) == (
        "Rent is 12,500 baht [1]. Deposit 25,000. Due on the 5th [2].")
    assert drop_invalid("[7] ไม่พบ", 3) == "ไม่พบ"


def test_the_cited_numbers_are_listed_once_in_order():
    assert cited_numbers("b [2], a [1], b again [2, 1]") == [1, 2]
    assert cited_numbers("no citation") == []


def test_an_uncited_answer_is_matched_to_the_passage_it_repeats():
    passages = [{"text": "The office move is postponed to July."}, {"text": "The Q2 budget is 450,000 THB."}]
    assert closest("Q2 budget: 450,000 THB", passages) == 2
    assert closest("nothing alike", passages) == 1  # a tie goes to the best-ranked passage


def test_the_questions_own_words_do_not_pick_the_passage():
    question = "อักษรละตินเรียกอีกอย่างว่าอะไร"
    passages = [{"text": "อักษรละติน หรือ อักษรโรมัน เป็นระบบตัวเขียน"},
                {"text": "P เป็นอักษรละติน ลำดับที่ 16 ซึ่งเรียกอีกอย่างว่าพี"}]
    assert closest("อักษรละตินเรียกอีกอย่างว่าอักษรโรมัน", passages, question) == 1
    assert closest("อักษรละตินเรียกอีกอย่างว่า", passages, question) == 1  # only the question's words: the best-ranked
