"""read_document: at most N characters, sampled across the whole file, deterministic, never a secret."""
from __future__ import annotations

import re

import openpyxl
import pytest

from engine.readers import ReaderError
from engine.readers.document import SecretFound, read_document
from engine.readers.ocr import MISSING_MESSAGE
from tests.fixtures.readers.documents import make_pdf, make_scanned_pdf


def _numbered(path, count):
    path.write_text("".join(f"line number {i} with a few words\n" for i in range(1, count + 1)))
    return path


def _line_numbers(text):
    return [int(n) for n in re.findall(r"line number (\d+) ", text)]


def test_a_small_file_is_returned_whole(config):
    path = config.workspect_dir / "note.md"
    path.write_text("# ชื่อเรื่อง\n\nhello\n")
    result = read_document(path, config)
    assert result.text == "note.md: the whole file, 3 lines\n# ชื่อเรื่อง\n\nhello"
    assert not result.sampled


def test_a_large_file_is_sampled_from_first_to_last_line(config):
    path = _numbered(config.workspect_dir / "big.txt", 20_000)
    result = read_document(path, config)
    numbers = _line_numbers(result.text)
    assert len(result.text) <= 5000 and result.sampled
    assert result.text.startswith("big.txt: sampled ") and "of 20,000 lines" in result.header
    assert numbers[0] == 1 and numbers[-1] == 20_000
    assert max(b - a for a, b in zip(numbers, numbers[1:])) < 5000  # no quarter of the file is skipped
    assert result.text.count("[line ") == 8


def test_sampling_is_deterministic_and_depends_on_the_file(config):
    path = _numbered(config.workspect_dir / "big.txt", 20_000)
    first = read_document(path, config).text
    assert read_document(path, config).text == first
    other = _numbered(config.workspect_dir / "other.txt", 20_000)
    assert _line_numbers(read_document(other, config).text) != _line_numbers(first)


def test_a_line_range_that_fits_is_returned_whole(config):
    path = _numbered(config.workspect_dir / "big.txt", 9_204)
    result = read_document(path, config, start_line=100, end_line=180)
    assert result.header == "big.txt: lines 100–180 of 9,204"
    assert _line_numbers(result.text) == list(range(100, 181))


def test_a_long_range_is_sampled_inside_the_range(config):
    path = _numbered(config.workspect_dir / "big.txt", 9_204)
    result = read_document(path, config, start_line=1000, end_line=6000)
    numbers = _line_numbers(result.text)
    assert result.sampled and len(result.text) <= 5000
    assert numbers[0] == 1000 and 5900 < numbers[-1] <= 6000 and min(numbers) >= 1000


def test_a_range_past_the_end_says_how_long_the_file_is(config):
    path = _numbered(config.workspect_dir / "short.txt", 10)
    with pytest.raises(ReaderError, match="only 10 lines"):
        read_document(path, config, start_line=50)


def test_pdf_is_sampled_as_whole_pages_with_markers(config):
    pages = [f"Page {n} heading\nbody text of page {n} " + "filler " * 150 for n in range(1, 41)]
    path = make_pdf(config.workspect_dir / "book.pdf", pages)
    result = read_document(path, config)
    markers = re.findall(r"\[page (\d+)\]", result.text)
    assert result.header.startswith("book.pdf: sampled 8 of 40 pages")
    assert len(markers) == 8 and markers[0] == "1" and markers[-1] == "40"
    assert all(f"Page {n} heading" in result.text for n in markers)
    assert len(result.text) <= 5000


def test_pdf_page_range(config):
    path = make_pdf(config.workspect_dir / "book.pdf", [f"Page {n}" for n in range(1, 11)])
    result = read_document(path, config, start_line=3, end_line=4)
    assert result.header == "book.pdf: pages 3–4 of 10"
    assert re.findall(r"\[page (\d+)\]", result.text) == ["3", "4"]


