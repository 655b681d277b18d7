from engine.events import Error, ToolFinished
from engine.history import HistoryStore


def test_conversation_round_trip_survives_reopening(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    conversation = store.create_conversation()
    store.add_message(conversation.id, "user", "  สวัสดีครับ   how are you  ")
    assistant = store.add_message(conversation.id, "assistant", "", status="streaming")
    store.add_event(assistant, ToolFinished("c1", "list_workspect", {}, "workspect/ is empty.", True, 0.01, ("low_quality",)))
    store.finish_message(assistant, "Fine, thanks.", "done")
    store.close()

    reopened = HistoryStore(path)
    [listed] = reopened.list_conversations()
    assert listed.title == "สวัสดีครับ how are you"  # first user message, whitespace folded
    user, answer = reopened.messages(conversation.id)
    assert (user.role, answer.role) == ("user", "assistant")
    assert answer.content == "Fine, thanks." and answer.status == "done"
    [card] = answer.tool_calls
    assert card.tool == "list_workspect" and card.badges == ("low_quality",)


def test_a_message_left_streaming_by_a_crash_is_marked_stopped(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    conversation = store.create_conversation()
    store.add_message(conversation.id, "assistant", "half an ans", status="streaming")
    store.close()
    [message] = HistoryStore(path).messages(conversation.id)
    assert message.status == "stopped" and message.content == "half an ans"


def test_rename_delete_and_order(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite3")
    first = store.create_conversation("first")
    second = store.create_conversation("second")
    store.add_message(first.id, "user", "bump")
    assert [c.id for c in store.list_conversations()] == [first.id, second.id]
    store.rename_conversation(second.id, "  renamed \n title ")
    assert store.get_conversation(second.id).title == "renamed title"
    store.add_event(store.add_message(first.id, "assistant", "x"), Error("boom"))
    store.delete_conversation(first.id)
    assert store.get_conversation(first.id) is None
    assert store.messages(first.id) == []
    assert [c.id for c in store.list_conversations()] == [second.id]


def test_empty_title_is_refused(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite3")
    conversation = store.create_conversation("keep")
    try:
        store.rename_conversation(conversation.id, "   ")
    except ValueError as exc:
        assert "title" in str(exc)
    else:
        raise AssertionError("an empty title was accepted")
    assert store.get_conversation(conversation.id).title == "keep"


def test_conversations_are_separated_by_owner(tmp_path):
    store = HistoryStore(tmp_path / "h.sqlite3")
    mine = store.create_conversation("mine", owner="owner")
    store.create_conversation("guest's", owner="guest-1")
    assert [c.id for c in store.list_conversations("owner")] == [mine.id]
    assert store.get_conversation(mine.id, owner="guest-1") is None
