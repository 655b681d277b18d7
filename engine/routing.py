"""Deterministic tool routing: where the design notes name the tool, code picks it, not the model.

The default model (SmolLM2-135M) chooses tools badly, so requests whose tool
the seeds make explicit (a file name → rag_search, an exact path → read_file,
a URL → browse_url, "use bash" → bash ...) are routed here; anything else is
left to the model. One table of rules, tried in order; a rule whose tool is not
registered is skipped. Pure and I/O-free: it runs before every turn.

Matching is on NFC + casefolded text. Thai has no spaces between words, so
Thai patterns match substrings, and English words are fenced by ASCII letters
rather than `\\b` (which does not separate "ใน" from "bash" in "ในbash").
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable, Collection
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit


@dataclass(frozen=True)
class Route:
    tool: str
    arguments: dict | None  # None: the tool is clear, its arguments must come from the model
    reason: str  # the rule's name
    simple_lookup: bool = False  # a lower web budget applies to this turn


@dataclass(frozen=True)
class Request:
    """One user message in the three forms the rules look at (all the same length)."""

    original: str  # NFC: arguments are cut from here, so paths and commands keep their case
    folded: str  # casefolded, what patterns match
    masked: str  # folded with URLs and save-targets blanked out

    def cut(self, start: int, end: int) -> str:
        return self.original[start:end]


Extractor = Callable[[Request, re.Match], dict | None]  # the tool's arguments, or None for the model to write


def _never(request: Request, arguments: dict | None) -> bool:
    return False


@dataclass(frozen=True)
class Rule:
    name: str
    tool: str
    patterns: tuple[re.Pattern, ...]
    extract: Extractor
    simple: Callable[[Request, dict | None], bool] = _never
    excludes: tuple[re.Pattern, ...] = ()
    masked: bool = True  # match against the masked text (False: URLs and save-targets stay visible)


def _fold(text: str) -> str:
    """Casefold character by character so every index still points at the same character."""
    return "".join(_fold_char(char) for char in text)


def _fold_char(char: str) -> str:
    for folded in (char.casefold(), char.lower()):
        if len(folded) == 1:
            return folded
    return char


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _prepare(text: str) -> Request:
    original = unicodedata.normalize("NFC", text)
    # Thai sara am typed as nikhahit + sara aa, and invisible zero-width spaces, are common in pasted Thai.
    original = original.replace("\u0e4d\u0e32", "\u0e33")
    original = ZERO_WIDTH.sub("", original).strip()
    folded = _fold(original)
    spans = [match.span() for match in URL.finditer(folded)]
    spans += [match.span("target") for match in SAVE_TARGET.finditer(folded)]
    return Request(original, folded, _blank(folded, spans))


def route(text: str, tool_names: Collection[str]) -> Route | None:
    """The tool this request must go to, or None when the model should decide."""
    request = _prepare(text)
    for rule in RULES:
        if rule.tool not in tool_names:
            continue
        subject = request.masked if rule.masked else request.folded
        if any(pattern.search(subject) for pattern in rule.excludes):
            continue
        for pattern in rule.patterns:
            match = pattern.search(subject)
            if match:
                arguments = rule.extract(request, match)
                return Route(rule.tool, arguments, rule.name, rule.simple(request, arguments))
    return None


# ---- patterns ------------------------------------------------------------------------------


def _en(words: str) -> str:
    """English words fenced by ASCII letters: they match next to spaces and next to Thai alike."""
    return rf"(?<![a-z0-9_])(?:{words})(?![a-z0-9_])"


THAI = "\u0e00-\u0e7f"
ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
NAME_CHAR = r"[^\s/\\\"'`<>|*?:]"  # a character of one path segment or file name
# Unsegmented Thai lets a name start at any character: bounding a name keeps every scan linear.
NAME = rf"{NAME_CHAR}{{1,120}}"
NAME_OR_NONE = rf"{NAME_CHAR}{{0,120}}"
EXT_KNOWN = (
    "pdf|docx?|xlsx?|xlsm|csv|tsv|pptx?|txt|md|markdown|json|ya?ml|toml|ini|cfg|jpe?g|png|gif|heic|webp|svg|"
    "bmp|tiff?|zip|rar|7z|tar|gz|odt|ods|odp|rtf|epub|mp3|m4a|wav|mp4|mov|mkv|avi|key|pages|numbers|html?|"
    "log|sql|db|sqlite|py|ipynb|tex|xml|psd|sh"
)
HOWTO = re.compile(
    _en(r"how (?:do|can|should|would|could) (?:i|you|we|one)|how to|(?:where|what) should (?:i|we)|tutorials?|teach me")
    + "|วิธี|ยังไง|อย่างไร|ทำไง|สอน"
)
DEFINITION = re.compile(
    _en(
        r"what(?:'s| is| are) (?:an?|the difference|the meaning)|what does|what do|difference between|explain|"
        r"meaning of|definition of|translate|stands? for"
    )
    + "|คืออะไร|หมายถึงอะไร|ใช้ทำอะไร|แปลว่า|แปลคำ|แปลประโยค|อธิบาย|ต่างกัน|ความหมาย"
)
QUESTIONS_ABOUT = (HOWTO, DEFINITION)
CODE = re.compile(  # code or a pasted error: file names in it are not requests to find them
    r"[a-z_]\([^)]*\)(?!\.[a-z])|[=;{}]|[a-z]error:|"
    + _en(r"errno|traceback|(?:def|import|class|from [a-z_.]+ import) [a-z_]")
)

# URLs: http(s), www., or a bare domain on a common web suffix (not file extensions like .md or .py).
_URL_CHARS = rf"(?:[^\s<>\"'`{THAI}]|(?<=[/=_-])[{THAI}]+)*"  # Thai joins a URL only as a path segment
URL = re.compile(
    rf"https?://[^\s<>\"'`{THAI}/]+{_URL_CHARS}"
    rf"|(?<![a-z0-9@._/-])www\.(?:[a-z0-9-]+\.)+[a-z]{{2,}}(?![a-z0-9-])(?:[/?#]{_URL_CHARS})?"
    rf"|(?<![a-z0-9@._/-])(?:[a-z0-9-]+\.)+(?:com|net|org|io|edu|gov|(?:co|in|ac|go|or)\.th)(?![a-z0-9-])"
    rf"(?:[/?#]{_URL_CHARS})?"
)

# Bash, asked for by name or by spelling out a command.
_SHELL = (
    _en("bash|terminal|shell|command line|command-line|cli|console|zsh|powershell")
    + "|เทอร์มินัล|เทอร์มินอล|เทอมินอล|เทอมินัล|เชลล์|คอมมานด์ไลน์"
)
_COMMAND_WORD = _en(
    "ls|ll|df|du|pwd|whoami|uname|free|ps|top|htop|uptime|grep|rg|find|cat|head|tail|wc|tree|stat|which|echo|"
    "python3?|pip3?|git|mkdir|cp|mv|touch|sort|uniq|awk|sed|lsblk|nproc|lscpu|tar|unzip|md5sum|sha256sum|diff|"
    "pdftotext|nvidia-smi"
)
BASH_ASKED = (
    re.compile(rf"{_en('use|using|with|via|in|inside|through|open|from|on')}\s+(?:the\s+|a\s+|your\s+)?(?:{_SHELL})"),
    re.compile(rf"(?:ใช้|ผ่าน|ด้วย|ใน|เปิด|บน|สั่ง|รัน)\s*(?:{_SHELL})"),
    re.compile(
        rf"(?:รัน|พิมพ์|สั่ง)\s*คำสั่ง|ใช้คำสั่ง\s*[a-z]|{_en('run|execute|exec')}\s+(?:the\s+|this\s+)?(?:command|cmd)"
    ),
    re.compile(rf"(?:{_en('run|rnu|execute|exec')}|รัน)\s*(?:[`\"'“]|{_COMMAND_WORD})"),
    re.compile(r"^bash\s*:"),
)
NOT_A_BASH_REQUEST = (
    HOWTO,
    DEFINITION,
    re.compile(
        _en(r"is it safe|is it ok|should i|what happens if|why (?:does|is|do)|learn|learning|course|vs|versus")
        + "|ปลอดภัย|ทำไม|เรียน"
    ),
    re.compile(  # asking for a script is a coding question, not a command to run
        rf"(?:{_en('write|create|make|generate')}|เขียน|สร้าง).{{0,20}}"
        rf"(?:{_en('script|function|alias|one-liner')}|สคริปต์|สคริปท์)"
    ),
)
_ARG = rf"[^\s{THAI}]+"
COMMAND_LINE = re.compile(  # a whole message that is a command line, e.g. "ls -la ~/Downloads"
    r"^\$?\s*(?:(?:pwd|whoami|df|free|uptime|nproc|lsblk|lscpu|ls|ll|tree|ps)\s*$"
    rf"|{_COMMAND_WORD}(?=.*\s(?:--?[a-z0-9]|[~/.]))(?:\s+{_ARG})+\s*$)"
)
_INTRODUCER = re.compile(
    rf"(?:{_en('run|rnu|execute|exec|type')}\s*(?:the\s+)?(?:command|cmd)?\s*:?"
    r"|รันคำสั่ง|พิมพ์คำสั่ง|สั่งรัน|รัน|^bash\s*:)\s*"
)
_COMMAND_END = re.compile(  # where a spelled-out command stops and the sentence goes on
    r"(?i)\s+(?:(?:in|with|via|using|on|inside|from|through)\s+(?:the\s+|a\s+|your\s+)?(?:bash|terminal|shell|console|"
    r"command line|cli|zsh)\b|(?:and|then)\s+(?:tell|show|let|explain|give|summari[sz]e|report|check)\b|for me\b|"
    r"please\b|pls\b|plz\b|thanks\b)"
)
_THAI_AFTER_COMMAND = re.compile(  # politeness or "and then ...": the command before it is complete
    rf"(?:ให้|หน่อย|ที|ด้วย|ดู|ครับ|ค่ะ|คะ|นะ|จ้า|แล้ว|และ|(?:ใน|ผ่าน|ด้วย|บน)\s*(?:{_SHELL}))"
)
MAX_COMMAND_CHARS = 300  # a spelled-out command is one line, not a pasted document
_NOT_A_COMMAND = frozenset(
    "the a an my this that it some something me your these those all command commands bash terminal shell script "
    "to in with and or for".split()
)

# Exact paths. Rooted ones (/x, ~/x, C:\x) may hold spaced words ("My Documents", "budget 2024.xlsx");
# relative ones need a folder and an extension, so "TCP/IP" and "km/h" are not paths.
_SEG = NAME
_SPACED = rf"(?: (?!{_en('and|or|then|to|from|in|on|with|vs|the|of|for|is|are|at|by')})[a-z0-9(]{NAME_OR_NONE})"
_EXT = r"\.[a-z][a-z0-9]{0,5}(?![a-z0-9]|\.[a-z0-9])"
_ROOT = r"(?<![a-z0-9_.~:/\\-])(?:~|[a-z]:)?[/\\]"
_ROOTED_FOLDERS = rf"(?:{_SEG}{_SPACED}{{0,2}}[/\\])"
_ROOTED_FILE = rf"{_ROOT}{_ROOTED_FOLDERS}{{0,30}}{NAME_OR_NONE}{_SPACED}{{0,2}}{_EXT}"
_RELATIVE_FILE = (
    rf"(?<![a-z0-9_.~:/\\-])(?:\.{{1,2}}[/\\](?:{_SEG}[/\\]){{0,30}}|(?:{_SEG}[/\\]){{1,30}}){NAME_OR_NONE}{_EXT}"
)
FILE_PATHS = (
    re.compile(r"[\"“‘'`](?P<path>(?:~|[a-z]:)?[/\\][^\"”’'`\n]{1,400}?)[\"”’'`]"),
    re.compile(rf"(?P<path>{_ROOTED_FILE})"),
    re.compile(rf"(?P<path>{_RELATIVE_FILE})"),
)
READ_PATH = re.compile(  # a rooted path without an extension (/etc/hosts) counts only when the user says "read" it
    rf"(?:{_en('read|cat|open|show me|summari[sz]e')}|อ่าน|เปิด)\s*(?:(?:the\s+)?file\s+|ไฟล์\s*)?"
    rf"(?P<path>{_ROOT}{_ROOTED_FOLDERS}{{1,30}}{_SEG})"
)

# Save-targets: "save ... to notes.md" names a file to write, not one to find or read.
_FILE_TARGET = rf"(?:(?:~|[a-z]:)?[/\\])?(?:{_SEG}[/\\]){{0,30}}{NAME_CHAR}{{1,120}}?{_EXT}"
_CORE_SAVE = _en("save|saved|saving|store|stored") + "|บันทึก|เซฟ"
_ANY_WRITE = (
    _en("save|saved|saving|store|stored|write|wrote|written|dump|export|append|jot down") + "|บันทึก|เซฟ|เขียน|จด"
)
_SAVE_INTO = (
    _en("to|into|as|called|named") + r"\s*(?:(?:a|the)\s+(?:new\s+)?(?:[a-z]+\s+)?file\s+(?:called|named)\s+)?"
    r"|ลง\s*(?:ใน)?\s*(?:ไฟล์)?\s*(?:ชื่อ)?|ไว้\s*(?:ใน|ที่)\s*(?:ไฟล์)?\s*(?:ชื่อ)?|เป็น\s*ไฟล์\s*(?:ชื่อ)?"
)
SAVE_TARGET = re.compile(
    rf"(?:(?:{_CORE_SAVE}).{{0,60}}?{_en('in')}|(?:{_ANY_WRITE}).{{0,60}}?(?:{_SAVE_INTO})"
    rf"|(?:{_en('create|make')}|สร้าง|เขียน).{{0,30}}?(?:{_en('file')}|ไฟล์)\s*(?:ใหม่\s*)?(?:{_en('called|named')}|ชื่อ)?"
    rf"|{_en('overwrite')})\s*(?P<target>{_FILE_TARGET})"
)

WORKSPECT = _en("workspect|workspace|work spect") + "|เวิร์กสเปกต์|เวิร์คสเปซ"
WORKSPECT_LISTING = (
    re.compile(
        _en(
            r"what (?:[a-z]+ )?(?:did|have) (?:you|u) "
            r"(?:save|saved|write|written|wrote|create|created|make|made|store|stored|put)|"
            r"did (?:you|u) (?:save|write|create|store)|(?:files?|stuff|anything) (?:you(?:'ve| have)?|u|klang(?: has)?) "
            r"(?:saved|written|wrote|created|made|stored)"
        )
    ),
    re.compile(
        rf"{_en('files?|what(?:.s| is)|anything|stuff')}\s+(?:is\s+)?(?:in|inside|under)\s+(?:the\s+|my\s+)?(?:{WORKSPECT})"
    ),
    re.compile(rf"{_en('show|list|open|ls')}\s+(?:me\s+)?(?:the\s+)?(?:files\s+in\s+(?:the\s+)?)?(?:{WORKSPECT})"),
    re.compile(
        r"ไฟล์\s*ที่\s*(?:คุณ|เธอ|นาย|บอท|klang|คลัง|เอไอ|ai)?\s*(?:บันทึก|เซฟ|เขียน|สร้าง|save)\s*ไว้"
        rf"|(?:บันทึก|เซฟ|เขียน|สร้าง)\s*อะไร\s*ไว้|(?:{WORKSPECT})\s*มี|ดู\s*(?:ไฟล์\s*(?:ใน|ที่)?\s*)?(?:{WORKSPECT})"
    ),
)

# File discovery: a find/where/have verb about something that is a file on this device.
_DOC_TH = (
    r"(?:ไฟล์|ไฟล|เอกสาร|รูป(?!แบบ|ร่าง)|ภาพ(?!รวม)|โฟลเดอร์|สไลด์|พรีเซน|งานนำเสนอ|สเปรดชีต|สัญญา(?!ณ)|ใบเสร็จ|"
    r"ใบแจ้งหนี้|ใบกำกับ|ใบเสนอราคา|ใบสมัคร|ใบลา|รายงาน|สลิป|เรซูเม|โน้ต(?!บุ)|โน๊ต(?!บุ)|วิทยานิพนธ์|ธีสิส|คู่มือ|"
    r"แบบฟอร์ม|สำเนา)"
)
_DOC_EN = _en(
    r"files?|docs?|documents?|pdfs?|spreadsheets?|slides?|slide ?decks?|decks?|presentations?|contracts?|"
    r"agreements?|lease|invoices?|receipts?|bank statements?|reports?|resumes?|cvs?|notes|minutes|thesis|essays?|"
    r"manuals?|folders?|excel|powerpoint|zips?|backups?|recordings?|drafts?|proposals?|certificates?|scans?|"
    r"scanned|payslips?|tax returns?|screenshots?|docx|xlsx|csv|pptx|txt|jpe?gs?|pngs?|heic|mp3|mp4"
)
_FILE_NAME = (
    rf"(?<![a-z0-9_./\\~-])[a-z0-9{THAI}_(\[]{NAME_CHAR}{{0,120}}?\.(?:{EXT_KNOWN})(?![a-z0-9]|\.[a-z0-9])"
)
# Photos are the user's files only when they say so ("my photos"); "photos of the Eiffel tower" are the web's.
_MY_MEDIA = rf"(?:my|our)\s+(?:\S{{1,40}}\s+){{0,3}}?{_en('photos?|pictures?|pics|images?|videos?')}"
_FILEISH = rf"(?:{_DOC_TH}|{_DOC_EN}|{_FILE_NAME}|{_MY_MEDIA})"
_MY_PLACES = _en("downloads|documents|desktop|laptop|computer|pc|mac|drive|folders?") + "|ดาวน์โหลด|เดสก์ท็อป"
FILE_DISCOVERY = (
    re.compile(  # หา = find, but not inside ปัญหา (problem) or สรรหา (recruit)
        rf"(?<!ปัญ)(?<!สรร)หา\s*(?:ดู\s*)?(?:ให้\s*)?(?:หน่อย\s*)?{_FILEISH}"
        rf"|ค้น\s*(?:ใน\s*)?(?:เครื่อง|คอม|โฟลเดอร์|ไดรฟ์|{_DOC_TH})"
    ),
    re.compile(
        rf"{_FILEISH}.{{0,60}}?(?:อยู่\s*(?:ที่|ตรง|โฟลเดอร์|ใน)?\s*ไหน|(?:เก็บ|เซฟ|วาง)\s*(?:ไว้)?\s*(?:ที่|ใน)?\s*ไหน|หายไปไหน)"
    ),
    re.compile(
        rf"มี\s*(?:ไฟล์|ไฟล|เอกสาร|รูป(?!แบบ)|ภาพ(?!รวม)|สไลด์|{_en('pdf|docx?|xlsx?|csv|pptx?|zip|jpe?g|png')})"
        rf"|ขอ\s*(?:ดู\s*)?{_DOC_TH}|ไฟล์\s*(?:ที่)?\s*ชื่อ ?\S"  # ชื่อ then a blank: the name was a save-target
    ),
    re.compile(
        rf"{_en('find|fnd|fidn|search|locate|look(?:ing)? for|(?:look|go|dig|comb) through|dig up|pull up|bring up')}"
        rf".{{0,50}}?{_FILEISH}|{_en('track down|get me|fetch|grab')}.{{0,50}}?{_FILEISH}"
        rf"|{_FILEISH}.{{0,60}}?"
        rf"{_en('somewhere|can.?t find|cannot find|find it|find them|locate it|where(?:.s| is) it|where are they')}"
    ),
    re.compile(
        rf"{_en('wher(?:e|es)?(?:.s| is| are)?|which (?:folder|directory|drive)|do i keep')}.{{0,60}}?{_FILEISH}"
        rf"|{_en('where did i (?:put|save|leave|store|download|keep)|which (?:folder|directory)')}"
        rf"|{_en('somewhere (?:in|on)')}\s+(?:my\s+|the\s+)?(?:{_MY_PLACES})"
    ),
    re.compile(
        rf"{_en('do i have|have i got|got|is there|are there|any|show me|list')}\s+(?:(?:any|all|my|the|some)\s+)*{_FILEISH}"
    ),
    re.compile(
        rf"{_en('what(?:.s| is) in|anything in')}\s+(?:my|the)\s+(?:{_MY_PLACES})"
        rf"|(?:{_MY_PLACES}|~/\S{{1,120}}).{{0,20}}?มี(?:อะไร|ไฟล์)"
    ),
    re.compile(_FILE_NAME),
)

_WEB_PLACE_TH = "เว็บ|เน็ต|อินเทอร์เน็ต|อินเตอร์เน็ต|อินเตอร์เนต|กูเกิ้?ล"
_SEARCH_EN = _en("search|serch|seach|searh|look up|lookup|look it up|look|check|find|google")
WEB_ASKED = (
    re.compile(
        rf"{_SEARCH_EN}\s+(?:(?:it|this|that)\s+)?(?:(?:on|in|across|using|with)\s+)?(?:the\s+)?"
        rf"{_en('web|internet|net|online|google')}"
    ),
    re.compile(
        rf"{_SEARCH_EN}.{{0,60}}{_en('online|on the web|on the internet|on google')}"
        rf"|{_en('(?:web|internet|online) search|do a google search')}"
    ),
    re.compile(rf"^(?:{_en('please|pls|can you|could you|hey')}\s*)*{_en('google')}\s*:?\s"),
    re.compile(rf"(?:ค้น|หา|เสิร์ช|เสริช|{_en('search')})\s*(?:ข้อมูล\s*)?(?:ใน|บน)?\s*(?:{_WEB_PLACE_TH}|{_en('google|web')})"),
    re.compile(  # "จากเว็บ" (downloaded from the web) is about a file, so only ใน/บน count here
        rf"(?:ใน|บน)\s*(?:เน็ต|อินเทอร์เน็ต|อินเตอร์เน็ต|อินเตอร์เนต|กูเกิ้?ล|{_en('google')})|เสิร์ช|เสริช|กูเกิ้?ล\s*(?:หา|ดู)"
    ),
)
NEWS = re.compile(
    _en(r"(?:latest|recent|today.?s|breaking|current) news|news (?:about|on|from|today|in)|headlines")
    + r"|ข่าว\s*(?:ล่าสุด|วันนี้|เมื่อวาน|เกี่ยวกับ|เรื่อง|ด่วน|ของ)"
)
FRESH_FACTS = (
    re.compile(
        rf"{_en('weather|forecast|temperature|price|prices|exchange rate|stock|score')}.{{0,40}}"
        rf"{_en('today|tonight|tomorrow|right now|now|this week|currently')}"
    ),
    re.compile(
        rf"{_en('today.?s|tomorrow.?s|current|latest')}\s+(?:[a-z]+\s+)?{_en('weather|forecast|prices?|exchange rate|scores?')}"
    ),
    re.compile(r"(?:ราคา|อัตราแลกเปลี่ยน|ค่าเงิน|หุ้น|ผลบอล|ผลการแข่งขัน|พยากรณ์อากาศ).{0,30}?(?:วันนี้|ตอนนี้|ล่าสุด|พรุ่งนี้|เมื่อคืน)"),
    re.compile(  # a question about the weather, not "อากาศวันนี้ดีจัง" (nice weather today)
        r"(?:อากาศ|ฝน).{0,20}?(?:วันนี้|พรุ่งนี้).{0,15}?(?:ยังไง|ไหม|มั้ย|กี่องศา)"
        r"|(?:วันนี้|พรุ่งนี้).{0,10}?(?:ฝนตก|อากาศ).{0,10}?(?:ไหม|มั้ย|กี่องศา)"
    ),
)
NOT_WEB = (
    re.compile(r"แปล|" + _en("translate")),
    re.compile(_en(r"how (?:does|do|did|is)") + r".{0,30}" + _en("google|search|internet|web")),
)
NOT_DISCOVERY = (HOWTO, DEFINITION, CODE, re.compile(WORKSPECT), *WEB_ASKED)
SHORT_QUERY_CHARS = 60
DEEP_SEARCH = re.compile(  # words that make a web search more than a short factual lookup
    _en(r"compare|comparison|vs|versus|reviews?|research|analy[sz]e|analysis|in.depth|detailed|pros and cons|best|top")
    + "|" + _en("news|history of")
    + "|เปรียบเทียบ|วิเคราะห์|รีวิว|ละเอียด|ข้อดีข้อเสีย|ข่าว|ดีที่สุด|แนะนำ"
)

_FILE_WORDS = rf"(?:{_en('file|note|notes|workspect|workspace|document|doc')}|ไฟล์|ไฟล|โน้ต|{_FILE_TARGET})"
SAVE_TO_FILE = (
    SAVE_TARGET,
    re.compile(
        rf"{_en('save|write|put|store|dump|export|append|jot down|jot|record|keep|copy|paste')}.{{0,80}}?"
        rf"{_en('to|into|in|as|under')}\s+(?:(?:a|an|the|my|your)\s+)?(?:new\s+)?"
        rf"(?:{_en('text|markdown|md|txt|csv|json|excel|word')}\s+)?{_FILE_WORDS}"
    ),
    re.compile(rf"{_en('create|make|generate|start')}\s+(?:me\s+)?(?:(?:a|an|the)\s+)?(?:new\s+)?(?:[a-z]+\s+)?{_en('file')}"),
    re.compile(
        rf"(?:บันทึก|เซฟ|{_en('save')}|เขียน|จด|เก็บ|ใส่|{_en('export')}).{{0,60}}?(?:ลง|ไว้|เป็น|ใน|เข้า)\s*(?:ใน|ที่)?\s*{_FILE_WORDS}"
    ),
    re.compile(r"(?:สร้าง|เขียน)\s*ไฟล์"),
)


# ---- text helpers --------------------------------------------------------------------------

_CLOSERS = {")": "(", "]": "[", "}": "{"}


def _trim_trailing(text: str) -> str:
    """Drop sentence punctuation after a path or URL; keep a closing bracket that has its opener."""
    while text:
        last = text[-1]
        if last in ".,;:!?'\"”’»" or (last in _CLOSERS and text.count(last) > text.count(_CLOSERS[last])):
            text = text[:-1]
        else:
            break
    return text


def _strip_edges(text: str) -> str:
    return text.strip(" \t:,;-–—()[]<>\"'")


_FILLER_TH = (
    "ให้หน่อย", "หน่อย", "ให้ที", "เปิด", "เข้าไป", "เข้า", "ดู", "อ่าน", "ลิงก์", "ลิงค์", "เว็บไซต์", "เว็บ", "หน้า",
    "นี้", "นี่", "ครับ", "ค่ะ", "คะ", "นะ", "จ้า", "ไป", "ช่วย", "ลอง", "ขอ", "ด้วย", "เช็ค", "เช็ก",
)
_FILLER_EN = frozenset(
    "open go to visit read please pls plz check out this link page site website the can could you u at look a for me "
    "hey hi it".split()
)


def _has_content(text: str) -> bool:
    """Whether the words around a URL ask something, rather than only "open this link please"."""
    folded = _fold(text)
    for filler in _FILLER_TH:
        folded = folded.replace(filler, " ")
    return any(word not in _FILLER_EN for word in re.findall(rf"[a-z0-9{THAI}]+", folded))


def _spelled_out_command(original: str, folded: str) -> str | None:
    """The command the user spelled out: in backticks, after "run"/"รัน", or in quotes."""
    ticked = re.search(r"`([^`]+)`", original)
    if ticked:
        return ticked.group(1).strip() or None
    for introducer in itertools.islice(_INTRODUCER.finditer(folded), 3):
        command = _command_after(original[introducer.end() : introducer.end() + MAX_COMMAND_CHARS])
        if command:
            return command
    quoted = re.search(r"[\"“']([^\"”'\n]+)[\"”']", original)
    if quoted and _looks_like_command(quoted.group(1)):
        return quoted.group(1).strip()
    return None


def _command_after(rest: str) -> str | None:
    thai = re.search(f"[{THAI}]", rest)
    if thai and not _THAI_AFTER_COMMAND.match(_fold(rest[thai.start():])):
        return None  # Thai words go on to describe the task ("ใช้คำสั่ง find หาไฟล์ pdf"): not spelled out
    command = rest[: thai.start()] if thai else rest
    command = _COMMAND_END.split(command, maxsplit=1)[0].strip().rstrip("?!.,").strip()
    if len(command) > 1 and command[0] in "\"'“" and command[-1] in "\"'”":
        command = command[1:-1].strip()
    return command if _looks_like_command(command) else None


def _looks_like_command(text: str) -> bool:
    words = text.split()
    return (
        bool(words)
        and re.fullmatch(r"[A-Za-z0-9_./~-]+", words[0]) is not None
        and words[0].lower() not in _NOT_A_COMMAND
        and not re.search(f"[{THAI}]", text)
    )


_WEB_LEAD = re.compile(
    r"(?i)^(?:(?:hey|hi|ok|okay|yo|please|pls|plz|can you|could you|would you|can u|could u|will you|ช่วย|ลอง|รบกวน|ขอ)"
    r"[\s,!]*)*"
)
_WEB_COMMAND = re.compile(
    r"(?i)^(?:do\s+an?\s+|quick\s+)?(?:(?:web|internet|online|google)\s+)?"
    r"(?:search|serch|seach|searh|look\s+it\s+up|look\s+up|lookup|check|find|google)"
    r"(?:\s+(?:it|this|that)\b)?(?:\s+(?:on|in|across|using|with)\b)?(?:\s+the\b)?"
    rf"(?:\s+(?:web|internet|net|online|google)\b|\s*(?:{_WEB_PLACE_TH}))?"
    r"(?:\s+(?:for|about|on|up)\b|\s*(?:หา|เรื่อง|ว่า|เกี่ยวกับ))?[\s:,-]*"
    r"|^(?:ค้น(?:หา)?|หา|เสิร์ช|เสริช|กูเกิ้?ล)\s*(?:ข้อมูล)?\s*(?:ใน|บน|จาก)?\s*"
    rf"(?:{_WEB_PLACE_TH}|google|web)?\s*(?:ดู|หน่อย|ให้หน่อย)?\s*(?:ว่า|เรื่อง|เกี่ยวกับ|หา|for)?\s*"
)
_POLITE_END = re.compile(
    r"(?i)(?:\s*(?:ให้หน่อย|หน่อย|ให้ที|ครับ|ค่ะ|คะ|จ้า|please|pls|plz|for me|thanks|thank you|[.!?,]))+\s*$"
)


def _web_topic(original: str) -> str:
    """What to search for: the message without "search the web for", "ค้นเว็บ", "please" and the like."""
    topic = _WEB_LEAD.sub("", original, count=1)
    topic = _WEB_COMMAND.sub("", topic, count=1)
    topic = _POLITE_END.sub("", topic).strip()
    return topic or original


# ---- argument extractors -------------------------------------------------------------------


def _no_arguments(request: Request, match: re.Match) -> dict | None:
    return None


def _empty_arguments(request: Request, match: re.Match) -> dict | None:
    return {}


def _whole_message(request: Request, match: re.Match) -> dict | None:
    # rag_search cleans filler words itself, so it gets what the user typed.
    return {"query": request.original}


def _path(request: Request, match: re.Match) -> dict | None:
    return {"path": _trim_trailing(request.cut(*match.span("path")))}


def _bash_command(request: Request, match: re.Match) -> dict | None:
    """{"command": ...} when the user spelled the command out, else None (the model writes it)."""
    command = _spelled_out_command(request.original, request.folded)
    return {"command": command} if command else None


def _whole_command_line(request: Request, match: re.Match) -> dict | None:
    return {"command": request.original}


def _url(request: Request, match: re.Match) -> dict | None:
    url = _normalize_url(_trim_trailing(request.cut(*match.span())))
    rest = request.original
    for found in reversed(list(URL.finditer(request.folded))):
        rest = rest[: found.start()] + " " + rest[found.end():]
    rest = _strip_edges(" ".join(rest.split()))
    return {"url": url, "query": rest if _has_content(rest) else None}


def _normalize_url(url: str) -> str:
    if not re.match(r"(?i)https?://", url):
        url = "https://" + url
    parts = urlsplit(url)
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path, parts.query, parts.fragment))


def _web_query(request: Request, match: re.Match) -> dict | None:
    return {"query": _web_topic(request.original)}


# ---- simple-lookup flags -------------------------------------------------------------------


def _always(request: Request, arguments: dict | None) -> bool:
    return True


def _short_query(request: Request, arguments: dict | None) -> bool:
    query = (arguments or {}).get("query", "")
    return len(query) <= SHORT_QUERY_CHARS and not DEEP_SEARCH.search(_fold(query))


# ---- the table -----------------------------------------------------------------------------
# Tried top to bottom. Two places differ from the order in the issue: the workspect listing comes before
# file discovery (it is narrower: "ไฟล์ที่บันทึกไว้" is about Klang's files, not the user's), and saving
# comes last, after a save-target has been masked so "save to notes.md" is neither a read nor a search.

RULES: tuple[Rule, ...] = (
    Rule("explicit_bash", "bash", BASH_ASKED, _bash_command, excludes=NOT_A_BASH_REQUEST, masked=False),
    Rule("shell_command_line", "bash", (COMMAND_LINE,), _whole_command_line, masked=False),
    Rule("url_in_message", "browse_url", (URL,), _url, simple=_always, masked=False),
    Rule("exact_file_path", "read_file", FILE_PATHS, _path),
    Rule("read_this_path", "read_file", (READ_PATH,), _path),
    Rule("workspect_listing", "list_workspect", WORKSPECT_LISTING, _empty_arguments, excludes=QUESTIONS_ABOUT),
    Rule("file_discovery", "rag_search", FILE_DISCOVERY, _whole_message, excludes=NOT_DISCOVERY),
    Rule("explicit_web_search", "web_search", WEB_ASKED, _web_query, simple=_short_query, excludes=NOT_WEB),
    Rule("news", "web_search", (NEWS,), _web_query, excludes=NOT_WEB),
    Rule("fresh_facts", "web_search", FRESH_FACTS, _web_query, simple=_always, excludes=NOT_WEB),
    Rule("save_to_file", "write_file", SAVE_TO_FILE, _no_arguments, excludes=QUESTIONS_ABOUT, masked=False),
)
