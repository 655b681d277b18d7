"""The agent loop: at each step the model calls a tool or answers.

Code, not the model, enforces every limit: the step limit, the per-turn web
budget, tool timeouts, Stop, and a repeated identical call (which ends the
tool phase). Where the design is explicit, routing picks the first tool.
"""
from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, replace
from typing import Callable

from engine import grounded
from engine.backends.base import GenerationRequest, ModelError
from engine.config import Config
from engine.events import AnswerDone, Error, Event, Queued, Token, ToolFinished, ToolStarted, badges_of
from engine.model_queue import ModelQueue, QueuePosition
from engine.protocol import looks_like_call, parse_call, step_grammar
from engine.routing import SURE_ANSWER
from engine.tools import find_tool
from engine.tools.base import ToolContext, ToolSpec, WebBudget
from engine.tools.runner import ToolOutcome, run_tool

# Written for small models (SmolLM2-135M, Qwen 0.5B): short, one worked call per tool, Thai and English.
# bench/tool_calls.py measures it; the full tool descriptions go to servers with native tool calling.
SYSTEM_PROMPT = """You are Klang, an assistant on the user's own computer. Answer in the user's language (Thai or English), briefly.
Greetings, small talk, general knowledge, math, translation and writing need no tool: answer them directly.
Tools, one example each:
{tools}
To use a tool, reply with only the JSON call. Otherwise reply with the answer itself, not JSON.
Name the file path or URL an answer comes from. The user's own files and notes never go to a web tool."""
PROMPT_EXAMPLES = {
    "rag_search": ("ตามสัญญาเช่า ต้องจ่ายค่าเช่าวันไหน", {"query": "สัญญาเช่า จ่ายค่าเช่า วันที่"}),
    "read_file": ("อ่านไฟล์ ~/Documents/report.pdf ให้หน่อย", {"path": "~/Documents/report.pdf"}),
    "write_file": ("save this list as todo.md", {"path": "todo.md", "content": "- buy milk"}),
    "list_workspect": ("what files did you save?", {}),
    "bash": ("รัน `df -h` ให้หน่อย", {"command": "df -h"}),
    "web_search": ("what's the weather in Chiang Mai this weekend?", {"query": "Chiang Mai weather this weekend"}),
    "browse_url": ("สรุป https://example.com/news ให้หน่อย", {"url": "https://example.com/news"}),
    "recall_web": ("what did that page say about the fees?", {"url": "https://example.com/news", "query": "fees"}),
}

ANSWER_NOW = "Answer the user's question now from the tool results above."
PRIVATE = ("This request is about the user's own files: they stay on this computer, so there is no web search. "
           "If nothing was found, say so and suggest next steps: other words, part of the file name, "
           "or adding the folder in Settings.")
SIMPLE_LOOKUP_WEB_BUDGET = 5
_call_ids = itertools.count(1)


def estimate_tokens(text: str) -> int:
    """A safe over-estimate: Latin text is ~4 characters a token, Thai ~2 tokens a character."""
    ascii_chars = sum(1 for ch in text if ord(ch) < 128)
    return ascii_chars // 4 + (len(text) - ascii_chars) * 2 + 4


def fit_text(text: str, max_tokens: int) -> str:
    if estimate_tokens(text) <= max_tokens:
        return text
    low, high = 0, len(text)
    while low < high:  # longest prefix that fits
        mid = (low + high + 1) // 2
        if estimate_tokens(text[:mid]) <= max_tokens:
            low = mid
        else:
            high = mid - 1
    return text[:low] + "\n[… cut to fit the model's context]"


_FIRST_SENTENCE = re.compile(r"[^\n]*?(?:\.(?=\s)|$)", re.MULTILINE)


def brief_tools(tools: tuple[ToolSpec, ...]) -> str:
    """Each tool as a small model can hold it: name, what it is for, one request with its exact call."""
    lines = []
    for spec in tools:
        lines.append(f"- {spec.name}: {_FIRST_SENTENCE.match(spec.description).group(0).strip()}")
        if spec.name in PROMPT_EXAMPLES:
            request, arguments = PROMPT_EXAMPLES[spec.name]
            call = json.dumps({"tool": spec.name, "arguments": arguments}, ensure_ascii=False)
            lines.append(f'  "{request}" -> {call}')
    return "\n".join(lines)


