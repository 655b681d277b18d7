"""Ordinary documents and file names with no secret in them: the false-positive corpus.

English: notes, invoices, policies, code with UUIDs, SHAs and ${TOKEN}
placeholders, meeting notes, sheets, written for this corpus. Thai: the
Wikipedia paragraphs of the iapp-wiki-qa eval set (its distinct contexts).
Generated parts use a fixed seed, so the corpus is the same on every run.
"""
from __future__ import annotations

import hashlib
import json
import random
import uuid
from pathlib import Path

# The shared eval data sits beside the checkout (main or a worktree), a few folders up.
IAPP = next((parent / "shared" / "eval" / "iapp" / "valid.jsonl" for parent in Path(__file__).resolve().parents
             if (parent / "shared" / "eval" / "iapp" / "valid.jsonl").exists()), None)

ENGLISH = [
    "Passwords must be at least 12 characters long and must not reuse any of your last five passwords.",
    "To reset your password, open Settings, choose Security, then click 'Forgot password'. A code is sent by SMS.",
    "The password field is required. Leave the API key field empty to use the default key from your account.",
    "Token budget: 4,000 tokens per request. The secret to good prompts is short, specific instructions.",
    "Boarding pass: PG1234 seat 14C. Gate closes 20 minutes before departure from Suvarnabhumi.",
    "Bypass the roundabout and take the second exit; the compass points north-east at the junction.",
    "Invoice INV-2024-0193\nBill to: Siam Trading Co., Ltd.\nAmount due: 45,600.00 THB\nDue date: 2024-05-31",
    "Receipt no. 000481 — 2 x coffee 65.00, 1 x croissant 55.00, total 185.00 (VAT incl.).",
    "Meeting notes 12 March: agreed to move the release to Q3; Anan owns the migration plan; next sync Friday.",
    "Action items: update the onboarding guide, rotate the team calendar, order two monitors (Dell P2422H).",
    "The authentication service returns 401 when the session expires; the client should ask the user to log in.",
    "Credentials are stored in the operating system keychain, never in this repository.",
    "Secret Santa: draw names on 1 December, budget 500 baht, exchange gifts at the party on the 22nd.",
    "Project Phoenix status: green. Risks: vendor delay (medium), staffing (low). Budget used: 62%.",
    "The key to the storeroom is with the building manager, room 104, open 08:30-17:00.",
    "Please pass the report to finance by Thursday; they need the totals for the quarterly review.",
    "Recipe: 200 g jasmine rice, 2 eggs, 1 tbsp fish sauce, a handful of Thai basil. Fry on high heat.",
    "Flight TG 676 departs BKK 23:55 and arrives NRT 08:05 (+1). Booking reference: QX7P2L.",
    "Wi-Fi in the meeting room: network 'Office-Guest'. Ask reception for the daily access code.",
    "Use a password manager; turn on two-factor authentication; never share one-time codes by phone.",
    "Order #A1B2C3D4 shipped via Kerry Express, tracking TH0123456789, expected delivery 3-5 days.",
    "Server room temperature 21.5 C, humidity 45%. UPS battery test passed on 2024-02-14.",
    "The API returns JSON: {\"id\": 42, \"status\": \"ok\", \"items\": []}. Pagination uses the `next` link.",
    "Version 2.4.1 fixes the export bug (issue #1284) and updates the Thai translation.",
    "Rotate keys every 90 days. The rotation job runs at 02:00 and posts a summary to the ops channel.",
    "Login page: enter your email and password, then the six-digit code from your authenticator app.",
    "Password policy v3 (approved): minimum length 12, no expiry, block known breached passwords.",
    "Quarterly sales: Bangkok 1.2M, Chiang Mai 430K, Phuket 390K. Growth 8% year over year.",
    "Dear Khun Malee, thank you for your order. Your table for six is booked for Saturday at 19:00.",
    "Lab results: glucose 92 mg/dL, HbA1c 5.4%, LDL 118 mg/dL. Next check-up in six months.",
    "Car service at 40,000 km: oil and filter changed, brake pads 60%, tyres rotated. Cost 3,450 baht.",
    "Ticket SUP-8812: user cannot sync calendar; cleared cache, re-added account, resolved.",
    "Pass rate for the March exam was 78%; the re-sit is on 12 April in hall B.",
    "Use `git log --oneline` to list commits; `git show HEAD~1` shows the previous one.",
    "The token bucket allows bursts of 20 requests, refilled at 5 per second.",
]

