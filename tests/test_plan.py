from pathlib import PurePath

import pytest

from engine.agent import Agent
from engine.agent_plans import POINTS_GRAMMAR
from engine.events import AnswerDone, Cited, Progress, Token, ToolFinished, ToolStarted
from engine.plan import (ComparePlan, SavePlan, alike, best_for, compare_plan, finds_files, kin, names_months,
                         older_copies, over_time, reading, save_plan, save_target, second_file, shape,
                         unwanted_files)
from engine.protocol import step_grammar
from engine.routing import Route, route
from engine.tools import REGISTRY, find_tool
from engine.tools.base import ToolContext

NOTES = ("# Meeting notes 2026-11-20 (บันทึกการประชุม)\n"
         "Decided: the office moves to Chiang Mai on 1 March.\n"
         "มติ: ย้ายสำนักงานไปเชียงใหม่วันที่ 1 มีนาคม\n")
SUMMARY = "- The office moves to Chiang Mai on 1 March."
ENGLISH = "summarize the meeting notes and save the summary to workspect as summary.md"
THAI = "สรุปบันทึกการประชุมแล้วบันทึกเป็น summary.md"


@pytest.mark.parametrize("text, plan", [
    (ENGLISH, SavePlan("the meeting notes", "summary.md", False)),
    (THAI, SavePlan("บันทึกการประชุม", "summary.md", False)),
    ("Please read notes.md, then save a summary as notes/short.md", SavePlan("notes.md", "notes/short.md", False)),
    ("save this list as todo.md", None),  # nothing to read
    ("write a poem and save it as poem.md", None),
    ("summarize this and save it as s.md", None),  # "this" is the conversation, not a file
    ("summarize https://example.org/news and save it as news.md", None),  # a web page: the model browses
    ("summarize the meeting notes", None),  # no file to save to
    ("สรุปบันทึกประชุมทีมการตลาด แล้วบันทึกลง workspect ชื่อ marketing_summary.md",
     SavePlan("บันทึกประชุมทีมการตลาด", "marketing_summary.md", False)),  # the name after "ชื่อ" is the target
])
def test_a_read_then_save_request_is_planned_only_when_it_says_both_plainly(text, plan):
    assert save_plan(text, REGISTRY) == plan


@pytest.mark.parametrize("text, about_files, plan", [
    ("Boil the Phoenix kickoff notes down to a few bullet points and keep them in phoenix_summary.md", False,
     SavePlan("the Phoenix kickoff notes down to a few bullet points", "phoenix_summary.md", False)),
    ("Give me an English write-up of the marketing team's meeting and store it as marketing_summary.md", False,
     SavePlan("the marketing team's meeting", "marketing_summary.md", False)),
    ("write a poem about the rain and keep it in poem.md", False, None),  # names no record: nothing to read
    ("can you summarise the GHB home loan statement into loan_summary_2025H1.md? balance, interest rate and what "
     "we've paid so far this year", False, SavePlan("the GHB home loan statement", "loan_summary_2025H1.md", False)),
    ("May's wedding notes are all in Thai. could you write a short English summary (date, venue, guests) and save it "
     "as wedding_may_summary.md", False,  # an owner's name names the record as "the" or "my" does
     SavePlan("May's wedding notes are all in Thai. could you write a short English summary (date venue guests)",
              "wedding_may_summary.md", False)),
    ("สรุปสัญญาเช่าห้องเป็นข้อๆ สั้นๆ แล้วเก็บเป็นไฟล์ชื่อ สรุปสัญญา.md ให้ด้วยนะ", True,
     SavePlan("สัญญาเช่าห้องเป็นข้อๆ สั้นๆ", "สรุปสัญญา.md", False)),  # "keep it as a file named …"
])
def test_a_save_in_other_words_reads_a_record_it_names_or_one_the_router_finds(text, about_files, plan):
    assert shape(text) == "save"
    assert save_plan(text, REGISTRY, lambda words: about_files) == plan


@pytest.mark.parametrize("text, target", [
    # the file named after "ชื่อไฟล์", "ตั้งชื่อไฟล์ว่า", "ทำเป็นไฟล์", "put it in" (mushroom, karaoke, villagefund and
    # fishing sets: shaped as a question, then answered and nothing saved)
    ("เดือนสิงหาขายเห็ดได้เท่าไหร่ เหลือกำไรเท่าไหร่ สรุปเก็บไว้ให้หน่อย ชื่อไฟล์ บัญชีเห็ด_สค68.md", "บัญชีเห็ด_สค68.md"),
    ("เดือน ส.ค. ร้านรับเข้ามาเท่าไหร่ สรุปเก็บไว้ให้หน่อยค่ะ ตั้งชื่อไฟล์ว่า บัญชีร้าน_สค68.md", "บัญชีร้าน_สค68.md"),
    ("ขอรายชื่อคนที่ค้างชำระเงินกู้หน่อย ทำเป็นไฟล์ ลูกหนี้ค้าง_พค68.md จะเอาเข้าที่ประชุม", "ลูกหนี้ค้าง_พค68.md"),
    ("Sum up what the manager is asking for - how many kilos, which days - and put it in seabreeze_order.md",
     "seabreeze_order.md"),
])
def test_a_save_naming_its_file_after_these_words_is_a_save(text, target):
    assert save_target(text) == target and shape(text) == "save"


@pytest.mark.parametrize("text, target", [
    # a name with no extension, last in the request, is saved as Markdown (signshop set: the summary was shown and
    # nothing saved); "เก็บไว้ชื่อ" keeps a named file like "เซฟไว้ชื่อ" (orchard, orchid, rooftopbar sets)
    ("ช่วยสรุปสัญญางานหมู่บ้านกรีนวิลล์ให้หน่อย ค่าจ้าง งวดจ่าย แล้วเซฟชื่อ สรุปสัญญากรีนวิลล์ นะคะ", "สรุปสัญญากรีนวิลล์.md"),
    ("สรุปสไลด์แผนร้านปีหน้าให้สั้นๆ หน่อยค่ะ เป้ายอดขาย เซฟไว้ชื่อ สรุปแผนปี69", "สรุปแผนปี69.md"),
    ("summarise the quote siam digital sent for the new big printer. save it as printer_quote_summary",
     "printer_quote_summary.md"),
    ("thai vinyl emailed abt prices going up, can you sum it up and save as vinyl price increase pls",
     "vinyl price increase.md"),
    ("สรุปสัญญาเช่าดาดฟ้าให้หน่อย ค่าเช่า มัดจำ เก็บไว้ชื่อ สรุปสัญญาเช่า.txt ค่ะ", "สรุปสัญญาเช่า.txt"),
])
def test_a_save_naming_its_file_without_an_extension_saves_markdown(text, target):
    assert save_target(text) == target and shape(text) == "save"


@pytest.mark.parametrize("text", ["what did I put in budget_2568.xlsx for rent?", "ทำไมไฟล์ report.md หายไป",
                                  "ไฟล์ชื่อ report.md อยู่ไหน", "summarise the lease and save it as a PDF",
                                  "แชทไลน์ที่ป้าไพสั่งปุ๋ยรอบหลัง เซฟไว้ชื่อไฟล์อะไรนะครับ", "save it as markdown please"])
def test_a_file_named_in_a_question_is_no_save_target(text):
    assert save_target(text) is None


@pytest.mark.parametrize("text, target, kept", [
    ("My landlord's daughter asked what the water authority letter says. write her a short summary in English and "
     "save it as water_letter.md", "water_letter.md", "water authority letter"),
    ("อีเมลจากพี่สมปองเรื่องค่าซ่อมหลังคา เขาว่าไงบ้าง สรุปให้หน่อย เซฟไว้ชื่อ สรุปค่าซ่อม.md", "สรุปค่าซ่อม.md",
     "อีเมลจากพี่สมปองเรื่องค่าซ่อมหลังคา"),
    ("ช่วยสรุปประกาศค่าเทอมรอบนี้ให้แม่อ่านหน่อย เซฟเป็น ค่าเทอม.md", "ค่าเทอม.md", "ประกาศค่าเทอม"),
    ("write a short email to my landlord about the broken sink and save it as sink.md", None, None),  # digests nothing
    ("แต่งกลอนวันแม่ให้หน่อย เซฟเป็น กลอน.md", None, None),
])
def test_a_save_asking_a_digest_of_a_kept_message_reads_it_though_the_search_finds_the_words_weak(text, target, kept):
    """"สรุป…", "a short summary" of a letter, an e-mail, a notice named by its kind: there is a file to read first,
    whatever the router and the gate say of the chatty words (four blind saves were written from nothing)."""
    plan = save_plan(text, REGISTRY, lambda words: False)
    assert (plan and plan.target) == target
    assert plan is None or kept in plan.query


@pytest.mark.parametrize("text, query", [
    ("ช่วยสรุปประชุมกลุ่มเดือนมิถุนาให้หน่อยค่ะ เอามติแต่ละเรื่องสั้นๆ จะแปะลงไลน์กลุ่ม เซฟชื่อ สรุปประชุม_มิย68.md นะ",
     "ประชุมกลุ่มเดือนมิถุนาให้หน่อยค่ะ เอามติแต่ละเรื่องสั้นๆ"),
    ("summarise the new supplier price list so I can share it with the team, save it as prices.md",
     "the new supplier price list"),
])
def test_what_the_saved_file_is_for_is_not_what_is_read(text, query):
    """"จะแปะลงไลน์กลุ่ม" says where the summary goes: searched for, it read the group's LINE chat instead of the
    June minutes (weaving set)."""
    assert save_plan(text, REGISTRY, lambda words: True).query == query


def test_without_the_three_file_tools_nothing_is_planned():
    guest_tools = tuple(spec for spec in REGISTRY if spec.name != "write_file")
    assert save_plan(ENGLISH, guest_tools) is None


@pytest.fixture
def notes_turn(config, scripted_model, build_index):
    index, root = build_index({"meeting_notes.md": NOTES, "recipes.md": "Khao soi: noodles, curry, chicken.\n"})

    def run(text, *replies):
        model = scripted_model(*replies)
        agent = Agent(config, model.queue, REGISTRY, router=route)
        events = []
        ctx = ToolContext(config=config, workspect=config.workspect_dir, index=index)
        return agent.run([], text, ctx, events.append), events, model.backend, root

    return run


@pytest.mark.parametrize("text, title", [(ENGLISH, "# Key points from meeting_notes.md"),
                                         (THAI, "# ประเด็นสำคัญจาก meeting_notes.md")])
def test_summarize_and_save_finds_reads_then_writes_the_points_and_the_files_key_lines(notes_turn, config, text, title):
    result, events, backend, root = notes_turn(text, SUMMARY)
    started = [e for e in events if isinstance(e, ToolStarted)]
    assert [e.tool for e in started] == ["rag_search", "read_file", "write_file"]
    assert started[1].arguments == {"path": str(root / "meeting_notes.md")}
    saved = (config.workspect_dir / "summary.md").read_text(encoding="utf-8")
    assert saved.startswith(f"{title}\n\n{SUMMARY}\n") and "มติ: ย้ายสำนักงานไปเชียงใหม่วันที่ 1 มีนาคม" in saved
    # The model was asked once, for bullet points, with the notes in front of it and nothing else.
    [request] = backend.requests
    assert request.grammar == POINTS_GRAMMAR and request.temperature == 0.0
    assert "Chiang Mai on 1 March" in request.messages[-1]["content"] and len(request.messages) == 1
    assert isinstance(result, AnswerDone) and result.text.startswith(saved.strip()) and "workspect/summary.md" in result.text
    assert "meeting_notes.md [1]" in result.text
    assert "".join(e.text for e in events if isinstance(e, Token)) == result.text
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert [c["path"] for c in cited.citations] == [str(root / "meeting_notes.md")]
    stages = [(p.stage, p.detail) for p in events if isinstance(p, Progress) and p.tokens == 0]
    assert stages == [("searching", started[0].arguments["query"]), ("reading", "meeting_notes.md"),
                      ("writing", "summary.md"), ("writing", "summary.md")]


def test_an_existing_file_is_not_replaced_and_the_answer_says_why(notes_turn, config):
    (config.workspect_dir / "summary.md").write_text("keep me", encoding="utf-8")
    result, events, backend, root = notes_turn(ENGLISH, SUMMARY)
    assert (config.workspect_dir / "summary.md").read_text(encoding="utf-8") == "keep me"
    [written] = [e for e in events if isinstance(e, ToolFinished) and e.tool == "write_file"]
    assert not written.ok and SUMMARY in result.text and "Nothing was saved to summary.md" in result.text


def test_a_model_that_gives_only_a_call_still_gets_the_files_own_lines_saved(notes_turn, config):
    """A save the user asked for is not dropped because the model wrote no words: the file's key lines are saved."""
    call = {"tool": "read_file", "arguments": {"path": "/tmp/docs/meeting_notes.md"}}
    result, events, backend, root = notes_turn(ENGLISH, call)
    saved = (config.workspect_dir / "summary.md").read_text(encoding="utf-8")
    assert "- Decided: the office moves to Chiang Mai on 1 March." in saved
    assert "{" not in saved and "{" not in result.text and "read_file" not in saved
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search", "read_file", "write_file"]


def test_nothing_found_means_nothing_written_and_an_answer_saying_so(notes_turn, config):
    result, events, backend, root = notes_turn("summarize the tax receipts and save it as tax.md",
                                               "I found no tax receipts in your files.")
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert not (config.workspect_dir / "tax.md").exists() and result.text == "I found no tax receipts in your files."


