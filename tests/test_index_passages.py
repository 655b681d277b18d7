from engine.index import store
from engine.index.passages import chunk_rows, chunk_stamps, chunk_texts, lexical_passages
from engine.index.query import parse_query


def test_lexical_passages_rank_chunks_not_files(build_index):
    index, root = build_index({"a.txt": "ค่าเช่าเดือนละ 12,000 บาท", "b.txt": "เงินมัดจำ 24,000 บาท"})
    conn = store.connect(index.db_path)
    ranked = lexical_passages(conn, parse_query("เงินมัดจำ"), 10)
    rows = chunk_rows(conn, [cid for cid, _ in ranked])
    assert rows[ranked[0][0]].path == str(root / "b.txt") and rows[ranked[0][0]].location == "line 1"
    assert lexical_passages(conn, parse_query(""), 10) == []


def test_stamps_change_when_the_file_changes(build_index):
    index, root = build_index({"a.txt": "alpha"})
    conn = store.connect(index.db_path)
    [(cid, stamp)] = list(chunk_stamps(conn))
    assert chunk_texts(conn, [cid]) == {cid: "alpha"} and stamp.startswith(str(root / "a.txt"))
    (root / "a.txt").write_text("alpha beta", encoding="utf-8")
    index.indexer.run()
    assert [s for _, s in chunk_stamps(conn)] != [stamp]
