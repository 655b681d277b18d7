"""Read connections shared by searching threads: bounded, never deadlocked, legs side by side."""
from __future__ import annotations

import threading
import time

import pytest

from engine.index import search, store
from engine.index.pool import ReadPool
from engine.index.query import parse_query


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "i.sqlite3"
    conn = store.connect(path)
    for n in range(20):
        store.put_file(conn, store.FileRecord(f"/d/n{n}.txt", f"n{n}.txt", "/d", 1, 1.0, "text"),
                       [store.Chunk(0, "line 1", f"สัญญาเช่าบ้าน number {n} lantern okapi")])
    conn.commit()
    conn.close()
    return path


def test_the_word_leg_runs_on_a_second_connection_and_scores_as_in_turn(db):
    pool = ReadPool(db)
    query = parse_query("สัญญาเช่า okapi")
    with pool.with_beside() as (conn, beside):
        assert beside is not None
        assert beside(lambda other: other is not conn).result()
        side_by_side = search.lexical_legs(conn, query, beside)
        in_turn = search.lexical_legs(conn, query)
    assert side_by_side == in_turn and side_by_side[0].chunks and side_by_side[1].chunks
    pool.close()


def test_a_search_runs_its_legs_in_turn_when_no_second_connection_is_free(db):
    pool = ReadPool(db, size=1)
    with pool.with_beside() as (conn, beside):
        assert beside is None
        assert search.content_hits(conn, parse_query("lantern"), beside)
    pool.close()


def test_many_threads_searching_share_a_bounded_set_of_connections(db, monkeypatch):
    opened = []
    real_connect = store.connect
    monkeypatch.setattr(store, "connect", lambda path: opened.append(path) or real_connect(path))
    pool = ReadPool(db, size=3)
    expected = {0: None}
    with pool.connection() as conn:
        expected[0] = search.content_hits(conn, parse_query("lantern okapi"))
    results, errors = [], []

    def one_search():
        try:
            with pool.with_beside() as (conn, beside):
                results.append(search.content_hits(conn, parse_query("lantern okapi"), beside))
        except Exception as exc:  # reported below: a thread's failure must fail the test
            errors.append(exc)

    threads = [threading.Thread(target=one_search) for _ in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not errors and len(results) == 12 and all(r == expected[0] for r in results)
    assert len(opened) <= 3
    pool.close()


def test_a_failing_leg_gives_its_connection_back_only_when_the_other_leg_is_done(db):
    pool = ReadPool(db, size=2)
    finished = threading.Event()

    def slow(_conn):
        time.sleep(0.2)
        finished.set()

    with pytest.raises(ValueError):
        with pool.with_beside() as (_conn, beside):
            beside(slow)
            raise ValueError("the trigram leg failed")
    assert finished.is_set()  # not handed to another search while still in use
    with pool.with_beside() as (_conn, beside):
        assert beside is not None  # both connections came back
    pool.close()


def test_close_waits_for_a_running_search_and_a_later_search_reopens(db):
    pool = ReadPool(db)
    inside, closed = threading.Event(), threading.Event()
    closed_while_searching = []

    def long_search():
        with pool.connection():
            inside.set()
            time.sleep(0.2)
            closed_while_searching.append(closed.is_set())

    thread = threading.Thread(target=long_search)
    thread.start()
    inside.wait(5)
    pool.close()
    closed.set()
    thread.join(5)
    assert closed_while_searching == [False]
    with pool.with_beside() as (conn, _beside):
        assert store.has_files(conn)
    pool.close()
