"""A folder for bench/agent_tasks.py (`--folder retiree`): a retired teacher couple's papers in Hua Hin.

Prasert (ครูประเสริฐ, 69, a retired maths teacher) and Sunee (ครูสุนีย์, 64, a retired Thai teacher) Kaewmanee live
in unit 512 of The Sea Breeze Hua Hin condominium; their daughter Nan works in Bangkok and their son Ton in
Singapore. Their laptop holds: the Comptroller General's pension payment slips for June 2568 (English pdf, one each)
and a Thai letter from the primary educational service area office about Sunee's remaining lump-sum living allowance
(txt); a private hospital's inpatient bill for Sunee's cataract surgery and an outpatient receipt for Prasert's knee
(English pdf), Sunee's health-insurance policy schedule (Thai docx, a benefits table) and its renewal notice
(English pdf), a Thai note of their medicines and doctor's appointments (md); the condo's AGM slides (pptx) and the
common-fee invoices for this year and last year (English pdf); a Thai loan agreement with the teachers' savings
cooperative (docx, a repayment table) and a note of last year's cooperative dividend (md); the household's income
and expenses for January-June 2568 (xlsx, two sheets, Thai/English headers) and a note of their deposits (md); the
family LINE group export (txt), an English email from Ton about his transfers and the Japan trip, and the trip
plan (md); plus six distractors that share words with them (last December's pension slip, an old medicine list,
an older insurance quote, last year's AGM notes, the dividend note of 2566, a first draft of the trip); plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 20, for
bench/data/agent_tasks_retiree_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PENSION_PRASERT = [
    "The Comptroller General's Department - Digital Pension Service\nPENSION PAYMENT STATEMENT - June 2025\n"
    "Pensioner: Mr. Prasert Kaewmanee   Pension ID: 7708-015532\n"
    "Former position: Senior Teacher, Ban Nong Hoi School, Prachuap Khiri Khan Primary Educational "
    "Service Area Office 2\nRetired: 30 September 2016 (age 60)\nPayment date: 26 June 2025\n"
    "Monthly pension (gross): 41,260.00 THB\n"
    "Deductions:\n  Personal income tax withheld: 1,245.00 THB\n"
    "  Teachers' Savings Cooperative of Prachuap Khiri Khan (loan 7,820 + shares 2,000): 9,820.00 THB\n"
    "  Teachers' funeral welfare fund (ChPK): 1,100.00 THB\nTotal deductions: 12,165.00 THB\n"
    "Net paid to account: 29,095.00 THB\nBank: Krungthai Bank, Hua Hin branch, account 708-0-44521-3\n"
    "Year to date (January - June 2025): pension 247,560.00 THB, tax withheld 7,470.00 THB",
]
PENSION_SUNEE = [
    "The Comptroller General's Department - Digital Pension Service\nPENSION PAYMENT STATEMENT - June 2025\n"
    "Pensioner: Mrs. Sunee Kaewmanee   Pension ID: 7708-020914\n"
    "Former position: Senior Teacher, Hua Hin Municipal School 2, Prachuap Khiri Khan Primary Educational "
    "Service Area Office 2\nRetired: 30 September 2020 (age 60)\nPayment date: 26 June 2025\n"
    "Monthly pension (gross): 36,840.00 THB\n"
    "Deductions:\n  Personal income tax withheld: 650.00 THB\n"
    "  Teachers' Savings Cooperative of Prachuap Khiri Khan (shares): 2,000.00 THB\n"
    "  Teachers' funeral welfare fund (ChPK): 1,100.00 THB\nTotal deductions: 3,750.00 THB\n"
    "Net paid to account: 33,090.00 THB\nBank: Krungthai Bank, Hua Hin branch, account 708-0-51877-6\n"
    "Year to date (January - June 2025): pension 221,040.00 THB, tax withheld 3,900.00 THB",
]
BAMNET_LETTER = """ที่ ศธ 04129/ว 1876
สำนักงานเขตพื้นที่การศึกษาประถมศึกษาประจวบคีรีขันธ์ เขต 2
ถนนเพชรเกษม ตำบลหัวหิน อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ 77110

2 กรกฎาคม 2568

เรื่อง แจ้งสิทธิการขอรับบำเหน็จดำรงชีพส่วนที่เหลือ สำหรับผู้รับบำนาญที่มีอายุครบ 65 ปี
เรียน นางสุนีย์ แก้วมณี (ผู้รับบำนาญ เลขประจำตัว 7708-020914)

ตามที่ท่านได้รับบำเหน็จดำรงชีพส่วนแรกไปแล้วจำนวน 200,000 บาท เมื่อเดือนตุลาคม 2563 นั้น
ท่านจะมีอายุครบ 65 ปีบริบูรณ์ในวันที่ 18 กันยายน 2568 และมีสิทธิยื่นขอรับบำเหน็จดำรงชีพเพิ่มเติมได้

การคำนวณ: บำเหน็จดำรงชีพ 15 เท่าของบำนาญรายเดือน (36,840 x 15 = 552,600 บาท) แต่เมื่อรวมกับที่ได้รับไปแล้ว
ต้องไม่เกิน 400,000 บาท ท่านจึงมีสิทธิขอรับเพิ่มได้อีก 200,000 บาท

