"""engine/turns.py: a tab that joins a turn at any moment sees all of it, once, in order; the agent hears
which tools each earlier answer used."""
import threading

import pytest

from engine.events import AnswerDone, Cited, Notice, Progress, Queued, Token, ToolFinished, ToolStarted
from engine.history import HistoryStore
from engine.runtime import Runtime
from engine.turns import Turn, TurnBusy, TurnEnded, TurnManager
from tests.gated import GatedBackend, wait_for


class Viewer:
    """What one subscribed tab receives: the snapshot, then every event delivered."""

    def __init__(self) -> None:
        self.snapshots: list[tuple[str, list]] = []
        self.delivered: list = []

    def snapshot(self, text: str, events: list) -> None:
        self.snapshots.append((text, events))

    def deliver(self, event) -> None:
        self.delivered.append(event)

    def text(self) -> str:
        """The answer as this tab can show it: the snapshot's text plus every token after it."""
        return self.snapshots[0][0] + "".join(e.text for e in self.delivered if isinstance(e, Token))

    def events(self) -> list:
        later = [e for e in self.delivered if not isinstance(e, (Token, TurnEnded))]
        return self.snapshots[0][1] + later


def a_turn() -> Turn:
    return Turn("c1", message_id=2, user_message_id=1, owner="tab-a")


CALL = ToolStarted("t1", "rag_search", {"query": "rent"})
RESULT = ToolFinished("t1", "rag_search", {"query": "rent"}, "SOURCES: /home/me/rent.md", True, 0.2)


def test_a_tab_joining_mid_turn_gets_the_text_so_far_then_every_later_event_in_order():
    turn = a_turn()
    for event in (Queued(1), CALL, RESULT, Token("The rent "), Token("is ")):
        turn.publish(event)
    viewer = Viewer()
    turn.subscribe(viewer.deliver, viewer.snapshot)
    assert viewer.snapshots == [("The rent is ", [Queued(1), CALL, RESULT])] and viewer.delivered == []
    for event in (Token("8,000 "), Token("baht."), AnswerDone("The rent is 8,000 baht."), TurnEnded("done")):
        turn.publish(event)
    assert viewer.delivered == [Token("8,000 "), Token("baht."), AnswerDone("The rent is 8,000 baht."),
                                TurnEnded("done")]
    assert viewer.text() == "The rent is 8,000 baht."


def test_a_tab_joining_after_the_end_gets_the_whole_answer_and_the_saved_status():
    turn = a_turn()
    for event in (CALL, RESULT, Token("Stopped "), AnswerDone("Stopped", stopped=True)):
        turn.publish(event)
    turn.status = "stopped"
    turn.publish(TurnEnded("stopped"))
    viewer = Viewer()
    turn.subscribe(viewer.deliver, viewer.snapshot)
    assert viewer.snapshots == [("Stopped ", [CALL, RESULT, AnswerDone("Stopped", stopped=True)])]
    assert viewer.delivered == [TurnEnded("stopped")]


def test_a_tab_joining_mid_turn_sees_only_where_the_turn_is_now_not_every_earlier_progress_line():
    turn = a_turn()
    for event in (Progress("searching", "rent", step=1), CALL, RESULT, Progress("answering", step=2, tokens=4)):
        turn.publish(event)
    viewer = Viewer()
    turn.subscribe(viewer.deliver, viewer.snapshot)
    assert viewer.snapshots[0][1] == [CALL, RESULT, Progress("answering", step=2, tokens=4)]


def test_a_tab_joining_while_the_model_is_silent_shows_the_time_since_the_turn_began():
    now = [100.0]
    turn = Turn("c1", message_id=2, user_message_id=1, owner="tab-a", clock=lambda: now[0])
    now[0] = 102.0
    turn.publish(Progress("thinking", step=1, elapsed=2.0))
    now[0] = 130.5  # a long prompt: nothing more for 28.5 s
    viewer = Viewer()
    turn.subscribe(viewer.deliver, viewer.snapshot)
    assert viewer.snapshots[0][1] == [Progress("thinking", step=1, elapsed=30.5)]
    later = Viewer()
    now[0] = 140.0
    turn.publish(TurnEnded("done"))
    turn.subscribe(later.deliver, later.snapshot)
    assert later.snapshots[0][1] == [Progress("thinking", step=1, elapsed=2.0)]  # a finished turn's clock stopped


class NotingAgent:
    def run(self, past, text, ctx, emit, owner="local"):
        emit(Notice("history_trimmed", {"dropped": 3}))
        emit(Progress("answering", step=1))
        emit(Cited(({"n": 1, "path": "/home/me/rent.md", "name": "rent.md", "location": "lines 1-2", "start": 1,
                     "end": 2, "quote": "rent 8,000"},)))
        return AnswerDone("The rent is 8,000 baht [1].")


