"""Model text and tool output rendered inert: escaped Markdown, no raw HTML,
no images (a remote image is a way to leak data), safe links only."""
from __future__ import annotations

import re
from urllib.parse import urlencode

from functools import cache

from markdown_it import MarkdownIt
from markupsafe import Markup, escape
from pygments import highlight as pygments_highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

from engine.index.query import parse_query

_SAFE_SCHEMES = ("http://", "https://", "mailto:")


def _validate_link(url: str) -> bool:
    return url.strip().lower().startswith(_SAFE_SCHEMES)


def web_href(url: str) -> str:
    """The address if it is an http(s) one a card may link to, else "" (a result shows it as text)."""
    return url if (url or "").strip().lower().startswith(("http://", "https://")) else ""


# Code is coloured with CSS classes (the page's CSP allows no inline style); code_stylesheet() holds the colours.
_CODE_FORMATTER = HtmlFormatter(nowrap=True)
CODE_STYLES = {"light": "default", "dark": "monokai"}


def _highlight_code(code: str, lang: str, attrs) -> str:
    """A fenced block in a named language, coloured by Pygments (which escapes it); "" leaves a plain block."""
    try:
        lexer = get_lexer_by_name(lang) if lang else None
    except ClassNotFound:
        lexer = None
    if lexer is None:
        return ""
    colored = pygments_highlight(code, lexer, _CODE_FORMATTER)
    return f'<pre class="highlight"><code class="language-{escape(lang)}">{colored}</code></pre>\n'


@cache
def code_stylesheet() -> str:
    """The colours of highlighted code, light and dark, keyed the way the page picks its theme."""
    light = _style_rules("light", ".highlight")
    dark = _style_rules("dark", ':root[data-theme="dark"] .highlight')
    system_dark = _style_rules("dark", ':root:not([data-theme="light"]) .highlight')
    return f"{light}\n{dark}\n@media (prefers-color-scheme: dark) {{\n{system_dark}\n}}\n"


def _style_rules(theme: str, scope: str) -> str:
    """One Pygments style's rules under `scope` (its unscoped pre/line-number rules would restyle the page)."""
    rules = HtmlFormatter(style=CODE_STYLES[theme]).get_style_defs(scope).splitlines()
    return "\n".join(rule for rule in rules if rule.startswith(scope))


def _build() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False, "highlight": _highlight_code})
    md.enable(["table", "strikethrough"])
    md.disable(["image", "html_block", "html_inline"])
    md.validateLink = _validate_link

    def render_link_open(renderer, tokens, idx, options, env):
        tokens[idx].attrSet("rel", "noopener noreferrer nofollow")
        tokens[idx].attrSet("target", "_blank")
        env.setdefault("links", []).append((tokens[idx].attrGet("href"), _link_text(tokens, idx)))
        return md.renderer.renderToken(tokens, idx, options, env)

    def render_link_close(renderer, tokens, idx, options, env):
        href, text = env["links"].pop()
        html = md.renderer.renderToken(tokens, idx, options, env)
        if text.strip() == href:
            return html
        # The reader sees where a link really goes, whatever its text claims.
        shown = href if len(href) <= 80 else href[:77] + "…"
        return f'{html} <span class="link-target">({escape(shown)})</span>'

    def render_cite(renderer, tokens, idx, options, env):
        n = tokens[idx].meta["n"]
        href, label = env["cites"][n]
        return f'<a class="cite" href="{escape(href)}" aria-label="{escape(label)}" title="{escape(label)}">[{n}]</a>'

    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("link_close", render_link_close)
    md.inline.ruler.before("link", "cite", _cite_rule)
    md.add_render_rule("cite", render_cite)
    return md


_CITE = re.compile(r"\[(\d{1,4})\]")


def _cite_rule(state, silent: bool) -> bool:
    """[n] of a source the answer cites (env["cites"]) becomes a cite token, before the link rule could read
    it as link syntax; any other [n], and one inside a link's text, stays as the model wrote it."""
    cites = state.env.get("cites")
    if not cites or state.linkLevel > 0 or state.src[state.pos] != "[":
        return False
    match = _CITE.match(state.src, state.pos)
    if match is None or int(match.group(1)) not in cites:
        return False
    if not silent:
        state.push("cite", "", 0).meta = {"n": int(match.group(1))}
    state.pos = match.end()
    return True


def _link_text(tokens, idx) -> str:
    text = []
    for token in tokens[idx + 1:]:
        if token.type == "link_close":
            break
        text.append(token.content)
    return "".join(text)


