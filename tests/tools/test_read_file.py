"""read_file tool and `run.py read`: what the model and the user see for a known path."""
from __future__ import annotations

import argparse
import json

import pytest

from cli import read as read_command
from engine.tools.base import ToolArgumentError, ToolContext, ToolError
from engine.tools.read_file import SPEC, read_file
from engine.tools.runner import run_tool


@pytest.fixture
def ctx(config):
    return ToolContext(config=config, workspect=config.workspect_dir)


def test_spec_matches_the_function_and_keeps_the_seed_docstring():
    SPEC.check()
    assert SPEC.name == "read_file"
    assert "Use this directly when the exact path is already known" in SPEC.description
    assert "Do not call rag_search again for a path you already have." in SPEC.description
    assert "✅" in SPEC.description and "❌" in SPEC.description and "อ่านไฟล์" in SPEC.description


def test_reads_a_known_file_with_a_header_and_ui_data(ctx):
    (ctx.workspect / "plan.md").write_text("# แผน\nstep one\n")
    result = read_file(ctx, "plan.md")
    assert result.text == "plan.md: the whole file, 2 lines\n# แผน\nstep one"
    assert result.data["kind"] == "line" and result.data["total"] == 2 and result.data["sampled"] is False


def test_through_the_runner_a_large_file_stays_under_5000_characters(ctx):
    (ctx.workspect / "big.log").write_text("".join(f"event {i} happened\n" for i in range(50_000)))
    outcome = run_tool(SPEC, "read_file", {"path": "big.log"}, ctx)
    assert outcome.ok and len(outcome.text) <= 5000
    assert outcome.text.startswith("big.log: sampled ") and "event 49999 happened" in outcome.text


def test_line_range_through_the_runner(ctx):
    (ctx.workspect / "n.txt").write_text("".join(f"row {i}\n" for i in range(1, 301)))
    outcome = run_tool(SPEC, "read_file", {"path": "n.txt", "start_line": 100, "end_line": 102}, ctx)
    assert outcome.text == "n.txt: lines 100–102 of 300\nrow 100\nrow 101\nrow 102"


def test_refusals_are_tool_errors_the_model_can_act_on(ctx, isolated_home):
    with pytest.raises(ToolError, match="outside the folders Klang may read.*Try again"):
        read_file(ctx, "/etc/hostname")
    (ctx.workspect / ".env").write_text("X=1")
    with pytest.raises(ToolError, match="environment file"):
        read_file(ctx, ".env")
    (ctx.workspect / "keys.txt").write_text("stripe sk_live_" + "a1B2" * 6)
    with pytest.raises(ToolError, match=r"Stripe key \(line 1\)") as refused:
        read_file(ctx, "keys.txt")
    assert "a1B2" not in str(refused.value)
    with pytest.raises(ToolError, match="does not exist"):
        read_file(ctx, "missing.txt")


def test_bad_ranges_are_argument_errors(ctx):
    with pytest.raises(ToolArgumentError, match="end_line is before start_line"):
        read_file(ctx, "a.txt", start_line=5, end_line=2)
    outcome = run_tool(SPEC, "read_file", {"path": "a.txt", "start_line": 0}, ctx)
    assert not outcome.ok and "at least 1" in outcome.text


def _args(path, start=None, end=None, as_json=False):
    return argparse.Namespace(path=str(path), start=start, end=end, json=as_json)


def test_command_prints_text_or_json(config, capsys):
    (config.workspect_dir / "a.txt").write_text("one\ntwo\nthree\n")
    assert read_command.run(_args(config.workspect_dir / "a.txt", 2, 3), config) == 0
    assert capsys.readouterr().out == "a.txt: lines 2–3 of 3\ntwo\nthree\n"
    assert read_command.run(_args(config.workspect_dir / "a.txt", as_json=True), config) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["ok"] and printed["total"] == 3 and printed["text"].endswith("three")


def test_command_reports_errors_with_exit_code_1(config, capsys):
    assert read_command.run(_args(config.workspect_dir / "nope.txt", as_json=True), config) == 1
    assert "does not exist" in json.loads(capsys.readouterr().out)["error"]
    parser = argparse.ArgumentParser()
    read_command.add_arguments(parser)
    assert parser.parse_args(["f.pdf", "--start", "3", "--json"]).start == 3