def test_a_secret_anywhere_refuses_the_whole_file_naming_kind_and_place(config):
    path = _numbered(config.workspect_dir / "big.txt", 20_000)
    with path.open("a") as handle:
        handle.write("aws_key AKIAIOSFODNN7EXAMPLE\n")
    with pytest.raises(SecretFound) as refused:
        read_document(path, config)
    message = str(refused.value)
    assert "AWS access key (line 20,001)" in message and "AKIAIOSFODNN7EXAMPLE" not in message
    assert "line number" in read_document(path, config, start_line=1, end_line=50).text  # the range is clean


def test_a_private_key_split_by_pdf_lines_is_found(config):
    path = make_pdf(config.workspect_dir / "keys.pdf", ["intro", "-----BEGIN RSA PRIVATE\nKEY-----\nMIIEow"])
    with pytest.raises(SecretFound, match=r"private key \(page 2\)"):
        read_document(path, config)


def test_a_secret_split_across_sheets_is_found(config):
    workbook = openpyxl.Workbook()
    workbook.active["A1"] = "api_key:"
    workbook.create_sheet("Next")["A1"] = "Xk9mP2qL7vR4"
    workbook.save(config.workspect_dir / "book.xlsx")
    with pytest.raises(SecretFound, match=r"Sheet row 1"):
        read_document(config.workspect_dir / "book.xlsx", config)


def test_a_failing_scan_returns_nothing(config, monkeypatch):
    path = _numbered(config.workspect_dir / "a.txt", 5)

    def broken(*args, **kwargs):
        raise RuntimeError("regex engine exploded")

    monkeypatch.setattr("engine.readers.document.SecretScanner.feed", broken)
    with pytest.raises(ReaderError, match="secret scan of this file failed"):
        read_document(path, config)


def test_a_huge_line_without_breaks_is_sampled_in_parts(config):
    # The 1 GB no-newline case, same code path at a smaller size: lines are read in 1,000-character parts.
    small = config.replace(read_line_chunk=1000)
    path = config.workspect_dir / "one-line.log"
    path.write_text("".join(f"<{i:06d}>" for i in range(40_000)))
    result = read_document(path, small)
    assert result.sampled and len(result.text) <= 5000
    assert "<000000>" in result.text and "<039999>" in result.text
    assert result.text.count("[line 1") == 8


def test_a_key_cut_by_a_line_part_boundary_is_still_found(config):
    small = config.replace(read_line_chunk=1000)
    path = config.workspect_dir / "one-line.log"
    path.write_text("x" * 990 + " ghp_" + "a1B2" * 9 + "y" * 5000)
    with pytest.raises(SecretFound, match="GitHub token"):
        read_document(path, small)


def test_scanned_pdf_without_ocr_says_so(config, monkeypatch):
    monkeypatch.setattr("engine.readers.pdf.ocr_available", lambda: False)
    monkeypatch.setattr("engine.readers.document.ocr_available", lambda: False)
    path = make_scanned_pdf(config.workspect_dir / "scan.pdf", "Invoice")
    with pytest.raises(ReaderError) as failed:
        read_document(path, config)
    assert str(failed.value) == MISSING_MESSAGE


def test_empty_file_and_bad_range(config):
    (config.workspect_dir / "empty.txt").write_text("\n\n")
    with pytest.raises(ReaderError, match="no text to show"):
        read_document(config.workspect_dir / "empty.txt", config)
    with pytest.raises(ReaderError, match="start_line must be 1"):
        read_document(config.workspect_dir / "empty.txt", config, start_line=5, end_line=2)


def test_a_file_changed_between_passes_is_not_shown(config, monkeypatch):
    path = _numbered(config.workspect_dir / "a.txt", 5)
    stamps = iter([(1, 1), (2, 2)])
    monkeypatch.setattr("engine.readers.document._fingerprint", lambda p: next(stamps))
    with pytest.raises(ReaderError, match="changed while it was being read"):
        read_document(path, config)
