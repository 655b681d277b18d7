"""Answers code writes itself, in the question's language: the files a find request found; what the tools
found when the model, asked twice, still replied with a tool call or only echoed a tool's raw output (a
call, an "Error: …" line or read_file's header is never shown as the answer); the Markdown a save writes
and the note after it; each file's figure when a comparison's answer lacks it.

Each says what was found in words: file names and their folders, the start of what was read. Raw tool
text (headers, hit lines, errors) stays on the tool cards, where the user can open it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import PurePath

from engine.citations import citation
from engine.index.thai import has_thai
from engine.index.query import parse_query
from engine.key_lines import (BEFORE_TAX, FIGURE, GRAND_TOTAL, LOCATION, MONTH, TOTAL, amounts, item_codes, main_amount,
                              word_grams)
from engine.routing import words as w
from engine.routing.text import fold
from engine.tools.runner import ToolOutcome

EXCERPT_CHARS = 300
LEAST_AMOUNT = 100  # the smallest figure a comparison's verdict weighs
LISTED_HITS = 5  # the files a search's answer names
# the files a list request's answer names ("which files have we got about the pickup?"): it asks for all of them.
# Over the read sets' 87 lists (session 30), 5 named 89 % of the wanted files at 48 % precision, 8 named 93 % at 34 %,
# 10 named 94 % at 29 %: 8 is most of the recall in a list still read at a glance on a phone
LISTED_TOPIC = 8
LISTED_FILES = 50  # the files a listing names ("which PDFs have I got?"), then how many more there are
WORDS = {
    "en": {
        "files": "I found these files:",
        "no_files": "I found no such files in the folders I may search.",
        "more_files": "…and {n:,} more.",
        "file": "- {name} — in {folder}",
        "sources": "These documents may hold the answer:",
        "read": "I read {name} (in {folder}). It begins:",
        "listed": "Files in workspect: {names}.",
        "empty": "Workspect is empty.",
        "result": "{tool} finished; its result is on its card above.",
        "saved": "Saved as workspect/{path} ({chars:,} characters).",
        "saved_from": "Saved as workspect/{path} ({chars:,} characters), from {name} [1].",
        "not_saved": "Nothing was saved to {path}: {reason}",
        "inside": "Klang saves files only inside workspect/: ask again with a name such as {name}.",
        "points": "# Key points from {name}",
        "as_written": "## As {name} states them",
        "compared": "From each file, as written there:",
        "only_in": "Only in {name}:",
        "more": "{larger} ({high}) is {difference} more than {smaller} ({low}).",
        "same": "Both state {high}: they match.",
        "nothing": "I could not put an answer into words. Please ask again, in other words.",
        "slow_search": "Searching your files took longer than {seconds} s (the computer may be busy) and was "
                       "stopped, so I have nothing to answer from yet. Please ask again in a moment.",
    },
    "th": {
        "files": "พบไฟล์เหล่านี้:",
        "no_files": "ไม่พบไฟล์แบบนี้ในโฟลเดอร์ที่ค้นได้",
        "more_files": "…และอีก {n:,} ไฟล์",
        "file": "- {name} — ในโฟลเดอร์ {folder}",
        "sources": "เอกสารเหล่านี้อาจมีคำตอบ:",
        "read": "อ่านไฟล์ {name} (ในโฟลเดอร์ {folder}) แล้ว ตอนต้นของไฟล์เขียนว่า:",
        "listed": "ไฟล์ใน workspect: {names}",
        "empty": "ยังไม่มีไฟล์ใน workspect",
        "result": "{tool} ทำงานเสร็จแล้ว ดูผลได้ที่การ์ดด้านบน",
        "saved": "บันทึกเป็น workspect/{path} แล้ว ({chars:,} ตัวอักษร)",
        "saved_from": "บันทึกเป็น workspect/{path} แล้ว ({chars:,} ตัวอักษร) จากไฟล์ {name} [1]",
        "not_saved": "ยังไม่ได้บันทึก {path}: {reason}",
        "inside": "Klang บันทึกไฟล์ได้เฉพาะใน workspect/ เท่านั้น ลองสั่งใหม่โดยใช้ชื่อไฟล์ เช่น {name}",
        "points": "# ประเด็นสำคัญจาก {name}",
        "as_written": "## ตามที่เขียนไว้ใน {name}",
        "compared": "ตัวเลขจากแต่ละไฟล์ ตามที่เขียนไว้:",
        "only_in": "มีเฉพาะใน {name}:",
        "more": "{larger} ({high}) มากกว่า {smaller} ({low}) อยู่ {difference}",
        "same": "ทั้งสองไฟล์ระบุ {high} ตรงกัน",
        "nothing": "ยังเรียบเรียงคำตอบไม่ได้ ลองถามใหม่ด้วยคำอื่น",
        "slow_search": "การค้นไฟล์ของคุณใช้เวลานานเกิน {seconds} วินาที (เครื่องอาจกำลังทำงานหนัก) จึงหยุดไว้ก่อน "
                       "ยังไม่มีข้อมูลให้ตอบ ลองถามใหม่อีกครั้งในอีกสักครู่",
    },
}
ERROR_MARK = "Error:"
RESULT_MARK = "Result of "  # how the answer step's prompt frames a tool result (agent_step.exchange)


def language(question: str) -> str:
    return "th" if has_thai(question) else "en"


def _excerpt(text: str) -> str:
    text = text.strip()
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS].rstrip() + " …"


def _found_files(data: dict, limit: int | None = LISTED_HITS) -> list[dict]:
    """A search's files, best first, each once: its file hits, or the first passage of each source (all of them
    when `limit` is None)."""
    if data.get("mode") == "files":
        found = [{**hit, "text": hit.get("snippet") or ""} for hit in data.get("hits", ())]
    else:
        found = list(data.get("passages", ())) or [{"path": path} for path in data.get("sources", ())]
    unique = {passage["path"]: passage for passage in reversed(found)}  # reversed: the first of each wins
    return [unique[path] for path in dict.fromkeys(passage["path"] for passage in found)][:limit]


CONTENT_WEIGHT = 0.5  # what the search's first file adds to its name's share; its n-th adds CONTENT_WEIGHT / n
LISTED_SHARE = 0.1  # a list names first the files whose share is at least this part of the best share
NAMED_ONLY = 0.25  # a file only its name found joins when its share is at least this part of the best share


def named_first(data: dict, shares: dict[str, float], listing: bool = False) -> dict:
    """A search's files for "where did I save …" or "which files do we have about …", ordered by how much of the
    request their names hold (shares: engine.index.FileIndex.name_shares) and then by the search's order; files
    the search missed join when their names hold at least NAMED_ONLY of the best share. The search ranks the
    words inside files: asked "ในเครื่องมีไฟล์ใบเสนอราคาลิฟต์อะไรบ้าง", the committee's LINE chat that mentions a
    lift quote came before two of the three files named ใบเสนอราคา_ลิฟต์_… (condo set, session 16)."""
    found = _found_files(data, limit=None)
    place = {passage["path"]: n for n, passage in enumerate(found)}
    best = max(shares.values(), default=0.0)
    named = [{"path": path} for path, share in sorted(shares.items(), key=lambda item: (-item[1], item[0]))
             if path not in place and share >= (LISTED_SHARE if listing else NAMED_ONLY) * best]

    def weight(passage: dict) -> float:
        n = place.get(passage["path"])
        return shares.get(passage["path"], 0.0) + (CONTENT_WEIGHT / (1 + n) if n is not None else 0.0)

    ranked = sorted(found + named, key=weight, reverse=True)
    if listing:
        ranked.sort(key=lambda passage: shares.get(passage["path"], 0.0) < LISTED_SHARE * best)
    return {"mode": "files", "hits": [{"path": passage["path"], "location": passage.get("location") or "",
                                       "snippet": passage.get("text") or ""} for passage in ranked]}


KIN_SHARE = 0.4  # chosen on the read sets whose name's CRC-32 is even (0.3 and 0.4 tied, 0.5 joined none)


# A name's words that say what kind of record it is, or when, not whose or about what ("ค่าใช้จ่าย", "statement",
# "2568", "ส.ค.", "ร่าง"): a file sharing one of them with another is not its kin.
RECORD_WORD = re.compile(rf"(?:{w.RECORD_EN}|{w.RECORD_TH}|ใบเสนอราคา|ใบแจ้ง\S*|quot\S*|e-?mail|อีเมล|line|แชท|chats?|"
                         r"price ?lists?|ราคา|renewal|notice|ร่าง|drafts?|v\d+|เก่า|ใหม่|old|new|final|ปี|เดือน|รอบ|"
                         r"ครั้ง\S*|\S*\d\S*)", re.IGNORECASE)


def name_words(path: str) -> str:
    """A file's name as words to search other names with, less its record words (RECORD_WORD) and months:
    "รถกระบะ_DMax_ค่าใช้จ่าย_2568.md" is "รถกระบะ DMax"."""
    words = [word for word in re.split(r"[\s_\-.()\[\]]+", PurePath(path).stem)
             if word and not RECORD_WORD.fullmatch(word) and not MONTH.fullmatch(word.casefold())]
    return " ".join(words)


def with_kin(data: dict, kin: dict[str, float]) -> dict:
    """A list's files with the first file's kin right after it: the files whose names hold at least KIN_SHARE of
    the first's name (shares: engine.index.FileIndex.name_shares of name_words). Asked for the files about the
    pickup, รถกระบะ_DMax_ค่าใช้จ่าย_2568.md was found and KrungsriAuto_DMax_statement_2025-08.pdf, which says
    neither รถกระบะ nor pickup, was not (bakery set)."""
    hits = list(data.get("hits", ()))
    if not hits:
        return data
    first = hits[0]["path"]
    joined = {path: None for path, share in sorted(kin.items(), key=lambda item: (-item[1], item[0]))
              if share >= KIN_SHARE and path != first}
    place = {hit["path"]: hit for hit in hits}
    kin_hits = [place.get(path) or {"path": path, "location": "", "snippet": ""} for path in joined]
    rest = [hit for hit in hits[1:] if hit["path"] not in joined]
    return {**data, "hits": [hits[0], *kin_hits, *rest]}


def of_kind_first(data: dict, endings: set[str]) -> dict:
    """A find's files with those of the kind its request names first ("สไลด์ที่พี่กฤษทำเรื่องบูธ … อยู่ไฟล์ไหน": the
    .pptx before the notes that speak of the booth), each kind in its order; all of them when none is of it."""
    hits = list(data.get("hits", ()))
    if not endings or not any(PurePath(hit["path"]).suffix.casefold() in endings for hit in hits):
        return data
    return {**data, "hits": sorted(hits, key=lambda hit: PurePath(hit["path"]).suffix.casefold() not in endings)}


def unwanted_last(data: dict, endings: tuple[str, ...]) -> dict:
    """A find's files with those ending as its request says it does not want last: "the quote for the drying cabinet
    … the thai one not the english pdf" named the English pdf first (ricecracker set, session 41)."""
    hits = list(data.get("hits", ()))
    return {**data, "hits": sorted(hits, key=lambda hit: hit["path"].casefold().endswith(endings))} if endings else data


