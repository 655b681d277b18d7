"""A request the classifier would answer directly but that points at a stored record of the user's ("day 1 of
my Chiang Mai trip", "lost my exam notes lol"): code searches the user's files with their words; passages get
the grounded, cited answer, a weak search or none gets the answer "answer directly" would give, with no "not
found" text. A request that brings its own text ("fix my English: …") or asks for advice ("how can I improve
my sleep?") has nothing to look up: it is answered directly, with no search and no tool offered."""
import numpy as np
import pytest

from engine.events import AnswerDone, Cited, ToolFinished, ToolStarted
from engine.grounded import answer_grammar
from engine.plan import shape
from engine.routing import ANSWER, PERSONAL, Route, route
from engine.routing.classifier import IntentClassifier
from engine.routing.features import COLUMNS
from engine.tools import REGISTRY

TOOLS = frozenset(spec.name for spec in REGISTRY)
TRIP = ("My Chiang Mai trip, what is planned\nDay 1: Doi Suthep temple in the morning, then the Sunday night "
        "market.\nDay 2: cooking class and the old city walls.\n")
EXAMS = "Exam timetable\nThe driving theory exam is on 3 March at the city test centre.\n"
LEASE = "House lease\nThe tenant pays rent of 12,500 baht by the 5th of each month.\nDeposit 25,000 baht.\n"
CHIANG_MAI = "What is planned for day 1 of my Chiang Mai trip?"
EXAM = "lost my exam notes lol"
COMFORT = "Oh no! Want help rebuilding them from the syllabus?"


def _always_answer() -> IntentClassifier:
    """A classifier sure of "answer directly" for every request (the real one is 0.94 sure of it for CHIANG_MAI)."""
    labels = (ANSWER, *sorted(TOOLS))
    bias = np.array([10.0] + [0.0] * len(TOOLS))
    return IntentClassifier(np.zeros((COLUMNS, len(labels))), bias, labels, threshold=0.8, word_weight=1.0)


def routed_as_answer(text, names, recent=()):
    return route(text, names, recent, classifier=_always_answer())


@pytest.fixture
def personal_turn(agent_turn):
    """ask(question, files, *replies, router=routed_as_answer) -> (result, events, backend) with the real
    rag_search over `files` (no query rewrites, no rerank: every model call is the answer's)."""

    def ask(question, files, *replies, router=routed_as_answer, **changes):
        return agent_turn(question, files, *replies, router=router, **changes)

    return ask


def searched(events) -> ToolFinished:
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    return finished


def prompt_of(request) -> str:
    return "\n".join(str(m["content"]) for m in request.messages)


def test_a_personal_request_the_classifier_would_answer_is_routed_to_a_search_with_the_users_words():
    found = routed_as_answer(CHIANG_MAI, TOOLS)
    assert (found.tool, found.arguments, found.reason) == ("rag_search", {"query": CHIANG_MAI}, PERSONAL)


def test_the_chiang_mai_trip_is_searched_by_code_and_answered_from_the_plan_with_a_citation(personal_turn):
    result, events, backend = personal_turn(CHIANG_MAI, {"trip.md": TRIP, "lease.txt": LEASE},
                                            "Day 1 is Doi Suthep temple, then the Sunday night market.")
    finished = searched(events)
    assert finished.ok and finished.data["passages"] and not finished.data.get("low_quality")
    [request] = backend.requests  # the model chose no tool: its only step is the grounded answer
    assert request.grammar == answer_grammar(CHIANG_MAI) and "Doi Suthep" in prompt_of(request)
    assert isinstance(result, AnswerDone) and result.text.startswith("Day 1 is Doi Suthep")
    [cited] = [e for e in events if isinstance(e, Cited)]
    assert [c["name"] for c in cited.citations] == ["trip.md"]


@pytest.mark.parametrize("question, weak", [
    (EXAM, "a file hit, no passage"),  # rag_search reads the short request as a file search: exams.txt
    ("ugh my exam notes are such a mess today, so sad", "[low_quality] passages"),
])
def test_chit_chat_naming_a_record_with_a_weak_search_is_answered_in_words_without_not_found(personal_turn, question,
                                                                                              weak):
    result, events, backend = personal_turn(question, {"trip.md": TRIP, "exams.txt": EXAMS}, COMFORT)
    data = searched(events).data
    assert (data["mode"], bool(data.get("low_quality"))) == \
        {"a file hit, no passage": ("files", False), "[low_quality] passages": ("passages", True)}[weak]
    assert isinstance(result, AnswerDone) and result.text == COMFORT
    assert not [e for e in events if isinstance(e, Cited)]
    # The answer step is "answer directly"'s: the question, no tool offered, no search result to say "not found" on.
    [request] = backend.requests
    prompt = prompt_of(request)
    assert question in prompt and "exams.txt" not in prompt and "driving theory" not in prompt
    assert "rag_search" not in request.grammar and request.tools == ()


