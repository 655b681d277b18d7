"""The bakerysupply folder: the papers of a Thai baking-supply shop owner and her household, written by code.

The owner is คุณปิยนุช แสงทอง (เจ๊ปุ๊ก / พี่ปุ๊ก). She runs "ร้านแสงทองเบเกอรี่ซัพพลาย" (Saengthong Bakery Supply),
214/7 ถ.โพศรี ต.หมากแข้ง อ.เมืองอุดรธานี จ.อุดรธานี 41000: butter, flour, cream, cream cheese, moulds and ovens
for home bakers, with a delivery round to cafes and small bakeries. Her husband เอกชัย (พี่เอก) and the driver ตั้ม
(นายธนากร ใจดี) do the deliveries, แพร (น.ส.แพรวา บุญมี) minds the counter. Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in
ม.2, her father สมพร ศรีวงศ์ needs a knee operation, her sister is แนน. It is November 2568 (2025).

Documents/ร้านแสงทองเบเกอรี่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_บ้านสวนคาเฟ่_ร่าง.docx: draft quote QT-2568-047 (3 พ.ย. 2568) to บ้านสวนคาเฟ่,
  คุณณัฐธิดา พรหมมา (มิ้นท์): butter 6 blocks at 1,480, whipping cream 48 at 165 ...; 26,740 + VAT 1,871.80 =
  28,611.80 a month, delivery 150 a trip.
- ใบเสนอราคา/ใบเสนอราคา_บ้านสวนคาเฟ่_final v2.docx: the final (7 พ.ย. 2568): butter 8 at 1,450, cream 60 at 160;
  31,060 + VAT 2,174.20 = 33,234.20 a month, free delivery, from 1 ธันวาคม 2568.
- ใบเสนอราคา/ห้องเย็น/ChillTech_coldroom_quotation_Nov2025.pdf: English quote CT-Q-2511-088 from ChillTech
  Refrigeration (Khon Kaen) for a 2.0 x 2.5 m walk-in cold room: 157,000 + VAT 10,990 = 167,990, deposit 50% 83,995.
- ใบเสนอราคา/ห้องเย็น/ใบเสนอราคาห้องเย็น_อุดรเย็นฉ่ำ.docx: Thai quote from หจก.อุดรเย็นฉ่ำ แอร์แอนด์คูลลิ่ง for the
  same room: 156,000 + VAT 10,920 = 166,920, deposit 40% 66,768.
- Suppliers/ThaiRoongRuang_PriceList_2025.pdf: English wholesale list of Thai Roong Ruang Trading Co., Ltd.
  (unsalted butter 5 kg 1,320 THB/block, whipping cream 128/box, cream cheese 560).
- Suppliers/ใบราคาส่ง_ไทยรุ่งเรือง_2567.docx: last year's list of the same firm in Thai (บริษัท ไทยรุ่งเรือง
  เทรดดิ้ง จำกัด): unsalted butter 1,190 บาท/ก้อน, whipping cream 119, cream cheese 535.
- Suppliers/ThaiRoongRuang_invoice_TRR-IV-6810-0457.pdf: invoice of 28 Oct 2025: 49,133.00 + VAT 3,439.31 =
  52,572.31, due 27 Nov 2025, 500 off if paid within 15 days.
- Suppliers/ใบเสร็จ_ไทยรุ่งเรือง_RC-6811-0112.docx: the receipt for that order (10/11/68): 52,572.31 less 500 =
  52,072.31 paid.
- Suppliers/email_ThaiRoongRuang_butter_price_Dec2025.txt: email from Panuwat Kitjaroen: unsalted butter
  1,395 THB/block and cream cheese 585 from 1 December 2025.
- Suppliers/แชทไลน์_เซลส์โอ๊ต_ไทยรุ่งเรือง.txt: LINE chat with the rep โอ๊ต: whipping cream 1,450 asked, 1,520
  offered, settled at 1,500 a carton (125 a box) from 8 cartons.
- ลูกค้า/แชทไลน์_มิ้นท์_บ้านสวนคาเฟ่.txt: LINE chat with มิ้นท์: butter 1,450 argued down to 1,420, new monthly
  total 32,977.40; a one-off Christmas order of 4 blocks (5,680).
- ลูกค้า/ลูกหนี้ร้านค้า_15พย68.md: what the cafes owe on 15 Nov, 39,980 in all.
- ลูกค้า/รอบส่งของและค่าส่ง 2568.md: delivery rounds and fees (80 in town, 150 out of town, free from 3,000).
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month: walk-in / wholesale delivery /
  online; expenses by month: stock, rent, wages, shop electricity, delivery fuel), January to October.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงพนักงาน_ต.ค.68.md: October wages: แพร 12,000, ตั้ม 11,500 + 2,300 trips, เบียร์ 3,200; 29,000.
- บัญชี/นับสต็อกห้องเย็น_15-11-68.md: cold stock count (14 butter blocks, 58 cream boxes ...).
- เอกสารร้าน/NECB_van_loan_approval_Oct2025.pdf: English letter from NorthEast Commerce Bank approving a hire
  purchase for a refrigerated truck: 1,050,000 price, 210,000 down, 840,000 financed, 3.49% flat, 60 months,
  16,443 a month, first due 5 Dec 2025, sign by 20 Nov 2025.
- เอกสารร้าน/หนังสือเทศบาล_ภาษีป้าย_2569.docx: the city's letter: sign tax 1,872 by 31 มีนาคม 2569, food-store
  licence renewal 1,000 by 30 ธันวาคม 2568.
- แผนร้าน_2569_v3.pptx: slides, next year's plan (6,500,000 target, cold room 170,000, truck).
- สูตรบัตเตอร์เค้ก_สอนลูกค้า.md: a butter cake recipe for the class.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_Sep2025.pdf (2,018.41, due 30 Sep 2025) and Bills/PEA_electricity_Oct2025.pdf
  (2,295.19, due 31 Oct 2025): English house electricity bills.
- ประกัน/WisetInsurance_motor_renewal_2025.pdf: the pickup's class 1 renewal, 19,498.61 due 30 Nov 2025
  (last year 18,764.20).
- ค่าเทอมภูมิ/ใบแจ้งค่าเทอม_ภูมิ_เทอม2-2568.docx: school fee notice, 15,350 by 14 พฤศจิกายน 2568.
- พ่อ/UdonCare_knee_surgery_estimate.pdf: English estimate for the father's knee replacement, 215,600, deposit
  50,000, admission 8 Dec 2025.
- พ่อ/นัดผ่าตัดพ่อ.md: notes: surgery 9 ธ.ค., the split ปุ๊ก 90,000 / แนน 90,000 / แม่ 35,600.
- แชทไลน์_บ้านแสงทอง.txt: the family's LINE group (the split argued, school fees, insurance).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ก.ย., ต.ค. 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านแสงทองเบเกอรี่ซัพพลาย (Saengthong Bakery Supply) 214/7 ถ.โพศรี ต.หมากแข้ง อ.เมืองอุดรธานี "
            "จ.อุดรธานี 41000 โทร 042-241-587 เลขประจำตัวผู้เสียภาษี 0-4155-61023-47-1")

# ---------------------------------------------------------------- quotes to the cafe
CAFE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-047",
    "วันที่ 3 พ.ย. 2568",
    "เรียน คุณณัฐธิดา พรหมมา ร้านบ้านสวนคาเฟ่ (Baan Suan Cafe) ต.บ้านเลื่อม อ.เมืองอุดรธานี",
    "เรื่อง วัตถุดิบเบเกอรี่ส่งประจำทุกเดือน ส่งสัปดาห์ละ 2 ครั้ง (อังคาร / ศุกร์)",
]
CAFE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("เนยสดจืด ก้อน 5 กก.", "6 ก้อน", "1,480", "8,880.00"),
    ("แป้งเค้ก 1 กก.", "40 ถุง", "52", "2,080.00"),
    ("วิปปิ้งครีม 1 ลิตร", "48 กล่อง", "165", "7,920.00"),
    ("ครีมชีส ก้อน 2 กก.", "10 ก้อน", "690", "6,900.00"),
    ("น้ำตาลไอซิ่ง 1 กก.", "20 ถุง", "48", "960.00"),
    ("รวมเป็นเงิน", "", "", "26,740.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,871.80"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "28,611.80"),
]
CAFE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 28,611.80 บาท รวมภาษีมูลค่าเพิ่มแล้ว ค่าส่งครั้งละ 150 บาท (ไม่รวมในยอดนี้)",
    "ร่าง - ยังไม่ส่ง รอเช็คราคาเนยรอบใหม่ก่อน",
]
CAFE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-047 (ฉบับแก้ไข v2)",
    "วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณณัฐธิดา พรหมมา ร้านบ้านสวนคาเฟ่ (Baan Suan Cafe) ต.บ้านเลื่อม อ.เมืองอุดรธานี",
    "เรื่อง วัตถุดิบเบเกอรี่ส่งประจำทุกเดือน ส่งสัปดาห์ละ 2 ครั้ง (อังคาร / ศุกร์) เริ่ม 1 ธันวาคม 2568",
]
CAFE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("เนยสดจืด ก้อน 5 กก.", "8 ก้อน", "1,450", "11,600.00"),
    ("แป้งเค้ก 1 กก.", "40 ถุง", "50", "2,000.00"),
    ("วิปปิ้งครีม 1 ลิตร", "60 กล่อง", "160", "9,600.00"),
    ("ครีมชีส ก้อน 2 กก.", "10 ก้อน", "690", "6,900.00"),
    ("น้ำตาลไอซิ่ง 1 กก.", "20 ถุง", "48", "960.00"),
    ("รวมเป็นเงิน", "", "", "31,060.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,174.20"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "33,234.20"),
]
CAFE_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 33,234.20 บาท (สามหมื่นสามพันสองร้อยสามสิบสี่บาทยี่สิบสตางค์) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ส่งฟรี เพราะยอดต่อเดือนเกิน 30,000 บาท",
    "เงื่อนไข: วางบิลทุกวันที่ 25 เครดิต 15 วัน ราคานี้ยืนถึง 28 กุมภาพันธ์ 2569",
    "ลงชื่อ ปิยนุช แสงทอง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- cold room quotes
CHILLTECH_QUOTE = [
    "CHILLTECH REFRIGERATION CO., LTD.\n"
    "Cold rooms, chillers and display cabinets - 155 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "Tel. 043-225-901   Tax ID 0405559003812\n"
    "\n"
    "QUOTATION No. CT-Q-2511-088          Date: Nov 10, 2025\n"
    "To: Saengthong Bakery Supply (Khun Piyanut Saengthong), Pho Si Road, Mueang Udon Thani\n"
    "Subject: Walk-in cold room for butter and cream, 2.0 x 2.5 x 2.4 m, 0 to 4 C\n"
    "\n"
    "Item                                            Amount (THB)\n"
    "PU insulated panels 100 mm, floor and door          98,000\n"
    "Condensing unit 3 HP with evaporator                46,500\n"
    "Installation, electrical and first service          12,500\n"
    "Subtotal                                           157,000\n"
    "VAT 7%                                              10,990\n"
    "TOTAL                                              167,990\n"
    "\n"
    "Payment: 50% deposit (83,995 THB) on order, balance on handover.\n"
    "Delivery and installation 21 days after the deposit. Warranty: 2 years on the compressor.\n"
    "This quotation is valid for 30 days.\n"
    "Sales engineer: Khun Worawit, 081-660-3927",
]
UDONYEN_QUOTE = [
    "ห้างหุ้นส่วนจำกัด อุดรเย็นฉ่ำ แอร์แอนด์คูลลิ่ง",
    "99/12 ถ.ทหาร ต.หมากแข้ง อ.เมืองอุดรธานี จ.อุดรธานี 41000 โทร 086-455-7120",
    "ใบเสนอราคา เลขที่ 2568/112  วันที่ 12/11/68",
    "เรียน คุณปิยนุช แสงทอง ร้านแสงทองเบเกอรี่ซัพพลาย",
    "เรื่อง ห้องเย็นสำเร็จรูปสำหรับเก็บเนยและวิปครีม ขนาด 2.0 x 2.5 x 2.4 ม. อุณหภูมิ 0-4 องศา",
]
UDONYEN_TABLE = [
    ("รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("ผนังฉนวน PU หนา 100 มม. พร้อมพื้นและประตู", "1 ชุด", "92,000"),
    ("ชุดคอมเพรสเซอร์ 3 แรงม้า พร้อมคอยล์เย็น", "1 ชุด", "49,000"),
    ("ค่าติดตั้ง เดินไฟ และล้างเครื่องครั้งแรก", "1 งาน", "15,000"),
    ("รวมเป็นเงิน", "", "156,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "10,920"),
    ("รวมทั้งสิ้น", "", "166,920"),
]
UDONYEN_BOTTOM = [
    "รวมทั้งสิ้น 166,920 บาท (รวม VAT 7% แล้ว)",
    "มัดจำ 40% = 66,768 บาท ส่วนที่เหลือชำระวันส่งมอบ",
    "ติดตั้งเสร็จภายใน 14 วันหลังได้รับมัดจำ รับประกันคอมเพรสเซอร์ 1 ปี บริการล้างฟรี 2 ครั้งในปีแรก",
    "ผู้เสนอราคา ช่างวีระพงษ์ (ช่างเล็ก) ยืนราคา 15 วัน",
]

# ---------------------------------------------------------------- supplier papers
TRR_PRICES_2025 = [
    "THAI ROONG RUANG TRADING CO., LTD.\n"
    "Bakery ingredients wholesale - 42/8 Srichan Road, Mueang Khon Kaen 40000  Tel. 043-336-214\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid Jan 1, 2025 - Dec 31, 2025. Prices in THB, VAT not included, delivered to Udon Thani.\n"
    "\n"
    "Unsalted butter, 5 kg block ............. 1,320 THB/block\n"
    "Salted butter, 5 kg block ............... 1,280 THB/block\n"
    "Cake flour, 1 kg bag .................... 38 THB/bag\n"
    "Bread flour, 22.5 kg sack ............... 745 THB/sack\n"
    "Whipping cream, 1 L (12 boxes/carton) ... 128 THB/box\n"
    "Cream cheese, 2 kg block ................ 560 THB/block\n"
    "Icing sugar, 1 kg bag ................... 35 THB/bag\n"
    "\n"
    "Minimum order 10,000 THB. Free delivery to Udon Thani from 20,000 THB.\n"
    "Credit 30 days for registered shops.\n"
    "Sales: Panuwat Kitjaroen, 089-517-6624",
]
TRR_PRICES_2567 = ["บริษัท ไทยรุ่งเรืองเทรดดิ้ง จำกัด ขอนแก่น", "ใบราคาส่งวัตถุดิบเบเกอรี่ ปี 2567 (ม.ค. – ธ.ค. 2567)",
                   "ราคายังไม่รวมภาษีมูลค่าเพิ่ม ส่งถึงอุดรธานี"]
TRR_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("เนยสดจืด ก้อน 5 กก.", "1,190 บาท/ก้อน"),
    ("เนยสดเค็ม ก้อน 5 กก.", "1,160 บาท/ก้อน"),
    ("แป้งเค้ก ถุง 1 กก.", "36 บาท/ถุง"),
    ("แป้งขนมปัง กระสอบ 22.5 กก.", "720 บาท/กระสอบ"),
    ("วิปปิ้งครีม 1 ลิตร (ลังละ 12 กล่อง)", "119 บาท/กล่อง"),
    ("ครีมชีส ก้อน 2 กก.", "535 บาท/ก้อน"),
    ("น้ำตาลไอซิ่ง ถุง 1 กก.", "33 บาท/ถุง"),
]
TRR_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 10,000 บาท ส่งฟรีถึงอุดรธานีเมื่อสั่ง 25,000 บาทขึ้นไป",
                          "เครดิต 30 วัน สำหรับร้านค้าที่ลงทะเบียน",
                          "ติดต่อ คุณภานุวัฒน์ กิจเจริญ ฝ่ายขาย"]
TRR_INVOICE = [
    "THAI ROONG RUANG TRADING CO., LTD.\n"
    "42/8 Srichan Road, Mueang Khon Kaen 40000   Tax ID 0405552001736\n"
    "TAX INVOICE / INVOICE No. TRR-IV-6810-0457\n"
    "Date: 28 Oct 2025          Due date: 27 Nov 2025\n"
    "Customer: Saengthong Bakery Supply (Mrs. Piyanut Saengthong), 214/7 Pho Si Road, Udon Thani\n"
    "\n"
    "Item                                 Qty         Unit price   Amount\n"
    "Unsalted butter, 5 kg block          20 blocks   1,320.00     26,400.00\n"
    "Whipping cream, 1 L                  96 boxes      128.00     12,288.00\n"
    "Cream cheese, 2 kg block             12 blocks     560.00      6,720.00\n"
    "Bread flour, 22.5 kg sack             5 sacks      745.00      3,725.00\n"
    "\n"
    "Subtotal 49,133.00   VAT 7% 3,439.31\n"
    "TOTAL DUE: 52,572.31 THB\n"
    "Early payment: 500 THB off if paid within 15 days of the invoice date.\n"
    "Please transfer to NorthEast Commerce Bank, Thai Roong Ruang Trading Co., Ltd., 407-2-18853-0.",
]
TRR_RECEIPT = [
    "บริษัท ไทยรุ่งเรืองเทรดดิ้ง จำกัด (สำนักงานใหญ่) 42/8 ถ.ศรีจันทร์ อ.เมืองขอนแก่น จ.ขอนแก่น",
    "ใบเสร็จรับเงิน  เลขที่ TRR-RC-6811-0112",
    "วันที่ 10/11/68",
    "ได้รับเงินจาก ร้านแสงทองเบเกอรี่ซัพพลาย (คุณปิยนุช แสงทอง) อ.เมืองอุดรธานี",
]
TRR_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระตามใบแจ้งหนี้ TRR-IV-6810-0457 ลงวันที่ 28 ต.ค. 2568", "52,572.31"),
    ("หัก ส่วนลดชำระภายใน 15 วัน", "-500.00"),
    ("รับชำระจริง", "52,072.31"),
]
TRR_RECEIPT_BOTTOM = [
    "รับชำระแล้ว 52,072.31 บาท (ห้าหมื่นสองพันเจ็ดสิบสองบาทสามสิบเอ็ดสตางค์) โอนเข้าบัญชีบริษัท 10 พ.ย. 2568",
    "ผู้รับเงิน ภานุวัฒน์ กิจเจริญ",
]
TRR_EMAIL = """From: Panuwat Kitjaroen <panuwat@thairoongruang.co.th>
To: saengthongbakery@gmail.com
Date: Mon, 17 Nov 2025 08:46
Subject: Butter and cream cheese prices from 1 December 2025

