"""Secrets that do not show their shape in plain text: encoded, bare, or cut out of their PEM frame.

- A base64 or hex run that decodes to text is scanned again as text, so an
  encoded PEM header, token or `password=` line is found.
- A base64 run that decodes to the start of a DER private key (a PEM body
  without its BEGIN line) or an OpenSSH key body is a private key.
- `Authorization: Basic <base64 of user:password>` is a credential.
- A bare 40-character AWS secret access key: mixed case and digits, random.
"""
from __future__ import annotations

import base64
import binascii
import re
from typing import Callable, Iterator

from engine.secrets.judge import entropy

Matcher = Callable[[str], Iterator[tuple[str, int, int]]]

MAX_DECODED_RUN = 16_384  # a longer run (an inline image) is decoded only this far
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{20,}={0,2}")
_HEX_RUN = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Fa-f])")
_BASIC = re.compile(r"(?<![A-Za-z])Basic\s+(?P<value>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])")
_LOWER_WORD = re.compile(r"[a-z]{7}")
# Three or more full 64-character base64 lines: the body of a PEM block, even without its BEGIN and END lines
# (or with its line breaks turned into spaces, as when a passage is pasted into a query string).
_PEM_LINES = re.compile(r"(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{64}\s+){2,}[A-Za-z0-9+/]{16,64}={0,2}(?![A-Za-z0-9+/=])")
_OPENSSH = b"openssh-key-v1\0"


def _b64decode(run: str) -> bytes | None:
    run = run[:MAX_DECODED_RUN].rstrip("=")
    run = run[:-1] if len(run) % 4 == 1 else run
    run += "=" * (-len(run) % 4)
    if not run or ("-" in run or "_" in run) and ("+" in run or "/" in run):
        return None
    try:
        return base64.urlsafe_b64decode(run) if "-" in run or "_" in run else base64.b64decode(run)
    except (binascii.Error, ValueError):
        return None


def _as_text(data: bytes) -> str | None:
    """Decoded bytes that are readable text (not an image or a hash), else None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(c.isprintable() or c in "\n\r\t" for c in text)
    return text if len(text) >= 8 and printable >= 0.95 * len(text) else None


def is_private_key_der(data: bytes) -> bool:
    """The first bytes of a PKCS#1/PKCS#8/SEC1 private key: SEQUENCE, then version 0 (or 1 + a key string).

    A certificate or public key starts SEQUENCE, SEQUENCE instead, so it is not taken for a key.
    """
    if data.startswith(_OPENSSH):
        return True
    if len(data) < 8 or data[0] != 0x30:
        return False
    header = 2 + (data[1] & 0x7F if data[1] & 0x80 else 0)
    version = data[header: header + 4]
    return version[:3] == b"\x02\x01\x00" or version == b"\x02\x01\x01\x04"


def _bare_aws_secret(run: str) -> bool:
    return (any(c.isupper() for c in run) and any(c.islower() for c in run) and any(c.isdigit() for c in run)
            and entropy(run) >= 4.5 and not _LOWER_WORD.search(run))


def encoded_matches(window: str, inner: Matcher) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) for encoded, bare and frameless secrets; `inner` scans decoded text."""
    for match in _BASE64_RUN.finditer(window):
        run = match.group()
        data = _b64decode(run)
        if data is None:
            continue
        if is_private_key_der(data):
            yield "private key", match.start(), match.end()
        elif len(run) == 40 and _bare_aws_secret(run):
            yield "AWS secret key", match.start(), match.end()
        elif (text := _as_text(data)) is not None:
            yield from _inner(text, inner, "base64", match)
    for match in _PEM_LINES.finditer(window):
        yield "PEM body", match.start(), match.end()
    for match in _HEX_RUN.finditer(window):
        text = _as_text(bytes.fromhex(match.group()[:MAX_DECODED_RUN]))
        if text is not None:
            yield from _inner(text, inner, "hex", match)
    for match in _BASIC.finditer(window):
        if _user_and_password(_b64decode(match.group("value"))):
            yield "HTTP Basic credentials", match.start(), match.end()


def _user_and_password(data: bytes | None) -> bool:
    try:
        text = data.decode("utf-8") if data else ""
    except UnicodeDecodeError:
        return False
    user, colon, password = text.partition(":")
    return bool(colon and user and password and text.isprintable())


def _inner(text: str, inner: Matcher, encoding: str, match: re.Match) -> Iterator[tuple[str, int, int]]:
    for kind in sorted({kind for kind, _, _ in inner(text)}):
        yield f"{encoding}-encoded {kind}", match.start(), match.end()
