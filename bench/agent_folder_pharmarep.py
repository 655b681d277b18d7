"""The pharmarep folder: the papers of a Thai medical (pharmaceutical sales) representative and her household.

The owner is ปวีณา อินทรประเสริฐ (แพรว, Praew, Paweena Intaraprasert), Medical Representative of Meridian Pharma
(Thailand) Co., Ltd. for the Phitsanulok - Sukhothai - Uttaradit territory. She is salaried (38,500 a month since
1 เม.ย. 2568), earns a monthly commission on her territory sales (target 950,000 a month), gets a car allowance
for her own Toyota Yaris Ativ and claims expenses every month. Her manager is คุณวิทยา ชัยสิทธิ์ (พี่วิท, Wit).
She lives at 88/14 หมู่ 5 ต.อรัญญิก อ.เมืองพิษณุโลก จ.พิษณุโลก with her husband ธนพล (พี่ต่อ) and their
daughter ด.ญ.ณิชา (น้องข้าวหอม, Nicha) in ป.4; her mother นางบุญเรือน แสงทอง (แม่) had a cataract operation on
the right eye; her brother is พี่โจ้. It is November 2568 (2025).

Documents/Meridian งาน/ (the job)
- Payslip/Payslip_Sep2025.pdf: English payslip paid 25 Sep 2025: basic 38,500.00, commission on Aug sales 13,881.00,
  car allowance 8,000.00, fuel 4,500.00, phone 800.00, reimbursement 5,275.00, gross 70,956.00; SSO 750.00,
  PVD 1,925.00, tax 3,960.00; net pay 64,321.00.
- Payslip/Payslip_Oct2025.pdf: paid 24 Oct 2025: basic 38,500.00, commission on Sep sales 20,372.80, car 8,000.00,
  fuel 4,500.00, phone 800.00, reimbursement of the Sep claim 6,430.00, gross 78,602.80; SSO 750.00, PVD 1,925.00,
  tax 5,184.00; net pay 70,743.80.
- HR & Policy/Commission plan 2025_Meridian.pdf: English commission plan: monthly target 950,000; below 90% nothing,
  90-99.9% 1.5%, 100-109.9% 2.0%, 110% and up 2.5% of the month's sales, paid with the next month's salary; Q4
  bonus 15,000 for 105% of the quarter target; returns clawed back.
- HR & Policy/Car allowance policy_2025.pdf: English car policy: allowance 8,000 a month, fuel 4,500 flat, car at
  most 7 years old with class 1 insurance, mileage above 2,500 km a month paid at 4.00 THB/km, claims by the 5th,
  per diem 300 a night out of town, hotel cap 1,500, HCP meals at most 900 per head.
- HR & Policy/หนังสือปรับเงินเดือน_เม.ย.68.docx: HR letter (28 มี.ค. 2568): salary 36,800 -> 38,500 (+1,700,
  about 4.6%) from 1 เมษายน 2568, car allowance 7,500 -> 8,000, rating Exceeds.
- ยอดขาย/ยอดขาย_เขตพิษณุโลก_2568.xlsx: this year's sales book, two sheets (sales by product and month with target
  and achievement; commission by month), ม.ค.-ต.ค.: Aug 925,400 (97.4%), Sep 1,018,640 (107.2%), Oct 1,062,500.
- ยอดขาย/ยอดขาย_เขตพิษณุโลก_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค., target 880,000: Aug 840,950.
- ยอดขาย/Q3 review_แพรว_final.pptx: slides, Q3 2568 sales 2,948,640 vs target 2,850,000 (103.5%).
- ลูกค้า/Meridian_PriceList_2025.xlsx: price list (hospital / clinic / drugstore), e.g. Lipovas 20 mg 385/420/450,
  Gastrazole 40 mg 465/510/545; a second sheet with the Q4 promotions.
- ลูกค้า/รายชื่อหมอ_รพ.ลูกค้า_เขตพล-สท-อต.xlsx: doctors and pharmacists with nicknames (นพ.ธีรวัฒน์ = หมอธี,
  ภญ.นันทนา เรืองศรี = พี่นก at รพ.รวมแพทย์พิษณุ ...), two sheets.
- ลูกค้า/cycle meeting notes 6Oct2025.md: English notes of the district cycle meeting (KPIs, Q4 focus).
- ใบเสนอราคา รพ.รวมแพทย์/ใบเสนอราคา_รวมแพทย์พิษณุ_ร่าง.docx: draft quote QT-MRD-PSL-68-041 (13 ต.ค. 2568): Lipovas
  20 mg 200 x 385 = 77,000, Glucora XR 150 x 290 = 43,500, 120,500 + VAT 8,435 = 128,935.
- ใบเสนอราคา รพ.รวมแพทย์/ใบเสนอราคา_รวมแพทย์พิษณุ_final v2.docx: final (24 ต.ค. 2568) to ภญ.นันทนา: Lipovas 240 x 365
  = 87,600, Glucora XR 150 x 280 = 42,000, 129,600 + VAT 9,072 = 138,672, 24 boxes free, credit 60 days.
- ใบเสนอราคา รพ.รวมแพทย์/แชทไลน์_ภญ.นก_รวมแพทย์.txt: LINE chat with พี่นก: 385 quoted, 340 and 350 asked, 370 and 355
  offered, settled 365 for 240 boxes + 24 free, Glucora 280; PO-RP-2568/1187 on 28 ต.ค.
- CME ปลายปี/Quotation_RiversideGrand_CME dinner.pdf: English banquet quote BQ-2025-1142 for 40 guests: 26,000 +
  room 5,000 + AV 2,500 = 33,500, service 3,350, VAT 2,579.50, total 39,429.50.
- CME ปลายปี/ใบเสนอราคา_เรือนไม้ริมน่าน_จัดเลี้ยง.docx: Thai caterer's quote 68/0331 for the same dinner: 40 x 550
  = 22,000 + room 3,000 + AV 1,500 = 26,500 (no VAT), deposit 30% 7,950.
- CME ปลายปี/CME Lipid update 21Nov_ร่าง.pptx: slides for the 21 Nov 2025 CME dinner (speaker หมอธี, budget 35,000).
- เบิกค่าใช้จ่าย/Expense claim_Sep2025.xlsx: September claim, 6 lines, total 6,430 (595 km excess = 2,380).
- เบิกค่าใช้จ่าย/Expense claim_Oct2025.xlsx: October claim, same layout, 7 lines, total 6,919 (hotel 1,350, mileage
  1,944), a mileage sheet.
- เบิกค่าใช้จ่าย/Hotel folio_Sukhothai_14Oct2025.pdf: English folio F-25-10-0842, Sukhothai Old City Inn, 14-15 Oct
  2025: room 1,200.00 + laundry 150.00 = 1,350.00.
- เบิกค่าใช้จ่าย/mileage_log_ต.ค.68.md: October car log, 21 days, 2,986 km, 486 km over 2,500, 1,944 baht.
- email_พี่วิท_Q4 target_3Nov2025.txt: email from Wit: Oct 1,062,500 (111.8%), Q4 target 2,850,000, 1,787,500
  still needed, trip to Da Nang at 110% (3,135,000), bonus 15,000 at 105% (2,992,500), CME budget 35,000 by 10 Nov.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (486 kWh, 2,412.37, due 6 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (451 kWh,
  2,236.05, due 6 Nov 2025): English electricity bills; Bills/PWA_water_Oct2025.pdf (21 m3, 246.10, due 10 Nov
  2025).
- รถ Yaris/SiamAutoFinance_notice_Dec2025.pdf: English instalment notice: no. 31 of 72, 9,870.00 due 5 Dec 2025,
  41 left = 404,670.00 after it.
- รถ Yaris/ใบเสร็จเช็คระยะ 60000 กม.docx: Toyota dealer's receipt (18 ต.ค. 2568): 1,250 + 3,302 = 4,552.00 + VAT
  318.64 = 4,870.64.
- ลูก/Premium notice_Nicha_2026.pdf: English premium notice for the daughter: 9,840.00 + 11,800.00 = 21,640.00 due
  15 Dec 2025, grace to 14 Jan 2026.
- ลูก/ใบแจ้งค่าเทอม_ณิชา_เทอม2-68.docx: school fee notice 2/2568: 31,750 by 14 พฤศจิกายน 2568.
- แม่/Invoice_ChinnaratInter_INV-2511-0387.pdf: English hospital invoice (7 Nov 2025) for the right-eye cataract
  operation: 48,350.00, less deposit 10,000.00, balance 38,350.00.
- แม่/ใบเสร็จ รพ.ชินราชอินเตอร์_7พ.ย.68.docx: the Thai receipt RC-2511-0612 for that invoice: 38,350.00 by card.
- แม่/นัดหมอแม่.md: mother's appointments (14 พ.ย. eye check, 28 พ.ย. diabetes clinic), left eye Feb 2569 about
  45,000, พี่โจ้ gave 20,000.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), car loan 9,870.
- แชทไลน์_บ้านอินทรประเสริฐ.txt: the family's LINE group.
- ลดหย่อนภาษี_2568_ร่าง.md: a draft list of tax deductions.

Documents/ส่วนตัว/: สูตรแกงเขียวหวาน.md and ทริปน่าน_ธ.ค.68.md (distractors).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WORK = "Meridian งาน"
HOME = "บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
PRODUCTS = ["Lipovas 20 mg", "Glucora XR 1000", "Nexacard 5 mg", "Gastrazole 40 mg", "Respira Inhaler"]

# ---------------------------------------------------------------- payslips
def _payslip(month: str, pay_date: str, rows: list[tuple[str, str]], deductions: list[tuple[str, str]],
             gross: str, total_ded: str, net: str) -> list[str]:
    lines = [
        "MERIDIAN PHARMA (THAILAND) CO., LTD.",
        "989 Rama IV Road, Silom, Bang Rak, Bangkok 10500",
        f"PAY SLIP - {month}                      Pay date: {pay_date}",
        "Employee: Ms. Paweena Intaraprasert     Employee no. MP-04417",
        "Position: Medical Representative, Phitsanulok - Sukhothai - Uttaradit",
        "Bank: Krungthai Bank  xxx-x-x5582-x",
        "",
        "EARNINGS                                              THB",
    ]
    lines += [f"  {name:<50}{amount:>12}" for name, amount in rows]
    lines += [f"  {'Total earnings':<50}{gross:>12}", "", "DEDUCTIONS"]
    lines += [f"  {name:<50}{amount:>12}" for name, amount in deductions]
    lines += [f"  {'Total deductions':<50}{total_ded:>12}", "", f"NET PAY{net:>57} THB", "",
              "This pay slip is computer generated and needs no signature."]
    return ["\n".join(lines)]


PAYSLIP_SEP = _payslip(
    "SEPTEMBER 2025", "25 Sep 2025",
    [("Basic salary", "38,500.00"), ("Commission (Aug 2025 sales, 97.4% of target)", "13,881.00"),
     ("Car allowance", "8,000.00"), ("Fuel allowance", "4,500.00"), ("Mobile phone allowance", "800.00"),
     ("Expense reimbursement (Aug 2025 claim)", "5,275.00")],
    [("Social security", "750.00"), ("Provident fund 5%", "1,925.00"), ("Withholding tax", "3,960.00")],
    "70,956.00", "6,635.00", "64,321.00")
PAYSLIP_OCT = _payslip(
    "OCTOBER 2025", "24 Oct 2025",
    [("Basic salary", "38,500.00"), ("Commission (Sep 2025 sales, 107.2% of target)", "20,372.80"),
     ("Car allowance", "8,000.00"), ("Fuel allowance", "4,500.00"), ("Mobile phone allowance", "800.00"),
     ("Expense reimbursement (Sep 2025 claim)", "6,430.00")],
    [("Social security", "750.00"), ("Provident fund 5%", "1,925.00"), ("Withholding tax", "5,184.00")],
    "78,602.80", "7,859.00", "70,743.80")

# ---------------------------------------------------------------- policies
COMMISSION_PLAN = [
    "MERIDIAN PHARMA (THAILAND) CO., LTD.\n"
    "FIELD FORCE COMMISSION PLAN 2025 - MEDICAL REPRESENTATIVES\n"
    "Effective 1 January 2025 - 31 December 2025\n"
    "\n"
    "1. Territory target\n"
    "Each representative has a monthly sales target for the territory, set in the target letter.\n"
    "Phitsanulok - Sukhothai - Uttaradit (PSU): 950,000 THB per month (net sales, before VAT).\n"
    "\n"
    "2. Monthly commission (percentage of the month's net sales)\n"
    "  Achievement below 90% ............................ no commission\n"
    "  90% - 99.9% ...................................... 1.5%\n"
    "  100% - 109.9% .................................... 2.0%\n"
    "  110% and above ................................... 2.5%\n"
    "Commission is paid with the salary of the following month (payday 25th,\n"
    "or the last working day before it).\n"
    "\n"
    "3. Quarterly bonus\n"
    "A representative whose quarter sales reach 105% of the quarter target receives a\n"
    "quarterly bonus of 15,000 THB, paid with the salary of the month after the quarter ends.\n",
    "4. Returns and adjustments\n"
    "Goods returned or expired within 6 months of the invoice are deducted from the sales of\n"
    "the month in which the return is booked. Free goods are not counted as sales.\n"
    "\n"
    "5. Leaving the company\n"
    "Commission is paid only for months completed in full while employed.\n"
    "\n"
    "Approved by: Sales Director, Meridian Pharma (Thailand)",
]
CAR_POLICY = [
    "MERIDIAN PHARMA (THAILAND) CO., LTD.\n"
    "CAR ALLOWANCE, MILEAGE AND FIELD EXPENSE POLICY 2025 (HR-POL-07 rev.3)\n"
    "\n"
    "1. Car allowance\n"
    "Field staff who use their own car for work receive a car allowance of 8,000 THB a month.\n"
    "The car must be at most 7 years old and carry class 1 insurance that covers business use.\n"
    "A copy of the insurance policy is sent to HR every year.\n"
    "\n"
    "2. Fuel\n"
    "A flat fuel allowance of 4,500 THB a month is paid with the salary.\n"
    "Mileage above 2,500 km in a calendar month is reimbursed at 4.00 THB per km,\n"
    "supported by the monthly mileage log (date, route, km) signed by the District Manager.\n"
    "\n"
    "3. Travel out of the home province\n"
    "Hotel: up to 1,500 THB a night with the hotel folio. Per diem: 300 THB a night.\n"
    "Parking and tolls are claimed with receipts.\n"
    "\n"
    "4. Meals with healthcare professionals\n"
    "At most 900 THB per head including VAT; names and hospital of guests must be listed.\n"
    "Meetings over 20,000 THB need the District Manager's approval before booking.\n"
    "\n"
    "5. Claims\n"
    "Submit each month's claim by the 5th of the following month. Claims older than 60 days\n"
    "are not paid. Reimbursements are paid with the next salary.\n"
    "\n"
    "6. Accidents\n"
    "Accidents on duty are claimed on the employee's insurance; the company pays the\n"
    "deductible up to 5,000 THB once a year.",
]
SALARY_LETTER = [
    "บริษัท เมอริเดียน ฟาร์มา (ประเทศไทย) จำกัด",
    "ฝ่ายทรัพยากรบุคคล",
    "วันที่ 28 มีนาคม 2568",
    "เรื่อง แจ้งการปรับอัตราเงินเดือนประจำปี 2568",
    "เรียน คุณปวีณา อินทรประเสริฐ (รหัสพนักงาน MP-04417) ตำแหน่ง ผู้แทนยา เขตพิษณุโลก สุโขทัย อุตรดิตถ์",
    "ตามผลการประเมินการปฏิบัติงานประจำปี 2567 ท่านได้รับผลการประเมินระดับ Exceeds Expectations "
    "บริษัทจึงขอแจ้งการปรับอัตราเงินเดือนของท่าน ดังนี้",
]
SALARY_TABLE = [
    ("รายการ", "เดิม (บาท/เดือน)", "ใหม่ (บาท/เดือน)"),
    ("เงินเดือน", "36,800", "38,500"),
    ("ค่ารถ (Car allowance)", "7,500", "8,000"),
    ("ค่าน้ำมัน (Fuel allowance)", "4,500", "4,500"),
]
SALARY_BOTTOM = [
    "เงินเดือนปรับขึ้น 1,700 บาท (ประมาณ 4.6%) มีผลตั้งแต่วันที่ 1 เมษายน 2568",
    "อัตราค่าคอมมิชชั่นเป็นไปตาม Commission plan 2025 เป้าหมายรายเดือนของเขต 950,000 บาท",
    "ข้อมูลเงินเดือนเป็นความลับ กรุณาอย่าเปิดเผยแก่ผู้อื่น",
    "ขอแสดงความนับถือ",
    "นางสาวอัญชลี ประเสริฐวงศ์ ผู้จัดการฝ่ายทรัพยากรบุคคล",
]

# ---------------------------------------------------------------- sales books
SALES_2568 = [  # one row per month: the five products
    (312400, 248600, 141200, 118300, 96500), (298700, 239900, 138400, 112600, 90200),
    (335200, 262300, 150700, 124900, 101400), (301500, 244100, 136900, 110200, 88700),
    (326800, 258400, 147300, 121500, 104600), (318900, 251700, 144800, 119400, 110300),
    (342600, 266200, 152100, 127800, 115900), (320300, 254800, 139600, 116900, 93800),
    (356400, 279500, 151200, 130740, 100800), (371900, 288300, 158600, 134200, 109500),
]
SALES_2567 = [
    (268300, 221400, 128600, 102700, 84200), (259800, 214900, 124300, 98500, 80100),
    (287600, 232700, 133900, 108400, 91300), (262100, 218300, 121800, 96200, 78900),
    (281500, 229600, 130400, 105700, 94600), (276200, 226100, 128300, 103900, 99200),
    (295400, 238900, 136700, 111300, 103800), (284700, 231500, 129800, 106350, 88600),
    (301200, 242800, 137500, 113600, 92400), (309800, 247300, 140200, 116900, 97700),
    (318400, 253100, 143600, 119500, 104300), (296900, 236800, 132400, 108800, 101600),
]


def _rate(achievement: float) -> float:
    if achievement >= 110:
        return 0.025
    if achievement >= 100:
        return 0.02
    if achievement >= 90:
        return 0.015
    return 0.0


def _sales_book(path: Path, year: str, rows: list[tuple], target: int) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายเขตพิษณุโลก-สุโขทัย-อุตรดิตถ์ ปี {year} (Territory net sales {year}, THB) - ปวีณา"])
    sheet.append(["เดือน (Month)"] + PRODUCTS + ["รวม (Total)", "เป้า (Target)", "% ถึงเป้า (Achievement)"])
    for month, row in zip(MONTHS, rows):
        total = sum(row)
        sheet.append([f"{month} {year}"] + list(row) + [total, target, f"{total / target * 100:.1f}%"])
    grand = sum(map(sum, rows))
    sheet.append(["รวม (Total)"] + [sum(col) for col in zip(*rows)] + [grand, target * len(rows),
                                                                      f"{grand / (target * len(rows)) * 100:.1f}%"])
    for column in range(2, 9):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าคอม Commission")
    sheet.append([f"ค่าคอมมิชชั่น ปี {year} (Commission {year})"])
    sheet.append(["เดือนยอดขาย (Sales month)", "ยอดขาย (Sales)", "% ถึงเป้า", "อัตรา (Rate)",
                  "ค่าคอม (Commission, THB)", "จ่ายกับเงินเดือน (Paid with)"])
    for index, row in enumerate(rows):
        total = sum(row)
        achievement = total / target * 100
        rate = _rate(round(achievement, 1))
        paid = f"{MONTHS[(index + 1) % 12]} {year if index < 11 else int(year) + 1}"
        sheet.append([f"{MONTHS[index]} {year}", total, f"{achievement:.1f}%", f"{rate * 100:.1f}%",
                      round(total * rate, 2), paid])
    money_format(sheet, 2)
    money_format(sheet, 5)
    book.save(path)


def _review_slides() -> list[tuple[str, str]]:
    q3 = sum(sum(row) for row in SALES_2568[6:9])
    q3_last = sum(sum(row) for row in SALES_2567[6:9])
    lipovas = sum(row[0] for row in SALES_2568[6:9])
    return [
        ("Q3 2025 Business Review", "PSU territory (Phitsanulok - Sukhothai - Uttaradit)\nPraew - Paweena Intaraprasert"),
        ("Q3 results", f"Sales Jul-Sep: {q3:,} THB\nTarget: 2,850,000 THB - achievement {q3 / 2850000 * 100:.1f}%\n"
                       f"Q3 last year: {q3_last:,} THB (+{(q3 / q3_last - 1) * 100:.1f}%)"),
        ("Lipovas 20 mg", f"Q3 sales {lipovas:,} THB\nWon back Ruamphaet Phitsanu from generic (pending PO)\n"
                          "Starter packs: 60 boxes to GPs"),
        ("Issues", "August below target (97.4%): stock-out of Respira for 2 weeks\n"
                   "Uttaradit Hospital formulary for Gastrazole: PTC meeting 19 Nov"),
        ("Q4 plan", "Close RWP deal (240 boxes Lipovas)\nCME Lipid update dinner 21 Nov, 40 GPs\n"
                    "Aim 110% for the Da Nang trip"),
    ]


# ---------------------------------------------------------------- price list and customers
PRICE_HEADERS = ("สินค้า (Product)", "ตัวยา (Generic)", "ขนาดบรรจุ (Pack)", "ราคา รพ. (Hospital)",
                 "ราคาคลินิก (Clinic)", "ราคาร้านยา (Drugstore)")
PRICES = [
    ("Lipovas 20 mg", "atorvastatin", "3x10 เม็ด", 385, 420, 450),
    ("Lipovas 40 mg", "atorvastatin", "3x10 เม็ด", 560, 610, 650),
    ("Glucora XR 1000", "metformin XR", "6x10 เม็ด", 290, 315, 340),
    ("Nexacard 5 mg", "amlodipine", "3x10 เม็ด", 210, 235, 255),
    ("Nexacard 10 mg", "amlodipine", "3x10 เม็ด", 320, 350, 375),
    ("Gastrazole 40 mg", "esomeprazole", "2x7 แคปซูล", 465, 510, 545),
    ("Respira Inhaler 160/4.5", "budesonide/formoterol", "120 doses", 890, 960, 1020),
]
PROMOS = [
    ("โปรโมชั่น Q4 (1 ต.ค. - 31 ธ.ค. 2568)", "", ""),
    ("สินค้า (Product)", "เงื่อนไข (Deal)", "ลูกค้า (For)"),
    ("Lipovas 20 mg", "ซื้อ 100 แถม 10", "โรงพยาบาล"),
    ("Gastrazole 40 mg", "ซื้อ 20 แถม 2", "คลินิก / ร้านยา"),
    ("Glucora XR 1000", "ลด 3% เมื่อสั่ง 100 กล่องขึ้นไป", "โรงพยาบาล"),
    ("ราคาพิเศษนอกเหนือจากนี้ต้องให้ DM อนุมัติ", "", ""),
]
DOCTORS = [
    ("ชื่อ (Name)", "ที่เรียก (Nickname)", "รพ./คลินิก (Account)", "สาขา (Specialty)", "จังหวัด", "Class/เยี่ยม",
     "วันเกิด", "หมายเหตุ"),
    ("นพ.ธีรวัฒน์ ศักดิ์ดี", "หมอธี", "รพ.รวมแพทย์พิษณุ", "อายุรกรรมหัวใจ", "พิษณุโลก", "A / 2 ครั้งต่อเดือน",
     "12 มี.ค.", "speaker CME 21 พ.ย."),
    ("พญ.กมลวรรณ ทองคำ", "หมอแอน", "รพ.พุทธชินราช", "ต่อมไร้ท่อ", "พิษณุโลก", "A / 2 ครั้งต่อเดือน", "5 ส.ค.",
     "ใช้ Glucora XR เยอะ"),
    ("พญ.ปิยนุช แก้วมณี", "หมอปุ้ม", "รพ.อุตรดิตถ์", "ทางเดินอาหาร", "อุตรดิตถ์", "A / 1 ครั้งต่อเดือน", "19 ต.ค.",
     "ผลักดัน Gastrazole เข้า formulary"),
    ("นพ.สุรชัย มีสุข", "หมอชัย", "คลินิกหมอชัย สุโขทัย", "GP", "สุโขทัย", "B / 1 ครั้งต่อเดือน", "2 ม.ค.", ""),
    ("นพ.อนุชา วงศ์ใหญ่", "หมอนุ", "รพ.สวรรคโลก", "อายุรกรรม", "สุโขทัย", "B / 1 ครั้งต่อเดือน", "27 มิ.ย.", ""),
    ("พญ.วริศรา จันทร์เพ็ญ", "หมอหวาน", "คลินิกเวชกรรมหวานใจ", "GP", "พิษณุโลก", "C / 2 เดือนครั้ง", "14 ก.พ.",
     "ชอบตัวอย่างยา"),
]
PHARMACISTS = [
    ("ชื่อ (Name)", "ที่เรียก (Nickname)", "หน่วยงาน (Account)", "ตำแหน่ง (Role)", "โทร (Phone)"),
    ("ภญ.นันทนา เรืองศรี", "พี่นก", "รพ.รวมแพทย์พิษณุ", "หัวหน้าฝ่ายเภสัชกรรม", "081-675-2209"),
    ("ภก.ชาตรี บุญมา", "พี่ตรี", "รพ.อุตรดิตถ์", "เลขา PTC", "089-440-1736"),
    ("สุดารัตน์ จันทร์หอม", "พี่ดา", "รพ.สุโขทัย", "จัดซื้อ", "086-218-5530"),
]


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Price list 2025"
    sheet.append(["Meridian Pharma ราคาขาย ปี 2568 (Price list 2025, THB per box, before VAT)"])
    sheet.append(list(PRICE_HEADERS))
    for row in PRICES:
        sheet.append(list(row))
    for column in range(4, 7):
        money_format(sheet, column)
    promos = book.create_sheet("โปร Q4 Promotion")
    for row in PROMOS:
        promos.append(list(row))
    book.save(path)


def _customers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แพทย์ Doctors"
    for row in DOCTORS:
        sheet.append(list(row))
    sheet = book.create_sheet("เภสัช-จัดซื้อ Pharmacy")
    for row in PHARMACISTS:
        sheet.append(list(row))
    book.save(path)


CYCLE_NOTES = """# Cycle meeting - North-Lower district, 6 Oct 2025 (Nakhon Sawan office)

