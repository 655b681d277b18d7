"""The OpenAI-compatible backend against a scripted SSE server on 127.0.0.1: what it sends, how streams end."""
import json
import re
import threading

import pytest

from engine.backends import GenerationRequest, ModelError
from engine.backends.openai import OpenAIBackend, compact_tool
from engine.tools import REGISTRY, find_tool
from tests.openai_site import DONE, serve_openai, sse, text

QUESTION = ({"role": "user", "content": "hi"},)


@pytest.fixture
def server():
    with serve_openai() as fake:
        yield fake


def backend(server) -> OpenAIBackend:
    return OpenAIBackend(server.url, "m", timeout=10)


def generate(server, request=GenerationRequest(messages=QUESTION)):
    return list(backend(server).generate(request, threading.Event()))


def test_pings_and_a_finished_stream_give_the_text(server):
    server.stream = b": ping - 2026-11-30\n\n" + sse(text("Hel"), text("lo", finish="stop")) + DONE
    assert "".join(d.text for d in generate(server)) == "Hello"


def test_a_stream_that_stops_without_finishing_is_an_error_not_an_empty_answer(server):
    # llama-cpp-python's server does this when the prompt exceeds its context window.
    server.stream = b""
    with pytest.raises(ModelError, match="without finishing.*context window"):
        generate(server)
    server.stream = sse(text("Half an ans"))
    with pytest.raises(ModelError, match="without finishing"):
        generate(server)


@pytest.mark.parametrize("event", [
    {"error": {"code": 500, "message": "the request exceeds the available context size", "type": "server_error"}},
    {"object": "error", "message": "the request exceeds the available context size", "code": 400},
])
def test_an_error_event_mid_stream_carries_the_servers_message(server, event):
    server.stream = sse(text("Hi"), event)
    with pytest.raises(ModelError, match="stopped with an error: the request exceeds the available context size"):
        generate(server)


def test_a_tool_call_is_assembled_whether_the_name_comes_once_or_in_every_chunk(server):
    def part(name, arguments):
        return {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"name": name, "arguments": arguments}}]}}]}

    for name in ("list_workspect", None):  # llama-cpp-python's server repeats the name; OpenAI's sends it once
        server.stream = sse(part("list_workspect", ""), part(name, '{"folder"'), part(name, ': ""}')) + DONE
        [delta] = generate(server, GenerationRequest(messages=QUESTION, tools=(find_tool("list_workspect", REGISTRY).openai_tool(),)))
        assert delta.tool_call.name == "list_workspect" and json.loads(delta.tool_call.arguments) == {"folder": ""}


def test_a_server_dying_mid_stream_is_reported_as_a_broken_connection():
    with serve_openai(stream=sse(text("Hel")), cut=True) as server:
        stream = backend(server).generate(GenerationRequest(messages=QUESTION), threading.Event())
        assert next(stream).text == "Hel"
        with pytest.raises(ModelError, match="connection to the model server .* broke in the middle of the answer"):
            list(stream)


def test_a_malformed_line_is_reported(server):
    for line in (b"{not json", b"[1, 2]"):
        server.stream = sse(line)
        with pytest.raises(ModelError, match=re.escape(f"malformed stream line: {line.decode()}")):
            generate(server)


def test_every_message_goes_out_with_a_string_content(server):
    server.stream = sse(text("ok", finish="stop"))
    call = {"id": "call_1", "type": "function", "function": {"name": "list_workspect", "arguments": "{}"}}
    messages = (*QUESTION, {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "call_1", "content": "a.txt"})
    generate(server, GenerationRequest(messages=messages))
    sent = server.bodies[0]["messages"]
    assert all(isinstance(m["content"], str) for m in sent)
    assert sent[1] == {"role": "assistant", "content": "", "tool_calls": [call]}


def test_the_native_tool_list_is_one_sentence_per_tool_without_examples(server):
    server.stream = sse(text("ok", finish="stop"))
    generate(server, GenerationRequest(messages=QUESTION, tools=tuple(s.openai_tool() for s in REGISTRY)))
    sent = server.bodies[0]["tools"]
    assert [t["function"]["name"] for t in sent] == [s.name for s in REGISTRY]
    for tool, spec in zip(sent, REGISTRY):
        description = tool["function"]["description"]
        assert description and spec.description.startswith(description)
        assert "\n" not in description and "✅" not in description and "❌" not in description
        assert tool["function"]["parameters"]["properties"].keys() == spec.parameters["properties"].keys()
    full, compact = json.dumps([s.openai_tool() for s in REGISTRY]), json.dumps(sent)
    assert len(compact) < len(full) / 3


def test_compact_tool_drops_examples_at_any_depth():
    tool = {"type": "function", "function": {"name": "f", "description": "Do it. Then more.\n✅ example",
            "parameters": {"type": "object", "examples": [{}],
                           "properties": {"q": {"type": "string", "examples": ["x"]}}}}}
    assert compact_tool(tool)["function"] == {
        "name": "f", "description": "Do it.",
        "parameters": {"type": "object", "properties": {"q": {"type": "string"}}},
    }


def test_stop_ends_the_stream_quietly(server):
    server.stream = sse(text("a"), text("b"))
    cancel = threading.Event()
    stream = backend(server).generate(GenerationRequest(messages=QUESTION), cancel)
    assert next(stream).text == "a"
    cancel.set()
    assert list(stream) == []
