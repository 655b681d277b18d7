"""The answer eval's choices and scoring, on a scripted model over four small Thai articles."""
from __future__ import annotations

from tests.eval.eval_answers import pick, run_model, table, write_contexts
from tests.eval.planned_model import PlannedBackend

ARTICLES = [
    ("วัดอรุณราชวราราม", "วัดอรุณราชวรารามเป็นวัดโบราณริมแม่น้ำเจ้าพระยา ฝั่งธนบุรี พระปรางค์ของวัดสูง 81 เมตร",
     "พระปรางค์วัดอรุณสูงกี่เมตร", "81 เมตร"),
    ("แมวสีสวาด", "แมวสีสวาดหรือแมวโคราชเป็นแมวพันธุ์ไทยจากจังหวัดนครราชสีมา ขนสีเทาเงิน ตาสีเขียว",
     "แมวสีสวาดมาจากจังหวัดอะไร", "นครราชสีมา"),
    ("ทุเรียน", "ทุเรียนได้ชื่อว่าราชาแห่งผลไม้ จังหวัดจันทบุรีปลูกทุเรียนมากที่สุด พันธุ์หมอนทองเป็นที่นิยมที่สุด",
     "ทุเรียนพันธุ์ที่นิยมที่สุดคือพันธุ์อะไร", "หมอนทอง"),
    ("ดอยอินทนนท์/ยอดเขา", "ดอยอินทนนท์เป็นยอดเขาที่สูงที่สุดในประเทศไทย สูง 2,565 เมตรจากระดับน้ำทะเล อยู่ในจังหวัดเชียงใหม่",
     "ดอยอินทนนท์สูงกี่เมตร", "2,565 เมตร"),
]
ROWS = [{"article_id": f"a{n}", "question_id": f"a{n}_0", "title": title, "context": context, "question": question,
         "answers": {"text": [answer]}} for n, (title, context, question, answer) in enumerate(ARTICLES)]
NO_MODEL_IN_SEARCH = {"expand_seconds": 0.0, "rerank_candidates": 0}  # the plans answer only the agent's steps


def test_questions_are_picked_by_article_the_same_way_every_time():
    asked, held, indexed = pick(ROWS + [dict(ROWS[0], question_id="a0_1", question="วัดอรุณอยู่ริมแม่น้ำอะไร")],
                                limit=3, held_out=1, seed=3)
    assert (asked, held, indexed) == pick(ROWS + [dict(ROWS[0], question_id="a0_1", question="วัดอรุณอยู่ริมแม่น้ำอะไร")],
                                          limit=3, held_out=1, seed=3)
    assert len(held) == 1 and len(asked) == 3
    assert len({row["article_id"] for row in asked + held}) == 4  # one question per article
    assert held[0]["context"] not in indexed and all(row["context"] in indexed for row in asked)


def test_each_context_is_a_file_named_by_its_title(tmp_path):
    rows = ROWS + [dict(ROWS[1], article_id="a9", context="แมวสีสวาดอีกบทความหนึ่ง")]
    paths = write_contexts(rows, [row["context"] for row in rows], tmp_path)
    assert sorted(p.name for p in paths.values()) == sorted(
        ["วัดอรุณราชวราราม.txt", "แมวสีสวาด.txt", "แมวสีสวาด (2).txt", "ทุเรียน.txt", "ดอยอินทนนท์ ยอดเขา.txt"])
    assert paths[ROWS[2]["context"]].read_text(encoding="utf-8") == ROWS[2]["context"]


def test_a_scripted_run_is_scored_and_tabled(tmp_path):
    asked, held, indexed = pick(ROWS, limit=2, held_out=1)
    right, wrong, hidden = asked[0], asked[1], held[0]
    folder = tmp_path / "Documents"
    folder.mkdir()
    paths = write_contexts(ROWS, indexed, folder)

    def plan(row, answer):  # "ตามเอกสารของฉัน …" is routed to rag_search: the model only answers
        return [answer]

    backend = PlannedBackend({
        right["question"]: plan(right, f"ตามเอกสาร คำตอบคือ {right['answers']['text'][0]} [1]"),
        # A miss in the passage's words (an answer that adds nothing of them is replaced by their best line).
        wrong["question"]: plan(wrong, "ตามเอกสาร " + max(wrong["context"].split(wrong["answers"]["text"][0]), key=len)[-20:]),
        hidden["question"]: plan(hidden, "ไม่พบข้อมูลนี้ในเอกสารของคุณ"),
    })
    results = run_model("scripted", folder, paths, asked, held, tmp_path, backend=backend, **NO_MODEL_IN_SEARCH)

    assert [r["question"] for r in results] == [f"ตามเอกสารของฉัน {row['question']}" for row in (right, wrong, hidden)]
    assert [r.get("contains_gold") for r in results] == [True, False, None]
    assert [r["language_right"] for r in results] == [True, True, True]
    assert results[2]["said_not_found"] and results[2]["held_out"]
    lines = table({"scripted": results}).splitlines()
    assert any(line.startswith("contains gold (goal ≥ 60 %)") and line.endswith("50 % (1/2)") for line in lines)
    assert any(line.startswith("right source cited") and line.endswith("100 % (2/2)") for line in lines)
    assert any(line.startswith("question's language") and line.endswith("100 % (3/3)") for line in lines)
    assert any(line.startswith("held out: says not found") and line.endswith("100 % (1/1)") for line in lines)
    assert any(line.startswith("turns with an error") and line.endswith(" 0") for line in lines)


def test_two_models_are_reported_side_by_side():
    def result(gold, seconds):
        return {"held_out": False, "contains_gold": gold, "right_source": True, "language_right": True,
                "low_quality": False, "error": False, "cited_from": "cited", "seconds": seconds, "cpu_seconds": 1.0}

    lines = table({"qwen2.5-coder-0.5b": [result(True, 40.0), result(True, 50.0)],
                   "smollm2-135m": [result(False, 10.0), result(True, 20.0)]}).splitlines()
    assert lines[0].split() == ["qwen2.5-coder-0.5b", "smollm2-135m"]
    gold = next(line for line in lines if line.startswith("contains gold"))
    assert gold.split()[-6:] == ["100", "%", "(2/2)", "50", "%", "(1/2)"]
    assert next(line for line in lines if line.startswith("median seconds")).split()[-2:] == ["45.0", "15.0"]


def test_a_long_thai_title_is_cut_to_a_name_the_file_system_takes(tmp_path):
    title = "คงจะดี ถ้าร่างกายได้ผ่อนคลายตอนทำงาน" * 5  # 185 Thai characters: 555 bytes in UTF-8
    rows = [dict(ROWS[0], title=title)]
    [path] = write_contexts(rows, [ROWS[0]["context"]], tmp_path).values()
    assert path.read_text(encoding="utf-8") == ROWS[0]["context"]
    assert len(path.name.encode("utf-8")) <= 255 and title.startswith(path.stem)
