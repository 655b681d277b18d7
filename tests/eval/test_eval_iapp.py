"""The retrieval goals (Thai iapp valid split, English test half), checked on every run (each eval takes seconds)."""
from __future__ import annotations

import pytest

from tests.eval.eval_iapp import DEFAULT_DATA, evaluate, evaluate_loaded, load_set


@pytest.mark.skipif(not DEFAULT_DATA.exists(), reason=f"eval data not found at {DEFAULT_DATA}")
def test_klang_meets_the_goals_and_beats_the_bare_index():
    klang, baseline = evaluate(DEFAULT_DATA)
    assert klang.recall[10] >= 0.995, klang.line()
    assert klang.mrr >= 0.97, klang.line()
    assert klang.mrr > baseline.mrr and klang.recall[10] > baseline.recall[10], (klang.line(), baseline.line())


def test_on_the_english_test_half_klang_meets_the_goal_and_beats_the_bare_index():
    klang, baseline = evaluate_loaded(*load_set("english-test"))
    assert klang.mrr >= 0.97, klang.line()
    assert klang.mrr > baseline.mrr and klang.recall[10] >= baseline.recall[10], (klang.line(), baseline.line())
