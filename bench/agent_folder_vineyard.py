"""A blind test folder: the papers of ไร่องุ่นภูผาวิว (PhuPha View Vineyard), a family grape farm in Wang Nam Khiao.

Owner: นางพิมพ์ชนก ศรีสวัสดิ์ (คุณพิมพ์, Pim), who runs the vineyard at 88 หมู่ 5 ต.ไทยสามัคคี อ.วังน้ำเขียว
จ.นครราชสีมา with her husband ธนากร (Thanakorn). They grow Shine Muscat and Black Opal table grapes, make grape
juice and jam, and run farm tours. Her son ด.ช.ภูมิพัฒน์ (น้องภูมิ) is in Grade 4 at Korat Bilingual School
(โรงเรียนสองภาษาโคราช) and her mother lives with them. It is September 2568 (2025).

Files under Documents/:
ไร่องุ่น/ใบเสนอราคา/
  ใบเสนอราคา_เขาใหญ่แกรนด์_ร่าง.docx      draft quote QT-2568-031 to Khao Yai Grand Resort (total 90,200)
  ใบเสนอราคา_เขาใหญ่แกรนด์_final.docx     the revised quote actually sent (total 91,800, deposit 27,540)
  Quotation_SiamFreshMart_QT-2568-034.docx English quote to Siam Fresh Mart supermarket (total 125,500)
ไร่องุ่น/Suppliers/
  KoratAgro_pricelist_2025.pdf            Korat Agro Supply's English price list for 2025
  ใบราคา_โคราชอะโกร_2567.docx              the same firm's Thai price list of last year (2567)
  INV-2568-0412_KoratAgro.pdf             Korat Agro's invoice of August 2025 (27,384.51 due 17 Sep 2025)
  ThaiPack_quote_giftbox.pdf              packaging quote: gift boxes and clamshells
  PakChong_Tractor_invoice_Jul2025.pdf    Kubota tractor repair bill, 3 July 2025
ไร่องุ่น/สัญญา/
  สัญญาเช่าที่ดิน_แปลงB.docx                 land lease of plot B from ลุงบุญมา (36,000 a year)
  สัญญาจ้างทีมเก็บเกี่ยว_2568.docx           harvest crew contract with นายสมศักดิ์ (400 a day, OT 60 an hour)
ไร่องุ่น/บัญชี/
  ยอดขาย_ค่าใช้จ่าย_2568.xlsx                this year's monthly sales and expenses (two sheets)
  ยอดขาย_ค่าใช้จ่าย_2567.xlsx                last year's book, same layout, 12 months
  ยอดขายแยกช่องทาง_2568.xlsx                sales by channel with months as columns
ไร่องุ่น/แผนงาน/แผนงานปี2569.pptx           next year's plan (target 3.2 million, cafe 450,000)
ไร่องุ่น/บันทึก/
  บันทึกตัดแต่งกิ่ง_รอบ2_2568.md              pruning and GA notes per plot
  tour_bookings_NovDec.md                 farm tour group bookings
ไร่องุ่น/แชท/
  LINE_วิไล_SiamFreshMart.txt              chat with the Siam Fresh Mart buyer that changes the order (132,000, 6 ต.ค.)
  LINE_กลุ่มคนงานไร่.txt                    the farm workers' group chat
ไร่องุ่น/อีเมล/email_KhaoYai_WineFest_booth.txt  booth confirmation for the Khao Yai Wine & Grape Festival
บ้าน/ลูก_โรงเรียน/
  KBS_fee_statement_sem1_2025.pdf         Phum's school fees, semester 1 (55,500)
  KBS_fee_statement_sem2_2025.pdf         semester 2 (59,900)
  หนังสือแจ้งผู้ปกครอง_ทัศนศึกษา.docx        the school's Thai letter about a field trip
บ้าน/บิล/PEA_bill_Aug2025.pdf               the house's electricity bill for August 2025
บ้าน/ประกัน/
  SiamLife_renewal_letter.pdf             health insurance renewal letter (premium 24,860)
  ประกันรถกระบะ_ต่ออายุ.docx                 pickup truck insurance renewal notice (18,900)
บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx                household spending, a sheet per month
บ้าน/LINE_ครอบครัว.txt                      family group chat
Personal/สูตรแยมองุ่น.md, Personal/อยากอ่าน.txt   distractors
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "ไร่องุ่นภูผาวิว 88 หมู่ 5 ต.ไทยสามัคคี อ.วังน้ำเขียว จ.นครราชสีมา 30370 โทร 081-736-4420"

QUOTE_DRAFT_TOP = [
    "ไร่องุ่นภูผาวิว (PhuPha View Vineyard)",
    FARM,
    "ใบเสนอราคา (ฉบับร่าง)  เลขที่ QT-2568-031",
    "วันที่ 2 กันยายน 2568",
    "เรียน คุณณัฐพล สุขเจริญ ฝ่ายจัดซื้อ โรงแรมเขาใหญ่ แกรนด์ รีสอร์ท",
    "ไร่ฯ ขอเสนอราคาผลผลิตสำหรับห้องอาหารและมินิบาร์ของโรงแรม ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("องุ่นไชน์มัสแคท เกรด A", "120", "กก.", "380", "45,600"),
    ("องุ่นแบล็คโอปอล", "80", "กก.", "220", "17,600"),
    ("น้ำองุ่น 100% ขวด 250 มล.", "600", "ขวด", "45", "27,000"),
    ("รวมทั้งสิ้น", "", "", "", "90,200"),
]
QUOTE_DRAFT_BOTTOM = [
    "ส่งสินค้าทุกวันจันทร์ ฟรีค่าขนส่งในเขตปากช่อง",
    "ยืนราคา 30 วัน",
    "หมายเหตุ: ร่าง ยังไม่ได้คุยเรื่องมัดจำกับพี่ธนากร",
]
QUOTE_FINAL_TOP = [
    "ไร่องุ่นภูผาวิว (PhuPha View Vineyard)",
    FARM,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)",
    "วันที่ 9 กันยายน 2568",
    "เรียน คุณณัฐพล สุขเจริญ ฝ่ายจัดซื้อ โรงแรมเขาใหญ่ แกรนด์ รีสอร์ท",
    "ตามที่ได้พูดคุยกันเมื่อวันที่ 5 ก.ย. ไร่ฯ ขอเสนอราคาใหม่ดังนี้",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("องุ่นไชน์มัสแคท เกรด A", "150", "กก.", "360", "54,000"),
    ("องุ่นแบล็คโอปอล", "80", "กก.", "210", "16,800"),
    ("น้ำองุ่น 100% ขวด 250 มล.", "500", "ขวด", "42", "21,000"),
    ("รวมทั้งสิ้น", "", "", "", "91,800"),
]
QUOTE_FINAL_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 27,540 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระภายใน 15 วันหลังส่งของครบ",
    "เริ่มส่งสินค้าวันที่ 1 ตุลาคม 2568 ส่งทุกวันจันทร์ ฟรีค่าขนส่งในเขตปากช่อง",
    "ยืนราคา 30 วัน",
    "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้เสนอราคา",
]
SFM_TOP = [
    "PhuPha View Vineyard (ไร่องุ่นภูผาวิว)",
    "88 Moo 5, Thai Samakkhi, Wang Nam Khiao, Nakhon Ratchasima 30370",
    "QUOTATION  No. QT-2568-034",
    "Date: 12 September 2025",
    "To: Ms. Wilai Chantra, Fresh Produce Buyer, Siam Fresh Mart Co., Ltd.",
    "We are pleased to quote the following for your Korat and Khon Kaen branches:",
]
SFM_TABLE = [
    ("Item", "Qty", "Unit", "Unit price (THB)", "Amount (THB)"),
    ("Shine Muscat grapes, grade A", "200", "kg", "350", "70,000"),
    ("Black Opal seedless grapes", "150", "kg", "200", "30,000"),
    ("Grape jam 220 g jar", "300", "jar", "85", "25,500"),
    ("Total", "", "", "", "125,500"),
]
SFM_BOTTOM = [
    "Delivery: 1 October 2025 to Siam Fresh Mart DC, Nakhon Ratchasima",
    "Payment: credit 30 days after delivery",
    "Prices valid for 30 days.",
    "Pimchanok Srisawat, owner",
]

PRICELIST_2025 = [
    "KORAT AGRO SUPPLY CO., LTD.\n"
    "199 Mittraphap Road, Mueang, Nakhon Ratchasima 30000  Tel. 044-251-880\n"
    "PRICE LIST 2025 - valid 1 January 2025 to 31 December 2025\n"
    "Prices in THB, excluding VAT 7%\n"
    "\n"
    "Code    Product                                  Unit          Price\n"
    "F-151   Fertilizer 15-15-15                      50 kg bag     1,150\n"
    "F-132   Fertilizer 13-13-21                      50 kg bag     1,290\n"
    "N-046   Urea 46-0-0                              50 kg bag     980\n"
    "C-210   Calcium-Boron foliar feed                1 L bottle    420\n"
    "G-010   Gibberellin GA3 (grape dipping)          10 g pack     195\n"
    "P-330   Bordeaux copper fungicide                1 kg          350\n"
    "B-100   Grape bagging paper                      pack of 100   260\n"
    "D-516   Drip tape 16 mm                          500 m roll    1,850",
    "Terms\n"
    "- 5% discount on orders over 20,000 THB before VAT\n"
    "- Free delivery within 40 km of Nakhon Ratchasima city\n"
    "- Payment: credit 30 days for registered farms\n"
    "Contact: Khun Anucha, sales, 089-552-1034",
]
PRICELIST_2567_TOP = [
    "บริษัท โคราชอะโกรซัพพลาย จำกัด",
    "199 ถนนมิตรภาพ อ.เมือง จ.นครราชสีมา 30000 โทร 044-251-880",
    "ใบราคาสินค้า ปี 2567 (ราคายังไม่รวมภาษีมูลค่าเพิ่ม)",
]
PRICELIST_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("ปุ๋ยสูตร 15-15-15", "กระสอบ 50 กก.", "1,050"),
    ("ปุ๋ยสูตร 13-13-21", "กระสอบ 50 กก.", "1,180"),
    ("ปุ๋ยยูเรีย 46-0-0", "กระสอบ 50 กก.", "920"),
    ("แคลเซียมโบรอน ฉีดพ่นทางใบ", "ขวด 1 ลิตร", "390"),
    ("จิบเบอเรลลิน GA3 (จุ่มช่อองุ่น)", "ซอง 10 กรัม", "180"),
    ("คอปเปอร์ บอร์โดซ์ กันเชื้อรา", "1 กก.", "320"),
    ("ถุงห่อช่อองุ่น", "แพ็ค 100 ใบ", "240"),
    ("สายน้ำหยด 16 มม.", "ม้วน 500 ม.", "1,700"),
]
PRICELIST_2567_BOTTOM = [
    "ซื้อครบ 20,000 บาท ลด 3%",
    "ติดต่อ คุณอนุชา ฝ่ายขาย 089-552-1034",
]
INVOICE_KORAT = [
    "KORAT AGRO SUPPLY CO., LTD.\n"
    "199 Mittraphap Road, Mueang, Nakhon Ratchasima 30000  Tax ID 0305554001287\n"
    "TAX INVOICE / INVOICE   No. INV-2568-0412\n"
    "Date: 18 August 2025\n"
    "Customer: PhuPha View Vineyard (Mrs. Pimchanok Srisawat), Wang Nam Khiao\n"
    "\n"
    "Item                              Qty        Unit price    Amount\n"
    "Fertilizer 15-15-15 (50 kg)       10 bags    1,150.00      11,500.00\n"
    "Calcium-Boron foliar feed 1 L     12         420.00        5,040.00\n"
    "Grape bagging paper (100)         40 packs   260.00        10,400.00\n"
    "Subtotal                                                   26,940.00\n"
    "Discount 5%                                                -1,347.00\n"
    "Amount after discount                                      25,593.00\n"
    "VAT 7%                                                     1,791.51\n"
    "TOTAL AMOUNT DUE                                           27,384.51\n"
    "\n"
    "Payment due: 17 September 2025 (credit 30 days)\n"
    "Bank transfer: Kasikornbank, a/c 412-2-08877-3, Korat Agro Supply Co., Ltd.",
]
THAIPACK = [
    "THAI PACK SOLUTIONS LTD.\n"
    "Bang Pu Industrial Estate, Samut Prakan  Tel. 02-709-3355\n"
    "QUOTATION No. TPS-Q25-0871   Date: 25 August 2025\n"
    "To: PhuPha View Vineyard, attn. Khun Pim\n"
    "\n"
    "1. Gift box for 1 kg grapes, printed 2 colours, window: 28.00 THB/pc, MOQ 1,000 pcs\n"
    "2. Gift box for 2 kg grapes, printed 2 colours: 41.50 THB/pc, MOQ 500 pcs\n"
    "3. Clear PET clamshell 500 g: 6.50 THB/pc, MOQ 2,000 pcs\n"
    "4. Foam net sleeve for bunches: 1.20 THB/pc, MOQ 5,000 pcs\n"
    "5. Printing plate set-up (one time): 3,500 THB\n"
    "\n"
    "Prices exclude VAT 7% and delivery. Lead time 14 days after artwork approval.\n"
    "Deposit 50% with order. Quotation valid until 30 September 2025.\n"
    "Sales: Ms. Kanokwan, 086-410-2290",
]
TRACTOR = [
    "PAK CHONG TRACTOR & ENGINE SERVICE\n"
    "45/2 Friendship Highway km 158, Pak Chong, Nakhon Ratchasima  Tel. 044-311-907\n"
    "INVOICE No. PT-0725-118   Date: 3 July 2025\n"
    "Customer: Khun Thanakorn Srisawat, PhuPha View Vineyard\n"
    "Vehicle: Kubota L5018 tractor\n"
    "\n"
    "Replace hydraulic pump (new part)          9,800.00\n"
    "Engine oil and filters                     1,650.00\n"
    "Labour (1.5 days)                          2,800.00\n"
    "TOTAL                                      14,250.00\n"
    "\n"
    "Paid in cash 3 July 2025. Warranty on pump 6 months.",
]

LEASE = [
    "สัญญาเช่าที่ดินเพื่อการเกษตร",
    "ทำที่ บ้านเลขที่ 88 หมู่ 5 ต.ไทยสามัคคี อ.วังน้ำเขียว จ.นครราชสีมา วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายบุญมา แก้วกาญจน์  ผู้เช่า: นางพิมพ์ชนก ศรีสวัสดิ์",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45872 เนื้อที่ 6 ไร่ (แปลง B ติดถนนลาดยาง) เพื่อปลูกองุ่น",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่ม 1 มกราคม 2567 สิ้นสุด 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าปีละ 36,000 บาท ชำระภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 18,000 บาท คืนเมื่อสิ้นสุดสัญญาและส่งมอบที่ดินคืน",
    "ข้อ 5. ผู้เช่าสร้างค้างองุ่นและระบบน้ำได้ เมื่อสิ้นสุดสัญญาให้รื้อถอนหรือตกลงกันใหม่",
    "ข้อ 6. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 90 วัน",
    "ลงชื่อ บุญมา แก้วกาญจน์ ผู้ให้เช่า    ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้เช่า",
    "พยาน นายธนากร ศรีสวัสดิ์",
]
LABOUR = [
    "สัญญาจ้างแรงงานเก็บเกี่ยวองุ่น ฤดูกาลปี 2568",
    "ทำที่ ไร่องุ่นภูผาวิว วันที่ 1 กันยายน 2568",
    "ผู้ว่าจ้าง: นางพิมพ์ชนก ศรีสวัสดิ์ เจ้าของไร่องุ่นภูผาวิว",
    "ผู้รับจ้าง: นายสมศักดิ์ ดวงดี หัวหน้าทีม พร้อมคนงาน 8 คน",
    "ข้อ 1. งานที่จ้าง: ตัดช่อองุ่น คัดเกรด ตัดแต่งช่อ และบรรจุกล่อง",
    "ข้อ 2. ระยะเวลาจ้าง ตั้งแต่ 15 กันยายน 2568 ถึง 31 ตุลาคม 2568",
    "ข้อ 3. ค่าจ้างคนละ 400 บาทต่อวัน ทำงาน 07.00-16.00 น. จ่ายค่าจ้างทุกวันเสาร์",
    "ข้อ 4. ทำงานเกินเวลา คิดค่าล่วงเวลาชั่วโมงละ 60 บาทต่อคน",
    "ข้อ 5. ผู้ว่าจ้างจัดอาหารกลางวันและน้ำดื่มให้ทุกวัน",
    "ข้อ 6. ผู้รับจ้างวางเงินประกันการทำงาน 3,000 บาท คืนเมื่อจบงาน",
    "ข้อ 7. ถ้าองุ่นเสียหายเพราะความประมาท หักค่าเสียหายตามจริงไม่เกิน 500 บาทต่อครั้ง",
    "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้ว่าจ้าง    ลงชื่อ สมศักดิ์ ดวงดี ผู้รับจ้าง",
]

SALES_HEADERS = ("เดือน (Month)", "องุ่นสด (Fresh grapes)", "น้ำองุ่น (Juice)", "แยม (Jam)",
                 "ทัวร์ไร่ (Farm tour)", "รวม (Total)")
EXPENSE_HEADERS = ("เดือน (Month)", "ปุ๋ยและยา (Fertiliser & chemicals)", "ค่าแรง (Labour)",
                   "ค่าไฟ-น้ำ (Power & water)", "บรรจุภัณฑ์ (Packaging)", "อื่นๆ (Other)", "รวม (Total)")
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = [
    (412000, 38500, 12750, 64500),
    (365400, 35200, 11900, 58050),
    (198600, 28700, 9350, 31200),
    (86300, 41800, 8500, 18600),
    (54200, 22400, 7650, 12300),
    (132800, 19600, 6800, 9450),
    (241500, 21350, 7225, 14700),
    (188900, 24150, 8075, 16800),
]
EXPENSES_2568 = [
    (42300, 96400, 8650, 18200, 6100),
    (28900, 84200, 8120, 16400, 5400),
    (51200, 61800, 9300, 9800, 4900),
    (36700, 45600, 10450, 6200, 3800),
    (22800, 38400, 9870, 4100, 7250),
    (47600, 52300, 8940, 8600, 3950),
    (39100, 71900, 9210, 14300, 4600),
    (44850, 66500, 9580, 11700, 5200),
]
SALES_2567 = [
    (378000, 31200, 10200, 55800),
    (341200, 30400, 9850, 51600),
    (176400, 24300, 8100, 27900),
    (71800, 36900, 7400, 15300),
    (48600, 19800, 6300, 10200),
    (118300, 17200, 5950, 8100),
    (215700, 18900, 6400, 12900),
    (172300, 20700, 7100, 14400),
    (96500, 16800, 6650, 11200),
    (142600, 22300, 7800, 19800),
    (268900, 29600, 9900, 42600),
    (398500, 36100, 11700, 61200),
]
EXPENSES_2567 = [
    (38900, 88800, 7900, 16900, 5600),
    (26400, 79500, 7450, 15200, 4900),
    (47300, 57600, 8600, 8900, 4500),
    (33100, 42300, 9700, 5800, 3600),
    (20500, 35700, 9100, 3900, 6800),
    (43800, 48200, 8300, 7900, 3700),
    (35600, 66400, 8500, 13100, 4200),
    (41200, 61700, 8900, 10600, 4800),
    (30800, 47500, 8100, 6700, 3900),
    (45600, 58900, 8700, 9400, 4400),
    (39700, 74300, 8200, 14800, 5100),
    (29900, 91600, 8000, 17600, 6300),
]
# channel split of SALES_2568 totals: farm shop, online (LINE OA/Shopee), wholesale (supermarkets/hotels)
CHANNELS_2568 = {
    "หน้าไร่ (Farm shop)": [298450, 266300, 141250, 71400, 48350, 61200, 102475, 84125],
    "ออนไลน์ (Online LINE/Shopee)": [121800, 108650, 62400, 45300, 29600, 41850, 68900, 57300],
}

PLAN = [
    ("แผนงานปี 2569 ไร่องุ่นภูผาวิว", "PhuPha View Vineyard - Plan 2026\nจัดทำโดย พิมพ์ชนก ศรีสวัสดิ์ ก.ย. 2568"),
    ("เป้าหมายยอดขาย", "เป้ายอดขายปี 2569: 3.2 ล้านบาท\nปี 2568 คาดว่าจะปิดที่ 2.6 ล้านบาท\n"
                       "เพิ่มสัดส่วนขายออนไลน์เป็น 30% ของยอดขาย"),
    ("ขยายแปลงปลูก", "ปลูกไชน์มัสแคทเพิ่ม 2 ไร่ ในแปลง B\nงบต้นพันธุ์ + ค้าง + ระบบน้ำหยด 280,000 บาท\n"
                     "เริ่มปลูก มี.ค. 2569 เก็บผลได้ปี 2570"),
    ("คาเฟ่หน้าไร่", "เปิดคาเฟ่และร้านของฝากหน้าไร่ พ.ย. 2569\nงบลงทุน 450,000 บาท\n"
                    "เมนู: น้ำองุ่นปั่น ไอศกรีมองุ่น เค้กองุ่น"),
    ("ทีมงาน", "จ้างพนักงานประจำเพิ่ม 2 คน (หน้าร้าน 1 แพ็คของออนไลน์ 1)\nส่งลุงสมศักดิ์อบรมการตัดแต่งกิ่ง"),
    ("Timeline", "Q1: เตรียมแปลง B ทำค้าง\nQ2: ปลูก + เปิด TikTok Shop\nQ3: สร้างคาเฟ่\n"
                 "Q4: เปิดคาเฟ่ ออกบูธงานเทศกาลไวน์เขาใหญ่"),
]

PRUNING = """# บันทึกตัดแต่งกิ่ง รอบ 2 ปี 2568 (รอบเก็บปลายปี)

