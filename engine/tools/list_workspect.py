"""list_workspect: the files Klang has written, with sizes."""
from __future__ import annotations

import time

from engine.paths import own_folder
from engine.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

MAX_ENTRIES = 200

DESCRIPTION = """List the files in workspect/, the only folder where Klang creates or changes files, with their sizes and modification times.
Use this when the user asks what Klang has written or saved, or before overwriting a file there.
✅ "what files did you save?" -> list_workspect()
✅ "ในโฟลเดอร์ workspect มีอะไรบ้าง" -> list_workspect()
✅ "show the reports folder in workspect" -> list_workspect(folder="reports")
❌ "find my tax receipt" -> not this tool: the user's own documents are found with rag_search
❌ "open workspect/notes.md" -> not this tool: read a known path with read_file"""


def human_size(size: float) -> str:
    """'512 B', '2.1 KB', '3.4 MB': for the model and for the panels alike."""
    for unit in ("B", "KB", "MB"):
        if size < 1024:
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} GB"


def list_workspect(ctx: ToolContext, folder: str = "") -> ToolResult:
    root = own_folder(ctx.config.workspect_dir, ctx.workspect)
    if root is None:
        raise ToolError("this workspect folder has been replaced by a link to somewhere else, so it is not listed. "
                        "Tell the user; do not retry.")
    target = (root / folder).resolve()
    if target != root and root not in target.parents:
        raise ToolError(f"{folder!r} is outside workspect/. Try again with a folder inside it, or with no folder.")
    if not target.is_dir():
        raise ToolError(f"workspect/{folder} does not exist. Try again with no folder to see everything.")
    entries = []
    for path in sorted(target.rglob("*")):
        if path.is_symlink() or not path.is_file() or path.name.startswith(".") or path.name.endswith(".klang-tmp"):
            continue
        stat = path.stat()
        entries.append({"path": path.relative_to(root).as_posix(), "size": stat.st_size, "modified": stat.st_mtime})
    if not entries:
        return ToolResult("workspect/ is empty.", {"files": []})
    shown = entries[:MAX_ENTRIES]
    lines = [f"{len(entries)} file(s) in workspect/{folder}:"]
    for entry in shown:
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["modified"]))
        lines.append(f"- {entry['path']} ({human_size(entry['size'])}, modified {stamp})")
    if len(entries) > len(shown):
        lines.append(f"… and {len(entries) - len(shown)} more")
    return ToolResult("\n".join(lines), {"files": shown})


SPEC = ToolSpec(
    name="list_workspect",
    description=DESCRIPTION,
    parameters={
        "type": "object",
        "properties": {
            "folder": {"type": "string", "description": "a sub-folder of workspect/; empty for all", "maxLength": 300}
        },
        "required": [],
        "additionalProperties": False,
    },
    function=list_workspect,
    timeout=10.0,
)
