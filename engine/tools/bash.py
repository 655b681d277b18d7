"""bash: one shell command in workspect/, inside a bubblewrap sandbox, or not at all.

The sandbox (bwrap) gets: workspect/ writable, the readable roots read-only,
the system folders read-only so ordinary commands work, and nothing else —
no home folder, no Klang data folder, an empty network namespace, a minimal
environment without the parent's secrets, and limits on processes, memory,
file size and CPU time (engine.sandbox.limits). Without a working bwrap the
tool refuses: a command is never run unconfined. What it prints is checked for
credentials, decoded forms included (engine.sandbox.output).
"""
from __future__ import annotations

import functools
import os
import selectors
import signal
import subprocess
import threading
import time
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from engine.config import Config
from engine.paths import readable_roots, sensitive_reason
from engine.sandbox import limits
from engine.sandbox.output import checked
from engine.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

BWRAP = Path("/usr/bin/bwrap")
SHELL = "/bin/bash"
HEAD_BYTES = 6000  # the start of the output (what the command printed first) ...
TAIL_BYTES = 6000  # ... and its end (errors, the result) are kept; the middle is cut
POLL_SECONDS = 0.05  # how often Stop and the timeout are checked while output is read
SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"
MASK_SCAN_ENTRIES = 200_000  # a root with more entries is not shown to bash: its keys could not all be hidden
MAX_MASKS = 2000  # likewise for a root holding more sensitive entries than this
_SANDBOX_FLAGS = ("--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL")
_SYSTEM_LINKS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
_ETC_FILES = (  # just what programs need to start and name users; no keys, no host config
    "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
    "/etc/localtime", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/mime.types",
)

DESCRIPTION = """Run one bash command in workspect/ (Klang's own folder), inside a sandbox: no network, the user's indexed folders read-only, everything else hidden. The reply shows the output (start and end kept when long), the exit code and the time taken.
Only when the user explicitly asks to run a command or to use bash/terminal; for finding files use rag_search, for reading read_file, for saving write_file.
✅ "run `wc -l notes/*.md` for me" -> bash(command="wc -l notes/*.md")
✅ "ใช้ bash นับจำนวนไฟล์ใน workspect หน่อย" -> bash(command="find . -type f | wc -l")
✅ "use bash to convert data.csv to JSON with python" -> bash(command="python3 -c '...'")
❌ "find my tax receipt" / "หาไฟล์ใบเสร็จ" -> not this tool: use rag_search
❌ "download this page with curl" -> not possible: there is no network; use browse_url
❌ "delete the files on my Desktop" -> not possible: outside workspect/ everything is read-only or hidden"""


def _system_args() -> list[str]:
    args = ["--ro-bind", "/usr", "/usr"]
    for path in _SYSTEM_LINKS:
        if os.path.islink(path):  # merged-/usr systems: /bin -> usr/bin
            args += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            args += ["--ro-bind", path, path]
    for path in _ETC_FILES:
        args += ["--ro-bind-try", path, path]
    return args + ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]


def _folder_args(config: Config, workspect: Path) -> list[str]:
    """Readable roots read-only, workspect/ writable, the Klang data folder hidden even if a root holds it."""
    data_dir = Path(config.data_dir).resolve()
    roots = [root for root in readable_roots(config) if root != workspect and root != Path("/") and root.is_dir()]
    outer = [root for root in roots if not root.is_relative_to(data_dir)]
    inner = [root for root in roots if root.is_relative_to(data_dir)]  # the knowledge folder lives here
    args = [arg for root in outer for arg in _root_args(root)]
    args += ["--bind", str(workspect), str(workspect)]
    if any(data_dir.is_relative_to(root) for root in [*outer, workspect]) and not workspect.is_relative_to(data_dir):
        args += ["--tmpfs", str(data_dir)]
    args += [arg for root in inner for arg in _root_args(root)]
    return args + ["--chdir", str(workspect)]


