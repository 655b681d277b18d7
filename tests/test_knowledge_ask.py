import threading

from engine.backends.base import Delta
from engine.backends.scripted import ScriptedBackend
from engine.knowledge.ask import ask
from tests.gated import GUARD_SECONDS


class StallingBackend(ScriptedBackend):
    """Streams two words, then produces nothing more until its job is cancelled; notes that it was."""

    def __init__(self):
        super().__init__()
        self.saw_cancel = threading.Event()

    def generate(self, request, cancel):
        yield Delta(text="still")
        yield Delta(text=" thinking")
        if cancel.wait(GUARD_SECONDS):
            self.saw_cancel.set()


def test_a_reply_comes_back_with_thinking_off_and_no_timeout(scripted_model):
    model = scripted_model("ค่ามัดจำ 24,000 บาท")
    answer = ask(model.queue, "rewrite this", max_tokens=20, seconds=GUARD_SECONDS)
    assert answer.text == "ค่ามัดจำ 24,000 บาท" and not answer.timed_out and not answer.error
    assert model.backend.requests[0].thinking is False and model.backend.requests[0].max_tokens == 20


def test_the_deadline_cancels_a_slow_generation(scripted_model):
    backend = StallingBackend()
    answer = ask(scripted_model(backend=backend).queue, "rewrite this", max_tokens=400, seconds=0.3)
    assert answer.timed_out and not answer.error
    assert backend.saw_cancel.is_set(), "the model was left generating past the deadline"


def test_a_model_error_is_returned_not_raised(scripted_model):
    answer = ask(scripted_model(RuntimeError("boom")).queue, "rewrite this", max_tokens=5, seconds=5)
    assert answer.error and "boom" in answer.error
