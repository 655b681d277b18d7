"""A blind folder: the papers of a small family cannery in Pranburi, plus the family's household papers.

Owner: คุณวิไลวรรณ ศรีสมุทร (แดง), managing director of บริษัท ศรีสมุทร แคนนิ่ง จำกัด (Srisamut Canning Co., Ltd.),
a family cannery at ต.ปากน้ำปราณ อ.ปราณบุรี จ.ประจวบคีรีขันธ์ that packs pineapple in syrup (20 oz slices, 30 oz
chunks) and sardines / mackerel in tomato sauce, for Thai wholesalers and for one export buyer in Singapore. Her
husband ประเสริฐ looks after the machines; their daughter ใบเตย is in ป.5 and their son ต้นกล้า in ม.2
(English Program). The year is 2568 (2025), around October.

Files under Documents/:
- ใบเสนอราคา/QT-2568-031_หงส์ทอง_ร่าง.docx — the DRAFT quote to หจก. หงส์ทองค้าส่ง (เจ๊หงส์), first prices.
- ใบเสนอราคา/QT-2568-031_หงส์ทอง_ส่งจริง.docx — the FINAL quote to the same customer, other prices/quantities.
- ใบเสนอราคา/QT-2568-034_สหกรณ์หัวหิน.docx — a similar quote to another customer (สหกรณ์ร้านค้าหัวหิน).
- ใบเสนอราคา/Quotation_BlueWave_SC-EX-2568-07.docx — English export quote to Blue Wave Trading (Singapore), USD.
- ซัพพลายเออร์/SiamTinplate_pricelist_2025.pdf — this year's can price list, English (Siam Tinplate Packaging).
- ซัพพลายเออร์/ราคากระป๋อง_ปี67.docx — last year's price list of the same firm, in Thai (สยามทินเพลท แพคเกจจิ้ง).
- ซัพพลายเออร์/STP_invoice_Aug2025.pdf — the can maker's August invoice (English).
- ซัพพลายเออร์/SunValley_tomato_paste_2025.pdf — a tomato paste price list (English).
- สัญญา/สัญญาซื้อขายสับปะรด_ลุงเชิด_2568.docx — the pineapple supply contract with นายเชิด ทองดี.
- บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx — this year's book: sheet ยอดขาย Sales and sheet ค่าใช้จ่าย Expenses.
- บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx — last year's book, same layout, twelve months.
- บัญชี/ผลิตรายเดือน_2568.xlsx — cartons produced, one row per product, months as columns.
- บัญชี/PEA_factory_092025.pdf — the factory's September electricity bill (English).
- แผนงาน/แผนธุรกิจ_2569.pptx — next year's plan (slides).
- LINE/LINE_เจ๊หงส์.txt — chat with the wholesaler that changes the final quote's order.
- LINE/LINE_ลุงเชิด.txt — chat with the pineapple grower about the late-season lot and its price.
- Email/RE_revised_order_BlueWave.txt — an English email thread that changes the export order.
- Notes/ประชุมหัวหน้างาน_6ต.ค.68.md — Thai minutes of the supervisors' meeting.
- Notes/customer_audit_sep2025.md — English notes from the Singapore buyer's QA audit.
- ซ่อมบำรุง/QT_ไทยบอยเลอร์_retort.docx — a repair quote for the retort (steriliser) from ไทยบอยเลอร์ เซอร์วิส.
- ประกันภัย/Fire_policy_schedule_2025.pdf — the factory's fire insurance schedule (English).
- บ้าน/ค่าไฟบ้าน_ก.ย.68.pdf — the house's September electricity bill (English, same utility as the factory's).
- บ้าน/PWA_water_Aug2025.pdf — the house's water bill (English).
- บ้าน/รายจ่ายบ้าน_2568.xlsx — household spending, items as rows and months as columns.
- บ้าน/LINE_บ้านเรา.txt — the family's LINE group (tutoring, grandma's check-up, the car insurance).
- บ้าน/ประกันรถ_ต่ออายุ_2568.pdf — the car insurance renewal letter (English).
- ลูก/ค่าเทอม_ใบเตย_2-2568.docx — the daughter's school fee notice (Thai, table of items).
- ลูก/Tonkla_EP_invoice_term2.pdf — the son's English Program fee invoice (English).
- ลูก/ทัศนศึกษา_ป5.txt — the school trip letter for the daughter's class.
- ส่วนตัว/ของต้องซื้อ.txt — a shopping list (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

COMPANY_TH = "บริษัท ศรีสมุทร แคนนิ่ง จำกัด"
COMPANY_ADDR = "88/3 หมู่ 4 ต.ปากน้ำปราณ อ.ปราณบุรี จ.ประจวบคีรีขันธ์ 77220  โทร 032-630-118"

# ---------------------------------------------------------------- quotes to Thai customers
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

HONGTHONG_DRAFT_TOP = [
    COMPANY_TH,
    COMPANY_ADDR,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 2 กันยายน 2568",
    "เรียน หจก. หงส์ทองค้าส่ง (คุณหงส์ ทองประเสริฐ) 45 ถ.ดำเนินเกษม อ.เมือง จ.เพชรบุรี",
    "บริษัทฯ ยินดีเสนอราคาสินค้าดังนี้",
]
HONGTHONG_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "สับปะรดแว่นในน้ำเชื่อม 20 ออนซ์ (ลังละ 24 กระป๋อง)", "600", "ลัง", "540", "324,000"),
    ("2", "ปลาซาร์ดีนในซอสมะเขือเทศ 155 ก. (ลังละ 48 กระป๋อง)", "400", "ลัง", "650", "260,000"),
    ("", "รวมเป็นเงิน", "", "", "", "584,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "", "40,880"),
    ("", "รวมทั้งสิ้น", "", "", "", "624,880"),
]
HONGTHONG_DRAFT_BOTTOM = [
    "หมายเหตุ: ร่าง ยังไม่ได้ส่งลูกค้า รอคุยราคากับพี่ประเสริฐก่อน",
    "กำหนดส่งสินค้า 25 กันยายน 2568  ยืนราคา 15 วัน",
]

HONGTHONG_FINAL_TOP = [
    COMPANY_TH,
    COMPANY_ADDR,
    "ใบเสนอราคา  เลขที่ QT-2568-031",
    "วันที่ 5 กันยายน 2568",
    "เรียน หจก. หงส์ทองค้าส่ง (คุณหงส์ ทองประเสริฐ) 45 ถ.ดำเนินเกษม อ.เมือง จ.เพชรบุรี",
    "บริษัทฯ ยินดีเสนอราคาสินค้าดังนี้",
]
HONGTHONG_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "สับปะรดแว่นในน้ำเชื่อม 20 ออนซ์ (ลังละ 24 กระป๋อง)", "600", "ลัง", "525", "315,000"),
    ("2", "ปลาซาร์ดีนในซอสมะเขือเทศ 155 ก. (ลังละ 48 กระป๋อง)", "450", "ลัง", "640", "288,000"),
    ("", "รวมเป็นเงิน", "", "", "", "603,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "", "42,210"),
    ("", "รวมทั้งสิ้น", "", "", "", "645,210"),
]
HONGTHONG_FINAL_BOTTOM = [
    "เงื่อนไข: ชำระเงินภายใน 30 วันหลังรับสินค้า  ส่งสินค้าถึงโกดังลูกค้า ฟรีค่าขนส่ง",
    "กำหนดส่งสินค้า 25 กันยายน 2568  ยืนราคา 15 วัน",
    "ผู้เสนอราคา วิไลวรรณ ศรีสมุทร กรรมการผู้จัดการ",
]

COOP_TOP = [
    COMPANY_TH,
    COMPANY_ADDR,
    "ใบเสนอราคา  เลขที่ QT-2568-034",
    "วันที่ 8 กันยายน 2568",
    "เรียน สหกรณ์ร้านค้าหัวหิน จำกัด (ฝ่ายจัดซื้อ คุณอรุณี) 12 ถ.เพชรเกษม อ.หัวหิน",
    "บริษัทฯ ยินดีเสนอราคาสินค้าดังนี้",
]
COOP_TABLE = [
    QUOTE_HEAD,
    ("1", "สับปะรดแว่นในน้ำเชื่อม 20 ออนซ์ (ลังละ 24 กระป๋อง)", "200", "ลัง", "535", "107,000"),
    ("2", "สับปะรดชิ้นในน้ำเชื่อม 30 ออนซ์ (ลังละ 12 กระป๋อง)", "150", "ลัง", "410", "61,500"),
    ("", "รวมเป็นเงิน", "", "", "", "168,500"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "", "11,795"),
    ("", "รวมทั้งสิ้น", "", "", "", "180,295"),
]
COOP_BOTTOM = [
    "เงื่อนไข: ชำระเงินภายใน 45 วัน  ส่งสินค้าภายใน 7 วันหลังได้รับใบสั่งซื้อ",
    "ยืนราคา 30 วัน",
    "ผู้เสนอราคา วิไลวรรณ ศรีสมุทร กรรมการผู้จัดการ",
]

BLUEWAVE_TOP = [
    "SRISAMUT CANNING CO., LTD.",
    "88/3 Moo 4, Pak Nam Pran, Pranburi, Prachuap Khiri Khan 77220, Thailand",
    "QUOTATION No. SC-EX-2568-07",
    "Date: 18 August 2025",
    "To: Blue Wave Trading Pte. Ltd., 21 Jurong Port Road, Singapore - Attn: Mr. Daniel Tan",
]
BLUEWAVE_TABLE = [
    ("Item", "Packing", "Quantity (cartons)", "Unit price (USD/carton)", "Amount (USD)"),
    ("Sardines in tomato sauce 155 g", "48 cans/carton", "2,000", "21.50", "43,000.00"),
    ("Mackerel in tomato sauce 425 g", "24 cans/carton", "800", "19.80", "15,840.00"),
    ("Total FOB Bangkok", "", "", "", "58,840.00"),
]
BLUEWAVE_BOTTOM = [
    "Payment: 30% deposit by T/T with order, balance against copy of B/L.",
    "Shipment: by 30 October 2025, 1 x 20ft container.",
    "Labels: buyer's own brand, artwork supplied by buyer.",
    "Validity: 30 days from the date of this quotation.",
    "Wilaiwan Srisamut, Managing Director",
]

# ---------------------------------------------------------------- suppliers
TINPLATE_2025 = [
    "SIAM TINPLATE PACKAGING CO., LTD.\n"
    "99 Moo 2, Bang Pu Industrial Estate, Samut Prakan 10280\n"
    "PRICE LIST 2025 - OPEN TOP SANITARY CANS\n"
    "Effective 1 January 2025 - 31 December 2025\n"
    "Customer: Srisamut Canning Co., Ltd.\n"
    "\n"
    "Can size / use                                Price per can (THB)\n"
    "307x409 (20 oz), lacquered, plain             4.85\n"
    "401x411 (30 oz), lacquered, plain             6.40\n"
    "Sardine club can 155 g, easy-open end         3.20\n"
    "300x407 (425 g), easy-open end                4.10\n"
    "Lithographed print (per can, extra)           0.35\n"
    "\n"
    "Minimum order 20,000 cans per size.\n"
    "Free delivery within 250 km of Bang Pu. Prices exclude VAT 7%.\n"
    "Payment: 30 days from invoice date.\n"
    "Contact: Ms. Nattaya K., sales, 02-709-4410",
]
TINPLATE_2567 = [
    "บริษัท สยามทินเพลท แพคเกจจิ้ง จำกัด",
    "99 หมู่ 2 นิคมอุตสาหกรรมบางปู จ.สมุทรปราการ",
    "ใบแจ้งราคากระป๋อง ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "เรียน บริษัท ศรีสมุทร แคนนิ่ง จำกัด",
]
TINPLATE_2567_TABLE = [
    ("ขนาดกระป๋อง", "ลักษณะ", "ราคาต่อใบ (บาท)"),
    ("307x409 (20 ออนซ์)", "เคลือบแล็กเกอร์ ไม่พิมพ์ลาย", "4.60"),
    ("401x411 (30 ออนซ์)", "เคลือบแล็กเกอร์ ไม่พิมพ์ลาย", "6.15"),
    ("กระป๋องซาร์ดีน 155 ก.", "ฝาดึง (easy-open)", "3.05"),
    ("300x407 (425 ก.)", "ฝาดึง (easy-open)", "3.90"),
]
TINPLATE_2567_BOTTOM = [
    "สั่งขั้นต่ำ 20,000 ใบต่อขนาด  ราคายังไม่รวมภาษีมูลค่าเพิ่ม",
    "ส่งฟรีในระยะ 250 กม.  เครดิต 30 วัน",
    "ติดต่อ คุณณัฐยา ฝ่ายขาย 02-709-4410",
]
TINPLATE_INVOICE = [
    "SIAM TINPLATE PACKAGING CO., LTD.\n"
    "TAX INVOICE / INVOICE\n"
    "Invoice No.: STP-INV-25-0917          Date: 22 August 2025\n"
    "Bill to: Srisamut Canning Co., Ltd., 88/3 Moo 4, Pak Nam Pran, Pranburi\n"
    "PO ref: PO-SC-2568-088\n"
    "\n"
    "Description                         Qty (cans)    Unit price    Amount (THB)\n"
    "Can 307x409 (20 oz) plain            40,000        4.85          194,000.00\n"
    "Sardine club can 155 g easy-open     30,000        3.20           96,000.00\n"
    "Subtotal                                                         290,000.00\n"
    "VAT 7%                                                            20,300.00\n"
    "TOTAL                                                            310,300.00\n"
    "\n"
    "Payment due: 21 September 2025 (30 days)\n"
    "Transfer to: Kasikorn Bank, Bang Pu branch, a/c 047-2-88153-6",
]
TOMATO_PASTE = [
    "SUN VALLEY FOODS CO., LTD.\n"
    "Tomato products for food industry - Price list 2025\n"
    "Valid: 1 March 2025 - 28 February 2026\n"
    "\n"
    "Tomato paste 28-30 Brix, aseptic bag in 220 kg drum     11,800 THB per drum\n"
    "Tomato paste 36-38 Brix, aseptic bag in 220 kg drum     12,950 THB per drum\n"
    "Tomato paste 28-30 Brix, 20 kg carton                    1,180 THB per carton\n"
    "\n"
    "Minimum order: 4 drums. Delivery to Hua Hin / Pranburi: 1,500 THB per trip.\n"
    "Prices exclude VAT. Contact: Mr. Somkiat, 081-445-2290",
]

PINEAPPLE_CONTRACT = [
    "สัญญาซื้อขายสับปะรดโรงงาน ฤดูกาลผลิต 2568",
    "ทำที่ บริษัท ศรีสมุทร แคนนิ่ง จำกัด อ.ปราณบุรี  วันที่ 10 กุมภาพันธ์ 2568",
    "ระหว่าง บริษัท ศรีสมุทร แคนนิ่ง จำกัด โดย นางวิไลวรรณ ศรีสมุทร กรรมการผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นายเชิด ทองดี เจ้าของสวนสับปะรด ต.หนองตาแต้ม อ.ปราณบุรี ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "ข้อ 1. ผู้ขายตกลงขายสับปะรดพันธุ์ปัตตาเวีย รวมทั้งสิ้น 120 ตัน ให้แก่ผู้ซื้อ",
    "ข้อ 2. ราคา เกรด A (ผลหนัก 1.2 กก. ขึ้นไป) กิโลกรัมละ 9.50 บาท  เกรด B กิโลกรัมละ 7.00 บาท",
    "ข้อ 3. ส่งมอบที่โรงงานของผู้ซื้อ ระหว่างวันที่ 1 มีนาคม 2568 ถึง 30 มิถุนายน 2568 "
    "สัปดาห์ละไม่น้อยกว่า 7 ตัน",
    "ข้อ 4. ผู้ซื้อชำระเงินภายใน 15 วันนับจากวันส่งมอบแต่ละงวด โดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ขาย",
    "ข้อ 5. ผู้ซื้อวางเงินมัดจำ 50,000 บาท ในวันทำสัญญา และหักคืนจากงวดสุดท้าย",
    "ข้อ 6. ผู้ซื้อมีสิทธิ์ไม่รับผลที่ความหวานต่ำกว่า 12 บริกซ์ หรือผลเน่าช้ำเกิน 5%",
    "ข้อ 7. หากผู้ขายส่งไม่ครบตามสัญญา ต้องชดใช้ค่าเสียหายกิโลกรัมละ 1 บาทของส่วนที่ขาด",
    "ลงชื่อ วิไลวรรณ ศรีสมุทร ผู้ซื้อ      ลงชื่อ เชิด ทองดี ผู้ขาย",
    "พยาน ประเสริฐ ศรีสมุทร",
]

# ---------------------------------------------------------------- books
MONTHS = [("มกราคม", "January"), ("กุมภาพันธ์", "February"), ("มีนาคม", "March"), ("เมษายน", "April"),
          ("พฤษภาคม", "May"), ("มิถุนายน", "June"), ("กรกฎาคม", "July"), ("สิงหาคม", "August"),
          ("กันยายน", "September"), ("ตุลาคม", "October"), ("พฤศจิกายน", "November"), ("ธันวาคม", "December")]
SHORT = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# (pineapple sales, canned fish sales)
SALES_2568 = [(612400, 498300), (587900, 512600), (845200, 476900), (1124500, 455300), (1208700, 468100),
              (1096300, 521400), (734800, 603200), (688100, 642700), (701600, 688900)]
SALES_2567 = [(575300, 462100), (560800, 470500), (792600, 451200), (1043900, 430800), (1131400, 444600),
              (1012700, 498300), (690200, 566400), (655400, 598100), (640300, 612800), (702100, 655900),
              (768500, 701300), (812600, 745200)]
# (raw materials, cans & labels, wages, electricity)
EXPENSES_2568 = [(402300, 228400, 312000, 148210.75), (398700, 231900, 312000, 139877.25),
                 (566100, 287300, 335500, 158433.50), (742800, 341200, 348000, 171954.00),
                 (781500, 352600, 348000, 180226.25), (705900, 339800, 341000, 174102.50),
                 (512400, 298700, 326000, 162780.00), (498200, 306400, 326000, 165331.75),
                 (521700, 310300, 329500, 176842.50)]
EXPENSES_2567 = [(381200, 210700, 298000, 140355.00), (377400, 214300, 298000, 133240.50),
                 (532900, 266100, 318000, 150118.25), (701300, 318900, 330000, 163402.75),
                 (742600, 331500, 330000, 170955.50), (668400, 317200, 324000, 166310.00),
                 (478800, 281600, 310000, 154725.25), (462100, 287900, 310000, 156004.00),
                 (470300, 291200, 312000, 158866.75), (505600, 303800, 315000, 160210.50),
                 (552300, 318400, 318000, 162877.00), (590100, 331700, 322000, 165093.25)]
# cartons produced per month, 2568, January..September
PRODUCTION = [
    ("สับปะรดแว่น 20 ออนซ์ (ลัง 24 กระป๋อง)", [980, 940, 1420, 1960, 2105, 1890, 1210, 1120, 1150]),
    ("สับปะรดชิ้น 30 ออนซ์ (ลัง 12 กระป๋อง)", [310, 295, 460, 640, 705, 612, 380, 355, 362]),
    ("ปลาซาร์ดีน 155 ก. (ลัง 48 กระป๋อง)", [1520, 1610, 1480, 1395, 1440, 1850, 1905, 2010, 2130]),
    ("ปลาแมคเคอเรล 425 ก. (ลัง 24 กระป๋อง)", [610, 640, 585, 560, 575, 920, 760, 815, 870]),
]
HOUSEHOLD = [
    ("ค่าไฟบ้าน (Electricity)", [1985.40, 2104.15, 2488.90, 2977.35, 2861.20, 2530.65, 2402.80, 2391.10, 2356.78]),
    ("ค่าน้ำประปา (Water)", [172.50, 165.00, 180.75, 210.25, 205.00, 194.50, 190.00, 187.25, 0]),
    ("ค่ากับข้าว/ตลาด (Food)", [12400, 11850, 12900, 13600, 12750, 12300, 12980, 13150, 12600]),
    ("ค่าน้ำมันรถ (Fuel)", [4200, 3950, 4500, 5100, 4350, 4100, 4600, 4450, 4300]),
    ("ผ่อนรถ Hilux (Car loan)", [11450] * 9),
    ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", [3200, 3200, 3200, 0, 0, 3600, 3600, 3600, 3600]),
    ("ค่าเทอมลูก (School fees)", [0, 0, 0, 0, 46700, 0, 0, 0, 0]),
    ("ให้แม่ (Money for grandma)", [5000] * 9),
]


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขาย ศรีสมุทร แคนนิ่ง ปี {year} (Sales, THB)"])
    sheet.append(["เดือน (Month)", "สับปะรดกระป๋อง (Pineapple)", "ปลากระป๋อง (Canned fish)", "รวม (Total)"])
    for (th, en), (pine, fish) in zip(MONTHS, sales):
        sheet.append([f"{th} ({en})", pine, fish, pine + fish])
    sheet.append(["รวมทั้งปี (Year total)", sum(s[0] for s in sales), sum(s[1] for s in sales),
                  sum(s[0] + s[1] for s in sales)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Expenses, THB)"])
    cost.append(["เดือน (Month)", "วัตถุดิบ (Raw materials)", "กระป๋องและฉลาก (Cans & labels)",
                 "ค่าแรง (Wages)", "ค่าไฟโรงงาน (Electricity)", "รวม (Total)"])
    for (th, en), row in zip(MONTHS, expenses):
        cost.append([f"{th} ({en})", *row, round(sum(row), 2)])
    cost.append(["รวมทั้งปี (Year total)", *[round(sum(r[i] for r in expenses), 2) for i in range(4)],
                 round(sum(sum(r) for r in expenses), 2)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _production_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลิต 2568"
    sheet.append(["ยอดผลิตรายเดือน ปี 2568 (หน่วย: ลัง)"])
    sheet.append(["สินค้า (Product)", *SHORT[:9], "รวม (Total)"])
    for name, cartons in PRODUCTION:
        sheet.append([name, *cartons, sum(cartons)])
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


def _household_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["รายจ่ายบ้าน ปี 2568 (Household spending, THB)"])
    sheet.append(["รายการ (Item)", *[f"{s} ({en[:3]})" for s, (_, en) in zip(SHORT[:9], MONTHS)], "รวม (Total)"])
    for name, amounts in HOUSEHOLD:
        sheet.append([name, *amounts, round(sum(amounts), 2)])
    sheet.append(["รวม (Total)", *[round(sum(row[1][i] for row in HOUSEHOLD), 2) for i in range(9)],
                  round(sum(sum(row[1]) for row in HOUSEHOLD), 2)])
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- plan, bills, letters
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569", "บริษัท ศรีสมุทร แคนนิ่ง จำกัด\nจัดทำโดย วิไลวรรณ ศรีสมุทร  ตุลาคม 2568"),
    ("เป้าหมายยอดขาย", "ยอดขายรวมปี 2569 เป้าหมาย 18.5 ล้านบาท (ปี 2568 คาดว่าจะปิดที่ 15.2 ล้านบาท)\n"
                       "สัดส่วนส่งออก 35% ของยอดขาย (ปี 2568 ประมาณ 22%)\n"
                       "เพิ่มลูกค้าค้าส่งในภาคใต้ อีก 4 ราย"),
    ("สินค้าใหม่", "ปลาทูน่าในน้ำมันถั่วเหลือง 185 ก. เริ่มผลิตไตรมาส 2/2569\n"
                   "สับปะรดในน้ำผลไม้ (ไม่เติมน้ำตาล) 20 ออนซ์ สำหรับส่งออก"),
    ("การลงทุน", "ซื้อหม้อนึ่งฆ่าเชื้อ (retort) เครื่องใหม่ 1 เครื่อง งบ 2,400,000 บาท\n"
                 "ติดตั้งโซลาร์รูฟ 150 kW งบ 3,100,000 บาท คาดลดค่าไฟโรงงานได้เดือนละ 45,000 บาท"),
    ("คนและมาตรฐาน", "รับพนักงานประจำเพิ่ม 6 คน\nขอรับรอง HALAL ให้เสร็จภายใน มิถุนายน 2569\n"
                     "ต่ออายุ GMP/HACCP ภายใน มีนาคม 2569"),
    ("ไทม์ไลน์", "ไตรมาส 1: สั่งหม้อนึ่งใหม่ + เซ็นสัญญาสับปะรดฤดูใหม่\n"
                 "ไตรมาส 2: ทดลองผลิตทูน่า\nไตรมาส 3: โซลาร์รูฟเริ่มใช้งาน\nไตรมาส 4: ทบทวนผล"),
]
FACTORY_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pranburi Office\n"
    "ELECTRICITY BILL - September 2025\n"
    "Customer: Srisamut Canning Co., Ltd.\n"
    "Site: 88/3 Moo 4, Pak Nam Pran, Pranburi, Prachuap Khiri Khan\n"
    "Account no.: 020014883517   Tariff: 3.2.2 Medium general service (TOU)\n"
    "Reading period: 26 August 2025 - 25 September 2025\n"
    "\n"
    "On-peak units: 21,870 kWh\n"
    "Off-peak units: 16,580 kWh\n"
    "Total units used: 38,450 kWh\n"
    "Energy charge: 149,901.00 THB\n"
    "Ft charge: 15,060.12 THB\n"
    "Service charge: 312.24 THB\n"
    "Total before VAT: 165,273.36 THB\n"
    "VAT 7%: 11,569.14 THB\n"
    "Amount due: 176,842.50 THB\n"
    "Please pay by: 10 October 2025",
]
HOUSE_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pranburi Office\n"
    "ELECTRICITY BILL - September 2025\n"
    "Customer: Mrs. Wilaiwan Srisamut\n"
    "Address: 17/2 Moo 6, Pak Nam Pran, Pranburi, Prachuap Khiri Khan\n"
    "Account no.: 020014390284   Tariff: 1.2 Residential\n"
    "Reading period: 26 August 2025 - 25 September 2025\n"
    "\n"
    "Units used: 486 kWh\n"
    "Energy charge: 2,009.46 THB\n"
    "Ft charge: 193.14 THB\n"
    "Total before VAT: 2,202.60 THB\n"
    "VAT 7%: 154.18 THB\n"
    "Amount due: 2,356.78 THB\n"
    "Please pay by: 10 October 2025",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Pranburi Branch\n"
    "WATER BILL - August 2025\n"
    "Customer: Mrs. Wilaiwan Srisamut, 17/2 Moo 6, Pak Nam Pran, Pranburi\n"
    "Meter no.: 77-0412-3385\n"
    "Previous reading: 1,284   Current reading: 1,307   Water used: 23 cubic metres\n"
    "Water charge: 160.00 THB\n"
    "Service charge: 15.00 THB\n"
    "VAT 7%: 12.25 THB\n"
    "Amount due: 187.25 THB\n"
    "Please pay by: 15 September 2025",
]
FIRE_POLICY = [
    "SIAM SURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "FIRE INSURANCE - POLICY SCHEDULE\n"
    "Policy no.: F-2025-118420\n"
    "Insured: Srisamut Canning Co., Ltd.\n"
    "Location: 88/3 Moo 4, Pak Nam Pran, Pranburi, Prachuap Khiri Khan\n"
    "Period of insurance: 1 January 2025 to 1 January 2026\n"
    "\n"
    "Sum insured - factory building: 8,000,000 THB\n"
    "Sum insured - machinery (retorts, seamers, boiler): 3,200,000 THB\n"
    "Sum insured - stock of finished goods: 800,000 THB\n"
    "Total sum insured: 12,000,000 THB\n"
    "Extensions: flood, lightning, explosion of boiler\n"
    "Deductible: 20,000 THB per claim\n"
    "Annual premium (incl. stamp duty and VAT): 28,600 THB\n"
    "Agent: Khun Porntip, 089-771-2046",
]
CAR_INSURANCE = [
    "SIAM SURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Motor Insurance - Renewal Notice\n"
    "Date: 1 October 2025\n"
    "Dear Mrs. Wilaiwan Srisamut,\n"
    "Your Class 1 motor policy no. M-2024-560317 will expire on 14 November 2025.\n"
    "Vehicle: Toyota Hilux Revo 2.4, registration 2KK 4521 Prachuap Khiri Khan\n"
    "\n"
    "Renewal offer for 14 November 2025 - 14 November 2026:\n"
    "Sum insured: 650,000 THB\n"
    "No-claim discount: 30%\n"
    "Premium (incl. stamp duty and VAT): 18,900 THB\n"
    "Compulsory insurance (Por Ror Bor): 645.21 THB\n"
    "\n"
    "Please pay before the expiry date to keep your cover and your no-claim discount.\n"
    "Agent: Khun Porntip, 089-771-2046",
]
TONKLA_INVOICE = [
    "HUA HIN WITTHAYALAI SCHOOL - ENGLISH PROGRAM\n"
    "TUITION FEE INVOICE - Semester 2, Academic Year 2025\n"
    "Student: Tonkla Srisamut    Grade: Mattayom 2 (Grade 8)    Student ID: 65-1142\n"
    "Parent: Mrs. Wilaiwan Srisamut\n"
    "\n"
    "Tuition fee (English Program): 24,500.00 THB\n"
    "Learning materials and books: 3,000.00 THB\n"
    "Computer lab: 1,200.00 THB\n"
    "Total: 28,700.00 THB\n"
    "Payment due: 7 November 2025\n"
    "Pay at the school finance office or by transfer to Krungthai Bank a/c 712-0-44589-1",
]
BAITOEY_FEE_TOP = [
    "โรงเรียนอนุบาลปราณบุรี",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ใบเตย ศรีสมุทร  ชั้นประถมศึกษาปีที่ 5/2  เลขประจำตัว 6612",
]
BAITOEY_FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "8,500"),
    ("ค่าอาหารกลางวันและนม", "3,200"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "4,500"),
    ("รวม", "18,000"),
]
BAITOEY_FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธ.ออมสิน",
    "หากชำระหลังกำหนด มีค่าปรับ 200 บาท",
]
SUPERVISORS_MEETING = """# ประชุมหัวหน้างาน 6 ต.ค. 68

