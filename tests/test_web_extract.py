"""Main text out of fetched pages: HTML through trafilatura, plain text decoded."""
from __future__ import annotations

from engine.web.extract import extract_text
from engine.web.fetch import FetchedPage
from tests.web_site import ARTICLE_HTML, THAI_HTML


def page(body: bytes, content_type: str = "text/html", charset: str | None = "utf-8") -> FetchedPage:
    return FetchedPage("https://example.com/a", content_type, charset, body, False)


def test_the_article_is_kept_and_the_menu_and_footer_dropped():
    text = extract_text(page(ARTICLE_HTML.encode())).text
    assert "60 and 120 baht" in text
    assert "Home | About" not in text and "Copyright" not in text


def test_the_title_comes_from_the_page():
    assert extract_text(page(ARTICLE_HTML.encode())).title == "Late-night coffee in Bangkok"


def test_a_thai_page_in_tis_620_without_a_declared_charset():
    body = THAI_HTML.replace('<meta charset="utf-8">', "").encode("tis-620")
    assert "ราคาทองคำแท่ง" in extract_text(page(body, charset=None)).text


def test_the_server_charset_is_used():
    body = "<html><body><article><p>ราคาทองวันนี้ขึ้นบาทละร้อยบาท</p></article></body></html>".encode("cp874")
    assert "ราคาทองวันนี้" in extract_text(page(body, charset="windows-874")).text


def test_a_tiny_page_still_gives_its_text():
    assert extract_text(page(b"<html><body><p>Opening hours: 9-17</p></body></html>")).text == "Opening hours: 9-17"


def test_plain_text_is_decoded_and_titled_by_its_address():
    result = extract_text(page("ราคา 5 บาท".encode("utf-8"), "text/plain", "utf-8"))
    assert (result.title, result.text) == ("https://example.com/a", "ราคา 5 บาท")


def test_an_unknown_charset_falls_back_to_utf8():
    assert extract_text(page(b"hello", "text/plain", "x-made-up")).text == "hello"


def test_an_empty_page_has_no_text():
    assert extract_text(page(b"<html><body></body></html>")).text == ""
