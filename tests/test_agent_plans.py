"""Planned save and compare turns on the scripted model: what is saved and answered holds the files'
own figures whatever the model writes, and a request that cannot be carried out says why."""
import pytest

from bench.agent_folder import write_slides
from engine.agent import Agent
from engine.events import AnswerDone, Cited, Token, ToolStarted
from engine.routing import route
from engine.tools import REGISTRY
from engine.tools.base import ToolContext

CONTRACT = ("สัญญาเช่าห้องชุด\n"
            "ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน\n"
            "ข้อ 4. ผู้เช่าวางเงินมัดจำ 25,000 บาท\n")
KICKOFF = ("# Project Phoenix kickoff\n"
           "## Decisions\n"
           "- The launch moves to 15 July 2024.\n"
           "- Budget approved: 350,000 THB.\n")
BILL = "ELECTRICITY BILL - May 2024\nAddress: Room 1205, Rama 9 Road\nUnits used: 412 kWh\nAmount due: 2,150.00 THB\n"
BUDGET = "Household budget 2567\nRent | Housing | 12500\nElectricity | Utilities | 1800\nTotal | 14300\n"


@pytest.fixture
def turn(config, scripted_model, build_index):
    # No model query rewrites or rerank in the searches: the scripted replies are the turn's own steps.
    index, root = build_index({"สัญญาเช่า.md": CONTRACT, "phoenix_kickoff.md": KICKOFF,
                               "electricity_bill.md": BILL, "household_budget.md": BUDGET})
    searching = config.replace(rerank_candidates=0, expand_seconds=0.0)

    def run(text, *replies):
        model = scripted_model(*replies)
        agent = Agent(config, model.queue, REGISTRY, router=route)
        events = []
        ctx = ToolContext(config=searching, workspect=config.workspect_dir, index=index)
        result = agent.run([], text, ctx, events.append)
        assert isinstance(result, AnswerDone), result
        assert "".join(e.text for e in events if isinstance(e, Token)) == result.text  # nothing shown is dropped
        return result, events, root

    run.root = root
    return run


def saved(config, name: str) -> str:
    return (config.workspect_dir / name).read_text(encoding="utf-8")


def test_the_saved_file_holds_the_sources_figures_when_the_models_text_is_junk(turn, config):
    result, events, root = turn("สรุปสัญญาเช่าแล้วบันทึกเป็นไฟล์ สรุปสัญญาเช่า.md", "- Markdown\n")
    text = saved(config, "สรุปสัญญาเช่า.md")
    assert text.startswith("# ประเด็นสำคัญจาก สัญญาเช่า.md\n")
    assert "- ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน" in text and "25,000" in text
    assert "Markdown" not in text
    assert "บันทึกเป็น workspect/สรุปสัญญาเช่า.md แล้ว" in result.text and "จากไฟล์ สัญญาเช่า.md [1]" in result.text


def test_an_english_save_reads_the_thai_named_file_whose_name_sounds_like_the_firm_it_names(config, scripted_model,
                                                                                             build_index):
    """"the Lanna Travel translation contract" is สัญญาจ้างแปล_ล้านนาทราเวล_2568.md, not the English-named invoice
    the search ranks first (tutor set: the summary was written from the invoice)."""
    index, _ = build_index({
        "สัญญาจ้างแปล_ล้านนาทราเวล_2568.md": "สัญญาจ้างแปลเอกสาร\nข้อ 2. ค่าแปลหน้าละ 350 บาท\nข้อ 5. ส่งงานภายใน 7 วัน\n",
        "Invoice_LannaTravel_2567.txt": "INVOICE Lanna Travel translation work 2024\nTotal: 12,000 THB\n",
        "สัญญาเช่าห้อง_2568.md": "สัญญาเช่าห้อง\nค่าเช่าเดือนละ 5,000 บาท\n"})
    agent = Agent(config, scripted_model("- Fee: 350 THB a page\n").queue, REGISTRY, router=route)
    ctx = ToolContext(config=config.replace(rerank_candidates=0, expand_seconds=0.0), workspect=config.workspect_dir,
                      index=index)
    events = []
    agent.run([], "Can you write me a short English summary of the Lanna Travel translation contract (fees, deadlines) "
                  "and save it as lanna_contract.md", ctx, events.append)
    read = [e.arguments["path"] for e in events if isinstance(e, ToolStarted) and e.tool == "read_file"]
    assert [path.rsplit("/", 1)[-1] for path in read] == ["สัญญาจ้างแปล_ล้านนาทราเวล_2568.md"]
    assert "350" in saved(config, "lanna_contract.md")


def test_a_save_of_the_slides_it_names_reads_the_slides_not_the_sheet_its_words_found(config, scripted_model,
                                                                                      build_index, tmp_path):
    """"my new engine slides" over Thai-named files: the deck, not the costs sheet whose name and rows hold more of
    the English words (fishing set: the summary was written from the sheet)."""
    (tmp_path / "Documents" / "แผนงาน").mkdir(parents=True)
    write_slides(tmp_path / "Documents" / "แผนงาน" / "แผนเปลี่ยนเครื่องเรือ_2569.pptx",
                 [("แผนเปลี่ยนเครื่องเรือ 2569", "ทางเลือก 1: เครื่องมือสอง 128,000 บาท\nทางเลือก 2: เครื่องใหม่ 185,000 บาท")])
    index, _ = build_index({"ค่าใช้จ่ายเรือ_2568.md": "ค่าใช้จ่ายเรือ 2568 (boat costs)\nน้ำมันเรือ (Fuel costs) | 24900\n"
                                                          "ซ่อมเครื่อง (Engine repairs) | 3800\n"})
    agent = Agent(config, scripted_model("- Two choices\n").queue, REGISTRY, router=route)
    ctx = ToolContext(config=config.replace(rerank_candidates=0, expand_seconds=0.0), workspect=config.workspect_dir,
                      index=index)
    events = []
    agent.run([], "can u boil down my new engine slides into a short note - the choices and what each costs. "
                  "save it as engine_plan_summary.md", ctx, events.append)
    read = [e.arguments["path"] for e in events if isinstance(e, ToolStarted) and e.tool == "read_file"]
    assert [path.rsplit("/", 1)[-1] for path in read] == ["แผนเปลี่ยนเครื่องเรือ_2569.pptx"]
    assert "185,000" in saved(config, "engine_plan_summary.md")


