"""What each step after the first may do, and the multi-step requests code carries out itself.

After a tool ran, the next step is offered only the tools that make sense after it (issue 14): a file
search with hits leads to read_file of one of those hits (its path is an enum in the call's grammar: a
0.5B model shown the hits still read ~/Documents/report.pdf, the prompt's example) or an answer; a read
leads to the answer, or to write_file when the request names where to save; a write leads to the answer.
Other results leave every tool of the turn.

Requests a 0.5B model cannot carry through, run by code when their words leave no doubt:
- "summarize the meeting notes and save the summary as summary.md": the model wrote the file first, with
  invented content; code searches, reads the top hit, asks the model for the content in words, writes.
- "where is my lease?": the model read a hit and answered with read_file's header line; finding is the
  whole task, so code answers with the files found (engine/written_answer.py).
- "compare A with B": code finds and reads the best file for each side, then the model answers from both.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path, PurePath

from engine.answer_lines import DRAFT_REFUSED, FINAL_VERSION, OLD_FILE, gregorian
from engine.excerpts import asks_something
from engine.index.query import parse_query
from engine.index.roman import alike_keys, latin_keys, name_keys, sounded
from engine.index.thai import THAI_RUN, has_thai
from engine.knowledge.coverage import name_words
from engine.key_lines import MONTH, month_numbers, month_of, months_in_order, names_months
from engine.request_shape import request_shape
from engine.routing import words as w
from engine.routing.shapes import EXT, FILE_NAME, SAVE_NAMED, SAVE_TARGET, URL, prepare
from engine.routing.text import en, records_named, trim_trailing
from engine.routing.words import WEB_TOOLS
from engine.tables import TIME_WORD
from engine.tools.base import ToolSpec
from engine.tools.runner import ToolOutcome

_LEAD_IN = rf"^(?:(?:{w.LEAD_IN})\s*)*"
PARTICLES = "นะ|อะ|อ่ะ|ครับ|คับ|คะ|ค่ะ|จ้า|จ๊ะ|เหรอ|หรอ|ล่ะ|ฮะ"  # what ends a Thai question and asks nothing
_THEN = rf"\s*(?:,|{en(w.THEN_EN)}|{w.THEN_TH})\s*(?:{en(w.THEN_EN)}\s*)?"
READ_THEN_SAVE = re.compile(
    rf"{_LEAD_IN}(?:{en(w.DIGEST_EN)}|{w.DIGEST_TH})\s*(?P<subject>.+?){_THEN}(?:{en(w.WRITE_EN)}|{w.WRITE_TH})"
)
POINTING = re.compile(rf"^(?:(?:the|ที่)\s*)?(?:{w.POINTING_EN}|{w.POINTING_TH})$")
OVERWRITE = re.compile(f"{en(w.OVERWRITE_EN)}|{w.OVERWRITE_TH}")
FIND = re.compile(rf"{_LEAD_IN}(?:{en(w.FIND_EN)}|{w.FIND_TH})|{en(w.FIND_ANY_EN)}|{w.WHERE_TH}")
# "… and saved it somewhere. can u find it?", "… i saved it somewhere but cant find it. which file?", "แชทไลน์ที่…
# เซฟไว้ชื่อไฟล์อะไรนะครับ" (farm set, session 13): a request to find a file after what it is about.
FIND_LAST = re.compile(rf"(?:(?:{w.LEAD_IN})\s*(?:{en('find|locate')})\s*(?:{en('it|them|that|this|the file')})"
                       rf"|{en('which|what')} (?:file|document)(?: is it| was it)?"
                       rf"|(?:ชื่อ\s*ไฟล์|ไฟล์\s*ชื่อ)\s*อะไร(?:\s*(?:{PARTICLES}))*)\W*$")
# "list all the quotes I've got", "ขอรายชื่อไฟล์ทั้งหมด": a request that starts by asking for a list of every one
# (not "list my skills from my CV", a list from a file's content).
LIST_FIRST = re.compile(rf"{_LEAD_IN}(?:{en('list|show me|show')}|ลิสต์|ขอรายการ|ขอรายชื่อ|ขอดูรายการ)\s*(?:{en('all|every')}"
                        rf"|.*(?:ทั้งหมด|ไฟล์|{en('files')}))")
# "which files do we have about Arunee's claim? just list them", "what files do i have for the lanna job?": the
# files about a topic asked for as a list, in English (garage and tutor sets, session 14); "just the file names",
# "มีไฟล์อะไรเกี่ยวกับงาน Lantern บ้าง ขอแค่ชื่อไฟล์" (freelance set, session 15).
# Only the names, however worded, ask for the list whatever the question before: "… just the names", "names only
# pls", "just list the files", "just the list", "which of my files …", "ขอชื่อไฟล์ทั้งหมด…", "กี่ไฟล์ ขอชื่อไฟล์"
# (read sets of sessions 14-25, which the classifier took for answers, comparisons or chat).
# Everything about one thing, asked anywhere in the request: "can u list everything we have from the bark coop",
# "pull up everything about the siam polytech wreath order", "which supplier invoices have i got in here??",
# "ขอดูไฟล์ทั้งหมดที่เกี่ยวกับงานเสื้อกีฬาสี", "มีไฟล์ประกันอะไรบ้างคะ", "ขอดูใบเสนอราคาทั้งหมดที่ทำไว้ปีนี้",
# "… ลิสต์มาให้ดูหน่อย" (read sets of sessions 26-35, which the classifier took for answers: each then answered from one
# passage); "can u list the house bills n insurance papers we got?" (not "list the amounts on my bills": session 37);
# "… อยู่ไฟล์ไหนคะ จะดูว่าวันไหน … บ้าง" asks where one file is.
_LISTED_RECORDS = (r"files|documents|docs|papers|invoices|receipts|bills|quotes|quotations|contracts|statements|policies|"
                   r"notices|payslips|slips|price ?lists|pricelists|renewals|e-?mails|chats")
LIST_ASKED = re.compile(en(r"(?:which|what) (?:files|documents|docs) do (?:i|we) have|just list (?:them|those|it|the)"
                           r"|(?:just|only) (?:the )?(?:file ?)?names|(?:file ?)?names only|just the list"
                           r"|which of (?:my|our) (?:files|documents|docs)"
                           rf"|(?:which|what) (?:\S+ ){{0,2}}?(?:{_LISTED_RECORDS}) (?:have|do|did) (?:i|we|u) "
                           r"(?:got|have|saved|kept)(?! to)"
                           r"|(?:list|pull up|show me|give me) (?:\S+ ){0,2}?everything"
                           rf"|(?:list|show me) (?:(?!(?:on|in|of|from|for|inside) )\S+ ){{0,3}}?(?:{_LISTED_RECORDS}|letters)")
                        + r"|(?:แค่|เฉพาะ)ชื่อไฟล์|ชื่อไฟล์ทั้งหมด|กี่ไฟล์.*ชื่อ|รายชื่อไฟล์|ลิสต์(?:มา|ให้|ไฟล์|ออกมา|ชื่อ)"
                        + r"|(?<!อยู่)ไฟล์(?:อะไร|ไหน)(?:\S*\s*){0,8}?บ้าง"
                        + r"|มี(?:ไฟล์|เอกสาร)\S{0,20}?(?:อะไร|ไหน)\S{0,6}บ้าง"
                        + r"|(?:ไฟล์|เอกสาร)ทั้งหมด(?:ที่)?(?:เกี่ยวกับ|เรื่อง|ของ|จาก)"
                        # "ไฟล์ที่เกี่ยวกับเจ้าของฝากจันท์มีอะไรบ้าง … ไล่ชื่อมาให้หน่อย", "มีบิลค่าไฟอยู่กี่ใบ … ขอชื่อไฟล์หน่อย"
                        # (session 43's first blind round: both went to the model, which read one file)
                        + r"|^(?:ไฟล์|เอกสาร)(?:ที่)?(?:เกี่ยวกับ|เรื่อง|ของ)\S.{0,40}?มี(?:อะไร|ไหน)\S{0,6}บ้าง"
                        + r"|ไล่ชื่อ(?:ไฟล์)?(?:มา|ให้)|กี่(?:ใบ|ฉบับ|อัน)\S*\s*.{0,40}?ขอ\s*ชื่อ\s*ไฟล์"
                        + rf"|ขอดู\s*(?:{w.RECORD_TH}|ใบเสนอราคา)\S{{0,20}}?ทั้งหมด")
MORE = re.compile(_THEN)
# "find my CV and tell me …", "หาค่าเฉลี่ยของ 3, 5, 8" ask for more than a file; "the land and building tax notice"
# names one thing.
_MORE_EN = "tell|show|say|summari[sz]e|read|give|open|send|check|explain|list|what|how|when|which|who|why|is|are|does|do|can|could"
ASKS_MORE = re.compile(rf",\s*\d|{_THEN}(?:{en(_MORE_EN)}|บอก|สรุป|อ่าน|ดู|เปิด|ส่ง|เช็ค|อธิบาย|ขอ|ช่วย|มี|กี่|เท่า)")
COMPARE = re.compile(rf"{_LEAD_IN}(?:{en(w.COMPARE_EN)}|{w.COMPARE_TH})\s*(?P<subject>.+)")
SAME = re.compile(rf"^(?P<subject>.+?)\s*(?:{w.SAME_TH})")
# "ค่าไฟบ้านเดือน มิ.ย. เทียบกับ พ.ค. เป็นไงบ้าง", "the May bill compared with June's": a comparison mid-sentence.
COMPARED = re.compile(rf"\S\s*(?:เทียบกับ|{en('compared (?:to|with)')})\s*\S")
# "home spending went up in July I think? compare the July and June totals": a comparison after a sentence.
LATER_COMPARE = re.compile(rf"(?:(?<=[a-z0-9])\.|[?!])\s+(?:(?:{w.LEAD_IN})\s*)*(?:{en(w.COMPARE_EN)}|{w.COMPARE_TH})\s*(?P<subject>.+)")
BOTH = re.compile(rf"\s*(?:{en(w.BOTH_EN)}|{w.BOTH_TH})\s*")
# "We got two quotes for the new dental chair. Which one is cheaper?", "ใบเสนอราคาไว้สองเจ้า เจ้าไหนถูกกว่ากัน":
# two of one kind, neither named, and a question of which is more: the two best files for the sentence naming them.
# Written as a digit too: "I got 2 quotes for the same dental materials", "ปั๊มน้ำ 2 เจ้า" (not "ไตรมาส2 ร้าน…").
TWO = re.compile(rf"{en('two|both|2')}\s+(?:\S+\s+){{0,2}}?(?:{w.RECORD_EN}|quotes?|quotations?|offers?)"
                 rf"|(?:สอง|ทั้งสอง|(?<![ก-๙])2\s*)(?:เจ้า|ที่|ใบ|ฉบับ|ไฟล์|บริษัท|ร้าน)")
_MORE_OR_LESS = "more|less|higher|lower|cheaper|dearer|bigger|smaller|better|worse"  # one thing against another
# "Did I take home more for June than for May?", "the clinic bill in July seems higher than June": one thing more
# than another (not than a figure: "is the fee more than 5,000?"); "ค่าไฟเดือน ก.ย. ลดลงจาก ส.ค.", "ค่าส่วนกลางรอบนี้
# ขึ้นจากปีที่แล้ว": gone up or down from another (read sets of sessions 14-16, which the classifier took for answers).
THAN = re.compile(rf"{en(_MORE_OR_LESS)}(?:\s+\S+){{0,4}}?"
                  rf"\s+than\s+(?![\d฿$])\S|(?:ขึ้น|ลดลง|แพงขึ้น|ถูกลง|ตก)(?:ราคา)?(?:มา)?จาก(?!\s*\d)"
                  r"|(?<!ที่)(?:เยอะ|มาก|แพง|ถูก|สูง|ต่ำ|น้อย|แย่)กว่า\s*(?![\d฿$]|กัน|เดิม|ที่|นี้)[ก-๙a-z]")
# "whats different between my draft quote … and the one i actually sent", "hows the new deal different from last years
# one", "ขอดูราคาทั้งสองปี" (not "the difference between a list and a tuple");
# "A กับ B … ต่างกันขนาดไหน", "put july and august side by side", "how does it stack up against our current policy",
# "ใบเสนอราคา … เกินงบที่เราตั้งไว้ไหม", "does it fit what we budgeted": one thing weighed against another (read sets
# the classifier took for answers or chat)
WEIGHED = re.compile(r"ต่างกัน(?:ขนาดไหน|แค่ไหน|เท่าไ[หร]|กี่|ยังไง|อย่างไร)|เกินงบ|ทั้งสอง(?:ปี|เดือน)|"
                     + en(r"side by side|stacks? up (?:against|to|with)|over (?:the |our )?budget|"
                          r"fits? (?:in |into |within )?(?:the |our |what (?:we|i) )budget(?:ed)?|"
                          r"(?:what'?s|what is|how'?s|how is) (?:\S+ ){0,8}?different (?:between|from)|"
                          r"different from (?:last|the|our|my)|differences? between (?:my|our|the|last|this)|"
                          r"both (?:years|months)"))
# "the yamaha quote vs the kawai one", "How does it compare with our current deal", "ดอกเบี้ยต่างจาก ธอส. ยังไง",
# "เทียบยอดขายกับ vat …" mid-sentence: a comparison the shape classifier took for a question (read sets)
SET_AGAINST = re.compile(en(r"vs\.?|versus|compares? (?:to|with)") + "|ต่างจาก|เทียบ")
WHICH_MORE = re.compile(rf"กว่า|{en(_MORE_OR_LESS + '|which one')}")
# "เดือน พ.ค. กับ มิ.ย. เดือนไหนเยอะกว่า", "ใครได้มากกว่ากัน", "toyota and honda … which one works out cheaper": which of
# them is more, the things named elsewhere in the request (read sets the classifier took for answers or chat)
WHICH_OF = re.compile(rf"(?:ไหน|ใคร|{en('which|who')})[^?]{{0,40}}?(?:กว่า|{en(_MORE_OR_LESS)})")
SENTENCE = re.compile(r"(?<=[a-z0-9)])[.?!]\s+|\s+(?=[ก-๙]*ไหน)")  # where the sentence naming them ends
QUESTION_AFTER = re.compile(r"\s*(?:[:?;]|\s[-–—]\s)")  # "compare A with B: is it over budget?", "A vs B - how much?"
# Where a request recognised as a comparison by the classifier joins its two sides ("A than B", "A or B"): a
# word that only compares first, then one that also joins other things ("Did I plan to spend more on food in
# 2567 than in 2566?" is split at "than", not at "plan to").
_COMPARING_EN = r"the same as|same as|different from|than|vs\.?|versus|match(?:es)?(?: with)?"
JOINTS = (  # "ค่าไฟ ส.ค. แพงขึ้นจาก ก.ค.", "ขึ้นจากปีที่แล้ว"
    re.compile(rf"\s*(?:{en(_COMPARING_EN)}|ตรงกับ|เท่ากับ|มากกว่า|น้อยกว่า|แพงกว่า|ถูกกว่า|สูงกว่า|ต่ำกว่า|เยอะกว่า|ดีกว่า"
               r"|(?:แพง|เพิ่ม|ถูก|ลด)?(?:ขึ้น|ลง)(?:ราคา)?(?:มา)?จาก|ตกจาก|ต่างจาก|เกิน(?=งบ))\s*"
               # "… quote for the 3 bathrooms. Does it fit | what we budgeted for …", "stack up against | our policy"
               + "|" + en(r"(?:stacks? up )?against") + r"\s*|(?<=\bfit)s?\s+(?=(?:what (?:we|i) |the |our )budget)"),
    re.compile(rf"\s*(?:{en('or|' + w.BOTH_EN)}|หรือ|{w.BOTH_TH})\s*"),
)
# The words between a save's subject and its target ("… in a file called x.md", "… ไปใส่ไฟล์ x.md", "… เก็บไว้ใน x.md").
TARGET_LEAD = re.compile(
    rf"(?:\s*(?:{en('in|into|to|as|a|an|the|new|file|called|named|it|them|save|and')}|ลง|ใน|ไฟล์|ชื่อ|เป็น|ไว้|ที่|ใส่"
    rf"|{w.KEEP_TH}|เซฟ|แล้ว|,))+\s*$")
# Where the thing to read starts in a save's subject ("go through my CV", "ประเด็นสำคัญจาก CV"): the file
# search matched the verbs too ("go through my CV" found the meeting notes, "my CV" the CV).
THING = re.compile(rf"{en('my|the|our|your')}|(?:จาก|เรื่อง|ของ)\s*(?=\S)")
# A Thai save's verbs before its subject ("เขียนสรุปบิลค่าไฟ…", "จดงบรายจ่าย…"): searched, they found other files.
# What a save takes from a record, not the record itself: "ประเด็นสำคัญจาก…", "ตัวเลขหลักๆ ของ…".
PART_OF = re.compile(r"(?:ประเด็น|ใจความ|ข้อมูล|รายละเอียด|เนื้อหา|ตัวเลข|ยอด|ข้อ|หัวข้อ|สาระ|โน้ต|ประวัติ|ประสบการณ์|ทักษะ)\S{0,12}|")
SAVE_VERBS_TH = re.compile(rf"^(?:(?:{w.LEAD_IN}|{w.WRITE_TH}|{w.DIGEST_TH}|{w.KEEP_TH}|ทำ|เอา)\s*)+")
# A last clause that is the save itself ("go through my CV and write … into x.md"); any other "and" joins
# the things to save ("the deposit and the late fee from my lease").
SAVE_CLAUSE = re.compile(rf"^\s*(?:{en(w.PUT_EN + '|' + w.WRITE_EN + '|drop|note')}|{w.WRITE_TH}|{w.KEEP_TH}|ใส่)")
# A save's subject that names a record of the user's by a definite article or owner ("the Phoenix kickoff
# notes", "the marketing team's meeting"): something to read, though the router calls the words a request to
# write ("Boil the Phoenix kickoff notes down to a few bullet points"); "a poem" names nothing kept. An owner
# names one too: "May's wedding notes are all in Thai. could you write a short English summary … and save it".
NAMED_RECORD = re.compile(en(rf"(?:the|my|our|[a-z]+'s)\s+(?:\S+\s+){{0,3}}?(?:{w.RECORD_EN})"))
SHORT_YEAR = re.compile(r"(?<!\d)([5-9]\d)(?!\d)")  # "งบปี 66": Buddhist-era 2566
# a year, not the 2507 of TPP-2507-0418; or a Thai year's last two digits after ปี ("สมุดบัญชี EkGarden ปี67.xlsx",
# landscaper set)
YEAR_IN_NAME = re.compile(r"(?<!\d)(?:(?:19|20)\d\d|25[3-9]\d)(?!\d)|(?<=ปี)\s?[4-9]\d(?!\d|[,.]\d)")
WHEN = ((re.compile(f"{en(w.THIS_YEAR_EN)}|{w.THIS_YEAR_TH}"), 0), (re.compile(f"{en(w.LAST_YEAR_EN)}|{w.LAST_YEAR_TH}"), 1))
NEXT_QUESTION = re.compile(rf"[?,]\s*(?:{en('and|also')}|แล้ว(?:ก็)?)\s*(?:{en('what|whats|when|whens|how|which|who|where')}|"
                           rf"\S*(?:เท่าไ[หร]|กี่|เมื่อไ[หร]|วันไหน|ไหน))")
READ_CHOICES = 5  # the hits read_file may be asked to read


@dataclass(frozen=True)
class SavePlan:
    query: str  # what to find and read, in the user's words
    target: str  # the file to write, as the user named it
    overwrite: bool


@dataclass(frozen=True)
class ComparePlan:
    sides: tuple[str, str]  # what to find for each side, in the user's words


# The files' names asked for ("ขอชื่อไฟล์หน่อย"), unless of the one file asked where it is ("บิลค่ารพ. … อยู่ไหนครับ ขอชื่อไฟล์")
NAMES_ASKED = re.compile(r"ขอ(?:ดู)?ชื่อไฟล์")
WHERE_ASKED = re.compile(r"อยู่(?:ที่)?(?:ไหน|ไฟล์ไหน)|" + en("where"))


def shape(text: str) -> str:
    """The request's shape (engine/request_shape.py): the plans' own patterns where they leave no doubt (the
    forms the tuning requests use), else the classifier, which knows phrasings no pattern lists."""
    folded = prepare(text).folded
    if READ_THEN_SAVE.search(folded) or save_target(text):  # "… ? Save it to summary.md"
        return "save"
    if LIST_ASKED.search(folded) or (NAMES_ASKED.search(folded) and not WHERE_ASKED.search(folded)):
        return "list"
    if COMPARE.search(folded) or SAME.search(folded) or COMPARED.search(folded) or LATER_COMPARE.search(folded):
        return "compare"
    if (TWO.search(folded) and WHICH_MORE.search(folded)) or THAN.search(folded) or SET_AGAINST.search(folded) \
            or WHICH_OF.search(folded) or WEIGHED.search(folded):
        return "compare"
    if LIST_FIRST.search(folded):
        return "list"
    if finds_files(text):
        return "find"
    kind = request_shape(text)
    # "how much do i still owe the coop on the loan? and whats the monthly installment": two questions, not two things
    # weighed against each other; the classifier took them for a comparison (teacher and salon sets)
    return "answer" if kind == "compare" and NEXT_QUESTION.search(folded) else kind


def save_target(text: str) -> str | None:
    """The file the request asks to save to ("… as summary.md", "บันทึกเป็น summary.md"), if it names one."""
    request = prepare(text)
    found = SAVE_TARGET.search(request.folded) or SAVE_NAMED.search(request.folded)
    if found is None:
        return None
    target = trim_trailing(request.cut(*found.span("target")))
    return target if re.search(rf"{EXT}$", target.casefold()) else f"{target}.md"  # "save as vinyl price increase"


# What the saved file is for, not what it is made from: "จะแปะลงไลน์กลุ่ม" (to post in the LINE group: the minutes, not the
# group's chat, weaving set), "จะเอาเข้าที่ประชุมกรรมการ", "to send to my boss", "so I can share it with the team".
PURPOSE = re.compile(r"\s(?:จะ|เอาไว้|ไว้)\s*(?:เอา)?\s*(?:ไป)?\s*(?:แปะ|โพสต์|ส่ง|แชร์|เข้าที่ประชุม|ลงไลน์|ลงกลุ่ม)\S*.*$|"
                     + en(r"(?:to|so (?:i|we) can|i want to|i'll|i will|i'm going to|gonna) (?:post|share|send|forward|show)")
                     + r".*$", re.IGNORECASE)


# A save's subject that only points back at who was named before it: "what they want", "what he's asking".
THEIRS = re.compile(en(r"(?:what|everything|all)(?: that)? (?:they|he|she|it)(?:'s|'re| is| are)?(?: \S+){0,2}$"))
# ... or at the thing itself: "jay porn sent a letter raising the shophouse rent, summarise it pls" (lawoffice set,
# session 43).
POINTED = re.compile(en(r"(?:it|that|this|them|those|these)(?: (?:pls|plz|please|for me|n|and|up|all))*[.,!]?$"))


def save_plan(text: str, tools: tuple[ToolSpec, ...], names_files=None) -> SavePlan | None:
    """The plan for "read X, then save something made from it as Y": Y is the file name the request gives
    (the last), X the rest of the request (the other clauses, else what precedes Y). X must not be
    "this"/"that" (the conversation) nor a web page; a request not in the plain "summarise X and save it as Y"
    form is planned only when `names_files(X)` says X is in the user's files ("write a poem and save it")."""
    if {"rag_search", "read_file", "write_file"} - {spec.name for spec in tools}:
        return None
    request = prepare(text)
    found = READ_THEN_SAVE.search(request.folded)
    # "… แล้วบันทึกลง workspect ชื่อ x.md": a file name after the save word is the target too.
    names = list(FILE_NAME.finditer(request.folded, found.end() if found else 0))
    target = save_target(text) or (trim_trailing(request.cut(*names[-1].span())) if names else None)
    if target is None:
        return None
    if found:
        subject = trim_trailing(request.cut(*found.span("subject")).strip())
    else:
        at = request.folded.rfind(target.casefold())
        clauses = [part for part in MORE.split(request.original[:at]) if part and part.strip()]
        saving_last = len(clauses) > 1 and SAVE_CLAUSE.match(clauses[-1].casefold())
        subject = TARGET_LEAD.sub("", " ".join(clauses[:-1]) if saving_last else request.original[:at]).strip()
        digest_of_kept = DIGEST_ASKED.search(request.folded) and KEPT_KIND.search(subject.casefold())
        if names_files is None or not subject or not (NAMED_RECORD.search(subject.casefold()) or digest_of_kept
                                                      or names_files(subject) or names_files(_thing(subject))):
            return None
        subject = _thing(subject)
    subject = PURPOSE.sub("", subject).strip() or subject
    if not subject or POINTING.match(subject.casefold()) or URL.search(subject.casefold()):
        return None
    return SavePlan(subject, target, bool(OVERWRITE.search(request.folded)))


