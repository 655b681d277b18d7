"""The cakeshop folder: the papers of a Lampang wedding and birthday cake baker and her household, written by code.

The owner is ปิยะนุช คำแสน (พี่นุช, Nuch, Piyanuch Khamsaen) of "นุชเค้ก / Nuch Cake House", a small shopfront at
88/3 ถ.ทิพย์ช้าง ต.สวนดอก อ.เมืองลำปาง จ.ลำปาง 52100. She bakes birthday cakes to order, wedding cakes with dessert
tables, sells over the counter and through LINE MAN, and takes corporate orders. Two helpers: น้องฝน (เบญจวรรณ) and
น้องมิ้นท์ (ศิริพร). Her husband กฤษดา (พี่เก่ง) drives the Suzuki Carry for deliveries, their daughter
ด.ญ.ปุณณภา (น้องข้าวปุ้น, ปุ้น) is in ป.6, her mother บุญเรือน ใจมา (แม่) needs cataract surgery, her sister is
พี่ต่าย. It is mid November 2568 (2025).

Documents/ร้านนุชเค้ก Nuch Cake House/ (the business)
- ใบเสนอราคา Quotes/ใบเสนอราคา_เค้กแต่งงาน_คุณแพรว_ร่าง.docx: draft QT-NC-68-031 (25 ต.ค. 2568) for แพรว's wedding
  on 20 ธ.ค. 2568 at โรงแรมลคอร เฮอริเทจ: 4-tier cake 18,500 + 150 cupcakes x 45 (6,750) + delivery/setup 1,200,
  total 26,450 (never sent).
- ใบเสนอราคา Quotes/ใบเสนอราคา_เค้กแต่งงาน_คุณแพรว_final v2.docx: the final (1 พ.ย. 2568) to คุณแพรวพรรณ ศรีวิชัย:
  5-tier (3 real + 2 dummy) 16,900 + 200 cupcakes x 42 (8,400) + dessert table 4,500 + delivery/setup 1,500,
  total 31,300, deposit 50% 15,650 by 10 พ.ย., balance 15,650 by 17 ธ.ค. 2568.
- ลูกค้า Orders/ออเดอร์เค้ก_พ.ย.68.xlsx: November orders (9 rows, nicknames: ครูแหม่ม, เฮียชัย, พี่แอ๋ว, ลุงหมาน...),
  total 17,330, paid 8,910, still owed 8,420.
- ลูกค้า Orders/email_LakornHeritage_Xmas log cakes_12-11-2025.txt: English email from Lakorn Heritage Hotel (Chalida,
  "Da"), PO LH-2511-036: 60 chocolate log cakes x 650 = 39,000 + 200 gingerbread cookies x 25 = 5,000, total 44,000,
  tasting 1 Dec, delivery 22 Dec 2025 before 14:00, credit 30 days.
- ลูกค้า Orders/note ออเดอร์คริสต์มาส-ปีใหม่.md: planning notes for the Christmas / New Year rush.
- ซัพพลายเออร์/Quotation_SiamBakerySupply_QT2511-087.pdf: English quote (6 Nov 2025) from Chiang Mai: butter,
  cream cheese, whipping cream, cake flour, couverture: 18,220.00 + VAT 1,275.40 = 19,495.40, free delivery.
- ซัพพลายเออร์/ใบเสนอราคา_เจ๊หงส์เบเกอรี่_วัตถุดิบ พ.ย.68.docx: the Lampang shop's quote for the same items: 18,086 +
  delivery 150 = 18,236 (no VAT).
- ซัพพลายเออร์/Invoice_LannaPack_INV-68-1142.pdf: English invoice (10 Nov 2025) for boxes, boards, ribbons: 9,640.00 +
  VAT 674.80 = 10,314.80, due 24 Nov 2025.
- ซัพพลายเออร์/ใบเสร็จ_ลานนาแพ็ค_RC68-0977.docx: the Thai receipt paying that invoice: 10,314.80 on 17 พ.ย. 2568.
- ราคา/ราคาเค้ก_2568_ล่าสุด.xlsx: this year's price list, three sheets (birthday by pound, wedding tiers, add-ons):
  chocolate fudge 480 / 890 / 1,290; wedding 4 tiers 18,500; fondant figure 450.
- ราคา/ราคาเค้ก_2567.xlsx: last year's list, same layout: chocolate 430 / 820 / 1,190; 4 tiers 16,800.
- ราคา/Wedding Cake Packages 2025.pptx: English package deck (Classic 12,900, Premium 18,500, Grand 22,300).
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, income sheet (shopfront, birthday orders, wedding, delivery apps) and
  expense sheet (ingredients, packaging, rent, power and gas, wages), ม.ค.-ต.ค.; wedding ส.ค. 38,600.
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.; ingredients ธ.ค. 31,250.
- บัญชี/LINEMAN_statement_Oct2025.pdf: English merchant statement: 112 orders, gross 48,650.00, GP 30% 14,595.00,
  VAT on GP 1,021.65, promotions 1,200.00, net payout 31,833.35 paid 5 Nov 2025.
- บัญชี/ค่าแรงลูกมือ_ต.ค.68.xlsx: helpers' October pay: ฝน 11,600, มิ้นท์ 9,400, total 21,000.
- แชท LINE/แชทไลน์_คุณแพรว_เค้กแต่ง.txt: the bride haggles: 31,300 quoted, she asks 28,000, 30,000 offered, she asks
  29,000, settled 29,500, deposit 14,750 transferred 8 พ.ย. 68.
- แชท LINE/LINE_พี่แอ๋ว_เค้กวันเกิดหลาน.txt: a dinosaur cake for her grandson (น้องไทเกอร์): 1,740 quoted, 1,400 asked,
  1,650 offered, 1,500 asked, settled 1,550, deposit 500, pickup Sat 22 พ.ย. 10:00.
- แชท LINE/แชทกลุ่ม_ทีมนุชเค้ก.txt: the staff group (shifts, an oven repair 2,300).
- เอกสารร้าน/สัญญาเช่าห้องแถว ถ.ทิพย์ช้าง 2567-2569.docx: shop lease from นายสมบัติ ตั้งจิตร: 9,500 a month by
  the 5th, deposit 28,500, 1 ม.ค. 2567 - 31 ธ.ค. 2569, late fee 100 a day, 60 days' notice.
- เอกสารร้าน/หนังสือเทศบาล_ต่ออายุใบอนุญาตสะสมอาหาร_2569.docx: Lampang municipality: food-premises licence expires
  31 ธ.ค. 2568, fee 1,500, 20% surcharge if late, food-handler certificates for staff.
- เอกสารร้าน/ค่าไฟร้าน_ก.ย.68.pdf (1,164 kWh, 5,800.02, due 8 Oct 2025) and ค่าไฟร้าน_ต.ค.68.pdf (1,298 kWh,
  6,462.04, due 7 Nov 2025): English PEA bills for the shop.
- สูตรเค้กส้มลำปาง.md (recipe), ไอเดียธีมเค้กเด็ก.txt (ideas), แผนร้าน ปี 2569 ร่าง.pptx (plan slides, target 1,450,000).

Documents/บ้าน/ (the household)
- ค่าเทอม/ค่าเทอม_ข้าวปุ้น_เทอม2-2568.docx: school fees 24,380 by 20 พฤศจิกายน 2568.
- แม่/LRP_Hospital_estimate_Mae eye_Nov2025.pdf: English estimate for the mother's left-eye cataract surgery:
  62,400, deposit 10,000 at booking, pre-op 2 Dec 2025, surgery 9 Dec 2025.
- แม่/นัดหมอแม่ + ยา.md: the mother's appointments and medicine.
- รถ/Statement_LannaAutoLeasing_Carry_Oct2025.pdf: hire-purchase statement: 7,480 a month, 26 of 48 paid,
  outstanding 164,560, next due 5 Dec 2025.
- ประกัน/แจ้งเบี้ยประกันชีวิต_พี่เก่ง_ธ.ค.68.docx: the husband's life-insurance premium 18,960 due 15 ธ.ค. 2568.
- Bills/PWA_water_bill_Oct2025.pdf: home water bill 248.10.
- รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month, truck installment 7,480.
- แชทไลน์_บ้านคำแสน.txt: the family LINE group.
Documents/ส่วนตัว/เที่ยวปีใหม่ ปาย.md: a New Year trip idea.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP = "ร้านนุชเค้ก Nuch Cake House"
NC_TOP = ("นุชเค้ก (Nuch Cake House) โดย ปิยะนุช คำแสน 88/3 ถ.ทิพย์ช้าง ต.สวนดอก อ.เมืองลำปาง จ.ลำปาง 52100 "
          "โทร 086-731-4408  LINE @nuchcake")

# ---------------------------------------------------------------- wedding quote, draft and final
PRAEW_DRAFT = [
    NC_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-NC-68-031",
    "วันที่ 25 ตุลาคม 2568",
    "เรียน คุณแพรว (งานแต่งงาน วันเสาร์ที่ 20 ธันวาคม 2568 ห้องบอลรูม โรงแรมลคอร เฮอริเทจ ลำปาง)",
    "เรื่อง เค้กแต่งงานและคัพเค้กสำหรับแขก",
]
PRAEW_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เค้กแต่งงาน 4 ชั้น บัตเตอร์ครีม ตกแต่งดอกไม้สด", "1 ชุด", "18,500", "18,500"),
    ("คัพเค้กหน้าดอกไม้บัตเตอร์ครีม", "150 ชิ้น", "45", "6,750"),
    ("ค่าขนส่งและจัดตั้งหน้างาน", "1 เที่ยว", "1,200", "1,200"),
    ("รวมทั้งสิ้น", "", "", "26,450"),
]
PRAEW_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 26,450 บาท (สองหมื่นหกพันสี่ร้อยห้าสิบบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง รอแพรวยืนยันจำนวนแขก (ต้อมบอกอาจเกิน 200)",
]
PRAEW_FINAL = [
    NC_TOP,
    "ใบเสนอราคา  เลขที่ QT-NC-68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณแพรวพรรณ ศรีวิชัย และคุณธนวัฒน์ อินทรวงศ์",
    "เรื่อง เค้กแต่งงาน คัพเค้ก และโต๊ะขนมหวาน งานแต่งงานวันเสาร์ที่ 20 ธันวาคม 2568 เวลา 18.00 น. "
    "ห้องบอลรูม โรงแรมลคอร เฮอริเทจ ลำปาง",
]
PRAEW_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เค้กแต่งงาน 5 ชั้น (ชั้นจริง 3 ชั้น ชั้นหลอก 2 ชั้น) ฟองดองท์ลายลูกไม้", "1 ชุด", "16,900", "16,900"),
    ("คัพเค้กหน้าดอกไม้บัตเตอร์ครีม", "200 ชิ้น", "42", "8,400"),
    ("โต๊ะขนมหวาน (มาการอง 100 ชิ้น ทาร์ตผลไม้ 60 ชิ้น)", "1 โต๊ะ", "4,500", "4,500"),
    ("ค่าขนส่งและจัดตั้งหน้างาน", "1 เที่ยว", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "31,300"),
]
PRAEW_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 31,300 บาท (สามหมื่นหนึ่งพันสามร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 50% = 15,650 บาท ภายใน 10 พฤศจิกายน 2568 เพื่อจองคิว "
    "ส่วนที่เหลือ 15,650 บาท ชำระภายใน 17 ธันวาคม 2568",
    "ชิมรสเค้กได้ 1 ครั้ง (เลือกได้ 3 รส) ยกเลิกหลังวันที่ 5 ธันวาคม 2568 ไม่คืนมัดจำ",
    "ลงชื่อ ปิยะนุช คำแสน ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier quotes, invoice, receipt
SIAM_QUOTE = [
    "SIAM BAKERY SUPPLY CO., LTD.\n"
    "Bakery ingredients wholesale - 214 Chang Klan Road, Mueang Chiang Mai 50100  Tel. 053-272-118\n"
    "QUOTATION No. QT2511-087           Date: 6 Nov 2025\n"
    "To: Mrs. Piyanuch Khamsaen (Nuch Cake House), Thipchang Road, Lampang\n"
    "\n"
    "Item                                  Qty         Unit price    Amount\n"
    "Unsalted butter, 5 kg block            4 blocks    1,450.00     5,800.00\n"
    "Cream cheese, 2 kg                      6 packs      520.00     3,120.00\n"
    "Whipping cream 35%, 1 L                24 boxes      185.00     4,440.00\n"
    "Cake flour, 22.5 kg bag                 2 bags       780.00     1,560.00\n"
    "Dark couverture chocolate 55%, 5 kg     2 bags     1,650.00     3,300.00\n"
    "\n"
    "Subtotal                                                      18,220.00\n"
    "VAT 7%                                                         1,275.40\n"
    "GRAND TOTAL                                                   19,495.40 THB\n"
    "\n"
    "Free delivery to Lampang for orders over 10,000 THB (every Tuesday and Friday).\n"
    "Chilled items delivered in a cold truck. Payment: 15 days credit after delivery.\n"
    "Prices valid until 30 Nov 2025.\n"
    "Sales: Warunee (Nok) 089-551-2037",
]
HONG_QUOTE = [
    "ร้านเจ๊หงส์เบเกอรี่ วัตถุดิบและอุปกรณ์เบเกอรี่",
    "45 ถ.บุญวาทย์ ต.หัวเวียง อ.เมืองลำปาง จ.ลำปาง โทร 054-226-915",
    "ใบเสนอราคา เลขที่ 2568/114  วันที่ 7 พ.ย. 2568",
    "เรียน คุณนุช ร้านนุชเค้ก",
]
HONG_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เนยสดจืด ก้อน 5 กก.", "4 ก้อน", "1,390", "5,560"),
    ("ครีมชีส 2 กก.", "6 ก้อน", "545", "3,270"),
    ("วิปปิ้งครีม 35% 1 ลิตร", "24 กล่อง", "179", "4,296"),
    ("แป้งเค้ก กระสอบ 22.5 กก.", "2 กระสอบ", "760", "1,520"),
    ("ช็อกโกแลตคูเวอร์เจอร์ดาร์ก 55% 5 กก.", "2 ถุง", "1,720", "3,440"),
    ("รวมค่าสินค้า", "", "", "18,086"),
    ("ค่าส่ง (รถเย็น)", "", "", "150"),
    ("รวมทั้งสิ้น", "", "", "18,236"),
]
HONG_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 18,236 บาท (ร้านไม่ได้จด VAT)",
    "ของสดส่งได้วันจันทร์ พุธ ศุกร์ เงินสดหรือโอนวันส่งของ ไม่มีเครดิต",
    "ราคานี้ถึงสิ้นเดือน พ.ย. นะจ๊ะ ช่วงคริสต์มาสเนยอาจขาด สั่งล่วงหน้า",
    "เจ๊หงส์ (นางหงส์ทอง แซ่โค้ว) 081-883-6270",
]
LANNAPACK_INVOICE = [
    "LANNA PACK CO., LTD.\n"
    "Cake boxes, boards and printed packaging - 19/2 Moo 6, Lampang-Ngao Road, Mueang Lampang 52000\n"
    "Tax ID 0525559001472   Tel. 054-318-240\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-68-1142\n"
    "Date: 10 Nov 2025                 Due date: 24 Nov 2025\n"
    "Customer: Nuch Cake House (Mrs. Piyanuch Khamsaen), 88/3 Thipchang Road, Lampang\n"
    "\n"
    "Item                                      Qty       Unit price    Amount\n"
    "Cake box 1 lb with window                 300 pcs      9.80     2,940.00\n"
    "Cake box 2 lb with window                 200 pcs     13.50     2,700.00\n"
    "Cake board round 10 inch, gold            200 pcs      7.25     1,450.00\n"
    "Cupcake box 6 holes                       250 pcs      6.40     1,600.00\n"
    "Satin ribbon 1 cm, 45 m roll               10 rolls   95.00       950.00\n"
    "\n"
    "Subtotal                                                        9,640.00\n"
    "VAT 7%                                                           674.80\n"
    "TOTAL DUE                                                     10,314.80 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Lanna Pack Co., Ltd., account 511-7-20418-3.",
]
LANNAPACK_RECEIPT = [
    "บริษัท ลานนาแพ็ค จำกัด (สำนักงานใหญ่)",
    "19/2 หมู่ 6 ถ.ลำปาง-งาว อ.เมืองลำปาง จ.ลำปาง 52000  เลขประจำตัวผู้เสียภาษี 0525559001472",
    "ใบเสร็จรับเงิน  เลขที่ RC68-0977",
    "วันที่ 17 พ.ย. 2568",
    "ได้รับเงินจาก ร้านนุชเค้ก (คุณปิยะนุช คำแสน)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ INV-68-1142 ลงวันที่ 10/11/68",
]
LANNAPACK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้าก่อนภาษี", "9,640.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "674.80"),
    ("รับชำระครั้งนี้", "10,314.80"),
]
LANNAPACK_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 10,314.80 บาท (หนึ่งหมื่นสามร้อยสิบสี่บาทแปดสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกมลชนก ปัญญาวงค์ ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- price lists
PRICE_HEADERS = ["รส (Flavour)", "1 ปอนด์ (1 lb)", "2 ปอนด์ (2 lb)", "3 ปอนด์ (3 lb)"]
BIRTHDAY_2568 = [
    ("ช็อกโกแลตฟัดจ์ (Chocolate fudge)", 480, 890, 1290),
    ("เค้กส้ม (Orange)", 420, 790, 1150),
    ("บลูเบอร์รี่ชีสเค้ก (Blueberry cheesecake)", 550, 1050, 1500),
    ("เรดเวลเวท (Red velvet)", 520, 990, 1420),
    ("ใบเตยมะพร้าวอ่อน (Pandan coconut)", 450, 850, 1220),
]
BIRTHDAY_2567 = [
    ("ช็อกโกแลตฟัดจ์ (Chocolate fudge)", 430, 820, 1190),
    ("เค้กส้ม (Orange)", 390, 720, 1050),
    ("บลูเบอร์รี่ชีสเค้ก (Blueberry cheesecake)", 500, 950, 1380),
    ("เรดเวลเวท (Red velvet)", 480, 900, 1300),
    ("ใบเตยมะพร้าวอ่อน (Pandan coconut)", 400, 760, 1100),
]
WEDDING_2568 = [("2 ชั้น (2 tiers)", 6900, "เสิร์ฟ 40-50 คน"), ("3 ชั้น (3 tiers)", 12900, "เสิร์ฟ 80-100 คน"),
                ("4 ชั้น (4 tiers)", 18500, "เสิร์ฟ 140-160 คน"), ("ชั้นหลอก (Dummy tier)", 1800, "ต่อชั้น")]
WEDDING_2567 = [("2 ชั้น (2 tiers)", 6200, "เสิร์ฟ 40-50 คน"), ("3 ชั้น (3 tiers)", 11500, "เสิร์ฟ 80-100 คน"),
                ("4 ชั้น (4 tiers)", 16800, "เสิร์ฟ 140-160 คน"), ("ชั้นหลอก (Dummy tier)", 1500, "ต่อชั้น")]
ADDONS_2568 = [("ตุ๊กตาฟองดองท์ (Fondant figure)", 450), ("ป้ายชื่ออะคริลิก (Acrylic topper)", 150),
               ("เทียน + การ์ด (Candles and card)", 60), ("ส่งในเมือง (Delivery in town)", 100)]
ADDONS_2567 = [("ตุ๊กตาฟองดองท์ (Fondant figure)", 390), ("ป้ายชื่ออะคริลิก (Acrylic topper)", 120),
               ("เทียน + การ์ด (Candles and card)", 50), ("ส่งในเมือง (Delivery in town)", 80)]


def _price_list(path: Path, year: str, birthday, wedding, addons) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เค้กวันเกิด Birthday"
    sheet.append([f"ราคาเค้กวันเกิด นุชเค้ก ปี {year} (Birthday cakes {year}, THB)"])
    sheet.append(PRICE_HEADERS)
    for row in birthday:
        sheet.append(list(row))
    for column in range(2, 5):
        money_format(sheet, column)
    sheet = book.create_sheet("เค้กแต่งงาน Wedding")
    sheet.append([f"เค้กแต่งงาน ปี {year} (Wedding cakes {year}, THB per set)"])
    sheet.append(["ขนาด (Size)", "ราคา (Price)", "หมายเหตุ (Note)"])
    for row in wedding:
        sheet.append(list(row))
    money_format(sheet, 2)
    sheet = book.create_sheet("ของเพิ่ม Add-ons")
    sheet.append(["รายการเพิ่ม (Add-on)", "ราคา (Price)"])
    for row in addons:
        sheet.append(list(row))
    money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ขายหน้าร้าน (Shopfront)", "เค้กวันเกิดสั่งทำ (Birthday orders)",
                  "เค้กแต่งงาน (Wedding)", "แอปเดลิเวอรี่ สุทธิ (Delivery apps, net)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "วัตถุดิบ (Ingredients)", "บรรจุภัณฑ์ (Packaging)", "ค่าเช่าร้าน (Shop rent)",
                   "ค่าไฟ/แก๊ส (Power & gas)", "ค่าแรงลูกมือ (Wages)", "รวม (Total)"]
INCOME_2568 = [
    [42300, 39800, 45100, 41200, 38900, 36400, 37800, 40500, 39200, 43600],
    [28650, 31200, 26400, 27900, 30150, 25800, 29400, 32600, 28300, 33750],
    [18500, 32400, 12900, 0, 24600, 19800, 0, 38600, 15400, 27300],
    [18420.50, 17960.25, 21305.75, 19880.00, 22410.40, 20975.15, 23140.60, 24890.35, 27310.90, 31833.35],
]
EXPENSES_2568 = [
    [24800, 27300, 23900, 22600, 25400, 23100, 24200, 29800, 25600, 30400],
    [3900, 4300, 3700, 3500, 4100, 3600, 3800, 4700, 4000, 4800],
    [9500] * 10,
    [6850, 6420, 7380, 7960, 7710, 6930, 6540, 6610, 7240, 7890],
    [18000, 18000, 18000, 18000, 18000, 18000, 18000, 19500, 19500, 21000],
]
INCOME_2567 = [
    [38600, 36200, 40900, 37500, 35100, 33800, 34600, 36900, 35400, 39200, 41800, 52600],
    [24300, 27100, 22800, 23600, 25900, 21700, 24800, 27500, 23900, 28600, 27200, 36400],
    [12900, 29600, 0, 16800, 11500, 23700, 0, 18300, 0, 24100, 12900, 35800],
    [9850.25, 10420.50, 11780.00, 12305.75, 13110.40, 12640.80, 14025.30, 15210.65, 16480.00, 17930.45,
     18605.20, 22340.90],
]
EXPENSES_2567 = [
    [21500, 23800, 20900, 19700, 22100, 20300, 21200, 25900, 22400, 24600, 27800, 31250],
    [3300, 3700, 3100, 3000, 3500, 3100, 3200, 3900, 3400, 3800, 4200, 5100],
    [9500] * 12,
    [6120, 5870, 6640, 7210, 6980, 6250, 5930, 6010, 6530, 6780, 6920, 7460],
    [16000] * 11 + [19000],
]


def _book(path: Path, year: str, income: list[list[float]], expenses: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านนุชเค้ก ปี {year} (Nuch Cake House income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[-2:]}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in income]
                 + [round(sum(map(sum, income)), 2)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายร้านนุชเค้ก ปี {year} (Nuch Cake House expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[-2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


ORDERS = [
    ("วันรับ (Pickup)", "ลูกค้า (Customer)", "ชื่อเล่น (Nickname)", "รายการ (Item)", "ราคา (Price)",
     "จ่ายแล้ว (Paid)", "ค้างจ่าย (Owed)", "หมายเหตุ (Note)"),
    ("1/11/68", "วิไลวรรณ สุขเกษม", "ครูแหม่ม", "ใบเตยมะพร้าวอ่อน 2 ปอนด์ + ป้ายชื่อ", 1000, 1000, 0, "รับแล้ว"),
    ("5/11/68", "ธนาคารกรุงไทย สาขาลำปาง", "-", "คัพเค้ก 80 ชิ้น x 40 ประชุมสาขา", 3200, 0, 3200,
     "ส่งแล้ว วางบิล เครดิต 30 วัน"),
    ("8/11/68", "ชยพล แก้วมา", "เฮียชัย", "เรดเวลเวท 3 ปอนด์", 1420, 1420, 0, "รับแล้ว"),
    ("15/11/68", "ปวีณา ศรีบุญเรือง", "น้องบีม", "บลูเบอร์รี่ชีสเค้ก 2 ปอนด์", 1050, 500, 550,
     "รับแล้ว บอกจะโอนส่วนที่เหลือพรุ่งนี้"),
    ("22/11/68", "อรวรรณ ทาแก้ว", "พี่แอ๋ว", "ช็อกโกแลต 3 ปอนด์ ธีมไดโนเสาร์ + ตุ๊กตาฟองดองท์", 1550, 500, 1050,
     "วันเกิด 1 ขวบ น้องไทเกอร์"),
    ("23/11/68", "ต่อพงษ์ ใจยะ", "คุณต่อ", "เค้กส้ม 1 ปอนด์ x 2", 840, 840, 0, "โอนแล้ว"),
    ("29/11/68", "โรงเรียนเทพินทร์วิทยา (ครูนก)", "ครูนก", "คุกกี้กล่องของขวัญ 50 กล่อง x 120", 6000, 3000, 3000,
     "งานเกษียณ ออกใบเสร็จในนามโรงเรียน"),
    ("30/11/68", "Jenny Wilson", "Jenny", "Red velvet 2 lb + candles", 1050, 1050, 0, "PromptPay, English card"),
    ("30/11/68", "สมาน บุญมา", "ลุงหมาน", "ใบเตยมะพร้าวอ่อน 3 ปอนด์ วันเกิด 70 ปี", 1220, 600, 620, ""),
]


def _orders(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ออเดอร์ พ.ย.68"
    sheet.append(["ออเดอร์เค้กสั่งทำ พฤศจิกายน 2568 (อัปเดต 18/11/68)"])
    for row in ORDERS:
        sheet.append(list(row))
    rows = ORDERS[1:]
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in rows), sum(r[5] for r in rows),
                  sum(r[6] for r in rows), ""])
    for column in range(5, 8):
        money_format(sheet, column)
    book.save(path)


WAGES = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "ค่าแรง/วัน (Daily rate)", "วันทำงาน (Days)", "OT (บาท)",
     "รวม (Total)", "หมายเหตุ (Note)"),
    ("เบญจวรรณ ปัญญาดี", "ฝน", 400, 26, 1200, 11600, "ประจำ แต่งหน้าเค้ก"),
    ("ศิริพร อินต๊ะ", "มิ้นท์", 350, 24, 1000, 9400, "พาร์ทไทม์ หน้าร้าน + แพ็กของ"),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค.68"
    sheet.append(["ค่าแรงลูกมือ ตุลาคม 2568 (จ่าย 31/10/68)"])
    for row in WAGES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", 21000, ""])
    money_format(sheet, 6)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1874.55, "PEA"), ("ค่าน้ำ (Water)", 231.40, "กปภ."),
                ("เน็ตบ้าน (Internet)", 695.50, "AIS Fibre"), ("กับข้าว (Food)", 8600, ""),
                ("ผ่อนรถ Carry (Truck loan)", 7480, "งวด 23/48"), ("น้ำมันรถ (Fuel)", 3900, "ส่งเค้ก"),
                ("รถรับส่งปุ้น (School van)", 1400, ""), ("ยาเบาหวานแม่ (Mae's medicine)", 1350, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1952.30, "PEA"), ("ค่าน้ำ (Water)", 239.20, "กปภ."),
                ("เน็ตบ้าน (Internet)", 695.50, "AIS Fibre"), ("กับข้าว (Food)", 9100, ""),
                ("ผ่อนรถ Carry (Truck loan)", 7480, "งวด 24/48"), ("น้ำมันรถ (Fuel)", 4150, "ส่งเค้ก"),
                ("รถรับส่งปุ้น (School van)", 1400, ""), ("ยาเบาหวานแม่ (Mae's medicine)", 1350, ""),
                ("ชุดกีฬาสีปุ้น (Sports day)", 450, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1810.75, "PEA"), ("ค่าน้ำ (Water)", 248.10, "กปภ."),
                ("เน็ตบ้าน (Internet)", 695.50, "AIS Fibre"), ("กับข้าว (Food)", 8850, ""),
                ("ผ่อนรถ Carry (Truck loan)", 7480, "งวด 25/48"), ("น้ำมันรถ (Fuel)", 4420, "ส่งเค้ก"),
                ("รถรับส่งปุ้น (School van)", 1400, ""), ("ยา + ตรวจตาแม่ (Mae's medicine, eye check)", 2780,
                                                        "รพ.ลำปาง")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- shop papers
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดลำปาง วันที่ 15 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสมบัติ ตั้งจิตร  ผู้เช่า: นางปิยะนุช คำแสน (ร้านนุชเค้ก)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องแถว 2 ชั้น เลขที่ 88/3 ถนนทิพย์ช้าง ตำบลสวนดอก อำเภอเมืองลำปาง "
    "จังหวัดลำปาง เพื่อใช้เป็นร้านขายเค้กและเบเกอรี่",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 9,500 บาท (เก้าพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 3 เดือน เป็นเงิน 28,500 บาท ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญาและตรวจสภาพห้องแล้ว",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามมิเตอร์ของร้านเอง",
    "ข้อ 7. ผู้เช่าติดตั้งเตาอบและเครื่องดูดควันได้ แต่ห้ามดัดแปลงโครงสร้างอาคารโดยไม่ได้รับอนุญาตเป็นหนังสือ",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนดต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
    "ข้อ 9. เมื่อครบสัญญา ผู้เช่ามีสิทธิ์ต่อสัญญาก่อนบุคคลอื่น โดยค่าเช่าใหม่ปรับขึ้นไม่เกิน 10%",
    "ลงชื่อ สมบัติ ตั้งจิตร ผู้ให้เช่า    ลงชื่อ ปิยะนุช คำแสน ผู้เช่า",
]
FOOD_LICENCE = [
    "เทศบาลนครลำปาง",
    "ที่ ลป 52001/4127",
    "5 พฤศจิกายน 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหารและสะสมอาหาร ประจำปี 2569",
    "เรียน นางปิยะนุช คำแสน (ร้านนุชเค้ก)",
    "ตามที่ท่านได้รับใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหารและสะสมอาหาร เลขที่ 256/2568 "
    "ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 นั้น",
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตที่กองสาธารณสุขและสิ่งแวดล้อม ภายในวันที่ 31 ธันวาคม 2568 "
    "ค่าธรรมเนียมสำหรับพื้นที่ประกอบการ 96 ตารางเมตร ปีละ 1,500 บาท",
    "หากยื่นต่ออายุหลังวันสิ้นอายุ จะต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม",
    "เอกสารประกอบ: สำเนาบัตรประชาชน สำเนาทะเบียนบ้าน ใบอนุญาตเดิม และใบรับรองการอบรมผู้สัมผัสอาหาร "
    "ของผู้ประกอบการและพนักงานทุกคน",
    "เจ้าหน้าที่จะออกตรวจสุขลักษณะร้านระหว่างวันที่ 1-15 ธันวาคม 2568",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายวิชัย อุดมศักดิ์ ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม",
]


def _pea_shop(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Piyanuch Khamsaen (Nuch Cake House)\n"
        "Address: 88/3 Thipchang Road, Suan Dok, Mueang Lampang 52100\n"
        "Customer no. 020118844716   Small general service, rate 2.1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 46.16  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_shop("24 Aug 2025 - 23 Sep 2025", "48,215 -> 49,379", 1164, "5,144.88", "229.54", "379.44",
                    "5,800.02", "8 Oct 2025")
PEA_OCT = _pea_shop("24 Sep 2025 - 23 Oct 2025", "49,379 -> 50,677", 1298, "5,737.16", "255.97", "422.75",
                    "6,462.04", "7 Nov 2025")
LINEMAN = [
    "LINE MAN Wongnai - MERCHANT MONTHLY STATEMENT\n"
    "Store: Nuch Cake House (Lampang)      Merchant ID: LMW-52-008731\n"
    "Statement period: 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Completed orders ........................... 112\n"
    "Cancelled orders ........................... 3\n"
    "Gross food sales ........................... 48,650.00 THB\n"
    "Commission (GP 30%) ........................ -14,595.00 THB\n"
    "VAT 7% on commission ....................... -1,021.65 THB\n"
    "Merchant-funded promotions (buy 2 get 10%) . -1,200.00 THB\n"
    "NET PAYOUT ................................. 31,833.35 THB\n"
    "\n"
    "Paid on 5 Nov 2025 to Kasikornbank account xxx-x-x4471.\n"
    "Top items: Chocolate fudge slice (214), Orange cake 1 lb (58), Blueberry cheesecake slice (171).\n"
    "Average rating 4.8 (96 reviews). A tax invoice for the commission is attached separately.",
]

# ---------------------------------------------------------------- household papers
SCHOOL_FEES = (
    ["โรงเรียนเทพินทร์วิทยา อ.เมืองลำปาง จ.ลำปาง", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ปุณณภา คำแสน  ชั้น ป.6/1  เลขประจำตัว 52318"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "17,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
     ("ค่าเรียนคอมพิวเตอร์และภาษาอังกฤษกับครูต่างชาติ", "1,950"), ("ค่าทัศนศึกษา", "730"), ("รวม", "24,380")],
    ["รวมทั้งสิ้น 24,380 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 30 บาท",
     "ทัศนศึกษา ป.6 เชียงใหม่ วันที่ 16 มกราคม 2569"],
)
EYE_ESTIMATE = [
    "LAMPANG RUAM PHAET HOSPITAL\n"
    "Eye Centre - 263 Phahonyothin Road, Mueang Lampang 52000  Tel. 054-335-800\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                          Date: 10 Nov 2025\n"
    "Patient: Mrs. Boonruean Jaima, age 71          HN 68-052291\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye (day case)\n"
    "Ophthalmologist: Dr. Kanyarat Suwan\n"
    "Pre-operative check: 2 Dec 2025 at 8:30. Surgery: 9 Dec 2025, home the same day.\n"
    "\n"
    "Surgeon and operating room .......................... 28,000\n"
    "Intraocular lens (monofocal, imported) .............. 18,500\n"
    "Medicines and eye drops ............................. 4,900\n"
    "Day-care room ....................................... 3,500\n"
    "Pre-operative tests (blood, ECG, eye scan) .......... 2,600\n"
    "Follow-up visits x 3 ................................ 4,900\n"
    "ESTIMATED TOTAL ..................................... 62,400 THB\n"
    "\n"
    "A deposit of 10,000 THB is payable when the surgery date is booked.\n"
    "This is an estimate only; the final bill may differ by up to 10%.\n"
    "Blood sugar must be below 180 mg/dL on the day of surgery. Please bring all current medicines.",
]
TRUCK_STATEMENT = [
    "LANNA AUTO LEASING CO., LTD.\n"
    "Hire purchase statement                       Statement date: 10 Nov 2025\n"
    "Hirer: Mrs. Piyanuch Khamsaen, 88/3 Thipchang Road, Lampang\n"
    "Contract no. LAL-HP-66-04417   Vehicle: Suzuki Carry 1.5 (2023), plate 2KK-5182 Lampang\n"
    "\n"
    "Amount financed ............................ 359,040.00 THB\n"
    "Term ....................................... 48 months\n"
    "Monthly installment ........................ 7,480.00 THB (due on the 5th)\n"
    "Installments paid .......................... 26 of 48 (last paid 5 Nov 2025)\n"
    "Outstanding balance ........................ 164,560.00 THB\n"
    "Next installment due ....................... 5 Dec 2025\n"
    "\n"
    "Late payment: 1.25% per month on the overdue amount plus a 200 THB notice fee.\n"
    "Early settlement discount available; call 054-221-777 for a quote.",
]
LIFE_PREMIUM = [
    "บริษัท ไทยมั่นคงประกันชีวิต จำกัด (มหาชน)",
    "ใบแจ้งกำหนดชำระเบี้ยประกันภัย",
    "วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณกฤษดา คำแสน  กรมธรรม์เลขที่ TM-2563-118027 แบบสะสมทรัพย์ 15/8",
    "เบี้ยประกันงวดปีที่ 6 จำนวน 18,960 บาท ครบกำหนดชำระวันที่ 15 ธันวาคม 2568",
    "ระยะผ่อนผัน 31 วัน หากไม่ชำระภายในระยะผ่อนผัน กรมธรรม์จะขาดอายุ",
    "เบี้ยประกันชีวิตนำไปลดหย่อนภาษีได้ตามกฎหมาย",
    "ตัวแทน คุณเพ็ญศรี (ตัวแทนเลขที่ 4412-0915) โทร 089-432-6618",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Lampang branch\n"
    "WATER BILL  October 2025\n"
    "Customer: Mr. Kritsada Khamsaen, 17 Moo 3, Phichai, Mueang Lampang\n"
    "Meter: 1,482 -> 1,505   Water used: 23 cubic metres\n"
    "Water charge 211.50  Service 20.00  VAT 7% 16.60\n"
    "AMOUNT DUE: 248.10 THB   Due date: 20 Nov 2025",
]


# ---------------------------------------------------------------- slides
def _packages() -> list[tuple[str, str]]:
    return [
        ("Nuch Cake House - Wedding Cakes 2025", "Handmade in Lampang\nLINE @nuchcake  086-731-4408"),
        ("Classic", "3 tiers, buttercream, fresh flowers\nServes 80-100\n12,900 THB"),
        ("Premium", "4 tiers, buttercream or semi-naked\nServes 140-160\n18,500 THB"),
        ("Grand", "5 tiers (3 real + 2 dummy), fondant lace\nServes 120-150\nfrom 22,300 THB"),
        ("Extras", "Cupcakes from 42 THB each\nDessert table from 4,500 THB\nDelivery and setup in Lampang 1,200-1,500 THB"),
        ("Booking", "50% deposit to book the date\nOne tasting session, choose 3 flavours"),
    ]


def _plan() -> list[tuple[str, str]]:
    so_far = round(sum(map(sum, INCOME_2568)))
    return [
        ("แผนร้านนุชเค้ก ปี 2569 (ร่าง)", "Nuch Cake House plan for 2026\nปิยะนุช คำแสน  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 ประมาณ {so_far:,} บาท\nงานแต่งงาน 8 งาน\n"
                         "LINE MAN โตขึ้นทุกเดือน แต่ค่า GP 30%"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,450,000 บาท\nงานแต่ง 12 งาน\nเปิดคลาสสอนแต่งหน้าเค้กเดือนละ 1 ครั้ง"),
        ("อุปกรณ์", "เตาอบลมร้อน 5 ถาดใหม่ งบ 65,000 บาท\nตู้โชว์เค้กแช่เย็นหน้าร้าน"),
        ("วัตถุดิบ", "เทียบราคาเจ้าเชียงใหม่กับเจ๊หงส์ทุกไตรมาส\nสั่งเนยล่วงหน้าก่อนคริสต์มาส"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{SHOP}/แชท LINE/แชทไลน์_คุณแพรว_เค้กแต่ง.txt": """[1 พ.ย. 68 18:05] นุชเค้ก: คุณแพรวคะ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะคะ เค้ก 5 ชั้น คัพเค้ก 200 ชิ้น โต๊ะขนม รวม 31,300 ค่ะ
