"""A folder for bench/agent_tasks.py (`--folder eldercare`): a daughter's papers for her father's care at home.

Paweena (แพร) Thongdee works as an accountant at a food-packaging company in Sam Phran and looks after her father
Sompong (79) in their house in Sanam Chan, Mueang Nakhon Pathom, after his stroke in June 2568, sharing the costs
with her two brothers (พี่เอก in Bangkok, ต้น in Chonburi): a Thai employment agreement with the live-in caregiver
(docx, a pay table), the hospital's admission bill, discharge summary and follow-up OPD bill (English pdf), a Thai
medicine schedule (md), monthly care expenses June-September 2568 with the siblings' shares (xlsx, two sheets,
Thai/English headers), a LINE chat with her brothers about splitting the costs, the ramp and the bed (txt), a
contractor's English ramp quote (pdf) and the village builder's Thai quote (md), a medical-supply shop's hospital
bed quote (pdf), the father's health-insurance policy summary (pdf) and the agent's claim email (txt), her HR's
leave email (txt), the physiotherapist's Thai home-exercise programme (txt), slides from a care-planning seminar
(pptx), her own Thai notes (md), and six distractors that share words with them (last year's caregiver contract, a
draft of this year's, the medicine schedule from before the stroke, last year's care costs, last year's policy
summary, a sibling chat about an April trip); plus a workspect that already holds a to-do list. Written blind of
the engine's rules, in session 17, for bench/data/agent_tasks_eldercare_holdout.json. Every figure a task checks is
written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CARE_TOP = [
    "สัญญาจ้างผู้ดูแลผู้สูงอายุ (แบบอยู่ประจำ)",
    "ทำที่ บ้านเลขที่ 59/12 หมู่ 4 ตำบลสนามจันทร์ อำเภอเมืองนครปฐม จังหวัดนครปฐม 73000 วันที่ 14 มิถุนายน 2568",
    "ผู้ว่าจ้าง: นางสาวปวีณา ทองดี  ผู้รับจ้าง: นางบุญเรือน ศรีภูมิ (ภูมิลำเนา อำเภอเสลภูมิ จังหวัดร้อยเอ็ด)",
    "ข้อ 1. ผู้รับจ้างตกลงดูแลนายสมพงษ์ ทองดี บิดาของผู้ว่าจ้าง อายุ 79 ปี ผู้ป่วยหลังโรคหลอดเลือดสมอง "
    "โดยพักอาศัยที่บ้านผู้ว่าจ้าง มีหน้าที่ เตรียมอาหารอ่อนและป้อนอาหาร ให้ยาตามตารางยาที่ผู้ว่าจ้างจัดไว้ "
    "พลิกตัวทุก 2 ชั่วโมง อาบน้ำ เปลี่ยนผ้าอ้อม ช่วยฝึกกายภาพตามที่นักกายภาพบำบัดสอน "
    "วัดความดันเช้าเย็นและจดบันทึก และพาไปโรงพยาบาลตามนัด",
    "ข้อ 2. ระยะเวลาจ้าง 1 ปี เริ่มวันที่ 16 มิถุนายน 2568 สิ้นสุดวันที่ 15 มิถุนายน 2569 ทดลองงาน 30 วันแรก",
    "ข้อ 3. ค่าจ้างและเงินอื่นเป็นไปตามตารางท้ายสัญญา ผู้ว่าจ้างโอนเข้าบัญชีธนาคารกรุงไทยของผู้รับจ้าง "
    "ภายในวันที่ 1 ของทุกเดือน",
    "ข้อ 4. ผู้รับจ้างมีวันหยุดเดือนละ 4 วัน ให้แจ้งวันหยุดล่วงหน้าไม่น้อยกว่า 7 วัน "
    "หากผู้ว่าจ้างขอให้ทำงานในวันหยุด ผู้ว่าจ้างจ่ายค่าทำงานในวันหยุดตามตาราง",
    "ข้อ 5. ผู้รับจ้างพักผ่อนได้วันละ 2 ชั่วโมงในช่วง 13:00-15:00 น. "
    "ผู้ว่าจ้างจัดห้องพัก อาหาร 3 มื้อ ให้โดยไม่คิดเงิน",
    "ข้อ 6. ผู้รับจ้างต้องไม่ให้ยา อาหารเสริม หรือยาสมุนไพรอื่นนอกจากที่อยู่ในตารางยา "
    "หากผู้ป่วยมีอาการผิดปกติ เช่น พูดไม่ชัดมากขึ้น แขนขาอ่อนแรงเพิ่ม ให้โทร 1669 และแจ้งผู้ว่าจ้างทันที",
    "ข้อ 7. ผู้รับจ้างจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 15 วัน ผู้ว่าจ้างจะเลิกสัญญาต้องแจ้งล่วงหน้า 30 วัน "
    "หรือจ่ายค่าจ้างแทนการแจ้งล่วงหน้า 1 เดือน",
    "ตารางค่าจ้างและเงินอื่นท้ายสัญญา",
]
CARE_PAY = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("ค่าจ้างรายเดือน", "16,000 บาท", "จ่ายภายในวันที่ 1 ของเดือนถัดไป"),
    ("ค่าทำงานในวันหยุด", "วันละ 800 บาท", "เฉพาะวันที่ผู้ว่าจ้างขอให้ทำงานแทนวันหยุด"),
    ("ค่าพาไปโรงพยาบาล/ค้างเฝ้าไข้", "ครั้งละ 300 บาท", "ค่ารถผู้ว่าจ้างจ่ายแยก"),
    ("ค่าโทรศัพท์", "เดือนละ 200 บาท", "จ่ายพร้อมค่าจ้าง"),
    ("เงินพิเศษเมื่อทำงานครบ 6 เดือน", "3,000 บาท", "จ่ายพร้อมค่าจ้างเดือนธันวาคม 2568"),
]
CARE_BOTTOM = ["ลงชื่อ ปวีณา ทองดี ผู้ว่าจ้าง", "ลงชื่อ บุญเรือน ศรีภูมิ ผู้รับจ้าง",
               "ลงชื่อ เอกชัย ทองดี พยาน"]
OLD_CARE_TOP = [
    "สัญญาจ้างผู้ดูแลผู้สูงอายุ (แบบไปกลับ)",
    "ทำที่ บ้านเลขที่ 59/12 หมู่ 4 ตำบลสนามจันทร์ อำเภอเมืองนครปฐม จังหวัดนครปฐม วันที่ 28 ธันวาคม 2566",
    "ผู้ว่าจ้าง: นางสาวปวีณา ทองดี  ผู้รับจ้าง: นางสมศรี ใจเย็น (บ้านอยู่หมู่ 6 ตำบลสนามจันทร์)",
    "ข้อ 1. ผู้รับจ้างตกลงมาดูแลนายสมพงษ์ ทองดี ในเวลากลางวัน วันจันทร์ถึงวันศุกร์ เวลา 08:00-17:00 น. "
    "ทำอาหารกลางวัน เตือนให้กินยา พาเดินออกกำลังกายในหมู่บ้าน และดูแลไม่ให้หกล้ม",
    "ข้อ 2. ระยะเวลาจ้าง 1 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. ค่าจ้างตามตารางท้ายสัญญา จ่ายเป็นเงินสดทุกวันสิ้นเดือน",
    "ข้อ 4. คู่สัญญาฝ่ายใดจะเลิกสัญญาให้แจ้งล่วงหน้า 15 วัน",
    "ตารางค่าจ้างท้ายสัญญา",
]
OLD_CARE_PAY = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("ค่าจ้างรายเดือน", "9,500 บาท", "จันทร์-ศุกร์ 08:00-17:00 น."),
    ("ค่าล่วงเวลา", "ชั่วโมงละ 100 บาท", "กรณีผู้ว่าจ้างกลับบ้านหลัง 17:00 น."),
    ("ค่ามาวันเสาร์", "วันละ 500 บาท", "ตกลงกันเป็นครั้ง ๆ"),
]
OLD_CARE_BOTTOM = ["ลงชื่อ ปวีณา ทองดี ผู้ว่าจ้าง", "ลงชื่อ สมศรี ใจเย็น ผู้รับจ้าง"]

ADMISSION_BILL = [
    "Pathom Vejakarn Hospital\n88 Phetkasem Road, Sanam Chan, Mueang Nakhon Pathom, Nakhon Pathom 73000\n"
    "Tel. 034-211-900\nIN-PATIENT BILL / RECEIPT\nBill No.: IP-68-061622   Date: 16 June 2025\n"
    "Patient: Mr. Sompong Thongdee   Age: 79   HN: 54-018823   AN: 68-004512\n"
    "Admitted: 8 June 2025 (via Emergency)   Discharged: 16 June 2025 (8 nights)\n"
    "Room: Private room, 3,200 THB x 8 nights\n"
    "Room and board: 25,600.00\nNursing service: 12,000.00\nDoctor fees: 28,500.00\n"
    "Medicines (in-patient): 23,340.00\nTake-home medicines: 7,900.50\nLaboratory: 9,860.00\n"
    "CT and MRI brain: 22,400.00\nPhysical therapy: 4,800.00\nMedical supplies: 6,135.00\n"
    "Total charges: 140,535.50 THB\n"
    "Less: Siam Life Assurance (direct billing, claim No. CL-2568-0619-3381): 112,400.00 THB\n"
    "Amount paid by patient: 28,135.50 THB\n"
    "Paid by credit card (KTC Visa ending 4417) on 16 June 2025. Received by: Cashier 3",
]
OPD_BILL = [
    "Pathom Vejakarn Hospital\n88 Phetkasem Road, Sanam Chan, Mueang Nakhon Pathom, Nakhon Pathom 73000\n"
    "OUT-PATIENT RECEIPT\nReceipt No.: OP-68-114907   Date: 14 July 2025\n"
    "Patient: Mr. Sompong Thongdee   HN: 54-018823\n"
    "Clinic: Neurology (Dr. Kittipong Saengthong)\n"
    "Doctor fee: 800.00\nMedicines (60 days): 2,380.00\nLaboratory (FBS, HbA1c, lipid profile): 1,240.00\n"
    "Hospital service fee: 150.00\nTotal: 4,570.00 THB\n"
    "Out-patient care is not covered by the patient's insurance plan. Paid in cash.\n"
    "Next appointment: Neurology clinic, 8 September 2025 at 10:00",
]
DISCHARGE = [
    "Pathom Vejakarn Hospital - DISCHARGE SUMMARY\n"
    "Patient: Mr. Sompong Thongdee   Sex: Male   Age: 79   HN: 54-018823   AN: 68-004512\n"
    "Admitted: 8 June 2025   Discharged: 16 June 2025\n"
    "Attending physician: Dr. Kittipong Saengthong (Neurology)\n"
    "Principal diagnosis: Acute ischemic stroke, left middle cerebral artery territory\n"
    "Findings: right-sided weakness (right hemiparesis), mild dysarthria, mild swallowing difficulty\n"
    "Comorbidities: Hypertension, Type 2 diabetes mellitus, Dyslipidemia\n"
    "Course: arrived 5 hours after onset, not eligible for thrombolysis; stroke unit 2 nights, then ward.\n"
    "Condition at discharge: alert, sits with support, walks 3 steps with two-person assist. Barthel index 45/100",
    "Discharge medications:\n"
    "1. Clopidogrel 75 mg - 1 tablet once daily after breakfast\n"
    "2. Atorvastatin 40 mg - 1 tablet once daily at bedtime\n"
    "3. Amlodipine 5 mg - 1 tablet once daily after breakfast\n"
    "4. Metformin 500 mg - 1 tablet twice daily after breakfast and dinner\n"
    "5. Omeprazole 20 mg - 1 tablet once daily before breakfast\n"
    "6. Vitamin B1-B6-B12 - 1 tablet once daily after lunch\n"
    "Home care instructions:\n"
    "- Soft diet; thicken liquids; sit upright at 90 degrees when eating\n"
    "- Blood pressure target below 140/90; check blood sugar 3 times a week\n"
    "- Physical therapy at home 2-3 times a week; turn in bed every 2 hours; prevent falls\n"
    "- Go to the emergency room (call 1669) if new weakness, slurred speech or chest pain\n"
    "Follow-up: Neurology clinic (Building 2, 3rd floor), Monday 14 July 2025 at 09:30 with "
    "Dr. Kittipong Saengthong. Fasting blood test at 07:30 before the visit. Bring all medicines.",
]
POLICY_2025 = [
    "Siam Life Assurance Public Company Limited\nHEALTH POLICY SUMMARY (Policy year 2024-2025)\n"
    "Insured: Mr. Sompong Thongdee   Date of birth: 3 March 1946\nPolicyholder: Ms. Paweena Thongdee (daughter)\n"
    "Policy No.: SL-HS-2209-44871   Plan: Senior Health Care 150 (rider to whole-life policy)\n"
    "Coverage period: 1 October 2024 - 30 September 2025\n"
    "Benefits (in-patient only):\n"
    "- Room and board: up to 2,500 THB per night (max 120 nights a year)\n"
    "- ICU room: up to 5,000 THB per night (max 15 nights a year)\n"
    "- Hospital general expenses: up to 100,000 THB per admission\n"
    "- Doctor fees in hospital: up to 20,000 THB per admission\n"
    "- Surgery: up to 60,000 THB per operation\n"
    "- Out-patient (OPD): not covered\n"
    "Take-home medicines, adult diapers and personal medical supplies are not covered.\n"
    "Annual premium this policy year: 36,950 THB\n"
    "Renewal premium from 1 October 2025: 41,280 THB (new age band 80-84), due 1 October 2025, "
    "grace period 31 days\n"
    "Direct billing at network hospitals, including Pathom Vejakarn Hospital.\n"
    "Agent: Ms. Nattaya Kaewmanee, Tel. 089-662-4015",
]
POLICY_2024 = [
    "Siam Life Assurance Public Company Limited\nHEALTH POLICY SUMMARY (Policy year 2023-2024)\n"
    "Insured: Mr. Sompong Thongdee   Date of birth: 3 March 1946\nPolicyholder: Ms. Paweena Thongdee (daughter)\n"
    "Policy No.: SL-HS-2209-44871   Plan: Senior Health Care 150 (rider to whole-life policy)\n"
    "Coverage period: 1 October 2023 - 30 September 2024\n"
    "- Room and board: up to 2,500 THB per night\n- Hospital general expenses: up to 100,000 THB per admission\n"
    "- Doctor fees in hospital: up to 20,000 THB per admission\n- Out-patient (OPD): not covered\n"
    "Annual premium this policy year: 33,400 THB\n"
    "Renewal premium from 1 October 2024: 36,950 THB, due 1 October 2024\n"
    "Agent: Ms. Nattaya Kaewmanee, Tel. 089-662-4015",
]
RAMP_QUOTE = [
    "Pathom Builder & Steel Co., Ltd.\n45/7 Moo 2, Phutthamonthon Sai 5 Road, Sam Phran, Nakhon Pathom 73110\n"
    "Tax ID 0735561004213   Tel. 034-322-118\nQUOTATION\nQuotation No.: QT-25-0815   Date: 5 August 2025\n"
    "Customer: Ms. Paweena Thongdee, 59/12 Moo 4, Sanam Chan, Mueang Nakhon Pathom 73000\n"
    "Job: wheelchair ramp at the front door and bathroom grab bars\n"
    "1. Reinforced concrete ramp, 1.20 m wide x 4.80 m long, slope 1:12, non-slip finish: 18,400.00\n"
    "2. Stainless steel handrails on both sides of the ramp: 9,600.00\n"
    "3. Stainless steel grab bars in the bathroom, 3 pieces, installed: 3,800.00\n"
    "Total (VAT included): 31,800.00 THB\n"
    "Work time: 5 working days. Warranty: 1 year on workmanship.\n"
    "Payment: 50% deposit on signing, 50% on completion. This quotation is valid for 30 days.\n"
    "Sales: Mr. Anucha Rattanakul, Tel. 081-903-5526",
]
RAMP_LOCAL = """# ใบเสนอราคาทางลาด ช่างแดง (ช่างในหมู่บ้าน)

