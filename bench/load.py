"""Load: many websocket sessions on the scripted backend, with random disconnects and Stops.

Starts the real server (scripted model, so the figures measure Klang, not the
model) and runs N concurrent tabs for a bounded time. Each tab sends
messages; some answers are stopped, some tabs drop their socket mid-answer and
reconnect. Then it checks, and prints:
- threads and open file descriptors of the server before, at peak, and after
  every session closed (a leak shows as "after" well above "before");
- every turn persisted: no assistant message left 'streaming', and one saved
  answer per message sent;
- fairness of the model queue: turns finished per tab (min / median / max)
  and Jain's fairness index (1.0 = perfectly even).

    .venv/bin/python bench/load.py [--sessions 50] [--seconds 30]
"""
from __future__ import annotations

import argparse
import json
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from simple_websocket import Client, ConnectionClosed

REPO = Path(__file__).resolve().parents[1]
WORDS = "the quick brown fox jumps over the lazy dog while the model answers everyone in turn".split()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def process_figures(pid: int) -> tuple[int, int]:
    threads = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                   if line.startswith("Threads:"))
    return threads, len(list(Path(f"/proc/{pid}/fd").iterdir()))


class Tab(threading.Thread):
    def __init__(self, number: int, url: str, deadline: float, seed: int):
        super().__init__(daemon=True)
        self.number = number
        self.url = url
        self.deadline = deadline
        self.random = random.Random(seed)
        self.sent = self.finished = self.stops = self.drops = 0
        self.errors: list[str] = []

    def connect(self):
        return Client.connect(self.url)

    def run(self) -> None:
        ws = self.connect()
        try:
            while time.monotonic() < self.deadline:
                text = " ".join(self.random.choices(WORDS, k=30)) + f" (tab {self.number})"
                ws.send(json.dumps({"type": "send", "conversation": "", "text": text}))
                self.sent += 1
                action = self.random.random()
                if action < 0.1:
                    time.sleep(self.random.uniform(0.05, 0.5))
                    ws.close()  # the tab goes away mid-answer; the turn must still be saved
                    self.drops += 1
                    ws = self.connect()
                    continue
                if action < 0.3:
                    time.sleep(self.random.uniform(0.0, 0.3))
                    ws.send(json.dumps({"type": "stop"}))
                    self.stops += 1
                frames = ""
                while 'data-state="idle"' not in frames:
                    frames = ws.receive(timeout=120) or ""
                self.finished += 1
        except (ConnectionClosed, OSError) as exc:
            self.errors.append(repr(exc))
        finally:
            ws.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        script = Path(tmp) / "script.json"
        script.write_text(json.dumps({"token_delay": 0.002, "replies": []}))
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, str(REPO / "run.py"), "--backend", "scripted", "--model", str(script),
             "--data-dir", str(data_dir), "--workspect", str(Path(tmp) / "ws"), "--port", str(port)],
            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(200):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=1).read()
                    break
                except OSError:
                    time.sleep(0.1)
            time.sleep(1)
            before = process_figures(server.pid)
            deadline = time.monotonic() + args.seconds
            tabs = [Tab(i, f"ws://127.0.0.1:{port}/ws", deadline, seed=i) for i in range(args.sessions)]
            started = time.monotonic()
            for tab in tabs:
                tab.start()
            peak = before
            while any(tab.is_alive() for tab in tabs):
                peak = max(peak, process_figures(server.pid))
                time.sleep(0.5)
            elapsed = time.monotonic() - started
            time.sleep(3)  # dropped tabs' turns finish and are saved
            after = process_figures(server.pid)
            database = sqlite3.connect(data_dir / "klang.sqlite3")
            saved = dict(database.execute(
                "SELECT status, COUNT(*) FROM messages WHERE role = 'assistant' GROUP BY status").fetchall())
            database.close()
        finally:
            server.terminate()
            server.wait()

    sent = sum(tab.sent for tab in tabs)
    finished = [tab.finished for tab in tabs]
    jain = sum(finished) ** 2 / (len(finished) * sum(f * f for f in finished)) if any(finished) else 0.0
    print(f"{args.sessions} sessions for {elapsed:.0f} s: {sent} messages sent, {sum(finished)} answers watched to "
          f"the end, {sum(t.stops for t in tabs)} Stops, {sum(t.drops for t in tabs)} dropped sockets, "
          f"{sum(len(t.errors) for t in tabs)} client errors")
    print(f"server threads  before {before[0]:>4}   peak {peak[0]:>4}   after {after[0]:>4}")
    print(f"server open fds before {before[1]:>4}   peak {peak[1]:>4}   after {after[1]:>4}")
    print(f"saved answers: {saved}  (messages sent {sent}; left streaming: {saved.get('streaming', 0)})")
    print(f"answers per tab: min {min(finished)}  median {statistics.median(finished):.0f}  max {max(finished)}   "
          f"Jain's fairness index {jain:.3f}")
    leak = after[0] > before[0] + 2 or after[1] > before[1] + 2
    persisted = saved.get("streaming", 0) == 0 and sum(saved.values()) == sent
    print("verdict:", "no thread/fd leak" if not leak else "LEAK", "·",
          "every turn persisted" if persisted else "TURNS MISSING")
    return 0 if not leak and persisted else 1


if __name__ == "__main__":
    sys.exit(main())
