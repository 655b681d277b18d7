"""What code takes from a document itself, so a saved summary or a comparison holds the document's own
figures even when a 0.5B model's words do not: Qwen2.5-Coder-0.5B saved "Markdown", or a line of its
system prompt, as a summary, and compared two bills without either amount.

- key_lines: the lines of a read that state something checkable (a figure, a date, a name the request
  asks about), as the file writes them, in the file's order; past KEY_LINES, those the request names and the
  amounts of money first.
- checked: of the model's lines, those the document bears out: every figure in a line occurs in the
  document, each month it names is named there about the same thing, and most of the line's letters
  come from it (a system-prompt line or "Markdown" do not).
- figure_line: for one side of a comparison, the line holding the amount the question is about.
"""
from __future__ import annotations

import re
from pathlib import PurePath

from engine.index.query import parse_query
from engine.routing.text import fold

FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
LOCATION = re.compile(r"^\[[^\]]*\]$")  # a reader's marker line: "[page 2]", "[slide 3]", "[Sheet row 1]"
YEAR = re.compile(r"^(?:19|20|24|25)\d\d$")  # a Gregorian or Buddhist-era year is a date, not an amount
HEADING_WORDS = 4  # a line this short, without a figure or a list's commas, opens a section ("Skills")
# The lines a saved summary quotes from its file. With the right file read, every word a read set's save checks was
# among them for 88 of 104 saves at 12, 94 at 16, 96 at 20 (a class timetable's Saturday, a fee notice's last grade
# fell past 12); 16 keeps the saved file a summary.
KEY_LINES = 16
# What a line is worth when a document has more than KEY_LINES that state something: a word the request names, or
# an amount of money (thousands apart, or with its currency), before an account number, an address or a date. The
# GHB statement's "Outstanding principal on 30 June 2025: 2,136,440 THB" was its 13th such line, left out for
# "Loan account No.: 0123-45-678901" (clinic set, session 11).
NAMED_WORTH, AMOUNT_WORTH = 2.0, 1.0
MONEY = re.compile(r"\d{1,3}(?:,\d{3})+|\d(?:[\d.]*)\s*(?:thb|baht|บาท|usd|%)|฿\s*\d|\$\s*\d", re.IGNORECASE)
SHARED = 0.5  # the share of a model line's letter trigrams the document must hold
# Qwen 0.5B looping inside one point: "Due date: 10 June 2024 - 1 month - 1 day - 1 week - 1 month - …".
DISTINCT = 0.5  # the least share of a point's words that may be different words
REQUEST_WORD = re.compile(r"[a-z]{4,}")
# Request words that say what to do, not what to look for.
ASKING = {"summarize", "summarise", "summary", "save", "saved", "read", "file", "files", "workspect", "write",
          "list", "them", "from", "with", "into", "what", "which", "main", "points", "notes", "please", "markdown"}
# Words that mark the amount a bill or a contract is about ("Amount due: 2,150.00 THB", "เดือนละ 12,500 บาท").
TOTAL = re.compile(r"amount due|total|balance|per month|ยอด|รวม|สุทธิ|เดือนละ")
# A date by which something is owed is as key as an amount: "First instalment due: 5 Dec 2025" lost its place to the
# letter's own date and reference (physio set, session 43).
DUE = re.compile(r"\bdue\b|deadline|\bpay(?:able)? by|ครบกำหนด|กำหนดชำระ|ชำระภายใน|จ่ายภายใน|ก่อนวันที่")
# A labelled field states something though it holds no figure: "Place: Naresuan University Aquatic Centre"
# (swimschool set).
FIELD = re.compile(r"^[^\d:|]{2,30}:\s*\S")
TOTAL_WEIGHT = 2  # shared trigrams a total's mark is worth: more than a chance one ("Park" and "compare")
# The amount a quote or a bill comes to, all in: "รวมทั้งสิ้น | 41,195" below "รวม | 38,500" and "VAT 7% | 2,695";
# "Total price: 42,900.00 THB" below "Price before VAT: 40,093.46 THB". A price before its tax is not it.
GRAND_TOTAL = re.compile(r"รวมทั้งสิ้น|รวมเป็นเงินทั้งสิ้น|ยอดสุทธิ|ยอดที่ต้องชำระ|ยอดชำระ|grand total|total price|"
                         r"total amount|total due|amount due|total payable|net total|total incl|total to pay")