ผู้เข้าประชุม: พี่แดง (วิไลวรรณ), พี่เสริฐ, หัวหน้าไลน์สับปะรด (นิด), หัวหน้าไลน์ปลา (ชาติ), QC (ฝน)

## เรื่องที่คุย
1. ออเดอร์ Blue Wave เพิ่มเป็น 2,400 ลัง ต้องส่งให้ทันกลาง พ.ย.
   - เปิดกะกลางคืนไลน์ปลา 1 พ.ย. - 20 ธ.ค. 68
   - เป้าผลิตซาร์ดีนเพิ่มเป็นวันละ 1,500 ลัง ช่วงกะคู่
2. ค่าแรงรายวันพนักงานใหม่ 380 บาท/วัน, OT จ่าย 1.5 เท่า
   - จ้างรายวันชั่วคราวเพิ่ม 12 คน (ชาติหาคนจากหมู่บ้าน)
3. QC: หม้อนึ่งเครื่องที่ 2 ปะเก็นฝารั่ว อุณหภูมิตกบ่อย -> พี่เสริฐขอใบเสนอราคาไทยบอยเลอร์แล้ว
4. สสจ. จะมาตรวจ GMP วันที่ 20 พ.ย. 68 -> ฝนเตรียมเอกสาร บันทึกอุณหภูมิหม้อนึ่งย้อนหลัง 3 เดือน

