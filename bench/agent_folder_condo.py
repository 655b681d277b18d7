"""A folder for bench/agent_tasks.py (`--folder condo`): a Bangkok condominium manager's work laptop.

Kamonwan Sriwilai (คุณกมลวรรณ ศรีวิไล, พี่กมล) manages the juristic person of The Parkline On Nut Condominium
(นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช), two 8-floor buildings with 180 units in Suan Luang, Bangkok: the Thai
security-guard contract (docx, a posts-and-wages table) and the Thai cleaning contract (docx, a staff table), the
common-fee arrears by unit at the end of June 2568 (xlsx, two sheets, Thai/English headers), the juristic person's
income and expenses for January-June 2568 (xlsx, two sheets), two lift-maintenance quotes (English pdf), the
annual general meeting's slides (pptx) and Thai minutes (md), LINE chat exports with the committee and with a
resident about a water leak (txt), a rival cleaning company's English offer email (txt), the common area's June
electricity and water bills (English pdf), the building insurance renewal notice (English pdf) and a Thai summary
of last year's policy (md); a little of her own household: her spending for June and July 2568 (xlsx) and a note
about her mother's hospital appointments (md); and six distractors that share words with them (a draft security
contract, last year's income summary, an older lift quote, a draft AGM agenda, the March arrears list, last year's
AGM minutes); plus a workspect that already holds a to-do list. Written blind of the engine's rules, for
bench/data/agent_tasks_condo_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

SECURITY_TOP = [
    "สัญญาจ้างบริการรักษาความปลอดภัย",
    "สัญญาเลขที่ นต.พล 02/2568",
    "ทำที่ สำนักงานนิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช เลขที่ 55 ซอยอ่อนนุช 46 แขวงอ่อนนุช เขตสวนหลวง "
    "กรุงเทพมหานคร 10250 วันที่ 20 มกราคม 2568",
    "ระหว่าง นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช โดย นางสาวกมลวรรณ ศรีวิไล ผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" "
    "กับ บริษัท ไทยการ์ด ซีเคียวริตี้ เซอร์วิส จำกัด โดย นายวีระพงษ์ มั่นคง กรรมการผู้มีอำนาจ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ผู้รับจ้างตกลงจัดพนักงานรักษาความปลอดภัยประจำอาคาร A และอาคาร B ตลอด 24 ชั่วโมง "
    "ตามจำนวนและอัตราในตารางท้ายสัญญา",
    "ข้อ 2. ระยะเวลาสัญญา 1 ปี เริ่มวันที่ 1 กุมภาพันธ์ 2568 สิ้นสุดวันที่ 31 มกราคม 2569",
    "ข้อ 3. ผู้ว่าจ้างชำระค่าจ้างเป็นรายเดือน ภายใน 15 วันนับจากวันที่ได้รับใบแจ้งหนี้ ค่าจ้างตามตารางยังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "ข้อ 4. หากจุดใดไม่มีพนักงานประจำตามที่ตกลง ผู้ว่าจ้างมีสิทธิหักค่าจ้างจุดละ 1,000 บาทต่อผลัด",
    "ข้อ 5. ผู้รับจ้างต้องทำประกันภัยความรับผิดต่อทรัพย์สินของผู้ว่าจ้างและเจ้าของร่วม วงเงินไม่น้อยกว่า 1,000,000 บาท",
    "ข้อ 6. พนักงานต้องตรวจบัตรผู้มาติดต่อ บันทึกรถเข้าออก และเดินตรวจลานจอดรถทุก 2 ชั่วโมง",
    "ข้อ 7. ฝ่ายใดประสงค์จะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ตารางท้ายสัญญา: จำนวนพนักงานและค่าจ้าง",
]
SECURITY_TABLE = [
    ("ตำแหน่ง", "จำนวน (คน)", "ผลัด", "ค่าจ้างต่อคนต่อเดือน", "รวมต่อเดือน"),
    ("หัวหน้าชุด รปภ.", "1", "กลางวัน 07:00-19:00", "19,500 บาท", "19,500 บาท"),
    ("พนักงาน รปภ.", "2", "กลางวัน 07:00-19:00", "16,800 บาท", "33,600 บาท"),
    ("พนักงาน รปภ.", "2", "กลางคืน 19:00-07:00", "17,200 บาท", "34,400 บาท"),
    ("รวม (ก่อนภาษีมูลค่าเพิ่ม)", "5", "", "", "87,500 บาท"),
]
SECURITY_BOTTOM = [
    "ลงชื่อ กมลวรรณ ศรีวิไล ผู้ว่าจ้าง",
    "ลงชื่อ วีระพงษ์ มั่นคง ผู้รับจ้าง",
    "ลงชื่อ ประเสริฐ อินทรโชติ ประธานกรรมการ พยาน",
]
CLEANING_TOP = [
    "สัญญาจ้างเหมาบริการทำความสะอาด",
    "ทำที่ นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช วันที่ 15 กันยายน 2567",
    "ผู้ว่าจ้าง: นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช  ผู้รับจ้าง: บริษัท คลีนพลัส เซอร์วิส จำกัด",
    "ข้อ 1. ผู้รับจ้างทำความสะอาดพื้นที่ส่วนกลาง ได้แก่ ล็อบบี้ ทางเดินทุกชั้น ลิฟต์ บันไดหนีไฟ สระว่ายน้ำ ห้องฟิตเนส "
    "ลานจอดรถ และห้องขยะ ของอาคาร A และอาคาร B",
    "ข้อ 2. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 ตุลาคม 2567 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. เวลาทำงาน วันจันทร์ถึงวันเสาร์ 08:00-17:00 น. วันอาทิตย์จัดพนักงาน 1 คนเก็บขยะและดูแลล็อบบี้",
    "ข้อ 4. ผู้รับจ้างล้างพื้นลานจอดรถและเช็ดกระจกล็อบบี้ใหญ่ทุก 3 เดือน โดยไม่คิดค่าใช้จ่ายเพิ่ม",
    "ข้อ 5. ค่าจ้างเหมาเป็นไปตามตารางนี้ (ยังไม่รวมภาษีมูลค่าเพิ่ม 7%)",
]
CLEANING_TABLE = [
    ("รายการ", "จำนวน", "อัตราต่อเดือน", "รวมต่อเดือน"),
    ("หัวหน้าแม่บ้าน", "1 คน", "14,500 บาท", "14,500 บาท"),
    ("พนักงานทำความสะอาด", "3 คน", "12,800 บาท", "38,400 บาท"),
    ("น้ำยา วัสดุ และอุปกรณ์ทำความสะอาด", "เหมา", "4,600 บาท", "4,600 บาท"),
    ("รวมค่าจ้างเหมาต่อเดือน", "", "", "57,500 บาท"),
]
CLEANING_BOTTOM = [
    "ข้อ 6. หากพนักงานขาดงานโดยไม่มีคนแทน ผู้ว่าจ้างหักค่าจ้างคนละ 500 บาทต่อวัน",
    "ข้อ 7. การต่อสัญญาหรือเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ผู้ประสานงานของผู้รับจ้าง: คุณสุดารัตน์ ทองดี โทร 089-412-7736",
    "ลงชื่อ กมลวรรณ ศรีวิไล ผู้ว่าจ้าง",
    "ลงชื่อ สุดารัตน์ ทองดี ผู้รับจ้าง",
]

ARREARS_HEADERS = ("ห้อง (Unit)", "อาคาร (Building)", "พื้นที่ ตร.ม. (Area, sqm)", "ค่าส่วนกลาง/เดือน (Monthly fee, THB)",
                   "ค้าง (เดือน) (Months overdue)", "ยอดค้าง (Overdue, THB)", "เงินเพิ่ม (Surcharge, THB)",
                   "รวมต้องชำระ (Total due, THB)", "หมายเหตุ (Note)")
ARREARS = [  # unit, building, sqm, months, surcharge, note (fee is 45 THB a sqm a month)
    ("A116", "A", 28, 6, 378, "ส่งหนังสือทวงถามครั้งที่ 1 แล้ว"),
    ("A305", "A", 32, 3, 86, "โทรแล้ว สัญญาว่าจะจ่ายสิ้น ก.ค."),
    ("A512", "A", 45, 8, 1350, "ระงับบัตรจอดรถ ส่งหนังสือทวงถามครั้งที่ 2"),
    ("A601", "A", 62, 3, 167, ""),
    ("A708", "A", 28, 2, 25, "เจ้าของอยู่ต่างประเทศ ส่งอีเมลแล้ว"),
    ("B115", "B", 35, 2, 32, ""),
    ("B204", "B", 35, 5, 394, "ขอผ่อนจ่ายเดือนละ 2,000"),
    ("B410", "B", 62, 12, 5580, "ค้างนานที่สุด ส่งเรื่องให้ทนายแล้ว"),
    ("B611", "B", 32, 1, 0, ""),
    ("B803", "B", 45, 4, 270, "ห้องปล่อยเช่า แจ้งเจ้าของทางไลน์แล้ว"),
]
FEE_RATE = 45

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าส่วนกลาง (Common fees, THB)", "ค่าที่จอดรถคันที่ 2 (Extra parking, THB)",
                  "ดอกเบี้ยเงินฝาก (Bank interest, THB)", "เงินเพิ่ม/ค่าปรับ (Surcharges, THB)",
                  "รายได้อื่น (Other: keycards, room booking, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(318400, 12600, 0, 2150, 3800), (311250, 12600, 0, 1880, 2400), (322900, 13200, 18450, 2640, 5200),
          (306700, 13200, 0, 1720, 3100), (315600, 13800, 0, 2310, 2900), (319150, 13800, 19120, 2480, 4600)]
EXPENSE_HEADERS = ("เดือน (Month)", "รปภ. (Security, THB)", "ทำความสะอาด (Cleaning, THB)",
                   "ค่าไฟส่วนกลาง (Common electricity, THB)", "ค่าน้ำ (Water, THB)", "ลิฟต์ (Lift maintenance, THB)",
                   "เงินเดือนพนักงานนิติฯ (Office staff, THB)", "ซ่อมแซม (Repairs, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)")
EXPENSES = [
    (90415, 61525, 48420.55, 10640.20, 28890, 66000, 6850, 7420),
    (93625, 61525, 46310.80, 9985.40, 28890, 66000, 12400, 5980),
    (93625, 61525, 55560.35, 10830.75, 28890, 66000, 3900, 9150),
    (93625, 61525, 61880.10, 12105.60, 28890, 66000, 24600, 6240),
    (93625, 61525, 59240.45, 11972.30, 28890, 66000, 8750, 7310),
    (93625, 61525, 57734.26, 11418.45, 28890, 66000, 15300, 6880),
]

LIFT_SIAM = [
    "Siam Lift & Escalator Co., Ltd.\n88 Srinakarin Road, Nong Bon, Prawet, Bangkok 10250\nTel. 02-398-4410\n"
    "QUOTATION No. SL-Q2568-0412\nDate: 12 June 2025\n"
    "To: The Parkline On Nut Condominium Juristic Person (Attn. Ms. Kamonwan Sriwilai, Building Manager)\n"
    "Subject: Renewal of lift maintenance service, 1 September 2025 - 31 August 2026\n"
    "Equipment: 4 passenger lifts (Mitsubishi, 2 in Building A, 2 in Building B), 8 stops each\n"
    "Service: preventive maintenance visit once a month for each lift, safety test every 6 months,\n"
    "24-hour emergency call centre, technician on site within 2 hours\n"
    "Fee: 7,200 THB per lift per month x 4 lifts = 28,800 THB per month\n"
    "Annual fee: 345,600.00 THB\nVAT 7%: 24,192.00 THB\nTotal per year: 369,792.00 THB\n"
    "Spare parts are not included (10% discount on parts for contract customers)\n"
    "Annual lift inspection certificate by a licensed engineer: included\n"
    "Payment: monthly, 30 days credit\nThis quotation is valid for 60 days.\n"
    "Prepared by: Mr. Somkiat Rattanakul, Service Sales Manager",
]
LIFT_UNI = [
    "Uni Elevator Service Co., Ltd.\n19/7 Bangna-Trad Road km 3, Bang Na, Bangkok 10260\nTel. 02-744-2085\n"
    "QUOTATION No. QT-25-0187\nDate: 3 July 2025\n"
    "Customer: The Parkline On Nut Condominium Juristic Person, 55 Soi On Nut 46, Suan Luang, Bangkok 10250\n"
    "Service: Lift maintenance (all brands), 4 passenger lifts\n"
    "Monthly maintenance visit for each lift, 24-hour hotline, technician on site within 4 hours\n"
    "Minor parts (fuses, buttons, lamps, door rollers) included up to 5,000 THB per lift per year\n"
    "Fee: 6,300 THB per lift per month x 4 lifts = 25,200 THB per month\n"
    "Annual fee: 302,400.00 THB\nVAT 7%: 21,168.00 THB\nTotal per year: 323,568.00 THB\n"
    "Contract term: minimum 2 years\nAnnual inspection certificate: 8,000 THB per year (not included)\n"
    "Valid until: 31 August 2025\nContact: Ms. Nattaya Phongsri, 081-905-6627",
]
AGM_SLIDES = [
    ("ประชุมใหญ่สามัญประจำปี 2568 (Annual General Meeting 2025)",
     "นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช\nวันอาทิตย์ที่ 27 เมษายน 2568 เวลา 10:00 น. ห้องประชุมชั้น 2 อาคาร A"),
    ("ผลการดำเนินงานปี 2567 (Results 2024)",
     "รายรับรวม 3,742,600 บาท\nรายจ่ายรวม 3,518,900 บาท\nรายรับสูงกว่ารายจ่าย 223,700 บาท\n"
     "อัตราการเก็บค่าส่วนกลาง 94.1%"),
    ("กองทุนสำรอง (Sinking fund)",
     "ยอดคงเหลือ ณ 31 ธันวาคม 2567: 4,126,500 บาท\nใช้ไปในปี 2567: ซ่อมปั๊มน้ำ 186,000 บาท"),
    ("งบประมาณปี 2568 (Budget 2025)",
     "งบประมาณรายจ่ายทั้งปี 3,890,000 บาท\nค่าส่วนกลางคงเดิม 45 บาท/ตร.ม./เดือน\n"
     "ค่ารปภ. เพิ่มขึ้นตามสัญญาใหม่ (1 ก.พ. 2568)"),
    ("โครงการปี 2568 (Projects)",
     "เปลี่ยนกล้องวงจรปิดเป็นระบบ IP 48 ตัว: 385,000 บาท (จากกองทุนสำรอง)\n"
     "ทาสีภายนอกอาคาร B: ประมาณ 1,250,000 บาท (เสนอทำปี 2569)\n"
     "ศึกษาการติดตั้งที่ชาร์จรถ EV ในลานจอด"),
]
AGM_MINUTES = """# รายงานการประชุมใหญ่สามัญประจำปี 2568

นิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช
วันอาทิตย์ที่ 27 เมษายน 2568 เวลา 10:00-12:40 น. ณ ห้องประชุมชั้น 2 อาคาร A

ผู้บันทึก: กมลวรรณ ศรีวิไล (ผู้จัดการนิติบุคคล)

## องค์ประชุม
- เจ้าของร่วมมาประชุมด้วยตนเองและมอบฉันทะ 112 ห้อง จากทั้งหมด 180 ห้อง
  คิดเป็นอัตราส่วนกรรมสิทธิ์ 63.8% ครบองค์ประชุม (เกินหนึ่งในสี่)
- ประธานที่ประชุม: คุณประเสริฐ อินทรโชติ ประธานกรรมการ

## วาระที่ 1 รับรองงบการเงินปี 2567
- ที่ประชุมรับรองงบการเงินที่ตรวจสอบโดย สำนักงานสอบบัญชี พีเอ็นแอนด์แอสโซซิเอท
- เห็นด้วย 105 ไม่เห็นด้วย 0 งดออกเสียง 7

## วาระที่ 2 แต่งตั้งผู้สอบบัญชีปี 2568
- แต่งตั้ง สำนักงานสอบบัญชี พีเอ็นแอนด์แอสโซซิเอท ต่ออีก 1 ปี ค่าสอบบัญชี 28,000 บาท

