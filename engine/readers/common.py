"""Helpers shared by the readers: opening a file with a clear message, unit selection."""
from __future__ import annotations

import errno
from pathlib import Path
from typing import BinaryIO, Collection, Iterable

from engine.readers import ReaderError


def open_binary(path: Path) -> BinaryIO:
    """Open for reading, turning every OS failure into a message a person understands."""
    try:
        return open(path, "rb")
    except FileNotFoundError:
        raise ReaderError(f"{path} does not exist.") from None
    except IsADirectoryError:
        raise ReaderError(f"{path} is a folder, not a file.") from None
    except PermissionError:
        raise ReaderError(f"Permission denied: Klang is not allowed to read {path}.") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ReaderError(f"{path} is a symlink loop.") from None
        raise ReaderError(f"{path} cannot be opened: {exc.strerror or exc}.") from None


def last_wanted(select: Collection[int] | None) -> int | None:
    """The highest selected position, so a reader can stop early; None reads to the end."""
    if select is None:
        return None
    return max(select, default=-1)


def join_cells(values: Iterable[str]) -> str:
    """One table row as "a | b | c"; merged cells repeat their text in every cell they span, shown once."""
    cells: list[str] = []
    for value in values:
        value = str(value).strip()
        if value and (not cells or cells[-1] != value):
            cells.append(value)
    return " | ".join(cells)
