"""A folder for bench/agent_tasks.py (`--folder insurance`): a freelance insurance agent's work and home papers.

Wilaiwan Sriprasert (พี่วิ), a freelance life and car insurance agent in Mueang Nakhon Sawan, sells life and health
policies for Siam Life Assurance (สยามไลฟ์ประกันชีวิต) and car insurance for Chao Phraya Insurance
(เจ้าพระยาประกันภัย): her Thai agent-appointment contract with Siam Life (docx, a commission-rate table), her Thai
car-insurance agency agreement for 2568 (docx, a commission table), her commissions for January-June 2568 by kind
with the half-year's work expenses (xlsx, two sheets, Thai/English headers), last year's commission summary (md),
her client policy register with the car renewals (xlsx, two sheets), her Thai notes of July's client meetings (md),
a LINE chat export with a client about his car crash claim (txt), Siam Life's English email on the Hokkaido
incentive trip (txt), her proposal slides for a doctor's family (pptx), Siam Life's June commission statement
(English pdf, 2 pages), two insurers' renewal quotes for the client's Fortuner (English pdfs), a Thai note on
renewing her agent licences (md), household spending for June and July (xlsx), her daughter's university fee
invoice (English pdf) and a Thai tax-deduction note (md); and six distractors that share words with them (last
year's Fortuner quote, a draft Q1 commission note, a draft of the doctor's plan, last year's car agency
agreement, last year's incentive-trip email, last year's tuition note); plus a workspect that already holds a
to-do list. Written blind of the engine's rules, in session 18, for bench/data/agent_tasks_insurance_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LIFE_TOP = [
    "สัญญาแต่งตั้งตัวแทนประกันชีวิต",
    "ระหว่าง บริษัท สยามไลฟ์ประกันชีวิต จำกัด (มหาชน) (Siam Life Assurance PCL) ซึ่งต่อไปเรียกว่า \"บริษัท\" "
    "กับ นางวิไลวรรณ ศรีประเสริฐ ซึ่งต่อไปเรียกว่า \"ตัวแทน\"",
    "ทำที่ สำนักงานสาขานครสวรรค์ ถนนสวรรค์วิถี ตำบลปากน้ำโพ อำเภอเมืองนครสวรรค์ วันที่ 10 มกราคม 2565",
    "ข้อ 1. บริษัทแต่งตั้งตัวแทนเป็นตัวแทนประกันชีวิตของบริษัท รหัสตัวแทน SL-NSW-0871 สังกัดหน่วยนครสวรรค์ 3 "
    "ผู้จัดการหน่วย คุณประเสริฐ วงศ์ทอง",
    "ข้อ 2. ตัวแทนต้องมีใบอนุญาตเป็นตัวแทนประกันชีวิตจากสำนักงาน คปภ. ที่ยังไม่หมดอายุตลอดเวลาที่เป็นตัวแทน",
    "ข้อ 3. บริษัทจ่ายค่าบำเหน็จตามตารางท้ายสัญญา คิดจากเบี้ยประกันภัยที่บริษัทได้รับจริง "
    "จ่ายทุกวันที่ 25 ของเดือนถัดไปเข้าบัญชีธนาคารของตัวแทน โดยหักภาษี ณ ที่จ่ายร้อยละ 5",
    "ข้อ 4. ตัวแทนต้องนำส่งเบี้ยประกันภัยที่รับจากลูกค้าให้บริษัทภายใน 3 วันทำการ และห้ามรับเงินสดเกินครั้งละ "
    "20,000 บาท",
    "ตารางอัตราค่าบำเหน็จท้ายสัญญา",
]
LIFE_RATES = [
    ("แบบประกัน", "ค่าบำเหน็จปีแรก", "ปีที่ 2", "ปีที่ 3-6"),
    ("ตลอดชีพ (Whole life)", "35%", "10%", "5%"),
    ("สะสมทรัพย์ (Endowment)", "20%", "7%", "3%"),
    ("สัญญาเพิ่มเติมสุขภาพ (Health rider)", "25%", "10%", "10%"),
    ("ประกันอุบัติเหตุส่วนบุคคล (PA)", "30%", "30%", "30%"),
    ("บำนาญ (Annuity)", "8%", "3%", "1%"),
]
LIFE_BOTTOM = [
    "ข้อ 5. หากกรมธรรม์ถูกยกเลิกหรือขาดผลบังคับภายใน 12 เดือนแรก ตัวแทนต้องคืนค่าบำเหน็จปีแรกของกรมธรรม์นั้น"
    "เต็มจำนวน โดยบริษัทหักจากค่าบำเหน็จงวดถัดไป",
    "ข้อ 6. ตัวแทนที่รักษาอัตราความยั่งยืนของกรมธรรม์ (persistency) 13 เดือน ไม่ต่ำกว่า 80% "
    "มีสิทธิได้รับโบนัสรายไตรมาสตามประกาศของบริษัท",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน "
    "หากตัวแทนเป็นตัวแทนของบริษัทมาครบ 5 ปี บริษัทยังคงจ่ายค่าบำเหน็จปีต่ออายุต่อไปหลังเลิกสัญญา",
    "ลงชื่อ ประเสริฐ วงศ์ทอง ผู้จัดการหน่วย แทนบริษัท",
    "ลงชื่อ วิไลวรรณ ศรีประเสริฐ ตัวแทน",
]
MOTOR_TOP = [
    "ข้อตกลงแต่งตั้งตัวแทนประกันวินาศภัย (ประกันภัยรถยนต์) ปี 2568",
    "ระหว่าง บริษัท เจ้าพระยาประกันภัย จำกัด (มหาชน) สาขานครสวรรค์ (Chao Phraya Insurance PCL) "
    "กับ นางวิไลวรรณ ศรีประเสริฐ ใบอนุญาตตัวแทนประกันวินาศภัย เลขที่ 6404056789",
    "ทำที่ สาขานครสวรรค์ ถนนมาตุลี วันที่ 25 มกราคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 2. ตัวแทนต้องนำส่งเบี้ยประกันภัยที่เก็บจากลูกค้าเข้าบัญชีบริษัทภายใน 15 วัน นับจากวันเริ่มคุ้มครอง "
    "หากค้างนำส่งเกินกำหนด บริษัทระงับการออกกรมธรรม์ใหม่ผ่านตัวแทนจนกว่าจะนำส่งครบ",
    "ข้อ 3. ค่าบำเหน็จเป็นไปตามตารางนี้ คิดจากเบี้ยสุทธิ (ไม่รวมอากรแสตมป์และภาษีมูลค่าเพิ่ม) "
    "จ่ายทุกวันที่ 10 ของเดือนถัดไป",
]
MOTOR_RATES = [
    ("ประเภทการประกันภัย", "ค่าบำเหน็จ", "หมายเหตุ"),
    ("ประกันรถยนต์ชั้น 1", "18%", "รถเก๋ง กระบะ อายุรถไม่เกิน 12 ปี"),
    ("ประกันรถยนต์ชั้น 2+ และ 3+", "15%", ""),
    ("ประกันรถยนต์ชั้น 3", "12%", ""),
    ("พ.ร.บ. (ประกันภัยรถภาคบังคับ)", "12%", "ขายพร้อมภาคสมัครใจหรือขายแยก"),
    ("ประกันอัคคีภัยบ้านอยู่อาศัย", "25%", ""),
]
MOTOR_BOTTOM = [
    "ข้อ 4. หากยอดเบี้ยสุทธิรวมทั้งปีของตัวแทนเกิน 800,000 บาท บริษัทจ่ายโบนัสปลายปีเพิ่มอีก 2% ของเบี้ยสุทธิรวม",
    "ข้อ 5. ตัวแทนช่วยลูกค้าแจ้งเคลมผ่านศูนย์รับแจ้งอุบัติเหตุ 1736 และติดตามงานซ่อมกับอู่ในเครือ",
    "ข้อ 6. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้ประสานงาน: คุณอรทัย ปานเงิน ฝ่ายตัวแทน โทร 056-228-915",
    "ลงชื่อ อรทัย ปานเงิน แทนบริษัท",
    "ลงชื่อ วิไลวรรณ ศรีประเสริฐ ตัวแทน",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
COMMISSION_HEADERS = ("เดือน (Month)", "คอมประกันชีวิตปีแรก (Life first-year, THB)",
                      "คอมปีต่ออายุ (Life renewal, THB)", "คอมประกันรถ (Motor, THB)", "โบนัส (Bonus, THB)",
                      "รวม (Total, THB)", "กรมธรรม์ใหม่ (New policies)")
COMMISSION = [(28400, 9650, 7820, 0, 6), (19750, 8900, 6340, 0, 4), (41300, 11200, 9150, 5000, 9),
              (15600, 7480, 12760, 0, 5), (22850, 10320, 8430, 0, 6), (33900, 12150, 7960, 3000, 8)]
WORK_EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
WORK_EXPENSES = [
    ("น้ำมันรถไปหาลูกค้า (Fuel for client visits)", 27400, "ขับไปตาคลี ชุมแสง บรรพตพิสัย บ่อย"),
    ("ค่าโทรศัพท์และเน็ต (Phone & data)", 4794, "เดือนละ 799"),
    ("ของขวัญลูกค้า/กระเช้า (Client gifts)", 8650, "ตรุษจีน + สงกรานต์"),
    ("ค่าอบรมและสัมมนา (Training & seminars)", 3500, "สัมมนาการขาย สยามไลฟ์ มี.ค."),
    ("พิมพ์เอกสารและแฟ้ม (Printing)", 1820, ""),
    ("ค่าตรวจสุขภาพลูกค้าที่ออกให้ (Client health checks)", 2400, ""),
    ("ค่าพวงหรีด/ทำบุญงานลูกค้า (Wreaths & merit events)", 3000, ""),
]
CLIENT_HEADERS = ("ชื่อลูกค้า (Client)", "เลขกรมธรรม์ (Policy No.)", "แบบประกัน (Plan)",
                  "เบี้ยต่อปี (Annual premium, THB)", "งวดชำระ (Mode)", "ครบกำหนดชำระ (Due date)", "หมายเหตุ (Note)")
CLIENTS = [
    ("ป้าบุญมี แสงทอง", "SL-6702-118734", "สะสมทรัพย์ 15/10", 24600, "รายปี", "15 ส.ค. 2568",
     "อยากเวนคืน ต้องคุยก่อน"),
    ("คุณหมอธนพล เจริญสุข", "SL-6610-093215", "ตลอดชีพ 99/20 + สุขภาพ", 46800, "รายปี", "3 ต.ค. 2568",
     "จะเสนอแผนให้ภรรยาและลูก"),
    ("ครูสมพร อินทร์แก้ว", "SL-6508-071122", "ตลอดชีพ 90/15", 18200, "รายปี", "28 ก.ย. 2568", ""),
    ("คุณวีระ ทองคำ", "SL-6803-130077", "อุบัติเหตุส่วนบุคคล PA", 3950, "รายปี", "12 มี.ค. 2569",
     "ทำประกันรถกับเราด้วย"),
    ("ศักดิ์ดา มีชัย (น้องเบียร์)", "SL-6711-120548", "สะสมทรัพย์ 10/5 ลดหย่อนภาษี", 29400, "รายเดือน 2,450",
     "ทุกวันที่ 5", "หักบัตรเครดิต"),
    ("หงส์ แซ่ลิ้ม (เจ๊หงส์ ร้านทอง)", "SL-6601-087640", "บำนาญ 60/85", 100000, "รายปี", "20 ม.ค. 2569",
     "ลูกค้ารายใหญ่"),
    ("คุณกิตติ ศรีวงศ์", "SL-6805-131920", "สุขภาพเหมาจ่าย", 21350, "รายปี", "8 พ.ค. 2569", ""),
    ("ลุงเฉลิม บุญส่ง", "SL-6404-055321", "ตลอดชีพ 99/20", 12800, "ราย 6 เดือน 6,400", "1 ก.ค. 2568",
     "ยังไม่จ่ายงวด ก.ค. ตามด่วน"),
]
MOTOR_HEADERS = ("ชื่อลูกค้า (Client)", "รถ (Car)", "ทะเบียน (Plate)", "บริษัท (Insurer)", "ชั้น (Type)",
                 "เบี้ยปีที่แล้ว (Last premium, THB)", "หมดอายุ (Expires)")
MOTOR_RENEWALS = [
    ("คุณวีระ ทองคำ", "Toyota Fortuner 2.8 (2021)", "กข 4419 นครสวรรค์", "เจ้าพระยาประกันภัย", "ชั้น 1", 22600,
     "20 ส.ค. 2568"),
    ("ครูสมพร อินทร์แก้ว", "Honda Jazz (2017)", "3กท 882 นครสวรรค์", "เจ้าพระยาประกันภัย", "ชั้น 2+", 8900,
     "2 ก.ย. 2568"),
    ("คุณกิตติ ศรีวงศ์", "Isuzu D-Max (2022)", "บพ 7305 นครสวรรค์", "เจ้าพระยาประกันภัย", "ชั้น 1", 17450,
     "30 ก.ย. 2568"),
    ("เจ๊หงส์ ร้านทอง", "Mercedes-Benz C220d (2020)", "1กก 9999 นครสวรรค์", "เจ้าพระยาประกันภัย", "ชั้น 1",
     38900, "14 ธ.ค. 2568"),
    ("ป้าบุญมี แสงทอง", "Suzuki Carry (2015)", "บท 2260 นครสวรรค์", "เจ้าพระยาประกันภัย", "ชั้น 3", 2950,
     "5 มี.ค. 2569"),
]
LAST_YEAR = """# สรุปรายได้ค่าคอมมิชชั่น ปี 2567

