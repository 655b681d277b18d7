"""Expand the router's request templates into the labelled set, split by template family.

    python scripts/make_routing_set.py      # rewrites tests/data/routing_set.tsv

Reads tests/data/routing_templates.txt (families of phrasings) and routing_slots.txt (slot fillers) and writes
one row per request: text, tool, recent (the tool the previous turn used, or empty), family, split. A whole
family goes to one split, so no test row shares a template with a training row; splits stay pinned in routing_splits.tsv. Output is reproducible: every
random choice is seeded by the family's name.
"""
from __future__ import annotations

import random
import re
import zlib
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
ROWS_PER_FAMILY = 15
TYPO_RATE = 0.12  # share of English rows given one swapped-letter typo, as people type
SLOT = re.compile(r"\{(\w+)\}")
THAI = re.compile("[\u0e00-\u0e7f]")
# One family in seven goes to dev, one to test.
TEST_SEAT, DEV_SEAT, SEATS = 3, 5, 7


def load_slots(path: Path) -> dict[str, list[str]]:
    slots = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, values = line.split(":", 1)
            slots[name.strip()] = [value.strip() for value in values.split("|")]
    return slots


def load_families(path: Path) -> list[tuple[str, str, str, list[str]]]:
    """(family, tool, recent, phrasings) in file order."""
    families = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            name, tool, *recent = line[3:].split()
            families.append((name, tool, recent[0] if recent else "", []))
        elif line.strip() and not line.startswith("#"):
            families[-1][3].append(line.strip())
    return families


def _typo(text: str, rng: random.Random) -> str:
    words = [i for i, word in enumerate(text.split(" ")) if len(word) >= 4 and word.isalpha()]
    if not words:
        return text
    parts = text.split(" ")
    word = parts[rng.choice(words)]
    at = rng.randrange(len(word) - 1)
    parts[parts.index(word)] = word[:at] + word[at + 1] + word[at] + word[at + 2:]
    return " ".join(parts)


def expand(name: str, phrasings: list[str], slots: dict[str, list[str]]) -> list[str]:
    rng = random.Random(zlib.crc32(name.encode()))
    rows: list[str] = []
    for attempt in range(ROWS_PER_FAMILY * 6):
        phrasing = phrasings[attempt % len(phrasings)]
        text = " ".join(SLOT.sub(lambda m: rng.choice(slots[m.group(1)]), phrasing).split())
        if not THAI.search(text) and rng.random() < TYPO_RATE:
            text = _typo(text, rng)
        if text not in rows:
            rows.append(text)
        if len(rows) == ROWS_PER_FAMILY:
            break
    return rows


def assign_splits(families) -> dict[str, str]:
    """Pinned splits from routing_splits.tsv; a new family is dealt by its hash, one seat in seven."""
    pinned = dict(
        line.split("\t") for line in (DATA / "routing_splits.tsv").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    )
    splits = {}
    for name, _, _, _ in families:
        place = zlib.crc32(name.encode()) % SEATS
        splits[name] = pinned.get(name) or ("test" if place == TEST_SEAT else "dev" if place == DEV_SEAT else "train")
    return splits


def main() -> None:
    slots = load_slots(DATA / "routing_slots.txt")
    families = load_families(DATA / "routing_templates.txt")
    splits = assign_splits(families)
    lines = ["text\ttool\trecent\tfamily\tsplit"]
    seen: set[str] = set()
    for name, tool, recent, phrasings in families:
        for text in expand(name, phrasings, slots):
            if (text, recent) not in seen:  # the same words in two families would leak across splits
                seen.add((text, recent))
                lines.append(f"{text}\t{tool}\t{recent}\t{name}\t{splits[name]}")
    (DATA / "routing_set.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    counts = Counter(line.rsplit("\t", 1)[1] for line in lines[1:])
    print(f"{len(lines) - 1} rows from {len(families)} families: {dict(counts)}")


if __name__ == "__main__":
    main()
