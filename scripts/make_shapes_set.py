"""Write the request-shape set, tests/data/request_shapes.tsv, from the phrasing families below.

    python scripts/make_shapes_set.py

One row per request: text, shape (find / answer / save / compare / list / other), family, split. A whole
family goes to one split (one in four to dev, by a hash of its name), so a dev row never shares its
phrasing with a training row; the topics filling the slots are household and office documents of every
kind, not the agent bench's folder. "other" rows are also drawn from the router's set (no tool, the web,
bash), keeping that set's own split and never its test rows. Seeded: rerunning rewrites the same file.
"""
from __future__ import annotations

import csv
import random
import re
import sys
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from scripts.train_router import read  # noqa: E402

OUT = REPO / "tests" / "data" / "request_shapes.tsv"
ROUTING = REPO / "tests" / "data" / "routing_set.tsv"
ROWS_PER_FAMILY = 22
DEV_EVERY = 4
OTHER_FROM_ROUTING = 220  # train rows; dev keeps the same share
TYPO_RATE = 0.12
SLOT = re.compile(r"\{(\w+)\}")

SLOTS = {
    "doc": ["the lease", "my rental contract", "the car insurance policy", "my March payslip", "the 2023 tax return",
            "the wedding guest list", "the kickoff meeting notes", "the Q3 sales slides", "my resume", "the water bill",
            "the phone bill", "the household budget", "the project proposal", "my blood test results",
            "the Japan trip itinerary", "the car loan agreement", "my thesis draft", "the weekly team report",
            "the plumber's invoice", "the green curry recipe", "the school fee receipt", "the condo house rules",
            "the vendor quote", "the board meeting minutes", "my health insurance card", "the 2024 budget sheet"],
    "doc2": ["last year's budget", "the old contract", "the April payslip", "the 2022 tax return", "the Q2 slides",
             "the first quote", "the previous bill", "the new policy", "the draft proposal", "the final report",
             "the 2023 budget sheet", "the signed copy"],
    "th": ["สัญญาเช่า", "สัญญาเงินกู้", "กรมธรรม์ประกันรถ", "สลิปเงินเดือนมีนาคม", "แบบภาษีปี 2566", "รายชื่อแขกงานแต่ง",
           "บันทึกประชุมทีม", "สไลด์ยอดขายไตรมาส 3", "เรซูเม่", "บิลค่าน้ำ", "บิลค่าโทรศัพท์", "งบประมาณบ้าน",
           "ข้อเสนอโครงการ", "ผลตรวจเลือด", "แผนเที่ยวญี่ปุ่น", "วิทยานิพนธ์", "รายงานประจำสัปดาห์", "ใบแจ้งหนี้ช่างแอร์",
           "สูตรแกงเขียวหวาน", "ใบเสร็จค่าเทอม", "ระเบียบคอนโด", "ใบเสนอราคา", "รายงานการประชุมกรรมการ", "สมุดบัญชีธนาคาร"],
    "th2": ["ปีที่แล้ว", "ฉบับเก่า", "เดือนเมษายน", "ปี 2565", "ไตรมาส 2", "ใบเสนอราคาแรก", "บิลเดือนก่อน", "ฉบับใหม่",
            "ฉบับร่าง", "ฉบับสุดท้าย"],
    "fact": ["the monthly rent", "the deposit", "the due date", "the total", "the late fee", "the approved budget",
             "the launch date", "the deadline", "the interest rate", "the premium", "the net pay", "the start date",
             "the amount due", "the notice period", "the head count", "the price"],
    "factth": ["ค่าเช่า", "เงินมัดจำ", "วันครบกำหนด", "ยอดรวม", "ค่าปรับ", "งบที่อนุมัติ", "วันเปิดตัว", "กำหนดส่ง",
               "อัตราดอกเบี้ย", "เบี้ยประกัน", "เงินเดือนสุทธิ", "วันเริ่มสัญญา", "ยอดที่ต้องจ่าย", "ราคา", "จำนวนคน"],
    "file": ["summary.md", "notes.txt", "rent.md", "todo_lease.md", "key_points.md", "budget_notes.md", "q3.md",
             "สรุป.md", "บันทึก.txt", "ค่าใช้จ่าย.md", "points.txt", "highlights.md", "report_summary.md", "due.md",
             "guests.csv", "facts.md", "ภาษี.md", "action_items.md"],
    "folder": ["Work", "Documents", "Downloads", "Personal", "Travel", "Finance", "Taxes", "School", "Photos", "งาน",
               "เอกสาร", "ส่วนตัว"],
    "kind": ["pdf", "spreadsheet", "contract", "bill", "receipt", "meeting notes", "slide deck", "Word",
             "invoice", "photo", "budget", "recipe"],
    "kindth": ["PDF", "สัญญา", "บิล", "ใบเสร็จ", "บันทึกประชุม", "สไลด์", "Excel", "ใบแจ้งหนี้", "รูป", "งบประมาณ"],
    "spend": ["power", "water", "rent", "food", "the internet", "transport", "groceries", "fuel", "the phone",
              "insurance", "school fees"],
    "spendth": ["ค่าไฟ", "ค่าน้ำ", "ค่าเช่า", "ค่าอาหาร", "ค่าเน็ต", "ค่าเดินทาง", "ค่าโทรศัพท์", "ค่าน้ำมัน", "ค่าประกัน",
                "ค่าเทอม"],
    "team": ["the sales team", "the marketing team", "the board", "the project team", "HR", "the committee",
             "ทีมการตลาด", "ฝ่ายขาย"],
    "year": ["2566", "2565", "2024", "2023", "2567"],
    "year2": ["2567", "2568", "2025", "2022"],
}

