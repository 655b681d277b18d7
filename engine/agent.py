"""The agent loop: at each step the model calls a tool or answers.

Code, not the model, enforces every limit: the step limit, the per-turn web budget, tool timeouts, Stop,
a repeated identical call (which ends the tool phase), and the context: each step's prompt is counted
with the model's tokenizer and trimmed to fit (agent_budget.py), and a step the model still finds too
long is retried once on half the room. Where the design is explicit, routing picks the first tool and
plan.py the tools of each step after it; "read X and save a summary as Y" and "compare A with B" run in
code, and "where is X?" ends with the files found (plan.py). A step that may only answer cannot write a
call, and an answer that still reads as one is asked for again in words, then written by code from the
results (written_answer.py): a tool call, an error line or a tool's header is never shown as the answer.
"""
from __future__ import annotations

import json
import re
import time
from dataclasses import replace
from typing import Callable

from engine import grounded
from engine.agent_budget import Prompt, fit
from engine.agent_plans import PlannedTurns
from engine.agent_step import SearchStopped, StepOutput, TurnState, exchange, execute, read_call, read_stream
from engine.backends.base import GenerationRequest, ModelError, is_context_error
from engine.backends.openai import compact_tool
from engine.config import Config
from engine.events import AnswerDone, Cited, Error, Event, Notice, Token
from engine.excerpts import asks_figure, asks_something
from engine.index.thai import split_words
from engine.knowledge import build_knowledge
from engine.model_queue import ModelQueue
from engine.plan import (OVERWRITE, compare_plan, found_paths, kinds_named, listed_folder, listed_kinds, named_folder,
                         next_tools, save_plan, save_target, shape, unwanted_kinds)
from engine.progress import Tracker
from engine.protocol import reads_as_call, step_grammar, written_content
from engine.routing import PERSONAL, Route
from engine.routing import words as w
from engine.routing.rules.rag_search import whole_message
from engine.routing.shapes import FILE_NAME, QUESTIONS_ABOUT, prepare
from engine.routing.text import en
from engine.routing.words import WEB_TOOLS
from engine.tools import find_tool
from engine.tools.base import ToolContext, ToolSpec, WebBudget
from engine.tools.rag_search import SPEC as RAG_SEARCH
from engine.written_answer import (LISTED_HITS, LISTED_TOPIC, echoes, found_files, name_words, named_first,
                                   names_unfound_file, of_kind_first, slow_search, unwanted_last, with_kin,
                                   without_kinds, written_answer)

# Written for small models (SmolLM2-135M, Qwen 0.5B): short, one worked call per tool, Thai and English.
# bench/tool_calls.py measures it; the full tool descriptions go to servers with native tool calling.
SYSTEM_PROMPT = """You are Klang, an assistant on the user's own computer. Answer in the user's language (Thai or English), briefly.
Greetings, small talk, general knowledge, math, translation and writing need no tool: answer them directly.
Tools, one example each:
{tools}
To use a tool, reply with only the JSON call. Otherwise reply with the answer itself, not JSON.
Name the file path or URL an answer comes from. The user's own files and notes never go to a web tool."""
PROMPT_EXAMPLES = {
    "rag_search": ("ตามสัญญาเช่า ต้องจ่ายค่าเช่าวันไหน", {"query": "สัญญาเช่า จ่ายค่าเช่า วันที่"}),
    "read_file": ("อ่านไฟล์ ~/Documents/report.pdf ให้หน่อย", {"path": "~/Documents/report.pdf"}),
    "write_file": ("save this list as todo.md", {"path": "todo.md", "content": "- buy milk"}),
    "list_workspect": ("what files did you save?", {}),
    "bash": ("รัน `df -h` ให้หน่อย", {"command": "df -h"}),
    "web_search": ("what's the weather in Chiang Mai this weekend?", {"query": "Chiang Mai weather this weekend"}),
    "browse_url": ("สรุป https://example.com/news ให้หน่อย", {"url": "https://example.com/news"}),
    "recall_web": ("what did that page say about the fees?", {"url": "https://example.com/news", "query": "fees"}),
}

ANSWER_NOW = ("Now answer the user's question in words, in the user's language, from the tool results above. "
              "Do not write JSON or a tool call.")
RESTATED = "\nThe question: {question}"  # small models lose a question behind long results
RESTATED_CHARS = 300
PRIVATE = ("This request is about the user's own files: they stay on this computer, so there is no web search. "
           "If nothing was found, say so and suggest next steps: other words, part of the file name, "
           "or adding the folder in Settings.")
IN_WORDS = ("That reply was a tool call, but no tool can be used now. Answer the user's question in plain words "
            "from the tool results above. Do not write JSON.")
