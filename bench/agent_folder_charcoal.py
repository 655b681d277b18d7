"""A blind bench folder: the papers of a longan-wood charcoal maker in Lamphun, plus her household's papers.

The owner is Wanida Sriwong (วนิดา ศรีวงศ์), who runs "ถ่านไม้ลำไยแม่ทา" (Mae Tha Longan Charcoal) at
Tha Kat, Mae Tha district, Lamphun. Her husband Prasert (ประเสริฐ) tends the two brick kilns, their daughter
Baitoey (น้องใบเตย) is in Prathom 5, and grandma (แม่อุ๊ย) lives with them. She sells longan charcoal in
20 kg sacks to mookata (หมูกระทะ) restaurants, white charcoal to a Japanese yakiniku restaurant in Chiang Mai,
and wood vinegar. Every figure a task checks is written in the files below.

Documents/ร้านถ่าน/ใบเสนอราคา/
  ใบเสนอราคา_เจ๊หมวย_ร่าง.docx        draft quote to Jae Muay's mookata shop (50 sacks at 320, total 16,500)
  ใบเสนอราคา_เจ๊หมวย_ส่งจริง.docx      the quote actually sent (50 sacks at 305, free delivery, total 15,250)
  ใบเสนอราคา_ลุงเปี๊ยกหมูกระทะ.docx     a similar quote to Lung Piak's mookata shop in Pa Sang (total 11,950)
  Quotation_Hanabi_Yakiniku.docx       English quote to Hanabi Yakiniku, Chiang Mai (white charcoal, 31,775)
Documents/ร้านถ่าน/Suppliers/
  LannaPackaging_pricelist_2025.pdf    this year's bag/sack price list (English) from Lanna Packaging Co., Ltd.
  ราคาถุง_ล้านนาแพ็คเกจจิ้ง_2567.docx    last year's price list from the same firm, in Thai (บริษัท ล้านนาแพ็คเกจจิ้ง)
  LannaPackaging_invoice_INV-25-0871.pdf  a tax invoice for sacks and bags (40,125.00)
  สัญญาซื้อไม้ลำไย_สวนลุงคำ.docx         contract to buy 40 tons of longan wood at 1,800 baht a ton
  CMU_charcoal_test_report.pdf         a university lab's charcoal quality report (moisture 4.1 %, 7,150 kcal/kg)
Documents/ร้านถ่าน/บัญชี/
  ยอดขาย_2568.xlsx                     this year's monthly sales sheet and expenses sheet (Jan-Nov)
  ยอดขาย_2567.xlsx                     last year's book, same layout (Jan-Dec)
  ผลผลิตรายเดือน_2568.xlsx              kiln production with the months as columns
Documents/ร้านถ่าน/แชทลูกค้า/
  แชทไลน์_เจ๊หมวย.txt                   LINE chat in which Jae Muay changes the order (50 -> 70 -> 65 sacks, 16 Nov)
  LINE_Kenji_Hanabi.txt                LINE chat with Hanabi's manager
  email_Hanabi_order.txt               Hanabi's order confirmation e-mail
Documents/ร้านถ่าน/
  แผนปีหน้า_2569.pptx                   slides: next year's plan (target 2,400,000, new kiln 180,000)
  บันทึกเผาถ่าน_เตา2_พย68.md             kiln 2 burn log for November (wood 18,400 kg, charcoal 4,230 kg)
  OTOP_fair_notes_Aug2025.md           English notes from a trade fair (sales 38,500, booth 12,000)
  สูตรน้ำส้มควันไม้_ใช้ในสวน.md           distractor: how to dilute wood vinegar
Documents/บ้าน/
  Bills/PEA_bill_Oct2025.pdf           electricity bill (586 kWh, 2,908.88 THB, due 5 November 2025)
  Bills/AIS_Fibre_bill_Nov2025.pdf     internet bill
  Bills/GHB_home_loan_statement_2025.pdf  the housing bank's yearly home-loan statement
  ประกัน/MuangThaiLife_premium_notice_2025.pdf  life insurance premium notice (24,600.00, sum assured 500,000)
  ประกัน/ต่อประกันรถกระบะ_2568.docx     pickup insurance renewal notice (Thai)
  ลูก/ค่าเทอมน้องใบเตย_2-2568.docx      school fee notice for term 2 (18,750, by 31 ตุลาคม 2568)
  รายจ่ายบ้าน_2568.xlsx                 household spending, one sheet per month (Oct, Nov)
  แชทไลน์_ครอบครัว.txt                  family LINE group (distractor)
  ของต้องซื้อ_งานบวชหลาน.md              shopping list for a nephew's ordination (distractor)
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ถ่านไม้ลำไยแม่ทา (Mae Tha Longan Charcoal)"
SHOP_ADDR = "112 หมู่ 5 ต.ทากาศ อ.แม่ทา จ.ลำพูน 51140 โทร 081-765-4320"

QUOTE_HEAD = ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

MUAY_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง - ยังไม่ส่ง)",
    SHOP,
    SHOP_ADDR,
    "เลขที่ QT-6811-014   วันที่ 3 พฤศจิกายน 2568",
    "เรียน เจ๊หมวย ร้านหมูกระทะเจ๊หมวย สาขาลำพูน (ถ.เจริญราษฎร์ อ.เมืองลำพูน)",
    "ทางร้านขอเสนอราคาถ่านไม้ลำไยตามรายการดังนี้",
]
MUAY_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ถ่านไม้ลำไย คัดก้อน กระสอบ 20 กก.", "50", "กระสอบ", "320", "16,000"),
    ("ค่าขนส่ง แม่ทา - ลำพูน", "1", "เที่ยว", "500", "500"),
    ("รวมทั้งสิ้น", "", "", "", "16,500"),
]
MUAY_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 16,500 บาท (หนึ่งหมื่นหกพันห้าร้อยบาทถ้วน)",
    "ยืนราคา 15 วัน ชำระเงินสดหรือโอนเมื่อส่งของ",
    "หมายเหตุถึงตัวเอง: ถามพี่ประเสริฐก่อนว่าจะลดให้ได้อีกไหม ถ้าเจ๊เอาประจำ",
]

MUAY_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    SHOP_ADDR,
    "เลขที่ QT-6811-014   วันที่ 5 พฤศจิกายน 2568",
    "เรียน เจ๊หมวย ร้านหมูกระทะเจ๊หมวย สาขาลำพูน (ถ.เจริญราษฎร์ อ.เมืองลำพูน)",
    "ทางร้านขอเสนอราคาถ่านไม้ลำไยตามรายการดังนี้",
]
MUAY_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ถ่านไม้ลำไย คัดก้อน กระสอบ 20 กก.", "50", "กระสอบ", "305", "15,250"),
    ("ค่าขนส่ง (ส่งฟรีเมื่อสั่งครบ 50 กระสอบ)", "1", "เที่ยว", "0", "0"),
    ("รวมทั้งสิ้น", "", "", "", "15,250"),
]
MUAY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 15,250 บาท (หนึ่งหมื่นห้าพันสองร้อยห้าสิบบาทถ้วน)",
    "ยืนราคา 30 วัน ชำระเงินสดหรือโอนเมื่อส่งของ บัญชีกสิกรไทย 123-4-56789-0 นางวนิดา ศรีวงศ์",
    "ผู้เสนอราคา วนิดา ศรีวงศ์",
]

PIAK_TOP = [
    "ใบเสนอราคา",
    SHOP,
    SHOP_ADDR,
    "เลขที่ QT-6811-017   วันที่ 10 พฤศจิกายน 2568",
    "เรียน ลุงเปี๊ยก ร้านหมูกระทะลุงเปี๊ยก อ.ป่าซาง จ.ลำพูน",
    "ทางร้านขอเสนอราคาถ่านไม้ลำไยตามรายการดังนี้",
]
PIAK_TABLE = [
    QUOTE_HEAD,
    ("ถ่านไม้ลำไย คัดก้อน กระสอบ 20 กก.", "30", "กระสอบ", "315", "9,450"),
    ("ถ่านไม้ลำไย ก้อนเล็ก/เศษ กระสอบ 20 กก.", "10", "กระสอบ", "220", "2,200"),
    ("ค่าขนส่ง แม่ทา - ป่าซาง", "1", "เที่ยว", "300", "300"),
    ("รวมทั้งสิ้น", "", "", "", "11,950"),
]
PIAK_BOTTOM = [
    "รวมทั้งสิ้น 11,950 บาท (หนึ่งหมื่นหนึ่งพันเก้าร้อยห้าสิบบาทถ้วน)",
    "ยืนราคา 30 วัน ส่งของภายใน 3 วันหลังยืนยันออเดอร์",
    "ผู้เสนอราคา วนิดา ศรีวงศ์",
]

HANABI_TOP = [
    "QUOTATION",
    "Mae Tha Longan Charcoal (ถ่านไม้ลำไยแม่ทา)",
    "112 Moo 5, Tha Kat, Mae Tha, Lamphun 51140  Tel. 081-765-4320",
    "Quotation No. QT-6810-009   Date: 20 October 2025",
    "To: Hanabi Yakiniku, 14 Nimmanhaemin Soi 7, Chiang Mai   Attn: Mr. Kenji Sato (Store Manager)",
    "Thank you for your interest in our charcoal. We are pleased to quote as follows:",
]
HANABI_TABLE = [
    ("Item", "Qty", "Unit", "Unit price (THB)", "Amount (THB)"),
    ("White charcoal (binchotan style), 10 kg carton", "20", "carton", "1,450", "29,000"),
    ("Longan charcoal premium, 10 kg bag", "15", "bag", "185", "2,775"),
    ("Delivery to Nimman", "1", "trip", "0", "0"),
    ("Total", "", "", "", "31,775"),
]
HANABI_BOTTOM = [
    "Total: 31,775 THB (prices exclude VAT; we are not VAT registered)",
    "Delivery: every two weeks, free of charge within Chiang Mai city.",
    "Payment: 30 days after invoice, bank transfer.",
    "Validity: 45 days.",
    "Wanida Sriwong, owner",
]

LANNA_2025 = [
    "LANNA PACKAGING CO., LTD.\n88/2 Moo 4, Super Highway Road, Nong Pa Khrang, Mueang Chiang Mai 50000\n"
    "Tel. 053-112-455  sales@lannapack.co.th\n\nPRICE LIST 2025 (effective 1 January 2025)\n"
    "All prices in THB per piece, excluding VAT 7%\n\n"
    "Code     Item                                            Price/pc   MOQ\n"
    "KB-05    Kraft paper bag 5 kg, printed 1 colour          6.50       1,000\n"
    "KB-10    Kraft paper bag 10 kg, printed 1 colour         9.20       1,000\n"
    "PS-20    PP woven sack 20 kg, plain                      12.00      500\n"
    "PS-20P   PP woven sack 20 kg, printed 2 colours          15.50      1,000\n"
    "CB-10    Carton box 10 kg, brown, with handle            28.00      200",
    "Terms\n- Free delivery within Chiang Mai and Lamphun for orders over 10,000 THB.\n"
    "- Printing plate (new design): 1,500 THB per colour, one-time.\n"
    "- Payment: 30 days for regular customers.\n"
    "- Prices may change with paper and resin costs.\n\nContact: Ms. Orawan, sales",
]
LANNA_2567_TOP = [
    "ใบราคาสินค้า ปี 2567",
    "บริษัท ล้านนาแพ็คเกจจิ้ง จำกัด",
    "88/2 หมู่ 4 ถ.ซุปเปอร์ไฮเวย์ ต.หนองป่าครั่ง อ.เมืองเชียงใหม่ 50000 โทร 053-112-455",
    "ราคาต่อชิ้น ยังไม่รวมภาษีมูลค่าเพิ่ม 7% มีผลตั้งแต่ 1 มกราคม 2567",
]
LANNA_2567_TABLE = [
    ("รหัส", "รายการ", "ราคาต่อชิ้น (บาท)", "ขั้นต่ำ"),
    ("KB-05", "ถุงกระดาษคราฟท์ 5 กก. พิมพ์ 1 สี", "5.80", "1,000"),
    ("KB-10", "ถุงกระดาษคราฟท์ 10 กก. พิมพ์ 1 สี", "8.50", "1,000"),
    ("PS-20", "กระสอบพลาสติกสาน (PP) 20 กก. ไม่พิมพ์", "11.00", "500"),
    ("PS-20P", "กระสอบพลาสติกสาน (PP) 20 กก. พิมพ์ 2 สี", "14.00", "1,000"),
    ("CB-10", "กล่องกระดาษ 10 กก. สีน้ำตาล มีหูหิ้ว", "25.00", "200"),
]
LANNA_2567_BOTTOM = [
    "ส่งฟรีในเขตเชียงใหม่และลำพูน เมื่อสั่งซื้อเกิน 10,000 บาท",
    "ค่าทำบล็อกพิมพ์ลายใหม่ สีละ 1,200 บาท (ครั้งเดียว)",
    "ติดต่อฝ่ายขาย คุณอรวรรณ",
]
LANNA_INVOICE = [
    "LANNA PACKAGING CO., LTD.\n88/2 Moo 4, Super Highway Road, Nong Pa Khrang, Mueang Chiang Mai 50000\n"
    "Tax ID 0505551234567\n\nTAX INVOICE / RECEIPT\nInvoice No. INV-25-0871\nDate: 18 September 2025\n\n"
    "Bill to: Mae Tha Longan Charcoal (Mrs. Wanida Sriwong)\n112 Moo 5, Tha Kat, Mae Tha, Lamphun 51140\n\n"
    "Code     Description                               Qty     Unit price   Amount\n"
    "PS-20P   PP woven sack 20 kg, printed 2 colours    2,000   15.50        31,000.00\n"
    "KB-05    Kraft paper bag 5 kg, printed 1 colour    1,000   6.50         6,500.00\n\n"
    "Subtotal: 37,500.00\nVAT 7%: 2,625.00\nTotal: 40,125.00 THB\n\n"
    "Payment due: 18 October 2025\nBank transfer: Bangkok Bank, Lanna Packaging Co., Ltd., 521-0-45678-9",
]

WOOD_CONTRACT = [
    "สัญญาซื้อขายไม้ลำไย",
    "ทำที่ บ้านเลขที่ 45 หมู่ 3 ต.ทากาศ อ.แม่ทา จ.ลำพูน วันที่ 1 กรกฎาคม 2568",
    "ผู้ขาย: นายคำ อินต๊ะวงศ์ (ลุงคำ) เจ้าของสวนลำไย หมู่ 3 ต.ทากาศ",
    "ผู้ซื้อ: นางวนิดา ศรีวงศ์ ในนาม ถ่านไม้ลำไยแม่ทา",
    "ข้อ 1. ผู้ขายตกลงขายไม้ลำไยจากการตัดแต่งกิ่งและต้นที่โค่นในสวน รวมจำนวน 40 ตัน",
    "ข้อ 2. ราคาตันละ 1,800 บาท ชั่งน้ำหนักที่ลานของผู้ซื้อ ไม้ต้องยาวไม่เกิน 1.2 เมตร",
    "ข้อ 3. ผู้ขายส่งไม้เป็นงวด เดือนละไม่น้อยกว่า 8 ตัน ตั้งแต่เดือนกรกฎาคม ถึงเดือนพฤศจิกายน 2568",
    "ข้อ 4. ผู้ซื้อวางเงินมัดจำ 20,000 บาท ในวันทำสัญญา และหักคืนจากงวดสุดท้าย",
    "ข้อ 5. ผู้ซื้อชำระค่าไม้ส่วนที่เหลือภายใน 7 วันหลังรับไม้แต่ละงวด",
    "ข้อ 6. หากไม้เปียกหรือผุเกินร้อยละ 10 ของน้ำหนัก ผู้ซื้อมีสิทธิ์ปฏิเสธไม่รับไม้งวดนั้น",
    "ลงชื่อ ................ ผู้ขาย (นายคำ อินต๊ะวงศ์)   ลงชื่อ ................ ผู้ซื้อ (นางวนิดา ศรีวงศ์)",
    "ลงชื่อ ................ พยาน (นายประเสริฐ ศรีวงศ์)",
]

LAB_REPORT = [
    "Faculty of Agro-Industry, Chiang Mai University\nBioenergy Testing Laboratory\n\n"
    "CHARCOAL QUALITY TEST REPORT\nReport No. AI-CH-2025-114\nDate of report: 25 September 2025\n\n"
    "Customer: Mae Tha Longan Charcoal (Mrs. Wanida Sriwong)\n"
    "Sample: longan wood charcoal, kiln 2, batch 2025-09-B, received 12 September 2025\n",
    "Results (as received)\n"
    "Moisture content: 4.1 %\nVolatile matter: 14.6 %\nAsh: 2.3 %\nFixed carbon: 79.0 %\n"
    "Calorific value: 7,150 kcal/kg\n\n"
    "Conclusion: the sample meets the Thai Community Product Standard for wood charcoal (moisture not over 10 %,\n"
    "calorific value not under 6,500 kcal/kg).\n\nTested by: Dr. Nattaya Kaewmanee\nTest fee: 2,400 THB (paid)",
]

SALES_HEAD = ("เดือน (Month)", "ถ่านลำไย (Longan charcoal)", "ถ่านขาว (White charcoal)",
              "น้ำส้มควันไม้ (Wood vinegar)", "รวม (Total)")
EXP_HEAD = ("เดือน (Month)", "ค่าไม้ (Wood)", "ค่าแรง (Labour)", "บรรจุภัณฑ์ (Packaging)",
            "ค่าขนส่ง/น้ำมัน (Transport)", "รวม (Total)")
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = [
    (142300, 18500, 6200), (128900, 21000, 5800), (98400, 22500, 7400), (86200, 24000, 9100),
    (71500, 19500, 8300), (64800, 18000, 5200), (58300, 16500, 4900), (69700, 21000, 5600),
    (82100, 23500, 6100), (118600, 26000, 6800), (156400, 55500, 7300),
]
EXP_2568 = [
    (21600, 24000, 6800, 5400), (19800, 24000, 6100, 5100), (16200, 24000, 5200, 4700), (14400, 24000, 4600, 4300),
    (12600, 24000, 3900, 3900), (10800, 22000, 3500, 3600), (16200, 22000, 3300, 3500), (18000, 26000, 3800, 3800),
    (19800, 26000, 40125, 4100), (21600, 28000, 4200, 4900), (23400, 30000, 5600, 6200),
]
SALES_2567 = [
    (131200, 12000, 4800), (117500, 13500, 4500), (92300, 15000, 5900), (79800, 16500, 7600),
    (66400, 14000, 6900), (60100, 12500, 4100), (55200, 11000, 3800), (63900, 13500, 4400),
    (74600, 15000, 4700), (104300, 16500, 5200), (138700, 18000, 5600), (171500, 21000, 6300),
]
EXP_2567 = [
    (19200, 22000, 5900, 4800), (17600, 22000, 5400, 4500), (14400, 22000, 4700, 4200), (12800, 22000, 4100, 3900),
    (11200, 22000, 3600, 3500), (9600, 20000, 3200, 3300), (14400, 20000, 3000, 3200), (16000, 24000, 3400, 3400),
    (17600, 24000, 3700, 3700), (19200, 26000, 33900, 4400), (20800, 28000, 4800, 5600), (24000, 30000, 5500, 6800),
]

PROD_ROWS = [
    ("เตา 1 ไม้เข้า (Kiln 1 wood in, kg)",
     [12400, 12000, 11800, 10600, 9200, 8800, 12200, 12400, 12200, 12600, 12400]),
    ("เตา 1 ถ่านออก (Kiln 1 charcoal out, kg)",
     [2850, 2740, 2690, 2380, 2010, 1880, 2760, 2830, 2790, 2900, 2870]),
    ("เตา 2 ไม้เข้า (Kiln 2 wood in, kg)",
     [18600, 18200, 17800, 12400, 12000, 11600, 18000, 18400, 18200, 18600, 18400]),
    ("เตา 2 ถ่านออก (Kiln 2 charcoal out, kg)",
     [4310, 4170, 4080, 2820, 2690, 2520, 4140, 4260, 4385, 4290, 4230]),
    ("น้ำส้มควันไม้ (Wood vinegar, litres)",
     [410, 395, 380, 300, 260, 240, 400, 415, 426, 420, 412]),
]

MUAY_CHAT = """[5/11/2568 14:02] วนิดา: สวัสดีค่ะเจ๊ ส่งใบเสนอราคาให้แล้วนะคะ ถ่านลำไยคัดก้อน 50 กระสอบ กระสอบละ 305 ส่งฟรีค่ะ
[5/11/2568 15:20] เจ๊หมวย: โอเคจ้า เดี๋ยวเจ๊ดูก่อนนะ
[8/11/2568 09:11] เจ๊หมวย: เอา 50 กระสอบก่อนนะ ส่งวันเสาร์ที่ 15 ได้มั้ย
[8/11/2568 09:30] วนิดา: ได้ค่ะเจ๊ 50 กระสอบ ส่งเสาร์ที่ 15 พ.ย. ค่ะ
[12/11/2568 20:45] เจ๊หมวย: เปลี่ยนใจละ ขอเพิ่มเป็น 70 กระสอบเลย หน้าหนาวคนมากินหมูกระทะเยอะ
[12/11/2568 20:50] วนิดา: ได้ค่ะเจ๊ 70 กระสอบ ราคาเดิม 305 รวม 21,350 บาทค่ะ
[13/11/2568 07:15] เจ๊หมวย: เอ้อ ลดเหลือ 65 ละกัน ที่เก็บในร้านไม่พอ แล้วขอเลื่อนไปส่งวันอาทิตย์แทนนะ
[13/11/2568 07:40] วนิดา: รับทราบค่ะ สรุปเป็น 65 กระสอบ ส่งวันอาทิตย์ที่ 16 พ.ย. ยอด 19,825 บาท ส่งฟรีเหมือนเดิมค่ะ
[13/11/2568 07:42] เจ๊หมวย: จ้า เอาไปส่งก่อนบ่าย 3 นะ ร้านเปิด 4 โมงเย็น
[16/11/2568 15:10] วนิดา: ส่งครบแล้วนะคะเจ๊ รบกวนโอนเข้ากสิกรบัญชีเดิมค่ะ
[16/11/2568 18:30] เจ๊หมวย: โอนแล้วจ้า [รูปภาพ]
"""

KENJI_CHAT = """[15/10/2568 10:05] Kenji Hanabi: Hello khun Wanida, I got your number from the charcoal shop at Kad Luang. Do you make white charcoal?
[15/10/2568 10:20] วนิดา: Hello Khun Kenji ค่ะ yes we make white charcoal (binchotan style) from longan wood, 10 kg carton
[15/10/2568 10:31] Kenji Hanabi: Can you send a sample? We use about 40 kg per week for yakiniku grills
[16/10/2568 16:45] วนิดา: ส่ง sample 2 กก. ไปที่ร้าน Nimman แล้วนะคะ please try
[19/10/2568 21:12] Kenji Hanabi: Very good, long burning, not much smoke. Please send quotation for 20 cartons + some longan charcoal for the staff BBQ
[20/10/2568 11:00] วนิดา: ส่งใบเสนอราคาทางอีเมลแล้วค่ะ
[24/10/2568 09:40] Kenji Hanabi: I sent PO by email. First delivery 3 Nov before 11:00 please
[3/11/2568 11:15] วนิดา: delivered ค่ะ 20 cartons + 15 bags ขอบคุณค่ะ
[17/11/2568 19:02] Kenji Hanabi: Next order please same white charcoal but only 15 cartons, no longan bags this time. Deliver 1 Dec
[17/11/2568 19:10] วนิดา: OK ค่ะ 15 cartons on 1 Dec
"""

HANABI_EMAIL = """From: Kenji Sato <kenji.sato@hanabi-yakiniku.co.th>
To: Wanida Sriwong <maetha.charcoal@gmail.com>
Date: Fri, 24 Oct 2025 09:35 +0700
Subject: PO-HNB-2510-03 White charcoal order

