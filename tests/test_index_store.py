"""The on-disk store: bundled SQLite, triggers that keep the FTS tables in step."""
from __future__ import annotations

from engine.index import store


def test_bundled_sqlite_finds_short_thai_with_trigram_like(tmp_path):
    # Debian's stdlib SQLite 3.40 returns no rows here: the index must use the bundled build.
    conn = store.connect(tmp_path / "i.sqlite3")
    store.put_file(conn, store.FileRecord("/d/a.txt", "a.txt", "/d", 10, 1.0, "text"),
                   [store.Chunk(0, "line 1", "เราจะไปเที่ยวกัน")])
    rows = conn.execute("SELECT rowid FROM chunk_grams WHERE text LIKE '%ไป%'").fetchall()
    assert rows


def test_replacing_and_deleting_a_file_leaves_no_stale_rows(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    record = store.FileRecord("/d/a.txt", "a.txt", "/d", 10, 1.0, "text")
    store.put_file(conn, record, [store.Chunk(0, "line 1", "old banana text")])
    file_id = store.put_file(conn, record, [store.Chunk(0, "line 1", "new cherry text")])
    assert conn.execute("SELECT count(*) FROM chunk_grams WHERE chunk_grams MATCH 'banana'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH 'cherry'").fetchone()[0] == 1
    store.delete_files(conn, [file_id])
    assert store.counts(conn) == store.IndexCounts(files=0, chunks=0, failed=0)
    assert conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH 'cherry'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM names WHERE names MATCH ?", ('"a.txt"',)).fetchone()[0] == 0


def test_english_stems_and_name_words_follow_their_file(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    record = store.FileRecord("/d/MyCV.txt", "MyCV.txt", "/d", 10, 1.0, "text")
    file_id = store.put_file(conn, record, [store.Chunk(0, "line 1", "Cherries were picked")])
    assert conn.execute("SELECT count(*) FROM chunk_stems WHERE chunk_stems MATCH 'cherri'").fetchone()[0] == 1
    assert conn.execute("SELECT rowid FROM name_words WHERE name_words MATCH 'cv'").fetchall() == [(file_id,)]
    store.delete_files(conn, [file_id])
    assert conn.execute("SELECT count(*) FROM chunk_stems WHERE chunk_stems MATCH 'cherri'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM name_words WHERE name_words MATCH 'cv'").fetchone()[0] == 0


def test_failures_are_listed(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    store.put_file(conn, store.FileRecord("/d/bad.pdf", "bad.pdf", "/d", 10, 1.0, "pdf", "not a PDF"), [])
    assert store.failures(conn) == [("/d/bad.pdf", "not a PDF")]
    assert store.counts(conn).failed == 1


def test_an_index_from_an_older_schema_is_rebuilt(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    store.put_file(conn, store.FileRecord("/d/a.txt", "a.txt", "/d", 10, 1.0, "text"), [store.Chunk(0, "line 1", "x")])
    conn.execute("UPDATE meta SET value = 'old' WHERE key = 'schema'")
    conn.commit()
    conn.close()
    conn = store.connect(tmp_path / "i.sqlite3")
    assert store.counts(conn) == store.IndexCounts(files=0, chunks=0, failed=0)
    assert store.known_files(conn) == {}  # so the next run reads every file again


def test_thai_vowel_and_tone_marks_stay_inside_words(tmp_path):
    # unicode61 alone splits ที่ at its marks (ท), so ดี would also match ดู.
    conn = store.connect(tmp_path / "i.sqlite3")
    store.put_file(conn, store.FileRecord("/d/a.txt", "a.txt", "/d", 10, 1.0, "text"), [store.Chunk(0, "line 1", "ดู ก่อตั้ง")])
    terms = {row[0] for row in conn.execute("SELECT term FROM chunk_words_vocab")}
    assert terms == {"ดู", "ก่อตั้ง"}
    assert conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH ?", ('"ดี"',)).fetchone()[0] == 0


def test_a_rebuilt_index_forgets_its_stored_token_counts(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    conn.execute("INSERT INTO meta(key, value) VALUES ('counts_basis', '100')")
    conn.execute("INSERT INTO term_counts(vocab, term, doc) VALUES ('chunk_words_vocab', 'zebra', 100)")
    conn.execute("UPDATE meta SET value = 'old' WHERE key = 'schema'")
    conn.commit()
    conn.close()
    conn = store.connect(tmp_path / "i.sqlite3")
    assert conn.execute("SELECT count(*) FROM term_counts").fetchone() == (0,)
    assert conn.execute("SELECT key FROM meta").fetchall() == [("schema",)]  # so the next run stores them again


def test_optimize_keeps_every_match_and_gives_the_wal_back(tmp_path):
    conn = store.connect(tmp_path / "i.sqlite3")
    for n in range(30):  # one commit each: many segments, as the indexer leaves them
        store.put_file(conn, store.FileRecord(f"/d/{n}.txt", f"{n}.txt", "/d", 1, 1.0, "text"),
                       [store.Chunk(0, "line 1", f"สัญญาเช่า lantern {n}")])
        conn.commit()
    store.optimize(conn)
    assert conn.execute("SELECT count(*) FROM chunk_grams WHERE chunk_grams MATCH '\"สัญญา\"'").fetchone() == (30,)
    assert conn.execute("SELECT count(*) FROM chunk_words WHERE chunk_words MATCH 'lantern'").fetchone() == (30,)
    assert (tmp_path / "i.sqlite3-wal").stat().st_size == 0


def test_many_connections_to_a_fresh_index_at_once_all_open(tmp_path):
    """The indexer and the readers open a new index together: none may fail with 'database is locked'."""
    import threading

    from engine.index import store

    errors, opened = [], 0
    for attempt in range(15):
        path = tmp_path / f"fresh{attempt}" / "index.sqlite3"
        connections = []
        start = threading.Barrier(6)

        def open_one():
            start.wait()
            try:
                connection = store.connect(path)
                connection.execute("SELECT count(*) FROM files").fetchone()  # a reader's first query
                connections.append(connection)
            except Exception as exc:  # collected, asserted below
                errors.append(exc)

        threads = [threading.Thread(target=open_one) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for connection in connections:
            assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            connection.close()
        opened += len(connections)
    assert errors == [] and opened == 15 * 6
