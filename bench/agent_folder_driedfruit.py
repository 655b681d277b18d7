"""The driedfruit folder: the papers of a Rayong dried-fruit and snack maker and her household, written by code.

The owner is นางวันเพ็ญ ศรีสุข (พี่เพ็ญ). She runs "เพ็ญผลไม้อบแห้ง" (Pen Dried Fruit), a small OTOP workshop at
88/7 หมู่ 4 ต.ทางเกวียน อ.แกลง จ.ระยอง: durian chips (ทุเรียนทอดกรอบ), dried mango (มะม่วงอบแห้ง) and jackfruit
chips (ขนุนอบกรอบ), sold at her shop and online, to a souvenir-shop chain, through agents and fairs, and from
December to a buyer in Singapore. Her husband ประวิทย์ (พี่วิทย์) drives and keeps the machines going, her
daughter มายด์ (ด.ญ.ณิชาภัทร) is in ม.2, her father พ่อบุญมา lives with them. It is November 2568 (2025).

Documents/เพ็ญผลไม้อบแห้ง/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ระยองของฝาก_ร่าง.docx: draft quote QT-6810-07 to บริษัท ระยองของฝาก เซ็นเตอร์ จำกัด
  (คุณกิ่งแก้ว), a monthly order of three snacks, 48,540 a month (durian chips 300 bags at 95).
- ใบเสนอราคา/ใบเสนอราคา_ระยองของฝาก_ฉบับจริง.docx: the final of the same quote, 46,820 a month (durian chips
  250 bags at 98, dried mango 240 bags at 72).
- Suppliers/EasternPack_quotation_pouch_Nov2025.pdf: English quotation, 10,000 printed stand-up zip pouches,
  2.35 each, plate 3,500, total with VAT 28,890.00, lead time 18 days.
- Suppliers/SiamFlex_quotation_pouch_Nov2025.pdf: a similar quotation from another firm, 2.18 each, plate 4,800,
  delivery 600, total with VAT 29,104.00, lead time 25 days.
- Suppliers/ChanthaburiFruitHub_pricelist_2025.pdf: English raw-fruit price list of Chanthaburi Fruit Hub Co., Ltd.
  for 2025 (Monthong durian grade A 92 THB/kg).
- Suppliers/ราคาวัตถุดิบ_จันทบุรีฟรุ๊ตฮับ_2567.docx: last year's list of the same firm, in Thai
  (บริษัท จันทบุรี ฟรุ๊ต ฮับ จำกัด; หมอนทองดิบ เกรด A 85 บาท/กก.).
- Suppliers/ChanthaburiFruitHub_invoice_CFH-2510-044.pdf: an October invoice, 58,400.00, due 8 Nov 2025.
- ส่งออก/LionCitySnacks_PO_LCS-PO-25-118.pdf: English purchase order from Lion City Snacks Pte. Ltd. (Singapore),
  1,200 bags durian chips + 2,000 bags dried mango, 350,000.00 THB, deposit 105,000.00, ship by 12 Dec 2025.
- ส่งออก/email_LionCitySnacks_change_order.txt: the buyer's email: durian chips up to 1,500 bags, new total
  393,500.00, shipment moved to 19 Dec 2025.
- ส่งออก/สรุปออเดอร์ส่งออก_ไลอ้อนซิตี้.md: her Thai notes on the same order (deposit 105,000 received 6 พ.ย. 2568,
  raw durian needed, shipping agent).
- บัญชี/ยอดขายเพ็ญผลไม้_2568.xlsx: this year's book, three sheets (sales by channel by month; expenses by month;
  raw fruit bought in kg), ม.ค.–ต.ค. 2568.
- บัญชี/ยอดขายเพ็ญผลไม้_2567.xlsx: last year's book, same layout, ม.ค.–ธ.ค. 2567.
- บัญชี/เงินเดือนพนักงาน_ต.ค.68.md: October wages of four workers, 37,200 in all.
- เอกสาร/SiamEasternBank_SME_loan_letter.pdf: the bank's English letter approving a 450,000 loan for a vacuum
  fryer (5.75%, 60 months, 8,650 a month, first instalment 25 Nov 2025).
- เอกสาร/หนังสือยืนยันบูธ_งานOTOPระยอง.docx: the provincial community-development office confirms booth B-17 at the
  OTOP fair, 5–14 ธันวาคม 2568, booth fee 3,000 due 20 พฤศจิกายน 2568.
- แผนปี2569_เพ็ญผลไม้อบแห้ง.pptx: slides, the plan for next year (3,600,000 target, vacuum fryer, OTOP 5 stars).
- แชท/แชทไลน์_คุณกิ่งแก้ว_ระยองของฝาก.txt: LINE chat with the souvenir chain; December durian chips 400 bags
  (61,520), then cut to 350 bags, settled at 56,620.
- แชท/แชทไลน์_เจ๊หงษ์_ทุเรียนดิบ.txt: LINE chat with a durian orchard; 500 kg at 88, then 85, then 600 kg (51,000).
- สูตรน้ำเชื่อมมะม่วงอบ.md: her syrup recipe for dried mango.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_Oct2025.pdf, Bills/PWA_water_Oct2025.pdf, Bills/EastNet_fibre_Oct2025.pdf: English bills
  (2,356.78; 412.35; 747.93).
- ประกัน/SukjaiLife_premium_notice_2025.pdf: English renewal notice of her health policy, 24,860 (last year
  22,340), due 15 Dec 2025; the family chat calls the firm ประกันสุขใจ.
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1_2568.docx and ค่าเทอม_มายด์_เทอม2_2568.docx: school fee notices (24,550; 25,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค.68, ก.ย.68, ต.ค.68).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group (car service estimated 4,200, paid 3,780 in the end).
- งานบวชหลานโอ๊ต.md: notes for a nephew's ordination.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the souvenir chain
SHOP_TOP = "เพ็ญผลไม้อบแห้ง (Pen Dried Fruit) 88/7 หมู่ 4 ต.ทางเกวียน อ.แกลง จ.ระยอง 21110 โทร 081-762-4419"
QUOTE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6810-07",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณกิ่งแก้ว ฝ่ายจัดซื้อ บริษัท ระยองของฝาก เซ็นเตอร์ จำกัด",
    "เรื่อง สินค้าผลไม้อบแห้งส่งประจำทุกเดือน (ส่ง 2 รอบต่อเดือน)",
]
QUOTE_DRAFT_TABLE = [
    ("สินค้า", "จำนวนต่อเดือน", "ราคาต่อถุง", "รวม (บาท)"),
    ("ทุเรียนทอดกรอบ 100 ก.", "300 ถุง", "95", "28,500"),
    ("มะม่วงอบแห้ง 200 ก.", "200 ถุง", "75", "15,000"),
    ("ขนุนอบกรอบ 80 ก.", "120 ถุง", "42", "5,040"),
    ("รวมต่อเดือน", "620 ถุง", "", "48,540"),
]
QUOTE_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 48,540 บาท (สี่หมื่นแปดพันห้าร้อยสี่สิบบาทถ้วน) ส่งฟรีทุกสาขาในระยอง",
                      "ร่าง ยังไม่ส่ง รอดูราคาทุเรียนดิบจากจันทบุรีฟรุ๊ตฮับก่อน"]
QUOTE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6810-07 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณกิ่งแก้ว ฝ่ายจัดซื้อ บริษัท ระยองของฝาก เซ็นเตอร์ จำกัด",
    "เรื่อง สินค้าผลไม้อบแห้งส่งประจำทุกเดือน (ส่ง 2 รอบต่อเดือน) เริ่มส่ง 20 ตุลาคม 2568",
]
QUOTE_FINAL_TABLE = [
    ("สินค้า", "จำนวนต่อเดือน", "ราคาต่อถุง", "รวม (บาท)"),
    ("ทุเรียนทอดกรอบ 100 ก.", "250 ถุง", "98", "24,500"),
    ("มะม่วงอบแห้ง 200 ก.", "240 ถุง", "72", "17,280"),
    ("ขนุนอบกรอบ 80 ก.", "120 ถุง", "42", "5,040"),
    ("รวมต่อเดือน", "610 ถุง", "", "46,820"),
]
QUOTE_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 46,820 บาท (สี่หมื่นหกพันแปดร้อยยี่สิบบาทถ้วน) ส่งฟรีทุกสาขาในระยอง",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "สินค้ามีเลข อย. และตรา OTOP 4 ดาว อายุสินค้า 6 เดือน",
    "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier papers
EASTERNPACK_QUOTE = [
    "EASTERN PACK INDUSTRY CO., LTD.\n"
    "215 Moo 2, Sukhumvit Road, Ban Chang, Rayong 21130   Tel. 038-602-118\n"
    "QUOTATION No. EPI-QT-25-0412          Date: 4 Nov 2025\n"
    "To: Pen Dried Fruit (Mrs. Wanpen Srisuk), Klaeng, Rayong\n"
    "\n"
    "Stand-up zip pouch with window, kraft/PET/PE, 14 x 20 cm, printed 4 colours\n"
    "Quantity 10,000 pcs x 2.35 THB ............ 23,500.00\n"
    "Printing plate set (one-time) ............. 3,500.00\n"
    "Delivery to Klaeng ......................... free\n"
    "Subtotal .................................. 27,000.00\n"
    "VAT 7% .................................... 1,890.00\n"
    "TOTAL ..................................... 28,890.00 THB\n"
    "\n"
    "Lead time: 18 days after artwork approval. 50% deposit with order.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakorn 089-441-2076",
]
SIAMFLEX_QUOTE = [
    "SIAM FLEX PACKAGING LTD.\n"
    "Bang Pu Industrial Estate, Soi 6, Samut Prakan 10280\n"
    "QUOTATION Ref. SFP-2511-087          Date: 7 Nov 2025\n"
    "Customer: Pen Dried Fruit, Thang Kwian, Klaeng, Rayong\n"
    "\n"
    "Item: stand-up zipper pouch with clear window, kraft/PET/PE, 14 x 20 cm, 4-colour print\n"
    "10,000 pcs @ 2.18 THB ...................... 21,800.00\n"
    "Cylinder / plate charge .................... 4,800.00\n"
    "Delivery to Rayong ......................... 600.00\n"
    "Subtotal ................................... 27,200.00\n"
    "VAT 7% ..................................... 1,904.00\n"
    "GRAND TOTAL ................................ 29,104.00 THB\n"
    "\n"
    "Lead time: 25 days. Payment: 30% deposit, balance before delivery.\n"
    "Price valid until 7 Dec 2025.\n"
    "Contact: Ms. Pimchanok, sales@siamflexpack.co.th",
]
CFH_PRICES_2025 = [
    "CHANTHABURI FRUIT HUB CO., LTD.\n"
    "99/1 Moo 5, Tha Chang, Mueang Chanthaburi 22000   Tel. 039-311-570\n"
    "RAW FRUIT PRICE LIST FOR PROCESSORS 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, delivered Rayong.\n"
    "\n"
    "Monthong durian, unripe, grade A (for chips) ...... 92 THB/kg\n"
    "Chanee durian, unripe ............................. 78 THB/kg\n"
    "Nam Dok Mai mango, raw (for drying) ............... 32 THB/kg\n"
    "Kaew mango, raw ................................... 24 THB/kg\n"
    "Jackfruit Thong Prasert, flesh only ............... 35 THB/kg\n"
    "\n"
    "Minimum order 300 kg per delivery. Delivery Tuesday and Saturday.\n"
    "Payment: 30 days credit for registered OTOP producers.\n"
    "Contact: Khun Somkiat Boonrod, order@cfruithub.co.th",
]
CFH_PRICES_2567 = ["บริษัท จันทบุรี ฟรุ๊ต ฮับ จำกัด", "ใบราคาผลไม้ดิบสำหรับโรงงานแปรรูป ปี 2567 (มกราคม – ธันวาคม 2567)",
                   "ราคาต่อกิโลกรัม ส่งถึงระยอง"]
CFH_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ทุเรียนหมอนทองดิบ เกรด A (สำหรับทอด)", "85 บาท/กก."),
    ("ทุเรียนชะนีดิบ", "72 บาท/กก."),
    ("มะม่วงน้ำดอกไม้ดิบ (สำหรับอบ)", "28 บาท/กก."),
    ("มะม่วงแก้วดิบ", "22 บาท/กก."),
    ("ขนุนทองประเสริฐ (เฉพาะเนื้อ)", "30 บาท/กก."),
]
CFH_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 200 กก. ต่อเที่ยว ส่งทุกวันเสาร์",
                          "เครดิต 30 วัน สำหรับผู้ผลิต OTOP ที่ลงทะเบียน", "ติดต่อ คุณสมเกียรติ บุญรอด"]
CFH_INVOICE = [
    "CHANTHABURI FRUIT HUB CO., LTD.\n"
    "INVOICE No. CFH-2510-044\n"
    "Invoice date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Bill to: Pen Dried Fruit (Mrs. Wanpen Srisuk), 88/7 Moo 4, Thang Kwian, Klaeng, Rayong 21110\n"
    "\n"
    "Item                                   Qty      Price    Amount\n"
    "Monthong durian, unripe, grade A       350 kg   92.00    32,200.00\n"
    "Nam Dok Mai mango, raw                 600 kg   32.00    19,200.00\n"
    "Jackfruit Thong Prasert, flesh         200 kg   35.00     7,000.00\n"
    "\n"
    "TOTAL AMOUNT DUE: 58,400.00 THB\n"
    "Please transfer to Bangkok Bank, Chanthaburi branch, a/c 512-7-30418-2\n"
    "(Chanthaburi Fruit Hub Co., Ltd.) and send the slip by LINE.",
]

# ---------------------------------------------------------------- export order
LCS_PO = [
    "LION CITY SNACKS PTE. LTD.\n"
    "21 Toh Guan Road East, #04-12, Singapore 608609\n"
    "PURCHASE ORDER No. LCS-PO-25-118          Date: 3 Nov 2025\n"
    "Supplier: Pen Dried Fruit (Mrs. Wanpen Srisuk), Klaeng, Rayong, Thailand\n"
    "\n"
    "Item                               Qty          Unit price (THB)   Amount (THB)\n"
    "Durian chips 100 g, retail bag     1,200 bags   145.00             174,000.00\n"
    "Dried mango 200 g, retail bag      2,000 bags    88.00             176,000.00\n"
    "TOTAL                                                              350,000.00\n"
    "\n"
    "Terms: FOB Laem Chabang. Deposit 30% = 105,000.00 THB on acceptance of this PO,\n"
    "balance within 30 days after Bill of Lading.\n"
    "Ship by: 12 Dec 2025.\n"
    "Labels: English, with ingredients, net weight, best-before date and Thai FDA number.\n"
    "Buyer contact: Mr. Daniel Tan, purchasing@lioncitysnacks.sg",
]
LCS_EMAIL = """From: Daniel Tan <purchasing@lioncitysnacks.sg>
To: pendriedfruit.rayong@gmail.com
Date: Mon, 17 Nov 2025 14:22
Subject: RE: PO LCS-PO-25-118 - change of quantity and shipment date

