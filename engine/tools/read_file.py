"""read_file: the content of a known file, at most 5,000 characters, sampled across the whole file."""
from __future__ import annotations

from engine.paths import PathRefused
from engine.readers import ReaderError
from engine.readers.document import read_document
from engine.tools.base import ToolArgumentError, ToolContext, ToolError, ToolResult, ToolSpec

DESCRIPTION = """Read the content of one file whose exact path is already known: text, Markdown, code, PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx).
Use this directly when the exact path is already known – given in the question, or already found by a previous rag_search call. Do not call rag_search again for a path you already have.
Returns at most 5,000 characters. A larger file is sampled across its whole length (PDFs: up to 8 whole pages, first to last); the first line says what was returned. To see more of one part, call again with start_line and end_line (for a PDF they count pages, for a spreadsheet rows, for slides slides).
A file holding passwords or keys is refused; never guess its content.
✅ "summarize ~/Documents/report.pdf" -> read_file(path="~/Documents/report.pdf")
✅ "อ่านไฟล์ /home/me/Documents/สัญญาเช่า.docx ให้หน่อย" -> read_file(path="/home/me/Documents/สัญญาเช่า.docx")
✅ rag_search found /home/me/Downloads/budget.xlsx -> read_file(path="/home/me/Downloads/budget.xlsx")
✅ "show lines 100 to 180 of notes.txt in workspect" -> read_file(path="notes.txt", start_line=100, end_line=180)
❌ "find my tax receipt" -> not this tool: the path is not known, use rag_search
❌ "หาไฟล์ที่พูดถึงงบประมาณ" -> not this tool: use rag_search to find the file first
❌ rag_search already returned /home/me/Documents/plan.md -> do not call rag_search again, call read_file with that path"""


def read_file(ctx: ToolContext, path: str, start_line: int | None = None, end_line: int | None = None) -> ToolResult:
    if start_line is not None and start_line < 1 or end_line is not None and end_line < 1:
        raise ToolArgumentError("start_line and end_line count from 1. Try again with 1 or more, or leave them out.")
    if start_line is not None and end_line is not None and end_line < start_line:
        raise ToolArgumentError("end_line is before start_line. Try again with end_line >= start_line.")
    try:
        # The caller's own workspect (a LAN guest's subfolder) is the one readable, and relative paths start there.
        config = ctx.config.replace(workspect_dir=ctx.workspect)
        result = read_document(path, config, start_line, end_line, reach=ctx.reach(), cancel=ctx.cancel)
    except PathRefused as exc:
        raise ToolError(f"{exc} Try again with a file inside the user's folders.") from None
    except ReaderError as exc:
        raise ToolError(str(exc)) from None
    data = {"path": str(result.path), "kind": result.kind, "total": result.total, "sampled": result.sampled,
            "header": result.header}
    return ToolResult(result.text, data)


SPEC = ToolSpec(
    name="read_file",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "the file's full path (~ allowed); relative paths are in workspect/",
                     "minLength": 1, "maxLength": 1000},
            "start_line": {"type": ["integer", "null"], "minimum": 1,
                           "description": "first line (page, row, slide) to read; leave out to read the whole file"},
            "end_line": {"type": ["integer", "null"], "minimum": 1,
                         "description": "last line (page, row, slide) to read, inclusive"},
        },
        "required": ["path"],
        "additionalProperties": False,
    },
    function=read_file,
    timeout=300.0,  # OCR of a scanned PDF takes a while
)