Dear Khun Piyanut,

Thank you for your orders this year. From 1 December 2025 our importer has raised prices, so:

1. Unsalted butter, 5 kg block: 1,395 THB/block (the 2025 price list says 1,320 THB/block).
2. Salted butter, 5 kg block: 1,350 THB/block.
3. Cream cheese, 2 kg block: 585 THB/block (was 560).

Flour, icing sugar and whipping cream do not change. Your special whipping cream price of 1,500 THB a carton
stays until 31 January 2026.
Orders confirmed by 28 November 2025 will be billed at the old prices, so if you want to stock up for
Christmas please send the order this week.

Best regards,
Panuwat Kitjaroen
Sales, Thai Roong Ruang Trading Co., Ltd.
089-517-6624
"""

# ---------------------------------------------------------------- bank, city hall
VAN_LOAN = [
    "NORTHEAST COMMERCE BANK PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, 61 Pho Si Road, Mueang Udon Thani 41000  Tel. 042-212-730\n"
    "\n"
    "24 October 2025\n"
    "Ref: NECB-UD/HP-2568/0715\n"
    "Subject: Approval of Hire Purchase - Commercial Vehicle\n"
    "\n"
    "Dear Mrs. Piyanut Saengthong,\n"
    "Saengthong Bakery Supply, 214/7 Pho Si Road, Mak Khaeng, Mueang Udon Thani 41000\n"
    "\n"
    "We are pleased to inform you that your hire purchase application has been approved:\n"
    "Vehicle: Isuzu 1-ton truck with insulated chiller box (new), for bakery deliveries\n"
    "Vehicle price: 1,050,000 THB (VAT included)\n"
    "Down payment: 210,000 THB\n"
    "Amount financed: 840,000 THB\n"
    "Interest rate: 3.49% per year, flat\n"
    "Term: 60 months\n"
    "Monthly instalment: 16,443 THB\n"
    "First instalment due: 5 Dec 2025, then on the 5th of every month\n"
    "Guarantor: Mr. Ekkachai Saengthong\n"
    "\n"
    "Please come to the branch to sign the contract by 20 Nov 2025 with your ID card, house\n"
    "registration, shop registration and the last 6 months of bank statements.\n"
    "After this date the approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Jirapat Moonsri\n"
    "SME Credit Officer",
]
CITY_LETTER = [
    "เทศบาลนครอุดรธานี กองคลัง ฝ่ายพัฒนารายได้",
    "ที่ อด 52001/4127",
    "5 พฤศจิกายน 2568",
    "เรื่อง แจ้งยื่นแบบแสดงรายการภาษีป้าย ปี 2569 และต่ออายุใบอนุญาตสถานที่จำหน่ายอาหาร",
    "เรียน นางปิยนุช แสงทอง เจ้าของร้านแสงทองเบเกอรี่ซัพพลาย",
    "ตามที่ร้านของท่านมีป้ายหน้าร้าน ขนาด 120 x 300 ซม. อักษรไทยปนอักษรต่างประเทศ (ป้ายประเภท 2) "
    "ภาษีป้ายประจำปี 2569 คำนวณได้ 1,872 บาท ขอให้ยื่นแบบ ภ.ป.1 และชำระภายในวันที่ 31 มีนาคม 2569 "
    "หากชำระเกินกำหนด ต้องเสียเงินเพิ่มร้อยละ 2 ต่อเดือน",
    "นอกจากนี้ ใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหารและสะสมอาหาร เลขที่ 318/2568 จะหมดอายุ 31 ธันวาคม 2568 "
    "ขอให้ยื่นคำขอต่ออายุพร้อมชำระค่าธรรมเนียม 1,000 บาท ภายในวันที่ 30 ธันวาคม 2568",
    "เจ้าหน้าที่สาธารณสุขจะเข้าตรวจสถานที่เก็บวัตถุดิบและตู้แช่เย็นในวันที่ 8 มกราคม 2569",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "ผู้อำนวยการกองคลัง เทศบาลนครอุดรธานี",
]

# ---------------------------------------------------------------- books
WALKIN_2568 = [186400, 171200, 178900, 164300, 158700, 162500, 169800, 174200, 181600, 195300]
WHOLESALE_2568 = [212500, 198600, 205300, 191800, 186200, 194700, 203900, 211400, 219800, 236500]
ONLINE_2568 = [48200, 45600, 51300, 46800, 44100, 47900, 52600, 55300, 58700, 63400]
STOCK_2568 = [318600, 296400, 309800, 287500, 279300, 291200, 305700, 316900, 329400, 352800]
RENT_2568 = [18000] * 10
WAGES_2568 = [27500, 27500, 27500, 28000, 28000, 28000, 28600, 28600, 28600, 29000]
SHOPPOWER_2568 = [6850, 6720, 8130, 9460, 9610, 8240, 7980, 7860, 7640, 7420]
FUEL_2568 = [9850, 9200, 10400, 9600, 9100, 9700, 10300, 10800, 11250, 12100]
WALKIN_2567 = [168300, 154900, 161200, 149800, 143600, 148100, 153700, 158900, 164200, 171800, 183500, 214600]
WHOLESALE_2567 = [176400, 165200, 171900, 160300, 155800, 162700, 170400, 177600, 184900, 193200, 208700, 251300]
ONLINE_2567 = [31200, 29800, 33600, 30400, 28900, 31700, 34800, 36200, 38900, 41600, 46300, 58800]
STOCK_2567 = [271500, 252300, 263800, 246100, 238400, 249700, 260300, 270800, 282500, 296100, 318400, 372600]
RENT_2567 = [16500] * 12
WAGES_2567 = [25000] * 6 + [26500] * 6
SHOPPOWER_2567 = [6120, 6050, 7380, 8640, 8810, 7520, 7160, 7040, 6930, 6780, 6650, 6890]
FUEL_2567 = [8400, 7900, 8800, 8200, 7800, 8300, 8700, 9100, 9400, 9800, 10600, 12300]


def _sales_book(path: Path, year: str, sales_columns: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านแสงทองเบเกอรี่ซัพพลาย ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Walk-in, THB)", "ส่งคาเฟ่/ร้านเบเกอรี่ (Wholesale delivery, THB)",
                  "ออนไลน์ LINE/Shopee (Online, THB)", "รวม (Total, THB)"])
    for index, month in enumerate(MONTHS[:len(sales_columns[0])]):
        row = [column[index] for column in sales_columns]
        sales.append([f"{month} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in sales_columns]
                 + [sum(sum(column) for column in sales_columns)])
    for column in range(2, 6):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    sheet.append(["เดือน (Month)", "ซื้อสินค้าเข้า (Stock purchases)", "ค่าเช่าร้าน (Rent)", "ค่าแรง (Wages)",
                  "ค่าไฟร้าน (Shop electricity)", "ค่าน้ำมันรถส่งของ (Delivery fuel)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2018.41, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 285, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 10500, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3200, ""), ("ค่ารถตู้ภูมิ (School van)", 1800, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 1150, "ยาเข่า + ยาความดัน"),
                  ("ผ่อนบ้าน (Mortgage)", 12400, "งวดที่ 71")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2295.19, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3450, ""), ("ค่ารถตู้ภูมิ (School van)", 1800, ""),
                  ("ค่าหมอ + เอกซเรย์พ่อ (Dad's doctor, X-ray)", 3850, "รพ.อุดรแคร์ ตรวจก่อนผ่าตัด"),
                  ("ผ่อนบ้าน (Mortgage)", 12400, "งวดที่ 72"),
                  ("ชุดกีฬาสีภูมิ (Sports day shirt)", 650, "")],
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


# ---------------------------------------------------------------- school fees
FEES_TOP = ["โรงเรียนประจักษ์ศึกษา อ.เมืองอุดรธานี จ.อุดรธานี",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
            "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แสงทอง  ชั้น ม.2/3  เลขประจำตัว 21458"]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "9,500"),
    ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "4,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,300"),
    ("ค่าประกันอุบัติเหตุนักเรียน", "350"),
    ("รวม", "15,350"),
]
FEES_BOTTOM = ["รวมทั้งสิ้น 15,350 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568 (14/11/68)",
               "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารอีสานพาณิชย์ 552-1-30874-9 แล้วส่งสลิปทาง LINE ครูประจำชั้น",
               "ชำระล่าช้า ปรับวันละ 20 บาท"]

# ---------------------------------------------------------------- household pdfs
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Ekkachai Saengthong\n"
    "Address: 63/4 Moo 9, Nong Samrong, Mueang Udon Thani 41000 (house)\n"
    "Customer no. 020118734625\n"
    "Billing period: 17 Aug 2025 - 16 Sep 2025\n"
    "Meter reading: 31,204 -> 31,616   Units used: 412 kWh\n"
    "Energy charge 1,812.30  Ft 35.84  Service 38.22  VAT 7% 132.05\n"
    "AMOUNT DUE: 2,018.41 THB\n"
    "Due date: 30 Sep 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Ekkachai Saengthong\n"
    "Address: 63/4 Moo 9, Nong Samrong, Mueang Udon Thani 41000 (house)\n"
    "Customer no. 020118734625\n"
    "Billing period: 17 Sep 2025 - 16 Oct 2025\n"
    "Meter reading: 31,616 -> 32,084   Units used: 468 kWh\n"
    "Energy charge 2,066.10  Ft 40.72  Service 38.22  VAT 7% 150.15\n"
    "AMOUNT DUE: 2,295.19 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
MOTOR_RENEWAL = [
    "WISET INSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, Prajak Road\n"
    "30 October 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Ekkachai Saengthong\n"
    "Vehicle: Isuzu D-Max Spark 1.9 pickup, registration 3KK-4127 Udon Thani\n"
    "Policy no. WS-MT-6802-33918, current cover ends 2 Dec 2025\n"
    "Plan: Class 1, garage repair, sum insured 520,000 THB\n"
    "\n"
    "Net premium 18,150.00   Stamp duty 73.00   VAT 1,275.61\n"
    "Total premium: 19,498.61 THB (last year 18,764.20 THB)\n"
    "Please pay by 30 Nov 2025 to keep your no-claim discount.\n"
    "Deductible: 2,000 THB if the driver is not named on the policy.\n"
    "Pay by transfer, QR code, or through your agent Khun Sumalee (089-204-6618).",
]
KNEE_ESTIMATE = [
    "UDON CARE HOSPITAL - Orthopedic and Joint Center\n"
    "123 Udon-Nong Khai Road, Mueang Udon Thani 41000  Tel. 042-930-444\n"
    "\n"
    "COST ESTIMATE FOR SURGERY          Date: 31 Oct 2025\n"
    "Patient: Mr. Somporn Sriwong, age 68, HN 68-014527\n"
    "Procedure: Right total knee replacement\n"
    "Surgeon: Dr. Sakchai Thongkham\n"
    "\n"
    "Room, 4 nights x 3,200 .................... 12,800\n"
    "Surgeon and anaesthetist fees ............. 45,000\n"
    "Knee implant ............................... 98,000\n"
    "Operating room and equipment .............. 32,500\n"
    "Medicines and supplies .................... 18,300\n"
    "Physiotherapy, 5 sessions x 900 ............ 4,500\n"
    "Laboratory and X-ray ....................... 4,500\n"
    "TOTAL ESTIMATE ........................... 215,600 THB\n"
    "\n"
    "Admission: 8 Dec 2025, surgery 9 Dec 2025.\n"
    "Deposit on admission: 50,000 THB; the balance is paid on discharge.\n"
    "The patient's Universal Coverage card is registered at Udon Thani Hospital and cannot be used here.\n"
    "This estimate is valid for 60 days. Actual costs may differ by up to 10%.",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(WALKIN_2568) + sum(WHOLESALE_2568) + sum(ONLINE_2568)
    return [
        ("แผนร้านแสงทองเบเกอรี่ซัพพลาย ปี 2569 (v3)", "Saengthong Bakery Supply - plan for 2026\nปิยนุช แสงทอง  พ.ย. 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nลูกค้าคาเฟ่ประจำ 14 ร้าน\n"
                         "ลูกค้าใหม่: บ้านสวนคาเฟ่ เริ่มส่งประจำ ธ.ค.\n"
                         "ปัญหา: ตู้แช่ไม่พอ เนยขึ้นราคา ส่งของไม่ทัน"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,500,000 บาท\nลูกค้าคาเฟ่ประจำ 25 ร้าน\nออนไลน์ 15% ของยอดขาย"),
        ("ห้องเย็น", "ห้องเย็น 2.0 x 2.5 ม. เก็บเนย วิปครีม ครีมชีส\nงบไม่เกิน 170,000 บาท รวม VAT\n"
                     "ติดตั้งให้เสร็จก่อนสงกรานต์"),
        ("รถส่งของห้องเย็น", "กระบะตู้เย็น 1 ตัน เช่าซื้อผ่านธนาคาร\nผ่อนเดือนละประมาณ 16,500 บาท 5 ปี\n"
                             "ส่งได้ไกลถึงหนองคาย หนองบัวลำภู"),
        ("คลาสสอนทำขนม", "สอนเดือนละ 2 ครั้ง ที่หลังร้าน\nคนละ 1,290 บาท รวมวัตถุดิบ\nขายอุปกรณ์หลังเรียน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านแสงทองเบเกอรี่/ลูกค้า/แชทไลน์_มิ้นท์_บ้านสวนคาเฟ่.txt": """[7/11/68 10:12] ปุ๊ก แสงทองเบเกอรี่: น้องมิ้นท์คะ ส่งใบเสนอราคา v2 ให้แล้วนะคะ เดือนละ 33,234.20 รวม VAT แล้ว ส่งฟรีค่ะ
