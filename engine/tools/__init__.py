"""Every tool the model can call: one module each, tool name = module name."""
from __future__ import annotations

from engine.config import Config
from engine.tools import (
    bash,
    browse_url,
    list_workspect,
    rag_search,
    read_file,
    recall_web,
    web_search,
    write_file,
)
from engine.tools.base import ToolSpec

# The one explicit registry. A new tool: add its module, its SPEC here, and tests/tools/test_<name>.py.
REGISTRY: tuple[ToolSpec, ...] = (
    rag_search.SPEC,
    read_file.SPEC,
    list_workspect.SPEC,
    write_file.SPEC,
    bash.SPEC,
    web_search.SPEC,
    browse_url.SPEC,
    recall_web.SPEC,
)


def available_tools(config: Config, role: str = "owner") -> tuple[ToolSpec, ...]:
    """The tools this caller may use: owner-only tools (bash) are hidden from guests and when switched off."""
    tools = []
    for spec in REGISTRY:
        if spec.owner_only and role != "owner":
            continue
        if spec.name == "bash" and not config.bash_enabled:
            continue
        tools.append(spec)
    return tuple(tools)


def find_tool(name: str, tools: tuple[ToolSpec, ...]) -> ToolSpec | None:
    return next((spec for spec in tools if spec.name == name), None)
