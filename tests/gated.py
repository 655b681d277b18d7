"""A scripted model that stops mid-answer until the test lets it go on: a turn caught while it streams."""
from __future__ import annotations

import threading

from engine.backends.scripted import ScriptedBackend


class GatedBackend(ScriptedBackend):
    """Streams the first `words_before_gate` pieces of each reply, then waits for `gate` (set by the test)."""

    def __init__(self, replies, words_before_gate: int):
        super().__init__(replies, echo_when_empty=False)
        self.words_before_gate = words_before_gate
        self.gate = threading.Event()

    def generate(self, request, cancel):
        for number, delta in enumerate(super().generate(request, cancel)):
            if number == self.words_before_gate:
                self.gate.wait(10)
            yield delta


def wait_for(condition, what: str, timeout: float = 10.0) -> None:
    """Wait until `condition()` holds; fail the test saying `what` never happened."""
    pause = threading.Event()
    for _ in range(int(timeout / 0.02)):
        if condition():
            return
        pause.wait(0.02)
    raise AssertionError(f"never happened: {what}")