ช่างแดง (นายสมศักดิ์ แก้วดี) บ้านอยู่หมู่ 4 เดียวกัน โทร 086-118-4590
มาวัดหน้างานวันที่ 7 สิงหาคม 2568 เขียนราคาใส่กระดาษให้ แพรพิมพ์เก็บไว้

- ทางลาดปูนหน้าบ้าน กว้าง 1.2 เมตร ยาว 4.8 เมตร (ความชัน 1:12 ตามที่พยาบาลแนะนำ) ผิวขัดหยาบกันลื่น
- ราวจับเหล็กกลมทาสีกันสนิม 2 ข้าง
- ค่าทางลาด + ราวจับ 21,200 บาท
- ราวจับในห้องน้ำ 3 จุด (ข้างโถส้วม ข้างที่อาบน้ำ หน้าอ่าง) 3,400 บาท
- รวม 24,600 บาท (ไม่มีใบกำกับภาษี)
- ทำ 3 วัน เริ่มได้ต้นเดือน ก.ย.
- มัดจำ 10,000 บาท ที่เหลือจ่ายตอนเสร็จ
- รับประกันปากเปล่า ถ้าปูนร้าวภายใน 6 เดือนมาแก้ให้ฟรี
"""
BED_QUOTE = [
    "Siam Homecare Medical Supply\n12/3 Rajvithi Road, Phra Pathom Chedi, Mueang Nakhon Pathom 73000\n"
    "Tel. 034-250-771   LINE: @siamhomecare\nQUOTATION No. Q-2568/0731   Date: 24 July 2025\n"
    "Customer: Ms. Paweena Thongdee (for Mr. Sompong Thongdee)\n"
    "Option A - Buy: 3-function electric hospital bed with side rails and 4-inch mattress: 29,900.00 THB\n"
    "   Warranty 2 years on motor and frame.\n"
    "Option B - Rent: same bed, 2,500.00 THB per month, minimum 3 months, refundable deposit 5,000.00 THB.\n"
    "   Rent paid in the first 6 months can be credited in full if you decide to buy.\n"
    "Add-on: anti-bedsore alternating air mattress with pump: 3,290.00 THB\n"
    "Delivery and set-up free within Mueang Nakhon Pathom. Quotation valid until 31 August 2025.\n"
    "Sales: Ms. Jiraporn, Tel. 092-441-8806",
]
CLAIM_EMAIL = """From: Nattaya Kaewmanee <nattaya.k@siamlife-agent.co.th>
To: Paweena Thongdee <paweena.thongdee@gmail.com>
Date: Thu, 3 Jul 2025 10:12:45 +0700
Subject: Claim result for Khun Sompong's admission (8-16 June)

