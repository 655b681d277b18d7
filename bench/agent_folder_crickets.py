"""The crickets folder: the papers of a cricket farmer in Khon Kaen and his household, written by code.

The owner is นายอนุชา ภูมิสะอาด (พี่ชา). He runs "อนุชาฟาร์มจิ้งหรีด" (Anucha Cricket Farm), two sheds with 40 pens
at บ้านหนองกุง ต.ม่วงหวาน อ.น้ำพอง จ.ขอนแก่น. He sells live crickets to market traders, and boiled-frozen crickets
and roasted cricket powder to a processor, บริษัท อีสานโปรตีน จำกัด (Isan Protein Co., Ltd.). His wife กัลยา (ก้อย)
keeps the books, his daughter ใบเตย (ด.ญ.ปิยธิดา) is in ม.1, his father พ่อทองใบ lives with them. Two workers:
น้องต้น and ป้าบุญมี. It is November 2568 (2025).

Documents/ฟาร์มจิ้งหรีด/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อีสานโปรตีน_ร่าง.docx: draft quote QT-68-014 to Isan Protein (frozen 1,500 kg at 92,
  powder 40 kg at 650; 164,000 a month), not sent.
- ใบเสนอราคา/ใบเสนอราคา_อีสานโปรตีน_ฉบับจริง.docx: the final of the same quote (frozen 1,200 kg at 95, powder
  60 kg at 640; 152,400 a month from 1 ต.ค. 2568).
- ลูกค้า/IsanProtein_PO-7731.pdf: English purchase order for November from Isan Protein (152,400; lots 10 and
  24 Nov 2025).
- ลูกค้า/email_from_CrunchLab_Oct2025.txt: an English email from an exporter: 100 kg powder a month from
  January 2026 at 690 THB/kg, 2 kg sample by 14 Nov 2025.
- แชท/แชทไลน์_คุณเอ๋_อีสานโปรตีน.txt: LINE chat with the buyer; December order asked 1,500 kg, settled at
  1,350 kg frozen; powder 80 then cut to 70 kg; 173,050 in all.
- แชท/แชทไลน์_ลุงสมพงษ์_ไข่จิ้งหรีด.txt: LINE chat with the egg supplier; 40 bowls cut to 36 at 145, 5,220.
- Suppliers/KKAgroFeed_pricelist_2025.pdf: English feed price list of KK Agro Feed Co., Ltd. for 2025
  (grower 545 a bag).
- Suppliers/ราคาอาหารจิ้งหรีด_เคเคอะโกรฟีด_2567.docx: last year's list of the same firm, in Thai
  (บริษัท เคเค อะโกร ฟีด จำกัด; grower 520).
- Suppliers/KKAgroFeed_invoice_INV-2510-0456.pdf: an October feed invoice (45,450, due 7 Nov 2025).
- Suppliers/email_from_KKAgroFeed_Nov2025.txt: email: grower feed 575 a bag from 1 Dec 2025, delivery Wednesdays.
- Suppliers/NortheastColdTech_freezer_quotation.pdf: English quote for a 1,000 L chest freezer, 46,800.
- Suppliers/ใบเสนอราคา_ขอนแก่นเครื่องเย็น_ตู้แช่แข็ง.docx: a Thai shop's quote for a similar freezer, 43,900 + 1,500
  delivery = 45,400.
- บัญชี/บัญชีฟาร์ม_2568.xlsx: this year's book, three sheets (sales by product and month, Jan-Oct; kg sold;
  expenses by month).
- บัญชี/บัญชีฟาร์ม_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/บันทึกรุ่นการเลี้ยง_2568.xlsx: the batch log (pens, eggs in, harvest date, feed kg, yield kg, FCR).
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: October wages of the two workers, 19,500.
- เอกสารฟาร์ม/ผลตรวจ_GAP_ฟาร์มจิ้งหรีด_2568.docx: the livestock office's GAP audit (22 ส.ค. 2568, passed, valid to
  21 ส.ค. 2571, three things to fix).
- เอกสารฟาร์ม/สัญญาเช่าที่ดิน_โรงเรือน.docx: lease of 2 ไร่ for the sheds, 12,000 a year, to 31 ธ.ค. 2569.
- ธนาคาร/MekongBank_loan_approval_Nov2025.pdf: the bank's English loan approval (350,000, 6.25%, 60 months,
  6,807 a month, first due 25 Dec 2025).
- บันทึกรุ่น12_จิ้งหรีดตาย.md: notes on the heat losses of batch 12 in April.
- แผนฟาร์ม_2569.pptx: slides, the plan for next year (1,800,000 target, two sheds, the 350,000 loan).
- สูตรอาหารผสมเอง.md: his home-mixed feed recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills (1,293.76; 365.94).
- ประกัน/PhuWiang_health_insurance_renewal_2025.pdf: English renewal of the daughter's health insurance
  (14,280 a year, last year 13,200; 1,190 a month).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (19,000; 18,500).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the health insurance is
  paid to ภูเวียงประกันภัย (Phu Wiang Insurance in the English letter).
- แชทไลน์_บ้านเฮา.txt: the family's LINE group (camp fee 850 changed to 950).
- งานบวชหลานบาส.md: notes for a nephew's ordination.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the processor
FARM_TOP = ("อนุชาฟาร์มจิ้งหรีด (Anucha Cricket Farm) 45 หมู่ 7 บ้านหนองกุง ต.ม่วงหวาน อ.น้ำพอง จ.ขอนแก่น 40310 "
            "โทร 087-441-2095")
TO_ISAN = "เรียน คุณอรวรรณ แซ่ตั้ง (คุณเอ๋) ฝ่ายจัดซื้อ บริษัท อีสานโปรตีน จำกัด"
QUOTE_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-014",
    "วันที่ 2 กันยายน 2568",
    TO_ISAN,
    "เรื่อง จิ้งหรีดต้มแช่แข็งและผงจิ้งหรีด ส่งประจำทุกเดือน",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกก.", "รวมต่อเดือน"),
    ("จิ้งหรีดต้มแช่แข็ง (ทั้งตัว)", "1,500 กก.", "92 บาท", "138,000"),
    ("ผงจิ้งหรีดคั่วบด 40 เมช", "40 กก.", "650 บาท", "26,000"),
    ("รวมต่อเดือน", "", "", "164,000"),
]
QUOTE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 164,000 บาท ส่งถึงโรงงาน เดือนละ 2 ครั้ง",
    "ร่าง ยังไม่ได้ส่ง ต้องถามก้อยก่อนว่าแช่แข็งเดือนละ 1,500 โลไหวมั้ย ตู้แช่มีแค่ตู้เดียว",
]
QUOTE_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-014 (ฉบับแก้ไข)",
    "วันที่ 9 กันยายน 2568",
    TO_ISAN,
    "เรื่อง จิ้งหรีดต้มแช่แข็งและผงจิ้งหรีด ส่งประจำทุกเดือน เริ่มส่ง 1 ตุลาคม 2568",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกก.", "รวมต่อเดือน"),
    ("จิ้งหรีดต้มแช่แข็ง (ทั้งตัว)", "1,200 กก.", "95 บาท", "114,000"),
    ("ผงจิ้งหรีดคั่วบด 40 เมช", "60 กก.", "640 บาท", "38,400"),
    ("รวมต่อเดือน", "", "", "152,400"),
]
QUOTE_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 152,400 บาท (หนึ่งแสนห้าหมื่นสองพันสี่ร้อยบาทถ้วน) ส่งถึงโรงงาน เดือนละ 2 ครั้ง",
    "เงื่อนไข: วางบิลทุกครั้งที่ส่ง เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "สินค้าผ่านมาตรฐาน GAP ฟาร์มจิ้งหรีด แนบสำเนาใบรับรองมาด้วย",
    "ลงชื่อ อนุชา ภูมิสะอาด ผู้เสนอราคา",
]

ISAN_PO = [
    "ISAN PROTEIN CO., LTD.\n"
    "88 Mittraphap Road km 14, Ban Thum, Mueang Khon Kaen 40000   Tel. 043-306-220\n"
    "PURCHASE ORDER No. PO-7731        Date: 3 Nov 2025\n"
    "Supplier: Anucha Cricket Farm (Mr. Anucha Phumsaart)\n"
    "45 Moo 7, Ban Nong Kung, Muang Wan, Nam Phong, Khon Kaen 40310\n"
    "Reference: your quotation QT-68-014\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Frozen whole crickets (boiled, IQF)    1,200 kg   95.00        114,000.00\n"
    "Cricket powder, roasted, 40 mesh       60 kg      640.00       38,400.00\n"
    "\n"
    "TOTAL: 152,400.00 THB\n"
    "Delivery: two lots, 10 Nov 2025 and 24 Nov 2025, to our cold store before 09:00.\n"
    "Frozen product must arrive at -18 C or colder. Powder in 5 kg vacuum bags.\n"
    "Payment: 30 days after invoice, by bank transfer.\n"
    "Buyer: Orawan Saetang (Khun Ae), Purchasing Department",
]
CRUNCHLAB_EMAIL = """From: Ploy Tanasak <ploy.t@crunchlabfoods.com>
To: anuchafarm.kk@gmail.com
Date: Tue, 21 Oct 2025 10:05
Subject: Cricket powder supply for 2026 - sample request

