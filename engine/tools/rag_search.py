"""rag_search: find the user's files by name or by words in them (seed 000)."""
from __future__ import annotations

from pathlib import Path

from engine.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

MAX_HITS = 10

DESCRIPTION = """Search the user's own files (Desktop, Documents, Downloads, the knowledge folder) by file name or by words inside them. Returns one line per file: path — a short snippet.
Use this FIRST for every on-device file discovery/search request. The only exception is when the user explicitly says to use/run bash.
When the file you need is found, call read_file with the returned path; do not call bash to look again.
✅ "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย" -> rag_search(query="rental_contract.docx"), then read_file(path=...)
✅ "หารูปทะเลที่ไปเที่ยวปีที่แล้ว" -> rag_search(query="รูป ทะเล")
✅ "find my tax receipt from 2023" -> rag_search(query="tax receipt 2023")
✅ "which document mentions the budget meeting?" -> rag_search(query="budget meeting")
❌ "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย" -> bash(command="find ~ -name rental_contract.docx"): never bash first for finding files
❌ "run `ls ~/Downloads` in bash" -> not this tool: the user explicitly asked for bash
❌ "open workspect/notes.md" -> not this tool: a known path is read with read_file
❌ "what is the capital of France?" -> not this tool: general knowledge needs no file search"""


def _line(hit) -> str:
    where = f" ({hit.location})" if hit.location else ""
    return f"{hit.path}{where} — {hit.snippet}" if hit.snippet else f"{hit.path}{where}"


def rag_search(ctx: ToolContext, query: str, folder: str = "") -> ToolResult:
    if ctx.index is None:
        raise ToolError("the file index is not available in this session. Try again later, or ask the user for the path.")
    if not query.strip():
        raise ToolError("the query is empty. Try again with a file name or a few words from the file.")
    scope = None
    if folder.strip():
        scope = Path(folder).expanduser().resolve()
        if not scope.is_dir():
            raise ToolError(f"{folder!r} is not a folder. Try again with no folder to search everywhere.")
    result = ctx.index.search(query, scope, MAX_HITS)
    hits = [
        {"path": h.path, "kind": h.kind, "location": h.location, "snippet": h.snippet, "score": h.score, "match": h.match}
        for h in result.hits
    ]
    data = {"query": query, "hits": hits, "source": result.source}
    notes = [result.note] if result.note else []
    if not result.hits:
        notes.append(f"No file matched {query!r}. Try again with other words, a synonym, or part of the file name.")
        return ToolResult("\n".join(notes), data)
    return ToolResult("\n".join(notes + [_line(h) for h in result.hits]), data)


SPEC = ToolSpec(
    name="rag_search",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "a file name or words from the file, Thai or English", "minLength": 1, "maxLength": 500},
            "folder": {"type": "string", "description": "only search inside this folder; empty for everywhere", "maxLength": 500},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    function=rag_search,
    timeout=20.0,
)
