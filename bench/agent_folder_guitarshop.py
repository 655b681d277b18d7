"""The guitarshop folder: the papers of a music-shop owner in Nonthaburi and his household, written by code.

The owner is นายณัฐพล บุญเรือง (พี่ต้น, Nattaphon Boonruang). He runs "ต้นกีตาร์ มิวสิค" (Ton Guitar Music), a
shophouse at 45/9 ถนนรัตนาธิเบศร์ ต.บางกระสอ อ.เมืองนนทบุรี: instruments and accessories at the front, a repair
bench (ช่างเบียร์) at the back, and lessons upstairs (ครูแนน piano/vocal, ครูเจ drums, พี่เอ็ม guitar). His wife
ปิยะนุช (นุช) keeps the books in the evening, their daughter ใบเตย (ด.ญ.ณิชาภา) is in ม.1 at โรงเรียนศรีนนทวิทย์,
and his father พ่อประสิทธิ์ lives with them in a house at บางรักน้อย. It is November 2568 (2025).

Documents/ร้านกีตาร์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_วงโรงเรียนนนทรีวิทยา_ร่าง.docx: draft quote QT-2568-044 to a school for band
  instruments, 12 acoustic guitars, total 168,500 (table of items, units, prices).
- ใบเสนอราคา/ใบเสนอราคา_วงโรงเรียนนนทรีวิทยา_ฉบับจริง.docx: the final of the same quote: 10 acoustic guitars,
  drum kit 23,900, stands and cables added, 5% school discount, total 156,370, delivery by 28 พ.ย. 2568.
- แชท/แชทไลน์_ครูวีระ_วงโรงเรียน.txt: LINE chat with the school's band teacher: the bass amps are cut later,
  the new total is 144,020 and delivery moves to 5 ธ.ค.; a violin repair of 2,250.
- แชท/แชทไลน์_คุณภูมิ_ซ่อมสแตรท.txt: LINE chat with a repair customer: estimate 2,800, then 3,700 after the
  pickup is found dead, settled at 3,400, ready Saturday 15 พ.ย.
- Suppliers/Harmonia_dealer_pricelist_2025.pdf: English dealer price list of Harmonia Music Distribution Co.,
  Ltd. (HA-200 acoustic dealer 2,650, retail 3,900; credit 30 days).
- Suppliers/หนังสือฮาร์โมเนีย_เงื่อนไขตัวแทน_2569.docx: the same firm in Thai (บริษัท ฮาร์โมเนีย มิวสิค
  ดิสทริบิวชั่น จำกัด): dealer terms for 2569, costs up about 4% (HA-200 2,650 -> 2,750), credit 45 วัน, target 400,000.
- Suppliers/Harmonia_invoice_HMD-2510-0442.pdf: the October stock invoice, 69,271.80 incl. VAT, due 15 Nov 2025.
- Suppliers/StringLab_email_Nov2025.txt: an English email: string prices up from 1 December 2025.
- ปรับปรุงห้องเรียน/ใบเสนอราคา_บุซับเสียง_ไทยอะคูสติก.docx: a Thai quote to soundproof lesson room 2, 68,000.
- ปรับปรุงห้องเรียน/SoundBlock_quotation_lesson_room.pdf: an English quote for the same room from another firm,
  67,220 before VAT, 71,925.40 with VAT.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month and line; expenses by month;
  students by instrument), January to October.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าสอนครู_ตุลาคม68.md: October teachers' pay (ครูแนน 18,600; total 41,000).
- บัญชี/ค่าเรียนค้างจ่าย_พ.ย.68.md: five students who still owe lesson fees, 9,700 in all.
- งานซ่อม/คิวงานซ่อม_พ.ย.68.md: the November repair queue, 8 jobs, 15,900 estimated (the Strat still at 2,800).
- คอร์สเรียน/อัตราค่าเรียนดนตรี_2569.docx: lesson prices for 2569 beside the 2568 ones.
- คอร์สเรียน/คอนเสิร์ตนักเรียน_ธ.ค.68.md: the student recital on 21 ธันวาคม 2568, budget 16,500.
- ธนาคาร/TCB_SME_loan_notice_Oct2025.pdf: the bank's English letter: rate 6.85% -> 6.60%, installment
  14,200 -> 13,950 from December.
- หนังสือต่อสัญญาเช่าตึก_2569.docx: the landlady's letter: rent 18,000 -> 19,500 from 1 ม.ค. 2569, reply by 30 พ.ย.
- แผนร้านปี2569.pptx: slides, the plan for next year (target 2,600,000, soundproof room 2 budget 70,000).
- setlist_งานแต่งคุณแพร.md: a wedding gig set list (distractor).

Documents/บ้าน/ (the household)
- Bills/MEA_electricity_bill_Oct2025.pdf and Bills/MWA_water_bill_Oct2025.pdf: English utility bills.
- ประกัน/RiverLife_health_renewal_Prasit_2025.pdf: English renewal letter for the father's health policy
  (monthly 2,150 -> 2,330, annual 27,960 from 1 Dec 2025); the household book pays it to ริเวอร์ไลฟ์ประกันชีวิต.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices
  (26,550; 26,050).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านบุญเรือง.txt: the family's LINE group (the Khao Yai resort goes from 4,200 to 4,900 a night).
- ทริปเขาใหญ่_ปีใหม่.md: the New Year trip plan, made before the resort raised its price.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ต้นกีตาร์ มิวสิค (Ton Guitar Music) 45/9 ถนนรัตนาธิเบศร์ ต.บางกระสอ อ.เมืองนนทบุรี จ.นนทบุรี 11000 โทร 081-447-2096"

# ---------------------------------------------------------------- the school-band quote
SCHOOL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-044",
    "วันที่ 5 ตุลาคม 2568",
    "เรียน ครูวีระ สายสุวรรณ หัวหน้ากลุ่มสาระศิลปะ (ดนตรี) โรงเรียนนนทรีวิทยา",
    "เรื่อง เครื่องดนตรีสำหรับวงดนตรีสากลของโรงเรียน",
]
SCHOOL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กีตาร์โปร่ง Harmonia HA-200", "12 ตัว", "3,900", "46,800"),
    ("กีตาร์ไฟฟ้า Harmonia HE-300", "4 ตัว", "7,500", "30,000"),
    ("เบสไฟฟ้า Harmonia HB-400", "2 ตัว", "8,900", "17,800"),
    ("แอมป์กีตาร์ 30 วัตต์ HAMP-30", "4 ตัว", "4,200", "16,800"),
    ("แอมป์เบส 60 วัตต์ HAMP-60B", "2 ตัว", "6,500", "13,000"),
    ("กลองชุด Harmonia HD-5", "1 ชุด", "24,500", "24,500"),
    ("คีย์บอร์ด 61 คีย์ HK-61", "2 ตัว", "9,800", "19,600"),
    ("รวมทั้งสิ้น", "", "", "168,500"),
]
SCHOOL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 168,500 บาท (หนึ่งแสนหกหมื่นแปดพันห้าร้อยบาทถ้วน) ส่งฟรีและติดตั้งให้ในโรงเรียน",
    "ร่าง ยังไม่ส่ง รอครูวีระยืนยันจำนวนกีตาร์โปร่ง และถามเรื่องส่วนลดสถานศึกษา",
]
SCHOOL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-044 (ฉบับแก้ไข)",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน ครูวีระ สายสุวรรณ หัวหน้ากลุ่มสาระศิลปะ (ดนตรี) โรงเรียนนนทรีวิทยา",
    "เรื่อง เครื่องดนตรีสำหรับวงดนตรีสากลของโรงเรียน",
]
SCHOOL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กีตาร์โปร่ง Harmonia HA-200", "10 ตัว", "3,900", "39,000"),
    ("กีตาร์ไฟฟ้า Harmonia HE-300", "4 ตัว", "7,500", "30,000"),
    ("เบสไฟฟ้า Harmonia HB-400", "2 ตัว", "8,900", "17,800"),
    ("แอมป์กีตาร์ 30 วัตต์ HAMP-30", "4 ตัว", "4,200", "16,800"),
    ("แอมป์เบส 60 วัตต์ HAMP-60B", "2 ตัว", "6,500", "13,000"),
    ("กลองชุด Harmonia HD-5", "1 ชุด", "23,900", "23,900"),
    ("คีย์บอร์ด 61 คีย์ HK-61", "2 ตัว", "9,800", "19,600"),
    ("ขาตั้งกีตาร์ + สายแจ็ค 3 เมตร", "10 ชุด", "450", "4,500"),
    ("รวม", "", "", "164,600"),
    ("ส่วนลดสถานศึกษา 5%", "", "", "-8,230"),
    ("รวมทั้งสิ้น", "", "", "156,370"),
]
SCHOOL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 156,370 บาท (หนึ่งแสนห้าหมื่นหกพันสามร้อยเจ็ดสิบบาทถ้วน)",
    "ส่งของและติดตั้งภายในวันที่ 28 พฤศจิกายน 2568 รับประกันเครื่อง 1 ปี",
    "เงื่อนไข: ชำระภายใน 30 วันหลังตรวจรับ ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ ณัฐพล บุญเรือง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- Harmonia (English and Thai)
HARMONIA_PRICES = [
    "HARMONIA MUSIC DISTRIBUTION CO., LTD.\n"
    "199/3 Bangna-Trad Road km 4, Bang Na, Bangkok 10260   Tel. 02-398-5510\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per unit, excluding VAT.\n"
    "\n"
    "Model      Description                        Dealer    Suggested retail\n"
    "HA-200     Acoustic guitar, spruce top         2,650     3,900\n"
    "HE-300     Electric guitar, S-type             5,200     7,500\n"
    "HB-400     Electric bass, 4-string             6,300     8,900\n"
    "HAMP-30    Guitar amplifier 30 W               2,900     4,200\n"
    "HAMP-60B   Bass amplifier 60 W                 4,600     6,500\n"
    "HD-5       Drum kit, 5 pieces with cymbals    17,500    24,500\n"
    "HK-61      Keyboard, 61 keys                   7,100     9,800\n"
    "HS-10      Guitar strings, box of 12 sets      1,080     -\n"
    "\n"
    "Minimum order 20,000 THB. Free delivery in Bangkok and Nonthaburi for orders over 15,000 THB.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Dealer desk: Ms. Kanokwan Thepsiri, dealer@harmoniamusic.co.th",
]
HARMONIA_LETTER = [
    "บริษัท ฮาร์โมเนีย มิวสิค ดิสทริบิวชั่น จำกัด",
    "199/3 ถนนบางนา-ตราด กม. 4 เขตบางนา กรุงเทพฯ 10260",
    "ที่ ฮมด. 087/2568",
    "3 พฤศจิกายน 2568",
    "เรื่อง เงื่อนไขตัวแทนจำหน่ายและราคาทุน ปี 2569",
    "เรียน คุณณัฐพล บุญเรือง ร้านต้นกีตาร์ มิวสิค",
    "บริษัทขอขอบคุณที่ร้านเป็นตัวแทนจำหน่ายสินค้า Harmonia มาโดยตลอด ยอดสั่งซื้อของร้านช่วง ม.ค.–ต.ค. 2568 "
    "รวม 342,800 บาท",
    "1. ตั้งแต่วันที่ 1 มกราคม 2569 ราคาทุนปรับขึ้นเฉลี่ยประมาณ 4% เนื่องจากค่าขนส่งจากโรงงานสูงขึ้น "
    "เช่น กีตาร์โปร่ง HA-200 จาก 2,650 เป็น 2,750 บาท กีตาร์ไฟฟ้า HE-300 จาก 5,200 เป็น 5,400 บาท",
    "2. ตัวแทนที่มียอดสั่งซื้อปี 2568 เกิน 300,000 บาท จะได้เครดิตเพิ่มจาก 30 วัน เป็น 45 วัน ร้านของท่านได้รับสิทธิ์นี้",
    "3. เป้าหมายยอดสั่งซื้อปี 2569 ของร้าน 400,000 บาท หากถึงเป้าได้ส่วนลดท้ายปีเพิ่ม 2%",
    "4. ยอดสั่งขั้นต่ำต่อครั้งยังเป็น 20,000 บาทเท่าเดิม",
    "ขอแสดงความนับถือ",
    "กนกวรรณ เทพศิริ ผู้จัดการฝ่ายตัวแทนจำหน่าย",
]
HARMONIA_INVOICE = [
    "HARMONIA MUSIC DISTRIBUTION CO., LTD.\n"
    "TAX INVOICE No. HMD-2510-0442\n"
    "Date: 16 Oct 2025          Due date: 15 Nov 2025 (30 days)\n"
    "Bill to: Ton Guitar Music (Mr. Nattaphon Boonruang), 45/9 Rattanathibet Road, Nonthaburi 11000\n"
    "\n"
    "Model    Description                    Qty   Unit price   Amount\n"
    "HA-200   Acoustic guitar                10    2,650.00     26,500.00\n"
    "HE-300   Electric guitar                 4    5,200.00     20,800.00\n"
    "HK-61    Keyboard 61 keys                2    7,100.00     14,200.00\n"
    "HS-10    Guitar strings, box of 12       3    1,080.00      3,240.00\n"
    "\n"
    "Subtotal: 64,740.00\n"
    "VAT 7%: 4,531.80\n"
    "TOTAL DUE: 69,271.80 THB\n"
    "Please transfer to Bangkok Bank, account Harmonia Music Distribution Co., Ltd., 101-7-33482-6.",
]
STRINGLAB_EMAIL = """From: Wichai Lertrat <orders@stringlab-asia.com>
To: tonguitarmusic@gmail.com
Date: Tue, 4 Nov 2025 10:18
Subject: String prices from 1 December 2025

