"""English words for the stem leg: the same reduction for the indexed text and the query."""
from __future__ import annotations

from engine.index.english import english_share, stem_text, stems, stop_words


def test_forms_of_a_word_share_one_stem():
    assert stems("meetings") == stems("meeting") == ["meet"]
    assert stems("renovated") == stems("renovation") == stems("renovating")


def test_function_and_question_words_are_dropped():
    assert stem_text("When was the Harlow Bridge opened?") == "harlow bridg open"


def test_short_words_a_user_searches_for_are_kept():
    assert stem_text("my CV, the HR form, an ID card, PO 42") == "cv hr form id card po 42"


def test_thai_is_left_to_the_other_legs():
    assert stem_text("งบประมาณ budget 2567") == "budget 2567"


def test_a_possessive_leaves_no_stray_letter():
    assert stem_text("the company's founder") == stem_text("company founder")


def test_the_stop_word_list_keeps_will():
    assert "will" not in stop_words() and "the" in stop_words()


def test_a_thai_question_naming_a_year_is_mostly_thai():
    assert english_share(["ธนาคาร", "ก่อตั้ง", "2512"]) == 1 / 3
    assert english_share(["did", "bridge", "open"]) == 1.0  # a stop word is not counted either way
    assert english_share(["ไป"]) == 0.0
