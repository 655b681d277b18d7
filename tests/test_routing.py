"""Deterministic routing, driven by the labelled requests in tests/data/routing_requests.tsv.

Each row: what a user typed, the tool routing must pick ("none": leave it to the
model), and, where they are deterministic, the exact arguments ("null": the tool
is clear but the model must write the arguments; empty: not checked).
"""
from __future__ import annotations

import dataclasses
import json
import re
import time
from pathlib import Path

import pytest

from engine.routing import RULES, Route, route

ALL_TOOLS = frozenset(
    {"rag_search", "read_file", "write_file", "bash", "web_search", "browse_url", "recall_web", "list_workspect"}
)
DATA = Path(__file__).parent / "data" / "routing_requests.tsv"
THAI = re.compile("[\u0e00-\u0e7f]")


@dataclasses.dataclass(frozen=True)
class Labelled:
    line: int
    text: str
    tool: str | None
    arguments: str  # JSON, or "" when not checked


def _load() -> list[Labelled]:
    lines = DATA.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "text\ttool\targuments"
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        text, tool, arguments = line.split("\t")
        rows.append(Labelled(number, text, None if tool == "none" else tool, arguments))
    return rows


ROWS = _load()


def _agrees(row: Labelled, found: Route | None) -> bool:
    if (found.tool if found else None) != row.tool:
        return False
    return not row.arguments or found.arguments == json.loads(row.arguments)


@pytest.mark.parametrize("row", ROWS, ids=[f"line{row.line}" for row in ROWS])
def test_labelled_request(row):
    found = route(row.text, ALL_TOOLS)
    assert (found.tool if found else None) == row.tool, f"{row.text!r} routed by {found and found.reason}"
    if row.arguments:
        assert found.arguments == json.loads(row.arguments)


def test_accuracy_on_the_whole_set():
    right = sum(_agrees(row, route(row.text, ALL_TOOLS)) for row in ROWS)
    assert right / len(ROWS) >= 0.95


def test_the_set_is_big_bilingual_and_exercises_every_rule():
    assert len(ROWS) >= 120
    thai = sum(bool(THAI.search(row.text)) for row in ROWS)
    assert 0.4 <= thai / len(ROWS) <= 0.6
    assert sum(row.tool is None for row in ROWS) >= 40  # hard negatives and things the model must decide
    reasons = {found.reason for row in ROWS if (found := route(row.text, ALL_TOOLS))}
    assert reasons == {rule.name for rule in RULES}


@pytest.mark.parametrize(
    ("text", "missing", "expected"),
    [
        ("ใช้ bash หาไฟล์ pdf ใน Downloads", "bash", "rag_search"),
        ("use bash to find my rental_contract.docx", "bash", "rag_search"),
        ("check out www.pantip.com", "browse_url", None),
        ("อ่านไฟล์ /home/somchai/Documents/report.pdf ให้หน่อย", "read_file", None),
        ("search the web for best budget laptops 2025", "web_search", None),
        ("what did you save?", "list_workspect", None),
        ("save this to workspect/notes.md", "write_file", None),
        ("หาไฟล์สัญญาเช่าบ้านให้หน่อย", "rag_search", None),
    ],
)
def test_a_rule_is_skipped_when_its_tool_is_not_registered(text, missing, expected):
    found = route(text, ALL_TOOLS - {missing})
    assert (found.tool if found else None) == expected


def test_nothing_is_routed_when_no_tool_is_registered():
    assert all(route(row.text, ()) is None for row in ROWS)


def test_registering_only_the_routed_tool_routes_the_same_way():
    for row in ROWS:
        if row.tool:
            alone = route(row.text, {row.tool})
            assert alone == route(row.text, ALL_TOOLS), row.text


@pytest.mark.parametrize(
    ("text", "simple"),
    [
        ("check out www.pantip.com", True),
        ("google how tall is mount everest", True),
        ("ราคาทองวันนี้เท่าไหร่", True),
        ("search the web for best budget laptops 2025", False),
        ("can you search online for reviews of the Xiaomi robot vacuum", False),
        ("latest news about the Thai election", False),
        ("find my rental contract", False),
    ],
)
def test_simple_lookups_get_the_lower_web_budget(text, simple):
    assert route(text, ALL_TOOLS).simple_lookup is simple


def test_decomposed_thai_and_zero_width_spaces_still_match():
    assert route("รันค\u0e4d\u0e32สั่ง df -h", ALL_TOOLS).arguments == {"command": "df -h"}
    assert route("หา\u200bไฟล์สัญญาเช่า", ALL_TOOLS).tool == "rag_search"


def test_arguments_are_nfc_and_keep_the_users_case():
    found = route("cafe\u0301_Menu.PDF", ALL_TOOLS)
    assert found.arguments == {"query": "caf\u00e9_Menu.PDF"}
    assert route("RUN `LS -LA` IN BASH", ALL_TOOLS).arguments == {"command": "LS -LA"}


def test_a_route_cannot_be_changed():
    found = route("find my rental contract", ALL_TOOLS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.tool = "bash"


def test_routing_the_whole_set_takes_well_under_a_second():
    start = time.perf_counter()
    for row in ROWS:
        route(row.text, ALL_TOOLS)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize(
    "text",
    [
        "ภาษาไทยไม่มีช่องว่าง" * 500,  # unsegmented Thai: a file name could start anywhere
        "ภาษา/ไทย" * 1250,
        "~/" * 5000,
        '"รัน' * 2500,
        "find " + "lorem ipsum dolor " * 550,
    ],
    ids=["thai", "thai-slashes", "tildes", "quoted-runs", "english"],
)
def test_a_pasted_page_of_text_routes_in_linear_time(text):
    start = time.perf_counter()
    route(text, ALL_TOOLS)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("text", ["", "   ", "\u200b", "https://", "~/", "`` ", "run"])
def test_empty_or_fragmentary_input_is_left_to_the_model(text):
    assert route(text, ALL_TOOLS) is None
