"""The swimschool folder: the papers of a Thai swimming teacher and her household, written by code.

The owner is นางวรรณวิสา ทองคำ (ครูแนน, Mrs. Wanwisa Thongkham), a former provincial swimmer. She runs
"ครูแนนสวิมมิ่ง" (Kru Nan Swim School) in อ.เมืองพิษณุโลก จ.พิษณุโลก, renting three lanes of the pool of
โรงแรมนันทวรรณ ริเวอร์ไซด์ (Nantawan Riverside Hotel) on ถ.พุทธบูชา. She teaches little ones (4–6), kids (7–12),
adults and private 1:1 courses, with two paid coaches: ครูมิ้นท์ (น.ส.กมลชนก แก้วมณี, Kamonchanok Kaewmanee) and
โค้ชบอล (นายณัฐวุฒิ พรหมมา, Nattawut Prommah). Her husband ธนากร (พี่กร) teaches the adult class at weekends,
their son น้องภูมิ (ด.ช.ภูมิพัฒน์ ทองคำ) is in ป.4, her mother ยายเรือน (นางบุญเรือน จันทร์หอม) had knee surgery in
October, her brother is พี่ต้อม. The hotel's sales manager is คุณเจี๊ยบ (Jiraporn Sukkasem). It is November 2568 (2025).

Documents/ครูแนนสวิมมิ่ง/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อนุบาลแสงตะวัน_ร่าง.docx: draft quote QT-2568-021 (10 ต.ค. 2568) to โรงเรียนอนุบาลแสงตะวัน
  for a 10-lesson course: 40 children at 2,400 = 96,000, cap+goggle sets 40 at 250 = 10,000, total 106,000,
  deposit 30% 31,800 (not sent).
- ใบเสนอราคา/ใบเสนอราคา_อนุบาลแสงตะวัน_final v2.docx: the final sent 17 ต.ค. 2568: 45 children at 2,250 = 101,250,
  sets 45 at 220 = 9,900, total 111,150, deposit 30% = 33,345, lessons from 4 พ.ย. 2568.
- ใบเสนอราคา/ใบเสนอราคาผ้าใบบังแดด_ช.ชัยเจริญ.docx: local tent shop ช.ชัยเจริญเต็นท์ผ้าใบ, shade sail 6x8 m for the
  parents' waiting area: 18,500 + 4 posts at 3,200 (12,800) + install 4,500 = 35,800 (no VAT), deposit 50% 17,900.
- ใบเสนอราคา/ShadeTech_quotation_QT2510-88.pdf: English quote of ShadeTech Co., Ltd. (Nakhon Sawan; บริษัท เฉดเทค
  in the slides) for the same job: 16,900 + 4 posts at 2,950 (11,800) + 3,500 = 32,200 + VAT 2,254 = 34,454.
- สระโรงแรม/Nantawan_pool_rental_agreement_2025.pdf: the 2025 pool-use agreement: lanes 1-3, 22,000 THB a month
  excl. VAT (23,540 incl.), deposit 44,000, extra morning slots 650 THB/hour, renewal notice by 30 Nov 2025.
- สระโรงแรม/Nantawan_pool_closure_notice_Dec2025.pdf: pool closed 8 Dec 2025 – 14 Dec 2025 (re-tiling), reopens
  15 Dec 2025, December rent 16,500 + VAT 1,155 = 17,655.
- สระโรงแรม/แชทไลน์_คุณเจี๊ยบ_โรงแรมนันทวรรณ.txt: LINE chat on next year's rent: 26,000 asked, 23,000 offered,
  25,000, settled 24,500 a month + VAT (26,215) from ม.ค. 69.
- Suppliers/SiamSport_invoice_INV-2511-0147.pdf: invoice of Siam Sport Supply Co., Ltd. (kickboards, pull buoys,
  logo caps): 16,800 + VAT 1,176 = 17,976, deposit 5,000 on 3 Nov 2025, balance 12,976 due 20 Nov 2025.
- Suppliers/SiamSport_receipt_RC-2511-0093.pdf: receipt for the balance 12,976.00 paid 18 Nov 2025.
- Course prices/อัตราค่าเรียน_2568.docx: this year's course prices in Thai (little ones 2,800, kids 2,600, adults
  3,200 for 8 lessons; private 10 lessons 6,500; registration 300).
- Course prices/Course_Fees_2024_EN.pdf: last year's list in English (2,500; 2,300; 2,900; private 5,900).
- บัญชี/รายรับรายจ่าย_สอนว่ายน้ำ_2568.xlsx: this year's book, income sheet (little ones, kids, adults, private) and
  expense sheet (pool rent 23,540, coaches, gear, ads) by month, ม.ค.–ต.ค. 2568.
- บัญชี/รายรับรายจ่าย_สอนว่ายน้ำ_2567.xlsx: last year's book, same layout, ม.ค.–ธ.ค. 2567 (rent 21,400 a month,
  256,800 for the year).
- บัญชี/รายชื่อนักเรียน_รุ่น พ.ย.68.xlsx: the November batch roster with fees paid and owed (น้องไอซ์ owes 1,600).
- บัญชี/ค่าสอนโค้ช_ต.ค.68.md: October coach pay: ครูมิ้นท์ 62 h x 250 = 15,500, โค้ชบอล 48 h x 300 = 14,400,
  29,900 in all.
- แชท/แชทไลน์_ครูอ้อย_อนุบาลแสงตะวัน.txt: LINE chat with the kindergarten teacher after the final quote: 48
  children, 2,100 asked, settled 2,200 each, 116,160 in all, deposit 34,848.
- Coaches/email_lifesaving_course_Dec2025.txt: email from Lifesaving Society Thailand: lifeguard course for the two
  coaches 13-14 Dec 2025 at Naresuan University, 3,800 each or 3,400 early-bird by 30 Nov 2025 (6,800 for two).
- Coaches/ThaiSakol_student_PA_policy_2025.pdf: group accident cover for students, 130 x 95 = 12,350, 1 Jun 2025 –
  31 May 2026, medical 20,000 per accident.
- แผนปี2569 v3.pptx: slides, the plan for 2569 (1,450,000 target, rent budget 25,000, shade sail 36,000).
- ตารางสอน_พ.ย.68.md: the November timetable.
- ท่าฝึกเด็กกลัวน้ำ.md: her notes on drills for children afraid of water.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,318.45, due 3 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,076.90, due 3 Nov 2025).
- รถ/ต่อประกันรถ_ฮอนด้าซิตี้_2568.docx: renewal notice of บริษัท เจ้าพระยาประกันภัย, class 1, 17,243.05, renew by
  30 พ.ย. 2568 (30/11/68); last year 16,480.14.
- ค่าเทอมภูมิ/ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2-2568.docx: term 2 fee notice, 24,350, due 14 พฤศจิกายน 2568.
- ค่าเทอมภูมิ/ใบเสร็จค่าเทอม_น้องภูมิ_เทอม1-2568.docx: term 1 receipt, 23,100 paid 9 พ.ค. 2568.
- แม่/PhitsanuInter_Hospital_bill_Oct2025.pdf: the mother's knee arthroscopy bill: 77,000, insurer 55,000,
  patient paid 22,000 on 24 Oct 2025.
- แม่/นัดหมอแม่.md: her follow-up appointments (25 พ.ย. 2568) and physio at 400 a time.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group (the hospital bill split 11,000 each, the car insurance).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SCHOOL_TOP = ("ครูแนนสวิมมิ่ง (Kru Nan Swim School) สระว่ายน้ำโรงแรมนันทวรรณ ริเวอร์ไซด์ ถ.พุทธบูชา "
              "อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 089-652-7140")

# ---------------------------------------------------------------- quotes to the kindergarten
KG_DRAFT = [
    SCHOOL_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-021",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน ครูอรอุมา ศรีวงศ์ (ครูอ้อย) โรงเรียนอนุบาลแสงตะวัน อ.เมืองพิษณุโลก",
    "เรื่อง หลักสูตรว่ายน้ำเบื้องต้นสำหรับนักเรียนชั้นอนุบาล 2–3 ภาคเรียนที่ 2/2568 "
    "10 ครั้ง ครั้งละ 45 นาที ครู 1 คนต่อเด็ก 6 คน",
]
KG_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าเรียนว่ายน้ำ 10 ครั้ง", "40 คน", "2,400", "96,000"),
    ("ชุดหมวกว่ายน้ำ + แว่นตาเด็ก", "40 ชุด", "250", "10,000"),
    ("รวมทั้งสิ้น", "", "", "106,000"),
]
KG_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 106,000 บาท (หนึ่งแสนหกพันบาทถ้วน) มัดจำ 30% = 31,800 บาท",
    "ร่าง ยังไม่ส่ง รอถามพี่เจี๊ยบเรื่องเลนช่วงเช้าก่อน",
]
KG_FINAL = [
    SCHOOL_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-021 (ฉบับแก้ไข v2)",
    "วันที่ 17 ตุลาคม 2568",
    "เรียน ครูอรอุมา ศรีวงศ์ (ครูอ้อย) โรงเรียนอนุบาลแสงตะวัน อ.เมืองพิษณุโลก",
    "เรื่อง หลักสูตรว่ายน้ำเบื้องต้นสำหรับนักเรียนชั้นอนุบาล 2–3 ภาคเรียนที่ 2/2568 "
    "10 ครั้ง ครั้งละ 45 นาที ทุกวันอังคารและพฤหัสบดี 09.00–10.30 น. เริ่ม 4 พฤศจิกายน 2568",
]
KG_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าเรียนว่ายน้ำ 10 ครั้ง", "45 คน", "2,250", "101,250"),
    ("ชุดหมวกว่ายน้ำ + แว่นตาเด็ก", "45 ชุด", "220", "9,900"),
    ("รวมทั้งสิ้น", "", "", "111,150"),
]
KG_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 111,150 บาท (หนึ่งแสนหนึ่งหมื่นหนึ่งพันหนึ่งร้อยห้าสิบบาทถ้วน)",
    "เงื่อนไข: มัดจำ 30% = 33,345 บาท ก่อนเริ่มเรียน ส่วนที่เหลือชำระเมื่อเรียนครบ 10 ครั้ง",
    "ราคารวมประกันอุบัติเหตุนักเรียนแล้ว โรงเรียนเป็นผู้จัดรถรับส่งเอง ครูประจำชั้นอยู่ด้วยทุกครั้ง",
    "ลงชื่อ วรรณวิสา ทองคำ (ครูแนน) ผู้เสนอราคา",
]

# ---------------------------------------------------------------- shade sail quotes
SHADE_LOCAL = [
    "ร้าน ช.ชัยเจริญเต็นท์ผ้าใบ รับทำเต็นท์ ผ้าใบ กันสาด หลังคาโรงจอดรถ",
    "88/14 ถ.มิตรภาพ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก โทร 081-887-3392",
    "ใบเสนอราคา เลขที่ 0412/68  วันที่ 24 ตุลาคม 2568",
    "เรียน ครูแนน (คุณวรรณวิสา ทองคำ) ครูแนนสวิมมิ่ง",
    "เรื่อง ผ้าใบบังแดดบริเวณที่นั่งผู้ปกครองข้างสระ โรงแรมนันทวรรณ",
]
SHADE_LOCAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ผ้าใบ HDPE กันยูวี 95% ขนาด 6 x 8 ม. สีฟ้า", "1 ผืน", "18,500", "18,500"),
    ("เสาเหล็กกัลวาไนซ์ 4 นิ้ว สูง 3.5 ม. พร้อมฐานปูน", "4 ต้น", "3,200", "12,800"),
    ("ค่าติดตั้ง", "1 งาน", "4,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "35,800"),
]
SHADE_LOCAL_BOTTOM = [
    "รวมทั้งสิ้น 35,800 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 17,900 บาท ติดตั้งเสร็จภายใน 7 วัน",
    "รับประกันผ้าใบ 2 ปี",
    "ช่างชัย (ชัยวัฒน์ เจริญสุข)",
]
SHADE_TECH = [
    "SHADETECH CO., LTD.\n"
    "Shade sails, membrane roofs and car park shades\n"
    "219/3 Sawanwithi Road, Mueang Nakhon Sawan, Nakhon Sawan 60000  Tel. 056-221-908\n"
    "\n"
    "QUOTATION No. QT2510-88          Date: 28 Oct 2025\n"
    "To: Kru Nan Swim School (Khun Wanwisa Thongkham), Nantawan Riverside Hotel pool, Phitsanulok\n"
    "Job: shade sail over the parents' seating area beside the pool\n"
    "\n"
    "Shade sail HDPE 340 gsm, 6 x 8 m, UV 95%       1 pc      16,900.00\n"
    "Galvanized steel post 4 in, 3.5 m, footing     4 pcs x 2,950.00   11,800.00\n"
    "Installation (team from Nakhon Sawan)                             3,500.00\n"
    "SUBTOTAL                                                         32,200.00\n"
    "VAT 7%                                                            2,254.00\n"
    "TOTAL                                                            34,454.00 THB\n"
    "\n"
    "Deposit 40% on order. Installation within 21 days.\n"
    "Warranty: 3 years on fabric, 5 years on posts. Quotation valid 30 days.\n"
    "Sales: Khun Pornthip 086-410-2275",
]

# ---------------------------------------------------------------- hotel
POOL_AGREEMENT = [
    "NANTAWAN RIVERSIDE HOTEL CO., LTD.\n"
    "59 Phutthabucha Road, Nai Mueang, Mueang Phitsanulok, Phitsanulok 65000  Tel. 055-248-600\n"
    "\n"
    "POOL USE AGREEMENT  No. NRH-SP-2025/01\n"
    "Date: 20 Dec 2024\n"
    "\n"
    "Between Nantawan Riverside Hotel Co., Ltd. (the Hotel) and Mrs. Wanwisa Thongkham,\n"
    "trading as Kru Nan Swim School (the School).\n"
    "\n"
    "1. Term: 1 Jan 2025 - 31 Dec 2025.\n"
    "2. Area: lanes 1-3 of the main pool (25 m) and the shallow end for beginner classes.\n"
    "3. Hours: Tuesday-Friday 16:00-19:00; Saturday-Sunday 08:00-12:00.\n"
    "   Extra weekday morning slots 09:00-11:00 may be booked at 650 THB per hour.\n"
    "4. Fee: 22,000 THB per month excluding VAT (23,540 THB including VAT 7%),\n"
    "   payable by the 5th of each month.\n"
    "5. Security deposit: 44,000 THB (two months), refundable at the end of the agreement.\n"
    "6. The School provides its own lifeguard on duty and insures its students.\n"
    "   All students must wear swim caps.\n"
    "7. Renewal: the School shall give notice of renewal by 30 Nov 2025.\n"
    "\n"
    "For the Hotel: Jiraporn Sukkasem, Sales Manager\n"
    "For the School: Wanwisa Thongkham",
]
POOL_CLOSURE = [
    "NANTAWAN RIVERSIDE HOTEL CO., LTD.\n"
    "59 Phutthabucha Road, Mueang Phitsanulok, Phitsanulok 65000\n"
    "\n"
    "18 Nov 2025\n"
    "To: Kru Nan Swim School (Mrs. Wanwisa Thongkham)\n"
    "Subject: Temporary closure of the swimming pool\n"
    "\n"
    "Please be informed that the main pool will be closed for re-tiling of the gutter\n"
    "and replacement of the sand filter from 8 Dec 2025 to 14 Dec 2025.\n"
    "The pool will reopen on 15 Dec 2025 at 06:00.\n"
    "\n"
    "As your classes cannot run during this week, the pool fee for December 2025 is reduced by 25%:\n"
    "16,500 THB + VAT 1,155 THB = 17,655 THB (normally 23,540 THB).\n"
    "\n"
    "We apologise for the inconvenience.\n"
    "Jiraporn Sukkasem, Sales Manager",
]

# ---------------------------------------------------------------- gear supplier
SIAMSPORT_INVOICE = [
    "SIAM SPORT SUPPLY CO., LTD.\n"
    "112/7 Ramkhamhaeng Road, Hua Mak, Bang Kapi, Bangkok 10240  Tel. 02-318-5521\n"
    "\n"
    "TAX INVOICE / INVOICE  No. INV-2511-0147\n"
    "Date: 3 Nov 2025\n"
    "Bill to: Kru Nan Swim School (Mrs. Wanwisa Thongkham), Phitsanulok\n"
    "\n"
    "Kickboard EVA, junior                30 pcs  x 290.00     8,700.00\n"
    "Pull buoy                            20 pcs  x 180.00     3,600.00\n"
    "Silicone swim cap, printed logo     100 pcs  x  45.00     4,500.00\n"
    "SUBTOTAL                                                 16,800.00\n"
    "VAT 7%                                                    1,176.00\n"
    "TOTAL                                                    17,976.00 THB\n"
    "\n"
    "Deposit received 3 Nov 2025:                              5,000.00\n"
    "BALANCE DUE:                                             12,976.00 THB  by 20 Nov 2025\n"
    "Goods are shipped after full payment.",
]
SIAMSPORT_RECEIPT = [
    "SIAM SPORT SUPPLY CO., LTD.\n"
    "112/7 Ramkhamhaeng Road, Hua Mak, Bang Kapi, Bangkok 10240\n"
    "\n"
    "RECEIPT  No. RC-2511-0093\n"
    "Date: 18 Nov 2025\n"
    "Received from: Kru Nan Swim School (Mrs. Wanwisa Thongkham)\n"
    "\n"
    "For: balance of invoice INV-2511-0147 (kickboards, pull buoys, logo swim caps)\n"
    "Invoice total                 17,976.00\n"
    "Deposit paid 3 Nov 2025        5,000.00\n"
    "This payment                  12,976.00 THB  (bank transfer)\n"
    "Outstanding                        0.00\n"
    "\n"
    "Goods shipped 19 Nov 2025 by Kerry Express. Thank you for your order.",
]

# ---------------------------------------------------------------- course prices
PRICES_2568 = [SCHOOL_TOP, "อัตราค่าเรียนว่ายน้ำ ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)"]
PRICES_2568_TABLE = [
    ("คอร์ส", "จำนวนครั้ง", "ค่าเรียน"),
    ("เด็กเล็ก 4–6 ปี (กลุ่ม ครู 1 : เด็ก 4)", "8 ครั้ง", "2,800 บาท"),
    ("เด็กโต 7–12 ปี (กลุ่ม ครู 1 : เด็ก 6)", "8 ครั้ง", "2,600 บาท"),
    ("ผู้ใหญ่ (กลุ่ม ไม่เกิน 6 คน)", "8 ครั้ง", "3,200 บาท"),
    ("ส่วนตัว 1 : 1 (ทุกวัย)", "10 ครั้ง", "6,500 บาท"),
    ("ค่าสมัครแรกเข้า (รวมหมวกว่ายน้ำโลโก้)", "ครั้งเดียว", "300 บาท"),
]
PRICES_2568_BOTTOM = [
    "ครั้งละ 45 นาที เรียนให้ครบภายใน 6 สัปดาห์ ลาได้ 1 ครั้งต่อคอร์ส (แจ้งล่วงหน้า 1 วัน)",
    "พี่น้องเรียนพร้อมกัน ลดคนละ 200 บาท",
]
PRICES_2567 = [
    "KRU NAN SWIM SCHOOL - COURSE FEES 2024\n"
    "Nantawan Riverside Hotel pool, Phitsanulok   Tel. 089-652-7140\n"
    "Valid 1 January 2024 - 31 December 2024\n"
    "\n"
    "Little ones 4-6 yrs (group 1:4)     8 lessons    2,500 THB\n"
    "Kids 7-12 yrs (group 1:6)           8 lessons    2,300 THB\n"
    "Adults (group, max 6)               8 lessons    2,900 THB\n"
    "Private 1:1 (any age)              10 lessons    5,900 THB\n"
    "Registration (incl. logo swim cap)  one time       300 THB\n"
    "\n"
    "Each lesson 45 minutes. Finish the course within 6 weeks.\n"
    "Siblings: 200 THB off each.",
]

# ---------------------------------------------------------------- books
LITTLE_2568 = [39200, 36400, 47600, 64400, 61600, 39200, 36400, 39200, 42000, 44800]
KIDS_2568 = [33800, 31200, 41600, 59800, 57200, 36400, 33800, 31200, 36400, 39000]
ADULT_2568 = [19200, 16000, 22400, 28800, 25600, 19200, 16000, 19200, 22400, 25600]
PRIVATE_2568 = [26000, 19500, 32500, 39000, 45500, 26000, 19500, 26000, 32500, 39000]
RENT_2568 = [23540] * 10
COACH_2568 = [24800, 23600, 27400, 33900, 32600, 25100, 23800, 25400, 27600, 29900]
GEAR_2568 = [2400, 0, 5800, 3200, 1800, 0, 1200, 2600, 0, 4350]
ADS_2568 = [1500, 1500, 2000, 3500, 3000, 1500, 1500, 1500, 2000, 2500]
LITTLE_2567 = [32500, 30000, 42500, 57500, 55000, 35000, 32500, 32500, 35000, 37500, 35000, 30000]
KIDS_2567 = [27600, 25300, 36800, 52900, 50600, 32200, 29900, 27600, 29900, 32200, 29900, 25300]
ADULT_2567 = [14500, 11600, 17400, 23200, 20300, 14500, 14500, 17400, 17400, 20300, 17400, 14500]
PRIVATE_2567 = [17700, 11800, 23600, 35400, 41300, 17700, 17700, 23600, 23600, 29500, 23600, 17700]
RENT_2567 = [21400] * 12
COACH_2567 = [21600, 20400, 24800, 31200, 30600, 22400, 21800, 22600, 23400, 24800, 23600, 21200]
GEAR_2567 = [1800, 0, 4200, 2600, 1500, 0, 900, 2200, 0, 3100, 0, 1200]
ADS_2567 = [1000, 1000, 1500, 3000, 2500, 1000, 1000, 1000, 1500, 2000, 1500, 1000]


def _school_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับครูแนนสวิมมิ่ง ปี {year} (Income {year}, THB)"])
    sheet.append(["เดือน (Month)", "เด็กเล็ก (Little ones)", "เด็กโต (Kids)", "ผู้ใหญ่ (Adults)",
                  "สอนส่วนตัว (Private)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(c) for c in income] + [sum(sum(c) for c in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายครูแนนสวิมมิ่ง ปี {year} (Expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าเช่าสระ รวม VAT (Pool rent)", "ค่าสอนโค้ช (Coaches)",
                  "อุปกรณ์ (Gear)", "โฆษณา (Ads)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(c) for c in costs] + [sum(sum(c) for c in costs)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


ROSTER = [
    ("ไอซ์", "ด.ญ.ณัฐชยา บุญมาก", 5, "เด็กเล็ก เสาร์ 08:00", "ครูมิ้นท์", 3100, 1500, 1600, "นักเรียนใหม่ รวมค่าสมัคร 300"),
    ("ไอติม", "ด.ช.ธีรภัทร สายทอง", 6, "เด็กเล็ก เสาร์ 08:00", "ครูมิ้นท์", 2800, 2800, 0, ""),
    ("ต้นกล้า", "ด.ช.กล้า อินทรสุข", 8, "เด็กโต อังคาร-พฤหัส 16:00", "โค้ชบอล", 2600, 2600, 0, ""),
    ("แพรวา", "ด.ญ.แพรวา จันทร์เพ็ญ", 9, "เด็กโต อังคาร-พฤหัส 16:00", "โค้ชบอล", 2600, 0, 2600,
     "แม่บอกโอนวันศุกร์"),
    ("ปั้น", "ด.ช.ปัณณวิชญ์ มีสุข", 10, "เด็กโต เสาร์ 10:00", "โค้ชบอล", 2400, 2400, 0, "พี่น้องลด 200"),
    ("ปุยฝ้าย", "ด.ญ.ปุณยาพร มีสุข", 7, "เด็กโต เสาร์ 10:00", "โค้ชบอล", 2400, 2400, 0, "พี่น้องลด 200"),
    ("คุณสมชาย", "นายสมชาย รุ่งเรือง", 45, "ผู้ใหญ่ อาทิตย์ 10:00", "ครูกร", 3200, 3200, 0, ""),
    ("พี่นุ่น", "น.ส.ศิริพร แสงดี", 29, "ผู้ใหญ่ อาทิตย์ 10:00", "ครูกร", 3500, 2000, 1500,
     "นักเรียนใหม่ รวมค่าสมัคร 300"),
    ("เฟิร์น", "น.ส.ชนิดา พูลผล", 17, "ส่วนตัว พุธ-ศุกร์ 18:00", "ครูแนน", 6500, 3250, 3250, "แบ่งจ่าย 2 งวด"),
    ("น้องเจได", "ด.ช.เจได วงศ์ใหญ่", 4, "เด็กเล็ก อาทิตย์ 08:00", "ครูมิ้นท์", 3100, 3100, 0, "นักเรียนใหม่"),
]


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รุ่น พ.ย.68"
    sheet.append(["รายชื่อนักเรียน รุ่น พ.ย. 2568 (4 พ.ย. – 30 พ.ย. 2568)"])
    sheet.append(["ชื่อเล่น", "ชื่อ-นามสกุล", "อายุ", "คลาส", "ครู", "ค่าเรียน (บาท)", "จ่ายแล้ว (บาท)",
                  "ค้างจ่าย (บาท)", "หมายเหตุ"])
    for row in ROSTER:
        sheet.append(list(row))
    sheet.append(["รวม", "", "", "", "", sum(r[5] for r in ROSTER), sum(r[6] for r in ROSTER),
                  sum(r[7] for r in ROSTER), ""])
    for column in (6, 7, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2240.60, "PEA"), ("ค่าน้ำประปา (Water)", 285, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1098, ""), ("ค่ากับข้าว (Food)", 10400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, "ฮอนด้าซิตี้"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2350, "ศรีพิษณุประกันชีวิต"),
                  ("ค่ายาแม่ ยายเรือน (Mum's medicine)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.45, "PEA"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1098, ""), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, "ฮอนด้าซิตี้"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2350, "ศรีพิษณุประกันชีวิต"),
                  ("ค่ายาแม่ ยายเรือน (Mum's medicine)", 1200, ""),
                  ("รองเท้านักเรียนภูมิ (School shoes)", 690, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2076.90, "PEA"), ("ค่าน้ำประปา (Water)", 264, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1098, ""), ("ค่ากับข้าว (Food)", 10150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4280, "ฮอนด้าซิตี้ ไปกลับโรงพยาบาล"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตพี่กร (Life insurance)", 2350, "ศรีพิษณุประกันชีวิต"),
                  ("ค่าโรงพยาบาลแม่ ส่วนของแนน (Mum's hospital, my half)", 11000, "ผ่าตัดเข่า พี่ต้อมจ่ายอีกครึ่ง"),
                  ("ไม้ค้ำ + รถเข็นยาย (Crutches, wheelchair)", 2450, "")],
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


# ---------------------------------------------------------------- household papers
CAR_INSURANCE = [
    "บริษัท เจ้าพระยาประกันภัย จำกัด (มหาชน) สาขาพิษณุโลก",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 25 ตุลาคม 2568",
    "เรียน นายธนากร ทองคำ",
    "กรมธรรม์เลขที่ CP-V1-6711-20874 รถยนต์ ฮอนด้า ซิตี้ ปี 2563 ทะเบียน กข 4821 พิษณุโลก "
    "สิ้นสุดความคุ้มครอง 30/11/68",
]
CAR_INSURANCE_TABLE = [
    ("รายการ", "ปีที่ผ่านมา", "ปีต่ออายุ"),
    ("ประเภทประกัน", "ชั้น 1 ซ่อมอู่", "ชั้น 1 ซ่อมอู่"),
    ("ทุนประกัน", "450,000.00", "420,000.00"),
    ("เบี้ยสุทธิ", "15,340.00", "16,050.00"),
    ("อากรแสตมป์", "62.00", "65.00"),
    ("ภาษีมูลค่าเพิ่ม", "1,078.14", "1,128.05"),
    ("เบี้ยประกันรวม", "16,480.14", "17,243.05"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันภัยรวมที่ต้องชำระ 17,243.05 บาท กรุณาชำระภายในวันที่ 30 พ.ย. 2568 (30/11/68) "
    "เพื่อให้ความคุ้มครองต่อเนื่อง",
    "เบี้ยเพิ่มขึ้นจากปีก่อนเนื่องจากมีเคลมฝ่ายผิด 1 ครั้ง (ชนท้าย 12/03/68)",
    "ผ่อนชำระ 0% 3 เดือนผ่านบัตรเครดิตได้ เดือนละ 5,747.68 บาท",
    "ตัวแทน คุณวิไลวรรณ 086-339-0417",
]
FEES_T2_TOP = ["โรงเรียนสองแควศึกษา อ.เมืองพิษณุโลก จ.พิษณุโลก",
               "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
               "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ทองคำ  ชั้น ป.4/2  เลขประจำตัว 41257"]
FEES_T2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "16,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,850"),
    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "1,800"),
    ("รวม", "24,350"),
]
FEES_T2_BOTTOM = ["รวมทั้งสิ้น 24,350 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
                  "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 627-0-44819-3",
                  "ชำระล่าช้า ปรับวันละ 50 บาท"]
FEES_T1_TOP = ["โรงเรียนสองแควศึกษา อ.เมืองพิษณุโลก จ.พิษณุโลก",
               "ใบเสร็จรับเงิน เลขที่ 2568/01457",
               "ได้รับเงินจาก ผู้ปกครองของ ด.ช.ภูมิพัฒน์ ทองคำ  ชั้น ป.4/2",
               "ค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1/2568"]
FEES_T1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "16,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่าหนังสือและชุดพละ", "2,400"),
    ("รวม", "23,100"),
]
FEES_T1_BOTTOM = ["รับเงินรวม 23,100 บาท (สองหมื่นสามพันหนึ่งร้อยบาทถ้วน) วันที่ 9 พ.ค. 2568 โอนเงิน",
                  "ผู้รับเงิน นางสาวดวงใจ ฝ่ายการเงิน"]

PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Thongkham\n"
    "Address: 27/9 Moo 6, Tha Thong, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Customer no. 020051173364\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 31,206 -> 31,704   Units used: 498 kWh\n"
    "Energy charge 2,030.35  Ft 98.21  Service 38.22  VAT 7% 151.67\n"
    "AMOUNT DUE: 2,318.45 THB\n"
    "Due date: 3 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Thongkham\n"
    "Address: 27/9 Moo 6, Tha Thong, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Customer no. 020051173364\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,704 -> 32,151   Units used: 447 kWh\n"
    "Energy charge 1,814.66  Ft 88.15  Service 38.22  VAT 7% 135.87\n"
    "AMOUNT DUE: 2,076.90 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
HOSPITAL_BILL = [
    "PHITSANU INTER HOSPITAL\n"
    "88 Singhawat Road, Mueang Phitsanulok, Phitsanulok 65000  Tel. 055-909-888\n"
    "\n"
    "INPATIENT STATEMENT / RECEIPT  No. IP-68-10-04417\n"
    "Patient: Mrs. Boonruean Chanhom   Age 67   HN 25-018842\n"
    "Admitted: 21 Oct 2025   Discharged: 24 Oct 2025\n"
    "Procedure: arthroscopic surgery, right knee (Dr. Somkiat, orthopaedics)\n"
    "\n"
    "Room and board, 3 nights x 3,500          10,500.00\n"
    "Operating room and surgeon fees            48,000.00\n"
    "Medicines and supplies                      9,860.00\n"
    "Laboratory and X-ray / MRI                  6,240.00\n"
    "Physiotherapy in ward                       2,400.00\n"
    "TOTAL CHARGES                              77,000.00 THB\n"
    "\n"
    "Paid by insurer (SafeCare Health, policy HS-5511-0734)   55,000.00\n"
    "Paid by patient (credit card) on 24 Oct 2025            22,000.00\n"
    "Balance                                                     0.00\n"
    "\n"
    "Follow-up: orthopaedic clinic 7 Nov 2025, 10:00.",
]
PA_POLICY = [
    "THAI SAKOL INSURANCE PUBLIC COMPANY LIMITED\n"
    "GROUP PERSONAL ACCIDENT - CERTIFICATE OF INSURANCE\n"
    "Policy no. TS-GPA-2506-00318\n"
    "Policyholder: Kru Nan Swim School (Mrs. Wanwisa Thongkham), Phitsanulok\n"
    "Period of insurance: 1 Jun 2025 - 31 May 2026\n"
    "Insured persons: enrolled students aged 3-65, up to 150 persons, while attending lessons\n"
    "and travelling directly to and from the pool.\n"
    "\n"
    "Accidental death or total disability      100,000 THB per person\n"
    "Medical expenses per accident              20,000 THB\n"
    "Drowning or near-drowning                  covered\n"
    "\n"
    "Premium: 95 THB per person x 130 persons = 12,350 THB (paid 28 May 2025)\n"
    "Students added during the year: 95 THB per person, pro rata not applied.\n"
    "Claims: call 1596 within 30 days of the accident.",
]


def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(c) for c in (LITTLE_2568, KIDS_2568, ADULT_2568, PRIVATE_2568))
    return [
        ("แผนครูแนนสวิมมิ่ง ปี 2569", "Kru Nan Swim School - plan for 2026 (v3)\nวรรณวิสา ทองคำ  1 พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nนักเรียนเฉลี่ยเดือนละ 110 คน\n"
                        "ลูกค้าใหม่: โรงเรียนอนุบาลแสงตะวัน เริ่ม พ.ย.\n"
                        "ปัญหา: หน้าฝนนักเรียนน้อย, ไม่มีที่นั่งร่มให้ผู้ปกครอง"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,450,000 บาท\nนักเรียนเฉลี่ยเดือนละ 140 คน\n"
                           "ทำสัญญากับโรงเรียนอนุบาลอีก 2 แห่ง"),
        ("ค่าเช่าสระปี 2569", "โรงแรมขอขึ้นค่าเช่า กำลังคุยกับพี่เจี๊ยบ\nตั้งงบไว้ 25,000 บาท/เดือน + VAT\n"
                             "ขอเลนเพิ่มวันเสาร์บ่าย"),
        ("ที่นั่งผู้ปกครอง", "ผ้าใบบังแดด 6 x 8 ม. งบ 36,000 บาท\nเทียบราคา ช.ชัยเจริญ กับ บริษัท เฉดเทค (นครสวรรค์)"),
        ("อุปกรณ์และโค้ช", "สั่งโฟมบอร์ด pull buoy หมวกโลโก้ จากสยามสปอร์ต ซัพพลาย\n"
                          "ส่งครูมิ้นท์กับโค้ชบอลเรียนไลฟ์การ์ด ธ.ค.\nรับโค้ชเพิ่ม 1 คนช่วงปิดเทอม"),
    ]


# ---------------------------------------------------------------- chats, email and notes
LIFESAVING_EMAIL = """From: Lifesaving Society Thailand - Northern Training Centre <north.training@lifesavingthai.org>
To: krunanswim@gmail.com
Date: Mon, 10 Nov 2025 14:32
Subject: Pool Lifeguard Certificate course 13-14 Dec 2025 - registration for 2 coaches

