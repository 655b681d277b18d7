from pytest import approx

from engine.knowledge.fusion import RRF_K, Ranking, rrf, weighted


def test_rrf_sums_reciprocal_ranks_with_k_60():
    fused = rrf([Ranking("lexical", ((1, 9.0), (2, 5.0))), Ranking("dense", ((2, 0.9), (3, 0.8)))])
    assert [f.chunk_id for f in fused] == [2, 1, 3]
    best = 2 / (RRF_K + 1)
    assert fused[0].score == approx((1 / 61 + 1 / 62) / best, abs=1e-4)
    assert fused[1].score == approx((1 / 61) / best, abs=1e-4)
    assert fused[0].retrievers == {"lexical", "dense"} and fused[2].retrievers == {"dense"}


def test_rrf_ignores_raw_scores_and_first_everywhere_scores_one():
    fused = rrf([Ranking("lexical", ((7, 0.001),)), Ranking("dense", ((7, 1000.0),))])
    assert fused[0].score == 1.0


def test_rrf_ties_break_by_chunk_id_so_results_are_stable():
    fused = rrf([Ranking("lexical", ((5, 1.0),)), Ranking("lexical", ((4, 1.0),))])
    assert [f.chunk_id for f in fused] == [4, 5]


def test_weighted_scales_each_list_by_its_top_and_weighs_retrievers():
    rankings = [Ranking("lexical", ((1, 10.0), (2, 5.0))), Ranking("dense", ((2, 0.8), (1, 0.4)))]
    fused = weighted(rankings, {"lexical": 1.0, "dense": 0.25})
    scores = {f.chunk_id: f.score for f in fused}
    assert scores[1] == approx((1.0 + 0.25 * 0.5) / 1.25, abs=1e-4)
    assert scores[2] == approx((0.5 + 0.25) / 1.25, abs=1e-4)
    assert [f.chunk_id for f in fused] == [1, 2]


def test_weighted_with_zero_weight_drops_that_retriever():
    fused = weighted([Ranking("lexical", ((1, 2.0),)), Ranking("dense", ((9, 0.9),))], {"lexical": 1.0, "dense": 0.0})
    assert [f.chunk_id for f in fused] == [1]


def test_no_rankings_fuse_to_nothing():
    assert rrf([]) == [] and weighted([], {"lexical": 1.0}) == []
