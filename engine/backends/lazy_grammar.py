"""Grammar-constrained sampling that asks the grammar about one token, not the whole vocabulary (issue 14).

llama-cpp-python puts the grammar sampler in the chain before top-k, so every token it runs the grammar
over all of Qwen's 151,936 candidates: 41 % of a constrained step's time, and ~90 MB of transient memory
(the grammar decodes each candidate's text) that set the server's peak RSS. Most tokens the model picks
are ones the grammar allows anyway, so this samples the way llama.cpp's own common_sampler does with
grammar_first off: draw a token from the chain without the grammar (same penalties, top-k, top-p,
temperature), ask the grammar about that one token, and only when it refuses, filter candidates through
the grammar and draw again (the likeliest ones, see SLICE). The chosen token is accepted into both, so
the grammar still holds; as in common_sampler, a token is taken with the chain's probability when the
grammar allows it, not renormalised over the allowed ones.
(llama.cpp's "lazy grammar" samplers are another thing: a grammar switched on by trigger words.)
"""
from __future__ import annotations

import weakref

import llama_cpp
import numpy as np

# llama_token_data as numpy lays it out: the candidates are filled from the logits without a Python loop.
TOKEN_DATA = np.dtype([("id", np.intc), ("logit", np.single), ("p", np.single)], align=True)
# A refused token is redrawn from the SLICE likeliest candidates the grammar allows when the best of them
# stands more than MARGIN (in logits) above every candidate left out: those are over 140 times less likely
# than it, below what min-p (0.05, a factor of 20) keeps even after a repeat penalty has lowered the best.
# Otherwise the grammar goes over the whole vocabulary, as it did for every token before.
SLICE = 1024
MARGIN = 5.0


def candidate_array(candidates: np.ndarray) -> llama_cpp.llama_token_data_array:
    """A llama_token_data_array over `candidates` (TOKEN_DATA), nothing selected, unsorted."""
    data = candidates.ctypes.data_as(llama_cpp.llama_token_data_p)
    return llama_cpp.llama_token_data_array(data=data, size=len(candidates), selected=-1, sorted=False)


class GrammarAfterSampling:
    """Stands in for llama_cpp's LlamaSampler in Llama.generate, which only calls sample().

    `chain` is the LlamaSampler llama-cpp-python builds without the grammar; `grammar` a llama.cpp grammar
    sampler, freed with this object. `refused` counts the tokens the grammar refused, `full_passes` those
    of them redrawn over the whole vocabulary (the work every token cost before).
    """

    def __init__(self, chain, grammar, n_vocab: int):
        self.chain = chain
        self.grammar = grammar
        weakref.finalize(self, llama_cpp.llama_sampler_free, grammar)
        self.refused = 0
        self.full_passes = 0
        self._ids = np.arange(n_vocab, dtype=np.intc)
        self._candidates = np.zeros(n_vocab, TOKEN_DATA)
        self._one = np.zeros(1, TOKEN_DATA)

    def sample(self, ctx, idx: int = -1) -> int:
        logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(ctx.ctx, idx), shape=(len(self._ids),))
        return self.choose(logits)

    def choose(self, logits: np.ndarray) -> int:
        """The token drawn from `logits` that the grammar allows, accepted into the grammar and the chain."""
        token = self._draw(self._fill(self._ids, logits))
        if not self.allows(token):
            self.refused += 1
            token = self._redraw(logits)
        llama_cpp.llama_sampler_accept(self.grammar, token)
        self.chain.accept(token)
        return token

    def allows(self, token: int) -> bool:
        """Whether the grammar, in its present state, lets `token` come next."""
        self._one[0] = (token, 1.0, 0.0)
        llama_cpp.llama_sampler_apply(self.grammar, candidate_array(self._one))
        return bool(self._one[0]["logit"] != -np.inf)

    def _redraw(self, logits: np.ndarray) -> int:
        """A token the grammar allows: from the SLICE likeliest candidates when that is safe, else from all."""
        size = min(SLICE, len(logits))
        likeliest = np.argpartition(logits, -size)[-size:]
        array = self._fill(likeliest, logits[likeliest])
        llama_cpp.llama_sampler_apply(self.grammar, array)
        if self._candidates[:size]["logit"].max() - MARGIN <= logits[likeliest].min():
            self.full_passes += 1
            array = self._fill(self._ids, logits)
            llama_cpp.llama_sampler_apply(self.grammar, array)
        return self._draw(array)

    def _fill(self, ids: np.ndarray, logits: np.ndarray) -> llama_cpp.llama_token_data_array:
        candidates = self._candidates[:len(ids)]  # refilled each time: the samplers sort and cut it in place
        candidates["id"] = ids
        candidates["logit"] = logits
        candidates["p"] = 0.0
        return candidate_array(candidates)

    def _draw(self, array: llama_cpp.llama_token_data_array) -> int:
        llama_cpp.llama_sampler_apply(self.chain.sampler, array)
        return int(array.data[array.selected].id)


class LazyGrammar:
    """Mixed into a Llama: a completion with a grammar samples through GrammarAfterSampling."""

    def _init_sampler(self, *args, grammar=None, **kwargs):
        chain = super()._init_sampler(*args, **kwargs)
        if grammar is None:
            return chain
        sampler = llama_cpp.llama_sampler_init_grammar(self._model.vocab, grammar._grammar.encode("utf-8"),
                                                       grammar._root.encode("utf-8"))
        return GrammarAfterSampling(chain, sampler, self._n_vocab)
