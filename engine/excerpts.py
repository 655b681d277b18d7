"""What the grounded answer step is shown of the passages rag_search found: the few lines that match the
question, not whole chunks.

Two reasons, both measured on Qwen2.5-Coder-0.5B: its prompt evaluation runs at 45-100 tokens/s on two
cores, so three 600-character windows (~1,000 tokens) kept the first answer token ~20 s away; and the
more text it sees, the more often it copies a neighbouring phrase (the rent for the late fee). So the
passages are split into lines (long lines into pieces), each line is scored by the question's trigrams it
holds, a trigram found in many lines counting for less (the contract's name is on every line of the
contract; "late fee" is on one), and the best lines are kept, each with the line after it (the figure
usually follows the words that ask for it), up to EXCERPT_CHARS in all. A piece of a long line comes with the
piece before it too, and pieces of one line are joined by a space, not a line break: cut into lines, a gold
answer across a cut read as two (on 300 iapp train questions, the excerpt held the gold unbroken 222 -> 229/280).

Weights make the lines asked about win over the lines that only name the document (tuned model-free: the
first line shown holds the answer, on the household gate's answerable questions, each with the span that
answers it, and on iapp train questions):
- the search's synonyms of the question's words count half a trigram: "when do I get my deposit back?" shares
  no trigram with a Thai contract, but deposit -> เงินมัดจำ, and "ค่าเน็ต" finds "อินเทอร์เน็ต (Internet)";
- a trigram of the passage's file name or title (a short first line; or a synonym of a word they hold)
  counts SAME_AS_NAME within that passage: "งบค่าไฟปี 2567" named the budget file's title line ("งบประมาณ
  ครัวเรือน ปี 2567"), not its electricity row, and "What is the monthly internet budget in the 2567 household
  budget?" the title "(Household budget 2567)", not the Internet row. Which passage comes first still goes by the whole weight: the name is what says the file is the one
  asked about (discounted there too, the first passage shown was the right article 276 -> 268/300 times);
- a table's first row (its column names) counts HEADER_ROW: "งบต่อเดือน (Monthly budget)" matched every
  "เดือนละเท่าไร"; each sheet of a workbook starts a table;
- asked how much or when (ASKS), a line stating an amount or a date with a figure that is not a year counts
  MARKED trigrams more ("how much do I owe on the power bill?" shares no word with "Amount due: 2,150.00
  THB"), half that with only a currency ("VAT 7%: 185.10 THB") or as a table's row; where some of a passage's
  stating lines hold the question's words, only those count more ("ค่าเช่า (Rent) | 11000" for the rent, not
  "รวม (Total) | 29500").
A question asking several things (asked_parts: "ยอดต้องจ่ายเท่าไหร่ ต้องจ่ายภายในวันไหน") has its lines ranked by each
part too, the rankings taken in turn, and PART_CHARS more room for each part after the first: the blind-written
sets ask two things in most answer questions, and ranked by the whole question one part's lines filled the room.
Model-free, answer tasks whose search passes the gate, the excerpt holding every gold figure: tuning sets
(household 30, dev2-4, office, student) 34 -> 36/38; the clinic and guesthouse sets 5 -> 9/10 (each half alone:
the room 35 and 7, the rankings in turn 35 and 5; PART_CHARS 140 / 210 / 280 gave 36, 36, 36 and 7, 9, 8).
With whole small files from the search (engine/knowledge/passages.py), the first line shown holds the answer:
tuning sets, household gate tune documents 24 -> 36/52 and iapp train seed 31 234 -> 244/300 (any line shown
32 -> 49/52, 248 -> 253/300); checked on the other halves, household gate test documents 9 -> 27/42 (any line
23 -> 33/42, the first passage the right file 27 -> 30/42) and iapp train seed 45 234 -> 232/300 (any line 240
-> 240/300; the title rule cost 3 there, the rest gained 1).
"""
from __future__ import annotations

import itertools
import re
from pathlib import PurePath