(สรุปเองจาก statement สยามไลฟ์ กับเจ้าพระยา ทั้งปี)

## ครึ่งปีแรก ม.ค.-มิ.ย. 2567
- คอมประกันชีวิตปีแรก 132,400 บาท
- คอมปีต่ออายุ 54,900 บาท
- คอมประกันรถ 48,450 บาท
- โบนัส 8,000 บาท
- รวมครึ่งปีแรก 243,750 บาท กรมธรรม์ใหม่ 31 ฉบับ

## ทั้งปี 2567
- รวมทั้งปี 512,380 บาท
- กรมธรรม์ใหม่ทั้งปี 71 ฉบับ
- เดือนที่ดีที่สุด ธ.ค. 2567 (คนซื้อลดหย่อนภาษีปลายปี) 71,250 บาท
- ทำยอด FYP ได้ 635,200 บาท ได้ไปทริปไต้หวัน
"""
MEETINGS = """# นัดลูกค้า เดือน ก.ค. 2568

## 3 ก.ค. คุณหมอธนพล กับคุณแพร (ภรรยา) ที่บ้าน หมู่บ้านศุภาลัย นครสวรรค์
- อยากได้ประกันสุขภาพให้คุณแพร (38 ปี) กับน้องพิม (6 ขวบ) งบรวมไม่เกิน 55,000 บาทต่อปี
- อยากเก็บเงินทุนการศึกษาให้น้องพิมตอนอายุ 18
- นัดนำเสนอแผน 24 ก.ค. 2568 บ่ายสองโมง ที่คลินิกคุณหมอ

