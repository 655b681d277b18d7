"""Benchmark read_document: time and peak memory growth for big text files, a long PDF, big XLSX, DOCX and PPTX.

Each case runs in a fresh subprocess that records its RSS just before the
call and samples VmRSS every 5 ms during it, so the growth is the read's own.
Files are generated into a temporary folder and deleted afterwards.
Usage: .venv/bin/python bench/read_file.py [--quick] [--only WORD]
(--quick skips the 1 GB and Office cases; --only runs the cases whose name contains WORD)
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import json, sys, threading, time
from pathlib import Path
from engine.config import load_config
from engine.readers.document import read_document

def rss_kb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

path, workspect = Path(sys.argv[1]), Path(sys.argv[2])
config = load_config(env={}, backend="scripted", data_dir=workspect / "data", workspect_dir=workspect)
import pypdf, openpyxl, docx, pptx  # imported before the baseline: library code is not the read's memory
peak, done = [0], threading.Event()
def sample():
    while not done.is_set():
        peak[0] = max(peak[0], rss_kb())
        time.sleep(0.005)
baseline = rss_kb()
peak[0] = baseline
watcher = threading.Thread(target=sample, daemon=True)
watcher.start()
started = time.perf_counter()
result = read_document(path, config)
seconds = time.perf_counter() - started
done.set(); watcher.join()
peak[0] = max(peak[0], rss_kb())
print(json.dumps({"seconds": seconds, "growth_mb": (peak[0] - baseline) / 1024, "chars": len(result.text),
                  "header": result.header}))
"""


def make_text(path: Path, size: int) -> None:
    words = "ข้อมูล report budget ภาษาไทย meeting notes สรุป quarterly revenue ลูกค้า".split()
    rng = random.Random(7)
    block = "".join(" ".join(rng.choice(words) for _ in range(12)) + "\n" for _ in range(2000)).encode()
    with path.open("wb") as handle:
        written, number = 0, 0
        while written < size:
            chunk = f"block {number}\n".encode() + block
            handle.write(chunk)
            written, number = written + len(chunk), number + 1


def make_xlsx(path: Path, rows: int) -> None:
    import openpyxl

    rng = random.Random(7)
    workbook = openpyxl.Workbook(write_only=True)
    sheet = workbook.create_sheet("Data")
    for number in range(rows):
        sheet.append([number, f"item {number % 500}"] + [rng.random() * 1e6 for _ in range(9)])
    workbook.save(path)


def make_docx(path: Path, paragraphs: int) -> None:
    """A python-docx file whose document part holds many paragraphs and one long table."""
    import zipfile

    import docx

    base = path.with_suffix(".base.docx")
    docx.Document().save(base)
    text = "ย่อหน้า quarterly revenue notes for the meeting สรุปยอดขาย"
    body = "".join(f"<w:p><w:r><w:t>{number} {text}</w:t></w:r></w:p>" for number in range(paragraphs))
    body += "<w:tbl>" + "".join(f"<w:tr><w:tc><w:p><w:r><w:t>r{number}</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r>"
                                f"<w:t>ราคา {number}</w:t></w:r></w:p></w:tc></w:tr>" for number in range(paragraphs // 2))
    part = ('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            f"{body}</w:tbl></w:body></w:document>")
    with zipfile.ZipFile(base) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name in source.namelist():
            target.writestr(name, part if name == "word/document.xml" else source.read(name))
    base.unlink()


def make_pptx(path: Path, slides: int, video_bytes: int) -> None:
    """Slides with titles and notes, and one big video that a reader of text must never load."""
    import os
    import zipfile

    import pptx

    base = path.with_suffix(".base.pptx")
    presentation = pptx.Presentation()
    for number in range(slides):
        slide = presentation.slides.add_slide(presentation.slide_layouts[1])
        slide.shapes.title.text = f"สไลด์ {number}: quarterly revenue"
        slide.notes_slide.notes_text_frame.text = f"notes for slide {number}"
    presentation.save(base)
    video = ('<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/video"'
             ' Target="../media/media1.mp4"/></Relationships>').encode()
    with zipfile.ZipFile(base) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as target:
        for name in source.namelist():
            data = source.read(name)
            if name == "ppt/slides/_rels/slide1.xml.rels":
                data = data.replace(b"</Relationships>", video)
            elif name == "[Content_Types].xml":
                data = data.replace(b"</Types>", b'<Default Extension="mp4" ContentType="video/mp4"/></Types>')
            target.writestr(name, data)
        target.writestr("ppt/media/media1.mp4", os.urandom(video_bytes))
    base.unlink()


def make_long_pdf(path: Path, pages: int) -> None:
    from tests.fixtures.readers.documents import make_pdf

    make_pdf(path, [f"Chapter {n}\n" + "\n".join(f"Line {k} of page {n}: quarterly revenue notes" for k in range(40))
                    for n in range(1, pages + 1)])


def run_case(path: Path, workspect: Path) -> dict:
    output = subprocess.run([sys.executable, "-c", CHILD, str(path), str(workspect)], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def main() -> int:
    quick = "--quick" in sys.argv
    cases = [("text 10 MB", "t10.txt", lambda p: make_text(p, 10_000_000)),
             ("text 100 MB", "t100.txt", lambda p: make_text(p, 100_000_000))]
    if not quick:
        cases.append(("text 1 GB", "t1000.txt", lambda p: make_text(p, 1_000_000_000)))
    cases.append(("PDF 500 pages", "long.pdf", lambda p: make_long_pdf(p, 500)))
    if not quick:
        cases.append(("XLSX ~50 MB", "big.xlsx", lambda p: make_xlsx(p, 450_000)))
        cases.append(("DOCX 41 MB part", "big.docx", lambda p: make_docx(p, 200_000)))
        cases.append(("PPTX 80 MB video", "big.pptx", lambda p: make_pptx(p, 200, 80_000_000)))
    if "--only" in sys.argv:
        word = sys.argv[sys.argv.index("--only") + 1]
        cases = [case for case in cases if word.lower() in case[0].lower()]
    print(f"{'case':<16}{'file MB':>9}{'seconds':>9}{'s/100MB':>9}{'RSS growth MB':>15}  first line")
    with tempfile.TemporaryDirectory() as folder:
        workspect = Path(folder)
        for name, file_name, make in cases:
            path = workspect / file_name
            make(path)
            size_mb = path.stat().st_size / 1e6
            measured = run_case(path, workspect)
            per_100 = measured["seconds"] / size_mb * 100
            print(f"{name:<16}{size_mb:>9.1f}{measured['seconds']:>9.2f}{per_100:>9.2f}{measured['growth_mb']:>15.1f}"
                  f"  {measured['header']}", flush=True)
            path.unlink()
    return 0


if __name__ == "__main__":
    started = time.time()
    code = main()
    print(f"total {time.time() - started:.0f} s")
    sys.exit(code)
