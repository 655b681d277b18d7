"""The paramedic folder: the papers of a Thai hospital paramedic and ambulance crew lead and his household.

The owner is กฤษดา ทองคำ (พี่เบิร์ด, Bird, Kritsada Thongkham), นักปฏิบัติการฉุกเฉินการแพทย์ (paramedic) and lead of
the advanced life support crew ALS 1 at โรงพยาบาลสองแควนคร, อ.เมืองพิษณุโลก จ.พิษณุโลก. On his days off he runs a
small side business, "Bird First Aid" (CPR/AED classes for schools and companies, medical standby at runs and
events) with friends from the crew. Home is 88/14 หมู่บ้านพฤกษาวิลล์ ต.ท่าทอง อ.เมืองพิษณุโลก. His wife is ปุ้ย
(ศิริพร, a teacher), their daughter น้องข้าวหอม (ด.ญ.ณิชาภา) is in ป.5, his mother แม่บุญเรือน (71) needs a
cataract operation, his younger brother is เอก. They pay off a Toyota Yaris Ativ. It is November 2568 (2025).

Documents/งาน รพ.สองแควนคร EMS/ (the hospital job)
- ทีม ALS1/รายชื่อทีม ALS_พ.ย.68.xlsx: two sheets. "ทีม ALS1": the crew by full name and nickname with ACLS
  expiry (ปิยะวัฒน์ แก้วมณี = พี่หนุ่ม, ACLS expires 14/01/69; ตั้ม and โอ๊ต to be sent to PHTLS; ลุงนาจ the
  driver, EMR expires 31/12/68). "เวร ธ.ค.68": the December shifts (MCI drill 11 ธ.ค., night run 13 ธ.ค.).
- ทีม ALS1/ambulance_runs_Oct2025.md: October runs: 58 ALS + 71 BLS + 17 transfers = 146, median response 9.5 min,
  102 of 129 scene calls within 10 min (79%), longest 27 min (Wang Thong), 6 cardiac arrests (ROSC 2), 1,180 l fuel.
- ทีม ALS1/ใบเสนอราคา_หจก.สองแควออกซิเจน_เติมO2.docx: Thai supplier quote for O2 refills and masks: 3,400 +
  2,760 + 11,800 + 2,800 = 20,760 (no VAT, free delivery).
- ทีม ALS1/Quotation_SiamMedGas_O2_Nov2025.pdf: English quote SMG-Q-2511-207 for the same items: 20,820.00 + VAT
  1,457.40 = 22,277.40.
- เอกสาร/หนังสือ_สสจ.พิษณุโลก_ซ้อมแผนอุบัติเหตุหมู่.docx: provincial health office invites an ALS team of 6 with
  an ambulance to the MCI drill at the airport, 11 ธันวาคม 2568, 40 simulated casualties, allowance 240 บาท/คน,
  fuel up to 1,500 บาท, briefing 4 ธันวาคม 2568, names by 28 พฤศจิกายน 2568.
- เอกสาร/Paramedic_license_renewal_notice_2025.pdf: English licence notice: PM-65-02291 expires 15 Jan 2026,
  50 CME needed, 38 recorded (12 short), fee 1,200 (late 500), online module 6 CME for 900.
- เอกสาร/email_PHTLS course_Dec2025.txt: email from Phitsanulok Trauma Training Centre (Nat): PHTLS course 8-9 Dec
  2025, 6,500 THB a person (5,900 each for 3 or more), two seats held for Theerawat and Jirapat until 21 Nov
  2025, e-learning done by 1 Dec 2025.
- เอกสาร/รายงานเหตุ รถ ALS1 ถอยชนเสา_ร่าง.md: draft incident note, 4 พ.ย. 68, bumper repair 7,800.
- สรุปผลงานทีม ALS1 ปี2568.pptx: slides, the crew's year (1,388 runs Jan-Oct, ROSC 14 of 51, goals for 2569).

Documents/Bird First Aid งานนอก/ (the side business)
- ใบเสนอราคา/QT_standby_สองแควไนท์รัน_ร่าง.docx: draft QT-BFA-68-011 (12 ต.ค. 2568) for Song Khwae Night Run
  standby: ALS ambulance 9,500 + 3 foot teams x 3,000 (9,000) + tent 4,500 = 23,000 (never sent).
- ใบเสนอราคา/QT_standby_สองแควไนท์รัน_final v2.docx: the final (20 ต.ค. 2568) to คุณวรรณา ศักดิ์สิทธิ์:
  2 ambulances x 9,000 (18,000) + 4 foot teams x 2,800 (11,200) + tent 4,500 + 3 AED x 800 (2,400) = 36,100,
  deposit 10,830, balance 25,270, event 13 ธ.ค. 2568.
- แชท/แชทไลน์_พี่ต่าย_ไนท์รัน.txt: LINE chat with พี่ต่าย (the organiser): budget 30,000; 35,100 and 32,700
  offered; settled 31,500 without AED, deposit 9,450 transferred 3 พ.ย., balance 22,050 after the run.
- แชท/LINE_ครูแอน_อบรมCPR.txt: LINE export with ครูแอน: CPR for 120 ม.4 students on 5 ธ.ค. 68: 350 list,
  250 asked, 320, 280 asked, 300, settled 290 a head = 34,800.
- อุปกรณ์/Invoice_SiamResus_INV2510-118.pdf: English invoice (27 Oct 2025) for CPR manikins: 56,100.00 + VAT
  3,927.00 = 60,027.00, less deposit 20,000.00, balance 40,027.00 due 10 Nov 2025.
- อุปกรณ์/ใบเสร็จ_สยามรีซัส_RC2511-044.docx: the Thai receipt of that balance: 40,027.00 received 7 พ.ย. 2568.
- บัญชี/รายรับรายจ่าย_BirdFirstAid_2568.xlsx: this year's book, two sheets (income by month: training, event
  standby, kit sales; expenses: crew pay, fuel and vehicle hire, supplies, equipment, other), ม.ค.-ต.ค.
  Training Aug 27,650; event standby Oct 28,500.
- บัญชี/รายรับรายจ่าย_BirdFirstAid_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. Event standby Oct
  19,500; fuel and vehicle hire May 1,160.
- บัญชี/เรทค่าบริการ Bird First Aid 2568.xlsx: price list, sheets "อบรม" (CPR+AED 350/คน, first aid day 650/คน)
  and "Standby" (ALS 9,500, BLS 6,500, foot team 3,000, tent 4,500, AED 800, extra hour 1,200).
- อบรม/รายชื่อผู้อบรม CPR_พิษณุโลกเกษตรพืชผล_24ต.ค.68.xlsx: 14 staff trained, 13 passed, company paid 8,500.
- อบรม/CPR_AED_พื้นฐาน_slides v3.pptx: the class slides (100-120/min, 5-6 cm, 30:2, call 1669).
- เช็คลิสต์กระเป๋าฉุกเฉิน.md: the standby bag checklist.

Documents/บ้าน Home/ (the household)
- ค่าไฟ/electric bill Sep 2025.pdf (356 kWh, 1,874.35, due 6 Oct 2025) and ค่าไฟ/electric bill Oct 2025.pdf
  (398 kWh, 2,104.72, due 6 Nov 2025): English PEA bills.
- ค่าไฟ/water_bill_Oct2025.pdf: municipal water bill, 21 m3, 268.07, due 10 Nov 2025.
- รถ/Yaris_loan_statement_Oct2025.pdf: English hire-purchase statement: 8,470 a month, 38 of 60 paid, 22 left,
  outstanding 186,340.00, next due 5 Nov 2025.
- รถ/ใบเสนอราคาเช็คระยะ 80,000km_Yaris.docx: the dealer's service quote: 6,490 + VAT 454.30 = 6,944.30, booked
  22 พ.ย. 2568.
- ประกัน/ต่อประกันสุขภาพ_ข้าวหอม_2569.docx: the daughter's health policy renewal: 14,620 (last year 13,280),
  pay by 20 ธันวาคม 2568.
- ลูก/ค่าเทอม ข้าวหอม เทอม2_2568.docx: school fee notice, 28,400 by 21 พฤศจิกายน 2568.
- แม่/Estimate_cataract_left eye_Mom_Nov2025.pdf: English estimate for the mother's left-eye cataract operation:
  standard lens 42,000, premium lens 68,500, deposit 10,000, pre-op check 2 Dec 2025, surgery 16 Dec 2025.
- แม่/นัดหมอตาแม่.md: notes: the public hospital's queue and the private option, split with เอก.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), Yaris 8,470.
- แชทไลน์_บ้านทองคำ.txt: the family's LINE group.
- สูตรแกงส้มปลาช่อน_แม่.md: a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
WORK = "งาน รพ.สองแควนคร EMS"
SIDE = "Bird First Aid งานนอก"
HOME = "บ้าน Home"
BFA_TOP = ("Bird First Aid ทีมปฐมพยาบาลและ Standby งานกีฬา (กฤษดา ทองคำ) 88/14 หมู่บ้านพฤกษาวิลล์ ต.ท่าทอง "
           "อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 081-953-1669  LINE @birdfirstaid")

# ---------------------------------------------------------------- crew
CREW = [
    ("ชื่อ-สกุล", "ชื่อเล่น", "ตำแหน่ง", "เบอร์โทร", "ACLS หมดอายุ", "PHTLS", "หมายเหตุ"),
    ("กฤษดา ทองคำ", "เบิร์ด", "นักปฏิบัติการฉุกเฉินการแพทย์ (หัวหน้าทีม)", "081-953-1669", "30/06/69", "มี", ""),
    ("ปิยะวัฒน์ แก้วมณี", "พี่หนุ่ม", "พยาบาลวิชาชีพ ER", "089-402-7715", "14/01/69", "มี",
     "ต้องต่อ ACLS ก่อนหมด ลงคอร์ส ม.ค."),
    ("สุนิสา พรมเสน", "แพร", "พยาบาลวิชาชีพ ER", "086-117-3320", "03/03/70", "มี", ""),
    ("ธีรวัฒน์ จันทร์หอม", "ตั้ม", "เจ้าพนักงานฉุกเฉินการแพทย์ (จฉพ.)", "092-650-4418", "22/08/69", "ไม่มี",
     "ส่งอบรม PHTLS 8-9 ธ.ค."),
    ("จิรพัฒน์ ใจเย็น", "โอ๊ต", "เจ้าพนักงานฉุกเฉินการแพทย์ (จฉพ.)", "095-228-0917", "10/10/69", "ไม่มี",
     "ส่งอบรม PHTLS 8-9 ธ.ค."),
    ("อำนาจ ศรีบุญเรือง", "ลุงนาจ", "พนักงานขับรถพยาบาล (EMR)", "081-740-5562", "-", "-",
     "บัตร EMR หมดอายุ 31/12/68"),
]
SHIFTS = [
    ("วันที่", "เวร", "ทีม", "หมายเหตุ"),
    ("1-7 ธ.ค. 68", "เช้า 08-16", "เบิร์ด แพร ตั้ม ลุงนาจ", ""),
    ("8-9 ธ.ค. 68", "เช้า 08-16", "เบิร์ด แพร ลุงนาจ + พี่หนุ่ม", "ตั้ม โอ๊ต ไปอบรม PHTLS"),
    ("11 ธ.ค. 68", "ทั้งวัน", "ทีม ALS1 ทั้งทีม 6 คน", "ซ้อมแผน MCI สนามบิน"),
    ("13 ธ.ค. 68", "ดึก 00-08", "พี่หนุ่ม โอ๊ต ลุงนาจ", "เบิร์ดลางานนอก ไนท์รัน"),
    ("14-20 ธ.ค. 68", "บ่าย 16-24", "เบิร์ด พี่หนุ่ม โอ๊ต ลุงนาจ", ""),
]

RUNS_OCT = """# ALS 1 ambulance runs - October 2025 (Song Khwae Nakhon Hospital)

