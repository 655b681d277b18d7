"""The harvester folder: the papers of a rice-harvester and tractor hire contractor in Roi Et and his household.

The owner is นายประเสริฐ ศรีบุญเรือง (เสริฐ, "เสี่ยเสริฐ" to the crew). He runs "ศรีบุญเรืองรถเกี่ยว"
(Sriboonruang Harvester Service) from 112 ม.5 ต.ขวัญเมือง อ.เสลภูมิ จ.ร้อยเอ็ด: two combine harvesters (คันที่ 1,
a Kubota DC-70 that is paid off; คันที่ 2, a Kubota DC-105X on hire purchase with Isan Agri Leasing) and a Kubota
M9540 tractor for ploughing. Farmers book per rai. The crew: ลุงคำ (drives คันที่ 1), บุญมี (drives คันที่ 2) and
two helpers, ต้น and เอก. His wife อรุณี (รุณ) keeps the books, their daughter ด.ญ.ฝ้ายคำ (ฝ้าย) is in ม.1,
his father พ่อทองใบ lives with them. It is early December 2568 (2025), just after the นาปี harvest.

Documents/ธุรกิจรถเกี่ยว/ (the business)
- บัญชี/บัญชีรถเกี่ยว_2568.xlsx: this year's book, three sheets: รายรับ Income (rai harvested, harvest income,
  tractor income, total, ม.ค.-พ.ย. 2568), ค่าใช้จ่าย Expenses (diesel, crew wages, parts/repairs, loan instalment),
  น้ำมัน Diesel (litres, average price, cost). October diesel 138,446; October income 676,800.
- บัญชี/บัญชีรถเกี่ยว_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567 (500 a rai; Nov 2,180 rai;
  October income 540,000).
- บัญชี/ค่าแรงคนขับ_ตุลาคม68.md: October crew wages: drivers 60 a rai (640 and 600 rai), helpers 400 a day,
  95,200 in all.
- คิวงาน/คิวเกี่ยวข้าว_นาปี2568.xlsx: November bookings (farmer, village, rai, rate, amount, harvester, deposit)
  and a per-village summary sheet; 2,310 rai in all.
- คิวงาน/ประกาศอัตราค่าเกี่ยว_2568.docx: the rate card: harvesting 550 a rai, lodged rice 650, ploughing 300/250.
- สัญญา/สัญญาจ้างเกี่ยว_แปลงใหญ่หนองแวง_ร่าง.docx: draft contract with the Nong Waeng large-plot group,
  1,200 rai at 520 (624,000), deposit 124,800.
- สัญญา/สัญญาจ้างเกี่ยว_แปลงใหญ่หนองแวง_ฉบับจริง.docx: the signed contract, 1,350 rai at 500 (675,000),
  deposit 100,000, 5-30 พ.ย. 2568.
- สินเชื่อรถเกี่ยว/สัญญาเช่าซื้อรถเกี่ยว_อีสานอะกรีลีสซิ่ง.docx: the Thai hire-purchase contract for คันที่ 2
  (บริษัท อีสานอะกรี ลีสซิ่ง จำกัด): 1,980,000, down 396,000, 10 half-yearly instalments of 194,040.
- สินเชื่อรถเกี่ยว/IsanAgriLeasing_payment_notice_Nov2025.pdf: the same firm in English (Isan Agri Leasing Co.,
  Ltd.): instalment 6 of 10, 194,040 THB due 30 Nov 2025, 776,160 outstanding after it.
- สินเชื่อรถเกี่ยว/email_from_IsanAgriLeasing_Nov2025.txt: English cover email: new bank account from 1 Dec,
  the offer to split instalment 6 (100,000 by 30 Nov, the rest by 31 Dec).
- อะไหล่/KhonKaenAgriParts_quotation_rubber_track.pdf: English quote for a pair of rubber tracks and sprockets
  for คันที่ 2, 69,300.00 THB.
- อะไหล่/ใบเสนอราคา_ตีนตะขาบ_ช.เจริญอะไหล่.docx: a Thai quote for the same job from another shop, 72,000.
- อะไหล่/RoiEtFarmMachinery_service_invoice_Oct2025.pdf: English repair invoice for คันที่ 1, 14,780.00,
  due 5 Nov 2025.
- น้ำมัน/Rungruang_diesel_statement_Oct2025.pdf: the filling station's English credit statement for October,
  4,340 litres, 138,446.00 THB, due 15 Nov 2025.
- แชท/แชทไลน์_ผญบ.สมหมาย_โนนสวรรค์.txt: LINE chat with the village headman: 550 asked, 500 offered, settled
  at 520; later the lodged 60-rai field at 600.
- แชท/แชทไลน์_กลุ่มคนขับรถเกี่ยว.txt: the crew's LINE group: driver pay argued from 60 up, settled at ไร่ละ 70
  from 1 พ.ย.
- แชท/แชทไลน์_เฮียชัย_รถเทรลเลอร์.txt: LINE chat with the low-bed trailer man (3,000 then 2,800 a trip).
- สรุปฤดูเกี่ยวนาปี2568.pptx: slides, the season (3,610 rai, 1,906,200) and next year's plan (third harvester,
  used, 850,000).
- บันทึกซ่อมบำรุงรถเกี่ยว.md: maintenance log of both harvesters and the tractor.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/IsanLink_internet_bill_Oct2025.pdf: English bills.
- ประกัน/MunRiver_pickup_insurance_renewal_2025.pdf: English renewal letter for the Hilux (16,480, pay by
  20 Dec 2025); the daughter's accident cover in the household book is paid to มูลริเวอร์ประกันภัย (the same firm).
- ค่าเทอมฝ้าย/ค่าเทอม_ฝ้าย_เทอม1-2568.docx and ค่าเทอม_ฝ้าย_เทอม2-2568.docx: school fee notices (23,450; 24,950).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); September 20,788.90.
- แชทไลน์_ครอบครัวเรา.txt: the family's LINE group (fees, insurance, the school trip 1,200 then 1,500).
- ภาษีที่ดิน_อบต.ขวัญเมือง_2568.docx: the sub-district's land and building tax notice (3,780 for the shed).
- นัดหมอพ่อ.md: notes on the father's knee appointments.
- ทำบุญกฐิน_2568.md: the family's list for the temple's kathin.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
LETTERHEAD = "ศรีบุญเรืองรถเกี่ยว (Sriboonruang Harvester Service) 112 ม.5 ต.ขวัญเมือง อ.เสลภูมิ จ.ร้อยเอ็ด 45120 โทร 081-964-2357"

# ---------------------------------------------------------------- bookings (November 2568)
# (date, farmer, village, rai, rate, harvester, deposit, status)
BOOKINGS = [
    ("5-30 พ.ย. 68", "กลุ่มวิสาหกิจชุมชนนาแปลงใหญ่บ้านหนองแวง (นายบุญส่ง พลราช)", "หนองแวง", 1350, 500, "1+2",
     100000, "ตามสัญญา"),
    ("3 พ.ย. 68", "นายวีระ ทองสุข", "หนองหลวง", 120, 550, "1", 500, "เกี่ยวแล้ว"),
    ("3 พ.ย. 68", "นายเสถียร ใจกล้า", "หนองหลวง", 85, 550, "2", 500, "เกี่ยวแล้ว"),
    ("4 พ.ย. 68", "นางทองม้วน สีดา", "หนองหลวง", 65, 550, "2", 500, "เกี่ยวแล้ว"),
    ("12 พ.ย. 68", "นายทองดี มีสุข", "โนนสวรรค์", 45, 520, "1", 500, "เกี่ยวแล้ว"),
    ("12 พ.ย. 68", "นางบุญเรือง แสงทอง", "โนนสวรรค์", 32, 520, "1", 500, "เกี่ยวแล้ว"),
    ("13 พ.ย. 68", "นายสมพงษ์ ภูผา", "โนนสวรรค์", 60, 600, "2", 500, "เกี่ยวแล้ว (ข้าวล้ม)"),
    ("13 พ.ย. 68", "นายคำพันธ์ ศรีสุข", "โนนสวรรค์", 28, 520, "1", 500, "เกี่ยวแล้ว"),
    ("14 พ.ย. 68", "นางจันทร์เพ็ญ ดวงดี", "โนนสวรรค์", 55, 520, "1", 500, "เกี่ยวแล้ว"),
    ("14 พ.ย. 68", "นายประยงค์ บุตรดี", "โนนสวรรค์", 40, 520, "2", 500, "เกี่ยวแล้ว"),
    ("15 พ.ย. 68", "นายสุวิทย์ คำมา", "โนนสวรรค์", 70, 520, "2", 500, "เกี่ยวแล้ว"),
    ("16 พ.ย. 68", "นางสาวลำดวน พรมมา", "โนนสวรรค์", 50, 520, "1", 500, "เกี่ยวแล้ว"),
    ("20 พ.ย. 68", "นายบุญชู แก้วกล้า", "ดอนแดง", 150, 550, "1", 1000, "เกี่ยวแล้ว"),
    ("22 พ.ย. 68", "นายอุดม พลเยี่ยม", "ดอนแดง", 90, 550, "2", 500, "เกี่ยวแล้ว"),
    ("24 พ.ย. 68", "นางสาวพิมพ์ใจ คำภู", "ดอนแดง", 70, 550, "1", 500, "เกี่ยวแล้ว"),
]


def _nov_income() -> int:
    return sum(rai * rate for _, _, _, rai, rate, *_ in BOOKINGS)


# ---------------------------------------------------------------- books
RAI_2568 = [0, 0, 180, 420, 150, 0, 0, 0, 60, 1240, 2310]
HARVEST_2568 = [0, 0, 99000, 231000, 82500, 0, 0, 0, 33000, 676800, _nov_income()]
TRACTOR_2568 = [24000, 8400, 0, 0, 31500, 46200, 18900, 6300, 0, 0, 0]
LITRES_2568 = [260, 95, 640, 1450, 720, 510, 210, 70, 215, 4340, 8060]
PRICE_2568 = [31.94, 31.94, 32.10, 32.50, 32.20, 31.90, 31.60, 31.94, 31.94, 31.90, 31.98]
WAGES_2568 = [4800, 2400, 19200, 41600, 16400, 9600, 4800, 2400, 7200, 95200, 184100]
PARTS_2568 = [3500, 12800, 8900, 6200, 2400, 5600, 3100, 1800, 38600, 22150, 9800]
INSTALMENT = 194040
LOAN_2568 = [0, 0, 0, INSTALMENT, 0, 0, 0, 0, 0, 0, INSTALMENT]

RAI_2567 = [0, 0, 150, 390, 120, 0, 0, 0, 40, 1080, 2180, 460]
HARVEST_2567 = [r * 500 for r in RAI_2567]
TRACTOR_2567 = [21000, 7500, 0, 0, 28500, 42000, 16500, 4500, 0, 0, 0, 0]
LITRES_2567 = [230, 85, 540, 1330, 610, 470, 190, 55, 150, 3780, 7560, 1610]
PRICE_2567 = [30.94, 30.94, 31.44, 32.44, 32.94, 32.94, 32.94, 32.94, 32.94, 32.94, 32.94, 32.94]
WAGES_2567 = [4200, 2100, 15000, 35100, 12000, 8400, 4200, 2100, 4800, 73200, 152400, 36000]
PARTS_2567 = [2800, 9600, 7400, 5100, 1900, 4800, 2600, 1500, 31200, 18400, 8600, 12300]
LOAN_2567 = [0, 0, 0, INSTALMENT, 0, 0, 0, 0, 0, 0, INSTALMENT, 0]


def _money(value: float):
    value = round(value, 2)
    return int(value) if float(value).is_integer() else value


def _book(path: Path, year: str, rai, harvest, tractor, litres, price, wages, parts, loan) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับศรีบุญเรืองรถเกี่ยว ปี {year} (Income {year})"])
    income.append(["เดือน (Month)", "ไร่ที่เกี่ยว (Rai harvested)", "ค่าเกี่ยวข้าว (Harvest income, THB)",
                   "ค่าไถนา (Tractor hire, THB)", "รวม (Total, THB)"])
    for month, r, h, t in zip(MONTHS, rai, harvest, tractor):
        income.append([f"{month} {year}", r, h, t, h + t])
    income.append(["รวมทั้งปี (Year total)", sum(rai), sum(harvest), sum(tractor), sum(harvest) + sum(tractor)])
    for column in (2, 3, 4, 5):
        money_format(income, column)

    diesel_costs = [_money(l * p) for l, p in zip(litres, price)]
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายรถเกี่ยวและรถไถ ปี {year} (Expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าน้ำมันดีเซล (Diesel)", "ค่าแรงคนขับ/ลูกน้อง (Crew wages)",
                  "อะไหล่/ค่าซ่อม (Parts, repairs)", "ค่างวดรถเกี่ยว (Harvester instalment)", "รวม (Total)"])
    for month, d, w, p, n in zip(MONTHS, diesel_costs, wages, parts, loan):
        costs.append([f"{month} {year}", d, w, p, n, _money(d + w + p + n)])
    costs.append(["รวมทั้งปี (Year total)", _money(sum(diesel_costs)), sum(wages), sum(parts), sum(loan),
                  _money(sum(diesel_costs) + sum(wages) + sum(parts) + sum(loan))])
    for column in range(2, 7):
        money_format(costs, column)

    fuel = book.create_sheet("น้ำมัน Diesel")
    fuel.append([f"น้ำมันดีเซล ปี {year} (เติมเชื่อที่ หจก.รุ่งเรืองปิโตรเลียม)"])
    fuel.append(["เดือน (Month)", "ลิตร (Litres)", "ราคาเฉลี่ย/ลิตร (Avg price)", "รวมเงิน (Cost, THB)"])
    for month, l, p, d in zip(MONTHS, litres, price, diesel_costs):
        fuel.append([f"{month} {year}", l, p, d])
    fuel.append(["รวมทั้งปี (Year total)", sum(litres), "", _money(sum(diesel_costs))])
    money_format(fuel, 2)
    money_format(fuel, 4)
    book.save(path)


def _bookings_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คิวงาน พ.ย.68"
    sheet.append(["คิวเกี่ยวข้าวนาปี 2568 เดือนพฤศจิกายน (Harvest bookings, Nov 2568)"])
    sheet.append(["วันที่เกี่ยว", "ชื่อ", "บ้าน", "ไร่", "ราคา/ไร่", "ค่าเกี่ยว (บาท)", "รถคันที่", "มัดจำ", "สถานะ"])
    for date, name, village, rai, rate, car, deposit, status in BOOKINGS:
        sheet.append([date, name, village, rai, rate, rai * rate, car, deposit, status])
    sheet.append(["รวม", "", "", sum(b[3] for b in BOOKINGS), "", _nov_income(), "",
                  sum(b[6] for b in BOOKINGS), ""])
    for column in (4, 5, 6, 8):
        money_format(sheet, column)
    summary = book.create_sheet("สรุปตามหมู่บ้าน")
    summary.append(["บ้าน (Village)", "จำนวนเจ้า", "ไร่", "ค่าเกี่ยวรวม (บาท)"])
    for village in ("หนองแวง", "หนองหลวง", "โนนสวรรค์", "ดอนแดง"):
        rows = [b for b in BOOKINGS if b[2] == village]
        summary.append([village, len(rows), sum(b[3] for b in rows), sum(b[3] * b[4] for b in rows)])
    for column in (3, 4):
        money_format(summary, column)
    book.save(path)


WAGES_OCT = """# ค่าแรงคนขับและลูกน้อง ตุลาคม 2568

