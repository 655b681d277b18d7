"""The cramschool folder: the papers of a Thai cram-school owner and his household, written by code.

The owner is นายณัฐพล แก้วมณี (ครูโอ๊ต, Nattaphon Kaewmanee), a former maths teacher. He runs "สถาบันกวดวิชาครูโอ๊ต"
(Kru Oat Academy), 215/7 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก, in a rented three-storey shophouse,
preparing ม.4–ม.6 students for TGAT and A-Level. He teaches maths; four hired tutors teach the rest: ครูเบียร์
(นายธนากร ใจดี, physics), ครูแพร (น.ส.ปวีณา ทองคำ, English), ครูต้น (นายวีรยุทธ มั่นคง, chemistry), ครูมิว
(น.ส.ณิชา สุขเกษม, biology). His wife พิมพ์ชนก (พี่พิม) keeps the books and the front desk. Their son ภูมิ
(ด.ช.ภูมิพัฒน์) is in ม.2; Pim's mother ยายประไพ (นางประไพ ทองดี) had her gallbladder out in October. It is
November 2568 (2025).

Documents/KruOat Academy/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ติวน่านนที_ร่าง.docx: draft quote QT-KO-68-009 to โรงเรียนน่านนทีวิทยา for an in-school
  A-Level course for 120 ม.6 students: 60 hours at 1,500, handouts 120 at 250, mock exam 120 at 100; 132,000
  (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ติวน่านนที_final v2.docx: the final of the same quote (28 ต.ค. 2568): 54 hours at 1,500
  = 81,000, handouts at 220 = 26,400, mock exam at 80 = 9,600; 117,000; deposit 30% = 35,100 by 15 พ.ย. 2568,
  balance 81,900 after the course.
- ใบเสนอราคา/ใบเสนอราคาแอร์_ร้านเย็นฉ่ำ.docx: a local shop's quote for two Daikin 24,000 BTU air conditioners for
  classroom 3: 27,900 each, installation 3,500 each, extra pipe 2,700; 65,500, no VAT; deposit 32,750.
- ใบเสนอราคา/AirPro_quotation_room3.pdf: English quote of AirPro Engineering for two Mitsubishi units: 29,500
  each, subtotal 61,100, VAT 4,277, total 65,377; deposit 20,000.
- ใบเสนอราคา/email_NanNathee_confirm_Nov2025.txt: email from the school (ครูแนน) accepting the 117,000 quote,
  deposit 35,100 transferred 12 พ.ย. 2568, mock exam moved to 20 ธ.ค.
- Suppliers/PrintPlus_pricelist_2025.pdf: English price list 2025 of Phitsanulok Print Plus Co., Ltd. (100-page
  B/W handout book 68 THB/copy, 200-page 118, colour cover 6, OMR sheet 1.20; VAT extra).
- Suppliers/ราคาพิมพ์_พิษณุโลกพริ้นท์พลัส_2567.docx: last year's list of the same firm in Thai (บริษัท
  พิษณุโลกพริ้นท์พลัส จำกัด): 100-page book 62 บาท/เล่ม, 200-page 108.
- Suppliers/PrintPlus_invoice_PP-2510-118.pdf: invoice of 31 Oct 2025 for 150 A-Level maths books and OMR
  sheets: subtotal 19,800, VAT 1,386, total 21,186.00, deposit 10,000.00, balance 11,186.00 due 15 Nov 2025.
- Suppliers/ใบเสร็จ_พริ้นท์พลัส_12-11-68.docx: the firm's receipt RC-6811-052 for that invoice, 11,186.00
  received 12/11/68.
- ครู/สัญญาจ้าง_นายธนากร ใจดี_2568.docx: Beer's tutor contract: physics, 450 บาท/ชั่วโมง, at least 40 hours a
  month, 1 มิถุนายน 2568 – 31 มีนาคม 2569, 3% withheld, 30 days' notice.
- ครู/ค่าสอนครู_ต.ค.68.md: October tutor pay: Beer 46 h x 450 = 20,700, Pear 52 x 400 = 20,800, Ton 40 x 450 =
  18,000, Mew 28 x 380 = 10,640; 70,140 in all, 3% tax 2,104.20, paid 68,035.80.
- ครู/แชทไลน์_ครูเบียร์.txt: LINE chat: Beer asks 520 an hour, Oat offers 470, Beer 500, settled 480 from 1 ธ.ค.
  with at least 60 hours a month.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, two sheets (income by month: course fees, school contracts,
  handouts; expenses by month: tutor pay, rent, printing, electricity, ads), January to October.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ยอดค้างค่าคอร์ส_พ.ย.68.xlsx: students' course fees, paid and owing (full names and nicknames), 35,500
  owing in all.
- ผู้ปกครอง/แชทไลน์_แม่น้องข้าวหอม.txt: LINE chat with a mother enrolling two children in the 18,900 package:
  10% off = 34,020, she asks 32,000, settled 33,000; deposit 10,000, balance 23,000 on 29 พ.ย.
- สัญญาเช่า/สัญญาเช่าตึก_บรมไตรฯ_2567-2569.docx: the shophouse lease with บริษัท ไตรโลกพร็อพเพอร์ตี้ จำกัด: 18,000 a
  month, deposit 54,000, 1 มกราคม 2567 – 31 ธันวาคม 2569, up to 10% rise after two years.
- สัญญาเช่า/email_TrilokProperty_rent_2026.txt: English email from Trilok Property Co., Ltd.: rent 19,350 from
  1 January 2026, deposit top-up 4,050.
- ค่าคอร์ส_ปีการศึกษา2568.docx: this year's course fees in Thai (A-Level คณิต 1 6,500; package 18,900; December
  intensive 3,500).
- KruOat_course_fees_2567.pdf: last year's course fees in English (Math 1 5,900; package 16,900; intensive 3,200).
- แผนการตลาด_ปี2569.pptx: slides, the plan for 2569 (1,650,000 target, classroom 3, 4 schools, TikTok ads).
- ตารางเรียน_คอร์สตะลุย_ธ.ค.68.md: the December intensive timetable, tutors by nickname.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,486.37, 512 kWh, due 3 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,271.04,
  468 kWh, due 3 Nov 2025): the home's electricity bills, in English.
- ประกัน/SukhothaiInsure_car_renewal_2025.pdf: English car insurance renewal for Pim's Yaris: class 1, 18,450
  (last year 17,900), due 30 Nov 2025, or 3 instalments of 6,150.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx: school fee notice, 18,700, due 14 พฤศจิกายน 2568.
- แม่/SiriVej_hospital_bill_Oct2025.pdf: Pim's mother's hospital bill: 65,060.00, insurance 40,000.00, paid
  25,060.00 on 18 Oct 2025.
- แม่/นัดหมอแม่.md: notes on her follow-ups (next 6 ธ.ค. 2568), her brother เอก paying half of 25,060 (12,530).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SCHOOL_TOP = ("สถาบันกวดวิชาครูโอ๊ต (Kru Oat Academy) 215/7 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก "
              "จ.พิษณุโลก 65000 โทร 089-642-7185 LINE @kruoat")

# ---------------------------------------------------------------- quotes to the school
NAN_DRAFT = [
    SCHOOL_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-KO-68-009",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน ครูสุดารัตน์ กล้าหาญ (ครูแนน) หัวหน้างานแนะแนว โรงเรียนน่านนทีวิทยา อ.เมืองพิษณุโลก",
    "เรื่อง โครงการติวเข้ม A-Level ในโรงเรียน (คณิต 1 ฟิสิกส์ ภาษาอังกฤษ) สำหรับนักเรียน ม.6 จำนวน 120 คน",
]
NAN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("ชั่วโมงสอน A-Level คณิต 1 / ฟิสิกส์ / อังกฤษ", "60 ชั่วโมง", "1,500 บาท/ชม.", "90,000"),
    ("เอกสารประกอบการเรียน (ชีทรวมโจทย์)", "120 เล่ม", "250 บาท/เล่ม", "30,000"),
    ("สอบจำลอง (Mock exam) พร้อมตรวจและวิเคราะห์ผล", "120 คน", "100 บาท/คน", "12,000"),
    ("รวมทั้งสิ้น", "", "", "132,000"),
]
NAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 132,000 บาท (หนึ่งแสนสามหมื่นสองพันบาทถ้วน) สถาบันไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ได้ส่ง รอคุยกับครูเบียร์เรื่องชั่วโมงสอนฟิสิกส์ และเช็กราคาพิมพ์ชีทปีนี้ก่อน",
]
NAN_FINAL = [
    SCHOOL_TOP,
    "ใบเสนอราคา  เลขที่ QT-KO-68-009 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน ครูสุดารัตน์ กล้าหาญ (ครูแนน) หัวหน้างานแนะแนว โรงเรียนน่านนทีวิทยา อ.เมืองพิษณุโลก",
    "เรื่อง โครงการติวเข้ม A-Level ในโรงเรียน (คณิต 1 ฟิสิกส์ ภาษาอังกฤษ) สำหรับนักเรียน ม.6 จำนวน 120 คน "
    "สอนวันเสาร์-อาทิตย์ 29 พ.ย. – 21 ธ.ค. 2568",
]
NAN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("ชั่วโมงสอน A-Level คณิต 1 / ฟิสิกส์ / อังกฤษ", "54 ชั่วโมง", "1,500 บาท/ชม.", "81,000"),
    ("เอกสารประกอบการเรียน (ชีทรวมโจทย์)", "120 เล่ม", "220 บาท/เล่ม", "26,400"),
    ("สอบจำลอง (Mock exam) พร้อมตรวจและวิเคราะห์ผล", "120 คน", "80 บาท/คน", "9,600"),
    ("รวมทั้งสิ้น", "", "", "117,000"),
]
NAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 117,000 บาท (หนึ่งแสนหนึ่งหมื่นเจ็ดพันบาทถ้วน) สถาบันไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 35,100 บาท ภายในวันที่ 15 พ.ย. 2568 "
    "ส่วนที่เหลือ 81,900 บาท ชำระภายใน 15 วันหลังจบโครงการ",
    "โอนเข้าบัญชี ธนาคารสองแคว สาขาบรมไตรโลกนาถ ชื่อบัญชี นายณัฐพล แก้วมณี เลขที่ 402-3-18876-5",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ณัฐพล แก้วมณี (ครูโอ๊ต) ผู้อำนวยการสถาบัน",
]
NAN_EMAIL = """From: Sudarat Klahan <sudarat.k@nannathee.ac.th>
To: Nattaphon Kaewmanee <nattaphon.kruoat@gmail.com>
Date: Wed, 12 Nov 2025 14:37
Subject: ยืนยันโครงการติวเข้ม A-Level ม.6 / โอนมัดจำแล้ว

