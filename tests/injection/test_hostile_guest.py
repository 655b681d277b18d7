"""A hostile LAN guest (issue 13, findings 2-4): every folder a tool argument names is confined to the guest's
reach; no fallback reads the working directory; the owner's folders only when the owner shares them; a
planted symlink never moves a guest's folder outside workspect/."""
from __future__ import annotations

import os

import pytest

from engine.index import open_index
from engine.tools import available_tools, find_tool
from engine.tools.runner import run_tool
from tests.injection.conftest import DOC_PASSWORD, snapshot
from webapp import create_app
from webapp.security import GUEST_COOKIE, TOKEN_COOKIE, guest_workspect

ME, OTHER = "0123456789abcdef", "fedcba9876543210"
GUEST_TOKEN, OWNER_TOKEN = "g" * 43, "o" * 43


def as_guest(lab, guest_id: str = ME):
    return lab.runtime.tool_context(role="guest", workspect=guest_workspect(lab.config, f"guest-{guest_id}"))


def call(ctx, name: str, **arguments):
    tools = available_tools(ctx.config, ctx.role)
    return run_tool(find_tool(name, tools), name, arguments, ctx, tools)


@pytest.fixture
def guests(lab):
    """The owner's contract, another guest's diary, and my own notes; the index built."""
    (lab.documents / "rental_contract.txt").write_text("Rental contract: the deposit is 24,000 baht.\n")
    other = guest_workspect(lab.config, f"guest-{OTHER}")
    other.mkdir(parents=True)
    (other / "diary.txt").write_text("Dear diary, the deposit money is hidden in the rice jar.\n")
    mine = as_guest(lab).workspect
    (mine / "notes.txt").write_text("My notes: ask about the deposit.\n")
    lab.index()
    return lab


def texts(outcome) -> str:
    return outcome.text + repr(outcome.data)


@pytest.mark.parametrize("folder", ["/etc", "{workspect}/guests", "{workspect}", "../..", "{documents}"])
def test_a_guest_cannot_search_a_folder_outside_their_own(guests, folder):
    ctx = as_guest(guests)
    folder = folder.format(workspect=guests.workspect, documents=guests.documents)
    outcome = call(ctx, "rag_search", query="passwd diary deposit", folder=folder)
    assert not outcome.ok and "outside the folders you may search" in outcome.text
    assert OTHER not in texts(outcome) and "passwd" not in outcome.text.split("(", 1)[0]


def test_a_guest_search_finds_their_own_files_and_nobody_elses(guests):
    ctx = as_guest(guests)
    for query in ("deposit", "what is the deposit?", "diary", "rental_contract"):
        outcome = call(ctx, "rag_search", query=query)
        assert OTHER not in texts(outcome) and "rice jar" not in texts(outcome), query
        assert "rental_contract.txt" not in texts(outcome) and "24,000" not in texts(outcome), query
    assert "notes.txt" in texts(call(ctx, "rag_search", query="notes"))


def test_a_guest_cannot_read_the_owners_or_another_guests_files(guests):
    ctx = as_guest(guests)
    for path in (guests.documents / "rental_contract.txt", guests.workspect / "guests" / OTHER / "diary.txt",
                 f"../{OTHER}/diary.txt", guests.config.data_dir / "klang.sqlite3"):
        outcome = call(ctx, "read_file", path=str(path))
        assert not outcome.ok and "outside the folders a guest may read" in outcome.text, path
    assert "ask about the deposit" in call(ctx, "read_file", path="notes.txt").text


