"""Any OpenAI-compatible chat server (llama-server, Ollama, vLLM), streamed over HTTP."""
from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request
from typing import Iterator

from engine.backends.base import Delta, GenerationRequest, ModelError, ToolCallDelta


class OpenAIBackend:
    name = "openai"
    supports_grammar = False

    def __init__(self, base_url: str, model_name: str, api_key: str = "", timeout: float = 30.0):
        self.base_url = base_url.rstrip("/")
        self.model_name = model_name
        self.label = f"{model_name} ({self.base_url})"
        self.api_key = api_key
        self.timeout = timeout
        # Proxy variables must not reroute a local model server.
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def _request(self, path: str, body: dict | None = None):
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base_url + path, data=data, headers=headers)
        try:
            return self._opener.open(req, timeout=self.timeout)
        except urllib.error.HTTPError as exc:
            detail = exc.read(500).decode("utf-8", "replace")
            raise ModelError(f"The model server at {self.base_url} answered {exc.code}: {detail}") from None
        except (urllib.error.URLError, socket.timeout, ConnectionError) as exc:
            reason = getattr(exc, "reason", exc)
            raise ModelError(
                f"Cannot reach the model server at {self.base_url} ({reason}). "
                "Check that it is running and that --base-url is right, then retry."
            ) from None

    def load(self) -> None:
        with self._request("/models") as response:
            response.read()

    def close(self) -> None:
        return None

    def _body(self, request: GenerationRequest) -> dict:
        body = {
            "model": self.model_name,
            "messages": list(request.messages),
            "max_tokens": request.max_tokens,
            "temperature": request.temperature,
            "stream": True,
        }
        if request.tools:
            body["tools"] = list(request.tools)
            if request.tool_choice in ("auto", "none"):
                body["tool_choice"] = request.tool_choice
            else:
                body["tool_choice"] = {"type": "function", "function": {"name": request.tool_choice}}
        if not request.thinking:
            # Understood by llama-server, vLLM and others serving Qwen3-style templates.
            body["chat_template_kwargs"] = {"enable_thinking": False}
        return body

    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        calls: dict[int, dict] = {}
        with self._request("/chat/completions", self._body(request)) as response:
            for raw in response:
                if cancel.is_set():
                    return
                line = raw.decode("utf-8", "replace").strip()
                if not line.startswith("data:"):
                    continue
                payload = line[5:].strip()
                if payload == "[DONE]":
                    break
                try:
                    choice = json.loads(payload)["choices"][0]
                except (ValueError, KeyError, IndexError):
                    raise ModelError(f"The model server sent a malformed stream line: {payload[:200]}") from None
                delta = choice.get("delta") or {}
                if delta.get("content"):
                    yield Delta(text=delta["content"])
                for part in delta.get("tool_calls") or []:
                    slot = calls.setdefault(part.get("index", 0), {"name": "", "arguments": ""})
                    function = part.get("function") or {}
                    slot["name"] += function.get("name") or ""
                    slot["arguments"] += function.get("arguments") or ""
        for index in sorted(calls):
            yield Delta(tool_call=ToolCallDelta(calls[index]["name"], calls[index]["arguments"]))
