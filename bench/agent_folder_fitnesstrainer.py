"""The fitnesstrainer folder: the papers of a Thai freelance personal trainer and his household, written by code.

The owner is ธนากร ศรีสุข (โค้ชต้น, Coach Ton, Thanakorn Srisuk) of "FitWork by Coach Ton", 215/7 ถ.กลางเมือง
ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น. He trains private clients one-to-one, runs a bootcamp on Tuesday, Thursday and
Saturday mornings at สวนสาธารณะบึงแก่นนคร, runs office fitness programmes for companies, and sells weekly meal
plans that his wife นภัสสร (แนน) cooks. Their son น้องภูมิ (ด.ช.ภูมิพัฒน์) is in ป.3, his father สมศักดิ์ (พ่อ)
needs a knee replacement, his sister is พี่โอ๋. It is November 2568 (2025).

Documents/FitWork โค้ชต้น/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อีสานซอฟต์_ร่าง.docx: draft quote QT-FW-68-07 (20 ต.ค. 2568) to บริษัท อีสานซอฟต์ จำกัด,
  office fitness 24 sessions at 2,500 (60,000) + InBody 30 staff x 2 at 75 (4,500), total 64,500 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_อีสานซอฟต์_final v2.docx: the final of the same quote (28 ต.ค. 2568) to คุณพิมพ์ชนก
  แสงทอง: 24 sessions at 2,800 (67,200) + InBody 35 x 2 at 60 (4,200), total 71,400, deposit 30% 21,420,
  balance 49,980, start 17 พ.ย. 2568.
- ใบเสนอราคา/Quote_KKSportsPro_bootcamp gear.pdf: English quote KSP-QT-25-1184 from KK Sports Pro Co., Ltd. for
  the bootcamp kit (kettlebells, battle ropes, 20 mats, ladders): 27,640 + VAT 1,934.80 = 29,574.80.
- ใบเสนอราคา/ใบเสนอราคา_เฮงสปอร์ต_อุปกรณ์บูทแคมป์.docx: ร้านเฮงสปอร์ต's quote for the same kit, 27,280 + delivery
  300 = 27,580 (no VAT), deposit 50% 13,790.
- ราคา/Rates_CoachTon_2025.pdf: English rate card 2025: PT 900/session, 10-pack 8,000, 20-pack 15,000, couple
  1,400, bootcamp 1,500/month, drop-in 200, meal plan 5 days 1,350, 20 days 5,200.
- ราคา/เรทราคา_โค้ชต้น_2567.docx: last year's rate card in Thai: PT 800, 10 ครั้ง 7,000, 20 ครั้ง 13,000, คู่ 1,200,
  บูทแคมป์ 1,200/เดือน, drop-in 150, มีลแพลน 5 วัน 1,200, 20 วัน 4,600.
- เอกสาร/หนังสือ_เทศบาลนครขอนแก่น_ขอใช้พื้นที่บึงแก่นนคร.docx: the city's permit for the park lawn, 1 พ.ย. 2568 –
  31 ม.ค. 2569, 600 บาท/เดือน, 1,800 for three months, pay by 14 พ.ย. 2568, at most 35 people, a complaint about
  equipment on the running track.
- เอกสาร/TFPA_certificate_renewal_2025.pdf: Thai Fitness Professionals Association renewal notice: certificate
  TFPA-CPT-4471 expires 31 Dec 2025, fee 2,500 (late fee 1,000), 20 CEC hours needed, 14 recorded, a 6-CEC
  workshop on 29-30 Nov 2025 costs 3,200.
- เอกสาร/email_MuscleHub_studio rent_10-11-2025.txt: email from Muscle Hub Khon Kaen: rent their floor for PT
  clients at 250 THB per client visit, or 4,500 THB a month flat (weekdays 6:00-16:00), from 1 Dec 2025, reply by
  25 Nov 2025.
- Meal plan/KKPackaging_invoice_INV6811-052.pdf: English invoice of Khon Kaen Packaging Co., Ltd. (4 Nov 2025):
  7,500.00 + VAT 525.00 = 8,025.00, less deposit 2,000.00, balance 6,025.00 due 18 Nov 2025.
- Meal plan/ใบเสร็จ_ขอนแก่นแพ็คเกจจิ้ง_RC6811-031.docx: the Thai receipt of the same order from บริษัท
  ขอนแก่นแพ็คเกจจิ้ง จำกัด: 6,025.00 received 12 พ.ย. 2568.
- Meal plan/เมนูมีลแพลน_พ.ย.68.md: แนน's November menu, kcal and cost per box (average 64 บาท, sold at 135).
- Meal plan/ออเดอร์มีลแพลน 10-16 พ.ย.68.md: one week's meal-plan orders, 8 customers, 86 boxes, 2,700 unpaid.
- บัญชี/รายรับรายจ่าย_FitWork_2568.xlsx: this year's book, two sheets (income by month: PT, bootcamp, meal plan,
  corporate; expenses by month: ingredients, packaging, delivery, equipment, park and ads), January to October.
- บัญชี/รายรับรายจ่าย_FitWork_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/PT clients sessions left Nov68.xlsx: PT clients by full name and nickname, package, sessions used and
  left, expiry (วราภรณ์ ทองดี = พี่หมวย, 7 left, expires 3/02/69).
- บัญชี/bootcamp_attendance_Oct2025.md: October sessions: 12 held (16 Oct rained off), 223 visits, 31 drop-ins
  = 6,200, 22 members x 1,500 = 33,000, 39,200 in all.
- แชท/แชทไลน์_คุณบีม_อีสานซอฟต์.txt: LINE chat with the HR buyer (บีม): budget 65,000; 67,800 and 63,600 offered;
  settled on 26 sessions at 2,500 = 65,000, deposit 19,500 transferred 7 พ.ย.
- แชท/แชทไลน์_กลุ่มบูทแคมป์บึงแก่น.txt: the bootcamp group: 1,800 proposed, 1,600 asked, settled 1,700 a month
  from 1 ม.ค. 2569 (3 months ahead 4,800).
- แชท/LINE_พี่หมวย_แพ็กใหม่.txt: a LINE export with พี่หมวย: 20-pack 15,000, she asks 13,500, 14,500 offered,
  settled 14,200 paid 12/11/2568.
- แผนธุรกิจ FitWork 2569.pptx: slides, the plan for next year (1,100,000 target, kit budget 28,000).
- สูตรโปรตีนบอล.md: a protein-ball recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (412 kWh, 2,176.88, due 3 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (389 kWh,
  2,053.91, due 3 Nov 2025): English electricity bills.
- ประกัน/ต่อประกันรถ_DMax_2568.docx: car insurance renewal from บริษัท สยามมิตรประกันภัย: class 2+ premium 9,480
  (last year 8,990), pay by 25 พ.ย. 2568, policy ends 30 พ.ย. 2568; class 1 would be 19,850.
- ค่าเทอม/ค่าเทอม_น้องภูมิ_เทอม2-2568.docx: school fee notice, 22,850 by 14 พ.ย. 2568.
- พ่อ/KaenNakhon_Hospital_estimate_knee_Nov2025.pdf: English cost estimate for the father's right knee
  replacement: 179,500, deposit 50,000 on admission 2 Dec 2025, surgery 3 Dec 2025.
- พ่อ/นัดหมอพ่อ.md: notes on the father's knee: the government hospital's queue and the private option.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), with the car loan 11,900.
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FW_TOP = ("FitWork by Coach Ton (ธนากร ศรีสุข) 215/7 ถ.กลางเมือง ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 "
          "โทร 089-614-2275  LINE @fitworkkk")

# ---------------------------------------------------------------- office programme quotes
ISAN_DRAFT = [
    FW_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-FW-68-07",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน ฝ่ายทรัพยากรบุคคล บริษัท อีสานซอฟต์ จำกัด อาคารแก่นนครทาวเวอร์ ชั้น 6 ถ.มิตรภาพ อ.เมืองขอนแก่น",
    "เรื่อง โปรแกรมออกกำลังกายในสำนักงาน (Office Fit 12 สัปดาห์) สัปดาห์ละ 2 ครั้ง ครั้งละ 60 นาที",
]
ISAN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลาสออกกำลังกายกลุ่มในสำนักงาน (ไม่เกิน 30 คน)", "24 ครั้ง", "2,500", "60,000"),
    ("วัดองค์ประกอบร่างกาย InBody ก่อน-หลังโปรแกรม", "30 คน x 2 ครั้ง", "75", "4,500"),
    ("รวมทั้งสิ้น", "", "", "64,500"),
]
ISAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 64,500 บาท (หกหมื่นสี่พันห้าร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง ถามแนนเรื่องเพิ่มคนวัด InBody ก่อน",
]
ISAN_FINAL = [
    FW_TOP,
    "ใบเสนอราคา  เลขที่ QT-FW-68-07 (แก้ไขครั้งที่ 2)",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน คุณพิมพ์ชนก แสงทอง ผู้จัดการฝ่ายทรัพยากรบุคคล บริษัท อีสานซอฟต์ จำกัด",
    "เรื่อง โปรแกรมออกกำลังกายในสำนักงาน (Office Fit 12 สัปดาห์) วันอังคารและพฤหัสบดี 17.30-18.30 น. "
    "เริ่ม 17 พฤศจิกายน 2568",
]
ISAN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลาสออกกำลังกายกลุ่มในสำนักงาน (ไม่เกิน 35 คน) พร้อมอุปกรณ์", "24 ครั้ง", "2,800", "67,200"),
    ("วัดองค์ประกอบร่างกาย InBody ก่อน-หลังโปรแกรม", "35 คน x 2 ครั้ง", "60", "4,200"),
    ("รวมทั้งสิ้น", "", "", "71,400"),
]
ISAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 71,400 บาท (เจ็ดหมื่นหนึ่งพันสี่ร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 21,420 บาท เมื่อตอบรับใบเสนอราคา ส่วนที่เหลือ 49,980 บาท "
    "ชำระเมื่อจบโปรแกรม",
    "บริษัทหักภาษี ณ ที่จ่าย 3% ได้ ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ธนากร ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- bootcamp kit quotes
KSP_QUOTE = [
    "KK SPORTS PRO CO., LTD.\n"
    "Fitness equipment for gyms and trainers - 88 Sri Chan Road, Mueang Khon Kaen 40000  Tel. 043-225-870\n"
    "QUOTATION No. KSP-QT-25-1184        Date: 3 Nov 2025\n"
    "To: Mr. Thanakorn Srisuk (FitWork by Coach Ton), Khon Kaen\n"
    "Re: outdoor bootcamp equipment set\n"
    "\n"
    "Item                              Qty       Unit price   Amount\n"
    "Kettlebell, cast iron, 12 kg       8 pcs    1,150.00     9,200.00\n"
    "Kettlebell, cast iron, 16 kg       4 pcs    1,490.00     5,960.00\n"
    "Battle rope 38 mm x 9 m            2 pcs    1,890.00     3,780.00\n"
    "Exercise mat NBR 10 mm            20 pcs      390.00     7,800.00\n"
    "Agility ladder 6 m                 2 sets     450.00       900.00\n"
    "\n"
    "Subtotal                                                27,640.00\n"
    "VAT 7%                                                   1,934.80\n"
    "GRAND TOTAL                                             29,574.80 THB\n"
    "\n"
    "Free delivery in Mueang Khon Kaen. Delivery 7 days after order.\n"
    "Payment: full amount on delivery. Warranty: 1 year on ropes and mats.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Nattapong (Ball) 081-330-4512",
]
HENG_QUOTE = [
    "ร้านเฮงสปอร์ต อุปกรณ์กีฬาและฟิตเนส",
    "12/4 ถ.หน้าเมือง ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น โทร 043-241-336",
    "ใบเสนอราคา เลขที่ 2568/219  วันที่ 5 พ.ย. 2568",
    "เรียน คุณธนากร ศรีสุข",
    "เรื่อง ชุดอุปกรณ์บูทแคมป์กลางแจ้ง",
]
HENG_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เคตเทิลเบล เหล็กหล่อ 12 กก.", "8 ลูก", "1,050", "8,400"),
    ("เคตเทิลเบล เหล็กหล่อ 16 กก.", "4 ลูก", "1,380", "5,520"),
    ("เชือกสะบัด (Battle rope) 9 ม.", "2 เส้น", "2,100", "4,200"),
    ("เสื่อโยคะ NBR หนา 10 มม.", "20 ผืน", "420", "8,400"),
    ("บันไดฝึกความคล่องตัว", "2 ชุด", "380", "760"),
    ("รวมค่าสินค้า", "", "", "27,280"),
    ("ค่าขนส่ง", "", "", "300"),
    ("รวมทั้งสิ้น", "", "", "27,580"),
]
HENG_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 27,580 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 13,790 บาท ของเข้าภายใน 10-14 วัน",
    "รับประกันเชือกและเสื่อ 6 เดือน",
    "เฮียเฮง (นายเฮง แซ่ลิ้ม) 081-870-2291",
]

# ---------------------------------------------------------------- rate cards
RATES_2025 = [
    "FITWORK BY COACH TON - RATE CARD 2025\n"
    "Personal training, bootcamp and meal plans in Khon Kaen\n"
    "Valid 1 January 2025 - 31 December 2025. All prices in THB.\n"
    "\n"
    "PERSONAL TRAINING (60 min, at your condo gym or in the park)\n"
    "  Single session ............................ 900 THB\n"
    "  10-session pack (use within 3 months) ..... 8,000 THB\n"
    "  20-session pack (use within 6 months) ..... 15,000 THB\n"
    "  Couple session (2 people) ................. 1,400 THB per session\n"
    "\n"
    "PARK BOOTCAMP (Bueng Kaen Nakhon, Tue/Thu/Sat 6:00-7:00)\n"
    "  Monthly membership, unlimited ............. 1,500 THB/month\n"
    "  Drop-in ................................... 200 THB/session\n"
    "\n"
    "MEAL PLAN (lunch + dinner, delivered in Mueang Khon Kaen)\n"
    "  5 days (10 boxes) ......................... 1,350 THB\n"
    "  20 days (40 boxes) ........................ 5,200 THB\n"
    "\n"
    "Body composition test (InBody) .............. 150 THB\n"
    "Packs are not refundable. Missed sessions without 12 hours notice are counted as used.\n"
    "Contact: Coach Ton 089-614-2275, LINE @fitworkkk",
]
RATES_2567 = ["FitWork by โค้ชต้น", "เรทราคา ปี 2567 (ม.ค. – ธ.ค. 2567)", "ราคาเป็นบาท"]
RATES_2567_TABLE = [
    ("บริการ", "ราคา"),
    ("เทรนส่วนตัว รายครั้ง (60 นาที)", "800 บาท/ครั้ง"),
    ("แพ็กเกจ 10 ครั้ง (ใช้ภายใน 3 เดือน)", "7,000 บาท"),
    ("แพ็กเกจ 20 ครั้ง (ใช้ภายใน 6 เดือน)", "13,000 บาท"),
    ("เทรนคู่ (2 คน)", "1,200 บาท/ครั้ง"),
    ("บูทแคมป์บึงแก่นนคร รายเดือน", "1,200 บาท/เดือน"),
    ("บูทแคมป์ drop-in", "150 บาท/ครั้ง"),
    ("มีลแพลน 5 วัน (10 กล่อง)", "1,200 บาท"),
    ("มีลแพลน 20 วัน (40 กล่อง)", "4,600 บาท"),
]
RATES_2567_BOTTOM = ["แพ็กเกจไม่คืนเงิน ยกเลิกก่อน 12 ชม. ไม่ตัดครั้ง", "ติดต่อ โค้ชต้น 089-614-2275"]

# ---------------------------------------------------------------- papers
PARK_LETTER = [
    "เทศบาลนครขอนแก่น",
    "ที่ ขก 52001/3391",
    "3 พฤศจิกายน 2568",
    "เรื่อง อนุญาตให้ใช้พื้นที่สวนสาธารณะบึงแก่นนครจัดกิจกรรมออกกำลังกาย",
    "เรียน นายธนากร ศรีสุข",
    "ตามที่ท่านยื่นคำขอใช้พื้นที่สวนสาธารณะบึงแก่นนครเพื่อจัดกิจกรรมออกกำลังกายแบบกลุ่ม (บูทแคมป์) นั้น "
    "เทศบาลนครขอนแก่นอนุญาตให้ใช้พื้นที่ลานหญ้าด้านทิศตะวันออก วันอังคาร พฤหัสบดี และเสาร์ เวลา 05.30-07.30 น. "
    "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 มกราคม 2569",
    "ค่าธรรมเนียมการใช้พื้นที่เดือนละ 600 บาท รวม 3 เดือน เป็นเงิน 1,800 บาท "
    "ขอให้ชำระที่กองสวัสดิการสังคม ภายในวันที่ 14 พฤศจิกายน 2568",
    "เงื่อนไข: ผู้เข้าร่วมไม่เกิน 35 คนต่อครั้ง ห้ามใช้เครื่องขยายเสียงก่อนเวลา 06.00 น. "
    "และเก็บอุปกรณ์ทั้งหมดออกจากพื้นที่หลังเลิกกิจกรรม",
    "ทั้งนี้ เทศบาลได้รับเรื่องร้องเรียนว่ามีการวางอุปกรณ์กีดขวางทางวิ่งรอบบึง "
    "ขอให้ท่านกำชับผู้เข้าร่วมไม่วางอุปกรณ์บนทางวิ่ง หากฝ่าฝืนเทศบาลอาจยกเลิกการอนุญาต",
    "จึงเรียนมาเพื่อทราบและปฏิบัติ",
    "ขอแสดงความนับถือ",
    "นางสาวอรุณี ภูมิพันธ์ ผู้อำนวยการกองสวัสดิการสังคม ปฏิบัติราชการแทนนายกเทศมนตรีนครขอนแก่น",
]
TFPA_NOTICE = [
    "THAI FITNESS PROFESSIONALS ASSOCIATION (TFPA)\n"
    "Certification Office, Bangkok  |  www.tfpa.or.th\n"
    "\n"
    "20 October 2025\n"
    "CERTIFICATE RENEWAL NOTICE\n"
    "\n"
    "Dear Mr. Thanakorn Srisuk,\n"
    "Certified Personal Trainer, certificate no. TFPA-CPT-4471\n"
    "\n"
    "Your certificate expires on 31 Dec 2025. To renew it for two more years you need:\n"
    "1. 20 continuing education credits (CEC) earned in 2024-2025. Our records show 14 CEC,\n"
    "   so 6 more CEC are needed.\n"
    "2. A valid CPR/AED certificate (yours is valid until 15 Mar 2026).\n"
    "3. The renewal fee of 2,500 THB, paid by 31 Dec 2025. A late fee of 1,000 THB is added\n"
    "   for renewals received in January 2026. After 31 Jan 2026 the certificate lapses\n"
    "   and the full exam must be taken again.\n"
    "\n"
    "Upcoming CEC workshop near you:\n"
    "Functional Training for Seniors - Khon Kaen, 29-30 Nov 2025, 6 CEC, fee 3,200 THB\n"
    "(members' early rate 2,800 THB before 15 Nov 2025).\n"
    "\n"
    "Renew online at www.tfpa.or.th/renew or by transfer to the association's account.\n"
    "Certification Office",
]
MUSCLEHUB_EMAIL = """From: Kanokwan Pholsri <manager@musclehubkk.com>
To: coachton.fitwork@gmail.com
Date: Mon, 10 Nov 2025 14:26
Subject: Studio rent for your PT clients from December

