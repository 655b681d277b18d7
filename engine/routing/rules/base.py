"""What one rule is: the patterns that pick its tool and how the tool's arguments are cut from the message."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engine.routing.shapes import Request

Extractor = Callable[[Request, re.Match], dict | None]  # the tool's arguments, or None for the model to write


def never(request: Request, arguments: dict | None) -> bool:
    return False


def always(request: Request, arguments: dict | None) -> bool:
    return True


def model_writes_arguments(request: Request, match: re.Match) -> dict | None:
    return None


@dataclass(frozen=True)
class Rule:
    name: str
    tool: str
    patterns: tuple[re.Pattern, ...]
    extract: Extractor
    simple: Callable[[Request, dict | None], bool] = never  # a lower web budget applies to this turn
    excludes: tuple[re.Pattern, ...] = ()
    masked: bool = True  # match against the masked text (False: URLs and save-targets stay visible)
