"""Cross-language eval: English questions over Thai documents, Thai questions over English ones.

The documents are bench/agent_folder.py's household folder (a Thai contract, budgets, Thai and English
notes, an English bill, slides and CV), four iapp train contexts (Thai) and four English-set articles,
all in one index. tests/eval/data/crosslang.json puts each document in the tune or the test half; a
question belongs to the half of its documents, and the questions no document answers (the gate should
say low_quality) are split between the halves too. Each question goes through the knowledge pipeline as
rag_search runs it with the bundled model (rules only, no rerank) and is scored on:

    right file first / in the top 3   the files of the passages returned, in order (answerable questions)
    gate precision / recall           the [low_quality] flag against "no document answers this"

    .venv/bin/python tests/eval/eval_crosslang.py [--half tune|test ...] [--misses]

--misses lists the tune half's misses, one a line; the test half only ever prints its totals.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.agent_folder import write_folder  # noqa: E402
from engine.config import load_config  # noqa: E402
from engine.index import open_index  # noqa: E402
from engine.knowledge.dense import load_embedder  # noqa: E402
from engine.knowledge.passages import Knowledge  # noqa: E402
from tests.eval import english_set  # noqa: E402
from tests.eval.eval_iapp import SHARED_EVAL  # noqa: E402

DATA = Path(__file__).with_name("data") / "crosslang.json"
HALVES = ("tune", "test")
ARTICLES = "Articles"  # where the iapp contexts and English articles go, beside the household folder


@dataclass(frozen=True)
class Question:
    half: str
    ask: str  # the question's language: en | th
    text: str
    files: tuple[str, ...]  # paths under Documents/ that answer it; none when no document does


@dataclass(frozen=True)
class Outcome:
    question: Question
    found: tuple[str, ...]  # files of the returned passages, best first
    weak: bool

    @property
    def first(self) -> bool:
        return bool(self.found) and self.found[0] in self.question.files

    @property
    def top3(self) -> bool:
        return any(f in self.question.files for f in self.found[:3])

    @property
    def scored_wrong(self) -> bool:
        """The right file not first, or the gate's flag against the truth."""
        return bool(self.question.files and not self.first) or self.weak != (not self.question.files)


def load(data: Path = DATA) -> tuple[dict[str, str], list[Question]]:
    """Each document's half, and the questions (each with the half of its documents)."""
    raw = json.loads(data.read_text(encoding="utf-8"))
    halves = {doc: half for half in HALVES for doc in raw["documents"][half]}
    questions = []
    for row in raw["questions"]:
        files = tuple(_path(doc) for doc in row["files"])
        half = row.get("half") or halves[row["files"][0]]
        questions.append(Question(half, row["ask"], row["question"], files))
    return halves, questions


def _path(doc: str) -> str:
    """A document's path under Documents/: an 'iapp:' or 'english:' article goes in Articles/."""
    source, _, key = doc.partition(":")
    return f"{ARTICLES}/{source}_{key}.txt" if key else doc


def _articles(docs: list[str]) -> dict[str, str]:
    """The text of every 'iapp:ID' and 'english:ID' document, by its path."""
    wanted = {doc.partition(":")[2]: doc for doc in docs if ":" in doc}
    rows = [json.loads(line) for line in (SHARED_EVAL / "iapp" / "train.jsonl").read_text(encoding="utf-8").splitlines()]
    texts = {_path(f"iapp:{r['article_id']}"): r["context"] for r in rows if f"iapp:{r['article_id']}" in wanted.values()}
    texts |= {_path(f"english:{r['article_id']}"): r["context"] for r in english_set.rows()
              if f"english:{r['article_id']}" in wanted.values()}
    missing = {_path(d) for d in wanted.values()} - set(texts)
    if missing:
        raise SystemExit(f"articles not found: {sorted(missing)}")
    return texts


def indexed_knowledge(workdir: Path, docs: Path) -> Knowledge:
    """`docs` indexed, searched as the bundled model searches (rules only: no rerank, no model expansion),
    with the embedder KLANG_EMBEDDER names (as the app would), its vectors synced before the first question."""
    env = {"HOME": str(workdir)} | {k: v for k, v in os.environ.items() if k == "KLANG_EMBEDDER"}
    config = load_config(env=env, backend="scripted", data_dir=workdir / "data", roots=(docs,))
    index = open_index(config, project_dir=workdir)
    index.indexer.run()
    embedder = load_embedder(config)
    knowledge = Knowledge(index, config.replace(rerank_candidates=0, expand_seconds=0.0), embedder)
    knowledge.sync_vectors()
    return knowledge


def run(halves: dict[str, str], questions: list[Question], workdir: Path) -> list[Outcome]:
    docs = write_folder(workdir)
    for path, text in _articles(list(halves)).items():
        (docs / path).parent.mkdir(parents=True, exist_ok=True)
        (docs / path).write_text(text, encoding="utf-8")
    knowledge = indexed_knowledge(workdir, docs)
    try:
        outcomes = []
        for question in questions:
            result = knowledge.search(question.text)
            found = tuple(dict.fromkeys(Path(p.path).relative_to(docs).as_posix() for p in result.passages))
            outcomes.append(Outcome(question, found, result.verdict.weak))
        return outcomes
    finally:
        knowledge.close()


def report(half: str, outcomes: list[Outcome]) -> list[str]:
    mine = [o for o in outcomes if o.question.half == half]
    lines = [f"{half}: {len(mine)} questions"]
    for ask, label in (("en", "English over Thai"), ("th", "Thai over English")):
        answerable = [o for o in mine if o.question.files and o.question.ask == ask]
        first, top3 = sum(o.first for o in answerable), sum(o.top3 for o in answerable)
        passed = sum(not o.weak for o in answerable)
        lines.append(f"  {label}: right file first {first}/{len(answerable)}, in top 3 {top3}/{len(answerable)}, "
                     f"passed the gate {passed}/{len(answerable)}")
    unanswerable = sum(1 for o in mine if not o.question.files)
    flagged = [o for o in mine if o.weak]
    caught = sum(1 for o in flagged if not o.question.files)
    precision = caught / len(flagged) if flagged else 1.0
    recall = caught / unanswerable if unanswerable else 1.0
    lines.append(f"  gate low_quality: flagged {len(flagged)}, {caught} of the {unanswerable} no document answers "
                 f"(precision {precision:.2f}, recall {recall:.2f})")
    return lines


def misses(outcomes: list[Outcome]) -> list[str]:
    """The tune half's questions scored wrong."""
    return [f"  {'weak' if o.weak else 'kept'} {o.question.text} -> {', '.join(o.found) or 'nothing'}"
            for o in outcomes if o.question.half == "tune" and o.scored_wrong]


def arguments(description: str) -> argparse.Namespace:
    """--half (repeatable; default both) and --misses, as both set evals take them."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--half", dest="halves", choices=HALVES, action="append", help="default: both")
    parser.add_argument("--misses", action="store_true", help="list the tune half's misses")
    return parser.parse_args()


def main() -> int:
    args = arguments(__doc__.splitlines()[0])
    halves, questions = load()
    chosen = args.halves or list(HALVES)
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = run(halves, [q for q in questions if q.half in chosen], Path(tmp))
    for half in chosen:
        print("\n".join(report(half, outcomes)))
    if args.misses:
        print("\n".join(["tune misses:"] + misses(outcomes)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