def test_a_personal_request_whose_search_finds_no_passage_is_answered_in_words(personal_turn):
    reply = "Pai is lovely in the cool season; want ideas for a second day there?"
    result, events, backend = personal_turn("what's on day 2 of my Pai trip?", {}, reply)
    finished = searched(events)
    assert not finished.data.get("passages")
    assert result.text == reply and "do not seem to say" not in result.text


def test_a_search_the_classifier_chose_still_says_honestly_that_the_documents_do_not_say(personal_turn):
    """Only the personal exception answers in words: a request routed to rag_search keeps the honest not-found."""
    def chose_search(text, names, recent=()):
        return Route("rag_search", {"query": text}, "classifier", private=True)

    question = "ugh my exam notes are such a mess today, so sad"
    result, events, backend = personal_turn(question, {"trip.md": TRIP, "exams.txt": EXAMS}, router=chose_search)
    assert searched(events).data.get("low_quality")
    assert backend.requests == [] and result.text.startswith("Your documents do not seem to say.")


@pytest.mark.parametrize("question", [
    "fix my English: yesterday I go to market and buy many fruit",
    "summarise my notes for me: met Anna, agreed to ship v2 in June, next call Monday",
    "แปลประโยคนี้ของฉันหน่อย: I will be late for the meeting today",
    "how can I improve my sleep?",
    "ทริปญี่ปุ่นหน้าหนาวของเรา ควรเตรียมเสื้อผ้าอะไรบ้าง",
])
def test_text_to_work_on_or_advice_is_answered_directly_with_no_search(personal_turn, question):
    """Through the real router: the text is in the message, or the question is general; the user's trip plan
    sits in the index, and a search would have found it."""
    reply = "Here you go."
    result, events, backend = personal_turn(question, {"trip.md": TRIP}, reply, router=route)
    assert not [e for e in events if isinstance(e, ToolStarted)]
    [request] = backend.requests
    assert "rag_search" not in (request.grammar or "") and request.tools == ()
    assert isinstance(result, AnswerDone) and result.text == reply


def test_the_chiang_mai_trip_is_searched_through_the_real_router(personal_turn):
    """The real classifier calls the question chit-chat: the stored trip it names is what sends it to the files."""
    result, events, backend = personal_turn(CHIANG_MAI, {"trip.md": TRIP}, "Day 1 is Doi Suthep temple.",
                                            router=route)
    assert searched(events).data["passages"]
    assert result.text.startswith("Day 1 is Doi Suthep")


MARKETING = "Marketing meeting, 3 June\nDecided: ads run on Facebook and LINE OA in Q3.\n"
SLIDES = "Q2 sales review\nTop products: 1. Jasmine rice 2. Fish sauce\n"


def sent_to_the_web(text, names, recent=()):
    return Route("web_search", {"query": text}, "classifier_unsure")


@pytest.mark.parametrize("question, router, files", [
    ("which platforms is the marketing team going to advertise on?", sent_to_the_web, {"marketing.md": MARKETING}),
    ("สินค้าขายดีอันดับหนึ่งของ Q2 คืออะไร", routed_as_answer, {"q2_sales.md": SLIDES}),
])
def test_a_question_shaped_as_asked_of_documents_searches_the_users_files_not_the_web_or_nothing(
        personal_turn, question, router, files):
    """The router's classifier sent these to the web or to no tool (dev3 baseline); the request's shape says
    they ask what a document says, so the files are searched and the answer is cited."""
    result, events, backend = personal_turn(question, files, "From the notes.", router=router)
    assert searched(events).data["passages"]
    assert [c["name"] for e in events if isinstance(e, Cited) for c in e.citations] == list(files)


def test_a_find_the_classifier_would_answer_directly_lists_the_files_found(personal_turn):
    """"…เซฟไว้ชื่อไฟล์อะไรนะครับ" (farm set) got no tool and "ยังเรียบเรียงคำตอบไม่ได้": a find is always a search."""
    question = "โน้ตประชุมทีมการตลาดเรื่องโฆษณา เซฟไว้ชื่อไฟล์อะไรนะครับ"
    result, events, backend = personal_turn(question, {"marketing.md": MARKETING, "trip.md": TRIP},
                                            router=routed_as_answer)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "marketing.md" in result.text and not backend.requests


def test_a_find_sent_to_workspect_unsure_searches_the_users_files_unless_it_names_klangs_work():
    """"ไฟล์ที่จดคะแนน mock test ของน้องมายด์ไว้อยู่ไหนคะ" listed workspect, and the model made up a path (tutor set)."""
    from engine.agent import UNSURE, searched_first
    from engine.routing import Route
    unsure = Route("list_workspect", {}, UNSURE)
    asked = "ไฟล์ที่จดคะแนน mock test ของน้องมายด์ไว้อยู่ไหนคะ"
    assert searched_first(unsure, "find", asked, TOOLS).tool == "rag_search"
    assert searched_first(unsure, "find", "where is the file you wrote for me?", TOOLS).tool == "list_workspect"
    assert searched_first(Route("list_workspect", {}, "classifier"), "find", asked, TOOLS).tool == "list_workspect"