ท่านยื่นคำขอได้ตั้งแต่วันที่ 18 กันยายน 2568 เป็นต้นไป ผ่านระบบบำเหน็จบำนาญ (Digital Pension) ด้วยตนเอง
หรือยื่นที่กลุ่มบริหารงานการเงินและสินทรัพย์ สพป.ประจวบคีรีขันธ์ เขต 2 ในวันและเวลาราชการ
เอกสารที่ต้องใช้
1. แบบคำขอรับบำเหน็จดำรงชีพ
2. สำเนาบัตรประจำตัวประชาชน
3. สำเนาหน้าสมุดบัญชีเงินฝากธนาคารที่รับบำนาญ
เงินจะโอนเข้าบัญชีภายในประมาณ 30 วันหลังอนุมัติ

สอบถามเพิ่มเติม นางสาวพรทิพย์ จันทร์หอม โทร 032-511-274 ต่อ 205
"""
CATARACT_BILL = [
    "Hua Hin Pattana Hospital\n88 Phetkasem Road, Hua Hin, Prachuap Khiri Khan 77110\nINPATIENT INVOICE / RECEIPT\n"
    "Receipt No.: IP-68-018532   Date: 14 May 2025\nPatient: Mrs. Sunee Kaewmanee, age 64   HN: 65-004127\n"
    "Admitted: 13 May 2025 08:30   Discharged: 14 May 2025 11:00\n"
    "Diagnosis: Cataract, right eye\nProcedure: Phacoemulsification with intraocular lens, right eye\n"
    "Doctor: Dr. Wiroj Saengthong (ophthalmologist)\n"
    "Room and board (1 night, single room): 3,800.00 THB\nSurgeon and anaesthetist fees: 22,000.00 THB\n"
    "Operating room: 9,500.00 THB\nIntraocular lens (multifocal): 28,000.00 THB\n"
    "Medicine and medical supplies: 4,650.00 THB\nNursing and service charges: 1,250.00 THB\n"
    "Total charges: 69,200.00 THB\n"
    "Paid by Thai Sukjai Life Insurance (policy HS-2563-118245): 54,300.00 THB\n"
    "Paid by patient (credit card): 14,900.00 THB\n"
    "Follow-up: eye clinic, 2nd floor, 21 May 2025 and 13 June 2025",
]
KNEE_RECEIPT = [
    "Hua Hin Pattana Hospital\n88 Phetkasem Road, Hua Hin, Prachuap Khiri Khan 77110\nOUTPATIENT RECEIPT\n"
    "Receipt No.: OP-68-104477   Date: 18 June 2025\nPatient: Mr. Prasert Kaewmanee, age 69   HN: 59-011863\n"
    "Clinic: Orthopaedics   Doctor: Dr. Kittipong Rattanachai\nDiagnosis: Osteoarthritis, left knee\n"
    "Doctor fee: 1,200.00 THB\nMRI left knee: 9,800.00 THB\nKnee injection (hyaluronic acid), 1st of 2: 6,500.00 THB\n"
    "Medicine (14 days): 1,380.00 THB\nHospital service charge: 150.00 THB\nTotal: 19,030.00 THB\n"
    "Paid by patient (QR payment): 19,030.00 THB\n"
    "Next appointment: 16 July 2025, 09:30, 2nd knee injection",
]
POLICY_TOP = [
    "ตารางกรมธรรม์ประกันสุขภาพ",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)",
    "ผู้เอาประกันภัย: นางสุนีย์ แก้วมณี  อายุ 64 ปี  เลขที่กรมธรรม์ HS-2563-118245",
    "แบบประกัน: สุขใจ เฮลท์แคร์ แผน 3 (คุ้มครองผู้ป่วยใน)",
    "ระยะเวลาคุ้มครอง: 1 กันยายน 2567 ถึง 31 สิงหาคม 2568 (ต่ออายุได้ปีต่อปี ถึงอายุ 80 ปี)",
    "เบี้ยประกันภัยรายปี 38,950 บาท (สามหมื่นแปดพันเก้าร้อยห้าสิบบาทถ้วน)",
    "ผู้รับประโยชน์: นายประเสริฐ แก้วมณี (สามี)",
    "ตารางผลประโยชน์ (วงเงินสูงสุด)",
]
POLICY_BENEFITS = [
    ("หมวดผลประโยชน์", "การจ่าย", "วงเงินสูงสุด"),
    ("ค่าห้อง ค่าอาหาร และค่าบริการพยาบาล", "ต่อวัน ไม่เกิน 120 วัน", "4,000 บาท"),
    ("ค่ารักษาพยาบาลและบริการทั่วไป (ผู้ป่วยใน)", "ต่อการรักษาแต่ละครั้ง", "80,000 บาท"),
    ("ค่าแพทย์ผ่าตัดและหัตถการ", "ต่อการรักษาแต่ละครั้ง", "60,000 บาท"),
    ("ค่าแพทย์ตรวจรักษา (ผู้ป่วยใน)", "ต่อวัน", "1,500 บาท"),
    ("ผ่าตัดเล็ก / ผ่าตัดไม่ต้องนอนโรงพยาบาล", "ต่อครั้ง", "20,000 บาท"),
    ("ค่ารักษาต่อเนื่องหลังออกจากโรงพยาบาล", "ภายใน 30 วัน", "3,000 บาท"),
    ("วงเงินรวมสูงสุด", "ต่อปีกรมธรรม์", "1,000,000 บาท"),
]
POLICY_BOTTOM = [
    "เงื่อนไขสำคัญ: เลนส์แก้วตาเทียม คุ้มครองตามราคาเลนส์มาตรฐาน ไม่เกิน 13,100 บาทต่อข้าง "
    "ส่วนที่เกินผู้เอาประกันชำระเอง",
    "ไม่คุ้มครองค่ารักษาผู้ป่วยนอก (OPD) ยกเว้นการรักษาต่อเนื่องตามตารางข้างต้น",
    "ระยะเวลารอคอย: โรคทั่วไป 30 วัน โรคต้อกระจก ข้อเข่าเสื่อม และริดสีดวง 120 วัน",
    "ตัวแทนประกัน: คุณมาลัย ศรีทอง โทร 089-744-2618",
]
RENEWAL = [
    "Thai Sukjai Life Insurance Public Company Limited\nHEALTH INSURANCE RENEWAL NOTICE\nDate: 1 July 2025\n"
    "To: Mrs. Sunee Kaewmanee, 99/512 The Sea Breeze Hua Hin, Hua Hin, Prachuap Khiri Khan 77110\n"
    "Policy No.: HS-2563-118245   Plan: Sukjai HealthCare Plan 3 (inpatient)\n"
    "Current cover: 1 September 2024 - 31 August 2025, premium 38,950.00 THB\n"
    "Renewal cover: 1 September 2025 - 31 August 2026\nAge at renewal: 65 (new age band 65-69)\n"
    "Renewal premium: 44,620.00 THB\n"
    "Claims in the current policy year: 1 claim, 54,300.00 THB (cataract surgery, May 2025)\n"
    "Please pay by 31 August 2025 to keep continuous cover. Pay by credit card in 6 monthly installments at 0%,\n"
    "or by bank transfer (Bill Payment code TSL-HS). Agent: Khun Malai Srithong, Tel. 089-744-2618",
]
MEDS_NOTE = """# ยาประจำและนัดหมอ พ่อกับแม่ (อัปเดต 20 มิ.ย. 2568)

