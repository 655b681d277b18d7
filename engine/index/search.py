"""Search the index: file-name hits by plain rules, content hits by fused lexical legs.

Lexical legs score every chunk: the trigram index (substrings of 3+
characters, robust to odd word breaks and segmentation mistakes), the word
index (Thai split into words, so 2-character words like ไป are found), the
stem index (English words stemmed, stop words dropped: engine.index.english)
and, on the same index, the query's neighbouring English words as phrases.
Each leg's bm25 scores are scaled by that leg's best and summed with a weight
per leg (a file counts with its best chunk). The word leg weighs half: on the
iapp eval it adds precision for short words but is noisier alone. A Thai
question has no English words, so the English legs leave Thai ranking as it
was. A dense leg (issue 6) is one more Leg in the same fusion.

Speed: bm25 runs on every row a MATCH returns, so the rows are bounded. Each
leg keeps its 16 rarest tokens, drops those in over 10% of the chunks from a
long query, and when the rest still match many chunks, ranks only chunks
holding one of the rarest tokens (engine.index.rarity). The word and stem
legs run beside the trigram and pair legs on a second connection when one is
free (engine.index.pool). Snippets and the path checks are done for the returned
hits only.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from engine.index.fallback import name_rank
from engine.index.english import english_share, stems
from engine.index.numbers import held_numbers
from engine.index.pool import Beside
from engine.index.query import SHORT_FORM, Query, is_short_latin, name_contains, quote
from engine.index.rarity import ANCHOR_ROWS, anchors, document_counts, indexed_chunks
from engine.index.roman import latin_keys, name_keys, request_keys, thai_request_keys
from engine.index.store import THAI_MARKS
from engine.index.thai import has_thai, split_words
from engine.index.withheld import exposed, withheld_parts
from engine.secrets import describe_findings

LEG_DEPTH = 100  # chunks each leg hands to the fusion (200 and 50 score the same on the iapp eval)
MAX_TOKENS = 16  # per leg, the rarest tokens are kept: a common one costs a long posting list and adds little
COMMON_SHARE = 0.1  # a token in more chunks than this adds little to bm25 but costs its instances in every ranked row
# (0.3 -> 0.1: iapp eval unchanged, top-10 on the 100k bench corpus 0.937 -> 0.940, leg CPU -10%)
MIN_KEPT = 8  # a short query keeps all its tokens, a long one at least its eight rarest
GRAM_WEIGHT = 1.0
WORD_WEIGHT = 0.5
STEM_WEIGHT = 1.0
NUMBER_WEIGHT = 0.2  # a tie-breaker too (engine.index.numbers)
PAIR_WEIGHT = 0.2  # a tie-breaker: 0.1-0.25 score the same on the English tune half, 0.5 worse than none
SNIPPET_CHARS = 160
SHORT_TERM_SCAN = 50  # rows a LIKE scan for a 1-2 character term may return
# What the word index keeps as a token: letters, digits and the Thai marks (store.THAI_MARKS). A form's
# punctuation is dropped before its words are counted: พ.ศ. is the phrase "พ ศ" to FTS5, and a "." part,
# counted as absent, would make a phrase in most chunks look like the rarest anchor.
WORD_TOKEN = re.compile(f"(?:[^\\W_]|[{THAI_MARKS}])+")


@dataclass(frozen=True)
class Leg:
    """One retriever's view: chunk id -> (file id, score, higher is better)."""

    name: str
    weight: float
    chunks: dict[int, tuple[int, float]]


@dataclass(frozen=True)
class Hit:
    path: str
    kind: str  # file type for the UI card: pdf, docx, xlsx, pptx, text, other
    location: str  # "page 3", "lines 10-40"; "" when only the name matched
    snippet: str
    score: float
    match: str  # "name" | "content" | "walk" | "project"
    withheld: str = ""  # parts of the file never shown because they hold a credential: "lines 4-30 (private key)"


def trigrams(text: str) -> list[str]:
    grams = (text[i:i + 3] for i in range(len(text) - 2))
    return list(dict.fromkeys(g for g in grams if not any(c.isspace() for c in g)))