def _thing(subject: str) -> str:
    """What a save in other words asks to read: what a summary is "of" ("Our new accountant doesn't read Thai.
    Could you write an English summary of the land and building lease (term, rent, deposit)": the lease, not
    the accountant), else from its first English determiner; in Thai, after its verbs, and after a
    "from/about/of" only when the words before it say which part to take (PART_OF: "ประเด็นสำคัญจาก CV")."""
    summary = SUMMARY_OF.search(subject.casefold())
    summarised = AFTERTHOUGHT.sub(" ", subject[summary.end():]).strip() if summary else ""
    if summarised and THEIRS.match(summarised.casefold()) and _worded(subject[:summary.start()]):
        # "that chiang mai hotel emailed about buying our mushrooms. can u sum up what they want": whose, said before
        return f"{SENTENCE.split(subject[:summary.start()].strip())[0].strip()} {summarised}"
    if summarised and POINTED.match(summarised.casefold()) and _worded(subject[:summary.start()]):
        return subject[:summary.start()].strip(" ,")
    if summarised:
        return summarised
    # a question first, then what to write: "what did we spend on at home in august? give me the main items and
    # the total" reads what the question is about, not "the main items" (vetclinic, dental and rental sets)
    question, mark, rest = subject.partition("?")
    if mark and rest.strip() and asks_something(question):
        return question.strip()
    things = list(THING.finditer(subject.casefold()))
    if things and things[0].group().isascii():
        return subject[things[0].start():]
    # Thai: after "จาก/เรื่อง/ของ" only when what comes before says which part to take ("ประเด็นสำคัญจาก CV"); else
    # the words before it name the thing ("ออเดอร์เค้กแต่งงานของคุณมายด์จากแชทไลน์", "นัดหมอของพ่อ")
    verbless = SAVE_VERBS_TH.sub("", subject) or subject
    generic = next((thing for thing in things if PART_OF.fullmatch(SAVE_VERBS_TH.sub("", subject[:thing.start()]).strip())),
                   None)
    return subject[generic.end():] if generic else verbless


