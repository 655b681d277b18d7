"""Every tool the model can call: one module each, tool name = module name."""
from __future__ import annotations

from engine.config import Config
from engine.tools import list_workspect
from engine.tools.base import ToolSpec

# The one explicit registry. A new tool: add its module, its SPEC here, and tests/tools/test_<name>.py.
REGISTRY: tuple[ToolSpec, ...] = (list_workspect.SPEC,)


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