## วาระที่ 3 อนุมัติงบประมาณปี 2568
- อนุมัติงบประมาณรายจ่าย 3,890,000 บาท ค่าส่วนกลางคงเดิม 45 บาท ต่อ ตร.ม. ต่อเดือน

## วาระที่ 4 เปลี่ยนกล้องวงจรปิด
- อนุมัติเปลี่ยนกล้องวงจรปิดเป็นระบบ IP 48 ตัว วงเงิน 385,000 บาท จ่ายจากกองทุนสำรอง
- เห็นด้วย 98 ไม่เห็นด้วย 6 งดออกเสียง 8
- ให้นิติฯ หาใบเสนอราคาอย่างน้อย 3 ราย แล้วให้คณะกรรมการเลือก

## วาระที่ 5 เลือกตั้งคณะกรรมการชุดใหม่ (วาระ 2 ปี)
- ได้คณะกรรมการ 5 ท่าน: คุณประเสริฐ อินทรโชติ (ประธาน), คุณจิราพร วงศ์สวัสดิ์ (เหรัญญิก),
  คุณธีรยุทธ แสงทอง, คุณอรวรรณ เพชรรัตน์, Mr. David Collins

## วาระที่ 6 เรื่องอื่นๆ
- ย้ำระเบียบห้ามเลี้ยงสัตว์ในห้องชุด ผู้ฝ่าฝืนปรับครั้งละ 2,000 บาท
- เจ้าของร่วมเสนอเรื่องที่ชาร์จรถ EV ให้นิติฯ ศึกษาค่าใช้จ่ายแล้วเสนอในการประชุมวิสามัญ
- ห้องที่ค้างค่าส่วนกลางเกิน 6 เดือน จะถูกระงับบริการส่วนกลางและส่งเรื่องดำเนินคดี

