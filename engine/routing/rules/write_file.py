"""write_file: the user names where to save ("save this to notes.md", "บันทึกลงไฟล์", "create a file").

The content is the model's to write, so the rule only names the tool. Asking how to save a file is a
question, and asking what was saved ("what did you save in workspect?") a look at the work folder.
"""
from __future__ import annotations

import re

from engine.routing import words as w
from engine.routing.rules.base import Rule, model_writes_arguments
from engine.routing.shapes import FILE_TARGET, QUESTIONS_ABOUT, SAVE_TARGET
from engine.routing.text import en

_FILE_WORDS = rf"(?:{en(w.FILE_WORD_EN)}|{w.FILE_WORD_TH}|{FILE_TARGET})"
SAVE_TO_FILE = (
    SAVE_TARGET,
    re.compile(
        rf"{en(w.PUT_EN)}.{{0,80}}?{en('to|into|in|as|under')}\s+(?:(?:a|an|the|my|your)\s+)?(?:new\s+)?"
        rf"(?:{en(w.FILE_KIND_EN)}\s+)?{_FILE_WORDS}"
    ),
    re.compile(rf"{en('create|make|generate|start')}\s+(?:me\s+)?(?:(?:a|an|the)\s+)?(?:new\s+)?(?:[a-z]+\s+)?{en('file')}"),
    # ... not what was kept there: "ค่าไฟบ้านเดือนกันยาเท่าไหร่ ที่จดไว้ในไฟล์รายจ่ายบ้าน" asks the file (frozenfood set)
    re.compile(
        rf"(?<!ที่)(?:{w.WRITE_TH}|เก็บ|ใส่|{en('save|export')}).{{0,60}}?(?:ลง|ไว้|เป็น|ใน|เข้า)\s*(?:ใน|ที่)?\s*"
        rf"{_FILE_WORDS}"
    ),
    re.compile(r"(?:สร้าง|เขียน)\s*ไฟล์"),
)

WHAT_WAS_SAVED = re.compile(en(w.WHAT_WAS_SAVED_EN) + "|" + w.WHAT_WAS_SAVED_TH)

RULES = (
    Rule("save_to_file", "write_file", SAVE_TO_FILE, model_writes_arguments,
         excludes=(*QUESTIONS_ABOUT, WHAT_WAS_SAVED), masked=False),
)
