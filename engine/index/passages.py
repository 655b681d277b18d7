"""Passage-level reads of the index, for the knowledge pipeline (engine.knowledge).

File search ranks files; a question needs the passages themselves. These
helpers reuse the lexical legs of engine.index.search but keep every chunk
separately, and read chunks back with their file and location. They only
read: the schema and the indexer are untouched.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator

from engine.index.query import Query
from engine.index.search import lexical_legs, name_shares

# What a chunk gains for its file's name holding NAME_TERMS or more of the question's words (search.name_shares,
# 0..1), beside its legs' scores (each at most its weight): "คู่มายด์ต้น ตามสัญญางวดสุดท้ายค่าออแกไนซ์…" is about
# สัญญาจ้างออแกไนซ์_มายด์-ต้น_2568.docx though a LINE chat holds more of its words. One word is too few: สัญญาเช่า.docx
# came first for "What does my lease say about keeping pets?", and the gate, which lets the first passage off the
# words its language cannot hold, passed it. Read agent-task sets' answer and compare requests, the used file first
# (27 older sets / session 18's six): 181 -> 198 of 302, 31 -> 33 of 66; every used file in the top 3 275 -> 284,
# 59 -> 61 (one word enough: 201, 36 first; 285, 59 top 3).
NAME_WEIGHT = 1.0
NAME_TERMS = 2


@dataclass(frozen=True)
class ChunkRow:
    chunk_id: int
    path: str
    kind: str
    location: str
    text: str


def lexical_passages(conn, query: Query, limit: int) -> list[tuple[int, float]]:
    """(chunk id, score), best first: each leg's bm25 scaled by its top, summed with the leg weights, plus
    NAME_WEIGHT times the share of the question its file's name holds."""
    if query.is_empty:
        return []
    scores: dict[int, float] = {}
    for leg in lexical_legs(conn, query):
        top = max((score for _, score in leg.chunks.values()), default=0.0)
        if top > 0:
            for chunk_id, (_, score) in leg.chunks.items():
                scores[chunk_id] = scores.get(chunk_id, 0.0) + leg.weight * score / top
    shares = name_shares(conn, query, NAME_TERMS) if scores else {}
    if shares:
        marks = ",".join("?" * len(scores))
        paths = dict(conn.execute(f"SELECT c.id, f.path FROM chunks AS c JOIN files AS f ON f.id = c.file_id "
                                  f"WHERE c.id IN ({marks})", list(scores)))
        for chunk_id in scores:
            scores[chunk_id] += NAME_WEIGHT * shares.get(paths[chunk_id], 0.0)
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:limit]


def gram_rarity(conn, grams: list[str]) -> dict[str, float]:
    """Inverse document frequency of each trigram over the chunks (a trigram in no chunk is the rarest)."""
    if not grams:
        return {}
    total = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
    marks = ",".join("?" * len(grams))
    found = dict(conn.execute(f"SELECT term, doc FROM chunk_grams_vocab WHERE term IN ({marks})", grams))
    return {g: math.log((total + 1) / (found.get(g, 0) + 0.5)) for g in grams}


def chunk_rows(conn, chunk_ids: list[int]) -> dict[int, ChunkRow]:
    """The chunks asked for, with their file path, kind and location (missing ids are left out)."""
    if not chunk_ids:
        return {}
    marks = ",".join("?" * len(chunk_ids))
    sql = (f"SELECT c.id, f.path, f.kind, c.location, c.text FROM chunks AS c JOIN files AS f ON f.id = c.file_id "
           f"WHERE c.id IN ({marks})")
    return {row[0]: ChunkRow(*row) for row in conn.execute(sql, chunk_ids)}


def file_chunks(conn, chunk_id: int) -> list[tuple[ChunkRow, str | None]]:
    """Every chunk of the file that chunk_id is in, in the file's order, each with what the index withheld of it
    (the kind of credential it held: its text was never stored), else None."""
    sql = ("SELECT c.id, f.path, f.kind, c.location, c.text, c.withheld FROM chunks AS c "
           "JOIN files AS f ON f.id = c.file_id "
           "WHERE c.file_id = (SELECT file_id FROM chunks WHERE id = ?) ORDER BY c.ordinal")
    return [(ChunkRow(*row[:5]), row[5]) for row in conn.execute(sql, (chunk_id,))]


def chunk_stamps(conn) -> Iterator[tuple[int, str]]:
    """(chunk id, stamp) for every chunk; the stamp changes whenever the chunk's content may have.

    Chunk ids can be reused after a file is re-indexed, so a stored vector is
    only trusted while its stamp (path, size, mtime, ordinal) still matches.
    A withheld chunk (near a credential) gets no vector.
    """
    sql = ("SELECT c.id, f.path || '|' || f.size || '|' || f.mtime || '|' || c.ordinal "
           "FROM chunks AS c JOIN files AS f ON f.id = c.file_id WHERE c.withheld IS NULL ORDER BY c.id")
    yield from conn.execute(sql)


def chunk_texts(conn, chunk_ids: list[int]) -> dict[int, str]:
    if not chunk_ids:
        return {}
    marks = ",".join("?" * len(chunk_ids))
    return dict(conn.execute(f"SELECT id, text FROM chunks WHERE id IN ({marks})", chunk_ids))