Attendees: Wit (DM), Praew (PSU), Tong (Nakhon Sawan), Mint (Tak - Kamphaeng Phet)

## Q3 recap
- District at 101.8% for Q3. Praew 103.5%, Tong 99.2%, Mint 102.6%.
- Respira stock-out in August cost the district about 180,000 THB.

## Q4 focus
- Lipovas 20 mg: switch back accounts lost to generics. Key message: outcome data + 30-day free starter pack.
- Glucora XR: GI tolerability vs plain metformin, target endocrinologists and diabetes clinics.
- Gastrazole 40 mg: Uttaradit Hospital PTC meets 19 Nov - Praew to send the dossier to P' Tri by 31 Oct.

## KPIs
- 9 calls a day, 80% coverage of class A doctors every month.
- CRM entries on the same day.
- Expense claims by the 5th - no more late claims please.

## Samples
- Praew: 60 boxes Lipovas starter packs, 30 Gastrazole 14s.
"""

# ---------------------------------------------------------------- hospital quote and chat
MR_TOP = ("บริษัท เมอริเดียน ฟาร์มา (ประเทศไทย) จำกัด 989 ถ.พระราม 4 แขวงสีลม เขตบางรัก กรุงเทพฯ 10500 "
          "เลขประจำตัวผู้เสียภาษี 0105548120774")
RWP_DRAFT = [
    MR_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-MRD-PSL-68-041",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน ฝ่ายเภสัชกรรม โรงพยาบาลรวมแพทย์พิษณุ 211 ถ.สิงหวัฒน์ อ.เมืองพิษณุโลก จ.พิษณุโลก",
    "เรื่อง เสนอราคายา Lipovas 20 mg และ Glucora XR 1000",
]
RWP_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกล่อง (บาท)", "รวม (บาท)"),
    ("Lipovas 20 mg (atorvastatin) 3x10 เม็ด", "200 กล่อง", "385", "77,000"),
    ("Glucora XR 1000 (metformin XR) 6x10 เม็ด", "150 กล่อง", "290", "43,500"),
    ("รวมเป็นเงิน", "", "", "120,500"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "8,435"),
    ("รวมทั้งสิ้น", "", "", "128,935"),
]
RWP_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 128,935 บาท (หนึ่งแสนสองหมื่นแปดพันเก้าร้อยสามสิบห้าบาทถ้วน)",
    "ร่าง - รอพี่วิทอนุมัติส่วนลดก่อนส่ง",
]
RWP_FINAL = [
    MR_TOP,
    "ใบเสนอราคา  เลขที่ QT-MRD-PSL-68-041 (แก้ไขครั้งที่ 2)",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน ภญ.นันทนา เรืองศรี หัวหน้าฝ่ายเภสัชกรรม โรงพยาบาลรวมแพทย์พิษณุ",
    "เรื่อง เสนอราคายา Lipovas 20 mg และ Glucora XR 1000 (ราคาพิเศษ)",
]
RWP_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกล่อง (บาท)", "รวม (บาท)"),
    ("Lipovas 20 mg (atorvastatin) 3x10 เม็ด", "240 กล่อง", "365", "87,600"),
    ("Glucora XR 1000 (metformin XR) 6x10 เม็ด", "150 กล่อง", "280", "42,000"),
    ("Lipovas 20 mg ของแถม (ไม่คิดมูลค่า)", "24 กล่อง", "0", "0"),
    ("รวมเป็นเงิน", "", "", "129,600"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "9,072"),
    ("รวมทั้งสิ้น", "", "", "138,672"),
]
RWP_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 138,672 บาท (หนึ่งแสนสามหมื่นแปดพันหกร้อยเจ็ดสิบสองบาทถ้วน)",
    "เครดิต 60 วัน ส่งของภายใน 7 วันหลังได้รับใบสั่งซื้อ ยาอายุไม่น้อยกว่า 24 เดือน",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ปวีณา อินทรประเสริฐ ผู้แทนยา โทร 084-512-7763",
    "อนุมัติราคา วิทยา ชัยสิทธิ์ District Manager",
]
NOK_CHAT = """[LINE] ประวัติการแชทกับ พี่นก รพ.รวมแพทย์
วันที่บันทึก: 28/10/2568 17:02