ปิดประชุมเวลา 12:40 น.
"""
LINE_COMMITTEE = """[LINE] ประวัติการแชทกลุ่ม กรรมการนิติ พาร์คไลน์ อ่อนนุช
บันทึกเมื่อ: 15/07/2568 22:18

จ., 07/07/2568
09:02\tกมล (ผจก.นิติ)\tเรียนกรรมการทุกท่านค่ะ ใบเสนอราคาซ่อมบำรุงลิฟต์ได้มาครบ 2 เจ้าแล้วนะคะ สยามลิฟท์ (เจ้าเดิม) กับ ยูนิ เอลิเวเตอร์
09:03\tกมล (ผจก.นิติ)\tสัญญาลิฟต์เดิมหมด 31 ส.ค. นี้ค่ะ
09:15\tประเสริฐ (ประธาน)\tขอบคุณครับ เอาไปเทียบกันในประชุมกรรมการเลยครับ นัดเสาร์ที่ 9 ส.ค. 14:00 ห้องประชุมชั้น 2 สะดวกไหมครับ
09:20\tจิราพร (เหรัญญิก)\tสะดวกค่ะ
09:31\tDavid Collins\tOK for me. Please send the quotes in English too, thanks
09:33\tกมล (ผจก.นิติ)\tได้ค่ะ คุณเดวิด ใบเสนอราคาเป็นภาษาอังกฤษอยู่แล้วค่ะ

พ., 09/07/2568
14:10\tกมล (ผจก.นิติ)\tเรื่องห้อง B410 ค้างค่าส่วนกลาง 12 เดือนแล้วค่ะ ทนายคุณสมพงษ์เสนอค่าดำเนินคดี 15,000 บาท ค่าธรรมเนียมศาลแยกต่างหาก
14:25\tประเสริฐ (ประธาน)\tอนุมัติครับ ให้ทนายส่งหนังสือบอกกล่าวก่อน 1 ฉบับ
14:26\tธีรยุทธ\tเห็นด้วยครับ
14:40\tอรวรรณ\tเห็นด้วยค่ะ