Dear Khun Wanpen,

Thank you for the samples, our stores liked the durian chips very much. We would like to change PO LCS-PO-25-118:

1. Durian chips 100 g: 1,500 bags instead of 1,200 bags (same price, 145.00 THB per bag).
2. Dried mango 200 g: no change, 2,000 bags.
3. New PO total: 393,500.00 THB. The deposit you received (105,000.00 THB) stays as it is; the balance is
   now 288,500.00 THB, within 30 days after Bill of Lading.
4. Shipment: please ship on 19 Dec 2025 instead of 12 Dec 2025. Our forwarder has space on that vessel.

Please confirm by reply. A revised PO will follow.

Best regards,
Daniel Tan
Purchasing, Lion City Snacks Pte. Ltd.
"""
LCS_NOTES = """# ออเดอร์ส่งออกสิงคโปร์ — ไลอ้อนซิตี้สแน็คส์ (Lion City Snacks)

ออเดอร์ส่งออกครั้งแรกของร้าน! ลูกค้า คุณแดเนียล ตัน ฝ่ายจัดซื้อ

- PO เลขที่ LCS-PO-25-118 ลงวันที่ 3 พ.ย. 2568
- ทุเรียนทอดกรอบ 100 ก. 1,200 ถุง ถุงละ 145 บาท
- มะม่วงอบแห้ง 200 ก. 2,000 ถุง ถุงละ 88 บาท
- ได้รับมัดจำ 30% แล้ว 105,000 บาท เมื่อวันที่ 6 พ.ย. 2568 เข้าบัญชีธนาคารสยามตะวันออก สาขาแกลง
- ส่งของที่ท่าเรือแหลมฉบัง ใช้ชิปปิ้ง บริษัท แหลมฉบัง โลจิสติกส์ จำกัด ค่าบริการเหมา 18,500 บาท

