"""Which month was highest or lowest, and one month's figure: read off the passages' tables by code, not by the model.

"which month was the weakest, how much?" has no line that says so: the answer is a table's month row (or
column) whose figure is the smallest. No line ranker can pick it and a 0.5B model does not compare twelve
figures, so the answer step gets the line this module writes ("เม.ย. (Apr): รวม (Total) 152300"), cited to
the passage the table is in.

A table is a run of lines with " | " between cells, as the readers write a sheet, a docx table or a Markdown
one. Its months run down the first column (a row a month, the columns named by the header row above) or
across the header row (a column a month, a row a series). The series asked of is the column or row whose
name and whose table's title share most of the question's words, their synonyms and translations counted
(engine/index/synonyms.tsv: "commission" names ค่าคอม); on a tie, a total's ("รวม (Total)").

A part asking how much or how many of one month ("เดือน ส.ค. … ค่าน้องพาร์ทไทม์เท่าไหร่", "how many bowls did we
sell that month?") gets the cell of the series it names (cell_line): a ranker over lines picked the staff list's
"400 บาท/วัน" or the total row, because the month and the column meet in no line. Read sets' answer tasks, every
gold in the picked lines (engine/answer_lines.py): 27 older sets 126 -> 126 of 245, session 18's six 21 -> 21 of
48, session 19's four 6 -> 9 of 32 (their misses were what it was written from); parts: 8 golds gained, 2 lost.

A household workbook of a sheet a month (its title "ค่าใช้จ่ายบ้าน ส.ค. 2568 (Household spending)", its rows
"กับข้าว / ตลาด | 9850", naming no month) is read across its sheets (session 35): each item a series
(_sheet_series), the sheets' title naming none of its rows, and a row of another month's sheet is no answer
(sheet_months, answer_lines.other_sheet): "ค่าใช้จ่ายบ้านเดือน ส.ค. รวมทั้งเดือนเท่าไหร่" got the farm's August cost
and July's instalment row. Scripted model over the 132 read sets (2,640 tasks): answers 620 -> 641 of 1,056, none
lost (CRC halves 860 -> 871 of 1,200, 1,047 -> 1,057 of 1,440); the model copying the first line shown: answers
604 -> 625.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from engine.index.query import normalize, parse_query
from engine.key_lines import LOCATION, MONTH, month_numbers, month_of
from engine.knowledge.coverage import holds
from engine.routing.text import fold

MONTH_ASK = re.compile(r"which month|what month|เดือนไหน|เดือนใด|เดือนอะไร")
MOST = re.compile(r"\b(?:most|highest|best|biggest|largest|top|peak|busiest|strongest)\b|"
                  r"(?:เยอะ|มาก|สูง|ดี|แพง|คึกคัก)(?:ที่)?สุด")
LEAST = re.compile(r"\b(?:least|lowest|worst|weakest|smallest|fewest|slowest|quietest)\b|"
                   r"(?:น้อย|ต่ำ|แย่|ถูก|เงียบ|ซบเซา)(?:ที่)?สุด")
# the last of a schedule's rows: "ปีสุดท้าย", "งวดสุดท้าย", "the very last payment", "the last year of the lease";
# not "last year" nor "the last day to pay"
LAST_ASK = re.compile(r"สุดท้าย|\bfinal\b|\blast\b(?!\s+(?:year|month|week|time|day|date|night)s?\b(?!\s+of))")
# asks a sum (ทั้งหมด, ทั้งเดือน), names no series
TOTAL_WORD = re.compile(r"^(?:รวม\S*|ทั้งหมด|ทั้งสิ้น|ทั้ง|total|altogether|overall|sum)$")
TOTAL_NAME = re.compile(r"^\s*รวม|\btotal\b", re.IGNORECASE)  # "รวม (Total)", not "วันเช่ารวม (Rental days)"
# says which axis or which year's sheet, not which series: not "Monthly fees", and "ปีนี้" is not the "ปี 2567" of
# last year's title (solar set)
_WHEN = "ปี|นี้|years?|this"  # "ปีนี้", "this year": when, not what
TIME_WORD = re.compile(rf"^(?:{_WHEN})$")  # plan.best_for's too
MONTH_WORD = re.compile(rf"^(?:months?|monthly|เดือน|{_WHEN})$")
# the words that weigh one thing against another and name no series: "ประกันชีวิต" holds the กัน of "เยอะกว่ากัน"
WEIGHING = frozenset("กว่า กัน ต่างกัน เยอะ มาก น้อย เอา ดู ขึ้น ลง".split())
# and the words of spending, unless the part names nothing else: "ที่บ้านใช้เงินไปทั้งหมดเท่าไหร่" asks the household
# sheet's total, not the salaries column whose เงินเดือน holds เงิน (bowling set); "แล้วทั้งเดือนใช้ไปเท่าไหร่" names
# the sheet only by its ใช้ (ค่าใช้จ่ายบ้าน); "สตูดิโอจ่ายออกไปทั้งหมด" names no ค่าออกแบบ (architect set, session 41)
SPENDING = frozenset("เงิน ใช้ ไป จ่าย ออก money spend spent".split())  # ค่า is not: ค่าเนื้อสัตว์ is Meat (shabu); see COST
# ... and a sales book's title ("ยอดขายฟาร์มกบปลาดุก ปี 2567") holding ขาย names no table of the part's one product:
# "ขายปลาดุกได้กี่บาท" is its Catfish column, not its total (frogfarm set, session 44)
SELLING = frozenset("ขาย sale sales sell sold".split())
COST = "ค่า"  # "the cost of": a word of most series of spending
BUYING = frozenset("ซื้อ ค่า จ่าย buy bought paid pay spend spent cost costs".split())  # what was bought or paid for
# A unit the table's title also holds names the table, not a series of it: "how many litres of diesel" over a sheet
# titled "… หน่วยลิตร (…, litres)" is its Diesel column, not "รวมลิตร (Total litres)" (gasstation set, session 37).
UNITS = frozenset("ลิตร litre litres liter liters บาท baht thb กิโล กก kg ตัน".split())
NUMBER = re.compile(r"^\s*-?\d[\d,]*(?:\.\d+)?\s*$")
MONTH_WRITTEN = re.compile(rf"(?:{MONTH.pattern})\.?\s*(?:\d{{2,4}}(?!\d))?")  # "ส.ค. 2568" of a sheet's title
FEWEST_MONTHS = 3  # a series over fewer months is no "which month" table


@dataclass(frozen=True)
class Series:
    passage: int
    name: str  # the column's header or the row's first cell
    title: str  # the lines just above the table: a sheet's title
    months: tuple[tuple[str, str], ...]  # (the month as written, the figure as written)
    sheets: bool = False  # read across a sheet a month (_sheet_series): its title names every sheet, none of its rows


NOT_THIS = re.compile(r"\b(?:not|except|excluding|without)\s+(?:the\s+)?([a-z]+)|(?:ไม่เอา|ไม่รวม|ยกเว้น)\s*(\S+)")


def extreme_asked(question: str) -> int:
    """1 when the question asks which month was highest, -1 lowest, 0 neither."""
    folded = fold(question)
    if not MONTH_ASK.search(folded):
        return 0
    most, least = MOST.search(folded), LEAST.search(folded)
    return 0 if bool(most) == bool(least) else (1 if most else -1)


def _number(cell: str) -> float | None:
    return float(cell.replace(",", "")) if NUMBER.match(cell) else None


def _cells(line: str) -> list[str]:
    """A table line's cells, stripped (of spaces and Markdown's bold marks)."""
    return [cell.strip(" *") for cell in line.strip().strip("|").split("|")]


def _written(text: str, cells: list[str]) -> str:
    """The line of the text that is the table row with these cells, as the text writes it."""
    return next(raw for raw in text.splitlines() if _cells(raw) == cells)


def _runs(text: str) -> list[tuple[str, list[str]]]:
    """Each run of " | " lines (stripped) with the two lines of text above it (its title)."""
    runs: list[tuple[str, list[str]]] = []
    lines: list[str] = []
    above: list[str] = []
    for line in text.splitlines():
        if LOCATION.match(line.strip()):
            continue
        if " | " in line:
            lines.append(line.strip())
            continue
        if lines:
            runs.append((" ".join(above[-2:]), lines))
            lines, above = [], []
        if line.strip():
            above.append(line.strip())
    if lines:
        runs.append((" ".join(above[-2:]), lines))
    return runs


def _tables(text: str) -> list[tuple[str, list[list[str]]]]:
    """Each run of " | " lines with the two lines of text above it (its title), cells stripped."""
    return [(title, [_cells(line) for line in lines]) for title, lines in _runs(text)]


def series(passages: list[dict]) -> list[Series]:
    """Every month series of the passages' tables, months down the first column or across a header row."""
    found: list[Series] = []
    for n, passage in enumerate(passages):
        for title, rows in _tables(passage["text"]):
            header: list[str] = []
            by_month = [row for row in rows if month_of(row[0]) is not None and any(_number(c) is not None for c in row[1:])]
            if len(by_month) >= FEWEST_MONTHS:  # a row a month: each numeric column is a series
                header = next((row for row in rows if month_of(row[0]) is None
                               and sum(_number(c) is None for c in row) >= 2), [])
                for column in range(1, max(len(row) for row in by_month)):
                    months = tuple((row[0], row[column]) for row in by_month
                                   if column < len(row) and _number(row[column]) is not None)
                    if len(months) >= FEWEST_MONTHS:
                        name = header[column] if column < len(header) else ""
                        found.append(Series(n, name, title, months))
            for at, row in enumerate(rows):  # a column a month: each row below such a header is a series
                columns = [c for c, cell in enumerate(row) if c and month_of(cell) is not None]
                if len(columns) < FEWEST_MONTHS:
                    continue
                for below in rows[at + 1:]:
                    months = tuple((row[c], below[c]) for c in columns if c < len(below) and _number(below[c]) is not None)
                    if len(months) >= FEWEST_MONTHS and month_of(below[0]) is None:
                        found.append(Series(n, below[0], f"{title} {row[0]}", months))
                break
        found.extend(_sheet_series(n, passage["text"]))
    return found


