"""A third folder for bench/agent_tasks.py (`--folder student`): a Khon Kaen nursing student's papers.

Kanyarat Phonsawat (Fon), a fourth-year nursing student at Khon Kaen University who works part-time as a barista:
a Thai dormitory lease (docx, heading sections and a fee table) and a flyer for another dorm (pdf), a student-loan
(กยศ.) statement (pdf, 2 pages, the fund's English statement), a class timetable (xlsx), three part-time payslips
(one xlsx, two pdf), an English internship acceptance email (txt), a Thai hospital appointment slip (docx), a
monthly spending sheet with two months (xlsx, Thai/English headers), a group-project presentation (pptx), a Thai
volunteer-club meeting note and the club's camp ideas (md), an English thesis-progress note (md), and distractors
that share words with them; plus a workspect that already holds a to-do list. Written blind of the engine's rules,
for bench/data/agent_tasks_student_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import docx
import openpyxl

from bench.agent_folder import docx_table, money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าห้องพัก หอพักฟ้าใสแมนชั่น (Fah Sai Mansion)",
    "เลขที่ 123/45 ถนนมิตรภาพ ตำบลศิลา อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000",
    "ทำที่ หอพักฟ้าใสแมนชั่น วันที่ 25 พฤษภาคม 2568",
    "ผู้ให้เช่า: นางบุญเรือน แสนสุข (เจ้าของหอพัก)",
    "ผู้เช่า: นางสาวกัญญารัตน์ พลสวัสดิ์ นักศึกษาคณะพยาบาลศาสตร์ มหาวิทยาลัยขอนแก่น",
]
LEASE = [
    ("ข้อ 1 ห้องเช่าและระยะเวลาเช่า", "ผู้ให้เช่าตกลงให้เช่าห้องเลขที่ 305 ชั้น 3 "
                                    "พร้อมเฟอร์นิเจอร์ (เตียง ตู้เสื้อผ้า โต๊ะ เครื่องปรับอากาศ)\n"
                                    "ระยะเวลาเช่า 12 เดือน ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569"),
    ("ข้อ 2 ค่าเช่าและค่าใช้จ่าย", "ผู้เช่าชำระค่าเช่าและค่าใช้จ่ายตามตารางท้ายสัญญา ภายในวันที่ 5 ของทุกเดือน\n"
                                  "หากชำระล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 50 บาท"),
    ("ข้อ 3 เงินประกัน", "ผู้เช่าวางเงินประกันความเสียหาย 7,600 บาท (เท่ากับค่าเช่า 2 เดือน) ในวันทำสัญญา\n"
                        "ผู้ให้เช่าจะคืนเงินประกันภายใน 30 วันหลังผู้เช่าย้ายออก โดยหักค่าทำความสะอาดห้อง 500 บาท "
                        "และค่าเสียหาย (ถ้ามี)"),
    ("ข้อ 4 การบอกเลิกสัญญา", "ผู้เช่าที่ประสงค์จะย้ายออกต้องแจ้งผู้ให้เช่าเป็นลายลักษณ์อักษร"
                             "ล่วงหน้าไม่น้อยกว่า 30 วัน\n"
                             "หากย้ายออกก่อนเช่าครบ 6 เดือน ผู้ให้เช่ามีสิทธิ์ริบเงินประกันทั้งจำนวน"),
    ("ข้อ 5 ระเบียบหอพัก", "ห้ามเลี้ยงสัตว์และห้ามสูบบุหรี่ภายในห้อง\nประตูหอพักปิดเวลา 23:00 น.\n"
                          "ผู้มาพักค้างคืนต้องแจ้งสำนักงานหอพักก่อนทุกครั้ง"),
]
LEASE_FEES = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าห้อง", "3,800 บาท/เดือน", "รวมค่าส่วนกลาง"),
    ("ค่าน้ำประปา", "18 บาท/หน่วย", "ตามมิเตอร์"),
    ("ค่าไฟฟ้า", "8 บาท/หน่วย", "ตามมิเตอร์"),
    ("อินเทอร์เน็ต Wi-Fi", "200 บาท/เดือน", "สมัครเพิ่มได้"),
]
LEASE_BOTTOM = [
    "ลงชื่อ บุญเรือน แสนสุข ผู้ให้เช่า",
    "ลงชื่อ กัญญารัตน์ พลสวัสดิ์ ผู้เช่า",
]
NEST_FLYER = [  # make_pdf writes ASCII only, so the flyer is in English
    "THE NEST RESIDENCE KHON KAEN - NOW OPEN\nNew dormitory, 5 minutes' walk from the KKU north gate\n"
    "Room: 24 sq.m., air-conditioner, fridge, private balcony\n"
    "Monthly rent: 4,200 THB (Wi-Fi and water included)\nElectricity: 7 THB per unit\n"
    "Deposit: 4,200 THB plus 1 month's rent in advance\nMinimum contract: 6 months\n"
    "Female-only floors, 24-hour security, keycard entry\nLINE: @thenestkk  Tel. 081-234-5678",
]
SLF_PAGES = [  # make_pdf writes ASCII only, so the student-loan statement is the fund's English one
    "Student Loan Fund (SLF) - Borrower Statement\nStatement date: 30 June 2025\n"
    "Borrower: Miss Kanyarat Phonsawat\nBorrower No.: SLF-6504-0318827\n"
    "Institution: Khon Kaen University, Faculty of Nursing (Bachelor of Nursing Science)\n"
    "Loan type: Type 1 - students from low-income families\n"
    "Disbursements (tuition fees paid to the university + living allowance paid to the borrower):\n"
    "Academic year 2565 (2022): tuition 32,000 THB, living allowance 36,000 THB, total 68,000 THB\n"
    "Academic year 2566 (2023): tuition 32,000 THB, living allowance 36,000 THB, total 68,000 THB\n"
    "Academic year 2567 (2024): tuition 32,000 THB, living allowance 36,000 THB, total 68,000 THB\n"
    "Academic year 2568 (2025), semester 1: tuition 16,000 THB, living allowance 18,000 THB, total 34,000 THB\n"
    "Living allowance: 3,000 THB per month, paid on the 15th\nTotal amount borrowed to date: 238,000 THB",
    "Page 2 - Repayment\nStatus: studying (no repayment due yet)\nExpected graduation: March 2026 (B.E. 2569)\n"
    "Grace period: 2 years after graduation, no interest\nFirst installment due: 05 July 2028\n"
    "Installment in year 1: 1.5% of principal = 3,570.00 THB\n"
    "Repayment period: 15 years, one installment due on 5 July every year\n"
    "Interest: 1% per year on the outstanding principal, from the end of the grace period\n"
    "Late payment: penalty of 0.5% per year on the overdue installment\n"
    "Pay at Krungthai Bank counters, the Krungthai NEXT app or the SLF app (Kor Yor Sor Connect)\n"
    "SLF Call Center: 0-2016-4888",
]
TIMETABLE_HEADERS = ("วัน (Day)", "เวลา (Time)", "รหัสวิชา (Code)", "ชื่อวิชา (Course)", "ห้อง (Room)",
                     "อาจารย์ (Lecturer)")
TIMETABLE = [
    ("จันทร์ (Mon)", "08:00-12:00", "NS 431", "ปฏิบัติการพยาบาลชุมชน (Community Health Nursing Practicum)",
     "รพ.สต.บ้านโนนม่วง", "อ.ดร.สมศักดิ์ ทองดี"),
    ("จันทร์ (Mon)", "13:00-16:00", "NS 432", "การวิจัยทางการพยาบาล (Nursing Research)", "NS-305",
     "ผศ.ดร.วนิดา ไชยสิทธิ์"),
    ("อังคาร (Tue)", "09:00-12:00", "NS 441", "การพยาบาลผู้สูงอายุ (Gerontological Nursing)", "NS-210",
     "อ.ปิยะนุช ศรีวงศ์"),
    ("พุธ (Wed)", "09:00-11:00", "GE 412", "ภาษาอังกฤษสำหรับพยาบาล (English for Nurses)", "HS-1102",
     "Ajarn David Miller"),
    ("พุธ (Wed)", "13:00-16:00", "NS 423", "เภสัชวิทยาคลินิก (Clinical Pharmacology)", "NS-402",
     "ภก.ดร.ธีรพงษ์ บุญมา"),
    ("พฤหัสบดี (Thu)", "08:00-12:00", "NS 442", "การพยาบาลผู้ใหญ่ 2 (Adult Nursing II)", "NS-201",
     "อ.ดร.มาลัย คำภูแก้ว"),
    ("ศุกร์ (Fri)", "13:00-15:00", "NS 499", "สัมมนาวิทยานิพนธ์ (Thesis Seminar)", "NS-305", "ผศ.ดร.วนิดา ไชยสิทธิ์"),
]
PAYSLIP_APRIL_TOP = [
    ["Kaen Brew Coffee Co., Ltd. - 88 ถนนศรีจันทร์ อ.เมือง จ.ขอนแก่น"],
    ["สลิปเงินเดือนพนักงานพาร์ทไทม์ (Part-time payslip)"],
    ["พนักงาน (Employee)", "นางสาวกัญญารัตน์ พลสวัสดิ์ (KB-P017)"],
    ["งวด (Pay period)", "1-30 เม.ย. 2568 (April 2025)"],
    ["วันที่จ่าย (Payment date)", "5 พ.ค. 2568"],
    ["รายการ (Item)", "ชั่วโมง (Hours)", "อัตรา (Rate, THB)", "จำนวนเงิน (Amount, THB)"],
]
PAYSLIP_APRIL_ITEMS = [
    ("ชั่วโมงปกติ (Regular hours)", 96, 50, 4800),
    ("วันหยุดสงกรานต์ (Songkran holiday)", 12, 75, 900),
    ("ค่าเดินทาง (Transport allowance)", "", "", 500),
    ("รวมรับ (Gross pay)", "", "", 6200),
    ("รายการหัก (Deductions)", "", "", 0),
    ("รับสุทธิ (Net pay)", "", "", 6200),
]
PAYSLIP_MAY = [
    "Kaen Brew Coffee Co., Ltd. - 88 Srichan Road, Mueang, Khon Kaen 40000\nPAYSLIP - PART-TIME STAFF\n"
    "Employee: Miss Kanyarat Phonsawat (ID KB-P017)\nPosition: Part-time barista\n"
    "Pay period: 1-31 May 2025\nPayment date: 05 June 2025\n"
    "Regular hours: 88 h x 50.00 THB = 4,400.00 THB\n"
    "Public holiday hours (Visakha Bucha): 8 h x 75.00 THB = 600.00 THB\n"
    "Transport allowance: 500.00 THB\nGross pay: 5,500.00 THB\n"
    "Deductions: late arrival (2 times): 40.00 THB\nNet pay: 5,460.00 THB\n"
    "Transferred to: Krungthai Bank account xxx-x-x4821-x",
]
PAYSLIP_JUNE = [
    "Kaen Brew Coffee Co., Ltd. - 88 Srichan Road, Mueang, Khon Kaen 40000\nPAYSLIP - PART-TIME STAFF\n"
    "Employee: Miss Kanyarat Phonsawat (ID KB-P017)\nPosition: Part-time barista\n"
    "Pay period: 1-30 June 2025\nPayment date: 05 July 2025\n"
    "Hourly rate from 1 June 2025: 55.00 THB (raise after one year of service)\n"
    "Regular hours: 99 h x 55.00 THB = 5,445.00 THB\nOvertime: 4 h x 82.50 THB = 330.00 THB\n"
    "Transport allowance: 500.00 THB\nGross pay: 6,275.00 THB\n"
    "Deductions: broken glassware: 170.00 THB\nNet pay: 6,105.00 THB\n"
    "Transferred to: Krungthai Bank account xxx-x-x4821-x",
]
INTERNSHIP_EMAIL = """From: Nursing Education Office <nurse.education@mekonghospital.co.th>
To: Kanyarat Phonsawat <kanyarat.p@kkumail.com>
Date: Mon, 16 Jun 2025 10:42:15 +0700
Subject: Student Nurse Internship Programme 2025 - Acceptance

