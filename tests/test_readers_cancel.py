"""Stop and timeouts reach the readers: a cancelled read ends at the next unit (issue 13, finding 13)."""
from __future__ import annotations

import threading

import docx
import pytest

from engine.readers import ReaderLimits, ReadStopped, iter_units
from engine.readers.document import read_document
from engine.tools.base import ToolContext, ToolError
from engine.tools.read_file import read_file
from tests.fixtures.readers.documents import make_pdf


class FlagAfter(threading.Event):
    """A cancel flag that is found set from its `checks`-th look on, as if Stop came mid-read."""

    def __init__(self, checks: int):
        super().__init__()
        self.checks, self.looks = checks, 0

    def is_set(self) -> bool:
        self.looks += 1
        return self.looks >= self.checks


def _text(folder):
    path = folder / "long.txt"
    path.write_text("".join(f"line {i}\n" for i in range(5000)))
    return path


def _docx(folder):
    document = docx.Document()
    for i in range(300):
        document.add_paragraph(f"paragraph {i}")
    document.save(folder / "long.docx")
    return folder / "long.docx"


def _pdf(folder):
    return make_pdf(folder / "long.pdf", [f"page {i}" for i in range(40)])


@pytest.mark.parametrize("make", [_text, _docx, _pdf], ids=["text", "docx", "pdf"])
def test_a_reader_stops_at_the_next_unit_once_cancelled(tmp_path, make):
    flag = FlagAfter(checks=5)
    read = []
    with pytest.raises(ReadStopped):
        for unit in iter_units(make(tmp_path), ReaderLimits(cancel=flag)):
            read.append(unit)
    assert len(read) == 4 and flag.looks == 5


def test_read_document_stops_in_its_first_pass_and_shows_nothing(config):
    flag = FlagAfter(checks=10)
    with pytest.raises(ReadStopped, match="stopped"):
        read_document(_text(config.workspect_dir), config, cancel=flag)
    assert flag.looks == 10  # 9 lines read, then not one more


def test_read_file_passes_the_calls_cancel_flag_to_the_reader(config):
    """The runner sets the call's flag on Stop or timeout; before, the read went on in its thread."""
    flag = FlagAfter(checks=10)
    ctx = ToolContext(config=config, workspect=config.workspect_dir, cancel=flag)
    with pytest.raises(ToolError, match="stopped"):
        read_file(ctx, str(_text(config.workspect_dir)))
    assert flag.looks == 10
