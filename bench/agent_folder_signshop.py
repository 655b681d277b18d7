"""ร้านทิพย์อาร์ต ป้ายและสิ่งพิมพ์ (Thip Art Sign), Khon Kaen: the owner's Documents folder, written by code.

The owner is พรทิพย์ แก้วมณี (Pornthip Kaewmanee, "พี่ทิพย์"), who runs a small sign shop on ถนนมิตรภาพ in
เมืองขอนแก่น: vinyl banners, lightboxes, stainless-steel letters, and installation, with two craftsmen (ช่างเอก,
ช่างนพ), a graphic designer (น้องฝน) and a part-time helper (น้องบอส). Her husband ธีรพงษ์ ("Tee") does the
installs with the pickup; their daughter ณภัทร ("น้องมายด์") is in Grade 5 at Khon Kaen Bilingual School and their
son ภูมิ is in ป.3/2 at a local school. Year now: 2568 (2025), October.

Files under Documents/:
ร้านป้าย/ใบเสนอราคา/
- ใบเสนอราคา_ร้านกาแฟบ้านไม้_ร่าง.docx: first quote to ร้านกาแฟบ้านไม้ (คุณต้อม): two 80x240 lightboxes,
  3 menu boards, total 44,833.
- ใบเสนอราคา_ร้านกาแฟบ้านไม้_แก้ไข_final.docx: revised quote sent after the LINE chat: one 100x300 lightbox,
  2 menu boards, total 32,207, deposit 15,000, install 25 ต.ค. 2568.
- ใบเสนอราคา_อักษรโลหะ_คลินิกทันตกรรมยิ้มใส.docx: stainless letters for a dental clinic, total 46,331,
  installation 3,500.
- ใบเสนอราคา_อักษรโลหะ_ร้านยาเภสัชบ้านเรา.docx: a similar quote for a pharmacy in Ban Phai, total 29,960,
  installation 4,500.
- Quotation_KaenRiverside_Hotel_wayfinding.docx: English quote to Kaen Riverside Hotel for room and
  direction signs, total 132,252.
ร้านป้าย/สัญญา/
- สัญญาจ้างทำป้าย_โครงการกรีนวิลล์.docx: contract with บริษัท กรีนวิลล์ พร็อพเพอร์ตี้ จำกัด, 186,000 baht in
  three instalments, hand-over by 30 พฤศจิกายน 2568.
- Invoice_GreenVille_installment2.pdf: English invoice to Green Ville Property Co., Ltd. for instalment 2, 74,400.
- บันทึกวัดหน้างาน_กรีนวิลล์.md: site-measurement notes for the same job.
ร้านป้าย/Suppliers/
- SaengthaiAcrylic_pricelist_2025.pdf: Saengthai Acrylic's English price list this year (3 mm clear 2,050).
- ราคาอะคริลิค_แสงไทย_2567.docx: the same firm's Thai price list last year (3 mm clear 1,950).
- Invoice_ThaiVinylSupply_TVS-25-0871.pdf: a vinyl and ink tax invoice, total 36,166.
- BrightLite_LED_pricelist_Oct2025.pdf: LED modules and power supplies, minimum order 5,000.
- email_ThaiVinyl_price_increase.txt: Thai Vinyl Supply's email: banner roll 4,200 -> 4,650 from 1 November 2025.
- Quote_SiamDigitalTech_printer.pdf: a quote for a 1.6 m eco-solvent printer, 438,000 + VAT = 468,660.
ร้านป้าย/บัญชี/
- ยอดขายร้าน_2568.xlsx: this year's book, sheet "ยอดขาย Sales" (months Jan-Sep as rows) and "รายจ่าย Expenses".
- ยอดขายร้าน_2567.xlsx: last year's book, same two sheets, twelve months.
- ค่าแรงช่าง_2568.xlsx: wages per worker with months as columns and a total row.
ร้านป้าย/
- แผนร้าน_ปี2569.pptx: next year's plan (3.2 ล้านบาท target, printer budget 450,000, CNC 280,000).
- LINE_พี่แดง_ป้ายงานบวช.txt: LINE chat where an ordination-banner order grows from 5 to 7 banners, 5,400.
- LINE_คุณต้อม_ร้านกาแฟบ้านไม้.txt: LINE chat that changes the cafe order before the final quote.
- งานติดตั้ง_ครึ่งหลังตุลา.md: the installation schedule for late October.
- ภาษีป้าย_2568.md: notes on the shop's own sign tax (2,606 paid 9 เม.ย. 2568).
บ้าน/
- SchoolFee_Invoice_Term2_2025.pdf: Mind's semester-2 school invoice, 47,050 due 15 October 2025.
- LINE_กลุ่มผู้ปกครอง_ป3-2.txt: Phum's class parents' LINE group (field trip 350 baht).
- PEA_bill_house_Sep2025.pdf: the house electricity bill, 486 kWh, 2,474.03.
- Insurance_renewal_SiamSinsapLife_2025.pdf: Tee's health-insurance renewal, premium 24,680 by 20 November 2025.
- ประกันรถกระบะ_ใบเสนอ_2568.docx: a broker's Thai quote to renew the pickup's motor insurance.
- ประกันอัคคีภัยบ้าน_กรมธรรม์.docx: summary of the house fire-insurance policy.
- รายจ่ายบ้าน_2568.xlsx: household spending, one sheet per month (ก.ค., ส.ค., ก.ย.).
- ทริปเขาใหญ่_ปีใหม่.md: a family New Year trip plan (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านทิพย์อาร์ต ป้ายและสิ่งพิมพ์ 219/7 ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 081-765-4321"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

CAFE_DRAFT_TOP = [
    "ใบเสนอราคา (ฉบับที่ 1)",
    SHOP,
    "เลขที่ QT-6810-021  วันที่ 2 ตุลาคม 2568",
    "เรียน คุณต้อม (คุณกนกวรรณ) ร้านกาแฟบ้านไม้ ถ.กลางเมือง อ.เมือง จ.ขอนแก่น",
    "ทางร้านขอเสนอราคางานป้ายหน้าร้านตามรายการดังนี้",
]
CAFE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "ป้ายกล่องไฟหน้าร้าน อะคริลิคขุ่น ขนาด 80x240 ซม. พร้อมไฟ LED", "2 ชุด", "14,500", "29,000"),
    ("2", "ป้ายเมนูไวนิลติดฟิวเจอร์บอร์ด 60x90 ซม.", "3 แผ่น", "1,200", "3,600"),
    ("3", "ป้ายตั้งพื้นหน้าร้าน (A-frame) 2 หน้า", "1 ชุด", "2,800", "2,800"),
    ("4", "สติกเกอร์ฝ้ากระจก ตัดตัวอักษรชื่อร้าน", "1 งาน", "3,500", "3,500"),
    ("5", "ค่าติดตั้งและขนส่ง", "1 งาน", "3,000", "3,000"),
    ("", "รวมเป็นเงิน", "", "", "41,900"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,933"),
    ("", "รวมทั้งสิ้น", "", "", "44,833"),
]
CAFE_DRAFT_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% เมื่อยืนยันสั่งงาน ส่วนที่เหลือชำระวันติดตั้ง",
    "ระยะเวลาผลิตและติดตั้ง ภายใน 14 วันหลังอนุมัติแบบ",
    "ยืนราคา 15 วัน",
    "ผู้เสนอราคา พรทิพย์ แก้วมณี",
]
CAFE_FINAL_TOP = [
    "ใบเสนอราคา (ฉบับแก้ไข)",
    SHOP,
    "เลขที่ QT-6810-021/1  วันที่ 6 ตุลาคม 2568",
    "เรียน คุณต้อม (คุณกนกวรรณ) ร้านกาแฟบ้านไม้ ถ.กลางเมือง อ.เมือง จ.ขอนแก่น",
    "แก้ไขตามที่คุยทาง LINE วันที่ 4 ต.ค. (กล่องไฟเหลือ 1 ชุดขยายขนาด, ป้ายเมนูเหลือ 2 แผ่น)",
]
CAFE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "ป้ายกล่องไฟหน้าร้าน อะคริลิคขุ่น ขนาด 100x300 ซม. พร้อมไฟ LED", "1 ชุด", "18,900", "18,900"),
    ("2", "ป้ายเมนูไวนิลติดฟิวเจอร์บอร์ด 60x90 ซม.", "2 แผ่น", "1,200", "2,400"),
    ("3", "ป้ายตั้งพื้นหน้าร้าน (A-frame) 2 หน้า", "1 ชุด", "2,800", "2,800"),
    ("4", "สติกเกอร์ฝ้ากระจก ตัดตัวอักษรชื่อร้าน", "1 งาน", "3,500", "3,500"),
    ("5", "ค่าติดตั้งและขนส่ง", "1 งาน", "2,500", "2,500"),
    ("", "รวมเป็นเงิน", "", "", "30,100"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,107"),
    ("", "รวมทั้งสิ้น", "", "", "32,207"),
]
CAFE_FINAL_BOTTOM = [
    "เงื่อนไข: มัดจำ 15,000 บาท เมื่อยืนยันสั่งงาน ส่วนที่เหลือ 17,207 บาท ชำระวันติดตั้ง",
    "กำหนดติดตั้ง วันที่ 25 ตุลาคม 2568",
    "โอนเข้าบัญชี ธ.กสิกรไทย ชื่อบัญชี พรทิพย์ แก้วมณี",
    "ผู้เสนอราคา พรทิพย์ แก้วมณี",
]

CLINIC_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6809-014  วันที่ 22 กันยายน 2568",
    "เรียน ทพ.ญ.สุนิสา ศรีวงศ์ คลินิกทันตกรรมยิ้มใส ถ.ศรีจันทร์ อ.เมือง จ.ขอนแก่น",
    "งานป้ายชื่อคลินิก อักษรสแตนเลส ติดผนังหน้าอาคาร",
]
CLINIC_TABLE = [
    QUOTE_HEAD,
    ("1", "ตัวอักษรสแตนเลสสีทอง ยกขอบ สูง 40 ซม. (ยิ้มใส DENTAL CLINIC)", "16 ตัว", "1,650", "26,400"),
    ("2", "ไฟ LED ส่องหลังตัวอักษร (Backlit)", "16 ตัว", "350", "5,600"),
    ("3", "พื้นหลังอลูมิเนียมคอมโพสิต 0.6x5 ม. พร้อมโครงเหล็ก", "1 ชุด", "7,800", "7,800"),
    ("4", "ค่าติดตั้ง", "1 งาน", "3,500", "3,500"),
    ("", "รวมเป็นเงิน", "", "", "43,300"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "3,031"),
    ("", "รวมทั้งสิ้น", "", "", "46,331"),
]
CLINIC_BOTTOM = [
    "ระยะเวลาผลิต 15 วันหลังอนุมัติแบบ",
    "มัดจำ 50% ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "รับประกันสีและไฟ 1 ปี  ยืนราคา 30 วัน",
    "ผู้เสนอราคา พรทิพย์ แก้วมณี",
]
PHARMACY_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6809-017  วันที่ 26 กันยายน 2568",
    "เรียน ภก.วิทยา ทองคำ ร้านยาเภสัชบ้านเรา ถ.เจนจบทิศ อ.บ้านไผ่ จ.ขอนแก่น",
    "งานป้ายชื่อร้าน อักษรสแตนเลส ติดหน้าร้าน",
]
PHARMACY_TABLE = [
    QUOTE_HEAD,
    ("1", "ตัวอักษรสแตนเลสสีเงิน ยกขอบ สูง 30 ซม. (เภสัชบ้านเรา)", "11 ตัว", "1,250", "13,750"),
    ("2", "ไฟ LED ส่องหลังตัวอักษร (Backlit)", "11 ตัว", "350", "3,850"),
    ("3", "พื้นหลังอลูมิเนียมคอมโพสิต 0.5x4 ม. พร้อมโครงเหล็ก", "1 ชุด", "5,900", "5,900"),
    ("4", "ค่าติดตั้ง (นอกเขตอำเภอเมือง)", "1 งาน", "4,500", "4,500"),
    ("", "รวมเป็นเงิน", "", "", "28,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "1,960"),
    ("", "รวมทั้งสิ้น", "", "", "29,960"),
]
PHARMACY_BOTTOM = [
    "ระยะเวลาผลิต 12 วันหลังอนุมัติแบบ",
    "มัดจำ 50% ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "รับประกันสีและไฟ 1 ปี  ยืนราคา 30 วัน",
    "ผู้เสนอราคา พรทิพย์ แก้วมณี",
]
HOTEL_TOP = [
    "QUOTATION",
    "Thip Art Sign, 219/7 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000. Tel. 081-765-4321",
    "Quotation No. QT-6810-025    Date: 10 October 2025",
    "To: Kaen Riverside Hotel, Attn. Ms. Natcha Boonma (Purchasing)",
    "Re: Room number and wayfinding signs, building A and B",
]
HOTEL_TABLE = [
    ("No.", "Description", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Room number sign, acrylic 15 x 20 cm, UV print, brushed gold", "120", "450", "54,000"),
    ("2", "Directional sign 40 x 120 cm, aluminium composite", "12", "2,900", "34,800"),
    ("3", "Floor directory board 60 x 90 cm", "8", "3,600", "28,800"),
    ("4", "Installation", "1", "6,000", "6,000"),
    ("", "Subtotal", "", "", "123,600"),
    ("", "VAT 7%", "", "", "8,652"),
    ("", "Grand total", "", "", "132,252"),
]
HOTEL_BOTTOM = [
    "Payment: 40% deposit on order, balance on completion.",
    "Lead time: 21 days after artwork approval. Quotation valid 30 days.",
    "Pornthip Kaewmanee, owner",
]

GREENVILLE_CONTRACT = [
    "สัญญาจ้างทำและติดตั้งป้าย",
    "ทำที่ ร้านทิพย์อาร์ต ป้ายและสิ่งพิมพ์ จ.ขอนแก่น วันที่ 1 กันยายน 2568",
    "ระหว่าง บริษัท กรีนวิลล์ พร็อพเพอร์ตี้ จำกัด โดย นายกฤษดา ศรีสุข ผู้จัดการโครงการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางพรทิพย์ แก้วมณี เจ้าของร้านทิพย์อาร์ต ป้ายและสิ่งพิมพ์ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างผู้รับจ้างผลิตและติดตั้งป้ายโครงการหมู่บ้านกรีนวิลล์ ขอนแก่น (ถ.เลี่ยงเมือง) ได้แก่ "
    "ป้ายโครงการ (Billboard) ขนาด 4x12 เมตร จำนวน 1 ป้าย, ป้ายทางเข้าหมู่บ้านอักษรสแตนเลส จำนวน 1 ชุด "
    "และป้ายชื่อซอย จำนวน 8 ป้าย",
    "ข้อ 2. ค่าจ้างรวมทั้งสิ้น 186,000 บาท (หนึ่งแสนแปดหมื่นหกพันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ข้อ 3. การชำระเงินแบ่งเป็น 3 งวด งวดที่ 1 มัดจำ 30% เป็นเงิน 55,800 บาท เมื่อลงนามในสัญญา "
    "งวดที่ 2 40% เป็นเงิน 74,400 บาท เมื่อติดตั้งป้ายโครงการเสร็จ "
    "งวดที่ 3 30% เป็นเงิน 55,800 บาท เมื่อส่งมอบงานทั้งหมด",
    "ข้อ 4. ผู้รับจ้างต้องส่งมอบงานทั้งหมดภายในวันที่ 30 พฤศจิกายน 2568",
    "ข้อ 5. หากผู้รับจ้างส่งมอบงานล่าช้า ยินยอมให้ปรับวันละ 500 บาท",
    "ข้อ 6. ผู้รับจ้างรับประกันงาน (โครงเหล็ก สี และระบบไฟ) เป็นเวลา 1 ปี นับจากวันส่งมอบ",
    "ข้อ 7. ผู้ว่าจ้างเป็นผู้ขออนุญาตติดตั้งป้ายโครงการกับหน่วยงานท้องถิ่นเอง",
    "ลงชื่อ ผู้ว่าจ้าง นายกฤษดา ศรีสุข        ลงชื่อ ผู้รับจ้าง นางพรทิพย์ แก้วมณี",
]
GREENVILLE_INVOICE = [
    "THIP ART SIGN\n219/7 Mittraphap Road, Mueang Khon Kaen 40000  Tel. 081-765-4321\n\n"
    "INVOICE No. INV-2568-0093\nDate: 15 October 2025\n\n"
    "Bill to: Green Ville Property Co., Ltd.\nAttn: Mr. Kritsada Srisuk, Project Manager\n"
    "Project: Green Ville Khon Kaen (bypass road)\n\n"
    "Description: Instalment 2 of 3 (40% of contract value 186,000 THB)\n"
    "Project billboard 4 x 12 m, installed on 12 October 2025\n\n"
    "Amount due: 74,400.00 THB (VAT included)\nDue date: 30 October 2025\n\n"
    "Please transfer to Kasikornbank, account name Pornthip Kaewmanee.\nThank you for your business.",
]
GREENVILLE_SITE = """# วัดหน้างาน หมู่บ้านกรีนวิลล์ (25 ส.ค. 68)

