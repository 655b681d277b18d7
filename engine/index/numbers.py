"""The numbers a request names (a year, a day, Q3) as a tie-breaker between chunks the other legs found.

"งบค่าไฟปี 2567" finds both household budgets with the same words, and bm25 prefers the shorter one, 2566's;
the number says which is meant. So of the chunks the other legs return, those whose text or file name holds
a number of the request as a whole word (2567, not 25670) score one for each such number, in a leg of its
own with a small weight: it settles near-ties and leaves clear winners alone. A short Thai year counts as its
full year in either era too ("ปี 69" is 2569 and 2026: engine.index.query.short_year).
"""
from __future__ import annotations

import re

from engine.index.query import Query, quote

NUMBER_WORD = re.compile(r"[^\W_]+")  # the words FTS5's unicode61 keeps of a form: 4.2 -> 4 2


def has_digit(word: str) -> bool:
    """A number, or a word holding one (Q3, 4.2): what this leg and the gate's number rule look at."""
    return any(c.isdigit() for c in word)


def numbers(query: Query) -> list[str]:
    """The request's words that hold a digit, as FTS5 phrases of their parts."""
    return [forms[0] for forms in _forms(query)]


def _phrase(word: str) -> str:
    return " ".join(NUMBER_WORD.findall(word))


def _forms(query: Query) -> list[list[str]]:
    """Each number of the request, as written first, then the other forms it may be written in (a short year's
    full ones)."""
    return [[_phrase(form) for form in t.forms if has_digit(form)] for t in query.terms if has_digit(t.text)]


def held_numbers(conn, query: Query, candidates: dict[int, int]) -> dict[int, float]:
    """Chunk id -> how many of the request's numbers its text or its file's name holds (chunks without any
    are left out); candidates maps each chunk id to its file id."""
    wanted = _forms(query)
    if not wanted or not candidates:
        return {}
    chunk_ids, file_ids = list(candidates), list(set(candidates.values()))
    held: dict[int, float] = {}
    for forms in wanted:
        in_text = set().union(*(_matching(conn, "chunk_words", form, chunk_ids) for form in forms))
        in_name = set().union(*(_matching(conn, "name_words", form, file_ids) for form in forms))
        for chunk_id, file_id in candidates.items():
            if chunk_id in in_text or file_id in in_name:
                held[chunk_id] = held.get(chunk_id, 0.0) + 1.0
    return held


def _matching(conn, table: str, phrase: str, rowids: list[int]) -> set[int]:
    marks = ",".join("?" * len(rowids))
    sql = f"SELECT rowid FROM {table} WHERE {table} MATCH ? AND rowid IN ({marks})"
    return {rowid for (rowid,) in conn.execute(sql, [quote(phrase), *rowids])}
