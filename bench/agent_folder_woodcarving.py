"""Suriya Woodcarving (ร้านสุริยาไม้แกะสลัก): the documents folder of its owner, Wanphen Srikham (วันเพ็ญ ศรีคำ).

Wanphen runs a small teak-carving workshop and shop at Ban Tawai, Hang Dong, Chiang Mai, with her husband Prasert
(ประเสริฐ, "พี่เสริฐ", who also carves), their son Phum (น้องภูมิ, grade 4 at a bilingual school) and her mother
Buakham (แม่บัวคำ) living with them. Her folder mixes the shop's papers with the household's.

Shop (ร้าน/, Shop/):
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_ริมปิงลานนา_ร่าง.docx: draft quote QT-2568-031 to Rim Ping Lanna Resort (8 panels,
  total 167,500, 50% deposit 83,750), never sent.
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_ริมปิงลานนา_final.docx: the quote actually sent (10 panels at 13,800, total 189,500,
  40% deposit 75,800).
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_เฮือนคำ.docx: a similar quote QT-2568-027 to Huen Kham restaurant (total 86,800).
- ร้าน/ใบเสนอราคา/Quote_AtelierNoi_headboard.docx: English quote to a Bangkok interior designer (62,500).
- ร้าน/ซัพพลายเออร์/CMTeak_pricelist_2025.pdf: this year's English price list of Chiang Mai Teak Trading Co., Ltd.
- ร้าน/ซัพพลายเออร์/ราคาไม้สัก_2567.docx: last year's Thai price list of the same firm (บริษัท เชียงใหม่ค้าไม้สัก จำกัด).
- ร้าน/ซัพพลายเออร์/invoice_LannaFinishing_LF0877.pdf: English invoice for lacquer, oil and chisels (16,585),
  the firm is ล้านนาฟินิชชิ่ง in her Thai expense sheet.
- ร้าน/บัญชี/บัญชีร้าน_2568.xlsx and บัญชีร้าน_2567.xlsx: this year's and last year's books, each with a monthly
  sales sheet and an expenses sheet.
- ร้าน/บัญชี/ค่าแรงช่าง_2568.xlsx: carvers' pay with months as columns.
- ร้าน/สัญญาจ้างช่าง_ลุงคำ.docx: work contract with the freelance carver Lung Kham for the hotel panels.
- ร้าน/แชท/LINE_คุณนก_เฮือนคำ.txt: LINE chat with Huen Kham's owner that changes that order (final 115,000).
- ร้าน/แชท/LINE_กลุ่มช่างสุริยา.txt: the workshop's LINE group (hotel job moved to 28 Aug, lacquer order).
- ร้าน/บันทึกงานแฟร์หัตถกรรม_ก.ค.68.md: notes from the July craft fair (booth 12,000, sales 68,450).
- ร้าน/สูตรน้ำมันทาไม้.md: her teak oil finishing recipe.
- ร้าน/ลูกค้าประจำ.xlsx: regular customers.
- Shop/Export/email_Kizuna_Osaka.txt: an English email order from a shop in Osaka (48,800, deposit 24,400).
- Shop/Plans/แผนงานปี2569.pptx: slides of next year's plan (target 3.2 million, fair booth 45,000).

Household (บ้าน/, Insurance/):
- บ้าน/ลูก/ใบเสร็จค่าเทอม1_ภูมิ.docx: Thai receipt of Phum's term 1 fees (36,500).
- บ้าน/ลูก/HDBS_fee_statement_sem2.pdf: English fee statement for term 2 (40,100).
- บ้าน/บิล/PEA_bill_Jul2025.pdf, PEA_bill_Aug2025.pdf: electricity bills; LannaNet_internet_Jul2025.pdf: internet.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending by month.
- บ้าน/LINE_พี่เสริฐ.txt: chat with her husband (fridge, bills); บ้าน/รายการซื้อของ.txt: a shopping list.
- Insurance/SiamSakura_car_renewal_2025.pdf: English renewal letter for the pickup's insurance.
- Insurance/ประกันสุขภาพแม่.md: notes on her mother's health insurance with the same insurer named in Thai.
- Insurance/ประกันอัคคีภัย_โรงงาน.docx: the workshop's fire insurance.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

HOTEL_DRAFT_TOP = [
    "ร่าง — ยังไม่ได้ส่ง (รอคุยกับพี่เสริฐเรื่องจำนวนแผง)",
    "ร้านสุริยาไม้แกะสลัก  Suriya Woodcarving",
    "88/2 หมู่ 3 ต.ขุนคง อ.หางดง จ.เชียงใหม่ 50230  โทร 089-552-1874",
    "ใบเสนอราคา เลขที่ QT-2568-031 (ร่าง)",
    "วันที่ 2 มิถุนายน 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ลานนา รีสอร์ท (คุณอรรถพล)",
    "เรื่อง งานไม้สักแกะสลักตกแต่งล็อบบี้และห้องอาหาร",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("แผงไม้สักแกะลายดอกพุดตาน 60x120 ซม.", "8", "14,500", "116,000"),
    ("ช้างไม้สักแกะ สูง 80 ซม.", "2", "18,000", "36,000"),
    ("ป้ายชื่อห้องอาหารไม้สักแกะ", "1", "9,500", "9,500"),
    ("รวมค่าสินค้า", "", "", "161,500"),
    ("ค่าขนส่งและติดตั้ง", "", "", "6,000"),
    ("รวมทั้งสิ้น", "", "", "167,500"),
]
HOTEL_DRAFT_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% เป็นเงิน 83,750 บาท เมื่อยืนยันสั่งงาน ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ระยะเวลาผลิต 60 วันนับจากวันรับมัดจำ  ยืนราคา 30 วัน",
    "ผู้เสนอราคา วันเพ็ญ ศรีคำ",
]
HOTEL_FINAL_TOP = [
    "ร้านสุริยาไม้แกะสลัก  Suriya Woodcarving",
    "88/2 หมู่ 3 ต.ขุนคง อ.หางดง จ.เชียงใหม่ 50230  โทร 089-552-1874",
    "ใบเสนอราคา เลขที่ QT-2568-031 (ฉบับแก้ไข)",
    "วันที่ 9 มิถุนายน 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ลานนา รีสอร์ท (คุณอรรถพล)",
    "เรื่อง งานไม้สักแกะสลักตกแต่งล็อบบี้และห้องอาหาร ตามที่ประชุมวันที่ 6 มิ.ย.",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("แผงไม้สักแกะลายดอกพุดตาน 60x120 ซม.", "10", "13,800", "138,000"),
    ("ช้างไม้สักแกะ สูง 80 ซม.", "2", "18,000", "36,000"),
    ("ป้ายชื่อห้องอาหารไม้สักแกะ", "1", "9,500", "9,500"),
    ("รวมค่าสินค้า", "", "", "183,500"),
    ("ค่าขนส่งและติดตั้ง", "", "", "6,000"),
    ("รวมทั้งสิ้น", "", "", "189,500"),
]
HOTEL_FINAL_BOTTOM = [
    "เงื่อนไข: มัดจำ 40% เป็นเงิน 75,800 บาท เมื่อยืนยันสั่งงาน ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ระยะเวลาผลิต 75 วันนับจากวันรับมัดจำ  ยืนราคา 30 วัน",
    "โอนเข้าบัญชีกสิกรไทย ชื่อบัญชี วันเพ็ญ ศรีคำ เลขที่ 123-4-56789-0",
    "ผู้เสนอราคา วันเพ็ญ ศรีคำ",
]
HUENKHAM_TOP = [
    "ร้านสุริยาไม้แกะสลัก  Suriya Woodcarving",
    "88/2 หมู่ 3 ต.ขุนคง อ.หางดง จ.เชียงใหม่ 50230  โทร 089-552-1874",
    "ใบเสนอราคา เลขที่ QT-2568-027",
    "วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณนงลักษณ์ (คุณนก) ร้านอาหารเฮือนคำ ถนนนิมมานเหมินท์",
]
HUENKHAM_TABLE = [
    QUOTE_HEAD,
    ("แผงไม้สักแกะลายดอกพุดตาน 60x120 ซม.", "4", "14,500", "58,000"),
    ("โคมไฟไม้สักแกะลายกนก", "6", "2,800", "16,800"),
    ("ป้ายชื่อร้านไม้สักแกะ 40x150 ซม.", "1", "12,000", "12,000"),
    ("รวมทั้งสิ้น", "", "", "86,800"),
]
HUENKHAM_BOTTOM = [
    "มัดจำ 50% เป็นเงิน 43,400 บาท  ส่งของภายใน 45 วัน  ไม่รวมค่าติดตั้ง",
    "ผู้เสนอราคา วันเพ็ญ ศรีคำ",
]
ATELIER_TOP = [
    "Suriya Woodcarving (ร้านสุริยาไม้แกะสลัก)",
    "88/2 Moo 3, Khun Khong, Hang Dong, Chiang Mai 50230",
    "QUOTATION No. Q-2568-029",
    "Date: 28 May 2025",
    "To: Khun Pim, Atelier Noi Interiors, Sukhumvit 49, Bangkok",
    "Project: carved teak bedroom set for a private villa",
]
ATELIER_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Carved teak headboard, king size, lotus pattern", "1", "42,000", "42,000"),
    ("Carved teak bedside wall panels 40x90 cm", "2", "8,500", "17,000"),
    ("Subtotal", "", "", "59,000"),
    ("Delivery to Bangkok (crated)", "", "", "3,500"),
    ("Grand total", "", "", "62,500"),
]
ATELIER_BOTTOM = [
    "Terms: 50% deposit on order, balance before delivery. Lead time 50 days. Quote valid 30 days.",
    "Wanphen Srikham",
]

CMTEAK_2025 = [
    "Chiang Mai Teak Trading Co., Ltd.\n119 Moo 5, Ban Waen, Hang Dong, Chiang Mai\nTel 053-441-220\n"
    "PRICE LIST 2025 - effective 1 January 2025\nAll prices in THB per piece, VAT 7% not included\n"
    "\nTeak plank 1in x 10in x 2 m, grade A ........ 2,450\nTeak plank 1in x 10in x 2 m, grade B ........ 1,780\n"
    "Teak block 12in x 12in x 1 m (for statues) .. 8,900\nTeak block 8in x 8in x 1 m .................. 4,300\n"
    "Monkeypod slab 2in x 20in x 2 m ............. 3,600\nReclaimed teak beam 6in x 6in x 3 m ......... 5,200",
    "Delivery: free within Hang Dong and San Pa Tong for orders over 20,000 THB, otherwise 500 THB per trip.\n"
    "Payment: cash or transfer within 30 days for regular customers.\nPrices may change without notice.",
]
CMTEAK_2567_TOP = [
    "บริษัท เชียงใหม่ค้าไม้สัก จำกัด",
    "119 หมู่ 5 ต.บ้านแหวน อ.หางดง จ.เชียงใหม่  โทร 053-441-220",
    "ใบแจ้งราคาไม้ ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567) ราคาต่อชิ้น ยังไม่รวมภาษีมูลค่าเพิ่ม",
]
CMTEAK_2567_TABLE = [
    ("รายการ", "ขนาด", "ราคา (บาท)"),
    ("ไม้สักแผ่น เกรด A", "1 นิ้ว x 10 นิ้ว x 2 ม.", "2,200"),
    ("ไม้สักแผ่น เกรด B", "1 นิ้ว x 10 นิ้ว x 2 ม.", "1,650"),
    ("ไม้สักท่อน (สำหรับงานรูปปั้น)", "12 นิ้ว x 12 นิ้ว x 1 ม.", "8,200"),
    ("ไม้สักท่อน", "8 นิ้ว x 8 นิ้ว x 1 ม.", "3,950"),
    ("ไม้จามจุรีแผ่น", "2 นิ้ว x 20 นิ้ว x 2 ม.", "3,400"),
]
CMTEAK_2567_BOTTOM = ["ส่งฟรีในเขตหางดง เมื่อสั่งครบ 15,000 บาท", "ลูกค้าประจำเครดิต 30 วัน"]
LANNA_INVOICE = [
    "Lanna Finishing Supply Limited Partnership\n45/7 Chiang Mai-Hot Road, Nong Khwai, Hang Dong, Chiang Mai\n"
    "Tax ID 0503551002341\n\nTAX INVOICE No. LF-0877\nDate: 14 July 2025\n"
    "Bill to: Suriya Woodcarving (Mrs. Wanphen Srikham), 88/2 Moo 3, Khun Khong, Hang Dong\n"
    "\nItem                               Qty   Unit price   Amount\n"
    "Clear lacquer, gloss, 3.785 L       6     1,150.00     6,900.00\n"
    "Teak oil 1 L                        10    320.00       3,200.00\n"
    "Sandpaper #240, pack of 50          5     180.00       900.00\n"
    "Carving chisel set, 12 pcs          1     4,500.00     4,500.00\n"
    "\nSubtotal: 15,500.00\nVAT 7%: 1,085.00\nTotal amount due: 16,585.00 THB",
    "Payment due date: 13 August 2025\nPlease transfer to Bangkok Bank, account 512-7-88213-4,\n"
    "Lanna Finishing Supply L.P.\nThank you for your business.",
]

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_HEAD = ["เดือน (Month)", "หน้าร้าน (Shop, THB)", "ออนไลน์ (Online, THB)", "งานสั่งทำ (Custom orders, THB)",
              "รวม (Total, THB)"]
SALES_2568 = [(52400, 18300, 64000), (47800, 16900, 38500), (55100, 21400, 72000), (48200, 22650, 95000),
              (39600, 19800, 58000), (35200, 17400, 52000), (61300, 24100, 66200), (42800, 20350, 58900)]
SALES_2567 = [(49100, 12800, 45000), (44300, 11600, 30000), (50200, 14900, 52000), (41500, 15300, 62000),
              (36800, 13200, 41000), (33900, 12500, 28000), (58700, 16800, 64500), (40100, 14100, 39000),
              (31800, 13900, 26000), (46500, 15700, 48000), (57900, 18400, 71000), (68200, 22600, 86000)]
EXPENSES_HEAD = ["เดือน (Month)", "รายการ (Item)", "ผู้ขาย (Supplier)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
EXPENSES_2568 = [
    ("ม.ค.", "ไม้สักแผ่นเกรด A 12 แผ่น", "เชียงใหม่ค้าไม้สัก", 29400, ""),
    ("ก.พ.", "ไม้สักท่อน 12x12 2 ท่อน", "เชียงใหม่ค้าไม้สัก", 17800, "ทำช้าง"),
    ("มี.ค.", "ค่าไฟโรงงาน", "PEA", 3860, ""),
    ("เม.ย.", "ค่าแรงช่าง", "", 68500, "ดูไฟล์ค่าแรง"),
    ("พ.ค.", "ค่าส่งของ", "ไปรษณีย์ไทย", 4250, "ของออนไลน์"),
    ("มิ.ย.", "ไม้สักแผ่นเกรด A 20 แผ่น", "เชียงใหม่ค้าไม้สัก", 49000, "งานโรงแรมริมปิง"),
    ("ก.ค.", "แลคเกอร์ น้ำมันสัก กระดาษทราย สิ่ว", "ล้านนาฟินิชชิ่ง", 16585, "ยังไม่จ่าย ครบกำหนด 13 ส.ค."),
    ("ก.ค.", "ค่าบูธงานแฟร์หัตถกรรม", "ศูนย์ประชุมฯ", 12000, ""),
    ("ส.ค.", "ค่าไฟโรงงาน", "PEA", 4120, ""),
]
EXPENSES_2567 = [
    ("ม.ค.", "ไม้สักแผ่นเกรด A 10 แผ่น", "เชียงใหม่ค้าไม้สัก", 22000, ""),
    ("มี.ค.", "ไม้สักท่อน 12x12 3 ท่อน", "เชียงใหม่ค้าไม้สัก", 24600, ""),
    ("มิ.ย.", "แลคเกอร์", "ล้านนาฟินิชชิ่ง", 7380, ""),
    ("ก.ค.", "ค่าบูธงานแฟร์หัตถกรรม", "ศูนย์ประชุมฯ", 10000, ""),
    ("ต.ค.", "ซ่อมรถกระบะ", "อู่ช่างแดง", 8900, ""),
]
WAGES = [
    ("ลุงคำ (Lung Kham) - แกะแผง", [18000, 16500, 21000, 12000, 19500, 24000, 26000, 22500]),
    ("พี่ศักดิ์ (Sak) - แกะช้าง", [15000, 15000, 16500, 9000, 15000, 18000, 19500, 17000]),
    ("น้องเอ็ม (M) - ช่างฝึกหัด", [9000, 9000, 9600, 6000, 9600, 9600, 10400, 10400]),
    ("ป้าจันทร์ (Chan) - ขัด/ทำสี", [8000, 7500, 8500, 5500, 8000, 9000, 9500, 9000]),
]
CUSTOMERS = [
    ("ชื่อ (Name)", "กิจการ (Business)", "โทร (Phone)", "สั่งล่าสุด (Last order)"),
    ("คุณอรรถพล", "โรงแรมริมปิง ลานนา รีสอร์ท", "053-280-111", "มิ.ย. 2568"),
    ("คุณนก (นงลักษณ์)", "ร้านอาหารเฮือนคำ", "081-903-4471", "พ.ค. 2568"),
    ("Khun Pim", "Atelier Noi Interiors", "02-259-7730", "May 2025"),
    ("Yuki Tanaka", "Kizuna Zakka, Osaka", "+81-6-6211-0458", "Aug 2025"),
    ("พระครูสมุห์บุญมา", "วัดป่าแดด", "086-117-2290", "ธ.ค. 2567"),
]
CONTRACT_TOP = [
    "สัญญาจ้างทำของ",
    "ทำที่ ร้านสุริยาไม้แกะสลัก อ.หางดง จ.เชียงใหม่  วันที่ 12 มิถุนายน 2568",
    "ผู้ว่าจ้าง: นางวันเพ็ญ ศรีคำ เจ้าของร้านสุริยาไม้แกะสลัก",
    "ผู้รับจ้าง: นายคำ ใจมา (ลุงคำ) ช่างแกะสลักไม้ บ้านถวาย",
    "ข้อ 1. ผู้รับจ้างตกลงแกะแผงไม้สักลายดอกพุดตาน ขนาด 60x120 ซม. จำนวน 10 แผง สำหรับงานโรงแรมริมปิง ลานนา รีสอร์ท",
    "ข้อ 2. ผู้ว่าจ้างเป็นผู้จัดหาไม้และเครื่องมือ ผู้รับจ้างทำงานที่โรงงานของผู้ว่าจ้าง",
    "ข้อ 3. ค่าจ้างแผงละ 5,200 บาท รวม 10 แผง เป็นเงิน 52,000 บาท",
    "ข้อ 4. ผู้ว่าจ้างจ่ายเงินล่วงหน้า 15,000 บาท ในวันทำสัญญา ส่วนที่เหลือจ่ายเมื่อส่งมอบงานครบ",
    "ข้อ 5. ผู้รับจ้างต้องส่งมอบงานครบทั้ง 10 แผง ภายในวันที่ 15 สิงหาคม 2568",
    "ข้อ 6. หากส่งงานล่าช้า ผู้รับจ้างยอมให้หักค่าจ้างวันละ 300 บาท",
    "ข้อ 7. งานที่ไม่ได้ตามแบบ ผู้รับจ้างต้องแก้ไขโดยไม่คิดค่าจ้างเพิ่ม",
]
CONTRACT_BOTTOM = ["ลงชื่อ วันเพ็ญ ศรีคำ ผู้ว่าจ้าง", "ลงชื่อ คำ ใจมา ผู้รับจ้าง", "ลงชื่อ ประเสริฐ ศรีคำ พยาน"]

SCHOOL_TERM1_TOP = [
    "โรงเรียนสองภาษาหางดง (Hang Dong Bilingual School)",
    "ใบเสร็จรับเงิน เลขที่ 2568/1-0457",
    "วันที่ 12 พฤษภาคม 2568",
    "ได้รับเงินจาก นางวันเพ็ญ ศรีคำ  ผู้ปกครองของ ด.ช.ภูมิ ศรีคำ ชั้นประถมศึกษาปีที่ 4/2",
    "ภาคเรียนที่ 1 ปีการศึกษา 2568",
]
SCHOOL_TERM1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "28,500"),
    ("ค่าอาหารกลางวัน", "4,200"),
    ("ค่ากิจกรรม", "1,500"),
    ("ค่าหนังสือและอุปกรณ์", "2,300"),
    ("รวมทั้งสิ้น", "36,500"),
]
SCHOOL_TERM1_BOTTOM = ["ชำระโดย โอนเงิน", "ผู้รับเงิน นางสาวกาญจนา ฝ่ายการเงิน"]
SCHOOL_TERM2 = [
    "Hang Dong Bilingual School\n200 Moo 1, Nam Phrae, Hang Dong, Chiang Mai\n\nFEE STATEMENT - Semester 2/2025\n"
    "Student: Phum Srikham   Grade 4/2   Student ID 60418\nParent: Mrs. Wanphen Srikham\n"
    "\nTuition fee: 29,800\nLunch: 4,200\nActivities and field trip (Doi Inthanon): 2,600\n"
    "English camp: 3,500\nTotal: 40,100 THB\n\nPlease pay by 31 October 2025.\n"
    "A late fee of 500 THB applies after the due date.",
]
PEA_JUL = [
    "Provincial Electricity Authority (PEA)\nHang Dong Branch\nELECTRICITY BILL - July 2025\n"
    "Customer: Mrs. Wanphen Srikham\nAddress: 88/2 Moo 3, Khun Khong, Hang Dong, Chiang Mai\nAccount no. 020004518832\n"
    "Meter reading: 24 Jun 2025 - 24 Jul 2025\nUnits used: 438 kWh\nEnergy charge: 1,812.60\nFt charge: 167.40\n"
    "VAT 7%: 138.60\nAmount due: 2,118.60 THB\nDue date: 21 August 2025",
]
PEA_AUG = [
    "Provincial Electricity Authority (PEA)\nHang Dong Branch\nELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Wanphen Srikham\nAddress: 88/2 Moo 3, Khun Khong, Hang Dong, Chiang Mai\nAccount no. 020004518832\n"
    "Meter reading: 24 Jul 2025 - 24 Aug 2025\nUnits used: 486 kWh\nEnergy charge: 2,048.90\nFt charge: 185.97\n"
    "VAT 7%: 156.48\nAmount due: 2,391.35 THB\nDue date: 22 September 2025",
]
INTERNET = [
    "Lanna Net Broadband Co., Ltd.\nINVOICE - July 2025\nCustomer: Wanphen Srikham\nPackage: Fibre 500/500 Mbps\n"
    "Monthly fee: 599.00\nVAT 7%: 41.93\nTotal: 640.93 THB\nDue date: 15 August 2025",
]
HOUSE_HEAD = ["เดือน (Month)", "อาหาร (Food)", "ค่าไฟ (Electricity)", "ค่าน้ำ (Water)", "น้ำมันรถ (Fuel)",
              "ลูก/ค่าเทอม (Kid & school)", "อื่นๆ (Other)", "รวม (Total)"]
HOUSE_2568 = [
    ("ม.ค.", 9800, 1650, 210, 4200, 1200, 3500),
    ("ก.พ.", 9200, 1720, 190, 3900, 800, 2800),
    ("มี.ค.", 10400, 2050, 230, 4500, 900, 4100),
    ("เม.ย.", 12600, 2480, 260, 5200, 700, 6900),
    ("พ.ค.", 9900, 2560, 250, 4100, 36500, 3300),
    ("มิ.ย.", 10100, 2210, 220, 4300, 1100, 2700),
    ("ก.ค.", 10300, 2118.60, 205, 4600, 950, 19450),
    ("ส.ค.", 9700, 2391.35, 215, 4400, 1300, 3200),
]
CAR_RENEWAL = [
    "Siam Sakura Insurance PCL\n999 Rama 4 Road, Bangkok 10500\n\n20 August 2025\n\nDear Mrs. Wanphen Srikham,\n"
    "RE: Renewal of motor insurance policy no. SK-MT-6612045\nVehicle: Isuzu D-Max pickup, plate no. BT 4521 Chiang Mai\n"
    "Your policy expires on 5 October 2025. We are pleased to offer renewal on the same terms:\n"
    "Cover: Class 1\nSum insured: 620,000 THB\nRenewal premium (incl. stamp duty and VAT): 18,650 THB\n"
    "Last year premium: 17,900 THB\nExcess: 1,000 THB per claim\n",
    "Please pay the renewal premium by the renewal due date, 5 October 2025, to keep your cover without a gap.\n"
    "You can pay at any branch, by transfer, or through your agent Khun Jiraporn (081-662-3390).\nYours sincerely,\n"
    "Renewal Department, Siam Sakura Insurance PCL",
]
FIRE_TOP = [
    "ตารางกรมธรรม์ประกันอัคคีภัย",
    "บริษัท ทิพย์ล้านนา ประกันภัย จำกัด  กรมธรรม์เลขที่ FI-68-004127",
    "ผู้เอาประกัน: นางวันเพ็ญ ศรีคำ (ร้านสุริยาไม้แกะสลัก)",
    "สถานที่เอาประกัน: โรงงานและโกดังไม้ 88/2 หมู่ 3 ต.ขุนคง อ.หางดง จ.เชียงใหม่",
    "ระยะเวลาเอาประกัน: 1 มีนาคม 2568 ถึง 1 มีนาคม 2569",
]
FIRE_TABLE = [
    ("ทรัพย์สินที่เอาประกัน", "ทุนประกัน (บาท)"),
    ("อาคารโรงงาน", "900,000"),
    ("ไม้และสินค้าในโกดัง", "450,000"),
    ("เครื่องมือและเครื่องจักร", "150,000"),
    ("รวมทุนประกัน", "1,500,000"),
]
FIRE_BOTTOM = ["เบี้ยประกันภัยสุทธิ 6,420 บาท (รวมอากรและภาษี)", "ความเสียหายส่วนแรก 5,000 บาท ต่อครั้ง"]

SLIDES = [
    ("Suriya Woodcarving แผนงานปี 2569", "ร้านสุริยาไม้แกะสลัก บ้านถวาย หางดง\nPlan for 2026 - วันเพ็ญ ศรีคำ"),
    ("เป้าหมายยอดขาย Sales target",
     "เป้ายอดขายทั้งปี 3.2 ล้านบาท (ปี 2568 คาดว่าปิดที่ 2.6 ล้านบาท)\nงานสั่งทำจากโรงแรม/ร้านอาหาร ให้ได้ครึ่งหนึ่งของยอดขาย"),
    ("ช่องทางใหม่ New channels",
     "เปิดร้านบน Etsy ภายในเดือนกุมภาพันธ์ 2569\nส่งของให้ Kizuna Zakka (โอซาก้า) ทุกไตรมาส\nถ่ายรูปสินค้าใหม่ทั้งหมด"),
    ("งานแฟร์ Fairs",
     "งานบ้านและสวนแฟร์ กรุงเทพฯ มีนาคม 2569 งบค่าบูธและที่พัก 45,000 บาท\nงานหัตถกรรมเชียงใหม่ กรกฎาคม 2569"),
    ("คนและเครื่องมือ People & tools",
     "รับช่างฝึกหัดเพิ่ม 2 คน ค่าแรงวันละ 400 บาท\nซื้อเครื่องขัดสายพานใหม่ 38,000 บาท\n"
     "ทำห้องพ่นแลคเกอร์ งบ 120,000 บาท"),
]

HUENKHAM_CHAT = """[20/05/2568 10:14] วันเพ็ญ สุริยาไม้แกะสลัก: สวัสดีค่ะคุณนก ส่งใบเสนอราคาให้แล้วนะคะ ยอดรวม 86,800 บาทค่ะ
[20/05/2568 13:40] นก เฮือนคำ: ได้รับแล้วค่ะ ขอคุยกับแฟนก่อนนะคะ
[23/05/2568 09:05] นก เฮือนคำ: พี่เพ็ญคะ ตกลงค่ะ โอนมัดจำ 43,400 ให้แล้วนะคะ
[23/05/2568 09:20] วันเพ็ญ สุริยาไม้แกะสลัก: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
[02/06/2568 16:32] นก เฮือนคำ: พี่เพ็ญ ขอเปลี่ยนนิดนึงค่ะ แผงไม้ขอเพิ่มจาก 4 เป็น 6 แผง โคมไฟจาก 6 เป็น 8 ใบ ได้มั้ยคะ
[02/06/2568 17:05] วันเพ็ญ สุริยาไม้แกะสลัก: ได้ค่ะ ยอดใหม่จะเป็น 121,400 บาทนะคะ
[02/06/2568 17:11] นก เฮือนคำ: แพงจังค่ะ ลดให้หน่อยได้ไหมคะ เป็นลูกค้าประจำนะ 555
[02/06/2568 18:02] วันเพ็ญ สุริยาไม้แกะสลัก: ลดให้เหลือ 115,000 ถ้วนค่ะ หักมัดจำ 43,400 แล้ว เหลือจ่ายอีก 71,600 บาทตอนส่งของนะคะ
[02/06/2568 18:05] นก เฮือนคำ: โอเคค่ะ ตามนี้เลยค่ะ ส่งของได้ประมาณวันไหนคะ
[02/06/2568 18:10] วันเพ็ญ สุริยาไม้แกะสลัก: ประมาณกลางเดือนกรกฎาค่ะ เดี๋ยวแจ้งอีกทีนะคะ
"""
GROUP_CHAT = """[05/08/2568 08:12] วันเพ็ญ: งานโรงแรมริมปิง แผงเสร็จกี่แผ่นแล้วคะ
[05/08/2568 08:30] ลุงคำ: เสร็จ 6 แผ่นแล้ว อีก 4 แผ่นลายยังไม่ได้ ไม้ชุดใหม่มีตาเยอะ
[05/08/2568 08:41] พี่เสริฐ: ช้าง 2 ตัวขัดเสร็จแล้ว รอทำสี
[05/08/2568 09:02] ป้าจันทร์: แลคเกอร์ใกล้หมดแล้วนะ
[05/08/2568 09:15] วันเพ็ญ: เดี๋ยวสั่งแลคเกอร์ร้านล้านนาฟินิชชิ่งเพิ่มให้ค่ะ
[07/08/2568 19:20] วันเพ็ญ: คุยกับคุณอรรถพลแล้ว โรงแรมโอเคให้เลื่อนส่งงานจาก 15 ส.ค. เป็น 28 ส.ค. นะคะ ติดตั้งวันที่ 29
[07/08/2568 19:25] ลุงคำ: ดีเลย ทันแน่นอน
[07/08/2568 19:26] น้องเอ็ม: รับทราบครับ
[20/08/2568 17:45] วันเพ็ญ: วันที่ 28 ขอรถกระบะ 2 คันนะ พี่เสริฐยืมรถน้าหมานด้วย
"""
HUSBAND_CHAT = """[10/07/2568 20:03] พี่เสริฐ: ตู้เย็นที่บ้านเสียอีกแล้ว น้ำแข็งไม่เป็นเลย
[10/07/2568 20:10] วันเพ็ญ: ซ่อมไปสองรอบแล้ว ซื้อใหม่เถอะ
[12/07/2568 15:22] พี่เสริฐ: ที่ Big C ตู้เย็น 2 ประตู ลดเหลือ 15,990 เอาไหม
[12/07/2568 15:30] วันเพ็ญ: เอาค่ะ จ่ายบัตรเครดิตนะ ผ่อน 0% 10 เดือนได้
[12/07/2568 18:45] พี่เสริฐ: ซื้อแล้ว ส่งพรุ่งนี้
[25/07/2568 07:50] พี่เสริฐ: ค่าไฟเดือนนี้ 2,118.60 เดี๋ยวพี่จ่ายที่ 7-11
[25/07/2568 08:02] วันเพ็ญ: ขอบคุณค่ะ อย่าลืมรับภูมิเย็นนี้นะ ซ้อมฟุตบอลเลิกห้าโมง
"""
KIZUNA_EMAIL = """From: Yuki Tanaka <yuki@kizuna-zakka.jp>
To: Wanphen Srikham <suriya.woodcarving@gmail.com>
Date: Mon, 18 Aug 2025 10:42 +0900
Subject: Order confirmation - carved teak elephants (Kizuna Zakka, Osaka)

