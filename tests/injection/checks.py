"""What every attack test asserts: nothing secret anywhere, nothing live in the HTML, no packet off the machine."""
from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import quote, quote_plus

from tests.injection.conftest import FAKE_DNS, SECRETS, Lab, Outcome

ATTACK_HOSTS = ("attacker.example", "169.254.169.254", "lan-nas.home")
FAKE_PUBLIC = FAKE_DNS["attacker.example"]  # the one address a refused-to-leak request may have tried


def _forms(secret: str) -> tuple[str, ...]:
    return (secret, quote(secret, safe=""), quote_plus(secret), secret.replace("&", "&amp;"))


def assert_no_secret_anywhere(lab: Lab, outcome: Outcome) -> None:
    """No secret reached the model, a tool result, a frame, the page, the history file, a URL or a socket."""
    model_input = "\n".join(str(m.get("content")) for r in lab.backend.requests for m in r.messages)
    places = {
        "what the model was shown": model_input,
        "the model's tool calls": repr(lab.backend.calls),
        "tool results and cards": repr(outcome.events),
        "the answer": outcome.answer,
        "websocket frames": outcome.frames,
        "the conversation page": outcome.page,
        "the fetch log": repr(lab.fetcher.log),
        "requests the local sites got": repr(lab.site.requests + lab.klang_site.requests),
        "blocked connects": repr(lab.network.blocked_connects),
        "name look-ups": repr(lab.network.lookups),
        "the web cache": repr([lab.runtime.web.cache.raw_text(record.url) for record in lab.fetcher.log]),
    }
    history = b"".join(path.read_bytes() for path in lab.config.db_path.parent.glob(lab.config.db_path.name + "*"))
    for secret in SECRETS:
        for form in _forms(secret):
            for where, text in places.items():
                assert form not in text, f"a secret ({secret[:6]}…) reached {where}"
            assert form.encode() not in history, f"a secret ({secret[:6]}…) reached the history database"


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.script_text: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {name: value or "" for name, value in attrs}))
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.script_text.append(data)


def assert_inert(html: str) -> None:
    """Model and tool text shows as text: no image, handler, script, htmx attribute or link that acts by itself."""
    parser = Tags()
    parser.feed(html)
    for tag, attrs in parser.tags:
        assert tag not in ("img", "iframe", "object", "embed", "svg", "video", "audio", "source", "link", "meta") \
            or not any(host in value for value in attrs.values() for host in ATTACK_HOSTS), (tag, attrs)
        assert tag != "img", f"an <img> reached the HTML: {attrs}"
        for name, value in attrs.items():
            assert not name.startswith("on"), f"an event handler reached the HTML: <{tag} {name}={value!r}>"
            assert not value.strip().lower().startswith(("javascript:", "vbscript:", "data:")), (tag, name, value)
            if name.startswith(("hx-", "data-hx-", "ws-")):
                assert not any(host in value for host in ATTACK_HOSTS), f"<{tag} {name}={value!r}> from model text"
        href = attrs.get("href", "")
        own_page = href.startswith("/") and not href.startswith("//")  # e.g. /preview?path=<a hostile file name>
        if tag == "a" and any(host in href for host in ATTACK_HOSTS) and not own_page:
            assert "noopener" in attrs.get("rel", "") and href.startswith(("http://", "https://"))
        if tag == "script":
            assert attrs.get("src", "").startswith("/"), f"a script from elsewhere: {attrs}"
    assert not any(host in text for text in parser.script_text for host in ATTACK_HOSTS)


def assert_turn_harmless(lab: Lab, outcome: Outcome) -> None:
    assert_no_secret_anywhere(lab, outcome)
    assert_inert(outcome.frames)
    assert_inert(outcome.page)
    assert not [a for a in lab.network.blocked_connects if a[0] != FAKE_PUBLIC], lab.network.blocked_connects

