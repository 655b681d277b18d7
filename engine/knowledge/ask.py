"""One bounded model call for the pipeline's internal jobs (query expansion, rerank).

Thinking is off (SPEC: internal jobs), and a timer cancels the job at the
deadline whether it is still waiting in the model queue or generating, so a
busy or slow model costs at most `seconds`.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

from engine.backends.base import Delta, GenerationRequest, ModelError


@dataclass(frozen=True)
class Answer:
    text: str
    timed_out: bool = False
    error: str = ""


def ask(model, prompt: str, max_tokens: int, seconds: float, grammar: str | None = None) -> Answer:
    """The model's reply to one user message; timed_out when the deadline cut it."""
    request = GenerationRequest(messages=({"role": "user", "content": prompt},), max_tokens=max_tokens,
                                grammar=grammar, temperature=0.0, thinking=False)
    job = model.submit(request, owner="knowledge")
    expired = threading.Event()

    def expire() -> None:
        expired.set()
        job.cancel()

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    try:
        text = "".join(item.text for item in job if isinstance(item, Delta))
    except ModelError as exc:
        return Answer("", expired.is_set(), str(exc))
    finally:
        timer.cancel()
    return Answer(text, expired.is_set())