BEFORE_TAX = re.compile(r"before vat|excl\.? vat|excluding vat|ก่อน ?vat|ไม่รวม ?vat|ก่อนภาษี|ไม่รวมภาษี|subtotal")
# Asked the price with the tax in it ("which is cheaper in total incl vat?"): the tax's own line is none ("ภาษีมูลค่าเพิ่ม
# 7% | 1,540.28" shares the synonyms of "vat" and came before "รวมทั้งสิ้น | 23,544.28", aluminium set, session 40).
WITH_TAX = re.compile(r"\binc(?:l|luding|\.)?\.?\s*vat|\bwith vat|\bvat incl|รวม ?vat|รวมภาษี|รวมแวต")
TAX_LINE = re.compile(r"^\W*(?:vat|ภาษีมูลค่าเพิ่ม|ภาษีขาย)(?!.*(?:รวม|total))")
# A question about what something costs: then a line stating money, not a count or a measure ("1,200 litres").
COSTS = re.compile(r"ราคา|แพง|ถูกกว่า|ถูกสุด|เท่าไ[หร]|กี่บาท|ยอด|\b(?:price|cost|costs|cheaper|cheapest|expensive|"
                   r"pay|paid|total|how much|amount)\b")
# Asked the whole price, a price per head or per kilo is not it (wedding set: "780 THB per person x 230 persons")
ALL_IN = re.compile(r"all in|all-in|altogether|in total|\btotal\b|รวม|ทั้งหมด|ทั้งสิ้น")
PER_UNIT = re.compile(r"\bper (?:person|head|pax|guest|kg|kilo|unit|piece|item|table)\b|ต่อคน|ต่อหัว|คนละ|ต่อชิ้น|ต่อหน่วย|"
                      r"ต่อโต๊ะ|โต๊ะละ|กิโลละ|\bx \d")
# The year or the period a side is of: it names the file, not the line ("ครึ่งปีแรกปีนี้รายได้รวมเทียบกับปีที่แล้ว")
PERIOD = re.compile(r"ปีนี้|ปีที่แล้ว|ปีก่อน|ปีที่ผ่านมา|ช่วงเดียวกัน|\bthis (?:year|yr)\b|\blast (?:year|yr)\b|\bsame (?:period|months)\b")
MEASURE = re.compile(r"\d[\d,.]*\s*(?:litres?|liters?|ลิตร|kwh|kg|กก|กิโล|หน่วย|units?|m3|ลบ\.ม|km|กม|watts?|วัตต์|"
                     r"btu|ไร่|rai|nights?|คืน|hours?|ชั่วโมง)|\d+(?:\.\d+)?\s*%", re.IGNORECASE)  # or a rate: 7%
CONTEXT = 5  # trigrams a point shares, besides a month, with a line naming it: more than a date word (วันที่ has 4)
NOT_LETTERS = re.compile(r"[\s\d!-/:-@\[-`{-~]+")  # Thai marks stay: they are part of the letters
# Each month's words, January first, folded: its names, Thai as said without the ending ("บิลเน็ตเดือนเมษาทำไมแพงกว่า
# เดือนมีนา") and its abbreviations. "may" is only the whole word: an English month is a word of its own.
MONTHS = (("january", "jan", "มกราคม", "มกรา", "ม.ค."), ("february", "feb", "กุมภาพันธ์", "กุมภา", "ก.พ."),
          ("march", "mar", "มีนาคม", "มีนา", "มี.ค."), ("april", "apr", "เมษายน", "เมษา", "เม.ย."),
          ("may", "พฤษภาคม", "พฤษภา", "พ.ค."), ("june", "jun", "มิถุนายน", "มิถุนา", "มิ.ย."),
          ("july", "jul", "กรกฎาคม", "กรกฎา", "ก.ค."), ("august", "aug", "สิงหาคม", "สิงหา", "ส.ค."),
          ("september", "sep", "sept", "กันยายน", "กันยา", "ก.ย."), ("october", "oct", "ตุลาคม", "ตุลา", "ต.ค."),
          ("november", "nov", "พฤศจิกายน", "พฤศจิกา", "พ.ย."), ("december", "dec", "ธันวาคม", "ธันวา", "ธ.ค."))
