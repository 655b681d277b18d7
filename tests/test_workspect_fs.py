"""The shared containment + atomic write: what lands where, what survives crashes and races."""
from __future__ import annotations

import errno
import multiprocessing
import os
import random
import signal
import tempfile
import time
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import workspect_fs
from engine.workspect_fs import (
    TEMP_SUFFIX,
    AlreadyExists,
    PathRefused,
    WriteFailed,
    ensure_folder,
    parse_relative,
    resolve_inside,
    write_atomic,
)
from tests.crash_writer import DONE, HALTED, check_version, version_bytes, write_until_killed


@pytest.fixture
def root(tmp_path) -> Path:
    folder = tmp_path / "workspect"
    folder.mkdir()
    return folder


@pytest.fixture
def outside(tmp_path) -> Path:
    """A sibling whose name starts like the root's: the classic prefix trick target."""
    folder = tmp_path / "workspect2"
    folder.mkdir()
    (folder / "keep.txt").write_text("outside")
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def temps(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.name.endswith(TEMP_SUFFIX)]


def test_new_file_is_written_and_missing_folders_are_created(root):
    report = write_atomic(root, "notes/2025/plan ไทย.md", "สวัสดี\n".encode())
    assert (root / "notes/2025/plan ไทย.md").read_text() == "สวัสดี\n"
    assert report.relative == "notes/2025/plan ไทย.md"
    assert report.created_folders == ("notes", "notes/2025")
    assert report.previous_size is None and temps(root) == []


def test_existing_file_is_refused_without_overwrite_and_left_alone(root):
    (root / "a.txt").write_text("old")
    with pytest.raises(AlreadyExists) as refused:
        write_atomic(root, "a.txt", b"new")
    assert refused.value.size_bytes == 3
    assert (root / "a.txt").read_text() == "old" and temps(root) == []


def test_overwrite_reports_the_old_content_and_keeps_permissions(root):
    (root / "a.txt").write_text("old\n")
    (root / "a.txt").chmod(0o600)
    report = write_atomic(root, "a.txt", b"new\n", overwrite=True)
    assert report.previous == b"old\n" and report.previous_size == 4
    assert (root / "a.txt").read_text() == "new\n"
    assert (root / "a.txt").stat().st_mode & 0o777 == 0o600


def test_a_folder_symlink_inside_the_root_is_refused(root, outside):
    (root / "docs").symlink_to(outside)
    before = snapshot(outside)
    with pytest.raises(PathRefused, match="symlink"):
        write_atomic(root, "docs/x.txt", b"x")
    with pytest.raises(PathRefused, match="symlink"):
        resolve_inside(root, "docs/x.txt")
    assert snapshot(outside) == before


def test_a_file_symlink_is_never_written_through(root, outside):
    (root / "link.txt").symlink_to(outside / "keep.txt")
    with pytest.raises(PathRefused, match="symlink"):
        write_atomic(root, "link.txt", b"x", overwrite=True)
    assert (outside / "keep.txt").read_text() == "outside"


def test_overwriting_a_hard_link_never_changes_the_file_outside(root, outside):
    os.link(outside / "keep.txt", root / "linked.txt")  # e.g. made earlier by a bash command
    write_atomic(root, "linked.txt", b"new", overwrite=True)
    assert (root / "linked.txt").read_bytes() == b"new"
    assert (outside / "keep.txt").read_text() == "outside"


def test_folder_swapped_for_a_symlink_after_the_check_is_not_followed(root, outside, monkeypatch):
    (root / "docs").mkdir()
    real_parse = workspect_fs.parse_relative

    def parse_then_swap(raw):
        parts = real_parse(raw)  # the text check passed; now an attacker swaps the folder
        (root / "docs").rmdir()
        (root / "docs").symlink_to(outside)
        return parts

    monkeypatch.setattr(workspect_fs, "parse_relative", parse_then_swap)
    before = snapshot(outside)
    with pytest.raises(PathRefused, match="symlink"):
        write_atomic(root, "docs/x.txt", b"x")
    assert snapshot(outside) == before


def test_folder_moved_outside_after_it_was_opened_is_detected(root, tmp_path, monkeypatch):
    (root / "docs").mkdir()
    moved = tmp_path / "elsewhere"

    def move_folder(folder_fd, now=None):
        (root / "docs").rename(moved)
        (root / "docs").symlink_to(moved)
        return 0

    monkeypatch.setattr(workspect_fs, "remove_stale_temps", move_folder)
    with pytest.raises(PathRefused, match="moved outside"):
        write_atomic(root, "docs/x.txt", b"x")
    assert list(moved.iterdir()) == []


