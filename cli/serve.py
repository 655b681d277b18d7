"""Start the web app (the default command); --lan shares it on the home network."""
from __future__ import annotations

import argparse
import re
import sys

from engine.config import Config

_TOKEN_IN_URL = re.compile(r"([?&]token=)[^&\s\"]+", re.IGNORECASE)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    return None


def lan_address(config: Config) -> str:
    """The address to share: --host if given, else this machine's first private IPv4."""
    if config.host:
        return config.host
    from engine.web.addresses import machine_addresses

    private = sorted(str(ip) for ip in machine_addresses() if ip.version == 4 and ip.is_private and not ip.is_loopback)
    if not private:
        raise SystemExit("No home-network address found: connect to Wi-Fi, or give one with --host.")
    return private[0]


def redacting_handler():
    from werkzeug.serving import WSGIRequestHandler

    class Handler(WSGIRequestHandler):
        """Access logs never carry a token."""

        def log(self, type: str, message: str, *args) -> None:
            super().log(type, _TOKEN_IN_URL.sub(r"\1[redacted]", message % args if args else message))

    return Handler


def print_share(access, host: str) -> None:
    import segno

    guest_url = access.share_url(host, "guest")
    print("Klang is shared on your home network.")
    print(f"  Guests (phones, other computers): {guest_url}")
    print(f"  You, the owner:                   {access.share_url(host, 'owner')}")
    print("Scan to open on a phone (guest link):", flush=True)
    segno.make(guest_url, error="l").terminal(compact=True)


def run(args, config: Config) -> int:
    from werkzeug.serving import make_server

    from webapp import create_app

    host = lan_address(config) if config.lan else (config.host or "127.0.0.1")
    app = create_app(config, lan_address=host if config.lan else None)
    app.extensions["klang"].start_indexing()
    server = make_server(host, config.port, app, threaded=True, request_handler=redacting_handler())
    if config.lan:
        print_share(app.extensions["klang_access"], host)
    else:
        print(f"Klang is running at http://{host}:{server.port}/  (Ctrl+C to stop)", flush=True)
    print(f"Model: {config.model_path or config.base_url}  ·  data: {config.data_dir}", flush=True)
    for warning in config.warnings:
        print(f"Warning: {warning}", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        app.extensions["klang"].close()
    return 0
