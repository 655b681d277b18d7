"""What the model sees of a passage result, and what the UI card gets.

    [low_quality] Weak match: <reasons>. Retry rag_search with a rephrased query ...   (only when weak)
    SOURCES: /abs/path/a.pdf | /abs/path/b.docx
    [1] a.pdf — page 3 — retriever=hybrid, score=0.812
    <passage text>
"""
from __future__ import annotations

from engine.knowledge.passages import Passage, PassageResult

LOW_QUALITY = "[low_quality]"
SOURCE_SEPARATOR = " | "


def sources(result: PassageResult) -> list[str]:
    return list(dict.fromkeys(p.path for p in result.passages))


def heading(number: int, passage: Passage) -> str:
    scores = f"retriever={passage.retriever}, score={passage.score:.3f}"
    if passage.rerank is not None:
        scores += f", rerank={passage.rerank:.2f}"
    return f"[{number}] {passage.name} — {passage.location or 'whole file'} — {scores}"


def render_text(result: PassageResult) -> str:
    lines = []
    if result.verdict.weak:
        lines.append(f"{LOW_QUALITY} Weak match: {'; '.join(result.verdict.reasons)}. Retry rag_search with a rephrased "
                     "query (other words, a synonym, the key name), or tell the user the documents do not seem to say.")
    lines.append("SOURCES: " + SOURCE_SEPARATOR.join(sources(result)))
    for number, passage in enumerate(result.passages, start=1):
        lines += ["", heading(number, passage), passage.text]
    if result.notes:
        lines += [""] + [f"({note})" for note in result.notes]
    return "\n".join(lines)


def render_data(result: PassageResult, query: str) -> dict:
    return {
        "query": query,
        "mode": "passages",
        "retriever": result.retriever,
        "low_quality": result.verdict.weak,
        "reasons": list(result.verdict.reasons),
        "sources": sources(result),
        "passages": [
            {"path": p.path, "name": p.name, "location": p.location, "score": p.score, "retriever": p.retriever,
             "rerank": p.rerank, "text": p.text}
            for p in result.passages
        ],
        "variants": list(result.expansion.variants),
        "expansion": result.expansion.source,
        "notes": list(result.notes),
    }
