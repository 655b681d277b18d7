"""How the answer eval and the task bench judge an answer: gold match, language, "did not find"."""
from __future__ import annotations

import pytest

from tests.eval.answer_checks import contains_gold, language, normalise, same_language, says_not_found


def test_normalise_folds_thai_digits_commas_spaces_and_case():
    assert normalise("ค่าเช่า ๑๒,๕๐๐  บาท\nTHB") == normalise("ค่าเช่า12500บาทthb") == "ค่าเช่า12500บาทthb"


@pytest.mark.parametrize("answer, gold", [
    ("ค่าเช่าเดือนละ ๑๒,๕๐๐ บาทครับ", "12,500"),
    ("เกิดวันที่ 1 พฤศจิกายน พ.ศ.2476", "1 พฤศจิกายน พ.ศ. 2476"),
    ("The approved budget is 350000 THB.", "350,000"),
    ("Revenue was 4.2 million", "4.2"),
])
def test_a_gold_answer_written_another_way_is_found(answer, gold):
    assert contains_gold(answer, ["something else", gold])


@pytest.mark.parametrize("answer, gold", [
    ("ปี 2512", "12"),  # a number inside a longer number is not that number
    ("ค่าเช่า 12,500 บาท", "2,500"),
    ("Units used: 4120", "412"),
    ("ไม่ทราบ", "1 พฤศจิกายน"),
])
def test_a_wrong_answer_does_not_contain_the_gold(answer, gold):
    assert not contains_gold(answer, [gold])


@pytest.mark.parametrize("answer, gold", [
    ("2 | ค่าอาหารกลางวัน | 4,200\n3 | ค่าหนังสือ | 2,350", "4,200"),  # a table row, then the next row's number
    ("ลงทุน 520,000 14 เดือน", "14"),
])
def test_numbers_apart_by_white_space_are_two_numbers(answer, gold):
    assert contains_gold(answer, [gold])


def test_a_comma_that_is_not_a_thousands_separator_stays():
    assert not contains_gold("pages 1,2 and 3", ["12"])


def test_language_follows_the_share_of_thai_letters():
    assert language("สัญญาเช่าสิ้นสุดวันที่ 31 พฤษภาคม 2568 (Lumpini)") == "th"
    assert language("The lease ends on 31 May, see สัญญาเช่า.docx") == "en"
    assert language("租金是每月12500泰铢") == "other"
    assert language("12,500") is None


def test_an_answer_in_another_language_than_the_question_is_wrong():
    question = "ค่าเช่าเดือนละเท่าไหร่"
    assert same_language(question, "เดือนละ 12,500 บาท [1]")
    assert not same_language(question, "The rent is 12,500 baht a month.")
    assert not same_language("How much is the rent?", "租金是每月12500泰铢")
    assert same_language(question, "12,500")  # a bare figure has no language to get wrong


@pytest.mark.parametrize("answer", [
    "ไม่พบข้อมูลเรื่องนี้ในเอกสารของคุณ",
    "ขออภัย หาไม่เจอในไฟล์ที่มี",
    "I couldn’t find that in your files.",
    "Your documents do not say when he was born.",
])
def test_a_did_not_find_answer_is_recognised(answer):
    assert says_not_found(answer)


def test_an_invented_answer_is_not_a_did_not_find():
    assert not says_not_found("เขาเกิดวันที่ 1 พฤศจิกายน พ.ศ. 2476 [1]")


@pytest.mark.parametrize("answer", [
    "ไม่พบคำตอบในเอกสาร",
    "ดูเหมือนเอกสารของคุณจะไม่ได้พูดถึงเรื่องนี้ ไฟล์ที่ใกล้เคียงที่สุดที่ดูแล้ว: a.txt",
    "The documents do not say.",
    "Your documents do not seem to say. The nearest files I looked at: a.txt",
])
def test_the_grounded_answers_own_not_found_wordings_are_recognised(answer):
    assert says_not_found(answer)
