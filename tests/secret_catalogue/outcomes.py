"""Read catalogue and ordinary files through the real read_file pipeline and say what came out."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from engine.config import Config
from engine.readers import ReaderError
from engine.readers.document import SecretFound, read_document
from tests.secret_catalogue.catalogue import CatalogueFile


def leaked(file: CatalogueFile, config: Config) -> bool:
    """True when the secret came out: in the text, the header or the path a read returns, or in an error."""
    try:
        result = read_document(file.path, config)
    except ReaderError as error:
        return file.shape.secret in str(error)
    return file.shape.secret in result.text or file.shape.secret in str(result.path)


def flagged(path: Path, config: Config) -> bool:
    """True when an ordinary file is refused as holding a secret (a false positive)."""
    try:
        read_document(path, config)
    except SecretFound:
        return True
    except ReaderError:  # not readable as its name says; the name was still checked first
        return False
    return False


@dataclass
class Tally:
    """Caught and total per format, for one part of the catalogue."""

    caught: Counter = field(default_factory=Counter)
    total: Counter = field(default_factory=Counter)
    missed: list[str] = field(default_factory=list)
    shapes: set[str] = field(default_factory=set)

    def add(self, file: CatalogueFile, was_leaked: bool) -> None:
        self.shapes.add(f"{file.shape.family} / {file.shape.name}")
        self.total[file.format] += 1
        if was_leaked:
            self.missed.append(f"{file.shape.family} / {file.shape.name} ({file.format})")
        else:
            self.caught[file.format] += 1

    def line(self) -> str:
        """'96/106 files, 14/21 shapes in every format — csv 7/7, docx 20/21, ...'"""
        parts = [f"{name} {self.caught[name]}/{self.total[name]}" for name in sorted(self.total)]
        missed_shapes = {missed.rsplit(" (", 1)[0] for missed in self.missed}
        return (f"{sum(self.caught.values())}/{sum(self.total.values())} files, "
                f"{len(self.shapes) - len(missed_shapes)}/{len(self.shapes)} shapes in every format — "
                + ", ".join(parts))
