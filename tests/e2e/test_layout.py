"""The page's frame in a real Chromium: phone drawers, the header, dark mode, the empty state, the keyboard."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import answers_done, open_tab, send

pytestmark = pytest.mark.e2e

PHONES = [pytest.param({"width": 390, "height": 844}, "en-US", id="390x844-en"),
          pytest.param({"width": 360, "height": 740}, "th-TH", id="360x740-th")]
WIDE_CODE = "```python\n" + "total = " + " + ".join(f"price_{n}" for n in range(40)) + "\n```"
LONG_ANSWER = "\n\n".join(f"Paragraph {n}: the answer goes on so the page would grow." for n in range(30))


def box(page, selector):
    return page.locator(selector).bounding_box()


@pytest.mark.parametrize("viewport, locale", PHONES)
def test_on_a_phone_the_message_box_stays_at_the_bottom_and_nothing_is_clipped(start_server, open_page, viewport,
                                                                               locale):
    server = start_server(replies=[LONG_ANSWER, WIDE_CODE], token_delay=0.0)
    page = open_page(viewport, locale=locale)
    page.goto(server.url)
    send(page, "a long answer")
    answers_done(page)
    send(page, "some code")
    answers_done(page, 2)
    composer = box(page, "#composer")
    assert composer["y"] + composer["height"] == pytest.approx(viewport["height"], abs=1)
    page.reload()  # the conversation's own page, with its title bar
    composer = box(page, "#composer")
    assert composer["y"] + composer["height"] == pytest.approx(viewport["height"], abs=1)
    # The page itself never scrolls, not even sideways: the messages do, inside it.
    assert page.evaluate("document.scrollingElement.scrollHeight") <= viewport["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= viewport["width"]
    assert page.evaluate("(m => m.scrollHeight > m.clientHeight)(document.getElementById('messages'))")
    # The wide code block scrolls sideways inside its message instead of being cut off at the screen edge.
    code = page.locator("article.message.assistant pre").last
    code.scroll_into_view_if_needed()
    assert code.evaluate("pre => pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto'")
    assert box(page, "article.message.assistant >> nth=-1")["x"] + box(page, "article.message.assistant >> nth=-1")["width"] <= viewport["width"]
    # Conversations and panels are drawers, closed until asked for.
    expect(page.locator("#sidebar")).to_be_hidden()
    expect(page.locator("#panels")).to_be_hidden()
    expect(page.locator("#model-name")).to_be_visible()


def test_phone_drawers_open_from_the_header_and_escape_closes_them(start_server, open_page):
    server = start_server(replies=["First answer."], token_delay=0.0)
    page = open_page({"width": 390, "height": 844})
    page.goto(server.url)
    send(page, "hello drawer")
    answers_done(page)
    page.click("#open-conversations")
    expect(page.locator("#sidebar")).to_be_visible()
    expect(page.locator("#open-conversations")).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#new-chat")).to_be_focused()
    expect(page.locator("#conversations a", has_text="hello drawer")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#sidebar")).to_be_hidden()
    expect(page.locator("#open-conversations")).to_be_focused()
    page.click("#open-panels")
    expect(page.locator("#panels")).to_be_visible()
    open_tab(page, "Web cache")
    expect(page.locator("#web-cache-panel")).to_contain_text("No pages cached")
    # A tap beside the drawer closes it too.
    page.mouse.click(10, 400)
    expect(page.locator("#panels")).to_be_hidden()
    # Widening the window with a drawer open leaves a usable chat.
    page.click("#open-conversations")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.fill("#prompt", "typed after widening")
    page.set_viewport_size({"width": 390, "height": 844})
    expect(page.locator("#sidebar")).to_be_hidden()
    page.click("#open-conversations")
    page.locator("#conversations a", has_text="hello drawer").click()
    expect(page.locator("article.message.user")).to_contain_text("hello drawer")


def test_escape_closes_the_preview_over_the_panels_drawer_then_the_drawer(start_server, open_page):
    server = start_server(replies=[
        {"tool": "write_file", "arguments": {"path": "plan.md", "content": "# Plan\nbuy rice"}},
        "Saved plan.md.",
    ], token_delay=0.0)
    page = open_page({"width": 390, "height": 844})
    page.goto(server.url)
    send(page, "write a plan to plan.md")
    answers_done(page)
    page.click("#open-panels")
    open_tab(page, "Workspect")
    page.locator("#workspect-panel a.path-link", has_text="plan.md").click()
    preview = page.locator("dialog.preview")
    expect(preview.locator(".preview-text")).to_contain_text("buy rice")
    expect(preview.locator("button.close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(preview).to_be_hidden()
    expect(page.locator("#panels")).to_be_visible()
    expect(page.locator("#workspect-panel a.path-link")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#panels")).to_be_hidden()


def test_on_a_wide_screen_conversations_chat_and_panels_sit_side_by_side(start_server, open_page):
    server = start_server()
    page = open_page()
    page.goto(server.url)
    sidebar, chat, panels = box(page, "#sidebar"), box(page, "#chat"), box(page, "#panels")
    assert sidebar["x"] + sidebar["width"] <= chat["x"] + 1 and chat["x"] + chat["width"] <= panels["x"] + 1
    expect(page.locator("#open-conversations")).to_be_hidden()
    expect(page.locator("#open-panels")).to_be_hidden()
    composer = box(page, "#composer")
    assert composer["y"] + composer["height"] == pytest.approx(800, abs=1)


def test_the_header_names_the_model_and_its_state(start_server, open_page):
    server = start_server()
    page = open_page()
    page.goto(server.url)
    # The scripted model is the file script.json: its name without the extension.
    expect(page.locator("#model-name")).to_have_text("scripted model")
    expect(page.locator("#model-status")).to_contain_text("Model ready")
    page.click("#lang-button")
    expect(page.locator("#model-status")).to_contain_text("โมเดลพร้อมแล้ว")


def test_example_prompts_in_the_ui_language_send_on_click(start_server, open_page):
    server = start_server(replies=["Here is what I found."], token_delay=0.0)
    page = open_page(locale="th-TH")
    page.goto(server.url)
    examples = page.locator("#empty-chat button.example-prompt")
    assert 4 <= examples.count() <= 6
    texts = examples.all_inner_texts()
    assert all(re.search(r"[\u0e00-\u0e7f]", text) for text in texts), texts
    examples.first.click()
    expect(page.locator("article.message.user .body")).to_have_text(texts[0])
    answers_done(page)
    expect(page.locator("#empty-chat")).to_have_count(0)


def test_the_message_box_has_the_focus_on_arrival(start_server, open_page):
    server = start_server()
    page = open_page()
    page.goto(server.url)
    expect(page.locator("#prompt")).to_be_focused()
    page.keyboard.type("typed straight away")
    expect(page.locator("#prompt")).to_have_value("typed straight away")


def dark_background(page) -> bool:
    # The switch posts a form and the page loads anew: before klang.css is in, the body is transparent.
    page.wait_for_load_state("load")
    rgb = page.evaluate("getComputedStyle(document.body).backgroundColor")
    return sum(int(part) for part in re.findall(r"\d+", rgb)[:3]) < 200


def test_dark_mode_follows_the_system_and_the_switch_overrides_it(start_server, open_page):
    server = start_server()
    page = open_page(color_scheme="dark")
    page.goto(server.url)
    assert dark_background(page)
    expect(page.locator("#theme-dark")).to_be_hidden()
    page.click("#theme-light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert not dark_background(page)
    page.reload()
    assert not dark_background(page)
    # Asking for what the system wants again means following the system.
    page.click("#theme-dark")
    expect(page.locator("html")).not_to_have_attribute("data-theme", re.compile("."))
    assert dark_background(page)

    light = open_page(color_scheme="light")
    light.goto(server.url)
    assert not dark_background(light)
    light.click("#theme-dark")
    expect(light.locator("html")).to_have_attribute("data-theme", "dark")
    assert dark_background(light)


def focus_ring(page) -> str:
    return page.evaluate("""() => {
        const el = document.activeElement;
        const style = getComputedStyle(el.matches('.panel-tabs input') ? el.nextElementSibling : el);
        return style.outlineStyle === 'none' ? '' : style.outlineWidth;
    }""")


def test_everything_is_reachable_by_keyboard_with_a_visible_focus(start_server, open_page):
    server = start_server(replies=["Answer one."], token_delay=0.0)
    page = open_page()
    page.goto(server.url)
    page.keyboard.type("asked by keyboard")
    page.keyboard.press("Enter")
    answers_done(page)
    page.reload()  # the conversation's own page: rename and delete are there
    page.evaluate("document.activeElement.blur()")
    reached = {}
    for _ in range(40):
        page.keyboard.press("Tab")
        key = page.evaluate("(el => el.id || el.className || el.tagName)(document.activeElement)")
        reached[key] = focus_ring(page)
    for control in ("lang-button", "theme-dark", "new-chat", "title-input", "delete-conversation", "prompt", "send",
                    "tab-files"):
        assert control in reached, (control, sorted(reached))
        assert reached[control], f"{control} shows no focus ring"
    # The first stop in the page is a jump to the message box.
    page.focus(".brand")
    page.keyboard.press("Shift+Tab")
    expect(page.locator(".skip-link")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#prompt")).to_be_focused()
    # Panel tabs switch with the arrow keys.
    page.focus("#tab-files")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#workspect-panel")).to_be_visible()
