"""A ninth folder for bench/agent_tasks.py (`--folder tutor`): a Chiang Mai translator and tutor's papers.

Pimchanok "Kru Pim" Intharat (ครูพิม, พิมพ์ชนก อินทรัตน์) is a freelance English-Thai translator and private tutor
who lives with her father Sompong, a retired teacher, at Ping River Condominium in Chiang Mai: a Thai
translation-service contract with Lanna Travel & Tour (docx, a table of jobs, pages, fees and deadlines), the English
invoice she sent for its first part (pdf), her translation and tutoring income for January-July 2568 (xlsx, two
sheets, Thai/English headers), a translation agency's English job-offer email (txt), a LINE chat export with a new
pupil's mother (txt), an English IELTS progress note for a pupil (md), her October holiday-course plan (pptx), her
Thai note of last year's tax return (md); and the household's: her father's July pension statement (Thai txt), his
cataract-surgery invoice (English pdf, 2 pages), a Thai note of his doctor's appointments (md), the condo's English
notice of next year's common-area fees (pdf) and a Thai note of last year's (md), the Thai lease of the second condo
unit the family rents out (docx, a payment table), household spending for June and July (xlsx, Thai/English
headers); and seven distractors that share words with them (last year's Lanna contract and invoice, the agency's
old rate card, another parent's LINE chat from last year, another pupil's TOEIC note, the March course's results,
last year's health-check appointment); plus a workspect that already holds a to-do list. Written blind of the
engine's rules, in session 14, for bench/data/agent_tasks_tutor_holdout.json. Every figure a task checks is
written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LANNA_TOP = [
    "สัญญาจ้างแปลเอกสาร",
    "ทำที่ บริษัท ล้านนา ทราเวล แอนด์ ทัวร์ จำกัด เลขที่ 215 ถนนช้างคลาน ตำบลช้างคลาน อำเภอเมืองเชียงใหม่ "
    "จังหวัดเชียงใหม่ 50100 วันที่ 18 มิถุนายน 2568",
    "ผู้ว่าจ้าง: บริษัท ล้านนา ทราเวล แอนด์ ทัวร์ จำกัด โดยนายวรพล ตันติวงศ์ กรรมการผู้จัดการ  "
    "ผู้รับจ้าง: นางสาวพิมพ์ชนก อินทรัตน์ (นักแปลอิสระ)",
    "ข้อ 1. ผู้รับจ้างตกลงแปลเอกสารของผู้ว่าจ้างจากภาษาไทยเป็นภาษาอังกฤษ รวม 3 ชิ้นงาน ตามตารางท้ายสัญญา",
    "ข้อ 2. อัตราค่าแปลหน้าละ 400 บาท (1 หน้า คือต้นฉบับขนาด A4 ไม่เกิน 300 คำ) ไม่รวมภาษีมูลค่าเพิ่ม "
    "(ผู้รับจ้างไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม)",
    "ข้อ 3. ผู้ว่าจ้างชำระค่าจ้างเป็นงวดตามชิ้นงานที่ส่ง ภายใน 30 วันนับจากวันที่ได้รับใบแจ้งหนี้ "
    "โดยหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 4. งานด่วนที่ต้องส่งภายใน 3 วันทำการ คิดค่าแปลเพิ่มร้อยละ 50",
    "ข้อ 5. ผู้ว่าจ้างขอแก้ไขงานแปลได้ไม่เกิน 2 ครั้งต่อชิ้นงาน โดยไม่เสียค่าใช้จ่าย ภายใน 14 วันหลังได้รับงาน",
    "ข้อ 6. หากผู้รับจ้างส่งงานล่าช้ากว่ากำหนด ผู้รับจ้างยอมให้หักค่าปรับวันละ 300 บาท",
    "ข้อ 7. ผู้รับจ้างต้องเก็บข้อมูลของผู้ว่าจ้างเป็นความลับ และจะไม่นำงานแปลไปเผยแพร่",
    "ข้อ 8. ลิขสิทธิ์ในงานแปลตกเป็นของผู้ว่าจ้างเมื่อชำระค่าจ้างครบถ้วนแล้ว",
    "ตารางงานแปลท้ายสัญญา",
]
LANNA_JOBS = [
    ("ลำดับ", "ชิ้นงาน", "จำนวนหน้า", "ค่าแปล (บาท)", "กำหนดส่ง"),
    ("1", "เว็บไซต์บริษัท (24 หน้าเว็บ)", "36 หน้า", "14,400", "15 กรกฎาคม 2568"),
    ("2", "โบรชัวร์ทัวร์ 12 โปรแกรม", "18 หน้า", "7,200", "31 กรกฎาคม 2568"),
    ("3", "คู่มือไกด์ (Guide handbook)", "52 หน้า", "20,800", "29 สิงหาคม 2568"),
    ("", "รวม", "106 หน้า", "42,400", ""),
]
LANNA_BOTTOM = [
    "ลงชื่อ วรพล ตันติวงศ์ ผู้ว่าจ้าง",
    "ลงชื่อ พิมพ์ชนก อินทรัตน์ ผู้รับจ้าง",
    "ลงชื่อ กมลวรรณ ใจคำ พยาน",
]
INVOICE_PAGES = [  # make_pdf writes ASCII only, so every pdf here is an English one
    "INVOICE No. INV-2568-014\nPimchanok Intharat - Freelance Translator (Thai - English)\n"
    "Room A1208, Ping River Condominium, 88/45 Charoenrat Road, Wat Ket, Mueang Chiang Mai 50000\n"
    "Tax ID: 3509900412877   Tel. 086-915-3324   pim.translates@gmail.com\n"
    "Date: 16 July 2025\n"
    "Bill to: Lanna Travel & Tour Co., Ltd., 215 Chang Khlan Road, Mueang Chiang Mai 50100\n"
    "Contract of 18 June 2025, part 1 of 3\n"
    "Item: Translation Thai to English - company website (24 web pages), 36 pages x 400.00 THB = 14,400.00 THB\n"
    "Subtotal: 14,400.00 THB\nVAT: not applicable (not VAT-registered)\n"
    "Less withholding tax 3%: 432.00 THB\nNet payable: 13,968.00 THB\n"
    "Payment due: 15 August 2025 (30 days)\n"
    "Please transfer to: Kasikornbank, Chiang Mai University branch, account 072-8-41553-6, Pimchanok Intharat\n"
    "Please send the withholding tax certificate (50 Tawi) with the payment. Thank you.",
]
INCOME_TRANSLATION_HEADERS = ("วันที่ส่งงาน (Delivered)", "ลูกค้า (Client)", "งาน (Job)", "ค่าจ้าง (Fee, THB)",
                              "หัก ณ ที่จ่าย 3% (WHT, THB)", "รับจริง (Received, THB)", "สถานะ (Status)")
TRANSLATIONS = [
    ("14 ม.ค. 68", "สำนักงานกฎหมาย เชียงใหม่ลีกัล (Chiang Mai Legal)", "สัญญาซื้อขายที่ดิน (Land sale contract)",
     6800, 204, "รับแล้ว (Paid)"),
    ("3 ก.พ. 68", "Mr. Daniel Hoffmann", "แปลรับรองทะเบียนสมรส (Certified marriage certificate)", 1200, 0,
     "รับแล้ว (Paid)"),
    ("25 ก.พ. 68", "Lingo Bridge Co., Ltd.", "คู่มือพนักงานโรงแรม (Hotel staff manual)", 18500, 555,
     "รับแล้ว (Paid)"),
    ("19 มี.ค. 68", "มูลนิธิรักษ์ช้าง (Elephant Care Foundation)", "รายงานประจำปี (Annual report)", 15600, 468,
     "รับแล้ว (Paid)"),
    ("30 เม.ย. 68", "Lingo Bridge Co., Ltd.", "เอกสารการตลาด (Marketing copy)", 9800, 294, "รับแล้ว (Paid)"),
    ("22 พ.ค. 68", "Ms. Sarah Mitchell", "แปลรับรองใบขับขี่และทะเบียนบ้าน (Certified licence & house registration)",
     1500, 0, "รับแล้ว (Paid)"),
    ("16 ก.ค. 68", "ล้านนา ทราเวล แอนด์ ทัวร์ (Lanna Travel & Tour)", "เว็บไซต์ งวด 1 (Website, part 1)", 14400, 432,
     "รอรับเงิน (Pending)"),
]
TUTORING_HEADERS = ("เดือน (Month)", "ชั่วโมงสอน (Hours taught)", "จำนวนนักเรียน (Pupils)", "รายได้ (Income, THB)",
                    "หมายเหตุ (Note)")
TUTORING = [
    ("ม.ค. (Jan)", 38, 5, 22800, ""),
    ("ก.พ. (Feb)", 42, 6, 25200, "น้องมายด์เริ่มเรียน IELTS"),
    ("มี.ค. (Mar)", 51, 7, 29900, "ติวสอบเข้า ม.1"),
    ("เม.ย. (Apr)", 64, 9, 35600, "คอร์สปิดเทอม มี.ค.-เม.ย."),
    ("พ.ค. (May)", 30, 5, 18000, ""),
    ("มิ.ย. (Jun)", 36, 6, 21600, ""),
    ("ก.ค. (Jul)", 40, 6, 24000, ""),
]
LINGO_EMAIL = """From: Lingo Bridge Co., Ltd. <pm@lingobridge.co.th>
To: Pim Intharat <pim.translates@gmail.com>
Date: Tue, 22 Jul 2025 09:47:12 +0700
Subject: New job LB-25-0731 - patient information leaflets (TH>EN)

