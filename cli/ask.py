"""Ask one question in the terminal: tool calls and results are printed, the answer streams."""
from __future__ import annotations

import argparse
import json
import sys
import threading

from engine.config import Config
from engine.events import Error, Queued, Token, ToolFinished, ToolStarted
from engine.runtime import Runtime


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("question", help="what to ask (use quotes)")


def _printer(out):
    def emit(event) -> None:
        if isinstance(event, Token):
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


def run(args, config: Config, out=None, backend=None) -> int:
    out = out or sys.stdout
    runtime = Runtime(config, backend=backend)
    try:
        status = runtime.model.wait_ready()
        if status.state != "ready":
            print(f"Error: {status.message}", file=sys.stderr)
            return 1
        cancel = threading.Event()
        ctx = runtime.tool_context(cancel=cancel)
        try:
            result = runtime.agent.run([], args.question, ctx, _printer(out))
        except KeyboardInterrupt:
            cancel.set()
            return 130
        if isinstance(result, Error):
            print(f"\nError: {result.message}", file=sys.stderr)
            return 1
        out.write("\n")
        return 0
    finally:
        runtime.close()