[2 พ.ย. 68 10:12] แพรว: พี่นุชคะ สวยมากเลยค่ะ แต่งบที่ตั้งไว้ 28,000 ค่ะ พอได้มั้ยคะ
[2 พ.ย. 68 10:40] นุชเค้ก: 28,000 พี่ต้องตัดโต๊ะขนมออกนะคะ ถ้าเอาครบทุกอย่าง พี่ให้ 30,000 ค่ะ
[2 พ.ย. 68 11:15] แพรว: ต้อมบอกว่าอยากได้โต๊ะขนมค่ะ 29,000 ได้มั้ยคะพี่ เพื่อนแพรวจะสั่งเค้กวันเกิดกับพี่ด้วย
[2 พ.ย. 68 13:30] นุชเค้ก: โอเคค่ะ 29,500 นะคะ ครบทุกอย่างเหมือนในใบเสนอราคา แถมเค้กตัดหน้างานชิ้นเล็กให้ค่ะ มัดจำครึ่งหนึ่ง 14,750 ที่เหลือ 14,750 โอนก่อน 17 ธ.ค.
[2 พ.ย. 68 13:42] แพรว: ดีลค่ะพี่ 29,500 ขอบคุณมากๆ ค่ะ
[8 พ.ย. 68 09:02] แพรว: โอนมัดจำ 14,750 แล้วนะคะ ขอนัดชิมเค้กวันที่ 29 พ.ย. ได้มั้ยคะ
[8 พ.ย. 68 09:15] นุชเค้ก: ได้รับแล้วค่ะ 29 พ.ย. บ่ายสองโมงที่ร้านนะคะ เตรียมไว้ 3 รสค่ะ
""",
    f"{SHOP}/แชท LINE/LINE_พี่แอ๋ว_เค้กวันเกิดหลาน.txt": """[LINE] ประวัติการแชทกับ พี่แอ๋ว ตลาดเก๊าจาว