Dear Khun Wanphen,

Thank you for the samples, our customers loved them at the Umeda pop-up.
We would like to confirm our first order:

- Small carved teak elephant, 15 cm: 40 pcs x 650 THB = 26,000 THB
- Medium carved teak elephant, 30 cm: 12 pcs x 1,900 THB = 22,800 THB
Total: 48,800 THB

Payment: 50% deposit (24,400 THB) by bank transfer this week, balance when the goods are ready.
Shipping: EMS to Osaka, shipping cost paid by us. Please pack each piece in bubble wrap.
Please ship by 30 September 2025 so we have them for the autumn season.

If this goes well we would like to order every quarter.

Best regards,
Yuki Tanaka
Buyer, Kizuna Zakka
2-14-8 Minamisenba, Chuo-ku, Osaka
"""
FAIR_NOTES = """# งานแสดงสินค้าหัตถกรรมเชียงใหม่ 4-8 ก.ค. 2568

สถานที่: ศูนย์ประชุมและแสดงสินค้านานาชาติเชียงใหม่ บูธ C-27

## ค่าใช้จ่าย
- ค่าบูธ 12,000 บาท (5 วัน)
- ค่าขนของไปกลับ 2,400 บาท
- ค่าจ้างน้องเอ็มช่วยขาย 5 วัน 2,500 บาท

