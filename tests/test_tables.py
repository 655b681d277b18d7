"""Which month was highest or lowest, read off a table by code (engine/tables.py) and given to the answer."""
from engine.answer_lines import RUNNER_UP, best_lines
from engine.tables import cell_line, extreme_asked, extreme_line, sheet_months

# A sheet as the xlsx reader writes it: a month a row, then the costs with a month a column.
SHEET = "\n".join([
    "รายรับค่าเรียน ม.ค.-มิ.ย. 2568 (Tuition income by course, Jan-Jun 2025)",
    "เดือน (Month) | เปียโน (Piano, THB) | กีตาร์ (Guitar, THB) | รวม (Total, THB) | จำนวนนักเรียน (Students)",
    "ม.ค. (Jan) | 68400 | 18900 | 87300 | 58",
    "ก.พ. (Feb) | 71200 | 19600 | 90800 | 60",
    "มี.ค. (Mar) | 74800 | 17200 | 92000 | 63",
    "เม.ย. (Apr) | 82600 | 24500 | 107100 | 71",
    "รวม (Total) | 296000 | 80200 | 377200",
    "",
    "รายจ่าย ม.ค.-เม.ย. 2568 (Expenses, Jan-Apr 2025)",
    "รายการ (Item) | ม.ค. (Jan) | ก.พ. (Feb) | มี.ค. (Mar) | เม.ย. (Apr) | หมายเหตุ (Note)",
    "ค่าเช่า (Rent) | 16000 | 16000 | 16000 | 17000 | ขึ้นเดือน เม.ย.",
    "ค่าไฟฟ้า (Electricity) | 3120 | 5380 | 4250 | 4460 | แอร์ 4 ห้อง",
    "รวม (Total) | 19120 | 21380 | 20250 | 21460",
])


def sheet(text: str = SHEET) -> list[dict]:
    return [{"name": "income_2568.xlsx", "path": "/docs/income_2568.xlsx", "location": "whole file", "text": text}]


def test_which_month_asks_highest_or_lowest_and_nothing_else_does():
    assert extreme_asked("Which month brought in the most tuition?") == 1
    assert extreme_asked("ครึ่งปีแรกขายได้เยอะสุดเดือนไหน กี่บาท") == 1
    assert extreme_asked("which month was the weakest, how much?") == -1
    assert extreme_asked("ค่าไฟเดือนไหนถูกที่สุด") == -1
    assert extreme_asked("what was the most we paid for rent?") == 0  # no month asked
    assert extreme_asked("how much was the rent in April?") == 0


def test_the_month_with_the_most_of_a_total_is_named_with_its_figure():
    assert extreme_line(sheet(), "which month this year brought in the most tuition in total?") == \
        (0, "เม.ย. (Apr): รวม (Total, THB) 107100")


def test_the_series_the_question_names_is_the_one_read_down_a_column():
    assert extreme_line(sheet(), "which month did guitar bring in the least?") == (0, "มี.ค. (Mar): กีตาร์ (Guitar, THB) 17200")


def test_a_row_of_a_table_with_a_month_a_column_is_read_across():
    assert extreme_line(sheet(), "ค่าไฟเดือนไหนสูงสุด") == (0, "ก.พ. (Feb): ค่าไฟฟ้า (Electricity) 5380")


def test_no_table_of_months_and_no_such_question_give_nothing():
    assert extreme_line(sheet("ค่าเช่าเดือนละ 12,500 บาท\nเงินมัดจำ 25,000 บาท"), "which month was the rent highest?") is None
    assert extreme_line(sheet(), "how much was the rent in April?") is None


def test_the_answer_lines_carry_the_month_for_the_part_that_asks_it():
    chosen = best_lines(sheet(), "how much tuition did we take altogether? and which month was the best, how much?")
    assert ("เม.ย. (Apr): รวม (Total, THB) 107100" in [line.text for _, line in chosen])


LEASE = "\n".join([
    "สัญญาเช่าพื้นที่",
    "ข้อ 3. ค่าเช่าเป็นรายเดือนตามตารางนี้",
    "ปี | ช่วงเวลา | ค่าเช่าต่อเดือน",
    "ปีที่ 1 | ก.ค. 2566 - มิ.ย. 2567 | 20,000 บาท",
    "ปีที่ 2 | ก.ค. 2567 - มิ.ย. 2568 | 21,500 บาท",
    "ปีที่ 3 | ก.ค. 2568 - มิ.ย. 2569 | 23,500 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 60,000 บาท",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
])


