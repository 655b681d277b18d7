"""Prefix reuse on the real default model: counted in tokens the model evaluates, never in seconds."""
import threading

import pytest

from engine.agent import Agent
from engine.backends.base import GenerationRequest
from engine.backends.llama import LlamaBackend
from engine.config import bundled_model_path, load_config
from engine.tools import available_tools


def agent_system_message() -> dict:
    config = load_config()
    return {"role": "system", "content": Agent(config, model=None, tools=available_tools(config)).system_prompt}


def answer(backend: LlamaBackend, messages: list[dict], max_tokens: int) -> tuple[str, int]:
    """The reply at temperature 0, and how many tokens the model evaluated for it."""
    before = backend.tokens_evaluated
    request = GenerationRequest(messages=tuple(messages), max_tokens=max_tokens, temperature=0.0)
    text = "".join(delta.text for delta in backend.generate(request, threading.Event()))
    return text, backend.tokens_evaluated - before


@pytest.mark.model
def test_a_turn_after_an_unrelated_prompt_evaluates_only_its_new_tokens_and_answers_the_same():
    system = agent_system_message()
    backend = LlamaBackend(bundled_model_path(), n_ctx=2048, n_threads=2)
    backend.load()
    try:
        _, first_turn = answer(backend, [system, {"role": "user", "content": "ค่าเช่าเดือนละเท่าไหร่"}], 1)
        question = [system, {"role": "user", "content": "สวัสดีครับ คุณคือใคร"}]
        fresh, _ = answer(backend, question, 8)
        # Query expansion's prompt (no system message) replaces the whole KV cache.
        answer(backend, [{"role": "user", "content": "Rewrite the search question in 3 ways: ค่าเช่า"}], 1)
        reused, after_other_prompt = answer(backend, question, 8)
    finally:
        backend.close()
    assert first_turn > 400  # the system prompt and tool list, evaluated once
    # Only the new user message and the reply's own tokens: under a tenth of the first turn.
    assert after_other_prompt < first_turn / 10
    assert reused == fresh
