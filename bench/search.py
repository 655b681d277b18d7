"""Benchmark the file index on generated corpora built from real Thai text (iapp contexts).

For each corpus size: index throughput (files/s, MB/s) against a bare FTS5
trigram insert of the same text, the time of an unchanged re-scan, and query
latency p50/p95 of Klang's search against `rg` over the same files.

    .venv/bin/python bench/search.py [--sizes 10000 100000] [--queries 200] [--rg-queries 10]
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pysqlite3.dbapi2 as sqlite3

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.config import load_config  # noqa: E402
from engine.index import open_index  # noqa: E402
from tests.eval.eval_iapp import DEFAULT_DATA, load  # noqa: E402

FILES_PER_FOLDER = 500


def build_corpus(root: Path, size: int, contexts: list[str], rng: random.Random) -> int:
    """size files, each two real contexts joined (so files differ); returns total bytes."""
    total = 0
    for number in range(size):
        folder = root / f"f{number // FILES_PER_FOLDER:04d}"
        if number % FILES_PER_FOLDER == 0:
            folder.mkdir(parents=True)
        text = contexts[number % len(contexts)] + "\n\n" + rng.choice(contexts)
        data = text.encode("utf-8")
        (folder / f"doc_{number:06d}.txt").write_bytes(data)
        total += len(data)
    return total


def bare_insert(root: Path, db: Path) -> float:
    started = time.monotonic()
    conn = sqlite3.connect(str(db))
    conn.execute("CREATE VIRTUAL TABLE docs USING fts5(body, tokenize='trigram')")
    for path in root.rglob("*.txt"):
        conn.execute("INSERT INTO docs(body) VALUES (?)", (path.read_text(encoding="utf-8"),))
    conn.commit()
    conn.close()
    return time.monotonic() - started


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def rg_seconds(root: Path, question: str, index) -> float:
    """rg for the query's longest term (fixed string, case-insensitive, file list): the cheapest fair grep."""
    terms = sorted((t.text for t in index.search(question, limit=1).query.terms), key=len)
    started = time.monotonic()
    subprocess.run(["rg", "-l", "-i", "-F", terms[-1], str(root)], capture_output=True, check=False)
    return time.monotonic() - started


def bench(size: int, contexts, questions, args) -> None:
    rng = random.Random(size)
    with tempfile.TemporaryDirectory(dir=args.workdir) as tmp:
        work = Path(tmp)
        docs = work / "Documents"
        total_bytes = build_corpus(docs, size, contexts, rng)
        config = load_config(env={"HOME": str(work)}, backend="scripted", data_dir=work / "data", roots=(docs,))
        index = open_index(config, project_dir=work)
        first = index.indexer.run()
        bare = bare_insert(docs, work / "bare.sqlite3")
        rescan_started = time.monotonic()
        rescan = index.indexer.run()
        rescan_seconds = time.monotonic() - rescan_started
        sample = rng.sample(questions, min(args.queries, len(questions)))
        index.search(sample[0], limit=10)  # loads the Thai dictionary once, as the app does at its first search
        latencies = []
        for question in sample:
            started = time.perf_counter()
            index.search(question, limit=10)
            latencies.append(time.perf_counter() - started)
        rg_times = [rg_seconds(docs, q, index) for q in sample[: args.rg_queries]] if shutil.which("rg") else []
        mb = total_bytes / 1e6
        print(f"== {size:,} files, {mb:.0f} MB")
        print(f"index:   {first.elapsed:.1f} s  {size / first.elapsed:.0f} files/s  {mb / first.elapsed:.2f} MB/s"
              f"  (state {first.state}, failed {first.failed})")
        print(f"bare:    {bare:.1f} s  {size / bare:.0f} files/s  {mb / bare:.2f} MB/s  (one FTS5 trigram insert per file)")
        print(f"rescan:  {rescan_seconds:.2f} s unchanged ({rescan.unchanged:,} unchanged, {rescan.files_done} re-read)")
        p50, p95 = percentile(latencies, 0.5) * 1000, percentile(latencies, 0.95) * 1000
        print(f"query:   p50 {p50:.1f} ms  p95 {p95:.1f} ms  ({len(latencies)} iapp questions)")
        if rg_times:
            rg50 = statistics.median(rg_times) * 1000
            print(f"rg:      p50 {rg50:.0f} ms  ({len(rg_times)} queries)  -> klang is {rg50 / p50:.0f}x faster at p50,"
                  f" {rg50 / p95:.0f}x at klang's p95")
        sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rg-queries", type=int, default=10)
    parser.add_argument("--workdir", type=Path, default=None, help="where corpora are generated (default: system temp)")
    args = parser.parse_args()
    contexts, questions = load(DEFAULT_DATA)
    for size in args.sizes:
        bench(size, contexts, [q for q, _ in questions], args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
