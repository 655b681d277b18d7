"""glibc's allocator, told to keep fewer arenas and to hand freed memory back (issue 14: the server with
the default model must stay under 800 MB).

glibc gives a thread that allocates while another holds the main arena an arena of its own, up to 8 per
core. Klang runs each turn on a thread, two more per websocket, and the model on its worker: each turn's
freed memory stays resident in whichever arena its thread had, and the next turn, on another thread,
allocates in another. Two arenas bound how many such leftovers there are, and a trim after each model job
returns the free pages inside them (malloc_trim releases whole free pages anywhere in a heap, not only at
its top). On a libc without these calls (musl, macOS) both do nothing.
"""
from __future__ import annotations

import ctypes
from functools import cache

M_ARENA_MAX = -8  # mallopt's parameter number (glibc malloc.h)
ARENAS = 2


@cache
def _glibc():
    libc = ctypes.CDLL(None)
    if not (hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim")):
        return None
    libc.mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    libc.malloc_trim.argtypes = (ctypes.c_size_t,)
    return libc


def cap_arenas(count: int = ARENAS) -> bool:
    """At most `count` malloc arenas from now on; call it before threads start. False when not glibc."""
    libc = _glibc()
    return bool(libc and libc.mallopt(M_ARENA_MAX, count))


def trim() -> bool:
    """Give the free pages of every arena back to the system. False when not glibc or nothing was freed."""
    libc = _glibc()
    return bool(libc and libc.malloc_trim(0))
