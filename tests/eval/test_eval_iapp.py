"""The iapp retrieval goals, checked on every run (the eval takes a few seconds)."""
from __future__ import annotations

import pytest

from tests.eval.eval_iapp import DEFAULT_DATA, evaluate


@pytest.mark.skipif(not DEFAULT_DATA.exists(), reason=f"eval data not found at {DEFAULT_DATA}")
def test_klang_meets_the_goals_and_beats_the_bare_index():
    klang, baseline = evaluate(DEFAULT_DATA)
    assert klang.recall[10] >= 0.995, klang.line()
    assert klang.mrr >= 0.97, klang.line()
    assert klang.mrr > baseline.mrr and klang.recall[10] > baseline.recall[10], (klang.line(), baseline.line())