Dear Ms. Kanyarat Phonsawat,

Congratulations! We are pleased to inform you that you have been accepted to the Mekong International
Hospital Student Nurse Internship Programme 2025 in Nong Khai.

Programme details
- Rotation: Emergency Department (ER) for the first two weeks, then the Intensive Care Unit (ICU)
- Dates: 06 October 2025 to 31 October 2025 (4 weeks)
- First day: please report at 08:00 on 06 October 2025 to Training Room 3, 5th floor, Building B
- Stipend: 8,000 THB per month, paid at the end of the internship
- Accommodation: a shared room in the staff dormitory, free of charge; meals are provided during shifts
- Mentor: Ms. Siriporn Wattana, RN, Head Nurse of the Emergency Department

Before you start, please email us the following by 15 September 2025:
1. The signed acceptance form (attached)
2. Your Hepatitis B vaccination record and a health check result from the last 3 months
3. A copy of your student ID card

Please reply to this email to confirm your place by 30 June 2025.

Kind regards,
Napat Chaiyaporn
Nursing Education Coordinator, Mekong International Hospital
Tel. 042-411-900 ext. 5203
"""
SLIP_TOP = [
    "โรงพยาบาลแก่นนครเวชการ (Kaen Nakhon Hospital)",
    "บัตรนัดผู้ป่วย",
    "ชื่อผู้ป่วย: นางสาวกัญญารัตน์ พลสวัสดิ์  อายุ 21 ปี  HN 68-045821",
]
SLIP_TABLE = [
    ("รายการนัด", "รายละเอียด"),
    ("วันนัด", "วันพฤหัสบดีที่ 14 สิงหาคม 2568"),
    ("เวลา", "08:30 น."),
    ("คลินิก", "คลินิกอายุรกรรม ชั้น 2 อาคารผู้ป่วยนอก"),
    ("แพทย์", "นพ.ชยพล ศรีประเสริฐ"),
    ("เหตุที่นัด", "ตรวจสุขภาพและเจาะเลือดก่อนฝึกงาน (ตรวจภูมิคุ้มกันไวรัสตับอักเสบบี)"),
]
SLIP = [
    ("การเตรียมตัวก่อนมาพบแพทย์", "งดอาหารและเครื่องดื่มทุกชนิด ยกเว้นน้ำเปล่า อย่างน้อย 8 ชั่วโมงก่อนเจาะเลือด\n"
                                  "นำบัตรประชาชนและสมุดบันทึกการฉีดวัคซีนมาด้วย\n"
                                  "กรุณามาถึงก่อนเวลานัด 15 นาที เพื่อชั่งน้ำหนักและวัดความดัน"),
    ("หากไม่สามารถมาตามนัด", "กรุณาโทรแจ้งเลื่อนนัดที่ 043-555-274 ล่วงหน้าอย่างน้อย 1 วัน (ในเวลาราชการ)"),
]
SPENDING_HEADERS = ("หมวด (Category)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": (
        [("ค่าครองชีพ กยศ. (SLF living allowance)", 3000, "เข้าวันที่ 15"),
         ("แม่โอนให้ (From Mum)", 4000, ""),
         ("ร้านกาแฟ Kaen Brew (Part-time pay)", 5460, "เงินเดือน พ.ค."), ],
        [("ค่าหอ (Dorm rent)", 3800, "ห้อง 305"),
         ("ค่าน้ำค่าไฟ (Water & electricity)", 612, ""),
         ("อาหาร (Food)", 4350, ""),
         ("เดินทาง (Transport)", 680, "Grab + รถสองแถว"),
         ("ค่าโทรศัพท์ (Phone)", 399, ""),
         ("อุปกรณ์การเรียน (Study supplies)", 1250, "ชุดฝึกปฏิบัติ + หนังสือ"),
         ("ส่วนตัว (Personal)", 900, "")],
    ),
    "ก.ค. 68 (Jul 2025)": (
        [("ค่าครองชีพ กยศ. (SLF living allowance)", 3000, "เข้าวันที่ 15"),
         ("แม่โอนให้ (From Mum)", 4000, ""),
         ("ร้านกาแฟ Kaen Brew (Part-time pay)", 6105, "เงินเดือน มิ.ย."), ],
        [("ค่าหอ (Dorm rent)", 3800, "ห้อง 305"),
         ("ค่าน้ำค่าไฟ (Water & electricity)", 655, ""),
         ("อาหาร (Food)", 4870, "ไปกินหมูกระทะวันเกิดเพื่อน"),
         ("เดินทาง (Transport)", 540, ""),
         ("ค่าโทรศัพท์ (Phone)", 399, ""),
         ("อุปกรณ์การเรียน (Study supplies)", 320, ""),
         ("ค่าสมัครค่ายอาสา (Volunteer camp fee)", 200, ""),
         ("ส่วนตัว (Personal)", 1480, "ตัดผม + ของขวัญ")],
    ),
}
PROJECT_SLIDES = [
    ("ป้องกันไข้เลือดออก ชุมชนบ้านโนนม่วง (Dengue Prevention in Ban Non Muang)",
     "NS 431 Community Health Nursing - Group 4\nFon, Mint, Boss, Praew, Kaew\nPresentation: 12 September 2025"),
    ("ข้อมูลชุมชน (Community profile)", "Households surveyed: 150\nPopulation: 612\n"
                                        "Dengue cases in 2567 (2024): 38, the highest in Mueang district"),
    ("ผลสำรวจ (Survey findings)", "62% of households had water containers with mosquito larvae\n"
                                  "Only 18% of households use mosquito nets\n"
                                  "Most breeding sites: water jars and old tyres"),
    ("แผนกิจกรรม (Our plan)", "Big cleaning day: 30 August 2025\nRelease 300 guppy fish (ปลาหางนกยูง) into water jars\n"
                              "Dengue talk for pupils at Ban Non Muang School"),
    ("งบประมาณ (Budget)", "Guppy fish and sand abate: 1,800 THB\nPosters and leaflets: 1,200 THB\n"
                          "Snacks for volunteers: 1,500 THB\nTotal: 4,500 THB (from the Faculty of Nursing)"),
    ("แบ่งงาน (Who does what)", "Fon: survey data and slides\nMint: school talk\nBoss: budget\n"
                                "Praew: fish and cleaning day\nKaew: evaluation (re-survey in October)"),
]
CLUB_NOTES = """# บันทึกการประชุมชมรมอาสาพัฒนาชนบท ครั้งที่ 3/2568

