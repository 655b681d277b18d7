"""Each model through its own chat template: Gemma-style refusals are folded, missing templates get a format."""
import threading

import pytest

from engine.backends.base import GenerationRequest
from engine.backends.llama import LlamaBackend
from engine.models.bundled import QWEN, SMOLLM2, bundled_path
from engine.models.templates import PROBE, TemplateRefused, fallback_format, needs_strict_roles, strict_roles
from engine.protocol import describe_tools, parse_call, step_grammar
from engine.tools import REGISTRY
from tests.gguf_files import llama_meta, write_gguf

# Written for these tests in the style of the real ones: ChatML takes any role; Gemma's refuses a system
# role and two turns of one role in a row, through the template's own raise_exception.
CHATML = ("{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
          "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
GEMMA_LIKE = ("{{ bos_token }}{% for m in messages %}"
              "{% if m.role == 'system' %}{{ raise_exception('System role not supported') }}{% endif %}"
              "{% if (m.role == 'user') != (loop.index0 % 2 == 0) %}"
              "{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}"
              "<start_of_turn>{{ 'model' if m.role == 'assistant' else m.role }}\n{{ m.content }}<end_of_turn>\n"
              "{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}")
REFUSES_ALL = "{{ raise_exception('This model only does embeddings') }}"


def test_chatml_takes_klang_conversations_as_they_are():
    assert needs_strict_roles(CHATML) is False and needs_strict_roles("") is False


def test_a_gemma_style_template_gets_the_system_prompt_folded_and_turns_merged():
    assert needs_strict_roles(GEMMA_LIKE) is True
    folded = strict_roles(list(PROBE))
    assert [m["role"] for m in folded] == ["user", "assistant", "user"]
    assert folded[0]["content"] == "You are Klang.\n\nFind my contract."
    assert folded[2]["content"] == "Result of rag_search: contract.pdf\n\nAnswer now."


def test_a_template_that_refuses_everything_is_named():
    with pytest.raises(TemplateRefused, match="only does embeddings"):
        needs_strict_roles(REFUSES_ALL)


def test_a_gguf_without_template_gets_its_family_format():
    assert fallback_format({"general.architecture": "qwen2"}) == "chatml"
    assert fallback_format({"general.architecture": "gemma2"}) == "gemma"
    assert fallback_format({"general.architecture": "qwen2", "tokenizer.chat_template": CHATML}) is None


class TemplateLlama:
    """Stands in for llama_cpp.Llama: renders each request through the GGUF's template, as llama.cpp would."""

    prompts: list = []

    def __init__(self, model_path, **kwargs):
        from engine.models.gguf import read_gguf

        info = read_gguf(model_path)
        self.metadata = {"general.architecture": info.architecture, "tokenizer.chat_template": info.chat_template}
        self.chat_format = "chat_template.default" if info.chat_template else "llama-2"

    def create_chat_completion(self, messages, **kwargs):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        prompt = Jinja2ChatFormatter(self.metadata["tokenizer.chat_template"], "</s>", "<s>")(messages=messages).prompt
        TemplateLlama.prompts.append(prompt)
        yield {"choices": [{"delta": {"content": "ok"}}]}

    def close(self):
        return None


@pytest.mark.parametrize("template, strict", [(CHATML, False), (GEMMA_LIKE, True)])
def test_the_backend_sends_each_template_a_conversation_it_accepts(tmp_path, monkeypatch, template, strict):
    monkeypatch.setattr("llama_cpp.Llama", TemplateLlama)
    backend = LlamaBackend(write_gguf(tmp_path / "m.gguf", llama_meta(template=template)))
    backend.load()
    TemplateLlama.prompts = []
    request = GenerationRequest(messages=PROBE)
    assert "".join(d.text for d in backend.generate(request, threading.Event())) == "ok"
    assert "You are Klang." in TemplateLlama.prompts[0]
    assert ("<|im_start|>system" in TemplateLlama.prompts[0]) is not strict


def test_a_model_whose_template_refuses_everything_fails_to_load_clearly(tmp_path, monkeypatch):
    monkeypatch.setattr("llama_cpp.Llama", TemplateLlama)
    backend = LlamaBackend(write_gguf(tmp_path / "m.gguf", llama_meta(template=REFUSES_ALL)))
    with pytest.raises(Exception, match="chat template Klang cannot use.*only does embeddings"):
        backend.load()


@pytest.fixture(scope="module", params=[QWEN, SMOLLM2], ids=lambda model: model.name)
def bundled(request):
    backend = LlamaBackend(bundled_path(request.param), n_ctx=2048, n_threads=2)
    backend.load()
    yield backend
    backend.close()


@pytest.mark.model
def test_each_bundled_model_speaks_through_its_own_template_under_the_grammar(bundled):
    assert bundled.chat_format in ("chat_template.default", "chatml") and not bundled._strict_roles
    tools = tuple(spec for spec in REGISTRY if spec.name in ("rag_search", "web_search"))  # a short prompt
    messages = ({"role": "system", "content": "Call one tool as JSON.\n" + describe_tools(tools)},
                {"role": "user", "content": "หาไฟล์สัญญาเช่า"})
    request = GenerationRequest(messages=messages, max_tokens=128, temperature=0.0,
                                grammar=step_grammar(tools, allow_answer=False))
    text = "".join(d.text for d in bundled.generate(request, threading.Event()))
    assert not parse_call(text).problem, text


@pytest.mark.model
def test_the_default_model_answers_a_thai_greeting_in_thai():
    backend = LlamaBackend(bundled_path(QWEN), n_ctx=1024, n_threads=2)
    backend.load()
    try:
        request = GenerationRequest(messages=({"role": "user", "content": "สวัสดีครับ คุณคือใคร"},),
                                    max_tokens=24, temperature=0.0)
        answer = "".join(d.text for d in backend.generate(request, threading.Event()))
    finally:
        backend.close()
    thai = sum("\u0e00" <= ch <= "\u0e7f" for ch in answer)
    assert thai >= 10 and "คุมคุมคุม" not in answer, answer


def test_a_model_loads_with_the_parameters_that_keep_its_ram_low(tmp_path, monkeypatch):
    """Measured on Qwen 0.5B (README "Benchmarks"): 128-token batches, flash attention and a q8_0 KV cache
    took the server's peak RSS from ~880 to ~820 MB; logits for every token (logits_all) would add
    n_ctx x 151,936 floats."""
    import llama_cpp

    seen = {}

    class RecordingLlama(TemplateLlama):
        def __init__(self, model_path, **kwargs):
            seen.update(kwargs)
            super().__init__(model_path, **kwargs)

    monkeypatch.setattr("llama_cpp.Llama", RecordingLlama)
    LlamaBackend(write_gguf(tmp_path / "m.gguf", llama_meta(template=CHATML))).load()
    assert (seen["n_batch"], seen["n_ubatch"], seen["flash_attn"]) == (128, 128, True)
    assert seen["type_k"] == seen["type_v"] == llama_cpp.GGML_TYPE_Q8_0
    assert seen["logits_all"] is False and seen["embedding"] is False and seen["use_mmap"] is True
    seen.clear()
    LlamaBackend(write_gguf(tmp_path / "n.gguf", llama_meta(template=CHATML)), flash_attention=False).load()
    assert seen["flash_attn"] is False and "type_v" not in seen  # llama.cpp quantizes V only with flash attention