def _sheet_series(n: int, text: str) -> list[Series]:
    """A workbook with a sheet a month (its title names the month: "ค่าใช้จ่ายบ้าน ส.ค. 2568 (Household spending)"),
    read as a month a column: each item named on two months' sheets or more ("กับข้าว / ตลาด", "รวม (Total)") is a
    series, its figure the one its row states (a row of several, a payroll's base, extra and net pay, is none)."""
    sheets = [(month_of(title), title, rows) for title, rows in _tables(text)]
    sheets = [(month, title, rows) for month, title, rows in sheets if month is not None]
    if len({month for month, _, _ in sheets}) < 2:
        return []
    items: dict[str, list[tuple[str, str]]] = {}
    for _, title, rows in sheets:
        written = MONTH_WRITTEN.search(title.casefold())
        for row in rows:
            stated = [cell for cell in row[1:] if _number(cell) is not None]
            if len(stated) == 1 and month_of(row[0]) is None:
                items.setdefault(row[0], []).append((title[written.start():written.end()].strip(), stated[0]))
    return [Series(n, name, sheets[0][1], tuple(months), True) for name, months in items.items() if len(months) >= 2]


def _held(terms, text: str) -> list:
    """The terms the text holds, as written or as one of their alternatives."""
    folded = normalize(text)
    return [term for term in terms if any(holds(folded, form) for form in (term.text, *term.alternatives))]


