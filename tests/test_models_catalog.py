import pytest

from engine.config import bundled_model_path
from engine.models.bundled import SMOLLM2, bundled_path, not_installed_message
from engine.models.catalog import RAM_OVERHEAD, ModelNotFound, local_choices, resolve_model
from tests.gguf_files import llama_meta, write_gguf


def test_bundled_models_come_first_with_size_and_a_ram_estimate(isolated_home):
    write_gguf(isolated_home / "models" / "mine.gguf", llama_meta(name="My Model"))
    choices = local_choices(isolated_home, n_ctx=1024)
    assert [c.name for c in choices] == ["qwen2.5-coder-0.5b", "smollm2-135m", "qwen2.5-coder-1.5b", "mine.gguf"]
    qwen, _, _, mine = choices
    assert qwen.path == bundled_model_path() and qwen.size > 400_000_000 and not qwen.problem
    # Qwen2.5-0.5B: 24 layers × 2 KV heads × 64 dims, K and V in f16.
    assert qwen.ram == qwen.size + 24 * 1024 * 2 * 64 * 2 * 2 + RAM_OVERHEAD
    assert mine.label == "My Model" and mine.source == "~/models" and mine.info.has_chat_template


def test_an_unreadable_file_is_listed_with_its_problem(isolated_home):
    path = write_gguf(isolated_home / "models" / "cut.gguf", llama_meta())
    path.write_bytes(path.read_bytes()[:30])
    [cut] = [c for c in local_choices(isolated_home, 1024) if c.name == "cut.gguf"]
    assert cut.problem.startswith("unreadable") and cut.ram == 0


def test_a_vision_projector_beside_a_model_is_listed_but_not_offered(isolated_home):
    meta = {"general.architecture": "clip", "general.name": "mmproj"}
    write_gguf(isolated_home / ".lmstudio" / "models" / "x" / "mmproj-f16.gguf", meta)
    [mmproj] = [c for c in local_choices(isolated_home, 1024) if c.name == "mmproj-f16.gguf"]
    assert mmproj.problem == "a vision projector (mmproj), not a chat model"


def test_a_missing_bundled_model_says_how_to_install_it(isolated_home, monkeypatch, tmp_path):
    monkeypatch.setattr("engine.models.bundled.models_dir", lambda: tmp_path / "empty")
    assert local_choices(isolated_home, 1024)[0].problem == "not installed: run `make setup`"


def test_the_optional_bigger_model_is_offered_with_the_command_that_installs_it(isolated_home, monkeypatch, tmp_path):
    """Qwen2.5-Coder-1.5B is not installed by `make setup` (1.1 GB): the picker lists it, saying how to get it."""
    monkeypatch.setattr("engine.models.bundled.models_dir", lambda: tmp_path / "empty")
    [bigger] = [c for c in local_choices(isolated_home, 1024) if c.name == "qwen2.5-coder-1.5b"]
    assert bigger.problem == "not installed: run `make model-1.5b`" and bigger.source == "bundled"
    assert "make model-1.5b" in not_installed_message(tmp_path / "empty" / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")


def test_model_names_paths_and_found_models_resolve(isolated_home, tmp_path):
    assert resolve_model("smollm2-135m", isolated_home) == bundled_path(SMOLLM2)
    assert resolve_model("qwen2.5-coder-0.5b", isolated_home) == bundled_model_path()
    mine = write_gguf(isolated_home / "models" / "mine.gguf", llama_meta())
    assert resolve_model("mine.gguf", isolated_home) == mine
    assert resolve_model(str(tmp_path / "any" / "file.gguf"), isolated_home) == tmp_path / "any" / "file.gguf"


def test_an_unknown_name_lists_the_names_that_work(isolated_home):
    with pytest.raises(ModelNotFound) as info:
        resolve_model("gpt-9", isolated_home)
    assert "gpt-9" in str(info.value) and "smollm2-135m" in str(info.value) and "path" in str(info.value)
