"""Times shown beside messages and conversations, in this computer's time zone (Klang runs where its user is)."""
from __future__ import annotations

from collections import Counter
from datetime import datetime


def iso_time(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).isoformat(timespec="seconds")


def full_time(timestamp: float) -> str:
    """Date and time, the same in Thai and English: 2026-11-30 14:05."""
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


def short_time(timestamp: float, now: float | None = None) -> str:
    """14:05 today, the date and time on any other day."""
    when = datetime.fromtimestamp(timestamp)
    today = datetime.fromtimestamp(now) if now is not None else datetime.now()
    return when.strftime("%H:%M") if when.date() == today.date() else full_time(timestamp)


def repeated_titles(conversations) -> set[str]:
    """Titles more than one conversation has: the list shows their dates so they can be told apart."""
    counts = Counter(conversation.title for conversation in conversations)
    return {title for title, count in counts.items() if count > 1}
