"""The lexical-only knowledge goals on the iapp dev set, checked on every run (a few seconds)."""
from __future__ import annotations

import pytest

from tests.eval.eval_iapp import DEFAULT_DATA
from tests.eval.eval_knowledge import run


@pytest.mark.skipif(not DEFAULT_DATA.exists(), reason=f"eval data not found at {DEFAULT_DATA}")
def test_lexical_passages_and_the_gate_meet_the_goals():
    lines = run(DEFAULT_DATA, "none", rerank_sample=0)
    table = {line[:26].strip(): line[26:].split() for line in lines if line.startswith("lexical")}
    assert float(table["lexical (expanded)"][0]) >= 0.98, lines
    assert float(table["lexical (expanded)"][0]) >= float(table["lexical, question only"][0]) - 0.005, lines
    shipped = next(line for line in lines if line.startswith("gate with the shipped thresholds"))
    assert float(shipped.split("agreement ")[1].split()[0]) >= 0.90, lines
    caught, held_out = next(line for line in lines if "held-out contexts flagged" in line).split()[-1].split("/")
    assert int(caught) >= 0.75 * int(held_out), lines  # a question nothing indexed answers is still called weak