Dear Khun Anucha,

Thank you for talking with us at the Khon Kaen Agri Fair last week. CrunchLab Foods makes high-protein
cricket chips for export to Singapore and Japan.

We would like to buy 100 kg of cricket powder per month from January 2026.
Our offer: 690 THB/kg ex-farm. We arrange the transport from Nam Phong.

Specification:
- protein at least 60%, moisture not more than 5%
- no added salt, fine powder 40 mesh
- vacuum packed, 5 kg bags

Before we sign a supply contract, please send a 2 kg sample by 14 Nov 2025 to our factory in Bang Phli,
Samut Prakan. We will pay for the lab test. Please also send a copy of your GAP certificate.

Best regards,
Ploy Tanasak
Purchasing Manager, CrunchLab Foods Co., Ltd.
02-178-4410
"""

# ---------------------------------------------------------------- supplier papers
KK_PRICES_2025 = [
    "KK AGRO FEED CO., LTD.\n"
    "99 Moo 2, Ban Phai-Chonnabot Road, Ban Phai, Khon Kaen 40110   Tel. 043-272-905\n"
    "CRICKET FEED PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices per bag, delivered.\n"
    "\n"
    "Cricket starter crumble (protein 21%), 30 kg ...... 590 THB/bag\n"
    "Cricket grower pellet (protein 18%), 30 kg ........ 545 THB/bag\n"
    "Cricket breeder feed (protein 20%), 30 kg ......... 610 THB/bag\n"
    "Coconut coir egg substrate, 20 kg ................. 95 THB/bag\n"
    "\n"
    "Minimum order 20 bags. Free delivery in Khon Kaen province for orders over 10,000 THB.\n"
    "Payment: 30 days credit for registered farms.\n"
    "Contact: Khun Siriporn Kaewsri, sales@kkagrofeed.co.th",
]
KK_PRICES_2567 = ["บริษัท เคเค อะโกร ฟีด จำกัด  อ.บ้านไผ่ จ.ขอนแก่น",
                  "ใบราคาอาหารจิ้งหรีด ปี 2567 (มกราคม – ธันวาคม 2567)",
                  "ราคาต่อกระสอบ ส่งถึงฟาร์ม"]
KK_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("อาหารจิ้งหรีดเล็ก (โปรตีน 21%) 30 กก.", "560 บาท/กระสอบ"),
    ("อาหารจิ้งหรีดรุ่น (โปรตีน 18%) 30 กก.", "520 บาท/กระสอบ"),
    ("อาหารพ่อแม่พันธุ์ (โปรตีน 20%) 30 กก.", "580 บาท/กระสอบ"),
    ("ขุยมะพร้าวรองไข่ 20 กก.", "85 บาท/กระสอบ"),
]
KK_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 10 กระสอบ ส่งฟรีในจังหวัดขอนแก่นเมื่อสั่งเกิน 8,000 บาท",
                         "เครดิต 30 วัน สำหรับฟาร์มที่ลงทะเบียน",
                         "ติดต่อ คุณศิริพร แก้วศรี ฝ่ายขาย"]
KK_INVOICE = [
    "KK AGRO FEED CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-2510-0456\n"
    "Date: 8 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Anucha Cricket Farm (Mr. Anucha Phumsaart), Nam Phong, Khon Kaen\n"
    "\n"
    "Item                                  Qty        Unit price   Amount\n"
    "Cricket starter crumble, 30 kg        20 bags    590.00       11,800.00\n"
    "Cricket grower pellet, 30 kg          60 bags    545.00       32,700.00\n"
    "Coconut coir egg substrate, 20 kg     10 bags    95.00        950.00\n"
    "\n"
    "TOTAL DUE: 45,450.00 THB\n"
    "Please transfer to Krungthai Bank, account KK Agro Feed Co., Ltd., 412-0-55873-1\n"
    "and send the slip to sales@kkagrofeed.co.th. Thank you.",
]
KK_EMAIL = """From: Siriporn Kaewsri <sales@kkagrofeed.co.th>
To: anuchafarm.kk@gmail.com
Date: Mon, 3 Nov 2025 09:17
Subject: Grower feed price and delivery day from 1 December