def test_the_word_asking_for_the_summary_names_no_file(config, scripted_model, build_index):
    """"สรุปรายรับ…" asks for a summary of this year's sheet, not for last year's สรุปบัญชีร้าน_2567.md, whose name holds
    "สรุป" (bikeshop set: the August summary was written from last year's)."""
    index, _ = build_index({
        "สรุปบัญชีร้าน_2567.md": "สรุปบัญชีร้าน ปี 2567\n- รายรับทั้งปี 1,046,800 บาท\n"
                                  "- ส.ค. 2567 ร้านรายรับ 88,600 บาท รายจ่าย 60,000 บาท กำไร 28,600 บาท\n",
        "รายรับรายจ่าย_2568.md": "รายรับรายจ่าย 2568\nเดือน | รายรับ | รายจ่าย\nก.ค. | 120,300 | 65,100\n"
                                  "ส.ค. | 141,600 | 71,700\n"})
    agent = Agent(config, scripted_model("- รายรับ 141,600 บาท\n").queue, REGISTRY, router=route)
    ctx = ToolContext(config=config.replace(rerank_candidates=0, expand_seconds=0.0), workspect=config.workspect_dir,
                      index=index)
    events = []
    agent.run([], "เดือน ส.ค. ร้านเป็นไงบ้าง สรุปรายรับ รายจ่าย แล้วก็กำไรให้หน่อย เซฟเป็นไฟล์ บัญชีร้าน_สค68.md", ctx,
              events.append)
    read = [e.arguments["path"] for e in events if isinstance(e, ToolStarted) and e.tool == "read_file"]
    assert [path.rsplit("/", 1)[-1] for path in read] == ["รายรับรายจ่าย_2568.md"]


def test_a_thai_point_copying_the_tasks_bullet_instruction_is_saved_without_it(turn, config):
    turn("สรุปสัญญาเช่าแล้วบันทึกเป็นไฟล์ สรุปสัญญาเช่า.md", '- ขึ้นต้นด้วย - "ค่าเช่าเดือนละ 12,500 บาท"\n')
    text = saved(config, "สรุปสัญญาเช่า.md")
    assert '- "ค่าเช่าเดือนละ 12,500 บาท"' in text and "ขึ้นต้นด้วย" not in text


def test_a_figure_the_model_invents_is_not_saved(turn, config):
    reply = "- The launch moves to 15 July 2024.\n- Budget approved: 500,000 THB.\n"
    turn("summarize the Project Phoenix kickoff notes and save the summary as summary.md", reply)
    text = saved(config, "summary.md")
    assert "500,000" not in text and "350,000" in text
    assert text.startswith("# Key points from phoenix_kickoff.md\n\n- The launch moves to 15 July 2024.\n")


def test_a_comparison_whose_answer_lacks_the_figures_gets_each_files_line_and_cites_both(turn):
    result, events, root = turn("Compare the May electricity bill with the electricity line of the household budget: "
                                "is it over budget?", "The bill is over budget.")
    assert result.text.startswith("The bill is over budget.")
    assert "- electricity_bill.md: Amount due: 2,150.00 THB [1]" in result.text
    assert "- household_budget.md: Electricity | Utilities | 1800 [2]" in result.text
    assert "electricity_bill.md (2,150.00) is 350 more than household_budget.md (1800)." in result.text
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert [(c["n"], c["name"]) for c in cited.citations] == [(1, "electricity_bill.md"), (2, "household_budget.md")]
    assert cited.citations[0]["quote"] == "Amount due: 2,150.00 THB"


def test_a_comparison_that_states_both_figures_is_left_as_the_model_wrote_it(turn):
    answer = "สัญญาเช่าระบุค่าเช่า 12,500 บาท งบประมาณระบุ 12500 ตรงกัน"
    result, events, root = turn("ค่าเช่าในสัญญาเช่ากับค่าเช่าในงบประมาณครัวเรือน ตรงกันไหม", answer)
    assert result.text.startswith(answer) and "ตัวเลขจากแต่ละไฟล์" not in result.text
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert {c["name"] for c in cited.citations} == {"สัญญาเช่า.md", "household_budget.md"}


def test_a_file_that_cannot_be_read_gets_a_clear_message_and_nothing_saved(turn, config):
    # Indexed as text, then overwritten with binary bytes: the search still finds it, the read fails.
    (turn.root / "phoenix_kickoff.md").write_bytes(b"\x00\x01\x02\xff" * 64)
    result, events, root = turn("summarize the Project Phoenix kickoff notes and save the summary as summary.md")
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search", "read_file"]
    assert result.text == ("Nothing was saved to summary.md: "
                           "This looks like a binary file, not text: there is nothing readable to show.")
    assert not (config.workspect_dir / "summary.md").exists()


@pytest.mark.parametrize("target, reason", [("../outside.md", "'..' (going up a folder) is not allowed"),
                                            ("/etc/notes.md", "absolute paths")])
def test_a_save_name_outside_workspect_is_refused_before_any_step(turn, config, target, reason):
    result, events, root = turn(f"summarize the Project Phoenix kickoff notes and save it as {target}")
    assert isinstance(result, AnswerDone) and not [e for e in events if isinstance(e, ToolStarted)]
    assert result.text.startswith(f"Nothing was saved to {target}: {reason}")
    assert "Klang saves files only inside workspect/: ask again with a name such as" in result.text
    assert list(config.workspect_dir.iterdir()) == []


def test_a_comparison_answer_stating_an_amount_neither_file_states_is_replaced_by_the_files_lines(turn):
    """Qwen 0.5B: "The food budget in 2567 was $80,000 more than in 2566" for budgets of 7,000 and 8,000."""
    result, events, root = turn("Compare the May electricity bill with the electricity line of the household budget: "
                                "is it over budget?", "The bill is 9,999 THB over budget. [1]")
    assert "9,999" not in result.text and result.text.startswith("From each file, as written there:")
    assert "Amount due: 2,150.00 THB [1]" in result.text and "1800 [2]" in result.text