[7/11/68 13:40] มิ้นท์ บ้านสวนคาเฟ่: ได้รับค่ะพี่ปุ๊ก แต่เนยก้อนละ 1,450 แพงกว่าเจ้าเก่ามิ้นท์นะคะ เจ้าเก่าให้ 1,390
[7/11/68 13:55] ปุ๊ก แสงทองเบเกอรี่: 1,390 พี่ขาดทุนเลยค่ะ เดือนหน้าเนยเข้าร้านก็ขึ้นอีก พี่ลดให้เหลือ 1,440 ได้ค่ะ
[7/11/68 14:10] มิ้นท์ บ้านสวนคาเฟ่: 1,400 ได้มั้ยคะพี่ มิ้นท์เอา 8 ก้อนทุกเดือนแน่นอน
[7/11/68 14:32] ปุ๊ก แสงทองเบเกอรี่: งั้นพี่ให้ 1,420 นะคะ ต่ำสุดแล้วจริงๆ รายการอื่นเท่าเดิม ยอดใหม่เดือนละ 32,977.40 รวม VAT ค่ะ
[7/11/68 14:35] มิ้นท์ บ้านสวนคาเฟ่: ดีลค่ะ เนย 1,420 เริ่มส่ง 1 ธ.ค. อังคารกับศุกร์เหมือนเดิมนะคะ
[7/11/68 14:36] ปุ๊ก แสงทองเบเกอรี่: ขอบคุณค่ะ เดี๋ยวพี่เอกเป็นคนไปส่งเองรอบแรก
[20/11/68 09:05] มิ้นท์ บ้านสวนคาเฟ่: พี่ปุ๊กคะ ช่วงคริสต์มาสขอเนยเพิ่มพิเศษ 4 ก้อน ส่ง 19 ธ.ค. ได้มั้ยคะ
[20/11/68 09:20] ปุ๊ก แสงทองเบเกอรี่: ได้ค่ะ 4 ก้อน ก้อนละ 1,420 = 5,680 บาท (ยังไม่รวม VAT) บิลแยกจากรอบประจำนะคะ
[20/11/68 09:21] มิ้นท์ บ้านสวนคาเฟ่: โอเคค่ะ ขอบคุณค่า
""",
    "ร้านแสงทองเบเกอรี่/Suppliers/แชทไลน์_เซลส์โอ๊ต_ไทยรุ่งเรือง.txt": """[3 พ.ย. 68 11:02] ปุ๊ก แสงทองเบเกอรี่: โอ๊ต วิปครีมล็อตหน้าพี่จะเอา 10 ลัง ขอลังละ 1,450 ได้มั้ย