## งานที่ต้องทำ
- นิด: ทำตารางกะใหม่ ส่งภายใน 15 ต.ค.
- ชาติ: หาคน 12 คน ให้ครบภายใน 25 ต.ค.
- ฝน: ปิด CAR ของ Blue Wave ให้ครบ
- พี่เสริฐ: นัดช่างไทยบอยเลอร์
"""
AUDIT_NOTES = """# Customer audit - Blue Wave Trading QA visit, 9 September 2025

Auditor: Ms. Grace Lim (QA manager, Blue Wave Trading Pte. Ltd.)
Our side: Wilaiwan, Fon (QC), Chart (fish line)
Scope: sardine and mackerel lines, retort room, warehouse

## Result
- Score 87/100 - approved supplier, conditional on corrective actions
- 3 minor non-conformities, no major

## Findings
1. Retort temperature charts not signed by the operator on 2 days (14 and 21 Aug).
2. Two workers in the fish line without hairnets covering the ears.
3. Pest control log missing for week 3 of August.

## Follow-up
- Corrective action report (CAR) to Grace by 10 October 2025
- She wants photos of the new hairnet rule and the signed charts
- Next audit: about March 2026
"""
BLUEWAVE_EMAIL = """From: Daniel Tan <daniel.tan@bluewavetrading.sg>
To: Wilaiwan Srisamut <wilaiwan@srisamutcanning.co.th>
Date: Tue, 30 Sep 2025 16:42
Subject: RE: Quotation SC-EX-2568-07 - revised order