เรียน ครูโอ๊ต

ทางโรงเรียนน่านนทีวิทยาได้รับอนุมัติงบประมาณตามใบเสนอราคาเลขที่ QT-KO-68-009 (ฉบับแก้ไขครั้งที่ 2) ลงวันที่
28 ตุลาคม 2568 ยอดรวม 117,000 บาทแล้วค่ะ

- ฝ่ายการเงินโอนมัดจำ 35,100 บาท เข้าบัญชีครูแล้ววันนี้ (12 พ.ย. 2568) แนบสลิปมาด้วยค่ะ
- ขอเลื่อนสอบจำลองจากวันที่ 13 ธ.ค. เป็นวันเสาร์ที่ 20 ธ.ค. 2568 เพราะตรงกับงานกีฬาสีค่ะ
- นักเรียนสมัครจริง 118 คน แต่ขอคงจำนวนชีทไว้ 120 เล่มตามเดิม เผื่อครูที่ปรึกษาค่ะ

รบกวนส่งใบเสร็จรับเงินมัดจำในนามโรงเรียนน่านนทีวิทยาด้วยนะคะ

ขอบคุณค่ะ
ครูแนน (สุดารัตน์ กล้าหาญ)
หัวหน้างานแนะแนว โรงเรียนน่านนทีวิทยา
055-214-690
"""

# ---------------------------------------------------------------- air-conditioner quotes for classroom 3
AC_YENCHAM = [
    "ร้านเย็นฉ่ำแอร์แอนด์เซอร์วิส ขาย ติดตั้ง ล้าง ซ่อมแอร์",
    "88/3 ถ.สิงหวัฒน์ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก โทร 081-475-3392",
    "ใบเสนอราคา เลขที่ 6811/045  วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณณัฐพล แก้วมณี สถาบันกวดวิชาครูโอ๊ต",
    "เรื่อง ติดตั้งเครื่องปรับอากาศ ห้องเรียน 3 ชั้น 2 (ห้องใหม่ 40 ที่นั่ง)",
]
AC_YENCHAM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แอร์ Daikin อินเวอร์เตอร์ 24,000 BTU รุ่นติดผนัง", "2 เครื่อง", "27,900", "55,800"),
    ("ค่าติดตั้ง พร้อมท่อน้ำยา 4 เมตร และขาแขวน", "2 จุด", "3,500", "7,000"),
    ("ท่อน้ำยาเกินระยะ", "6 เมตร", "450", "2,700"),
    ("รวมทั้งสิ้น", "", "", "65,500"),
]
AC_YENCHAM_BOTTOM = [
    "รวมทั้งสิ้น 65,500 บาท (หกหมื่นห้าพันห้าร้อยบาทถ้วน) ร้านไม่ได้จด VAT",
    "มัดจำ 50% = 32,750 บาท ติดตั้งภายใน 7 วันหลังได้รับมัดจำ",
    "รับประกันคอมเพรสเซอร์ 5 ปี (ตามผู้ผลิต) งานติดตั้ง 1 ปี ล้างแอร์ฟรี 1 ครั้ง",
    "ช่างหนุ่ม (นายอนุชา เย็นใจ)",
]
AC_AIRPRO = [
    "AIRPRO ENGINEERING PHITSANULOK CO., LTD.\n"
    "Air conditioning for homes, offices and schools - 112 Mittraphap Road, Mueang Phitsanulok 65000\n"
    "Tel. 055-302-418   Tax ID 0655561004127\n"
    "\n"
    "QUOTATION No. AP-QT-2511-027        Date: Nov 7, 2025\n"
    "To: Kru Oat Academy (Khun Nattaphon), 215/7 Borommatrailokkanat Road, Phitsanulok\n"
    "Job: air conditioning for classroom 3, 2nd floor\n"
    "\n"
    "Mitsubishi Electric inverter 24,000 BTU wall type   2 units x 29,500   59,000.00\n"
    "Standard installation with 4 m pipe                  2 points           FREE\n"
    "Extra refrigerant pipe                               6 m x 350           2,100.00\n"
    "Subtotal                                                                61,100.00\n"
    "VAT 7%                                                                   4,277.00\n"
    "TOTAL                                                                   65,377.00 THB\n"
    "\n"
    "Deposit 20,000 THB on order, balance on completion. Installation within 10 days.\n"
    "Warranty: compressor 5 years, parts 1 year, installation 1 year.\n"
    "This quotation is valid until Dec 7, 2025.\n"
    "Sales: Khun Kritsada 086-731-2254",
]

# ---------------------------------------------------------------- printing house
PRINT_PRICES_2025 = [
    "PHITSANULOK PRINT PLUS CO., LTD.\n"
    "45/9 Sanambin Road, Mueang Phitsanulok 65000  Tel. 055-243-871  LINE @printplus\n"
    "PRICE LIST 2025 - EDUCATION PRINTING\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT 7% not included.\n"
    "\n"
    "A4 handout book, black and white, 100 pages, glue binding ....... 68 THB/copy\n"
    "A4 handout book, black and white, 200 pages, glue binding ...... 118 THB/copy\n"
    "Colour cover upgrade (art card 210 g) ............................ 6 THB/copy\n"
    "OMR answer sheet, 2 sides ..................................... 1.20 THB/sheet\n"
    "Poster A2, full colour ......................................... 150 THB/sheet\n"
    "Vinyl banner ................................................... 180 THB/sq m\n"
    "\n"
    "Minimum 100 copies per title. Books ready in 5 working days after artwork approval.\n"
    "Free delivery in Mueang Phitsanulok. Deposit 50% for new customers.\n"
    "Contact: Khun Wipawee, sales@printplus-plk.co.th",
]
PRINT_PRICES_2567 = ["บริษัท พิษณุโลกพริ้นท์พลัส จำกัด 45/9 ถ.สนามบิน อ.เมืองพิษณุโลก",
                     "ใบราคางานพิมพ์เพื่อการศึกษา ปี 2567 (มกราคม – ธันวาคม 2567)",
                     "ราคาต่อหน่วย ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
PRINT_PRICES_2567_TABLE = [
    ("รายการ", "ราคา"),
    ("ชีทเรียน A4 ขาวดำ 100 หน้า เข้าเล่มไสกาว", "62 บาท/เล่ม"),
    ("ชีทเรียน A4 ขาวดำ 200 หน้า เข้าเล่มไสกาว", "108 บาท/เล่ม"),
    ("ปกสี (อาร์ตการ์ด 210 แกรม)", "5 บาท/เล่ม"),
    ("กระดาษคำตอบ OMR 2 หน้า", "1.00 บาท/แผ่น"),
    ("โปสเตอร์ A2 สี่สี", "140 บาท/แผ่น"),
    ("ป้ายไวนิล", "160 บาท/ตร.ม."),
]
PRINT_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำเรื่องละ 100 เล่ม ส่งฟรีในเขตอำเภอเมืองพิษณุโลก",
                            "ติดต่อ คุณวิภาวี โทร 055-243-871"]
PRINT_INVOICE = [
    "PHITSANULOK PRINT PLUS CO., LTD.\n"
    "45/9 Sanambin Road, Mueang Phitsanulok 65000  Tax ID 0655558002391\n"
    "TAX INVOICE / INVOICE No. PP-2510-118        Date: 31 Oct 2025\n"
    "Bill to: Kru Oat Academy (Mr. Nattaphon Kaewmanee)\n"
    "215/7 Borommatrailokkanat Road, Nai Mueang, Mueang Phitsanulok 65000\n"
    "\n"
    "A-Level Math 1 handout book, B/W 200 pages     150 copies x 118.00    17,700.00\n"
    "Colour cover upgrade                            150 copies x   6.00       900.00\n"
    "OMR answer sheets                             1,000 sheets x   1.20     1,200.00\n"
    "Subtotal                                                               19,800.00\n"
    "VAT 7%                                                                  1,386.00\n"
    "TOTAL                                                                  21,186.00\n"
    "Less deposit received 14 Oct 2025                                     -10,000.00\n"
    "BALANCE DUE                                                            11,186.00 THB\n"
    "\n"
    "Due date: 15 Nov 2025. Transfer to Phitsanulok Print Plus Co., Ltd., account 617-2-04458-1.",
]
PRINT_RECEIPT = [
    "บริษัท พิษณุโลกพริ้นท์พลัส จำกัด 45/9 ถ.สนามบิน อ.เมืองพิษณุโลก จ.พิษณุโลก 65000",
    "ใบเสร็จรับเงิน เลขที่ RC-6811-052   วันที่ 12/11/68",
    "ได้รับเงินจาก สถาบันกวดวิชาครูโอ๊ต (นายณัฐพล แก้วมณี)",
    "ชำระยอดคงเหลือตามใบแจ้งหนี้/ใบกำกับภาษี เลขที่ PP-2510-118 ลงวันที่ 31 ต.ค. 2568",
]
PRINT_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดรวมตามใบแจ้งหนี้ (รวม VAT)", "21,186.00"),
    ("หักเงินมัดจำที่รับแล้ว 14 ต.ค. 2568", "10,000.00"),
    ("รับชำระครั้งนี้", "11,186.00"),
]
PRINT_RECEIPT_BOTTOM = [
    "รับชำระครั้งนี้ 11,186.00 บาท (หนึ่งหมื่นหนึ่งพันหนึ่งร้อยแปดสิบหกบาทถ้วน) โดยโอนเงิน",
    "ชำระครบถ้วนแล้ว ไม่มียอดค้าง",
    "ผู้รับเงิน วิภาวี ศรีสุข",
]

# ---------------------------------------------------------------- tutors
BEER_CONTRACT = [
    "สัญญาจ้างครูผู้สอนพิเศษ เลขที่ KO-T-68/03",
    "ทำที่ สถาบันกวดวิชาครูโอ๊ต 215/7 ถ.บรมไตรโลกนาถ อ.เมืองพิษณุโลก  วันที่ 25 พฤษภาคม 2568",
    "ระหว่าง สถาบันกวดวิชาครูโอ๊ต โดยนายณัฐพล แก้วมณี ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" "
    "กับ นายธนากร ใจดี เลขประจำตัวประชาชน 3-6501-00482-17-4 ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ทั้งสองฝ่ายตกลงกันดังนี้",
]
BEER_CONTRACT_TABLE = [
    ("ข้อ", "รายละเอียด"),
    ("1. วิชาที่สอน", "ฟิสิกส์ ม.4–ม.6 และ A-Level ฟิสิกส์"),
    ("2. ระยะเวลาสัญญา", "1 มิถุนายน 2568 – 31 มีนาคม 2569"),
    ("3. ค่าตอบแทน", "450 บาท/ชั่วโมง ตามชั่วโมงสอนจริง"),
    ("4. ชั่วโมงสอนขั้นต่ำ", "ไม่น้อยกว่า 40 ชั่วโมงต่อเดือน"),
    ("5. การจ่ายเงิน", "ภายในวันที่ 5 ของเดือนถัดไป หักภาษี ณ ที่จ่าย 3%"),
    ("6. การบอกเลิกสัญญา", "แจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 30 วัน"),
]
BEER_CONTRACT_BOTTOM = [
    "7. ผู้รับจ้างจะไม่รับสอนวิชาเดียวกันให้สถาบันกวดวิชาอื่นในรัศมี 5 กิโลเมตร ตลอดอายุสัญญา",
    "8. เอกสารประกอบการสอนที่จัดทำให้สถาบันเป็นลิขสิทธิ์ของผู้ว่าจ้าง",
    "ลงชื่อ ณัฐพล แก้วมณี ผู้ว่าจ้าง        ลงชื่อ ธนากร ใจดี ผู้รับจ้าง",
    "ลงชื่อ พิมพ์ชนก แก้วมณี พยาน",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(COURSE_2568) + sum(SCHOOL_2568) + sum(SHEETS_2568)
    return [
        ("แผนการตลาดสถาบันกวดวิชาครูโอ๊ต ปี 2569", "Kru Oat Academy - marketing plan 2026\nณัฐพล แก้วมณี  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nนักเรียนคอร์สหน้าร้าน 214 คน\n"
                         "โครงการในโรงเรียน 3 แห่ง (ล่าสุด ร.ร.น่านนทีวิทยา 117,000 บาท)\n"
                         "ปัญหา: ห้องเรียนเต็มช่วงปิดเทอม ค่าพิมพ์ชีทขึ้น ครูฟิสิกส์ขอขึ้นค่าสอน"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,650,000 บาท\nโครงการติวในโรงเรียน 4 แห่ง\n"
                            "นักเรียนแพ็กเกจ A-Level วิทย์ครบ 40 คน"),
        ("ห้องเรียน 3", "ติดแอร์ 2 เครื่อง งบไม่เกิน 66,000 บาท\nเพิ่มที่นั่ง 40 ที่ เปิดคอร์สตะลุย ธ.ค. 68"),
        ("การตลาดออนไลน์", "TikTok คลิปสั้นเทคนิคคณิต สัปดาห์ละ 3 คลิป\nงบโฆษณาเดือนละ 8,000 บาท\n"
                            "ส่วนลดพี่น้อง 10% สมัครก่อน 15 พ.ย. ลด 500 บาท"),
        ("ทีมครู", "รับครูคณิตเพิ่ม 1 คน (ช่วยครูโอ๊ต)\nปรับค่าสอนครูเบียร์ตามที่ตกลง\nอบรมครูเรื่องข้อสอบแนวใหม่"),
    ]


# ---------------------------------------------------------------- fee lists
FEES_2568 = ["สถาบันกวดวิชาครูโอ๊ต (Kru Oat Academy)", "ตารางค่าคอร์ส ปีการศึกษา 2568",
             "เรียนที่สถาบัน ถ.บรมไตรโลกนาถ ห้องละไม่เกิน 40 คน ราคารวมชีทเรียนแล้ว"]
FEES_2568_TABLE = [
    ("คอร์ส", "ชั่วโมงเรียน", "ค่าเรียน (บาท)"),
    ("TGAT อังกฤษ + การคิดอย่างมีเหตุผล", "30", "4,900"),
    ("A-Level คณิตศาสตร์ประยุกต์ 1 (คณิต 1)", "40", "6,500"),
    ("A-Level ฟิสิกส์", "40", "6,500"),
    ("A-Level เคมี", "36", "5,900"),
    ("A-Level ชีววิทยา", "30", "5,200"),
    ("แพ็กเกจ A-Level วิทย์ครบ (คณิต 1 + ฟิสิกส์ + เคมี + ชีวะ + อังกฤษ)", "180", "18,900"),
    ("คอร์สตะลุยโจทย์ ธ.ค. (เข้มข้น 10 วัน)", "30", "3,500"),
]
FEES_2568_BOTTOM = [
    "โปรโมชั่น: สมัครพี่น้องลดคนละ 10% / สมัครและชำระก่อน 15 พ.ย. 2568 ลด 500 บาท (ใช้ร่วมกันไม่ได้)",
    "ผ่อนชำระได้ 2 งวด งวดแรกไม่น้อยกว่า 50% ของค่าเรียน",
    "สอบถาม พี่พิม 089-642-7185 LINE @kruoat",
]
FEES_2567 = [
    "KRU OAT ACADEMY - COURSE FEES, ACADEMIC YEAR 2567 (2024)\n"
    "215/7 Borommatrailokkanat Road, Phitsanulok   Tel. 089-642-7185   LINE @kruoat\n"
    "Classes of up to 35 students. Handouts included.\n"
    "\n"
    "TGAT English + Critical Thinking, 30 hours ............ 4,500 THB\n"
    "A-Level Applied Math 1, 40 hours ...................... 5,900 THB\n"
    "A-Level Physics, 40 hours ............................. 5,900 THB\n"
    "A-Level Chemistry, 36 hours ........................... 5,500 THB\n"
    "A-Level Biology, 30 hours ............................. 4,900 THB\n"
    "Full science package (Math 1, Physics, Chemistry,\n"
    "  Biology, English), 180 hours ........................ 16,900 THB\n"
    "December intensive (10 days), 30 hours ................ 3,200 THB\n"
    "\n"
    "Siblings: 10% off each. Early bird before 15 Nov 2024: 300 THB off.",
]

# ---------------------------------------------------------------- lease
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ บริษัท ไตรโลกพร็อพเพอร์ตี้ จำกัด 9 ถ.พุทธบูชา อ.เมืองพิษณุโลก  วันที่ 15 ธันวาคม 2566",
    "ระหว่าง บริษัท ไตรโลกพร็อพเพอร์ตี้ จำกัด โดยนายสมชาย วงศ์ไตรโลก กรรมการผู้มีอำนาจ \"ผู้ให้เช่า\" "
    "กับ นายณัฐพล แก้วมณี \"ผู้เช่า\"",
    "ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น เลขที่ 215/7 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก "
    "เพื่อใช้เป็นสถาบันกวดวิชา",
]
LEASE_TABLE = [
    ("ข้อ", "เงื่อนไข"),
    ("ระยะเวลาเช่า", "3 ปี ตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2569"),
    ("ค่าเช่า", "เดือนละ 18,000 บาท ชำระภายในวันที่ 5 ของทุกเดือน"),
    ("เงินประกันการเช่า", "54,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนเมื่อสิ้นสุดสัญญา"),
    ("ค่าปรับชำระล่าช้า", "วันละ 200 บาท"),
    ("การปรับค่าเช่า", "เมื่อครบ 2 ปี ผู้ให้เช่าปรับค่าเช่าได้ไม่เกิน 10% โดยแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน"),
    ("ค่าน้ำ ค่าไฟ", "ผู้เช่าชำระเองตามมิเตอร์"),
]
LEASE_BOTTOM = [
    "ผู้เช่าจะดัดแปลงต่อเติมอาคารได้เมื่อได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า",
    "ลงชื่อ สมชาย วงศ์ไตรโลก ผู้ให้เช่า      ลงชื่อ ณัฐพล แก้วมณี ผู้เช่า",
]
LANDLORD_EMAIL = """From: Trilok Property Co., Ltd. <rental@trilokproperty.co.th>
To: nattaphon.kruoat@gmail.com
Date: Mon, 3 Nov 2025 10:12
Subject: Rent adjustment for 215/7 Borommatrailokkanat Road from January 2026

