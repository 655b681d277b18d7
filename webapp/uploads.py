"""Files a user attaches to the chat: copied into workspect/uploads/, where the turn reads them with
read_file like any other file (same readers, same secret scan)."""
from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from flask import Blueprint, g, render_template, request
from werkzeug.exceptions import RequestEntityTooLarge

from engine.workspect_fs import AlreadyExists, WorkspectError, resolve_inside, write_atomic
from webapp import current_runtime
from webapp.security import guest_workspect

bp = Blueprint("uploads", __name__)

UPLOADS = "uploads"
MAX_FILES = 5  # per message, as the composer allows
_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")


def workspect_of(config, user: str, role: str) -> Path:
    """Where this user's files go: a guest has a folder of their own."""
    return guest_workspect(config, user) if role == "guest" else config.workspect_dir


def max_bytes() -> int:
    """A file larger than the indexer reads is not read in a chat either."""
    return int(current_runtime().config.index_max_file_mb * 1024 * 1024)


def clean_name(filename: str) -> str:
    """The file's own name (any folders the browser sent dropped), without characters a path cannot hold."""
    name = _UNSAFE.sub("_", PurePosixPath(filename.replace("\\", "/")).name).strip(" .")
    return name[:120] or "upload"


def _save(root: Path, name: str, data: bytes) -> str:
    """Write under uploads/ without replacing an earlier upload of the same name: "name (2).ext"."""
    stem, dot, ext = name.rpartition(".") if "." in name.lstrip(".") else (name, "", "")
    for n in range(1, 1000):
        candidate = name if n == 1 else f"{stem} ({n}){dot}{ext}"
        try:
            return write_atomic(root, f"{UPLOADS}/{candidate}", data).relative
        except AlreadyExists:
            continue
    raise WorkspectError("too many files of that name in uploads/")


@bp.post("/upload")
def upload():
    limit = max_bytes()
    request.max_content_length = limit * MAX_FILES + 64 * 1024
    try:
        files = [f for f in request.files.getlist("file") if f.filename]
    except RequestEntityTooLarge:
        return _error("upload_too_large", 413, mb=f"{limit / 1024 / 1024:.0f}")
    if not files:
        return _error("upload_none", 400)
    if len(files) > MAX_FILES:
        return _error("upload_too_many", 400, n=MAX_FILES)
    root = workspect_of(current_runtime().config, g.get("user", "owner"), g.get("role", "owner"))
    root.mkdir(parents=True, exist_ok=True)
    saved = []
    for file in files:
        data = file.read(limit + 1)
        if len(data) > limit:
            return _error("upload_too_large", 413, mb=f"{limit / 1024 / 1024:.0f}")
        try:
            saved.append(_save(root, clean_name(file.filename), data))
        except WorkspectError as exc:
            return _error("upload_failed", 422, reason=str(exc))
    return render_template("partials/_attachments.html", saved=saved)


def _error(key: str, status: int, **values):
    return render_template("partials/_attachments.html", saved=(), error=key, values=values), status


def attached_path(root: Path, name: str) -> Path | None:
    """The uploaded file `name` (as /upload returned it) in workspect `root`, or None if it is not one."""
    parts = PurePosixPath(name).parts
    if len(parts) != 2 or parts[0] != UPLOADS:
        return None
    try:
        path = resolve_inside(root, name)
    except WorkspectError:
        return None
    return path if path.is_file() else None