_MONTH_WORDS = sorted((word for words in MONTHS for word in words), key=len, reverse=True)  # the longest first
MONTH = re.compile(r"\b(?:" + "|".join(word for word in _MONTH_WORDS if word.isascii()) + r")\b|"
                   + "|".join(re.escape(word) for word in _MONTH_WORDS if not word.isascii()))
_MONTH_NUMBER = {word: number for number, words in enumerate(MONTHS, start=1) for word in words}


def month_numbers(text: str) -> set[int]:
    """The months (1-12) a text names."""
    return {_MONTH_NUMBER[word] for word in MONTH.findall(text.casefold())}


# a year and its month: PEA_bill_2025-07, สรุป_256807; not a document's number (INV250412, bangkok metals' April invoice)
YEAR_MONTH = re.compile(r"(?<![\dA-Za-z])(?:19\d\d|20[0-4]\d|25[4-7]\d)[-_.]?(0[1-9]|1[0-2])(?!\d)")


# A Thai month's short name as file names write it, without its dots: ใบชั่งข้าวเปลือก_สค2568, สรุปประชุม_มิย68, ค่าแรง_กค-สค68.
UNDOTTED = ("มค", "กพ", "มีค", "เมย", "พค", "มิย", "กค", "สค", "กย", "ตค", "พย", "ธค")
UNDOTTED_MONTH = re.compile(rf"(?<![ก-๛])({'|'.join(UNDOTTED)})(?![ก-๛])")


RANGE = re.compile(r"[ก-ฮa-z.]\s*[-–]\s*[ก-ฮa-z]", re.IGNORECASE)  # "ม.ค.-มิ.ย.", "Sep-Oct"


def names_months(path: str, glued: bool = False) -> set[int]:
    """The months a file's name holds, as words, as short Thai names without their dots, or after its year
    (PEA_bill_2025-05.pdf: May); `glued`, also against its year or day (PEA_bill_Oct2025.pdf: October) and each month
    of a range (ซื้ออาหารเป็ด_ส.ค.-ต.ค.68.xlsx: August to October)."""
    stem = PurePath(path).stem
    if glued:  # "PEA_bill_Oct2025", "KanchanaStarch_price_notice_10Nov2025"
        stem = re.sub(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])", " ", stem)
    named = (month_numbers(re.sub(r"[_\-]+", " ", stem)) | {int(m) for m in YEAR_MONTH.findall(stem)}
             | {UNDOTTED.index(m) + 1 for m in UNDOTTED_MONTH.findall(stem)})
    if glued and len(named) == 2 and RANGE.search(stem):
        first, last = sorted(named)
        named = set(range(first, last + 1))
    return named


_DAY_MONTH = re.compile(rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:of\s+)?({MONTH.pattern})|({MONTH.pattern})\.?\s*(\d{{1,2}})(?!\d)")


def dates(text: str) -> set[tuple[int, int]]:
    """The (day, month) pairs a text states: "5 มีนาคม 2568", "May 5, 2025", "15 ส.ค.", "20 June"."""
    found = set()
    for match in _DAY_MONTH.finditer(text.casefold()):
        day, month = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        if 1 <= int(day) <= 31 and month in _MONTH_NUMBER:
            found.add((int(day), _MONTH_NUMBER[month]))
    return found


