"""The multi-step requests code carries out itself, once plan.py has recognised them: a 0.5B model asked
to do them alone wrote before it read, or compared without reading (see plan.py). Each runs its tool calls
as steps of the turn, with their cards, and ends with an answer that cites the files read.

Code, not the model, keeps what is saved and compared true to the files (engine/key_lines.py): asked for a
summary, Qwen2.5-Coder-0.5B wrote "Markdown" or a line of its system prompt; comparing, it gave a verdict
without the amounts. So a saved file holds the model's lines the document bears out plus the document's
own key lines, and a comparison whose answer lacks a side's figure gets each side's line and the verdict.
"""
from __future__ import annotations

import re

from dataclasses import replace
from pathlib import Path, PurePath

from engine import grounded, tables
from engine.agent_step import StepOutput, TurnState, execute, read_stream, without_header
from engine.answer_lines import FEATURES, OLD_FILE, best_lines, scored
from engine.backends.base import GenerationRequest
from engine.citations import citation, unmarked
from engine.events import AnswerDone, Cited, Token
from engine.excerpts import asked_counts, asked_measures, asked_parts, asked_things, grams, states_measure
from engine.index.thai import THAI_RUN
from engine.key_lines import (COSTS, MEASURE, MONTH, MONTHS, TOTAL, amounts, checked, codes, figure_line, figures,
                              key_lines, money_figures, month_of, months_in_order, states, undated)
from engine.plan import (ComparePlan, SavePlan, asked_in_name, best_for, found_paths, kin, kinds_named, latest_paths,
                         name_year, older_asked, month_sheets, over_time_pair, second_file)
from engine.protocol import written_content
from engine.routing import words as w
from engine.routing.text import en, fold, records_named
from engine.tools.runner import ToolOutcome
from engine.workspect_fs import PathRefused, parse_relative
from engine.written_answer import (LISTED_FILES, WORDS, compared, counterpart_share, item_share, language, not_saved,
                                   once, save_note, saved_text)

# One user message, as the grounded answer's (engine/grounded.py): the request, the file, the task.
COMPOSE = {"en": "Write what to save for the request above, from the text above only: at most {n} short "
                 "points, one a line, each starting with \"- \", in English.",
           "th": "เขียนข้อความที่จะบันทึกตามคำขอข้างบน โดยใช้ข้อมูลจากข้อความข้างบนเท่านั้น: ไม่เกิน {n} ข้อสั้นๆ "
                 "ข้อละบรรทัด ขึ้นต้นด้วย \"- \" เป็นภาษาไทย"}
REQUEST = {"en": "Request", "th": "คำขอ"}
POINTS = 5
# On llama the points are bullet lines, so the reply is never a call, JSON or a preamble.
POINTS_GRAMMAR = f'root ::= {" ".join(["point"] + ["point?"] * (POINTS - 1))}\npoint ::= "- " [^\\n\\x00]+ "\\n"\n'
POINTS_TOKENS = 256  # five short points; a 0.5B model looping inside one line stops here
# COMPOSE's bullet instruction, copied at a point's start.
BULLET_ECHO = re.compile(r'^(?:ขึ้นต้นด้วย|starting with|start with)\s*(?:["“]\s*-\s*["”]|-)?\s*', re.IGNORECASE)
FROM_EACH = {"en": "Give the figure or fact from each file.", "th": "บอกตัวเลขหรือข้อมูลจากแต่ละไฟล์ด้วย"}
FURTHER_LINES = 2  # a comparison side's lines beside its figure line
SHARED_LEAST = 0.4  # the asked words such a line holds, against the line holding most
SIDE_SHARE = 0.5  # the share of a side's trigrams a listed thing holds that makes it that side, not a thing asked
COUNTERPART = 0.5  # the Dice share of two lines' labels that makes them state the same thing
ITEM_LEAST = 2.0  # the item_share of two price lists' lines that makes them name one item
MOSTLY = 0.6  # the share of a text's letters in one script that makes it a text in that language
DIGEST_WORDS = re.compile(w.DIGEST_TH)
HEAD_WORDS = 2  # the words of the thing a save names that must name a file for it to be read
# where a save's request turns from the thing to the points to keep of it
POINTS_ASKED = re.compile(r",|\s(?=ได้กี่|กี่\S|\S*เท่าไ[หร]|\S*แต่ละ|each\b|the costs?\b|how\b|what\b|which\b|when\b)")
KIND_FILES = 20  # a save's candidates of the kind of file it names, when its search found none of that kind
NAMED_FILES = 5  # a comparison side's candidates beside its searches: the files whose names hold most of its words
# Asked what differs, not only by how much: "why was july so much more", "what were the extra charges", "what made the
# difference", "แพงขึ้นตรงไหน", "ทำไมแพงกว่าเดือนมีนา", "เพราะอะไร".
WHY_DIFFERENT = re.compile(en(r"why|what made|extra|what changed|what(?:'s| is|s)? different|differen(?:ce|t) between|"
                              r"added|new charges?")
                           + r"|ทำไม|ตรงไหน|เพราะอะไร|อะไรเพิ่ม|เพิ่มอะไร|อะไรทำให้|มีอะไรใหม่")
