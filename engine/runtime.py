"""Everything one Klang process runs on, built from one Config.

Both front ends (the web app and the terminal commands) start a Runtime;
tests build one with a scripted backend (and, where they need them, their own
index and web services). The Runtime owns every long-lived object: the model
queue, the history, the file index, the knowledge retriever and the web
services (their caches included). A change at run time goes through
`apply()`, which checks it, saves it and rebuilds what depends on it.
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
from engine.index.scope import indexed_roots
from engine.knowledge import build_knowledge
from engine.model_queue import ModelQueue
from engine.routing import route
from engine.settings import SAVED_FIELDS, SettingRefused, SettingsStore, check_root, checked_roots, to_json
from engine.tools import available_tools
from engine.tools.base import ToolContext, WebBudget
from engine.turns import TurnManager
from engine.web.services import WebServices, build_web_services
from engine.workspect_fs import WorkspectError, ensure_folder

INDEX_STOP_WAIT = 3.0  # seconds a running index pass gets to stop before one with new roots starts
MODEL_FIELDS = ("backend", "model_path", "base_url", "model_name")
WEB_FIELDS = ("web_enabled", "fetch_timeout", "fetch_max_bytes", "web_ttl", "web_cache_entries", "web_cache_bytes")


class Runtime:
    def __init__(self, config: Config, backend: Backend | None = None, web: WebServices | None = None,
                 index=None):
        self.config = config
        config.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        config.data_dir.chmod(0o700)  # conversations, the index and the tokens: the owner's eyes only
        config.workspect_dir.mkdir(parents=True, exist_ok=True)
        self.settings = SettingsStore(config.data_dir)
        self._apply_lock = threading.Lock()
        self.model = ModelQueue(backend or make_backend(config))
        self.history = HistoryStore(config.db_path)
        self.index = index if index is not None else open_index(config)
        self.knowledge = build_knowledge(self.index, config)
        self.web = web if web is not None else build_web_services(config)
        self.agents: dict[str, Agent] = {}
        self._build_agents()
        self.turns = TurnManager(self.history, self.agents, self.tool_context)

    def _build_agents(self) -> None:
        # Guests get their own agent: the tools they may use are all it knows of.
        self.tools = available_tools(self.config)
        self.agent = Agent(self.config, self.model, self.tools, router=route)
        self.agents.update(owner=self.agent,
                           guest=Agent(self.config, self.model, available_tools(self.config, "guest"), router=route))

    # -- changes at run time ---------------------------------------------------
    def apply(self, **changes) -> Config:
        """Check, save and apply the owner's changes (roots, bash, guests' access, the model).

        Raises SettingRefused (nothing changed) or engine.settings.SettingsError (not saved, nothing
        changed). New turns see the change at once; a turn already running finishes as it started.
        """
        with self._apply_lock:
            checked = self._checked(changes)
            self.settings.update(**checked)
            before, self.config = self.config, self.config.replace(**checked)
            self._rebuild(before)
            return self.config

    def add_root(self, text: str) -> Path:
        root = check_root(text, self.config)
        if root in self.config.roots:
            raise SettingRefused("root_already", f"{root} is indexed already.", path=str(root))
        self.apply(roots=(*self.config.roots, root))
        return root

    def remove_root(self, text: str) -> bool:
        """False when the folder was not a root (a stale page): nothing changes."""
        roots = tuple(root for root in self.config.roots if str(root) != text)
        if len(roots) == len(self.config.roots):
            return False
        self.apply(roots=roots)
        return True

    def _checked(self, changes: dict) -> dict:
        checked = dict(changes)
        for name, value in checked.items():
            read = SAVED_FIELDS.get(name)
            if read is None:
                raise SettingRefused("setting_unknown", f"{name} cannot be changed while Klang runs.", name=name)
            if value is not None and (read(to_json(value)) is None or _not_positive(value)):
                raise SettingRefused("setting_invalid", f"{value!r} is not a valid {name}.", name=name)
        if "roots" in checked:
            # Roots kept from before are not checked again: a folder that went away stays listed, unsearched.
            kept = tuple(root for root in checked["roots"] if Path(root) in self.config.roots)
            new = checked_roots([root for root in checked["roots"] if Path(root) not in kept], self.config)
            checked["roots"] = tuple(dict.fromkeys((*map(Path, kept), *new)))
        if "backend" in checked and checked["backend"] not in ("llama", "openai", "scripted"):
            raise SettingRefused("setting_invalid", f"Unknown backend {checked['backend']!r}.", name="backend")
        if checked.get("model_path") is not None:
            checked["model_path"] = Path(checked["model_path"]).expanduser().resolve()
        return checked

    def _rebuild(self, before: Config) -> None:
        config = self.config
        changed = {name for name in ("roots", "knowledge_dir", "embedder", *MODEL_FIELDS, *WEB_FIELDS)
                   if getattr(before, name) != getattr(config, name)}
        if changed & {"roots", "knowledge_dir"}:
            self.index.set_roots(indexed_roots(config))
            if self.index.progress().running:
                self.index.indexer.stop()
                self.index.indexer.wait(INDEX_STOP_WAIT)
            self.index.start()  # a new root is searched, a removed root's files are dropped
        if changed & {"roots", "knowledge_dir", "embedder"}:
            self.knowledge = build_knowledge(self.index, config)
        if changed & set(WEB_FIELDS):
            self.web = build_web_services(config)
        if changed & set(MODEL_FIELDS):
            self.model.switch(make_backend(config))
        self._build_agents()

    # -- what tools get ----------------------------------------------------------
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
            knowledge=self.knowledge,
        )

    def start_indexing(self) -> bool:
        """Index the user's folders in the background; search works meanwhile. With an embedder
        configured, the dense vectors follow the index in the background too."""
        started = self.index.start()
        dense = self.knowledge[1]
        if dense is not None:
            dense.refresh()
        return started

    def close(self) -> None:
        self.turns.cancel_all()
        self.index.close()
        self.model.close()
        self.history.close()


def _not_positive(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value <= 0
