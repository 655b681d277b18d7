"""Page summaries: by the model (thinking off, the question's language) or extractive when it fails."""
from __future__ import annotations

import pytest

from engine.backends.base import ModelError
from engine.web.summarize import SUMMARY_CHARS, answer_language, extractive_summary, input_chars, summarize_page

PAGE = (
    "Bangkok has many late-night coffee shops. A cup of filter coffee costs 60 to 120 baht. "
    "The busiest hours are nine to eleven. Many shops also serve Thai tea."
)


def test_the_model_summary_is_returned_on_one_line(scripted_model):
    model = scripted_model("Coffee costs\n60-120 baht.")
    summary, how = summarize_page(model.queue, "coffee price", "https://a.example/", "Coffee", PAGE)
    assert (summary, how) == ("Coffee costs 60-120 baht.", "model")
    [request] = model.backend.requests
    assert request.thinking is False and request.max_tokens <= 200
    assert "Question: coffee price" in request.messages[-1]["content"]
    assert "60 to 120 baht" in request.messages[-1]["content"]


def test_a_thai_question_asks_for_a_thai_answer(scripted_model):
    model = scripted_model("กาแฟราคา 60-120 บาท")
    summary, _ = summarize_page(model.queue, "กาแฟราคาเท่าไหร่", "https://a.example/", "Coffee", PAGE)
    assert summary == "กาแฟราคา 60-120 บาท"
    assert "ภาษาไทย" in model.backend.requests[0].messages[0]["content"]


def test_thinking_blocks_are_removed(scripted_model):
    model = scripted_model("<think>let me see</think> Coffee is cheap.")
    assert summarize_page(model.queue, "coffee", "u", "t", PAGE)[0] == "Coffee is cheap."


@pytest.mark.parametrize("reply", [ModelError("the model is not loaded"), RuntimeError("crash"), "   "])
def test_a_failing_or_empty_model_falls_back_to_an_extractive_summary(scripted_model, reply):
    model = scripted_model(reply)
    summary, how = summarize_page(model.queue, "coffee price baht", "u", "t", PAGE)
    assert how == "extract" and "60 to 120 baht" in summary


def test_without_a_model_the_summary_is_extractive():
    summary, how = summarize_page(None, "Thai tea", "u", "t", PAGE)
    assert how == "extract" and "Thai tea" in summary


def test_a_long_answer_is_cut(scripted_model):
    model = scripted_model("word " * 400)
    assert len(summarize_page(model.queue, "q", "u", "t", PAGE)[0]) <= SUMMARY_CHARS


def test_extractive_summary_picks_the_most_relevant_sentences_in_order():
    summary = extractive_summary("busiest hours Thai tea", PAGE)
    assert summary.index("busiest") < summary.index("Thai tea")
    assert extractive_summary(None, PAGE).startswith("Bangkok has many")
    assert extractive_summary("x", "") == ""


def test_answer_language_follows_the_question_then_the_page():
    assert answer_language("ราคาทอง", "gold price") == "th"
    assert answer_language("gold price", "ราคาทอง") == "en"
    assert answer_language(None, "ราคาทองวันนี้") == "th"


def test_thai_input_gets_less_room_than_english():
    assert input_chars(4096, thai=True) < input_chars(4096, thai=False) <= 6000