## 9 ก.ค. ป้าบุญมี แสงทอง (บ้านหนองปลิง)
- จะเวนคืนกรมธรรม์สะสมทรัพย์ เอาเงินไปซ่อมหลังคาบ้าน มูลค่าเวนคืนตอนนี้ประมาณ 98,400 บาท
- แนะนำให้กู้ตามกรมธรรม์แทน กู้ได้สูงสุด 88,000 บาท ดอกเบี้ย 6% ต่อปี ความคุ้มครองยังอยู่
- ป้าขอคิดก่อน ให้โทรกลับสัปดาห์หน้า

## 16 ก.ค. ลุงเฉลิม บุญส่ง
- ค้างเบี้ยงวด 1 ก.ค. 6,400 บาท ระยะผ่อนผัน 31 วัน ครบ 31 ก.ค. 2568 ถ้าเลยกรมธรรม์ขาดผล
- ลุงบอกจะโอนให้ภายใน 25 ก.ค. หลังขายข้าวได้

## 22 ก.ค. เจ๊หงส์ ร้านทองปากน้ำโพ
- สนใจประกันสุขภาพกลุ่มให้ลูกจ้าง 6 คน งบคนละ 4,000 บาทต่อปี
- ต้องขอใบเสนอราคาประกันกลุ่มจากสำนักงานใหญ่ ส่งให้เจ๊ภายในสิ้นเดือน