วันพฤหัสบดีที่ 10 กรกฎาคม 2568 เวลา 18:00 น. ณ ห้อง NS-105 คณะพยาบาลศาสตร์
ผู้เข้าร่วม: พี่ต้น (ประธานชมรม), พี่ออม (เหรัญญิก), ฝน, มิ้นท์, บอส และสมาชิกรวม 18 คน

## มติที่ประชุม
- ค่ายอาสาครั้งที่ 12 จัดที่โรงเรียนบ้านโนนสะอาด อำเภอภูเวียง จังหวัดขอนแก่น วันที่ 22-24 สิงหาคม 2568
- งบประมาณค่าย 35,000 บาท (งบจากมหาวิทยาลัย 25,000 บาท และระดมทุนเอง 10,000 บาท)
- กิจกรรม: ทาสีห้องสมุดโรงเรียน ตรวจสุขภาพเด็กนักเรียน สอนแปรงฟัน
- รับสมัครอาสา 40 คน ค่าสมัครคนละ 200 บาท ปิดรับสมัคร 31 กรกฎาคม 2568

## งานที่ได้รับมอบหมาย
- ฝน: ติดต่อ รพ.สต.ภูเวียง เรื่องตรวจสุขภาพเด็ก และเตรียมชุดปฐมพยาบาล
- มิ้นท์: ทำโพสต์รับสมัครอาสาในเพจชมรม
- บอส: ขายเสื้อค่ายระดมทุน (ตัวละ 250 บาท)
- พี่ออม: ทำบัญชีรายรับรายจ่ายค่าย