Dear Khun Pim,

We hope you are well. We have a new job for you from a private hospital in Chiang Mai:

- Job number: LB-25-0731
- Content: 14 patient information leaflets (cataract surgery, diabetes care, physiotherapy and others)
- Language pair: Thai to English
- Source word count: 8,600 words; 1,200 of them are repetitions and are not charged
- Chargeable words: 7,400
- Rate: 1.60 THB per source word
- Fee: 11,840 THB (withholding tax 3% will be deducted)
- Deadline: Friday 8 August 2025, 12:00
- Files: Trados package, with the hospital's glossary (about 300 terms)
- Payment: 30 days after the end of the month of delivery

Please confirm by Thursday 24 July 2025 whether you can take it. If you can, we will send the package the same day.

Best regards,
Kanokporn Sae-Lee
Project Manager, Lingo Bridge Co., Ltd. - Bangkok
Tel. 02-117-4630
"""
LINE_PHUM = """[LINE] แชทกับ แม่น้องภูมิ
วันที่บันทึก: 2025/07/21 20:45

2025/07/18(ศุกร์)
19:02\tแม่น้องภูมิ\tสวัสดีค่ะครูพิม ได้เบอร์มาจากแม่น้องมายด์ค่ะ \
อยากให้ครูช่วยติวอังกฤษให้น้องภูมิ ป.6 ค่ะ จะสอบเข้า ม.1 โครงการ EP ที่มงฟอร์ต
19:10\tครูพิม\tสวัสดีค่ะ ยินดีค่ะ ครูคิดชั่วโมงละ 600 บาทค่ะ \
หรือถ้าเป็นแพ็กเกจ 12 ชั่วโมง (8 ครั้ง ครั้งละชั่วโมงครึ่ง) 6,600 บาท จ่ายล่วงหน้าค่ะ
19:12\tแม่น้องภูมิ\tครูสะดวกมาสอนที่บ้านไหมคะ บ้านอยู่หางดง ถนนเชียงใหม่-ฮอด ค่ะ
19:15\tครูพิม\tได้ค่ะ ถ้าไปสอนที่บ้าน คิดค่าเดินทางเพิ่มครั้งละ 150 บาทนะคะ ครูว่างวันอังคารกับวันพฤหัส 17:00-18:30 ค่ะ
19:20\tแม่น้องภูมิ\tโอเคค่ะ งั้นเอาแพ็กเกจ 12 ชั่วโมงนะคะ เริ่มอาทิตย์หน้าเลยได้ไหมคะ
19:22\tครูพิม\tอาทิตย์หน้าครูติดส่งงานแปลค่ะ เริ่มวันอังคารที่ 5 ส.ค. ได้ไหมคะ
19:23\tแม่น้องภูมิ\tได้ค่ะ สอบจริงวันเสาร์ที่ 29 พ.ย. นะคะ
19:25\tครูพิม\tรับทราบค่ะ ครั้งแรกครูขอทำแบบทดสอบวัดระดับก่อนนะคะ เตรียมสมุดกับดินสอให้น้องด้วยค่ะ
2025/07/20(อาทิตย์)
10:41\tแม่น้องภูมิ\t[รูปภาพ]
10:41\tแม่น้องภูมิ\tโอนค่าแพ็กเกจ 6,600 แล้วนะคะ ค่าเดินทางขอจ่ายเป็นเงินสดทุกครั้งนะคะ
10:58\tครูพิม\tได้รับแล้วค่ะ ขอบคุณค่ะ เดี๋ยวครูส่งใบเสร็จให้ทางไลน์นะคะ
10:59\tแม่น้องภูมิ\t[สติกเกอร์]
"""
IELTS_MIND = """# IELTS progress - Mind (Nattamon Saetang)

