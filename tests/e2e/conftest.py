"""End-to-end fixtures: the real server in a subprocess on a free port, and Chromium."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("KLANG_CHROMIUM", "/usr/bin/chromium")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, tmp_path: Path, replies=(), token_delay=0.05, extra_args=(), backend="scripted", env=None,
                 turns=None):
        """`turns`: recorded events the agent replays instead of running (tests/e2e/replay_app.py)."""
        self.tmp_path = tmp_path
        tmp_path.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.data_dir = tmp_path / "data"
        self.workspect = tmp_path / "workspect"
        self.script = tmp_path / "script.json"
        self.script.write_text(json.dumps({"token_delay": token_delay, "replies": list(replies)}), encoding="utf-8")
        self.log = tmp_path / "server.log"
        self.args = [sys.executable, str(REPO / "run.py"), "--data-dir", str(self.data_dir),
                     "--workspect", str(self.workspect), "--port", str(self.port), *extra_args]
        if turns is not None:
            self.turns = tmp_path / "turns.json"
            self.turns.write_text(json.dumps({"turns": turns}, ensure_ascii=False), encoding="utf-8")
            self.args = [sys.executable, "-m", "tests.e2e.replay_app", str(self.turns), "--data-dir", str(self.data_dir),
                         "--workspect", str(self.workspect), "--port", str(self.port)]
        elif backend == "scripted":
            self.args += ["--backend", "scripted", "--model", str(self.script)]
        self.process = None
        self.env = env or {}

    def start(self) -> "Server":
        env = {**os.environ, "HOME": str(self.tmp_path / "home"), "PYTHONUNBUFFERED": "1", **self.env}
        self.log_file = self.log.open("w")
        self.process = subprocess.Popen(self.args, cwd=REPO, env=env, stdout=self.log_file,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server died:\n{self.log.read_text()}")
            try:
                urllib.request.urlopen(self.url + "/vendor/htmx/htmx.min.js", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"the server did not start:\n{self.log.read_text()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process:
            self.log_file.close()

    def output(self) -> str:
        return self.log.read_text()

    def open_gate(self, name: str) -> None:
        """A replayed turn waiting at {"gate": name} goes on."""
        (self.turns.parent / name).touch()


@pytest.fixture
def start_server(tmp_path, request):
    servers = []

    def start(**kwargs) -> Server:
        server = Server(tmp_path / f"s{len(servers)}", **kwargs)
        servers.append(server)
        return server.start()

    yield start
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    for server in servers:
        server.stop()
        if failed:
            print(f"--- server output ({server.url}) ---\n{server.output()}")


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: run `make test` (it installs Debian's chromium)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run"],
        )
        yield browser
        browser.close()


@pytest.fixture
def open_page(browser):
    """open_page(viewport=, locale=, color_scheme=, permissions=) -> a page in a browser context of its own
    (another tab of it: page.context.new_page()); every context is closed after the test."""
    contexts = []

    def open_(viewport=None, locale="en-US", color_scheme="light", permissions=()):
        context = browser.new_context(locale=locale, viewport=viewport or {"width": 1280, "height": 800},
                                      color_scheme=color_scheme)
        context.grant_permissions(list(permissions))
        contexts.append(context)
        return context.new_page()

    yield open_
    for context in contexts:
        context.close()


@pytest.fixture
def page(open_page):
    return open_page()
