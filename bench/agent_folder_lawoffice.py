"""The lawoffice folder: the papers of a two-lawyer law office in Lampang and the lawyers' household, written by code.

The owners are a married couple of lawyers: ทนายกมลวรรณ แก้วมณี (ทนายแหม่ม, Mrs. Kamonwan Kaewmanee) and
ทนายธนากร แก้วมณี (ทนายต้น, Mr. Thanakorn Kaewmanee). They run "สำนักงานกฎหมายแก้วมณี" (Kaewmanee Law Office),
128/4 ถ.ฉัตรไชย ต.สวนดอก อ.เมืองลำปาง จ.ลำปาง 52100: land disputes, contracts, wills and estates, company
retainers. Their secretary is น้องฝ้าย (น.ส.ชนิดา ใจเย็น). Their son น้องภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2, and ต้น's mother
แม่บุญเรือน (ย่าบุญ, a retired teacher) needs a knee replacement. It is November 2568 (2025).

Documents/สำนักงานกฎหมาย/ (the office)
- ใบเสนอราคา/ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_ร่าง.docx: draft retainer quote QL-68/015 (3 ต.ค. 2568) to
  ห้างหุ้นส่วนจำกัด รุ่งเรืองก่อสร้างลำปาง: 15,000 a month before VAT (16,050 with VAT), up to 8 contract reviews a
  month, lawsuits 35,000 a case; never sent.
- ใบเสนอราคา/ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_v2 final.docx: the quote actually sent (17 ต.ค. 2568):
  12,500 a month before VAT, VAT 875, 13,375 a month, 12 months 160,500, up to 6 reviews, lawsuits 30,000 a case,
  from 1 พ.ย. 2568.
- อัตราค่าบริการ/Kaewmanee_Law_Fee_Schedule_2025.pdf: this year's English fee schedule (consultation 1,500 an hour,
  standard contract drafting 5,500, will 8,000 a person, usufruct registration service 12,000, land suit from
  45,000, estate administrator petition 18,000, retainer from 12,000 a month).
- อัตราค่าบริการ/อัตราค่าบริการ_สำนักงาน_2567.docx: last year's Thai schedule (1,200; 4,800; 6,500; 10,000;
  40,000; 15,000; 10,000).
- ลูกความ/ป้าศรี ที่ดินแม่ทะ/สรุปคดี_ป้าศรี_ที่ดินแม่ทะ.md: case notes for นางศรีนวล ปันแก้ว (ป้าศรี) against her
  neighbour นายสมบูรณ์ ใจมา, case พ.1187/2568, claim 1,250,000, court fee 25,000, hearing 20 พ.ย. 2568, witnesses
  14-15 ม.ค. 2569, a settlement offer of 350,000 (she wants 500,000).
- ลูกความ/ป้าศรี ที่ดินแม่ทะ/ใบแจ้งหนี้_ป้าศรี_INV-68-041.docx: invoice (15 ต.ค. 2568): fee 60,000 + VAT 4,200,
  court fee 25,000, service 1,000 = 90,200, less deposit 30,000, balance 60,200 due 15 พ.ย. 2568.
- ลูกความ/ป้าศรี ที่ดินแม่ทะ/ใบเสร็จรับเงิน_ป้าศรี_RC-68-087.docx: receipt (10 พ.ย. 2568) for 40,000 of that
  invoice; 20,200 still owed, by 15 ธ.ค. 2568.
- ลูกความ/Hollis usufruct/Engagement_Letter_Hollis_Will_and_Usufruct.pdf: English engagement letter (3 Nov 2025)
  to Mr. David and Mrs. Pranee Hollis: usufruct 12,000 + two wills 2 x 8,000 = 28,000 + VAT 1,960 = 29,960;
  retainer 14,980 on signing; land office 26 Nov 2025.
- ลูกความ/Hollis usufruct/email_David_Hollis_usufruct.txt: his reply email (Nov 6, 2025): signed, paid 14,980,
  questions about documents and the executor.
- ลูกความ/รุ่งเรืองก่อสร้าง/แชทไลน์_พี่หนุ่ม_รุ่งเรือง.txt: LINE chat with the firm's MD สุรชัย (พี่หนุ่ม): he
  argues 12,500 down; 10,000 asked, 11,500 offered, settled at 11,000 + VAT = 11,770 a month from 1 ธ.ค. 68.
- ธุรการ/ใบเสนอราคา_เครื่องถ่ายเอกสาร_ลำปางออฟฟิศ.docx: ร้านลำปางออฟฟิศซัพพลาย copier rental, 2,800 a month
  before VAT (2,996 with VAT), 2,000 pages free, 36 months, deposit 5,600.
- ธุรการ/CopyPro_Copier_Rental_Quotation.pdf: CopyPro Northern (Chiang Mai) copier rental, 3,150 a month incl. VAT,
  3,000 pages free, no deposit.
- ธุรการ/หนังสือแจ้งปรับค่าเช่าตึกแถว 2569.docx: the landlady นางพรทิพย์ วงศ์ใหญ่ (เจ๊พร): rent 18,000 becomes
  19,500 from 1 มกราคม 2569, deposit 36,000 becomes 39,000, sign by 15 ธ.ค. 2568.
- ธุรการ/email_สำนักงานบัญชีเพ็ญศรี_ภพ30_ตค68.txt: the accountant's email: October VAT 12,684.00 - 2,842.00 =
  9,842.00 to pay by 23 พ.ย. 2568; withholding note about Rungrueang Construction.
- ธุรการ/แชทไลน์_ทีมออฟฟิศ.txt: office LINE group with ฝ้าย: the copier, ป้าศรี's transfer, stamps, trips.
- ธุรการ/หนังสือทวงถาม_เฮียชัย_เช็คคืน.docx: demand letter for client นายวิชัย แซ่ตั้ง (เฮียชัย): bounced cheque
  85,000, pay within 15 days.
- บัญชี/รายรับรายจ่ายสำนักงาน_2568.xlsx: this year's book, sheets income (litigation, retainers, documents) and
  expenses (rent, staff, travel, supplies, utilities, accounting) by month, ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่ายสำนักงาน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (retainers ส.ค. 43,500).
- ปฏิทินนัดศาล_พ.ย.-ธ.ค.68.md: hearings and appointments in November and December (4, 11, 18 ธ.ค.).
- แผนสำนักงาน 2569.pptx: slides, next year's plan (2,400,000 target, a new legal officer, rent 19,500, copier).
- กระเช้าปีใหม่ลูกความ_2569.md: New Year gift baskets for clients.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,920.52, due 29 Sep 2025) and Bills/PEA_bill_Oct2025.pdf (2,592.58, due
  29 Oct 2025): English electricity bills of the house.
- ประกันรถ/LannaSure_motor_renewal_2025.pdf: Fortuner renewal, 19,350.42 (last year 18,722.65), by 30 Nov 2025.
- เงินกู้บ้าน/HomeLoan_Statement_Oct2025.pdf: home loan, 14,200 a month, 1,284,560.37 outstanding.
- ค่าเทอมภูมิ/ค่าเทอม_น้องภูมิ_ม.2_เทอม2-2568.docx: school fee notice, 32,650, due 14 พ.ย. 2568.
- แม่บุญเรือน/ใบประเมินค่าผ่าตัดเข่า_แม่บุญเรือน.docx: hospital estimate for a knee replacement on 8 ธ.ค. 2568:
  248,500, civil-servant scheme about 118,000, own share 130,500, deposit 50,000.
- แม่บุญเรือน/นัดหมอแม่.md: the mother's appointments.
- แชทไลน์_ครอบครัวแก้วมณี.txt: the family LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
OFFICE_TOP = ("สำนักงานกฎหมายแก้วมณี (Kaewmanee Law Office) 128/4 ถ.ฉัตรไชย ต.สวนดอก อ.เมืองลำปาง จ.ลำปาง 52100 "
              "โทร 054-228-417  เลขประจำตัวผู้เสียภาษี 0523561002847")

# ---------------------------------------------------------------- retainer quotes to Rungrueang
RR_DRAFT = [
    OFFICE_TOP,
    "ใบเสนอค่าบริการที่ปรึกษากฎหมาย (ร่าง)  เลขที่ QL-68/015",
    "วันที่ 3 ตุลาคม 2568",
    "เรียน คุณสุรชัย รุ่งเรืองกิจ หุ้นส่วนผู้จัดการ ห้างหุ้นส่วนจำกัด รุ่งเรืองก่อสร้างลำปาง",
    "เรื่อง บริการที่ปรึกษากฎหมายรายเดือน (สัญญาจ้างเหมา สัญญาผู้รับเหมาช่วง งานประมูลราชการ)",
]
RR_DRAFT_TABLE = [
    ("รายการ", "ขอบเขต", "ค่าบริการ (บาท)"),
    ("ค่าที่ปรึกษากฎหมายรายเดือน", "ปรึกษาไม่จำกัดครั้ง ตรวจสัญญาไม่เกิน 8 ฉบับ/เดือน", "15,000 ต่อเดือน"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "1,050"),
    ("รวมต่อเดือน", "", "16,050"),
    ("ว่าความคดีแพ่ง (ศาลชั้นต้น)", "คิดแยกเป็นรายคดี", "35,000 ต่อคดี"),
]
RR_DRAFT_BOTTOM = [
    "ระยะเวลาสัญญา 12 เดือน ค่าบริการ 15,000 บาทต่อเดือน ยังไม่รวมภาษีมูลค่าเพิ่ม",
    "ร่าง - ยังไม่ส่ง พี่ต้นว่าแพงไป ให้ปรับลดก่อน",
]
RR_FINAL = [
    OFFICE_TOP,
    "ใบเสนอค่าบริการที่ปรึกษากฎหมาย  เลขที่ QL-68/015 (ฉบับแก้ไข v2)",
    "วันที่ 17 ตุลาคม 2568",
    "เรียน คุณสุรชัย รุ่งเรืองกิจ หุ้นส่วนผู้จัดการ ห้างหุ้นส่วนจำกัด รุ่งเรืองก่อสร้างลำปาง",
    "เรื่อง บริการที่ปรึกษากฎหมายรายเดือน เริ่ม 1 พฤศจิกายน 2568",
]
RR_FINAL_TABLE = [
    ("รายการ", "ขอบเขต", "ค่าบริการ (บาท)"),
    ("ค่าที่ปรึกษากฎหมายรายเดือน", "ปรึกษาไม่จำกัดครั้ง ตรวจสัญญาไม่เกิน 6 ฉบับ/เดือน", "12,500 ต่อเดือน"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "875"),
    ("รวมต่อเดือน", "", "13,375"),
    ("รวม 12 เดือน (รวม VAT)", "", "160,500"),
    ("ว่าความคดีแพ่ง (ศาลชั้นต้น)", "คิดแยกเป็นรายคดี ไม่รวมค่าธรรมเนียมศาล", "30,000 ต่อคดี"),
]
RR_FINAL_BOTTOM = [
    "ค่าบริการ 12,500 บาทต่อเดือน ไม่รวมภาษีมูลค่าเพิ่ม รวมเป็นเดือนละ 13,375 บาท",
    "วางบิลทุกวันที่ 1 ของเดือน ชำระภายใน 15 วัน ผู้ว่าจ้างหักภาษี ณ ที่จ่าย 3%",
    "ใบเสนอนี้มีผล 30 วัน",
    "ลงชื่อ ทนายกมลวรรณ แก้วมณี ผู้เสนอ",
]

# ---------------------------------------------------------------- fee schedules
FEES_2025 = [
    "KAEWMANEE LAW OFFICE\n"
    "128/4 Chatchai Road, Suan Dok, Mueang Lampang, Lampang 52100  Tel. 054-228-417\n"
    "SCHEDULE OF PROFESSIONAL FEES 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Fees in THB, excluding VAT 7%.\n"
    "Court fees, land office fees and stamp duty are charged at cost.\n"
    "\n"
    "Legal consultation (per hour) ..................... 1,500\n"
    "Demand letter ..................................... 3,500\n"
    "Contract drafting, standard (lease, sale, loan) .... 5,500\n"
    "Contract review (per contract, up to 10 pages) ..... 3,000\n"
    "Will drafting (per person) ......................... 8,000\n"
    "Usufruct / servitude registration (service fee) ... 12,000\n"
    "Civil suit, land dispute, court of first instance . from 45,000\n"
    "Estate administrator petition (uncontested) ...... 18,000\n"
    "Monthly retainer for companies ................... from 12,000 per month\n"
    "Out-of-town court appearance: travel 8 THB per km\n"
    "\n"
    "Lawyers: Kamonwan Kaewmanee, Thanakorn Kaewmanee",
]
FEES_2567_TOP = ["สำนักงานกฎหมายแก้วมณี", "อัตราค่าบริการวิชาชีพ ปี 2567 (1 มกราคม – 31 ธันวาคม 2567)",
                 "อัตรานี้ยังไม่รวมภาษีมูลค่าเพิ่ม 7% ค่าธรรมเนียมศาลและค่าธรรมเนียมสำนักงานที่ดินคิดตามจริง"]
FEES_2567_TABLE = [
    ("บริการ", "อัตรา (บาท)"),
    ("ปรึกษากฎหมาย (ชั่วโมงละ)", "1,200"),
    ("หนังสือบอกกล่าวทวงถาม", "3,000"),
    ("ร่างสัญญาทั่วไป (เช่า ซื้อขาย กู้ยืม)", "4,800"),
    ("ตรวจสัญญา (ฉบับละ ไม่เกิน 10 หน้า)", "2,500"),
    ("ร่างพินัยกรรม (ต่อคน)", "6,500"),
    ("จดทะเบียนสิทธิเก็บกิน / ภาระจำยอม", "10,000"),
    ("คดีแพ่งพิพาทที่ดิน ศาลชั้นต้น", "เริ่มต้น 40,000"),
    ("ร้องขอตั้งผู้จัดการมรดก (ไม่มีผู้คัดค้าน)", "15,000"),
    ("ที่ปรึกษารายเดือน (นิติบุคคล)", "เริ่มต้น 10,000 ต่อเดือน"),
]
FEES_2567_BOTTOM = ["ว่าความต่างจังหวัด คิดค่าเดินทาง กม.ละ 6 บาท"]

# ---------------------------------------------------------------- Aunt Sri's land case
SRI_INVOICE_TOP = [
    OFFICE_TOP,
    "ใบแจ้งหนี้ / ใบวางบิล  เลขที่ INV-68/041",
    "วันที่ 15 ตุลาคม 2568",
    "ลูกความ นางศรีนวล ปันแก้ว 77 หมู่ 4 ต.นาครัว อ.แม่ทะ จ.ลำปาง",
    "เรื่อง คดีฟ้องขับไล่และเรียกค่าเสียหาย ที่ดินโฉนดเลขที่ 8812 คดีหมายเลขดำที่ พ.1187/2568 ศาลจังหวัดลำปาง",
]
SRI_INVOICE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าวิชาชีพทนายความ ศาลชั้นต้น", "60,000.00"),
    ("ภาษีมูลค่าเพิ่ม 7% (เฉพาะค่าวิชาชีพ)", "4,200.00"),
    ("ค่าขึ้นศาล (ทดรองจ่าย)", "25,000.00"),
    ("ค่าส่งหมายและค่าถ่ายเอกสาร", "1,000.00"),
    ("รวม", "90,200.00"),
    ("หัก เงินมัดจำรับแล้ว 20 ส.ค. 2568", "-30,000.00"),
    ("คงค้างชำระ", "60,200.00"),
]
SRI_INVOICE_BOTTOM = [
    "กรุณาชำระยอดคงค้าง 60,200 บาท ภายในวันที่ 15 พฤศจิกายน 2568",
    "โอนเข้าบัญชี สำนักงานกฎหมายแก้วมณี ธนาคารล้านนาออมทรัพย์ สาขาลำปาง 402-1-77815-3",
]
SRI_RECEIPT_TOP = [
    OFFICE_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-68/087",
    "วันที่ 10/11/68",
    "ได้รับเงินจาก นางศรีนวล ปันแก้ว",
    "ชำระบางส่วนตามใบแจ้งหนี้ INV-68/041 (คดี พ.1187/2568)",
]
SRI_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ INV-68/041 (คงค้าง)", "60,200.00"),
    ("รับชำระครั้งนี้ (โอนผ่านธนาคาร)", "40,000.00"),
    ("คงเหลือค้างชำระ", "20,200.00"),
]
SRI_RECEIPT_BOTTOM = [
    "รับเงินจำนวน 40,000 บาท (สี่หมื่นบาทถ้วน) ไว้ถูกต้องแล้ว",
    "ยอดคงเหลือ 20,200 บาท ลูกความขอชำระภายในวันที่ 15 ธันวาคม 2568",
    "ผู้รับเงิน น.ส.ชนิดา ใจเย็น (เจ้าหน้าที่การเงิน)",
]

# ---------------------------------------------------------------- Hollis
HOLLIS_LETTER = [
    "KAEWMANEE LAW OFFICE\n"
    "128/4 Chatchai Road, Suan Dok, Mueang Lampang, Lampang 52100  Tel. 054-228-417\n"
    "\n"
    "3 November 2025\n"
    "Mr. David Hollis and Mrs. Pranee Hollis\n"
    "55/2 Moo 7, Ban Pong, Hang Chat, Lampang 52190\n"
    "\n"
    "ENGAGEMENT LETTER - USUFRUCT REGISTRATION AND WILLS\n"
    "\n"
    "Dear Mr. and Mrs. Hollis,\n"
    "Thank you for instructing us. This letter sets out the scope of our work and our fees.\n"
    "\n"
    "Scope of work:\n"
    "1. Register a lifetime usufruct over land title deed no. 40318 (Hang Chat), owned by\n"
    "   Mrs. Pranee Hollis, in favour of Mr. David Hollis, at the Lampang Land Office, Hang Chat branch.\n"
    "2. Draft one will for each of you (two wills), signed before two witnesses at our office.\n"
    "\n"
    "Professional fees:\n"
    "Usufruct registration service ................. 12,000 THB\n"
    "Wills, 2 x 8,000 ............................... 16,000 THB\n"
    "Total professional fee ......................... 28,000 THB\n"
    "VAT 7% .......................................... 1,960 THB\n"
    "Total including VAT ............................ 29,960 THB\n"
    "\n"
    "Retainer: 50% of the fee plus VAT (14,980 THB) on signing this letter.\n"
    "Balance: 14,980 THB after the usufruct is registered.\n"
    "Land office registration fee and stamp duty are paid by you directly at the land office.\n"
    "\n"
    "Land office appointment: 26 Nov 2025 at 10:00. Please bring both passports/ID cards,\n"
    "the original title deed and your marriage certificate.\n"
    "\n"
    "Yours sincerely,\n"
    "Kamonwan Kaewmanee, Attorney at Law",
]
HOLLIS_EMAIL = """From: David Hollis <d.hollis58@gmail.com>
To: Kamonwan Kaewmanee <kamonwan@kaewmaneelaw.co.th>
Date: Thu, Nov 6, 2025 at 7:42 PM
Subject: Re: Engagement letter - usufruct and wills

