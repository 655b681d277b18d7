"""The labelled routing set and the classifier trained on it: big, bilingual, split by template family,
and covering every tool (a meta-test: a new tool without labelled requests fails here)."""
from __future__ import annotations

import csv
import re
from collections import defaultdict
from pathlib import Path

import numpy as np

from engine.routing import ANSWER, RULES
from engine.routing.classifier import WEIGHTS, IntentClassifier
from engine.tools import REGISTRY

SET = Path(__file__).parent / "data" / "routing_set.tsv"
THAI = re.compile("[\u0e00-\u0e7f]")

with SET.open(encoding="utf-8") as _handle:
    ROWS = list(csv.DictReader(_handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_the_set_is_big_bilingual_and_written_from_many_templates():
    assert len(ROWS) >= 2000
    assert len({row["family"] for row in ROWS}) >= 150
    thai = sum(bool(THAI.search(row["text"])) for row in ROWS)
    assert 0.35 <= thai / len(ROWS) <= 0.65
    assert sum(row["tool"] == ANSWER for row in ROWS) >= 0.15 * len(ROWS)
    assert sum(bool(row["recent"]) for row in ROWS) >= 100  # follow-ups that need the conversation


def test_a_template_family_never_spans_two_splits_and_no_request_is_in_train_and_test():
    splits = defaultdict(set)
    for row in ROWS:
        splits[row["family"]].add(row["split"])
    assert all(len(found) == 1 for found in splits.values())
    train = {row["text"] for row in ROWS if row["split"] == "train"}
    assert not train & {row["text"] for row in ROWS if row["split"] == "test"}


def test_every_tool_has_rules_or_classifier_labels_and_requests_in_the_test_split():
    labels = set(IntentClassifier.load().labels)
    ruled = {rule.tool for rule in RULES}
    trained = {row["tool"] for row in ROWS if row["split"] == "train"}
    tested = {row["tool"] for row in ROWS if row["split"] == "test"}
    for spec in REGISTRY:
        assert spec.name in labels | ruled, f"{spec.name} can never be routed"
        assert spec.name not in labels or spec.name in trained, f"{spec.name} is a label with no training requests"
        assert spec.name in tested, f"{spec.name} has no held-out requests"
    assert ANSWER in labels and ANSWER in trained and ANSWER in tested


def test_the_weights_are_a_small_file_of_the_registered_tools():
    assert WEIGHTS.stat().st_size < 512 * 1024
    classifier = IntentClassifier.load()
    assert set(classifier.labels) == {spec.name for spec in REGISTRY} | {ANSWER}
    assert 0.3 <= classifier.threshold < 1.0
    assert np.isfinite(classifier.weights).all()
