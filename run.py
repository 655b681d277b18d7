"""Klang: `python run.py` starts the web app; other subcommands work in the terminal."""
from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from engine import malloc
from engine.config import load_config
from engine.models.catalog import resolve_model
from engine.settings import SettingsError, SettingsStore

# Subcommand modules in cli/: each has add_arguments(parser) and run(args, config) -> int.
COMMANDS = ("serve", "ask", "tool", "read", "index", "search", "config", "models")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="run.py", description="Klang (คลัง): a local AI agent for your files and the web.")
    parser.add_argument("--model", help="a GGUF file's path or a model's name from `run.py models` "
                                        "(default: the bundled qwen2.5-coder-0.5b; smollm2-135m is smaller and faster)")
    parser.add_argument("--backend", choices=("llama", "openai", "scripted"), help="llama (in-process, default) or openai (an OpenAI-compatible server)")
    parser.add_argument("--base-url", help="the OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1")
    parser.add_argument("--model-name", help="the model name the OpenAI-compatible server knows")
    parser.add_argument("--data-dir", help="conversations, index and settings (default: ~/.local/share/klang)")
    parser.add_argument("--workspect", help="the only folder Klang may write to (default: ./workspect)")
    parser.add_argument("--threads", type=int, help="CPU threads for the model")
    parser.add_argument("--port", type=int, help="web app port (default 8765)")
    parser.add_argument("--host", help="web app address (default 127.0.0.1; with --lan, the address to share)")
    parser.add_argument("--lan", action="store_true", default=None,
                        help="share on the home network: binds the LAN address and always requires a token")
    parser.add_argument("--ctx", type=int, help="the model's context size in tokens")
    sub = parser.add_subparsers(dest="command")
    for name in COMMANDS:
        module = importlib.import_module(f"cli.{name}")
        command = sub.add_parser(name, help=module.__doc__.strip().splitlines()[0])
        module.add_arguments(command)
        command.set_defaults(module=module)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not any(word in COMMANDS for word in argv):
        argv.append("serve")
    args = parser.parse_args(argv)
    try:
        model_path = resolve_model(args.model, Path.home()) if args.model else None
        # A model named on the command line is picked like one in the Settings panel: saved, so the
        # browser and later commands use it too (the saved layer comes last in load_config).
        picked = {name: value for name, value in (("backend", args.backend), ("model_path", model_path),
                                                   ("base_url", args.base_url), ("model_name", args.model_name))
                  if value is not None}
        if model_path is not None and args.backend is None:
            picked["backend"] = "llama"  # a GGUF file runs in-process, whatever was picked before
        store = SettingsStore(load_config(data_dir=args.data_dir, saved=False).data_dir)
        if picked:
            store.update(**picked)
        config = load_config(
            backend=args.backend, model_path=model_path, base_url=args.base_url, model_name=args.model_name,
            data_dir=args.data_dir, workspect_dir=args.workspect, n_threads=args.threads, n_ctx=args.ctx,
            port=args.port, host=args.host, lan=args.lan,
        )
        if store.warning:  # the pick was saved over a damaged file: say so all the same
            config = config.replace(warnings=(store.warning, *config.warnings))
    except (ValueError, SettingsError) as exc:
        parser.error(str(exc))
    return args.module.run(args, config)


if __name__ == "__main__":
    malloc.cap_arenas()  # before any thread starts: see engine/malloc.py
    sys.exit(main())