Dear Khun Nattaphon,

Your lease of the shophouse at 215/7 Borommatrailokkanat Road completes its second year on 31 December 2025.
Under clause "rent adjustment" of the lease, we give you notice of the following:

1. From 1 January 2026 the monthly rent will be 19,350 THB (now 18,000 THB), an increase of 7.5%.
2. The security deposit stays at three months' rent: 58,050 THB. Please top up 4,050 THB
   together with the January 2026 rent.
3. Rent is still due by the 5th of each month. All other terms stay the same until the lease ends
   on 31 December 2026.

We also plan to repaint the front of the building in February 2026; we will tell you the dates.

Best regards,
Kanokwan Wongtrilok
Rental Manager, Trilok Property Co., Ltd.
055-258-114
"""

# ---------------------------------------------------------------- books
COURSE_2568 = [142500, 98600, 186400, 64200, 58900, 121300, 134800, 118600, 96400, 152700]
SCHOOL_2568 = [0, 45000, 0, 0, 0, 38000, 0, 72000, 0, 0]
SHEETS_2568 = [6800, 4200, 9100, 2300, 2100, 7400, 6900, 5800, 4600, 8200]
TUTOR_2568 = [68400, 52300, 74800, 31200, 28600, 61500, 66900, 63200, 55800, 70140]
RENT_2568 = [18000] * 10
PRINT_2568 = [14600, 6200, 16800, 3100, 2900, 12400, 13100, 9800, 7600, 21186]
POWER_2568 = [6850, 7120, 8940, 10260, 10880, 9310, 8420, 8190, 7960, 8340]
ADS_2568 = [5000, 3000, 8000, 2000, 2000, 6000, 5000, 4000, 3000, 7500]
COURSE_2567 = [128400, 87200, 171600, 58800, 52100, 109700, 121500, 106300, 88900, 139200, 118400, 96800]
SCHOOL_2567 = [0, 40000, 0, 0, 0, 0, 0, 65000, 0, 0, 0, 52000]
SHEETS_2567 = [5900, 3800, 8400, 2000, 1800, 6600, 6100, 5100, 4000, 7300, 5600, 4300]
TUTOR_2567 = [61200, 47800, 69500, 28400, 25900, 55300, 60100, 57800, 50400, 64800, 56200, 48900]
RENT_2567 = [18000] * 12
PRINT_2567 = [12800, 5600, 15200, 2700, 2500, 11100, 11900, 8700, 6800, 13900, 10200, 7900]
POWER_2567 = [6200, 6480, 8310, 9650, 10120, 8700, 7850, 7600, 7300, 7700, 7100, 6600]
ADS_2567 = [4000, 2500, 7000, 1500, 1500, 5000, 4000, 3500, 2500, 6000, 4500, 3000]


def _money_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับสถาบันกวดวิชาครูโอ๊ต ปี {year} (Kru Oat Academy income {year})"])
    sheet.append(["เดือน (Month)", "ค่าคอร์สหน้าร้าน (Course fees)", "ติวในโรงเรียน (School contracts)",
                  "ขายชีท (Handouts)", "รวม (Total)"])
    months = len(income[0])
    for index, month in enumerate(MONTHS[:months]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายสถาบัน ปี {year} (Academy expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าสอนครู (Tutor pay)", "ค่าเช่าตึก (Rent)", "ค่าพิมพ์ชีท (Printing)",
                  "ค่าไฟสถาบัน (Electricity)", "ค่าโฆษณา (Ads)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:months]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


STUDENTS = [
    ("น.ส.ธัญชนก พูลสวัสดิ์", "ข้าวหอม", "ม.6", "แพ็กเกจ A-Level วิทย์ครบ", 16500, 5000, "แม่รัชนี 086-305-1148"),
    ("นายธนวินท์ พูลสวัสดิ์", "ข้าวปุ้น", "ม.5", "แพ็กเกจ A-Level วิทย์ครบ", 16500, 5000, "แม่รัชนี 086-305-1148"),
    ("นายกฤตภาส วงศ์ใหญ่", "ภูผา", "ม.6", "A-Level คณิต 1", 6500, 6500, "พ่อ 081-774-2093"),
    ("น.ส.ณัฐธิดา ศรีจันทร์", "มายมิ้นท์", "ม.6", "TGAT", 4900, 2000, "แม่ 089-116-5402"),
    ("นายปัณณวัฒน์ อินทรสุวรรณ", "ปัณ", "ม.6", "A-Level ฟิสิกส์", 6500, 3000, "แม่ 062-880-3317"),
    ("น.ส.ศิริกาญจน์ บุญยืน", "แก้ม", "ม.5", "A-Level เคมี", 5900, 5900, "พ่อ 095-442-7761"),
    ("น.ส.วรินทร์ธร แสงทอง", "ใบเตย", "ม.6", "คอร์สตะลุยโจทย์ ธ.ค.", 3500, 0, "แม่ 084-219-6650"),
    ("นายภัทรพล ชัยมงคล", "ต้นกล้า", "ม.6", "A-Level ชีววิทยา", 5200, 2600, "ยาย 055-241-387"),
]


def _students_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค้างชำระ พ.ย.68"
    sheet.append(["ยอดค่าคอร์สค้างชำระ ณ 15 พ.ย. 2568 (Course fees owing)"])
    sheet.append(["ชื่อนักเรียน (Student)", "ชื่อเล่น (Nickname)", "ชั้น", "คอร์ส (Course)",
                  "ค่าเรียน (Fee)", "จ่ายแล้ว (Paid)", "ค้างชำระ (Owing)", "ผู้ปกครอง (Parent)"])
    for name, nick, grade, course, fee, paid, parent in STUDENTS:
        sheet.append([name, nick, grade, course, fee, paid, fee - paid, parent])
    sheet.append(["รวม (Total)", "", "", "", sum(s[4] for s in STUDENTS), sum(s[5] for s in STUDENTS),
                  sum(s[4] - s[5] for s in STUDENTS), ""])
    for column in (5, 6, 7):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2398.50, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1249, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3600, "Yaris"), ("ค่างวดบ้าน (Home loan)", 14200, "ธ.สองแคว"),
                  ("ค่าเรียนว่ายน้ำภูมิ (Swimming)", 1200, ""), ("ให้แม่ (For Pim's mother)", 3000, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2486.37, "PEA บิลเดือนกันยายน"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1249, ""), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, "Yaris"), ("ค่างวดบ้าน (Home loan)", 14200, "ธ.สองแคว"),
                  ("ค่าเรียนว่ายน้ำภูมิ (Swimming)", 1200, ""), ("ให้แม่ (For Pim's mother)", 3000, ""),
                  ("ซ่อมเครื่องซักผ้า (Washing machine repair)", 1850, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2271.04, "PEA บิลเดือนตุลาคม"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1249, ""), ("ค่ากับข้าว (Food)", 10900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4350, "Yaris + พาแม่ไป รพ."),
                  ("ค่างวดบ้าน (Home loan)", 14200, "ธ.สองแคว"),
                  ("ค่ารักษาแม่ (Mother's hospital bill)", 25060, "รพ.ศิริเวช น้าเอกช่วยครึ่ง"),
                  ("ค่าเรียนว่ายน้ำภูมิ (Swimming)", 1200, "")],
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
def _pea_bill(month: str, period: str, readings: str, units: int, lines: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Bill month: {month}\n"
        "Account name: Mr. Nattaphon Kaewmanee\n"
        "Address: 59/21 Moo 6, Tha Thong, Mueang Phitsanulok 65000 (residence)\n"
        "Customer no. 020117730584\n"
        f"Billing period: {period}\n"
        f"Meter reading: {readings}   Units used: {units} kWh\n"
        f"{lines}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("September 2025", "20 Aug 2025 - 19 Sep 2025", "31,206 -> 31,718", 512,
                    "Energy charge 2,235.72  Ft 49.77  Service 38.22  VAT 7% 162.66", "2,486.37", "3 Oct 2025")
PEA_OCT = _pea_bill("October 2025", "20 Sep 2025 - 19 Oct 2025", "31,718 -> 32,186", 468,
                    "Energy charge 2,038.76  Ft 45.49  Service 38.22  VAT 7% 148.57", "2,271.04", "3 Nov 2025")
CAR_INSURANCE = [
    "SUKHOTHAI INSURANCE PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch, 301 Singhawat Road, Mueang Phitsanulok 65000\n"
    "3 November 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Policy owner: Mrs. Pimchanok Kaewmanee\n"
    "Policy no. SKT-V1-6811-20457   Expires: 1 Dec 2025\n"
    "Vehicle: Toyota Yaris Ativ 1.2 (2022), registration 2 Kor Kor 4521 Phitsanulok\n"
    "Cover: Class 1, sum insured 420,000 THB (last year 460,000 THB)\n"
    "No-claim discount: 20%\n"
    "\n"
    "Renewal premium: 18,450 THB including stamp duty and VAT (last year 17,900 THB)\n"
    "Due date: 30 Nov 2025\n"
    "Or pay in 3 monthly instalments of 6,150 THB by credit card, first one by 30 Nov 2025.\n"
    "Compulsory insurance (Por Ror Bor) is not included: 645.21 THB, renew with the vehicle tax.\n"
    "\n"
    "Contact your agent Khun Sirilak (081-603-5529).\n"
    "Customer Service Department",
]
HOSPITAL_BILL = [
    "SIRIVEJ HOSPITAL PHITSANULOK\n"
    "77 Boromtrailokkanat Road, Mueang Phitsanulok 65000  Tel. 055-909-300\n"
    "INPATIENT INVOICE / RECEIPT No. IPD-2510-3318\n"
    "\n"
    "Patient: Mrs. Prapai Thongdee   HN 65-018834   Age 68\n"
    "Admitted: 14 Oct 2025   Discharged: 18 Oct 2025\n"
    "Procedure: laparoscopic cholecystectomy (gallbladder removal)\n"
    "Doctor: Dr. Kittiphong Raksasat, general surgeon\n"
    "\n"
    "Room, standard single, 4 nights x 2,200          8,800.00\n"
    "Operating room and anaesthesia                   28,500.00\n"
    "Doctor's fees                                    15,000.00\n"
    "Medicines and supplies                            6,240.00\n"
    "Laboratory and X-ray                              4,120.00\n"
    "Nursing service                                   2,400.00\n"
    "TOTAL CHARGES                                    65,060.00\n"
    "Less: Muang Phitsanu Life group health insurance -40,000.00\n"
    "AMOUNT PAID BY PATIENT                           25,060.00 THB\n"
    "\n"
    "Paid by credit card (Mrs. Pimchanok Kaewmanee) on 18 Oct 2025.\n"
    "Follow-up: surgical clinic, 1 Nov 2025, 10:00.",
]
FEES_BHUM = [
    "โรงเรียนพิษณุโลกศึกษา อ.เมืองพิษณุโลก จ.พิษณุโลก",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 41237",
]
FEES_BHUM_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมโครงการห้องเรียนพิเศษวิทย์-คณิต", "12,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "2,400"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่าทัศนศึกษา (อุทยานประวัติศาสตร์สุโขทัย)", "1,650"),
    ("รวม", "18,700"),
]
FEES_BHUM_BOTTOM = [
    "รวมทั้งสิ้น 18,700 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
    "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารสองแคว 402-1-00935-2 แล้วส่งสลิปให้ครูประจำชั้น",
    "ผู้ปกครองที่ชำระล่าช้า กรุณาติดต่อฝ่ายการเงิน",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "KruOat Academy/ครู/ค่าสอนครู_ต.ค.68.md": """# ค่าสอนครู เดือนตุลาคม 2568

