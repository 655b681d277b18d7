"""The command line: run.py ask / tool, flags and clear errors."""
import io
import json

import pytest

import run


@pytest.fixture
def base_args(tmp_path):
    workspect = tmp_path / "ws"
    workspect.mkdir()
    return ["--data-dir", str(tmp_path / "data"), "--workspect", str(workspect)]


def scripted(tmp_path, replies):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"replies": replies}), encoding="utf-8")
    return ["--backend", "scripted", "--model", str(script)]


def test_ask_prints_each_tool_call_its_result_and_the_streamed_answer(tmp_path, base_args, capsys):
    (tmp_path / "ws" / "summary.md").write_text("# Summary")
    args = base_args + scripted(tmp_path, [{"tool": "list_workspect", "arguments": {}}, "You saved summary.md."])
    assert run.main(args + ["ask", "what is in workspect?"]) == 0
    out = capsys.readouterr().out
    assert "→ list_workspect({})" in out
    assert "← list_workspect ok" in out and "summary.md (9 B" in out
    assert out.rstrip().endswith("You saved summary.md.")


def test_ask_reports_a_missing_model_clearly(tmp_path, base_args, capsys):
    missing = tmp_path / "missing.gguf"
    assert run.main(base_args + ["--model", str(missing), "ask", "hi"]) == 1
    err = capsys.readouterr().err
    assert str(missing) in err and "--model" in err


def test_tool_calls_a_registered_tool_with_json_arguments(tmp_path, base_args, capsys):
    (tmp_path / "ws" / "a.txt").write_text("abc")
    assert run.main(base_args + ["tool", "list_workspect", "{}", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is True and result["data"]["files"][0]["path"] == "a.txt"


def test_tool_applies_the_same_validation_and_path_policy_as_the_model(tmp_path, base_args, capsys):
    assert run.main(base_args + ["tool", "list_workspect", '{"folder": 3}']) == 1
    assert "must be string" in capsys.readouterr().out
    assert run.main(base_args + ["tool", "list_workspect", '{"folder": "../.."}']) == 1
    assert "outside workspect" in capsys.readouterr().out
    assert run.main(base_args + ["tool", "read_file", json.dumps({"path": str(tmp_path / "data" / "klang.sqlite3")})]) == 1
    assert run.main(base_args + ["tool", "nope", "{}"]) == 1
    assert "no tool named 'nope'" in capsys.readouterr().out


def test_tool_with_broken_json_explains_the_format(base_args, capsys):
    assert run.main(base_args + ["tool", "list_workspect", "{folder:"]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_help_lists_every_subcommand(capsys):
    with pytest.raises(SystemExit):
        run.main(["--help"])
    out = capsys.readouterr().out
    for command in run.COMMANDS:
        assert command in out


def ask_json(args, stdin_text, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin_text))
    code = run.main(args + ["ask", "--json", "-"])
    return code, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_ask_json_writes_one_line_per_question_with_tools_and_sources(tmp_path, base_args, monkeypatch, capsys):
    documents = tmp_path / "home" / "Documents"
    documents.mkdir()
    (documents / "lease.txt").write_text("สัญญาเช่าบ้าน\nเงินมัดจำ 24,000 บาท คืนเมื่อสิ้นสุดสัญญา", encoding="utf-8")
    (tmp_path / "ws" / "summary.md").write_text("# Summary")
    assert run.main(base_args + ["index"]) == 0
    capsys.readouterr()
    # After the rag_search call the scripted model echoes: the knowledge pipeline's own model jobs
    # (query variants, rerank) take replies too, so the answer text is not scripted.
    replies = [{"tool": "list_workspect", "arguments": {}}, "You saved summary.md.",
               {"tool": "rag_search", "arguments": {"query": "เงินมัดจำเท่าไร"}}]
    code, lines = ask_json(base_args + scripted(tmp_path, replies),
                           "what is in workspect?\n\nเงินมัดจำเท่าไร\n", monkeypatch, capsys)
    assert code == 0 and len(lines) == 3
    first, blank, third = lines
    assert first["question"] == "what is in workspect?" and first["answer"] == "You saved summary.md."
    assert first["tools"] == [{"tool": "list_workspect", "arguments": {}, "ok": True}]
    assert first["sources"] == [] and first["error"] is None and first["seconds"] >= 0
    assert blank == {"question": "", "answer": "", "tools": [], "sources": [], "error": None, "seconds": blank["seconds"]}
    assert third["question"] == "เงินมัดจำเท่าไร" and third["answer"] and third["error"] is None
    assert [t["tool"] for t in third["tools"]] == ["rag_search"]
    assert third["sources"] == [str(documents.resolve() / "lease.txt")]


def test_ask_json_records_an_error_and_goes_on_with_the_next_question(tmp_path, base_args, monkeypatch, capsys):
    replies = ["", "Hello!"]  # an empty answer is a failure a batch must see, not a blank success
    code, lines = ask_json(base_args + scripted(tmp_path, replies), "hi\nhello\n", monkeypatch, capsys)
    assert code == 1
    assert lines[0]["answer"] == "" and "empty answer" in lines[0]["error"]
    assert lines[1]["answer"] == "Hello!" and lines[1]["error"] is None


def test_ask_never_prints_nothing_and_exits_0(tmp_path, base_args, capsys):
    assert run.main(base_args + scripted(tmp_path, [""]) + ["ask", "hi"]) == 1
    assert "empty answer" in capsys.readouterr().err