## พ่อ (ประเสริฐ)
- ความดัน: Amlodipine 5 mg เช้า 1 เม็ด รับยาที่ รพ.หัวหิน ใช้สิทธิเบิกจ่ายตรงข้าราชการ
- เบาหวาน: Metformin 500 mg เช้า-เย็น หลังอาหาร
- เข่าซ้ายเสื่อม: ฉีดยาเข่าเข็มแรกแล้ว 18 มิ.ย. 68 ที่ รพ.หัวหินพัฒนา (หมอกิตติพงษ์) เข็มละ 6,500 บาท
- นัดฉีดยาเข่าเข็มที่ 2 วันที่ 16 ก.ค. 68 เวลา 09:30 น. (ให้แนนขับรถพาไป)
- นัดตรวจเบาหวาน/ความดัน รพ.หัวหิน วันที่ 8 ส.ค. 68 เจาะเลือด งดน้ำงดอาหารหลังเที่ยงคืน

## แม่ (สุนีย์)
- ผ่าต้อกระจกตาขวาแล้ว 13 พ.ค. 68 หยอดตาวันละ 4 ครั้ง จนครบ 1 เดือน
- นัดหมอวิโรจน์ ตรวจตาซ้ายเพื่อประเมินผ่าตัด วันที่ 2 ก.ย. 68 เวลา 13:00 น.
- ไขมัน: Atorvastatin 20 mg ก่อนนอน
- แคลเซียม + วิตามินดี วันละ 1 เม็ด

