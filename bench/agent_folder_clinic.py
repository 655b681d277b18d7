"""A fourth folder for bench/agent_tasks.py (`--folder clinic`): a Hat Yai family's dental clinic and household papers.

Dr. Pimchanok Saelim (หมอพิม), a dentist who runs Yim Sai Dental Clinic (คลินิกทันตกรรมยิ้มใส) in Hat Yai, Songkhla,
with her husband Wirat doing the admin: a Thai shophouse lease for the clinic (docx, a rent table), the clinic's
income and expenses for January-June 2568 (xlsx, two sheets, Thai/English headers), two quotes for a dental chair
(an English pdf and a Thai docx with a table), an English staff-meeting note (md), a branch-2 plan (pptx), an English
supplier order email (txt), a Thai licence-renewal letter from the provincial health office (txt), two PEA
electricity bills (pdf), a Thai land-and-building tax notice for a shophouse they let (docx, a table and heading
sections), a GHB home-loan statement (pdf, 2 pages), a Thai note on a younger sister's wedding (md), household
spending for two months (xlsx, Thai/English headers), and six distractors that share words with them; plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 10, for
bench/data/agent_tasks_clinic_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายสุเมธ ตันติวงศ์  ผู้เช่า: ทันตแพทย์หญิงพิมพ์ชนก แซ่ลิ้ม (คลินิกทันตกรรมยิ้มใส)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น เลขที่ 88/3 ถนนนิพัทธ์อุทิศ 3 ตำบลหาดใหญ่ อำเภอหาดใหญ่ "
    "จังหวัดสงขลา 90110 เพื่อใช้เป็นคลินิกทันตกรรม",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 7 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 90,000 บาท (เก้าหมื่นบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าติดตั้งป้ายคลินิกและปรับปรุงภายในได้ เมื่อได้รับความยินยอมจากผู้ให้เช่าเป็นหนังสือ",
    "ข้อ 7. ภาษีที่ดินและสิ่งปลูกสร้างของอาคารนี้ ผู้ให้เช่าเป็นผู้ชำระ",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ม.ค. - ธ.ค. 2568", "30,000 บาท"),
    ("ปีที่ 2", "ม.ค. - ธ.ค. 2569", "31,500 บาท"),
    ("ปีที่ 3", "ม.ค. - ธ.ค. 2570", "33,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ สุเมธ ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก แซ่ลิ้ม ผู้เช่า"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ทันตกรรมทั่วไป (General dentistry, THB)", "จัดฟัน (Orthodontics, THB)",
                  "รากเทียม (Implants, THB)", "รวม (Total, THB)")
INCOME = [(142000, 96000, 45000), (128500, 98000, 0), (151200, 101000, 90000),
          (118300, 94000, 45000), (149800, 103000, 45000), (156400, 105500, 90000)]
EXPENSE_HEADERS = ("รายการ (Item)", "หมวด (Category)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าอาคาร (Rent)", "สถานที่ (Premises)", 180000, "เดือนละ 30,000"),
    ("เงินเดือนพนักงาน (Staff salaries)", "บุคลากร (Staff)", 372000, "ผู้ช่วย 2 คน + เคาน์เตอร์ 1 คน + หมอจัดฟัน"),
    ("ค่าแล็บทันตกรรม (Dental lab)", "การรักษา (Treatment)", 146500, "ครอบฟัน รีเทนเนอร์"),
    ("วัสดุทันตกรรม (Dental supplies)", "การรักษา (Treatment)", 98700, "DentaPlus"),
    ("ค่าไฟฟ้าคลินิก (Clinic electricity)", "สาธารณูปโภค (Utilities)", 41200, ""),
    ("ค่าการตลาด (Marketing)", "การตลาด (Marketing)", 24000, "Facebook + Google"),
    ("ประกันสังคม (Social security)", "บุคลากร (Staff)", 16200, ""),
]
SIAMDENT_QUOTE = [  # make_pdf writes ASCII only, so the Bangkok supplier's quote is in English
    "SiamDent Equipment Co., Ltd. - 1120 Rama 4 Road, Bangkok 10110\nQUOTATION No. SD-Q25-0712\n"
    "Date: 8 July 2025\nTo: Yim Sai Dental Clinic, 88/3 Niphat Uthit 3 Road, Hat Yai, Songkhla 90110\n"
    "Attn: Mr. Wirat Saelim\n"
    "Item: DentaStar S6 dental unit (chair, LED operating light, assistant module, 1 set)\n"
    "Unit price: 465,000.00 THB\nDelivery and installation in Hat Yai, staff training: included\n"
    "Subtotal: 465,000.00 THB\nVAT 7%: 32,550.00 THB\nTotal: 497,550.00 THB\n"
    "Warranty: 3 years, parts and labour\nDelivery: 30 days after the order\n"
    "Payment: 30% deposit with the order, 70% on installation\nThis quotation is valid until 31 August 2025\n"
    "Sales: Ms. Orawan P., Tel. 02-249-7710",
]
HATYAI_TOP = [
    "บริษัท หาดใหญ่เมดิคอลซัพพลาย จำกัด (Hat Yai Medical Supply Co., Ltd.)",
    "199 ถนนกาญจนวนิช ตำบลคอหงส์ อำเภอหาดใหญ่ จังหวัดสงขลา 90110",
    "ใบเสนอราคา เลขที่ HM-2568/219  วันที่ 15 กรกฎาคม 2568",
    "เรียน คุณวิรัช แซ่ลิ้ม คลินิกทันตกรรมยิ้มใส",
]
HATYAI_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "ยูนิตทำฟัน รุ่น Fona 2000L (Dental unit)", "1", "398,000"),
    ("2", "เครื่องดูดน้ำลายแรงสูง (Suction unit)", "1", "35,000"),
    ("3", "ค่าติดตั้งและเดินท่อ (Installation)", "1", "8,000"),
    ("", "รวมเป็นเงิน", "", "441,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "30,870"),
    ("", "รวมทั้งสิ้น", "", "471,870"),
]
HATYAI_BOTTOM = [
    "รับประกันสินค้า 2 ปี (อะไหล่และค่าแรง)",
    "ส่งของและติดตั้งภายใน 14 วันหลังสั่งซื้อ",
    "เงื่อนไขการชำระเงิน: มัดจำ 50% เมื่อสั่งซื้อ ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ยืนราคา 30 วัน (ถึงวันที่ 14 สิงหาคม 2568)",
    "ผู้เสนอราคา: นายอนุชา เพชรรัตน์ โทร 089-465-2231",
]
STAFF_MEETING = """# Yim Sai Dental Clinic - staff meeting, 28 June 2025