Dear Khun Wanwisa,

Thank you for registering Ms. Kamonchanok Kaewmanee and Mr. Nattawut Prommah for the
Pool Lifeguard Certificate course.

Dates: 13-14 Dec 2025, 08:30-17:00 both days
Place: Naresuan University Aquatic Centre, Phitsanulok
Fee: 3,800 THB per person. Early-bird fee 3,400 THB per person if paid by 30 Nov 2025
(6,800 THB for your two coaches).

Please bring: swimsuit and cap, a copy of the ID card, a medical certificate issued within 30 days.
To pass: swim 400 m in under 10 minutes, tread water 2 minutes without hands, rescue and CPR tests.
The certificate is valid for 2 years.

Payment: Krungthai Bank, account Lifesaving Society Thailand, 661-0-28394-1. Send the slip to this address.

Best regards,
Supachai Rattanawong
Course Coordinator
"""

TEXTS = {
    "ครูแนนสวิมมิ่ง/สระโรงแรม/แชทไลน์_คุณเจี๊ยบ_โรงแรมนันทวรรณ.txt": """[3 พ.ย. 68 10:12] เจี๊ยบ นันทวรรณ Sales: ครูแนนคะ สัญญาสระหมดสิ้นปีนี้นะคะ ปีหน้าทางโรงแรมขอปรับเป็นเดือนละ 26,000 บาท บวก VAT ค่ะ