| Type | Runs | Note |
|---|---|---|
| ALS scene calls | 58 | chest pain, stroke, arrests, major trauma |
| BLS scene calls | 71 | falls, minor road injuries, fever |
| Inter-hospital transfers | 17 | 11 to the regional centre, 6 back to district hospitals |
| Total | 146 | |

- Median response time (call to scene): 9.5 min
- Scene calls reached within 10 min: 102 of 129 (79%), target 80%
- Longest response: 27 min, motorbike crash on the Wang Thong road, 14 Oct (traffic at the bypass)
- Road accidents 41, stroke fast track 12, STEMI 7, falls in elderly 19
- Cardiac arrests 6, ROSC on arrival 2
- Fuel used 1,180 litres (ALS 1 and the back-up van)

Notes: the suction unit on ALS 1 failed twice; borrowed the BLS one. Ask for O2 regulators in the new quote.
"""

O2_TH_TOP = [
    "ห้างหุ้นส่วนจำกัด สองแควออกซิเจน",
    "45/3 ถ.บรมไตรโลกนารถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-241-880",
    "ใบเสนอราคา เลขที่ SK-2568/331  วันที่ 6 พ.ย. 2568",
    "เรียน คุณกฤษดา ทองคำ หัวหน้าทีม ALS 1 งานอุบัติเหตุและฉุกเฉิน โรงพยาบาลสองแควนคร",
    "เรื่อง เติมออกซิเจนทางการแพทย์และอุปกรณ์ สำหรับรถปฏิบัติการฉุกเฉิน",
]
O2_TH_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เติมออกซิเจนทางการแพทย์ ถังขนาด 1.5 คิว", "40 ถัง", "85", "3,400"),
    ("เติมออกซิเจนทางการแพทย์ ถังขนาด 6 คิว", "12 ถัง", "230", "2,760"),
    ("เรกูเลเตอร์ออกซิเจนพร้อมโฟลว์มิเตอร์", "4 ชุด", "2,950", "11,800"),
    ("หน้ากาก Non-rebreather ผู้ใหญ่", "100 ชิ้น", "28", "2,800"),
    ("รวมทั้งสิ้น", "", "", "20,760"),
]
O2_TH_BOTTOM = [
    "รวมทั้งสิ้น 20,760 บาท (สองหมื่นเจ็ดร้อยหกสิบบาทถ้วน) ทางร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ส่งถังถึง รพ. ฟรี ทุกวันจันทร์ รับถังเปล่ากลับ",
    "รับประกันเรกูเลเตอร์ 1 ปี ยืนราคา 30 วัน",
    "เจ๊หมวย (นางสาวสุภาพร แซ่อึ้ง) 089-961-2240",
]
O2_EN = [
    "SIAM MEDGAS CO., LTD.\n"
    "Medical gases and respiratory equipment - 219 Sing Hawat Road, Mueang Phitsanulok 65000\n"
    "Tax ID 0655559001472   Tel. 055-302-118\n"
    "\n"
    "QUOTATION No. SMG-Q-2511-207            Date: 7 Nov 2025\n"
    "To: Mr. Kritsada Thongkham, ALS 1 team, Emergency Dept.,\n"
    "    Song Khwae Nakhon Hospital, Phitsanulok\n"
    "Re: medical oxygen refills and accessories for ambulances\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Medical O2 refill, cylinder 1.5 cu.m   40 cyl        80.00     3,200.00\n"
    "Medical O2 refill, cylinder 6 cu.m     12 cyl       210.00     2,520.00\n"
    "O2 regulator with flowmeter 0-15 lpm    4 sets    3,150.00    12,600.00\n"
    "Non-rebreather mask, adult            100 pcs        25.00     2,500.00\n"
    "\n"
    "Subtotal                                                     20,820.00\n"
    "VAT 7%                                                        1,457.40\n"
    "GRAND TOTAL                                                  22,277.40 THB\n"
    "\n"
    "Delivery: twice a week (Mon/Thu) to the hospital, free of charge.\n"
    "Payment: 30 days credit after delivery, against a hospital purchase order.\n"
    "Warranty: regulators 2 years. This quotation is valid for 45 days.\n"
    "Sales: Wirat (Pop) 086-330-7791",
]

PHO_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดพิษณุโลก",
    "ที่ พล 0033.004/ว 1875",
    "10 พฤศจิกายน 2568",
    "เรื่อง ขอเชิญเข้าร่วมการซ้อมแผนรับอุบัติเหตุหมู่ (Mass Casualty Incident) ท่าอากาศยานพิษณุโลก",
    "เรียน ผู้อำนวยการโรงพยาบาลสองแควนคร",
    "ด้วยสำนักงานสาธารณสุขจังหวัดพิษณุโลก ร่วมกับท่าอากาศยานพิษณุโลก กำหนดจัดการซ้อมแผนรับอุบัติเหตุหมู่ "
    "กรณีอากาศยานลงจอดผิดพลาด ในวันที่ 11 ธันวาคม 2568 เวลา 08.30-15.00 น. ณ ท่าอากาศยานพิษณุโลก "
    "โดยสมมติเหตุการณ์มีผู้บาดเจ็บ 40 ราย",
    "ในการนี้ ขอให้โรงพยาบาลสองแควนครส่งชุดปฏิบัติการระดับสูง (ALS) จำนวน 1 ทีม 6 คน พร้อมรถปฏิบัติการฉุกเฉิน "
    "1 คัน เข้าร่วมการซ้อมแผน และเข้าร่วมประชุมเตรียมความพร้อมในวันที่ 4 ธันวาคม 2568 เวลา 13.30 น. "
    "ณ ห้องประชุม สสจ.พิษณุโลก",
    "ค่าใช้จ่าย: เบี้ยเลี้ยงผู้เข้าร่วมคนละ 240 บาทต่อวัน และค่าน้ำมันเชื้อเพลิงเบิกตามจริงไม่เกิน 1,500 บาท "
    "ต่อคัน จากงบประมาณของสำนักงานสาธารณสุขจังหวัดพิษณุโลก",
    "ขอให้ส่งรายชื่อผู้เข้าร่วมทางอีเมล ems.plk@moph.go.th ภายในวันที่ 28 พฤศจิกายน 2568",
    "จึงเรียนมาเพื่อโปรดพิจารณาอนุญาต",
    "ขอแสดงความนับถือ",
    "นายแพทย์สาธารณสุขจังหวัดพิษณุโลก",
    "กลุ่มงานควบคุมโรคและภัยสุขภาพ โทร 055-252-109",
]

LICENSE_NOTICE = [
    "EMERGENCY MEDICAL PRACTITIONER REGISTRATION BOARD OF THAILAND\n"
    "Registration Office, Nonthaburi  |  www.empboard.or.th\n"
    "\n"
    "3 November 2025\n"
    "NOTICE OF LICENCE RENEWAL\n"
    "\n"
    "Dear Mr. Kritsada Thongkham,\n"
    "Paramedic licence no. PM-65-02291\n"
    "\n"
    "Your paramedic licence expires on 15 Jan 2026. To renew it for another five years:\n"
    "1. Continuing medical education: 50 CME credits are required for the licence period.\n"
    "   Our records show 38 CME credits, so 12 more credits are needed before renewal.\n"
    "2. A valid ACLS or equivalent certificate (yours: valid until 30 Jun 2026).\n"
    "3. The renewal fee of 1,200 THB. Renewals received after 15 Jan 2026 pay a late fee\n"
    "   of 500 THB, and after 15 Mar 2026 the licence lapses.\n"
    "\n"
    "Online CME module available now:\n"
    "Paediatric Assessment in the Field - 6 CME credits, fee 900 THB, open until 31 Dec 2025.\n"
    "\n"
    "Renew online at www.empboard.or.th/renew with your licence number.\n"
    "Registration Office",
]

PHTLS_EMAIL = """From: Natthaya Boonsri <training@plk-trauma.org>
To: bird.als1@gmail.com
Date: Wed, 12 Nov 2025 10:48
Subject: PHTLS provider course, 8-9 Dec 2025 - seats for your crew

