"""Grounded answers: after rag_search returns passages, the last step answers from them only, cited [n].

A 0.5B model given the whole agent prompt (tool list, grammar, history) answers a document question with
a tool call written as text, or from what it already believes. So once passages are in, the turn ends
with one short prompt of its own: the question, the lines of the passages that match it best
(engine/excerpts.py), the question again and the task (a short answer in the question's language, from the
text above only), at temperature 0 and, on llama, starting with a letter of the question's script.
Citing is code's job, not the 0.5B model's: asked for [n], it wrote the marker instead of the answer
(measured, see WORDING). Code keeps only the [n] that exist and cites the passage an uncited answer
repeats (retrieval's best when it repeats none), so every answer names at least one source; an answer
that adds nothing of the passages to the question, or that states none of its figures when asked how much or
when, is replaced by the line that matches the question best; one kept gets, beneath it, each line picked for the
question whose figure it does not state. A
`[low_quality]` result gets no model call: code says the documents do not seem to say and names the
nearest files, so nothing is invented.
"""
from __future__ import annotations

import re
from pathlib import PurePath
from typing import Callable

from engine.answer_lines import COUNT_ASK, INVOICE, PAID_ASK, PERCENT_ASK, RECEIPT, RUNNER_UP, TIME_ASK, Line, best_lines
from engine.citations import QUOTE_CHARS, citation, cited_numbers, closest, drop_invalid, recited, unmarked
from engine.excerpts import AMOUNT_MARK, ASKS, GAP, WHOLE, asks_figure, excerpts, grams
from engine.events import AnswerDone, Cited, Notice, Token
from engine.index.thai import has_thai
from engine.key_lines import amounts, counted_figures, dates, figures, money_figures, states
from engine.monotone import largest
from engine.plan import last_years, latest_paths, name_year, older_copies, same_party, unwanted_files
from engine.routing.rules.write_file import SAVE_TO_FILE
from engine.routing.shapes import prepare
from engine.routing.text import fold

# One user message, the task after the passages and in the question's language: on Qwen2.5-Coder-0.5B a
# system prompt with an example made it copy the example's figure ("300" for the rent), a verbatim
# not-found sentence made it answer "not found" to 6 of 6 answerable questions, and "write [1]" gave
# "[1]" or "[2]" alone for answers it otherwise got right (see the commit messages).
WORDING = {
    "th": {"question": "คำถาม",
           "task": "ตอบเป็นประโยคภาษาไทยสั้นๆ โดยใช้ข้อมูลจากข้อความข้างบนเท่านั้น",
           "nothing": "ดูเหมือนเอกสารของคุณจะไม่ได้พูดถึงเรื่องนี้ ไฟล์ที่ใกล้เคียงที่สุดที่ดูแล้ว: {files}",
           "nearest": "บรรทัดที่ใกล้เคียงที่สุดที่เจอ ใน {name} [{n}]: “{line}”"},
    "en": {"question": "Question",
           "task": "Answer in one short English sentence using only the text above.",
           "nothing": "Your documents do not seem to say. The nearest files I looked at: {files}",
           "nearest": "The nearest line I found, in {name} [{n}]: “{line}”"},
}
CUT_MARK = " …"
FIGURE_ASKS = (TIME_ASK, COUNT_ASK, PERCENT_ASK)  # with asks_figure: what the answer-line ranker learned to find
DATE_MARK = ASKS[0][1]  # asks_figure's answer to "when"
WINDOW_STEP = 40  # characters between the windows tried when a passage is cut
# An answer that adds fewer trigrams of the passages than this to the question's own says nothing: Qwen 0.5B
# answered "ตามสัญญาเช่า เงินมัดจำกี่บาท" with "ตามสัญญาเช่า เงินมัดจำกี่บาท [1]".
# Measured with this rule and the excerpts' joined pieces (iapp train seed 7, 20 questions): contains gold
# 10 -> 12/20, right source 15 -> 16/20 (4 answers gained, 2 lost to other model answers).
ECHO_NEW_GRAMS = 3
# A lead-in the answer may have copied from the task: its words up to a colon or comma.
FRAME_LEAD = re.compile(r"^\s*([^:,\n]{4,40})[:,]\s*")
# Where an answer goes on copying the prompt's passages: a gap mark, or a passage's number left of its header.
COPIED = re.compile(r"^[ \t]*(?:…|\.\.\.|\[\d+\])[ \t]*$", re.MULTILINE)
# The answer's first letter is in the question's script (llama backends), so a Thai question gets neither
# English nor a bare figure (Qwen 0.5B answered the rent "12,500 [1]"): it goes on in the passage's words.
# Either start also bars what could open a call ({, a fence, a tag), as protocol.ANSWER_GRAMMAR does.
FIRST_LETTER = {"th": "[ก-ฮเ-ไ]", "en": "[A-Za-z0-9]"}