CONTEXT_FULL = ("This conversation does not fit the model's context window ({tokens:,} tokens), even shortened. "
                "Start a new conversation or ask a shorter question, or pick a model with a larger context in "
                "Settings.")
SIMPLE_LOOKUP_WEB_BUDGET = 5
_FIRST_SENTENCE = re.compile(r"[^\n]*?(?:\.(?=\s)|$)", re.MULTILINE)


RECITED_SHARE = 0.6  # of an answer's runs of three words, those the prompt holds when the answer recites it
_WORD = re.compile(r"\w+|[^\w\s]")


def _word_runs(text: str) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.casefold())
    return {tuple(words[i:i + 3]) for i in range(len(words) - 2)}


def recites_prompt(answer: str, prompt: str = SYSTEM_PROMPT) -> bool:
    """The answer is the prompt's own words: a line of it, or most of its runs of three words taken from the
    prompt and the notes after the results. Qwen 0.5B answered "who is my landlord?" with "To use a tool,
    reply with only the JSON call. …" (session 8) and "who is renting the flat to me?" with "To use the
    `list_workspect` tool, reply with the file path or URL an answer comes from. The user's own files and
    notes never go to a web tool." (session 9). Runs of words, not letters: a short answer shares most of its
    letter trigrams with any long English text."""
    first = answer.strip().split("\n", 1)[0].strip()
    if first and first in {line.strip() for line in (*prompt.splitlines(), ANSWER_NOW)}:
        return True
    runs = _word_runs(answer)
    said = _word_runs("\n".join((prompt, ANSWER_NOW, PRIVATE, IN_WORDS)))
    return len(runs) >= 4 and len(runs & said) >= RECITED_SHARE * len(runs)


CALL_SPELLED = re.compile(r'"tool"\s*:')


def wants_a_tool(answer: str, question: str, tool_names) -> bool:
    """The answer says how it would call one of Klang's tools instead of answering: asked "what time is my blood
    test in August?", "list the payslips I've kept" or "บิลเน็ตเดือนเมษาทำไมแพงกว่าเดือนมีนาอะ", which the
    router's classifier sent to no tool, Qwen 0.5B wrote "To answer this question, I'll use the `read_file`
    tool … ~/Documents/blood_test.pdf" (session 10: 4 of the student set's 11 misses, 2 of the office set's 8).
    The model's own word that the answer is in a file, where a guess from the question's words is not: a quiet
    search of those rows' files passed the gate for 4-7 % of the routing set's answer-directly requests
    ("what is 7 times 7", "แปลคำว่า lease agreement เป็นไทย"). A tool the question names itself does not count."""
    folded, asked = answer.casefold(), question.casefold()
    return any("_" in name and name in folded and name not in asked for name in tool_names) \
        or bool(CALL_SPELLED.search(answer))


def brief_tools(tools: tuple[ToolSpec, ...]) -> str:
    """Each tool as a small model can hold it: name, what it is for, one request with its exact call."""
    lines = []
    for spec in tools:
        lines.append(f"- {spec.name}: {_FIRST_SENTENCE.match(spec.description).group(0).strip()}")
        if spec.name in PROMPT_EXAMPLES:
            request, arguments = PROMPT_EXAMPLES[spec.name]
            call = json.dumps({"tool": spec.name, "arguments": arguments}, ensure_ascii=False)
            lines.append(f'  "{request}" -> {call}')
    return "\n".join(lines)


def recent_tools(history: list[dict]) -> tuple[str, ...]:
    """The tools the previous answer used (history entries may carry "tools"): what "that page" refers to."""
    for message in reversed(history):
        if message.get("role") == "assistant":
            return tuple(message.get("tools", ()))
    return ()


def reminders(steps: list, answer_now: bool, private: bool, question: str = "") -> tuple[dict, ...]:
    """Notes after the tool results: answer now (no tools left), with the question again when it is short,
    and for a private turn, no web."""
    if not steps:
        return ()
    answer = ANSWER_NOW + (RESTATED.format(question=question) if 0 < len(question) <= RESTATED_CHARS else "")
    notes = ([PRIVATE] if private else []) + ([answer] if answer_now else [])
    return tuple({"role": "user", "content": note} for note in notes)


def first_step_tools(route, tools: tuple[ToolSpec, ...]) -> tuple[tuple[ToolSpec, ...], bool]:
    """The tools the first step may call, and whether it may answer instead, for a route without arguments:
    the route's tool alone (call only), or for "answer directly" no tool at all (an answer).

    Never every tool: offered them all, Qwen 0.5B called one for nearly every request the classifier would
    have answered directly (bench/tool_calls.py on dev)."""
    if route.tool is not None:
        return tuple(spec for spec in tools if spec.name == route.tool), False
    return (), True


