"""The owner's settings: the bash switch and, in LAN mode, the links and QR code to share."""
from __future__ import annotations

import segno
from flask import current_app, request
from markupsafe import Markup

from webapp import current_runtime
from webapp.panels import bp, render_panel
from webapp.panels.settings import SettingsError, set_bash
from webapp.security import owner_only


def _context(error: str = "") -> dict:
    access = current_app.extensions["klang_access"]
    share = {}
    if access.lan and access.lan_address:
        guest_url = access.share_url(access.lan_address, "guest")
        share = {
            "guest_url": guest_url,
            "owner_url": access.share_url(access.lan_address, "owner"),
            # segno draws the QR code as plain SVG paths from our own URL: nothing from outside.
            "qr": Markup(segno.make(guest_url, error="l").svg_inline(scale=4, dark="#1d1d1f")),
        }
    return {"bash_enabled": current_runtime().config.bash_enabled, "share": share, "error": error}


@bp.get("/panels/settings")
@owner_only
def settings_panel():
    return render_panel("panels/_settings.html", **_context())


@bp.post("/panels/settings/bash")
@owner_only
def settings_bash():
    try:
        set_bash(current_runtime(), request.form.get("enabled") == "on")
    except SettingsError as exc:
        return render_panel("panels/_settings.html", 500, **_context(str(exc)))
    return render_panel("panels/_settings.html", **_context())