วันที่บันทึก: 18/11/2568 07:50

พ. 12/11/2568
15:02\tพี่แอ๋ว ตลาดเก๊าจาว\tนุช หลานพี่ (ไทเกอร์) ครบขวบวันที่ 22 อยากได้เค้กไดโนเสาร์สีเขียว 3 ปอนด์
15:10\tนุชเค้ก\tช็อกโกแลต 3 ปอนด์ 1,290 บวกตุ๊กตาไดโนเสาร์ฟองดองท์ 450 รวม 1,740 ค่ะพี่
15:20\tพี่แอ๋ว ตลาดเก๊าจาว\tโห แพงจัง 1,400 ได้ป่ะ ลูกค้าประจำนะ
15:34\tนุชเค้ก\t1,400 ไม่ไหวค่ะพี่ ตุ๊กตาปั้นมือทั้งตัว 1,650 ละกันค่ะ
15:41\tพี่แอ๋ว ตลาดเก๊าจาว\t1,500 เถอะ ปีที่แล้วหลานคนโตยังไม่ถึงเลย
15:55\tนุชเค้ก\tงั้น 1,550 ค่ะพี่ แถมเทียนกับการ์ดให้ มัดจำ 500 นะคะ
16:01\tพี่แอ๋ว ตลาดเก๊าจาว\tตกลง 1,550 เดี๋ยวโอนมัดจำ