## อื่นๆ
- ค่ายาส่วนที่เบิกไม่ได้ รวมสองคนประมาณเดือนละ 1,850 บาท
- ฉีดวัคซีนไข้หวัดใหญ่ฟรีที่ รพ.สต. ช่วงเดือน มิ.ย. ทุกปี (ปีนี้ฉีดแล้ว 11 มิ.ย.)
"""
AGM_SLIDES = [
    ("ประชุมใหญ่สามัญประจำปี 2568 นิติบุคคลอาคารชุด เดอะ ซีบรีซ หัวหิน",
     "The Sea Breeze Hua Hin Condominium - Annual General Meeting\n"
     "วันเสาร์ที่ 26 เมษายน 2568 เวลา 10:00 น. ห้องประชุมชั้น 1 อาคาร A\nผู้เข้าประชุม 118 ห้อง จาก 164 ห้อง"),
    ("งบการเงินปี 2567 (FY2024)", "รายรับค่าส่วนกลาง 4,920,000 บาท\nรายจ่ายทั้งหมด 5,184,000 บาท\n"
                                 "ขาดทุน 264,000 บาท (ค่าไฟส่วนกลางและค่าซ่อมลิฟต์สูงขึ้น)\n"
                                 "ห้องค้างชำระค่าส่วนกลาง 14 ห้อง รวม 612,400 บาท"),
    ("มติที่ 1: ปรับค่าส่วนกลาง (Common fee)",
     "จาก 40 บาท เป็น 45 บาท ต่อตารางเมตรต่อเดือน\nเริ่มรอบบิล 1 กรกฎาคม 2568\n"
     "เห็นด้วย 81 ห้อง ไม่เห็นด้วย 29 ห้อง งดออกเสียง 8 ห้อง"),
    ("มติที่ 2: เปลี่ยนลิฟต์อาคาร B (Lift replacement)",
     "ลิฟต์ 2 ตัว ใช้มา 19 ปี เสียบ่อย\nใบเสนอราคา สยามลิฟท์ เอ็นจิเนียริ่ง 2,860,000 บาท (รวม VAT)\n"
     "เก็บเงินพิเศษจากเจ้าของร่วม 480 บาทต่อตารางเมตร แบ่งจ่าย 2 งวด (ก.ค. 2568 และ ม.ค. 2569)\n"
     "เริ่มงาน พฤศจิกายน 2568 เสร็จประมาณ กุมภาพันธ์ 2569"),
    ("คณะกรรมการชุดใหม่ (2568-2570)", "ประธาน: คุณวีระ ชัยมงคล (ห้อง 307)\n"
                                     "เหรัญญิก: ครูประเสริฐ แก้วมณี (ห้อง 512)\n"
                                     "ผู้จัดการนิติบุคคล: คุณอัญชลี พรหมวงศ์ โทร 081-932-5507"),
]
FEE_2025 = [
    "THE SEA BREEZE HUA HIN CONDOMINIUM JURISTIC PERSON\n99 Soi Hua Hin 94, Hua Hin, Prachuap Khiri Khan 77110\n"
    "INVOICE - COMMON AREA FEE\nInvoice No.: SB-2025-0512   Date: 20 June 2025\n"
    "Unit: 512, Building B   Owners: Mr. Prasert Kaewmanee and Mrs. Sunee Kaewmanee\nArea: 62.50 sq.m.\n"
    "Period: 1 July 2025 - 30 June 2026 (12 months)\n"
    "Rate: 45 THB per sq.m. per month (AGM resolution, 26 April 2025)\n"
    "Common area fee, 12 months: 33,750.00 THB\n"
    "Lift replacement levy, 1st of 2 installments (480 THB x 62.50 sq.m. / 2): 15,000.00 THB\n"
    "Total due: 48,750.00 THB\nDue date: 31 July 2025\n"
    "Late payment surcharge: 12% per year; over 6 months overdue: 20% per year\n"
    "Pay to: Siam Commercial Bank, Hua Hin branch, account 711-2-33459-0\n"
    "(The Sea Breeze Hua Hin Condominium Juristic Person)",
]
FEE_2024 = [
    "THE SEA BREEZE HUA HIN CONDOMINIUM JURISTIC PERSON\n99 Soi Hua Hin 94, Hua Hin, Prachuap Khiri Khan 77110\n"
    "INVOICE - COMMON AREA FEE\nInvoice No.: SB-2024-0512   Date: 18 June 2024\n"
    "Unit: 512, Building B   Owners: Mr. Prasert Kaewmanee and Mrs. Sunee Kaewmanee\nArea: 62.50 sq.m.\n"
    "Period: 1 July 2024 - 30 June 2025 (12 months)\nRate: 40 THB per sq.m. per month\n"
    "Common area fee, 12 months: 30,000.00 THB\nTotal due: 30,000.00 THB\nDue date: 31 July 2024\n"
    "Late payment surcharge: 12% per year; over 6 months overdue: 20% per year\n"
    "Pay to: Siam Commercial Bank, Hua Hin branch, account 711-2-33459-0\n"
    "(The Sea Breeze Hua Hin Condominium Juristic Person)",
]
LOAN_TOP = [
    "สัญญาเงินกู้สามัญ",
    "สหกรณ์ออมทรัพย์ครูประจวบคีรีขันธ์ จำกัด",
    "สัญญาเลขที่ สม.2567/0884  ทำที่ สำนักงานสหกรณ์ อำเภอเมืองประจวบคีรีขันธ์ วันที่ 15 มีนาคม 2567",
    "ผู้กู้: นายประเสริฐ แก้วมณี สมาชิกเลขที่ 03127 (ข้าราชการบำนาญ สพป.ประจวบคีรีขันธ์ เขต 2)",
    "ข้อ 1. ผู้กู้ได้กู้เงินสามัญจากสหกรณ์ จำนวน 600,000 บาท (หกแสนบาทถ้วน) "
    "เพื่อซ่อมแซมห้องชุดและช่วยบุตรดาวน์บ้าน",
    "ข้อ 2. ผู้กู้ยอมเสียดอกเบี้ยในอัตราร้อยละ 5.75 ต่อปี สหกรณ์อาจเปลี่ยนแปลงอัตราดอกเบี้ยได้ตามประกาศสหกรณ์",
    "ข้อ 3. ผู้กู้ตกลงผ่อนชำระต้นเงินพร้อมดอกเบี้ย 96 งวด งวดละ 7,820 บาท เริ่มงวดแรกเดือนเมษายน 2567 "
    "งวดสุดท้ายชำระส่วนที่เหลือทั้งหมด",
    "ข้อ 4. ผู้กู้ยินยอมให้หักเงินบำนาญ ณ ที่จ่ายทุกเดือน ส่งชำระหนี้ต่อสหกรณ์ พร้อมค่าหุ้นรายเดือน 2,000 บาท",
    "ข้อ 5. ผู้ค้ำประกัน: นายสมพงษ์ อินทร์แก้ว สมาชิกเลขที่ 02855 และ นางลำดวน ทองสุข สมาชิกเลขที่ 04410",
    "ข้อ 6. ผู้กู้จะชำระหนี้คืนก่อนกำหนดทั้งหมดหรือบางส่วนได้ โดยไม่มีค่าธรรมเนียม",
    "ตารางผ่อนชำระโดยประมาณ",
]
LOAN_TABLE = [
    ("ปี", "งวดที่", "ยอดชำระต่องวด", "หนี้คงเหลือสิ้นปี (โดยประมาณ)"),
    ("2567", "1-9 (เม.ย.-ธ.ค.)", "7,820 บาท", "554,632 บาท"),
    ("2568", "10-21", "7,820 บาท", "491,025 บาท"),
    ("2569", "22-33", "7,820 บาท", "423,662 บาท"),
    ("2570", "34-45", "7,820 บาท", "352,322 บาท"),
    ("2571", "46-57", "7,820 บาท", "276,770 บาท"),
    ("2572", "58-69", "7,820 บาท", "196,757 บาท"),
    ("2573", "70-81", "7,820 บาท", "112,021 บาท"),
    ("2574", "82-93", "7,820 บาท", "22,281 บาท"),
    ("2575", "94-96 (ม.ค.-มี.ค.)", "7,820 บาท (งวดสุดท้าย 6,850.60 บาท)", "0 บาท"),
]
LOAN_BOTTOM = ["ลงชื่อ ประเสริฐ แก้วมณี ผู้กู้", "ลงชื่อ สุนีย์ แก้วมณี คู่สมรส (ให้ความยินยอม)",
               "ลงชื่อ สมพงษ์ อินทร์แก้ว ผู้ค้ำประกัน", "ลงชื่อ ลำดวน ทองสุข ผู้ค้ำประกัน",
               "ลงชื่อ ผู้จัดการสหกรณ์ออมทรัพย์ครูประจวบคีรีขันธ์ จำกัด"]
DIVIDEND_2567 = """# ปันผลสหกรณ์ออมทรัพย์ครูประจวบฯ ปี 2567 (ประกาศตอนประชุมใหญ่ 22 ก.พ. 68)

