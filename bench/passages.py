"""Benchmark rag_search's passage step: latency with and without the coverage re-ordering, in one run.

Each agent-task folder named is written and indexed, then every request of its task set is searched as
the bundled model searches (rules only), alternately with the lexical lists re-ordered by coverage
(engine.knowledge.passages._by_coverage, as shipped) and without (the lists as bm25 left them), so load
drift on a shared machine hits both sides. Prints p50 and p95 of each and their ratio.

    .venv/bin/python bench/passages.py [--folders household,retiree,rubber] [--rounds 2]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import engine.knowledge.passages as knowledge_passages  # noqa: E402
from bench.agent_tasks import FOLDERS  # noqa: E402
from tests.eval.eval_crosslang import indexed_knowledge  # noqa: E402


def requests(folder: str) -> list[str]:
    name = "agent_tasks.json" if folder == "household" else f"agent_tasks_{folder}_holdout.json"
    return [task["request"] for task in json.loads((REPO / "bench" / "data" / name).read_text(encoding="utf-8"))]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folders", default="household,retiree,rubber")
    parser.add_argument("--rounds", type=int, default=2, help="searches of each request per side")
    args = parser.parse_args()
    shipped = knowledge_passages._by_coverage
    sides = {"coverage re-ordering (shipped)": shipped, "bm25 order only": lambda conn, question, items: items}
    times: dict[str, list[float]] = {side: [] for side in sides}
    for folder in args.folders.split(","):
        with tempfile.TemporaryDirectory(prefix="klang-passages-") as work:
            knowledge = indexed_knowledge(Path(work), FOLDERS[folder][0](Path(work)))
            try:
                for request in requests(folder):
                    for _ in range(args.rounds):
                        for side, order in sides.items():  # interleaved: A, B, A, B
                            knowledge_passages._by_coverage = order
                            start = time.perf_counter()
                            knowledge.search(request)
                            times[side].append(time.perf_counter() - start)
            finally:
                knowledge_passages._by_coverage = shipped
                knowledge.close()
    for side, found in times.items():
        print(f"{side:32} p50 {1000 * statistics.median(found):6.1f} ms   p95 {1000 * percentile(found, 0.95):6.1f} ms"
              f"   ({len(found)} searches)")
    shipped_side, baseline = (times[side] for side in sides)
    print(f"ratio p50 {statistics.median(shipped_side) / statistics.median(baseline):.2f}, "
          f"p95 {percentile(shipped_side, 0.95) / percentile(baseline, 0.95):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