Hi Coach Ton,

Thanks for dropping by last week. As promised, here is our offer for using the Muscle Hub Khon Kaen
floor (2nd floor, Prachasamran Road) with your own personal-training clients from 1 Dec 2025:

Option A: 250 THB per client visit, any time we are open (6:00-22:00). No minimum.
Option B: a flat 4,500 THB a month, unlimited visits, but weekdays 6:00-16:00 only.
          Evenings and weekends are then 150 THB per client visit.

Lockers and towels for your clients are included in both options. You keep your own client fees;
we only ask that your clients sign our waiver on the first visit.

If you train about 18 client sessions a month with us, option A would be 4,500 THB too, so option B
only pays off if you bring more than that in the daytime.

Please let me know which option you prefer by 25 Nov 2025 so I can put you on the trainer board.

Best,
Kanokwan (Kwan)
Manager, Muscle Hub Khon Kaen
082-447-6190
"""
PACK_INVOICE = [
    "KHON KAEN PACKAGING CO., LTD.\n"
    "Food packaging and printed labels - 301 Moo 15, Mittraphap Road, Mueang Khon Kaen 40000\n"
    "Tax ID 0405561002318   Tel. 043-306-552\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV6811-052\n"
    "Date: 4 Nov 2025                 Due date: 18 Nov 2025\n"
    "Customer: FitWork by Coach Ton (Mr. Thanakorn Srisuk), 215/7 Klang Mueang Road, Khon Kaen\n"
    "\n"
    "Item                                        Qty        Unit price   Amount\n"
    "Microwave food box, 2 compartments         1,000 pcs    3.20       3,200.00\n"
    "Soup cup 16 oz with lid                      500 pcs    2.60       1,300.00\n"
    "Printed label 'Coach Ton Meal'             2,000 pcs    0.45         900.00\n"
    "Insulated delivery bag                         6 pcs  350.00       2,100.00\n"
    "\n"
    "Subtotal                                                           7,500.00\n"
    "VAT 7%                                                               525.00\n"
    "Total                                                              8,025.00\n"
    "Less deposit paid 28 Oct 2025                                     -2,000.00\n"
    "BALANCE DUE                                                        6,025.00 THB\n"
    "\n"
    "Please transfer to Kasikornbank, Khon Kaen Packaging Co., Ltd., account 512-2-18844-7.",
]
PACK_RECEIPT = [
    "บริษัท ขอนแก่นแพ็คเกจจิ้ง จำกัด (สำนักงานใหญ่)",
    "301 หมู่ 15 ถ.มิตรภาพ อ.เมืองขอนแก่น จ.ขอนแก่น 40000  เลขประจำตัวผู้เสียภาษี 0405561002318",
    "ใบเสร็จรับเงิน  เลขที่ RC6811-031",
    "วันที่ 12 พ.ย. 2568",
    "ได้รับเงินจาก คุณธนากร ศรีสุข (FitWork by Coach Ton)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV6811-052 ลงวันที่ 04/11/68",
]
PACK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "8,025.00"),
    ("หัก เงินมัดจำรับแล้ว 28/10/68", "2,000.00"),
    ("รับชำระครั้งนี้", "6,025.00"),
]
PACK_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกสิกรไทย จำนวน 6,025.00 บาท (หกพันยี่สิบห้าบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวจันทร์เพ็ญ ศรีวงศ์ ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "เทรนส่วนตัว (PT)", "บูทแคมป์ (Bootcamp)", "มีลแพลน (Meal plan)",
                  "องค์กร (Corporate)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "วัตถุดิบ (Ingredients)", "บรรจุภัณฑ์ (Packaging)", "ค่าส่ง (Delivery)",
                   "อุปกรณ์ (Equipment)", "ค่าพื้นที่/โฆษณา (Park fee, ads)", "รวม (Total)"]
INCOME_2568 = [
    [38400, 36000, 41600, 39200, 35200, 37600, 40800, 42400, 39900, 44800],
    [31500, 30000, 34500, 27000, 21000, 19500, 22500, 25500, 28500, 39200],
    [18900, 21600, 24300, 22950, 25650, 28350, 29700, 31050, 32400, 35100],
    [0, 0, 24000, 24000, 24000, 0, 0, 18000, 18000, 18000],
]
EXPENSES_2568 = [
    [8700, 9900, 11200, 10500, 11800, 13000, 13600, 14200, 14900, 16100],
    [1650, 1880, 2120, 2010, 2240, 2480, 2600, 2710, 2830, 3060],
    [1900, 2150, 2420, 2300, 2560, 2830, 2960, 3090, 3220, 3490],
    [0, 2450, 0, 0, 5890, 0, 1290, 0, 0, 3350],
    [2300, 2300, 2800, 2300, 2300, 2300, 2800, 2300, 2300, 2800],
]
INCOME_2567 = [
    [30400, 28800, 33600, 31200, 27200, 29600, 32000, 34400, 31200, 35200, 36800, 33600],
    [24000, 22800, 26400, 20400, 15600, 14400, 16800, 19200, 21600, 24000, 26400, 22800],
    [9600, 10800, 12000, 11400, 13200, 14400, 15600, 16800, 18000, 19200, 20400, 18000],
    [0, 0, 0, 0, 0, 0, 0, 0, 15000, 15000, 15000, 0],
]
EXPENSES_2567 = [
    [4600, 5100, 5700, 5400, 6300, 6800, 7300, 7900, 8400, 9000, 9500, 8300],
    [880, 960, 1070, 1010, 1180, 1270, 1360, 1450, 1560, 1650, 1720, 1540],
    [1150, 1240, 1390, 1320, 1520, 1640, 1780, 1900, 2010, 2150, 2260, 2040],
    [3200, 0, 0, 1850, 0, 0, 0, 4300, 0, 0, 0, 2650],
    [1800, 1800, 2300, 1800, 1800, 1800, 2300, 1800, 1800, 2300, 1800, 1800],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ FitWork by Coach Ton ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย FitWork by Coach Ton ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


PT_CLIENTS = [
    ("ชื่อ-สกุล (Client)", "ชื่อเล่น (Nickname)", "แพ็กเกจ (Package)", "วันที่ซื้อ (Bought)", "ใช้ไป (Used)",
     "คงเหลือ (Left)", "หมดอายุ (Expires)", "หมายเหตุ (Note)"),
    ("วราภรณ์ ทองดี", "พี่หมวย", "20 ครั้ง", "3/08/68", 13, 7, "3/02/69", "ลดน้ำหนัก เข่าซ้ายไม่ค่อยดี"),
    ("David Miller", "David", "10 ครั้ง", "15/09/68", 6, 4, "15/12/68", "English only, condo gym Nimman"),
    ("ปิยะพงษ์ แซ่ตั้ง", "เฮียบอย", "10 ครั้ง", "1/10/68", 3, 7, "1/01/69", "เพิ่มกล้าม ก่อนแต่งงาน"),
    ("สุรเชษฐ์ และ กัญญา บุญเรือง", "ป๊อป-กิ๊ฟ", "เทรนคู่ 10 ครั้ง", "20/09/68", 5, 5, "20/12/68", "ครั้งละ 1,400"),
    ("ณัฐธิดา พรหมมา", "น้องเฟิร์น", "รายครั้ง", "-", 4, 0, "-", "จ่ายครั้งละ 900 มาบูทแคมป์ด้วย"),
    ("Yuki Tanaka", "Yuki", "20 ครั้ง", "2/07/68", 17, 3, "2/01/69", "Japanese teacher, mornings"),
]


def _pt_clients(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "PT พ.ย.68"
    sheet.append(["ลูกค้า PT ครั้งคงเหลือ ณ 1 พ.ย. 2568 (PT clients, sessions left)"])
    for row in PT_CLIENTS:
        sheet.append(list(row))
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2318.40, "PEA"), ("ค่าน้ำประปา (Water)", 285, ""),
                ("อินเทอร์เน็ต (Internet)", 641.93, "3BB"), ("ค่ากับข้าว (Food)", 9800, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4600, "D-Max ส่งมีลแพลน"), ("ผ่อนรถ D-Max (Car loan)", 11900, "งวดที่ 29/60"),
                ("ประกันชีวิตแนน (Life insurance)", 2150, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1200, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2176.88, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 270, ""),
                ("อินเทอร์เน็ต (Internet)", 641.93, "3BB"), ("ค่ากับข้าว (Food)", 10250, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4850, "D-Max ส่งมีลแพลน"), ("ผ่อนรถ D-Max (Car loan)", 11900, "งวดที่ 30/60"),
                ("ประกันชีวิตแนน (Life insurance)", 2150, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1200, ""), ("ชุดว่ายน้ำภูมิ (Swimsuit)", 690, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2053.91, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 255, ""),
                ("อินเทอร์เน็ต (Internet)", 641.93, "3BB"), ("ค่ากับข้าว (Food)", 9950, ""),
                ("ค่าน้ำมันรถ (Petrol)", 5120, "D-Max ส่งมีลแพลน"), ("ผ่อนรถ D-Max (Car loan)", 11900, "งวดที่ 31/60"),
                ("ประกันชีวิตแนน (Life insurance)", 2150, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่ายา + เอกซเรย์เข่าพ่อ (Dad's medicine, X-ray)", 2860, "รพ.ศรีนครินทร์")],
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
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Thanakorn Srisuk\n"
        "Address: 215/7 Klang Mueang Road, Nai Mueang, Mueang Khon Kaen 40000\n"
        "Customer no. 020071953306   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("20 Aug 2025 - 19 Sep 2025", "31,207 -> 31,619", 412, "1,832.60", "163.65", "142.41",
                    "2,176.88", "3 Oct 2025")
PEA_OCT = _pea_bill("20 Sep 2025 - 19 Oct 2025", "31,619 -> 32,008", 389, "1,726.81", "154.51", "134.37",
                    "2,053.91", "3 Nov 2025")
CAR_INSURANCE = [
    "บริษัท สยามมิตรประกันภัย จำกัด (มหาชน) สาขาขอนแก่น",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณธนากร ศรีสุข",
    "รถยนต์ ISUZU D-MAX SPACECAB 1.9 ทะเบียน 1กข 4821 ขอนแก่น  กรมธรรม์เดิมเลขที่ SM-68-0417725 "
    "สิ้นสุดความคุ้มครอง 30 พฤศจิกายน 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 2+ (แผนเดิม) ซ่อมอู่", "350,000", "9,480"),
    ("ชั้น 1 ซ่อมอู่", "480,000", "19,850"),
    ("ปีที่แล้ว ชั้น 2+ (อ้างอิง)", "380,000", "8,990"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันชั้น 2+ ปีนี้ 9,480 บาท ได้รวมส่วนลดประวัติดี 10% แล้ว",
    "กรุณาชำระเบี้ยภายในวันที่ 25 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง ผ่อน 0% 3 เดือนได้ด้วยบัตรเครดิต",
    "ตัวแทน คุณสุนันทา (ตัวแทนเลขที่ 6201-3382) โทร 086-554-1209",
]
FEES = (
    ["โรงเรียนสาธิตแก่นวิทยา อ.เมืองขอนแก่น จ.ขอนแก่น", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ศรีสุข  ชั้น ป.3/2  เลขประจำตัว 41265"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
     ("ค่ากิจกรรมว่ายน้ำ", "1,800"), ("ค่าประกันอุบัติเหตุ", "350"), ("รวม", "22,850")],
    ["รวมทั้งสิ้น 22,850 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 50 บาท",
     "เปิดภาคเรียน 3 พฤศจิกายน 2568"],
)
HOSPITAL_ESTIMATE = [
    "KAEN NAKHON HOSPITAL\n"
    "Orthopaedic Centre - 77 Si Chan Road, Mueang Khon Kaen 40000  Tel. 043-270-999\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                          Date: Nov 6, 2025\n"
    "Patient: Mr. Somsak Srisuk, age 67        HN 68-114502\n"
    "Procedure: Total knee replacement (right knee)\n"
    "Surgeon: Dr. Anucha Wongkaew\n"
    "Planned admission: 2 Dec 2025, surgery 3 Dec 2025, expected stay 4 nights\n"
    "\n"
    "Room (standard single), 4 nights x 3,500 .............. 14,000\n"
    "Surgeon, anaesthesia and operating room ................ 85,000\n"
    "Knee implant (standard) ................................ 62,000\n"
    "Medicines and supplies ................................. 12,500\n"
    "Physiotherapy in hospital .............................. 6,000\n"
    "ESTIMATED TOTAL ........................................ 179,500 THB\n"
    "\n"
    "A deposit of 50,000 THB is payable on admission.\n"
    "This is an estimate only; the final bill may differ by up to 15%.\n"
    "Private insurance: the hospital will request a guarantee from the insurer before admission.\n"
    "Please bring the policy card. Pre-operative tests on 25 Nov 2025 at 8:00 (fasting).",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนธุรกิจ FitWork ปี 2569", "FitWork by Coach Ton - plan for 2026\nธนากร ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nลูกค้า PT ประจำ 6 ราย สมาชิกบูทแคมป์ 22 คน\n"
                         "ลูกค้าองค์กรใหม่: Isan Soft (Office Fit เริ่ม 17 พ.ย.)\n"
                         "ปัญหา: ฝนตกยกเลิกคลาส, เทศบาลเตือนเรื่องวางของบนทางวิ่ง"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,100,000 บาท\nลูกค้าองค์กร 3 บริษัท\nมีลแพลน 120 กล่องต่อสัปดาห์"),
        ("อุปกรณ์บูทแคมป์ใหม่", "เคตเทิลเบล 12 ลูก เชือก 2 เส้น เสื่อ 20 ผืน\nงบ 28,000 บาท "
                                 "เทียบราคา KK Sports Pro กับ Heng Sport"),
        ("ค่าสมาชิกบูทแคมป์", "ปรับค่าสมาชิกตั้งแต่ ม.ค. 2569\nเพิ่มคลาสเย็นวันพุธที่สวนเรืองแสง"),
        ("ใบรับรองเทรนเนอร์", "ต่อใบ TFPA ก่อน 31 ธ.ค. 2568\nเก็บ CEC ให้ครบ 20 ชั่วโมง"),
    ]


# ---------------------------------------------------------------- notes and chats
BIZ = "FitWork โค้ชต้น"
TEXTS = {
    f"{BIZ}/แชท/แชทไลน์_คุณบีม_อีสานซอฟต์.txt": """[28 ต.ค. 68 16:40] โค้ชต้น: คุณบีมครับ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะครับ 24 ครั้ง ครั้งละ 2,800 บวก InBody รวม 71,400 ครับ
