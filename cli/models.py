"""List the models Klang can run: bundled ones and GGUF files found on this machine (names for --model)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.config import Config
from engine.models.catalog import local_choices

GB = 1e9


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="one JSON object per line")


def _row(choice, config: Config) -> dict:
    info = choice.info
    return {
        "name": choice.name, "label": choice.label, "source": choice.source, "path": str(choice.path),
        "size_bytes": choice.size, "ram_estimate_bytes": choice.ram,
        "parameters": info.parameters if info else 0, "quantisation": info.quantisation if info else "",
        "context_length": info.context_length if info else 0,
        "chat_template": info.has_chat_template if info else False,
        "in_use": config.backend == "llama" and config.model_path == choice.path, "problem": choice.problem,
    }


def run(args, config: Config, out=None) -> int:
    out = out or sys.stdout
    rows = [_row(choice, config) for choice in local_choices(Path.home(), config.n_ctx)]
    for row in rows:
        if args.json:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            continue
        mark = "*" if row["in_use"] else " "
        detail = row["problem"] or (
            f"{row['size_bytes'] / GB:.2f} GB, RAM ≈ {row['ram_estimate_bytes'] / GB:.1f} GB (estimate), "
            f"{row['parameters'] / 1e9:.2f}B params, {row['quantisation'] or '?'}, ctx {row['context_length']}"
            f"{'' if row['chat_template'] else ', no chat template'}")
        out.write(f"{mark} {row['name']:<28} {row['source']:<13} {row['label']}\n    {detail}\n")
    if not args.json:
        out.write("* in use. Pick one with --model NAME (or a GGUF's path), or in the Settings panel.\n")
    return 0