_CODE = [
    'request_id = "{uuid}"\nresponse = client.get(f"/orders/{{request_id}}")',
    "commit {sha}\nAuthor: Anan <anan@example.com>\n\n    Fix rounding in invoice totals",
    'API_KEY="${{API_KEY}}"\nDB_PASSWORD="${{DB_PASSWORD}}"\nexport TOKEN=$TOKEN',
    "password = os.environ['DB_PASSWORD']\ntoken = settings.api_token\nsecret = load_secret('{uuid}')",
    "docker pull python@sha256:{sha256}",
    "- uses: actions/checkout@{sha}\n- run: pytest -q\n  env:\n    TOKEN: ${{{{ secrets.TOKEN }}}}",
    '{{"id": "{uuid}", "etag": "{md5}", "created": "2024-03-01T10:00:00Z"}}',
    "auth:\n  password: ${{DB_PASSWORD}}\n  token: {{{{ vault_token }}}}\n  api_key: <your api key>",
    "const userId = '{uuid}';\nconst hash = '{sha}';\nfetch(`/api/users/${{userId}}`);",
    "SELECT * FROM sessions WHERE token_hash = '{sha256}' AND expires_at > now();",
]


def english_documents() -> list[str]:
    rng = random.Random(20241130)
    docs = list(ENGLISH)
    for number in range(40):
        values = {"uuid": uuid.UUID(int=rng.getrandbits(128)), "sha": hashlib.sha1(bytes([number])).hexdigest(),
                  "sha256": hashlib.sha256(bytes([number])).hexdigest(), "md5": hashlib.md5(bytes([number])).hexdigest()}
        docs.append(_CODE[number % len(_CODE)].format(**values))
    for number in range(25):
        rows = [f"{rng.choice(['Rice', 'Fish sauce', 'Paper A4', 'Toner', 'Coffee beans'])} x{rng.randint(1, 9)}"
                f" | {rng.randint(50, 5000)}.00" for _ in range(rng.randint(2, 5))]
        docs.append(f"Invoice INV-2024-{number:04d}\nDate: 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}\n"
                    + "\n".join(rows) + f"\nTotal | {rng.randint(1000, 90000):,}.00 THB")
    return docs


ORDINARY_NAMES = [
    "password_policy_v2.docx", "reset-password-guide.pdf", "passwords_2024Q1_audit.xlsx", "API keys howto.md",
    "token-budget.xlsx", "secret-santa-2024.xlsx", "auth_flow_diagram.pptx", "credentials-checklist.docx",
    "boarding pass BKK-NRT.pdf", "invoice INV-2024-0193.pdf", "meeting notes 2024-03-12.docx",
    "รายงานประจำปี 2567.pdf", "รหัสไปรษณีย์ กรุงเทพ.xlsx", "สัญญาเช่า บ้านเลขที่ 99.docx", "IMG_20240312_101500.jpg",
    "Screenshot 2024-05-01 at 10.15.22.png", "report_final_v3 (1).docx", "budget-2025-draft.xlsx",
    "9fceb02d0ae598e95dc970b74767f19372d61af8.patch", "550e8400-e29b-41d4-a716-446655440000.json",
    "DSC_0042.JPG", "Thesis_Chapter2_Revised.docx", "passport scan.pdf", "pw_reset_ticket_8812.txt",
    "compass-calibration.pdf", "bypass-surgery-notes.docx", "Q3 OKRs.pptx", "tax receipt 2566.pdf",
    "ใบเสร็จรับเงิน_มีนาคม2567.pdf", "รหัสนักศึกษา 6512345678 ผลการเรียน.xlsx", "แผนการตลาด Q2-2024.pptx",
    "token_counts_th_wiki.csv", "auth-service-design-v4.md", "keyboard-shortcuts.pdf", "pin-board-photos.zip",
    "passenger-list-TG676.xlsx", "KeyNote_2024_Final.pptx", "secret-garden-book-report.docx",
    "access_log_2024-05-01.txt", "ssh-setup-guide.md", "wifi-setup-guide.pdf", "login-page-mockup.png",
    "API_reference_v2.1.html", "credential-rotation-policy.pdf", "OAuth2 flow.drawio", "jwt-explained.md",
    "env.example", "docker-compose.override.yml", "Password Manager Comparison 2024.xlsx",
    "BKK-CNX_boarding_pass_0429.pdf", "เอกสารประกอบการสอน บทที่ 3.pdf", "สรุปประชุม 12-03-2567.docx",
    "photo_2024-04-13_Songkran.jpg", "invoice_A1B2C3D4.pdf", "contract-v2-signed (2).pdf",
    "release-notes-2.4.1.md", "b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d.tmp", "report.final.FINAL.v7.docx",
]


def thai_documents(path: Path | None = IAPP) -> list[str]:
    """The distinct Thai Wikipedia paragraphs of the iapp eval set, in file order ([] without the data)."""
    seen: dict[str, None] = {}
    if path is None:
        return []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            seen.setdefault(json.loads(line)["context"], None)
    return list(seen)
