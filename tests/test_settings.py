"""engine/settings.py and load_config's layers: what the owner saved is what every front end sees."""
import json
import os

import pytest

import run
from engine.config import load_config
from engine.settings import SettingRefused, SettingsError, SettingsStore, check_root


def test_saved_values_survive_a_new_store_and_other_keys_are_kept(tmp_path):
    store = SettingsStore(tmp_path)
    store.update(bash_enabled=False)
    store.update(roots=(tmp_path / "a",))
    data = json.loads((tmp_path / "settings.json").read_text())
    assert data["bash_enabled"] is False and data["roots"] == [str(tmp_path / "a")]
    assert SettingsStore(tmp_path).saved_fields() == {"bash_enabled": False, "roots": (tmp_path / "a",)}
    assert (tmp_path / "settings.json").stat().st_mode & 0o077 == 0


def test_an_unknown_setting_is_refused_and_nothing_is_written(tmp_path):
    with pytest.raises(SettingsError, match="port"):
        SettingsStore(tmp_path).update(port=80)
    assert not (tmp_path / "settings.json").exists()


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]", "\udcff"])
def test_a_damaged_file_is_kept_aside_and_klang_starts_on_defaults_with_a_warning(tmp_path, damage):
    (tmp_path / "settings.json").write_bytes(damage.encode("utf-8", "surrogateescape"))
    config = load_config(env={}, backend="scripted", data_dir=tmp_path, bash_enabled=True)
    assert config.bash_enabled is True
    assert len(config.warnings) == 1 and "damaged" in config.warnings[0]
    kept = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damage.encode("utf-8", "surrogateescape")
    SettingsStore(tmp_path).update(bash_enabled=False)  # the next save starts a good file
    assert json.loads((tmp_path / "settings.json").read_text()) == {"bash_enabled": False}
    assert kept[0].exists()


def test_lan_tokens_are_generated_once_kept_private_and_reused(tmp_path):
    first = SettingsStore(tmp_path).tokens()
    assert len(first.guest) >= 43 and first.guest != first.owner != first.secret
    assert (tmp_path / "settings.json").stat().st_mode & 0o077 == 0
    assert SettingsStore(tmp_path).tokens() == first
    assert SettingsStore(tmp_path).tokens(guest="g" * 43).guest == "g" * 43


def test_tokens_of_an_older_klang_are_taken_over_from_lan_json(tmp_path):
    (tmp_path / "lan.json").write_text(json.dumps({"guest": "G" * 43, "owner": "O" * 43, "secret": "S" * 43}))
    tokens = SettingsStore(tmp_path).tokens()
    assert (tokens.guest, tokens.owner, tokens.secret) == ("G" * 43, "O" * 43, "S" * 43)
    assert not (tmp_path / "lan.json").exists()
    assert json.loads((tmp_path / "settings.json").read_text())["lan"]["guest"] == "G" * 43


def test_layers_defaults_environment_flags_then_saved_and_each_source_is_named(tmp_path):
    data = tmp_path / "data"
    docs = tmp_path / "docs"
    docs.mkdir()
    SettingsStore(data).update(roots=(docs,))
    env = {"KLANG_DATA_DIR": str(data), "KLANG_MAX_STEPS": "3", "KLANG_BASH": "off", "KLANG_PORT": "9000"}
    config = load_config(env=env, backend="scripted", port=9100)
    assert (config.max_steps, config.bash_enabled, config.port, config.roots) == (3, False, 9100, (docs,))
    assert config.source_of("max_steps") == "environment KLANG_MAX_STEPS"
    assert config.source_of("port") == "flag"
    assert config.source_of("roots") == "saved in settings.json"
    assert config.source_of("web_budget") == "default"
    SettingsStore(data).update(bash_enabled=True)
    assert load_config(env=env, backend="scripted").bash_enabled is True  # the owner's switch wins


def test_an_owner_who_removed_every_folder_gets_none_back_on_restart(tmp_path, isolated_home):
    (isolated_home / "Documents").mkdir()
    SettingsStore(tmp_path).update(roots=())
    assert load_config(env={"HOME": str(isolated_home)}, backend="scripted", data_dir=tmp_path).roots == ()
    fresh = load_config(env={"HOME": str(isolated_home)}, backend="scripted", data_dir=tmp_path / "new")
    assert fresh.roots == (isolated_home / "Documents",)


def test_run_config_prints_each_value_with_its_source_and_never_a_token(tmp_path, capsys):
    SettingsStore(tmp_path).update(bash_enabled=False)
    SettingsStore(tmp_path).tokens()
    assert run.main(["--data-dir", str(tmp_path), "--backend", "scripted", "--port", "9001", "config"]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines()}
    assert "saved in settings.json" in lines["bash_enabled"] and "False" in lines["bash_enabled"]
    assert "flag" in lines["port"] and "9001" in lines["port"]
    assert "default" in lines["web_budget"]
    token = json.loads((tmp_path / "settings.json").read_text())["lan"]["guest"]
    assert token not in out


def test_run_config_json_and_the_damaged_file_warning(tmp_path, capsys):
    (tmp_path / "settings.json").write_text("{oops")
    assert run.main(["--data-dir", str(tmp_path), "--backend", "scripted", "config", "--json"]) == 0
    captured = capsys.readouterr()
    rows = json.loads(captured.out)
    assert rows["bash_enabled"] == {"value": "True", "source": "default"}
    assert "damaged" in captured.err


def test_roots_that_would_expose_keys_or_klang_itself_are_refused(tmp_path, isolated_home, config):
    (isolated_home / ".ssh").mkdir()
    refusals = {
        str(isolated_home): "root_home",
        str(isolated_home / ".ssh"): "root_sensitive",
        str(config.data_dir): "root_internal",
        "/": "root_whole_disk",
        "relative/path": "root_not_absolute",
        str(tmp_path / "missing"): "root_not_folder",
        "  ": "root_empty",
    }
    config.data_dir.mkdir(exist_ok=True)
    for text, key in refusals.items():
        with pytest.raises(SettingRefused) as refused:
            check_root(text, config)
        assert refused.value.key == key, text
    (isolated_home / "Documents").mkdir()
    assert check_root("~/Documents", config) == isolated_home / "Documents"


def test_settings_are_never_written_through_a_planted_symlink(tmp_path):
    outside = tmp_path / "outside.json"
    outside.write_text("{}")
    data = tmp_path / "data"
    data.mkdir()
    os.symlink(outside, data / "settings.json")
    with pytest.raises(SettingsError, match="symlink"):
        SettingsStore(data).update(bash_enabled=False)
    assert outside.read_text() == "{}"


def test_a_model_named_on_the_command_line_is_picked_and_saved_like_the_settings_picker(tmp_path, capsys):
    script = tmp_path / "model.json"
    script.write_text(json.dumps({"replies": ["hi"]}), encoding="utf-8")
    data = ["--data-dir", str(tmp_path / "data")]
    assert run.main(data + ["--backend", "scripted", "--model", str(script), "config"]) == 0
    capsys.readouterr()
    assert run.main(data + ["config", "--json"]) == 0  # a later start without flags keeps the pick
    rows = json.loads(capsys.readouterr().out)
    assert rows["model_path"] == {"value": str(script), "source": "saved in settings.json"}
    assert rows["backend"]["value"] == "scripted"