Attendees: Dr. Pim (chair), Dr. Arif (orthodontist, Tue/Thu/Sat), Wirat (admin), Nok (dental assistant),
Fah (reception)

## Decisions
- New opening hours from 1 August 2025: Monday-Saturday 10:00-20:00, closed on Sundays (now 09:00-19:00).
- August promotion: scaling and polishing 690 THB (normal price 900 THB).
- Move to the online booking system FanDee from 15 July 2025, 1,490 THB per month.
- Replace the old dental chair in room 2; Wirat to compare the quotes from SiamDent and Hat Yai Medical.

## Action items
- Wirat: get the second chair quote by 15 July.
- Nok: book the autoclave service (last serviced 12 January 2025).
- Fah: call the 42 patients on the 6-month recall list.

Next meeting: Saturday 26 July 2025, 18:30.
"""
BRANCH_SLIDES = [
    ("แผนเปิดสาขา 2 คลินิกทันตกรรมยิ้มใส (Branch 2 plan)",
     "Near Prince of Songkla University (PSU), Kho Hong, Hat Yai\nPrepared by Wirat Saelim, July 2025"),
    ("ทำไมต้อง ม.อ. (Why PSU)", "Students and staff on campus: about 40,000 people\n"
                               "No dental clinic within 1 km of the PSU front gate\n"
                               "PSU patients are already 35% of our orthodontic cases"),
    ("เงินลงทุน (Investment)", "Renovation: 650,000 THB\nTwo dental units: 900,000 THB\n"
                               "Panoramic X-ray: 780,000 THB\nWorking capital for 6 months: 420,000 THB\n"
                               "Total investment: 2,750,000 THB"),
    ("แหล่งเงินทุน (Funding)", "Own savings: 1,000,000 THB\n"
                               "SME loan from Krungthai Bank: 1,750,000 THB, repaid over 5 years"),
    ("คาดการณ์ (Forecast)", "Target: 25 patients a day by the end of year 1\nBreak-even: month 14"),
    ("ไทม์ไลน์ (Timeline)", "Sign the lease: October 2025\nRenovation: November - December 2025\n"
                            "Opening day: 5 January 2026 (B.E. 2569)"),
]
ORDER_EMAIL = """From: DentaPlus Southern <orders@dentaplus-south.co.th>
To: Wirat Saelim <wirat.yimsai@gmail.com>
Date: Thu, 10 Jul 2025 14:05:32 +0700
Subject: Order confirmation PO-YS-2568-031 - Yim Sai Dental Clinic

