"""Find credential-shaped text before it leaves Klang (tool results, web cache, logs, file names).

One scanner for read_file, search snippets and passages, bash output, web
pages, URLs and file names. A finding names the kind of secret and where it
is, never its value. The scanner streams: feed it units one at a time and it
keeps only a short tail of the previous text, so a secret split across two
units (a PEM header cut by a PDF line break, `api_key:` at the end of one sheet
row and its value on the next) is still seen. Units are joined with a newline
so the end of one unit and the start of the next never glue into one word;
parts of one long line are joined with nothing, so no false boundary appears
inside a token. Table rows are also watched line by line, so a password
column is known however far below its header a row is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePath

from engine.secrets.judge import looks_like_secret, plausible_name_password
from engine.secrets.matching import all_matches
from engine.secrets.rules import KEY_LABELS, PASSWORD_LABELS
from engine.secrets.tables import KIND as TABLE_KIND
from engine.secrets.tables import TableWatch

__all__ = ["Finding", "SecretScanner", "describe_findings", "looks_like_secret", "scan_name", "scan_text"]

TAIL_CHARS = 4096
BATCH_CHARS = 65_536
MAX_FINDINGS = 50


@dataclass(frozen=True)
class Finding:
    kind: str  # "AWS access key", "private key", "password or key assignment" ...
    location: str  # "line 12", "page 3", "Sheet1 row 4"


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
        self._tables = TableWatch()
        self._tail = ""
        self._tail_locations: list[tuple[int, str]] = []  # (offset in tail, location) of each unit's start
        self._pending: list[str] = []
        self._pending_locations: list[tuple[int, str]] = []  # offsets counted from the tail's start
        self._length = 0  # tail + pending

    def feed(self, text: str, location: str, continued: bool = False) -> None:
        separator = "" if continued or self._length == 0 else "\n"
        if not continued:
            self._pending_locations.append((self._length + len(separator), location))
            if self._tables.unit(text):
                self._add(Finding(TABLE_KIND, location))
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
        for kind, start, end in sorted(all_matches(window), key=lambda match: match[1]):
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


def scan_text(text: str, location: str = "text") -> list[Finding]:
    """Findings in one piece of text (a web page, a log line, a search snippet)."""
    scanner = SecretScanner()
    scanner.feed(text, location)
    return scanner.finish()


# In a name, words are glued with `_`, `-`, `.` or spaces: "pw_Summer2024.txt", "รหัสผ่าน Summer2024.docx".
_NAME_LABEL = re.compile(f"(?:{PASSWORD_LABELS}|{KEY_LABELS}|(?<![A-Za-z])(?:pass|pw)(?![A-Za-z]))"
                         r"[\s_\-=:.,]+(?P<value>[A-Za-z0-9!#$%&()+=@^{}~\-]{6,128})", re.IGNORECASE)


def scan_name(name: str) -> list[Finding]:
    """Findings in a file or folder name (or a whole path): every shape scan_text knows, and label_value names."""
    findings = []
    for part in PurePath(name).parts:
        stem = part.rsplit(".", 1)[0] if "." in part[1:] else part
        found = scan_text(part, "the file name") + scan_text(stem, "the file name")
        if any(plausible_name_password(match.group("value")) for match in _NAME_LABEL.finditer(part)):
            found.append(Finding("password or key in the name", "the file name"))
        findings.extend(finding for finding in found if finding not in findings)
    return findings


def describe_findings(findings: list[Finding], total: int | None = None) -> str:
    """'AWS access key (line 12), private key (page 3)': kinds and places, never values."""
    shown = ", ".join(f"{finding.kind} ({finding.location})" for finding in findings)
    more = (total or len(findings)) - len(findings)
    return shown + (f" and {more} more" if more > 0 else "")
