"""The household tuning tasks' gate verdicts, checked on every run (a few seconds, no model)."""
from __future__ import annotations

from tests.eval.eval_household_gate import run


def test_no_answerable_household_task_is_called_weak(tmp_path):
    rows = run(tmp_path)
    assert len(rows) >= 10
    assert [r.task for r in rows if r.weak] == []
    assert [r.task for r in rows if not r.found] == []