def language(question: str) -> str:
    """Thai when the question has Thai letters, else English."""
    return "th" if has_thai(question) else "en"


def answer_grammar(question: str) -> str:
    """GBNF for the grounded answer: any text whose first character is a letter of the question's script."""
    return f"root ::= {FIRST_LETTER[language(question)]} [^\\x00]*\n"


def takes_over(question: str, outcome, weak: bool = True) -> bool:
    """A rag_search outcome with passages ends the turn with a grounded answer, unless the user asked to
    save something: then the loop goes on to write (find -> read -> write). With weak=False a `[low_quality]`
    result does not: a request the classifier would answer directly is then answered in words, not told
    that the documents do not say."""
    data = outcome.data or {}
    if not outcome.ok or data.get("mode") != "passages" or not data.get("passages"):
        return False
    if data.get("low_quality") and not weak:
        return False
    folded = prepare(question).folded
    return not any(pattern.search(folded) for pattern in SAVE_TO_FILE)


def header(passage: dict) -> str:
    return f"{passage['name']} ({passage['location'] or 'whole file'})"


def numbered(passages: list[dict]) -> str:
    return "\n\n".join(f"[{n}] {header(p)}\n{p['text']}" for n, p in enumerate(passages, start=1))


def messages(question: str, passages: list[dict]) -> tuple[dict, ...]:
    """The question before the passages (what to look for) and again after them (what to answer)."""
    words = WORDING[language(question)]
    asked = f"{words['question']}: {question}"
    return ({"role": "user", "content": f"{asked}\n\n{numbered(passages)}\n\n{asked}\n{words['task']}"},)


def _question_grams(question: str) -> set[str]:
    folded = re.sub(r"\s+", "", fold(question))
    return {folded[i:i + 3] for i in range(len(folded) - 2)}


