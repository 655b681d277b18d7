"""Every registered tool keeps the protocol; every tool has its own test module."""
import inspect
from pathlib import Path

import pytest

from engine import tools as tools_package
from engine.protocol import call_schema, step_grammar
from engine.tools import REGISTRY, available_tools

TOOLS_DIR = Path(tools_package.__file__).parent
TESTS_DIR = Path(__file__).parent / "tools"
NOT_TOOLS = {"__init__", "base", "runner", "schema"}


@pytest.mark.parametrize("spec", REGISTRY, ids=lambda spec: spec.name)
def test_spec_matches_its_function_and_module(spec):
    spec.check()
    module = inspect.getmodule(spec.function)
    assert module.__name__ == f"engine.tools.{spec.name}", "tool name = module name"
    assert getattr(module, "SPEC") is spec


@pytest.mark.parametrize("spec", REGISTRY, ids=lambda spec: spec.name)
def test_description_teaches_with_examples(spec):
    assert "✅" in spec.description and "❌" in spec.description
    assert len(spec.description) < 4000


def test_names_are_unique():
    names = [spec.name for spec in REGISTRY]
    assert len(names) == len(set(names))


def test_every_tool_module_is_registered_and_has_its_own_test_module():
    modules = {p.stem for p in TOOLS_DIR.glob("*.py")} - NOT_TOOLS
    assert modules == {spec.name for spec in REGISTRY}, "a tool module is not in REGISTRY (or the reverse)"
    missing = [name for name in sorted(modules) if not (TESTS_DIR / f"test_{name}.py").is_file()]
    assert not missing, f"tools without tests/tools/test_<name>.py: {missing}"


def test_grammar_covers_every_registered_tool():
    grammar = step_grammar(REGISTRY)
    for spec in REGISTRY:
        assert f'"\\"{spec.name}\\""' in grammar
    assert len(call_schema(REGISTRY)["oneOf"]) == len(REGISTRY)


def test_guests_and_a_switched_off_bash_hide_owner_tools(config):
    owner_only = {spec.name for spec in REGISTRY if spec.owner_only}
    guest_tools = {spec.name for spec in available_tools(config, role="guest")}
    assert not owner_only & guest_tools
    assert "bash" not in {spec.name for spec in available_tools(config.replace(bash_enabled=False))}