FINDING = ("find", "list")  # shapes whose whole answer is the files a search found
ASKED_OF_FILES = "shape_answer"  # the reason of a route searched_first changed
UNSURE = "classifier_unsure"  # the reason of a route the router's classifier was not sure of
# A question is at most what rag_search takes as a query: "hello " * 4096 is shaped "answer" too.
QUESTION_CHARS = RAG_SEARCH.parameters["properties"]["query"]["maxLength"]


def searched_first(route, kind: str, text: str, tool_names, recent: tuple[str, ...] = ()) -> Route | None:
    """The route, or a search of the user's files for a question whose shape says it is asked of them when the
    router's classifier (not a rule, not an explicit ask for the web, not a follow-up on a page) sent it to a
    web search or to no tool. The router's set has few questions about documents in other people's words: it
    answered "สินค้าขายดีอันดับหนึ่งของ Q2 คืออะไร" from nothing and sent "which platforms is the marketing team
    going to advertise on?" to the web (dev3 baseline: 5 of 12 such questions never searched). A request to find a
    file that names a file likewise: "แชทไลน์ที่…สั่งปุ๋ย…เซฟไว้ชื่อไฟล์อะไรนะครับ" got no tool and an empty answer
    (farm set); of the 6,228 routing rows, 1 changes, rightly ("หาไฟล์ที่แก้ล่าสุดเมื่อวาน" was sent to the web). So
    does a find the classifier sent to workspect unsure, naming no work of Klang's: "ไฟล์ที่จดคะแนน mock test ของ
    น้องมายด์ไว้อยู่ไหนคะ" listed workspect, and the model made up "~/Documents/report.md" (tutor set)."""
    if route is None or not route.reason.startswith("classifier") or "rag_search" not in tool_names \
            or WEB_TOOLS & set(recent) or len(text) > QUESTION_CHARS:
        return route
    request = prepare(text)
    # ... and one of another shape asking how much or how many of what the user or their business did: "how many jars
    # of ta daeng did we sell in sep?" was answered, sure, with steps to open a made-up ta_daeng_sold.txt; "how much
    # did the shop spend altogether in sept this year?" (shaped a comparison) went to the web (chilipaste and
    # uniformshop sets, session 42)
    kind = "answer" if kind in ("other", "compare") and OWN_DEED.search(request.folded) else kind
    if kind not in ("answer", "find"):
        return route
    if kind == "find" and route.tool == "list_workspect" and route.reason == UNSURE \
            and not KLANGS.search(request.folded) and "workspect" not in request.folded:
        return searched_instead(route, request)  # not Klang's own work: the user's files
    if route.tool not in (None, "web_search"):
        return route
    if request.asks_for_the_web or (kind == "find" and not FILE_ASKED.search(QUOTED.sub(" ", request.folded))):
        return route
    return searched_instead(route, request)


_BUSINESS = "shop|store|stall|farm|business|clinic|cafe|restaurant|garage|yard|factory|studio|salon"
# ... or what something of theirs brought in: "how much did the chinese classes bring in in aug this yr?" went to the
# web (languageschool set, session 43)
OWN_DEED = re.compile(rf"{en('how (?:many|much)')}.*(?:{en(f'(?:did|have|had) (?:we|i|the (?:{_BUSINESS}))')}"
                      rf"|{en('(?:bring|brought|bringing) in')})")
# A find about a file, not "หาเงินเพิ่มยังไงดี": a word for one, or asked as only a file is ("where did i put their
# mail?", "wheres that english price sheet …", "… เก็บไว้ตรงไหนครับ"), which the classifier left to the model unsure
FILE_ASKED = re.compile(rf"ไฟล์|เอกสาร|{en('files?|documents?')}|{en(w.FIND_ANY_EN)}|{en(w.WHERE_FILE_EN)}"
                       rf"|{w.KEPT_WHERE_TH}")
QUOTED = re.compile(r"[\"'“‘].*?[\"'”’]")  # words quoted to work on: "translate 'where is my file' into thai"


def searched_instead(route: Route, request) -> Route:
    """A search of the user's files with their words, in place of the route (its privacy kept)."""
    return Route("rag_search", whole_message(request), ASKED_OF_FILES, private=route.private)


# The record words (engine/routing/words.py) that name a kind of document, not files in general: "list the files
# you made" asks for workspect, "มีไฟล์บิลค่าไฟบ้านอะไรบ้าง" for the user's bills.
_GENERAL = {"notes?", "files?", "folders?", "documents?", "docs?", "list", "records?", "project", "ไฟล์", "เอกสาร",
            "โน้ต", "บันทึก", "รายการ", "แผน", "ตาราง", "โปรเจกต์", "โปรเจค"}
