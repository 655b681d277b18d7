"""One tool, two kinds of hit (SPEC): does a query ask a question, or look for a file?

A question (a question word or mark, Thai or English), or a long phrase,
gets passages first; anything that names a file or folder, asks to find or
locate something, or is just a few keywords gets file hits, as before.
"""
from __future__ import annotations

import re

from engine.index.query import normalize
from engine.index.thai import has_thai, thai_words

# notes.md, ~/notes, /home/x, a/b/c (not 802.11b, nor "Tue/Fri", "nov/dec" or "and/or": one slash between words)
_FILE_NAME = re.compile(r"[\w-]{2,}\.[a-z][a-z0-9]{1,4}\b|(?:^|\s)[~/\\]|[^\s/\\]+[/\\][^\s/\\]+[/\\]")
_ENGLISH = re.compile(r"[a-z]+")
_WHICH_FILE = re.compile(r"\bwhich (?:document|file|folder|pdf|spreadsheet|presentation)s?\b|\bwhere(?:'s| is| are) my\b"
                         r"|ไฟล์ไหน|ไฟล์อะไร|ชื่อไฟล์")
LONG_PHRASE = 6  # words: a sentence this long asks about content, not for a file name
QUESTION_WORDS = frozenset(
    """what who whom whose when why how which does do did is are was were can could should will would
    explain describe summarize summarise tell
    อะไร ใคร เมื่อไร เมื่อไหร่ ทำไม อย่างไร ยังไง เท่าไร เท่าไหร่ หรือไม่ หรือเปล่า ไหม มั้ย ไร ทราบ อยากรู้
    อธิบาย สรุป""".split()
)
QUESTION_PREFIXES = ("กี่", "คือ", "เพราะ", "อย่างไร")
QUESTION_SUFFIXES = ("ใด", "ไหน")  # เมื่อใด ที่ใด สิ่งใด, ที่ไหน ช่วงไหน
# Asking where a file is, or for a file itself, is file discovery even when phrased as a question.
DISCOVERY_WORDS = frozenset(
    """file files folder folders directory find locate search photo photos picture pictures image images
    ไฟล์ โฟลเดอร์ หา ค้น ค้นหา""".split()
)
# ...unless it asks how much, how many or when of something else: "when's the deadline to file?", "how much do we owe
# for the photos?", "กี่บาทคะ ดูจากไฟล์สรุป vat นะ" (four blind-set questions got a file list for an answer); not
# "how many files" or "กี่ไฟล์", which count files.
FIGURE_ASKED = re.compile(r"\bhow (?:much|many)\b(?! (?:files|documents|folders|photos|pictures))|\bwhen(?:'s)?\b|"
                          r"เท่าไ[หร]|(?<!เ)กี่(?!ไฟล์)|เมื่อไ[หร]|วันไหน")  # not the กี่ in เกี่ยวกับ (about)


def words(text: str) -> list[str]:
    found: list[str] = []
    for token in normalize(text).replace("?", " ? ").split():
        found += thai_words(token) if has_thai(token) else _ENGLISH.findall(token) or [token]
    return found


def is_question(query: str) -> bool:
    """True when the answer may be in a passage of the documents rather than in a file list."""
    folded = normalize(query)
    if _FILE_NAME.search(folded) or _WHICH_FILE.search(folded):
        return False
    found = words(query)
    if any(w in DISCOVERY_WORDS for w in found) and not FIGURE_ASKED.search(folded):
        return False
    asks = any(w in QUESTION_WORDS or w.startswith(QUESTION_PREFIXES) or w.endswith(QUESTION_SUFFIXES) for w in found)
    return asks or "?" in found or len(found) >= LONG_PHRASE
