"""The allocator hands memory back: what a turn frees does not stay in the server's RSS."""
from __future__ import annotations

import ctypes
import threading
from pathlib import Path

from engine import malloc
from engine.backends.base import GenerationRequest
from engine.backends.llama import LlamaBackend

BLOCK = 16 * 1024  # far below glibc's mmap threshold: these blocks live inside an arena's heap
BLOCKS = 3000  # ~47 MB


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS line")


def fragmented_free(done: threading.Event, kept: list) -> None:
    """Fill ~47 MB of small blocks, then free all but the last: the last pins the heap's top, so glibc's
    free() cannot shrink the heap and the freed pages stay resident (what a finished turn leaves)."""
    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = (ctypes.c_void_p,)
    blocks = [libc.malloc(BLOCK) for _ in range(BLOCKS)]
    for block in blocks:
        ctypes.memset(block, 1, BLOCK)
    for block in blocks[:-1]:
        libc.free(block)
    kept.append(blocks[-1])
    done.set()


def test_trim_returns_what_a_thread_freed():
    done, kept = threading.Event(), []
    worker = threading.Thread(target=fragmented_free, args=(done, kept))  # its own arena, as a turn's thread
    worker.start()
    worker.join()
    before = rss_mb()
    assert malloc.trim()
    assert before - rss_mb() > 30
    ctypes.CDLL(None).free(ctypes.c_void_p(kept[0]))


class StreamingLlama:
    """Stands in for llama_cpp.Llama: streams three chunks of a chat completion."""

    fixed_text = ""

    def create_chat_completion(self, **kwargs):
        for word in ("one ", "two ", "three"):
            yield {"choices": [{"delta": {"content": word}}]}


def test_memory_is_trimmed_after_every_generation(monkeypatch):
    trims = []
    monkeypatch.setattr(malloc, "trim", lambda: trims.append(1) or True)
    backend = LlamaBackend(model_path=None)
    backend._llm = StreamingLlama()
    request = GenerationRequest(messages=({"role": "user", "content": "count"},))

    assert "".join(d.text for d in backend.generate(request, threading.Event())) == "one two three"
    assert trims == [1]

    stopped = threading.Event()
    stream = backend.generate(request, stopped)
    next(stream)
    stopped.set()
    assert list(stream) == []  # stopped mid-answer: the memory is trimmed all the same
    assert trims == [1, 1]
