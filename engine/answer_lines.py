"""Which line of the passages answers each part of a question: a small learned ranker over lines.

Session 13 ended with the answer step's misses in one place: the line a part's figure is taken from. A
two-part question got the late fee for the rent, the meter-reading period for "by when", last year's price
sheet for "ตามสัญญา"; each hand rule tuned on one task set moved the next set by a task or two. So the choice is
learned: every line (piece) of the passages shown gets FEATURES (the excerpt's trigram scores for the part
and for the whole question, what the part asks for against what the line states, the file's name and year
against the question's), and a part's lines are ranked by a linear score whose weights a softmax over that
part's lines fitted (scripts/train_answer_lines.py, on the agent-task sets' answer tasks: each gold figure
marks the lines holding it). Trained on every folder but one and tested on it, in turn, the lines chosen (one
a part) hold every gold figure of 60 of 101 tasks, against 46 for the excerpt's best line a part; on the two
folders written blind after the features were fixed (garage, tutor), 10 of 16 against 6. With the pharmacy set
(session 15) 63 of 109 against 48, L2 0.3; with session 15's six sets (157 tasks) 67 against 55, and 70 with
a table row's first cell matched to the part (label_match: "เมย์ (May) | …" for "เมย์ได้ค่าคอมเท่าไหร่") and a
total asked of a total line (session 16), L2 1.0. With session 16's five blind sets, read since (197 tasks), 90
against 63, L2 0.1; on those five sets' 40 tasks the weights fitted without them had 14, refitted by folder 17.
With session 17's first four blind sets, read since (229 tasks), 97 against 65, L2 0.1. With its last two, laundry and
musicschool (245 tasks), 104 against 69, L2 0.1 (0.3: 103, 1.0: 98).
engine/answer_lines.json records the fit it holds.

Three rules then act on the picks (session 19), each measured on the read sets' answer tasks with the passages the
answer step gets (every gold in the picked lines, 245 older tasks / session 18's 48): a line naming another number
of the thing a part names by number is passed over ("ชั้น 3" for "ชั้น 1", other_numbered: 124 -> 125, 20 -> 21);
asked for the last (ปีสุดท้าย, งวดสุดท้าย, the final payment), the last row of the schedule a pick or a line ranked
near it is a row of (+2, +1); asked which month was highest or lowest, engine/tables.py's line (+4, +3). A part
asking how much or how many of one month gets the cell of the series it names (session 20: +0, +0, and session 19's
four sets, read since, 6 -> 9 of 32). A question naming a kind of record (a bill, an invoice, a contract:
routing.text.records_named) takes its lines from a file of that kind when one is shown, and no sheet of another kind
gives it a cell: "the june feed invoice" is the invoice's amount due, not the costs sheet's June feed (read sets
126 -> 127 of 245, 20 of 48, 9 of 32, and the first blind round of session 20, read since, 9 -> 10 of 32).
"""
from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePath

from engine import excerpts as ex
from engine import key_lines, tables
from engine.index.query import parse_query
from engine.index.thai import THAI_RUN
from engine.key_lines import BEFORE_TAX, GRAND_TOTAL, LOCATION, MEASURE, MONTH, TOTAL, amounts, figures, states_money
from engine.routing.text import fold, records_named
from engine.routing import words as w

WEIGHTS = Path(__file__).with_name("answer_lines.json")
# What a part asks for (ASKS: an amount, a date), and more kinds; and what a line states.
DATE_ASK, AMOUNT_ASK = ex.ASKS[0][0], ex.ASKS[1][0]
TIME_ASK = re.compile(r"กี่โมง|เวลาไหน|เวลากี่|what time|\bwhat hours?\b|\bhours\b|\bopen\b|\bclose\b|เปิด|ปิด")
COUNT_ASK = re.compile(r"กี่(?!โมง|บาท)|how many|\bnumber of\b")
# what a month's cell of a book answers, asked without "how much": "what were our dine-in sales in aug last year?",
# "what did i spend on boats in dec", "the vet bill in june", "hw much … commission" (session 44's sets)
MONTH_FIGURE_ASK = re.compile(r"\bhw much\b|\bspen[dt]\b|\bsales\b|\bbills?\b|\bincome\b|\brevenue\b|"
                              r"\bexpenses?\b|\bearn(?:ed|ings?)?\b")
PERCENT_ASK = re.compile(r"%|เปอร์เซ็นต์|percent|interest rate|\b(?:new|the) rate\b(?! (?:per|a|for)\b)")
DUE_ASK = re.compile(r"ภายใน|ถึงวันไหน|ก่อนวัน|กำหนด|\bby when\b|\bdue\b|deadline|\bby what date|จ่ายได้ถึง|หมดอายุ|"
                     r"run out|expire|\blapse|วันสุดท้าย|\blast day\b|\bpay[- ]by\b|\bnext (?:payment|instal)|"
                     r"\bwhen\b.*\bby\W*$")  # "when do i have to pay it by"
DUE_LINE = re.compile(r"ภายใน|กำหนด|ก่อนวัน|หมดอายุ|ถึงวันที่|\bdue\b|deadline|\bby\b|expir|\bto\b|until|สิ้นสุด")
CHANGE_ASK = re.compile(r"ขึ้นเป็น|จะขึ้น|ใหม่|เปลี่ยน|ปรับ|เลื่อน|\bnew\b|\bnow\b|change|move|raise|increase|goes live|"
                        r"from when|เริ่ม|ตั้งแต่")
