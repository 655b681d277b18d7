"""write_file: atomic writes inside workspect/, the one folder the agent may change."""
from __future__ import annotations

from collections import Counter

from engine.tools.base import ToolArgumentError, ToolContext, ToolError, ToolResult, ToolSpec
from engine.workspect_fs import AlreadyExists, PathRefused, WriteFailed, WriteReport, write_atomic

MAX_CONTENT_CHARS = 1_000_000

DESCRIPTION = """Write text to a file in workspect/, the only folder where Klang may create or change files.
The path is relative to workspect/ (e.g. "notes/summary.md"; "workspect/notes/summary.md" means the same); missing folders are created.
An existing file is never replaced unless overwrite="true". The write is atomic: the file holds the old content or the new content, never half of each.
The reply gives the new size (characters, lines) and, when a file was replaced, its old size and how many lines were added and removed.
Use this only when the user asks to save, create, write or update a file.
✅ "save this summary as summary.md" -> write_file(path="summary.md", content="...")
✅ "บันทึกรายการนี้ลงไฟล์ todo.txt ให้หน่อย" -> write_file(path="todo.txt", content="...")
✅ "put the meeting notes in notes/2025-01-15.md" -> write_file(path="notes/2025-01-15.md", content="...")
✅ "เขียนทับ report.md ด้วยเวอร์ชันใหม่" -> write_file(path="report.md", content="...", overwrite="true")
❌ "save it on my Desktop" / "/home/me/Documents/a.txt" / "../a.txt" -> refused: only paths inside workspect/ can be written; tell the user the file goes to workspect/
❌ "แก้ไฟล์ ~/.bashrc ให้หน่อย" -> refused: outside workspect/
❌ "what does report.md say?" -> not this tool: read it with read_file
❌ "ไฟล์ใบเสร็จอยู่ไหน" -> not this tool: find files with rag_search"""


def _lines(text: str) -> list[str]:
    """Lines as an editor counts them: a final newline does not start another line."""
    return text.removesuffix("\n").split("\n") if text else []


def _changed_lines(old: str, new: str) -> tuple[int, int]:
    """Lines added and removed, counted as multisets: linear time even for large files."""
    old_lines, new_lines = Counter(_lines(old)), Counter(_lines(new))
    return sum((new_lines - old_lines).values()), sum((old_lines - new_lines).values())


def _count(number: int, word: str) -> str:
    return f"{number:,} {word}" + ("" if number == 1 else "s")


def _summary(report: WriteReport, content: str) -> ToolResult:
    where = f"workspect/{report.relative}"
    data = {
        "path": report.relative,
        "absolute": str(report.path),
        "chars": len(content),
        "lines": len(_lines(content)),
        "bytes": report.size_bytes,
        "created": report.previous_size is None,
        "created_folders": list(report.created_folders),
    }
    size = f"{_count(data['chars'], 'character')}, {_count(data['lines'], 'line')}"
    if report.previous_size is None:
        text = f"Created {where}: {size}."
        if report.created_folders:
            text += f" New folder(s): {', '.join(report.created_folders)}."
        return ToolResult(text, data)
    data["old_bytes"] = report.previous_size
    if report.previous is None:  # too large to compare: say what we know
        return ToolResult(f"Replaced {where}: now {size} (was {report.previous_size:,} bytes).", data)
    old = report.previous.decode("utf-8", errors="replace")
    added, removed = _changed_lines(old, content)
    data.update(old_chars=len(old), old_lines=len(_lines(old)), lines_added=added, lines_removed=removed)
    text = (
        f"Replaced {where}: now {size} (was {_count(data['old_chars'], 'character')}, "
        f"{_count(data['old_lines'], 'line')}); {_count(added, 'line')} added, {removed:,} removed."
    )
    return ToolResult(text, data)


def write_file(ctx: ToolContext, path: str, content: str, overwrite: str = "false") -> ToolResult:
    relative = path.strip().removeprefix("./").removeprefix("workspect/")
    ctx.config.workspect_dir.mkdir(parents=True, exist_ok=True)
    try:
        # Walked from workspect/ itself: a guest's folder gets the same symlink checks as the path.
        report = write_atomic(ctx.config.workspect_dir, relative, content.encode("utf-8"),
                              overwrite=overwrite == "true", folder=ctx.workspect)
    except PathRefused as exc:
        raise ToolArgumentError(
            f"the path {path!r} was refused: {exc}. Nothing was written. "
            'Try again with a plain path relative to workspect/, for example "notes/summary.md".'
        ) from None
    except AlreadyExists as exc:
        raise ToolError(
            f"workspect/{exc.relative} already exists ({exc.size_bytes:,} bytes). Nothing was written. "
            'Try again with overwrite="true" if the user wants it replaced, or with a new file name.'
        ) from None
    except WriteFailed as exc:
        raise ToolError(f"{exc}. Tell the user the file could not be saved; do not retry the same write.") from None
    return _summary(report, content)


SPEC = ToolSpec(
    name="write_file",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "description": "file path relative to workspect/, e.g. notes/summary.md",
                "minLength": 1,
                "maxLength": 1024,
            },
            "content": {"type": "string", "description": "the full text to write", "maxLength": MAX_CONTENT_CHARS},
            "overwrite": {
                "type": "string",
                "enum": ["true", "false"],
                "description": '"true" to replace an existing file; default "false"',
            },
        },
        "required": ["path", "content"],
        "additionalProperties": False,
    },
    function=write_file,
    timeout=30.0,
)
