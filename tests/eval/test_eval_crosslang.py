"""The cross-language set stays split by document, and its runner scores what rag_search returns."""
from __future__ import annotations

import json

import pytest

from tests.eval.eval_crosslang import DATA, HALVES, Outcome, Question, load, misses, report
from tests.eval.eval_iapp import SHARED_EVAL


def test_every_question_lies_in_the_half_of_its_documents_and_no_document_is_in_both():
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    tune, test = (set(raw["documents"][half]) for half in HALVES)
    assert not tune & test
    halves, questions = load()
    for row, question in zip(raw["questions"], questions):
        assert {halves[doc] for doc in row["files"]} <= {question.half}, row["question"]
    answerable = [q for q in questions if q.files]
    for half in HALVES:
        for ask in ("en", "th"):
            assert sum(1 for q in answerable if q.half == half and q.ask == ask) >= 15
        assert sum(1 for q in questions if q.half == half and not q.files) >= 8


def test_the_report_counts_right_files_and_the_gate_against_the_truth():
    lease = Question("tune", "en", "How much is the deposit?", ("สัญญาเช่า.docx",))
    nowhere = Question("tune", "en", "What is my blood type?", ())
    outcomes = [Outcome(lease, ("CV.docx", "สัญญาเช่า.docx"), weak=False), Outcome(nowhere, ("CV.docx",), weak=False)]
    lines = report("tune", outcomes)
    assert "right file first 0/1, in top 3 1/1, passed the gate 1/1" in lines[1]
    assert "flagged 0, 0 of the 1 no document answers (precision 1.00, recall 0.00)" in lines[3]
    assert len(misses(outcomes)) == 2


@pytest.mark.skipif(not (SHARED_EVAL / "iapp" / "train.jsonl").exists(), reason="iapp train split not found")
def test_the_articles_the_set_names_exist():
    from tests.eval.eval_crosslang import _articles

    halves, _ = load()
    assert len(_articles(list(halves))) == sum(1 for doc in halves if ":" in doc)
