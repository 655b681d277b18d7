"""The OpenAI-compatible backend against a REAL server: llama-cpp-python's own, on 127.0.0.1, with the bundled model.

One server for the whole file (starting it loads the model). Prompts stay short: on a busy 2-core machine
the server evaluates prompts at a few tokens a second.
"""
from __future__ import annotations

import io
import json
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

import run
from engine.agent import Agent
from engine.backends import GenerationRequest, ModelError
from engine.backends.openai import OpenAIBackend, compact_tool
from engine.config import bundled_model_path
from engine.events import AnswerDone, ToolFinished, ToolStarted
from engine.model_queue import ModelQueue
from engine.routing import Route
from engine.tools import REGISTRY, find_tool
from engine.tools.base import ToolContext

pytestmark = pytest.mark.model

N_CTX = 4096
STARTUP_SECONDS = 180  # loading the model on a loaded machine; only a bound on waiting, never asserted


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_serving(url: str, process: subprocess.Popen, log) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"llama_cpp.server exited with {process.returncode}:\n{log.read_text(errors='replace')[-4000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(0.5)
    pytest.fail(f"llama_cpp.server did not serve {url}:\n{log.read_text(errors='replace')[-4000:]}")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """(base_url, log path) of a llama-cpp-python server with the bundled SmolLM2 and a 4k context."""
    log = tmp_path_factory.mktemp("llama_server") / "server.log"
    port = free_port()
    command = [sys.executable, "-m", "llama_cpp.server", "--model", str(bundled_model_path()),
               "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(N_CTX)]
    with log.open("wb") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
    try:
        base_url = f"http://127.0.0.1:{port}/v1"
        wait_until_serving(base_url + "/models", process, log)
        yield base_url, log
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def failed_requests(log) -> list[str]:
    """The server's access-log lines for requests it refused or failed (4xx/5xx)."""
    return re.findall(r'^.*"(?:GET|POST) [^"]+" [45]\d\d.*$', log.read_text(errors="replace"), re.M)


def test_a_plain_answer_streams_text(server):
    base_url, log = server
    backend = OpenAIBackend(base_url, "smollm2", timeout=120)
    backend.load()
    request = GenerationRequest(messages=({"role": "user", "content": "Say hello."},), max_tokens=8)
    pieces = [d.text for d in backend.generate(request, threading.Event())]
    assert len(pieces) > 1 and "".join(pieces).strip()
    assert failed_requests(log) == []


def test_a_tool_call_round_trip_reaches_the_final_answer(server, config):
    base_url, log = server
    config = config.replace(max_answer_tokens=24, max_steps=2)
    (config.workspect_dir / "notes.md").write_text("# Notes")
    queue = ModelQueue(OpenAIBackend(base_url, "smollm2", timeout=120))
    tools = (find_tool("list_workspect", REGISTRY),)

    def route(text, names, recent=()):  # forces a native call (tool_choice = the tool); the server decodes it by grammar
        return Route("list_workspect", None, "test")

    events = []
    try:
        queue.wait_ready(60)
        agent = Agent(config, queue, tools, router=route)
        result = agent.run([], "What is in my workspect folder?",
                           ToolContext(config=config, workspect=config.workspect_dir), events.append)
    finally:
        queue.close()
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert [type(e) for e in events if isinstance(e, (ToolStarted, ToolFinished))][:2] == [ToolStarted, ToolFinished]
    # The model picks the arguments (a folder that may not exist): a well-formed call of the real tool is the point.
    assert finished[0].tool == "list_workspect" and set(finished[0].arguments) <= {"folder"}
    assert "notes.md" in finished[0].result or finished[0].result.startswith("Error: workspect/")
    # The second request carried the assistant tool-call message and the tool result: the server took it.
    assert isinstance(result, AnswerDone) and result.text.strip()
    assert failed_requests(log) == []


def test_the_native_tool_list_fits_a_4k_context(server):
    """Servers whose chat template renders the tools (Qwen's does) put the whole list into every prompt."""
    base_url, _ = server
    tools = json.dumps([compact_tool(spec.openai_tool()) for spec in REGISTRY], ensure_ascii=False)
    request = urllib.request.Request(base_url.removesuffix("/v1") + "/extras/tokenize/count",
                                     data=json.dumps({"input": tools}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        tokens = json.load(response)["count"]
    # A third of the context at most: the system prompt, the question, tool results and the answer need the rest.
    assert tokens <= N_CTX // 3


def test_a_prompt_beyond_the_context_is_an_error_not_an_empty_answer(server):
    base_url, _ = server
    backend = OpenAIBackend(base_url, "smollm2", timeout=120)
    request = GenerationRequest(messages=({"role": "user", "content": "hello " * N_CTX},), max_tokens=8)
    with pytest.raises(ModelError, match="ended the answer without finishing.*context window"):
        list(backend.generate(request, threading.Event()))


def test_ask_json_through_the_real_server_answers_a_question_longer_than_the_context(server, tmp_path, monkeypatch,
                                                                                     capsys):
    """The question is cut to fit (with a note), never a context error: one JSON line per question."""
    base_url, _ = server
    workspect = tmp_path / "ws"
    workspect.mkdir()
    monkeypatch.setattr("sys.stdin", io.StringIO("hello " * N_CTX + "\n\n"))
    code = run.main(["--data-dir", str(tmp_path / "data"), "--workspect", str(workspect),
                     "--backend", "openai", "--base-url", base_url, "ask", "--json", "-"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 0 and len(lines) == 2
    assert lines[0]["error"] is None and lines[0]["answer"].strip()
    assert lines[1] == {"question": "", "answer": "", "tools": [], "sources": [], "citations": [], "error": None,
                        "seconds": lines[1]["seconds"]}


def test_ask_through_the_real_server_never_prints_nothing(server, tmp_path, capsys):
    base_url, _ = server
    workspect = tmp_path / "ws"
    workspect.mkdir()
    code = run.main(["--data-dir", str(tmp_path / "data"), "--workspect", str(workspect),
                     "--backend", "openai", "--base-url", base_url, "ask", "hello " * N_CTX])
    captured = capsys.readouterr()
    assert code == 0 and captured.out.strip() and "Error" not in captured.err