def test_the_last_year_of_a_schedule_is_its_last_row_not_the_late_fee():
    lease = [{"name": "สัญญาเช่า.docx", "path": "/docs/สัญญาเช่า.docx", "location": "whole file", "text": LEASE}]
    chosen = best_lines(lease, "ปีสุดท้ายของสัญญาเช่า ค่าเช่าขึ้นเป็นเดือนละเท่าไหร่ แล้วเงินประกันเท่าไหร่")
    assert [line.text for _, line in chosen] == ["ปีที่ 3 | ก.ค. 2568 - มิ.ย. 2569 | 23,500 บาท", "ข้อ 4. ผู้เช่าวางเงินประกัน 60,000 บาท"]
    assert [line.text for _, line in best_lines(lease, "what's the rent in the final year?")][0].startswith("ปีที่ 3")
    # "last year" is the year before, not a schedule's end
    assert not any(line.text.startswith("ปีที่ 3") for _, line in best_lines(lease, "what was the late fee last year?"))


def test_a_bare_in_the_end_asks_for_no_schedules_last_row():
    """"ที่นอนนุ่นที่สั่งเจ๊หงษ์รอบล่าสุด สุดท้ายเอากี่ผืน" got the stock sheet's last row (mattress set, session 39)."""
    chat = {"name": "แชทไลน์_เจ๊หงษ์.txt", "path": "/docs/แชทไลน์_เจ๊หงษ์.txt", "location": "whole file",
            "text": "[9 ก.ย. 68 18:40] กร: เจ๊ครับ ขอลดเหลือ 35 ผืนได้ไหมครับ\n"
                    "[9 ก.ย. 68 19:05] กร: โอเคครับ 35 ผืน ผืนละ 680 รวม 23,800 ครับ"}
    stock = {"name": "สต็อก.xlsx", "path": "/docs/สต็อก.xlsx", "location": "whole file",
             "text": "สินค้า | ผู้ขาย | คงเหลือ | ทุน | มูลค่า\nที่นอนนุ่น 3 ฟุต | หงษ์ทอง | 22 | 680 | 14960\n"
                     "ผ้านวม 6 ฟุต | พิมายโฮม | 40 | 390 | 15600"}
    chosen = best_lines([chat, stock], "ที่นอนนุ่นที่สั่งเจ๊หงษ์รอบล่าสุด สุดท้ายเอากี่ผืน ผืนละเท่าไหร่นะ")
    assert "ผ้านวม" not in chosen[0][1].text


def test_a_series_naming_what_the_question_rules_out_is_not_its_answer():
    """"how much did we spend on fuel for the delivery van in october? just fuel not repairs" got the van's fuel +
    repairs column (mattress set, session 39)."""
    van = {"name": "ยอดขายร้าน_2568.xlsx", "path": "/docs/ยอดขายร้าน_2568.xlsx", "location": "whole file", "text": (
        "ค่าใช้จ่ายร้าน ปี 2568 (Shop expenses 2568)\n"
        "เดือน (Month) | ค่าแรง (Wages) | ค่ารถส่งของ (Van: fuel + repairs) | รวม (Total)\n"
        "ส.ค. 2568 | 35200 | 21530 | 56730\nก.ย. 2568 | 35900 | 8150 | 44050\nต.ค. 2568 | 36850 | 12830 | 49680\n\n"
        "รถส่งของ (Delivery van 2568)\n"
        "เดือน (Month) | เที่ยวส่ง (Trips) | ค่าน้ำมัน (Fuel, THB) | ค่าซ่อมบำรุง (Repairs, THB)\n"
        "ส.ค. 2568 | 54 | 8930 | 12600\nก.ย. 2568 | 48 | 8150 | 0\nต.ค. 2568 | 57 | 9480 | 3350")}
    part = "how much did we spend on fuel for the delivery van in october? just fuel not repairs"
    _, line = cell_line([van], part, 10, part)
    assert line.endswith("9480"), line


