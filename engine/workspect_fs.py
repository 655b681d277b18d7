"""Write files inside one folder (workspect/, a guest's subfolder) and nowhere else.

Two layers, both needed:
1. The path text is judged on its own: no `..`, no absolute, home, drive or
   UNC forms, no device names, no look-alikes that normalise into those.
2. The folders are then walked one name at a time through directory file
   descriptors opened with O_NOFOLLOW, so a folder swapped for a symlink
   between the check and the write makes the write fail instead of escaping.
The file itself is replaced atomically: a temp file in the same folder,
fsync, rename, fsync of the folder. A reader sees the old or the new content,
never a mix, whatever moment the process dies at.
A guest's folder (workspect/guests/<id>) is reached the same way from
workspect/ itself: a planted symlink on the way refuses the write instead of
moving it. Names are stored NFC-normalised, so the NFD spelling of a name
is the same file, not a look-alike twin.
"""
from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import time
import unicodedata
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

TEMP_SUFFIX = ".klang-tmp"  # list_workspect hides these names
STALE_TEMP_SECONDS = 60.0
MAX_PATH_CHARS = 1024
MAX_DEPTH = 16
MAX_NAME_BYTES = 255
MAX_PREVIOUS_BYTES = 4 * 1024 * 1024  # old content kept for the diff summary only up to this

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC
_RESERVED = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
_RESERVED |= {f"{kind}{n}" for kind in ("COM", "LPT") for n in "0123456789"}
_WINDOWS_FORBIDDEN = set('<>:"|?*\\/')
_BIDI_CONTROLS = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}
_DRIVE = re.compile(r"^[A-Za-z]:")


class WorkspectError(Exception):
    """Base of every refusal or failure; the message is written for a person (or the model)."""


class PathRefused(WorkspectError):
    """The path is not a plain relative path inside the folder; nothing was written."""


class AlreadyExists(WorkspectError):
    def __init__(self, relative: str, size_bytes: int):
        super().__init__(f"{relative} already exists ({size_bytes} bytes)")
        self.relative = relative
        self.size_bytes = size_bytes


class WriteFailed(WorkspectError):
    """The disk refused (full, I/O error...). The previous file is untouched unless said otherwise."""


@dataclass(frozen=True)
class WriteReport:
    path: Path  # absolute path of the written file
    relative: str  # the same, relative to the folder, with forward slashes
    size_bytes: int
    previous: bytes | None  # old content when it was replaced (None if new, or too large to keep)
    previous_size: int | None  # old size in bytes when it was replaced
    created_folders: tuple[str, ...]
    stale_temps_removed: int


def _check_name(name: str) -> None:
    """One path component, as typed or after NFKC (look-alikes such as ／ or ․․ fold into / and ..)."""
    if name == "..":
        raise PathRefused("'..' (going up a folder) is not allowed")
    bad = sorted(c for c in set(name) if c in _WINDOWS_FORBIDDEN or ord(c) < 32 or c in _BIDI_CONTROLS)
    if bad:
        raise PathRefused(f"{name!r} contains characters not allowed in file names: {''.join(bad)!r}")
    if name.startswith("~"):
        raise PathRefused(f"{name!r}: home-folder paths (~) are not allowed")
    if name.startswith("."):
        raise PathRefused(f"{name!r}: hidden names (starting with '.') are not allowed")
    if name.endswith((".", " ")):
        raise PathRefused(f"{name!r} ends with a dot or a space")
    if name.split(".")[0].rstrip(" ").upper() in _RESERVED:
        raise PathRefused(f"{name!r} is a reserved device name (CON, NUL, COM1...)")
    if name.endswith(TEMP_SUFFIX):
        raise PathRefused(f"{name!r} ends with {TEMP_SUFFIX}, which Klang uses for temp files")
    if len(name.encode("utf-8")) > MAX_NAME_BYTES:
        raise PathRefused(f"the name {name[:40]!r}... is too long")