Hi Khun Ton,

Thanks for your orders this year. Our maker has raised its prices, so from 1 December 2025:

- NovaCoat phosphor bronze acoustic 12-53: 265 THB per set (now 240)
- NovaCoat nickel electric 10-46: 240 THB per set (now 220)
- NovaCoat bass 45-105: 890 THB per set (now 850)
- Free shipping for orders over 3,000 THB (now 2,000 THB)

Orders placed by 30 November 2025 still get the old prices.

Best,
Wichai
StringLab Asia Co., Ltd. - 02-117-4063
"""

# ---------------------------------------------------------------- two soundproofing quotes
ACOUSTIC_TH = [
    "ห้างหุ้นส่วนจำกัด ไทยอะคูสติก เซอร์วิส",
    "88/12 ถนนแจ้งวัฒนะ ต.ปากเกร็ด อ.ปากเกร็ด จ.นนทบุรี โทร 02-583-7719",
    "ใบเสนอราคา เลขที่ TA-6810-027  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณณัฐพล บุญเรือง ร้านต้นกีตาร์ มิวสิค",
    "เรื่อง งานบุซับเสียงห้องเรียนดนตรี ห้อง 2 (ขนาด 3 x 4 เมตร) ชั้น 2",
]
ACOUSTIC_TH_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ผนังซับเสียง ใยแก้ว 50 มม. + ผ้าหุ้ม", "38 ตร.ม.", "850", "32,300"),
    ("ฝ้าซับเสียง", "12 ตร.ม.", "1,100", "13,200"),
    ("ประตูกันเสียง พร้อมวงกบ", "1 บาน", "14,500", "14,500"),
    ("ค่าแรงติดตั้ง", "1 งาน", "8,000", "8,000"),
    ("รวมทั้งสิ้น", "", "", "68,000"),
]
ACOUSTIC_TH_BOTTOM = [
    "รวมทั้งสิ้น 68,000 บาท (ไม่มีภาษีมูลค่าเพิ่ม)",
    "ระยะเวลาทำงาน 7 วัน รับประกันงาน 1 ปี",
    "มัดจำ 40% ก่อนเริ่มงาน ส่วนที่เหลือชำระเมื่อส่งมอบงาน",
    "ลงชื่อ สมบัติ ใจเย็น ผู้เสนอราคา",
]
SOUNDBLOCK_QUOTE = [
    "SOUNDBLOCK INTERIORS CO., LTD.\n"
    "Acoustic rooms, studios and home theatres - Ngamwongwan Road, Nonthaburi\n"
    "QUOTATION No. SBQ-2025-1093     Date: 24 Oct 2025\n"
    "To: Ton Guitar Music (Khun Nattaphon), 45/9 Rattanathibet Road, Nonthaburi\n"
    "Project: soundproofing of lesson room 2 (3 x 4 m), 2nd floor\n"
    "\n"
    "Acoustic wall panels, rock wool 50 mm, fabric finish   38 sq m x 790     30,020.00\n"
    "Acoustic ceiling                                        12 sq m x 1,150   13,800.00\n"
    "Acoustic door with seals and frame                      1 set             16,900.00\n"
    "Installation labour                                      1 lot              6,500.00\n"
    "\n"
    "Total before VAT: 67,220.00 THB\n"
    "VAT 7%: 4,705.40 THB\n"
    "GRAND TOTAL: 71,925.40 THB\n"
    "Work time: 10 working days. Warranty: 2 years.\n"
    "Payment: 50% deposit, 50% on handover. Valid 30 days.\n"
    "Contact: Mr. Krit Anusorn 089-640-2217",
]

# ---------------------------------------------------------------- books
LINES_2568 = {
    "instruments": [142500, 118300, 156800, 98400, 87600, 92300, 104700, 111200, 96800, 184600],
    "accessories": [28700, 25100, 27900, 22600, 21800, 23400, 24900, 26300, 23100, 27800],
    "repairs": [18600, 16900, 19400, 21300, 17800, 15200, 16600, 18900, 17400, 22350],
    "lessons": [46800, 48200, 51600, 62400, 64800, 55200, 52400, 53600, 54800, 57200],
}
LINES_2567 = {
    "instruments": [128400, 109800, 142300, 91600, 80200, 85900, 96400, 99800, 88300, 102600, 121500, 176900],
    "accessories": [25600, 23300, 25900, 20800, 19900, 21700, 22800, 24100, 21500, 23900, 25400, 31200],
    "repairs": [16200, 14800, 17100, 18900, 15600, 13900, 14700, 16300, 15800, 18450, 17200, 21600],
    "lessons": [41200, 42600, 45900, 56800, 58200, 49600, 46800, 47900, 48600, 50400, 49800, 44200],
}
TEACHERS_2568 = [33800, 34600, 36900, 43200, 45100, 39000, 37600, 38200, 39100, 41000]
TEACHERS_2567 = [29800, 30400, 32600, 39900, 40800, 35100, 33200, 33900, 34600, 35800, 35400, 31700]
POWER_2568 = [4860, 5120, 6340, 7480, 7210, 6650, 6120, 5980, 5740, 5920]
POWER_2567 = [4520, 4780, 5950, 7120, 6880, 6210, 5790, 5600, 5480, 5530, 5210, 4950]
STUDENTS_2568 = {
    "กีตาร์ (Guitar)": [38, 39, 41, 49, 51, 44, 42, 43, 44, 46],
    "เปียโน/คีย์บอร์ด (Piano)": [22, 23, 24, 28, 29, 26, 25, 25, 26, 27],
    "กลอง (Drums)": [9, 9, 10, 13, 13, 11, 10, 11, 11, 12],
    "ร้องเพลง (Vocal)": [7, 8, 8, 10, 11, 9, 9, 9, 9, 10],
    "อูคูเลเล่ (Ukulele)": [6, 6, 7, 9, 9, 7, 6, 6, 6, 6],
}
STUDENTS_2567 = {
    "กีตาร์ (Guitar)": [34, 35, 37, 45, 46, 40, 38, 38, 39, 40, 40, 36],
    "เปียโน/คีย์บอร์ด (Piano)": [19, 20, 21, 25, 26, 23, 22, 22, 22, 23, 23, 20],
    "กลอง (Drums)": [8, 8, 9, 11, 12, 10, 9, 9, 10, 10, 10, 8],
    "ร้องเพลง (Vocal)": [6, 6, 7, 9, 9, 8, 7, 8, 8, 8, 8, 7],
    "อูคูเลเล่ (Ukulele)": [5, 5, 6, 8, 8, 6, 5, 5, 5, 5, 5, 4],
}


def _book(path: Path, year: str, lines: dict[str, list[int]], teachers: list[int], power: list[int],
          students: dict[str, list[int]], tech_wage: int) -> None:
    count = len(teachers)
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านต้นกีตาร์ มิวสิค ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "เครื่องดนตรี (Instruments)", "อุปกรณ์/สาย (Accessories)", "ค่าซ่อม (Repairs)",
                  "ค่าเรียน (Lessons)", "รวม (Total)"])
    keys = ("instruments", "accessories", "repairs", "lessons")
    for i in range(count):
        values = [lines[k][i] for k in keys]
        sales.append([f"{MONTHS[i]} {year}"] + values + [sum(values)])
    year_values = [sum(lines[k]) for k in keys]
    sales.append(["รวมทั้งปี (Year total)"] + year_values + [sum(year_values)])
    for column in range(2, 7):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าสินค้า (Stock)", "ค่าเช่าตึก (Rent)", "ค่าสอนครู (Teachers)",
                  "ค่าแรงช่าง (Technician)", "ค่าไฟร้าน (Electricity)", "ผ่อนธนาคาร (Loan)", "รวม (Total)"])
    for i in range(count):
        stock = int(round(lines["instruments"][i] * 0.68 + lines["accessories"][i] * 0.55, -2))
        row = [stock, 18000, teachers[i], tech_wage, power[i], 14200]
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    for column in range(2, 9):
        money_format(costs, column)
    pupils = book.create_sheet("นักเรียน Students")
    pupils.append([f"จำนวนนักเรียนดนตรี ปี {year} (Students by instrument, {year})"])
    pupils.append(["เครื่องดนตรี (Instrument)"] + [f"{m} {year[-2:]}" for m in MONTHS[:count]])
    for name, values in students.items():
        pupils.append([name] + values)
    pupils.append(["รวม (Total)"] + [sum(v[i] for v in students.values()) for i in range(count)])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2512.40, "MEA"), ("ค่าน้ำประปา (Water)", 276.34, "MWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 11300, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, ""),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "ริเวอร์ไลฟ์ประกันชีวิต"),
                  ("เรียนพิเศษคณิตใบเตย (Tutor)", 2400, "ครูอ้อ"), ("ผ่อนรถ (Car loan)", 9870, "งวด 31/60")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2738.90, "MEA"), ("ค่าน้ำประปา (Water)", 288.11, "MWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, ""),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "ริเวอร์ไลฟ์ประกันชีวิต"),
                  ("เรียนพิเศษคณิตใบเตย (Tutor)", 2400, "ครูอ้อ"), ("ผ่อนรถ (Car loan)", 9870, "งวด 32/60"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1240, "รพ.พระนั่งเกล้า")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2661.26, "MEA"), ("ค่าน้ำประปา (Water)", 299.17, "MWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3720, ""),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "ริเวอร์ไลฟ์ประกันชีวิต"),
                  ("เรียนพิเศษคณิตใบเตย (Tutor)", 2400, "ครูอ้อ"), ("ผ่อนรถ (Car loan)", 9870, "งวด 33/60"),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1650, "")],
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


# ---------------------------------------------------------------- other business papers
LESSON_PRICES = [
    "ต้นกีตาร์ มิวสิค — อัตราค่าเรียนดนตรี ปี 2569",
    "ใช้ตั้งแต่วันที่ 1 มกราคม 2569 (คอร์สละ 4 ครั้ง ครั้งละ 1 ชั่วโมง เรียนตัวต่อตัว)",
]
LESSON_TABLE = [
    ("คอร์ส", "ปี 2568 (บาท)", "ปี 2569 (บาท)"),
    ("กีตาร์โปร่ง / กีตาร์ไฟฟ้า", "1,800", "2,000"),
    ("เปียโน / คีย์บอร์ด", "2,200", "2,400"),
    ("กลองชุด", "2,000", "2,200"),
    ("ร้องเพลง", "2,000", "2,200"),
    ("อูคูเลเล่", "1,500", "1,600"),
]
LESSON_BOTTOM = [
    "ค่าสมัครแรกเข้า 300 บาท (ครั้งเดียว)",
    "พี่น้องเรียนด้วยกันลด 10% ต่อคน",
    "ขาดเรียนแจ้งล่วงหน้า 24 ชั่วโมงชดเชยได้ ไม่แจ้งถือว่าใช้สิทธิ์แล้ว",
]
LEASE_LETTER = [
    "เรื่อง แจ้งต่อสัญญาเช่าตึกแถวและอัตราค่าเช่าใหม่",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณณัฐพล บุญเรือง ผู้เช่าตึกแถวเลขที่ 45/9 ถนนรัตนาธิเบศร์",
    "ตามที่สัญญาเช่าฉบับปัจจุบันจะสิ้นสุดในวันที่ 31 ธันวาคม 2568 ดิฉันยินดีให้เช่าต่ออีก 3 ปี "
    "ตั้งแต่ 1 มกราคม 2569 ถึง 31 ธันวาคม 2571",
    "ค่าเช่าจากเดิมเดือนละ 18,000 บาท ปรับเป็นเดือนละ 19,500 บาท ตั้งแต่วันที่ 1 มกราคม 2569 "
    "เนื่องจากภาษีที่ดินและสิ่งปลูกสร้างเพิ่มขึ้น",
    "เงินประกันเปลี่ยนเป็น 2 เดือน = 39,000 บาท ปัจจุบันถือไว้ 36,000 บาท ขอให้ชำระเพิ่ม 3,000 บาท",
    "กรุณาแจ้งตอบภายในวันที่ 30 พฤศจิกายน 2568 หากไม่ต่อสัญญาขอให้คืนตึกภายในวันที่ 31 ธันวาคม 2568",
    "ขอแสดงความนับถือ",
    "อรุณี ตั้งจิตร ผู้ให้เช่า โทร 089-225-6710",
]
LOAN_NOTICE = [
    "THONBURI COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "SME Banking - Rattanathibet Branch, Nonthaburi\n"
    "30 October 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE\n"
    "To: Mr. Nattaphon Boonruang (Ton Guitar Music)\n"
    "Loan account: SME-0623-3387 (term loan, 900,000 THB, drawn June 2023)\n"
    "\n"
    "Following the cut in the Bank's MRR, the interest rate on your loan changes as below:\n"
    "Current rate: MRR - 0.50% = 6.85% per year\n"
    "New rate from 1 December 2025: MRR - 0.50% = 6.60% per year\n"
    "Outstanding principal at 30 September 2025: 548,300.00 THB\n"
    "Monthly installment: 14,200 THB now; 13,950 THB from the installment of 5 December 2025\n"
    "Remaining term: 44 months (unchanged)\n"
    "Installments are debited on the 5th of each month from account 204-3-18876-5.\n"
    "\n"
    "For questions please contact your relationship manager, Ms. Pornpimol Sae-Tang, 02-526-8814.\n"
    "Yours faithfully,\n"
    "SME Credit Administration",
]


def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(values) for values in LINES_2568.values())
    return [
        ("แผนร้านต้นกีตาร์ มิวสิค ปี 2569", "Ton Guitar Music - plan for 2026\nณัฐพล บุญเรือง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "งานใหญ่: วงดนตรีโรงเรียนนนทรีวิทยา ส่งของธันวาคม\n"
                         "ปัญหา: ห้องเรียน 2 เสียงดังรบกวนห้องข้าง, ค่าเช่าตึกขึ้นปีหน้า"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,600,000 บาท\nนักเรียนดนตรี 120 คน\nขายออนไลน์ผ่าน LINE OA และ Shopee"),
        ("ห้องเรียน", "บุซับเสียงห้องเรียน 2 งบ 70,000 บาท (เทียบใบเสนอราคาสองเจ้า)\n"
                      "เปิดคอร์สกลองกลุ่มเด็ก เสาร์-อาทิตย์"),
        ("คน", "จ้างครูเปียโนเพิ่ม 1 คน สอนชั่วโมงละ 300 บาท\nส่งช่างเบียร์อบรมซ่อมแอมป์หลอด"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านกีตาร์/แชท/แชทไลน์_ครูวีระ_วงโรงเรียน.txt": """[5 ต.ค. 68 15:02] ครูวีระ นนทรีวิทยา: สวัสดีครับพี่ต้น ขอใบเสนอราคาเครื่องดนตรีวงสากลตามลิสต์ที่ส่งไปนะครับ