def bounded(tokens: list[str], rows: dict[str, int]) -> str | None:
    """The OR of the tokens; when their posting lists are long, only chunks holding an anchor are ranked."""
    if not tokens:
        return None
    everything = " OR ".join(quote(t) for t in tokens)
    if sum(rows.get(t, 0) for t in tokens) <= ANCHOR_ROWS:
        return everything
    anchored = " OR ".join(quote(t) for t in anchors({t: rows.get(t, 0) for t in tokens}, ANCHOR_ROWS))
    return f"({anchored}) AND ({everything})"


def without_common(conn, tokens: list[str], rows: dict[str, int]) -> list[str]:
    """Tokens (rarest first) minus those in more than COMMON_SHARE of the chunks, unless too few would be left."""
    common = COMMON_SHARE * indexed_chunks(conn)
    kept = [t for t in tokens if rows.get(t, 0) <= common]
    return kept if len(kept) >= MIN_KEPT else tokens[:MIN_KEPT]


def _phrase_rows(parts: list[str], rows: dict[str, int]) -> int:
    """At most as many chunks hold a phrase as hold its rarest part (0: a part is not in the index)."""
    return min((rows.get(part, 0) for part in parts), default=0)


def gram_expression(conn, query: Query) -> str | None:
    """Trigram leg: the cleaned query's rarest trigrams, plus every synonym / split variant as a phrase."""
    alternatives = list(dict.fromkeys(form for term in query.terms for form in term.alternatives if len(form) >= 3))
    grams = trigrams(query.cleaned)
    rows = document_counts(conn, "chunk_grams_vocab", grams + [g for a in alternatives for g in trigrams(a)])
    kept = sorted((g for g in grams if g in rows), key=lambda g: rows[g])[:MAX_TOKENS]
    kept = without_common(conn, kept, rows)
    rows.update({a: _phrase_rows(trigrams(a), rows) for a in alternatives})
    return bounded(list(dict.fromkeys(kept + alternatives)), rows)


def word_expression(conn, query: Query) -> str | None:
    """Word leg: every form split into words (a multi-word form is a phrase); the rarest single words."""
    forms = (" ".join(WORD_TOKEN.findall(split_words(form))) for term in query.terms for form in term.forms)
    return _words_expression(conn, "chunk_words_vocab", list(dict.fromkeys(forms)))


def stem_expression(conn, query: Query) -> str | None:
    """Stem leg: the English words typed, stemmed. Their synonyms reach the chunks through the trigram leg only:
    here a chunk holding just a synonym of one word would get the whole leg's weight whenever no chunk holds
    the typed words (an English question over a Thai lease ranked a bilingual budget saying 'Rent' first)."""
    forms = [" ".join(stems(term.text)) for term in query.terms]
    return _words_expression(conn, "chunk_stems_vocab", list(dict.fromkeys(forms)))


def pair_expression(conn, query: Query) -> str | None:
    """Pair leg: each two neighbouring English words of the query as a phrase (stop words aside: 'law in
    Oakhurst' is the pair 'law oakhurst'), so of two chunks holding the same words the one that says them
    together ranks first."""
    typed = stems(query.cleaned)
    return _words_expression(conn, "chunk_stems_vocab", [f"{a} {b}" for a, b in zip(typed, typed[1:])])


def _words_expression(conn, vocab: str, forms: list[str]) -> str | None:
    phrases = [f for f in forms if " " in f]
    singles = [f for f in forms if f and " " not in f]
    rows = document_counts(conn, vocab, singles + [w for p in phrases for w in p.split()])
    # A word the tokenizer folds (café -> cafe) is missing from the counts but may still match: kept, last.
    words = sorted(singles, key=lambda w: rows.get(w, ANCHOR_ROWS))[:MAX_TOKENS]
    words = without_common(conn, words, rows)
    rows.update({p: _phrase_rows(p.split(), rows) for p in phrases})
    return bounded(words + phrases, rows)