ไปกับพี่ตี๋ + ช่างนพ  เจอคุณกฤษดา ผจก.โครงการ

- ป้ายโครงการ 4x12 ม. ตั้งริมถนนเลี่ยงเมือง ห่างไหล่ทาง 6 ม. ดินอ่อน ต้องเทฐานลึก 1.5 ม.
- ไฟฟ้า: มีมิเตอร์ชั่วคราวของโครงการ ห่างจุดติดตั้ง 40 ม. ต้องเดินสายเพิ่ม
- ป้ายทางเข้า: ผนังปูนยาว 9 ม. สูง 1.8 ม. ตัวอักษรสแตนเลสสูง 45 ซม.
- ป้ายชื่อซอย 8 ป้าย เสาเหล็กสูง 2.5 ม.
- คุณกฤษดาขอเปลี่ยนสีป้ายซอยเป็นเขียวเข้ม ให้เข้ากับรั้ว
- ต้องส่งแบบให้ดูก่อน 5 ก.ย.
"""

SAENGTHAI_2025 = [
    "SAENGTHAI ACRYLIC CO., LTD.\n55 Srichan Road, Mueang Khon Kaen\n\n"
    "ACRYLIC SHEET PRICE LIST 2025 (effective 1 January 2025)\n"
    "Sheet size 120 x 240 cm, price per sheet in THB, VAT 7% not included\n\n"
    "Clear acrylic 2 mm ............ 1,450\nClear acrylic 3 mm ............ 2,050\n"
    "Clear acrylic 5 mm ............ 3,380\nOpal white (lightbox) 3 mm .... 2,280\n"
    "Opal white (lightbox) 5 mm .... 3,650\nMirror gold 2 mm .............. 2,900\n"
    "Black glossy 3 mm ............. 2,150\n\n"
    "Free delivery in Khon Kaen city for orders over 10,000 THB.\nCNC cutting service: 12 THB per minute.",
]
SAENGTHAI_2567_TOP = [
    "บริษัท แสงไทย อะคริลิค จำกัด",
    "55 ถ.ศรีจันทร์ อ.เมือง จ.ขอนแก่น",
    "ใบราคาแผ่นอะคริลิค ปี 2567 (ขนาดแผ่น 120x240 ซม. ราคาต่อแผ่น ยังไม่รวม VAT)",
]
SAENGTHAI_2567_TABLE = [
    ("รายการ", "ความหนา", "ราคา (บาท/แผ่น)"),
    ("อะคริลิคใส", "2 มม.", "1,380"),
    ("อะคริลิคใส", "3 มม.", "1,950"),
    ("อะคริลิคใส", "5 มม.", "3,200"),
    ("อะคริลิคขุ่นขาว (งานกล่องไฟ)", "3 มม.", "2,150"),
    ("อะคริลิคขุ่นขาว (งานกล่องไฟ)", "5 มม.", "3,450"),
    ("อะคริลิคกระจกทอง", "2 มม.", "2,750"),
]
SAENGTHAI_2567_BOTTOM = ["ส่งฟรีในเขตเมืองขอนแก่น เมื่อสั่งครบ 8,000 บาท", "บริการตัด CNC นาทีละ 10 บาท"]

VINYL_INVOICE = [
    "THAI VINYL SUPPLY CO., LTD.\n12/3 Moo 5, Bang Phli, Samut Prakan\n\nTAX INVOICE / RECEIPT\n"
    "No. TVS-25-0871    Date: 18 September 2025\nCustomer: Thip Art Sign (Pornthip Kaewmanee), Khon Kaen\n\n"
    "Banner vinyl 440g 3.2 x 50 m, 4 rolls x 4,200 = 16,800.00\n"
    "Eco-solvent ink 1 L (C, M, Y, K), 8 bottles x 1,350 = 10,800.00\n"
    "Self-adhesive vinyl white 1.27 x 50 m, 2 rolls x 3,100 = 6,200.00\n\n"
    "Subtotal: 33,800.00\nVAT 7%: 2,366.00\nTotal: 36,166.00 THB\nPayment due: 18 October 2025 (credit 30 days)",
]
LED_PRICES = [
    "BRIGHTLITE LED (THAILAND) CO., LTD.\nDEALER PRICE LIST - October 2025\nPrices in THB, VAT excluded\n\n"
    "LED module 3 chips 12V, white, pack of 20 ........ 380\n"
    "LED module 3 chips 12V, warm white, pack of 20 ... 400\n"
    "Power supply 12V 200W ............................. 690\n"
    "Power supply 12V 400W ............................. 1,150\n"
    "Waterproof power supply 12V 400W IP67 ............. 1,890\n"
    "LED strip 5050, 5 m roll .......................... 260\n\n"
    "Minimum order: 5,000 THB per order.\nDealer discount 5% on orders over 30,000 THB.\n"
    "Warranty: modules 2 years, power supplies 1 year.",
]
VINYL_EMAIL = """From: Anucha P. <sales@thaivinylsupply.co.th>
To: thipartsign@gmail.com
Date: Mon, 6 Oct 2025 10:12
Subject: Price adjustment from 1 November 2025