[29 ต.ค. 68 10:15] บีม HR อีสานซอฟต์: พี่ต้นคะ ผู้บริหารอนุมัติงบให้แค่ 65,000 ค่ะ ลดได้มั้ยคะ
[29 ต.ค. 68 10:40] โค้ชต้น: ถ้าครั้งละ 2,650 ครับ 24 ครั้ง 63,600 บวก InBody 4,200 เป็น 67,800 ครับ
[29 ต.ค. 68 11:05] บีม HR อีสานซอฟต์: ยังเกินงบอยู่ค่ะ ตัด InBody ออกได้มั้ยคะ บริษัทยืมเครื่องจากโรงพยาบาลได้
[29 ต.ค. 68 11:30] โค้ชต้น: ได้ครับ ตัด InBody ออก เหลือ 24 ครั้ง ครั้งละ 2,650 รวม 63,600 ครับ
[29 ต.ค. 68 13:20] บีม HR อีสานซอฟต์: พนักงานอยากได้คลาสวันศุกร์ปิดท้ายด้วยค่ะ ขอเป็น 26 ครั้ง ครั้งละ 2,500 ได้มั้ยคะ จะได้พอดีงบ
[29 ต.ค. 68 14:02] โค้ชต้น: โอเคครับ 26 ครั้ง ครั้งละ 2,500 รวม 65,000 บาทครับ มัดจำ 30% เป็น 19,500 นะครับ ที่เหลือ 45,500 จ่ายตอนจบโปรแกรม
[29 ต.ค. 68 14:10] บีม HR อีสานซอฟต์: ตกลงค่ะ เดี๋ยวออก PO ให้ค่ะ เริ่ม 17 พ.ย. เหมือนเดิมนะคะ
[7 พ.ย. 68 09:30] บีม HR อีสานซอฟต์: โอนมัดจำ 19,500 แล้วนะคะ หัก ณ ที่จ่าย 3% เดี๋ยวส่งหนังสือรับรองตามไปค่ะ
[7 พ.ย. 68 09:41] โค้ชต้น: ได้รับแล้วครับ ขอบคุณครับ เจอกันวันจันทร์ที่ 17 ครับ
""",
    f"{BIZ}/แชท/แชทไลน์_กลุ่มบูทแคมป์บึงแก่น.txt": """[1 พ.ย. 68 20:10] โค้ชต้น: แจ้งสมาชิกทุกคนครับ เทศบาลเก็บค่าพื้นที่เพิ่ม และผมจะซื้อเคตเทิลเบลกับเชือกชุดใหม่ ตั้งแต่ ม.ค. 69 ขอปรับค่าสมาชิกรายเดือนจาก 1,500 เป็น 1,800 บาทนะครับ
