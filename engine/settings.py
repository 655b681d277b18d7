"""The owner's choices and the LAN tokens, kept in one file: data_dir/settings.json.

Whatever a person changes while Klang runs (the folders to index, the bash
switch, the model, whether guests see the owner's folders) and the LAN tokens
live here, so the terminal and the browser see the same Klang: load_config
layers the saved values over defaults, environment and flags, and
Runtime.apply is the one writer. The file is replaced atomically and kept
0600 (it holds the tokens). A damaged file is never overwritten silently: it
is copied aside, Klang starts on defaults, and `warning` says so.
"""
from __future__ import annotations

import json
import os
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from engine.paths import sensitive_reason
from engine.workspect_fs import WorkspectError, write_atomic

SETTINGS_FILE = "settings.json"
LEGACY_LAN_FILE = "lan.json"  # where LAN tokens were kept before this store
MAX_ROOTS = 20



def _kind(*types, convert=None):
    """A reader for one saved value: None when the JSON holds something else (hand-edited, older Klang)."""
    def read(value):
        if not isinstance(value, types) or isinstance(value, bool) is not (bool in types):
            return None
        return convert(value) if convert else value
    return read


# The Config fields a person may change at run time, each with the reader of its saved JSON value.
SAVED_FIELDS = {
    "roots": _kind(list, convert=lambda items: tuple(Path(item) for item in items if isinstance(item, str))),
    "bash_enabled": _kind(bool),
    "guest_owner_folders": _kind(bool),
    "backend": _kind(str),
    "model_path": _kind(str, convert=Path),
    "base_url": _kind(str),
    "model_name": _kind(str),
    "web_budget": _kind(int),
    "web_ttl": _kind(int, float, convert=float),
    "web_cache_entries": _kind(int),
    "web_cache_bytes": _kind(int),
    "fetch_timeout": _kind(int, float, convert=float),
    "fetch_max_bytes": _kind(int),
}

_locks: dict[Path, threading.Lock] = {}
_locks_guard = threading.Lock()


def _lock_for(path: Path) -> threading.Lock:
    """One lock per settings file in this process: two tabs saving at once must not lose a change."""
    with _locks_guard:
        return _locks.setdefault(path.resolve(), threading.Lock())


class SettingsError(Exception):
    """The settings could not be saved; str(error) says why."""


class SettingRefused(ValueError):
    """A value the owner gave cannot be used; `key` and `values` name the message (webapp.i18n has both languages)."""

    def __init__(self, key: str, message: str, **values):
        super().__init__(message)
        self.key = key
        self.values = values


@dataclass(frozen=True)
class Tokens:
    guest: str
    owner: str
    secret: str  # signs CSRF tokens and guest ids