## สรุปเดือนนี้
- ปิดได้แล้ว 2 ราย รอปิดอีก 2 ราย (คุณหมอ, เจ๊หงส์)
"""
LINE_CHAT = """[LINE] ประวัติการแชทกับ วีระ ทองคำ
บันทึกเมื่อ: 19/07/2568 20:41

จ., 14/07/2568
17:52\tวีระ ทองคำ\tพี่วิครับ ผมชนท้ายรถกระบะที่แยกหน้าตลาดศรีเทพ รถไม่เป็นไรมาก แต่ไฟหน้าแตก กันชนยุบ
17:53\tวีระ ทองคำ\t[รูปภาพ]
17:55\tวิไลวรรณ ประกัน\tคนเจ็บไหมคะ ถ้าไม่มีคนเจ็บ โทรแจ้งเคลมเจ้าพระยา 1736 เลยนะคะ พี่โทรตามให้อีกทาง
17:56\tวีระ ทองคำ\tไม่มีคนเจ็บครับ คู่กรณีใจดี
18:20\tวิไลวรรณ ประกัน\tพนักงานเคลมกำลังไปค่ะ เราเป็นฝ่ายผิดนะคะ ประกันชั้น 1 จ่ายทั้งของเราและของเขา ไม่มีค่า excess
18:58\tวีระ ทองคำ\tเคลมเสร็จแล้วครับ ได้เลขเคลม CP-CL-2568-071455
18:59\tวิไลวรรณ ประกัน\tโอเคค่ะ เอารถเข้าโตโยต้านครสวรรค์ได้เลย เป็นศูนย์ในเครือ

พ., 16/07/2568
10:15\tวีระ ทองคำ\tศูนย์โตโยต้าประเมินค่าซ่อม 23,400 บาทครับ เปลี่ยนไฟหน้าซ้ายกับกันชนหน้า
10:17\tวีระ ทองคำ\tเขาบอกรอบริษัทอนุมัติ 2-3 วัน ซ่อมอีก 7 วัน
10:20\tวิไลวรรณ ประกัน\tพี่ตามอนุมัติให้ค่ะ ระหว่างนี้ใช้รถได้ปกติ
10:22\tวิไลวรรณ ประกัน\tอีกเรื่อง ประกันรถหมด 20 ส.ค. นี้นะคะ มีเคลมฝ่ายผิด ส่วนลดจะหาย เดี๋ยวพี่ขอราคา 2 เจ้ามาเทียบให้

ส., 19/07/2568
20:30\tวิไลวรรณ ประกัน\tได้ใบเสนอราคาแล้วนะคะ เจ้าพระยากับไทยชัวร์ ส่งไฟล์ให้ทางอีเมลแล้วค่ะ
20:38\tวีระ ทองคำ\tขอบคุณครับพี่ ขอดูก่อน ถ้าถูกกว่าก็เอาอันที่ถูก แต่อยากซ่อมห้างเหมือนเดิม
"""
INCENTIVE_EMAIL = """From: Siam Life Agency Support <agency.north@siamlife.co.th>
To: Wilaiwan Sriprasert <wilai.insure.nsw@gmail.com>
Date: Mon, 7 Jul 2025 10:22:15 +0700
Subject: Hokkaido Incentive Trip 2026 - your qualification status (agent SL-NSW-0871)

