"""Blind folder: ธูปหอมบ้านแก้ว (Baan Kaew Incense), a family incense workshop in Pa Sang, Lamphun.

The owner is คุณสุภาพร แก้วมณี (พร / Supaporn Kaewmanee). She makes joss sticks, dragon incense, smokeless aroma
sticks and sandalwood cones behind her house at 88 หมู่ 3 ต.ป่าซาง อ.ป่าซาง จ.ลำพูน, selling to temples, temple-supply
shops, souvenir shops and online. Her husband สมศักดิ์ (พี่ศักดิ์ / Somsak) drives the deliveries, their son ภูมิ
(Phum) is in Prathom 4 at a bilingual school, and her mother แม่บุญศรี lives with them. It is October 2568 (2025).

Files under Documents/:
ธูปหอมบ้านแก้ว/ใบเสนอราคา/
  ใบเสนอราคา_วัดพระธาตุหริภุญชัย_ร่าง.docx      draft quote to Wat Phra That Hariphunchai (2 Oct 2568, 50,000 baht)
  ใบเสนอราคา_วัดพระธาตุหริภุญชัย_ฉบับส่งจริง.docx  the final quote sent (6 Oct 2568, 54,000 baht, deposit 16,200)
  Quotation_GoldenLotus_ChiangMai.docx            English quote to Golden Lotus Souvenir Shop, Nimman (63,000 THB)
  ใบเสนอราคา_ร้านเจริญสุขสังฆภัณฑ์.docx            Thai quote to a temple-supply shop in Lampang (41,250 baht)
ธูปหอมบ้านแก้ว/สัญญา/
  สัญญาจ้างผลิตธูปหอม_LannaSpa.docx               OEM contract with Lanna Spa & Wellness (3,000 boxes, 15 Dec 2568)
ธูปหอมบ้านแก้ว/แชท LINE/
  LINE_คุณนิด_LannaSpa.txt                          LINE chat that changes the Lanna Spa order (2,500 then 2,800 boxes)
  LINE_กลุ่มโรงธูปบ้านแก้ว.txt                       LINE group with the workers about the temple order week
  email_GoldenLotus_confirm.txt                   English email: Golden Lotus confirms with fewer cone sets
ธูปหอมบ้านแก้ว/Suppliers/
  SiamBamboo_pricelist_2025.pdf                   English price list 2025 of Siam Bamboo Stick Co. (stick maker)
  ใบราคาก้านธูป_สยามแบมบูสติ๊ก_2567.docx            the same firm's Thai price list of last year (2567)
  AromaChem_Invoice_INV-2025-0917.pdf             English invoice for fragrance oils (11,727.20 THB)
ธูปหอมบ้านแก้ว/บัญชี/
  ยอดขายธูป_2568.xlsx                               this year's sales by month and channel + an expenses sheet
  ยอดขายธูป_2567.xlsx                               last year's book, same layout
  ต้นทุนวัตถุดิบ_2568.xlsx                          raw-material costs, months as columns
  ค่าแรงคนงาน_กันยายน2568.xlsx                      September wages of the four workers
ธูปหอมบ้านแก้ว/แผนงาน/
  Plan_2569_BaanKaew.pptx                          slides: plan for next year (2569 / 2026)
  OTOP_CityFair_notes.md                           notes on the OTOP City fair booth in Bangkok
  สูตรผสมธูป.md                                     her incense mixing recipes
บ้าน/บิล/
  PEA_electricity_Sep2025.pdf, PWA_water_Sep2025.pdf, AIS_Fibre_Sep2025.pdf   the house's utility bills (English)
บ้าน/ประกัน/
  KrungsiamLife_renewal_Somsak_2025.pdf           English health-insurance renewal letter for Somsak
  ประกันรถกระบะ_2568.docx                          the pickup's class-1 motor insurance schedule (Thai)
  ประกันอัคคีภัย_โรงธูป.md                          note on the workshop's fire insurance
บ้าน/ลูก/
  LBS_Invoice_Term2_2025_Phum.pdf                 Phum's school fee invoice, term 2 (43,500 THB)
  ภูมิ_เรียนพิเศษ.md                                Phum's tutoring schedule and fees
บ้าน/
  รายจ่ายในบ้าน_2568.xlsx                           household spending, a sheet per month (ก.ค., ส.ค., ก.ย.)
  ผ่อนรถกระบะ.md                                    the pickup-truck loan
  นัดหมอแม่บุญศรี.md                                her mother's hospital appointments
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ธูปหอมบ้านแก้ว 88 หมู่ 3 ต.ป่าซาง อ.ป่าซาง จ.ลำพูน 51120 โทร 081-672-4418"

WAT_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)",
    SHOP,
    "วันที่ 2 ตุลาคม 2568",
    "เรียน ไวยาวัจกร วัดพระธาตุหริภุญชัย อ.เมือง จ.ลำพูน",
    "เรื่อง เสนอราคาธูปสำหรับงานประเพณียี่เป็ง พฤศจิกายน 2568",
]
WAT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ธูปหอมไม้จันทน์ 13 นิ้ว (แพ็คละ 100 ดอก)", "500 แพ็ค", "45", "22,500"),
    ("ธูปมังกรยักษ์ 1.5 เมตร", "20 ดอก", "850", "17,000"),
    ("ธูปไร้ควัน 9 นิ้ว (แพ็คละ 50 ดอก)", "300 แพ็ค", "35", "10,500"),
]
WAT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 50,000 บาท (ห้าหมื่นบาทถ้วน)",
    "ส่งของภายในวันที่ 25 ตุลาคม 2568",
    "ยืนราคา 15 วัน",
    "(ร่าง ยังไม่ได้ส่ง รอถามพี่ศักดิ์เรื่องราคาธูปมังกรก่อน)",
]
WAT_FINAL_TOP = [
    "ใบเสนอราคา เลขที่ QT-6810-003",
    SHOP,
    "วันที่ 6 ตุลาคม 2568",
    "เรียน ไวยาวัจกร วัดพระธาตุหริภุญชัย อ.เมือง จ.ลำพูน",
    "เรื่อง เสนอราคาธูปสำหรับงานประเพณียี่เป็ง พฤศจิกายน 2568",
]
WAT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ธูปหอมไม้จันทน์ 13 นิ้ว (แพ็คละ 100 ดอก)", "600 แพ็ค", "42", "25,200"),
    ("ธูปมังกรยักษ์ 1.5 เมตร", "24 ดอก", "800", "19,200"),
    ("ธูปไร้ควัน 9 นิ้ว (แพ็คละ 50 ดอก)", "300 แพ็ค", "35", "10,500"),
]
WAT_FINAL_BOTTOM = [
    "รวมเป็นเงิน 54,900 บาท",
    "หักส่วนลดถวายวัด 900 บาท",
    "รวมทั้งสิ้น 54,000 บาท (ห้าหมื่นสี่พันบาทถ้วน)",
    "มัดจำ 30% เป็นเงิน 16,200 บาท ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของภายในวันที่ 28 ตุลาคม 2568 จัดส่งถึงวัดโดยไม่คิดค่าขนส่ง",
    "ยืนราคา 15 วัน",
    "ลงชื่อ สุภาพร แก้วมณี ผู้เสนอราคา",
]

GOLDEN_TOP = [
    "QUOTATION No. QT-6809-011",
    "Baan Kaew Incense, 88 Moo 3, Pa Sang, Lamphun 51120. Tel 081-672-4418",
    "Date: 12 September 2025",
    "To: Mr. Kittipong Saetang, Golden Lotus Souvenir Shop, Nimmanhaemin Road Soi 9, Chiang Mai",
]
GOLDEN_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Lanna Jasmine incense gift box (20 sticks)", "600 boxes", "65", "39,000"),
    ("Sandalwood cone set with brass holder", "200 sets", "120", "24,000"),
]
GOLDEN_BOTTOM = [
    "Total: 63,000 THB (prices include delivery to Chiang Mai city)",
    "Delivery: by 30 September 2025",
    "Payment: 50% deposit on order, balance on delivery. Quote valid 30 days.",
    "Supaporn Kaewmanee",
]
CHAROEN_TOP = [
    "ใบเสนอราคา เลขที่ QT-6809-014",
    SHOP,
    "วันที่ 15 กันยายน 2568",
    "เรียน คุณเจริญ ร้านเจริญสุขสังฆภัณฑ์ ถ.ทิพย์ช้าง อ.เมือง จ.ลำปาง",
]
CHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ธูปหอมมะลิล้านนา กล่องของขวัญ (20 ดอก)", "400 กล่อง", "60", "24,000"),
    ("ธูปกรวยไม้จันทน์ พร้อมที่วางทองเหลือง", "150 ชุด", "115", "17,250"),
]
CHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 41,250 บาท (สี่หมื่นหนึ่งพันสองร้อยห้าสิบบาทถ้วน) ราคานี้ไม่รวมค่าขนส่งไปลำปาง",
    "ส่งของภายใน 10 วันหลังยืนยันออเดอร์",
    "ชำระเงินสด หรือโอนเข้าบัญชีกสิกรไทย ชื่อบัญชี สุภาพร แก้วมณี",
]

CONTRACT = [
    "สัญญาจ้างผลิตสินค้า (OEM)",
    "ทำที่ ธูปหอมบ้านแก้ว อ.ป่าซาง จ.ลำพูน วันที่ 1 ตุลาคม 2568",
    "ผู้ว่าจ้าง: บริษัท ล้านนา สปา แอนด์ เวลเนส จำกัด (Lanna Spa & Wellness Co., Ltd.) 45 ถ.เจริญราษฎร์ อ.เมือง "
    "จ.เชียงใหม่ โดย นางสาวนิดา ปัญญาวงศ์ ผู้จัดการฝ่ายจัดซื้อ",
    "ผู้รับจ้าง: นางสุภาพร แก้วมณี เจ้าของกิจการธูปหอมบ้านแก้ว",
    "ข้อ 1. ผู้รับจ้างตกลงผลิตธูปอโรม่าไร้ควัน กลิ่นตะไคร้หอม-ลาเวนเดอร์ บรรจุกล่องละ 30 ก้าน "
    "พิมพ์โลโก้ของผู้ว่าจ้าง จำนวน 3,000 กล่อง",
    "ข้อ 2. ราคากล่องละ 38 บาท รวมเป็นเงิน 114,000 บาท (หนึ่งแสนหนึ่งหมื่นสี่พันบาทถ้วน) ไม่รวมภาษีมูลค่าเพิ่ม",
    "ข้อ 3. ผู้ว่าจ้างชำระมัดจำร้อยละ 40 เป็นเงิน 45,600 บาท ในวันลงนาม ส่วนที่เหลือชำระภายใน 30 วันหลังรับของ",
    "ข้อ 4. ผู้รับจ้างส่งมอบสินค้าทั้งหมดภายในวันที่ 15 ธันวาคม 2568 ณ สำนักงานผู้ว่าจ้าง",
    "ข้อ 5. หากส่งมอบล่าช้า ผู้รับจ้างยอมเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. การเปลี่ยนแปลงจำนวนหรือกำหนดส่ง ให้ตกลงกันเป็นลายลักษณ์อักษร หรือทางข้อความ LINE ก็ได้",
    "ลงชื่อ นิดา ปัญญาวงศ์ ผู้ว่าจ้าง     ลงชื่อ สุภาพร แก้วมณี ผู้รับจ้าง",
]

LINE_NID = """[1/10/68 16:20] นิด LannaSpa: ได้รับสัญญาแล้วนะคะพี่พร โอนมัดจำ 45,600 ให้แล้วค่ะ
[1/10/68 16:25] พร บ้านแก้ว: ได้รับแล้วค่ะ ขอบคุณมากนะคะ เริ่มผลิตสัปดาห์หน้าเลยค่ะ
[8/10/68 10:02] นิด LannaSpa: พี่พรคะ ผู้บริหารขอลดล็อตแรกเหลือ 2,500 กล่องก่อนได้ไหมคะ สาขาภูเก็ตยังไม่เปิด
[8/10/68 10:15] พร บ้านแก้ว: ได้ค่ะ แต่กล่องพิมพ์โลโก้สั่งโรงพิมพ์ไป 3,000 ใบแล้วนะคะ
[10/10/68 14:40] นิด LannaSpa: ขอโทษค่ะพี่ เปลี่ยนอีกรอบ สรุปเอา 2,800 กล่องนะคะ ราคาเดิมกล่องละ 38
[10/10/68 14:44] นิด LannaSpa: แล้วขอเลื่อนส่งเป็นวันที่ 20 ธ.ค. ได้ไหมคะ โกดังเราเต็มช่วงกลางเดือน
[10/10/68 15:02] พร บ้านแก้ว: ตกลงค่ะ สรุปนะคะ 2,800 กล่อง x 38 = 106,400 บาท ส่งวันที่ 20 ธ.ค. 68 ที่สำนักงานเชียงใหม่
[10/10/68 15:03] นิด LannaSpa: ถูกต้องค่ะ ขอบคุณค่ะพี่พร 🙏
[14/10/68 09:30] นิด LannaSpa: ขอรูปตัวอย่างกล่องก่อนพิมพ์จริงด้วยนะคะ
[14/10/68 09:41] พร บ้านแก้ว: ส่งให้พรุ่งนี้ค่ะ
"""

LINE_GROUP = """[20/10/68 07:45] พร: อรุณสวัสดิ์จ้า สัปดาห์นี้งานเยอะนะ ออเดอร์วัดพระธาตุต้องส่ง 28 ต.ค.
[20/10/68 07:47] พร: ธูปไม้จันทน์ 600 แพ็ค ธูปมังกร 24 ดอก ธูปไร้ควัน 300 แพ็ค
[20/10/68 07:50] ป้าแก้ว: ต้องม้วนวันละเท่าไหร่ถึงจะทันจ๊ะ
[20/10/68 07:52] พร: ต้องได้วันละ 12,000 ดอกนะป้า ทำโอทีได้ถึงสองทุ่ม โอทีชั่วโมงละ 60 บาท
[20/10/68 08:05] ลุงจันทร์: ผงไม้จันทน์เหลือ 40 กิโล พอไหม
[20/10/68 08:07] พร: ไม่พอค่ะลุง สั่งเพิ่มอีก 100 กิโลแล้ว ของเข้าวันพุธ 22 ต.ค.
[20/10/68 12:30] ฝน: พี่พร ชั้นตากธูปหลังบ้านหลังคารั่วค่ะ ฝนตกธูปเปียกไป 3 ถาด
[20/10/68 12:41] พร: เดี๋ยวให้พี่ศักดิ์ไปซ่อมเย็นนี้ ช่วงนี้ย้ายไปตากในโรงเรือนก่อนนะ
[21/10/68 17:10] พร: วันเสาร์ 25 ต.ค. หยุดครึ่งวันนะ พี่ไปงานบวชหลาน
[21/10/68 17:12] ติ๊บ: รับทราบจ้า
"""

EMAIL_GOLDEN = """From: Kittipong Saetang <kittipong@goldenlotus-cm.com>
To: Supaporn Kaewmanee <baankaew.incense@gmail.com>
Date: 18 September 2025 10:47
Subject: Re: Quotation QT-6809-011

