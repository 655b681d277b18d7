"""The secret rules that are data: token shapes, label words (Thai and English), look-alike values.

Maintained catalogue first: every regex detector of detect-secrets (Yelp) runs
(see catalogue.py); the shapes below are the ones it lacks (Google, Hugging
Face, npm, PuTTY v3, a PEM END line alone...) or matches too narrowly for us
(GitHub fine-grained tokens, OpenAI project keys, any Slack token).
"""
from __future__ import annotations

START = r"(?<![A-Za-z0-9_])"  # an ASCII-only boundary: Thai letters next to a key do not hide it
_KEY_WORDS = r"(?:[A-Z0-9]+\s+){0,3}PRIVATE\s+KEY(?:\s+BLOCK)?"

# (kind, pattern): a match is a finding whatever surrounds it.
TOKENS: tuple[tuple[str, str], ...] = (
    ("private key", r"-{3,}\s*BEGIN\s+" + _KEY_WORDS + r"\s*-{3,}"),
    ("private key", r"-{3,}\s*END\s+" + _KEY_WORDS + r"\s*-{3,}"),
    ("private key", r"PuTTY-User-Key-File-\d+:|(?m:^)Private-Lines:\s*\d+"),
    ("AWS access key", START + r"(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}(?![0-9A-Z])"),
    ("GitHub token", START + r"(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{50,255})"),
    ("GitLab token", START + r"gl(?:pat|dt|rt|ptt|cbt|ft|soat|imt)-[A-Za-z0-9_\-]{20,}"),
    ("Hugging Face token", START + r"hf_[A-Za-z0-9]{30,}"),
    ("npm token", START + r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])"),
    ("SendGrid key", START + r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{20,}"),
    ("Azure storage key", r"(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*[A-Za-z0-9+/%]{30,}={0,2}"),
    ("Slack token", START + r"xox[abposre]-[A-Za-z0-9-]{10,}"),
    ("Slack webhook", r"hooks\.slack\.com/services/T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/[A-Za-z0-9_]+"),
    ("Google API key", START + r"AIza[0-9A-Za-z_\-]{35}"),
    ("Google OAuth secret", START + r"(?:GOCSPX-[A-Za-z0-9_\-]{28}|ya29\.[0-9A-Za-z_\-]{20,})"),
    ("Stripe key", START + r"(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}|" + START + r"whsec_[A-Za-z0-9]{24,}"),
    ("OpenAI-style key", START + r"sk-(?:proj-|svcacct-|admin-|ant-)?[A-Za-z0-9_\-]{20,}"),
    ("JWT", START + r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
)

# detect-secrets plugins left out: a public IP address is not a credential; the keyword and high-entropy
# plugins are replaced by our label rules, which also read Thai and table cells. Measured on the test
# catalogue and ordinary documents: keyword found 2 of 76 text shapes (our labels 76); base64 entropy
# found none (it reads quoted strings only); hex entropy flagged 12 of 100 ordinary English documents
# (quoted SHAs and UUIDs). None flagged a Thai paragraph.
CATALOGUE_SKIPPED = frozenset({"Public IP (ipv4)", "Secret Keyword", "Base64 High Entropy String",
                               "Hex High Entropy String"})
# detect-secrets' names for kinds we also name, so one secret is one finding.
CATALOGUE_KINDS = {
    "AWS Access Key": "AWS access key", "GitHub Token": "GitHub token", "GitLab Token": "GitLab token",
    "Private Key": "private key", "Slack Token": "Slack token", "Stripe Access Key": "Stripe key",
    "JSON Web Token": "JWT", "OpenAI Token": "OpenAI-style key", "SendGrid API Key": "SendGrid key",
    "Azure Storage Account access key": "Azure storage key", "NPM tokens": "npm token",
    "Basic Auth Credentials": "connection string with a password",
}

# Labels whose value may be a weak, human password ("Summer2024"): judged by plausible_password.
PASSWORD_LABELS = (
    r"(?<![A-Za-z])[A-Za-z0-9_.\-]*?(?:password|passwd|passphrase|passcode|pwd)[A-Za-z0-9_\-]*"
    r"|รหัสผ่าน|พาสเวิร์ด|รหัสลับ|รหัส\s*(?:wifi|wi-fi|ไวไฟ|เข้าระบบ|ล็อกอิน|pin)?(?=\s*(?:[:：=]|คือ))"
)
# Short labels that are also parts of ordinary words ("bypass", "Boarding pass"): only at a line or cell start.
SHORT_PASSWORD_LABELS = r"(?:^|(?<=[|\t,;]))[ \t]*(?:pass|pw|pin)(?![A-Za-z])"
# Labels whose value is a machine key: judged by looks_like_secret (it must look random).
KEY_LABELS = (
    r"(?<![A-Za-z0-9])[A-Za-z0-9_.\-]*?(?:api[_\- ]?key|secret|token|credentials?|auth|access[_\- ]?key)"
    r"[A-Za-z0-9_\-]*|โทเค็น|คีย์ลับ|คีย์\s*API"
)
# A key label that names a hash or an id, not a secret ("token_hash = <sha256>", "secret_id: ...").
NOT_SECRET_LABELS = r"(?:hash|digest|checksum|sha\d*|md5|fingerprint|etag|(?<![a-z])id)\W*$"
# Header cells of a table whose column holds passwords (password-manager exports, account lists).
SECRET_COLUMNS = frozenset({
    "password", "passwd", "pwd", "pass", "pw", "passphrase", "passcode", "login_password", "login password",
    "secret", "client secret", "api key", "api_key", "apikey", "token", "access token", "totp", "login_totp",
    "otpauth", "pin", "รหัสผ่าน", "รหัส", "พาสเวิร์ด", "รหัสลับ", "โทเค็น",
})

PLACEHOLDER_WORDS = frozenset({"password", "passwd", "pass", "pwd", "secret", "user", "username", "changeme",
                               "required", "optional", "none", "null", "undefined", "hidden", "redacted",
                               "example", "********"})
