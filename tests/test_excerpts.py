"""What the grounded answer step is shown (engine/excerpts.py): the lines of the found passages that match the
question, the best first, within a character budget."""
import pytest

from engine.excerpts import (GAP, PIECE_CHARS, asked_counts, asked_measures, asked_parts, excerpts, pieces,
                             states_measure)

CONTRACT = "\n".join([
    "สัญญาเช่าห้องชุด",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี สิ้นสุดวันที่ 31 พฤษภาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินมัดจำ 25,000 บาท ในวันทำสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าน้ำประปาและค่าไฟฟ้าตามที่ใช้จริง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
])


def passage(name: str, text: str) -> dict:
    return {"name": name, "path": f"/docs/{name}", "location": "lines 1-9", "text": text}


def test_the_line_asked_about_comes_first_before_the_lines_that_only_share_common_words():
    """"ค่าเช่า" (rent) is on several lines; "ค่าปรับวันละ" (fine a day) on one: that line leads."""
    [shown] = excerpts([passage("lease.docx", CONTRACT)], "ถ้าจ่ายค่าเช่าช้า ค่าปรับวันละเท่าไร", chars=200)
    assert shown["text"].startswith("ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท")
    assert "ข้อ 6." in shown["text"]  # the line after a match comes with it
    assert "สิ้นสุดวันที่" not in shown["text"] and len(shown["text"]) <= 200 + len(GAP) + 4
    assert shown["path"] == "/docs/lease.docx" and shown["location"] == "lines 1-9"


def test_lines_of_one_passage_that_are_not_neighbours_are_marked_as_apart():
    [shown] = excerpts([passage("lease.docx", CONTRACT)], "เงินมัดจำ และ วันสิ้นสุดสัญญา", chars=160)
    lines = shown["text"].splitlines()
    assert GAP in lines and all(line in CONTRACT for line in lines if line != GAP)


def test_each_of_the_best_passages_is_shown_the_best_matching_first_and_a_weaker_one_only_if_it_matches():
    """A bill in English can answer a Thai question; a comparison's second file must be seen at all."""
    bill = passage("bill.pdf", "ELECTRICITY BILL - May 2024\nUnits used: 412 kWh\nTotal: 2,150 THB")
    recipes = [passage(f"recipe{n}.md", "Khao soi\nNoodles in curry") for n in range(2)]
    shown = excerpts([bill, passage("lease.docx", CONTRACT), *recipes], "ค่าเช่าเดือนละเท่าไหร่")
    assert [p["name"] for p in shown] == ["lease.docx", "bill.pdf", "recipe0.md"]
    assert shown[0]["text"].startswith("ข้อ 3. ค่าเช่าเดือนละ 12,500 บาท")
    assert shown[1]["text"] == "Total: 2,150 THB"  # no line matches: the amount it states, as asked "how much"


def test_when_no_line_matches_retrievals_best_passage_comes_first_from_its_start():
    notes = passage("notes.md", "Meeting notes\nThe office move is postponed to July.\nBudget: 450,000 THB")
    shown = excerpts([notes, passage("lease.docx", CONTRACT)], "Which striker scored?", chars=60)
    assert [p["name"] for p in shown] == ["notes.md"]  # the room is full after its first two lines
    assert shown[0]["text"] == "Meeting notes\nThe office move is postponed to July."


def test_a_paragraph_longer_than_a_piece_is_split_at_spaces_and_nothing_is_lost():
    prose = " ".join(f"คำที่{n}" for n in range(120))
    split = pieces(prose)
    assert len(split) > 1 and all(len(piece) <= PIECE_CHARS for piece in split)
    assert " ".join(split) == prose