- อัตราปันผลปีนี้ 5.10% เฉลี่ยคืน 12%
- หุ้นพ่อ (ประเสริฐ) ณ 31 ธ.ค. 67 = 486,000 บาท ได้ปันผล 24,786 บาท
- หุ้นแม่ (สุนีย์) = 312,000 บาท ได้ปันผล 15,912 บาท
- เฉลี่ยคืน (ของพ่อ จากดอกเบี้ยเงินกู้ที่จ่ายปี 67 รวม 27,610 บาท) = 3,313 บาท
- รวมได้ทั้งหมด 44,011 บาท เข้าบัญชีออมทรัพย์สหกรณ์ วันที่ 14 มีนาคม 2568
- ได้ของชำร่วยเป็นร่มกับปฏิทินคนละชุด
- ปีหน้าถ้าหุ้นพ่อครบ 500,000 จะได้สิทธิกู้ฉุกเฉินเพิ่ม
"""
DEPOSITS = """# เงินฝากและสลาก (อัปเดต 30 มิ.ย. 2568)

- ฝากประจำ ธ.ก.ส. สาขาหัวหิน 24 เดือน 500,000 บาท ดอกเบี้ย 2.40% ครบกำหนด 10 พ.ย. 68 (ชื่อแม่)
- ฝากประจำ กรุงไทย 12 เดือน 300,000 บาท ดอกเบี้ย 1.85% ครบกำหนด 3 มี.ค. 69 (ชื่อพ่อ)
- สลากออมสินพิเศษ 3 ปี 200 หน่วย 20,000 บาท ครบ ส.ค. 70
- เงินฝากออมทรัพย์พิเศษ สหกรณ์ครูประจวบฯ 350,000 บาท ดอกเบี้ย 3.00% จ่ายทุก 6 เดือน
- บัญชีออมทรัพย์กรุงไทย (รับบำนาญ) พ่อประมาณ 86,000 แม่ประมาณ 124,000
- ตกลงกันว่าเก็บเงินสำรองค่ารักษาไว้ไม่ต่ำกว่า 200,000 บาท ห้ามเอาไปใช้อย่างอื่น
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม บ้านแก้วมณี
บันทึกเมื่อ: 08/07/2568 20:41