[5 ต.ค. 68 15:10] ต้นกีตาร์: ได้ครับครู กำลังทำร่างอยู่ กีตาร์โปร่ง 12 ตัวใช่ไหมครับ
[12 ต.ค. 68 10:15] ครูวีระ นนทรีวิทยา: พี่ต้นครับ ขอลดกีตาร์โปร่งเหลือ 10 ตัวนะครับ แล้วขอขาตั้งกับสายแจ็คด้วย 10 ชุด
[12 ต.ค. 68 10:32] ต้นกีตาร์: ได้ครับครู เดี๋ยวทำฉบับจริงส่งให้ ลดให้สถานศึกษา 5% ครับ
[14 ต.ค. 68 16:05] ต้นกีตาร์: ส่งใบเสนอราคาให้แล้วครับ รวม 156,370 บาท ส่งของภายใน 28 พ.ย.
[15 ต.ค. 68 09:10] ครูวีระ นนทรีวิทยา: ผอ.อนุมัติแล้วครับ ขอบคุณครับ
[4 พ.ย. 68 13:22] ครูวีระ นนทรีวิทยา: พี่ต้นครับ งบโดนตัด ขอตัดแอมป์เบส 2 ตัวออกได้ไหมครับ ใช้ของเก่าไปก่อน
[4 พ.ย. 68 13:40] ต้นกีตาร์: ได้ครับ ตัดแอมป์เบสออก ยอดใหม่ 144,020 บาท (หักส่วนลด 5% แล้ว)
[4 พ.ย. 68 13:41] ครูวีระ นนทรีวิทยา: โอเคครับ 144,020
[4 พ.ย. 68 13:45] ครูวีระ นนทรีวิทยา: แล้วขอเลื่อนส่งของไปได้ไหมครับ ห้องดนตรีทาสียังไม่เสร็จ
[4 พ.ย. 68 13:50] ต้นกีตาร์: ได้ครับ งั้นส่งของ 5 ธ.ค. นะครับ ติดตั้งให้เลย
[18 พ.ย. 68 11:30] ครูวีระ นนทรีวิทยา: ไวโอลิน 3 ตัวที่ส่งซ่อมไว้ เสร็จหรือยังครับ
[18 พ.ย. 68 11:42] ต้นกีตาร์: เสร็จแล้วครับ เปลี่ยนสายตั้งหย่องครบ ค่าซ่อม 2,250 บาท เอาไปพร้อมวันส่งของก็ได้ครับ
""",
    "ร้านกีตาร์/แชท/แชทไลน์_คุณภูมิ_ซ่อมสแตรท.txt": """[4 พ.ย. 68 11:02] ภูมิ: สวัสดีครับ สแตรทที่เอามาส่งซ่อมเมื่อวาน ประเมินราคาได้ยังครับ