MONEY_DIGITS = 3  # a table row's figure, before its decimals, that is money (not a count or a row number)
ONLY_LINES = 3  # a file's lines shown as what the other file of its series does not have
# Asked the price of one ("ราคาต่อหัว", "ทีมละเท่าไหร่", "scarf price per pc"): a quote's item row, not its total.
_UNITS = "หัว|คน|ท่าน|ทีม|ชิ้น|ผืน|ห้อง|วัน|ตัว|กิโล|กก|หน่วย|ใบ|ขวด|ถัง|รอบ|เที่ยว|คัน|ครั้ง|แผ่น|กล่อง|ชุด"
UNIT_ASKED = re.compile(rf"\bper\s+[a-z]+|\ba (?:head|piece|person)\b|ต่อ(?:{_UNITS})|(?:{_UNITS})ละ")
ROW_CELLS = 4  # the cells of a quote's row pricing an item
TIMES = re.compile(r"\d\s*(?:[^\W\d]+\s*)?(?:x|×)\s*\d[\d,]*(?:\.\d+)?\s*=\s*\d")  # "10 rooms x 2,600.00 = 26,000.00"
UNPRICED = re.compile(rf"{MEASURE.pattern}|\d+\s*(?:days?|วัน)", re.IGNORECASE)  # a measure, a rate, a count of days


def unframed(point: str) -> str:
    """A point without the task's bullet instruction it copied first: Qwen 0.5B began Thai points with
    'ขึ้นต้นด้วย "- "' ("ขึ้นต้นด้วย - "รายได้จริง" (จากไฟล์รายได้ฟรีแลนซ์)", freelance set, session 15)."""
    return BULLET_ECHO.sub("", point).strip()


def _muted(turn: TurnState, *kinds: type) -> TurnState:
    """The turn with its events of these kinds held back (what may yet be dropped is never shown)."""
    return replace(turn, emit=lambda event: None if isinstance(event, kinds) else turn.emit(event))


def _passage(path: str, text: str) -> dict:
    return {"path": path, "name": PurePath(path).name, "location": "", "text": text}


