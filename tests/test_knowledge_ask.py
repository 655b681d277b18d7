import time

from engine.knowledge.ask import ask


def test_a_reply_comes_back_with_thinking_off_and_no_timeout(scripted_model):
    model = scripted_model("ค่ามัดจำ 24,000 บาท")
    answer = ask(model.queue, "rewrite this", max_tokens=20, seconds=5)
    assert answer.text == "ค่ามัดจำ 24,000 บาท" and not answer.timed_out and not answer.error
    assert model.backend.requests[0].thinking is False and model.backend.requests[0].max_tokens == 20


def test_the_deadline_cancels_a_slow_generation(scripted_model):
    model = scripted_model("word " * 200, token_delay=0.05)
    started = time.monotonic()
    answer = ask(model.queue, "rewrite this", max_tokens=400, seconds=0.3)
    assert answer.timed_out and time.monotonic() - started < 2


def test_a_model_error_is_returned_not_raised(scripted_model):
    answer = ask(scripted_model(RuntimeError("boom")).queue, "rewrite this", max_tokens=5, seconds=5)
    assert answer.error and "boom" in answer.error