Grade 12, Prince Royal's College. Lessons since February 2025: Mondays and Wednesdays 17:30-19:00, at my condo,
800 THB per hour (her mother pays monthly).

- Target: overall band 6.5 (Mahidol University International College asks for 6.5, no band below 6.0)
- Real test: Saturday 27 September 2025, IDP Chiang Mai, computer-delivered
- Test fee 7,950 THB, already paid by her mother on 5 July 2025

## Mock tests

| Date | Listening | Reading | Writing | Speaking | Overall |
|---|---|---|---|---|---|
| 8 Mar 2025 | 5.5 | 6.0 | 5.0 | 5.5 | 5.5 |
| 10 May 2025 | 6.5 | 6.5 | 5.5 | 6.0 | 6.0 |
| 12 Jul 2025 | 7.0 | 6.5 | 5.5 | 6.5 | 6.5 |

## Notes after the July mock
- Overall is on target, but Writing is still 5.5: below the 6.0 minimum for each band.
- Task 2 essays are too short (about 220 words, needs 250+) and the linking words repeat ("moreover" x 5).
- Speaking Part 2: she stops after 1 minute; practise with a 2-minute timer.

## Plan until the test
- Two Task 2 essays a week, I mark them within 2 days
- One full mock test on Saturday 30 August 2025
- Add a third lesson a week in September (Fridays 17:30-19:00)
"""
COURSE_SLIDES = [
    ("แผนคอร์สภาษาอังกฤษปิดเทอม ต.ค. 2568 (October holiday courses)",
     "Kru Pim's English, Ping River Condo, Chiang Mai\nแผนงานสำหรับครูพิมและครูแนน (ผู้ช่วยสอน)"),
    ("คอร์สที่เปิด (Courses)",
     "1. Phonics & Reading (ป.4-ป.6): 10 ครั้ง ครั้งละ 1.5 ชั่วโมง 3,900 บาท\n"
     "2. ติวสอบเข้า ม.1 EP/MEP: 12 ครั้ง ครั้งละ 2 ชั่วโมง 5,400 บาท\n"
     "3. IELTS Foundation (ม.4-ม.6): 10 ครั้ง ครั้งละ 2 ชั่วโมง 6,500 บาท"),
    ("วันและเวลา (Dates)",
     "Phonics & Reading: 6-17 ตุลาคม 2568 จันทร์-ศุกร์ 09:00-10:30\n"
     "ติวสอบเข้า ม.1: 6-21 ตุลาคม 2568 จันทร์-ศุกร์ 10:45-12:45\n"
     "IELTS Foundation: 13-24 ตุลาคม 2568 จันทร์-ศุกร์ 13:30-15:30"),
    ("ขนาดห้องและส่วนลด (Class size and discounts)",
     "กลุ่มเล็ก ไม่เกิน 6 คนต่อคอร์ส\nสมัครพร้อมพี่น้อง ลด 10%\nสมัครก่อน 15 กันยายน 2568 ลด 300 บาท (Early bird)"),
    ("การสมัคร (How to register)",
     "สมัครทาง LINE: @krupim.english\nโอนมัดจำ 1,000 บาท เพื่อจองที่นั่ง\nค่าเรียนส่วนที่เหลือจ่ายในวันแรกของคอร์ส"),
    ("รายได้และค่าใช้จ่ายที่คาดไว้ (Budget)",
     "ถ้าเต็มทุกคอร์ส 18 คน: รายได้ 94,800 บาท\n"
     "ค่าจ้างครูแนน ชั่วโมงละ 250 บาท x 59 ชั่วโมง = 14,750 บาท\n"
     "ค่าเช่าห้องประชุมคอนโด วันละ 500 บาท x 15 วัน = 7,500 บาท\n"
     "ค่าหนังสือและเอกสาร คนละ 350 บาท"),
]
TAX_2567 = """# สรุปภาษี ภ.ง.ด.90 ปีภาษี 2567 (ยื่นออนไลน์แล้ว 18 มี.ค. 2568)