[1 พ.ย. 68 20:25] แอน (สมาชิก): โห ขึ้นทีเดียว 300 เลยเหรอคะโค้ช
[1 พ.ย. 68 20:31] พี่ชาย สรรพากร: ขอ 1,600 ได้มั้ยโค้ช บ้านผมมากัน 3 คน
[1 พ.ย. 68 21:02] เฟิร์น: ถ้าจ่ายล่วงหน้าหลายเดือนลดให้ได้มั้ยคะ
[2 พ.ย. 68 07:45] โค้ชต้น: สรุปนะครับ ตั้งแต่ 1 ม.ค. 2569 ค่าสมาชิกเดือนละ 1,700 บาท ถ้าจ่ายล่วงหน้า 3 เดือน 4,800 บาท drop-in ครั้งละ 200 เท่าเดิมครับ
[2 พ.ย. 68 07:50] แอน (สมาชิก): โอเคค่ะโค้ช
[2 พ.ย. 68 08:02] พี่ชาย สรรพากร: ได้ครับ 1,700 ก็ยังถูกกว่าฟิตเนส
[6 พ.ย. 68 05:10] โค้ชต้น: เช้านี้ฝนตกหนัก ยกเลิกคลาสนะครับ ชดเชยเสาร์ 8 พ.ย. ครับ
[11 พ.ย. 68 18:30] โค้ชต้น: เทศบาลขอให้ไม่วางกระเป๋ากับขวดน้ำบนทางวิ่งนะครับ ใครมาแล้ววางที่ลานหญ้าฝั่งตะวันออก
[11 พ.ย. 68 18:35] เฟิร์น: รับทราบค่ะ
""",
    f"{BIZ}/แชท/LINE_พี่หมวย_แพ็กใหม่.txt": """[LINE] ประวัติการแชทกับ พี่หมวย
