"""The secret-shape catalogue: Thai and English secrets as people and tools write them.

Every value is fake, generated from a fixed seed, so the catalogue is the same on
every run. A shape is (family, name, layout, content, secret): the layout says
how it is placed in a file (see catalogue.py), the secret is the text that must
never come out of a read. Families marked HELD_OUT were written with the rest but
never looked at while the rules were tuned; the eval reports them apart.
"""
from __future__ import annotations

import base64
import random
import string
from dataclasses import dataclass

HELD_OUT = frozenset({"encoded", "thai prose", "exports"})
_ALNUM = string.ascii_letters + string.digits


@dataclass(frozen=True)
class Shape:
    family: str
    name: str
    layout: str  # "lines": text lines; "cells": one table row; "table": rows of cells; "name": a file name
    content: object  # a str for lines/name, a list of cells, or a list of rows
    secret: str

    @property
    def held_out(self) -> bool:
        return self.family in HELD_OUT


def _rand(seed: str, length: int, alphabet: str = _ALNUM) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(length))


def _der_body(seed: str, prefix: bytes) -> str:
    body = base64.b64encode(prefix + random.Random(seed).randbytes(300)).decode()
    return "\n".join(body[i:i + 64] for i in range(0, len(body), 64))


def _pem(kind: str, seed: str, prefix: bytes = b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00") -> str:
    return f"-----BEGIN {kind}-----\n{_der_body(seed, prefix)}\n-----END {kind}-----"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _split(text: str, at: int) -> str:
    return text[:at] + "\n" + text[at:]


RSA = _pem("RSA PRIVATE KEY", "rsa")
OPENSSH_BODY = _der_body("openssh", b"openssh-key-v1\0\0\0\0\x04none")
AWS_ID = "AKIA" + _rand("aws-id", 16, string.ascii_uppercase + string.digits)
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + _rand("aws-secret", 10)
GHP = "ghp_" + _rand("ghp", 36)
OPENAI = "sk-proj-" + _rand("openai", 48)
STRIPE = "sk_live_" + _rand("stripe", 24)


def _provider_tokens() -> list[Shape]:
    f = "provider tokens"
    jwt = ".".join(base64.urlsafe_b64encode(part.encode()).decode().rstrip("=") for part in (
        '{"alg":"HS256","typ":"JWT"}', '{"sub":"1234567890","name":"Somchai"}', _rand("jwt-sig", 32)))
    azure = _rand("azure", 86, _ALNUM + "+/") + "=="
    tokens = [
        ("AWS access key id", f"aws_access_key_id = {AWS_ID}", AWS_ID),
        ("AWS secret key alone", f"Here is the other one:\n{AWS_SECRET}", AWS_SECRET),
        ("GitHub classic token", f"export GH={GHP}", GHP),
        ("GitHub fine-grained token", "github_pat_" + _rand("ghpat", 82, _ALNUM + "_"), None),
        ("GitLab token", "CI token glpat-" + _rand("glpat", 20), None),
        ("Hugging Face token", "HF_TOKEN=hf_" + _rand("hf", 34), None),
        ("Slack bot token", "xoxb-" + "-".join(_rand(f"slack{i}", n, string.digits) for i, n in enumerate((12, 13)))
         + "-" + _rand("slack", 24), None),
        ("Slack webhook", "https://hooks.slack.com/services/T" + _rand("t", 8, string.ascii_uppercase) + "/B"
         + _rand("b", 8, string.ascii_uppercase) + "/" + _rand("w", 24), None),
        ("Google API key", "AIza" + _rand("gapi", 35), None),
        ("Stripe live key", f"stripe: {STRIPE}", STRIPE),
        ("OpenAI project key", f"OPENAI_API_KEY={OPENAI}", OPENAI),
        ("Anthropic key", "sk-ant-api03-" + _rand("ant", 90), None),
        ("SendGrid key", "SG." + _rand("sg1", 22) + "." + _rand("sg2", 43), None),
        ("npm token", "npm_" + _rand("npm", 36), None),
        ("npmrc auth line", "//registry.npmjs.org/:_authToken=npm_" + _rand("npmrc", 36), None),
        ("Azure storage connection", "DefaultEndpointsProtocol=https;AccountName=klangdata;AccountKey="
         + azure + ";EndpointSuffix=core.windows.net", azure),
        ("JWT", f"session={jwt}", jwt),
        ("Twilio key", "SK" + _rand("twilio", 32, string.ascii_lowercase + string.digits), None),
        ("Telegram bot token", "bot " + _rand("tg", 9, string.digits) + ":AA" + _rand("tg2", 33), None),
        ("PyPI token", "pypi-AgEIcHlwaS5vcmc" + _rand("pypi", 80), None),
        ("Square secret", "sq0csp-" + _rand("square", 43), None),
        ("Google OAuth secret", "GOCSPX-" + _rand("gocspx", 28), None),
        ("Bearer header", "Authorization: Bearer " + _rand("bearer", 40), None),
        ("HTTP Basic header", "Authorization: Basic " + _b64("deploy:Summer2024!"), _b64("deploy:Summer2024!")),
        ("password in a URL", "https://admin:Tr0ub4dor-77@files.example.com/share", "Tr0ub4dor-77"),
        ("database URL", "DATABASE_URL=postgres://app:Xk9pL2mQw8@db.internal:5432/app", "Xk9pL2mQw8"),
    ]
    return [Shape(f, name, "lines", text, secret or text.split()[-1].split("=")[-1]) for name, text, secret in tokens]


def _keys() -> list[Shape]:
    f = "private keys"
    body = RSA.split("\n")[1:-1]
    pkcs8 = _der_body("pkcs8", b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01")
    keys = [
        ("RSA PEM", RSA, body[0]),
        ("OpenSSH key", f"-----BEGIN OPENSSH PRIVATE KEY-----\n{OPENSSH_BODY}\n-----END OPENSSH PRIVATE KEY-----",
         OPENSSH_BODY.split("\n")[0]),
        ("EC key", _pem("EC PRIVATE KEY", "ec", b"\x30\x77\x02\x01\x01\x04\x20"), None),
        ("PGP key block", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + _der_body("pgp", b"\x95\x03\xc6")
         + "\n-----END PGP PRIVATE KEY BLOCK-----", None),
        ("PEM body alone", "\n".join(body[:6]), body[0]),
        ("PKCS8 body alone", pkcs8, pkcs8.split("\n")[0]),
        ("OpenSSH body alone", OPENSSH_BODY, OPENSSH_BODY.split("\n")[0]),
        ("PEM body, middle lines only", "\n".join(body[2:7]), body[3]),
        ("END line alone", "key ends here\n-----END RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"),
        ("PuTTY v2 key", "PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key\nPublic-Lines: 6\n"
         + _der_body("putty2", b"\0\0\0\x07ssh-rsa"), None),
        ("PuTTY v3 key", "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n"
         + _rand("putty3", 44), None),
    ]
    return [Shape(f, name, "lines", text, secret or next(line for line in text.split("\n")[1:] if line)[:40])
            for name, text, secret in keys]


def _encoded() -> list[Shape]:
    f = "encoded"
    ssh_header = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + OPENSSH_BODY[:128]
    items = [
        ("base64 of a PEM", "key_b64: " + _b64(RSA[:300]), _b64(RSA[:300])),
        ("base64 of a password line", "config " + _b64("db_password=Winter2023!x"), _b64("db_password=Winter2023!x")),
        ("base64 of an AWS key id", _b64(AWS_ID), _b64(AWS_ID)),
        ("hex of a GitHub token", "blob " + GHP.encode().hex(), GHP.encode().hex()),
        ("hex of an OpenSSH header", ssh_header.encode().hex(), ssh_header.encode().hex()),
        ("token split over two lines", "token:\n" + _split(GHP, 20), GHP[20:]),
        ("OpenAI key wrapped", "key " + _split(OPENAI, 30), OPENAI[30:]),
        ("Stripe key wrapped", _split(STRIPE, 14), STRIPE[14:]),
        ("url-safe base64 of a key line", base64.urlsafe_b64encode(f"api_key={OPENAI}".encode()).decode(),
         base64.urlsafe_b64encode(f"api_key={OPENAI}".encode()).decode()),
    ]
    return [Shape(f, name, "lines", text, secret) for name, text, secret in items]


def _english_labels() -> list[Shape]:
    f = "english labels"
    items = [
        ("password colon", "password: Summer2024", "Summer2024"),
        ("pass colon", "pass: Winter2023!", "Winter2023!"),
        ("pw colon", "pw: Bangkok#99", "Bangkok#99"),
        ("password is", "The password is Sunshine88 for now.", "Sunshine88"),
        ("password for X is", "The wifi password for the guest network is CoffeeHouse42", "CoffeeHouse42"),
        ("env password", "DB_PASSWORD=Hx9!kQ2mZr7", "Hx9!kQ2mZr7"),
        ("api key colon", "api_key: " + _rand("apikey", 24), None),
        ("client secret quoted", "client_secret = 'S3cr3t!Pass99'", "S3cr3t!Pass99"),
        ("passphrase", "passphrase: correct-horse-battery-9", "correct-horse-battery-9"),
        ("PIN", "PIN: 482913", "482913"),
        ("token equals", "token = " + _rand("tok", 24), None),
        ("JSON password", '{"user": "somchai", "password": "Summer2024"}', "Summer2024"),
        ("YAML password", "database:\n  user: app\n  password: Autumn2022", "Autumn2022"),
        ("Django secret key", "SECRET_KEY=django-insecure-" + _rand("django", 40, _ALNUM + "!@#%^&*"), None),
        ("admin password sentence", "admin password: Hx9!kQ2mZr7$vL4p", "Hx9!kQ2mZr7$vL4p"),
    ]
    return [Shape(f, name, "lines", text, secret or text.split()[-1]) for name, text, secret in items]


def _thai_labels() -> list[Shape]:
    items = [
        ("thai labels", "รหัสผ่าน colon", "รหัสผ่าน: Summer2024", "Summer2024"),
        ("thai labels", "รหัส colon", "รหัส: Somchai1987", "Somchai1987"),
        ("thai labels", "พาสเวิร์ด colon", "พาสเวิร์ด: Bkk2565!", "Bkk2565!"),
        ("thai labels", "รหัสผ่าน space", "รหัสผ่าน Krungthep99", "Krungthep99"),
        ("thai labels", "โทเค็น", "โทเค็น: " + _rand("thaitoken", 20), None),
        ("thai labels", "รหัส wifi", "รหัส wifi: Coffee1234", "Coffee1234"),
        ("thai labels", "รหัสผ่านใหม่ equals", "รหัสผ่านใหม่ = Songkran2024", "Songkran2024"),
        ("thai labels", "คีย์ API", "คีย์ API: " + _rand("thaikey", 28), None),
        ("thai prose", "รหัสผ่านคือ", "รหัสผ่านคือ Tiger2023", "Tiger2023"),
        ("thai prose", "รหัสผ่านของฉันคือ", "รหัสผ่านของฉันคือ Mango@55 นะ", "Mango@55"),
        ("thai prose", "รหัสผ่าน wifi คือ", "รหัสผ่าน wifi คือ HomeNet2024ครับ", "HomeNet2024"),
        ("thai prose", "รหัสผ่านเข้าระบบคือ", "รหัสผ่านเข้าระบบคือ Nakhon#2024", "Nakhon#2024"),
        ("thai prose", "รหัสคือ", "รหัสคือ 90210Ab", "90210Ab"),
    ]
    return [Shape(family, name, "lines", text, secret or text.split()[-1]) for family, name, text, secret in items]


def _cells() -> list[Shape]:
    f = "neighbouring cells"
    key = _rand("cellkey", 32)
    items = [
        ("Password | value", ["Password", "Summer2024"], "Summer2024"),
        ("api_key | value", ["api_key", key], key),
        ("รหัสผ่าน | value", ["รหัสผ่าน", "Mango2024"], "Mango2024"),
        ("user and password cells", ["Username", "alice", "Password", "Tiger2023!"], "Tiger2023!"),
        ("pw | value", ["pw", "Bangkok99"], "Bangkok99"),
        ("Secret | value", ["Secret", "Zq8" + _rand("secretcell", 20)], None),
        ("รหัส | value", ["รหัส", "Chiangmai55"], "Chiangmai55"),
        ("label with colon | value", ["Password:", "Spring2021"], "Spring2021"),
    ]
    shapes = [Shape(f, name, "cells", cells, secret or cells[-1]) for name, cells, secret in items]
    shapes += [Shape(f, "label line then value line", "lines", "Password\nWinter2022", "Winter2022"),
               Shape(f, "Thai label line then value line", "lines", "รหัสผ่าน\nPhuket2024", "Phuket2024")]
    return shapes


def _exports() -> list[Shape]:
    f = "exports"
    items = [
        ("Chrome CSV", [["name", "url", "username", "password"],
                        ["Gmail", "https://accounts.google.com", "me@example.com", "Summer2024"]], "Summer2024"),
        ("Bitwarden CSV", [["folder", "favorite", "type", "name", "notes", "fields", "reprompt", "login_uri",
                            "login_username", "login_password", "login_totp"],
                           ["", "", "login", "Bank", "", "", "0", "https://bank.example", "somchai",
                            "Baht#2024x", ""]], "Baht#2024x"),
        ("1Password CSV", [["Title", "Website", "Username", "Password", "OTPAuth", "Favorite", "Tags", "Notes"],
                           ["Shopee", "https://shopee.co.th", "somchai", "Shop2024!", "", "false", "", ""]],
         "Shop2024!"),
        ("LastPass CSV", [["url", "username", "password", "totp", "extra", "name", "grouping", "fav"],
                          ["https://line.me", "somchai", "Line8899", "", "", "LINE", "Social", "0"]], "Line8899"),
        ("KeePass CSV", [["Group", "Title", "Username", "Password", "URL", "Notes"],
                         ["Root", "Router", "admin", "R0uter!Pass", "http://192.168.1.1", "home"]], "R0uter!Pass"),
        ("Thai account list", [["ชื่อ", "อีเมล", "รหัสผ่าน"], ["สมชาย", "somchai@example.com", "Somchai2024"]],
         "Somchai2024"),
        ("account list, many rows", [["Site", "User", "Password"]]
         + [[f"site{i}", f"user{i}", f"Pass{i}word{i * 7}"] for i in range(1, 30)], "Pass29word203"),
    ]
    return [Shape(f, name, "table", rows, secret) for name, rows, secret in items]


def _names() -> list[Shape]:
    f = "file names"
    items = [
        ("AWS key id in a name", f"aws {AWS_ID}", AWS_ID),
        ("password= in a name", "password=Summer2024", "Summer2024"),
        ("Thai password in a name", "รหัสผ่าน Summer2024", "Summer2024"),
        ("GitHub token in a name", f"backup {GHP}", GHP),
        ("wifi pw in a name", "wifi pw - CoffeeHouse42", "CoffeeHouse42"),
        ("GitLab token in a name", "ci_glpat-" + _rand("glname", 20), "glpat-" + _rand("glname", 20)),
        ("password_value name", "router_password_R0uter!2024", "R0uter!2024"),
    ]
    return [Shape(f, name, "name", text, secret) for name, text, secret in items]


def all_shapes() -> list[Shape]:
    return (_provider_tokens() + _keys() + _encoded() + _english_labels() + _thai_labels() + _cells()
            + _exports() + _names())
