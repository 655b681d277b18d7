"""A folder for bench/agent_tasks.py (`--folder solar`): a two-person solar installer's work papers in Ratchaburi.

Ekkachai Thongdee (ช่างเอก) and his younger brother Pongsakorn (บอย) run Ek Solar Ratchaburi (เอก โซลาร์ ราชบุรี),
installing rooftop solar for homes, shops, a temple and farms around Ratchaburi: a Thai installation contract with a
Photharam customer (docx, a payment table), the Thai GSB SME loan agreement for their pickup and tools (docx, a table
of how the money is used) and the bank's English loan statement (pdf, 2 pages), income and costs by month for
January-August 2568 (xlsx, two sheets, Thai/English headers) and last year's income (xlsx), the job records for
June-August (xlsx), a Thai quote for a Ban Pong customer (md), an English quote and the request email from a Danish
customer in Suan Phueng (pdf, txt), a panel supplier's English invoice (pdf), two panel-supplier quotes (English pdf,
Thai txt), the inverter warranty certificate of the Photharam job (English pdf), a LINE chat export with that
customer about an inverter error (txt), a pig-farm proposal (pptx) with the site-survey note (md), a Thai note on the
PEA grid-connection steps (md), and six distractors that share words with them (a draft contract, an older LINE chat
with the same customer, an older quote revision, last year's supplier price list, another customer's older inverter
warranty, a loan offer they never took) plus a draft pig-farm idea; and a workspect that already holds a to-do
list. Written blind of the engine's rules, in session 19, for bench/data/agent_tasks_solar_holdout.json. Every
figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างติดตั้งระบบผลิตไฟฟ้าพลังงานแสงอาทิตย์ (โซลาร์เซลล์) บนหลังคา",
    "ทำที่ เอก โซลาร์ ราชบุรี 45/2 หมู่ 4 ตำบลเจดีย์หัก อำเภอเมืองราชบุรี จังหวัดราชบุรี วันที่ 3 กรกฎาคม 2568",
    "ผู้ว่าจ้าง: นางวิไลวรรณ ศรีประเสริฐ บ้านเลขที่ 112 หมู่ 6 ตำบลบ้านเลือก อำเภอโพธาราม จังหวัดราชบุรี 70120",
    "ผู้รับจ้าง: นายเอกชัย ทองดี (เอก โซลาร์ ราชบุรี) โทร 089-716-2584",
    "ข้อ 1. ผู้รับจ้างตกลงติดตั้งระบบโซลาร์เซลล์แบบออนกริด (On-grid) ขนาด 5.5 kWp ประกอบด้วยแผงโซลาร์ "
    "ขนาด 550 วัตต์ จำนวน 10 แผ่น อินเวอร์เตอร์ SunLink รุ่น SL-5KTL-S จำนวน 1 เครื่อง "
    "พร้อมรางยึด สายไฟ ตู้ควบคุมและอุปกรณ์ป้องกันฟ้าผ่า",
    "ข้อ 2. ค่าจ้างเหมารวมทั้งสิ้น 159,000 บาท (หนึ่งแสนห้าหมื่นเก้าพันบาทถ้วน) รวมค่าเขียนแบบ "
    "ค่าวิศวกรเซ็นรับรอง และค่าดำเนินการขออนุญาตขนานไฟกับการไฟฟ้าส่วนภูมิภาค (กฟภ.)",
    "ข้อ 3. ผู้รับจ้างจะเริ่มติดตั้งวันที่ 14 กรกฎาคม 2568 และติดตั้งให้แล้วเสร็จภายใน 15 วัน",
    "ข้อ 4. ผู้ว่าจ้างชำระค่าจ้างเป็นงวดตามตารางนี้ โดยโอนเข้าบัญชีกสิกรไทย ชื่อบัญชี นายเอกชัย ทองดี",
]
CONTRACT_PAYMENTS = [
    ("งวด", "เงื่อนไขการจ่าย", "จำนวนเงิน"),
    ("งวดที่ 1", "มัดจำในวันเซ็นสัญญา (30%)", "47,700 บาท"),
    ("งวดที่ 2", "ติดตั้งแผงและอินเวอร์เตอร์เสร็จ ระบบเปิดใช้งานได้ (60%)", "95,400 บาท"),
    ("งวดที่ 3", "กฟภ. อนุมัติขนานไฟและเปลี่ยนมิเตอร์แล้ว (10%)", "15,900 บาท"),
]
CONTRACT_BOTTOM = [
    "ข้อ 5. การรับประกัน: ผู้รับจ้างรับประกันงานติดตั้ง 2 ปี และรับประกันหลังคารั่วซึมจากการเจาะยึด 1 ปี "
    "นับจากวันส่งมอบงาน แผงโซลาร์รับประกันสินค้า 12 ปี ประสิทธิภาพ 25 ปี อินเวอร์เตอร์รับประกัน 10 ปี "
    "ตามเงื่อนไขของผู้ผลิต",
    "ข้อ 6. ภายในปีแรก ผู้รับจ้างล้างแผงให้ฟรี 1 ครั้ง และตรวจเช็กระบบให้ฟรีทุก 6 เดือน",
    "ข้อ 7. หากผู้รับจ้างติดตั้งล่าช้ากว่ากำหนดโดยไม่มีเหตุอันสมควร ยอมให้ปรับวันละ 500 บาท",
    "ข้อ 8. หากผู้ว่าจ้างยกเลิกสัญญาหลังผู้รับจ้างสั่งอุปกรณ์แล้ว ผู้รับจ้างมีสิทธิริบเงินมัดจำงวดที่ 1",
    "ลงชื่อ วิไลวรรณ ศรีประเสริฐ ผู้ว่าจ้าง",
    "ลงชื่อ เอกชัย ทองดี ผู้รับจ้าง",
    "ลงชื่อ พงศกร ทองดี พยาน",
]
LOAN_TOP = [
    "สัญญากู้ยืมเงิน สินเชื่อธุรกิจรายย่อย (SME)",
    "ธนาคารออมสิน สาขาราชบุรี ทำที่ สาขาราชบุรี วันที่ 15 มกราคม 2567",
    "ผู้กู้: นายเอกชัย ทองดี ประกอบกิจการ เอก โซลาร์ ราชบุรี (รับติดตั้งระบบโซลาร์เซลล์)",
    "ผู้ค้ำประกัน: นายพงศกร ทองดี และบรรษัทประกันสินเชื่ออุตสาหกรรมขนาดย่อม (บสย.)",
    "ข้อ 1. ผู้กู้ตกลงกู้และธนาคารตกลงให้กู้เงินจำนวน 450,000 บาท (สี่แสนห้าหมื่นบาทถ้วน) "
    "โดยธนาคารจะโอนเงินเข้าบัญชีของผู้กู้ในวันที่ 25 มกราคม 2567",
    "ข้อ 2. ผู้กู้จะใช้เงินกู้ตามวัตถุประสงค์ในตารางนี้เท่านั้น",
]
LOAN_USE = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("เงินดาวน์รถกระบะ Isuzu D-Max Spark", "250,000 บาท", "ใช้ขนแผงและนั่งร้าน"),
    ("เครื่องมือช่าง นั่งร้าน บันได เครื่องวัดไฟ", "120,000 บาท", "ตามใบเสนอราคาแนบ"),
    ("เงินทุนหมุนเวียนซื้อแผงและอินเวอร์เตอร์", "80,000 บาท", ""),
    ("รวม", "450,000 บาท", ""),
]
LOAN_BOTTOM = [
    "ข้อ 3. อัตราดอกเบี้ยร้อยละ 6.75 ต่อปี คงที่ตลอดอายุสัญญา คิดแบบลดต้นลดดอก",
    "ข้อ 4. ผู้กู้ผ่อนชำระเป็นรายเดือน 60 งวด งวดละ 8,860 บาท ทุกวันที่ 25 ของเดือน "
    "เริ่มงวดแรกวันที่ 25 กุมภาพันธ์ 2567 หักอัตโนมัติจากบัญชีออมทรัพย์ของผู้กู้",
    "ข้อ 5. ค่าธรรมเนียมค้ำประกัน บสย. ร้อยละ 1.75 ต่อปีของวงเงิน ผู้กู้ชำระปีละครั้งในเดือนมกราคม",
    "ข้อ 6. หากผิดนัดชำระ คิดดอกเบี้ยผิดนัดเพิ่มร้อยละ 3 ต่อปี และค่าติดตามทวงถามครั้งละ 100 บาท",
    "ข้อ 7. ผู้กู้ปิดบัญชีก่อนกำหนดได้ หากปิดภายใน 3 ปีแรกเสียค่าธรรมเนียมร้อยละ 2 ของเงินต้นคงเหลือ",
    "ลงชื่อ เอกชัย ทองดี ผู้กู้",
    "ลงชื่อ พงศกร ทองดี ผู้ค้ำประกัน",
    "ลงชื่อ ศิริพร บุญมา ผู้จัดการสาขาราชบุรี",
]
GSB_PAGES = [
    "Government Savings Bank (GSB) - Ratchaburi Branch\nSME LOAN STATEMENT\nStatement date: 30 June 2025\n"
    "Borrower: Mr. Ekkachai Thongdee (Ek Solar Ratchaburi)\nLoan account No.: 0204-5518-7731\n"
    "Original loan: 450,000.00 THB, drawn 25 January 2024\n"
    "Term: 60 monthly installments, interest 6.75% per year (fixed, reducing balance)\n"
    "Monthly installment: 8,860.00 THB, debited on the 25th of each month\n"
    "Installments paid: 17 of 60\nOutstanding principal at 30 June 2025: 337,430.86 THB\n"
    "Payments 1 January - 30 June 2025: 53,160.00 THB (interest 12,198.48 THB, principal 40,961.52 THB)\n"
    "Interest paid in 2024: 25,852.38 THB\nNext installment: 8,860.00 THB on 25 July 2025\n"
    "TCG guarantee fee for 2025 (1.75%): 7,875.00 THB, paid 10 January 2025",
    "Page 2 - Payments in this statement\n"
    "25 Jan 2025  8,860.00  interest 2,128.46  principal 6,731.54  balance 371,660.84\n"
    "25 Feb 2025  8,860.00  interest 2,090.59  principal 6,769.41  balance 364,891.43\n"
    "25 Mar 2025  8,860.00  interest 2,052.51  principal 6,807.49  balance 358,083.94\n"
    "25 Apr 2025  8,860.00  interest 2,014.22  principal 6,845.78  balance 351,238.16\n"
    "25 May 2025  8,860.00  interest 1,975.71  principal 6,884.29  balance 344,353.87\n"
    "25 Jun 2025  8,860.00  interest 1,936.99  principal 6,923.01  balance 337,430.86\n"
    "Total  53,160.00  interest 12,198.48  principal 40,961.52",
]
MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)", "มิ.ย. 68 (Jun)",
          "ก.ค. 68 (Jul)", "ส.ค. 68 (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "งานติดตั้ง (Jobs)", "kW ที่ติดตั้ง (kW installed)",
                  "รายรับงานติดตั้ง (Installation income, THB)", "ล้างแผง/ซ่อม (Cleaning & repair, THB)",
                  "รวมรายรับ (Total income, THB)")
INCOME = [(3, 16.5, 412000, 8500), (4, 21.0, 538000, 12400), (6, 33.5, 861500, 15200), (7, 41.0, 1046000, 9800),
          (5, 27.5, 702000, 11600), (3, 14.0, 371500, 18300), (2, 11.0, 289000, 21700), (3, 15.5, 398000, 19900)]
COST_HEADERS = ("เดือน (Month)", "แผงและอุปกรณ์ (Panels & parts, THB)", "ค่าแรงลูกมือ (Helper wages, THB)",
                "น้ำมันรถ (Fuel, THB)", "ผ่อนออมสิน (GSB loan, THB)", "อื่นๆ (Other, THB)",
                "รวมต้นทุน (Total costs, THB)", "กำไร (Profit, THB)")
COSTS = [(258300, 18000, 6200, 8860, 4100), (335900, 24000, 7800, 8860, 5300), (540200, 36000, 11400, 8860, 6900),
         (655700, 42000, 12900, 8860, 7400), (438100, 30000, 9600, 8860, 5800), (229400, 18000, 6700, 8860, 12500),
         (178600, 12000, 5900, 8860, 3900), (246800, 18000, 6400, 8860, 4200)]
COST_NOTES = ["", "", "", "", "", "ซื้อเครื่องฉีดน้ำแรงดันสูงล้างแผง 8,900", "ฝนตกทั้งเดือน งานน้อย", ""]
MONTHS_2567 = ["ม.ค. 67 (Jan)", "ก.พ. 67 (Feb)", "มี.ค. 67 (Mar)", "เม.ย. 67 (Apr)", "พ.ค. 67 (May)",
               "มิ.ย. 67 (Jun)", "ก.ค. 67 (Jul)", "ส.ค. 67 (Aug)", "ก.ย. 67 (Sep)", "ต.ค. 67 (Oct)", "พ.ย. 67 (Nov)",
               "ธ.ค. 67 (Dec)"]
INCOME_2567 = [(1, 5.5, 148000, 3200), (2, 8.5, 226000, 4100), (3, 16.0, 431000, 5600), (4, 21.5, 598000, 6200),
               (3, 13.5, 362000, 5900), (2, 8.0, 214000, 7800), (1, 5.5, 139000, 9400), (2, 11.0, 287000, 8700),
               (1, 3.0, 82000, 10200), (2, 8.5, 231000, 7600), (3, 14.0, 378000, 6900), (3, 16.5, 446000, 5400)]
JOB_HEADERS = ("เลขที่งาน (Job No.)", "วันที่ติดตั้ง (Install date)", "ลูกค้า (Customer)", "อำเภอ (District)",
               "ขนาดระบบ kW (System size)", "ประเภท (Type)", "ราคา (Price, THB)", "สถานะ กฟภ. (PEA status)",
               "หมายเหตุ (Note)")
JOBS = [
    ("J68-026", "6 มิ.ย. 68", "คุณสมชาย แก้วมณี", "บ้านโป่ง", 3.0, "On-grid 1 เฟส", 79000, "ขนานไฟแล้ว", ""),
    ("J68-027", "17 มิ.ย. 68", "ร้านข้าวแกงป้าอ้อย", "เมืองราชบุรี", 5.5, "On-grid 1 เฟส", 142500, "ขนานไฟแล้ว",
     "ใช้ไฟกลางวันเยอะ"),
    ("J68-028", "26 มิ.ย. 68", "คุณธนพล รุ่งเรือง", "ดำเนินสะดวก", 5.5, "On-grid 1 เฟส", 150000, "ขนานไฟแล้ว",
     "หลังคากระเบื้องลอนคู่ ต้องเสริมแป"),
    ("J68-029", "14-16 ก.ค. 68", "คุณวิไลวรรณ ศรีประเสริฐ", "โพธาราม", 5.5, "On-grid 1 เฟส", 159000,
     "ขนานไฟแล้ว 8 ส.ค. 68", "ตามสัญญา 3 งวด"),
    ("J68-030", "24 ก.ค. 68", "วัดหนองหอย (หลังคาศาลาการเปรียญ)", "เมืองราชบุรี", 5.5, "On-grid 1 เฟส", 130000,
     "ขนานไฟแล้ว", "ลดราคาให้วัด ทำบุญ"),
    ("J68-031", "5 ส.ค. 68", "คุณสุนทร ใจดี", "ปากท่อ", 3.0, "On-grid 1 เฟส", 82000, "รอ กฟภ. ตรวจ", ""),
    ("J68-032", "15 ส.ค. 68", "อู่ช่างต้อม", "บ้านโป่ง", 7.0, "On-grid 3 เฟส", 176000, "รอ กฟภ. ตรวจ",
     "อินเวอร์เตอร์ SL-7KTL-T"),
    ("J68-033", "27 ส.ค. 68", "คุณมาลี ทองคำ", "สวนผึ้ง", 5.5, "Hybrid (ไม่มีแบต)", 140000, "ยื่นเอกสารแล้ว",
     "เผื่อเพิ่มแบตปีหน้า"),
]
QUOTE_PRAYUTH = """# ใบเสนอราคา เอก โซลาร์ ราชบุรี

