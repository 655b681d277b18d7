"""Resource limits for a sandboxed command: processes, memory, file size and CPU time.

prlimit sets them inside the sandbox, after bubblewrap has made the command's
user namespace: the kernel then counts the processes of that namespace only,
so the owner's own programs do not use up the cap. The kernel never applies
RLIMIT_NPROC to root, so when Klang itself runs as root a pids cgroup caps
the processes instead; with no pids cgroup to use, bash stays off as root.
"""
from __future__ import annotations

import math
import os
import signal
import time
import uuid
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Iterator

PROCESSES = 256  # at once, in one command's sandbox: a fork bomb stops here
MEMORY_BYTES = 1 << 30  # address space of one process: a 2 GB allocation fails
FILE_BYTES = 256 << 20  # the largest file a command may write
PRLIMIT = "/usr/bin/prlimit"
PIDS_HIERARCHIES = (Path("/sys/fs/cgroup/pids"), Path("/sys/fs/cgroup"))  # cgroup v1, then v2
RELEASE_SECONDS = 2.0  # how long the cgroup of a finished command may take to empty
# What a limit looks like from outside: exit codes (128 + signal) and the words programs print.
SIGNALLED = {128 + signal.SIGXCPU: "cpu", 128 + signal.SIGXFSZ: "file"}
PRINTED = (
    ("processes", ("fork: retry", "fork: Resource temporarily unavailable", "can't fork", "Cannot fork")),
    ("memory", ("MemoryError", "Cannot allocate memory", "std::bad_alloc", "out of memory", "xmalloc")),
    ("file", ("File size limit exceeded",)),
)


def rlimit_args(cpu_seconds: float) -> list[str]:
    """prlimit and its options, to go before the shell: the CPU soft limit (SIGXCPU) is the command's
    timeout, so a process that only computes is stopped with a reason even if the timeout misses it."""
    cpu = max(1, math.ceil(cpu_seconds))
    return [PRLIMIT, f"--nproc={PROCESSES}", f"--as={MEMORY_BYTES}", f"--fsize={FILE_BYTES}",
            f"--cpu={cpu}:{cpu + 1}", "--core=0", "--"]


def limit_note(exit_code: int | None, output: str, cpu_seconds: float) -> str:
    """Which limit the command ran into, said plainly; '' when none (a fork bomb's shell may still exit 0)."""
    hit = SIGNALLED.get(exit_code) if exit_code is not None else None
    hit = hit or next((name for name, words in PRINTED if any(word in output for word in words)), None)
    notes = {
        "processes": f"a command may run at most {PROCESSES} processes at once; starting more failed",
        "memory": f"one process may use at most {MEMORY_BYTES >> 20} MB of memory; a larger allocation failed",
        "file": f"a file written by a command may be at most {FILE_BYTES >> 20} MB; writing past that was stopped",
        "cpu": f"a process may compute for at most {max(1, math.ceil(cpu_seconds))} s; it was stopped",
    }
    return f"[limit reached: {notes[hit]}. Try a smaller step.]" if hit else ""


def _pids_hierarchy() -> Path | None:
    """A cgroup folder where root can make a child group that caps processes (pids controller)."""
    for folder in PIDS_HIERARCHIES:
        controls = folder / "cgroup.subtree_control"
        v1 = folder.name == "pids" and (folder / "cgroup.procs").is_file()
        v2 = controls.is_file() and "pids" in controls.read_text().split()
        if (v1 or v2) and os.access(folder, os.W_OK):
            return folder
    return None


def root_problem() -> str | None:
    """Why the process cap cannot hold here, or None (always None when Klang does not run as root)."""
    if os.geteuid() != 0 or _pids_hierarchy() is not None:
        return None
    return ("Klang runs as root, the kernel does not limit root's processes, and there is no pids cgroup "
            "to limit them instead")


@contextmanager
def process_cap() -> Iterator[list[str]]:
    """The words to start the sandbox with so its processes are capped: none when rlimits bind (not root),
    else a shell that joins a fresh pids cgroup and execs the sandbox; the cgroup is removed afterwards."""
    hierarchy = _pids_hierarchy() if os.geteuid() == 0 else None
    if hierarchy is None:
        yield []
        return
    group = hierarchy / f"klang-bash-{uuid.uuid4().hex[:12]}"
    group.mkdir()
    try:
        (group / "pids.max").write_text(str(PROCESSES))
        yield ["/bin/sh", "-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', str(group)]
    finally:
        _remove(group)


def _remove(group: Path) -> None:
    """The sandbox's processes die with it, but not all in the same instant: kill stragglers, then remove."""
    deadline = time.monotonic() + RELEASE_SECONDS
    while True:
        with suppress(OSError):
            group.rmdir()
            return
        if time.monotonic() > deadline:
            return
        with suppress(OSError):
            for pid in (group / "cgroup.procs").read_text().split():
                with suppress(ProcessLookupError):
                    os.kill(int(pid), signal.SIGKILL)
        time.sleep(0.02)