def parse_relative(raw: str) -> tuple[str, ...]:
    """The components of a plain relative path, or PathRefused saying what is wrong."""
    if not raw or not raw.strip():
        raise PathRefused("the path is empty")
    raw = unicodedata.normalize("NFC", raw)
    if "\x00" in raw:
        raise PathRefused("the path contains a NUL byte")
    if len(raw) > MAX_PATH_CHARS:
        raise PathRefused(f"the path is longer than {MAX_PATH_CHARS} characters")
    folded = unicodedata.normalize("NFKC", raw)
    for form in {raw, folded}:
        if form.startswith(("/", "\\")):
            raise PathRefused("absolute paths (and \\\\server\\share forms) are not allowed")
        if _DRIVE.match(form):
            raise PathRefused("Windows drive paths (C:...) are not allowed")
    if raw.endswith("/"):
        raise PathRefused("the path names a folder, not a file")
    parts = tuple(part for part in raw.split("/") if part not in ("", "."))
    if not parts:
        raise PathRefused("the path names no file")
    if len(parts) > MAX_DEPTH:
        raise PathRefused(f"the path is more than {MAX_DEPTH} folders deep")
    for part in parts:
        _check_name(part)
        _check_name(unicodedata.normalize("NFKC", part))
    return parts


def resolve_inside(root: Path, raw: str) -> Path:
    """The absolute path `raw` names inside root, refused if any existing component is a symlink."""
    real_root = Path(os.path.realpath(root))
    candidate = real_root
    for part in parse_relative(raw):
        candidate = candidate / part
        if candidate.is_symlink():
            raise PathRefused(f"{part!r} is a symlink; Klang never writes through symlinks")
    if not Path(os.path.realpath(candidate)).is_relative_to(real_root):
        raise PathRefused("the path leads outside the folder")
    return candidate


def _open_folder(parent_fd: int, name: str) -> tuple[int, bool]:
    """Open (creating if missing) one sub-folder without ever following a symlink."""
    created = False
    try:
        os.mkdir(name, 0o755, dir_fd=parent_fd)
        created = True
    except FileExistsError:
        pass
    try:
        return os.open(name, _DIR_FLAGS | os.O_NOFOLLOW, dir_fd=parent_fd), created
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            raise PathRefused(f"{name!r} is a symlink or a file, not a folder") from None
        raise


def _check_fd_inside(folder_fd: int, real_root: Path) -> None:
    """The folder we are about to write in, as the kernel sees it now, is still inside root."""
    link = f"/proc/self/fd/{folder_fd}"
    if os.path.exists(link) and not Path(os.readlink(link)).is_relative_to(real_root):
        raise PathRefused("a folder on the path was moved outside the folder")


def _previous(folder_fd: int, name: str, relative: str, overwrite: bool) -> tuple[os.stat_result | None, bytes | None]:
    try:
        info = os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None, None
    if stat.S_ISLNK(info.st_mode):
        raise PathRefused(f"{relative} is a symlink; Klang never writes through symlinks")
    if not stat.S_ISREG(info.st_mode):
        raise PathRefused(f"{relative} is a folder or a special file, not a file")
    if not overwrite:
        raise AlreadyExists(relative, info.st_size)
    if info.st_size > MAX_PREVIOUS_BYTES:
        return info, None
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=folder_fd)
    with os.fdopen(fd, "rb") as old:
        return info, old.read(MAX_PREVIOUS_BYTES + 1)


def remove_stale_temps(folder_fd: int, now: float | None = None) -> int:
    """Delete temp files left by a crashed write (older than a minute: a live writer is never that slow)."""
    now = time.time() if now is None else now
    removed = 0
    with os.scandir(folder_fd) as entries:
        for entry in entries:
            if not entry.name.endswith(TEMP_SUFFIX):
                continue
            with suppress(FileNotFoundError):  # another writer cleaned it first
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                    os.unlink(entry.name, dir_fd=folder_fd)
                    removed += 1
    return removed


def _temp_name(name: str) -> str:
    stem = name.encode("utf-8")[:100].decode("utf-8", errors="ignore")
    return f".{stem}.{secrets.token_hex(6)}{TEMP_SUFFIX}"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    os.fsync(fd)  # unbuffered os.write needs no flush; fsync puts the bytes on disk before the rename