เลขที่ Q68-038 (rev.2)  วันที่ 20 สิงหาคม 2568

เรียน คุณประยุทธ มั่นคง  บ้านเลขที่ 77/1 หมู่ 2 ตำบลหนองอ้อ อำเภอบ้านโป่ง จังหวัดราชบุรี
เรื่อง ติดตั้งโซลาร์เซลล์ออนกริด 3 เฟส ขนาด 10 kW (แก้ไขตามที่คุยกันหน้างาน 18 ส.ค.)

| รายการ | จำนวน | ราคา (บาท) |
|---|---|---|
| แผงโซลาร์ N-type 580W | 18 แผ่น (10.44 kWp) | 65,700 |
| อินเวอร์เตอร์ SunLink SL-10KTL-T 3 เฟส | 1 เครื่อง | 52,500 |
| รางยึด ขายึดหลังคาเมทัลชีท | 1 ชุด | 21,600 |
| สายไฟ DC/AC เบรกเกอร์ ตู้กันฟ้าผ่า | 1 ชุด | 24,200 |
| ค่าแรงติดตั้ง | 1 งาน | 48,000 |
| ค่าเขียนแบบ วิศวกรเซ็น และขออนุญาต กฟภ. | 1 งาน | 12,000 |
| ส่วนลดพิเศษ | | -8,000 |
| **รวมทั้งสิ้น** | | **216,000** |

- ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม (ร้านไม่ได้จดทะเบียน VAT)
- แบ่งจ่าย 3 งวด 30% / 60% / 10% เหมือนงานอื่น
- ยืนราคาถึง 20 กันยายน 2568
- ผลิตไฟได้ประมาณ 1,250 หน่วยต่อเดือน ประหยัดค่าไฟประมาณ 5,600 บาทต่อเดือน คืนทุนประมาณ 3 ปีครึ่ง

ช่างเอก 089-716-2584
"""
PETER_EMAIL = """From: Peter Hansen <peter.hansen.dk@gmail.com>
To: Ek Solar Ratchaburi <eksolar.rb@gmail.com>
Date: Sat, 2 Aug 2025 09:41:17 +0700
Subject: Solar with battery for our house in Suan Phueng?

Hello Khun Ek,

My neighbour Khun Malee gave me your number, she is happy with your work. My wife Noi and I live at
59 Moo 3, Tanaosri, Suan Phueng. Our PEA bill is about 3,800 THB a month, a bit more in April.
The roof is metal sheet, facing south-west, about 60 square metres.

We have power cuts here almost every week in the rainy season, so we would like a hybrid system with a
battery that keeps the fridge, lights, internet and one aircon running. Could you send me a quotation
for about 5 kW with a battery? I am not in a hurry, but I would like the work done before the end of
November, before we go to Denmark for Christmas.

