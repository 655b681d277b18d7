"""The quality gate over bench/agent_folder.py's household folder: a short or two-file household question
is not called weak because retrieval's first passage holds only part of it; an unrelated one still is."""
from __future__ import annotations

from pathlib import Path

import pytest

from bench.agent_folder import write_folder
from engine.config import load_config
from engine.index import open_index
from engine.knowledge.passages import Knowledge


@pytest.fixture(scope="module")
def household(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("household")
    docs = write_folder(workdir)
    config = load_config(env={"HOME": str(workdir)}, backend="scripted", data_dir=workdir / "data", roots=(docs,))
    index = open_index(config, project_dir=workdir)
    assert index.indexer.run().state == "done"
    made = Knowledge(index, config.replace(rerank_candidates=0, expand_seconds=0.0))
    yield made
    made.close()


@pytest.mark.parametrize(("question", "answer_in"), [
    # The first passage is the bill (one side); the budget row below it holds the other.
    ("Compare the May electricity bill with the electricity line of the 2567 household budget: is it over budget?",
     "งบประมาณครัวเรือน_2567.xlsx"),
    # The first passage is a budget table naming ค่าเช่า (Rent); the Thai clause below it answers.
    ("rent in contract", "สัญญาเช่า.docx"),
])
def test_a_household_question_answered_below_the_first_passage_passes_the_gate(household, question, answer_in):
    result = household.search(question)
    assert answer_in in [Path(p.path).name for p in result.passages]
    assert not result.verdict.weak, result.verdict.reasons


@pytest.mark.parametrize("question", ["ถ้าจ่ายค่าเช่าช้า ค่าปรับวันละเท่าไร", "late fee", "บิลค่าไฟ หน่วย"])
def test_a_short_household_question_over_a_thai_clause_or_a_bill_passes_the_gate(household, question):
    assert not household.search(question).verdict.weak


@pytest.mark.parametrize("question", ["What does my lease say about keeping pets?", "passport number",
                                      "pad thai recipe", "gym membership fee", "ค่าส่วนกลางคอนโด"])
def test_an_unrelated_household_question_stays_weak(household, question):
    assert household.search(question).verdict.weak


@pytest.mark.parametrize(("question", "answer_in"), [
    # a spreadsheet row: งบ and กินข้าว are in it, apart
    ("งบกินข้าวปีนี้เท่าไร", "งบประมาณครัวเรือน_2567.xlsx"),
    # a Thai abbreviation of the month over an English bill
    ("ค่าไฟเดือน พ.ค. เท่าไหร่", "electricity_bill_may_2024.pdf"),
    ("how many eggs do I need to buy", "รายการซื้อของ.txt"),
    # a short Buddhist-era year and an informal word (ค่ารถ for ค่าเดินทาง) over a budget row; "ปี 67 ตั้งงบค่าเน็ต
    # ไว้เท่าไร" still fails (ตั้ง, ไว้ count against the row: the change that dropped Thai function words from
    # coverage flagged fewer held-out iapp questions, and was reverted)
    ("ค่ารถต่อเดือนปี 67 เท่าไหร่", "งบประมาณครัวเรือน_2567.xlsx"),
    # ไตรมาส 3 in the Thai notes is the question's Q3
    ("How big is the Q3 ad budget from the marketing meeting?", "บันทึกประชุม_ทีมการตลาด.md"),
    ("when does the rainy season campaign start?", "บันทึกประชุม_ทีมการตลาด.md"),
])
def test_a_household_question_in_the_words_people_use_passes_the_gate(household, question, answer_in):
    result = household.search(question)
    assert answer_in in [Path(p.path).name for p in result.passages]
    assert not result.verdict.weak, result.verdict.reasons


@pytest.mark.parametrize("question", ["งบค่าเช่าปี 65 เท่าไร", "ทีมการตลาดได้งบไตรมาส 4 เท่าไร"])
def test_a_short_year_or_a_quarter_the_folder_lacks_stays_weak(household, question):
    assert household.search(question).verdict.weak


@pytest.mark.parametrize(("question", "number"), [("งบค่าเช่าปี 2565 เดือนละเท่าไร", "2565"),
                                                  ("What was the Q3 revenue?", "q3")])
def test_a_question_about_a_year_or_quarter_the_folder_lacks_stays_weak(household, question, number):
    verdict = household.search(question).verdict
    assert verdict.weak and any(number in reason for reason in verdict.reasons)


@pytest.mark.parametrize("year", ["2566", "2567"])
def test_the_year_a_question_names_decides_between_the_two_budgets(household, year):
    result = household.search(f"งบค่าไฟปี {year} เดือนละเท่าไร")
    assert Path(result.passages[0].path).name == f"งบประมาณครัวเรือน_{year}.xlsx"
    assert not result.verdict.weak
