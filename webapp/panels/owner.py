"""The owner's settings: the bash switch, the guests' access to the owner's folders and, in LAN mode,
the links and QR code to share. Every change goes through Runtime.apply (saved, applied at once)."""
from __future__ import annotations

import segno
from flask import Blueprint, current_app, request
from markupsafe import Markup

from engine.settings import SettingsError

from webapp import current_runtime
from webapp.panels import render_panel, settings_warnings
from webapp.security import owner_only

bp = Blueprint("settings", __name__)


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
    runtime = current_runtime()
    return {"bash_enabled": runtime.config.bash_enabled, "guest_owner_folders": runtime.config.guest_owner_folders,
            "share": share, "error": error or " ".join(settings_warnings(runtime))}


@bp.get("/panels/settings")
@owner_only
def settings_panel():
    return render_panel("panels/_settings.html", **_context())


# The switches the owner may flip here: form name in the URL -> Config field.
SWITCHES = {"bash": "bash_enabled", "guest-folders": "guest_owner_folders"}


@bp.post("/panels/settings/<switch>")
@owner_only
def settings_switch(switch: str):
    if switch not in SWITCHES:
        return render_panel("panels/_settings.html", 404, **_context())
    try:
        current_runtime().apply(**{SWITCHES[switch]: request.form.get("enabled") == "on"})
    except SettingsError as exc:
        return render_panel("panels/_settings.html", 500, **_context(str(exc)))
    return render_panel("panels/_settings.html", **_context())