คนขับคิดไร่ละ 60 บาท (ตามไร่ที่เกี่ยวจริง) ลูกน้องคิดรายวัน วันละ 400 บาท

| ชื่อ | งาน | คิดจาก | รวม |
|---|---|---|---|
| ลุงคำ (คำปั่น ภูสิงห์) | ขับคันที่ 1 | 640 ไร่ x 60 | 38,400 บาท |
| บุญมี ศรีหา | ขับคันที่ 2 | 600 ไร่ x 60 | 36,000 บาท |
| ต้น | ลูกน้อง/ขนข้าว | 26 วัน x 400 | 10,400 บาท |
| เอก | ลูกน้อง/ขนข้าว | 26 วัน x 400 | 10,400 บาท |

รวมค่าแรง ต.ค. 95,200 บาท โอนแล้ว 1 พ.ย. 68
บุญมีเบิกล่วงหน้าไป 3,000 วันที่ 15 ต.ค. หักแล้วในยอดโอน (โอนจริง 33,000)
"""

RATE_CARD = [
    LETTERHEAD,
    "ประกาศอัตราค่าบริการ ปี 2568",
    "รับเกี่ยวข้าวนาปี นาปรัง รถเกี่ยวคูโบต้า 2 คัน และรับไถนา",
]
RATE_TABLE = [
    ("บริการ", "อัตรา"),
    ("เกี่ยวข้าว (นาปกติ)", "550 บาท/ไร่"),
    ("เกี่ยวข้าวล้ม/นาหล่ม", "650 บาท/ไร่"),
    ("ไถดะ (ผาน 3)", "300 บาท/ไร่"),
    ("ไถแปร (ผาน 7)", "250 บาท/ไร่"),
    ("ค่าขนย้ายรถ ระยะเกิน 15 กม.", "1,500 บาท/เที่ยว"),
]
RATE_BOTTOM = [
    "รับงานขั้นต่ำ 5 ไร่ จองคิวมัดจำเจ้าละ 500 บาท ส่วนที่เหลือจ่ายวันเกี่ยวเสร็จ",
    "กลุ่มเกิน 300 ไร่ ราคาคุยกันได้",
    "ติดต่อ เสริฐ 081-964-2357 หรือไลน์ @sriboonruang",
]

# ---------------------------------------------------------------- contracts
CONTRACT_TOP = "สัญญาจ้างเกี่ยวข้าว"
DRAFT = [
    "สัญญาจ้างเกี่ยวข้าว (ร่าง)",
    "ทำที่ ศาลากลางบ้านหนองแวง ต.ขวัญเมือง อ.เสลภูมิ จ.ร้อยเอ็ด  วันที่ 1 ตุลาคม 2568",
    "ระหว่าง กลุ่มวิสาหกิจชุมชนนาแปลงใหญ่บ้านหนองแวง โดย นายบุญส่ง พลราช ประธานกลุ่ม ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายประเสริฐ ศรีบุญเรือง เจ้าของศรีบุญเรืองรถเกี่ยว ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
DRAFT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างเกี่ยวนวดข้าวหอมมะลิ 105 ของสมาชิกกลุ่ม รวมพื้นที่ประมาณ 1,200 ไร่\n"
     "ใช้รถเกี่ยวนวด 2 คัน พร้อมคนขับและน้ำมันเชื้อเพลิงของผู้รับจ้าง"),
    ("ข้อ 2 ค่าจ้าง", "ไร่ละ 520 บาท คิดตามพื้นที่วัดจริง รวมประมาณ 624,000 บาท"),
    ("ข้อ 3 ระยะเวลา", "เริ่มเกี่ยววันที่ 10 พฤศจิกายน 2568 ให้แล้วเสร็จภายในวันที่ 30 พฤศจิกายน 2568"),
    ("ข้อ 4 เงินมัดจำ", "ผู้ว่าจ้างวางมัดจำร้อยละ 20 เป็นเงิน 124,800 บาท ในวันทำสัญญา"),
    ("ข้อ 5 การจ่ายเงิน", "ส่วนที่เหลือจ่ายภายใน 7 วันหลังเกี่ยวเสร็จ"),
]
DRAFT_BOTTOM = ["(ร่าง ยังไม่เซ็น รอประชุมกลุ่ม 8 ต.ค. ว่าสมาชิกเพิ่มกี่ไร่ ประธานขอลดราคา)"]

FINAL = [
    "สัญญาจ้างเกี่ยวข้าว",
    "สัญญาเลขที่ นพ.หนองแวง 03/2568",
    "ทำที่ ศาลากลางบ้านหนองแวง ต.ขวัญเมือง อ.เสลภูมิ จ.ร้อยเอ็ด  วันที่ 10 ตุลาคม 2568",
    "ระหว่าง กลุ่มวิสาหกิจชุมชนนาแปลงใหญ่บ้านหนองแวง โดย นายบุญส่ง พลราช ประธานกลุ่ม ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายประเสริฐ ศรีบุญเรือง เจ้าของศรีบุญเรืองรถเกี่ยว ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
FINAL_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างเกี่ยวนวดข้าวหอมมะลิ 105 ของสมาชิกกลุ่ม 42 ราย รวมพื้นที่ 1,350 ไร่\n"
     "ใช้รถเกี่ยวนวด 2 คัน พร้อมคนขับและน้ำมันเชื้อเพลิงของผู้รับจ้าง"),
    ("ข้อ 2 ค่าจ้าง", "ไร่ละ 500 บาท คิดตามพื้นที่วัดจริง รวม 675,000 บาท (หกแสนเจ็ดหมื่นห้าพันบาทถ้วน)\n"
     "แปลงข้าวล้มเกินครึ่งแปลง คิดเพิ่มไร่ละ 100 บาท"),
    ("ข้อ 3 ระยะเวลา", "เริ่มเกี่ยววันที่ 5 พฤศจิกายน 2568 ให้แล้วเสร็จภายในวันที่ 30 พฤศจิกายน 2568\n"
     "ผู้ว่าจ้างจัดลำดับแปลงและคนนำทาง"),
    ("ข้อ 4 เงินมัดจำ", "ผู้ว่าจ้างวางมัดจำ 100,000 บาท ในวันทำสัญญา"),
    ("ข้อ 5 การจ่ายเงิน", "ส่วนที่เหลือ 575,000 บาท จ่ายภายใน 7 วันหลังเกี่ยวเสร็จ โอนเข้าบัญชี ธ.ก.ส. สาขาเสลภูมิ"),
    ("ข้อ 6 ค่าปรับ", "หากผู้รับจ้างเข้าเกี่ยวช้ากว่ากำหนดเกิน 3 วัน ยอมให้หักค่าจ้างวันละ 2,000 บาท"),
]
FINAL_BOTTOM = ["ลงชื่อ บุญส่ง พลราช ผู้ว่าจ้าง", "ลงชื่อ ประเสริฐ ศรีบุญเรือง ผู้รับจ้าง",
                "ลงชื่อ สมหมาย ไชยวงศ์ ผู้ใหญ่บ้าน พยาน"]

# ---------------------------------------------------------------- loan
HP_CONTRACT = [
    "บริษัท อีสานอะกรี ลีสซิ่ง จำกัด สาขาร้อยเอ็ด ถนนเทวาภิบาล อ.เมือง จ.ร้อยเอ็ด",
    "สัญญาเช่าซื้อเครื่องจักรกลการเกษตร เลขที่ IAL-HP-66-0217",
    "ทำเมื่อวันที่ 15 กุมภาพันธ์ 2566",
    "ผู้เช่าซื้อ นายประเสริฐ ศรีบุญเรือง  ผู้ค้ำประกัน นางอรุณี ศรีบุญเรือง",
]
HP_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("ทรัพย์สินที่เช่าซื้อ", "รถเกี่ยวนวดข้าว คูโบต้า DC-105X (คันที่ 2) เลขเครื่อง 5KX-21847"),
    ("ราคาเงินสด", "1,980,000 บาท"),
    ("เงินดาวน์", "396,000 บาท"),
    ("ยอดจัดเช่าซื้อ", "1,584,000 บาท"),
    ("อัตราดอกเบี้ย", "4.5% ต่อปี (คงที่) 5 ปี"),
    ("จำนวนงวด", "10 งวด ทุก 6 เดือน (30 เม.ย. และ 30 พ.ย.)"),
    ("ค่างวด", "งวดละ 194,040 บาท"),
    ("งวดแรก", "30 เมษายน 2566"),
    ("งวดสุดท้าย", "30 พฤศจิกายน 2570"),
]
HP_BOTTOM = [
    "ผิดนัดชำระ คิดเบี้ยปรับร้อยละ 1.25 ต่อเดือนของค่างวดที่ค้าง",
    "ผู้เช่าซื้อต้องทำประกันภัยรถเกี่ยวทุกปีตลอดอายุสัญญา ระบุบริษัทเป็นผู้รับประโยชน์",
    "ผิดนัด 2 งวดติดกัน บริษัทมีสิทธิ์บอกเลิกสัญญาและยึดรถคืน",
]
LEASING_NOTICE = [
    "ISAN AGRI LEASING CO., LTD.\n"
    "Roi Et Branch, Thewaphiban Road, Mueang Roi Et 45000   Tel. 043-512-880\n"
    "\n"
    "PAYMENT NOTICE                         Date: 3 Nov 2025\n"
    "To: Mr. Prasert Sriboonruang, 112 Moo 5, Khwan Mueang, Selaphum, Roi Et 45120\n"
    "Hire-purchase contract: IAL-HP-66-0217\n"
    "Asset: Kubota DC-105X combine harvester, engine no. 5KX-21847\n"
    "\n"
    "Instalment no.: 6 of 10\n"
    "Amount due: 194,040 THB\n"
    "Due date: 30 Nov 2025\n"
    "Instalments paid so far: 5 (970,200 THB)\n"
    "Outstanding balance after this instalment: 776,160 THB (4 instalments)\n"
    "Next instalment: 30 Apr 2026\n"
    "\n"
    "Late payment: a penalty of 1.25% per month is charged on the overdue amount.\n"
    "Please also send a copy of the harvester insurance renewal before 15 Jan 2026.\n"
    "Pay at any branch of Bangkok Bank or by transfer (see the account in our email).\n"
    "Collections Department",
]
LEASING_EMAIL = """From: Wanida Phonsawat <collections.roiet@isanagrileasing.co.th>
To: sriboonruang.harvest@gmail.com
Date: Tue, 4 Nov 2025 09:12
Subject: Payment notice - contract IAL-HP-66-0217 (instalment 6)

