import time

from engine.knowledge.ask import ask
from tests.knowledge_fakes import scripted_queue


def test_a_reply_comes_back_with_thinking_off_and_no_timeout():
    queue, backend = scripted_queue("ค่ามัดจำ 24,000 บาท")
    try:
        answer = ask(queue, "rewrite this", max_tokens=20, seconds=5)
    finally:
        queue.close()
    assert answer.text == "ค่ามัดจำ 24,000 บาท" and not answer.timed_out and not answer.error
    assert backend.requests[0].thinking is False and backend.requests[0].max_tokens == 20


def test_the_deadline_cancels_a_slow_generation():
    queue, _ = scripted_queue("word " * 200, token_delay=0.05)
    started = time.monotonic()
    try:
        answer = ask(queue, "rewrite this", max_tokens=400, seconds=0.3)
    finally:
        queue.close()
    assert answer.timed_out and time.monotonic() - started < 2


def test_a_model_error_is_returned_not_raised():
    queue, _ = scripted_queue(RuntimeError("boom"))
    try:
        answer = ask(queue, "rewrite this", max_tokens=5, seconds=5)
    finally:
        queue.close()
    assert answer.error and "boom" in answer.error