def finds_files(text: str) -> bool:
    """The request only asks where a file is ("หาไฟล์สัญญาเช่า", "where are the Phoenix notes?")."""
    folded = prepare(text).folded
    found = FIND.search(folded)
    # ... or after a comma asks something ("หาไฟล์สัญญาเช่า, ค่าเช่าเท่าไหร่"); not "where did i save that email …? the
    # new offer, not their old price list", which says which file (vetclinic set, session 18)
    more = found is not None and (ASKS_MORE.search(folded, found.end()) is not None or any(
        asks_something(piece) for piece in folded[found.end():].split(",")[1:]))
    return (found is not None and not more) or FIND_LAST.search(folded) is not None


def compare_plan(text: str, tools: tuple[ToolSpec, ...], names_files=None) -> ComparePlan | None:
    """The plan for "compare A with B" / "เทียบ A กับ B" / "A กับ B ตรงกันไหม": the two things to find and read.
    Given `names_files`, a plan is made only when it says the request or one side is about the user's files."""
    if {"rag_search", "read_file"} - {spec.name for spec in tools}:
        return None
    request = prepare(text)
    found = COMPARE.search(request.folded) or SAME.search(request.folded) or LATER_COMPARE.search(request.folded)
    joint, two = None, TWO.search(request.folded)
    if found is not None:
        start, end = found.span("subject")
        asked = QUESTION_AFTER.search(request.folded, start, end)
        subject = request.folded[start:asked.start() if asked else end]
        joint = BOTH.search(subject)
    which = WHICH_OF.search(request.folded) if joint is None and found is None else None
    named = request.folded[:which.start()] if which else ""
    joined = [j for j in JOINTS[1].finditer(named) if _worded(named[:j.start()]) and _worded(named[j.end():])]
    if joined:  # "ลุงเสริฐกับเจ้าใหม่ที่ส่งใบเสนอราคามา ใครถูกกว่ากัน": the two named before the question of which
        start, subject, joint = 0, named.rstrip(), joined[-1]  # "the tiles and … from HomeMart and Heng Charoen"
    if joint is None and not (found is not None and two):
        # a comparison in other words ("A than B", "A or B, which is higher?"), or one whose "compare …" names no
        # two things ("Lumiere says their colour is cheaper than what I pay Korat Beauty Supply now. can you compare
        # the price per tube?"): the first joint with words each side
        other_words = next((j for joints in JOINTS for j in joints.finditer(request.folded)
                            if _worded(request.folded[:j.start()]) and _worded(request.folded[j.end():])), None)
        if other_words is not None:
            start, subject, joint = 0, request.folded, other_words
            # "transport 2566 vs 2567 - how much higher is it now?": the question after the second side is not in it
            asked = QUESTION_AFTER.search(subject, joint.end())
            subject = subject[:asked.start()] if asked and _worded(subject[joint.end():asked.start()]) else subject
    each_other = joint is not None and request.folded[start + joint.end():].startswith("กัน")  # ถูกกว่ากัน
    if two and (joint is None or found is None and (joint.re is JOINTS[1] or each_other)):
        # "compare the two payslips", "two quotes … Which one is cheaper …, and is the warranty any different?"
        named = next(part for part in SENTENCE.split(request.original) if TWO.search(prepare(part).folded))
        return ComparePlan((named.strip(), named.strip()))
    if joint is None:
        # "… ปีนี้เมตรละเท่าไหร่ ปีที่แล้วเท่าไหร่ เทียบให้หน่อย": this year's and last year's, asked one after the other, are
        # the two sides, each the thing asked of (roofing set, session 43: one search read last year's list alone)
        this_year, last_year = (pattern.search(request.folded) for pattern, _ in WHEN)
        if not (this_year and last_year and _worded(request.folded[:this_year.start()])
                and this_year.end() <= last_year.start()):
            return None
        start, subject = 0, request.folded
        joint = re.compile(r"\s*").match(request.folded, last_year.start())
    first, second = request.cut(start, start + joint.start()), request.cut(start + joint.end(), start + len(subject))
    if not (first.strip() and second.strip()):
        return None
    sides = _month_sides(request.original, _each_whole(first.strip(), second.strip()))
    if names_files is not None and not _books_months(request) and not any(names_files(words) for words in (text, *sides)):
        return None
    return ComparePlan(sides)