ศ., 11/07/2568
10:05\tกมล (ผจก.นิติ)\tแจ้งเรื่องกล้องวงจรปิดค่ะ ได้ใบเสนอราคา 3 รายตามมติประชุมใหญ่แล้ว ถูกสุดคือ เอสพี ซีเคียวร์เทค 368,500 บาท
10:06\tกมล (ผจก.นิติ)\tถ้ากรรมการอนุมัติ ผู้รับเหมาเริ่มติดตั้งได้วันจันทร์ที่ 18 ส.ค. ใช้เวลา 10 วันค่ะ
10:30\tจิราพร (เหรัญญิก)\tถูกกว่างบที่ขอไว้ 385,000 ดีค่ะ
10:45\tประเสริฐ (ประธาน)\tเอาเข้าวาระวันที่ 9 ส.ค. ด้วยครับ

อ., 15/07/2568
20:12\tกมล (ผจก.นิติ)\tประกันอาคารจะหมด 15 ก.ย. นะคะ ปีนี้บริษัทประกันขึ้นเบี้ย เพราะปีที่แล้วเราเคลมน้ำท่วมห้องปั๊ม
20:15\tจิราพร (เหรัญญิก)\tขอดูตัวเลขเทียบกับปีที่แล้วด้วยนะคะ
20:16\tกมล (ผจก.นิติ)\tรับทราบค่ะ จะทำตารางเทียบให้ก่อนประชุม
"""
LINE_RESIDENT = """[LINE] ประวัติการแชทกับ คุณพิมพ์ชนก ห้อง B307
บันทึกเมื่อ: 16/07/2568 18:40

ส., 12/07/2568
07:48\tพิมพ์ชนก B307\tสวัสดีค่ะนิติ ฝ้าห้องน้ำห้องพิมมีน้ำหยดลงมาตั้งแต่เมื่อคืนค่ะ น่าจะมาจากห้องข้างบน
07:49\tพิมพ์ชนก B307\t[รูปภาพ]
08:15\tกมล นิติพาร์คไลน์\tรับเรื่องค่ะคุณพิมพ์ชนก เดี๋ยวให้ช่างต้นขึ้นไปดูห้อง B407 ด้านบนนะคะ
10:40\tกมล นิติพาร์คไลน์\tช่างต้นเช็กแล้วค่ะ ท่อน้ำทิ้งใต้อ่างล้างหน้าห้อง B407 รั่ว เจ้าของห้อง B407 รับผิดชอบซ่อมท่อเองค่ะ
10:42\tพิมพ์ชนก B307\tแล้วฝ้าห้องพิมที่เป็นคราบกับบวมล่ะคะ
10:50\tกมล นิติพาร์คไลน์\tคุณวิชัยเจ้าของห้อง B407 ยินดีจ่ายค่าซ่อมฝ้าให้ค่ะ ช่างประเมินไว้ 4,800 บาท (เปลี่ยนแผ่นยิปซัม 2 แผ่น + ทาสี)

จ., 14/07/2568
09:05\tกมล นิติพาร์คไลน์\tห้อง B407 ซ่อมท่อเสร็จแล้วนะคะ น้ำหยุดหยดแล้ว
09:06\tกมล นิติพาร์คไลน์\tช่างจะเข้าซ่อมฝ้าห้องคุณพิมพ์ชนกวันพุธที่ 16 ก.ค. เวลา 09:30 น. ได้ไหมคะ ใช้เวลาประมาณครึ่งวัน
09:20\tพิมพ์ชนก B307\tได้ค่ะ พิมจะฝากกุญแจไว้ที่ รปภ. นะคะ
09:21\tกมล นิติพาร์คไลน์\tรับทราบค่ะ

พ., 16/07/2568
14:35\tกมล นิติพาร์คไลน์\tช่างซ่อมฝ้าเสร็จแล้วค่ะ รอสีแห้งประมาณ 1 วัน กุญแจคืนไว้ที่ป้อม รปภ. อาคาร B ค่ะ
14:50\tพิมพ์ชนก B307\tขอบคุณมากค่ะ
"""
CLEANING_OFFER = """From: SparkClean Facility Services <sales@sparkclean.co.th>
To: Kamonwan Sriwilai <parkline.onnut.office@gmail.com>
Date: Mon, 14 Jul 2025 10:22:41 +0700
Subject: Cleaning service proposal for The Parkline On Nut

Dear Khun Kamonwan,

Thank you for showing us around the two buildings last week. We understand your current cleaning contract ends on
30 September 2025, and we would like to offer our service from 1 October 2025:

- Staff: 1 supervisor and 3 cleaners, Monday to Saturday 08:00-17:00, plus 1 cleaner on Sunday
- All chemicals, materials and equipment included
- Monthly fee: 53,900 THB (before 7% VAT)
- Car park floor washing every 2 months and lobby glass cleaning every month, at no extra charge
- Outside window cleaning of both buildings once a year (rope access), included
- Replacement staff within 4 hours if a cleaner is absent
- Contract term: 1 year; 30 days' notice to end

This offer is valid until 31 August 2025.

