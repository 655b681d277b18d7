"""Runtime.apply: one call checks, saves and applies a change; the web and the terminal see the same Klang."""
import json

import pytest

import run
from engine.backends.base import GenerationRequest
from engine.backends.scripted import ScriptedBackend
from engine.config import load_config
from engine.runtime import Runtime
from engine.settings import SettingRefused


def tool_names(runtime, role="owner"):
    return {spec.name for spec in runtime.agents[role].tools}


def search_paths(runtime, text):
    return [hit.path for hit in runtime.index.search(text).hits]


def test_adding_a_root_saves_it_reindexes_and_makes_its_files_searchable(runtime, tmp_path, config):
    docs = tmp_path / "contracts"
    docs.mkdir()
    (docs / "lease.txt").write_text("ค่าเช่าเดือนละ 12,500 บาท", encoding="utf-8")
    runtime.add_root(str(docs))
    runtime.index.indexer.wait(30)
    assert search_paths(runtime, "ค่าเช่า") == [str(docs / "lease.txt")]
    assert runtime.config.roots[-1] == docs and runtime.tool_context().config.roots[-1] == docs
    saved = json.loads((config.data_dir / "settings.json").read_text())
    assert saved["roots"][-1] == str(docs)

    runtime.remove_root(str(docs))
    runtime.index.indexer.wait(30)
    assert search_paths(runtime, "ค่าเช่า") == []
    assert not runtime.remove_root(str(docs))  # a stale page: nothing changes


def test_a_refused_root_changes_nothing(runtime, config, isolated_home):
    before = runtime.config
    with pytest.raises(SettingRefused) as refused:
        runtime.add_root(str(isolated_home))
    assert refused.value.key == "root_home"
    assert runtime.config is before
    assert not (config.data_dir / "settings.json").exists()
    with pytest.raises(SettingRefused):
        runtime.apply(bash_enabled="yes")
    assert runtime.config is before


def test_switching_bash_off_removes_the_tool_from_every_agent_and_the_terminal_sees_it(runtime, config, capsys):
    assert "bash" in tool_names(runtime)
    runtime.apply(bash_enabled=False)
    assert "bash" not in tool_names(runtime) and "bash" not in tool_names(runtime, "guest")
    args = ["--data-dir", str(config.data_dir), "--workspect", str(config.workspect_dir), "--backend", "scripted"]
    assert run.main(args + ["tool", "bash", '{"command": "echo hi"}']) == 1
    assert "bash is switched off (saved in settings.json)" in capsys.readouterr().err
    runtime.apply(bash_enabled=True)
    assert "bash" in tool_names(runtime)


def test_run_index_indexes_the_folders_added_in_the_files_panel(runtime, config, tmp_path, capsys):
    docs = tmp_path / "notes"
    docs.mkdir()
    (docs / "plan.md").write_text("project plan: launch in March", encoding="utf-8")
    runtime.add_root(str(docs))
    runtime.index.indexer.wait(30)
    runtime.close()
    args = ["--data-dir", str(config.data_dir), "--workspect", str(config.workspect_dir), "--backend", "scripted"]
    assert run.main(args + ["index"]) == 0
    assert str(docs) in capsys.readouterr().out


def test_a_model_change_is_saved_and_the_queue_loads_the_new_model(runtime, config, tmp_path):
    script = tmp_path / "other-model.json"
    script.write_text(json.dumps({"replies": ["from the new model"]}), encoding="utf-8")
    runtime.apply(model_path=script)
    assert runtime.model.wait_ready(10).state == "ready"
    request = GenerationRequest(messages=({"role": "user", "content": "hi"},))
    assert runtime.model.generate_text(request) == "from the new model"
    assert load_config(env={}, data_dir=config.data_dir, backend="scripted").model_path == script


def test_a_damaged_settings_file_is_shown_in_the_panels(config):
    config.data_dir.mkdir(parents=True, exist_ok=True)
    (config.data_dir / "settings.json").write_text("{")
    reloaded = load_config(env={}, backend="scripted", data_dir=config.data_dir, workspect_dir=config.workspect_dir)
    from tests.webclient import local_client
    from webapp import create_app

    made = Runtime(reloaded, backend=ScriptedBackend())
    try:
        client = local_client(create_app(reloaded, runtime=made))
        for panel in ("/panels/files", "/panels/settings"):
            assert "damaged" in client.get(panel, headers={"HX-Request": "true"}).get_data(as_text=True)
    finally:
        made.close()


def test_the_data_folder_and_its_databases_are_the_owners_alone(runtime, config):
    assert config.data_dir.stat().st_mode & 0o077 == 0
    databases = list(config.data_dir.glob("*.sqlite3"))
    assert databases and all(path.stat().st_mode & 0o077 == 0 for path in databases)
