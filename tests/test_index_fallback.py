"""Searches without the index: filename walk and project scan."""
from __future__ import annotations

from engine.index.fallback import filename_walk, is_project_question, name_rank, project_scan
from engine.index.query import parse_query


def test_name_rules_exact_then_substring_then_shorter():
    query = parse_query("PLAN.md")
    ranks = {n: name_rank(n, query) for n in ("PLAN.md", "ENCRYPTION_PLAN.md", "OLD_PLAN.md", "notes.md")}
    assert ranks["notes.md"] is None
    assert ranks["PLAN.md"] < ranks["OLD_PLAN.md"] < ranks["ENCRYPTION_PLAN.md"]


def test_walk_is_bounded_by_results(tmp_path):
    for i in range(30):
        (tmp_path / f"report_{i}.txt").write_text("x", encoding="utf-8")
    found = filename_walk((tmp_path,), parse_query("report"), tmp_path / "data", lambda p: True, limit=5)
    assert len(found) == 5


def test_walk_is_bounded_by_time(tmp_path):
    (tmp_path / "report.txt").write_text("x", encoding="utf-8")
    assert filename_walk((tmp_path,), parse_query("report"), tmp_path / "data", lambda p: True, seconds=0) == []


def test_project_scan_reads_source_files_only(tmp_path):
    (tmp_path / "app.py").write_text("# quokka handler\n", encoding="utf-8")
    (tmp_path / "image.bin").write_text("quokka", encoding="utf-8")
    query = parse_query("quokka in this project")
    assert is_project_question(query)
    found = project_scan(tmp_path, query, tmp_path / "data", lambda p: True)
    assert [(f.path.name, f.line) for f in found] == [("app.py", 1)]


def test_project_scan_never_shows_the_end_of_a_key_far_below_its_begin_line(tmp_path):
    body = [f"MIIEpAIBAAKCAQEA{n:02d}q8Rk2LmN4pX7vW1yT5bC3dF9gH6jK0aZq8Rk2LmN4pX7vWxy" for n in range(40)]
    key = "\n".join(["-----BEGIN RSA PRIVATE KEY-----", *body, "-----END RSA PRIVATE KEY-----"])
    (tmp_path / "deploy.py").write_text(f'KEY = """{key}"""\n# quokka deploy target\n', encoding="utf-8")
    (tmp_path / "notes.md").write_text("The quokka deploy runs on Fridays.\n", encoding="utf-8")
    found = project_scan(tmp_path, parse_query("quokka deploy in this project"), tmp_path / "data", lambda p: True)
    snippets = {f.path.name: f.snippet for f in found}
    assert snippets["deploy.py"] == "[snippet withheld: it is near private key (around line 43)]"
    assert snippets["notes.md"] == "The quokka deploy runs on Fridays."


def test_a_two_letter_term_matches_a_word_of_the_name_not_letters_inside_one():
    query = parse_query("find my CV")
    assert name_rank("CV_2024.pdf", query) is not None
    assert name_rank("MyCV.docx", query) is not None
    assert name_rank("cvs_pharmacy_receipt.pdf", query) is None
    assert name_rank("report.pdf", parse_query("PO")) is None
