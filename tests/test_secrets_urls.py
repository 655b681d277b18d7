"""browse_url's address check (issue 13 item 1): a key body pasted into a query string is refused before any lookup."""
from __future__ import annotations

import base64
import socket
from urllib.parse import quote, quote_plus

import pytest

from engine.web.fetch import Fetcher, FetchError

# A PKCS#1 RSA key body (fake bytes after the DER header), as a PEM file shows it: 64-character lines.
BODY = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + bytes(range(7, 250)) * 2).decode()
LINES = [BODY[i:i + 64] for i in range(0, len(BODY), 64)]
PASSAGE = "Here is the backup key:\n" + "\n".join(LINES[:6])


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError(f"the network was used: {args}")

    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)


@pytest.mark.parametrize("query", [
    quote(PASSAGE, safe=""),  # percent-encoded, line breaks as %0A
    quote_plus(PASSAGE),  # form-encoded: spaces as '+', a key's own '+' as %2B
    PASSAGE.replace("\n", " "),  # pasted raw, line breaks turned into spaces, the key's '+' left as is
    quote("\n".join(LINES[2:7]), safe=""),  # middle lines only: no DER header to recognise
])
def test_a_key_body_in_a_query_string_is_refused_before_any_lookup(query, no_network):
    with pytest.raises(FetchError) as refused:
        Fetcher().fetch(f"https://collector.example/save?q={query}")
    message = str(refused.value)
    assert "secret" in message and LINES[0][:20] not in message and LINES[3][:20] not in message


def test_an_address_with_ordinary_base64_is_not_taken_for_a_key(monkeypatch):
    # A page id in base64 is no key: the check lets it through to the (here refused) lookup.
    def offline(*args, **kwargs):
        raise socket.gaierror("offline")

    monkeypatch.setattr(socket, "getaddrinfo", offline)
    page = base64.urlsafe_b64encode(b"article-2024-05-01-bangkok-floods").decode()
    with pytest.raises(FetchError) as failed:
        Fetcher().fetch(f"https://news.example/read?id={page}")
    assert "secret" not in str(failed.value)
