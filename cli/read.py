"""`run.py read PATH [--start N --end M] [--json]`: what read_file would show for a file."""
from __future__ import annotations

import argparse
import json

from engine.config import Config
from engine.paths import PathRefused
from engine.readers import ReaderError
from engine.readers.document import read_document


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="the file to read")
    parser.add_argument("--start", type=int, default=None, help="first line (page, row, slide) to read")
    parser.add_argument("--end", type=int, default=None, help="last line (page, row, slide) to read")
    parser.add_argument("--json", action="store_true", help="print a JSON object instead of text")


def run(args: argparse.Namespace, config: Config) -> int:
    try:
        result = read_document(args.path, config, args.start, args.end)
    except (PathRefused, ReaderError) as exc:
        if args.json:
            print(json.dumps({"ok": False, "error": str(exc)}, ensure_ascii=False))
        else:
            print(f"Error: {exc}")
        return 1
    if args.json:
        print(json.dumps({"ok": True, "path": str(result.path), "kind": result.kind, "total": result.total,
                          "sampled": result.sampled, "header": result.header, "text": result.text},
                         ensure_ascii=False))
    else:
        print(result.text)
    return 0