def test_the_owner_may_share_their_folders_and_the_secret_scan_still_applies(guests):
    (guests.documents / "wifi.txt").write_text(f"router admin password: {DOC_PASSWORD}\n")
    guests.index()
    guests.runtime.apply(guest_owner_folders=True)
    ctx = as_guest(guests)
    found = call(ctx, "rag_search", query="rental_contract")
    assert found.ok and "rental_contract.txt" in found.text
    assert "24,000" in call(ctx, "read_file", path=str(guests.documents / "rental_contract.txt")).text
    refused = call(ctx, "read_file", path=str(guests.documents / "wifi.txt"))
    assert not refused.ok and DOC_PASSWORD not in refused.text
    diary = call(ctx, "read_file", path=str(guests.workspect / "guests" / OTHER / "diary.txt"))
    assert not diary.ok  # sharing the owner's folders never shares other guests'
    assert OTHER not in texts(call(ctx, "rag_search", query="diary"))


def test_no_fallback_reads_the_working_directory(lab, monkeypatch, tmp_path):
    """The project scan used Path.cwd(), where the default workspect/ (everyone's files) lives."""
    word = "wombat" + "plan" + OTHER  # spelled at run time: the scan of Klang's own source must not find this file
    cwd = tmp_path / "started-here"
    (cwd / "workspect" / "guests" / OTHER).mkdir(parents=True)
    (cwd / "workspect" / "guests" / OTHER / "plan.md").write_text(f"{word} is hidden under the rice jar\n")
    (cwd / "notes.py").write_text(f"{word} = 'the owner keeps this in their home folder'\n")
    monkeypatch.chdir(cwd)
    index = open_index(lab.config)
    try:
        index.indexer.run()
        for role_ctx in (lab.runtime.tool_context(), as_guest(lab)):
            role_ctx.index = index
            outcome = call(role_ctx, "rag_search", query=f"where is {word} in this project")
            assert str(cwd) not in texts(outcome) and "rice jar" not in texts(outcome), role_ctx.role
    finally:
        index.close()


def _lan_client(lab, token: str):
    lan = lab.config.replace(lan=True, lan_token=GUEST_TOKEN, owner_token=OWNER_TOKEN, port=8765)
    app = create_app(lan, runtime=lab.runtime)
    app.config["SERVER_NAME"] = "127.0.0.1:8765"
    client = app.test_client()
    client.set_cookie(TOKEN_COOKIE, token, domain="127.0.0.1")
    client.set_cookie(GUEST_COOKIE, app.extensions["klang_access"].guest_cookie(ME), domain="127.0.0.1")
    return client


def test_a_guest_preview_of_the_owners_document_is_refused_until_shared(guests):
    path = str(guests.documents / "rental_contract.txt")
    guest = _lan_client(guests, GUEST_TOKEN)
    response = guest.get("/preview", query_string={"path": path})
    assert response.status_code == 403 and b"24,000" not in response.data
    assert _lan_client(guests, OWNER_TOKEN).get("/preview", query_string={"path": path}).status_code == 200
    guests.runtime.apply(guest_owner_folders=True)
    assert b"24,000" in guest.get("/preview", query_string={"path": path}).data


def test_a_planted_guests_symlink_never_moves_a_guests_writes_or_reads_outside(lab):
    outside = lab.tmp / "outside"
    before = snapshot(outside)
    (lab.workspect / "guests").symlink_to(outside, target_is_directory=True)
    ctx = as_guest(lab)
    written = call(ctx, "write_file", path="notes.md", content="pwned")
    assert not written.ok and "symlink" in written.text
    assert not call(ctx, "read_file", path="keep.txt").ok
    assert not call(ctx, "list_workspect").ok
    assert snapshot(outside) == before and not (outside / ME).exists()


def test_a_planted_symlink_as_the_guest_folder_is_refused_too(lab):
    outside = lab.tmp / "outside"
    (lab.workspect / "guests").mkdir()
    (lab.workspect / "guests" / ME).symlink_to(outside, target_is_directory=True)
    before = snapshot(outside)
    ctx = as_guest(lab)
    assert not call(ctx, "write_file", path="keep.txt", content="pwned", overwrite="true").ok
    assert not call(ctx, "read_file", path="keep.txt").ok
    assert snapshot(outside) == before
    assert os.path.islink(lab.workspect / "guests" / ME)
