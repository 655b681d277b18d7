"""Time to the first answer token of a Thai question about the user's files, with and without prefix reuse.

A folder of Thai documents is made from iapp train contexts (one file each) and indexed; N of their questions,
asked about "my documents", go through the full agent turn (routing, rag_search with the model's query expansion, the answer step) on the
default model. Each question is asked once with prefix reuse and once without, runs interleaved (with,
without, with, ...) in one process so load drift on a shared machine hits both sides. A turn is stopped at its
first answer token. Prints p50/p95 of send -> first answer token per side (goal p50 <= 5 s on 2 cores) and the
median of each phase: routing, the step that writes the tool call, rag_search (of which model query
expansion), any further tool steps the model takes, prompt evaluation of the answer step (and the tokens it evaluated), the first token.

With --other-tab, another tab's short prompt runs before each turn (it replaces the KV cache, as a second
user, a web summary or the grounded answer's own system prompt does); without it, consecutive turns of one
tab already share the system prompt through llama-cpp-python's own prefix match.

    .venv/bin/python bench/turn.py [--model PATH] [--questions 20] [--documents 200] [--other-tab]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import engine.knowledge.passages as passages  # noqa: E402
from engine.config import load_config  # noqa: E402
from engine.events import AnswerDone, Token, ToolFinished, ToolStarted  # noqa: E402
from engine.knowledge.ask import ask as ask_model  # noqa: E402
from engine.runtime import Runtime  # noqa: E402
from tests.eval.eval_iapp import SHARED_EVAL  # noqa: E402

# iapp questions are general knowledge; said about the user's documents, they are routed to rag_search as a user's are.
ABOUT_MY_FILES = "ในเอกสารของฉัน "
OTHER_TAB = "สวัสดีครับ ช่วยแนะนำร้านกาแฟใกล้ๆ หน่อย"
PHASES = ("routing", "tool call step", "rag_search", "  of which expansion", "more tool steps", "answer prompt eval",
          "first token")


def write_documents(folder: Path, count: int, seed: int) -> list[tuple[str, Path]]:
    """`count` distinct train contexts as files; returns (question, file) for every question about them."""
    rows = [json.loads(line) for line in (SHARED_EVAL / "iapp" / "train.jsonl").read_text(encoding="utf-8").splitlines()]
    contexts = list(dict.fromkeys(row["context"] for row in rows))
    chosen = random.Random(seed).sample(contexts, count)
    files = {}
    for number, context in enumerate(chosen):
        files[context] = folder / f"บันทึก_{number:04d}.txt"
        files[context].write_text(context, encoding="utf-8")
    return [(ABOUT_MY_FILES + row["question"], files[row["context"]]) for row in rows if row["context"] in files]


class Timeline:
    """What one turn did and when, in seconds from send; filled from the hooks below."""

    def __init__(self):
        self.started = time.perf_counter()
        self.marks: list[tuple[float, str, int]] = []  # (seconds, what, tokens)
        self.tools: list[str] = []

    def mark(self, what: str, tokens: int = 0) -> None:
        self.marks.append((time.perf_counter() - self.started, what, tokens))

    def first(self, what: str, after: float = 0.0) -> tuple[float, int] | None:
        return next(((t, n) for t, w, n in self.marks if w == what and t >= after), None)

    def phases(self) -> dict[str, float] | None:
        token = self.first("token")
        if token is None:
            return None
        routed = self.first("routed")[0]
        tool_starts = [t for t, w, _ in self.marks if w == "tool started" and t < token[0]]
        tool_ends = [t for t, w, _ in self.marks if w == "tool finished" and t < token[0]]
        answer_step = tool_ends[-1] if tool_ends else routed
        evaluated = self.first("prompt evaluated", after=answer_step) or token
        expansion = sum(n for _, w, n in self.marks if w == "expansion") / 1000
        return {
            "total": token[0], "routing": routed,
            "tool call step": (tool_starts[0] if tool_starts else routed) - routed,
            "rag_search": (tool_ends[0] - tool_starts[0]) if tool_ends else 0.0,
            "more tool steps": (answer_step - tool_ends[0]) if tool_ends else 0.0,
            "  of which expansion": expansion,
            "answer prompt eval": evaluated[0] - answer_step,
            "first token": token[0] - evaluated[0],
            "answer prompt tokens": evaluated[1],
        }


def instrument(runtime: Runtime, current: list[Timeline]) -> None:
    """Hooks that mark the timeline: the router, query expansion and each prompt the model evaluates."""
    agent, llm = runtime.agent, runtime.model.backend._llm
    router, expand, evaluate = agent.router, passages.expand, llm.eval

    def timed_router(*args, **kwargs):
        route = router(*args, **kwargs)
        current[0].mark("routed")
        return route

    def timed_expand(*args, **kwargs):
        started = time.perf_counter()
        expansion = expand(*args, **kwargs)
        current[0].mark("expansion", round((time.perf_counter() - started) * 1000))
        return expansion

    def timed_eval(tokens):
        evaluate(tokens)
        if len(tokens) > 1:  # a prompt, not one generated token
            current[0].mark("prompt evaluated", len(tokens))

    agent.router, passages.expand, llm.eval = timed_router, timed_expand, timed_eval


def ask(runtime: Runtime, question: str, current: list[Timeline]) -> dict[str, float] | None:
    cancel = threading.Event()
    timeline = current[0] = Timeline()

    def emit(event) -> None:
        if isinstance(event, ToolStarted):
            timeline.mark("tool started")
            timeline.tools.append(f"{event.tool}({json.dumps(event.arguments, ensure_ascii=False)[:60]})")
        elif isinstance(event, ToolFinished):
            timeline.mark("tool finished")
        elif isinstance(event, Token) and event.text.strip() and not cancel.is_set():
            timeline.mark("token")
            cancel.set()  # the first answer token is what this measures

    before = runtime.model.backend.tokens_evaluated
    result = runtime.agent.run([], question, runtime.tool_context(cancel=cancel), emit)
    phases = timeline.phases() if isinstance(result, AnswerDone) else None
    if phases is not None:
        phases["turn tokens"] = runtime.model.backend.tokens_evaluated - before
    return phases


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(runs: dict[bool, list[dict]]) -> None:
    for reuse, measured in runs.items():
        totals = [m["total"] for m in measured]
        side = "with prefix reuse" if reuse else "without prefix reuse"
        if not totals:
            print(f"{side}: no turn reached an answer token")
            continue
        print(f"{side}: send -> first answer token p50 {percentile(totals, 0.5):.2f} s, "
              f"p95 {percentile(totals, 0.95):.2f} s over {len(totals)} turns   (goal p50 <= 5 s)")
        for phase in PHASES:
            print(f"    {phase:<22} median {statistics.median(m[phase] for m in measured):6.2f} s")
        print(f"    tokens evaluated: answer prompt median {statistics.median(m['answer prompt tokens'] for m in measured):.0f}"
              f", whole turn median {statistics.median(m['turn tokens'] for m in measured):.0f}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", help="a GGUF file (default: the bundled default model)")
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--documents", type=int, default=200, help="iapp contexts written as files")
    parser.add_argument("--other-tab", action="store_true", help="another tab's short prompt before each turn")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        (base / "docs").mkdir()
        asked = write_documents(base / "docs", args.documents, seed=14)
        questions = random.Random(6).sample(asked, args.questions)
        config = load_config(env={"HOME": tmp}, model_path=args.model, data_dir=base / "data",
                             workspect_dir=base / "ws", roots=(base / "docs",), web_enabled=False)
        runtime = Runtime(config)  # the web off: a question the model sends there fails at once, sending nothing
        try:
            if runtime.model.wait_ready().state != "ready":
                print("the model did not load")
                return 1
            runtime.start_indexing()
            while runtime.index.progress().state not in ("done", "failed", "stopped"):
                time.sleep(0.2)
            print(f"model: {config.model_path.name}, threads: {config.threads()}, expansion budget: "
                  f"{passages.expand_seconds(config):g} s, {args.documents} documents, "
                  f"load average {os.getloadavg()[0]:.1f}")
            current: list[Timeline] = [Timeline()]
            instrument(runtime, current)
            runs: dict[bool, list[dict]] = {True: [], False: []}
            ask(runtime, questions[0][0], current)  # not counted: loads the index pages, and the prefix is first seen
            # Round one asks question i with reuse when i is even, round two the other way: strict alternation.
            for round_number in range(2):
                for number, (question, _) in enumerate(questions):
                    reuse = (number + round_number) % 2 == 0
                    runtime.model.backend.prefix_reuse = reuse
                    if args.other_tab:
                        ask_model(runtime.model, OTHER_TAB, max_tokens=1, seconds=600)
                    measured = ask(runtime, question, current)
                    total = (f"{measured['total']:.1f} s, {measured['turn tokens']} tokens evaluated"
                             if measured else "no answer")
                    print(f"{'with' if reuse else 'without'} reuse: {total}, {' '.join(current[0].tools) or 'no tool'}",
                          flush=True)
                    if measured is not None:
                        runs[reuse].append(measured)
        finally:
            runtime.close()
    print(f"load average after the run: {os.getloadavg()[0]:.1f}")
    report(runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
