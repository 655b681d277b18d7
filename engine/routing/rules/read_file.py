"""read_file: the message holds an exact path.

Rooted paths (/x, ~/x, C:\\x) may hold spaced words ("My Documents", "budget 2024.xlsx"); relative ones need
a folder and an extension, so "TCP/IP" and "km/h" are not paths. A rooted path without an extension
(/etc/hosts) counts only when the user says to read it.
"""
from __future__ import annotations

import re

from engine.routing import words as w
from engine.routing.rules.base import Rule
from engine.routing.shapes import EXT, NAME, NAME_OR_NONE, Request
from engine.routing.text import en, trim_trailing

_SPACED = rf"(?: (?!{en(w.NOT_A_PATH_WORD_EN)})[a-z0-9(]{NAME_OR_NONE})"
_ROOT = r"(?<![a-z0-9_.~:/\\-])(?:~|[a-z]:)?[/\\]"
_ROOTED_FOLDERS = rf"(?:{NAME}{_SPACED}{{0,2}}[/\\])"
_ROOTED_FILE = rf"{_ROOT}{_ROOTED_FOLDERS}{{0,30}}{NAME_OR_NONE}{_SPACED}{{0,2}}{EXT}"
_RELATIVE_FILE = (
    rf"(?<![a-z0-9_.~:/\\-])(?:\.{{1,2}}[/\\](?:{NAME}[/\\]){{0,30}}|(?:{NAME}[/\\]){{1,30}}){NAME_OR_NONE}{EXT}"
)
FILE_PATHS = (
    re.compile(r"[\"“‘'`](?P<path>(?:~|[a-z]:)?[/\\][^\"”’'`\n]{1,400}?)[\"”’'`]"),
    re.compile(rf"(?P<path>{_ROOTED_FILE})"),
    re.compile(rf"(?P<path>{_RELATIVE_FILE})"),
)
READ_PATH = re.compile(
    rf"(?:{en(w.READ_EN)}|{w.READ_TH})\s*(?:(?:the\s+)?file\s+|ไฟล์\s*)?"
    rf"(?P<path>{_ROOT}{_ROOTED_FOLDERS}{{1,30}}{NAME})"
)


def _path(request: Request, match: re.Match) -> dict | None:
    return {"path": trim_trailing(request.cut(*match.span("path")))}


RULES = (
    Rule("exact_file_path", "read_file", FILE_PATHS, _path),
    Rule("read_this_path", "read_file", (READ_PATH,), _path),
)
