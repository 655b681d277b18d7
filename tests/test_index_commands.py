"""`run.py index` and `run.py search` (cli/index.py, search.py)."""
from __future__ import annotations

import argparse
import io
import json

from cli import index as index_command
from cli import search as search_command


def parse(module, argv):
    parser = argparse.ArgumentParser()
    module.add_arguments(parser)
    return parser.parse_args(argv)


def test_index_then_search_json_and_batch(config, tmp_path, capsys, monkeypatch):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "menu.txt").write_text("ข้าวผัดกะเพรา ราคา 60 บาท", encoding="utf-8")
    assert index_command.run(parse(index_command, ["--roots", str(root)]), config) == 0
    out = capsys.readouterr().out
    assert "1/1 files" in out and "done: 1 indexed" in out

    config = config.replace(roots=(root,))
    assert search_command.run(parse(search_command, ["กะเพรา", "--json"]), config) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["hits"][0]["path"] == str(root / "menu.txt") and "snippet" in answer["hits"][0]

    monkeypatch.setattr("sys.stdin", io.StringIO("กะเพรา\n\nmenu.txt\n"))
    assert search_command.run(parse(search_command, ["-", "--json"]), config) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3  # one answer line per input line, blank included
    assert [len(json.loads(line)["hits"]) for line in lines] == [1, 0, 1]


def test_index_refuses_a_root_that_is_not_a_folder(config, tmp_path, capsys):
    assert index_command.run(parse(index_command, ["--roots", str(tmp_path / "nope")]), config) == 2
    assert "Not a folder" in capsys.readouterr().out


def test_search_text_output(config, tmp_path, capsys):
    root = tmp_path / "Documents"
    root.mkdir()
    (root / "notes.md").write_text("meeting with the landlord", encoding="utf-8")
    config = config.replace(roots=(root,))
    index_command.run(parse(index_command, []), config)
    capsys.readouterr()
    search_command.run(parse(search_command, ["landlord"]), config)
    assert capsys.readouterr().out.startswith(f"{root / 'notes.md'} — meeting with the landlord")
