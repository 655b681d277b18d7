"""A blind bench folder: the papers of คุณวรรณา ศรีสุข (Wanna Srisuk), who runs ร้านวรรณากระเบื้องและสุขภัณฑ์
(Wanna Tiles & Sanitary Ware), a tile and sanitary-ware dealer on ถนนมิตรภาพ in อ.เมือง จ.ขอนแก่น, with her
husband ประเสริฐ (Prasert, who drives the deliveries), their daughter แพรว (ด.ญ.แพรวา, ป.5) and her mother
แม่บุญมี living with them. Thai year 2568 = 2025; the plan is for 2569.

Documents/ร้าน/ใบเสนอราคา/
- ใบเสนอราคา_คุณธนพล_ร่าง.docx       draft quote to คุณธนพล (house, หมู่บ้านพฤกษาวิลล์), 85 boxes granito, 59,225 บาท
- ใบเสนอราคา_คุณธนพล_ฉบับจริง.docx   the final of the same quote, 92 boxes, discount, 58,710 บาท
- ใบเสนอราคา_หอพักรุ่งอรุณ.docx     a similar quote to a dormitory owner, 390 บาท/box, 160,500 บาท
Documents/ร้าน/Suppliers/
- SiamCeramic_PriceList_2025.pdf      the main supplier's dealer price list 2025 (English)
- ราคาสยามเซรามิค_2567.docx          the same supplier's price list for 2567 (Thai names the firm in Thai)
- email_SiamCeramic_price_2026.txt    the supplier's e-mail: granito +6% from 1 January 2026 (337 THB/box)
- SC_Invoice_INV2025-1093.pdf         the supplier's October invoice, 113,056.20 THB due 2 November 2025
- เคลมกระเบื้องแตก_ล็อตต.ค.md          her note on 14 broken boxes from that lot and the credit note
- NESanitary_Quotation_QN-25-0392.pdf a toilet/basin supplier's quotation from Udon Thani (English)
Documents/ร้าน/สัญญา/
- Supply_Agreement_KK_Rungruang.docx  English supply agreement with Khon Kaen Rungruang Construction Ltd. Part.
- สัญญาเช่าโกดัง_บ้านทุ่ม.docx         warehouse lease, 18,000 บาท/เดือน, ends 28 กุมภาพันธ์ 2570
Documents/ร้าน/บัญชี/
- ยอดขาย_ค่าใช้จ่าย_2568.xlsx        this year's sales and expenses (two sheets, months as rows)
- ยอดขาย_ค่าใช้จ่าย_2567.xlsx        last year's book, same layout, twelve months
- เงินเดือนพนักงาน_2568.xlsx         payroll, staff as rows and months as columns
- PEA_bill_shop_Sep2025.pdf           the shop's electricity bill for September
Documents/ร้าน/
- แผนธุรกิจปี2569.pptx                slides: the plan for next year
- ประชุมพนักงาน_ต.ค.68.md             staff meeting notes, 6 October 2568
- ซ่อมรถกระบะส่งของ.md                repairs of the delivery pickup
Documents/LINE/
- LINE_ช่างเอก_รุ่งเรือง.txt          chat with the contractor (the same firm, in Thai); the order changes twice
- LINE_ครอบครัวศรีสุข.txt             the family group chat
Documents/บ้าน/
- PEA_bill_home_Sep2025.pdf           the house's electricity bill for September (685 kWh, 3,184.25 THB)
- รายจ่ายบ้าน_2568.xlsx              household spending, a sheet per month (ก.ค.-ก.ย.)
- ThaiSawasdee_renewal_Praew_2025.pdf the daughter's health-insurance renewal letter
- Hospital_receipt_Boonmee_Aug2025.pdf her mother's hospital receipt, August
- รายการซื้อของเข้าบ้าน.txt           a shopping list (distractor)
Documents/บ้าน/แพรว/
- ใบแจ้งค่าเทอม_แพรว_ภาค2_2568.docx  the school's fee notice for term 2/2568, 27,550 บาท by 31 ตุลาคม 2568
- ใบเสร็จค่าเทอม_แพรว_ภาค1_2568.docx the receipt for term 1/2568, 32,500 บาท
- ตารางเรียนพิเศษแพรว.md              her tutoring timetable and fees
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf


def _baht(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


QUOTE_HEAD = ("ลำดับ", "รายการสินค้า", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
SHOP_LINES = ["ร้านวรรณากระเบื้องและสุขภัณฑ์",
              "215 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 043-241-889 / LINE: @wannatiles"]


def _quote_table(items: list[tuple[str, int, str, int]]) -> tuple[list[tuple[str, ...]], int]:
    rows, total = [QUOTE_HEAD], 0
    for number, (name, qty, unit, price) in enumerate(items, start=1):
        amount = qty * price
        total += amount
        rows.append((str(number), name, f"{qty} {unit}", _baht(price) if price else "ฟรี", _baht(amount)))
    return rows, total


THANAPHON_DRAFT = [
    ("กระเบื้องพื้นแกรนิตโต้ 60x60 ลายหินอ่อน สีครีม (GP-6060)", 85, "กล่อง", 420),
    ("กระเบื้องผนังห้องน้ำ 30x60 สีขาวเงา (WT-3060)", 40, "กล่อง", 310),
    ("กาวซีเมนต์ปูกระเบื้อง 20 กก.", 60, "ถุง", 145),
    ("ยาแนว สีเทา 1 กก.", 25, "ถุง", 65),
    ("ค่าขนส่ง", 1, "เที่ยว", 800),
]
THANAPHON_FINAL = [
    ("กระเบื้องพื้นแกรนิตโต้ 60x60 ลายหินอ่อน สีครีม (GP-6060)", 92, "กล่อง", 405),
    ("กระเบื้องผนังห้องน้ำ 30x60 สีขาวเงา (WT-3060)", 40, "กล่อง", 310),
    ("กาวซีเมนต์ปูกระเบื้อง 20 กก.", 65, "ถุง", 145),
    ("ยาแนว สีเทา 1 กก.", 25, "ถุง", 65),
    ("ค่าขนส่ง", 1, "เที่ยว", 0),
]
DORM = [
    ("กระเบื้องพื้นแกรนิตโต้ 60x60 ลายหินอ่อน สีครีม (GP-6060)", 240, "กล่อง", 390),
    ("กระเบื้องผนังห้องน้ำ 30x60 สีขาวเงา (WT-3060)", 120, "กล่อง", 295),
    ("กาวซีเมนต์ปูกระเบื้อง 20 กก.", 180, "ถุง", 140),
    ("ยาแนว สีเทา 1 กก.", 60, "ถุง", 65),
    ("ค่าขนส่ง (แบ่งส่ง 3 รอบ)", 3, "เที่ยว", 800),
]


def _quotes(folder: Path) -> None:
    rows, total = _quote_table(THANAPHON_DRAFT)
    write_docx(folder / "ใบเสนอราคา_คุณธนพล_ร่าง.docx",
               SHOP_LINES + ["ใบเสนอราคา (ร่าง) เลขที่ QT-6809-014", "วันที่ 2 กันยายน 2568",
                             "เรียน คุณธนพล วงศ์ใหญ่ บ้านเลขที่ 88/12 หมู่บ้านพฤกษาวิลล์ ต.ศิลา อ.เมือง จ.ขอนแก่น",
                             "งานปูพื้นชั้นล่างและห้องน้ำ 2 ห้อง (พื้นที่ตามแบบประมาณ 120 ตร.ม.)"],
               table=rows,
               bottom=[f"ยอดรวมทั้งสิ้น {_baht(total)} บาท (ราคารวมภาษีมูลค่าเพิ่มแล้ว)",
                       "ร่าง ยังไม่ได้ส่งลูกค้า รอวัดหน้างานอีกรอบ",
                       "ยืนราคา 30 วัน"])
    rows, subtotal = _quote_table(THANAPHON_FINAL)
    discount = 2000
    net = subtotal - discount
    write_docx(folder / "ใบเสนอราคา_คุณธนพล_ฉบับจริง.docx",
               SHOP_LINES + ["ใบเสนอราคา เลขที่ QT-6809-014", "วันที่ 9 กันยายน 2568",
                             "เรียน คุณธนพล วงศ์ใหญ่ บ้านเลขที่ 88/12 หมู่บ้านพฤกษาวิลล์ ต.ศิลา อ.เมือง จ.ขอนแก่น",
                             "งานปูพื้นชั้นล่างและห้องน้ำ 2 ห้อง (วัดหน้างานแล้ว 9 ก.ย. พื้นที่ 131 ตร.ม.)"],
               table=rows,
               bottom=[f"รวมเป็นเงิน {_baht(subtotal)} บาท",
                       f"ส่วนลดพิเศษ {_baht(discount)} บาท",
                       f"ยอดสุทธิ {_baht(net)} บาท (ราคารวมภาษีมูลค่าเพิ่มแล้ว) ส่งฟรีในเขตอำเภอเมือง",
                       f"มัดจำ 30% เป็นเงิน {_baht(net * 3 // 10)} บาท ส่วนที่เหลือชำระวันส่งของ",
                       "ยืนราคา 30 วันนับจากวันที่ในใบเสนอราคา",
                       "ผู้เสนอราคา วรรณา ศรีสุข"])
    rows, total = _quote_table(DORM)
    write_docx(folder / "ใบเสนอราคา_หอพักรุ่งอรุณ.docx",
               SHOP_LINES + ["ใบเสนอราคา เลขที่ QT-6809-017", "วันที่ 15 กันยายน 2568",
                             "เรียน คุณสมพงษ์ แก้วมณี เจ้าของหอพักรุ่งอรุณ ซอยกังสดาล ต.ในเมือง อ.เมือง จ.ขอนแก่น",
                             "งานรีโนเวทห้องพัก 24 ห้อง เปลี่ยนพื้นและผนังห้องน้ำ"],
               table=rows,
               bottom=[f"ยอดสุทธิ {_baht(total)} บาท (ราคารวมภาษีมูลค่าเพิ่มแล้ว)",
                       "มัดจำ 50,000 บาท ส่วนที่เหลือชำระทุกครั้งที่ส่งของตามจำนวนที่ส่ง",
                       "ส่งของ 3 รอบ ตามที่ช่างหน้างานแจ้ง", "ยืนราคาถึง 31 ตุลาคม 2568",
                       "ผู้เสนอราคา วรรณา ศรีสุข"])


PRICE_2025 = [
    "SIAM CERAMIC DISTRIBUTION CO., LTD.\n88 Mittraphap Road, Mueang, Nakhon Ratchasima 30000\n"
    "Tel 044-255-300  www.siamceramic-dist.co.th\n\nDEALER PRICE LIST 2025\nEffective 1 January 2025 "
    "until further notice. Prices in THB, excluding VAT 7%.\n\n"
    "Code      Description                              Unit   Price\n"
    "GP-6060   Granito 60x60 Cream Marble (1.44 sqm/box)  box    318\n"
    "GP-6060G  Granito 60x60 Grey Stone (1.44 sqm/box)    box    335\n"
    "WT-3060   Wall tile 30x60 White Gloss (1.44 sqm/box) box    228\n"
    "FT-3030   Floor tile 30x30 Anti-slip (1.08 sqm/box)  box    142\n"
    "WD-20120  Wood-look tile 20x120 Oak (1.44 sqm/box)   box    410\n"
    "TA-20     Tile adhesive 20 kg                        bag     98\n"
    "GR-1      Grout 1 kg grey                            bag     38",
    "TERMS\nFree delivery to Khon Kaen for orders of 50 boxes or more.\nCredit term: 30 days from invoice date.\n"
    "Breakage must be reported within 3 days of delivery with photos.\n"
    "Contact: Kittipong Saelim, Sales Manager (North-East), 089-611-2457",
]
PRICE_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("GP-6060", "แกรนิตโต้ 60x60 ลายหินอ่อนสีครีม", "กล่อง", "295"),
    ("GP-6060G", "แกรนิตโต้ 60x60 สีเทาสโตน", "กล่อง", "310"),
    ("WT-3060", "กระเบื้องผนัง 30x60 สีขาวเงา", "กล่อง", "215"),
    ("FT-3030", "กระเบื้องพื้น 30x30 กันลื่น", "กล่อง", "135"),
    ("TA-20", "กาวซีเมนต์ปูกระเบื้อง 20 กก.", "ถุง", "92"),
    ("GR-1", "ยาแนว 1 กก. สีเทา", "ถุง", "35"),
]
EMAIL_2026 = """From: Kittipong Saelim <kittipong.s@siamceramic-dist.co.th>
To: wanna.tiles.kk@gmail.com
Date: Mon, 20 Oct 2025 10:14 +0700
Subject: Price adjustment notice - effective 1 January 2026

