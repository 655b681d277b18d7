"""How many chunks hold each query token, and which tokens bound a leg's candidate set.

Ranking is what costs in FTS5: bm25 runs on every row the MATCH expression
returns, and an OR of common Thai trigrams returns most of the index. So each
leg anchors on its rarest tokens: a chunk must hold one of them to be ranked,
and the rest of the tokens only add to its score. The anchors are the rarest
tokens whose document counts add up to at most ANCHOR_ROWS, so the rows bm25
sees stay bounded however large the index grows.

Document counts come from fts5vocab, which walks a token's whole posting
list: cheap for rare tokens, costly for common ones (5-8 ms a leg at 100k
files). So the indexer stores the counts of the common tokens (in STORED_MIN
chunks or more) in term_counts after a run that moved the index by more than a
tenth, and a fresh process reads them from there; rarer tokens are counted
live. Counts are also cached in memory per database, dropped when the index
has grown or shrunk by a tenth. A slightly stale count only changes which
tokens anchor, never whether a matching file can be found (absent tokens are
never cached).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

ANCHOR_ROWS = 4000  # rows a leg may rank: the posting lists of its anchors add up to at most this
CACHED_TERMS = 50_000  # per database
CACHED_DATABASES = 4
DRIFT = 0.1  # the cache is dropped when the index size moved by more than this fraction
STORED_MIN = 50  # tokens in fewer chunks have short posting lists: counted live, not stored
VOCABS = ("chunk_grams_vocab", "chunk_words_vocab", "chunk_stems_vocab")


@dataclass
class _Counts:
    basis: int  # index size (highest chunk id) when the counts were taken
    terms: OrderedDict[tuple[str, str], int] = field(default_factory=OrderedDict)


_caches: OrderedDict[str, _Counts] = OrderedDict()
_lock = threading.Lock()


def _cache(conn) -> _Counts:
    database = conn.execute("PRAGMA database_list").fetchone()[2] or f"memory:{id(conn)}"
    size = _size(conn)
    with _lock:
        counts = _caches.get(database)
        if counts is None or _drifted(size, counts.basis):
            counts = _Counts(basis=size)
            _caches[database] = counts
        _caches.move_to_end(database)
        while len(_caches) > CACHED_DATABASES:
            _caches.popitem(last=False)
        return counts


def _size(conn) -> int:
    return conn.execute("SELECT coalesce(max(id), 0) FROM chunks").fetchone()[0]


def _drifted(size: int, basis: int) -> bool:
    return abs(size - basis) > DRIFT * basis


def _stored_basis(conn) -> int | None:
    found = conn.execute("SELECT value FROM meta WHERE key = 'counts_basis'").fetchone()
    return int(found[0]) if found else None


def counts_stale(conn) -> bool:
    """True when the index moved by more than DRIFT since the counts were stored (or never were)."""
    basis = _stored_basis(conn)
    return basis is None or _drifted(_size(conn), basis)


def store_counts(conn) -> None:
    """Store the counts of the common tokens (the indexer, after a run). Readers keep the old ones meanwhile (WAL)."""
    size = _size(conn)
    with conn:
        conn.execute("DELETE FROM term_counts")
        for vocab in VOCABS:
            conn.execute(f"INSERT INTO term_counts(vocab, term, doc) SELECT ?, term, doc FROM {vocab} WHERE doc >= ?",
                         (vocab, STORED_MIN))
        conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('counts_basis', ?)", (str(size),))


def _stored_counts(conn, vocab: str, tokens: list[str]) -> dict[str, int]:
    """The stored counts of these tokens, unless the index moved too far since they were taken."""
    basis = _stored_basis(conn)
    if basis is None or _drifted(_size(conn), basis):
        return {}
    marks = ",".join("?" * len(tokens))
    return dict(conn.execute(f"SELECT term, doc FROM term_counts WHERE vocab = ? AND term IN ({marks})", [vocab, *tokens]))


def indexed_chunks(conn) -> int:
    """About how many chunks the index holds (as of the cached counts)."""
    return _cache(conn).basis


def document_counts(conn, vocab: str, tokens: list[str]) -> dict[str, int]:
    """token -> number of chunks holding it, for the tokens present in the index (absent ones are left out)."""
    counts = _cache(conn)
    with _lock:
        found = {t: counts.terms[(vocab, t)] for t in tokens if (vocab, t) in counts.terms}
    missing = [t for t in dict.fromkeys(tokens) if t not in found]
    if missing:
        fresh = _stored_counts(conn, vocab, missing)
        live = [t for t in missing if t not in fresh]
        if live:
            marks = ",".join("?" * len(live))
            fresh.update(conn.execute(f"SELECT term, doc FROM {vocab} WHERE term IN ({marks})", live))
        found.update(fresh)
        with _lock:
            for term, doc in fresh.items():
                counts.terms[(vocab, term)] = doc
            while len(counts.terms) > CACHED_TERMS:
                counts.terms.popitem(last=False)
    return found


def anchors(rows: dict[str, int], budget: int = ANCHOR_ROWS) -> list[str]:
    """The rarest tokens whose row counts add up to at most budget, and always one token that is in the index."""
    chosen: list[str] = []
    total = 0
    for token in sorted(rows, key=lambda t: rows[t]):
        if total and total + rows[token] > budget:
            break
        chosen.append(token)
        total += rows[token]
    return chosen
