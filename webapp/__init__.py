"""Klang's web app: server-rendered pages, htmx, one websocket per tab."""
from __future__ import annotations

from pathlib import Path

import js_lib_htmx
from flask import Flask, Response, abort, current_app, g, request, send_from_directory

from engine.config import Config, load_config
from engine.runtime import Runtime
from webapp import security
from webapp.cards import arguments_shortened, arguments_text, clean_snippet, failure_note, kind_label, location_text, tool_note
from webapp.citations import cite_href, cite_source, cited_markdown, citations_of, mark_passage
from webapp.i18n import pick_language, translate
from webapp.render import code_stylesheet, highlight, linkify_result, markdown, preview_href, web_href
from webapp.turn_notes import notice_note, placed_notices, stage_note
from webapp.when import full_time, iso_time, repeated_titles, short_time

HTMX_DIR = Path(js_lib_htmx.__file__).parent / "static" / "htmx"


def create_app(config: Config | None = None, runtime: Runtime | None = None, lan_address: str | None = None) -> Flask:
    config = config or load_config()
    app = Flask(__name__)
    app.config["KLANG"] = config
    app.extensions["klang"] = runtime or Runtime(config)
    security.init_app(app, config, lan_address)

    @app.before_request
    def choose_language() -> None:
        g.lang = pick_language(request.cookies.get("lang"), request.headers.get("Accept-Language"), config.language)

    @app.context_processor
    def helpers() -> dict:
        return {"t": lambda key, **values: translate(key, g.get("lang", "en"), **values), "lang": g.get("lang", "en")}

    app.jinja_env.filters["markdown"] = markdown
    app.jinja_env.filters["linkify_result"] = linkify_result
    app.jinja_env.filters["kind_label"] = kind_label
    app.jinja_env.filters["arguments_text"] = arguments_text
    app.jinja_env.filters["arguments_shortened"] = arguments_shortened
    app.jinja_env.filters["clean_snippet"] = clean_snippet
    app.jinja_env.filters["tool_note"] = tool_note
    app.jinja_env.filters["location_text"] = location_text
    app.jinja_env.filters["failure_note"] = failure_note
    app.jinja_env.filters["web_href"] = web_href
    app.jinja_env.filters["preview_href"] = preview_href
    app.jinja_env.filters["highlight"] = highlight
    app.jinja_env.filters.update(iso_time=iso_time, full_time=full_time, short_time=short_time,
                                 repeated_titles=repeated_titles)
    app.jinja_env.filters.update(stage_note=stage_note, notice_note=notice_note, placed_notices=placed_notices,
                                 citations=citations_of, cited_markdown=cited_markdown, cite_href=cite_href,
                                 cite_source=cite_source, mark_passage=mark_passage)

    @app.get("/vendor/htmx/<path:name>")
    def htmx_file(name: str):
        """htmx is served from its installed pip package, never copied into the repo."""
        if name not in ("htmx.min.js", "htmx.js"):
            abort(404)
        return send_from_directory(HTMX_DIR, name, max_age=86400)

    @app.get("/code.css")
    def code_css():
        """Colours of highlighted code, from Pygments' styles (a file, as the CSP forbids inline styles)."""
        return Response(code_stylesheet(), mimetype="text/css", headers={"Cache-Control": "max-age=3600"})

    from webapp import actions, chat, errors, layout, panels, uploads, ws

    app.register_blueprint(chat.bp)
    app.register_blueprint(actions.bp)
    app.register_blueprint(uploads.bp)
    errors.init_app(app)
    layout.init_app(app)
    panels.init_app(app)
    ws.init_app(app)
    return app


def runtime_of(app: Flask) -> Runtime:
    return app.extensions["klang"]


def current_runtime() -> Runtime:
    """The Runtime of the app handling this request."""
    return runtime_of(current_app)


def is_htmx() -> bool:
    """Branch on HX-Request: htmx gets the partial, a plain request the whole page."""
    return request.headers.get("HX-Request") == "true"