Dear Khun Wanna,

Thank you for your continued support. Because gas and freight costs have gone up again this year,
Siam Ceramic Distribution will adjust dealer prices effective 1 January 2026:

- Granito 60x60 (GP-6060, GP-6060G): +6%. GP-6060 Cream Marble will be 337 THB/box and
  GP-6060G Grey Stone 355 THB/box.
- Wall tile WT-3060 and floor tile FT-3030: no change.
- Tile adhesive TA-20: 102 THB/bag.

Orders confirmed with a deposit before 15 December 2025 will still be invoiced at the 2025 price,
with delivery by 31 January 2026 at the latest.

The full 2026 price list will follow in November.

Best regards,
Kittipong Saelim
Sales Manager (North-East)
Siam Ceramic Distribution Co., Ltd.
089-611-2457
"""
INVOICE_ITEMS = [("GP-6060", "Granito 60x60 Cream Marble", 200, "box", 318),
                 ("WT-3060", "Wall tile 30x60 White Gloss", 120, "box", 228),
                 ("TA-20", "Tile adhesive 20 kg", 150, "bag", 98)]


def _invoice_pages() -> list[str]:
    lines = [f"{code}  {name}  {qty} {unit} x {price} = {_baht(qty * price)}"
             for code, name, qty, unit, price in INVOICE_ITEMS]
    subtotal = sum(qty * price for _, _, qty, _, price in INVOICE_ITEMS)
    vat = round(subtotal * 0.07, 2)
    return [
        "SIAM CERAMIC DISTRIBUTION CO., LTD.\nTAX INVOICE\nInvoice No. INV2025-1093\nDate: 3 October 2025\n"
        "Bill to: Wanna Tiles & Sanitary Ware, 215 Mittraphap Road, Mueang, Khon Kaen 40000\n"
        "Customer code: KK-0318\n\n" + "\n".join(lines),
        f"Subtotal: {_baht(subtotal)} THB\nVAT 7%: {_baht(vat)} THB\nTotal amount: {_baht(subtotal + vat)} THB\n"
        "Payment term: 30 days\nDue date: 2 November 2025\n"
        "Please transfer to Kasikornbank, account 123-4-56789-0, Siam Ceramic Distribution Co., Ltd.",
    ]


CLAIM_NOTE = """# เคลมกระเบื้องแตก ล็อต 3 ต.ค. 68

