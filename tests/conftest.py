"""Shared fixtures: every test runs with a temporary home, data dir and workspect."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.config import Config, load_config


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch) -> Path:
    """Keep every test out of the real home folder and the user's environment."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    for name in ("KLANG_MODEL", "KLANG_BACKEND", "KLANG_DATA_DIR", "KLANG_WORKSPECT", "KLANG_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    return home


@pytest.fixture(autouse=True)
def no_real_search(monkeypatch):
    """Tests never touch the internet: reaching the real DuckDuckGo client fails the test
    (a test of our provider's mapping replaces the client with its own fake)."""

    def refuse(*args, **kwargs):
        pytest.fail("the real search engine was called")

    monkeypatch.setattr("ddgs.DDGS", refuse)


@pytest.fixture
def scripted():
    """(ScriptedBackend, ModelQueue) with no reply enqueued yet; the queue is closed after the test."""
    from engine.backends.scripted import ScriptedBackend
    from engine.model_queue import ModelQueue

    backend = ScriptedBackend(echo_when_empty=False)
    queue = ModelQueue(backend)
    queue.wait_ready(5)
    yield backend, queue
    queue.close()


@pytest.fixture
def config(tmp_path) -> Config:
    workspect = tmp_path / "workspect"
    workspect.mkdir()
    return load_config(env={}, backend="scripted", data_dir=tmp_path / "data", workspect_dir=workspect)


@pytest.fixture
def queues():
    """make(*replies) -> (ModelQueue, ScriptedBackend); every queue made is closed after the test."""
    from tests.knowledge_fakes import scripted_queue

    made = []

    def make(*replies, token_delay=0.0):
        queue, backend = scripted_queue(*replies, token_delay=token_delay)
        made.append(queue)
        return queue, backend

    yield make
    for queue in made:
        queue.close()


def pytest_sessionfinish(session, exitstatus):
    """llama-cpp-python opens /dev/null twice at import and never closes it: close it before
    the interpreter does, so the warnings-as-errors run ends on its summary, not on noise."""
    import sys

    utils = sys.modules.get("llama_cpp._utils")
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(utils, name, None)
        if handle is not None:
            handle.close()
