"""Read what a GGUF file says about its model, without loading it.

The picker lists every GGUF on the machine, so this must be cheap and must
never trust the file: it reads the key/value header and the tensor table
(names and shapes, for the parameter count) and stops before the tensor
data. Huge arrays (the tokenizer's vocabulary) are skipped, not kept.
"""
from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass
from pathlib import Path

MAGIC = b"GGUF"
MAX_KEYS = 100_000  # a real model has a few dozen; more means a damaged or hostile file
MAX_TENSORS = 1_000_000
MAX_STRING = 16_000_000  # a chat template is a few KB; the longest strings are merges
KV_BYTES_PER_VALUE = 2  # llama.cpp keeps its KV cache in f16

# GGUF value types (ggml's gguf.h): struct format of the fixed-size ones.
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9
_LENGTH = struct.Struct("<Q")
# Keys kept from the header; every other value is skipped.
_WANTED_SUFFIXES = ("context_length", "block_count", "embedding_length", "attention.head_count",
                    "attention.head_count_kv", "attention.key_length", "attention.value_length")
_WANTED_KEYS = ("general.name", "general.architecture", "general.file_type", "general.size_label",
                "tokenizer.chat_template")


class GGUFError(ValueError):
    """The file is not a GGUF this reader understands; str() says why."""


@dataclass(frozen=True)
class GGUFInfo:
    path: Path
    size: int  # bytes on disk
    name: str
    architecture: str
    parameters: int  # counted from the tensor table
    quantisation: str
    context_length: int
    chat_template: str
    n_layers: int
    n_head_kv: int
    head_dim: int

    @property
    def has_chat_template(self) -> bool:
        return bool(self.chat_template)

    def kv_cache_bytes(self, n_ctx: int) -> int:
        """The KV cache llama.cpp allocates for n_ctx tokens (0 when the header lacks the shapes)."""
        n_ctx = min(n_ctx, self.context_length) if self.context_length else n_ctx
        return self.n_layers * n_ctx * self.n_head_kv * self.head_dim * 2 * KV_BYTES_PER_VALUE


class _Reader:
    """Reads through a memory map: only the header's pages are touched, and skipping the
    vocabulary (hundreds of thousands of strings) is pointer arithmetic, not file reads."""

    def __init__(self, data):
        self.data = data
        self.offset = 0

    def take(self, fmt: str):
        size = struct.calcsize(fmt)
        if self.offset + size > len(self.data):
            raise GGUFError("the header ends early (a truncated file?)")
        value = struct.unpack_from(fmt, self.data, self.offset)[0]
        self.offset += size
        return value

    def string(self, keep: bool = True) -> str:
        length = self.take("<Q")
        if length > MAX_STRING:
            raise GGUFError(f"a {length}-byte string in the header is not plausible")
        if self.offset + length > len(self.data):
            raise GGUFError("the header ends early (a truncated file?)")
        start, self.offset = self.offset, self.offset + length
        return bytes(self.data[start:self.offset]).decode("utf-8", "replace") if keep else ""

    def value(self, kind: int, keep: bool):
        if kind in _SCALARS:
            return self.take(_SCALARS[kind])
        if kind == _STRING:
            return self.string(keep)
        if kind == _ARRAY:
            item_kind, count = self.take("<I"), self.take("<Q")
            if item_kind in _SCALARS:  # fixed size: jump over the whole array
                self.offset += struct.calcsize(_SCALARS[item_kind]) * count
            elif item_kind == _STRING:  # the vocabulary: the one loop that must be tight
                offset, length_at = self.offset, _LENGTH.unpack_from
                for _ in range(count):
                    offset += 8 + length_at(self.data, offset)[0]
                self.offset = offset
            else:
                for _ in range(count):
                    self.value(item_kind, keep=False)
            return None
        raise GGUFError(f"unknown value type {kind} in the header")


def _wanted(key: str) -> bool:
    return key in _WANTED_KEYS or key.endswith(_WANTED_SUFFIXES)


def read_gguf(path: Path) -> GGUFInfo:
    """The model's name, size, quantisation, context and template; GGUFError for anything else."""
    path = Path(path)
    meta, parameters = _read(path)
    return _info(path, path.stat().st_size, meta, parameters)


def gguf_name(path: Path) -> str:
    """Only general.name (or the file's stem): it comes first, so the vocabulary is never walked."""
    try:
        name = _read(Path(path), stop_at="general.name")[0].get("general.name")
    except GGUFError:
        name = None
    return str(name or Path(path).stem)


def _read(path: Path, stop_at: str = "") -> tuple[dict, int]:
    try:
        with path.open("rb") as handle:
            if handle.read(4) != MAGIC:
                raise GGUFError("it does not start with 'GGUF'")
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
                return _parse(_Reader(data), stop_at)
    except struct.error:  # a length in the vocabulary points past the end
        raise GGUFError("the header ends early (a truncated file?)") from None
    except OSError as exc:
        raise GGUFError(f"it cannot be read ({exc.strerror or exc})") from None


def _parse(reader: _Reader, stop_at: str = "") -> tuple[dict, int]:
    reader.offset = len(MAGIC)
    version = reader.take("<I")
    if version < 2:
        raise GGUFError(f"GGUF version {version} is too old for llama.cpp")
    n_tensors, n_keys = reader.take("<Q"), reader.take("<Q")
    if n_keys > MAX_KEYS or n_tensors > MAX_TENSORS:
        raise GGUFError("the header counts are not plausible")
    meta = {}
    for _ in range(n_keys):
        key = reader.string()
        value = reader.value(reader.take("<I"), keep=_wanted(key))
        if _wanted(key):
            meta[key] = value
        if key == stop_at:
            return meta, 0
    return meta, _count_parameters(reader, n_tensors)


def _count_parameters(reader: _Reader, n_tensors: int) -> int:
    total = 0
    for _ in range(n_tensors):
        reader.string(keep=False)
        n_dims = reader.take("<I")
        if n_dims > 8:
            raise GGUFError("a tensor with more than 8 dimensions is not plausible")
        count = 1
        for _ in range(n_dims):
            count *= reader.take("<Q")
        reader.take("<I")  # its type
        reader.take("<Q")  # its offset in the data
        total += count
    return total


def _info(path: Path, size: int, meta: dict, parameters: int) -> GGUFInfo:
    arch = str(meta.get("general.architecture") or "")

    def number(suffix: str) -> int:
        value = meta.get(f"{arch}.{suffix}")
        return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0

    heads, embedding = number("attention.head_count"), number("embedding_length")
    head_dim = number("attention.key_length") or (embedding // heads if heads else 0)
    return GGUFInfo(
        path=path, size=size,
        name=str(meta.get("general.name") or path.stem),
        architecture=arch,
        parameters=parameters,
        quantisation=quantisation_name(meta.get("general.file_type")),
        context_length=number("context_length"),
        chat_template=str(meta.get("tokenizer.chat_template") or ""),
        n_layers=number("block_count"),
        n_head_kv=number("attention.head_count_kv") or heads,
        head_dim=head_dim,
    )


def quantisation_name(file_type) -> str:
    """llama.cpp's name for general.file_type (Q4_K_M…), from llama-cpp-python's own constants."""
    if not isinstance(file_type, int):
        return ""
    import llama_cpp

    for name in dir(llama_cpp):
        if name.startswith("LLAMA_FTYPE_") and getattr(llama_cpp, name) == file_type and name != "LLAMA_FTYPE_GUESSED":
            return name.removeprefix("LLAMA_FTYPE_").removeprefix("MOSTLY_")
    return f"type {file_type}"
