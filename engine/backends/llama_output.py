"""Load llama.cpp models without losing anything else the process prints.

llama-cpp-python's `verbose=False` silences llama.cpp by pointing file
descriptors 1 and 2 at /dev/null for the whole load. Those descriptors belong
to the process, not to the loading thread: whatever the main thread printed
meanwhile (the URL of the web app, an error) vanished with it. So models load
with `verbose=True`, which redirects nothing, and the output is sent where it
belongs instead:

- llama.cpp's own log goes through its log callback into Python logging
  (logger "klang.llama_cpp"): errors at ERROR, everything else at DEBUG/INFO,
  so a terminal shows errors only; the errors of a failed load also go into
  the message the user sees (last_errors);
- llama-cpp-python's verbose report during the load (system info, metadata)
  is written to `sys.stderr` by the loading thread: for the length of the load
  `sys.stderr` sends that thread's writes to the same logger and every other
  thread's writes to the real stderr, unchanged.
"""
from __future__ import annotations

import ctypes
import logging
import sys
import threading
from collections import deque
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger("klang.llama_cpp")

# ggml_log_level: 1 debug, 2 info, 3 warn, 4 error, 5 continues the previous message.
_CONTINUE = 5
# llama.cpp warns about routine choices (a context shorter than the model's training context): INFO, not shown.
_LEVELS = {1: logging.DEBUG, 2: logging.DEBUG, 3: logging.INFO, 4: logging.ERROR}


class LlamaLog:
    """llama.cpp's log callback: whole lines into logging; the latest errors kept for messages."""

    def __init__(self):
        self._lock = threading.Lock()  # the model and an embedding model may log from two threads
        self._pending: list[str] = []
        self._level = logging.DEBUG
        self.errors: deque[str] = deque(maxlen=3)

    def __call__(self, level: int, text: bytes | None, _user_data) -> None:
        with self._lock:
            if level != _CONTINUE:
                self._flush()
                self._level = _LEVELS.get(level, logging.DEBUG)
            self._pending.append((text or b"").decode("utf-8", errors="replace"))
            if self._pending[-1].endswith("\n"):
                self._flush()

    def _flush(self) -> None:
        line = "".join(self._pending).strip()
        self._pending.clear()
        if line:
            log.log(self._level, "%s", line)
            if self._level >= logging.ERROR:
                self.errors.append(line)


llama_log = LlamaLog()
_installed: list = []  # the ctypes callback must outlive every call llama.cpp makes to it
# One load at a time: two overlapping loads would each swap sys.stderr and could restore the wrong one.
_load_lock = threading.Lock()


def install_log_callback() -> None:
    """Route llama.cpp's log (process-wide) through `llama_log`; once is enough (call under _load_lock)."""
    import llama_cpp

    if not _installed:
        _installed.append(llama_cpp.llama_log_callback(llama_log))
        llama_cpp.llama_log_set(_installed[0], ctypes.c_void_p(0))


class _LoaderStderr:
    """sys.stderr during a load: the loading thread's writes go to the log, others' to the real stderr."""

    def __init__(self, real, loader: threading.Thread):
        self.real = real
        self._loader = loader

    def write(self, text: str) -> int:
        if threading.current_thread() is not self._loader:
            return self.real.write(text)
        for line in text.splitlines():
            if line.strip():
                log.debug("%s", line)
        return len(text)

    def __getattr__(self, name: str):
        return getattr(self.real, name)


@contextmanager
def loader_stderr_to_log():
    proxy = _LoaderStderr(sys.stderr, threading.current_thread())
    sys.stderr = proxy
    try:
        yield
    finally:
        if sys.stderr is proxy:  # someone who replaced it after us restores their own
            sys.stderr = proxy.real


def open_llama(path: Path, llama_class=None, **params):
    """A llama_cpp.Llama (or the given subclass) on `path`, loaded without touching file descriptors 1 and 2."""
    import llama_cpp

    with _load_lock, loader_stderr_to_log():
        install_log_callback()
        llama_log.errors.clear()
        llm = (llama_class or llama_cpp.Llama)(model_path=str(path), verbose=True, **params)
    # From here on `verbose` only gates llama-cpp-python's per-call prints (cache hits, timings);
    # the fd redirect it would also switch on lives in the multimodal chat handlers, never used here.
    llm.verbose = False
    return llm


def last_errors() -> str:
    """What llama.cpp logged as errors during the latest load, for the user's message."""
    return " / ".join(llama_log.errors)