Dear Khun Prasert,

Please find attached the payment notice for instalment 6 of your harvester contract, due on 30 November 2025.

Two points:
1. From 1 December 2025 please transfer to our new account: Bangkok Bank, Roi Et branch,
   account no. 512-3-04567-8 (Isan Agri Leasing Co., Ltd.). The old Krungthai account closes on 31 December.
2. As harvest payments from farmers often come late this year, we can split instalment 6 into two parts:
   100,000 THB by 30 November and the rest by 31 December 2025, with no penalty. If you want this,
   please reply by 25 November.

Please send the transfer slip to LINE @isanagri.

Best regards,
Wanida Phonsawat
Collections, Isan Agri Leasing Co., Ltd.
043-512-880 ext. 14
"""

# ---------------------------------------------------------------- parts, repairs, diesel
KK_QUOTE = [
    "KHON KAEN AGRIPARTS CO., LTD.\n"
    "Harvester and tractor parts - Mittraphap Road, Mueang Khon Kaen 40000  Tel. 043-306-215\n"
    "\n"
    "QUOTATION No. KKAP-Q2511-036        Date: 6 Nov 2025\n"
    "To: Sriboonruang Harvester Service (Khun Prasert), Selaphum, Roi Et\n"
    "For: Kubota DC-105X combine harvester (your unit no. 2)\n"
    "\n"
    "Item                                   Qty     Unit price    Amount\n"
    "Rubber track 500x90x56, heavy duty     2 pcs   29,500.00     59,000.00\n"
    "Drive sprocket (OEM type)              2 pcs    3,900.00      7,800.00\n"
    "Fitting at your yard                   1 job    2,500.00      2,500.00\n"
    "\n"
    "TOTAL 69,300.00 THB (VAT included)\n"
    "Delivery: 3 days after order. Warranty: 6 months on tracks.\n"
    "Payment: 50% with order, balance on fitting. This quotation is valid for 30 days.\n"
    "Sales: Khun Kittisak 089-440-7316",
]
CJ_QUOTE = [
    "ร้าน ช.เจริญอะไหล่เกษตร  123 ถ.ปัทมานนท์ อ.เสลภูมิ จ.ร้อยเอ็ด  โทร 043-551-209",
    "ใบเสนอราคา เลขที่ 2568/114  วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณประเสริฐ ศรีบุญเรือง (ศรีบุญเรืองรถเกี่ยว)",
    "เรื่อง ตีนตะขาบยางและเฟืองขับ รถเกี่ยวคูโบต้า DC-105X",
]
CJ_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("ตีนตะขาบยาง 500x90x56", "2 เส้น", "30,500", "61,000"),
    ("เฟืองขับ (เทียบแท้)", "2 ตัว", "4,200", "8,400"),
    ("ค่าแรงติดตั้ง นอกสถานที่", "1 งาน", "2,600", "2,600"),
    ("รวมทั้งสิ้น", "", "", "72,000"),
]
CJ_BOTTOM = [
    "รวมทั้งสิ้น 72,000 บาท (เจ็ดหมื่นสองพันบาทถ้วน) รวมภาษีแล้ว",
    "รับประกันตีนตะขาบ 1 ปี ของมีในร้าน ติดตั้งได้ภายใน 1 วัน",
    "ชำระเงินสดหรือโอนวันติดตั้ง เครดิตลูกค้าประจำ 30 วัน",
    "ผู้เสนอราคา ชาญชัย เจริญผล",
]
SERVICE_INVOICE = [
    "ROI ET FARM MACHINERY CO., LTD.\n"
    "Authorised service for combine harvesters and tractors - Roi Et-Selaphum Road, km 12\n"
    "\n"
    "SERVICE INVOICE No. SV-2510-044          Date: 21 Oct 2025\n"
    "Customer: Sriboonruang Harvester Service (Mr. Prasert Sriboonruang)\n"
    "Machine: Kubota DC-70 combine harvester (unit no. 1), hour meter 4,182\n"
    "Work: field repair, threshing drum noise and belt slip\n"
    "\n"
    "Threshing drum bearing set      2 x 1,850.00     3,700.00\n"
    "V-belt set (thresher drive)     1 x 2,980.00     2,980.00\n"
    "Hydraulic oil                  20 L x 145.00     2,900.00\n"
    "Cutter knife sections          20 x 85.00        1,700.00\n"
    "Labour                                           2,000.00\n"
    "Field service call (Selaphum)                    1,500.00\n"
    "\n"
    "TOTAL 14,780.00 THB (VAT included)\n"
    "Payment due: 5 Nov 2025. Transfer to Kasikornbank 047-2-33518-6.\n"
    "Technician: Mr. Anucha. Next service due at 4,400 hours.",
]
DIESEL_LINES = [("3 Oct", "Harvester 1", 420), ("3 Oct", "Harvester 2", 400), ("8 Oct", "Harvester 1", 460),
                ("8 Oct", "Harvester 2", 440), ("13 Oct", "Harvester 1", 480), ("13 Oct", "Harvester 2", 450),
                ("18 Oct", "Harvester 1", 470), ("18 Oct", "Harvester 2", 430), ("24 Oct", "Harvester 1", 410),
                ("24 Oct", "Harvester 2", 380)]


def _diesel_statement() -> list[str]:
    lines = [f"{d:<8}{v:<16}{l:>6} L  x 31.90  {l * 31.9:>12,.2f}" for d, v, l in DIESEL_LINES]
    litres = sum(l for *_, l in DIESEL_LINES)
    return [
        "RUNGRUANG PETROLEUM LTD., PART.\n"
        "PT service station, Selaphum-Phon Thong Road, Selaphum, Roi Et   Tel. 043-551-744\n"
        "\n"
        "CREDIT ACCOUNT STATEMENT - October 2025\n"
        "Customer: Sriboonruang Harvester Service    Account: C-0412\n"
        "Product: High speed diesel B7\n"
        "\n"
        "Date    Vehicle           Litres   Price     Amount\n" + "\n".join(lines) + "\n"
        "\n"
        f"Total litres: {litres:,}\n"
        f"TOTAL DUE: {litres * 31.9:,.2f} THB\n"
        "Payment due: 15 Nov 2025 (30 days credit). Credit limit 250,000 THB.\n"
        "Note: pump price from 1 Nov 2025 is 31.98 THB per litre.",
    ]


# ---------------------------------------------------------------- slides
def _season_slides() -> list[tuple[str, str]]:
    rai = sum(RAI_2568[8:11])
    income = sum(HARVEST_2568[8:11])
    diesel = sum(_money(l * p) for l, p in zip(LITRES_2568[8:11], PRICE_2568[8:11]))
    return [
        ("สรุปฤดูเกี่ยวนาปี 2568 และแผนปี 2569", "ศรีบุญเรืองรถเกี่ยว เสลภูมิ ร้อยเอ็ด\nประเสริฐ ศรีบุญเรือง  ธันวาคม 2568"),
        ("ผลงานนาปี 2568 (ก.ย.-พ.ย.)", f"เกี่ยวรวม {rai:,} ไร่ (ปีที่แล้ว 3,300 ไร่)\n"
                                       f"รายได้ค่าเกี่ยว {income:,} บาท\n"
                                       f"ค่าน้ำมันดีเซล {diesel:,.2f} บาท\n"
                                       "ลูกค้ารายใหญ่: แปลงใหญ่หนองแวง 1,350 ไร่"),
        ("ปัญหาปีนี้", "ตีนตะขาบคันที่ 2 สึก ต้องเปลี่ยนก่อนนาปรัง\nพายุต้น พ.ย. ข้าวล้มหลายแปลง เกี่ยวช้า\n"
                       "ค่าแรงคนขับขึ้นเป็นไร่ละ 70 ตั้งแต่ พ.ย."),
        ("แผนปี 2569", "ซื้อรถเกี่ยวคันที่ 3 (DC-70 มือสอง) งบ 850,000 บาท ดาวน์ 170,000\n"
                       "ราคาเกี่ยวคงที่ไร่ละ 550\nรับงานนาปรังให้ได้อย่างน้อย 900 ไร่\nหาคนขับเพิ่ม 1 คน"),
        ("เงินผ่อน", "อีสานอะกรีลีสซิ่ง งวดละ 194,040 บาท (เม.ย./พ.ย.)\nจ่ายแล้ว 6 งวด เหลือ 4 งวด จบ พ.ย. 2570"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1688.25, "PEA"), ("ค่าน้ำประปา (Water)", 236, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "IsanLink"), ("ค่ากับข้าว (Food)", 8400, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 3600, ""),
                  ("ประกันอุบัติเหตุน้องฝ้าย (Fai's accident cover)", 980, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.ร้อยเอ็ด"), ("ค่ารถรับส่งฝ้าย (School van)", 1200, ""),
                  ("ภาษีที่ดินและโรงรถ (Land tax)", 3780, "อบต.ขวัญเมือง")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1765.40, "PEA"), ("ค่าน้ำประปา (Water)", 248, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "IsanLink"), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 3850, ""),
                  ("ประกันอุบัติเหตุน้องฝ้าย (Fai's accident cover)", 980, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.ร้อยเอ็ด"), ("ค่ารถรับส่งฝ้าย (School van)", 1200, ""),
                  ("ทำบุญงานบวชหลาน (Ordination gift)", 2000, "บ้านดอนแดง")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1796.56, "PEA"), ("ค่าน้ำประปา (Water)", 262, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "IsanLink"), ("ค่ากับข้าว (Food)", 9700, "ช่วงเกี่ยว เลี้ยงลูกน้อง"),
                  ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 4420, ""),
                  ("ประกันอุบัติเหตุน้องฝ้าย (Fai's accident cover)", 980, "มูลริเวอร์ประกันภัย"),
                  ("ค่ายาพ่อ + ฉีดยาเข่า (Dad's medicine, injection)", 2850, "รพ.ร้อยเอ็ด"),
                  ("ค่ารถรับส่งฝ้าย (School van)", 1200, ""), ("ทำบุญออกพรรษา (Temple)", 1000, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอุดมวิทยา ร้อยเอ็ด", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ฝ้ายคำ ศรีบุญเรือง  ชั้น ม.1/3  เลขประจำตัว 10388"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน สาขาร้อยเอ็ด 0201-5566-7781",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและชุดพละ", "3,150")], "23,450", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่ากิจกรรมค่ายลูกเสือ", "1,200"), ("ค่าคอมพิวเตอร์", "1,500"),
                           ("ค่าเรียนเสริมภาษาจีน", "1,950")], "24,950", "14 พฤศจิกายน 2568")

LAND_TAX = [
    "องค์การบริหารส่วนตำบลขวัญเมือง อำเภอเสลภูมิ จังหวัดร้อยเอ็ด",
    "หนังสือแจ้งการประเมินภาษีที่ดินและสิ่งปลูกสร้าง (ภ.ด.ส.6) ประจำปี 2568",
    "ที่ รอ 78101/0457   วันที่ 18 มิถุนายน 2568",
    "เรียน นายประเสริฐ ศรีบุญเรือง  112 ม.5 ต.ขวัญเมือง",
]
LAND_TAX_TABLE = [
    ("ทรัพย์สิน", "การใช้ประโยชน์", "มูลค่าประเมิน (บาท)", "ภาษี (บาท)"),
    ("ที่ดินโฉนด 4521 เนื้อที่ 24 ไร่", "เกษตรกรรม (บุคคลธรรมดา ได้รับยกเว้น)", "1,920,000", "0"),
    ("บ้านเลขที่ 112 พร้อมที่ดิน", "ที่อยู่อาศัย หลังหลัก (ได้รับยกเว้น)", "1,450,000", "0"),
    ("โรงจอดรถเกี่ยวและโกดัง พร้อมที่ดิน 1 ไร่", "อื่นๆ (ประกอบกิจการ) อัตรา 0.3%", "1,260,000", "3,780"),
    ("รวมภาษีที่ต้องชำระ", "", "", "3,780"),
]
LAND_TAX_BOTTOM = ["กรุณาชำระภายในวันที่ 31 สิงหาคม 2568 ที่กองคลัง อบต.ขวัญเมือง",
                   "ชำระเกินกำหนด เสียเบี้ยปรับร้อยละ 10 และเงินเพิ่มร้อยละ 1 ต่อเดือน",
                   "หากไม่เห็นด้วยกับการประเมิน ยื่นคำร้องคัดค้านภายใน 30 วัน"]

PEA_ENERGY, PEA_FT, PEA_SERVICE = 1601.41, 39.40, 38.22


def _pea_bill() -> list[str]:
    base = PEA_ENERGY + PEA_FT + PEA_SERVICE
    vat = round(base * 0.07, 2)
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Selaphum Office, Roi Et\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Prasert Sriboonruang\n"
        "Address: 112 Moo 5, Khwan Mueang, Selaphum, Roi Et 45120\n"
        "Customer no. 020004417265\n"
        "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
        "Meter reading: 23,517 -> 23,915   Units used: 398 kWh\n"
        f"Energy charge {PEA_ENERGY:,.2f}  Ft {PEA_FT:.2f}  Service {PEA_SERVICE:.2f}  VAT 7% {vat:.2f}\n"
        f"AMOUNT DUE: {base + vat:,.2f} THB\n"
        "Due date: 28 Oct 2025\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


ISANLINK_BILL = [
    "ISANLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Prasert Sriboonruang    Account: IL-4512-0093\n"
    "Package: Home Fibre 1000/500 Mbps     650.00\n"
    "VAT 7%                                 45.50\n"
    "TOTAL                                 695.50 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or at Counter Service.",
]
INSURANCE_LETTER = [
    "MUN RIVER INSURANCE PUBLIC COMPANY LIMITED\n"
    "Roi Et Branch, Ratchakit Khlakhla Road\n"
    "24 November 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, CLASS 1\n"
    "Dear Mr. Prasert Sriboonruang,\n"
    "Your policy no. MRI-6805-1187 for the vehicle below expires on 31 Dec 2025.\n"
    "Vehicle: Toyota Hilux Revo 2.4 Prerunner, year 2020, registration Bor Tor 4412 Roi Et\n"
    "\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "Sum insured: 480,000 THB (last year 520,000 THB)\n"
    "Premium: 16,480 THB including stamp duty and VAT (last year 15,900 THB)\n"
    "Deductible: 1,000 THB per claim if the driver is not named. Named drivers: Prasert, Arunee.\n"
    "Please pay by 20 Dec 2025 by bank transfer or through your agent, Khun Nittaya (089-622-4105).\n"
    "Your daughter's student accident policy (MRA-6803-0571) remains in force until 31 May 2026.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ธุรกิจรถเกี่ยว/บัญชี/ค่าแรงคนขับ_ตุลาคม68.md": WAGES_OCT,
    "ธุรกิจรถเกี่ยว/สินเชื่อรถเกี่ยว/email_from_IsanAgriLeasing_Nov2025.txt": LEASING_EMAIL,
    "ธุรกิจรถเกี่ยว/แชท/แชทไลน์_ผญบ.สมหมาย_โนนสวรรค์.txt": """[2 ต.ค. 68 18:20] ผญบ.สมหมาย: เสริฐ ปีนี้บ้านโนนสวรรค์รวมกันได้ 8 เจ้า ประมาณ 380 ไร่ จะคิดไร่ละเท่าไหร่