def _term_candidates(forms: tuple[str, ...]) -> tuple[str, list[str]]:
    """SQL condition on files for names that may hold one of these forms: those of 3+ characters by trigram (name
    or path), short Latin ones as words of the name, short Thai ones as substrings."""
    parts, values = [], []
    longer = [quote(f) for f in forms if len(f) >= SHORT_FORM]
    latin = [quote(f) for f in forms if is_short_latin(f)]
    if longer:
        parts.append("SELECT rowid FROM names WHERE names MATCH ?")
        values.append(" OR ".join(longer))
    if latin:
        parts.append("SELECT rowid FROM name_words WHERE name_words MATCH ?")
        values.append(" OR ".join(latin))
    for form in (f for f in forms if len(f) < SHORT_FORM and has_thai(f)):
        parts.append("SELECT id FROM files WHERE name LIKE ?")
        values.append("%" + form.replace("%", "").replace("_", "") + "%")
    return "id IN (" + " UNION ".join(parts) + ")", values


def name_candidates(query: Query) -> tuple[str, list[str]]:
    """SQL condition on files for names that may hold every term (_term_candidates)."""
    clauses, params = [], []
    for term in query.terms:
        clause, values = _term_candidates(term.forms)
        clauses.append(clause)
        params.extend(values)
    return " AND ".join(clauses), params


NAME_TERM_FILES = 500  # a term whose forms more names than this hold says little of which file is meant
SOUNDED_NAMES = 20_000  # the Thai names sounded out for a request's Latin words (engine/index/roman.py)


def name_shares(conn, query: Query, least_terms: int = 1) -> dict[str, float]:
    """The files whose name holds some of the query's terms, each with the share it holds of what the names can
    tell: a term weighs by how few names hold it (log(1 + files / names holding it)), a term no name holds
    weighs nothing, and Thai forms under three letters are left out (ขอ is in ขอบเขต). "which quotes for dental
    supplies do i have saved?" gives ใบเสนอราคา_สยามเดนทัล_2567.txt a share for "quotes" (its synonym
    ใบเสนอราคา) though no name holds "supplies": a request in sentences seldom has every word in a name, which
    name_hits asks (dental set, session 16). Only names holding least_terms of them (the sounded-out name counting as
    one) are given."""
    total = conn.execute("SELECT count(*) FROM files").fetchone()[0]
    held: dict[str, float] = {}
    terms: dict[str, int] = {}
    weights = 0.0
    for term in query.terms:
        forms = tuple(form for form in term.forms if not (has_thai(form) and len(form) < SHORT_FORM))
        if not forms:
            continue
        clause, params = _term_candidates(forms)
        rows = conn.execute(f"SELECT name, path FROM files WHERE {clause} LIMIT {NAME_TERM_FILES + 1}", params)
        paths = {path for name, path in rows if any(name_contains(name, form) for form in forms)}
        if not paths or len(paths) > NAME_TERM_FILES:
            continue
        weight = math.log1p(total / len(paths))
        weights += weight
        for path in paths:
            held[path] = held.get(path, 0.0) + weight
            terms[path] = terms.get(path, 0) + 1
    # The request's Latin words as a Thai name sounds ("Lanna Travel" for ล้านนาทราเวล, engine/index/roman.py): one
    # more term, held by the names whose romanised words match.
    words = [term.text for term in query.terms]
    weights += _sounded_term(conn, held, terms, total, "*[ก-๏]*", name_keys, request_keys(words))
    # and the request's Thai words as a Latin name sounds (พาหุรัด for PhahuratTextile_invoice.pdf): one more term
    weights += _sounded_term(conn, held, terms, total, "*[A-Za-z]*", latin_keys, thai_request_keys(words))
    return {path: weight / weights for path, weight in held.items() if terms[path] >= least_terms} if weights else {}


