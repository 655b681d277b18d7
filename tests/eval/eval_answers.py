"""Answer eval on the iApp Thai QA set: the full agent turn, per model, side by side.

Every distinct context becomes a file named by its article's title, except the contexts of --held-out
articles, which stay out of the folder. Articles are shuffled with a fixed seed; the first --held-out are
held out, and one question from each of the next --limit articles is asked. Each question runs as one
turn (as `run.py ask --json` runs it) and is scored:

  contains gold        a gold answer is in the answer (tests/eval/answer_checks.py normalises both)
  right source cited   the question's context file is among the cited paths (Cited events; when none
                       arrives, rag_search's SOURCES, and the table says how many came that way)
  question's language  the answer is in the question's language (the share of Thai letters)
  says not found       a held-out question's answer uses a phrase of data/not_found_phrases.txt
  errors               turns with any Error (a context overflow included)

Each question is asked as a user asks about their own documents, "ตามเอกสารของฉัน <question>" ("according to
my documents, …"): a bare encyclopedia question is general knowledge, which Klang answers without searching
(`--ask-as bare` asks it as written, to measure that).

Split `valid` is held out for reporting (tune answers on `train` only). Per-question JSON lines go to --out.

    .venv/bin/python tests/eval/eval_answers.py [--split valid|train] [--models qwen2.5-coder-0.5b,smollm2-135m]
        [--model NAME|PATH] [--limit N] [--held-out M] [--seed S] [--threads N] [--out answers.jsonl]
"""
from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
from contextlib import nullcontext
from collections import defaultdict
from dataclasses import asdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.eval.agent_turns import RunError, FROM_CITED, FROM_SEARCH, model_names, open_runtime, percent, run_turn, side_by_side  # noqa: E402
from tests.eval.answer_checks import contains_gold, same_language, says_not_found  # noqa: E402
from tests.eval.eval_iapp import SHARED_EVAL  # noqa: E402

# Measured 2026-12-01 (harness check, --threads 1, main's agent at 213d2f4): a question costs ~60 CPU-seconds
# with Qwen 0.5B and ~40 with SmolLM2, so ~100 s of one core for both models; 15 questions ≈ 25 minutes when
# Klang has the machine. Under the load of seven helpers (load average 15 on 2 cores) a question took
# 270-340 s (Qwen) and 45-280 s (SmolLM2) of wall time: use --limit to fit a busier machine.
DEFAULT_LIMIT = 12
DEFAULT_HELD_OUT = 3
SEED = 14
GOALS = {"gold": 60, "source": 95, "language": 98}
_UNSAFE_NAME = re.compile(r"[/\\\x00-\x1f]+")
NAME_BYTES = 200  # a file name may hold 255 bytes, and a Thai letter takes 3 of them in UTF-8


def load_rows(split: str) -> list[dict]:
    path = SHARED_EVAL / "iapp" / f"{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def pick(rows: list[dict], limit: int, held_out: int, seed: int = SEED) -> tuple[list[dict], list[dict], list[str]]:
    """(asked rows, held-out rows, contexts to index): by article, in a seeded order."""
    by_article: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_article[row["article_id"]].append(row)
    rng = random.Random(seed)
    articles = sorted(by_article)
    rng.shuffle(articles)
    held = [rng.choice(by_article[a]) for a in articles[:held_out]]
    hidden = {row["context"] for row in held}
    open_articles = [a for a in articles[held_out:] if by_article[a][0]["context"] not in hidden]
    asked = [rng.choice(by_article[a]) for a in open_articles[:limit]]
    indexed = list(dict.fromkeys(row["context"] for row in rows if row["context"] not in hidden))
    return asked, held, indexed


def write_contexts(rows: list[dict], indexed: list[str], folder: Path) -> dict[str, Path]:
    """One file per indexed context, named by its article's title; returns context -> path."""
    titles = {row["context"]: row["title"] for row in rows}
    paths: dict[str, Path] = {}
    used: set[str] = set()
    for context in indexed:
        stem = _stem(titles[context])
        name, n = f"{stem}.txt", 1
        while name in used:
            n += 1
            name = f"{stem} ({n}).txt"
        used.add(name)
        paths[context] = (folder / name).resolve()
        paths[context].write_text(context, encoding="utf-8")
    return paths


def _stem(title: str) -> str:
    """The title as a file name's stem: unsafe characters out, at most NAME_BYTES bytes of whole characters."""
    stem = _UNSAFE_NAME.sub(" ", title).encode("utf-8")[:NAME_BYTES].decode("utf-8", errors="ignore")
    return stem.strip(" .") or "untitled"