def test_a_line_naming_another_number_of_the_thing_asked_is_passed_over():
    rates = [{"name": "commission_2568.md", "path": "/docs/commission_2568.md", "location": "whole file",
              "text": "ประเภท | ค่าคอม\nประกันรถยนต์ชั้น 3 | 12%\nประกันรถยนต์ชั้น 1 | 18%\nประกันรถยนต์ชั้น 2+ | 15%"}]
    chosen = best_lines(rates, "ปีนี้ให้คอมประกันรถชั้น 1 กี่เปอร์เซ็นต์นะ")
    assert [line.text for _, line in chosen] == ["ประกันรถยนต์ชั้น 1 | 18%"]


def test_a_later_part_asking_another_figure_of_that_month_does_not_name_the_series():
    chosen = best_lines(sheet(), "Which month had our best income so far, how much was it, and how many students did we have?")
    assert "เม.ย. (Apr): รวม (Total, THB) 107100" in [line.text for _, line in chosen]


def test_a_part_asking_of_that_month_gets_the_cell_of_the_series_it_names():
    texts = [line.text for _, line in best_lines(
        sheet(), "Which month had our best income so far, and how many students did we have that month?")]
    assert texts[:2] == ["เม.ย. (Apr): รวม (Total, THB) 107100", "เม.ย. (Apr): จำนวนนักเรียน (Students) 71"]


SHOP_BOOK = "\n".join([
    "ยอดขายรถ บุญมามอเตอร์ ปี 2568 (Bike sales 2568)",
    "เดือน (Month) | ฮอนด้า (Honda, คัน) | ยามาฮ่า (Yamaha, คัน) | รวม (Units) | ยอดขายรถ (Sales, THB)",
    "ส.ค. 2568 | 30 | 11 | 41 | 1912500", "ก.ย. 2568 | 31 | 12 | 43 | 2006300", "ต.ค. 2568 | 33 | 12 | 45 | 2093600",
    "รวม (Total) | 94 | 35 | 129 | 6012400",
    "",
    "รายได้งานซ่อมและอะไหล่ ปี 2568 (Service and parts 2568)",
    "เดือน (Month) | ค่าแรงซ่อม (Labour, THB) | ขายอะไหล่ (Parts, THB) | รวม (Total, THB)",
    "ส.ค. 2568 | 60100 | 80400 | 140500", "ก.ย. 2568 | 64200 | 82900 | 147100", "ต.ค. 2568 | 61900 | 81700 | 143600",
    "รวม (Total) | 186200 | 245000 | 431200",
])


def test_a_column_named_by_one_of_the_words_naming_its_table_gives_way_to_the_tables_total():
    """"how much did service n parts bring in in sept" is the sheet "Service and parts"'s total, not its Parts
    column (motorbikeshop set, session 40)."""
    book = [{**sheet()[0], "text": SHOP_BOOK}]
    part = "how much did service n parts bring in in sept?"
    assert cell_line(book, part, 9, part)[1] == "ก.ย. 2568: รวม (Total, THB) 147100"
    assert cell_line(book, "how much did parts bring in in sept?", 9, part)[1].endswith("82900")  # one word: its column


def test_what_the_question_leaves_out_asks_for_no_total():
    """"ตุลาปีนี้ขายรถได้ยอดเท่าไหร่ … ไม่รวมงานซ่อม": its รวม is no total asked, so the sales column of the sheet
    named for bike sales is read, not the parts one (motorbikeshop set, session 40)."""
    book = [{**sheet()[0], "text": SHOP_BOOK}]
    part = "ตุลาปีนี้ขายรถได้ยอดเท่าไหร่ครับ เอาเฉพาะขายรถ ไม่รวมงานซ่อม"
    assert cell_line(book, part, 10, part)[1] == "ต.ค. 2568: ยอดขายรถ (Sales, THB) 2093600"


