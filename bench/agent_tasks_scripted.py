"""The read agent-task sets through full turns on a scripted model: what code alone does, in minutes, not hours.

Every set registered in bench/agent_tasks.py that has a bench/data/agent_tasks_NAME_holdout.json runs as
bench/agent_tasks.py runs it (its folder written and indexed, one turn a task, the same judge), but the model is
scripted, so only Klang's own code decides:
  - silent (default): the model says nothing. Finds, lists and saves are carried by code; an answer succeeds only
    where code writes it (the files found, the nearest lines of a weak search).
  - copy: the model answers a grounded prompt with the first line of the first passage it is shown (the line
    code ranked first), and says nothing anywhere else.
Measured before and after a change of the engine (interleave them: the machine is shared), this says which tasks
code gained or lost; a blind figure on the real model is still bench/agent_tasks.py's.

    .venv/bin/python bench/agent_tasks_scripted.py [--model silent|copy] [--kinds answer,compare]
        [--sets NAME,NAME] [--skip NAME,NAME] [--jobs N] --out results.jsonl

Sets are skipped with --skip (those not read yet: run them once on the real model first); household has no
holdout file and never runs.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from engine.backends.scripted import ScriptedBackend  # noqa: E402
from engine.grounded import WORDING  # noqa: E402

DATA = REPO / "bench" / "data"
KINDS = ("find", "list", "summarise-save", "answer", "compare")
GROUNDED_TASKS = tuple(words["task"] for words in WORDING.values())  # the last line of a grounded answer prompt
KEPT = ("set", "id", "kind", "ok", "failed", "answer", "read", "cited", "found", "errors")


def copied_line(messages) -> str:
    """The first line of passage [1] in a grounded answer prompt; nothing for any other prompt."""
    text = str(messages[-1].get("content") or "") if messages else ""
    if not any(task in text for task in GROUNDED_TASKS):
        return ""
    lines = text.splitlines()
    return next((lines[n + 1].strip() for n, line in enumerate(lines[:-1]) if line.startswith("[1]")), "")


class Scripted(ScriptedBackend):
    def __init__(self, model: str):
        super().__init__()
        self.model = model

    def _next_reply(self, request):
        return copied_line(request.messages) if self.model == "copy" else ""


def run_set(job: tuple[str, str, tuple[str, ...]]) -> list[dict]:
    name, model, kinds = job
    from bench import agent_tasks

    tasks = [task for task in agent_tasks.load_tasks(None, DATA / f"agent_tasks_{name}_holdout.json")
             if task["kind"] in kinds]
    if not tasks:
        return []
    write, seed = agent_tasks.FOLDERS[name]
    with tempfile.TemporaryDirectory(prefix="klang-scripted-") as tmp:
        folder = write(Path(tmp))
        results = agent_tasks.run_model("scripted", tasks, folder, Path(tmp) / "model", backend=Scripted(model),
                                        seed=seed)
    return [{key: row[key] for key in KEPT} for row in ({**result, "set": name} for result in results)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=("silent", "copy"), default="silent")
    parser.add_argument("--kinds", default=",".join(KINDS), help="task kinds, comma-separated")
    parser.add_argument("--sets", help="only these sets, comma-separated")
    parser.add_argument("--skip", default="", help="sets not to run, comma-separated")
    parser.add_argument("--jobs", type=int, default=1, help="sets run at once, each in its own process")
    parser.add_argument("--out", type=Path, required=True, help="per-task JSON lines")
    args = parser.parse_args()
    from bench import agent_tasks

    skip = set(filter(None, args.skip.split(",")))
    names = args.sets.split(",") if args.sets else [
        name for name in agent_tasks.FOLDERS if (DATA / f"agent_tasks_{name}_holdout.json").is_file()]
    names = [name for name in names if name not in skip]
    kinds = tuple(kind for kind in args.kinds.split(",") if kind)
    if unknown := [name for name in names if name not in agent_tasks.FOLDERS]:
        parser.error(f"no set called {', '.join(unknown)}")
    done, count = Counter(), Counter()
    with args.out.open("w", encoding="utf-8") as out, ProcessPoolExecutor(args.jobs) as pool:
        for results in pool.map(run_set, [(name, args.model, kinds) for name in names]):
            for result in results:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
                count[result["kind"]] += 1
                done[result["kind"]] += result["ok"]
    print(f"{sum(done.values())}/{sum(count.values())} tasks over {len(names)} sets, {args.model} model: "
          + ", ".join(f"{kind} {done[kind]}/{count[kind]}" for kind in KINDS if count[kind]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