Dear Khun Pornthip,

Thank you for your continued support of Thai Vinyl Supply.

Because resin and shipping costs have gone up again this quarter, we must adjust some prices from 1 November 2025:

- Banner vinyl 440g 3.2 x 50 m: from 4,200 to 4,650 THB per roll
- Eco-solvent ink 1 L: from 1,350 to 1,420 THB per bottle
- Self-adhesive vinyl white 1.27 x 50 m: unchanged at 3,100 THB per roll

Orders confirmed in writing before 31 October 2025 keep the old prices, delivery can be up to 30 November.
Credit terms stay at 30 days.

Best regards,
Anucha Pimsri
Sales, Thai Vinyl Supply Co., Ltd.
Tel. 02-170-5566
"""
PRINTER_QUOTE = [
    "SIAM DIGITAL TECH CO., LTD.\nLarge format printing solutions\n\nQUOTATION No. SDT-Q-2510-118\n"
    "Date: 2 October 2025\nTo: Thip Art Sign, Khon Kaen (Khun Pornthip)\n\n"
    "Item: Eco-solvent large format printer EcoJet 1640, print width 1.6 m, 4 colours\n"
    "Price: 438,000.00 THB\nVAT 7%: 30,660.00 THB\nTotal: 468,660.00 THB",
    "Included: delivery and installation, 2 days operator training, 1 starter ink set\n"
    "Warranty: 1 year parts and labour, print heads 6 months\n"
    "Optional: trade-in of your old printer, discount up to 35,000 THB (not included above)\n"
    "Terms: 30% deposit with order, balance on installation. Delivery 30 days after deposit.\n"
    "Valid until: 31 December 2025\nContact: Wasan, 089-114-2290",
]

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_HEAD = ("เดือน (Month)", "ป้ายไวนิล (Vinyl)", "กล่องไฟ/อักษร (Lightbox & letters)", "งานอื่น (Other)",
              "รวม (Total)")
SALES_2568 = [(98500, 62000, 12300), (112400, 45800, 9600), (135200, 88500, 15400), (142800, 51200, 11900),
              (104300, 96400, 13100), (91700, 73900, 8800), (88600, 118300, 10200), (96200, 131500, 14600),
              (101900, 160400, 12700)]
SALES_2567 = [(84200, 51300, 10100), (96500, 38900, 8700), (121800, 70200, 13600), (128400, 42600, 10800),
              (90100, 79500, 11400), (83300, 60800, 7900), (79400, 88700, 9300), (85600, 97200, 12100),
              (92300, 104800, 11500), (98700, 85400, 10600), (110200, 92300, 12900), (138900, 76100, 16800)]
EXP_HEAD = ("เดือน (Month)", "วัสดุ (Materials)", "ค่าแรง (Wages)", "ค่าเช่าร้าน (Rent)", "ค่าไฟร้าน (Electricity)",
            "รวม (Total)")
EXP_2568 = [(61200, 44800, 18000, 6850), (58400, 44800, 18000, 7120), (83900, 45700, 18000, 8340),
            (71500, 45400, 18000, 9610), (76800, 45400, 18000, 8920), (60300, 46600, 18000, 7450),
            (78200, 52100, 18000, 7230), (84600, 52850, 18000, 7390), (95300, 53300, 18000, 7010)]
EXP_2567 = [(52400, 44600, 16500, 6210), (47900, 44600, 16500, 6530), (70100, 45800, 16500, 7870),
            (62300, 45800, 16500, 9020), (65800, 45800, 16500, 8150), (53200, 43200, 16500, 6900),
            (61900, 45100, 16500, 6740), (66700, 46200, 16500, 6880), (72400, 46200, 16500, 6620),
            (68100, 46200, 16500, 6450), (74300, 47500, 16500, 6300), (82600, 52400, 16500, 6580)]
WAGES_2568 = [  # name, role, Jan..Sep (None: not yet working)
    ("ช่างเอก", "ช่างติดตั้ง (Installer)", [15600, 15600, 16200, 15900, 15900, 15600, 16400, 16950, 17100]),
    ("ช่างนพ", "ช่างเชื่อม/โครงเหล็ก (Welder)", [15200, 15200, 15500, 15500, 15500, 15200, 15500, 15500, 15800]),
    ("น้องฝน", "กราฟิก (Designer)", [14000, 14000, 14000, 14000, 14000, 14000, 14000, 14000, 14000]),
    ("น้องบอส", "ผู้ช่วย พาร์ทไทม์ (Part-time helper)", [None, None, None, None, None, 1800, 6200, 6400, 6400]),
]
PLAN_SLIDES = [
    ("แผนร้านทิพย์อาร์ต ปี 2569", "ทบทวนปี 2568 และเป้าหมายปีหน้า\nจัดทำโดย พรทิพย์ แก้วมณี ตุลาคม 2568"),
    ("ปี 2568 ที่ผ่านมา (ม.ค.–ก.ย.)", "ยอดขาย 9 เดือน 1,908,200 บาท\nงานกล่องไฟ/อักษรโลหะ โตเร็วที่สุด\n"
                                     "งานใหญ่: หมู่บ้านจัดสรร และโรงแรม"),
    ("เป้าหมายปี 2569", "เป้ายอดขาย 3.2 ล้านบาท\nงานกล่องไฟ/อักษรโลหะ ให้ได้ 45% ของยอดขาย\n"
                        "ลูกค้าองค์กร/โครงการ อย่างน้อย 6 ราย"),
    ("การลงทุน", "ซื้อเครื่องพิมพ์ eco-solvent หน้ากว้าง 1.6 ม. งบ 450,000 บาท (ไตรมาส 1)\n"
                 "เครื่อง CNC router ตัดอะคริลิค งบ 280,000 บาท (ครึ่งปีหลัง)"),
    ("ทีมงาน", "รับช่างติดตั้งเพิ่ม 1 คน เริ่ม ม.ค. 2569\nส่งน้องฝนอบรมออกแบบป้ายโลหะ/3D"),
    ("การตลาด", "ทำเพจ Facebook + TikTok โชว์งานติดตั้ง\nงบโฆษณา 5,000 บาท/เดือน\n"
                "ทำแพ็กเกจป้ายร้านเปิดใหม่ (กล่องไฟ + ไวนิล + สติกเกอร์)"),
]
LINE_DAENG = """[01/10/2568 19:02] พี่แดง ตลาดบ้านเป็ด: ทิพย์ พี่จะบวชลูกชาย 19 ต.ค. อยากได้ไวนิลงานบวช 1x3 เมตร สัก 5 ผืน ราคาเท่าไหร่จ๊ะ
[01/10/2568 19:10] ทิพย์อาร์ต: ผืนละ 450 ค่ะพี่ 5 ผืน 2,250 ค่ะ รวมออกแบบให้แล้วนะคะ
[01/10/2568 19:11] ทิพย์อาร์ต: ส่งรูปลูกชายกับชื่อฉายามาได้เลยค่ะ
[02/10/2568 08:05] พี่แดง ตลาดบ้านเป็ด: เอาเพิ่มเป็น 7 ผืนนะ ติดทางเข้าซอยด้วย
[02/10/2568 08:07] พี่แดง ตลาดบ้านเป็ด: แล้วก็ฉากหลังเวทีอีก 1 ผืน ขนาด 2.4x4.8 เมตร
[02/10/2568 08:30] ทิพย์อาร์ต: ฉากหลัง 2.4x4.8 ม. 1,650 ค่ะพี่
[03/10/2568 12:15] พี่แดง ตลาดบ้านเป็ด: ผืนเล็กขอขยายเป็น 1.2x3 ได้ไหม กลัวตัวหนังสือเล็ก
[03/10/2568 12:40] ทิพย์อาร์ต: ได้ค่ะ 1.2x3 ม. ผืนละ 540 ค่ะ
[03/10/2568 12:42] ทิพย์อาร์ต: สรุปนะคะพี่ ไวนิล 1.2x3 ม. 7 ผืน 3,780 + ฉากหลัง 2.4x4.8 ม. 1 ผืน 1,650 รวม 5,430 บาท ลดให้พี่เหลือ 5,400 บาทค่ะ
[03/10/2568 12:50] พี่แดง ตลาดบ้านเป็ด: โอเค เอาตามนี้ มารับเองวันที่ 17 นะ
[03/10/2568 12:51] ทิพย์อาร์ต: ได้ค่ะ 17 ต.ค. พร้อมรับที่ร้านค่ะ มัดจำครึ่งนึง 2,700 นะคะพี่
[03/10/2568 18:20] พี่แดง ตลาดบ้านเป็ด: โอนแล้วจ้า
"""
LINE_TOM = """[03/10/2568 20:41] คุณต้อม บ้านไม้: พี่ทิพย์ ได้ใบเสนอราคาแล้วนะคะ ยอด 44,833 เกินงบไปหน่อยค่ะ
[04/10/2568 09:15] ทิพย์อาร์ต: ได้ค่ะ อยากปรับตรงไหนบอกได้เลยนะคะ
[04/10/2568 09:20] คุณต้อม บ้านไม้: กล่องไฟขอเหลือชุดเดียว แต่ขยายเป็น 1 x 3 เมตรได้มั้ยคะ ให้เห็นจากถนนชัดๆ
[04/10/2568 09:22] คุณต้อม บ้านไม้: ป้ายเมนูเอาแค่ 2 แผ่นพอค่ะ
[04/10/2568 09:40] ทิพย์อาร์ต: กล่องไฟ 100x300 ซม. ชุดเดียว 18,900 ค่ะ ค่าติดตั้งลดให้เหลือ 2,500 นะคะ
[04/10/2568 09:41] ทิพย์อาร์ต: รวมก่อน VAT 30,100 รวม VAT แล้ว 32,207 ค่ะ เดี๋ยวทำใบใหม่ส่งให้นะคะ
[04/10/2568 10:05] คุณต้อม บ้านไม้: โอเคค่ะ ติดตั้งวันที่ 20 ต.ค. ได้มั้ยคะ
[05/10/2568 08:30] คุณต้อม บ้านไม้: ขอเลื่อนเป็น 25 ต.ค. นะคะพี่ ช่างทาสียังไม่เสร็จ
[05/10/2568 08:45] ทิพย์อาร์ต: ได้ค่ะ 25 ต.ค. ค่ะ มัดจำ 15,000 โอนเข้ากสิกรได้เลยนะคะ
[08/10/2568 13:02] คุณต้อม บ้านไม้: โอนมัดจำแล้วค่ะ 15,000 [รูปภาพ]
"""
INSTALL_SCHEDULE = """# คิวงานติดตั้ง ครึ่งหลัง ต.ค. 68

