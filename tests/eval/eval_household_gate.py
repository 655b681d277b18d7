"""The quality gate over bench/agent_folder.py's household folder, with no model: each request goes through
rag_search's passage pipeline as with the bundled model (rules only, no rerank).

Two sets:
    tasks   the answer and compare requests of bench/data/agent_tasks.json (the agent's tuning tasks):
            their gate verdicts, and whether a file the task uses is among the passages
    set     tests/eval/data/household_gate.json: household questions (Thai, English, mixed) each with the
            files and a passage that answer it, and questions the folder does not answer; split by
            document into a tune and a test half. Scored: right file first / in the top 3, the answering
            passage among those shown, passed the gate; unanswerable ones flagged [low_quality].

    .venv/bin/python tests/eval/eval_household_gate.py [--half tune|test ...] [--misses]

--misses lists the tune half's misses; the test half only ever prints its totals. Tuning data only: the held-out
agent tasks (bench/data/agent_tasks_office_holdout.json, over another folder) are run once by the lead, never here.
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
import tests.eval.eval_crosslang as crosslang  # noqa: E402
from tests.eval.eval_crosslang import indexed_knowledge  # noqa: E402

TASKS = REPO / "bench" / "data" / "agent_tasks.json"
SET = Path(__file__).with_name("data") / "household_gate.json"
KINDS = ("answer", "compare")
HALVES = crosslang.HALVES


@dataclass(frozen=True)
class Row:
    task: str
    request: str
    weak: bool
    coverage: float
    found: bool  # a file the task uses is among the passages


@dataclass(frozen=True)
class Question:
    half: str
    text: str
    files: tuple[str, ...]  # paths under Documents/; none when the folder does not answer it
    passage: str  # the words of one of those files that answer it


@dataclass(frozen=True)
class Outcome(crosslang.Outcome):
    """Crosslang's outcome (files of the passages shown, best first; weak) with what this set also checks."""
    shown: bool  # the answering passage is in a passage shown from one of its files
    coverage: float


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


def load(data: Path = SET) -> tuple[dict[str, str], list[Question]]:
    """Each document's half, and the questions (each in the half of its documents)."""
    raw = json.loads(data.read_text(encoding="utf-8"))
    halves = {doc: half for half in HALVES for doc in raw["documents"][half]}
    questions = [Question(row.get("half") or halves[row["files"][0]], row["question"], tuple(row["files"]),
                          row.get("passage", "")) for row in raw["questions"]]
    return halves, questions


def run_set(questions: list[Question], workdir: Path) -> list[Outcome]:
    docs = write_folder(workdir)
    knowledge = indexed_knowledge(workdir, docs)
    try:
        outcomes = []
        for question in questions:
            result = knowledge.search(question.text)
            named = [(Path(p.path).relative_to(docs).as_posix(), p.text) for p in result.passages]
            shown = any(path in question.files and question.passage in text for path, text in named)
            outcomes.append(Outcome(question, tuple(dict.fromkeys(path for path, _ in named)), result.verdict.weak,
                                    shown, result.signals.coverage))
        return outcomes
    finally:
        knowledge.close()


def report(half: str, outcomes: list[Outcome]) -> list[str]:
    mine = [o for o in outcomes if o.question.half == half]
    answerable = [o for o in mine if o.question.files]
    unanswerable = [o for o in mine if not o.question.files]
    n = len(answerable)
    return [f"{half}: {n} answerable, right file first {sum(o.first for o in answerable)}/{n}, "
            f"in top 3 {sum(o.top3 for o in answerable)}/{n}, answering passage shown "
            f"{sum(o.shown for o in answerable)}/{n}, passed the gate {sum(not o.weak for o in answerable)}/{n}",
            f"{half}: {len(unanswerable)} unanswerable, flagged {sum(o.weak for o in unanswerable)}/{len(unanswerable)}"]


def misses(outcomes: list[Outcome]) -> list[str]:
    """The tune half's questions scored wrong, with their coverage."""
    return [f"  {'weak' if o.weak else 'kept'} {o.coverage:.2f} {o.question.text} -> {', '.join(o.found) or 'nothing'}"
            for o in outcomes if o.question.half == "tune" and o.scored_wrong]


def main() -> int:
    args = crosslang.arguments(__doc__.splitlines()[0])
    chosen = args.halves or list(HALVES)
    _, questions = load()
    with tempfile.TemporaryDirectory() as tmp:
        rows = run(Path(tmp) / "tasks")
        outcomes = run_set([q for q in questions if q.half in chosen], Path(tmp) / "set")
    for row in rows:
        print(f"{'weak' if row.weak else 'ok  '} coverage {row.coverage:.2f} "
              f"{'file found' if row.found else 'file MISSING'}  {row.task}: {row.request}")
    print(f"tuning tasks: weak {sum(r.weak for r in rows)}/{len(rows)}, a used file among the passages "
          f"{sum(r.found for r in rows)}/{len(rows)}")
    for half in chosen:
        print("\n".join(report(half, outcomes)))
    if args.misses:
        print("\n".join(["tune misses:"] + misses(outcomes)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