def _shared(terms, text: str) -> int:
    return len(_held(terms, text))


def extreme_line(passages: list[dict], question: str, part: str = "",
                 prefer: Callable[[int], tuple] = lambda n: ()) -> tuple[int, str] | None:
    """(passage index, line) naming the month the question asks for (highest or lowest) in the series it asks
    of, with that month's figure as written; None when it asks no such thing or no table has months. The series
    is named by the part that asks (part: "which month was best on grab" of a question about LINE orders too),
    then by the whole question, then by its table's title; then the passage prefer ranks highest (this year's
    sheet, not last year's copy), a total, the first passage."""
    direction = extreme_asked(part or question)
    if not direction:
        return None
    candidates = [one for one in series(passages) if len(one.months) >= FEWEST_MONTHS]
    if not candidates:
        return None
    terms = [term for term in parse_query(question).terms if not MONTH_WORD.match(term.text)]
    asked = [term for term in parse_query(part).terms if not MONTH_WORD.match(term.text)] if part else terms

    def fit(one: Series) -> tuple:
        return (_shared(asked, one.name), _shared(terms, one.name), _shared(terms, one.title), prefer(one.passage),
                bool(TOTAL_NAME.search(one.name)), -one.passage)

    best = max(candidates, key=fit)
    month, figure = max(best.months, key=lambda pair: direction * _number(pair[1]))
    name = f"{best.name} " if best.name else ""
    return best.passage, f"{month}: {name}{figure}"


