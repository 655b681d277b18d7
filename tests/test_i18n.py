"""Every word the UI shows exists in Thai and English: these fail when a template or message has no Thai."""
import re
import string
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.events import BADGE_MARKERS
from webapp.i18n import STRINGS, translate
from webapp.message_data import FAILURES, HTTP_ERRORS

WEBAPP = Path(__file__).resolve().parents[1] / "webapp"
TEMPLATES = sorted((WEBAPP / "templates").rglob("*.html"))
JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
WORD = re.compile(r"[A-Za-z\u0e00-\u0e7f]{2,}")
# Text a template may carry as is: the app's name in both scripts and an example path.
NOT_TRANSLATED = {"Klang · คลัง", "คลัง", "Klang", "~/Documents"}
SHOWN_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
# Keys built in templates from a value (`t('index_' ~ state)`…) and the values they take.
DYNAMIC_KEYS = {
    "index_": ("idle", "scanning", "indexing", "done", "stopped", "failed"),
    "badge_": tuple(marker.strip("[]") for marker in BADGE_MARKERS),
    "preview_": ("refused", "missing", "secret", "unreadable"),
}
# The same word in both languages is fine for names.
SAME_IN_BOTH = {"panel_workspect"}


class ShownText(HTMLParser):
    """Text nodes and shown attributes that carry words, once the Jinja expressions are taken out."""

    def __init__(self, source: str):
        super().__init__()
        self.found = []
        self.feed(JINJA.sub(" ", source))

    def handle_starttag(self, tag, attrs):
        self.found += [value for name, value in attrs if name in SHOWN_ATTRIBUTES and value and WORD.search(value)]

    def handle_data(self, data):
        if WORD.search(data):
            self.found.append(data.strip())


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(STRINGS))
def test_every_string_has_thai_and_english_with_the_same_placeholders(key):
    entry = STRINGS[key]
    assert entry.get("en", "").strip() and entry.get("th", "").strip(), f"{key} lacks a language"
    assert placeholders(entry["en"]) == placeholders(entry["th"]), key
    if key not in SAME_IN_BOTH and key != "language":
        assert re.search(r"[\u0e00-\u0e7f]", entry["th"]), f"{key}: the Thai text has no Thai"


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: str(p.relative_to(WEBAPP)))
def test_templates_show_no_words_outside_the_string_table(template):
    untranslated = [text for text in ShownText(template.read_text(encoding="utf-8")).found if text not in NOT_TRANSLATED]
    assert untranslated == [], f"put these in webapp/i18n.py and use t(): {untranslated}"


def used_keys() -> set[str]:
    keys = set()
    for template in TEMPLATES:
        source = template.read_text(encoding="utf-8")
        keys |= set(re.findall(r"\bt\(\s*['\"](\w+)['\"](?!\s*~)", source))
        for prefix in re.findall(r"\bt\(\s*['\"](\w+_)['\"]\s*~", source):
            keys |= {prefix + value for value in DYNAMIC_KEYS[prefix]}
    for module in WEBAPP.rglob("*.py"):
        source = module.read_text(encoding="utf-8")
        keys |= set(re.findall(r"\b(?:translate|alert|self\.t|Note)\(\s*['\"](\w+)['\"]", source))
        keys |= set(re.findall(r"\b(?:key|keys?)\s*=\s*['\"](\w+)['\"]", source))
    keys |= {key for _, key in FAILURES} | set(HTTP_ERRORS.values())
    return keys


def test_every_key_the_ui_uses_is_in_the_string_table():
    keys = used_keys()
    assert {"tool_secret", "http_csrf", "index_done", "badge_web_limit"} <= keys, "the scan finds no keys"
    assert sorted(keys - set(STRINGS)) == []


def test_the_bash_switch_says_its_state_and_its_action_in_different_words():
    for lang in ("th", "en"):
        assert translate("on", lang) != translate("turn_off", lang)
        assert translate("off", lang) != translate("turn_on", lang)