[3 พ.ย. 68 11:30] โอ๊ต ไทยรุ่งเรือง: โห พี่ปุ๊ก ราคาในลิสต์กล่องละ 128 ลังละ 1,536 ครับ ผมให้ได้ 1,520 ครับ
[3 พ.ย. 68 11:41] ปุ๊ก แสงทองเบเกอรี่: 1,520 ยังแพงอยู่ พี่มีคาเฟ่ใหม่เข้ามา จะสั่งประจำทุกเดือนนะ
[3 พ.ย. 68 13:15] โอ๊ต ไทยรุ่งเรือง: ผมถามหัวหน้าแล้ว ได้ลังละ 1,500 ครับ (ตกกล่องละ 125) ถ้าสั่ง 8 ลังขึ้นไปต่อรอบ
[3 พ.ย. 68 13:18] ปุ๊ก แสงทองเบเกอรี่: โอเค 1,500 ตกลง ส่งรอบหน้า 10 ลังเลย
[3 พ.ย. 68 13:20] โอ๊ต ไทยรุ่งเรือง: รับทราบครับ รถเข้าอุดรวันพฤหัสที่ 13 ครับ
[10 พ.ย. 68 16:44] ปุ๊ก แสงทองเบเกอรี่: โอนบิลปลาย ต.ค. แล้วนะโอ๊ต หักส่วนลด 500 แล้ว ส่งใบเสร็จมาด้วย
[10 พ.ย. 68 17:02] โอ๊ต ไทยรุ่งเรือง: ได้รับแล้วครับ เดี๋ยวส่งใบเสร็จทางเมลครับ
""",
    "ร้านแสงทองเบเกอรี่/ลูกค้า/ลูกหนี้ร้านค้า_15พย68.md": """# ลูกหนี้ร้านค้า (ยอดค้าง ณ 15 พ.ย. 2568)

