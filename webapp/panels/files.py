"""The Files panel: the indexed roots (add, remove), progress while indexing, counts, failures, re-index.

The owner's alone, like every setting: a LAN guest never sees or changes the roots.
"""
from __future__ import annotations

from flask import redirect, request, url_for

from webapp import current_runtime, is_htmx
from webapp.panels import bp, render_panel
from webapp.panels.settings import RootRefused, SettingsError, add_root, load_settings, remove_root
from webapp.security import owner_only

STOP_WAIT = 3.0  # seconds a running pass gets to stop before the next one starts with new roots


def _panel(code: int = 200, error: tuple[str, dict] | None = None, started: bool = False):
    index = current_runtime().index
    config = current_runtime().config
    try:
        load_settings(config.data_dir)
        settings_error = ""
    except SettingsError as exc:
        settings_error = str(exc)
    return render_panel(
        "panels/_files.html", code,
        roots=config.roots, knowledge=config.knowledge_dir, error=error, settings_error=settings_error,
        **_status_context(index, started),
    )


def _status_context(index, started: bool) -> dict:
    progress = index.progress()
    return {"progress": progress, "counts": index.counts(), "failures": index.failures(),
            "polling": progress.running or started}


@bp.get("/panels/files")
@owner_only
def files_panel():
    return _panel()


@bp.get("/panels/files/status")
@owner_only
def files_status():
    """Polled every second while indexing; the answer stops the polling once the run is over."""
    return render_panel("panels/_index_status.html", **_status_context(current_runtime().index, started=False))


@bp.post("/panels/files/reindex")
@owner_only
def reindex():
    started = current_runtime().index.start()
    if not is_htmx():
        return redirect(url_for("panels.files_panel"))
    return render_panel("panels/_index_status.html", **_status_context(current_runtime().index, started))


@bp.post("/panels/files/roots/add")
@owner_only
def add_root_route():
    try:
        add_root(current_runtime(), request.form.get("root", ""))
    except RootRefused as refused:
        return _panel(422, (refused.key, refused.values))
    except SettingsError as exc:
        return _panel(500, ("settings_failed", {"reason": str(exc)}))
    return _after_root_change()


@bp.post("/panels/files/roots/remove")
@owner_only
def remove_root_route():
    try:
        remove_root(current_runtime(), request.form.get("root", ""))
    except SettingsError as exc:
        return _panel(500, ("settings_failed", {"reason": str(exc)}))
    return _after_root_change()


def _after_root_change():
    """Re-index at once, so a new root is searched and a removed root's files are dropped."""
    index = current_runtime().index
    if index.progress().running:
        index.indexer.stop()
        index.indexer.wait(STOP_WAIT)
    started = index.start()
    if not is_htmx():
        return redirect(url_for("panels.files_panel"))
    return _panel(started=started)
