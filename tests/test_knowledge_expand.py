import pytest

from engine.index.query import parse_query
from engine.knowledge.expand import REWRITES, expand, fallback_rewrites, usable

QUESTION = "เงินมัดจำของสัญญาเช่าบ้านเท่าไร"


def test_good_model_rewrites_are_used_with_thinking_off(scripted_model):
    model = scripted_model("1. ค่ามัดจำสัญญาเช่าบ้าน\n2. เงินประกันการเช่าบ้าน\n- มัดจำเช่าบ้านกี่บาท")
    expansion = expand(QUESTION, model.queue, seconds=5)
    assert expansion.variants == (QUESTION, "ค่ามัดจำสัญญาเช่าบ้าน", "เงินประกันการเช่าบ้าน", "มัดจำเช่าบ้านกี่บาท")
    assert expansion.source == "model"
    assert model.backend.requests[0].thinking is False


@pytest.mark.parametrize("garbage", [
    "Sure! Here are 3 different ways to rewrite the question:",
    "the the the the the the",
    "What is the deposit of the house rental contract?",  # English for a Thai question
    "ๆๆๆๆๆๆๆๆๆๆๆๆๆๆ",
    "!!!! ???? ####",
    "",
])
def test_garbage_model_output_falls_back_to_rules(scripted_model, garbage):
    model = scripted_model(garbage)
    expansion = expand(QUESTION, model.queue, seconds=5)
    assert expansion.source == "fallback"
    assert expansion.variants[0] == QUESTION
    assert list(expansion.variants[1:]) == fallback_rewrites(parse_query(QUESTION))[: len(expansion.variants) - 1]
    assert 1 <= len(expansion.variants) - 1 <= REWRITES


def test_some_good_lines_are_topped_up_from_rules(scripted_model):
    model = scripted_model("Here are the rewrites:\nค่ามัดจำสัญญาเช่าบ้าน\nblah blah blah blah")
    expansion = expand(QUESTION, model.queue, seconds=5)
    assert expansion.source == "model+fallback"
    assert expansion.variants[1] == "ค่ามัดจำสัญญาเช่าบ้าน" and len(expansion.variants) == 1 + REWRITES


def test_a_slow_model_is_cut_at_the_deadline_and_rules_answer(scripted_model):
    model = scripted_model("ค่ามัดจำสัญญาเช่าบ้าน " * 50, token_delay=0.05)
    expansion = expand(QUESTION, model.queue, seconds=0.3)
    assert expansion.source == "fallback" and "took over" in expansion.note


def test_without_a_model_the_rules_answer_deterministically():
    first, second = expand("tax receipt for the new laptop"), expand("tax receipt for the new laptop")
    assert first == second and first.source == "fallback"
    assert first.variants[1] == "tax receipt new laptop"


def test_a_rewrite_must_share_a_word_and_the_script_of_the_question():
    query = parse_query("office move decision")
    assert usable("decision about moving the office", query, "office move decision")
    assert not usable("completely unrelated words", query, "office move decision")
    assert not usable("office move decision", query, "office move decision")  # an echo adds nothing


def test_the_bundled_model_reached_through_a_symlink_neither_rewrites_nor_reranks(tmp_path, monkeypatch):
    """Config resolves the model's path; a venv reached through a symlink made the bundled 0.5B model rerank every
    search (slow: past rag_search's 20 s on a busy machine)."""
    from engine.config import load_config
    from engine.knowledge import passages

    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "model.gguf").write_bytes(b"GGUF")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    monkeypatch.setattr(passages, "bundled_model_path", lambda: tmp_path / "link" / "model.gguf")
    config = load_config(env={"HOME": str(tmp_path)}, saved=False, backend="llama", data_dir=tmp_path / "data",
                         model_path=tmp_path / "link" / "model.gguf")
    assert config.model_path == tmp_path / "real" / "model.gguf"
    assert passages.rerank_limit(config) == 0 and passages.expand_seconds(config) == 0.0
    other = config.replace(model_path=tmp_path / "real" / "other.gguf")
    assert passages.rerank_limit(other) == config.rerank_candidates and passages.expand_seconds(other) == 5.0