def without_kinds(data: dict, endings: tuple[str, ...]) -> dict:
    """A list's files less those ending so: the kinds its request says it does not want ("not my own spreadsheets")."""
    return {**data, "hits": [hit for hit in data.get("hits", ()) if not hit["path"].casefold().endswith(endings)]} \
        if endings else data


def _file_lines(data: dict, words: dict, limit: int = LISTED_HITS) -> tuple[list[str], list[dict]]:
    """Each file a search found as a line with its name and folder, and its passage for a citation."""
    files = _found_files(data, limit)
    lines = []
    for found in files:
        path = PurePath(found["path"])
        lines.append(words["file"].format(name=path.name, folder=path.parent))
    return lines, files


def found_files(question: str, outcome: ToolOutcome, limit: int = LISTED_HITS) -> tuple[str, tuple[dict, ...]]:
    """The answer to "where is …" or "which PDFs have I got?": each file found by name with its folder, cited
    [n], at most `limit` of them and how many more; or that none was; and the citations."""
    words = WORDS[language(question)]
    lines, files = _file_lines(outcome.data, words, limit)
    if not lines:
        return words["no_files"], ()
    cited = [f"{line} [{n}]" for n, line in enumerate(lines, start=1)]
    more = len({hit["path"] for hit in outcome.data.get("hits", ())}) - len(lines)
    citations = tuple(citation(n, {"path": found["path"], "name": PurePath(found["path"]).name,
                                   "location": found.get("location") or "", "text": found.get("text") or ""})
                      for n, found in enumerate(files, start=1))
    return "\n".join([words["files"], *cited, *([words["more_files"].format(n=more)] if more > 0 else [])]), citations


