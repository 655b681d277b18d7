"""What each step after the first may do, and the one multi-step request code carries out itself.

After a tool ran, the next step is offered only the tools that make sense after it (issue 14): a file
search with hits leads to read_file or an answer; a read leads to the answer, or to write_file when the
request names where to save; a write leads to the answer. Other results leave every tool of the turn.

"summarize the meeting notes and save the summary as summary.md" names a thing to read and a file to
write. A 0.5B model asked to do that wrote the file first, with invented content; so when the request
leaves no doubt, code runs it: search, read the top hit, ask the model for the content in words, write.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.routing import words as w
from engine.routing.shapes import SAVE_TARGET, URL, prepare
from engine.routing.text import en, trim_trailing
from engine.tools.base import ToolSpec
from engine.tools.runner import ToolOutcome

_LEAD_IN = rf"^(?:(?:{w.LEAD_IN})\s*)*"
_THEN = rf"\s*(?:,|{en(w.THEN_EN)}|{w.THEN_TH})\s*(?:{en(w.THEN_EN)}\s*)?"
READ_THEN_SAVE = re.compile(
    rf"{_LEAD_IN}(?:{en(w.DIGEST_EN)}|{w.DIGEST_TH})\s*(?P<subject>.+?){_THEN}(?:{en(w.WRITE_EN)}|{w.WRITE_TH})"
)
POINTING = re.compile(rf"^(?:(?:the|ที่)\s*)?(?:{w.POINTING_EN}|{w.POINTING_TH})$")
OVERWRITE = re.compile(f"{en(w.OVERWRITE_EN)}|{w.OVERWRITE_TH}")


@dataclass(frozen=True)
class SavePlan:
    query: str  # what to find and read, in the user's words
    target: str  # the file to write, as the user named it
    overwrite: bool


def save_target(text: str) -> str | None:
    """The file the request asks to save to ("… as summary.md", "บันทึกเป็น summary.md"), if it names one."""
    request = prepare(text)
    found = SAVE_TARGET.search(request.folded)
    return trim_trailing(request.cut(*found.span("target"))) if found else None


def save_plan(text: str, tools: tuple[ToolSpec, ...]) -> SavePlan | None:
    """The plan for "read X, then save something made from it as Y", when the request says both plainly:
    X is not "this"/"that" (the conversation) nor a web page, and Y is a file name."""
    if {"rag_search", "read_file", "write_file"} - {spec.name for spec in tools}:
        return None
    request = prepare(text)
    found = READ_THEN_SAVE.search(request.folded)
    target = save_target(text)
    if found is None or target is None:
        return None
    subject = trim_trailing(request.cut(*found.span("subject")).strip())
    if not subject or POINTING.match(subject.casefold()) or URL.search(subject.casefold()):
        return None
    return SavePlan(subject, target, bool(OVERWRITE.search(request.folded)))


def top_hit(outcome: ToolOutcome) -> str | None:
    """The path of a search's best hit: its first file, or the first source of its passages."""
    if not outcome.ok:
        return None
    hits = outcome.data.get("hits") or [{"path": path} for path in outcome.data.get("sources", ())]
    return hits[0]["path"] if hits else None


def next_tools(call: dict, outcome: ToolOutcome, tools: tuple[ToolSpec, ...], saving: bool) -> tuple[ToolSpec, ...]:
    """The tools the step after `call` may use (it may always answer instead)."""
    def only(*names: str) -> tuple[ToolSpec, ...]:
        return tuple(spec for spec in tools if spec.name in names)

    if not outcome.ok:
        return tools
    if call["tool"] == "rag_search" and outcome.data.get("mode") == "files" and outcome.data.get("hits"):
        return only("read_file")
    if call["tool"] == "read_file" and saving:
        return only("write_file")
    if call["tool"] in ("read_file", "write_file"):
        return ()
    return tools