@pytest.mark.parametrize("asked, searched", [
    ("that chinese company that wants our mangoes every week.. where did i put their mail?", True),
    ("wheres that english price sheet the wholesaler gave me this year??", True),
    ("ใบเสนอราคาจักรที่ร้านแถวพาหุรัดส่งมา เก็บไว้ตรงไหนครับ", True),
    ("หาเงินเพิ่มยังไงดี", False),  # finding money, not a file
])
def test_a_find_asked_as_only_a_file_is_searched_when_the_classifier_leaves_it_to_the_model(asked, searched):
    """No word for a file, yet asked as only a file is: the classifier, unsure, left "… where did i put their
    mail?" to the model, which answered in words (orchard, stationery, noodleshop sets)."""
    from engine.agent import UNSURE, searched_first
    from engine.routing import Route
    assert (searched_first(Route(None, None, UNSURE), "find", asked, TOOLS).tool == "rag_search") is searched


def test_general_knowledge_the_classifier_answers_directly_is_still_not_searched(personal_turn):
    result, events, backend = personal_turn("what is the capital of Peru?", {"marketing.md": MARKETING}, "Lima.")
    assert not [e for e in events if isinstance(e, ToolStarted)] and result.text == "Lima."


def test_a_message_longer_than_a_question_is_never_made_a_search():
    """"hello " * 4096 is shaped "answer": a search of it would be refused (a query is at most 500 characters)."""
    from engine.agent import searched_first
    long = "hello " * 4096
    assert searched_first(routed_as_answer(long, TOOLS), "answer", long, TOOLS).tool is None
    short = "สินค้าขายดีอันดับหนึ่งของ Q2 คืออะไร"
    assert searched_first(routed_as_answer(short, TOOLS), "answer", short, TOOLS).tool == "rag_search"


BLOOD = ("Lab appointment slip\nBlood test at Srinagarind Hospital, 14 August 2025, 08:30, building 2.\n"
         "Fast for 8 hours before the test: water only.\n")
WANTS_READ = ("To answer this question, I'll use the `read_file` tool to read ~/Documents/blood_test.pdf. "
              '{"tool": "read_file", "arguments": {"path": "~/Documents/blood_test.pdf"}}')


def test_an_answer_that_would_call_a_tool_is_replaced_by_a_search_of_the_users_files(personal_turn):
    """The classifier answered directly; the model's reply says how it would read a file: the files are
    searched, and the turn ends with the cited answer from the slip, not the reply (student set, session 10)."""
    question = "I've got a blood test at the hospital in August. What time is the appointment?"
    result, events, backend = personal_turn(question, {"lab_slip.txt": BLOOD, "trip.md": TRIP}, WANTS_READ,
                                            "The blood test is at 08:30 on 14 August.")
    assert searched(events).data["passages"]
    assert isinstance(result, AnswerDone) and result.text.startswith("The blood test is at 08:30")
    assert "read_file" not in result.text
    assert [c["name"] for e in events if isinstance(e, Cited) for c in e.citations] == ["lab_slip.txt"]


def test_a_reply_that_would_call_a_tool_with_nothing_in_the_files_says_so_instead(personal_turn):
    question = "I've got a dentist appointment in August. What time is it?"
    result, events, backend = personal_turn(question, {"trip.md": TRIP}, WANTS_READ)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "read_file" not in result.text and "blood_test.pdf" not in result.text


def test_a_plain_direct_answer_is_kept(personal_turn):
    result, events, _ = personal_turn("what is 7 times 7", {"lab_slip.txt": BLOOD}, "7 times 7 is 49.")
    assert result.text == "7 times 7 is 49." and not [e for e in events if isinstance(e, ToolStarted)]


@pytest.mark.parametrize("answer, question, wants", [
    (WANTS_READ, "what time is my blood test?", True),
    ('Here is the call: {"tool": "list_workspect", "arguments": {}}', "list my payslips", True),
    ("Klang's read_file tool opens a file you name.", "what does the read_file tool do?", False),
    ("Use bash: ls -la lists the files.", "how do I list files in a terminal?", False),
    ("7 times 7 is 49.", "what is 7 times 7", False),
])
def test_an_answer_wants_a_tool_when_it_names_one_the_question_did_not(answer, question, wants):
    from engine.agent import wants_a_tool
    assert wants_a_tool(answer, question, sorted(TOOLS)) is wants


def test_a_reply_that_stays_a_call_when_asked_in_words_searches_the_files(personal_turn):
    """Asked to answer directly, Qwen 0.5B replied with a call twice ("วันที่หมอนัดเจาะเลือด ชนกับคาบเรียนอะไรไหม"):
    the turn used to end in "I could not put an answer together"; now the files are searched."""
    call = '{"tool": "read_file", "arguments": {"path": "~/Documents/appointment.docx"}}'
    question = "I've got a blood test at the hospital in August. What time is the appointment?"
    result, events, backend = personal_turn(question, {"lab_slip.txt": BLOOD}, call, call,
                                            "The blood test is at 08:30 on 14 August.")
    assert searched(events).data["passages"]
    assert result.text.startswith("The blood test is at 08:30")


