"""GET /preview?path=...: any path shown anywhere opens what read_file would return, never more.

The same function as the tool (read_document), so the preview can never show
what the model would be refused: a path outside what this user may read (a
guest: their own folder, the owner's only when shared) or a sensitive one is 403, a missing file 404, a file holding secrets or one that cannot be read
422, each with its reason and none of the content.
"""
from __future__ import annotations

from flask import g, request

from engine.paths import PathRefused, reach_for, resolve_readable
from engine.readers import ReaderError
from engine.readers.document import SecretFound, read_document
from webapp import current_runtime
from webapp.panels import bp, render_panel
from webapp.security import guest_workspect


def _line(name: str) -> int | None:
    value = request.args.get(name, "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else None


@bp.get("/preview")
def preview():
    path = request.args.get("path", "")
    start, end = _line("start"), _line("end")
    context = {"path": path, "start": start, "end": end}
    config = current_runtime().config
    workspect = guest_workspect(config, g.user) if g.get("role") == "guest" else config.workspect_dir
    # A guest previews their own workspect folder, not everyone's, and the owner's folders only when shared.
    reach = reach_for(config, g.get("role", "owner"), workspect, current_runtime().index.roots)
    config = config.replace(workspect_dir=workspect)
    try:
        resolved = resolve_readable(path, config, reach)
    except PathRefused as exc:
        return render_panel("panels/_preview.html", 403, refusal="refused", reason=str(exc), **context)
    if not resolved.exists():
        return render_panel("panels/_preview.html", 404, refusal="missing", reason=f"{path} does not exist.", **context)
    try:
        result = read_document(path, config, start, end, reach=reach)
    except SecretFound as exc:
        return render_panel("panels/_preview.html", 422, refusal="secret", reason=str(exc), **context)
    except ReaderError as exc:
        return render_panel("panels/_preview.html", 422, refusal="unreadable", reason=str(exc), **context)
    body = result.text.split("\n", 1)[1] if "\n" in result.text else ""
    return render_panel("panels/_preview.html", result=result, body=body, **context)
