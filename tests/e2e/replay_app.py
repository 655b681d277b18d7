"""Klang's web app whose agent replays recorded turn events: end-to-end tests of how the page shows what the
agent emits (Progress, Notice, Cited...) without depending on what a model writes.

    python -m tests.e2e.replay_app TURNS.json --data-dir D --workspect W --port P   (from the repository root)

TURNS.json: {"turns": [[item, ...], ...]}, one list per turn, in order. An item is a record of
engine.events.to_record, or {"gate": "name"}: the turn waits, silent as a model evaluating its prompt,
until the test creates the file "name" beside TURNS.json (or the user presses Stop).
Everything else is the real app: Runtime, turns, history, websocket, panels, preview.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from werkzeug.serving import make_server

from engine.config import load_config
from engine.events import AnswerDone, Token, from_record
from engine.runtime import Runtime
from webapp import create_app

GATE_POLL = 0.05  # seconds between two looks for a gate's file


class ReplayAgent:
    """Agent.run's signature; each call replays the next recorded turn."""

    def __init__(self, turns: list[list[dict]], gates: Path):
        self.turns = turns
        self.gates = gates

    def run(self, history, user_text, ctx, emit, owner="local") -> AnswerDone:
        text = ""
        for item in self.turns.pop(0) if self.turns else ():
            if "gate" in item:
                while not (self.gates / item["gate"]).exists():
                    if ctx.cancel.wait(GATE_POLL):
                        return AnswerDone(text, stopped=True)
                continue
            event = from_record(item)
            emit(event)
            if isinstance(event, Token):
                text += event.text
        return AnswerDone(text)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("turns", type=Path)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--workspect", type=Path, required=True)
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    config = load_config(backend="scripted", data_dir=args.data_dir, workspect_dir=args.workspect, port=args.port)
    runtime = Runtime(config)
    agent = ReplayAgent(json.loads(args.turns.read_text(encoding="utf-8"))["turns"], args.turns.parent)
    runtime.agents.update(owner=agent, guest=agent)
    app = create_app(config, runtime=runtime)
    runtime.start_indexing()
    server = make_server("127.0.0.1", config.port, app, threaded=True)
    print(f"Klang (replayed turns) is running at http://127.0.0.1:{server.port}/", flush=True)
    try:
        server.serve_forever()
    finally:
        runtime.close()


if __name__ == "__main__":
    main()
