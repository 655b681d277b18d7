"""The agent-task bench's folder, judging and table, on a scripted model (not the real-model bench)."""
from __future__ import annotations

from pathlib import Path

import pytest

from bench.agent_folder import write_folder
from bench.agent_tasks import judge, load_tasks, run_model, table
from engine.readers.document import read_document
from tests.eval.agent_turns import TurnRecord
from tests.eval.planned_model import PlannedBackend

NO_MODEL_IN_SEARCH = {"expand_seconds": 0.0, "rerank_candidates": 0}


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return write_folder(tmp_path_factory.mktemp("tasks"))


def test_thirty_tasks_whose_files_exist_and_hold_the_checked_figures(folder, config):
    tasks = load_tasks()
    assert len(tasks) == 30 and len({task["id"] for task in tasks}) == 30
    names = {path.name: path for path in folder.rglob("*") if path.is_file()}
    for task in tasks:
        assert set(task["uses"]) <= set(names), task["id"]
    contract = read_document(names["สัญญาเช่า.docx"], config.replace(roots=(folder,))).text
    assert "12,500" in contract and "25,000" in contract


def test_the_dev3_tasks_checks_can_be_met_from_their_files(folder, config):
    """Every expected word of a dev3 task (written in other people's words) is in a file it uses, as a
    correct answer could say it: a figure, a date, a file's name; a list task's in the names of the folder's and
    the workspect's files."""
    from bench.agent_folder import WORKSPECT
    from tests.eval.answer_checks import contains_gold
    tasks = load_tasks(path=Path(__file__).parents[2] / "bench" / "data" / "agent_tasks_dev3.json")
    assert len({task["id"] for task in tasks}) == len(tasks) == 30
    names = {path.name: path for path in folder.rglob("*") if path.is_file()}
    reach = config.replace(roots=(folder,))
    for task in tasks:
        used = task["uses"] or list(names)
        said = " ".join(name + " " + (read_document(names[name], reach).text if task["uses"] else "") for name in used)
        said += "" if task["uses"] else " ".join(WORKSPECT)
        groups = task.get("answer", []) + [[word] for word in task.get("writes", {}).get("words", [])]
        assert all(contains_gold(said, group) for group in groups), task["id"]


def test_another_task_file_can_be_run_over_the_same_folder(tmp_path):
    held_out = tmp_path / "held_out.json"
    held_out.write_text('[{"id": "h1", "kind": "find", "request": "find my CV", "uses": ["CV.docx"]}]', encoding="utf-8")
    assert [task["id"] for task in load_tasks(path=held_out)] == ["h1"]
    assert load_tasks("h1,deposit", held_out) == load_tasks(path=held_out)


def _record(**fields) -> TurnRecord:
    return TurnRecord(question="q", **fields)


def test_a_figure_task_needs_the_file_read_or_cited_and_the_figure_in_the_answer(folder, tmp_path):
    rent = next(task for task in load_tasks() if task["id"] == "rent")
    contract = str(folder / "สัญญาเช่า.docx")
    assert judge(rent, _record(answer="เดือนละ ๑๒,๕๐๐ บาท", read=[contract]), tmp_path) == []
    assert judge(rent, _record(answer="เดือนละ 12500 บาท", cited=[contract]), tmp_path) == []
    assert judge(rent, _record(answer="เดือนละ 12,500 บาท", found=[contract]), tmp_path) == ["file"]
    assert judge(rent, _record(answer="ไม่ทราบ", read=[contract], errors=["context window"]), tmp_path) == [
        "answer", "error"]


def test_a_find_task_counts_a_search_hit_as_using_the_file(folder, tmp_path):
    find = next(task for task in load_tasks() if task["id"] == "find-cv")
    assert judge(find, _record(answer="Found it: CV.docx", found=[str(folder / "CV.docx")]), tmp_path) == []


def test_a_save_task_needs_the_named_file_with_every_expected_word(folder, tmp_path):
    skills = next(task for task in load_tasks() if task["id"] == "save-skills")
    cv = [str(folder / "CV.docx")]
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "Skills.md").write_text("- Python\n", encoding="utf-8")
    assert judge(skills, _record(read=cv), tmp_path) == ["write"]
    (tmp_path / "notes" / "Skills.md").write_text("- Python\n- SQL\n", encoding="utf-8")
    assert judge(skills, _record(read=cv), tmp_path) == []


def test_a_save_named_without_an_extension_is_met_by_that_name_with_one(folder, tmp_path):
    """"save as vinyl price increase": Klang writes "vinyl price increase.md"; "Skills.md" is not met by Skills.txt."""
    skills = next(task for task in load_tasks() if task["id"] == "save-skills")
    cv = [str(folder / "CV.docx")]
    (tmp_path / "Skills.txt").write_text("- Python\n- SQL\n", encoding="utf-8")
    assert judge(skills, _record(read=cv), tmp_path) == ["write"]
    bare = {**skills, "writes": {**skills["writes"], "name": "my skills"}}
    assert judge(bare, _record(read=cv), tmp_path) == ["write"]
    (tmp_path / "my skills.md").write_text("- Python\n- SQL\n", encoding="utf-8")
    assert judge(bare, _record(read=cv), tmp_path) == []


def test_a_scripted_run_is_judged_and_tabled(folder, tmp_path):
    tasks = [task for task in load_tasks() if task["id"] in ("rent", "save-skills")]
    # the rent asked again of a task whose gold no file holds: the judge marks its answer wrong
    tasks = [{**tasks[0], "id": "rent-misremembered", "answer": [["13,000"]]}, *tasks]
    backend = PlannedBackend({  # routing searches for both; code reads the CV before the model writes
        "ค่าเช่าเดือนละเท่าไหร่": ["ค่าเช่าเดือนละ 11,000 บาท"] * 2,  # the budget's figure, not the lease's
        "list my skills from my CV": ["- Python"],  # leaves out SQL, which code copies from the CV's Skills
    })
    results = run_model("scripted", tasks, folder, tmp_path, backend=backend, **NO_MODEL_IN_SEARCH)

    assert [(r["id"], r["ok"], r["failed"]) for r in results] == [
        ("rent-misremembered", False, ["answer"]), ("rent", True, []), ("save-skills", True, [])]
    # the model's figure is not shown alone: the lease's line, whose figure it leaves out, is beneath it
    assert results[1]["answer"].startswith("ค่าเช่าเดือนละ 11,000 บาท") and "12,500" in results[1]["answer"]
    skills = (tmp_path / "workspect" / "save-skills" / "skills.md").read_text(encoding="utf-8")
    assert skills.startswith("# Key points from CV.docx\n\n- Python\n") and "Python, SQL, Power BI" in skills
    lines = table({"scripted": results}).splitlines()
    assert any(line.startswith("success (goal ≥ 80 %)") and line.endswith("67 % (2/3)") for line in lines)
    assert any(line.startswith("context errors (goal 0)") and line.endswith(" 0") for line in lines)
    assert any(line.startswith("rent-misremembered") and line.endswith("✗ answer") for line in lines)


def test_the_bench_runs_with_the_web_off_so_a_web_turn_sends_nothing(folder, tmp_path, monkeypatch):
    from engine.backends.scripted import ScriptedBackend
    from engine.web.fetch import FetchError
    from tests.eval.agent_turns import open_runtime

    looked_up = []
    monkeypatch.setattr("socket.getaddrinfo", lambda *args, **kwargs: looked_up.append(args))
    with open_runtime("scripted", folder, tmp_path, backend=ScriptedBackend([]), **NO_MODEL_IN_SEARCH) as runtime:
        assert runtime.config.web_enabled is False
        with pytest.raises(FetchError, match="the web is off"):
            runtime.web.provider.search("ราคาทองวันนี้", 5)
        with pytest.raises(FetchError, match="the web is off"):
            runtime.web.open_page("https://example.com/")
    assert looked_up == []