def test_a_piece_of_a_long_line_is_shown_with_the_piece_before_it_joined_by_a_space():
    """The question matches the end of a paragraph: its start (where the sentence begins) comes too, as one line."""
    prose = " ".join(f"คำที่{n}" for n in range(25)) + " ค่าปรับวันละ 200 บาท"
    first, second = pieces(prose)
    [shown] = excerpts([passage("notes.md", f"{prose}\nบรรทัดถัดไป")], "ค่าปรับวันละเท่าไร", chars=400)
    assert shown["text"] == f"{first} {second}\nบรรทัดถัดไป"


BUDGET = "\n".join([
    "งบประมาณครัวเรือน ปี 2567 (Household budget 2567)",
    "รายการ (Item) | หมวด (Category) | งบต่อเดือน (Monthly budget, THB) | หมายเหตุ (Note)",
    "ค่าเช่า (Rent) | ที่พัก (Housing) | 12500 | ตามสัญญาเช่า",
    "ค่าไฟฟ้า (Electricity) | สาธารณูปโภค (Utilities) | 1800",
    "อินเทอร์เน็ต (Internet) | สาธารณูปโภค (Utilities) | 599 | fibre 500 Mbps",
    "เงินออม (Savings) | ออม (Saving) | 10000 | เข้ากองทุน",
])


def test_a_budget_question_gets_the_row_asked_about_first_not_the_title_or_the_column_names():
    """The file's name and title hold "งบประมาณครัวเรือน 2567" / "Household budget 2567" and the column names
    "ต่อเดือน": those say which file, not which row. Before, the title came first for all four questions."""
    budget = passage("งบประมาณครัวเรือน_2567.xlsx", BUDGET)
    for question, row in [("งบค่าไฟปี 2567 เดือนละเท่าไร", "ค่าไฟฟ้า (Electricity)"),
                          ("ปี 2567 ออมเงินเดือนละเท่าไร", "เงินออม (Savings)"),
                          ("ค่าเน็ตบ้านปี 2567 ตั้งงบไว้เดือนละเท่าไหร่", "อินเทอร์เน็ต (Internet)"),
                          ("What is the monthly internet budget in the 2567 household budget?",
                           "อินเทอร์เน็ต (Internet)")]:
        [shown] = excerpts([budget], question, chars=120)
        assert shown["text"].startswith(row), (question, shown["text"])


def test_an_english_question_finds_the_thai_clause_through_the_searchs_synonyms():
    """"deposit" shares no trigram with a Thai contract; the search's synonyms (deposit -> เงินมัดจำ) do."""
    [shown] = excerpts([passage("lease.docx", CONTRACT)], "how much deposit did I pay?", chars=100)
    assert shown["text"].startswith("ข้อ 4. ผู้เช่าวางเงินมัดจำ 25,000 บาท")  # before: the contract's first lines


def test_what_one_takes_home_is_the_net_pay_of_a_payslip():
    """"Did I actually take home more for June than for May?" was shown the hourly rate and the bank account, not
    "Net pay" (student set): take home is net pay (synonyms.tsv), in Thai รับสุทธิ."""
    slip = passage("payslip_2025-06.pdf", "Payslip June 2025, Cafe Kaen\nHourly rate from 1 June 2025: 55.00 THB\n"
                   "Hours worked: 118\nSocial security: -385.00 THB\nNet pay: 6,105.00 THB\n"
                   "Transferred to: Krungthai Bank account xxx-x-x4821-x")
    for question in ("how much did I take home in June?", "เดือนมิถุนายนรับสุทธิเท่าไหร่"):
        [shown] = excerpts([slip], question, chars=30)
        assert shown["text"].startswith("Net pay: 6,105.00 THB"), question