[3 พ.ย. 68 10:40] ครูแนน: โห พี่เจี๊ยบ ขึ้นทีเดียว 4,000 เลยเหรอคะ ตอนนี้ 22,000 เอง หน้าฝนเด็กก็น้อย ขอ 23,000 ได้มั้ยคะ
[3 พ.ย. 68 11:05] เจี๊ยบ นันทวรรณ Sales: ค่าคลอรีนกับค่าไฟปั๊มขึ้นเยอะจริงๆ ค่ะครู เดี๋ยวพี่ลองคุยกับ GM ให้
[5 พ.ย. 68 14:20] เจี๊ยบ นันทวรรณ Sales: GM ลดให้ได้ที่ 25,000 ค่ะ แถมเลนวันเสาร์บ่าย 13:00-15:00 ให้ด้วย
[5 พ.ย. 68 15:02] ครูแนน: ถ้าไม่เอาเสาร์บ่าย ขอ 24,000 ได้ป่าวคะ
[6 พ.ย. 68 09:30] เจี๊ยบ นันทวรรณ Sales: GM บอกได้ 24,500 บาทต่อเดือน ไม่รวม VAT ค่ะ รวมเสาร์บ่ายด้วย เงินประกัน 44,000 ใช้ของเดิม
[6 พ.ย. 68 09:45] ครูแนน: ตกลงค่ะพี่ 24,500 บวก VAT เป็น 26,215 นะคะ เริ่ม ม.ค. 69
[6 พ.ย. 68 09:47] เจี๊ยบ นันทวรรณ Sales: ค่ะ เดี๋ยวทำสัญญาใหม่ส่งให้ เซ็นก่อน 30 พ.ย. นะคะ
[20 พ.ย. 68 16:10] เจี๊ยบ นันทวรรณ Sales: ครูคะ เดือนหน้าสระปิดซ่อมหนึ่งอาทิตย์นะคะ ส่งหนังสือแจ้งทางอีเมลแล้ว ค่าเช่าเดือนนั้นลดให้ค่ะ
[20 พ.ย. 68 16:25] ครูแนน: รับทราบค่ะ เดี๋ยวแจ้งผู้ปกครองเลื่อนคลาส
""",
    "ครูแนนสวิมมิ่ง/แชท/แชทไลน์_ครูอ้อย_อนุบาลแสงตะวัน.txt": """[17 ต.ค. 68 13:30] ครูแนน: ครูอ้อยคะ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ 45 คน คนละ 2,250 ชุดหมวกแว่นชุดละ 220 รวม 111,150 บาทค่ะ