Can you also tell me how long the warranty is on the battery? I can speak some Thai, but please write
the quotation in English so I can show my son.

Best regards,
Peter Hansen
Tel. 092-381-4470
"""
PETER_QUOTE = [
    "EK SOLAR RATCHABURI\n45/2 Moo 4, Chedi Hak, Mueang Ratchaburi 70000   Tel. 089-716-2584\n"
    "QUOTATION No. Q68-041   Date: 6 August 2025\n"
    "To: Mr. Peter Hansen, 59 Moo 3, Tanaosri, Suan Phueng, Ratchaburi\n"
    "Project: 5 kW hybrid solar system with battery backup\n"
    "1. N-type mono panels 580W x 10 (5.8 kWp) @ 4,350 = 43,500 THB\n"
    "2. SunLink SL-5KH hybrid inverter 5 kW x 1 = 48,000 THB\n"
    "3. LiFePO4 battery 10.24 kWh x 1 = 69,000 THB\n"
    "4. Mounting rails and roof hooks for metal sheet = 12,800 THB\n"
    "5. DC/AC cables, breakers, surge protection, backup panel = 9,700 THB\n"
    "6. Installation labour (2 technicians, 3 days) = 22,000 THB\n"
    "7. Drawings, engineer signature and PEA permit = 6,000 THB\n"
    "TOTAL: 211,000 THB (no VAT - we are not VAT registered)\n"
    "Payment: 40% on signing, 50% when installed, 10% after PEA approval\n"
    "This quotation is valid until 5 September 2025.\n"
    "Backup: the battery can run fridge, lights, router and one 12,000 BTU aircon for about 6 hours.\n"
    "Expected saving: about 2,900 THB a month, payback about 6 years.\n"
    "Warranty: workmanship 2 years, panels 12 years (25 years output), inverter 10 years, battery 10 years "
    "or 6,000 cycles.\nInstallation can start 2 weeks after the deposit, so before end of November is fine.",
]
SUPPLY_INVOICE = [
    "BANGKOK SOLAR SUPPLY CO., LTD.\n88 Phetkasem Road, Bang Khae, Bangkok 10160   Tax ID 0105561234871\n"
    "TAX INVOICE / INVOICE No. INV-2568-0712\nDate: 8 August 2025\n"
    "Customer: Ek Solar Ratchaburi (Mr. Ekkachai Thongdee), 45/2 Moo 4, Chedi Hak, Mueang Ratchaburi 70000\n"
    "1. Solar panel N-type 580W   30 pcs x 3,650.00 = 109,500.00\n"
    "2. SunLink SL-5KTL-S on-grid inverter 5 kW   2 x 27,900.00 = 55,800.00\n"
    "3. SunLink SL-7KTL-T on-grid inverter 7 kW 3-phase   1 x 36,500.00 = 36,500.00\n"
    "4. Aluminium mounting kit (10 panels)   3 sets x 6,200.00 = 18,600.00\n"
    "Subtotal: 220,400.00 THB\nVAT 7%: 15,428.00 THB\nTotal amount: 235,828.00 THB\n"
    "Payment term: 30 days. Due date: 7 September 2025\n"
    "Transfer to Kasikornbank, Bang Khae branch, account 038-1-55720-4 (Bangkok Solar Supply Co., Ltd.)\n"
    "Late payment: 1.5% per month. Goods delivered to Ratchaburi on 11 August 2025.",
]
SOLARHUB_QUOTE = [
    "SolarHub Thailand Co., Ltd.\n19/4 Moo 1, Phutthamonthon Sai 5, Sam Phran, Nakhon Pathom 73110\n"
    "QUOTATION No. SH-Q-25-0815   Date: 15 August 2025\nTo: Ek Solar Ratchaburi (Khun Ek)\n"
    "Prices per unit, excluding VAT 7%\n"
    "N-type mono panel 580W (order 30 pcs or more): 3,590 THB per panel\n"
    "SunLink SL-5KTL-S on-grid inverter 5 kW: 27,500 THB\n"
    "SunLink SL-5KH hybrid inverter 5 kW: 45,900 THB\n"
    "LiFePO4 battery 10.24 kWh (10-year warranty): 58,000 THB\n"
    "Aluminium mounting kit (10 panels): 5,900 THB\n"
    "Free delivery to Ratchaburi for orders over 100,000 THB, otherwise 1,200 THB a trip\n"
    "Credit term: 15 days for first orders, 30 days after 3 orders\nValid until 15 September 2025\n"
    "Sales: Khun Jirayu, Tel. 081-902-3346",
]
RB_CENTER_QUOTE = """ใบเสนอราคา ร้านราชบุรีโซลาร์เซ็นเตอร์ (ถนนเพชรเกษม ตรงข้ามโลตัสราชบุรี)
วันที่ 18 ส.ค. 2568  เสนอ ช่างเอก เอก โซลาร์

