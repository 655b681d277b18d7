"""Which query tokens anchor a leg, and the cached document counts behind that choice."""
from __future__ import annotations

from engine.index import rarity, search, store
from engine.index.query import parse_query


def add(conn, path: str, texts: list[str]) -> None:
    store.put_file(conn, store.FileRecord(path, path.rsplit("/", 1)[-1], "/d", 1, 1.0, "text"),
                   [store.Chunk(n, f"line {n + 1}", text) for n, text in enumerate(texts)])
    conn.commit()


def test_anchors_are_the_rarest_tokens_within_the_budget():
    rows = {"common": 900, "rare": 3, "middle": 40, "scarce": 10}
    assert rarity.anchors(rows, budget=60) == ["rare", "scarce", "middle"]
    assert rarity.anchors(rows, budget=5) == ["rare"]


def test_anchors_always_include_one_token_in_the_index():
    # Absent tokens cost nothing but match nothing: a leg anchored only on them would find no file.
    assert rarity.anchors({"absent": 0, "common": 900}, budget=10) == ["absent", "common"]


def test_counts_leave_out_absent_tokens(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    add(conn, "/d/a.txt", ["zebra stripes", "zebra again"])
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra", "okapi"]) == {"zebra": 2}


def test_counts_follow_an_index_that_grew(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    add(conn, "/d/a.txt", ["zebra"] * 10)
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra"]) == {"zebra": 10}
    add(conn, "/d/b.txt", ["zebra"] * 10)
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra"]) == {"zebra": 20}


def test_a_token_absent_at_the_first_search_is_found_once_indexed(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    add(conn, "/d/a.txt", [f"filler {n}" for n in range(100)])
    assert rarity.document_counts(conn, "chunk_words_vocab", ["okapi"]) == {}
    add(conn, "/d/b.txt", ["okapi"])  # 1% growth: the cache stays, but absent tokens were never cached
    assert rarity.document_counts(conn, "chunk_words_vocab", ["okapi"]) == {"okapi": 1}


def test_a_common_query_ranks_only_chunks_holding_a_rare_token(tmp_path, monkeypatch):
    conn = store.connect(tmp_path / "i.sqlite3")
    for n in range(30):
        add(conn, f"/d/common{n}.txt", ["annual budget report meeting"])
    add(conn, "/d/target.txt", ["annual budget report meeting about the okapi"])
    monkeypatch.setattr(search, "ANCHOR_ROWS", 5)
    expression = search.word_expression(conn, parse_query("annual budget okapi"))
    anchored = expression.split(" AND ")[0]
    assert '"okapi"' in anchored and '"annual"' not in anchored and '"budget"' not in anchored
    ranked = conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH ?", (expression,)).fetchone()[0]
    assert ranked == 1
    best = search.content_hits(conn, parse_query("annual budget okapi"))[0][0]
    assert conn.execute("SELECT name FROM files WHERE id = ?", (best,)).fetchone()[0] == "target.txt"


def test_punctuation_in_a_common_abbreviation_does_not_make_it_an_anchor(tmp_path, monkeypatch):
    # พ.ศ. splits into พ . ศ .: the "." parts are no tokens, so they must not count as absent (rarest) words.
    conn = store.connect(tmp_path / "i.sqlite3")
    for n in range(30):
        add(conn, f"/d/year{n}.txt", [f"ในปี พ.ศ. 25{n:02d} มีการประชุม"])
    add(conn, "/d/target.txt", ["ในปี พ.ศ. 2519 okapi"])
    monkeypatch.setattr(search, "ANCHOR_ROWS", 5)
    expression = search.word_expression(conn, parse_query("พ.ศ. okapi"))
    anchored = expression.split(" AND ")[0]
    assert '"okapi"' in anchored and "พ" not in anchored
    ranked = conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH ?", (expression,)).fetchone()[0]
    assert ranked == 1
    best = search.content_hits(conn, parse_query("พ.ศ. okapi"))[0][0]
    assert conn.execute("SELECT name FROM files WHERE id = ?", (best,)).fetchone()[0] == "target.txt"


def live_count_queries(conn) -> list[str]:
    """The statements that walk a posting list to count a token, as they run."""
    seen: list[str] = []
    conn.set_trace_callback(lambda sql: seen.append(sql) if "_vocab WHERE term IN" in sql else None)
    return seen


def test_a_fresh_process_reads_common_counts_from_the_stored_table(tmp_path, monkeypatch):
    monkeypatch.setattr(rarity, "STORED_MIN", 5)
    conn = store.connect(tmp_path / "i.sqlite3")
    add(conn, "/d/a.txt", ["zebra"] * 10 + ["okapi"])
    rarity.store_counts(conn)
    rarity._caches.clear()  # a new process
    live = live_count_queries(conn)
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra", "okapi", "absent"]) == {"zebra": 10, "okapi": 1}
    assert live and all("'zebra'" not in sql and "'okapi'" in sql for sql in live)  # only the rare ones counted


def test_stored_counts_are_left_alone_until_the_index_moves_by_a_tenth(tmp_path, monkeypatch):
    monkeypatch.setattr(rarity, "STORED_MIN", 5)
    conn = store.connect(tmp_path / "i.sqlite3")
    add(conn, "/d/a.txt", ["zebra"] * 20)
    assert rarity.counts_stale(conn)  # never stored
    rarity.store_counts(conn)
    add(conn, "/d/b.txt", ["zebra"])
    assert not rarity.counts_stale(conn)  # 5% more chunks: an unchanged re-scan pays nothing either
    add(conn, "/d/c.txt", ["zebra"] * 5)
    rarity._caches.clear()
    # 30% more: the stored 20 is stale, so it is counted live until the indexer stores it again
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra"]) == {"zebra": 26}
    assert rarity.counts_stale(conn)
    rarity.store_counts(conn)
    rarity._caches.clear()
    live = live_count_queries(conn)
    assert rarity.document_counts(conn, "chunk_words_vocab", ["zebra"]) == {"zebra": 26} and not live