def _worded(text: str) -> bool:
    return sum(char.isalnum() for char in text) >= 2


def _each_whole(first: str, second: str) -> tuple[str, str]:
    """"the 2566 and 2567 budgets": a side that is little more than a year is the other side with that year,
    so each side's search has the words of the thing compared; "last year's" beside a side with a year is that
    side a year before ("รายรับรายจ่าย_2568.xlsx with last year's sheet"); a month likewise, where the second side starts
    with its month ("ค่าไฟเดือน มิ.ย. เทียบกับ พ.ค. เป็นไงบ้าง") or the first is little more than its month ("the
    July and June totals")."""
    months = [MONTH.findall(side.casefold()) for side in (first, second)]
    if all(len(found) == 1 for found in months) and months[0] != months[1]:
        (one,), (other,) = months
        if _bare(first, one):
            return _swapped(second, other, one), second
        if _bare(second, other) or re.match(rf"\s*(?:{re.escape(other)})", second.casefold()):
            return first, _swapped(first, one, other)
    years = [re.findall(r"\d{2,4}", MEASURED.sub(" ", side)) for side in (first, second)]
    for one, other, (has, lacks) in ((first, second, years), (second, first, years[::-1])):
        back = next((steps for pattern, steps in WHEN if pattern.search(other.casefold())), None)
        if len(has) == 1 and not lacks and back == 1 and len(has[0]) == 4:  # "2568.xlsx with last year's sheet"
            earlier = one.replace(has[0], str(int(has[0]) - 1))
            return (one, earlier) if one is first else (earlier, one)
    # ... "the same period last year", "the same months last year", "ช่วงเดียวกันปีที่แล้ว", "last years" too (dental,
    # printshop, musicschool, coffeeroaster and karaoke sets: the second file was any file the bare words found)
    # ... and its month: "ตั๋วโรง 1 เดือนตุลาปีนี้ … เทียบกับตุลาปีที่แล้ว" (cinema set, session 37)
    last_year = re.match(rf"\s*(?:(?:{en('in')}\s*|เดือน\s*)?(?:{MONTH.pattern})\s*)?"
                         rf"(?:{en('(?:the )?same (?:period|months?|time|quarter|half)(?: of)?')}\s*|ช่วงเดียวกัน\s*)?"
                         rf"(?:{en(w.LAST_YEAR_EN + '|last years')}|{w.LAST_YEAR_TH})", second.casefold())
    if last_year and not years[0]:  # "ค่าส่วนกลางคอนโดรอบนี้ขึ้นจากปีที่แล้วเยอะไหม": the same thing, a year before
        return first, f"{WHEN[0][0].sub(' ', first.casefold()).strip()} {second[:last_year.end()].strip()}"
    if all(len(found) == 1 for found in years) and years[0] != years[1]:
        letters = [sum(char.isalpha() for char in side) for side in (first, second)]
        if letters[0] < letters[1] / 2:
            return second.replace(years[1][0], years[0][0]), second
        if letters[1] < letters[0] / 2:
            return first, first.replace(years[0][0], years[1][0])
    return first, second


def _month_sides(text: str, sides: tuple[str, str]) -> tuple[str, str]:
    """Two months of one year compared, split where one side names both ("มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. …
    อยากรู้ยอดรับรวม|กับ|กำไร…" split at the figures' "กับ", foodtruck set): each side is the whole request
    without the other month."""
    if not one_year_months(text) or len(month_numbers(text.casefold())) != 2 \
            or all(len(month_numbers(side.casefold())) < 2 for side in sides):
        return sides
    first, second = months_in_order(text)
    return _without(text, second), _without(text, first)


def _without(text: str, month: int) -> str:
    """The text with every naming of that month taken out."""
    return re.sub(r"\s{2,}", " ", MONTH.sub(lambda found: "" if month_numbers(found.group()) == {month}
                                           else found.group(), text)).strip()


# What a shop's or a home's books hold month by month: sales, income, profit, spending.
BOOKS = re.compile(en(r"sales|sold|income|revenue|profits?|loss|spent|spend(?:ing)?|expenses?|takings|earn(?:ed|ings)?")
                   + "|ขาย|ยอด|รายรับ|รายได้|รายจ่าย|กำไร|ขาดทุน|ค่าใช้จ่าย|เงินเข้า")


def _books_months(request) -> bool:
    """Two months of one year of the user's books compared ("มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. เยอะมั้ย อยากรู้ยอด
    รับรวมกับกำไร…"): no web page holds them, though the chatty words leave the search's best passage weak."""
    return one_year_months(request.original) and not request.asks_for_the_web and BOOKS.search(request.folded) is not None


def _bare(side: str, month: str) -> bool:
    """The side says little but its month: "the July", "the June one", "เดือน ก.ค."."""
    rest = re.sub(rf"{re.escape(month)}|{en('the|my|our|in|of|for|one|ones')}|'s|เดือน|อัน", "", side.casefold())
    return sum(char.isalpha() for char in rest) < 3


def _swapped(side: str, month: str, other: str) -> str:
    """The side with its month (as MONTH found it, folded) replaced by the other month."""
    at = side.casefold().find(month)
    return f"{side[:at]}{other}{side[at + len(month):]}"


KINDS = tuple((re.compile(en(words)), endings) for words, endings in w.FILE_KINDS)
# A kind a request names its file by that listing does not take as a list of every file of it ("the upgrade slides").
NAMED_KINDS = KINDS + ((re.compile(en(r"slides?|decks?")), (".pptx", ".ppt")),)
SUMMARY_OF = re.compile(en(r"(?:summary|overview|rundown|recap|digest) of|summari[sz]e|sum up"))
# A save that asks for a digest ("write him a short english summary", "สรุปเป็นภาษาไทยให้หน่อย") of a kept message or
# record named by its kind ("the revenue department letter", "my LINE chat with Prae", "อีเมลจากคุณสุภาพร",
# "ประกาศค่าสอบ IBME"): there is something to read first, though the gate found the chatty request's words weak
# (four of session 17's blind saves were written from nothing that way: accountant, cafe, laundry, musicschool).
# Put into another language or into a list is a digest too: "put our high season rates into english", "ขอเบอร์ร้าน
# ดอกไม้ ครัว กับช่างภาพ ทำเป็นลิสต์สั้นๆ" (carrental, daycare and wedding sets, session 18).
DIGEST_ASKED = re.compile(en(r"summar(?:y|ies|i[sz]e)|sum (?:it )?up|extract|pull (?:out|together)|translate|condense|"
                             r"go through|key points|notes? on|into (?:english|thai)")
                          + "|สรุป|ย่อ|แปล|ดึง|คัดลอก|เรียบเรียง|เป็นภาษา(?:อังกฤษ|ไทย)|ลิสต์")
KEPT_KIND = re.compile(en(rf"{w.RECORD_EN}|letters?|e-?mails?|chats?|messages?|quotes?|quotations?|notices?|"
                          r"announcements?|slides?|line|rates|prices|price list") + f"|{w.RECORD_TH}|อีเมล|เมล|แชท|ไลน์|"
                                                                                     "จดหมาย|หนังสือ|ประกาศ|ใบเสนอราคา|"
                                                                                     "ข้อความ|ราคา|เบอร์|รายชื่อ")
