"""write_file as the model uses it: what it writes, what it refuses, what it says."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from engine import workspect_fs
from engine.tools.base import ToolContext
from engine.tools.runner import run_tool
from engine.tools.write_file import SPEC


@pytest.fixture
def ctx(config) -> ToolContext:
    return ToolContext(config=config, workspect=config.workspect_dir)


def call(ctx, **arguments):
    return run_tool(SPEC, "write_file", arguments, ctx)


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_spec_matches_the_function_and_shows_examples_in_both_languages():
    SPEC.check()
    assert "✅" in SPEC.description and "❌" in SPEC.description
    assert "บันทึก" in SPEC.description and "overwrite=\"true\"" in SPEC.description


def test_a_new_file_reports_its_size_and_created_folders(ctx):
    outcome = call(ctx, path="notes/สรุป.md", content="บรรทัดแรก\nline two\n")
    assert outcome.ok, outcome.text
    assert (ctx.workspect / "notes/สรุป.md").read_text() == "บรรทัดแรก\nline two\n"
    assert outcome.text == "Created workspect/notes/สรุป.md: 19 characters, 2 lines. New folder(s): notes."
    assert outcome.data["created"] is True and outcome.data["lines"] == 2 and outcome.data["path"] == "notes/สรุป.md"


def test_a_leading_workspect_folder_means_the_same_place(ctx):
    assert call(ctx, path="workspect/a.txt", content="x").ok
    assert (ctx.workspect / "a.txt").read_text() == "x"
    assert not (ctx.workspect / "workspect").exists()


def test_an_existing_file_needs_overwrite_true(ctx):
    (ctx.workspect / "plan.md").write_text("keep me\n")
    outcome = call(ctx, path="plan.md", content="new")
    assert not outcome.ok
    assert "already exists" in outcome.text and 'overwrite="true"' in outcome.text
    assert (ctx.workspect / "plan.md").read_text() == "keep me\n"


def test_overwrite_reports_old_size_and_a_diff_summary(ctx):
    (ctx.workspect / "plan.md").write_text("a\nb\nc\n")
    outcome = call(ctx, path="plan.md", content="a\nc\nd\ne\n", overwrite="true")
    assert outcome.ok, outcome.text
    assert outcome.text == (
        "Replaced workspect/plan.md: now 8 characters, 4 lines (was 6 characters, 3 lines); "
        "2 lines added, 1 removed."
    )
    assert outcome.data["old_chars"] == 6 and outcome.data["lines_added"] == 2 and outcome.data["lines_removed"] == 1


def test_an_overwrite_flag_other_than_true_or_false_is_a_bad_argument(ctx):
    outcome = call(ctx, path="a.txt", content="x", overwrite="yes")
    assert not outcome.ok and "must be one of" in outcome.text
    assert not (ctx.workspect / "a.txt").exists()


@pytest.mark.parametrize("failing, code", [("fsync", errno.ENOSPC), ("replace", errno.EIO), ("write", errno.ENOSPC)])
def test_a_disk_failure_is_an_error_the_model_sees_and_the_old_file_survives(ctx, monkeypatch, failing, code):
    (ctx.workspect / "plan.md").write_text("old")

    def broken(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(workspect_fs.os, failing, broken)
    outcome = call(ctx, path="plan.md", content="new", overwrite="true")
    monkeypatch.undo()
    assert not outcome.ok
    assert os.strerror(code) in outcome.text and "do not retry" in outcome.text
    assert (ctx.workspect / "plan.md").read_text() == "old"
    assert [p.name for p in ctx.workspect.iterdir()] == ["plan.md"]


ATTACKS = [
    "../escape.txt", "../../escape.txt", "a/../../escape.txt", "a/b/../../../escape.txt",
    "..", "../workspect2/pwned.txt", "../workspect2", "./../escape.txt",
    "/etc/passwd", "/tmp/escape.txt", "//server/share/x", "~/escape.txt", "~root/x", "~",
    "C:\\Windows\\x.txt", "c:/x.txt", "C:x.txt", "\\\\server\\share\\x.txt", "\\\\?\\C:\\x", "..\\escape.txt",
    "a\\..\\..\\escape.txt", "a\x00.txt", "a.txt\x00/../../x",
    "CON", "con.txt", "NUL", "nul.md", "COM1", "com9.log", "LPT1.txt", "AUX", "PRN.csv", "COM¹",
    "．．／escape.txt", "‥/escape.txt", "․․/escape.txt", "a／．．／．．／escape.txt", "．．＼escape.txt",
    "\u202etxt.exe", "name.", "dir /x.txt", ".hidden", "a/.ssh/authorized_keys", "x.klang-tmp",
    "notes/", "", "   ", "a:b", "a|b", "a?b", "x" * 300,
]


def test_attack_paths_write_nothing_outside_workspect(ctx, tmp_path):
    assert len(ATTACKS) >= 40
    sibling = tmp_path / "workspect2"
    sibling.mkdir()
    (sibling / "keep.txt").write_text("keep")
    before = tree(tmp_path)
    for raw in ATTACKS:
        outcome = call(ctx, path=raw, content="pwned")
        assert not outcome.ok, raw
        assert "Nothing was written" in outcome.text or "must not be empty" in outcome.text, (raw, outcome.text)
    assert tree(tmp_path) == before


def test_percent_encoding_stays_literal_inside_workspect(ctx, tmp_path):
    outcome = call(ctx, path="%2e%2e%2fescape.txt", content="x")
    assert outcome.ok, outcome.text
    assert (ctx.workspect / "%2e%2e%2fescape.txt").read_text() == "x"
    assert not (tmp_path / "escape.txt").exists()


def test_symlink_tricks_write_nothing_outside_workspect(ctx, tmp_path):
    outside = tmp_path / "workspect2"
    outside.mkdir()
    (outside / "keep.txt").write_text("keep")
    (ctx.workspect / "docs").symlink_to(outside)
    (ctx.workspect / "keep.txt").symlink_to(outside / "keep.txt")
    before = tree(outside)
    for raw, overwrite in (("docs/new.txt", "false"), ("docs/keep.txt", "true"), ("keep.txt", "true")):
        outcome = call(ctx, path=raw, content="pwned", overwrite=overwrite)
        assert not outcome.ok and "symlink" in outcome.text, outcome.text
    assert tree(outside) == before