class SettingsStore:
    def __init__(self, data_dir: Path):
        self.data_dir = Path(data_dir)
        self.path = self.data_dir / SETTINGS_FILE
        self.warning = ""  # set when a damaged file was put aside
        self._lock = _lock_for(self.path)

    def load(self) -> dict:
        """The saved settings ({} when none). A damaged file is copied aside once and {} returned."""
        with self._lock:
            return self._read()

    def saved_fields(self) -> dict:
        """The saved Config fields, typed as Config wants them; unknown or mistyped entries are ignored."""
        fields = {}
        for name, value in self.load().items():
            read = SAVED_FIELDS.get(name)
            value = read(value) if read else None
            if value is not None:
                fields[name] = value
        return fields

    def update(self, **changes) -> dict:
        """Save these Config fields (others in the file are kept); returns the whole new file."""
        unknown = set(changes) - set(SAVED_FIELDS)
        if unknown:
            raise SettingsError(f"Not a setting Klang keeps: {', '.join(sorted(unknown))}.")
        with self._lock:
            data = self._read()
            for name, value in changes.items():
                data[name] = to_json(value)
            self._write(data)
            return data

    def tokens(self, guest: str = "", owner: str = "") -> Tokens:
        """The LAN tokens: given ones (environment) win, else those kept here, else new ones (32 random bytes)."""
        with self._lock:
            data = self._read()
            stored = data.get("lan") if isinstance(data.get("lan"), dict) else self._legacy_tokens()
            tokens = Tokens(
                guest=guest or stored.get("guest") or secrets.token_urlsafe(32),
                owner=owner or stored.get("owner") or secrets.token_urlsafe(32),
                secret=stored.get("secret") or secrets.token_urlsafe(32),
            )
            wanted = {"guest": tokens.guest, "owner": tokens.owner, "secret": tokens.secret}
            if data.get("lan") != wanted:
                data["lan"] = wanted
                self._write(data)
            (self.data_dir / LEGACY_LAN_FILE).unlink(missing_ok=True)
            return tokens

    # -- the file ------------------------------------------------------------
    def _read(self) -> dict:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            return self._put_aside(f"it cannot be read ({exc})")
        if not isinstance(data, dict):
            return self._put_aside("it is not a settings file Klang wrote")
        return data

    def _put_aside(self, why: str) -> dict:
        """Keep the damaged file for the owner to look at; Klang goes on with defaults."""
        copy = self.path.with_name(f"{SETTINGS_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(self.path, copy)
        except OSError:
            copy = self.path
        self.warning = (f"Your settings file {self.path} was damaged ({why}); it was kept as {copy.name} and "
                        "Klang started with default settings.")
        return {}

    def _legacy_tokens(self) -> dict:
        try:
            stored = json.loads((self.data_dir / LEGACY_LAN_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return stored if isinstance(stored, dict) else {}

    def _write(self, data: dict) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        payload = json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")
        try:
            write_atomic(self.data_dir, SETTINGS_FILE, payload, overwrite=True)
            os.chmod(self.path, 0o600)  # it holds the LAN tokens
        except (WorkspectError, OSError) as exc:
            raise SettingsError(f"The settings could not be saved: {exc}.") from None


def to_json(value):
    if isinstance(value, (tuple, list)):
        return [str(item) for item in value]
    if isinstance(value, Path):
        return str(value)
    return value


def check_root(text: str, config) -> Path:
    """The folder the owner typed, resolved, or SettingRefused saying why not."""
    text = str(text).strip()
    if not text or "\x00" in text:
        raise SettingRefused("root_empty", "Type the full path of a folder.")
    given = Path(text).expanduser()
    if not given.is_absolute():
        raise SettingRefused("root_not_absolute", f"{text} is not a full path.", path=text)
    resolved = given.resolve()
    if not resolved.is_dir():
        raise SettingRefused("root_not_folder", f"{text} is not a folder.", path=text)
    if resolved == Path(resolved.anchor):
        raise SettingRefused("root_whole_disk", "The whole disk cannot be a root: pick a folder.")
    if sensitive_reason(given) or sensitive_reason(resolved):
        raise SettingRefused("root_sensitive", f"{text} holds keys or passwords.", path=text)
    home = Path.home().resolve()
    if resolved == home:
        # The home folder holds ~/.ssh, browser profiles and Klang's own data: pick its folders instead.
        raise SettingRefused("root_home", "Your whole home folder cannot be a root: add Documents, Desktop…",
                             path=text)
    data_dir = Path(config.data_dir).resolve()
    if resolved == data_dir or data_dir in resolved.parents:
        raise SettingRefused("root_internal", f"{text} holds Klang's own data.", path=text)
    return resolved


def checked_roots(roots, config) -> tuple[Path, ...]:
    """A whole new list of roots, each checked, without duplicates, at most MAX_ROOTS."""
    checked: list[Path] = []
    for root in roots:
        resolved = check_root(str(root), config)
        if resolved not in checked:
            checked.append(resolved)
    if len(checked) > MAX_ROOTS:
        raise SettingRefused("root_too_many", f"At most {MAX_ROOTS} folders.", n=MAX_ROOTS)
    return tuple(checked)
