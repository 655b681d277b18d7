"""Run one tool call with every limit enforced in code: schema, budget, timeout, Stop."""
from __future__ import annotations

import dataclasses
import threading
import time
from dataclasses import dataclass, field

from engine.tools.base import (
    WEB_LIMIT_MESSAGE,
    ToolArgumentError,
    ToolContext,
    ToolError,
    ToolResult,
    ToolSpec,
)
from engine.tools.schema import validate_arguments


TIMED_OUT = "timed_out"  # an outcome's data key: the seconds a call ran before it was stopped


@dataclass(frozen=True)
class ToolOutcome:
    text: str
    ok: bool
    duration: float
    data: dict = field(default_factory=dict)


def _error(message: str, started: float, data: dict | None = None) -> ToolOutcome:
    return ToolOutcome(f"Error: {message}", False, time.monotonic() - started, data or {})


def run_tool(spec: ToolSpec | None, name: str, arguments, ctx: ToolContext, tools=()) -> ToolOutcome:
    started = time.monotonic()
    if spec is None:
        names = ", ".join(t.name for t in tools) or "none"
        return _error(f"there is no tool named {name!r}. Try again with one of: {names}.", started)
    try:
        arguments = validate_arguments(spec.name, arguments, spec.parameters)
    except ToolArgumentError as exc:
        return _error(f"invalid arguments: {exc}. Try again with arguments that match the tool's schema.", started)
    if spec.web and not ctx.web_budget.take():
        return ToolOutcome(WEB_LIMIT_MESSAGE, True, time.monotonic() - started)

    box: dict = {}
    # The call gets its own cancel flag: a timeout stops this call, not the whole turn.
    call_ctx = dataclasses.replace(ctx, cancel=threading.Event())

    def call() -> None:
        try:
            box["result"] = spec.function(call_ctx, **arguments)
        except (ToolError, ToolArgumentError) as exc:
            box["error"] = str(exc)
        except Exception as exc:  # a tool bug must reach the model as data, not kill the turn
            box["error"] = f"{spec.name} failed unexpectedly ({type(exc).__name__}: {exc})"

    worker = threading.Thread(target=call, name=f"tool-{spec.name}", daemon=True)
    worker.start()
    deadline = started + (spec.timeout or ctx.config.tool_timeout)
    while worker.is_alive():
        worker.join(timeout=0.05)
        if ctx.cancel.is_set():
            call_ctx.cancel.set()
            return _error(f"{spec.name} was stopped by the user.", started)
        if time.monotonic() > deadline:
            call_ctx.cancel.set()  # cooperative tools (bash) stop their work on this
            return _error(f"{spec.name} took longer than {deadline - started:.0f} s and was stopped.", started,
                          {TIMED_OUT: round(deadline - started)})
    if "error" in box:
        return _error(box["error"], started)
    result: ToolResult = box["result"]
    return ToolOutcome(result.text, True, time.monotonic() - started, result.data)