def test_a_month_the_question_names_reads_the_cell_of_the_series_or_the_total_of_the_table_it_names():
    texts = [line.text for _, line in best_lines(sheet(), "เดือน ก.พ. ค่าเรียนรวมทั้งหมดเท่าไหร่ แล้วกีตาร์ได้เท่าไหร่")]
    assert texts == ["ก.พ. (Feb): รวม (Total, THB) 90800", "ก.พ. (Feb): กีตาร์ (Guitar, THB) 19600"]
    # across a row: the electricity of one month, not the row's first figure
    assert "มี.ค. (Mar): ค่าไฟฟ้า (Electricity) 4250" in [
        line.text for _, line in best_lines(sheet(), "ค่าไฟเดือนมีนาจ่ายไปเท่าไหร่")]


def test_a_line_naming_more_of_the_part_than_any_column_keeps_its_place():
    bill = {"name": "electricity_bill_2568-03.pdf", "path": "/docs/electricity_bill_2568-03.pdf", "location": "page 1",
            "text": "Electricity bill, March 2025\nMeter reading: 18,204 units\nElectricity charge with FT and VAT: 4,250.00 THB"}
    texts = [line.text for _, line in best_lines([bill, *sheet()], "March electricity charge with FT and VAT, how much?")]
    assert texts == ["Electricity charge with FT and VAT: 4,250.00 THB"]
    # the same question without the words only the bill holds reads the sheet's cell
    texts = [line.text for _, line in best_lines([bill, *sheet()], "how much was electricity in March?")]
    assert texts == ["มี.ค. (Mar): ค่าไฟฟ้า (Electricity) 4250"]


# A household sheet, a month a column, its rows the costs and a total (the boatyard set's ค่าใช้จ่ายบ้าน_2568.xlsx).
HOUSE = "\n".join([
    "ค่าใช้จ่ายบ้าน ม.ค.-มิ.ย. 2568 (Household spending 2025)",
    "รายการ (Item) | มี.ค. 68 (Mar) | เม.ย. 68 (Apr) | พ.ค. 68 (May) | มิ.ย. 68 (Jun)",
    "ผ่อนบ้าน ธอส. (Home loan) | 12400 | 12400 | 12400 | 12400",
    "ค่าไฟบ้าน (Electricity) | 1954.9 | 2416.75 | 2105.3 | 1973.58",
    "ประกันชีวิต (Life insurance) | 24600 | 0 | 0 | 0",
    "อื่นๆ (Other) | 1800 | 9600 | 2200 | 2700",
    "รวม (Total) | 56888.9 | 44695.75 | 45678.3 | 34000.58",
])


def test_asked_a_total_the_words_naming_the_sheet_do_not_name_one_of_its_rows():
    question = "ค่าใช้จ่ายในบ้านเดือนพฤษภากับมิถุนา รวมแล้วเดือนไหนจ่ายเยอะกว่ากันคะ เอายอดรวมทั้งสองเดือนมาดูหน่อย"
    # บ้าน names the sheet, not "ผ่อนบ้าน (Home loan)"; the กัน of เยอะกว่ากัน names no ประกันชีวิต
    assert cell_line(sheet(HOUSE), question, 5, question) == (0, "พ.ค. 68 (May): รวม (Total) 45678.3")
    # not asked a total, a row the question names is still read: the electricity of the house
    assert cell_line(sheet(HOUSE), "ค่าไฟบ้านเดือน มิ.ย. เท่าไหร่", 6, "ค่าไฟบ้านเดือน มิ.ย. เท่าไหร่") == \
        (0, "มิ.ย. 68 (Jun): ค่าไฟบ้าน (Electricity) 1973.58")


def test_of_two_rows_each_holding_one_word_asked_the_one_holding_more_of_it_is_read():
    # "ค่าอื่นๆ": อื่นๆ (Other), not ค่าไฟบ้าน, which holds only its ค่า
    assert cell_line(sheet(HOUSE), "ค่าอื่นๆ ต่างกันเยอะมั้ย", 4, "ค่าอื่นๆ ต่างกันเยอะมั้ย") == \
        (0, "เม.ย. 68 (Apr): อื่นๆ (Other) 9600")