[2 ต.ค. 68 18:35] ประเสริฐ รถเกี่ยว: ปีนี้ไร่ละ 550 ครับพ่อใหญ่ ตามประกาศเลย น้ำมันขึ้น
[2 ต.ค. 68 18:41] ผญบ.สมหมาย: แพงไปน้อ ได้ข่าวว่าหนองแวงได้ 500 ขอ 500 ได้บ่
[2 ต.ค. 68 19:02] ประเสริฐ รถเกี่ยว: หนองแวงเขาเหมาทั้งกลุ่มเป็นพันไร่ครับ ของพ่อใหญ่ผมให้ 530
[3 ต.ค. 68 07:15] ผญบ.สมหมาย: 520 เถาะ ลูกบ้านจะได้บ่บ่น
[3 ต.ค. 68 07:40] ประเสริฐ รถเกี่ยว: โอเคครับ ไร่ละ 520 เข้าเกี่ยว 12-16 พ.ย. ฝากเก็บมัดจำเจ้าละ 500 ด้วยครับ
[3 ต.ค. 68 07:42] ผญบ.สมหมาย: ได้ๆ
[9 พ.ย. 68 17:30] ผญบ.สมหมาย: เสริฐ พายุเมื่อคืน นาสมพงษ์ล้มหมดเลย 60 ไร่
[9 พ.ย. 68 17:45] ประเสริฐ รถเกี่ยว: ข้าวล้มเกี่ยวช้ากินน้ำมันครับพ่อใหญ่ ตามประกาศ 650 แต่แปลงนั้นผมคิดไร่ละ 600 นะครับ แปลงอื่น 520 เท่าเดิม
[9 พ.ย. 68 18:03] ผญบ.สมหมาย: เออ ตกลงตามนั้น เดี๋ยวบอกสมพงษ์ให้
[16 พ.ย. 68 18:10] ประเสริฐ รถเกี่ยว: เกี่ยวโนนสวรรค์ครบแล้วครับ 380 ไร่ ขอบคุณพ่อใหญ่มากครับ
""",
    "ธุรกิจรถเกี่ยว/แชท/แชทไลน์_กลุ่มคนขับรถเกี่ยว.txt": """[28 ต.ค. 68 19:02] เสริฐ: แจ้งทุกคน 5 พ.ย. เริ่มแปลงใหญ่หนองแวง 1,350 ไร่ รถสองคันไปพร้อมกัน ออกจากบ้าน ตี 5 ครึ่ง
