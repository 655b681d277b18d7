"""The panels beside the chat: Files (the index), Workspect, Web cache, Page browser, Settings, and
the preview, each a module with its own blueprint.

Each panel is a partial with a stable id: the chat page loads it with htmx,
a form posted from it gets it back re-rendered, and without JavaScript the
same partial is served as a page of its own. Every state change is a POST,
and every change of a setting goes through Runtime.apply.
"""
from __future__ import annotations

import time

from flask import Flask, g, render_template

from engine.tools.list_workspect import human_size
from webapp import current_runtime, is_htmx

_UNITS = {"en": ("s", "min", "h", "d"), "th": ("วินาที", "นาที", "ชม.", "วัน")}


def render_panel(template: str, code: int = 200, **context):
    """The panel alone for htmx, else wrapped in a page (no JavaScript, or a link opened in a new tab)."""
    if is_htmx():
        return render_template(template, **context), code
    page = render_template("panels/page.html", panel=template, status=current_runtime().model.status, **context)
    return page, code


def settings_warnings(runtime) -> list[str]:
    """What went wrong with the saved settings (a damaged file put aside at start or since)."""
    runtime.settings.load()  # a file damaged while Klang runs is noticed here, not at the next save
    return [w for w in (*runtime.config.warnings, runtime.settings.warning) if w]


def duration(seconds: float | None) -> str:
    """'45 s', '12 min', '3 h' in the page's language; '–' when unknown."""
    if seconds is None:
        return "–"
    units = _UNITS.get(g.get("lang", "en"), _UNITS["en"])
    for size, unit in ((86400, units[3]), (3600, units[2]), (60, units[1])):
        if seconds >= size:
            return f"{seconds / size:.0f} {unit}"
    return f"{max(seconds, 0):.0f} {units[0]}"


def stamp(epoch: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(epoch))


def init_app(app: Flask) -> None:
    from webapp.panels import files, models, owner, pages, preview, web_cache, workspect

    for module in (files, models, owner, pages, preview, web_cache, workspect):
        app.register_blueprint(module.bp)
    app.add_template_filter(human_size, "human_size")
    app.add_template_filter(duration, "duration")
    app.add_template_filter(stamp, "stamp")
    app.add_template_filter(preview.read_header, "read_header")