Dear Khun Maem,

Thank you for the letter. Pranee and I have both signed it, and I transferred the retainer of
14,980 baht this afternoon from my Bangkok Bank account. The slip is attached.

Two questions:
1. Pranee would like her sister Khun Noi (Noi Saengkham) to be the executor of both wills. Is that OK
   even though she lives in Chiang Rai?
2. For Nov 26 at the land office, do I need a translation of my passport, or is a copy enough?

We will come to your office on Friday morning to sign the scanned copy if needed.

Best regards,
David

> On Mon, Nov 3, 2025, Kamonwan Kaewmanee wrote:
> Please find attached our engagement letter for the usufruct and the two wills.
"""

# ---------------------------------------------------------------- copier quotes, rent, demand letter
COPIER_LOCAL = [
    "ร้านลำปางออฟฟิศซัพพลาย (ขายและให้เช่าเครื่องใช้สำนักงาน)",
    "301 ถ.บุญวาทย์ ต.หัวเวียง อ.เมืองลำปาง จ.ลำปาง โทร 054-310-552",
    "ใบเสนอราคา เลขที่ LOS-6811-023  วันที่ 5 พ.ย. 2568",
    "เรียน สำนักงานกฎหมายแก้วมณี (คุณชนิดา)",
    "เรื่อง เช่าเครื่องถ่ายเอกสารมัลติฟังก์ชัน ขาว-ดำ A3 (ถ่าย/พิมพ์/สแกน)",
]
COPIER_LOCAL_TABLE = [
    ("รายการ", "รายละเอียด", "ราคา (บาท)"),
    ("ค่าเช่ารายเดือน", "ฟรี 2,000 แผ่นต่อเดือน", "2,800"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "196"),
    ("รวมค่าเช่าต่อเดือน", "", "2,996"),
    ("ส่วนเกิน", "แผ่นละ", "0.30"),
    ("เงินประกัน", "2 เดือน คืนเมื่อครบสัญญา", "5,600"),
]
COPIER_LOCAL_BOTTOM = [
    "สัญญาเช่า 36 เดือน รวมหมึก อะไหล่ และบริการซ่อมถึงที่ภายใน 4 ชั่วโมง",
    "ติดตั้งได้ภายใน 3 วันหลังเซ็นสัญญา",
    "ผู้เสนอราคา คุณอนุชา (ช่างนุ) 086-553-2190",
]
COPIER_CPN = [
    "COPYPRO NORTHERN CO., LTD.\n"
    "88 Superhighway Road, Nong Pa Khrang, Mueang Chiang Mai 50000  Tel. 053-240-886\n"
    "QUOTATION No. CPN-Q-25-1187     Date: 7 Nov 2025\n"
    "To: Kaewmanee Law Office, Lampang (Attn: Khun Chanida)\n"
    "\n"
    "Rental: multifunction copier, B/W A3, copy / print / colour scan to email\n"
    "Monthly rental (VAT included) ......... 3,150 THB per month\n"
    "Free pages ............................ 3,000 B/W pages per month\n"
    "Excess pages .......................... 0.25 THB per page\n"
    "Contract .............................. 36 months, no deposit\n"
    "Service: toner, parts and on-site service included; technician from Chiang Mai within 1 working day.\n"
    "\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Wiphawan 081-902-4475",
]
RENT_LETTER = [
    "นางพรทิพย์ วงศ์ใหญ่ เจ้าของอาคารพาณิชย์ 128/4 ถ.ฉัตรไชย ต.สวนดอก อ.เมืองลำปาง",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งปรับอัตราค่าเช่าและต่อสัญญาเช่า",
    "เรียน ทนายกมลวรรณ แก้วมณี และทนายธนากร แก้วมณี (สำนักงานกฎหมายแก้วมณี)",
    "ตามที่ท่านเช่าอาคารพาณิชย์ 3 ชั้น เลขที่ 128/4 อัตราค่าเช่าเดือนละ 18,000 บาท และสัญญาเช่าจะครบกำหนด "
    "วันที่ 31 ธันวาคม 2568 นั้น",
    "เนื่องจากภาษีที่ดินและสิ่งปลูกสร้างและค่าซ่อมหลังคาเพิ่มขึ้น ข้าพเจ้าขอแจ้งปรับค่าเช่าเป็นเดือนละ 19,500 บาท "
    "ตั้งแต่วันที่ 1 มกราคม 2569 สัญญาเช่าใหม่ 3 ปี",
    "เงินประกันการเช่าปรับจาก 36,000 บาท เป็น 39,000 บาท (ชำระเพิ่ม 3,000 บาท)",
    "หากประสงค์จะเช่าต่อ ขอให้ลงนามสัญญาใหม่ภายในวันที่ 15 ธันวาคม 2568",
    "ขอแสดงความนับถือ",
    "นางพรทิพย์ วงศ์ใหญ่ โทร 089-635-1184",
]
DEMAND_LETTER = [
    OFFICE_TOP,
    "ที่ กม.ทม. 112/2568",
    "31 ตุลาคม 2568",
    "เรื่อง ขอให้ชำระเงินตามเช็ค",
    "เรียน นายประยุทธ ศรีวงศ์ (ร้านประยุทธวัสดุ) 14 ถ.พหลโยธิน ต.ชมพู อ.เมืองลำปาง",
    "ข้าพเจ้าในฐานะทนายความผู้รับมอบอำนาจของ นายวิชัย แซ่ตั้ง ขอแจ้งว่า ท่านได้สั่งจ่ายเช็คธนาคารล้านนาออมทรัพย์ "
    "เลขที่ 0048812 ลงวันที่ 30 กันยายน 2568 จำนวนเงิน 85,000 บาท เพื่อชำระค่าเหล็กเส้น แต่ธนาคารปฏิเสธการจ่ายเงิน "
    "เหตุเงินในบัญชีไม่พอจ่าย",
    "จึงขอให้ท่านชำระเงินจำนวน 85,000 บาท พร้อมดอกเบี้ยร้อยละ 5 ต่อปี ภายใน 15 วันนับแต่ได้รับหนังสือนี้",
    "หากพ้นกำหนด ข้าพเจ้าจำเป็นต้องดำเนินคดีทั้งทางแพ่งและทางอาญาต่อไป",
    "ทนายธนากร แก้วมณี ทนายความผู้รับมอบอำนาจ",
]

# ---------------------------------------------------------------- books
OFFICE_INCOME_HEADERS = ["เดือน (Month)", "ค่าว่าความ (Litigation fees)", "ค่าที่ปรึกษารายเดือน (Retainers)",
                         "ค่านิติกรรม/สัญญา/พินัยกรรม (Documents)", "รวม (Total)"]
OFFICE_COST_HEADERS = ["เดือน (Month)", "ค่าเช่าสำนักงาน (Rent)", "เงินเดือนเลขา (Staff salary)",
                       "ค่าเดินทางไปศาล (Court travel)", "ถ่ายเอกสาร/เครื่องเขียน (Copying, supplies)",
                       "ค่าไฟ/เน็ตสำนักงาน (Office utilities)", "ค่าทำบัญชี (Accounting)", "รวม (Total)"]
LIT_2568 = [88000, 72500, 105000, 64000, 91500, 110000, 78000, 96500, 84000, 96000]
RET_2568 = [42000, 42000, 42000, 48000, 48000, 48000, 54000, 54000, 54000, 54000]
DOC_2568 = [24500, 19800, 31200, 22600, 27400, 25900, 29300, 33800, 26700, 31200]
RENT_2568 = [18000] * 10
STAFF_2568 = [15000] * 10
TRAVEL_2568 = [6200, 4800, 7900, 5100, 6600, 8400, 5900, 7200, 6800, 9350]
SUPPLY_2568 = [3400, 2900, 4100, 3300, 3600, 3900, 3200, 4400, 3700, 5250]
UTIL_2568 = [3150, 3080, 3720, 4310, 4460, 3890, 3540, 3480, 3390, 3330]
ACC_2568 = [3500] * 10
LIT_2567 = [70000, 66500, 92000, 58000, 81000, 94500, 72000, 85500, 79000, 88000, 76500, 101000]
RET_2567 = [36000, 36000, 36000, 38000, 40000, 40000, 40000, 43500, 44000, 44000, 42000, 42000]
DOC_2567 = [21300, 18600, 27500, 19900, 24100, 22800, 25600, 28900, 23400, 26300, 24800, 30600]
RENT_2567 = [18000] * 12
STAFF_2567 = [14000] * 12
TRAVEL_2567 = [5400, 4600, 7100, 4700, 6100, 7800, 5300, 6600, 6200, 7400, 6900, 8100]
SUPPLY_2567 = [3100, 2700, 3800, 3000, 3300, 3600, 2900, 4000, 3400, 3900, 3500, 4600]
UTIL_2567 = [2890, 2810, 3460, 4020, 4150, 3610, 3280, 3220, 3150, 3090, 3010, 3120]
ACC_2567 = [3000] * 12


def _office_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับสำนักงานกฎหมายแก้วมณี ปี {year} (Kaewmanee Law Office income {year}, THB, ไม่รวม VAT)"])
    sheet.append(OFFICE_INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายสำนักงาน ปี {year} (Office expenses {year}, THB)"])
    sheet.append(OFFICE_COST_HEADERS)
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- household papers
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Kaewmanee\n"
    "Address: 19/3 Soi Prasan Maitri 2, Phra Bat, Mueang Lampang 52000\n"
    "Customer no. 020051187734\n"
    "Billing period: 16 Aug 2025 - 15 Sep 2025\n"
    "Meter reading: 31,204 -> 31,816   Units used: 612 kWh\n"
    "Energy charge 2,480.11  Ft 224.73  Service 24.62  VAT 7% 191.06\n"
    "AMOUNT DUE: 2,920.52 THB\n"
    "Due date: 29 Sep 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Kaewmanee\n"
    "Address: 19/3 Soi Prasan Maitri 2, Phra Bat, Mueang Lampang 52000\n"
    "Customer no. 020051187734\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 31,816 -> 32,364   Units used: 548 kWh\n"
    "Energy charge 2,197.12  Ft 201.23  Service 24.62  VAT 7% 169.61\n"
    "AMOUNT DUE: 2,592.58 THB\n"
    "Due date: 29 Oct 2025\n"
    "Previous bill 2,920.52 THB paid 24 Sep 2025. Thank you.",
]
MOTOR_RENEWAL = [
    "LANNA SURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Lampang Branch, Phahonyothin Road, Mueang Lampang\n"
    "1 November 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Thanakorn Kaewmanee\n"
    "Vehicle: Toyota Fortuner 2.4 (2021), registration 1 Kor Kho 5521 Lampang\n"
    "Policy no. LSM-25-0774120, current policy expires 30 Nov 2025\n"
    "\n"
    "Renewal: Class 1, sum insured 820,000 THB (last year 880,000 THB)\n"
    "No-claim discount 30%, deductible 0 THB, named drivers: 2\n"
    "Renewal premium: 19,350.42 THB incl. stamp duty and VAT (last year 18,722.65 THB)\n"
    "Compulsory insurance (CMI) is not included: 645.21 THB if bought with us.\n"
    "\n"
    "Please pay by 30 Nov 2025 to keep continuous cover.\n"
    "Pay by transfer, QR code, or 0% instalments (3 months) with partner credit cards.\n"
    "Agent: Khun Jintana 089-412-7730",
]
HOME_LOAN = [
    "LANNA SAVINGS BANK PUBLIC COMPANY LIMITED\n"
    "HOME LOAN STATEMENT - October 2025\n"
    "Borrowers: Mr. Thanakorn Kaewmanee and Mrs. Kamonwan Kaewmanee\n"
    "Loan account: HL-4402-18876   Property: 19/3 Soi Prasan Maitri 2, Mueang Lampang\n"
    "\n"
    "Original loan 2,100,000 THB (March 2023), term 25 years\n"
    "Interest rate: 3.95% fixed until 31 Mar 2026, then MRR - 1.50%\n"
    "Monthly instalment: 14,200 THB, debited on the 5th of each month\n"
    "\n"
    "Payment 5 Oct 2025: 14,200.00 (principal 9,978.12, interest 4,221.88)\n"
    "Outstanding principal as at 31 Oct 2025: 1,284,560.37 THB\n"
    "Next instalment: 5 Nov 2025\n"
    "\n"
    "Prepayment fee 3% of the amount prepaid if refinanced within 3 years.",
]
SCHOOL_TOP = ["โรงเรียนเขลางค์วิทยา อ.เมืองลำปาง จ.ลำปาง", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
              "นักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3 (English Program)  เลขประจำตัว 12054"]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียนโครงการ EP", "28,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,500"),
    ("ทัศนศึกษา เชียงใหม่ 2 วัน", "1,800"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "32,650"),
]
SCHOOL_BOTTOM = ["รวมทั้งสิ้น 32,650 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
                 "ชำระล่าช้าหลัง 30 พ.ย. 2568 ปรับ 200 บาท",
                 "โอนเข้าบัญชีโรงเรียน ธนาคารล้านนาออมทรัพย์ 402-2-10993-0 แล้วส่งสลิปทางไลน์ห้อง"]
KNEE_TOP = [
    "โรงพยาบาลลำปางเวชการ 99 ถ.ไฮเวย์ลำปาง-งาว อ.เมืองลำปาง จ.ลำปาง",
    "ใบประเมินค่าใช้จ่ายการรักษาล่วงหน้า  วันที่ 28 ต.ค. 2568",
    "ผู้ป่วย นางบุญเรือน แก้วมณี อายุ 68 ปี  HN 65-018874  สิทธิ ข้าราชการบำนาญ (เบิกจ่ายตรง)",
    "หัตถการ ผ่าตัดเปลี่ยนข้อเข่าเทียม ข้างขวา  นัดผ่าตัด 8 ธ.ค. 2568  นอนโรงพยาบาลประมาณ 5 คืน",
    "แพทย์ นพ.ศักดิ์ชัย ตั้งมั่น (ศัลยแพทย์กระดูกและข้อ)",
]
KNEE_TABLE = [
    ("รายการ", "ประมาณการ (บาท)"),
    ("ค่าห้องพักเดี่ยว 5 คืน x 3,500", "17,500"),
    ("ค่าแพทย์ผ่าตัดและค่าหัตถการ", "85,000"),
    ("ข้อเข่าเทียม", "95,000"),
    ("ค่ายาและเวชภัณฑ์", "32,000"),
    ("ค่าห้องผ่าตัดและวิสัญญี", "10,000"),
    ("กายภาพบำบัด", "9,000"),
    ("รวมค่าใช้จ่ายโดยประมาณ", "248,500"),
    ("เบิกได้ตามสิทธิข้าราชการ (อัตรากรมบัญชีกลาง) ประมาณ", "118,000"),
    ("ส่วนเกินสิทธิที่ผู้ป่วยชำระเอง ประมาณ", "130,500"),
]
KNEE_BOTTOM = [
    "วางเงินมัดจำ 50,000 บาท ในวันรับเข้าโรงพยาบาล (7 ธ.ค. 2568)",
    "เป็นการประมาณการเท่านั้น ค่าใช้จ่ายจริงอาจเปลี่ยนแปลงตามอาการ",
    "เจ้าหน้าที่ประเมินค่าใช้จ่าย คุณวิไลพร 054-237-900 ต่อ 2105",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(LIT_2568) + sum(RET_2568) + sum(DOC_2568)
    return [
        ("แผนสำนักงานกฎหมายแก้วมณี ปี 2569", "Kaewmanee Law Office - plan for 2026\nแหม่ม & ต้น  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท (ไม่รวม VAT)\n"
                         "ลูกความรีเทนเนอร์ 4 ราย + รุ่งเรืองก่อสร้างเริ่ม ธ.ค.\n"
                         "คดีที่ดินเพิ่มขึ้น งานพินัยกรรมชาวต่างชาติเพิ่มขึ้น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nรีเทนเนอร์ 6 ราย\nยื่นฟ้องผ่าน e-Filing ทุกคดี"),
        ("คนและที่ทำงาน", "รับนิติกรเพิ่ม 1 คน เงินเดือน 18,000 บาท เริ่ม ก.พ. 2569\n"
                          "ค่าเช่าตึกขึ้นเป็น 19,500 บาท/เดือน ตั้งแต่ ม.ค. 2569 (สัญญาใหม่ 3 ปี)"),
        ("อุปกรณ์", "เช่าเครื่องถ่ายเอกสารใหม่ แทนเครื่องเก่าที่เสียบ่อย\nเลือกระหว่างลำปางออฟฟิศกับ CopyPro"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สำนักงานกฎหมาย/ลูกความ/ป้าศรี ที่ดินแม่ทะ/สรุปคดี_ป้าศรี_ที่ดินแม่ทะ.md": """# สรุปคดี ป้าศรี (นางศรีนวล ปันแก้ว) – ที่ดินแม่ทะ

