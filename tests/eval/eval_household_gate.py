"""The quality gate on the household folder's tuning tasks: each answer or compare request of
bench/data/agent_tasks.json goes through rag_search's passage pipeline as with the bundled model (rules
only, no rerank) over bench/agent_folder.py's documents, and prints its gate signals and verdict, and
whether a file the task uses is among the passages. Signals only: no model runs.

    .venv/bin/python tests/eval/eval_household_gate.py

Tuning data only: bench/data/agent_tasks_holdout.json is the lead's, run once, never here.
"""
from __future__ import annotations

import json
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.agent_folder import write_folder  # noqa: E402
from tests.eval.eval_crosslang import indexed_knowledge  # noqa: E402

TASKS = REPO / "bench" / "data" / "agent_tasks.json"
KINDS = ("answer", "compare")


@dataclass(frozen=True)
class Row:
    task: str
    request: str
    weak: bool
    coverage: float
    found: bool  # a file the task uses is among the passages


def run(workdir: Path) -> list[Row]:
    tasks = [t for t in json.loads(TASKS.read_text(encoding="utf-8")) if t["kind"] in KINDS]
    docs = write_folder(workdir)
    knowledge = indexed_knowledge(workdir, docs)
    try:
        rows = []
        for task in tasks:
            result = knowledge.search(task["request"])
            names = {Path(p.path).name for p in result.passages}
            rows.append(Row(task["id"], task["request"], result.verdict.weak, result.signals.coverage,
                            bool(names & set(task["uses"]))))
        return rows
    finally:
        knowledge.close()


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        rows = run(Path(tmp))
    for row in rows:
        print(f"{'weak' if row.weak else 'ok  '} coverage {row.coverage:.2f} "
              f"{'file found' if row.found else 'file MISSING'}  {row.task}: {row.request}")
    print(f"weak {sum(r.weak for r in rows)}/{len(rows)}, a used file among the passages "
          f"{sum(r.found for r in rows)}/{len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