def test_a_question_naming_a_kind_of_record_is_answered_from_a_file_of_that_kind():
    """"siam aqua sent the june feed invoice - how much do we owe them": the invoice's amount, not the June cell
    of the costs sheet's feed column (shrimp set)."""
    invoice = {"name": "SiamAquaFeed_invoice_2025-06.pdf", "path": "/d/SiamAquaFeed_invoice_2025-06.pdf",
               "location": "page 1", "text": "Siam Aqua Feed Co., Ltd.\nInvoice INV-2506-118\n"
                                            "Shrimp feed No. 3, 60 bags\nAmount due: 80,566.20 THB\nDue date: 28 July 2025"}
    costs = {"name": "costs_2568.xlsx", "path": "/d/costs_2568.xlsx", "location": "whole file", "text": "\n".join([
        "ต้นทุน ม.ค.-มิ.ย. 2568 (Costs)", "เดือน (Month) | อาหารกุ้ง (Feed, THB) | ค่าไฟ (Electricity, THB)",
        "พ.ค. (May) | 61200 | 17400", "มิ.ย. (Jun) | 84700 | 16950", "ก.ค. (Jul) | 70100 | 17100"])}
    texts = [line.text for _, line in best_lines([costs, invoice], "siam aqua sent the june feed invoice - how much "
                                                                    "do we owe them")]
    assert texts == ["Amount due: 80,566.20 THB"]
    assert [line.text for _, line in best_lines([costs, invoice], "how much did feed cost us in june?")] == [
        "มิ.ย. (Jun): อาหารกุ้ง (Feed, THB) 84700"]


# A household workbook with a sheet a month, whose rows name no month (the vineyard set's ค่าใช้จ่ายบ้าน_2568.xlsx),
# shown beside the farm's costs with a month a row.
MONTH_SHEETS = "\n".join([
    "ค่าใช้จ่ายบ้าน ก.ค. 2568 (Household spending)",
    "รายการ (Item) | จำนวนเงิน (Amount, THB) | หมายเหตุ (Note)",
    "กับข้าว / ตลาด | 10420",
    "ผ่อนรถกระบะ | 11240 | งวด 31/60",
    "ค่าขนมน้องภูมิ | 1500",
    "รวม (Total) | 33213.2",
    "",
    "ค่าใช้จ่ายบ้าน ส.ค. 2568 (Household spending)",
    "รายการ (Item) | จำนวนเงิน (Amount, THB) | หมายเหตุ (Note)",
    "กับข้าว / ตลาด | 9850",
    "ผ่อนรถกระบะ | 11240 | งวด 32/60",
    "ค่าขนมน้องภูมิ | 1500",
    "รวม (Total) | 36022.55",
])
FARM_COSTS = "\n".join([
    "ค่าใช้จ่ายไร่ ปี 2568 (Farm expenses 2568, THB)",
    "เดือน (Month) | ปุ๋ยและยา (Fertiliser) | ค่าแรง (Labour) | รวม (Total)",
    "มิ.ย. 68 | 47600 | 52300 | 121390",
    "ก.ค. 68 | 39100 | 71900 | 139110",
    "ส.ค. 68 | 44850 | 66500 | 137830",
])


def test_a_month_asked_of_a_sheet_a_month_workbook_is_read_from_that_months_sheet():
    passages = [{"name": "ค่าใช้จ่ายบ้าน_2568.xlsx", "path": "/docs/ค่าใช้จ่ายบ้าน_2568.xlsx", "location": "",
                 "text": MONTH_SHEETS},
                {"name": "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "path": "/docs/ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "location": "",
                 "text": FARM_COSTS}]
    question = "ค่าใช้จ่ายบ้านเดือน ส.ค. รวมทั้งเดือนเท่าไหร่ แล้วผ่อนรถไปเท่าไหร่นะ"
    # August's own total, not the farm's August cell; August's instalment, not July's; and no July line beside them
    texts = [line.text for _, line in best_lines(passages, question, RUNNER_UP)]
    assert "36022.55" in texts[0] and "11240" in texts[1]
    assert not any("33213.2" in text or "10420" in text or "31/60" in text for text in texts)
    july = best_lines(passages, "เดือนกรกฎาค่ากับข้าวตลาดเท่าไหร่")
    assert [line.text for _, line in july] == ["กับข้าว / ตลาด | 10420"]
    # "ทั้งเดือน" asks the month's total, not a row of August's alone (chocolate set: the part got the electricity row)
    august = MONTH_SHEETS.replace("รวม (Total) | 36022.55", "ค่าไฟบ้าน (Electricity) | 1688.2\nรวม (Total) | 36022.55")
    question = "เดือนสิงหาบ้านเราจ่ายค่ากับข้าวไปเท่าไหร่ แล้วทั้งเดือนใช้ไปเท่าไหร่คะ"
    texts = [line.text for _, line in best_lines([{**passages[0], "text": august}], question)]
    assert texts == ["กับข้าว / ตลาด | 9850", "ส.ค. 2568: รวม (Total) 36022.55"]
    # a row every month's sheet holds ("ค่าขนมน้องภูมิ | 1500") names no month: the sheet's cell is read instead
    assert "36022.55" in [line.text for _, line in best_lines(passages, "เดือนสิงหาใช้เงินในบ้านไปทั้งหมดเท่าไหร่")][0]
    # a line the ranker picks that is a row of another month's sheet only is passed over for one of that month's
    assert [line.text for _, line in best_lines(passages[:1], "เดือน ส.ค. ผ่อนรถกระบะงวดไหนแล้ว")] == \
        ["ผ่อนรถกระบะ | 11240 | งวด 32/60"]