## เงินได้
- ค่าแปล เงินได้ 40(2) (บริษัทหัก ณ ที่จ่าย 3%): 186,400 บาท ถูกหักไว้แล้ว 5,592 บาท
- ค่าสอนพิเศษ เงินได้ 40(8): 264,000 บาท (ไม่มีหัก ณ ที่จ่าย)
- รวมเงินได้ทั้งปี 450,400 บาท

## ค่าใช้จ่ายและค่าลดหย่อน
- หักค่าใช้จ่าย 40(2) ร้อยละ 50: 93,200 บาท
- หักค่าใช้จ่าย 40(8) เหมาร้อยละ 60: 158,400 บาท
- ลดหย่อนส่วนตัว 60,000 บาท
- ประกันสังคม มาตรา 40: 3,600 บาท
- เบี้ยประกันสุขภาพตัวเอง: 16,800 บาท
- เบี้ยประกันชีวิต: 24,000 บาท
- เลี้ยงดูพ่อใช้ไม่ได้ เพราะบำนาญพ่อเกิน 30,000 บาทต่อปี

## ผล
- เงินได้สุทธิ 94,400 บาท ไม่เกิน 150,000 บาท ได้รับยกเว้น ภาษีที่ต้องเสีย 0 บาท
- ขอคืนภาษีที่ถูกหักไว้ทั้งหมด 5,592 บาท ได้รับคืนแล้ววันที่ 9 เม.ย. 2568 เข้าพร้อมเพย์

## ปีนี้ (2568) อย่าลืม
- เก็บหนังสือรับรองหัก ณ ที่จ่าย (50 ทวิ) ทุกใบไว้ในโฟลเดอร์นี้
- ลูกค้าบุคคลธรรมดาไม่หัก ณ ที่จ่าย ต้องจดรายได้เองในไฟล์รายได้
"""
PENSION_JULY = """กรมบัญชีกลาง กระทรวงการคลัง
หนังสือแจ้งรายการจ่ายเงินบำนาญ ประจำเดือน กรกฎาคม 2568

ชื่อผู้รับบำนาญ: นายสมพงษ์ อินทรัตน์   ประเภท: บำนาญปกติ (ข้าราชการครู)
ส่วนราชการผู้เบิก: สำนักงานเขตพื้นที่การศึกษามัธยมศึกษาเชียงใหม่
วันที่จ่าย: 29 กรกฎาคม 2568   เข้าบัญชีธนาคารกรุงไทย สาขาประตูช้างเผือก เลขที่บัญชี xxx-x-x4417-x

รายการรับ
  บำนาญ                                              31,870.00 บาท
