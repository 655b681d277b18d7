"""Everything one Klang process runs on, built from one Config.

Both the web app and the terminal commands start a Runtime; tests build one
with a scripted backend (and, where they need them, their own index and web
services).
"""
from __future__ import annotations

import threading
from contextlib import suppress
from pathlib import Path

from engine.agent import Agent
from engine.backends import Backend, make_backend
from engine.config import Config
from engine.history import HistoryStore
from engine.index import open_index
from engine.knowledge import embedder_kind, knowledge_for
from engine.model_queue import ModelQueue
from engine.routing import route
from engine.tools import available_tools
from engine.tools.base import ToolContext, WebBudget
from engine.turns import TurnManager
from engine.web.services import WebServices, default_web_services
from engine.workspect_fs import WorkspectError, ensure_folder


class Runtime:
    def __init__(self, config: Config, backend: Backend | None = None, web: WebServices | None = None,
                 index=None):
        self.config = config
        config.data_dir.mkdir(parents=True, exist_ok=True)
        config.workspect_dir.mkdir(parents=True, exist_ok=True)
        self.model = ModelQueue(backend or make_backend(config))
        self.history = HistoryStore(config.db_path)
        self.index = index if index is not None else open_index(config)
        self.web = web if web is not None else default_web_services(config)
        self.agents: dict[str, Agent] = {}
        self._build_agents()
        self.turns = TurnManager(self.history, self.agents, self.tool_context)

    def _build_agents(self) -> None:
        # Guests get their own agent: the tools they may use are all it knows of.
        self.tools = available_tools(self.config)
        self.agent = Agent(self.config, self.model, self.tools, router=route)
        self.agents.update(owner=self.agent,
                           guest=Agent(self.config, self.model, available_tools(self.config, "guest"), router=route))

    def reconfigure(self, **changes) -> None:
        """Apply the owner's settings (roots, bash on/off) to the running process; new turns use them."""
        self.config = self.config.replace(**changes)
        self._build_agents()

    def tool_context(self, cancel: threading.Event | None = None, role: str = "owner",
                     workspect: Path | None = None) -> ToolContext:
        """What a tool call gets: the same for the model's calls, `run.py tool` and the UI's previews."""
        if workspect is not None:
            # A planted symlink is refused here and again, with its reason, by every tool that uses the folder.
            with suppress(WorkspectError):
                ensure_folder(self.config.workspect_dir, workspect)
        return ToolContext(
            config=self.config,
            workspect=workspect or self.config.workspect_dir,
            cancel=cancel or threading.Event(),
            web_budget=WebBudget(self.config.web_budget),
            role=role,
            model=self.model,
            index=self.index,
            web=self.web,
        )

    def start_indexing(self) -> bool:
        """Index the user's folders in the background; search works meanwhile. With an embedder
        configured, the dense vectors follow the index in the background too."""
        started = self.index.start()
        if embedder_kind(self.config) != "none":
            knowledge_for(self.index, self.config)
        return started

    def close(self) -> None:
        self.turns.cancel_all()
        self.index.close()
        self.model.close()
        self.history.close()
