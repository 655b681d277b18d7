import time

import engine.knowledge as knowledge_module
from engine.knowledge import knowledge_for
from tests.knowledge_fakes import FakeEmbedder

FILES = {"garden.txt": "The garden needs water every morning.", "board.md": "The board moves the office."}


def wait_for(condition, seconds=5.0):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def test_lexical_only_has_no_dense_retriever_and_is_made_once(build_index, config):
    index, _ = build_index(FILES)
    first, dense = knowledge_for(index, config)
    assert dense is None and first.retriever == "lexical"
    assert knowledge_for(index, config)[0] is first


def test_a_configured_embedder_loads_in_the_background_and_follows_the_index(build_index, config, monkeypatch):
    embedder = FakeEmbedder()
    monkeypatch.setattr(knowledge_module, "load_embedder", lambda config: embedder)
    index, root = build_index(FILES)
    knowledge, dense = knowledge_for(index, config.replace(embedder="minilm"))
    assert wait_for(lambda: dense.progress.state == "done") and knowledge.retriever == "hybrid"
    assert embedder.embedded == 2
    (root / "new.txt").write_text("Cats sleep all day.", encoding="utf-8")
    index.indexer.run()
    knowledge_for(index, config)  # a search after the index run starts the incremental sync
    assert wait_for(lambda: embedder.embedded == 3 and dense.progress.state == "done")


def test_an_embedder_that_fails_leaves_lexical_search_with_a_note(build_index, config, monkeypatch):
    def broken(config):
        raise RuntimeError("no such model")

    monkeypatch.setattr(knowledge_module, "load_embedder", broken)
    index, _ = build_index(FILES)
    knowledge, dense = knowledge_for(index, config.replace(embedder="minilm"))
    assert wait_for(lambda: dense.progress.state == "failed")
    assert "dense retriever off" in dense.note() and "no such model" in dense.note()
    assert knowledge.search("what does the garden need?").retriever == "lexical"
