"""The catalogue through the real readers: no shape's secret ever comes out of read_file; ordinary files read fine."""
from __future__ import annotations

import pytest

from tests.secret_catalogue.catalogue import FORMATS, write_catalogue
from tests.secret_catalogue.ordinary import ORDINARY_NAMES, english_documents, thai_documents
from tests.secret_catalogue.outcomes import flagged, leaked
from tests.secret_catalogue.shapes import all_shapes

SHAPES = all_shapes()


def test_the_catalogue_is_large_thai_and_english_with_a_held_out_part():
    assert len(SHAPES) >= 80
    assert sum(any("\u0e00" <= c <= "\u0e7f" for c in str(shape.content)) for shape in SHAPES) >= 15
    assert 15 <= sum(shape.held_out for shape in SHAPES) < len(SHAPES) // 2


@pytest.mark.parametrize("layout", list(FORMATS))
def test_no_catalogue_secret_comes_out_of_a_read(layout, config):
    files = write_catalogue(config.workspect_dir, [shape for shape in SHAPES if shape.layout == layout])
    assert {file.format for file in files} >= (set(FORMATS[layout]) if layout != "name" else {"name"})
    leaks = [f"{file.shape.name} ({file.format})" for file in files if leaked(file, config)]
    assert leaks == []


def test_ordinary_english_documents_and_names_are_not_refused(config):
    folder = config.workspect_dir
    flagged_docs = []
    for number, text in enumerate(english_documents()):
        path = folder / f"doc-{number:03d}.txt"
        path.write_text(text, encoding="utf-8")
        if flagged(path, config):
            flagged_docs.append(text[:60])
    for name in ORDINARY_NAMES:
        (folder / name).write_text("Shopping list: rice, eggs.\n", encoding="utf-8")
        if flagged(folder / name, config):
            flagged_docs.append(name)
    assert flagged_docs == []


def test_ordinary_thai_paragraphs_are_not_refused(config):
    # The iapp Wikipedia paragraphs when the shared eval data is present; these Thai notes always.
    texts = thai_documents() + ["รหัสไปรษณีย์ 10110 เขตวัฒนา กรุงเทพมหานคร",
                                "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร และห้ามใช้ซ้ำกับ 5 ครั้งล่าสุด",
                                "ลืมรหัสผ่าน? กดปุ่ม 'ลืมรหัสผ่าน' แล้วระบบจะส่งรหัส OTP ทาง SMS",
                                "รหัสสินค้า | ชื่อสินค้า | ราคา\nA1234 | น้ำปลา | 35.00"]
    hits = []
    for number, text in enumerate(texts):
        path = config.workspect_dir / f"thai-{number:03d}.txt"
        path.write_text(text, encoding="utf-8")
        if flagged(path, config):
            hits.append(text[:60])
    assert len(hits) <= len(texts) // 100  # the goal: at most 1 % false positives