[28 ต.ค. 68 19:10] ลุงคำ: เสี่ย งานหนองแวงหนัก เกี่ยวถึงมืด ขอขึ้นค่าคนขับเป็นไร่ละ 80 ได้บ่
[28 ต.ค. 68 19:25] เสริฐ: 80 บ่ไหวลุง น้ำมันก็ขึ้น ผมให้ไร่ละ 65
[28 ต.ค. 68 19:31] บุญมี: 75 เถาะพี่ ปีที่แล้วก็ 60 มาทั้งปี
[28 ต.ค. 68 20:05] เสริฐ: โอเค สรุปนะ ตั้งแต่ 1 พ.ย. คนขับได้ไร่ละ 70 ต้นกับเอกวันละ 400 เท่าเดิม ข้าวเช้าข้าวเที่ยงผมเลี้ยง
[28 ต.ค. 68 20:07] ลุงคำ: ตกลงครับเสี่ย
[28 ต.ค. 68 20:08] บุญมี: 👍
[4 พ.ย. 68 17:40] เสริฐ: พรุ่งนี้เติมน้ำมันที่ปั๊มรุ่งเรืองก่อนออก ลงบัญชีเชื่อไว้เหมือนเดิม คันละ 450 ลิตร
[4 พ.ย. 68 17:52] ต้น: เฮียชัยเอารถเทรลเลอร์มาขนรถเกี่ยวกี่โมงครับ
[4 พ.ย. 68 17:55] เสริฐ: 6 โมงเช้า ต้นไปช่วยผูกรถด้วย
[18 พ.ย. 68 20:30] บุญมี: คันที่ 2 ตีนตะขาบซ้ายเริ่มหลุดร่องแล้วพี่ ต้องเปลี่ยนก่อนนาปรัง
[18 พ.ย. 68 20:41] เสริฐ: รู้แล้ว ขอราคาไว้สองร้านแล้ว ขอนแก่นกับ ช.เจริญ
""",
    "ธุรกิจรถเกี่ยว/แชท/แชทไลน์_เฮียชัย_รถเทรลเลอร์.txt": """[30 ต.ค. 68 10:05] เสริฐ: เฮียชัย วันที่ 5 พ.ย. ขนรถเกี่ยว 2 คันไปหนองแวงได้ไหมครับ ประมาณ 28 กิโล
