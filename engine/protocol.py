"""How a model step is asked for and read back: a tool call or the answer.

With llama.cpp the step is decoded under a GBNF grammar built from the tools'
JSON schemas: the output is either a JSON object naming a real tool with
arguments of the right shape, or answer text that does not start with "{".
OpenAI-compatible servers use their native tool calling instead.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from engine.tools.base import ToolSpec

# Keywords the grammar can enforce cheaply; length and range limits are checked
# after decoding (a maxLength of 300 would expand into a 300-level rule).
_GRAMMAR_KEYS = {"type", "properties", "required", "additionalProperties", "enum", "const", "items"}


def _grammar_schema(schema: dict) -> dict:
    out = {}
    for key, value in schema.items():
        if key not in _GRAMMAR_KEYS:
            continue
        if key == "properties":
            value = {name: _grammar_schema(sub) for name, sub in value.items()}
        elif key == "items" and isinstance(value, dict):
            value = _grammar_schema(value)
        out[key] = value
    return out


def call_schema(tools: tuple[ToolSpec, ...]) -> dict:
    """JSON schema of {"tool": name, "arguments": {...}} for any of `tools`."""
    return {
        "oneOf": [
            {
                "type": "object",
                "properties": {"tool": {"const": spec.name}, "arguments": _grammar_schema(spec.parameters)},
                "required": ["tool", "arguments"],
                "additionalProperties": False,
            }
            for spec in tools
        ]
    }


@lru_cache(maxsize=64)
def _grammar(schema_json: str, allow_answer: bool) -> str:
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    rules = json_schema_to_gbnf(schema_json).replace("root ::=", "call ::=", 1)
    if not allow_answer:
        return f"root ::= call\n{rules}"
    # Answer text: anything that does not open with "{" (so it cannot be a half call).
    return f"root ::= call | answer\nanswer ::= [^{{ \\t\\n] [^\\x00]*\n{rules}"


def step_grammar(tools: tuple[ToolSpec, ...], allow_answer: bool = True) -> str | None:
    """GBNF for one step; None when only an answer is allowed (no grammar needed)."""
    if not tools:
        return None
    return _grammar(json.dumps(call_schema(tools)), allow_answer)


@dataclass(frozen=True)
class ParsedCall:
    tool: str
    arguments: object  # validated later against the tool's schema
    problem: str = ""  # why the text is not a usable call


def looks_like_call(text: str) -> bool:
    return text.lstrip().startswith("{")


def parse_call(text: str) -> ParsedCall:
    """Read a step's text as a tool call; a broken one says what went wrong."""
    try:
        data = json.loads(text, strict=False)
    except ValueError:
        return ParsedCall("", None, "the tool call was not complete JSON (it may have been cut off)")
    if not isinstance(data, dict) or not isinstance(data.get("tool"), str):
        return ParsedCall("", None, 'a tool call must look like {"tool": "<name>", "arguments": {...}}')
    return ParsedCall(data["tool"], data.get("arguments", {}))


def describe_tools(tools: tuple[ToolSpec, ...]) -> str:
    lines = []
    for spec in tools:
        params = ", ".join(
            f"{name}: {schema.get('type', 'any')}" for name, schema in spec.parameters.get("properties", {}).items()
        )
        lines.append(f"## {spec.name}({params})\n{spec.description}")
    return "\n\n".join(lines)