## ต้องเตรียม
- ทุเรียนดิบ: 1 ถุงใช้เนื้อทุเรียนดิบประมาณ 0.35 กก. → 1,200 ถุง ใช้ราว 420 กก.
- ฉลากภาษาอังกฤษ + วันหมดอายุ ให้ร้านพิมพ์ทำ
- ใบรับรองแหล่งกำเนิดสินค้า (Form D) ให้ชิปปิ้งทำให้

## อัปเดต 17 พ.ย.
ลูกค้าอีเมลมาขอเพิ่มทุเรียนกรอบ ต้องเช็กอีเมลอีกที แล้วสั่งทุเรียนดิบเพิ่มจากเจ๊หงษ์
"""

# ---------------------------------------------------------------- bank letter, OTOP letter
BANK_LETTER = [
    "SIAM EASTERN BANK PUBLIC COMPANY LIMITED\n"
    "Klaeng Branch, 45 Sukhumvit Road, Thang Kwian, Klaeng, Rayong 21110\n"
    "22 October 2025\n"
    "Ref: SEB-KLG-SME-2568/0193\n"
    "\n"
    "Mrs. Wanpen Srisuk\n"
    "Pen Dried Fruit, 88/7 Moo 4, Thang Kwian, Klaeng, Rayong 21110\n"
    "\n"
    "Subject: Approval of SME term loan\n"
    "We are pleased to inform you that your application for an SME term loan has been approved as follows.\n"
    "Purpose: purchase of a vacuum fryer (model VF-30, 30 kg per batch)\n"
    "Loan amount: 450,000 THB\n"
    "Interest rate: 5.75% per year, fixed for the first 3 years, then MLR - 1.00%\n"
    "Term: 60 months\n"
    "Monthly instalment: 8,650 THB, debited from current account 401-2-77315-6\n"
    "First instalment: 25 Nov 2025\n"
    "Front-end fee: 2,250 THB (0.5%)\n"
    "Collateral: the machine, and a personal guarantee by Mr. Prawit Srisuk\n"
    "\n"
    "Please sign the loan agreement at the branch by 31 Oct 2025.\n"
    "Your relationship manager is Khun Natthaya (038-671-204).\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]
OTOP_LETTER = [
    "สำนักงานพัฒนาชุมชนจังหวัดระยอง",
    "ที่ รย 0019.1/2475",
    "30 ตุลาคม 2568",
    "เรื่อง ยืนยันการเข้าร่วมจำหน่ายสินค้าในงาน \"OTOP ระยอง ของดีเมืองตะวันออก 2568\"",
    "เรียน นางวันเพ็ญ ศรีสุข (เพ็ญผลไม้อบแห้ง)",
    "ตามที่ท่านได้สมัครเข้าร่วมจำหน่ายสินค้าในงาน OTOP ระยอง ของดีเมืองตะวันออก 2568 ซึ่งจะจัดระหว่างวันที่ "
    "5–14 ธันวาคม 2568 ณ ลานกิจกรรมสวนศรีเมือง อำเภอเมืองระยอง นั้น",
    "สำนักงานฯ ขอแจ้งว่าท่านได้รับการจัดสรรบูธเลขที่ B-17 (โซนอาหารแปรรูป) ขนาด 3 x 3 เมตร",
    "ค่าบูธตลอดงาน 3,000 บาท (รวมค่าไฟฟ้า โต๊ะ 1 ตัว เก้าอี้ 2 ตัว) กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568 "
    "ที่กลุ่มงานส่งเสริมและพัฒนาเศรษฐกิจชุมชน หรือโอนเข้าบัญชีตามเอกสารแนบ",
    "เข้าตกแต่งบูธได้วันที่ 4 ธันวาคม 2568 ตั้งแต่เวลา 13.00 น. งานเปิดทุกวันเวลา 10.00–21.00 น.",
    "ขอให้นำใบรับรองผลิตภัณฑ์ OTOP และเลข อย. ของสินค้าทุกรายการมาแสดงที่บูธ",
    "ขอแสดงความนับถือ",
    "นางสาวอรอุมา แสงทอง นักวิชาการพัฒนาชุมชนชำนาญการ",
]

# ---------------------------------------------------------------- books
SHOP_2568 = [62400, 58300, 71200, 84500, 96800, 88300, 79600, 74200, 69800, 81500]
SOUVENIR_2568 = [38500, 35200, 41800, 52600, 58900, 49700, 44300, 42100, 40600, 46820]
AGENTS_2568 = [12800, 9600, 15400, 21300, 18700, 11200, 9800, 13600, 24500, 16900]
RAW_2568 = [41200, 38600, 46900, 58300, 63700, 55100, 49800, 47600, 49300, 58400]
PACK_2568 = [8600, 7900, 9400, 11800, 12600, 10900, 9700, 9200, 9900, 10800]
WAGES_2568 = [33600, 33600, 35200, 36800, 37200, 36000, 35200, 35200, 36000, 37200]
POWER_2568 = [6900, 6600, 7400, 8700, 9300, 8400, 7800, 7600, 7900, 8800]
KG_2568 = {"durian": [180, 160, 240, 330, 360, 300, 260, 250, 270, 350],
           "mango": [520, 480, 610, 820, 850, 640, 560, 540, 560, 600],
           "jackfruit": [140, 130, 150, 180, 190, 170, 160, 160, 170, 200]}
SHOP_2567 = [51800, 49600, 60300, 72900, 83400, 75100, 68200, 63900, 60100, 70400, 78600, 104300]
SOUVENIR_2567 = [31200, 29800, 35600, 44100, 49800, 42300, 37600, 35900, 34200, 39700, 45800, 68900]
AGENTS_2567 = [10400, 8900, 12700, 17800, 15600, 9300, 8100, 11200, 19800, 14300, 16500, 38700]
RAW_2567 = [34800, 32900, 40100, 49600, 55200, 47300, 42100, 40800, 41600, 45900, 51800, 78400]
PACK_2567 = [7300, 6900, 8200, 10100, 11000, 9400, 8300, 8000, 8300, 9100, 10200, 15600]
WAGES_2567 = [30400, 30400, 32000, 33600, 33600, 32800, 32000, 32000, 32800, 33600, 33600, 36800]
POWER_2567 = [6100, 5900, 6700, 7800, 8400, 7500, 6900, 6700, 6900, 7400, 8100, 11200]
KG_2567 = {"durian": [150, 140, 210, 290, 330, 270, 230, 220, 230, 260, 300, 480],
           "mango": [450, 420, 540, 720, 780, 590, 500, 480, 500, 560, 640, 960],
           "jackfruit": [120, 110, 130, 160, 170, 150, 140, 140, 150, 160, 180, 260]}


def month_totals(year: str) -> list[int]:
    rows = (SHOP_2568, SOUVENIR_2568, AGENTS_2568) if year == "2568" else (SHOP_2567, SOUVENIR_2567, AGENTS_2567)
    return [a + b + c for a, b, c in zip(*rows)]


def _book(path: Path, year: str, shop, souvenir, agents, raw, pack, wages, power, kg) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายเพ็ญผลไม้อบแห้ง ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "หน้าร้าน/ออนไลน์ (Shop & online)", "ร้านของฝาก (Souvenir shops)",
                  "ตัวแทน/งานแฟร์ (Agents & fairs)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, shop, souvenir, agents):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(shop), sum(souvenir), sum(agents),
                  sum(shop) + sum(souvenir) + sum(agents)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายการผลิต ปี {year} (Production costs {year}, THB)"])
    costs.append(["เดือน (Month)", "วัตถุดิบผลไม้ (Raw fruit)", "บรรจุภัณฑ์ (Packaging)", "ค่าแรง (Wages)",
                  "ค่าไฟ/แก๊ส (Power & gas)", "รวม (Total)"])
    for month, a, b, c, d in zip(MONTHS, raw, pack, wages, power):
        costs.append([f"{month} {year}", a, b, c, d, a + b + c + d])
    costs.append(["รวมทั้งปี (Year total)", sum(raw), sum(pack), sum(wages), sum(power),
                  sum(raw) + sum(pack) + sum(wages) + sum(power)])
    for column in range(2, 7):
        money_format(costs, column)
    fruit = book.create_sheet("วัตถุดิบ Raw (kg)")
    fruit.append([f"ผลไม้ดิบที่ซื้อ ปี {year} (Raw fruit bought, kg)"])
    fruit.append(["เดือน (Month)", "ทุเรียนดิบ (Durian, kg)", "มะม่วงดิบ (Mango, kg)", "ขนุน (Jackfruit, kg)"])
    for month, a, b, c in zip(MONTHS, kg["durian"], kg["mango"], kg["jackfruit"]):
        fruit.append([f"{month} {year}", a, b, c])
    for column in range(2, 5):
        money_format(fruit, column)
    book.save(path)


WAGES_NOTE = """# เงินเดือนพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าสมร | ปอก/หั่นผลไม้ | 380 บาท | 26 วัน | 9,880 บาท |
| พี่น้อย | ทอด/อบ | 420 บาท | 26 วัน | 10,920 บาท |
| น้องฝน | บรรจุ/ติดฉลาก | 350 บาท | 24 วัน | 8,400 บาท |
| ลุงเชิด | ขับรถส่งของ | 400 บาท | 20 วัน | 8,000 บาท |

