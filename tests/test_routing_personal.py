"""The personal exception's boundary (tests/data/routing_personal.tsv): a request the classifier would answer
directly is searched when it points at a stored record of the user's ("day 1 of my Chiang Mai trip"), and
answered directly when it brings its own text ("fix my English: …"), asks for advice ("how can I improve my
sleep?") or asks for something new ("help me plan my trip to Japan")."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
import pytest

from engine.routing import ANSWER, PERSONAL, SURE_ANSWER, route
from engine.routing.classifier import IntentClassifier
from engine.routing.features import COLUMNS
from engine.tools import REGISTRY
from scripts.train_router import read as read_table

DATA = Path(__file__).parent / "data"
TOOLS = frozenset(spec.name for spec in REGISTRY)
THAI = re.compile("[\u0e00-\u0e7f]")
OTHER_SETS = ("routing_set.tsv", "routing_freeform.tsv", "routing_requests.tsv")


def read(name: str) -> list[dict[str, str]]:
    return read_table(DATA / name)


ROWS = read("routing_personal.tsv")


def always_answer() -> IntentClassifier:
    """Sure of "answer directly" for every request: what is left to decide is the exception's."""
    labels = (ANSWER, *sorted(TOOLS))
    bias = np.array([10.0] + [0.0] * len(TOOLS))
    return IntentClassifier(np.zeros((COLUMNS, len(labels))), bias, labels, threshold=0.8, word_weight=1.0)


def test_the_set_has_both_sides_in_thai_and_english_in_whole_blocks_of_train_and_dev():
    assert len(ROWS) >= 40
    sides = Counter((row["tool"], bool(THAI.search(row["text"])), row["split"]) for row in ROWS)
    for tool in ("rag_search", "answer"):
        for thai in (True, False):
            for split in ("train", "dev"):
                assert sides[(tool, thai, split)] >= 4, (tool, thai, split)
    splits = defaultdict(set)
    for row in ROWS:
        splits[row["block"]].add(row["split"])
    assert all(len(found) == 1 for found in splits.values())


@pytest.mark.parametrize("name", OTHER_SETS)
def test_no_request_is_taken_from_another_routing_set(name):
    others = {row["text"].casefold() for row in read(name)}
    texts = [row["text"].casefold() for row in ROWS]
    assert len(set(texts)) == len(texts)
    assert not [text for text in texts if text in others]


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row["block"])
def test_the_exception_searches_a_stored_record_and_nothing_else(row):
    found = route(row["text"], TOOLS, classifier=always_answer())
    if row["tool"] == "rag_search":
        assert (found.tool, found.arguments, found.reason) == ("rag_search", {"query": row["text"]}, PERSONAL)
    else:
        assert (found.tool, found.reason) == (None, SURE_ANSWER)


@pytest.mark.parametrize("text", [
    "What is planned for day 1 of my Chiang Mai trip?",
    "what's on my schedule at 10:30 tomorrow",  # a time's colon brings no text
    "I wrote down something about the move, what was it?",
    "ทริปเชียงใหม่ของฉันวันแรกไปที่ไหนบ้าง",
    "บันทึกการประชุมของผมเมื่อวานสรุปว่ายังไง",  # "ยังไง" here asks what was decided, not for advice
])
def test_a_stored_record_of_the_users_is_searched_through_the_real_router(text):
    found = route(text, TOOLS)
    assert (found.tool, found.arguments) == ("rag_search", {"query": text})


@pytest.mark.parametrize("text", [
    "Did I plan to spend more on food in 2567?",
    "how much have we budgeted for school fees",
    "ค่าห้องที่ตั้งงบไว้ปี 66",
])
def test_what_the_user_planned_or_budgeted_is_their_own_record_and_never_leaves_the_machine(text):
    assert route(text, TOOLS).private


@pytest.mark.parametrize("text", [
    "หนี้ ธกส. ตอนนี้ต้นเหลือเท่าไหร่แล้วคะ แล้วงวดหน้าต้องเตรียมเงินกี่บาท",
    "how much do i still owe baac on the boat loan, and when do they take the next payment?",
    "ลูกค้าคนไหนยังค้างจ่ายค่าซ่อมบ้าง",
])
def test_what_is_left_of_the_users_own_loan_or_bill_never_leaves_the_machine(text):
    """No web page knows what one still owes: the first went to the web search (weaving set)."""
    found = route(text, TOOLS)
    assert found.private and found.tool not in ("web_search", "browse_url")


@pytest.mark.parametrize("text", [
    "pls find the list of used engines n gearboxes we have in stock rn",  # went to the web (autoparts set)
    "how many 2KD engines have we got in stock? check our stock sheet",
])
def test_what_the_shop_has_in_stock_is_its_own_record_and_never_leaves_the_machine(text):
    found = route(text, TOOLS)
    assert found.private and found.tool not in ("web_search", "browse_url")


def test_a_shop_elsewhere_having_it_in_stock_is_no_record_of_the_users():
    assert not route("is the iphone 16 in stock at lazada?", TOOLS).private


@pytest.mark.parametrize("text", [
    "ตอนนี้หมูสับเจ๊หมวยโลละเท่าไหร่แล้วนะ ที่ตกลงกันล่าสุด",  # went to the web (schoolcanteen set, session 38)
    "คุณอำนาจนัดเอารถหกล้อเข้ามาตั้งศูนย์วันไหนนะ กี่คันด้วย จำไม่ได้ละ",  # answered from nothing (tyreshop set)
    "jen's custom tank - what price did we settle on in the end and when are we delivering it",  # the web (aquarium)
    "ค่าเทอมต้นข้าวเทอมหน้าเท่าไหร่ ต้องโอนก่อนวันไหนคะ ลืมไปแล้ว",
])
def test_what_was_agreed_or_what_the_user_forgot_is_searched_in_their_files_and_never_leaves_the_machine(text):
    """No web page knows what one agreed with a supplier, nor what one asks to be reminded of."""
    found = route(text, TOOLS)
    assert found.private and found.tool == "rag_search"


@pytest.mark.parametrize("text", [
    "how much did we sell in drinking water in aug this year?",  # went to the web (lpgshop set, session 39)
    "how much did we spend on rice straw in march? and the straw total jan to jun this yr",
])
def test_what_the_users_business_sold_spent_or_paid_never_leaves_the_machine(text):
    found = route(text, TOOLS)
    assert found.private and found.tool not in ("web_search", "browse_url")


def test_a_price_of_the_day_still_goes_to_the_web():
    assert route("ตอนนี้หมูสับโลละเท่าไหร่", TOOLS).tool == "web_search"


@pytest.mark.parametrize("text", [
    "fix my English: yesterday I go to market and buy many fruit",
    "make my email more polite: Send me the report now. I asked twice already.",
    "summarise my notes for me: met Anna, agreed to ship v2 in June, next call Monday",
    "แปลประโยคนี้ของฉันหน่อย: I will be late for the meeting today",
    "ช่วยแก้ภาษาอังกฤษของผมหน่อย: He have two brother and one sister",
    "how can I improve my sleep?",
    "how do I keep my schedule from getting overloaded",
    "การนอนของฉันแย่มาก ควรปรับยังไงดี",
    "help me plan my trip to Japan for 5 days",
    "ช่วยเขียนตารางออกกำลังกายของผมให้หน่อย",
])
def test_text_to_work_on_advice_or_something_new_is_answered_directly_through_the_real_router(text):
    found = route(text, TOOLS)
    assert (found.tool, found.arguments) == (None, None)
