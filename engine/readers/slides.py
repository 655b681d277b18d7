"""PPTX slides with their notes, each slide's XML streamed straight from the zip.

python-pptx loads every part of the package into memory when it opens a file,
pictures and videos included: an 80 MB video on one slide cost 97 MB to read
three slides of text. Here only presentation.xml, its relationships and the
slide and notes parts are read, each with iterparse, dropping every element
once its text is taken. Text follows python-pptx: the text frames of shapes,
groups and table rows in document order (rows as "a | b"), a line break inside
a paragraph as a new line, and the notes page's body placeholder.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from typing import Iterator

from engine.readers import Unit
from engine.readers.common import join_cells
from engine.readers.ooxml import main_part, relationships

_REL_IDS = ("{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id",
            "{http://purl.oclc.org/ooxml/officeDocument/relationships}id")


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


class _Frames:
    """Collects text while a slide part streams past: paragraphs into frames, frames into cells or the slide."""

    def __init__(self) -> None:
        self.pieces: list[str] = []  # of the open paragraph
        self.paragraphs: list[str] = []  # of the open text frame
        self.cells: list[str] = []  # of the open table row
        self.texts: list[tuple[str, str]] = []  # (placeholder type or "", text) per frame or table row
        self.placeholder = ""  # the placeholder type of the open shape: notes are the "body" one

    def end(self, name: str, element: ET.Element, parent: str) -> None:
        if name == "t" and parent in ("r", "fld"):
            self.pieces.append(element.text or "")
        elif name == "br":
            self.pieces.append("\n")
        elif name == "p":
            self.paragraphs.append("".join(self.pieces))
            self.pieces.clear()
        elif name == "ph":
            self.placeholder = element.get("type", "obj")
        elif name == "txBody":
            text = "\n".join(self.paragraphs)
            self.paragraphs.clear()
            if parent == "tc":
                self.cells.append(text)
            else:
                self.texts.append((self.placeholder, text))
        elif name == "tr":
            self.texts.append(("", join_cells(self.cells)))
            self.cells.clear()
        elif name in ("sp", "graphicFrame"):
            self.placeholder = ""


def _shape_texts(archive: zipfile.ZipFile, part: str) -> list[tuple[str, str]]:
    """(placeholder type or "", text) for each text frame, and ("", row) for each table row, in order."""
    frames, open_tags, open_elements = _Frames(), [], []
    skipping = 0  # inside mc:Fallback, which repeats what mc:Choice holds
    with archive.open(part) as stream:
        for event, element in ET.iterparse(stream, events=("start", "end")):
            name = _local(element.tag)
            if event == "start":
                open_tags.append(name)
                open_elements.append(element)
                skipping += name == "Fallback"
                continue
            open_tags.pop()
            open_elements.pop()
            if not skipping:
                frames.end(name, element, open_tags[-1] if open_tags else "")
            skipping -= name == "Fallback"
            if open_elements:
                open_elements[-1].remove(element)  # only the open path stays in the tree
    return frames.texts


def _slide_parts(archive: zipfile.ZipFile) -> list[str]:
    """Slide parts in presentation order (p:sldIdLst)."""
    main = main_part(archive, "ppt/presentation.xml")
    rels = relationships(archive, main)
    parts = []
    with archive.open(main) as stream:
        for _, element in ET.iterparse(stream):
            if _local(element.tag) == "sldId":
                kind, target = rels.get(element.get(_REL_IDS[0]) or element.get(_REL_IDS[1]) or "", ("", ""))
                if kind.endswith("/slide"):
                    parts.append(target)
    return parts


def _notes(archive: zipfile.ZipFile, slide: str) -> str:
    for kind, target in relationships(archive, slide).values():
        if kind.endswith("/notesSlide"):
            return next((text for placeholder, text in _shape_texts(archive, target) if placeholder == "body"), "")
    return ""


def pptx_units(path: Path) -> Iterator[Unit]:
    with zipfile.ZipFile(path) as archive:
        for number, slide in enumerate(_slide_parts(archive), start=1):
            parts = [text.strip() for _, text in _shape_texts(archive, slide) if text.strip()]
            notes = _notes(archive, slide).strip()
            if notes:
                parts.append(f"Notes: {notes}")
            yield Unit("slide", number, f"slide {number}", "\n".join(parts))