class PlannedTurns:
    """Agent's planned turns; they use its steps (_answer, _grounded, _fitting) and its model."""

    def _save(self, turn: TurnState, plan: SavePlan) -> AnswerDone:
        """Search, read the hit the request names, have the model write the points, keep those the file bears out, add
        the file's key lines, save: never a write before the read. Nothing found ends in an answer from the
        search; a file that cannot be read, or a name outside workspect, says so."""
        try:
            parse_relative(plan.target)
        except PathRefused as exc:  # told before any search: no step is spent on a save that cannot happen
            return self._say(turn, not_saved(turn.question, plan.target, str(exc), outside=True))
        turn.next_step()
        # The hit the request names by its numbers ("ไตรมาส 2" is Q2_sales_review.pptx, not the Q3 notes the
        # search ranked first), else the search's best.
        found = found_paths(execute({"tool": "rag_search", "arguments": {"query": plan.query}}, turn))
        path = save_source(plan.query, with_kind(turn, plan.query, with_named(turn, plan.query, found))) if found else None
        if path is None or turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True) if turn.ctx.cancel.is_set() else self._answer(turn)
        turn.next_step()
        read = execute({"tool": "read_file", "arguments": {"path": path}}, turn)
        if turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True)
        if not read.ok:
            return self._say(turn, not_saved(turn.question, plan.target, read.text))
        name = PurePath(read.data["path"]).name
        turn.progress.stage(turn.next_step(), "writing", PurePath(plan.target).name)
        source = without_header(read)
        output = self._points(turn, name, source)
        if output.stopped:
            return AnswerDone("", stopped=True)
        points = [point for point in (unframed(line) for line in checked(written_content(output.text) or output.text,
                                                                              source)) if point]
        content = saved_text(turn.question, name, points, key_lines(source, turn.question))
        arguments = {"path": plan.target, "content": content, "overwrite": "true" if plan.overwrite else "false"}
        written = execute({"tool": "write_file", "arguments": arguments}, turn)
        answer = self._say(turn, f"{content.rstrip()}\n\n{save_note(turn.question, plan.target, written, name)}")
        turn.emit(Cited((citation(1, _passage(read.data["path"], source)),)))
        return answer

    def _listed(self, turn: TurnState, folder: Path | None, endings: tuple[str, ...] = ()) -> AnswerDone:
        """"list the files in my Work folder", "which PDFs have I got?": the files in that folder, or of that kind
        (in that folder when one is named), that the user may see, told as a search's file hits (list_workspect,
        where the router sent it, lists workspect; a search for "Work" or "PDFs" finds files named so)."""
        reach = turn.ctx.reach()
        if endings:
            paths = turn.ctx.index.files_of_kind(endings, folder, reach)
        else:
            paths = [str(path) for path in sorted(folder.rglob("*")) if path.is_file() and reach.allows(path)]
        hits = [{"path": path, "snippet": ""} for path in paths]
        return self._found(turn, ToolOutcome("", True, 0.0, {"mode": "files", "hits": hits}), LISTED_FILES,
                           by_name=False)

    def _say(self, turn: TurnState, text: str) -> AnswerDone:
        turn.emit(Token(text))
        return AnswerDone(text)

    def _points(self, turn: TurnState, name: str, source: str) -> StepOutput:
        """The model's points for the request, from the file alone, at temperature 0; not streamed, since
        only the points the file bears out are kept."""
        words = language(turn.question)
        task = COMPOSE[words].format(n=POINTS)
        asked = f"{REQUEST[words]}: {turn.question}"
        grammar = POINTS_GRAMMAR if self.model.backend.supports_grammar else None
        quiet = _muted(turn, Token)

        def attempt(tight: bool) -> StepOutput:
            room = self.context_window() - POINTS_TOKENS
            shell = self.count_tokens(f"{asked}\n\n{name}\n\n{asked}\n{task}")
            [shown] = grounded.fit([_passage(name, source)], turn.question, (room // 2 if tight else room) - shell,
                                   self.count_tokens)
            messages = ({"role": "user", "content": f"{asked}\n\n{name}:\n{shown['text']}\n\n{asked}\n{task}"},)
            request = GenerationRequest(messages=messages, max_tokens=POINTS_TOKENS, grammar=grammar, temperature=0.0)
            return read_stream(self.model.submit(request, turn.owner), quiet)

        return self._fitting(turn, attempt)

    def _compare(self, turn: TurnState, plan: ComparePlan) -> AnswerDone:
        """Find each side's best file (a different one for each), read both, then answer from the two reads
        as numbered passages, the grounded answer's short prompt (engine/grounded.py), cited. Given the two
        reads in the agent prompt, Qwen 0.5B wrote the second read back as its answer."""
        paths: list[str] = []
        # The whole request's hits come first for each side: its split sides are often a clause each ("Did the new
        # contract raise our rates compared" / "last year's"), and the request as a whole names both files; on
        # the read agent-task sets' comparisons the right two files were read 9 -> 11 of 27 (model-free).
        turn.next_step()
        whole = found_paths(execute({"tool": "rag_search", "arguments": {"query": turn.question}}, turn))
        if turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True)
        seen = whole  # every hit so far: a quote one side's search found is the other's to take
        for query in plan.sides:
            turn.next_step()
            found = found_paths(execute({"tool": "rag_search", "arguments": {"query": query}}, turn))
            if turn.ctx.cancel.is_set():
                return AnswerDone("", stopped=True)
            hits = with_named(turn, query, (*whole, *found), taken=paths)
            seen += hits
            hits = quotes_of(turn.question, hits, seen, taken=paths)
            choices = hits if paths else month_sheets(turn.question, hits)  # the first side: a month's workbook
            path = best_for(query, choices, newest=len(set(plan.sides)) == 1)
            if paths and len(set(plan.sides)) == 2:
                path = second_file(turn.question, paths[0], query, path, (*hits, *kin_files(turn, paths[0])))
            paths += [path] if path else []
        paths = over_time_pair(turn.question, paths, plan.sides, seen, lambda path: kin_files(turn, path))
        passages = []
        for path in paths:
            turn.next_step()
            read = execute({"tool": "read_file", "arguments": {"path": path}}, turn)
            if turn.ctx.cancel.is_set():
                return AnswerDone("", stopped=True)
            if read.ok:
                passages.append(_passage(read.data["path"], without_header(read)))
        if len(passages) < len(plan.sides):
            return self._answer(turn)
        # Asked only the question, Qwen 0.5B gave the verdict without the figures it rests on ("over budget").
        asked = f"{turn.question} {FROM_EACH[language(turn.question)]}"
        # Not streamed, and its citations replaced by one to each file: the answer may yet be dropped.
        quiet = replace(_muted(turn, Token, Cited), question=asked)
        done = self._grounded(quiet, {"mode": "passages", "passages": passages}, fill_in=False)
        return done if done.stopped else self._with_figures(turn, plan, passages, done.text)

    def _with_figures(self, turn: TurnState, plan: ComparePlan, passages: list[dict], answer: str) -> AnswerDone:
        """The answer, and when it lacks a figure of either file, each file's line with the amount asked
        about, as the file writes it, and which is larger; cited to both files. An answer stating an amount
        neither file states, or one that says nothing the files hold (Qwen 0.5B wrote the request and the task
        back: "ใบเสนอราคาปั๊มน้ำ 2 เจ้า … บอกตัวเลขหรือข้อมูลจากแต่ละไฟล์ด้วย"), is replaced by those lines (Qwen 0.5B:
        "$80,000 more" for budgets of 7,000 and 8,000)."""
        by_month = month_lines(passages, turn.question, plan.sides)
        lines = by_month[0] if by_month else [
            figure_line(p["text"], turn.question, side, p["name"]) for p, side in zip(passages, plan.sides)]
        asked = set(figures(turn.question))
        # A count of one to nine answers nothing ("งานที่ได้รับมอบหมาย: 1" to "which launches when?"), a date's day does.
        dated = bool(MONTH.search(fold(unmarked(answer))))
        # asked what it costs, a measure the answer states is no figure of it: "Project: 15 kWp on-grid rooftop system"
        # for "which of the 2 solar quotes is cheaper" (feedstore set, session 38) kept both totals out
        stated = money_figures(unmarked(answer)) if COSTS.search(fold(turn.question)) else amounts(unmarked(answer))
        said = [figure for figure in stated if figure not in asked and (dated or float(figure) >= 10)]
        if any(not any(states(p["text"], figure) for p in passages) for figure in said) or _written_back(
                answer, turn.question, passages):
            answer, said = "", []
        more = by_month[1] if by_month else counterparts(passages, lines, [
            further_lines(p, turn.question, line, plan.sides) for p, line in zip(passages, lines)])
        if not by_month:
            lines, more = aligned(passages, turn.question, lines, more)
            # ... and each book's cell of the month and series asked, beneath its line (the month's row of its
            # first sheet, when the series is in another: "ค่ากระจกเดือนมีนาปีนี้กับปีที่แล้ว", aluminium set, session 40)
            cells = month_cells(passages, turn.question)
            if cells:
                more = [[cell, *(extra for extra in side if extra != cell)] if cell not in (line or "") else side
                        for cell, line, side in zip(cells, lines, more)]
        # each month of one file: the answer states each month's figure, not just any figure the file holds, and
        # not as a measure: the "30" of "ราคาต่อกระสอบ 30 กก." and "เครดิต 30 วัน", which both lists state, is no price
        # nor the "68" of a month's "ก.ค. 68", its year: an answer copying the sheet's title states no July figure
        missing = not all(any(states(text, figure) for figure in said) for text in (
            [tables.MONTH_WRITTEN.sub(" ", line.casefold()) for line in lines] if by_month
            else [UNPRICED.sub(" ", p["text"]) for p in passages]))
        missing = missing or any(not any(states(unmarked(answer), figure) for figure in amounts(extra))
                                 for side in more for extra in side if amounts(extra))
        # two months of one file are told apart by their months: "ค่าใช้จ่ายบ้าน_2568.xlsx (60458) is 35,230 more than
        # ค่าใช้จ่ายบ้าน_2568.xlsx (25228)" named one file twice (tutor set)
        labels = [MONTHS[month - 1][0 if language(turn.question) == "en" else -1].capitalize()
                  for month in by_month[2]] if by_month else None
        added = compared(turn.question, [(p["name"], line) for p, line in zip(passages, lines)], more,
                         same_row=by_month is not None, labels=labels) if missing else ""
        words = WORDS[language(turn.question)]["only_in"]
        differs = "\n".join(f"{words.format(name=name)}\n" + "\n".join(f"- {line}" for line in own)
                             for name, own in only_in(passages, turn.question))
        text = "\n\n".join(part for part in (answer, added, differs) if part).strip()
        turn.emit(Token(text))
        turn.emit(Cited(tuple(citation(n, {**p, "text": line or p["text"]})
                              for n, (p, line) in enumerate(zip(passages, lines), start=1))))
        return AnswerDone(text)


