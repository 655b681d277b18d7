"""Pages and forms through Flask's test client (the websocket has its own tests)."""
import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from tests.webclient import local_client
from webapp import create_app


@pytest.fixture
def app(config, runtime):
    return create_app(config, runtime=runtime)


@pytest.fixture
def client(app):
    return local_client(app)


def test_first_visit_opens_an_empty_chat(client):
    response = client.get("/", follow_redirects=True)
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'id="composer"' in page and "Ask a question to start." in page
    assert "/vendor/htmx/htmx.min.js" in page


def test_htmx_is_served_from_its_pip_package_and_nothing_else_is(client):
    response = client.get("/vendor/htmx/htmx.min.js")
    assert response.status_code == 200 and b"htmx" in response.data[:2000]
    response.close()
    assert client.get("/vendor/htmx/../../__init__.py").status_code == 404
    assert client.get("/vendor/htmx/ext/ws.js").status_code == 404


def test_history_page_shows_messages_tool_cards_and_rendered_markdown(client, runtime):
    from engine.events import ToolFinished

    history = runtime.history
    conversation = history.create_conversation()
    history.add_message(conversation.id, "user", "<b>hi</b>")
    answer = history.add_message(conversation.id, "assistant", "")
    history.add_event(answer, ToolFinished("c1", "list_workspect", {"folder": ""},
                                           "[low_quality] see /home/u/Documents/plan.md and https://example.org/x",
                                           True, 0.25, ("low_quality",)))
    history.finish_message(answer, "**Done** <script>alert(1)</script>", "done")
    page = client.get(f"/c/{conversation.id}").get_data(as_text=True)
    assert "&lt;b&gt;hi&lt;/b&gt;" in page
    assert "<strong>Done</strong>" in page and "<script>alert" not in page
    assert 'class="badge badge-low_quality"' in page and "0.25 s" in page
    assert 'href="https://example.org/x"' in page
    assert 'href="/preview?path=%2Fhome%2Fu%2FDocuments%2Fplan.md"' in page


def test_htmx_request_gets_only_the_messages_partial(client, runtime):
    conversation = runtime.history.create_conversation()
    runtime.history.add_message(conversation.id, "user", "partial please")
    response = client.get(f"/c/{conversation.id}", headers={"HX-Request": "true"})
    html = response.get_data(as_text=True)
    assert html.lstrip().startswith('<section id="messages"') and "<html" not in html
    assert "partial please" in html


def test_rename_and_delete(client, runtime):
    conversation = runtime.history.create_conversation("old")
    response = client.post(f"/c/{conversation.id}/rename", data={"title": "Tax 2026"}, headers={"HX-Request": "true"})
    assert "Tax 2026" in response.get_data(as_text=True)
    assert client.post(f"/c/{conversation.id}/rename", data={"title": "  "}).status_code == 400
    response = client.post(f"/c/{conversation.id}/delete", headers={"HX-Request": "true"})
    assert response.status_code == 204 and response.headers["HX-Redirect"] == "/"
    assert runtime.history.get_conversation(conversation.id) is None
    assert client.get(f"/c/{conversation.id}").status_code == 404


def test_language_follows_the_browser_then_the_user_choice(client):
    page = client.get("/new", headers={"Accept-Language": "th-TH,th;q=0.9,en;q=0.8"}).get_data(as_text=True)
    assert '<html lang="th">' in page and ">ส่ง<" in page
    response = client.post("/lang", data={"lang": "en", "next": "/new"})
    assert response.headers["Location"] == "/new"
    page = client.get("/new", headers={"Accept-Language": "th"}).get_data(as_text=True)
    assert '<html lang="en">' in page and ">Send<" in page


def test_language_switch_never_redirects_off_site(client):
    for target in ("https://evil.example/", "//evil.example/x", "/\\evil.example"):
        response = client.post("/lang", data={"lang": "th", "next": target})
        assert response.headers["Location"] == "/"


def test_status_shows_loading_then_an_actionable_error_with_retry(config):
    from engine.backends.base import ModelError

    class Broken(ScriptedBackend):
        def load(self):
            raise ModelError("Model file not found: /models/missing.gguf. Check the path given with --model.")

    runtime = Runtime(config, backend=Broken())
    try:
        runtime.model.wait_ready(5)
        client = local_client(create_app(config, runtime=runtime))
        html = client.get("/status").get_data(as_text=True)
        assert "/models/missing.gguf" in html and "--model" in html and "Retry" in html
        assert 'hx-trigger="every 1s"' not in html
        html = client.post("/model/retry").get_data(as_text=True)
        assert 'id="model-status"' in html
    finally:
        runtime.close()


def test_tool_cards_show_file_hits_sources_and_write_and_bash_details(client, runtime):
    from engine.events import ToolFinished

    history = runtime.history
    conversation = history.create_conversation()
    history.add_message(conversation.id, "user", "find the contract")
    answer = history.add_message(conversation.id, "assistant", "")
    hits = {"query": "contract", "mode": "files", "hits": [
        {"path": "/home/u/Documents/rental_contract.pdf", "kind": "pdf", "location": "page 2",
         "snippet": "this Contract <script> is signed", "score": 1.0, "match": "content"}]}
    history.add_event(answer, ToolFinished("c1", "rag_search", {"query": "contract"}, "hits…", True, 0.1, (), hits))
    passages = {"mode": "passages", "passages": [{"path": "/k/notes.md", "name": "notes.md", "location": "lines 3-9",
                                                  "score": 0.8123, "retriever": "lexical", "rerank": None, "text": "x"}]}
    history.add_event(answer, ToolFinished("c2", "rag_search", {"query": "q"}, "SOURCES:", True, 0.1, (), passages))
    history.add_event(answer, ToolFinished("c3", "write_file", {"path": "a.md"}, "Replaced", True, 0.1, (),
                                           {"lines_added": 4, "lines_removed": 1}))
    history.add_event(answer, ToolFinished("c4", "bash", {"command": "false"}, "$ false", True, 0.1, (),
                                           {"exit_code": 1}))
    history.finish_message(answer, "Found it.", "done")
    page = client.get(f"/c/{conversation.id}").get_data(as_text=True)
    # The file type is an inline SVG with a label (an emoji showed as an empty box without its font).
    assert '<svg class="file-icon kind-pdf"' in page and ">PDF</text>" in page and "📕" not in page
    assert "<mark>Contract</mark>" in page and "&lt;script&gt;" in page
    assert 'href="/preview?path=%2Fhome%2Fu%2FDocuments%2Frental_contract.pdf&amp;start=2&amp;end=2&amp;q=contract"' in page
    assert 'href="/preview?path=%2Fk%2Fnotes.md&amp;start=3&amp;end=9"' in page and "lexical 0.812" in page
    assert "+4 −1" in page and "exit 1" in page