| ร้าน | ซื้ออะไร | ยอดค้าง | ครบกำหนด |
|---|---|---|---|
| บ้านสวนคาเฟ่ (มิ้นท์) | เนย วิปครีม ซื้อเป็นครั้งๆ ก่อนเริ่มส่งประจำ | 12,480 บาท | 30 พ.ย. 68 |
| ร้านขนมป้าแต๋ว ตลาดหนองบัว | แป้ง น้ำตาล | 3,260 บาท | ทุกวันเสาร์ |
| Corner Brew Cafe | ครีมชีส วิปครีม | 5,940 บาท | 25 พ.ย. 68 |
| โรงแรมอุดรพาเลซ (ฝ่ายเบเกอรี่) | เนย แป้งขนมปัง | 18,300 บาท | เครดิต 30 วัน |

รวมค้างทั้งหมด 39,980 บาท
ตั้มไปเก็บเงินพร้อมรอบส่งของ
""",
    "ร้านแสงทองเบเกอรี่/ลูกค้า/รอบส่งของและค่าส่ง 2568.md": """# รอบส่งของ และค่าส่ง (ใช้ตั้งแต่ 1 ม.ค. 2568)

รอบส่ง
- จันทร์ / พฤหัส: สายเหนือ หนองสำโรง บ้านจั่น ไปทางหนองคาย
- อังคาร / ศุกร์: ในเมือง บ้านเลื่อม หมากแข้ง
- เสาร์: ลูกค้าสั่งออนไลน์ ส่ง Kerry / Flash