def recent_tools(history: list[dict]) -> tuple[str, ...]:
    """The tools the previous answer used (history entries may carry "tools"): what "that page" refers to."""
    for message in reversed(history):
        if message.get("role") == "assistant":
            return tuple(message.get("tools", ()))
    return ()


def reminders(steps: list, answer_now: bool, private: bool) -> tuple[dict, ...]:
    """Notes after the tool results: answer now (no tools left), and for a private turn, no web."""
    if not steps:
        return ()
    notes = ([PRIVATE] if private else []) + ([ANSWER_NOW] if answer_now else [])
    return tuple({"role": "user", "content": note} for note in notes)


def first_step_tools(route, tools: tuple[ToolSpec, ...]) -> tuple[tuple[ToolSpec, ...], bool]:
    """The tools the first step may call, and whether it may answer instead, for a route without arguments:
    one certain tool (call only); a sure "answer directly" (no tool); else every tool, the classifier's
    likeliest first, or an answer.

    An unsure classifier only orders the choice: it never takes a tool away, since a label like "answer
    directly" alone would leave "write a plan" with no way to write. Only a sure one answers tool-free."""
    if route.tool is not None:
        return tuple(spec for spec in tools if spec.name == route.tool), False
    if route.reason == SURE_ANSWER:
        return (), True
    likely = [spec for name in route.ranked for spec in tools if spec.name == name]
    return tuple(likely + [spec for spec in tools if spec not in likely]), True


@dataclass(frozen=True)
class StepOutput:
    text: str
    is_call: bool
    native_calls: tuple = ()
    stopped: bool = False


