"""The model-backend base class every backend inherits.

A backend turns a list of chat messages into a stream of Delta pieces. It is
driven by exactly one thread (the ModelQueue worker), so load/generate/close
need no locking of their own. count_tokens is the exception: the agent counts
its prompt on the turn's thread while another turn may be generating.
"""
from __future__ import annotations

import re
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Iterator


class ModelError(Exception):
    """The model cannot be loaded or reached; the message tells the user what to do."""


# How backends say a prompt did not fit: llama.cpp "Requested tokens (N) exceed context window of M",
# llama-server / vLLM / OpenAI "maximum context length", "exceeds the available context size", and our own
# message for a server that closed the stream silently (llama-cpp-python's does that on overflow).
_CONTEXT_ERROR = re.compile(r"context (?:window|length|size)|n_ctx|too many tokens|prompt is too long", re.IGNORECASE)


def is_context_error(error: ModelError) -> bool:
    """The model refused the prompt because it is longer than its context: a shorter prompt may work."""
    return bool(_CONTEXT_ERROR.search(str(error)))


def estimate_tokens(text: str) -> int:
    """A safe over-estimate for backends without a tokenizer at hand: Latin text is ~4 characters a token,
    Thai at most ~2 tokens a character."""
    ascii_chars = sum(1 for ch in text if ord(ch) < 128)
    return ascii_chars // 4 + (len(text) - ascii_chars) * 2 + 4


@dataclass(frozen=True)
class ToolCallDelta:
    """A native tool call (OpenAI-compatible servers); arguments as the raw JSON text."""

    name: str
    arguments: str


@dataclass(frozen=True)
class Delta:
    text: str = ""
    tool_call: ToolCallDelta | None = None


@dataclass(frozen=True)
class GenerationRequest:
    messages: tuple[dict, ...]
    max_tokens: int = 512
    # GBNF grammar the output must follow (in-process llama.cpp only).
    grammar: str | None = None
    # OpenAI "tools" list for servers with native tool calling; tool_choice
    # is "auto", "none" or the name of the one tool that must be called.
    tools: tuple[dict, ...] = field(default_factory=tuple)
    tool_choice: str = "auto"
    temperature: float = 0.2
    # Small models loop ("list-files-list-files-…") without it; 1.0 turns it off.
    repeat_penalty: float = 1.1
    # Internal jobs (summaries, query expansion, rerank) ask for thinking off.
    thinking: bool = True


class Backend(ABC):
    """Token counting and the context default to what any backend can say without a tokenizer of its own:
    the safe estimate and the context the owner configured (n_ctx); a backend that knows better overrides."""

    name: str
    label: str  # the model as the owner knows it, shown while it loads
    supports_grammar: bool
    n_ctx: int  # the configured context (KLANG_CTX)

    @abstractmethod
    def load(self) -> None:
        """Prepare the model; raise ModelError with a message a user can act on."""

    @abstractmethod
    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        """Stream the answer; stop soon after `cancel` is set."""

    @abstractmethod
    def close(self) -> None:
        """Free the model."""

    def count_tokens(self, text: str) -> int:
        """Tokens `text` takes in this model's prompt; callable from any thread, loaded or not."""
        return estimate_tokens(text)

    def context_window(self) -> int:
        """Tokens the model can hold: prompt and answer together."""
        return self.n_ctx