- โจทก์: นางศรีนวล ปันแก้ว อายุ 71 ปี (ติดต่อผ่านลูกชาย พี่เอก นายเอกชัย ปันแก้ว 081-774-3390)
- จำเลย: นายสมบูรณ์ ใจมา เพื่อนบ้านแปลงติดกันด้านทิศตะวันออก
- ที่ดิน: โฉนดเลขที่ 8812 ต.นาครัว อ.แม่ทะ เนื้อที่ 2-1-36 ไร่
- ข้อเท็จจริง: จำเลยสร้างโรงเก็บรถและรั้วคอนกรีตรุกล้ำเข้ามาประมาณ 48 ตารางวา (ผลรังวัด 12 มิ.ย. 2568)
- คดีหมายเลขดำที่ พ.1187/2568 ศาลจังหวัดลำปาง ยื่นฟ้อง 2 ก.ย. 2568
- ทุนทรัพย์ 1,250,000 บาท (ขับไล่ รื้อถอน + ค่าเสียหาย) ค่าขึ้นศาล 25,000 บาท
- ทนายผู้รับผิดชอบ: ทนายแหม่ม

## นัดศาล
- 20 พ.ย. 2568 09.00 น. นัดชี้สองสถาน / ไกล่เกลี่ย
- 14 ม.ค. 2569 สืบพยานโจทก์ (ป้าศรี พี่เอก ช่างรังวัด)
- 15 ม.ค. 2569 สืบพยานจำเลย