def test_the_words_of_spending_name_no_series():
    """"ที่บ้านใช้เงินไปทั้งหมดเท่าไหร่" asks the household sheet's total: the shop's salaries column, whose เงินเดือน
    holds the question's เงิน, is no series it names (bowling set)."""
    shop = FARM_COSTS.replace("ค่าแรง (Labour)", "เงินเดือนพนักงาน (Salaries)")
    passages = [{"name": "ค่าใช้จ่ายบ้าน_2568.xlsx", "path": "/docs/ค่าใช้จ่ายบ้าน_2568.xlsx", "location": "",
                 "text": MONTH_SHEETS},
                {"name": "ยอดขาย_2568.xlsx", "path": "/docs/ยอดขาย_2568.xlsx", "location": "", "text": shop}]
    question = "เดือนสิงหาที่บ้านใช้เงินไปทั้งหมดเท่าไหร่ แล้วค่าขนมน้องภูมิเดือนนั้นเท่าไหร่อะ"
    texts = [line.text for _, line in best_lines(passages, question)]
    assert texts[0] == "ส.ค. 2568: รวม (Total) 36022.55"


FUEL = "\n".join([
    "ยอดขายน้ำมันปั๊มบุญมา ปี 2568 หน่วยลิตร (Fuel sold 2568, litres)",
    "เดือน (Month) | ดีเซล B7 (Diesel) | แก๊สโซฮอล์ 95 (Gasohol 95) | รวมลิตร (Total litres)",
    "มิ.ย. 2568 | 39800 | 12100 | 51900",
    "ก.ค. 2568 | 41200 | 12900 | 54100",
    "ส.ค. 2568 | 44600 | 20900 | 65500",
])


def test_a_unit_the_tables_title_holds_names_no_series_of_it():
    """"how many litres of diesel in august": the Diesel column of the litres sheet, not its Total litres, whose name
    holds the unit the title holds too (gasstation set, session 37: the answer gave 65,500)."""
    one = sheet(FUEL)
    asked = "how many litres of diesel did we sell in august this yr?"
    assert cell_line(one, asked, 8, asked) == (0, "ส.ค. 2568: ดีเซล B7 (Diesel) 44600")
    total = "how many litres did we sell in august altogether"
    assert cell_line(one, total, 8, total) == (0, "ส.ค. 2568: รวมลิตร (Total litres) 65500")


def test_a_sheet_a_month_is_read_across_its_sheets_by_item_and_its_title_names_none_of_them():
    one = sheet(MONTH_SHEETS)
    item = "ค่าขนมน้องภูมิเดือน ส.ค."
    assert cell_line(one, item, 8, item) == (0, "ส.ค. 2568: ค่าขนมน้องภูมิ 1500")
    # "ค่าใช้จ่ายบ้าน" is every sheet's title: asked of the month alone, its total, not a row holding บ้าน
    month = "ค่าใช้จ่ายบ้านเดือน ส.ค."
    assert cell_line(one, month, 8, month) == (0, "ส.ค. 2568: รวม (Total) 36022.55")
    # a month a sheet is no "which month" table with two sheets
    assert extreme_line(one, "เดือนไหนค่าใช้จ่ายบ้านเยอะที่สุด") is None