ศ. 14/11/2568
08:20\tพี่แอ๋ว ตลาดเก๊าจาว\tโอน 500 แล้วนะ
08:25\tนุชเค้ก\tได้รับแล้วค่ะ มารับวันเสาร์ที่ 22 พ.ย. 10 โมงเช้านะคะ ส่วนที่เหลือ 1,050 จ่ายตอนรับค่ะ
""",
    f"{SHOP}/แชท LINE/แชทกลุ่ม_ทีมนุชเค้ก.txt": """[10 พ.ย. 68 07:30] พี่นุช: วันนี้ฝนเข้า 7 โมงครึ่งนะ มีคัพเค้กกรุงไทย 80 ชิ้นต้องส่งบ่าย
[10 พ.ย. 68 07:41] ฝน: ค่ะพี่ เตรียมครีมไว้แล้ว
[12 พ.ย. 68 16:05] มิ้นท์: พี่คะ เตาอบตัวเล็กไฟไม่ขึ้นค่ะ
[12 พ.ย. 68 16:20] พี่นุช: เดี๋ยวให้พี่เก่งโทรช่างให้
[13 พ.ย. 68 11:10] พี่นุช: ช่างเปลี่ยนฮีตเตอร์ให้แล้ว 2,300 บาท ใช้ได้ปกติ
[15 พ.ย. 68 19:00] พี่นุช: ธ.ค. งานเยอะมาก โรงแรมสั่งเค้กขอนไม้ 60 ก้อน งานแต่งแพรววันที่ 20 ขอทุกคนงดลาช่วง 15-24 ธ.ค. นะ ได้ OT เพิ่ม
[15 พ.ย. 68 19:08] มิ้นท์: ได้ค่ะพี่
[15 พ.ย. 68 19:12] ฝน: ค่ะ แต่ขอลาวันที่ 31 ธ.ค. นะคะ
""",
    f"{SHOP}/ลูกค้า Orders/email_LakornHeritage_Xmas log cakes_12-11-2025.txt": """From: Chalida Boonmee <fb.manager@lakornheritage.com>