FAMILIES = {
    "find": {
        "find-where-en": ["where is {doc}?", "where's {doc}", "where did I put {doc}", "where'd i save {doc}"],
        "find-verb-en": ["find {doc}", "can you find {doc} for me", "please locate {doc}", "look for {doc}",
                         "dig up {doc}"],
        "find-lost-en": ["I can't find {doc}, which folder is it in?", "lost {doc} somewhere, help me find it",
                         "which folder has {doc}?", "what's the path of {doc}?"],
        "find-file-en": ["is there a file with {doc}?", "do I have a file for {doc} somewhere",
                         "show me the file for {doc}", "open up where {doc} lives"],
        "find-verb-th": ["หา{th}ให้หน่อย", "ช่วยหา{th}ในเครื่องหน่อย", "ค้นไฟล์{th}ให้ที", "หาไฟล์{th}", "ขอหา{th}หน่อยครับ"],
        "find-where-th": ["{th}อยู่ไหน", "ไฟล์{th}เก็บไว้ตรงไหน", "{th} อยู่ที่ไหนนะ", "ไฟล์{th}อยู่โฟลเดอร์ไหน",
                          "{th}เซฟไว้ที่ไหนอะ"],
        "find-lost-th": ["หา{th}ไม่เจอ ช่วยหน่อย", "จำไม่ได้ว่าเก็บ{th}ไว้ไหน", "มีไฟล์{th}ไหม อยู่ตรงไหน",
                         "ไฟล์{th}หายไปไหน"],
        "find-somewhere": ["got {doc} somewhere on here, can u pull it up", "i saved {doc} somewhere, where?",
                           "need {doc}, which file is it", "{doc} — where on my disk is that?"],
        "find-mix": ["หาไฟล์ {doc} หน่อย", "{th} file อยู่ไหน", "where is ไฟล์{th}", "ช่วย locate {doc} ที",
                     "find {th} ให้หน่อย"],
    },
    "answer": {
        "answer-howmuch-en": ["how much is {fact} in {doc}?", "what's {fact} according to {doc}",
                              "tell me {fact} from {doc}", "what is {fact} on {doc}?"],
        "answer-when-en": ["when is {fact} in {doc}?", "according to {doc}, when is {fact}",
                           "by when do I have to pay, per {doc}?", "what date does {doc} give for {fact}"],
        "answer-informal-en": ["so what's {fact} again? it's in {doc}", "remind me {fact} in {doc}",
                               "quick q: {fact} in {doc}?", "uh how much was {fact}"],
        "answer-who-en": ["who signed {doc}?", "who attended the meeting in {doc}", "what did {doc} decide about "
                          "{fact}", "what does {doc} say about {fact}?"],
        "answer-howmuch-th": ["{factth}ใน{th}เท่าไหร่", "ตาม{th} {factth}กี่บาท", "{factth}เท่าไรนะ ดูจาก{th}",
                              "ใน{th} {factth}เท่าไหร่คะ"],
        "answer-when-th": ["{factth}ใน{th}วันไหน", "ตาม{th} ต้องจ่ายภายในวันที่เท่าไร", "{th}ระบุ{factth}ไว้ว่ายังไง",
                           "{factth}ของ{th}คือวันอะไร"],
        "answer-informal-th": ["{factth}เท่าไหร่อะ", "{factth}กี่บาทนะ จำไม่ได้", "เดือนนึง{factth}เท่าไร",
                               "{factth}ของ{th}เท่าไรจ๊ะ", "ขอดู{factth}ใน{th}หน่อย"],
        "answer-mix": ["{th} deposit เท่าไหร่", "{factth} in {doc}?", "ใน {doc} {factth}เท่าไหร่",
                       "what's the {factth} in {th}?", "budget ค่าอาหาร{th}เท่าไหร่"],
        "answer-bare-en": ["how much was {fact}?", "when is {fact}?", "what was {fact} last time?",
                           "so what's {fact} now?", "who approved {fact}?", "what did we agree on {fact}?"],
        "answer-bare-th": ["{factth}ตั้งไว้เท่าไร", "{factth}ใช้ไปกี่หน่วย", "{factth}อนุมัติไปเท่าไหร่",
                           "{factth}ครบกำหนดเมื่อไหร่", "จบการศึกษาจากที่ไหน", "{factth}ที่ตกลงกันไว้คือเท่าไร"],
        # "where" about what a document says, not where the file is.
        "answer-where-en": ["where was the meeting in {doc} held?", "where does {doc} say to send the payment?",
                            "where is the office moving to, per {doc}?", "where do we launch first according to "
                            "{doc}?", "where was the kickoff held?", "where should I pay {fact}?"],
        "answer-where-th": ["ตาม{th} ประชุมกันที่ไหน", "{factth}ต้องไปจ่ายที่ไหน", "{th}บอกว่าต้องส่งเอกสารไปที่ไหน",
                            "สำนักงานจะย้ายไปที่ไหน", "งานเปิดตัวจัดที่ไหน"],
        # Questions in people's words: slang, formal, a "which/what day" about what a document says.
        "answer-slang-th": ["{spendth}กี่ตังอะ", "โดน{factth}วันละกี่ตัง", "{spendth}ตกเดือนละเท่าไหร่อ่ะ",
                            "{factth}กี่บาทวะ", "จ่าย{spendth}ช้า โดนปรับเท่าไร", "{spendth}ปีนี้ตั้งไว้กี่ตังนะ"],
        # One year's figure is a question, not a comparison of two.
        "answer-year": ["{spendth}ปี {year} เดือนละกี่บาท", "how much was {spend} in the {year} budget?",
                        "what did I budget for {spend} in {year}?", "งบ{spendth}ปี {year} ตั้งไว้เท่าไหร่",
                        "{spend} budget for {year}?", "how much is the {spend} bill for {year}?"],
        "answer-formal-en": ["Kindly advise {fact} stated in {doc}.", "Could you please confirm {fact} per {doc}?",
                             "I would like to know {fact} specified in {doc}.",
                             "Please advise how many days' notice {doc} requires."],
        "answer-which-en": ["which platforms is {team} going to advertise on?", "what day does {team} meet every week?",
                            "which product sold best according to {doc}?", "who is in charge of {fact}, per {doc}?",
                            "what's the top item in {doc}?", "which channels did {team} pick?"],
        "answer-which-th": ["สินค้าขายดีอันดับหนึ่งใน{th}คืออะไร", "{team}จะลงโฆษณาช่องทางไหน", "ใครรับผิดชอบ{factth}",
                            "{team}ประชุมทุกวันอะไร", "ตาม{th} ใครต้องทำอะไรบ้าง", "{th}ระบุ{factth}ไว้ที่เท่าไร"],
        "answer-list-items": ["what are the action items in {doc}?", "list the attendees of {doc}",
                              "{th}มีข้อตกลงอะไรบ้าง", "ใน{th}มีรายการอะไรบ้าง", "what skills are on {doc}?"],
    },
    "save": {
        "save-summarise-en": ["summarize {doc} and save it as {file}", "summarise {doc}, then save to {file}",
                              "sum up {doc} and write it to {file}", "give me a summary of {doc} saved in {file}"],
        "save-points-en": ["put the key numbers from {doc} into {file}", "write the main points of {doc} to {file}",
                           "take the highlights of {doc} and put them in {file}", "dump {fact} from {doc} into {file}"],
        "save-note-en": ["jot {fact} from {doc} down in {file}", "note down {fact} of {doc} in {file} pls",
                         "make a note of {fact} in {doc} in a file called {file}",
                         "record {fact} from {doc} in {file}"],
        "save-create-en": ["create {file} with a summary of {doc}", "make a file {file} listing {fact} from {doc}",
                           "new file {file}: the main points of {doc}", "{file} should have the gist of {doc}"],
        "save-export-en": ["export the action items of {doc} to {file}", "copy {fact} out of {doc} into {file}",
                           "read {doc} and add {fact} to {file}", "pull {fact} from {doc} into {file}"],
        "save-summarise-th": ["สรุป{th}แล้วเซฟเป็น {file}", "สรุป{th} บันทึกลงไฟล์ {file}", "ย่อ{th}ให้หน่อย แล้วเขียนลง {file}",
                              "ขอสรุป{th}เป็นไฟล์ {file}"],
        "save-points-th": ["เอา{factth}จาก{th}ไปใส่ไฟล์ {file}", "จด{factth}ใน{th}ลง {file}",
                           "ดึงตัวเลขสำคัญจาก{th}ใส่ {file} ให้หน่อย", "เขียน{factth}ของ{th}ไว้ใน {file}"],
        "save-create-th": ["สร้างไฟล์ {file} สรุป{th}", "ทำไฟล์ {file} จาก{th}", "ช่วยทำโน้ต{th}เป็น {file}",
                           "ทำสรุป{th} ใส่ {file} ที"],
        "save-mix": ["สรุป {doc} แล้ว save เป็น {file}", "summarize {th} แล้วเซฟลง {file}", "เอา {fact} จาก {doc} ใส่ {file}",
                     "write {factth} ของ {th} into {file}", "ขอ summary ของ{th} เป็นไฟล์ {file}"],
        # The conversation, not a document: still a save; the plan finds nothing to read and leaves it to the model.
        "save-chat": ["save this as {file}", "บันทึกคำตอบนี้เป็น {file}", "write that to {file}",
                      "put what you just said into {file}"],
    },
    "compare": {
        "compare-verb-en": ["compare {doc} with {doc2}", "compare {fact} in {doc} and {doc2}",
                            "can you compare {doc} against {doc2}?", "comparing {doc} to {doc2}, what changed?"],
        "compare-vs-en": ["{fact}: {doc} vs {doc2}?", "{doc} versus {doc2}, which one is cheaper?",
                          "{fact} in {doc} vs {doc2}", "{year} vs {year2} {fact}"],
        "compare-same-en": ["is {fact} in {doc} the same as in {doc2}?", "does {doc} match {doc2} on {fact}?",
                            "do {doc} and {doc2} agree on {fact}?", "is {fact} in {doc} consistent with {doc2}"],
        "compare-diff-en": ["how does {doc} differ from {doc2}?", "what's the difference in {fact} between {doc} "
                            "and {doc2}", "what changed between {doc} and {doc2}?",
                            "how much did {fact} change from {year} to {year2}?"],
        "compare-which-en": ["which is higher, {fact} in {doc} or in {doc2}?", "did {fact} go up from {doc} to {doc2}?",
                             "is {fact} bigger in {year} or {year2}?", "which year had the larger {fact}, {year} or "
                             "{year2}?"],
        "compare-verb-th": ["เทียบ{th}กับ{th2}", "เปรียบเทียบ{factth}ใน{th}กับ{th2}", "ช่วยเทียบ{factth}ระหว่าง{th}กับ{th2}",
                            "เทียบ{factth}ปี {year} กับปี {year2}"],
        "compare-same-th": ["{factth}ใน{th}กับ{th2}ตรงกันไหม", "{th}กับ{th2} {factth}เท่ากันหรือเปล่า",
                            "{factth}ของ{th}และ{th2}เหมือนกันมั้ย", "{th}ตรงกับ{th2}ไหมเรื่อง{factth}"],
        "compare-more-th": ["{factth}ใน{th}มากกว่า{th2}หรือเปล่า", "{factth}ปี {year} กับ {year2} อันไหนแพงกว่า",
                            "{factth}เพิ่มขึ้นจาก{th2}เท่าไหร่", "{th} กับ {th2} {factth}ห่างกันเท่าไร"],
        "compare-each-en": ["{doc} and {doc2}: what is {fact} in each?", "give me {fact} of both {doc} and {doc2}",
                            "look at {doc} and {doc2} and tell me {fact} for each one"],
        "compare-each-th": ["{th}กับ{th2} แต่ละอัน{factth}เท่าไร", "ดู{th}และ{th2} บอก{factth}ของแต่ละไฟล์",
                            "{factth}ของทั้ง{th}และ{th2}"],
        # A comparison that never says "compare": over a budget, which comes first, how much higher.
        "compare-over-en": ["did I pay more for {spend} than I budgeted?", "was I over budget on {spend} in {doc}?",
                            "am I spending more on {spend} than {doc2} allows?",
                            "did {fact} in {doc} go over what {doc2} planned?", "is {doc} over budget for {spend}?"],
        "compare-first-en": ["which comes first, {fact} in {doc} or in {doc2}?", "which is earlier, {doc} or {doc2}?",
                             "which launches first: {doc} or {doc2}?", "what happens first, {doc} or {doc2}?"],
        "compare-higher-en": ["{spend} {year} vs {year2} - how much higher is it now?",
                              "how much more is {fact} in {doc} than in {doc2}?", "is {spend} up or down from {year} to {year2}?",
                              "{spend} budget {year} vs {year2}, how much did it go up?"],
        "compare-same-th2": ["{factth}ใน{th}กับใน{th2}เป็นอันเดียวกันรึเปล่า", "{th}กับ{th2}เป็นห้องเดียวกันไหม",
                             "{factth}ใน{th}ตรงกับ{th2}รึเปล่า", "{th} และ {th2} ระบุ{factth}เหมือนกันหรือเปล่า"],
        "compare-over-th": ["จ่าย{spendth}เกินงบไหม", "{spendth}จริงเกินที่ตั้งงบไว้หรือเปล่า", "{factth}ใน{th}เกิน{th2}ไหม",
                            "{spendth}ปี {year} กับ {year2} ขึ้นไปเท่าไหร่", "{spendth}เดือนนี้เกินงบที่ตั้งไว้รึเปล่า"],
        "compare-mix": ["compare {factth} ใน{th} กับ {th2}", "{th} vs {th2} {factth}", "เทียบ {doc} กับ {doc2} ให้หน่อย",
                        "{fact} ปี {year} vs {year2} ต่างกันเท่าไหร่"],
    },
    "list": {
        "list-folder-en": ["list the files in my {folder} folder", "what's in the {folder} folder?",
                           "show me everything in {folder}", "what files are under {folder}?"],
        "list-kind-en": ["show me all my {kind} files", "list every {kind} I have", "what {kind} files are there?",
                         "give me a list of my {kind}s"],
        "list-workspect-en": ["what files have you saved in workspect?", "list what's in workspect",
                              "what did you save so far?", "show the workspect files"],
        "list-folder-th": ["ในโฟลเดอร์{folder}มีไฟล์อะไรบ้าง", "ขอรายชื่อไฟล์ในโฟลเดอร์{folder}", "โฟลเดอร์{folder}มีอะไรบ้าง",
                           "ลิสต์ไฟล์ใน{folder}ให้ดูหน่อย"],
        "list-kind-th": ["มีไฟล์{kindth}อะไรบ้าง", "ขอรายการ{kindth}ทั้งหมดที่มี", "ไฟล์{kindth}ทั้งหมดมีกี่ไฟล์ อะไรบ้าง",
                         "ลิสต์{kindth}ทั้งหมดให้หน่อย"],
        "list-workspect-th": ["ใน workspect มีอะไรบ้าง", "เซฟอะไรไว้ใน workspect แล้วบ้าง", "ดูไฟล์ใน workspect หน่อย",
                              "workspect ตอนนี้มีไฟล์อะไร"],
        "list-mix": ["list ไฟล์ใน {folder} หน่อย", "มี {kind} files อะไรบ้าง", "show ไฟล์{kindth}ทั้งหมด",
                     "all the pdfs in {folder}?"],
    },
    "other": {
        "other-chat": ["hi there", "thanks, that helped!", "สวัสดีครับ", "ขอบคุณมากค่ะ", "good morning klang",
                       "555 โอเค"],
        "other-general-en": ["what is the capital of Peru?", "explain how compound interest works",
                             "write a short poem about rain", "how do I boil an egg?", "what does VAT mean?"],
        "other-general-th": ["ช่วยแต่งกลอนเรื่องฝนหน่อย", "ดอกเบี้ยทบต้นคืออะไร", "วิธีต้มไข่ให้ยางมะตูม",
                             "แนะนำที่เที่ยวเชียงใหม่หน่อย", "แปลคำว่า deposit เป็นไทย"],
        "other-text": ["fix my English: i has went to office yesterday", "translate this to Thai: the rent is due",
                       "แก้คำผิดให้หน่อย: พรุ่งนี้จะไปประชูม", "rewrite this more politely: pay me now"],
    },
}
TYPO = re.compile(r"[a-z]{4,}")