## ยอดขาย
- ยอดขายรวม 5 วัน 68,450 บาท
- ขายดีสุด: ช้างไม้สักตัวเล็ก ขายได้ 46 ตัว, รองลงมา โคมไฟไม้แกะ
- วันเสาร์ขายได้เยอะสุด 21,300 บาท

## ลูกค้า/คอนแทค
- คุณยูกิ ร้าน Kizuna Zakka โอซาก้า สนใจช้างไม้ ขอตัวอย่าง (ส่งแล้ว)
- โรงแรมในปาย ขอแคตตาล็อก

## ครั้งหน้า
- เอาช้างตัวเล็กไปเยอะกว่านี้ ของหมดวันที่ 4
- ทำป้ายราคาสองภาษา
"""
RECIPE = """# สูตรน้ำมันทาไม้สัก (ของพี่เสริฐ)

- น้ำมันทัง 1 ส่วน + ทินเนอร์ 1 ส่วน ผสมให้เข้ากัน
- ทาบาง ๆ รอบแรก ทิ้งไว้ 24 ชม. แล้วขัดกระดาษทรายเบอร์ 400
- รอบสองผสมขี้ผึ้งนิดหน่อย ขัดเงาด้วยผ้าฝ้าย
- งานกลางแจ้ง ใช้แลคเกอร์กันยูวีทับอีกชั้น
"""
MOM_INSURANCE = """# ประกันสุขภาพแม่บัวคำ