| ครู | วิชา | ชั่วโมง | อัตรา/ชม. | รวม |
|---|---|---|---|---|
| ครูเบียร์ (นายธนากร ใจดี) | ฟิสิกส์ | 46 | 450 | 20,700 บาท |
| ครูแพร (น.ส.ปวีณา ทองคำ) | อังกฤษ | 52 | 400 | 20,800 บาท |
| ครูต้น (นายวีรยุทธ มั่นคง) | เคมี | 40 | 450 | 18,000 บาท |
| ครูมิว (น.ส.ณิชา สุขเกษม) | ชีวะ | 28 | 380 | 10,640 บาท |

รวมค่าสอน ต.ค. 70,140 บาท
หักภาษี ณ ที่จ่าย 3% = 2,104.20 บาท
โอนจริงรวม 68,035.80 บาท (โอน 5 พ.ย. 68)
หมายเหตุ: ครูมิวสอนน้อยเพราะไปสอบ ป.โท 2 สัปดาห์ / ครูแพรสอนแทนคาบ TGAT ของครูโอ๊ต 4 ชม.
""",
    "KruOat Academy/ครู/แชทไลน์_ครูเบียร์.txt": """[3 พ.ย. 68 21:14] เบียร์ ฟิสิกส์: พี่โอ๊ตครับ คอร์สตะลุย ธ.ค. ผมต้องสอนเพิ่มเป็นวันละ 4 ชม. ขอปรับค่าสอนเป็นชั่วโมงละ 520 ได้ไหมครับ
