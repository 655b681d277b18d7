"""A Flask test client that speaks to the app as a page of its own would."""
from __future__ import annotations

from flask import g


def local_client(app, user: str = "owner"):
    """The real Host (Werkzeug's default "localhost" is not on the allow-list) and the page's CSRF header."""
    app.config["SERVER_NAME"] = f"127.0.0.1:{app.config['KLANG'].port}"
    client = app.test_client()
    with app.test_request_context("/"):
        g.user = user
        client.environ_base["HTTP_X_CSRF_TOKEN"] = app.extensions["klang_access"].csrf_token()
    return client