รวมจ่ายค่าแรง ต.ค. 37,200 บาท จ่ายแล้ว 31 ต.ค. 2568
พ.ย. ต้องจ้างคนช่วยเพิ่มช่วงออเดอร์สิงคโปร์กับงาน OTOP
"""

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals("2568"))
    return [
        ("แผนเพ็ญผลไม้อบแห้ง ปี 2569", "Pen Dried Fruit - plan for 2026\nวันเพ็ญ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: ระยองของฝาก เซ็นเตอร์ (ส่งประจำ), Lion City Snacks สิงคโปร์ (ส่งออกครั้งแรก)\n"
                         "ปัญหา: ทุเรียนดิบแพงขึ้น, เครื่องทอดเก่าทอดได้ครั้งละ 8 กก."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 3,600,000 บาท\nส่งออกสิงคโปร์ 4 ตู้/ล็อต ต่อปี\n"
                            "ยกระดับเป็น OTOP 5 ดาว"),
        ("เครื่องทอดสุญญากาศ", "เครื่อง VF-30 ทอดได้ครั้งละ 30 กก. ราคา 520,000 บาท\n"
                               "เงินกู้ธนาคารสยามตะวันออก 450,000 บาท + เงินร้าน 70,000 บาท\nติดตั้งเดือนมกราคม 2569"),
        ("สินค้าใหม่", "ขนุนอบกรอบรสต้มยำ 80 ก. ราคา 45 บาท\nมะม่วงอบแห้งไม่เติมน้ำตาล สำหรับลูกค้าสุขภาพ"),
        ("บรรจุภัณฑ์", "เปลี่ยนเป็นถุงซิปมีหน้าต่าง พิมพ์ 4 สี สั่งครั้งละ 10,000 ใบ\n"
                       "เทียบใบเสนอราคา Eastern Pack กับ Siam Flex"),
    ]


# ---------------------------------------------------------------- household
FEE_SCHOOL = "โรงเรียนแสงธรรมวิทยา อ.แกลง จ.ระยอง"


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = [FEE_SCHOOL, f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภัทร ศรีสุข  ชั้น ม.2/3  เลขประจำตัว 10382"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-55810-4",
              "หากชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "4,500"),
                           ("ค่าหนังสือและแบบเรียน", "3,250")], "24,550", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "4,500"),
                           ("ค่ากิจกรรมและค่ายวิทยาศาสตร์", "2,200"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,900")],
                "25,400", "14 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Klaeng District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wanpen Srisuk\n"
    "Address: 14/3 Moo 1, Thang Kwian, Klaeng, Rayong 21110\n"
    "Customer no. 021004736615\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,882 -> 32,350   Units used: 468 kWh\n"
    "Energy charge 2,110.84  Ft 39.31  Service 52.45  VAT 7% 154.18\n"
    "AMOUNT DUE: 2,356.78 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Klaeng Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Wanpen Srisuk     Account no. 5521-0098-41\n"
    "Address: 14/3 Moo 1, Thang Kwian, Klaeng, Rayong\n"
    "Meter: 1,204 -> 1,231   Water used: 27 cubic metres\n"
    "Water charge 367.37   Service 18.00   VAT 7% 26.98\n"
    "TOTAL 412.35 THB\n"
    "Due date: 10 Nov 2025. Pay via PWA 1662 app or counter service.",
]
EASTNET_BILL = [
    "EASTNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Wanpen Srisuk    Account: EN-7730-1184\n"
    "Package: Home Fibre 1000/500 Mbps            699.00\n"
    "VAT 7%                                        48.93\n"
    "TOTAL                                        747.93 THB\n"
    "Due date: 28 Oct 2025. Set up auto-debit and get 50 THB off next month.",
]
INSURANCE_NOTICE = [
    "SUKJAI LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Rayong Service Centre, Sukhumvit Road, Mueang Rayong\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mrs. Wanpen Srisuk,\n"
    "Policy no. SJL-HP-6604-0087, plan Sukjai Health Plus (in-patient cover 2,000,000 THB per year)\n"
    "Insured: Mrs. Wanpen Srisuk, age 46\n"
    "\n"
    "Policy year: 16 Dec 2025 - 15 Dec 2026\n"
    "Annual premium: 24,860 THB (last year 22,340 THB; the premium rises with the age band 46-50)\n"
    "Please pay by 15 Dec 2025. Grace period: 31 days; claims during the grace period are paid\n"
    "only after the premium is received.\n"
    "Pay by bank transfer, at any Siam Eastern Bank branch, or through your agent, Khun Jintana (086-902-3318).\n"
    "Premiums are tax deductible up to 25,000 THB per year.\n"
    "\n"
    "Customer Service Department",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค.68": [("ค่าไฟ (Electricity)", 2218.40, "PEA"), ("ค่าน้ำประปา (Water)", 398.60, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 747.93, "EastNet"), ("ค่ากับข้าว (Food)", 10800, ""),
               ("ค่าน้ำมันรถ (Petrol)", 3900, ""), ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวด 31/60"),
               ("ค่ายาพ่อ (Dad's medicine)", 1640, "รพ.แกลง"), ("ค่ารถโรงเรียนมายด์ (School van)", 1800, "")],
    "ก.ย.68": [("ค่าไฟ (Electricity)", 2405.15, "PEA"), ("ค่าน้ำประปา (Water)", 421.20, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 747.93, "EastNet"), ("ค่ากับข้าว (Food)", 11350, ""),
               ("ค่าน้ำมันรถ (Petrol)", 4120, ""), ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวด 32/60"),
               ("ค่ายาพ่อ (Dad's medicine)", 1640, "รพ.แกลง"), ("ค่ารถโรงเรียนมายด์ (School van)", 1800, ""),
               ("ค่าแว่นมายด์ (Glasses)", 2900, "")],
    "ต.ค.68": [("ค่าไฟ (Electricity)", 2356.78, "PEA"), ("ค่าน้ำประปา (Water)", 412.35, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 747.93, "EastNet"), ("ค่ากับข้าว (Food)", 11200, ""),
               ("ค่าน้ำมันรถ (Petrol)", 3650, ""), ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวด 33/60"),
               ("ค่าเข้าศูนย์รถ (Car service)", 3780, "ระยะ 60,000 กม."),
               ("ค่ายาพ่อ (Dad's medicine)", 1640, "รพ.แกลง"), ("ค่ารถโรงเรียนมายด์ (School van)", 1800, "")],
}


def house_total(month: str) -> float:
    return round(sum(row[1] for row in HOUSE_2568[month]), 2)


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านศรีสุข {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", house_total(title), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "เพ็ญผลไม้อบแห้ง/ส่งออก/email_LionCitySnacks_change_order.txt": LCS_EMAIL,
    "เพ็ญผลไม้อบแห้ง/ส่งออก/สรุปออเดอร์ส่งออก_ไลอ้อนซิตี้.md": LCS_NOTES,
    "เพ็ญผลไม้อบแห้ง/บัญชี/เงินเดือนพนักงาน_ต.ค.68.md": WAGES_NOTE,
    "เพ็ญผลไม้อบแห้ง/แชท/แชทไลน์_คุณกิ่งแก้ว_ระยองของฝาก.txt": """[13 ต.ค. 68 16:20] เพ็ญ: คุณกิ่งคะ ส่งใบเสนอราคาฉบับแก้ไขให้แล้วนะคะ ทุเรียนกรอบ 250 ถุง ถุงละ 98 รวมทั้งหมดเดือนละ 46,820 บาทค่ะ
