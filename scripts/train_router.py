"""Fit the router's intent classifier and write engine/routing/router_weights.npz.

    python scripts/train_router.py [--train-only PATH]

The rows: the template set's train and dev splits, plus the requests written free-form
(tests/data/routing_freeform.tsv), whose topic blocks go wholly to train or dev (one in five to dev, by a
hash of the block id, so adding blocks never moves one); templates alone teach their own phrasing.
Train rows fit the weights; dev rows choose the word group's weight, the L2 strength, the weight of the
"answer directly" class and the confidence threshold; the weights saved are then refitted on train + dev
with those choices. Test rows are never read. Deterministic (full-batch Adam from zeros), so rerunning it
rewrites the same file. `--train-only PATH` also writes the chosen fit on train alone: a measure on dev
(bench/tool_calls.py --split dev --weights PATH) needs a classifier that never saw dev.
"""
from __future__ import annotations

import argparse
import csv
import sys
import zlib
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.routing.classifier import ANSWER, WEIGHTS  # noqa: E402
from engine.routing.features import COLUMNS, CONTEXT_TOOLS, encode  # noqa: E402

SET = REPO / "tests" / "data" / "routing_set.tsv"
FREEFORM = REPO / "tests" / "data" / "routing_freeform.tsv"
FREEFORM_DEV_EVERY = 5  # a block whose id hashes to 0 modulo this is dev
LABELS = (ANSWER, *CONTEXT_TOOLS)
STEPS, LEARNING_RATE = 300, 0.05
# Tried in order on dev; each later choice is made with the earlier ones fixed.
WORD_WEIGHTS = (0.0, 0.7)
L2_CHOICES = (1e-5, 3e-6, 1e-6)
ANSWER_WEIGHTS = (1.0, 1.5)  # how much an "answer directly" row counts: the goal keeps 95 % of them from tools
# How much a free-form row counts against a template row: they are fewer, and written as people write.
FREEFORM_WEIGHTS = (1.0, 2.0, 3.0)
# The threshold is the lowest confidence at which dev requests are still routed right this often:
# below it the (weaker) model decides with the classifier's best guesses first.
CONFIDENT_ACCURACY = 0.97


def read(path: Path) -> list[dict[str, str]]:
    """Rows of a tab-separated routing file with a header line; lines starting with '#' are comments."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def as_row(row: dict[str, str]) -> tuple[str, str, tuple[str, ...]]:
    """(text, label, recent tools); the hand-written files say "answer" where the classifier's label is ANSWER."""
    tool = ANSWER if row["tool"] == "answer" else row["tool"]
    return row["text"], tool, (row["recent"],) if row.get("recent") else ()


def freeform_split(row: dict[str, str]) -> str:
    return "dev" if zlib.crc32(row["block"].encode("utf-8")) % FREEFORM_DEV_EVERY == 0 else "train"


def load(split: str) -> tuple[list, list]:
    """(template rows, free-form rows) of a split: "train" or "dev"."""
    return ([as_row(row) for row in read(SET) if row["split"] == split],
            [as_row(row) for row in read(FREEFORM) if freeform_split(row) == split])


class Matrix:
    """The rows' features as one sparse matrix: row i holds ids[starts[i]:starts[i + 1]]."""

    def __init__(self, rows, word_weight: float, freeform: int = 0, labels: tuple[str, ...] = LABELS):
        self.names = labels
        encoded = [encode(text, recent, word_weight) for text, _, recent in rows]
        self.ids = np.concatenate([ids for ids, _ in encoded])
        self.values = np.concatenate([values for _, values in encoded])
        sizes = [len(ids) for ids, _ in encoded]
        self.starts = np.cumsum([0] + sizes[:-1])
        self.row_of = np.repeat(np.arange(len(rows)), sizes)
        self.labels = np.array([labels.index(tool) for _, tool, _ in rows])
        self.freeform = np.arange(len(rows)) >= len(rows) - freeform  # the last `freeform` rows are free-form
        # Class k's weight for column c sits at k * COLUMNS + c: one bincount makes every class's gradient.
        self.cells = (np.arange(len(labels))[:, None] * COLUMNS + self.ids).ravel()

    def probabilities(self, weights, bias):
        """Softmax over classes; `weights` is (classes, COLUMNS), the layout that gathers fastest."""
        logits = np.add.reduceat(self.values * weights[:, self.ids], self.starts, axis=1).T + bias
        odds = np.exp(logits - logits.max(axis=1, keepdims=True))
        return odds / odds.sum(axis=1, keepdims=True)

    def gradient(self, error):
        spread = (self.values * error[self.row_of].T).ravel()
        classes = len(self.names)
        return np.bincount(self.cells, spread, minlength=classes * COLUMNS).reshape(classes, COLUMNS)