def month_lines(passages: list[dict], question: str, sides: tuple[str, ...]) -> tuple[list[str], list[list[str]], list[int]] | None:
    """Two months of one file ("compare June and July", both sides read from the monthly sheet, plan.second_file):
    each side's month (the one it names, or the question's other one) gets the cell of the series the question
    names (engine/tables.cell_line), else that month's row, else the total of that month's sheet, and the cell of
    each thing the question lists ("total income and how much came from installs"), and each side's month (1-12);
    None when the files differ or a side has no such line."""
    if len(passages) != 2 or passages[0]["path"] != passages[1]["path"]:
        return None
    named, passage = months_in_order(question), passages[0]
    months = [month_of(side) for side in sides]
    for n, month in enumerate(months):  # a side naming none has the question's month no side names
        months[n] = month or next((m for m in named if m not in months), None)
    if None in months or len(set(months)) < 2:
        return None
    lines, more = [], []
    for month in months:
        cell = tables.cell_line([passage], question, month, question)
        line = cell[1] if cell else tables.month_line(passage["text"], month)
        if line is None:
            return None
        lines.append(line)
        things = (tables.cell_line([passage], thing, month, question) for thing in asked_things(question))
        more.append(list(dict.fromkeys(found[1] for found in things if found and found[1] != line)))
    return lines, more, months


