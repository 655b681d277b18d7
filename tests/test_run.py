"""The command line: run.py ask / tool, flags and clear errors."""
import io
import json
import re
import sys
from pathlib import Path

import pytest

import run
from tests.app_process import AppProcess

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def base_args(tmp_path):
    workspect = tmp_path / "ws"
    workspect.mkdir()
    return ["--data-dir", str(tmp_path / "data"), "--workspect", str(workspect)]


def script_args(tmp_path, replies):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"replies": replies}), encoding="utf-8")
    return ["--backend", "scripted", "--model", str(script)]


def test_ask_prints_each_tool_call_its_result_and_the_streamed_answer(tmp_path, base_args, capsys):
    (tmp_path / "ws" / "summary.md").write_text("# Summary")
    args = base_args + script_args(tmp_path, [{"tool": "list_workspect", "arguments": {}}, "You saved summary.md."])
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


# Runs run.py with a second thread that prints a numbered line to stdout and to stderr every 2 ms, from
# before the app starts until the test closes stdin (after the model is ready), so the real model load
# happens while the process prints: any output swallowed during the load leaves a gap in the numbers.
# One write per line: print() writes the text and the newline separately, so the app's own lines may
# get a tick glued to their end, never a tick torn apart.
TICKING_RUN = """
import runpy, select, sys, threading

def tick():
    number = 0
    while not select.select([sys.stdin], [], [], 0.002)[0]:
        sys.stdout.write(f"tick {number}\\n")
        sys.stdout.flush()
        sys.stderr.write(f"tock {number}\\n")
        sys.stderr.flush()
        number += 1
    sys.stdout.write(f"ticks done {number}\\n")
    sys.stdout.flush()

threading.Thread(target=tick).start()
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def numbered(output: str, word: str) -> list[int]:
    return [int(number) for number in re.findall(rf"{word} (\d+)\n", output)]


@pytest.mark.model
@pytest.mark.parametrize("start", [1, 2, 3])
def test_the_url_and_everything_printed_while_the_model_loads_reach_the_terminal(tmp_path, start):
    app = AppProcess([sys.executable, "-c", TICKING_RUN, str(REPO / "run.py"), "--data-dir", str(tmp_path / "data"),
                      "--workspect", str(tmp_path / "ws")], tmp_path, cwd=REPO)
    try:
        url_line = app.wait_for_line("Klang is running at")
        app.wait_for_page("/status", "model-status ready")
        app.process.stdin.close()
        done = int(app.wait_for_line("ticks done").split()[-1])
    finally:
        exit_code = app.stop()
    assert exit_code == 0, app.stderr
    assert f"Klang is running at {app.url}/  (Ctrl+C to stop)" in url_line
    assert numbered(app.stdout, "tick") == list(range(done))
    assert numbered(app.stderr, "tock") == list(range(done))
    # llama.cpp's own report stays off the terminal (it goes to the debug log).
    assert "llama_model_loader" not in app.stderr and "Model metadata" not in app.stderr


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
    code, lines = ask_json(base_args + script_args(tmp_path, replies),
                           "what is in workspect?\n\nเงินมัดจำเท่าไร\n", monkeypatch, capsys)
    assert code == 0 and len(lines) == 3
    first, blank, third = lines
    assert first["question"] == "what is in workspect?" and first["answer"] == "You saved summary.md."
    assert first["tools"] == [{"tool": "list_workspect", "arguments": {}, "ok": True}]
    assert first["sources"] == [] and first["citations"] == [] and first["error"] is None and first["seconds"] >= 0
    assert blank == {"question": "", "answer": "", "tools": [], "sources": [], "citations": [], "error": None,
                     "seconds": blank["seconds"]}
    assert third["question"] == "เงินมัดจำเท่าไร" and third["answer"] and third["error"] is None
    assert [t["tool"] for t in third["tools"]] == ["rag_search"]
    # The sources are what the answer cites (the grounded step's [1]), each with where to open it.
    assert third["sources"] == [str(documents.resolve() / "lease.txt")]
    assert [(c["n"], c["name"], c["start"], c["end"]) for c in third["citations"]] == [(1, "lease.txt", 1, 2)]


def test_ask_prints_the_numbered_sources_after_the_answer(tmp_path, base_args, monkeypatch, capsys):
    for name in ("KLANG_EXPAND_SECONDS", "KLANG_RERANK_CANDIDATES"):  # the answer is the only model call
        monkeypatch.setenv(name, "0")
    documents = tmp_path / "home" / "Documents"
    documents.mkdir()
    (documents / "lease.txt").write_text("สัญญาเช่าบ้าน\nเงินมัดจำ 24,000 บาท คืนเมื่อสิ้นสุดสัญญา", encoding="utf-8")
    assert run.main(base_args + ["index"]) == 0
    capsys.readouterr()
    # Pointed at "my documents", routing makes the search itself: the answer is the model's only reply.
    replies = ["เงินมัดจำ 24,000 บาท [1]"]
    assert run.main(base_args + script_args(tmp_path, replies) + ["ask", "ตามเอกสารของฉัน เงินมัดจำเท่าไร"]) == 0
    out = capsys.readouterr().out
    source = f"[1] lease.txt — lines 1-2 — {documents.resolve() / 'lease.txt'}"
    assert out.endswith(f"เงินมัดจำ 24,000 บาท [1]\n\nSources:\n{source}\n")


def test_ask_json_records_an_error_and_goes_on_with_the_next_question(tmp_path, base_args, monkeypatch, capsys):
    replies = ["", "Hello!"]  # an empty answer is a failure a batch must see, not a blank success
    code, lines = ask_json(base_args + script_args(tmp_path, replies), "hi\nhello\n", monkeypatch, capsys)
    assert code == 1
    assert lines[0]["answer"] == "" and "empty answer" in lines[0]["error"]
    assert lines[1]["answer"] == "Hello!" and lines[1]["error"] is None


def test_ask_never_prints_nothing_and_exits_0(tmp_path, base_args, capsys):
    assert run.main(base_args + script_args(tmp_path, [""]) + ["ask", "hi"]) == 1
    assert "empty answer" in capsys.readouterr().err
