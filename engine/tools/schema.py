"""Validate tool arguments against the JSON-schema subset the specs use."""
from __future__ import annotations

from engine.tools.base import ToolArgumentError

_TYPES = {"string": str, "integer": int, "boolean": bool, "number": (int, float), "object": dict}


def _check_value(tool: str, name: str, value, schema: dict):
    expected = schema.get("type")
    if isinstance(expected, list):
        if value is None and "null" in expected:
            return None
        expected = next(t for t in expected if t != "null")
    python_type = _TYPES.get(expected)
    if python_type is not None:
        ok = isinstance(value, python_type) and not (expected in ("integer", "number") and isinstance(value, bool))
        if not ok:
            raise ToolArgumentError(
                f"{tool}: argument {name!r} must be {expected}, got {type(value).__name__} {value!r}"
            )
    if "enum" in schema and value not in schema["enum"]:
        raise ToolArgumentError(f"{tool}: argument {name!r} must be one of {schema['enum']}, got {value!r}")
    if expected == "string":
        if "minLength" in schema and len(value) < schema["minLength"]:
            raise ToolArgumentError(f"{tool}: argument {name!r} must not be empty")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            raise ToolArgumentError(f"{tool}: argument {name!r} is longer than {schema['maxLength']} characters")
    if expected == "integer":
        if "minimum" in schema and value < schema["minimum"]:
            raise ToolArgumentError(f"{tool}: argument {name!r} must be at least {schema['minimum']}")
    return value


def validate_arguments(tool: str, arguments, schema: dict) -> dict:
    """Return the checked arguments, or raise ToolArgumentError saying what to fix."""
    if not isinstance(arguments, dict):
        raise ToolArgumentError(f"{tool}: arguments must be a JSON object, got {type(arguments).__name__}")
    properties = schema.get("properties", {})
    unknown = sorted(set(arguments) - set(properties))
    if unknown:
        raise ToolArgumentError(f"{tool}: unknown argument(s) {unknown}; allowed: {sorted(properties)}")
    missing = [name for name in schema.get("required", []) if name not in arguments]
    if missing:
        raise ToolArgumentError(f"{tool}: missing required argument(s) {missing}")
    return {name: _check_value(tool, name, value, properties[name]) for name, value in arguments.items()}
