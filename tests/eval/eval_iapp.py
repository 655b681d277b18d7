"""Retrieval eval: each distinct context is a file, each question a query.

Sets: the iapp-wiki-qa splits (Thai, shared/eval/iapp: valid and train) and
Klang's English set (tests/eval/english_set.py: its tune and test halves).
Reports recall@1/3/10 and MRR for Klang's pipeline (query cleaning, trigram,
word and English legs, fusion) and, in the same run, for a bare FTS5 trigram
+ bm25 index queried with the OR of the question's trigrams.

    .venv/bin/python tests/eval/eval_iapp.py [--set valid|train|english-tune|english-test ...] [--data PATH]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pysqlite3.dbapi2 as sqlite3

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from engine.config import load_config  # noqa: E402
from engine.index import open_index  # noqa: E402
from engine.index.query import normalize, quote  # noqa: E402
from tests.eval import english_set  # noqa: E402

# shared/ sits beside the main checkout (and beside CI's clone); a worktree is one level deeper.
SHARED_EVAL = next((p / "shared" / "eval" for p in REPO.parents if (p / "shared" / "eval").is_dir()),
                   REPO.parent / "shared" / "eval")
DEFAULT_DATA = SHARED_EVAL / "iapp" / "valid.jsonl"
SETS = ("valid", "train", "english-tune", "english-test")
CUTOFFS = (1, 3, 10)


@dataclass(frozen=True)
class Scores:
    name: str
    recall: dict[int, float]
    mrr: float
    seconds: float

    def line(self) -> str:
        recalls = "  ".join(f"R@{k} {self.recall[k]:.3f}" for k in CUTOFFS)
        return f"{self.name:<10} {recalls}  MRR {self.mrr:.3f}  ({self.seconds:.1f} s)"


def load(data: Path) -> tuple[list[str], list[tuple[str, int]]]:
    """Distinct contexts, and (question, index of its context)."""
    return _collect(json.loads(line) for line in data.read_text(encoding="utf-8").splitlines())


def load_set(name: str) -> tuple[list[str], list[tuple[str, int]]]:
    """One of SETS: an iapp split from shared/eval, or a half of the English set."""
    if name.startswith("english-"):
        return _collect(english_set.rows(name.removeprefix("english-")))
    return load(SHARED_EVAL / "iapp" / f"{name}.jsonl")


def _collect(rows) -> tuple[list[str], list[tuple[str, int]]]:
    contexts: dict[str, int] = {}
    questions = []
    for row in rows:
        position = contexts.setdefault(row["context"], len(contexts))
        questions.append((row["question"], position))
    return list(contexts), questions


def score(name: str, ranked_lists: list[list[int]], questions, seconds: float) -> Scores:
    recall = {k: 0.0 for k in CUTOFFS}
    reciprocal = 0.0
    for ranked, (_, target) in zip(ranked_lists, questions):
        if target in ranked[:10]:
            position = ranked.index(target)
            reciprocal += 1 / (position + 1)
            for k in CUTOFFS:
                recall[k] += position < k
    n = len(questions)
    return Scores(name, {k: v / n for k, v in recall.items()}, reciprocal / n, seconds)


def run_klang(contexts, questions, workdir: Path) -> Scores:
    docs = workdir / "Documents"
    docs.mkdir()
    for position, text in enumerate(contexts):
        (docs / f"doc_{position:04d}.txt").write_text(text, encoding="utf-8")
    config = load_config(env={"HOME": str(workdir)}, backend="scripted", data_dir=workdir / "data", roots=(docs,))
    index = open_index(config, project_dir=workdir)
    index.indexer.run()
    started = time.monotonic()
    ranked = []
    for question, _ in questions:
        hits = index.search(question, limit=10).hits
        ranked.append([int(Path(h.path).stem.split("_")[1]) for h in hits])
    return score("klang", ranked, questions, time.monotonic() - started)


def trigram_or(text: str) -> str | None:
    text = normalize(text)
    grams = {text[i:i + 3] for i in range(len(text) - 2) if not any(c.isspace() for c in text[i:i + 3])}
    return " OR ".join(quote(g) for g in sorted(grams)) or None


def run_baseline(contexts, questions) -> Scores:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE docs USING fts5(body, tokenize='trigram')")
    conn.executemany("INSERT INTO docs(rowid, body) VALUES (?, ?)", enumerate(contexts))
    started = time.monotonic()
    ranked = []
    for question, _ in questions:
        expression = trigram_or(question)
        rows = conn.execute("SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY rank LIMIT 10", (expression,)) if expression else []
        ranked.append([r[0] for r in rows])
    return score("bare fts5", ranked, questions, time.monotonic() - started)


def evaluate(data: Path = DEFAULT_DATA) -> tuple[Scores, Scores]:
    return evaluate_loaded(*load(data))


def evaluate_loaded(contexts: list[str], questions: list[tuple[str, int]]) -> tuple[Scores, Scores]:
    with tempfile.TemporaryDirectory() as tmp:
        klang = run_klang(contexts, questions, Path(tmp))
    return klang, run_baseline(contexts, questions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", dest="sets", choices=SETS, action="append",
                        help="a set to measure (repeatable; default: valid)")
    parser.add_argument("--data", type=Path, help="an iapp-format JSONL file instead of a named set")
    args = parser.parse_args()
    loaded = [(str(args.data), load(args.data))] if args.data else [(s, load_set(s)) for s in args.sets or ["valid"]]
    for name, (contexts, questions) in loaded:
        klang, baseline = evaluate_loaded(contexts, questions)
        print(f"{name}: {len(contexts)} documents, {len(questions)} questions")
        print("  " + klang.line())
        print("  " + baseline.line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
