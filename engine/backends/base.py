"""The model-backend interface every backend implements.

A backend turns a list of chat messages into a stream of Delta pieces. It is
driven by exactly one thread (the ModelQueue worker), so implementations need
no locking of their own.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Iterator, Protocol


class ModelError(Exception):
    """The model cannot be loaded or reached; the message tells the user what to do."""


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


class Backend(Protocol):
    name: str
    label: str  # the model as the owner knows it, shown while it loads
    supports_grammar: bool

    def load(self) -> None:
        """Prepare the model; raise ModelError with a message a user can act on."""

    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        """Stream the answer; stop soon after `cancel` is set."""

    def close(self) -> None:
        """Free the model."""