แผงโซลาร์ N-type 580W ซื้อ 20 แผ่นขึ้นไป  แผ่นละ 3,480 บาท
อินเวอร์เตอร์ SunLink SL-5KTL-S ออนกริด 5kW  28,200 บาท
อินเวอร์เตอร์ไฮบริด SunLink SL-5KH 5kW  46,500 บาท
แบตเตอรี่ลิเธียม LiFePO4 10.24 kWh  61,500 บาท
ชุดรางยึดอลูมิเนียม (10 แผง)  6,400 บาท

- ราคายังไม่รวม VAT 7%
- จ่ายเงินสดหรือโอนก่อนรับของ ไม่มีเครดิต
- มารับเองที่ร้าน หรือส่งในเมืองราชบุรี ค่าส่ง 500 บาท
- ของมีพร้อม รับได้เลย ยืนราคา 30 วัน
ติดต่อ เฮียเล้ง 086-554-1092
"""
WARRANTY = [
    "SunLink Power Technology Co., Ltd.\nINVERTER WARRANTY CERTIFICATE\n"
    "Warranty registration No.: WR-TH-2507-33190\n"
    "Product: SunLink SL-5KTL-S single-phase on-grid inverter, 5 kW\nSerial No.: SL5K2506A01873\n"
    "End user: Mrs. Wilaiwan Sriprasert, 112 Moo 6, Ban Lueak, Photharam, Ratchaburi 70120\n"
    "Installer: Ek Solar Ratchaburi (Mr. Ekkachai Thongdee)\nInstallation date: 16 July 2025\n"
    "Standard warranty: 10 years, from 16 July 2025 to 15 July 2035\n"
    "Extension: the warranty can be extended to 15 years for 4,900 THB if bought within 12 months "
    "of installation\n"
    "Claims: the installer reports the fault with the serial number and error code to the SunLink Thailand "
    "service centre, Tel. 02-136-8870. A replacement unit is sent within 7 working days.\n"
    "Not covered: lightning, flooding, fire, insects or animals inside the unit, installation not following "
    "the manual, or a unit opened by anyone other than SunLink service staff.",
]
LINE_WILAIWAN = """[LINE] ประวัติการแชทกับ วิไลวรรณ โพธาราม
บันทึกเมื่อ: 24/08/2568 20:15

ศ., 08/08/2568
14:02\tวิไลวรรณ โพธาราม\tช่างเอกคะ กฟภ. มาเปลี่ยนมิเตอร์แล้วนะคะเมื่อเช้า
14:05\tเอก โซลาร์\tเยี่ยมครับ งั้นงวดสุดท้าย 15,900 โอนได้เลยครับ
14:30\tวิไลวรรณ โพธาราม\t[รูปภาพ] โอนแล้วค่ะ

อ., 19/08/2568
13:47\tวิไลวรรณ โพธาราม\tช่างเอกคะ อินเวอร์เตอร์ไฟแดงค่ะ หน้าจอขึ้น E021 แล้วก็ดับไปเป็นพักๆ ตอนบ่าย
13:48\tวิไลวรรณ โพธาราม\t[รูปภาพ]
14:10\tเอก โซลาร์\tE021 คือแรงดันไฟจากสายของ กฟภ. สูงเกินครับ ช่วงบ่ายแถวนั้นไฟเกิน 250 โวลต์ อินเวอร์เตอร์เลยตัดตัวเอง
14:12\tเอก โซลาร์\tไม่เป็นอันตรายครับ เดี๋ยวผมเข้าไปปรับค่าในเครื่อง แล้ววัดไฟให้
14:15\tวิไลวรรณ โพธาราม\tมาได้วันไหนคะ
14:20\tเอก โซลาร์\tเสาร์ที่ 23 ส.ค. ประมาณ 9 โมงเช้าครับ ผมกับบอยไปด้วยกัน
14:21\tเอก โซลาร์\tถ้าปรับแล้วยังไม่หาย ผมจะเคลมกับ SunLink ให้ ยังอยู่ในประกัน 10 ปี ไม่เสียค่าใช้จ่ายครับ
14:25\tวิไลวรรณ โพธาราม\tขอบคุณค่ะ แล้วล้างแผงครั้งละเท่าไหร่คะ ฝุ่นจากถนนเยอะมาก
14:31\tเอก โซลาร์\tปีแรกล้างฟรี 1 ครั้งตามสัญญาครับ ครั้งต่อไปครั้งละ 800 บาท (10 แผง)