def cut(text: str, question: str, max_tokens: int, count: Callable[[str], int]) -> str:
    """The part of a long passage that fits max_tokens and holds the most of the question's trigrams, centred
    on them (the fact asked for is rarely at the start of a 1,200-character chunk)."""
    low = largest(0, len(text), lambda n: count("…" + text[:n] + CUT_MARK) <= max_tokens)  # measured on the start
    grams = _question_grams(question)
    folded = fold(text)
    last = max(0, len(text) - low)
    # Windows start at each line (a clause, a paragraph) and every WINDOW_STEP characters between.
    starts = sorted({0, last, *range(0, last, WINDOW_STEP), *(m.end() for m in re.finditer("\n", text[:last]))})
    held = {start: sum(g in folded[start:start + low] for g in grams) for start in starts}
    # Of the windows holding the most, the middle one: the first would end at the question's words, and
    # the answer usually comes just after them.
    most = [start for start in starts if held[start] == max(held.values())]
    best = most[len(most) // 2]
    return ("…" if best else "") + text[best:best + low] + CUT_MARK


def fit(passages: list[dict], question: str, budget: int, count: Callable[[str], int]) -> list[dict]:
    """The passages that fit `budget` tokens: the weakest (last) dropped first, then the one left cut."""
    kept = list(passages)
    while len(kept) > 1 and count(numbered(kept)) > budget:
        kept.pop()
    if count(numbered(kept)) > budget:
        head = count(numbered([{**kept[0], "text": ""}]))
        kept[0] = {**kept[0], "text": cut(kept[0]["text"], question, max(1, budget - head), count)}
    return kept


def quoted(passage: str, answer: str) -> str:
    """What the preview marks: of the passage, the QUOTE_CHARS around the answer's words, as the file has
    them (no cut marks)."""
    return cut(passage, answer, QUOTE_CHARS, len).strip(CUT_MARK) if len(passage) > QUOTE_CHARS else passage


def whole(passage: dict) -> str:
    """The passage as rag_search found it, of which the answer step was shown an excerpt."""
    return passage.get(WHOLE, passage["text"])


def unframed(answer: str, question: str, shown: list[dict]) -> str:
    """The answer without the prompt's frame it copied: a passage's header ("จุลทรรศนศาสตร์.txt (lines 1-4) ช่วงปี
    พ.ศ. 2133 …") and a lead-in made of the task's words ("ประโยคภาษาไทยสั้นๆ: …", "จากข้อความข้างบน, …"), as Qwen
    0.5B wrote them in 3 of 20 iapp train answers; and, after what it says first, the rest of the passages copied
    from the prompt (from a gap mark or a passage's number on a line of its own: guesthouse set, the fire letter's
    two lines, then every passage, which cited the staff meeting, not the letter)."""
    for passage in shown:
        answer = answer.replace(header(passage), " ")
    copied = COPIED.search(answer)
    if copied and answer[:copied.start()].strip():
        answer = answer[:copied.start()]
    lead = FRAME_LEAD.match(answer)
    if lead and lead.group(1).strip() and lead.group(1).strip() in WORDING[language(question)]["task"]:
        answer = answer[lead.end():]
    return re.sub(r"[ \t]{2,}", " ", answer).strip()


def says_nothing(answer: str, question: str, shown: str) -> bool:
    """An answer that adds (nearly) nothing of the passages to the question: it repeats the question, or what
    it adds is not in them (Qwen 0.5B answered "…ต้นโมกมีการขยายพันธุ์ไม้ในรูปแบบลักษณะใด" with
    "โมกมีการขยายพันธุ์ไม่ในรูปแบบลักษณะใด", the question with one letter changed). Passages in the other language are translated, not copied: there only the question counts."""
    added = grams(unmarked(answer)) - grams(question)
    if language(shown) == language(question):
        added &= grams(shown)
    return len(added) < ECHO_NEW_GRAMS


def misses_figure(answer: str, question: str, best: str) -> bool:
    """Asked how much or when, the answer states no figure (a year aside) that the line matching the question
    best states, while that line states one: an amount or a date without its figure answers nothing, and
    one taken from another line is most often another thing's (where the question asks for a figure and the
    best line states one, that line held the answer 23 of 27 times on the household gate's tune questions and
    34 of 38 on iapp train seed 31; another line shown held it 2 and 0 times). Asked how much, where the line
    states money, only its money counts: "เงินมัดจำกี่บาท" answered with the deposit clause's "30 วัน" (session 11)."""
    line, asked = best.splitlines()[0], set(figures(question))  # "ไตรมาส 3" in the question answers nothing
    count = counted_figures(question, line)  # asked how many: the line's count, whatever money the answer states
    if count and not count & set(amounts(unmarked(answer))):
        return True
    mark = asks_figure(question)
    if mark is None or not amounts(line):
        return False
    if mark is DATE_MARK:  # asked when, a date that is not the line's: "May 5, 2025" for its "5 มีนาคม 2568", or
        stated, written = dates(unmarked(answer)), dates(line)  # none: "from December 2025" for "1 December 2025"
        if written and not stated & written:  # (artgallery set, session 38)
            return True
    if mark is AMOUNT_MARK and money_figures(line):  # asked how much: the line's money, not its "30 วัน"
        return not any(states(line, figure) for figure in money_figures(unmarked(answer)) if figure not in asked)
    return not any(states(line, figure) for figure in amounts(unmarked(answer)) if figure not in asked)


SMALL_FIGURE = 2  # digits of a figure a line shares by chance: a clause's number, a short year ("มิ.ย. 68")
STAMP = re.compile(r"(?<![\d.,])\d{1,2}[:/]\d{2}(?:/\d{2,4})?(?![\d,])")  # a chat's "15:43", a "15/09/2568" heading


def carries(answer: str, line: str, question: str) -> bool:
    """The answer states a figure of the line (one the question does not name, of more than SMALL_FIGURE digits
    when the line has such; a chat's time stamp is none, unless the line states only times), or the line states
    none."""
    line, answer = unmarked(line), unmarked(answer)
    unstamped = STAMP.sub(" ", line)
    if amounts(unstamped):  # "15:43 … มาส่งวันศุกร์ที่ 18 ก.ค.": the 18, not the 15 a stamp shares
        line, answer = unstamped, STAMP.sub(" ", answer)
    asked = set(figures(question))
    stated = [figure for figure in amounts(line) if figure not in asked]
    stated = [figure for figure in stated if len(figure.split(".")[0]) > SMALL_FIGURE] or stated
    return not stated or any(states(answer, figure) for figure in stated)


def not_found(question: str, passages: list[dict], emit) -> AnswerDone:
    """What a weak result gets, written by code: the documents do not seem to say; the files looked at, those
    holding the lines nearest the question first, and those lines quoted as the files have them.

    The gate judges words, not meaning: a question in other words than the document's ("จ่ายค่าห้องไม่ตรงเวลา"
    for "ชำระค่าเช่าล่าช้า") is weak though its clause was found, so the nearest line is shown, never an
    answer the model made from it: the line the answer-line ranker (engine/answer_lines.py) picks for each part
    the question asks, when it asks how much, how many, when or what time, cited to its file, which opens the
    preview at it; else the excerpt's first line. On the agent-task sets' weak answer questions the quoted lines
    held every asked figure 7 of 18 times, the excerpt's first line alone 2 (docs/benchmarks.md, session 15)."""
    chosen = excerpts(passages, question) if passages else []
    # The ranker learned lines stating figures; asked which family a fish is in (iapp), the excerpt's line held it
    # more often: 2 of 3 iapp valid answers it changed were lost
    folded = fold(question)
    asked = chosen and (asks_figure(question) is not None or any(ask.search(folded) for ask in FIGURE_ASKS))
    picked = best_lines([{**p, "text": whole(p)} for p in chosen], question, RUNNER_UP) if asked else []
    quotable = ((line.passage, unmarked(line.text).strip()) for _, line in picked)
    nearest = list(dict.fromkeys((n, line) for n, line in quotable if line))
    if not nearest and chosen and chosen[0]["text"].strip():
        nearest = [(0, unmarked(chosen[0]["text"].strip().splitlines()[0]).strip())]
    first = [chosen[n] for n in dict.fromkeys(n for n, _ in nearest)]
    ordered = first + [p for p in chosen if p not in first] if nearest else []
    ordered += [p for p in passages if p["path"] not in {o["path"] for o in ordered}]
    first_of_file: dict[str, int] = {}
    for n, passage in enumerate(ordered, start=1):
        first_of_file.setdefault(passage["path"], n)
    words = WORDING[language(question)]
    files = ", ".join(f"{ordered[n - 1]['name']} [{n}]" for n in first_of_file.values())
    text = words["nothing"].format(files=files)
    quotes = {}  # a cited file's number -> the lines quoted from it
    for n, line in nearest:
        number = first_of_file[chosen[n]["path"]]
        quotes.setdefault(number, []).append(line)
        text += "\n" + words["nearest"].format(name=chosen[n]["name"], line=line, n=number)
    emit(Token(text))
    emit(Cited(tuple(citation(n, {**ordered[n - 1], "text": quoted(whole(ordered[n - 1]),
                                                                   " ".join(quotes.get(n, ())) or question)})
                     for n in first_of_file.values())))
    return AnswerDone(text)


def answer(question: str, data: dict, budget: int, generate, emit, count: Callable[[str], int],
           fill_in: bool = True) -> AnswerDone:
    """The grounded last step. generate(messages) runs one model step with no tools and streams its
    Tokens; budget is the prompt's share of the context; count estimates a text's tokens. With fill_in, an
    answer that says nothing is replaced by the best line; a comparison turns it off: its verdict restates
    the question ("the bill is over budget") and code adds each file's figure (engine/agent_plans.py)."""
    passages = list(data["passages"])
    paths = [passage["path"] for passage in passages]
    newer, meant = last_years(set(paths), question.casefold()) if fill_in else (set(), set())
    # asked of last year: the files of that year are the year asked (the answer-line ranker's file_year_asked)
    passages = [{**passage, "year_asked": True} if name_year(passage["path"]) in meant else passage
                for passage in passages]
    passages = latest_only(receipts_first(passages, question), question)
    if data.get("low_quality"):  # the nearest lines, last year's book's first when asked of last year
        return not_found(question, sorted(passages, key=lambda passage: passage["path"] in newer), emit)
    if fill_in:  # an answer, not a comparison's two reads: this year's file before last year's copy (plan.older_copies)
        older, unwanted = older_copies(paths, question), unwanted_files(paths, question)  # "… ไม่เอาบิลบ้านนะ"
        passages = sorted((passage for passage in passages if passage["path"] not in unwanted),
                          key=lambda passage: passage["path"] in older)
    shell = count("".join(m["content"] for m in messages(question, [])))
    chosen = excerpts(passages, question)
    chosen = named_ones(chosen, question) if fill_in else chosen  # a comparison reads both files whatever it names
    picked = best_lines([{**p, "text": whole(p)} for p in chosen], question, RUNNER_UP) if fill_in else []
    chosen, picked = led(chosen, picked)
    shown = fit(chosen, question, budget - shell, count)
    total, kept = sum(len(p["text"]) for p in passages), sum(len(p["text"]) for p in shown)
    if kept < sum(len(p["text"]) for p in chosen):  # told only when the context, not the choice, cut them
        emit(Notice("result_trimmed", {"tool": "rag_search", "shown": kept, "total": total}))
    output = generate(messages(question, shown))
    if output.stopped:
        return AnswerDone(output.text, stopped=True)
    written = drop_invalid(output.text, len(shown))
    if not written:  # nothing to cite; the caller reports the empty answer
        return AnswerDone("")
    text = unframed(written, question, shown)  # empty when all it wrote was the frame: it says nothing
    said = "\n".join(p["text"] for p in shown)
    lines = [(part, unmarked(line.text).strip(), line.passage + 1) for part, line in picked if line.passage < len(shown)]
    parts = [(part, line, number) for part, line, number in lines if line]
    firsts = parts_firsts(parts)
    best = firsts[0][1] if len(firsts) == 1 else shown[0]["text"].strip()
    # Each passage's own best line comes first in its excerpt: a figure the answer takes from the contract's
    # "ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท" answers "ค่าเช่าเดือนละเท่าไหร่" though the 2566 budget's rent row ranked first.
    # Only an amount of money counts there: an address's "88/8" and "Soi 9" are in some passage's line too.
    money = money_figures(unmarked(text))
    elsewhere = any(states(p["text"].strip().splitlines()[0], figure) for p in shown[1:] if p["text"].strip()
                    for figure in money)
    if fill_in and best and (says_nothing(text, question, said)
                             or (misses_figure(text, question, best) and not elsewhere)
                             or invents_figure(text, question, shown)):
        # The line matching the question best (excerpts put it first, in the file's words), cited to its passage,
        # or that of each part it asks; a footnote mark of its own ("[3]" in an encyclopedia line) is no citation.
        text = "\n".join(f"{line} [{n}]" for part, line, n in parts) or f"{unmarked(best.splitlines()[0]).strip()} [1]"
        emit(Token(f"\n{text}"))
    elif parts:
        # each line picked (a part's, or its runner-up) whose figure the answer does not state, beneath it:
        # "ค่าเช่าเดือนละ 12,500 บาท" to "… แล้วเงินประกันเท่าไหร่", "1,845 kWh" (the units) to "ยอดต้องจ่ายเท่าไหร่" beside
        # the due date it got right, the lease's rent beneath the budget's figure the model took (no figure alone)
        added = [f"{line} [{n}]" for part, line, n in parts if misses_figure(text, part, line)
                 or not carries(text, line, question)]
        if added:
            # the model's sentence cites the passage it repeats, beside the lines' own [n]: the price it took from the
            # hotel's contract went uncited next to the e-mail's line (cafe set)
            if not cited_numbers(text):
                text = f"{text} [{closest(text, shown, question)}]"
            text = "\n".join([text, *added])
            emit(Token("\n" + "\n".join(added)))
    return AnswerDone(cite(text, shown, question, emit) if text else "")


def latest_only(passages: list[dict], question: str) -> list[dict]:
    """Asked of the latest one, the passages without those of a file a newer copy of it among them supersedes
    (plan.latest_paths): "บิลค่าไฟล่าสุด" found PEA e-bill Aug2025, Oct2025 and Sep2025, and was answered from August's
    (umbrella set, session 46)."""
    kept = set(latest_paths([p["path"] for p in passages], question))
    return [p for p in passages if p["path"] in kept]


def receipts_first(passages: list[dict], question: str) -> list[dict]:
    """The passages with receipts before the rest when the question asks what was paid and an invoice is shown too,
    without the invoices when one of them is of a receipt's party."""
    names = [PurePath(passage["path"]).name.casefold() for passage in passages]
    if not PAID_ASK.search(fold(question)) or not any(map(INVOICE.search, names)) or not any(map(RECEIPT.search, names)):
        return passages
    receipts = [passage["path"] for name, passage in zip(names, passages) if RECEIPT.search(name)]
    # ... and without the invoice the receipt of its party pays: the invoice's English lines "Less deposit paid 7 Nov
    # 2025", "Due date: 30 Nov 2025" outranked the Thai receipt's for "what did we actually end up paying isan rice
    # machinery … per the receipt" (ricefarmer set, session 45); then no other invoice either (a hospital's took its place)
    invoices = [passage["path"] for name, passage in zip(names, passages) if INVOICE.search(name) and not RECEIPT.search(name)]
    paid = any(same_party(invoice, receipt) for invoice in invoices for receipt in receipts)
    kept = [(name, passage) for name, passage in zip(names, passages) if not (paid and passage["path"] in invoices)]
    return [passage for _, passage in sorted(kept, key=lambda pair: not RECEIPT.search(pair[0]))]


TITLE_LETTERS = 4  # the fewest letters of a file's title that name it in a question


def named_ones(chosen: list[dict], question: str) -> list[dict]:
    """The passages of the files the question names by their title (the name without its extension, folder or
    bracketed note; "_" read as a space), when it names some but not all: asked "สตรีหลับ เป็นภาพเขียนประเภทอะไร"
    over สตรีหลับ (เฟอร์เมร์).txt and another painting's article, Qwen 0.5B answered from the other one (iapp
    train seed 7); "ตามสัญญาเช่า เงินมัดจำกี่บาท" is about สัญญาเช่า.docx, not the budgets."""
    asked = re.sub(r"\s+", "", fold(question))

    def title(passage: dict) -> str:
        stem = re.sub(r"\s*[(\[].*?[)\]]\s*", " ", PurePath(passage.get("name") or passage["path"]).stem)
        return re.sub(r"[\s_\-.]+", "", fold(stem))

    named = [p for p in chosen if len(title(p)) >= TITLE_LETTERS and title(p) in asked]
    return named if named and len(named) < len(chosen) else chosen


def invents_figure(answer: str, question: str, shown: list[dict]) -> bool:
    """The answer states an amount (not a year, not one the question names) that no passage shown holds: Qwen
    0.5B answered "The total amount owed is $987,000" from an order confirmation totalling 23,112 (clinic set)."""
    asked = set(figures(question))
    return any(figure not in asked and not any(states(whole(p), figure) for p in shown)
               for figure in amounts(unmarked(answer)))


def parts_firsts(picked: list[tuple]) -> list[tuple]:
    """Each part's pick, without the runner-up after it (answer_lines.with_runners_up): the first entry of each part,
    an entry's part being its first item."""
    firsts, seen = [], set()
    for entry in picked:
        if entry[0] not in seen:
            seen.add(entry[0])
            firsts.append(entry)
    return firsts


def led(chosen: list[dict], picked: list[tuple[str, Line]]) -> tuple[list[dict], list[tuple[str, Line]]]:
    """The excerpts with the line picked for each asked part first, in the parts' order (Qwen 0.5B answers from
    the first line it reads), and the picks numbered by the passages' new order. A part's runner-up
    (answer_lines.with_runners_up) stays where its passage has it: moved up too, it changed what the model wrote
    (iapp valid seed 14: 15 -> 13 of 20 holding the gold; an orchard slip's price written 132 for 145)."""
    if not picked:
        return chosen, picked
    leading = parts_firsts(picked)
    firsts = {line.passage: n for n, (_, line) in reversed(list(enumerate(leading)))}
    order = sorted(range(len(chosen)), key=lambda n: (firsts.get(n, len(leading)), n))
    led_ones = []
    for n in order:
        mine = [line.text for _, line in leading if line.passage == n]
        if chosen[n]["text"].splitlines()[:len(mine)] == mine:  # already first
            led_ones.append(chosen[n])
            continue
        rest = [text for text in chosen[n]["text"].splitlines() if not any(line in text for line in mine)]
        while rest and rest[0] == GAP:
            rest.pop(0)
        led_ones.append({**chosen[n], "text": "\n".join(mine + ([GAP] if mine and rest else []) + rest)})
    return led_ones, [(part, Line(order.index(line.passage), line.text)) for part, line in picked]


def cite(text: str, shown: list[dict], question: str, emit) -> str:
    """The answer with at least one [n]; emits what each [n] points at, quoted from the whole passage."""
    text = recited(text, [whole(p) for p in shown], question)
    numbers = cited_numbers(text)
    if not numbers:
        numbers = [closest(text, shown, question)]
        text = f"{text} [{numbers[0]}]"
    emit(Cited(tuple(citation(n, {**shown[n - 1], "text": quoted(whole(shown[n - 1]), text)}) for n in numbers)))
    return text