อา., 22/06/2568
19:02\tแม่สุนีย์\tแม่ได้ใบแจ้งค่าส่วนกลางมาแล้ว ปีนี้ขึ้นเป็นตารางเมตรละ 45 แถมมีค่าลิฟต์อีกงวด
19:05\tแนน\tเดี๋ยวแนนช่วยค่าลิฟต์งวดแรกเองค่ะแม่ สิ้นเดือนโอนให้
19:06\tพ่อประเสริฐ\tขอบใจลูก
19:20\tต้น\tงวดที่สองเดือนมกราต้นจ่ายเองครับ

จ., 30/06/2568
12:15\tแนน\tโอนให้แม่แล้ว 15,000 ค่าลิฟต์งวดแรกนะคะ
12:16\tแนน\t[รูปภาพ]
12:40\tแม่สุนีย์\tได้แล้วจ้า ขอบใจลูก

พ., 02/07/2568
09:11\tพ่อประเสริฐ\tหมอนัดฉีดยาเข่าเข็มสอง 16 ก.ค. ใครว่างพาพ่อไปบ้าง
09:30\tแนน\tแนนลงไปหัวหิน 15-17 ก.ค. พอดีค่ะ เดี๋ยวแนนขับไปส่งพ่อเอง
09:31\tพ่อประเสริฐ\t👍

ศ., 04/07/2568
20:05\tแนน\tวันเกิดแม่ 18 ก.ย. แนนจองร้านครัวชมเลไว้แล้วนะคะ 18:30 น. 12 ที่ มัดจำไป 2,000
20:07\tต้น\tเยี่ยมครับ ต้นบินกลับไม่ทัน แต่จะ video call
20:10\tแม่สุนีย์\tไม่ต้องจัดใหญ่ก็ได้ลูก
20:11\tแนน\tแม่ครบ 65 ทั้งทีค่ะ 😊

อ., 08/07/2568
19:45\tต้น\tพ่อแม่ดูอีเมลด้วยนะครับ ต้นส่งเรื่องเงินกับทริปญี่ปุ่นไปให้แล้ว
19:50\tแม่สุนีย์\tแม่เปิดดูแล้ว เดี๋ยวให้พ่ออ่านอีกที
"""
TON_EMAIL = """From: Thanawat Kaewmanee <ton.kaewmanee@gmail.com>
To: Sunee Kaewmanee <sunee.kmn@gmail.com>, Prasert Kaewmanee <prasert.kmn@gmail.com>
Date: Sun, 6 Jul 2025 21:14:09 +0800
Subject: Money plan + Japan trip

Hi Pa, hi Ma,

Sorry for writing in English, my office laptop has no Thai keyboard.

1) Monthly money: I got my raise, so from this month I'll transfer 20,000 baht on the 1st of every month
   (up from 15,000) to Ma's Krungthai account. July's transfer is already done.
2) The lift levy: Nan paid the 1st installment. I'll pay the 2nd one (15,000 baht) in January, please don't pay it.
3) Japan trip: I paid the deposit for the Osaka-Kyoto tour with Hua Hin Holiday Tour on 5 July:
   4 people x 10,000 = 40,000 baht. The balance is 119,600 baht, due 15 September 2025 - I'll pay that too.
   The tour is 14-19 October 2025, flying from Suvarnabhumi at 08:15 on TG622.
4) Ma, your passport expires on 2 January 2026. Japan needs 6 months left, so please renew it in Hua Hin
   before the end of August.

Take care of your knee Pa. See you in October!

Love,
Ton
"""
TRIP_PLAN = """# ทริปญี่ปุ่น โอซาก้า-เกียวโต ต.ค. 68 (พ่อ แม่ แนน ต้น)