วันที่บันทึก: 12/11/2568 08:30

ส. 08/11/2568
19:20\tพี่หมวย\tโค้ชต้น พี่เหลือกี่ครั้งแล้วนะ
19:25\tโค้ชต้น FitWork\tเหลือ 7 ครั้งครับพี่ หมดอายุ 3 ก.พ. 69 ครับ
19:31\tพี่หมวย\tพี่จะซื้อแพ็ก 20 ครั้งต่อเลย ปีนี้ราคาเท่าไหร่
19:35\tโค้ชต้น FitWork\tปีนี้ 15,000 ครับพี่ (ปีที่แล้ว 13,000)
19:40\tพี่หมวย\tโห แพงขึ้นเยอะ ลูกค้าเก่า 13,500 ได้มั้ย
20:02\tโค้ชต้น FitWork\t13,500 ไม่ไหวจริงๆ ครับพี่ 14,500 ละกันครับ
20:10\tพี่หมวย\t14,000 ได้ป่ะ พี่ชวนเพื่อนที่ทำงานมาอีก 2 คนนะ
20:15\tโค้ชต้น FitWork\tงั้น 14,200 ครับพี่ ถ้าโอนภายใน 15 พ.ย. แถมวัด InBody ฟรี 1 ครั้ง
20:16\tพี่หมวย\tดีลจ้า 14,200