def undated(text: str) -> str:
    """The text, folded, without the dates it states ("Date: 2 June 2025" keeps "date:  2025")."""
    return _DAY_MONTH.sub(" ", text.casefold())


def months_in_order(text: str) -> list[int]:
    """The months a text names (1-12), each once, in the order it names them."""
    return list(dict.fromkeys(_MONTH_NUMBER[word] for word in MONTH.findall(text.casefold())))


def month_of(text: str) -> int | None:
    """The one month the text names (1-12), None when it names none or several."""
    found = month_numbers(text)
    return found.pop() if len(found) == 1 else None


def _digits(text: str) -> str:
    return text.replace(",", "")


def figures(text: str) -> list[str]:
    """The numbers a text states, without thousands separators ("12,500" -> "12500")."""
    return [_digits(found.rstrip(",")) for found in FIGURE.findall(text)]


# A model or product code: letters and digits in one token (DB12, R150, EP300, 185/65R15, 580W) or figures joined by
# dashes (a fertiliser's 15-15-15); a count with its unit (250ml, 5kg) is one too.
_CODE = re.compile(r"(?<![\w/-])(?=[\w/-]*\d)(?=[\w/-]*[A-Za-z-])[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*(?![\w/-])")
_RUNS = re.compile(r"[A-Za-z]+|\d+|[/-]")


def codes(text: str) -> list[re.Pattern]:
    """The codes a text names, each as the mark of a line naming it: a space may part its letters from its digits
    ("DB16" is the "DB 16" of "Deformed bar DB 16 mm"), and no digit may follow it ("DB 160" is another bar)."""
    found = []
    for code in dict.fromkeys(match.group() for match in _CODE.finditer(text)):
        runs = _RUNS.findall(code)
        if len(runs) < 2:
            continue
        body = r"\s?".join(re.escape(run) for run in runs)
        found.append(re.compile(rf"(?<![A-Za-z0-9]){body}(?![0-9])", re.IGNORECASE))
    return found


def item_codes(text: str) -> set[str]:
    """The product codes a text names, casefolded ("EM-301", "80/90-17", "12v"): not a phone number's "043-226-118"
    nor a date's "2025-07"."""
    found = (match.group().casefold() for match in _CODE.finditer(text))
    return {code for code in found if not _NOT_CODE.match(code)}


_NOT_CODE = re.compile(r"0\d+[/-]\d|(?:19|20|25)\d\d[/-]\d")  # a phone number, a date


def amounts(text: str) -> list[str]:
    """Its figures that are not years: a year is four bare digits; "2,500 บาท" and "1,962 kWh" are amounts."""
    written = (found.rstrip(",") for found in FIGURE.findall(text))
    return [_digits(found) for found in written if "," in found or not YEAR.match(found)]


# What a thing is counted in, asked "กี่ใบ", "กี่คน": "ได้ค่ะ โหล 180 ใบ ยอด ธ.ค. ใหม่ 44,220 บาทค่ะ" answers
# "เจ๊หงส์เอาโหลกี่ใบ ยอดเท่าไหร่" with 180, which an answer stating 44,220 alone leaves out (palmsugar set, session 38).
COUNTERS = (r"ใบ|คน|ท่าน|ทีม|ชิ้น|ผืน|ห้อง|ตัว|ขวด|ถัง|เที่ยว|คัน|แผ่น|กล่อง|ชุด|กระสอบ|ถุง|ลัง|โหล|กระถาง|ช่อ|พวง|คู่|"
            r"เรือน|เล่ม|ต้น|หลัง|แพ็ค|แพ็ก|กระปุก|ดวง|ซอง|ก้อน|ม้วน|ถาด|จาน")
COUNT_ASKED = re.compile(rf"กี่\s*({COUNTERS})")