def test_rows_of_a_sheet_a_month_know_their_months_and_a_single_sheet_knows_none():
    months = sheet_months(MONTH_SHEETS)
    assert months["รวม (Total) | 33213.2"] == {7} and months["ค่าขนมน้องภูมิ | 1500"] == {7, 8}
    assert sheet_months(FARM_COSTS) == {} and sheet_months(HOUSE) == {}


SALES_BOOK = "\n".join([
    "ยอดขายร้าน ปี 2568 (Monthly sales 2568)",
    "เดือน (Month) | หน้าร้าน (Dine-in, THB) | เดลิเวอรี่ (Delivery, THB) | รวม (Total, THB)",
    "ส.ค. 2568 | 349100 | 109750 | 458850", "ก.ย. 2568 | 362400 | 112900 | 475300", "ต.ค. 2568 | 391800 | 118640 | 510440",
    "รวมทั้งปี (Year total) | 1103300 | 341290 | 1444590",
    "",
    "รายจ่ายร้าน ปี 2568 (Shop expenses 2568)",
    "เดือน (Month) | ค่าออกแบบป้าย (Sign design) | ค่าเช่า (Rent) | รวม (Total)",
    "ส.ค. 2568 | 4000 | 25000 | 29000", "ก.ย. 2568 | 0 | 25000 | 25000", "ต.ค. 2568 | 1500 | 25000 | 26500",
])


def test_paying_out_names_no_series_whose_name_holds_its_words():
    """"จ่ายออกไปทั้งหมด": ออก is the money going out, not the ค่าออกแบบ column (architect set, session 41)."""
    book = [{**sheet()[0], "text": SALES_BOOK.split("\n\n")[1]}]
    part = "เดือนกันยาปีนี้ ร้านจ่ายออกไปทั้งหมดกี่บาทคะ"
    assert cell_line(book, part, 9, part)[1] == "ก.ย. 2568: รวม (Total) 25000"


def test_selling_online_names_no_line_chat_so_a_months_cell_is_read():
    """"ขายออนไลน์ได้เท่าไหร่" holds ไลน์ but asks of no chat: the sales sheet's September cell, not the production
    sheet's total row, which the chat kind had left as the only text (ricecracker set, session 41)."""
    text = "\n".join([
        "ยอดขายข้าวแต๋น ปี 2567 (Monthly sales 2567, THB)",
        "เดือน (Month) | ร้านของฝาก (Souvenir shops) | ออนไลน์ (Online) | รวม (Total)",
        "ส.ค. 2567 | 41500 | 5100 | 46600", "ก.ย. 2567 | 40300 | 5900 | 46200", "ต.ค. 2567 | 57800 | 6800 | 64600",
        "รวมทั้งปี (Year total) | 139600 | 17800 | 157400", "",
        "ยอดผลิต ปี 2567 (bags of 10 discs)", "เดือน (Month) | ผลิต (Bags made) | เสีย/แตก (Broken, bags)",
        "ส.ค. 2567 | 2390 | 72", "ก.ย. 2567 | 2410 | 70", "ต.ค. 2567 | 2500 | 75", "รวม (Total) | 7300 | 217"])
    book = [{"name": "ยอดขาย_2567.xlsx", "path": "/docs/ยอดขาย_2567.xlsx", "location": "whole file", "text": text}]
    lines = [line.text for _, line in best_lines(book, "ปีที่แล้วเดือนกันยา ขายออนไลน์ได้เท่าไหร่ครับ")]
    assert lines[0] == "ก.ย. 2567: ออนไลน์ (Online) 5900"