def test_stale_temps_are_removed_by_the_next_write_and_fresh_ones_kept(root):
    (root / "sub").mkdir()
    stale = root / "sub" / f".a.txt.000000000000{TEMP_SUFFIX}"
    fresh = root / "sub" / f".a.txt.111111111111{TEMP_SUFFIX}"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"in progress")
    old = time.time() - workspect_fs.STALE_TEMP_SECONDS - 5
    os.utime(stale, (old, old))
    report = write_atomic(root, "sub/b.txt", b"b")
    assert report.stale_temps_removed == 1
    assert not stale.exists() and fresh.exists()


@pytest.mark.parametrize("failing", ["fsync", "replace", "link", "write"])
def test_a_disk_failure_keeps_the_old_file_and_removes_the_temp(root, monkeypatch, failing):
    (root / "a.txt").write_text("old")
    target = "a.txt" if failing != "link" else "new.txt"  # a new file is installed with link, not replace

    def broken(*args, **kwargs):
        code = errno.EIO if failing == "replace" else errno.ENOSPC
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(workspect_fs.os, failing, broken)
    with pytest.raises(WriteFailed, match="previous file is unchanged"):
        write_atomic(root, target, b"new content", overwrite=True)
    monkeypatch.undo()
    assert (root / "a.txt").read_text() == "old"
    assert sorted(p.name for p in root.iterdir()) == ["a.txt"]


def test_a_folder_sync_failure_says_the_new_content_is_already_in_place(root, monkeypatch):
    real_fsync = os.fsync
    calls = []

    def fsync_file_only(fd):
        calls.append(fd)
        if len(calls) > 1:  # the second fsync is the folder's, after the rename
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        real_fsync(fd)

    monkeypatch.setattr(workspect_fs.os, "fsync", fsync_file_only)
    with pytest.raises(WriteFailed, match="new content is in place"):
        write_atomic(root, "a.txt", b"new")
    monkeypatch.undo()
    assert (root / "a.txt").read_bytes() == b"new" and temps(root) == []


def test_two_writers_of_the_same_new_name_do_not_clobber(root, monkeypatch):
    real_previous = workspect_fs._previous

    def other_writer_wins(folder_fd, name, relative, overwrite):
        found = real_previous(folder_fd, name, relative, overwrite)
        (root / name).write_text("the other writer")  # appears after our existence check
        return found

    monkeypatch.setattr(workspect_fs, "_previous", other_writer_wins)
    with pytest.raises(AlreadyExists):
        write_atomic(root, "race.txt", b"ours")
    assert (root / "race.txt").read_text() == "the other writer" and temps(root) == []


@pytest.fixture
def memory_root(tmp_path):
    """A folder in RAM when the machine has one: a process kill tests atomicity, not the disk, and
    tmpfs keeps 1,000 fsynced writes fast even while other test suites load the disk."""
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() and os.access(shm, os.W_OK) else tmp_path) as folder:
        yield Path(folder)


def test_crash_at_random_moments_leaves_the_old_or_the_new_content(memory_root):
    """A child writing 256 KB versions is SIGKILLed at random points, and every eighth time in the
    middle of a write (it halts there and says so); the file is never torn."""
    root = memory_root
    rng = random.Random(2025)
    # forkserver: each child is a quick fork of a clean, preloaded process, not a fresh interpreter.
    processes = multiprocessing.get_context("forkserver")
    processes.set_forkserver_preload(["tests.crash_writer"])
    progress = processes.RawArray("q", 2)  # lock-free: a killed child must not die holding a lock
    write_atomic(root, "big.bin", version_bytes(0))
    acknowledged, kills, leftovers = 0, 0, 0
    while acknowledged < 1000:
        current = check_version((root / "big.bin").read_bytes())
        progress[DONE], progress[HALTED] = current, 0
        # Kill after a random number of finished writes, at a random point of the next ones.
        wanted = current + rng.randint(5, 35)
        halt_at = wanted + 1 if kills % 8 == 0 else None
        child = processes.Process(target=write_until_killed,
                                  args=(str(root), "big.bin", current + 1, progress, halt_at))
        child.start()
        if halt_at is None:
            while progress[DONE] < wanted and child.is_alive():
                time.sleep(0.0002)
            time.sleep(rng.uniform(0, 0.003))
        else:
            while progress[HALTED] != halt_at and child.is_alive():
                time.sleep(0.0002)
        child.kill()
        child.join()
        assert child.exitcode == -signal.SIGKILL, "the writer died on its own"
        child.close()
        kills += 1
        last_done = progress[DONE]
        acknowledged += last_done - current
        # Every acknowledged write is there; the one in flight may or may not have landed.
        assert check_version((root / "big.bin").read_bytes()) in (last_done, last_done + 1)
        leftovers = max(leftovers, len(temps(root)))
    assert kills >= 25 and leftovers > 0, f"{acknowledged} writes, {kills} kills, up to {leftovers} temp files left"
    old = time.time() - 120
    for temp in temps(root):
        os.utime(temp, (old, old))
    write_atomic(root, "big.bin", version_bytes(10_000), overwrite=True)
    assert temps(root) == [] and check_version((root / "big.bin").read_bytes()) == 10_000


