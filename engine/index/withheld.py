"""Keep every part of a file within reach of a credential out of search results.

The index cuts a file into ~1,200-character chunks. A chunk scanned on its own
misses a secret whose parts fall in two chunks: the base64 body after the
chunk holding `-----BEGIN … KEY-----`, `vault password:` | its value, a long
line cut through `sk_live_…`, a key across two PDF pages. So the file's text
is scanned whole, joined the way read_file's scanner joins it, each finding is
grown to its secret-bearing region (a PEM block from BEGIN to END, the rest of
a cut token, the value after its label), and every chunk within MARGIN_CHARS
of a region is withheld: its text is not stored, so no snippet, passage, tool
card, vector, model or probing search ever reaches it.

The scanner (engine.secrets) says which piece a finding starts in, not where:
the region is placed by scanning narrower windows of the text, so rules added
to the scanner later are placed the same way.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Iterable

from engine.index.chunking import MAX_CHUNKS_PER_FILE, chunk_units
from engine.index.store import Chunk
from engine.monotone import largest, smallest
from engine.readers import Unit
from engine.secrets import Finding, SecretScanner, describe_findings, scan_name, scan_text

MARGIN_CHARS = 200  # the value after a label, and a token the scanner matched only in part, end within this
REACH_CHARS = 4096  # how far past the piece it starts in a finding is looked for; the longest match placed
MAX_PLACED = 20  # matches of one kind placed one by one in a piece; past this the piece's whole reach is withheld
# A longer run of pieces (one long line) is withheld whole, not searched for where in it a finding is:
# the scanner reads ~0.3 MB/s here, so placing two keys in a 2 MB minified line took a minute.
MAX_PLACED_RUN = 65_536
# A PEM block from its BEGIN line to its END line, across page breaks; without an END, to the end of the text.
_PEM_BLOCK = re.compile(r"(?<!-)-{3,}\s*BEGIN\b.*?(?:\bEND\b[\s\S]{0,80}?-{3,}|\Z)", re.DOTALL)
_TOKEN_REST = re.compile(r"\S*")


@dataclass(frozen=True)
class Region:
    start: int
    end: int
    kind: str


@dataclass(frozen=True)
class ScannedText:
    """Pieces joined as the scanner joins them, with where each starts and the regions to withhold."""

    text: str
    starts: tuple[int, ...]
    regions: tuple[Region, ...]

    def withheld(self, start: int, end: int) -> list[str]:
        """The kinds of credential within reach of text[start:end] (none: it may be shown)."""
        return sorted({r.kind for r in self.regions if r.start - MARGIN_CHARS < end and start < r.end + MARGIN_CHARS})


def scan_pieces(pieces: list[tuple[str, bool]]) -> ScannedText:
    """pieces: (text, continued) in order; continued pieces go straight on from the previous one."""
    scanner = SecretScanner()
    parts, starts, length = [], [], 0
    for number, (text, continued) in enumerate(pieces):
        scanner.feed(text, str(number), continued)
        separator = "" if continued or length == 0 else "\n"  # as SecretScanner.feed joins them
        starts.append(length + len(separator))
        parts.append(separator + text)
        length += len(separator) + len(text)
    findings = scanner.finish()
    joined = "".join(parts)
    if scanner.total_findings > len(findings):  # more than the scanner lists: none may go unplaced
        regions = [Region(0, len(joined), finding.kind) for finding in findings]
    else:
        regions = [region for finding in findings for region in _regions(joined, starts, pieces, finding)]
    return ScannedText(joined, tuple(starts), tuple(_grown_to_blocks(joined, regions)))


def scanned_chunks(units: Iterable[Unit]) -> list[Chunk]:
    """The file's chunks, each one within reach of a credential withheld (text emptied, kinds named).

    One chunk past those stored is read and scanned too: a secret starting in the last stored one may end there.
    """
    chunks = list(chunk_units(units, limit=MAX_CHUNKS_PER_FILE + 1))
    scanned = scan_pieces([(chunk.text, chunk.continued) for chunk in chunks])
    if not scanned.regions:
        return chunks[:MAX_CHUNKS_PER_FILE]
    marked = []
    for chunk, start in zip(chunks[:MAX_CHUNKS_PER_FILE], scanned.starts):
        kinds = scanned.withheld(start, start + len(chunk.text))
        marked.append(dataclasses.replace(chunk, text="", withheld=", ".join(kinds)) if kinds else chunk)
    return marked


def _regions(text: str, starts: list[int], pieces: list[tuple[str, bool]], finding: Finding) -> list[Region]:
    """Every match of the finding's kind that starts in its piece (the scanner reports them as one finding),
    each from its start to the end of its last token: a value cut at a chunk's end goes on in the next."""
    number = int(finding.location) if finding.location.isdigit() else 0
    last = number
    while last + 1 < len(pieces) and pieces[last + 1][1]:  # continued pieces have no location of their own
        last += 1
    low, located_end = starts[number], starts[last] + len(pieces[last][0])
    high = min(len(text), located_end + REACH_CHARS)

    def found(start: int, end: int) -> bool:
        return any(f.kind == finding.kind for f in scan_text(text[start:end]))

    regions: list[Region] = []
    if located_end - low > MAX_PLACED_RUN:
        return [Region(low, high, finding.kind)]
    window = low  # windows of 2 * REACH_CHARS stepping by REACH_CHARS: a long line is never rescanned whole
    while window < located_end and len(regions) < MAX_PLACED:
        stop = min(high, window + 2 * REACH_CHARS)
        if not found(window, stop):
            if stop == high:
                break
            window += REACH_CHARS
            continue
        end = smallest(window + 1, stop, lambda cut, at=window: found(at, cut))
        start = largest(window, end - 1, lambda cut, to=end: found(cut, to))
        if start >= located_end:  # a match starting in a later piece is a finding of its own
            break
        window = _TOKEN_REST.match(text, end).end()
        regions.append(Region(start, window, finding.kind))
    if not regions or len(regions) == MAX_PLACED:  # not placed (a match longer than the windows), or too many
        regions.append(Region(low, high, finding.kind))
    return regions