Dear Khun Wilaiwan,

Thank you for the quotation. Our stores sold more than planned, so please revise the sardines to
2,400 cartons. Mackerel stays at 800 cartons, same prices as your quotation.

Can you ship by 15 November 2025 instead of 30 October? Our warehouse is full until early November.
We will pay the deposit once we have your revised proforma invoice.

Best regards,
Daniel Tan
Purchasing, Blue Wave Trading Pte. Ltd.

-----
From: Wilaiwan Srisamut
Date: Wed, 1 Oct 2025 09:15
Subject: RE: RE: Quotation SC-EX-2568-07 - revised order

Dear Daniel,

Noted with thanks. Revised order: sardines 2,400 cartons x USD 21.50 = USD 51,600.00,
mackerel 800 cartons x USD 19.80 = USD 15,840.00, new total USD 67,440.00 FOB Bangkok.
Shipment 15 November 2025 is fine for us. 30% deposit = USD 20,232.00.
Revised proforma PI-SC-2568-07R attached.

Best regards,
Wilaiwan
"""
HONGTHONG_CHAT = """[06/09/2568 10:21] เจ๊หงส์: ได้ใบเสนอราคาแล้วนะแดง
[06/09/2568 10:23] วิไลวรรณ: ค่ะเจ๊ ราคาตามใบนั้นเลยนะคะ สับปะรด 525 ซาร์ดีน 640
[10/09/2568 14:05] เจ๊หงส์: เจ๊ขอคอนเฟิร์มตามใบก่อนนะ เดี๋ยวส่ง PO ให้
[12/09/2568 09:14] เจ๊หงส์: แดง เจ๊ขอลดสับปะรดเหลือ 500 ลังนะ หน้าร้านยังมีของค้างเยอะ ซาร์ดีนเอา 450 เท่าเดิม
[12/09/2568 09:40] วิไลวรรณ: ได้ค่ะเจ๊ ราคาต่อลังเท่าเดิมนะคะ
[12/09/2568 10:02] วิไลวรรณ: ยอดใหม่นะคะ สับปะรด 500 ลัง x 525 = 262,500 บาท ซาร์ดีน 450 ลัง x 640 = 288,000 บาท รวม 550,500 บาท ยังไม่รวม VAT
[12/09/2568 10:03] วิไลวรรณ: รวม VAT 7% แล้ว 589,035 บาทค่ะ
[12/09/2568 10:15] เจ๊หงส์: โอเค แล้วเลื่อนส่งเป็น 30 ก.ย. ได้ไหม โกดังยังไม่ว่าง
[12/09/2568 10:16] วิไลวรรณ: ได้ค่ะ ส่ง 30 ก.ย. นะคะ
[30/09/2568 16:48] เจ๊หงส์: ของถึงแล้วจ้า ขอบใจนะ
"""
CHERD_CHAT = """[02/10/2568 07:12] ลุงเชิด: แดง สับปะรดรุ่นปลายปีของลุงจะออกกลาง พ.ย. นะ มีประมาณ 35 ตัน
[02/10/2568 07:13] ลุงเชิด: ปีนี้แล้งลูกเล็ก ลุงขอเกรด A กิโลละ 11 บาทนะ
[02/10/2568 08:30] วิไลวรรณ: แพงไปหน่อยค่ะลุง ในสัญญาต้นปี 9.50 เอง ขอ 10 บาทได้ไหมคะ
[02/10/2568 09:05] ลุงเชิด: 10 ไม่ไหวจริงๆ ค่าปุ๋ยขึ้น ค่าแรงตัดก็ขึ้น
[02/10/2568 09:20] วิไลวรรณ: งั้น 10.50 บาท เกรด A เอาทั้ง 35 ตันเลย ส่งถึงโรงงาน โอเคไหมคะลุง
[02/10/2568 09:41] ลุงเชิด: ตกลง 10.50 ทั้ง 35 ตัน เกรด B 7.50 นะ
[02/10/2568 09:42] วิไลวรรณ: ได้ค่ะ เริ่มส่ง 15 พ.ย. นะคะ เดี๋ยวให้พี่เสริฐทำสัญญาเพิ่มเติม
"""
FAMILY_CHAT = """[20/09/2568 18:02] ต้นกล้า: แม่ ครูเลขเปิดคอร์สติวสอบเทอมสอง 3,600 ต่อเดือนเหมือนเดิม ลงต่อนะ
[20/09/2568 18:10] วิไลวรรณ: ลงได้ลูก แต่ต้องไปทุกครั้งนะ
[24/09/2568 07:30] ประเสริฐ: ยายนัดหมอที่ รพ.หัวหิน วันที่ 8 ต.ค. 9 โมง ใครว่างพาไป
[24/09/2568 07:45] วิไลวรรณ: แดงพาไปเอง วันนั้นไม่มีลูกค้ามา
[02/10/2568 19:20] ประเสริฐ: ใบต่อประกันรถมาแล้ว หมื่นแปดกว่า จ่ายก่อนหมดอายุกลางเดือน พ.ย. นะ
[02/10/2568 19:25] วิไลวรรณ: โอเค เดี๋ยวโอนปลายเดือน
[05/10/2568 20:11] ใบเตย: แม่ หนูต้องเอาใบขออนุญาตไปทัศนศึกษาคืนครูนะคะ
"""
SCHOOL_TRIP = """หนังสือขออนุญาตผู้ปกครอง
โรงเรียนอนุบาลปราณบุรี

