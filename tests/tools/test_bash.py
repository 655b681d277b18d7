"""bash in a real bubblewrap sandbox: what a command can see, change, reach and leak."""
from __future__ import annotations

import socket
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine.sandbox import limits
from engine.tools import bash as bash_module
from engine.tools.base import ToolContext, ToolError
from engine.tools.bash import SPEC, bash
from engine.tools.runner import run_tool
from tests.gated import GUARD_SECONDS, wait_for


@pytest.fixture
def documents(tmp_path) -> Path:
    folder = tmp_path / "home" / "Documents"
    folder.mkdir(parents=True)
    (folder / "report.txt").write_text("quarterly numbers\n")
    return folder


@pytest.fixture
def ctx(config, documents) -> ToolContext:
    config = config.replace(roots=(documents,), bash_timeout=10.0)
    return ToolContext(config=config, workspect=config.workspect_dir)


def test_spec_is_owner_only_and_matches_the_function():
    SPEC.check()
    assert SPEC.owner_only is True
    assert "✅" in SPEC.description and "❌" in SPEC.description and "หาไฟล์" in SPEC.description


def test_echo_runs_in_workspect(ctx):
    result = bash(ctx, "echo สวัสดี hello; pwd")
    assert result.text == f"$ echo สวัสดี hello; pwd\nสวัสดี hello\n{ctx.workspect}\n\n[exit code 0, {result.data['duration']:.1f} s]"
    assert result.data["exit_code"] == 0 and result.data["truncated"] is False and result.data["stopped"] is None


def test_a_failing_command_reports_its_exit_code(ctx):
    result = bash(ctx, "echo oops >&2; exit 3")
    assert result.data["exit_code"] == 3 and "oops" in result.text and "[exit code 3," in result.text


def test_files_created_in_workspect_are_there_afterwards(ctx):
    bash(ctx, "mkdir -p out && printf 'a\\nb\\n' > out/list.txt")
    assert (ctx.workspect / "out" / "list.txt").read_text() == "a\nb\n"


def test_roots_are_read_only_and_everything_else_is_hidden(ctx, documents, tmp_path):
    data_file = ctx.config.data_dir / "klang.sqlite3"
    data_file.parent.mkdir(parents=True, exist_ok=True)
    data_file.write_text("private")
    result = bash(ctx, f"cat {documents}/report.txt; echo x > {documents}/new.txt; echo x > {tmp_path}/escape.txt; "
                       f"cat {data_file}; ls /root {tmp_path}/home")
    assert "quarterly numbers" in result.text
    assert "Read-only file system" in result.text
    assert "No such file or directory" in result.text and result.data["exit_code"] != 0
    assert not (documents / "new.txt").exists() and not (tmp_path / "escape.txt").exists()
    assert "private" not in result.data["output"]  # Klang's data folder is hidden


def test_the_network_is_unreachable_from_inside(ctx):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(0.3)
        port = listener.getsockname()[1]
        result = bash(ctx, f"(exec 3<>/dev/tcp/127.0.0.1/{port}) && echo CONNECTED || echo REFUSED")
        with pytest.raises(socket.timeout):
            listener.accept()  # nothing from the sandbox ever arrived
    lines = result.data["output"].splitlines()
    assert "REFUSED" in lines and "CONNECTED" not in lines
    interfaces = bash(ctx, "tail -n +3 /proc/net/dev | cut -d: -f1").data["output"].split()
    assert interfaces == ["lo"]


def test_the_environment_carries_no_secrets_of_the_parent(ctx, monkeypatch):
    monkeypatch.setenv("KLANG_API_KEY", "sk-parent-secret-value-123456")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY")
    result = bash(ctx, "env")
    assert "KLANG_API_KEY" not in result.text and "AWS_SECRET" not in result.text
    assert "sk-parent" not in result.text and f"HOME={ctx.workspect}" in result.text


def test_a_secret_in_the_output_is_withheld(ctx):
    result = bash(ctx, "printf 'AKIA%s\\n' IOSFODNN7QWERTYZ")
    assert "AKIAIOSFODNN7QWERTYZ" not in result.text and "AWS access key" in result.text
    assert result.data["secret_withheld"] is True and "AKIA" not in result.data["output"]