[30 ต.ค. 68 10:20] เฮียชัย เทรลเลอร์: ได้ เที่ยวละ 3,000 สองคันสองเที่ยว
[30 ต.ค. 68 10:24] เสริฐ: ลดหน่อยเฮีย ขนกลับอีกรอบ 30 พ.ย. ด้วย รวม 4 เที่ยว
[30 ต.ค. 68 10:40] เฮียชัย เทรลเลอร์: งั้นเที่ยวละ 2,800 รวมสี่เที่ยว 11,200 จ่ายตอนขนกลับก็ได้
[30 ต.ค. 68 10:41] เสริฐ: ตกลงครับ 5 พ.ย. 6 โมงเช้านะ
[30 พ.ย. 68 18:15] เฮียชัย เทรลเลอร์: ขนกลับครบแล้ว โอน 11,200 ได้เลย
[30 พ.ย. 68 18:30] เสริฐ: โอนแล้วครับเฮีย ขอบคุณครับ
""",
    "ธุรกิจรถเกี่ยว/บันทึกซ่อมบำรุงรถเกี่ยว.md": """# บันทึกซ่อมบำรุงรถเกี่ยวและรถไถ

## คันที่ 1 คูโบต้า DC-70 (ซื้อ 2562 ผ่อนหมดแล้ว)
- 2 ก.ย. 68 ชั่วโมง 3,960 เปลี่ยนน้ำมันเครื่อง กรองน้ำมัน กรองอากาศ (ทำเอง)
- 21 ต.ค. 68 ชั่วโมง 4,182 ลูกปืนถังนวดดัง สายพานลื่น เรียกช่างร้อยเอ็ดฟาร์มแมชชีนเนอรี่มาซ่อมที่นา
- นัดเช็คระยะครั้งถัดไป 4,400 ชั่วโมง