ส., 23/08/2568
11:05\tเอก โซลาร์\tปรับค่าแรงดันเสร็จแล้วครับ ผมทำหนังสือแจ้ง กฟภ. โพธาราม ให้มาดูหม้อแปลงด้วย
11:06\tวิไลวรรณ โพธาราม\tค่ะ ขอบคุณมากค่ะ

อา., 24/08/2568
17:40\tวิไลวรรณ โพธาราม\tวันนี้ไม่ขึ้น E021 แล้วค่ะ ผลิตได้ 26 หน่วย
17:45\tเอก โซลาร์\tดีครับ ถ้าขึ้นอีกทักมาได้เลยครับ
"""
PIG_SLIDES = [
    ("ข้อเสนอติดตั้งโซลาร์เซลล์ ฟาร์มสุขสมบูรณ์ จอมบึง 30 kW",
     "เสนอ คุณเสถียร สุขสมบูรณ์\nโดย เอก โซลาร์ ราชบุรี กันยายน 2568"),
    ("ระบบที่เสนอ", "แผงโซลาร์ N-type 580W จำนวน 52 แผ่น (30.16 kWp)\n"
                    "อินเวอร์เตอร์ 3 เฟส 30 kW จำนวน 1 เครื่อง\n"
                    "ติดบนหลังคาโรงเรือนหมูขุน 2 หลัง พร้อมเสริมแปหลังคา"),
    ("ราคา", "ราคารวม 735,000 บาท รวมค่าเสริมโครงหลังคา ค่าวิศวกร ค่าขออนุญาต กฟภ. และแจ้ง กกพ.\n"
             "แบ่งจ่าย 3 งวด 30% / 60% / 10%"),
    ("ความคุ้มค่า", "ผลิตไฟได้ประมาณ 3,600 หน่วยต่อเดือน (ใช้เองกลางวันเกือบทั้งหมด)\n"
                    "ประหยัดค่าไฟประมาณ 16,500 บาทต่อเดือน\nคืนทุนประมาณ 3.7 ปี"),
    ("บริการหลังการขาย", "ล้างแผงฟรี 4 ครั้งในปีแรก (ฝุ่นและแอมโมเนียจากโรงเรือน)\n"
                         "รับประกันงานติดตั้ง 2 ปี อินเวอร์เตอร์ 10 ปี แผง 12 ปี ประสิทธิภาพ 25 ปี"),
    ("ไทม์ไลน์", "เซ็นสัญญาภายในกันยายน 2568\nยื่นขออนุญาต กฟภ. ตุลาคม 2568\n"
                 "ติดตั้ง 10 วันทำงาน\nเริ่มผลิตไฟ ธันวาคม 2568"),
]
PIG_SURVEY = """# สำรวจหน้างาน ฟาร์มสุขสมบูรณ์ (ฟาร์มหมู) อ.จอมบึง

วันที่ 28 สิงหาคม 2568  ไปกับบอย  คุยกับ คุณเสถียร สุขสมบูรณ์ (เจ้าของ) โทร 081-447-9205

## ค่าไฟ
- ค่าไฟเฉลี่ยเดือนละประมาณ 38,000 บาท (บิล ก.ค. 68 = 41,260 บาท)
- ใช้ไฟกลางวันเยอะ: พัดลมระบบอีแวป 12 ตัว ปั๊มน้ำ เปิด 06:00-18:00
- มีหม้อแปลงของฟาร์มเอง 100 kVA ไฟ 3 เฟส

## หลังคา
- โรงเรือนหมูขุน 2 หลัง หลังคาเมทัลชีท หันทิศใต้ พื้นที่รวมประมาณ 420 ตร.ม.
- โครงเหล็กแข็งแรง แต่แปห่าง ต้องเสริมแปเพิ่ม ประมาณ 38,000 บาท
- ฝุ่นกับแอมโมเนียจากโรงเรือนเยอะ ต้องล้างแผงทุก 2 เดือน และใช้รางกับน็อตสแตนเลส

## ข้อสรุป
- เสนอระบบ 30 kW ออนกริด 3 เฟส ไม่ใส่แบต (กลางคืนใช้ไฟน้อย)
- ต้องแจ้ง กกพ. และขออนุญาต กฟภ. จอมบึง ใช้เวลาประมาณ 45 วัน
- คุณเสถียรอยากได้ราคาภายในต้นเดือน ก.ย. จะเทียบกับอีกเจ้าจากนครปฐม
- ทำสไลด์ไปนำเสนอ ให้เห็นตัวเลขคืนทุนชัดๆ
"""
PIG_IDEA = """# ไอเดียงานฟาร์มหมูจอมบึง (ร่าง ก่อนไปดูหน้างาน)

- คุณมาลีแนะนำมา บอกว่าฟาร์มค่าไฟเดือนละ 30,000 กว่าบาท
- คิดคร่าวๆ ระบบ 25 kW ราคาประมาณ 650,000 บาท
- ยังไม่รู้ว่าหลังคารับน้ำหนักได้ไหม ต้องไปดูก่อน
- ถ้าได้งานนี้ อาจต้องจ้างลูกมือเพิ่ม 2 คน
"""
PEA_STEPS = """# ขั้นตอนขออนุญาตขนานไฟ กฟภ. (งานออนกริด บ้าน/ร้านค้า) โน้ตไว้กันลืม