def counted_figures(question: str, line: str) -> set[str]:
    """The figures the line counts in what the question asks "กี่ …" of (180 of "180 ใบ" for "กี่ใบ")."""
    found = set()
    for counter in {asked.group(1) for asked in COUNT_ASKED.finditer(question)}:
        found |= {figure for written in re.findall(rf"(\d[\d,]*)\s*{counter}", line) for figure in amounts(written)}
    return found


def states(source: str, figure: str) -> bool:
    """The source writes this figure ("2150" is in "2,150.00", "12" is not in "1205")."""
    return re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d]|\.\d*[1-9])", _digits(source)) is not None


def word_grams(text: str) -> set[str]:
    """Letter trigrams within each word (a Thai run counts as one), so "charge THB" does not share "get"."""
    return {word[i:i + 3] for word in NOT_LETTERS.split(fold(text)) for i in range(max(1, len(word) - 2)) if word}


def _plain(line: str) -> str:
    return line.strip().lstrip("#-*• ").strip()


def _lines(text: str) -> list[str]:
    return [_plain(line) for line in text.splitlines() if _plain(line) and not LOCATION.match(line.strip())]


def checked(model_text: str, source: str) -> list[str]:
    """The model's lines the document bears out, each once: a figure the document does not state, a line
    whose words are mostly not the document's, or one that repeats itself, is dropped."""
    source_grams = word_grams(source)
    kept: list[str] = []
    for line in _lines(model_text):
        grams, words = word_grams(line), line.split()
        if not grams or len(grams & source_grams) < SHARED * len(grams) or len(set(words)) < DISTINCT * len(words):
            continue
        if all(states(source, figure) for figure in figures(line)) and _dated(line, source) and line not in kept:
            kept.append(line)
    return kept


def _dated(line: str, source: str) -> bool:
    """Each month the point names is one the file names in a line about the same thing: Qwen 0.5B wrote
    "Launch date changes from July to May" for a launch moved from 1 July to 15 July; May was the meeting's."""
    grams = word_grams(line)
    for month in set(MONTH.findall(fold(line))):
        near = [other for other in source.splitlines() if month in fold(other)]
        if not any(len((grams - word_grams(month)) & word_grams(other)) >= CONTEXT for other in near):
            return False
    return True


def _asked_words(request: str) -> set[str]:
    """The request's English words and the English of its Thai ones (the search's synonyms): "จดทักษะจาก CV"
    asks for the CV's "Skills" section, which states no figure."""
    forms = " ".join(form for term in parse_query(request).terms for form in term.forms)
    return set(REQUEST_WORD.findall(fold(f"{request} {forms}"))) - ASKING


def _heading(line: str) -> bool:
    return not FIGURE.search(line) and len(line.split()) <= HEADING_WORDS and not re.search(r"[,.;:]", line)


def asked_months(text: str, request: str) -> tuple[str, int]:
    """The text without its sections (a reader's marker, "[ส.ค. 68 (Aug 2025) row 1]", to the next) that name
    only months the request does not, when it names one and some section names it: "เดือน ส.ค. ที่บ้านจ่ายอะไรไป
    บ้าง … เซฟเป็น" over a sheet a month saved July's rows, the first, and missed August's total (session 15's
    sets: every one has such a household sheet); and how many of the sections kept name a month it asks for."""
    asked = month_numbers(request)
    sections = re.split(r"(?m)^(?=\[[^\]\n]*\]$)", text)
    firsts = [section.split("\n", 1)[0].strip() for section in sections]
    named = [month_numbers(first) if LOCATION.match(first) else set() for first in firsts]
    matching = sum(bool(months & asked) for months in named)
    if not matching:
        return text, 0
    return "".join(section for section, months in zip(sections, named) if not months or months & asked), matching