def score(record, row: dict, source: Path | None) -> dict:
    """The record's scores: gold and source for an asked question, not-found for a held-out one."""
    result = asdict(record)
    result.update(held_out=source is None, golds=row["answers"]["text"],
                  language_right=same_language(row["question"], record.answer), error=bool(record.errors))
    if source is None:
        result["said_not_found"] = says_not_found(record.answer)
    else:
        result["contains_gold"] = contains_gold(record.answer, row["answers"]["text"])
        result["right_source"] = str(source) in {str(Path(p).resolve()) for p in record.cited}
    return result


ASK_AS = {"documents": "ตามเอกสารของฉัน {question}", "bare": "{question}"}


def run_model(model: str, folder: Path, paths: dict[str, Path], asked, held, workdir: Path, out=None,
              backend=None, ask_as: str = "documents", **changes) -> list[dict]:
    """Every question through one model's turns; `backend` and `changes` are for tests."""
    results = []
    with open_runtime(model, folder, workdir / _slug(model), backend=backend, **changes) as runtime:
        for row, source in [(r, paths[r["context"]]) for r in asked] + [(r, None) for r in held]:
            asked_text = ASK_AS[ask_as].format(question=row["question"].strip())
            result = score(run_turn(runtime, asked_text), row, source)
            results.append(result)
            if out is not None:
                out.write(json.dumps({"model": model, **result}, ensure_ascii=False) + "\n")
                out.flush()
    return results


def _slug(model: str) -> str:
    return re.sub(r"[^\w.-]+", "_", Path(model).name)


def _share(results: list[dict], key: str) -> tuple[int, int]:
    scored = [r[key] for r in results if key in r]
    return sum(scored), len(scored)


def _median(key: str):
    return lambda results: f"{statistics.median(r[key] for r in results):.1f}" if results else "–"


def table(by_model: dict[str, list[dict]]) -> str:
    models = tuple(by_model)

    def row(label, measure):
        return label, [measure(by_model[m]) for m in models]

    def ratio(key):
        def measure(results):
            part, whole = _share(results, key)
            return f"{percent(part, whole)} ({part}/{whole})"
        return measure

    def count(test):
        return lambda results: str(sum(1 for r in results if test(r)))

    return side_by_side([
        row("asked / held out", lambda rs: f"{sum(not r['held_out'] for r in rs)} / {sum(r['held_out'] for r in rs)}"),
        row(f"contains gold (goal ≥ {GOALS['gold']} %)", ratio("contains_gold")),
        row(f"right source cited (goal ≥ {GOALS['source']} %)", ratio("right_source")),
        row(f"question's language (goal ≥ {GOALS['language']} %)", ratio("language_right")),
        row("held out: says not found", ratio("said_not_found")),
        row("held out: [low_quality] seen", count(lambda r: r["held_out"] and r["low_quality"])),
        row("turns with an error", count(lambda r: r["error"])),
        row("sources from Cited events", count(lambda r: r["cited_from"] == FROM_CITED)),
        row(f"sources from {FROM_SEARCH} (no Cited)", count(lambda r: r["cited_from"] == FROM_SEARCH)),
        row("median seconds a question", _median("seconds")),
        row("median CPU seconds a question", _median("cpu_seconds")),
    ], models)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("valid", "train"), default="valid")
    parser.add_argument("--model", help="one model: a name from `run.py models` or a GGUF path")
    parser.add_argument("--models", help="several, comma-separated, reported side by side")
    parser.add_argument("--threads", type=int, help="CPU threads for the model (as run.py --threads)")
    parser.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help="questions asked (one per article)")
    parser.add_argument("--held-out", type=int, default=DEFAULT_HELD_OUT, help="articles left out of the folder")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, help="per-question JSON lines")
    parser.add_argument("--ask-as", choices=tuple(ASK_AS), default="documents",
                        help="documents: 'ตามเอกสารของฉัน <question>' (default); bare: the question as written")
    args = parser.parse_args()
    if not (SHARED_EVAL / "iapp" / f"{args.split}.jsonl").is_file():
        parser.error(f"the iApp {args.split} split is not at {SHARED_EVAL / 'iapp'}")
    rows = load_rows(args.split)
    asked, held, indexed = pick(rows, args.limit, args.held_out, args.seed)
    by_model = {}
    try:
        with tempfile.TemporaryDirectory(prefix="klang-eval-") as tmp, \
                (args.out.open("w", encoding="utf-8") if args.out else nullcontext()) as out:
            folder = Path(tmp) / "Documents"
            folder.mkdir()
            paths = write_contexts(rows, indexed, folder)
            for model in model_names(args.models, args.model):
                by_model[model] = run_model(model, folder, paths, asked, held, Path(tmp), out, ask_as=args.ask_as,
                                            n_threads=args.threads)
    except RunError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(f"iApp {args.split}: {len(indexed)} files indexed, {len(asked)} questions asked, "
          f"{len(held)} held out (seed {args.seed})")
    print(table(by_model))
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
