from pathlib import Path

import pytest

from engine.config import DEFAULT_MODEL_FILE, bundled_model_path, load_config


def test_defaults_use_the_bundled_model_and_a_data_dir_outside_the_repo(isolated_home):
    config = load_config(env={"HOME": str(isolated_home)})
    assert config.backend == "llama"
    assert config.model_path == bundled_model_path()
    assert config.model_path.name == DEFAULT_MODEL_FILE and config.model_path.is_file()
    assert DEFAULT_MODEL_FILE == "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"  # the default writes Thai
    assert config.data_dir == isolated_home / ".local" / "share" / "klang"
    assert config.port == 8765 and config.host == ""  # 127.0.0.1, or the LAN address with --lan


def test_environment_overrides_defaults_and_flags_override_environment(tmp_path):
    env = {"KLANG_PORT": "9000", "KLANG_DATA_DIR": str(tmp_path / "env"), "KLANG_MAX_STEPS": "3"}
    config = load_config(env=env, port=9100)
    assert config.port == 9100
    assert config.data_dir == (tmp_path / "env").resolve()
    assert config.max_steps == 3


def test_none_override_means_unset(tmp_path):
    config = load_config(env={"KLANG_PORT": "9000"}, port=None)
    assert config.port == 9000


def test_bad_environment_value_is_reported_by_name():
    with pytest.raises(ValueError, match="KLANG_PORT"):
        load_config(env={"KLANG_PORT": "eighty"})


def test_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="unknown backend"):
        load_config(env={}, backend="magic")


def test_config_is_frozen(config):
    with pytest.raises(Exception):
        config.port = 1  # type: ignore[misc]
    assert config.replace(port=1).port == 1


def test_bash_switch_reads_common_spellings():
    assert load_config(env={"KLANG_BASH": "off"}).bash_enabled is False
    assert load_config(env={"KLANG_BASH": "1"}).bash_enabled is True


def test_paths_are_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    config = load_config(env={}, data_dir="rel/data", workspect_dir=Path("ws"))
    assert config.data_dir == tmp_path / "rel" / "data"
    assert config.workspect_dir == tmp_path / "ws"
