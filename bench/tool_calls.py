"""Tool-call benchmark over the labelled requests (tests/data/routing_requests.tsv).

For each configuration it prints (a) the well-formed-call rate — of the steps
that produced a tool call, how many parse into a registered tool with
arguments valid for its schema — and (b) tool-choice accuracy: the tool called
(or "none" for a direct answer) against the label.

Configurations: the default model alone (grammar-constrained, unguided), routing
+ the default model, and the same two for any GGUF given with --model.
Goals: 100 % well-formed; routing + default model >= 95 % right tool.

    .venv/bin/python bench/tool_calls.py [--model OTHER.gguf] [--limit N]
"""
from __future__ import annotations

import argparse
import csv
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.agent import Agent  # noqa: E402
from engine.backends.llama import LlamaBackend  # noqa: E402
from engine.config import load_config  # noqa: E402
from engine.events import Token  # noqa: E402
from engine.model_queue import ModelQueue  # noqa: E402
from engine.protocol import parse_call  # noqa: E402
from engine.routing import route  # noqa: E402
from engine.tools import REGISTRY, find_tool  # noqa: E402
from engine.tools.base import ToolArgumentError  # noqa: E402
from engine.tools.schema import validate_arguments  # noqa: E402

LABELS = REPO / "tests" / "data" / "routing_requests.tsv"


def load_requests(limit: int | None):
    with LABELS.open(encoding="utf-8") as handle:
        rows = [(row["text"], row["tool"]) for row in csv.DictReader(handle, delimiter="\t")]
    return rows[:limit] if limit else rows


def model_step(agent: Agent, text: str, tools, allow_answer: bool):
    """One grammar-constrained step; returns ("answer", None) or ("call", text)."""
    cancel = threading.Event()

    def emit(event):
        if isinstance(event, Token):
            cancel.set()  # an answer has started: that is all this bench needs to know

    messages = agent._messages([], text, [], native=False)
    output = agent._step(messages, tools, allow_answer, emit, cancel, owner="bench")
    return ("call", output.text) if output.is_call else ("answer", None)


def well_formed(call_text: str) -> tuple[bool, str]:
    parsed = parse_call(call_text)
    spec = find_tool(parsed.tool, REGISTRY)
    if parsed.problem or spec is None:
        return False, parsed.tool or "?"
    try:
        validate_arguments(spec.name, parsed.arguments, spec.parameters)
    except ToolArgumentError:
        return False, spec.name
    return True, spec.name


def evaluate(agent: Agent, rows, use_routing: bool) -> dict:
    names = {spec.name for spec in REGISTRY}
    calls = formed = right = 0
    started = time.perf_counter()
    for text, expected in rows:
        decided = route(text, names) if use_routing else None
        if decided is not None and decided.arguments is not None:
            chosen = decided.tool  # code made the call: well-formed by construction
            calls += 1
            formed += 1
        else:
            tools = (find_tool(decided.tool, REGISTRY),) if decided is not None else REGISTRY
            kind, call_text = model_step(agent, text, tools, allow_answer=decided is None)
            chosen = "none"
            if kind == "call":
                calls += 1
                ok, chosen = well_formed(call_text)
                formed += ok
        right += chosen == expected
    return {"requests": len(rows), "calls": calls, "well_formed": formed, "right": right,
            "seconds": time.perf_counter() - started}


def report(label: str, result: dict) -> None:
    rate = result["well_formed"] / result["calls"] if result["calls"] else 1.0
    accuracy = result["right"] / result["requests"]
    print(f"  {label:<34} well-formed {result['well_formed']:>3}/{result['calls']:<3} ({rate:6.1%})   "
          f"right tool {result['right']:>3}/{result['requests']} ({accuracy:6.1%})   {result['seconds']:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", action="append", default=[], help="another GGUF to measure (repeatable)")
    parser.add_argument("--limit", type=int, help="only the first N requests")
    args = parser.parse_args()
    rows = load_requests(args.limit)
    with tempfile.TemporaryDirectory() as tmp:
        base = load_config(data_dir=Path(tmp), workspect_dir=Path(tmp) / "ws")
        models = [base.model_path, *map(Path, args.model)]
        print(f"{len(rows)} labelled requests, {len(REGISTRY)} tools")
        for model_path in models:
            config = base.replace(model_path=model_path)
            queue = ModelQueue(LlamaBackend(model_path, n_ctx=config.n_ctx, n_threads=config.threads()))
            status = queue.wait_ready()
            if status.state != "ready":
                print(f"{model_path}: {status.message}")
                continue
            agent = Agent(config, queue, REGISTRY)
            print(model_path.name)
            report("model alone", evaluate(agent, rows, use_routing=False))
            report("routing + model", evaluate(agent, rows, use_routing=True))
            queue.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
