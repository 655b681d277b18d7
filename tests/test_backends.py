import json
import queue
import threading

import pytest

from engine.backends import GenerationRequest, ModelError, make_backend
from engine.backends.base import estimate_tokens, is_context_error
from engine.backends.llama import LlamaBackend
from engine.backends.openai import OpenAIBackend
from engine.backends.scripted import ScriptedBackend
from engine.config import bundled_model_path
from tests.gated import GUARD_SECONDS
from tests.openai_site import DONE, serve_openai, sse, text

HELLO = GenerationRequest(messages=({"role": "user", "content": "Say hello."},), max_tokens=24)


def test_scripted_backend_streams_replies_in_pieces_and_calls_as_json():
    backend = ScriptedBackend(["Hello there, friend.", {"tool": "list_workspect", "arguments": {}}])
    pieces = [d.text for d in backend.generate(HELLO, threading.Event())]
    assert len(pieces) > 1 and "".join(pieces) == "Hello there, friend."
    call = "".join(d.text for d in backend.generate(HELLO, threading.Event()))
    assert json.loads(call) == {"tool": "list_workspect", "arguments": {}}
    echo = "".join(d.text for d in backend.generate(HELLO, threading.Event()))
    assert echo == "You said: Say hello."


def test_scripted_backend_raises_a_scripted_crash():
    backend = ScriptedBackend([RuntimeError("segfault-ish")])
    with pytest.raises(RuntimeError):
        list(backend.generate(HELLO, threading.Event()))


def test_scripted_backend_stops_on_cancel():
    backend = ScriptedBackend(["one two three four five"])
    cancel = threading.Event()
    stream = backend.generate(HELLO, cancel)
    first = next(stream)
    cancel.set()
    assert first.text == "one" and list(stream) == []


@pytest.mark.model
def test_the_default_model_streams_at_least_ten_tokens():
    backend = LlamaBackend(bundled_model_path(), n_ctx=512, n_threads=2)
    backend.load()
    try:
        request = GenerationRequest(
            messages=({"role": "user", "content": "Write two sentences about the sea."},), max_tokens=40, temperature=0.0
        )
        pieces = [d.text for d in backend.generate(request, threading.Event())]
    finally:
        backend.close()
    assert len(pieces) >= 10
    assert len("".join(pieces).split()) >= 5


@pytest.mark.model
def test_llama_backend_cancel_stops_generation_early():
    backend = LlamaBackend(bundled_model_path(), n_ctx=512, n_threads=2)
    backend.load()
    cancel = threading.Event()
    request = GenerationRequest(messages=({"role": "user", "content": "Count from 1 to 200."},), max_tokens=300)
    received = []
    try:
        for delta in backend.generate(request, cancel):
            received.append(delta.text)
            if len(received) == 3:
                cancel.set()
    finally:
        backend.close()
    assert len(received) == 3


@pytest.mark.model
def test_the_default_model_counts_with_its_own_tokenizer_even_while_it_generates():
    backend = LlamaBackend(bundled_model_path(), n_ctx=1024, n_threads=2)
    backend.load()
    thai = "ผู้เช่าตกลงชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5 ของทุกเดือน"
    counted, pieces = [], queue.Queue()
    request = GenerationRequest(messages=({"role": "user", "content": "Count from 1 to 30."},), max_tokens=16)

    def write() -> None:
        for delta in backend.generate(request, threading.Event()):
            pieces.put(delta.text)
        pieces.put(None)

    writer = threading.Thread(target=write)
    try:
        writer.start()
        # Count on this thread once per piece the other thread decodes: the two run side by side.
        text = ""
        while (piece := pieces.get(timeout=GUARD_SECONDS)) is not None:
            text += piece
            counted.append(backend.count_tokens(thai))
        writer.join()
        assert backend.context_window() == 1024
        # A chat template's markers are one token each, as the template writes them.
        assert backend.count_tokens("<|im_start|>user\nhi<|im_end|>") == 5
    finally:
        backend.close()
    assert len(counted) >= 5 and len(set(counted)) == 1 and 0 < counted[0] < estimate_tokens(thai)
    assert text.strip()
    assert backend.count_tokens(thai) == estimate_tokens(thai)  # closed: back to the safe estimate


def test_every_backend_counts_tokens_and_knows_its_context_before_it_loads(config, tmp_path):
    text = "ค่าเช่า rent " * 20
    for name in ("scripted", "openai", "llama"):
        backend = make_backend(config.replace(backend=name, n_ctx=2048, model_path=None))
        assert backend.context_window() == 2048
        assert backend.count_tokens(text) == estimate_tokens(text)
    assert estimate_tokens("ไฟล์" * 100) > estimate_tokens("file" * 100)