[14 ต.ค. 68 09:05] กิ่งแก้ว ระยองของฝาก: ผู้บริหารโอเคแล้วค่ะพี่เพ็ญ เริ่มส่งล็อตแรก 20 ต.ค. ได้เลยค่ะ
[14 ต.ค. 68 09:07] เพ็ญ: ขอบคุณค่ะ ล็อตแรกส่งที่สาขาบ้านเพก่อนนะคะ
[2 พ.ย. 68 11:40] กิ่งแก้ว ระยองของฝาก: พี่คะ มะม่วงอบล็อตที่แล้วลูกค้าชมเยอะมากค่ะ ขายหมดก่อนสิ้นเดือน
[18 พ.ย. 68 10:12] กิ่งแก้ว ระยองของฝาก: พี่คะ เดือน ธ.ค. ช่วงปีใหม่ ขอทุเรียนกรอบเพิ่มเป็น 400 ถุงได้ไหมคะ ที่เหลือเท่าเดิม
[18 พ.ย. 68 10:30] เพ็ญ: ได้ค่ะ งั้นยอด ธ.ค. 61,520 บาทนะคะ
[18 พ.ย. 68 15:48] กิ่งแก้ว ระยองของฝาก: ขอโทษค่ะพี่ ฝ่ายบัญชีให้ลดลงหน่อย ขอทุเรียนกรอบ 350 ถุงพอค่ะ
[18 พ.ย. 68 16:02] เพ็ญ: ได้ค่ะ แก้เป็น 350 ถุง ยอด ธ.ค. 56,620 บาทค่ะ ส่ง 2 รอบ 5 ธ.ค. กับ 19 ธ.ค.
[18 พ.ย. 68 16:05] กิ่งแก้ว ระยองของฝาก: โอเคค่ะ 56,620 ตามนี้ค่ะ
""",
    "เพ็ญผลไม้อบแห้ง/แชท/แชทไลน์_เจ๊หงษ์_ทุเรียนดิบ.txt": """วันพุธ 12 พ.ย. 2568
