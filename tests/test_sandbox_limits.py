"""The limits a sandboxed command runs under, and how a limit it ran into is told."""
from __future__ import annotations

import signal

from engine.sandbox import limits


def test_prlimit_sets_every_limit_with_the_cpu_soft_limit_at_the_timeout():
    args = limits.rlimit_args(2.5)
    assert args[0] == limits.PRLIMIT and args[-1] == "--"
    assert {"--nproc=256", f"--as={1 << 30}", f"--fsize={256 << 20}", "--cpu=3:4", "--core=0"} <= set(args)


def test_each_limit_is_told_by_its_signal_or_the_words_printed():
    assert "compute for at most 20 s" in limits.limit_note(128 + signal.SIGXCPU, "", 20.0)
    assert "at most 256 MB" in limits.limit_note(128 + signal.SIGXFSZ, "", 20.0)
    assert "256 processes" in limits.limit_note(0, "bash: fork: retry: Resource temporarily unavailable", 20.0)
    assert "1024 MB of memory" in limits.limit_note(1, "Traceback ...\nMemoryError", 20.0)
    assert limits.limit_note(1, "grep: no such file", 20.0) == ""


def test_as_root_without_a_pids_cgroup_bash_stays_off(monkeypatch, tmp_path):
    monkeypatch.setattr(limits.os, "geteuid", lambda: 0)
    monkeypatch.setattr(limits, "PIDS_HIERARCHIES", (tmp_path / "pids", tmp_path))
    assert "does not limit root's processes" in limits.root_problem()
    with limits.process_cap() as launcher:
        assert launcher == []
    monkeypatch.setattr(limits.os, "geteuid", lambda: 1000)
    assert limits.root_problem() is None


def test_as_root_the_sandbox_joins_a_capped_cgroup_that_is_removed_afterwards(monkeypatch, tmp_path):
    hierarchy = tmp_path / "pids"
    hierarchy.mkdir()
    (hierarchy / "cgroup.procs").write_text("")
    monkeypatch.setattr(limits.os, "geteuid", lambda: 0)
    monkeypatch.setattr(limits, "PIDS_HIERARCHIES", (hierarchy,))
    with limits.process_cap() as launcher:
        group = hierarchy / launcher[-1].rsplit("/", 1)[-1]
        assert launcher[:2] == ["/bin/sh", "-c"] and (group / "pids.max").read_text() == "256"
        (group / "pids.max").unlink()  # what the kernel does for a real cgroup folder on rmdir
    assert not group.exists()