Dear Khun Supaporn,

Thank you for the quotation. We confirm the 600 jasmine gift boxes at 65 THB.
For the sandalwood cone sets, please reduce the order to 150 sets only - the 200 sets
are too many for our small shop before high season.

Also, could you deliver on 3 October 2025 instead of 30 September? Our new shelves
arrive on 1 October. The deposit will be transferred this Friday.

Best regards,
Kittipong
Golden Lotus Souvenir Shop, Nimman, Chiang Mai
"""

BAMBOO_2025 = [
    "SIAM BAMBOO STICK CO., LTD.\n99/4 Moo 7, Saraphi, Chiang Mai 50140\nPRICE LIST 2025 (effective 1 January 2025)\n"
    "\nItem                                       Unit        Price (THB)\n"
    "Bamboo stick 8 inch, natural              per kg      55\n"
    "Bamboo stick 13 inch, natural             per kg      62\n"
    "Bamboo stick 13 inch, red dyed            per kg      78\n"
    "Bamboo stick 1.5 m for dragon incense     per piece   18\n"
    "Bamboo stick 16 inch, natural             per kg      68\n",
    "Terms\nMinimum order: 50 kg per order.\nFree delivery in Lamphun and Chiang Mai for orders over 10,000 THB.\n"
    "Payment: 30 days credit for regular customers.\nPrices exclude VAT 7%.\nContact: Khun Wiroj 053-421-880",
]
BAMBOO_2567 = [
    "บริษัท สยามแบมบู สติ๊ก จำกัด",
    "99/4 หมู่ 7 อ.สารภี จ.เชียงใหม่",
    "ใบราคาสินค้า ปี 2567 (เริ่ม 1 มกราคม 2567)",
]
BAMBOO_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("ก้านธูปไม้ไผ่ 8 นิ้ว สีธรรมชาติ", "กิโลกรัม", "50"),
    ("ก้านธูปไม้ไผ่ 13 นิ้ว สีธรรมชาติ", "กิโลกรัม", "58"),
    ("ก้านธูปไม้ไผ่ 13 นิ้ว ย้อมสีแดง", "กิโลกรัม", "72"),
    ("ก้านธูปมังกร 1.5 เมตร", "ก้าน", "15"),
]
BAMBOO_2567_BOTTOM = [
    "สั่งขั้นต่ำ 30 กิโลกรัม",
    "ส่งฟรีในเขตลำพูน เชียงใหม่ เมื่อสั่งครบ 8,000 บาท",
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]

AROMA_INVOICE = [
    "AROMA CHEM TRADING CO., LTD.\n212 Soi Sukhumvit 71, Bangkok 10110\nTAX INVOICE\n"
    "Invoice No.: INV-2025-0917\nDate: 17 September 2025\n"
    "Bill to: Baan Kaew Incense (Supaporn Kaewmanee), 88 Moo 3, Pa Sang, Lamphun 51120\n"
    "\nItem                          Qty     Unit price   Amount\n"
    "Sandalwood fragrance oil      4 kg    1,250.00     5,000.00\n"
    "Jasmine fragrance oil         3 kg      980.00     2,940.00\n"
    "Lemongrass essential oil      2 kg      620.00     1,240.00\n"
    "Lavender fragrance oil        2 kg      890.00     1,780.00\n",
    "Subtotal: 10,960.00 THB\nVAT 7%: 767.20 THB\nTotal amount due: 11,727.20 THB\n"
    "Payment due date: 17 October 2025\n"
    "Please transfer to Kasikorn Bank, account Aroma Chem Trading Co., Ltd., 012-3-45678-9\n"
    "Thank you for your business.",
]

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Shop)", "ส่งวัด (Temples)", "ร้านค้าส่ง (Wholesale)",
                 "ออนไลน์ (Online)", "รวม (Total)")
SALES_2568 = [
    (38200, 45500, 30100, 11800), (36900, 41000, 28700, 12400), (41800, 52300, 35600, 14100),
    (48500, 62000, 41200, 18900), (33600, 38400, 27500, 13200), (31200, 35800, 25900, 12800),
    (34400, 44200, 26800, 14600), (35100, 40900, 29300, 15900), (37800, 47600, 31400, 17300),
]
SALES_2567 = [
    (35400, 42100, 28800, 7900), (34100, 39200, 26400, 8300), (39600, 49800, 33100, 9800),
    (45200, 58500, 39800, 12300), (31900, 36100, 25600, 8800), (29800, 33400, 24700, 8600),
    (32500, 41900, 25300, 9700), (33300, 38600, 27800, 10400), (35900, 45200, 29900, 11100),
    (42600, 61800, 38400, 12600), (46900, 72400, 43100, 14200), (44300, 55700, 40800, 15800),
]
EXPENSE_HEADERS = ("เดือน (Month)", "วัตถุดิบ (Materials)", "ค่าแรง (Wages)", "ค่าไฟโรงธูป (Electricity)",
                   "ค่าขนส่ง (Delivery)", "รวม (Total)")
EXPENSES_2568 = [
    (31800, 35200, 2150, 4800), (30100, 34600, 2080, 4500), (41200, 38900, 2310, 5900),
    (44900, 40100, 2420, 6700), (28700, 34800, 2190, 4300), (27400, 33900, 2260, 4100),
    (29300, 35600, 2380, 4600), (33800, 36100, 2340, 5000), (38600, 37430, 2290, 5600),
]
EXPENSES_2567 = [
    (29600, 32800, 1980, 4400), (28300, 32100, 1950, 4200), (38700, 36400, 2140, 5500),
    (42100, 37800, 2260, 6300), (27100, 32500, 2010, 4000), (25900, 31700, 2080, 3900),
    (27800, 33300, 2170, 4300), (31200, 33800, 2190, 4700), (35400, 34900, 2120, 5200),
    (45300, 38200, 2240, 6900), (52700, 41500, 2330, 8100), (40900, 39600, 2280, 6600),
]

MATERIAL_ROWS = [
    ("ก้านไม้ไผ่ (สยามแบมบู)", [6200, 5800, 8900, 9600, 5400, 5100, 5600, 6300, 7800]),
    ("ผงไม้หอม/ผงไม้จันทน์", [9800, 9300, 12600, 13400, 8700, 8400, 8900, 9700, 11200]),
    ("ผงกาวเหนียว (ผงยางบง)", [3100, 2900, 4100, 4300, 2800, 2700, 2900, 3200, 3600]),
    ("น้ำหอม (อโรมาเคม)", [8400, 7900, 11200, 12600, 7300, 6900, 7500, 9850, 10960]),
    ("กล่อง/ถุงบรรจุ", [4300, 4200, 4400, 5000, 4500, 4300, 4400, 4750, 5040]),
]

WAGES = [
    ("ป้าแก้ว", "ม้วนธูป (Rolling)", 26, 380, 600),
    ("ลุงจันทร์", "ผสมผง (Mixing)", 26, 400, 0),
    ("ฝน", "ตากธูป/แพ็ค (Drying & packing)", 24, 350, 450),
    ("ติ๊บ", "แพ็คของ (Packing)", 22, 350, 0),
]

PLAN_SLIDES = [
    ("Baan Kaew Incense - Plan 2569 (2026)", "ธูปหอมบ้านแก้ว แผนปีหน้า\nprepared by Supaporn, October 2025"),
    ("Where we are (2568)", "Sales Jan-Sep 2568: 1,152,700 THB\nTemples are still the biggest channel\n"
                            "Online grew fastest: Sep 17,300 THB vs 11,100 THB last year"),
    ("Targets 2569", "Revenue target: 1.9 million THB for the whole year (about +20% on 2568)\n"
                     "Online share from 10% to 20%\n"
                     "Win two new spa/hotel OEM customers like Lanna Spa"),
    ("New products", "Smokeless aroma sticks: lemongrass, lavender, jasmine\n"
                     "Sandalwood cones in gift boxes for tourists in Chiang Mai"),
    ("Investment", "New drying room with roof and racks: 180,000 THB\nSecond powder mixer: 65,000 THB\n"
                   "Funding: own savings + SME loan 150,000 THB"),
    ("People and timeline", "Hire 2 more workers from February 2569\nOTOP City fair in December\n"
                            "Build Songkran stock from February"),
]

OTOP_NOTES = """# OTOP City 2025 - notes