def test_a_copied_header_or_system_prompt_line_is_not_saved_as_a_point(notes_turn, config):
    """Qwen 0.5B saved "Marketing_summary.md: the whole file, 12 lines", "Markdown" or its system prompt."""
    reply = ("- meeting_notes.md: the whole file, 3 lines\n- Markdown\n"
             "- You are Klang, a local assistant that answers from the user's files.\n")
    result, events, backend, root = notes_turn(ENGLISH, reply)
    [request] = backend.requests
    assert "Chiang Mai on 1 March" in request.messages[-1]["content"]
    assert "the whole file" not in request.messages[-1]["content"]
    saved = (config.workspect_dir / "summary.md").read_text(encoding="utf-8")
    assert "the whole file" not in saved and "Markdown" not in saved and "Klang" not in saved
    assert "Chiang Mai on 1 March" in saved and "the whole file" not in result.text


def test_words_to_save_wrapped_in_a_python_style_call_are_saved_as_words(notes_turn, config):
    """Qwen 0.5B, asked for the summary in words, wrote write_file(path=…, content='…'): the content is the words."""
    reply = f"write_file(path='/tmp/docs/meeting_notes.md', content='{SUMMARY}')"
    result, events, backend, root = notes_turn(ENGLISH, reply)
    saved = (config.workspect_dir / "summary.md").read_text(encoding="utf-8")
    assert f"\n{SUMMARY}\n" in saved and "write_file(" not in saved
    assert "write_file(" not in result.text and len(backend.requests) == 1
    assert "".join(e.text for e in events if isinstance(e, Token)) == result.text


@pytest.mark.parametrize("text, only_finding", [
    ("หาไฟล์สัญญาเช่า", True),
    ("ไฟล์งบประมาณครัวเรือนปี 2567 อยู่ที่ไหน", True),
    ("where are the notes from the kickoff meeting?", True),
    ("find the electricity bill PDF", True),
    ("find my CV and tell me which university I went to", False),  # more than the file
    ("where was the Project Phoenix kickoff held?", False),  # a question for the documents
    ("where is the office moving to?", False),
    ("หากจ่ายค่าเช่าช้าต้องเสียค่าปรับเท่าไร", False),  # "หาก" is "if"
    ("ค่าเช่าเดือนละเท่าไหร่", False),
    # what one saved is a file, whatever it is called; "land and building" names one thing (clinic set)
    ("where did I save the land and building tax notice for the shophouse we rent out? the one from the "
     "municipality this year", True),
    ("the municipality sent us a letter about the fire safety inspection, i saved it somewhere but cant find it. "
     "which file?", True),
    ("where is the office moving to, per the board meeting minutes?", False),
    ("find the lease and tell me the deposit", False),
    ("หาค่าเฉลี่ยของ 3, 5, 8 ให้หน่อย", False),  # an average to work out, not a file
    # a file's name asked for at the end, in Thai (farm set, session 13); not what Klang saved ("เก็บไว้ชื่ออะไรนะ")
    ("แชทไลน์ที่ป้าไพสั่งปุ๋ยรอบหลังเก็บทุเรียนอะ เซฟไว้ชื่อไฟล์อะไรนะครับ", True),
    ("ที่เคยให้บันทึกไว้ เก็บไว้ชื่ออะไรนะ", False),
    ("สัญญาจ้างแม่บ้านตัวจริงเก็บไว้ไหนคะ ไม่เอาตัวร่างนะ", True),  # "kept where", without ที่
    ("where did i save the quote from the new supplier? the second one, not their old price list", True),
    ("หาไฟล์สัญญาเช่า, ค่าเช่าเท่าไหร่", False),  # after the comma it asks something
    # "where's" and a kept message's kind (shrimp set, session 20)
    ("where's that line chat from when the aerator motor in pond 2 burned out? i exported it somewhere", True),
    ("where's the water pump agreement we signed in june?", True),
    # the file asked for after what it is about, anywhere in the request (read sets of sessions 20-29)
    ("the supplier emailed us new prices for the tiles.. which file was it again?", True),
    ("that quote from the roofer last month, wich file did i put it in?", True),
    ("the lawyer's letter about the land.. where did that letter end up? need it today", True),
    ("hey where'd i put the scan of my passport", True),
    ("where did the meeting end up being held?", False),  # a place asked of the documents
    ("where's the paper the council gave us after the inspection?", True),
    ("สัญญาเช่าโกดังที่เซ็นกับเฮียไปเมื่อปีก่อน เก็บเป็นไฟล์ไว้ตรงไหนครับ", True),
    ("แชทกลุ่มที่คุยเรื่องย้ายร้าน เราเซฟออกมาไว้ที่ไหนคะ", True),
    ("ใบแจ้งค่าเทอมลูกเทอมนี้ ไฟล์ชื่ออะไรนะคะ จะเปิดดูว่าต้องจ่ายเท่าไหร่", True),
    ("ขอไฟล์ใบเสนอราคาแอร์ที่ร้านส่งมาเมื่อวานหน่อยค่ะ", True),
    ("ควรเก็บเงินสำรองไว้ที่ไหนดี", False),  # where to keep money, not a file
    # a file called "the thing" someone sent (artgallery set, session 38)
    ("where is the thing the bank sent about the loan interest", True),
    ("where is the thing i like most about chiang mai", False),
    # the find asked for at the end, after what the file is (artgallery set, session 38)
    ("the thing the bank sent about the loan, can u find it pls", True),
    ("can u find out how much the bank charges for the loan", False),  # finding out asks the documents
])
def test_a_request_that_only_asks_where_a_file_is_is_told_apart(text, only_finding):
    assert finds_files(text) is only_finding


@pytest.mark.parametrize("text, plan", [
    ("Compare the May electricity bill with the 2567 household budget: is it over budget?",
     ComparePlan(("the May electricity bill", "the 2567 household budget"))),
    ("compare the 2566 and 2567 budgets", ComparePlan(("2566 budgets", "2567 budgets"))),  # each side whole
    ("เทียบบันทึกประชุม Project Phoenix กับบันทึกประชุมทีมการตลาด",
     ComparePlan(("บันทึกประชุม Project Phoenix", "บันทึกประชุมทีมการตลาด"))),
    ("ค่าเช่าในสัญญาเช่ากับค่าเช่าในงบประมาณ ตรงกันไหม", ComparePlan(("ค่าเช่าในสัญญาเช่า", "ค่าเช่าในงบประมาณ"))),
    # In other words: a word that only compares ("than", "match") joins the sides before "to" or "and" does.
    ("Did I plan to spend more on food in 2567 than in 2566? Give me both monthly numbers.",
     ComparePlan(("Did I plan to spend more on food in 2567", "Did I plan to spend more on food in 2566"))),
    ("Does the rent I put in my 2567 household budget match what the lease actually says?",
     ComparePlan(("Does the rent I put in my 2567 household budget", "what the lease actually says"))),
    ("ค่าห้องที่ตั้งงบไว้ปี 66 กับปี 67 ต่างกันยังไง ปีไหนสูงกว่า",  # "how do they differ" ends the sides
     ComparePlan(("ค่าห้องที่ตั้งงบไว้ปี 66", "ค่าห้องที่ตั้งงบไว้ปี 67"))),
    # A side that is little more than a month, or starts with one, is the other side in that month.
    ("ค่าไฟบ้านเดือน มิ.ย. เทียบกับ พ.ค. เป็นไงบ้าง ยอดเท่าไหร่", ComparePlan(("ค่าไฟบ้านเดือน มิ.ย.", "ค่าไฟบ้านเดือน พ.ค."))),
    ("compare the May electricity bill with the June one",
     ComparePlan(("the May electricity bill", "the june electricity bill"))),
    ("home spending went up in July I think? compare the July and June totals",  # a comparison after a sentence
     ComparePlan(("july totals", "June totals"))),
    ("บิลเน็ตเดือนเมษาทำไมแพงกว่าเดือนมีนาอะ", ComparePlan(("บิลเน็ตเดือนเมษาทำไม", "บิลเน็ตเดือนมีนาทำไม"))),  # months as said
    ("Compare รายรับรายจ่าย_2568.xlsx with last year's sheet",  # last year's: the other side a year before
     ComparePlan(("รายรับรายจ่าย_2568.xlsx", "รายรับรายจ่าย_2567.xlsx"))),
    ("compare my notes", None),  # one side only
    ("ค่าเช่าเดือนละเท่าไหร่", None),
    # Gone up or down from the other: the month or "last year" after it is the same thing then.
    ("ค่าน้ำเดือน ต.ค. แพงขึ้นจาก ก.ย. เท่าไหร่คะ", ComparePlan(("ค่าน้ำเดือน ต.ค.", "ค่าน้ำเดือน ก.ย."))),
    ("ประกันรถปีนี้เบี้ยขึ้นจากปีที่แล้วเยอะไหม", ComparePlan(("ประกันรถปีนี้เบี้ย", "ประกันรถ เบี้ย ปีที่แล้ว"))),
    # "the same period last year", "ช่วงเดียวกันปีที่แล้ว": the first side's thing, a year before
    ("compare the clinic's income for jan-jun this year with the same period last year",
     ComparePlan(("the clinic's income for jan-jun this year", "the clinic's income for jan-jun the same period last year"))),
    ("รายรับค่าเรียนครึ่งปีแรกปีนี้ เทียบกับช่วงเดียวกันปีที่แล้ว เพิ่มขึ้นเยอะมั้ยคะ",
     ComparePlan(("รายรับค่าเรียนครึ่งปีแรกปีนี้", "รายรับค่าเรียนครึ่งปีแรก ช่วงเดียวกันปีที่แล้ว"))),
    # ... and a month of last year: the first side's thing in that month (cinema set, session 37)
    ("ตั๋วโรง 1 เดือนตุลาปีนี้ขายได้เท่าไหร่ เทียบกับตุลาปีที่แล้วให้ดูหน่อย",
     ComparePlan(("ตั๋วโรง 1 เดือนตุลาปีนี้ขายได้เท่าไหร่", "ตั๋วโรง 1 เดือนตุลา ขายได้เท่าไหร่ ตุลาปีที่แล้ว"))),
    # "compare …" naming no two things, after a sentence that does with "than"
    ("The new supplier says their flour is cheaper than what I pay Siam Mill now. can you compare the price per bag?",
     ComparePlan(("The new supplier says their flour is cheaper", "what I pay Siam Mill now. can you compare the "
                                                                     "price per bag"))),
    # Which of them is more, the two named before it (the shape classifier took these for a question or chat)
    ("ลุงเสริฐกับเจ้าใหม่ VIP เชียงใหม่ที่ส่งใบเสนอราคามา ใครถูกกว่ากัน",
     ComparePlan(("ลุงเสริฐ", "เจ้าใหม่ VIP เชียงใหม่ที่ส่งใบเสนอราคามา"))),
    ("we got quotes from HomeMart and Heng Charoen for the tiles. which one came out cheaper overall?",
     ComparePlan(("we got quotes from HomeMart", "Heng Charoen for the tiles."))),
    ("ค่าแรงพนักงานเดือน ก.ค. กับ ส.ค. เดือนไหนจ่ายเยอะกว่ากัน",
     ComparePlan(("ค่าแรงพนักงานเดือน ก.ค.", "ค่าแรงพนักงานเดือน ส.ค."))),
    # two months, split at the figures' "กับ" with both months on one side: each side the request without the other
    # month (foodtruck set, session 27 blind)
    ("มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. เยอะมั้ย อยากรู้ยอดรับรวมกับกำไรของสองเดือนนี้ค่ะ",
     ComparePlan(("มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า เยอะมั้ย อยากรู้ยอดรับรวมกับกำไรของสองเดือนนี้ค่ะ",
                  "ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. เยอะมั้ย อยากรู้ยอดรับรวมกับกำไรของสองเดือนนี้ค่ะ"))),
])
def test_a_comparison_of_two_things_is_planned_as_two_sides(text, plan):
    assert compare_plan(text, REGISTRY) == plan
    assert plan is None or shape(text) == "compare"


