"""LLM rerank of the top candidates, bounded by a count and a time limit.

Each of at most `limit` passages gets one short generation (thinking off,
constrained to one digit where the backend supports grammars): how well it
answers the question, 0-9. The whole rerank shares one deadline; when it
runs out, or the model's replies are mostly unusable, the rerank is skipped
with a note and the fused order stands. A partial rerank is never mixed in.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass

from engine.knowledge.ask import ask

PASSAGE_CHARS = 500  # of each passage shown to the model: the prompt stays short enough for a small model
DIGIT_GRAMMAR = "root ::= [0-9]"
PROMPT = (
    "Rate how well the passage answers the question, from 0 (unrelated) to 9 (answers it exactly). "
    "Reply with one digit only.\nQuestion: {question}\nPassage: {passage}\nRating:"
)
_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class Reranked:
    order: tuple[int, ...]  # chunk ids, best first (unchanged when skipped)
    scores: dict[int, float]  # chunk id -> 0..1, for reranked chunks only
    used: bool
    note: str = ""


def rating(reply: str) -> float | None:
    match = _DIGIT.search(reply)
    return int(match.group()) / 9 if match else None


def rerank(question: str, candidates: list[tuple[int, str]], model, limit: int, seconds: float) -> Reranked:
    """candidates: (chunk id, text) in fused order. Only the first `limit` are rated."""
    order = tuple(cid for cid, _ in candidates)
    head = candidates[:limit]
    if model is None or limit <= 0 or len(head) < 2:
        return Reranked(order, {}, False)
    deadline = time.monotonic() + seconds
    scores: dict[int, float] = {}
    unusable = 0
    for position, (chunk_id, text) in enumerate(head):
        left = deadline - time.monotonic()
        answer = ask(model, PROMPT.format(question=question, passage=text[:PASSAGE_CHARS]), 2, left, DIGIT_GRAMMAR) if left > 0 else None
        if answer is None or answer.timed_out:
            return Reranked(order, {}, False, f"rerank skipped: the model rated {position} of {len(head)} passages in the {seconds:g} s limit")
        if answer.error:
            return Reranked(order, {}, False, f"rerank skipped: {answer.error}")
        score = rating(answer.text)
        if score is None:
            unusable += 1
        scores[chunk_id] = score if score is not None else 0.0
    if unusable * 2 > len(head):
        return Reranked(order, {}, False, f"rerank skipped: {unusable} of {len(head)} model replies were not a rating")
    position = {cid: i for i, cid in enumerate(order)}
    reranked = sorted(scores, key=lambda cid: (-scores[cid], position[cid]))
    return Reranked(tuple(reranked) + order[len(head):], scores, True)