@pytest.mark.parametrize("message, overflow", [
    ("The model stopped with an error: Requested tokens (4111) exceed context window of 4096", True),
    ("The model server at http://127.0.0.1:8080/v1 answered 400: {\"error\": {\"message\": \"This model's maximum "
     "context length is 4096 tokens\"}}", True),
    ("The model server stopped with an error: the request exceeds the available context size", True),
    ("The model stopped with an error: llama_decode returned -1", False),
    ("Cannot reach the model server at http://127.0.0.1:9/v1 (Connection refused).", False),
])
def test_a_prompt_too_long_for_the_context_is_told_apart_from_other_failures(message, overflow):
    assert is_context_error(ModelError(message)) is overflow


def test_a_bundled_model_not_yet_installed_says_to_run_setup(monkeypatch, tmp_path):
    monkeypatch.setattr("engine.models.bundled.models_dir", lambda: tmp_path / "empty")
    with pytest.raises(ModelError, match="make setup"):
        LlamaBackend(bundled_model_path()).load()


def test_missing_model_file_names_the_path_and_the_fix(tmp_path):
    missing = tmp_path / "nope.gguf"
    with pytest.raises(ModelError) as info:
        LlamaBackend(missing).load()
    assert str(missing) in str(info.value) and "--model" in str(info.value)


def test_corrupt_model_file_is_refused_before_llama_cpp_sees_it(tmp_path):
    corrupt = tmp_path / "broken.gguf"
    corrupt.write_bytes(b"<html>404 not found</html>")
    with pytest.raises(ModelError, match="not a GGUF"):
        LlamaBackend(corrupt).load()


def test_truncated_gguf_gets_a_clear_message(tmp_path):
    truncated = tmp_path / "truncated.gguf"
    with bundled_model_path().open("rb") as model:
        truncated.write_bytes(model.read(4096))
    with pytest.raises(ModelError, match="truncated or corrupt"):
        LlamaBackend(truncated).load()


def answer(request: dict) -> bytes:
    """Words, or a native tool call split across chunks when the request offers tools."""
    if request.get("tools"):
        return sse(
            {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"name": "list_work", "arguments": '{"fol'}}]}}]},
            {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"name": "space", "arguments": 'der": ""}'}}]}}]},
        ) + DONE
    return sse(*(text(word) for word in ("Hel", "lo", " world"))) + DONE


@pytest.fixture
def openai_server():
    with serve_openai(stream=answer) as server:
        yield server


def test_openai_backend_streams_text(openai_server):
    backend = OpenAIBackend(openai_server.url, "fake-model")
    backend.load()
    assert [d.text for d in backend.generate(HELLO, threading.Event())] == ["Hel", "lo", " world"]
    assert openai_server.bodies[0]["model"] == "fake-model" and openai_server.bodies[0]["stream"] is True


def test_openai_backend_assembles_native_tool_calls(openai_server):
    backend = OpenAIBackend(openai_server.url, "fake-model")
    request = GenerationRequest(messages=HELLO.messages, tools=({"type": "function", "function": {"name": "x"}},),
                                tool_choice="list_workspace", thinking=False)
    [delta] = list(backend.generate(request, threading.Event()))
    assert delta.tool_call.name == "list_workspace"
    assert json.loads(delta.tool_call.arguments) == {"folder": ""}
    sent = openai_server.bodies[0]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "list_workspace"}}
    assert sent["chat_template_kwargs"] == {"enable_thinking": False}


def test_unreachable_server_says_where_and_what_to_do():
    backend = OpenAIBackend("http://127.0.0.1:9/v1", "m", timeout=2)  # port 9 (discard): nothing listens
    with pytest.raises(ModelError) as info:
        backend.load()
    assert "127.0.0.1:9" in str(info.value) and "retry" in str(info.value)


def test_make_backend_follows_the_config(config, tmp_path):
    assert make_backend(config).name == "scripted"
    assert make_backend(config.replace(backend="openai")).name == "openai"
    assert make_backend(config.replace(backend="llama")).name == "llama"
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"token_delay": 0.01, "replies": ["scripted hi"]}))
    backend = make_backend(config.replace(model_path=script))
    assert backend.token_delay == 0.01
    assert "".join(d.text for d in backend.generate(HELLO, threading.Event())) == "scripted hi"