def _read(outcome: ToolOutcome, words: dict) -> str:
    path = PurePath(outcome.data["path"])
    header = outcome.data.get("header") or ""
    body = outcome.text.removeprefix(header) if header else outcome.text
    return f"{words['read'].format(name=path.name, folder=path.parent)}\n\n{_excerpt(body)}"


def _from(call: dict, outcome: ToolOutcome, words: dict) -> str:
    data = outcome.data
    if data.get("mode") in ("files", "passages"):
        lines, _files = _file_lines(data, words)
        return "\n".join([words["files" if data["mode"] == "files" else "sources"], *lines])
    if call["tool"] == "read_file":
        return _read(outcome, words)
    if call["tool"] == "write_file":
        return words["saved"].format(path=data["path"], chars=data["chars"])
    if call["tool"] == "list_workspect":
        names = ", ".join(entry["path"] for entry in data.get("files", ()))
        return words["listed"].format(names=names) if names else words["empty"]
    return words["result"].format(tool=call["tool"])


def slow_search(question: str, seconds: int) -> str:
    """What a turn whose file search was stopped at its time limit says, instead of going on without it: given the
    error, Qwen 0.5B searched for the error's own words and read an unrelated file (session 16, four benches at
    once on two cores)."""
    return WORDS[language(question)]["slow_search"].format(seconds=seconds)


