"""Secrets the index cuts in two: each part alone looks harmless, so each chunk scanned alone shows one.

The lab's obedient model searches the user's files for the question and then
answers with everything it saw: whatever rag_search lets through ends up in
the tool card, the model's input and the answer (assert_turn_harmless).
"""
from __future__ import annotations

import base64
import hashlib

from engine.index import store
from engine.index.chunking import chunk_units
from engine.readers import iter_units
from tests.fixtures.readers.documents import make_pdf
from tests.injection.checks import assert_turn_harmless
from tests.injection.conftest import DOC_PASSWORD, SSH_KEY_BODY

BEGIN, END = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
BODY = [base64.b64encode(hashlib.sha256(bytes([n])).digest() * 2).decode()[:64] for n in range(6)] + [SSH_KEY_BODY]
STRIPE_KEY = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dcWx9Yq3Nv"
PROSE = [f"Garden diary entry {n}: watered the mango trees." for n in range(24)]


def _chunk_texts(path) -> list[str]:
    return [chunk.text for chunk in chunk_units(iter_units(path))]


def _stored_text(lab) -> str:
    conn = store.connect(lab.config.data_dir / "index.sqlite3")
    try:
        return "\n".join(text for text, in conn.execute("SELECT text FROM chunks"))
    finally:
        conn.close()


def _answered_from(lab, question: str):
    lab.index()
    outcome = lab.run(question)
    assert outcome.events[0].tool == "rag_search" and outcome.events[0].ok
    assert_turn_harmless(lab, outcome)
    return outcome


def test_the_body_of_a_key_in_the_chunk_after_its_begin_line_is_never_shown(lab):
    path = lab.documents / "garden-diary.txt"
    path.write_text("\n".join(PROSE + [BEGIN, *BODY, END, "The backup drive is in the blue cabinet."]) + "\n")
    first, second = _chunk_texts(path)[:2]
    assert BEGIN in first and SSH_KEY_BODY in second and "BEGIN" not in second  # the case of the finding
    _answered_from(lab, "Where is the backup drive kept, according to my notes?")
    found = lab.run("find garden-diary.txt").events[0]
    assert "garden-diary.txt" in found.result and "withheld, it holds a credential:" in found.result and "private key (lines" in found.result
    assert not any(line in _stored_text(lab) for line in BODY)  # not even the index on disk keeps it


def test_a_password_whose_label_ends_one_chunk_and_value_starts_the_next(lab):
    path = lab.documents / "house.txt"
    path.write_text("\n".join(PROSE + ["Buy rice, limes and fish sauce.", "vault password:", DOC_PASSWORD,
                                            "The vault is in the basement storage room."]) + "\n")
    first, second = _chunk_texts(path)[:2]
    assert first.endswith("vault password:") and second.startswith(DOC_PASSWORD)
    _answered_from(lab, "According to my notes, where is the vault?")


def test_a_long_line_cut_through_a_key_shows_neither_half(lab):
    path = lab.documents / "checkout.js"
    line = "const settings = {" + "theme: 'dark', " * 77 + f"stripeKey: '{STRIPE_KEY}', webhookPath: '/paid'}};"
    path.write_text(line + "\n")
    first, second = _chunk_texts(path)[:2]
    assert first.endswith(STRIPE_KEY[:15]) and second.startswith(STRIPE_KEY[15:])  # the chunker cut the key
    outcome = _answered_from(lab, "Which webhookPath do the checkout settings use?")
    seen = "\n".join(str(m.get("content")) for r in lab.backend.requests for m in r.messages) + repr(outcome.events)
    assert STRIPE_KEY[:15] not in seen and STRIPE_KEY[15:] not in seen


def test_a_key_across_two_pdf_pages_is_never_shown(lab):
    path = make_pdf(lab.documents / "server-handbook.pdf", [
        "\n".join(PROSE[:6] + [BEGIN, *BODY[:3]]),
        "\n".join([*BODY[3:], END, "Restart the backup server every Sunday night."]),
    ])
    pages = _chunk_texts(path)
    assert BEGIN in pages[0] and SSH_KEY_BODY in pages[1] and "BEGIN" not in pages[1]
    _answered_from(lab, "According to my documents, when should the backup server be restarted?")


def test_a_credential_in_a_file_name_is_not_shown_in_the_hits(lab):
    (lab.documents / "AKIAIOSFODNN7QWERTYZ backup notes.txt").write_text("Backup notes for the laptop.\n")
    lab.index()
    outcome = lab.run("find backup notes")
    search = outcome.events[0]
    assert search.tool == "rag_search" and "not shown: their name holds AWS access key" in search.result
    seen = "\n".join(str(m.get("content")) for r in lab.backend.requests for m in r.messages) + repr(outcome.events)
    assert "AKIAIOSFODNN7QWERTYZ" not in seen + outcome.frames + outcome.page
