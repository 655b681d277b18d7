"""How a turn explains itself to the person waiting: the live stage line (Progress) and the notes on how
the answer was made (Notice), each picked here as an i18n key and its values; the templates word them.

A Notice that names a tool (result_trimmed) belongs on that tool's card: the card of the latest call of
that tool before the notice, since the agent trims a result when it builds the next step's prompt.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.events import Notice, Progress, ToolFinished
from webapp.cards import Note, shorten

# stage → (key with the detail, key without one); a stage without a detail key never shows its detail
# (the search query is on the card already). An unknown stage reads "working…".
STAGES = {
    "thinking": ("stage_thinking", "stage_thinking"),
    "searching": ("stage_searching", "stage_searching"),
    "reading": ("stage_reading", "stage_reading_unnamed"),
    "writing": ("stage_writing", "stage_writing_unnamed"),
    "browsing": ("stage_browsing", "stage_browsing_unnamed"),
    "running": ("stage_running", "stage_running_unnamed"),
    "answering": ("stage_answering", "stage_answering"),
}
DETAIL_CHARS = 60  # a URL or a long file name must not push the figures off a phone's line
NOTICE_KEYS = {
    "history_trimmed": "notice_history_trimmed",
    "result_trimmed": "notice_result_trimmed",
    "steps_ended": "notice_steps_ended",
    "context_retry": "notice_context_retry",
}


def stage_note(progress: Progress | None, position: int | None = None) -> Note:
    """The live line's words: queued behind other turns, else what the latest Progress says."""
    if position:
        return Note("queued", {"n": position})
    if progress is None:
        return Note("stage_thinking")
    named, unnamed = STAGES.get(progress.stage, ("stage_working", "stage_working"))
    detail = progress.detail.rsplit("/", 1)[-1] if progress.stage in ("reading", "writing") else progress.detail
    if named != unnamed and detail.strip():
        return Note(named, {"name": shorten(detail, DETAIL_CHARS)})
    return Note(unnamed)


def _count(value) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value if value is not None else "?")


def notice_note(notice: Notice) -> Note:
    """A stored or live Notice in the reader's words; a key this UI does not know is still shown."""
    key = NOTICE_KEYS.get(notice.key)
    if key is None:
        return Note("notice_other", {"name": notice.key})
    values = notice.values or {}
    if notice.key == "history_trimmed":
        return Note(key, {"dropped": _count(values.get("dropped"))})
    if notice.key == "result_trimmed":
        return Note(key, {"shown": _count(values.get("shown")), "total": _count(values.get("total")),
                          "tool": values.get("tool", "?")})
    return Note(key)


@dataclass(frozen=True)
class PlacedNotices:
    """A message's notices: each on the card of the call it is about, or on the message itself."""

    general: tuple[Notice, ...] = ()
    by_call: dict = field(default_factory=dict)  # call_id → tuple of notices

    def on(self, call_id: str) -> tuple[Notice, ...]:
        return self.by_call.get(call_id, ())


def notice_homes(events) -> list[tuple[Notice, str | None]]:
    """Each notice, in order, with the call_id of the card it belongs on (None: the message)."""
    latest_call: dict[str, str] = {}
    homes = []
    for event in events:
        if isinstance(event, ToolFinished):
            latest_call[event.tool] = event.call_id
        elif isinstance(event, Notice):
            homes.append((event, latest_call.get((event.values or {}).get("tool"))))
    return homes


def placed_notices(events) -> PlacedNotices:
    general, by_call = [], {}
    for notice, call_id in notice_homes(events):
        if call_id is None:
            general.append(notice)
        else:
            by_call[call_id] = (*by_call.get(call_id, ()), notice)
    return PlacedNotices(tuple(general), by_call)