Dear Khun Wanida,

Thank you for quotation QT-6810-009. Hanabi Yakiniku confirms our first order as quoted:

- White charcoal (binchotan style), 10 kg carton: 20 cartons x 1,450 THB
- Longan charcoal premium, 10 kg bag: 15 bags x 185 THB
Total: 31,775 THB

Please deliver on Monday 3 November 2025 before 11:00 to our Nimman shop (back door, Soi 7).
Please issue the invoice to Hanabi Food Co., Ltd., Tax ID 0505566012345.
Payment is 30 days after invoice by bank transfer.

Best regards,
Kenji Sato
Store Manager, Hanabi Yakiniku Chiang Mai
"""

PLAN_SLIDES = [
    ("แผนธุรกิจ ถ่านไม้ลำไยแม่ทา ปี 2569", "จัดทำโดย วนิดา ศรีวงศ์ - ธันวาคม 2568"),
    ("ทบทวนปี 2568", "ลูกค้าร้านหมูกระทะเพิ่มจาก 9 ร้าน เป็น 14 ร้าน\nได้ลูกค้าร้านอาหารญี่ปุ่นรายแรกในเชียงใหม่\n"
                     "เตา 2 เผาได้สม่ำเสมอ ผลผลิตประมาณ 23%"),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nเพิ่มสัดส่วนถ่านขาวเป็น 30% ของยอดขาย\n"
                        "ลูกค้าร้านหมูกระทะ 20 ร้าน"),
    ("การลงทุน", "สร้างเตาอิฐใหม่ (เตา 3) งบ 180,000 บาท\nเครื่องอัดถ่านแท่งจากผงถ่าน 95,000 บาท\n"
                 "รวมงบลงทุน 275,000 บาท (เงินเก็บ 150,000 + กู้ ธ.ก.ส. 125,000)"),
    ("ตลาดใหม่", "เปิดร้านออนไลน์ Shopee / Lazada ขายถ่านกล่อง 1 กก. และน้ำส้มควันไม้\n"
                 "ออกงาน OTOP ที่เมืองทองธานี 2 ครั้ง"),
    ("ไทม์ไลน์", "ม.ค.-มี.ค.: สร้างเตา 3\nเม.ย.: เริ่มเผาเตา 3\nมิ.ย.: เปิดร้านออนไลน์\nส.ค.: งาน OTOP กลางปี"),
]

KILN_LOG = """# บันทึกเผาถ่าน เตา 2 — พฤศจิกายน 2568

