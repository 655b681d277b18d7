"""bash: the user names the shell ("use bash", "ในterminal"), or spells a command out (`ls -la`, "รัน df -h").

Asking how a command works, whether it is safe, or for a script to be written is a question, not a request
to run anything. When the command is spelled out the rule cuts it from the message; otherwise the model
writes it.
"""
from __future__ import annotations

import itertools
import re

from engine.routing import words as w
from engine.routing.rules.base import Rule
from engine.routing.shapes import DEFINITION, HOWTO, THAI, Request
from engine.routing.text import en, fold

_SHELL = en(w.SHELL_EN) + "|" + w.SHELL_TH
_COMMAND_WORD = en(w.COMMAND_WORDS)
BASH_ASKED = (
    re.compile(rf"{en('use|using|with|via|in|inside|through|open|from|on')}\s+(?:the\s+|a\s+|your\s+)?(?:{_SHELL})"),
    re.compile(rf"(?:ใช้|ผ่าน|ด้วย|ใน|เปิด|บน|สั่ง|รัน)\s*(?:{_SHELL})"),
    re.compile(
        rf"(?:รัน|พิมพ์|สั่ง)\s*คำสั่ง|ใช้คำสั่ง\s*[a-z]|{en('run|execute|exec')}\s+(?:the\s+|this\s+)?(?:command|cmd)"
    ),
    re.compile(rf"(?:{en('run|execute|exec')}|รัน)\s*(?:[`\"'“]|{_COMMAND_WORD})"),
    re.compile(r"^bash\s*:"),
)
NOT_A_BASH_REQUEST = (
    HOWTO,
    DEFINITION,
    re.compile(en(w.NOT_A_BASH_REQUEST_EN) + "|" + w.NOT_A_BASH_REQUEST_TH),
    re.compile(  # asking for a script is a coding question, not a command to run
        rf"(?:{en('write|create|make|generate')}|เขียน|สร้าง).{{0,20}}(?:{en(w.SCRIPT_EN)}|{w.SCRIPT_TH})"
    ),
)
_ARG = rf"[^\s{THAI}]+"
# A whole message that is a command line, e.g. "ls -la ~/Downloads": an option or a path, not a slash between words
# ("which ingredient bills / receipts have I got saved?" ran `which`, noodleshop set, session 19).
COMMAND_LINE = re.compile(
    rf"^\$?\s*(?:(?:{w.BARE_COMMANDS})\s*$"
    rf"|{_COMMAND_WORD}(?=.*\s(?:--?[a-z0-9]|[~/.](?:[^\s?]|$)))(?:\s+{_ARG})+\s*$)"
)
_INTRODUCER = re.compile(
    rf"(?:{en('run|execute|exec|type')}\s*(?:the\s+)?(?:command|cmd)?\s*:?"
    r"|รันคำสั่ง|พิมพ์คำสั่ง|สั่งรัน|รัน|^bash\s*:)\s*"
)
_COMMAND_END = re.compile(  # where a spelled-out command stops and the sentence goes on
    rf"(?i)\s+(?:(?:in|with|via|using|on|inside|from|through)\s+(?:the\s+|a\s+|your\s+)?(?:{w.SHELL_EN})\b"
    rf"|(?:and|then)\s+(?:{w.COMMAND_END_EN})\b|for me\b|please\b|pls\b|plz\b|thanks\b)"
)
_THAI_AFTER_COMMAND = re.compile(  # politeness or "and then ...": the command before it is complete
    rf"(?:{w.AFTER_COMMAND_TH}|(?:ใน|ผ่าน|ด้วย|บน)\s*(?:{_SHELL}))"
)
MAX_COMMAND_CHARS = 300  # a spelled-out command is one line, not a pasted document


def _spelled_out_command(request: Request, match: re.Match) -> dict | None:
    """{"command": ...} when the user spelled it out (backticks, after "run"/"รัน", in quotes), else None."""
    ticked = re.search(r"`([^`]+)`", request.original)
    if ticked:
        return {"command": ticked.group(1).strip()} if ticked.group(1).strip() else None
    for introducer in itertools.islice(_INTRODUCER.finditer(request.folded), 3):
        command = _command_after(request.original[introducer.end() : introducer.end() + MAX_COMMAND_CHARS])
        if command:
            return {"command": command}
    quoted = re.search(r"[\"“']([^\"”'\n]+)[\"”']", request.original)
    if quoted and _looks_like_command(quoted.group(1)):
        return {"command": quoted.group(1).strip()}
    return None


def _command_after(rest: str) -> str | None:
    thai = re.search(f"[{THAI}]", rest)
    if thai and not _THAI_AFTER_COMMAND.match(fold(rest[thai.start():])):
        return None  # Thai words go on to describe the task ("ใช้คำสั่ง find หาไฟล์ pdf"): not spelled out
    command = rest[: thai.start()] if thai else rest
    command = _COMMAND_END.split(command, maxsplit=1)[0].strip().rstrip("?!.,").strip()
    if len(command) > 1 and command[0] in "\"'“" and command[-1] in "\"'”":
        command = command[1:-1].strip()
    return command if _looks_like_command(command) else None


def _looks_like_command(text: str) -> bool:
    words = text.split()
    return (
        bool(words)
        and re.fullmatch(r"[A-Za-z0-9_./~-]+", words[0]) is not None
        and words[0].lower() not in w.NOT_A_COMMAND
        and not re.search(f"[{THAI}]", text)
    )


def _whole_command_line(request: Request, match: re.Match) -> dict | None:
    return {"command": request.original.lstrip("$ ").strip()}


RULES = (
    Rule("explicit_bash", "bash", BASH_ASKED, _spelled_out_command, excludes=NOT_A_BASH_REQUEST, masked=False),
    Rule("shell_command_line", "bash", (COMMAND_LINE,), _whole_command_line, masked=False),
)
