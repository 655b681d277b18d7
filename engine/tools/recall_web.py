"""recall_web: bring back the cached full text of a page found earlier (no network).

Costs 1 from the turn's web budget (taken by the runner) like every web tool,
so a turn cannot loop over the cache forever.
"""
from __future__ import annotations

from engine.tools.base import ToolContext, ToolResult, ToolSpec
from engine.web.relevance import best_passages
from engine.web.services import web_services

MAX_CHARS = 5000

DESCRIPTION = """Read the full text of a web page that web_search or browse_url opened in the last 30 minutes, from the web cache (no new download). With a query, returns the parts of the page most about it; at most 5,000 characters.
Use it when a [web:URL] summary is not detailed enough.
✅ after web_search found [web:https://example.com/gold] -> recall_web(url="https://example.com/gold", query="ราคาทองคำแท่ง")
✅ "what exactly did that article say about side effects?" -> recall_web(url="<the article's URL>", query="side effects")
✅ "ขอรายละเอียดเต็มของหน้านั้น" -> recall_web(url="<the page's URL>")
❌ a page never opened, or opened more than 30 minutes ago -> not this tool: use browse_url(url) first
❌ "search for more sources" -> not this tool: use web_search"""


def recall_web(ctx: ToolContext, url: str, query: str | None = None) -> ToolResult:
    url = url.strip()
    page = web_services(ctx).cache.get_page(url)
    if page is None:
        return ToolResult(
            f"{url} is not in the web cache (pages stay 30 minutes after they are opened). "
            f"Call browse_url(url={url!r}) to open it first.",
            {"url": url, "cached": False},
        )
    header = f"[web:{page.url}] {page.title}\n"
    room = MAX_CHARS - len(header)
    body = best_passages(page.text, query, room, separator="\n…\n") if query else page.text
    if len(body) > room:
        body = body[: room - 1] + "…"
    data = {"url": page.url, "title": page.title, "cached": True, "chars": len(page.text), "query": query or ""}
    return ToolResult(header + body, data)


SPEC = ToolSpec(
    name="recall_web",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "url": {"type": "string", "description": "the page's address, as in its [web:URL] line", "minLength": 1, "maxLength": 2000},
            "query": {
                "type": ["string", "null"],
                "description": "what to look for in the page; empty for its beginning",
                "maxLength": 300,
            },
        },
        "required": ["url"],
        "additionalProperties": False,
    },
    function=recall_web,
    web=True,
    timeout=20.0,
)