def _root_args(root: Path) -> list[str]:
    """One root read-only with its sensitive entries hidden, as read_file refuses them.

    The output scanner alone is not enough: `base64 .env` prints a key no
    scanner recognises. A root too large to check is left out entirely.
    """
    masks = _sensitive_entries(root)
    if masks is None:
        return []
    args = ["--ro-bind", str(root), str(root)]
    for path, is_dir in masks:
        args += ["--tmpfs", str(path)] if is_dir else ["--ro-bind", "/dev/null", str(path)]
    return args


def _sensitive_entries(root: Path) -> list[tuple[Path, bool]] | None:
    """(path, is folder) of every sensitive file or folder under root, or None when there are too many to check."""
    found: list[tuple[Path, bool]] = []
    folders, seen = [root], 0
    while folders:
        try:
            entries = list(os.scandir(folders.pop()))
        except OSError:  # unreadable to us, so unreadable inside the sandbox too
            continue
        seen += len(entries)
        if seen > MASK_SCAN_ENTRIES:
            return None
        for entry in entries:
            if entry.is_symlink():  # its target is either outside the sandbox or checked under its own name
                continue
            is_dir = entry.is_dir(follow_symlinks=False)
            if sensitive_reason(Path(entry.path)):
                found.append((Path(entry.path), is_dir))
            elif is_dir:
                folders.append(Path(entry.path))
    return found if len(found) <= MAX_MASKS else None


def sandbox_command(config: Config, workspect: Path, command: str) -> list[str]:
    return [
        str(BWRAP), *_SANDBOX_FLAGS, *_system_args(), *_folder_args(config, workspect),
        "--", *limits.rlimit_args(config.bash_timeout), SHELL, "--noprofile", "--norc", "-c", command,
    ]


def sandbox_environment(workspect: Path) -> dict[str, str]:
    """Built from nothing, so no API key or token of the parent process ever reaches a command."""
    return {"PATH": SYSTEM_PATH, "HOME": str(workspect), "LANG": "C.UTF-8", "TERM": "dumb"}


@functools.lru_cache(maxsize=None)
def sandbox_problem(bwrap: str) -> str | None:
    """Why the sandbox cannot run on this computer, or None when it can (checked once per bwrap path)."""
    if not os.access(bwrap, os.X_OK):
        return f"bubblewrap ({bwrap}) is not installed"
    if not os.access(limits.PRLIMIT, os.X_OK):
        return f"prlimit ({limits.PRLIMIT}, from util-linux) is not installed: a command's limits cannot be set"
    try:
        done = subprocess.run(
            [bwrap, *_SANDBOX_FLAGS, *_system_args(), "--", *limits.rlimit_args(1), "/bin/true"],
            stdin=subprocess.DEVNULL, capture_output=True, timeout=10, env={"PATH": SYSTEM_PATH},
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bubblewrap could not start ({exc})"
    if done.returncode != 0:
        reason = done.stderr.decode("utf-8", errors="replace").strip()[:200] or f"exit code {done.returncode}"
        return f"bubblewrap cannot create its sandbox here ({reason})"
    return None


class _Output:
    """Keeps the first and the last bytes of a stream of any length."""

    def __init__(self) -> None:
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def add(self, chunk: bytes) -> None:
        self.total += len(chunk)
        room = HEAD_BYTES - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        self.tail += chunk
        del self.tail[:-TAIL_BYTES]

    @property
    def cut(self) -> int:
        return self.total - len(self.head) - len(self.tail)

    def text(self) -> str:
        if not self.cut:
            return bytes(self.head + self.tail).decode("utf-8", errors="replace")
        head = self.head.decode("utf-8", errors="replace")
        tail = self.tail.decode("utf-8", errors="replace")
        return f"{head}\n[… {self.cut:,} bytes of output cut here …]\n{tail}"


@dataclass(frozen=True)
class _Finished:
    exit_code: int | None  # None when Klang stopped the command
    stopped: str | None  # "timeout" | "cancelled" | None
    duration: float


def _pump(process: subprocess.Popen, output: _Output, cancel: threading.Event, deadline: float) -> str | None:
    """Read output until the command ends; return why it had to be stopped, if it had to."""
    fd = process.stdout.fileno()
    reading = True
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_READ)
        while reading or process.poll() is None:
            if cancel.is_set():
                return "cancelled"
            if time.monotonic() > deadline:
                return "timeout"
            if not reading:
                time.sleep(POLL_SECONDS)
            elif selector.select(POLL_SECONDS):
                chunk = os.read(fd, 65536)
                if chunk:
                    output.add(chunk)
                else:
                    reading = False
                    selector.unregister(fd)
    return None


