"""rag_search as the model calls it: through run_tool, with ctx.index."""
from __future__ import annotations

from pathlib import Path

from engine.index import open_index
from engine.tools.base import ToolContext
from engine.tools.rag_search import SPEC
from engine.tools.runner import run_tool


def context(config, index) -> ToolContext:
    return ToolContext(config=config, workspect=config.workspect_dir, index=index)


def test_spec_matches_signature_and_says_use_first():
    SPEC.check()
    assert "Use this FIRST for every on-device file discovery/search request" in SPEC.description
    assert "✅" in SPEC.description and "❌" in SPEC.description


def test_one_line_per_hit_and_cards_in_data(build_index, config):
    index, root = build_index({"rental_contract.docx.txt": "สัญญาเช่าบ้าน ค่าเช่า 12,000 บาท"})
    outcome = run_tool(SPEC, "rag_search", {"query": "สัญญาเช่า"}, context(config, index))
    assert outcome.ok
    assert outcome.text.splitlines() == [f"{root / 'rental_contract.docx.txt'} (line 1) — สัญญาเช่าบ้าน ค่าเช่า 12,000 บาท"]
    hit = outcome.data["hits"][0]
    assert set(hit) >= {"path", "kind", "location", "snippet", "score"}


def test_no_match_tells_the_model_what_to_try(build_index, config):
    index, _ = build_index({"a.txt": "alpha"})
    outcome = run_tool(SPEC, "rag_search", {"query": "nonexistent words here"}, context(config, index))
    assert outcome.ok and "Try again with other words" in outcome.text


def test_no_index_yet_walks_file_names(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "tax_receipt_2023.pdf").write_bytes(b"%PDF-")
    index = open_index(config.replace(roots=(root,)))
    outcome = run_tool(SPEC, "rag_search", {"query": "receipt"}, context(config, index))
    assert outcome.data["source"] == "walk"
    assert outcome.data["hits"][0]["path"] == str(root / "tax_receipt_2023.pdf")
    assert "not built yet" in outcome.text


def test_a_folder_that_does_not_exist_is_a_clear_error(build_index, config):
    index, root = build_index({"a.txt": "alpha"})
    outcome = run_tool(SPEC, "rag_search", {"query": "alpha", "folder": str(root / "nope")}, context(config, index))
    assert not outcome.ok and "is not a folder" in outcome.text


def test_a_folder_outside_the_roots_is_refused_without_walking_it(build_index, config, tmp_path):
    index, _ = build_index({"a.txt": "alpha"})
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "alpha.txt").write_text("alpha")
    outcome = run_tool(SPEC, "rag_search", {"query": "alpha", "folder": str(tmp_path / "elsewhere")},
                       context(config, index))
    assert not outcome.ok and "outside the folders you may search" in outcome.text
    assert "alpha.txt" not in outcome.text


def test_missing_index_is_an_error_the_model_can_read(config):
    outcome = run_tool(SPEC, "rag_search", {"query": "alpha"}, context(config, None))
    assert not outcome.ok and outcome.text.startswith("Error:")


def test_empty_query_is_refused(build_index, config):
    index, _ = build_index({"a.txt": "alpha"})
    outcome = run_tool(SPEC, "rag_search", {"query": "   "}, context(config, index))
    assert not outcome.ok and "empty" in outcome.text


def test_question_about_the_project_scans_its_sources(build_index, config, tmp_path):
    project = tmp_path / "project"
    (project / "engine").mkdir(parents=True)
    (project / "engine" / "loop.py").write_text("def frobnicate_widgets():\n    pass\n", encoding="utf-8")
    index, _ = build_index({"a.txt": "alpha"})
    outcome = run_tool(SPEC, "rag_search", {"query": "where is frobnicate_widgets in this project"}, context(config, index))
    assert outcome.data["source"] == "project"
    assert Path(outcome.data["hits"][0]["path"]) == project / "engine" / "loop.py"


LEASE = "สัญญาเช่าบ้าน\nค่าเช่าเดือนละ 12,000 บาท\nเงินมัดจำ 24,000 บาท คืนเมื่อสิ้นสุดสัญญา"


def test_spec_says_when_to_use_it_for_questions_and_when_not():
    assert "questions whose answer may be in the user's documents" in SPEC.description
    assert "Not for general knowledge, math, small talk or coding questions" in SPEC.description
    assert "[low_quality]" in SPEC.description and "retry with a rephrased query" in SPEC.description


def test_a_question_gets_sources_then_passages_lexical_only(build_index, config):
    index, root = build_index({"lease.txt": LEASE, "other.txt": "garden water"})
    outcome = run_tool(SPEC, "rag_search", {"query": "เงินมัดจำเท่าไร"}, context(config, index))
    lines = outcome.text.splitlines()
    assert lines[0] == f"SOURCES: {root / 'lease.txt'}"
    assert lines[2] == "[1] lease.txt — lines 1-3 — retriever=lexical, score=1.000"
    assert "เงินมัดจำ 24,000 บาท" in outcome.text
    assert outcome.data["mode"] == "passages" and outcome.data["retriever"] == "lexical"
    passage = outcome.data["passages"][0]
    assert passage["path"] == str(root / "lease.txt") and passage["location"] == "lines 1-3" and passage["text"] == LEASE


def test_a_weak_answer_is_flagged_low_quality(build_index, config):
    index, _ = build_index({"lease.txt": LEASE, "garden.txt": "the garden needs water in the morning"})
    outcome = run_tool(SPEC, "rag_search", {"query": "what is the boiling point of water at the summit of everest?"}, context(config, index))
    assert outcome.text.startswith("[low_quality]") and outcome.text.splitlines()[1].startswith("SOURCES: ")
    assert outcome.data["low_quality"] is True


def test_a_question_nothing_matches_falls_back_to_file_search(build_index, config):
    index, _ = build_index({"a.txt": "alpha"})
    outcome = run_tool(SPEC, "rag_search", {"query": "what is the capital of France?"}, context(config, index))
    assert outcome.data["mode"] == "files" and "No file matched" in outcome.text


def test_a_file_name_still_gets_file_hits(build_index, config):
    index, root = build_index({"lease.txt": LEASE})
    outcome = run_tool(SPEC, "rag_search", {"query": "lease.txt"}, context(config, index))
    assert outcome.data["mode"] == "files" and outcome.data["hits"][0]["path"] == str(root / "lease.txt")


def test_across_languages_the_household_folder_answers_and_says_so_only_when_it_can(build_index, config, tmp_path):
    from bench.agent_folder import write_folder

    write_folder(tmp_path)
    index, root = build_index({})
    ctx = context(config, index)
    lease = run_tool(SPEC, "rag_search", {"query": "How much is the security deposit for the condo lease?"}, ctx)
    assert lease.data["passages"][0]["path"] == str(root / "สัญญาเช่า.docx") and lease.data["low_quality"] is False
    assert lease.text.startswith("SOURCES: ")
    notes = run_tool(SPEC, "rag_search", {"query": "ใครเป็นประธานการประชุมเริ่มโครงการ Phoenix"}, ctx)
    assert notes.data["passages"][0]["path"] == str(root / "Work" / "meeting_notes_2024-05-14.md")
    assert notes.data["low_quality"] is False
    dentist = run_tool(SPEC, "rag_search", {"query": "When is my next dentist appointment?"}, ctx)
    assert dentist.text.startswith("[low_quality]") and dentist.data["low_quality"] is True