## แปลง A (ไชน์มัสแคท 4 ไร่)
- ตัดแต่งกิ่ง 2-5 ก.ค. 2568 ใช้คน 6 คน
- ทาไฮโดรเจนไซยานาไมด์ 6 ก.ค.
- ตาแตกสม่ำเสมอ ~85%
- จุ่ม GA ครั้งที่ 1 วันที่ 14 ส.ค. / ครั้งที่ 2 วันที่ 28 ส.ค.
- คาดเก็บได้กลาง ต.ค.

## แปลง C (แบล็คโอปอล 3 ไร่)
- ตัดแต่งกิ่ง 9-11 ก.ค. 2568
- ตาแตกไม่ค่อยดี ~70% ฝนชุก
- พ่นคอปเปอร์กันราน้ำค้าง 2 รอบ (25 ก.ค., 8 ส.ค.)

## แปลง B (เช่าลุงบุญมา)
- ยังเป็นแปลงต้นอ่อน ปีหน้าค่อยปลูกเพิ่ม
- ต้องซ่อมท่อน้ำหยดแถว 7-9
"""
TOURS = """# จองทัวร์ไร่ พ.ย.-ธ.ค. 2568

| วันที่ | กลุ่ม | จำนวนคน | ราคา/คน | หมายเหตุ |
|---|---|---|---|---|
| 8 พ.ย. | Happy Trip Korat (บริษัททัวร์) | 45 | 150 | ชิมองุ่น + น้ำองุ่น |
| 15 พ.ย. | ชมรมผู้สูงอายุ ต.หนองสาหร่าย | 30 | 120 | รถบัส 1 คัน ขอที่นั่งร่ม |
| 22 พ.ย. | นักศึกษา มทส. วิชาพืชสวน | 38 | 100 | ขอบรรยายเรื่องการจุ่ม GA |
| 6 ธ.ค. | ครอบครัวคุณเจน (จากกรุงเทพ) | 12 | 200 | แพ็กเกจเก็บองุ่นเอง 1 กก. |
| 13 ธ.ค. | Bangkok Foodie Club | 25 | 250 | รวมมื้อกลางวัน |