def month_cells(passages: list[dict], question: str) -> list[str] | None:
    """One month in two files (this year's book and last year's: "ค่ากระจกเดือนมีนาปีนี้กับปีที่แล้ว"): each file's cell
    of the series the question names in that month (engine/tables.cell_line), as the answer lines write it; None
    when the question names no one month or a file has no such cell. The rows of each book's first sheet were given
    instead (aluminium set, session 40)."""
    month = month_of(question)
    if month is None or len(passages) != 2 or passages[0]["path"] == passages[1]["path"]:
        return None
    cells = [tables.cell_line([passage], question, month, question) for passage in passages]
    return [cell[1] for cell in cells] if all(cells) else None


def only_in(passages: list[dict], question: str) -> list[tuple[str, list[str]]]:
    """Asked what differs between two files of one series or party (plan.kin: two months' bills, two years' price
    lists), each file's lines stating an amount other than zero that no line of the other file states a counterpart
    of (counterpart_share), up to ONLY_LINES, with the file's name: the July phone bill's roaming pack, the April
    internet bill's Mesh add-on, the clinic receipt's test strips (freelance, office and rental sets gave the two
    totals and no reason). Not for two firms' quotes: every line of one is the other's only by its wording."""
    if len(passages) != 2 or passages[0]["path"] == passages[1]["path"] or not WHY_DIFFERENT.search(fold(question)) \
            or not kin(passages[0]["path"], passages[1]["path"]):
        return []
    lines = [[line.strip() for line in passage["text"].splitlines() if line.strip()] for passage in passages]
    found = []
    for side, other in ((0, 1), (1, 0)):
        own = [line for line in lines[side] if _costs_something(line)
               and max((counterpart_share(line, held) for held in lines[other]), default=0.0) < COUNTERPART]
        if own:
            found.append((passages[side]["name"], once(own)[:ONLY_LINES]))
    return found


def _costs_something(line: str) -> bool:
    """The line states money other than nothing, its dates aside: an item's "300.00 THB", a table row's "| 650"; not
    "Date: 2 June 2025", "Page 2 - Transactions, February 2025" or "Other charges 0.00 THB"."""
    bare = undated(line)
    return any(float(figure) for figure in money_figures(bare)) or (
        "|" in bare and any(len(figure.split(".")[0]) >= MONEY_DIGITS and float(figure) for figure in amounts(bare)))


