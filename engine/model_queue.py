"""One generation at a time per loaded model, shared fairly by every tab and user.

A single worker thread owns the backend: it loads the model and runs every
generation, so a llama.cpp object is never touched by two threads. Jobs from
different owners (tabs, users) are served round-robin, so one busy tab cannot
starve another; every waiting job is told its queue position.
"""
from __future__ import annotations

import queue
import threading
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Iterator

from engine.backends.base import Backend, Delta, GenerationRequest, ModelError


@dataclass(frozen=True)
class ModelStatus:
    state: str  # loading | ready | error
    message: str = ""
    model: str = ""  # the model's name as the owner knows it ("loading Qwen2.5-Coder 0.5B…")


@dataclass(frozen=True)
class QueuePosition:
    """1 = next to run. Sent while the job waits for the model."""

    position: int


_DONE = object()


class Job:
    def __init__(self, request: GenerationRequest, owner: str):
        self.request = request
        self.owner = owner
        self.cancel_event = threading.Event()
        self._items: queue.Queue = queue.Queue()
        self._error: ModelError | None = None
        self.last_position = 0

    def cancel(self) -> None:
        self.cancel_event.set()

    def _put(self, item) -> None:
        self._items.put(item)

    def _fail(self, error: ModelError) -> None:
        self._error = error

    def __iter__(self) -> Iterator[Delta | QueuePosition]:
        """Positions while waiting, then the model's deltas; raises ModelError on failure."""
        while True:
            try:
                item = self._items.get(timeout=0.1)
            except queue.Empty:
                if self.cancel_event.is_set() and self.last_position:
                    break  # cancelled while still waiting in line: nothing to wait for
                continue
            if item is _DONE:
                break
            yield item
        if self._error is not None:
            raise self._error

    def text(self) -> str:
        return "".join(d.text for d in self if isinstance(d, Delta))


class ModelQueue:
    def __init__(self, backend: Backend):
        self.backend = backend
        self.status = ModelStatus("loading", model=_label(backend))
        self._waiting: "OrderedDict[str, deque[Job]]" = OrderedDict()
        self._cond = threading.Condition()
        self._load_wanted = True
        self._next_backend: Backend | None = None
        self._closed = False
        self._busy = False  # a generation is running
        self._status_listeners: list = []
        self._thread = threading.Thread(target=self._run, name="model-owner", daemon=True)
        self._thread.start()

    # -- status -----------------------------------------------------------
    def on_status(self, listener) -> None:
        with self._cond:
            self._status_listeners.append(listener)

    def _set_status(self, status: ModelStatus) -> None:
        with self._cond:
            self.status = status
            listeners = list(self._status_listeners)
            self._cond.notify_all()
        for listener in listeners:
            listener(status)

    def wait_ready(self, timeout: float | None = None) -> ModelStatus:
        with self._cond:
            self._cond.wait_for(lambda: self.status.state != "loading", timeout)
            return self.status

    def reload(self) -> None:
        """Try loading again (after the user fixed a path or started a server)."""
        with self._cond:
            self._load_wanted = True
            self._cond.notify_all()
            upcoming = self._next_backend or self.backend
        self._set_status(ModelStatus("loading", model=_label(upcoming)))

    def switch(self, backend: Backend) -> None:
        """Use another model. The generation running now finishes on the old one; the owner thread
        then closes it and loads the new one before it serves the next job."""
        with self._cond:
            self._next_backend = backend
        self.reload()

    # -- jobs -------------------------------------------------------------
    def submit(self, request: GenerationRequest, owner: str = "local") -> Job:
        job = Job(request, owner)
        with self._cond:
            self._waiting.setdefault(owner, deque()).append(job)
            self._announce_positions()
            self._cond.notify_all()
        return job

    def generate_text(self, request: GenerationRequest, owner: str = "internal") -> str:
        return self.submit(request, owner).text()

    def queued(self) -> int:
        with self._cond:
            return sum(len(jobs) for jobs in self._waiting.values())

    def _order(self) -> list[Job]:
        """The waiting jobs in the order they will run: one per owner per round."""
        lanes = [[job for job in jobs if not job.cancel_event.is_set()] for jobs in self._waiting.values()]
        order = []
        for depth in range(max((len(lane) for lane in lanes), default=0)):
            order.extend(lane[depth] for lane in lanes if depth < len(lane))
        return order

    def _announce_positions(self) -> None:
        """Tell each waiting job its place; a job that runs at once is never 'queued'."""
        for position, job in enumerate(self._order(), start=1):
            if position == 1 and not self._busy:
                continue
            if job.last_position != position:
                job.last_position = position
                job._put(QueuePosition(position))

    def _take(self) -> Job | None:
        with self._cond:
            self._cond.wait_for(lambda: self._closed or self._load_wanted or self._waiting)
            if self._closed:
                return None
            if self._load_wanted:
                return None
            owner, jobs = next(iter(self._waiting.items()))
            job = jobs.popleft()
            job.last_position = 0
            self._busy = True
            # The owner goes to the back of the line: round-robin between owners.
            del self._waiting[owner]
            if jobs:
                self._waiting[owner] = jobs
            self._announce_positions()
            return job

    def _load(self) -> None:
        with self._cond:
            self._load_wanted = False
            old = self.backend
            if self._next_backend is not None:
                self.backend, self._next_backend = self._next_backend, None
        label = _label(self.backend)
        self._set_status(ModelStatus("loading", model=label))
        try:
            old.close()
            self.backend.load()
        except ModelError as exc:
            self._set_status(ModelStatus("error", str(exc), model=label))
        except Exception as exc:  # a crash inside the backend must not kill the worker
            self._set_status(ModelStatus("error", f"The model failed to load: {exc}", model=label))
        else:
            self._set_status(ModelStatus("ready", model=label))

    def _run(self) -> None:
        while True:
            if self._load_wanted and not self._closed:
                self._load()
            job = self._take()
            if job is None:
                if self._closed:
                    return
                continue
            self._serve(job)
            with self._cond:
                self._busy = False

    def _serve(self, job: Job) -> None:
        try:
            if job.cancel_event.is_set():
                return
            if self.status.state != "ready":
                raise ModelError(self.status.message or "The model is not ready yet.")
            for delta in self.backend.generate(job.request, job.cancel_event):
                job._put(delta)
        except ModelError as exc:
            job._fail(exc)
        except Exception as exc:  # a crashing model becomes a message, the worker lives on
            job._fail(ModelError(f"The model stopped with an error: {exc}"))
        finally:
            job._put(_DONE)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            for jobs in self._waiting.values():
                for job in jobs:
                    job._fail(ModelError("Klang is shutting down."))
                    job._put(_DONE)
            self._waiting.clear()
            self._cond.notify_all()
        self._thread.join(timeout=10)
        self.backend.close()


def _label(backend: Backend) -> str:
    return getattr(backend, "label", "") or backend.name