## การเจรจา
- ฝ่ายจำเลยเสนอจ่ายค่าที่ดินส่วนที่รุก 350,000 บาท แลกกับไม่ต้องรื้อ
- ป้าศรีบอกว่าต่ำกว่า 500,000 ไม่ยอม พี่เอกอยากให้จบในชั้นไกล่เกลี่ย

## ค่าใช้จ่าย
- มัดจำ 30,000 รับแล้ว 20 ส.ค. 2568
- ใบแจ้งหนี้ INV-68/041 คงค้าง 60,200 บาท
""",
    "สำนักงานกฎหมาย/ลูกความ/Hollis usufruct/email_David_Hollis_usufruct.txt": HOLLIS_EMAIL,
    "สำนักงานกฎหมาย/ลูกความ/รุ่งเรืองก่อสร้าง/แชทไลน์_พี่หนุ่ม_รุ่งเรือง.txt":
        """[17/10/68 16:20] ทนายแหม่ม: พี่หนุ่มคะ ส่งใบเสนอค่าที่ปรึกษาฉบับแก้ให้แล้วนะคะ เดือนละ 12,500 ยังไม่รวม vat ค่ะ
[17/10/68 18:45] หนุ่ม รุ่งเรืองก่อสร้าง: ได้รับแล้วครับ ขอเอาเข้าที่ประชุมหุ้นส่วนก่อน
[24/10/68 10:12] หนุ่ม รุ่งเรืองก่อสร้าง: ทนายครับ หุ้นส่วนว่ายังสูงไป ปีนี้งานประมูลน้อย ขอเดือนละหมื่นได้มั้ยครับ
[24/10/68 11:30] ทนายแหม่ม: หมื่นนึงหนูว่าน้อยไปค่ะพี่ งานสัญญาผู้รับเหมาช่วงเยอะ ขอเป็น 11,500 ได้มั้ยคะ
[24/10/68 13:05] หนุ่ม รุ่งเรืองก่อสร้าง: 11,000 ละกันครับ แล้วขอเริ่ม ธ.ค. เพราะ พ.ย. ยังมีทนายเก่าอยู่
[24/10/68 13:40] ทนายแหม่ม: โอเคค่ะ 11,000 ต่อเดือน บวก vat 7% เป็น 11,770 บาท ตรวจสัญญาไม่เกิน 5 ฉบับต่อเดือน เริ่ม 1 ธ.ค. 68 นะคะ
[24/10/68 13:42] หนุ่ม รุ่งเรืองก่อสร้าง: ตกลงครับ 11,770 ต่อเดือน ส่งสัญญามาให้เซ็นได้เลย
[3/11/68 09:15] หนุ่ม รุ่งเรืองก่อสร้าง: ทนายครับ สัญญาเซ็นแล้ว ให้เด็กไปส่งที่ออฟฟิศบ่ายนี้นะครับ
[3/11/68 09:20] ทนายแหม่ม: ขอบคุณค่ะพี่หนุ่ม
""",
    "สำนักงานกฎหมาย/ธุรการ/email_สำนักงานบัญชีเพ็ญศรี_ภพ30_ตค68.txt": """From: สำนักงานบัญชีเพ็ญศรี <pensri.acc@gmail.com>
