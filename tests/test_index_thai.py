"""Thai word splitting for the word index."""
from __future__ import annotations

from engine.index.thai import has_thai, is_word, split_words, thai_words


def test_thai_runs_are_split_into_words_and_other_text_is_kept():
    assert split_words("Budget 2024 ไปเที่ยวดีไหม").split() == ["Budget", "2024", "ไปเที่ยว", "ดี", "ไหม"]


def test_dictionary_membership():
    assert is_word("ทะเล") and not is_word("ศิ")
    assert thai_words("แมวกินปลา") == ["แมว", "กิน", "ปลา"]
    assert has_thai("abc ไป") and not has_thai("abc")