def test_each_side_of_a_comparison_reads_the_hit_named_by_its_numbers():
    budgets = ("/d/budget_2566.xlsx", "/d/budget_2567.xlsx", "/d/notes_2567-05.md")
    assert best_for("the electricity line of the 2567 budget", budgets) == "/d/budget_2567.xlsx"
    assert best_for("ค่าเช่าในงบประมาณ 2566", budgets) == "/d/budget_2566.xlsx"
    # no number, two copies named alike but for their years: the newest, whatever the search's order
    assert best_for("the budget", budgets) == "/d/budget_2567.xlsx"
    assert best_for("our high season rates", ("/d/rates_HighSeason_2567-68.md", "/d/rates_HighSeason_2568-69.md",
                                              "/d/rates_LowSeason_2568.md")) == "/d/rates_HighSeason_2568-69.md"
    assert best_for("last year's budget", budgets) == "/d/budget_2566.xlsx"
    assert best_for("the 2570 budget", budgets) == "/d/budget_2566.xlsx" and best_for("x", ()) is None
    assert best_for("the '66 budget", budgets) == "/d/budget_2566.xlsx"  # a Buddhist-era year in two digits
    # a count of the things compared is no number of a name: "2 เจ้า" is not the 2 of ค่าเทอม_ปี2
    quotes = ("/d/ค่าเทอม_ปี2_เทอม1-2568.md", "/d/ใบเสนอราคา_ปั๊มน้ำ_ร้านสมบัติ.docx", "/d/pump_quotation_2025-06.pdf")
    assert best_for("ใบเสนอราคาปั๊มน้ำ 2 เจ้า ร้านสมบัติกับบริษัทในเมือง", quotes) == "/d/ใบเสนอราคา_ปั๊มน้ำ_ร้านสมบัติ.docx"
    assert best_for("the 2 pump quotes", quotes) == "/d/pump_quotation_2025-06.pdf"
    # a one-digit number that is all a name shares with the side: screen 1's tickets are not term 1's fees
    books = ("/d/ค่าเทอม_ปิ่น_เทอม1-2568.docx", "/d/รายได้รายจ่ายโรงหนัง_2568.xlsx")
    assert best_for("ตั๋วโรง 1 เดือนตุลา ยอดขายโรงหนัง", books) == "/d/รายได้รายจ่ายโรงหนัง_2568.xlsx"
    assert best_for("ค่าเทอมเทอม 1", books) == "/d/ค่าเทอม_ปิ่น_เทอม1-2568.docx"
    # Thai electricity and water bills come from PEA/MEA (กฟภ/กฟน) and PWA/MWA: "ค่าไฟ" names their bills
    bills = ("/d/PEA_bill_2025-05.pdf", "/d/PEA_bill_2025-06.pdf", "/d/ค่าไฟบ้านแม่.txt", "/d/MWA_water_2025-06.pdf")
    assert best_for("ค่าไฟบ้านเดือน มิ.ย.", bills) == "/d/PEA_bill_2025-06.pdf"
    assert best_for("ค่าน้ำเดือน มิ.ย.", bills) == "/d/MWA_water_2025-06.pdf"
    # No number: the first hit, unless its name shares nothing with the side and another's does ("lease" = สัญญาเช่า).
    assert best_for("the rent the lease says", ("/d/budget_2567.xlsx", "/d/สัญญาเช่า.docx")) == "/d/สัญญาเช่า.docx"
    # The name holding most of the side's words: "meeting" names both notes, "marketing team" only the Thai ones.
    notes = ("/d/meeting_notes_2024-05-14.md", "/d/บันทึกประชุม_ทีมการตลาด.md", "/d/CV.docx")
    assert best_for("the decisions of the marketing team meeting", notes) == "/d/บันทึกประชุม_ทีมการตลาด.md"
    assert best_for("the Project Phoenix kickoff meeting notes", notes) == "/d/meeting_notes_2024-05-14.md"
    assert best_for("go through my CV", notes) == "/d/CV.docx"  # a two-letter name counts


def test_a_side_naming_a_month_reads_the_hit_whose_name_holds_that_month():
    notes = ("/d/staff_meeting_agenda_draft.md", "/d/staff_meeting_2025-06-28.md", "/d/staff_meeting_2025-05-31.md")
    assert best_for("บันทึกประชุมพนักงานเมื่อปลาย มิ.ย.", notes) == "/d/staff_meeting_2025-06-28.md"
    assert best_for("the May staff meeting", notes) == "/d/staff_meeting_2025-05-31.md"
    assert best_for("the staff meeting", notes) == "/d/staff_meeting_2025-06-28.md"  # no month: the first but the draft
    assert best_for("the staff meeting agenda draft", notes) == "/d/staff_meeting_agenda_draft.md"  # unless asked for
    bills = ("/d/PEA_bill_2025-06.pdf", "/d/PEA_bill_march.pdf")
    assert best_for("ค่าไฟเดือน มี.ค.", bills) == "/d/PEA_bill_march.pdf"
    assert best_for("the April bill", bills) == "/d/PEA_bill_2025-06.pdf"  # no name holds it: as if none named


def test_this_year_names_no_file_by_its_year_word():
    """The ปี of "ปีนี้" is not the ปี of ครึ่งปีแรก: "เม.ย. … ปีนี้กำไร" is this year's sheet the search found first, not
    last year's half-year summary (printshop set)."""
    hits = ("/d/ยอดขายและต้นทุน_2568.xlsx", "/d/ยอดขาย_ครึ่งปีแรก_2567.md")
    assert best_for("เม.ย. กับ ปีนี้กำไรต่างกันขนาดไหนคะ เม.ย. นี่ขาดทุนเลยป่าว", hits) == hits[0]
    assert best_for("ยอดขายครึ่งปีแรก", hits) == hits[1]


def test_two_months_of_the_users_books_are_searched_in_their_files_though_the_words_are_chatty():
    """The router answered "มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. …" as chat and the search's best passage was weak
    (foodtruck set): two months of one year of sales or spending are the user's books, unless the web is asked."""
    question = "มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. เยอะมั้ย อยากรู้ยอดรับรวมกับกำไรของสองเดือนนี้ค่ะ"
    assert compare_plan(question, REGISTRY, names_files=lambda words: False) is not None
    assert compare_plan("ค่าไฟ มิ.ย. กับ พ.ค. แพงกว่ากันเยอะไหม", REGISTRY, names_files=lambda words: False) is None
    assert compare_plan("ยอดขายรถยนต์ในไทย มิ.ย. กับ พ.ค. ค้นเว็บให้หน่อย", REGISTRY,
                        names_files=lambda words: False) is None


def test_a_month_named_is_one_more_word_of_the_name_not_the_only_files_looked_at():
    """"เดือน ส.ค. ที่บ้านจ่ายอะไรไปบ้าง" is the household sheet the search found first, not the teacher's note of
    2568-08, whose name holds the month and nothing else (salon set)."""
    hits = ("/d/ค่าใช้จ่ายบ้าน_2568.xlsx", "/d/ใบบัว_ข้อความครู_2568-08.md")
    assert best_for("เดือน ส.ค. ที่บ้านจ่ายอะไรไปบ้าง รวมเท่าไหร่", hits) == hits[0]
    assert best_for("ข้อความครูเดือน ส.ค.", hits) == hits[1]


def test_a_side_naming_its_file_by_kind_reads_that_kind_and_a_bracketed_list_names_nothing():
    """"the garage upgrade slides (paint booth, lift, scanner)": the slides, not the scanner quote the list names."""
    hits = ("/d/LaunchX431_scanner_quote_email.txt", "/d/แผนปรับปรุงอู่_ห้องพ่นสี_2568.pptx")
    assert best_for("the garage upgrade slides (paint booth, lift, scanner)", hits) == hits[1]
    assert best_for("the scanner quote", hits) == hits[0]


def test_a_summary_of_something_reads_that_thing_not_what_the_request_says_before_it():
    request = ("Our new accountant doesn't read Thai. Could you write an English summary of the land and building "
               "lease (term, rent each year, deposit, renewal) and save it as lease_en.md")
    assert save_plan(request, REGISTRY, names_files=lambda words: True).query == "the land building lease"


def test_a_summary_of_what_they_want_reads_what_the_sentence_before_says_they_are():
    """"can u sum up what they want": who "they" are is said before it (mushroom set: the search for "what they
    want" read a plan that mentions the hotel, not the hotel's e-mail)."""
    request = ("that chiang mai hotel emailed about buying our oyster mushrooms. can u sum up what they want (how much, "
               "which days, price) and save it as hotel_request.md")
    query = save_plan(request, REGISTRY, names_files=lambda words: True).query
    assert query.startswith("that chiang mai hotel emailed about buying our oyster mushrooms") and "what they want" in query
    request = "Our new accountant sent the lease. Could you write an English summary of the lease and save it as a.md"
    assert save_plan(request, REGISTRY, names_files=lambda words: True).query == "the lease"  # says what: kept


def test_a_summary_of_it_reads_what_the_words_before_it_name():
    """"jay porn sent a letter raising the shophouse rent, summarise it pls n save as rent_2026.md" searched for
    "it pls n" and found nothing (lawoffice set, session 43)."""
    request = "jay porn sent a letter raising the shophouse rent, summarise it pls n save as rent_2026.md"
    assert save_plan(request, REGISTRY, names_files=lambda words: True).query == (
        "jay porn sent a letter raising the shophouse rent")


@pytest.mark.parametrize("request_text, query", [
    # the words before "ของ/จาก" name the record: cut after them, the search lost "ออเดอร์เค้กแต่งงาน" (bakery set)
    ("ช่วยสรุปออเดอร์เค้กแต่งงานของคุณมายด์จากแชทไลน์ให้หน่อย เซฟเป็น ออเดอร์เค้ก.md",
     "ออเดอร์เค้กแต่งงานของคุณมายด์จากแชทไลน์ให้หน่อย"),
    ("ช่วยสรุปนัดหมอของพ่อทั้งหมดให้หน่อย เซฟเป็น นัดหมอพ่อ.md", "นัดหมอของพ่อทั้งหมดให้หน่อย"),
    # what to take from a record, then the record: after "จาก"
    ("เอาประเด็นสำคัญจากบันทึกประชุม Project Phoenix ไปใส่ไฟล์ phoenix_points.md", "บันทึกประชุม Project Phoenix ไป"),
    # "เซฟชื่อ x.md" names the file to write (bakery set: no plan, nothing was written)
    ("จากสไลด์คอร์สสอนทำขนม ช่วยเขียนสรุปรายละเอียดคอร์สไว้โพสต์เพจหน่อยค่ะ เซฟชื่อ โพสต์คอร์ส.md", None),
    # จดหมาย is a letter, not จด (note down) + หมาย (motorbikeshop set, session 40: the search got "หมายธนาคาร…")
    ("สรุปจดหมายธนาคารเรื่องวงเงินฟลอร์แพลนให้หน่อยครับ เซฟเป็น สรุปวงเงินธนาคาร.md",
     "จดหมายธนาคารเรื่องวงเงินฟลอร์แพลนให้หน่อยครับ"),
])
def test_a_thai_save_searches_for_the_record_it_names(request_text, query):
    plan = save_plan(request_text, REGISTRY, names_files=lambda words: True)
    assert plan is not None and (query is None or plan.query.strip() == query)
    assert plan.target.endswith(".md") and shape(request_text) == "save"


def test_a_side_naming_its_year_by_when_it_is_reads_that_years_file():
    """"did I pay more for power than I budgeted for it this year?": the search ranked the 2566 budget first."""
    budgets = ("/d/budget_2566.xlsx", "/d/budget_2567.xlsx", "/d/notes.md")
    assert best_for("I budgeted for it this year", budgets) == "/d/budget_2567.xlsx"
    assert best_for("งบค่าไฟปีนี้", budgets) == "/d/budget_2567.xlsx"
    assert best_for("last year's budget", budgets[::-1]) == "/d/budget_2566.xlsx"
    assert best_for("ค่าเช่าปีที่แล้ว", budgets[::-1]) == "/d/budget_2566.xlsx"


@pytest.mark.parametrize("text, heading", [("หาไฟล์บันทึกการประชุม", "พบไฟล์เหล่านี้:"),
                                           ("find the meeting notes file", "I found these files:")])