พ. 15/10/2568
10:12\tแพรว Meridian\tพี่นกคะ แจ้งราคาเบื้องต้นนะคะ Lipovas 20 กล่องละ 385 Glucora XR กล่องละ 290 ค่ะ
10:40\tพี่นก\tโห แพงกว่าเจ้า generic เยอะนะแพรว เขาให้ 320 ขอ 340 ได้มั้ย
11:05\tแพรว Meridian\t340 ไม่ไหวจริงๆ ค่ะพี่ ขออนุมัติได้ 370 ค่ะ

พฤ. 16/10/2568
09:20\tพี่นก\t350 ละกัน ถ้าได้พี่สั่ง 240 กล่องเลย หมอธีก็อยากใช้ตัวนี้
09:48\tแพรว Meridian\tเดี๋ยวแพรวคุยพี่วิทก่อนนะคะ

ศ. 17/10/2568
14:15\tแพรว Meridian\tพี่วิทให้สองทางค่ะพี่ 355 ถ้าสั่ง 300 กล่อง หรือ 365 ที่ 240 กล่อง แถมอีก 24 กล่องค่ะ
14:32\tพี่นก\tเอา 365 ที่ 240 กล่อง แถม 24 ละกัน ห้องยาไม่มีที่เก็บ 300 กล่อง Glucora ขอ 280 ด้วยนะ
14:40\tแพรว Meridian\tได้ค่ะพี่ Glucora 280 ค่ะ เดี๋ยวแก้ใบเสนอราคาส่งให้ใหม่นะคะ