To: ทนายกมลวรรณ <kamonwan@kaewmaneelaw.co.th>
Cc: ชนิดา <chanida.kml@gmail.com>
Date: Fri, 7 Nov 2025 14:05:33 +0700
Subject: ภ.พ.30 เดือนตุลาคม 2568 และเรื่องหัก ณ ที่จ่าย

เรียน ทนายแหม่ม

พี่เพ็ญสรุปภาษีมูลค่าเพิ่มเดือนตุลาคม 2568 ให้นะคะ
- ภาษีขาย (จากค่าบริการ 181,200 บาท) 12,684.00 บาท
- ภาษีซื้อ 2,842.00 บาท
- ภาษีที่ต้องชำระ 9,842.00 บาท

ยื่นแบบ ภ.พ.30 ผ่าน e-filing และชำระภายใน 23 พ.ย. 2568 ค่ะ (ถ้ายื่นกระดาษต้องภายใน 15 พ.ย.)

อีกเรื่อง ลูกค้ารายใหม่ Rungrueang Construction (หจก.รุ่งเรืองก่อสร้างลำปาง) ที่จะเริ่มจ้างรายเดือน
เดือน ธ.ค. เขาต้องหักภาษี ณ ที่จ่าย 3% จากค่าบริการก่อน VAT ฝากน้องฝ้ายขอหนังสือรับรอง 50 ทวิ ทุกเดือนด้วยนะคะ

