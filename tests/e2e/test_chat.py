"""The chat in a real Chromium against the real server (scripted model)."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import answers_done, send

pytestmark = pytest.mark.e2e

LONG = "Klang streams this answer one word at a time so you can watch it arrive " * 3


def assistant_bodies(page):
    return page.locator("article.message.assistant .body")


def test_tokens_arrive_progressively_and_the_answer_is_saved(start_server, page):
    server = start_server(replies=[LONG.strip()], token_delay=0.03)
    page.goto(server.url)
    expect(page.locator("#model-status")).to_contain_text("ready")
    send(page, "Tell me something")
    body = assistant_bodies(page).last
    expect(body).to_contain_text("Klang streams")
    partial = body.inner_text()
    assert 0 < len(partial) < len(LONG.strip()), "the whole answer arrived at once"
    answers_done(page)
    expect(body).to_have_text(LONG.strip())
    # The new conversation is in the URL and the list, titled by the question.
    expect(page).to_have_url(re.compile(r"/c/[0-9a-f]{12}$"))
    expect(page.locator("#conversations")).to_contain_text("Tell me something")


def test_stop_cancels_within_a_second_and_history_survives_reload(start_server, page):
    server = start_server(replies=["word " * 400], token_delay=0.05)
    page.goto(server.url)
    send(page, "Count words forever")
    expect(assistant_bodies(page).last).to_contain_text("word word")
    expect(page.locator("#stop")).to_be_visible()
    page.click("#stop")
    expect(page.locator("article.message.assistant.stopped")).to_have_count(1, timeout=1500)
    stopped_text = assistant_bodies(page).last.inner_text()
    assert 0 < stopped_text.count("word") < 400
    page.reload()
    expect(page.locator("article.message.user")).to_contain_text("Count words forever")
    expect(page.locator("article.message.assistant.stopped")).to_have_count(1)
    # The conversation is still listed after a reload and opens from the list.
    page.goto(server.url + "/new")
    page.click("#conversations a")
    expect(page.locator("article.message.user")).to_contain_text("Count words forever")


def test_model_text_is_rendered_as_inert_markdown(start_server, page):
    hostile = "**bold** <img src=x onerror=\"document.title='pwned'\"> [x](javascript:alert(1))"
    server = start_server(replies=[hostile], token_delay=0.0)
    page.goto(server.url)
    send(page, "be hostile")
    expect(page.locator("article.message.assistant.done strong")).to_have_text("bold")
    assert page.locator("article.message.assistant img").count() == 0
    assert page.locator("article.message.assistant a[href^='javascript']").count() == 0
    assert page.title() != "pwned"


def test_switching_language_changes_the_interface(start_server, page):
    server = start_server()
    page.goto(server.url)
    expect(page.locator("#send")).to_have_text("Send")
    page.click("#lang-button")
    expect(page.locator("#send")).to_have_text("ส่ง")
    expect(page.locator("html")).to_have_attribute("lang", "th")
    page.reload()
    expect(page.locator("#send")).to_have_text("ส่ง")
    page.click("#lang-button")
    expect(page.locator("#send")).to_have_text("Send")


def test_thai_browsers_get_thai_by_default(start_server, open_page):
    server = start_server()
    thai_page = open_page(locale="th-TH")
    thai_page.goto(server.url)
    expect(thai_page.locator("#send")).to_have_text("ส่ง")


def test_two_tabs_are_both_answered_in_order_and_the_second_sees_its_queue_position(start_server, open_page):
    server = start_server(replies=["first answer " * 40, "second answer"], token_delay=0.03)
    tab_a = open_page()
    tab_b = tab_a.context.new_page()
    tab_a.goto(server.url + "/new")
    tab_b.goto(server.url + "/new")
    send(tab_a, "question A")
    expect(assistant_bodies(tab_a).last).to_contain_text("first answer")
    send(tab_b, "question B")
    expect(tab_b.locator(".progress-stage.waiting")).to_have_text("queued (position 1)")
    answers_done(tab_a)
    expect(tab_b.locator("article.message.assistant.done .body")).to_have_text("second answer", timeout=15000)
    expect(assistant_bodies(tab_a).last).to_contain_text("first answer first answer")


def test_a_tool_call_shows_as_a_card_with_its_full_result_on_expand(start_server, page):
    server = start_server(replies=[{"tool": "list_workspect", "arguments": {}}, "Nothing is saved yet."])
    (server.workspect).mkdir(exist_ok=True)
    (server.workspect / "report.md").write_text("# report")
    page.goto(server.url)
    send(page, "what did you save in workspect?")
    card = page.locator("details.tool-card").first
    expect(card.locator(".tool-name")).to_have_text("list_workspect")
    expect(card).to_have_class(re.compile(r"\bok\b"))
    expect(card.locator(".tool-result")).to_be_hidden()
    card.locator("summary").click()
    expect(card.locator(".tool-result")).to_contain_text("report.md")
    expect(assistant_bodies(page).last).to_have_text("Nothing is saved yet.")
    page.reload()
    expect(page.locator("details.tool-card .tool-name")).to_have_text("list_workspect")


def test_a_dropped_websocket_reconnects_and_shows_the_finished_answer(start_server, page):
    server = start_server(replies=["steady words " * 60], token_delay=0.03)
    sockets = []

    def proxy(ws):
        upstream = ws.connect_to_server()
        sockets.append((ws, upstream))

    page.route_web_socket(re.compile(r".*/ws$"), proxy)
    page.goto(server.url)
    send(page, "keep talking")
    expect(assistant_bodies(page).last).to_contain_text("steady words")
    first_page_side, _ = sockets[0]
    first_page_side.close()
    expect(page.locator("#connection")).to_be_visible()
    expect(page.locator("#connection")).to_be_hidden(timeout=5000)
    answers_done(page)
    expect(assistant_bodies(page).last).to_have_text(("steady words " * 60).strip())
    assert len(sockets) >= 2


def test_the_answer_and_history_survive_a_server_restart(start_server, page):
    server = start_server(replies=["saved before restart"])
    page.goto(server.url)
    send(page, "remember me")
    answers_done(page)
    url = page.url
    server.stop()
    expect(page.locator("#connection")).to_be_visible(timeout=5000)
    server.start()
    expect(page.locator("#connection")).to_be_hidden(timeout=10000)
    page.goto(url)
    expect(assistant_bodies(page).last).to_have_text("saved before restart")


def test_lan_mode_needs_the_token_then_chats_as_a_guest(start_server, page):
    token = "t" * 43
    server = start_server(replies=["hello over the LAN"], extra_args=["--lan", "--host", "127.0.0.1"],
                          env={"KLANG_LAN_TOKEN": token})
    response = page.goto(server.url + "/")
    assert response.status == 401
    page.goto(f"{server.url}/?token={token}")
    expect(page).not_to_have_url(re.compile("token="))
    send(page, "hi from my phone")
    expect(assistant_bodies(page).last).to_have_text("hello over the LAN")
    # The share URL is printed once for the owner; the access log after it never carries the token.
    access_log = server.output().split("Model:", 1)[1]
    assert "token=[redacted]" in access_log and token not in access_log


def test_a_tool_card_opened_while_the_answer_streams_stays_open(start_server, page):
    # Routing itself calls list_workspect for this request: the model's one reply is the slow answer.
    server = start_server(replies=["slow words " * 40], token_delay=0.03)
    page.goto(server.url)
    send(page, "show the workspect files slowly")
    card = page.locator("details.tool-card").first
    expect(card).to_have_class(re.compile(r"\bok\b"))
    card.locator("summary").click()
    answers_done(page)
    expect(page.locator("details.tool-card").first.locator(".tool-result")).to_be_visible()