ศ. 24/10/2568
16:05\tแพรว Meridian\tส่งใบเสนอราคา final แล้วนะคะ รวม VAT 138,672 บาทค่ะ

อ. 28/10/2568
16:50\tพี่นก\tออก PO แล้วนะ PO-RP-2568/1187 ส่งของภายใน 6 พ.ย. นะแพรว
16:58\tแพรว Meridian\tขอบคุณมากค่ะพี่นก 🙏
"""

# ---------------------------------------------------------------- CME dinner quotes
RIVERSIDE_QUOTE = [
    "RIVERSIDE GRAND HOTEL PHITSANULOK\n"
    "38 Phutthabucha Road, Mueang Phitsanulok 65000  Tel. 055-248-900\n"
    "\n"
    "BANQUET QUOTATION No. BQ-2025-1142              Date: 30 Oct 2025\n"
    "To: Ms. Paweena Intaraprasert, Meridian Pharma (Thailand) Co., Ltd.\n"
    "Event: CME dinner meeting - 21 Nov 2025, 18:00-22:00, 40 guests\n"
    "\n"
    "Item                                         Qty        Unit price   Amount\n"
    "Dinner buffet, Thai-International            40 pax       650.00   26,000.00\n"
    "Meeting room Nan 1 (theatre, 18:00-22:00)     1             5,000.00    5,000.00\n"
    "Projector, screen, 2 wireless microphones     1 set     2,500.00    2,500.00\n"
    "\n"
    "Subtotal                                                           33,500.00\n"
    "Service charge 10%                                                  3,350.00\n"
    "VAT 7%                                                              2,579.50\n"
    "GRAND TOTAL                                                        39,429.50 THB\n"
    "\n"
    "Free flow soft drinks and coffee break included. Parking for 40 cars.\n"
    "Deposit 50% seven days before the event, balance on the day.\n"
    "Final number of guests 3 days before; charged for at least 35 pax.\n"
    "Quotation valid until 15 Nov 2025.\n"
    "Banquet sales: Khun Jirapa (Jib) 089-551-0742",
]
RUEANMAI_QUOTE = [
    "ร้านเรือนไม้ริมน่าน อาหารไทยและห้องจัดเลี้ยง",
    "45/2 ถ.พุทธบูชา อ.เมืองพิษณุโลก จ.พิษณุโลก โทร 055-302-118",
    "ใบเสนอราคา เลขที่ 68/0331  วันที่ 1 พ.ย. 2568",
    "เรียน คุณปวีณา อินทรประเสริฐ (บริษัท เมอริเดียน ฟาร์มา)",
    "เรื่อง จัดเลี้ยงอาหารเย็นพร้อมห้องประชุม วันศุกร์ที่ 21 พฤศจิกายน 2568 เวลา 18.00-22.00 น. จำนวน 40 ท่าน",
]
RUEANMAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บุฟเฟต์อาหารไทย (ต้มยำ แกง ปลาเผา ของหวาน)", "40 ที่", "550", "22,000"),
    ("ห้องจัดเลี้ยงชั้น 2 ริมน้ำ", "1 ห้อง", "3,000", "3,000"),
    ("โปรเจคเตอร์ จอ และไมค์ลอย 2 ตัว", "1 ชุด", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "26,500"),
]
RUEANMAI_BOTTOM = [
    "รวมทั้งสิ้น 26,500 บาท (สองหมื่นหกพันห้าร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียน VAT ออกใบเสร็จรับเงินได้",
    "มัดจำ 30% = 7,950 บาท เพื่อยืนยันการจอง ส่วนที่เหลือชำระวันงาน",
    "น้ำเปล่า น้ำแข็งฟรี ที่จอดรถประมาณ 25 คัน",
    "เจ๊แดง (นางสาวจันทร์แดง ทองสุข) 081-886-4410",
]


def _cme_slides() -> list[tuple[str, str]]:
    return [
        ("Lipid Update for Primary Care 2025", "CME dinner meeting - Friday 21 Nov 2025, 18:00-21:30\n"
                                               "Supported by Meridian Pharma (Thailand)"),
        ("Speaker", "นพ.ธีรวัฒน์ ศักดิ์ดี (หมอธี) อายุรแพทย์โรคหัวใจ รพ.รวมแพทย์พิษณุ"),
        ("Agenda", "18:00 ลงทะเบียน\n18:30 LDL targets after the 2025 guidelines\n19:15 Case discussion\n"
                   "20:00 Dinner"),
        ("Guests", "40 ท่าน: GP คลินิกพิษณุโลก สุโขทัย อุตรดิตถ์ + เภสัชกร รพ."),
        ("Venue / budget", "Riverside Grand หรือ เรือนไม้ริมน่าน (ยังไม่เลือก)\nงบไม่เกิน 35,000 บาท รวม VAT\n"
                           "ส่งใบเสนอราคาให้พี่วิทก่อน 10 พ.ย."),
    ]


# ---------------------------------------------------------------- expense claims
CLAIM_HEADERS = ("วันที่ (Date)", "รายการ (Item)", "หมวด (Category)", "จำนวนเงิน (Amount, THB)",
                 "เลขที่ใบเสร็จ (Receipt)")
CLAIM_SEP = [
    ("5 ก.ย. 68", "ค่าจอดรถ รพ.พุทธชินราช", "Parking", 60, "P-0905"),
    ("11 ก.ย. 68", "ค่าโรงแรม อุตรดิตถ์ 1 คืน", "Hotel", 1100, "UT-2209"),
    ("11 ก.ย. 68", "เบี้ยเลี้ยงค้างคืน (per diem)", "Per diem", 300, "-"),
    ("18 ก.ย. 68", "อาหารกลางวัน small group คลินิกหมอชัย 6 ท่าน", "HCP meal", 2340, "SK-0918"),
    ("25 ก.ย. 68", "ค่าพิมพ์เอกสาร/สไลด์ ประชุมวิชาการ", "Printing", 250, "PR-112"),
    ("30 ก.ย. 68", "ค่าระยะทางส่วนเกิน 595 กม. x 4 บาท", "Mileage", 2380, "log ก.ย."),
]
CLAIM_OCT = [
    ("3 ต.ค. 68", "ค่าจอดรถ รพ.พุทธชินราช", "Parking", 80, "P-1003"),
    ("8 ต.ค. 68", "อาหารว่าง in-service ห้องยา รพ.สุโขทัย 18 ท่าน", "HCP meal", 1620, "ST-1008"),
    ("14 ต.ค. 68", "ค่าโรงแรม สุโขทัย 1 คืน (Sukhothai Old City Inn)", "Hotel", 1350, "F-25-10-0842"),
    ("14 ต.ค. 68", "เบี้ยเลี้ยงค้างคืน (per diem)", "Per diem", 300, "-"),
    ("21 ต.ค. 68", "อาหารกลางวัน หมอธี + ทีมหัวใจ 4 ท่าน", "HCP meal", 1480, "RW-1021"),
    ("27 ต.ค. 68", "ค่าจอดรถ + ค่าส่งเอกสาร PTC รพ.อุตรดิตถ์", "Parking/Post", 145, "TH-5521"),
    ("31 ต.ค. 68", "ค่าระยะทางส่วนเกิน 486 กม. x 4 บาท", "Mileage", 1944, "log ต.ค."),
]


def _claim(path: Path, month: str, rows: list[tuple], km: int, submitted: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"Expenses {month}"
    sheet.append([f"ใบเบิกค่าใช้จ่าย {month} (Expense claim) - ปวีณา อินทรประเสริฐ MP-04417"])
    sheet.append(list(CLAIM_HEADERS))
    for row in rows:
        sheet.append(list(row))
    sheet.append(["", "รวมเบิก (Total claim)", "", sum(row[3] for row in rows), ""])
    sheet.append(["", f"ส่งเบิก {submitted}", "", "", ""])
    money_format(sheet, 4)
    mileage = book.create_sheet("Mileage")
    mileage.append(["ระยะทาง (Mileage)", "กม. (km)"])
    mileage.append(["ระยะทางทั้งเดือน (Total)", km])
    mileage.append(["ส่วนที่ค่าน้ำมันเหมาจ่ายครอบคลุม (Covered)", 2500])
    mileage.append(["ส่วนเกิน (Excess)", km - 2500])
    mileage.append(["อัตรา บาท/กม. (Rate)", 4])
    mileage.append(["เบิกได้ (Amount)", (km - 2500) * 4])
    money_format(mileage, 2)
    book.save(path)


HOTEL_FOLIO = [
    "SUKHOTHAI OLD CITY INN\n"
    "199 Moo 3, Mueang Kao, Mueang Sukhothai 64210  Tel. 055-697-214\n"
    "Tax ID 0645559000128\n"
    "\n"
    "GUEST FOLIO / RECEIPT  No. F-25-10-0842\n"
    "Guest: Ms. Paweena Intaraprasert       Company: Meridian Pharma (Thailand) Co., Ltd.\n"
    "Room 214 Superior Double       Arrival: 14 Oct 2025   Departure: 15 Oct 2025   Nights: 1\n"
    "\n"
    "Date         Description                            Amount\n"
    "14 Oct 2025  Room charge incl. breakfast             1,200.00\n"
    "14 Oct 2025  Laundry (3 pcs)                            150.00\n"
    "\n"
    "TOTAL (VAT included)                                 1,350.00 THB\n"
    "Paid by: VISA xxxx 4418, 15 Oct 2025\n"
    "Thank you for staying with us.",
]
MILEAGE_ROWS = [
    ("1 ต.ค.", "ในเมืองพิษณุโลก: รพ.พุทธชินราช, คลินิก 4 แห่ง", 46),
    ("2 ต.ค.", "พิษณุโลก - รพ.อุตรดิตถ์ ไป-กลับ", 242),
    ("3 ต.ค.", "รพ.รวมแพทย์พิษณุ + ร้านยา ในเมือง", 38),
    ("6 ต.ค.", "cycle meeting สำนักงานนครสวรรค์ ไป-กลับ", 284),
    ("7 ต.ค.", "เนินมะปราง - วังทอง คลินิก", 148),
    ("8 ต.ค.", "in-service รพ.สุโขทัย ไป-กลับ", 126),
    ("9 ต.ค.", "บางระกำ - วัดโบสถ์ - เนินมะปราง", 164),
    ("10 ต.ค.", "ในเมือง", 41),
    ("14 ต.ค.", "พิษณุโลก - สวรรคโลก - ศรีสัชนาลัย (ค้างสุโขทัย)", 187),
    ("15 ต.ค.", "คลินิกสุโขทัย - กลับพิษณุโลก", 142),
    ("16 ต.ค.", "ในเมือง", 44),
    ("17 ต.ค.", "รพ.อุตรดิตถ์ คุยพี่ตรีเรื่อง PTC", 246),
    ("20 ต.ค.", "บางกระทุ่ม - ในเมือง", 121),
    ("21 ต.ค.", "ในเมือง + วังทอง", 96),
    ("22 ต.ค.", "พรหมพิราม - วัดโบสถ์", 142),
    ("24 ต.ค.", "สุโขทัย - กงไกรลาศ (คลินิกหมอชัย)", 176),
    ("27 ต.ค.", "ในเมือง", 87),
    ("28 ต.ค.", "อุตรดิตถ์ - ลับแล", 268),
    ("29 ต.ค.", "ในเมือง", 42),
    ("30 ต.ค.", "นครไทย - ชาติตระการ", 284),
    ("31 ต.ค.", "ในเมือง + ส่งเอกสาร", 62),
]


def _mileage_log() -> str:
    total = sum(km for _, _, km in MILEAGE_ROWS)
    lines = ["# บันทึกไมล์รถ Yaris (2กร 7315) ต.ค. 68", "",
             "เลขไมล์ต้นเดือน 57,228 / สิ้นเดือน 60,214", "",
             "| วันที่ | เส้นทาง | กม. |", "|---|---|---|"]
    lines += [f"| {day} | {route} | {km} |" for day, route, km in MILEAGE_ROWS]
    lines += ["", f"รวม {len(MILEAGE_ROWS)} วันทำงาน {total:,} กม.",
              f"เกิน 2,500 กม. = {total - 2500} กม. x 4 บาท = {(total - 2500) * 4:,} บาท (ใส่ในใบเบิก ต.ค.)",
              "13 ต.ค. กับ 23 ต.ค. วันหยุด ไม่ได้ออกพื้นที่",
              "18 ต.ค. เอารถเข้าเช็คระยะ 60,000 กม. (ไม่นับเป็นงาน)"]
    return "\n".join(lines) + "\n"


WIT_EMAIL = """From: Wittaya Chaiyasit <wittaya.c@meridianpharma.co.th>
To: Paweena Intaraprasert <paweena.i@meridianpharma.co.th>
Date: Mon, 3 Nov 2025 08:47
Subject: Q4 target + Da Nang trip + CME budget