[4 พ.ย. 68 11:20] ต้นกีตาร์: ประเมินเบื้องต้น ปรับคอ แต่งเฟรต เปลี่ยนแจ็ค 2,800 บาทครับ
[4 พ.ย. 68 11:21] ภูมิ: โอเคครับ ทำได้เลย
[6 พ.ย. 68 16:45] ต้นกีตาร์: ช่างเปิดดูแล้วครับ ปิ๊กอัพตัวกลางขาด ต้องพันใหม่ เพิ่ม 900 รวมเป็น 3,700 ครับ
[6 พ.ย. 68 17:10] ภูมิ: แพงขึ้นเยอะเลยครับ ลดได้ไหม
[6 พ.ย. 68 17:25] ต้นกีตาร์: งั้นคิดรวม 3,400 พอครับ เสร็จวันเสาร์ที่ 15 พ.ย.
[6 พ.ย. 68 17:26] ภูมิ: โอเคครับ 3,400 ตกลงครับ
[15 พ.ย. 68 10:05] ต้นกีตาร์: กีตาร์เสร็จแล้วครับ มารับได้เลย ร้านเปิดถึง 20.00
[15 พ.ย. 68 18:40] ภูมิ: รับแล้วครับ เสียงดีมาก ขอบคุณครับ
""",
    "ร้านกีตาร์/บัญชี/ค่าสอนครู_ตุลาคม68.md": """# ค่าสอนครู ตุลาคม 2568

