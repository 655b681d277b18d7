"""The second pair of held-out sets: tests/data/routing_holdout2.tsv and bench/data/agent_tasks_holdout.json.

The lead measures the router and the agent on them once, so they must be what they promise: every routing
label a real tool (or `answer`), enough rows for each in Thai and in English, no row twice or copied from
another routing set; every agent task checkable on bench/agent_folder.py's folder (its files exist, every
figure it expects is in those files). Only the files' format is checked here: nothing routes or runs a turn.
"""
from __future__ import annotations

import csv
import json
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from bench.agent_folder import write_folder
from engine.readers import iter_units
from tests.eval.answer_checks import contains_gold

DATA = Path(__file__).parent / "data"
ROUTING = DATA / "routing_holdout2.tsv"
OTHER_ROUTING_SETS = ("routing_holdout.tsv", "routing_set.tsv", "routing_requests.tsv")
TASKS = Path(__file__).parents[1] / "bench" / "data" / "agent_tasks_holdout.json"
TOOLS = frozenset({"rag_search", "read_file", "write_file", "list_workspect", "bash",
                   "web_search", "browse_url", "recall_web"})
LABELS = TOOLS | {"answer"}
PAGE_TOOLS = frozenset({"web_search", "browse_url"})
KINDS = frozenset({"find", "answer", "summarise-save", "compare", "list"})
THAI = re.compile("[\u0e00-\u0e7f]")
MIN_ROWS, MIN_PER_TOOL, MIN_ANSWER = 430, 35, 90
THAI_SHARE = (0.40, 0.60)  # the brief asks for about half Thai
MIN_PER_LANGUAGE = 15  # every label is asked in both languages
NEAR_DUPLICATE = 0.8
TASK_COUNT, MIN_TASKS_PER_LANGUAGE = 20, 8


def _table(path: Path) -> list[dict]:
    """Rows of a tab-separated file with a header line; lines starting with '#' are comments."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def _folded(text: str) -> str:
    """Case, punctuation and spacing do not make a request new."""
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


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return _table(ROUTING)


def test_the_routing_file_says_how_it_was_written():
    first_line = ROUTING.read_text(encoding="utf-8").splitlines()[0]
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
    thai = Counter(row["tool"] for row in rows if THAI.search(row["text"]))
    every = Counter(row["tool"] for row in rows)
    low, high = THAI_SHARE
    assert low <= sum(thai.values()) / len(rows) <= high
    for label in LABELS:
        assert thai[label] >= MIN_PER_LANGUAGE, f"{label}: too few Thai rows"
        assert every[label] - thai[label] >= MIN_PER_LANGUAGE, f"{label}: too few English rows"


def test_a_recall_web_request_follows_a_page_that_was_opened(rows):
    """recall_web reads the web cache, so its rows only make sense after web_search or browse_url."""
    orphans = [row["text"] for row in rows if row["tool"] == "recall_web" and row["recent"] not in PAGE_TOOLS]
    assert not orphans


def test_no_two_rows_are_the_same_request_or_near_copies(rows):
    texts = [_folded(row["text"]) for row in rows]
    assert len(set(texts)) == len(texts), [text for text, n in Counter(texts).items() if n > 1]
    assert not _close_pairs(texts, texts)


@pytest.mark.parametrize("name", OTHER_ROUTING_SETS)
def test_no_row_is_taken_from_another_routing_set(rows, name):
    """Only this file's rows are named on failure: the other sets stay unread by whoever writes this one."""
    others = {_folded(row["text"]) for row in _table(DATA / name)}
    assert not [row["text"] for row in rows if _folded(row["text"]) in others]


def test_no_row_is_a_near_copy_of_the_first_held_out_set(rows):
    first = sorted({_folded(row["text"]) for row in _table(DATA / "routing_holdout.tsv")})
    assert not [text for text, _ in _close_pairs([_folded(row["text"]) for row in rows], first)]


@pytest.fixture(scope="module")
def tasks() -> list[dict]:
    return json.loads(TASKS.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def folder_texts(tmp_path_factory) -> dict[str, str]:
    """Each file of the bench's folder by name: its name and its text as Klang's readers extract it."""
    folder = write_folder(tmp_path_factory.mktemp("agent_folder"))
    return {path.name: path.name + "\n" + "\n".join(unit.text for unit in iter_units(path))
            for path in folder.rglob("*") if path.is_file()}


def test_every_task_has_the_fields_the_bench_judges(tasks):
    assert len(tasks) == TASK_COUNT
    assert len({task["id"] for task in tasks}) == len(tasks), "two tasks share an id"
    for task in tasks:
        assert set(task) <= {"id", "kind", "request", "uses", "answer", "writes"}, task["id"]
        assert task["kind"] in KINDS, task["id"]
        assert task["request"].strip() and task["uses"], task["id"]
        assert "answer" in task or "writes" in task, f"{task['id']}: nothing to check"
        assert all(group and all(gold.strip() for gold in group) for group in task.get("answer", ())), task["id"]
        if "writes" in task:
            assert set(task["writes"]) == {"name", "words"} and task["writes"]["words"], task["id"]


def test_every_kind_is_asked_in_thai_and_in_english(tasks):
    assert {task["kind"] for task in tasks} == KINDS
    thai = sum(bool(THAI.search(task["request"])) for task in tasks)
    assert thai >= MIN_TASKS_PER_LANGUAGE and len(tasks) - thai >= MIN_TASKS_PER_LANGUAGE


def test_every_file_a_task_uses_is_in_the_bench_folder(tasks, folder_texts):
    missing = {task["id"]: name for task in tasks for name in task["uses"] if name not in folder_texts}
    assert not missing


def test_every_expected_answer_is_in_a_file_the_task_uses(tasks, folder_texts):
    """Each answer group holds one phrasing found in a used file (the others are translations of it)."""
    unfounded = [(task["id"], group) for task in tasks for group in task.get("answer", ())
                 if not any(contains_gold(folder_texts.get(name, ""), group) for name in task["uses"])]
    assert not unfounded


def test_every_word_a_written_file_must_hold_is_in_a_file_the_task_uses(tasks, folder_texts):
    unfounded = [(task["id"], word) for task in tasks if "writes" in task for word in task["writes"]["words"]
                 if not any(contains_gold(folder_texts.get(name, ""), [word]) for name in task["uses"])]
    assert not unfounded
