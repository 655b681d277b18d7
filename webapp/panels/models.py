"""The model picker in Settings (owner only): bundled models, GGUF files found on this computer, and
the models of an OpenAI-compatible server. A pick goes through Runtime.apply: it is saved, answers
already running finish on the old model, and every tab's status shows "loading <model>"."""
from __future__ import annotations

from pathlib import Path

from flask import Blueprint, render_template, request

from engine.backends.base import ModelError
from engine.models.catalog import local_choices
from engine.models.servers import check_local_server, server_models
from engine.settings import SettingRefused, SettingsError
from engine.tools.list_workspect import human_size
from webapp import current_runtime, is_htmx
from webapp.panels import render_panel
from webapp.security import owner_only

bp = Blueprint("models", __name__)


def _row(choice, config) -> dict:
    info = choice.info
    details = [f"{info.parameters / 1e9:.2f}B", info.quantisation or "?"] if info else []
    return {
        "name": choice.name, "label": choice.label, "source": choice.source, "problem": choice.problem,
        "size": human_size(choice.size) if info else "–", "ram": human_size(choice.ram) if info else "–",
        "details": " · ".join(details), "context": f"{info.context_length:,}" if info else "", "no_template": info is not None and not info.has_chat_template,
        "in_use": config.backend == "llama" and config.model_path == choice.path,
    }


def _context(message: tuple = (), error: tuple = (), base_url: str = "", listed: tuple = ()) -> dict:
    """message and error are (i18n key, values)."""
    config = current_runtime().config
    return {
        "models": [_row(choice, config) for choice in local_choices(Path.home(), config.n_ctx)],
        "base_url": base_url or config.base_url,
        "listed": [{"id": name, "in_use": config.backend == "openai" and config.model_name == name
                    and config.base_url == (base_url or config.base_url)} for name in listed],
        "message": message, "error": error,
    }


def _picker(code: int = 200, switched: bool = False, **context):
    """The picker; after a switch the header's status comes along (out of band) saying what loads."""
    page = render_panel("panels/_models.html", code, **_context(**context))
    if not switched or not is_htmx():
        return page
    status = render_template("partials/_status.html", status=current_runtime().model.status, oob=True)
    return page[0] + status, code


@bp.get("/panels/models")
@owner_only
def models_panel():
    return _picker()


@bp.post("/panels/models/use")
@owner_only
def use_model():
    form, runtime = request.form, current_runtime()
    if form.get("base_url"):
        base_url, label = form["base_url"].strip(), form.get("name", "").strip()
        try:
            check_local_server(base_url)
        except ModelError as exc:
            return _picker(400, error=("server_unusable", {"reason": str(exc)}), base_url=base_url)
        if not label:
            return _picker(400, error=("server_pick_one", {}), base_url=base_url)
        changes = {"backend": "openai", "base_url": base_url, "model_name": label}
    else:
        chosen = next((c for c in local_choices(Path.home(), runtime.config.n_ctx)
                       if c.name == form.get("name") and not c.problem), None)
        if chosen is None:  # gone since the list was drawn, or never there
            return _picker(404, error=("model_gone", {"name": form.get("name", "")}))
        changes, label = {"backend": "llama", "model_path": chosen.path}, chosen.label
    try:
        runtime.apply(**changes)
    except (SettingRefused, SettingsError) as exc:
        return _picker(400, error=("model_refused", {"reason": str(exc)}))
    return _picker(switched=True, message=("model_switching", {"model": label}), base_url=form.get("base_url", ""))


@bp.post("/panels/models/server")
@owner_only
def list_server():
    base_url = request.form.get("base_url", "").strip()
    try:
        listed = tuple(server_models(base_url, current_runtime().config.api_key))
    except ModelError as exc:
        return _picker(502, error=("server_unusable", {"reason": str(exc)}), base_url=base_url)
    message = () if listed else ("server_no_models", {})
    return _picker(base_url=base_url, listed=listed, message=message)