[17 ต.ค. 68 15:10] ครูอ้อย แสงตะวัน: ขอบคุณค่ะครู ผู้ปกครองสมัครเพิ่ม ตอนนี้ 48 คนแล้ว ลดเหลือคนละ 2,100 ได้มั้ยคะ
[17 ต.ค. 68 15:40] ครูแนน: 2,100 ไม่ไหวจริงๆ ค่ะ ต้องจ้างโค้ชเพิ่มอีกคน ได้ที่ 2,200 ค่ะ ชุดหมวกแว่นชุดละ 220 เท่าเดิม
[18 ต.ค. 68 09:05] ครูอ้อย แสงตะวัน: ผอ.โอเคค่ะ 48 คน คนละ 2,200 บวกชุด รวม 116,160 นะคะ
[18 ต.ค. 68 09:20] ครูแนน: ถูกต้องค่ะ มัดจำ 30% = 34,848 บาท ที่เหลือ 81,312 จ่ายหลังเรียนครบ 10 ครั้งค่ะ
[22 ต.ค. 68 11:00] ครูอ้อย แสงตะวัน: โอนมัดจำ 34,848 แล้วนะคะ เริ่ม 4 พ.ย. ทุกอังคาร-พฤหัส 9 โมงค่ะ
[4 พ.ย. 68 10:45] ครูอ้อย แสงตะวัน: วันนี้เด็กสนุกมากค่ะ มีน้องร้องไห้ 2 คน แต่ครูมิ้นท์เอาอยู่
""",
    "ครูแนนสวิมมิ่ง/Coaches/email_lifesaving_course_Dec2025.txt": LIFESAVING_EMAIL,
    "ครูแนนสวิมมิ่ง/บัญชี/ค่าสอนโค้ช_ต.ค.68.md": """# ค่าสอนโค้ช ตุลาคม 2568