Hi Praew,

Well done on October: 1,062,500 THB, 111.8% of your monthly target. Great start to the quarter.

Q4 target: it stays at 2,850,000 THB for Oct-Dec (950,000 a month), so you need 1,787,500 THB more in
November and December together.

Incentive trip: reps who finish Q4 at 110% or above (3,135,000 THB for you) go to Da Nang, 12-15 Feb 2026.
At 105% (2,992,500 THB) you get the Q4 bonus of 15,000 THB as in the commission plan.

RWP: the PO for 240 boxes of Lipovas 20 must be delivered and invoiced in November, otherwise it falls into
December. Please check with logistics.

CME dinner on 21 Nov: the budget is max 35,000 THB all-in (VAT and service included). Send me the venue
quote by 10 Nov so I can approve it.

October expense claim is due on 5 Nov.

Thanks,
Wit
District Manager, North-Lower
"""

# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Ms. Paweena Intaraprasert\n"
        "Address: 88/14 Moo 5, Aranyik, Mueang Phitsanulok 65000\n"
        "Customer no. 020084417296   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("22 Aug 2025 - 21 Sep 2025", "18,442 -> 18,928", 486, "2,027.13", "189.20", "157.82",
                    "2,412.37", "6 Oct 2025")
PEA_OCT = _pea_bill("22 Sep 2025 - 21 Oct 2025", "18,928 -> 19,379", 451, "1,876.02", "175.53", "146.28",
                    "2,236.05", "6 Nov 2025")
PWA_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY - Phitsanulok branch\n"
    "WATER BILL  October 2025\n"
    "Customer: Ms. Paweena Intaraprasert, 88/14 Moo 5, Aranyik, Mueang Phitsanulok\n"
    "Account no. 5521-0094-3318\n"
    "Meter: 1,204 -> 1,225   Water used: 21 m3\n"
    "Water charge 206.00  Service 24.00  VAT 7% 16.10\n"
    "AMOUNT DUE: 246.10 THB\n"
    "Due date: 10 Nov 2025\n"
    "Water will be cut off 7 days after the due date if unpaid.",
]
CAR_NOTICE = [
    "SIAM AUTO FINANCE PUBLIC COMPANY LIMITED\n"
    "Hire purchase - instalment notice\n"
    "\n"
    "Date: 10 Nov 2025\n"
    "Hirer: Ms. Paweena Intaraprasert, 88/14 Moo 5, Aranyik, Mueang Phitsanulok 65000\n"
    "Contract no. SAF-PL-2301-45872\n"
    "Car: Toyota Yaris Ativ 1.2 Premium (2023), registration 2KR 7315 Phitsanulok\n"
    "\n"
    "Instalment no.            31 of 72\n"
    "Instalment amount         9,870.00 THB (VAT included)\n"
    "Due date                  5 Dec 2025\n"
    "Remaining after this      41 instalments = 404,670.00 THB\n"
    "\n"
    "Late payment: 15% a year on the overdue amount, plus a 150 THB notice fee.\n"
    "Direct debit from Krungthai xxx-x-x5582-x on the due date. Please keep enough funds.\n"
    "Early settlement: ask for a quotation at any branch or call 02-118-3000.",
]
SERVICE_RECEIPT = [
    "บริษัท โตโยต้าสองแคว จำกัด (สำนักงานใหญ่) 150 ถ.มิตรภาพ อ.เมืองพิษณุโลก จ.พิษณุโลก 65000",
    "ใบเสร็จรับเงิน/ใบกำกับภาษี เลขที่ SV68-10577  วันที่ 18 ต.ค. 2568",
    "ลูกค้า คุณปวีณา อินทรประเสริฐ  รถ Toyota Yaris Ativ ทะเบียน 2กร 7315 พิษณุโลก  เลขไมล์ 60,214 กม.",
    "งาน: เช็คระยะ 60,000 กม.",
]
SERVICE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าแรงเช็คระยะ 60,000 กม.", "1,250.00"),
    ("น้ำมันเครื่อง 0W-20 + ไส้กรอง + ไส้กรองแอร์ + น้ำมันเบรก", "3,302.00"),
    ("รวมเป็นเงิน", "4,552.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "318.64"),
    ("รวมทั้งสิ้น", "4,870.64"),
]
SERVICE_BOTTOM = [
    "ชำระโดยบัตรเครดิต 4,870.64 บาท",
    "นัดเช็คระยะครั้งถัดไป 70,000 กม. หรือ เม.ย. 2569 แล้วแต่อย่างใดถึงก่อน",
    "ผ้าเบรกหน้าเหลือ 40% แนะนำเปลี่ยนรอบหน้า",
]
PREMIUM_NOTICE = [
    "SIAM UNITED LIFE ASSURANCE PCL\n"
    "PREMIUM DUE NOTICE\n"
    "\n"
    "Date: 5 Nov 2025\n"
    "Policy owner: Ms. Paweena Intaraprasert\n"
    "Insured: Miss Nicha Intaraprasert (age 10)\n"
    "Policy no. SU-JL-66-0093451   Plan: Junior Life 20 + Health Care Plus rider\n"
    "\n"
    "Premium for policy year 3 (16 Dec 2025 - 15 Dec 2026)\n"
    "  Life 20 basic plan (sum assured 300,000) ............. 9,840.00\n"
    "  Health Care Plus rider (room 3,000/day) .............. 11,800.00\n"
    "  TOTAL PREMIUM DUE .................................... 21,640.00 THB\n"
    "\n"
    "Due date: 15 Dec 2025. Grace period until 14 Jan 2026; after that the cover stops.\n"
    "Pay by QR code, bank counter or credit card (0% for 6 months with partner cards).\n"
    "Agent: Khun Sirinya (Nong Nan) 086-119-4450",
]
SCHOOL_FEES = (
    ["โรงเรียนอรุณวิทยา พิษณุโลก", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ณิชา อินทรประเสริฐ  ชั้น ป.4/3  เลขประจำตัว 52318",
     "ผู้ปกครอง นางปวีณา อินทรประเสริฐ"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "22,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,850"),
     ("ค่ากิจกรรม English Camp", "2,800"), ("ค่าหนังสือและอุปกรณ์", "1,250"), ("ค่าประกันอุบัติเหตุ", "350"),
     ("รวม", "31,750")],
    ["รวมทั้งสิ้น 31,750 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
     "ชำระผ่าน QR code หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 50 บาท",
     "English Camp ที่เขาค้อ 11-12 ธ.ค. 2568"],
)
HOSPITAL_INVOICE = [
    "CHINNARAT INTER HOSPITAL\n"
    "Eye Centre - 55 Boromtrailokanat Road, Mueang Phitsanulok 65000  Tel. 055-219-555\n"
    "Tax ID 0655561001842\n"
    "\n"
    "INVOICE No. INV-2511-0387                        Date: 7 Nov 2025\n"
    "Patient: Mrs. Boonruen Saengthong, age 71        HN 57-220841\n"
    "Admitted 6 Nov 2025, discharged 7 Nov 2025\n"
    "Procedure: Phacoemulsification with intraocular lens, right eye (6 Nov 2025)\n"
    "Surgeon: Dr. Piya Chaowalit\n"
    "\n"
    "Surgeon fee ............................................ 18,000.00\n"
    "Operating room and anaesthesia ......................... 9,500.00\n"
    "Intraocular lens (monofocal, aspheric) ................. 12,800.00\n"
    "Medicines and eye drops ................................ 3,450.00\n"
    "Room, 1 night .......................................... 2,600.00\n"
    "Nursing care and supplies .............................. 2,000.00\n"
    "TOTAL .................................................. 48,350.00\n"
    "Less deposit paid 3 Nov 2025 ........................... -10,000.00\n"
    "BALANCE DUE ............................................ 38,350.00 THB\n"
    "\n"
    "Medical services are exempt from VAT. Follow-up: 14 Nov 2025, 10:00, Eye Centre.",
]
HOSPITAL_RECEIPT = [
    "โรงพยาบาลชินราชอินเตอร์ 55 ถ.บรมไตรโลกนาถ อ.เมืองพิษณุโลก จ.พิษณุโลก 65000",
    "ใบเสร็จรับเงิน เลขที่ RC-2511-0612",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก นางปวีณา อินทรประเสริฐ (ชำระแทนผู้ป่วย นางบุญเรือน แสงทอง HN 57-220841)",
    "อ้างอิงใบแจ้งหนี้ เลขที่ INV-2511-0387 ลงวันที่ 07/11/68",
]
HOSPITAL_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่ารักษาพยาบาล ผ่าตัดต้อกระจกตาขวา", "48,350.00"),
    ("หัก เงินมัดจำ 03/11/68", "10,000.00"),
    ("รับชำระครั้งนี้", "38,350.00"),
]
HOSPITAL_RECEIPT_BOTTOM = [
    "ชำระโดย บัตรเครดิต จำนวน 38,350.00 บาท (สามหมื่นแปดพันสามร้อยห้าสิบบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพัชรี สุขเจริญ แผนกการเงิน",
]
MOM_NOTES = """# นัดหมอแม่ (แม่บุญเรือน แสงทอง อายุ 71)

