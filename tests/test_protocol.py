import threading

import pytest

from engine.backends.base import GenerationRequest
from engine.backends.llama import LlamaBackend
from engine.config import bundled_model_path
from engine.protocol import call_schema, describe_tools, looks_like_call, parse_call, step_grammar
from engine.tools import REGISTRY, find_tool
from engine.tools.schema import validate_arguments


def test_parse_call_reads_a_call_and_explains_broken_ones():
    assert parse_call('{"tool": "read_file", "arguments": {"path": "/a b.pdf"}}').arguments == {"path": "/a b.pdf"}
    assert "cut off" in parse_call('{"tool": "read_file", "argu').problem
    assert "must look like" in parse_call('{"name": "read_file"}').problem
    assert "must look like" in parse_call("[1, 2]").problem


def test_a_call_is_recognised_by_its_opening_brace():
    assert looks_like_call('  {"tool"') and not looks_like_call("Hello {there}")


def test_grammar_drops_length_limits_but_keeps_structure():
    schema = call_schema(REGISTRY)
    text = str(schema)
    assert "maxLength" not in text and "'const': 'read_file'" in text
    grammar = step_grammar(REGISTRY)
    assert grammar.startswith("root ::= call | answer\n")
    assert step_grammar(REGISTRY, allow_answer=False).startswith("root ::= call\n")
    assert step_grammar(()) is None


def test_tool_descriptions_name_every_parameter():
    text = describe_tools(REGISTRY)
    for spec in REGISTRY:
        assert f"## {spec.name}(" in text
        for name in spec.parameters["properties"]:
            assert f"{name}:" in text


@pytest.fixture(scope="module")
def default_model():
    backend = LlamaBackend(bundled_model_path(), n_ctx=4096, n_threads=2)
    backend.load()
    yield backend
    backend.close()


@pytest.mark.model
@pytest.mark.parametrize("request_text", [
    "find my rental contract",
    "หาไฟล์ใบเสร็จค่าไฟเดือนที่แล้ว",
    "search the web for Bangkok weather",
])
def test_the_default_model_under_the_grammar_always_emits_a_valid_call(default_model, request_text):
    messages = (
        {"role": "system", "content": "Call one tool as JSON.\n" + describe_tools(REGISTRY)},
        {"role": "user", "content": request_text},
    )
    request = GenerationRequest(messages=messages, max_tokens=256, temperature=0.8,
                                grammar=step_grammar(REGISTRY, allow_answer=False))
    text = "".join(d.text for d in default_model.generate(request, threading.Event()))
    parsed = parse_call(text)
    assert not parsed.problem, text
    spec = find_tool(parsed.tool, REGISTRY)
    assert spec is not None
    assert validate_arguments(spec.name, parsed.arguments, {**spec.parameters, "required": []}) is not None
