"""The panels beside the chat through Flask's test client, on a real Runtime (scripted model, temp folders)."""
import json
import os
import re

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.config import load_config
from engine.index.indexer import IndexProgress
from engine.runtime import Runtime
from tests.web_site import local_services
from tests.webclient import local_client
from webapp import create_app
from webapp.i18n import STRINGS

HX = {"HX-Request": "true"}


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "budget.txt").write_text("งบประมาณ 2026 budget lines\n" * 20, encoding="utf-8")
    (folder / "broken.docx").write_bytes(b"not a zip at all")
    return folder


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def runtime(config, docs, clock):
    runtime = Runtime(config.replace(roots=(docs,)), backend=ScriptedBackend(), web=local_services(clock=clock))
    runtime.model.wait_ready(5)
    yield runtime
    runtime.index.indexer.stop()
    runtime.index.indexer.wait(5)
    runtime.close()


@pytest.fixture
def client(runtime):
    return local_client(create_app(runtime.config, runtime=runtime))


def indexed(runtime):
    runtime.index.start()
    return runtime.index.indexer.wait(10)


def text(response):
    return response.get_data(as_text=True)


# -- the column ---------------------------------------------------------------------------------------------

def test_chat_page_has_the_four_panel_tabs_loading_their_partials(client):
    page = text(client.get("/new"))
    for label, url in (("Files", "/panels/files"), ("Workspect", "/panels/workspect"),
                       ("Web cache", "/panels/web-cache"), ("Page browser", "/panels/pages")):
        assert f">{label}</label>" in page and f'hx-get="{url}"' in page
    assert 'id="preview-drawer"' in page


def test_panels_speak_thai(client):
    client.set_cookie("lang", "th", domain="127.0.0.1")
    page = text(client.get("/new"))
    assert "แคชเว็บ" in page and "ดูหน้าเว็บ" in page
    assert "ทำดัชนีใหม่ตอนนี้" in text(client.get("/panels/files", headers=HX))


def test_every_panel_string_has_thai_and_english():
    assert all(set(value) == {"en", "th"} and all(value.values()) for value in STRINGS.values())


def test_without_htmx_a_panel_is_a_page_of_its_own(client):
    page = text(client.get("/panels/workspect"))
    assert page.startswith("<!doctype html>") and 'id="workspect-panel"' in page


# -- Files (index) ------------------------------------------------------------------------------------------

def test_files_panel_shows_roots_counts_progress_and_failures(client, runtime, docs):
    assert indexed(runtime).state == "done"
    html = text(client.get("/panels/files", headers=HX))
    assert f"<code>{docs}</code>" in html
    assert "2 of 2 files" in html and "Up to date" in html
    assert re.search(r"[1-9]\d* files and [1-9]\d* passages in the index", html)
    assert "Files that could not be read (1)" in html and "broken.docx" in html
    assert 'hx-trigger="every 1s"' not in html, "an idle index must not be polled"


def test_progress_is_polled_every_second_while_indexing(client, runtime, monkeypatch):
    running = IndexProgress(state="indexing", files_done=30, files_total=120, bytes_done=3_000_000,
                            bytes_total=12_000_000, elapsed=10.0, current="/docs/a.pdf")
    monkeypatch.setattr(runtime.index, "progress", lambda: running)
    html = text(client.get("/panels/files/status", headers=HX))
    assert 'hx-trigger="every 1s"' in html and 'hx-get="/panels/files/status"' in html
    assert "30 of 120 files" in html and "2.9 MB of 11.4 MB" in html
    assert "3.0 files/s" in html and "about 30 s left" in html and "/docs/a.pdf" in html
    assert re.search(r'id="reindex"\s+disabled', html)
    monkeypatch.setattr(runtime.index, "progress", lambda: IndexProgress(state="done", files_done=120, files_total=120))
    assert 'hx-trigger="every 1s"' not in text(client.get("/panels/files/status", headers=HX))


def test_reindex_now_starts_a_run_and_polls_it(client, runtime):
    response = client.post("/panels/files/reindex", headers=HX)
    assert response.status_code == 200 and 'hx-trigger="every 1s"' in text(response)
    assert runtime.index.indexer.wait(10).state == "done"
    assert client.get("/panels/files/reindex").status_code == 405


