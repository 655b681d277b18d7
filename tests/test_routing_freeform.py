"""The requests written free-form (tests/data/routing_freeform.tsv) and how the trainer splits them: many,
bilingual, every tool well covered, whole topic blocks in train or dev, none of them in the template test split."""
from __future__ import annotations

import csv
import importlib.util
import re
from collections import Counter, defaultdict
from pathlib import Path

from engine.tools import REGISTRY

DATA = Path(__file__).parent / "data"
TRAINER = Path(__file__).resolve().parent.parent / "scripts" / "train_router.py"
THAI = re.compile("[\u0e00-\u0e7f]")
TOOLS = {spec.name for spec in REGISTRY}


def read(name: str) -> list[dict[str, str]]:
    with (DATA / name).open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


ROWS = read("routing_freeform.tsv")


def trainer():
    spec = importlib.util.spec_from_file_location("train_router", TRAINER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_set_is_big_bilingual_and_covers_every_tool():
    assert len(ROWS) >= 800
    thai = sum(bool(THAI.search(row["text"])) for row in ROWS)
    assert 0.4 <= thai / len(ROWS) <= 0.6
    counts = Counter(row["tool"] for row in ROWS)
    assert set(counts) == TOOLS | {"answer"}
    assert all(counts[tool] >= 70 for tool in TOOLS), counts
    assert counts["answer"] >= 150
    assert {row["recent"] for row in ROWS} <= TOOLS | {""}
    assert sum(bool(row["recent"]) for row in ROWS) >= 100  # follow-ups that need the conversation


def test_no_request_is_written_twice_or_found_in_the_template_test_split():
    texts = [row["text"].casefold() for row in ROWS]
    assert len(set(texts)) == len(texts)
    tested = {row["text"].casefold() for row in read("routing_set.tsv") if row["split"] == "test"}
    assert not tested & set(texts)


def test_the_trainer_deals_whole_blocks_about_a_fifth_to_dev_with_every_label_on_both_sides():
    module = trainer()
    splits = defaultdict(set)
    for row in ROWS:
        splits[row["block"]].add(module.freeform_split(row))
    assert all(len(found) == 1 for found in splits.values())
    train, dev = module.load("train")[1], module.load("dev")[1]
    assert len(train) + len(dev) == len(ROWS)
    assert 0.15 <= len(dev) / len(ROWS) <= 0.3
    labels = {module.ANSWER, *TOOLS}
    assert {tool for _, tool, _ in train} == labels
    assert {tool for _, tool, _ in dev} == labels