AFTERTHOUGHT = re.compile(r"\([^()]*\)")  # a bracketed list after the thing named


def kinds_named(text: str) -> set[str]:
    """The file endings a request's words name its file by: "the garage upgrade slides" is a .pptx."""
    folded = text.casefold()
    return set(_endings(folded, NAMED_KINDS))


def _endings(folded: str, kinds=KINDS) -> tuple[str, ...]:
    """The file endings of the kinds (KINDS: pattern, endings) the folded text names."""
    return tuple(ending for kind, endings in kinds if kind.search(folded) for ending in endings)


# What a request says it does not want: "the real bills from MEA (not my own spreadsheets)" lists no spreadsheet
# (dormitory set), "ไม่เอาไฟล์ excel" neither.
NOT_WANTED = re.compile(en(r"(?:but )?not|except|excluding|other than|apart from") + r"\s[^,.?!()]*|(?:ไม่ใช่|ไม่เอา|ยกเว้น|ไม่รวม)[^,?()]*")


def listed_kinds(text: str) -> tuple[str, ...]:
    """The file endings a list request names by kind ("which PDFs have I got?", "มีไฟล์ Excel อะไรบ้าง": every
    file of that kind, not a search for the words); none when it asks about workspect, which list_workspect lists."""
    folded = NOT_WANTED.sub(" ", prepare(text).folded)
    if "workspect" in folded:
        return ()
    return _endings(folded)


FOLDER_ASKED = re.compile(en("folders?|directory") + "|โฟลเดอร์|แฟ้ม")  # "the files in my Work folder"
# "มีบิลค่าไฟอยู่กี่ใบ ทั้งของร้านทั้งของบ้าน": the บ้าน of two places asked together is no folder to list (catcafe set, session 43)
EITHER_PLACE = re.compile(r"ทั้ง(?:ของ|ที่|ใน)?\S{2,}?\s*ทั้ง(?:ของ|ที่|ใน)?\S|" + en(r"both (?:the |my |our )?\S+ and (?:the |my |our )?\S+"))


# The kinds of record whose files say so in their names (a quotation, a contract); a bill is often named by its
# utility alone (PEA_electricity_Oct2025.pdf: driedfruit set).
NAMED_BY_KIND = frozenset(n for n, kind in enumerate(w.RECORD_KINDS) if "สัญญา" in kind or "ใบเสนอราคา" in kind)


def listed_folder(text: str, folder: Path) -> bool:
    """A list request naming a folder asks for its files when it says folder, or when the folder's name is not a
    kind of record: "ลูกเรือ" or "Condo" is what the files are about, but "แชท" in "เรื่องหลังคารั่ว … ทั้งใบเสนอราคา
    ทั้งแชท" is one of the kinds about the leak wanted, and listed every chat but the roofer's quotations (dormitory
    set); "contract, invoices, anything" listed the Invoices folder alone (tutor set). Those are searched."""
    folded = prepare(text).folded
    if FOLDER_ASKED.search(folded):
        return True
    # nor is a folder that holds none of the records asked for: "ใบเสนอราคาที่ทำให้บ้านคุณสมศักดิ์มีกี่ไฟล์" listed the
    # household folder บ้าน (nursingagency and cementblock sets, sessions 43 and 44)
    asked = records_named(folded) & NAMED_BY_KIND
    if asked and not any(records_named(path.stem) & asked for path in folder.rglob("*") if path.is_file()):
        return False
    return not EITHER_PLACE.search(folded) and not KEPT_KIND.fullmatch(folder.name.casefold())


def _not_wanted(folded: str) -> str:
    """What a folded request says it does not want: its NOT_WANTED clauses, joined."""
    return " ".join(found.group() for found in NOT_WANTED.finditer(folded))


def unwanted_kinds(text: str) -> tuple[str, ...]:
    """The file endings a list request says it does not want ("not my own spreadsheets")."""
    return _endings(_not_wanted(prepare(text).folded))


def unwanted_files(paths: list[str], question: str) -> set[str]:
    """The files a question says it does not want by their names' words, a word the rest of the question does not
    name too: "บิลค่าไฟโรงน้ำที่มาล่าสุด … ไม่เอาบิลบ้านนะ" is not PEA_home_bill_2025-07.pdf (บ้าน is home), though
    the search found that first for the very word; none when it would be every file (waterplant set)."""
    folded = prepare(question).folded
    clauses = _not_wanted(folded)
    if not clauses:
        return set()
    wanted = {term.text for term in parse_query(NOT_WANTED.sub(" ", folded)).terms}
    unwanted = {path for path in paths if set(name_words(clauses, path)) - wanted}
    return unwanted if len(unwanted) < len(set(paths)) else set()


def named_folder(text: str, roots: tuple[Path, ...]) -> Path | None:
    """The folder under the user's roots that a list request names ("the files in my Work folder"), if any;
    never when it asks about workspect, which list_workspect lists."""
    folded = prepare(text).folded
    if "workspect" in folded:
        return None
    paths = [path for root in roots for path in sorted(Path(root).rglob("*"))]
    names = [path.name.casefold() for path in paths]
    for folder in (path for path in paths if path.is_dir()):
        for found in re.finditer(en(re.escape(folder.name.casefold())), folded):
            if not _inside_a_name(folded, *found.span(), names):
                return folder
    return None


def _inside_a_name(folded: str, start: int, end: int, names: list[str]) -> bool:
    """Thai has no spaces: the บ้าน of "งานอนุบาลบ้านคลอง" or "โรงเรียนบ้านสันโค้ง" is not the folder บ้าน when, with
    the letters either side, it is in a file's name (ใบเสนอราคา_อนุบาลบ้านคลอง_2568.docx; stationery and printingpress
    sets)."""
    spans = [folded[max(start - SIDE, 0):end], folded[start:end + SIDE]]
    wider = [span for span in spans if len(span) == end - start + SIDE and THAI_RUN.fullmatch(span)]
    return any(span in name for span in wider for name in names)


SIDE = 3  # letters either side of a folder's name


def found_paths(outcome: ToolOutcome) -> tuple[str, ...]:
    """The files a search found, best first: its file hits, or the sources of its passages."""
    if not outcome.ok:
        return ()
    return tuple(hit["path"] for hit in outcome.data.get("hits", ())) or tuple(outcome.data.get("sources", ()))


CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")  # "SkyFarm" is two words


def _in_name(form: str, name: str) -> bool:
    """A side's word in a file's name (spaced, casefolded): in Latin letters at a word's start or end, so "rice" is not
    in the "pricelist" of SkyFarm_pricelist_2025.pdf (cropdrone set, session 39) and "list" is; Thai, unspaced,
    anywhere."""
    if has_thai(form) or not form[:1].isalpha():
        return form in name
    return re.search(rf"(?<![a-z]){re.escape(form)}|{re.escape(form)}(?![a-z])", name) is not None


MEASURED = re.compile(r"\d+\.\d+|\d+\s*(?:kg|g|ml|mm|cm|m|l|กก\.?|กิโล\S*|กรัม|มล\.?|ลิตร|มม\.?|ซม\.?|เมตร|ชม\.?|%)(?![a-z])")