def test_adding_a_root_saves_it_indexes_it_and_lets_reads_in(client, runtime, tmp_path, config):
    extra = tmp_path / "home" / "Projects"
    extra.mkdir()
    (extra / "roadmap.md").write_text("# Roadmap\nship the panels\n", encoding="utf-8")
    assert client.get(f"/preview?path={extra / 'roadmap.md'}", headers=HX).status_code == 403
    response = client.post("/panels/files/roots/add", data={"root": "~/Projects"}, headers=HX)
    assert response.status_code == 200 and f"<code>{extra}</code>" in text(response)
    saved = json.loads((config.data_dir / "settings.json").read_text())
    assert saved["roots"][-1] == str(extra)
    runtime.index.indexer.wait(10)
    assert [hit.path for hit in runtime.index.search("roadmap").hits] == [str(extra / "roadmap.md")]
    assert client.get(f"/preview?path={extra / 'roadmap.md'}", headers=HX).status_code == 200


def test_removing_a_root_drops_its_files_and_its_reads(client, runtime, docs, config):
    indexed(runtime)
    response = client.post("/panels/files/roots/remove", data={"root": str(docs)}, headers=HX)
    assert "No folders yet" in text(response)
    assert json.loads((config.data_dir / "settings.json").read_text())["roots"] == []
    runtime.index.indexer.wait(10)
    assert runtime.index.counts().files == 0
    assert client.get(f"/preview?path={docs / 'budget.txt'}", headers=HX).status_code == 403


@pytest.mark.parametrize("typed, message", [
    ("Projects", "is not a full path"),
    ("/no/such/folder", "is not an existing folder"),
    ("/", "The whole disk cannot be a root"),
    ("~/.ssh", "Klang never indexes it"),
    ("", "Type the full path of a folder."),
])
def test_a_bad_root_is_refused_with_a_clear_message_and_nothing_saved(client, runtime, typed, message, tmp_path, config):
    (tmp_path / "home" / ".ssh").mkdir()
    before = (config.data_dir / "settings.json").read_text()
    response = client.post("/panels/files/roots/add", data={"root": typed}, headers=HX)
    assert response.status_code == 422 and message in text(response)
    assert (config.data_dir / "settings.json").read_text() == before
    assert runtime.config.roots == (tmp_path / "docs",)


def test_klangs_own_data_folder_and_a_duplicate_are_refused(client, runtime, docs, config):
    response = client.post("/panels/files/roots/add", data={"root": str(config.data_dir)}, headers=HX)
    assert response.status_code == 422 and "Klang&#39;s own data folder" in text(response)
    response = client.post("/panels/files/roots/add", data={"root": str(docs) + "/"}, headers=HX)
    assert response.status_code == 422 and "is already indexed" in text(response)


def test_saved_roots_come_back_after_a_restart(config, tmp_path):
    kept = tmp_path / "kept"
    kept.mkdir()
    (config.data_dir).mkdir(parents=True, exist_ok=True)
    (config.data_dir / "settings.json").write_text(json.dumps({"roots": [str(kept)], "theme": "dark"}))
    config = load_config(env={}, backend="scripted", data_dir=config.data_dir, workspect_dir=config.workspect_dir)
    runtime = Runtime(config, backend=ScriptedBackend())
    try:
        client = local_client(create_app(config, runtime=runtime))
        assert runtime.config.roots == (kept,) and runtime.index.roots[0] == kept
        assert f"<code>{kept}</code>" in text(client.get("/panels/files", headers=HX))
        client.post("/panels/files/roots/remove", data={"root": str(kept)}, headers=HX)
        saved = json.loads((config.data_dir / "settings.json").read_text())
        assert (saved["roots"], saved["theme"]) == ([], "dark")
    finally:
        runtime.index.indexer.wait(10)
        runtime.close()


def test_a_damaged_settings_file_is_reported_kept_aside_and_never_overwritten(client, runtime, config, tmp_path):
    settings = config.data_dir / "settings.json"
    settings.write_text("{not json")
    assert "was damaged" in text(client.get("/panels/files", headers=HX))
    kept = list(config.data_dir.glob("settings.json.damaged-*"))
    assert [path.read_text() for path in kept] == ["{not json"]
    other = tmp_path / "other"
    other.mkdir()
    response = client.post("/panels/files/roots/add", data={"root": str(other)}, headers=HX)
    assert response.status_code == 200 and other in runtime.config.roots
    assert json.loads(settings.read_text())["roots"][-1] == str(other)
    assert kept[0].read_text() == "{not json"


