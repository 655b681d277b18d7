"""Typed events of an agent turn: what the UI renders and the history stores."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class Token:
    text: str


@dataclass(frozen=True)
class Queued:
    position: int


@dataclass(frozen=True)
class ToolStarted:
    call_id: str
    tool: str
    arguments: dict


@dataclass(frozen=True)
class ToolFinished:
    call_id: str
    tool: str
    arguments: dict
    result: str
    ok: bool
    duration: float
    badges: tuple[str, ...] = field(default_factory=tuple)
    data: dict = field(default_factory=dict)  # structured details for the card (sizes, hits…)


@dataclass(frozen=True)
class AnswerDone:
    text: str
    stopped: bool = False


@dataclass(frozen=True)
class Error:
    message: str


Event = Token | Queued | ToolStarted | ToolFinished | AnswerDone | Error

# Badges a tool result can carry: its first line starts with the marker.
BADGE_MARKERS = ("[low_quality]", "[web_limit]")


def badges_of(result: str) -> tuple[str, ...]:
    head = result.lstrip()[:200]
    return tuple(marker.strip("[]") for marker in BADGE_MARKERS if head.startswith(marker))


def to_record(event: Event) -> dict:
    return {"kind": type(event).__name__, **asdict(event)}


_KINDS = {cls.__name__: cls for cls in (Token, Queued, ToolStarted, ToolFinished, AnswerDone, Error)}


def from_record(record: dict) -> Event:
    data = dict(record)
    cls = _KINDS[data.pop("kind")]
    if "badges" in data:
        data["badges"] = tuple(data["badges"])
    return cls(**data)
