"""HTTP errors as a page in the visitor's language: the access checks abort with English descriptions,
which are looked up here (webapp/message_data.py) so a Thai visitor reads Thai."""
from __future__ import annotations

from flask import Flask, current_app, g, render_template, request
from werkzeug.exceptions import HTTPException

from webapp.i18n import STRINGS, pick_language, translate
from webapp.message_data import HTTP_ERRORS


def _language() -> str:
    """The access check runs before the page picks its language, so an error may have to pick it."""
    default = current_app.config["KLANG"].language
    return g.get("lang") or pick_language(request.cookies.get("lang"), request.headers.get("Accept-Language"), default)


def error_page(error: HTTPException):
    lang = _language()
    heading = f"http_{error.code}" if f"http_{error.code}" in STRINGS else "http_other"
    known = HTTP_ERRORS.get(error.description or "")
    detail = translate(known, lang) if known else error.description or ""
    page = render_template("error.html", lang=lang, t=lambda key, **values: translate(key, lang, **values),
                           heading=heading, detail=detail, code=error.code)
    headers = [(name, value) for name, value in error.get_headers() if name != "Content-Type"]
    return page, error.code, headers


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, error_page)