## คันที่ 2 คูโบต้า DC-105X (ซื้อ ก.พ. 2566 เช่าซื้อกับอีสานอะกรีลีสซิ่ง)
- 5 ก.ย. 68 ชั่วโมง 1,905 เปลี่ยนน้ำมันเครื่อง น้ำมันไฮดรอลิก
- 18 พ.ย. 68 ตีนตะขาบซ้ายหลุดร่อง ยางแตกหลายข้อ ต้องเปลี่ยนทั้งคู่พร้อมเฟืองขับ
- ขอใบเสนอราคาสองร้าน: KhonKaen AgriParts กับ ช.เจริญอะไหล่ เทียบกันก่อนสั่ง

## รถไถ คูโบต้า M9540
- มิ.ย. 68 เปลี่ยนผานไถ 3 ใบ 4,500 บาท
- ยังไม่ถึงระยะเปลี่ยนน้ำมัน (ชั่วโมง 2,210)
""",
    "บ้าน/แชทไลน์_ครอบครัวเรา.txt": """[27 ต.ค. 68 20:02] รุณ: พ่อเสริฐ ค่าเทอมฝ้ายเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[27 ต.ค. 68 20:10] เสริฐ: เงินค่าเกี่ยวหนองหลวงเข้าแล้วค่อยโอน ช่วงนี้ยุ่งมาก