| ครู | วิชา | ชั่วโมงสอน | อัตรา/ชม. | รวม |
|---|---|---|---|---|
| ครูแนน | เปียโน / ร้องเพลง | 62 ชม. | 300 บาท | 18,600 บาท |
| ครูเจ | กลองชุด | 38 ชม. | 300 บาท | 11,400 บาท |
| พี่เอ็ม | กีตาร์ (พาร์ทไทม์) | 44 ชม. | 250 บาท | 11,000 บาท |

รวมจ่ายค่าสอนครู ต.ค. 41,000 บาท โอนแล้ว 31 ต.ค.
ชั่วโมงที่พี่ต้นสอนเองไม่ได้คิดค่าสอน
ครูแนนขอขึ้นเป็นชั่วโมงละ 320 ตั้งแต่ ม.ค. 69 — ยังไม่ได้ตอบ
""",
    "ร้านกีตาร์/บัญชี/ค่าเรียนค้างจ่าย_พ.ย.68.md": """# ค่าเรียนค้างจ่าย (ณ 10 พ.ย. 2568)

- น้องปุณ (กีตาร์) คอร์ส ต.ค. 1,800 บาท — แม่บอกจะโอนสิ้นเดือน
- น้องมิ้นท์ (เปียโน) คอร์ส ต.ค. 2,200 บาท
- น้องกันต์ (กลอง) คอร์ส พ.ย. 2,000 บาท
- คุณโจ้ (ร้องเพลง) คอร์ส พ.ย. 2,000 บาท
- น้องใบบัว (อูคูเลเล่) 1,700 บาท (คอร์ส 1,500 + ค่าสมัคร 200 ช่วงโปร)