def best_for(side: str, paths: tuple[str, ...], newest: bool = False) -> str | None:
    """The hit that side names: of the hits whose file name holds every number the side gives (a year, a
    quarter), else of all, the one whose name holds most of the side's words (or their synonyms), the month it
    names (staff_meeting_2025-06-28.md for "บันทึกประชุมปลาย มิ.ย.") and the kind it names ("slides"), less a draft
    it did not ask for; the first on a tie. The search ranked the 2566 budget above "the 2567 household budget", both budgets above the
    contract for "the rent the lease says" (the budgets have a rent row; "lease" names สัญญาเช่า.docx), and the
    English Phoenix notes ("meeting") above บันทึกประชุม_ทีมการตลาด.md for "the marketing team meeting"."""
    # a day of the month names no file: "ที่สั่งในไลน์เมื่อวันที่ 1 ก.ค." is not สรุปยอดขาย_ไตรมาส1_2568.md (market set)
    undated = re.sub(rf"\d{{1,2}}\s*(?={MONTH.pattern})", " ", side.casefold())
    undated = TWO.sub(" ", undated)  # nor does a count of the things compared: the 2 of "ปั๊มน้ำ 2 เจ้า" is no ปี2 in a name
    # nor a measure: the 1 of "the 1kg kapi tub" is not สต็อกกะปิ_1พ.ย.68.md's, the 0.40 of "เมทัลชีท 0.40" no 40 (session 43)
    undated = MEASURED.sub(" ", undated)
    digits = re.findall(r"\d+", undated)
    numbers = [re.compile(r"(?<!\d)" + SHORT_YEAR.sub(r"(?:25)?\1", number) + r"(?!\d)") for number in digits]
    month = month_of(side)
    named_side = AFTERTHOUGHT.sub(" ", side)  # "(paint booth, lift, scanner)" lists what to say, not the file
    named_side = DRAFT_REFUSED.sub(" ", named_side.casefold())  # nor does the ร่าง of "ไม่ใช่ตัวร่าง" name the draft
    # "ปีนี้", "this year" say when, not which file: the ปี of "เม.ย. กับ ปีนี้กำไร…" is not ยอดขาย_ครึ่งปีแรก_2567.md's (printshop)
    parsed = [term for term in parse_query(named_side).terms if not TIME_WORD.match(term.text)]
    terms = [{form for form in term.forms if len(form) > 1} for term in parsed]
    endings = kinds_named(named_side)
    records = records_named(named_side)

    # "ที่ส่งไปจริง (ไม่เอาตัวร่างนะ)" refuses the draft its ร่าง names (lawoffice set, session 43)
    drafts_asked = OLD_FILE.search(DRAFT_REFUSED.sub(" ", side.casefold())) is not None
    books = BOOKS.search(side.casefold()) is not None
    # the version sent names its final: "ใบเสนอราคาร้านเฮียวุฒิ ตัวที่ส่งไปจริง" is QT_HappyPaws_v2_final.docx, not another
    # firm's quotation (dogbreeder set, session 44)
    final_asked = FINAL_VERSION.search(side.casefold()) is not None

    def words_named(path: str) -> int:
        name = re.sub(r"[_\-.]+", " ", CAMEL.sub(" ", PurePath(path).stem).casefold())
        # ... and unsplit: "pawplus" is the PawPlus of PawPlus_pricelist_2025.pdf (catcafe set, session 43)
        joined = re.sub(r"[_\-.]+", " ", PurePath(path).stem.casefold())
        kept_aside = bool(OLD_FILE.search(path)) and not drafts_asked  # a draft, unless asked for one
        # the month the side names counts as one more word, not a filter: "เดือน ส.ค. ที่บ้านจ่ายอะไรไปบ้าง" is the
        # household sheet, not the teacher's note of 2568-08 (salon set)
        # PEA_clinic_bill_Oct2025.pdf is October's, but asked what was spent or sold in June, the books are read, not
        # PEA_bill_June2025.pdf (tuktuk set)
        months_named = names_months(path, glued=not books)
        dated = bool(month) and month in months_named
        # ... and a name naming only other months one less: ใบชั่งข้าวเปลือก_สค2568.xlsx is August's, not July's
        # (ricemill set: "ก.ค. กับ ส.ค." read it for both months, not the year's sheet that holds both)
        dated -= bool(month) and bool(months_named) and month not in months_named
        # each word of the side once, held as written (or a synonym) or sounded out by a Thai name ("Lanna Travel":
        # ล้านนาทราเวล, engine/index/roman.py)
        held = {n for n, forms in enumerate(terms) if any(_in_name(form, name) or _in_name(form, joined) for form in forms)}
        held |= sounded([term.text for term in parsed], PurePath(path).name)
        # the kind of record the side names is its head word: "the school van agreement" is the agreement, one word
        # more, not the van plan whose name holds "van"; a record of another kind, one word less (the loan's
        # statement for "the loan agreement")
        named_kinds = records_named(PurePath(path).stem) if records else set()
        kind = (1 if named_kinds & records else -1) if named_kinds else 0
        final = final_asked and re.search(r"\bfinal\b", name) is not None
        return len(held) + (PurePath(path).suffix.casefold() in endings) + dated - kept_aside + kind + final

    named = [path for path in paths if all(number.search(PurePath(path).name) for number in numbers)]
    if named and not any(words_named(path) > 0 for path in named):
        # a one-digit number that is all a name shares with the side names no file: "ตั๋วโรง 1 เดือนตุลา" (screen 1's
        # tickets) is the year's sheet, not ค่าเทอม_ปิ่น_เทอม1-2568.docx (cinema set, session 37)
        numbers = [number for number, written in zip(numbers, digits) if len(written) > 1]
        named = [path for path in paths if all(number.search(PurePath(path).name) for number in numbers)]
    named = _by_when(side, named or list(paths))
    if not named:
        return None
    worth = {path: words_named(path) for path in named}
    years = {path: name_year(path) for path in named}
    named_years = sorted({years[path] for path in named if years[path] and worth[path] > 0}, reverse=True)
    backs = {steps for pattern, steps in WHEN if pattern.search(side.casefold())}
    back = backs.pop() if len(backs) == 1 else None  # naming this year and last, it names neither
    if back is not None and not numbers and len(named_years) > back:
        # this year's or last year's file, of those naming some of the side: "ครึ่งปีแรกปีนี้รายรับรวม" is the 2568
        # sheet, not สรุปรายรับ_ครึ่งปี_2567.md, which holds more of its words (photostudio set)
        named = [path for path in named if years[path] == named_years[back] and worth[path] > 0] or named
    elif newest and named_years:
        # two of a kind ("the two quotes we got this month"): not an older year's copy of one (ใบเสนอราคา_2566_ไม่ได้ซื้อ
        # beside the 2025 and 2568 quotes, vetclinic set)
        named = [path for path in named if not years[path] or years[path] == named_years[0]] or named
    best = max(named, key=worth.get)  # max keeps the first of equals: the search's order on a tie
    if numbers or back is not None:
        return best  # a year it names, or this year's or last year's (_by_when put it first)
    # Of two copies named alike but for their years, the newest: "our high season rates" is ราคาเช่ารถ_HighSeason_2568-69,
    # not last season's 2567-68 (carrental set, session 18)
    undigited = re.sub(r"\d", "", PurePath(best).stem)  # a .txt copy and a .docx one are alike
    alike = [path for path in named if worth[path] == worth[best] and re.sub(r"\d", "", PurePath(path).stem) == undigited]
    # ... and of files as good, each naming its year, the newest: "what Preecha guarantees us" is ข้อตกลงขายกุ้ง_แพปรีชา_2568,
    # not ราคารับซื้อ_แพปรีชา_2567, which the search put first (shrimp set)
    tied = [path for path in named if worth[path] == worth[best]]
    if len(alike) == 1 and worth[best] > 0 and all(years[path] for path in tied):  # naming none, the search's first
        alike = tied
    return max(alike, key=lambda path: years[path] or 0)



def name_year(path: str) -> int | None:
    """The newest year a file's name holds, Gregorian (2568 and 2025 are one year), None when it holds none."""
    return max(map(gregorian, YEAR_IN_NAME.findall(PurePath(path).name)), default=None)


def _by_when(side: str, paths: list[str]) -> list[str]:
    """The paths with those of the year the side names by when it is first ("I budgeted for it this year": the
    newest year among the hits' names; "last year": the one before); as they were when it names none."""
    folded = side.casefold()
    back = next((steps for pattern, steps in WHEN if pattern.search(folded)), None)
    # as Gregorian years: SiamBean_pricelist_2025.pdf is this year's as much as ราคาแพ็กเกจสมาชิก_2568.md (coworking set)
    named = {path: {gregorian(year) for year in YEAR_IN_NAME.findall(PurePath(path).name)} for path in paths}
    years = sorted(set().union(*named.values()), reverse=True)
    if back is None or len(years) <= back:
        return paths
    return sorted(paths, key=lambda path: years[back] not in named[path])


def reading(spec: ToolSpec, paths: tuple[str, ...]) -> ToolSpec:
    """read_file as the step after a search may call it: only on one of the paths the search found."""
    properties = dict(spec.parameters["properties"])
    properties["path"] = {**properties["path"], "enum": list(paths[:READ_CHOICES])}
    return replace(spec, parameters={**spec.parameters, "properties": properties})


def next_tools(call: dict, outcome: ToolOutcome, tools: tuple[ToolSpec, ...], saving: bool) -> tuple[ToolSpec, ...]:
    """The tools the step after `call` may use (it may always answer instead)."""
    def only(*names: str) -> tuple[ToolSpec, ...]:
        return tuple(spec for spec in tools if spec.name in names)

    if not outcome.ok:  # a web tool that failed fails again: the model asked for the error as its next query
        return tuple(spec for spec in tools if spec.name not in WEB_TOOLS) if call["tool"] in WEB_TOOLS else tools
    if call["tool"] == "rag_search" and outcome.data.get("mode") == "files" and outcome.data.get("hits"):
        return tuple(reading(spec, found_paths(outcome)) for spec in only("read_file"))
    if call["tool"] == "read_file" and saving:
        return only("write_file")
    if call["tool"] in ("read_file", "write_file"):
        return ()
    return tools


# A comparison of one thing over time, whose two files are the same record of two dates: this year's and last year's,
# two months', two years', the new one and the old one.
# "this yr vs last yr", "last season's prices", "the old rates", "did they put their prices up", "รอบนี้กับรอบก่อน"
EARLIER_EN = (r"(?:last|previous) (?:yrs?|years|season|term|round|contract|list)|the old (?:one|list|rates?|prices?|"
              r"contract|lease)|before vs now|put (?:their|the|our) prices? up")
EARLIER_TH = r"(?:รอบ|เทอม|ครั้ง|สัญญา|ซีซั่น|ซีซัน|ฤดูกาล)(?:ก่อน|ที่แล้ว)|(?:เรท|ราคา|สัญญา|อัน)เก่า|ขึ้นราคา"
OVER_TIME = re.compile(rf"{en(w.LAST_YEAR_EN)}|{w.LAST_YEAR_TH}|{en('new (?:one|contract|lease|price|rates?)')}.*"
                       rf"{en('old')}|ใหม่.*เก่า|{en(EARLIER_EN)}|{EARLIER_TH}")
ALIKE = 0.5  # the share of their names' letter trigrams two files named alike but for their dates have in common


def _two_years(folded: str) -> bool:
    return len({gregorian(year) for year in YEAR_IN_NAME.findall(folded)}) >= 2


def over_time(text: str) -> bool:
    """The request compares one thing at two times: two months, two years, this year and last year, new and old."""
    folded = text.casefold()
    return len(month_numbers(folded)) >= 2 or _two_years(folded) or OVER_TIME.search(folded) is not None


def one_year_months(text: str) -> bool:
    """The request compares two months of one year: it names two months and no two years, nor last year."""
    folded = text.casefold()
    return len(month_numbers(folded)) >= 2 and not _two_years(folded) and OVER_TIME.search(folded) is None


def _undated(path: str) -> set[str]:
    """The letter trigrams of a file's name without its dates (digits, month words, separators)."""
    # a month glued to its year is a date too: Payslip_Sep2025 and Payslip_Oct2025 are one series (pharmarep set)
    stem = MONTH.sub(" ", re.sub(r"_|(?<=[a-z])(?=\d)", " ", PurePath(path).stem.casefold()))
    letters = re.sub(r"[\W\d_]+", "", stem)
    return {letters[i:i + 3] for i in range(len(letters) - 2)}


