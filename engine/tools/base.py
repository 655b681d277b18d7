"""The tool protocol: a typed function, a declared spec, errors the model can act on."""
from __future__ import annotations

import inspect
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from engine.config import Config
from engine.paths import Reach, reach_for


class ToolArgumentError(Exception):
    """The call itself is wrong (unknown tool, bad or missing argument)."""


class ToolError(Exception):
    """The call was right but running it failed (missing file, dead page...)."""


class WebBudget:
    """Web calls left in this turn, shared by every web tool; thread-safe."""

    def __init__(self, limit: int):
        self.limit = limit
        self.used = 0
        self._lock = threading.Lock()

    def take(self) -> bool:
        with self._lock:
            if self.used >= self.limit:
                return False
            self.used += 1
            return True


WEB_LIMIT_MESSAGE = (
    "[web_limit] The web budget for this turn is spent. Do not call web tools again: "
    "answer now from what you already have."
)


@dataclass
class ToolContext:
    """What a running tool may use. Tools get paths and limits from here, never from os.environ."""

    config: Config
    workspect: Path
    cancel: threading.Event = field(default_factory=threading.Event)
    web_budget: WebBudget = field(default_factory=lambda: WebBudget(20))
    role: str = "owner"  # owner | guest
    model: object | None = None  # the ModelQueue, for tools that summarize
    index: object | None = None  # the process-level FileIndex (engine.index.open_index), for rag_search
    web: object | None = None  # engine.web.services.WebServices (the Runtime's); None = built for this call
    knowledge: tuple | None = None  # (Knowledge, DenseRetriever | None), the Runtime's; None = built for this call

    def reach(self) -> Reach:
        """The folders this caller may read and search: a guest's are their own folder (and the owner's
        when the owner shares them), whatever path or folder a tool argument names."""
        return reach_for(self.config, self.role, self.workspect, self.index.roots if self.index is not None else ())

    def name_shares(self, text: str) -> dict[str, float]:
        """The files this caller may see whose names hold some of `text`'s words, with the share each holds
        (engine.index.FileIndex.name_shares); none without an index."""
        return self.index.name_shares(text, reach=self.reach()) if self.index is not None else {}


@dataclass(frozen=True)
class ToolResult:
    text: str  # what the model sees
    data: dict = field(default_factory=dict)  # structured details for the UI card


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict
    function: Callable[..., ToolResult]
    web: bool = False  # counts against the per-turn web budget
    timeout: float | None = None  # seconds; None = the configured default
    owner_only: bool = False

    def check(self) -> None:
        """The declared schema must match the function's signature exactly."""
        signature = inspect.signature(self.function)
        params = list(signature.parameters.values())
        if not params or params[0].name != "ctx":
            raise TypeError(f"{self.name}: the first parameter must be ctx")
        declared = self.parameters.get("properties", {})
        actual = {p.name: p for p in params[1:]}
        if set(declared) != set(actual):
            raise TypeError(f"{self.name}: schema {sorted(declared)} != signature {sorted(actual)}")
        required = {name for name, p in actual.items() if p.default is inspect.Parameter.empty}
        if set(self.parameters.get("required", [])) != required:
            raise TypeError(f"{self.name}: required {self.parameters.get('required')} != {sorted(required)}")
        if self.parameters.get("additionalProperties", True) is not False:
            raise TypeError(f"{self.name}: parameters must set additionalProperties: false")

    def openai_tool(self) -> dict:
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }
