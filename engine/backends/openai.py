"""Any OpenAI-compatible chat server (llama-server, Ollama, vLLM, llama-cpp-python's), streamed over HTTP.

Three things real servers taught us (issue 14):
- a server validates every message: `content: null` on an assistant tool-call message is refused by some
  (llama-cpp-python answers 500), so every message goes out with a string content;
- the tool list is part of the prompt for servers whose chat template renders it: the full docstrings with
  their examples made a 6k-token prompt, so the native list carries one sentence per tool;
- an error after the stream has started (a prompt longer than the context, a crash) arrives as an error
  event or as a stream that just stops: both become a ModelError, never an empty answer.
"""
from __future__ import annotations

import http.client
import json
import re
import socket
import threading
import urllib.error
import urllib.request
from typing import Iterator

from engine.backends.base import Backend, Delta, GenerationRequest, ModelError, ToolCallDelta

_SENTENCE_END = re.compile(r"(?<=[.!?])\s|\n")


def first_sentence(text: str) -> str:
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0].strip()


def _without_examples(schema):
    """The schema with every `examples` list dropped: they are prompt tokens the server's grammar never needs."""
    if isinstance(schema, dict):
        return {key: _without_examples(value) for key, value in schema.items() if key != "examples"}
    if isinstance(schema, list):
        return [_without_examples(item) for item in schema]
    return schema


def compact_tool(tool: dict) -> dict:
    """An OpenAI tool entry with a one-sentence description (the system prompt keeps the full docstring)."""
    function = tool["function"]
    return {"type": "function", "function": {
        "name": function["name"],
        "description": first_sentence(function.get("description", "")),
        "parameters": _without_examples(function.get("parameters", {})),
    }}


def conforming_message(message: dict) -> dict:
    """The message as every conforming server accepts it: content is always a string."""
    if message.get("content") is None:
        return {**message, "content": ""}
    return dict(message)


def _stream_error(chunk: dict) -> str | None:
    """The message of an error event (llama-server, vLLM and others send one instead of a chunk)."""
    error = chunk.get("error")
    if error is None and chunk.get("object") == "error":
        error = chunk
    if error is None:
        return None
    if isinstance(error, dict):
        return str(error.get("message") or error)
    return str(error)


class OpenAIBackend(Backend):
    name = "openai"
    supports_grammar = False

    def __init__(self, base_url: str, model_name: str, api_key: str = "", timeout: float = 30.0, n_ctx: int = 4096):
        self.base_url = base_url.rstrip("/")
        self.model_name = model_name
        self.label = f"{model_name} ({self.base_url})"
        self.api_key = api_key
        self.timeout = timeout
        self.n_ctx = n_ctx  # what the owner says the server holds (KLANG_CTX): servers do not all report it
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
            "messages": [conforming_message(m) for m in request.messages],
            "max_tokens": request.max_tokens,
            "temperature": request.temperature,
            "stream": True,
        }
        if request.tools:
            body["tools"] = [compact_tool(tool) for tool in request.tools]
            if request.tool_choice in ("auto", "none"):
                body["tool_choice"] = request.tool_choice
            else:
                body["tool_choice"] = {"type": "function", "function": {"name": request.tool_choice}}
        if not request.thinking:
            # Understood by llama-server, vLLM and others serving Qwen3-style templates.
            body["chat_template_kwargs"] = {"enable_thinking": False}
        return body

    def _chunks(self, response) -> Iterator[dict | None]:
        """Each decoded `data:` event of the stream; None for the closing [DONE]."""
        try:
            for raw in response:
                line = raw.decode("utf-8", "replace").strip()
                if not line.startswith("data:"):
                    continue  # blank separators and ": ping" comments
                payload = line[5:].strip()
                if payload == "[DONE]":
                    yield None
                    return
                try:
                    chunk = json.loads(payload)
                except ValueError:
                    chunk = None
                if not isinstance(chunk, dict):
                    raise ModelError(f"The model server sent a malformed stream line: {payload[:200]}")
                message = _stream_error(chunk)
                if message is not None:
                    raise ModelError(f"The model server at {self.base_url} stopped with an error: {message}")
                yield chunk
        except (http.client.HTTPException, socket.timeout, OSError) as exc:
            raise ModelError(
                f"The connection to the model server at {self.base_url} broke in the middle of the answer ({exc}). "
                "Check that the server is still running, then retry."
            ) from None

    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        calls: dict[int, dict] = {}
        finished = False
        with self._request("/chat/completions", self._body(request)) as response:
            for chunk in self._chunks(response):
                if cancel.is_set():
                    return
                choices = (chunk or {}).get("choices") or [{}]
                finished = finished or chunk is None or bool(choices[0].get("finish_reason"))
                delta = choices[0].get("delta") or {}
                if delta.get("content"):
                    yield Delta(text=delta["content"])
                for part in delta.get("tool_calls") or []:
                    slot = calls.setdefault(part.get("index", 0), {"name": "", "arguments": ""})
                    function = part.get("function") or {}
                    name = function.get("name") or ""
                    if name != slot["name"]:  # llama-cpp-python repeats the whole name in every chunk
                        slot["name"] += name
                    slot["arguments"] += function.get("arguments") or ""
        if not finished:
            # llama-cpp-python's server, for one, closes the stream silently when the prompt overflows.
            raise ModelError(
                f"The model server at {self.base_url} ended the answer without finishing it. Its log says why; "
                "most often the conversation is longer than the context window it was started with "
                "(start it with a bigger context, e.g. --n_ctx 8192 or -c 8192, or start a new conversation)."
            )
        for index in sorted(calls):
            yield Delta(tool_call=ToolCallDelta(calls[index]["name"], calls[index]["arguments"]))
