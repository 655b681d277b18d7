"""Short summaries of fetched pages, by the local model or, failing that, extractively.

Summaries run one page at a time: there is one model and it serves one
generation at a time, so asking for several at once only makes them queue.
Thinking is off (a summary is an internal job). Whatever goes wrong with the
model (none loaded, an error, an empty answer) the user still gets the page's
most relevant sentences, never a crash.
"""
from __future__ import annotations

import re

from engine.backends.base import GenerationRequest
from engine.web.relevance import best_passages, has_thai, overlap, query_terms, split_sentences

SUMMARY_TOKENS = 160
SUMMARY_CHARS = 600  # the most a summary line may take in the model's context
EXTRACT_SENTENCES = 3
_THINK = re.compile(r"<think>.*?(</think>|$)", re.DOTALL)


def answer_language(query: str | None, text: str) -> str:
    """Thai when the question is written in Thai; without a question, the page's language."""
    sample = query if query and query.strip() else text[:2000]
    return "th" if has_thai(sample) else "en"


def input_chars(n_ctx: int, thai: bool) -> int:
    """How much page text fits the model's context beside the prompt and the answer.

    Thai costs far more tokens per character than English in most tokenizers,
    so it gets a third of the room; the cap keeps small models fast.
    """
    room = max(256, n_ctx - SUMMARY_TOKENS - 300)
    return min(6000, room if thai else room * 3)


def _prompt(query: str | None, title: str, url: str, text: str, language: str) -> tuple[dict, ...]:
    in_language = "ตอบเป็นภาษาไทย" if language == "th" else "Answer in English"
    focus = f"Question: {query}\n" if query and query.strip() else ""
    system = (
        "You summarize one web page for an assistant. Use only facts written in the page. "
        f"At most 3 short sentences, on what matters for the question. {in_language}."
    )
    user = f"{focus}Page: {title} ({url})\n\n{text}"
    return ({"role": "system", "content": system}, {"role": "user", "content": user})


def _clean(answer: str) -> str:
    one_line = " ".join(_THINK.sub("", answer).split())
    return one_line if len(one_line) <= SUMMARY_CHARS else one_line[: SUMMARY_CHARS - 1] + "…"


def extractive_summary(query: str | None, text: str, limit: int = SUMMARY_CHARS) -> str:
    """The sentences that share most words with the question, in page order."""
    sentences = split_sentences(text)
    terms = query_terms(query)
    ranked = sorted(range(len(sentences)), key=lambda i: (-overlap(terms, sentences[i]), i))
    chosen: list[int] = []
    used = 0
    for index in ranked[:EXTRACT_SENTENCES]:
        if used + len(sentences[index]) > limit and chosen:
            break
        chosen.append(index)
        used += len(sentences[index]) + 1
    summary = " ".join(sentences[index] for index in sorted(chosen))
    return _clean(summary) if summary else ""


def summarize_page(model, query: str | None, url: str, title: str, text: str, n_ctx: int = 4096) -> tuple[str, str]:
    """(summary, how) where how is "model" or "extract" (the model was missing or failed)."""
    language = answer_language(query, text)
    if model is not None and text.strip():
        excerpt = best_passages(text, query, input_chars(n_ctx, language == "th"), separator="\n")
        request = GenerationRequest(
            messages=_prompt(query, title, url, excerpt, language), max_tokens=SUMMARY_TOKENS, thinking=False
        )
        try:
            answer = _clean(model.generate_text(request))
        except Exception:  # any model failure (not loaded, crashed, cut off) falls back below
            answer = ""
        if answer:
            return answer, "model"
    return extractive_summary(query, text), "extract"