To: nuchcake.lampang@gmail.com
Date: Wed, 12 Nov 2025 10:42
Subject: Christmas log cakes - PO LH-2511-036

Dear Khun Nuch,

Thank you for the samples last week, our chef and the guests loved the chocolate log.
Please take this email as our purchase order PO LH-2511-036 for the Christmas Eve dinner and our gift shop:

1. Chocolate log cake (bûche de Noël), 8 inch, with our logo plaque: 60 pieces x 650 THB = 39,000 THB
2. Mini gingerbread cookies, individually wrapped: 200 pieces x 25 THB = 5,000 THB

Total: 44,000 THB (you are not VAT registered, so no VAT).

We would like a final tasting on 1 Dec 2025 at 15:00 at the hotel.
Delivery: 22 Dec 2025 before 14:00, to the kitchen at the back door (ask for Chef Wit).
Payment: by transfer, 30 days after we receive your invoice. Please send the invoice with the delivery.

If you cannot do 60 logs, please tell me by 20 Nov so I can split the order.

Best regards,
Chalida (Da)
F&B Manager, Lakorn Heritage Hotel Lampang
054-318-900 ext. 215
""",
    f"{SHOP}/ลูกค้า Orders/note ออเดอร์คริสต์มาส-ปีใหม่.md": """# ออเดอร์คริสต์มาส / ปีใหม่ 68-69

