"""PPTX reader: slides in order with tables, groups and notes; pictures and videos are never loaded."""
from __future__ import annotations

import os
import tracemalloc
import zipfile
from pathlib import Path

import pptx
from pptx.util import Inches

from engine.readers import iter_units

VIDEO = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/video"


def slides(path: Path) -> list[tuple[str, str]]:
    return [(unit.label, unit.text) for unit in iter_units(path)]


def rewrite(path: Path, target: Path, changes: dict[str, bytes | tuple[bytes, bytes]]) -> Path:
    """Copy a package, replacing whole parts (bytes) or one string inside them ((old, new))."""
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(target, "w") as output:
        for name in [*source.namelist(), *(name for name in changes if name not in source.namelist())]:
            change = changes.get(name)
            data = source.read(name) if name in source.namelist() else b""
            output.writestr(name, data.replace(*change) if isinstance(change, tuple) else change or data)
    return target


def test_tables_groups_line_breaks_and_notes_in_slide_order(tmp_path):
    presentation = pptx.Presentation()
    first = presentation.slides.add_slide(presentation.slide_layouts[1])
    first.shapes.title.text = "แผนงาน 2025"
    body = first.placeholders[1].text_frame
    body.text = "first bullet"
    body.paragraphs[0].add_line_break()
    body.paragraphs[0].add_run().text = "same bullet"
    body.add_paragraph().text = "second"
    first.notes_slide.notes_text_frame.text = "speak slowly"
    second = presentation.slides.add_slide(presentation.slide_layouts[5])
    second.shapes.title.text = "Table"
    table = second.shapes.add_table(2, 3, Inches(1), Inches(1), Inches(4), Inches(2)).table
    for row in range(2):
        for column in range(3):
            table.cell(row, column).text = f"c{row}{column}"
    second.shapes.add_group_shape().shapes.add_textbox(0, 0, 10, 10).text_frame.text = "in a group"
    presentation.slides.add_slide(presentation.slide_layouts[6])
    presentation.save(tmp_path / "a.pptx")
    assert slides(tmp_path / "a.pptx") == [
        ("slide 1", "แผนงาน 2025\nfirst bullet\nsame bullet\nsecond\nNotes: speak slowly"),
        ("slide 2", "Table\nc00 | c01 | c02\nc10 | c11 | c12\nin a group"),
        ("slide 3", ""),
    ]


def test_fallback_copies_are_not_read_twice(tmp_path):
    presentation = pptx.Presentation()
    presentation.slides.add_slide(presentation.slide_layouts[6]).shapes.add_textbox(0, 0, 9, 9).text_frame.text = "x"
    presentation.save(tmp_path / "a.pptx")
    shape = ('<p:sp><p:nvSpPr><p:cNvPr id="9" name="t"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/>'
             '<p:txBody><a:bodyPr/><a:p><a:r><a:t>{}</a:t></a:r></a:p></p:txBody></p:sp>')
    alternate = ('<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">'
                 f'<mc:Choice Requires="a14">{shape.format("equation")}</mc:Choice>'
                 f'<mc:Fallback>{shape.format("equation picture")}</mc:Fallback></mc:AlternateContent>')
    path = rewrite(tmp_path / "a.pptx", tmp_path / "b.pptx",
                   {"ppt/slides/slide1.xml": (b"</p:spTree>", alternate.encode() + b"</p:spTree>")})
    assert slides(path) == [("slide 1", "x\nequation")]


def test_a_big_video_is_never_loaded(tmp_path):
    presentation = pptx.Presentation()
    presentation.slides.add_slide(presentation.slide_layouts[5]).shapes.title.text = "With a video"
    presentation.save(tmp_path / "a.pptx")
    link = f'<Relationship Id="rId99" Type="{VIDEO}" Target="../media/media1.mp4"/></Relationships>'
    path = rewrite(tmp_path / "a.pptx", tmp_path / "video.pptx", {
        "ppt/slides/_rels/slide1.xml.rels": (b"</Relationships>", link.encode()),
        "ppt/media/media1.mp4": os.urandom(8_000_000),
    })
    tracemalloc.start()
    try:
        units = slides(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert units == [("slide 1", "With a video")]
    assert peak < 1_000_000  # python-pptx reads every part, this 8 MB video included