Dear Khun Wirat,

Thank you for your order. We confirm the following items:

- Composite resin A2, 4 g syringe: 20 x 450 THB = 9,000 THB
- Nitrile gloves size M (box of 100): 30 x 160 THB = 4,800 THB
- Surgical masks (box of 50): 20 x 120 THB = 2,400 THB
- Lidocaine 2% with adrenaline (box of 50 cartridges): 4 x 1,350 THB = 5,400 THB

Subtotal: 21,600 THB
VAT 7%: 1,512 THB
Total: 23,112 THB

Delivery: Tuesday 15 July 2025, by our own van to 88/3 Niphat Uthit 3 Road, Hat Yai.
Please note: lidocaine is short in stock, so 2 boxes come on 15 July and the other 2 boxes by 25 July 2025.
Payment: 30-day credit, due 14 August 2025, by transfer to Kasikornbank 123-4-56789-0 (DentaPlus Southern Co., Ltd.).

Best regards,
Suda Chaiyo
Sales coordinator, DentaPlus Southern - Hat Yai office
Tel. 074-230-118
"""
LICENCE_LETTER = """ที่ สข 0033.005/4127
สำนักงานสาธารณสุขจังหวัดสงขลา
ถนนไทรบุรี อำเภอเมืองสงขลา จังหวัดสงขลา 90000

15 กรกฎาคม 2568

เรื่อง แจ้งการต่ออายุใบอนุญาตให้ดำเนินการสถานพยาบาล
เรียน ทันตแพทย์หญิงพิมพ์ชนก แซ่ลิ้ม ผู้ดำเนินการคลินิกทันตกรรมยิ้มใส

ตามที่ท่านได้รับใบอนุญาตให้ดำเนินการสถานพยาบาล เลขที่ 90101000768 ซึ่งจะหมดอายุในวันที่ 31 ธันวาคม 2568 นั้น
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตภายในวันที่ 30 พฤศจิกายน 2568 พร้อมชำระค่าธรรมเนียม 1,000 บาท

เอกสารประกอบการยื่น
1. สำเนาใบอนุญาตประกอบวิชาชีพทันตกรรม
2. รูปถ่ายขนาด 2 นิ้ว จำนวน 2 รูป
3. สำเนาผลตรวจสอบเครื่องเอกซเรย์ทันตกรรมที่ยังไม่หมดอายุ
4. ใบรับรองแพทย์ อายุไม่เกิน 6 เดือน

ยื่นได้ที่กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข ชั้น 2 หรือยื่นทางระบบออนไลน์ของกรมสนับสนุนบริการสุขภาพ
หากยื่นคำขอหลังวันที่กำหนด ต้องเสียค่าปรับวันละ 100 บาท