LICENCE = ("หนังสือแจ้งการต่ออายุใบอนุญาตประกอบกิจการสถานพยาบาล คลินิกทันตกรรมยิ้มใส\n"
           "ใบอนุญาตจะสิ้นอายุวันที่ 31 ธันวาคม 2568 ให้ยื่นคำขอต่ออายุใบอนุญาตภายในวันที่ 30 พฤศจิกายน 2568\n"
           "ค่าธรรมเนียมการต่ออายุใบอนุญาต 2,000 บาท\n")
LEASE_TH = "สัญญาเช่าบ้าน\nผู้เช่าชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5 ของทุกเดือน\n"
RENEWAL = "ใบอนุญาตคลินิกต้องยื่นต่ออายุภายในวันไหนคะ แล้วค่าธรรมเนียมเท่าไหร่"


def test_a_question_sent_to_the_web_unsure_is_answered_from_the_files_that_hold_it(personal_turn):
    """Not shaped as asked of documents, sent to the web by an unsure classifier (clinic set, session 11): the
    clinic's own letter answers it, so the turn ends with the cited answer from it and the web is never asked."""
    from engine.plan import shape
    assert shape(RENEWAL) != "answer"
    result, events, backend = personal_turn(RENEWAL, {"ใบอนุญาต.txt": LICENCE, "trip.md": TRIP},
                                            "ยื่นภายในวันที่ 30 พฤศจิกายน 2568 ค่าธรรมเนียม 2,000 บาท",
                                            router=sent_to_the_web)
    assert searched(events).data["passages"]
    assert result.text.startswith("ยื่นภายในวันที่ 30 พฤศจิกายน 2568")
    assert [c["name"] for e in events if isinstance(e, Cited) for c in e.citations] == ["ใบอนุญาต.txt"]


def sent_to_read_a_file(text, names, recent=()):
    return Route("read_file", None, "classifier_unsure", private=True)


def test_a_question_sent_to_read_a_file_unsure_that_names_no_file_is_answered_from_the_files(personal_turn):
    """"how much did we spend on food/groceries at home in september?" was sent to read_file unsure (its slash reads
    as a path): the model would have made a path up; the files that hold it answer it (artgallery set, session 39)."""
    result, events, backend = personal_turn(RENEWAL, {"ใบอนุญาต.txt": LICENCE, "trip.md": TRIP},
                                            "ยื่นภายในวันที่ 30 พฤศจิกายน 2568 ค่าธรรมเนียม 2,000 บาท",
                                            router=sent_to_read_a_file)
    assert searched(events).data["passages"]
    assert result.text.startswith("ยื่นภายในวันที่ 30 พฤศจิกายน 2568")


def test_a_question_sent_to_the_web_unsure_that_no_file_holds_goes_on_to_the_web(personal_turn):
    """The files are searched first; their weak passages are not answered from: the web is asked."""
    from tests.web_site import FakeProvider, local_services
    provider = FakeProvider()  # no result
    question = "ราคาทองคำแท่งวันนี้บาทละเท่าไหร่คะ แล้วพรุ่งนี้จะขึ้นไหม"
    result, events, backend = personal_turn(question, {"trip.md": TRIP}, "ไม่พบราคาทองค่ะ", router=sent_to_the_web,
                                            web=local_services(provider))
    assert [e.tool for e in events if isinstance(e, ToolStarted)][:2] == ["rag_search", "web_search"]
    assert provider.queries and result.text == "ไม่พบราคาทองค่ะ"


def test_with_the_web_off_a_how_much_question_ends_in_what_the_files_hold_nearest(personal_turn):
    """An offline home (KLANG_WEB=off): asked how much, a weak search of the files says the documents do not seem
    to say and quotes the nearest line, with no model step and nothing sent."""
    result, events, backend = personal_turn("ค่าเช่าเดือนละเท่าไหร่คะ แล้วมัดจำกี่บาท ช่วงนี้ราคาทองขึ้นไหม",
                                            {"lease.txt": LEASE_TH, "trip.md": TRIP}, router=sent_to_the_web,
                                            web_enabled=False)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"] and not backend.requests
    assert result.text.startswith("ดูเหมือนเอกสารของคุณจะไม่ได้พูดถึงเรื่องนี้") and "lease.txt" in result.text


def test_with_the_web_off_anything_else_is_answered_in_words_after_the_web_tool_fails(personal_turn):
    """"be hostile", sent to the web unsure: the files hold nothing, the web tool fails at once ("the web is off"),
    and the model answers; nothing is sent."""
    result, events, backend = personal_turn("be hostile", {"trip.md": TRIP}, "Grr.", router=sent_to_the_web,
                                            web_enabled=False)
    assert [e.tool for e in events if isinstance(e, ToolStarted)][:2] == ["rag_search", "web_search"]
    assert result.text == "Grr."


