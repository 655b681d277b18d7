"""rag_search: the message names a file with an extension ("budget_q3.xlsx อยู่ไหน", "open PLAN.md"), or
points the question at the user's documents in so many words ("ตามเอกสารของฉัน …", "according to my notes, …").

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


# "According to / in my documents (notes, files)": the answer is in the user's files, whatever the question.
MY_DOCUMENTS = re.compile(
    r"(?:ตาม|ใน|จาก)(?:เอกสาร|ไฟล์|โน้ต|บันทึก)(?:ทั้งหมด)?(?:ของ(?:ฉัน|ผม|หนู|เรา|ดิฉัน))"
    r"|\b(?:according to|in|from|based on) my (?:documents?|notes|files|records)\b")

RULES = (
    Rule("file_name", "rag_search", (FILE_NAME,), whole_message, excludes=(HOWTO, DEFINITION, CODE, *WEB_ASKED)),
    Rule("my_documents", "rag_search", (MY_DOCUMENTS,), whole_message, excludes=(CODE, *WEB_ASKED)),
)