| วันที่ | งาน | ใครไป |
|---|---|---|
| 17 ต.ค. | พี่แดง มารับไวนิลงานบวชที่ร้าน (เก็บเงินที่เหลือ 2,700) | น้องฝน |
| 21 ต.ค. | ติดตั้งอักษรสแตนเลส คลินิกยิ้มใส เริ่ม 8 โมง | ช่างเอก ช่างนพ พี่ตี๋ |
| 25 ต.ค. | ร้านกาแฟบ้านไม้ กล่องไฟ + สติกเกอร์ + A-frame | ช่างเอก น้องบอส |
| 28 ต.ค. | โรงแรมแก่นริเวอร์ไซด์ วัดหน้างานป้ายห้อง | พี่ทิพย์ ช่างเอก |
| 30 ต.ค. | ร้านยาเภสัชบ้านเรา (ถ้าลูกค้าอนุมัติแบบ) | ช่างนพ พี่ตี๋ |

- ต้องยืมรถเครนขาสูงวันที่ 21 (คลินิกอยู่ชั้น 2)
- เช็คนั่งร้านก่อนวันที่ 25
"""
SIGN_TAX = """# ภาษีป้ายร้าน ปี 2568

- ยื่นแบบ ภ.ป.1 ที่กองคลัง เทศบาลนครขอนแก่น วันที่ 12 มี.ค. 2568
- ป้ายหน้าร้าน "ทิพย์อาร์ต ป้ายและสิ่งพิมพ์ THIP ART SIGN" ไทยปนอังกฤษ 120x400 ซม. ภาษี 2,496 บาท
- ป้ายกล่องไฟข้างร้าน ไทยล้วน 60x180 ซม. ภาษี 110 บาท
- รวมภาษีป้ายปี 2568 = 2,606 บาท
- ได้ใบแจ้งประเมินวันที่ 2 เม.ย. จ่ายแล้ววันที่ 9 เม.ย. 2568 ใบเสร็จเล่มที่ 14 เลขที่ 0672
- ปีหน้ายื่นแบบภายในสิ้นเดือนมีนาคม 2569 ถ้าเปลี่ยนป้ายใหม่ต้องยื่นภายใน 15 วัน
"""

SCHOOL_INVOICE = [
    "KHON KAEN BILINGUAL SCHOOL\nFinance Office\n\nTUITION FEE INVOICE - Semester 2, Academic Year 2025\n"
    "Invoice No. KBS-25-2-0457    Issue date: 25 September 2025\n\n"
    "Student: Miss Napat Kaewmanee (Mind)    Grade 5/2\nParent: Mrs. Pornthip Kaewmanee\n\n"
    "Tuition fee .................. 38,500.00\nActivities and field trip .... 2,500.00\n"
    "Lunch and snacks ............. 4,200.00\nBooks and materials .......... 1,850.00\n"
    "Total amount due ............. 47,050.00 THB\n\nDue date: 15 October 2025\n"
    "A late fee of 500 THB applies after the due date.\n"
    "Pay by bank transfer (SCB, Khon Kaen Bilingual School) or at the school finance office.",
]
LINE_PARENTS = """[06/10/2568 07:45] ครูจิราพร ป.3/2: สวัสดีค่ะผู้ปกครอง ป.3/2 ทุกท่าน วันที่ 7 พ.ย. 68 จะพาเด็กๆ ไปทัศนศึกษาสวนสัตว์ขอนแก่นค่ะ
[06/10/2568 07:46] ครูจิราพร ป.3/2: ค่าใช้จ่ายคนละ 350 บาท (ค่ารถ ค่าเข้า อาหารกลางวัน) ส่งครูภายในวันที่ 31 ต.ค. นะคะ
[06/10/2568 07:52] แม่น้องแพรว: รับทราบค่ะครู
[06/10/2568 08:10] แม่ทิพย์ (น้องภูมิ): รับทราบค่ะ ขอบคุณค่ะครู
[06/10/2568 12:30] ครูจิราพร ป.3/2: อีกเรื่องค่ะ เสื้อกีฬาสีตัวละ 280 บาท สั่งได้ถึง 15 ต.ค. ค่ะ
[06/10/2568 12:41] พ่อน้องต้นข้าว: ครูครับ น้องแพ้ถั่ว อาหารกลางวันวันไปทัศนศึกษาแจ้งได้ไหมครับ
[06/10/2568 12:45] ครูจิราพร ป.3/2: ได้ค่ะ เดี๋ยวครูแจ้งร้านอาหารให้ค่ะ
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nKhon Kaen Branch\n\nELECTRICITY BILL - September 2025\n"
    "Customer: Mr. Teerapong Kaewmanee\nAddress: 88/12 Moo 4, Ban Pet, Mueang Khon Kaen\n"
    "Customer No. 020012345678    Meter No. 5517029\nReading period: 18 Aug 2025 - 17 Sep 2025",
    "Units used: 486 kWh\nEnergy charge: 2,094.52\nService charge: 24.62\nFt (0.3972 per unit): 193.04\n"
    "Total before VAT: 2,312.18\nVAT 7%: 161.85\nTotal amount due: 2,474.03 THB\nDue date: 2 October 2025",
]
HEALTH_RENEWAL = [
    "SIAM SINSAP LIFE ASSURANCE PLC\n\nPREMIUM RENEWAL NOTICE\nDate: 20 October 2025\n\n"
    "Dear Mr. Teerapong Kaewmanee,\n\nYour health insurance policy is due for renewal.\n"
    "Policy No. HS-5502-118734\nPlan: Health Plus Care (room 3,000 THB per night, annual limit 1,000,000 THB)\n"
    "Insured: Mr. Teerapong Kaewmanee (age 42)\nNew policy year: 20 November 2025 - 19 November 2026",
    "Annual premium: 24,680.00 THB\nLast year's premium: 22,950.00 THB\n"
    "The premium rises with the insured's age band.\n\nPlease pay by 20 November 2025.\n"
    "Grace period: 31 days. Pay by bank transfer, credit card, or at any Siam Sinsap branch.\n"
    "Agent: Ms. Orawan Chaiyo, 086-332-1180",
]
CAR_INSURANCE_TOP = [
    "ใบเสนอราคาต่ออายุประกันภัยรถยนต์",
    "ทองดี โบรกเกอร์ประกันภัย ขอนแก่น  วันที่ 14 ตุลาคม 2568",
    "เรียน คุณธีรพงษ์ แก้วมณี",
    "รถ: อีซูซุ ดีแมคซ์ กระบะแคป ปี 2563 ทะเบียน บฉ 4127 ขอนแก่น",
    "ประกันเดิม (ชั้น 1) หมดอายุวันที่ 15 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผน", "บริษัท", "ทุนประกัน (บาท)", "เบี้ยรวม (บาท)"),
    ("ชั้น 1 ซ่อมอู่", "ไทยศรีสวัสดิ์ประกันภัย", "480,000", "17,900"),
    ("ชั้น 2+", "ไทยศรีสวัสดิ์ประกันภัย", "400,000", "9,800"),
    ("ชั้น 3+", "เมืองขอนประกันภัย", "200,000", "7,200"),
]
CAR_INSURANCE_BOTTOM = [
    "ทุกแผนรวม พ.ร.บ. แล้ว  ผ่อน 0% 3 เดือนผ่านบัตรเครดิต",
    "หมายเหตุ: รถใช้ขนป้ายและบันไดทุกวัน แนะนำชั้น 1 หรือ 2+",
    "ติดต่อ คุณสุนทร 089-456-7788",
]
FIRE_INSURANCE = [
    "สรุปกรมธรรม์ประกันอัคคีภัยสำหรับที่อยู่อาศัย",
    "ผู้เอาประกัน: นายธีรพงษ์ แก้วมณี และ นางพรทิพย์ แก้วมณี",
    "สถานที่เอาประกัน: บ้านเลขที่ 88/12 หมู่ 4 ต.บ้านเป็ด อ.เมือง จ.ขอนแก่น (บ้านเดี่ยว 2 ชั้น)",
    "บริษัทผู้รับประกัน: ไทยศรีสวัสดิ์ประกันภัย (ทำผ่านธนาคารตอนกู้บ้าน)",
    "กรมธรรม์เลขที่ FR-67-0045521",
    "ทุนประกันตัวอาคาร 1,500,000 บาท",
    "ความคุ้มครองเพิ่ม: ภัยธรรมชาติ (น้ำท่วม ลมพายุ) สูงสุด 20,000 บาทต่อปี",
    "ระยะเวลา 3 ปี ตั้งแต่ 1 มีนาคม 2567 ถึง 1 มีนาคม 2570",
    "เบี้ยประกันรวม 3 ปี 5,550 บาท (ชำระแล้ว)",
]
HOUSE_SPENDING = {
    "ก.ค. 2568": [("ผ่อนบ้าน", 12800, "ธอส."), ("กับข้าว/ตลาด", 9650, ""), ("ค่าไฟบ้าน", 2318, ""),
                  ("ค่าน้ำ", 286, ""), ("เน็ตบ้าน + มือถือ", 1297, ""), ("น้ำมันรถ", 3400, "ไม่รวมรถร้าน"),
                  ("ค่ารถตู้โรงเรียน 2 คน", 3000, ""), ("ให้แม่", 5000, "")],
    "ส.ค. 2568": [("ผ่อนบ้าน", 12800, "ธอส."), ("กับข้าว/ตลาด", 10240, ""), ("ค่าไฟบ้าน", 2402, ""),
                  ("ค่าน้ำ", 301, ""), ("เน็ตบ้าน + มือถือ", 1297, ""), ("น้ำมันรถ", 3150, ""),
                  ("ค่ารถตู้โรงเรียน 2 คน", 3000, ""), ("ให้แม่", 5000, ""),
                  ("วันแม่ พาแม่ไปกินข้าว", 2160, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน", 12800, "ธอส."), ("กับข้าว/ตลาด", 9880, ""), ("ค่าไฟบ้าน", 2474.03, ""),
                  ("ค่าน้ำ", 295, ""), ("เน็ตบ้าน + มือถือ", 1297, ""), ("น้ำมันรถ", 3520, ""),
                  ("ค่ารถตู้โรงเรียน 2 คน", 3000, ""), ("ให้แม่", 5000, ""), ("หมอฟันน้องภูมิ", 1200, "")],
}
TRIP = """# ทริปเขาใหญ่ ปีใหม่ 69

- ไป 30 ธ.ค. – 1 ม.ค. ขับรถไปเอง (ขอนแก่น–เขาใหญ่ ประมาณ 4 ชม.)
- ที่พัก: รีสอร์ทบ้านสวน 2 คืน คืนละ 2,900 (จองแล้ว มัดจำ 1,500)
- เด็กๆ อยากไปฟาร์มแกะ + น้ำตกเหวสุวัต
- ปิดร้าน 30 ธ.ค. – 2 ม.ค. แจ้งลูกค้าทางเพจด้วย
"""
WORKSPECT = {"todo.md": "- โอนค่าเทอมน้องมายด์ก่อน 15 ต.ค.\n- ตามเงินงวด 2 กรีนวิลล์\n"
                        "- สั่งไวนิลก่อนขึ้นราคา\n- ต่อประกันรถกระบะ\n- ส่งเงินทัศนศึกษาน้องภูมิ\n"}


def _quote(path: Path, top, table, bottom) -> None:
    write_docx(path, top, table=table, bottom=bottom)


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านทิพย์อาร์ต ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEAD))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(map(sum, sales))])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(list(EXP_HEAD))
    for month, row in zip(MONTHS, expenses):
        costs.append([month, *row, sum(row)])
    costs.append(["รวม (Total)", *(sum(r[i] for r in expenses) for i in range(4)), sum(map(sum, expenses))])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง Wages 2568"
    sheet.append(["ค่าแรงช่างและพนักงาน ปี 2568 (รวม OT, บาท)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Role)", *MONTHS[:9]])
    for name, role, pays in WAGES_2568:
        sheet.append([name, role, *pays])
    sheet.append(["รวม (Total)", "", *(sum(p[2][i] or 0 for p in WAGES_2568) for i in range(9))])
    for column in range(3, 12):
        money_format(sheet, column)
    book.save(path)


