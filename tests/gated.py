"""Things caught half-way: a scripted model that stops mid-answer until the test lets it go on, and the
deadlock guard every such wait is bounded by."""
from __future__ import annotations

import threading

from engine.backends.scripted import ScriptedBackend

# How long a test waits for something a working Klang does at once. Only a hung implementation reaches
# it, so it says "this deadlocked", never "this was slow": timings belong in bench/.
GUARD_SECONDS = 60.0


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


def wait_for(condition, what: str, timeout: float = GUARD_SECONDS) -> None:
    """Wait until `condition()` holds; fail the test saying `what` never happened."""
    pause = threading.Event()
    for _ in range(int(timeout / 0.02)):
        if condition():
            return
        pause.wait(0.02)
    raise AssertionError(f"never happened: {what}")