- มัดจำ 30% ทุกกลุ่ม โอนเข้าบัญชีไร่
- ถ้าฝนตก เลื่อนได้ 1 ครั้ง
"""
LINE_SFM = """[13/09/2568 10:05] วิไล Siam Fresh Mart: สวัสดีค่ะคุณพิมพ์ ได้รับใบเสนอราคา QT-2568-034 แล้วนะคะ
[13/09/2568 10:07] วิไล Siam Fresh Mart: ทางห้างขอเพิ่มไชน์มัสแคทเป็น 250 กก. ได้ไหมคะ แล้วขอราคา 340 บาท/กก.
[13/09/2568 10:20] พิมพ์ ภูผาวิว: ถ้าเอา 250 กก. ให้ 340 ได้ค่ะ
[13/09/2568 10:22] วิไล Siam Fresh Mart: แยมขอลดเหลือ 200 กระปุกนะคะ สาขาขอนแก่นขายช้า
[13/09/2568 10:25] พิมพ์ ภูผาวิว: ได้ค่ะ แบล็คโอปอลเท่าเดิมนะคะ 150 กก. กก.ละ 200
[15/09/2568 08:40] วิไล Siam Fresh Mart: คุณพิมพ์คะ ขอเลื่อนส่งจาก 1 ต.ค. ได้ไหมคะ DC ปิดปรับปรุงสัปดาห์แรก
[15/09/2568 08:52] พิมพ์ ภูผาวิว: ได้ค่ะ งั้นส่งวันที่ 6 ต.ค. นะคะ
[15/09/2568 08:55] พิมพ์ ภูผาวิว: สรุปยอดใหม่นะคะ ไชน์มัสแคท 250 กก. x 340 = 85,000 / แบล็คโอปอล 150 กก. x 200 = 30,000 / แยม 200 กระปุก x 85 = 17,000 รวม 132,000 บาทค่ะ
[15/09/2568 09:01] วิไล Siam Fresh Mart: ถูกต้องค่ะ เดี๋ยวออก PO ให้บ่ายนี้นะคะ 🙏
[15/09/2568 09:02] พิมพ์ ภูผาวิว: ขอบคุณค่ะ 🍇
"""
LINE_WORKERS = """[10/09/2568 06:45] พิมพ์ ภูผาวิว: พรุ่งนี้ฉีดแคลเซียมโบรอนแปลง A นะ เริ่ม 6 โมงครึ่ง
[10/09/2568 06:50] ลุงสมศักดิ์: รับทราบครับ ใช้คน 3 คนพอ
[10/09/2568 18:12] น้อย: แปลง C มีราน้ำค้างขึ้นแถว 4 ค่ะ ถ่ายรูปมาให้ดู
[10/09/2568 18:20] พิมพ์ ภูผาวิว: ตัดใบที่เป็นออกก่อน แล้วพ่นคอปเปอร์วันเสาร์
[12/09/2568 07:30] ธนากร: รถไถใช้ได้แล้วนะ ซ่อมปั๊มไฮดรอลิกตั้งแต่เดือนก่อน
[14/09/2568 17:05] พิมพ์ ภูผาวิว: วันจันทร์ 15 เริ่มทีมเก็บเกี่ยวนะ ใครว่างมาช่วยคัดเกรดได้ค่าแรงเท่าทีมลุงสมศักดิ์
[14/09/2568 17:10] น้อย: หนูมาค่ะ
"""
EMAIL = """From: Khao Yai Wine & Grape Festival <booth@khaoyaiwinefest.com>
To: pim.phuphaview@gmail.com
Date: Mon, 8 Sep 2025 14:22 +0700
Subject: Booth confirmation - Khao Yai Wine & Grape Festival 2025