ประชุมครั้งถัดไป: วันพฤหัสบดีที่ 24 กรกฎาคม 2568 เวลา 18:00 น.
"""
CAMP_IDEAS = """# ไอเดียค่ายอาสา (จดไว้ก่อนประชุม)

- ที่จัดค่ายที่เคยเสนอ: โรงเรียนบ้านหนองแวง อ.น้ำพอง / โรงเรียนบ้านโนนสะอาด อ.ภูเวียง / โรงเรียนบ้านดอนหัน
- อยากให้มีกิจกรรมสอนล้างมือ กับเล่านิทานให้น้อง ๆ
- ระดมทุน: ขายเสื้อค่าย ขายน้ำปั่นหน้าคณะ เปิดรับบริจาคหนังสือ
- ถามพี่ต้นเรื่องรถบัสของมหาวิทยาลัย
"""
THESIS_NOTE = """# Thesis progress note - 18 July 2025

**Title:** Sleep quality and academic stress among fourth-year nursing students, Khon Kaen University
**Student:** Kanyarat Phonsawat (653040127-8)
**Advisor:** Asst. Prof. Dr. Wanida Chaiyasit

## Done so far
- Chapters 1-2 (Introduction, Literature review) approved by Dr. Wanida on 3 July 2025.
- Ethics approval from the KKU Ethics Committee, No. HE682145, on 10 June 2025.
- Pilot test of the questionnaire: n = 30, Cronbach's alpha 0.82.
- Questionnaires returned: 86 of 120 (online, Google Forms).

