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
