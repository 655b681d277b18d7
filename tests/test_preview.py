"""/preview is bounded in time (issue 13, finding 13): a read that outlasts it is stopped and says so."""
from __future__ import annotations

import os
import threading

import pytest

from engine.backends.scripted import ScriptedBackend
from engine.runtime import Runtime
from engine.readers import ReadStopped
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
def client(config, docs):
    runtime = Runtime(config.replace(roots=(docs,), preview_timeout=0.2), backend=ScriptedBackend())
    yield local_client(create_app(runtime.config, runtime=runtime))
    runtime.close()


def test_a_read_that_outlasts_the_preview_time_is_stopped_with_a_reason(client, docs, monkeypatch):
    """Before, /preview read in the request with no bound: a 136 KB DOCX unpacking to 61 MB took 75 s."""
    (docs / "heavy.docx").write_bytes(b"stands for a document that takes minutes")
    stopped = threading.Event()

    def heavy_read(path, config, start, end, reach=None, cancel=None):
        if cancel.wait(30):  # the reader sees the flag at its next unit
            stopped.set()
        raise ReadStopped("stopped")

    monkeypatch.setattr(preview, "read_document", heavy_read)
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