def test_the_points_grammar_is_one_llama_accepts():
    from llama_cpp import LlamaGrammar

    from engine.agent_plans import POINTS, POINTS_GRAMMAR

    LlamaGrammar.from_string(POINTS_GRAMMAR, verbose=False)
    assert POINTS_GRAMMAR.count("point?") == POINTS - 1


def _compared(config, scripted_model, build_index, files: dict[str, str], reply: str, request: str) -> str:
    """The agent's answer to a comparison over these files, the scripted model replying `reply`."""
    index, _ = build_index(files)
    agent = Agent(config, scripted_model(reply).queue, REGISTRY, router=route)
    ctx = ToolContext(config=config.replace(rerank_candidates=0, expand_seconds=0.0), workspect=config.workspect_dir,
                      index=index)
    return agent.run([], request, ctx, lambda event: None).text


def test_a_comparison_asking_two_things_gets_each_files_line_for_both(config, scripted_model, build_index):
    """"…which is cheaper in total, and how long is each warranty?": each quote's all-in total and its warranty,
    not only the totals (farm set: both totals, no warranty)."""
    text = _compared(config, scripted_model, build_index, {
        "pump_quote_somboon.md": "Quotation: irrigation pump 5.5 HP\nPrice: 36,600 THB\nVAT 7%: 2,562 THB\n"
                                 "Total: 39,162 THB\nWarranty: 1 year on the motor\nDelivery within 7 days\n",
        "pump_quote_cam.md": "Quotation CAM-2025-06\nPump 5.5 HP: 43,000 THB\nVAT 7%: 3,010 THB\n"
                             "Grand total: 46,010 THB\nWarranty: 2 years, parts and labour\nPayment: cash on delivery\n"},
        "The Somboon quote is cheaper.", "Compare the Somboon pump quote with the CAM pump quote: which is cheaper in "
        "total, and how many years of warranty does each give?")
    assert "pump_quote_somboon.md: Total: 39,162 THB; Warranty: 1 year on the motor [" in text
    assert "pump_quote_cam.md: Grand total: 46,010 THB; Warranty: 2 years, parts and labour [" in text


def test_a_thai_comparison_of_a_thai_and_an_english_quote_gets_each_ones_warranty_and_work_time(config, scripted_model,
                                                                                                  build_index):
    """"รับประกันกี่ปี … ใช้เวลาทำกี่วัน" over a Thai quote and an English one: the English quote's "Warranty: 2 years"
    and "Work time: 5 working days", which share no word with the question (farm and eldercare sets: the ranker put
    the quote's "valid for 30 days" first)."""
    text = _compared(config, scripted_model, build_index, {
        "ใบเสนอราคา_ทางลาด_ช่างแดง.md": "ใบเสนอราคาทางลาด ช่างแดง\nรวม 24,600 บาท\nทำ 3 วัน เริ่มได้ต้นเดือน ก.ย.\n"
                                         "รับประกันงาน 1 ปี\nมัดจำ 10,000 บาท ที่เหลือจ่ายตอนเสร็จ\n",
        "ramp_quotation_PathomBuilder.md": "QUOTATION No. QT-25-0815 Date: 5 August 2025\nRamp and handrails: 29,720.00\n"
                                           "Total (VAT included): 31,800.00 THB\nPayment: 50% deposit. This quotation is "
                                           "valid for 30 days.\nWork time: 5 working days.\nWarranty: 2 years on workmanship.\n"},
        "ช่างแดงถูกกว่า", "เทียบใบเสนอราคาทางลาดช่างแดงกับ PathomBuilder ราคาต่างกันเยอะมั้ย ใช้เวลาทำกี่วัน รับประกันกี่ปี")
    english = next(line for line in text.splitlines() if line.startswith("- ramp_quotation_PathomBuilder.md"))
    assert "31,800.00" in english and "5 working days" in english and "2 years" in english
    thai = next(line for line in text.splitlines() if line.startswith("- ใบเสนอราคา_ทางลาด_ช่างแดง.md"))
    assert "24,600" in thai and "ทำ 3 วัน" in thai and "1 ปี" in thai


def test_a_comparison_asking_two_things_as_a_list_of_nouns_gets_each_files_line_for_both(config, scripted_model,
                                                                                          build_index):
    """"the amount and the units used" asks two things with no second question: each bill's units line comes
    with its amount, and a line about neither (the meter number) does not."""
    text = _compared(config, scripted_model, build_index, {
        "water_bill_2025-07.md": "Water bill July 2025\nMeter no. 4471-2209\nWater used: 214 cubic metres\n"
                                 "Amount due: 4,511.12 THB\n",
        "water_bill_2025-08.md": "Water bill August 2025\nMeter no. 4471-2209\nWater used: 231 cubic metres\n"
                                 "Amount due: 4,877.06 THB\n"},
        "August is higher.", "Compare the July water bill with the August water bill: the amount due and the water used")
    assert "4,511.12" in text and "4,877.06" in text
    assert "214 cubic metres" in text and "231 cubic metres" in text
    assert "4471-2209" not in text


def test_a_comparison_answer_that_writes_the_request_back_is_replaced_by_the_files_lines(turn):
    """Qwen 0.5B answered a comparison with the request and the task it was given, word for word (farm set)."""
    request = "Compare the May electricity bill with the electricity line of the household budget: is it over budget?"
    result, events, root = turn(request, f"{request} Give the figure or fact from each file. [1]")
    assert result.text.startswith("From each file, as written there:")
    assert "Amount due: 2,150.00 THB [1]" in result.text and "1800 [2]" in result.text