def counterparts(passages: list[dict], lines: list[str | None], more: list[list[str]]) -> list[list[str]]:
    """Each side's further lines, and after them the other file's line stating what a line of this side states
    when that side shows none: the July bill's "Units used: 2,135 kWh" brings the August bill's own units, one
    quote's warranty the other's."""
    if len(passages) != 2 or passages[0]["path"] == passages[1]["path"]:
        return more
    shown = [[line for line in [first, *extra] if line] for first, extra in zip(lines, more)]
    added: list[list[str]] = [[], []]
    for side, other in ((0, 1), (1, 0)):
        candidates = [line for line in passages[other]["text"].splitlines() if amounts(line)]
        for line in shown[side]:
            if any(counterpart_share(line, held) >= COUNTERPART for held in shown[other] + added[other]):
                continue
            best = max(candidates, key=lambda found: counterpart_share(line, found), default=None)
            if best is not None and counterpart_share(line, best) >= COUNTERPART:
                added[other].append(best.strip())
    return [[*extra, *new] for extra, new in zip(more, added)]


def aligned(passages: list[dict], question: str, lines: list[str | None],
            more: list[list[str]]) -> tuple[list[str | None], list[list[str]]]:
    """Two files pricing the same items (two years' price lists of one firm, two firms' quotes), one in the request's
    language and one not: the other file's lines for the items the first file's lines name (item_share, each the
    other's best and it theirs, of at least ITEM_LEAST), in their place, and of its own lines only those naming no
    item of the first file. Its own were ranked for words it does not write: "the 22 inch propeller" took the Thai
    list's "ใบพัดปั๊มน้ำ (Impeller)", not its "EM-205 | ใบจักรทองเหลือง 4 ใบ ขนาด 22 นิ้ว" (ferry set). Both in one
    language: each side gets the other's lines for its items."""
    if len(passages) != 2 or passages[0]["path"] == passages[1]["path"]:
        return lines, more
    items = [[line.strip() for line in passage["text"].splitlines() if amounts(line)] for passage in passages]

    def match(line: str, side: int) -> str | None:  # the other file's line naming this side's line's item
        other = 1 - side
        best = max(items[other], key=lambda found: item_share(line, found), default=None)
        if best is None or item_share(line, best) < ITEM_LEAST:
            return None
        back = max(items[side], key=lambda found: item_share(best, found))
        return best if item_share(best, back) <= item_share(best, line) else None

    shown = [[line for line in [first, *extra] if line] for first, extra in zip(lines, more)]
    scripts = [_script(passage["text"]) for passage in passages]
    asked = language(question)
    if None not in scripts and scripts[0] != scripts[1] and asked in scripts:
        lead = scripts.index(asked)
        other = 1 - lead
        matched = {line: match(line, lead) for line in shown[lead]}  # the lead's first line is its first shown
        theirs = list(dict.fromkeys(found for found in matched.values() if found))
        own = [line for line in shown[other] if line in theirs or match(line, other) is None]
        first = matched.get(lines[lead]) if lines[lead] else None
        rest = [line for line in dict.fromkeys([*theirs, *own]) if line != (first or lines[other])]
        lines, more = list(lines), list(more)
        lines[other], more[other] = first or lines[other], rest
        return lines, more
    added = [list(more[0]), list(more[1])]
    for side in (0, 1):
        for line in shown[side]:
            found = match(line, side)
            if found is not None and found not in shown[1 - side] and found not in added[1 - side]:
                added[1 - side].append(found)
    return lines, added


def _script(text: str) -> str | None:
    """The language a text's letters are written in ("th", "en"): MOSTLY of them in that script; None for a mix (a
    Thai sheet's "มิ.ย. 68 (Jun)" rows)."""
    thai = sum(map(len, THAI_RUN.findall(text)))
    latin = sum(1 for char in text if char.isascii() and char.isalpha())
    if thai + latin == 0:
        return None
    return "th" if thai >= MOSTLY * (thai + latin) else "en" if latin >= MOSTLY * (thai + latin) else None


QUOTE_KIND = next(n for n, kind in enumerate(w.RECORD_KINDS) if "quotation" in kind)
TWO_QUOTES = re.compile(r"(?:สอง|2\s*)เจ้า|\b(?:two|2|both)\s+(?:\S+\s+){0,3}?(?:quotes?|quotations?|offers?)\b|\bquotes from")


