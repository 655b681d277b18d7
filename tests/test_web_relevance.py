"""Query-word overlap for Thai and English text."""
from __future__ import annotations

from engine.web.relevance import best_passages, has_thai, overlap, query_terms, split_sentences


def test_query_terms_drop_asking_words_and_cut_thai_into_words():
    assert query_terms("What is the price of iPhone 16?") == {"price", "iphone", "16"}
    assert query_terms("ช่วยหาราคาไอโฟนหน่อย") >= {"ราคา", "ไอโฟน"}
    assert not query_terms("ช่วยหาราคาไอโฟนหน่อย") & {"ช่วย", "หา", "หน่อย"}
    assert query_terms(None) == frozenset()


def test_overlap_counts_distinct_words_case_folded():
    assert overlap(query_terms("coffee Bangkok"), "BANGKOK coffee, more coffee") == 2
    assert overlap(query_terms("ราคาทอง"), "วันนี้ราคาทองขึ้น") == 2


def test_has_thai():
    assert has_thai("ราคา gold") and not has_thai("gold price")


def test_sentences_split_on_english_punctuation_and_thai_spaces():
    assert split_sentences("One. Two? Three!\nFour") == ["One.", "Two?", "Three!", "Four"]
    assert split_sentences("ทองขึ้นแล้ว ราคาบาทละสี่หมื่น") == ["ทองขึ้นแล้ว", "ราคาบาทละสี่หมื่น"]


def test_best_passages_keep_page_order_and_the_limit():
    text = "intro paragraph\nprices rose for gold\nweather is fine\ngold demand in Asia\nend"
    assert best_passages(text, "gold", 100) == "prices rose for gold … gold demand in Asia"
    assert len(best_passages(text, "gold", 25)) <= 25


def test_best_passages_without_a_match_give_the_start():
    text = "first line\nsecond line"
    assert best_passages(text, "zebra", 100) == text
    assert best_passages("word " * 100, None, 30).endswith("…")
