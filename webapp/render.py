"""Model text and tool output rendered inert: escaped Markdown, no raw HTML,
no images (a remote image is a way to leak data), safe links only."""
from __future__ import annotations

import re
from urllib.parse import urlencode

from markdown_it import MarkdownIt
from markupsafe import Markup, escape

_SAFE_SCHEMES = ("http://", "https://", "mailto:")


def _validate_link(url: str) -> bool:
    return url.strip().lower().startswith(_SAFE_SCHEMES)


def _build() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
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

    md.add_render_rule("link_open", render_link_open)
    md.add_render_rule("link_close", render_link_close)
    return md


def _link_text(tokens, idx) -> str:
    text = []
    for token in tokens[idx + 1:]:
        if token.type == "link_close":
            break
        text.append(token.content)
    return "".join(text)


_MARKDOWN = _build()


def markdown(text: str) -> Markup:
    return Markup(_MARKDOWN.render(text or ""))


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


_KIND_ICONS = {"pdf": "📕", "docx": "📘", "xlsx": "📗", "pptx": "📙", "text": "📄"}
_LOCATION_NUMBERS = re.compile(r"(\d+)(?:\s*[-–]\s*(\d+))?")


def kind_icon(kind: str) -> str:
    return _KIND_ICONS.get(kind, "📁")


def preview_href(path: str, location: str = "") -> str:
    """The preview of a file, opened at a hit's page / line range when the location names one."""
    query = {"path": path}
    match = _LOCATION_NUMBERS.search(location or "")
    if match:
        query["start"] = match.group(1)
        query["end"] = match.group(2) or match.group(1)
    return "/preview?" + urlencode(query)


def highlight(snippet: str, query: str) -> Markup:
    """The snippet, escaped, with the query's words marked."""
    words = sorted({w for w in re.split(r"\s+", (query or "").casefold()) if len(w) >= 2}, key=len, reverse=True)
    if not words:
        return escape(snippet)
    pattern = re.compile("|".join(re.escape(w) for w in words), re.IGNORECASE)
    parts, last = [], 0
    for match in pattern.finditer(snippet):
        parts.append(escape(snippet[last:match.start()]))
        parts.append(Markup("<mark>") + escape(match.group(0)) + Markup("</mark>"))
        last = match.end()
    parts.append(escape(snippet[last:]))
    return Markup("").join(parts)
