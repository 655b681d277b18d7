"""Knowledge-answer eval on iapp-wiki-qa (Thai): passages, not files.

Every 5th distinct context is left OUT of the index; its questions are the
negatives (their answer is nowhere, so the gate should flag them). On the
questions whose context is indexed it reports recall@3 and nDCG@10 (the
context's first passage) for lexical, dense, hybrid RRF (k = 60) and weighted
fusion, with the rule-based query expansion (deterministic). The gate's
[low_quality] flag is scored against "the context is not in the top 3",
thresholds calibrated on even-numbered questions and checked on odd ones.
With --rerank N, N sampled questions also go through the bundled model for
expansion and a bounded rerank (slow: ~seconds per question).

    .venv/bin/python tests/eval/eval_knowledge.py [--data PATH] [--embedder none|minilm|gguf|use] [--rerank 40]
"""
from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from engine.config import load_config  # noqa: E402
from engine.index import open_index  # noqa: E402
from engine.index.passages import chunk_rows  # noqa: E402
from engine.knowledge.expand import expand  # noqa: E402
from engine.knowledge.fusion import Ranking, rrf, weighted  # noqa: E402
from engine.knowledge.gate import CONFIRM_DEPTH, Signals, judge  # noqa: E402
from engine.knowledge.coverage import best_coverage, name_words, unheld_numbers  # noqa: E402
from engine.knowledge.passages import PASSAGES, Knowledge, fuse, question_cosine  # noqa: E402
from tests.eval.eval_iapp import DEFAULT_DATA, load  # noqa: E402

HELD_OUT_EVERY = 5
DENSE_WEIGHTS = (0.1, 0.25, 0.5)


@dataclass
class Case:
    question: str
    target: int | None  # document number, None when its context is not indexed
    rankings: list[Ranking]


def doc_number(path: str) -> int:
    return int(Path(path).stem.split("_")[1])


def build(contexts: list[str], workdir: Path, embedder_kind: str):
    docs = workdir / "Documents"
    docs.mkdir()
    kept = {}
    for position, text in enumerate(contexts):
        if position % HELD_OUT_EVERY != HELD_OUT_EVERY - 1:
            (docs / f"doc_{position:04d}.txt").write_text(text, encoding="utf-8")
            kept[position] = True
    config = load_config(env={"HOME": str(workdir)}, backend="scripted", data_dir=workdir / "data", roots=(docs,),
                         embedder=embedder_kind)
    index = open_index(config, project_dir=workdir)
    index.indexer.run()
    embedder = None
    if embedder_kind != "none":
        from engine.knowledge.dense import load_embedder

        embedder = load_embedder(config)
    knowledge = Knowledge(index, config, embedder)
    started = time.monotonic()
    knowledge.sync_vectors()
    return knowledge, kept, config, time.monotonic() - started


def documents(knowledge: Knowledge, chunk_ids: list[int]) -> list[int]:
    """Chunk ids -> document numbers, first occurrence kept, order kept."""
    with knowledge._lock:
        rows = chunk_rows(knowledge._conn, chunk_ids)
    return list(dict.fromkeys(doc_number(rows[c].path) for c in chunk_ids if c in rows))


def metrics(ranked: list[list[int]], cases: list[Case]) -> tuple[float, float]:
    recall = ndcg = 0.0
    positives = [(r, c) for r, c in zip(ranked, cases) if c.target is not None]
    for docs, case in positives:
        if case.target in docs[:3]:
            recall += 1
        if case.target in docs[:10]:
            ndcg += 1 / math.log2(docs.index(case.target) + 2)
    return recall / len(positives), ndcg / len(positives)


def fused_documents(knowledge, cases, fuse) -> list[list[int]]:
    return [documents(knowledge, [f.chunk_id for f in fuse(c.rankings)][:30]) for c in cases]


def signals_for(knowledge, case: Case, fuse) -> tuple[Signals, bool]:
    """The gate's signals for the fused top passages, and whether the target is missing from the top 3."""
    fused = fuse(case.rankings)
    if not fused:
        return Signals(0, 0.0, False), True
    top = fused[0].chunk_id
    shown = [f.chunk_id for f in fused[:PASSAGES]]
    with knowledge._lock:
        rows = chunk_rows(knowledge._conn, shown)
        passages = [rows[cid] for cid in shown if cid in rows]
        covered = best_coverage(knowledge._conn, case.question, passages)
    confirms = any(top in {cid for cid, _ in r.items[:CONFIRM_DEPTH]} for r in case.rankings if r.retriever == "lexical")
    dense = [s for r in case.rankings if r.retriever == "dense" for _, s in r.items[:1]]
    signals = Signals(min(len(fused), PASSAGES), covered, confirms, max(dense) if dense else None,
                      top_cosine=question_cosine(case.rankings, top), unheld_numbers=unheld_numbers(case.question, passages),
                      named=len(name_words(case.question, rows[top].path)) if top in rows else 0)
    missing = case.target not in documents(knowledge, [f.chunk_id for f in fused[:10]])[:3]
    return signals, missing


def gate_scores(pairs, **thresholds) -> tuple[float, float, float]:
    """(agreement, precision, recall) of the flag against 'not in the top 3'."""
    flags = [(judge(s, **thresholds).weak, missing) for s, missing in pairs]
    true_pos = sum(1 for f, m in flags if f and m)
    flagged = sum(1 for f, _ in flags if f)
    missing = sum(1 for _, m in flags if m)
    agree = sum(1 for f, m in flags if f == m) / len(flags)
    return agree, true_pos / flagged if flagged else 1.0, true_pos / missing if missing else 1.0