ค้างรวม 5 คน 9,700 บาท
ถ้าเกินสิ้นเดือนยังไม่จ่าย งดเรียนคอร์สถัดไป
""",
    "ร้านกีตาร์/งานซ่อม/คิวงานซ่อม_พ.ย.68.md": """# คิวงานซ่อม พฤศจิกายน 2568 (ช่างเบียร์)

| เลขงาน | ลูกค้า | เครื่อง | งาน | ราคา (บาท) | สถานะ |
|---|---|---|---|---|---|
| R-6811-01 | คุณมายด์ | Yamaha F310 | ปรับแอคชั่น เปลี่ยนสาย | 650 | เสร็จ รับแล้ว |
| R-6811-02 | คุณภูมิ | Fender Stratocaster | ปรับคอ แต่งเฟรต เปลี่ยนแจ็ค | ประเมิน 2,800 | รอเปิดเช็คเพิ่ม |
| R-6811-03 | น้องกันต์ | กลองชุด Pearl | เปลี่ยนหนังสแนร์ + ทอม | 1,900 | รออะไหล่ |
| R-6811-04 | ร.ร.นนทรีวิทยา | ไวโอลิน 3 ตัว | เปลี่ยนสาย ตั้งหย่อง | 2,250 | กำลังทำ |
| R-6811-05 | คุณเอก | Gibson Les Paul Studio | เปลี่ยนสวิตช์ 3 ทาง ล้างพอท | 1,200 | เสร็จ |
| R-6811-06 | คุณนิด | คีย์บอร์ด Casio | ปุ่มกดไม่ติด 3 ปุ่ม | 1,450 | กำลังทำ |
| R-6811-07 | ป้าศรี | อูคูเลเล่ | สะพานหลุด ติดกาวใหม่ | 450 | เสร็จ |
| R-6811-08 | คุณบอล | เบส Ibanez SR300 | เปลี่ยนเฟรตทั้งคอ | 5,200 | รับงาน 20 พ.ย. |

