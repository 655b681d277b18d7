import time

import engine.knowledge as knowledge_module
from engine.knowledge import build_knowledge
from tests.knowledge_fakes import FakeEmbedder

FILES = {"garden.txt": "The garden needs water every morning.", "board.md": "The board moves the office."}


def wait_for(condition, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def test_lexical_only_has_no_dense_retriever(build_index, config):
    index, _ = build_index(FILES)
    knowledge, dense = build_knowledge(index, config)
    assert dense is None and knowledge.retriever == "lexical"


def test_the_runtime_keeps_one_knowledge_and_rebuilds_it_when_the_roots_change(config, tmp_path):
    from engine.backends.scripted import ScriptedBackend
    from engine.runtime import Runtime

    runtime = Runtime(config, backend=ScriptedBackend())
    try:
        first = runtime.knowledge
        assert runtime.tool_context().knowledge is first
        runtime.apply(bash_enabled=False)
        assert runtime.knowledge is first
        (tmp_path / "more").mkdir()
        runtime.add_root(str(tmp_path / "more"))
        assert runtime.knowledge is not first and runtime.tool_context().knowledge is runtime.knowledge
    finally:
        runtime.close()


def test_a_configured_embedder_loads_in_the_background_and_follows_the_index(build_index, config, monkeypatch):
    embedder = FakeEmbedder()
    monkeypatch.setattr(knowledge_module, "load_embedder", lambda config: embedder)
    index, root = build_index(FILES)
    knowledge, dense = build_knowledge(index, config.replace(embedder="minilm"))
    dense.refresh()
    assert wait_for(lambda: dense.progress.state == "done") and knowledge.retriever == "hybrid"
    assert embedder.embedded == 2
    (root / "new.txt").write_text("Cats sleep all day.", encoding="utf-8")
    index.indexer.run()
    dense.refresh()  # a search after the index run starts the incremental sync
    assert wait_for(lambda: embedder.embedded == 3 and dense.progress.state == "done")


def test_an_embedder_that_fails_leaves_lexical_search_with_a_note(build_index, config, monkeypatch):
    def broken(config):
        raise RuntimeError("no such model")

    monkeypatch.setattr(knowledge_module, "load_embedder", broken)
    index, _ = build_index(FILES)
    knowledge, dense = build_knowledge(index, config.replace(embedder="minilm"))
    dense.refresh()
    assert wait_for(lambda: dense.progress.state == "failed")
    assert "dense retriever off" in dense.note() and "no such model" in dense.note()
    assert knowledge.search("what does the garden need?").retriever == "lexical"


def test_ready_waits_until_every_passage_has_its_vector(build_index, config, monkeypatch):
    embedder = FakeEmbedder()
    monkeypatch.setattr(knowledge_module, "load_embedder", lambda config: embedder)
    index, _ = build_index(FILES)
    knowledge, dense = build_knowledge(index, config.replace(embedder="use"))
    progress = dense.ready(timeout=60)
    assert progress.state == "done" and embedder.embedded == 2 and knowledge.retriever == "hybrid"
    assert knowledge.search("what does the garden need?").retriever == "hybrid"
