"""Child process for the crash test: write self-checking versions of one file until killed."""
from __future__ import annotations

import hashlib
import os
import random
import signal
from pathlib import Path

from engine import workspect_fs
from engine.workspect_fs import write_atomic

SIZE = 256 * 1024
# Shared progress slots (a lock-free RawArray: a killed child must not die holding a lock).
DONE = 0  # the last version whose write returned
HALTED = 1  # the version the child stopped in the middle of writing, 0 while none


def version_bytes(number: int) -> bytes:
    """A distinct ~256 KB content whose header proves it is complete: its number, length and hash."""
    body = random.Random(number).randbytes(SIZE)
    return f"version {number} {len(body)} {hashlib.sha256(body).hexdigest()}\n".encode() + body


def check_version(data: bytes) -> int:
    """The version number of a complete content; AssertionError for anything torn or mixed."""
    header, _, body = data.partition(b"\n")
    _, number, length, digest = header.decode().split(" ")
    assert len(body) == int(length) and hashlib.sha256(body).hexdigest() == digest, "torn content"
    return int(number)


def _halt_in_the_middle(number: int, progress) -> None:
    """Make the write of version `number` stop half-way, its temp file open, until the kill comes.

    A kill at a random moment lands between two writes most of the time (a 256 KB write on tmpfs is
    short); this way the parent can kill mid-write by construction, not by luck of timing.
    """
    write_whole = workspect_fs._write_all
    header = f"version {number} ".encode()

    def write_half_then_wait(fd: int, data: bytes) -> None:
        if not data.startswith(header):
            write_whole(fd, data)
            return
        os.write(fd, data[: len(data) // 2])
        progress[HALTED] = number
        while True:
            signal.pause()

    workspect_fs._write_all = write_half_then_wait


def write_until_killed(root: str, name: str, first: int, progress, halt_at: int | None = None) -> None:
    """Write versions first, first + 1, ... of root/name; with halt_at, stop in the middle of that one."""
    if halt_at is not None:
        _halt_in_the_middle(halt_at, progress)
    number = first
    while True:
        write_atomic(Path(root), name, version_bytes(number), overwrite=True)
        progress[DONE] = number
        number += 1
