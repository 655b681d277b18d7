"""browse_url: open one known web address and return a short summary of it.

Costs 1 from the turn's web budget (taken by the runner), cached or not. The
full text goes to the web cache for recall_web.
"""
from __future__ import annotations

from urllib.parse import urlsplit

from engine.tools.base import ToolArgumentError, ToolContext, ToolError, ToolResult, ToolSpec
from engine.web.fetch import FetchError
from engine.web.services import web_services

DESCRIPTION = """Open one web page by its address and return a short summary as a line `[web:URL] summary`, focused on the query when one is given, in the query's language.
The page's full text stays in the web cache for 30 minutes: call recall_web(url, query) for more detail. Only public http/https pages can be opened.
✅ "สรุปหน้านี้ให้หน่อย https://www.bot.or.th/th/news" -> browse_url(url="https://www.bot.or.th/th/news")
✅ "what does https://docs.python.org/3/whatsnew/3.13.html say about the JIT?" -> browse_url(url="https://docs.python.org/3/whatsnew/3.13.html", query="JIT")
✅ "เปิดลิงก์นี้ดูเรื่องค่าธรรมเนียม https://example.com/fees" -> browse_url(url="https://example.com/fees", query="ค่าธรรมเนียม")
❌ "find reviews of the Honda Civic" (no address given) -> not this tool: use web_search
❌ a page opened a moment ago, now asked about again -> not this tool: use recall_web(url, query)
❌ "open /home/me/notes.txt" or "file:///..." -> not this tool: local files are read with read_file"""


def _check_url(url: str) -> str:
    url = url.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ToolArgumentError(
            f"{url!r} is not a web address. Try again with a full http:// or https:// address."
        )
    return url


def browse_url(ctx: ToolContext, url: str, query: str | None = None) -> ToolResult:
    url = _check_url(url)
    web = web_services(ctx)
    try:
        page = web.open_page(url)
    except FetchError as exc:
        raise ToolError(f"{exc}. Try another address, or web_search for another source.") from None
    item = web.summarize(ctx.model, page, query, ctx.config.n_ctx)
    data = {"url": page.url, "final_url": page.final_url, "title": page.title, "how": item.how, "query": query or ""}
    return ToolResult(f"[web:{page.url}] {item.summary}", data)


SPEC = ToolSpec(
    name="browse_url",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "url": {"type": "string", "description": "a full http:// or https:// address", "minLength": 1, "maxLength": 2000},
            "query": {
                "type": ["string", "null"],
                "description": "what to look for on the page, in the user's language",
                "maxLength": 300,
            },
        },
        "required": ["url"],
        "additionalProperties": False,
    },
    function=browse_url,
    web=True,
    timeout=120.0,
)
