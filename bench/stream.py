"""Streaming benchmark: raw llama-cpp-python against the same model through Klang.

Prints, in one run: tokens/s of raw llama-cpp-python and of a websocket client
of Klang (same model, messages, grammar and sampling), their ratio (goal >= 0.95),
Klang's first-token overhead (goal <= 50 ms), and the peak RSS of the server
idle without a model (goal <= 150 MB) and with the default model (Qwen2.5-Coder
0.5B) after its turns (goal <= 800 MB), then again after two questions over a small folder (with
KLANG_EMBEDDER=use in the environment, the second one searches with the multilingual encoder loaded beside
the model). The runs are interleaved (raw, Klang,
raw, Klang, ...) so load drift on a shared machine hits both sides alike; the
load average is printed with the figures.

    [KLANG_EMBEDDER=use] .venv/bin/python bench/stream.py [--model PATH] [--tokens 200] [--runs 3]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.agent import Agent  # noqa: E402
from engine.backends.base import GenerationRequest  # noqa: E402
from engine.backends.llama import load_parameters  # noqa: E402
from engine.config import load_config  # noqa: E402
from engine.protocol import step_grammar  # noqa: E402
from engine.tools import available_tools  # noqa: E402

PROMPT = "Write a short story about a lighthouse keeper and a storm."
FRAME_TIMEOUT = 600  # seconds; a shared 2-core machine under heavy load is that slow
QUESTION = "ค่าเช่าเดือนละเท่าไหร่"
FOLDER = {"สัญญาเช่า.txt": "สัญญาเช่าห้องพัก ผู้เช่าชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5 ของทุกเดือน",
          "notes.md": "# Garden\nWater the basil every morning; the tomatoes need a stake by June."}
DENSE_SECONDS = 15  # an encoder loads in ~3 s and embeds two passages; a loaded machine is slower
TOKEN_FRAME = re.compile(r'<div hx-swap-oob="beforeend:#msg-\d+-body">')


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def klang_messages(config):
    agent = Agent(config, model=None, tools=available_tools(config))
    messages = ({"role": "system", "content": agent.system_prompt}, {"role": "user", "content": PROMPT})
    return messages, step_grammar(agent.tools)


class RawLlama:
    """The same messages and grammar straight through llama-cpp-python."""

    def __init__(self, config, max_tokens: int):
        from llama_cpp import Llama, LlamaGrammar

        self.messages, grammar = klang_messages(config)
        self.llm = Llama(model_path=str(config.model_path), n_ctx=config.n_ctx, n_threads=config.threads(),
                         verbose=False, **load_parameters())  # what Klang loads it with: the same work
        self.grammar = LlamaGrammar.from_string(grammar, verbose=False)
        self.max_tokens = max_tokens

    def run(self) -> dict:
        started = time.perf_counter()
        first = None
        count = 0
        # Sampled as an agent step is (its temperature and repeat penalty): llama.cpp's penalty sampler runs
        # over the whole vocabulary each token, work the raw side skipped at its default penalty of 1.0.
        step = GenerationRequest(messages=self.messages)
        for chunk in self.llm.create_chat_completion(messages=list(self.messages), max_tokens=self.max_tokens,
                                                     temperature=step.temperature, repeat_penalty=step.repeat_penalty,
                                                     stream=True, grammar=self.grammar):
            if chunk["choices"][0]["delta"].get("content"):
                count += 1
                first = first or time.perf_counter()
        end = time.perf_counter()
        return {"first_token_s": first - started, "tokens": count, "tokens_per_s": (count - 1) / (end - first)}

    def close(self) -> None:
        self.llm.close()


def rss_peak_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def start_server(args: list[str], data_dir: Path, max_tokens: int, roots: Path | None = None) -> tuple[subprocess.Popen, str]:
    port = free_port()
    env = {**os.environ, "KLANG_MAX_TOKENS": str(max_tokens)} | ({"KLANG_ROOTS": str(roots)} if roots else {})
    process = subprocess.Popen([sys.executable, str(REPO / "run.py"), "--data-dir", str(data_dir),
                                "--workspect", str(data_dir / "ws"), "--port", str(port), *args],
                               cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            status = urllib.request.urlopen(url + "/status", timeout=1).read().decode()
            if "loading" not in status.split('class="model-status', 1)[1][:20]:
                return process, url
        except OSError:
            pass
        time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not start")


def through_klang(url: str, max_tokens: int, text: str = PROMPT):
    from simple_websocket import Client

    ws = Client.connect(url.replace("http", "ws") + "/ws")
    try:
        sent = time.perf_counter()
        ws.send(json.dumps({"type": "send", "conversation": "", "text": text}))
        first = None
        count = 0
        while True:
            frame = ws.receive(timeout=FRAME_TIMEOUT)
            if frame is None:
                raise RuntimeError(f"Klang sent nothing for {FRAME_TIMEOUT} s (is the machine overloaded?)")
            now = time.perf_counter()
            tokens = len(TOKEN_FRAME.findall(frame))
            if tokens:
                count += tokens
                first = first or now
            if 'data-state="idle"' in frame:
                break
        first = first or now  # an answer said whole, not streamed
        return {"first_token_s": first - sent, "tokens": count, "tokens_per_s": (count - 1) / max(now - first, 1e-9)}
    finally:
        ws.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", help="a GGUF file (default: the bundled default model)")
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        config = load_config(model_path=args.model, data_dir=data_dir, max_answer_tokens=args.tokens)
        print(f"model: {config.model_path.name}, threads: {config.threads()}, max tokens: {args.tokens}")

        idle, url = start_server(["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1"], data_dir / "idle",
                                 args.tokens)
        time.sleep(1)
        idle_rss = rss_peak_mb(idle.pid)
        idle.terminate()
        idle.wait()

        raw = RawLlama(config, args.tokens)
        docs = data_dir / "docs"
        docs.mkdir()
        for name, text in FOLDER.items():
            (docs / name).write_text(text, encoding="utf-8")
        server, url = start_server(["--model", str(config.model_path)], data_dir / "served", args.tokens, docs)
        raw_runs, klang_runs = [], []
        try:
            for _ in range(args.runs + 1):  # interleaved; the first pair warms both up and is not counted
                raw_runs.append(raw.run())
                klang_runs.append(through_klang(url, args.tokens))
            model_rss = rss_peak_mb(server.pid)
            through_klang(url, args.tokens, QUESTION)  # the first search starts the encoder loading
            time.sleep(DENSE_SECONDS)
            through_klang(url, args.tokens, QUESTION)
            dense_rss = rss_peak_mb(server.pid)
        finally:
            raw.close()
            server.terminate()
            server.wait()
        raw_runs, klang_runs = raw_runs[1:], klang_runs[1:]
        load = os.getloadavg()

    raw_tps = statistics.median(r["tokens_per_s"] for r in raw_runs)
    klang_tps = statistics.median(r["tokens_per_s"] for r in klang_runs)
    raw_first = statistics.median(r["first_token_s"] for r in raw_runs)
    klang_first = statistics.median(r["first_token_s"] for r in klang_runs)
    rows = [
        ("raw llama-cpp-python", f"{raw_tps:.1f} tok/s", f"first token {raw_first * 1000:.0f} ms",
         f"{statistics.median(r['tokens'] for r in raw_runs):.0f} tokens"),
        ("Klang websocket client", f"{klang_tps:.1f} tok/s", f"first token {klang_first * 1000:.0f} ms",
         f"{statistics.median(r['tokens'] for r in klang_runs):.0f} tokens"),
    ]
    for row in rows:
        print("  {:<24} {:>12}  {:>20}  {:>12}".format(*row))
    print(f"throughput ratio Klang/raw: {klang_tps / raw_tps:.3f}   (goal >= 0.95)")
    print(f"first-token overhead: {(klang_first - raw_first) * 1000:+.0f} ms   (goal <= 50 ms)")
    print(f"peak RSS, idle server without a model: {idle_rss:.0f} MB   (goal <= 150 MB)")
    print(f"peak RSS, server with the model after {args.runs + 1} turns: {model_rss:.0f} MB   (goal <= 800 MB)")
    print(f"peak RSS after two questions over a small folder (embedder: {os.environ.get('KLANG_EMBEDDER') or 'none'}): "
          f"{dense_rss:.0f} MB (+{dense_rss - model_rss:.0f})")
    print(f"load average (1, 5, 15 min) at the end: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
