"""rag_search: the user's files (seed 000) and passages that answer questions about them (seed 001).

Two kinds of hit, one index (SPEC): a question gets passages first, through
the knowledge pipeline (expand -> lexical + dense -> RRF -> rerank -> gate);
a file name, a few keywords or a request to find something gets file hits.
A question with no passage falls back to file hits.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path

from engine.knowledge import build_knowledge
from engine.knowledge.intent import is_question
from engine.knowledge.render import render_data, render_text
from engine.paths import Reach
from engine.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

MAX_HITS = 10

DESCRIPTION = """Search the user's own files (Desktop, Documents, Downloads, the knowledge folder) by file name or by words inside them, or find the passages of those documents that answer a question.
Use this FIRST for every on-device file discovery/search request. The only exception is when the user explicitly says to use/run bash.
Use it also for questions whose answer may be in the user's documents. Not for general knowledge, math, small talk or coding questions.
A file search returns one line per file: path — a short snippet. When the file you need is found, call read_file with the returned path; do not call bash to look again.
A question returns 'SOURCES:' (the files used) and 2-3 passages, each headed by file name, location and score. Answer from the passages and name the sources.
If the result starts with [low_quality], the passages are a weak match: the caller should retry with a rephrased query (other words, a synonym, the key name) before answering, and must not present them as certain.
✅ "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย" -> rag_search(query="rental_contract.docx"), then read_file(path=...)
✅ "หารูปทะเลที่ไปเที่ยวปีที่แล้ว" -> rag_search(query="รูป ทะเล")
✅ "find my tax receipt from 2023" -> rag_search(query="tax receipt 2023")
✅ "which document mentions the budget meeting?" -> rag_search(query="budget meeting")
✅ "ในสัญญาเช่า ค่ามัดจำเท่าไร" -> rag_search(query="สัญญาเช่า ค่ามัดจำเท่าไร")
✅ "what did the board decide about the office move?" -> rag_search(query="what did the board decide about the office move?")
❌ "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย" -> bash(command="find ~ -name rental_contract.docx"): never bash first for finding files
❌ "run `ls ~/Downloads` in bash" -> not this tool: the user explicitly asked for bash
❌ "open workspect/notes.md" -> not this tool: a known path is read with read_file
❌ "what is the capital of France?" -> not this tool: general knowledge needs no file search
❌ "17 * 23 เท่ากับเท่าไร" / "สวัสดีครับ" / "write a Python sort function" -> not this tool: math, small talk and coding are answered directly"""


def _line(hit) -> str:
    where = f" ({hit.location})" if hit.location else ""
    line = f"{hit.path}{where} — {hit.snippet}" if hit.snippet else f"{hit.path}{where}"
    return line + (f" [part withheld, it holds a credential: {hit.withheld}]" if hit.withheld else "")


def _passages(ctx: ToolContext, query: str, scope: Path | None, reach: Reach) -> ToolResult | None:
    """Passage hits for a question, or None when the index has none to give (or none this caller may see)."""
    if ctx.index.counts().chunks == 0 or not any(reach.allows(root) for root in ctx.index.roots):
        return None
    knowledge, dense = ctx.knowledge or build_knowledge(ctx.index, ctx.config)
    if dense is not None:
        dense.refresh()  # cheap: starts an incremental sync only when the index changed
    result = knowledge.search(query, scope, ctx.model, allowed=reach.allows)
    if not result.passages:
        return None
    progress = ctx.index.progress()
    building = f"the index is still being built ({progress.files_done}/{progress.files_total} files)" if progress.running else ""
    extra = tuple(n for n in (building, dense.note() if dense else "") if n)
    result = dataclasses.replace(result, notes=result.notes + extra)
    return ToolResult(render_text(result), render_data(result, query))


def _files(ctx: ToolContext, query: str, scope: Path | None, reach: Reach) -> ToolResult:
    result = ctx.index.search(query, scope, MAX_HITS, reach=reach)
    hits = [
        {"path": h.path, "kind": h.kind, "location": h.location, "snippet": h.snippet, "score": h.score, "match": h.match,
         "withheld": h.withheld}
        for h in result.hits
    ]
    data = {"query": query, "mode": "files", "hits": hits, "source": result.source}
    notes = [result.note] if result.note else []
    if not result.hits:
        notes.append(f"No file matched {query!r}. Try again with other words, a synonym, or part of the file name.")
        return ToolResult("\n".join(notes), data)
    return ToolResult("\n".join(notes + [_line(h) for h in result.hits]), data)


def _scope(ctx: ToolContext, folder: str, reach: Reach) -> Path:
    """The folder argument, confined to what this caller may see; a relative one starts in their workspect."""
    given = Path(folder.strip()).expanduser()
    scope = (given if given.is_absolute() else ctx.workspect / given).resolve()
    if not reach.allows(scope):
        allowed = ", ".join(str(root) for root in reach.visible_roots()) or "none"
        raise ToolError(f"{folder!r} is outside the folders you may search ({allowed}). "
                        "Try again with one of them, or with no folder to search everywhere you may.")
    if not scope.is_dir():
        raise ToolError(f"{folder!r} is not a folder. Try again with no folder to search everywhere.")
    return scope


def rag_search(ctx: ToolContext, query: str, folder: str = "") -> ToolResult:
    if ctx.index is None:
        raise ToolError("the file index is not available in this session. Try again later, or ask the user for the path.")
    if not query.strip():
        raise ToolError("the query is empty. Try again with a file name or a few words from the file.")
    reach = ctx.reach()
    scope = _scope(ctx, folder, reach) if folder.strip() else None
    if is_question(query):
        answered = _passages(ctx, query, scope, reach)
        if answered is not None:
            return answered
    return _files(ctx, query, scope, reach)


SPEC = ToolSpec(
    name="rag_search",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "a file name, words from the file, or a question about the documents; Thai or English", "minLength": 1, "maxLength": 500},
            "folder": {"type": "string", "description": "only search inside this folder; empty for everywhere", "maxLength": 500},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    function=rag_search,
    timeout=20.0,
)