| โค้ช | ชั่วโมงสอน | ค่าสอนต่อชั่วโมง | รวม |
|---|---|---|---|
| ครูมิ้นท์ (น.ส.กมลชนก แก้วมณี) | 62 ชม. | 250 บาท | 15,500 บาท |
| โค้ชบอล (นายณัฐวุฒิ พรหมมา) | 48 ชม. | 300 บาท | 14,400 บาท |

รวมค่าสอนโค้ช ต.ค. 29,900 บาท โอนแล้ว 31 ต.ค.
- พี่กรสอนคลาสผู้ใหญ่เสาร์-อาทิตย์ ไม่คิดค่าสอน
- พ.ย. มีคลาสอนุบาลแสงตะวันเพิ่ม อังคาร-พฤหัส เช้า ครูมิ้นท์รับไป
""",
    "ครูแนนสวิมมิ่ง/ตารางสอน_พ.ย.68.md": """# ตารางสอน พฤศจิกายน 2568 (สระโรงแรมนันทวรรณ)

| วัน | เวลา | คลาส | ครู |
|---|---|---|---|
| อังคาร, พฤหัส | 09:00-10:30 | อนุบาลแสงตะวัน (48 คน แบ่ง 2 รอบ) | ครูมิ้นท์ + ครูแนน |
| อังคาร, พฤหัส | 16:00-16:45 | เด็กโต | โค้ชบอล |
| พุธ, ศุกร์ | 18:00-18:45 | ส่วนตัว (เฟิร์น) | ครูแนน |
| เสาร์ | 08:00-08:45 | เด็กเล็ก | ครูมิ้นท์ |
| เสาร์ | 10:00-10:45 | เด็กโต | โค้ชบอล |
| อาทิตย์ | 08:00-08:45 | เด็กเล็ก | ครูมิ้นท์ |
| อาทิตย์ | 10:00-10:45 | ผู้ใหญ่ | ครูกร |