def quotes_of(question: str, hits: tuple[str, ...], seen: tuple[str, ...], taken=()) -> tuple[str, ...]:
    """Of a side's hits and every hit `seen` so far, the quotations, for "we got two quotes for …" / "ใบเสนอราคา … สองเจ้า"
    when two are found (with the side's file taken first): not the branch plan or the brainstorm that name the thing
    quoted, nor, unless it asks for one, a quote kept aside (เก่า, a draft) or one of an older year than the newest."""
    if not TWO_QUOTES.search(question.casefold()):
        return hits
    found = [path for path in dict.fromkeys((*hits, *seen, *taken)) if QUOTE_KIND in records_named(PurePath(path).stem)]
    if not older_asked(question):
        newest = max((year for year in map(name_year, found) if year), default=None)
        found = [path for path in found if not OLD_FILE.search(path) and name_year(path) in (None, newest)]
    quotes = tuple(path for path in found if path not in taken)
    return quotes if len(found) >= 2 and quotes else hits


def undigested(query: str) -> str:
    """A save's query without the words asking for the digest: "…ร้านเป็นไงบ้าง สรุปรายรับแยกแต่ละอย่าง" asks for a
    summary of this year's sheet, not for last year's สรุปบัญชีร้าน_2567.md, whose name holds "สรุป" (bikeshop set)."""
    return DIGEST_WORDS.sub(" ", query).strip() or query


def save_source(query: str, paths: tuple[str, ...]) -> str | None:
    """The file a save reads: the one its request names (plan.best_for), unless the thing named before the points
    to keep names another by two of its words or more: "ผลเกี่ยวข้าวนาปีปีนี้ ได้กี่โล เก็บไว้สีเองเท่าไหร่ ขายเท่าไหร่"
    is บันทึกเกี่ยวข้าว_นาปี68.md, not the rice mill's chat its สี and ขาย name; "tey's school fee notice for this term,
    each item n the total" the fee notice, not the condo's CommonFee invoice (ricefarmer and flightattendant sets,
    session 45). The points may name the file too ("เดือน ส.ค. ร้านเป็นไงบ้าง สรุปรายรับ…รายจ่าย" is the รายรับรายจ่าย
    book), so the head alone decides only so."""
    side = undigested(query)
    # ... of the latest one, not an older copy: "สรุปบันทึกผลิตอาทิตย์ล่าสุด" read the week before's (ricepaper set)
    paths = latest_paths(paths, side)
    path = best_for(side, paths)
    head = POINTS_ASKED.split(re.sub(r"\([^)]*\)?", " ", side), maxsplit=1)[0].strip()
    if path is None or head == side:
        return path
    named = best_for(head, paths)
    return named if named is not None and len(asked_in_name(head, named, ())) >= HEAD_WORDS else path


def kin_files(turn: TurnState, path: str) -> tuple[str, ...]:
    """The files the user may see that are of the party `path` is of (plan.kin): this year's English price list of
    the supplier whose last year's list is ราคาอะไหล่_สยามคูลลิ่ง_2567.md, which no search found (aircon set)."""
    if turn.ctx.index is None:
        return ()
    every = turn.ctx.index.files_of_kind(("",), reach=turn.ctx.reach())
    return tuple(other for other in every if other != path and kin(other, path))


def with_kind(turn: TurnState, query: str, hits: tuple[str, ...]) -> tuple[str, ...]:
    """Of the hits, only those of the kind of file the query names ("my new engine slides", "สไลด์แผนงาน"), then the
    other files of that kind the user may see; all the hits when it names none, or no file is of it. An English
    request over Thai slides found a costs sheet by its words and summarised it (weaving and fishing sets)."""
    endings = kinds_named(query)
    if not endings or turn.ctx.index is None:
        return hits
    kind = turn.ctx.index.files_of_kind(tuple(endings), reach=turn.ctx.reach(), limit=KIND_FILES)
    of_kind = tuple(path for path in dict.fromkeys((*hits, *kind)) if PurePath(path).suffix.casefold() in endings)
    return of_kind or hits


def with_named(turn: TurnState, query: str, hits: tuple[str, ...], taken=()) -> tuple[str, ...]:
    """A search's hits, then the NAMED_FILES files whose names hold most of the query's words (FileIndex.name_shares),
    none twice nor one already `taken`: "the clinic bill in July" is Clinic_receipt_2025-07.pdf, which the searches
    ranked below other bills (rental set)."""
    shares = turn.ctx.name_shares(query)
    named = sorted(shares, key=lambda path: (-shares[path], path))[:NAMED_FILES]  # on a tie by path: not by set order
    return tuple(path for path in dict.fromkeys((*hits, *named)) if path not in taken)


