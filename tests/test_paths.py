"""Path policy: reads stay inside the indexed roots, knowledge and workspect; sensitive paths are refused."""
from __future__ import annotations

import pytest

from engine.config import load_config
from engine.paths import PathRefused, readable_roots, resolve_readable, sensitive_reason


@pytest.fixture
def home_config(isolated_home, tmp_path):
    documents = isolated_home / "Documents"
    documents.mkdir()
    workspect = tmp_path / "workspect"
    workspect.mkdir()
    return load_config(env={"HOME": str(isolated_home)}, backend="scripted", data_dir=tmp_path / "data",
                       workspect_dir=workspect)


def test_default_roots_are_the_user_folders_that_exist(home_config, isolated_home, tmp_path):
    assert home_config.roots == (isolated_home / "Documents",)
    assert home_config.knowledge_dir == tmp_path / "data" / "knowledge"
    assert readable_roots(home_config) == (isolated_home / "Documents", tmp_path / "data" / "knowledge",
                                           tmp_path / "workspect")


def test_files_inside_the_roots_are_allowed(home_config, isolated_home):
    report = isolated_home / "Documents" / "report.pdf"
    assert resolve_readable(report, home_config) == report
    assert resolve_readable("~/Documents/report.pdf", home_config) == report
    assert resolve_readable("notes.md", home_config) == home_config.workspect_dir / "notes.md"


def test_outside_the_roots_is_refused_with_the_allowed_list(home_config):
    with pytest.raises(PathRefused, match="outside the folders Klang may read"):
        resolve_readable("/etc/passwd", home_config)
    with pytest.raises(PathRefused, match="outside"):
        resolve_readable(home_config.workspect_dir / ".." / "elsewhere.txt", home_config)


def test_a_symlink_out_of_a_root_is_resolved_and_refused(home_config, isolated_home):
    ssh = isolated_home / ".ssh"
    ssh.mkdir()
    (ssh / "id_ed25519").write_text("key")
    link = isolated_home / "Documents" / "innocent.txt"
    link.symlink_to(ssh / "id_ed25519")
    with pytest.raises(PathRefused, match="credentials"):
        resolve_readable(link, home_config)
    (isolated_home / "Documents" / "out").symlink_to("/etc")
    with pytest.raises(PathRefused, match="outside"):
        resolve_readable(isolated_home / "Documents" / "out" / "hosts", home_config)


@pytest.mark.parametrize("path", [
    "~/.ssh/config", "~/.gnupg/pubring.kbx", "~/.aws/credentials", "~/Documents/app/.env",
    "~/Documents/.env.production", "~/Documents/id_rsa", "~/Documents/server.pem", "~/Documents/tls.key",
    "~/.config/google-chrome/Default/Login Data", "~/.mozilla/firefox/x.default/logins.json",
    "~/.password-store/bank.gpg", "~/Documents/vault.kdbx",
])
def test_sensitive_paths_are_refused(home_config, path):
    with pytest.raises(PathRefused, match="Klang does not read"):
        resolve_readable(path, home_config)


def test_ordinary_names_are_not_sensitive(tmp_path):
    for name in ("report.pdf", ".env.example", "keynote.md", "environment.txt", "id_rsa.pub.txt"):
        assert sensitive_reason(tmp_path / name) is None, name


def test_nul_bytes_and_empty_paths_are_refused(home_config):
    for path in ("", "  ", "a\x00b"):
        with pytest.raises(PathRefused, match="empty or contains a NUL"):
            resolve_readable(path, home_config)


def test_configured_roots_replace_the_defaults(isolated_home, tmp_path):
    (isolated_home / "Documents").mkdir()
    projects = tmp_path / "projects"
    config = load_config(env={"HOME": str(isolated_home), "KLANG_ROOTS": str(projects)}, backend="scripted")
    assert config.roots == (projects,)
    with pytest.raises(PathRefused, match="outside"):
        resolve_readable(isolated_home / "Documents" / "a.txt", config)
    assert resolve_readable(projects / "a.txt", config) == projects / "a.txt"


def test_klangs_own_data_is_never_read_back_even_from_a_root_that_holds_it(tmp_path):
    # The owner indexed a folder that holds Klang's data dir: settings.json keeps the LAN tokens.
    root = tmp_path / "everything"
    data = root / "klang-data"
    (data / "knowledge").mkdir(parents=True)
    (data / "settings.json").write_text('{"lan": {"owner": "x"}}')
    (data / "knowledge" / "notes.md").write_text("notes")
    config = load_config(env={}, backend="scripted", data_dir=data, roots=(root,))
    with pytest.raises(PathRefused):
        resolve_readable(data / "settings.json", config)
    assert resolve_readable(data / "knowledge" / "notes.md", config) == data / "knowledge" / "notes.md"