Dear Khun Wilaiwan,

Congratulations on a strong first half of the year. Here is where you stand for the Hokkaido incentive trip:

- Trip: Sapporo and Otaru, Hokkaido, 14-19 January 2026 (5 nights), flights and hotel paid by Siam Life
- Qualification target: 600,000 THB first-year premium (FYP) written from 1 January to 30 September 2025
- Your FYP from 1 January to 30 June 2025: 412,650 THB
- Still needed: 187,350 THB by 30 September 2025
- Reach 900,000 THB FYP and a companion travels free with you
- 13-month persistency must be at least 85% (yours today: 88.4%)
- At least 30 new policies in the period (you have 38)

Qualifiers will be announced on 20 October 2025. Please make sure your passport is valid until at least
July 2026.

Best regards,
Natthida Kongsuk
Agency Development Manager, North Region (Nakhon Sawan office)
Siam Life Assurance PCL
Tel. 056-221-487
"""
DOCTOR_SLIDES = [
    ("แผนประกันสุขภาพและทุนการศึกษา ครอบครัวคุณหมอธนพล",
     "นำเสนอโดย วิไลวรรณ ศรีประเสริฐ ตัวแทนสยามไลฟ์ (SL-NSW-0871)\n24 กรกฎาคม 2568"),
    ("ความต้องการ (Needs)", "Health cover for Khun Prae (38) and Nong Pim (6)\n"
                            "Budget: not more than 55,000 THB a year\nAn education fund for Pim at age 18"),
    ("แผน A: สุขภาพอย่างเดียว (Plan A: health only)",
     "Khun Prae: health rider, in-patient up to 5 million THB a year: 27,300 THB/year\n"
     "Nong Pim: health rider, in-patient up to 5 million THB a year: 11,200 THB/year\n"
     "Total Plan A: 38,500 THB/year"),
    ("แผน B: สุขภาพ + ทุนการศึกษา (Plan B: health + education)",
     "Plan A health cover for both: 38,500 THB/year\n"
     "Endowment 12/6 for Pim: 14,400 THB/year, pay 6 years, pays 100,000 THB at age 18 plus dividends\n"
     "Total Plan B: 52,900 THB/year"),
    ("ลดหย่อนภาษีและขั้นตอนต่อไป (Tax & next steps)",
     "Khun Prae's health premium: tax deduction up to 25,000 THB\n"
     "Sign the application by 15 August 2025\n"
     "Health check for Khun Prae at Sawan Pracharak Hospital before the policy is issued"),
]
STATEMENT_PAGES = [
    "Siam Life Assurance Public Company Limited\nAGENT COMMISSION STATEMENT - June 2025\n"
    "Agent: Mrs. Wilaiwan Sriprasert   Agent code: SL-NSW-0871\n"
    "Unit: Nakhon Sawan 3 (Unit manager: Mr. Prasert Wongthong)\n"
    "First-year commission (8 new policies): 33,900.00 THB\nRenewal commission: 12,150.00 THB\n"
    "Quarterly persistency bonus (Q2 2025, persistency 88.4%): 3,000.00 THB\n"
    "Chargeback this month: 0.00 THB\nGross commission: 49,050.00 THB\nWithholding tax 5%: 2,452.50 THB\n"
    "Net payment: 46,597.50 THB\n"
    "Payment date: 25 July 2025, to Kasikornbank account xxx-x-x4417-x",
    "Page 2 - New policies in June 2025 (first-year commission)\n"
    "SL-6806-133201  Whole life 99/20   premium 24,000  rate 35%  commission 8,400.00\n"
    "SL-6806-133245  Endowment 10/5     premium 30,000  rate 20%  commission 6,000.00\n"
    "SL-6806-133310  Health rider       premium 18,000  rate 25%  commission 4,500.00\n"
    "SL-6806-133388  Whole life 99/20   premium 15,000  rate 35%  commission 5,250.00\n"
    "SL-6806-133402  Personal accident  premium 4,500   rate 30%  commission 1,350.00\n"
    "SL-6806-133455  Endowment 10/5     premium 12,000  rate 20%  commission 2,400.00\n"
    "SL-6806-133517  Health rider       premium 14,000  rate 25%  commission 3,500.00\n"
    "SL-6806-133560  Endowment 12/6     premium 12,500  rate 20%  commission 2,500.00\n"
    "Total first-year premium 130,000   first-year commission 33,900.00",
]
CHAOPHRAYA_QUOTE = [
    "Chao Phraya Insurance Public Company Limited - Nakhon Sawan Branch\nMOTOR INSURANCE RENEWAL QUOTATION\n"
    "Quote No.: CPI-Q-2568-04417   Date: 18 July 2025\n"
    "Insured: Mr. Weera Thongkham\nVehicle: Toyota Fortuner 2.8 Legender (2021), plate Kor Khor 4419 Nakhon Sawan\n"
    "Cover: Type 1 (first class), repair at the Toyota dealer\nSum insured (own damage, fire, theft): 920,000 THB\n"
    "Deductible: none\nThird-party property damage: 2,500,000 THB\n"
    "Personal accident (driver and passengers): 100,000 THB each\nMedical expenses: 100,000 THB each\n"
    "Bail bond: 300,000 THB\nNo-claim discount: 0% (one at-fault claim in July 2025)\n"
    "Premium: 21,850.00 THB (including stamp duty and VAT)\n"
    "Cover period: 20 August 2025 - 20 August 2026\nThis quotation is valid until 20 August 2025.\n"
    "Agent: Mrs. Wilaiwan Sriprasert, licence 6404056789, Tel. 089-705-3316",
]
THAISURE_QUOTE = [
    "ThaiSure Insurance Public Company Limited\nMOTOR INSURANCE QUOTATION\n"
    "Quote No.: TS-MQ-25-88210   Date: 21 July 2025\n"
    "Insured: Mr. Weera Thongkham\nVehicle: Toyota Fortuner 2.8 Legender (2021), plate Kor Khor 4419 Nakhon Sawan\n"
    "Cover: Type 1 (first class), repair at a ThaiSure partner garage (not the dealer)\n"
    "Sum insured (own damage, fire, theft): 900,000 THB\n"
    "Deductible: 3,000 THB for each claim where the insured is at fault\n"
    "Third-party property damage: 1,000,000 THB\nPersonal accident (driver and passengers): 50,000 THB each\n"
    "Medical expenses: 50,000 THB each\nBail bond: 200,000 THB\n"
    "Premium: 19,480.00 THB (including stamp duty and VAT)\n"
    "Pay in full, or 4 monthly installments at 0% with a credit card.\n"
    "This quotation is valid for 30 days from the date above.\n"
    "Prepared for agent Mrs. Wilaiwan Sriprasert",
]
LICENCE_NOTE = """# ต่ออายุใบอนุญาตตัวแทน (คปภ.)

