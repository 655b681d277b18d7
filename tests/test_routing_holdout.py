"""The held-out routing set of issue #15 (tests/data/routing_holdout.tsv).

It is the set the lead measures the router on once, so it must be what its header promises: every label a
real tool (or `answer`), enough rows per tool, Thai and English mixed like real users, no row a near copy of
another, and not one row taken from the rows the router was written or trained against.
"""
from __future__ import annotations

import csv
import re
import unicodedata
from collections import Counter
from difflib import SequenceMatcher
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
HOLDOUT = DATA / "routing_holdout.tsv"
TRAINING_SETS = ("routing_set.tsv", "routing_requests.tsv")
TOOLS = frozenset({"rag_search", "read_file", "write_file", "list_workspect", "bash",
                   "web_search", "browse_url", "recall_web"})
LABELS = TOOLS | {"answer"}
PAGE_TOOLS = frozenset({"web_search", "browse_url"})
THAI = re.compile("[\u0e00-\u0e7f]")
MIN_ROWS, MIN_PER_TOOL, MIN_ANSWER = 400, 30, 80
THAI_SHARE = (0.40, 0.50)  # the brief asks for about 45 % Thai
MIN_PER_LANGUAGE = 10  # every label is asked in both languages
NEAR_DUPLICATE = 0.8


def _table(path: Path) -> list[dict]:
    """Rows of a tab-separated file with a header line; lines starting with '#' are comments."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def _folded(text: str) -> str:
    """Case, punctuation (quotes a TSV writer may add included) and spacing do not make a row new."""
    text = unicodedata.normalize("NFC", text).casefold()
    text = "".join(" " if unicodedata.category(char).startswith("P") else char for char in text)
    return " ".join(text.split())


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return _table(HOLDOUT)


def test_the_file_says_how_it_was_written():
    first_line = HOLDOUT.read_text(encoding="utf-8").splitlines()[0]
    assert first_line.startswith("#")
    assert "no router code" in first_line


def test_every_row_has_a_text_a_known_label_and_a_known_previous_tool(rows):
    for row in rows:
        assert None not in row, f"extra column in {row}"
        assert set(row) == {"text", "tool", "recent"}
        assert row["text"] and row["text"] == row["text"].strip(), row
        assert row["tool"] in LABELS, row
        assert row["recent"] in TOOLS | {""}, row


def test_every_label_has_enough_rows(rows):
    counts = Counter(row["tool"] for row in rows)
    assert len(rows) >= MIN_ROWS
    assert counts["answer"] >= MIN_ANSWER
    short = {tool: counts[tool] for tool in TOOLS if counts[tool] < MIN_PER_TOOL}
    assert not short, f"tools under {MIN_PER_TOOL} rows: {short}"


def test_thai_and_english_are_mixed_overall_and_within_every_label(rows):
    thai = [row for row in rows if THAI.search(row["text"])]
    low, high = THAI_SHARE
    assert low <= len(thai) / len(rows) <= high
    thai_counts = Counter(row["tool"] for row in thai)
    all_counts = Counter(row["tool"] for row in rows)
    for label in LABELS:
        assert thai_counts[label] >= MIN_PER_LANGUAGE, f"{label}: too few Thai rows"
        assert all_counts[label] - thai_counts[label] >= MIN_PER_LANGUAGE, f"{label}: too few English rows"


def test_a_recall_web_request_follows_a_page_that_was_opened(rows):
    """recall_web reads the web cache, so its rows only make sense after web_search or browse_url."""
    orphans = [row["text"] for row in rows if row["tool"] == "recall_web" and row["recent"] not in PAGE_TOOLS]
    assert not orphans


def test_no_two_rows_are_near_duplicates(rows):
    texts = sorted({_folded(row["text"]) for row in rows}, key=len)
    assert len(texts) == len(rows), "the same request appears twice"
    close = []
    for i, longer in enumerate(texts):
        matcher = SequenceMatcher(None, b=longer, autojunk=False)
        # Texts are sorted by length: a ratio above 0.8 needs the shorter one at least 2/3 as long.
        for shorter in reversed(texts[:i]):
            if len(shorter) * 3 < len(longer) * 2:
                break
            matcher.set_seq1(shorter)
            if matcher.quick_ratio() > NEAR_DUPLICATE and matcher.ratio() > NEAR_DUPLICATE:
                close.append((shorter, longer))
    assert not close


@pytest.mark.parametrize("name", TRAINING_SETS)
def test_no_row_comes_from_the_rows_the_router_was_built_on(rows, name):
    training = {_folded(row["text"]) for row in _table(DATA / name)}
    shared = [row["text"] for row in rows if _folded(row["text"]) in training]
    assert not shared