[07:10] เจ๊หงษ์ สวนทุเรียน: เพ็ญ หมอนทองดิบรุ่นหลังตัดได้วันที่ 22 นะ โลละ 88 จะเอากี่โล
[07:32] เพ็ญ: เอา 500 โลค่ะเจ๊ ทำของส่งสิงคโปร์
[07:40] เจ๊หงษ์ สวนทุเรียน: เอาเยอะขนาดนั้น เจ๊ให้โลละ 85 ละกัน
[07:41] เพ็ญ: ขอบคุณค่ะเจ๊ 500 โล 42,500 นะคะ
วันจันทร์ 17 พ.ย. 2568
[18:55] เพ็ญ: เจ๊คะ ลูกค้าสิงคโปร์เพิ่มออเดอร์ ขอเพิ่มเป็น 600 โลได้ไหมคะ
[19:20] เจ๊หงษ์ สวนทุเรียน: ได้ ราคาเดิม 85 รวม 51,000 ส่งวันที่ 22 เหมือนเดิม
[19:22] เพ็ญ: ตามนั้นค่ะ จ่ายสดวันรับของนะคะ
""",
    "เพ็ญผลไม้อบแห้ง/สูตรน้ำเชื่อมมะม่วงอบ.md": """# น้ำเชื่อมแช่มะม่วงก่อนอบ (สูตรร้าน)
