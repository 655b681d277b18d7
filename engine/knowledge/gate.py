"""The quality gate: numbers, not the model's opinion, decide when a result is weak.

Signals of the passages returned (engine.knowledge.passages computes them):
    results           passages returned
    coverage          share of the question's trigrams in the best of them, weighted by rarity (idf)
                      (engine.knowledge.coverage.best_coverage: a later one must hold every word itself)
    lexical_confirms  the top passage is in the top CONFIRM_DEPTH of a lexical ranking
    top_dense         the best cosine of the dense retriever (None when lexical-only)
    rerank            the model's 0..1 rating of the top passage (None when not reranked)

Weak when any rule fires:
    no passage at all;
    coverage < MIN_COVERAGE, unless the question's cosine with the top passage reaches RESCUE (the words
        differ, the meaning matches: an English question over a Thai file) or the top passage's file name
        holds NAMED of the question's words (the question is about that file in more words than it holds);
    a number the question names is in none of them (coverage.unheld_numbers: 2565, Q3);
    dense on, top_dense < MIN_DENSE and no lexical hit confirms the top passage;
    reranked and rerank < MIN_RERANK.

Calibrated on the iapp dev set (tests/eval/eval_knowledge.py): every 5th
context left out of the index, so 162 of 742 questions have no answer; the
flag is scored against "the question's context is not in the top 3".
MIN_COVERAGE = 0.48 is the best of a 0.02 grid on the even-numbered
questions (agreement 0.911) and holds on the odd ones (0.943; precision
0.88, recall 0.79 over all), lexical-only, coverage the best of the top 3
(it stays the best of the grid on iapp train too: agreement 0.860). Measured
before household evidence counted (words held apart, whole numbers; see
engine.knowledge.coverage): with it, iapp valid agreement 0.919 (was 0.927),
the threshold not re-gridded. RESCUE = 0.40 with the multilingual encoder (USE v3): on the tune halves
of tests/eval/eval_crosslang.py and eval_household_gate.py, 0.30-0.40 each let one more answerable
question through and flagged no fewer unanswerable ones, 0.45 and up changed nothing (0.40 taken, the
highest of the best); on the test halves it let one more through (crosslang 20 -> 21 of 30) and flagged
as many. NAMED = 2 (session 11): of the tuning sets' answer and compare requests over the four bench folders
(bench/agent_folder*.py), 22 had the right file first and a weak verdict; its name held two of the question's words
for 7 ("the DentaPlus order" -> DentaPlus_order_confirmation.txt), one word for 9 and none for 6; each folder's
requests asked over the other three folders (255, where no file answers them) passed 35 -> 38; household gate
test half 34 -> 35 of 42 answerable passed, 9/16 unanswerable flagged before and after; cross-language test half
flagged 19 -> 18, 7 of its 8 with no document answer flagged before and after; iapp valid unchanged (agreement
0.919, held-out contexts flagged 122/162). Clause by clause coverage (each asked part, or the question less one
clause) was measured and dropped: it passed 3 more of the 22 and 15-30 more of the 255. MIN_DENSE and MIN_RERANK only
apply with an embedder or a rerank; see that script's output for the
embedders and the model measured.
"""
from __future__ import annotations

from dataclasses import dataclass

MIN_COVERAGE = 0.48
MIN_DENSE = 0.35
MIN_RERANK = 0.34
CONFIRM_DEPTH = 10
RESCUE = 0.40
NAMED = 2


@dataclass(frozen=True)
class Signals:
    results: int
    coverage: float
    lexical_confirms: bool
    top_dense: float | None = None
    rerank: float | None = None
    top_cosine: float | None = None  # the question's cosine with the top passage (None when lexical-only)
    unheld_numbers: tuple[str, ...] = ()  # numbers the question names that no passage shown holds
    named: int = 0  # the question's words the top passage's file name holds (coverage.name_words)


@dataclass(frozen=True)
class Verdict:
    weak: bool
    reasons: tuple[str, ...] = ()


def judge(signals: Signals, min_coverage: float = MIN_COVERAGE, min_dense: float = MIN_DENSE,
          min_rerank: float = MIN_RERANK, rescue: float | None = RESCUE) -> Verdict:
    reasons = []
    meant = rescue is not None and signals.top_cosine is not None and signals.top_cosine >= rescue
    meant = meant or signals.named >= NAMED
    if signals.results == 0:
        reasons.append("no passage matched")
    elif signals.coverage < min_coverage and not meant:
        reasons.append(f"the best passage holds {signals.coverage:.0%} of the question's words")
    if signals.results and signals.unheld_numbers:
        reasons.append(f"no passage holds {', '.join(signals.unheld_numbers)}, which the question names")
    if signals.results and signals.top_dense is not None and signals.top_dense < min_dense and not signals.lexical_confirms:
        reasons.append(f"weak meaning match (cosine {signals.top_dense:.2f}) and no word match confirms it")
    if signals.rerank is not None and signals.rerank < min_rerank:
        reasons.append(f"the model rated the best passage {signals.rerank:.2f}")
    return Verdict(bool(reasons), tuple(reasons))