Dear Khun Paweena,

The claim for your father's admission at Pathom Vejakarn Hospital is settled. Siam Life paid the hospital
112,400 THB directly (claim No. CL-2568-0619-3381). The part not covered was 28,135.50 THB:

- Room upgrade: the room was 3,200 THB a night but the plan pays 2,500, so 700 x 8 nights = 5,600 THB
- Doctor fees above the 20,000 THB limit: 8,500 THB
- Take-home medicines: 7,900.50 THB
- Medical supplies: 6,135 THB

Please note the plan does not pay for out-patient visits, so the follow-up visits are at your own cost.
If you want, I can add an OPD rider before the renewal on 1 October: 8,400 THB a year for up to
1,500 THB a visit, 30 visits a year. Your father must not have been admitted in the last 90 days
for the rider to start without a waiting period, so we would need to apply after 14 September.

Best regards,
Nattaya Kaewmanee
Siam Life Assurance agent, Nakhon Pathom
"""
HR_EMAIL = """From: HR Department <hr@siamfoodpack.co.th>
To: Paweena Thongdee <paweena.t@siamfoodpack.co.th>
Cc: Wichai Manoonsak <wichai.m@siamfoodpack.co.th>
Date: Fri, 13 Jun 2025 16:40:02 +0700
Subject: Re: Leave request - caring for my father after discharge