- ผ่าต้อกระจกตาขวาแล้ว 6 พ.ย. 68 ที่ รพ.ชินราชอินเตอร์ (หมอปิยะ) นอน 1 คืน ออก 7 พ.ย.
- ค่าผ่าตัดทั้งหมด 48,350 บาท มัดจำไป 10,000 (3 พ.ย.) จ่ายที่เหลือ 38,350 รูดบัตร
- พี่โจ้ช่วย 20,000 โอนมา 9 พ.ย. แล้ว
- 14 พ.ย. 68 10:00 ตรวจตาหลังผ่า 1 สัปดาห์ ห้องตา รพ.ชินราชอินเตอร์ หยอดยา 4 ครั้ง/วัน ห้ามขยี้ตา
- 28 พ.ย. 68 08:00 คลินิกเบาหวาน รพ.พุทธชินราช (บัตรทอง) งดน้ำงดอาหารหลังเที่ยงคืน เจาะ HbA1c (ครั้งก่อน 7.8)
- ตาซ้าย หมอนัดผ่า ก.พ. 69 ประเมินไว้ประมาณ 45,000 บาท
- ยาประจำ: metformin, amlodipine ค่ายาเดือนละ 1,350 (ซื้อเองบางตัว)
"""

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 2588.12, "PEA"), ("ค่าน้ำ (Water)", 268.50, "PWA"),
                ("เน็ต + มือถือ (Internet, phone)", 899, ""), ("กับข้าว (Food)", 11200, ""),
                ("ผ่อนรถ Yaris (Car loan)", 9870, "งวด 27/72"), ("เรียนเปียโนข้าวหอม (Piano)", 2400, ""),
                ("ค่ายาแม่ (Mum's medicine)", 1350, ""), ("แม่บ้าน (Housekeeper)", 3500, ""),
                ("น้ำมันรถส่วนเกิน (Extra petrol)", 1820, "เกินค่าน้ำมันบริษัท"),
                ("ประกันชีวิตแพรว (Life insurance)", 1500, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2412.37, "PEA บิล ก.ย."), ("ค่าน้ำ (Water)", 251.40, "PWA"),
                ("เน็ต + มือถือ (Internet, phone)", 899, ""), ("กับข้าว (Food)", 10850, ""),
                ("ผ่อนรถ Yaris (Car loan)", 9870, "งวด 28/72"), ("เรียนเปียโนข้าวหอม (Piano)", 2400, ""),
                ("ค่ายาแม่ (Mum's medicine)", 1350, ""), ("แม่บ้าน (Housekeeper)", 3500, ""),
                ("น้ำมันรถส่วนเกิน (Extra petrol)", 2140, ""), ("ประกันชีวิตแพรว (Life insurance)", 1500, ""),
                ("ชุดนักเรียนข้าวหอม (School uniform)", 1280, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 2236.05, "PEA บิล ต.ค."), ("ค่าน้ำ (Water)", 246.10, "PWA"),
                ("เน็ต + มือถือ (Internet, phone)", 899, ""), ("กับข้าว (Food)", 11600, ""),
                ("ผ่อนรถ Yaris (Car loan)", 9870, "งวด 29/72"), ("เรียนเปียโนข้าวหอม (Piano)", 2400, ""),
                ("ค่ายาแม่ (Mum's medicine)", 1350, ""), ("แม่บ้าน (Housekeeper)", 3500, ""),
                ("น้ำมันรถส่วนเกิน (Extra petrol)", 2390, ""), ("ประกันชีวิตแพรว (Life insurance)", 1500, ""),
                ("เช็คระยะ Yaris 60,000 กม. (Car service)", 4870.64, "โตโยต้าสองแคว")],
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


FAMILY_CHAT = """[2 พ.ย. 68 20:15] แพรว: พี่ต่อ ค่าเทอมข้าวหอมเทอมนี้ต้องจ่ายก่อน 14 พ.ย. นะ มีค่า English camp ด้วย
[2 พ.ย. 68 20:21] พี่ต่อ: เดี๋ยวพี่โอนเองวันศุกร์ แพรวเก็บเงินไว้ค่าผ่าตัดแม่
[3 พ.ย. 68 09:05] แพรว: วางมัดจำผ่าตัดตาแม่ 10,000 แล้วนะ ผ่าวันพฤหัส 6 พ.ย.
[5 พ.ย. 68 19:30] พี่โจ้: พี่ช่วยค่าผ่าตัดแม่ 20,000 นะแพรว เดี๋ยวโอนเสาร์นี้
[7 พ.ย. 68 18:40] แพรว: แม่ออกจาก รพ. แล้วนะ จ่ายส่วนที่เหลือรูดบัตรไป อีก 2 เดือนค่อยผ่อน
[7 พ.ย. 68 19:02] แม่: ขอบใจลูก ตาขวาสว่างขึ้นเยอะเลย
[9 พ.ย. 68 10:15] พี่โจ้: โอนแล้ว 20,000
[10 พ.ย. 68 17:45] ข้าวหอม: แม่คะ มีจดหมายประกันของหนูมาค่ะ
[10 พ.ย. 68 18:02] แพรว: เดี๋ยวแม่ดูนะลูก ครบกำหนดกลางเดือนหน้า
[11 พ.ย. 68 07:30] พี่ต่อ: ค่างวดรถเดือนหน้าตัดบัญชีวันที่ 5 นะ อย่าลืมโอนเข้ากรุงไทย
"""
TAX_NOTE = """# ลดหย่อนภาษี ปี 2568 (ร่าง ยังไม่ครบ)