def fit(data: Matrix, l2: float, answer_weight: float, freeform_weight: float):
    classes = len(data.names)
    weights, bias = np.zeros((classes, COLUMNS), dtype=np.float32), np.zeros(classes, dtype=np.float32)
    moments = [np.zeros_like(weights), np.zeros_like(weights), np.zeros_like(bias), np.zeros_like(bias)]
    target = np.eye(classes)[data.labels]
    answer = data.names.index(ANSWER) if ANSWER in data.names else -1
    row_weight = np.where(data.labels == answer, answer_weight, 1.0)
    row_weight *= np.where(data.freeform, freeform_weight, 1.0)
    row_weight /= row_weight.sum()
    for step in range(1, STEPS + 1):
        error = ((data.probabilities(weights, bias) - target) * row_weight[:, None]).astype(np.float32)
        grad_w = data.gradient(error) + l2 * weights
        for param, grad, first, second in ((weights, grad_w, 0, 1), (bias, error.sum(axis=0), 2, 3)):
            moments[first] = 0.9 * moments[first] + 0.1 * grad
            moments[second] = 0.999 * moments[second] + 0.001 * grad * grad
            param -= LEARNING_RATE * (moments[first] / (1 - 0.9**step)) / (
                np.sqrt(moments[second] / (1 - 0.999**step)) + 1e-8)
    return weights.T, bias


def scores(train: Matrix, dev: Matrix, choice: dict):
    """(dev accuracy, "answer directly" kept, chosen labels, confidences, the fit) of a fit on train."""
    weights, bias = fit(train, choice["l2"], choice["answer_weight"], choice["freeform_weight"])
    odds = dev.probabilities(weights.T, bias)
    chosen = odds.argmax(axis=1)
    answers = dev.labels == LABELS.index(ANSWER)
    kept = (chosen[answers] == dev.labels[answers]).mean()
    return (chosen == dev.labels).mean(), kept, chosen, odds.max(axis=1), (weights, bias)


def choose_threshold(chosen, confidence, labels) -> float:
    for threshold in np.arange(0.30, 0.96, 0.01):
        confident = confidence >= threshold
        if confident.any() and (chosen[confident] == labels[confident]).mean() >= CONFIDENT_ACCURACY:
            return round(float(threshold), 2)
    return 0.95


def save(path: Path, weights, bias, threshold: float, word_weight: float, labels: tuple[str, ...] = LABELS) -> None:
    np.savez_compressed(path, weights=weights.astype(np.float16), bias=bias.astype(np.float32),
                        labels=np.array(labels), threshold=np.float32(threshold), word_weight=np.float32(word_weight))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--train-only", type=Path, help="also write the chosen fit on train alone here")
    args = parser.parse_args()
    template_train, freeform_train = load("train")
    train_rows = template_train + freeform_train
    template_dev, freeform_dev = load("dev")
    dev_rows = template_dev + freeform_dev
    choices = (("word_weight", WORD_WEIGHTS), ("l2", L2_CHOICES), ("answer_weight", ANSWER_WEIGHTS),
               ("freeform_weight", FREEFORM_WEIGHTS))
    choice = {name: options[0] for name, options in choices}
    best, tried = None, []
    for name, options in choices:
        for option in options:
            trying = {**choice, name: option}
            if trying in tried:
                continue
            tried.append(trying)
            train = Matrix(train_rows, trying["word_weight"], len(freeform_train))
            dev = Matrix(dev_rows, trying["word_weight"])
            accuracy, kept, chosen, confidence, fitted = scores(train, dev, trying)
            right = chosen == dev.labels
            print(f"{trying}: dev accuracy {accuracy:.1%} (template {right[:len(template_dev)].mean():.1%} of "
                  f"{len(template_dev)}, free-form {right[len(template_dev):].mean():.1%} of {len(freeform_dev)}), "
                  f"answer directly kept {kept:.1%}")
            if best is None or (accuracy, kept) > best[0]:
                threshold = choose_threshold(chosen, confidence, dev.labels)
                best = ((accuracy, kept), trying, threshold, chosen, confidence, fitted)
        choice = best[1]
    _, choice, threshold, chosen, confidence, fitted = best
    labels = Matrix(dev_rows, choice["word_weight"]).labels
    confident = confidence >= threshold
    print(f"chosen {choice}, threshold {threshold}: {confident.mean():.1%} of dev rows confident, "
          f"{(chosen[confident] == labels[confident]).mean():.1%} of those right")
    if args.train_only:
        save(args.train_only, *fitted, threshold, choice["word_weight"])
        print(f"wrote {args.train_only} (fit on {len(train_rows)} train rows only)")
    every_row = template_train + template_dev + freeform_train + freeform_dev
    weights, bias = fit(Matrix(every_row, choice["word_weight"], len(freeform_train) + len(freeform_dev)),
                        choice["l2"], choice["answer_weight"], choice["freeform_weight"])
    save(WEIGHTS, weights, bias, threshold, choice["word_weight"])
    print(f"wrote {WEIGHTS.relative_to(REPO)} ({WEIGHTS.stat().st_size // 1024} KiB) from "
          f"{len(every_row)} rows")


if __name__ == "__main__":
    main()
