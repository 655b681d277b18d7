"""Which files Klang may read: inside the indexed roots, the knowledge folder or workspect/, never a sensitive one.

Every tool that opens a user path goes through resolve_readable(). Symlinks
are resolved before any check, so a link inside a root cannot lead to
~/.ssh, and the sensitive-name check runs on the path as given and as
resolved. A LAN guest's Reach is smaller: their own workspect folder, and
the owner's folders only when the owner shares them; never workspect/
itself (the owner's and other guests' files) or Klang's data folder.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.config import Config

# Folders whose content is credentials or private browsing data.
SENSITIVE_FOLDERS = frozenset({
    ".ssh", ".gnupg", ".aws", ".azure", ".kube", ".docker", ".password-store", ".pki", ".gcloud",
    "keyrings", ".mozilla", ".thunderbird", "1password", "keepassxc", ".vault-token",
})
# Consecutive folder names (lower case) that mark a browser profile or a secret store.
SENSITIVE_SEQUENCES = (
    (".config", "google-chrome"), (".config", "chromium"), (".config", "bravesoftware"),
    (".config", "microsoft-edge"), (".config", "vivaldi"), (".config", "opera"), (".config", "gcloud"),
    ("snap", "firefox"), ("snap", "chromium"), ("application support", "google", "chrome"),
    ("application support", "firefox"), ("library", "keychains"), ("appdata", "local", "google", "chrome"),
)
SENSITIVE_NAMES = frozenset({
    "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", ".netrc", ".pgpass",
    ".git-credentials", ".npmrc", ".pypirc", "credentials", "credentials.json", "secrets.json",
    "login data", "cookies", "key4.db", "logins.json",
})
SENSITIVE_SUFFIXES = frozenset({".pem", ".key", ".p12", ".pfx", ".jks", ".keystore", ".kdbx", ".gpg", ".asc", ".ppk"})
ENV_EXAMPLES = frozenset({".env.example", ".env.sample", ".env.template", ".env.dist"})


class PathRefused(Exception):
    """Klang will not read this path; str(error) says why, for the user and the model."""


def sensitive_reason(path: Path) -> str | None:
    """Why this path must never be read, or None when it is not sensitive."""
    parts = [part.lower() for part in Path(path).parts]
    name = parts[-1] if parts else ""
    for part in parts[:-1]:
        if part in SENSITIVE_FOLDERS:
            return f"it is inside {part}/, which holds credentials or private data"
    for sequence in SENSITIVE_SEQUENCES:
        width = len(sequence)
        if any(tuple(parts[i:i + width]) == sequence for i in range(len(parts) - width + 1)):
            return "it is inside a browser profile or a password store"
    if name in SENSITIVE_FOLDERS:
        return f"{name} holds credentials or private data"
    if (name == ".env" or name.startswith(".env.") or name.endswith(".env")) and name not in ENV_EXAMPLES:
        return "it is an environment file (.env), which usually holds passwords and keys"
    if name in SENSITIVE_NAMES or Path(name).suffix in SENSITIVE_SUFFIXES:
        return "it is a key or credentials file"
    return None


def readable_roots(config: Config) -> tuple[Path, ...]:
    """The folders reads may come from: the indexed roots, the knowledge folder, workspect/."""
    knowledge = config.knowledge_dir or config.data_dir / "knowledge"
    roots = [*config.roots, knowledge, config.workspect_dir]
    return tuple(dict.fromkeys(Path(root).expanduser().resolve() for root in roots))


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def _deepest(path: Path, folders: tuple[Path, ...]) -> Path | None:
    return max((f for f in folders if _inside(path, f)), key=lambda f: len(f.parts), default=None)


@dataclass(frozen=True)
class Reach:
    """The folders one caller may read and search, and folders inside them kept from it.

    When a path lies in both, the deeper folder decides: a guest's own folder is
    inside the withheld workspect/, the knowledge folder inside the withheld data dir.
    """

    roots: tuple[Path, ...]
    withheld: tuple[Path, ...] = ()
    role: str = "owner"
    own: Path | None = None  # a guest's own workspect folder, which searches walk as well

    def allows(self, path: Path) -> bool:
        root = _deepest(Path(path), self.roots)
        held = _deepest(Path(path), self.withheld)
        return root is not None and (held is None or len(root.parts) > len(held.parts))

    def visible_roots(self) -> tuple[Path, ...]:
        return tuple(root for root in self.roots if self.allows(root))


def own_folder(workspect_dir: Path, folder: Path) -> Path | None:
    """`folder` (workspect/ or a guest's workspect/guests/<id>) resolved, unless a symlink sits between
    workspect/ and it: then it may lead anywhere, and nothing there is the caller's."""
    base = Path(workspect_dir).resolve()
    try:
        expected = base / Path(folder).relative_to(workspect_dir)
    except ValueError:
        return None
    return expected if Path(os.path.realpath(folder)) == expected else None


def reach_for(config: Config, role: str = "owner", workspect: Path | None = None,
              indexed: tuple[Path, ...] = ()) -> Reach:
    """What a caller may read: the owner, every readable root (and the index's); a guest, their own folder
    (`workspect`) and, when config.guest_owner_folders is on, the owner's folders."""
    owners = readable_roots(config) + tuple(Path(root).resolve() for root in indexed)
    if role == "owner":
        mine = readable_roots(config.replace(workspect_dir=workspect or config.workspect_dir))
        # Klang's own data (the index, the history, settings.json with the LAN tokens) is never read back,
        # even from a root that holds it; the knowledge folder inside it is deeper, so it stays readable.
        return Reach(tuple(dict.fromkeys(mine + owners)), (Path(config.data_dir).resolve(),))
    own = own_folder(config.workspect_dir, workspect) if workspect is not None else None
    shared = owners if config.guest_owner_folders else ()
    withheld = tuple(Path(folder).resolve() for folder in (config.workspect_dir, config.data_dir))
    return Reach(tuple(dict.fromkeys(((own,) if own else ()) + shared)), withheld, role, own)


def _refusal(text: str, reach: Reach) -> str:
    allowed = ", ".join(str(root) for root in reach.visible_roots()) or "none"
    if reach.role != "owner":
        return f"{text} is outside the folders a guest may read ({allowed})."
    return (f"{text} is outside the folders Klang may read ({allowed}). "
            "Ask the user to add its folder to the indexed roots, or use a file inside them.")


def resolve_readable(path: str | Path, config: Config, reach: Reach | None = None) -> Path:
    """The resolved path when this caller (default: the owner) may read it; PathRefused with a clear reason otherwise.

    A relative path is taken relative to workspect/ (config.workspect_dir: a guest's own folder for a guest).
    """
    text = str(path)
    if not text.strip() or "\x00" in text:
        raise PathRefused("The path is empty or contains a NUL byte. Try again with the full path of the file.")
    given = Path(text).expanduser()
    if not given.is_absolute():
        given = Path(config.workspect_dir) / given
    try:
        resolved = given.resolve()
    except (OSError, RuntimeError):
        raise PathRefused(f"{text} cannot be resolved (a symlink loop?).") from None
    for candidate in (given, resolved):
        reason = sensitive_reason(candidate)
        if reason:
            raise PathRefused(f"Klang does not read {text}: {reason}.")
    reach = reach or reach_for(config)
    if not reach.allows(resolved):
        raise PathRefused(_refusal(text, reach))
    return resolved
