"""Call any registered tool directly with JSON arguments (same limits and path policies as the model)."""
from __future__ import annotations

import argparse
import json
import sys

from engine.config import Config
from engine.runtime import Runtime
from engine.tools import find_tool
from engine.tools.runner import run_tool


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="the tool's name, e.g. list_workspect")
    parser.add_argument("arguments", nargs="?", default="{}", help="a JSON object of arguments")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args, config: Config, out=None, backend=None) -> int:
    out = out or sys.stdout
    try:
        arguments = json.loads(args.arguments)
    except ValueError as exc:
        print(f"Error: the arguments are not valid JSON ({exc}). Example: '{{\"folder\": \"\"}}'", file=sys.stderr)
        return 2
    if args.name == "bash" and not config.bash_enabled:
        print(f"Error: bash is switched off ({config.source_of('bash_enabled')}); the owner can switch it on "
              "in the Settings panel.", file=sys.stderr)
        return 1
    runtime = Runtime(config, backend=backend)
    try:
        tools = runtime.tools
        outcome = run_tool(find_tool(args.name, tools), args.name, arguments, runtime.tool_context(), tools)
    finally:
        runtime.close()
    if args.json:
        out.write(json.dumps({"tool": args.name, "ok": outcome.ok, "duration": round(outcome.duration, 3),
                              "result": outcome.text, "data": outcome.data}, ensure_ascii=False, default=str) + "\n")
    else:
        out.write(outcome.text + "\n")
    return 0 if outcome.ok else 1