- งาน OTOP City 2025 ที่ IMPACT Muang Thong Thani (Challenger Hall 2)
- Dates: 17-24 December 2025
- Booth no. C-112 (zone ภาคเหนือ), size 3x3 m
- Booth fee 4,500 THB, paid to สนง.พัฒนาชุมชน จ.ลำพูน by 15 Nov
- Bring: 2,000 packs mixed incense, 300 gift boxes, cone sets, price tags in English + Chinese
- Stay: hotel near Muang Thong 8 nights, share room with พี่แดง (ผ้าฝ้ายป่าซาง)
- พี่ศักดิ์ drives the pickup down on 15 Dec
"""

RECIPE = """# สูตรผสมธูป (จดไว้กันลืม)

## ธูปหอมไม้จันทน์ (ต่อ 1 รอบผสม)
- ผงขี้เลื่อยไม้หอม 10 กก.
- ผงไม้จันทน์ 3 กก.
- ผงกาวเหนียว (ผงยางบง) 2 กก.
- น้ำหอมกลิ่นไม้จันทน์ 300 มล.
- น้ำสะอาดค่อยๆ เติมจนปั้นได้
- ตากแดด 2 วัน ถ้าฝนตกอบในโรงเรือน 1 วันครึ่ง

## ธูปไร้ควัน
- ผงถ่านกะลา 6 กก. + ผงไม้หอม 4 กก. + ผงกาว 2 กก.
- น้ำหอมตะไคร้/ลาเวนเดอร์ 250 มล.