คนดูเตา: พี่ประเสริฐ + ลุงจันทร์ (จ้างรายวัน วันละ 400)

| รอบ | วันที่จุดเตา | วันที่เปิดเตา | ไม้เข้า (กก.) | ถ่านออก (กก.) | น้ำส้มควันไม้ (ลิตร) | หมายเหตุ |
|---|---|---|---|---|---|---|
| 1 | 1 พ.ย. | 9 พ.ย. | 6,200 | 1,430 | 138 | ไม้ลุงคำ แห้งดี |
| 2 | 10 พ.ย. | 18 พ.ย. | 6,000 | 1,290 | 126 | ฝนตก 2 วัน ไม้ชื้น ถ่านแตกเยอะ |
| 3 | 19 พ.ย. | 27 พ.ย. | 6,200 | 1,510 | 148 | ดีที่สุดของเดือน |

รวมเดือนนี้: ไม้เข้า 18,400 กก. ถ่านออก 4,230 กก. (ได้ประมาณ 23%) น้ำส้มควันไม้ 412 ลิตร

## ปัญหา / ต้องทำ
- อิฐผนังเตาด้านหลังร้าว ต้องซ่อมก่อนรอบหน้า ช่างแดงตีราคา 3,500 บาท
- รอบ 2 ไม้ชื้น ต่อไปให้ลุงคำส่งไม้ที่ตากแล้วอย่างน้อย 2 เดือน
- ถ่านเศษจากรอบ 2 แยกไว้ 25 กระสอบ ขายเป็นถ่านก้อนเล็ก
"""

OTOP_NOTES = """# OTOP Midyear 2025 fair - IMPACT Muang Thong Thani - my notes

