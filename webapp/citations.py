"""The sources an answer cites: [n] links that open the preview at the passage, the "Sources" list under
the answer, and the passage marked in the preview.

A citation (engine/events.py Cited) names a file, its location, the read_file line range when known and
the quoted passage. Its link carries the quote as `hl`; the preview marks it wherever it stands in the
text shown, ignoring differences in white space (a reader may join or split the lines of a paragraph).
"""
from __future__ import annotations

import unicodedata
from urllib.parse import urlencode

from markupsafe import Markup, escape

from engine.events import Cited
from webapp.cards import location_text
from webapp.render import markdown, preview_place

QUOTE_CHARS = 500  # the longest quote a link carries (and the preview accepts)
# When the whole quote is not in the text shown (cut by the range, or the file changed), its opening
# words still mark where the passage starts, if there are this many characters of them.
QUOTE_OPENING = 40
ELLIPSIS = "…"


def citations_of(events) -> tuple[dict, ...]:
    """The citations of a message's answer (its last Cited event), each with an int `n`."""
    cited = next((event for event in reversed(events) if isinstance(event, Cited)), None)
    if cited is None:
        return ()
    return tuple({**c, "n": int(c["n"])} for c in cited.citations if str(c.get("n", "")).isdigit() and c.get("path"))


def cite_href(citation: dict) -> str:
    """The preview of the cited file, on the cited lines (else the location's place), the quote to mark."""
    params = {"path": citation["path"]}
    if citation.get("start"):
        params["start"] = citation["start"]
        params["end"] = citation.get("end") or citation["start"]
    else:
        params.update(preview_place(citation.get("location", "")))
    quote = " ".join((citation.get("quote") or "").split())
    if quote:
        params["hl"] = quote[:QUOTE_CHARS]
    return "/preview?" + urlencode(params)


def cite_source(citation: dict, t) -> str:
    """ "สัญญาเช่า.docx, บรรทัด 3-7": the file's name and where in it, in the page's language."""
    name = citation.get("name") or citation["path"].rsplit("/", 1)[-1]
    location = location_text(citation.get("location", ""), t)
    return f"{name}, {location}" if location else name


def cited_markdown(text: str, citations: tuple[dict, ...], t) -> Markup:
    """The answer as inert Markdown, each [n] of a citation a link to its passage."""
    cites = {c["n"]: (cite_href(c), t("cite_label", n=c["n"], source=cite_source(c, t))) for c in citations}
    return markdown(text, cites)


def _compact(text: str) -> tuple[str, list[int]]:
    """The text without white space, and where each of its characters stands in the text."""
    kept = [i for i, char in enumerate(text) if not char.isspace()]
    return "".join(text[i] for i in kept), kept


def find_passage(text: str, quote: str) -> tuple[int, int] | None:
    """Where `quote` stands in `text` (start, end), white space ignored; else where its opening words do."""
    wanted = "".join(unicodedata.normalize("NFC", quote or "").strip().strip(ELLIPSIS).split())
    if not wanted:
        return None
    compact, positions = _compact(text or "")
    for candidate in (wanted, wanted[:QUOTE_OPENING] if len(wanted) > QUOTE_OPENING else ""):
        at = compact.find(candidate) if candidate else -1
        if at >= 0:
            return positions[at], positions[at + len(candidate) - 1] + 1
    return None


def mark_passage(text: str, span: tuple[int, int]) -> Markup:
    """The text, escaped, with the passage at `span` in <mark class="passage">."""
    start, end = span
    return (escape(text[:start]) + Markup('<mark class="passage">') + escape(text[start:end]) + Markup("</mark>")
            + escape(text[end:]))
