"""What each step after the first may do, and the multi-step requests code carries out itself.

After a tool ran, the next step is offered only the tools that make sense after it (issue 14): a file
search with hits leads to read_file of one of those hits (its path is an enum in the call's grammar: a
0.5B model shown the hits still read ~/Documents/report.pdf, the prompt's example) or an answer; a read
leads to the answer, or to write_file when the request names where to save; a write leads to the answer.
Other results leave every tool of the turn.

Requests a 0.5B model cannot carry through, run by code when their words leave no doubt:
- "summarize the meeting notes and save the summary as summary.md": the model wrote the file first, with
  invented content; code searches, reads the top hit, asks the model for the content in words, writes.
- "where is my lease?": the model read a hit and answered with read_file's header line; finding is the
  whole task, so code answers with the files found (engine/written_answer.py).
- "compare A with B": code finds and reads the best file for each side, then the model answers from both.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import PurePath

from engine.routing import words as w
from engine.routing.shapes import FILE_NAME, SAVE_TARGET, URL, prepare
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
FIND = re.compile(rf"{_LEAD_IN}(?:{en(w.FIND_EN)}|{w.FIND_TH})|{w.WHERE_TH}")
MORE = re.compile(_THEN)  # "find my CV and tell me …" asks for more than the file
COMPARE = re.compile(rf"{_LEAD_IN}(?:{en(w.COMPARE_EN)}|{w.COMPARE_TH})\s*(?P<subject>.+)")
SAME = re.compile(rf"^(?P<subject>.+?)\s*(?:{w.SAME_TH})")
BOTH = re.compile(rf"\s*(?:{en(w.BOTH_EN)}|{w.BOTH_TH})\s*")
QUESTION_AFTER = re.compile(r"\s*[:?;]")  # "compare A with B: is it over budget?"
READ_CHOICES = 5  # the hits read_file may be asked to read


@dataclass(frozen=True)
class SavePlan:
    query: str  # what to find and read, in the user's words
    target: str  # the file to write, as the user named it
    overwrite: bool


@dataclass(frozen=True)
class ComparePlan:
    sides: tuple[str, str]  # what to find for each side, in the user's words


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
    if found is None:
        return None
    # "… แล้วบันทึกลง workspect ชื่อ x.md": a file name after the save word is the target too.
    named = FILE_NAME.search(request.folded, found.end())
    target = save_target(text) or (trim_trailing(request.cut(*named.span())) if named else None)
    if target is None:
        return None
    subject = trim_trailing(request.cut(*found.span("subject")).strip())
    if not subject or POINTING.match(subject.casefold()) or URL.search(subject.casefold()):
        return None
    return SavePlan(subject, target, bool(OVERWRITE.search(request.folded)))


def finds_files(text: str) -> bool:
    """The request only asks where a file is ("หาไฟล์สัญญาเช่า", "where are the Phoenix notes?")."""
    folded = prepare(text).folded
    found = FIND.search(folded)
    return found is not None and not MORE.search(folded, found.end())


def compare_plan(text: str, tools: tuple[ToolSpec, ...]) -> ComparePlan | None:
    """The plan for "compare A with B" / "เทียบ A กับ B" / "A กับ B ตรงกันไหม": the two things to find and read."""
    if {"rag_search", "read_file"} - {spec.name for spec in tools}:
        return None
    request = prepare(text)
    found = COMPARE.search(request.folded) or SAME.search(request.folded)
    if found is None:
        return None
    start, end = found.span("subject")
    asked = QUESTION_AFTER.search(request.folded, start, end)
    subject = request.folded[start:asked.start() if asked else end]
    joint = BOTH.search(subject)
    if joint is None:
        return None
    first, second = request.cut(start, start + joint.start()), request.cut(start + joint.end(), start + len(subject))
    return ComparePlan((first.strip(), second.strip())) if first.strip() and second.strip() else None


def found_paths(outcome: ToolOutcome) -> tuple[str, ...]:
    """The files a search found, best first: its file hits, or the sources of its passages."""
    if not outcome.ok:
        return ()
    return tuple(hit["path"] for hit in outcome.data.get("hits", ())) or tuple(outcome.data.get("sources", ()))


def best_for(side: str, paths: tuple[str, ...]) -> str | None:
    """The hit that side names: the first whose file name holds every number the side gives (a year,
    a quarter), else the first. The search ranked the 2566 budget above "the 2567 household budget"."""
    numbers = [re.compile(rf"(?<!\d){number}(?!\d)") for number in re.findall(r"\d+", side)]
    named = [path for path in paths if all(number.search(PurePath(path).name) for number in numbers)]
    return (named or list(paths) or [None])[0]


def reading(spec: ToolSpec, paths: tuple[str, ...]) -> ToolSpec:
    """read_file as the step after a search may call it: only on one of the paths the search found."""
    properties = dict(spec.parameters["properties"])
    properties["path"] = {**properties["path"], "enum": list(paths[:READ_CHOICES])}
    return replace(spec, parameters={**spec.parameters, "properties": properties})


def next_tools(call: dict, outcome: ToolOutcome, tools: tuple[ToolSpec, ...], saving: bool) -> tuple[ToolSpec, ...]:
    """The tools the step after `call` may use (it may always answer instead)."""
    def only(*names: str) -> tuple[ToolSpec, ...]:
        return tuple(spec for spec in tools if spec.name in names)

    if not outcome.ok:
        return tools
    if call["tool"] == "rag_search" and outcome.data.get("mode") == "files" and outcome.data.get("hits"):
        return tuple(reading(spec, found_paths(outcome)) for spec in only("read_file"))
    if call["tool"] == "read_file" and saving:
        return only("write_file")
    if call["tool"] in ("read_file", "write_file"):
        return ()
    return tools