รายการหัก
  สหกรณ์ออมทรัพย์ครูเชียงใหม่ (ชำระหนี้และค่าหุ้น)      4,500.00 บาท
  ฌาปนกิจสงเคราะห์ครู (ช.พ.ค.)                          1,180.00 บาท
  ภาษีเงินได้หัก ณ ที่จ่าย                                410.00 บาท
  รวมรายการหัก                                        6,090.00 บาท
จำนวนเงินรับสุทธิ                                     25,780.00 บาท

หมายเหตุ: ผู้รับบำนาญสามารถตรวจสอบรายการย้อนหลังได้ที่ระบบบำเหน็จบำนาญ (Digital Pension) ของกรมบัญชีกลาง
"""
HOSPITAL_PAGES = [
    "Lanna Care Hospital\n199 Superhighway Road, Chang Phueak, Mueang Chiang Mai 50300, Tel. 053-210-999\n"
    "INPATIENT INVOICE / RECEIPT\nInvoice No.: IP-68-071583\n"
    "Patient: Mr. Sompong Intharat   Age: 68   HN: 65-004218   AN: 68-012977\n"
    "Admitted: 14 July 2025   Discharged: 16 July 2025 (2 nights, single room)\n"
    "Diagnosis: Senile cataract, right eye\n"
    "Procedure: Phacoemulsification with intraocular lens implant, right eye\n"
    "Surgeon: Dr. Nattapon Chaiwong (Ophthalmology)\n"
    "Right to treatment: Civil Servant Medical Benefit Scheme (direct billing, Comptroller General's Department)",
    "Charges (THB)\nRoom and board, 2 nights: 5,600.00\nOperating room and surgery: 28,500.00\n"
    "Intraocular lens, multifocal (premium): 32,000.00\nMedicines and eye drops: 3,860.00\n"
    "Laboratory and investigations: 2,240.00\nDoctor fees: 12,000.00\nNursing service: 1,800.00\n"
    "Total charges: 86,000.00\nCovered by Civil Servant Medical Benefit Scheme: 52,300.00\n"
    "Not covered (paid by patient): 33,700.00\n  - Premium lens difference: 29,200.00\n"
    "  - Room above the scheme's daily rate: 3,600.00\n  - Non-formulary medicines: 900.00\n"
    "Paid: 33,700.00 THB by credit card (Visa ending 2290) on 16 July 2025\n"
    "Follow-up: Eye clinic, 23 July 2025, 09:30",
]
DAD_DOCTOR = """# นัดหมอพ่อ (คุณพ่อสมพงษ์) ปี 2568

## ตา - โรงพยาบาลลานนาแคร์ (หมอณัฐพล ชัยวงศ์ จักษุแพทย์)
- ผ่าตัดต้อกระจกตาขวา 14 ก.ค. 68 นอนโรงพยาบาล 2 คืน กลับบ้าน 16 ก.ค.
- นัดดูแผลหลังผ่าตัด: พุธ 23 ก.ค. 68 เวลา 09:30
- นัดตรวจตาซ้ำ: พุธ 13 ส.ค. 68 เวลา 10:00 ถ้าตาซ้ายยังมัว หมอจะนัดผ่าตัดตาซ้ายช่วง ต.ค.
- หยอดตา Maxitrol วันละ 4 ครั้ง นาน 4 สัปดาห์ ห้ามให้น้ำเข้าตา 2 สัปดาห์ ห้ามขับรถ 1 เดือน

## เบาหวาน ความดัน - คลินิกอายุรกรรม โรงพยาบาลลานนาแคร์ (หมอศิริพร)
- ผลน้ำตาลสะสม HbA1c ล่าสุด (10 มิ.ย. 68) 7.4% หมอให้ลดให้ต่ำกว่า 7%
- ความดันวันที่ไปตรวจ 138/84
- นัดครั้งถัดไป: พฤหัส 11 ก.ย. 68 เวลา 08:00 งดน้ำงดอาหารหลังเที่ยงคืน เจาะเลือดก่อนพบหมอ
- ยาประจำ: Metformin 500 mg เช้า-เย็น หลังอาหาร, Amlodipine 5 mg เช้า

## อื่นๆ
- ใช้สิทธิข้าราชการ (เบิกจ่ายตรง) ทุกครั้ง เอาบัตรประชาชนพ่อไปด้วย
- ยาที่อยู่นอกบัญชียาหลักต้องจ่ายเอง เดือนละประมาณ 1,850 บาท
"""
CONDO_FEE_PAGES = [
    "Ping River Condominium Juristic Person\n88/45 Charoenrat Road, Wat Ket, Mueang Chiang Mai 50000, "
    "Tel. 053-262-414\nNOTICE OF ANNUAL COMMON AREA FEES\nFee year: 1 October 2025 - 30 September 2026\n"
    "Date: 25 July 2025\nOwner: Mr. Sompong Intharat\n"
    "The annual general meeting of 15 June 2025 approved a new common area fee of 40 THB per sq.m. per month "
    "(previously 35 THB), to pay for the new lift in Building B and higher security costs.\n"
    "Unit A1208 (Building A, floor 12), 45.5 sq.m.: 45.5 x 40 x 12 = 21,840 THB\n"
    "Unit B507 (Building B, floor 5), 32 sq.m.: 32 x 40 x 12 = 15,360 THB\n"
    "Total due: 37,200 THB\n"
    "Please pay by 31 October 2025. Late payment: surcharge of 12% per year, and after 6 months the office "
    "may suspend key cards and parking.\n"
    "Pay at the juristic office (Monday - Saturday, 09:00 - 17:00) or transfer to Siam Commercial Bank, "
    "account 'Ping River Condominium Juristic Person' 551-2-08834-7, and send the slip to LINE @pingrivercondo.\n"
    "Water is billed monthly at 18 THB per unit, as before.",
]
CONDO_FEE_LAST_YEAR = """# ค่าส่วนกลางคอนโดปิงริเวอร์ ปี 2567-2568 (ต.ค. 67 - ก.ย. 68) จ่ายแล้ว