Dear Khun Kritsada,

Thank you for your call on Monday. Here are the details of the next PHTLS provider course
(Prehospital Trauma Life Support, 10th edition) at the Phitsanulok Trauma Training Centre, 3rd floor,
Trauma Building:

Dates: 8-9 Dec 2025, 8:00-17:00 both days
Fee: 6,500 THB per person, including the manual, lunch and the certificate (valid 4 years).
Group rate: 5,900 THB per person for 3 or more people from the same hospital.

I am holding two seats for Theerawat Chanhom and Jirapat Jaiyen until 21 Nov 2025.
If a third person joins, all three pay the group rate.
Both must finish the pre-course e-learning (about 4 hours) by 1 Dec 2025.

If your hospital sends an official letter, we can invoice the hospital instead of the participants.

Best regards,
Nat (Natthaya Boonsri)
Course coordinator, Phitsanulok Trauma Training Centre
055-219-440
"""

INCIDENT = """# รายงานเหตุ รถ ALS1 (กข 1669 พิษณุโลก) ถอยชนเสา (ร่าง)

- วันที่ 4 พ.ย. 68 เวลาประมาณ 02.40 น. ที่ช่องจอดรับผู้ป่วยหน้า ER
- ลุงนาจถอยรถเข้าช่องจอด ท้ายรถชนเสาหลังคา กันชนหลังบุบ ไฟท้ายซ้ายแตก
- ไม่มีผู้บาดเจ็บ ไม่มีผู้ป่วยบนรถ
- อู่ในเครือ รพ. ประเมินค่าซ่อม 7,800 บาท ใช้เวลา 2 วัน ระหว่างซ่อมใช้รถสำรอง BLS
- สาเหตุ: ไฟส่องช่องจอดดับ กล้องถอยหลังมัว
- ต้องส่งหัวหน้า ER ภายใน 14 พ.ย. / ขอซ่อมไฟช่องจอดด้วย
"""


def _als_slides() -> list[tuple[str, str]]:
    return [
        ("สรุปผลงานทีม ALS1 ปี 2568", "งานอุบัติเหตุและฉุกเฉิน โรงพยาบาลสองแควนคร\nกฤษดา ทองคำ (เบิร์ด) หัวหน้าทีม"),
        ("ออกเหตุ ม.ค.-ต.ค. 2568", "ออกเหตุรวม 1,388 ครั้ง (เฉลี่ยเดือนละ 139)\nเวลาไปถึงที่เกิดเหตุ มัธยฐาน 9.8 นาที\n"
                                   "ถึงภายใน 10 นาที 77% (เป้า 80%)"),
        ("หัวใจหยุดเต้นนอกโรงพยาบาล", "51 ราย ROSC 14 ราย (27%)\nใช้ AED ก่อนทีมถึง 9 ราย"),
        ("ปัญหา", "เครื่องดูดเสมหะรถ ALS1 เสียบ่อย\nถังออกซิเจนไม่พอช่วงเทศกาล\nเวรดึกขาดคน 1 ตำแหน่ง"),
        ("เป้าหมายปี 2569", "ส่งอบรม PHTLS ครบทุกคน\nขอรถ ALS คันใหม่ งบ 3.2 ล้านบาท\nสอน CPR ในชุมชน 10 ตำบล"),
    ]


# ---------------------------------------------------------------- side business: night run standby
RUN_DRAFT = [
    BFA_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-BFA-68-011",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน ชมรมวิ่งสองแคว (ผู้จัดงาน Song Khwae Night Run 2025)",
    "เรื่อง ทีมแพทย์ฉุกเฉินและรถพยาบาล Standby งานวิ่ง Song Khwae Night Run 2025 วันที่ 13 ธันวาคม 2568 "
    "เวลา 17.00-22.00 น.",
]
RUN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("รถพยาบาลระดับสูง (ALS) พร้อมทีม 4 คน", "1 คัน", "9,500", "9,500"),
    ("ทีมปฐมพยาบาลเดินเท้า 2 คน ประจำจุดบนเส้นทาง", "3 จุด", "3,000", "9,000"),
    ("เต็นท์ปฐมพยาบาลเส้นชัย พร้อมเตียงและเวชภัณฑ์", "1 จุด", "4,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "23,000"),
]
RUN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 23,000 บาท (สองหมื่นสามพันบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอถามพี่ต่ายว่านักวิ่งกี่คน ถ้าเกินพันต้องเพิ่มรถอีกคัน",
]
RUN_FINAL = [
    BFA_TOP,
    "ใบเสนอราคา  เลขที่ QT-BFA-68-011 (แก้ไขครั้งที่ 2)",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวรรณา ศักดิ์สิทธิ์ ประธานชมรมวิ่งสองแคว",
    "เรื่อง ทีมแพทย์ฉุกเฉินและรถพยาบาล Standby งานวิ่ง Song Khwae Night Run 2025 (นักวิ่งประมาณ 1,800 คน) "
    "วันที่ 13 ธันวาคม 2568 เวลา 16.30-22.30 น.",
]
RUN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("รถพยาบาลระดับสูง (ALS) พร้อมทีม 4 คน", "2 คัน", "9,000", "18,000"),
    ("ทีมปฐมพยาบาลเดินเท้า 2 คน ประจำจุดบนเส้นทาง", "4 จุด", "2,800", "11,200"),
    ("เต็นท์ปฐมพยาบาลเส้นชัย พร้อมเตียงและเวชภัณฑ์", "1 จุด", "4,500", "4,500"),
    ("เครื่อง AED ประจำจุด", "3 เครื่อง", "800", "2,400"),
    ("รวมทั้งสิ้น", "", "", "36,100"),
]
RUN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 36,100 บาท (สามหมื่นหกพันหนึ่งร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 30% = 10,830 บาท เมื่อตอบรับ ส่วนที่เหลือ 25,270 บาท ชำระหลังจบงาน",
    "ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ กฤษดา ทองคำ ผู้เสนอราคา",
]
CHAT_TAI = """[20 ต.ค. 68 21:05] เบิร์ด Bird First Aid: พี่ต่ายครับ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะครับ รถ ALS 2 คัน ทีมเดินเท้า 4 จุด เต็นท์ แล้วก็ AED 3 เครื่อง รวม 36,100 ครับ
[21 ต.ค. 68 09:12] พี่ต่าย ชมรมวิ่งสองแคว: เบิร์ดจ๋า ปีนี้สปอนเซอร์น้อย งบทีมแพทย์มีแค่ 30,000 เองอ่ะ
[21 ต.ค. 68 12:40] เบิร์ด Bird First Aid: ผมลดค่ารถให้เหลือคันละ 8,500 ครับพี่ เป็น 35,100
[21 ต.ค. 68 13:02] พี่ต่าย ชมรมวิ่งสองแคว: AED พี่ยืม อบจ. ได้ 3 เครื่อง ตัดออกได้มั้ย
[21 ต.ค. 68 13:15] เบิร์ด Bird First Aid: ได้ครับ ตัด AED ออกเหลือ 32,700 ครับ
[21 ต.ค. 68 19:30] พี่ต่าย ชมรมวิ่งสองแคว: 30,000 ถ้วนเลยได้มั้ยเบิร์ด ปีหน้าพี่ให้เพิ่ม
[22 ต.ค. 68 07:55] เบิร์ด Bird First Aid: 30,000 ต้องตัดทีมเดินเท้าเหลือ 3 จุดครับ ไม่อยากให้เส้นทางโล่ง ผมเหมาให้ 31,500 ครับพี่ รถ 2 คัน เดินเท้า 4 จุด เต็นท์ครบ
[22 ต.ค. 68 08:20] พี่ต่าย ชมรมวิ่งสองแคว: โอเค ตกลง 31,500 นะ มัดจำ 30% ใช่ปะ
[22 ต.ค. 68 08:24] เบิร์ด Bird First Aid: ครับ มัดจำ 9,450 ที่เหลือ 22,050 จ่ายหลังงานครับ
[3 พ.ย. 68 15:10] พี่ต่าย ชมรมวิ่งสองแคว: โอนมัดจำ 9,450 แล้วนะ สลิปตามนี้
[3 พ.ย. 68 15:22] เบิร์ด Bird First Aid: ได้รับแล้วครับพี่ ขอบคุณครับ วันงานทีมถึง 16.00 นะครับ
"""
CHAT_ANN = """[LINE] ประวัติการแชทกับ ครูแอน ม.4
วันที่บันทึก: 14/11/2568 21:10

