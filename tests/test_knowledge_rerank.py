from engine.knowledge.rerank import rating, rerank

CANDIDATES = [(1, "rent is 12,000 baht"), (2, "the deposit is 24,000 baht"), (3, "pets are allowed"), (4, "parking")]


def test_the_model_rating_reorders_the_rated_head_only(scripted_model):
    model = scripted_model("2", "9", "0")
    result = rerank("how much is the deposit?", CANDIDATES, model.queue, limit=3, seconds=5)
    assert result.used and result.order == (2, 1, 3, 4)
    assert result.scores == {1: 2 / 9, 2: 1.0, 3: 0.0}
    assert len(model.backend.requests) == 3  # the 4th candidate is never sent: at most `limit`
    assert all(r.thinking is False and r.grammar and r.max_tokens <= 2 for r in model.backend.requests)


def test_equal_ratings_keep_the_fused_order(scripted_model):
    model = scripted_model("5", "5")
    assert rerank("q", CANDIDATES[:2], model.queue, limit=5, seconds=5).order == (1, 2)


def test_too_slow_a_model_is_skipped_with_a_note_and_the_order_stands(scripted_model):
    model = scripted_model("7 " * 40, "7", "7", token_delay=0.05)
    result = rerank("q", CANDIDATES, model.queue, limit=3, seconds=0.3)
    assert not result.used and result.order == (1, 2, 3, 4) and result.scores == {}
    assert "rerank skipped" in result.note and "0.3 s" in result.note


def test_mostly_unusable_replies_skip_the_rerank(scripted_model):
    model = scripted_model("great passage", "hmm", "3")
    result = rerank("q", CANDIDATES, model.queue, limit=3, seconds=5)
    assert not result.used and "not a rating" in result.note


def test_no_model_or_no_limit_means_no_rerank():
    assert not rerank("q", CANDIDATES, None, limit=3, seconds=5).used
    assert rerank("q", CANDIDATES, object(), limit=0, seconds=5).order == (1, 2, 3, 4)


def test_rating_reads_the_first_digit():
    assert rating(" 7") == 7 / 9 and rating("none") is None
