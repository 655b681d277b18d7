"""webapp/turn_notes.py: the words of the live status line and of the notes on how an answer was made."""
import unicodedata

from engine.events import Notice, Progress, ToolFinished
from webapp.i18n import translate
from webapp.turn_notes import notice_note, placed_notices, stage_note


def words(note, lang="en"):
    return translate(note.key, lang, **note.values)


def read(call_id):
    return ToolFinished(call_id, "read_file", {"path": "a.md"}, "text", True, 0.1)


def test_the_stage_names_the_file_not_its_folders_and_cuts_a_long_name_on_a_letter():
    assert words(stage_note(Progress("writing", "/home/me/workspect/summary.md")), "th") == "กำลังเขียน summary.md…"
    assert words(stage_note(Progress("reading", ""))) == "reading a file…"
    name = "ก่" * 50 + ".docx"
    shown = stage_note(Progress("reading", name)).values["name"]
    kept = shown.removesuffix("…")
    assert shown.endswith("…") and len(kept) <= 61 and name.startswith(kept)
    assert not unicodedata.category(name[len(kept)]).startswith("M"), "a tone mark is never cut from its letter"
    assert words(stage_note(None)) == "thinking…"
    assert words(stage_note(Progress("answering"), position=2)) == "queued (position 2)"


def test_a_notice_with_missing_values_or_an_unknown_key_is_still_shown():
    assert words(notice_note(Notice("result_trimmed", {"tool": "read_file"}))) == \
        "The model saw the first ? of ? characters of read_file's result."
    assert words(notice_note(Notice("history_trimmed", {"dropped": 12000})), "th").endswith("(12,000)")
    assert words(notice_note(Notice("model_swapped", {"to": "x"}))) == "Note from the agent: model_swapped"


def test_a_tool_notice_goes_on_the_latest_call_of_that_tool_before_it():
    trimmed = Notice("result_trimmed", {"tool": "read_file", "shown": 10, "total": 20})
    later = Notice("result_trimmed", {"tool": "read_file", "shown": 30, "total": 40})
    unknown_tool = Notice("result_trimmed", {"tool": "bash", "shown": 1, "total": 2})
    steps = Notice("steps_ended")
    placed = placed_notices((read("c1"), read("c2"), trimmed, read("c3"), later, unknown_tool, steps))
    assert placed.on("c2") == (trimmed,) and placed.on("c3") == (later,) and placed.on("c1") == ()
    assert placed.general == (unknown_tool, steps), "a notice about a tool with no card stays on the message"