[27 ต.ค. 68 20:12] ฝ้าย: แม่ๆ ค่าทัศนศึกษาไปขอนแก่น 1,200 นะคะ
[3 พ.ย. 68 19:40] ฝ้าย: ครูบอกว่าเปลี่ยนเป็นค้างคืน ค่าทัศนศึกษาขึ้นเป็น 1,500 ค่ะ จ่ายภายใน 20 พ.ย.
[3 พ.ย. 68 19:45] รุณ: โอเค แม่ให้ 1,500
[10 พ.ย. 68 07:05] รุณ: โอนค่าเทอมฝ้ายแล้ว 24,950 ส่งสลิปให้ครูแล้ว
[25 พ.ย. 68 21:00] รุณ: ประกันรถกระบะมาแล้ว ปีนี้ 16,480 ต้องจ่ายก่อน 20 ธ.ค.
[25 พ.ย. 68 21:04] เสริฐ: รอเงินแปลงใหญ่หนองแวงเข้าก่อน ต้นเดือนจ่าย
[26 พ.ย. 68 06:30] พ่อทองใบ: วันที่ 9 ธ.ค. พ่อนัดหมอเข่าที่ รพ.ร้อยเอ็ดเด้อ
[26 พ.ย. 68 06:40] รุณ: แม่พาไปเองพ่อ
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อทองใบ ศรีบุญเรือง)
- ข้อเข่าเสื่อมทั้งสองข้าง รักษาที่ รพ.ร้อยเอ็ด คลินิกกระดูกและข้อ
- ต.ค. 68 ฉีดยาเข้าเข่า 1 เข็ม ค่าใช้จ่ายรวมค่ายา 2,850 บาท (ส่วนเกินสิทธิบัตรทอง)
- นัดครั้งถัดไป 9 ธันวาคม 2568 เวลา 09.30 น. เอาบัตรประชาชนกับสมุดนัดไปด้วย
- ค่ายาปกติเดือนละประมาณ 1,150 บาท
- หมอห้ามยกของหนัก ห้ามนั่งยองๆ
""",
    "บ้าน/ทำบุญกฐิน_2568.md": """# กฐินสามัคคี วัดบ้านโนนสวรรค์ 2 พ.ย. 2568
- ครอบครัวเราร่วมทำบุญ 2,000 บาท (ในนามพ่อทองใบ)
- ร่วมเป็นเจ้าภาพโรงทาน ข้าวต้ม 1 หม้อใหญ่
- ฝ้ายไปช่วยแห่ขบวน
- ยอดกฐินรวมทั้งวัด 312,450 บาท
""",
}
TODO = {"todo.md": """- สั่งตีนตะขาบคันที่ 2 (เลือกร้าน) ก่อนนาปรัง
- ตามเงินค่าเกี่ยวที่เหลือจากแปลงใหญ่หนองแวง
- จ่ายประกันรถกระบะ ก่อน 20 ธ.ค.
- ส่งสำเนาประกันรถเกี่ยวให้ลีสซิ่ง ก่อน 15 ม.ค.
- พาพ่อไปหาหมอ 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจรถเกี่ยว"
    books, queue, contracts = biz / "บัญชี", biz / "คิวงาน", biz / "สัญญา"
    loan, parts, fuel = biz / "สินเชื่อรถเกี่ยว", biz / "อะไหล่", biz / "น้ำมัน"
    home = docs / "บ้าน"
    for folder in (books, queue, contracts, loan, parts, fuel, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมฝ้าย"):
        folder.mkdir(parents=True, exist_ok=True)
    _book(books / "บัญชีรถเกี่ยว_2568.xlsx", "2568", RAI_2568, HARVEST_2568, TRACTOR_2568, LITRES_2568,
          PRICE_2568, WAGES_2568, PARTS_2568, LOAN_2568)
    _book(books / "บัญชีรถเกี่ยว_2567.xlsx", "2567", RAI_2567, HARVEST_2567, TRACTOR_2567, LITRES_2567,
          PRICE_2567, WAGES_2567, PARTS_2567, LOAN_2567)
    _bookings_book(queue / "คิวเกี่ยวข้าว_นาปี2568.xlsx")
    write_docx(queue / "ประกาศอัตราค่าเกี่ยว_2568.docx", RATE_CARD, RATE_TABLE, bottom=RATE_BOTTOM)
    write_docx(contracts / "สัญญาจ้างเกี่ยว_แปลงใหญ่หนองแวง_ร่าง.docx", DRAFT, headings=DRAFT_HEADINGS,
               bottom=DRAFT_BOTTOM)
    write_docx(contracts / "สัญญาจ้างเกี่ยว_แปลงใหญ่หนองแวง_ฉบับจริง.docx", FINAL, headings=FINAL_HEADINGS,
               bottom=FINAL_BOTTOM)
    write_docx(loan / "สัญญาเช่าซื้อรถเกี่ยว_อีสานอะกรีลีสซิ่ง.docx", HP_CONTRACT, HP_TABLE, bottom=HP_BOTTOM)
    make_pdf(loan / "IsanAgriLeasing_payment_notice_Nov2025.pdf", LEASING_NOTICE)
    make_pdf(parts / "KhonKaenAgriParts_quotation_rubber_track.pdf", KK_QUOTE)
    write_docx(parts / "ใบเสนอราคา_ตีนตะขาบ_ช.เจริญอะไหล่.docx", CJ_QUOTE, CJ_TABLE, bottom=CJ_BOTTOM)
    make_pdf(parts / "RoiEtFarmMachinery_service_invoice_Oct2025.pdf", SERVICE_INVOICE)
    make_pdf(fuel / "Rungruang_diesel_statement_Oct2025.pdf", _diesel_statement())
    write_slides(biz / "สรุปฤดูเกี่ยวนาปี2568.pptx", _season_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", _pea_bill())
    make_pdf(home / "Bills" / "IsanLink_internet_bill_Oct2025.pdf", ISANLINK_BILL)
    make_pdf(home / "ประกัน" / "MunRiver_pickup_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอม_ฝ้าย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอม_ฝ้าย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "ภาษีที่ดิน_อบต.ขวัญเมือง_2568.docx", LAND_TAX, LAND_TAX_TABLE, bottom=LAND_TAX_BOTTOM)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