def test_each_thing_a_comparison_lists_gets_its_line_from_each_file():
    """"เทียบยอดเงินกับหน่วยที่ใช้": the units each bill states beside its amount, not only the amount."""
    from engine.agent_plans import further_lines
    from engine.excerpts import asked_things
    from engine.plan import compare_plan
    question = "ค่าไฟร้าน ส.ค. แพงกว่า ก.ค. เยอะไหม เทียบยอดเงินกับหน่วยที่ใช้ให้หน่อยค่ะ"
    assert "หน่วยที่ใช้ให้หน่อยค่ะ" in asked_things(question) and asked_things("ค่าไฟเดือนนี้เท่าไหร่") == []
    sides = compare_plan(question, REGISTRY, names_files=lambda words: True).sides
    for month, amount, units in (("07", "5,888.47", "1,185"), ("08", "6,718.55", "1,362")):
        bill = {"name": f"PEA_bill_2025-{month}.pdf", "path": f"/d/PEA_bill_2025-{month}.pdf", "location": "page 1",
                "text": f"Provincial Electricity Authority\nMeter reading period: 1-31 {month}/2025\n"
                        f"Energy charge: 4,812.20 THB\nFt charge: 233.70 THB\nVAT 7%: 385.23 THB\n"
                        f"Units used: {units} kWh\nAmount due: {amount} THB\nDue date: 15 September 2025"}
        lines = further_lines(bill, question, f"Amount due: {amount} THB", sides)
        assert f"Units used: {units} kWh" in lines


def test_two_months_of_one_sheet_get_each_months_figure():
    """"compare June and July": each side the cell of the series asked of its own month, not the sheet's one line
    twice ("Both state 65326: they match")."""
    from engine.agent_plans import month_lines
    sheet = {"name": "income_2568.xlsx", "path": "/d/income_2568.xlsx", "location": "whole file", "text": "\n".join([
        "รายรับ ม.ค.-ก.ค. 2568 (Income, Jan-Jul 2025)",
        "เดือน (Month) | งานติดตั้ง (Installs, THB) | ล้างแผง (Cleaning, THB) | รวมรายรับ (Total income, THB)",
        "พ.ค. (May) | 702000 | 11600 | 713600", "มิ.ย. (Jun) | 371500 | 18300 | 389800",
        "ก.ค. (Jul) | 289000 | 21700 | 310700"])}
    question = "July felt really slow. compare june and july for me - total income and how much came from installs"
    lines, more, months = month_lines([sheet, sheet], question, ("june for me", "july for me"))
    assert lines == ["มิ.ย. (Jun): รวมรายรับ (Total income, THB) 389800", "ก.ค. (Jul): รวมรายรับ (Total income, THB) 310700"]
    assert more == [["มิ.ย. (Jun): งานติดตั้ง (Installs, THB) 371500"], ["ก.ค. (Jul): งานติดตั้ง (Installs, THB) 289000"]]
    bill = {**sheet, "path": "/d/bill.pdf"}
    assert month_lines([sheet, bill], question, ("june for me", "july for me")) is None


def test_each_thai_question_asked_after_another_is_a_thing_asked_of_each_month():
    """"… รวมจ่ายเดือนละเท่าไหร่ ค่าอื่นๆ ต่างกันเยอะมั้ย": the total and the Other column of each month, not the utilities
    column, which holds only the ค่า of ค่าอื่นๆ (kindergarten set, session 27 blind)."""
    from engine.agent_plans import month_lines
    from engine.excerpts import asked_things
    sheet = {"name": "school_2568.xlsx", "path": "/d/school_2568.xlsx", "location": "whole file", "text": "\n".join([
        "รายจ่ายและกำไร ภาคเรียนที่ 1/2568 (Expenses and profit)",
        "เดือน (Month) | เงินเดือน (Payroll, THB) | ค่าไฟ/น้ำ (Utilities, THB) | อื่นๆ (Other, THB) | "
        "รวมรายจ่าย (Total expenses, THB)",
        "ก.ค. 2568 (Jul) | 97930 | 8870 | 4100 | 197098", "ส.ค. 2568 (Aug) | 97930 | 8640 | 21700 | 218708",
        "ก.ย. 2568 (Sep) | 97930 | 9010 | 36400 | 238310"])}
    question = "ขอดูรายจ่ายโรงเรียนเดือน ส.ค. เทียบกับ ก.ย. หน่อยค่ะ รวมจ่ายเดือนละเท่าไหร่ ค่าอื่นๆ ต่างกันเยอะมั้ย"
    assert {"รวมจ่ายเดือนละเท่าไหร่", "ค่าอื่นๆ ต่างกันเยอะมั้ย"} <= set(asked_things(question))
    assert asked_things("ค่าไฟเดือนนี้เท่าไหร่ครับ") == []  # one question is no list
    lines, more, months = month_lines([sheet, sheet], question, ("รายจ่ายโรงเรียนเดือน ส.ค.", "รายจ่ายโรงเรียนเดือน ก.ย."))
    assert lines == ["ส.ค. 2568 (Aug): รวมรายจ่าย (Total expenses, THB) 218708",
                     "ก.ย. 2568 (Sep): รวมรายจ่าย (Total expenses, THB) 238310"]
    assert more == [["ส.ค. 2568 (Aug): อื่นๆ (Other, THB) 21700"], ["ก.ย. 2568 (Sep): อื่นๆ (Other, THB) 36400"]]


def test_one_month_of_this_years_and_last_years_book_is_each_books_cell_of_it():
    """"ค่ากระจกเดือนมีนาปีนี้กับปีที่แล้ว": each book's March glass cell, not each book's first sheet's March row
    (aluminium set, session 40)."""
    from engine.agent_plans import month_cells

    def book(year: str, glass: int) -> dict:
        return {"name": f"บัญชีรับจ่าย_{year}.xlsx", "path": f"/d/บัญชีรับจ่าย_{year}.xlsx", "text": "\n".join([
            f"รายรับ ปี {year} (Income {year})", "เดือน (Month) | งาน (Jobs) | รายรับ (Income) | รวม (Total)",
            f"ก.พ. {year} | 10 | 150000 | 150000", f"มี.ค. {year} | 12 | 185600 | 185600", f"เม.ย. {year} | 9 | 120000 | 120000",
            "", f"รายจ่าย ปี {year} (Expenses {year})",
            "เดือน (Month) | ค่าอลูมิเนียม (Profiles) | ค่ากระจก (Glass) | รวม (Total)",
            f"ก.พ. {year} | 50000 | 30100 | 80100", f"มี.ค. {year} | 52400 | {glass} | {52400 + glass}",
            f"เม.ย. {year} | 48000 | 29000 | 77000"])}

    question = "ค่ากระจกเดือนมีนาปีนี้กับปีที่แล้ว ต่างกันเยอะมั้ยครับ เทียบให้หน่อย"
    assert month_cells([book("2568", 40200), book("2567", 33800)], question) == [
        "มี.ค. 2568: ค่ากระจก (Glass) 40200", "มี.ค. 2567: ค่ากระจก (Glass) 33800"]
    assert month_cells([book("2568", 40200), book("2567", 33800)], "ค่ากระจกปีนี้กับปีที่แล้ว") is None  # no month