ค่าส่ง
- ในเขตเทศบาลนครอุดรธานี 80 บาท/ครั้ง
- นอกเขต ไม่เกิน 15 กม. 150 บาท/ครั้ง
- กุมภวาปี หนองหาน 350 บาท/ครั้ง
- ส่งฟรีเมื่อยอดซื้อ 3,000 บาทขึ้นไป (ในเมือง) หรือ 8,000 บาทขึ้นไป (นอกเขต)

ของแช่เย็น (เนย วิปครีม ครีมชีส) ใส่กล่องโฟมกับน้ำแข็งทุกครั้ง
""",
    "ร้านแสงทองเบเกอรี่/บัญชี/ค่าแรงพนักงาน_ต.ค.68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | เงินเดือน/ค่าแรง | ค่าเที่ยวส่งของ | รวม |
|---|---|---|---|---|
| แพร (น.ส.แพรวา บุญมี) | หน้าร้าน แพ็กออนไลน์ | 12,000 บาท | - | 12,000 บาท |
| ตั้ม (นายธนากร ใจดี) | ขับรถส่งของ | 11,500 บาท | 46 เที่ยว x 50 = 2,300 บาท | 13,800 บาท |
| เบียร์ (พาร์ทไทม์ เสาร์-อาทิตย์) | ช่วยหน้าร้าน | 8 วัน x 400 = 3,200 บาท | - | 3,200 บาท |

รวมจ่ายค่าแรง ต.ค. 29,000 บาท จ่ายแล้ว 31/10/68
ตั้มขอเบิกล่วงหน้า 2,000 บาท หักเดือน พ.ย.
""",
    "ร้านแสงทองเบเกอรี่/บัญชี/นับสต็อกห้องเย็น_15-11-68.md": """# นับสต็อกของแช่เย็น 15 พ.ย. 2568 (ตู้แช่ 2 ตู้)

| สินค้า | คงเหลือ | หมายเหตุ |
|---|---|---|
| เนยสดจืด 5 กก. | 14 ก้อน | |
| เนยสดเค็ม 5 กก. | 6 ก้อน | |
| วิปปิ้งครีม 1 ลิตร | 58 กล่อง | หมดอายุ 3 กล่อง ทิ้งแล้ว |
| ครีมชีส 2 กก. | 9 ก้อน | |
| ยีสต์แห้ง 500 กรัม | 22 ถุง | |

- ตู้แช่เต็มทั้ง 2 ตู้ ของล็อตคริสต์มาสจะเข้าไม่ได้ ต้องรีบตัดสินใจเรื่องห้องเย็น
- ถ้าสั่งเนยก่อน 28 พ.ย. ยังได้ราคาเก่า
""",
    "ร้านแสงทองเบเกอรี่/สูตรบัตเตอร์เค้ก_สอนลูกค้า.md": """# บัตเตอร์เค้ก (สูตรสอนคลาสหลังร้าน)
- เนยสดจืด 250 กรัม ตีกับน้ำตาลทราย 200 กรัม จนขึ้นฟู
- ใส่ไข่ไก่ 4 ฟอง ทีละฟอง
- แป้งเค้ก 250 กรัม + ผงฟู 1 ช้อนชา ร่อนรวมกัน สลับกับนมสด 120 มล.
- อบ 170 องศา 45 นาที พิมพ์ 2 ปอนด์
## ขายคู่กับคลาส
- ชุดวัตถุดิบทำเองที่บ้าน 1 ปอนด์ ชุดละ 390 บาท
""",
    "ร้านแสงทองเบเกอรี่/Suppliers/email_ThaiRoongRuang_butter_price_Dec2025.txt": TRR_EMAIL,
    "บ้าน/แชทไลน์_บ้านแสงทอง.txt": """[1/11/68 19:20] แนน: หมอที่อุดรแคร์ประเมินค่าผ่าตัดเข่าพ่อมาแล้วนะ 215,600 บาท ส่งไฟล์ให้ในแชทแล้ว
[1/11/68 19:26] ปุ๊ก: แพงเหมือนกันนะ ใช้บัตรทองไม่ได้ใช่มั้ย
[1/11/68 19:28] แนน: ไม่ได้ บัตรอยู่ รพ.ศูนย์ คิวผ่าตัดรออีก 8 เดือน พ่อเดินไม่ไหวแล้ว
[1/11/68 19:35] แนน: งั้นพี่น้องหารสองกัน คนละ 107,800 นะพี่ปุ๊ก
[1/11/68 19:52] แม่: แม่มีเงินสหกรณ์ 35,600 แม่ออกเองส่วนหนึ่ง ลูกๆ ไม่ต้องออกหมด
[1/11/68 20:05] ปุ๊ก: งั้นเหลือ 180,000 พี่กับแนนคนละ 90,000 นะ
[1/11/68 20:07] แนน: โอเค คนละ 90,000 ตกลง
[1/11/68 20:10] ปุ๊ก: มัดจำ 50,000 วันเข้า รพ. 8 ธ.ค. พี่จ่ายไปก่อน หักจากส่วนของพี่
[5/11/68 07:30] ภูมิ: แม่ครับ ค่าเทอม 15,350 ต้องจ่ายก่อน 14 พ.ย. นะครับ ครูทวงแล้ว
[5/11/68 07:41] ปุ๊ก: เดี๋ยวแม่โอนให้วันนี้ลูก
[6/11/68 21:12] เอก: ประกันรถกระบะต่ออายุ 19,498.61 ก่อน 30 พ.ย. นะ ปีนี้ขึ้นมาเกือบ 800
[6/11/68 21:15] ปุ๊ก: จ่ายจากบัญชีร้านไปก่อนนะพี่
""",
    "บ้าน/พ่อ/นัดผ่าตัดพ่อ.md": """# ผ่าตัดเข่าพ่อ (พ่อสมพร)
- รพ.อุดรแคร์ (Udon Care Hospital) หมอศักดิ์ชัย ผ่าตัดเปลี่ยนข้อเข่าขวา
- นอน รพ. 8 ธ.ค. 2568 ผ่าตัด 9 ธ.ค. นอนประมาณ 4 คืน
- ใบประเมินค่าใช้จ่ายรวม 215,600 บาท มัดจำ 50,000 บาท วันเข้า รพ. ที่เหลือจ่ายวันออก
- ตกลงแบ่งกัน: ปุ๊ก 90,000 / แนน 90,000 / แม่ 35,600 (เงินสหกรณ์)
- ปุ๊กจ่ายมัดจำ 50,000 ไปก่อน (นับเป็นส่วนของปุ๊ก)
- งดยาละลายลิ่มเลือด 7 วันก่อนผ่าตัด หลังผ่าตัดทำกายภาพ 5 ครั้ง
- เตรียมไม้เท้า 4 ขา + เก้าอี้นั่งอาบน้ำ
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเช่าซื้อรถห้องเย็นที่ธนาคาร ก่อน 20 พ.ย.
- เลือกเจ้าห้องเย็น (ChillTech หรือ อุดรเย็นฉ่ำ)
- สั่งเนยล็อตคริสต์มาสก่อน 28 พ.ย. (ยังได้ราคาเก่า)
- ต่อประกันรถกระบะก่อน 30 พ.ย.
- เตรียมเงินมัดจำผ่าตัดพ่อ 50,000 ก่อน 8 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านแสงทองเบเกอรี่"
    quotes, cold = shop / "ใบเสนอราคา", shop / "ใบเสนอราคา" / "ห้องเย็น"
    suppliers, books, papers = shop / "Suppliers", shop / "บัญชี", shop / "เอกสารร้าน"
    home = docs / "บ้าน"
    for folder in (quotes, cold, suppliers, books, papers, shop / "ลูกค้า", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "พ่อ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนคาเฟ่_ร่าง.docx", CAFE_DRAFT, CAFE_DRAFT_TABLE, bottom=CAFE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านสวนคาเฟ่_final v2.docx", CAFE_FINAL, CAFE_FINAL_TABLE,
               bottom=CAFE_FINAL_BOTTOM)
    make_pdf(cold / "ChillTech_coldroom_quotation_Nov2025.pdf", CHILLTECH_QUOTE)
    write_docx(cold / "ใบเสนอราคาห้องเย็น_อุดรเย็นฉ่ำ.docx", UDONYEN_QUOTE, UDONYEN_TABLE, bottom=UDONYEN_BOTTOM)
    make_pdf(suppliers / "ThaiRoongRuang_PriceList_2025.pdf", TRR_PRICES_2025)
    write_docx(suppliers / "ใบราคาส่ง_ไทยรุ่งเรือง_2567.docx", TRR_PRICES_2567, TRR_PRICES_2567_TABLE,
               bottom=TRR_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ThaiRoongRuang_invoice_TRR-IV-6810-0457.pdf", TRR_INVOICE)
    write_docx(suppliers / "ใบเสร็จ_ไทยรุ่งเรือง_RC-6811-0112.docx", TRR_RECEIPT, TRR_RECEIPT_TABLE,
               bottom=TRR_RECEIPT_BOTTOM)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", [WALKIN_2568, WHOLESALE_2568, ONLINE_2568],
                [STOCK_2568, RENT_2568, WAGES_2568, SHOPPOWER_2568, FUEL_2568])
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", [WALKIN_2567, WHOLESALE_2567, ONLINE_2567],
                [STOCK_2567, RENT_2567, WAGES_2567, SHOPPOWER_2567, FUEL_2567])
    make_pdf(papers / "NECB_van_loan_approval_Oct2025.pdf", VAN_LOAN)
    write_docx(papers / "หนังสือเทศบาล_ภาษีป้าย_2569.docx", CITY_LETTER)
    write_slides(shop / "แผนร้าน_2569_v3.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_electricity_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "WisetInsurance_motor_renewal_2025.pdf", MOTOR_RENEWAL)
    write_docx(home / "ค่าเทอมภูมิ" / "ใบแจ้งค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "พ่อ" / "UdonCare_knee_surgery_estimate.pdf", KNEE_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