def test_a_sales_books_title_holding_the_product_asked_names_its_column_not_its_total():
    """"ปีที่แล้วเดือน มิ.ย. ขายปลาดุกได้กี่บาท" over "ยอดขายฟาร์มกบปลาดุกแก้วมณี ปี 2567": the title's farm name holds
    ปลาดุก and its ยอดขาย ขาย, so the Catfish column was read as naming the table and the total answered (frogfarm set,
    session 44)."""
    book = "\n".join([
        "ยอดขายฟาร์มกบปลาดุกแก้วมณี ปี 2567 (Monthly sales 2567)",
        "เดือน (Month) | กบเป็น (Live frogs, THB) | ปลาดุก (Catfish, THB) | รวม (Total, THB)",
        "พ.ค. 2567 | 80100 | 35200 | 115300", "มิ.ย. 2567 | 86100 | 38400 | 124500", "ก.ค. 2567 | 90200 | 40100 | 130300"])
    found = cell_line([{"text": book}], "ปีที่แล้วเดือน มิ.ย. ขายปลาดุกได้กี่บาทครับ", 6,
                      "ปีที่แล้วเดือน มิ.ย. ขายปลาดุกได้กี่บาทครับ")
    assert found is not None and "38400" in found[1]


BOOK = "\n".join([
    "สมุดบัญชีร้านซ่อมคอม ปี 2568 - รายจ่ายรายเดือน (Expenses by month, THB)",
    "เดือน (Month) | ซื้อหมึก (Ink stock) | อะไหล่ (Parts) | ค่าเช่าร้าน (Rent) | ค่าจ้าง (Wage) | รวม (Total)",
    "ก.ค. 68 | 8800 | 10900 | 9500 | 13000 | 42200",
    "ส.ค. 68 | 9400 | 11800 | 9500 | 13000 | 43700",
    "ก.ย. 68 | 9900 | 12780 | 9500 | 13000 | 45180",
    "",
    "สมุดบัญชีร้านซ่อมคอม ปี 2568 - รายรับ (Income by month, THB)",
    "เดือน (Month) | ขายอะไหล่ (Parts sales) | ค่าซ่อม (Repairs) | รวม (Total)",
    "ก.ค. 68 | 14100 | 23800 | 37900",
    "ส.ค. 68 | 15200 | 24300 | 39500",
    "ก.ย. 68 | 16400 | 25100 | 41500",
])


def test_the_shops_word_names_its_book_and_cost_of_names_no_column_alone():
    """"เดือน ก.ย. ปีนี้ร้านเราจ่ายค่าอะไหล่ไปเท่าไหร่" read the Rent column: ค่าเช่าร้าน holds ร้าน and ค่า, Parts only
    อะไหล่; the book's title holds ร้าน, and ค่า is a word of most costs (inkrefill set, session 46). Asked what was
    bought, the sales column of the same thing is no answer either (landscaper set)."""
    asked = "เดือน ก.ย. ปีนี้ร้านเราจ่ายค่าอะไหล่ไปเท่าไหร่"
    assert cell_line(sheet(BOOK), asked, 9, asked) == (0, "ก.ย. 68: อะไหล่ (Parts) 12780")
    bought = "เดือน ส.ค. ค่าอะไหล่ที่ซื้อเข้าร้านกี่บาท"
    assert cell_line(sheet(BOOK), bought, 8, bought) == (0, "ส.ค. 68: อะไหล่ (Parts) 11800")
    sold = "เดือน ส.ค. ขายอะไหล่ได้เท่าไหร่"
    assert cell_line(sheet(BOOK), sold, 8, sold) == (0, "ส.ค. 68: ขายอะไหล่ (Parts sales) 15200")

    # ... while a column holding the question's ค่า word as written ("…กับค่าน้ำมันเดือนมีนา": ค่าน้ำมัน (Diesel)) weighs as
    # much as one holding another word (เหมารถ/ทัวร์ (Charter)), and its longer words take it (busdepot set)
    book = "\n".join([
        "รายรับรายจ่าย อู่รถบัส ปี 2568",
        "เดือน (Month) | เหมารถ/ทัวร์ (Charter) | ค่าน้ำมัน (Diesel) | รวม (Total)",
        "ม.ค. (Jan) | 312000 | 168400 | 480400",
        "ก.พ. (Feb) | 356000 | 181200 | 537200",
        "มี.ค. (Mar) | 402000 | 196900 | 598900",
    ])
    asked = "เทียบรายได้เหมารถกับค่าน้ำมันเดือนมีนา ปีนี้กับปีที่แล้ว"
    assert cell_line(sheet(book), asked, 3, asked) == (0, "มี.ค. (Mar): ค่าน้ำมัน (Diesel) 196900")