NAMED_KIND = re.compile("|".join(
    [en("|".join(word for word in w.RECORD_EN.split("|") if word not in _GENERAL))]
    + [word for word in w.RECORD_TH.split("|") if word not in _GENERAL]))


# A list of the files about something: "มีไฟล์เรื่องค่าเทอมแพรวกี่ไฟล์ อะไรบ้าง" (farm set, session 13) names no kind.
TOPIC = re.compile(rf"เรื่อง|เกี่ยวกับ|{en('about|regarding')}")
# What Klang itself wrote: "the files you made", "ไฟล์ที่คุณสร้างให้", "klang's folder", "your output folder".
KLANGS = re.compile(rf"{en('you|your|klang|klang.s|sandbox|output')}|คุณ|เธอ|นาย|ที่เก็บงาน")
# A list request's own words: a file name holding "ไฟล์" or "list" says nothing of what the list is about.
LIST_WORDS = re.compile(rf"ไฟล์|ชื่อ|เอกสาร|รายการ|รายชื่อ|{en('files?|names?|documents?|docs?|list|papers?')}")
OWNED = re.compile(rf"{en('my|our|(?:i|we)(?:.ve| have)(?: got| kept| saved)?|(?:i|we) (?:got|kept|saved|received)')}"
                   rf"|{w.OWNER_TH}|ที่มี|ที่เก็บไว้")  # "list every file we got from securelink" (cctvinstaller set)


def listed_from_files(route, kind: str, text: str, tool_names, names_hold: Callable[[str], bool] = lambda words: False
                      ) -> Route | None:
    """A search of the user's files for a list request the router's classifier sent to workspect without being
    sure, when it names a kind of the user's documents and not workspect: "มีไฟล์บิลค่าไฟบ้านอะไรบ้างคะ
    ขอรายชื่อไฟล์หน่อย" listed workspect's to-do list (clinic set, session 11); likewise one it would answer
    directly that says the documents are the user's ("Can you list all the payslips from my part-time job that
    I've kept?" got "You can list all the payslips…"), or one sent to workspect surely that names no work of
    Klang's ("ขอดูรายการไฟล์บิลค่าน้ำค่าไฟ…ทั้งหมด", guesthouse set), or one about a topic ("มีไฟล์เรื่อง…อะไรบ้าง"),
    or one whose words, a list's own words aside, are in the names of the user's files (`names_hold`: "มีไฟล์
    ราคาผ้าจากร้านผ้าเจ้าไหนบ้าง ขอแค่ชื่อไฟล์" listed workspect's to-do list, onlineshop set). None: the route stands
    (the routing sets' workspect rows name Klang's own output: "what have you written so far", "the files you
    made"; none changes)."""
    if kind != "list" or route is None or "rag_search" not in tool_names:
        return None
    request = prepare(text)
    unsure = route.tool == "list_workspect" and (route.reason == UNSURE or not KLANGS.search(request.folded))
    answered = route.tool is None and OWNED.search(request.folded) is not None  # "all the payslips … I've kept"
    # ... or one its classifier could not place: "มีไฟล์อะไรเกี่ยวกับคอนโดบ้างคะ ขอแค่ชื่อไฟล์พอ" was left to the model
    undecided = route.tool is None and route.reason == UNSURE
    named = names_a_kind(request.folded) or TOPIC.search(request.folded) is not None
    if not (unsure or answered or undecided) or "workspect" in request.folded:
        return None
    if not (named or names_hold(LIST_WORDS.sub(" ", request.folded))):
        return None
    return searched_instead(route, request)


def names_a_kind(folded: str) -> bool:
    """NAMED_KIND where a word starts: Thai has no spaces, and งบ is inside "เพิ่งบันทึก" (just saved)."""
    starts, at = set(), 0
    for word in split_words(folded).split():
        at = folded.find(word, at)
        starts.add(at)
        at += len(word)
    return any(found.start() in starts for found in NAMED_KIND.finditer(folded))


def files_first(route, text: str, tool_names, recent: tuple[str, ...] = ()) -> bool:
    """The router's classifier sent the request to the web without being sure (not a rule, not an explicit ask
    for the web, not a follow-up on a page): the user's files are searched first and answer it when the gate
    passes their passages. "ใบอนุญาตคลินิกต้องยื่นต่ออายุภายในวันไหนคะ แล้วค่าธรรมเนียมเท่าไหร่" went to the
    web though the clinic's own licence letter says both. Measured over the four bench folders: of the 5,996
    labelled routing rows, 58 are sent to the web unsure; 2-7 of them pass the gate over a folder (share prices
    over a student's papers; follow-ups on a page, which a recent web tool keeps on the web, among them). So is one
    it sent to read a file without being sure when it names no file: "how much did we spend on food/groceries at home
    in september?" (artgallery set; the routing rows' six such requests follow up on a web page)."""
    if route is None or route.reason != UNSURE or "rag_search" not in tool_names or WEB_TOOLS & set(recent):
        return False
    request = prepare(text)
    unnamed = route.tool == "read_file" and not FILE_NAME.search(request.folded)
    return (route.tool == "web_search" or unnamed) and not request.asks_for_the_web


