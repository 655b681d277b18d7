import os

import pytest

from engine.tools.base import ToolContext, ToolError
from engine.tools.list_workspect import SPEC, list_workspect


@pytest.fixture
def ctx(config):
    return ToolContext(config=config, workspect=config.workspect_dir)


def test_lists_files_with_sizes_and_hides_temp_files(ctx):
    root = ctx.workspect
    (root / "reports").mkdir()
    (root / "reports" / "สรุป.md").write_text("ก" * 700, encoding="utf-8")
    (root / "notes.txt").write_text("hello")
    (root / ".notes.txt.ab12.klang-tmp").write_text("half")
    result = list_workspect(ctx)
    assert result.text.splitlines()[0] == "2 file(s) in workspect/:"
    assert "- notes.txt (5 B" in result.text
    assert "- reports/สรุป.md (2.1 KB" in result.text
    assert "klang-tmp" not in result.text
    assert [f["path"] for f in result.data["files"]] == ["notes.txt", "reports/สรุป.md"]


def test_a_sub_folder_and_an_empty_workspect(ctx):
    assert list_workspect(ctx).text == "workspect/ is empty."
    (ctx.workspect / "a").mkdir()
    (ctx.workspect / "a" / "x.csv").write_text("1,2")
    (ctx.workspect / "b.txt").write_text("b")
    assert "a/x.csv" in list_workspect(ctx, folder="a").text
    assert "b.txt" not in list_workspect(ctx, folder="a").text


def test_refuses_folders_outside_workspect_and_symlinks_out(ctx, tmp_path):
    outside = tmp_path / "secret"
    outside.mkdir()
    (outside / "passwords.txt").write_text("x")
    os.symlink(outside, ctx.workspect / "link")
    for folder in ("..", "../secret", "/etc", "link/.."):
        with pytest.raises(ToolError, match="outside workspect|does not exist"):
            list_workspect(ctx, folder=folder)
    assert "passwords" not in list_workspect(ctx).text
    with pytest.raises(ToolError, match="does not exist"):
        list_workspect(ctx, folder="nope")


def test_spec_is_consistent():
    SPEC.check()
    assert SPEC.name == "list_workspect" and not SPEC.web
