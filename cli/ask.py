"""Ask one question in the terminal: tool calls and results are printed, the answer streams.

`run.py ask --json -` reads one question per stdin line and writes one JSON line per question (the answer,
the tools called, the sources the answer cites and its citations), for batch evaluation.
"""
from __future__ import annotations

import argparse
import json
import sys
import threading
import time

from engine.config import Config
from engine.events import AnswerDone, Cited, Error, Queued, Token, ToolFinished, ToolStarted
from engine.runtime import Runtime

EMPTY_ANSWER = "The model gave an empty answer (no text and no error); try again or try a bigger model."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("question", help="what to ask (use quotes); with --json, '-' reads one question per stdin line")
    parser.add_argument("--json", action="store_true",
                        help="one JSON line per question: answer, tools called, sources, citations, error, seconds")


def _printer(out, citations: list[dict]):
    def emit(event) -> None:
        if isinstance(event, Cited):
            citations.extend(event.citations)
        elif isinstance(event, Token):
            out.write(event.text)
        elif isinstance(event, Queued):
            out.write(f"[queued: position {event.position}]\n")
        elif isinstance(event, ToolStarted):
            out.write(f"→ {event.tool}({json.dumps(event.arguments, ensure_ascii=False)})\n")
        elif isinstance(event, ToolFinished):
            status = "ok" if event.ok else "failed"
            badges = "".join(f" [{b}]" for b in event.badges)
            out.write(f"← {event.tool} {status} in {event.duration:.2f} s{badges}\n{event.result}\n\n")
        out.flush()

    return emit


def _turn(runtime: Runtime, question: str, emit) -> AnswerDone | Error:
    """One full agent turn in a fresh conversation; an empty answer is an error, never silence."""
    cancel = threading.Event()
    try:
        result = runtime.agent.run([], question, runtime.tool_context(cancel=cancel), emit)
    except KeyboardInterrupt:
        cancel.set()
        raise
    if isinstance(result, AnswerDone) and not result.text.strip() and not result.stopped:
        return Error(EMPTY_ANSWER)
    return result


def _sources(citations: list[dict]) -> str:
    """The numbered sources under an answer, as its [n] markers name them."""
    lines = [f"[{c['n']}] {c['name']} — {c['location'] or 'whole file'} — {c['path']}" for c in citations]
    return "\n".join(["", "Sources:", *lines]) + "\n" if lines else ""


def _record(runtime: Runtime, question: str) -> dict:
    finished: list[ToolFinished] = []
    citations: list[dict] = []
    started = time.monotonic()

    def collect(event) -> None:
        if isinstance(event, ToolFinished):
            finished.append(event)
        elif isinstance(event, Cited):
            citations.extend(event.citations)

    result = _turn(runtime, question, collect) if question else AnswerDone("")
    return {
        "question": question,
        "answer": result.text if isinstance(result, AnswerDone) else "",
        "tools": [{"tool": e.tool, "arguments": e.arguments, "ok": e.ok} for e in finished],
        "sources": list(dict.fromkeys(c["path"] for c in citations)),
        "citations": citations,
        "error": result.message if isinstance(result, Error) else None,
        "seconds": round(time.monotonic() - started, 2),
    }


def _ask_one(runtime: Runtime, question: str, out) -> int:
    citations: list[dict] = []
    result = _turn(runtime, question, _printer(out, citations))
    if isinstance(result, Error):
        print(f"\nError: {result.message}", file=sys.stderr)
        return 1
    out.write("\n" + _sources(citations))
    return 0


def _ask_batch(runtime: Runtime, questions, out) -> int:
    failed = 0
    for line in questions:  # a blank line still gets its line, so output lines match input lines
        record = _record(runtime, line.strip())
        failed += record["error"] is not None
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.flush()
    return 1 if failed else 0


def run(args, config: Config, out=None, backend=None) -> int:
    out = out or sys.stdout
    runtime = Runtime(config, backend=backend)
    try:
        status = runtime.model.wait_ready()
        if status.state != "ready":
            print(f"Error: {status.message}", file=sys.stderr)
            return 1
        if args.json:
            return _ask_batch(runtime, sys.stdin if args.question == "-" else [args.question], out)
        return _ask_one(runtime, args.question, out)
    except KeyboardInterrupt:
        return 130
    finally:
        runtime.close()