1. ลูกค้าเซ็นหนังสือมอบอำนาจให้เรายื่นแทน + สำเนาบัตรประชาชน + บิลค่าไฟล่าสุด
2. เขียนแบบ single line diagram และแบบติดตั้งบนหลังคา ให้วิศวกรไฟฟ้า (คุณณัฐวุฒิ) เซ็นรับรอง ค่าเซ็นแบบงานละ 3,500 บาท
3. อินเวอร์เตอร์ต้องเป็นรุ่นที่อยู่ในรายชื่อที่ กฟภ. รับรอง (SunLink SL-5KTL-S, SL-7KTL-T, SL-10KTL-T มีในลิสต์แล้ว)
4. แจ้ง กกพ. ผ่านระบบออนไลน์ก่อน ได้เลขแจ้งแล้วค่อยยื่น กฟภ. สาขาในพื้นที่
5. ยื่นคำร้องขอเชื่อมต่อที่ กฟภ. ค่าตรวจสอบระบบ 2,000 บาท (1 เฟส) / 4,000 บาท (3 เฟส)
6. กฟภ. นัดตรวจหน้างาน แล้วเปลี่ยนมิเตอร์เป็นแบบดิจิทัล ลูกค้าจ่ายค่ามิเตอร์เองถ้ามี
7. ใช้เวลาทั้งหมดประมาณ 30-45 วัน (ช่วงปลายปีคนยื่นเยอะ ช้ากว่านั้น)

