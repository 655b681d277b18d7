"""rag_search: the message names a file with an extension ("budget_q3.xlsx อยู่ไหน", "open PLAN.md").

A bare name is not a path read_file could open, so it is found first. Not when the name sits in code,
in a question about what such files are, or in an explicit web search.
"""
from __future__ import annotations

import re

from engine.routing.rules.base import Rule
from engine.routing.shapes import CODE, DEFINITION, FILE_NAME, HOWTO, WEB_ASKED, Request


def whole_message(request: Request, match: re.Match | None = None) -> dict | None:
    # rag_search cleans filler words itself, so it gets what the user typed.
    return {"query": request.original}


RULES = (
    Rule("file_name", "rag_search", (FILE_NAME,), whole_message, excludes=(HOWTO, DEFINITION, CODE, *WEB_ASKED)),
)