CHANGE_LINE = re.compile(r"เป็น|ใหม่|เปลี่ยน|ปรับ|เลื่อน|ขึ้น|\bnew\b|moves?|chang|from .* to|→|->|increase|raise|ตั้งแต่|เริ่ม")
TIME_LINE = re.compile(r"\b\d{1,2}[:.]\d{2}\b|โมง|น\.")
DATE_LINE = re.compile(r"\b\d{1,2}\s*[/-]\s*\d{1,2}\s*[/-]\s*\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b")
FROM_MONTH = re.compile(rf"(?:\bfrom|\bstarting(?: in)?|ตั้งแต่|เริ่ม)\s*(?:เดือน)?\s*(?:{MONTH.pattern})")
DAY_ASK = re.compile(r"วันไหน|วันใด|วันที่|what date|which date|which day|what day")
MONTH_OF_YEAR = re.compile(rf"(?:{MONTH.pattern})\.?\s*(?:25|20)\d\d(?!\d)")  # "January 2026", "ม.ค. 2569"
DAY_OF = re.compile(r"วันที่\s*\d{1,2}(?!\d)|\b\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)  # "ทุกวันที่ 5", "by the 5th"
PERCENT_LINE = re.compile(r"\d\s*%|เปอร์เซ็นต์|ร้อยละ")
YEAR = re.compile(r"(?:19|20|24|25)\d\d")
# A part asking for a sum: "รวมทั้งหมด", "altogether", "ทั้งปี".
TOTAL_ASK = re.compile(r"รวม|ทั้งหมด|ทั้งปี|ทั้งเดือน|ทั้งสิ้น|altogether|in total|\btotals?\b|all in|so far|ถึงตอนนี้")
# The runner-up is shown when the ranker gives it at least a third of the pick's chance (log 3 apart). Scripted
# over the read sets' answer tasks, chosen on the 25 sets whose name's CRC-32 is even: every figure in the answer
# 79 -> 102 of 200, lines an answer 2.2 -> 3.2 (any file's runner-up, margin 1: 97 and 3.4 lines); on the other
# 32, not looked at to choose: 110 -> 142 of 256, 2.1 -> 3.0 lines; no task of any kind lost (session 25)
RUNNER_UP = math.log(3)
LAST_DEPTH = 6  # the lines ranked next to a pick whose table may be the schedule asked for the last of
# A file kept beside the one in use: an old folder, a draft, a copy.
OLD_FILE = re.compile(r"(?:^|/)(?:old|archive|เก่า)(?:/|$)|draft|ร่าง|ยังไม่เซ็น|เก่า|_old|backup|copy|สำเนา", re.IGNORECASE)
# a table of the prices before: "ราคาปี 2567 (Old prices 2024) ไว้เทียบ", "ราคาเดิม", not "กรมธรรม์เดิม" (the policy renewed)
OLD_TITLE = re.compile(r"\b(?:old|previous|former) (?:prices?|rates?|price list)|(?:ราคา|เรท|อัตรา)(?:เดิม|เก่า)")
SHORT, LONG = 25, 120  # a line's characters: a label or a heading; a paragraph
FEATURES = (
    "part_score", "part_best", "question_weight", "part_matches", "question_score", "states_asked", "passage_1",
    "passage_2", "passage_3", "table_header", "table_row", "first_line", "money", "measure", "date", "time",
    "percent", "figure", "no_figure", "amount_asked_money", "amount_asked_no_money", "date_asked_date",
    "date_asked_no_date", "time_asked_time", "count_asked_figure", "percent_asked_percent", "total", "grand_total", "before_tax", "amount_asked_grand_total", "only_asked_figures",
    "year_asked", "other_year", "short", "long", "part_order", "name_shared", "newest_file", "older_file",
    "old_file", "file_year_asked", "due_asked_due", "early_line", "change_asked_change", "question_order",
    "passage_best", "log_part_score", "label_match", "total_asked_total",
)


@dataclass(frozen=True)
class Line:
    passage: int  # the passage's index in the list given
    text: str


def gregorian(written: str) -> int:
    """A year as Gregorian: 2568, 68 (ปี68) and 2025 are one year."""
    year = int(written)
    year = year + 2500 if year < 100 else year
    return year - 543 if year > 2400 else year


def _asked_years(question: str) -> set[int]:
    """The years the question names, with the search's forms of a short Thai one ("ปี 68" is 2568 and 2025)."""
    forms = " ".join(form for term in parse_query(question).terms for form in term.forms)
    return {gregorian(found) for found in YEAR.findall(f"{question} {forms}")}


def _file_features(passages: list[dict], question: str, asked_years: set[int]) -> list[tuple[float, ...]]:
    """Per passage: how much of its file's name the question holds; whether its name's year is the newest of
    the files shown, older than it, one of `asked_years`; whether it is kept aside (an old folder, a draft)."""
    asked, years = ex.grams(question), []
    for passage in passages:
        found = [gregorian(written) for written in YEAR.findall(PurePath(passage["path"]).stem)]
        years.append(max(found) if found else None)
    known = [year for year in years if year]
    newest = max(known, default=None)
    # last year's book marked by the answer step (plan.last_years): the year meant, and no prior for the newest
    last_year = any(passage.get("year_asked") for passage in passages)
    found = []
    for passage, year in zip(passages, years):
        stem = ex.grams(re.sub(r"[_\-]", " ", PurePath(passage["path"]).stem))
        found.append((len(stem & asked) / max(1, len(stem)),
                      bool(year) and year == newest and len(set(known)) > 1 and not last_year,
                      bool(year) and year < newest and not last_year, bool(OLD_FILE.search(passage["path"])),
                      bool(year) and year in asked_years or bool(passage.get("year_asked"))))
    return found


def candidates(passages: list[dict], question: str, part: str) -> tuple[list[Line], list[tuple[float, ...]]]:
    """Every line (piece) of the first SHOWN passages, each with its FEATURES for this part of the question."""
    passages = passages[:ex.SHOWN]
    # A reader's marker ("[page 1]", "[slide 3]") answers nothing: "which files do we have about Arunee's claim?"
    # was answered "[page 1]" (garage set).
    lines = [(rank, number, piece, source) for rank, passage in enumerate(passages)
             for number, (source, piece) in enumerate(ex._pieces(passage["text"])) if not LOCATION.match(piece)]
    if not lines:
        return [], []
    texts = [line[2] for line in lines]
    named = [ex.grams(PurePath(p.get("name", "")).stem) | ex._title(p["text"]) for p in passages]
    rows = [bool(ex.TABLE_ROW.search(text)) for text in texts]
    headers = {k for k, line in enumerate(lines)
               if rows[k] and not (k and rows[k - 1] and lines[k - 1][0] == line[0] and lines[k - 1][3] == line[3] - 1)}
    whole, score = ex._ranked(lines, texts, part, named, rows, headers)
    _, question_score = ex._ranked(lines, texts, question, named, rows, headers) if part != question else (whole, score)
    mark, asked = ex.asks_figure(part), fold(part)
    amount, date, time = bool(AMOUNT_ASK.search(asked)), bool(DATE_ASK.search(asked)), bool(TIME_ASK.search(asked))
    count, percent = bool(COUNT_ASK.search(asked)) and not time, bool(PERCENT_ASK.search(asked))
    due, change = bool(DUE_ASK.search(asked)), bool(CHANGE_ASK.search(asked))
    total_asked, part_grams = bool(TOTAL_ASK.search(asked)), ex.grams(part)
    years_asked = _asked_years(question)
    asked_years = {str(year) for year in years_asked} | {str(year + 543) for year in years_asked}
    asked_figures = set(figures(question))
    top, top_whole, top_question = max(score) or 1, max(whole) or 1, max(question_score) or 1
    order = {k: n for n, k in enumerate(sorted(range(len(lines)), key=lambda k: (-score[k], k)))}
    question_order = {k: n for n, k in enumerate(sorted(range(len(lines)), key=lambda k: (-question_score[k], k)))}
    passage_best: dict[int, int] = {}
    for k in sorted(order, key=order.get):
        passage_best.setdefault(lines[k][0], k)
    files = _file_features(passages, question, years_asked)
    found = []
    for k, (rank, number, text, _) in enumerate(lines):
        folded = fold(text)
        money, dated = states_money(text), bool(MONTH.search(folded) or DATE_LINE.search(text))
        timed, percented, stated = bool(TIME_LINE.search(text)), bool(PERCENT_LINE.search(text)), set(amounts(text))
        years = set(YEAR.findall(text))
        total = bool(TOTAL.search(folded)) and not BEFORE_TAX.search(folded)
        label = ex.grams(text.split(" | ", 1)[0]) if rows[k] else set()  # a row's first cell: whose or which it is
        grand = bool(GRAND_TOTAL.search(folded))
        found.append((
            score[k] / top, score[k] == top and top > 0, whole[k] / top_whole, score[k] > 0,
            question_score[k] / top_question, ex._stating(text, mark, rows[k]) / ex.MARKED,
            rank == 0, rank == 1, rank == 2, k in headers, rows[k], number == 0, money, bool(MEASURE.search(text)),
            dated, timed, percented, bool(stated), not stated, amount and money, amount and not money, date and dated,
            date and not dated, time and timed, count and bool(stated), percent and percented, total, grand, bool(BEFORE_TAX.search(folded)), amount and grand,
            bool(stated) and stated <= asked_figures, bool(years & asked_years), bool(years) and bool(asked_years)
            and not years & asked_years, len(text) < SHORT, len(text) > LONG, 1 / (1 + order[k]), *files[rank],
            due and bool(DUE_LINE.search(folded)), number < 3, change and bool(CHANGE_LINE.search(folded)),
            1 / (1 + question_order[k]), passage_best[rank] == k, math.log1p(max(0.0, score[k])),
            len(label & part_grams) / max(1, len(label)), total_asked and total))
    return [Line(line[0], line[2]) for line in lines], [tuple(float(value) for value in row) for row in found]


@lru_cache(maxsize=1)
def weights() -> tuple[float, ...]:
    """The fitted weights, in FEATURES' order (the file names each, so a changed list fails loudly)."""
    saved = json.loads(WEIGHTS.read_text(encoding="utf-8"))["weights"]
    if tuple(saved) != FEATURES:
        raise ValueError(f"{WEIGHTS.name} was fitted on other features: run scripts/train_answer_lines.py")
    return tuple(saved.values())


def scored(passages: list[dict], question: str, part: str) -> list[tuple[float, Line, tuple[float, ...]]]:
    """The lines of the passages, best first for this part, each with its score and its FEATURES."""
    lines, rows = candidates(passages, question, part)
    weight = weights()
    found = [(sum(w * value for w, value in zip(weight, row)), -k, line, row) for k, (line, row) in enumerate(zip(lines, rows))]
    return [(score, line, row) for score, _, line, row in sorted(found, key=lambda item: item[:2], reverse=True)]


def ranked(passages: list[dict], question: str, part: str) -> list[tuple[float, Line]]:
    """The lines of the passages, best first for this part, each with its score."""
    return [(score, line) for score, line, _ in scored(passages, question, part)]


LAST_YEAR_LINE = re.compile(rf"(?<![a-z])(?:{w.LAST_YEAR_EN}|previous year|prior year)(?![a-z])|{w.LAST_YEAR_TH}")


def best_lines(passages: list[dict], question: str, close: float = 0.0) -> list[tuple[str, Line]]:
    """For each part the question asks (engine.excerpts.asked_parts), the best line no earlier part took, from
    one passage: the one whose best lines for the parts score most together, when it has a line for the part.
    Two things asked in one breath are most often in one file: ranked part by part, the rent came from the lease
    and its end date from the staff roster, a bill's amount from the bill and its due date from the lease (read
    sets). Held out by folder over the read sets' 245 answer tasks, every gold in the lines chosen 104 -> 108."""
    parts = ex.asked_parts(question)
    kept = [ranked(passages, question, part) for part in parts]
    # asked of the final version ("the final quote we sent … not the draft one"), no line of a draft when another file
    # has one: the draft's item rows ranked above the final's ยอดสุทธิ (autoparts set, session 41)
    folded = fold(question)
    if DRAFT_REFUSED.search(folded) or (FINAL_VERSION.search(folded) and not OLD_FILE.search(folded)):
        kept = [[(score, line) for score, line in ranking if not OLD_FILE.search(passages[line.passage]["path"])]
                or ranking for ranking in kept]
    # ... and asked of the draft ("in the draft quote … before we revised it"), the draft's lines: the ranker's prior
    # against a draft took the final's total (uniformshop set, session 42)
    elif DRAFT.search(folded):
        kept = [[(score, line) for score, line in ranking if DRAFT.search(fold(passages[line.passage]["path"]))]
                or ranking for ranking in kept]
    rankings = [dated(ranking, part, passages) for ranking, part in zip(kept, parts)]
    home = None
    numbers = sorted({line.passage for ranking in rankings for _, line in ranking})
    # a question naming a kind of record ("บิลที่วางอีสานเทค", "the june feed invoice") is about a file of that kind
    # ... and one naming what was signed ("ร้านพี่ต้อมที่เซ็นตกลงกันไว้"), of the agreement, not the chat (mushroom set)
    named_kinds = records_named(question) | ({AGREEMENT_KIND} if SIGNED.search(fold(question)) else set())
    # ... and one asking what was paid, of the receipt among them
    receipt = any(RECEIPT.search(PurePath(p["path"]).name.casefold()) for p in passages)
    kinds = named_kinds | ({BILL_KIND} if receipt and PAID_ASK.search(fold(question)) else set())
    # ... of the month asked: "the vet bill in june last year" is the book's June vet cell, not October's power bill
    question_month = key_lines.month_of(question)
    # (and then only one named for the month asked or by the question's words: not the car auction's invoice for
    # "the electric bill at home in sept", usedcars set; still KoratPipe_invoice for "the oct invoice" of korat pipe)
    kinded = [bool(kinds) and bool(kinds & kinds_of(p["path"])) for p in passages]
    if question_month and any(k and other_months(p, question_month) for k, p in zip(kinded, passages)):
        kinded = [k and not other_months(p, question_month) and (question_month in key_lines.names_months(
            p["path"], glued=True) or name_asked(question, p["path"])) for k, p in zip(kinded, passages)]
    of_kind = [n for n in numbers if kinded[n]]
    if len(parts) > 1 or (of_kind and len(of_kind) < len(numbers)):
        numbers = of_kind or numbers
        best = [{number: max((score for score, line in ranking if line.passage == number), default=-math.inf)
                 for number in numbers} for ranking in rankings]
        home = max(numbers, key=lambda number: sum(scores[number] for scores in best), default=None)
    chosen: list[tuple[str, Line]] = []
    used: set[Line] = set()
    sheets = [tables.sheet_months(p["text"]) for p in passages] if key_lines.month_numbers(question) else []
    months = [key_lines.month_of(part) or question_month for part in parts]
    settled_asked = FINAL_ASK.search(fold(question)) is not None
    # ... of a chat, unless the question names a record of another kind ("ตามข้อตกลงกับโรงเรียน", schoolvan set), what
    # was signed among them
    chat_asked = settled_asked and not (named_kinds - {CHAT_KIND})
    deposit_asked = len(parts) > 1 and any(DEPOSIT.search(fold(part)) for part in parts)
    last_asked = LAST_YEAR_LINE.search(folded) is not None or OLD_FILE.search(folded) is not None
    # ... nor a row of a table its title calls old: "ราคาปี 2567 (Old prices 2024) ไว้เทียบ" beside the retail sheet, for
    # "how much am i selling the 100g grade A box for retail now" (birdsnest set)
    old_rows = [set() if last_asked else tables.rows_titled(p["text"], OLD_TITLE) for p in passages]
    for part, ranking, month in zip(parts, rankings, months):
        free = [line for _, line in ranking if line not in {c for _, c in chosen} | used]
        free = [line for line in free if not other_numbered(part, line.text)] or free
        # a line about last year answers no question about now: "(last year 16,920.00 THB; one claim in March 2025)" for
        # "how much is the car insurance renewal this year" (languageschool set, session 43)
        if not last_asked:
            free = [line for line in free if not LAST_YEAR_LINE.search(fold(line.text))
                    and line.text not in old_rows[line.passage]] or free
        # a deposit is the answer of the part asking for it: "โลละเท่าไหร่ แล้วมัดจำ…เท่าไหร่" took the contract's deposit
        # clause for the price (coffeeroaster set)
        if deposit_asked and not DEPOSIT.search(fold(part)):
            free = [line for line in free if not HELD.search(fold(line.text))] or free
        free = [line for line in free if not other_sheet(line, sheets, month)] or free
        # ... nor a line of a file named for another month: "the electric bill at home in september" is the household
        # sheet's September row, not PEA_bill_Oct2025.pdf's amount due (bubbletea set, session 39)
        free = [line for line in free if month is None or not other_months(passages[line.passage], month)] or free
        # "how many days credit do they get": a line stating days, not the price line the ranker put first; a part
        # asking how much ("ค่ารับประกันเท่าไหร่", the warranty's price) wants money, whatever else it names
        measures = [] if ex.AMOUNT_ASKED.search(fold(part)) else ex.asked_measures(part)
        free = [line for line in free if any(ex.states_measure(m, line.text, part) for m in measures)] or free
        line = next((line for line in free if line.passage == home), free[0] if free else None)
        # "กล้องกี่ตัว": the pick's file's best line saying so many of them ("ติดตั้งกล้องรวม 28 ตัว"), not its total
        # (cctvinstaller set, session 39); a file writing no such line keeps its pick, and a month's count is a sheet's
        # cell (_with_tables), under a header naming what it counts ("how many litres of diesel … in august")
        counts = [] if line is None or month is not None or ex.AMOUNT_ASKED.search(fold(part)) \
            else ex.asked_counts(part)
        if counts and not any(count.search(line.text) for count in counts):
            line = next((other for other in free if other.passage == line.passage
                         and any(count.search(other.text) for count in counts)), line)
        # "ลูกละเท่าไหร่": the file's best line saying a rate ("3 ลูกเจ๊ให้ลูกละ 37,000", "319 บาทต่อคน"), not the order's
        # sum nor the deposit (autoparts and mookata sets, session 41); a table's row keeps its place, and asked "per
        # kilo", so does a price list's line ("Cuttlefish …… 155" is no "6-8 per kg"): only a chat's gives way
        if line is not None and not PRICED.search(line.text) and (
                (CHAT_STAMP.match(line.text) and RATE_ASK.search(fold(part)))
                or (" | " not in line.text and THAI_RATE_ASK.search(fold(part)))):
            line = next((other for other in free if other.passage == line.passage and PRICED.search(other.text)), line)
        # "how much deposit do they want": a line naming a deposit with its amount, the pick's file's first, when the
        # pick names none: "Event: Thai Polychem New Year Party, 19 Dec 2025" held the question's words, the hotel's
        # "Deposit: 50,000 THB, please transfer by 28 Nov 2025" the thing asked (eventorganizer set, session 42)
        if line is not None and DEPOSIT.search(fold(part)) and not REST_OF.search(fold(part)) \
                and not HELD.search(fold(line.text)):
            deposits = [other for other in free if HELD.search(fold(other.text)) and states_money(other.text)]
            mine = [other for other in deposits if other.passage == line.passage]
            line = (mine or deposits or [line])[0]
        # "สุดท้ายจ่ายจริงกี่บาท", "how much did we actually pay": a receipt's line of the amount received, the pick's
        # file's, when the pick states none ("อ้างอิงใบแจ้งหนี้ … (ค่าบริการ 6 เที่ยว เดือน ต.ค. 68)" held the question's
        # ต.ค., "รับชำระครั้งนี้ | 23,712.00" the amount: bordertrader set, session 45)
        if line is not None and PAID_ASK.search(fold(question)) and AMOUNT_ASK.search(fold(part)) \
                and not (RECEIVED.search(fold(line.text)) and states_money(line.text)):
            line = next((other for other in free if other.passage == line.passage and RECEIVED.search(fold(other.text))
                         and states_money(other.text) and not HELD.search(fold(other.text))), line)
        # "หักโน่นนี่หมดแล้วได้รับจริงเท่าไหร่", "take-home pay": the pick's file's net line ("รับสุทธิ 21,622.20 บาท"), not its
        # salary row or its total deducted (hospitalnurse set)
        if line is not None and NET_ASK.search(fold(part)) and not NET_LINE.search(fold(line.text)):
            line = next((other for other in free if other.passage == line.passage and NET_LINE.search(fold(other.text))
                         and states_money(other.text)), line)
        # ... and when it was paid: not the date of the invoice the receipt refers to ("อ้างอิงใบแจ้งหนี้ … ลงวันที่
        # 07/11/68" before "วันที่ 18 พ.ย. 2568", the same set)
        if line is not None and PAID_ASK.search(fold(question)) and DATE_ASK.search(fold(part)) \
                and REFERRED.search(fold(line.text)):
            line = next((other for other in free if other.passage == line.passage and not REFERRED.search(fold(other.text))
                         and (DATE_LINE.search(other.text) or MONTH.search(fold(other.text)))
                         and not HELD.search(fold(other.text))), line)
        if line is not None and schedule_end_asked(fold(part)):
            line = _last_of_schedule(passages, line, free[:LAST_DEPTH])
        if line is not None:
            line = chat_reply(passages, line, part)
        if line is not None and settled_asked:
            if CHAT_STAMP.match(line.text):
                line = final_in_chat(passages, line, part)
            elif chat_asked and not LAST_OF.search(fold(part)):
                line = settled_in_chat(passages, line, free, part, {c for _, c in chosen})
        if line is not None and REMAINING_ASK.search(fold(part)) and LEFT_ASK.search(fold(part)):
            used.add(line)  # the paid line worked out from answers no later part
            line = instalments_left(passages, line, part)
        if line is not None:
            chosen.append((part, line))
    # nor is it answered from a sheet of another kind (the june feed invoice, not the costs sheet's June feed)
    tabled = [p if kinded[n] or not any(kinded) else {**p, "text": ""} for n, p in enumerate(passages)]
    picks = _with_tables(chosen, passages, tabled, question, parts)
    # a runner-up is no row of another month's sheet either (ส.ค.'s total after ก.ย.'s)
    near = {part: [(score, line) for score, line in ranking if not other_sheet(line, sheets, month)
                   and line.text not in old_rows[line.passage]]
            for part, ranking, month in zip(parts, rankings, months)} if sheets or any(old_rows) \
        else dict(zip(parts, rankings))
    picks = with_runners_up(picks, near, close) if close > 0 else picks
    return with_line_ends(with_sentence_starts(picks, passages), passages)


def dated(ranking: list[tuple[float, Line]], part: str, passages: list[dict]) -> list[tuple[float, Line]]:
    """A part asking when (and not how much or how many), its ranking's lines stating a date, when any does: a day
    ("Due date: 2 Nov 2025", "วันที่ 5") or a month of a year ("Next recommended service: January 2026") outside a
    table and its title, unless it asks the day ("วันไหน"). "ค่าไฟบ้านเดือน ต.ค. ต้องจ่ายเท่าไหร่ จ่ายภายในวันไหน" took
    the household sheet's title "ค่าใช้จ่ายบ้าน ต.ค. 2568" for its date and the sheet for its file, over the bill saying
    both (caraudio set, session 41). กำหนด alone asks no date: "ถังดับเพลิงเขากำหนดว่าต้องมีกี่ถัง"."""
    asked = fold(part)
    if not DATE_ASK.search(asked.replace("กำหนด", "")) or AMOUNT_ASK.search(asked) or COUNT_ASK.search(asked):
        return ranking
    day_asked = DAY_ASK.search(asked) is not None  # "จ่ายวันไหน": a day, not "Transactions August 2025"
    titles = [] if day_asked else [tables.titles(passage["text"]) for passage in passages]  # read only for months

    def states_date(line: Line) -> bool:
        if key_lines.dates(line.text) or DATE_LINE.search(line.text) or DAY_OF.search(line.text):
            return True
        return not day_asked and bool(MONTH_OF_YEAR.search(fold(line.text))) and " | " not in line.text \
            and line.text not in titles[line.passage]

    return [(score, line) for score, line in ranking if states_date(line)] or ranking


CONTINUED = re.compile(r"[a-z]")  # a line starting in lower case goes on the sentence above it
SENTENCE_END = re.compile(r"[.!?]\s*$")


def with_sentence_starts(picks: list[tuple[str, Line]], passages: list[dict]) -> list[tuple[str, Line]]:
    """Each pick that goes on a sentence the line above it started (a PDF's wrapped line: "smaller orders pay a 250
    THB shipping fee." under "Delivery: free delivery … for orders of 5,000 THB or more;"), followed by that line."""
    taken, out = {line for _, line in picks}, []
    for part, line in picks:
        out.append((part, line))
        if not CONTINUED.match(line.text):
            continue
        pieces = ex.pieces(passages[line.passage]["text"]) if line.passage < len(passages) else []
        at = pieces.index(line.text) if line.text in pieces else 0
        before = Line(line.passage, pieces[at - 1]) if at > 0 else None
        if before is not None and before not in taken and not SENTENCE_END.search(before.text):
            taken.add(before)
            out.append((part, before))
    return out


def with_line_ends(picks: list[tuple[str, Line]], passages: list[dict]) -> list[tuple[str, Line]]:
    """Each pick cut from a longer line of its file (excerpts.PIECE_CHARS), followed by the piece that goes on with
    that line: the chat's "ตกลงค่ะ เดือนละ 12,000 บาท เยี่ยม 8 ครั้ง … แจ้งยอดสิ้นเดือน" says when it starts in its
    next piece, "เริ่ม 1 พ.ย. 68 นะคะ" (hospitalnurse set)."""
    taken, out = {line for _, line in picks}, []
    for part, line in picks:
        out.append((part, line))
        found = ex._pieces(passages[line.passage]["text"]) if line.passage < len(passages) else []
        at = next((n for n, (_, piece) in enumerate(found) if piece == line.text), None)
        if at is None or at + 1 >= len(found) or found[at + 1][0] != found[at][0]:
            continue
        after = Line(line.passage, found[at + 1][1])
        if after not in taken:
            taken.add(after)
            out.append((part, after))
    return out


def with_runners_up(picks: list[tuple[str, Line]], rankings: dict[str, list[tuple[float, Line]]],
                    close: float) -> list[tuple[str, Line]]:
    """The picks, each followed by the best other line of its passage its part ranked within `close` of it, when
    one is. The ranker is a softmax over a part's lines, so `close` bounds how much likelier the pick is: where
    the two are near, the pick is often the wrong one (a bill's "Energy charge" for its "Amount due", a chat's
    question for its reply) and the user sees both, each cited, not a wrong figure alone. A table's cell or a
    chat's reply, which code read and no ranking scored, has none."""
    taken = {line for _, line in picks}
    out = []
    for part, line in picks:
        out.append((part, line))
        ranking = rankings.get(part, [])
        top = next((score for score, ranked_line in ranking if ranked_line == line), None)
        if top is None:  # a table's cell or a chat's reply, read by code: no score to be near
            continue
        runner = next((ranked_line for score, ranked_line in ranking
                       if ranked_line not in taken and ranked_line.passage == line.passage
                       and score >= top - close), None)
        if runner is not None:
            taken.add(runner)
            out.append((part, runner))
    return out


def other_sheet(line: Line, sheets: list[dict[str, set[int | None]]], month: int | None) -> bool:
    """The line is a row of another month's sheet only (tables.sheet_months): "ผ่อนรถกระบะ | 11240 | งวด 31/60" of the
    July sheet for "ค่าใช้จ่ายบ้านเดือน ส.ค. … ผ่อนรถไปเท่าไหร่" (the household sheets of the blind sets of sessions 33
    and 34 are a sheet a month, whose rows name no month)."""
    months = sheets[line.passage].get(line.text) if month and line.passage < len(sheets) else None
    return bool(months) and None not in months and month not in months


# A word and the small number or letter it names: "ชั้น 1", "เทอม 2", "grade 5", "แพ็กเกจ B" (not 12,500, not a year)
NUMBERED = re.compile(r"([a-z]+|[ก-๛]+)\s*(\d{1,2}|[a-z])(?![\d\w]|[,.:/]\d)")
SAME_WORD = 3  # the last letters two words must share to name one thing ("ประกันรถชั้น" and "ประกันรถยนต์ชั้น")


NAME_WORD = 4  # the fewest letters of a question's word that name a file when its name holds it


def name_asked(question: str, path: str) -> bool:
    """A word of the question (of NAME_WORD letters or more, not a kind of record) is in the file's name, its capitals
    parting its words: "korat pipe" and KoratPipe_invoice_INV2025-1187.pdf, "factory" and PEA_factory_092025.pdf."""
    name = re.sub(r"[_\-.]+", " ", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", PurePath(path).stem)).casefold()
    return any(form.casefold() in name for term in parse_query(question).terms
               if len(term.text) >= NAME_WORD and not records_named(term.text) and not key_lines.month_of(term.text)
               for form in term.forms if len(form) >= NAME_WORD)


def kinds_of(path: str) -> set[int]:
    """The kinds of record a file's name says, a utility's name a bill (PEA_Chalong_Nov2025.pdf)."""
    stem = PurePath(path).stem
    return records_named(stem) | ({BILL_KIND} if UTILITY.search(stem) else set())


def other_months(passage: dict, month: int) -> bool:
    """The passage's file is a bill, an invoice or a statement named for months, and not for this one (a quote's
    month is when it was written, not the seminar's it prices: homestay set)."""
    name = passage.get("path") or passage.get("name") or ""
    named = key_lines.names_months(name, glued=True)
    return bool(named) and month not in named and bool(kinds_of(name) & MONTHLY_KINDS)


def other_numbered(part: str, line: str) -> bool:
    """The line names another number of a thing the part names by number: "ประกันรถยนต์ชั้น 3 | 12%" for
    "คอมประกันรถชั้น 1 กี่เปอร์เซ็นต์" (insurance set), and no line of the picked kind would do."""
    asked = NUMBERED.findall(fold(part))
    stated = NUMBERED.findall(fold(line))

    def same(one: str, other: str) -> bool:
        return len(one) >= SAME_WORD and len(other) >= SAME_WORD and one[-SAME_WORD:] == other[-SAME_WORD:]

    return any(same(word, said) and number != other and not any(same(word, w) and n == number for w, n in stated)
               for word, number in asked for said, other in stated)


# How many instalments are left: "เหลือผ่อนอีกกี่งวด", "how many payments r left", "how many installments do we still
# have".
REMAINING_ASK = re.compile(r"กี่งวด|how many\b.{0,20}\b(?:install?ments?|payments?)\b")
LEFT_ASK = re.compile(r"เหลือ|ไม่หมด|อีก|\bleft\b|remain|\bstill\b|to go\b")
LEFT_LINE = re.compile(r"remaining (?:install?ments|payments)|(?:install?ments|payments) (?:left|remaining)|งวดคงเหลือ|"
                       r"(?:คง)?เหลือ(?:อีก|ผ่อน)*\s*\d+\s*งวด")
PAID_OF = re.compile(r"(?:install?ments?|payments?|งวด)\D{0,20}?(\d{1,3})\s*(?:of|/|จาก)\s*(\d{1,3})(?!\d)")


def instalments_left(passages: list[dict], line: Line, part: str) -> Line:
    """Asked how many instalments are left: the line of the pick's passage (else of any) that says so ("Remaining
    installments: 22", the diveshop set's statement, under the "Installments paid: 14 of 36" the ranker put first);
    else its line saying how many of how many are paid, the most, with what is left of them, worked out ("Installments
    paid: 31 of 72 (41 left)", in the part's language): no file of the bakery, schoolvan or carrental sets said it, and
    the model, given the line, wrote 31. The pick itself when no line says either."""
    order = [line.passage, *(n for n in range(len(passages)) if n != line.passage)]
    for n in order:
        pieces = ex.pieces(passages[n]["text"]) if n < len(passages) else []
        stated = next((piece for piece in pieces if LEFT_LINE.search(fold(piece)) and figures(piece)), None)
        if stated is not None:
            return Line(n, stated)
        paid = [(int(found.group(1)), int(found.group(2)), piece) for piece in pieces
                for found in [PAID_OF.search(fold(piece))] if found and int(found.group(1)) < int(found.group(2))]
        if paid:
            done, of, piece = max(paid, key=lambda item: item[0])
            left = f"เหลือ {of - done} งวด" if THAI_RUN.search(part) else f"{of - done} left"
            return Line(n, f"{piece} ({left})")
    return line


# Asked what was settled in the end ("สรุปสุดท้ายเอากี่ลำ", "what did we end up paying"): a chat changes its figures as
# it goes, and the last line stating one is what was agreed.
FINAL_VERSION = re.compile(r"\bfinal\b|ฉบับจริง|ฉบับสุดท้าย|ฉบับแก้|ตัวจริง|ส่ง(?:ไป)?จริง|\bactually sent\b")
DRAFT_REFUSED = re.compile(r"\bnot (?:the |my |our )?(?:\w+ )?drafts?\b|ไม่(?:เอา|ใช่)\s*(?:ฉบับ|ตัว|อัน)?\s*ร่าง")
DRAFT = re.compile(r"\bdrafts?\b|ร่าง")
FINAL_ASK = re.compile(r"สุดท้าย|สรุป(?!ให้)|ตกลง|ในที่สุด|\bin the end\b|\bfinally\b|\bend(?:ed)? up\b|\bfinal\b|\bsettled?\b")
# ... a line that changes, settles or accepts it: "ลดให้พี่เหลือ 6,500", "คิดใหม่ 385 คน … รวม 36,575", "เพิ่มเป็น 1,150",
# "ตกลงค่ะ 150 ลำ", "ได้ค่ะ 115 ตัวนะคะ" (not a transfer of the deposit, nor another matter the chat goes on to: read sets).
SETTLING = re.compile(r"เหลือ|เปลี่ยน|แก้|ใหม่|ลดให้|ลดเป็น|เพิ่มเป็น|ขึ้นเป็น|ตกลง|สรุป|ยืนยัน|เอาตามนี้|เอา\s*ๆ|"
                      r"ได้(?:ครับ|คับ|ค่ะ|คะ|จ้า)|\bfinal\b|\bchanged?\b|\binstead\b|\brevised\b|\bupdated?\b|\bnew\b|"
                      r"\bnow\b|\bagreed?\b|\bconfirm")
PRICE_LEAST = 20  # the least figure an agreeing line's price is: "โอเค 170" after "165 ได้ป่าว", not "3 ลูก"
# a line taking the figure beside its yes: "โอเค 170 ตกลง", "โอเคครับบัง 18,000 จองเลยครับ" (not "โอเคครับ เครื่อง 3 ลูก
# 111,000 …", a total of what was ordered)
_AGREEING = r"(?:ตกลง|โอเค|\bok(?:ay)?\b|\bdeal\b|จองเลย)"
AGREED = re.compile(rf"{_AGREEING}\s*(?:ครับ|คับ|ค่ะ|คะ|จ้า|นะ)?\s*\S{{0,4}}\s*\d[\d,]*|\d[\d,]*\s*(?:บาท)?\s*{_AGREEING}")
# ... but paying the rest settles no price ("ของถึงแล้วนะ รับเงินที่เหลือ 20,500 เรียบร้อย" after "เอาๆ 25,500"), unless
# what is left is asked (tractorrepair set, session 42)
REST = re.compile(r"(?:ที่|ส่วนที่|เงินที่|ยอดที่)เหลือ|\bthe rest\b|\bbalance\b")
DEPOSIT = re.compile(r"มัดจำ|\bdeposit|(?:โอน|จ่าย)(?:ไป)?ก่อน\s*(?:ครึ่ง|\d)|ครึ่ง(?:นึง|หนึ่ง)ก่อน|\bup ?front\b|\bdown payment")
# ... asked what was left after it, the deposit is no answer ("the rest of the bottle order after the deposit, how
# much did we actually transfer", kombucha set, session 44)
REST_OF = re.compile(r"\bthe rest\b|\bafter (?:the |a |our )?deposit|\bbalance\b|ส่วนที่เหลือ|ที่เหลือ|หลังหัก")
HELD = re.compile(rf"{DEPOSIT.pattern}|เงินประกัน")  # a deposit, or a lease's ("วางเงินประกัน 7,600 บาท")
REFERRED = re.compile(r"อ้างอิง|ตามใบ|\bref\b|reference|\binvoice\b|ใบแจ้งหนี้|ใบกำกับ|ลงวันที่")  # another paper's date
RECEIVED = re.compile(r"รับชำระ|ชำระครั้งนี้|รับเงินจำนวน|amount received|total paid|amount paid")  # a receipt's sum
# ... not the last of a schedule, a round or a year: "งวดสุดท้ายต้องส่งวันไหน" (printingpress set)
LAST_OF = re.compile(r"(?:งวด|ปี|ครั้ง|รอบ|เดือน|ล็อต|เทอม)\s*สุดท้าย|\b(?:last|final) (?:instal+ments?|payments?|years?|lots?|"
                     r"batch|rounds?|terms?)\b")
# a utility's own name names its monthly bill: PEA_Chalong_Oct2025.pdf is October's, no answer asked of November's
# (flightattendant set, session 45)
UTILITY = re.compile(r"(?<![A-Za-z])(?:PEA|MEA|PWA|MWA)(?![A-Za-z])|การไฟฟ้า|การประปา|ค่าไฟ|ค่าน้ำ")
MONTHLY_KINDS = {n for n, kind in enumerate(w.RECORD_KINDS) if "บิล" in kind or "สเตทเมนต์" in kind}  # bills, statements
SIGNED = re.compile(r"เซ็น|ลงนาม|\bsign(?:ed)?\b")  # "ร้านพี่ต้อมที่เซ็นตกลงกันไว้": the signed agreement (mushroom set)
CHAT_KIND = next(n for n, kind in enumerate(w.RECORD_KINDS) if "แชท" in kind)
AGREEMENT_KIND = next(n for n, kind in enumerate(w.RECORD_KINDS) if "สัญญา" in kind)
BILL_KIND = next(n for n, kind in enumerate(w.RECORD_KINDS) if "ใบเสร็จ" in kind)

# Asked what was paid, an invoice and a receipt shown: the receipt says it. "when did hia seng pay off the rest … how much"
# and "เจ๊หมวยโอนเงินก้อนหลังมาเท่าไหร่ วันที่เท่าไหร่" got the invoice's balance and due date (roofing and shrimppaste
# sets, session 43);
# asked so, a question is about a bill or a receipt: "ค่าชิปปิ้ง…แม่โขงเกตเวย์ สุดท้ายจ่ายจริงกี่บาท" is the broker's
# receipt, not the month's trip log its ต.ค. matched (bordertrader set, session 45).
PAID_ASK = re.compile(r"\bpaid\b|\bpa(?:y|ying) (?:it )?off\b|\b(?:ended?|end) up paying|\bactual+y (?:pa(?:y|id)|transfer)|\bsettled\b"
                      r"|(?:จ่าย|โอน)(?:ไป)?จริง|จ่ายไปแล้ว|จ่ายครบ|ชำระแล้ว|โอน(?:เงิน)?\S{0,12}มา|โอนปิด|จ่ายปิด|ปิดยอด"
                      r"|โอนไป|ใบเสร็จ|receipt")
# What is left after deductions: "ได้รับจริง", "net pay", "take home" (and a line saying it: "รับสุทธิ", "Net pay").
NET_ASK = re.compile(r"ได้(?:รับ)?จริง|สุทธิ|\bnet\b|take[- ]?home|in hand\b")
NET_LINE = re.compile(r"สุทธิ|\bnet\b|take[- ]?home")
# (not the RC of an invoice's number: INV-RC6810-017_Toyomi_Oct2025.pdf is the invoice, securityguard set)
RECEIPT = re.compile(r"receipt|ใบเสร็จ|(?<![a-z])(?<!inv[-_ ])rc(?![a-z])")
INVOICE = re.compile(r"invoice|ใบแจ้งหนี้|(?<![a-z])inv(?![a-z])")
# A price said without its currency: "กระสอบละ 425", "425/kg", "@ 38", "at 425 each" (feedstore set, session 38).
PRICED = re.compile(r"(?<!ร้อ)[ก-์]ละ\s*\d|\d\s*(?:/|per\s)\s*[^\s\d]|@\s*\d|\bat \d|\d\s*(?:บาท\s*)?ต่อ\s*[ก-์]")
THAI_RATE_ASK = re.compile(r"[ก-์]ละ\s*(?:เท่าไ|กี่)")
RATE_ASK = re.compile(rf"{THAI_RATE_ASK.pattern}|\bper (?!cent)\w+|\beach\b|\ba (?:piece|unit|kilo|kg|bag|box|head)\b")
# A chat's line, stamped with its time or its date and time: "19:20 อรอุมา …", "[14/10/2568 16:30] โต้ง: …",
# "[19 พ.ย. 68 08:20] เรือนทอง: …" (palmsugar set, session 38).
CHAT_STAMP = re.compile(r"^(?:\[\d{1,2}\s*[ก-ฮะ-์.]+\s*\d{2,4},?\s*|\[?(?:\d{1,2}/\d{1,2}/\d{2,4},?\s*)?)\d{1,2}[:.]\d{2}\]?")


def final_in_chat(passages: list[dict], line: Line, part: str) -> Line:
    """A chat's line picked for a part of a question asking what was settled in the end, the last line after it in
    that chat that changes or settles what the part asks (an amount, a date, a count of its thing) and asks nothing:
    the repair quoted at 6,800 was cut to 6,500 three lines on (cinema set, session 37). The pick itself when none
    does."""
    settled = _settling(passages, line, part)
    return Line(line.passage, settled) if settled is not None else line


def _settling(passages: list[dict], line: Line, part: str, itself: bool = False) -> str | None:
    """The last line after the chat's line (or the line itself, when `itself`) that settles what the part asks."""
    after = _lines_after(passages, line) if CHAT_STAMP.match(line.text) else None
    if after is None:
        return None
    asked = fold(part)
    wants_date = bool(DATE_ASK.search(asked))
    measures = [] if ex.AMOUNT_ASKED.search(asked) else ex.asked_measures(part) or ex.asked_counts(part)
    rate_asked = bool(RATE_ASK.search(asked))

    def states(piece: str) -> bool:
        said = CHAT_STAMP.sub("", piece)
        folded = fold(said)
        if not CHAT_STAMP.match(piece) or ASKING.search(folded):
            return False
        # "ลูกละเท่าไหร่": the last rate said ("3 ลูกเจ๊ให้ลูกละ 37,000"), not the transfer of what was left
        # ("โอนส่วนที่เหลือ 106,000", autoparts set, session 41)
        if rate_asked and not wants_date:
            # ... or a figure the line settles on: "โอเค 170 ตกลง" after "165 ได้ป่าว" (shabu set, session 44)
            agreed = AGREED.search(folded) and not REST.search(folded) and near_figures(line.text, said, PRICE_LEAST)
            return bool(PRICED.search(said) or agreed) \
                and not DEPOSIT.search(folded) and (piece == line.text or near_figures(line.text, said))
        settles = SETTLING.search(folded) or AGREED.search(folded)
        if not settles:
            return False
        # ... a line settling the amount first and the deposit or the rest after it does ("ตกลงค่ะ 210,000 บาท มัดจำ 30% =
        # 63,000 บาท ส่วนที่เหลือ 147,000", beautyclinic set, session 43)
        held, rest = DEPOSIT.search(folded), REST.search(folded)
        before = folded[settles.start():min((found.start() for found in (held, rest) if found), default=len(folded))]
        settled_first = re.search(r"\d{1,3}(?:,\d{3})+|\d{3,}", before) is not None  # a sum, not "โรง 1"
        if held and not DEPOSIT.search(asked) and not settled_first:
            return False
        if rest and not LEFT_ASK.search(asked) and not settled_first:
            return False
        if wants_date:
            return bool(MONTH.search(folded) or DATE_LINE.search(said))
        if piece != line.text and not near_figures(line.text, said):
            return False
        if measures:
            return any(ex.states_measure(measure, said, part) for measure in measures)
        return bool(amounts(said)) and (states_money(said) or bool(PRICED.search(said)))

    later = [piece for piece in ([line.text] if itself else []) + after if states(piece)]
    return later[-1] if later else None


def schedule_end_asked(folded: str) -> bool:
    """The part asks for a schedule's last row ("ปีสุดท้าย", "งวดสุดท้าย", "the final year"): a bare สุดท้าย is "in the
    end" ("ที่นอนนุ่นที่สั่งเจ๊หงษ์ สุดท้ายเอากี่ผืน" got the stock sheet's last row, mattress set, session 39), and a bare
    final the version sent ("the net total on the final quote … not the draft one" got the quote's last item row,
    autoparts set, session 41)."""
    found = tables.LAST_ASK.search(folded)
    return found is not None and (found.group() not in ("สุดท้าย", "final") or LAST_OF.search(folded) is not None)


def settled_in_chat(passages: list[dict], line: Line, free: list[Line], part: str, taken=frozenset()) -> Line:
    """Asked what was settled in the end, a pick that is no chat's line gives way to the last settling line of the
    chat whose line ranks best for the part (that line itself or one after it), when that chat settles what the part
    asks: "สรุปแล้วเฮียชัยเอาอาหารไก่ไข่กี่กระสอบ ราคาสุดท้าย…" was answered from the mill's price list, not from the egg
    farm's chat, where 200 bags at 422 became 160 at 425 (feedstore set, session 38). The pick itself when no chat
    does, when the pick is a chat's own, or when an earlier part took the settling line."""
    def chat_of(candidate: Line) -> bool:
        return any(CHAT_STAMP.match(piece) for _, piece in ex._pieces(passages[candidate.passage]["text"]))

    chat = next((candidate for candidate in free if CHAT_STAMP.match(candidate.text)), None)
    if chat is None or chat_of(line):  # a chat's own line, a stamp's second line ("รวมทั้งสิ้น 190,674 บาท")
        return line
    settled = _settling(passages, chat, part, itself=True)
    return Line(chat.passage, settled) if settled is not None and Line(chat.passage, settled) not in taken else line


REVISED = 3.0  # a figure changed in a chat moves by less than this factor: 6,800 to 6,500, 200 bags to 160


def near_figures(picked: str, later: str, least: float = 0) -> bool:
    """A later chat line revises the picked one's figures, not another matter's: in a family chat, after the school
    trip's "เป็น 1,500 บาท", "ประกันสุขภาพ…ขึ้นเป็น 24,850" settles the insurance (lpgshop set, session 39). True when the
    pick states no figure, or one of the later line's figures is within REVISED of one of the pick's; figures under
    `least` (a count: the 2 of "2KD" and of "เกียร์ 2 ลูก") are none."""
    def figures_of(text: str) -> list[float]:  # not a date's day ("ส่งภายใน 10 พ.ย.")
        return [float(figure) for figure in amounts(key_lines.undated(CHAT_STAMP.sub("", text)))
                if float(figure) > least]

    mine, theirs = figures_of(picked), figures_of(later)
    return not mine or any(max(a, b) / min(a, b) < REVISED for a in mine for b in theirs)


def _lines_after(passages: list[dict], line: Line) -> list[str] | None:
    """The lines of the line's passage after it (as engine/excerpts.py cuts them); None when it is none of them."""
    pieces = [piece for _, piece in ex._pieces(passages[line.passage]["text"])]
    return pieces[pieces.index(line.text) + 1:] if line.text in pieces else None


# A chat's line asking rather than stating ("19:20 อรอุมา ค่าแรงทอผ้าพันคอตอนนี้ผืนละเท่าไหร่คะ", "[31/10/68 11:34] เจ๊หงส์: โอเค
# 310 ก็ได้ 30 ตลับ รวมเท่าไหร่"): its reply is a line after it (CHAT_STAMP's, so with its date too: inkrefill set).
ASKING = re.compile(r"\?|เท่าไ[หร]|กี่|ไหม|มั้ย|หรือเปล่า|หรือยัง|เมื่อไ[หร]|วันไหน|how much|how many|\bwhen\b")
REPLY_DEPTH = 3  # the lines after a chat's question that may hold its answer


def chat_reply(passages: list[dict], line: Line, part: str) -> Line:
    """A chat's question picked for a part, the first of the REPLY_DEPTH lines after it that states what the part
    asks (an amount, a date) and asks nothing itself: the wage asked "ผืนละเท่าไหร่คะ" is in the reply (weaving,
    bikeshop and pawnshop sets gave the question back). The pick itself when it states or none does."""
    after = _lines_after(passages, line) if CHAT_STAMP.match(line.text) and ASKING.search(fold(line.text)) else None
    if after is None:
        return line
    asked = fold(part)
    wants_date = bool(DATE_ASK.search(asked))
    # a line saying the rate asked before asking on: "โอเคครับ ตัวละ 1.10 รวม 22,000 นะครับ มัดจำก่อนเท่าไหร่" answers
    # "ตัวละเท่าไหร่" itself (frogfarm set), since the chat's dated stamps read as a chat's too (inkrefill set)
    said = CHAT_STAMP.sub("", line.text)
    said = said.rsplit("\t", 1)[-1] if "\t" in said else said.split(": ", 1)[-1]  # the message, not its sender
    before = said[:ASKING.search(fold(said)).start()] if ASKING.search(fold(said)) else said
    if (RATE_ASK.search(asked) or THAI_RATE_ASK.search(asked)) and PRICED.search(before):
        return line
    # ... or the count asked: "ผู้บริหารอยากเพิ่มคนเป็น 72 คนครับ … ได้ไหมครับ" for "สรุปสุดท้ายกี่คน" (bowling set)
    if not ex.AMOUNT_ASKED.search(asked) and any(count.search(said) for count in ex.asked_counts(part)):
        return line
    for piece in after[:REPLY_DEPTH]:
        said = CHAT_STAMP.sub("", piece)
        if ASKING.search(fold(piece)) or not amounts(said):
            continue
        if (MONTH.search(fold(said)) or DATE_LINE.search(said)) if wants_date else states_money(said) or not MONTH.search(fold(said)):
            return Line(line.passage, piece)
    return line


def _last_of_schedule(passages: list[dict], line: Line, near: list[Line]) -> Line:
    """Asked for the last (ปีสุดท้าย, งวดสุดท้าย, the very last payment): the last row of the schedule that the
    pick or a line ranked next to it is a row of (the lease's year-by-year rent, a loan's instalments), in its
    place; the pick itself when none of them is a row of a table."""
    for candidate in [line, *near]:
        last = tables.last_row(passages[candidate.passage]["text"], candidate.text)
        if last is not None:
            return Line(candidate.passage, last)
    return line


def _with_tables(chosen: list[tuple[str, Line]], passages: list[dict], tabled: list[dict], question: str,
                 parts: list[str]) -> list[tuple[str, Line]]:
    """The picks with what engine/tables.py reads off a month table by code, which no line of the passages
    is: the part asking which month was highest or lowest gets that month's line (a part of its own where no
    pick answered it), and a part asking how much or how many of one month (named in it, found by that earlier
    part, or the question's one month) gets the cell of the series it names, when one does, of the passages
    `tabled` leaves their text."""
    extreme = next((part for part in parts if tables.extreme_asked(part)), None)
    if extreme is None and tables.extreme_asked(question):
        extreme = question  # asked across parts ("which month … ? the highest") or as one
    question_month = key_lines.month_of(question)
    if extreme is None and question_month is None:
        return chosen  # most questions: no file's features read
    home = Counter(line.passage for _, line in chosen).most_common(1)
    files = _file_features(passages, question, _asked_years(question))

    def prefer(n: int) -> tuple:  # a year asked, not kept aside, not older than the newest: this year's sheet
        return files[n][4], not files[n][3], not files[n][2], bool(home) and n == home[0][0]

    picks = dict(chosen)
    month = None
    if extreme is not None:
        # the series is named by the asking part or one before it ("how much tuition altogether? and which month
        # was best"), not by one after it ("…best sales, and how many bowls did we sell that month?", noodleshop)
        named_by = " ".join(parts[:parts.index(extreme) + 1]) if extreme in parts else question
        found = tables.extreme_line(passages, named_by, extreme, prefer)
        if found is not None:
            picks[extreme] = Line(*found)
            month = key_lines.month_of(found[1].split(":", 1)[0])
    for n, part in enumerate(parts):
        asked = fold(part)
        if part == extreme or DATE_ASK.search(asked) or not (
                AMOUNT_ASK.search(asked) or COUNT_ASK.search(asked) or MONTH_FIGURE_ASK.search(asked)):
            continue
        if FROM_MONTH.search(asked):  # "the new monthly payment … from dec": what starts then, no month's cell
            continue
        after = extreme in parts and parts.index(extreme) < n
        which = key_lines.month_of(part) or (month if month is not None and after else question_month)
        pick = picks.get(part)
        if pick is not None and tables.sheet_months(passages[pick.passage]["text"]).get(pick.text) == {which} \
                and (not TOTAL_ASK.search(asked) or tables.TOTAL_NAME.search(pick.text)):
            continue  # a row of that month's sheet alone (its total, asked one): its own figure, no cell in its place
        # a pick stating no figure but a rate is no rival to a month's cell asked an amount ("The 10% deposit …
        # counted against the commission" against the book's Booking commission column, hostel set, session 44)
        figureless = pick is not None and not states_money(pick.text) \
            and not re.search(r"\d+(?![\d.,]*\s*%)", re.sub(r"ร้อยละ\s*[\d.]+", " ", pick.text))
        rival = pick.text if pick is not None and not (figureless and not COUNT_ASK.search(asked)) else ""
        found = tables.cell_line(tabled, part, which, " ".join(parts[:n + 1]), rival, prefer) if which else None
        if found is not None and PERCENT_ASK.search(asked) and "%" not in found[1]:
            continue  # a count's cell is no percentage asked ("ผ่านภาคปฏิบัติกี่เปอร์เซ็นต์", drivingschool set)
        if found is not None and Line(*found) not in picks.values():
            picks[part] = Line(*found)
    return list(picks.items())