ค่าทำบัญชีเดือน ต.ค. 3,500 บาท โอนเข้าบัญชีเดิมได้เลยค่ะ

เพ็ญศรี
สำนักงานบัญชีเพ็ญศรี โทร 081-885-2046
""",
    "สำนักงานกฎหมาย/ธุรการ/แชทไลน์_ทีมออฟฟิศ.txt": """[3/11/68 08:40] ฝ้าย: พี่แหม่มคะ เครื่องถ่ายเอกสารกระดาษติดอีกแล้ว ช่างบอกอะไหล่หมด
[3/11/68 08:52] ทนายแหม่ม: ขอใบเสนอราคาเช่าเครื่องใหม่มาเทียบ 2 เจ้าเลยฝ้าย เจ้าในเมืองกับ CopyPro เชียงใหม่
[5/11/68 15:10] ฝ้าย: ลำปางออฟฟิศส่งมาแล้วค่ะ เดือนละ 2,800 ยังไม่รวม vat ฟรี 2,000 แผ่น
[7/11/68 11:25] ฝ้าย: CopyPro ส่งมาแล้วค่ะ 3,150 รวม vat แล้ว ฟรี 3,000 แผ่น ไม่มีเงินประกัน
[7/11/68 11:40] ทนายต้น: เดือนนึงเราถ่ายประมาณ 2,500 แผ่น ลองคิดดูว่าเจ้าไหนคุ้มกว่า
[10/11/68 10:02] ฝ้าย: ป้าศรีโอนมาแล้ว 40,000 ค่ะ ออกใบเสร็จ RC-68/087 ให้แล้ว
[10/11/68 10:05] ทนายแหม่ม: ที่เหลือ 20,200 ป้าขอจ่ายกลาง ธ.ค. นะ จดไว้ด้วย
[11/11/68 16:30] ทนายต้น: พรุ่งนี้พี่ไปศาลเถิน ขอเบิกค่าน้ำมัน 800 นะ
[11/11/68 16:32] ฝ้าย: ได้ค่ะ อากรแสตมป์หมดแล้วนะคะ ซื้อเพิ่ม 1,000 บาทไหมคะ
[11/11/68 16:35] ทนายแหม่ม: ซื้อเลยฝ้าย
""",
    "สำนักงานกฎหมาย/ปฏิทินนัดศาล_พ.ย.-ธ.ค.68.md": """# ปฏิทินนัดศาล / นัดงาน พ.ย. – ธ.ค. 2568