_MARKDOWN = _build()


def markdown(text: str, cites: dict | None = None) -> Markup:
    """`cites`: {n: (href, accessible name)} of the sources the text cites as [n] (webapp/citations.py)."""
    return Markup(_MARKDOWN.render(text or "", {"cites": cites or {}}))


_LINKABLE = re.compile(r"https?://[^\s<>\"'\])]+|(?<![\w/.])(?:~|/)[^\s<>\"'|:*?]+\.[A-Za-z0-9]{1,8}\b")


def linkify_result(text: str) -> Markup:
    """Escaped tool output with URLs and file paths made into links (paths open the preview)."""
    parts, last = [], 0
    for match in _LINKABLE.finditer(text or ""):
        parts.append(escape(text[last:match.start()]))
        target = match.group(0)
        if target.startswith("http"):
            href, extra = target, ' rel="noopener noreferrer nofollow" target="_blank"'
        else:
            href, extra = "/preview?" + urlencode({"path": target}), ' class="path-link"'
        parts.append(Markup(f'<a href="{escape(href)}"{extra}>{escape(target)}</a>'))
        last = match.end()
    parts.append(escape((text or "")[last:]))
    return Markup("").join(parts)


# A location names one place ("page 3", "line 1,204 from character 5") or a range: "lines 10-40",
# "paragraph 1 – paragraph 10", "Sheet1 row 2 - Sheet1 row 30". Each side's number is the one after its
# unit word (else its last number), thousands separators dropped.
_RANGE_SEPARATOR = re.compile(r"\s+[-–]\s+|(?<=\d)[-–](?=\d)")
_UNIT_NUMBER = re.compile(r"\b(?:lines?|pages?|slides?|paragraphs?|rows?)\s+(\d[\d,]*)")
_LAST_NUMBER = re.compile(r"(\d[\d,]*)\D*$")
_READ_FILE_NUMBERED = re.compile(r"(?:lines?|pages?|slides?)\s+\d")


def _side_number(side: str) -> str | None:
    match = _UNIT_NUMBER.search(side) or _LAST_NUMBER.search(side)
    return match.group(1).replace(",", "") if match else None


def location_range(location: str) -> tuple[str, str] | None:
    """The first and last unit number a hit covers, or None when its location names no number."""
    numbers = [n for side in _RANGE_SEPARATOR.split(location or "") if (n := _side_number(side))]
    return (numbers[0], numbers[-1]) if numbers else None


def preview_place(location: str) -> dict:
    """Where the preview opens for a hit's location: lines, pages and slides by read_file's own numbers;
    paragraphs and rows (DOCX, XLSX) by the location itself (`at`), which the preview looks up, since their
    labels count paragraphs, tables and sheet rows apart while read_file numbers every unit in order."""
    if not (location or "").strip():
        return {}
    covered = location_range(location) if _READ_FILE_NUMBERED.match(location) else None
    return {"start": covered[0], "end": covered[1]} if covered else {"at": location}


def preview_href(path: str, location: str = "", query: str = "") -> str:
    """The preview of a file, opened on a hit's whole page / line range, with the query's words marked."""
    params = {"path": path, **preview_place(location)}
    if query:
        params["q"] = query
    return "/preview?" + urlencode(params)


def highlight(snippet: str, query: str) -> Markup:
    """The snippet, escaped, with the query's words marked: the terms (and synonyms) the index searched
    for, since Thai runs its words together and the raw query rarely appears as typed."""
    forms = {form for term in parse_query(query or "").terms for form in term.forms}
    forms |= set((query or "").casefold().split())  # "8,000" as typed, not only the "000" the index searched
    words = sorted({w for w in forms if len(w) >= 2}, key=len, reverse=True)
    if not words:
        return escape(snippet)
    pattern = re.compile("|".join(re.escape(w) for w in words), re.IGNORECASE)
    spans: list[list[int]] = []
    for match in pattern.finditer(snippet):
        if spans and spans[-1][1] == match.start():
            spans[-1][1] = match.end()  # words that touch (ล้าน|บาท) are one mark, as the reader sees one word
        else:
            spans.append([match.start(), match.end()])
    parts, last = [], 0
    for start, end in spans:
        parts.append(escape(snippet[last:start]))
        parts.append(Markup("<mark>") + escape(snippet[start:end]) + Markup("</mark>"))
        last = end
    parts.append(escape(snippet[last:]))
    return Markup("").join(parts)
