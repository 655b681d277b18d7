"""Find credential-shaped text before it leaves Klang (tool results, web cache, logs).

A finding names the kind of secret and where it is, never its value. The
scanner streams: feed it units one at a time and it keeps only a short tail
of the previous text, so a secret split across two units (a PEM header cut by
a PDF line break, `api_key:` at the end of one sheet row and its value on the
next) is still seen. Units are joined with a newline so the end of one unit
and the start of the next never glue into one word; parts of one long line
are joined with nothing, so no false boundary appears inside a token.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable

TAIL_CHARS = 4096
BATCH_CHARS = 65_536
MAX_FINDINGS = 50
_START = r"(?<![A-Za-z0-9_])"  # an ASCII-only boundary: Thai letters next to a key do not hide it

_PRIVATE_KEY = r"-{3,}\s*BEGIN\s+(?:[A-Z0-9]+\s+){0,3}PRIVATE\s+KEY(?:\s+BLOCK)?\s*-{3,}"
_TOKENS: tuple[tuple[str, str], ...] = (
    ("private key", _PRIVATE_KEY),
    ("AWS access key", _START + r"(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}(?![0-9A-Z])"),
    ("GitHub token", _START + r"(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{50,255})"),
    ("Slack token", _START + r"xox[abposr]-[A-Za-z0-9-]{10,}"),
    ("Slack webhook", r"hooks\.slack\.com/services/T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/[A-Za-z0-9_]+"),
    ("Google API key", _START + r"AIza[0-9A-Za-z_\-]{35}"),
    ("Google OAuth secret", _START + r"(?:GOCSPX-[A-Za-z0-9_\-]{28}|ya29\.[0-9A-Za-z_\-]{20,})"),
    ("Stripe key", _START + r"(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}|" + _START + r"whsec_[A-Za-z0-9]{24,}"),
    ("OpenAI-style key", _START + r"sk-(?:proj-|svcacct-|admin-|ant-)?[A-Za-z0-9_\-]{20,}"),
    ("JWT", _START + r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
)
_LABELS = (
    r"(?:(?<![A-Za-z0-9])[A-Za-z0-9_.\-]*?"
    r"(?:password|passwd|passphrase|pwd|api[_\- ]?key|secret|token|credentials?|auth)[A-Za-z0-9_\-]*"
    r"|รหัสผ่าน|รหัสลับ|พาสเวิร์ด|โทเค็น|คีย์ลับ)"
)
_ASSIGNMENT = re.compile(
    _LABELS + r"""["']?\s*(?:=>|:=|[:=：])\s*["'`]?(?P<value>[^\s"'`,;<>]{8,200})""", re.IGNORECASE
)
_BEARER = re.compile(r"(?<![A-Za-z0-9])Bearer\s+(?P<value>[A-Za-z0-9_\-.=+/]{20,})")
_CONNECTION = re.compile(r"(?<![A-Za-z0-9])[a-z][a-z0-9+.\-]{1,30}://[^\s:/@'\"]+:(?P<value>[^\s@/'\"]+)@[^\s/'\"]+",
                         re.IGNORECASE)
_TOKEN_RE = re.compile("|".join(f"(?P<t{i}>{pattern})" for i, (_, pattern) in enumerate(_TOKENS)))

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE)
_DOTTED_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$")
_PLACEHOLDER_WORDS = {"password", "passwd", "pass", "pwd", "secret", "user", "username", "changeme"}


@dataclass(frozen=True)
class Finding:
    kind: str  # "AWS access key", "private key", "password assignment" ...
    location: str  # "line 12", "page 3", "Sheet1 row 4"


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _is_placeholder(value: str) -> bool:
    return (
        value[0] in "$%{<[*"
        or "${" in value or "{{" in value
        or value.lower() in _PLACEHOLDER_WORDS
        or len(set(value.lower()) - {"*", "x", "."}) == 0
    )


def looks_like_secret(value: str) -> bool:
    """A value after `password =` / `api_key:` that is really a secret, not code, prose or an id."""
    value = value.rstrip(".)]}")
    if len(value) < 8 or not value.isascii() or _is_placeholder(value):
        return False
    if _UUID.match(value) or _DOTTED_NAME.match(value) or "(" in value or "[" in value:
        return False
    if value.lower().startswith(("http://", "https://", "/", "./", "~/")):
        return False
    has_letter = any(c.isalpha() for c in value)
    has_other = any(c.isdigit() or not c.isalnum() and c not in "_-" for c in value)
    return has_letter and has_other and _entropy(value) >= 3.0


def _connection_password(value: str) -> bool:
    return not _is_placeholder(value)


_JUDGED: tuple[tuple[str, re.Pattern, Callable[[str], bool]], ...] = (
    ("password or key assignment", _ASSIGNMENT, looks_like_secret),
    ("bearer token", _BEARER, looks_like_secret),
    ("connection string with a password", _CONNECTION, _connection_password),
)


class SecretScanner:
    """Feed text unit by unit, then finish(): the findings (kind and location only).

    Units are batched so each character is scanned about once; only the
    batch and a short tail of the previous one are held in memory.
    """

    def __init__(self, tail_chars: int = TAIL_CHARS, batch_chars: int = BATCH_CHARS):
        self.tail_chars, self.batch_chars = tail_chars, batch_chars
        self.findings: list[Finding] = []
        self.total_findings = 0
        self._seen: set[Finding] = set()
        self._tail = ""
        self._tail_locations: list[tuple[int, str]] = []  # (offset in tail, location) of each unit's start
        self._pending: list[str] = []
        self._pending_locations: list[tuple[int, str]] = []  # offsets counted from the tail's start
        self._length = 0  # tail + pending

    def feed(self, text: str, location: str, continued: bool = False) -> None:
        separator = "" if continued or self._length == 0 else "\n"
        if not continued:
            self._pending_locations.append((self._length + len(separator), location))
        self._pending.append(separator + text)
        self._length += len(separator) + len(text)
        if self._length - len(self._tail) >= self.batch_chars:
            self._scan()

    def finish(self) -> list[Finding]:
        """Scan what is still pending; returns the findings so far."""
        if self._pending:
            self._scan()
        return self.findings

    def _scan(self) -> None:
        old_length = len(self._tail)
        window = self._tail + "".join(self._pending)
        locations = self._tail_locations + self._pending_locations
        for kind, start, end in _matches(window):
            if end > old_length:  # a match wholly inside the old tail was already reported
                self._add(Finding(kind, _location_at(locations, start) or "start"))
        cut = max(0, len(window) - self.tail_chars)
        self._tail = window[cut:]
        kept = [(offset - cut, name) for offset, name in locations if offset >= cut]
        before = [name for offset, name in locations if offset < cut]
        # The unit that the kept tail starts inside still owns its first characters.
        self._tail_locations = ([(0, before[-1])] if before and (not kept or kept[0][0] > 0) else []) + kept
        self._pending, self._pending_locations = [], []
        self._length = len(self._tail)

    def _add(self, finding: Finding) -> None:
        if finding in self._seen:
            return
        self._seen.add(finding)
        self.total_findings += 1
        if len(self.findings) < MAX_FINDINGS:
            self.findings.append(finding)


def _location_at(locations: list[tuple[int, str]], offset: int) -> str | None:
    found = None
    for start, name in locations:
        if start > offset:
            break
        found = name
    return found


def _matches(window: str):
    for match in _TOKEN_RE.finditer(window):
        index = int(match.lastgroup[1:])
        yield _TOKENS[index][0], match.start(), match.end()
    for kind, pattern, judge in _JUDGED:
        for match in pattern.finditer(window):
            if judge(match.group("value")):
                yield kind, match.start(), match.end()


def scan_text(text: str, location: str = "text") -> list[Finding]:
    """Findings in one piece of text (a web page, a log line)."""
    scanner = SecretScanner()
    scanner.feed(text, location)
    return scanner.finish()


def describe_findings(findings: list[Finding], total: int | None = None) -> str:
    """'AWS access key (line 12), private key (page 3)': kinds and places, never values."""
    shown = ", ".join(f"{finding.kind} ({finding.location})" for finding in findings)
    more = (total or len(findings)) - len(findings)
    return shown + (f" and {more} more" if more > 0 else "")