- ทัวร์ หัวหินฮอลิเดย์ทัวร์ 6 วัน 4 คืน วันที่ 14-19 ตุลาคม 2568
- ราคาคนละ 39,900 บาท 4 คน = 159,600 บาท (รวมตั๋วเครื่องบิน TG โรงแรม อาหารส่วนใหญ่)
- มัดจำคนละ 10,000 ต้นจ่ายแล้ว 5 ก.ค. ส่วนที่เหลือ 119,600 บาท จ่ายภายใน 15 ก.ย. 68 (ต้นจ่าย)
- ทิปไกด์และคนขับ คนละ 1,500 บาท จ่ายหน้างาน
- ประกันเดินทาง คนละ 1,290 บาท (แนนซื้อให้)
- เตรียม: แม่ต้องทำพาสปอร์ตใหม่ (หมดอายุ 2 ม.ค. 69) ถามหมอวิโรจน์เรื่องขึ้นเครื่องหลังผ่าตา
- พ่อเดินเยอะไม่ไหว ขอทัวร์เรื่องรถเข็นที่สนามบินคันไซ
- ของฝาก: งบรวมไม่เกิน 10,000 บาท
"""

INCOME_HEADERS = ("เดือน (Month)", "บำนาญพ่อ สุทธิ (Pa's pension, net)", "บำนาญแม่ สุทธิ (Ma's pension, net)",
                  "แนนโอน (From Nan)", "ต้นโอน (From Ton)", "อื่นๆ (Other)", "รวม (Total)", "หมายเหตุ (Note)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME = [(29095, 33090, 5000, 15000, 0, ""),
          (29095, 33090, 5000, 15000, 0, ""),
          (29095, 33090, 5000, 15000, 44011, "ปันผล+เฉลี่ยคืน สหกรณ์"),
          (29095, 33090, 5000, 15000, 0, ""),
          (29095, 33090, 15000, 15000, 0, "แนนช่วยค่าผ่าตาแม่ 10,000"),
          (29095, 33090, 5000, 15000, 5250, "ดอกเบี้ยออมทรัพย์พิเศษสหกรณ์")]
EXPENSE_ITEMS = [
    ("อาหารและของใช้ (Food & groceries)", (12400, 11800, 12900, 13600, 12100, 12750)),
    ("ค่าไฟ ค่าน้ำ (Electricity & water)", (2340, 2180, 2650, 3420, 3380, 2960)),
    ("ค่ารักษาและค่ายา (Medical)", (1850, 1850, 2300, 1850, 16750, 20880)),
    ("น้ำมันรถ (Fuel)", (2200, 2000, 2400, 3100, 2600, 2300)),
    ("โทรศัพท์และเน็ต (Phone & internet)", (1198, 1198, 1198, 1198, 1198, 1198)),
    ("ทำบุญ (Merit & donations)", (1500, 2000, 1000, 4500, 1000, 1200)),
    ("ของขวัญหลาน/ญาติ (Gifts)", (2000, 0, 500, 3000, 0, 2000)),
    ("ฝากออมทรัพย์สหกรณ์ (Savings to coop)", (10000, 10000, 10000, 10000, 10000, 10000)),
]
DISTRACTORS = {
    "Health/ยาประจำ_พ่อแม่_2567.md":
        "# ยาประจำพ่อแม่ (ปี 2567)\n- พ่อ: Amlodipine 5 mg, Metformin 500 mg\n"
        "- แม่: Atorvastatin 10 mg\n- นัดตรวจเบาหวานพ่อ 9 ส.ค. 67\n- นัดหมอตาแม่ 3 ก.ย. 67 (ยังไม่ต้องผ่า)\n"
        "- ค่ายาเดือนละประมาณ 1,400 บาท\n",
    "Health/ใบเสนอราคา_ประกันสุขภาพ_กรุงเทพประกันภัย_2566.txt":
        "ใบเสนอราคาประกันสุขภาพ (ปี 2566 ไม่ได้ทำ)\nผู้เอาประกัน: นางสุนีย์ แก้วมณี อายุ 62 ปี\n"
        "แผน Health Gold ผู้ป่วยใน ค่าห้องวันละ 3,000 บาท\nค่ารักษาต่อครั้ง 60,000 บาท\n"
        "เบี้ยประกันปีละ 33,480 บาท\nต้องตรวจสุขภาพก่อนทำ\n",
    "Condo/บันทึกประชุมใหญ่คอนโด_2567.md":
        "# ประชุมใหญ่ ซีบรีซ หัวหิน 27 เม.ย. 2567 (จดเอง)\n- ค่าส่วนกลางคงเดิม ตารางเมตรละ 40 บาท\n"
        "- ลิฟต์อาคาร B เสียบ่อย นิติฯ ขอใบเสนอราคาก่อน ราคาแรก 2,450,000 บาท ยังไม่โหวต\n"
        "- ขาดทุนปี 66 ประมาณ 118,000 บาท\n- พ่อยังไม่ได้เป็นกรรมการ\n",
    "Coop/ปันผลสหกรณ์_2566.md":
        "# ปันผลสหกรณ์ครูประจวบฯ ปี 2566\n- ปันผล 5.40% เฉลี่ยคืน 11%\n- หุ้นพ่อ 462,000 ปันผล 24,948 บาท\n"
        "- หุ้นแม่ 288,000 ปันผล 15,552 บาท\n- รวมทั้งหมด 40,500 บาท เข้าบัญชี 15 มี.ค. 67\n",
    "Family/ทริปญี่ปุ่น_ไอเดียแรก_ร่าง.md":
        "# ไอเดียเที่ยวญี่ปุ่นกับลูก (ร่างแรก)\n- ฮอกไกโด ดูหิมะ ก.พ. 69 ทัวร์คนละ 52,900 บาท หนาวไปสำหรับเข่าพ่อ?\n"
        "- หรือโอซาก้า ต.ค. 68 ราคาประมาณ 35,000-42,000\n- ถามต้นว่าลางานได้ช่วงไหน\n",
}
PENSION_PRASERT_OLD = [
    "The Comptroller General's Department - Digital Pension Service\nPENSION PAYMENT STATEMENT - December 2024\n"
    "Pensioner: Mr. Prasert Kaewmanee   Pension ID: 7708-015532\nPayment date: 25 December 2024\n"
    "Monthly pension (gross): 41,260.00 THB\n"
    "Deductions:\n  Personal income tax withheld: 1,180.00 THB\n"
    "  Teachers' Savings Cooperative of Prachuap Khiri Khan (loan 7,820 + shares 1,500): 9,320.00 THB\n"
    "  Teachers' funeral welfare fund (ChPK): 1,100.00 THB\nTotal deductions: 11,600.00 THB\n"
    "Net paid to account: 29,660.00 THB\nBank: Krungthai Bank, Hua Hin branch, account 708-0-44521-3\n"
    "Year to date (January - December 2024): pension 495,120.00 THB, tax withheld 14,160.00 THB",
]
WORKSPECT = {"todo.md": "- จ่ายค่าส่วนกลางคอนโด\n- พาพ่อไปฉีดยาเข่า\n- แม่ทำพาสปอร์ตใหม่\n"
                        "- ต่อประกันสุขภาพแม่\n- เตรียมเอกสารบำเหน็จดำรงชีพของแม่\n"}


def _money(path: Path) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append(["รายรับครอบครัวแก้วมณี ม.ค.-มิ.ย. 2568 (Household income, Jan-Jun 2025)"])
    income.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        income.append([month, *row[:5], sum(row[:5]), row[5]])
    income.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:5]),
                   sum(sum(row[:5]) for row in INCOME), ""])
    for column in range(2, 8):
        money_format(income, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายครอบครัวแก้วมณี ม.ค.-มิ.ย. 2568 (Household expenses, Jan-Jun 2025)"])
    spend.append(["รายการ (Item)", *MONTHS, "รวม (Total)"])
    for item, amounts in EXPENSE_ITEMS:
        spend.append([item, *amounts, sum(amounts)])
    totals = [sum(amounts[index] for _, amounts in EXPENSE_ITEMS) for index in range(6)]
    spend.append(["รวมรายจ่าย (Total expenses)", *totals, sum(totals)])
    incomes = [sum(row[:5]) for row in INCOME]
    spend.append(["รายรับ - รายจ่าย (Income - expenses)", *(a - b for a, b in zip(incomes, totals)),
                  sum(incomes) - sum(totals)])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    for sub in ("Pension", "Health", "Condo", "Coop", "Money", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    make_pdf(docs / "Pension" / "CGD_pension_slip_Prasert_2025-06.pdf", PENSION_PRASERT)
    make_pdf(docs / "Pension" / "CGD_pension_slip_Sunee_2025-06.pdf", PENSION_SUNEE)
    make_pdf(docs / "Pension" / "CGD_pension_slip_Prasert_2024-12.pdf", PENSION_PRASERT_OLD)
    (docs / "Pension" / "หนังสือ_สพป_บำเหน็จดำรงชีพ_แม่สุนีย์_2568.txt").write_text(BAMNET_LETTER, encoding="utf-8")
    make_pdf(docs / "Health" / "HuaHinPattana_bill_Sunee_cataract_2025-05.pdf", CATARACT_BILL)
    make_pdf(docs / "Health" / "HuaHinPattana_receipt_Prasert_knee_2025-06.pdf", KNEE_RECEIPT)
    write_docx(docs / "Health" / "ตารางกรมธรรม์_ประกันสุขภาพแม่_ไทยสุขใจ.docx", POLICY_TOP, table=POLICY_BENEFITS,
               bottom=POLICY_BOTTOM)
    make_pdf(docs / "Health" / "ThaiSukjai_renewal_notice_Sunee_2025.pdf", RENEWAL)
    (docs / "Health" / "ยาประจำและนัดหมอ_พ่อแม่_2568.md").write_text(MEDS_NOTE, encoding="utf-8")
    write_slides(docs / "Condo" / "ประชุมใหญ่_ซีบรีซหัวหิน_2568.pptx", AGM_SLIDES)
    make_pdf(docs / "Condo" / "SeaBreeze_common_fee_invoice_2025.pdf", FEE_2025)
    make_pdf(docs / "Condo" / "SeaBreeze_common_fee_invoice_2024.pdf", FEE_2024)
    write_docx(docs / "Coop" / "สัญญาเงินกู้สามัญ_สหกรณ์ครูประจวบ_2567.docx", LOAN_TOP, table=LOAN_TABLE,
               bottom=LOAN_BOTTOM)
    (docs / "Coop" / "ปันผลสหกรณ์_2567.md").write_text(DIVIDEND_2567, encoding="utf-8")
    _money(docs / "Money" / "รายรับรายจ่าย_2568.xlsx")
    (docs / "Money" / "เงินฝากและสลาก_2568.md").write_text(DEPOSITS, encoding="utf-8")
    (docs / "Family" / "LINE_บ้านแก้วมณี_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (docs / "Family" / "email_Ton_money_Japan_trip.txt").write_text(TON_EMAIL, encoding="utf-8")
    (docs / "Family" / "ทริปญี่ปุ่น_โอซาก้า_ตค68.md").write_text(TRIP_PLAN, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(folder, WORKSPECT)
