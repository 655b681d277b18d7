"""Fit the request-shape classifier and write engine/request_shape.npz.

    python scripts/train_shapes.py

The router's trainer (scripts/train_router.py: features, full-batch Adam, float16 weights) on
tests/data/request_shapes.tsv (scripts/make_shapes_set.py writes it). Train rows fit, dev rows (whole
phrasing families never seen in training) choose the word group's weight and the L2 strength and give the
figure reported; the file saved is then refitted on train + dev with those choices.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.request_shape import SHAPES, WEIGHTS  # noqa: E402
from scripts.train_router import L2_CHOICES, WORD_WEIGHTS, Matrix, fit, read, save  # noqa: E402

SET = REPO / "tests" / "data" / "request_shapes.tsv"


def rows(split: str) -> list[tuple[str, str, tuple]]:
    return [(row["text"], row["shape"], ()) for row in read(SET) if row["split"] == split]


def main() -> None:
    train_rows, dev_rows = rows("train"), rows("dev")
    best = None
    for word_weight in WORD_WEIGHTS:
        train, dev = Matrix(train_rows, word_weight, labels=SHAPES), Matrix(dev_rows, word_weight, labels=SHAPES)
        for l2 in L2_CHOICES:
            weights, bias = fit(train, l2, 1.0, 1.0)
            chosen = dev.probabilities(weights.T, bias).argmax(axis=1)
            accuracy = (chosen == dev.labels).mean()
            print(f"word weight {word_weight}, l2 {l2}: dev {accuracy:.1%} of {len(dev_rows)}")
            if best is None or accuracy > best[0]:
                best = (accuracy, word_weight, l2, chosen, dev.labels)
    accuracy, word_weight, l2, chosen, labels = best
    wrong = Counter((SHAPES[a], SHAPES[b]) for a, b in zip(labels, chosen) if a != b)
    print(f"chosen word weight {word_weight}, l2 {l2}: dev {accuracy:.1%}; "
          f"confusions (true, chosen): {dict(wrong.most_common(8))}")
    everything = Matrix(train_rows + dev_rows, word_weight, labels=SHAPES)
    save(WEIGHTS, *fit(everything, l2, 1.0, 1.0), threshold=0.0, word_weight=word_weight, labels=SHAPES)
    print(f"wrote {WEIGHTS.relative_to(REPO)} ({WEIGHTS.stat().st_size // 1024} KiB) from "
          f"{len(train_rows) + len(dev_rows)} rows")


if __name__ == "__main__":
    main()
