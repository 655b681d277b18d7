"""Office Open XML packages: parts found through their relationships, parsed in a stream."""
from __future__ import annotations

import posixpath
import xml.etree.ElementTree as ET
import zipfile
from typing import Iterator


def namespace(tag: str) -> str:
    """'{ns}' of a tag, so transitional and strict OOXML files both parse."""
    return tag[: tag.index("}") + 1] if tag.startswith("{") else ""


def elements(archive: zipfile.ZipFile, part: str) -> Iterator[ET.Element]:
    """Every element of a small part (workbook, rels, styles), each yielded once complete."""
    with archive.open(part) as stream:
        for _, element in ET.iterparse(stream):
            yield element


def relationships(archive: zipfile.ZipFile, part: str) -> dict[str, tuple[str, str]]:
    """Id → (type, target part) for a part's .rels file; {} when it has none."""
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", name + ".rels")
    if rels not in archive.NameToInfo:
        return {}
    found = {}
    for element in elements(archive, rels):
        if element.tag.endswith("}Relationship") and element.get("TargetMode") != "External":
            target = element.get("Target", "")
            target = target.lstrip("/") if target.startswith("/") else posixpath.join(folder, target)
            found[element.get("Id", "")] = (element.get("Type", ""), posixpath.normpath(target))
    return found


def main_part(archive: zipfile.ZipFile, default: str) -> str:
    """The document's main part (xl/workbook.xml, word/document.xml...) as the package's own .rels names it."""
    for kind, target in relationships(archive, "").values():
        if kind.endswith("/officeDocument"):
            return target
    return default