- ของจากสยามเซรามิค ตามใบแจ้งหนี้ INV2025-1093 มาส่งที่โกดังบ้านทุ่ม 4 ต.ค.
- GP-6060 ครีม แตก/บิ่น 14 กล่อง บุญเลิศนับตอนลงของ ถ่ายรูปส่งไลน์คุณกิตติพงษ์แล้ว
- 7 ต.ค. สยามเซรามิคตกลงออกใบลดหนี้ CN-2025-211 ยอด 4,763.64 บาท (รวม VAT)
- ยอดที่ต้องโอนจริงหลังหักใบลดหนี้ 108,292.56 บาท โอนก่อน 2 พ.ย.
- ครั้งหน้าต้องเปิดกล่องสุ่มเช็คก่อนเซ็นรับของทุกครั้ง
"""
NE_QUOTE = [
    "NE SANITARY SUPPLY CO., LTD.\n45/7 Pho Si Road, Mueang, Udon Thani 41000\nTel 042-221-765\n\n"
    "QUOTATION No. QN-25-0392\nDate: 25 September 2025\nTo: Mrs. Wanna Srisuk, Wanna Tiles & Sanitary Ware, Khon Kaen\n\n"
    "Item        Description                          Dealer price (THB/unit)\n"
    "NE-T210     One-piece toilet, white, dual flush   3,450 (minimum 10 units)\n"
    "NE-T105     Two-piece toilet, white               1,980\n"
    "NE-B40      Wall-hung wash basin 40 cm            890\n"
    "NE-S12      Rain shower set, chrome               1,250\n"
    "NE-F08      Floor drain stainless 4 inch          165",
    "CONDITIONS\nPrices exclude VAT 7%.\nThis quotation is valid until 31 December 2025.\n"
    "Free delivery to Khon Kaen for orders over 30,000 THB.\n"
    "Payment: 50% deposit with the order, balance on delivery.\nWarranty: 5 years on ceramic, 1 year on fittings.\n"
    "Contact: Ms. Nuchanart Phonsri, 086-455-1290",
]
AGREEMENT_TOP = [
    "SUPPLY AGREEMENT",
    "Made on 1 August 2025 at Khon Kaen",
    "Between Wanna Tiles & Sanitary Ware, 215 Mittraphap Road, Mueang, Khon Kaen, represented by Mrs. Wanna Srisuk, "
    "owner (the \"Supplier\")",
    "and Khon Kaen Rungruang Construction Limited Partnership, 9/3 Moo 5, Ban Thum, Mueang, Khon Kaen, represented by "
    "Mr. Ekkachai Boonma, managing partner (the \"Buyer\").",
    "Project: Baan Rimbueng Townhome Phase 2 (36 units), Ban Thum, Khon Kaen.",
]
AGREEMENT_TERMS = [
    ("1. Products and prices", "Granito floor tile 60x60 Cream Marble (GP-6060): 380 THB per box.\n"
                               "Wall tile 30x60 White Gloss (WT-3060): 285 THB per box.\n"
                               "Prices include VAT and delivery to the site and are fixed until 31 March 2026."),
    ("2. Quantity and delivery", "Estimated quantity: 1,800 boxes of floor tile and 900 boxes of wall tile.\n"
                                 "The Buyer orders each lot by LINE at least 3 days before the delivery date."),
    ("3. Payment", "The Buyer pays each delivery within 45 days of the delivery note.\n"
                   "Deposit: 100,000 THB on signing, deducted from the last invoice."),
    ("4. Late delivery and breakage", "Late delivery: penalty of 0.1% of the lot value per day.\n"
                                      "Boxes broken on delivery are replaced free of charge within 7 days."),
    ("5. Term", "This agreement ends on 31 March 2026 or when Phase 2 is handed over, whichever comes first."),
]
LEASE = [
    "สัญญาเช่าโกดัง",
    "ทำที่ อ.เมือง จ.ขอนแก่น วันที่ 20 กุมภาพันธ์ 2567",
    "ผู้ให้เช่า: นายสุรชัย พลเยี่ยม  ผู้เช่า: นางวรรณา ศรีสุข (ร้านวรรณากระเบื้องและสุขภัณฑ์)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าโกดังเลขที่ 77 หมู่ 5 ต.บ้านทุ่ม อ.เมือง จ.ขอนแก่น พื้นที่ 400 ตารางเมตร "
    "พร้อมลานจอดรถหน้าโกดัง",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มีนาคม 2567 สิ้นสุดวันที่ 28 กุมภาพันธ์ 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 54,000 บาท ในวันทำสัญญา คืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ปีที่ 3 (ตั้งแต่ 1 มีนาคม 2569) ค่าเช่าปรับเป็นเดือนละ 18,900 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามที่ใช้จริง",
    "ข้อ 7. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
]

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = [(412500, 185000), (398200, 210400), (455800, 265000), (376900, 120500), (402350, 198000),
              (388600, 240750), (421300, 305200), (436150, 318900), (447900, 352600), (430250, 298400)]
SALES_2567 = [(365400, 142000), (352800, 160300), (401250, 198500), (338600, 95000), (372100, 150250),
              (359900, 188400), (384500, 230800), (398700, 221400), (390150, 246300), (405600, 210900),
              (418300, 255000), (452900, 310600)]
# ค่าน้ำมันรถส่งของ, ค่าไฟร้าน, ค่าโฆษณา per month (rent and salaries are added when the book is written)
COSTS_2568 = [(8450, 5210.35, 3000), (8120, 5088.90, 3000), (9340, 5634.20, 4500), (7260, 6420.75, 2000),
              (8810, 6895.10, 3000), (9050, 6302.45, 3000), (9640, 5977.30, 5500), (9870, 6105.40, 5500),
              (10230, 5987.60, 5500), (9480, 5712.85, 4000)]
COSTS_2567 = [(7350, 4890.20, 2000), (7020, 4765.55, 2000), (8100, 5240.10, 2000), (6480, 6010.35, 1500),
              (7660, 6388.40, 2000), (7900, 5905.15, 2000), (8240, 5533.60, 3000), (8350, 5420.80, 3000),
              (8490, 5371.25, 3000), (8620, 5298.90, 2500), (9010, 5175.45, 3500), (9870, 5466.70, 5000)]
SALARIES_2567 = [40500, 40500, 47500, 47500, 47500, 47500, 47500, 47500, 47500, 47500, 47500, 61000]
STAFF = {
    "นายสมศักดิ์ ทองดี (คนขับรถส่งของ)": [13500] * 6 + [14000] * 4,
    "น.ส.จันทร์เพ็ญ มูลศรี (พนักงานขาย รวมค่าคอม)": [16650, 16540, 17290, 16020, 16410,
                                                       16340, 17850, 18100, 18920, 17760],
    "นายบุญเลิศ แสนคำ (ยกของ/โกดัง)": [11000] * 10,
    "น.ส.ปิยะนุช ภูผา (บัญชี พาร์ทไทม์)": [9000] * 10,
}


def _payroll_totals() -> list[int]:
    return [sum(pay[i] for pay in STAFF.values()) for i in range(10)]


def _sales_book(path: Path, year: str, sales, costs, salaries, rent) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านวรรณากระเบื้อง ปี {year} (Sales {year})"])
    sheet.append(["เดือน (Month)", "ขายหน้าร้าน (Shop sales)", "งานโครงการ (Project sales)", "รวม (Total)"])
    for month, (shop, project) in zip(MONTHS, sales):
        sheet.append([month, shop, project, shop + project])
    sheet.append(["รวม (Total)", sum(s for s, _ in sales), sum(p for _, p in sales), sum(s + p for s, p in sales)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    expenses = book.create_sheet("ค่าใช้จ่าย Expenses")
    expenses.append([f"ค่าใช้จ่ายร้าน ปี {year} (Expenses {year})"])
    expenses.append(["เดือน (Month)", "ค่าเช่าโกดัง (Warehouse rent)", "เงินเดือนพนักงาน (Salaries)",
                     "ค่าน้ำมันรถส่งของ (Delivery fuel)", "ค่าไฟร้าน (Shop electricity)", "ค่าโฆษณา (Ads)",
                     "รวม (Total)"])
    sums = [0.0] * 6
    for month, (fuel, power, ads), pay, rent_month in zip(MONTHS, costs, salaries, rent):
        row = [rent_month, pay, fuel, power, ads]
        total = round(sum(row), 2)
        expenses.append([month] + row + [total])
        sums = [a + b for a, b in zip(sums, row + [total])]
    expenses.append(["รวม (Total)"] + [round(value, 2) for value in sums])
    for column in range(2, 8):
        money_format(expenses, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน 2568"
    sheet.append(["เงินเดือนพนักงาน ปี 2568 (Payroll 2568) จ่ายทุกวันที่ 30"])
    sheet.append(["พนักงาน (Staff)"] + MONTHS[:10])
    for name, pay in STAFF.items():
        sheet.append([name] + pay)
    sheet.append(["รวม (Total)"] + _payroll_totals())
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


def _bill(kind: str, address: str, account: str, units: str, energy: float, ft: float) -> list[str]:
    base = round(energy + ft, 2)
    vat = round(base * 0.07, 2)
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nKhon Kaen Office\nELECTRICITY BILL - September 2025\n"
        f"Customer: Mrs. Wanna Srisuk\nUse: {kind}\nAddress: {address}\nAccount No. {account}\n"
        "Meter reading period: 16 August 2025 - 15 September 2025",
        f"Units used: {units} kWh\nEnergy charge: {_baht(energy)} THB\nFt charge: {_baht(ft)} THB\n"
        f"VAT 7%: {_baht(vat)} THB\nAmount due: {_baht(base + vat)} THB\nDue date: 30 September 2025\n"
        "Pay at PEA counters, 7-Eleven or the PEA Smart Plus app.",
    ]


SLIDES = [
    ("แผนธุรกิจปี 2569", "ร้านวรรณากระเบื้องและสุขภัณฑ์ ขอนแก่น\nเตรียมโดย วรรณา ศรีสุข ตุลาคม 2568"),
    ("ปีนี้เป็นยังไง", "ยอดขาย ม.ค.-ต.ค. 2568 ดีกว่าปีที่แล้วทุกเดือน\nคาดว่าทั้งปี 2568 ปิดที่ 8,150,000 บาท\n"
                       "งานโครงการโตเร็วกว่าหน้าร้าน (รุ่งเรืองก่อสร้าง, หอพัก)"),
    ("เป้ายอดขายปี 2569", "เป้ายอดขายทั้งปี 9,600,000 บาท\nงานโครงการให้ได้ 45% ของยอดขาย\n"
                          "หาลูกค้าโครงการใหม่อย่างน้อย 3 ราย"),
    ("โชว์รูมสาขา 2", "เปิดโชว์รูมสาขา 2 ที่ อ.บ้านไผ่ เดือนมิถุนายน 2569\nงบตกแต่งโชว์รูม 850,000 บาท\n"
                      "ค่าเช่าตึกแถว 2 คูหา เดือนละ 22,000 บาท"),
    ("สินค้าใหม่", "เพิ่มสุขภัณฑ์ NE Sanitary (ชักโครก อ่างล้างหน้า ฝักบัว)\nกระเบื้องลายไม้ 20x120 สำหรับคอนโด/ทาวน์โฮม"),
    ("คนและรถ", "จ้างพนักงานขายเพิ่ม 2 คน (ประจำสาขาบ้านไผ่)\nซื้อรถกระบะส่งของคันที่ 2 งบ 650,000 บาท"),
    ("ความเสี่ยง", "สยามเซรามิคขึ้นราคาแกรนิตโต้ 6% ตั้งแต่ ม.ค. 2569\nราคาในสัญญารุ่งเรืองก่อสร้างล็อกไว้ถึง มี.ค. 2569\n"
                   "สั่งของล็อตใหญ่ก่อน 15 ธ.ค. 2568"),
]
STAFF_MEETING = """# ประชุมพนักงานร้าน วันที่ 6 ตุลาคม 2568