def test_a_find_request_ends_with_the_files_found_named_with_their_folder_and_cited(notes_turn, text, heading):
    result, events, backend, root = notes_turn(text)  # no reply scripted: the model is never asked
    assert backend.requests == [] and [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    first = result.text.splitlines()[:2]
    folder = "ในโฟลเดอร์" if heading.startswith("พบ") else "in"
    assert first == [heading, f"- meeting_notes.md — {folder} {root} [1]"]
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert cited.citations[0]["path"] == str(root / "meeting_notes.md") and cited.citations[0]["n"] == 1
    assert "".join(e.text for e in events if isinstance(e, Token)) == result.text


PHOENIX = "# Project Phoenix kickoff\nLaunch date: 15 July 2024.\n"
MARKETING = "# บันทึกประชุมทีมการตลาด\nเปิดตัวแคมเปญวันที่ 1 กรกฎาคม 2567\n"


def test_a_comparison_reads_the_best_file_of_each_side_then_answers_from_the_two_reads(
        config, scripted_model, build_index):
    index, root = build_index({"phoenix.md": PHOENIX, "marketing.md": MARKETING, "recipes.md": "Khao soi.\n"})
    config = config.replace(expand_seconds=0.0, rerank_candidates=0)  # the searches ask the model nothing
    model = scripted_model("Phoenix launches on 15 July; the campaign on 1 July.")
    agent = Agent(config, model.queue, REGISTRY, router=route)
    events = []
    ctx = ToolContext(config=config, workspect=config.workspect_dir, index=index)
    result = agent.run([], "compare the Project Phoenix notes with the marketing notes", ctx, events.append)
    started = [(e.tool, e.arguments) for e in events if isinstance(e, ToolStarted)]
    assert started == [("rag_search", {"query": "compare the Project Phoenix notes with the marketing notes"}),
                       ("rag_search", {"query": "the Project Phoenix notes"}), ("rag_search", {"query": "the marketing notes"}),
                       ("read_file", {"path": str(root / "phoenix.md")}), ("read_file", {"path": str(root / "marketing.md")})]
    [request] = model.backend.requests
    shown = "\n".join(m["content"] for m in request.messages)
    assert "15 July 2024" in shown and "1 กรกฎาคม 2567" in shown
    assert "Result of" not in shown and "the whole file" not in shown  # the two reads as passages, no headers
    assert "Give the figure or fact from each file." in shown
    assert result.text.startswith("Phoenix launches on 15 July; the campaign on 1 July.")
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert [c["path"] for c in cited.citations] == [str(root / "phoenix.md"), str(root / "marketing.md")]


def test_read_file_after_a_search_is_a_grammar_llama_accepts_listing_only_the_paths_found():
    from llama_cpp import LlamaGrammar

    found = ("/home/me/Documents/สัญญาเช่า.docx", '/home/me/a "quoted" name.md') + tuple(f"/d/{n}.md" for n in range(6))
    spec = reading(find_tool("read_file", REGISTRY), found)
    assert spec.parameters["properties"]["path"]["enum"] == list(found[:5])  # the best five hits
    assert find_tool("read_file", REGISTRY).parameters["properties"]["path"].get("enum") is None  # the tool itself is unchanged
    grammar = step_grammar((spec,), allow_answer=True)
    LlamaGrammar.from_string(grammar, verbose=False)
    [rule] = [line for line in grammar.splitlines() if line.startswith("alternative-0-arguments-path ::=")]
    assert rule.count(" | ") == 4 and "\\u0e2a" in rule  # Thai as GBNF escapes of the characters themselves


@pytest.mark.parametrize("text, kind", [
    ("list all the quotes I've got for clinic equipment this year", "list"),
    ("Can you list all the payslips from my part-time job that I've kept?", "list"),
    ("ขอดูรายการไฟล์ใบเสร็จทั้งหมด", "list"),
    ("i got an email back in june saying i was accepted for an internship and saved it somewhere. can u find it?",
     "find"),
    ("which files do we have about Arunee's Honda City insurance claim? just list them", "list"),  # garage set
    ("what files do i have for the lanna travel job this year?", "list"),  # tutor set
    ("มีไฟล์อะไรเกี่ยวกับงาน Lantern สิงคโปร์บ้าง ขอแค่ชื่อไฟล์พอครับ", "list"),  # freelance set
    ("which invoices have i sent out and saved? just the file names pls", "list"),  # freelance set: not a save
    # only the names, whatever the question before: the classifier said compare, answer, find or chat
    ("which files have i got from siam cooling? price lists, bills, whatever. just the names", "list"),  # aircon
    ("which files are the weigh slips the packing houses gave us when we sold fruit? names only pls", "list"),
    ("what pdfs do i have from our insurance company? just the list", "list"),  # guesthouse
    ("which PEA electricity bills for the temple do I have on here? just list the files", "list"),  # temple
    ("which of my files have anything to do with the pawn side of the shop? just names is fine", "list"),
    ("มีบิลค่าน้ำประปาของร้านเก็บไว้กี่ไฟล์ ขอชื่อไฟล์หน่อย", "list"),  # laundry
    ("ขอชื่อไฟล์ทั้งหมดที่เกี่ยวกับรถไฮลักซ์หน่อย ทั้งค่างวด ประกัน แล้วก็ที่จดค่าซ่อมไว้", "list"),  # tentrental
    # everything about one thing, asked mid-request: the classifier said answer, and one passage was the answer
    ("can u list everything we have from the bark coop in Nan? contract, price lists, whatever there is", "list"),
    ("pull up everything about the siam polytech wreath order pls - the quote, the email, the chat", "list"),
    # the records asked for by their plural (cinema and duckfarm sets, session 37), not a list of what one holds
    ("can u list the house bills n insurance papers we got? electric, internet, insurance. not the farm ones", "list"),
    ("can u list the home utility bills + the insurance renewal letter we got? just the house ones", "list"),
    ("list the amounts on my bills", "answer"),
    ("which supplier invoices have i got in here?? wanna pay them all b4 month end", "list"),  # foundry
    ("which files have i got about the kids school stuff? fees, trips, receipts, anything", "list"),  # welding
    ("ขอดูไฟล์ทั้งหมดที่เกี่ยวกับงานเสื้อกีฬาสี รร.แก่นนครวิทยา หน่อยค่ะ ทั้งใบเสนอราคาทั้งแชทกับครู", "list"),
    ("มีไฟล์ประกันอะไรบ้างคะ ขอดูทั้งหมดเลย ทั้งประกันชีวิต ประกันรถ ประกันร้าน", "list"),  # batik
    ("มีเอกสารอะไรบ้างที่เป็นเรื่องโรงเรียนของน้องใบเตย ขอรายชื่อไฟล์หน่อยนะ", "list"),  # coworking
    ("ขอดูใบเสนอราคาทั้งหมดที่ทำไว้ปีนี้หน่อย ตัวร่างด้วยนะคะ", "list"),  # woodcarving
    ("ปีนี้ออกใบเสนอราคาไปแล้วกี่ใบนะ ลิสต์มาให้ดูหน่อย รวมตัวร่างด้วยนะ", "list"),  # scaffolding
    ("มีไฟล์แชท LINE ที่ export เก็บไว้กี่ไฟล์ ชื่ออะไรบ้าง", "list"),  # phonerepair
    # the bills of one kind, their file names asked for ("ลิสต์ชื่อไฟล์"), not what a bill says (catfish set, session 46)
    ("บิลค่าไฟปั๊มน้ำที่บ่อ มีของเดือนไหนบ้าง ลิสต์ชื่อไฟล์ให้หน่อยครับ", "list"),
    # where one file is, then what to look for in it (vetclinic)
    ("ตารางเวรหมอเบียร์เดือนกันยาอยู่ไฟล์ไหนคะ จะดูว่าวันไหนหมอเบียร์อยู่แทนบ้าง", "find"),
])
def test_a_list_of_every_one_or_a_find_after_what_it_is_about_is_shaped_so(text, kind):
    assert shape(text) == kind


@pytest.mark.parametrize("text", [
    "ในลิสต์ราคาใหม่ของสยามฟลอร่า กล้วยไม้ช่อละเท่าไหร่",  # a price list
    "what bills do i have to pay this month and how much in total?",
    "ค่าเทอมทั้งหมดของน้องภูมิเทอมนี้เท่าไหร่",
    "ขอดูยอดขายรวมเดือน ส.ค. หน่อย",
])
def test_a_question_about_what_a_list_or_a_total_holds_asks_no_list_of_files(text):
    assert shape(text) != "list"


@pytest.mark.parametrize("text", [
    "how much do i still owe the teachers coop on the ordinary loan? and whats the monthly installment on it",
    "how much did the salon bring in altogether jan-jul this year? and which month was the best, how much?",
])
def test_two_questions_joined_by_and_are_asked_not_compared(text):
    """The classifier took them for comparisons: two searches, two reads, and "771,500 more" (teacher set)."""
    assert shape(text) == "answer"


@pytest.mark.parametrize("text, kind", [
    ("I got 2 quotes for the same dental materials, Siam Dental and DentalPlus. which one is cheaper?", "compare"),
    ("ใบเสนอราคาปั๊มน้ำ 2 เจ้า อันไหนถูกกว่า", "compare"),
    ("I got a raise in June. Did I actually take home more for June than for May?", "compare"),
    ("Auntie Ruean's clinic bill in July seems higher than June. how much was each one?", "compare"),
    ("ค่าไฟบ้านเดือน ก.ย. ลดลงจาก ส.ค. เยอะมั้ย", "compare"),
    ("ค่าส่วนกลางคอนโดรอบนี้ขึ้นจากปีที่แล้วเยอะไหมคะ", "compare"),
    ("ยอดขายร้านเดือน พ.ค. ตกจาก เม.ย. เยอะมั้ย", "compare"),
    ("ok so the canon printer quote vs the epson one - which is cheaper all in?", "compare"),
    ("The bank sent a new offer. How does it compare with our current loan - rate and installment?", "compare"),
    ("ดอกเบี้ยบัตรใหม่ต่างจากบัตรเก่ายังไงบ้าง", "compare"),
    # weighed in other words (read sets of sessions 14-25; the classifier said answer or chat)
    ("เดือน ก.ค. ที่บ้านใช้เงินเยอะกว่า มิ.ย. เท่าไหร่ ยอดรวมสองเดือนเท่าไหร่บ้างคะ", "compare"),
    ("ไหมนางน้อยเกรดเอกับเส้นยืน ปีนี้โคราชซิลค์ขึ้นราคาจากปีก่อนเยอะมั้ยคะ", "compare"),
    ("เม.ย. กับ มิ.ย. ปีนี้กำไรต่างกันขนาดไหนคะ", "compare"),
    ("มิ.ย. ฝนตกทั้งเดือน ขายแย่กว่า พ.ค. เยอะมั้ย", "compare"),  # worse than
    ("ค่าดอกไม้ที่ตกลงกับบ้านดอกแก้ว เกินงบที่ตั้งไว้ในไฟล์งบงานมายด์ต้นไปเท่าไหร่คะ", "compare"),
    ("put july and august from MEA side by side for me, units used and the amount", "compare"),
    ("Thai Kids Protect sent us a quote. How does it stack up against our current Siam Safe policy?", "compare"),
    ("Ek sent over his quote for the 3 bathrooms. Does it fit what we budgeted in the renovation plan?", "compare"),
    # "ที่ถูกกว่าลุงคำ" describes the file to find
    ("อีกเจ้าที่เสนอราคาก้อนเชื้อมา ที่ถูกกว่าลุงคำนิดนึงแต่ไม่มีนางรมอะ เก็บไว้ไฟล์ไหนนะ", "find"),
])
def test_one_thing_more_than_another_or_two_of_a_kind_written_as_a_digit_is_a_comparison(text, kind):
    """The classifier answered these as questions over one file (read sets of sessions 14-16)."""
    assert shape(text) == kind


@pytest.mark.parametrize("text", [
    "is the deposit more than 20,000 baht?",  # more than a figure, not than another thing
    "ไตรมาส2 ร้านขายได้รวมทั้งหมดเท่าไหร่ ร้านไหนขายดีกว่า",  # the second quarter, not two shops
    "ค่าไฟเดือนนี้แพงกว่า 2,000 บาทไหม",  # more than a figure
])
def test_more_than_a_figure_or_a_quarter_numbered_2_is_no_comparison_by_these_rules(text):
    from engine.plan import THAN, TWO, prepare
    folded = prepare(text).folded
    assert THAN.search(folded) is None and TWO.search(folded) is None


def test_a_comparison_side_reads_the_file_whose_name_holds_its_words_when_the_searches_rank_it_low(agent_turn):
    """"the clinic bill in July seems higher than June": the searches ranked the electricity bills, which state a
    total and a month just as the clinic's receipts do, above the receipts (rental set)."""
    files = {"Clinic_receipt_2025-06.txt": "Receipt 2025-06\nConsultation and medicine: 850 THB\n",
             "Clinic_receipt_2025-07.txt": "Receipt 2025-07\nConsultation, medicine and x-ray: 1,450 THB\n",
             **{f"PEA_2025-0{m}.txt": f"Electricity bill for Auntie Ruean's room, 2025-0{m}\nThe bill seems "
                                         f"higher than the month before: total {m}00 THB\n" for m in range(5, 9)}}
    question = "Auntie Ruean's clinic bill in July seems higher than June. how much was each one?"
    result, events, backend = agent_turn(question, files, "July was 1,450 THB and June 850 THB.",
                                         router=lambda text, names, recent=(): Route("rag_search", {"query": text}, "rule"))
    read = [e.arguments["path"].rsplit("/", 1)[-1] for e in events if isinstance(e, ToolStarted) and e.tool == "read_file"]
    assert read == ["Clinic_receipt_2025-07.txt", "Clinic_receipt_2025-06.txt"]


def test_documents_to_bring_are_not_a_list_of_the_users_files():
    assert shape("ในบทความนั้นบอกว่าต้องเตรียมเอกสารอะไรบ้าง") != "list"


def test_a_list_from_a_files_content_is_not_shaped_as_a_list_of_files():
    from engine.plan import LIST_FIRST
    from engine.routing.shapes import prepare
    assert LIST_FIRST.search(prepare("list my skills from my CV").folded) is None


def test_after_a_web_tool_fails_the_next_step_is_offered_no_web_tool():
    """Qwen 0.5B searched the web again for "Error: the web search failed (…)" (student set, session 11)."""
    from engine.plan import next_tools
    from engine.routing.words import WEB_TOOLS
    from engine.tools.runner import ToolOutcome
    failed = ToolOutcome("Error: the web search failed (FetchError: the web is off)", False, 0.0, {})
    offered = {spec.name for spec in next_tools({"tool": "web_search", "arguments": {}}, failed, REGISTRY, False)}
    assert offered and not offered & WEB_TOOLS and "rag_search" in offered
    still = {spec.name for spec in next_tools({"tool": "read_file", "arguments": {}}, failed, REGISTRY, False)}
    assert still == {spec.name for spec in REGISTRY}  # another tool's failure: every tool as before


def _answer_directly(text, names, recent=()):
    from engine.routing import Route
    return Route(None, None, "classifier")


def test_a_save_naming_no_kind_of_record_reads_what_the_users_files_hold_before_writing(agent_turn, config):
    """"Can you write up a short summary of where the orchid farm website stands and save it as orchid_status.md?"
    names no record by its kind, and the model wrote a summary from nothing (office set, session 11): a search
    of the files whose passages pass the gate is read first."""
    question = "Can you write up a short summary of where the office move to Chiang Mai stands and save it as move.md?"
    result, events, backend = agent_turn(question, {"meeting_notes.md": NOTES, "recipes.md": "Khao soi: noodles.\n"},
                                         SUMMARY, router=_answer_directly)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search", "read_file", "write_file"]
    assert (config.workspect_dir / "move.md").read_text(encoding="utf-8").startswith(
        f"# Key points from meeting_notes.md\n\n{SUMMARY}\n")


def test_a_save_of_something_no_file_holds_reads_no_file(agent_turn):
    result, events, backend = agent_turn("write a short poem about the rain and save it as poem.md",
                                         {"meeting_notes.md": NOTES}, "Rain on the roof", router=_answer_directly)
    assert "read_file" not in [e.tool for e in events if isinstance(e, ToolStarted)]


QUOTE_A = "Quotation QT-118 from Lanna Office Supply\nLaser printer LP-300, 1 unit\nTotal incl. VAT: 9,630 THB\n"
QUOTE_B = "ใบเสนอราคา เลขที่ 2568/77 ร้านเชียงใหม่ไอที\nเครื่องพิมพ์เลเซอร์ LP-300 จำนวน 1 เครื่อง\nรวมทั้งสิ้น 8,988 บาท\n"


def test_two_quotes_neither_named_are_the_two_best_files_read_side_by_side(agent_turn):
    """"We got two quotes for the new dental chair. Which one is cheaper in total?" named neither side (clinic set):
    the two best files for the sentence naming them are read, and each one's total is in the answer."""
    question = "We got two quotes for the new LP-300 laser printer. Which one is cheaper in total?"
    result, events, backend = agent_turn(question, {"quote_lanna.txt": QUOTE_A, "ใบเสนอราคา_ไอที.txt": QUOTE_B,
                                                    "recipes.md": "Khao soi: noodles.\n"},
                                         "The Chiang Mai IT quote is cheaper.", router=_answer_directly)
    read = [e.arguments["path"] for e in events if isinstance(e, ToolStarted) and e.tool == "read_file"]
    assert sorted(PurePath(path).name for path in read) == sorted(["quote_lanna.txt", "ใบเสนอราคา_ไอที.txt"])
    assert "9,630" in result.text and "8,988" in result.text


PHOENIX = "Project Phoenix kickoff\nLaunch date: 15 July 2024\nBudget approved: 450,000 THB\n"
MARKETING = "บันทึกประชุมทีมการตลาด\nงานที่ได้รับมอบหมาย: 1 งานต่อคน\nเปิดตัวแคมเปญหน้าฝนวันที่ 1 กรกฎาคม 2567\n"


def test_a_comparison_answered_with_a_count_gets_each_files_line(agent_turn):
    """"งานที่ได้รับมอบหมาย: 1" answered which launches when: a count of one is no side's figure (household set)."""
    question = "เทียบบันทึกประชุม Project Phoenix กับบันทึกประชุมทีมการตลาด แต่ละงานเปิดตัววันไหน"
    result, events, backend = agent_turn(question, {"phoenix_kickoff.md": PHOENIX, "บันทึกประชุม_ทีมการตลาด.md": MARKETING},
                                         "งานที่ได้รับมอบหมาย: 1", router=route)
    assert "15 July 2024" in result.text and "1 กรกฎาคม 2567" in result.text


def test_this_years_side_reads_this_years_file_though_last_years_name_holds_more_of_its_words():
    """"ครึ่งปีแรกปีนี้รายรับรวม": the 2568 sheet, not สรุปรายรับ_ครึ่งปี_2567.md, whose name holds รายรับ and ครึ่งปี
    (photostudio set); and last year's side the 2567 summary."""
    hits = ("/d/สรุปรายรับ_ครึ่งปี_2567.md", "/d/รายรับรายจ่าย_สตูดิโอ_2568.xlsx", "/d/รายการอุปกรณ์กล้อง_2568.md")
    assert best_for("ครึ่งปีแรกปีนี้รายรับรวม", hits) == hits[1]
    assert best_for("ครึ่งปีแรกปีที่แล้ว", hits) == hits[0]


def test_two_of_a_kind_are_this_years_pair_not_an_older_copy():
    """"ใบเสนอราคาอัลตราซาวด์ 2 เจ้าที่ได้มาเดือนนี้": the 2568 and 2025 quotes, not the 2566 one never bought."""
    hits = ("/d/ใบเสนอราคา_อัลตราซาวด์_อีสานเวทเทค_2568.docx", "/d/ใบเสนอราคา_อัลตราซาวด์_2566_ไม่ได้ซื้อ.txt",
            "/d/Quotation_Ultrasound_KKMedVet_2025.pdf")
    side = "ใบเสนอราคาอัลตราซาวด์ 2 เจ้าที่ได้มาเดือนนี้"
    assert best_for(side, hits[1:], newest=True) == hits[2]
    assert best_for(side, hits[1:]) == hits[1]  # one side of its own: the name holding most of its words


def test_a_save_asked_as_a_question_first_reads_what_the_question_is_about():
    """"what did we spend on at home in august? give me the main items and the total": the home spending sheet,
    not "the main items" (vetclinic, dental and rental sets)."""
    request = "what did we spend on at home in august? give me the main items and the total, and save it as home_aug.md"
    plan = save_plan(request, REGISTRY, names_files=lambda words: True)
    assert plan.query == "what did we spend on at home in august" and plan.target == "home_aug.md"
    hits = ("/d/Quotation_Ultrasound_2025.pdf", "/d/ค่าใช้จ่ายบ้าน_2568.xlsx")
    assert best_for(plan.query, hits) == hits[1]


def test_of_two_copies_named_alike_but_for_year_and_kind_the_newest():
    """The school contract of 2568 (.docx), not the old one of 2566 kept as .txt (photostudio set)."""
    hits = ("/d/สัญญาจ้างถ่ายภาพ_โรงเรียนพัฒนศึกษา_2566.txt", "/d/สัญญาจ้างถ่ายภาพ_โรงเรียนพัฒนศึกษา_2568.docx")
    assert best_for("our contract with Pattana Suksa school for the graduation photos", hits) == hits[1]


def test_a_comparison_over_time_reads_the_first_files_sibling_of_the_other_date():
    """"ค่าไฟเดือน มิ.ย. … เทียบกับเดือน ก.พ.": the February bill beside the June one, not the renovation sheet that
    has an electricity row (renovation set); this year's sales sheet beside last year's (noodleshop set)."""
    hits = ("/d/ค่าใช้จ่ายรีโนเวทบ้าน_2568.xlsx", "/d/MEA_bill_2025-02.pdf", "/d/MEA_bill_2025-05.pdf")
    question = "ค่าไฟเดือน มิ.ย. ที่ช่างเข้ามาทำงาน เทียบกับเดือน ก.พ. ก่อนเริ่มงานหน่อย ขึ้นไปเยอะมั้ย"
    assert over_time(question)
    assert second_file(question, "/d/MEA_bill_2025-06.pdf", "ค่าไฟเดือน ก.พ.", hits[0], hits) == hits[1]
    hits = ("/d/LINE_บ้านแซ่ตั้ง_ร้านเจ๊นิด_2568-07.txt", "/d/ยอดขายรายเดือน_2567.xlsx")
    question = "ยอดขายเดือน ก.ค. ปีนี้ เทียบกับ ก.ค. ปีที่แล้ว ต่างกันเยอะมั้ย"
    assert second_file(question, "/d/ยอดขาย_รายจ่าย_รายเดือน_2568.xlsx", "ยอดขายเดือน ก.ค. ปีที่แล้ว", hits[0], hits) == hits[1]


def test_a_comparison_over_time_finds_the_sibling_named_in_the_other_script():
    """Last year's Thai note of a supplier's prices beside this year's English price list of the same supplier:
    สยามคูลลิ่ง is SiamCooling, ลานนาไบค์ LannaBike (aircon and bikeshop sets read a tax note and a lease instead)."""
    question = "น้ำยา R32 กับคาปาซิเตอร์ที่สยามคูลลิ่ง ใบราคาใหม่แพงขึ้นจากปีที่แล้วเท่าไหร่"
    first = "/d/ราคาอะไหล่_สยามคูลลิ่ง_2567.md"
    hits = ("/d/ภาษี_ภงด90_ปี2567.md", "/d/SiamCooling_invoice_IV6807-0193.pdf", "/d/SiamCooling_pricelist_2025-07.pdf")
    assert kin(first, hits[2]) and kin("/d/ราคาส่ง_ลานนาไบค์_2567.md", "/d/LannaBikeSupply_pricelist_Jul2025.pdf")
    assert kin("/d/ราคาแผง_SolarHub_2567.txt", "/d/SolarHub_quotation_2025-08.pdf")
    assert second_file(question, first, "ปีที่แล้วเท่าไหร่", hits[0], hits) == hits[2]
    # a common word sounded out in another name's second word names no party: คลินิก is the "clinic" of PEA_clinic_bill
    assert not kin("/d/รายรับคลินิก_2568.xlsx", "/d/PEA_clinic_bill_2025-07.pdf")
    assert not kin("/d/Quotation_UniElevator_QT-25-0187.pdf", "/d/Quotation_SiamLift_2568.pdf")


def test_a_thai_and_an_english_list_of_two_years_in_a_row_in_one_folder_are_one_series(tmp_path):
    """This year's Thai price sign beside last year's English price list, in one folder: "full day ticket … this yr vs
    last yr" read a contest's rules for this year (fishingpark, swimschool and nursingagency sets, session 43)."""
    prices = tmp_path / "บ่อ" / "ราคา"
    prices.mkdir(parents=True)
    thai, english, menu = (str(prices / name) for name in ("ป้ายราคาบ่อตกปลา_2568.docx",
                                                             "ThongdeeFishingPark_PriceList_2024.pdf", "เมนูครัวริมบ่อ.md"))
    for path in (thai, english, menu):
        open(path, "w").close()
    assert kin(thai, english) and not kin(menu, english)  # the menu names no year
    rules = str(tmp_path / "บ่อ" / "กติกาแข่งตกปลา_ครั้งที่3.md")
    question = "full day ticket for the catfish pond, this yr vs last yr? how much did we raise it"
    from engine.plan import over_time_pair
    assert over_time_pair(question, [rules, english], ("full day ticket for the catfish pond, this yr", "last yr"),
                          (english, rules, thai), lambda path: ()) == [thai, english]
    assert not kin(str(prices / "ราคาตู้เซฟ_2565.md"), english)  # two years apart (2022 and 2024)
    plans = tmp_path / "แผนงาน"  # a quotation and a plan, alone in a folder a year apart: no series (badminton set)
    plans.mkdir()
    quote, plan = str(plans / "ProCourt_mat_quotation_2025-06.pdf"), str(plans / "แผนขยายคอร์ท_ปี2569.pptx")
    for path in (quote, plan):
        open(path, "w").close()
    assert not kin(quote, plan)


def test_asked_this_year_against_last_a_pair_two_years_apart_is_no_pair():
    """"live-in carer monthly rate this yr vs last yr" read the 2024 rate card and next year's plan (2569), the
    agency's files both: asked of two years in a row, this year's rate list is read (nursingagency set, session 43)."""
    from engine.plan import over_time_pair
    card = "/d/อุ่นใจ/อัตรา/AunjaiHomeCare_RateCard_2024.pdf"
    plan, rates = "/d/อุ่นใจ/แผนธุรกิจ_อุ่นใจโฮมแคร์_2569.pptx", "/d/อุ่นใจ/อัตรา/อัตราค่าบริการ_อุ่นใจโฮมแคร์_2568.docx"
    question = "live-in carer monthly rate this yr vs last yr? how much did we put it up"
    paths = over_time_pair(question, [card, plan], ("live-in carer monthly rate this yr", "last yr"), (card, plan, rates),
                           lambda path: ())
    assert plan not in paths and rates in paths
    assert over_time_pair("the plan for 2569 vs the 2567 one", [card, plan], ("the plan for 2569", "the 2567 one"),
                          (card, plan, rates), lambda path: ()) == [card, plan]  # two named years: as they are


def test_a_firm_romanised_a_letter_apart_is_one_party_and_its_price_list_comes_before_its_invoice():
    """นอร์เทิร์นเปเปอร์ romanises as "noten" and NorthernPaper keys as "nonten" (Thai writes the ร์ and does not sound
    it): one firm. Beside last year's Thai price note, its price list of this year, not its invoice (copyshop and
    foodtruck sets read a club's quote, then the invoice)."""
    first = "/d/ราคากระดาษ_นอร์เทิร์นเปเปอร์_2567.md"
    assert kin(first, "/d/NorthernPaper_pricelist_2025-07.pdf")
    assert kin("/d/ราคาเหล็ก_เซาเทิร์นสตีล_2567.md", "/d/SouthernSteel_pricelist_2025-10.pdf")
    assert not kin("/d/สัญญาซื้อขายทุเรียน_ล้งเฮงฟา_2568.docx", "/d/SiamSukjai_premium_notice_2025.pdf")
    hits = ("/d/NorthernPaper_invoice_INV25-0814.pdf", "/d/ใบเสนอราคา_ชมรมถ่ายภาพ_2568-06.docx",
            "/d/NorthernPaper_pricelist_2025-07.pdf")
    question = "กระดาษ A4 ยกกล่องของร้านนอร์เทิร์นขึ้นราคาจากปีก่อนเยอะมั้ย เทียบให้ดูหน่อย"
    assert second_file(question, first, "ร้านนอร์เทิร์นขึ้นราคาจากปีก่อนเยอะมั้ย", hits[1], hits) == hits[2]


def test_two_parties_compared_are_not_one_partys_file_and_its_older_copy():
    """"ช่างเอกกับบริษัทขอนแก่นโฮมเซอร์วิส เจ้าไหนถูกกว่า": the other firm's quote, not ช่างเอก's quote of 2566."""
    hits = ("/d/ใบเสนอราคา_ช่างเอก_2566.txt", "/d/Quotation_KKHomeService_2025-08.pdf")
    question = "ใบเสนอราคาเปลี่ยนปั๊มน้ำ ช่างเอกกับบริษัทขอนแก่นโฮมเซอร์วิส เจ้าไหนถูกกว่า ต่างกันเท่าไหร่"
    assert not over_time(question)
    assert alike("/d/ใบเสนอราคา_ช่างเอก_ปั๊มน้ำ_2568-08.docx", hits[0])
    assert not alike("/d/ใบเสนอราคา_ช่างเอก_ปั๊มน้ำ_2568-08.docx", hits[1])
    assert second_file(question, "/d/ใบเสนอราคา_ช่างเอก_ปั๊มน้ำ_2568-08.docx", "บริษัทขอนแก่นโฮมเซอร์วิส",
                       hits[0], hits) == hits[1]
    # two firms' quotes of one date named from one template are the two sides, not a quote and its older copy
    hits = ("/d/ใบเสนอราคายกเครื่อง_อู่ช่างเดช_2568.docx", "/d/LimHuay_buying_prices_2025-08.pdf")
    question = "ยกเครื่องเรือ อู่ช่างเดชกับอู่ทวีชัย เจ้าไหนถูกกว่า เทียบราคารวมกับรับประกันกี่เดือนให้ดูหน่อยครับ"
    assert second_file(question, "/d/ใบเสนอราคายกเครื่อง_อู่ทวีชัย_2568.docx", "อู่ทวีชัย", hits[0], hits) == hits[0]


def test_a_file_name_writes_a_thai_month_without_its_dots_and_a_month_asked_passes_over_other_months_files():
    """สค2568 is August, กค-สค68 July and August; "since may … back then vs now" reads the May price note, and a side
    asking July no file named for August only (fishing and phonerepair sets)."""
    assert names_months("/d/ใบชั่งข้าวเปลือก_สค2568.xlsx") == {8}
    assert names_months("/d/ค่าแรงช่าง_กค-สค68.xlsx") == {7, 8}
    assert names_months("/d/ราคารับซื้อแพ_พค68.txt") == {5} and names_months("/d/สมาชิกมค.md") == set()
    hits = ("/d/งานซ่อมลูกค้า_สค2568.xlsx", "/d/งานซ่อมลูกค้า_กค2568.xlsx")
    assert best_for("งานซ่อมลูกค้าเดือน ก.ค. ที่ยังรออะไหล่", hits) == hits[1]


def test_two_months_of_one_year_are_read_from_the_one_monthly_sheet():
    """"did we spend more on dad in july or in august?": the 2568 sheet holds both months, not the 2567 sheet beside
    it; two bills named by their months are still two files (eldercare and clinic sets)."""
    hits = ("/d/ค่าใช้จ่ายดูแลพ่อ_2567.xlsx", "/d/LINE_พี่น้อง_2568-08.txt")
    question = "did we spend more on dad in july or in august? give me both totals pls"
    assert second_file(question, "/d/ค่าใช้จ่ายดูแลพ่อ_2568.xlsx", "did we spend more on dad in august", hits[0],
                       hits) == "/d/ค่าใช้จ่ายดูแลพ่อ_2568.xlsx"
    bills = ("/d/ค่าใช้จ่ายบ้าน_2568.xlsx", "/d/PEA_bill_2025-05.pdf")
    assert second_file("ค่าไฟบ้านเดือน มิ.ย. เทียบกับ พ.ค. เป็นไงบ้าง", "/d/PEA_bill_2025-06.pdf", "ค่าไฟบ้านเดือน พ.ค.",
                       bills[0], bills) == bills[1]


def test_a_side_naming_a_kind_of_record_does_not_read_a_record_of_another_kind():
    """"a short English summary of the GSB loan agreement": the Thai loan contract, not the loan's statement, whose
    name holds GSB and loan (solar set); "the clinic bill" is still the clinic's receipt (rental set)."""
    hits = ("/d/GSB_loan_statement_2025-06.pdf", "/d/สัญญากู้เงิน_ออมสิน_SME_2567.docx")
    assert best_for("a short English summary of the GSB loan agreement", hits) == hits[1]
    assert best_for("the GSB loan", hits) == hits[0]
    receipts = ("/d/PEA_ห้องเช่า_2025-07.pdf", "/d/Clinic_receipt_2025-07.pdf")
    assert best_for("Auntie Ruean's clinic bill in July", receipts) == receipts[1]


def test_the_kind_of_record_a_side_names_is_its_head_word():
    """"a short English summary of the school van agreement": the agreement, not the plan for a second van whose
    name holds "van" (schoolvan set)."""
    hits = ("/d/แผนเพิ่มรถตู้คันที่2_SecondVan.pptx", "/d/ข้อตกลงรถรับส่งนักเรียน_รร.ปัญญาวิทย์_2568.docx")
    assert best_for("can you write her a short English summary of the school van agreement", hits) == hits[1]


HOME_SHEET = ("ค่าใช้จ่ายบ้าน 2568 (Home spending)\nเดือน (Month) | ค่าอาหาร (Food) | ค่าไฟ (Power) | รวม (Total)\n"
              "มิ.ย. (Jun) | 12000 | 2228 | 25228\nก.ค. (Jul) | 14000 | 2458 | 60458\n")


def test_two_months_of_one_sheet_are_told_apart_by_their_months(agent_turn):
    """"ค่าใช้จ่ายบ้าน_2568.xlsx (60458) is 35,230 more than ค่าใช้จ่ายบ้าน_2568.xlsx (25228)" named one file twice
    (tutor set): each side is named by its month."""
    question = "why was july so much more expensive than june at home? compare the two months, totals pls"
    result, events, backend = agent_turn(question, {"ค่าใช้จ่ายบ้าน_2568.txt": HOME_SHEET, "recipes.md": "Khao soi\n"},
                                         "July was higher.", router=_answer_directly)
    assert "July (60458) is 35,230 more than June (25228)." in result.text, result.text


def test_of_two_files_naming_a_side_equally_well_the_newest_year_is_read():
    """"what Preecha guarantees us": this year's agreement, not the 2567 price list the search put first (shrimp set)."""
    old, new = "/d/ราคารับซื้อ_แพปรีชา_2567.txt", "/d/ข้อตกลงขายกุ้ง_แพปรีชา_2568.docx"
    assert best_for("what Preecha guarantees us", (old, new)) == new
    assert best_for("what Preecha paid us in 2567", (new, old)) == old  # a year named is the year read


@pytest.mark.parametrize("paths, question, older", [
    # this year's bill, not last July's (gym set); the renewal, not last year's note of the same insurer (schoolvan)
    (("/d/PEA_studio_bill_2024-07.pdf", "/d/PEA_studio_bill_2025-07.pdf"), "บิลค่าไฟสตูดิโอเดือน ก.ค. ต้องจ่ายเท่าไหร่",
     {"/d/PEA_studio_bill_2024-07.pdf"}),
    (("/d/ประกันรถตู้_วิริยะ_2567.md", "/d/Viriyah_renewal_Commuter_2025.pdf"), "ประกันรถตู้วิริยะ ปีนี้ต่อเบี้ยเท่าไหร่",
     {"/d/ประกันรถตู้_วิริยะ_2567.md"}),
    # the month asked, whichever is newer
    (("/d/Coop_fuel_2025-06.pdf", "/d/Coop_fuel_2025-07.pdf"), "how many litres did we fill in june",
     {"/d/Coop_fuel_2025-07.pdf"}),
    # a year or an old copy asked: none; last year asked: the newer copy is read after its kin of the year before
    # (minimart, tilapia and rescuefoundation sets), but not this year's when this year is asked as well
    (("/d/PEA_studio_bill_2024-07.pdf", "/d/PEA_studio_bill_2025-07.pdf"), "ค่าไฟ ก.ค. ปี 67", set()),
    (("/d/PEA_studio_bill_2024-07.pdf", "/d/PEA_studio_bill_2025-07.pdf"), "the july bill last year",
     {"/d/PEA_studio_bill_2025-07.pdf"}),
    (("/d/PEA_studio_bill_2024-07.pdf", "/d/PEA_studio_bill_2025-07.pdf"), "the july bill last yr",  # "yr", as typed
     {"/d/PEA_studio_bill_2025-07.pdf"}),
    (("/d/ยอดขาย_2569_แผน.pptx", "/d/ยอดขายปลา_2568.xlsx", "/d/ยอดขายปลา_2567.xlsx"), "ปีที่แล้วทั้งปีขายปลาได้เท่าไหร่",
     {"/d/ยอดขายปลา_2568.xlsx"}),
    (("/d/ยอดขายปลา_2568.xlsx", "/d/ยอดขายปลา_2567.xlsx"), "ปีนี้ขายปลาได้มากกว่าปีที่แล้วไหม", set()),
    # an undated contract is not older than a dated draft: the draft is read after it; a policy is no copy of a claim
    # e-mail
    (("/d/สัญญาเช่าที่ดิน_ลานจอดรถ_สาคู.docx", "/d/สัญญาเช่าที่ดิน_ลานจอด_ร่าง_2567.txt"), "ค่าเช่าเดือนละเท่าไหร่",
     {"/d/สัญญาเช่าที่ดิน_ลานจอด_ร่าง_2567.txt"}),
    (("/d/SiamLife_policy_summary_2025.pdf", "/d/SiamLife_claim_email_2025-07.txt"), "max room charge per night?", set()),
])
def test_an_older_copy_of_a_file_is_read_after_the_newer_one(paths, question, older):
    assert older_copies(list(paths), question) == older


def test_two_firms_named_alike_a_month_apart_are_no_older_copy_of_each_other():
    """KoratDentalLab's July invoice is not an old copy of สยามเดนทัล's August quote (dental set)."""
    assert older_copies(["/d/KoratDentalLab_invoice_2025-07.pdf", "/d/ใบเสนอราคา_สยามเดนทัล_ส.ค.2568.docx"],
                        "how much is the quote") == set()
    assert older_copies(["/d/PEA_bill_2025-07.pdf", "/d/PEA_bill_2025-08.pdf"], "the electric bill this month") \
        == {"/d/PEA_bill_2025-07.pdf"}


def test_a_file_a_question_does_not_want_is_named_by_words_the_rest_of_it_does_not_say():
    bills = ["/d/PEA_home_bill_2025-07.pdf", "/d/PEA_shop_bill_2025-07.pdf"]
    assert unwanted_files(bills, "บิลค่าไฟร้านที่มาล่าสุดต้องจ่ายเท่าไหร่ ไม่เอาบิลบ้านนะ") == {bills[0]}  # บ้าน is home
    assert unwanted_files(bills, "how much is the shop's power bill? not the house one") == {bills[0]}
    assert unwanted_files(bills, "how much is the home power bill") == set()
    assert unwanted_files(bills[:1], "บิลค่าไฟเท่าไหร่ ไม่เอาบิลบ้านนะ") == set()  # never every file
    assert unwanted_files(["/d/สัญญาเช่า_ร่าง.docx", "/d/สัญญาเช่า_2568.pdf"], "สัญญาเช่าตัวจริงค่าเช่าเท่าไหร่ ไม่เอาตัวร่างนะ") \
        == {"/d/สัญญาเช่า_ร่าง.docx"}


@pytest.mark.parametrize("question", [
    "how does the new land lease compare to the old one? monthly rent and the deposit i had to put down",
    "did they put their prices up compared to last yr's list? esp the banana prawns",
    "สัญญาเช่าห้องแถวรอบนี้กับรอบก่อน ค่าเช่าต่อเดือนกับเงินประกันต่างกันยังไงบ้างคะ",
    "how much did i put up the morning class vs last season's prices?",
    "ค่าเช่าคลิกรายวัน ซีซั่นนี้กับซีซั่นที่แล้ว ขึ้นไปกี่บาท บอกราคาทั้งสองปีด้วยนะ"])  # scooterrental set, session 43
def test_a_comparison_with_an_earlier_round_in_other_words_reads_the_first_files_sibling(question):
    """"the old one", "last yr's list", "รอบก่อน", "last season's": the lease of 2565-2567 beside the one of 2568-2570,
    not the yard's accounts sheet that names rent too (boatyard, seafoodstall, cookingschool sets)."""
    first = "/d/สัญญาเช่าที่ดินทำอู่_2568-2570.docx"
    hits = ("/d/รายรับรายจ่าย_อู่_2568.xlsx", "/d/สัญญาเช่าที่ดินทำอู่_2565-2567.docx")
    assert over_time(question)
    assert second_file(question, first, question, hits[0], hits) == hits[1]
    assert not over_time("grab says their commission is cheaper than line man, what % would each take?")


def test_a_draft_and_the_one_sent_are_two_versions_of_one_paper():
    """"whats different between my draft quote to the slaughterhouse … and the one i actually sent?" was no comparison
    at all, and asked as one, its second side found another firm's quote (pigfarm set); "the final one not the draft"
    likewise (aquarium set)."""
    question = ("whats different between my draft quote to the slaughterhouse for the july lot and the one i actually "
                "sent? how many pigs n price per kg in each")
    assert shape(question) == "compare"
    assert shape("hows the new charoenphon deal different from last years one? the price per R150 tyre") == "compare"
    assert shape("ราคาเคลย์กับครีมโกนหนวด ปีนี้กับปีที่แล้วขึ้นไปเท่าไหร่ ขอดูราคาทั้งสองปีหน่อยค่ะ") == "compare"
    assert shape("what's the difference between a list and a tuple in python") != "compare"
    first = "/d/ใบเสนอราคา_หมูขุน_ราชบุรีมีท_ร่าง.docx"
    hits = ("/d/email_ThaiScaleTech_quotation.txt", first, "/d/ใบเสนอราคา_หมูขุน_ราชบุรีมีท_final.docx")
    assert second_file(question, first, "the one i actually sent", hits[0], hits) == hits[2]
    # no draft named: the side's own file stands
    assert second_file("compare the ThaiScaleTech quote with the slaughterhouse quote", first, "ThaiScaleTech quote",
                       hits[0], hits) == hits[0]


def test_a_draft_is_read_after_the_paper_it_became_unless_the_draft_is_asked_for():
    """"ตู้บิวท์อินที่ส่งราคาให้คุณมาลีไปตัวจริงอะ รวมทั้งหมดเท่าไหร่" was answered from ใบเสนอราคา_ตู้คุณมาลี_ร่าง.txt beside
    the quote sent (furniture set; foodtruck and minivan sets alike)."""
    draft, sent = "/d/ใบเสนอราคา_ตู้คุณมาลี_ร่าง.txt", "/d/ใบเสนอราคา_ตู้เสื้อผ้า_คุณมาลี_2568-08.docx"
    assert older_copies([draft, sent, "/d/LINE_มาลี.txt"], "ตู้ที่ส่งราคาให้คุณมาลีไปตัวจริง รวมทั้งหมดเท่าไหร่") == {draft}
    assert older_copies([draft, sent], "in my draft quote for khun malee, what was the total?") == set()
    assert older_copies([draft, "/d/budget_2568.xlsx"], "ตู้คุณมาลีราคาเท่าไหร่") == set()  # a draft with no kin stands


def test_a_draft_refused_is_not_a_draft_asked_for():
    """"ช่วยสรุปใบเสนอค่าที่ปรึกษาที่ส่งให้พี่หนุ่มไปจริงๆ (ไม่เอาตัวร่างนะ)": the ร่าง of "not the draft" read the draft
    (lawoffice and swimschool sets, session 43)."""
    draft, final = "/d/ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_ร่าง.docx", "/d/ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_v2 final.docx"
    assert best_for("ใบเสนอค่าที่ปรึกษาที่ส่งให้พี่หนุ่มไปจริงๆ (ไม่เอาตัวร่างนะ)", (draft, final)) == final
    assert best_for("ใบเสนอค่าที่ปรึกษาตัวที่ส่งไป ไม่ใช่ตัวร่าง", (draft, final)) == final
    assert best_for("ใบเสนอค่าที่ปรึกษาตัวร่าง", (final, draft)) == draft  # asked for, the draft is read


def test_the_version_sent_is_the_final_of_the_firms_quotation_named_qt():
    """"สรุปใบเสนอราคาร้านเฮียวุฒิ ตัวที่ส่งไปจริง" saved another firm's quotation: QT_HappyPaws_v2_final.docx named its kind
    as QT and its version as final (dogbreeder set, session 44)."""
    hits = ("/d/แชทไลน์_เฮียวุฒิ_HappyPaws.txt", "/d/QT_HappyPaws_v2_final.docx", "/d/QT_HappyPaws_v1_ร่าง.docx",
            "/d/PetHomeDesign_Quotation_WhelpingRoom_Oct2025.pdf")  # the search's order
    assert best_for("ใบเสนอราคาร้านเฮียวุฒิ ตัวที่ส่งไปจริงให้หน่อยค่ะ", hits) == hits[1]


def test_a_comparison_over_time_reads_two_dates_of_one_series():
    """"ยอดขายปลาสวยงามเดือนมีนาปีนี้กับปีที่แล้ว…" read next year's plan beside ยอดขาย_ค่าใช้จ่าย_2567.xlsx, "ค่าน้ำมันรถฝึกเดือน
    ก.ค. เทียบกับ มิ.ย." a meeting note beside June's fleet-card statement (aquarium and drivingschool sets): the side
    that found no file of the series takes the other's dated sibling."""
    from engine.plan import over_time_pair

    def no_kin(path):  # the index's files of the path's party: none beyond the hits here
        return ()

    question = "ยอดขายปลาสวยงามเดือนมีนาปีนี้กับปีที่แล้วเป็นไงบ้าง เทียบให้ดูหน่อยค่ะ"
    sides = ("ยอดขายปลาสวยงามเดือนมีนาปีนี้", "ปีที่แล้ว")
    hits = ("/d/แผนปี2569_บ้านปลาทอง.pptx", "/d/ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "/d/ยอดขาย_ค่าใช้จ่าย_2568.xlsx",
            "/d/PEA_bill_2025-03.pdf")
    assert over_time_pair(question, [hits[0], hits[1]], sides, hits, no_kin) == [hits[2], hits[1]]
    # the sibling no search found, among the user's files of the kept file's party
    assert over_time_pair(question, [hits[0], hits[1]], sides, hits[:2],
                          lambda path: (hits[2],) if path == hits[1] else ()) == [hits[2], hits[1]]
    fuel = ("/d/ประชุมครูฝึก_2568-07-07.md", "/d/PTT_FleetCard_statement_2025-06.pdf", "/d/PTT_FleetCard_statement_2025-07.pdf")
    assert over_time_pair("ค่าน้ำมันรถฝึกเดือน ก.ค. เทียบกับ มิ.ย. เพิ่มขึ้นเยอะไหม", list(fuel[:2]),
                          ("ค่าน้ำมันรถฝึกเดือน ก.ค.", "มิ.ย."), fuel, no_kin) == [fuel[2], fuel[1]]
    # siblings already, two firms, or one sheet for two months: as they are
    assert over_time_pair(question, [hits[2], hits[1]], sides, hits, no_kin) == [hits[2], hits[1]]
    assert over_time_pair("HomeMart quote vs Heng Charoen quote, which is cheaper?", [hits[0], hits[1]],
                          ("HomeMart quote", "Heng Charoen quote"), hits, no_kin) == [hits[0], hits[1]]
    assert over_time_pair(question, [hits[1], hits[1]], sides, hits, no_kin) == [hits[1], hits[1]]


def test_a_month_compared_across_years_is_read_from_the_two_years_books_when_neither_pick_is_of_a_series():
    """"compare our gas sales in october this yr vs last yr" read a gas firm's e-mail and the October wage note, whose
    names hold "gas" and ต.ค., not the two years' books the search put first (lpgshop set, session 39)."""
    from engine.plan import over_time_pair

    hits = ("/d/บัญชีร้าน_2568.xlsx", "/d/บัญชีร้าน_2567.xlsx", "/d/email_WiangLakonGas_Dec2025.txt",
            "/d/ค่าแรงลูกจ้าง_ต.ค.68.md")
    question = "compare our gas sales in october this yr vs last yr pls"
    sides = ("our gas sales in october this yr", "our gas sales in october last yr")
    assert over_time_pair(question, [hits[2], hits[3]], sides, hits, lambda path: ()) == [hits[0], hits[1]]
    # asked no month, the picks stand
    assert over_time_pair("compare gas this yr vs last yr", [hits[2], hits[3]], ("gas this yr", "gas last yr"), hits,
                          lambda path: ()) == [hits[2], hits[3]]


def test_a_word_in_latin_letters_names_a_file_only_at_the_start_or_end_of_one_of_its_words():
    """"how many rai of rice did we spray in july this yr" took SkyFarm_pricelist_2025.pdf ("price") for the year's
    spraying book (cropdrone set, session 39)."""
    hits = ("/d/บัญชีงานพ่น_2568.xlsx", "/d/บัญชีงานพ่น_2567.xlsx", "/d/SkyFarm_pricelist_2025.pdf")
    assert best_for("how many rai of rice did we spray in july this yr", hits) == hits[0]
    assert best_for("the farm price list", hits) == hits[2]  # "farm" starts the Farm of SkyFarm


def test_two_months_of_one_year_are_read_from_the_monthly_workbook_not_a_file_that_names_neither():
    """"มิ.ย. กับ ก.ค. ปีนี้ เดือนไหนร้านดีกว่ากัน ขอรายรับรวมกับกำไรสุทธิ" read a monthly-wash contract for both months,
    "ปีนี้เดือนมีนาเทียบกับเมษา รายรับรวมของร้าน…" two price lists (carwash and petshop sets)."""
    from engine.plan import month_sheets
    hits = ("/d/สัญญาล้างรถรายเดือน_อีสานเอ็กซ์เพรส_2568.docx", "/d/แผนปี2569.pptx", "/d/รายรับรายจ่าย_เชษฐ์คาร์แคร์_2568.xlsx")
    question = "มิ.ย. กับ ก.ค. ปีนี้ เดือนไหนร้านดีกว่ากันครับ ขอรายรับรวมกับกำไรสุทธิของทั้งสองเดือน"
    assert month_sheets(question, hits) == (hits[2],)
    bills = ("/d/PEA_bill_2025-06.pdf", "/d/PEA_bill_2025-07.pdf", "/d/ค่าใช้จ่ายบ้าน_2568.xlsx")
    assert month_sheets("ค่าไฟเดือน มิ.ย. กับ ก.ค. ต่างกันเท่าไหร่", bills) == bills  # each month's own bill
    assert month_sheets("compare this year's sales with last year's", hits) == hits  # not two months of one year
    assert month_sheets(question, hits[:2]) == hits[:2]  # no workbook: the hits as they were


def test_an_invoice_number_is_no_year_so_a_firms_invoice_is_not_read_as_its_older_copy():
    """TPP-2507-0418 numbers an invoice; 2507 is no year of it (1964): beside the firm's 2568 agreement in Thai, now
    its kin (ไทยโฟนพาร์ท is ThaiPhoneParts), the invoice asked about was read last (phonerepair set)."""
    invoice, agreement = "/d/ThaiPhoneParts_invoice_TPP-2507-0418.pdf", "/d/ข้อตกลงซื้อขายอะไหล่_ไทยโฟนพาร์ท_2568.docx"
    assert kin(invoice, agreement)
    assert older_copies([invoice, agreement], "the last thai phone parts invoice - whats the total?") == set()
    assert older_copies(["/d/ราคาอะไหล่_สยามคูลลิ่ง_2567.md", "/d/SiamCooling_pricelist_2025-07.pdf"],
                        "สยามคูลลิ่งคิดน้ำยา R32 เท่าไหร่") == {"/d/ราคาอะไหล่_สยามคูลลิ่ง_2567.md"}


def test_this_years_file_is_this_years_whether_its_name_writes_the_thai_or_the_western_year():
    """"the coffee roaster's prices this yr vs last yr" read ราคาแพ็กเกจสมาชิก_2568.md, not SiamBean_pricelist_2025.pdf:
    2568 sorted after 2025 as text, so only 2568 was this year (coworking set, once "yr" read as year)."""
    from engine.plan import _by_when

    paths = ["/d/ใบราคา_สยามบีน_2567.docx", "/d/SiamBean_pricelist_2025.pdf", "/d/ราคาแพ็กเกจสมาชิก_2568.md"]
    assert set(_by_when("the coffee roaster's prices this yr", paths)[:2]) == set(paths[1:])
    assert _by_when("the coffee roaster's prices last yr", paths)[0] == paths[0]


def test_a_firm_written_as_one_word_names_its_camel_cased_file():
    """"the indoor adult cat food sack from pawplus" read the cat register (แมว is cat) over PawPlus_pricelist_2025.pdf:
    "pawplus" was looked for in "paw plus pricelist" only (catcafe set, session 43)."""
    hits = ("/d/PawPlus_pricelist_2025.pdf", "/d/ทะเบียนแมว_2568.xlsx", "/d/สูตรชีสเค้กหน้าแมว.md")  # the search's order
    assert best_for("the indoor adult cat food sack from pawplus - how much this yr", hits) == hits[0]


def test_a_measure_in_a_side_names_no_file_by_its_number():
    """"the 1kg kapi tub, this yr" read สต็อกกะปิ_1พ.ย.68.md for its 1 (shrimppaste set, session 43)."""
    hits = ("/d/MaeThip_Kapi_PriceList_2025.pdf", "/d/สต็อกกะปิ_1พ.ย.68.md", "/d/ใบราคาส่ง กะปิแม่ทิพย์ ปี2567.docx")
    assert best_for("our wholesale price for the 1kg kapi tub, this yr", hits) == hits[0]
    assert best_for("our wholesale price for the 1kg kapi tub, last yr", hits) == hits[2]


def test_this_years_and_last_years_asked_one_after_the_other_are_the_two_sides():
    """"… ปีนี้เมตรละเท่าไหร่ ปีที่แล้วเท่าไหร่ เทียบให้หน่อย" had no sides: one search read last year's list alone
    (roofing set, session 43); each side is the thing asked of, at its year."""
    question = "แผ่นเมทัลชีท 0.40 ของอุดรสตีล ปีนี้เมตรละเท่าไหร่ ปีที่แล้วเท่าไหร่ เทียบให้หน่อยครับ"
    first, second = compare_plan(question, REGISTRY).sides
    assert first == "แผ่นเมทัลชีท 0.40 ของอุดรสตีล ปีนี้เมตรละเท่าไหร่"
    assert second.startswith("แผ่นเมทัลชีท 0.40 ของอุดรสตีล") and second.endswith("ปีที่แล้ว")
    assert compare_plan("ปีที่แล้วขายได้เท่าไหร่ ปีนี้เท่าไหร่", REGISTRY) is None  # nothing named before the years


def test_a_month_glued_to_its_year_in_a_bills_name_dates_it():
    """"ค่าไฟคลินิกบิล ก.ย. กับ ต.ค. เดือนไหนแพงกว่า" read the clinic's books for both months, not the two bills named
    PEA_clinic_bill_Sep2025.pdf and PEA_clinic_bill_Oct2025.pdf (beautyclinic set, session 43)."""
    from engine.plan import month_sheets
    hits = ("/d/PEA_clinic_bill_Sep2025.pdf", "/d/PEA_clinic_bill_Oct2025.pdf", "/d/รายรับรายจ่ายคลินิก_2568.xlsx")
    question = "ค่าไฟคลินิกบิล ก.ย. กับ ต.ค. เดือนไหนแพงกว่า ยอดเท่าไหร่บ้างคะ"
    assert month_sheets(question, hits) == hits
    assert best_for("ค่าไฟคลินิกบิล ต.ค.", hits) == hits[1]
    assert second_file(question, hits[0], "ค่าไฟคลินิกบิล ต.ค.", hits[1], hits) == hits[1]


@pytest.mark.parametrize("question", ["ไฟล์ที่เกี่ยวกับเจ้าของฝากจันท์มีอะไรบ้างคะ ทั้งใบเสนอราคา อีเมล แชท ไล่ชื่อมาให้หน่อย",
                                      "มีบิลค่าไฟอยู่กี่ใบ ทั้งของร้านทั้งของบ้าน ขอชื่อไฟล์หน่อยครับ"])
def test_files_asked_for_by_their_names_are_a_list(question):
    """Both went to the model, which read one file (shrimppaste and catcafe sets, session 43)."""
    assert shape(question) == "list"


def test_a_folder_named_as_one_of_two_places_is_not_the_list(tmp_path):
    """"ทั้งของร้านทั้งของบ้าน" listed the บ้าน folder alone, none of the shop's bills (catcafe set, session 43)."""
    from engine.plan import listed_folder
    (tmp_path / "บ้าน").mkdir()
    assert not listed_folder("มีบิลค่าไฟอยู่กี่ใบ ทั้งของร้านทั้งของบ้าน ขอชื่อไฟล์หน่อยครับ", tmp_path / "บ้าน")
    assert listed_folder("ขอรายชื่อไฟล์ทั้งหมดในโฟลเดอร์บ้าน", tmp_path / "บ้าน")


def test_a_folder_holding_none_of_the_records_asked_for_is_not_the_list(tmp_path):
    """"ใบเสนอราคาที่ทำให้บ้านคุณสมศักดิ์มีกี่ไฟล์": the บ้าน of "Khun Somsak's house" listed the household folder, which
    holds no quotation (nursingagency and cementblock sets, sessions 43 and 44)."""
    from engine.plan import listed_folder
    home = tmp_path / "บ้าน"
    home.mkdir()
    (home / "PEA_bill_Oct2025.pdf").write_text("x")
    question = "ใบเสนอราคาที่ทำให้บ้านคุณสมศักดิ์มีกี่ไฟล์ ขอชื่อไฟล์ทั้งหมดหน่อยค่ะ"
    assert not listed_folder(question, home)
    (home / "ใบเสนอราคา_ทาสีบ้าน_2568.docx").write_text("x")
    assert listed_folder(question, home)  # a folder that holds one is listed


def test_a_notice_of_charges_is_the_bill_a_request_names():
    """"ช่วยสรุปบิลค่าผ่าตัดตาแม่หน่อย … เซฟเป็น ค่าผ่าตัดแม่.md" summarised the household sheet, which has the operation's
    deposit row, not ใบแจ้งค่ารักษา_แม่มี_รพ.ศรีอุดร.docx (roofing set, session 43)."""
    hits = ("/d/ค่าใช้จ่ายบ้าน_2568.xlsx", "/d/ใบแจ้งค่ารักษา_แม่มี_รพ.ศรีอุดร.docx", "/d/LINE ครอบครัวทองสุข.txt")
    assert best_for("บิลค่าผ่าตัดตาแม่หน่อย ยอดทั้งหมด จ่ายไปแล้ว เหลือเท่าไหร่", hits) == hits[1]


def test_ads_bought_are_advertising():
    """"ค่ายิงแอด fb เดือนมิ.ย." is the books' "ค่าโฆษณา Facebook/TikTok (Ads)" row (beautyclinic set, session 43)."""
    from engine.index.query import parse_query
    forms = {form for term in parse_query("ค่ายิงแอด fb เดือนมิ.ย.").terms for form in term.forms}
    assert {"โฆษณา", "ads"} <= forms


def test_the_version_sent_of_a_draft_is_a_record_of_its_kind_not_the_firms_email():
    """"chuan chuen chinese course quote, the draft vs the one we actually sent" read the draft and the firm's e-mail,
    kin of the quote by the firm's name, not the final v2 (languageschool set, session 43)."""
    draft, final = "/d/ใบเสนอราคา คอร์สจีน ชวนชื่น ร่าง v1.docx", "/d/ใบเสนอราคา คอร์สจีน ชวนชื่น final v2.docx"
    email = "/d/Chuanchuen_HR_email_28Oct2025.txt"
    question = "chuan chuen chinese course quote, the draft vs the one we actually sent - what's the grand total on each?"
    assert second_file(question, draft, "the one we actually sent", email, (email, "/d/HSK_notice.pdf", final)) == final


def test_over_time_the_other_dates_copy_is_a_dated_file_not_the_firms_undated_invoice():
    """"teak 1.5 inch moulding from nakorn, price per metre this yr vs last yr": once last year's Thai list was found
    first, the firm's invoice, whose name holds no year, was read as last year's (frameshop set, session 43)."""
    pricelist, invoice = "/d/NakornMoulding_pricelist_2025.pdf", "/d/NakornMoulding_invoice_NM-25-0917.pdf"
    last_years = "/d/ใบราคา_นครโมลดิ้ง_2567.docx"
    question = "teak 1.5 inch moulding from nakorn, price per metre this yr vs last yr? how much did it go up"
    side = "teak 1.5 inch moulding from nakorn, price per metre last yr"
    assert second_file(question, pricelist, side, invoice, (invoice, last_years, "/d/ArtTools_quotation.pdf")) == last_years


def test_two_months_payslips_are_one_series_their_months_glued_to_their_years():
    """"ค่าคอมในสลิปเงินเดือน ก.ย. กับ ต.ค." found Payslip_Sep2025.pdf and Payslip_Oct2025.pdf, then read this year's and
    last year's sales books in their place: a month glued to its year is a date, so the two are one series
    (pharmarep set, session 45)."""
    from engine.plan import over_time_pair, same_party
    september, october = "/d/Payslip/Payslip_Sep2025.pdf", "/d/Payslip/Payslip_Oct2025.pdf"
    books = ("/d/ยอดขาย/ยอดขาย_เขตพิษณุโลก_2568.xlsx", "/d/ยอดขาย/ยอดขาย_เขตพิษณุโลก_2567.xlsx")
    question = "ค่าคอมในสลิปเงินเดือน ก.ย. กับ ต.ค. ได้เท่าไหร่บ้าง ต่างกันเยอะมั้ย"
    assert over_time_pair(question, [september, october], ("ค่าคอมในสลิปเงินเดือน ก.ย.", "ค่าคอมในสลิปเงินเดือน ต.ค."),
                          (september, october, *books), lambda path: books) == [september, october]
    # an invoice and the receipt paying it, their party named in each one's own script
    assert same_party("/d/ใบแจ้งหนี้_ทักษิณเบฟ_INV6811-045.docx", "/d/ใบเสร็จ_ทักษิณเบฟ_RC6811-031.docx")
    assert same_party("/d/ProSport_invoice_INV-2568-1142.pdf", "/d/ใบเสร็จ_โปรสปอร์ต_15พย68.docx")
    assert not same_party("/d/ProSport_invoice_INV-2568-1142.pdf", "/d/ใบเสร็จ_ขอนแก่นแพ็คเกจจิ้ง_RC6811-031.docx")


def test_a_save_reads_the_file_its_request_names_not_the_one_its_points_name():
    """"สรุปผลเกี่ยวข้าวนาปีปีนี้ ได้กี่โล เก็บไว้สีเองเท่าไหร่ ขายเท่าไหร่" read the rice mill's chat (its โรงสี and ขาย),
    "tey's school fee notice for this term, each item n the total" the condo's CommonFee2026 invoice, "สรุปเมลน้องพลอย
    เรื่อง…ลิฟต์ปิด" the helpers' wage sheet (its ลูกน้อง): the thing named comes before the points to keep, เมล is an
    email, ลิฟต์ a lift (ricefarmer, flightattendant and carpenter sets, session 45)."""
    from engine.agent_plans import save_source
    harvest, chat = "/d/นา/บันทึกเกี่ยวข้าว_นาปี68.md", "/d/นา/LINE_โรงสีไทยเจริญ_ขายข้าวเปลือก.txt"
    assert save_source("ผลเกี่ยวข้าวนาปีปีนี้ ได้กี่โล เก็บไว้สีเองเท่าไหร่ ขายเท่าไหร่", (chat, harvest)) == harvest
    fees, invoice = "/d/บ้าน/ค่าเทอม_เตย_2-2568.docx", "/d/Condo/Invoice_ThePalmKathu_CommonFee2026.pdf"
    assert save_source("tey's school fee notice for this term, each item n the total", (fees, invoice)) == fees
    wages, mail = "/d/บัญชี/ค่าแรงลูกน้อง_ต.ค.68.xlsx", "/d/Email_SilaProperty_lift closure_12Nov2025.txt"
    assert save_source("เมลน้องพลอยเรื่องตรวจงาน งวด2 กับลิฟต์ปิดให้หน่อยครับ", (wages, mail)) == mail
    # the points may name the file: "… สรุปรายรับ … รายจ่าย" is the รายรับรายจ่าย book, not last year's สรุปบัญชีร้าน
    summary, book = "/d/บัญชี/สรุปบัญชีร้าน_2567.md", "/d/บัญชี/รายรับรายจ่าย_นุไซเคิล_2568.xlsx"
    assert save_source("เดือน ส.ค. ร้านเป็นไงบ้าง สรุปรายรับแยกแต่ละอย่าง รายจ่าย แล้วก็กำไรให้หน่อย", (summary, book)) == book


def test_two_suppliers_quotes_the_second_is_the_other_quote_of_the_thing_the_first_names():
    """"ปุ๋ยสองเจ้าที่เสนอราคามา … ขอยอดรวมทั้งสองเจ้าด้วยนะ" read the Thai fertiliser quote, then a rice gift quote for
    its bare last side: the other is the English fertilizer quote (ricefarmer set, session 45)."""
    from engine.plan import second_file
    question = "ปุ๋ยสองเจ้าที่เสนอราคามา รวมทุกอย่างแล้วเจ้าไหนถูกกว่า ขอยอดรวมทั้งสองเจ้าด้วยนะ"
    first = "/d/นา/ใบเสนอราคาปุ๋ย_เจริญชัยการเกษตร.docx"
    english, gift = "/d/นา/Quotation_NEAgro_fertilizer_Nov2025.pdf", "/d/ขาย/ใบเสนอราคา ข้าวของขวัญ สหกรณ์ครู_final v2.docx"
    assert second_file(question, first, "ขอยอดรวมทั้งสองเจ้าด้วยนะ", gift, (english, gift)) == english
    assert second_file("ใบเสนอราคาข้าวของขวัญ กับ ปุ๋ยเจริญชัย อันไหนแพงกว่า", first, "ใบเสนอราคาข้าวของขวัญ", gift,
                       (english, gift)) == gift  # asked of the gift quote, the gift quote


def test_asked_to_save_the_latest_a_save_reads_the_newest_copy():
    """"สรุปบันทึกผลิตอาทิตย์ล่าสุดให้ที … บันทึกไว้ชื่อ ผลิตอาทิตย์ล่าสุด.md" read the week before's log, which the search put
    first (ricepaper set, session 46)."""
    from engine.agent_plans import save_source

    before, latest = "/d/ผลิต/บันทึกการผลิต_20-25ต.ค.68.md", "/d/ผลิต/บันทึกการผลิต_27ต.ค.-1พ.ย.68.md"
    assert save_source("สรุปบันทึกผลิตอาทิตย์ล่าสุดให้ที ใช้แป้งไปกี่โล ได้กี่แพ็ค", (before, latest)) == latest
    assert save_source("สรุปบันทึกผลิตอาทิตย์ 20-25 ต.ค. ให้ที ใช้แป้งไปกี่โล", (before, latest)) == before


def test_a_drafts_copy_dated_otherwise_is_its_final_not_an_older_copy():
    """"chonpruek quote - the draft vs the final one i sent, how much lower is the monthly total?" read the draft and the
    guards' wage sheet: "QT ชลพฤกษ์ เรสซิเดนซ์ final v2.docx" is named alike to the dated draft, so it was taken for its
    older copy (securityguard set, session 46)."""
    from engine.plan import second_file

    draft, final = "/d/QT ชลพฤกษ์ เรสซิเดนซ์ (ร่าง) 14ต.ค.68.docx", "/d/QT ชลพฤกษ์ เรสซิเดนซ์ final v2.docx"
    hits = (final, "/d/เงินเดือน รปภ ต.ค.68.xlsx")
    question = "chonpruek quote - the draft vs the final one i sent, how much lower is the monthly total?"
    assert second_file(question, draft, "the final one i sent, how much lower is the monthly total", final, hits) == final