def test_a_secret_in_the_command_is_not_echoed_back(ctx):
    result = bash(ctx, "echo AKIAIOSFODNN7QWERTYZ > key.txt")
    assert "AKIAIOSFODNN7QWERTYZ" not in str(result.text) + str(result.data)
    assert (ctx.workspect / "key.txt").read_text() == "AKIAIOSFODNN7QWERTYZ\n"


def test_long_output_keeps_its_head_and_tail(ctx):
    result = bash(ctx, "seq 1 200000")
    output = result.data["output"]
    assert result.data["truncated"] is True and result.data["output_bytes"] == 1288895
    assert output.startswith("1\n2\n3\n") and output.rstrip().endswith("199999\n200000")
    assert "bytes of output cut here" in output and len(output) < 13_000


def _clock_that_jumps_once_output_is_read(monkeypatch) -> None:
    """bash's clock stands still until the command's first output has been read, then jumps an hour on:
    the timeout fires right after that output, however long the sandbox took to start."""
    printed = threading.Event()
    read = bash_module._Output.add

    def add(output, chunk: bytes) -> None:
        read(output, chunk)
        printed.set()

    monkeypatch.setattr(bash_module._Output, "add", add)
    monkeypatch.setattr(bash_module, "time", SimpleNamespace(
        monotonic=lambda: 3600.0 if printed.is_set() else 0.0, sleep=time.sleep))


def test_a_command_past_the_timeout_is_killed(ctx, monkeypatch):
    ctx.config = ctx.config.replace(bash_timeout=0.5)
    _clock_that_jumps_once_output_is_read(monkeypatch)
    box = {}
    worker = threading.Thread(target=lambda: box.update(result=bash(ctx, "echo started; sleep 1000.7373")))
    worker.start()
    try:
        worker.join(timeout=GUARD_SECONDS)
        assert not worker.is_alive(), "bash waited for the command instead of killing it at the timeout"
    finally:
        ctx.cancel.set()
        worker.join()
    result = box["result"]
    assert result.data["stopped"] == "timeout" and result.data["exit_code"] is None
    assert "started" in result.text and "longer than 0.5 s" in result.text
    wait_for(lambda: _processes_with("1000.7373") == [], "the timed-out command was killed")


def _processes_with(marker: str) -> list[str]:
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker in cmdline.read_bytes().decode(errors="replace"):
                found.append(cmdline.parent.name)
        except OSError:
            continue  # the process ended while we looked
    return found


def test_stop_kills_the_process_group_with_its_background_children(ctx):
    ticks = ctx.workspect / "ticks"
    command = "(while true; do echo tick >> ticks; sleep 0.05; done) & sleep 1000.4242"
    box = {}
    worker = threading.Thread(target=lambda: box.update(result=bash(ctx, command)))
    worker.start()
    wait_for(lambda: ticks.exists() and ticks.stat().st_size > 10, "the background loop ticked")
    assert _processes_with("1000.4242"), "the command should be running"
    ctx.cancel.set()
    worker.join(timeout=GUARD_SECONDS)
    assert not worker.is_alive() and box["result"].data["stopped"] == "cancelled"
    size = ticks.stat().st_size
    time.sleep(0.3)
    assert ticks.stat().st_size == size, "the background loop kept running"
    assert _processes_with("1000.4242") == []


def test_stop_through_the_tool_runner_ends_the_command(ctx):
    ctx.config = ctx.config.replace(bash_timeout=2 * GUARD_SECONDS)  # only Stop can end it within the guard

    def stop_once_running() -> None:
        wait_for(lambda: _processes_with("1000.5151"), "the command started")
        ctx.cancel.set()

    stop = threading.Thread(target=stop_once_running)
    stop.start()
    outcome = run_tool(SPEC, "bash", {"command": "sleep 1000.5151"}, ctx)
    stop.join()
    assert not outcome.ok and "stopped by the user" in outcome.text
    wait_for(lambda: _processes_with("1000.5151") == [], "the stopped command was killed")