| วันที่ | เวลา | สถานที่ | คดี / งาน | ลูกความ | ทนาย |
|---|---|---|---|---|---|
| 12 พ.ย. 68 | 09.00 | ศาลจังหวัดเถิน | พ.622/2568 ร้องขอตั้งผู้จัดการมรดก | ลุงแก้ว (นายแก้ว คำปัน) | ทนายต้น |
| 13 พ.ย. 68 | 09.00 | ศาลจังหวัดลำปาง | พ.955/2568 ผิดสัญญาจ้างเหมา สืบพยานโจทก์ | บริษัท ลำปางซีเมนต์บล็อก | ทนายต้น |
| 20 พ.ย. 68 | 09.00 | ศาลจังหวัดลำปาง | พ.1187/2568 ที่ดินแม่ทะ ชี้สองสถาน | ป้าศรี (นางศรีนวล ปันแก้ว) | ทนายแหม่ม |
| 26 พ.ย. 68 | 10.00 | สำนักงานที่ดิน สาขาห้างฉัตร | จดทะเบียนสิทธิเก็บกิน | Mr. David Hollis | ทนายแหม่ม |
| 4 ธ.ค. 68 | 13.30 | ศาลแขวงลำปาง | ผบ.301/2568 คดีเช็ค ไกล่เกลี่ย | เฮียชัย (นายวิชัย แซ่ตั้ง) | ทนายต้น |
| 11 ธ.ค. 68 | 09.00 | ศาลจังหวัดเถิน | พ.622/2568 ฟังคำสั่งตั้งผู้จัดการมรดก | ลุงแก้ว (นายแก้ว คำปัน) | ทนายแหม่ม |
| 18 ธ.ค. 68 | 09.00 | ศาลจังหวัดลำปาง | พ.955/2568 สืบพยานจำเลย | บริษัท ลำปางซีเมนต์บล็อก | ทนายต้น |

หมายเหตุ: 8 ธ.ค. ทนายต้นลา พาแม่ไปผ่าตัดเข่า ห้ามลงนัด
""",
    "สำนักงานกฎหมาย/กระเช้าปีใหม่ลูกความ_2569.md": """# กระเช้าปีใหม่ 2569 ให้ลูกความ

- ร้านกระเช้าบ้านดอกไม้ ถ.ทิพย์ช้าง ใบละ 1,200 บาท (แบบเล็ก 850)
- ลำปางซีเมนต์บล็อก – แบบใหญ่ 1
- หจก.รุ่งเรืองก่อสร้างลำปาง (พี่หนุ่ม) – แบบใหญ่ 1
- เฮียชัย – แบบใหญ่ 1
- ป้าศรี – แบบเล็ก 1 (ไปให้เองพร้อมปฏิทิน)
- Mr. & Mrs. Hollis – ไวน์ 1 ขวด ประมาณ 900
- สำนักงานบัญชีเพ็ญศรี – แบบเล็ก 1
- ส่งภายใน 26 ธ.ค. 2568
""",
    "บ้าน/แม่บุญเรือน/นัดหมอแม่.md": """# นัดหมอแม่บุญเรือน

