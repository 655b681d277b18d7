"""The turn manager hands the agent the conversation so far, including which tools each answer used."""
from __future__ import annotations

from engine.events import AnswerDone, ToolFinished
from engine.history import HistoryStore
from engine.turns import TurnManager


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
    turns.start(conversation.id, "what did that page say about the price?").finished.wait(5)
    [past] = agent.pasts
    assert past[-1] == {"role": "assistant", "content": "Gold is up.", "tools": ("browse_url",)}
    assert past[0]["tools"] == ()
    history.close()
