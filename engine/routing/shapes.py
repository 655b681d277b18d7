"""Surface forms several routing steps look for: URLs, file names, save targets, questions about things,
an explicit ask for the web, the user's own things. And `Request`, the message in the forms they match."""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.routing import words as w
from engine.routing.text import blank, en, fold, normalize

THAI = w.THAI
NAME_CHAR = r"[^\s/\\\"'`<>|*?:]"  # a character of one path segment or file name
# Unsegmented Thai lets a name start at any character: bounding a name keeps every scan linear.
NAME = rf"{NAME_CHAR}{{1,120}}"
NAME_OR_NONE = rf"{NAME_CHAR}{{0,120}}"
EXT = r"\.[a-z][a-z0-9]{0,5}(?![a-z0-9]|\.[a-z0-9])"

_URL_CHARS = rf"(?:[^\s<>\"'`{THAI}]|(?<=[/=_-])[{THAI}]+)*"  # Thai joins a URL only as a path segment
URL = re.compile(  # http(s), www., or a bare domain on a web suffix (not a file extension like .md)
    rf"https?://[^\s<>\"'`{THAI}/]+{_URL_CHARS}"
    rf"|(?<![a-z0-9@._/-])www\.(?:[a-z0-9-]+\.)+[a-z]{{2,}}(?![a-z0-9-])(?:[/?#]{_URL_CHARS})?"
    rf"|(?<![a-z0-9@._/-])(?:[a-z0-9-]+\.)+(?:{w.WEB_SUFFIXES})(?![a-z0-9-])(?:[/?#]{_URL_CHARS})?"
)
FILE_NAME = re.compile(
    rf"(?<![a-z0-9_./\\~-])[a-z0-9{THAI}_(\[]{NAME_CHAR}{{0,120}}?\.(?:{w.FILE_EXTENSIONS})(?![a-z0-9]|\.[a-z0-9])"
)

# Save-targets: "save ... to notes.md" names a file to write, not one to find or read.
FILE_TARGET = rf"(?:(?:~|[a-z]:)?[/\\])?(?:{NAME}[/\\]){{0,30}}{NAME_CHAR}{{1,120}}?{EXT}"
_SAVE_INTO = (
    en("to|into|as|called|named") + r"\s*(?:(?:a|the)\s+(?:new\s+)?(?:[a-z]+\s+)?file\s+(?:called|named)\s+)?"
    r"|ลง\s*(?:ใน)?\s*(?:ไฟล์)?\s*(?:ชื่อ)?|ไว้\s*(?:ใน|ที่)\s*(?:ไฟล์)?\s*(?:ชื่อ)?|เป็น\s*(?:ไฟล์)?\s*(?:ชื่อ)?"
    # "สรุปเก็บไว้ให้หน่อย ชื่อไฟล์ x.md", "… ตั้งชื่อไฟล์ว่า x.md" (mushroom and karaoke sets)
    r"|(?:ตั้ง)?ชื่อไฟล์\s*(?:ว่า)?"
)
SAVE_TARGET = re.compile(
    rf"(?:(?:{en(w.SAVE_EN + '|keep|kept')}|{w.SAVE_TH}).{{0,60}}?{en('in')}"
    rf"|(?:{en(w.WRITE_EN)}|{w.WRITE_TH}|{w.KEEP_TH}).{{0,60}}?(?:{_SAVE_INTO})"
    # "summarise the GHB statement into loan_summary.md", "สรุปบันทึกประชุมลงไฟล์ x.md": a digest made into a file
    rf"|(?:{en(w.DIGEST_EN)}|{w.DIGEST_TH}).{{0,60}}?(?:{_SAVE_INTO})"
    rf"|(?:{en('create|make')}|สร้าง|เขียน|ทำ(?=เป็น|ลง)).{{0,30}}?(?:{en('file')}|ไฟล์)\s*(?:ใหม่\s*)?(?:{en('called|named')}|ชื่อ)?"
    rf"|{en('put (?:it|them|this|that|everything|all of (?:it|that)) in(?:to)?')}"  # "… and put it in x.md"
    rf"|{en('overwrite|append')}|เขียนทับ"
    rf"|(?:{w.SAVE_TH}|{w.KEEP_TH})\s*(?:ไว้\s*)?(?:ไฟล์\s*)?ชื่อ)\s*(?P<target>{FILE_TARGET})"  # "… เซฟชื่อ x.md", "เก็บไว้ชื่อ"
)

# A save target named without an extension, last in the request: "เซฟชื่อ สรุปสัญญากรีนวิลล์ นะคะ", "save it as
# printer_quote_summary", "save as vinyl price increase" (signshop set): one word, or English words to the end; not a
# format ("save it as a PDF", "as markdown") nor a question ("เซฟไว้ชื่ออะไรนะ").
_NAMED_NOT = en("a|an|the|my|our|your|this|that|it|is|well|soon|usual|before|pdf|markdown|md|text|txt|plain|word|docx|"
                "doc|excel|xlsx|csv|html|json|file|new|one") + r"|(?:ไฟล์|ว่า|\s)*(?:อะไร|ไหน)"
