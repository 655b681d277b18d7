"""webapp/when.py: the times beside messages and the dates that tell repeated titles apart."""
from datetime import datetime
from types import SimpleNamespace

from webapp.when import full_time, repeated_titles, short_time


def test_a_message_from_today_shows_its_time_and_an_older_one_its_date():
    noon = datetime(2026, 11, 30, 12, 0).timestamp()
    this_morning = datetime(2026, 11, 30, 9, 5).timestamp()
    last_week = datetime(2026, 11, 23, 21, 40).timestamp()
    assert short_time(this_morning, now=noon) == "09:05"
    assert short_time(last_week, now=noon) == "2026-11-23 21:40" == full_time(last_week)


def test_only_titles_held_by_more_than_one_conversation_are_repeated():
    titles = ["Rent", "Rent", "Trip", ""]
    assert repeated_titles([SimpleNamespace(title=t) for t in titles]) == {"Rent"}
