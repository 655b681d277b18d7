"""The OpenAI-compatible backend against a scripted SSE server on 127.0.0.1: what it sends, how streams end."""
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from engine.backends import GenerationRequest, ModelError
from engine.backends.openai import OpenAIBackend, compact_tool
from engine.tools import REGISTRY, find_tool

QUESTION = ({"role": "user", "content": "hi"},)


class CutSSE(BaseHTTPRequestHandler):
    """Starts a chunked stream and dies in the middle of it, as a killed server does."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        return None

    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        event = sse(text("Hel"))
        self.wfile.write(b"%x\r\n%s\r\n" % (len(event), event) + b"400\r\npartial")
        self.wfile.flush()
        self.close_connection = True


class ScriptedSSE(BaseHTTPRequestHandler):
    """Answers every POST with the raw stream `events` (bytes), then closes the connection."""

    events: bytes = b""
    bodies: list = []

    def log_message(self, *args):
        return None

    def do_POST(self):
        ScriptedSSE.bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(ScriptedSSE.events)
        self.close_connection = True


def sse(*chunks) -> bytes:
    return b"".join(b"data: " + (c if isinstance(c, bytes) else json.dumps(c).encode()) + b"\n\n" for c in chunks)


def text(word: str, finish=None) -> dict:
    return {"choices": [{"delta": {"content": word}, "finish_reason": finish}]}


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), ScriptedSSE)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    ScriptedSSE.bodies = []
    yield OpenAIBackend(f"http://127.0.0.1:{httpd.server_port}/v1", "m", timeout=10)
    httpd.shutdown()
    httpd.server_close()


def generate(backend, request=GenerationRequest(messages=QUESTION)):
    return list(backend.generate(request, threading.Event()))


def test_pings_and_a_finished_stream_give_the_text(server):
    ScriptedSSE.events = b": ping - 2026-11-30\n\n" + sse(text("Hel"), text("lo", finish="stop")) + b"data: [DONE]\n\n"
    assert "".join(d.text for d in generate(server)) == "Hello"


def test_a_stream_that_stops_without_finishing_is_an_error_not_an_empty_answer(server):
    # llama-cpp-python's server does this when the prompt exceeds its context window.
    ScriptedSSE.events = b""
    with pytest.raises(ModelError, match="without finishing.*context window"):
        generate(server)
    ScriptedSSE.events = sse(text("Half an ans"))
    with pytest.raises(ModelError, match="without finishing"):
        generate(server)


@pytest.mark.parametrize("event", [
    {"error": {"code": 500, "message": "the request exceeds the available context size", "type": "server_error"}},
    {"object": "error", "message": "the request exceeds the available context size", "code": 400},
])
def test_an_error_event_mid_stream_carries_the_servers_message(server, event):
    ScriptedSSE.events = sse(text("Hi"), event)
    with pytest.raises(ModelError, match="stopped with an error: the request exceeds the available context size"):
        generate(server)


def test_a_tool_call_is_assembled_whether_the_name_comes_once_or_in_every_chunk(server):
    def part(name, arguments):
        return {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"name": name, "arguments": arguments}}]}}]}

    for name in ("list_workspect", None):  # llama-cpp-python's server repeats the name; OpenAI's sends it once
        ScriptedSSE.events = sse(part("list_workspect", ""), part(name, '{"folder"'), part(name, ': ""}')) + b"data: [DONE]\n\n"
        [delta] = generate(server, GenerationRequest(messages=QUESTION, tools=(find_tool("list_workspect", REGISTRY).openai_tool(),)))
        assert delta.tool_call.name == "list_workspect" and json.loads(delta.tool_call.arguments) == {"folder": ""}


def test_a_server_dying_mid_stream_is_reported_as_a_broken_connection():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), CutSSE)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        backend = OpenAIBackend(f"http://127.0.0.1:{httpd.server_port}/v1", "m", timeout=10)
        stream = backend.generate(GenerationRequest(messages=QUESTION), threading.Event())
        assert next(stream).text == "Hel"
        with pytest.raises(ModelError, match="connection to the model server .* broke in the middle of the answer"):
            list(stream)
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_malformed_line_is_reported(server):
    for line in (b"{not json", b"[1, 2]"):
        ScriptedSSE.events = sse(line)
        with pytest.raises(ModelError, match=re.escape(f"malformed stream line: {line.decode()}")):
            generate(server)


def test_every_message_goes_out_with_a_string_content(server):
    ScriptedSSE.events = sse(text("ok", finish="stop"))
    call = {"id": "call_1", "type": "function", "function": {"name": "list_workspect", "arguments": "{}"}}
    messages = (*QUESTION, {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "call_1", "content": "a.txt"})
    generate(server, GenerationRequest(messages=messages))
    sent = ScriptedSSE.bodies[0]["messages"]
    assert all(isinstance(m["content"], str) for m in sent)
    assert sent[1] == {"role": "assistant", "content": "", "tool_calls": [call]}


def test_the_native_tool_list_is_one_sentence_per_tool_without_examples(server):
    ScriptedSSE.events = sse(text("ok", finish="stop"))
    generate(server, GenerationRequest(messages=QUESTION, tools=tuple(s.openai_tool() for s in REGISTRY)))
    sent = ScriptedSSE.bodies[0]["tools"]
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
    ScriptedSSE.events = sse(text("a"), text("b"))
    cancel = threading.Event()
    stream = server.generate(GenerationRequest(messages=QUESTION), cancel)
    assert next(stream).text == "a"
    cancel.set()
    assert list(stream) == []
