import os

from engine.index import store
from engine.knowledge.vectors import VectorStore
from tests.knowledge_fakes import FakeEmbedder

FILES = {"lease.txt": "the deposit is 24,000 baht", "board.md": "the board moves the office to Chiang Mai",
         "pets.txt": "cats and dogs are allowed"}


def synced(build_index, tmp_path):
    index, root = build_index(FILES)
    vectors = VectorStore(tmp_path / "vectors.sqlite3", FakeEmbedder().name)
    conn = store.connect(index.db_path)
    return index, root, vectors, conn


def test_sync_embeds_every_chunk_in_batches_with_progress(build_index, tmp_path):
    index, _, vectors, conn = synced(build_index, tmp_path)
    embedder, seen = FakeEmbedder(), []
    final = vectors.sync(conn, embedder.embed, seen.append, batch=2)
    assert vectors.count() == 3 and final.state == "done" and final.done == final.total == 3
    assert [len(call) for call in embedder.calls] == [2, 1]
    assert [p.done for p in seen if p.state == "embedding"] == [0, 2, 3]


def test_a_second_sync_embeds_only_what_changed(build_index, tmp_path):
    index, root, vectors, conn = synced(build_index, tmp_path)
    vectors.sync(conn, FakeEmbedder().embed)
    (root / "lease.txt").write_text("the deposit is now 30,000 baht", encoding="utf-8")
    os.utime(root / "lease.txt", (1, 1))
    (root / "pets.txt").unlink()
    index.indexer.run()
    again = FakeEmbedder()
    report = vectors.sync(conn, again.embed)
    assert again.calls == [["the deposit is now 30,000 baht"]]
    assert report.removed == 2 and vectors.count() == 2  # the changed chunk's old vector and the deleted file's
    assert vectors.sync(conn, again.embed).total == 0


def test_search_returns_the_nearest_chunks_by_cosine(build_index, tmp_path):
    index, _, vectors, conn = synced(build_index, tmp_path)
    embedder = FakeEmbedder()
    vectors.sync(conn, embedder.embed)
    [hits] = vectors.search(embedder.embed(["which office does the board move"]), limit=2)
    text = dict(conn.execute("SELECT id, text FROM chunks"))
    assert text[hits[0][0]] == FILES["board.md"] and hits[0][1] > hits[1][1] and len(hits) == 2


def test_vectors_of_another_model_are_dropped(build_index, tmp_path):
    index, _, vectors, conn = synced(build_index, tmp_path)
    vectors.sync(conn, FakeEmbedder().embed)
    vectors.close()
    assert VectorStore(tmp_path / "vectors.sqlite3", "fake:bag-of-words").count() == 3
    assert VectorStore(tmp_path / "vectors.sqlite3", "another-model").count() == 0


def test_a_stopped_sync_keeps_what_it_committed(build_index, tmp_path):
    import threading

    index, _, vectors, conn = synced(build_index, tmp_path)
    cancel = threading.Event()
    embedder = FakeEmbedder()

    def embed_then_stop(texts):
        cancel.set()
        return embedder.embed(texts)

    report = vectors.sync(conn, embed_then_stop, cancel=cancel, batch=1)
    assert report.state == "stopped" and vectors.count() == 1
    assert vectors.sync(conn, embedder.embed).total == 2
