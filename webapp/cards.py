"""What a tool card shows a person: readable arguments, one summary line in the UI language, clean snippets.

The model-facing text of a result stays exactly as the model saw it (the card shows it on "show all");
the summary line is picked here from the result's structured data, or, for a failure, from which
refusal the text is (webapp/message_data.py), so a Thai user never reads instructions meant for the model.
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field

from webapp.i18n import STRINGS
from webapp.message_data import FAILURES, KIND_LABELS

ELLIPSIS = "…"
# Thai vowels written after their consonant (SARA A, AA, AM, LAKKHANGYAO): they never start a syllable.
_FOLLOWING_VOWELS = "ะาำๅ"
# Thai vowels written before their consonant: one left at the end of a cut belongs to a syllable not shown.
_LEADING_VOWELS = "เแโใไ"


@dataclass(frozen=True)
class Note:
    """One i18n key and its values: the card's summary line."""

    key: str
    values: dict = field(default_factory=dict)


def _named_values(arguments) -> list[tuple[str, str]]:
    """(name, value as text) pairs; Thai stays Thai (ensure_ascii off), strings are shown without quotes."""
    if not isinstance(arguments, dict):
        return [("", json.dumps(arguments, ensure_ascii=False))]
    return [(name, value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
            for name, value in arguments.items()]


def shorten(text: str, limit: int) -> str:
    """One line of at most about `limit` characters, never cut between a letter and its marks."""
    line = " ".join(text.split())
    if len(line) <= limit:
        return line
    end = limit - 1
    while end < len(line) and _starts_nothing(line[end]):
        end += 1
    return line[:end] + ELLIPSIS


def arguments_text(arguments, limit: int = 0, t=None) -> str:
    """Arguments as a person reads them, `name: value`, one per line; with a limit, one line for the
    summary with each value cut to `limit` characters (a file's whole content does not belong there).
    With `t`, the tools' argument names are in the page's language (an unknown name stays as the model wrote it)."""
    pairs = [(_argument_name(name, t), value) for name, value in _named_values(arguments)]
    if limit:
        return " · ".join(f"{name}: {shorten(value, limit)}".lstrip(": ") for name, value in pairs)
    return "\n".join(f"{name}: {value}".lstrip(": ") for name, value in pairs)


def _argument_name(name: str, t) -> str:
    return t(f"arg_{name}") if t is not None and f"arg_{name}" in STRINGS else name


def arguments_shortened(arguments, limit: int) -> bool:
    """True when the summary line leaves part of an argument out, so the open card shows them whole."""
    return any(shorten(value, limit) != value for _, value in _named_values(arguments))


def _starts_nothing(char: str) -> bool:
    """A combining mark (Thai vowel above/below, tone mark) or a following vowel: it belongs to the letter before."""
    return unicodedata.category(char).startswith("M") or char in _FOLLOWING_VOWELS


def clean_snippet(snippet: str) -> str:
    """The snippet cut on syllable boundaries: no mark or following vowel is left at its cut start
    (it would hang on the "…"), no Thai leading vowel at its cut end."""
    text = snippet or ""
    cut_start, cut_end = text.startswith(ELLIPSIS), text.endswith(ELLIPSIS)
    body = text.removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
    if cut_start:
        first = next((i for i, char in enumerate(body) if not _starts_nothing(char)), len(body))
        body = body[first:]
    if cut_end:
        body = body.rstrip(_LEADING_VOWELS)
    return (ELLIPSIS if cut_start else "") + body + (ELLIPSIS if cut_end else "")


def failure_note(result: str, unknown: str = "tool_failed_other") -> Note:
    """Which failure an engine error text is, as the i18n key of a message for people (`unknown` if none)."""
    for pattern, key in FAILURES:
        if re.search(pattern, result, re.IGNORECASE):
            return Note(key)
    return Note(unknown)


def _search_note(data: dict) -> Note:
    if data.get("passages"):
        return Note("tool_passages_found", {"n": len(data["passages"])})
    if data.get("hits"):
        return Note("tool_files_found", {"n": len(data["hits"])})
    return Note("tool_nothing_found", {"q": data.get("query", "")})


def _ok_note(tool: str, data: dict, badges) -> Note:
    if "web_limit" in badges:
        return Note("tool_web_limit")
    if tool == "rag_search":
        return _search_note(data)
    if tool == "list_workspect":
        return Note("tool_workspect_files", {"n": len(data.get("files", []))})
    if tool == "read_file" and data.get("path"):
        key = "tool_read_sampled" if data.get("sampled") else "tool_read"
        return Note(key, {"name": data["path"].rsplit("/", 1)[-1]})
    if tool == "write_file" and data.get("path"):
        key = "tool_written" if data.get("created") else "tool_replaced"
        return Note(key, {"path": data["path"], "chars": data.get("chars", 0), "lines": data.get("lines", 0)})
    if tool == "bash" and data.get("exit_code") is not None:
        return Note("tool_bash_done", {"code": data["exit_code"]})
    if tool == "web_search":
        return Note("tool_web_results", {"n": len(data.get("results", []))})
    if tool in ("browse_url", "recall_web") and data.get("url"):
        if data.get("cached") is False:
            return Note("tool_not_cached", {"url": data["url"]})
        return Note("tool_page_read", {"title": data.get("title") or data["url"]})
    return Note("tool_done")


def tool_note(call) -> Note:
    """The summary line of a card: running, a failure in the user's words, or what the tool found or did."""
    if getattr(call, "result", None) is None:
        return Note("running")
    if not call.ok:
        return failure_note(call.result)
    return _ok_note(call.tool, call.data or {}, call.badges)


def kind_label(kind: str) -> str:
    """The short label on a file's icon ("PDF", "DOC"…); "" for a kind without one."""
    return KIND_LABELS.get(kind, "")


# The unit words the readers put in a location ("lines 10-40", "Sheet1 row 2", "line 9 from character 5").
_LOCATION_WORDS = re.compile(r"\b(lines|line|page|slide|paragraph|row|table|from character)\b")


def location_text(location: str, t) -> str:
    """A hit's location in the UI language: its unit words through t(), numbers and sheet names kept."""
    return _LOCATION_WORDS.sub(lambda match: t("loc_" + match.group(1).replace(" ", "_")), location or "")