def _house_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, house = docs / "ร้านป้าย", docs / "บ้าน"
    quotes, contracts, suppliers, accounts = (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers",
                                               shop / "บัญชี")
    for folder in (quotes, contracts, suppliers, accounts, house):
        folder.mkdir(parents=True, exist_ok=True)

    _quote(quotes / "ใบเสนอราคา_ร้านกาแฟบ้านไม้_ร่าง.docx", CAFE_DRAFT_TOP, CAFE_DRAFT_TABLE, CAFE_DRAFT_BOTTOM)
    _quote(quotes / "ใบเสนอราคา_ร้านกาแฟบ้านไม้_แก้ไข_final.docx", CAFE_FINAL_TOP, CAFE_FINAL_TABLE,
           CAFE_FINAL_BOTTOM)
    _quote(quotes / "ใบเสนอราคา_อักษรโลหะ_คลินิกทันตกรรมยิ้มใส.docx", CLINIC_TOP, CLINIC_TABLE, CLINIC_BOTTOM)
    _quote(quotes / "ใบเสนอราคา_อักษรโลหะ_ร้านยาเภสัชบ้านเรา.docx", PHARMACY_TOP, PHARMACY_TABLE,
           PHARMACY_BOTTOM)
    _quote(quotes / "Quotation_KaenRiverside_Hotel_wayfinding.docx", HOTEL_TOP, HOTEL_TABLE, HOTEL_BOTTOM)

    write_docx(contracts / "สัญญาจ้างทำป้าย_โครงการกรีนวิลล์.docx", GREENVILLE_CONTRACT)
    make_pdf(contracts / "Invoice_GreenVille_installment2.pdf", GREENVILLE_INVOICE)

    make_pdf(suppliers / "SaengthaiAcrylic_pricelist_2025.pdf", SAENGTHAI_2025)
    write_docx(suppliers / "ราคาอะคริลิค_แสงไทย_2567.docx", SAENGTHAI_2567_TOP, table=SAENGTHAI_2567_TABLE,
               bottom=SAENGTHAI_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_ThaiVinylSupply_TVS-25-0871.pdf", VINYL_INVOICE)
    make_pdf(suppliers / "BrightLite_LED_pricelist_Oct2025.pdf", LED_PRICES)
    make_pdf(suppliers / "Quote_SiamDigitalTech_printer.pdf", PRINTER_QUOTE)

    _sales_book(accounts / "ยอดขายร้าน_2568.xlsx", "2568", SALES_2568, EXP_2568)
    _sales_book(accounts / "ยอดขายร้าน_2567.xlsx", "2567", SALES_2567, EXP_2567)
    _wages(accounts / "ค่าแรงช่าง_2568.xlsx")

    write_slides(shop / "แผนร้าน_ปี2569.pptx", PLAN_SLIDES)
    write_texts(shop, {
        "สัญญา/บันทึกวัดหน้างาน_กรีนวิลล์.md": GREENVILLE_SITE,
        "Suppliers/email_ThaiVinyl_price_increase.txt": VINYL_EMAIL,
        "LINE_พี่แดง_ป้ายงานบวช.txt": LINE_DAENG,
        "LINE_คุณต้อม_ร้านกาแฟบ้านไม้.txt": LINE_TOM,
        "งานติดตั้ง_ครึ่งหลังตุลา.md": INSTALL_SCHEDULE,
        "ภาษีป้าย_2568.md": SIGN_TAX,
    })

    make_pdf(house / "SchoolFee_Invoice_Term2_2025.pdf", SCHOOL_INVOICE)
    make_pdf(house / "PEA_bill_house_Sep2025.pdf", PEA_BILL)
    make_pdf(house / "Insurance_renewal_SiamSinsapLife_2025.pdf", HEALTH_RENEWAL)
    write_docx(house / "ประกันรถกระบะ_ใบเสนอ_2568.docx", CAR_INSURANCE_TOP, table=CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(house / "ประกันอัคคีภัยบ้าน_กรมธรรม์.docx", FIRE_INSURANCE)
    _house_spending(house / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(house, {"LINE_กลุ่มผู้ปกครอง_ป3-2.txt": LINE_PARENTS, "ทริปเขาใหญ่_ปีใหม่.md": TRIP})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
