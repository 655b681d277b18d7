"""Child process for the crash test: write self-checking versions of one file until killed."""
from __future__ import annotations

import hashlib
import random
from pathlib import Path

from engine.workspect_fs import write_atomic

SIZE = 256 * 1024


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


def write_until_killed(root: str, name: str, first: int, progress) -> None:
    """progress[0] is the last version whose write returned."""
    number = first
    while True:
        write_atomic(Path(root), name, version_bytes(number), overwrite=True)
        progress[0] = number
        number += 1