[3 พ.ย. 68 21:40] โอ๊ต: 520 แรงไปนิดนะเบียร์ ตอนนี้ 450 อยู่ พี่ให้ 470 ไหว
[4 พ.ย. 68 07:55] เบียร์ ฟิสิกส์: ที่อื่นเขาให้ 500 แล้วนะพี่ 😅 ขอ 500 ได้ไหมครับ
[4 พ.ย. 68 12:10] โอ๊ต: งั้นเจอกันครึ่งทาง ชม.ละ 480 ตั้งแต่ 1 ธ.ค. แต่ต้องสอนขั้นต่ำเดือนละ 60 ชม. นะ
[4 พ.ย. 68 12:16] เบียร์ ฟิสิกส์: ตกลงครับพี่ 480 ขั้นต่ำ 60 ชม. ขอบคุณครับ
[4 พ.ย. 68 12:20] โอ๊ต: เดี๋ยวให้พี่พิมทำบันทึกแนบท้ายสัญญาให้นะ
[5 พ.ย. 68 18:02] เบียร์ ฟิสิกส์: พี่ครับ ค่าสอน ต.ค. 20,700 ได้รับแล้วครับ หัก 3% แล้วเหลือ 20,079
[5 พ.ย. 68 18:05] โอ๊ต: 👍 เสาร์ 29 พ.ย. เริ่มที่น่านนทีนะ 8 โมงครึ่ง
""",
    "KruOat Academy/ผู้ปกครอง/แชทไลน์_แม่น้องข้าวหอม.txt": """[6 พ.ย. 68 19:20] แม่ข้าวหอม: ครูโอ๊ตคะ จะสมัครแพ็กเกจวิทย์ครบให้ข้าวหอมกับข้าวปุ้นสองคน ราคาคนละ 18,900 ใช่ไหมคะ
