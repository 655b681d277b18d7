"""Secrets never reach the web cache: flagged lines go, a secret spread over lines withholds all."""
from __future__ import annotations

from engine.web.secret_guard import REMOVED_LINE, WITHHELD_TEXT, scrub_secrets

AWS_LINE = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"
PEM = "-----BEGIN RSA PRIVATE KEY-----\n" + "MIIEowIBAAKCAQEA7bq98sGhQ2iJ3kLmN0pQrStUvWxYz\n" * 6 + "-----END RSA PRIVATE KEY-----"


def test_clean_text_is_unchanged():
    text = "How to configure the CLI\nRun `aws configure` and follow the prompts.\nรหัสไปรษณีย์ 10110"
    assert scrub_secrets(text) == text


def test_a_line_with_a_secret_is_replaced_and_the_rest_kept():
    cleaned = scrub_secrets(f"How to configure the CLI\n{AWS_LINE}\nThen run it.")
    assert cleaned == f"How to configure the CLI\n{REMOVED_LINE}\nThen run it."
    assert "AKIAIOSFODNN7EXAMPLE" not in cleaned


def test_a_private_key_goes_as_a_whole_block():
    cleaned = scrub_secrets(f"intro\n{PEM}\noutro")
    assert cleaned == f"intro\n{REMOVED_LINE}\noutro"
    cut_off = scrub_secrets(f"intro\n{PEM.rsplit(chr(10), 1)[0]}")  # a page that ends inside the key
    assert "MIIEowIBAAKCAQEA" not in cut_off and cut_off.startswith("intro\n")


def test_a_secret_only_visible_across_lines_withholds_everything(monkeypatch):
    from engine.web import secret_guard

    def scan(text):  # a finding that no single line shows
        return ["split"] if "part-one\npart-two" in text else []

    monkeypatch.setattr(secret_guard, "scan_text", scan)
    assert scrub_secrets("part-one\npart-two") == WITHHELD_TEXT


def test_empty_text():
    assert scrub_secrets("") == ""