ผู้เข้าร่วม: พี่วรรณา, พี่ประเสริฐ, สมศักดิ์, จันทร์เพ็ญ, บุญเลิศ, ปิยะนุช

## เรื่องที่คุย
- ยอดขายเดือนกันยายน 800,500 บาท ดีที่สุดของปี ขอบคุณทุกคน
- ล็อตสยามเซรามิค 3 ต.ค. กระเบื้องแตก 14 กล่อง ต่อไปต้องเปิดเช็คก่อนเซ็นรับ
- ลูกค้าบ่นว่าร้านเปิดสาย ช่างมารับของตั้งแต่เจ็ดโมงครึ่ง

## มติ
- ค่าคอมพนักงานขายเพิ่มจาก 0.5% เป็น 1% ของยอดขายหน้าร้านส่วนที่เกิน 300,000 บาท เริ่มเดือน พ.ย. 2568
- นับสต็อกใหญ่วันที่ 31 ต.ค. 2568 ปิดร้านครึ่งวันบ่าย
- ร้านเปิด 07:30-17:30 ตั้งแต่ 1 พ.ย. 2568 (เดิม 08:00-17:00)
- โบนัสสิ้นปีคนละ 1 เดือน ถ้ายอดขายทั้งปีถึง 8,000,000 บาท

