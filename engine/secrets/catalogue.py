"""The maintained catalogue: every regex detector that detect-secrets (Yelp) ships, run over our text.

Each detector's own regexes find candidates anywhere in the window; the
detector's analyze_string then confirms a candidate (the JWT detector checks
the token decodes). Nothing here verifies a secret online. A detector that
cannot be loaded or raises fails closed: the text is reported as unchecked,
so callers refuse it as they refuse a secret.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator

from engine.secrets.labels import label_regions
from engine.secrets.literal import may_match, required_literal
from engine.secrets.rules import CATALOGUE_KINDS, CATALOGUE_SKIPPED

UNCHECKED = "text the secret rules could not check"


# How detect-secrets' build_assignment_regex starts a `<keyword> = <value>` regex (IBM, Cloudant, SoftLayer).
# Its keywords (key, pwd, pw, password, pass, token) are label words, so such a regex runs only on the
# lines around a label word: it is slow on long text and finds nothing anywhere else.
_ASSIGNMENT_START = r"(?:(?<=\W)|(?<=^))"


@dataclass(frozen=True)
class CatalogueRule:
    kind: str
    regex: re.Pattern
    detector: Any  # a detect_secrets RegexBasedDetector
    literal: str | None = None  # text the regex cannot match without; None: always run it

    @property
    def needs_label(self) -> bool:
        return self.regex.pattern.startswith(_ASSIGNMENT_START)


@lru_cache(maxsize=1)
def catalogue_rules() -> tuple[CatalogueRule, ...]:
    """The detectors' regexes; raises if detect-secrets is missing or broken (callers fail closed)."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.plugins.base import RegexBasedDetector

    rules = []
    for secret_type, detector_class in sorted(get_mapping_from_secret_type_to_class().items()):
        if secret_type in CATALOGUE_SKIPPED or not issubclass(detector_class, RegexBasedDetector):
            continue
        detector = detector_class()
        kind = CATALOGUE_KINDS.get(secret_type, secret_type)
        rules.extend(CatalogueRule(kind, regex, detector, required_literal(regex)) for regex in detector.denylist)
    if not rules:
        raise RuntimeError("detect-secrets has no regex detectors")
    return tuple(rules)


def catalogue_matches(window: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each confirmed detect-secrets match; one UNCHECKED finding if a detector fails."""
    try:
        rules = catalogue_rules()
    except Exception:  # fail closed: no catalogue means no text passes unchecked
        yield UNCHECKED, 0, len(window)
        return
    regions = list(label_regions(window))
    for rule in rules:
        try:
            if not may_match(rule.literal, window):
                continue
            for start, end in regions if rule.needs_label else [(0, len(window))]:
                for match in rule.regex.finditer(window, start, end):
                    if any(True for _ in rule.detector.analyze_string(match.group())):
                        yield rule.kind, match.start(), match.end()
        except Exception:  # fail closed, as above
            yield UNCHECKED, 0, len(window)