## ใบอนุญาตตัวแทนประกันชีวิต
- เลขที่ 6501012345 หมดอายุ 15 ตุลาคม 2568
- ต่อครั้งนี้เป็นการต่อครั้งที่ 2 ต้องอบรม 15 ชั่วโมง ก่อนยื่นต่อ
- จองอบรมออนไลน์กับสถาบันประกันภัยไทย วันที่ 6-7 กันยายน 2568 ค่าอบรม 1,200 บาท
- ค่าธรรมเนียมต่อใบอนุญาต 300 บาท ยื่นผ่านระบบ e-Licensing ของ คปภ. ได้ล่วงหน้าไม่เกิน 90 วัน

## ใบอนุญาตตัวแทนประกันวินาศภัย
- เลขที่ 6404056789 หมดอายุ 2 มีนาคม 2569
- ต้องอบรม 6 ชั่วโมง ยังไม่ได้จอง

หมายเหตุ: ถ้าใบอนุญาตหมดอายุ ขายประกันไม่ได้ และสยามไลฟ์จะระงับรหัสตัวแทนจนกว่าจะต่อเสร็จ
"""
TAX_NOTE = """# ลดหย่อนภาษี ปี 2568 (ยื่นต้นปี 2569)

รายได้หลักเป็นค่าคอมมิชชั่น (เงินได้ 40(2)) หักค่าใช้จ่ายได้ 50% แต่ไม่เกิน 100,000 บาท
ประมาณการรายได้ทั้งปี 560,000 บาท

## รายการลดหย่อนที่มีแล้ว
- ส่วนตัว 60,000 บาท
- เบี้ยประกันชีวิตตัวเอง 42,000 บาท (ลดได้สูงสุด 100,000)
- เบี้ยประกันสุขภาพตัวเอง 18,600 บาท (สูงสุด 25,000 และรวมกับประกันชีวิตไม่เกิน 100,000)
- เบี้ยประกันสุขภาพแม่ 15,000 บาท (สูงสุด 15,000)
- ประกันสังคม มาตรา 40 ทางเลือก 3 เดือนละ 300 = 3,600 บาท