class Agent:
    def __init__(self, config: Config, model: ModelQueue, tools: tuple[ToolSpec, ...], router: Callable | None = None):
        self.config = config
        self.model = model
        self.tools = tools
        self.router = router
        self.system_prompt = SYSTEM_PROMPT.format(tools=brief_tools(tools) if tools else "(none)")

    # -- prompt -----------------------------------------------------------
    def _messages(self, history: list[dict], user_text: str, steps: list[tuple[dict, ToolOutcome]], native: bool):
        budget = self.config.n_ctx - self.config.max_answer_tokens - estimate_tokens(self.system_prompt)
        per_result = max(200, budget // (2 * max(1, len(steps))))
        tail: list[dict] = [{"role": "user", "content": user_text}]
        for call, outcome in steps:
            result = fit_text(outcome.text, per_result)
            if native:
                call_id = call["id"]
                tail.append({"role": "assistant", "content": None, "tool_calls": [
                    {"id": call_id, "type": "function",
                     "function": {"name": call["tool"], "arguments": json.dumps(call["arguments"], ensure_ascii=False)}}
                ]})
                tail.append({"role": "tool", "tool_call_id": call_id, "content": result})
            else:
                tail.append({"role": "assistant", "content": json.dumps(
                    {"tool": call["tool"], "arguments": call["arguments"]}, ensure_ascii=False)})
                tail.append({"role": "user", "content": f"Result of {call['tool']}:\n{result}"})
        budget -= sum(estimate_tokens(m["content"] or "") for m in tail)
        kept: list[dict] = []
        for message in reversed(history):  # newest history first, while it fits
            cost = estimate_tokens(message["content"])
            if cost > budget:
                break
            budget -= cost
            kept.insert(0, {"role": message["role"], "content": message["content"]})
        return ({"role": "system", "content": self.system_prompt}, *kept, *tail)

    # -- one model step -----------------------------------------------------
    def _step(self, messages, tools, allow_answer, emit, cancel, owner) -> StepOutput:
        native = not self.model.backend.supports_grammar
        request = GenerationRequest(
            messages=messages,
            max_tokens=self.config.max_answer_tokens,  # a call may carry a whole file's content
            grammar=None if native else step_grammar(tools, allow_answer),
            tools=tuple(spec.openai_tool() for spec in tools) if native else (),
            tool_choice=("auto" if allow_answer else tools[0].name) if (native and tools) else "auto",
        )
        job = self.model.submit(request, owner)
        text, mode, calls = "", None, []
        try:
            for item in job:
                if cancel.is_set():
                    job.cancel()
                    return StepOutput(text, mode == "call", stopped=True)
                if isinstance(item, QueuePosition):
                    emit(Queued(item.position))
                    continue
                if item.tool_call is not None:
                    calls.append(item.tool_call)
                    continue
                text += item.text
                if mode is None and text.strip():
                    mode = "call" if (tools and looks_like_call(text)) else "answer"
                    if mode == "answer":
                        emit(Token(text.lstrip()))
                elif mode == "answer":
                    emit(Token(item.text))
        finally:
            job.cancel()
        return StepOutput(text.strip(), mode == "call", tuple(calls), stopped=cancel.is_set())

    # -- the turn -----------------------------------------------------------
    def run(self, history: list[dict], user_text: str, ctx: ToolContext, emit: Callable[[Event], None],
            owner: str = "local") -> AnswerDone | Error:
        names = {spec.name for spec in self.tools}
        route = self.router(user_text, names, recent=recent_tools(history)) if self.router else None
        limit = self.config.web_budget
        if route is not None and route.simple_lookup:
            limit = min(limit, SIMPLE_LOOKUP_WEB_BUDGET)
        ctx = replace(ctx, web_budget=WebBudget(limit), model=ctx.model or self.model)
        # A request about the user's own things never reaches a web tool, at any step of the turn.
        private = route is not None and route.private
        turn_tools = tuple(spec for spec in self.tools if not (private and spec.web))
        native = not self.model.backend.supports_grammar
        steps: list[tuple[dict, ToolOutcome]] = []
        seen: set[str] = set()
        tools_done = False
        try:
            for step in range(self.config.max_steps):
                last = step == self.config.max_steps - 1
                if step == 0 and route is not None and route.arguments is not None:
                    call = {"tool": route.tool, "arguments": route.arguments}
                else:
                    if step == 0 and route is not None:
                        tools, allow_answer = first_step_tools(route, turn_tools)
                    elif tools_done or last:
                        tools, allow_answer = (), True
                    else:
                        tools, allow_answer = turn_tools, True
                    messages = (*self._messages(history, user_text, steps, native),
                                *reminders(steps, answer_now=not tools, private=private))
                    output = self._step(messages, tools, allow_answer, emit, ctx.cancel, owner)
                    if output.stopped:
                        return AnswerDone("" if output.is_call else output.text, stopped=True)
                    call = self._read_call(output)
                    if call is None:
                        return AnswerDone(output.text)
                key = json.dumps([call["tool"], call["arguments"]], sort_keys=True, ensure_ascii=False, default=str)
                if key in seen:
                    tools_done = True  # the same call again: the model is looping
                    continue
                seen.add(key)
                steps.append(self._execute(call, ctx, emit, turn_tools))
                if ctx.cancel.is_set():
                    return AnswerDone("", stopped=True)
                if grounded.takes_over(user_text, steps[-1][1]):
                    return self._grounded(user_text, steps[-1][1].data, ctx, emit, owner)
            # Only a repeated call on the last step gets here: the answer still comes.
            messages = (*self._messages(history, user_text, steps, native),
                        *reminders(steps, answer_now=True, private=private))
            output = self._step(messages, (), True, emit, ctx.cancel, owner)
            return AnswerDone(output.text, stopped=output.stopped)
        except ModelError as exc:
            return Error(str(exc))

    def _grounded(self, question: str, data: dict, ctx: ToolContext, emit, owner: str) -> AnswerDone:
        """The last step after rag_search found passages: an answer from them only, cited (engine/grounded.py)."""
        budget = self.config.n_ctx - self.config.max_answer_tokens

        def generate(messages):
            return self._step(messages, (), True, emit, ctx.cancel, owner)

        return grounded.answer(question, data, budget, generate, emit, estimate_tokens)

    def _read_call(self, output: StepOutput) -> dict | None:
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

    def _execute(self, call: dict, ctx: ToolContext, emit, tools: tuple[ToolSpec, ...]) -> tuple[dict, ToolOutcome]:
        call.setdefault("id", f"call_{next(_call_ids)}")
        arguments = call["arguments"] if isinstance(call["arguments"], dict) else {}
        emit(ToolStarted(call["id"], call["tool"] or "?", arguments))
        if call.get("problem"):
            outcome = ToolOutcome(f"Error: {call['problem']}. Try again with a complete JSON tool call.", False, 0.0)
        else:
            spec = find_tool(call["tool"], tools)
            outcome = run_tool(spec, call["tool"], call["arguments"], ctx, tools)
        emit(ToolFinished(call["id"], call["tool"] or "?", arguments, outcome.text, outcome.ok,
                          round(outcome.duration, 3), badges_of(outcome.text), outcome.data))
        return call, outcome
