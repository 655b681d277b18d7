"""The request-shape planner: the classifier (engine/request_shape.py) and the plans' slots for phrasings no
pattern lists."""
import json
from pathlib import Path

import pytest

from engine.plan import ComparePlan, SavePlan, compare_plan, listed_kinds, save_plan, shape
from engine.request_shape import SHAPES, request_shape
from engine.tools import REGISTRY

BENCH = Path(__file__).parents[1] / "bench" / "data"


@pytest.mark.parametrize("name", ["agent_tasks.json", "agent_tasks_plans_dev.json", "agent_tasks_dev2.json"])
def test_the_plan_bench_requests_get_the_shape_of_their_task(name):
    tasks = json.loads((BENCH / name).read_text(encoding="utf-8"))
    wrong = [(task["kind"], shape(task["request"]), task["request"]) for task in tasks
             if task["kind"] in ("find", "save", "compare") and shape(task["request"]) != task["kind"]]
    assert wrong == []


@pytest.mark.parametrize("text, expected", [
    ("hi there", "other"),
    ("where was the wedding?", "answer"),  # where it was, not where its file is
    ("put the due date from the water bill into due.md", "save"),
    ("ค่าน้ำเดือนนี้กับเดือนก่อน อันไหนแพงกว่า", "compare"),
    ("ขอรายชื่อไฟล์ในโฟลเดอร์ Downloads", "list"),
    # comparisons that never say "compare", and one year's figure that is not one
    ("did we spend more on groceries than the budget said?", "compare"),
    ("which happens first, the wedding or the move?", "compare"),
    ("ค่าน้ำจริงเกินงบที่ตั้งไว้ไหม", "compare"),
    ("How much is the water bill for March 2024?", "answer"),
    # questions about a document in people's words: slang, formal, "which"
    ("ค่าปรับจ่ายช้ากี่ตังอะ", "answer"),
    ("Kindly confirm the deposit amount stated in the lease.", "answer"),
    ("which channels will the sales team use for ads?", "answer"),
])
def test_the_classifier_knows_phrasings_of_each_shape(text, expected):
    assert request_shape(text) == expected and expected in SHAPES


def test_a_save_in_other_words_is_planned_when_its_subject_is_in_the_users_files():
    mine = lambda words: "bill" in words or "CV" in words  # noqa: E731 - the router's verdict, stubbed
    assert save_plan("jot down the amount due on the water bill in a file called due.md", REGISTRY, mine) \
        == SavePlan("the amount due on the water bill", "due.md", False)
    assert save_plan("go through my CV and write my skills into skills.md", REGISTRY, mine) \
        == SavePlan("my CV", "skills.md", False)
    assert save_plan("write a poem and put it in poem.md", REGISTRY, mine) is None
    assert save_plan("jot down the water bill in due.md", REGISTRY) is None  # no one to say it is a file


@pytest.mark.parametrize("text, subject", [
    # "and" between two things to save is not the clause that saves
    ("keep a note of the deposit and the late fee from my lease in lease_money.md",
     "the deposit and the late fee from my lease"),
    ("could u pull the action items out of the kickoff notes and drop them in actions.md",
     "the action items out of the kickoff notes"),
    # a Thai save's verbs are not searched for ("เขียนสรุป", "จด", "เก็บไว้ใน"), nor is what comes before "จาก"
    ("เขียนสรุปบิลค่าไฟเดือนพ.ค.เก็บไว้ใน ค่าไฟ.md", "บิลค่าไฟเดือนพ.ค."),
    ("จดงบรายจ่ายรายเดือนปี 2567 ลงไฟล์ budget67.md ให้หน่อย", "งบรายจ่ายรายเดือนปี 2567"),
    ("เซฟประวัติการศึกษาจาก CV ไว้ที่ education.md", "CV"),
])
def test_a_save_in_other_words_searches_for_the_thing_to_read_not_the_verbs(text, subject):
    plan = save_plan(text, REGISTRY, lambda words: True)
    assert plan is not None and plan.query == subject