def test_asked_the_price_with_its_tax_the_taxs_own_line_is_no_sides_figure(config, scripted_model, build_index):
    """"which is cheaper in total incl vat?": each quote's all-in total, not its VAT line, which shares the words of
    "vat" (aluminium set, session 40: the VAT lines were compared, 1,540.28 against 1,451.86)."""
    def quote(firm: str, rows: str, before: str, vat: str, total: str) -> str:
        return (f"บริษัท {firm} จำกัด\nใบเสนอราคา งาน หน้าร้านยาศรีนนท์เภสัช\nรายการ | จำนวน | ราคาต่อหน่วย (บาท) | รวม (บาท)\n"
                f"{rows}\nรวมก่อนภาษี | {before}\nภาษีมูลค่าเพิ่ม 7% | {vat}\nรวมทั้งสิ้น | {total}\n")
    text = _compared(config, scripted_model, build_index, {
        "ใบเสนอราคากระจก_ไทยรุ่งเรืองกลาส.md": quote("ไทยรุ่งเรืองกลาส", "กระจกเทมเปอร์ใส 10 มม. | 11.76 ตร.ม. | 1,650 | 19,404",
                                                     "22,004", "1,540.28", "23,544.28"),
        "ใบเสนอราคากระจก_เอเชียเทมเปอร์.md": quote("เอเชียเทมเปอร์", "กระจกเทมเปอร์ใส 10 มม. | 11.76 ตร.ม. | 1,580 | 18,580.80",
                                                   "20,740.80", "1,451.86", "22,192.66")},
        "The second quote is cheaper.",
        "compare the 2 tempered glass quotes for the pharmacy job, which is cheaper in total incl vat?")
    assert "23,544.28" in text and "22,192.66" in text, text


def test_a_comparison_shows_each_files_counterpart_of_the_others_lines():
    """What one side's lines state, the other side states too, from its own file: the July bill's units bring the
    August bill's (a kWh figure, not a year), the Thai quote's warranty the English quote's."""
    from engine.agent_plans import counterparts

    august = "PEA\nMeter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,962 kWh\nAmount due: 9,355.38 THB"
    july = "PEA\nMeter reading period: 1 July 2025 - 31 July 2025\nUnits used: 2,135 kWh\nAmount due: 10,150.83 THB"
    bills = [{"path": "/d/aug.pdf", "text": august}, {"path": "/d/jul.pdf", "text": july}]
    assert counterparts(bills, ["Amount due: 9,355.38 THB", "Amount due: 10,150.83 THB"], [[], ["Units used: 2,135 kWh"]]) == [
        ["Units used: 1,962 kWh"], ["Units used: 2,135 kWh"]]
    thai = "ร้านคอมบ้านเรา\nรวมทั้งสิ้น 20,490 บาท\nรับประกันเครื่อง 1 ปี"
    english = "IT Shop\nTotal (VAT included): 21,980.00 THB\nWarranty: 2 years\nDelivery: 300 THB"
    quotes = [{"path": "/d/th.txt", "text": thai}, {"path": "/d/en.pdf", "text": english}]
    assert counterparts(quotes, ["รวมทั้งสิ้น 20,490 บาท", "Total (VAT included): 21,980.00 THB"],
                        [[], ["Warranty: 2 years"]]) == [["รับประกันเครื่อง 1 ปี"], ["Warranty: 2 years"]]
    # one file read for both sides (two months of a sheet): nothing to add
    assert counterparts([bills[0], bills[0]], ["a", "b"], [[], ["Units used: 2,135 kWh"]]) == [[], ["Units used: 2,135 kWh"]]


def test_each_count_a_thai_comparison_asks_and_a_list_inside_one_clause_are_things_asked():
    """"ใช้ไฟไปกี่หน่วย กี่บาท" asks two things in no list; "…up or down? give me the units and the total" lists them in
    its second clause. Both got each bill's amount and no units (diveshop and pottery sets, session 26 blind)."""
    from engine.agent_plans import further_lines
    from engine.excerpts import asked_things
    from engine.plan import compare_plan
    assert {"หน่วย", "บาท"} <= set(asked_things("ค่าไฟเดือนสิงหาขึ้นจากกรกฎาเยอะไหม ใช้ไฟไปกี่หน่วย กี่บาท เทียบให้ดูหน่อย"))
    assert "give me the units" in asked_things("was the power bill up in may vs april? give me the units and the total")
    assert asked_things("ค่าไฟเดือนนี้เท่าไหร่") == [] and asked_things("บิลค่าไฟกี่โมงปิด") == []
    question = "ค่าไฟร้านเดือนสิงหาขึ้นจากกรกฎาเยอะไหม ใช้ไฟไปกี่หน่วย กี่บาท เทียบให้ดูหน่อยค่ะ"
    sides = compare_plan(question, REGISTRY, names_files=lambda words: True).sides
    bill = {"name": "PEA_bill_2025-08.pdf", "path": "/d/PEA_bill_2025-08.pdf", "location": "page 1",
            "text": "Provincial Electricity Authority\nBilling month: August 2025\nEnergy charge: 4,812.20 THB\n"
                    "Ft charge: 233.70 THB\nUnits used: 1,362 kWh\nTotal amount: 6,718.55 THB\nDue date: 15 September 2025"}
    assert "Units used: 1,362 kWh" in further_lines(bill, question, "Total amount: 6,718.55 THB", sides)