def _install(folder_fd: int, temp: str, name: str, relative: str, replace: bool) -> None:
    if replace:
        os.replace(temp, name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)
        return
    try:
        # A hard link never replaces: if another writer created the name since our check, we lose cleanly.
        os.link(temp, name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)
    except FileExistsError:
        info = os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
        raise AlreadyExists(relative, info.st_size) from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.EMLINK, errno.EXDEV):
            raise
        os.replace(temp, name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)  # filesystems without hard links
        return
    with suppress(OSError):  # the new name is in place; a leftover temp is cleaned as stale later
        os.unlink(temp, dir_fd=folder_fd)


def _write_new_version(folder_fd: int, name: str, relative: str, data: bytes, previous) -> None:
    temp = _temp_name(name)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644, dir_fd=folder_fd)
    try:
        try:
            if previous is not None:
                os.fchmod(fd, stat.S_IMODE(previous.st_mode))  # replacing keeps the file's permissions
            _write_all(fd, data)
        finally:
            os.close(fd)
        _install(folder_fd, temp, name, relative, replace=previous is not None)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp, dir_fd=folder_fd)
        raise


def _sync_folder(folder_fd: int) -> None:
    try:
        os.fsync(folder_fd)  # makes the rename itself survive a power cut
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.EOPNOTSUPP):  # filesystems that cannot sync folders
            message = f"the new content is in place but the folder could not be synced ({exc.strerror})"
            raise WriteFailed(message) from None


def _sub_folder(root: Path, folder: Path) -> tuple[str, ...]:
    """The names leading from root to folder (a guest's workspect/guests/<id>), each a plain name."""
    try:
        names = Path(folder).relative_to(root).parts
    except ValueError:
        raise PathRefused(f"{folder} is not inside {root}") from None
    for name in names:
        _check_name(name)
    return names


def ensure_folder(root: Path, folder: Path) -> Path:
    """Create folder (inside root) one name at a time, never through a symlink; PathRefused otherwise."""
    names = _sub_folder(root, folder)
    real_root = Path(os.path.realpath(root))
    open_fds: list[int] = []
    try:
        open_fds.append(os.open(real_root, _DIR_FLAGS))
        for name in names:
            open_fds.append(_open_folder(open_fds[-1], name)[0])
        _check_fd_inside(open_fds[-1], real_root)
    except OSError as exc:
        raise WriteFailed(f"could not create {folder}: {exc.strerror or exc}") from None
    finally:
        for fd in open_fds:
            os.close(fd)
    return real_root.joinpath(*names)


def write_atomic(root: Path, raw: str, data: bytes, overwrite: bool = False, folder: Path | None = None) -> WriteReport:
    """Write data to root/raw atomically; refuse anything that could land outside root.

    folder: a sub-folder of root the path is relative to (a guest's); it is walked from root
    like the path itself, so neither can lead outside through a symlink.
    """
    parts = parse_relative(raw)
    relative = "/".join(parts)
    under = _sub_folder(root, folder) if folder is not None else ()
    real_root = Path(os.path.realpath(root))
    open_fds: list[int] = []
    created: list[str] = []
    try:
        try:
            open_fds.append(os.open(real_root, _DIR_FLAGS))
            for name in under:
                open_fds.append(_open_folder(open_fds[-1], name)[0])
            for depth, name in enumerate(parts[:-1], start=1):
                folder_fd, made = _open_folder(open_fds[-1], name)
                open_fds.append(folder_fd)
                if made:
                    created.append("/".join(parts[:depth]))
            folder_fd = open_fds[-1]
            previous, previous_bytes = _previous(folder_fd, parts[-1], relative, overwrite)
            removed = remove_stale_temps(folder_fd)
            _check_fd_inside(folder_fd, real_root.joinpath(*under))  # last: the smallest window for a moved folder
            _write_new_version(folder_fd, parts[-1], relative, data, previous)
        except OSError as exc:
            message = f"could not write {relative}: {exc.strerror or exc}; the previous file is unchanged"
            raise WriteFailed(message) from None
        _sync_folder(folder_fd)
    finally:
        for fd in open_fds:
            os.close(fd)
    return WriteReport(
        path=real_root.joinpath(*under, *parts),
        relative=relative,
        size_bytes=len(data),
        previous=previous_bytes,
        previous_size=None if previous is None else previous.st_size,
        created_folders=tuple(created),
        stale_temps_removed=removed,
    )