Dates: 16-24 August 2025 (9 days). Went with Prasert, Baitoey stayed with grandma.
Booth: C-218, hall 6. Booth fee 12,000 THB (paid to the provincial community development office).
Travel: pickup truck + fuel 3,400 THB, hotel 8 nights 6,400 THB.

## Sales
- Total sales at the fair: 38,500 THB
- Best seller: 1 kg gift box of longan charcoal at 150 THB (sold 142 boxes)
- Wood vinegar 500 ml at 80 THB (sold 88 bottles)
- The 20 kg sacks did not sell at all - people came by BTS, can't carry them

## Leads
- Two Japanese restaurant buyers from Sukhumvit took samples of white charcoal
- A Korean BBQ chain (6 branches) asked for a price for 500 kg per month, delivered to Bangkok
- A shop in Chatuchak wants 1 kg boxes on consignment

## Lessons
- Bring more small packs and gift boxes, no sacks next time
- Need a QR code for LINE OA on every box
- Ask Lanna for a smaller printed box
"""

VINEGAR_NOTE = """# น้ำส้มควันไม้ ใช้ในสวน (จดจากที่เกษตรอำเภอสอน)

- ไล่แมลงในแปลงผัก: ผสมน้ำ 1 ต่อ 200 ฉีดตอนเย็น
- รดโคนต้นไม้ให้รากแข็งแรง: 1 ต่อ 500
- ห้ามใช้เข้มข้น ใบไหม้
- ต้องเก็บน้ำส้มควันไม้ให้ตกตะกอนอย่างน้อย 3 เดือนก่อนขาย
"""

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nMae Tha Branch, Lamphun\n\nELECTRICITY BILL - October 2025\n"
    "Customer: Mrs. Wanida Sriwong\nAddress: 112 Moo 5, Tha Kat, Mae Tha, Lamphun 51140\n"
    "Account no. 020012345678   Meter no. 1187342\n"
    "Reading period: 16 September 2025 - 15 October 2025\nPrevious reading: 23,114   Present reading: 23,700",
    "Units used: 586 kWh\nEnergy charge: 2,461.20 THB\nService charge: 24.62 THB\nFt charge (0.3972 x 586): 232.76 THB\n"
    "Subtotal: 2,718.58 THB\nVAT 7%: 190.30 THB\nAmount due: 2,908.88 THB\nDue date: 5 November 2025\n\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
AIS_BILL = [
    "AIS Fibre\nAdvanced Wireless Network Co., Ltd.\n\nINVOICE / TAX INVOICE - November 2025\n"
    "Customer: Wanida Sriwong\nAccount no. 8801234567   Internet ID 8850512345\n"
    "Billing period: 1 November 2025 - 30 November 2025\n\n"
    "Package: Power4 Fibre 1000/500 Mbps with PLAYBOX: 699.00 THB\nVAT 7%: 48.93 THB\n"
    "Total amount due: 747.93 THB\nDue date: 20 December 2025\n\nThank you for being an AIS customer.",
]
GHB_STATEMENT = [
    "GOVERNMENT HOUSING BANK (GH BANK)\nLamphun Branch\n\nANNUAL HOME LOAN STATEMENT 2025\n"
    "For the period 1 January 2025 - 30 November 2025\n\n"
    "Borrowers: Mr. Prasert Sriwong and Mrs. Wanida Sriwong\nLoan account no. 1-2059-334481-7\n"
    "Property: house and land, 112 Moo 5, Tha Kat, Mae Tha, Lamphun\n",
    "Original loan (2019): 1,200,000.00 THB\nMonthly instalment: 7,200.00 THB\n"
    "Instalments paid in 2025: 11 (79,200.00 THB)\nof which principal: 47,743.78 THB\n"
    "of which interest: 31,456.22 THB\nOutstanding principal at 30 November 2025: 842,315.40 THB\n"
    "Current interest rate: 4.15 % per year\n\n"
    "Interest paid may be deducted for personal income tax (up to 100,000 THB per year).\n"
    "Keep this statement for your tax filing.",
]
MTL_NOTICE = [
    "MUANG THAI LIFE ASSURANCE PUBLIC COMPANY LIMITED\nLamphun Service Office\n\n"
    "PREMIUM DUE NOTICE\nDate: 1 November 2025\n\n"
    "To: Mrs. Wanida Sriwong (policy owner)\n112 Moo 5, Tha Kat, Mae Tha, Lamphun 51140\n\n"
    "Policy no. 2-0458-71392\nPlan: Muang Thai Health Saver 20/10\nInsured: Mr. Prasert Sriwong\n"
    "Sum assured: 500,000 THB\nHealth rider: room and board 2,500 THB per day\n",
    "Annual premium: 24,600.00 THB\nDue date: 1 December 2025\n"
    "Grace period: 31 days (to 31 December 2025). If not paid by then the policy will lapse.\n\n"
    "This premium is eligible for the life insurance tax deduction (up to 100,000 THB per year).\n"
    "Pay by bank transfer, counter service, or the MTL Click app with reference 2045871392.\n"
    "Your agent: Ms. Sirirat Kanta, tel. 089-554-1023",
]

CAR_INSURANCE = [
    "ใบแจ้งเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "บริษัท วิริยะประกันภัย จำกัด (มหาชน) สาขาลำพูน",
    "วันที่ 20 พฤศจิกายน 2568",
    "เรียน คุณประเสริฐ ศรีวงศ์",
    "รถยนต์ ISUZU D-MAX กระบะตอนเดียว ทะเบียน บต 4521 ลำพูน",
    "กรมธรรม์เดิมเลขที่ 68-VR-0812244 จะสิ้นสุดความคุ้มครองวันที่ 20 มกราคม 2569",
]
CAR_INSURANCE_TABLE = [
    ("รายการ", "ปีที่แล้ว (2568)", "ปีนี้ (2569)"),
    ("ประเภทประกัน", "ชั้น 2+", "ชั้น 2+"),
    ("ทุนประกัน", "350,000", "320,000"),
    ("เบี้ยประกันรวม พ.ร.บ.", "9,850", "10,240"),
]
CAR_INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยก่อนวันที่ 15 มกราคม 2569 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ตัวแทน คุณสมศักดิ์ 086-223-7710",
]

SCHOOL_TOP = [
    "โรงเรียนดรุณศึกษาลำพูน",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ใบเตย ศรีวงศ์   ชั้น ป.5/2   เลขประจำตัว 64213",
    "เรียน ผู้ปกครอง",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "12,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าเรียนคอมพิวเตอร์และภาษาอังกฤษ (ครูต่างชาติ)", "1,450"),
    ("รวมทั้งสิ้น", "18,750"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชี ธ.กรุงไทย 512-6-04455-1 "
    "ชื่อบัญชี โรงเรียนดรุณศึกษาลำพูน แล้วส่งสลิปให้ครูประจำชั้นทาง LINE",
    "ชำระล่าช้าปรับวันละ 50 บาท",
    "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
]

HOME_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_MONTHS = {
    "ต.ค. 68": [
        ("กับข้าว ตลาด (Groceries)", 9850, "ตลาดแม่ทา + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 2655.40, "บิล ก.ย."),
        ("ค่าน้ำประปา (Water)", 310, ""),
        ("ค่าเน็ต AIS (Internet)", 747.93, ""),
        ("ผ่อนบ้าน ธอส. (Home loan)", 7200, ""),
        ("ค่าเทอมใบเตย เทอม 2 (School fees)", 18750, "โอน 28 ต.ค."),
        ("ค่ายาแม่อุ๊ย (Grandma's medicine)", 1280, "รพ.ลำพูน"),
        ("ทำบุญ (Merit)", 500, "ออกพรรษา"),
    ],
    "พ.ย. 68": [
        ("กับข้าว ตลาด (Groceries)", 11240, "มีญาติมาพัก"),
        ("ค่าไฟบ้าน (Electricity)", 2908.88, "บิล ต.ค."),
        ("ค่าน้ำประปา (Water)", 295, ""),
        ("ค่าเน็ต AIS (Internet)", 747.93, ""),
        ("ผ่อนบ้าน ธอส. (Home loan)", 7200, ""),
        ("ค่าขนมใบเตย (Baitoey's pocket money)", 1500, ""),
        ("ค่ายาแม่อุ๊ย (Grandma's medicine)", 950, ""),
        ("ซองงานบวชหลาน (Ordination gift)", 2000, "หลานชายพี่ประเสริฐ"),
    ],
}

FAMILY_CHAT = """[2/11/2568 19:30] ประเสริฐ: พรุ่งนี้ไปส่งใบเตยเปิดเทอมเองนะ เธอไปส่งถ่านร้านญี่ปุ่น
[2/11/2568 19:32] วนิดา: โอเค อย่าลืมเอาชุดพละไปด้วย
[6/11/2568 12:10] ใบเตย: แม่ ครูให้เอาเงินไปทัศนศึกษาเพิ่ม 350 บาทนะ ไปดอยอินทนนท์
[6/11/2568 12:40] วนิดา: ค่ากิจกรรมจ่ายไปแล้วไม่ใช่เหรอ เดี๋ยวแม่ถามครูก่อน
[14/11/2568 08:05] ประเสริฐ: แม่อุ๊ยนัดหมอ รพ.ลำพูน วันที่ 21 นะ 9 โมง
[14/11/2568 08:20] วนิดา: ได้ วันนั้นว่าง
[20/11/2568 17:45] ประเสริฐ: วิริยะส่งใบต่อประกันกระบะมาแล้ว แพงขึ้นนิดหน่อย
[20/11/2568 18:01] วนิดา: ไว้ต้นเดือนหน้าค่อยโอน
"""

ORDINATION_LIST = """# ของต้องซื้อ งานบวชน้องต้น (หลานพี่ประเสริฐ) 29-30 พ.ย.