อ. 04/11/2568
19:02\tครูแอน ม.4\tสวัสดีค่ะพี่เบิร์ด โรงเรียนอยากให้มาสอน CPR กับ AED ให้ ม.4 ทั้งระดับค่ะ 120 คน
19:10\tเบิร์ด Bird First Aid\tได้ครับครู เรทปกติ 350 บาทต่อคนครับ 3 ชั่วโมง มีหุ่นให้ฝึกครบ
19:25\tครูแอน ม.4\tงบที่โรงเรียนตั้งไว้หัวละ 250 ค่ะ พอไหวมั้ยคะ
19:40\tเบิร์ด Bird First Aid\t250 ไม่ไหวจริงๆ ครับ ต้องใช้ครูฝึก 5 คน 320 ละกันครับ
20:05\tครูแอน ม.4\t280 ได้มั้ยคะ ครูในโรงเรียนจะขอเรียนด้วยสัก 8 คน
20:12\tเบิร์ด Bird First Aid\tงั้น 300 ครับ ครู 8 คนเรียนฟรีเลย

พ. 05/11/2568
08:30\tครูแอน ม.4\tผอ.บอกขอ 290 ค่ะ แล้วจะจ้างรุ่น ม.5 ต่อเทอมหน้า
08:41\tเบิร์ด Bird First Aid\tโอเคครับ 290 บาทต่อคน 120 คน รวม 34,800 บาทครับ สอนวันศุกร์ที่ 5 ธ.ค. 68 ที่หอประชุม
08:45\tครูแอน ม.4\tตกลงค่ะ 34,800 จ่ายหลังอบรม ออกใบเสร็จในนามโรงเรียนนะคะ
"""

# ---------------------------------------------------------------- side business: manikins
RESUS_INVOICE = [
    "SIAM RESUS TRAINING SUPPLIES CO., LTD.\n"
    "CPR manikins, AED trainers and first-aid training kits\n"
    "1188 Phahonyothin Road, Chatuchak, Bangkok 10900   Tax ID 0105562118304\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV2510-118\n"
    "Date: 27 Oct 2025                 Due date: 10 Nov 2025\n"
    "Customer: Bird First Aid (Mr. Kritsada Thongkham), 88/14 Phruksa Ville, Tha Thong,\n"
    "          Mueang Phitsanulok 65000\n"
    "\n"
    "Item                                         Qty     Unit price    Amount\n"
    "Adult CPR manikin with feedback light         4 pcs   8,900.00    35,600.00\n"
    "Infant CPR manikin                             2 pcs   5,450.00    10,900.00\n"
    "AED trainer (English/Thai voice)               2 pcs   4,200.00     8,400.00\n"
    "CPR face shield                              200 pcs       6.00     1,200.00\n"
    "\n"
    "Subtotal                                                         56,100.00\n"
    "VAT 7%                                                            3,927.00\n"
    "Total                                                            60,027.00\n"
    "Less deposit paid 15 Oct 2025                                   -20,000.00\n"
    "BALANCE DUE                                                      40,027.00 THB\n"
    "\n"
    "Shipped by Kerry Express, 2 boxes. Please transfer to Bangkok Bank, Siam Resus Training\n"
    "Supplies Co., Ltd., account 147-3-55820-1, and send the slip to acc@siamresus.co.th",
]
RESUS_RECEIPT = [
    "บริษัท สยามรีซัส เทรนนิ่ง ซัพพลายส์ จำกัด (สำนักงานใหญ่)",
    "1188 ถ.พหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900  เลขประจำตัวผู้เสียภาษี 0105562118304",
    "ใบเสร็จรับเงิน  เลขที่ RC2511-044",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก คุณกฤษดา ทองคำ (Bird First Aid)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV2510-118 ลงวันที่ 27/10/68",
]
RESUS_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "60,027.00"),
    ("หัก เงินมัดจำรับแล้ว 15/10/68", "20,000.00"),
    ("รับชำระครั้งนี้", "40,027.00"),
]
RESUS_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 40,027.00 บาท (สี่หมื่นยี่สิบเจ็ดบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวปวีณา ลิ้มสกุล ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- side business: books
INCOME_HEADERS = ["เดือน (Month)", "อบรม CPR/ปฐมพยาบาล (Training)", "Standby งานกีฬา/อีเวนต์ (Event standby)",
                  "ขายชุดปฐมพยาบาล (Kit sales)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าตอบแทนทีม (Crew pay)", "ค่าน้ำมัน/เช่ารถ (Fuel, vehicle hire)",
                   "เวชภัณฑ์สิ้นเปลือง (Supplies)", "อุปกรณ์ (Equipment)", "อื่นๆ (Other)", "รวม (Total)"]
INCOME_2568 = [
    [12600, 8750, 15400, 10500, 7000, 18200, 21000, 27650, 16800, 24500],
    [18500, 9000, 22000, 31000, 6500, 0, 9500, 12000, 15000, 28500],
    [2350, 1900, 3100, 2800, 1450, 2600, 3350, 4100, 2900, 3750],
]
EXPENSES_2568 = [
    [9600, 5400, 11800, 14200, 4200, 5600, 9800, 11900, 9600, 15800],
    [3200, 1850, 4100, 5600, 1300, 900, 2300, 3150, 2700, 4900],
    [1450, 980, 1720, 1610, 890, 1240, 1530, 1880, 1360, 1940],
    [0, 0, 6800, 0, 0, 0, 0, 0, 0, 20000],
    [500, 500, 850, 500, 500, 650, 500, 500, 500, 850],
]
INCOME_2567 = [
    [9800, 7000, 11200, 8400, 5600, 12600, 14000, 16800, 11900, 15400, 18900, 8400],
    [14000, 7500, 18000, 26500, 5000, 0, 6500, 9000, 12500, 19500, 24000, 29000],
    [1650, 1200, 2100, 1950, 900, 1700, 2250, 2600, 1800, 2450, 2900, 3300],
]
EXPENSES_2567 = [
    [7200, 4300, 9400, 12600, 3500, 4800, 7000, 8600, 8100, 11200, 13700, 12400],
    [2600, 1500, 3300, 4750, 1160, 800, 1900, 2450, 2200, 3400, 4050, 4380],
    [1100, 760, 1380, 1290, 640, 920, 1150, 1420, 1050, 1560, 1740, 1690],
    [4500, 0, 0, 0, 0, 3800, 0, 0, 0, 0, 0, 12900],
    [400, 400, 650, 400, 400, 400, 400, 650, 400, 400, 400, 650],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"Bird First Aid รายรับรายเดือน ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"Bird First Aid รายจ่ายรายเดือน ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


RATES_TRAINING = [
    ("หลักสูตร (Course)", "ระยะเวลา", "ราคา (บาท)", "หมายเหตุ"),
    ("CPR + AED พื้นฐาน", "3 ชม.", "350 ต่อคน", "ขั้นต่ำ 30 คน หุ่นฝึก 1 ตัวต่อ 6 คน"),
    ("ปฐมพยาบาลเบื้องต้น + CPR", "1 วัน", "650 ต่อคน", "ขั้นต่ำ 20 คน รวมใบประกาศ"),
    ("CPR สำหรับพนักงานบริษัท (เหมา)", "ครึ่งวัน", "8,500 ต่อรุ่น", "ไม่เกิน 15 คน"),
    ("ทบทวน CPR ประจำปี", "2 ชม.", "250 ต่อคน", "ลูกค้าเก่าเท่านั้น"),
]
RATES_STANDBY = [
    ("บริการ (Service)", "หน่วย", "ราคา (บาท)", "หมายเหตุ"),
    ("รถพยาบาลระดับสูง (ALS) พร้อมทีม 4 คน", "ต่อคัน 5 ชม.", "9,500", ""),
    ("รถพยาบาลพื้นฐาน (BLS) พร้อมทีม 3 คน", "ต่อคัน 5 ชม.", "6,500", ""),
    ("ทีมปฐมพยาบาลเดินเท้า 2 คน", "ต่อจุด", "3,000", ""),
    ("เต็นท์ปฐมพยาบาล", "ต่อจุด", "4,500", "รวมเตียงพับ 2 เตียง"),
    ("เครื่อง AED", "ต่อเครื่อง", "800", ""),
    ("ชั่วโมงเกิน", "ต่อชั่วโมงต่อทีม", "1,200", ""),
]
TRAINEES = [
    ("ลำดับ", "ชื่อ-สกุล", "แผนก", "Pre-test (20)", "Post-test (20)", "ผล"),
    (1, "สมหมาย อินทร์แก้ว", "คลังสินค้า", 9, 18, "ผ่าน"),
    (2, "วิไลวรรณ ทองสุข", "บัญชี", 11, 19, "ผ่าน"),
    (3, "ประเสริฐ คงมั่น", "ซ่อมบำรุง", 8, 17, "ผ่าน"),
    (4, "กาญจนา มีสุข", "HR", 12, 20, "ผ่าน"),
    (5, "ณรงค์ เพ็งพันธ์", "ขับรถ", 7, 14, "ไม่ผ่าน"),
    (6, "อรทัย ปัญญาดี", "จัดซื้อ", 10, 18, "ผ่าน"),
    (7, "สุทธิพงษ์ วงศ์ใหญ่", "คลังสินค้า", 9, 17, "ผ่าน"),
    (8, "มณีรัตน์ แสงจันทร์", "บัญชี", 13, 19, "ผ่าน"),
    (9, "ชาตรี บุญมี", "ซ่อมบำรุง", 8, 16, "ผ่าน"),
    (10, "พรทิพย์ ศรีนวล", "ขาย", 11, 18, "ผ่าน"),
    (11, "วีระ ทองดี", "รปภ.", 10, 17, "ผ่าน"),
    (12, "ศิริลักษณ์ มากมี", "HR", 12, 19, "ผ่าน"),
    (13, "อนันต์ จันทร์แดง", "ขับรถ", 9, 16, "ผ่าน"),
    (14, "ปิยะนุช แก้วกล้า", "ขาย", 10, 18, "ผ่าน"),
]


def _rates(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "อบรม"
    sheet.append(["Bird First Aid เรทค่าอบรม ปี 2568"])
    for row in RATES_TRAINING:
        sheet.append(list(row))
    sheet = book.create_sheet("Standby")
    sheet.append(["Bird First Aid เรทค่า Standby งานกีฬา/อีเวนต์ ปี 2568"])
    for row in RATES_STANDBY:
        sheet.append(list(row))
    book.save(path)


def _trainees(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลสอบ"
    sheet.append(["อบรม CPR + AED บริษัท พิษณุโลกเกษตรพืชผล จำกัด 24 ต.ค. 68 (รุ่นเช้า) เกณฑ์ผ่าน 16/20"])
    for row in TRAINEES:
        sheet.append(list(row))
    sheet = book.create_sheet("สรุป")
    sheet.append(["ผู้เข้าอบรม", 14])
    sheet.append(["ผ่าน", 13])
    sheet.append(["ไม่ผ่าน (นัดสอบใหม่)", 1])
    sheet.append(["ค่าอบรมเหมารุ่น (บาท)", 8500])
    sheet.append(["ครูฝึก", "เบิร์ด, แพร, โอ๊ต"])
    money_format(sheet, 2)
    book.save(path)


CPR_SLIDES = [
    ("CPR & AED พื้นฐาน", "Bird First Aid\nหลักสูตร 3 ชั่วโมง (v3)"),
    ("ตรวจสอบความปลอดภัย", "ดูที่เกิดเหตุปลอดภัย\nปลุกเรียก ตบไหล่ ดูการหายใจไม่เกิน 10 วินาที"),
    ("โทร 1669", "บอกสถานที่ อาการ จำนวนผู้ป่วย\nขอ AED ที่ใกล้ที่สุด"),
    ("กดหน้าอก", "กดกลางหน้าอก ลึก 5-6 ซม.\nอัตรา 100-120 ครั้งต่อนาที\nกด 30 ครั้ง : เป่า 2 ครั้ง"),
    ("AED", "เปิดเครื่อง ทำตามเสียง\nติดแผ่น ไม่สัมผัสผู้ป่วยขณะวิเคราะห์\nกดช็อกแล้วกดหน้าอกต่อทันที"),
    ("ฝึกปฏิบัติ", "หุ่น 1 ตัวต่อ 6 คน\nสอบปฏิบัติ + ข้อสอบ 20 ข้อ ผ่าน 16 ข้อ"),
]
CHECKLIST = """# เช็คลิสต์กระเป๋าฉุกเฉิน standby งานวิ่ง