Dear Khun Pimchanok,

Thank you for registering PhuPha View Vineyard. We are happy to confirm your booth:

- Event: Khao Yai Wine & Grape Festival 2025, Khao Yai Art Forest, Pak Chong
- Dates: 12-14 December 2025, 10:00-21:00
- Booth: B-17 (3 x 3 m, grape & farm products zone)
- Booth fee: 15,000 THB (one power outlet and 2 chairs included)
- Deposit 50% (7,500 THB) by 31 October 2025, balance by 25 November 2025
- Extra power outlet: 800 THB
- Set-up: 11 December 2025, 14:00-20:00

Please note that alcoholic products need an excise licence shown at the booth.
Fresh grapes, juice and jam are fine.

Best regards,
Saranya P.
Exhibitor Services, Khao Yai Wine & Grape Festival
"""

SEM1 = [
    "KORAT BILINGUAL SCHOOL\n"
    "333 Suranaree Road, Mueang, Nakhon Ratchasima\n"
    "FEE STATEMENT - Semester 1, Academic Year 2025\n"
    "Student: Phumipat Srisawat   Grade 4/2   Student ID 21-0457\n"
    "Parent: Mrs. Pimchanok Srisawat\n"
    "\n"
    "Tuition fee                     38,500.00\n"
    "Activity & materials fee         3,000.00\n"
    "Lunch (semester)                 6,800.00\n"
    "School bus (Wang Nam Khiao route) 7,200.00\n"
    "TOTAL                           55,500.00\n"
    "\n"
    "Payment due: 15 May 2025\n"
    "Pay at the school finance office or transfer to SCB a/c 303-456789-0",
]
SEM2 = [
    "KORAT BILINGUAL SCHOOL\n"
    "333 Suranaree Road, Mueang, Nakhon Ratchasima\n"
    "FEE STATEMENT - Semester 2, Academic Year 2025\n"
    "Student: Phumipat Srisawat   Grade 4/2   Student ID 21-0457\n"
    "Parent: Mrs. Pimchanok Srisawat\n"
    "\n"
    "Tuition fee                     38,500.00\n"
    "Activity & materials fee         2,500.00\n"
    "Lunch (semester)                 6,800.00\n"
    "School bus (Wang Nam Khiao route) 7,600.00\n"
    "English camp (January 2026)      4,500.00\n"
    "TOTAL                           59,900.00\n"
    "\n"
    "Payment due: 31 October 2025\n"
    "Note: bus fee adjusted for fuel prices from Semester 2.",
]
TRIP = [
    "โรงเรียนสองภาษาโคราช",
    "ที่ สบค. 214/2568    วันที่ 10 กันยายน 2568",
    "เรื่อง ขออนุญาตนำนักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้นประถมศึกษาปีที่ 4",
    "ด้วยโรงเรียนจะนำนักเรียนชั้น ป.4 ไปทัศนศึกษาที่พิพิธภัณฑ์วิทยาศาสตร์ จ.ปทุมธานี "
    "ในวันศุกร์ที่ 21 พฤศจิกายน 2568 ออกเดินทาง 05.30 น. กลับถึงโรงเรียนประมาณ 20.00 น.",
    "ค่าใช้จ่ายคนละ 850 บาท (รวมค่ารถ ค่าเข้าชม อาหาร 2 มื้อ)",
    "ขอให้ผู้ปกครองส่งใบตอบรับพร้อมเงินกับครูประจำชั้นภายในวันที่ 7 พฤศจิกายน 2568",
    "จึงเรียนมาเพื่อโปรดพิจารณา",
    "ครูวรรณา ทองดี ครูประจำชั้น ป.4/2",
]
PEA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\n"
    "Wang Nam Khiao Branch\n"
    "ELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Pimchanok Srisawat   Account No. 020012345678\n"
    "Address: 88/1 Moo 5, Thai Samakkhi, Wang Nam Khiao (residence)\n"
    "Reading period: 28 Jul 2025 - 27 Aug 2025\n"
    "\n"
    "Units used: 612 kWh\n"
    "Energy charge: 2,482.70 THB\n"
    "Ft charge: 203.80 THB\n"
    "VAT 7%: 188.05 THB\n"
    "Amount due: 2,874.55 THB\n"
    "Due date: 12 September 2025\n"
    "Pay via PEA Smart Plus app or any 7-Eleven.",
]
SIAMLIFE = [
    "SIAM LIFE ASSURANCE PCL\n"
    "Customer Service 1770\n"
    "\n"
    "5 September 2025\n"
    "Mrs. Pimchanok Srisawat\n"
    "88/1 Moo 5, Thai Samakkhi, Wang Nam Khiao, Nakhon Ratchasima 30370\n"
    "\n"
    "Re: Renewal of Health Plus Gold, policy no. HL-2209-55817\n"
    "\n"
    "Dear Mrs. Srisawat,\n"
    "Your health insurance policy will be renewed for the year 1 December 2025 - 30 November 2026.\n"
    "Coverage: in-patient benefit up to 1,000,000 THB per year; room and board 4,000 THB per night;\n"
    "out-patient 1,500 THB per visit, up to 30 visits per year.\n"
    "Annual premium: 24,860 THB (previous year 22,400 THB), due to your new age band 40-44.\n"
    "Please pay by 30 November 2025. A grace period of 31 days applies.",
    "You may pay by credit card, bank transfer or at any branch.\n"
    "If you wish to change your plan, please contact your agent Khun Somporn (081-220-4517)\n"
    "before 15 November 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department, Siam Life Assurance PCL",
]
CAR_TOP = [
    "บริษัท สยามรุ่งเรืองประกันภัย จำกัด (มหาชน)",
    "หนังสือแจ้งเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 กันยายน 2568",
    "เรียน คุณธนากร ศรีสวัสดิ์",
    "กรมธรรม์เลขที่ V1-68-0098812 รถ Isuzu D-Max ปี 2021 ทะเบียน บษ 4821 นครราชสีมา จะหมดอายุวันที่ 14 ตุลาคม 2568",
    "บริษัทขอเสนอต่ออายุประกันภัยประเภท 1 ดังนี้",
]
CAR_TABLE = [
    ("รายการ", "ปีที่แล้ว", "ปีนี้"),
    ("ทุนประกัน (บาท)", "560,000", "520,000"),
    ("ค่าเสียหายส่วนแรก", "ไม่มี", "ไม่มี"),
    ("เบี้ยประกันรวมภาษีอากร (บาท)", "19,650", "18,900"),
]
CAR_BOTTOM = [
    "กรุณาชำระเบี้ยภายในวันที่ 10 ตุลาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ผ่อนชำระ 0% ได้ 3 งวดผ่านบัตรเครดิต",
    "ติดต่อตัวแทน คุณมาลัย 089-771-2043",
]
SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "ก.ค. 2568": [
        ("ค่าไฟบ้าน", 2615.20, "PEA"),
        ("ค่าน้ำประปา", 290, ""),
        ("อินเทอร์เน็ต + มือถือ", 1398, "AIS 2 เบอร์"),
        ("กับข้าว / ตลาด", 10420, ""),
        ("น้ำมันรถ", 3900, ""),
        ("ผ่อนรถกระบะ", 11240, "งวด 31/60"),
        ("ค่ายาแม่ / หาหมอ", 1850, "รพ.ปากช่องนานา"),
        ("ค่าขนมน้องภูมิ", 1500, ""),
    ],
    "ส.ค. 2568": [
        ("ค่าไฟบ้าน", 2874.55, "PEA"),
        ("ค่าน้ำประปา", 310, ""),
        ("อินเทอร์เน็ต + มือถือ", 1398, "AIS 2 เบอร์"),
        ("กับข้าว / ตลาด", 9850, ""),
        ("น้ำมันรถ", 4200, ""),
        ("ผ่อนรถกระบะ", 11240, "งวด 32/60"),
        ("ค่ายาแม่ / หาหมอ", 2650, "ตรวจตา"),
        ("ค่าขนมน้องภูมิ", 1500, ""),
        ("ทำบุญงานบวชหลานชาย", 2000, ""),
    ],
}
LINE_FAMILY = """[02/09/2568 19:30] ธนากร: พรุ่งนี้พาแม่ไปหาหมอตากี่โมง
[02/09/2568 19:32] พิมพ์: นัด 9 โมงครึ่ง รพ.ปากช่องนานา
[02/09/2568 19:40] แม่: ไม่ต้องรีบนะลูก แม่ไปเองก็ได้
[05/09/2568 12:10] ธนากร: จ่ายค่าไฟบ้านแล้วนะ ผ่านแอป
[06/09/2568 08:15] พิมพ์: เสาร์นี้ไปงานบวชหลานที่สีคิ้ว ใส่ซองไว้แล้ว
[09/09/2568 20:05] ธนากร: รถกระบะครบเช็กระยะ 80,000 โล เดือนหน้านะ
[09/09/2568 20:07] พิมพ์: โอเค ไปศูนย์ที่ปากช่องเหมือนเดิม
"""
DISTRACTORS = {
    "Personal/สูตรแยมองุ่น.md": "# สูตรแยมองุ่นแบล็คโอปอล\n- องุ่น 1 กก. ปั่นหยาบ\n- น้ำตาล 600 กรัม\n"
                               "- น้ำมะนาว 2 ช้อนโต๊ะ\n- เคี่ยวไฟกลาง 40 นาที\n- ได้ประมาณ 6 กระปุก 220 กรัม",
    "Personal/อยากอ่าน.txt": "หนังสือที่อยากอ่าน\n- The Wine Bible\n- ปลูกองุ่นกินผลในเมืองร้อน\n- Atomic Habits\n",
}
WORKSPECT = {"todo.md": "- โอนค่าปุ๋ยโคราชอะโกรก่อน 17 ก.ย.\n- ส่งใบเสนอราคาให้โรงแรม\n"
                        "- ต่อประกันรถกระบะ\n- จ่ายค่าเทอมน้องภูมิ เทอม 2\n"}


def _book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายไร่องุ่นภูผาวิว ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, sales):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(4)), sum(map(sum, sales))])
    for column in range(2, 7):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายไร่ ปี {year} (Farm expenses {year}, THB)"])
    cost.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS, expenses):
        cost.append([f"{month} {year[2:]}", *row, sum(row)])
    cost.append(["รวม (Total)", *(sum(r[i] for r in expenses) for i in range(5)), sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _channels(path: Path) -> None:
    totals = [sum(row) for row in SALES_2568]
    rows = dict(CHANNELS_2568)
    rows["ส่งห้าง/โรงแรม (Wholesale)"] = [t - sum(v[i] for v in CHANNELS_2568.values())
                                          for i, t in enumerate(totals)]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ช่องทางขาย 2568"
    sheet.append(["ยอดขายแยกตามช่องทาง ปี 2568 (Sales by channel, THB)"])
    sheet.append(["ช่องทาง (Channel)", *(f"{m} 68" for m in MONTHS[:len(totals)]), "รวม (Total)"])
    for name, values in rows.items():
        sheet.append([name, *values, sum(values)])
    sheet.append(["รวม (Total)", *totals, sum(totals)])
    for column in range(2, len(totals) + 3):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ไร่องุ่น", docs / "บ้าน"
    for sub in (farm / "ใบเสนอราคา", farm / "Suppliers", farm / "สัญญา", farm / "บัญชี", farm / "แผนงาน",
                home / "ลูก_โรงเรียน", home / "บิล", home / "ประกัน"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = farm / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_เขาใหญ่แกรนด์_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เขาใหญ่แกรนด์_final.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_SiamFreshMart_QT-2568-034.docx", SFM_TOP, SFM_TABLE, bottom=SFM_BOTTOM)
    sup = farm / "Suppliers"
    make_pdf(sup / "KoratAgro_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(sup / "ใบราคา_โคราชอะโกร_2567.docx", PRICELIST_2567_TOP, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(sup / "INV-2568-0412_KoratAgro.pdf", INVOICE_KORAT)
    make_pdf(sup / "ThaiPack_quote_giftbox.pdf", THAIPACK)
    make_pdf(sup / "PakChong_Tractor_invoice_Jul2025.pdf", TRACTOR)
    write_docx(farm / "สัญญา" / "สัญญาเช่าที่ดิน_แปลงB.docx", LEASE)
    write_docx(farm / "สัญญา" / "สัญญาจ้างทีมเก็บเกี่ยว_2568.docx", LABOUR)
    _book(farm / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _book(farm / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _channels(farm / "บัญชี" / "ยอดขายแยกช่องทาง_2568.xlsx")
    write_slides(farm / "แผนงาน" / "แผนงานปี2569.pptx", PLAN)
    write_texts(farm, {
        "บันทึก/บันทึกตัดแต่งกิ่ง_รอบ2_2568.md": PRUNING,
        "บันทึก/tour_bookings_NovDec.md": TOURS,
        "แชท/LINE_วิไล_SiamFreshMart.txt": LINE_SFM,
        "แชท/LINE_กลุ่มคนงานไร่.txt": LINE_WORKERS,
        "อีเมล/email_KhaoYai_WineFest_booth.txt": EMAIL,
    })
    school = home / "ลูก_โรงเรียน"
    make_pdf(school / "KBS_fee_statement_sem1_2025.pdf", SEM1)
    make_pdf(school / "KBS_fee_statement_sem2_2025.pdf", SEM2)
    write_docx(school / "หนังสือแจ้งผู้ปกครอง_ทัศนศึกษา.docx", TRIP)
    make_pdf(home / "บิล" / "PEA_bill_Aug2025.pdf", PEA)
    make_pdf(home / "ประกัน" / "SiamLife_renewal_letter.pdf", SIAMLIFE)
    write_docx(home / "ประกัน" / "ประกันรถกระบะ_ต่ออายุ.docx", CAR_TOP, CAR_TABLE, bottom=CAR_BOTTOM)
    _spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_ครอบครัว.txt": LINE_FAMILY})
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