- อัตรา ตารางเมตรละ 35 บาทต่อเดือน
- ห้อง A1208 (ห้องที่อยู่ 45.5 ตร.ม.): 19,110 บาท
- ห้อง B507 (ห้องให้เช่า 32 ตร.ม.): 13,440 บาท
- รวม 32,550 บาท โอน SCB วันที่ 28 ต.ค. 2567
- นิติฯ บอกว่าปีหน้าอาจขึ้นค่าส่วนกลาง เพราะจะเปลี่ยนลิฟต์ตึก B
"""
B507_TOP = [
    "สัญญาเช่าห้องชุด",
    "ทำที่ ปิงริเวอร์ คอนโดมิเนียม อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ วันที่ 25 พฤษภาคม 2568",
    "ผู้ให้เช่า: นายสมพงษ์ อินทรัตน์ โดยนางสาวพิมพ์ชนก อินทรัตน์ ผู้รับมอบอำนาจ  "
    "ผู้เช่า: นายธีรวัฒน์ มูลคำ (อาจารย์มหาวิทยาลัย)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องชุดเลขที่ 88/217 ห้อง B507 อาคาร B ชั้น 5 ปิงริเวอร์ คอนโดมิเนียม "
    "ถนนเจริญราษฎร์ ตำบลวัดเกต อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ เนื้อที่ 32 ตารางเมตร "
    "พร้อมเฟอร์นิเจอร์และเครื่องใช้ไฟฟ้าตามบัญชีแนบท้าย เพื่อใช้เป็นที่อยู่อาศัยเท่านั้น",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 มิถุนายน 2568 สิ้นสุดวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่า เงินประกัน และค่าใช้จ่ายต่างๆ เป็นไปตามตารางนี้",
]
B507_PAY = [
    ("รายการ", "จำนวนเงิน", "กำหนดชำระ"),
    ("ค่าเช่ารายเดือน", "8,500 บาท", "ภายในวันที่ 5 ของทุกเดือน"),
    ("เงินประกันการเช่า (2 เดือน)", "17,000 บาท", "วันทำสัญญา"),
    ("ค่าเช่าล่วงหน้า 1 เดือน", "8,500 บาท", "วันทำสัญญา"),
    ("ค่าน้ำประปา", "หน่วยละ 18 บาท", "ตามใบแจ้งของนิติบุคคล"),
    ("ค่าไฟฟ้า", "ตามบิลการไฟฟ้าส่วนภูมิภาค", "ผู้เช่าจ่ายเอง"),
    ("ค่าส่วนกลาง", "ผู้ให้เช่าเป็นผู้ชำระ", "ปีละครั้ง"),
]
B507_BOTTOM = [
    "ข้อ 4. หากชำระค่าเช่าล่าช้าเกิน 5 วัน ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 5. ห้ามเลี้ยงสัตว์ ห้ามสูบบุหรี่ในห้องชุด และห้ามให้ผู้อื่นเช่าช่วง",
    "ข้อ 6. หากผู้เช่าเลิกสัญญาก่อนครบ 1 ปี ผู้ให้เช่ามีสิทธิริบเงินประกันทั้งหมด",
    "ข้อ 7. เมื่อครบสัญญา ผู้ให้เช่าจะคืนเงินประกันภายใน 30 วัน หลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วันก่อนสิ้นสุดสัญญา",
    "ลงชื่อ พิมพ์ชนก อินทรัตน์ ผู้ให้เช่า (ผู้รับมอบอำนาจ)",
    "ลงชื่อ ธีรวัฒน์ มูลคำ ผู้เช่า",
]
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("อาหารและของสด (Food)", 12800, ""),
        ("ค่าไฟฟ้า ห้อง A1208 (Electricity)", 2460, ""),
        ("ค่าน้ำประปา (Water)", 320, ""),
        ("อินเทอร์เน็ตและมือถือ (Internet & phones)", 1398, "AIS Fibre + มือถือพ่อ"),
        ("ยาพ่อส่วนที่เบิกไม่ได้ (Dad's medicines)", 1850, "ยาเบาหวาน ยาความดัน"),
        ("แม่บ้านทำความสะอาด (Cleaner)", 2000, "เดือนละ 4 ครั้ง"),
        ("ประกันสังคม ม.40 (Social security)", 300, "ของพิม"),
        ("น้ำมันรถ (Fuel)", 2600, ""),
        ("ทำบุญและให้หลาน (Merit & family)", 1500, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("อาหารและของสด (Food)", 13400, ""),
        ("ค่าไฟฟ้า ห้อง A1208 (Electricity)", 2780, ""),
        ("ค่าน้ำประปา (Water)", 340, ""),
        ("อินเทอร์เน็ตและมือถือ (Internet & phones)", 1398, "AIS Fibre + มือถือพ่อ"),
        ("ยาพ่อส่วนที่เบิกไม่ได้ (Dad's medicines)", 1850, "ยาเบาหวาน ยาความดัน"),
        ("แม่บ้านทำความสะอาด (Cleaner)", 2000, "เดือนละ 4 ครั้ง"),
        ("ประกันสังคม ม.40 (Social security)", 300, "ของพิม"),
        ("น้ำมันรถ (Fuel)", 2350, ""),
        ("ทำบุญและให้หลาน (Merit & family)", 1500, ""),
        ("ผ่าตัดต้อกระจกพ่อ ส่วนเกินสิทธิ (Dad's cataract surgery, not covered)", 33700, "ลานนาแคร์ 16 ก.ค."),
        ("แท็กซี่ไป-กลับโรงพยาบาล (Taxis to hospital)", 840, "พ่อห้ามขับรถ 1 เดือน"),
    ],
}
DISTRACTORS = {
    "Work/Contracts/สัญญาจ้างแปล_ล้านนาทราเวล_2567.txt":
        "สัญญาจ้างแปลเอกสาร ปี 2567 (งานเสร็จและรับเงินครบแล้ว)\n"
        "ผู้ว่าจ้าง: บริษัท ล้านนา ทราเวล แอนด์ ทัวร์ จำกัด  ผู้รับจ้าง: นางสาวพิมพ์ชนก อินทรัตน์\n"
        "งาน: แปลโบรชัวร์ทัวร์ 8 โปรแกรม ไทยเป็นอังกฤษ 40 หน้า\n"
        "อัตราค่าแปลหน้าละ 350 บาท รวม 14,000 บาท หัก ณ ที่จ่าย 3%\n"
        "กำหนดส่ง 30 กันยายน 2567 ค่าปรับส่งช้าวันละ 200 บาท\n",
    "Work/Invoices/Invoice_INV-2567-022_LannaTravel.txt":
        "INVOICE No. INV-2567-022\nPimchanok Intharat - Freelance Translator\nDate: 30 September 2024\n"
        "Bill to: Lanna Travel & Tour Co., Ltd.\n"
        "Item: Translation Thai to English - tour brochure (8 programmes), 40 pages x 350.00 THB = 14,000.00 THB\n"
        "Less withholding tax 3%: 420.00 THB\nNet payable: 13,580.00 THB\nStatus: PAID 28 October 2024\n",
    "Work/Clients/LingoBridge_rate_card_2024.txt":
        "Lingo Bridge Co., Ltd. - Freelancer rate card 2024 (replaced)\n"
        "Thai to English: 1.40 THB per source word\nEnglish to Thai: 1.20 THB per source word\n"
        "Repetitions: not charged; fuzzy matches 75-99%: 50%\nMinimum fee per job: 500 THB\n"
        "Payment: 45 days after the end of the month\n",
    "Work/Clients/[LINE] แม่น้องแพรว.txt":
        "[LINE] แชทกับ แม่น้องแพรว\nวันที่บันทึก: 2024/05/02 21:10\n\n2024/05/02(พฤหัสบดี)\n"
        "20:31\tแม่น้องแพรว\tครูพิมคะ ขอเรียนเพิ่มอีกแพ็กเกจค่ะ\n"
        "20:40\tครูพิม\tได้ค่ะ ชั่วโมงละ 500 บาท หรือแพ็กเกจ 10 ชั่วโมง 4,500 บาทค่ะ เรียนที่คอนโดครูนะคะ\n"
        "20:45\tแม่น้องแพรว\tเอาแพ็กเกจค่ะ เริ่มวันเสาร์ที่ 11 พ.ค. นะคะ\n"
        "20:46\tครูพิม\tได้ค่ะ 10:00-12:00 นะคะ\n",
    "Work/Tutoring/TOEIC_Beam_notes.md":
        "# TOEIC notes - Beam (Phuwadol), 3rd-year engineering student, CMU\n\n"
        "- Target: 750 for a job at an electronics company in Lamphun\n- Real test: 14 June 2025 (done: 705)\n"
        "- Mock test 1 (March 2025): 610, mock test 2 (May 2025): 680\n"
        "- Weak: Part 7 reading, runs out of time\n- Lessons finished; may retake in November\n",
    "Work/Tutoring/คอร์สปิดเทอม_มี.ค.68_สรุปผล.md":
        "# สรุปคอร์สปิดเทอม มี.ค.-เม.ย. 2568\n\n- นักเรียนทั้งหมด 14 คน (Phonics 6 คน, ติวสอบเข้า ม.1 5 คน, "
        "Grammar ม.ต้น 3 คน)\n- รายได้รวม 61,200 บาท\n- ค่าเช่าห้องประชุมคอนโด วันละ 400 บาท x 12 วัน = 4,800 บาท\n"
        "- ผู้ปกครองขอให้เปิด IELTS รอบ ต.ค.\n",
    "Household/Dad_hospital/ใบนัด_ตรวจสุขภาพพ่อ_2567.txt":
        "ใบนัดผู้ป่วย โรงพยาบาลลานนาแคร์\nชื่อ นายสมพงษ์ อินทรัตน์ HN 65-004218\n"
        "นัดตรวจสุขภาพประจำปี วันอังคารที่ 19 พฤศจิกายน 2567 เวลา 07:30 น.\n"
        "งดน้ำงดอาหาร 8 ชั่วโมงก่อนเจาะเลือด\nสิทธิการรักษา: ข้าราชการ (เบิกจ่ายตรง)\n",
}
WORKSPECT = {"todo.md": "- ตอบ Lingo Bridge ก่อน 24 ก.ค.\n- ส่งคู่มือไกด์ ล้านนาทราเวล ก่อน 29 ส.ค.\n"
                        "- พาพ่อไปตรวจตา 13 ส.ค.\n- จ่ายค่าส่วนกลางคอนโดก่อน 31 ต.ค.\n- ส่งใบเสร็จให้แม่น้องภูมิ\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานแปล Translation"
    sheet.append(["รายได้งานแปล ม.ค.-ก.ค. 2568 (Translation income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_TRANSLATION_HEADERS))
    for date, client, job, fee, tax, status in TRANSLATIONS:
        sheet.append([date, client, job, fee, tax, fee - tax, status])
    fees, taxes = sum(row[3] for row in TRANSLATIONS), sum(row[4] for row in TRANSLATIONS)
    sheet.append(["รวม (Total)", "", "", fees, taxes, fees - taxes, ""])
    for column in (4, 5, 6):
        money_format(sheet, column)
    tutoring = book.create_sheet("สอนพิเศษ Tutoring")
    tutoring.append(["รายได้สอนพิเศษ ม.ค.-ก.ค. 2568 (Tutoring income, Jan-Jul 2025)"])
    tutoring.append(list(TUTORING_HEADERS))
    for row in TUTORING:
        tutoring.append(list(row))
    tutoring.append(["รวม (Total)", sum(row[1] for row in TUTORING), "", sum(row[3] for row in TUTORING), ""])
    money_format(tutoring, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "Work"
    home = docs / "Household"
    for sub in ("Contracts", "Invoices", "Accounts", "Clients", "Tutoring", "ภาษี"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Dad_pension", "Dad_hospital", "Condo"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(work / "Contracts" / "สัญญาจ้างแปล_ล้านนาทราเวล_2568.docx", LANNA_TOP, table=LANNA_JOBS,
               bottom=LANNA_BOTTOM)
    make_pdf(work / "Invoices" / "Invoice_INV-2568-014_LannaTravel.pdf", INVOICE_PAGES)
    _income(work / "Accounts" / "รายได้งานแปลและสอนพิเศษ_2568.xlsx")
    (work / "Clients" / "LingoBridge_job_offer_LB-25-0731.txt").write_text(LINGO_EMAIL, encoding="utf-8")
    (work / "Clients" / "[LINE] แม่น้องภูมิ.txt").write_text(LINE_PHUM, encoding="utf-8")
    (work / "Tutoring" / "IELTS_Mind_progress.md").write_text(IELTS_MIND, encoding="utf-8")
    write_slides(work / "Tutoring" / "แผนคอร์สปิดเทอม_ต.ค.68.pptx", COURSE_SLIDES)
    (work / "ภาษี" / "สรุปภาษี_ภงด90_ปี2567.md").write_text(TAX_2567, encoding="utf-8")
    (home / "Dad_pension" / "บำนาญพ่อ_ก.ค.68.txt").write_text(PENSION_JULY, encoding="utf-8")
    make_pdf(home / "Dad_hospital" / "LannaCare_invoice_cataract_2025-07.pdf", HOSPITAL_PAGES)
    (home / "Dad_hospital" / "นัดหมอพ่อ_2568.md").write_text(DAD_DOCTOR, encoding="utf-8")
    make_pdf(home / "Condo" / "PingRiver_common_fee_notice_2025-2026.pdf", CONDO_FEE_PAGES)
    (home / "Condo" / "ค่าส่วนกลางคอนโด_2567-2568.md").write_text(CONDO_FEE_LAST_YEAR, encoding="utf-8")
    write_docx(home / "Condo" / "สัญญาเช่าห้องชุด_B507_2568.docx", B507_TOP, table=B507_PAY, bottom=B507_BOTTOM)
    write_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Pim's to-do list."""
    write_texts(folder, WORKSPECT)