สอบถามเพิ่มเติม โทร 074-311-000 ต่อ 208
"""
PEA_MAY = [  # make_pdf writes ASCII only, so the bills are PEA's English ones
    "Provincial Electricity Authority (PEA) - Hat Yai District Office\nELECTRICITY BILL - May 2025\n"
    "Customer: Mr. Wirat Saelim\nAddress: 25/7 Moo 5, Khuan Lang, Hat Yai, Songkhla 90110\n"
    "Account No.: 020012345678\nMeter reading period: 1 May 2025 - 31 May 2025\n"
    "Units used: 684 kWh\nEnergy charge: 3,012.40 THB\nFt charge: 134.75 THB\nVAT 7%: 220.30 THB\n"
    "Amount due: 3,367.45 THB\nDue date: 14 June 2025",
]
PEA_JUNE = [
    "Provincial Electricity Authority (PEA) - Hat Yai District Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Mr. Wirat Saelim\nAddress: 25/7 Moo 5, Khuan Lang, Hat Yai, Songkhla 90110\n"
    "Account No.: 020012345678\nMeter reading period: 1 June 2025 - 30 June 2025\n"
    "Units used: 598 kWh\nEnergy charge: 2,611.30 THB\nFt charge: 117.80 THB\nVAT 7%: 191.04 THB\n"
    "Amount due: 2,920.14 THB\nDue date: 14 July 2025",
]
TAX_TOP = [
    "เทศบาลนครหาดใหญ่ (Hat Yai City Municipality)",
    "หนังสือแจ้งการประเมินภาษีที่ดินและสิ่งปลูกสร้าง ประจำปีภาษี พ.ศ. 2568 (ภ.ด.ส.6)",
    "เลขที่ 2568/03391  วันที่ 2 มิถุนายน 2568",
    "เรียน นายวิรัช แซ่ลิ้ม",
    "ทรัพย์สิน: ตึกแถว 2 ชั้น เลขที่ 57 ถนนเสน่หานุสรณ์ ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา "
    "(ใช้ประโยชน์อื่น: ให้เช่าทำร้านก๋วยเตี๋ยว)",
]
TAX_TABLE = [
    ("รายการ", "มูลค่า (บาท)", "อัตราภาษี", "ค่าภาษี (บาท)"),
    ("ที่ดิน โฉนดเลขที่ 48213 เนื้อที่ 18 ตารางวา", "1,440,000", "0.3%", "4,320"),
    ("สิ่งปลูกสร้าง ตึกแถว 2 ชั้น พื้นที่ 96 ตารางเมตร", "960,000", "0.3%", "2,880"),
    ("รวม", "2,400,000", "", "7,200"),
]
TAX = [
    ("กำหนดชำระภาษี", "ชำระภาษีจำนวน 7,200 บาท ภายในวันที่ 31 สิงหาคม 2568\n"
                     "ขอผ่อนชำระได้ 3 งวด งวดละ 2,400 บาท (สิงหาคม กันยายน ตุลาคม 2568) "
                     "โดยยื่นคำร้องก่อนวันที่ 31 สิงหาคม 2568"),
    ("ช่องทางการชำระ", "กองคลัง เทศบาลนครหาดใหญ่ ชั้น 1 ในวันและเวลาราชการ\n"
                      "สแกน QR Code ท้ายหนังสือนี้ผ่านแอปธนาคาร หรือชำระที่เคาน์เตอร์ธนาคารกรุงไทย"),
    ("หากชำระล่าช้า", "ต้องเสียเบี้ยปรับร้อยละ 40 ของค่าภาษี และเงินเพิ่มร้อยละ 1 ต่อเดือน\n"
                     "สอบถาม งานพัฒนารายได้ โทร 074-200-000 ต่อ 2145"),
]
LOAN_PAGES = [  # make_pdf writes ASCII only, so the statement is the bank's English one
    "Government Housing Bank (GHB) - Hat Yai Branch\nHOME LOAN STATEMENT\n"
    "Statement period: 1 January 2025 - 30 June 2025\n"
    "Borrowers: Mr. Wirat Saelim and Mrs. Pimchanok Saelim\nLoan account No.: 0123-45-678901\n"
    "Property: 25/7 Moo 5, Khuan Lang, Hat Yai, Songkhla 90110\n"
    "Original loan amount: 3,200,000 THB (March 2018), term 20 years\n"
    "Interest rate in 2025: 3.95% per year (MRR - 2.50%)\n"
    "Monthly installment: 24,500 THB, debited on the 1st of every month\n"
    "Outstanding principal on 1 January 2025: 2,289,060 THB",
    "Page 2 - Payments 1 January 2025 - 30 June 2025\n"
    "Installments paid: 6 x 24,500 THB = 147,000 THB\n"
    "of which principal: 102,620 THB, interest: 44,380 THB\n"
    "Extra principal payment on 15 March 2025: 50,000 THB\n"
    "Outstanding principal on 30 June 2025: 2,136,440 THB\n"
    "Remaining term: 12 years 9 months (last installment March 2038)\n"
    "Rate review: from 1 January 2026 the rate becomes MRR - 1.75% (4.70% per year at today's MRR)\n"
    "GHB Call Center: 02-000-2000",
]
WEDDING_NOTE = """# งานแต่งน้องเมย์ (เมย์ + ต้น)

