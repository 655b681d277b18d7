"""A number the request names decides between files the words alone rank alike."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.index import store
from engine.index.numbers import held_numbers, numbers
from engine.index.query import parse_query

BUDGET = "household budget\nrent 11000\nelectricity 1500\nfood 7000\n"


def test_the_numbers_of_a_request_are_its_words_with_a_digit():
    assert numbers(parse_query("Q3 revenue 4.2 million in 2567")) == ["q3", "4 2", "2567"]
    assert numbers(parse_query("household budget")) == []


@pytest.mark.parametrize("year", ["2566", "2567"])
def test_the_year_in_the_file_name_ranks_that_file_first(build_index, year):
    # The same words in both: without the number the first indexed (2566) would win the tie.
    index, _ = build_index({"budget_2566.txt": BUDGET, "budget_2567.txt": BUDGET})
    assert [Path(h.path).name for h in index.search(f"household budget {year} food").hits][0] == f"budget_{year}.txt"


def test_a_number_counts_in_the_text_or_the_name_and_only_whole(build_index):
    index, _ = build_index({"a.txt": "paid 2567 baht", "b_2567.txt": "paid in full", "c.txt": "paid 25670 baht"})
    connection = store.connect(index.db_path)
    try:
        chunks = dict(connection.execute(
            "SELECT f.name, c.id FROM chunks AS c JOIN files AS f ON f.id = c.file_id"))
        files = dict(connection.execute("SELECT c.id, c.file_id FROM chunks AS c"))
        held = held_numbers(connection, parse_query("paid 2567"), files)
        assert held == {chunks["a.txt"]: 1.0, chunks["b_2567.txt"]: 1.0}
        assert held_numbers(connection, parse_query("paid"), files) == {}
    finally:
        connection.close()


def test_a_short_thai_year_finds_the_file_that_writes_the_full_year(build_index):
    rent = "ตารางค่าเช่า\nค่าเช่าต่อเดือน 30,000 บาท\n"
    index, _ = build_index({"ค่าเช่า_2569.txt": rent, "ค่าเช่า_2568.txt": rent})
    assert [Path(h.path).name for h in index.search("ค่าเช่าปี 69 เดือนละเท่าไหร่").hits][0] == "ค่าเช่า_2569.txt"
    assert [Path(h.path).name for h in index.search("ค่าเช่าปี 68 เดือนละเท่าไหร่").hits][0] == "ค่าเช่า_2568.txt"
