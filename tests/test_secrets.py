"""The secret scanner: finds credential shapes by kind and place, never shows a value, ignores look-alikes."""
from __future__ import annotations

import pytest

from engine.secrets import Finding, SecretScanner, describe_findings, looks_like_secret, scan_text

JWT = ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0."
       "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U")


@pytest.mark.parametrize("text, kind", [
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA", "private key"),
    ("-----BEGIN OPENSSH PRIVATE\nKEY-----", "private key"),  # a PDF broke the header line
    ("key id AKIAIOSFODNN7EXAMPLE here", "AWS access key"),
    ("ghp_" + "a1B2" * 9, "GitHub token"),
    ("xoxb-1234567890-abcdefghij", "Slack token"),
    ("AIzaSy" + "A1b2C3d4E5" * 3 + "abcde", "Google API key"),
    ("OPENAI=sk-proj-" + "Ab1" * 10, "OpenAI-style key"),
    ("sk_live_" + "a1B2" * 6, "Stripe key"),
    (JWT, "JWT"),
    ("DATABASE_URL=postgres://admin:hunter2xyz@db.local/app", "connection string with a password"),
    ("api_key = 'Xk9mP2qL7vR4'", "password or key assignment"),
    ('{"client_secret": "S3cr3t!Pass99"}', "password or key assignment"),
    ("รหัสผ่าน: Xk9#mP2$qL7v", "password or key assignment"),
    ("ตั้งรหัสผ่าน: Xk9#mP2$qL7v", "password or key assignment"),
    ("Authorization: Bearer abcDEF123456ghiJKL789", "bearer token"),
])
def test_secrets_are_found_by_kind(text, kind):
    assert kind in {finding.kind for finding in scan_text(text)}


@pytest.mark.parametrize("text", [
    "request id 550e8400-e29b-41d4-a716-446655440000",
    "token: 550e8400-e29b-41d4-a716-446655440000",
    "fixed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "api_key = ${API_KEY}",
    "password: {{ vault_password }}",
    "postgres://user:${DB_PASS}@localhost/db",
    "password = os.environ['DB_PASSWORD']",
    "token = config.api_token",
    "password: accessToken",
    "token = your_api_token_here",
    "password: <your password>",
    "รหัสผ่าน: ต้องมีอย่างน้อยแปดตัวอักษรและตัวเลข",
    "ความรับผิดชอบต่อสังคมและสิ่งแวดล้อมขององค์กรธุรกิจอุตสาหกรรม",
    "password: ********",
])
def test_look_alikes_are_not_secrets(text):
    assert scan_text(text) == []


def test_findings_name_kind_and_place_never_the_value():
    scanner = SecretScanner()
    scanner.feed("nothing here", "line 1")
    scanner.feed("aws AKIAIOSFODNN7EXAMPLE", "line 2")
    assert scanner.finish() == [Finding("AWS access key", "line 2")]
    message = describe_findings(scanner.findings)
    assert message == "AWS access key (line 2)" and "AKIA" not in message


def test_a_secret_split_across_units_is_found_where_it_starts():
    scanner = SecretScanner()
    scanner.feed("totals | api_key:", "Sheet1 row 9")
    scanner.feed("Xk9mP2qL7vR4", "Sheet2 row 1")
    assert scanner.finish() == [Finding("password or key assignment", "Sheet1 row 9")]


def test_units_are_separated_so_no_word_glues_onto_the_next():
    # Without a separator "Total" + "sk-..." would read "Totalsk-..." and the key's boundary check would fail.
    scanner = SecretScanner()
    scanner.feed("Total", "slide 1")
    scanner.feed("sk-proj-" + "Ab1" * 10, "slide 2")
    assert scanner.finish() == [Finding("OpenAI-style key", "slide 2")]


def test_parts_of_one_long_line_are_joined_without_a_separator():
    scanner = SecretScanner()
    scanner.feed("x " * 10 + "ghp_" + "a1B2" * 4, "line 1")
    scanner.feed("a1B2" * 5, "line 1 from character 37", continued=True)
    assert [finding.kind for finding in scanner.finish()] == ["GitHub token"]


def test_the_tail_stays_short_and_findings_are_not_repeated():
    scanner = SecretScanner(tail_chars=100, batch_chars=300)
    scanner.feed("AKIAIOSFODNN7EXAMPLE", "line 1")
    for number in range(2, 50):
        scanner.feed("plain text " * 20, f"line {number}")
        assert len(scanner._tail) <= 100
    assert scanner.finish() == [Finding("AWS access key", "line 1")]


def test_findings_are_capped_with_a_count():
    scanner = SecretScanner()
    for number in range(1, 80):
        scanner.feed("AKIAIOSFODNN7EXAMPLE", f"line {number}")
    assert len(scanner.finish()) == 50 and scanner.total_findings == 79
    assert describe_findings(scanner.findings, scanner.total_findings).endswith("and 29 more")


def test_looks_like_secret_needs_entropy_and_mixed_characters():
    assert looks_like_secret("password123!")
    assert not looks_like_secret("aaaaaaaa1")
    assert not looks_like_secret("short1")


def test_a_secret_across_a_batch_boundary_is_found_once():
    scanner = SecretScanner(tail_chars=200, batch_chars=100)
    scanner.feed("y" * 95 + " AKIAIOSF", "line 1")
    scanner.feed("ODNN7EXAMPLE and more text " * 5, "line 1 from character 105", continued=True)
    assert scanner.finish() == [Finding("AWS access key", "line 1")]
