"""Every step fits the model's context (issue 14): count what the step sends, then trim what does not fit.

A step may use the model's context less the tokens kept for the answer. Always sent: the system prompt
(byte-identical across steps and turns, so its KV cache can be reused), the tool specs that go with the
step (native tool calling sends their JSON; llama reads the brief list inside the system prompt), the
user's question, each tool call and the reminders. When the rest does not fit, the oldest history goes
first, then the tool results are cut to their heads at a line boundary, sharing what room is left. A
question longer than the context is cut too. Every cut becomes a Notice the card shows.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable

from engine.events import Notice
from engine.monotone import largest

Count = Callable[[str], int]

# Role markers a chat template puts around one message (ChatML "<|im_start|>user\n … <|im_end|>\n" is 5
# tokens; Llama 3 and Gemma headers are alike) plus slack for how the pieces tokenize once joined.
MESSAGE_OVERHEAD = 8
CUT_NOTE = "\n[… cut to fit the model's context: {shown:,} of {total:,} characters shown]"


@dataclass(frozen=True)
class Exchange:
    """One tool call and its result, as the prompt carries them."""

    tool: str
    call: dict | None  # the assistant message that made the call (None: the result says it)
    result: dict  # the message that carries the result, without its content
    head: str  # what the content says before the result ("Result of read_file:\n")
    text: str  # the tool's result

    def result_message(self, text: str) -> dict:
        return {**self.result, "content": self.head + text}


@dataclass(frozen=True)
class Prompt:
    messages: tuple[dict, ...]
    notices: tuple[Notice, ...] = ()
    tokens: int = 0  # what the budget counted for the messages and tool specs


def message_tokens(count: Count, message: dict) -> int:
    cost = count(message.get("content") or "") + MESSAGE_OVERHEAD
    if message.get("tool_calls"):
        cost += count(json.dumps(message["tool_calls"], ensure_ascii=False))
    return cost


def cut_to(text: str, max_tokens: int, count: Count) -> tuple[str, int]:
    """(text, characters of it shown): all of it when it fits, else its longest head of whole lines (of
    characters, when even the first line is too long) followed by a note saying how much is shown."""
    if count(text) <= max_tokens:
        return text, len(text)
    room = max_tokens - count(CUT_NOTE.format(shown=len(text), total=len(text)))
    lines = text.splitlines(keepends=True)
    kept = largest(0, len(lines), lambda n: count("".join(lines[:n])) <= room)
    head = "".join(lines[:kept])
    if not kept:
        head = lines[0][:largest(0, len(lines[0]), lambda n: count(lines[0][:n]) <= room)]
    head = head.rstrip("\n")
    return head + CUT_NOTE.format(shown=len(head), total=len(text)), len(head)


def shares(costs: list[int], room: int) -> list[int]:
    """Room for each result: the ones smaller than an even share whole, the others an even share of the rest."""
    allotted = [0] * len(costs)
    left = max(0, room)
    for rank, index in enumerate(sorted(range(len(costs)), key=costs.__getitem__)):
        allotted[index] = min(costs[index], left // (len(costs) - rank))
        left -= allotted[index]
    return allotted


def fit(count: Count, budget: int, system: dict, tool_tokens: int, history: list[dict], question: str,
        exchanges: list[Exchange], reminders: tuple[dict, ...]) -> Prompt:
    """The step's messages within `budget` tokens: system, history, question, tool exchanges, reminders."""
    notices: list[Notice] = []
    fixed = message_tokens(count, system) + tool_tokens + sum(message_tokens(count, m) for m in reminders)
    fixed += sum((message_tokens(count, e.call) if e.call else 0) + message_tokens(count, e.result_message(""))
                 for e in exchanges)
    # A question alone longer than the context keeps its start; with tool results it leaves them half the room.
    room = budget - fixed - MESSAGE_OVERHEAD
    asked = {"role": "user", "content": question}
    if count(question) > room:
        limit = room // 2 if exchanges else room
        shown, length = cut_to(question, max(limit, MESSAGE_OVERHEAD), count)
        asked["content"] = shown
        notices.append(Notice("question_trimmed", {"shown": length, "total": len(question)}))
    fixed += message_tokens(count, asked)

    results = [count(e.text) for e in exchanges]
    past = [message_tokens(count, m) for m in history]
    dropped = 0
    while dropped < len(history) and fixed + sum(past[dropped:]) + sum(results) > budget:
        dropped += 1
    if dropped:
        notices.append(Notice("history_trimmed", {"dropped": dropped}))
    room = budget - fixed - sum(past[dropped:])
    allotted = results if sum(results) <= room else shares(results, room)

    carried = []
    for exchange, cost, allowed in zip(exchanges, results, allotted):
        text, shown = cut_to(exchange.text, allowed, count) if allowed < cost else (exchange.text, len(exchange.text))
        if shown < len(exchange.text):
            notices.append(Notice("result_trimmed", {"tool": exchange.tool, "shown": shown, "total": len(exchange.text)}))
        carried += [message for message in (exchange.call, exchange.result_message(text)) if message]
    kept = [{"role": m["role"], "content": m["content"]} for m in history[dropped:]]
    messages = (system, *kept, asked, *carried, *reminders)
    tokens = tool_tokens + sum(message_tokens(count, m) for m in messages)
    return Prompt(messages, tuple(notices), tokens)
