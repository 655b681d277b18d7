"""A non-editable install works: the wheel carries every template, static file and data file.

`make test` installs in editable mode, where a file missing from package-data still loads from the
checkout; this test builds the wheel, installs it into a fresh venv and runs the app from there.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.app_process import AppProcess

pytestmark = pytest.mark.package

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "webapp", "cli")
CODE_SUFFIXES = (".py", ".pyc")

# Where the installed packages and the synonym table come from, and one synonym group at work.
PROBE = """
import json, engine, webapp
from engine.index import query
print(json.dumps({"engine": engine.__file__, "webapp": webapp.__file__, "synonyms": str(query.SYNONYMS_FILE),
                  "photo": list(query.synonyms("photo"))}))
"""


def data_files(root: Path) -> set[str]:
    """Every file the packages need besides their code, as wheel paths."""
    found = set()
    for package in PACKAGES:
        for path in (root / package).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in CODE_SUFFIXES:
                found.add(path.relative_to(root).as_posix())
    return found


def run(command: list, **kwargs) -> str:
    result = subprocess.run([str(part) for part in command], capture_output=True, text=True, timeout=180, **kwargs)
    assert result.returncode == 0, f"{command[:4]} failed:\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
    return result.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the sources so the build leaves nothing in the checkout."""
    source = tmp_path_factory.mktemp("source")
    shutil.copy(REPO / "pyproject.toml", source)
    for package in PACKAGES:
        if (REPO / package).is_dir():
            shutil.copytree(REPO / package, source / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    dist = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", dist, source])
    (built,) = dist.glob("klang-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv holding only the wheel; its dependencies come from this venv through a path line.

    A plain path in a .pth file adds the folder without running the .pth files inside it, so the
    editable install's own hook (which would import engine from the checkout) stays out."""
    venv = tmp_path_factory.mktemp("venv")
    run([sys.executable, "-m", "venv", "--without-pip", venv])
    python = venv / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index", wheel])
    site_packages = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).strip())
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site_packages / "klang_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n", encoding="utf-8")
    return venv


def test_the_wheel_carries_every_template_static_and_data_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = data_files(REPO) - names
    assert not missing, f"package-data in pyproject.toml misses {sorted(missing)}"
    assert {"webapp/templates/panels/_files.html", "engine/index/synonyms.tsv"} <= names


def test_the_installed_app_imports_from_the_venv_and_loads_its_synonyms(installed, tmp_path):
    found = json.loads(run([installed / "bin" / "python", "-c", PROBE], cwd=tmp_path,
                           env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}))
    for name in ("engine", "webapp", "synonyms"):
        assert found[name].startswith(str(installed)), f"{name} came from {found[name]}, not the installed wheel"
    assert "รูป" in found["photo"] and "picture" in found["photo"]


def test_the_installed_app_serves_the_chat_page_panels_and_static_files(installed, tmp_path):
    launcher = tmp_path / "app" / "run.py"  # a checkout's launcher; everything it imports comes from the wheel
    launcher.parent.mkdir()
    shutil.copy(REPO / "run.py", launcher)
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"replies": []}), encoding="utf-8")
    app = AppProcess([installed / "bin" / "python", launcher, "--backend", "scripted", "--model", script,
                      "--data-dir", tmp_path / "data", "--workspect", tmp_path / "ws"], tmp_path / "out",
                     cwd=launcher.parent)
    try:
        app.wait_for_line("Klang is running at")
        chat = app.wait_for_page("/", 'id="composer"')
        files_status, files = app.get("/panels/files")
        css_status, _ = app.get("/static/klang.css")
    finally:
        app.stop()
    assert 'id="model-status"' in chat
    assert files_status == 200 and 'id="files-panel"' in files
    assert css_status == 200
