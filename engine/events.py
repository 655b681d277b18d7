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


@dataclass(frozen=True)
class Progress:
    """What the turn is doing while the user waits; shown live, never stored.

    stage: thinking | searching | reading | writing | browsing | running | answering
    detail: the file name, URL or query the stage is about ("" when none)."""
    stage: str
    detail: str = ""
    step: int = 0  # 1-based agent step
    tokens: int = 0  # tokens generated in this step so far
    tokens_per_second: float = 0.0
    elapsed: float = 0.0  # seconds since the turn began


@dataclass(frozen=True)
class Notice:
    """Something the user should know about how the answer was made; stored with the message.

    key: history_trimmed {"dropped": messages} | result_trimmed {"tool", "shown", "total"} (characters)
    | question_trimmed {"shown", "total"} (characters; a question longer than the model's context)
    | steps_ended {} | context_retry {}; the UI words each key in the page's language."""
    key: str
    values: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Cited:
    """The passages an answer cites as [n]; stored with the message, emitted before AnswerDone.

    Each citation: {"n": int, "path": str, "name": str, "location": str,
    "start": int | None, "end": int | None (read_file's line numbers, when known), "quote": str}."""
    citations: tuple[dict, ...]


Event = Token | Queued | ToolStarted | ToolFinished | AnswerDone | Error | Progress | Notice | Cited

# Badges a tool result can carry: its first line starts with the marker.
BADGE_MARKERS = ("[low_quality]", "[web_limit]")


def badges_of(result: str) -> tuple[str, ...]:
    head = result.lstrip()[:200]
    return tuple(marker.strip("[]") for marker in BADGE_MARKERS if head.startswith(marker))


def to_record(event: Event) -> dict:
    return {"kind": type(event).__name__, **asdict(event)}


_KINDS = {cls.__name__: cls for cls in (Token, Queued, ToolStarted, ToolFinished, AnswerDone, Error, Progress, Notice,
                                        Cited)}


def from_record(record: dict) -> Event:
    data = dict(record)
    cls = _KINDS[data.pop("kind")]
    for name in ("badges", "citations"):
        if name in data:
            data[name] = tuple(data[name])
    return cls(**data)
