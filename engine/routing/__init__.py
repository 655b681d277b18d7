"""Routing: where a request goes before the model sees it.

Two steps. Rules (rules/) catch the surface forms that leave no doubt: a URL, an exact path, a file name,
"bash" or a spelled-out command, an explicit ask for the web, an explicit save target; they usually cut
the arguments too. The intent classifier (classifier.py) reads everything else, with the tools the
previous turn used, and its likeliest label is taken, sure or not: a tool is named, "answer directly" is
answered with no tool. Measured on dev's unsure rows with Qwen 0.5B in the loop, the model offered a choice
picked worse than the classifier's first guess (it calls a tool for nearly every "answer directly" row), so
the model never overrides the classifier; the confidence only names the route's reason.

A request about the user's own things ("my notes", "ในเครื่อง") is private: no web tool is offered for the
whole turn unless the user asks for the web. Pure and I/O-free apart from loading the weights once.
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from engine.routing.classifier import ANSWER, IntentClassifier, default_classifier
from engine.routing.rules import RULES, first_match
from engine.routing.rules.rag_search import whole_message
from engine.routing.rules.web_search import short_query, web_query
from engine.routing.shapes import Request, prepare
from engine.routing.text import records_named
from engine.routing.words import LOCAL_TOOLS, WEB_TOOLS

SURE_ANSWER = "classifier_answer"  # the reason of a route the classifier is sure needs no tool
PERSONAL = "classifier_personal"  # "answer directly" naming a record of the user's: code searches their files first
# Tools whose arguments are the user's own words: code writes the call, a 135M model would only lose words.
_ARGUMENTS_FROM_WORDS = {
    "rag_search": whole_message,
    "web_search": web_query,
    "list_workspect": lambda request: {},
}


@dataclass(frozen=True)
class Route:
    tool: str | None  # None: answered directly, with no tool offered
    arguments: dict | None  # None: the tool is clear, its arguments must come from the model
    reason: str  # the rule's name, "classifier", SURE_ANSWER, "classifier_unsure" or PERSONAL
    simple_lookup: bool = False  # a lower web budget applies to this turn
    private: bool = False  # about the user's own things: no web tool this turn


def route(text: str, tool_names: Collection[str], recent: tuple[str, ...] = (),
          classifier: IntentClassifier | None = None) -> Route | None:
    """Where this request goes; None when there is nothing to route (no words, or no tools)."""
    request = prepare(text)
    private = request.is_personal and not request.asks_for_the_web
    names = frozenset(tool_names) - (WEB_TOOLS if private else frozenset())
    if not names or not any(char.isalnum() for char in request.folded):
        return None
    found = first_match(request, names)
    if found is not None:
        return Route(found.rule.tool, found.arguments, found.rule.name, found.simple_lookup, private=private)
    return _classified(request, names, tuple(recent), private, classifier or default_classifier())


def _classified(request: Request, names: frozenset[str], recent: tuple[str, ...], private: bool,
                classifier: IntentClassifier) -> Route:
    guesses = classifier.guesses(request.original, recent, names | {ANSWER})
    best = guesses[0]
    sure = best.probability >= classifier.threshold
    # Unsure between the web and the user's own files, stay on the machine: a needless local search costs a
    # second, a needless web search sends the user's question (often about their own affairs) away.
    if not sure and best.label in WEB_TOOLS and not request.asks_for_the_web and len(guesses) > 1 \
            and guesses[1].label in LOCAL_TOOLS and best.probability - guesses[1].probability < 0.05:
        best = guesses[1]
    if best.label == "list_workspect" and "rag_search" in names and records_named(request.original):
        # "มีใบกำกับภาษีแม็คโครเก็บไว้กี่ใบ ไฟล์อะไรบ้าง" names a kind of the user's records, not what Klang wrote
        best = replace(best, label="rag_search")
    if best.label != ANSWER:
        derive = _ARGUMENTS_FROM_WORDS.get(best.label)
        arguments = derive(request) if derive else None
        simple = best.label == "web_search" and short_query(request, arguments)
        return Route(best.label, arguments, "classifier" if sure else "classifier_unsure", simple, private=private)
    # "Answer directly" is answered without tools, unless the request points at a stored record of the user's
    # ("day 1 of my Chiang Mai trip"): an invented answer about their files costs more than one unneeded search.
    # Not "fix my English: …" or "how can I improve my sleep?": nothing there to look up. Code, not the model,
    # makes that search (Qwen 0.5B offered the choice searched every time); the agent answers in words, as
    # "answer directly" would, when it finds nothing to answer from.
    if request.names_own_record and "rag_search" in names:
        return Route("rag_search", whole_message(request), PERSONAL, private=private)
    return Route(None, None, SURE_ANSWER if sure else "classifier_unsure", private=private)


__all__ = ["ANSWER", "PERSONAL", "RULES", "SURE_ANSWER", "Route", "route"]