def test_a_comparison_in_other_words_is_split_at_its_joint_and_each_side_made_whole():
    mine = lambda words: True  # noqa: E731
    assert compare_plan("which budget saves more, 2566 or 2567?", REGISTRY, mine) \
        == ComparePlan(("which budget saves more, 2566", "which budget saves more, 2567"))
    assert compare_plan("is the rent in the budget the same as the rent in the lease?", REGISTRY, mine) \
        == ComparePlan(("is the rent in the budget", "the rent in the lease"))
    assert compare_plan("which is faster, Python or Rust?", REGISTRY, lambda words: False) is None
    # the question after the second side is not searched for with it
    assert compare_plan("transport budget 2566 vs 2567 - how much higher is it now?", REGISTRY, mine) \
        == ComparePlan(("transport budget 2566", "transport budget 2567"))
    assert compare_plan("did I pay more for power in May than I budgeted for it this year?", REGISTRY, mine) \
        == ComparePlan(("did I pay more for power in May", "I budgeted for it this year"))


@pytest.mark.parametrize("text", ["ห้องในบิลค่าไฟกับห้องในสัญญาเช่าเป็นห้องเดียวกันรึเปล่า",
                                  "ค่าเช่าในสัญญากับในงบตรงกันหรือเปล่า", "ยอดในบิลกับในงบเท่ากันป่าว"])
def test_a_thai_same_or_not_question_is_a_comparison_of_its_two_sides(text):
    """"…เดียวกันรึเปล่า", "…ตรงกันหรือเปล่า": the colloquial endings of "are they the same?"."""
    assert shape(text) == "compare" and compare_plan(text, REGISTRY) is not None


def test_a_list_request_naming_a_folder_lists_its_files_without_the_model(agent_turn):
    from engine.routing import route
    files = {"Work/notes.md": "Kickoff notes.\n", "Work/plan.md": "The plan.\n", "recipe.md": "Khao soi.\n"}
    result, events, backend = agent_turn("list the files in my Work folder", files, router=route)
    assert "notes.md" in result.text and "plan.md" in result.text and "recipe.md" not in result.text
    assert backend.requests == []


def test_a_folder_name_inside_a_longer_thai_name_of_a_file_is_not_the_folder(agent_turn):
    """"งานอนุบาลบ้านคลอง" holds บ้าน, the household's folder: listing it gave the daughter's school fees and not the
    kindergarten's quote, draft and chat, whose names hold อนุบาลบ้านคลอง (stationery and printingpress sets).
    Named alone, the folder is still listed."""
    from engine.routing import route
    files = {"บ้าน/ค่าเทอมน้องมิว.md": "ค่าเทอมน้องมิว 18,900 บาท",
             "ร้าน/ใบเสนอราคา_อนุบาลบ้านคลอง_2568.txt": "ใบเสนอราคา ชุดเครื่องเขียน 240 ชุด",
             "ร้าน/LINE_ครูสมศรี_อนุบาลบ้านคลอง.txt": "ครูสมศรี: ขอเพิ่มอีก 12 ชุดค่ะ"}
    result, events, backend = agent_turn("มีไฟล์อะไรบ้างที่เกี่ยวกับงานอนุบาลบ้านคลอง ขอแค่ชื่อไฟล์พอครับ", files,
                                         router=route)
    assert "ใบเสนอราคา_อนุบาลบ้านคลอง_2568.txt" in result.text and "LINE_ครูสมศรี_อนุบาลบ้านคลอง.txt" in result.text
    result, events, backend = agent_turn("ในโฟลเดอร์บ้านมีไฟล์อะไรบ้าง", files, router=route)
    assert "ค่าเทอมน้องมิว.md" in result.text and "อนุบาลบ้านคลอง" not in result.text


def test_a_list_naming_a_folder_of_one_kind_among_others_searches_for_what_they_are_about(agent_turn):
    """"เรื่องหลังคารั่ว … ทั้งใบเสนอราคาทั้งแชท": แชท is a kind of record wanted, not the files wanted; listing the
    แชท folder gave every chat and not the roofer's quotation (dormitory set, session 26). Named as a folder, it
    is listed."""
    from engine.routing import route
    files = {"แชท/LINE_ช่างสมศักดิ์_หลังคารั่ว.txt": "ช่างสมศักดิ์: หลังคารั่วชั้นสาม ซ่อมได้พรุ่งนี้",
             "แชท/LINE_บีม_ห้อง203.txt": "บีม: ขอจ่ายค่าห้องช้าสองวันนะคะ",
             "ใบเสนอราคา/ใบเสนอราคา_ซ่อมหลังคา_ช่างสมศักดิ์.txt": "ซ่อมหลังคารั่วชั้นสาม 18,500 บาท"}
    result, events, backend = agent_turn("เรื่องหลังคารั่วชั้นสาม มีไฟล์อะไรบ้างคะ ทั้งใบเสนอราคาทั้งแชท ขอแค่ชื่อไฟล์พอ",
                                         files, router=route)
    assert "LINE_ช่างสมศักดิ์_หลังคารั่ว.txt" in result.text and "ใบเสนอราคา_ซ่อมหลังคา_ช่างสมศักดิ์.txt" in result.text
    assert "LINE_บีม_ห้อง203.txt" not in result.text
    result, events, backend = agent_turn("ในโฟลเดอร์แชทมีไฟล์อะไรบ้าง", files, router=route)
    assert "LINE_บีม_ห้อง203.txt" in result.text and "ใบเสนอราคา_ซ่อมหลังคา" not in result.text