Dear Khun Anucha,

Thank you for buying from us this year. Please note two changes from 1 December 2025:

1. Cricket grower pellet (30 kg) will be 575 THB/bag (the 2025 price list says 545 THB/bag), because corn
   and soybean meal prices went up after the floods.
2. Our truck to Nam Phong will come on Wednesday instead of Thursday.

Starter crumble and breeder feed prices do not change. The minimum order stays 20 bags.
A reminder that invoice INV-2510-0456 (45,450 THB) is due on 7 Nov 2025.

Best regards,
Siriporn Kaewsri
Sales, KK Agro Feed Co., Ltd.
043-272-905
"""
COLDTECH_QUOTE = [
    "NORTHEAST COLD TECH CO., LTD.\n"
    "Commercial refrigeration - 212 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "QUOTATION No. NCT-Q25-118     Date: 28 Oct 2025\n"
    "To: Anucha Cricket Farm (Khun Anucha), Nam Phong\n"
    "\n"
    "Commercial chest freezer, model NC-1000F, 1,000 litres, -18 to -25 C, solid lid\n"
    "Quantity: 1 unit\n"
    "Price: 46,800 THB including VAT\n"
    "Free delivery and installation in Khon Kaen province.\n"
    "Warranty: 1 year on parts, 3 years on the compressor.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakorn 081-960-3374",
]
COLDSHOP_QUOTE = [
    "ร้านขอนแก่นเครื่องเย็น  ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น  โทร 043-241-778",
    "ใบเสนอราคา เลขที่ 0387  วันที่ 30 ตุลาคม 2568",
    "เรียน คุณอนุชา อนุชาฟาร์มจิ้งหรีด",
    "เรื่อง ตู้แช่แข็งสำหรับเก็บจิ้งหรีดต้ม",
]
COLDSHOP_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ตู้แช่แข็งฝาทึบ 1,100 ลิตร อุณหภูมิ -22 ถึง -25 องศา", "1 ตู้", "43,900"),
    ("ค่าขนส่งและติดตั้งถึงฟาร์ม อ.น้ำพอง", "1 เที่ยว", "1,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "45,400"),
]
COLDSHOP_BOTTOM = [
    "รวมทั้งสิ้น 45,400 บาท",
    "รับประกันคอมเพรสเซอร์ 5 ปี อะไหล่ 1 ปี",
    "ยืนราคา 15 วัน ชำระเงินสดวันส่งของ หรือผ่อนบัตรเครดิต 0% 6 เดือน",
    "ผู้เสนอราคา นายประเสริฐ วงศ์ใหญ่",
]

# ---------------------------------------------------------------- books
LIVE_KG_2568 = [340, 318, 372, 262, 220, 281, 330, 358, 380, 355]
LIVE_PRICE_2568 = [110] * 6 + [115] * 4
FROZEN_KG_2568 = [710, 660, 760, 617, 564, 650, 703, 800, 827, 1200]
FROZEN_PRICE_2568 = [88] * 9 + [95]
POWDER_KG_2568 = [30, 27, 34, 31, 29, 36, 39, 41, 40, 60]
POWDER_PRICE_2568 = [620] * 9 + [640]
COSTS_2568 = {
    "feed": [38400, 36200, 41100, 33800, 30900, 35600, 38700, 43200, 44800, 58600],
    "eggs": [4200, 4200, 4800, 3600, 3600, 4200, 4800, 4800, 5400, 6000],
    "wages": [16500] * 9 + [19500],
    "utilities": [2850, 2790, 3120, 3480, 3610, 3240, 2980, 2940, 3050, 3760],
    "packing": [2100, 1950, 2300, 1800, 1700, 2050, 2250, 2500, 2550, 3900],
}
LIVE_KG_2567 = [310, 295, 350, 240, 205, 260, 300, 325, 340, 330, 345, 390]
FROZEN_KG_2567 = [520, 480, 560, 450, 420, 500, 540, 600, 630, 650, 680, 760]
POWDER_KG_2567 = [18, 16, 20, 19, 18, 22, 24, 25, 26, 27, 28, 35]
COSTS_2567 = {
    "feed": [30100, 28600, 33400, 27200, 25300, 29800, 32100, 35600, 37200, 38100, 39800, 45300],
    "eggs": [3600, 3600, 4200, 3000, 3000, 3600, 4200, 4200, 4200, 4800, 4800, 5400],
    "wages": [15000] * 11 + [18000],
    "utilities": [2610, 2580, 2890, 3310, 3420, 3050, 2760, 2720, 2830, 2900, 2790, 2850],
    "packing": [1600, 1500, 1750, 1400, 1300, 1600, 1700, 1900, 1950, 2000, 2100, 2600],
}


def sales_2568() -> tuple[list[int], list[int], list[int]]:
    live = [k * p for k, p in zip(LIVE_KG_2568, LIVE_PRICE_2568)]
    frozen = [k * p for k, p in zip(FROZEN_KG_2568, FROZEN_PRICE_2568)]
    powder = [k * p for k, p in zip(POWDER_KG_2568, POWDER_PRICE_2568)]
    return live, frozen, powder


def sales_2567() -> tuple[list[int], list[int], list[int]]:
    return [k * 105 for k in LIVE_KG_2567], [k * 85 for k in FROZEN_KG_2567], [k * 600 for k in POWDER_KG_2567]


def _farm_book(path: Path, year: str, kgs: tuple[list[int], ...], sales: tuple[list[int], ...],
               costs: dict[str, list[int]]) -> None:
    live, frozen, powder = sales
    months = [f"{m} {year}" for m in MONTHS[:len(live)]]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายอนุชาฟาร์มจิ้งหรีด ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "จิ้งหรีดสด (Live)", "จิ้งหรีดแช่แข็ง (Frozen)", "ผงจิ้งหรีด (Powder)",
                  "รวม (Total)"])
    for month, a, b, c in zip(months, live, frozen, powder):
        sheet.append([month, a, b, c, a + b + c])
    sheet.append(["รวมทั้งปี (Year total)", sum(live), sum(frozen), sum(powder),
                  sum(live) + sum(frozen) + sum(powder)])
    for column in range(2, 6):
        money_format(sheet, column)
    volume = book.create_sheet("ปริมาณ Volume kg")
    volume.append([f"ปริมาณที่ขาย ปี {year} (Kilograms sold {year})"])
    volume.append(["เดือน (Month)", "จิ้งหรีดสด กก. (Live kg)", "แช่แข็ง กก. (Frozen kg)", "ผง กก. (Powder kg)"])
    for month, a, b, c in zip(months, *kgs):
        volume.append([month, a, b, c])
    volume.append(["รวมทั้งปี (Year total)"] + [sum(values) for values in kgs])
    for column in range(2, 5):
        money_format(volume, column)
    expenses = book.create_sheet("ค่าใช้จ่าย Expenses")
    expenses.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year}, THB)"])
    expenses.append(["เดือน (Month)", "ค่าอาหาร (Feed)", "ค่าไข่จิ้งหรีด (Eggs)", "ค่าแรง (Wages)",
                     "ค่าไฟ/น้ำ (Utilities)", "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    columns = [costs[key] for key in ("feed", "eggs", "wages", "utilities", "packing")]
    for index, month in enumerate(months):
        row = [values[index] for values in columns]
        expenses.append([month] + row + [sum(row)])
    totals = [sum(values) for values in columns]
    expenses.append(["รวมทั้งปี (Year total)"] + totals + [sum(totals)])
    for column in range(2, 8):
        money_format(expenses, column)
    book.save(path)


BATCHES = [
    (9, "A1-A20", "5 ม.ค. 2568", "20 ก.พ. 2568", 20, 1420, 780, ""),
    (10, "B1-B20", "28 ม.ค. 2568", "14 มี.ค. 2568", 20, 1450, 805, ""),
    (11, "A1-A20", "1 มี.ค. 2568", "16 เม.ย. 2568", 22, 1510, 842, ""),
    (12, "B1-B20", "25 มี.ค. 2568", "10 พ.ค. 2568", 20, 1390, 596, "ร้อนจัด เม.ย. ตายเยอะ ดูบันทึกรุ่น 12"),
    (13, "A1-A20", "26 เม.ย. 2568", "11 มิ.ย. 2568", 20, 1440, 768, "ติดสปริงเกอร์พ่นหมอกแล้ว"),
    (14, "B1-B20", "20 พ.ค. 2568", "5 ก.ค. 2568", 22, 1530, 851, ""),
    (15, "A1-A20", "22 มิ.ย. 2568", "7 ส.ค. 2568", 24, 1660, 918, ""),
    (16, "B1-B20", "18 ก.ค. 2568", "2 ก.ย. 2568", 24, 1690, 934, ""),
    (17, "A1-A20", "18 ส.ค. 2568", "3 ต.ค. 2568", 24, 1710, 951, ""),
    (18, "B1-B20", "15 ก.ย. 2568", "31 ต.ค. 2568", 26, 1880, 1046, "เพิ่มไข่ รับออเดอร์อีสานโปรตีน"),
]


def _batch_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รุ่นการเลี้ยง Batches"
    sheet.append(["บันทึกรุ่นการเลี้ยงจิ้งหรีด ปี 2568 (Cricket batches 2568)"])
    sheet.append(["รุ่นที่ (Batch)", "บ่อ (Pens)", "วันปล่อยไข่ (Eggs in)", "วันจับ (Harvest)", "ไข่ (ขัน)",
                  "อาหารที่ใช้ กก. (Feed kg)", "ผลผลิต กก. (Yield kg)", "FCR", "หมายเหตุ (Note)"])
    for batch, pens, start, harvest, eggs, feed, crop, note in BATCHES:
        sheet.append([batch, pens, start, harvest, eggs, feed, crop, round(feed / crop, 2), note])
    sheet.append([19, "A1-A20", "14 ต.ค. 2568", "กำลังเลี้ยง", 26, None, None, None, "คาดจับ 28 พ.ย. 2568"])
    for column in (6, 7):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1186.40, "PEA"), ("ค่าน้ำประปา (Water)", 342.40, "PWA"),
                  ("โทรศัพท์+เน็ตบ้าน (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 8500, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3200, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1100, "ภูเวียงประกันภัย"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1200, ""), ("ค่าขนมใบเตย (Pocket money)", 2000, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1412.58, "PEA"), ("ค่าน้ำประปา (Water)", 355.70, "PWA"),
                  ("โทรศัพท์+เน็ตบ้าน (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3450, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1100, "ภูเวียงประกันภัย"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1200, ""), ("ค่าขนมใบเตย (Pocket money)", 2000, ""),
                  ("ค่ายาพ่อทองใบ (Dad's medicine)", 650, "รพ.น้ำพอง")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1293.76, "PEA"), ("ค่าน้ำประปา (Water)", 365.94, "PWA"),
                  ("โทรศัพท์+เน็ตบ้าน (Phone, internet)", 899, ""), ("ค่ากับข้าว (Food)", 9200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3380, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1100, "ภูเวียงประกันภัย"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1200, ""), ("ค่าขนมใบเตย (Pocket money)", 2000, ""),
                  ("ทำบุญกฐินวัดโนนทัน (Temple)", 1000, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- farm papers
GAP_TOP = [
    "สำนักงานปศุสัตว์จังหวัดขอนแก่น",
    "แบบรายงานผลการตรวจประเมินฟาร์มจิ้งหรีดตามมาตรฐาน GAP (มกษ. 8202-2560)",
    "ชื่อฟาร์ม อนุชาฟาร์มจิ้งหรีด  เจ้าของ นายอนุชา ภูมิสะอาด",
    "ที่ตั้ง 45 หมู่ 7 บ้านหนองกุง ต.ม่วงหวาน อ.น้ำพอง จ.ขอนแก่น",
    "วันที่ตรวจ 22 สิงหาคม 2568  ผู้ตรวจ นายสุริยา คำภูเงิน สัตวแพทย์",
    "ขนาดฟาร์ม โรงเรือน 2 หลัง บ่อเลี้ยง 40 บ่อ ผลผลิตประมาณเดือนละ 1,000 กก.",
]
GAP_HEADINGS = [
    ("ผลการตรวจ", "ผ่านการรับรอง คะแนนรวม 86 จาก 100\n"
                  "ใบรับรองเลขที่ ปศข.ขก. 0112/2568 มีอายุ 3 ปี ถึงวันที่ 21 สิงหาคม 2571"),
    ("สิ่งที่ต้องปรับปรุง (3 ข้อ)", "1. ติดมุ้งตาข่ายกันแมลงวันที่ห้องต้มเพิ่ม ภายใน 60 วัน\n"
                                 "2. ทำบันทึกการใช้อาหารและยาแยกรายบ่อ ให้ครบทุกรุ่น\n"
                                 "3. ย้ายที่ทิ้งมูลจิ้งหรีดให้ห่างจากโรงเรือนอย่างน้อย 20 เมตร"),
    ("การตรวจติดตาม", "เจ้าหน้าที่จะเข้าตรวจติดตามปีละ 1 ครั้ง ครั้งถัดไปประมาณเดือนสิงหาคม 2569"),
]
LEASE_TOP = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านหนองกุง ต.ม่วงหวาน อ.น้ำพอง จ.ขอนแก่น  วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นางสมหมาย ศรีทอง ผู้ให้เช่า กับ นายอนุชา ภูมิสะอาด ผู้เช่า",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ที่ดินที่เช่า", "ที่ดินโฉนดเลขที่ 18907 เนื้อที่ 2 ไร่ ติดถนนเข้าหมู่บ้าน ใช้สร้างโรงเรือนเลี้ยงจิ้งหรีด"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "ปีละ 12,000 บาท ชำระล่วงหน้าภายในวันที่ 15 มกราคม ของทุกปี"),
    ("ข้อ 4 การใช้ที่ดิน", "ผู้เช่าสร้างโรงเรือนได้ ห้ามเผาขยะหรือมูลจิ้งหรีดในที่ดิน\n"
                           "เมื่อครบสัญญา ผู้เช่าจะรื้อโรงเรือนออกหรือยกให้ผู้ให้เช่าก็ได้"),
    ("ข้อ 5 การต่อสัญญา", "หากจะต่อสัญญา ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 60 วัน ค่าเช่าใหม่ตกลงกันอีกครั้ง"),
]
LEASE_BOTTOM = ["ลงชื่อ สมหมาย ศรีทอง ผู้ให้เช่า", "ลงชื่อ อนุชา ภูมิสะอาด ผู้เช่า",
                "ลงชื่อ กัลยา ภูมิสะอาด พยาน"]
BANK_LETTER = [
    "MEKONG COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, 150 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "Ref: KKN-SME-2568/0412\n"
    "6 November 2025\n"
    "\n"
    "Mr. Anucha Phumsaart\n"
    "Anucha Cricket Farm, 45 Moo 7, Muang Wan, Nam Phong, Khon Kaen 40310\n"
    "\n"
    "Subject: Approval of your SME term loan\n"
    "We are pleased to inform you that your loan application of 15 October 2025 has been approved.\n"
    "Loan amount: 350,000 THB\n"
    "Purpose: two new cricket sheds and one chest freezer\n"
    "Interest rate: 6.25% per year, fixed for the first 3 years, then MLR - 1.50%\n"
    "Term: 60 months\n"
    "Monthly installment: 6,807 THB, by auto-debit from your savings account\n"
    "First installment due: 25 Dec 2025\n"
    "Front-end fee: 0.5% (1,750 THB), deducted at drawdown\n"
    "Collateral: land title deed no. 18842, Muang Wan, Nam Phong\n",
    "Please come to the branch to sign the loan agreement by 20 Nov 2025, together with\n"
    "Mrs. Kanlaya Phumsaart as co-borrower. Bring your ID cards, house registration and the\n"
    "original title deed.\n"
    "\n"
    "Yours sincerely,\n"
    "Kittisak Boonma\n"
    "Relationship Manager, SME Banking   Tel. 043-224-518",
]

# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนพิมานวิทย์ ขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปิยธิดา ภูมิสะอาด  ชั้น ม.1/3  เลขประจำตัว 34518"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-88451-7",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "6,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "9,000"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350"), ("ค่าชุดพละและเสื้อกิจกรรม", "1,150")],
                "19,000", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "6,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "9,000"),
                           ("ค่าทัศนศึกษา", "1,800"), ("ค่าเรียนคอมพิวเตอร์", "1,200")],
                "18,500", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nam Phong Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Anucha Phumsaart\n"
    "Address: 45 Moo 7, Ban Nong Kung, Muang Wan, Nam Phong, Khon Kaen 40310\n"
    "Customer no. 020013377120  (house meter)\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 9,842 -> 10,128   Units used: 286 kWh\n"
    "Energy charge 1,142.30  Ft 28.60  Service 38.22  VAT 7% 84.64\n"
    "AMOUNT DUE: 1,293.76 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nam Phong Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Anucha Phumsaart    Account: 5521-004-3318\n"
    "Meter reading: 1,204 -> 1,228    Water used: 24 cubic metres\n"
    "Water charge        312.00\n"
    "Service charge       30.00\n"
    "VAT 7%               23.94\n"
    "TOTAL               365.94 THB\n"
    "Due date: 10 Nov 2025. Late payment may lead to disconnection.",
]
INSURANCE_LETTER = [
    "PHU WIANG INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Si Chan Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - CHILD HEALTH INSURANCE (IPD PLUS)\n"
    "Dear Mr. Anucha Phumsaart,\n"
    "The policy no. PWH-2209-1187 for the insured person below expires on 30 Nov 2025.\n"
    "Insured: Miss Piyathida Phumsaart, age 13\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "In-patient cover: 300,000 THB per year, room 2,500 THB per night\n"
    "Annual premium: 14,280 THB (last year 13,200 THB), because the insured moved to a new age band.\n"
    "Monthly payment option: 1,190 THB x 12 by auto-debit (last year 1,100 THB).\n"
    "Please pay the first premium by 25 Nov 2025, or your agent Khun Jintana (089-712-4406) can help.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(values) for values in sales_2568())
    return [
        ("แผนอนุชาฟาร์มจิ้งหรีด ปี 2569", "Anucha Cricket Farm - plan for 2026\nอนุชา ภูมิสะอาด  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าหลักใหม่: อีสานโปรตีน (แช่แข็ง + ผง) ตั้งแต่ ต.ค.\n"
                         "ปัญหา: รุ่น 12 ร้อนจัดตายเยอะ, ตู้แช่มีตู้เดียวไม่พอ, อาหารขึ้นราคา"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,800,000 บาท\nผลผลิตเดือนละ 1,500 กก.\n"
                            "ขายผงให้ CrunchLab เดือนละ 100 กก. ถ้าตัวอย่างผ่าน"),
        ("สร้างโรงเรือนเพิ่ม 2 หลัง", "เพิ่ม 20 บ่อ งบ 280,000 บาท\nตู้แช่แข็งเพิ่ม 1 ตู้ ประมาณ 47,000 บาท\n"
                                      "กู้ธนาคารแม่โขง 350,000 บาท ผ่อน 5 ปี"),
        ("คนงานและต้นทุน", "จ้างคนงานเพิ่ม 1 คน เดือนละ 9,000 บาท ตั้งแต่ มี.ค. 2569\n"
                           "ผสมอาหารเองด้วยฟักทอง ลดค่าอาหาร 10%"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มจิ้งหรีด/ลูกค้า/email_from_CrunchLab_Oct2025.txt": CRUNCHLAB_EMAIL,
    "ฟาร์มจิ้งหรีด/Suppliers/email_from_KKAgroFeed_Nov2025.txt": KK_EMAIL,
    "ฟาร์มจิ้งหรีด/แชท/แชทไลน์_คุณเอ๋_อีสานโปรตีน.txt": """[3 พ.ย. 68 09:12] เอ๋ อีสานโปรตีน: สวัสดีค่ะพี่ชา ส่ง PO เดือน พ.ย. ทางอีเมลแล้วนะคะ PO-7731 แช่แข็ง 1,200 โล ผง 60 โล