เรื่อง ขออนุญาตนำนักเรียนชั้น ป.5 ไปทัศนศึกษา
เรียน ท่านผู้ปกครอง

ด้วยโรงเรียนจะนำนักเรียนชั้นประถมศึกษาปีที่ 5 ไปทัศนศึกษาที่ จ.กาญจนบุรี (สะพานข้ามแม่น้ำแคว, พิพิธภัณฑ์ทางรถไฟ)
ในวันศุกร์ที่ 14 พฤศจิกายน 2568 ออกเดินทาง 06.00 น. กลับถึงโรงเรียนประมาณ 19.00 น.
ค่าใช้จ่ายคนละ 1,500 บาท (รวมค่ารถ อาหาร 2 มื้อ ค่าเข้าชม และประกันอุบัติเหตุ)

กรุณาส่งใบตอบรับพร้อมเงินให้ครูประจำชั้นภายในวันที่ 24 ตุลาคม 2568

ครูประจำชั้น ป.5/2 ครูสุภาพร
"""
RETORT_QUOTE_TOP = [
    "บริษัท ไทยบอยเลอร์ เซอร์วิส จำกัด",
    "รับซ่อมบำรุงหม้อไอน้ำและหม้อนึ่งฆ่าเชื้อ 55/9 ถ.เพชรเกษม อ.ชะอำ จ.เพชรบุรี",
    "ใบเสนอราคา เลขที่ TBS-6809-027  วันที่ 12 กันยายน 2568",
    "เรียน คุณประเสริฐ ศรีสมุทร บริษัท ศรีสมุทร แคนนิ่ง จำกัด",
    "เรื่อง ซ่อมหม้อนึ่งฆ่าเชื้อ (retort) เครื่องที่ 2 ปะเก็นฝารั่ว อุณหภูมิไม่คงที่",
]
RETORT_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("เปลี่ยนปะเก็นฝาหม้อนึ่ง (ซิลิโคนทนความร้อน)", "2 ชุด", "18,500", "37,000"),
    ("สอบเทียบเกจความดันและเทอร์โมมิเตอร์ พร้อมใบรับรอง", "1 งาน", "12,000", "12,000"),
    ("ค่าแรงช่างและค่าเดินทาง", "1 งาน", "15,000", "15,000"),
    ("รวมเป็นเงิน", "", "", "64,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,480"),
    ("รวมทั้งสิ้น", "", "", "68,480"),
]
RETORT_QUOTE_BOTTOM = [
    "ระยะเวลาดำเนินการ 2 วัน  รับประกันงาน 6 เดือน",
    "ชำระเงิน: มัดจำ 50% เมื่อยืนยัน ที่เหลือเมื่องานเสร็จ",
    "ยืนราคา 30 วัน  ผู้เสนอราคา นายวีระ ช่างกล โทร 086-552-7140",
]
SHOPPING = "ของต้องซื้อ\n- น้ำยาล้างจาน\n- ไข่ 2 แผง\n- ขนมปังให้ใบเตย\n- ถ่านรีโมท\n- ดอกไม้ไหว้พระ\n"
WORKSPECT = {"todo.md": "- โทรตามเงินเจ๊หงส์ (ส่งของ 30 ก.ย.)\n- โอนค่าเทอมใบเตยก่อน 31 ต.ค.\n"
                        "- ส่ง CAR ให้ Blue Wave\n- ต่อประกันรถ\n- นัดช่างไทยบอยเลอร์ซ่อมหม้อนึ่ง\n"}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    for sub in ("ใบเสนอราคา", "ซัพพลายเออร์", "สัญญา", "บัญชี", "แผนงาน", "LINE", "Email", "Notes",
                "ซ่อมบำรุง", "ประกันภัย", "บ้าน", "ลูก", "ส่วนตัว"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    quotes = docs / "ใบเสนอราคา"
    write_docx(quotes / "QT-2568-031_หงส์ทอง_ร่าง.docx", HONGTHONG_DRAFT_TOP, HONGTHONG_DRAFT_TABLE,
               bottom=HONGTHONG_DRAFT_BOTTOM)
    write_docx(quotes / "QT-2568-031_หงส์ทอง_ส่งจริง.docx", HONGTHONG_FINAL_TOP, HONGTHONG_FINAL_TABLE,
               bottom=HONGTHONG_FINAL_BOTTOM)
    write_docx(quotes / "QT-2568-034_สหกรณ์หัวหิน.docx", COOP_TOP, COOP_TABLE, bottom=COOP_BOTTOM)
    write_docx(quotes / "Quotation_BlueWave_SC-EX-2568-07.docx", BLUEWAVE_TOP, BLUEWAVE_TABLE,
               bottom=BLUEWAVE_BOTTOM)
    suppliers = docs / "ซัพพลายเออร์"
    make_pdf(suppliers / "SiamTinplate_pricelist_2025.pdf", TINPLATE_2025)
    write_docx(suppliers / "ราคากระป๋อง_ปี67.docx", TINPLATE_2567, TINPLATE_2567_TABLE, bottom=TINPLATE_2567_BOTTOM)
    make_pdf(suppliers / "STP_invoice_Aug2025.pdf", TINPLATE_INVOICE)
    make_pdf(suppliers / "SunValley_tomato_paste_2025.pdf", TOMATO_PASTE)
    write_docx(docs / "สัญญา" / "สัญญาซื้อขายสับปะรด_ลุงเชิด_2568.docx", PINEAPPLE_CONTRACT)
    books = docs / "บัญชี"
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _production_book(books / "ผลิตรายเดือน_2568.xlsx")
    make_pdf(books / "PEA_factory_092025.pdf", FACTORY_BILL)
    write_slides(docs / "แผนงาน" / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    write_texts(docs, {
        "LINE/LINE_เจ๊หงส์.txt": HONGTHONG_CHAT,
        "LINE/LINE_ลุงเชิด.txt": CHERD_CHAT,
        "Email/RE_revised_order_BlueWave.txt": BLUEWAVE_EMAIL,
        "Notes/ประชุมหัวหน้างาน_6ต.ค.68.md": SUPERVISORS_MEETING,
        "Notes/customer_audit_sep2025.md": AUDIT_NOTES,
        "บ้าน/LINE_บ้านเรา.txt": FAMILY_CHAT,
        "ลูก/ทัศนศึกษา_ป5.txt": SCHOOL_TRIP,
        "ส่วนตัว/ของต้องซื้อ.txt": SHOPPING,
    })
    write_docx(docs / "ซ่อมบำรุง" / "QT_ไทยบอยเลอร์_retort.docx", RETORT_QUOTE_TOP, RETORT_QUOTE_TABLE,
               bottom=RETORT_QUOTE_BOTTOM)
    make_pdf(docs / "ประกันภัย" / "Fire_policy_schedule_2025.pdf", FIRE_POLICY)
    home = docs / "บ้าน"
    make_pdf(home / "ค่าไฟบ้าน_ก.ย.68.pdf", HOUSE_BILL)
    make_pdf(home / "PWA_water_Aug2025.pdf", WATER_BILL)
    _household_book(home / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(home / "ประกันรถ_ต่ออายุ_2568.pdf", CAR_INSURANCE)
    kids = docs / "ลูก"
    write_docx(kids / "ค่าเทอม_ใบเตย_2-2568.docx", BAITOEY_FEE_TOP, BAITOEY_FEE_TABLE, bottom=BAITOEY_FEE_BOTTOM)
    make_pdf(kids / "Tonkla_EP_invoice_term2.pdf", TONKLA_INVOICE)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the to-do list."""
    write_texts(workspect, WORKSPECT)
