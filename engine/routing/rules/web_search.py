"""web_search: the user asks for the web by name ("search the web for", "google", "ค้นเว็บ", "หาในเน็ต").

The query is the message without the asking words and politeness. A short factual lookup gets the lower
per-turn web budget.
"""
from __future__ import annotations

import re

from engine.routing import words as w
from engine.routing.rules.base import Rule
from engine.routing.shapes import NOT_WEB, WEB_ASKED, Request
from engine.routing.text import en, fold

SHORT_QUERY_CHARS = 60
DEEP_SEARCH = re.compile(en(w.DEEP_SEARCH_EN) + "|" + w.DEEP_SEARCH_TH)
_LEAD = re.compile(rf"(?i)^(?:(?:{w.LEAD_IN})[\s,!]*)*")
_ASKING = re.compile(
    r"(?i)^(?:do\s+an?\s+|quick\s+)?(?:(?:web|internet|online|google)\s+)?"
    r"(?:search|look\s+it\s+up|look\s+up|lookup|check|find|google)"
    r"(?:\s+(?:it|this|that)\b)?(?:\s+(?:on|in|across|using|with)\b)?(?:\s+the\b)?"
    rf"(?:\s+(?:{w.WEB_PLACE_EN})\b|\s*(?:{w.WEB_PLACE_TH}))?"
    r"(?:\s+(?:for|about|on|up)\b|\s*(?:หา|เรื่อง|ว่า|เกี่ยวกับ))?[\s:,-]*"
    r"|^(?:ค้น(?:หา)?|หา|เสิร์ช|เสริช|กูเกิ้?ล)\s*(?:ข้อมูล)?\s*(?:ใน|บน|จาก)?\s*"
    rf"(?:{w.WEB_PLACE_TH}|google|web)?\s*(?:ดู|หน่อย|ให้หน่อย)?\s*(?:ว่า|เรื่อง|เกี่ยวกับ|หา|for)?\s*"
)
_POLITE_END = re.compile(rf"(?i)(?:\s*(?:{w.POLITE_END}|[.!?,]))+\s*$")


def web_query(request: Request, match: re.Match | None = None) -> dict | None:
    """What to search for: the message without "search the web for", "ค้นเว็บ", "please" and the like."""
    topic = _LEAD.sub("", request.original, count=1)
    topic = _ASKING.sub("", topic, count=1)
    topic = _POLITE_END.sub("", topic).strip()
    return {"query": topic or request.original}


def short_query(request: Request, arguments: dict | None) -> bool:
    query = (arguments or {}).get("query", "")
    return len(query) <= SHORT_QUERY_CHARS and not DEEP_SEARCH.search(fold(query))


RULES = (Rule("explicit_web_search", "web_search", WEB_ASKED, web_query, simple=short_query, excludes=NOT_WEB),)