def test_asked_how_much_or_when_the_line_stating_an_amount_or_a_date_comes_first():
    """"How much do I owe on the power bill?" shares no word with "Amount due: 2,150.00 THB"; before, the bill's
    first lines were shown. (Asked with the words of its title, "How much is the electricity bill for May
    2024?", the title still wins: left so, the name is discounted but not ignored.)"""
    bill = passage("electricity_bill_may_2024.pdf", "ELECTRICITY BILL - May 2024\nCustomer: Somchai Rakthai\n"
                   "Meter reading period: 1 May 2024 - 31 May 2024\n\nUnits used: 412 kWh\n"
                   "VAT 7%: 185.10 THB\nAmount due: 2,150.00 THB\nDue date: 10 June 2024")
    for question, line in [("how much do I owe on the power bill?", "Amount due: 2,150.00 THB"),
                           ("ค่าไฟเดือนพฤษภาคมต้องจ่ายเท่าไหร่", "Amount due: 2,150.00 THB"),
                           ("when is the power bill due?", "Due date: 10 June 2024")]:
        [shown] = excerpts([bill], question, chars=30)
        assert shown["text"].startswith(line), question


def test_a_premium_a_fee_or_prices_asked_is_an_amount_asked():
    """"whats dads health insurance premium for this coming yr?" asks an amount though it says no "how much"
    (amulet set, session 39)."""
    from engine.excerpts import AMOUNT_ASKED
    for question in ("whats dads health insurance premium for this coming yr?", "what are the school fees this term",
                     "compare the prices of the two lists", "what costs did we have"):
        assert AMOUNT_ASKED.search(question), question
    assert not AMOUNT_ASKED.search("when is the renewal letter due?")


def test_asked_how_much_of_a_table_the_row_naming_the_thing_wins_over_the_total():
    budget = passage("budget.xlsx", "Budget\nItem | Monthly\nค่าเช่า (Rent) | 11000\nอาหาร (Food) | 7000\nรวม (Total) | 29500")
    [shown] = excerpts([budget], "ค่าเช่าเดือนละเท่าไหร่", chars=30)
    assert shown["text"].startswith("ค่าเช่า (Rent) | 11000")
    [shown] = excerpts([budget], "งบรวมทั้งหมดเท่าไหร่", chars=20)
    assert shown["text"].startswith("รวม (Total) | 29500")


def test_an_english_synonym_counts_where_a_word_starts_not_inside_another_word():
    """rent's synonym "rental" holds "tal", as "Total" does: that is no rent."""
    bill = passage("bill.pdf", "Units used: 412 kWh\nTotal: 2,150 THB\nDue date: 10 June 2024")
    [shown] = excerpts([bill], "ค่าเช่าอยู่ข้อไหน", chars=20)
    assert shown["text"] == "Units used: 412 kWh"  # nothing matches: the start, not "Total"



WATER_BILL = "\n".join([
    "WATER BILL - August 2025", "Customer: Ban Suan Homestay (Mrs. Ratree Kaewmanee)",
    "Address: 12/4 Moo 3, Tha Mai, Chanthaburi 22120", "Account No.: 7700-1234-55", "Reading date: 25 August 2025",
    "Previous reading: 1,204 m3", "Current reading: 1,291 m3", "Water used: 87 m3", "Water charge: 1,305.00 THB",
    "Service fee: 30.00 THB", "VAT 7%: 93.45 THB", "Amount due: 1,428.45 THB",
    "Please pay by 10 September 2025 at any branch or by mobile banking.", "Late payment may lead to disconnection.",
])


def test_a_question_asking_two_things_is_shown_the_line_of_each():
    """"ยอดต้องจ่ายเท่าไหร่ ต้องจ่ายภายในวันไหน" (how much, and by when): ranked by the whole question alone, the
    date lines and the lease's clauses filled the room and the amount due was left out (as in two-part questions of
    the guesthouse set); each part's lines are ranked by that part too, and each further part brings more room."""
    question = "บิลค่าน้ำเดือน ส.ค. ยอดต้องจ่ายเท่าไหร่ ต้องจ่ายภายในวันไหนคะ"
    shown = excerpts([passage("water_bill_2025-08.pdf", WATER_BILL), passage("lease.docx", CONTRACT)], question)
    text = "\n".join(p["text"] for p in shown)
    assert "Amount due: 1,428.45 THB" in text
    assert "Please pay by 10 September 2025" in text


