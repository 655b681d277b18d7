"""The models an OpenAI-compatible server offers (GET {base_url}/models), for the picker.

Only a server on this computer or the home network is asked: the picker is
for a model server the owner runs (llama-server, Ollama, vLLM), and Klang
sends nothing to the internet on its own.
"""
from __future__ import annotations

import ipaddress
import json
import socket
import urllib.error
import urllib.parse
import urllib.request

from engine.backends.base import ModelError

LIST_TIMEOUT = 3.0
MAX_LIST_BYTES = 1_000_000
MAX_MODELS = 200


def check_local_server(base_url: str) -> None:
    """ModelError unless base_url is http(s) on a loopback or private (home network) address."""
    parts = urllib.parse.urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ModelError(f"{base_url!r} is not a server address: write it like http://127.0.0.1:8080/v1.")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or 80, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise ModelError(f"The server name {parts.hostname} cannot be found ({exc}).") from None
    for info in infos:
        address = ipaddress.ip_address(info[4][0].split("%", 1)[0])
        if not (address.is_loopback or address.is_private or address.is_link_local):
            raise ModelError(f"{parts.hostname} ({address}) is on the internet: Klang only lists the models of a "
                             "server on this computer or your home network.")


def server_models(base_url: str, api_key: str = "", timeout: float = LIST_TIMEOUT) -> list[str]:
    """The model ids the server lists; ModelError saying what went wrong otherwise."""
    base_url = base_url.rstrip("/")
    check_local_server(base_url)
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    request = urllib.request.Request(f"{base_url}/models", headers=headers)
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never through a proxy
    try:
        with opener.open(request, timeout=timeout) as response:
            payload = json.loads(response.read(MAX_LIST_BYTES))
    except urllib.error.HTTPError as exc:
        raise ModelError(f"The model server at {base_url} answered {exc.code}"
                         f"{' (check the API key)' if exc.code in (401, 403) else ''}.") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ModelError(f"Cannot reach the model server at {base_url} ({reason}). Is it running?") from None
    except ValueError:
        raise ModelError(f"The model server at {base_url} did not send a model list (JSON).") from None
    entries = payload.get("data") if isinstance(payload, dict) else None
    if not isinstance(entries, list):
        raise ModelError(f"The model server at {base_url} did not send a model list (no 'data').")
    ids = [entry["id"] for entry in entries if isinstance(entry, dict) and isinstance(entry.get("id"), str)]
    return ids[:MAX_MODELS]
