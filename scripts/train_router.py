"""Fit the router's intent classifier and write engine/routing/router_weights.npz.

    python scripts/train_router.py

Train rows fit the weights; dev rows choose the L2 strength and the confidence threshold; the weights
saved are then refitted on train + dev with those choices. Test rows are never read. Deterministic
(full-batch Adam from zeros), so rerunning it rewrites the same file.
"""
from __future__ import annotations

import csv
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.routing.classifier import ANSWER, CONTEXT_TOOLS, HASHED, WEIGHTS, encode  # noqa: E402

SET = REPO / "tests" / "data" / "routing_set.tsv"
LABELS = (ANSWER, *CONTEXT_TOOLS)
STEPS, LEARNING_RATE = 400, 0.05
L2_CHOICES = (3e-5, 1e-4, 3e-4)
# The threshold is the lowest confidence at which dev requests are still routed right this often:
# below it the (weaker) model decides with the classifier's best guesses first.
CONFIDENT_ACCURACY = 0.98


def load(splits: set[str]) -> list[tuple[str, str, tuple[str, ...]]]:
    with SET.open(encoding="utf-8") as handle:
        return [(row["text"], row["tool"], (row["recent"],) if row["recent"] else ())
                for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE) if row["split"] in splits]


def matrix(rows):
    encoded = [encode(text, recent) for text, _, recent in rows]
    ids = np.concatenate([e[0] for e in encoded])
    values = np.concatenate([e[1] for e in encoded])
    starts = np.cumsum([0] + [len(e[0]) for e in encoded[:-1]])
    row_of = np.repeat(np.arange(len(rows)), [len(e[0]) for e in encoded])
    labels = np.array([LABELS.index(tool) for _, tool, _ in rows])
    return ids, values, starts, row_of, labels


def logits_of(weights, bias, ids, values, starts):
    return np.add.reduceat(values[:, None] * weights[ids], starts, axis=0) + bias


def fit(rows, l2: float):
    ids, values, starts, row_of, labels = matrix(rows)
    columns, classes = HASHED + len(CONTEXT_TOOLS), len(LABELS)
    weights, bias = np.zeros((columns, classes)), np.zeros(classes)
    moments = [np.zeros_like(weights), np.zeros_like(weights), np.zeros_like(bias), np.zeros_like(bias)]
    target = np.eye(classes)[labels]
    for step in range(1, STEPS + 1):
        logits = logits_of(weights, bias, ids, values, starts)
        odds = np.exp(logits - logits.max(axis=1, keepdims=True))
        error = (odds / odds.sum(axis=1, keepdims=True) - target) / len(rows)
        spread = values[:, None] * error[row_of]
        grad_w = np.stack([np.bincount(ids, spread[:, k], minlength=columns) for k in range(classes)], axis=1)
        grad_w += l2 * weights
        for param, grad, first, second in ((weights, grad_w, 0, 1), (bias, error.sum(axis=0), 2, 3)):
            moments[first] = 0.9 * moments[first] + 0.1 * grad
            moments[second] = 0.999 * moments[second] + 0.001 * grad * grad
            param -= LEARNING_RATE * (moments[first] / (1 - 0.9**step)) / (
                np.sqrt(moments[second] / (1 - 0.999**step)) + 1e-8)
    return weights, bias


def predict(weights, bias, rows):
    ids, values, starts, _, labels = matrix(rows)
    logits = logits_of(weights, bias, ids, values, starts)
    odds = np.exp(logits - logits.max(axis=1, keepdims=True))
    odds /= odds.sum(axis=1, keepdims=True)
    return odds.argmax(axis=1), odds.max(axis=1), labels


def choose_threshold(chosen, confidence, labels) -> float:
    for threshold in np.arange(0.30, 0.96, 0.01):
        confident = confidence >= threshold
        if confident.any() and (chosen[confident] == labels[confident]).mean() >= CONFIDENT_ACCURACY:
            return round(float(threshold), 2)
    return 0.95


def main() -> None:
    train, dev = load({"train"}), load({"dev"})
    best = None
    for l2 in L2_CHOICES:
        chosen, confidence, labels = predict(*fit(train, l2), dev)
        accuracy = (chosen == labels).mean()
        print(f"L2 {l2:g}: dev accuracy {accuracy:.1%} ({len(dev)} rows)")
        if best is None or accuracy > best[0]:
            best = (accuracy, l2, choose_threshold(chosen, confidence, labels), chosen, confidence, labels)
    accuracy, l2, threshold, chosen, confidence, labels = best
    confident = confidence >= threshold
    print(f"chosen L2 {l2:g}, threshold {threshold}: {confident.mean():.1%} of dev rows confident, "
          f"{(chosen[confident] == labels[confident]).mean():.1%} of those right")
    weights, bias = fit(train + dev, l2)
    np.savez_compressed(WEIGHTS, weights=weights.astype(np.float16), bias=bias.astype(np.float32),
                        labels=np.array(LABELS), threshold=np.float32(threshold))
    print(f"wrote {WEIGHTS.relative_to(REPO)} ({WEIGHTS.stat().st_size // 1024} KiB) from {len(train) + len(dev)} rows")


if __name__ == "__main__":
    main()