[3 พ.ย. 68 09:20] อนุชาฟาร์ม: ได้รับแล้วครับ ส่ง 10 กับ 24 พ.ย. ตามเดิมครับ
[10 พ.ย. 68 08:45] เอ๋ อีสานโปรตีน: ของล็อตแรกถึงแล้วค่ะ อุณหภูมิโอเค
[18 พ.ย. 68 14:05] เอ๋ อีสานโปรตีน: พี่ชาคะ เดือนธันวาช่วงปีใหม่ โรงงานขอแช่แข็งเพิ่มเป็น 1,500 โลได้มั้ยคะ ผงขอ 80 โล
[18 พ.ย. 68 14:30] อนุชาฟาร์ม: แช่แข็ง 1,500 ไม่ไหวครับ รุ่น 20 ยังไม่โต ได้สูงสุด 1,350 โล ผง 80 โลได้ครับ
[18 พ.ย. 68 14:33] เอ๋ อีสานโปรตีน: โอเคค่ะ 1,350 กับผง 80 นะคะ
[20 พ.ย. 68 08:10] อนุชาฟาร์ม: คุณเอ๋ครับ ขอแก้ผงเป็น 70 โลนะครับ เครื่องอบตัวเล็กเสีย รออะไหล่อยู่
[20 พ.ย. 68 08:25] เอ๋ อีสานโปรตีน: ได้ค่ะ งั้นสรุป ธ.ค. แช่แข็ง 1,350 โล ผง 70 โล ราคาเดิมนะคะ
[20 พ.ย. 68 08:27] อนุชาฟาร์ม: ครับ รวม 173,050 บาท ส่ง 8 กับ 22 ธ.ค. ครับ
""",
    "ฟาร์มจิ้งหรีด/แชท/แชทไลน์_ลุงสมพงษ์_ไข่จิ้งหรีด.txt": """[10 พ.ย. 68 18:20] ลุงสมพงษ์ ไข่จิ้งหรีด: ชา ไข่ล็อตใหม่ออกวันที่ 15 นะ ขันละ 150 จะเอากี่ขัน
