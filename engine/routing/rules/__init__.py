"""Rules for the requests whose tool shows on the surface: a URL, an exact path, a file name with an
extension, "bash" or a spelled-out command, an explicit ask for the web, an explicit save target.

One module per tool; this table tries them in order, skipping a rule whose tool is not registered.
Everything that needs understanding rather than a surface form is the classifier's (classifier.py).
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from engine.routing.shapes import Request
from engine.routing.rules import bash, browse_url, rag_search, read_file, web_search, write_file
from engine.routing.rules.base import Rule


@dataclass(frozen=True)
class Match:
    rule: Rule
    arguments: dict | None  # None: the tool is clear, its arguments must come from the model
    simple_lookup: bool


# Bash first (its commands hold paths and URLs), saving last (after its target is masked from the others).
RULES: tuple[Rule, ...] = (
    *bash.RULES, *browse_url.RULES, *read_file.RULES, *rag_search.RULES, *web_search.RULES, *write_file.RULES,
)


def first_match(request: Request, tool_names: Collection[str]) -> Match | None:
    for rule in RULES:
        if rule.tool not in tool_names:
            continue
        subject = request.masked if rule.masked else request.folded
        if any(pattern.search(subject) for pattern in rule.excludes):
            continue
        for pattern in rule.patterns:
            found = pattern.search(subject)
            if found:
                arguments = rule.extract(request, found)
                return Match(rule, arguments, rule.simple(request, arguments))
    return None


__all__ = ["RULES", "Match", "Rule", "first_match"]
