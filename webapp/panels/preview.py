"""GET /preview?path=...: any path shown anywhere opens what read_file would return, never more.

The same function as the tool (read_document), so the preview can never show
what the model would be refused: a path outside the roots or a sensitive one
is 403, a missing file 404, a file holding secrets or one that cannot be read
422, each with its reason and none of the content.
"""
from __future__ import annotations

from flask import Blueprint, g, request

from engine.paths import PathRefused, resolve_readable
from engine.readers import ReaderError
from engine.readers.document import SecretFound, read_document
from webapp import current_runtime
from webapp.panels import render_panel
from webapp.security import guest_workspect

bp = Blueprint("preview", __name__)


def _line(name: str) -> int | None:
    value = request.args.get(name, "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else None


@bp.get("/preview")
def preview():
    path = request.args.get("path", "")
    start, end = _line("start"), _line("end")
    # The words a search hit was found by, marked in the text shown (a link from a hit carries them).
    context = {"path": path, "start": start, "end": end, "query": request.args.get("q", "")[:200]}
    config = current_runtime().config
    if g.get("role") == "guest":  # a guest previews their own workspect folder, not everyone's
        config = config.replace(workspect_dir=guest_workspect(config, g.user))
    try:
        resolved = resolve_readable(path, config)
    except PathRefused as exc:
        return render_panel("panels/_preview.html", 403, refusal="refused", reason=str(exc), **context)
    if not resolved.exists():
        return render_panel("panels/_preview.html", 404, refusal="missing", reason="", **context)
    try:
        result = read_document(path, config, start, end)
    except SecretFound as exc:
        return render_panel("panels/_preview.html", 422, refusal="secret", reason=str(exc), **context)
    except ReaderError as exc:
        return render_panel("panels/_preview.html", 422, refusal="unreadable", reason=str(exc), **context)
    body = result.text.split("\n", 1)[1] if "\n" in result.text else ""
    return render_panel("panels/_preview.html", result=result, body=body, **context)