[6 พ.ย. 68 19:35] ครูโอ๊ต: ใช่ครับ สมัครพี่น้องลดคนละ 10% เหลือคนละ 17,010 ครับ รวม 34,020
[6 พ.ย. 68 19:41] แม่ข้าวหอม: ลดเพิ่มได้อีกไหมคะ ถ้าจ่ายสด ขอรวม 32,000 ได้ไหมคะ
[6 พ.ย. 68 20:02] ครูโอ๊ต: 32,000 ไม่ไหวจริงๆ ครับ ค่าชีทก็ขึ้น ผมให้รวมสองคน 33,000 ถ้วนครับ แถมสอบจำลองฟรี
[6 พ.ย. 68 20:05] แม่ข้าวหอม: โอเคค่ะ 33,000 ตกลง จะโอนมัดจำก่อน 10,000 นะคะ ที่เหลือจ่ายวันเปิดคอร์ส
[7 พ.ย. 68 08:12] แม่ข้าวหอม: โอนมัดจำ 10,000 แล้วค่ะ [รูปภาพ]
[7 พ.ย. 68 08:30] พิม สถาบันครูโอ๊ต: ได้รับแล้วค่ะ ยอดคงเหลือ 23,000 บาท ชำระวันที่ 29 พ.ย. นะคะ
[7 พ.ย. 68 08:31] แม่ข้าวหอม: ได้ค่ะ ขอใบเสร็จแยกชื่อลูกสองคนด้วยนะคะ
""",
    "KruOat Academy/ใบเสนอราคา/email_NanNathee_confirm_Nov2025.txt": NAN_EMAIL,
    "KruOat Academy/สัญญาเช่า/email_TrilokProperty_rent_2026.txt": LANDLORD_EMAIL,
    "KruOat Academy/ตารางเรียน_คอร์สตะลุย_ธ.ค.68.md": """# ตารางคอร์สตะลุยโจทย์ A-Level ธ.ค. 68

