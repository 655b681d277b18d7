"""What every page's frame shows: the model's name, the colour theme, and the switch for it."""
from __future__ import annotations

from flask import Blueprint, Flask, redirect, request, url_for

from engine.config import Config

bp = Blueprint("layout", __name__)

THEMES = ("light", "dark")  # no cookie = follow the system setting


def model_label(config: Config) -> str:
    """The model in the user's words: a server's model name, else the GGUF file's name without .gguf."""
    if config.backend == "openai":
        return config.model_name
    if config.model_path is not None:
        return config.model_path.stem
    return config.backend


def local_path(back: str, fallback: str) -> str:
    """Only a path on this site: never an open redirect."""
    if not back.startswith("/") or back.startswith("//") or "\\" in back:
        return fallback
    return back


@bp.post("/theme")
def set_theme():
    response = redirect(local_path(request.form.get("next", ""), url_for("chat.index")))
    theme = request.form.get("theme", "")
    if theme in THEMES:
        response.set_cookie("theme", theme, max_age=365 * 86400, samesite="Lax", httponly=True)
    else:
        response.delete_cookie("theme")
    return response


def init_app(app: Flask) -> None:
    from webapp import current_runtime

    @app.context_processor
    def frame() -> dict:
        theme = request.cookies.get("theme")
        return {"model_label": model_label(current_runtime().config),
                "theme": theme if theme in THEMES else ""}

    app.register_blueprint(bp)
