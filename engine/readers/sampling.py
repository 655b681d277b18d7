"""Choosing and rendering the sample: which units pass 2 reads, and how they are shown."""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from engine.readers import Unit

PASSAGES = 8
ELLIPSIS = "…"


def spread_jittered(count: int, most: int, rng: random.Random) -> list[int]:
    """At most `most` indexes of range(count): first and last always, the rest spread evenly with seeded jitter."""
    if count <= most:
        return list(range(count))
    if most == 1:
        return [0]
    step = (count - 1) / (most - 1)
    middle = {min(count - 2, max(1, round(i * step + rng.uniform(-step / 3, step / 3)))) for i in range(1, most - 1)}
    return sorted({0, count - 1} | middle)


def choose_pages(non_empty: Sequence[int], chars: int, budget: int, most: int, rng: random.Random) -> list[int]:
    """Positions of the pages/slides to show: all when they fit, else at most `most` spread first to last."""
    if chars <= budget and len(non_empty) <= most * 4:
        return list(non_empty)
    return [non_empty[index] for index in spread_jittered(len(non_empty), most, rng)]


def line_anchors(first: int, last: int, chars: int, budget: int, rng: random.Random) -> list[int]:
    """Where each passage starts: one passage for a range that fits, else PASSAGES spread across it."""
    count = last - first + 1
    if chars <= budget:
        return [first]
    # The last passage should end at the last unit: start it about one passage's worth of units earlier.
    units_per_passage = max(1, int(0.8 * budget / PASSAGES / (chars / count)))  # markers take room too
    span = max(1, count - units_per_passage + 1)
    return [first + index for index in spread_jittered(span, PASSAGES, rng)]


def _cut(text: str, room: int, keep_end: bool = False) -> str:
    if len(text) <= room:
        return text
    if keep_end:
        return ELLIPSIS + text[len(text) - max(0, room - 1):]
    return text[: max(0, room - 1)] + ELLIPSIS


def render_pages(units: Iterable[Unit], count: int, budget: int) -> tuple[str, int]:
    """Each chosen page/slide with a marker, each cut to an equal share of the budget."""
    share = budget // max(1, count)
    blocks = []
    for unit in units:
        marker = f"[{unit.label}]\n"
        blocks.append(marker + _cut(unit.text, share - len(marker) - 1))
    return "\n".join(blocks), len(blocks)


class _Passages:
    """Collects the units of each passage until its share of the budget is spent."""

    def __init__(self, anchors: list[int], budget: int, sampled: bool):
        self.anchors, self.sampled = anchors, sampled
        self.share = budget // len(anchors)
        self.parts: list[str] = []
        self.used = self.share  # no passage is open before the first anchor
        self.last = False
        self.used_by_text = False
        self.section: str | None = None
        self.numbers: set[int] = set()

    def start(self, unit: Unit, last: bool) -> None:
        self.last = last
        self.used = 0
        self.used_by_text = False
        self.section = None
        if self.sampled:
            self._marker(unit)

    def _marker(self, unit: Unit) -> None:
        marker = f"[{unit.label}]"
        self.parts.append(("\n" if self.parts else "") + marker)
        self.used += len(marker) + 1
        self.section = unit.section

    def add(self, unit: Unit) -> None:
        if self.used >= self.share or (self.sampled and not unit.text.strip()):
            return
        if unit.section and unit.section != self.section:
            self._marker(unit)
        joiner = "" if unit.continued or not self.parts else "\n"
        room = self.share - self.used - len(joiner)
        if len(unit.text) > room and self.used_by_text and not unit.continued:
            self.used = self.share  # end the passage on a whole line rather than half of the next one
            return
        # The last passage shows the end of an over-long unit, so the sample really reaches the end of the file.
        piece = _cut(unit.text, room, keep_end=self.last and not self.used_by_text)
        self.parts.append(joiner + piece)
        self.used += len(joiner) + len(piece)
        if piece != unit.text:
            self.used = self.share
        self.numbers.add(unit.number)
        self.used_by_text = True

    @property
    def full(self) -> bool:
        return self.used >= self.share


def render_passages(units: Iterable[Unit], anchors: list[int], last: int, budget: int, sampled: bool) -> tuple[str, int]:
    """Stream the units once, keeping only the passages that start at the anchors."""
    passages = _Passages(anchors, budget, sampled)
    upcoming = list(reversed(anchors))
    for position, unit in enumerate(units):
        if position > last or (not upcoming and passages.full):
            break
        if upcoming and position == upcoming[-1]:
            upcoming.pop()
            passages.start(unit, last=not upcoming)
        passages.add(unit)
    return "".join(passages.parts), len(passages.numbers)