เรียน 1–12 ธ.ค. 2568 (จ.–ศ.) 17.00–20.00 น. ห้อง 3 (ถ้าแอร์ติดไม่ทัน ใช้ห้อง 1)

| วันที่ | 17.00–18.30 | 18.30–20.00 |
|---|---|---|
| 1 ธ.ค. | คณิต 1 ครูโอ๊ต | ฟิสิกส์ ครูเบียร์ |
| 2 ธ.ค. | เคมี ครูต้น | อังกฤษ ครูแพร |
| 3 ธ.ค. | ชีวะ ครูมิว | คณิต 1 ครูโอ๊ต |
| 4 ธ.ค. | ฟิสิกส์ ครูเบียร์ | เคมี ครูต้น |
| 8 ธ.ค. | อังกฤษ ครูแพร | ชีวะ ครูมิว |
| 9 ธ.ค. | คณิต 1 ครูโอ๊ต | ฟิสิกส์ ครูเบียร์ |
| 10 ธ.ค. | เคมี ครูต้น | อังกฤษ ครูแพร |
| 11 ธ.ค. | ชีวะ ครูมิว | คณิต 1 ครูโอ๊ต |
| 12 ธ.ค. | สอบจำลองรวม (3 ชม.) | |

5 ธ.ค. หยุด (วันพ่อ)
เสาร์-อาทิตย์ 29 พ.ย. – 21 ธ.ค. ครูโอ๊ต ครูเบียร์ ครูแพร ไปสอนที่ ร.ร.น่านนที
รับนักเรียนไม่เกิน 40 คน ตอนนี้สมัครแล้ว 27 คน
""",
    "บ้าน/แม่/นัดหมอแม่.md": """# นัดหมอแม่ (ยายประไพ)
