"""web_search: search the web, open the best pages, and show only short summaries.

Budget: the call itself costs 1 (taken by the runner, for the search), and
every page actually fetched costs 1 more. Pages already in the web cache are
free. When the budget runs out mid-way, the pages not fetched are shown with
their search snippet and the answer ends with the [web_limit] message.
Fetching is parallel (network waits overlap); summarizing is one page at a
time (one model, one generation at a time).
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from engine.tools.base import WEB_LIMIT_MESSAGE, ToolContext, ToolError, ToolResult, ToolSpec
from engine.web.cache import CachedPage
from engine.web.fetch import FetchError
from engine.web.search import SearchResult, dedupe, filter_results, rank_results
from engine.web.services import PageSummary, WebServices, web_services

RESULTS_PER_PAGE_WANTED = 4  # ask the engine for this many results per page we will open
FETCH_THREADS = 4

DESCRIPTION = """Search the web (DuckDuckGo) for current or public information. Opens the best few pages and returns one short summary per page as lines `[web:URL] summary`, in the language of the query.
The full text of each page stays in the web cache for 30 minutes: call recall_web(url, query) for details a summary left out. Cite pages by their URL.
✅ "ราคาทองวันนี้เท่าไหร่" -> web_search(query="ราคาทองวันนี้")
✅ "what is the latest Python version?" -> web_search(query="latest Python release version")
✅ "ข่าวน้ำท่วมเชียงใหม่ล่าสุด" -> web_search(query="น้ำท่วม เชียงใหม่ ล่าสุด")
❌ "open https://example.com/report" -> not this tool: open a known address with browse_url
❌ "what did that page say about prices?" (a page already found) -> not this tool: use recall_web(url, query="prices")
❌ "find my tax receipt" / "หาไฟล์สัญญาเช่า" -> not this tool: the user's own files are found with rag_search
❌ a [web_limit] answer came back -> do not search again: answer from what you have"""


def _fetch_pages(ctx: ToolContext, web: WebServices, chosen: list[SearchResult]) -> tuple[dict, dict, bool]:
    """Open the chosen pages in parallel: ({url: page}, {url: failure}, budget_ran_out)."""
    pages: dict[str, CachedPage] = {}
    failures: dict[str, str] = {}
    to_fetch: list[str] = []
    ran_out = False
    for result in chosen:
        cached = web.cache.get_page(result.url)
        if cached is not None:
            pages[result.url] = cached
        elif not ran_out and ctx.web_budget.take():
            to_fetch.append(result.url)
        else:
            ran_out = True
    if to_fetch:
        with ThreadPoolExecutor(max_workers=min(FETCH_THREADS, len(to_fetch)), thread_name_prefix="web-fetch") as pool:
            for url, outcome in zip(to_fetch, pool.map(lambda u: _open(web, u), to_fetch)):
                if isinstance(outcome, str):
                    failures[url] = outcome
                else:
                    pages[url] = outcome
    return pages, failures, ran_out


def _open(web: WebServices, url: str) -> CachedPage | str:
    try:
        return web.open_page(url)
    except FetchError as exc:
        return str(exc)


def _summaries(ctx: ToolContext, web: WebServices, query: str, chosen, pages) -> list[PageSummary]:
    summaries = []
    for result in chosen:
        page = pages.get(result.url)
        if page is not None and not ctx.cancel.is_set():
            summaries.append(web.summarize(ctx.model, page, query, ctx.config.n_ctx))
        else:
            # Not opened (refused, failed, budget spent, stopped): the snippet still says something.
            snippet = " ".join(result.snippet.split()) or "(no summary: the page could not be opened)"
            summaries.append(PageSummary(result.url, result.title, snippet, "snippet"))
    return summaries


def web_search(ctx: ToolContext, query: str) -> ToolResult:
    query = " ".join(query.split())
    if not query:
        raise ToolError("the query is empty. Try again with a few words to search for.")
    web = web_services(ctx)
    wanted = max(1, ctx.config.web_pages)
    try:
        found = web.provider.search(query, wanted * RESULTS_PER_PAGE_WANTED)
    except Exception as exc:  # the search engine is remote: any failure is reported, not raised
        raise ToolError(
            f"the web search failed ({type(exc).__name__}: {exc}). Try again in a moment, "
            "or open a known address with browse_url."
        ) from None
    allowed = filter_results(dedupe(found))
    if not allowed:
        return ToolResult(f"No web results for {query!r}. Try again with other or fewer words.", {"results": []})
    chosen = rank_results(allowed, query)[:wanted]
    pages, failures, ran_out = _fetch_pages(ctx, web, chosen)
    summaries = _summaries(ctx, web, query, chosen, pages)
    lines = [f"[web:{item.url}] {item.summary}" for item in summaries]
    if ran_out:
        lines.append(WEB_LIMIT_MESSAGE)
    data = {
        "query": query,
        "results": [
            {"url": s.url, "title": s.title, "summary": s.summary, "how": s.how, "error": failures.get(s.url, "")}
            for s in summaries
        ],
        "dropped": len(found) - len(allowed),
    }
    return ToolResult("\n".join(lines), data)


SPEC = ToolSpec(
    name="web_search",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "what to search for, in the user's language", "minLength": 1, "maxLength": 300}
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    function=web_search,
    web=True,
    timeout=180.0,
)
