"""Query expansion: the question plus up to 3 rewrites, from the model or from plain rules.

The model (thinking off, bounded by a deadline) is asked for 3 rewrites,
one per line. A small model often answers with chatter, repeats, another
language or an echo of the prompt, so every line must pass `usable()`:
right length, same script as the question (Thai stays Thai), shares a word
with the question, not a repeat, not a line of the prompt. Missing rewrites
are filled from deterministic ones: the keywords alone, the keywords with
reviewed synonyms, the longest (most specific) keywords.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.index.query import Query, normalize, parse_query
from engine.index.thai import has_thai
from engine.knowledge.ask import ask

REWRITES = 3
MAX_TOKENS = 120
MAX_CHARS = 300
PROMPT = (
    "Rewrite the search question below in {n} different ways that would match the words of a document "
    "answering it. Use the same language as the question. One rewrite per line, no numbering, nothing else.\n"
    "Question: {question}"
)
_BULLET = re.compile(r"^\s*(?:[-*•]+|\d+\s*[.):]|\(\d+\))\s*")
_REPEAT = re.compile(r"(.{2,}?)\1{3,}")
_PROMPT_WORDS = ("rewrite", "question:", "different ways", "here are", "search question", "one per line")


@dataclass(frozen=True)
class Expansion:
    variants: tuple[str, ...]  # the question first, then the rewrites
    source: str  # "model" | "fallback" | "model+fallback"
    note: str = ""


def _clean(line: str) -> str:
    return _BULLET.sub("", line).strip().strip("\"'“”‘’`").strip()


def _letters(text: str) -> float:
    letters = sum(1 for c in text if c.isalpha() or "\u0e00" <= c <= "\u0e7f")
    return letters / max(1, len(text.replace(" ", "")))


def usable(line: str, query: Query, question: str) -> bool:
    """A rewrite worth searching with; False for the garbage a tiny model writes."""
    folded = normalize(line)
    if not 3 <= len(line) <= min(MAX_CHARS, 3 * len(question) + 60):
        return False
    if folded == normalize(question) or folded.endswith(":") or any(w in folded for w in _PROMPT_WORDS):
        return False
    if has_thai(question) != has_thai(line) or _REPEAT.search(folded) or _letters(line) < 0.5:
        return False
    words = folded.split()
    if len(words) >= 4 and len(set(words)) / len(words) < 0.6:
        return False
    return any(form in folded for term in query.terms for form in term.forms)


def fallback_rewrites(query: Query) -> list[str]:
    """Deterministic rewrites: keywords; keywords with synonyms; the most specific keywords."""
    words = [term.text for term in query.terms]
    with_synonyms = [term.alternatives[0] if term.alternatives else term.text for term in query.terms]
    specific = sorted(words, key=lambda w: (-len(w), words.index(w)))[: max(1, len(words) // 2)]
    return [" ".join(words), " ".join(with_synonyms), " ".join(w for w in words if w in specific)]


def _distinct(candidates: list[str], question: str) -> list[str]:
    seen = {normalize(question).strip()}
    kept = []
    for candidate in candidates:
        key = normalize(candidate).strip()
        if key and key not in seen:
            seen.add(key)
            kept.append(candidate)
    return kept


def expand(question: str, model=None, seconds: float = 5.0) -> Expansion:
    query = parse_query(question)
    from_model: list[str] = []
    note = ""
    if model is not None and seconds > 0 and not query.is_empty:
        answer = ask(model, PROMPT.format(n=REWRITES, question=question), MAX_TOKENS, seconds)
        lines = [_clean(line) for line in answer.text.splitlines()]
        from_model = _distinct([line for line in lines if usable(line, query, question)], question)[:REWRITES]
        if answer.timed_out or answer.error:
            note = f"query expansion: the model {'took over ' + str(seconds) + ' s' if answer.timed_out else 'failed'}"
    rewrites = _distinct(from_model + fallback_rewrites(query), question)[:REWRITES]
    used_model = sum(1 for r in rewrites if r in from_model)
    source = "model" if used_model == len(rewrites) and rewrites else "model+fallback" if used_model else "fallback"
    return Expansion((question, *rewrites), source, note)
