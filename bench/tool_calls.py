"""Tool-call benchmark: which tool each labelled request reaches, and whether model-made calls are well-formed.

Rows: the --split of tests/data/routing_set.tsv (default "test": never used for training or tuning), and the
old 317-row set (tests/data/routing_requests.tsv, the set the first rules were written against). With --split
train or dev, also that split's free-form requests (tests/data/routing_freeform.tsv, by block as the trainer
deals them) and personal-boundary requests (tests/data/routing_personal.tsv: "my trip" searched, "fix my
English: …" answered directly); neither file has test rows.

  rules only                   surface rules; a request no rule takes counts as "answer directly"
  classifier only              the classifier's likeliest label
  rules + classifier           route() with no model: an unsure route counts as the classifier's likeliest label
  rules + classifier + model   the agent's real first step; the model decides what routing leaves open
  model alone                  one grammar-constrained step with every tool offered

The model rows run on a stratified sample (--sample, fixed seed): a 135M model on two shared cores is slow.
Routing fixes every row's tool (or no tool) before the model runs; in the loop, the model writes the
arguments of a routed read_file, write_file or bash call, which is what its well-formed count measures.
Goals: right tool >= 95 % with the default model; "answer directly" requests kept from tools >= 95 %;
every model-made call well-formed; classification <= 2 ms a request.

--weights measures another classifier: on dev, the fit on train alone (scripts/train_router.py --train-only),
since the saved weights were refitted on train + dev.

    .venv/bin/python bench/tool_calls.py [--model PATH] [--sample 150] [--old-sample 150] [--split test]
        [--weights PATH] [--no-model] [--no-alone] [--threads N]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.agent import Agent, first_step_tools  # noqa: E402
from engine.config import load_config  # noqa: E402
from engine.events import Token  # noqa: E402
from engine.protocol import parse_call  # noqa: E402
from engine.routing import ANSWER, PERSONAL, route  # noqa: E402
from engine.routing.classifier import IntentClassifier  # noqa: E402
from engine.routing.rules import first_match  # noqa: E402
from engine.routing.shapes import prepare  # noqa: E402
from engine.tools import REGISTRY, find_tool  # noqa: E402
from engine.tools.base import ToolArgumentError, ToolContext  # noqa: E402
from engine.tools.schema import validate_arguments  # noqa: E402
from scripts.train_router import as_row, freeform_split, read  # noqa: E402

DATA = REPO / "tests" / "data"
NAMES = frozenset(spec.name for spec in REGISTRY)
SEED = 15


def load(path: Path, split: str | None, split_of=lambda row: row["split"]) -> list[tuple[str, str, tuple[str, ...]]]:
    """(text, expected tool or ANSWER, recent tools) rows of the split (all rows for None)."""
    return [as_row(row) for row in read(path) if split is None or split_of(row) == split]


def row_sets(split: str) -> list[tuple[str, list]]:
    """The sets measured without a model: the split's template rows, its free-form and personal-boundary rows
    (train and dev only), and the old set."""
    sets = [(f"{split} split", load(DATA / "routing_set.tsv", split))]
    if split != "test":
        sets += [(f"free-form {split} rows", load(DATA / "routing_freeform.tsv", split, freeform_split)),
                 (f"personal-boundary {split} rows", load(DATA / "routing_personal.tsv", split))]
    return [*sets, ("old 317-row set", load(DATA / "routing_requests.tsv", None))]


def stratified(rows, size: int):
    by_label = defaultdict(list)
    for row in rows:
        by_label[row[1]].append(row)
    rng = random.Random(SEED)
    sample = []
    for label in sorted(by_label):
        group = by_label[label]
        rng.shuffle(group)
        sample += group[: max(2, round(size * len(group) / len(rows)))]
    return sample


# ---- the deciders: each returns (chosen tool or ANSWER, the model's call text or None) ----------------


def rules_only(text, recent):
    found = first_match(prepare(text), NAMES)
    return (found.rule.tool if found else ANSWER), None


def classifier_only(classifier: IntentClassifier):
    def decide(text, recent):
        return classifier.guesses(text, recent, NAMES | {ANSWER})[0].label, None
    return decide


def routing_only(classifier: IntentClassifier):
    def decide(text, recent):
        decided = route(text, NAMES, recent, classifier)
        if decided is None:
            return ANSWER, None
        return (decided.tool or ANSWER), None
    return decide


def with_model(agent: Agent, use_routing: bool, classifier: IntentClassifier):
    def decide(text, recent):
        decided = route(text, NAMES, recent, classifier) if use_routing else None
        if decided is not None and decided.arguments is not None:
            return decided.tool, None  # code made the call: well-formed by construction
        if decided is None:
            tools, allow_answer = REGISTRY, True
        else:
            offered = tuple(spec for spec in REGISTRY if not (decided.private and spec.web))
            tools, allow_answer = first_step_tools(decided, offered)
        if not tools:
            return ANSWER, None
        return model_step(agent, text, recent, tools, allow_answer)
    return decide


def model_step(agent: Agent, text: str, recent, tools, allow_answer: bool):
    cancel = threading.Event()

    def emit(event):
        if isinstance(event, Token):
            cancel.set()  # an answer has started: that is all this bench needs to know

    history = [{"role": "user", "content": "(an earlier request)"},
               {"role": "assistant", "content": f"(answered with {recent[0]})", "tools": recent}] if recent else []
    ctx = ToolContext(config=agent.config, workspect=agent.config.workspect_dir, cancel=cancel)
    output = agent._ask(agent.turn_state(history, text, ctx, emit, "bench"), tools, allow_answer)
    if not output.is_call:
        return ANSWER, None
    parsed = parse_call(output.text)
    return (parsed.tool or "?"), output.text


def well_formed(call_text: str) -> bool:
    parsed = parse_call(call_text)
    spec = find_tool(parsed.tool, REGISTRY)
    if parsed.problem or spec is None:
        return False
    try:
        validate_arguments(spec.name, parsed.arguments, spec.parameters)
    except ToolArgumentError:
        return False
    return True


# ---- measuring and reporting ------------------------------------------------------------------------


def evaluate(label: str, decide, rows) -> Counter:
    confusion: Counter = Counter()
    calls = formed = 0
    started = time.perf_counter()
    for text, expected, recent in rows:
        chosen, call_text = decide(text, recent)
        confusion[(expected, chosen)] += 1
        if call_text is not None:
            calls += 1
            formed += well_formed(call_text)
    right = sum(n for (expected, chosen), n in confusion.items() if expected == chosen)
    answers = [n for (expected, _), n in confusion.items() if expected == ANSWER]
    kept = confusion[(ANSWER, ANSWER)]
    formed_text = f"{formed}/{calls} model calls well-formed" if calls else "no model-made calls"
    print(f"  {label:<28} right tool {right:>4}/{len(rows):<4} ({right / len(rows):6.1%})   "
          f"answer-directly kept {kept}/{sum(answers)} ({kept / max(1, sum(answers)):6.1%})   "
          f"{formed_text}   {time.perf_counter() - started:.0f} s")
    return confusion


def print_confusion(confusion: Counter) -> None:
    labels = sorted({label for pair in confusion for label in pair})
    width = max(len(label) for label in (*labels, "expected/chosen"))
    corner = "expected/chosen"
    print(f"    {corner:<{width}} " + " ".join(f"{label[:8]:>8}" for label in labels))
    for expected in labels:
        cells = " ".join(f"{confusion[(expected, chosen)] or '.':>8}" for chosen in labels)
        print(f"    {expected:<{width}} {cells}")


def personal_rows(rows, classifier: IntentClassifier) -> None:
    """How many rows are "answer directly" requests that name a stored record of the user's: counted above by
    their first tool, the search code makes; when it finds nothing to answer from, the user gets the words
    "answer directly" would give (engine/agent.py), which no first-tool figure shows."""
    routes = [(route(text, NAMES, recent, classifier), expected) for text, expected, recent in rows]
    labels = Counter(expected for decided, expected in routes if decided is not None and decided.reason == PERSONAL)
    print(f"  personal rows ({PERSONAL}: code searches first, a weak search is answered in words): "
          f"{sum(labels.values())}, of them {labels[ANSWER]} labelled answer directly, {labels['rag_search']} rag_search")


def latency(rows, classifier: IntentClassifier) -> None:
    """Wall time (what a user waits, other processes included) and this thread's CPU time (routing's own cost)."""
    route("warm up", NAMES, (), classifier)
    wall, cpu = [], []
    for text, _, recent in rows:
        started, started_cpu = time.perf_counter(), time.thread_time()
        route(text, NAMES, recent, classifier)
        cpu.append((time.thread_time() - started_cpu) * 1000)
        wall.append((time.perf_counter() - started) * 1000)
    for name, spent in (("wall", wall), ("CPU", cpu)):
        spent.sort()
        print(f"  routing latency ({name}) over {len(rows)} requests: mean {statistics.mean(spent):.2f} ms, "
              f"p50 {spent[len(spent) // 2]:.2f} ms, p95 {spent[int(0.95 * (len(spent) - 1))]:.2f} ms, "
              f"max {spent[-1]:.2f} ms")
    print(f"  load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


def run_models(args, split_rows, old_rows, classifier: IntentClassifier) -> None:
    from engine.backends.llama import LlamaBackend
    from engine.model_queue import ModelQueue

    with tempfile.TemporaryDirectory() as tmp:
        config = load_config(data_dir=Path(tmp), workspect_dir=Path(tmp) / "ws")
        model_path = Path(args.model) if args.model else config.model_path
        config = config.replace(model_path=model_path)
        threads = args.threads or config.threads()
        queue = ModelQueue(LlamaBackend(model_path, n_ctx=config.n_ctx, n_threads=threads))
        try:
            status = queue.wait_ready()
            if status.state != "ready":
                print(f"{model_path}: {status.message}")
                return
            agent = Agent(config, queue, REGISTRY, router=route)
            for name, rows, size in ((f"{args.split} split", split_rows, args.sample),
                                     ("old 317-row set", old_rows, args.old_sample)):
                if not size:
                    continue
                sample = stratified(rows, size)
                print(f"\n{model_path.name}, {name}: stratified sample of {len(sample)} rows (seed {SEED})")
                print_confusion(evaluate("rules + classifier + model", with_model(agent, True, classifier), sample))
                evaluate("rules + classifier", routing_only(classifier), sample)
                if not args.no_alone:
                    evaluate("model alone", with_model(agent, False, classifier), sample)
        finally:
            queue.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", help="a GGUF to measure instead of the bundled default")
    parser.add_argument("--split", default="test", choices=("train", "dev", "test"))
    parser.add_argument("--sample", type=int, default=150, help="rows the model configurations run on")
    parser.add_argument("--old-sample", type=int, default=150, help="rows of the old set they run on (0: none)")
    parser.add_argument("--no-model", action="store_true", help="only the rows that need no model")
    parser.add_argument("--no-alone", action="store_true", help="skip the model-alone rows")
    parser.add_argument("--weights", type=Path, help="a classifier's weights instead of the saved ones")
    parser.add_argument("--threads", type=int, help="the model's CPU threads")
    args = parser.parse_args()
    classifier = IntentClassifier.load(args.weights) if args.weights else IntentClassifier.load()
    sets = row_sets(args.split)
    for name, rows in sets:
        print(f"\n{name}: {len(rows)} requests, {len(REGISTRY)} tools + answer directly")
        evaluate("rules only", rules_only, rows)
        evaluate("classifier only", classifier_only(classifier), rows)
        print_confusion(evaluate("rules + classifier", routing_only(classifier), rows))
        personal_rows(rows, classifier)
        latency(rows, classifier)
    if not args.no_model:
        run_models(args, sets[0][1], sets[-1][1], classifier)
    return 0


if __name__ == "__main__":
    sys.exit(main())
