"""The pieces of one agent step: the turn's running state, the model's streamed reply read as a call or
as answer text, and a tool call run with its events.

Answer text streams to the user as it comes; text that opens like a call ("{", a ```json fence, a
<tool_call> tag) is held back, so a call written as text never reaches the screen as an answer.
"""
from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from typing import Callable

from engine.agent_budget import Exchange
from engine.events import Event, Notice, Queued, Token, ToolFinished, ToolStarted, badges_of
from engine.model_queue import Job, QueuePosition
from engine.progress import Tracker
from engine.protocol import opening, parse_call, settle
from engine.tools import find_tool
from engine.tools.base import ToolContext, ToolSpec
from engine.tools.runner import TIMED_OUT, ToolOutcome, run_tool

_call_ids = itertools.count(1)


@dataclass(frozen=True)
class StepOutput:
    text: str
    is_call: bool
    native_calls: tuple = ()
    stopped: bool = False


@dataclass
class TurnState:
    """What one turn carries from step to step."""

    history: list[dict]
    question: str
    ctx: ToolContext
    emit: Callable[[Event], None]
    owner: str
    tools: tuple[ToolSpec, ...]  # what the turn may call (a private turn has no web tool)
    private: bool
    progress: Tracker
    steps: list[tuple[dict, ToolOutcome]] = field(default_factory=list)
    step: int = 0  # the step running now, 1-based
    _dropped: int = 0
    _noticed: set = field(default_factory=set)

    def next_step(self) -> int:
        self.step += 1
        return self.step

    def notice(self, notices: tuple[Notice, ...]) -> None:
        """Each cut once per turn, though every step fits its prompt again: history only when more of it goes."""
        for notice in notices:
            if notice.key == "history_trimmed":
                if notice.values["dropped"] <= self._dropped:
                    continue
                self._dropped = notice.values["dropped"]
            else:
                key = (notice.key, json.dumps(notice.values, sort_keys=True))
                if key in self._noticed:
                    continue
                self._noticed.add(key)
            self.emit(notice)


def exchange(call: dict, outcome: ToolOutcome, native: bool, answering: bool = False) -> Exchange:
    """A tool call and its result as the model's protocol carries them: native tool messages, or the
    JSON call as the assistant wrote it and the result as a user message; for a step that may only answer,
    the result alone, saying which call it came from."""
    if native:
        function = {"name": call["tool"], "arguments": json.dumps(call["arguments"], ensure_ascii=False)}
        request = {"role": "assistant", "content": None,
                   "tool_calls": [{"id": call["id"], "type": "function", "function": function}]}
        return Exchange(call["tool"], request, {"role": "tool", "tool_call_id": call["id"]}, "", outcome.text)
    if answering:
        arguments = ", ".join(f"{name}={value!r}" for name, value in _arguments(call).items() if name != "content")
        return Exchange(call["tool"], None, {"role": "user"}, f"Result of {call['tool']}({arguments}):\n",
                        without_header(outcome))
    written = json.dumps({"tool": call["tool"], "arguments": call["arguments"]}, ensure_ascii=False)
    return Exchange(call["tool"], {"role": "assistant", "content": written}, {"role": "user"},
                    f"Result of {call['tool']}:\n", outcome.text)


def without_header(outcome: ToolOutcome) -> str:
    """A read's text without read_file's header line: Qwen 0.5B, asked for a summary to save, wrote the
    header ("notes.md: the whole file, 12 lines") as the summary. The result line already names the file."""
    header = outcome.data.get("header")
    return outcome.text.removeprefix(f"{header}\n") if header else outcome.text


def _arguments(call: dict) -> dict:
    return call["arguments"] if isinstance(call["arguments"], dict) else {}


def read_stream(job: Job, turn: TurnState) -> StepOutput:
    """The model's reply: answer text is streamed as Tokens; a call (or what opens like one) is held back."""
    text, mode, calls = "", None, []
    cancel = turn.ctx.cancel
    try:
        for item in job:
            if cancel.is_set():
                job.cancel()
                return StepOutput(text, mode == "call", stopped=True)
            if isinstance(item, QueuePosition):
                turn.emit(Queued(item.position))
                continue
            if item.tool_call is not None:
                calls.append(item.tool_call)
                continue
            turn.progress.token()
            text += item.text
            if mode is None:
                mode = opening(text)
                if mode == "answer":
                    turn.emit(Token(text.lstrip()))
            elif mode == "answer":
                turn.emit(Token(item.text))
    finally:
        job.cancel()
    if mode is None and text.strip():  # ended while it still could have been a call: "```", "<to"
        mode = settle(text)
        if mode == "answer":
            turn.emit(Token(text.lstrip()))
    return StepOutput(text.strip(), mode == "call" or bool(calls), tuple(calls), stopped=cancel.is_set())


def read_call(output: StepOutput) -> dict | None:
    """The call a step made, natively or as text; None when it answered."""
    if output.native_calls:
        native = output.native_calls[0]
        try:
            arguments = json.loads(native.arguments or "{}")
        except ValueError:
            arguments = native.arguments
        return {"tool": native.name, "arguments": arguments, "id": f"call_{next(_call_ids)}"}
    if not output.is_call:
        return None
    parsed = parse_call(output.text)
    return {"tool": parsed.tool, "arguments": parsed.arguments, "problem": parsed.problem,
            "id": f"call_{next(_call_ids)}"}


class SearchStopped(Exception):
    """A file search stopped at its time limit: the turn ends saying so (engine/agent.py), whichever step ran it.
    Given the error, Qwen 0.5B searched for the error's own words and read an unrelated file (session 16, four
    benches at once on two cores)."""

    def __init__(self, seconds: int):
        super().__init__(seconds)
        self.seconds = seconds


def execute(call: dict, turn: TurnState) -> ToolOutcome:
    """Run one call, as part of the turn's current step, with its events; the call and its result join the turn.
    A file search stopped at its time limit raises SearchStopped once its card is shown."""
    call.setdefault("id", f"call_{next(_call_ids)}")
    arguments = _arguments(call)
    turn.progress.tool(turn.step, call["tool"] or "?", arguments)
    turn.emit(ToolStarted(call["id"], call["tool"] or "?", arguments))
    if call.get("problem"):
        outcome = ToolOutcome(f"Error: {call['problem']}. Try again with a complete JSON tool call.", False, 0.0)
    else:
        spec = find_tool(call["tool"], turn.tools)
        outcome = run_tool(spec, call["tool"], call["arguments"], turn.ctx, turn.tools)
    turn.emit(ToolFinished(call["id"], call["tool"] or "?", arguments, outcome.text, outcome.ok,
                           round(outcome.duration, 3), badges_of(outcome.text), outcome.data))
    turn.steps.append((call, outcome))
    if call["tool"] == "rag_search" and TIMED_OUT in outcome.data:
        raise SearchStopped(outcome.data[TIMED_OUT])
    return outcome