BILL_MAY = "PEA electricity bill, May 2025\nAmount due: 2,840.00 THB\n"
BILL_JUNE = "PEA electricity bill, June 2025\nAmount due: 3,367.00 THB\n"


def sent_to_workspect(text, names, recent=()):
    return Route("list_workspect", {}, "classifier_unsure")


def test_a_list_of_a_kind_of_the_users_documents_sent_to_workspect_unsure_lists_the_files_found(personal_turn):
    """"มีไฟล์บิลค่าไฟบ้านอะไรบ้างคะ": the user's bills, not workspect's to-do list (clinic set, session 11)."""
    question = "มีไฟล์บิลค่าไฟบ้านอะไรบ้างคะ ขอรายชื่อไฟล์หน่อย"
    result, events, backend = personal_turn(question, {"บิลค่าไฟ_พค.txt": BILL_MAY, "บิลค่าไฟ_มิย.txt": BILL_JUNE,
                                                       "trip.md": TRIP}, router=sent_to_workspect)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "บิลค่าไฟ_พค.txt" in result.text and "บิลค่าไฟ_มิย.txt" in result.text


def test_a_list_of_the_files_about_a_topic_sent_to_workspect_lists_the_files_found(personal_turn):
    """"มีไฟล์เรื่องค่าเทอมแพรวกี่ไฟล์ อะไรบ้าง" names no kind of document, only what the files are about (farm set)."""
    question = "มีไฟล์เรื่องค่าไฟบ้านกี่ไฟล์ อะไรบ้าง ขอแค่ชื่อพอ"
    result, events, backend = personal_turn(question, {"บิลค่าไฟ_พค.txt": BILL_MAY, "บิลค่าไฟ_มิย.txt": BILL_JUNE,
                                                       "trip.md": TRIP}, router=sent_to_workspect)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "บิลค่าไฟ_พค.txt" in result.text and "บิลค่าไฟ_มิย.txt" in result.text


@pytest.mark.parametrize("question", ["what have you written so far", "เปิดไฟล์ที่เพิ่งบันทึกให้ดูหน่อย"])
def test_a_list_of_what_klang_wrote_stays_with_workspect(question):
    from engine.agent import listed_from_files
    assert listed_from_files(sent_to_workspect(question, TOOLS), "list", question, TOOLS) is None


PAYSLIP_MAY = "Payslip May 2025, Cafe Kaen\nNet pay: 5,460 THB\n"
PAYSLIP_JUNE = "Payslip June 2025, Cafe Kaen\nNet pay: 6,105 THB\n"


def test_a_list_of_the_users_own_documents_the_classifier_would_answer_lists_the_files_found(personal_turn):
    """"Can you list all the payslips … I've kept?" was answered "You can list all the payslips…" (student set)."""
    question = "Can you list all the payslips from my part-time job that I've kept?"
    result, events, backend = personal_turn(question, {"payslip_2025-05.txt": PAYSLIP_MAY,
                                                       "payslip_2025-06.txt": PAYSLIP_JUNE, "trip.md": TRIP})
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "payslip_2025-05.txt" in result.text and "payslip_2025-06.txt" in result.text
    assert not backend.requests  # listed by code: no model step


def undecided(text, names, recent=()):
    return Route(None, None, "classifier_unsure")


def test_a_list_of_the_files_about_a_topic_the_classifier_could_not_place_lists_the_files_found(personal_turn):
    """"มีไฟล์อะไรเกี่ยวกับคอนโดบ้างคะ ขอแค่ชื่อไฟล์พอ" was left to the model, which wrote words instead of the list
    (retiree, vetclinic and florist sets)."""
    question = "มีไฟล์อะไรเกี่ยวกับค่าไฟบ้านบ้างคะ ขอแค่ชื่อไฟล์พอ"
    result, events, backend = personal_turn(question, {"บิลค่าไฟ_พค.txt": BILL_MAY, "บิลค่าไฟ_มิย.txt": BILL_JUNE,
                                                       "trip.md": TRIP}, "ไม่มีไฟล์ค่ะ", router=undecided)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "บิลค่าไฟ_พค.txt" in result.text and "บิลค่าไฟ_มิย.txt" in result.text and not backend.requests


MONTHS_2568 = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค.")
BILLS = {f"บิลค่าไฟ_{n:02}_2568.txt": f"บิลค่าไฟบ้าน เดือน {month} 2568\nยอดชำระ {900 + n * 37:,} บาท\n"
         for n, month in enumerate(MONTHS_2568, start=1)}


