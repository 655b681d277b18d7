"""Binary searches for where a monotone condition turns: the longest head of text that fits a token budget,
the narrowest window a secret is still found in. Each test of the condition costs a count or a scan, so
they take log2(n) tests instead of n. A module of its own because the index and the agent both use it and
the index must not import agent code."""
from __future__ import annotations

from typing import Callable


def largest(low: int, high: int, holds: Callable[[int], bool]) -> int:
    """The largest n in [low, high] with holds(n), given holds(low) and holds true up to a point, false after
    (for a holds that is not quite monotone, one n where it turns)."""
    while low < high:
        middle = (low + high + 1) // 2
        if holds(middle):
            low = middle
        else:
            high = middle - 1
    return low


def smallest(low: int, high: int, holds: Callable[[int], bool]) -> int:
    """The smallest n in [low, high] with holds(n), given holds(high) and holds false up to a point, true after
    (for a holds that is not quite monotone, one n where it turns)."""
    while low < high:
        middle = (low + high) // 2
        if holds(middle):
            high = middle
        else:
            low = middle + 1
    return high
