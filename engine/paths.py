"""Which files Klang may read: inside the indexed roots, the knowledge folder or workspect/, never a sensitive one.

Every tool that opens a user path goes through resolve_readable(). Symlinks
are resolved before any check, so a link inside a root cannot lead to
~/.ssh, and the sensitive-name check runs on the path as given and as
resolved.
"""
from __future__ import annotations

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


def resolve_readable(path: str | Path, config: Config) -> Path:
    """The resolved path when Klang may read it; PathRefused with a clear reason otherwise.

    A relative path is taken relative to workspect/.
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
    roots = readable_roots(config)
    if not any(_inside(resolved, root) for root in roots):
        allowed = ", ".join(str(root) for root in roots)
        raise PathRefused(
            f"{text} is outside the folders Klang may read ({allowed}). "
            "Ask the user to add its folder to the indexed roots, or use a file inside them."
        )
    return resolved