- น้ำตาลทราย 3 กก. ต่อน้ำ 5 ลิตร
- เกลือ 1 ช้อนโต๊ะ
- กรดมะนาว 20 กรัม (กันดำ)
แช่มะม่วงหั่นชิ้น 1 คืน แล้วอบ 60 องศา 10-12 ชั่วโมง
มะม่วงดิบ 5 กก. ได้มะม่วงอบประมาณ 1 กก.
""",
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[2 ต.ค. 68 19:20] พี่วิทย์: รถเก๋งถึงระยะ 60,000 โลแล้ว ต้องเข้าศูนย์ เค้าประเมินไว้ประมาณ 4,200
[2 ต.ค. 68 19:25] เพ็ญ: โอเค เข้าวันไหน
[2 ต.ค. 68 19:26] พี่วิทย์: เสาร์ที่ 11
[11 ต.ค. 68 15:40] พี่วิทย์: รถเสร็จแล้ว ไม่ต้องเปลี่ยนผ้าเบรก จ่ายจริง 3,780 นะ
[11 ต.ค. 68 15:42] เพ็ญ: ดีเลย ถูกกว่าที่คิด
[28 ต.ค. 68 20:05] เพ็ญ: ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[28 ต.ค. 68 20:07] มายด์: แม่ หนูขอไปค่ายวิทยาศาสตร์ด้วยนะ เค้ารวมในค่าเทอมแล้ว
[30 ต.ค. 68 08:10] พ่อบุญมา: วันที่ 20 พ่อนัดหมอตาที่ รพ.ระยอง นะ ใครว่างพาไป
[30 ต.ค. 68 08:30] พี่วิทย์: ผมพาไปเองพ่อ
[5 พ.ย. 68 21:00] เพ็ญ: ประกันสุขภาพสุขใจส่งใบแจ้งมาแล้ว ปีนี้ขึ้นอีกแล้ว ต้องจ่ายก่อน 15 ธ.ค.
[5 พ.ย. 68 21:03] พี่วิทย์: เดือนหน้าค่อยจ่าย เดือนนี้ต้องจ่ายค่าบูธโอทอปกับค่าเทอมก่อน
""",
    "บ้าน/งานบวชหลานโอ๊ต.md": """# งานบวชหลานโอ๊ต (ลูกพี่สาว)
- วันที่ 7 ธันวาคม 2568 วัดทางเกวียน เริ่ม 07.00 น.
- ใส่ซองช่วยงาน 2,000 บาท
- รับปากว่าจะเอาทุเรียนทอดกับมะม่วงอบไปแจกแขก 100 ถุง
- พี่วิทย์ไปช่วยยกของคืนวันที่ 6
""",
}
TODO = {"todo.md": """- จ่ายค่าบูธงานโอทอป ก่อน 20 พ.ย.
- โอนค่าเทอมมายด์ ก่อน 14 พ.ย.
- ตอบอีเมลลูกค้าสิงคโปร์เรื่องเพิ่มทุเรียนกรอบ
- เลือกเจ้าถุงซิป Eastern Pack หรือ Siam Flex
- จ่ายประกันสุขภาพสุขใจ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "เพ็ญผลไม้อบแห้ง"
    quotes, suppliers, export, books, papers = (biz / "ใบเสนอราคา", biz / "Suppliers", biz / "ส่งออก", biz / "บัญชี",
                                                biz / "เอกสาร")
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, export, books, papers, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ระยองของฝาก_ร่าง.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE, bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ระยองของฝาก_ฉบับจริง.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    make_pdf(suppliers / "EasternPack_quotation_pouch_Nov2025.pdf", EASTERNPACK_QUOTE)
    make_pdf(suppliers / "SiamFlex_quotation_pouch_Nov2025.pdf", SIAMFLEX_QUOTE)
    make_pdf(suppliers / "ChanthaburiFruitHub_pricelist_2025.pdf", CFH_PRICES_2025)
    write_docx(suppliers / "ราคาวัตถุดิบ_จันทบุรีฟรุ๊ตฮับ_2567.docx", CFH_PRICES_2567, CFH_PRICES_2567_TABLE,
               bottom=CFH_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ChanthaburiFruitHub_invoice_CFH-2510-044.pdf", CFH_INVOICE)
    make_pdf(export / "LionCitySnacks_PO_LCS-PO-25-118.pdf", LCS_PO)
    _book(books / "ยอดขายเพ็ญผลไม้_2568.xlsx", "2568", SHOP_2568, SOUVENIR_2568, AGENTS_2568, RAW_2568, PACK_2568,
          WAGES_2568, POWER_2568, KG_2568)
    _book(books / "ยอดขายเพ็ญผลไม้_2567.xlsx", "2567", SHOP_2567, SOUVENIR_2567, AGENTS_2567, RAW_2567, PACK_2567,
          WAGES_2567, POWER_2567, KG_2567)
    make_pdf(papers / "SiamEasternBank_SME_loan_letter.pdf", BANK_LETTER)
    write_docx(papers / "หนังสือยืนยันบูธ_งานOTOPระยอง.docx", OTOP_LETTER)
    write_slides(biz / "แผนปี2569_เพ็ญผลไม้อบแห้ง.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "Bills" / "EastNet_fibre_Oct2025.pdf", EASTNET_BILL)
    make_pdf(home / "ประกัน" / "SukjaiLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1_2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2_2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