พ. 12/11/2568
08:03\tพี่หมวย\tโอนแล้วนะ 14,200 เริ่มนับแพ็กใหม่หลังใช้ 7 ครั้งเก่าหมดนะ
08:10\tโค้ชต้น FitWork\tได้รับแล้วครับพี่ ขอบคุณครับ
""",
    f"{BIZ}/บัญชี/bootcamp_attendance_Oct2025.md": """# Bootcamp attendance, October 2025 (บึงแก่นนคร)

| Date | Day | Members | Drop-in | Total |
|---|---|---|---|---|
| 2 Oct | Thu | 16 | 2 | 18 |
| 4 Oct | Sat | 19 | 4 | 23 |
| 7 Oct | Tue | 14 | 1 | 15 |
| 9 Oct | Thu | 15 | 2 | 17 |
| 11 Oct | Sat | 20 | 5 | 25 |
| 14 Oct | Tue | 13 | 2 | 15 |
| 16 Oct | Thu | - | - | rained off |
| 18 Oct | Sat | 18 | 4 | 22 |
| 21 Oct | Tue | 15 | 2 | 17 |
| 23 Oct | Thu | 14 | 1 | 15 |
| 25 Oct | Sat | 19 | 5 | 24 |
| 28 Oct | Tue | 14 | 1 | 15 |
| 30 Oct | Thu | 15 | 2 | 17 |