def test_notices_and_citations_are_saved_with_the_answer_and_progress_is_not(tmp_path):
    history = HistoryStore(tmp_path / "history.db")
    conversation = history.create_conversation("rent")
    turns = TurnManager(history, {"owner": NotingAgent()}, lambda cancel, role, workspect: None)
    turns.start(conversation.id, "how much is the rent?").finished.wait(60)
    answer = history.messages(conversation.id)[-1]
    assert answer.content == "The rent is 8,000 baht [1]."
    assert [type(e).__name__ for e in answer.events] == ["Notice", "Cited"]
    assert answer.events[0] == Notice("history_trimmed", {"dropped": 3})
    assert answer.events[1].citations[0]["path"] == "/home/me/rent.md"
    history.close()


def test_a_tab_that_leaves_gets_nothing_more_and_the_turn_goes_on_for_the_others():
    turn = a_turn()
    leaving, staying = Viewer(), Viewer()
    turn.subscribe(leaving.deliver, leaving.snapshot)
    turn.subscribe(staying.deliver, staying.snapshot)
    turn.publish(Token("one "))
    turn.unsubscribe(leaving.deliver)
    turn.publish(Token("two"))
    turn.publish(TurnEnded("done"))
    assert leaving.delivered == [Token("one ")]
    assert staying.text() == "one two" and staying.delivered[-1] == TurnEnded("done")


def test_tabs_joining_while_the_turn_streams_miss_nothing_and_see_nothing_twice():
    """Any interleaving of publishing and joining: each tab's snapshot plus its deliveries is the whole turn."""
    turn = a_turn()
    words = [Token(f"w{n} ") for n in range(400)]
    script = [Queued(2), CALL, *words[:200], RESULT, *words[200:], AnswerDone("all")]
    halfway = threading.Event()

    def model() -> None:
        for number, event in enumerate(script):
            turn.publish(event)
            if number == len(script) // 2:
                halfway.set()
        turn.status = "done"  # as TurnManager does: the saved status first, then the end
        turn.publish(TurnEnded("done"))

    publisher = threading.Thread(target=model)
    viewers = [Viewer() for _ in range(30)]
    publisher.start()
    halfway.wait(10)
    for viewer in viewers:
        turn.subscribe(viewer.deliver, viewer.snapshot)
    publisher.join(10)
    assert not publisher.is_alive()
    whole = "".join(word.text for word in words)
    for viewer in viewers:
        assert viewer.snapshots[0][0], "the tab joined before any text: it did not join mid-turn"
        assert viewer.text() == whole
        assert viewer.events() == [Queued(2), CALL, RESULT, AnswerDone("all")]
        assert viewer.delivered.count(TurnEnded("done")) == 1 and viewer.delivered[-1] == TurnEnded("done")


@pytest.fixture
def gated(config):
    backend = GatedBackend(["Your rent is 8,000 baht a month."], words_before_gate=3)
    runtime = Runtime(config, backend=backend)
    runtime.model.wait_ready(5)
    yield runtime, backend
    backend.gate.set()
    runtime.close()


def test_a_running_turn_is_joined_mid_answer_and_saved_whoever_watches(gated):
    runtime, backend = gated
    conversation = runtime.history.create_conversation()
    turn = runtime.turns.start(conversation.id, "how much is my rent?", owner="tab-a")
    wait_for(lambda: turn.text == "Your rent is", "the first words streamed")
    with pytest.raises(TurnBusy):
        runtime.turns.start(conversation.id, "and the deposit?", owner="tab-b")
    viewer = Viewer()
    turn.subscribe(viewer.deliver, viewer.snapshot)
    backend.gate.set()
    assert turn.finished.wait(10)
    assert viewer.snapshots[0][0] == "Your rent is"
    assert viewer.text() == "Your rent is 8,000 baht a month."
    assert viewer.delivered[-2:] == [AnswerDone("Your rent is 8,000 baht a month."), TurnEnded("done")]
    saved = runtime.history.get_message(turn.message_id)
    assert (saved.content, saved.status) == ("Your rent is 8,000 baht a month.", "done")
    assert runtime.turns.running(conversation.id) is None
    late = Viewer()
    turn.subscribe(late.deliver, late.snapshot)
    assert late.text() == "Your rent is 8,000 baht a month." and late.delivered == [TurnEnded("done")]


class RecordingAgent:
    def __init__(self):
        self.pasts = []

    def run(self, past, text, ctx, emit, owner="local"):
        self.pasts.append(past)
        return AnswerDone("ok")


def test_the_agent_hears_which_tools_the_previous_answer_used(tmp_path):
    history = HistoryStore(tmp_path / "history.db")
    conversation = history.create_conversation("gold")
    history.add_message(conversation.id, "user", "summarize https://example.org/gold")
    answer = history.add_message(conversation.id, "assistant", "Gold is up.")
    history.add_event(answer, ToolFinished("c1", "browse_url", {"url": "https://example.org/gold"}, "[web:...]",
                                           True, 0.1))
    agent = RecordingAgent()
    turns = TurnManager(history, {"owner": agent}, lambda cancel, role, workspect: None)
    turns.start(conversation.id, "what did that page say about the price?").finished.wait(60)
    [past] = agent.pasts
    assert past[-1] == {"role": "assistant", "content": "Gold is up.", "tools": ("browse_url",)}
    assert past[0]["tools"] == ()
    history.close()
