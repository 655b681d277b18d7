"""Grammar after sampling: a token the grammar refuses is never emitted, and the whole vocabulary is
filtered only when a refused token leaves no clear allowed one among the likeliest."""
import threading

import llama_cpp
import numpy as np
import pytest
from llama_cpp._internals import LlamaSampler

from engine.backends.base import GenerationRequest
from engine.backends.lazy_grammar import MARGIN, GrammarAfterSampling
from engine.backends.llama import LlamaBackend
from engine.config import bundled_model_path
from engine.protocol import ANSWER_GRAMMAR, describe_tools, step_grammar
from engine.tools import REGISTRY


@pytest.fixture(scope="module")
def vocab():
    """The default model's vocabulary alone (no weights): what a grammar sampler needs."""
    params = llama_cpp.llama_model_default_params()
    params.vocab_only = True
    model = llama_cpp.llama_model_load_from_file(str(bundled_model_path()).encode(), params)
    yield llama_cpp.llama_model_get_vocab(model)
    llama_cpp.llama_model_free(model)


def token(vocab, text: str) -> int:
    ids = (llama_cpp.llama_token * 4)()
    assert llama_cpp.llama_tokenize(vocab, text.encode(), len(text.encode()), ids, 4, False, False) == 1
    return ids[0]


def yes_or_no(vocab) -> GrammarAfterSampling:
    chain = LlamaSampler()
    chain.add_greedy()
    grammar = llama_cpp.llama_sampler_init_grammar(vocab, b'root ::= "yes" | "no"', b"root")
    return GrammarAfterSampling(chain, grammar, llama_cpp.llama_vocab_n_tokens(vocab))


def logits_for(vocab, **scores: float) -> np.ndarray:
    logits = np.zeros(llama_cpp.llama_vocab_n_tokens(vocab), np.float32)
    for text, score in scores.items():
        logits[token(vocab, text)] = score
    return logits


def test_an_allowed_token_is_taken_without_filtering_and_then_holds_the_grammar(vocab):
    sampler = yes_or_no(vocab)
    assert sampler.choose(logits_for(vocab, yes=9, no=5)) == token(vocab, "yes")
    assert (sampler.refused, sampler.full_passes) == (0, 0)
    assert not sampler.allows(token(vocab, "no"))  # "yes" was accepted: only the end may follow
    assert sampler.allows(llama_cpp.llama_vocab_eos(vocab))


def test_a_refused_token_is_redrawn_among_the_likeliest_when_an_allowed_one_stands_out(vocab):
    sampler = yes_or_no(vocab)
    assert sampler.choose(logits_for(vocab, maybe=12, no=MARGIN + 1)) == token(vocab, "no")
    assert (sampler.refused, sampler.full_passes) == (1, 0)


def test_a_refused_token_is_redrawn_over_the_whole_vocabulary_when_none_stands_out(vocab):
    sampler = yes_or_no(vocab)
    assert sampler.choose(logits_for(vocab, maybe=12, no=MARGIN - 1)) == token(vocab, "no")
    assert (sampler.refused, sampler.full_passes) == (1, 1)



def grammar_accepts(backend: LlamaBackend, gbnf: str, text: str) -> bool:
    """Whether llama.cpp's grammar, fed `text` token by token, accepts every one of them."""
    llm = backend._llm
    grammar = llama_cpp.llama_sampler_init_grammar(llm._model.vocab, gbnf.encode(), b"root")
    check = GrammarAfterSampling(LlamaSampler(), grammar, llm.n_vocab())  # frees the grammar
    for each in llm.tokenize(text.encode(), add_bos=False, special=False):
        if not check.allows(each):
            return False
        llama_cpp.llama_sampler_accept(grammar, each)
    return True


@pytest.mark.model
@pytest.mark.parametrize("request_text, gbnf", [
    ("find my rental contract", step_grammar(REGISTRY, allow_answer=False)),
    ("หาไฟล์ใบเสร็จค่าไฟเดือนที่แล้ว", step_grammar(REGISTRY, allow_answer=False)),
    ("Write a short story about a lighthouse keeper and a storm.", step_grammar(REGISTRY)),
    ("ตอบเป็น JSON: {\"tool\": \"bash\"}", ANSWER_GRAMMAR),
])
def test_the_default_model_sampled_lazily_always_writes_what_the_grammar_allows(default_model, request_text, gbnf):
    messages = (
        {"role": "system", "content": "Call one tool as JSON.\n" + describe_tools(REGISTRY)},
        {"role": "user", "content": request_text},
    )
    request = GenerationRequest(messages=messages, max_tokens=96, temperature=0.8, grammar=gbnf)
    text = "".join(d.text for d in default_model.generate(request, threading.Event()))
    assert text.strip() and grammar_accepts(default_model, gbnf, text), text