from engine.index.query import CHAT_WORDS, FILLER_WORDS, parse_query
from engine.key_lines import amounts
from engine.knowledge.coverage import QUARTER
from engine.routing.text import fold

_BLANKS = re.compile(r"[\s!-/:-@\[-`{-~…“”‘’]+")  # whitespace and punctuation
EXCERPT_CHARS = 420  # all passages together: ~250 tokens of Thai on Qwen's tokenizer
PART_CHARS = 210  # more room for each further part a question asks
SHOWN = 3  # the best passages, each shown at least in its best line
PIECE_CHARS = 160  # a longer line (a paragraph of prose) is split into pieces of at most this
GAP = "…"  # between two kept lines that are not neighbours in the passage
WHOLE = "whole_text"  # an excerpt's key for the passage's own text (the citation quotes from it)
SYNONYM = 0.5  # a trigram only a synonym of the question's words holds, against one of the question's own
SAME_AS_NAME = 0.2  # a trigram the passage's file name holds, choosing among that passage's lines
HEADER_ROW = 0.3  # a table's first row, against its other rows
TABLE_ROW = re.compile(r" \| ")  # "cell | cell", as the spreadsheet reader writes a row
# What a question asks for, and the mark of a line that states it with a figure: "how much is the May
# electricity bill?" shares no word with "Amount due: 2,150.00 THB".
ASKS = (
    (re.compile(r"เมื่อไ[หร]|เมื่อใด|วันไหน|วันใด|วันที่เท่าไ|วันสุดท้าย|กำหนด|ภายในวัน|\bwhen\b|\bdue\b|what date|which date|deadline|"
               r"\blast day\b|\bpay[- ]by\b|\bdate\b|\b(?:what|which) day\b|ลงวันที่"),
     re.compile(r"วันที่|กำหนด|due|date|deadline|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b")),
    (re.compile(r"เท่าไ[หร]|กี่บาท|ราคา|ยอด|how much|\bc[oa]me to\b|\b(?:costs?|amount|prices?|total|budget|rent|fees?|deposit|revenue|salary|premium|"
                r"monthly (?:payments?|instal+ments?)|repayments?)\b"),
     re.compile(r"amount|total|balance|ยอด|รวม|สุทธิ|บาท|thb|฿")),  # or a table's row
)
AMOUNT_MARK = ASKS[1][1]  # asks_figure's answer to "how much"
AMOUNT_ASKED = ASKS[1][0]  # "how much", "เท่าไหร่", a price
TITLE_CHARS = 60  # a first line this short is the document's title, not a sentence of it
_UNIT_ONLY = re.compile(r"บาท|thb|฿")  # a currency marks any amount; "Amount due", "รวม" the one asked about
MARKED = 3.0  # a marked line's worth, in question trigrams
_LATIN = re.compile(r"[A-Za-z][A-Za-z ]*")


def grams(text: str) -> set[str]:
    """The text's character trigrams, casefolded, with neither whitespace (Thai writes no spaces between words)
    nor punctuation."""
    squeezed = _BLANKS.sub("", fold(text))
    return {squeezed[i:i + 3] for i in range(len(squeezed) - 2)}


def pieces(text: str) -> list[str]:
    """The passage's lines, each longer than PIECE_CHARS split at the last space that fits (or hard)."""
    return [piece for _, piece in _pieces(text)]