- [ ] ถังออกซิเจน 1.5 คิว 2 ถัง + หน้ากาก NRB 4
- [ ] AED 1 เครื่อง (เช็คแบต/แผ่น)
- [ ] BVM ผู้ใหญ่ 1 เด็ก 1
- [ ] ผ้าก๊อซ ผ้ายืด Elastic bandage 6 ม้วน
- [ ] เฝือกลม แขน 2 ขา 2
- [ ] เครื่องวัดความดัน เครื่องเจาะน้ำตาล
- [ ] น้ำเกลือ NSS 1,000 ml 2 ถุง
- [ ] ผ้าห่มฟอยล์ 10 ผืน ถุงน้ำแข็ง
- [ ] วิทยุ 2 เครื่อง + แบตสำรอง
- [ ] ใบบันทึกผู้ป่วย 30 แผ่น
"""

# ---------------------------------------------------------------- household
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Kritsada Thongkham\n"
        "Address: 88/14 Phruksa Ville, Tha Thong, Mueang Phitsanulok 65000\n"
        "Customer no. 020048817254   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, counter services, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "18,402 -> 18,758", 356, "1,572.11", "141.40", "122.62",
                    "1,874.35", "6 Oct 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "18,758 -> 19,156", 398, "1,770.72", "158.09", "137.69",
                    "2,104.72", "6 Nov 2025")
WATER_OCT = [
    "PHITSANULOK CITY MUNICIPALITY - WATERWORKS DIVISION\n"
    "WATER BILL\n"
    "Customer: Mr. Kritsada Thongkham   Account 65-04-118372\n"
    "Address: 88/14 Phruksa Ville, Tha Thong, Mueang Phitsanulok\n"
    "Reading date: 18 Oct 2025   Meter 1,204 -> 1,225   Used: 21 m3\n"
    "Water charge 236.40   Meter service 14.13   VAT 7% 17.54\n"
    "AMOUNT DUE: 268.07 THB\n"
    "Due date: 10 Nov 2025. Service may be suspended 15 days after the due date.",
]
LOAN_STATEMENT = [
    "NAKHON THAI LEASING PUBLIC CO., LTD.\n"
    "Hire purchase statement - October 2025\n"
    "\n"
    "Customer: Mr. Kritsada Thongkham\n"
    "Contract no. HP-PL-2022-04417\n"
    "Vehicle: Toyota Yaris Ativ 1.2 Premium, registration 2KT 5512 Phitsanulok\n"
    "Contract date: 5 Sep 2022    Term: 60 installments\n"
    "\n"
    "Monthly installment (incl. VAT): 8,470.00 THB, due on the 5th of each month\n"
    "Installment no. 38 paid on 3 Oct 2025: 8,470.00\n"
    "Installments paid: 38 of 60\n"
    "Installments remaining: 22\n"
    "Outstanding hire purchase balance: 186,340.00 THB\n"
    "\n"
    "Next installment: no. 39, 8,470.00 THB, due 5 Nov 2025\n"
    "Late payment: 1.25% a month on the overdue amount plus a 100 THB notice fee.\n"
    "Early settlement: call 02-660-4417 for a discount quote.",
]
SERVICE_QUOTE = [
    "บริษัท โตโยต้าเมืองสองแคว จำกัด ศูนย์บริการพิษณุโลก",
    "ใบเสนอราคาค่าบริการตรวจเช็คระยะ  วันที่ 12 พ.ย. 2568",
    "ลูกค้า คุณกฤษดา ทองคำ  รถ Toyota Yaris Ativ ทะเบียน 2กท 5512 พิษณุโลก  ระยะ 80,000 กม.",
    "นัดเข้ารับบริการ วันเสาร์ที่ 22 พฤศจิกายน 2568 เวลา 09.00 น.",
]
SERVICE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("น้ำมันเครื่องสังเคราะห์ 0W-20 4 ลิตร", "1,450"),
    ("ไส้กรองน้ำมันเครื่อง", "250"),
    ("ไส้กรองอากาศ", "480"),
    ("ไส้กรองแอร์", "650"),
    ("น้ำมันเบรก DOT 3", "520"),
    ("ผ้าเบรกหน้า", "1,890"),
    ("ค่าแรง", "1,250"),
    ("รวม", "6,490"),
    ("ภาษีมูลค่าเพิ่ม 7%", "454.30"),
    ("รวมทั้งสิ้น", "6,944.30"),
]
SERVICE_BOTTOM = ["ผ้าเบรกหน้าเหลือ 3 มม. แนะนำให้เปลี่ยน", "ที่ปรึกษาบริการ คุณจักรพันธ์ โทร 055-338-120"]
HEALTH_POLICY = [
    "บริษัท สยามพูนทรัพย์ประกันชีวิต จำกัด (มหาชน)",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัยปีต่ออายุ",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณกฤษดา ทองคำ (ผู้ชำระเบี้ย)",
    "ผู้เอาประกันภัย ด.ญ.ณิชาภา ทองคำ อายุ 10 ปี  กรมธรรม์เลขที่ SPH-5521873 สัญญาเพิ่มเติมสุขภาพเด็ก "
    "ครบกำหนดปีกรมธรรม์ 28 ธันวาคม 2568",
]
HEALTH_TABLE = [
    ("รายการ", "ปีกรมธรรม์ 2568", "ปีกรมธรรม์ 2569"),
    ("ค่ารักษาผู้ป่วยใน (ต่อปี)", "300,000", "300,000"),
    ("ค่าห้องต่อวัน", "3,000", "3,000"),
    ("ผู้ป่วยนอก (ต่อครั้ง)", "1,000", "1,000"),
    ("เบี้ยประกันภัยรวม (บาท)", "13,280", "14,620"),
]
HEALTH_BOTTOM = [
    "เบี้ยประกันปีนี้ 14,620 บาท ปรับตามช่วงอายุและอัตราค่ารักษาพยาบาล",
    "กรุณาชำระภายในวันที่ 20 ธันวาคม 2568 ผ่าน QR code หรือบัตรเครดิต (ผ่อน 0% 3 เดือน)",
    "ตัวแทน คุณนงลักษณ์ โทร 081-675-9904",
]
FEES = (
    ["โรงเรียนสองแควศึกษา (ภาคภาษาอังกฤษ) อ.เมืองพิษณุโลก", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.ณิชาภา ทองคำ  ชั้น ป.5/1  เลขประจำตัว 60417"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "19,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,800"),
     ("ค่าครูต่างชาติและสื่อภาษาอังกฤษ", "2,600"), ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "1,500"),
     ("รวม", "28,400")],
    ["รวมทั้งสิ้น 28,400 บาท กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่งานการเงิน ชำระล่าช้าปรับวันละ 50 บาท",
     "ค่ายลูกเสือ 11-12 ธันวาคม 2568"],
)
CATARACT = [
    "PHITSANULOK VISION EYE HOSPITAL\n"
    "Cataract and Lens Centre - 302 Mittraphap Road, Mueang Phitsanulok 65000  Tel. 055-245-700\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                        Date: Nov 10, 2025\n"
    "Patient: Mrs. Boonruean Thongkham, age 71          HN 68-20931\n"
    "Procedure: Phacoemulsification with intraocular lens (IOL), LEFT eye, day case\n"
    "Surgeon: Dr. Ratchanee Phromma\n"
    "Pre-operative check: 2 Dec 2025 at 9:00 (eye measurement, blood sugar, ECG)\n"
    "Surgery: 16 Dec 2025, admit 7:30, home the same afternoon\n"
    "\n"
    "OPTION 1 - standard monofocal lens\n"
    "  Surgeon and operating room ........................ 18,500\n"
    "  Monofocal lens ....................................  9,800\n"
    "  Medicines and eye drops ...........................  3,200\n"
    "  Pre-operative tests ...............................  2,500\n"
    "  Day-care room .....................................  3,000\n"
    "  Follow-up visits (1 day, 1 week, 1 month) .........  5,000\n"
    "  ESTIMATED TOTAL ................................... 42,000 THB\n"
    "\n"
    "OPTION 2 - premium multifocal lens (less need for reading glasses)\n"
    "  Same as option 1 but lens 36,300\n"
    "  ESTIMATED TOTAL ................................... 68,500 THB\n"
    "\n"
    "A deposit of 10,000 THB is payable on the day of the pre-operative check.\n"
    "Civil Servant Medical Benefit Scheme members: the scheme reimburses the lens up to 9,800 THB\n"
    "(ask for the receipt with lens code).\n"
    "This is an estimate; the final bill may differ by up to 10%.\n"
    "Please stop aspirin 5 days before surgery only if the physician agrees.",
]
MOM_NOTES = """# ตาแม่ (บุญเรือน ทองคำ)
- ต้อกระจกตาซ้าย มองไม่ชัด ขับมอเตอร์ไซค์ไม่ได้แล้ว ตาขวายังพอได้
- รพ.ศูนย์ (สิทธิ์ข้าราชการพ่อ): คิวผ่าตัดถึง มิ.ย. 2569
- รพ.ตาพิษณุโลกวิชั่น (เอกชน): ผ่าได้ 16 ธ.ค. 2568 เลนส์ธรรมดา 42,000 เลนส์พรีเมียม 68,500 มัดจำ 10,000 วันตรวจก่อนผ่า 2 ธ.ค.
- แม่อยากได้เลนส์ธรรมดา ไม่อยากให้ลูกเสียเยอะ
- คุยกับเอก: หารครึ่ง ส่วนที่เบิกกรมบัญชีกลางได้คืนให้แม่
- วันผ่าตัดเบิร์ดต้องลาเวร บ่าย 16 ธ.ค. / ปุ้ยไปรับข้าวหอม
- เบาหวาน: ต้องคุมน้ำตาลก่อนผ่า ไม่เกิน 180
"""
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2231.56, "PEA"), ("ค่าน้ำประปา (Water)", 244.61, "เทศบาล"),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3400, "Yaris"), ("ผ่อนรถ Yaris (Car loan)", 8470, "งวดที่ 36/60"),
                ("ค่ารถรับส่งข้าวหอม (School van)", 1300, ""), ("ให้แม่ (Mom)", 3000, ""),
                ("ค่ายาเบาหวานแม่ (Mom's medicine)", 850, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1874.35, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 251.30, "เทศบาล"),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10850, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3650, "Yaris"), ("ผ่อนรถ Yaris (Car loan)", 8470, "งวดที่ 37/60"),
                ("ค่ารถรับส่งข้าวหอม (School van)", 1300, ""), ("ให้แม่ (Mom)", 3000, ""),
                ("ค่ายาเบาหวานแม่ (Mom's medicine)", 850, ""), ("ชุดลูกเสือข้าวหอม (Scout uniform)", 780, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2104.72, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 268.07, "เทศบาล"),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11600, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3300, "Yaris"), ("ผ่อนรถ Yaris (Car loan)", 8470, "งวดที่ 38/60"),
                ("ค่ารถรับส่งข้าวหอม (School van)", 1300, ""), ("ให้แม่ (Mom)", 3000, ""),
                ("ค่ายาเบาหวาน + ตรวจตาแม่ (Mom's medicine, eye check)", 1450, "รพ.ศูนย์")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านทองคำ {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


TEXTS = {
    f"{WORK}/ทีม ALS1/ambulance_runs_Oct2025.md": RUNS_OCT,
    f"{WORK}/เอกสาร/email_PHTLS course_Dec2025.txt": PHTLS_EMAIL,
    f"{WORK}/เอกสาร/รายงานเหตุ รถ ALS1 ถอยชนเสา_ร่าง.md": INCIDENT,
    f"{SIDE}/แชท/แชทไลน์_พี่ต่าย_ไนท์รัน.txt": CHAT_TAI,
    f"{SIDE}/แชท/LINE_ครูแอน_อบรมCPR.txt": CHAT_ANN,
    f"{SIDE}/เช็คลิสต์กระเป๋าฉุกเฉิน.md": CHECKLIST,
    f"{HOME}/แม่/นัดหมอตาแม่.md": MOM_NOTES,
    f"{HOME}/แชทไลน์_บ้านทองคำ.txt": """[5 พ.ย. 68 18:20] ปุ้ย: พ่อข้าวหอม ค่าเทอมลูก 28,400 นะ จ่ายก่อน 21 พ.ย.
