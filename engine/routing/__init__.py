"""Routing: where a request goes before the model sees it.

Two steps. Rules (rules/) catch the surface forms that leave no doubt: a URL, an exact path, a file name,
"bash" or a spelled-out command, an explicit ask for the web, an explicit save target; they usually cut
the arguments too. The intent classifier (classifier.py) reads everything else, with the tools the
previous turn used: when it is confident of a tool it names it; confident of "answer directly", the model
answers with no tool; otherwise the model chooses, the classifier's likeliest labels first.

A request about the user's own things ("my notes", "ในเครื่อง") is private: no web tool is offered for the
whole turn unless the user asks for the web. Pure and I/O-free apart from loading the weights once.
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from engine.routing.classifier import ANSWER, IntentClassifier, default_classifier
from engine.routing.rules import RULES, first_match
from engine.routing.rules.rag_search import whole_message
from engine.routing.rules.web_search import short_query, web_query
from engine.routing.shapes import Request, prepare
from engine.routing.words import WEB_TOOLS

SURE_ANSWER = "classifier_answer"  # the reason of a route the classifier is sure needs no tool
MAX_RANKED = 3  # an unsure route names at most this many labels (tools or ANSWER) ...
RANKED_MASS = 0.9  # ... or fewer, once they hold this much of the classifier's belief
# Tools whose arguments are the user's own words: code writes the call, a 135M model would only lose words.
_ARGUMENTS_FROM_WORDS = {
    "rag_search": whole_message,
    "web_search": web_query,
    "list_workspect": lambda request: {},
}


@dataclass(frozen=True)
class Route:
    tool: str | None  # None: no tool is certain; the model chooses from `ranked`
    arguments: dict | None  # None: the tool is clear, its arguments must come from the model
    reason: str  # the rule's name, "classifier", "classifier_answer" or "classifier_unsure"
    simple_lookup: bool = False  # a lower web budget applies to this turn
    ranked: tuple[str, ...] = ()  # no tool: the labels the model chooses from (tools, ANSWER), likeliest first
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
    if best.probability >= classifier.threshold:
        if best.label != ANSWER:
            derive = _ARGUMENTS_FROM_WORDS.get(best.label)
            arguments = derive(request) if derive else None
            simple = best.label == "web_search" and short_query(request, arguments)
            return Route(best.label, arguments, "classifier", simple, private=private)
        # A sure "answer directly" is answered without tools, unless it names something of the user's ("my
        # Chiang Mai trip"): an invented answer about their files costs more than one unneeded search.
        if not (request.is_personal or request.mentions_own):
            return Route(None, None, SURE_ANSWER, ranked=(ANSWER,), private=private)
    ranked, mass = [], 0.0
    for guess in guesses:
        ranked.append(guess.label)
        mass += guess.probability
        if len(ranked) == MAX_RANKED or mass >= RANKED_MASS:
            break
    return Route(None, None, "classifier_unsure", ranked=tuple(ranked), private=private)


__all__ = ["ANSWER", "RULES", "SURE_ANSWER", "Route", "route"]