Dear Khun Paweena,

We are sorry to hear about your father. Your leave request is approved as follows:

- Leave: 10 working days, from Monday 16 June to Friday 27 June 2025
  (5 days of annual leave and 5 days of personal leave without pay)
- Your annual leave balance after this will be 3 days for 2025.
- Work from home: Khun Wichai (Finance Manager) approved work from home every Tuesday and Friday
  from 1 July until 30 September 2025. Please stay online on Teams from 08:30 to 17:30 on those days
  and come to the office for the month-end closing (last 2 working days of each month).

Please also note that our group insurance pays up to 5,000 THB a year for a parent's
out-patient visits; send the receipts to HR within 30 days of the visit.

Best regards,
Kanokwan S.
Human Resources, Siam FoodPack Co., Ltd. (Sam Phran)
"""
MEDS = """# ตารางยาพ่อ (หลังออกจาก รพ. 16 มิ.ย. 2568)

ตามใบสรุปการรักษาของ รพ.ปฐมเวชการ หมอกิตติพงษ์ พี่เรือนติ๊กในสมุดทุกครั้งที่ให้ยา

| เวลา | ยา | ขนาด | หมายเหตุ |
|---|---|---|---|
| 06:30 ก่อนอาหารเช้า | Omeprazole (ยาลดกรด) | 20 mg 1 เม็ด | ก่อนอาหาร 30 นาที |
| 07:30 หลังอาหารเช้า | Clopidogrel (ยาต้านเกล็ดเลือด) | 75 mg 1 เม็ด | ห้ามหยุดยาเอง ถ้าจะทำฟันต้องบอกหมอก่อน |
| 07:30 หลังอาหารเช้า | Amlodipine (ยาความดัน) | 5 mg 1 เม็ด | ถ้าความดันต่ำกว่า 100/60 งดแล้วโทรหาแพร |
| 07:30 หลังอาหารเช้า | Metformin (ยาเบาหวาน) | 500 mg 1 เม็ด | |
| 12:30 หลังอาหารกลางวัน | วิตามินบี 1-6-12 | 1 เม็ด | |
| 18:00 หลังอาหารเย็น | Metformin (ยาเบาหวาน) | 500 mg 1 เม็ด | |
| 21:00 ก่อนนอน | Atorvastatin (ยาลดไขมัน) | 40 mg 1 เม็ด | |

- วัดความดันเช้า (ก่อนกินยา) กับเย็น จดในสมุด ถ้าเกิน 180/110 ให้โทรหาแพร ถ้ามีอาการพูดไม่ชัด/แขนขาอ่อนแรงเพิ่ม โทร 1669
- เจาะน้ำตาลปลายนิ้ว จันทร์/พุธ/ศุกร์ ก่อนอาหารเช้า
- บดยาได้ยกเว้น Omeprazole (ห้ามบด ให้กลืนทั้งเม็ด)
- ยาชุดนี้พอถึงวันนัด 14 ก.ค. 68
"""
OLD_MEDS = """# ตารางยาพ่อ ปี 2567 (ก่อนป่วย ให้ป้าสมศรีดูตอนกลางวัน)

- 07:00 หลังอาหารเช้า: Amlodipine 5 mg 1 เม็ด, Metformin 500 mg 1 เม็ด
- 18:00 หลังอาหารเย็น: Metformin 500 mg 1 เม็ด
- 20:30 ก่อนนอน: Simvastatin 20 mg 1 เม็ด (ยาลดไขมัน)
- รับยาที่ รพ.สต.สนามจันทร์ ทุก 3 เดือน ใช้สิทธิบัตรทอง
"""
PHYSIO = """โปรแกรมฝึกกายภาพที่บ้าน คุณพ่อสมพงษ์ ทองดี
จาก กภ.ภูริ วงศ์ทอง (บีม) นักกายภาพบำบัด คลินิกกายภาพบำบัดฟื้นฟูดี ศาลายา โทร 095-774-2381
ให้ไว้วันที่ 1 กรกฎาคม 2568

นักกายภาพมาที่บ้านสัปดาห์ละ 2 ครั้ง วันอังคารและวันศุกร์ เวลา 17:30 น. ครั้งละ 1 ชั่วโมง ค่าบริการครั้งละ 600 บาท
(จ่ายสิ้นเดือน โอนเข้าบัญชีคลินิก)

สิ่งที่ผู้ดูแลต้องช่วยฝึกทุกวัน (เช้า 1 รอบ เย็น 1 รอบ)
1. นอนหงาย ยกขาขวาเหยียดตรงขึ้นลง 10 ครั้ง x 3 ชุด
2. นอนหงาย ชันเข่า ยกก้นขึ้นค้างไว้ 5 วินาที 10 ครั้ง
3. นั่งห้อยขาข้างเตียง ฝึกทรงตัว 10 นาที มีคนอยู่ข้าง ๆ ตลอด
4. บีบลูกบอลยางด้วยมือขวา 20 ครั้ง x 3 ชุด
5. ยืนจับ walker โดยมีคนประคองที่เอว 5 นาที (เริ่มสัปดาห์ที่ 3)

ข้อควรระวัง
- ห้ามดึงแขนขวา (ข้างที่อ่อนแรง) ตอนพยุงลุก เสี่ยงข้อไหล่หลุด ให้พยุงที่เอวหรือใช้เข็มขัดพยุง
- พลิกตัวทุก 2 ชั่วโมง ดูรอยแดงที่ก้นกบและส้นเท้าทุกวัน
- ตอนกินข้าว นั่งตัวตรง 90 องศา ใช้ผงเพิ่มความหนืดในน้ำ ถ้าสำลักให้หยุดแล้วแจ้ง

เป้าหมาย: เดินด้วย walker ได้ 10 เมตร ภายในสิ้นเดือนกันยายน 2568
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ลูกๆพ่อสมพงษ์
บันทึกเมื่อ: 12/08/2568 22:15

ส., 05/07/2568
20:02\tแพร\tสรุปค่าใช้จ่ายพ่อเดือน มิ.ย. รวม 48,605.50 บาท นะ
20:02\tแพร\t(ส่วนที่ประกันไม่จ่าย 28,135.50 ค่าศูนย์หาคนดูแล 8,000 ค่าจ้างพี่เรือนครึ่งเดือน 8,000 ที่เหลือแพมเพิสกับนม)
20:03\tแพร\t[ไฟล์] ค่าใช้จ่ายดูแลพ่อ_2568.xlsx
20:10\tเอก\tเดือนแรกพี่โอนไปแล้ว 15,000 ต้นโอน 10,000 ใช่ป่ะ
20:11\tต้น\tครับ
20:15\tแพร\tต่อไปค่าพี่เรือนเดือนละ 16,000 บวกค่ากายภาพ ยา แพมเพิส ประมาณเดือนละ 32,000-35,000
20:18\tเอก\tพี่ออกประจำเดือนละ 12,000 ละกัน
20:21\tต้น\tผมยังผ่อนบ้านอยู่ ขอเดือนละ 8,000 ได้มั้ยครับพี่
20:24\tแพร\tได้ ที่เหลือแพรจ่ายเอง แพรอยู่กับพ่อด้วยอยู่แล้ว โอนเข้ากรุงไทยของแพรภายในวันที่ 5 ของทุกเดือนนะ เริ่ม ก.ค.
20:26\tเอก\tของชิ้นใหญ่ๆ อย่างทางลาด เตียง หารสามเท่ากันนะ
20:27\tต้น\tโอเคครับ
20:30\tเอก\tนัดหมอ 14 ก.ค. ใครพาพ่อไป
20:31\tแพร\tวันจันทร์แพรต้องเข้าออฟฟิศ ต้นมาได้มั้ย
20:33\tต้น\tได้ครับ ผมลาไว้แล้ว ไปกับพี่เรือน

อา., 27/07/2568
19:40\tแพร\t[รูปภาพ] ใบเสนอราคาเตียงไฟฟ้าจากสยามโฮมแคร์ ซื้อ 29,900 เช่าเดือนละ 2,500 ขั้นต่ำ 3 เดือน
19:45\tเอก\tเช่าไปก่อน 3 เดือน ดูว่าพ่อจะลุกเดินได้ไหม ถ้าต้องใช้ยาวค่อยซื้อ เขาให้เอาค่าเช่าไปหักได้
19:46\tต้น\tเห็นด้วยครับ
19:50\tแพร\tโอเค เตียงมาส่ง 1 ส.ค. ค่าเช่าแพรลงในค่าใช้จ่ายรายเดือนไปเลยนะ

อา., 10/08/2568
18:20\tแพร\tทางลาดได้มา 2 เจ้า บริษัทปฐมบิลเดอร์ 31,800 กับช่างแดงในหมู่บ้าน 24,600
18:22\tต้น\tช่างแดงถูกกว่าตั้ง 7,200
18:25\tเอก\tบริษัทเป็นสแตนเลส มีรับประกัน 1 ปีนะ แต่ช่างแดงก็ทำบ้านลุงชัยสวยอยู่
18:27\tเอก\tเอาช่างแดงก็ได้ แต่ให้ทำราวจับในห้องน้ำด้วย
18:30\tแพร\tช่างแดงรวมห้องน้ำแล้ว เริ่ม 1 ก.ย. ทำ 3 วัน หารสามคนละ 8,200 นะ โอนพร้อมเงินเดือน ก.ย. เลย
18:31\tต้น\tรับทราบครับ
"""
OLD_CHAT = """[LINE] ประวัติการแชทกลุ่ม ลูกๆพ่อสมพงษ์
บันทึกเมื่อ: 08/04/2568 21:30

ส., 05/04/2568
19:12\tเอก\tสงกรานต์นี้พาพ่อไปหัวหินกันมั้ย 12-14 เม.ย.
19:15\tแพร\tไปๆ พ่อบ่นอยากกินอาหารทะเล
19:20\tต้น\tผมขับรถไปรับพ่อกับพี่แพรเอง
19:31\tเอก\tโรงแรมริมทะเล 2 ห้อง คืนละ 3,200 สองคืน รวม 12,800
19:33\tแพร\tหารสามคนละ 4,267 ค่าน้ำมันต้นออกเองนะ
19:35\tต้น\tได้ครับ

อ., 08/04/2568
21:05\tแพร\tพ่อต้องเอายาความดันกับยาเบาหวานไปด้วย แพรจัดให้แล้ว
21:10\tเอก\tโอนค่าโรงแรมให้แพรแล้ว 4,267
"""
NOTES = """# โน้ตเรื่องพ่อ (แพรจดเอง)

## ทำบัตรคนพิการให้พ่อ
- วันนัด 14 ก.ค. ขอให้หมอกิตติพงษ์เซ็นเอกสารรับรองความพิการ (ด้านการเคลื่อนไหว)
- เอาไปยื่นที่ พมจ.นครปฐม (ศาลากลางจังหวัด) พร้อมสำเนาบัตรประชาชนพ่อ ทะเบียนบ้าน รูปถ่าย 1 นิ้ว 2 รูป
- ได้บัตรแล้วไปลงทะเบียนเบี้ยความพิการที่เทศบาลตำบลสนามจันทร์ (เดือนละ 800 บาท นอกจากเบี้ยผู้สูงอายุ)
- ถามเรื่องเข้าระบบ LTC ของ สปสช. ที่ รพ.สต. ด้วย

## คำถามจะถามหมอวันที่ 14 ก.ค.
- ความดันตอนเช้าประมาณ 150/90 ต้องปรับยาไหม
- พ่อกินกล้วย ส้ม ได้ไหม (เบาหวาน)
- กลืนดีขึ้นแล้ว เลิกใช้ผงเพิ่มความหนืดได้หรือยัง
- ขอใบรับรองแพทย์ไปใช้เบิกประกันกลุ่มของบริษัทแพร (OPD พ่อแม่ ปีละ 5,000)

## เรื่องเงิน
- ลดหย่อนภาษีเลี้ยงดูพ่อ 30,000 บาท แพรใช้สิทธิ (พี่เอกกับต้นใช้ซ้ำไม่ได้)
- เบี้ยประกันสุขภาพพ่อ ลดหย่อนได้ไม่เกิน 15,000 บาท
- เก็บใบเสร็จทุกใบไว้ในแฟ้มสีฟ้า

## อื่น ๆ
- พี่เรือนหยุดวันอาทิตย์ที่ 1 กับ 3 ของเดือน ถ้าแพรไม่ว่างต้องจ่ายค่าวันหยุด
- ลองหาศูนย์ดูแลกลางวัน (day care) แถวพุทธมณฑล ไว้เป็นแผนสำรอง
"""
SEMINAR_SLIDES = [
    ("วางแผนดูแลพ่อแม่สูงวัยที่บ้าน (Home care planning for elderly parents)",
     "สัมมนาสำหรับครอบครัวผู้ดูแล 2 สิงหาคม 2568 หอประชุม อบจ.นครปฐม\n"
     "วิทยากร: พว.อรทัย สุขเจริญ ศูนย์ดูแลต่อเนื่อง โรงพยาบาลนครปฐม"),
    ("จัดบ้านให้ปลอดภัย (Home safety)",
     "Ramp slope 1:12 - every 1 cm of height needs 12 cm of length\n"
     "Ramp at least 90 cm wide, handrails 80 cm high on both sides\n"
     "Grab bars beside the toilet and in the shower; non-slip floor\n"
     "Bed height 45-50 cm so the feet touch the floor; night lights to the bathroom"),
    ("ป้องกันแผลกดทับ (Pressure sores)",
     "Turn the patient every 2 hours\nAir mattress for people who stay in bed most of the day\n"
     "Check the tailbone, hips and heels every day; keep skin dry"),
    ("สิทธิที่ควรรู้ (Benefits to claim)",
     "Old-age allowance: 700 THB a month at 70-79, 800 THB a month at 80-89\n"
     "Disability allowance: 800 THB a month with a disability card (register at the local municipality)\n"
     "NHSO long-term care (LTC): a care manager visits dependent elderly at home; apply at the health centre\n"
     "Tax: deduction of 30,000 THB for supporting a parent aged 60+ (one child per parent)"),
    ("ดูแลผู้ดูแล (Care for the caregiver)",
     "A live-in caregiver needs at least 4 days off a month\n"
     "Plan a backup: relatives, day care centre or a short-stay nursing home\n"
     "Signs of burnout: poor sleep, irritability, skipping own doctor visits"),
    ("แผนการเงิน (Money plan)",
     "Typical cost at home after a stroke: 25,000-40,000 THB a month\n"
     "Write down who pays what among siblings; review every 3 months\n"
     "Keep every receipt; check whether insurance covers OPD and home physiotherapy"),
]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าจ้างผู้ดูแล (Caregiver, THB)", "ค่ายา/ค่ารักษา (Medicine & hospital, THB)",
                   "ผ้าอ้อม/ของใช้ (Diapers & supplies, THB)", "กายภาพบำบัด (Physiotherapy, THB)",
                   "นม/อาหารเสริม (Nutrition, THB)", "ค่าเดินทาง (Transport, THB)", "อื่นๆ (Other, THB)",
                   "รวม (Total, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("มิ.ย. (Jun)", 8000, 28135.5, 2150, 0, 1380, 940, 8000,
     "พี่เรือนเริ่ม 16 มิ.ย. / ส่วนเกินประกัน รพ. / อื่นๆ = ค่าศูนย์จัดหาผู้ดูแล"),
    ("ก.ค. (Jul)", 16200, 4570, 3450, 4800, 2760, 1250, 1500, "หมอนัด 14 ก.ค. / อื่นๆ = เบาะรองนั่งรถเข็น"),
    ("ส.ค. (Aug)", 16500, 1240, 3680, 4800, 2980, 620, 2500, "อื่นๆ = ค่าเช่าเตียง / ค่าจ้างรวมพาไป รพ. 300"),
    ("ก.ย. (Sep)", 17000, 4120, 3520, 3600, 2980, 1180, 27100,
     "อื่นๆ = ทางลาดช่างแดง 24,600 + ค่าเช่าเตียง 2,500 / ค่าจ้างรวมทำงานวันหยุด 800 / กายภาพ 6 ครั้ง"),
]
SHARE_HEADERS = ("เดือน (Month)", "พี่เอกโอน (Ek, THB)", "ต้นโอน (Ton, THB)", "แพรจ่าย (Prae, THB)",
                 "รวม (Total, THB)", "หมายเหตุ (Note)")
SHARES = [
    ("มิ.ย. (Jun)", 15000, 10000, "ก่อนตกลงแบ่ง"),
    ("ก.ค. (Jul)", 12000, 8000, "ตกลงในไลน์ 5 ก.ค."),
    ("ส.ค. (Aug)", 12000, 8000, "ต้นโอนช้า 12 ส.ค."),
    ("ก.ย. (Sep)", 20200, 16200, "รวมค่าทางลาดคนละ 8,200"),
]
OLD_EXPENSE_HEADERS = ("เดือน (Month)", "ค่าจ้างป้าสมศรี (Caregiver, THB)", "ค่ายา/หาหมอ (Medicine, THB)",
                       "ของใช้ (Supplies, THB)", "ค่าเดินทาง (Transport, THB)", "รวม (Total, THB)")
OLD_EXPENSES = [
    ("ม.ค. (Jan)", 9500, 1350, 820, 400), ("ก.พ. (Feb)", 9500, 980, 760, 350), ("มี.ค. (Mar)", 9500, 2640, 910, 600),
    ("เม.ย. (Apr)", 10000, 1120, 780, 450), ("พ.ค. (May)", 9500, 1050, 850, 380),
    ("มิ.ย. (Jun)", 9500, 2480, 790, 620), ("ก.ค. (Jul)", 9800, 1190, 820, 400),
    ("ส.ค. (Aug)", 9500, 1020, 880, 350), ("ก.ย. (Sep)", 9500, 2710, 760, 650),
    ("ต.ค. (Oct)", 9500, 1160, 830, 400), ("พ.ย. (Nov)", 9500, 990, 900, 380),
    ("ธ.ค. (Dec)", 10500, 2590, 1240, 700),
]
DISTRACTORS = {
    "ดูแลพ่อ/สัญญา/สัญญาจ้างผู้ดูแล_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาจ้างผู้ดูแล (ร่าง 10 มิ.ย. 68 ยังไม่เซ็น)\n- ค่าจ้างเดือนละ 15,000 บาท\n"
        "- หยุดเดือนละ 2 วัน ทำงานวันหยุดจ่ายวันละ 600 บาท\n- ทดลองงาน 15 วัน\n"
        "- ศูนย์บอกว่าพี่เรือนขอ 16,000 และหยุด 4 วัน รอแก้ในฉบับจริง\n",
    "ดูแลพ่อ/ยา/ตารางยาพ่อ_ก่อนป่วย_2567.md": OLD_MEDS,
    "Chats/LINE_พี่น้อง_ทริปหัวหิน_2568-04.txt": OLD_CHAT,
}
WORKSPECT = {"todo.md": "- โอนค่าจ้างพี่เรือนวันที่ 1\n- ซื้อแพมเพิสพ่อ size L\n"
                        "- ถามตัวแทนประกันเรื่อง OPD rider\n- จองรถพาพ่อไปหาหมอรอบหน้า\n"}


def _care_costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่าย Expenses"
    sheet.append(["ค่าใช้จ่ายดูแลพ่อ มิ.ย.-ก.ย. 2568 (Dad's care costs, Jun-Sep 2025)"])
    sheet.append(list(EXPENSE_HEADERS))
    for month, *amounts, note in EXPENSES:
        sheet.append([month, *amounts, sum(amounts), note])
    columns = list(zip(*(row[1:8] for row in EXPENSES)))
    sheet.append(["รวม (Total)", *(sum(column) for column in columns), sum(sum(row[1:8]) for row in EXPENSES), ""])
    for column in range(2, 10):
        money_format(sheet, column)
    share = book.create_sheet("แบ่งจ่าย Sharing")
    share.append(["ใครจ่ายเท่าไหร่ (Who paid what)"])
    share.append(list(SHARE_HEADERS))
    totals = [sum(row[1:8]) for row in EXPENSES]
    for (month, ek, ton, note), total in zip(SHARES, totals):
        share.append([month, ek, ton, total - ek - ton, total, note])
    share.append(["รวม (Total)", sum(row[1] for row in SHARES), sum(row[2] for row in SHARES),
                  sum(totals) - sum(row[1] + row[2] for row in SHARES), sum(totals), ""])
    for column in range(2, 6):
        money_format(share, column)
    book.save(path)


def _old_care_costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่าย 2567"
    sheet.append(["ค่าใช้จ่ายดูแลพ่อ ปี 2567 (Dad's care costs 2024)"])
    sheet.append(list(OLD_EXPENSE_HEADERS))
    for month, *amounts in OLD_EXPENSES:
        sheet.append([month, *amounts, sum(amounts)])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*OLD_EXPENSES))[1:]),
                  sum(sum(row[1:]) for row in OLD_EXPENSES)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    care = docs / "ดูแลพ่อ"
    for sub in ("สัญญา", "โรงพยาบาล", "ยา", "ค่าใช้จ่าย", "ประกัน", "ปรับบ้าน", "กายภาพ"):
        (care / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Chats", "Work", "Seminar"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(care / "สัญญา" / "สัญญาจ้างผู้ดูแล_พี่บุญเรือน_2568.docx", CARE_TOP, table=CARE_PAY,
               bottom=CARE_BOTTOM)
    write_docx(care / "สัญญา" / "สัญญาจ้างผู้ดูแล_ป้าสมศรี_2567.docx", OLD_CARE_TOP, table=OLD_CARE_PAY,
               bottom=OLD_CARE_BOTTOM)
    make_pdf(care / "โรงพยาบาล" / "PathomVejakarn_bill_admission_2025-06.pdf", ADMISSION_BILL)
    make_pdf(care / "โรงพยาบาล" / "PathomVejakarn_bill_OPD_2025-07.pdf", OPD_BILL)
    make_pdf(care / "โรงพยาบาล" / "PathomVejakarn_discharge_summary_2025-06-16.pdf", DISCHARGE)
    (care / "ยา" / "ตารางยาพ่อ_หลังออกรพ_2568.md").write_text(MEDS, encoding="utf-8")
    _care_costs(care / "ค่าใช้จ่าย" / "ค่าใช้จ่ายดูแลพ่อ_2568.xlsx")
    _old_care_costs(care / "ค่าใช้จ่าย" / "ค่าใช้จ่ายดูแลพ่อ_2567.xlsx")
    make_pdf(care / "ประกัน" / "SiamLife_policy_summary_2025.pdf", POLICY_2025)
    make_pdf(care / "ประกัน" / "SiamLife_policy_summary_2024.pdf", POLICY_2024)
    (care / "ประกัน" / "SiamLife_claim_email_2025-07.txt").write_text(CLAIM_EMAIL, encoding="utf-8")
    make_pdf(care / "ปรับบ้าน" / "ใบเสนอราคา_ทางลาด_PathomBuilder.pdf", RAMP_QUOTE)
    (care / "ปรับบ้าน" / "ใบเสนอราคา_ทางลาด_ช่างแดง.md").write_text(RAMP_LOCAL, encoding="utf-8")
    make_pdf(care / "ปรับบ้าน" / "Quotation_hospital_bed_SiamHomecare.pdf", BED_QUOTE)
    (care / "กายภาพ" / "กายภาพพ่อ_โปรแกรมฝึก_ภูริ.txt").write_text(PHYSIO, encoding="utf-8")
    (docs / "Chats" / "LINE_ลูกๆพ่อสมพงษ์_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (docs / "Work" / "HR_email_family_leave_2025-06.txt").write_text(HR_EMAIL, encoding="utf-8")
    write_slides(docs / "Seminar" / "สัมมนา_วางแผนดูแลผู้สูงอายุ_2568-08.pptx", SEMINAR_SLIDES)
    (docs / "โน้ตแพร_เรื่องพ่อ.md").write_text(NOTES, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: her to-do list."""
    write_texts(folder, WORKSPECT)