def cell_line(passages: list[dict], part: str, month: int, named_by: str, rival: str = "",
              prefer: Callable[[int], tuple] = lambda n: ()) -> tuple[int, str] | None:
    """(passage index, line) with the figure of one month in the month series the part names ("how many bowls"
    names จำนวนชาม (Bowls sold), "ค่าน้องพาร์ทไทม์" ผู้ช่วยพาร์ทไทม์ (Part-time)), written as extreme_line writes
    one; None when no series with that month has a name holding any of the part's words, or the rival line
    (the ranker's pick) holds more of them than the name does ("Commission fee: -2,687.50" against a sheet's
    "Shopee fees" column for "how much was just the commission fee"). "total" and the like name no series
    alone: a total column counts when its table's title holds the part's words ("ค่าจ้างพนักงาน … รวมทั้งหมด"
    of a wage sheet whose columns are the staff's names). Asked a total ("รวมแล้ว"), a row's words its table's title
    holds too name the table, not the row, and a total goes first among rows naming as many words. Ties go by the
    letters of the words named ("ค่าอื่นๆ": อื่นๆ (Other), not ค่าไฟ), as in extreme_line by named_by (the part and
    those before it), the passage prefer ranks highest, a total."""
    # "just fuel not repairs": a series naming a word the part rules out goes last (mattress set, session 39)
    folded = fold(part)
    ruled_out = parse_query(" ".join(found.group(1) or found.group(2) for found in NOT_THIS.finditer(folded))).terms
    out = {term.text for term in ruled_out}
    # ... and its รวม is no total asked ("ขายรถได้ยอดเท่าไหร่ … ไม่รวมงานซ่อม", motorbikeshop set)
    words = [term for term in parse_query(NOT_THIS.sub(" ", folded)).terms if term.text not in out]
    asked = [term for term in words if not MONTH_WORD.match(term.text) and term.text not in WEIGHING
             and not month_numbers(term.text) and not TOTAL_WORD.match(term.text)]
    asked = [term for term in asked if term.text not in SPENDING] or asked
    terms = [term for term in parse_query(named_by).terms if not MONTH_WORD.match(term.text)]
    total_asked = any(TOTAL_WORD.match(term.text) for term in words)

    def own(one: Series) -> list:
        """The part's words the series' name holds; asked a total, not those its table's title holds too: of
        "ค่าใช้จ่ายในบ้าน … รวมแล้ว", บ้าน names the sheet "ค่าใช้จ่ายบ้าน …", not its row "ผ่อนบ้าน (Home loan)". Nor,
        of a sheet a month, asked anything: "home spending in July" is the July sheet's total, not its home loan."""
        held = [term for term in _held(asked, one.name) if term.text not in UNITS or not _held([term], one.title)]
        titled = _held(held, one.title)
        # ... nor a column whose one word asked its table's title names among others: "how much did service n parts
        # bring in" is the total of the sheet "Service and parts", not its Parts column (motorbikeshop set)
        table_named = len(held) == 1 and titled == held and len(
            [term for term in _held(asked, one.title) if term.text not in SELLING]) > 1
        if not (total_asked or one.sheets or table_named) or TOTAL_NAME.search(one.name):
            return held
        return [term for term in held if term not in titled]

    def named(one: Series, held: list) -> int:
        return len(held) or (_shared(asked, one.title) if TOTAL_NAME.search(one.name) else 0)

    least = max(1, _shared(asked, rival))
    owned = [(one, own(one)) for one in series(passages)]
    found = [(one, held, pair) for one, held in owned if named(one, held) >= least
             for pair in one.months if month_of(pair[0]) == month]
    if not found:
        return None
    # ... asked what was bought or paid for ("ค่าต้นไม้ที่ซื้อเข้างาน"), no sales column ("ขายต้นไม้ (Plant sales)" beside
    # "ต้นไม้ (Plants)" of the expenses sheet: landscaper set); and a word the table's title holds too names the book, not
    # the column: the ร้าน of "ร้านเราจ่ายค่าอะไหล่" is the shop's book, not its "ค่าเช่าร้าน (Rent)" (inkrefill set), whose
    # ค่า only breaks a tie (ค่า in SPENDING fixed shabu's meat cost but broke busdepot's diesel cell, session 45)
    buying = any(term.text in BUYING for term in words) and not any(term.text in SELLING for term in words)

    def sells(one: Series) -> bool:
        return buying and any(term.text in SELLING for term in parse_query(one.name).terms)

    def costs(one: Series, held: list) -> bool:
        """The series' name holds ค่า before a word as the part does: "ค่าน้ำมัน (Diesel)" for "…กับค่าน้ำมันเดือนมีนา"."""
        name = normalize(one.name)
        return any(f"{COST}{form}" in folded and f"{COST}{form}" in name for term in held if term.text != COST
                   for form in (term.text, *term.alternatives))

    best, _, (written, figure) = max(found, key=lambda item: (
        -_shared(ruled_out, item[0].name), not sells(item[0]), len([term for term in item[1] if term.text != COST])
        + costs(item[0], item[1]),
        total_asked and bool(TOTAL_NAME.search(item[0].name)),
        len([term for term in item[1] if term.text != COST and not _held([term], item[0].title)]), len(item[1]),
        sum(len(term.text) for term in item[1]), named(item[0], item[1]), _shared(terms, item[0].name),
        _shared(terms, item[0].title), prefer(item[0].passage), bool(TOTAL_NAME.search(item[0].name)), -item[0].passage))
    return best.passage, f"{written}: {best.name} {figure}"