- ผ่าตัดถุงน้ำดีส่องกล้อง รพ.ศิริเวช นอน 14–18 ต.ค. 68
- ค่ารักษารวม 65,060 บาท ประกันกลุ่มจ่าย 40,000 พิมรูดบัตรไป 25,060
- น้าเอกขอช่วยครึ่ง 12,530 บาท โอนมาแล้ว 2 พ.ย.
- ตามนัดครั้งแรก 1 พ.ย. แผลแห้งดี หมอให้ลดของมัน
- นัดครั้งถัดไป 6 ธันวาคม 2568 เวลา 09.30 น. คลินิกศัลยกรรม ชั้น 3 (ครูโอ๊ตพาไป เพราะพิมติดสอนเสาร์)
""",
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[28 ต.ค. 68 20:15] พิม: พ่อภูมิ ค่าเทอมภูมิ 18,700 ต้องจ่ายก่อน 14 พ.ย. นะ
[28 ต.ค. 68 20:20] โอ๊ต: รอเงินมัดจำน่านนทีเข้าก่อน แล้วจะโอนให้
[28 ต.ค. 68 21:02] ภูมิ: แม่ครับ ทัศนศึกษาสุโขทัยวันที่ 22 พ.ย. ต้องเอาเงินไปเพิ่มไหมครับ
[28 ต.ค. 68 21:05] พิม: ไม่ต้องลูก รวมในค่าเทอมแล้ว 1,650
[2 พ.ย. 68 09:40] น้าเอก: พิม โอนค่าโรงพยาบาลแม่ครึ่งนึงให้แล้วนะ 12,530
[2 พ.ย. 68 09:44] พิม: ขอบใจจ้ะเอก
[4 พ.ย. 68 19:30] พิม: ประกันรถยาริสส่งมาแล้ว ปีนี้ 18,450 แพงขึ้นอีก ผ่อน 3 งวดดีไหม
[4 พ.ย. 68 19:36] โอ๊ต: ผ่อนเถอะ งวดละ 6,150 ช่วงนี้จ่ายเยอะ ค่าแอร์ห้อง 3 ด้วย
[4 พ.ย. 68 19:37] พิม: โอเค เดี๋ยวโทรหาพี่ศิริลักษณ์
""",
}
TODO = {"todo.md": """- ตัดสินใจเรื่องแอร์ห้อง 3 (เย็นฉ่ำ หรือ AirPro) ก่อน 15 พ.ย.
- ออกใบเสร็จมัดจำให้ ร.ร.น่านนที
- ทำบันทึกแนบท้ายสัญญาครูเบียร์
- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- ต่อประกันรถ ก่อน 30 พ.ย.
- พาแม่ไปหาหมอ 6 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    school = docs / "KruOat Academy"
    quotes, suppliers, tutors, books = school / "ใบเสนอราคา", school / "Suppliers", school / "ครู", school / "บัญชี"
    lease = school / "สัญญาเช่า"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, tutors, books, lease, school / "ผู้ปกครอง", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ติวน่านนที_ร่าง.docx", NAN_DRAFT, NAN_DRAFT_TABLE, bottom=NAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ติวน่านนที_final v2.docx", NAN_FINAL, NAN_FINAL_TABLE, bottom=NAN_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาแอร์_ร้านเย็นฉ่ำ.docx", AC_YENCHAM, AC_YENCHAM_TABLE, bottom=AC_YENCHAM_BOTTOM)
    make_pdf(quotes / "AirPro_quotation_room3.pdf", AC_AIRPRO)
    make_pdf(suppliers / "PrintPlus_pricelist_2025.pdf", PRINT_PRICES_2025)
    write_docx(suppliers / "ราคาพิมพ์_พิษณุโลกพริ้นท์พลัส_2567.docx", PRINT_PRICES_2567, PRINT_PRICES_2567_TABLE,
               bottom=PRINT_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "PrintPlus_invoice_PP-2510-118.pdf", PRINT_INVOICE)
    write_docx(suppliers / "ใบเสร็จ_พริ้นท์พลัส_12-11-68.docx", PRINT_RECEIPT, PRINT_RECEIPT_TABLE,
               bottom=PRINT_RECEIPT_BOTTOM)
    write_docx(tutors / "สัญญาจ้าง_นายธนากร ใจดี_2568.docx", BEER_CONTRACT, BEER_CONTRACT_TABLE,
               bottom=BEER_CONTRACT_BOTTOM)
    _money_book(books / "รายรับรายจ่าย_2568.xlsx", "2568", [COURSE_2568, SCHOOL_2568, SHEETS_2568],
                [TUTOR_2568, RENT_2568, PRINT_2568, POWER_2568, ADS_2568])
    _money_book(books / "รายรับรายจ่าย_2567.xlsx", "2567", [COURSE_2567, SCHOOL_2567, SHEETS_2567],
                [TUTOR_2567, RENT_2567, PRINT_2567, POWER_2567, ADS_2567])
    _students_book(books / "ยอดค้างค่าคอร์ส_พ.ย.68.xlsx")
    write_docx(lease / "สัญญาเช่าตึก_บรมไตรฯ_2567-2569.docx", LEASE, LEASE_TABLE, bottom=LEASE_BOTTOM)
    write_docx(school / "ค่าคอร์ส_ปีการศึกษา2568.docx", FEES_2568, FEES_2568_TABLE, bottom=FEES_2568_BOTTOM)
    make_pdf(school / "KruOat_course_fees_2567.pdf", FEES_2567)
    write_slides(school / "แผนการตลาด_ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "SukhothaiInsure_car_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx", FEES_BHUM, FEES_BHUM_TABLE,
               bottom=FEES_BHUM_BOTTOM)
    make_pdf(home / "แม่" / "SiriVej_hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