def key_lines(text: str, request: str) -> list[str]:
    """The document's lines that state something: a figure or a date, or a word of the request (with the
    section under it when that line is a heading: "Skills" for "list my skills"). The first lines when
    none does, so a saved file is never empty. Of a file in sections by month (a sheet a month), only the
    months the request names; of a table with a row a month, the row of the one month it names counts as named
    (an August summary of a shop's sheets lost August's expense row to the rows before it, bikeshop set)."""
    kept, months = asked_months(text, request)
    lines = _lines(kept)
    # each month asked of a sheet a month gets its own KEY_LINES: "สรุปค่าใช้จ่ายบ้าน มิ.ย. กับ ก.ค." needs both totals
    limit = KEY_LINES * max(1, months)
    asked = _asked_words(request)
    asked_month = month_of(request)  # a sheet with a row a month: the row of the month asked ("เดือน ส.ค. ร้านเป็นไงบ้าง")
    worth: dict[int, float] = {}
    in_section = False
    for number, line in enumerate(lines):
        folded = fold(line)
        named = bool(asked & set(REQUEST_WORD.findall(folded))) or (
            asked_month is not None and " | " in line and month_of(line.split(" | ", 1)[0]) == asked_month)
        if _heading(line):
            in_section = named
        figured = FIGURE.search(line) is not None
        owed = DUE.search(folded) is not None and MONTH.search(folded) is not None  # a date something is due by
        if figured or named or in_section or FIELD.match(line):
            worth[number] = (NAMED_WORTH * (named or in_section) + (AMOUNT_WORTH if MONEY.search(line) else 0.0)
                             + (AMOUNT_WORTH if figured and (TOTAL.search(folded) or owed) else 0.0))
    # More than KEY_LINES: those the request names, then amounts, then the rest, each kind in the file's order.
    chosen = sorted(sorted(worth, key=lambda number: (-worth[number], number))[:limit])
    picked = [lines[number] for number in chosen] or lines[:KEY_LINES // 2]
    return list(dict.fromkeys(picked))


def figure_line(text: str, question: str, side: str, name: str) -> str | None:
    """The line of one side's document holding the amount the question is about: of the lines with an
    amount, the one sharing most words with the request or their translations (the search's synonyms:
    "เปิดตัว" finds "launch"), not counting the words that name the document itself (its file name, its
    title: every line of the bill is about "the May electricity bill"); a total's mark counts as
    TOTAL_WEIGHT shared trigrams; the earliest line on a tie. A line whose only figures the request names
    (a model number, "room 2") or count one to nine ("1 unit"), with no money and no month, states no amount.
    When the request names one month, only the table rows naming it, if any (a sheet's March row, not a bill's "Meter reading
    period: 1 May 2024 - 31 May 2024" for "the May bill"; the March row, which shares no other word with
    "Was the coffee shop's March better this year?", where "Coffee beans & milk | Shop" shares two).
    Asked what something costs (COSTS: ราคา, ถูกกว่า, cheaper, how much…), only lines stating money count (not
    "1,200 litres", "684 kWh" or "VAT 7%"), and the all-in total (GRAND_TOTAL) counts TOTAL_WEIGHT more, twice
    that when the question says total; a price before tax is no total. Model-free, the two used files' lines of
    the 31 two-file compare tasks of the tuning sets, clinic, guesthouse and market: gold figures held 42 -> 48/65
    (two quotes' "รวม | 38,500" and "Price before VAT" -> "รวมทั้งสิ้น | 41,195" and "Total price: 42,900.00 THB";
    two internet bills' billing periods -> their "Total amount due"), none lost. The year or period that names a side's
    file (PERIOD) is no word of its line, and asked the all-in price a price per head loses TOTAL_WEIGHT (session 19):
    the read sets' 94 comparisons, every gold among the lines added 31 -> 35 (27 older sets 24 -> 27 of 77, session
    18's six 7 -> 8 of 17), each rule +2 alone."""
    lines = _lines(text)
    request = PERIOD.sub(" ", f"{side} {question}")  # "ปีที่แล้ว" says which file, not which line: not "(ปีที่ 1 ของสัญญา)"
    said = " ".join(form for term in parse_query(request).terms for form in term.forms)
    wanted = word_grams(f"{request} {said}") - word_grams(f"{name} {lines[0] if lines else ''}")
    named = set(figures(request))  # "the LP-300 printer": the 300 of "Laser printer LP-300, 1 unit" is no amount

    def stated(line: str) -> bool:  # money, a date, or a figure the request does not name that is no count of one
        rest = set(amounts(line)) - named
        return bool(rest) and (bool(MONEY.search(line) or MONTH.search(fold(line))) or any(float(a) >= 10 for a in rest))

    month = month_of(request)  # "Was the shop's March better this year than last year?": the March row
    candidates = [(number, line) for number, line in enumerate(lines) if stated(line)]
    candidates = [(n, line) for n, line in candidates
                  if month and month_of(line) == month and " | " in line] or candidates  # a sheet's month row
    # ... the month's own row, not a row of one day in it: "รายรับเดือนพฤศจิกาปีนี้กับปีที่แล้ว" read the jobs sheet's
    # "22 พ.ย. 2568 | บจก. อมตะฟู้ดส์ | … | 205000", not the monthly sheet's "พ.ย. 2568 | 3 | 445000" (eventorganizer set)
    candidates = [(n, line) for n, line in candidates if month and not A_DAY.match(line)] or candidates
    marks = codes(side)  # "DB16": the line naming it, not the wire mesh's
    candidates = [(n, line) for n, line in candidates if any(mark.search(line) for mark in marks)] or candidates
    asked = fold(question)
    costs = COSTS.search(asked) is not None
    if costs:  # asked what it costs: a line stating money, not only a measure, and the all-in total first
        candidates = [(n, line) for n, line in candidates if states_money(line)] or candidates
    if WITH_TAX.search(asked):
        candidates = [(n, line) for n, line in candidates if not TAX_LINE.search(fold(line))] or candidates
    grand = costs * TOTAL_WEIGHT * (2 if TOTAL.search(asked) else 1)  # "ราคารวมเท่าไหร่": all in
    all_in = costs and ALL_IN.search(asked) is not None  # "which comes out cheaper all in": not "780 THB per person"

    def worth(line: str) -> int:
        folded = fold(line)
        total = bool(TOTAL.search(folded)) and not BEFORE_TAX.search(folded)
        return (len(word_grams(line) & wanted) + TOTAL_WEIGHT * total + grand * bool(GRAND_TOTAL.search(folded))
                - TOTAL_WEIGHT * (all_in and PER_UNIT.search(folded) is not None))

    scored = [(worth(line), -number, line) for number, line in candidates]
    return max(scored)[2] if scored else None


A_DAY = re.compile(r"\s*\d{1,2}\s*[ก-๙a-z.]")  # a row that starts with a day of a month: "22 พ.ย. 2568 | …", "3 Nov"
CELL_AMOUNT = re.compile(r"(?:^|\|)\s*\d{3,}(?:\.\d+)?\s*(?=\||$)")  # a sheet's cell: 189390, no separator


def money_figures(text: str) -> list[str]:
    """The amounts of money a text states (thousands apart, or with a currency), as figures."""
    return [figure for found in MONEY.finditer(text) for figure in figures(found.group())]


def states_money(line: str) -> bool:
    """The line states an amount of money: with its currency or thousands apart, or as a table cell of three
    digits or more; a measure (1,200 litres, 684 kWh) or a rate (7%) is none."""
    rest = MEASURE.sub(" ", line)
    return bool(MONEY.search(rest) or CELL_AMOUNT.search(rest))


def main_amount(line: str) -> tuple[str, float] | None:
    """The amount a line states, as written and as a number: its largest ("ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท
    ชำระภายในวันที่ 5" is about 12,500)."""
    found = [(written.rstrip(","), float(_digits(written.rstrip(",")))) for written in FIGURE.findall(line)
             if not YEAR.match(_digits(written.rstrip(",")))]
    return max(found, key=lambda pair: pair[1]) if found else None
