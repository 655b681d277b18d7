"""Everything one Klang process runs on, built from one Config.

Both the web app and the terminal commands start a Runtime; tests build one
with a scripted backend.
"""
from __future__ import annotations

from engine.agent import Agent
from engine.backends import Backend, make_backend
from engine.config import Config
from engine.history import HistoryStore
from engine.model_queue import ModelQueue
from engine.tools import available_tools
from engine.turns import TurnManager


def default_router():
    try:
        from engine.routing import route
    except ImportError:  # routing is optional for a bare engine
        return None
    return route


class Runtime:
    def __init__(self, config: Config, backend: Backend | None = None):
        self.config = config
        config.data_dir.mkdir(parents=True, exist_ok=True)
        config.workspect_dir.mkdir(parents=True, exist_ok=True)
        self.model = ModelQueue(backend or make_backend(config))
        self.history = HistoryStore(config.db_path)
        self.tools = available_tools(config)
        self.agent = Agent(config, self.model, self.tools, router=default_router())
        self.turns = TurnManager(config, self.history, self.agent)

    def close(self) -> None:
        self.turns.cancel_all()
        self.model.close()
        self.history.close()