def looked_up_first(route, text: str, tool_names, recent: tuple[str, ...] = ()) -> bool:
    """The router's classifier would answer directly, without being sure, a question (it asks what, when, how
    much, which…): the user's files are searched first and answer it when the gate passes their passages, else
    the model answers in words, blind to the search. Blind sets of session 15: "whats the monthly retainer
    lantern pays me under the contract, and how many videos is that supposed to cover?" (0.76 answer directly)
    was answered from nothing with steps to find "the monthly retainer lantern"; session 14's "When is Mind's real
    IELTS test again?" likewise. Not a rule's route, nor a follow-up on the web, nor "พอแล้วจ้า" (asks nothing)."""
    if route is None or route.tool is not None or route.reason != UNSURE or "rag_search" not in tool_names \
            or WEB_TOOLS & set(recent) or len(text) > QUESTION_CHARS:
        return False
    folded = prepare(text).folded
    return asks_something(text) and not any(pattern.search(folded) for pattern in (*QUESTIONS_ABOUT, ADVICE))


# Asking how to or what a word means (QUESTIONS_ABOUT), or what one should do, is for the model: "how can I improve
# my sleep?", "ทริปญี่ปุ่นหน้าหนาวของเรา ควรเตรียมเสื้อผ้าอะไรบ้าง" (the trip plan in the files says nothing of clothes).
ADVICE = re.compile(rf"{en('should|recommend|advice|tips?|ideas?')}|ควร|แนะนำ|ไอเดีย")


def kept_files(call: dict, question: str) -> dict:
    """The model's call, with a write's overwrite turned off unless the user asked to replace a file ("overwrite",
    "เขียนทับ"): asked "โน้ตที่ครูส่งมา เซฟไว้ไฟล์ไหนนะ" (where did I save it?), Qwen 0.5B wrote "- buy milk" to the
    user's todo.md, was told it exists, and replaced it with overwrite="true" (guesthouse set, session 11)."""
    arguments = call.get("arguments") or {}
    if call.get("tool") != "write_file" or str(arguments.get("overwrite", "false")).lower() != "true" \
            or OVERWRITE.search(prepare(question).folded):
        return call
    return {**call, "arguments": {**arguments, "overwrite": "false"}}


def files_hold(ctx: ToolContext, words: str) -> bool:
    """The quality gate passes the passages a search of the user's files (those the caller may see) finds for
    the words, with no model step. "Can you write up a short summary of where the orchid farm website stands and
    save it as orchid_status.md?" names no kind of record, and the model wrote its summary from nothing (office
    set); the status update the search finds is read first instead. "write a poem and save it" finds nothing."""
    knowledge, _dense = ctx.knowledge or build_knowledge(ctx.index, ctx.config)
    return not knowledge.search(words, allowed=ctx.reach().allows).verdict.weak


def about_files(route) -> bool:
    """The router sent the request to the user's files, or found it about the user's own things."""
    return route is not None and (route.tool == "rag_search" or route.private)


