import sys

import numpy as np
import pytest

from engine.knowledge.dense import EmbedderError, embedder_kind, load_embedder, unit_rows


def test_lexical_only_by_default_loads_nothing(config):
    assert embedder_kind(config) == "none" and load_embedder(config) is None
    assert "torch" not in sys.modules and "sentence_transformers" not in sys.modules


def test_an_embed_model_path_means_gguf(config, tmp_path):
    missing = config.replace(embed_model_path=tmp_path / "nope.gguf")
    assert embedder_kind(missing) == "gguf"
    with pytest.raises(EmbedderError, match="KLANG_EMBED_MODEL"):
        load_embedder(missing)


def test_a_file_that_is_not_a_gguf_is_a_clear_error(config, tmp_path):
    bogus = tmp_path / "bogus.gguf"
    bogus.write_bytes(b"not a model")
    with pytest.raises(EmbedderError, match="could not be loaded"):
        load_embedder(config.replace(embed_model_path=bogus))


def test_gguf_without_a_path_and_unknown_kinds_are_clear_errors(config):
    with pytest.raises(EmbedderError, match="KLANG_EMBED_MODEL"):
        load_embedder(config.replace(embedder="gguf"))
    with pytest.raises(EmbedderError, match="use none, gguf, minilm or use"):
        load_embedder(config.replace(embedder="bert"))


def test_rows_are_unit_length_float32():
    rows = unit_rows([[3.0, 4.0], [0.0, 0.0]])
    assert rows.dtype == np.float32 and np.allclose(rows[0], [0.6, 0.8]) and np.allclose(rows[1], [0.0, 0.0])


def test_the_environment_variable_sets_the_embed_model(tmp_path):
    from engine.config import load_config

    model = tmp_path / "e5.gguf"
    config = load_config(env={"KLANG_EMBED_MODEL": str(model), "KLANG_RERANK_CANDIDATES": "3"}, backend="scripted",
                         data_dir=tmp_path / "data")
    assert config.embed_model_path == model.resolve() and config.rerank_candidates == 3