def test_a_list_leaves_out_the_kind_of_file_it_says_it_does_not_want(agent_turn):
    """"the real bills from MEA n the waterworks (not my own spreadsheets)" listed every spreadsheet (dormitory set)."""
    from engine.routing import route
    files = {"MEA_bill_2025-07.txt": "MEA electricity bill. Amount due 4,210 THB.",
             "MWA_water_bill_2025-08.txt": "MWA water bill. Amount due 1,180 THB.",
             "utility_bills_2568.csv": "month,MEA bill,water bill\njul,4210,1050\n"}
    result, events, backend = agent_turn("which of my files are the real bills from MEA n the waterworks (not my own "
                                         "spreadsheets)? just the file names pls", files, router=route)
    assert "MEA_bill_2025-07.txt" in result.text and "utility_bills_2568.csv" not in result.text


LISTED = {"Bills/march.csv": "month,total\nmarch,1200\n", "Bills/april.csv": "month,total\napril,1350\n",
          "Work/plan.md": "Spreadsheet export plan.\n", "recipe.txt": "Khao soi, csv of spices.\n"}


@pytest.mark.parametrize("text", ["show me all my spreadsheets, nothing else", "ขอดูไฟล์ excel ทั้งหมดหน่อย"])
def test_a_list_request_naming_a_kind_of_file_lists_every_file_of_that_kind_without_the_model(agent_turn, text):
    """Listing by kind is not a search for the kind's word: "spreadsheets" found the notes that say so."""
    from engine.routing import route
    result, events, backend = agent_turn(text, LISTED, router=route)
    assert "march.csv" in result.text and "april.csv" in result.text
    assert "plan.md" not in result.text and "recipe.txt" not in result.text
    assert backend.requests == []


@pytest.mark.parametrize("text, endings", [
    ("give me a list of my PDFs", (".pdf",)),
    ("ลิสต์สไลด์ทั้งหมดให้หน่อย", (".pptx", ".ppt")),
    ("list every Word document I have", (".docx", ".doc")),
    ("list the files in my Work folder", ()),  # a folder, not a kind
    ("ใน workspect มีไฟล์ pdf อะไรบ้าง", ()),  # list_workspect's
    ("ลิสต์รูปแบบไฟล์ที่อ่านได้", ()),  # รูปแบบ is a format, not a photo
    ("which of my files are the real bills from MEA (not my own spreadsheets)? just the names", ()),  # not wanted
])
def test_the_kind_of_file_a_list_request_names(text, endings):
    assert listed_kinds(text) == endings


def test_a_guest_is_listed_only_the_files_of_that_kind_in_their_own_folder(config, build_index, tmp_path):
    from engine.tools.base import ToolContext
    index, root = build_index(LISTED)
    guest = tmp_path / "guests" / "g1"
    (guest / "mine.csv").parent.mkdir(parents=True)
    (guest / "mine.csv").write_text("a,b\n", encoding="utf-8")
    reach = ToolContext(config=config.replace(roots=(root,)), workspect=guest, role="guest", index=index).reach()
    assert not [path for path in index.files_of_kind((".csv",), reach=reach) if path.startswith(str(root))]


def test_a_listing_says_when_there_is_no_file_of_that_kind_and_how_many_it_did_not_name(agent_turn):
    from engine.routing import route
    result, _, backend = agent_turn("give me a list of my PDFs", LISTED, router=route)
    assert result.text == "I found no such files in the folders I may search." and backend.requests == []
    many = {f"Sheets/month_{n:02}.csv": f"n,{n}\n" for n in range(53)}  # beside LISTED's two, in the same root
    result, _, _ = agent_turn("show me all my spreadsheets, nothing else", many, router=route)
    assert result.text.count(".csv — in ") == 50 and result.text.endswith("…and 5 more.")
