"""The secret scanner: finds credential shapes by kind and place, never shows a value, ignores look-alikes."""
from __future__ import annotations

import base64
import re

import pytest

from engine.secrets import Finding, SecretScanner, describe_findings, looks_like_secret, scan_name, scan_text

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


# Issue 13 item 7: shapes the scanner missed. Each value is fake.
RSA_BODY = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + bytes(range(200))).decode()
GHP = "ghp_" + "Xb7rUlwkK3Ie4ouUxDIR98nMvLCsqg54idLQ"


@pytest.mark.parametrize("text, kind", [
    ("pass: Winter2023!", "password or key assignment"),
    ("pw: Bangkok#99", "password or key assignment"),
    ("The password is Sunshine88 for now.", "password or key assignment"),
    ("the wifi password for the guest network is CoffeeHouse42", "password or key assignment"),
    ("password: Summer2024", "password or key assignment"),  # low entropy, still a password
    ("รหัสผ่านคือ Tiger2023", "password or key assignment"),
    ("รหัสผ่านของฉันคือ Mango@55 นะ", "password or key assignment"),
    ("รหัส: Somchai1987", "password or key assignment"),
    ("รหัสผ่าน Krungthep99", "password or key assignment"),
    ("Password | Summer2024", "password or key assignment"),  # neighbouring cells of a sheet or DOCX table
    ("api_key | Zq8mP2qL7vR4xT9w", "password or key assignment"),
    ("Password\tSummer2024", "password or key assignment"),  # tab-separated
    ("Password\nWinter2022", "password or key assignment"),  # label line, value line
    ("HF_TOKEN=hf_CXEfBNFVZvxcZAsTumFEvVKy1ccgc28iiR", "Hugging Face token"),
    ("glpat-gtWoOnALKIwrt4VyEq4j", "GitLab token"),
    ("AccountName=x;AccountKey=" + "Ab1+" * 22 + ";", "Azure storage key"),
    ("SG.UFlZo1yezTwp5g1Ha0jVRG.yt1OXHEiFvWTDMaDQwo9v9jv8SK0TIV49aBcDeFgHiJ", "SendGrid key"),
    ("npm_KIzo4ScQIdxBkJXr0UIMJeQpFOM83tFaPdZ8", "npm token"),
    ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none", "private key"),
    (RSA_BODY[:64] + "\n" + RSA_BODY[64:128], "private key"),  # a PEM body without its BEGIN line
    ("the key ends\n-----END RSA PRIVATE KEY-----", "private key"),
    ("secret: wJalrXUtnFEMI/K7MDENG/bPxRfiCYHZi2VDAf1J", "AWS secret key"),  # a bare AWS secret key
    ("Authorization: Basic " + base64.b64encode(b"deploy:Summer2024!").decode(), "HTTP Basic credentials"),
    ("token:\n" + GHP[:20] + "\n" + GHP[20:], "GitHub token"),  # split over two lines
    (base64.b64encode(b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn").decode(), "base64-encoded private key"),
    (GHP.encode().hex(), "hex-encoded GitHub token"),
    ("bot 708173014:AAM6fpI8CvayAZzmIktgQKsv8MbHH6YDoPD", "Telegram Bot Token"),  # a detect-secrets detector
])
def test_issue_13_shapes_are_found(text, kind):
    assert kind in {finding.kind for finding in scan_text(text)}


@pytest.mark.parametrize("text", [
    "Boarding pass: PG1234 seat 14C",
    "Bypass: Route 9, then compass heading 045",
    "Passwords must be at least 12 characters long.",
    "รหัสไปรษณีย์ 10110",
    "รหัสสินค้าคือ AB1234",
    "token_hash = '2b4c342f5433ebe591a1da77e013d1b72475562d48578dca8b84bac6651c3cb9'",
    "Password | Description\npassword | the user's password, at least 12 characters",
    "Invoice INV-2024-0193 | 45,600.00 THB | due 2024-05-31",
    "internationalization and localization are documented in docs/i18n/README.md",
    "Name | Email | Password\nSomchai | somchai@example.com | (ask IT)",
])
def test_ordinary_text_near_the_new_shapes_is_not_a_secret(text):
    assert scan_text(text) == []


def test_a_code_column_is_a_password_column_only_beside_an_account_column():
    """A price list's รหัส column holds product codes (salon set: the whole list was refused); beside a user
    column it holds passwords."""
    assert scan_text("รหัส | สินค้า | ขนาด | ราคาส่ง (บาท)\nCP-100 | สีย้อมผม ColorPro | 100 มล. | 165\n"
                     "KS-500 | ทรีตเมนต์เคราติน KeraSilk | 500 มล. | 890") == []
    found = scan_text("เว็บ | ชื่อผู้ใช้ | รหัส\nShopee | somchai_shop | Mango@55x")
    assert [finding.kind for finding in found] == ["password in a table column"]


def test_a_password_column_is_found_in_rows_far_below_its_header():
    scanner = SecretScanner(tail_chars=200, batch_chars=400)
    scanner.feed("name,url,username,password", "line 1")
    for number in range(2, 60):
        scanner.feed(f"site{number},https://site{number}.example,user{number},", f"line {number}")
    scanner.feed("Bank,https://bank.example,somchai,Baht#2024x", "line 60")
    assert scanner.finish() == [Finding("password in a table column", "line 60")]


@pytest.mark.parametrize("name, found", [
    ("password=Summer2024.txt", True),
    ("รหัสผ่าน Summer2024.docx", True),
    ("wifi pw - CoffeeHouse42.txt", True),
    ("backup AKIA3LQPFEL3ZEVIUG9H.txt", True),
    ("/home/me/Documents/" + GHP + ".txt", True),
    ("password_policy_v2.docx", False),
    ("passwords_2024Q1_audit.xlsx", False),
    ("reset-password-guide.pdf", False),
    ("9fceb02d0ae598e95dc970b74767f19372d61af8.patch", False),
])
def test_scan_name_finds_secrets_in_file_names(name, found):
    findings = scan_name(name)
    assert bool(findings) == found
    assert all(finding.location == "the file name" for finding in findings)


def test_a_broken_catalogue_fails_closed(monkeypatch):
    from engine.secrets import catalogue

    def broken():
        raise ImportError("detect_secrets is not installed")

    monkeypatch.setattr(catalogue, "catalogue_rules", broken)
    assert [finding.kind for finding in scan_text("an ordinary sentence")] == [catalogue.UNCHECKED]


def test_a_detector_that_raises_fails_closed(monkeypatch):
    from engine.secrets import catalogue

    class Exploding:
        def analyze_string(self, text):
            raise ValueError("a bug in a detector")

    rule = catalogue.CatalogueRule("AWS access key", re.compile("AKIA"), Exploding())
    monkeypatch.setattr(catalogue, "catalogue_rules", lambda: (rule,))
    assert catalogue.UNCHECKED in {finding.kind for finding in scan_text("id AKIA only")}


def test_the_catalogue_is_detect_secrets_own_detectors():
    from engine.secrets.catalogue import catalogue_rules

    kinds = {rule.kind for rule in catalogue_rules()}
    assert {"SendGrid key", "Telegram Bot Token", "Discord Bot Token", "Twilio API Key"} <= kinds
    assert "Public IP (ipv4)" not in kinds  # an IP address is not a credential


def test_a_label_word_inside_another_word_above_does_not_hide_the_value_below_the_label():
    # "Shopping" holds "pin": its region once ended at the label line, so the value below was never checked.
    assert scan_text("Shopping rice\nvault password:\nHx9!kQ2mZr7$vL4p")
