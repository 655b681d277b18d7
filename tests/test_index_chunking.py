"""Reader units become chunks that remember where they came from."""
from __future__ import annotations

from engine.index.chunking import chunk_units
from engine.readers import Unit


def lines(count, text="word " * 10):
    return [Unit("line", n, f"line {n}", text) for n in range(1, count + 1)]


def test_lines_are_grouped_with_a_line_range():
    chunks = list(chunk_units(lines(100), size=300))
    assert chunks[0].location == "lines 1-5" and len(chunks) == 20
    assert all(len(c.text) <= 300 for c in chunks)


def test_pages_never_share_a_chunk():
    units = [Unit("page", n, f"page {n}", "short") for n in (1, 2, 3)]
    assert [c.location for c in chunk_units(units)] == ["page 1", "page 2", "page 3"]


def test_a_huge_page_is_cut_and_keeps_its_page():
    chunks = list(chunk_units([Unit("page", 7, "page 7", "x" * 3000)], size=1000))
    assert [c.location for c in chunks] == ["page 7"] * 3
