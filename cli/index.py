"""`run.py index [--roots DIR ...]`: bring the file index up to date, with a progress bar."""
from __future__ import annotations

import sys
import time
from pathlib import Path

from engine.index import open_index
from engine.index.indexer import IndexProgress

BAR_WIDTH = 30


def add_arguments(parser) -> None:
    parser.add_argument("--roots", nargs="+", type=Path, metavar="DIR",
                        help="folders to index (default: Desktop, Documents, Downloads and the knowledge folder)")


def progress_line(progress: IndexProgress) -> str:
    total = max(progress.files_total, 1)
    filled = int(BAR_WIDTH * progress.files_done / total)
    eta = progress.eta_seconds
    eta_text = f" ETA {eta:.0f} s" if eta is not None else ""
    return (f"[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {progress.files_done}/{progress.files_total} files, "
            f"{progress.bytes_done / 1e6:.1f}/{progress.bytes_total / 1e6:.1f} MB, "
            f"{progress.files_per_second:.0f} files/s{eta_text}")


def run(args, config) -> int:
    if args.roots:
        missing = [str(r) for r in args.roots if not r.expanduser().is_dir()]
        if missing:
            print(f"Not a folder: {', '.join(missing)}. Nothing was indexed.")
            return 2
        config = config.replace(roots=tuple(r.expanduser().resolve() for r in args.roots))
    index = open_index(config)
    if not index.roots:
        print("No folder to index: none of Desktop, Documents, Downloads exists. Use --roots DIR.")
        return 2
    print("Indexing " + ", ".join(str(r) for r in index.roots))
    index.start()
    interactive = sys.stdout.isatty()
    while index.progress().running or index.progress().state == "idle":
        if interactive:
            print("\r" + progress_line(index.progress()), end="", flush=True)
        time.sleep(0.2)
    final = index.indexer.wait()
    print(("\r" if interactive else "") + progress_line(final))
    print(f"{final.state}: {final.files_done} indexed, {final.unchanged} unchanged, {final.removed} removed, "
          f"{final.failed} failed, {final.too_large} too large (name only) in {final.elapsed:.1f} s")
    for path, error in final.failures:
        print(f"  failed: {path}: {error}")
    return 1 if final.state == "failed" else 0