## งานที่มอบหมาย
- บุญเลิศ: จัดชั้นวางในโกดังบ้านทุ่มใหม่ ให้เสร็จก่อน 20 ต.ค.
- ปิยะนุช: สรุปลูกหนี้ค้างจ่ายส่งพี่วรรณาทุกวันศุกร์
- สมศักดิ์: พารถกระบะไปเช็คระยะ 100,000 กม.
"""
TRUCK = """# ซ่อมรถกระบะส่งของ (Isuzu D-Max ทะเบียน บฉ 4521 ขอนแก่น)

| วันที่ | รายการ | อู่ | ค่าใช้จ่าย |
|---|---|---|---|
| 14 มี.ค. 68 | เปลี่ยนน้ำมันเครื่อง + กรอง | อู่ช่างหนุ่ม | 1,850 บาท |
| 12 ก.ค. 68 | เปลี่ยนยาง 4 เส้น | ร้านยางเจริญยนต์ | 9,600 บาท |
| 28 ก.ย. 68 | เปลี่ยนชุดคลัตช์ | อู่ช่างหนุ่ม | 7,850 บาท |
| 15 ต.ค. 68 | เช็คระยะ 100,000 กม. | ศูนย์อีซูซุขอนแก่น | 4,320 บาท |

- ประกันชั้น 1 หมดอายุ 30 พ.ย. 68 ต้องต่อ
- ภาษีรถครบกำหนด 9 ม.ค. 69
"""
TEXTS = {
    "ร้าน/Suppliers/email_SiamCeramic_price_2026.txt": EMAIL_2026,
    "ร้าน/Suppliers/เคลมกระเบื้องแตก_ล็อตต.ค.md": CLAIM_NOTE,
    "ร้าน/ประชุมพนักงาน_ต.ค.68.md": STAFF_MEETING,
    "ร้าน/ซ่อมรถกระบะส่งของ.md": TRUCK,
    "LINE/LINE_ช่างเอก_รุ่งเรือง.txt": """[LINE] แชทกับ เอก รุ่งเรืองก่อสร้าง
