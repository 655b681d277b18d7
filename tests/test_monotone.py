from engine.monotone import largest, smallest


def test_each_search_finds_where_the_condition_turns_and_tests_it_a_few_times_only():
    for turn in (0, 1, 37, 999, 1000):
        tested = []

        def fits(n, turn=turn):
            tested.append(n)
            return n <= turn

        assert largest(0, 1000, fits) == turn
        assert len(tested) <= 10  # a count or a scan each: never one per candidate
        assert smallest(0, 1000, lambda n, turn=turn: n >= turn) == turn
    assert largest(5, 5, lambda n: True) == 5 and smallest(5, 5, lambda n: True) == 5