[5 พ.ย. 68 18:31] เบิร์ด: โอเค เงินไนท์รันเข้าแล้ว เดี๋ยวโอนให้
[10 พ.ย. 68 12:05] เอก: พี่เบิร์ด รพ.ตาส่งใบประเมินมาแล้ว เลนส์ธรรมดาสี่หมื่นสอง พรีเมียมหกหมื่นกว่า
[10 พ.ย. 68 12:15] เบิร์ด: เอาเลนส์ธรรมดาตามที่แม่อยากได้ หารกันคนละครึ่งนะเอก
[10 พ.ย. 68 12:18] เอก: ได้พี่ มัดจำหมื่นนึงผมจ่ายก่อน วันตรวจ 2 ธ.ค.
[10 พ.ย. 68 19:40] แม่: ขอบใจลูกๆ นะ แม่ไม่อยากเป็นภาระ
[12 พ.ย. 68 20:02] ปุ้ย: ประกันสุขภาพข้าวหอมขึ้นเป็น 14,620 นะ ปีที่แล้ว 13,280
[12 พ.ย. 68 20:06] เบิร์ด: จ่ายธันวา ผ่อนบัตร 3 เดือนเอา
[13 พ.ย. 68 07:10] ข้าวหอม: พ่อ วันที่ 11-12 ธ.ค. หนูไปค่ายลูกเสือนะ
[13 พ.ย. 68 07:12] เบิร์ด: 11 ธ.ค. พ่อซ้อมแผนที่สนามบิน แม่ไปส่งนะลูก
""",
    f"{HOME}/สูตรแกงส้มปลาช่อน_แม่.md": """# แกงส้มปลาช่อน สูตรแม่