- ไตรจีวร 1 ชุด (ฝากพี่สาวซื้อที่วัด)
- น้ำดื่ม 10 แพ็ค
- ดอกไม้ธูปเทียน
- ซองช่วยงาน
- ถ่านให้โรงครัว 3 กระสอบ (เอาจากร้าน ไม่ต้องซื้อ)
"""

WORKSPECT = {
    "todo.md": "- ส่งถ่านขาวร้านญี่ปุ่นรอบหน้า\n- โทรเรียกช่างแดงมาซ่อมเตา 2\n- จ่ายเบี้ยประกันชีวิตพี่ประเสริฐ\n"
               "- ทำแผนปีหน้าให้เสร็จก่อนปีใหม่\n- ถามครูเรื่องเงินทัศนศึกษาใบเตย\n",
}


def _money_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    """A year's book: monthly sales on one sheet, monthly expenses on another, each with a total row."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ปี {year} ถ่านไม้ลำไยแม่ทา (Monthly sales {year}, THB)"])
    sheet.append(list(SALES_HEAD))
    for month, row in zip(MONTHS, sales):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวม (Total)", *[sum(r[i] for r in sales) for i in range(3)], sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    exp = book.create_sheet("ค่าใช้จ่าย Expenses")
    exp.append([f"ค่าใช้จ่ายรายเดือน ปี {year} (Monthly expenses {year}, THB)"])
    exp.append(list(EXP_HEAD))
    for month, row in zip(MONTHS, expenses):
        exp.append([f"{month} {year[2:]}", *row, sum(row)])
    exp.append(["รวม (Total)", *[sum(r[i] for r in expenses) for i in range(4)], sum(sum(r) for r in expenses)])
    for column in range(2, 7):
        money_format(exp, column)
    book.save(path)


