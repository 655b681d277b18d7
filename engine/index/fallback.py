"""Searches that do not need the index: a bounded filename walk and a project source scan."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from engine.index import scope
from engine.index.query import Query, name_contains
from engine.index.withheld import scan_pieces

WALK_SECONDS = 4.0
WALK_RESULTS = 50
PROJECT_SECONDS = 4.0
PROJECT_MAX_FILES = 3000
PROJECT_MAX_BYTES = 1_000_000
PROJECT_SUFFIXES = frozenset(".py .md .rst .txt .json .toml .yaml .yml .cfg .ini .js .ts .html .css .sh .sql".split())
PROJECT_WORDS = frozenset(
    "project repo repository codebase source code โปรเจกต์ โปรเจค โปรเจ็กต์ โปรเจ็ค โครงการนี้ ซอร์ส โค้ด klang".split()
)


@dataclass(frozen=True)
class FoundFile:
    path: Path
    line: int = 0  # the first matching line (project scan); 0 for a name match
    snippet: str = ""
    score: float = 0.0


def name_rank(name: str, query: Query) -> tuple[int, int] | None:
    """Plain, checkable rules: exact name > query inside the name > every term in the name; then shorter."""
    raw, name = name, name.casefold()
    stem = name.rsplit(".", 1)[0]
    if query.needle in (name, stem):
        tier = 0
    elif query.needle and name_contains(raw, query.needle):
        tier = 1
    elif query.terms and all(any(name_contains(raw, form) for form in term.forms) for term in query.terms):
        tier = 2
    else:
        return None
    return tier, len(name)


def _files(roots: tuple[Path, ...], data_dir: Path, deadline: float, skip: tuple[Path, ...] = ()):
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not scope.skip_dir(Path(folder) / d, data_dir) and Path(folder) / d not in skip]
            for name in files:
                if time.monotonic() > deadline:
                    return
                yield Path(folder) / name


def filename_walk(roots: tuple[Path, ...], query: Query, data_dir: Path, allowed: Callable[[Path], bool],
                  seconds: float = WALK_SECONDS, limit: int = WALK_RESULTS) -> list[FoundFile]:
    """Files whose name matches, best first; stops at the time bound or after enough matches."""
    found: list[tuple[tuple[int, int], Path]] = []
    for path in _files(roots, data_dir, time.monotonic() + seconds):
        rank = name_rank(path.name, query)
        if rank is not None and allowed(path):
            found.append((rank, path))
            if len(found) >= limit:
                break
    found.sort(key=lambda item: (item[0], str(item[1])))
    return [FoundFile(path, score=1.0 / (1 + rank[0])) for rank, path in found]


def is_project_question(query: Query) -> bool:
    return any(word in PROJECT_WORDS for word in query.raw.casefold().split()) or any(
        term.text in PROJECT_WORDS for term in query.terms
    )


def _first_match(path: Path, words: list[str]) -> FoundFile | None:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    folded = text.casefold()
    matched = [w for w in words if w in folded]
    if not matched:
        return None
    offset = folded.find(matched[0])
    line = folded.count("\n", 0, offset) + 1
    snippet = " ".join(text[max(0, offset - 60): offset + 100].split())
    # The whole file is scanned, not the window: a window can show a password's value without its label,
    # or the end of a key whose BEGIN line is far above it.
    scanned = scan_pieces([(part, False) for part in text.split("\n")])
    column = offset - (text.rfind("\n", 0, offset) + 1)
    shown_from = scanned.starts[line - 1] + column - 60
    kinds = scanned.withheld(max(0, shown_from), shown_from + 160)
    if kinds:
        snippet = f"[snippet withheld: it is near {', '.join(kinds)} (around line {line})]"
    score = len(matched) + sum(folded.count(w) for w in matched) / 1000
    return FoundFile(path, line, snippet, score)


def project_scan(project_dir: Path, query: Query, data_dir: Path, allowed: Callable[[Path], bool],
                 seconds: float = PROJECT_SECONDS, limit: int = WALK_RESULTS, skip: tuple[Path, ...] = ()) -> list[FoundFile]:
    """Grep the project's own source/config files for the query terms (they are not in the user index).

    skip: folders never entered besides data_dir (workspect/, which holds what people wrote)."""
    words = [form for term in query.terms if term.text not in PROJECT_WORDS for form in term.forms]
    if not words:
        return []
    found = []
    deadline = time.monotonic() + seconds
    for count, path in enumerate(_files((project_dir,), data_dir, deadline, skip)):
        if count >= PROJECT_MAX_FILES:
            break
        if path.suffix.lower() not in PROJECT_SUFFIXES or not allowed(path):
            continue
        if path.stat().st_size <= PROJECT_MAX_BYTES and (hit := _first_match(path, words)):
            found.append(hit)
    found.sort(key=lambda f: (-f.score, str(f.path)))
    return found[:limit]