def test_two_quotes_are_this_rounds_quotations_of_every_hit_seen():
    """"เทียบใบเสนอราคาซ่อมบำรุงลิฟต์สองเจ้า …": the second side's search found the lift firm's 2566 quote and the
    committee's chat, the first side's the other firm's quote (condo set); "We got two quotes for the new dental chair
    for room 2" read the branch plan (clinic set)."""
    from engine.agent_plans import quotes_of
    question = "เทียบใบเสนอราคาซ่อมบำรุงลิฟต์สองเจ้าให้หน่อยค่ะ ค่าบริการต่อเดือน กับช่างมาถึงภายในกี่ชม."
    old, new, chat, other = ("/d/ใบเสนอราคา_ลิฟต์_SiamLift_2566.txt", "/d/ใบเสนอราคา_ลิฟต์_SiamLift_2568.pdf",
                             "/d/LINE_กรรมการนิติ_2568-07.txt", "/d/Quotation_UniElevator_QT-25-0187.pdf")
    assert quotes_of(question, (old, new, chat, other), (old, new, chat, other)) == (new, other)
    assert quotes_of(question, (old, chat), (old, new, chat, other), taken=(new,)) == (other,)
    # asked for last year's, an older quote is one of the two
    assert old in quotes_of("ใบเสนอราคาลิฟต์สองเจ้า ของปีที่แล้ว", (old, new, chat), (old, new, chat))
    # one quote only, or no two quotes asked: the hits as they are
    assert quotes_of(question, (new, chat), (new, chat)) == (new, chat)
    assert quotes_of("ค่าซ่อมลิฟต์เทียบกับงบ", (old, new, chat), (old, new, chat)) == (old, new, chat)
    # three words between the count and the quotes: "the 2 battery + charger quotes, skyfarm vs the other shop" read
    # the drone's insurance renewal for the other shop (cropdrone set, session 39)
    assert quotes_of("compare the 2 battery + charger quotes, skyfarm vs the other shop", (chat,), (new, chat, other),
                     taken=(new,)) == (other,)


MARCH_NET = ("NorthNet Broadband - INVOICE\nDate: 1 April 2025\nBilling period: 1 March 2025 - 31 March 2025\n"
             "Fibre 500/500 Mbps monthly fee: 699.00 THB\nOther charges: 0.00 THB\nTotal amount due: 747.93 THB\n")
APRIL_NET = ("NorthNet Broadband - INVOICE\nDate: 2 May 2025\nBilling period: 1 April 2025 - 30 April 2025\n"
             "Fibre 500/500 Mbps monthly fee: 699.00 THB\n"
             "Mesh Wi-Fi add-on (one-time installation, 2 nodes): 300.00 THB\n"
             "Other charges: 0.00 THB\nTotal amount due: 1,068.93 THB\n")


def test_asked_why_one_bill_is_higher_the_comparison_shows_the_lines_only_it_has(config, scripted_model, build_index):
    """"บิลเน็ตเดือนเมษาทำไมแพงกว่าเดือนมีนา" got both totals and no reason; the reason is the April bill's line the March
    bill has no counterpart of (office set). Not its date, nor a charge of nothing; two firms' quotes get no such list."""
    index, root = build_index({"internet_bill_2025-03.md": MARCH_NET, "internet_bill_2025-04.md": APRIL_NET})
    model = scripted_model("Here is what I found.")
    agent = Agent(config, model.queue, REGISTRY, router=route)
    ctx = ToolContext(config=config.replace(rerank_candidates=0, expand_seconds=0.0), workspect=config.workspect_dir,
                      index=index)
    result = agent.run([], "บิลเน็ตเดือนเมษาทำไมแพงกว่าเดือนมีนาอะ", ctx, lambda event: None)
    assert "มีเฉพาะใน internet_bill_2025-04.md:\n- Mesh Wi-Fi add-on (one-time installation, 2 nodes): 300.00 THB" \
        in result.text
    assert "มีเฉพาะใน internet_bill_2025-03.md" not in result.text and "Date:" not in result.text


def test_only_the_files_of_one_series_asked_what_differs_get_their_unshared_lines():
    from engine.agent_plans import only_in
    bills = [{"name": "AIS_bill_2025-07.pdf", "path": "/d/AIS_bill_2025-07.pdf",
              "text": "Date: 1 August 2025\nMonthly plan: 1,299.00 THB\n"
                      "International roaming data pack Singapore 8 days   499.00 THB\nTotal amount due: 2,015.24 THB"},
             {"name": "AIS_bill_2025-06.pdf", "path": "/d/AIS_bill_2025-06.pdf",
              "text": "Date: 1 July 2025\nMonthly plan: 1,299.00 THB\nOther charges   0.00 THB\n"
                      "Total amount due: 1,388.86 THB"}]
    asked = "My AIS bill for July looks way higher than June. what were the extra charges?"
    roaming = "International roaming data pack Singapore 8 days   499.00 THB"
    assert only_in(bills, asked) == [("AIS_bill_2025-07.pdf", [roaming])]
    assert only_in(bills, "compare my AIS bills for June and July") == []  # not asked what differs
    quotes = [{**bills[0], "name": "HomeMart_quote.pdf", "path": "/d/HomeMart_quote.pdf"},
              {**bills[1], "name": "ใบเสนอราคา_เฮงเจริญ.docx", "path": "/d/ใบเสนอราคา_เฮงเจริญ.docx"}]
    assert only_in(quotes, "why is the homemart quote higher than heng charoen's?") == []  # two firms: no series


PRICES_2025 = ("NorthMarine Supply - PRICE LIST 2025 (THB, VAT included)\n"
               "NM-110 Engine oil filter, Yanmar 4JH ........ 690\n"
               "NM-240 Propeller, 3-blade bronze 18 inch ..... 21,400\n"
               "NM-250 Water pump impeller .................. 1,850\n"
               "NM-310 Life vest, adult, approved ........... 460\n"
               "Delivery free within 20 km of the pier.\n")