- โรงแรมลคอร (พี่ดา): เค้กขอนไม้ 60 ก้อน + คุกกี้ขิง 200 ชิ้น ส่ง 22 ธ.ค. ชิม 1 ธ.ค.
- ครูนก ร.ร.เทพินทร์: คุกกี้กล่อง 50 กล่อง 29 พ.ย.
- งานแต่งแพรว 20 ธ.ค. (โรงแรมเดียวกัน!) ส่งเค้กตอนบ่าย ให้พี่เก่งขับ Carry 2 เที่ยว
- สั่งเนยเพิ่มก่อน 1 ธ.ค. เจ๊หงส์บอกช่วงคริสต์มาสเนยขาด
- กล่องขอนไม้ 60 ใบ ยังไม่ได้สั่ง ลานนาแพ็ค
- กระเช้าปีใหม่ ตั้งราคา 590 / 890 ลองโพสต์ในเพจ
""",
    f"{SHOP}/สูตรเค้กส้มลำปาง.md": """# เค้กส้ม (สูตรร้าน 1 ปอนด์)
- แป้งเค้ก 120 กรัม น้ำตาล 100 กรัม ไข่ 3 ฟอง
- น้ำส้มคั้นสด 80 มล. ผิวส้ม 1 ลูก น้ำมันพืช 50 มล.
- อบ 160 องศา 35 นาที
- ซอสส้ม: น้ำส้ม 200 มล. น้ำตาล 60 กรัม แป้งข้าวโพด 1 ช้อนโต๊ะ เคี่ยวจนข้น
""",
    f"{SHOP}/ไอเดียธีมเค้กเด็ก.txt": """ไอเดียเค้กเด็ก ปีนี้ที่ลูกค้าถามบ่อย