- บริษัท สยามซากุระ ประกันภัย จำกัด (มหาชน) — เจ้าเดียวกับประกันรถกระบะ
- แผน สุขใจวัย 60+ กรมธรรม์เลขที่ SK-HL-2210398
- เบี้ยประกันปีละ 24,300 บาท จ่ายทุกเดือนธันวาคม
- ค่ารักษาผู้ป่วยใน (IPD) วงเงิน 500,000 บาท ต่อปี
- ค่าห้องไม่เกิน 3,000 บาท ต่อคืน
- ไม่คุ้มครองผู้ป่วยนอก (OPD)
- ครบกำหนดต่ออายุ 1 ธันวาคม 2568
- ตัวแทน คุณจิราพร 081-662-3390
"""
TEXTS = {
    "ร้าน/แชท/LINE_คุณนก_เฮือนคำ.txt": HUENKHAM_CHAT,
    "ร้าน/แชท/LINE_กลุ่มช่างสุริยา.txt": GROUP_CHAT,
    "ร้าน/บันทึกงานแฟร์หัตถกรรม_ก.ค.68.md": FAIR_NOTES,
    "ร้าน/สูตรน้ำมันทาไม้.md": RECIPE,
    "Shop/Export/email_Kizuna_Osaka.txt": KIZUNA_EMAIL,
    "บ้าน/LINE_พี่เสริฐ.txt": HUSBAND_CHAT,
    "บ้าน/รายการซื้อของ.txt": "ไข่ 1 แผง\nข้าวเหนียว 5 กิโล\nนมให้ภูมิ 2 แพ็ค\nน้ำยาล้างจาน\nถ่านไฟฉาย",
    "Insurance/ประกันสุขภาพแม่.md": MOM_INSURANCE,
}
WORKSPECT = {"todo.md": "- ตามเงินที่เหลือร้านเฮือนคำ\n- จ่ายค่าเทอมภูมิเทอม 2 ก่อน 31 ต.ค.\n"
                        "- ต่อประกันรถกระบะ\n- สั่งไม้สักเกรด A เพิ่ม 10 แผ่น\n"}


def _accounts(path: Path, sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านสุริยาไม้แกะสลัก ปี {year} (Sales {year})"])
    sheet.append(SALES_HEAD)
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่าย Expenses")
    spend.append(EXPENSES_HEAD)
    for row in expenses:
        spend.append(list(row))
    spend.append(["รวม (Total)", "", "", sum(r[3] for r in expenses), ""])
    money_format(spend, 4)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ช่าง (Carver)", *MONTHS[:8], "รวม (Total)"])
    for name, pay in WAGES:
        sheet.append([name, *pay, sum(pay)])
    sheet.append(["รวมทุกคน (All)", *(sum(p[i] for _, p in WAGES) for i in range(8)),
                  sum(sum(p) for _, p in WAGES)])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["รายจ่ายในบ้าน ปี 2568 (Household spending 2025)"])
    sheet.append(HOUSE_HEAD)
    for month, *amounts in HOUSE_2568:
        sheet.append([month, *amounts, round(sum(amounts), 2)])
    columns = [round(sum(r[i] for r in HOUSE_2568), 2) for i in range(1, 7)]
    sheet.append(["รวม ม.ค.-ส.ค. (Total)", *columns, round(sum(columns), 2)])
    sheet.append(["หมายเหตุ: ก.ค. ซื้อตู้เย็นใหม่ 15,990 / พ.ค. จ่ายค่าเทอมภูมิเทอม 1"])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _customers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้า Customers"
    for row in CUSTOMERS:
        sheet.append(list(row))
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes, suppliers = docs / "ร้าน" / "ใบเสนอราคา", docs / "ร้าน" / "ซัพพลายเออร์"
    books, kid, bills = docs / "ร้าน" / "บัญชี", docs / "บ้าน" / "ลูก", docs / "บ้าน" / "บิล"
    insurance, plans = docs / "Insurance", docs / "Shop" / "Plans"
    for folder in (quotes, suppliers, books, kid, bills, insurance, plans):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ริมปิงลานนา_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ริมปิงลานนา_final.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เฮือนคำ.docx", HUENKHAM_TOP, HUENKHAM_TABLE, bottom=HUENKHAM_BOTTOM)
    write_docx(quotes / "Quote_AtelierNoi_headboard.docx", ATELIER_TOP, ATELIER_TABLE, bottom=ATELIER_BOTTOM)
    make_pdf(suppliers / "CMTeak_pricelist_2025.pdf", CMTEAK_2025)
    write_docx(suppliers / "ราคาไม้สัก_2567.docx", CMTEAK_2567_TOP, CMTEAK_2567_TABLE, bottom=CMTEAK_2567_BOTTOM)
    make_pdf(suppliers / "invoice_LannaFinishing_LF0877.pdf", LANNA_INVOICE)
    _accounts(books / "บัญชีร้าน_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _accounts(books / "บัญชีร้าน_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _wages(books / "ค่าแรงช่าง_2568.xlsx")
    _customers(docs / "ร้าน" / "ลูกค้าประจำ.xlsx")
    write_docx(docs / "ร้าน" / "สัญญาจ้างช่าง_ลุงคำ.docx", CONTRACT_TOP, bottom=CONTRACT_BOTTOM)
    write_slides(plans / "แผนงานปี2569.pptx", SLIDES)
    write_docx(kid / "ใบเสร็จค่าเทอม1_ภูมิ.docx", SCHOOL_TERM1_TOP, SCHOOL_TERM1_TABLE, bottom=SCHOOL_TERM1_BOTTOM)
    make_pdf(kid / "HDBS_fee_statement_sem2.pdf", SCHOOL_TERM2)
    make_pdf(bills / "PEA_bill_Jul2025.pdf", PEA_JUL)
    make_pdf(bills / "PEA_bill_Aug2025.pdf", PEA_AUG)
    make_pdf(bills / "LannaNet_internet_Jul2025.pdf", INTERNET)
    _household(docs / "บ้าน" / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(insurance / "SiamSakura_car_renewal_2025.pdf", CAR_RENEWAL)
    write_docx(insurance / "ประกันอัคคีภัย_โรงงาน.docx", FIRE_TOP, FIRE_TABLE, bottom=FIRE_BOTTOM)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
