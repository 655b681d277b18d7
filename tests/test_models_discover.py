import json

from engine.models.discover import discover
from tests.gguf_files import llama_meta, write_gguf


def _ollama(home, model, tag, digest_hex):
    store = home / ".ollama" / "models"
    write_gguf(store / "blobs" / f"sha256-{digest_hex}", llama_meta(name=model))
    (store / "blobs" / "sha256-licence").write_text("MIT")  # other layers are not models
    manifest = store / "manifests" / "registry.ollama.ai" / "library" / model / tag
    manifest.parent.mkdir(parents=True, exist_ok=True)
    manifest.write_text(json.dumps({"layers": [
        {"mediaType": "application/vnd.ollama.image.license", "digest": "sha256:licence"},
        {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{digest_hex}"},
    ]}))


def test_models_are_found_where_each_manager_keeps_them(isolated_home):
    home = isolated_home
    _ollama(home, "gemma2", "2b", "ab12")
    repo = home / ".cache" / "huggingface" / "hub" / "models--Qwen--Qwen2.5-1.5B-Instruct-GGUF"
    blob = write_gguf(repo / "blobs" / "f00d", llama_meta())
    snapshot = repo / "snapshots" / "rev1" / "qwen2.5-1.5b-instruct-q4_k_m.gguf"
    snapshot.parent.mkdir(parents=True)
    snapshot.symlink_to(blob)  # the cache's own link into its blob store is followed
    write_gguf(home / ".lmstudio" / "models" / "lmstudio-community" / "typhoon" / "typhoon-q4.gguf", llama_meta())
    write_gguf(home / ".local" / "share" / "nomic.ai" / "GPT4All" / "llama3-8b.gguf", llama_meta())
    write_gguf(home / "models" / "mine.gguf", llama_meta())
    found = {model.name: (model.source, model.path) for model in discover(home)}
    assert found == {
        "gemma2:2b": ("Ollama", home / ".ollama" / "models" / "blobs" / "sha256-ab12"),
        "qwen2.5-1.5b-instruct-q4_k_m.gguf": ("Hugging Face", blob),
        "typhoon-q4.gguf": ("LM Studio", home / ".lmstudio" / "models" / "lmstudio-community" / "typhoon" / "typhoon-q4.gguf"),
        "llama3-8b.gguf": ("GPT4All", home / ".local" / "share" / "nomic.ai" / "GPT4All" / "llama3-8b.gguf"),
        "mine.gguf": ("~/models", home / "models" / "mine.gguf"),
    }


def test_links_out_of_a_model_folder_and_non_gguf_files_are_skipped(isolated_home, tmp_path):
    home = isolated_home
    secret = write_gguf(tmp_path / "elsewhere" / "private.gguf", llama_meta())
    (home / "models").mkdir()
    (home / "models" / "linked.gguf").symlink_to(secret)
    (home / "models" / "linked-folder").symlink_to(secret.parent)
    (home / "models" / "notes.gguf").write_text("not a model")
    write_gguf(home / "models" / "real.gguf", llama_meta())
    assert [model.name for model in discover(home)] == ["real.gguf"]


def test_the_walk_stops_at_its_file_budget(isolated_home):
    for n in range(5):
        write_gguf(isolated_home / "models" / f"m{n}.gguf", llama_meta())
    assert len(discover(isolated_home, max_files=3)) == 3


def test_a_home_without_any_model_folder_finds_nothing(isolated_home):
    assert discover(isolated_home) == []