_WORD = "[a-z0-9][a-z0-9_-]*"
SAVE_NAMED = re.compile(
    rf"(?:{en(w.SAVE_EN)}|{w.SAVE_TH}|{w.KEEP_TH}\s*ไว้)\s*(?:{en('it|this|that|them|the file|the note')}\s+)?"
    rf"(?:ไว้\s*)?(?:{en('as|called|named')}\s+|(?:เป็น\s*)?(?:ไฟล์\s*)?ชื่อ\s*(?:ไฟล์\s*)?(?:ว่า\s*)?)"
    rf"(?!{_NAMED_NOT})(?P<target>{_WORD}(?: (?!{en(w.POLITE_END)}){_WORD}){{0,5}}|{NAME_CHAR}{{1,80}}?)"
    rf"(?:\s*(?:{w.POLITE_END}|นะ|ด้วย|นะคะ|นะครับ|[.!?,]))*\s*$"
)

HOWTO = re.compile(en(w.HOWTO_EN) + "|" + w.HOWTO_TH)
DEFINITION = re.compile(en(w.DEFINITION_EN) + "|" + w.DEFINITION_TH)
QUESTIONS_ABOUT = (HOWTO, DEFINITION)
CODE = re.compile(  # code or a pasted error: file names in it are not requests to find them
    r"[a-z_]\([^)]*\)(?!\.[a-z])|[=;{}]|[a-z]error:|"
    + en(r"errno|traceback|(?:def|import|class|from [a-z_.]+ import) [a-z_]")
)

_SEARCH = en(w.SEARCH_EN)
_WEB_PLACE = en(w.WEB_PLACE_EN)
WEB_ASKED = (
    re.compile(rf"{_SEARCH}\s+(?:(?:it|this|that)\s+)?(?:(?:on|in|across|using|with)\s+)?(?:the\s+)?{_WEB_PLACE}"),
    re.compile(
        rf"{_SEARCH}.{{0,60}}{en('online|on the web|on the internet|on google')}"
        rf"|{en('(?:web|internet|online) search|do a google search')}"
    ),
    re.compile(rf"^(?:{en('please|pls|can you|could you|hey')}\s*)*{en('google')}\s*:?\s"),
    re.compile(rf"(?:{w.SEARCH_TH}|{en('search')})\s*(?:ข้อมูล\s*)?(?:ใน|บน)?\s*(?:{w.WEB_PLACE_TH}|{en('google|web')})"),
    re.compile(  # "จากเว็บ" (downloaded from the web) is about a file, so only ใน/บน count here
        rf"(?:ใน|บน)\s*(?:เน็ต|อินเทอร์เน็ต|อินเตอร์เน็ต|อินเตอร์เนต|กูเกิ้?ล|{en('google')})|เสิร์ช|เสริช|กูเกิ้?ล\s*(?:หา|ดู)"
    ),
)
NOT_WEB = (
    re.compile(en(w.NOT_WEB_EN) + "|" + w.NOT_WEB_TH),
    re.compile(en(r"how (?:does|do|did|is)") + r".{0,30}" + en("google|search|internet|web")),
)
PERSONAL = re.compile(en(w.PERSONAL_EN) + "|" + w.PERSONAL_TH)
OWN_RECORD = re.compile(
    en(rf"(?:{w.OWNER_EN})\s+(?:\S+\s+){{0,3}}?(?:{w.RECORD_EN})") + "|" + en(w.KEPT_EN)
    + rf"|(?:{w.RECORD_TH})[^\n]{{0,30}}?{w.OWNER_TH}|{w.KEPT_TH}"
)
# The text to work on after the request: "…: text", "… - text", a quotation, a new line (times and URLs aside).
TEXT_FOLLOWS = re.compile(
    r"(?<![0-9])[:：](?![0-9/])\s*\S.{7}|\s[-–—]\s+\S.{7}|(?:^|[\s:])[\"“‘'][^\"”’'\n]{8}|\n\s*\S.{7}"
)
EDIT = re.compile(en(w.EDIT_EN) + "|" + w.EDIT_TH)
ADVICE = re.compile(en(w.ADVICE_EN) + "|" + w.ADVICE_TH)
CREATE = re.compile(rf"^(?:(?:{en(w.ASKING_EN)}|{w.ASKING_TH})[\s,]*)*(?:{en(w.CREATE_EN)}|{w.CREATE_TH})")


@dataclass(frozen=True)
class Request:
    """One user message in the three forms routing looks at (all the same length)."""

    original: str  # NFC: arguments are cut from here, so paths and commands keep their case
    folded: str  # casefolded, what patterns match
    masked: str  # folded with URLs and save-targets blanked out

    def cut(self, start: int, end: int) -> str:
        return self.original[start:end]

    @property
    def asks_for_the_web(self) -> bool:
        return bool(URL.search(self.folded)) or (
            any(p.search(self.masked) for p in WEB_ASKED) and not any(p.search(self.masked) for p in NOT_WEB)
        )

    @property
    def names_own_record(self) -> bool:
        """Points at a stored record of the user's to look something up in ("day 1 of my Chiang Mai trip",
        "ที่จดไว้"): not when it brings the text to work on, asks for advice, or asks for something new."""
        text = self.masked
        if not OWN_RECORD.search(text) or ADVICE.search(text) or CREATE.search(text):
            return False
        brought = TEXT_FOLLOWS.search(text)
        return not (brought and EDIT.search(text, 0, brought.start() + 1))

    @property
    def is_personal(self) -> bool:
        """About the user's own things ("my notes", "ในเครื่อง"): it must not leave the machine."""
        return bool(PERSONAL.search(self.masked))


def prepare(text: str) -> Request:
    original = normalize(text)
    folded = fold(original)
    spans = [match.span() for match in URL.finditer(folded)]
    spans += [match.span("target") for match in (*SAVE_TARGET.finditer(folded), *SAVE_NAMED.finditer(folded))]
    return Request(original, folded, blank(folded, spans))
