"""Secret-scanner eval: catalogue shapes caught per format, and false positives on ordinary documents.

Every catalogue shape is written into real files (txt/csv/docx/xlsx/pptx/pdf
and file names) and read through read_file's pipeline; a shape is caught in a
format when its secret never comes out. The held-out families (tests/secret_catalogue/
shapes.py HELD_OUT) are reported apart. Ordinary documents (English notes,
invoices, code; Thai Wikipedia paragraphs from iapp) and file names are read
the same way; any refusal is a false positive.

    .venv/bin/python tests/eval/eval_secrets.py
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from engine.config import load_config  # noqa: E402
from tests.fixtures.readers.documents import make_pdf  # noqa: E402
from tests.secret_catalogue.catalogue import write_catalogue  # noqa: E402
from tests.secret_catalogue.ordinary import ORDINARY_NAMES, english_documents, thai_documents  # noqa: E402
from tests.secret_catalogue.outcomes import Tally, flagged, leaked  # noqa: E402
from tests.secret_catalogue.shapes import all_shapes  # noqa: E402


def _catalogue(folder: Path, config) -> dict[str, Tally]:
    tallies = {"tuned": Tally(), "held-out": Tally()}
    for file in write_catalogue(folder, all_shapes()):
        tallies["held-out" if file.shape.held_out else "tuned"].add(file, leaked(file, config))
    return tallies


def _false_positives(folder: Path, config) -> dict[str, tuple[int, int, list[str]]]:
    groups = {"English documents": english_documents(), "Thai documents (iapp)": thai_documents()}
    results = {}
    for group, texts in groups.items():
        hits = []
        for number, text in enumerate(texts):
            path = folder / f"{group.split()[0].lower()}-{number:03d}.txt"
            path.write_text(text, encoding="utf-8")
            if flagged(path, config):
                hits.append(text[:70].replace("\n", " "))
        results[group] = (len(hits), len(texts), hits)
    hits = []
    for name in ORDINARY_NAMES:
        path = folder / name
        if name.endswith(".pdf"):
            make_pdf(path, ["Shopping list: rice, eggs."])
        else:  # an Office name with text inside is refused as damaged: only its name is checked, before reading
            path.write_text("Shopping list: rice, eggs.\n", encoding="utf-8")
        if flagged(path, config):
            hits.append(name)
    results["file names"] = (len(hits), len(ORDINARY_NAMES), hits)
    return results


def main() -> None:
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        (root / "workspect").mkdir()
        config = load_config(env={}, backend="scripted", data_dir=root / "data", workspect_dir=root / "workspect")
        shapes = all_shapes()
        print(f"catalogue: {len(shapes)} shapes, {sum(s.held_out for s in shapes)} held out")
        for part, tally in _catalogue(root / "workspect", config).items():
            print(f"  {part:9} caught {tally.line()}")
            for missed in tally.missed:
                print(f"    missed: {missed}")
        ordinary = root / "workspect" / "ordinary"
        ordinary.mkdir()
        flagged_total = checked_total = 0
        for group, (hits, total, examples) in _false_positives(ordinary, config).items():
            flagged_total, checked_total = flagged_total + hits, checked_total + total
            print(f"false positives, {group}: {hits}/{total}")
            for example in examples:
                print(f"    flagged: {example}")
        print(f"false-positive rate: {flagged_total}/{checked_total} = {flagged_total / checked_total:.1%}")


if __name__ == "__main__":
    main()
