"""Tiny GGUF files for tests: a real header (keys, tensor table) and no weights worth loading."""
from __future__ import annotations

import struct
from pathlib import Path

_TYPES = {int: (10, "<Q"), float: (6, "<f"), bool: (7, "<?")}


def _string(text: str) -> bytes:
    raw = text.encode("utf-8")
    return struct.pack("<Q", len(raw)) + raw


def _value(value) -> tuple[int, bytes]:
    if isinstance(value, str):
        return 8, _string(value)
    if isinstance(value, list):  # arrays of strings, like a vocabulary
        return 9, struct.pack("<IQ", 8, len(value)) + b"".join(_string(item) for item in value)
    kind, fmt = _TYPES[type(value)]
    return kind, struct.pack(fmt, value)


def write_gguf(path: Path, meta: dict, tensors: dict[str, tuple[int, ...]] | None = None) -> Path:
    tensors = tensors if tensors is not None else {"token_embd.weight": (64, 100)}
    out = bytearray(b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(meta)))
    for key, value in meta.items():
        kind, raw = _value(value)
        out += _string(key) + struct.pack("<I", kind) + raw
    for name, shape in tensors.items():
        out += _string(name) + struct.pack("<I", len(shape)) + b"".join(struct.pack("<Q", d) for d in shape)
        out += struct.pack("<IQ", 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out) + b"\0" * 64)
    return path


def llama_meta(name: str = "Tiny Llama", template: str = "{{ messages }}", **extra) -> dict:
    """The keys a llama-architecture model carries (2 layers, 4 heads of 16, 2 KV heads)."""
    return {
        "general.architecture": "llama",
        "general.name": name,
        "general.file_type": 15,  # Q4_K_M
        "llama.context_length": 2048,
        "llama.block_count": 2,
        "llama.embedding_length": 64,
        "llama.attention.head_count": 4,
        "llama.attention.head_count_kv": 2,
        "tokenizer.ggml.tokens": ["<s>", "</s>", "สวัสดี", "hello"],
        **({"tokenizer.chat_template": template} if template else {}),
        **extra,
    }
