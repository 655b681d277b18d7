from pathlib import Path

from engine.index import passages, store
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


def test_a_file_named_by_two_of_the_questions_words_comes_before_a_chat_that_holds_more_of_them(build_index, monkeypatch):
    chat = "\n".join(["แพร: ตามสัญญา งวดสุดท้าย เก็บก่อนงานนะ", "ต้น: โอเคครับ ครบกำหนดเมื่อไหร่บอกนะ"])
    contract = "\n".join(["ข้อ 3. ค่าออแกไนซ์รวม 85,000 บาท แบ่งชำระ 3 งวด",
                          "ข้อ 4. งวดสุดท้าย 25,500 บาท ครบกำหนดวันที่ 8 พฤศจิกายน 2568"])
    index, root = build_index({"LINE_ทีมงาน.txt": chat, "สัญญาจ้างออแกไนซ์_มายด์ต้น.txt": contract})
    conn = store.connect(index.db_path)

    def first(question: str) -> str:
        ranked = lexical_passages(conn, parse_query(question), 10)
        return Path(chunk_rows(conn, [ranked[0][0]])[ranked[0][0]].path).name

    question = "ตามสัญญาจ้างออแกไนซ์ของมายด์ต้น งวดสุดท้ายเก็บเท่าไหร่ ครบกำหนดวันไหน"
    assert first(question) == "สัญญาจ้างออแกไนซ์_มายด์ต้น.txt"
    assert first("ตามสัญญา งวดสุดท้ายเก็บเท่าไหร่ ครบกำหนดวันไหน") == "LINE_ทีมงาน.txt"  # one word of the name is not enough
    monkeypatch.setattr(passages, "NAME_WEIGHT", 0.0)
    assert first(question) == "LINE_ทีมงาน.txt"  # by their words alone, the chat
