"""How a model step is asked for and read back: a tool call or the answer.

With llama.cpp the step is decoded under a GBNF grammar built from the tools'
JSON schemas: the output is either a JSON object naming a real tool with
arguments of the right shape, or answer text that cannot open as a call (with
"{", a ```json fence or Qwen's <tool_call> tag). A step that may only answer is
decoded under the answer rule alone. OpenAI-compatible servers use their
native tool calling instead, so there the text itself is checked: `opening`
while it streams, `reads_as_call` once it is complete.
"""
from __future__ import annotations

import json
import re
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


# Answer text: anything that cannot open as a call. Not "{" nor a JSON list ('["', "[{"), not a ```json fence
# nor any fence whose first line inside opens with "{" or "[" (Qwen 0.5B, barred from "{", wrote its call in a
# ```python fence, then as ```json ["read_file", {...}]), not <tool_call>; other code and tags stay possible.
ANSWER_RULES = r"""answer ::= [^{`<[ \t\n] rest | "[" [^"{] rest | "`" [^`] rest | "``" [^`] rest | "```" fence | "<" untagged
fence ::= info? ("\n" [^{[ \t\n] rest)?
info ::= [^jJ\n] [^\n]* | [jJ] ([^sS\n] [^\n]*)? | [jJ] [sS] ([^oO\n] [^\n]*)? | [jJ] [sS] [oO] ([^nN\n] [^\n]*)?
untagged ::= [^t] rest | "t" [^o] rest | "to" [^o] rest | "too" [^l] rest
rest ::= [^\x00]*
"""
# A step that may only answer comes after tool results, where Qwen 0.5B found every opening above that
# could still frame a call (```python with "tool": … inside): there the answer must open with words.
ANSWER_GRAMMAR = r"""root ::= [^{`<["' \t\n] [^\x00]* | "[" [^"{] [^\x00]*
"""


@lru_cache(maxsize=64)
def _grammar(schema_json: str, allow_answer: bool) -> str:
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    rules = json_schema_to_gbnf(schema_json).replace("root ::=", "call ::=", 1)
    if not allow_answer:
        return f"root ::= call\n{rules}"
    return f"root ::= call | answer\n{ANSWER_RULES}{rules}"


def step_grammar(tools: tuple[ToolSpec, ...], allow_answer: bool = True) -> str:
    """GBNF for one step: a call of one of `tools`, or (allow_answer) an answer that cannot pass for one."""
    if not tools:
        return ANSWER_GRAMMAR
    return _grammar(json.dumps(call_schema(tools)), allow_answer)


@dataclass(frozen=True)
class ParsedCall:
    tool: str
    arguments: object  # validated later against the tool's schema
    problem: str = ""  # why the text is not a usable call


_WRAPPED = re.compile(r"^(?:```[a-zA-Z_]*[ \t]*\n?|<tool_call>)\s*(?P<body>.*?)\s*(?:```|</tool_call>)?\s*$", re.DOTALL)
_CALL_KEY = re.compile(r'"(?:tool|arguments|function)"\s*:')
_TAG = "<tool_call>"
# write_file(path='a.md', content='…'): Qwen 0.5B's next dodge, a call in Python's syntax.
_PYTHON_CALL = re.compile(r"^\s*`*(?P<tool>[a-z_]+)\((?:\s*[a-z_]+\s*=)")
_PYTHON_CONTENT = re.compile(r"content\s*=\s*(?P<quote>['\"])(?P<content>.*)(?P=quote)\s*\)?`*\s*$", re.DOTALL)


def call_body(text: str) -> str:
    """The text inside a ```json fence or a <tool_call> tag, else the text itself (stripped)."""
    text = text.strip()
    wrapped = _WRAPPED.match(text) if text.startswith(("```", _TAG)) else None
    return wrapped.group("body") if wrapped else text


def _looks_like_json_call(text: str) -> bool:
    text = text.lstrip()
    return text.startswith(("{", "[")) or bool(_CALL_KEY.search(text))


def opening(text: str) -> str | None:
    """How streamed text opens: "call", "answer", or None while the first characters cannot tell."""
    head = text.lstrip()
    if not head:
        return None
    if _PYTHON_CALL.match(head):
        return "call"
    if re.fullmatch(r"[a-z_]+(?:\(\s*[a-z_]*)?", head):
        return None  # a first word, or the start of write_file(path=…
    if head.startswith("{"):
        return "call"
    if head.startswith("["):
        return None if len(head) < 2 else "call" if head[1] in "\"{" else "answer"
    if head.startswith("<"):
        if len(head) < len(_TAG) and _TAG.startswith(head):
            return None
        return "call" if head.startswith(_TAG) else "answer"
    if head.startswith("`"):
        if len(head) < 3:
            return None if head in ("`", "``") else "answer"
        if not head.startswith("```"):
            return "answer"
        info, newline, body = head[3:].partition("\n")
        if not newline:
            return None if len(info) <= 20 else "answer"  # still inside the fence's first line
        if info.strip().lower() == "json" or body.lstrip().startswith(("{", "[")):
            return "call"
        if "```" not in body:
            return None  # judged once the block closes: a call may hide in it ("tool": … in a python fence)
        return "call" if _CALL_KEY.search(body.split("```", 1)[0]) else "answer"
    return "answer"


def settle(text: str) -> str:
    """How a complete reply opens, "call" or "answer", even one that ended inside an open fence or tag."""
    return opening(text) or ("call" if _looks_like_json_call(call_body(text)) else "answer")


def written_content(text: str) -> str | None:
    """The content argument of a reply that is a write_file call in JSON or Python syntax (a model asked for
    the text to save that wrapped it in the call it imagined); None for any other reply."""
    called = _PYTHON_CALL.match(text)
    if called:
        found = _PYTHON_CONTENT.search(text) if called.group("tool") == "write_file" else None
        return found.group("content").strip() or None if found else None
    if settle(text) != "call":
        return None
    try:
        data = json.loads(call_body(text), strict=False)
    except ValueError:
        return None
    arguments = data.get("arguments") if isinstance(data, dict) else None
    content = arguments.get("content") if isinstance(arguments, dict) else None
    return content if isinstance(content, str) and content.strip() else None


def reads_as_call(text: str) -> bool:
    """The complete text is a tool call written as text, not an answer: bare, fenced or tagged JSON naming a
    tool or its arguments, or a JSON list (["read_file", {...}]), whole or cut off."""
    if _PYTHON_CALL.match(text):
        return True
    if settle(text) != "call":
        return False
    body = call_body(text)
    try:
        data = json.loads(body, strict=False)
    except ValueError:
        return _looks_like_json_call(body)
    return isinstance(data, list) or isinstance(data, dict) and bool({"tool", "arguments", "function"} & set(data))


def parse_call(text: str) -> ParsedCall:
    """Read a step's text as a tool call (fenced or tagged too); a broken one says what went wrong."""
    try:
        data = json.loads(call_body(text), strict=False)
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
