"""The held-out routing sets of issue #15: tests/data/routing_holdout.tsv (session 3) and routing_holdout2.tsv
(session 4).

The lead measures the router on them once, so each must be what its header promises: every label a real
tool (or `answer`), enough rows for each in Thai and in English, no row twice or a near copy of another, and
not one row taken from the rows the router was written or trained against (nor, for the second set, from the
first). Only the files' format is checked here: nothing routes, and a failure names only the set's own rows.
"""
from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from scripts.train_router import read as read_table

DATA = Path(__file__).parent / "data"
TOOLS = frozenset({"rag_search", "read_file", "write_file", "list_workspect", "bash",
                   "web_search", "browse_url", "recall_web"})
LABELS = TOOLS | {"answer"}
PAGE_TOOLS = frozenset({"web_search", "browse_url"})
THAI = re.compile("[\u0e00-\u0e7f]")
NEAR_DUPLICATE = 0.8
TRAINING_SETS = ("routing_set.tsv", "routing_requests.tsv")


@dataclass(frozen=True)
class HeldOut:
    name: str
    min_rows: int
    min_per_tool: int
    min_answer: int
    thai_share: tuple[float, float]  # what each brief asked for
    min_per_language: int  # every label is asked in both languages
    earlier: tuple[str, ...] = ()  # held-out sets written before this one: no row, nor a near copy, from them


SETS = (
    HeldOut("routing_holdout.tsv", 400, 30, 80, (0.40, 0.50), 10),
    HeldOut("routing_holdout2.tsv", 430, 35, 90, (0.40, 0.60), 15, earlier=("routing_holdout.tsv",)),
)


def _folded(text: str) -> str:
    """Case, punctuation (quotes a TSV writer may add included) and spacing do not make a row new."""
    text = unicodedata.normalize("NFC", text).casefold()
    text = "".join(" " if unicodedata.category(char).startswith("P") else char for char in text)
    return " ".join(text.split())


def _close_pairs(texts: list[str], others: list[str]) -> list[tuple[str, str]]:
    """Pairs (text, other) at least NEAR_DUPLICATE alike; quick_ratio first, as ratio is the slow part."""
    others = sorted(others, key=len)
    lengths = [len(other) for other in others]
    close = []
    for text in texts:
        matcher = SequenceMatcher(None, b=text, autojunk=False)
        # A ratio above 0.8 needs the shorter text at least 2/3 as long as the longer one.
        first, end = bisect_left(lengths, len(text) * 2 / 3), bisect_right(lengths, len(text) * 3 / 2)
        for other in others[first:end]:
            matcher.set_seq1(other)
            if other != text and matcher.quick_ratio() > NEAR_DUPLICATE and matcher.ratio() > NEAR_DUPLICATE:
                close.append((text, other))
    return close


@pytest.fixture(scope="module", params=SETS, ids=lambda held: held.name)
def held(request) -> HeldOut:
    return request.param


@pytest.fixture(scope="module")
def rows(held) -> list[dict]:
    return read_table(DATA / held.name)


def test_the_file_says_how_it_was_written(held):
    first_line = (DATA / held.name).read_text(encoding="utf-8").splitlines()[0]
    assert first_line.startswith("#")
    assert "no router code" in first_line


def test_every_row_has_a_text_a_known_label_and_a_known_previous_tool(rows):
    for row in rows:
        assert None not in row, f"extra column in {row}"
        assert set(row) == {"text", "tool", "recent"}
        assert row["text"] and row["text"] == row["text"].strip(), row
        assert row["tool"] in LABELS, row
        assert row["recent"] in TOOLS | {""}, row


def test_every_label_has_enough_rows(held, rows):
    counts = Counter(row["tool"] for row in rows)
    assert len(rows) >= held.min_rows
    assert counts["answer"] >= held.min_answer
    short = {tool: counts[tool] for tool in TOOLS if counts[tool] < held.min_per_tool}
    assert not short, f"tools under {held.min_per_tool} rows: {short}"


def test_thai_and_english_are_mixed_overall_and_within_every_label(held, rows):
    thai = Counter(row["tool"] for row in rows if THAI.search(row["text"]))
    every = Counter(row["tool"] for row in rows)
    low, high = held.thai_share
    assert low <= sum(thai.values()) / len(rows) <= high
    for label in LABELS:
        assert thai[label] >= held.min_per_language, f"{label}: too few Thai rows"
        assert every[label] - thai[label] >= held.min_per_language, f"{label}: too few English rows"


def test_a_recall_web_request_follows_a_page_that_was_opened(rows):
    """recall_web reads the web cache, so its rows only make sense after web_search or browse_url."""
    orphans = [row["text"] for row in rows if row["tool"] == "recall_web" and row["recent"] not in PAGE_TOOLS]
    assert not orphans


def test_no_two_rows_are_the_same_request_or_near_copies(rows):
    texts = [_folded(row["text"]) for row in rows]
    assert len(set(texts)) == len(texts), [text for text, n in Counter(texts).items() if n > 1]
    assert not _close_pairs(texts, texts)


def test_no_row_is_taken_from_the_router_s_rows_or_an_earlier_held_out_set(held, rows):
    """Only this file's rows are named on failure: the other sets stay unread by whoever writes this one."""
    for name in (*TRAINING_SETS, *held.earlier):
        others = {_folded(row["text"]) for row in read_table(DATA / name)}
        assert not [row["text"] for row in rows if _folded(row["text"]) in others], name


@pytest.mark.parametrize("held", [held for held in SETS if held.earlier], ids=lambda held: held.name,
                         scope="module")
def test_no_row_is_a_near_copy_of_an_earlier_held_out_set(held, rows):
    texts = [_folded(row["text"]) for row in rows]
    for name in held.earlier:
        earlier = sorted({_folded(row["text"]) for row in read_table(DATA / name)})
        assert not [text for text, _ in _close_pairs(texts, earlier)], name