def _grown_to_blocks(text: str, regions: list[Region]) -> list[Region]:
    """A region touching a PEM block takes the whole block: the base64 body and END line rebuild the key."""
    if not regions:
        return []
    blocks = [(match.start(), match.end()) for match in _PEM_BLOCK.finditer(text)]
    grown = []
    for region in regions:
        start, end = region.start, region.end
        for block_start, block_end in blocks:
            if block_start <= end and start <= block_end:
                start, end = min(start, block_start), max(end, block_end)
        grown.append(Region(start, end, region.kind))
    return grown


def exposed(conn, chunk_id: int) -> list[Finding]:
    """Findings in a chunk read with the chunks before and after it in its file.

    Defence in depth for the index-time scan: an index built before the
    scanner learned a rule still holds text near a secret that rule finds.
    """
    rows = conn.execute(
        "SELECT n.location, n.text FROM chunks AS c JOIN chunks AS n ON n.file_id = c.file_id "
        "AND n.ordinal BETWEEN c.ordinal - 1 AND c.ordinal + 1 WHERE c.id = ? ORDER BY n.ordinal", (chunk_id,))
    scanner = SecretScanner()
    for location, text in rows:
        scanner.feed(text, location)
    return scanner.finish()


def withheld_parts(conn, file_id: int) -> str:
    """'lines 40-80 (private key)' for the parts of a file withheld at index time; '' when none were."""
    rows = conn.execute("SELECT location, withheld FROM chunks WHERE file_id = ? AND withheld IS NOT NULL "
                        "ORDER BY ordinal", (file_id,)).fetchall()
    return describe_findings([Finding(kind, location) for location, kind in rows][:3], len(rows))


def name_findings(path: str) -> list[Finding]:
    """Credentials written in a file's name or its folders' names (a path is shown whole)."""
    return scan_name(path)
