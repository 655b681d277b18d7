"""Secrets never reach the web cache: flagged lines go, a secret spread over lines withholds all."""
from __future__ import annotations

import pytest

from engine.web import secret_guard
from engine.web.secret_guard import REMOVED_LINE, WITHHELD_TEXT, scrub_secrets


@pytest.fixture
def fake_scanner(monkeypatch):
    """Flags 'SECRET123' anywhere, and 'split' only when 'BEGIN' and 'END' are in the same text."""
    def scan(text: str) -> list:
        return ["finding"] * (("SECRET123" in text) + ("BEGIN" in text and "END" in text))

    monkeypatch.setattr(secret_guard, "_scanner", lambda: scan)


def test_clean_text_is_unchanged(fake_scanner):
    assert scrub_secrets("nothing to see\nhere") == "nothing to see\nhere"


def test_a_line_with_a_secret_is_replaced(fake_scanner):
    cleaned = scrub_secrets("intro\napi_key = SECRET123\noutro")
    assert cleaned == f"intro\n{REMOVED_LINE}\noutro"


def test_a_secret_across_lines_withholds_the_whole_text(fake_scanner):
    assert scrub_secrets("BEGIN\nmiddle\nEND") == WITHHELD_TEXT


def test_without_a_scanner_text_passes(monkeypatch):
    monkeypatch.setattr(secret_guard, "_scanner", lambda: None)
    assert scrub_secrets("api_key = SECRET123") == "api_key = SECRET123"


def test_the_real_scanner_removes_an_aws_key():
    pytest.importorskip("engine.secrets")
    secret_guard._scanner.cache_clear()
    cleaned = scrub_secrets("How to configure the CLI\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\nThen run it.")
    assert "AKIAIOSFODNN7EXAMPLE" not in cleaned
    assert cleaned.startswith("How to configure the CLI\n") and cleaned.endswith("\nThen run it.")