def fill(template: str, rng: random.Random) -> str:
    return SLOT.sub(lambda m: rng.choice(SLOTS[m.group(1)]), template)


def typo(text: str, rng: random.Random) -> str:
    """One swapped pair of letters in one English word, as people type."""
    words = list(TYPO.finditer(text))
    if not words:
        return text
    word = rng.choice(words)
    at = rng.randrange(word.start(), word.end() - 1)
    return text[:at] + text[at + 1] + text[at] + text[at + 2:]


def split_of(family: str) -> str:
    return "dev" if zlib.crc32(family.encode("utf-8")) % DEV_EVERY == 0 else "train"


def rows() -> list[tuple[str, str, str, str]]:
    made = []
    for shape, families in FAMILIES.items():
        for family, templates in families.items():
            rng, seen = random.Random(family), set()
            for attempt in range(ROWS_PER_FAMILY * 4):
                text = fill(templates[attempt % len(templates)], rng)
                if rng.random() < TYPO_RATE:
                    text = typo(text, rng)
                if text not in seen:
                    seen.add(text)
                    made.append((text, shape, family, split_of(family)))
                if len(seen) == ROWS_PER_FAMILY:
                    break
    routed = [row for row in read(ROUTING) if row["tool"] in ("none", "web_search", "bash", "browse_url")
              and not row["recent"] and row["split"] in ("train", "dev")]
    rng = random.Random("routing")
    for split, share in (("train", OTHER_FROM_ROUTING), ("dev", OTHER_FROM_ROUTING // 4)):
        pool = [row for row in routed if row["split"] == split]
        for row in rng.sample(pool, min(share, len(pool))):
            made.append((row["text"], "other", "routing:" + row["family"], split))
    return made


def main() -> None:
    made = rows()
    with OUT.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\", lineterminator="\n")
        writer.writerow(("text", "shape", "family", "split"))
        writer.writerows(made)
    counts = {split: sum(row[3] == split for row in made) for split in ("train", "dev")}
    print(f"wrote {OUT.relative_to(REPO)}: {len(made)} rows, {counts}")


if __name__ == "__main__":
    main()