- ไดโนเสาร์ (เขียว/ส้ม) ตุ๊กตาฟองดองท์
- เจ้าหญิงน้ำแข็ง ฟ้า-ขาว
- รถไฟโทมัส ทำ 2 ชั้น
- หมีบราวน์ LINE
- ยูนิคอร์น สีพาสเทล (ขายดีสุด)
""",
    "บ้าน/แชทไลน์_บ้านคำแสน.txt": """[3 พ.ย. 68 20:15] นุช: พี่เก่ง ค่าเทอมปุ้นเทอม 2 มาแล้วนะ 24,380 จ่ายก่อน 20 พ.ย.
[3 พ.ย. 68 20:22] พี่เก่ง: ได้ เดี๋ยวโอนให้ต้นเดือนหน้า... อ้อ ไม่ทัน งั้นโอนวันศุกร์นี้
[10 พ.ย. 68 17:40] พี่ต่าย: หมอที่ลำปางร่วมแพทย์ประเมินผ่าตาแม่มาแล้ว หกหมื่นกว่า ต้องจ่ายมัดจำหมื่นนึงตอนจองคิว
[10 พ.ย. 68 17:52] นุช: ถ้ารอ รพ.ลำปาง บัตรทอง คิวยาวถึง มี.ค. 69 แม่มองไม่ค่อยเห็นแล้ว เอาเอกชนเลยพี่
[10 พ.ย. 68 18:01] พี่ต่าย: พี่ช่วยครึ่งนึง นุชจ่ายมัดจำไปก่อนได้มั้ย
[10 พ.ย. 68 18:05] นุช: ได้ๆ พรุ่งนี้นุชไปจองให้
[12 พ.ย. 68 21:30] พี่เก่ง: ประกันชีวิตพี่ต้องจ่าย 18,960 กลางเดือนหน้านะ
[14 พ.ย. 68 07:05] ปุ้น: แม่ หนูขอไปทัศนศึกษาเชียงใหม่นะคะ
""",
    "บ้าน/แม่/นัดหมอแม่ + ยา.md": """# แม่ (บุญเรือน ใจมา)
