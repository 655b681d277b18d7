"""Screenshots of the main screens at desktop and phone widths, in Thai and English, kept as CI artifacts.

They land in build/screenshots/ (or $KLANG_SCREENSHOTS); the README's two pictures are copies of
th-desktop-conversation.png and th-phone-conversation.png.
"""
import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import answers_done

pytestmark = pytest.mark.e2e

OUT = Path(os.environ.get("KLANG_SCREENSHOTS", Path(__file__).resolve().parents[2] / "build" / "screenshots"))
WIDTHS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
CONVERSATIONS = {
    "th": ("วางแผนเที่ยวเชียงใหม่สุดสัปดาห์นี้ แล้วบันทึกไว้ให้หน่อย",
           {"path": "แผนเที่ยว.md", "content": "# แผนเที่ยวเชียงใหม่\nเสาร์: ดอยสุเทพ\nอาทิตย์: ถนนคนเดิน\n"},
           "บันทึกแผนไว้ที่ **แผนเที่ยว.md** แล้ว:\n\n| วัน | ที่เที่ยว |\n|---|---|\n| เสาร์ | ดอยสุเทพ |\n"
           "| อาทิตย์ | ถนนคนเดินวัวลาย |\n\nอย่าลืมเตรียมเสื้อกันหนาว อากาศบนดอยเย็นกว่าในเมือง"),
    "en": ("Plan a weekend in Chiang Mai and save it for me",
           {"path": "trip.md", "content": "# Chiang Mai trip\nSat: Doi Suthep\nSun: walking street\n"},
           "Saved the plan in **trip.md**:\n\n| day | where |\n|---|---|\n| Saturday | Doi Suthep |\n"
           "| Sunday | Wualai walking street |\n\nPack a jacket: the mountain is cooler than the city."),
}


def shoot(page, name: str) -> Path:
    path = OUT / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def show_workspect(page) -> None:
    page.locator("label[for=tab-workspect]").click()
    expect(page.locator("#workspect-panel a.path-link")).to_have_count(1)


@pytest.mark.parametrize("lang", ["th", "en"])
def test_screenshots_of_the_main_screens(start_server, open_page, lang):
    question, plan, answer = CONVERSATIONS[lang]
    server = start_server(replies=[{"tool": "write_file", "arguments": plan}, answer], token_delay=0.0)
    OUT.mkdir(parents=True, exist_ok=True)
    saved = []
    for width, viewport in WIDTHS.items():
        page = open_page(viewport, locale="th-TH" if lang == "th" else "en-US")
        page.goto(server.url + "/new")
        expect(page.locator("#model-status")).to_have_class("model-status ready")
        saved.append(shoot(page, f"{lang}-{width}-empty"))
        if width == "desktop":
            page.fill("#prompt", question)
            page.press("#prompt", "Enter")
            answers_done(page)
            show_workspect(page)
        else:
            page.goto(server.url)
        saved.append(shoot(page, f"{lang}-{width}-conversation"))
        page.emulate_media(color_scheme="dark")
        saved.append(shoot(page, f"{lang}-{width}-conversation-dark"))
        page.emulate_media(color_scheme="light")
        if width == "phone":
            page.click("#open-conversations")
            saved.append(shoot(page, f"{lang}-{width}-conversations"))
            page.keyboard.press("Escape")
            page.click("#open-panels")
            show_workspect(page)
            saved.append(shoot(page, f"{lang}-{width}-panels"))
    for path in saved:
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000, path