def test_a_quarter_named_in_a_title_is_no_amount_stated():
    sheet = {"path": "/d/sales_q2.xlsx", "name": "sales_q2.xlsx", "location": "",
             "text": "ยอดขายร้าน ไตรมาส 2 ปี 2568 (Shop sales, Apr-Jun 2025)\nเดือน (Month) | ยอดขาย (Sales)\n"
                     "เม.ย. (Apr) | 238,000\nพ.ค. (May) | 241,070\nมิ.ย. (Jun) | 238,000\nยอดขายรวม (Total sales) | 717,070"}
    first = excerpts([sheet], "ไตรมาส 2 ร้านขายได้รวมทั้งหมดเท่าไหร่")[0]["text"].splitlines()[0]
    assert "717,070" in first


@pytest.mark.parametrize("question, parts", [
    ("ค่าเช่าเดือนละเท่าไหร่ แล้วเงินประกันเท่าไหร่ครับ", ["ค่าเช่าเดือนละเท่าไหร่", "แล้วเงินประกันเท่าไหร่ครับ"]),
    # "whats" typed without its apostrophe still asks (salon set: the premium part and the pay-by part)
    ("insurance renewal - whats the total premium this year, and when do I have to pay by?",
     ["insurance renewal whats the total premium this year", "insurance renewal and when do I have to pay by"]),
    ("what is the deposit", ["what is the deposit"]),
    # texting's "n" for "and" joins two questions (longtail set), not two nouns
    ("how much is the electric bill this time n when does it get taken from the bank",
     ["how much is the electric bill this time", "when does it get taken from the bank"]),
    ("where did i jot down the land n building tax stuff?", ["where did i jot down the land n building tax stuff?"]),
    # a count asked ends a part (driedfruit set, session 39), where what is left asks on its own
    ("สรุปแล้ว ธ.ค. ระยองของฝากเอาทุเรียนกรอบกี่ถุง ยอดรวมเดือนนั้นเท่าไหร่ที่ตกลงกันครับ",
     ["สรุปแล้ว ธ.ค. ระยองของฝากเอาทุเรียนกรอบกี่ถุง", "ยอดรวมเดือนนั้นเท่าไหร่ที่ตกลงกันครับ"]),
    ("ใบเสนอราคาที่ส่งไปจริงอะ คิดหัวละเท่าไหร่ กี่คน รวมทั้งหมดเท่าไหร่นะ",
     ["ใบเสนอราคาที่ส่งไปจริงอะ คิดหัวละเท่าไหร่", "ใบเสนอราคาที่ส่งไปจริงอะ กี่คน รวมทั้งหมดเท่าไหร่นะ"]),
])
def test_each_thing_a_question_asks_is_a_part_with_what_it_is_about(question, parts):
    assert asked_parts(question) == parts


def test_an_english_questions_filler_words_match_no_line():
    """"did", "the", "what" are in most English lines and in no Thai one: an English question about a Thai fees note was
    answered from an English e-mail that shared only those (icefactory set, session 26 blind)."""
    from engine.excerpts import scores
    plain, _ = scores(["Did you do what the others did for it?", "- ค่าเทอม 15,000 บาท"],
                      "how much did i have to pay for the school term", [set(), set()])
    assert plain[0] == 0 and plain[1] > 0


@pytest.mark.parametrize("question, stating, not_stating", [
    ("รับประกันกี่ปี", ["Warranty: motor 2 years", "รับประกันมอเตอร์ 1 ปี"], ["Date: 17 June 2025", "ปี 2568 รวม 12 เดือน"]),
    ("แก้งานฟรีได้กี่รอบ", ["Up to 2 rounds of revisions", "แก้ไขได้ 3 รอบ"], ["ชำระภายใน 30 วัน"]),
    ("how long do they take to pay?", ["Payment within 30 days of the invoice", "โอนภายใน 2 วันทำการ"],
     ["ชำระภายในวันที่ 5 ของเดือน", "Total: 46,010.00 THB"]),
    ("whose warranty is longer", ["Warranty: 18 months", "รับประกัน 2 ปี"], ["Price: 17,990 THB"]),
])
def test_a_measure_of_time_asked_is_stated_with_its_unit_in_either_language(question, stating, not_stating):
    measures = asked_measures(question)
    assert measures
    for line in stating:
        assert any(states_measure(m, line, question) for m in measures), line
    for line in not_stating:
        assert not any(states_measure(m, line, question) for m in measures), line


