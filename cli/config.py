"""Show the settings in force: each value and where it came from (default, environment, flag, saved)."""
from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from engine.config import Config

SECRET_FIELDS = ("api_key", "lan_token", "owner_token")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="one JSON object: {field: {value, source}}")


def shown(config: Config, name: str) -> str:
    value = getattr(config, name)
    if name in SECRET_FIELDS:
        return "(set)" if value else "(kept in settings.json)" if name != "api_key" else ""
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value) or "(none)"
    return "" if value is None else str(value)


def run(args, config: Config, out=None) -> int:
    out = out or sys.stdout
    names = [f.name for f in dataclasses.fields(config) if f.name not in ("sources", "warnings")]
    rows = {name: {"value": shown(config, name), "source": config.source_of(name)} for name in names}
    if args.json:
        out.write(json.dumps(rows, ensure_ascii=False) + "\n")
    else:
        width = max(map(len, names))
        for name, row in rows.items():
            out.write(f"{name:<{width}}  {row['value']:<40}  {row['source']}\n")
    for warning in config.warnings:
        print(warning, file=sys.stderr)
    return 0
