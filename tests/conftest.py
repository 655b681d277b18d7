"""Shared fixtures: every test runs with a temporary home, data dir and workspect."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.config import Config, load_config
from engine.index import open_index
from engine.model_queue import ModelQueue


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch) -> Path:
    """Keep every test out of the real home folder and the user's environment."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    for name in ("KLANG_MODEL", "KLANG_BACKEND", "KLANG_DATA_DIR", "KLANG_WORKSPECT", "KLANG_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    # The app processes the tests start (run.py) inherit this: a question the model sends to the web fails at
    # once instead of looking up DuckDuckGo's address (no traffic leaves the machine; in-process tests inject
    # their own provider and block the real client below).
    monkeypatch.setenv("KLANG_WEB", "off")
    return home


@pytest.fixture(autouse=True)
def no_real_search(monkeypatch):
    """Tests never touch the internet: reaching the real DuckDuckGo client fails the test
    (a test of our provider's mapping replaces the client with its own fake)."""

    def refuse(*args, **kwargs):
        pytest.fail("the real search engine was called")

    monkeypatch.setattr("ddgs.DDGS", refuse)


@pytest.fixture
def config(tmp_path) -> Config:
    workspect = tmp_path / "workspect"
    workspect.mkdir()
    return load_config(env={}, backend="scripted", data_dir=tmp_path / "data", workspect_dir=workspect)


@dataclass(frozen=True)
class ScriptedModel:
    """A scripted backend and the ModelQueue that owns it, as the engine sees a loaded model."""

    backend: ScriptedBackend
    queue: ModelQueue


@pytest.fixture
def scripted_model():
    """make(*replies, token_delay=0.0, backend=None) -> ScriptedModel, its queue ready.

    The backend replays `replies` (more with `.backend.enqueue`) and fails the test when it runs out;
    pass `backend=` for a backend of your own. Every queue made is closed after the test."""
    made: list[ModelQueue] = []

    def make(*replies, token_delay: float = 0.0, backend: ScriptedBackend | None = None) -> ScriptedModel:
        backend = backend or ScriptedBackend(replies, token_delay=token_delay, echo_when_empty=False)
        queue = ModelQueue(backend)
        made.append(queue)
        queue.wait_ready(5)
        return ScriptedModel(backend, queue)

    yield make
    for queue in made:
        queue.close()


@pytest.fixture
def runtime(config):
    """A Runtime on the scripted model (no reply enqueued), ready; closed after the test."""
    from engine.backends.scripted import ScriptedBackend
    from engine.runtime import Runtime

    made = Runtime(config, backend=ScriptedBackend())
    made.model.wait_ready(5)
    yield made
    made.close()


@pytest.fixture
def client(runtime):
    """The web app on `runtime`, as a local (owner's) browser would use it."""
    from tests.webclient import local_client
    from webapp import create_app

    return local_client(create_app(runtime.config, runtime=runtime))


@pytest.fixture
def build_index(config, tmp_path):
    """build(files, **config_changes) -> (index, root): `files` ({relative name: text}) written under
    tmp_path/Documents, the only root, and indexed to the end."""
    root = (tmp_path / "Documents").resolve()

    def build(files: dict[str, str], **changes):
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding="utf-8")
        root.mkdir(exist_ok=True)
        index = open_index(config.replace(roots=(root,), **changes), project_dir=tmp_path / "project")
        assert index.indexer.run().state == "done"
        return index, root

    return build



@pytest.fixture
def agent_turn(config, scripted_model, build_index):
    """ask(question, files, *replies, router, web=None, **config_changes) -> (result, events, backend): one agent
    turn over `files` (indexed as the only root) with the real rag_search and no model query rewrites or rerank,
    so every scripted reply is a step of the turn itself; `web`: the WebServices its web tools use."""
    from engine.agent import Agent
    from engine.tools import REGISTRY
    from engine.tools.base import ToolContext

    def ask(question, files, *replies, router, web=None, **changes):
        index, root = build_index(files)
        cfg = config.replace(roots=(root,), expand_seconds=0.0, rerank_candidates=0, **changes)
        model = scripted_model(backend=ScriptedBackend(replies, echo_when_empty=False, n_ctx=cfg.n_ctx))
        agent = Agent(cfg, model.queue, REGISTRY, router=router)
        events = []
        result = agent.run([], question, ToolContext(config=cfg, workspect=cfg.workspect_dir, index=index, web=web),
                           events.append)
        return result, events, model.backend

    return ask

@pytest.fixture(scope="module")
def default_model():
    """The bundled default model, loaded once for a test module (tests marked `model`)."""
    from engine.backends.llama import LlamaBackend
    from engine.config import bundled_model_path

    backend = LlamaBackend(bundled_model_path(), n_ctx=4096, n_threads=2)
    backend.load()
    yield backend
    backend.close()


def pytest_sessionfinish(session, exitstatus):
    """llama-cpp-python opens /dev/null twice at import and never closes it: close it before
    the interpreter does, so the warnings-as-errors run ends on its summary, not on noise."""
    import sys

    utils = sys.modules.get("llama_cpp._utils")
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(utils, name, None)
        if handle is not None:
            handle.close()