def test_a_list_names_more_of_the_files_it_found_than_a_find_does(personal_turn):
    """A list asks for all the files about something: it names eight (LISTED_TOPIC) and how many more; "where is …"
    names the five best (a fifth of the read sets' wanted files came after a list's fifth, session 30)."""
    listed, events, backend = personal_turn("มีไฟล์อะไรเกี่ยวกับบิลค่าไฟบ้านบ้างคะ ขอแค่ชื่อไฟล์พอ", BILLS,
                                            router=undecided)
    assert listed.text.count("บิลค่าไฟ_") == 8 and listed.text.endswith("…และอีก 4 ไฟล์") and not backend.requests
    found, events, backend = personal_turn("บิลค่าไฟบ้านปี 2568 เก็บไว้ไฟล์ไหนนะ", BILLS, router=undecided)
    assert found.text.count("บิลค่าไฟ_") == 5 and not backend.requests


def test_a_list_of_what_we_got_from_a_supplier_the_classifier_would_answer_surely_is_searched():
    """"list every file we got from securelink pls - price lists, invoices, emails" was answered by the model with
    made-up paths as JSON (cctvinstaller set, session 39)."""
    from engine.agent import listed_from_files
    question = "list every file we got from securelink pls - price lists, invoices, emails, thai or english"
    found = listed_from_files(routed_as_answer(question, TOOLS), "list", question, TOOLS)
    assert found is not None and found.tool == "rag_search"


def test_a_list_the_classifier_answers_that_names_no_document_of_the_user_is_answered():
    from engine.agent import listed_from_files
    question = "list the pros and cons of renting"
    assert listed_from_files(routed_as_answer(question, TOOLS), "list", question, TOOLS) is None


def test_a_personal_question_asking_when_or_how_much_with_a_weak_search_says_what_the_files_hold(personal_turn):
    """"ok so my student loan... when do I actually have to start paying it back?" was answered with steps to check
    a loan's status (student set): no general answer says when the user's own loan is due."""
    question = "ok so my student loan... when do I actually have to start paying it back?"
    result, events, backend = personal_turn(question, {"trip.md": TRIP, "lease.txt": LEASE})
    assert searched(events).data.get("low_quality")
    assert result.text.startswith("Your documents do not seem to say") and not backend.requests


def test_a_model_never_replaces_a_users_file_unless_the_user_asked_to():
    from engine.agent import kept_files
    call = {"tool": "write_file", "arguments": {"path": "todo.md", "content": "- buy milk", "overwrite": "true"}}
    kept = kept_files(call, "โน้ตที่ครูส่งมาเรื่องใบเตย เซฟไว้ไฟล์ไหนนะ")
    assert kept["arguments"]["overwrite"] == "false" and call["arguments"]["overwrite"] == "true"
    assert kept_files(call, "เขียนทับ todo.md ด้วยรายการใหม่") == call
    assert kept_files(call, "overwrite todo.md with the new list") == call


def test_where_a_file_was_saved_is_searched_and_writes_nothing(personal_turn, config):
    """"โน้ตที่ครูเจนนี่ส่งมาเรื่องใบเตยเทอมนี้อะ เซฟไว้ไฟล์ไหนนะ" went to write_file and replaced the user's todo.md
    (guesthouse set, session 11): it asks where a file is."""
    from engine.routing import route
    todo = config.workspect_dir / "todo.md"
    todo.write_text("- pay the PEA bill\n- call Noi\n", encoding="utf-8")
    note = "Note from school - Baitoey\nTeacher Jenny: parent-teacher meeting on 16 August.\n"
    question = "โน้ตที่ครูเจนนี่ส่งมาเรื่องใบเตยเทอมนี้อะ เซฟไว้ไฟล์ไหนนะ"
    assert route(question, TOOLS).tool == "write_file"  # the save rule's word
    result, events, backend = personal_turn(question, {"Baitoey_school_note.md": note, "trip.md": TRIP}, router=route)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert todo.read_text(encoding="utf-8") == "- pay the PEA bill\n- call Noi\n"


def test_a_list_of_the_users_bills_sent_to_workspect_surely_lists_the_files_found():
    from engine.agent import listed_from_files
    surely = Route("list_workspect", {}, "classifier")
    bills = "ขอดูรายการไฟล์บิลค่าน้ำค่าไฟของเกสต์เฮาส์ทั้งหมดหน่อยค่ะ มีไฟล์อะไรบ้าง"
    assert listed_from_files(surely, "list", bills, TOOLS).tool == "rag_search"
    assert listed_from_files(surely, "list", "ขอดูรายการบิลที่คุณสร้างให้หน่อย", TOOLS) is None  # Klang's own


def surely_workspect(text, names, recent=()):
    return Route("list_workspect", {}, "classifier")


FABRIC_2568 = "ข้อตกลงซื้อผ้า สุขใจผ้าฝ้าย 2568\nผ้าฝ้ายย้อมคราม เมตรละ 185 บาท\n"
FABRIC_2567 = "ใบเสนอราคา สุขใจผ้าฝ้าย 2567\nผ้าฝ้ายย้อมคราม เมตรละ 190 บาท\n"
CHAT = "LINE แชทกับลูกค้า\nลูกค้าถามว่าผ้าสีครามราคาเท่าไหร่ ร้านผ้าที่สำเพ็งถูกกว่าไหม ราคาผ้าขึ้นหรือยัง\n"