## หมายเหตุ
- ผงกาวอย่าเกิน 2.5 กก. ไม่งั้นธูปจุดแล้วดับ
- ก้านแดงใช้กับธูปไหว้เจ้า ก้านธรรมชาติใช้กับธูปหอม
"""

UTILITY_PEA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nPa Sang Branch, Lamphun\nELECTRICITY BILL - September 2025\n"
    "Customer: Mrs. Supaporn Kaewmanee\nAddress: 88 Moo 3, Pa Sang, Lamphun 51120 (house)\n"
    "Account No.: 020011457832\nReading period: 16 Aug 2025 - 15 Sep 2025\n"
    "Units used: 386 kWh\nEnergy charge: 1,548.20 THB\nFt charge: 76.38 THB\nVAT 7%: 118.00 THB\n"
    "Amount due: 1,742.58 THB\nDue date: 10 October 2025",
]
UTILITY_PWA = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA)\nLamphun Branch\nWATER BILL - September 2025\n"
    "Customer: Mrs. Supaporn Kaewmanee, 88 Moo 3, Pa Sang, Lamphun\nMeter No.: 6712-0094\n"
    "Water used: 28 cubic meters\nWater charge: 300.00 THB\nService fee: 20.00 THB\nVAT 7%: 22.40 THB\n"
    "Amount due: 342.40 THB\nDue date: 8 October 2025",
]
UTILITY_AIS = [
    "AIS FIBRE\nTAX INVOICE / RECEIPT - September 2025\nCustomer: Supaporn Kaewmanee\n"
    "Service address: 88 Moo 3, Pa Sang, Lamphun\nPackage: Power4 500/500 Mbps\n"
    "Monthly fee: 749.00 THB\nVAT 7%: 52.43 THB\nTotal: 801.43 THB\nAuto-debit on 25 September 2025",
]
HEALTH_LETTER = [
    "KRUNGSIAM LIFE ASSURANCE PUBLIC CO., LTD.\nPOLICY RENEWAL NOTICE\nDate: 1 October 2025\n"
    "To: Mr. Somsak Kaewmanee, 88 Moo 3, Pa Sang, Lamphun 51120\nPolicy No.: HS-2207-451193\n"
    "Plan: Health Smart Plus (in-patient)\nCoverage period: 15 November 2025 - 14 November 2026\n"
    "Annual premium: 18,750 THB (last year 16,980 THB; higher because of the new age band 45-49)\n",
    "Benefits\nIn-patient limit: 1,000,000 THB per year\nRoom and board: up to 3,000 THB per night\n"
    "Out-patient: not covered\n\nPlease pay the premium by 15 November 2025 to keep your cover without a gap.\n"
    "Grace period: 31 days. Pay by bank transfer, at 7-Eleven, or with your agent Khun Jiraporn 089-552-1176.",
]
CAR_INSURANCE = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท สยามมั่นคงประกันภัย จำกัด (มหาชน)",
    "กรมธรรม์เลขที่ V1-68-0452217",
    "ผู้เอาประกันภัย: นายสมศักดิ์ แก้วมณี 88 หมู่ 3 ต.ป่าซาง อ.ป่าซาง จ.ลำพูน",
    "รถยนต์: อีซูซุ ดีแมคซ์ ปี 2019 ทะเบียน บจ 4527 ลำพูน",
    "ระยะเวลาเอาประกันภัย: 30 พฤศจิกายน 2567 ถึง 30 พฤศจิกายน 2568",
    "ทุนประกันภัยรถยนต์ 420,000 บาท",
    "ค่าเสียหายส่วนแรก 2,000 บาท",
    "เบี้ยประกันภัยรวมภาษีอากร 16,900 บาท",
    "ผู้ขับขี่: ไม่ระบุชื่อ  ตัวแทน: คุณจิราพร 089-552-1176",
]
FIRE_INSURANCE = """# ประกันอัคคีภัย โรงธูป