_TRICKY = st.sampled_from(
    ["..", ".", "/", "\\", "~", ":", "C:", "a", "b.txt", "ไฟล์", "workspect2", "．", "／", "‥", "․", "＼",
     "%2e", "%2f", "\x00", " ", "CON", "nul", "COM¹", "\u202e", "x" * 300]
)
_PATHS = st.one_of(st.lists(_TRICKY, max_size=8).map("".join), st.text(max_size=40))


@settings(max_examples=200, deadline=None)
@given(raw=_PATHS)
def test_every_accepted_path_resolves_and_writes_inside_the_root(raw):
    with tempfile.TemporaryDirectory() as parent:
        root, sibling = Path(parent) / "workspect", Path(parent) / "workspect2"
        root.mkdir()
        sibling.mkdir()
        try:
            resolved = resolve_inside(root, raw)
        except PathRefused:
            with pytest.raises(PathRefused):
                write_atomic(root, raw, b"x")
            assert sorted(Path(parent).rglob("*")) == [root, sibling]
            return
        assert Path(os.path.realpath(resolved)).is_relative_to(Path(os.path.realpath(root)))
        report = write_atomic(root, raw, b"x")
        assert Path(os.path.realpath(report.path)).is_relative_to(Path(os.path.realpath(root)))
        assert report.path.read_bytes() == b"x" and list(sibling.iterdir()) == []


def test_parse_keeps_plain_thai_and_percent_names_literal():
    assert parse_relative("./รายงาน/สรุป ปี 2568.md") == ("รายงาน", "สรุป ปี 2568.md")
    assert parse_relative("%2e%2e%2fetc/passwd") == ("%2e%2e%2fetc", "passwd")


def test_the_nfd_spelling_of_a_name_is_the_same_file_not_a_look_alike_twin(root):
    """Before, 'résumé/café.md' typed as NFC and as NFD made two folders and two files that look the same."""
    nfc, nfd = (unicodedata.normalize(form, "résumé/café.md") for form in ("NFC", "NFD"))
    assert nfc != nfd
    write_atomic(root, nfc, b"first")
    with pytest.raises(AlreadyExists):
        write_atomic(root, nfd, b"second")
    report = write_atomic(root, nfd, b"second", overwrite=True)
    assert report.relative == nfc and report.previous == b"first"
    assert snapshot(root) == {nfc: b"second"}


def test_a_guest_folder_is_created_and_written_without_following_a_symlink(root, outside):
    (root / "guests").symlink_to(outside, target_is_directory=True)
    with pytest.raises(PathRefused):
        ensure_folder(root, root / "guests" / "0123456789abcdef")
    with pytest.raises(PathRefused):
        write_atomic(root, "notes.md", b"x", folder=root / "guests" / "0123456789abcdef")
    assert snapshot(outside) == {"keep.txt": b"outside"}


def test_a_guest_folder_is_made_inside_workspect_and_written_there(root):
    mine = ensure_folder(root, root / "guests" / "0123456789abcdef")
    report = write_atomic(root, "notes.md", b"mine", folder=mine)
    assert report.relative == "notes.md" and report.path == mine / "notes.md"
    assert snapshot(root) == {"guests/0123456789abcdef/notes.md": b"mine"}
    with pytest.raises(PathRefused):
        ensure_folder(root, root.parent / "elsewhere")
