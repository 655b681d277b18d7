import unicodedata

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


def _conversation(store, title, *texts, owner="owner"):
    conversation = store.create_conversation(title, owner=owner)
    ids = [store.add_message(conversation.id, "user" if i % 2 == 0 else "assistant", text)
           for i, text in enumerate(texts)]
    return conversation, ids


def test_search_finds_titles_and_message_text_in_thai_and_english(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    budget, _ = _conversation(store, "งบประมาณ 2025", "สรุปงบประมาณปีหน้า", "ค่าใช้จ่ายรวม 1.2 ล้านบาท")
    recipe, _ = _conversation(store, "Dinner", "How long do I boil rice?", "About 18 minutes.")
    assert [hit.conversation.id for hit in store.search("งบประมาณ")] == [budget.id]
    # Inside unsegmented Thai, a 2-character word (below the trigram size) and mixed case in English.
    assert [hit.conversation.id for hit in store.search("ล้าน")] == [budget.id]
    assert [hit.conversation.id for hit in store.search("นบ")] == [budget.id]
    hits = store.search("BOIL rice")
    assert [hit.conversation.id for hit in hits] == [recipe.id]
    assert "boil rice" in hits[0].snippet
    # Every term must be there, in the title or one message.
    assert store.search("rice งบประมาณ") == []
    assert store.search("   ") == []


def test_search_follows_renames_edits_deletes_and_owners(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    mine, (question, answer) = _conversation(store, "Trip", "Where to stay?", "")
    _conversation(store, "Trip plans", "guest question", owner="guest-1")
    store.finish_message(answer, "Try a ryokan in Kyoto.", "done")
    assert [hit.conversation.id for hit in store.search("kyoto")] == [mine.id]
    store.rename_conversation(mine.id, "Japan holiday")
    assert [hit.conversation.id for hit in store.search("holiday")] == [mine.id]
    # The old title is gone, and a guest's "Trip plans" is never shown to the owner.
    assert store.search("trip") == []
    assert [hit.conversation.owner for hit in store.search("trip", owner="guest-1")] == ["guest-1"]
    store.delete_conversation(mine.id)
    assert store.search("kyoto") == []


def test_search_terms_are_never_read_as_fts_syntax(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    conversation, _ = _conversation(store, "Quotes", 'he said "NEAR(a b)" AND 50% off_sale')
    for query in ('"NEAR(a', "AND", "50%", "off_", "*", "NEAR(a b)"):
        hits = store.search(query)
        expected = [] if query == "*" else [conversation.id]
        assert [hit.conversation.id for hit in hits] == expected, query


def test_a_history_made_before_search_is_searchable_after_reopening(tmp_path):
    from engine import db

    connection = db.connect(tmp_path / "h.db")
    from engine.history import SCHEMA

    connection.executescript(SCHEMA)
    connection.execute("INSERT INTO conversations VALUES ('old1', 'Old chat', 'owner', 1.0, 1.0)")
    connection.execute("INSERT INTO messages (conversation_id, role, content, created) "
                       "VALUES ('old1', 'user', 'ข้อความเก่าเรื่องภาษี', 1.0)")
    connection.commit()
    connection.close()
    store = HistoryStore(tmp_path / "h.db")
    assert [hit.conversation.id for hit in store.search("ภาษี")] == ["old1"]
    assert [hit.conversation.id for hit in store.search("old chat")] == ["old1"]


def test_snippet_never_starts_on_a_thai_combining_mark(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    text = "ก" * 39 + "ที่" + "ข" * 5 + "เป้าหมาย"
    _conversation(store, "t", text)
    snippet = store.search("เป้าหมาย")[0].snippet.lstrip("…")
    assert not unicodedata.category(snippet[0]).startswith("M")


def test_fork_copies_the_messages_before_a_point_and_leaves_the_original(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    original, (q1, a1, q2, a2) = _conversation(store, "Plan", "first", "", "second", "answer two")
    store.add_event(a1, ToolFinished("c1", "rag_search", {"query": "แผน"}, "found", True, 0.1, ()))
    store.finish_message(a1, "answer one", "done")
    fork = store.fork_conversation(original.id, q2)
    assert fork.id != original.id and fork.title == "Plan"
    copied = store.messages(fork.id)
    assert [(m.role, m.content) for m in copied] == [("user", "first"), ("assistant", "answer one")]
    assert copied[1].tool_calls[0].arguments == {"query": "แผน"}
    assert len(store.messages(original.id)) == 4
    assert {hit.conversation.id for hit in store.search("answer one")} == {original.id, fork.id}


def test_remove_from_drops_a_message_and_everything_after_it(tmp_path):
    store = HistoryStore(tmp_path / "h.db")
    conversation, (q1, a1, q2, a2) = _conversation(store, "Plan", "first", "one", "second", "two")
    store.remove_from(conversation.id, q2)
    assert [m.content for m in store.messages(conversation.id)] == ["first", "one"]
    assert store.search("two") == []