หมายเหตุ: ทุกคลาสต้องมีไลฟ์การ์ดข้างสระ 1 คน
""",
    "ครูแนนสวิมมิ่ง/ท่าฝึกเด็กกลัวน้ำ.md": """# ท่าฝึกเด็กกลัวน้ำ (จดไว้สอนครูใหม่)
- ครั้งแรกให้นั่งขอบสระ เตะน้ำ เล่นบัวรดน้ำ ยังไม่ต้องลงน้ำ
- เป่าฟองน้ำ "ทำเสียงเรือดำน้ำ" นับ 1-3 แล้วค่อยเพิ่ม
- ใช้ของเล่นจมน้ำ (ห่วงสี) ให้เด็กก้มเก็บในน้ำตื้น
- ลอยตัวปลาดาว ครูประคองหลัง อย่าปล่อยมือจนกว่าเด็กจะบอกเอง
- ห้ามบังคับจุ่มหัว เด็กจะกลัวไปทั้งคอร์ส
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[24 ต.ค. 68 14:05] แนน: พี่ต้อม บิลโรงพยาบาลแม่ออกแล้วนะ ทั้งหมด 77,000 ประกันจ่าย 55,000 ที่เหลือ 22,000 แนนรูดบัตรไปก่อน
[24 ต.ค. 68 14:30] พี่ต้อม: หารครึ่งนะ เดี๋ยวพี่โอน 11,000 ให้สิ้นเดือน
[24 ต.ค. 68 18:10] กร: ยายกลับถึงบ้านแล้ว ต้องใช้รถเข็นไปก่อนสองอาทิตย์
[31 ต.ค. 68 20:00] พี่ต้อม: โอนแล้ว 11,000 นะแนน
[1 พ.ย. 68 19:22] กร: ประกันรถซิตี้จะหมดสิ้นเดือนนี้ ตัวแทนส่งใบเตือนมาแล้ว ปีนี้ขึ้นอีกเกือบพันนึง เพราะเคลมตอนโดนชนท้าย
[1 พ.ย. 68 19:30] แนน: ลองถามเจ้าอื่นด้วยนะพี่
[2 พ.ย. 68 08:15] ภูมิ: แม่ครับ ครูบอกค่าเทอมต้องจ่ายก่อนกลางเดือนนะครับ
[2 พ.ย. 68 08:20] แนน: จ้า เดี๋ยวแม่โอน
""",
    "บ้าน/แม่/นัดหมอแม่.md": """# นัดหมอแม่ (ยายเรือน)
