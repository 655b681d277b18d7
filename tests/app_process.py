"""Klang's web app in a child process, started the way a user starts it: output kept in files, pages over HTTP."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

# Loopback only, whatever proxy the environment names.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _default_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class AppProcess:
    """`command` ends with run.py's global flags; --port is added. Output goes to files (no pipe to fill)."""

    def __init__(self, command: list[str], folder: Path, cwd: Path, env: dict[str, str] | None = None):
        folder.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.stdout_path, self.stderr_path = folder / "stdout.txt", folder / "stderr.txt"
        environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        with self.stdout_path.open("wb") as out, self.stderr_path.open("wb") as err:
            # Ctrl+C must reach the app as it reaches it from a terminal, even when the tests themselves were
            # started in the background (a shell ignores SIGINT there, children inherit that, and Python then
            # leaves it ignored: stop() waited 30 s and killed an app that never saw the Ctrl+C).
            self.process = subprocess.Popen([*command, "--port", str(self.port)], cwd=cwd, stdout=out, stderr=err,
                                            stdin=subprocess.PIPE, env={**environment, **(env or {})},
                                            preexec_fn=_default_ctrl_c)

    @property
    def stdout(self) -> str:
        return self.stdout_path.read_text(encoding="utf-8", errors="replace")

    @property
    def stderr(self) -> str:
        return self.stderr_path.read_text(encoding="utf-8", errors="replace")

    def _gone(self, what: str) -> AssertionError:
        return AssertionError(f"{what}\n--- stdout ---\n{self.stdout[-3000:]}\n--- stderr ---\n{self.stderr[-3000:]}")

    def wait_for_line(self, text: str, seconds: float = 60) -> str:
        """The first stdout line containing `text`, once printed."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for line in self.stdout.splitlines():
                if text in line:
                    return line
            if self.process.poll() is not None:
                raise self._gone(f"the app exited ({self.process.returncode}) without printing {text!r}")
            time.sleep(0.05)
        raise self._gone(f"no line with {text!r} after {seconds} s")

    def get(self, path: str) -> tuple[int, str]:
        try:
            with _OPENER.open(self.url + path, timeout=10) as response:
                return response.status, response.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            with error:
                return error.code, error.read().decode("utf-8", errors="replace")

    def wait_for_page(self, path: str, text: str, seconds: float = 120) -> str:
        """GET `path` until its body contains `text` (the app may still be starting or loading); an error fails at once."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise self._gone(f"the app exited ({self.process.returncode}) before {path} showed {text!r}")
            try:
                status, body = self.get(path)
            except OSError:  # not listening yet
                time.sleep(0.1)
                continue
            if status != 200:
                raise self._gone(f"{path} answered {status}:\n{body[:2000]}")
            if text in body:
                return body
            time.sleep(0.1)
        raise self._gone(f"{path} did not show {text!r} within {seconds} s")

    def stop(self) -> int:
        """Ctrl+C, as a user stops it; the exit code (killed after 30 s if it hangs)."""
        self.process.stdin.close()
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode
