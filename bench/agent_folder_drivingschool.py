"""A folder for bench/agent_tasks.py (`--folder drivingschool`): a small driving school's papers in Chonburi.

Weerapong (พี่ป้อม) and Chanpen (พี่เพ็ญ) Thongdee run Sriracha Driver School (โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์)
on Sukhumvit Road in Si Racha, with three instructors (ครูเอก, ครูนก, ครูตั้ม) and two dual-control Toyota Yaris
training cars: a Thai instructor employment contract (docx, a pay table), a Thai hire-purchase contract for the two
cars with Toyota Leasing (docx, an installment table) and the leasing company's July invoice (English pdf), the
school's revenue by course for January-June 2568 with the half-year's expenses (xlsx, two sheets, Thai/English
headers), licence-exam results by month and by instructor (xlsx, two sheets), the July student register (xlsx),
this year's course price list (md), the training cars' insurance policy and another insurer's renewal quote (English
pdfs), PTT fleet-card fuel statements for June and July (English pdfs), a LINE group chat export with the
instructors about a student reversing into a post (txt), an English email from a factory in Amata City asking for a
staff course (txt) and the school's invoice to it (English pdf), a Thai letter from the Chonburi land transport
office about the school's inspection and licence renewal (txt), slides on opening a motorcycle training yard in Bang
Saen (pptx), the instructors' meeting notes (md) and the cars' maintenance log (md); and six distractors that
share words with them (a draft of the instructor contract, last year's price list, last year's revenue summary, an
older insurance quote, a first idea for Bang Saen, a draft of the exam results); plus a workspect that already
holds a to-do list. Written blind of the engine's rules, in session 21, for
bench/data/agent_tasks_drivingschool_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างแรงงาน ตำแหน่งครูฝึกสอนขับรถยนต์",
    "ทำที่ โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์ อำเภอศรีราชา จังหวัดชลบุรี วันที่ 26 ธันวาคม 2567",
    "ผู้ว่าจ้าง: โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์ โดย นายวีระพงษ์ ทองดี ผู้รับใบอนุญาต  "
    "ลูกจ้าง: นายเอกชัย มั่นคง (ครูเอก) ใบอนุญาตเป็นครูฝึกสอนขับรถ เลขที่ ชบ 0147/2565",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างลูกจ้างในตำแหน่งครูฝึกสอนขับรถยนต์ สอนทั้งภาคทฤษฎีและภาคปฏิบัติ "
    "ณ สนามฝึกของโรงเรียน เลขที่ 215/8 ถนนสุขุมวิท ตำบลสุรศักดิ์ อำเภอศรีราชา จังหวัดชลบุรี 20110",
    "ข้อ 2. ระยะเวลาจ้าง 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568 ต่อสัญญาได้คราวละ 1 ปี",
    "ข้อ 3. ค่าจ้างและค่าตอบแทนอื่นเป็นไปตามตารางท้ายข้อนี้ จ่ายทุกวันสิ้นเดือนโดยโอนเข้าบัญชีลูกจ้าง",
]
CONTRACT_PAY = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("เงินเดือน", "16,500 บาท ต่อเดือน", "จ่ายทุกวันสิ้นเดือน"),
    ("ค่าสอนภาคปฏิบัติเกินชั่วโมง", "150 บาท ต่อชั่วโมง", "เฉพาะส่วนที่เกิน 120 ชั่วโมงต่อเดือน"),
    ("ค่าคอมมิชชั่นนักเรียนสอบผ่าน", "250 บาท ต่อคน", "นับเฉพาะนักเรียนที่สอบภาคปฏิบัติผ่านในครั้งแรก"),
    ("เบี้ยเลี้ยงสอนวันนักขัตฤกษ์", "300 บาท ต่อวัน", ""),
]
CONTRACT_BOTTOM = [
    "ข้อ 4. เวลาทำงาน วันอังคารถึงวันอาทิตย์ เวลา 08:00-17:00 น. หยุดประจำสัปดาห์วันจันทร์ "
    "สอนภาคปฏิบัติไม่เกินวันละ 6 ชั่วโมง",
    "ข้อ 5. ลูกจ้างมีสิทธิลาพักร้อนปีละ 8 วันทำงาน ลาป่วยตามกฎหมายคุ้มครองแรงงาน",
    "ข้อ 6. ลูกจ้างต้องรักษาใบอนุญาตเป็นครูฝึกสอนขับรถให้มีอายุอยู่ตลอดเวลาที่จ้าง "
    "หากรถฝึกเสียหายเพราะความประมาทเลินเล่ออย่างร้ายแรงของลูกจ้าง ลูกจ้างรับผิดชอบไม่เกิน 2,000 บาทต่อครั้ง",
    "ข้อ 7. ฝ่ายใดจะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วีระพงษ์ ทองดี ผู้ว่าจ้าง",
    "ลงชื่อ เอกชัย มั่นคง ลูกจ้าง",
    "ลงชื่อ จันทร์เพ็ญ ทองดี พยาน",
]
LEASE_TOP = [
    "สัญญาเช่าซื้อรถยนต์",
    "ทำที่ บริษัท โตโยต้า ลีสซิ่ง (ประเทศไทย) จำกัด สาขาชลบุรี วันที่ 10 มกราคม 2567",
    "ผู้ให้เช่าซื้อ: บริษัท โตโยต้า ลีสซิ่ง (ประเทศไทย) จำกัด  "
    "ผู้เช่าซื้อ: นายวีระพงษ์ ทองดี ในนามโรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์",
    "ข้อ 1. ผู้ให้เช่าซื้อตกลงให้เช่าซื้อรถยนต์ Toyota Yaris Ativ จำนวน 2 คัน ติดตั้งเบรกคู่ (dual brake) "
    "สำหรับใช้เป็นรถฝึกหัดขับ โดยผ่านผู้จำหน่าย โตโยต้าชลบุรี สาขาศรีราชา ตามตารางนี้",
]
LEASE_CARS = [
    ("คันที่", "รุ่น / ทะเบียน", "ราคารถ", "เงินดาวน์", "ค่างวดต่อเดือน", "จำนวนงวด"),
    ("1", "Yaris Ativ 1.2 Sport / 2ขข 4821 ชลบุรี", "579,000 บาท", "115,800 บาท", "9,870 บาท", "48 งวด"),
    ("2", "Yaris Ativ 1.2 Smart / 2ขข 4822 ชลบุรี", "549,000 บาท", "109,800 บาท", "9,360 บาท", "48 งวด"),
]
LEASE_BOTTOM = [
    "ข้อ 2. อัตราดอกเบี้ยเช่าซื้อแบบคงที่ (flat rate) ร้อยละ 2.49 ต่อปี รวมค่างวดทั้งสองคันเดือนละ 19,230 บาท "
    "(รวมภาษีมูลค่าเพิ่มแล้ว)",
    "ข้อ 3. ชำระค่างวดทุกวันที่ 10 ของเดือน งวดแรกวันที่ 10 กุมภาพันธ์ 2567 งวดสุดท้ายวันที่ 10 มกราคม 2571",
    "ข้อ 4. หากชำระล่าช้า ผู้เช่าซื้อต้องเสียเบี้ยปรับในอัตราร้อยละ 1.25 ต่อเดือนของค่างวดที่ค้าง "
    "และค่าติดตามทวงถามครั้งละ 200 บาท ค้างชำระ 3 งวดติดกัน ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและยึดรถคืน",
    "ข้อ 5. ผู้เช่าซื้อต้องทำประกันภัยรถยนต์ประเภท 1 ตลอดอายุสัญญา โดยระบุผู้ให้เช่าซื้อเป็นผู้รับประโยชน์",
    "ข้อ 6. ผู้เช่าซื้อจะปิดบัญชีก่อนกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดตามประกาศ สคบ.",
    "ลงชื่อ ผู้รับมอบอำนาจ บริษัท โตโยต้า ลีสซิ่ง (ประเทศไทย) จำกัด ผู้ให้เช่าซื้อ",
    "ลงชื่อ วีระพงษ์ ทองดี ผู้เช่าซื้อ",
]
LEASING_INVOICE = [
    "Toyota Leasing (Thailand) Co., Ltd. - Chonburi Branch\nHIRE PURCHASE INSTALLMENT INVOICE\n"
    "Invoice date: 25 June 2025\nCustomer: Mr. Weerapong Thongdee (Sriracha Driver School)\n"
    "Address: 215/8 Sukhumvit Road, Surasak, Si Racha, Chonburi 20110\n"
    "Contract 1: HP-CB-670110-0381  Toyota Yaris Ativ 1.2 Sport  Reg. 2KK 4821 Chonburi\n"
    "  Installment 18 of 48: 9,870.00 THB\n"
    "Contract 2: HP-CB-670110-0382  Toyota Yaris Ativ 1.2 Smart  Reg. 2KK 4822 Chonburi\n"
    "  Installment 18 of 48: 9,360.00 THB\n"
    "Total due: 19,230.00 THB (VAT included)\nDue date: 10 July 2025\n"
    "Late payment: 1.25% per month on the overdue installment, plus 200 THB collection fee\n"
    "Pay by direct debit, Kasikornbank account 123-4-56789-0, or at any Counter Service",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
REVENUE_HEADERS = ("เดือน (Month)", "คอร์สรถยนต์ 30 ชม. (Car full course, THB)",
                   "คอร์สทบทวน 5 ชม. (Refresher, THB)", "คอร์สมอเตอร์ไซค์ (Motorcycle, THB)",
                   "ค่าบริการพาสอบ/เอกสาร (Exam service & papers, THB)", "รวม (Total, THB)",
                   "นักเรียนใหม่ (New students)")
REVENUE = [(171000, 24500, 18400, 15300, 51), (156750, 21000, 16100, 13800, 46),
           (213750, 31500, 23000, 19200, 64), (242250, 35000, 27600, 21900, 73),
           (199500, 28000, 20700, 17700, 59), (142500, 17500, 13800, 12300, 41)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("เงินเดือนครูฝึก 3 คน (Instructors' salaries)", 297000, "ครูเอก 16,500 ครูนก 16,500 ครูตั้ม 16,500"),
    ("ค่าคอมมิชชั่นสอบผ่าน (Pass commissions)", 66000, "คนละ 250 บาท"),
    ("ค่างวดรถฝึก 2 คัน (Training car installments)", 115380, "เดือนละ 19,230"),
    ("ค่าเช่าสนามฝึกและสำนักงาน (Yard & office rent)", 150000, "เดือนละ 25,000"),
    ("ค่าน้ำมันรถฝึก (Fuel)", 68450, "บัตรเติมน้ำมัน PTT Fleet"),
    ("ค่าประกันภัยรถฝึก (Car insurance, half year)", 24480, "เบี้ยทั้งปี 48,960"),
    ("ค่าซ่อมบำรุงรถ (Maintenance)", 21300, ""),
    ("ค่าโฆษณา Facebook/TikTok (Ads)", 18000, "เดือนละ 3,000"),
    ("ค่าไฟ ค่าน้ำ อินเทอร์เน็ต (Utilities)", 14870, ""),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 4500, ""),
]
EXAM_HEADERS = ("เดือน (Month)", "ส่งสอบ (Sat the exam)", "ผ่านข้อเขียน (Theory passed)",
                "ผ่านภาคปฏิบัติ (Practical passed)", "อัตราสอบผ่าน (Pass rate)")
EXAMS = [(45, 42, 40), (41, 39, 37), (55, 52, 49), (63, 58, 54), (52, 50, 48), (38, 37, 36)]
BY_INSTRUCTOR = [("ครูเอก เอกชัย (Ek)", 112, 101), ("ครูนก วรรณา (Nok)", 98, 90), ("ครูตั้ม ธีรพงษ์ (Tum)", 84, 73)]
REGISTER_HEADERS = ("ลำดับ (No.)", "ชื่อ-สกุล (Name)", "คอร์ส (Course)", "วันที่สมัคร (Enrolled)",
                    "ครูฝึก (Instructor)", "ค่าเรียน (Fee, THB)", "ชำระแล้ว (Paid, THB)",
                    "ค้างชำระ (Balance, THB)", "นัดสอบ (Exam date)")
REGISTER = [
    ("นางสาวปวีณา รักษ์ศรี", "รถยนต์ 30 ชม.", "01/07/2568", "ครูเอก", 4750, 4750, "22/07/2568"),
    ("นายธนกฤต ศรีวงศ์", "ทบทวน 5 ชม.", "02/07/2568", "ครูตั้ม", 3500, 0, "-"),
    ("นางสาวกมลชนก แสงทอง", "รถยนต์ 30 ชม.", "03/07/2568", "ครูนก", 4750, 2375, "24/07/2568"),
    ("นายภูมิพัฒน์ วงศ์ประเสริฐ", "มอเตอร์ไซค์", "05/07/2568", "ครูตั้ม", 2300, 2300, "15/07/2568"),
    ("Mr. Daniel Weber", "รถยนต์ 30 ชม.", "05/07/2568", "ครูเอก", 4750, 4750, "29/07/2568"),
    ("นางสุภาพร ใจเย็น", "ทบทวน 5 ชม.", "06/07/2568", "ครูนก", 3500, 3500, "-"),
    ("นายอนุชา พึ่งบุญ", "รถยนต์ 30 ชม.", "08/07/2568", "ครูตั้ม", 4750, 3600, "31/07/2568"),
    ("นางสาวณัฐธิดา คงสวัสดิ์", "รถยนต์ 30 ชม.", "09/07/2568", "ครูนก", 4450, 4450, "31/07/2568"),
    ("นายกิตติพงษ์ ทองมา", "มอเตอร์ไซค์", "12/07/2568", "ครูเอก", 2300, 2300, "22/07/2568"),
    ("นางสาวศิริพร แก้วใส", "รถยนต์ 30 ชม.", "13/07/2568", "ครูเอก", 4750, 4750, "05/08/2568"),
    ("นายวรวุฒิ ชัยมงคล", "มอเตอร์ไซค์", "15/07/2568", "ครูตั้ม", 2300, 2300, "29/07/2568"),
    ("นางสาวพิมพ์ชนก อินทร์แก้ว", "รถยนต์ 30 ชม.", "19/07/2568", "ครูนก", 4450, 4450, "07/08/2568"),
    ("นายสมศักดิ์ บุญเรือง", "ทบทวน 5 ชม.", "20/07/2568", "ครูเอก", 3500, 3500, "-"),
    ("นางสาวอรอนงค์ มีชัย", "รถยนต์ 30 ชม.", "26/07/2568", "ครูนก", 4750, 4750, "12/08/2568"),
]
PRICES = """# ราคาคอร์สเรียนขับรถ ปี 2568 โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์

ใช้ตั้งแต่ 1 มกราคม 2568 (หลักสูตรตามกรมการขนส่งทางบก เรียนจบสอบใบขับขี่ที่โรงเรียนได้เลย ไม่ต้องไปสอบที่ขนส่ง)

| คอร์ส | รายละเอียด | ราคา |
|---|---|---|
| รถยนต์ครบหลักสูตร | ทฤษฎี 15 ชม. + ปฏิบัติ 15 ชม. รถเกียร์ออโต้ | 4,750 บาท |
| ทบทวนรถยนต์ | ปฏิบัติ 5 ชม. สำหรับคนมีใบขับขี่แล้วแต่ไม่กล้าขับ | 3,500 บาท |
| มอเตอร์ไซค์ครบหลักสูตร | ทฤษฎี 15 ชม. + ปฏิบัติ 2 ชม. | 2,300 บาท |
| ชั่วโมงเพิ่ม | ภาคปฏิบัติรถยนต์ | 450 บาท/ชม. |

- ค่าธรรมเนียมใบขับขี่ชั่วคราว 2 ปี จ่ายขนส่งตามจริง 205 บาท (รถยนต์) / 155 บาท (มอเตอร์ไซค์)
- นักศึกษา ม.บูรพา / ม.เกษตร ศรีราชา ลด 300 บาท (แสดงบัตรนักศึกษา) คอร์สรถยนต์เหลือ 4,450 บาท
- มาสมัครเป็นคู่ ลดคนละ 200 บาท (ใช้ร่วมกับส่วนลดนักศึกษาไม่ได้)
- บริษัท/โรงงาน สมัครเป็นกลุ่ม 10 คนขึ้นไป ลด 10% ครูไปสอนทฤษฎีที่โรงงานได้
- ชำระแรกเข้าอย่างน้อย 50% ส่วนที่เหลือชำระก่อนวันสอบ
- ถ้าสอบภาคปฏิบัติไม่ผ่าน สอบซ่อมฟรี 1 ครั้งภายใน 90 วัน
"""
POLICY_PAGES = [
    "Viriyah Insurance Public Company Limited - Chonburi Branch\nMOTOR INSURANCE POLICY SCHEDULE (Type 1)\n"
    "Policy No.: 25110-CBR-0457312\nInsured: Sriracha Driver School (Mr. Weerapong Thongdee)\n"
    "Beneficiary: Toyota Leasing (Thailand) Co., Ltd.\n"
    "Period of insurance: 15 March 2025 to 15 March 2026 (16:30 hrs)\n"
    "Use of vehicle: Driving school training car (dual brake), code 110 commercial\n"
    "Car 1: Toyota Yaris Ativ 1.2 Sport, Reg. 2KK 4821 Chonburi, sum insured 480,000 THB, premium 25,120.00 THB\n"
    "Car 2: Toyota Yaris Ativ 1.2 Smart, Reg. 2KK 4822 Chonburi, sum insured 455,000 THB, premium 23,840.00 THB\n"
    "Total premium (incl. stamp duty and VAT): 48,960.00 THB, paid 10 March 2025",
    "Page 2 - Conditions\n"
    "Excess (deductible): 3,000 THB per claim when the car is driven by a student learner\n"
    "No excess when the car is driven by a licensed instructor\n"
    "Repairs: authorised Toyota dealer garage\n"
    "Third party bodily injury: 1,000,000 THB per person, 10,000,000 THB per accident\n"
    "Third party property damage: 2,500,000 THB per accident\n"
    "Personal accident (driver + 4 passengers): 100,000 THB each; medical expenses 50,000 THB each\n"
    "Bail bond: 300,000 THB\n24-hour claims hotline: 1557",
]
DHIPAYA_QUOTE = [
    "Dhipaya Insurance Public Company Limited - Pattaya Office\nRENEWAL QUOTATION - MOTOR TYPE 1\n"
    "Quotation No.: DQ-68-0912-047   Date: 12 September 2025\n"
    "Prepared for: Sriracha Driver School (Mr. Weerapong Thongdee)\n"
    "Proposed period: 15 March 2026 to 15 March 2027\n"
    "Use of vehicle: Driving school training car (dual brake)\n"
    "Car 1: Toyota Yaris Ativ 1.2 Sport, Reg. 2KK 4821 Chonburi, sum insured 440,000 THB, premium 22,760.00 THB\n"
    "Car 2: Toyota Yaris Ativ 1.2 Smart, Reg. 2KK 4822 Chonburi, sum insured 420,000 THB, premium 21,620.00 THB\n"
    "Total premium (incl. stamp duty and VAT): 44,380.00 THB\n"
    "Excess (deductible): 5,000 THB per claim when driven by a student learner\n"
    "Repairs: Dhipaya partner garage (not dealer)\n"
    "Third party property damage: 1,500,000 THB per accident\n"
    "This quotation is valid for 60 days. Contact: Ms. Rattana Saeng-arun, Tel. 038-421-660",
]
FUEL_JUNE = [
    "PTT Fleet Card - Monthly Statement\nStatement period: 1 June 2025 - 30 June 2025\n"
    "Company: Sriracha Driver School   Card account: 7088-2210-3345\n"
    "Card 1: Reg. 2KK 4821 Chonburi   Card 2: Reg. 2KK 4822 Chonburi\n"
    "Number of fill-ups: 14\nTotal volume: 316.80 litres (Gasohol 95)\n"
    "Card 1: 171.20 litres, 5,667.10 THB\nCard 2: 145.60 litres, 4,819.40 THB\n"
    "Total amount: 10,486.50 THB\nPayment due: 15 July 2025 (direct debit)",
]
FUEL_JULY = [
    "PTT Fleet Card - Monthly Statement\nStatement period: 1 July 2025 - 31 July 2025\n"
    "Company: Sriracha Driver School   Card account: 7088-2210-3345\n"
    "Card 1: Reg. 2KK 4821 Chonburi   Card 2: Reg. 2KK 4822 Chonburi\n"
    "Number of fill-ups: 17\nTotal volume: 389.20 litres (Gasohol 95)\n"
    "Card 1: 208.50 litres, 6,929.60 THB\nCard 2: 180.70 litres, 6,005.60 THB\n"
    "Total amount: 12,935.20 THB\nPayment due: 15 August 2025 (direct debit)",
]
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ครูฝึก ศรีราชาไดรฟ์เวอร์
บันทึกเมื่อ: 20/07/2568 20:41

พ., 09/07/2568
10:05\tครูตั้ม\tพี่ป้อมครับ นักเรียนผมถอยเข้าซองแล้วเหยียบคันเร่งแทนเบรก ชนเสาหลังสนาม ผมเบรกทันแต่กันชนหลังบุบครับ
10:05\tครูตั้ม\t[รูปภาพ]
10:07\tพี่ป้อม\tคนเจ็บไหม รถคันไหน
10:08\tครูตั้ม\tไม่มีใครเจ็บครับ คันทะเบียน 2ขข 4822 คัน Smart
10:15\tพี่เพ็ญ\tน้องเขาตกใจมาก พี่ให้พักก่อนนะ เลื่อนชั่วโมงที่เหลือไปพรุ่งนี้
11:30\tพี่ป้อม\tพี่เอาไปให้อู่ช่างแดง ศรีราชา ดูแล้ว ซ่อมกันชน+ทำสี 4,800 บาท
11:32\tพี่ป้อม\tถ้าเคลมประกันวิริยะต้องจ่ายส่วนแรก 3,000 แถมรถต้องเข้าศูนย์ 5 วัน ไม่คุ้ม จ่ายเงินสดเองดีกว่า
11:33\tพี่เพ็ญ\tโอเค เดี๋ยวพี่ลงบัญชีเป็นค่าซ่อมบำรุง
11:40\tครูเอก\tช่วงที่รถเข้าอู่ ผมสลับเอานักเรียนครูตั้มมาใช้คัน 4821 ช่วงบ่ายได้ครับ

ศ., 11/07/2568
17:20\tพี่ป้อม\tช่างแดงซ่อมเสร็จแล้ว จ่ายไป 4,800 ตามที่ตกลง รับรถแล้ว
17:22\tครูตั้ม\tขอบคุณครับพี่ ต่อไปผมจะให้ฝึกถอยช้าๆ กับกรวยก่อนทุกคน

ส., 19/07/2568
09:10\tครูนก\tพี่เพ็ญคะ ใบอนุญาตครูฝึกของนกจะหมดอายุ 14 ส.ค. นกจะไปต่อที่ขนส่งชลบุรีวันอังคารที่ 29 ก.ค. นะคะ
09:12\tพี่เพ็ญ\tได้จ้า วันนั้นครูเอกสอนแทนช่วงเช้านะ
09:15\tครูเอก\tรับทราบครับ
"""
AMATA_EMAIL = """From: Supaporn Chaiyasit <hr.supaporn@siamprecisionparts.co.th>
To: Sriracha Driver School <srirachadriver@gmail.com>
Date: Mon, 4 Aug 2025 09:12:47 +0700
Subject: Driving course for our staff - Siam Precision Parts (Amata City Chonburi)

Dear Khun Chanpen,

I am the HR officer of Siam Precision Parts Co., Ltd. in Amata City Chonburi industrial estate. Many of our
production staff commute by motorcycle and we would like 18 of them to get a car driving licence, so they can
drive the company pick-up trucks.

What we would like:
- The full car course (theory and practical) for 18 employees
- Theory classes at our factory training room on Saturdays, if your instructor can come to us
- Practical lessons at your yard on Sundays, in groups
- To start on Saturday 6 September 2025, and finish the exams before the end of October 2025

Our budget is about 80,000 THB for the whole group. Your website says companies get 10% off for 10 people or
more; could you please confirm the price and send an invoice in the company's name, so we can pay by transfer?

Best regards,
Supaporn Chaiyasit
HR Officer, Siam Precision Parts Co., Ltd.
Tel. 038-185-224 ext. 112
"""
AMATA_INVOICE = [
    "Sriracha Driver School\n215/8 Sukhumvit Road, Surasak, Si Racha, Chonburi 20110  Tel. 089-744-2315\n"
    "INVOICE No. SD-2568/0815   Date: 15 August 2025\n"
    "Bill to: Siam Precision Parts Co., Ltd., Amata City Chonburi\n"
    "Attn: Ms. Supaporn Chaiyasit (HR)\n"
    "Full car course (theory 15 hrs + practical 15 hrs): 18 persons x 4,750 = 85,500.00 THB\n"
    "Group discount 10%: -8,550.00 THB\n"
    "Temporary driving licence fee (Department of Land Transport): 18 x 205 = 3,690.00 THB\n"
    "Total: 80,640.00 THB (the school is not VAT registered)\n"
    "Payment: 50% (40,320.00 THB) before 6 September 2025, the rest before the exams\n"
    "Bank transfer: Bangkok Bank, Si Racha branch, account 412-0-88765-3, Sriracha Driver School",
]
DLT_LETTER = """ที่ ชบ 0018.2/4127
สำนักงานขนส่งจังหวัดชลบุรี
ถนนสุขุมวิท ตำบลเสม็ด อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000

8 สิงหาคม 2568

เรื่อง การตรวจติดตามมาตรฐานโรงเรียนสอนขับรถ และการต่ออายุใบอนุญาตจัดตั้งโรงเรียนสอนขับรถ
เรียน ผู้รับใบอนุญาต โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์ (นายวีระพงษ์ ทองดี)

ด้วยใบอนุญาตจัดตั้งโรงเรียนสอนขับรถ เลขที่ ชบ 12/2563 ของท่าน จะสิ้นอายุในวันที่ 30 พฤศจิกายน 2568
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต พร้อมค่าธรรมเนียม 5,000 บาท ภายในวันที่ 31 ตุลาคม 2568

ทั้งนี้ คณะเจ้าหน้าที่จะเข้าตรวจติดตามมาตรฐานโรงเรียนในวันพฤหัสบดีที่ 18 กันยายน 2568 เวลา 09:30 น.
ขอให้ผู้รับใบอนุญาตหรือผู้จัดการโรงเรียนอยู่ต้อนรับ และเตรียมหลักฐานดังนี้

1. ทะเบียนนักเรียนและบันทึกเวลาเรียนภาคทฤษฎีและภาคปฏิบัติ ย้อนหลัง 6 เดือน
2. ใบอนุญาตเป็นครูฝึกสอนขับรถของครูทุกคน ซึ่งต้องยังไม่หมดอายุในวันตรวจ
3. รถฝึกหัดขับทุกคันต้องติดตั้งเบรกคู่ ติดป้าย "รถฝึกหัดขับ" และมีกรมธรรม์ประกันภัยที่ยังมีผล
4. สนามฝึกภาคปฏิบัติ ท่าทดสอบครบตามที่กรมการขนส่งทางบกกำหนด
5. สถิติผลการสอบของนักเรียนย้อนหลัง 6 เดือน

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน ผลการตรวจใช้ประกอบการพิจารณาต่ออายุใบอนุญาต

สอบถามเพิ่มเติม งานใบอนุญาตขับรถ สำนักงานขนส่งจังหวัดชลบุรี โทร 038-287-470 ต่อ 204
"""
BANGSAEN_SLIDES = [
    ("แผนเปิดสนามฝึกมอเตอร์ไซค์ บางแสน (Bang Saen motorcycle yard)",
     "โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์\nPrepared by Pom and Pen, July 2025"),
    ("ทำไมต้องบางแสน (Why Bang Saen)", "Burapha University: about 40,000 students, many ride motorcycles "
                                       "without a licence\nNo driving school within 5 km of the campus\n"
                                       "Police checkpoints on Long Had Bang Saen road every week"),
    ("ค่าใช้จ่าย (Costs)", "Yard rent (land behind Bang Saen market): 18,000 THB a month\n"
                           "3 training motorcycles Honda Wave 110i: 3 x 41,500 = 124,500 THB\n"
                           "Tent, cones, test lines and signs: 35,000 THB\n"
                           "Part-time instructor (Tum 3 days a week): 9,000 THB a month"),
    ("รายได้ที่คาด (Expected income)", "About 40 students a month x 2,300 THB = 92,000 THB a month\n"
                                       "Student discount 300 THB for Burapha students\n"
                                       "Break-even after about 4 months"),
    ("ไทม์ไลน์ (Timeline)", "Ask the Department of Land Transport to add the yard to our licence: "
                            "after the inspection on 18 September 2025\n"
                            "Set up the yard in October 2025\nFirst classes: 1 November 2025"),
]
MEETING = """# บันทึกประชุมครูฝึก วันจันทร์ที่ 7 กรกฎาคม 2568

ผู้เข้าประชุม: พี่ป้อม, พี่เพ็ญ, ครูเอก, ครูนก, ครูตั้ม

## เรื่องผลสอบ
- ครึ่งปีแรกส่งสอบ 294 คน ผ่านภาคปฏิบัติ 264 คน
- ของครูตั้มผ่านน้อยสุด ตกท่าถอยเข้าซองเยอะ
- เป้าหมายครึ่งปีหลัง อัตราสอบผ่านภาคปฏิบัติให้ได้ 92% ขึ้นไป

## ตกลงกันว่า
- ทุกคอร์สให้นักเรียนฝึกถอยเข้าซองกับกรวยอย่างน้อย 2 ชั่วโมงก่อนใช้เสาจริง
- ครูเอกเป็นคนจัดตารางสนามใหม่ ให้เสร็จภายใน 15 ก.ค.
- ครูนกต้องต่อใบอนุญาตครูฝึก (หมดอายุ 14 ส.ค. 2568) ก่อนขนส่งมาตรวจ
- พี่เพ็ญทำโพสต์ TikTok โปรนักศึกษาเปิดเทอม งบ 3,000 บาทเหมือนเดิม
- ค่าน้ำมันสูงขึ้น ให้ดับเครื่องตอนพักระหว่างชั่วโมง

## เรื่องอื่น
- โรงงานที่อมตะติดต่อมาเรื่องสอนพนักงานเป็นกลุ่ม พี่ป้อมจะคุยรายละเอียด
- ประชุมครั้งหน้า วันจันทร์ที่ 4 สิงหาคม 2568
"""
MAINTENANCE = """# บันทึกซ่อมบำรุงรถฝึก ปี 2568

## คันที่ 1 Yaris Ativ Sport 2ขข 4821
- 18 ม.ค. 2568 เช็กระยะ 60,000 กม. เปลี่ยนน้ำมันเครื่อง+ไส้กรอง ศูนย์โตโยต้าศรีราชา 2,950 บาท
- 22 มี.ค. 2568 เปลี่ยนผ้าเบรกหน้า (เบรกคู่ใช้หนัก) 2,400 บาท
- 14 มิ.ย. 2568 เช็กระยะ 70,000 กม. 3,380 บาท เปลี่ยนยางหน้า 2 เส้น 4,600 บาท

## คันที่ 2 Yaris Ativ Smart 2ขข 4822
- 25 ม.ค. 2568 เช็กระยะ 50,000 กม. 2,950 บาท
- 5 เม.ย. 2568 เปลี่ยนผ้าเบรกหน้า 2,400 บาท ปรับสายเบรกคู่ฝั่งครู 450 บาท
- 20 มิ.ย. 2568 เปลี่ยนแบตเตอรี่ 2,170 บาท
- 11 ก.ค. 2568 ซ่อมกันชนหลัง+ทำสี อู่ช่างแดง (นักเรียนถอยชนเสา)

## ครั้งหน้า
- คันที่ 1 เช็กระยะ 80,000 กม. ประมาณ ก.ย. 2568
- คันที่ 2 เช็กระยะ 60,000 กม. ประมาณ ส.ค. 2568
"""
DISTRACTORS = {
    "DrivingSchool/Staff/สัญญาจ้างครูเอก_ร่าง_ธค67.txt":
        "ร่างสัญญาจ้างครูเอก (ร่างแรก 10 ธ.ค. 2567 ยังไม่เซ็น)\n- เงินเดือน 15,000 บาท\n"
        "- ค่าคอมนักเรียนสอบผ่านคนละ 200 บาท\n- ลาพักร้อน 6 วัน\n"
        "- ครูเอกขอเพิ่มเงินเดือน รอคุยกับพี่เพ็ญ แก้ในฉบับจริง\n",
    "DrivingSchool/Courses/ราคาคอร์สเรียนขับรถ_2567.md":
        "# ราคาคอร์สเรียนขับรถ ปี 2567 (ราคาเก่า)\n\n- รถยนต์ครบหลักสูตร ทฤษฎี 15 ชม. + ปฏิบัติ 15 ชม. 4,500 บาท\n"
        "- ทบทวนรถยนต์ 5 ชม. 3,200 บาท\n- มอเตอร์ไซค์ครบหลักสูตร 2,000 บาท\n- ชั่วโมงเพิ่ม 400 บาท/ชม.\n"
        "- นักศึกษาลด 200 บาท\n",
    "DrivingSchool/Accounts/รายได้โรงเรียน_2567_สรุปทั้งปี.md":
        "# สรุปรายได้โรงเรียนสอนขับรถ ปี 2567 (ปีที่แล้ว)\n- รายได้ทั้งปี 2,684,300 บาท\n"
        "- เดือนที่ดีที่สุด เม.ย. 2567 281,900 บาท\n- นักเรียนใหม่ทั้งปี 604 คน\n"
        "- กำไรก่อนภาษีประมาณ 512,000 บาท\n",
    "DrivingSchool/Insurance/ใบเสนอราคาประกัน_ทิพย_2567.txt":
        "ใบเสนอราคาประกันรถฝึก ทิพยประกันภัย (ปี 2567 ไม่ได้เลือก)\nเบี้ยรวม 2 คัน 46,200 บาท\n"
        "ส่วนแรก 5,000 บาทต่อครั้ง\nซ่อมอู่ในเครือ\nตอนนั้นเลือกวิริยะเพราะซ่อมศูนย์\n",
    "DrivingSchool/Plans/บางแสน_ไอเดียแรก.md":
        "# ไอเดียเปิดสนามมอไซค์บางแสน (จดไว้ พ.ค. 2568)\n- ที่ดินแถวหลังมอ เจ้าของขอค่าเช่าเดือนละ 22,000 แพงไป\n"
        "- มอไซค์มือสองคันละ 25,000?\n- ถามครูตั้มว่าไปสอนได้กี่วัน\n",
    "DrivingSchool/Exams/ผลสอบ_มค-มีค_ร่าง.md":
        "# ผลสอบไตรมาสแรก (ร่าง ยังไม่ได้เช็กกับใบผลสอบ)\n- ม.ค. ส่งสอบ 44 ผ่าน 39\n- ก.พ. ส่งสอบ 40 ผ่าน 36\n"
        "- มี.ค. ยังไม่ได้กรอก\n",
}
WORKSPECT = {"todo.md": "- ยื่นต่อใบอนุญาตโรงเรียนที่ขนส่ง\n- ส่งใบแจ้งหนี้ให้โรงงานที่อมตะ\n"
                        "- ตามเงินนักเรียนที่ยังค้างค่าเรียน\n- เช็กประกันรถฝึกก่อนหมด มี.ค.\n"}


def _revenue(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Revenue"
    sheet.append(["รายได้โรงเรียนสอนขับรถศรีราชา ไดรฟ์เวอร์ ม.ค.-มิ.ย. 2568 (Revenue, Jan-Jun 2025)"])
    sheet.append(list(REVENUE_HEADERS))
    for month, row in zip(MONTHS, REVENUE):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*REVENUE))[:4]),
                  sum(sum(row[:4]) for row in REVENUE), sum(row[4] for row in REVENUE)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in REVENUE) - total,
                  "รายได้ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _exams(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลสอบ Exam results"
    sheet.append(["ผลสอบใบขับขี่ของนักเรียน ม.ค.-มิ.ย. 2568 (Licence exam results, Jan-Jun 2025)"])
    sheet.append(list(EXAM_HEADERS))
    for month, (sat, theory, practical) in zip(MONTHS, EXAMS):
        sheet.append([month, sat, theory, practical, f"{100 * practical / sat:.1f}%"])
    sat, theory, practical = (sum(column) for column in zip(*EXAMS))
    sheet.append(["รวม (Total)", sat, theory, practical, f"{100 * practical / sat:.1f}%"])
    teachers = book.create_sheet("แยกตามครู By instructor")
    teachers.append(["ครูฝึก (Instructor)", "ส่งสอบ (Sat the exam)", "ผ่านภาคปฏิบัติ (Practical passed)",
                     "อัตราสอบผ่าน (Pass rate)"])
    for name, sat, passed in BY_INSTRUCTOR:
        teachers.append([name, sat, passed, f"{100 * passed / sat:.1f}%"])
    book.save(path)


def _register(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ก.ค. 2568"
    sheet.append(["ทะเบียนนักเรียน เดือนกรกฎาคม 2568 (Student register, July 2025)"])
    sheet.append(list(REGISTER_HEADERS))
    for number, (name, course, enrolled, teacher, fee, paid, exam) in enumerate(REGISTER, start=1):
        sheet.append([number, name, course, enrolled, teacher, fee, paid, fee - paid, exam])
    sheet.append(["", "รวม (Total)", "", "", "", sum(row[4] for row in REGISTER), sum(row[5] for row in REGISTER),
                  sum(row[4] - row[5] for row in REGISTER), ""])
    for column in (6, 7, 8):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    school = docs / "DrivingSchool"
    for sub in ("Staff", "Cars", "Accounts", "Students", "Exams", "Courses", "Insurance", "Fuel", "Chats",
                "Customers", "Letters", "Plans", "Meetings"):
        (school / sub).mkdir(parents=True, exist_ok=True)
    write_docx(school / "Staff" / "สัญญาจ้างครูฝึก_เอกชัย_2568.docx", CONTRACT_TOP, table=CONTRACT_PAY,
               bottom=CONTRACT_BOTTOM)
    write_docx(school / "Cars" / "สัญญาเช่าซื้อรถฝึก_Yaris_2คัน_โตโยต้าลีสซิ่ง.docx", LEASE_TOP, table=LEASE_CARS,
               bottom=LEASE_BOTTOM)
    make_pdf(school / "Cars" / "ToyotaLeasing_invoice_2025-07.pdf", LEASING_INVOICE)
    (school / "Cars" / "รถฝึก_ซ่อมบำรุง_2568.md").write_text(MAINTENANCE, encoding="utf-8")
    _revenue(school / "Accounts" / "รายได้รายจ่าย_โรงเรียนสอนขับรถ_2568.xlsx")
    _exams(school / "Exams" / "ผลสอบใบขับขี่_มค-มิย2568.xlsx")
    _register(school / "Students" / "ทะเบียนนักเรียน_กค2568.xlsx")
    (school / "Courses" / "ราคาคอร์สเรียนขับรถ_2568.md").write_text(PRICES, encoding="utf-8")
    make_pdf(school / "Insurance" / "Viriyah_policy_training_cars_2025.pdf", POLICY_PAGES)
    make_pdf(school / "Insurance" / "Dhipaya_renewal_quote_2026.pdf", DHIPAYA_QUOTE)
    make_pdf(school / "Fuel" / "PTT_FleetCard_statement_2025-06.pdf", FUEL_JUNE)
    make_pdf(school / "Fuel" / "PTT_FleetCard_statement_2025-07.pdf", FUEL_JULY)
    (school / "Chats" / "LINE_ครูฝึก_ศรีราชาไดรฟ์เวอร์_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (school / "Customers" / "email_SiamPrecision_Amata_group_course.txt").write_text(AMATA_EMAIL, encoding="utf-8")
    make_pdf(school / "Customers" / "Invoice_SD-2568-0815_SiamPrecision.pdf", AMATA_INVOICE)
    (school / "Letters" / "หนังสือขนส่งชลบุรี_ตรวจมาตรฐาน_ต่อใบอนุญาต_2568.txt").write_text(DLT_LETTER,
                                                                                             encoding="utf-8")
    write_slides(school / "Plans" / "แผนเปิดสนามมอเตอร์ไซค์_บางแสน.pptx", BANGSAEN_SLIDES)
    (school / "Meetings" / "ประชุมครูฝึก_2568-07-07.md").write_text(MEETING, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(workspect, WORKSPECT)