- บริษัท ทิพย์ล้านนาประกันภัย กรมธรรม์เลขที่ F-2568-11873
- คุ้มครองอาคารโรงธูป + สต็อกผงไม้ ธูป กล่อง ทุนประกัน 800,000 บาท
- เบี้ยปีละ 4,280 บาท จ่ายแล้ว 2 มี.ค. 68
- ครบกำหนดต่อ 1 มีนาคม 2569
- เงื่อนไข: ห้ามเก็บน้ำมันเชื้อเพลิงในโรงธูป ต้องมีถังดับเพลิง 2 ถัง (ซื้อแล้ว)
"""
SCHOOL_INVOICE = [
    "LAMPHUN BILINGUAL SCHOOL\nINVOICE - Term 2, Academic Year 2025\nInvoice No.: LBS-T2-25-0418\n"
    "Date: 1 October 2025\nStudent: Phum Kaewmanee   Class: Grade 4 (Prathom 4/2)   Student ID: 61147\n"
    "Parent: Mrs. Supaporn Kaewmanee\n"
    "\nTuition fee                 28,500\nEnglish Program fee          6,000\nLunch and snacks             4,200\n"
    "School bus (Pa Sang route)    3,600\nActivities and field trip     1,200\n"
    "Total                       43,500 THB\n",
    "Please pay by 31 October 2025 at the school finance office or by transfer to Krungthai Bank 501-2-33871-0.\n"
    "A late fee of 500 THB applies after the due date.\nTerm 2 starts on 3 November 2025.",
]
TUTOR = """# ภูมิ เรียนพิเศษ เทอม 2