บันทึกเมื่อ: 12/10/2568 20:05

[08/10/2568 08:42] เอก รุ่งเรืองก่อสร้าง: พี่วรรณาครับ ล็อตหน้าของเฟส 2 ขอแกรนิตโต้ครีม 150 กล่อง ผนังขาว 80 กล่อง ส่งวันอังคาร 14 ต.ค. ได้มั้ยครับ
[08/10/2568 09:05] วรรณา: ได้ค่ะช่างเอก เดี๋ยวพี่เช็คสต็อกก่อนนะคะ
[08/10/2568 09:31] วรรณา: ครีมมี 210 กล่อง ผนังขาวมี 95 กล่อง พอค่ะ
[10/10/2568 17:12] เอก รุ่งเรืองก่อสร้าง: พี่ครับ ขอแก้ครับ แกรนิตโต้เพิ่มเป็น 180 กล่อง เจ้าของโครงการเพิ่มห้องเก็บของอีก 4 หลัง
[10/10/2568 17:15] เอก รุ่งเรืองก่อสร้าง: แล้วผนังขาวลดเหลือ 60 กล่องครับ ผนังห้องน้ำชั้นบนเขาเปลี่ยนเป็นลายไม้
[10/10/2568 17:40] วรรณา: โอเคค่ะ สรุปแกรนิตโต้ครีม 180 กล่อง ผนังขาว 60 กล่อง นะคะ
[11/10/2568 10:02] เอก รุ่งเรืองก่อสร้าง: อีกเรื่องครับพี่ หน้างานเทพื้นยังไม่เสร็จ ขอเลื่อนส่งเป็นวันศุกร์ 17 ต.ค. นะครับ
[11/10/2568 10:10] วรรณา: ได้ค่ะ ศุกร์ 17 ต.ค. พี่ประเสริฐเข้าไปส่งช่วงเช้านะคะ
[11/10/2568 10:11] เอก รุ่งเรืองก่อสร้าง: ขอบคุณครับพี่ 🙏
""",
    "LINE/LINE_ครอบครัวศรีสุข.txt": """[LINE] กลุ่ม ครอบครัวศรีสุข 🏠
บันทึกเมื่อ: 14/10/2568 21:30

[12/10/2568 18:02] ประเสริฐ: เย็นนี้กินข้าวนอกบ้านมั้ย ร้านส้มตำเจ๊แดง
[12/10/2568 18:05] แพรว: ไปค่าาา
[12/10/2568 18:20] วรรณา: ได้ๆ เดี๋ยวปิดร้านแล้วไปเลย
[13/10/2568 07:45] วรรณา: พี่ประเสริฐ วันที่ 22 พาแม่ไปหาหมอที่ รพ.ขอนแก่นแคร์ นัดตรวจเบาหวานนะ
[13/10/2568 12:30] ประเสริฐ: โรงพยาบาลโทรมาเลื่อนนัดแม่เป็นวันศุกร์ 24 ต.ค. 9 โมงเช้า
[13/10/2568 12:33] วรรณา: โอเค 24 ต.ค. เดี๋ยวฉันพาไปเอง วันนั้นพี่คุมร้าน
[14/10/2568 20:10] แพรว: แม่คะ เน็ตบ้านช้ามากเลย
[14/10/2568 20:15] ประเสริฐ: เดี๋ยวพรุ่งนี้โทรแจ้ง 3BB ให้
""",
    "บ้าน/รายการซื้อของเข้าบ้าน.txt": "ข้าวเหนียว 5 กิโล\nไข่ไก่ 2 แผง\nน้ำปลา 2 ขวด\nนมแพรว 1 ลัง\n"
                                       "ผงซักฟอก\nกระดาษทิชชู่\nยาแม่ (ไปรับที่ร้านยา)",
    "บ้าน/แพรว/ตารางเรียนพิเศษแพรว.md": """# ตารางเรียนพิเศษแพรว เทอม 2/2568

