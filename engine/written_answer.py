"""Answers code writes itself, in the question's language: when the model, asked twice, still replied with
a tool call instead of words (a call is never shown as the answer), and the note after a save."""
from __future__ import annotations

from pathlib import PurePath

from engine.index.thai import has_thai
from engine.tools.runner import ToolOutcome

EXCERPT_CHARS = 300
LISTED_HITS = 5
WORDS = {
    "en": {
        "files": "I found these files:",
        "sources": "These documents may hold the answer:",
        "read": "I read {name}. It begins:",
        "result": "{tool} returned:",
        "saved": "Saved as workspect/{path} ({chars:,} characters).",
        "not_saved": "Nothing was saved to {path}: {reason}",
        "nothing": "I could not put an answer into words. Please ask again, in other words.",
    },
    "th": {
        "files": "พบไฟล์เหล่านี้:",
        "sources": "เอกสารเหล่านี้อาจมีคำตอบ:",
        "read": "อ่านไฟล์ {name} แล้ว ตอนต้นของไฟล์เขียนว่า:",
        "result": "ผลจาก {tool}:",
        "saved": "บันทึกเป็น workspect/{path} แล้ว ({chars:,} ตัวอักษร)",
        "not_saved": "ยังไม่ได้บันทึก {path}: {reason}",
        "nothing": "ยังเรียบเรียงคำตอบไม่ได้ ลองถามใหม่ด้วยคำอื่น",
    },
}


def language(question: str) -> str:
    return "th" if has_thai(question) else "en"


def _excerpt(text: str) -> str:
    text = text.strip()
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS].rstrip() + " …"


def _from(call: dict, outcome: ToolOutcome, words: dict) -> str:
    data = outcome.data
    if data.get("mode") == "files":
        return "\n".join([words["files"], *(f"- {hit['path']}" for hit in data["hits"][:LISTED_HITS])])
    if data.get("mode") == "passages":
        return "\n".join([words["sources"], *(f"- {path}" for path in data["sources"])])
    if call["tool"] == "read_file":
        return f"{words['read'].format(name=PurePath(data['path']).name)}\n\n{_excerpt(outcome.text)}"
    if call["tool"] == "write_file":
        return words["saved"].format(path=data["path"], chars=data["chars"])
    return f"{words['result'].format(tool=call['tool'])}\n\n{_excerpt(outcome.text)}"


def written_answer(question: str, steps: list[tuple[dict, ToolOutcome]]) -> str:
    """What the tools found, said plainly: the files, the documents, the start of what was read."""
    words = WORDS[language(question)]
    found = [_from(call, outcome, words) for call, outcome in steps
             if outcome.ok and not (outcome.data.get("mode") == "files" and not outcome.data.get("hits"))]
    return "\n\n".join(found) or words["nothing"]


def save_note(question: str, target: str, outcome: ToolOutcome) -> str:
    """The line after saved content: where it went, or why nothing was written."""
    words = WORDS[language(question)]
    if outcome.ok:
        return words["saved"].format(path=outcome.data["path"], chars=outcome.data["chars"])
    return words["not_saved"].format(path=target, reason=outcome.text.removeprefix("Error: "))
