"""run.py models and --model NAME."""
import json

import pytest

import run
from engine.models.bundled import SMOLLM2, bundled_path
from tests.gguf_files import llama_meta, write_gguf


@pytest.fixture
def base_args(tmp_path):
    return ["--data-dir", str(tmp_path / "data"), "--workspect", str(tmp_path / "ws")]


def test_models_lists_bundled_and_found_models_with_size_and_ram(isolated_home, base_args, capsys):
    write_gguf(isolated_home / "models" / "typhoon.gguf", llama_meta(name="Typhoon Tiny"))
    assert run.main(base_args + ["models", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["name"] for row in rows] == ["qwen2.5-coder-0.5b", "smollm2-135m", "qwen2.5-coder-1.5b", "typhoon.gguf"]
    assert rows[0]["in_use"] and rows[0]["ram_estimate_bytes"] > rows[0]["size_bytes"] > 0
    assert rows[3]["label"] == "Typhoon Tiny" and rows[3]["quantisation"] == "Q4_K_M" and rows[3]["chat_template"]


def test_model_flag_takes_a_bundled_or_found_name(isolated_home, base_args, capsys):
    assert run.main(base_args + ["--model", "smollm2-135m", "config", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["model_path"]["value"] == str(bundled_path(SMOLLM2))
    mine = write_gguf(isolated_home / "models" / "mine.gguf", llama_meta())
    assert run.main(base_args + ["--model", "mine.gguf", "config", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["model_path"]["value"] == str(mine)


def test_an_unknown_model_name_lists_the_known_ones(base_args, capsys):
    with pytest.raises(SystemExit):
        run.main(base_args + ["--model", "gpt-9", "config"])
    assert "smollm2-135m" in capsys.readouterr().err