def _pieces(text: str) -> list[tuple[int, str]]:
    """pieces() with the number of the line each comes from."""
    found = []
    for number, line in enumerate(text.splitlines()):
        line = line.strip()
        while len(line) > PIECE_CHARS:
            cut = line.rfind(" ", PIECE_CHARS // 2, PIECE_CHARS + 1)
            # not between a figure and what it counts or dates, where a space elsewhere will do: "เริ่ม 1 | พ.ย. 68"
            # lost the date (hospitalnurse set)
            wordy = cut
            while wordy > 0 and line[wordy - 1].isdigit():
                wordy = line.rfind(" ", PIECE_CHARS // 2, wordy)
            cut = wordy if wordy > 0 else cut if cut > 0 else PIECE_CHARS
            found.append((number, line[:cut].strip()))
            line = line[cut:].strip()
        if line:
            found.append((number, line))
    return found


_FILLER = FILLER_WORDS | CHAT_WORDS  # the words asked_grams leaves out


def asked_grams(question: str) -> dict[str, tuple[float, frozenset[str]]]:
    """The trigrams of the question's words but its filler words (weight 1) and its words' synonyms' (SYNONYM each),
    as the search reads them, each with the trigrams of the question's word it stands for (a synonym is the file's
    name when its word is). A synonym in Latin letters counts where a word starts with it, its trigrams' worth
    ("rental" in "Total" is no rent); its key starts with a space, which no trigram holds."""
    # "did", "the", "what" of an English question are in most English lines and in no Thai one: "how much did i have to
    # pay mind's school altogether for the first term this yr, and what was the deadline?" was answered from an
    # English e-mail's "Please send your quotation by 20 July 2025, together with …" beside the Thai fees note's
    # "รวมต้องจ่ายโรงเรียน 21,600 บาท ภายใน 15 พ.ค. 2568" (icefactory set, session 26 blind)
    words = " ".join(word for word in fold(question).split() if word.strip(".,?!'\"") not in _FILLER)
    asked = {gram: (1.0, frozenset({gram})) for gram in grams(words)}
    for term in parse_query(question).terms:
        word = frozenset(grams(term.text))
        for form in term.alternatives:
            if _LATIN.fullmatch(form):
                asked.setdefault(f" {form.casefold()}", (SYNONYM * len(grams(form)), word))
            for gram in () if _LATIN.fullmatch(form) else grams(form) - asked.keys():
                asked[gram] = (SYNONYM, word)
    return asked


def _held(line: str, asked: dict) -> set[str]:
    """The question's trigrams and synonyms the line holds; of synonyms one inside another ("electricity" in
    "electricity bill"), only the longer counts."""
    folded = fold(line)
    words = {key for key in asked if key[0] == " " and re.search(rf"(?<![a-z]){re.escape(key[1:])}", folded)}
    words = {word for word in words if not any(word != other and word[1:] in other for other in words)}
    return grams(line).intersection(asked) | words


def scores(lines: list[str], question: str, names: list[set[str]]) -> tuple[list[float], list[float]]:
    """Each line's share of the question's trigrams (asked_grams), each weighted 1 / sqrt(the lines that hold
    it): as is, and with SAME_AS_NAME where the line's file name (`names`, a trigram set a line) holds most of
    its word."""
    asked = asked_grams(question)
    held = [tuple(sorted(_held(line, asked))) for line in lines]  # sorted: float sums alike in every process
    spread = {gram: sum(gram in h for h in held) for gram in asked}

    def weight(gram: str, name: set[str]) -> float:
        word = asked[gram][1]
        own = grams(gram) if gram[0] == " " else {gram}  # a Latin synonym's own trigrams
        named = len(own & name) * 2 > len(own) or (word and len(word & name) * 2 > len(word))
        return SAME_AS_NAME if named else 1.0

    plain = [[asked[gram][0] * spread[gram] ** -0.5 for gram in h] for h in held]
    return ([sum(values) for values in plain],
            [sum(value * weight(gram, name) for gram, value in zip(h, values))
             for h, values, name in zip(held, plain, names)])


# Where a question asks a next thing: "…เท่าไหร่ แล้วเงินประกันเท่าไหร่", "when's it arriving and how much …?"
_AFTER_ASKING = "|".join(f"(?<={word})" for word in ("ไหน", "ไหร่", "ไร", "ใคร", "ยังไง", "โมง", "กี่บาท", "ครับ", "ค่ะ", "คะ", "นะ", "อะ"))
# "… this time n when does it get taken": texting's "n" for "and" (longtail set).
# ... and after a count asked ("…เอาทุเรียนกรอบกี่ถุง ยอดรวมเดือนนั้นเท่าไหร่": two parts, driedfruit set, session 39)
_AFTER_COUNT = "|".join(f"(?<=กี่{unit})" for unit in (
    "ตัว", "คน", "ตัน", "กล่อง", "ใบ", "ถัง", "กระสอบ", "ถุง", "แผ่น", "คัน", "เส้น", "ผืน", "ขวด", "ฟอง", "ลูก", "ห้อง",
    "คืน", "ชุด", "ทีม", "จุด", "ชิ้น", "ลัง", "ม้วน", "แก้ว", "เข่ง", "ต้น", "เครื่อง", "ไร่", "หัว", "หลัง", "ลำ", "หน่วย", "คู่",
    "โล", "วัน", "ปี", "เดือน", "ครั้ง", "รอบ", "งวด"))
_COUNT_JOINT = re.compile(rf"(?:{_AFTER_COUNT})\s+")
_PART_JOINT = re.compile(rf"\s*(?:[,?!;]|(?<=[a-z]{{2}})\.\s|\s[-–—]\s|\s(?:and|also|n)\s|\s(?=แล้ว|และ)"
                         rf"|(?:{_AFTER_ASKING})\s)\s*")
_ASKING = re.compile(r"อะไร|ไหน|เท่าไ[หร]|กี่|เมื่อไ[หร]|ยังไง|อย่างไร|ใคร|\b(?:what|when|where|which|who|how)s?\b|\w+'s\b")  # "whats" typed so
PARTS = 3  # the most asked parts answered one by one
_ADDED = re.compile(r"(?:and|also|plus|n)\b|แล้ว(?!ก็)|และ")  # what a thing added to the question starts with


# Between the things a list asks for: "ยอดเงินกับหน่วยที่ใช้", "amount and units used", "price per kg, payment days".
_CLAUSE = re.compile(r"\s*(?:[?!;]|\s[-–—]\s|(?<=[a-z]{2})\.\s)\s*")
_COUNTED = re.compile(r"กี่(?!โมง)([\u0e00-\u0e7fA-Za-z]{2,12}?)(?=\s|$|[?,]|แล้ว|และ|กับ|ครับ|ค่ะ|คะ|นะ|อะ|บ้าง|ดี|ต่าง)")
_ASKED_AFTER = re.compile(rf"(?:{_AFTER_ASKING}|(?<=มั้ย)|(?<=ไหม))\s+")
_THINGS_JOINT = re.compile(r"\s*(?:กับ|และ|แล้วก็|ทั้ง|\b(?:and|plus|both|with)\b|[,&])\s*")


# A measure of time or of times, as a Thai and an English file write it after its figure: "รับประกันกี่ปี" is answered
# by "Warranty: motor 2 years" as much as by "รับประกันมอเตอร์ 1 ปี".
_UNITS = (("ปี", r"years?|yrs?"), ("เดือน", r"months?"), ("วัน(?!ที่)", r"(?:working |business )?days?"),
          ("สัปดาห์|อาทิตย์", r"weeks?"), ("ชั่วโมง|ชม", r"hours?|hrs?"), ("รอบ", r"rounds?|revisions?"),
          ("ครั้ง", r"times?|visits?|sessions?"))
_DURATION = ("|".join(thai for thai, _ in _UNITS[:5]), "|".join(latin for _, latin in _UNITS[:5]))
# "how long", "ใช้เวลา", "นานแค่ไหน", a warranty, a credit term: a length of time, in whichever unit the file gives it
_LENGTH_ASKED = re.compile(r"how long|ใช้เวลา|นานเท่าไ[หร]|นานแค่ไหน|นานไหม|รับประกัน|warrant|\bcredit\b(?! card)|เครดิต")
# A count of things, as a Thai and an English file write it after its figure: "กล้องกี่ตัว" is answered by "รวม 28 ตัว",
# not by the quote's total the ranker put first; "กี่ถุง" by "350 ถุง" (cctvinstaller, driedfruit sets, session 39).
_THINGS = (("ตัว", ""), ("คน", r"people|persons?|ppl|pax|guests?|staff|workers?"), ("ตัน", r"tons?|tonnes?"),
           ("กล่อง", r"box(?:es)?|cartons?"), ("ใบ", ""), ("ถัง", r"tanks?|drums?|buckets?"), ("กระสอบ", r"sacks?|bags?"),
           ("ถุง", r"bags?|packs?"), ("แผ่น", r"sheets?|panels?"), ("คัน", r"cars?|vehicles?|trucks?"), ("เส้น", ""),
           ("ผืน", ""), ("ขวด", r"bottles?"), ("ฟอง", r"eggs?"), ("ลูก(?!ค้า)", ""), ("ห้อง", r"rooms?"), ("คืน", r"nights?"),
           ("ชุด", r"sets?"), ("ทีม", r"teams?"), ("จุด", r"points?"), ("ออเดอร์", r"orders?"), ("ชิ้น", r"pieces?|pcs"),
           ("หลอด", r"tubes?"), ("ลัง", r"cases?|crates?"), ("ม้วน", r"rolls?"), ("มัด", r"bundles?"), ("ดวง", ""),
           ("แก้ว", r"cups?|glass(?:es)?"), ("พวง", ""), ("ช่อ", r"bouquets?"), ("เข่ง", r"baskets?"),
           ("แพ็ค|แพ็ก", r"packs?"), ("ต้น", r"trees?|plants?"), ("เครื่อง", r"units?|machines?"), ("ไร่", r"rai"),
           ("หัว", r"heads?"), ("คู่", r"pairs?"), ("หลัง", r"houses?"), ("เล่ม", r"books?|volumes?"), ("ลำ", r"boats?"),
           ("หน่วย", r"units?|kwh"), ("กิโล(?:กรัม)?|โล|กก", r"kg|kgs|kilos?|kilograms?"))
_THINGS_ASKED = re.compile(rf"กี่({'|'.join(thai for thai, _ in _THINGS)})")
_HOW_MANY = re.compile(r"how many ([a-z]{2,})")
_NOT_THINGS = {"more", "of", "the", "times", "free", "other", "different", "people's"}


def asked_measures(question: str) -> list[re.Pattern]:
    """For each measure of time or of times the question asks (กี่ปี, กี่วัน, กี่รอบ, "how many days"; a length of
    time: "how long", a warranty), the mark of a line stating one with a figure, in Thai or English: a comparison of
    a Thai and an English quote showed the English one's "This quotation is valid until 17 July 2025" for
    "รับประกันกี่ปี", not its "Warranty: motor 2 years". Each comparison side gets its best line stating each measure
    (agent_plans.further_lines), and an answer's part asking one its best such line (answer_lines.best_lines).
    Session 29, scripted model over the 77 read sets: comparisons 114 -> 122 of 246, answers 372 -> 374 of 656, none
    lost (halves by set 461 -> 465 of 700 and 643 -> 649 of 940)."""
    folded = fold(question)
    asked = [units for units in _UNITS if re.search(rf"กี่(?:{units[0]})|how many (?:{units[1]})", folded)]
    asked = asked or ([_DURATION] if _LENGTH_ASKED.search(folded) else [])
    return [re.compile(rf"(?<![\d.,])\d{{1,3}}(?:\.\d+)?\s*(?:{thai}|(?:{latin})\b)", re.IGNORECASE)
            for thai, latin in asked]


def asked_counts(question: str) -> list[re.Pattern]:
    """For each count of things the question asks (กี่ถุง, กี่ตัว, "how many bags") and no measure of time, the mark
    of a line stating so many of them, in Thai or English ("350 ถุง", "28 cameras", a row's "150 | ขวด")."""
    folded = fold(question)
    if asked_measures(question):
        return []
    return [re.compile(rf"(?<![\d.,])\d[\d,]*(?:\.\d+)?\s*(?:\|\s*)?(?:{unit})", re.IGNORECASE)
            for unit in _things(folded)]


def _things(folded: str) -> list[str]:
    """The things the question counts, each as the words a line writes after its figure."""
    found = []
    for counted in _THINGS_ASKED.finditer(folded):
        thai, latin = next(pair for pair in _THINGS if re.fullmatch(pair[0], counted.group(1)))
        found.append(thai + (rf"|(?:{latin})\b" if latin else ""))
    for counted in _HOW_MANY.finditer(folded):
        word = counted.group(1)
        if word in _NOT_THINGS:
            continue
        known = [pair for pair in _THINGS if pair[1] and re.fullmatch(pair[1], word)]
        stem = re.sub(r"(?:es|s)$", "", word) if len(word) > 3 else word
        found.append("|".join([rf"(?:{re.escape(stem)}(?:e?s)?)\b", *(rf"{thai}|(?:{latin})\b" for thai, latin in known)]))
    return found


_VALIDITY = re.compile(r"valid|ยืนราคา|หมดอายุ|expir", re.IGNORECASE)  # how long a quote holds its price


def states_measure(measure: re.Pattern, line: str, question: str) -> bool:
    """The line states the measure asked, not (unless asked) how long a quote holds: "ใช้เวลาทำกี่วัน" is "Work time:
    5 working days", not "This quotation is valid for 30 days", the line the ranker put first."""
    asked_validity = _VALIDITY.search(question) is not None
    return any(asked_validity or not _VALIDITY.search(line[max(0, found.start() - 25):found.start()])
               for found in measure.finditer(line))


def asked_things(question: str) -> list[str]:
    """The pieces of a question between the joints of a list ("… เทียบยอดเงินกับหน่วยที่ใช้ให้หน่อย": "… เทียบยอดเงิน",
    "หน่วยที่ใช้ให้หน่อย"), each of more than one trigram; none when it has one piece. A comparison asks two
    things in a list of nouns more often than in two questions, and the pieces hold its sides too."""
    pieces = [piece for piece in _THINGS_JOINT.split(question) if len(grams(piece)) >= 2]
    found = pieces if len(pieces) >= 2 else []
    # and a list inside one clause ("…better or worse? give me the units and the total", "…, TDS and pH - …"), and
    # each count a Thai question asks (กี่หน่วย, กี่วัน, กี่ออเดอร์): "ใช้ไฟไปกี่หน่วย กี่บาท" is two things in no list
    for clause in _CLAUSE.split(question):
        inner = [piece for piece in _THINGS_JOINT.split(clause) if grams(piece)]
        found += inner if len(inner) >= 2 else []
    # and each Thai question of several asked one after another ("… รวมจ่ายเดือนละเท่าไหร่ ค่าอื่นๆ ต่างกันเยอะมั้ย")
    asked = [clause for clause in _ASKED_AFTER.split(question) if len(grams(clause)) >= 2]
    found += asked if len(asked) >= 2 else []
    found += [counted.group(1) for counted in _COUNTED.finditer(question)]
    return list(dict.fromkeys(found))


def asked_parts(question: str) -> list[str]:
    """The parts of a question that each ask for something ("when's it arriving", "how much do we owe them in
    total"), each with the words before the first of them (what it is about: "the DentaPlus order"); the
    question itself when it asks one thing (or more than PARTS)."""
    pieces = [piece for piece in _PART_JOINT.split(question) if piece and piece.strip()]
    pieces = [cut for piece in pieces for cut in _count_cut(piece)]
    asking = [n for n, piece in enumerate(pieces) if _ASKING.search(fold(piece)) and len(grams(piece)) > 3]
    # "… copper did we buy in feb? and alu cans same month?", "… แล้วกระดาษรวมล่ะ": a sentence of its own that adds a
    # thing asks what the last part before it asked, in that part's words ("price per child and medical cover" lists)
    added = {n: max(m for m in asking if m < n) for n, piece in enumerate(pieces)
             if asking and asking[0] < n and n not in asking and _ADDED.match(fold(piece)) and len(grams(piece)) > 3}
    parts = sorted([*asking, *added])
    if not 2 <= len(parts) <= PARTS:
        return [question]
    about = " ".join(pieces[:asking[0]])
    return [f"{about} {pieces[added[n]] + ' ' if n in added else ''}{pieces[n]}".strip() for n in parts]


def _count_cut(piece: str) -> list[str]:
    """The piece cut after a count asked, where each side asks enough to be a part of its own ("กี่คน" alone is
    not: "ใบเสนอราคา… กี่คน รวมทั้งหมดเท่าไหร่" stays one)."""
    cut = _COUNT_JOINT.search(piece)
    if cut is None or len(grams(piece[:cut.start()])) <= 3 or len(grams(piece[cut.end():])) <= 3:
        return [piece]
    return [piece[:cut.start()], *_count_cut(piece[cut.end():])]


def asks_something(question: str) -> bool:
    """The question asks what, when, where, which, who, how (much) or whose: it wants a fact, not a reply."""
    return _ASKING.search(fold(question)) is not None


def asks_figure(question: str) -> re.Pattern | None:
    """The mark of the line that answers what the question asks for, an amount or a date (both stated with a
    figure), or None."""
    folded = fold(question)
    return next((mark for asks, mark in ASKS if asks.search(folded)), None)


def _title(text: str) -> set[str]:
    """The trigrams of the passage's first line when it is short enough to be a title."""
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return grams(first) if len(first) <= TITLE_CHARS else set()


def _stating(line: str, mark: re.Pattern | None, row: bool) -> float:
    """What a line is worth for stating what the question asks for: MARKED with its mark ("Amount due", "รวม",
    a date word) and a figure, half that with only a currency or as a table's row, else 0."""
    folded = fold(line)
    if mark is None or not amounts(QUARTER.sub(" ", folded)):  # "ไตรมาส 2" names a quarter, states no amount
        return 0.0
    found = mark.search(folded)
    if found and not _UNIT_ONLY.fullmatch(found.group()):
        return MARKED
    return MARKED / 2 if found or row else 0.0


def excerpts(passages: list[dict], question: str, chars: int = EXCERPT_CHARS) -> list[dict]:
    """The passages that hold a kept line, each with only its kept lines, the best line first (GAP between
    lines that are not neighbours; a space between pieces of one line)."""
    lines = [(rank, number, line, source) for rank, passage in enumerate(passages)
             for number, (source, line) in enumerate(_pieces(passage["text"]))]
    if not lines:
        return passages[:1]
    texts = [line[2] for line in lines]
    named = [grams(PurePath(passage.get("name", "")).stem) | _title(passage["text"]) for passage in passages]
    # A table's first row: a row right after a line that is not one (a title, a blank line between sheets).
    rows = [bool(TABLE_ROW.search(line[2])) for line in lines]
    headers = {k for k, line in enumerate(lines)
               if rows[k] and not (k and rows[k - 1] and lines[k - 1][0] == line[0] and lines[k - 1][3] == line[3] - 1)}
    # Retrieval saw whole passages: its n-th best one's lines count 1/n (a fish article's line naming "its
    # scientific name" outscored the plant's own line, asked about by the plant's name).
    whole, score = _ranked(lines, texts, question, named, rows, headers)
    # A question asking several things ("เทศบาลจะมาตรวจวันไหน แล้วต้องมีถังดับเพลิงกี่ถัง") has each part's lines
    # ranked by that part too, the rankings taken in turn: ranked by the whole question alone, the lines of one
    # part filled the room.
    order = sorted(range(len(lines)), key=lambda k: (-score[k], k))
    parts = asked_parts(question)
    chars += PART_CHARS * (len(parts) - 1)
    by_part = [_ranked(lines, texts, part, named, rows, headers)[1] for part in parts] if len(parts) > 1 else []
    matching = [[k for k in order if score[k] > 0]] + [
        [k for k in sorted(range(len(lines)), key=lambda k, worth=worth: (-worth[k], k)) if worth[k] > 0] for worth in by_part]
    in_turn = list(dict.fromkeys(k for turn in itertools.zip_longest(*matching) for k in turn if k is not None))
    # Each of the first SHOWN passages shows at least its best line: a comparison's two files must both be
    # seen, and a passage in the other language matches no trigram of the question yet may hold the answer.
    # The passage whose best line holds the most of the question, name and all, comes first.
    shown = sorted({line[0] for line in lines if line[0] < SHOWN},
                   key=lambda rank: (-max(whole[k] for k, line in enumerate(lines) if line[0] == rank), rank))
    firsts = [next(k for k in order if lines[k][0] == rank) for rank in shown]
    kept: list[int] = []  # best first: Qwen 0.5B copied the first clause it saw (the rent for the late fee)
    used = 0
    for at in firsts + in_turn:
        if used >= chars:
            break
        for k in _group(lines, at):
            if k not in kept and used + len(lines[k][2]) <= chars:
                kept.append(k)
                used += len(lines[k][2])
    if not kept:  # not one line fits: the best one, cut to the room
        best = max(range(len(lines)), key=lambda k: (score[k], -k))
        lines[best] = (*lines[best][:2], lines[best][2][:chars], lines[best][3])
        kept.append(best)
    ranks = list(dict.fromkeys(lines[k][0] for k in kept))  # the passage of the best line first
    return [{**passages[rank], WHOLE: passages[rank]["text"],
             "text": _joined([lines[k] for k in kept if lines[k][0] == rank])} for rank in ranks]


def _ranked(lines: list, texts: list[str], question: str, named: list[set[str]], rows: list[bool],
            headers: set[int]) -> tuple[list[float], list[float]]:
    """Each line's worth for the question: by its words alone (which passage comes first), and with the file's
    name discounted and table headers counted less (which lines are kept)."""
    plain, held = scores(texts, question, [named[line[0]] for line in lines])
    # Asked how much or when, the lines stating one count MARKED more; where some of a passage's marked lines
    # hold the question's words ("ค่าเช่า (Rent) | 11000" for the rent), only those do (not "รวม (Total) | 29500").
    mark = asks_figure(question)
    stating = [_stating(text, mark, rows[k]) for k, text in enumerate(texts)]
    topical = {line[0] for k, line in enumerate(lines) if stating[k] and plain[k] > 0}
    marked = [stating[k] if plain[k] > 0 or line[0] not in topical else 0.0 for k, line in enumerate(lines)]
    whole = [(plain[k] + marked[k]) / (1 + line[0]) for k, line in enumerate(lines)]
    score = [(held[k] + marked[k]) / (1 + line[0]) * (HEADER_ROW if k in headers else 1.0) for k, line in enumerate(lines)]
    return whole, score


def _group(lines: list[tuple[int, int, str, int]], at: int) -> list[int]:
    """A kept piece with the piece before it when both are of one line (its sentence starts there), and with
    the piece or line after it (the figure usually follows the words that ask for it), in the passage's order."""
    rank, _, _, line = lines[at]
    before = [at - 1] if at > 0 and lines[at - 1][0] == rank and lines[at - 1][3] == line else []
    after = [at + 1] if at + 1 < len(lines) and lines[at + 1][0] == rank else []
    return before + [at] + after


def _joined(chosen: list[tuple[int, int, str, int]]) -> str:
    text, last = "", None
    for _, number, piece, line in chosen:
        if last is not None:
            if number != last[0] + 1:
                text += f"\n{GAP}\n"
            else:
                text += " " if line == last[1] else "\n"
        text, last = text + piece, (number, line)
    return text