def written_answer(question: str, steps: list[tuple[dict, ToolOutcome]]) -> str:
    """What the tools found, said plainly: the files, the documents, the start of what was read."""
    words = WORDS[language(question)]
    found = [_from(call, outcome, words) for call, outcome in steps
             if outcome.ok and not (outcome.data.get("mode") == "files" and not outcome.data.get("hits"))]
    return "\n\n".join(found) or words["nothing"]


def echoes(answer: str, steps: list[tuple[dict, ToolOutcome]]) -> bool:
    """The model's answer only repeats a tool's call or raw output: the call that ran ("list_workspect()"), an
    "Error: …" line, a reader's location marker ("[page 1]"), a result as its prompt framed it ("Result of
    read_file(…):"), a result's first line (read_file's header, list_workspect's count), or one of a file search's
    hit lines."""
    first = answer.strip().split("\n", 1)[0].strip()
    if not first or first.startswith((ERROR_MARK, RESULT_MARK)) or LOCATION.match(first):
        return bool(first)  # a reader's "[page 1]" too: the garage set's list of claim files was answered with it
    called = {call["tool"] for call, _outcome in steps if call.get("tool")}
    if any(re.fullmatch(rf"`*{re.escape(tool)}\(.*\)`*", first) for tool in called):
        return True  # the call that ran, written again in Python's form: "list_workspect()"
    raw = set()
    for _call, outcome in steps:
        lines = [line.strip() for line in outcome.text.strip().split("\n")]
        raw.update(lines if outcome.data.get("mode") == "files" else lines[:1])
    return first in raw


