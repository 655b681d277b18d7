"""The shape of a request, which decides the plan (engine/plan.py): find a file, answer from the files, read
and save, compare two files, list files, or other (chat, the web, code: the router's business).

A classifier, not per-plan verb patterns: the plans once keyed on the surface forms of the tuning requests
("summarise … and save … as") and missed every save and compare phrased another way. It is the router's
model (engine/routing/classifier.py, the same features) with shapes for labels, fitted by
scripts/train_shapes.py on tests/data/request_shapes.tsv and written beside this file.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.routing.classifier import IntentClassifier

WEIGHTS = Path(__file__).with_name("request_shape.npz")
SHAPES = ("find", "answer", "save", "compare", "list", "other")
# Below this a "find" is taken as a question: telling the files found to "where was the kickoff held?" loses
# the answer, while a find asked as a question still gets the files searched and read.
SURE_FIND = 0.6


@lru_cache(maxsize=1)
def _classifier() -> IntentClassifier:
    return IntentClassifier.load(WEIGHTS)


def request_shape(text: str) -> str:
    """The likeliest shape of the request, one of SHAPES (an unsure "find" is "answer")."""
    best = _classifier().guesses(text, (), frozenset(SHAPES))[0]
    return "answer" if best.label == "find" and best.probability < SURE_FIND else best.label
