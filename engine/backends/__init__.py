"""Model backends: in-process llama.cpp, OpenAI-compatible HTTP, scripted (tests)."""
from __future__ import annotations

from engine.backends.base import Backend, Delta, GenerationRequest, ModelError, ToolCallDelta
from engine.config import Config

__all__ = ["Backend", "Delta", "GenerationRequest", "ModelError", "ToolCallDelta", "make_backend"]


def make_backend(config: Config) -> Backend:
    if config.backend == "openai":
        from engine.backends.openai import OpenAIBackend

        return OpenAIBackend(config.base_url, config.model_name, config.api_key, config.http_timeout, config.n_ctx)
    if config.backend == "scripted":
        from engine.backends.scripted import ScriptedBackend

        if config.model_path is not None:
            return ScriptedBackend.from_file(config.model_path, n_ctx=config.n_ctx)
        return ScriptedBackend(n_ctx=config.n_ctx)
    from engine.backends.llama import LlamaBackend

    return LlamaBackend(config.model_path, n_ctx=config.n_ctx, n_threads=config.threads())
