"""Each model speaks through its own chat template; these are the two places Klang helps it.

llama-cpp-python renders the GGUF's `tokenizer.chat_template` (Jinja) when
no chat_format is forced, which covers ChatML (SmolLM2), Qwen's tool-aware
template, Llama 3 and Gemma. Two gaps remain:
- a GGUF without a template would fall back to Llama 2's format, which a
  Qwen or Gemma model does not understand: FALLBACK_FORMATS picks the right
  built-in format by architecture;
- some templates (Gemma, Mistral) refuse a system role or two turns of the
  same role in a row (the agent sends a tool result and "answer now" as two
  user turns): at load, the template renders a probe conversation shaped
  like Klang's; if it refuses, strict_roles folds and merges for that model.
"""
from __future__ import annotations

# general.architecture -> llama-cpp-python's built-in chat format, used only when the GGUF has no template.
FALLBACK_FORMATS = {
    "qwen2": "chatml", "qwen2moe": "chatml", "qwen3": "chatml", "qwen3moe": "chatml",
    "gemma": "gemma", "gemma2": "gemma", "gemma3": "gemma",
}


def fallback_format(metadata: dict) -> str | None:
    """The chat format to force for a GGUF without a template (None: keep llama-cpp-python's choice)."""
    if metadata.get("tokenizer.chat_template"):
        return None
    return FALLBACK_FORMATS.get(metadata.get("general.architecture", ""))


def strict_roles(messages: list[dict]) -> list[dict]:
    """No system role (folded into the first user turn) and no two turns of one role in a row (merged)."""
    messages = [dict(m) for m in messages]
    if messages and messages[0]["role"] == "system":
        system = messages.pop(0)["content"]
        if messages and messages[0]["role"] == "user":
            messages[0]["content"] = f"{system}\n\n{messages[0]['content']}"
        else:
            messages.insert(0, {"role": "user", "content": system})
    merged: list[dict] = []
    for message in messages:
        if merged and merged[-1]["role"] == message["role"]:
            merged[-1]["content"] = f"{merged[-1]['content'] or ''}\n\n{message['content'] or ''}"
        else:
            merged.append(message)
    return merged


# Shaped like an agent turn: a system prompt, a question, a call, its result and "answer now" as two user turns.
PROBE = (
    {"role": "system", "content": "You are Klang."},
    {"role": "user", "content": "Find my contract."},
    {"role": "assistant", "content": '{"tool": "rag_search", "arguments": {"query": "contract"}}'},
    {"role": "user", "content": "Result of rag_search: contract.pdf"},
    {"role": "user", "content": "Answer now."},
)


class TemplateRefused(ValueError):
    """The template renders no conversation Klang can send, even folded."""


def needs_strict_roles(template: str) -> bool:
    """True when the template refuses Klang's conversations as they are but takes them folded."""
    if not template:
        return False
    problem = _render_problem(template, list(PROBE))
    if problem is None:
        return False
    if _render_problem(template, strict_roles(list(PROBE))) is not None:
        raise TemplateRefused(problem)
    return True


def _render_problem(template: str, messages: list[dict]) -> str | None:
    # llama-cpp-python's own formatter, so the probe renders exactly as generation will.
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter, jinja2

    try:
        Jinja2ChatFormatter(template, eos_token="</s>", bos_token="<s>")(messages=messages)
    except (ValueError, jinja2.TemplateError) as exc:  # the template's raise_exception, or broken Jinja
        return str(exc)
    return None