- ส่วนตัว 60,000
- บุตร (ข้าวหอม) 30,000
- เลี้ยงดูมารดา (แม่ อายุเกิน 60 ไม่มีรายได้) 30,000
- ประกันสังคม 750 x 12 = 9,000
- กองทุนสำรองเลี้ยงชีพ (PVD) ประมาณ 1,925 x 9 + 1,840 x 3 = 22,845
- ประกันชีวิตตัวเอง 18,000
- ค่ารักษาพยาบาลแม่ ลดหย่อนไม่ได้ (ถามพี่ต่ออีกที)
- ดอกเบี้ยบ้าน - ไม่มี
- easy e-receipt ซื้อของ ม.ค.-ก.พ. ไปแล้วประมาณ 12,000
"""
RECIPE = """# แกงเขียวหวานไก่ (สูตรแม่)
- น่องไก่ 500 กรัม พริกแกงเขียวหวาน 3 ช้อนโต๊ะ กะทิ 2 กล่อง
- มะเขือเปราะ 5 ลูก ใบโหระพา พริกชี้ฟ้า ใบมะกรูด
- น้ำปลา 2 ช้อนโต๊ะ น้ำตาลปี๊บ 1 ช้อนโต๊ะ
- ผัดพริกแกงกับหัวกะทิให้แตกมันก่อน แล้วค่อยใส่ไก่
"""
NAN_TRIP = """# ทริปน่าน ธ.ค. 68 (ปีใหม่)
- 28-31 ธ.ค. ขับรถไปเอง ประมาณ 280 กม. จากพิษณุโลก
- ที่พัก: บ้านพักปัว 3 คืน คืนละ 1,800
- ดอยเสมอดาว, บ่อเกลือ, วัดภูมินทร์
- ให้พี่ต่อขับช่วงขากลับ แม่ไปด้วยถ้าตาหายดี
"""
TODO = {"todo.md": """- ส่งใบเบิก ต.ค. ให้พี่วิท ก่อน 5 พ.ย. (แนบ folio โรงแรมสุโขทัย + log ไมล์)
- เลือกที่จัด CME 21 พ.ย. Riverside หรือ เรือนไม้ริมน่าน ส่งพี่วิทก่อน 10 พ.ย.
- ตามของ รพ.รวมแพทย์ 240 กล่อง ให้ออก invoice ใน พ.ย.
- ค่าเทอมข้าวหอม ก่อน 14 พ.ย. (พี่ต่อจ่าย)
- พาแม่ตรวจตา 14 พ.ย. / คลินิกเบาหวาน 28 พ.ย.
- ค่าประกันข้าวหอม กลาง ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    work, home = docs / WORK, docs / HOME
    slips, policy, sales, customers = work / "Payslip", work / "HR & Policy", work / "ยอดขาย", work / "ลูกค้า"
    rwp, cme, claims = work / "ใบเสนอราคา รพ.รวมแพทย์", work / "CME ปลายปี", work / "เบิกค่าใช้จ่าย"
    bills, car, kid, mom = home / "Bills", home / "รถ Yaris", home / "ลูก", home / "แม่"
    for folder in (slips, policy, sales, customers, rwp, cme, claims, bills, car, kid, mom):
        folder.mkdir(parents=True, exist_ok=True)
    make_pdf(slips / "Payslip_Sep2025.pdf", PAYSLIP_SEP)
    make_pdf(slips / "Payslip_Oct2025.pdf", PAYSLIP_OCT)
    make_pdf(policy / "Commission plan 2025_Meridian.pdf", COMMISSION_PLAN)
    make_pdf(policy / "Car allowance policy_2025.pdf", CAR_POLICY)
    write_docx(policy / "หนังสือปรับเงินเดือน_เม.ย.68.docx", SALARY_LETTER, SALARY_TABLE, bottom=SALARY_BOTTOM)
    _sales_book(sales / "ยอดขาย_เขตพิษณุโลก_2568.xlsx", "2568", SALES_2568, 950000)
    _sales_book(sales / "ยอดขาย_เขตพิษณุโลก_2567.xlsx", "2567", SALES_2567, 880000)
    write_slides(sales / "Q3 review_แพรว_final.pptx", _review_slides())
    _price_list(customers / "Meridian_PriceList_2025.xlsx")
    _customers(customers / "รายชื่อหมอ_รพ.ลูกค้า_เขตพล-สท-อต.xlsx")
    write_docx(rwp / "ใบเสนอราคา_รวมแพทย์พิษณุ_ร่าง.docx", RWP_DRAFT, RWP_DRAFT_TABLE, bottom=RWP_DRAFT_BOTTOM)
    write_docx(rwp / "ใบเสนอราคา_รวมแพทย์พิษณุ_final v2.docx", RWP_FINAL, RWP_FINAL_TABLE, bottom=RWP_FINAL_BOTTOM)
    make_pdf(cme / "Quotation_RiversideGrand_CME dinner.pdf", RIVERSIDE_QUOTE)
    write_docx(cme / "ใบเสนอราคา_เรือนไม้ริมน่าน_จัดเลี้ยง.docx", RUEANMAI_QUOTE, RUEANMAI_TABLE,
               bottom=RUEANMAI_BOTTOM)
    write_slides(cme / "CME Lipid update 21Nov_ร่าง.pptx", _cme_slides())
    _claim(claims / "Expense claim_Sep2025.xlsx", "ก.ย. 68", CLAIM_SEP, 3095, "2 ต.ค. 2568")
    _claim(claims / "Expense claim_Oct2025.xlsx", "ต.ค. 68", CLAIM_OCT,
           sum(km for _, _, km in MILEAGE_ROWS), "3 พ.ย. 2568")
    make_pdf(claims / "Hotel folio_Sukhothai_14Oct2025.pdf", HOTEL_FOLIO)
    make_pdf(bills / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(bills / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(bills / "PWA_water_Oct2025.pdf", PWA_OCT)
    make_pdf(car / "SiamAutoFinance_notice_Dec2025.pdf", CAR_NOTICE)
    write_docx(car / "ใบเสร็จเช็คระยะ 60000 กม.docx", SERVICE_RECEIPT, SERVICE_TABLE, bottom=SERVICE_BOTTOM)
    make_pdf(kid / "Premium notice_Nicha_2026.pdf", PREMIUM_NOTICE)
    write_docx(kid / "ใบแจ้งค่าเทอม_ณิชา_เทอม2-68.docx", SCHOOL_FEES[0], SCHOOL_FEES[1], bottom=SCHOOL_FEES[2])
    make_pdf(mom / "Invoice_ChinnaratInter_INV-2511-0387.pdf", HOSPITAL_INVOICE)
    write_docx(mom / "ใบเสร็จ รพ.ชินราชอินเตอร์_7พ.ย.68.docx", HOSPITAL_RECEIPT, HOSPITAL_RECEIPT_TABLE,
               bottom=HOSPITAL_RECEIPT_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        f"{WORK}/ลูกค้า/cycle meeting notes 6Oct2025.md": CYCLE_NOTES,
        f"{WORK}/ใบเสนอราคา รพ.รวมแพทย์/แชทไลน์_ภญ.นก_รวมแพทย์.txt": NOK_CHAT,
        f"{WORK}/เบิกค่าใช้จ่าย/mileage_log_ต.ค.68.md": _mileage_log(),
        f"{WORK}/email_พี่วิท_Q4 target_3Nov2025.txt": WIT_EMAIL,
        f"{HOME}/แม่/นัดหมอแม่.md": MOM_NOTES,
        f"{HOME}/แชทไลน์_บ้านอินทรประเสริฐ.txt": FAMILY_CHAT,
        f"{HOME}/ลดหย่อนภาษี_2568_ร่าง.md": TAX_NOTE,
        "ส่วนตัว/สูตรแกงเขียวหวาน.md": RECIPE,
        "ส่วนตัว/ทริปน่าน_ธ.ค.68.md": NAN_TRIP,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
