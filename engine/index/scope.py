"""What the index walks, what it skips, and which paths a search may return."""
from __future__ import annotations

from pathlib import Path

from engine.config import Config
from engine.paths import sensitive_reason

# Folders never worth indexing: version control, dependencies, caches, OS internals.
SKIP_DIRS = frozenset(
    """.git .hg .svn node_modules __pycache__ .venv venv .tox .mypy_cache .pytest_cache .ruff_cache
    .cache cache caches Caches .Trash .Trashes $RECYCLE.BIN Library AppData site-packages .idea .vscode""".split()
) | {"System Volume Information"}
# Klang's own internals: never returned, even when a root contains them.
INTERNAL_DIRS = frozenset({".git", "__pycache__", "logs", ".venv", "node_modules"})


def indexed_roots(config: Config) -> tuple[Path, ...]:
    """The configured roots (default: Desktop, Documents, Downloads that exist) plus the knowledge folder."""
    roots = [Path(r) for r in config.roots]
    if config.knowledge_dir is not None and config.knowledge_dir.is_dir() and config.knowledge_dir not in roots:
        roots.append(config.knowledge_dir)
    return tuple(roots)


def is_sensitive(path: Path) -> bool:
    """Keys, .env files, browser profiles...: the same rule read_file applies (engine.paths)."""
    return sensitive_reason(path) is not None


def skip_dir(path: Path, data_dir: Path) -> bool:
    name = path.name
    return name.startswith(".") or name in SKIP_DIRS or is_sensitive(path) or path == data_dir


def is_internal(path: Path, data_dir: Path, knowledge_dir: Path | None = None) -> bool:
    """Klang's own files (its data dir, index, logs) and tool internals never reach the model.

    The knowledge folder lives in the data dir by default but holds the user's documents.
    """
    if knowledge_dir is not None and knowledge_dir in path.parents:
        return any(part in INTERNAL_DIRS for part in path.relative_to(knowledge_dir).parts[:-1])
    return path == data_dir or data_dir in path.parents or any(part in INTERNAL_DIRS for part in path.parts[:-1])


def allowed_result(path: Path, data_dir: Path, scope: Path | None = None, knowledge_dir: Path | None = None) -> bool:
    """The last check on every path a search returns: exists now, in scope, not sensitive, not internal."""
    if scope is not None and path != scope and scope not in path.parents:
        return False
    if is_sensitive(path) or is_internal(path, data_dir, knowledge_dir):
        return False
    try:
        return path.is_file()
    except OSError:
        return False