def _sounded_term(conn, held: dict[str, float], terms: dict[str, int], total: int, names: str, keyed,
                  keys: set[str]) -> float:
    """Count the names (those matching the GLOB names) whose keys (keyed(name)) meet the request's keys as one more
    term held (name_shares); its weight. Keying a name takes ~0.3 ms when it is romanised, once a process: past
    SOUNDED_NAMES the first request would wait."""
    if not keys:
        return 0.0
    rows = conn.execute(f"SELECT name, path FROM files WHERE name GLOB ? LIMIT {SOUNDED_NAMES}", (names,))
    paths = {path for name, path in rows if keyed(name) & keys}
    if not paths or len(paths) > NAME_TERM_FILES:
        return 0.0
    weight = math.log1p(total / len(paths))
    for path in paths:
        held[path] = held.get(path, 0.0) + weight
        terms[path] = terms.get(path, 0) + 1
    return weight


def run_leg(conn, name: str, table: str, expression: str | None, weight: float) -> Leg:
    if not expression:
        return Leg(name, weight, {})
    # rank is bm25, computed once per row for the ordering; bm25() in the SELECT would compute it again.
    sql = (f"SELECT m.id, c.file_id, m.score FROM (SELECT rowid AS id, -rank AS score FROM {table} "
           f"WHERE {table} MATCH ? ORDER BY rank LIMIT {LEG_DEPTH}) AS m JOIN chunks AS c ON c.id = m.id")
    return Leg(name, weight, {cid: (fid, score) for cid, fid, score in conn.execute(sql, (expression,))})


def short_term_leg(conn, query: Query) -> Leg:
    """Chunks holding a 1-2 character Thai term inside a longer word (ไป in ไปเที่ยว): a bounded LIKE scan.
    A short Latin term (CV, PO) is a whole word or nothing: 'po' inside 'report' is not a hit."""
    chunks: dict[int, tuple[int, float]] = {}
    for term in query.terms:
        if len(term.text) < SHORT_FORM and not is_short_latin(term.text):
            pattern = "%" + term.text.replace("%", "").replace("_", "") + "%"
            sql = (f"SELECT m.rowid, c.file_id FROM chunk_grams AS m JOIN chunks AS c ON c.id = m.rowid "
                   f"WHERE m.text LIKE ? LIMIT {SHORT_TERM_SCAN}")
            chunks.update({cid: (fid, 1.0) for cid, fid in conn.execute(sql, (pattern,))})
    return Leg("short", 1.0, chunks)


def fuse(legs: list[Leg]) -> list[tuple[int, float, int]]:
    """(file id, score, best chunk id), best first: per leg the best chunk of a file, scaled by the leg's top."""
    files: dict[int, float] = {}
    best: dict[int, tuple[float, int]] = {}
    for leg in legs:
        top = max((score for _, score in leg.chunks.values()), default=0.0)
        if top <= 0:
            continue
        per_file: dict[int, tuple[float, int]] = {}
        for chunk_id, (file_id, score) in leg.chunks.items():
            part = leg.weight * score / top
            if part > per_file.get(file_id, (-1.0, 0))[0]:
                per_file[file_id] = (part, chunk_id)
        for file_id, (part, chunk_id) in per_file.items():
            files[file_id] = files.get(file_id, 0.0) + part
            if part > best.get(file_id, (-1.0, 0))[0]:
                best[file_id] = (part, chunk_id)
    return sorted(((fid, score, best[fid][1]) for fid, score in files.items()), key=lambda item: (-item[1], item[0]))