รวม 8 งาน ราคาประเมินรวม 15,900 บาท
งานสแตรทของคุณภูมินัดรับ 15 พ.ย.
""",
    "ร้านกีตาร์/คอร์สเรียน/คอนเสิร์ตนักเรียน_ธ.ค.68.md": """# คอนเสิร์ตนักเรียน Ton Music Showcase 2025

- วันอาทิตย์ที่ 21 ธันวาคม 2568 เวลา 13.00–17.00 น.
- สถานที่: หอประชุมชุมชนบางกระสอ (จองแล้ว มัดจำ 2,000)
- นักเรียนขึ้นแสดง 26 คน (กีตาร์ 11, เปียโน 8, กลอง 3, ร้อง 4)
- ค่าสมัครคนละ 350 บาท รวมเสื้อคอนเสิร์ต

## งบประมาณ
- ค่าเช่าหอประชุม 4,000
- เช่าเครื่องเสียงและไฟ 6,500
- เกียรติบัตร + ถ้วยรางวัล 2,800
- อาหารว่างผู้ปกครอง 3,200
- รวม 16,500 บาท (ค่าสมัครได้คืน 9,100)

## ต้องทำ
- ครูแนนคุมซ้อมใหญ่ 14 ธ.ค.
- ทำโปสเตอร์ลงเพจภายใน 1 ธ.ค.
""",
    "ร้านกีตาร์/setlist_งานแต่งคุณแพร.md": """# Setlist งานแต่งคุณแพร 6 ธ.ค. 68 (โรงแรมริเวอร์วิว นนทบุรี)
วง 4 คน ค่าตัว 12,000 เล่น 2 เซ็ต

เซ็ต 1 (ช่วงทานอาหาร, อะคูสติก)
1. Can't Help Falling in Love
2. รักแรกพบ
3. Perfect
4. ขอบคุณที่รักกัน

เซ็ต 2 (ช่วงเต้น)
1. Uptown Funk
2. คิดถึงจัง
3. September
""",
    "ร้านกีตาร์/Suppliers/StringLab_email_Nov2025.txt": STRINGLAB_EMAIL,
    "บ้าน/แชทไลน์_บ้านบุญเรือง.txt": """[3 พ.ย. 68 20:05] นุช: พี่ต้น ค่าเทอมเตยเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ 26,050
[3 พ.ย. 68 20:12] ต้น: โอเค เดี๋ยวโอนวันศุกร์
[5 พ.ย. 68 07:40] พ่อ: ประกันสุขภาพส่งจดหมายมา ภาษาอังกฤษ พ่ออ่านไม่ออก
[5 พ.ย. 68 08:02] ต้น: เดี๋ยวผมดูให้พ่อ น่าจะขึ้นเบี้ยตั้งแต่ธันวา
[9 พ.ย. 68 21:15] นุช: ทริปเขาใหญ่ปีใหม่ รีสอร์ทคืนละ 4,200 สองคืน 8,400 นะ
[10 พ.ย. 68 19:30] นุช: รีสอร์ทโทรมาบอกช่วงปีใหม่ขึ้นเป็นคืนละ 4,900 สองคืน 9,800 เอาไหม
[10 พ.ย. 68 19:41] ต้น: เอาเลย จองไปเถอะ ปีใหม่ทั้งที
[10 พ.ย. 68 19:45] นุช: จองแล้ว มัดจำ 3,000
[12 พ.ย. 68 17:20] ใบเตย: ป๊า วันที่ 22 มีเข้าค่ายลูกเสือ ต้องซื้อเต็นท์ไหม
[12 พ.ย. 68 17:35] ต้น: ยืมของลุงเอาก็ได้ลูก
""",
    "บ้าน/ทริปเขาใหญ่_ปีใหม่.md": """# ทริปเขาใหญ่ ปีใหม่ 30 ธ.ค. 68 – 1 ม.ค. 69
ไป 4 คน (ต้น นุช เตย พ่อ) รถเก๋งคันเดียว

- ที่พัก: รีสอร์ทริมธาร 2 คืน คืนละ 4,200 = 8,400
- อาหาร: 3,500
- น้ำมัน + ทางด่วน: 1,400
- ค่าเข้าอุทยาน: 400
- งบรวม 13,700 บาท