def test_root_forms_without_htmx_redirect_back_to_the_panel(client, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    response = client.post("/panels/files/roots/add", data={"root": str(other)})
    assert response.status_code == 302 and response.headers["Location"] == "/panels/files"


# -- Workspect ----------------------------------------------------------------------------------------------

def test_workspect_panel_lists_files_newest_first_with_size_and_time(client, config, tmp_path):
    (config.workspect_dir / "notes").mkdir()
    old = config.workspect_dir / "old.txt"
    old.write_text("x" * 2048)
    os.utime(old, (1_700_000_000, 1_700_000_000))
    (config.workspect_dir / "notes" / "plan.md").write_text("# Plan")
    (config.workspect_dir / ".hidden").write_text("no")
    (config.workspect_dir / "half.md.klang-tmp").write_text("no")
    (tmp_path / "outside.txt").write_text("secret-ish")
    (config.workspect_dir / "link.txt").symlink_to(tmp_path / "outside.txt")
    html = text(client.get("/panels/workspect", headers=HX))
    assert "2 files in workspect/" in html
    assert html.index("notes/plan.md") < html.index("old.txt")
    assert "2.0 KB" in html and "2023-11-1" in html
    assert ".hidden" not in html and "klang-tmp" not in html and "link.txt" not in html
    assert 'href="/workspect/download?path=notes/plan.md"' in html
    assert f'href="/preview?path={config.workspect_dir / "notes" / "plan.md"}"' in html
    assert 'hx-trigger="klang:tool-finished from:body"' in html


def test_workspect_panel_says_so_when_empty(client):
    assert "Nothing written yet" in text(client.get("/panels/workspect", headers=HX))


def test_download_sends_the_file_as_an_attachment(client, config):
    (config.workspect_dir / "report.csv").write_text("a,b\n1,2\n")
    response = client.get("/workspect/download?path=report.csv")
    assert response.status_code == 200 and response.data == b"a,b\n1,2\n"
    assert response.headers["Content-Disposition"] == "attachment; filename=report.csv"
    response.close()


@pytest.mark.parametrize("path", [
    "../outside.txt", "notes/../../outside.txt", "/etc/passwd", "%s/outside.txt", "~/outside.txt",
    "link.txt", "linked/outside.txt", "notes", "", "missing.txt", "notes/\x00x",
])
def test_download_never_leaves_workspect(client, config, tmp_path, path):
    (tmp_path / "outside.txt").write_text("not yours")
    (config.workspect_dir / "notes").mkdir()
    (config.workspect_dir / "link.txt").symlink_to(tmp_path / "outside.txt")
    (config.workspect_dir / "linked").symlink_to(tmp_path)
    response = client.get("/workspect/download", query_string={"path": path.replace("%s", str(tmp_path))})
    assert response.status_code == 404 and b"not yours" not in response.data


# -- Preview ------------------------------------------------------------------------------------------------

def test_preview_shows_read_files_header_and_escaped_text(client, config):
    (config.workspect_dir / "page.html").write_text("<script>alert(1)</script>\n" + "line\n" * 50)
    html = text(client.get(f"/preview?path={config.workspect_dir / 'page.html'}", headers=HX))
    assert html.lstrip().startswith("<dialog") and "<html" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>alert" not in html
    assert re.search(r'class="preview-header">page\.html: .*51 lines', html)


def test_preview_takes_a_line_range_through_the_same_pipeline(client, config):
    (config.workspect_dir / "numbers.txt").write_text("".join(f"row {n}\n" for n in range(1, 201)))
    html = text(client.get("/preview?path=numbers.txt&start=100&end=102", headers=HX))
    assert "row 100\nrow 101\nrow 102" in html and "row 99\n" not in html and "row 103" not in html
    assert 'name="start" min="1" value="100"' in html


def test_preview_without_htmx_is_a_full_page(client, config):
    (config.workspect_dir / "a.txt").write_text("hello")
    page = text(client.get("/preview?path=a.txt"))
    assert page.startswith("<!doctype html>") and "hello" in page


@pytest.mark.parametrize("name, content, status, title", [
    (".env", "DEBUG=1\n", 403, "Klang will not show this file"),
    ("keys.txt", "aws AKIAIOSFODNN7EXAMPLE\n", 422, "This file holds secrets"),
    ("blob.txt", "\x00\x01\x02binary" * 100, 422, "This file cannot be read"),
    ("missing.txt", None, 404, "File not found"),
])
def test_preview_refusals_say_why_and_show_nothing(client, config, name, content, status, title):
    if content is not None:
        (config.workspect_dir / name).write_text(content)
    response = client.get(f"/preview?path={config.workspect_dir / name}", headers=HX)
    html = text(response)
    assert response.status_code == status and title in html
    assert 'class="preview-text"' not in html and "AKIAIOSFODNN7EXAMPLE" not in html and "DEBUG=1" not in html


def test_preview_outside_the_roots_is_forbidden(client):
    response = client.get("/preview?path=/etc/passwd", headers=HX)
    assert response.status_code == 403 and "is outside the folders Klang may read" in text(response)
    assert "root:" not in text(response)


# -- Web cache and page browser -----------------------------------------------------------------------------

@pytest.fixture
def cached(runtime, clock):
    cache = runtime.web.cache
    cache.put_page("https://example.org/cats", "Cats <b>bold</b>", "Cats purr. " * 10 + "<script>x</script> The END cat.")
    cache.put_summary("https://example.org/cats", "do cats purr?", "Yes, cats purr.")
    cache.put_summary("https://example.org/cats", None, "A page about cats.")
    clock.now += 60
    cache.put_page("https://example.org/dogs", "Dogs", "Dogs bark.")
    clock.now += 120
    return cache


def test_web_cache_panel_lists_pages_with_size_age_ttl_summaries_and_questions(client, cached):
    html = text(client.get("/panels/web-cache", headers=HX))
    assert "2 pages cached" in html
    assert "Cats &lt;b&gt;bold&lt;/b&gt;" in html and "<b>bold" not in html
    assert "fetched 3 min ago" in html and "expires in 27 min" in html
    assert "Summaries (2)" in html and "do cats purr?" in html and "Yes, cats purr." in html
    assert "(no question)" in html and "A page about cats." in html
    assert html.index("example.org/dogs") < html.index("example.org/cats"), "most recently used first"
    assert 'hx-trigger="klang:tool-finished from:body, klang:poll from:body"' in html


def test_evict_one_page_then_clear_all(client, cached):
    html = text(client.post("/panels/web-cache/evict", data={"url": "https://example.org/cats"}, headers=HX))
    assert "example.org/cats" not in html and "example.org/dogs" in html
    assert cached.get_page("https://example.org/cats") is None
    html = text(client.post("/panels/web-cache/clear", headers=HX))
    assert "No pages cached" in html and cached.entries() == []


def test_cache_changes_are_post_only_and_redirect_without_htmx(client, cached):
    assert client.get("/panels/web-cache/clear").status_code == 405
    assert client.get("/panels/web-cache/evict?url=https://example.org/cats").status_code == 405
    response = client.post("/panels/web-cache/evict", data={"url": "https://example.org/dogs"})
    assert response.status_code == 302 and cached.get_page("https://example.org/dogs") is None


def test_page_browser_shows_the_raw_text_escaped_and_its_summaries(client, cached):
    html = text(client.get("/panels/pages?url=https://example.org/cats", headers=HX))
    assert "Cats purr. Cats purr." in html and "&lt;script&gt;x&lt;/script&gt;" in html and "<script>x" not in html
    assert "Summaries made from this page" in html and "Yes, cats purr." in html
    assert '<option value="https://example.org/dogs"' in html


def test_page_browser_search_highlights_matches(client, cached):
    html = text(client.get("/panels/pages", query_string={"url": "https://example.org/cats", "q": "CAT"}, headers=HX))
    assert "11 matches" in html
    assert "<mark>Cat</mark>s purr." in html and "The END <mark>cat</mark>." in html
    html = text(client.get("/panels/pages", query_string={"url": "https://example.org/cats", "q": "<b>"}, headers=HX))
    assert "No match for “&lt;b&gt;”." in html


def test_page_browser_says_when_a_page_has_left_the_cache(client, cached):
    response = client.get("/panels/pages?url=https://example.org/gone", headers=HX)
    assert response.status_code == 404 and "no longer in the cache" in text(response)


def test_opening_from_the_web_cache_brings_the_page_browser_tab_forward(client, cached):
    html = text(client.get("/panels/pages?url=https://example.org/dogs&show=1", headers=HX))
    assert re.search(r'<input type="radio" name="panel-tab" id="tab-pages"[^>]*checked hx-swap-oob="true">', html)
    assert 'id="tab-pages"' not in text(client.get("/panels/pages?url=https://example.org/dogs", headers=HX))


# -- LAN guests ---------------------------------------------------------------------------------------------

def test_a_lan_guest_gets_only_their_own_workspect_panel(config):
    from webapp.security import GUEST_COOKIE, guest_workspect

    lan = config.replace(lan=True, lan_token="g" * 43, owner_token="o" * 43, port=8765)
    runtime = Runtime(lan, backend=ScriptedBackend())
    try:
        app = create_app(lan, runtime=runtime)
        app.config["SERVER_NAME"] = "127.0.0.1:8765"
        guest = app.test_client()
        assert guest.get("/?token=" + "g" * 43).status_code == 302
        page = text(guest.get("/new"))
        assert 'id="tab-workspect"' in page and 'id="tab-files"' not in page and "/panels/web-cache" not in page
        for url in ("/panels/files", "/panels/web-cache", "/panels/pages?url=https://example.org/"):
            assert guest.get(url, headers=HX).status_code == 403
        csrf = page.split('"X-CSRF-Token": "')[1].split('"')[0]
        for url in ("/panels/web-cache/clear", "/panels/files/reindex", "/panels/files/roots/remove"):
            assert guest.post(url, headers={**HX, "X-CSRF-Token": csrf}).status_code == 403
        (lan.workspect_dir / "owner-only.md").write_text("the owner's")
        guest_id = app.extensions["klang_access"].guest_id(guest.get_cookie(GUEST_COOKIE, domain="127.0.0.1").value)
        mine = guest_workspect(lan, f"guest-{guest_id}")
        mine.mkdir(parents=True)
        (mine / "mine.md").write_text("the guest's")
        html = text(guest.get("/panels/workspect", headers=HX))
        assert "mine.md" in html and "owner-only.md" not in html
        assert guest.get("/workspect/download?path=owner-only.md").status_code == 404
        assert guest.get("/workspect/download?path=../../owner-only.md").status_code == 404
        response = guest.get("/workspect/download?path=mine.md")
        assert response.data == b"the guest's"
        response.close()
    finally:
        runtime.close()


# -- ui-cards: words a Thai user trips over -----------------------------------------------------------------

def test_a_rescan_with_nothing_new_shows_no_empty_progress(client, runtime):
    assert indexed(runtime).state == "done"
    assert indexed(runtime).files_total == 0  # the second run finds every file unchanged
    client.set_cookie("lang", "th", domain="127.0.0.1")
    html = text(client.get("/panels/files", headers=HX))
    assert "ดัชนีเป็นปัจจุบัน" in html and "ไม่เปลี่ยน 2" in html
    assert "<progress" not in html and "0 จาก 0 ไฟล์" not in html
    assert "broken.docx</code> — อ่านไฟล์นี้ไม่ได้" in html  # the reader's English reason follows, marked lang="en"


def test_a_missing_file_and_an_engine_reason_read_in_thai_in_the_preview(client, docs):
    client.set_cookie("lang", "th", domain="127.0.0.1")
    missing = text(client.get("/preview", query_string={"path": str(docs / "gone.txt")}, headers=HX))
    assert f"ไม่มีไฟล์ {docs / 'gone.txt'}" in missing and "does not exist" not in missing
    refused = text(client.get("/preview", query_string={"path": "/etc/passwd"}, headers=HX))
    assert "คลังจะไม่แสดงไฟล์นี้" in refused and "รายละเอียด (ภาษาอังกฤษ)" in refused