def snippet(text: str, query: Query) -> str:
    """A short window around the first matched term, whitespace collapsed."""
    folded = text.casefold()
    positions = [p for term in query.terms for form in term.forms if (p := folded.find(form)) >= 0]
    start = max(0, min(positions) - SNIPPET_CHARS // 3) if positions else 0
    window = " ".join(text[start: start + SNIPPET_CHARS].split())
    return ("…" if start else "") + window + ("…" if start + SNIPPET_CHARS < len(text) else "")


def gram_leg(conn, query: Query) -> Leg:
    return run_leg(conn, "trigram", "chunk_grams", gram_expression(conn, query), GRAM_WEIGHT)


def word_leg(conn, query: Query) -> Leg:
    return run_leg(conn, "words", "chunk_words", word_expression(conn, query), WORD_WEIGHT)


def stem_leg(conn, query: Query) -> Leg:
    weight = STEM_WEIGHT * english_share([term.text for term in query.terms])
    expression = stem_expression(conn, query) if weight else None  # an all-Thai question: not worth a query
    return run_leg(conn, "stems", "chunk_stems", expression, weight)


def pair_leg(conn, query: Query) -> Leg:
    weight = PAIR_WEIGHT * english_share([term.text for term in query.terms])
    expression = pair_expression(conn, query) if weight else None
    return run_leg(conn, "pairs", "chunk_stems", expression, weight)


def lexical_legs(conn, query: Query, beside: Beside | None = None) -> list[Leg]:
    """The trigram, word, stem and pair legs, plus the short-term scan when none found anything. When beside
    is given, the word and stem legs run on a second connection: the two halves cost about the same."""
    if beside is None:
        legs = [gram_leg(conn, query), word_leg(conn, query), stem_leg(conn, query), pair_leg(conn, query)]
    else:
        # The pool waits for the other half even if gram_leg raises.
        other_half = beside(lambda other: (word_leg(other, query), stem_leg(other, query)))
        gram, pair = gram_leg(conn, query), pair_leg(conn, query)
        words, stem = other_half.result()
        legs = [gram, words, stem, pair]
    if not any(leg.chunks for leg in legs):
        legs.append(short_term_leg(conn, query))
    found = {cid: fid for leg in legs for cid, (fid, _) in leg.chunks.items()}
    return legs + [Leg("numbers", NUMBER_WEIGHT, {c: (found[c], n) for c, n in held_numbers(conn, query, found).items()})]


def content_hits(conn, query: Query, beside: Beside | None = None) -> list[tuple[int, float, int]]:
    return fuse(lexical_legs(conn, query, beside))


def name_hits(conn, query: Query, limit: int) -> list[tuple[tuple[int, int], int, str]]:
    """(rank, file id, path) of files whose name matches by the plain rules."""
    condition, params = name_candidates(query)
    rows = conn.execute(f"SELECT id, name, path FROM files WHERE {condition} LIMIT 2000", params)
    ranked = [(rank, fid, path) for fid, name, path in rows if (rank := name_rank(name, query)) is not None]
    return sorted(ranked)[: limit * 4]


def search_index(conn, query: Query, limit: int, allowed, beside: Beside | None = None) -> list[Hit]:
    """Name hits first (by rule), then content hits (by fused score); each file once, each path allowed()."""
    hits: dict[str, Hit] = {}
    content = content_hits(conn, query, beside)
    best_chunk = {file_id: chunk_id for file_id, _, chunk_id in content}
    for rank, file_id, path in name_hits(conn, query, limit):
        if len(hits) < limit and path not in hits and allowed(Path(path)):
            hits[path] = _hit(conn, query, file_id, best_chunk.get(file_id), 1.0 / (1 + rank[0]), "name")
    for file_id, score, chunk_id in content:
        if len(hits) >= limit:
            break
        path, = conn.execute("SELECT path FROM files WHERE id = ?", (file_id,)).fetchone()
        if path not in hits and allowed(Path(path)):
            hits[path] = _hit(conn, query, file_id, chunk_id, round(score, 4), "content")
    return list(hits.values())


def _hit(conn, query: Query, file_id: int, chunk_id: int | None, score: float, match: str) -> Hit:
    path, kind = conn.execute("SELECT path, kind FROM files WHERE id = ?", (file_id,)).fetchone()
    withheld = withheld_parts(conn, file_id)
    if chunk_id is None:
        return Hit(path, kind, "", "", score, match, withheld)
    location, text = conn.execute("SELECT location, text FROM chunks WHERE id = ?", (chunk_id,)).fetchone()
    # The chunk is scanned whole with its neighbours, not just the window: a window can show a password's
    # value without its label, and a chunk can hold the body of a key whose BEGIN line is in the one before.
    findings = exposed(conn, chunk_id)
    if findings:
        withheld_snippet = f"[snippet withheld: it is near {describe_findings(findings[:3])}]"
        return Hit(path, kind, location, withheld_snippet, score, match, withheld)
    return Hit(path, kind, location, snippet(text, query), score, match, withheld)
