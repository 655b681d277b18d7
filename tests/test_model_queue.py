import threading

import pytest

from engine.backends import Delta, GenerationRequest, ModelError
from engine.backends.scripted import ScriptedBackend
from engine.model_queue import QueuePosition
from tests.gated import GUARD_SECONDS


def request(text="hi"):
    return GenerationRequest(messages=({"role": "user", "content": text},))


class GatedBackend(ScriptedBackend):
    """Holds each generation until the test opens the gate."""

    def __init__(self):
        super().__init__()
        self.gate = threading.Event()
        self.started = threading.Event()

    def generate(self, req, cancel):
        self.started.set()
        self.gate.wait(GUARD_SECONDS)
        yield from super().generate(req, cancel)


def test_generation_streams_and_status_becomes_ready(scripted_model):
    model_queue = scripted_model("alpha beta").queue
    assert model_queue.wait_ready(5).state == "ready"
    assert model_queue.generate_text(request()) == "alpha beta"


def test_waiting_jobs_learn_their_position_and_owners_take_turns(scripted_model):
    backend = GatedBackend()
    model_queue = scripted_model(backend=backend).queue
    running = model_queue.submit(request("a1"), owner="tab-a")
    assert backend.started.wait(GUARD_SECONDS)
    a2 = model_queue.submit(request("a2"), owner="tab-a")
    a3 = model_queue.submit(request("a3"), owner="tab-a")
    b1 = model_queue.submit(request("b1"), owner="tab-b")
    # Round-robin: tab-b's first job runs before tab-a's third.
    assert (a2.last_position, b1.last_position, a3.last_position) == (1, 2, 3)
    backend.gate.set()
    outputs = {name: job.text() for name, job in (("a1", running), ("a2", a2), ("b1", b1), ("a3", a3))}
    assert outputs == {n: f"You said: {n}" for n in ("a1", "a2", "b1", "a3")}
    served = [r.messages[0]["content"] for r in backend.requests]
    assert served == ["a1", "a2", "b1", "a3"]


def test_positions_are_streamed_to_the_waiting_consumer(scripted_model):
    backend = GatedBackend()
    model_queue = scripted_model(backend=backend).queue
    first = model_queue.submit(request("first"), owner="a")
    assert backend.started.wait(GUARD_SECONDS)
    second = model_queue.submit(request("second"), owner="b")
    threading.Timer(0.2, backend.gate.set).start()
    items = list(second)
    assert isinstance(items[0], QueuePosition) and items[0].position == 1
    assert "".join(i.text for i in items[1:]) == "You said: second"
    first.text()


def test_a_job_that_runs_at_once_is_never_reported_queued(scripted_model):
    model_queue = scripted_model("now").queue
    items = list(model_queue.submit(request()))
    assert not any(isinstance(i, QueuePosition) for i in items)


def test_a_crashing_model_fails_the_job_and_the_queue_lives_on(scripted_model):
    model_queue = scripted_model(RuntimeError("GGML_ASSERT failed"), "still here").queue
    with pytest.raises(ModelError, match="GGML_ASSERT"):
        model_queue.generate_text(request())
    assert model_queue.generate_text(request()) == "still here"


class LockstepBackend(ScriptedBackend):
    """Writes word after word for as long as it is let (up to `limit`), one word each time the consumer
    took the last one, and notes how many it wrote when it saw the job cancelled."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit
        self.taken = threading.Semaphore(0)
        self.words_when_cancelled: int | None = None

    def generate(self, req, cancel):
        for written in range(self.limit):
            if cancel.is_set():
                self.words_when_cancelled = written
                return
            yield Delta(text="word ")
            self.taken.acquire(timeout=GUARD_SECONDS)


def test_cancel_stops_a_running_job_at_once(scripted_model):
    backend = LockstepBackend(limit=50)
    job = scripted_model(backend=backend).queue.submit(request())
    received = 0
    for _ in job:
        received += 1
        if received == 5:
            job.cancel()
        backend.taken.release()
    assert received == 5 and backend.words_when_cancelled == 5, "the model went on after the cancel"


class FailingLoad(ScriptedBackend):
    def __init__(self):
        super().__init__()
        self.attempts = 0

    def load(self):
        self.attempts += 1
        if self.attempts == 1:
            raise ModelError("Cannot reach the model server at http://127.0.0.1:9/v1")


def test_load_failure_is_reported_jobs_fail_clearly_and_reload_recovers(scripted_model):
    backend = FailingLoad()
    model_queue = scripted_model(backend=backend).queue
    status = model_queue.wait_ready(5)
    assert status.state == "error" and "127.0.0.1:9" in status.message
    with pytest.raises(ModelError, match="Cannot reach"):
        model_queue.generate_text(request())
    model_queue.reload()
    assert model_queue.wait_ready(5).state == "ready"
    assert model_queue.generate_text(request("again")) == "You said: again"
