"""The shape the house style promises: engine/ is the core, front ends (cli/, webapp/) import it, never the reverse."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRONT_ENDS = ("flask", "flask_sock", "werkzeug", "jinja2", "markupsafe", "simple_websocket", "webapp", "cli", "run")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_engine_imports_no_web_framework_and_no_front_end():
    offenders = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        bad = {name for name in imported_modules(path) if name.split(".")[0] in FRONT_ENDS}
        if bad:
            offenders[str(path.relative_to(ROOT))] = sorted(bad)
    assert offenders == {}


def test_the_walk_sees_a_front_end_import(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from webapp import create_app\n    import flask.json\n")
    assert {"webapp", "flask.json"} <= imported_modules(probe)


def test_every_subcommand_lives_in_cli():
    import run

    for name in run.COMMANDS:
        assert (ROOT / "cli" / f"{name}.py").is_file(), name
    assert not (ROOT / "engine" / "commands").exists()