ข้อควรระวัง
- ห้ามเปิดจ่ายไฟเข้าระบบก่อน กฟภ. อนุญาต ถ้าตรวจเจอโดนปรับ
- ถ้าจะขายไฟคืน (โครงการโซลาร์ภาคประชาชน) ต้องเป็นบ้านอยู่อาศัย ไม่เกิน 10 kW ได้หน่วยละ 2.20 บาท สัญญา 10 ปี
"""
DISTRACTORS = {
    "EkSolar/Contracts/สัญญาจ้างติดตั้ง_คุณวิไลวรรณ_ร่าง.txt":
        "ร่างสัญญาจ้างติดตั้งโซลาร์ คุณวิไลวรรณ โพธาราม (ร่างแรก มิ.ย. 2568 ยังไม่เซ็น)\n"
        "- ระบบ 6 kW แผง 550W 11 แผ่น\n- ราคารวม 165,000 บาท\n- แบ่งจ่าย 2 งวด 50% / 50%\n"
        "- ลูกค้าขอลดราคา รอคุยใหม่ก่อนทำฉบับจริง\n",
    "EkSolar/Chats/LINE_วิไลวรรณ_โพธาราม_2568-06.txt":
        "[LINE] ประวัติการแชทกับ วิไลวรรณ โพธาราม\nบันทึกเมื่อ: 30/06/2568 19:02\n\n"
        "ศ., 27/06/2568\n10:15\tวิไลวรรณ โพธาราม\tช่างเอกคะ 165,000 แพงไปหน่อยค่ะ ลดได้ไหม\n"
        "10:40\tเอก โซลาร์\tลดเหลือ 5.5 kW ได้ครับ ราคาจะลงมาอีกหน่อย เดี๋ยวผมคิดใหม่ให้\n"
        "10:42\tวิไลวรรณ โพธาราม\tค่ะ สะดวกเซ็นสัญญาต้นเดือนหน้านะคะ\n",
    "EkSolar/Quotes/ใบเสนอราคา_คุณประยุทธ_บ้านโป่ง_10kW_rev1.md":
        "# ใบเสนอราคา เอก โซลาร์ ราชบุรี\n\nเลขที่ Q68-038 (rev.1)  วันที่ 9 สิงหาคม 2568\n\n"
        "เรียน คุณประยุทธ มั่นคง บ้านโป่ง\nเรื่อง ติดตั้งโซลาร์เซลล์ออนกริด 3 เฟส 10 kW\n\n"
        "- แผงโซลาร์ 550W 20 แผ่น (11 kWp)\n- อินเวอร์เตอร์ 3 เฟส 10 kW\n- รวมทั้งสิ้น 239,000 บาท\n"
        "- ยืนราคาถึง 9 กันยายน 2568\n",
    "EkSolar/Suppliers/ราคาแผง_SolarHub_2567.txt":
        "SolarHub Thailand price list (ปี 2567 เก่า)\nแผง mono 550W แผ่นละ 4,100 บาท\n"
        "SunLink SL-5KTL อินเวอร์เตอร์ 5kW 31,000 บาท\nแบตเตอรี่ 5 kWh 42,000 บาท\n"
        "ส่งฟรีเมื่อซื้อเกิน 150,000 บาท\n",
    "EkSolar/Loan/ข้อเสนอสินเชื่อ_ธกส_2567.md":
        "# ข้อเสนอสินเชื่อ ธ.ก.ส. สาขาโพธาราม (ธันวาคม 2566 ไม่ได้กู้ ไปกู้ออมสินแทน)\n\n"
        "- วงเงิน 400,000 บาท\n- ดอกเบี้ย 7.25% ต่อปี ผ่อน 7 ปี\n- ผ่อนเดือนละประมาณ 6,100 บาท\n"
        "- ต้องมีที่ดินค้ำประกัน\n",
}
WARRANTY_OLD = [
    "SunLink Power Technology Co., Ltd.\nINVERTER WARRANTY CERTIFICATE\n"
    "Warranty registration No.: WR-TH-2303-08127\n"
    "Product: SunLink SL-3KTL-S single-phase on-grid inverter, 3 kW\nSerial No.: SL3K2302B00412\n"
    "End user: Mr. Chom Wongsa, 8 Moo 9, Khao Raeng, Mueang Ratchaburi 70000\n"
    "Installer: Ek Solar Ratchaburi (Mr. Ekkachai Thongdee)\nInstallation date: 10 March 2023\n"
    "Standard warranty: 5 years, from 10 March 2023 to 9 March 2028\n"
    "Claims: contact the SunLink Thailand service centre, Tel. 02-136-8870.",
]
WORKSPECT = {"todo.md": "- โอนค่าของ Bangkok Solar Supply ก่อนครบกำหนด\n- ส่งใบเสนอราคาฟาร์มหมูให้คุณเสถียร\n"
                        "- ตาม Peter เรื่องใบเสนอราคา\n- ล้างแผงร้านป้าอ้อย\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับ เอก โซลาร์ ราชบุรี ม.ค.-ส.ค. 2568 (Ek Solar income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, (jobs, kw, install, clean) in zip(MONTHS, INCOME):
        sheet.append([month, jobs, kw, install, clean, install + clean])
    sheet.append(["รวม (Total)", sum(row[0] for row in INCOME), sum(row[1] for row in INCOME),
                  sum(row[2] for row in INCOME), sum(row[3] for row in INCOME),
                  sum(row[2] + row[3] for row in INCOME)])
    for column in (4, 5, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(["ต้นทุนและกำไร ม.ค.-ส.ค. 2568 (Costs and profit, Jan-Aug 2025)"])
    costs.append([*COST_HEADERS, "หมายเหตุ (Note)"])
    for month, row, income, note in zip(MONTHS, COSTS, INCOME, COST_NOTES):
        costs.append([month, *row, sum(row), income[2] + income[3] - sum(row), note])
    costs.append(["รวม (Total)", *(sum(column) for column in zip(*COSTS)), sum(map(sum, COSTS)),
                  sum(row[2] + row[3] for row in INCOME) - sum(map(sum, COSTS)), ""])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


def _income_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ 2567"
    sheet.append(["รายรับ เอก โซลาร์ ราชบุรี ปี 2567 (Ek Solar income 2024)"])
    sheet.append(list(INCOME_HEADERS))
    for month, (jobs, kw, install, clean) in zip(MONTHS_2567, INCOME_2567):
        sheet.append([month, jobs, kw, install, clean, install + clean])
    sheet.append(["รวม (Total)", sum(row[0] for row in INCOME_2567), sum(row[1] for row in INCOME_2567),
                  sum(row[2] for row in INCOME_2567), sum(row[3] for row in INCOME_2567),
                  sum(row[2] + row[3] for row in INCOME_2567)])
    for column in (4, 5, 6):
        money_format(sheet, column)
    book.save(path)


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานติดตั้ง Jobs"
    sheet.append(["บันทึกงานติดตั้ง มิ.ย.-ส.ค. 2568 (Installation jobs, Jun-Aug 2025)"])
    sheet.append(list(JOB_HEADERS))
    for row in JOBS:
        sheet.append(list(row))
    money_format(sheet, 7)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "EkSolar"
    for sub in ("Contracts", "Loan", "บัญชี", "Jobs", "Quotes", "Suppliers", "Warranty", "Chats",
                "ฟาร์มหมู_จอมบึง", "Notes"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    write_docx(work / "Contracts" / "สัญญาจ้างติดตั้งโซลาร์_คุณวิไลวรรณ_โพธาราม.docx", CONTRACT_TOP,
               table=CONTRACT_PAYMENTS, bottom=CONTRACT_BOTTOM)
    write_docx(work / "Loan" / "สัญญากู้เงิน_ออมสิน_SME_2567.docx", LOAN_TOP, table=LOAN_USE, bottom=LOAN_BOTTOM)
    make_pdf(work / "Loan" / "GSB_loan_statement_2025-06.pdf", GSB_PAGES)
    _income(work / "บัญชี" / "รายรับรายจ่าย_เอกโซลาร์_2568.xlsx")
    _income_2567(work / "บัญชี" / "รายรับ_เอกโซลาร์_2567.xlsx")
    _jobs(work / "Jobs" / "บันทึกงานติดตั้ง_มิย-สค2568.xlsx")
    (work / "Quotes" / "ใบเสนอราคา_คุณประยุทธ_บ้านโป่ง_10kW_rev2.md").write_text(QUOTE_PRAYUTH, encoding="utf-8")
    make_pdf(work / "Quotes" / "Quotation_Q68-041_PeterHansen_SuanPhueng.pdf", PETER_QUOTE)
    (work / "Quotes" / "email_PeterHansen_ขอใบเสนอราคา.txt").write_text(PETER_EMAIL, encoding="utf-8")
    make_pdf(work / "Suppliers" / "BangkokSolarSupply_INV-2568-0712.pdf", SUPPLY_INVOICE)
    make_pdf(work / "Suppliers" / "SolarHub_quotation_2025-08.pdf", SOLARHUB_QUOTE)
    (work / "Suppliers" / "ใบเสนอราคา_ราชบุรีโซลาร์เซ็นเตอร์_2568-08.txt").write_text(RB_CENTER_QUOTE,
                                                                                     encoding="utf-8")
    make_pdf(work / "Warranty" / "Warranty_SunLink_SL-5KTL_Wilaiwan.pdf", WARRANTY)
    make_pdf(work / "Warranty" / "Warranty_SunLink_SL-3KTL_ลุงชม_2566.pdf", WARRANTY_OLD)
    (work / "Chats" / "LINE_วิไลวรรณ_โพธาราม_2568-08.txt").write_text(LINE_WILAIWAN, encoding="utf-8")
    write_slides(work / "ฟาร์มหมู_จอมบึง" / "ข้อเสนอโซลาร์_ฟาร์มสุขสมบูรณ์_30kW.pptx", PIG_SLIDES)
    (work / "ฟาร์มหมู_จอมบึง" / "สำรวจหน้างาน_ฟาร์มหมู_2568-08-28.md").write_text(PIG_SURVEY, encoding="utf-8")
    (work / "ฟาร์มหมู_จอมบึง" / "ไอเดียฟาร์มหมู_ร่าง.md").write_text(PIG_IDEA, encoding="utf-8")
    (work / "Notes" / "ขั้นตอนขนานไฟ_กฟภ.md").write_text(PEA_STEPS, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the brothers' to-do list."""
    write_texts(workspect, WORKSPECT)