def rows_titled(text: str, title: re.Pattern) -> set[str]:
    """The rows (stripped) of the text's tables whose title the pattern finds, folded ("ราคาปี 2567 (Old prices 2024)")."""
    return {row for above, rows in _runs(text) if title.search(fold(above)) for row in rows}


def titles(text: str) -> set[str]:
    """The lines just above a table (a sheet's title "ค่าใช้จ่ายบ้าน ต.ค. 2568 (Household spending)"), stripped."""
    lines = [line.strip() for line in text.splitlines()]
    return {above for above, below in zip(lines, lines[1:]) if above and " | " in below and " | " not in above}


def month_total(text: str, month: int) -> str | None:
    """The total row of the table whose title names that month and no other (a sheet a month: "ค่าใช้จ่ายบ้าน ก.ค. 68
    (Jul 2025)" above its items and "รวม (Total) | 65326"), as the text writes it; None when there is none."""
    for title, rows in _tables(text):
        total = next((row for row in rows if TOTAL_NAME.search(row[0])), None)
        if total is not None and month_of(title) == month:
            return _written(text, total)
    return None


def sheet_months(text: str) -> dict[str, set[int | None]]:
    """Each table row of the text (stripped, as answer_lines' lines are) with the months whose sheet it is a row of:
    the one month its table's title names ("ค่าใช้จ่ายบ้าน ส.ค. 2568 (Household spending)" above its items), None for
    a table whose title names none or several. Empty unless two tables' titles name two months: a sheet a month."""
    found: dict[str, set[int | None]] = {}
    named = set()
    for title, lines in _runs(text):
        month = month_of(title)
        named.add(month)
        for line in lines:
            found.setdefault(line, set()).add(month)
    return found if len(named - {None}) >= 2 else {}


def month_line(text: str, month: int) -> str | None:
    """That month's row (the first row whose first cell names it: "ก.ค. (Jul) | 41200 | …"), else the total row of
    that month's sheet (month_total); None when the text has neither."""
    rows = (row for row in text.splitlines() if " | " in row)
    return next((row for row in rows if month_of(row.split(" | ", 1)[0]) == month), None) or month_total(text, month)


def last_row(text: str, line: str) -> str | None:
    """The last row of the table the line is a row of (the line itself when it is): its body rows (of as many
    cells, the header and a total row left out), at least two of them."""
    cells = _cells(line)
    for _, rows in _tables(text):
        if cells not in rows:
            continue
        body = [row for row in rows[1:] if len(row) == len(cells) and not TOTAL_NAME.search(row[0])]
        if len(body) >= 2 and cells in body:
            return _written(text, body[-1])
    return None
