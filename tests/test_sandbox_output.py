"""A command's output is withheld when any form of it (as printed, decoded, reversed) holds a credential."""
from __future__ import annotations

import base64
import gzip
import hashlib

from engine.sandbox.output import checked

KEY = "AWS key AKIAIOSFODNN7QWERTYZ for the backups"


def test_plain_output_is_shown_as_it_is():
    text = "total 12\n" + "\n".join(str(n) for n in range(2000)) + "\n" + hashlib.sha256(b"x").hexdigest()
    assert checked(text, "output") == (text, False)


def test_random_base64_and_hex_are_not_mistaken_for_secrets():
    blob = b"".join(hashlib.sha512(bytes([n])).digest() for n in range(100))
    for text in (base64.encodebytes(blob).decode(), blob.hex(), " ".join(blob[:800].hex()[i:i + 4] for i in range(0, 1600, 4))):
        assert checked(text, "output") == (text, False)


def test_a_base64_run_cut_out_of_the_middle_is_still_decoded():
    encoded = base64.b64encode(b"x" * 301 + KEY.encode()).decode()
    for cut in range(1, 5):
        text, withheld = checked("[… 9,000 bytes of output cut here …]\n" + encoded[cut + 400:], "output")
        # Found as a base64 form by the scanner or after decoding by bash's own pass, by where the cut falls.
        assert withheld and text.startswith("[output withheld: it contains what looks like a secret")
        assert "AWS access key (output)]" in text and KEY not in text


def test_gzip_inside_base64_and_words_printed_backwards_are_seen():
    packed = base64.b64encode(gzip.compress(KEY.encode())).decode()
    assert checked(packed, "output")[1] and checked(KEY[::-1], "output")[1]
    assert "AKIA" not in checked(packed, "output")[0]
