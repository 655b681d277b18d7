"""webapp/errors.py: an HTTP error is a page in the visitor's language."""
import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from tests.webclient import local_client
from webapp import create_app


@pytest.fixture
def client(config):
    runtime = Runtime(config, backend=ScriptedBackend())
    yield local_client(create_app(config, runtime=runtime))
    runtime.close()


def test_a_missing_page_says_so_in_thai(client):
    client.set_cookie("lang", "th", domain="127.0.0.1")
    response = client.get("/no/such/page")
    page = response.get_data(as_text=True)
    assert response.status_code == 404 and '<html lang="th">' in page
    assert "ไม่พบหน้านี้" in page and "กลับไปที่แชต" in page


def test_a_refused_form_explains_itself_in_the_browsers_language(client):
    client.environ_base.pop("HTTP_X_CSRF_TOKEN")  # a form from a page of another session
    response = client.post("/c/new", headers={"Accept-Language": "th-TH,th;q=0.9"})
    page = response.get_data(as_text=True)
    assert response.status_code == 403
    assert "หน้านี้เก่าแล้ว โหลดหน้าใหม่แล้วลองอีกครั้ง" in page and "CSRF" not in page


def test_an_error_the_table_does_not_know_keeps_its_own_words(client):
    response = client.get("/vendor/htmx/nothing.js")
    assert response.status_code == 404 and "Page not found" in response.get_data(as_text=True)