Best regards,
Ratchanee Boonmak
Business Development, SparkClean Facility Services Co., Ltd.
Tel. 086-330-5819
"""
MEA_JUNE = [
    "Metropolitan Electricity Authority (MEA) - Phra Khanong District Office\nELECTRICITY BILL - June 2025\n"
    "Customer: The Parkline On Nut Condominium Juristic Person (common area)\n"
    "Address: 55 Soi On Nut 46, On Nut, Suan Luang, Bangkok 10250\n"
    "Account No.: 300087654213   Tariff: 3.1.2 Medium general service\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 12,460 kWh\nPeak demand: 74 kW\n"
    "Energy charge: 49,943.69 THB\nDemand charge: 3,210.40 THB\nFt charge: 490.92 THB\nService charge: 312.24 THB\n"
    "VAT 7%: 3,777.01 THB\nAmount due: 57,734.26 THB\nDue date: 18 July 2025\n"
    "Pay by direct debit, MEA Smart Life app, or at any MEA office",
]
MWA_JUNE = [
    "Metropolitan Waterworks Authority (MWA) - Phra Khanong Branch\nWATER BILL - June 2025\n"
    "Customer: The Parkline On Nut Condominium Juristic Person\n"
    "Address: 55 Soi On Nut 46, On Nut, Suan Luang, Bangkok 10250\n"
    "Account No.: 12-3380417-6   Meter size: 2 inches\n"
    "Reading date: 28 June 2025   Previous reading: 58,214   Current reading: 58,842\n"
    "Water used: 628 cubic metres\nWater charge: 10,171.45 THB\nService charge: 500.00 THB\n"
    "VAT 7%: 747.00 THB\nAmount due: 11,418.45 THB\nDue date: 12 July 2025",
]
INSURANCE_PAGES = [
    "Chao Phraya Insurance Public Company Limited\nRENEWAL NOTICE - CONDOMINIUM PROPERTY INSURANCE\n"
    "Date: 1 August 2025\nInsured: The Parkline On Nut Condominium Juristic Person\n"
    "Location: 55 Soi On Nut 46, Suan Luang, Bangkok 10250 (Buildings A and B, 8 floors each, 180 units)\n"
    "Policy No.: CPI-IAR-24-008812 (to be renewed)\nPeriod of insurance: 15 September 2025 - 15 September 2026\n"
    "Cover 1: Industrial All Risks on common property and building structure, sum insured 285,000,000 THB\n"
    "Cover 2: Public liability, limit 10,000,000 THB per occurrence\n"
    "Cover 3: Lift and machinery breakdown, limit 2,000,000 THB",
    "Premium\nNet premium: 148,600.00 THB\nStamp duty: 595.00 THB\nVAT 7%: 10,443.65 THB\n"
    "Total premium: 159,638.65 THB\n"
    "Deductible: 20,000 THB per claim (was 10,000 THB), because of the water damage claim of October 2024\n"
    "Please pay by 10 September 2025 to keep the cover without a gap.\n"
    "Bank transfer: Kasikornbank, account 058-1-44720-3, Chao Phraya Insurance PCL\n"
    "Your broker: Mr. Anucha Kittipong, Tel. 081-662-0943",
]
LAST_POLICY = """# สรุปกรมธรรม์ประกันอาคาร ปี 2567-2568 (ฉบับปัจจุบัน)

บริษัท เจ้าพระยาประกันภัย จำกัด (มหาชน) กรมธรรม์เลขที่ CPI-IAR-24-008812
ระยะเวลาคุ้มครอง 15 กันยายน 2567 - 15 กันยายน 2568

- ประกันความเสี่ยงภัยทรัพย์สิน (IAR) ทรัพย์ส่วนกลางและโครงสร้างอาคาร ทุนประกัน 270,000,000 บาท
- ประกันความรับผิดต่อบุคคลภายนอก วงเงิน 10,000,000 บาท ต่อครั้ง
- ลิฟต์และเครื่องจักรเสียหาย วงเงิน 2,000,000 บาท
- เบี้ยสุทธิ 132,500.00 บาท อากร 530 บาท ภาษี 9,312.10 บาท เบี้ยรวม 142,342.10 บาท
- ค่าเสียหายส่วนแรก 10,000 บาท ต่อครั้ง

## การเคลม
- ต.ค. 2567 น้ำท่วมห้องปั๊มน้ำชั้นใต้ดินอาคาร A หลังฝนตกหนัก ได้รับค่าสินไหม 86,000 บาท

## หมายเหตุ
- โบรกเกอร์ คุณอนุชา กิตติพงศ์ ต่อประกันต้องผ่านมติคณะกรรมการก่อน
"""
HOME_SPENDING = {
    "มิ.ย. 2568": [
        ("ผ่อนคอนโด (Condo loan)", 14200, "ธนาคารออมสิน"),
        ("ค่าส่วนกลางห้องตัวเอง (Own common fee)", 1350, ""),
        ("ค่าไฟ (Electricity)", 1980, ""),
        ("ค่าน้ำ (Water)", 210, ""),
        ("อาหารและของใช้ (Food & groceries)", 9400, ""),
        ("ค่าเดินทาง BTS + วิน (Transport)", 2150, ""),
        ("มือถือ + เน็ต (Phone & internet)", 1098, ""),
        ("ค่ารักษาแม่ (Mum's hospital)", 3600, "ตรวจเบาหวาน"),
        ("ให้แม่ (For mum)", 4000, ""),
        ("ประกันสุขภาพ (Health insurance)", 2450, ""),
        ("เรียนพิเศษน้องใบเตย (Baitoey's tutoring)", 2800, "ภาษาอังกฤษ"),
    ],
    "ก.ค. 2568": [
        ("ผ่อนคอนโด (Condo loan)", 14200, "ธนาคารออมสิน"),
        ("ค่าส่วนกลางห้องตัวเอง (Own common fee)", 1350, ""),
        ("ค่าไฟ (Electricity)", 2240, ""),
        ("ค่าน้ำ (Water)", 230, ""),
        ("อาหารและของใช้ (Food & groceries)", 10150, ""),
        ("ค่าเดินทาง BTS + วิน (Transport)", 2380, ""),
        ("มือถือ + เน็ต (Phone & internet)", 1098, ""),
        ("ค่ารักษาแม่ (Mum's hospital)", 6850, "ตรวจตา + ยา"),
        ("ให้แม่ (For mum)", 4000, ""),
        ("ประกันสุขภาพ (Health insurance)", 2450, ""),
        ("เรียนพิเศษน้องใบเตย (Baitoey's tutoring)", 2800, "ภาษาอังกฤษ"),
        ("ชุดนักเรียนใบเตย (School uniform)", 1640, ""),
    ],
}
MUM_NOTE = """# นัดหมอแม่ ปี 2568