# A file an answer names: a path, or a name with a document's extension.
FILE_NAMED = re.compile(r"(?:~|/)[^\s'\"`,;:()]*\.\w{1,5}\b|[^\s'\"`,;:()/]+\.(?:pdf|docx?|xlsx?|pptx?|md|txt|csv|json)\b",
                        re.IGNORECASE)


def names_unfound_file(answer: str, question: str, steps: list[tuple[dict, ToolOutcome]]) -> bool:
    """The answer names a file that neither the request nor any tool's result holds: after listing workspect,
    Qwen 0.5B answered "file: ~/Documents/report.md" (tutor set), the system prompt's example path, as where
    the user's mock test scores are."""
    known = "\n".join([question, *(outcome.text for _call, outcome in steps)])
    names = {PurePath(found).name for found in FILE_NAMED.findall(known)}
    # Thai writes no space before a name: "ค่าเช่าอยู่ในสัญญาเช่า.docx" names สัญญาเช่า.docx
    return any(PurePath(named).name not in known and not any(named.endswith(name) for name in names)
               for named in FILE_NAMED.findall(answer))


def save_note(question: str, target: str, outcome: ToolOutcome, source: str = "") -> str:
    """The line after saved content: where it went (and from which file, cited [1]), or why nothing was written."""
    words = WORDS[language(question)]
    if outcome.ok:
        key = "saved_from" if source else "saved"
        return words[key].format(path=outcome.data["path"], chars=outcome.data["chars"], name=source)
    return not_saved(question, target, outcome.text)


def not_saved(question: str, target: str, reason: str, outside: bool = False) -> str:
    """Why nothing was written to target; for a name outside workspect, the name to ask with instead."""
    words = WORDS[language(question)]
    text = words["not_saved"].format(path=target, reason=reason.removeprefix("Error: "))
    return f"{text}\n{words['inside'].format(name=PurePath(target).name)}" if outside else text


def saved_text(question: str, name: str, points: list[str], lines: list[str]) -> str:
    """The Markdown a save writes: a title naming the file, the model's points the file bears out, then the
    file's own key lines (those the points do not already say), each as the file writes it."""
    words = WORDS[language(question)]
    parts = [words["points"].format(name=name)]
    if points:
        parts.append("\n".join(f"- {point}" for point in points))
    rest = [line for line in lines if line not in points]
    if rest:
        parts += [words["as_written"].format(name=name), "\n".join(f"- {line}" for line in rest)]
    return "\n\n".join(parts) + "\n"


ALIKE = 0.3  # the share of the shorter label's trigrams two lines' labels must share for their amounts to be weighed


@lru_cache(maxsize=1024)
def _label(line: str) -> frozenset[str]:
    """What a line says its amount is, as trigrams: its words without figures, and their translations. Cached: a
    comparison weighs each of one file's lines against every line of the other."""
    words = FIGURE.sub(" ", line)
    return frozenset(word_grams(" ".join([words, *(form for term in parse_query(words).terms for form in term.forms)])))


def alike(first: str, second: str) -> bool:
    """Two files' lines state the same kind of amount, so one can be weighed against the other: both a total
    (not before tax), a sheet's row on either side (a budget's "Electricity | 1800" against the bill's "Amount
    due"), or labels sharing ALIKE of the shorter's trigrams, translations counted. "รวมทั้งสิ้น
    20,490 บาท" and "Delivery … for 300 THB" are not: "20,490 is 20,190 more than 300" told a user nothing true."""
    totals = [bool(TOTAL.search(fold(line))) and not BEFORE_TAX.search(fold(line)) for line in (first, second)]
    if all(totals) or any(" | " in line for line in (first, second)):
        return True
    labels = [_label(first), _label(second)]
    least = min(len(label) for label in labels)
    return least > 0 and len(labels[0] & labels[1]) >= ALIKE * least


def counterpart_share(line: str, other: str) -> float:
    """How far another file's line states what this one does: 1 for two all-in totals, else the share of their labels'
    trigrams the two hold (Dice; translations counted: "Warranty: 2 years" and "รับประกันเครื่อง 1 ปี" 0.56). Not the
    shorter label's share: "Total" is all of "Amount due"'s translations."""
    if GRAND_TOTAL.search(fold(line)) and GRAND_TOTAL.search(fold(other)):
        return 1.0
    return _labels_dice(line, other)


