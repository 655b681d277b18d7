"""Fuse ranked lists of chunk ids: Reciprocal Rank Fusion, or a weighted sum of scaled scores.

RRF (k = 60): score(d) = sum over lists of weight / (k + rank of d), rank
from 1, weight 1 unless the list says otherwise (the pipeline gives the
rewrites of a question less than the question itself). It needs no comparable
scores, so it fuses every (query variant x retriever) list as one. Shown to
the user as `score`, it is divided by the best a chunk could get (first in
every list), so 1.0 means every list put it first.

Weighted: each list's scores divided by its own top, times the weight of its
retriever, summed. The pipeline uses it when the eval shows RRF below the
best single retriever (see engine.knowledge.passages).
"""
from __future__ import annotations

from dataclasses import dataclass

RRF_K = 60


@dataclass(frozen=True)
class Ranking:
    """One retriever's answer to one query variant: (chunk id, score), best first."""

    retriever: str  # "lexical" | "dense"
    items: tuple[tuple[int, float], ...]
    weight: float = 1.0


@dataclass(frozen=True)
class Fused:
    chunk_id: int
    score: float  # 0..1: see the module docstring
    retrievers: frozenset[str]  # which retrievers found this chunk


def _found_by(rankings: list[Ranking]) -> dict[int, set[str]]:
    found: dict[int, set[str]] = {}
    for ranking in rankings:
        for chunk_id, _ in ranking.items:
            found.setdefault(chunk_id, set()).add(ranking.retriever)
    return found


def _ordered(scores: dict[int, float], best: float, rankings: list[Ranking]) -> list[Fused]:
    found = _found_by(rankings)
    ordered = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    return [Fused(cid, round(score / best, 4) if best > 0 else 0.0, frozenset(found[cid])) for cid, score in ordered]


def rrf(rankings: list[Ranking], k: int = RRF_K) -> list[Fused]:
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, (chunk_id, _) in enumerate(ranking.items, start=1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + ranking.weight / (k + rank)
    return _ordered(scores, sum(r.weight for r in rankings) / (k + 1), rankings)


def weighted(rankings: list[Ranking], weights: dict[str, float]) -> list[Fused]:
    scores: dict[int, float] = {}
    for ranking in rankings:
        top = max((score for _, score in ranking.items), default=0.0)
        weight = weights.get(ranking.retriever, 0.0) * ranking.weight
        if top <= 0 or weight <= 0:
            continue
        for chunk_id, score in ranking.items:
            scores[chunk_id] = scores.get(chunk_id, 0.0) + weight * max(score, 0.0) / top
    best = sum(weights.get(r.retriever, 0.0) * r.weight for r in rankings)
    return _ordered(scores, best, rankings)
