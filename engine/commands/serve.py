"""Start the web app (the default command)."""
from __future__ import annotations

import argparse

from engine.config import Config


def add_arguments(parser: argparse.ArgumentParser) -> None:
    return None


def run(args, config: Config) -> int:
    from werkzeug.serving import make_server

    from webapp import create_app

    app = create_app(config)
    app.extensions["klang"].start_indexing()
    server = make_server(config.host, config.port, app, threaded=True)
    print(f"Klang is running at http://{config.host}:{server.port}/  (Ctrl+C to stop)", flush=True)
    print(f"Model: {config.model_path or config.base_url}  ·  data: {config.data_dir}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        app.extensions["klang"].close()
    return 0