- ผ่าตัดส่องกล้องเข่าขวา รพ.พิษณุอินเตอร์ 21-24 ต.ค. 2568
- ตรวจแผล 7 พ.ย. 2568 เรียบร้อย ตัดไหมแล้ว
- นัดหมอกระดูกครั้งถัดไป 25 พ.ย. 2568 เวลา 09.30 น. ชั้น 3
- กายภาพ อังคาร-ศุกร์ ครั้งละ 400 บาท (เบิกประกันไม่ได้)
- หมอให้เดินในน้ำได้หลัง 6 อาทิตย์ → พาไปเดินในสระโรงแรมตอนเช้า
""",
}
TODO = {"todo.md": """- เซ็นสัญญาสระใหม่กับโรงแรม ก่อน 30 พ.ย.
- โอนค่าเรียนไลฟ์การ์ดครูมิ้นท์+โค้ชบอล ก่อน 30 พ.ย. (ราคา early-bird)
- เลือกเจ้าผ้าใบบังแดด
- แจ้งผู้ปกครองเรื่องสระปิดเดือน ธ.ค.
- ต่อประกันรถ / จ่ายค่าเทอมภูมิ
- พาแม่ไปหาหมอ 25 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    school = docs / "ครูแนนสวิมมิ่ง"
    quotes, pool, suppliers = school / "ใบเสนอราคา", school / "สระโรงแรม", school / "Suppliers"
    prices, books, coaches = school / "Course prices", school / "บัญชี", school / "Coaches"
    home = docs / "บ้าน"
    for folder in (quotes, pool, suppliers, prices, books, coaches, school / "แชท", home / "Bills", home / "รถ",
                   home / "ค่าเทอมภูมิ", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อนุบาลแสงตะวัน_ร่าง.docx", KG_DRAFT, KG_DRAFT_TABLE, bottom=KG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อนุบาลแสงตะวัน_final v2.docx", KG_FINAL, KG_FINAL_TABLE, bottom=KG_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาผ้าใบบังแดด_ช.ชัยเจริญ.docx", SHADE_LOCAL, SHADE_LOCAL_TABLE,
               bottom=SHADE_LOCAL_BOTTOM)
    make_pdf(quotes / "ShadeTech_quotation_QT2510-88.pdf", SHADE_TECH)
    make_pdf(pool / "Nantawan_pool_rental_agreement_2025.pdf", POOL_AGREEMENT)
    make_pdf(pool / "Nantawan_pool_closure_notice_Dec2025.pdf", POOL_CLOSURE)
    make_pdf(suppliers / "SiamSport_invoice_INV-2511-0147.pdf", SIAMSPORT_INVOICE)
    make_pdf(suppliers / "SiamSport_receipt_RC-2511-0093.pdf", SIAMSPORT_RECEIPT)
    write_docx(prices / "อัตราค่าเรียน_2568.docx", PRICES_2568, PRICES_2568_TABLE, bottom=PRICES_2568_BOTTOM)
    make_pdf(prices / "Course_Fees_2024_EN.pdf", PRICES_2567)
    _school_book(books / "รายรับรายจ่าย_สอนว่ายน้ำ_2568.xlsx", "2568",
                 [LITTLE_2568, KIDS_2568, ADULT_2568, PRIVATE_2568], [RENT_2568, COACH_2568, GEAR_2568, ADS_2568])
    _school_book(books / "รายรับรายจ่าย_สอนว่ายน้ำ_2567.xlsx", "2567",
                 [LITTLE_2567, KIDS_2567, ADULT_2567, PRIVATE_2567], [RENT_2567, COACH_2567, GEAR_2567, ADS_2567])
    _roster(books / "รายชื่อนักเรียน_รุ่น พ.ย.68.xlsx")
    make_pdf(coaches / "ThaiSakol_student_PA_policy_2025.pdf", PA_POLICY)
    write_slides(school / "แผนปี2569 v3.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    write_docx(home / "รถ" / "ต่อประกันรถ_ฮอนด้าซิตี้_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอมภูมิ" / "ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_T2_TOP, FEES_T2_TABLE,
               bottom=FEES_T2_BOTTOM)
    write_docx(home / "ค่าเทอมภูมิ" / "ใบเสร็จค่าเทอม_น้องภูมิ_เทอม1-2568.docx", FEES_T1_TOP, FEES_T1_TABLE,
               bottom=FEES_T1_BOTTOM)
    make_pdf(home / "แม่" / "PhitsanuInter_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