- คณิต ครูแอน วันเสาร์ 9.00-11.00 เดือนละ 1,800 บาท
- ภาษาอังกฤษ ครูไมค์ (ออนไลน์) วันพุธ 18.00-19.00 เดือนละ 1,500 บาท
- ว่ายน้ำ สระเทศบาล วันอาทิตย์ 16.00 ครั้งละ 150
- ต้องรับภูมิที่บ้านครูแอนเที่ยง ถ้าพี่ศักดิ์ไปส่งของให้แม่บุญศรีไปรับ
"""
TRUCK = """# ผ่อนรถกระบะ (อีซูซุ ดีแมคซ์ บจ 4527)

- ไฟแนนซ์ ธนาคารกรุงศรี ออโต้ สัญญาเลขที่ 7721-004589
- ผ่อนงวดละ 9,870 บาท ทุกวันที่ 5 ของเดือน หักบัญชีอัตโนมัติ
- ทั้งหมด 60 งวด จ่ายแล้ว 46 งวด เหลืออีก 14 งวด (งวดสุดท้าย ธ.ค. 2569)
- ถ้าปิดก่อนกำหนด ถามยอดที่ call center 1572
"""
MOM_DOCTOR = """# นัดหมอแม่บุญศรี

- รพ.ลำพูน คลินิกเบาหวาน นัด 4 พ.ย. 68 เวลา 8.00 งดน้ำงดอาหารหลังสองทุ่ม
- ยาเบาหวาน + ยาความดัน เหลือพอถึงวันนัด
- ตรวจตา รพ.ลำพูน นัด 12 ธ.ค. 68
- ค่ายาส่วนเกินสิทธิ์ ครั้งที่แล้ว 640 บาท
"""

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ก.ค. 2568": [
        ("กับข้าว/ของใช้ (Food)", 8900, "ตลาดป่าซาง + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 1655.40, "PEA"),
        ("ค่าน้ำประปา (Water)", 318.00, "PWA"),
        ("เน็ตบ้าน (Internet)", 801.43, "AIS Fibre"),
        ("ผ่อนรถกระบะ (Truck loan)", 9870, "กรุงศรี ออโต้"),
        ("น้ำมันรถ (Fuel)", 3200, ""),
        ("ค่าขนมภูมิ + เรียนพิเศษ (Phum)", 4100, ""),
        ("ยาแม่ (Mom's medicine)", 640, "รพ.ลำพูน"),
        ("ทำบุญ (Merit)", 1000, "เข้าพรรษา"),
    ],
    "ส.ค. 2568": [
        ("กับข้าว/ของใช้ (Food)", 9450, "วันแม่ กินข้าวนอกบ้าน"),
        ("ค่าไฟบ้าน (Electricity)", 1702.15, "PEA"),
        ("ค่าน้ำประปา (Water)", 331.70, "PWA"),
        ("เน็ตบ้าน (Internet)", 801.43, "AIS Fibre"),
        ("ผ่อนรถกระบะ (Truck loan)", 9870, "กรุงศรี ออโต้"),
        ("น้ำมันรถ (Fuel)", 3650, ""),
        ("ค่าขนมภูมิ + เรียนพิเศษ (Phum)", 4100, ""),
        ("ของขวัญวันแม่ (Mother's Day gift)", 1500, "แม่บุญศรี"),
        ("ทำบุญ (Merit)", 500, ""),
    ],
    "ก.ย. 2568": [
        ("กับข้าว/ของใช้ (Food)", 8700, ""),
        ("ค่าไฟบ้าน (Electricity)", 1742.58, "PEA"),
        ("ค่าน้ำประปา (Water)", 342.40, "PWA"),
        ("เน็ตบ้าน (Internet)", 801.43, "AIS Fibre"),
        ("ผ่อนรถกระบะ (Truck loan)", 9870, "กรุงศรี ออโต้"),
        ("น้ำมันรถ (Fuel)", 3400, ""),
        ("ค่าขนมภูมิ + เรียนพิเศษ (Phum)", 4100, ""),
        ("ยาแม่ (Mom's medicine)", 580, ""),
        ("ซ่อมหลังคาห้องครัว (Roof repair)", 2300, "ช่างต้อม"),
    ],
}

WORKSPECT = {"todo.md": "- โทรตามมัดจำวัดพระธาตุ\n- โอนค่าน้ำหอมอโรมาเคมก่อน 17 ต.ค.\n"
                        "- จ่ายค่าเทอมภูมิ ก่อนสิ้นเดือน\n- ต่อประกันรถกระบะ\n- ส่งรูปกล่องให้คุณนิด\n"}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายธูปหอมบ้านแก้ว ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *[sum(r[i] for r in sales) for i in range(4)], sum(sum(r) for r in sales)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงธูป ปี {year} (Workshop expenses {year}, THB)"])
    costs.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS, expenses):
        costs.append([month, *row, sum(row)])
    costs.append(["รวม (Total)", *[sum(r[i] for r in expenses) for i in range(4)], sum(sum(r) for r in expenses)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _materials(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต้นทุนวัตถุดิบ 2568"
    sheet.append(["ต้นทุนวัตถุดิบรายเดือน ปี 2568 (Raw material costs 2568, THB)"])
    sheet.append(["วัตถุดิบ (Material)", *MONTHS[:9], "รวม ม.ค.-ก.ย. (Total)"])
    for name, values in MATERIAL_ROWS:
        sheet.append([name, *values, sum(values)])
    sheet.append(["รวม (Total)", *[sum(v[i] for _, v in MATERIAL_ROWS) for i in range(9)],
                  sum(sum(v) for _, v in MATERIAL_ROWS)])
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ก.ย. 68"
    sheet.append(["ค่าแรงคนงาน เดือนกันยายน 2568 (Wages, September 2568)"])
    sheet.append(["ชื่อ (Name)", "งาน (Job)", "วันทำงาน (Days)", "ค่าแรงต่อวัน (Daily rate)", "โอที (OT)",
                  "รวม (Total)"])
    for name, job, days, rate, ot in WAGES:
        sheet.append([name, job, days, rate, ot, days * rate + ot])
    sheet.append(["รวม (Total)", "", "", "", sum(w[4] for w in WAGES), sum(w[2] * w[3] + w[4] for w in WAGES)])
    sheet.append(["จ่ายวันที่ 30 ก.ย. 68 โอนเข้าบัญชีทุกคน ยกเว้นลุงจันทร์รับเงินสด"])
    for column in (4, 5, 6):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธูปหอมบ้านแก้ว"
    quotes, contracts, chats = biz / "ใบเสนอราคา", biz / "สัญญา", biz / "แชท LINE"
    suppliers, books, plans = biz / "Suppliers", biz / "บัญชี", biz / "แผนงาน"
    home = docs / "บ้าน"
    bills, insurance, kid = home / "บิล", home / "ประกัน", home / "ลูก"
    for folder in (quotes, contracts, chats, suppliers, books, plans, bills, insurance, kid):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_วัดพระธาตุหริภุญชัย_ร่าง.docx", WAT_DRAFT_TOP, WAT_DRAFT_TABLE,
               bottom=WAT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_วัดพระธาตุหริภุญชัย_ฉบับส่งจริง.docx", WAT_FINAL_TOP, WAT_FINAL_TABLE,
               bottom=WAT_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_GoldenLotus_ChiangMai.docx", GOLDEN_TOP, GOLDEN_TABLE, bottom=GOLDEN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านเจริญสุขสังฆภัณฑ์.docx", CHAROEN_TOP, CHAROEN_TABLE, bottom=CHAROEN_BOTTOM)
    write_docx(contracts / "สัญญาจ้างผลิตธูปหอม_LannaSpa.docx", CONTRACT)
    write_texts(chats, {"LINE_คุณนิด_LannaSpa.txt": LINE_NID, "LINE_กลุ่มโรงธูปบ้านแก้ว.txt": LINE_GROUP,
                        "email_GoldenLotus_confirm.txt": EMAIL_GOLDEN})
    make_pdf(suppliers / "SiamBamboo_pricelist_2025.pdf", BAMBOO_2025)
    write_docx(suppliers / "ใบราคาก้านธูป_สยามแบมบูสติ๊ก_2567.docx", BAMBOO_2567, BAMBOO_2567_TABLE,
               bottom=BAMBOO_2567_BOTTOM)
    make_pdf(suppliers / "AromaChem_Invoice_INV-2025-0917.pdf", AROMA_INVOICE)
    _sales_book(books / "ยอดขายธูป_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขายธูป_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _materials(books / "ต้นทุนวัตถุดิบ_2568.xlsx")
    _wages(books / "ค่าแรงคนงาน_กันยายน2568.xlsx")
    write_slides(plans / "Plan_2569_BaanKaew.pptx", PLAN_SLIDES)
    write_texts(plans, {"OTOP_CityFair_notes.md": OTOP_NOTES, "สูตรผสมธูป.md": RECIPE})

    make_pdf(bills / "PEA_electricity_Sep2025.pdf", UTILITY_PEA)
    make_pdf(bills / "PWA_water_Sep2025.pdf", UTILITY_PWA)
    make_pdf(bills / "AIS_Fibre_Sep2025.pdf", UTILITY_AIS)
    make_pdf(insurance / "KrungsiamLife_renewal_Somsak_2025.pdf", HEALTH_LETTER)
    write_docx(insurance / "ประกันรถกระบะ_2568.docx", CAR_INSURANCE)
    write_texts(insurance, {"ประกันอัคคีภัย_โรงธูป.md": FIRE_INSURANCE})
    make_pdf(kid / "LBS_Invoice_Term2_2025_Phum.pdf", SCHOOL_INVOICE)
    write_texts(kid, {"ภูมิ_เรียนพิเศษ.md": TUTOR})
    _household(home / "รายจ่ายในบ้าน_2568.xlsx")
    write_texts(home, {"ผ่อนรถกระบะ.md": TRUCK, "นัดหมอแม่บุญศรี.md": MOM_DOCTOR})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