## Advisor feedback (meeting on 17 July 2025)
- Use the Thai version of the Pittsburgh Sleep Quality Index (PSQI) and report the cut-off score of 5.
- Chapter 3 (Methodology) draft due 15 September 2025.
- Send a reminder to the year-4 class LINE group to reach the target of 120 responses.

## Next steps
- Close data collection by 31 August 2025.
- Thesis Seminar (NS 499) presentation on 26 September 2025.
- Final defence planned for January 2026.
"""
DISTRACTORS = {
    "Personal/ของใช้เข้าหอ.txt": "ของที่ต้องซื้อก่อนย้ายเข้าหอ\n- ผ้าม่าน\n- ปลั๊กพ่วง\n- ไม้แขวนเสื้อ 20 อัน\n"
                                 "- กาต้มน้ำ (หอห้ามใช้หม้อหุงข้าวในห้อง)\n- ถังขยะเล็ก\n- ยากันยุง",
    "Study/Pharmacology_lecture_notes.md": "# Clinical Pharmacology - lecture 3 notes\n"
                                           "- Paracetamol: max 4 g a day for adults\n"
                                           "- Warfarin: check INR before each dose\n"
                                           "- Amoxicillin: ask about penicillin allergy first\n"
                                           "- Quiz next Wednesday in class, chapters 4-5",
    "Work/KaenBrew_drink_recipes.md": "# Kaen Brew - drink recipes for new staff\n"
                                      "- Iced latte: 2 shots, 150 ml milk, ice to the line\n"
                                      "- Thai tea: 30 g tea, 200 ml hot water, condensed milk 40 ml\n"
                                      "- Closing shift: shop closes at 21:00, count the cash drawer, clean the grinder",
    "การเงิน/กยศ_ที่เพื่อนเล่า.txt": "ที่เพื่อนเล่าเรื่อง กยศ.\n- ตอนนี้ไม่ต้องมีคนค้ำแล้ว\n- ผ่อนได้นานสุด 15 ปี\n"
                                    "- ถ้าจ่ายช้าโดนเบี้ยปรับ อย่าลืมเช็กยอดในแอป กยศ. Connect\n"
                                    "- รุ่นพี่บอกว่าจ่ายล่วงหน้าได้ ไม่เสียดอกเพิ่ม",
    "Internship/other_applications.md": "# Internship applications 2025\n\n"
                                        "| Hospital | Applied | Status |\n|---|---|---|\n"
                                        "| Isan Heart Hospital (ICU) | 2 May 2025 | waitlist |\n"
                                        "| Khon Kaen Provincial Hospital (ER) | 5 May 2025 | not accepted |\n"
                                        "| Mekong International Hospital | 10 May 2025 | accepted, see the email |\n",
    "Health/ผลตรวจสุขภาพ_2567.md": "# ผลตรวจสุขภาพประจำปี 2567 (จดไว้)\n- ความดัน 112/70\n- น้ำหนัก 52 กก. BMI 20.3\n"
                                   "- น้ำตาลในเลือด ปกติ\n- หมอบอกให้มาตรวจซ้ำปีหน้าที่คลินิกเดิม",
}
WORKSPECT = {"todo.md": "- ตอบอีเมลฝึกงาน\n- จ่ายค่าหอก่อนวันที่ 5\n- ส่งบทที่ 3 ให้อาจารย์\n"
                        "- ซื้อของขวัญวันเกิดมิ้นท์\n"}



def _lease(path: Path) -> None:
    """The lease's clauses under headings, the fee table after clause 2's heading section, then the signatures."""
    document = docx.Document()
    for line in LEASE_TOP:
        document.add_paragraph(line)
    for title, body in LEASE:
        document.add_heading(title, level=1)
        for line in body.split("\n"):
            document.add_paragraph(line)
    document.add_heading("ตารางค่าเช่าและค่าใช้จ่ายท้ายสัญญา", level=1)
    docx_table(document, LEASE_FEES)
    for line in LEASE_BOTTOM:
        document.add_paragraph(line)
    document.save(path)


def _timetable(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ภาค 1-2568"
    sheet.append(["ตารางเรียน ภาคเรียนที่ 1/2568 (Semester 1/2025) คณะพยาบาลศาสตร์ ชั้นปีที่ 4"])
    sheet.append(list(TIMETABLE_HEADERS))
    for row in TIMETABLE:
        sheet.append(list(row))
    sheet.append(["เรียน 25 มิ.ย. - 26 ก.ย. 2568 / สอบปลายภาค 29 ก.ย. - 3 ต.ค. 2568"])
    book.save(path)


def _payslip_april(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Payslip Apr 2025"
    for row in PAYSLIP_APRIL_TOP:
        sheet.append(row)
    for row in PAYSLIP_APRIL_ITEMS:
        sheet.append(list(row))
    money_format(sheet, 4)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, (income, expenses) in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายรับรายจ่ายประจำเดือน {title}"])
        sheet.append(["รายรับ (Income)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in income:
            sheet.append(list(row))
        sheet.append(["รวมรายรับ (Total income)", sum(row[1] for row in income), ""])
        sheet.append(["รายจ่าย (Expenses)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in expenses:
            sheet.append(list(row))
        sheet.append(["รวมรายจ่าย (Total expenses)", sum(row[1] for row in expenses), ""])
        sheet.append(["คงเหลือ (Left over)", sum(row[1] for row in income) - sum(row[1] for row in expenses), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    for sub in ("หอพัก", "การเงิน", "Study", "Work", "Internship", "Health", "ชมรม", "Personal"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    _lease(docs / "หอพัก" / "สัญญาเช่าหอพัก_ฟ้าใสแมนชั่น.docx")
    make_pdf(docs / "หอพัก" / "TheNest_Residence_flyer.pdf", NEST_FLYER)
    make_pdf(docs / "การเงิน" / "กยศ_statement_2568.pdf", SLF_PAGES)
    _spending(docs / "การเงิน" / "ค่าใช้จ่ายรายเดือน_2568.xlsx")
    _timetable(docs / "Study" / "ตารางเรียน_ภาค1_2568.xlsx")
    (docs / "Study" / "Thesis_progress_note_2025-07.md").write_text(THESIS_NOTE, encoding="utf-8")
    write_slides(docs / "Study" / "GroupProject_Dengue_NS431.pptx", PROJECT_SLIDES)
    _payslip_april(docs / "Work" / "payslip_2025-04.xlsx")
    make_pdf(docs / "Work" / "payslip_2025-05.pdf", PAYSLIP_MAY)
    make_pdf(docs / "Work" / "payslip_2025-06.pdf", PAYSLIP_JUNE)
    (docs / "Internship" / "Internship_Acceptance_MekongHospital.txt").write_text(INTERNSHIP_EMAIL, encoding="utf-8")
    write_docx(docs / "Health" / "ใบนัดโรงพยาบาล_แก่นนคร_สค68.docx", SLIP_TOP, table=SLIP_TABLE, headings=SLIP)
    (docs / "ชมรม" / "บันทึกประชุมชมรมอาสา_กค68.md").write_text(CLUB_NOTES, encoding="utf-8")
    (docs / "ชมรม" / "ไอเดียค่ายอาสา.md").write_text(CAMP_IDEAS, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)
