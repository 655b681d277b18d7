"""GET /preview?path=...: any path shown anywhere opens what read_file would return, never more.

The same function as the tool (read_document), so the preview can never show
what the model would be refused: a path outside what this user may read
(a guest: their own folder, the owner's only when shared) or a sensitive one
is 403, a missing file 404, a file holding secrets or one that cannot be read
422, a read that outlasts config.preview_timeout 503, each with its reason
and none of the content.
"""
from __future__ import annotations

import threading

from flask import Blueprint, g, request

from engine.paths import PathRefused, reach_for, resolve_readable
from engine.readers import ReaderError
from engine.readers.document import NOUNS, SecretFound, read_document, units_at
from webapp import current_runtime
from webapp.citations import QUOTE_CHARS, find_passage
from webapp.panels import render_panel
from webapp.security import guest_workspect

bp = Blueprint("preview", __name__)


def _line(name: str) -> int | None:
    value = request.args.get(name, "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else None


class PreviewTooSlow(ReaderError):
    """The read outlasted the preview's time; it was told to stop."""


def _read_in_time(path: str, config, start, end, reach, at: str = ""):
    """read_document in a worker, waited for at most config.preview_timeout seconds. The worker is then
    cancelled (readers check once per unit), so a heavy file costs that long and no more. `at`, a hit's
    place named by labels (DOCX paragraphs, sheet rows), is looked up first when no range is given."""
    cancel, box = threading.Event(), {}

    def work() -> None:
        try:
            first, last = (units_at(path, config, at, reach, cancel) or (None, None)) if at else (start, end)
            box["result"] = read_document(path, config, first, last, reach=reach, cancel=cancel)
        except (PathRefused, ReaderError) as exc:
            box["error"] = exc
        except Exception as exc:  # a reader's bug reaches the page as a refusal, not as a dead thread
            box["error"] = ReaderError(f"This file could not be read ({type(exc).__name__}).")

    worker = threading.Thread(target=work, name="preview", daemon=True)
    worker.start()
    worker.join(config.preview_timeout)
    if worker.is_alive():
        cancel.set()
        raise PreviewTooSlow(f"Reading this file took longer than {config.preview_timeout:g} s, so it was "
                             "stopped. Ask about it in the chat instead, where reading may take longer.")
    if "error" in box:
        raise box["error"]
    return box["result"]


def read_header(result, t) -> str:
    """The preview's first line: the read's header (what the model sees, in English) in the page's language."""
    figures = {"noun": t(f"read_units_{result.kind}" if result.kind in NOUNS else "read_units_other"),
               "total": f"{result.total:,}"}
    if result.partial:
        scope = t("read_part", first=f"{result.first:,}", last=f"{result.last:,}", **figures)
    else:
        scope = "{total} {noun}".format(**figures)  # "122 บรรทัด", "122 lines": the same order in both
    name = result.path.name
    if result.sampled:
        return t("read_sampled", name=name, shown=f"{result.shown:,}", scope=scope, chars=f"{result.chars:,}")
    return f"{name}: {scope}" if result.ranged else t("read_whole", name=name, scope=scope)


@bp.get("/preview")
def preview():
    path = request.args.get("path", "")
    start, end = _line("start"), _line("end")
    at = "" if start or end else request.args.get("at", "")[:200]
    # The words a search hit was found by, or the passage an answer cites, marked in the text shown
    # (a link from a hit carries `q`, a citation `hl`).
    context = {"path": path, "start": start, "end": end, "query": request.args.get("q", "")[:200],
               "quote": request.args.get("hl", "")[:QUOTE_CHARS]}
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
        return render_panel("panels/_preview.html", 404, refusal="missing", reason="", **context)
    try:
        result = _read_in_time(path, config, start, end, reach, at)
    except PathRefused as exc:
        return render_panel("panels/_preview.html", 403, refusal="refused", reason=str(exc), **context)
    except SecretFound as exc:
        return render_panel("panels/_preview.html", 422, refusal="secret", reason=str(exc), **context)
    except PreviewTooSlow as exc:
        return render_panel("panels/_preview.html", 503, refusal="slow", reason=str(exc), **context)
    except ReaderError as exc:
        return render_panel("panels/_preview.html", 422, refusal="unreadable", reason=str(exc), **context)
    if at and result.ranged:  # the range form shows where the cited place was found
        context["start"], context["end"] = result.first, result.last
    body = result.text.split("\n", 1)[1] if "\n" in result.text else ""
    passage = find_passage(body, context["quote"]) if context["quote"] else None
    return render_panel("panels/_preview.html", result=result, body=body, passage=passage, **context)
