"""The Workspect panel: the files Klang wrote, with size and time, a preview and a download.

A download is confined twice: the path text must be a plain relative path
with no symlink in it (engine.workspect_fs.resolve_inside), and the file
actually opened (O_NOFOLLOW) must still be inside workspect/ as the kernel
sees it, so a folder swapped for a symlink after the check is refused too.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from flask import Blueprint, abort, g, request, send_file

from engine.paths import own_folder
from engine.workspect_fs import TEMP_SUFFIX, WorkspectError, resolve_inside
from webapp import current_runtime
from webapp.panels import render_panel
from webapp.security import guest_workspect

bp = Blueprint("workspect", __name__)

MAX_FILES = 200


@dataclass(frozen=True)
class WorkspectFile:
    relative: str
    path: Path
    size: int
    modified: float


def list_files(root: Path) -> tuple[list[WorkspectFile], int]:
    """Up to MAX_FILES files, newest first, and how many there are in all (symlinks, hidden and temp files left out)."""
    found = []
    for path in root.rglob("*"):
        relative = path.relative_to(root)
        if any(part.startswith(".") for part in relative.parts) or path.name.endswith(TEMP_SUFFIX):
            continue
        if path.is_symlink() or not path.is_file():
            continue
        info = path.stat()
        found.append(WorkspectFile(relative.as_posix(), path, info.st_size, info.st_mtime))
    found.sort(key=lambda item: (-item.modified, item.relative))
    return found[:MAX_FILES], len(found)


def _folder() -> Path | None:
    """A LAN guest sees and downloads only from their own folder, where their turns write;
    None when a symlink was planted on the way to it (it could lead anywhere)."""
    config = current_runtime().config
    folder = guest_workspect(config, g.user) if g.get("role") == "guest" else config.workspect_dir
    return own_folder(config.workspect_dir, folder)


@bp.get("/panels/workspect")
def workspect_panel():
    root = _folder()
    files, total = list_files(root) if root is not None and root.is_dir() else ([], 0)
    return render_panel("panels/_workspect.html", files=files, total=total, root=root)


def _open_confined(root: Path | None, raw: str) -> tuple[int, Path]:
    if root is None:
        abort(404)
    real_root = Path(os.path.realpath(root))
    try:
        candidate = resolve_inside(real_root, raw)
        fd = os.open(candidate, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except (WorkspectError, OSError):
        abort(404)
    opened = _opened_path(fd, candidate)
    if not opened.is_relative_to(real_root) or not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        abort(404)
    return fd, candidate


def _opened_path(fd: int, candidate: Path) -> Path:
    """Where the open file really is: /proc tells on Linux; elsewhere, the resolved name."""
    try:
        return Path(os.readlink(f"/proc/self/fd/{fd}"))
    except OSError:
        return Path(os.path.realpath(candidate))


@bp.get("/workspect/download")
def download():
    fd, path = _open_confined(_folder(), request.args.get("path", ""))
    return send_file(os.fdopen(fd, "rb"), as_attachment=True, download_name=path.name)