- เข่าขวาเสื่อมมาก หมอศักดิ์ชัย แนะนำเปลี่ยนข้อเข่าเทียม
- 24 พ.ย. 2568 เจาะเลือด เอกซเรย์ปอด ตรวจหัวใจก่อนผ่าตัด 08.00 น. งดน้ำงดอาหาร
- 7 ธ.ค. 2568 เข้านอนโรงพยาบาล วางมัดจำ
- 8 ธ.ค. 2568 ผ่าตัด
- หลังผ่าตัด กายภาพอาทิตย์ละ 2 ครั้ง 6 สัปดาห์
- ต้องซื้อ walker กับเก้าอี้นั่งอาบน้ำ ประมาณ 2,400 บาท
""",
    "บ้าน/แชทไลน์_ครอบครัวแก้วมณี.txt": """[28 ต.ค. 68 19:10] ต้น: รพ.ประเมินค่าผ่าเข่าแม่มาแล้ว ส่วนที่เบิกไม่ได้ประมาณแสนสาม
[28 ต.ค. 68 19:14] แหม่ม: โอเค เอาจากเงินเก็บก้อนที่ไว้โปะบ้านก่อน
[28 ต.ค. 68 19:20] ย่าบุญ: แม่มีเงินบำนาญเก็บไว้ห้าหมื่น เอาไปวางมัดจำเลยลูก
[2 พ.ย. 68 20:05] แหม่ม: ภูมิ ค่าเทอมเทอม 2 แม่โอนแล้วนะ 32,650 ส่งสลิปให้ครูด้วย
[2 พ.ย. 68 20:11] ภูมิ: ครับแม่ ทัศนศึกษาเชียงใหม่ 4-5 ธ.ค. นะครับ
[3 พ.ย. 68 07:45] ต้น: ประกันรถส่งใบต่ออายุมาแล้ว ปีนี้แพงขึ้นอีก ทุนลดด้วย
[3 พ.ย. 68 07:50] แหม่ม: ลองขอราคาเจ้าอื่นเทียบก่อน ต้องต่อก่อน 30 พ.ย. นะ
[9 พ.ย. 68 21:30] ต้น: ค่าไฟบ้านเดือนที่แล้วลดลงหน่อย ปิดแอร์ห้องภูมิตอนกลางวันแล้ว
""",
}
TODO = {"todo.md": """- ยื่น ภ.พ.30 เดือน ต.ค. ก่อน 23 พ.ย.
- ต่อประกันรถ Fortuner ก่อน 30 พ.ย.
- ตัดสินใจเช่าเครื่องถ่ายเอกสาร (ลำปางออฟฟิศ หรือ CopyPro)
- เซ็นสัญญาเช่าตึกใหม่กับเจ๊พร ก่อน 15 ธ.ค.
- เตรียมเอกสารนัดที่ดินห้างฉัตร 26 พ.ย. (คุณเดวิด)
- พาแม่ไปตรวจก่อนผ่าตัด 24 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    office = docs / "สำนักงานกฎหมาย"
    quotes, fees, admin, books = office / "ใบเสนอราคา", office / "อัตราค่าบริการ", office / "ธุรการ", office / "บัญชี"
    sri, hollis, rr = (office / "ลูกความ" / "ป้าศรี ที่ดินแม่ทะ", office / "ลูกความ" / "Hollis usufruct",
                       office / "ลูกความ" / "รุ่งเรืองก่อสร้าง")
    home = docs / "บ้าน"
    for folder in (quotes, fees, admin, books, sri, hollis, rr, home / "Bills", home / "ประกันรถ",
                   home / "เงินกู้บ้าน", home / "ค่าเทอมภูมิ", home / "แม่บุญเรือน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_ร่าง.docx", RR_DRAFT, RR_DRAFT_TABLE,
               bottom=RR_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอค่าที่ปรึกษา_รุ่งเรืองก่อสร้าง_v2 final.docx", RR_FINAL, RR_FINAL_TABLE,
               bottom=RR_FINAL_BOTTOM)
    make_pdf(fees / "Kaewmanee_Law_Fee_Schedule_2025.pdf", FEES_2025)
    write_docx(fees / "อัตราค่าบริการ_สำนักงาน_2567.docx", FEES_2567_TOP, FEES_2567_TABLE, bottom=FEES_2567_BOTTOM)
    write_docx(sri / "ใบแจ้งหนี้_ป้าศรี_INV-68-041.docx", SRI_INVOICE_TOP, SRI_INVOICE_TABLE, bottom=SRI_INVOICE_BOTTOM)
    write_docx(sri / "ใบเสร็จรับเงิน_ป้าศรี_RC-68-087.docx", SRI_RECEIPT_TOP, SRI_RECEIPT_TABLE,
               bottom=SRI_RECEIPT_BOTTOM)
    make_pdf(hollis / "Engagement_Letter_Hollis_Will_and_Usufruct.pdf", HOLLIS_LETTER)
    write_docx(admin / "ใบเสนอราคา_เครื่องถ่ายเอกสาร_ลำปางออฟฟิศ.docx", COPIER_LOCAL, COPIER_LOCAL_TABLE,
               bottom=COPIER_LOCAL_BOTTOM)
    make_pdf(admin / "CopyPro_Copier_Rental_Quotation.pdf", COPIER_CPN)
    write_docx(admin / "หนังสือแจ้งปรับค่าเช่าตึกแถว 2569.docx", RENT_LETTER)
    write_docx(admin / "หนังสือทวงถาม_เฮียชัย_เช็คคืน.docx", DEMAND_LETTER)
    _office_book(books / "รายรับรายจ่ายสำนักงาน_2568.xlsx", "2568", [LIT_2568, RET_2568, DOC_2568],
                 [RENT_2568, STAFF_2568, TRAVEL_2568, SUPPLY_2568, UTIL_2568, ACC_2568])
    _office_book(books / "รายรับรายจ่ายสำนักงาน_2567.xlsx", "2567", [LIT_2567, RET_2567, DOC_2567],
                 [RENT_2567, STAFF_2567, TRAVEL_2567, SUPPLY_2567, UTIL_2567, ACC_2567])
    write_slides(office / "แผนสำนักงาน 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกันรถ" / "LannaSure_motor_renewal_2025.pdf", MOTOR_RENEWAL)
    make_pdf(home / "เงินกู้บ้าน" / "HomeLoan_Statement_Oct2025.pdf", HOME_LOAN)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_ม.2_เทอม2-2568.docx", SCHOOL_TOP, SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    write_docx(home / "แม่บุญเรือน" / "ใบประเมินค่าผ่าตัดเข่า_แม่บุญเรือน.docx", KNEE_TOP, KNEE_TABLE,
               bottom=KNEE_BOTTOM)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
