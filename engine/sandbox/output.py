"""What a sandboxed command prints, checked for credentials in the forms a command can turn them into.

`base64`, `xxd`, `rev`, `tr` (rot13) and `tar | base64` print a credential
file whose name looks harmless in a form no scanner pattern matches. So the
output is also reversed line by line, rot13-ed, and decoded (base64 runs at
each alignment, hex dumps, gzip inside them, twice over), and every form goes
through the secret scanner: a finding in any form withholds the whole output.
"""
from __future__ import annotations

import binascii
import codecs
import re
import zlib
from typing import Iterator

from engine.secrets import Finding, describe_findings, scan_text

DEPTH = 2  # decodings applied one inside the other: `base64 | base64`, a gzip inside base64
MAX_INFLATED = 1_000_000  # bytes a gzip stream inside the output may expand to
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/_-]{16,}")  # '=' padding ends a run: `base64 a; base64 b` decodes as two
_DUMP_OFFSET = re.compile(r"^\s*[0-9a-fA-F]{6,10}(?::\s*|\s+)")  # the address column of xxd, hexdump, od
_HEX_WORD = re.compile(r"(?:[0-9a-fA-F]{2})+")
_GZIP = b"\x1f\x8b"


def checked(text: str, what: str) -> tuple[str, bool]:
    """The text, or a note in its place when any form of it holds a secret: a tool result never carries one."""
    for how, form in _forms(text, DEPTH):
        findings = scan_text(form, what)
        if findings:
            return _note(what, how, findings), True
    return text, False


def _note(what: str, how: str, findings: list[Finding]) -> str:
    form = f" once {how}" if how else ""
    return f"[{what} withheld: it contains what looks like a secret{form}: {describe_findings(findings)}]"


def _forms(text: str, depth: int) -> Iterator[tuple[str, str]]:
    """(how it was turned back, the text) for the text as printed and each undoing of an encoding."""
    yield "", text
    yield "reversed line by line", "\n".join(line[::-1] for line in text.split("\n"))
    yield "rot13-decoded", codecs.encode(text, "rot13")
    if depth == 0:
        return
    for how, data in (("base64-decoded", _base64_decoded(text)), ("hex-decoded", _hex_decoded(text))):
        if data:
            for inner, form in _forms(data.decode("utf-8", errors="replace"), depth - 1):
                yield (f"{how}, then {inner}" if inner else how), form


def _base64_decoded(text: str) -> bytes:
    """Every base64 run decoded, lines joined first (base64 wraps at 76), at all four alignments: a run
    cut out of a longer one (Klang cuts long output in the middle) rarely starts on a 4-character boundary."""
    pieces = []
    for run in _BASE64_RUN.findall(text.replace("\r", "").replace("\n", "")):
        standard = run.replace("-", "+").replace("_", "/")
        for shift in range(4):
            part = standard[shift:]
            pieces.append(_inflated(binascii.a2b_base64(part[: len(part) // 4 * 4])))
    return b"\n".join(pieces)


def _hex_decoded(text: str) -> bytes:
    """The bytes of a hex dump (xxd, xxd -p, hexdump -C, od -tx1), and of 2-byte words read the other way
    round (hexdump, od -x print little-endian words)."""
    forward, swapped = bytearray(), bytearray()
    for line in text.split("\n"):
        for word in _DUMP_OFFSET.sub("", line, count=1).split():
            if not _HEX_WORD.fullmatch(word):
                break  # the character column of a dump, or plain text
            data = bytes.fromhex(word)
            forward += data
            swapped += data[::-1] if len(data) == 2 else data
    return _inflated(bytes(forward)) + b"\n" + _inflated(bytes(swapped)) if forward else b""


def _inflated(data: bytes) -> bytes:
    """gzip data unpacked (as much as there is: the output may have been cut); other data as it is."""
    if not data.startswith(_GZIP):
        return data
    try:
        return zlib.decompressobj(wbits=31).decompress(data, MAX_INFLATED)
    except zlib.error:
        return data