def _production(path: Path) -> None:
    """Kiln output for 2568 with the months across the top."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต Production"
    sheet.append(["ผลผลิตเตาเผาถ่าน ปี 2568 (Kiln production 2568)"])
    sheet.append(["รายการ (Item)", *MONTHS[:11]])
    for name, values in PROD_ROWS:
        sheet.append([name, *values])
    charcoal = [a + b for a, b in zip(PROD_ROWS[1][1], PROD_ROWS[3][1])]
    sheet.append(["รวมถ่านออก (Total charcoal, kg)", *charcoal])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    """The household's spending, one sheet per month, each with its total."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOME_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านถ่าน"
    quotes, suppliers, books, chats = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชี", shop / "แชทลูกค้า"
    home = docs / "บ้าน"
    bills, insurance, kid = home / "Bills", home / "ประกัน", home / "ลูก"
    for folder in (quotes, suppliers, books, chats, bills, insurance, kid):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_เจ๊หมวย_ร่าง.docx", MUAY_DRAFT_TOP, MUAY_DRAFT_TABLE, bottom=MUAY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เจ๊หมวย_ส่งจริง.docx", MUAY_FINAL_TOP, MUAY_FINAL_TABLE, bottom=MUAY_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ลุงเปี๊ยกหมูกระทะ.docx", PIAK_TOP, PIAK_TABLE, bottom=PIAK_BOTTOM)
    write_docx(quotes / "Quotation_Hanabi_Yakiniku.docx", HANABI_TOP, HANABI_TABLE, bottom=HANABI_BOTTOM)

    make_pdf(suppliers / "LannaPackaging_pricelist_2025.pdf", LANNA_2025)
    write_docx(suppliers / "ราคาถุง_ล้านนาแพ็คเกจจิ้ง_2567.docx", LANNA_2567_TOP, LANNA_2567_TABLE,
               bottom=LANNA_2567_BOTTOM)
    make_pdf(suppliers / "LannaPackaging_invoice_INV-25-0871.pdf", LANNA_INVOICE)
    write_docx(suppliers / "สัญญาซื้อไม้ลำไย_สวนลุงคำ.docx", WOOD_CONTRACT)
    make_pdf(suppliers / "CMU_charcoal_test_report.pdf", LAB_REPORT)

    _money_book(books / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXP_2568)
    _money_book(books / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXP_2567)
    _production(books / "ผลผลิตรายเดือน_2568.xlsx")

    write_texts(chats, {"แชทไลน์_เจ๊หมวย.txt": MUAY_CHAT, "LINE_Kenji_Hanabi.txt": KENJI_CHAT,
                        "email_Hanabi_order.txt": HANABI_EMAIL})
    write_slides(shop / "แผนปีหน้า_2569.pptx", PLAN_SLIDES)
    write_texts(shop, {"บันทึกเผาถ่าน_เตา2_พย68.md": KILN_LOG, "OTOP_fair_notes_Aug2025.md": OTOP_NOTES,
                       "สูตรน้ำส้มควันไม้_ใช้ในสวน.md": VINEGAR_NOTE})

    make_pdf(bills / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(bills / "AIS_Fibre_bill_Nov2025.pdf", AIS_BILL)
    make_pdf(bills / "GHB_home_loan_statement_2025.pdf", GHB_STATEMENT)
    make_pdf(insurance / "MuangThaiLife_premium_notice_2025.pdf", MTL_NOTICE)
    write_docx(insurance / "ต่อประกันรถกระบะ_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(kid / "ค่าเทอมน้องใบเตย_2-2568.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    _home_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"แชทไลน์_ครอบครัว.txt": FAMILY_CHAT, "ของต้องซื้อ_งานบวชหลาน.md": ORDINATION_LIST})
    return docs


def seed_workspect(workspect: Path) -> None:
    """The owner's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
