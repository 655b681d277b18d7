"""The user's choices that outlive the process, kept in data_dir/settings.json.

Config is frozen and built from defaults, environment and flags; what the
user changes in a panel (today: the indexed roots) is saved here and applied
to the running Runtime. The file is replaced atomically, and other keys in it
are kept as they are.
"""
from __future__ import annotations

import json
import threading
from pathlib import Path

from engine.index.scope import indexed_roots
from engine.paths import sensitive_reason
from engine.workspect_fs import WorkspectError, write_atomic

SETTINGS_FILE = "settings.json"
MAX_ROOTS = 20
_lock = threading.Lock()  # one change at a time: two tabs adding roots must not lose one


class SettingsError(Exception):
    """The settings file cannot be read or written; str(error) says why."""


class RootRefused(Exception):
    """A root the user typed cannot be used; `key` and `values` name the message in webapp.i18n."""

    def __init__(self, key: str, **values):
        super().__init__(key)
        self.key = key
        self.values = values


def load_settings(data_dir: Path) -> dict:
    """The saved settings; {} when there is no file yet, SettingsError when it is damaged."""
    path = Path(data_dir) / SETTINGS_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise SettingsError(f"{path} cannot be read ({exc}); it is left untouched.") from None
    if not isinstance(data, dict) or not isinstance(data.get("roots", []), list):
        raise SettingsError(f"{path} is not a settings file Klang wrote; it is left untouched.")
    return data


def save_settings(data_dir: Path, settings: dict) -> None:
    data = json.dumps(settings, ensure_ascii=False, indent=2).encode("utf-8")
    try:
        write_atomic(Path(data_dir), SETTINGS_FILE, data, overwrite=True)
    except WorkspectError as exc:
        raise SettingsError(f"The settings could not be saved: {exc}.") from None


def apply_roots(runtime, roots: tuple[Path, ...]) -> None:
    """Reads (engine.paths), bash and the index all take their roots from runtime.config."""
    runtime.reconfigure(roots=roots)
    runtime.index.set_roots(indexed_roots(runtime.config))


def restore_settings(runtime) -> None:
    """At start-up: the roots and the bash switch saved from the panels replace the configured ones."""
    try:
        settings = load_settings(runtime.config.data_dir)
    except SettingsError:
        return  # the panel shows the problem; the configured settings stay in use
    if isinstance(settings.get("bash_enabled"), bool):
        runtime.reconfigure(bash_enabled=settings["bash_enabled"])
    if settings.get("roots") is not None:
        apply_roots(runtime, tuple(Path(root) for root in settings["roots"] if isinstance(root, str)))


def set_bash(runtime, enabled: bool) -> None:
    """The owner's switch: off removes the bash tool from every agent at once."""
    with _lock:
        settings = load_settings(runtime.config.data_dir)
        settings["bash_enabled"] = enabled
        save_settings(runtime.config.data_dir, settings)
        runtime.reconfigure(bash_enabled=enabled)


def check_root(text: str, config) -> Path:
    """The folder the user typed, resolved, or RootRefused saying why not."""
    text = text.strip()
    if not text or "\x00" in text:
        raise RootRefused("root_empty")
    given = Path(text).expanduser()
    if not given.is_absolute():
        raise RootRefused("root_not_absolute", path=text)
    resolved = given.resolve()
    if not resolved.is_dir():
        raise RootRefused("root_not_folder", path=text)
    if resolved == Path(resolved.anchor):
        raise RootRefused("root_whole_disk")
    if sensitive_reason(given) or sensitive_reason(resolved):
        raise RootRefused("root_sensitive", path=text)
    data_dir = Path(config.data_dir).resolve()
    if resolved == data_dir or data_dir in resolved.parents:
        raise RootRefused("root_internal", path=text)
    if resolved in config.roots:
        raise RootRefused("root_already", path=str(resolved))
    return resolved


def add_root(runtime, text: str) -> Path:
    with _lock:
        root = check_root(text, runtime.config)
        if len(runtime.config.roots) >= MAX_ROOTS:
            raise RootRefused("root_too_many", n=MAX_ROOTS)
        _save_roots(runtime, (*runtime.config.roots, root))
        return root


def remove_root(runtime, text: str) -> bool:
    """False when the folder was not a root (a stale page): nothing changes."""
    with _lock:
        roots = tuple(root for root in runtime.config.roots if str(root) != text)
        if len(roots) == len(runtime.config.roots):
            return False
        _save_roots(runtime, roots)
        return True


def _save_roots(runtime, roots: tuple[Path, ...]) -> None:
    settings = load_settings(runtime.config.data_dir)
    settings["roots"] = [str(root) for root in roots]
    save_settings(runtime.config.data_dir, settings)
    apply_roots(runtime, roots)
