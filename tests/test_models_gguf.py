import struct

import pytest

from engine.config import bundled_model_path
from engine.models.gguf import GGUFError, read_gguf
from tests.gguf_files import llama_meta, write_gguf


def test_the_header_gives_name_size_quantisation_context_and_template(tmp_path):
    path = write_gguf(tmp_path / "tiny.gguf", llama_meta(), {"a": (64, 100), "b": (10,)})
    info = read_gguf(path)
    assert info.name == "Tiny Llama" and info.architecture == "llama"
    assert info.parameters == 6410 and info.size == path.stat().st_size
    assert info.quantisation == "Q4_K_M" and info.context_length == 2048
    assert info.has_chat_template and info.n_layers == 2 and info.n_head_kv == 2 and info.head_dim == 16


def test_kv_cache_follows_the_header_and_never_exceeds_the_model_context(tmp_path):
    info = read_gguf(write_gguf(tmp_path / "tiny.gguf", llama_meta()))
    per_token = 2 * 2 * 16 * 2 * 2  # layers × kv heads × head dim × (K and V) × f16
    assert info.kv_cache_bytes(1024) == 1024 * per_token
    assert info.kv_cache_bytes(100_000) == 2048 * per_token


def test_a_model_without_template_or_name_is_still_described(tmp_path):
    meta = llama_meta(template="")
    del meta["general.name"], meta["general.file_type"]
    info = read_gguf(write_gguf(tmp_path / "plain-model.gguf", meta))
    assert info.name == "plain-model" and not info.has_chat_template and info.quantisation == ""


@pytest.mark.parametrize("damage, reason", [
    (lambda raw: b"<html>" + raw[6:], "GGUF"),
    (lambda raw: raw[:40], "ends early"),
    (lambda raw: raw[:4] + struct.pack("<I", 1) + raw[8:], "too old"),
    (lambda raw: raw[:16] + struct.pack("<Q", 10**9) + raw[24:], "not plausible"),
])
def test_damaged_files_get_a_reason_not_a_crash(tmp_path, damage, reason):
    path = write_gguf(tmp_path / "tiny.gguf", llama_meta())
    path.write_bytes(damage(path.read_bytes()))
    with pytest.raises(GGUFError, match=reason):
        read_gguf(path)


def test_the_default_model_is_qwen_with_its_own_chat_template():
    info = read_gguf(bundled_model_path())
    assert info.name == "Qwen2.5 Coder 0.5B Instruct AWQ" and info.quantisation == "Q4_K_M"
    assert info.architecture == "qwen2" and "<|im_start|>" in info.chat_template and "tool_call" in info.chat_template
