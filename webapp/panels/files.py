"""The Files panel: the indexed roots (add, remove), progress while indexing, counts, failures, re-index.

The owner's alone, like every setting: a LAN guest never sees or changes the roots.
"""
from __future__ import annotations

from flask import Blueprint, redirect, request, url_for

from engine.settings import SettingRefused, SettingsError
from webapp import current_runtime, is_htmx
from webapp.panels import render_panel, settings_warnings
from webapp.security import owner_only

bp = Blueprint("files", __name__)


def _panel(code: int = 200, error: tuple[str, dict] | None = None, started: bool = False):
    runtime = current_runtime()
    config = runtime.config
    return render_panel(
        "panels/_files.html", code,
        roots=config.roots, knowledge=config.knowledge_dir, error=error,
        settings_error=" ".join(settings_warnings(runtime)), **_status_context(runtime.index, started),
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
        return redirect(url_for("files.files_panel"))
    return render_panel("panels/_index_status.html", **_status_context(current_runtime().index, started))


@bp.post("/panels/files/roots/add")
@owner_only
def add_root_route():
    try:
        current_runtime().add_root(request.form.get("root", ""))
    except SettingRefused as refused:
        return _panel(422, (refused.key, refused.values))
    except SettingsError as exc:
        return _panel(500, ("settings_failed", {"reason": str(exc)}))
    return _after_root_change()


@bp.post("/panels/files/roots/remove")
@owner_only
def remove_root_route():
    try:
        current_runtime().remove_root(request.form.get("root", ""))
    except SettingsError as exc:
        return _panel(500, ("settings_failed", {"reason": str(exc)}))
    return _after_root_change()


def _after_root_change():
    """Runtime.apply started the re-index: the panel polls its progress."""
    if not is_htmx():
        return redirect(url_for("files.files_panel"))
    return _panel(started=True)