def further_lines(passage: dict, question: str, line: str | None, sides: tuple[str, ...] = ()) -> list[str]:
    """One side's lines for the parts of the question that do not ask what it costs (engine.answer_lines):
    "รวม VAT แล้วเท่าไหร่ทั้งคู่ แล้วรับประกันกี่ปี" gets each quote's warranty beside the total figure_line found
    (farm set: both totals, no warranty), and for each thing of a list it asks (excerpts.asked_things) that is
    not most of a side compared ("the bill" and "the budget" of "the bill with the budget"), the best
    line with a figure: "เทียบยอดเงินกับหน่วยที่ใช้" gets each bill's "Units used: 1,362 kWh" (session 20: read
    sets' comparisons with both files read, every gold among the lines 45 -> 51 of 94, session 19's four 6 -> 6
    of 11, none lost; 5.1 -> 5.3 lines a comparison); then, up to FURTHER_LINES, the answer-line ranker's best
    lines with a figure that hold at least SHARED_LEAST of the words the best one holds. Model-free, the two used
    files of the read sets' 77 two-file comparisons: every gold figure among the lines 24 -> 34 of 77 (no
    threshold 33, 0.3 33, 0.5 34, 0.7 31; 0.4 keeps a bill's "Water used: 214 cubic metres" at 0.44 and leaves a
    quote's "Delivery within 7 days" at 0.33, whose only asked word is "with"; three more lines 41, with "Rent |
    12500" beside an electricity comparison)."""
    parts = list(dict.fromkeys(
        chosen.text for part, chosen in best_lines([passage], question)
        if not COSTS.search(fold(part)) and chosen.text != line and amounts(chosen.text))) \
        if len(asked_parts(question)) >= 2 else []
    for thing in asked_things(question):
        held = grams(thing)
        if COSTS.search(fold(thing)) or any(len(held & grams(side)) >= SIDE_SHARE * len(grams(side)) for side in sides):
            continue
        stating = [found.text for _, found, _ in scored([passage], question, thing)
                   if found.text != line and amounts(found.text)]
        marks = codes(thing)  # "DB16 …": the line naming it, not the price list's title
        best = next(iter([text for text in stating if any(mark.search(text) for mark in marks)] or stating), None)
        if best is not None and best not in parts:
            parts.append(best)
    whole = scored([passage], question, question)  # the lines ranked for the whole question, for all below
    if UNIT_ASKED.search(fold(question)):  # "ราคาต่อหัวกับยอดรวม": the quote's item row beside its total
        rows = [found.text for _, found, _ in whole if found.text != line and _item_row(found.text)]
        row = max(rows, key=lambda text: max(map(float, amounts(text))), default=None)
        if row is not None and row not in parts:
            parts.append(row)
    for measure in asked_measures(question) or asked_counts(question):  # "รับประกันกี่ปี": a line stating years
        best = next((found.text for _, found, _ in whole
                     if found.text != line and states_measure(measure, found.text, question)), None)
        if best is not None and best not in parts:
            parts.append(best)
    share = FEATURES.index("part_score")  # a line's share of the best line's asked words
    best = (found.text for _, found, row in whole if amounts(found.text) and row[share] >= SHARED_LEAST)
    return once([line or "", *parts, *best])[1:FURTHER_LINES + 1] if len(parts) < FURTHER_LINES else parts


def _item_row(text: str) -> bool:
    """A row pricing an item: a table's of four cells or more and three figures or more (how many, the price of one,
    the amount: "1 | ผ้าพันคอบาติก … | 300 ผืน | 350 | 105,000"), or a line multiplying them out ("Karaoke rooms 10
    rooms x 2,600.00 = 26,000.00"); no total."""
    tabled = text.strip().strip("|").count("|") >= ROW_CELLS - 1 and len(amounts(text)) >= 3
    return (tabled or TIMES.search(text) is not None) and not TOTAL.search(fold(text))


ECHOED = 0.8  # the share of the request's trigrams an answer holds that writes the request back


def _written_back(answer: str, question: str, passages: list[dict]) -> bool:
    """The answer is the request written back, with nothing of the files: not a verdict in its own words ("The
    bill is over budget." restates no more than a part of it)."""
    asked = grams(question)
    return (len(grams(answer) & asked) >= ECHOED * len(asked)
            and grounded.says_nothing(answer, question, "\n".join(p["text"] for p in passages)))
