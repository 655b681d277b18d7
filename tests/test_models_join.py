import hashlib

import pytest

from engine.models.join import JoinError, join_chunks


@pytest.fixture
def chunks(tmp_path):
    parts = []
    for n, payload in enumerate((b"GGUF" + b"a" * 3000, b"b" * 5000, b"c" * 17)):
        path = tmp_path / "packages" / f"part{n}.bin"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(payload)
        parts.append(path)
    whole = b"".join(p.read_bytes() for p in parts)
    return parts, whole, hashlib.sha256(whole).hexdigest()


def test_chunks_are_joined_in_order_when_the_hash_matches(tmp_path, chunks):
    parts, whole, digest = chunks
    target = join_chunks(parts, tmp_path / "models" / "m.gguf", digest)
    assert target.read_bytes() == whole
    assert sorted(p.name for p in target.parent.iterdir()) == ["m.gguf"]


def test_a_wrong_hash_is_a_clear_error_and_leaves_no_file(tmp_path, chunks):
    parts, _, digest = chunks
    folder = tmp_path / "models"
    with pytest.raises(JoinError, match="does not match its published hash"):
        join_chunks(list(reversed(parts)), folder / "m.gguf", digest)
    assert list(folder.iterdir()) == []


def test_a_missing_chunk_names_it_and_writes_nothing(tmp_path, chunks):
    parts, _, digest = chunks
    parts[1].unlink()
    with pytest.raises(JoinError, match="part1.bin"):
        join_chunks(parts, tmp_path / "models" / "m.gguf", digest)
    assert not (tmp_path / "models").exists()


def test_an_interrupted_join_leaves_no_file(tmp_path, chunks, monkeypatch):
    parts, _, digest = chunks
    folder = tmp_path / "models"
    real_open = type(parts[0]).open

    def interrupted(self, mode="r", *args, **kwargs):
        if self == parts[2]:
            raise KeyboardInterrupt  # Ctrl-C while the last chunk is being copied
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(type(parts[0]), "open", interrupted)
    with pytest.raises(KeyboardInterrupt):
        join_chunks(parts, folder / "m.gguf", digest)
    assert list(folder.iterdir()) == []


def test_an_existing_good_model_is_only_replaced_by_a_verified_one(tmp_path, chunks):
    parts, whole, digest = chunks
    target = join_chunks(parts, tmp_path / "m.gguf", digest)
    with pytest.raises(JoinError):
        join_chunks(parts[:2], target, digest)
    assert target.read_bytes() == whole
