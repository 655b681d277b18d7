"""A label and its value: `password: X`, `รหัสผ่านคือ X`, `Password | X` (neighbouring cells), a label line then X.

Readers join a spreadsheet or DOCX table row as "a | b | c" and a CSV line keeps
its commas or tabs, so a label in one cell and the value in the next is a label,
a separator and a value, like `password = X`. A label alone on its line (a DOCX
paragraph, a slide) with the value alone on the next line is caught too.
"""
from __future__ import annotations

import re
from typing import Callable, Iterator

from engine.secrets.judge import looks_like_secret, plausible_password
from engine.secrets.rules import KEY_LABELS, NOT_SECRET_LABELS, PASSWORD_LABELS, SHORT_PASSWORD_LABELS

KIND = "password or key assignment"
# A value is printable ASCII (a positive class: a negated one loses 'k' to the Kelvin sign under IGNORECASE):
# a Thai word glued after it ("...ครับ") ends it instead of hiding it.
_VALUE = r"""["'`“‘’]?(?P<value>[A-Za-z0-9!#$%%&()*+\-./:=?@\[\]^_{}~\\]{%d,200})"""
_ASSIGN = r"""["'’]?[ \t]*(?:=>|:=|[:=：])\s*"""
_PROSE = r"""(?:[ \t]+(?:for|of|to|on)[ \t]+[^\n:=]{1,30}?)?[ \t]+(?:is|was|คือ|เป็น)[ \t]*:?[ \t]*"""
_THAI_PROSE = r"""[^\n:=]{0,20}?[ \t]*(?:คือ|เป็น)[ \t]*:?[ \t]*"""
_CELL_START = r"(?:^|(?<=[|\t,;]))[ \t]*[\"']?"
_CELL_GAP = r"""[\"']?[ \t]*[:：]?[ \t]*[\"']?[ \t]*[|\t,;][ \t]*"""
_SPACED_START = r"(?:^[ \t]*|(?<=[ \t]{2}))"
_SPACED_CELLS = r"[ \t]*[:：]?[ \t]{2,}"  # a PDF table row: the cells come out spaced apart
_NEXT_LINE = r"""[\"']?[ \t]*[:：]?[ \t]*\n[ \t]*"""
_THAI_PASSWORD = r"(?:รหัสผ่าน|พาสเวิร์ด|รหัสลับ)"
# Bare รหัส ("code") is a password label only right before its value: รหัสไปรษณีย์ (postcode) is not.
_THAI_CODE = r"รหัส[ \t]*(?:wifi|wi-fi|ไวไฟ|เข้าระบบ)?[ \t]*(?:คือ|เป็น)[ \t]*:?[ \t]*"
_THAI_QUALIFIER = r"[\u0e00-\u0e7f]{0,15}[ \t]*(?:wifi|wi-fi|email|e-mail)?"  # รหัสผ่านใหม่, รหัสผ่านเดิม wifi


def _pattern(text: str, value_length: int, end: str = "") -> re.Pattern:
    return re.compile(text + _VALUE % value_length + end, re.IGNORECASE | re.MULTILINE)


def _word_password(value: str) -> bool:
    return plausible_password(value, digits_allowed=False)


_LABEL_RULES: tuple[tuple[re.Pattern, Callable[[str], bool]], ...] = (
    (_pattern(f"(?:{PASSWORD_LABELS})" + _ASSIGN, 6), plausible_password),
    (_pattern(_THAI_PASSWORD + _THAI_QUALIFIER + _ASSIGN, 6), plausible_password),
    (_pattern(_THAI_CODE, 6), plausible_password),
    (_pattern(SHORT_PASSWORD_LABELS + _ASSIGN, 6), plausible_password),
    (_pattern(f"(?:{KEY_LABELS})" + _ASSIGN, 8), looks_like_secret),
    (_pattern(f"(?:{PASSWORD_LABELS})" + _PROSE, 6), plausible_password),
    (_pattern(_THAI_PASSWORD + _THAI_PROSE, 6), plausible_password),
    (_pattern(_THAI_PASSWORD + r"[ \t]+", 6), _word_password),
    (_pattern(_CELL_START + f"(?:{PASSWORD_LABELS}|{SHORT_PASSWORD_LABELS}|รหัส)" + _CELL_GAP, 6), plausible_password),
    (_pattern(_CELL_START + f"(?:{KEY_LABELS})" + _CELL_GAP, 8), looks_like_secret),
    (_pattern(_SPACED_START + f"(?:{PASSWORD_LABELS}|{SHORT_PASSWORD_LABELS}|รหัส)" + _SPACED_CELLS, 6, r"[ \t]*$"),
     plausible_password),
    (_pattern(_SPACED_START + f"(?:{KEY_LABELS})" + _SPACED_CELLS, 8, r"[ \t]*$"), looks_like_secret),
    (_pattern(r"^[ \t]*" + f"(?:{PASSWORD_LABELS}|{SHORT_PASSWORD_LABELS})" + _NEXT_LINE, 6, r"[ \t]*$"),
     plausible_password),
    (_pattern(r"^[ \t]*" + f"(?:{KEY_LABELS})" + _NEXT_LINE, 8, r"[ \t]*$"), looks_like_secret),
)


_NOT_SECRET_LABEL = re.compile(NOT_SECRET_LABELS, re.IGNORECASE)


def _names_a_hash(match: re.Match) -> bool:
    label = match.string[match.start(): match.start("value")].rstrip(" \t\n:=：'\"`“|,;>")
    return bool(_NOT_SECRET_LABEL.search(label))


# Every label holds one of these; the rules run only on the lines around one, and most text has none.
_LABEL_WORD = re.compile(r"pass|pw|pin|key|secret|token|credential|auth|รหัส|พาสเวิร์ด|โทเค็น|คีย์", re.IGNORECASE)
REGION_REACH = 400  # characters around a label word that its rules may cover, on a very long line


def label_regions(window: str) -> Iterator[tuple[int, int]]:
    """(start, end) of the lines around each label word: its own line and the next (a value below its label)."""
    start = end = -1
    for word in _LABEL_WORD.finditer(window):
        # A word inside the region so far still widens it: "Shopping" (pin) above "password:" must not
        # end the region before the line holding the password's value.
        line_start = max(window.rfind("\n", 0, word.start()) + 1, word.start() - REGION_REACH)
        line_end = window.find("\n", word.end())
        next_end = window.find("\n", line_end + 1) if line_end >= 0 else -1
        region_end = min(len(window) if next_end < 0 else next_end, word.end() + REGION_REACH)
        if line_start > end:
            if end > 0:
                yield start, end
            start = line_start
        end = max(end, region_end)
    if end > 0:
        yield start, end


def label_matches(window: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each label whose value passes its judge."""
    for start, end in label_regions(window):
        for pattern, judge in _LABEL_RULES:
            for match in pattern.finditer(window, start, end):
                if judge(match.group("value")) and not _names_a_hash(match):
                    yield KIND, match.start(), match.end()
