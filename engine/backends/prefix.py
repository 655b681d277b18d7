"""Fast first token: the fixed start of the prompt is evaluated once and kept (issue 14 item 6).

Every agent step starts with the same system message (instructions and tool
list, several hundred tokens). llama-cpp-python already skips the longest
prefix a new prompt shares with what is in the KV cache, but one other prompt
in between (query expansion and rerank use the same model, other tabs, the
answer step's own system prompt) evicts it, and the next step pays for the
whole system message again.

So the KV cells of each fixed prefix are copied out once (llama.cpp's
per-sequence state, ~12 KB a token for Qwen 0.5B) and copied back when the
cache no longer starts with them. Llama.save_state/load_state and
LlamaRAMCache are not used: they also copy the logits buffer (n_batch x
n_vocab floats, ~300 MB for Qwen's vocabulary) and the RAM cache stores a
full state after every completion.

The fixed text is the content of the request's first (system) message; its
tokens are found in the real prompt, whatever the chat template, so a prefix
is only ever restored into a prompt that starts with exactly those tokens.
"""
from __future__ import annotations

import ctypes
from collections import OrderedDict
from dataclasses import dataclass
from typing import Sequence

import llama_cpp

# A shorter fixed part costs less to evaluate than to keep; internal jobs have none.
MIN_TOKENS = 64
# The agent's system prompt, the grounded answer's, and one spare (a model switch or tool change).
CAPACITY = 3
_SEQUENCE = 0  # llama-cpp-python decodes everything into sequence 0


@dataclass(frozen=True)
class SavedPrefix:
    tokens: tuple[int, ...]
    cells: object | None  # the ctypes buffer of the sequence's KV state; None: too short to keep


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    count = 0
    for x, y in zip(a, b):
        if x != y:
            break
        count += 1
    return count


class PrefixReuse:
    """Mixed into a Llama: restores the KV cells of a known fixed prefix before it generates.

    The backend sets `fixed_text` before each completion. `tokens_evaluated` counts every token
    the model actually decoded (prompt and output): what prefix reuse saves is visible there.
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fixed_text = ""
        self.tokens_evaluated = 0
        self._saved: OrderedDict[str, SavedPrefix] = OrderedDict()

    def eval(self, tokens: Sequence[int]) -> None:
        self.tokens_evaluated += len(tokens)
        super().eval(tokens)

    def generate(self, tokens: Sequence[int], *args, **kwargs):
        tokens = list(tokens)
        # A recurrent model's state cannot be cut back to a prefix: it is evaluated in full, as before.
        if self.fixed_text and not (self._is_recurrent or self._is_hybrid):
            self._prepare(tokens)
        return super().generate(tokens, *args, **kwargs)

    def _prepare(self, tokens: list[int]) -> None:
        saved = self._saved.get(self.fixed_text)
        if saved is None:
            saved = self._remember(tokens)
        self._saved.move_to_end(self.fixed_text)
        size = len(saved.tokens)
        if saved.cells is None or tuple(tokens[:size]) != saved.tokens:
            return
        if common_prefix(self._input_ids, saved.tokens) < size:
            self._restore(saved)

    def _remember(self, tokens: list[int]) -> SavedPrefix:
        """Evaluate the fixed prefix alone (reusing what the cache holds of it) and copy its cells out."""
        size = self._fixed_length(tokens)
        if size < MIN_TOKENS:
            saved = SavedPrefix(tuple(tokens[:size]), None)
        else:
            kept = common_prefix(self._input_ids, tokens[:size])
            if not self._ctx.kv_cache_seq_rm(-1, kept, -1):  # a cache that cannot drop a tail starts over
                kept = 0
            self.n_tokens = kept
            self.eval(tokens[kept:size])
            saved = SavedPrefix(tuple(tokens[:size]), self._copy_cells())
        self._saved[self.fixed_text] = saved
        while len(self._saved) > CAPACITY:
            self._saved.popitem(last=False)
        return saved

    def _fixed_length(self, tokens: list[int]) -> int:
        """The fewest leading tokens whose text contains the fixed text (0 when the prompt lacks it)."""
        target = self.fixed_text.encode("utf-8")
        if target not in self.detokenize(tokens):
            return 0
        low, high = 1, len(tokens)
        while low < high:
            middle = (low + high) // 2
            if target in self.detokenize(tokens[:middle]):
                high = middle
            else:
                low = middle + 1
        return low

    def _copy_cells(self):
        size = llama_cpp.llama_state_seq_get_size(self._ctx.ctx, _SEQUENCE)
        cells = (ctypes.c_uint8 * size)()
        written = llama_cpp.llama_state_seq_get_data(self._ctx.ctx, cells, size, _SEQUENCE)
        return cells if written == size else None

    def _restore(self, saved: SavedPrefix) -> None:
        self._ctx.kv_cache_seq_rm(-1, 0, -1)
        self.n_tokens = 0
        self._requires_eval = True
        if not llama_cpp.llama_state_seq_set_data(self._ctx.ctx, saved.cells, len(saved.cells), _SEQUENCE):
            self._saved.pop(self.fixed_text, None)  # refused: this prompt is evaluated in full, as without reuse
            return
        self.input_ids[: len(saved.tokens)] = saved.tokens
        self.n_tokens = len(saved.tokens)
