from engine.knowledge.gate import MIN_COVERAGE, MIN_DENSE, MIN_RERANK, RESCUE, Signals, judge


def test_a_confirmed_well_covered_result_passes():
    verdict = judge(Signals(results=3, coverage=0.9, lexical_confirms=True, top_dense=0.8, rerank=0.9))
    assert not verdict.weak and verdict.reasons == ()


def test_no_result_is_weak():
    assert judge(Signals(results=0, coverage=0.0, lexical_confirms=False)).weak


def test_coverage_threshold_is_the_boundary():
    assert not judge(Signals(3, MIN_COVERAGE, True)).weak
    verdict = judge(Signals(3, MIN_COVERAGE - 0.01, True))
    assert verdict.weak and "of the question's words" in verdict.reasons[0]


def test_low_dense_score_is_weak_only_without_lexical_confirmation():
    low = MIN_DENSE - 0.05
    assert not judge(Signals(3, 1.0, True, top_dense=low)).weak
    assert judge(Signals(3, 1.0, False, top_dense=low)).weak
    assert not judge(Signals(3, 1.0, False, top_dense=MIN_DENSE + 0.05)).weak


def test_low_rerank_rating_is_weak():
    assert judge(Signals(3, 1.0, True, rerank=MIN_RERANK - 0.1)).weak
    assert not judge(Signals(3, 1.0, True, rerank=MIN_RERANK)).weak


def test_thresholds_can_be_passed_for_calibration():
    signals = Signals(3, 0.4, True)
    assert judge(signals, min_coverage=0.3).weak is False
    assert judge(signals, min_coverage=0.5).weak is True


def test_a_number_the_question_names_that_no_passage_holds_is_weak_whatever_the_coverage():
    verdict = judge(Signals(3, 0.9, True, unheld_numbers=("2565",)))
    assert verdict.weak and verdict.reasons == ("no passage holds 2565, which the question names",)
    assert not judge(Signals(3, 0.9, True, unheld_numbers=())).weak


def test_a_close_meaning_lets_a_passage_in_other_words_through():
    few_words = MIN_COVERAGE / 2
    assert judge(Signals(3, few_words, False)).weak
    assert judge(Signals(3, few_words, False, top_cosine=RESCUE - 0.01)).weak
    assert not judge(Signals(3, few_words, False, top_cosine=RESCUE)).weak
    assert judge(Signals(0, 0.0, False, top_cosine=0.9)).weak  # nothing found stays weak
    assert judge(Signals(3, 1.0, True, top_cosine=0.9, unheld_numbers=("2565",))).weak  # a number is still a number


def test_a_question_naming_the_top_passages_file_lets_it_through_with_few_of_its_words():
    """"quick one - the DentaPlus order, when's it arriving and how much do we owe them in total?" covers 40 % of
    DentaPlus_order_confirmation.txt; its name holds "DentaPlus" and "order"."""
    from engine.knowledge.gate import NAMED
    few_words = MIN_COVERAGE / 2
    assert judge(Signals(3, few_words, False, named=NAMED - 1)).weak
    assert not judge(Signals(3, few_words, False, named=NAMED)).weak
    assert judge(Signals(3, 1.0, True, named=5, unheld_numbers=("2565",))).weak  # a number is still a number