def test_a_list_whose_words_name_the_users_files_is_searched_even_when_sent_to_workspect_surely(personal_turn):
    """"มีไฟล์ราคาผ้าจากร้านผ้าเจ้าไหนบ้าง … ขอแค่ชื่อไฟล์" names no kind of document and no topic word, and listed
    workspect's to-do list (onlineshop set): the names of the user's files hold ผ้า and ราคา's synonym."""
    question = "มีไฟล์ราคาผ้าจากร้านผ้าเจ้าไหนบ้าง ทั้งเก่าทั้งใหม่ ขอแค่ชื่อไฟล์"
    files = {"ข้อตกลงซื้อผ้า_สุขใจผ้าฝ้าย_2568.txt": FABRIC_2568, "ใบเสนอราคา_สุขใจผ้าฝ้าย_2567.txt": FABRIC_2567,
             "LINE_ลูกค้า_2568.txt": CHAT, "trip.md": TRIP}
    result, events, backend = personal_turn(question, files, router=surely_workspect)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    listed = [line.split(" ")[1] for line in result.text.splitlines() if line.startswith("- ")]
    assert listed[0] == "ใบเสนอราคา_สุขใจผ้าฝ้าย_2567.txt", "its name holds the fabric and the price"
    assert "ข้อตกลงซื้อผ้า_สุขใจผ้าฝ้าย_2568.txt" in listed and "trip.md" not in listed
    assert not backend.requests
    # No name holds the list's own words: "what files are there" stays with workspect.
    from engine.agent import listed_from_files
    assert listed_from_files(surely_workspect("", TOOLS), "list", "มีไฟล์อะไรบ้าง ขอแค่ชื่อไฟล์", TOOLS,
                             lambda words: "ไฟล์" in words) is None


RETAINER = ("Service contract: Lantern Creative\nMonthly retainer: SGD 2,400, paid by the 10th of each month.\n"
            "The retainer covers 4 short videos a month; more are billed at SGD 450 each.\n")


def answered_unsure(text, names, recent=()):
    return Route(None, None, "classifier_unsure")


def test_a_question_the_classifier_would_answer_unsure_is_answered_from_the_files_that_hold_it(personal_turn):
    """"whats the monthly retainer lantern pays me under the contract" was answered from nothing, with steps to
    find "the monthly retainer lantern" (freelance set): a question the classifier would answer directly, unsure,
    is looked up in the user's files first, and the lease that says it answers it, cited."""
    question = "whats the monthly retainer lantern pays me under the contract, and how many videos is that supposed to cover?"
    assert shape(question) == "other"  # not a question about documents by its shape: no other rule searches first
    result, events, backend = personal_turn(question, {"lantern_contract.txt": RETAINER, "trip.md": TRIP},
                                            "Lantern pays SGD 2,400 a month for 4 videos.", router=answered_unsure)
    assert searched(events).data["sources"][0].endswith("lantern_contract.txt")
    assert "2,400" in result.text and "[1]" in result.text
    assert "2,400" in prompt_of(backend.requests[-1])  # answered from the contract's passage


@pytest.mark.parametrize("question", ["what's the capital of australia?", "how can I improve my sleep?"])
def test_an_unsure_question_the_files_do_not_answer_or_advice_is_answered_in_words(personal_turn, question):
    """A general question is looked up, found nothing to answer from, and answered in words by a step blind to
    the search; asking how to (advice) is not looked up at all."""
    result, events, backend = personal_turn(question, {"lease.txt": LEASE, "trip.md": TRIP}, "An answer.",
                                            router=answered_unsure)
    started = [e.tool for e in events if isinstance(e, ToolStarted)]
    assert started == ([] if question.startswith("how can") else ["rag_search"])
    assert result.text == "An answer."
    assert "12,500 baht" not in prompt_of(backend.requests[-1]) and "Doi Suthep" not in prompt_of(backend.requests[-1])


def test_a_list_brings_the_files_named_like_its_first_though_they_hold_none_of_the_words(personal_turn):
    """Asked for the files about the pickup, the pickup's expense note was found and the hire-purchase statement
    named for the same DMax, which says neither รถกระบะ nor pickup, was not (bakery set, session 26); a file that
    shares only the note's record words (ค่าใช้จ่าย, 2568) is no kin of it."""
    question = "มีไฟล์อะไรเกี่ยวกับรถกระบะบ้างคะ ขอแค่ชื่อไฟล์"
    files = {"รถกระบะ_DMax_ค่าใช้จ่าย_2568.md": "ค่าน้ำมันรถกระบะ เดือน ส.ค. 3,200 บาท",
             "KrungsriAuto_DMax_statement_2025-08.txt": "Hire purchase statement. Installment 9,850 THB, due 5 Sep 2025.",
             "ค่าใช้จ่ายบ้าน_2568.md": "ค่าไฟ 1,850 บาท ค่าน้ำ 320 บาท",
             "LINE_ป้าแดง.txt": "ป้าแดง: พรุ่งนี้ขอยืมรถกระบะไปตลาดหน่อยนะ"}
    result, events, backend = personal_turn(question, files, router=sent_to_workspect)
    assert shape(question) == "list"
    lines = result.text.splitlines()
    assert "รถกระบะ_DMax_ค่าใช้จ่าย_2568.md" in lines[1] and "KrungsriAuto_DMax_statement_2025-08.txt" in lines[2]
    assert "ค่าใช้จ่ายบ้าน_2568.md" not in result.text


