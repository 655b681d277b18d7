"""webapp/actions.py: regenerate, edit-and-resend (fork), conversation search, Markdown export."""
import pytest

from engine.backends.scripted import ScriptedBackend
from engine.events import Cited, ToolFinished
from engine.runtime import Runtime
from tests.webclient import local_client
from webapp import create_app

HTMX = {"HX-Request": "true"}


@pytest.fixture
def runtime(config):
    runtime = Runtime(config, backend=ScriptedBackend(["A fresh answer."] * 4))
    runtime.model.wait_ready(5)
    yield runtime
    runtime.close()


@pytest.fixture
def client(config, runtime):
    return local_client(create_app(config, runtime=runtime))


def _conversation(runtime, *texts, title="Rent"):
    history = runtime.history
    conversation = history.create_conversation(title)
    ids = [history.add_message(conversation.id, "user" if i % 2 == 0 else "assistant", text)
           for i, text in enumerate(texts)]
    return conversation, ids


def _finish(runtime, conversation_id):
    turn = runtime.turns.running(conversation_id)
    if turn is not None:
        assert turn.finished.wait(10)


def test_regenerate_replaces_the_last_answer_with_a_new_one(client, runtime):
    conversation, (question, answer) = _conversation(runtime, "How much is my rent?", "No idea.")
    response = client.post(f"/c/{conversation.id}/m/{answer}/regenerate")
    assert response.status_code == 303 and response.headers["Location"].endswith(f"/c/{conversation.id}")
    _finish(runtime, conversation.id)
    assert [(m.role, m.content) for m in runtime.history.messages(conversation.id)] == [
        ("user", "How much is my rent?"), ("assistant", "A fresh answer.")]


def test_only_the_last_answer_can_be_regenerated_and_the_refusal_is_in_thai(client, runtime):
    conversation, (q1, a1, q2, a2) = _conversation(runtime, "one", "first", "two", "second")
    response = client.post(f"/c/{conversation.id}/m/{a1}/regenerate", headers={**HTMX, "Accept-Language": "th"})
    assert response.status_code == 409 and "ตอบใหม่ได้เฉพาะคำตอบล่าสุด" in response.get_data(as_text=True)
    assert len(runtime.history.messages(conversation.id)) == 4


def test_edit_and_resend_forks_the_conversation_and_keeps_the_original(client, runtime):
    conversation, (q1, a1, q2, a2) = _conversation(runtime, "one", "first", "two?", "second")
    response = client.post(f"/c/{conversation.id}/m/{q2}/edit", data={"text": "two, edited"}, headers=HTMX)
    assert response.status_code == 204
    fork_id = response.headers["HX-Redirect"].rsplit("/", 1)[1]
    assert fork_id != conversation.id
    _finish(runtime, fork_id)
    assert [m.content for m in runtime.history.messages(fork_id)] == ["one", "first", "two, edited", "A fresh answer."]
    assert [m.content for m in runtime.history.messages(conversation.id)] == ["one", "first", "two?", "second"]
    # Both carry the title: the list tells them apart by date.
    page = client.get(f"/c/{fork_id}").get_data(as_text=True)
    assert page.count('<time class="when"') >= 2 + 4


def test_edit_refuses_an_empty_question_and_a_message_that_is_not_a_question(client, runtime):
    conversation, (q1, a1) = _conversation(runtime, "one", "first")
    response = client.post(f"/c/{conversation.id}/m/{q1}/edit", data={"text": "  "})
    assert response.status_code == 400 and "empty" in response.get_data(as_text=True)
    assert client.post(f"/c/{conversation.id}/m/{a1}/edit", data={"text": "x"}).status_code == 404
    assert len(runtime.history.list_conversations()) == 1


def test_a_conversation_that_does_not_exist_cannot_be_forked_exported_or_regenerated(client, runtime):
    conversation, (q1, a1) = _conversation(runtime, "mine", "answer")
    assert client.post(f"/c/nope/m/{q1}/edit", data={"text": "x"}).status_code == 404
    assert client.post(f"/c/nope/m/{a1}/regenerate").status_code == 404
    assert client.get("/c/nope/export.md").status_code == 404


def test_search_shows_matching_conversations_with_the_words_marked(client, runtime):
    budget, _ = _conversation(runtime, "สรุปงบประมาณปีหน้า", "ค่าใช้จ่ายรวม 1.2 ล้านบาท", title="งบ")
    _conversation(runtime, "How do I boil rice?", "18 minutes.", title="Dinner")
    shown = {**HTMX, "HX-Current-URL": f"http://127.0.0.1:8765/c/{budget.id}"}
    html = client.get("/search", query_string={"q": "ล้านบาท"}, headers=shown).get_data(as_text=True)
    assert f"/c/{budget.id}" in html and "Dinner" not in html and "<mark>ล้านบาท</mark>" in html
    assert '<li class="current">' in html  # the conversation on screen stays marked
    html = client.get("/search", query_string={"q": "<b>zzz"}, headers=HTMX).get_data(as_text=True)
    assert "No conversation holds “&lt;b&gt;zzz”." in html
    # An empty search brings back the whole list.
    html = client.get("/search", query_string={"q": ""}, headers=HTMX).get_data(as_text=True)
    assert "Dinner" in html and "งบ" in html


def test_export_is_a_markdown_file_with_thai_as_thai(client, runtime):
    conversation, (q1, a1) = _conversation(runtime, "หาไฟล์สัญญาเช่า", "", title="สัญญาเช่า")
    runtime.history.add_event(a1, ToolFinished("c1", "rag_search", {"query": "สัญญาเช่า"}, "found", True, 0.2))
    runtime.history.finish_message(a1, "พบ **1** ไฟล์", "done")
    response = client.get(f"/c/{conversation.id}/export.md")
    text = response.get_data(as_text=True)
    assert response.headers["Content-Type"].startswith("text/markdown")
    assert "filename*=UTF-8''%E0%B8%AA" in response.headers["Content-Disposition"]
    assert text.startswith("# สัญญาเช่า\n")
    assert "## You · " in text and "## Klang · " in text
    assert '`rag_search` {"query": "สัญญาเช่า"}' in text and "พบ **1** ไฟล์" in text


def test_an_exported_answer_lists_the_sources_its_numbers_cite(client, runtime):
    conversation, (_, answer) = _conversation(runtime, "ค่าเช่าเท่าไหร่", "", title="ค่าเช่า")
    runtime.history.add_event(answer, Cited(({"n": 1, "path": "/d/สัญญาเช่า.docx", "name": "สัญญาเช่า.docx",
                                              "location": "lines 3-7", "start": 3, "end": 7, "quote": "12,500"},)))
    runtime.history.finish_message(answer, "เดือนละ 12,500 บาท [1]", "done")
    text = client.get(f"/c/{conversation.id}/export.md").get_data(as_text=True)
    assert "เดือนละ 12,500 บาท [1]\n\nSources:\n- [1] สัญญาเช่า.docx, lines 3-7: `/d/สัญญาเช่า.docx`\n" in text