def test_switched_off_or_guest_is_refused(ctx):
    marker = ctx.workspect / "ran"
    with pytest.raises(ToolError, match="switched off"):
        bash(ToolContext(config=ctx.config.replace(bash_enabled=False), workspect=ctx.workspect), "touch ran")
    with pytest.raises(ToolError, match="only available to the owner"):
        bash(ToolContext(config=ctx.config, workspect=ctx.workspect, role="guest"), "touch ran")
    assert not marker.exists()


def test_without_bubblewrap_bash_is_off_and_nothing_runs(ctx, monkeypatch, tmp_path):
    monkeypatch.setattr(bash_module, "BWRAP", tmp_path / "no-bwrap")
    with pytest.raises(ToolError, match="not installed.*never runs commands outside its sandbox"):
        bash(ctx, "touch ran")
    assert not (ctx.workspect / "ran").exists()


def test_when_bubblewrap_cannot_make_namespaces_bash_is_off(ctx, monkeypatch, tmp_path):
    fake = tmp_path / "bwrap"
    fake.write_text("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
    fake.chmod(0o755)
    monkeypatch.setattr(bash_module, "BWRAP", fake)
    with pytest.raises(ToolError, match="cannot create its sandbox here.*No permissions"):
        bash(ctx, "touch ran")
    assert not (ctx.workspect / "ran").exists()


def test_the_limits_are_set_inside_the_sandbox(ctx):
    result = bash(ctx, "ulimit -u; ulimit -v; ulimit -f; ulimit -St; ulimit -c")
    assert result.data["output"].split() == [str(limits.PROCESSES), str(limits.MEMORY_BYTES // 1024),
                                            str(limits.FILE_BYTES // 1024), "10", "0"]


def test_a_command_cannot_start_more_processes_than_the_cap(ctx):
    ctx.config = ctx.config.replace(bash_timeout=3.0)
    result = bash(ctx, f"for i in $(seq {limits.PROCESSES + 50}); do sleep 30.6161 & done; echo all started")
    assert "fork: retry" in result.data["output"] and "all started" not in result.data["output"]
    assert f"at most {limits.PROCESSES} processes" in result.text and result.data["limit"]
    # The whole group is killed; on a loaded machine the kernel may take a moment to reap 256 sleeps.
    wait_for(lambda: _processes_with("30.6161") == [], "every started process is gone")


def test_a_2_gb_allocation_fails_with_a_clear_message(ctx):
    result = bash(ctx, "python3 -c 'x = bytearray(2 * 1024**3); print(\"allocated\", len(x))'")
    assert "allocated" not in result.data["output"] and "MemoryError" in result.data["output"]
    assert "[limit reached: one process may use at most 1024 MB of memory" in result.text


def test_a_file_cannot_grow_past_the_size_limit(ctx, monkeypatch):
    monkeypatch.setattr(limits, "FILE_BYTES", 1 << 20)
    result = bash(ctx, "head -c 3000000 /dev/zero > big.bin; echo written")
    assert (ctx.workspect / "big.bin").stat().st_size == 1 << 20
    assert "a file written by a command may be at most 1 MB" in result.text


CREDENTIALS = ("OPENAI_API_KEY=sk-proj-Zq8Rk2LmN4pX7vW1yT5bC3dF9gH6jK0a\n"
               "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
               "-----END OPENSSH PRIVATE KEY-----\n")


@pytest.mark.parametrize("command", ["base64 notes.txt", "base64 -w0 notes.txt", "rev notes.txt", "xxd notes.txt",
                                     "xxd -p notes.txt", "od -An -tx1 notes.txt", "tar cf - notes.txt | base64",
                                     "gzip -c notes.txt | base64", "tr A-Za-z N-ZA-Mn-za-m < notes.txt"])
def test_a_credential_file_with_a_harmless_name_is_withheld_in_any_encoding(ctx, documents, command):
    (documents / "notes.txt").write_text(CREDENTIALS)
    result = bash(ctx, f"cd {documents} && {command}")
    assert result.data["secret_withheld"] is True and result.data["output"].startswith("[output withheld")
    assert "b3BlbnNzaC" not in result.text and "Zq8Rk2" not in result.text