PRICES_2567 = ("ใบราคาอะไหล่เรือ นอร์ทมารีน ปี 2567 (ราคารวมภาษีแล้ว)\n"
               "NM-110 | ไส้กรองน้ำมันเครื่อง ยันม่าร์ 4JH | ชิ้น | 650\n"
               "NM-240 | ใบจักรทองเหลือง 3 ใบ ขนาด 18 นิ้ว | ชิ้น | 19,900\n"
               "NM-250 | ใบพัดปั๊มน้ำ | ชิ้น | 1,700\n"
               "NM-310 | เสื้อชูชีพผู้ใหญ่ | ตัว | 430\n"
               "ส่งฟรีในระยะ 20 กม. จากท่าเรือ\n")


def test_two_years_price_lists_in_two_languages_give_each_asked_items_price_from_both(config, scripted_model,
                                                                                        build_index):
    """Asked in English about two items of one firm's price lists, this year's in English and last year's in Thai:
    last year's line for each is the one naming the same item (its code, its 18 inch), not the lines its ranker
    took for "propeller" and "vest" (ferry set: the water pump's "ใบพัด", and no life vest)."""
    text = _compared(config, scripted_model, build_index, {
        "NorthMarine_pricelist_2025.md": PRICES_2025, "NorthMarine_pricelist_2024.md": PRICES_2567},
        "Prices went up.", "compare north marine's prices this year vs last year for the adult life vest and the "
                           "18 inch propeller")
    thai = next(line for line in text.splitlines() if line.startswith("- NorthMarine_pricelist_2024.md"))
    assert "19,900" in thai and "430" in thai
    assert "1,700" not in thai  # the water pump impeller was not asked about
    english = next(line for line in text.splitlines() if line.startswith("- NorthMarine_pricelist_2025.md"))
    assert "21,400" in english and "460" in english


def test_price_list_lines_are_aligned_by_code_and_stated_figures():
    from engine.agent_plans import aligned
    from engine.key_lines import item_codes
    assert item_codes("NM-240 Propeller 80/90-17 12V, call 043-226-118, from 2025-07-01") == {"nm-240", "80/90-17",
                                                                                               "12v"}
    english = {"path": "/d/NorthMarine_pricelist_2025.md", "text": PRICES_2025}
    thai = {"path": "/d/NorthMarine_pricelist_2024.md", "text": PRICES_2567}
    lines, more = aligned([english, thai], "how much is the life vest now vs last year",
                          ["NM-310 Life vest, adult, approved ........... 460", "NM-250 | ใบพัดปั๊มน้ำ | ชิ้น | 1,700"],
                          [[], ["ส่งฟรีในระยะ 20 กม. จากท่าเรือ"]])
    assert lines[1] == "NM-310 | เสื้อชูชีพผู้ใหญ่ | ตัว | 430"
    # a Thai request leads with the Thai list: the English list's line follows the Thai one's item
    pump, vest = "NM-250 Water pump impeller .................. 1,850", "NM-310 | เสื้อชูชีพผู้ใหญ่ | ตัว | 430"
    lines, more = aligned([english, thai], "เสื้อชูชีพปีนี้กับปีที่แล้วเท่าไหร่", [pump, vest], [[], []])
    assert lines[0] == "NM-310 Life vest, adult, approved ........... 460"
    # two lists in one language: each side gets the other's line for its items, none taken away
    thai_2568 = {"path": "/d/NorthMarine_pricelist_2025.md",
                 "text": PRICES_2567.replace("19,900", "21,000").replace("1,700", "1,850")}
    propeller = "NM-240 | ใบจักรทองเหลือง 3 ใบ ขนาด 18 นิ้ว | ชิ้น | {}"
    pump = "NM-250 | ใบพัดปั๊มน้ำ | ชิ้น | {}"
    lines, more = aligned([thai_2568, thai], "ใบจักร 18 นิ้ว ปีนี้กับปีที่แล้ว",
                          [propeller.format("21,000"), pump.format("1,700")], [[], []])
    assert more == [[pump.format("1,850")], [propeller.format("19,900")]]
    # another firm's quote for the same items is aligned the same way; one file read for both sides is not
    other = {"path": "/d/SouthBoat_quote.md", "text": PRICES_2567}
    assert aligned([english, other], "life vest price", ["NM-310 Life vest, adult, approved ........... 460", "b 2"],
                   [[], []])[0] == ["NM-310 Life vest, adult, approved ........... 460",
                                    "NM-310 | เสื้อชูชีพผู้ใหญ่ | ตัว | 430"]
    assert aligned([english, english], "life vest price", ["a 1", "b 2"], [[], []]) == (["a 1", "b 2"], [[], []])


def test_an_answer_stating_only_a_measure_both_files_state_gets_each_files_price(config, scripted_model, build_index):
    """"It comes in a 30 kg bag" states a figure both price lists hold, and neither's price: each file's line is
    added (pigfarm set: the note "ราคาต่อกระสอบ 30 กก." copied as the answer, no price of either year)."""
    text = _compared(config, scripted_model, build_index, {
        "FarmFeed_pricelist_2025.md": "FarmFeed price list 2025\nGrower feed, 30 kg bag ........ 520 THB\n"
                                      "Credit 30 days.\n",
        "FarmFeed_pricelist_2024.md": "FarmFeed price list 2024\nGrower feed, 30 kg bag ........ 505 THB\n"
                                      "Credit 30 days.\n"},
        "It comes in a 30 kg bag.", "compare the farmfeed price list this year vs last year for the grower feed")
    assert text.startswith("It comes in a 30 kg bag.")
    assert "520 THB" in text and "505 THB" in text


def test_asked_which_costs_less_an_answer_stating_a_measure_of_any_unit_gets_each_files_total(config, scripted_model,
                                                                                            build_index):
    """"Project: 15 kWp on-grid rooftop system" for "which of the 2 solar quotes is cheaper" (feedstore set, session
    38): both quotes state 15 (a unit no measure pattern lists), so neither total was added."""
    text = _compared(config, scripted_model, build_index, {
        "quotation_solar_SunKorat.md": "SunKorat quotation\nProject: 15 kWp rooftop system\nTOTAL PRICE: 338,000 THB\n",
        "quotation_solar_KhaoYai.md": "KhaoYai Green quotation\nProject: 15 kWp rooftop system\nTOTAL PRICE: 312,500 THB\n"},
        "Project: 15 kWp rooftop system", "compare the 2 solar quotes, sunkorat and khaoyai - which one's cheaper?")
    assert "338,000" in text and "312,500" in text


