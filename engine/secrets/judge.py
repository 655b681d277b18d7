"""Is a value after a label really a secret, or code, prose, an id or a placeholder?"""
from __future__ import annotations

import math
import re
from collections import Counter

from engine.secrets.rules import PLACEHOLDER_WORDS

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.IGNORECASE)
_DOTTED_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")
_DATE_OR_NUMBER = re.compile(r"^[\d.,:/\-]+$")


def entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def is_placeholder(value: str) -> bool:
    return (
        value[0] in "$%{<[*"
        or "${" in value or "{{" in value
        or value.lower() in PLACEHOLDER_WORDS
        or len(set(value.lower()) - {"*", "x", ".", "•"}) == 0
    )


def _is_code_or_address(value: str) -> bool:
    return bool(
        _UUID.match(value) or _DOTTED_NAME.match(value) or "(" in value or "[" in value
        or value.lower().startswith(("http://", "https://", "/", "./", "~/")) or _EMAIL.match(value)
    )


def looks_like_secret(value: str) -> bool:
    """A value after `api_key:` / `token =` that is really a key: mixed characters, random-looking."""
    value = value.rstrip(".)]}")
    if len(value) < 8 or not value.isascii() or is_placeholder(value) or _is_code_or_address(value):
        return False
    has_letter = any(c.isalpha() for c in value)
    has_other = any(c.isdigit() or not c.isalnum() and c not in "_-" for c in value)
    return has_letter and has_other and entropy(value) >= 3.0


def plausible_password(value: str, digits_allowed: bool = True) -> bool:
    """A value after `password:` / `รหัสผ่าน` that a person could have chosen, weak ones too ("Summer2024").

    Letters with a digit or symbol, or (after an explicit `:`/`=`/"is") a PIN-like run of 6+ digits;
    words alone, dates, amounts, addresses and placeholders are not passwords.
    """
    value = value.rstrip(".,;)]}")
    if not 6 <= len(value) <= 128 or not value.isascii() or is_placeholder(value) or _is_code_or_address(value):
        return False
    if value.isdigit():
        return digits_allowed and len(value) <= 12 and len(set(value)) > 1
    if _DATE_OR_NUMBER.match(value):
        return False
    has_letter = any(c.isalpha() for c in value)
    return has_letter and any(c.isdigit() or not c.isalnum() and c not in "-_.'" for c in value)


def plausible_name_password(value: str) -> bool:
    """In a file name words run into each other ("password_policy2024"): ask for a capital or a symbol too."""
    return plausible_password(value, digits_allowed=False) and sum(c.isalpha() for c in value) >= 3 and (
        any(c.isupper() for c in value) or any(not c.isalnum() and c not in "_-." for c in value))