12 sessions held, 223 visits in all (192 member visits, 31 drop-ins), about 18.6 a session.
Saturday is always the busiest.

Money for October:
- 22 members x 1,500 = 33,000 THB
- 31 drop-ins x 200 = 6,200 THB
- total bootcamp income Oct 39,200 THB
""",
    f"{BIZ}/Meal plan/เมนูมีลแพลน_พ.ย.68.md": """# เมนูมีลแพลน พฤศจิกายน 2568 (แนนทำ)

| เมนู | kcal | ต้นทุน/กล่อง |
|---|---|---|
| อกไก่ย่างพริกไทยดำ + ข้าวไรซ์เบอร์รี่ + บรอกโคลี | 480 | 58 บาท |
| ปลากะพงนึ่งมะนาว + ข้าวกล้อง | 430 | 79 บาท |
| ลาบไก่คลีน + ข้าวเหนียวดำ + ผักสด | 460 | 55 บาท |
| สเต๊กหมูสันใน + มันหวานอบ | 520 | 72 บาท |
| กะเพรากุ้ง ไข่ต้ม + ข้าวไรซ์เบอร์รี่ | 500 | 68 บาท |
| ต้มยำไก่น้ำใส (ถ้วยซุป) + ข้าวกล้อง | 410 | 52 บาท |

ต้นทุนเฉลี่ย 64 บาท/กล่อง (รวมกล่องกับสติกเกอร์แล้ว)
ขายแพ็ก 5 วัน 10 กล่อง 1,350 บาท = กล่องละ 135 บาท
ส่งรอบเช้าก่อน 10.00 น. ในเมืองขอนแก่น วันไหนเกิน 15 ที่ ให้ใช้ Lineman ช่วย
""",
    f"{BIZ}/Meal plan/ออเดอร์มีลแพลน 10-16 พ.ย.68.md": """# ออเดอร์มีลแพลน สัปดาห์ 10-16 พ.ย. 68

| ลูกค้า | แพ็ก | กล่อง | ยอด | สถานะ |
|---|---|---|---|---|
| พี่หมวย (ให้สามี) | 5 วัน | 10 | 1,350 | โอนแล้ว |
| David | 20 วัน (สัปดาห์ที่ 2) | 10 | - | จ่ายครบ 5,200 ต้นเดือน |
| เฮียบอย | 5 วัน | 10 | 1,350 | ค้าง |
| น้องเฟิร์น | 5 วัน | 10 | 1,350 | ค้าง |
| Yuki | 5 วัน (เฉพาะมื้อเที่ยง) | 6 | 810 | โอนแล้ว |
| แอน (บูทแคมป์) | 5 วัน | 10 | 1,350 | โอนแล้ว |
| พี่ชาย สรรพากร | 20 วัน (สัปดาห์ที่ 1) | 10 | 5,200 | โอนแล้ว |
| ป๊อป-กิ๊ฟ | 5 วัน x 2 คน | 20 | 2,700 | โอนแล้ว |

