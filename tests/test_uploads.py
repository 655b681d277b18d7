"""webapp/uploads.py: files attached to the chat land in workspect/uploads/, and only those are attached."""
import io

import pytest

from webapp.uploads import attached_path, clean_name

HTMX = {"HX-Request": "true"}


@pytest.fixture
def config(config):
    """conftest's runtime and client on a 1 KB size limit, so the too-large path is cheap to reach."""
    return config.replace(index_max_file_mb=0.001)


def _upload(client, *files, lang="en"):
    data = {"file": [(io.BytesIO(content), name) for name, content in files]}
    return client.post("/upload", data=data, headers={**HTMX, "Accept-Language": lang},
                       content_type="multipart/form-data")


def test_an_upload_is_saved_in_uploads_and_never_replaces_an_earlier_one(client, runtime):
    uploads = runtime.config.workspect_dir / "uploads"
    first = _upload(client, ("รายงาน.txt", "ยอดขาย 10 ล้าน".encode()))
    second = _upload(client, ("รายงาน.txt", b"second"))
    assert first.status_code == 200 and 'data-name="uploads/รายงาน.txt"' in first.get_data(as_text=True)
    assert 'data-name="uploads/รายงาน (2).txt"' in second.get_data(as_text=True)
    assert (uploads / "รายงาน.txt").read_text() == "ยอดขาย 10 ล้าน"
    assert (uploads / "รายงาน (2).txt").read_text() == "second"


def test_a_folder_in_the_file_name_is_dropped(client, runtime):
    response = _upload(client, ("../../etc/passwd", b"x"), ("docs/notes.md", b"y"))
    html = response.get_data(as_text=True)
    assert 'data-name="uploads/passwd"' in html and 'data-name="uploads/notes.md"' in html
    assert sorted(p.name for p in (runtime.config.workspect_dir / "uploads").iterdir()) == ["notes.md", "passwd"]
    assert clean_name("C:\\Users\\me\\notes.md") == "notes.md"
    assert clean_name("...") == "upload" and clean_name("a\x00b?.txt") == "a_b_.txt"


def test_refusals_say_why_in_the_users_language_and_save_nothing(client, runtime):
    response = _upload(client, ("big.bin", b"x" * 2000), lang="th")
    assert response.status_code == 413 and "ไฟล์ใหญ่เกิน" in response.get_data(as_text=True)
    response = client.post("/upload", data={}, headers=HTMX, content_type="multipart/form-data")
    assert response.status_code == 400 and "Choose a file" in response.get_data(as_text=True)
    response = _upload(client, *[(f"f{i}.txt", b"x") for i in range(6)])
    assert response.status_code == 400 and "At most 5 files" in response.get_data(as_text=True)
    assert not (runtime.config.workspect_dir / "uploads").exists()


def test_only_an_existing_upload_of_this_workspect_can_be_attached(tmp_path):
    root = tmp_path / "workspect"
    (root / "uploads").mkdir(parents=True)
    (root / "uploads" / "a.txt").write_text("a")
    (root / "notes.txt").write_text("n")
    (tmp_path / "secret.txt").write_text("s")
    assert attached_path(root, "uploads/a.txt") == (root / "uploads" / "a.txt").resolve()
    for name in ("notes.txt", "uploads/missing.txt", "uploads/../notes.txt", "uploads/../../secret.txt",
                 "/etc/passwd", "uploads"):
        assert attached_path(root, name) is None, name