DRAFT_QUOTE = ("ใบเสนอราคา ทริปดูนก ร่าง\n"
               "ลำดับ | รายการ | จำนวน | ราคาต่อหน่วย | จำนวนเงิน\n"
               "1 | ทริปดูนกครึ่งวัน พร้อมไกด์ | 30 ท่าน | 1,200 | 36,000\n"
               "2 | รถสองแถวรับส่ง | 3 คัน | 900 | 2,700\n"
               "รวมทั้งสิ้น | 38,700\n")


def test_asked_the_price_of_one_and_the_total_each_quote_gives_its_item_row_beside_its_total(config, scripted_model,
                                                                                             build_index):
    """"ราคาต่อหัวกับยอดรวม" over a quote's draft and the one sent: each one's row pricing the trip (its largest, not
    the transport's), next to its total (elephantcamp and batik sets: both totals, no price per head)."""
    text = _compared(config, scripted_model, build_index, {
        "ใบเสนอราคา_ทริปดูนก_ร่าง.md": DRAFT_QUOTE,
        "ใบเสนอราคา_ทริปดูนก_final.md": DRAFT_QUOTE.replace(" ร่าง", " ฉบับส่ง").replace("30 ท่าน | 1,200 | 36,000",
                                                                                    "35 ท่าน | 1,100 | 38,500")
                                                                           .replace("38,700", "41,200")},
        "ต่างกันค่ะ", "ใบเสนอราคาทริปดูนก ตัวร่างกับตัวที่ส่งจริง ราคาต่อหัวกับยอดรวมต่างกันยังไง")
    assert "รวมทั้งสิ้น | 38,700; 1 | ทริปดูนกครึ่งวัน พร้อมไกด์ | 30 ท่าน | 1,200 | 36,000" in text
    assert "รวมทั้งสิ้น | 41,200; 1 | ทริปดูนกครึ่งวัน พร้อมไกด์ | 35 ท่าน | 1,100 | 38,500" in text


def test_asked_the_price_per_room_each_invoice_gives_the_line_multiplying_it_out(config, scripted_model, build_index):
    """"show me per room and the total": each year's "10 rooms x 2,600.00 = 26,000.00" beside its total (karaoke and
    diveshop sets: both totals, no price per room)."""
    invoice = ("Music licence invoice {year}\nKaraoke rooms        10 rooms x {room} = {rooms}\n"
               "Lobby background music    1 x 3,500.00 = 3,500.00\nTotal amount due: {total} THB\n"
               "Music licence registration fee this year: 1,000.00 THB\n"
               "Music licence sticker, one for each year: 100.00 THB\n")
    text = _compared(config, scripted_model, build_index, {
        "music_licence_invoice_2025.md": invoice.format(year=2025, room="2,600.00", rooms="26,000.00",
                                                        total="29,500.00"),
        "music_licence_invoice_2024.md": invoice.format(year=2024, room="2,200.00", rooms="22,000.00",
                                                        total="25,500.00")},
        "It went up.", "the music licence went up again? show me per room and the total, this years invoice vs "
                       "last years")
    this_year = next(line for line in text.splitlines() if line.startswith("- music_licence_invoice_2025.md"))
    assert "Total amount due: 29,500.00 THB" in this_year and "10 rooms x 2,600.00 = 26,000.00" in this_year
    last_year = next(line for line in text.splitlines() if line.startswith("- music_licence_invoice_2024.md"))
    assert "Total amount due: 25,500.00 THB" in last_year and "10 rooms x 2,200.00 = 22,000.00" in last_year


HOUSE_MONTHS = "\n".join([
    "ค่าใช้จ่ายบ้าน มิ.ย. 68 (Jun 2025) (Household spending)", "",
    "รายการ (Item) | จำนวนเงิน (Amount, THB)", "ผ่อนบ้าน ธอส. (GHB home loan) | 24500", "อาหาร (Food) | 18600",
    "รวม (Total) | 65326", "",
    "ค่าใช้จ่ายบ้าน ก.ค. 68 (Jul 2025) (Household spending)", "",
    "รายการ (Item) | จำนวนเงิน (Amount, THB)", "ผ่อนบ้าน ธอส. (GHB home loan) | 24500", "อาหาร (Food) | 21350",
    "รวม (Total) | 73454"])


def test_two_months_of_a_sheet_a_month_get_each_months_total_when_the_model_copies_a_title(config, scripted_model,
                                                                                           build_index):
    """"compare the July and June totals" of a workbook with a sheet a month, the model answering with July's sheet
    title: the "68" of its "ก.ค. 68" is a year, no July figure, and each month's total is added (clinic set)."""
    index, root = build_index({"ค่าใช้จ่ายบ้าน_2568.md": HOUSE_MONTHS})
    searching = config.replace(rerank_candidates=0, expand_seconds=0.0)
    model = scripted_model("ค่าใช้จ่ายบ้าน ก.ค. 68 (Jul 2025) (Household spending) [1]")
    events = []
    result = Agent(config, model.queue, REGISTRY, router=route).run(
        [], "home spending went up in July I think? compare the July and June totals",
        ToolContext(config=searching, workspect=config.workspect_dir, index=index), events.append)
    assert "73454" in result.text and "65326" in result.text


def test_a_thai_years_last_two_digits_after_pi_date_a_file():
    """สมุดบัญชี EkGarden ปี67.xlsx is last year's copy of ปี68's book, so asked of last year it is searched for
    (landscaper set, session 46); a sum after ปี is no year."""
    from engine.plan import name_year

    assert name_year("/docs/สมุดบัญชี EkGarden ปี67.xlsx") == 2024
    assert name_year("/docs/สมุดบัญชี EkGarden ปี 68.xlsx") == 2025
    assert name_year("/docs/ยอดปี 25.5 ล้าน.md") is None