ของที่ต้องเอาไป: เสื้อกันหนาว ยาพ่อ กีตาร์โปร่งตัวเล็ก
""",
}

# ---------------------------------------------------------------- household papers
MEA_BILL = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Nonthaburi District Office\n"
    "ELECTRICITY BILL - October 2025\n"
    "Account name: Mr. Nattaphon Boonruang\n"
    "Address: 88/21 Moo 5, Bang Rak Noi, Mueang Nonthaburi 11000\n"
    "Account no. 01-4472-0938\n"
    "Reading period: 18 Sep 2025 - 17 Oct 2025   Units used: 538 kWh\n"
    "Energy charge 2,248.84   Ft 213.70   Service 24.62   VAT 7% 174.10\n"
    "AMOUNT DUE: 2,661.26 THB\n"
    "Due date: 24 Nov 2025\n"
    "Pay by MEA Smart Life app, bank counter or convenience store.",
]
MWA_BILL = [
    "METROPOLITAN WATERWORKS AUTHORITY (MWA) - Nonthaburi Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Nattaphon Boonruang    Account: 1180-552-73\n"
    "Address: 88/21 Moo 5, Bang Rak Noi, Mueang Nonthaburi 11000\n"
    "Water used: 24 cubic metres\n"
    "Water charge 254.60   Service charge 25.00   VAT 7% 19.57\n"
    "TOTAL: 299.17 THB\n"
    "Due date: 20 Nov 2025. Auto-debit: not registered.",
]
INSURANCE_LETTER = [
    "RIVERLIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Customer Service Centre, Ngamwongwan Road, Nonthaburi\n"
    "1 November 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE\n"
    "Dear Mr. Prasit Boonruang,\n"
    "Your policy no. RL-H-4471093, plan Senior Health Plus, renews on 1 Dec 2025.\n"
    "Insured: Mr. Prasit Boonruang, age 69 at renewal. Payer: Mr. Nattaphon Boonruang.\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per night. Annual limit: 800,000 THB.\n"
    "As you move into the age band 66-70, the premium changes:\n"
    "Annual premium: 27,960 THB (last year 25,800 THB)\n"
    "Monthly payment by credit card: 2,330 THB (now 2,150 THB)\n"
    "\n"
    "If you wish to change plan or add a deductible of 20,000 THB to lower the premium,\n"
    "please tell us by 25 Nov 2025. Otherwise the policy renews automatically.\n"
    "Agent: Khun Wipawee, 086-552-3081\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Services Department",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนศรีนนทวิทย์ จังหวัดนนทบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภา บุญเรือง  ชั้น ม.1/3  เลขประจำตัว 30871"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-44127-9 แล้วส่งสลิปให้ครูประจำชั้น",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการศึกษา", "14,500"), ("ค่าโครงการภาษาอังกฤษเข้มข้น", "6,000"),
                           ("ค่าอาหารกลางวัน", "3,600"), ("ค่าหนังสือและชุดพละ", "2,450")],
                "26,550", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการศึกษา", "14,500"), ("ค่าโครงการภาษาอังกฤษเข้มข้น", "6,000"),
                           ("ค่าอาหารกลางวัน", "3,600"), ("ค่าค่ายลูกเสือและทัศนศึกษา", "1,950")],
                "26,050", "14 พฤศจิกายน 2568")

TODO = {"todo.md": """- ส่งของวงโรงเรียนนนทรี 5 ธ.ค. (เช็คของจากฮาร์โมเนียให้ครบ)
- ตอบเจ๊อรุณีเรื่องต่อสัญญาเช่าตึก ก่อน 30 พ.ย.
- โอนค่าเทอมเตย ก่อน 14 พ.ย.
- เลือกเจ้าบุซับเสียงห้อง 2
- สั่งสายกีตาร์ StringLab ก่อนราคาขึ้น 1 ธ.ค.
- จ่ายบิลฮาร์โมเนีย ก่อน 15 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านกีตาร์"
    quotes, suppliers, room, books = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "ปรับปรุงห้องเรียน", shop / "บัญชี"
    courses, bank = shop / "คอร์สเรียน", shop / "ธนาคาร"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, room, books, courses, bank, shop / "แชท", shop / "งานซ่อม",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_วงโรงเรียนนนทรีวิทยา_ร่าง.docx", SCHOOL_DRAFT, SCHOOL_DRAFT_TABLE,
               bottom=SCHOOL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_วงโรงเรียนนนทรีวิทยา_ฉบับจริง.docx", SCHOOL_FINAL, SCHOOL_FINAL_TABLE,
               bottom=SCHOOL_FINAL_BOTTOM)
    make_pdf(suppliers / "Harmonia_dealer_pricelist_2025.pdf", HARMONIA_PRICES)
    write_docx(suppliers / "หนังสือฮาร์โมเนีย_เงื่อนไขตัวแทน_2569.docx", HARMONIA_LETTER)
    make_pdf(suppliers / "Harmonia_invoice_HMD-2510-0442.pdf", HARMONIA_INVOICE)
    write_docx(room / "ใบเสนอราคา_บุซับเสียง_ไทยอะคูสติก.docx", ACOUSTIC_TH, ACOUSTIC_TH_TABLE,
               bottom=ACOUSTIC_TH_BOTTOM)
    make_pdf(room / "SoundBlock_quotation_lesson_room.pdf", SOUNDBLOCK_QUOTE)
    _book(books / "ยอดขายร้าน_2568.xlsx", "2568", LINES_2568, TEACHERS_2568, POWER_2568, STUDENTS_2568, 15000)
    _book(books / "ยอดขายร้าน_2567.xlsx", "2567", LINES_2567, TEACHERS_2567, POWER_2567, STUDENTS_2567, 14000)
    write_docx(courses / "อัตราค่าเรียนดนตรี_2569.docx", LESSON_PRICES, LESSON_TABLE, bottom=LESSON_BOTTOM)
    make_pdf(bank / "TCB_SME_loan_notice_Oct2025.pdf", LOAN_NOTICE)
    write_docx(shop / "หนังสือต่อสัญญาเช่าตึก_2569.docx", LEASE_LETTER)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "MEA_electricity_bill_Oct2025.pdf", MEA_BILL)
    make_pdf(home / "Bills" / "MWA_water_bill_Oct2025.pdf", MWA_BILL)
    make_pdf(home / "ประกัน" / "RiverLife_health_renewal_Prasit_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