แม่ (คุณบุญเรือน ศรีวิไล) รักษาที่ รพ.สมเด็จพระปิ่นเกล้า ใช้สิทธิบัตรทอง + จ่ายส่วนเกินเอง

- 22 ก.ค. 68 ตรวจตา (ต้อกระจกตาขวา) หมอนัดผ่าตัด 9 ต.ค. 68 ต้องงดยาละลายลิ่มเลือดก่อน 5 วัน
- 19 ส.ค. 68 ตรวจเบาหวาน เจาะเลือดก่อน 07:30 งดอาหารหลังเที่ยงคืน
- ยาเบาหวานเดือนละประมาณ 850 บาท (ส่วนที่เบิกไม่ได้)
- ต้องลางาน: 22 ก.ค. ครึ่งวันเช้า, 9 ต.ค. ทั้งวัน (แจ้งประธานกรรมการล่วงหน้า)
"""
DISTRACTORS = {
    "Condo/Contracts/สัญญาจ้าง_รปภ_ไทยการ์ด_ร่าง_v1.txt":
        "ร่างสัญญาจ้าง รปภ. ไทยการ์ด (ร่างแรก ธันวาคม 2567 ยังไม่เซ็น)\n"
        "- เสนอ 6 คน ค่าจ้างรวมเดือนละ 104,300 บาท ก่อน VAT\n- ระยะเวลา 2 ปี\n"
        "- เลิกสัญญาแจ้งล่วงหน้า 90 วัน\n- กรรมการขอลดเหลือ 5 คน รอแก้ในฉบับจริง\n",
    "Condo/Finance/สรุปรายรับรายจ่าย_2567.md":
        "# สรุปรายรับรายจ่าย นิติบุคคล ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- รายรับรวม 1,876,200 บาท\n"
        "- รายจ่ายรวม 1,792,450 บาท\n- ค่าไฟส่วนกลางสูงสุด เม.ย. 2567 58,300 บาท\n"
        "- ค่า รปภ. เดือนละ 90,415 บาท (สัญญาเก่า)\n",
    "Condo/Quotes/ใบเสนอราคา_ลิฟต์_SiamLift_2566.txt":
        "ใบเสนอราคา บริษัท สยามลิฟท์ แอนด์ เอสคาเลเตอร์ จำกัด (ปี 2566 สัญญาปัจจุบัน)\n"
        "ค่าบำรุงรักษาลิฟต์ 4 ตัว ตัวละ 6,750 บาทต่อเดือน รวมเดือนละ 27,000 บาท ก่อน VAT\n"
        "ช่างเข้าภายใน 3 ชั่วโมง\nสัญญา 2 ปี 1 ก.ย. 2566 - 31 ส.ค. 2568\n",
    "Condo/AGM/วาระประชุมใหญ่_2568_ร่าง.md":
        "# ร่างวาระประชุมใหญ่สามัญประจำปี 2568 (ร่าง มี.ค. 2568)\n- เสนองบประมาณ 3,950,000 บาท?\n"
        "- กล้องวงจรปิด ใบเสนอราคาแรก 420,000 บาท แพงไป หาเพิ่ม\n- ค่าสอบบัญชี ขอ 30,000 บาท\n"
        "- จองห้องประชุมชั้น 2 อาคาร A วันที่ 27 เม.ย.\n",
    "Condo/Finance/ค้างชำระค่าส่วนกลาง_ณ_มีค2568.md":
        "# ห้องค้างชำระค่าส่วนกลาง ณ 31 มีนาคม 2568\n- B410 ค้าง 9 เดือน 25,110 บาท\n- A512 ค้าง 5 เดือน 10,125 บาท\n"
        "- A116 ค้าง 3 เดือน 3,780 บาท\n- B204 ค้าง 2 เดือน 3,150 บาท\n- รวม 14 ห้อง\n",
    "Condo/AGM/รายงานการประชุมใหญ่_2567.md":
        "# รายงานการประชุมใหญ่สามัญประจำปี 2567\n\nวันอาทิตย์ที่ 28 เมษายน 2567\n"
        "- เจ้าของร่วมมาประชุม 98 ห้อง จาก 180 ห้อง\n- ค่าสอบบัญชี 26,000 บาท\n"
        "- งบประมาณปี 2567 3,650,000 บาท\n- อนุมัติซ่อมปั๊มน้ำ 186,000 บาท จากกองทุนสำรอง\n",
}
WORKSPECT = {"todo.md": "- ส่งหนังสือทวงถามห้องค้างชำระ (ครั้งที่ 2)\n- เตรียมเอกสารประชุมกรรมการ\n"
                        "- ต่อประกันอาคาร\n- ถามแม่บ้านเรื่องต่อสัญญา\n- ลางานพาแม่ไปหาหมอ\n"}


def _arrears(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค้างชำระ Arrears"
    sheet.append(["ห้องค้างชำระค่าส่วนกลาง ณ 30 มิถุนายน 2568 (Common-fee arrears at 30 June 2025)"])
    sheet.append(list(ARREARS_HEADERS))
    totals = [0, 0, 0]
    for unit, building, sqm, months, surcharge, note in ARREARS:
        fee = sqm * FEE_RATE
        overdue = fee * months
        sheet.append([unit, building, sqm, fee, months, overdue, surcharge, overdue + surcharge, note])
        totals = [totals[0] + overdue, totals[1] + surcharge, totals[2] + overdue + surcharge]
    sheet.append(["รวม (Total)", "", "", "", sum(row[3] for row in ARREARS), *totals, ""])
    for column in (4, 6, 7, 8):
        money_format(sheet, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append(["รายการ (Item)", "ค่า (Value)"])
    summary.append(["จำนวนห้องทั้งหมด (Units)", 180])
    summary.append(["ห้องที่ค้างชำระ (Units in arrears)", len(ARREARS)])
    summary.append(["ยอดค้างรวม (Total due, THB)", totals[2]])
    summary.append(["อัตราการเก็บค่าส่วนกลาง ม.ค.-มิ.ย. (Collection rate)", "94.6%"])
    summary.append(["อัตราค่าส่วนกลาง (Fee rate)", "45 บาท/ตร.ม./เดือน"])
    money_format(summary, 2)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับนิติบุคคลอาคารชุด เดอะ พาร์คไลน์ อ่อนนุช ม.ค.-มิ.ย. 2568 (Income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in range(2, 8):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่าย ม.ค.-มิ.ย. 2568 (Expenses, Jan-Jun 2025)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS, EXPENSES):
        spend.append([month, *row, round(sum(row), 2)])
    spend.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*EXPENSES)),
                  round(sum(sum(row) for row in EXPENSES), 2)])
    for column in range(2, 11):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    condo = docs / "Condo"
    for sub in ("Contracts", "Finance", "Quotes", "AGM", "Chats", "Bills", "Insurance", "Emails"):
        (condo / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Home").mkdir(parents=True, exist_ok=True)
    write_docx(condo / "Contracts" / "สัญญาจ้าง_รปภ_ไทยการ์ด_2568.docx", SECURITY_TOP, table=SECURITY_TABLE,
               bottom=SECURITY_BOTTOM)
    write_docx(condo / "Contracts" / "สัญญาจ้างทำความสะอาด_คลีนพลัส_2567-2568.docx", CLEANING_TOP,
               table=CLEANING_TABLE, bottom=CLEANING_BOTTOM)
    _arrears(condo / "Finance" / "ค้างชำระค่าส่วนกลาง_ณ_30มิย2568.xlsx")
    _accounts(condo / "Finance" / "รายรับรายจ่าย_นิติบุคคล_2568.xlsx")
    make_pdf(condo / "Quotes" / "ใบเสนอราคา_ลิฟต์_SiamLift_2568.pdf", LIFT_SIAM)
    make_pdf(condo / "Quotes" / "Quotation_UniElevator_QT-25-0187.pdf", LIFT_UNI)
    write_slides(condo / "AGM" / "สไลด์ประชุมใหญ่สามัญ_2568.pptx", AGM_SLIDES)
    (condo / "AGM" / "รายงานการประชุมใหญ่_2568.md").write_text(AGM_MINUTES, encoding="utf-8")
    (condo / "Chats" / "LINE_กรรมการนิติ_2568-07.txt").write_text(LINE_COMMITTEE, encoding="utf-8")
    (condo / "Chats" / "LINE_ห้องB307_น้ำรั่ว.txt").write_text(LINE_RESIDENT, encoding="utf-8")
    (condo / "Emails" / "SparkClean_proposal_email.txt").write_text(CLEANING_OFFER, encoding="utf-8")
    make_pdf(condo / "Bills" / "MEA_common_area_2025-06.pdf", MEA_JUNE)
    make_pdf(condo / "Bills" / "MWA_water_2025-06.pdf", MWA_JUNE)
    make_pdf(condo / "Insurance" / "ChaoPhraya_renewal_notice_2025-2026.pdf", INSURANCE_PAGES)
    (condo / "Insurance" / "กรมธรรม์ประกันอาคาร_2567-2568_สรุป.md").write_text(LAST_POLICY, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", HOME_SPENDING)
    (docs / "Home" / "นัดหมอแม่_2568.md").write_text(MUM_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the manager's to-do list."""
    write_texts(folder, WORKSPECT)
