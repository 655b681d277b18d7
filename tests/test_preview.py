"""/preview is bounded in time (issue 13, finding 13): a read that outlasts it is stopped and says so."""
from __future__ import annotations

import os
import threading

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from engine.readers import ReadStopped
from engine.readers.document import read_document
from tests.webclient import local_client
from webapp import create_app
from webapp.panels import preview

HX = {"HX-Request": "true"}


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    return folder


@pytest.fixture
def make_client(config, docs):
    runtimes = []

    def make(preview_timeout: float):
        runtimes.append(Runtime(config.replace(roots=(docs,), preview_timeout=preview_timeout),
                                backend=ScriptedBackend()))
        return local_client(create_app(runtimes[-1].config, runtime=runtimes[-1]))

    yield make
    for runtime in runtimes:
        runtime.close()


@pytest.fixture
def client(make_client):
    """Time enough for any small read on a loaded machine: these tests are about what is shown."""
    return make_client(preview_timeout=60)


def test_a_read_that_outlasts_the_preview_time_is_stopped_with_a_reason(make_client, docs, monkeypatch):
    """Before, /preview read in the request with no bound: a 136 KB DOCX unpacking to 61 MB took 75 s."""
    (docs / "heavy.docx").write_bytes(b"stands for a document that takes minutes")
    stopped = threading.Event()

    def heavy_read(path, config, start, end, reach=None, cancel=None):
        if cancel.wait(30):  # the reader sees the flag at its next unit
            stopped.set()
        raise ReadStopped("stopped")

    monkeypatch.setattr(preview, "read_document", heavy_read)
    client = make_client(preview_timeout=0.2)
    response = client.get("/preview", query_string={"path": str(docs / "heavy.docx")}, headers=HX)
    html = response.get_data(as_text=True)
    assert response.status_code == 503
    assert 'data-refusal="slow"' in html and "took longer than 0.2 s" in html
    assert stopped.wait(30), "the read was left running"


def test_a_named_pipe_is_refused_not_waited_on(client, docs):
    os.mkfifo(docs / "notes.txt")
    response = client.get("/preview", query_string={"path": str(docs / "notes.txt")}, headers=HX)
    assert response.status_code == 422 and "a pipe or a device" in response.get_data(as_text=True)


def test_a_quick_read_is_shown_as_before(client, docs):
    (docs / "plan.txt").write_text("the plan\n")
    response = client.get("/preview", query_string={"path": str(docs / "plan.txt")}, headers=HX)
    assert response.status_code == 200 and "the plan" in response.get_data(as_text=True)


def preview_header(client, path, **range_):
    response = client.get("/preview", query_string={"path": str(path), **range_}, headers=HX)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    return html.split('<p class="preview-header">', 1)[1].split("</p>", 1)[0]


def test_the_preview_says_what_part_of_the_file_it_shows_in_the_pages_language(client, docs):
    notes = docs / "notes.txt"
    notes.write_text("".join(f"บันทึกข้อ {n}\n" for n in range(1, 123)), encoding="utf-8")
    assert preview_header(client, notes) == "notes.txt: the whole file, 122 lines"
    client.set_cookie("lang", "th", domain="127.0.0.1")
    assert preview_header(client, notes) == "notes.txt: ทั้งไฟล์ 122 บรรทัด"
    assert preview_header(client, notes, start=10, end=20) == "notes.txt: บรรทัดที่ 10–20 จาก 122"


def test_a_sampled_file_is_said_to_be_sampled_in_thai_while_the_model_reads_it_in_english(client, config, docs):
    big = docs / "log.txt"
    big.write_text("".join(f"เหตุการณ์ที่ {n} ของระบบบันทึกไว้ที่นี่\n" for n in range(1, 2001)), encoding="utf-8")
    client.set_cookie("lang", "th", domain="127.0.0.1")
    header = preview_header(client, big)
    assert header.startswith("log.txt: ตัวอย่าง ") and "ช่วงจาก 2,000 บรรทัด (" in header
    assert "ตัวอักษร) กระจายตั้งแต่ต้นจนจบไฟล์" in header and "sampled" not in header
    model_text = read_document(big, config.replace(roots=(docs,))).header
    assert model_text.startswith("log.txt: sampled ") and "of 2,000 lines" in model_text