รวม 86 กล่อง ค้างจ่าย 2,700 บาท (เฮียบอย + น้องเฟิร์น)
""",
    f"{BIZ}/สูตรโปรตีนบอล.md": """# โปรตีนบอล (ของแถมลูกค้ามีลแพลน)
- ข้าวโอ๊ต 1 ถ้วย เนยถั่ว 1/2 ถ้วย น้ำผึ้ง 3 ช้อนโต๊ะ
- เวย์โปรตีนรสช็อกโกแลต 2 สกู๊ป
- ผสมให้เข้ากัน ปั้นก้อนละ 25 กรัม แช่เย็น 1 ชม.
- ได้ประมาณ 20 ลูก ลูกละ 110 kcal
""",
    f"{BIZ}/เอกสาร/email_MuscleHub_studio rent_10-11-2025.txt": MUSCLEHUB_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[3 พ.ย. 68 19:40] แนน: พ่อภูมิ ค่าเทอมภูมิเทอมนี้ 22,850 จ่ายก่อน 14 พ.ย. นะ
[3 พ.ย. 68 19:45] ต้น: ได้ เดี๋ยวโอนวันศุกร์
[6 พ.ย. 68 12:10] พ่อ: หมอที่แก่นนครให้ใบประเมินมาแล้ว ค่าผ่าตัดเข่าเกือบแสนแปด ต้องวางมัดจำห้าหมื่นวันเข้านอนโรงพยาบาล
[6 พ.ย. 68 12:30] ต้น: พ่อไม่ต้องห่วงครับ ประกันสุขภาพพ่อจ่ายได้แสนนึง ที่เหลือผมกับพี่โอ๋ช่วยกัน
[6 พ.ย. 68 12:34] พี่โอ๋: พี่ช่วยครึ่งนึงนะต้น
[6 พ.ย. 68 12:40] แนน: วันที่ 25 พ.ย. พ่อต้องไปตรวจเลือดก่อนผ่าตัด งดน้ำงดอาหารด้วยนะคะพ่อ
[9 พ.ย. 68 21:00] ต้น: ประกันรถ D-Max ปีนี้ 9,480 แพงขึ้นจากปีที่แล้ว 8,990
[9 พ.ย. 68 21:02] แนน: ชั้นหนึ่งเกือบสองหมื่น เอาแบบเดิมแหละ จ่ายก่อน 25 นะ
[10 พ.ย. 68 07:10] ภูมิ: พ่อ หนูไปว่ายน้ำวันเสาร์นะครับ
""",
    "บ้าน/พ่อ/นัดหมอพ่อ.md": """# เข่าพ่อ (สมศักดิ์ ศรีสุข)
- ข้อเข่าขวาเสื่อมระยะ 4 เดินได้ไม่ถึง 100 เมตร
- รพ.ศรีนครินทร์ (บัตรทอง): หมอว่าต้องเปลี่ยนข้อเข่า คิวผ่าตัดยาวถึง พ.ค. 2569
- รพ.แก่นนคร (เอกชน): ผ่าได้ 3 ธ.ค. 2568 ประเมินไว้ 179,500 บาท มัดจำ 50,000 วันแอดมิท
- ประกันสุขภาพของพ่อ (ที่ต้นซื้อให้ปี 2566) จ่ายค่ารักษาผู้ป่วยใน 100,000 บาทต่อครั้ง
- ตกลงกับพี่โอ๋ ส่วนที่เกินประกันหารครึ่ง
- หลังผ่าตัดต้องทำกายภาพ ต้นจะสอนท่าบริหารที่บ้านเอง
""",
}
TODO = {"todo.md": """- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- จ่ายค่าพื้นที่เทศบาล บึงแก่นนคร ก่อน 14 พ.ย.
- เลือกร้านอุปกรณ์บูทแคมป์ (KK Sports Pro หรือ เฮงสปอร์ต)
- ตอบพี่ขวัญ Muscle Hub ก่อน 25 พ.ย.
- ต่อประกันรถ D-Max ก่อน 25 พ.ย.
- ต่อใบ TFPA ก่อนสิ้นปี
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, rates, papers, meal, books = (biz / "ใบเสนอราคา", biz / "ราคา", biz / "เอกสาร", biz / "Meal plan",
                                          biz / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, rates, papers, meal, books, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอม", home / "พ่อ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อีสานซอฟต์_ร่าง.docx", ISAN_DRAFT, ISAN_DRAFT_TABLE, bottom=ISAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อีสานซอฟต์_final v2.docx", ISAN_FINAL, ISAN_FINAL_TABLE,
               bottom=ISAN_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_KKSportsPro_bootcamp gear.pdf", KSP_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_เฮงสปอร์ต_อุปกรณ์บูทแคมป์.docx", HENG_QUOTE, HENG_QUOTE_TABLE,
               bottom=HENG_QUOTE_BOTTOM)
    make_pdf(rates / "Rates_CoachTon_2025.pdf", RATES_2025)
    write_docx(rates / "เรทราคา_โค้ชต้น_2567.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    write_docx(papers / "หนังสือ_เทศบาลนครขอนแก่น_ขอใช้พื้นที่บึงแก่นนคร.docx", PARK_LETTER)
    make_pdf(papers / "TFPA_certificate_renewal_2025.pdf", TFPA_NOTICE)
    make_pdf(meal / "KKPackaging_invoice_INV6811-052.pdf", PACK_INVOICE)
    write_docx(meal / "ใบเสร็จ_ขอนแก่นแพ็คเกจจิ้ง_RC6811-031.docx", PACK_RECEIPT, PACK_RECEIPT_TABLE,
               bottom=PACK_RECEIPT_BOTTOM)
    _book(books / "รายรับรายจ่าย_FitWork_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "รายรับรายจ่าย_FitWork_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _pt_clients(books / "PT clients sessions left Nov68.xlsx")
    write_slides(biz / "แผนธุรกิจ FitWork 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    write_docx(home / "ประกัน" / "ต่อประกันรถ_DMax_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "พ่อ" / "KaenNakhon_Hospital_estimate_knee_Nov2025.pdf", HOSPITAL_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