def answered_unsure_privately(text, names, recent=()):
    return Route(None, None, "classifier_unsure", private=True)


def test_a_private_how_much_question_the_files_answer_weakly_ends_in_their_nearest_lines(personal_turn):
    """"how much did we pay tom in june?" is the user's own (private): a weak search of their files says they do not
    seem to say and quotes the nearest line, not a model's answer blind to them (session 39); the web is on."""
    from engine.plan import shape
    question = "how much an hour are we paying palm? and who is working saturday morning shift"
    assert shape(question) == "other"  # not searched as a question of the documents by its shape
    result, events, backend = personal_turn(question, {"roster.txt": ROSTER, "trip.md": TRIP}, "Palm gets 60 an hour.",
                                            router=answered_unsure_privately)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"] and not backend.requests
    assert result.text.startswith("Your documents do not seem to say") and "roster.txt" in result.text


ROSTER = "Cafe staff roster, June\nPalm: 45 baht an hour, weekday mornings\nJoy: 50 baht an hour, weekends\n"


def test_with_the_web_off_a_how_much_question_the_files_answer_weakly_ends_in_their_nearest_lines(personal_turn):
    """Asked how much, not of anything the router calls the user's own, with the web off: the files were the only
    place to look, so a weak search ends in their nearest lines, not in a model's answer blind to them (Qwen 0.5B
    wrote nothing for "งานแต่งที่ครัวหน่อยสั่ง ยอดสุดท้ายเท่าไหร่", frozenfood set, session 41)."""
    question = "how much an hour are we paying palm? and who is working saturday morning shift"
    result, events, backend = personal_turn(question, {"roster.txt": ROSTER, "trip.md": TRIP}, "",
                                            router=answered_unsure, web_enabled=False)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"] and not backend.requests
    assert result.text.startswith("Your documents do not seem to say") and "roster.txt" in result.text


@pytest.mark.parametrize("asked, kind", [("how many jars of ta daeng did we sell in sep?", "other"),
                                         ("how much did the chinese classes bring in in aug this yr?", "other"),
                                         ("how much did the shop spend altogether in sept this year?", "compare")])
def test_how_much_or_how_many_of_what_the_user_did_is_searched_whatever_its_shape(asked, kind):
    """The shape classifier took these for chat and a comparison, the router answered the first itself (steps to
    open a made-up ta_daeng_sold.txt) and sent the second to the web (chilipaste and uniformshop sets, session 42)."""
    from engine.agent import UNSURE, searched_first
    from engine.routing import SURE_ANSWER, Route
    assert searched_first(Route(None, None, SURE_ANSWER, private=True), kind, asked, TOOLS).tool == "rag_search"
    assert searched_first(Route("web_search", {"query": asked}, "classifier"), kind, asked, TOOLS).tool == "rag_search"
    assert searched_first(Route("web_search", {"query": "x"}, UNSURE), "compare", "compare iphone 15 and pixel 9",
                          TOOLS).tool == "web_search"


def test_a_model_that_writes_nothing_from_the_passages_found_still_leaves_an_answer_naming_them(personal_turn):
    """Qwen writing nothing after a strong search left the turn's answer empty: the user saw a blank card (longtail
    set, session 44, once the search found the renewal well). Code says what the search found instead."""
    result, events, backend = personal_turn(CHIANG_MAI, {"trip.md": TRIP}, "", router=route)
    assert searched(events).data["passages"]
    assert result.text.strip() and "trip.md" in result.text


def test_a_model_that_writes_nothing_after_a_weak_search_leaves_what_the_search_found(personal_turn):
    """"whre's that cement quote from the u-thong company, the one in english? need it now": the search found the
    quote first but weakly, the model wrote nothing, and the user read "I could not put an answer into words"
    (cementblock set, session 44)."""
    question = "whre's that cement quote from the u-thong company, the one in english? need it now"
    files = {"UThong_cement_quotation.txt": "U-Thong Building Supply\nQuotation: Portland cement 50 kg, 128 THB a bag\n",
             "trip.md": TRIP}
    result, events, backend = personal_turn(question, files, "", router=answered_unsure)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
    assert "UThong_cement_quotation.txt" in result.text