@pytest.mark.parametrize("question, stating, not_stating", [
    ("กล้องกี่ตัวครับ", ["ติดตั้งกล้องรวม 28 ตัว", "กล้อง IP 4MP | 28 | ตัว | 3,500"], ["ตัวละ 3,500", "รวมทั้งสิ้น 168,225.40 บาท"]),
    ("how many bottles of soy milk a week?", ["- Soy milk 1 L (no sugar): 180 bottles per week", "น้ำเต้าหู้ | 150 | ขวด"],
     ["Please deliver 3 times a week", "Total: 6,644.70"]),
    ("ซื้อกุ้งไปกี่โล", ["กุ้งขาว 1,250 กก.", "12 kg"], ["กิโลละ 180 บาท"]),
])
def test_a_count_of_things_asked_is_stated_with_its_word_in_either_language(question, stating, not_stating):
    counts = asked_counts(question)
    assert counts
    for line in stating:
        assert any(count.search(line) for count in counts), line
    for line in not_stating:
        assert not any(count.search(line) for count in counts), line
    assert asked_counts("ใช้เวลาทำกี่วัน") == [] and asked_counts("ลูกค้ากี่ราย") == []  # a time; no thing counted


def test_a_quotes_validity_is_no_answer_to_how_long_unless_asked():
    [days] = asked_measures("ใช้เวลาทำกี่วัน")
    assert not states_measure(days, "This quotation is valid for 30 days.", "ใช้เวลาทำกี่วัน")
    assert not states_measure(days, "ยืนราคา 30 วัน", "ใช้เวลาทำกี่วัน")
    assert states_measure(days, "This quotation is valid for 30 days.", "ใบเสนอราคายืนราคากี่วัน")
    assert asked_measures("ค่าเช่าเดือนละเท่าไหร่") == [] and asked_measures("credit card fee?") == []


@pytest.mark.parametrize("question, second", [
    ("how many kilos of copper did we buy in feb? and alu cans same month?",
     "how many kilos of copper did we buy in feb and alu cans same month"),
    ("โรงกระดาษโคราชปีนี้รับซื้อหนังสือพิมพ์กิโลละเท่าไหร่ แล้วกระดาษรวมล่ะ",
     "โรงกระดาษโคราชปีนี้รับซื้อหนังสือพิมพ์กิโลละเท่าไหร่ แล้วกระดาษรวมล่ะ")])
def test_a_thing_added_in_a_sentence_of_its_own_asks_what_the_part_before_it_asked(question, second):
    """"… and alu cans same month?" asks how many kilos as the copper part did (recycling set): a second part, in that
    part's words; a list of things inside one sentence ("price per child and medical cover per accident") is not."""
    assert asked_parts(question)[1:] == [second]
    listed = "How does it compare with our Siam Safe policy - price per child and medical cover per accident? worth it?"
    assert asked_parts(listed) == [listed]


def test_what_a_cost_came_to_asks_an_amount_and_what_day_asks_a_date():
    """"what did guard wages come to in march last yr?" read no month's cell (securityguard set); "n what day was it
    paid" asked nothing (freightforwarder set, session 46)."""
    from engine.excerpts import ASKS

    assert ASKS[1][0].search("what did guard wages come to in march last yr?")
    assert ASKS[0][0].search("n what day was it paid")
    assert ASKS[0][0].search("ใบเสร็จเขียนยอดเท่าไหร่ ลงวันที่อะไรคะ")