# Asked of the latest one: "บิลค่าไฟล่าสุดต้องจ่ายเท่าไหร่", "บันทึกผลิตอาทิตย์ล่าสุด", "the most recent statement".
LATEST = re.compile(r"ล่าสุด|ใหม่สุด|\blatest\b|\bmost recent\b|\bnewest\b")


def latest_paths(paths: list[str] | tuple[str, ...], text: str) -> tuple[str, ...]:
    """The paths, asked of the latest one, without those a newer copy among them supersedes (all of them when that
    leaves none); all of them when not asked so."""
    if not LATEST.search(text.casefold()):
        return tuple(paths)
    older = superseded(paths)
    return tuple(path for path in paths if path not in older) or tuple(paths)


def superseded(paths: list[str] | tuple[str, ...]) -> set[str]:
    """The paths a file named alike but for its date (alike) names a later year or month than: PEA e-bill Aug2025.pdf
    beside PEA e-bill Oct2025.pdf, บันทึกการผลิต_20-25ต.ค.68.md beside บันทึกการผลิต_27ต.ค.-1พ.ย.68.md."""
    when = {path: (name_year(path) or 0, max(names_months(path, glued=True), default=0)) for path in paths}
    return {path for path in when if when[path] != (0, 0) and any(
        when[other] != (0, 0) and when[other] > when[path] and alike(path, other) for other in when)}


def alike(one: str, other: str) -> bool:
    """Two files named alike but for their dates: PEA_bill_2025-07.pdf and PEA_bill_2025-08.pdf, สรุปวันแม่_2568.md
    and สรุปวันแม่_2567.md, ใบเสนอราคา_ช่างเอก_ปั๊มน้ำ_2568-08.docx and ใบเสนอราคา_ช่างเอก_2566.txt."""
    a, b = _undated(one), _undated(other)
    return bool(a and b) and len(a & b) / len(a | b) >= ALIKE


FIRM_LETTERS = 4  # the least letters of a name's first Latin word that name a firm (SolarHub, not "TV")


def _firm(path: str) -> str | None:
    """The first Latin word of a file's name, lower case, when it names no kind of record: "solarhub" of both
    ราคาแผง_SolarHub_2567.txt and SolarHub_quotation_2025-08.pdf; not "quotation" of Quotation_UniElevator."""
    found = re.search(r"[A-Za-z][A-Za-z0-9]*", PurePath(path).stem)
    word = found.group().casefold() if found else ""
    return word if len(word) >= FIRM_LETTERS and not records_named(word) else None


def kin(one: str, other: str) -> bool:
    """Two files of one party: named alike but for their dates, or one's Thai name sounds out the first Latin word
    of the other's (ราคาอะไหล่_สยามคูลลิ่ง_2567.md and SiamCooling_pricelist_2025-07.pdf, ค่ากำเหน็จ_ชินฮั้ว_2567.md and
    ChinHua_making_charges_2025-08.pdf), or both start their Latin words with the same firm's."""
    if alike(one, other):
        return True
    first, second = PurePath(one).stem, PurePath(other).stem
    if alike_keys(name_keys(first), latin_keys(_lead(second))) \
            or alike_keys(name_keys(second), latin_keys(_lead(first))):
        return True
    if _firm(one) is not None and _firm(one) == _firm(other):
        return True
    return _folder_pair(one, other)


def _party(path: str) -> set[str]:
    """The words of a file's name that name its party: not a kind of record, a code, a date or a month
    (ทักษิณเบฟ of ใบเสร็จ_ทักษิณเบฟ_RC6811-031.docx, thaiaquafeed of ThaiAquaFeed_invoice_IV6810-118.pdf)."""
    words = re.split(r"[\s_\-.()\[\]]+", PurePath(path).stem)  # as written: ThaiAquaFeed's capitals part its words
    return {word for word in words if len(word) >= FIRM_LETTERS - 1 and not re.search(r"\d", word)
            and not records_named(word) and not month_numbers(word)}


def same_party(one: str, other: str) -> bool:
    """Two files of one party (kin), or whose names share a party's word, or one's Thai party word sounds out
    the other's Latin one: ใบแจ้งหนี้_ทักษิณเบฟ_INV6811-045 and ใบเสร็จ_ทักษิณเบฟ_RC6811-031, ThaiAquaFeed_invoice and
    "ใบเสร็จ ไทยอควาฟีด RC6811-052" (hostel and frogfarm sets, session 44)."""
    if kin(one, other):
        return True
    mine, theirs = _party(one), _party(other)
    if {word.casefold() for word in mine} & {word.casefold() for word in theirs}:
        return True
    return any(alike_keys(name_keys(thai), latin_keys(latin)) for a, b in ((mine, theirs), (theirs, mine))
               for thai in a if has_thai(thai) for latin in b if latin.isascii() and len(latin) >= FIRM_LETTERS)


def _folder_pair(one: str, other: str) -> bool:
    """Two files of one folder, one named in Thai and one in English, of one kind of record, for two years in a row:
    อัตราค่าเรียน_2568.docx beside Course_Fees_2024_EN.pdf, ป้ายราคาบ่อตกปลา_2568.docx beside
    ThongdeeFishingPark_PriceList_2024.pdf (swimschool and fishingpark sets, session 43); not a quotation and a plan
    (badminton set), nor two years apart (ราคาตู้เซฟ_2566.md beside a 2025 renewal, pawnshop set)."""
    years = (name_year(one), name_year(other))
    return PurePath(one).parent == PurePath(other).parent \
        and has_thai(PurePath(one).stem) != has_thai(PurePath(other).stem) \
        and None not in years and abs(years[0] - years[1]) == 1 \
        and records_named(PurePath(one).stem) == records_named(PurePath(other).stem)


def _lead(stem: str) -> str:
    """A name's first word of Latin letters, where an English file name puts the firm (SiamCooling_pricelist_2025-07;
    not the "clinic" of PEA_clinic_bill, which คลินิก sounds out as well)."""
    found = re.search(r"[A-Za-z]+", stem)
    return found.group() if found else ""


def _dated(path: str) -> tuple:
    return name_year(path), frozenset(names_months(path, glued=True))


def older_asked(question: str) -> bool:
    """The question names a year, last year or an old copy: an older file may be the one it means."""
    folded = question.casefold()
    return bool(year_asked(folded) or WHEN[1][0].search(folded) or OLD_FILE.search(question))


def year_asked(folded: str) -> bool:
    """The (folded) request names a year: 2568, 2025, "ปี 68", "ปีงบ 69"."""
    return bool(YEAR_IN_NAME.search(folded) or re.search(r"ปี\S{0,6}\s*\d\d(?!\d)", folded))


# Two versions of one paper: "my draft quote … and the one i actually sent", "ตัวร่างกับตัวที่ส่งจริง" (pigfarm and
# watchrepair sets: the second side's words found another firm's quote).
VERSIONS = re.compile(en(r"drafts?") + "|ร่าง")


def older_copies(paths: list[str], question: str) -> set[str]:
    """Of the files a question is answered from, each one that has a kin among them dated later (plan.kin: the same
    series or party, another year or month), to be read after it; none when the question names a year, last year
    or an old copy; when it names a month, the kin not naming it. "บิลค่าไฟสตูดิโอเดือน ก.ค." was answered from
    PEA_studio_bill_2024-07.pdf beside the 2025 one, "ประกันรถตู้วิริยะ … ปีนี้ต่อเบี้ยเท่าไหร่" from last year's
    ประกันรถตู้_วิริยะ_2567.md beside Viriyah_renewal_Commuter_2025.pdf (gym and schoolvan sets)."""
    files = set(paths)
    # a draft beside its kin that is none: the quote sent, the contract signed ("what did i end up quoting …", "ตัวจริง"
    # was answered from ใบเสนอราคา_อนุบาลดวงใจ_ร่าง.txt beside the sent one: foodtruck, furniture, minivan sets)
    def draft(path: str) -> bool:
        return VERSIONS.search(PurePath(path).name.casefold()) is not None

    drafts = set() if VERSIONS.search(question.casefold()) else {
        path for path in files if draft(path) and any(other != path and kin(other, path) and not draft(other)
                                                      for other in files)}
    folded = question.casefold()
    if older_asked(question):
        return drafts | last_years(files, folded)[0]
    months = month_numbers(folded)

    def later(one: str, other: str) -> bool:  # other is the one to read first
        if months and bool(names_months(one) & months) != bool(names_months(other) & months):
            return bool(names_months(other) & months)
        years = name_year(one), name_year(other)
        if None in years:  # an undated contract is not older than a dated draft, nor a policy than a claim e-mail
            return False
        if years[0] != years[1]:
            return years[1] > years[0]
        # months apart only in one series: July's and August's PEA bill, not a lab's July invoice and a shop's August quote
        return alike(one, other) and max(names_months(other), default=0) > max(names_months(one), default=13)

    return drafts | {path for path in files if any(other != path and kin(other, path) and _dated(other) != _dated(path)
                                                   and later(path, other) for other in files)}


def last_year_alone(folded: str) -> bool:
    """The (folded) request asks of last year alone: no year named, nor this year."""
    return WHEN[1][0].search(folded) is not None and not WHEN[0][0].search(folded) and not year_asked(folded)