class Agent(PlannedTurns):
    def __init__(self, config: Config, model: ModelQueue, tools: tuple[ToolSpec, ...], router: Callable | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.config = config
        self.model = model
        self.tools = tools
        self.router = router
        self.clock = clock  # Progress timing; tests pass their own
        self.system_prompt = SYSTEM_PROMPT.format(tools=brief_tools(tools) if tools else "(none)")

    def count_tokens(self, text: str) -> int:
        """Tokens `text` takes in the loaded model's prompt (its own tokenizer where it has one)."""
        return self.model.backend.count_tokens(text)

    def context_window(self) -> int:
        """The loaded model's context in tokens (the configured one for a backend that does not say)."""
        return self.model.backend.context_window()

    def turn_state(self, history: list[dict], question: str, ctx: ToolContext, emit: Callable[[Event], None],
                   owner: str, private: bool = False) -> TurnState:
        tools = tuple(spec for spec in self.tools if not (private and spec.web))
        return TurnState(history, question, ctx, emit, owner, tools, private, Tracker(emit, self.clock))

    # -- prompt -------------------------------------------------------------
    def prompt(self, turn: TurnState, tools: tuple[ToolSpec, ...], notes: tuple[str, ...] = (),
               tight: bool = False) -> Prompt:
        """The step's messages fitted to the model's context less the answer's room (half of that when tight)."""
        backend = self.model.backend
        native = not backend.supports_grammar
        room = self.context_window() - self.config.max_answer_tokens
        specs = json.dumps([compact_tool(spec.openai_tool()) for spec in tools], ensure_ascii=False) if native and tools else ""
        extra = reminders(turn.steps, answer_now=not tools and not notes, private=turn.private, question=turn.question)
        extra += tuple({"role": "user", "content": note} for note in notes)
        # An answer-only step on llama sees the results without the JSON calls that fetched them: a 0.5B model
        # shown its own calls just above writes one more.
        exchanges = [exchange(call, outcome, native, answering=not tools) for call, outcome in turn.steps]
        return fit(self.count_tokens, room // 2 if tight else room, {"role": "system", "content": self.system_prompt},
                   self.count_tokens(specs) if specs else 0, turn.history, turn.question, exchanges, extra)

    # -- one model step -------------------------------------------------------
    def _ask(self, turn: TurnState, tools: tuple[ToolSpec, ...], allow_answer: bool,
             notes: tuple[str, ...] = ()) -> StepOutput:
        """One model step, retried on half the room if the model finds it too long (see _fitting)."""
        return self._fitting(turn, lambda tight: self._generate(turn, tools, allow_answer, notes, tight))

    def _fitting(self, turn: TurnState, attempt: Callable[[bool], StepOutput | AnswerDone]):
        """attempt(tight=False); one the model still finds too long (a server holding less than configured, a
        template longer than counted) is retried once on half the room, then ends the turn with advice."""
        try:
            return attempt(False)
        except ModelError as exc:
            if not is_context_error(exc):
                raise
        turn.emit(Notice("context_retry"))
        try:
            return attempt(True)
        except ModelError as exc:
            if not is_context_error(exc):
                raise
            raise ModelError(CONTEXT_FULL.format(tokens=self.context_window())) from None

    def _generate(self, turn: TurnState, tools, allow_answer: bool, notes, tight: bool) -> StepOutput:
        prompt = self.prompt(turn, tools, notes, tight)
        turn.notice(prompt.notices)
        native = not self.model.backend.supports_grammar
        request = GenerationRequest(
            messages=prompt.messages,
            max_tokens=self.config.max_answer_tokens,  # a call may carry a whole file's content
            grammar=None if native else step_grammar(tools, allow_answer),
            tools=tuple(spec.openai_tool() for spec in tools) if native else (),
            tool_choice=("auto" if allow_answer else tools[0].name) if (native and tools) else "auto",
        )
        return read_stream(self.model.submit(request, turn.owner), turn)

    # -- the turn -------------------------------------------------------------
    def run(self, history: list[dict], user_text: str, ctx: ToolContext, emit: Callable[[Event], None],
            owner: str = "local") -> AnswerDone | Error:
        names = {spec.name for spec in self.tools}
        kind = shape(user_text)
        recent = recent_tools(history)
        route = searched_first(self.router(user_text, names, recent=recent) if self.router else None, kind, user_text,
                               names, recent)
        route = listed_from_files(route, kind, user_text, names, lambda words: bool(ctx.name_shares(words))) or route
        if kind in FINDING and route is not None and route.tool == "write_file" and "rag_search" in names:
            # "… เซฟไว้ไฟล์ไหนนะ" asks where a file was saved: the save rule's word is not a request to write
            route = searched_instead(route, prepare(user_text))
        limit = self.config.web_budget
        if route is not None and route.simple_lookup:
            limit = min(limit, SIMPLE_LOOKUP_WEB_BUDGET)
        ctx = replace(ctx, web_budget=WebBudget(limit), model=ctx.model or self.model)
        # A request about the user's own things never reaches a web tool, at any step of the turn.
        turn = self.turn_state(history, user_text, ctx, emit, owner, private=route is not None and route.private)
        try:
            def names_files(words: str) -> bool:  # the words are about the user's files, says the router
                return about_files(route if words == user_text else self.router(words, names) if self.router else None)

            def to_read(words: str) -> bool:  # or the user's files hold them: a save or a comparison that names no record
                return names_files(words) or (ctx.index is not None and files_hold(ctx, words))

            plan = save_plan(user_text, turn.tools, to_read) if kind == "save" else None
            if plan:
                return self._save(turn, plan)
            listing = kind == "list" and ctx.index is not None
            folder = named_folder(user_text, ctx.index.roots) if listing else None
            endings = listed_kinds(user_text) if listing else ()
            if endings or (folder is not None and listed_folder(user_text, folder)):
                return self._listed(turn, folder, endings)
            compare = compare_plan(user_text, turn.tools, to_read) if kind == "compare" else None
            if compare:
                return self._compare(turn, compare)
            offered = {spec.name for spec in turn.tools}
            if ctx.index is not None and files_first(route, user_text, offered, recent):
                done = self._from_files(turn)
                if done is not None:
                    return done
            elif ctx.index is not None and looked_up_first(route, user_text, offered, recent):
                # about the user's own things (route.private), how much or when is theirs alone to tell
                done = self._from_files(turn, private=route.private)
                if done is not None:
                    return done
                searched = list(turn.steps)
                turn.steps.clear()  # answered in words, blind to a search that found nothing to answer from
                done = self._loop(turn, route, finding=kind if kind in FINDING else None)
                if isinstance(done, AnswerDone) and not done.text and not done.stopped and searched:
                    # ... but a model that wrote nothing leaves what the search found, not a blank: "whre's that cement
                    # quote from the u-thong company, the one in english?" had found it first, and the user read "I
                    # could not put an answer into words" (cementblock set, session 44)
                    turn.steps.extend(searched)
                    return self._written(turn)
                return done
            return self._loop(turn, route, finding=kind if kind in FINDING else None)
        except ModelError as exc:
            return Error(str(exc))
        except SearchStopped as stopped:
            return self._say(turn, slow_search(turn.question, stopped.seconds))

    def _loop(self, turn: TurnState, route, finding: str | None = None) -> AnswerDone:
        saving = save_target(turn.question) is not None
        tools, allow_answer = first_step_tools(route, turn.tools) if route is not None else (turn.tools, True)
        personal = route is not None and route.reason == PERSONAL  # searched by code, else answered directly
        # ... unless it asks how much or when of the user's own record: no general answer says when "my student
        # loan" is due (Qwen 0.5B gave steps to check a loan's status); a weak search then says what it found.
        weak_told = not personal or asks_figure(turn.question) is not None
        seen: set[str] = set()
        for step in range(self.config.max_steps):
            forced = step == 0 and route is not None and route.arguments is not None
            if not forced and not tools:
                return self._answer(turn)
            if not forced and step == self.config.max_steps - 1:
                break
            number = turn.next_step()
            if forced:
                call = {"tool": route.tool, "arguments": route.arguments}
            else:
                turn.progress.stage(number, "thinking")
                output = self._ask(turn, tools, allow_answer)
                if output.stopped:
                    return AnswerDone("" if output.is_call else output.text, stopped=True)
                call = read_call(output)
                if call is None:
                    recited = recites_prompt(output.text, self.system_prompt)
                    return self._written(turn) if recited else AnswerDone(output.text)
            call = kept_files(call, turn.question)
            key = json.dumps([call["tool"], call["arguments"]], sort_keys=True, ensure_ascii=False, default=str)
            if key in seen:
                break  # the same call again: the model is looping
            seen.add(key)
            outcome = execute(call, turn)
            if turn.ctx.cancel.is_set():
                return AnswerDone("", stopped=True)
            if call["tool"] == "rag_search" and found_paths(outcome) and finding:
                return self._found(turn, outcome, listing=finding == "list")
            if grounded.takes_over(turn.question, outcome, weak=weak_told):
                return self._grounded(turn, outcome.data)
            if personal:
                return self._directly(turn)
            tools, allow_answer = next_tools(call, outcome, turn.tools, saving), True
        turn.emit(Notice("steps_ended"))
        return self._answer(turn)

    # -- answering in words ---------------------------------------------------
    def _in_words(self, turn: TurnState, notes: tuple[str, ...] = ()) -> StepOutput:
        """An answer-only step; a reply that still reads as a tool call is asked for again, in words."""
        output = self._ask(turn, (), True, notes)
        wrapped = written_content(output.text) is not None  # the words to save, inside a call: usable as they are
        if (output.is_call or reads_as_call(output.text)) and not output.stopped and not wrapped:
            output = self._ask(turn, (), True, (*notes, IN_WORDS))
        return output

    def _answer(self, turn: TurnState) -> AnswerDone:
        turn.progress.stage(turn.next_step(), "answering")
        output = self._in_words(turn)
        if output.stopped:
            return AnswerDone("" if output.is_call else output.text, stopped=True)
        a_call = output.is_call or reads_as_call(output.text)
        if not turn.steps and (a_call or wants_a_tool(output.text, turn.question, [spec.name for spec in turn.tools])) \
                and find_tool("rag_search", turn.tools) and turn.ctx.index is not None:
            return self._searched_instead(turn)
        if a_call or (not output.text and turn.steps):
            return self._written(turn)
        if echoes(output.text, turn.steps) or recites_prompt(output.text, self.system_prompt) or (
                turn.steps and names_unfound_file(output.text, turn.question, turn.steps)):  # streamed already; the
            return self._written(turn)  # saved message is the written answer
        return AnswerDone(output.text)

    def _searched_instead(self, turn: TurnState) -> AnswerDone:
        """An answer-directly reply that would have called a tool (or still was a call when asked in words, which
        used to end in "I could not put an answer together"): the user's files are searched with their words
        and answered from as any search is (the files found, a cited answer, or that the documents do not seem
        to say); the reply itself, streamed already, is replaced by that answer."""
        turn.next_step()
        outcome = execute({"tool": "rag_search", "arguments": whole_message(prepare(turn.question))}, turn)
        if turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True)
        kind = shape(turn.question)
        if kind in FINDING and found_paths(outcome):
            return self._found(turn, outcome, listing=kind == "list")
        if grounded.takes_over(turn.question, outcome):
            return self._grounded(turn, outcome.data)
        return self._written(turn)

    def _from_files(self, turn: TurnState, private: bool = False) -> AnswerDone | None:
        """A search of the user's files with their words; the grounded answer when the gate passes its passages,
        or, with the web off (or the request `private`: "how much did we pay tom in june?"), when it asks how much or
        when (then a weak search ends in the lines it found nearest: with the web off, "งานแต่งที่ครัวหน่อยสั่ง
        ยอดสุดท้ายเท่าไหร่" was answered in words from nothing, and the model wrote nothing, frozenfood and aluminium
        sets), else None (the turn goes on, the search's card left in place)."""
        turn.next_step()
        outcome = execute({"tool": "rag_search", "arguments": whole_message(prepare(turn.question))}, turn)
        if turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True)
        # With the web off, the files were the only place to look for how much or when: a weak search says what it
        # found nearest. Anything else goes on (the web tool fails at once, and the model answers in words).
        offline = (private or not self.config.web_enabled) and asks_figure(turn.question) is not None
        if grounded.takes_over(turn.question, outcome, weak=offline):
            return self._grounded(turn, outcome.data)
        return None

    def _directly(self, turn: TurnState) -> AnswerDone:
        """A request the classifier would answer directly, naming a record of the user's, whose search found
        nothing to answer from: the answer step of "answer directly", blind to the search (its results would
        make the model say "not found" to "lost my exam notes lol")."""
        turn.steps.clear()
        return self._answer(turn)

    def _grounded(self, turn: TurnState, data: dict, fill_in: bool = True) -> AnswerDone:
        """The last step after rag_search found passages: an answer from them only, cited (engine/grounded.py),
        at temperature 0 (the words of the passage, not a variation on them)."""
        turn.progress.stage(turn.next_step(), "answering")
        grammar = grounded.answer_grammar(turn.question) if self.model.backend.supports_grammar else None

        def generate(messages) -> StepOutput:
            request = GenerationRequest(messages=tuple(messages), max_tokens=self.config.max_answer_tokens,
                                        grammar=grammar, temperature=0.0)
            return read_stream(self.model.submit(request, turn.owner), turn)

        room = self.context_window() - self.config.max_answer_tokens
        done = self._fitting(turn, lambda tight: grounded.answer(
            turn.question, data, room // 2 if tight else room, generate, turn.emit, self.count_tokens, fill_in))
        # a model that wrote nothing to cite: code says what the search found, never an empty answer
        return self._written(turn) if not done.text and not done.stopped else done

    def _found(self, turn: TurnState, outcome, limit: int = LISTED_HITS, by_name: bool = True,
               listing: bool = False) -> AnswerDone:
        """A request to find a file ends with the files found, named with their folders and cited: those whose
        names hold most of the request first (written_answer.named_first), unless `by_name` is off (a listing of
        a folder or a kind of file, in its own order); a list's first file brings its kin (written_answer.with_kin),
        and a list names LISTED_TOPIC files, not `limit`."""
        if by_name and turn.ctx.index is not None:
            shares = turn.ctx.name_shares(turn.question)
            outcome = replace(outcome, data=named_first(outcome.data, shares, listing=listing))
            if listing:
                outcome = replace(outcome, data=without_kinds(outcome.data, unwanted_kinds(turn.question)))
                first = found_paths(outcome)[:1]
                if first:
                    outcome = replace(outcome, data=with_kin(outcome.data, turn.ctx.name_shares(name_words(first[0]))))
            else:
                outcome = replace(outcome, data=unwanted_last(of_kind_first(outcome.data, kinds_named(turn.question)),
                                                              unwanted_kinds(turn.question)))
        text, citations = found_files(turn.question, outcome, LISTED_TOPIC if listing else limit)
        turn.emit(Token(text))
        turn.emit(Cited(citations))
        return AnswerDone(text)

    def _written(self, turn: TurnState) -> AnswerDone:
        """The model would not answer in words: code says what the tools found."""
        text = written_answer(turn.question, turn.steps)
        turn.emit(Token(text))
        return AnswerDone(text)