- ปลาช่อน 1 ตัว (ประมาณ 800 กรัม) หั่นชิ้น
- พริกแกงส้ม 3 ช้อนโต๊ะ (โขลกเอง พริกแห้ง หอมแดง กะปิ)
- มะละกอดิบ ผักบุ้ง ดอกแค
- น้ำมะขามเปียก 4 ช้อนโต๊ะ น้ำปลา 2 น้ำตาลปี๊บ 1
- ต้มน้ำ 4 ถ้วยให้เดือด ใส่พริกแกง ใส่ผักแข็งก่อน แล้วค่อยใส่ปลา อย่าคน
""",
}
TODO = {"todo.md": """- ส่งรายชื่อทีมซ้อมแผน MCI ให้ สสจ. ก่อน 28 พ.ย.
- ตอบคุณนัท PHTLS (ตั้ม โอ๊ต) ก่อน 21 พ.ย.
- เลือกเจ้า O2 (สองแควออกซิเจน หรือ Siam MedGas) ส่งพัสดุ
- โอนค่าเทอมข้าวหอม ก่อน 21 พ.ย.
- เช็คระยะ Yaris 22 พ.ย.
- ต่อใบอนุญาต paramedic เก็บ CME ให้ครบก่อน 15 ม.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    als, papers = docs / WORK / "ทีม ALS1", docs / WORK / "เอกสาร"
    quotes, gear, books, classes = (docs / SIDE / "ใบเสนอราคา", docs / SIDE / "อุปกรณ์", docs / SIDE / "บัญชี",
                                    docs / SIDE / "อบรม")
    home = docs / HOME
    for folder in (als, papers, quotes, gear, books, classes, docs / SIDE / "แชท", home / "ค่าไฟ", home / "รถ",
                   home / "ประกัน", home / "ลูก", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ทีม ALS1"
    sheet.append(["รายชื่อทีม ALS1 งานอุบัติเหตุและฉุกเฉิน รพ.สองแควนคร ณ พ.ย. 2568"])
    for row in CREW:
        sheet.append(list(row))
    sheet = book.create_sheet("เวร ธ.ค.68")
    for row in SHIFTS:
        sheet.append(list(row))
    book.save(als / "รายชื่อทีม ALS_พ.ย.68.xlsx")
    write_docx(als / "ใบเสนอราคา_หจก.สองแควออกซิเจน_เติมO2.docx", O2_TH_TOP, O2_TH_TABLE, bottom=O2_TH_BOTTOM)
    make_pdf(als / "Quotation_SiamMedGas_O2_Nov2025.pdf", O2_EN)
    write_docx(papers / "หนังสือ_สสจ.พิษณุโลก_ซ้อมแผนอุบัติเหตุหมู่.docx", PHO_LETTER)
    make_pdf(papers / "Paramedic_license_renewal_notice_2025.pdf", LICENSE_NOTICE)
    write_slides(docs / WORK / "สรุปผลงานทีม ALS1 ปี2568.pptx", _als_slides())

    write_docx(quotes / "QT_standby_สองแควไนท์รัน_ร่าง.docx", RUN_DRAFT, RUN_DRAFT_TABLE, bottom=RUN_DRAFT_BOTTOM)
    write_docx(quotes / "QT_standby_สองแควไนท์รัน_final v2.docx", RUN_FINAL, RUN_FINAL_TABLE,
               bottom=RUN_FINAL_BOTTOM)
    make_pdf(gear / "Invoice_SiamResus_INV2510-118.pdf", RESUS_INVOICE)
    write_docx(gear / "ใบเสร็จ_สยามรีซัส_RC2511-044.docx", RESUS_RECEIPT, RESUS_RECEIPT_TABLE,
               bottom=RESUS_RECEIPT_BOTTOM)
    _book(books / "รายรับรายจ่าย_BirdFirstAid_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "รายรับรายจ่าย_BirdFirstAid_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _rates(books / "เรทค่าบริการ Bird First Aid 2568.xlsx")
    _trainees(classes / "รายชื่อผู้อบรม CPR_พิษณุโลกเกษตรพืชผล_24ต.ค.68.xlsx")
    write_slides(classes / "CPR_AED_พื้นฐาน_slides v3.pptx", CPR_SLIDES)

    make_pdf(home / "ค่าไฟ" / "electric bill Sep 2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "electric bill Oct 2025.pdf", PEA_OCT)
    make_pdf(home / "ค่าไฟ" / "water_bill_Oct2025.pdf", WATER_OCT)
    make_pdf(home / "รถ" / "Yaris_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    write_docx(home / "รถ" / "ใบเสนอราคาเช็คระยะ 80,000km_Yaris.docx", SERVICE_QUOTE, SERVICE_TABLE,
               bottom=SERVICE_BOTTOM)
    write_docx(home / "ประกัน" / "ต่อประกันสุขภาพ_ข้าวหอม_2569.docx", HEALTH_POLICY, HEALTH_TABLE,
               bottom=HEALTH_BOTTOM)
    write_docx(home / "ลูก" / "ค่าเทอม ข้าวหอม เทอม2_2568.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "Estimate_cataract_left eye_Mom_Nov2025.pdf", CATARACT)
    _house_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
