from engine.knowledge.expand import Expansion
from engine.knowledge.gate import Signals, Verdict
from engine.knowledge.passages import Passage, PassageResult
from engine.knowledge.render import LOW_QUALITY, render_data, render_text

PASSAGES = (
    Passage("/home/u/Documents/lease.pdf", "page 3", "The deposit is 24,000 baht.", 0.8123, "hybrid", 0.78),
    Passage("/home/u/Documents/lease.pdf", "page 4", "Rent is due on the 1st.", 0.5, "hybrid"),
    Passage("/home/u/Documents/budget.xlsx", "Sheet1 row 2 - Sheet1 row 30", "Deposit 24000", 0.41, "hybrid"),
)


def result(weak=False, notes=()):
    verdict = Verdict(weak, ("the best passage holds 20% of the question's words",) if weak else ())
    return PassageResult(PASSAGES, "hybrid", verdict, Signals(3, 0.9, True), Expansion(("q",), "fallback"), notes)


def test_first_line_lists_each_source_once_then_headed_chunks():
    lines = render_text(result()).splitlines()
    assert lines[0] == "SOURCES: /home/u/Documents/lease.pdf | /home/u/Documents/budget.xlsx"
    assert "[1] lease.pdf — page 3 — retriever=hybrid, score=0.812, rerank=0.78" in lines
    assert "[3] budget.xlsx — Sheet1 row 2 - Sheet1 row 30 — retriever=hybrid, score=0.410" in lines
    assert lines[lines.index("[2] lease.pdf — page 4 — retriever=hybrid, score=0.500") + 1] == "Rent is due on the 1st."


def test_a_weak_result_starts_with_low_quality_and_says_to_rephrase():
    text = render_text(result(weak=True))
    assert text.startswith(LOW_QUALITY) and "rephrased query" in text
    assert text.splitlines()[1].startswith("SOURCES: ")


def test_notes_follow_the_passages():
    assert render_text(result(notes=("rerank skipped: too slow",))).endswith("(rerank skipped: too slow)")


def test_data_carries_the_passages_for_the_ui():
    data = render_data(result(weak=True), "how much is the deposit?")
    assert data["low_quality"] is True and data["retriever"] == "hybrid" and data["mode"] == "passages"
    assert data["passages"][0] == {"path": "/home/u/Documents/lease.pdf", "name": "lease.pdf", "location": "page 3",
                                   "score": 0.8123, "retriever": "hybrid", "rerank": 0.78, "text": "The deposit is 24,000 baht."}
    assert data["sources"] == ["/home/u/Documents/lease.pdf", "/home/u/Documents/budget.xlsx"]