def calibrate(pairs, dense: bool) -> dict:
    grid = [{"min_coverage": c / 100} for c in range(0, 101, 2)]
    if dense:
        grid = [dict(g, min_dense=d / 20) for g in grid for d in range(0, 21)]
    return max(grid, key=lambda t: (gate_scores(pairs, **t)[0], -t["min_coverage"]))


def run(data: Path, embedder_kind: str, rerank_sample: int) -> list[str]:
    contexts, questions = load(data)
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        knowledge, kept, config, embed_seconds = build(contexts, Path(tmp), embedder_kind)
        dense_on = knowledge.retriever == "hybrid"
        out.append(f"contexts {len(contexts)} (indexed {len(kept)}), questions {len(questions)} "
                   f"(positives {sum(1 for _, t in questions if t in kept)}), embedder {embedder_kind}"
                   + (f", {knowledge.vectors.count()} vectors in {embed_seconds:.1f} s" if dense_on else ""))
        started = time.monotonic()
        cases = [Case(q, t if t in kept else None, knowledge.rankings(expand(q).variants)) for q, t in questions]
        out.append(f"retrieval of all variants: {(time.monotonic() - started) / len(cases) * 1000:.0f} ms per question")
        plain = [Case(c.question, c.target, knowledge.rankings((c.question,))) for c in cases]
        table = [("lexical, question only", plain, lambda r: rrf([x for x in r if x.retriever == "lexical"])),
                 ("lexical (expanded)", cases, lambda r: rrf([x for x in r if x.retriever == "lexical"]))]
        if dense_on:
            table += [("dense (expanded)", cases, lambda r: rrf([x for x in r if x.retriever == "dense"])),
                      ("hybrid RRF k=60", cases, rrf)]
            table += [(f"weighted dense={w}", cases, lambda r, w=w: weighted(r, {"lexical": 1.0, "dense": w})) for w in DENSE_WEIGHTS]
        out.append(f"{'method':<26} recall@3  nDCG@10")
        for name, subset, method in table:
            recall, ndcg = metrics(fused_documents(knowledge, subset, method), subset)
            out.append(f"{name:<26} {recall:8.3f} {ndcg:8.3f}")
        out.append(f"{'pipeline (' + ('weighted' if dense_on else 'RRF') + ')':<26} " + '%8.3f %8.3f' % metrics(fused_documents(knowledge, cases, fuse), cases))
        pairs = [signals_for(knowledge, c, fuse) for c in cases]
        even, odd = pairs[0::2], pairs[1::2]
        best = calibrate(even, dense_on)
        out.append(f"gate calibrated on {len(even)} even questions: {best}")
        for name, subset in (("even (calibration)", even), ("odd (check)", odd), ("all", pairs)):
            agree, precision, recall = gate_scores(subset, **best)
            out.append(f"gate {name:<19} agreement {agree:.3f}  precision {precision:.3f}  recall {recall:.3f}")
        agree, precision, recall = gate_scores(pairs)
        out.append(f"gate with the shipped thresholds: agreement {agree:.3f}  precision {precision:.3f}  recall {recall:.3f}")
        unanswerable = [s for (s, _), c in zip(pairs, cases) if c.target is None]
        caught = sum(judge(s).weak for s in unanswerable)
        out.append(f"gate, shipped thresholds: questions of held-out contexts flagged {caught}/{len(unanswerable)}")
        if rerank_sample:
            out += rerank_eval(knowledge, cases, config, rerank_sample)
    return out


def rerank_eval(knowledge, cases, config, sample: int) -> list[str]:
    """The bundled model: expansion and a bounded rerank on `sample` positive questions."""
    from engine.backends import make_backend
    from engine.model_queue import ModelQueue

    positives = [c for c in cases if c.target is not None]
    chosen = positives[:: max(1, len(positives) // sample)][:sample]
    queue = ModelQueue(make_backend(load_config(env={}, backend="llama")))
    queue.wait_ready(120)
    # The scripted backend in `config` keeps rerank_limit() from skipping the bundled model: this measures it.
    model_config = config.replace(rerank_candidates=5, rerank_seconds=60.0, expand_seconds=20.0)
    knowledge.config = model_config
    rows = {"pipeline, rules only": [], "pipeline + model expansion + rerank": []}
    used = expanded = 0
    started = time.monotonic()
    for case in chosen:
        knowledge.config = model_config.replace(rerank_candidates=0, expand_seconds=0)
        rows["pipeline, rules only"].append(_passage_docs(knowledge.search(case.question)))
        knowledge.config = model_config
        result = knowledge.search(case.question, model=queue)
        used += any(p.rerank is not None for p in result.passages)
        expanded += result.expansion.source != "fallback"
        rows["pipeline + model expansion + rerank"].append(_passage_docs(result))
    seconds = (time.monotonic() - started) / len(chosen)
    queue.close()
    out = [f"bundled model on {len(chosen)} questions ({seconds:.1f} s per question for both runs; "
           f"rerank used on {used}, model rewrites kept on {expanded})"]
    for name, ranked in rows.items():
        hits = sum(1 for docs, c in zip(ranked, chosen) if c.target in docs[:3]) / len(chosen)
        out.append(f"{name:<36} recall@3 {hits:.3f}")
    return out


def _passage_docs(result) -> list[int]:
    return list(dict.fromkeys(doc_number(p.path) for p in result.passages))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--embedder", default="none", choices=("none", "minilm", "gguf", "use"))
    parser.add_argument("--rerank", type=int, default=0, help="questions to run through the bundled model (0: none)")
    args = parser.parse_args()
    for line in run(args.data, args.embedder, args.rerank):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
