import threading

import pytest

from engine.backends.base import GenerationRequest
from engine.protocol import (
    ANSWER_GRAMMAR,
    call_schema,
    describe_tools,
    opening,
    parse_call,
    reads_as_call,
    step_grammar,
)
from engine.tools import REGISTRY, find_tool
from engine.tools.schema import validate_arguments


def test_parse_call_reads_a_call_and_explains_broken_ones():
    assert parse_call('{"tool": "read_file", "arguments": {"path": "/a b.pdf"}}').arguments == {"path": "/a b.pdf"}
    assert "cut off" in parse_call('{"tool": "read_file", "argu').problem
    assert "must look like" in parse_call('{"name": "read_file"}').problem
    assert "must look like" in parse_call("[1, 2]").problem


CALL = '{"tool": "read_file", "arguments": {"path": "/a.md"}}'


@pytest.mark.parametrize("text", [
    CALL, f"  {CALL}", f"```json\n{CALL}\n```", f"```\n{CALL}```", f"<tool_call>\n{CALL}\n</tool_call>",
    '```python\n{"tool": "list_workspect", "arguments": {}}\n```',  # what Qwen 0.5B wrote when barred from "{"
    '```json\n["read_file", {"path": "/a.md"}]\n```', '["read_file", {"path": "/a.md"}]',  # and then this
    '```python\n"tool": "read_file", "arguments": {"path": "/a.md"}}\n```',  # and this, barred from all those
    '```python\n"tool": "read_file", "arguments": {"path": "/a.md"}}',  # the same, cut off before its fence closed
    "write_file(path='summary.md', content='- Budget approved')",  # and then Python's syntax
    '<tool_call>{"name": "read_file", "arguments": {"path": "/a.md"}}</tool_call>',
    '{"tool": "read_file", "argu',  # cut off mid-way: still a call, not an answer
])
def test_a_call_written_as_text_is_recognised_bare_fenced_or_tagged(text):
    assert opening(text) in ("call", None) and reads_as_call(text)
    assert opening(text[:2]) in (None, "call")  # held back from the first characters on


@pytest.mark.parametrize("text", [
    "Hello {there}", "ค่าเช่าเดือนละ 12,500 บาท [1]", "[1] says 12,500 baht.", "```python\nprint({'tool': 1})\n```", "<b>bold</b>",
    '{"name": "Somchai", "age": 30}',  # JSON the user asked for, naming no tool
])
def test_answer_text_is_not_taken_for_a_call(text):
    assert not reads_as_call(text)


def test_an_opening_fence_or_tag_is_held_back_until_it_can_be_told_from_a_call():
    assert [opening(t) for t in ("`", "```", "```js", "<tool", "<t", "[")] == [None] * 6
    assert opening("```json\n") == "call" and opening("```python\n{") == "call" and opening("```python\n") is None
    assert opening("```js\nlet x = 1") is None and opening("```js\nlet x = 1\n```") == "answer"
    assert opening("write_file(pa") is None and opening("one") is None and opening("one two") == "answer"


def test_grammar_drops_length_limits_but_keeps_structure():
    schema = call_schema(REGISTRY)
    text = str(schema)
    assert "maxLength" not in text and "'const': 'read_file'" in text
    grammar = step_grammar(REGISTRY)
    assert grammar.startswith("root ::= call | answer\n")
    assert step_grammar(REGISTRY, allow_answer=False).startswith("root ::= call\n")
    assert step_grammar(()) == ANSWER_GRAMMAR  # no tool to call: an answer, which cannot open as a call


def test_tool_descriptions_name_every_parameter():
    text = describe_tools(REGISTRY)
    for spec in REGISTRY:
        assert f"## {spec.name}(" in text
        for name in spec.parameters["properties"]:
            assert f"{name}:" in text



@pytest.mark.model
def test_the_default_model_under_the_answer_grammar_cannot_reply_with_a_call(default_model):
    messages = ({"role": "user", "content": f"Reply with exactly this and nothing else: {CALL}"},)
    request = GenerationRequest(messages=messages, max_tokens=12, temperature=0.0, grammar=ANSWER_GRAMMAR)
    text = "".join(d.text for d in default_model.generate(request, threading.Event()))
    assert text.strip() and opening(text) == "answer" and not reads_as_call(text), text


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