- วันงาน: วันเสาร์ที่ 22 พฤศจิกายน 2568
- พิธีหมั้นและยกน้ำชา: 07:09 น. ที่บ้านแม่ ตำบลเขารูปช้าง อำเภอเมืองสงขลา
- งานเลี้ยงฉลองมงคลสมรส: 18:30 น. ห้องบอลรูม โรงแรมเดอะรอยัลหาดใหญ่ (The Royal Hat Yai)
- แขกประมาณ 350 คน โต๊ะจีน 35 โต๊ะ โต๊ะละ 4,500 บาท (รวม 157,500 บาท) แม่กับพ่อแม่เจ้าบ่าวช่วยกันจ่าย

## บ้านเรารับผิดชอบ (พี่พิม + พี่วิรัช)
- ช่างภาพและวิดีโอทั้งวัน 25,000 บาท (มัดจำไปแล้ว 5,000 บาท)
- ของชำร่วย 350 ชิ้น ชิ้นละ 45 บาท = 15,750 บาท (ชุดแปรงสีฟันแพ็กสวยจากคลินิก)
- ทำฟันขาวให้เมย์ที่คลินิก วันเสาร์ที่ 8 พฤศจิกายน 2568

## ต้องทำ
- จองช่างแต่งหน้าให้เมย์ภายใน 31 สิงหาคม 2568
- ส่งการ์ดเชิญภายในวันที่ 15 ตุลาคม 2568
"""
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ธอส. (GHB home loan)", 24500, "ตัดบัญชีวันที่ 1"),
        ("ค่าไฟ (Electricity)", 3367, "บิล พ.ค."),
        ("ค่าน้ำ (Water)", 410, ""),
        ("เน็ตบ้าน + มือถือ (Internet & phones)", 1299, ""),
        ("อาหาร (Food)", 18600, ""),
        ("น้ำมันรถ (Fuel)", 4200, ""),
        ("เรียนพิเศษน้องภูมิ (Poom's tutoring)", 4800, ""),
        ("ให้แม่ (For Mum)", 5000, ""),
        ("ประกันชีวิต (Life insurance)", 3150, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ธอส. (GHB home loan)", 24500, "ตัดบัญชีวันที่ 1"),
        ("ค่าไฟ (Electricity)", 2920, "บิล มิ.ย."),
        ("ค่าน้ำ (Water)", 385, ""),
        ("เน็ตบ้าน + มือถือ (Internet & phones)", 1299, ""),
        ("อาหาร (Food)", 21350, "วันเกิดน้องภูมิ เลี้ยงญาติ"),
        ("น้ำมันรถ (Fuel)", 4650, "ไปสงขลาบ่อย เรื่องงานเมย์"),
        ("เรียนพิเศษน้องภูมิ (Poom's tutoring)", 6300, "คอร์สเตรียมสอบ ม.4 เพิ่ม"),
        ("ให้แม่ (For Mum)", 5000, ""),
        ("ประกันชีวิต (Life insurance)", 3150, ""),
        ("ชุดไปงานแต่งเมย์ (Outfits for the wedding)", 3900, ""),
    ],
}
DISTRACTORS = {
    "Clinic/old/SiamDent_quote_2023.md": "# SiamDent quote 2023 (expired)\n"
                                         "- DentaStar S5 dental unit: 420,000 THB + VAT\n"
                                         "- Warranty 2 years\n- Valid until 30 November 2023, we did not buy then\n",
    "Clinic/staff_meeting_agenda_draft.md": "# Staff meeting 28 June - draft agenda (Wirat)\n"
                                            "- Opening hours: try 09:30-19:30? ask the team\n"
                                            "- August promotion idea: scaling 790 THB?\n"
                                            "- Booking apps to look at: FanDee, QueQ Clinic\n"
                                            "- Room 2 chair is leaking again\n- Any other business\n",
    "Clinic/branch2_brainstorm.md": "# Branch 2 - brainstorm (February 2025, old)\n"
                                    "- Sadao, near the border: Malaysian patients?\n"
                                    "- Central Festival Hat Yai: rent too high, about 85,000 THB a month\n"
                                    "- Near PSU: many students, good for orthodontics\n"
                                    "- Maybe open in mid 2026, budget guess 2 million THB\n",
    "Household/ค่าไฟบ้านแม่.txt": "ค่าไฟบ้านแม่ (สงขลา)\nพ.ค. 68: 1,180 บาท\nมิ.ย. 68: 1,240 บาท\n"
                                 "แม่จ่ายเองผ่านแอป PEA Smart Plus ไม่ต้องโอนให้",
    "Household/ภาษีรถยนต์_2568.txt": "ต่อภาษีรถ Honda City (กข 4471 สงขลา)\n- ครบกำหนด 9 ต.ค. 2568\n"
                                    "- ค่าภาษีประมาณ 1,850 บาท + พ.ร.บ. 645 บาท\n"
                                    "- รถอายุเกิน 7 ปี ต้องตรวจสภาพที่ ตรอ. ก่อน",
    "Family/รายชื่อแขกงานแต่ง_ร่าง.txt": "รายชื่อแขก (ร่าง) ฝั่งเจ้าสาว\n- ญาติฝั่งแม่ ประมาณ 60 คน\n"
                                        "- เพื่อนเมย์สมัยเรียน ม.อ. ประมาณ 45 คน\n"
                                        "- เพื่อนที่ทำงานเมย์ (ธนาคาร) ประมาณ 30 คน\n"
                                        "- ฝั่งพี่พิมพี่วิรัช + คนที่คลินิก ประมาณ 25 คน\n"
                                        "ยังไม่ final รอแม่เช็กอีกรอบ",
}
WORKSPECT = {"todo.md": "- ยื่นต่อใบอนุญาตคลินิก\n- จ่ายภาษีตึกแถว\n- เลือกเก้าอี้ทำฟันห้อง 2\n"
                        "- จองช่างแต่งหน้างานเมย์\n"}


def _clinic_accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับคลินิกทันตกรรมยิ้มใส ม.ค.-มิ.ย. 2568 (Yim Sai Dental Clinic income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(map(sum, INCOME))])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[2] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", "", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", "", sum(map(sum, INCOME)) - total, "รายรับรวม - รายจ่ายรวม"])
    money_format(spend, 3)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    for sub in ("Clinic", "Household", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(docs / "Clinic" / "สัญญาเช่าอาคาร_คลินิกยิ้มใส.docx", LEASE_TOP, table=LEASE_RENT, bottom=LEASE_BOTTOM)
    _clinic_accounts(docs / "Clinic" / "บัญชีคลินิก_2568.xlsx")
    make_pdf(docs / "Clinic" / "Quote_SiamDent_DentalChair_2025.pdf", SIAMDENT_QUOTE)
    write_docx(docs / "Clinic" / "ใบเสนอราคา_หาดใหญ่เมดิคอล_2568.docx", HATYAI_TOP, table=HATYAI_ITEMS,
          bottom=HATYAI_BOTTOM)
    (docs / "Clinic" / "staff_meeting_2025-06-28.md").write_text(STAFF_MEETING, encoding="utf-8")
    write_slides(docs / "Clinic" / "แผนเปิดสาขา2_PSU.pptx", BRANCH_SLIDES)
    (docs / "Clinic" / "DentaPlus_order_confirmation.txt").write_text(ORDER_EMAIL, encoding="utf-8")
    (docs / "Clinic" / "หนังสือแจ้งต่อใบอนุญาตสถานพยาบาล_2568.txt").write_text(LICENCE_LETTER, encoding="utf-8")
    make_pdf(docs / "Household" / "PEA_bill_2025-05.pdf", PEA_MAY)
    make_pdf(docs / "Household" / "PEA_bill_2025-06.pdf", PEA_JUNE)
    write_docx(docs / "Household" / "หนังสือแจ้งภาษีที่ดิน_2568.docx", TAX_TOP, table=TAX_TABLE, headings=TAX)
    make_pdf(docs / "Household" / "GHB_home_loan_statement_2025H1.pdf", LOAN_PAGES)
    write_spending(docs / "Household" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    (docs / "Family" / "งานแต่งน้องเมย์.md").write_text(WEDDING_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)
