"""Which paths are indexed and which may be returned."""
from __future__ import annotations

from pathlib import Path

from engine.index.scope import allowed_result, indexed_roots, is_internal, skip_dir


def test_roots_add_the_knowledge_folder_when_it_exists(config, tmp_path):
    config.knowledge_dir.mkdir(parents=True)
    assert indexed_roots(config.replace(roots=(tmp_path,))) == (tmp_path, config.knowledge_dir)


def test_internal_and_skipped_folders(tmp_path):
    data = tmp_path / "data"
    assert skip_dir(tmp_path / "node_modules", data) and skip_dir(tmp_path / ".git", data) and skip_dir(data, data)
    assert not skip_dir(tmp_path / "reports", data)
    assert is_internal(data / "index.sqlite3", data)
    assert not is_internal(data / "knowledge" / "a.md", data, knowledge_dir=data / "knowledge")
    assert is_internal(tmp_path / "proj" / "__pycache__" / "x.pyc", data)


def test_allowed_result_needs_an_existing_safe_file_in_scope(tmp_path):
    data = tmp_path / "data"
    good = tmp_path / "docs" / "a.txt"
    good.parent.mkdir()
    good.write_text("x", encoding="utf-8")
    key = tmp_path / "docs" / "id_rsa"
    key.write_text("x", encoding="utf-8")
    assert allowed_result(good, data)
    assert not allowed_result(key, data)
    assert not allowed_result(tmp_path / "docs" / "gone.txt", data)
    assert not allowed_result(good, data, scope=Path(tmp_path / "elsewhere"))