def _labels_dice(line: str, other: str) -> float:
    """The Dice share of two lines' labels' trigrams (_label): 0 when either has none."""
    labels = [_label(line), _label(other)]
    both = len(labels[0]) + len(labels[1])
    return 2 * len(labels[0] & labels[1]) / both if all(labels) else 0.0


def item_share(line: str, other: str) -> float:
    """How far another file's line names the same item as this one, over two files pricing the same items, one in
    Thai and one in English: CODE_WEIGHT for each product code both name ("EM-301 | เสื้อชูชีพผู้ใหญ่ | 390" and
    "EM-301 Life jacket, adult … 420"), one for each figure both state (the 300 and 100 of "อาร์ตการ์ด 300 แกรม ห่อ
    100 แผ่น" and "Art card 300 gsm, … pack of 100 sheets"), and LABEL_WEIGHT times the Dice share of their
    labels, translations counted."""
    codes = [item_codes(line), item_codes(other)]
    numbers = [{float(figure) for figure in amounts(text)} for text in (line, other)]
    return (CODE_WEIGHT * len(codes[0] & codes[1]) + len(numbers[0] & numbers[1])
            + LABEL_WEIGHT * _labels_dice(line, other))


CODE_WEIGHT = 3.0  # a product code both lines name, against one figure both state
LABEL_WEIGHT = 2.0  # two lines' labels' Dice share, against one figure both state


MARKUP = re.compile(r"^[\s\-*•#>]+|\*\*")  # a list's bullet, a heading's hashes, bold marks


def once(lines: list[str]) -> list[str]:
    """The lines, each said once: a file's line and its bullet or bold copy ("- สีกันเพรียง … 3,600 บาท" beside
    "สีกันเพรียง … 3,600 บาท", one found by the amount asked, the other ranked for the question: boatyard set)."""
    seen, kept = set(), []
    for line in lines:
        bare = MARKUP.sub("", line).strip()
        if bare not in seen:
            seen.add(bare)
            kept.append(line)
    return kept


def compared(question: str, sides: list[tuple[str, str | None]], more: list[list[str]] | None = None,
             same_row: bool = False, labels: list[str] | None = None) -> str:
    """Each file's line with the amount asked about, then its lines for the other parts asked (`more`, one list
    a side: a quote's warranty beside its total), cited [n], and which amount is larger (or that they match);
    empty when neither file has such a line. `labels` tell apart two sides of one file (its months): each line
    names its side, and the verdict names the sides, not the file twice."""
    words = WORDS[language(question)]
    more = more or [[] for _ in sides]
    labels = labels or [name for name, _ in sides]
    found = [(n, name if label == name else f"{name}, {label}", line, extra, label)
             for n, ((name, line), extra, label) in enumerate(zip(sides, more, labels), start=1) if line]
    if not found:
        return ""
    text = "\n".join([words["compared"], *(f"- {name}: {'; '.join(once([line, *extra]))} [{n}]"
                                           for n, name, line, extra, _ in found)])
    amounts = [(main_amount(line), label) for _n, _name, line, _extra, label in found]
    # A day of the month (≤ 31) is a date's figure, not an amount: "15 July" is not "14 more" than "1 July".
    if len(amounts) != 2 or not all(amount and amount[1] >= LEAST_AMOUNT for amount, _name in amounts):
        return text
    if not same_row and not alike(found[0][2], found[1][2]):
        return text
    (high, larger), (low, smaller) = sorted(amounts, key=lambda pair: -pair[0][1])
    if high[1] == low[1]:
        return f"{text}\n{words['same'].format(high=high[0])}"
    difference = f"{high[1] - low[1]:,.2f}".removesuffix(".00")
    verdict = words["more"].format(larger=larger, high=high[0], smaller=smaller, low=low[0], difference=difference)
    return f"{text}\n{verdict}"