## ที่คิดจะเพิ่มก่อนสิ้นปี
- ซื้อ SSF อีก 30,000 บาท
- บริจาคให้โรงเรียนของมิ้นท์เดิม 5,000 บาท (ลดได้ 2 เท่า)
"""
TUITION_PAGES = [
    "Naresuan University, Phitsanulok 65000\nSTUDENT FEE INVOICE\n"
    "Invoice No.: NU-2568-1-044718   Date: 10 July 2025\n"
    "Student: Miss Mintra Sriprasert   Student ID: 67012345\n"
    "Faculty of Business, Economics and Communications, 2nd year\n"
    "Semester 1, academic year 2025 (2568)\n"
    "University flat-rate fee: 17,000.00 THB\nStudent activity fee: 500.00 THB\n"
    "Student accident insurance: 350.00 THB\nTotal: 17,850.00 THB\n"
    "Due date: 15 August 2025\nLate payment: 50 THB per day after the due date\n"
    "Pay through the NU Pay app or at any Krungthai Bank branch (Ref. 1: 67012345, Ref. 2: 256801)",
]
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนรถ Yaris Ativ (Car loan)", 8420, "งวดที่ 31 จาก 72"),
        ("อาหาร (Food)", 12800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2340, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("ค่าหอและค่าขนมมิ้นท์ (Mint's dorm & allowance)", 9500, "หอพักหน้า ม.นเรศวร"),
        ("น้ำมันรถ (Fuel)", 4600, "รวมไปหาลูกค้า"),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1398, ""),
        ("ประกันชีวิตตัวเอง (Own life insurance)", 3500, ""),
        ("ประกันสังคม ม.40 (Social security)", 300, ""),
        ("ส่งให้แม่ที่ชุมแสง (For mum in Chum Saeng)", 3000, ""),
        ("ทำบุญ/งานศพ (Merit & funerals)", 1500, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนรถ Yaris Ativ (Car loan)", 8420, "งวดที่ 32 จาก 72"),
        ("อาหาร (Food)", 13450, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2910, "ร้อนมาก"),
        ("ค่าน้ำบ้าน (Home water)", 310, ""),
        ("ค่าหอและค่าขนมมิ้นท์ (Mint's dorm & allowance)", 9500, ""),
        ("น้ำมันรถ (Fuel)", 5250, "รวมไปหาลูกค้า"),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1398, ""),
        ("ประกันชีวิตตัวเอง (Own life insurance)", 3500, ""),
        ("ประกันสังคม ม.40 (Social security)", 300, ""),
        ("ส่งให้แม่ที่ชุมแสง (For mum in Chum Saeng)", 3000, ""),
        ("ซ่อมแอร์ห้องนอน (AC repair)", 2200, "ช่างแดง"),
    ],
}
DISTRACTORS = {
    "Insurance/Quotes/Quote_ChaoPhraya_Fortuner_Weera_2567.txt":
        "ใบเสนอราคาต่ออายุประกันรถ เจ้าพระยาประกันภัย (ปีที่แล้ว ส.ค. 2567)\n"
        "ผู้เอาประกัน: คุณวีระ ทองคำ  Toyota Fortuner 2.8 (2021) กข 4419 นครสวรรค์\n"
        "ชั้น 1 ซ่อมห้าง ทุนประกัน 980,000 บาท\nเบี้ยรวมภาษีอากร 22,600 บาท\nส่วนลดประวัติดี 20%\n",
    "Insurance/Commission/ค่าคอมมิชชั่น_ไตรมาส1_2568_ร่าง.md":
        "# คอมมิชชั่นไตรมาส 1 ปี 2568 (ร่าง จดเองก่อน statement มา)\n"
        "- ม.ค. ประมาณ 44,000\n- ก.พ. ประมาณ 35,000\n- มี.ค. ประมาณ 60,200 (ยังไม่รวมคอมรถ)\n"
        "- รวมไตรมาส 1 ประมาณ 139,200 บาท\n",
    "Insurance/Clients/แผนประกันครอบครัว_คุณหมอธนพล_ร่าง.md":
        "# ร่างแผนคุณหมอธนพล (ก่อนแก้)\n- แผน A สุขภาพคุณแพร+น้องพิม 41,200 บาท/ปี (ใช้แผน IPD 10 ล้าน)\n"
        "- แผน B เพิ่มสะสมทรัพย์ 15/10 ให้น้องพิม รวม 58,300 บาท/ปี เกินงบ\n- ต้องลดแผนลงก่อนนำเสนอ\n",
    "Insurance/Contracts/ข้อตกลงตัวแทนประกันรถ_เจ้าพระยาประกันภัย_2567.txt":
        "ข้อตกลงแต่งตั้งตัวแทนประกันวินาศภัย เจ้าพระยาประกันภัย ปี 2567 (หมดอายุ 31 ม.ค. 2568)\n"
        "- ค่าบำเหน็จประกันรถชั้น 1 16%  ชั้น 2+/3+ 14%  พ.ร.บ. 12%\n"
        "- นำส่งเบี้ยภายใน 30 วัน\n- โบนัสปลายปี 1.5% ถ้าเบี้ยรวมเกิน 1,000,000 บาท\n",
    "Insurance/Email/SiamLife_Taiwan_incentive_2024.txt":
        "From: Siam Life Agency Support <agency.north@siamlife.co.th>\n"
        "Subject: Taiwan Incentive Trip 2025 - you qualified!\nDate: Mon, 21 Oct 2024 09:10:00 +0700\n\n"
        "Dear Khun Wilaiwan,\nYou reached 635,200 THB FYP against the 550,000 THB target.\n"
        "Trip: Taipei, 2-6 February 2025. Please send a copy of your passport by 15 November 2024.\n",
    "Family/ค่าเทอม_มิ้นท์_ปี1_2567.md":
        "# ค่าเทอมมิ้นท์ ปี 1 (ปีการศึกษา 2567)\n- เทอม 1 จ่ายไป 17,600 บาท เมื่อ 9 ส.ค. 2567\n"
        "- เทอม 2 จ่าย 17,600 บาท เมื่อ 20 ธ.ค. 2567\n- ค่าหอ เดือนละ 3,800 บาท\n",
}
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาประกันรถให้คุณวีระ\n- เตรียมสไลด์คุณหมอ 24 ก.ค.\n"
                        "- ตามเบี้ยลุงเฉลิม ก่อน 31 ก.ค.\n- จองอบรมต่อใบอนุญาตวินาศภัย\n- โอนค่าเทอมมิ้นท์\n"}


def _commission(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าคอม Commission"
    sheet.append(["ค่าคอมมิชชั่น ม.ค.-มิ.ย. 2568 วิไลวรรณ ศรีประเสริฐ (Commission income, Jan-Jun 2025)"])
    sheet.append(list(COMMISSION_HEADERS))
    for month, row in zip(MONTHS, COMMISSION):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*COMMISSION))[:4]),
                  sum(sum(row[:4]) for row in COMMISSION), sum(row[4] for row in COMMISSION)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่ายงาน Expenses")
    spend.append(list(WORK_EXPENSE_HEADERS))
    for row in WORK_EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in WORK_EXPENSES)
    spend.append(["รวมค่าใช้จ่าย (Total expenses)", total, ""])
    spend.append(["คงเหลือ (Net)", sum(sum(row[:4]) for row in COMMISSION) - total, "ค่าคอม - ค่าใช้จ่าย"])
    money_format(spend, 2)
    book.save(path)


def _clients(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้าประกันชีวิต Life"
    sheet.append(["ทะเบียนลูกค้าประกันชีวิต สยามไลฟ์ (อัปเดต ก.ค. 2568)"])
    sheet.append(list(CLIENT_HEADERS))
    for row in CLIENTS:
        sheet.append(list(row))
    money_format(sheet, 4)
    motor = book.create_sheet("ต่อประกันรถ Motor")
    motor.append(list(MOTOR_HEADERS))
    for row in MOTOR_RENEWALS:
        motor.append(list(row))
    money_format(motor, 6)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "Insurance"
    for sub in ("Contracts", "Commission", "Clients", "Quotes", "Chats", "Email", "Licence"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Tax", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(work / "Contracts" / "สัญญาแต่งตั้งตัวแทน_สยามไลฟ์.docx", LIFE_TOP, table=LIFE_RATES,
               bottom=LIFE_BOTTOM)
    write_docx(work / "Contracts" / "ข้อตกลงตัวแทนประกันรถ_เจ้าพระยาประกันภัย_2568.docx", MOTOR_TOP,
               table=MOTOR_RATES, bottom=MOTOR_BOTTOM)
    _commission(work / "Commission" / "ค่าคอมมิชชั่น_2568.xlsx")
    (work / "Commission" / "สรุปคอมมิชชั่น_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    make_pdf(work / "Commission" / "SiamLife_commission_statement_2025-06.pdf", STATEMENT_PAGES)
    _clients(work / "Clients" / "ทะเบียนลูกค้า_กรมธรรม์_2568.xlsx")
    (work / "Clients" / "บันทึกนัดลูกค้า_กค68.md").write_text(MEETINGS, encoding="utf-8")
    write_slides(work / "Clients" / "แผนประกันครอบครัว_คุณหมอธนพล.pptx", DOCTOR_SLIDES)
    (work / "Chats" / "LINE_คุณวีระ_เคลมรถชน_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (work / "Email" / "SiamLife_Hokkaido_incentive_email.txt").write_text(INCENTIVE_EMAIL, encoding="utf-8")
    make_pdf(work / "Quotes" / "Quote_ChaoPhraya_Fortuner_Weera_2568.pdf", CHAOPHRAYA_QUOTE)
    make_pdf(work / "Quotes" / "Quote_ThaiSure_Fortuner_Weera_2568.pdf", THAISURE_QUOTE)
    (work / "Licence" / "ต่ออายุใบอนุญาตตัวแทน_คปภ.md").write_text(LICENCE_NOTE, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    (docs / "Home" / "Tax" / "ลดหย่อนภาษี_2568.md").write_text(TAX_NOTE, encoding="utf-8")
    make_pdf(docs / "Family" / "NU_tuition_invoice_Mint_sem1_2025.pdf", TUITION_PAGES)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the agent's to-do list."""
    write_texts(workspect, WORKSPECT)
