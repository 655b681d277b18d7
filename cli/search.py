"""`run.py search "query" [--json]`, or `run.py search --json -` for one query per stdin line."""
from __future__ import annotations

import json
import sys

from engine.index import SearchResult, open_index


def add_arguments(parser) -> None:
    parser.add_argument("query", help="words or a file name; '-' reads one query per line from stdin")
    parser.add_argument("--json", action="store_true", help="one JSON object per query (path, score, snippet per hit)")
    parser.add_argument("--limit", type=int, default=10, help="hits per query (default 10)")


def as_json(result: SearchResult) -> str:
    hits = [{"path": h.path, "score": h.score, "snippet": h.snippet, "location": h.location, "match": h.match}
            for h in result.hits]
    return json.dumps({"query": result.query.raw, "source": result.source, "hits": hits}, ensure_ascii=False)


def as_text(result: SearchResult) -> str:
    if not result.hits:
        return f"No file matched {result.query.raw!r}."
    lines = [f"{h.path} — {h.snippet}" if h.snippet else h.path for h in result.hits]
    return "\n".join(([result.note] if result.note else []) + lines)


def run(args, config) -> int:
    if args.limit < 1:
        print("--limit must be at least 1.")
        return 2
    index = open_index(config)
    queries = [line.strip() for line in sys.stdin] if args.query == "-" else [args.query]
    for query in queries:  # a blank line still gets its (empty) answer line, so output lines match input lines
        result = index.search(query, limit=args.limit)
        print(as_json(result) if args.json else as_text(result), flush=True)
    return 0