def last_years(files: set[str], folded: str) -> tuple[set[str], set[int]]:
    """Asked of last year alone (no year named, nor this year): the files that have a kin among them dated the year
    before, to be read after it, and the years of those kin, the years meant. "ปีที่แล้วทั้งปีขายได้รวมเท่าไหร่" was
    answered from this year's book beside last year's (minimart, tilapia and rescuefoundation sets, session 37)."""
    if not last_year_alone(folded):
        return set(), set()
    years = {path: name_year(path) for path in files}
    pairs = [(path, years[other]) for path in files for other in files if other != path and years[path]
             and years[other] == years[path] - 1 and kin(other, path)]
    return {path for path, _ in pairs}, {year for _, year in pairs}


WORKBOOKS = (".xlsx", ".xls", ".ods", ".csv")


def month_sheets(question: str, hits: tuple[str, ...]) -> tuple[str, ...]:
    """Asked two months of one year, where no hit's name names either month: the workbooks among the hits whose names
    name no month, which keep a row or a sheet a month (รายรับรายจ่าย_ธาราใส_2568.xlsx); the hits when there are none.
    "ตู้หยอดเหรียญได้เงิน มิ.ย. กับ ก.ค." read next year's slides for both months, "มิ.ย. กับ ก.ค. ปีนี้
    เดือนไหนร้านดีกว่ากัน" a contract (waterplant and carwash sets); a month's own bill (PEA_bill_2025-07.pdf) keeps its
    place."""
    asked = month_numbers(question.casefold())
    # ... PEA_clinic_bill_Sep2025.pdf too, its month glued to its year (beautyclinic set, session 43)
    if not one_year_months(question) or any(names_months(path, glued=True) & asked for path in hits):
        return hits
    sheets = tuple(path for path in hits if PurePath(path).suffix.casefold() in WORKBOOKS and not names_months(path))
    return sheets or hits


def over_time_pair(question: str, paths: list[str], sides: tuple[str, ...], hits: tuple[str, ...],
                   kin_of: Callable[[str], tuple[str, ...]]) -> list[str]:
    """Two files compared over time are one series at two dates (_series). When the sides' searches gave one such file
    and another that is none of its series (the next year's plan, a LINE chat, an insurance renewal beside
    ยอดขาย_ค่าใช้จ่าย_2567.xlsx), the other side takes the first's dated sibling among the hits and kin_of(first) (the
    user's files of its party, looked up only then); the paths as they are when they are siblings already, or when
    neither or both of them have one."""
    if len(paths) != 2 or len(sides) != 2 or paths[0] == paths[1] or not over_time(question):
        return paths
    if _series(*paths) and not _years_apart(question, *paths):
        return paths
    found = [tuple(path for path in dict.fromkeys((*hits, *kin_of(own))) if path not in paths and _series(path, own))
             for own in paths]
    if not (found[0] or found[1]) and month_numbers(question.casefold()):
        return _year_books(sides, hits, kin_of) or paths
    if bool(found[0]) == bool(found[1]):
        return paths
    keep = 0 if found[0] else 1
    other = best_for(f"{sides[1 - keep]} {question}", found[keep])
    return [paths[0], other] if keep == 0 else [other, paths[1]]


def _years_apart(question: str, one: str, other: str) -> bool:
    """Asked of this year and last year, two files named two years apart are not the pair: the rate card of 2024
    and next year's plan (2569) for "live-in carer monthly rate this yr vs last yr" (nursingagency set, session 43)."""
    folded = question.casefold()
    years = (name_year(one), name_year(other))
    return all(pattern.search(folded) for pattern, _steps in WHEN) and None not in years \
        and abs(years[0] - years[1]) > 1


def _year_books(sides: tuple[str, ...], hits: tuple[str, ...], kin_of: Callable[[str], tuple[str, ...]]) -> list[str]:
    """A month compared across years, when neither side's file is one of a series: the first workbook among the hits
    that has a sibling of another year, and that sibling, each for the side it dates. "compare our gas sales in
    october this yr vs last yr" read a gas firm's e-mail and the October wage note, whose names hold "gas" and ต.ค.,
    not บัญชีร้าน_2568.xlsx and บัญชีร้าน_2567.xlsx, which the search put first (lpgshop set, session 39)."""
    for book in (path for path in hits if PurePath(path).suffix.casefold() in WORKBOOKS):
        siblings = [path for path in dict.fromkeys((*hits, *kin_of(book))) if path != book
                    and PurePath(path).suffix.casefold() in WORKBOOKS and _series(path, book)]
        if siblings:
            pair = (book, siblings[0])
            first = best_for(sides[0], pair) or book
            return [first, pair[1] if first == pair[0] else pair[0]]
    return []


def _series(one: str, other: str) -> bool:
    """Two files of one series at two dates: kin (plan.kin), dated apart, of one kind of record."""
    return kin(one, other) and _dated(one) != _dated(other) \
        and records_named(PurePath(one).stem) == records_named(PurePath(other).stem)


def second_file(question: str, first: str, side: str, chosen: str | None, hits: tuple[str, ...]) -> str | None:
    """The second side's file, given the first's. Asked over time: the first file again when two months of one
    year are compared and its name names no month or both (a monthly sheet holds both), else the first's sibling of
    another date when one was found (the July bill beside the August one, not the sales sheet that has an
    electricity row; kin: named alike, or the same firm named in the other script). Between two parties: a file
    named alike to the first and dated otherwise is an older copy of it, not the other side (the same shop's 2566
    quote for "ช่างเอกกับบริษัทขอนแก่นโฮมเซอร์วิส"). Read sets' comparisons, scripted model, both files right: 33
    older sets 60 -> 68 of 100, session 19's four 3 -> 6 of 12; none lost."""
    if over_time(question):
        if one_year_months(question) and names_months(first, glued=True) in (set(), month_numbers(question.casefold())):
            return first  # "compare June and July": the monthly sheet (ค่าแรงช่าง_กค-สค68.xlsx) holds both, not last year's
        siblings = tuple(path for path in hits if kin(path, first) and _dated(path) != _dated(first))
        # of one firm's files, those of its kind (_series): this year's price list beside last year's, not an invoice
        siblings = tuple(path for path in siblings if _series(path, first)) or siblings
        # ... and of those, the ones with a date: an invoice whose name holds no year (NakornMoulding_invoice_NM-25-0917)
        # is no copy of another date (frameshop set, once last year's list was found first, session 43)
        siblings = tuple(path for path in siblings if any(_dated(path))) or siblings
        if siblings and chosen not in siblings:
            return best_for(f"{side} {question}", siblings)
        return chosen
    # ... a version of the same kind of record: the firm's e-mail (Chuanchuen_HR_email_28Oct2025.txt, kin of the quote
    # by the firm's name) is no version of ใบเสนอราคา คอร์สจีน ชวนชื่น ร่าง v1.docx (languageschool set, session 43)
    same_kind = records_named(PurePath(first).stem)
    if VERSIONS.search(question.casefold()) and (chosen is None or not kin(chosen, first)
                                                 or records_named(PurePath(chosen).stem) != same_kind):
        # ใบเสนอราคา_หมูขุน_ราชบุรีมีท_ร่าง.docx beside ใบเสนอราคา_หมูขุน_ราชบุรีมีท_final.docx
        versions = tuple(path for path in hits if path != first and kin(path, first))
        versions = tuple(path for path in versions if records_named(PurePath(path).stem) == same_kind) or versions
        if versions:
            return best_for(f"{side} {question}", versions)
    # (asked of a draft, a copy dated otherwise is its final: "QT ชลพฤกษ์ เรสซิเดนซ์ (ร่าง) 14ต.ค.68.docx" beside "… final
    # v2.docx", securityguard set, session 46)
    if chosen is not None and alike(chosen, first) and _dated(chosen) != _dated(first) \
            and not VERSIONS.search(question.casefold()):
        others = tuple(path for path in hits if not alike(path, first))
        return best_for(side, others) if others else chosen
    # Between two parties, the other's file of the thing the first's name and the question share: "ปุ๋ยสองเจ้าที่เสนอ
    # ราคามา … ขอยอดรวมทั้งสองเจ้า" is the other fertiliser quote (Quotation_NEAgro_fertilizer), not a rice gift quote
    # its bare side "ขอยอดรวมทั้งสองเจ้าด้วยนะ" took (ricefarmer set, session 45); not the first's older copy
    # (ใบเสนอราคา_เตียงนวด_2566_เก่า beside ใบเสนอราคา_เตียงนวด_ไม้งามถลาง_2568, massage set)
    if chosen is not None:
        shared = asked_in_name(question, first, hits)
        if shared and not asked_in_name(question, chosen, hits) & shared and not asked_in_name(side, chosen, ()):
            others = tuple(path for path in hits if path not in (first, chosen) and not kin(path, first)
                           and records_named(PurePath(path).stem) == same_kind and asked_in_name(question, path, hits) & shared)
            if others:
                return best_for(f"{side} {question}", others)
    return chosen


KIND_WORDS = re.compile("|".join(w.RECORD_KINDS))


def asked_in_name(question: str, path: str, hits: tuple[str, ...]) -> set[int]:
    """The question's words (their forms) the file's name holds that not every hit's name holds: what it is about."""
    terms = [term for term in parse_query(question).terms if not any(map(records_named, term.forms))]

    def held(one: str) -> set[int]:
        name = re.sub(r"[_\-.]+", " ", CAMEL.sub(" ", PurePath(one).stem)).casefold()
        name = KIND_WORDS.sub(" ", name)  # the เสนอ of ใบเสนอราคา says what kind of paper, not what about
        name = f"{name} {re.sub(' ', '', name)}"  # and unsplit: the ข้าวนาปี of บันทึกเกี่ยวข้าว_นาปี68
        return {n for n, term in enumerate(terms) if any(len(form) > 2 and form.casefold() in name for form in term.forms)}

    everywhere = set.intersection(*(held(hit) for hit in hits)) if len(hits) > 1 else set()
    return held(path) - everywhere
