"""The indexer: incremental, skips what it must, never stopped by one bad file."""
from __future__ import annotations

import os
import threading
import time

from engine.index import indexer, open_index, rarity, store


def make_index(config, root, **changes):
    return open_index(config.replace(roots=(root,), **changes))


def test_second_run_reads_only_changed_files_and_drops_deleted_ones(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    for name in ("a.txt", "b.txt", "c.txt"):
        (root / name).write_text(f"text of {name}", encoding="utf-8")
    index = make_index(config, root)
    first = index.indexer.run()
    assert (first.files_done, first.unchanged) == (3, 0)
    (root / "b.txt").write_text("changed text, longer than before", encoding="utf-8")
    (root / "c.txt").unlink()
    second = index.indexer.run()
    assert (second.files_done, second.unchanged, second.removed) == (1, 1, 1)
    assert index.counts().files == 2
    assert [h.path for h in index.search("changed").hits] == [str(root / "b.txt")]


def test_a_run_stores_the_counts_of_common_tokens_for_the_next_process(config, tmp_path, monkeypatch):
    monkeypatch.setattr(rarity, "STORED_MIN", 2)
    root = tmp_path / "Documents"
    root.mkdir()
    for n in range(3):
        (root / f"n{n}.txt").write_text(f"zebra number {n}", encoding="utf-8")
    index = make_index(config, root)
    index.indexer.run()
    with index.readers.connection() as conn:
        stored = conn.execute("SELECT doc FROM term_counts WHERE vocab = 'chunk_words_vocab' AND term = 'zebra'")
        assert stored.fetchall() == [(3,)]


def test_progress_reports_files_bytes_and_rate(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    for i in range(5):
        (root / f"{i}.txt").write_text("x" * 100, encoding="utf-8")
    index = make_index(config, root)
    assert index.start()
    done = index.indexer.wait(30)
    assert (done.state, done.files_done, done.files_total, done.bytes_done) == ("done", 5, 5, 500)
    assert done.files_per_second > 0 and not done.running


def test_a_file_that_fails_to_parse_is_listed_and_indexing_goes_on(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "broken.pdf").write_bytes(b"this is not a pdf")
    (root / "fine.txt").write_text("still indexed", encoding="utf-8")
    index = make_index(config, root)
    progress = index.indexer.run()
    assert progress.state == "done" and progress.failed == 1
    assert progress.failures[0][0] == str(root / "broken.pdf")
    assert index.failures()[0][0] == str(root / "broken.pdf")
    assert index.search("still indexed").hits
    assert index.search("broken.pdf").hits  # its name stays searchable


def test_skipped_folders_sensitive_files_and_the_data_dir(config, tmp_path):
    root = tmp_path / "Documents"
    for folder in (".git", "node_modules", "__pycache__", ".ssh", "data"):
        (root / folder).mkdir(parents=True)
        (root / folder / "inside.txt").write_text("needle", encoding="utf-8")
    (root / ".env").write_text("needle", encoding="utf-8")
    (root / "server.pem").write_text("needle", encoding="utf-8")
    (root / "real.txt").write_text("needle", encoding="utf-8")
    index = make_index(config, root, data_dir=root / "data")
    index.indexer.run()
    conn = store.connect(index.db_path)
    assert [p for (p,) in conn.execute("SELECT path FROM files")] == [str(root / "real.txt")]


def test_a_file_over_the_size_limit_is_found_by_name_only(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "huge_log.txt").write_text("zebra " * 400_000, encoding="utf-8")
    index = make_index(config, root, index_max_file_mb=1.0)
    progress = index.indexer.run()
    assert progress.too_large == 1
    assert index.search("zebra").hits == ()
    assert [h.match for h in index.search("huge_log").hits] == ["name"]


def test_knowledge_folder_inside_the_data_dir_is_indexed_and_returned(config):
    knowledge = config.knowledge_dir
    knowledge.mkdir(parents=True)
    (knowledge / "handbook.md").write_text("vacation policy", encoding="utf-8")
    index = open_index(config.replace(roots=()))
    assert knowledge in index.roots
    index.indexer.run()
    assert [h.path for h in index.search("vacation policy").hits] == [str(knowledge / "handbook.md")]


def test_touching_mtime_alone_reindexes(config, tmp_path):
    root = tmp_path / "Documents"
    root.mkdir()
    path = root / "a.txt"
    path.write_text("same", encoding="utf-8")
    index = make_index(config, root)
    index.indexer.run()
    os.utime(path, (1, 1))
    assert index.indexer.run().files_done == 1


def _reader_threads_end(timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not any(t.name == "klang-index-reader" for t in threading.enumerate()):
            return True
        time.sleep(0.01)
    return False


def test_stop_keeps_what_was_written_and_ends_the_reader_thread(config, tmp_path, monkeypatch):
    root = tmp_path / "Documents"
    root.mkdir()
    for n in range(100):
        (root / f"f{n}.txt").write_text(f"text {n}", encoding="utf-8")
    index = make_index(config, root)
    real_put = store.put_file

    def put_then_stop(*args):
        index.indexer.stop()
        return real_put(*args)

    monkeypatch.setattr(store, "put_file", put_then_stop)
    progress = index.indexer.run()
    assert (progress.state, progress.files_done) == ("stopped", 1)
    assert index.counts().files == 1
    assert _reader_threads_end()


def test_a_crash_in_the_reader_thread_fails_the_run_with_the_reason(config, tmp_path, monkeypatch):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "a.txt").write_text("some text", encoding="utf-8")

    def broken(text):
        raise RuntimeError("segmenter exploded")

    monkeypatch.setattr(indexer, "split_words", broken)
    progress = make_index(config, root).indexer.run()
    assert progress.state == "failed" and "segmenter exploded" in progress.message
    assert _reader_threads_end()