| วิชา | วัน/เวลา | ที่ไหน | ค่าเรียนต่อเดือน |
|---|---|---|---|
| คณิต | อังคาร, พฤหัส 17:00-18:30 | บ้านครูแนน ซอยกังสดาล | 1,800 บาท |
| อังกฤษ | เสาร์ 09:00-11:00 | สถาบัน Kids English ขอนแก่น | 1,000 บาท |

รวมเดือนละ 2,800 บาท จ่ายต้นเดือน
- พี่ประเสริฐไปรับวันอังคาร แม่รับวันพฤหัส
""",
}
INSURANCE = [
    "THAI SAWASDEE LIFE ASSURANCE PCL\n1 Sathorn Road, Bangkok 10120\n\n10 October 2025\n\n"
    "To: Mrs. Wanna Srisuk (policy owner)\n215 Mittraphap Road, Mueang, Khon Kaen 40000\n\n"
    "Subject: Renewal of your health policy\nPolicy No. TSL-7723419\nPlan: Kids Health Plus\n"
    "Insured: Miss Praewa Srisuk (age 11)",
    "Dear Mrs. Srisuk,\nYour policy is due for renewal for the policy year 16 November 2025 - 15 November 2026.\n"
    "Renewal premium: 18,450 THB (last year 16,900 THB). The premium changes because the insured\n"
    "moves into the age band 11-15.\nPlease pay by the due date: 15 November 2025. A grace period of 31 days applies.\n"
    "Cover stays the same: room and board up to 4,000 THB per day, annual limit 1,000,000 THB,\n"
    "outpatient cover 1,500 THB per visit (up to 30 visits a year).\n"
    "You may pay by bank transfer, by credit card, or through your agent Khun Siriporn Chaiyo, 081-774-2036.\n"
    "Yours sincerely,\nPolicy Service Department",
]
HOSPITAL = [
    "KHON KAEN CARE HOSPITAL\n123 Srichan Road, Mueang, Khon Kaen 40000\nRECEIPT No. R68-081842\n"
    "Date: 18 August 2025\nPatient: Mrs. Boonmee Srisuk (HN 55-0431)\nDoctor: Dr. Anucha, Internal Medicine (diabetes clinic)\n\n"
    "Consultation fee: 800.00 THB\nLaboratory (HbA1c, lipid profile): 1,420.00 THB\nMedicine (3 months): 2,350.00 THB\n"
    "Total: 4,570.00 THB\nPaid by: credit card\nNext appointment: 22 October 2025, 09:00",
]
SCHOOL_HEAD = ("รายการ", "จำนวนเงิน (บาท)")
TERM2 = [("ค่าธรรมเนียมการศึกษา", 18500), ("ค่าอาหารกลางวัน", 4200), ("ค่ากิจกรรมและทัศนศึกษา", 1500),
         ("ค่าเรียนภาษาอังกฤษเสริม (EP)", 3000), ("ค่าประกันอุบัติเหตุ", 350)]
TERM1 = [("ค่าธรรมเนียมการศึกษา", 18500), ("ค่าอาหารกลางวัน", 4200), ("ค่ากิจกรรมและทัศนศึกษา", 2800),
         ("ค่าเรียนภาษาอังกฤษเสริม (EP)", 3000), ("ค่าประกันอุบัติเหตุ", 350), ("ค่าหนังสือและชุดนักเรียน", 3650)]
SCHOOL = ["โรงเรียนสาธิตพัฒนศึกษา ขอนแก่น", "นักเรียน ด.ญ.แพรวา ศรีสุข ชั้น ป.5/2 เลขประจำตัว 61027"]
HOUSE_MONTHS = {
    "ก.ค. 2568": [("ค่ากับข้าว/ตลาด", 11980, ""), ("ค่าไฟบ้าน", 2845.75, ""), ("ค่าน้ำประปา", 390, ""),
                  ("ค่าเน็ตบ้าน+มือถือ", 1297, "3BB + AIS"), ("ค่าน้ำมันรถ", 3900, ""),
                  ("ผ่อนรถ Honda City", 11250, "งวด 27/60"), ("ค่าขนม/รถรับส่งแพรว", 3600, ""),
                  ("ค่าเรียนพิเศษแพรว", 2800, ""), ("เงินให้แม่", 5000, "")],
    "ส.ค. 2568": [("ค่ากับข้าว/ตลาด", 12850, ""), ("ค่าไฟบ้าน", 2967.50, ""), ("ค่าน้ำประปา", 420, ""),
                  ("ค่าเน็ตบ้าน+มือถือ", 1297, "3BB + AIS"), ("ค่าน้ำมันรถ", 4200, ""),
                  ("ผ่อนรถ Honda City", 11250, "งวด 28/60"), ("ค่าขนม/รถรับส่งแพรว", 3600, ""),
                  ("ค่าเรียนพิเศษแพรว", 2800, ""), ("เงินให้แม่", 5000, ""),
                  ("ค่าหมอแม่", 4570, "รพ.ขอนแก่นแคร์ 18 ส.ค."), ("ทำบุญงานบวชหลานชาย", 1000, "")],
    "ก.ย. 2568": [("ค่ากับข้าว/ตลาด", 12240, ""), ("ค่าไฟบ้าน", 3184.25, "685 หน่วย"), ("ค่าน้ำประปา", 410, ""),
                  ("ค่าเน็ตบ้าน+มือถือ", 1297, "3BB + AIS"), ("ค่าน้ำมันรถ", 4050, ""),
                  ("ผ่อนรถ Honda City", 11250, "งวด 29/60"), ("ค่าขนม/รถรับส่งแพรว", 3600, ""),
                  ("ค่าเรียนพิเศษแพรว", 2800, ""), ("เงินให้แม่", 5000, ""), ("ซ่อมแอร์ห้องนอน", 1800, "")],
}


def _school(path: Path, title: list[str], rows: list[tuple[str, int]], bottom: list[str]) -> None:
    table = [SCHOOL_HEAD] + [(name, _baht(amount)) for name, amount in rows]
    table.append(("รวมทั้งสิ้น", _baht(sum(amount for _, amount in rows))))
    write_docx(path, SCHOOL + title, table=table, bottom=bottom)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้าน", docs / "บ้าน"
    for folder in ("ร้าน/ใบเสนอราคา", "ร้าน/Suppliers", "ร้าน/สัญญา", "ร้าน/บัญชี", "LINE", "บ้าน/แพรว"):
        (docs / folder).mkdir(parents=True, exist_ok=True)
    _quotes(shop / "ใบเสนอราคา")
    make_pdf(shop / "Suppliers" / "SiamCeramic_PriceList_2025.pdf", PRICE_2025)
    _price_2567(shop / "Suppliers" / "ราคาสยามเซรามิค_2567.docx")
    make_pdf(shop / "Suppliers" / "SC_Invoice_INV2025-1093.pdf", _invoice_pages())
    make_pdf(shop / "Suppliers" / "NESanitary_Quotation_QN-25-0392.pdf", NE_QUOTE)
    write_docx(shop / "สัญญา" / "Supply_Agreement_KK_Rungruang.docx", AGREEMENT_TOP, headings=AGREEMENT_TERMS,
               bottom=["Signed: Mrs. Wanna Srisuk (Supplier)", "Signed: Mr. Ekkachai Boonma (Buyer)",
                       "Witness: Mr. Prasert Srisuk"])
    write_docx(shop / "สัญญา" / "สัญญาเช่าโกดัง_บ้านทุ่ม.docx", LEASE,
               bottom=["ลงชื่อ นายสุรชัย พลเยี่ยม ผู้ให้เช่า", "ลงชื่อ นางวรรณา ศรีสุข ผู้เช่า"])
    payroll = _payroll_totals()
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, COSTS_2568, payroll,
                [18000] * 10)
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, COSTS_2567, SALARIES_2567,
                [0, 0] + [18000] * 10)
    _payroll(shop / "บัญชี" / "เงินเดือนพนักงาน_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PEA_bill_shop_Sep2025.pdf",
             _bill("Shop (small business)", "215 Mittraphap Road, Mueang, Khon Kaen", "020011907734", "1,240",
                   5177.39, 418.50))
    write_slides(shop / "แผนธุรกิจปี2569.pptx", SLIDES)
    make_pdf(home / "PEA_bill_home_Sep2025.pdf",
             _bill("Residence", "59/4 Moo 14, Soi Kaen Nakhon 3, Mueang, Khon Kaen", "020012345678", "685",
                   2744.86, 231.07))
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(home / "ThaiSawasdee_renewal_Praew_2025.pdf", INSURANCE)
    make_pdf(home / "Hospital_receipt_Boonmee_Aug2025.pdf", HOSPITAL)
    _school(home / "แพรว" / "ใบแจ้งค่าเทอม_แพรว_ภาค2_2568.docx",
            ["ใบแจ้งชำระค่าธรรมเนียม ภาคเรียนที่ 2 ปีการศึกษา 2568", "วันที่ออก 1 ตุลาคม 2568"], TERM2,
            ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 406-0-12345-6",
             "ชำระหลังกำหนด มีค่าปรับ 500 บาท", "เปิดภาคเรียนวันที่ 3 พฤศจิกายน 2568"])
    _school(home / "แพรว" / "ใบเสร็จค่าเทอม_แพรว_ภาค1_2568.docx",
            ["ใบเสร็จรับเงิน เลขที่ 2568/1-0457 ภาคเรียนที่ 1 ปีการศึกษา 2568", "วันที่ชำระ 12 พฤษภาคม 2568"], TERM1,
            ["ชำระโดย โอนเงิน", "ผู้รับเงิน นางสาวกัญญา ห้องการเงิน"])
    write_texts(docs, TEXTS)
    return docs


def _price_2567(path: Path) -> None:
    write_docx(path, ["บริษัท สยามเซรามิค ดิสทริบิวชั่น จำกัด",
                      "88 ถนนมิตรภาพ อ.เมือง จ.นครราชสีมา 30000 โทร 044-255-300",
                      "ใบราคาตัวแทนจำหน่าย ปี 2567 มีผลตั้งแต่วันที่ 1 มกราคม 2567",
                      "ราคาเป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"],
               table=PRICE_2567_TABLE,
               bottom=["ส่งฟรีถึงขอนแก่นเมื่อสั่ง 50 กล่องขึ้นไป", "เครดิต 30 วัน",
                       "ติดต่อ คุณกิตติพงษ์ แซ่ลิ้ม ฝ่ายขายภาคอีสาน 089-611-2457"])


def seed_workspect(workspect: Path) -> None:
    """Her to-do list before a task."""
    write_texts(workspect, {"todo.md": "- โทรตามมัดจำหอพักรุ่งอรุณ\n- จ่ายค่าเทอมแพรวก่อน 31 ต.ค.\n"
                                       "- สั่งแกรนิตโต้ล็อตใหญ่ก่อนขึ้นราคา\n- พาแม่ไปหาหมอ 24 ต.ค.\n"
                                       "- ต่อประกันรถกระบะ\n"})
