"""The household gate evals, checked on every run (seconds, no model): the agent's tuning tasks, and the test
half of the household gate set at the floor measured when the gate was last changed."""
from __future__ import annotations

import json

from tests.eval.eval_household_gate import HALVES, SET, load, run, run_set

# Measured on the test half (tests/eval/eval_household_gate.py), never tuned on: 42 answerable, 16 not (session 7
# added 14 and 6 of them; before its gate changes the same half measured passed 33, flagged 9 too).
TEST_FLOOR = {"first": 30, "shown": 29, "passed": 33, "flagged": 9}


def test_no_answerable_household_task_is_called_weak(tmp_path):
    rows = run(tmp_path)
    assert len(rows) >= 10
    assert [r.task for r in rows if r.weak] == []
    assert [r.task for r in rows if not r.found] == []


def test_the_set_is_split_by_document_and_every_question_lies_in_its_documents_half():
    raw = json.loads(SET.read_text(encoding="utf-8"))
    tune, test = (set(raw["documents"][half]) for half in HALVES)
    assert not tune & test
    halves, questions = load()
    for question in questions:
        assert {halves[f] for f in question.files} <= {question.half}, question.text
        assert bool(question.files) == bool(question.passage), question.text
    for half in HALVES:
        assert sum(1 for q in questions if q.half == half and q.files) >= 25
        assert sum(1 for q in questions if q.half == half and not q.files) >= 10


def test_the_test_half_keeps_its_measured_floor(tmp_path):
    _, questions = load()
    outcomes = run_set([q for q in questions if q.half == "test"], tmp_path)
    answerable = [o for o in outcomes if o.question.files]
    unanswerable = [o for o in outcomes if not o.question.files]
    assert (len(answerable), len(unanswerable)) == (42, 16)
    measured = {"first": sum(o.first for o in answerable), "shown": sum(o.shown for o in answerable),
                "passed": sum(not o.weak for o in answerable), "flagged": sum(o.weak for o in unanswerable)}
    assert all(measured[key] >= floor for key, floor in TEST_FLOOR.items()), measured