- เบาหวาน กินยาเมทฟอร์มิน เช้า-เย็น รับยาที่ รพ.ลำปาง ทุก 2 เดือน (นัดถัดไป 6 ม.ค. 69)
- ต้อกระจกตาซ้าย หมอ รพ.ลำปาง บอกคิวผ่าบัตรทองถึง มี.ค. 2569
- เอกชน ลำปางร่วมแพทย์ หมอกัญญารัตน์ ผ่าได้ 9 ธ.ค. 2568 ตรวจก่อนผ่า 2 ธ.ค.
- น้ำตาลวันผ่าต้องไม่เกิน 180 คุมอาหารตั้งแต่ต้นเดือน
- พี่ต่ายช่วยครึ่งหนึ่ง
""",
    "ส่วนตัว/เที่ยวปีใหม่ ปาย.md": """# ปีใหม่ไปปายมั้ย
- ออก 1 ม.ค. หลังปิดร้าน 31 ธ.ค.
- ที่พักริมน้ำ คืนละ 1,800 2 คืน
- ให้ฝนเฝ้าร้าน 2 ม.ค.? หรือปิดร้าน 3 วัน
""",
}
TODO = {"todo.md": """- โอนค่าเทอมปุ้น ก่อน 20 พ.ย.
- ตอบพี่ดา โรงแรมลคอร ว่ารับ 60 ก้อนไหว (ก่อน 20 พ.ย.)
- เลือกเจ้าวัตถุดิบ เชียงใหม่ หรือ เจ๊หงส์
- จองคิวผ่าตาแม่ + จ่ายมัดจำ
- ยื่นต่อใบอนุญาตสะสมอาหาร ก่อนสิ้นปี
- ประกันชีวิตพี่เก่ง 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / SHOP
    quotes, orders, supply, prices, books, papers = (shop / "ใบเสนอราคา Quotes", shop / "ลูกค้า Orders",
                                                     shop / "ซัพพลายเออร์", shop / "ราคา", shop / "บัญชี",
                                                     shop / "เอกสารร้าน")
    home = docs / "บ้าน"
    for folder in (quotes, orders, supply, prices, books, papers, home / "ค่าเทอม", home / "แม่", home / "รถ",
                   home / "ประกัน", home / "Bills"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เค้กแต่งงาน_คุณแพรว_ร่าง.docx", PRAEW_DRAFT, PRAEW_DRAFT_TABLE,
               bottom=PRAEW_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เค้กแต่งงาน_คุณแพรว_final v2.docx", PRAEW_FINAL, PRAEW_FINAL_TABLE,
               bottom=PRAEW_FINAL_BOTTOM)
    _orders(orders / "ออเดอร์เค้ก_พ.ย.68.xlsx")
    make_pdf(supply / "Quotation_SiamBakerySupply_QT2511-087.pdf", SIAM_QUOTE)
    write_docx(supply / "ใบเสนอราคา_เจ๊หงส์เบเกอรี่_วัตถุดิบ พ.ย.68.docx", HONG_QUOTE, HONG_QUOTE_TABLE,
               bottom=HONG_QUOTE_BOTTOM)
    make_pdf(supply / "Invoice_LannaPack_INV-68-1142.pdf", LANNAPACK_INVOICE)
    write_docx(supply / "ใบเสร็จ_ลานนาแพ็ค_RC68-0977.docx", LANNAPACK_RECEIPT, LANNAPACK_RECEIPT_TABLE,
               bottom=LANNAPACK_RECEIPT_BOTTOM)
    _price_list(prices / "ราคาเค้ก_2568_ล่าสุด.xlsx", "2568", BIRTHDAY_2568, WEDDING_2568, ADDONS_2568)
    _price_list(prices / "ราคาเค้ก_2567.xlsx", "2567", BIRTHDAY_2567, WEDDING_2567, ADDONS_2567)
    write_slides(prices / "Wedding Cake Packages 2025.pptx", _packages())
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    make_pdf(books / "LINEMAN_statement_Oct2025.pdf", LINEMAN)
    _wages(books / "ค่าแรงลูกมือ_ต.ค.68.xlsx")
    write_docx(papers / "สัญญาเช่าห้องแถว ถ.ทิพย์ช้าง 2567-2569.docx", LEASE)
    write_docx(papers / "หนังสือเทศบาล_ต่ออายุใบอนุญาตสะสมอาหาร_2569.docx", FOOD_LICENCE)
    make_pdf(papers / "ค่าไฟร้าน_ก.ย.68.pdf", PEA_SEP)
    make_pdf(papers / "ค่าไฟร้าน_ต.ค.68.pdf", PEA_OCT)
    write_slides(shop / "แผนร้าน ปี 2569 ร่าง.pptx", _plan())
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_ข้าวปุ้น_เทอม2-2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "LRP_Hospital_estimate_Mae eye_Nov2025.pdf", EYE_ESTIMATE)
    make_pdf(home / "รถ" / "Statement_LannaAutoLeasing_Carry_Oct2025.pdf", TRUCK_STATEMENT)
    write_docx(home / "ประกัน" / "แจ้งเบี้ยประกันชีวิต_พี่เก่ง_ธ.ค.68.docx", LIFE_PREMIUM)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_BILL)
    _house_book(home / "รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