[10 พ.ย. 68 18:45] อนุชาฟาร์ม: เอา 40 ขันครับลุง
[12 พ.ย. 68 07:02] อนุชาฟาร์ม: ลุงครับ ขอลดเหลือ 36 ขันนะครับ บ่อ B ซ่อมหลังคาอยู่ 2 บ่อ
[12 พ.ย. 68 07:30] ลุงสมพงษ์ ไข่จิ้งหรีด: ได้ๆ 36 ขัน เอาประจำลุงคิดขันละ 145
[12 พ.ย. 68 07:33] อนุชาฟาร์ม: ขอบคุณครับลุง รวม 5,220 บาท โอนวันรับของครับ
[15 พ.ย. 68 06:10] ลุงสมพงษ์ ไข่จิ้งหรีด: เอาไปส่งที่ฟาร์มแล้ว ฝากไว้กับป้าบุญมี
[15 พ.ย. 68 08:00] อนุชาฟาร์ม: โอนแล้วครับ 5,220
""",
    "ฟาร์มจิ้งหรีด/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | เงินเดือน | OT | รวม |
|---|---|---|---|---|
| น้องต้น | ให้อาหาร จับ ต้ม แพ็ก | 9,000 บาท | 3,000 บาท | 12,000 บาท |
| ป้าบุญมี | ทำความสะอาดบ่อ ดูแลไข่ | 7,500 บาท | - | 7,500 บาท |

รวมจ่ายค่าแรง ต.ค. 19,500 บาท จ่ายแล้ว 31 ต.ค.
OT ต้น เพราะต้มแพ็กออเดอร์อีสานโปรตีนล็อตแรก 1,200 โล
""",
    "ฟาร์มจิ้งหรีด/บันทึกรุ่น12_จิ้งหรีดตาย.md": """# บันทึกรุ่นที่ 12 (บ่อ B1-B20) จิ้งหรีดตาย

- ปลาย เม.ย. 2568 ร้อนจัด ในโรงเรือนถึง 39-40 องศา 5 วันติด
- จิ้งหรีดวัย 3-4 สัปดาห์ตายเยอะ มีมดแดงขึ้นบ่อ B5 B6
- ปกติรุ่นละประมาณ 840 กก. รุ่นนี้จับได้ 596 กก.
- เสียไปประมาณ 250 กก. คิดเป็นเงินราว 22,000 บาท (โลละ 88)

แก้ไขแล้ว
- ติดสปริงเกอร์พ่นหมอก 4,800 บาท
- ขึงสแลนกันแดดหลังคาอีกชั้น 2,600 บาท
- ทาชอล์กกันมดรอบขาบ่อทุกสัปดาห์
""",
    "ฟาร์มจิ้งหรีด/สูตรอาหารผสมเอง.md": """# สูตรอาหารผสมเอง (ลองรุ่น 17)
- อาหารสำเร็จรูปจิ้งหรีดรุ่น 70%
- ฟักทองบดตากแห้ง 20%
- ใบมันสำปะหลังป่น 10%
คลุกให้เข้ากัน ให้จิ้งหรีดอายุ 3 สัปดาห์ขึ้นไป ลดค่าอาหารได้ราว 10%
ระวังใบมันสดมีพิษ ต้องตากแห้งก่อนทุกครั้ง
""",
    "บ้าน/แชทไลน์_บ้านเฮา.txt": """[28 ต.ค. 68 19:30] ก้อย: พ่อใบเตย ค่าเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 18,500
[28 ต.ค. 68 19:34] ชา: โอเค เดี๋ยวโอนหลังอีสานโปรตีนจ่ายเงิน
[29 ต.ค. 68 07:15] ใบเตย: แม่ๆ ค่าเข้าค่ายลูกเสือ 850 ค่ะ ส่งครูวันศุกร์
[29 ต.ค. 68 12:40] ใบเตย: ครูบอกเปลี่ยนเป็น 950 ค่ะ เพิ่มค่ารถบัส
[29 ต.ค. 68 12:45] ก้อย: ได้ลูก เดี๋ยวแม่ให้ 950
[1 พ.ย. 68 20:02] ก้อย: ประกันสุขภาพใบเตยส่งใบต่ออายุมาแล้ว ปีนี้ขึ้นเป็น 14,280 ต้องจ่ายก่อน 25 พ.ย.
[1 พ.ย. 68 20:05] ชา: จ่ายรายเดือนเหมือนเดิมไปก่อน
[2 พ.ย. 68 06:50] พ่อทองใบ: วันที่ 19 พ่อนัดหมอที่ รพ.น้ำพอง ตรวจตา
[2 พ.ย. 68 06:58] ชา: ผมพาไปเองพ่อ ฝากก้อยดูฟาร์มเช้านั้น
""",
    "บ้าน/งานบวชหลานบาส.md": """# งานบวชหลานบาส (ลูกน้องสาว)
- วันที่ 6-7 ธันวาคม 2568 ที่วัดโนนทัน
- ใส่ซองทำบุญ 2,000 บาท
- รับปากช่วยจิ้งหรีดทอด 10 กก. ไว้เลี้ยงแขก
- ก้อยช่วยทำบายศรี ใบเตยไปช่วยล้างจาน
- ยืมเต็นท์ อบต. 2 หลัง ชาไปขนวันที่ 5
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญากู้ธนาคารแม่โขง ก่อน 20 พ.ย. (พาก้อยไปด้วย)
- ส่งตัวอย่างผงจิ้งหรีด 2 กก. ให้ CrunchLab ก่อน 14 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 10 พ.ย.
- เลือกตู้แช่แข็ง ระหว่างสองร้าน
- พาพ่อไปหาหมอตา 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มจิ้งหรีด"
    quotes, customers, suppliers, books = farm / "ใบเสนอราคา", farm / "ลูกค้า", farm / "Suppliers", farm / "บัญชี"
    papers, bank = farm / "เอกสารฟาร์ม", farm / "ธนาคาร"
    home = docs / "บ้าน"
    for folder in (quotes, customers, suppliers, books, papers, bank, farm / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อีสานโปรตีน_ร่าง.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE, bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อีสานโปรตีน_ฉบับจริง.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    make_pdf(customers / "IsanProtein_PO-7731.pdf", ISAN_PO)
    make_pdf(suppliers / "KKAgroFeed_pricelist_2025.pdf", KK_PRICES_2025)
    write_docx(suppliers / "ราคาอาหารจิ้งหรีด_เคเคอะโกรฟีด_2567.docx", KK_PRICES_2567, KK_PRICES_2567_TABLE,
               bottom=KK_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KKAgroFeed_invoice_INV-2510-0456.pdf", KK_INVOICE)
    make_pdf(suppliers / "NortheastColdTech_freezer_quotation.pdf", COLDTECH_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_ขอนแก่นเครื่องเย็น_ตู้แช่แข็ง.docx", COLDSHOP_QUOTE, COLDSHOP_TABLE,
               bottom=COLDSHOP_BOTTOM)
    _farm_book(books / "บัญชีฟาร์ม_2568.xlsx", "2568", (LIVE_KG_2568, FROZEN_KG_2568, POWDER_KG_2568),
               sales_2568(), COSTS_2568)
    _farm_book(books / "บัญชีฟาร์ม_2567.xlsx", "2567", (LIVE_KG_2567, FROZEN_KG_2567, POWDER_KG_2567),
               sales_2567(), COSTS_2567)
    _batch_book(books / "บันทึกรุ่นการเลี้ยง_2568.xlsx")
    write_docx(papers / "ผลตรวจ_GAP_ฟาร์มจิ้งหรีด_2568.docx", GAP_TOP, headings=GAP_HEADINGS)
    write_docx(papers / "สัญญาเช่าที่ดิน_โรงเรือน.docx", LEASE_TOP, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    make_pdf(bank / "MekongBank_loan_approval_Nov2025.pdf", BANK_LETTER)
    write_slides(farm / "แผนฟาร์ม_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "PhuWiang_health_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