def _run(
    args: list[str], env: dict, workspect: Path, cancel: threading.Event, timeout: float, output: _Output
) -> _Finished:
    started = time.monotonic()
    process = subprocess.Popen(
        args, cwd=workspect, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )
    stopped = None
    try:
        stopped = _pump(process, output, cancel, started + timeout)
    finally:
        if process.poll() is None:
            # bwrap leads its own process group; killing it tears down the sandbox's pid namespace,
            # background children included (--die-with-parent).
            with suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        process.stdout.close()
    return _Finished(None if stopped else process.returncode, stopped, time.monotonic() - started)


def _check_allowed(ctx: ToolContext) -> None:
    if not ctx.config.bash_enabled:
        raise ToolError("bash is switched off by the owner of this Klang. Nothing was run. "
                        "Answer with the other tools.")
    if ctx.role != "owner":
        raise ToolError("bash is only available to the owner of this Klang. Nothing was run. "
                        "Answer with the other tools.")
    problem = sandbox_problem(str(BWRAP)) or limits.root_problem()
    if problem:
        raise ToolError(
            f"bash is off on this computer: {problem}. Nothing was run: Klang never runs commands outside its "
            "sandbox. Answer with the other tools, or tell the owner to install bubblewrap."
        )


def _status(finished: _Finished, timeout: float) -> str:
    if finished.stopped == "timeout":
        return (f"[stopped: the command ran longer than {timeout:g} s and was killed. "
                "Try a quicker command or smaller steps.]")
    if finished.stopped == "cancelled":
        return "[stopped by the user]"
    return f"[exit code {finished.exit_code}, {finished.duration:.1f} s]"


def bash(ctx: ToolContext, command: str) -> ToolResult:
    _check_allowed(ctx)
    ctx.workspect.mkdir(parents=True, exist_ok=True)
    workspect = ctx.workspect.resolve()
    output = _Output()
    timeout = ctx.config.bash_timeout
    with limits.process_cap() as launcher:
        args = launcher + sandbox_command(ctx.config, workspect, command)
        finished = _run(args, sandbox_environment(workspect), workspect, ctx.cancel, timeout, output)
    printed = output.text()
    limit = limits.limit_note(finished.exit_code, printed, timeout)
    text, text_withheld = checked(printed, "output")
    shown_command, command_withheld = checked(command, "command")
    data = {
        "command": shown_command,
        "exit_code": finished.exit_code,
        "duration": round(finished.duration, 3),
        "output": text,
        "truncated": output.cut > 0,
        "output_bytes": output.total,
        "stopped": finished.stopped,
        "limit": limit,
        "secret_withheld": text_withheld or command_withheld,
    }
    status = "\n".join(part for part in (_status(finished, timeout), limit) if part)
    return ToolResult(f"$ {shown_command}\n{text or '(no output)'}\n{status}", data)


SPEC = ToolSpec(
    name="bash",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "command": {"type": "string", "description": "one bash command line", "minLength": 1, "maxLength": 4000}
        },
        "required": ["command"],
        "additionalProperties": False,
    },
    function=bash,
    owner_only=True,
)
