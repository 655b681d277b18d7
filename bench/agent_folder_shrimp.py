"""A folder for bench/agent_tasks.py (`--folder shrimp`): a couple's white-shrimp farm (บ่อกุ้งขาว) in Chachoengsao.

Prasert (พี่เสริฐ) and Wanna (พี่วรรณ) Kaewmanee raise white shrimp in three leased earth ponds in Tha Sa-an, Bang
Pakong, Chachoengsao, with one farm hand (เอก): a Thai pond lease with Uncle Chuan (docx, a rent table), a Thai
buying agreement with their buyer, Preecha's shrimp pier (docx, a price-by-size table), the farm's costs by month
for January-June 2568 and its harvest sales (xlsx, two sheets, Thai/English headers), the pond notebook of the first
crop of 2568 (md), a LINE group chat export about a burnt aerator motor and an early harvest (txt), an exporter's
English buying offer (txt email), a Thai letter from the provincial fisheries office about the GAP renewal (txt),
slides on solar panels for the aerators (pptx), the farm's PEA electricity bills for May and June 2025 (pdf), a feed
company's invoice (English pdf), the pier's weighing slip for pond 2 (txt), a booking note for the next crop's
post-larvae (md), a BAAC (ธ.ก.ส.) loan statement (English pdf, 2 pages) and a Thai note about a new green-credit
loan (md), household spending for May and June (xlsx, Thai/English headers), and six distractors that share words
with them (a draft lease, last year's price list from the pier, an older feed quote, a draft of the solar idea,
last year's June electricity bill, last year's second-crop notebook); plus a workspect that already holds a to-do
list. Written blind of the engine's rules, in session 20, for bench/data/agent_tasks_shrimp_holdout.json. Every
figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าที่ดินพร้อมบ่อเลี้ยงกุ้ง",
    "ทำที่ ตำบลท่าสะอ้าน อำเภอบางปะกง จังหวัดฉะเชิงเทรา วันที่ 28 ธันวาคม 2566",
    "ผู้ให้เช่า: นายชวน บุญเรือง  ผู้เช่า: นายประเสริฐ แก้วมณี และ นางวรรณา แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 11872 หมู่ 4 ตำบลท่าสะอ้าน อำเภอบางปะกง จังหวัดฉะเชิงเทรา "
    "เนื้อที่ 14 ไร่ ซึ่งมีบ่อดินเลี้ยงกุ้ง 3 บ่อ (บ่อ 1 และบ่อ 2 บ่อละ 4 ไร่ บ่อ 3 ขนาด 3 ไร่) และบ่อพักน้ำ 1 บ่อ "
    "เพื่อใช้เลี้ยงกุ้งขาวแวนนาไม",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเป็นรายปีตามตารางท้ายสัญญา ผู้เช่าชำระล่วงหน้าปีละครั้ง ภายในวันที่ 15 มกราคม ของทุกปี "
    "โดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 25,000 บาท (สองหมื่นห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าเป็นผู้ดูแลคันบ่อ ท่อระบายน้ำ และประตูน้ำ ให้อยู่ในสภาพดี ค่าไฟฟ้าและค่าน้ำมันสูบน้ำผู้เช่าชำระเอง",
    "ข้อ 6. ห้ามผู้เช่าปล่อยน้ำเสียจากบ่อลงคลองสาธารณะโดยไม่ผ่านบ่อบำบัด หากถูกปรับ ผู้เช่ารับผิดชอบเอง",
    "ข้อ 7. หากผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 8. เมื่อสิ้นสุดสัญญา ผู้เช่าต้องลอกเลนก้นบ่อและส่งคืนบ่อในสภาพพร้อมใช้",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อปี"),
    ("ปีที่ 1", "ม.ค. - ธ.ค. 2567", "36,000 บาท"),
    ("ปีที่ 2", "ม.ค. - ธ.ค. 2568", "36,000 บาท"),
    ("ปีที่ 3", "ม.ค. - ธ.ค. 2569", "42,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ ชวน บุญเรือง ผู้ให้เช่า", "ลงชื่อ ประเสริฐ แก้วมณี ผู้เช่า", "ลงชื่อ วรรณา แก้วมณี ผู้เช่า",
                "ลงชื่อ สมหมาย บุญเรือง พยาน"]
BUYER_TOP = [
    "ข้อตกลงการซื้อขายกุ้งขาว",
    "ระหว่าง แพกุ้งปรีชา (นายปรีชา ทองดี) ตำบลบางปะกง อำเภอบางปะกง จังหวัดฉะเชิงเทรา ผู้ซื้อ "
    "กับ ฟาร์มกุ้งแก้วมณี (นายประเสริฐ แก้วมณี) ผู้ขาย",
    "ทำที่ แพกุ้งปรีชา วันที่ 1 มีนาคม 2568",
    "ข้อ 1. ข้อตกลงนี้ใช้กับกุ้งที่จับระหว่างวันที่ 1 มีนาคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ผู้ขายต้องแจ้งวันจับกุ้งล่วงหน้าไม่น้อยกว่า 5 วัน ผู้ซื้อจัดทีมจับ น้ำแข็ง และรถห้องเย็นมารับที่บ่อ",
    "ข้อ 3. ผู้ซื้อคิดค่าทีมจับกุ้ง กิโลกรัมละ 2.50 บาท หักจากยอดเงินค่ากุ้ง",
    "ข้อ 4. ราคารับซื้อขั้นต่ำตามขนาดกุ้ง (จำนวนตัวต่อกิโลกรัม) ตามตารางนี้ หากราคาตลาดวันจับสูงกว่า "
    "ผู้ซื้อจ่ายตามราคาตลาดวันนั้น",
]
BUYER_PRICES = [
    ("ขนาดกุ้ง (ตัว/กก.)", "ราคารับซื้อขั้นต่ำ (บาท/กก.)", "หมายเหตุ"),
    ("40 ตัว", "208", ""),
    ("50 ตัว", "187", ""),
    ("60 ตัว", "172", ""),
    ("70 ตัว", "158", ""),
    ("80 ตัว", "147", ""),
    ("100 ตัว", "128", "รับเฉพาะจับบางส่วน (ตัดถี่)"),
]
BUYER_BOTTOM = [
    "ข้อ 5. ผู้ซื้อชำระเงินโดยโอนเข้าบัญชีผู้ขายภายใน 2 วันทำการหลังวันชั่ง ตามใบชั่งกุ้งที่ทั้งสองฝ่ายลงชื่อ",
    "ข้อ 6. กุ้งนิ่ม กุ้งตัวแดง หรือกุ้งที่มีกลิ่นโคลน เกินร้อยละ 5 ของน้ำหนัก "
    "ผู้ซื้อมีสิทธิ์ลดราคาได้กิโลกรัมละ 15 บาท",
    "ข้อ 7. ผู้ขายต้องแสดงเอกสารกำกับการจำหน่ายสัตว์น้ำ (MD) และใบรับรอง GAP ที่ยังไม่หมดอายุทุกครั้งที่จับ",
    "ข้อ 8. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งล่วงหน้า 30 วัน",
    "ติดต่อแพ: คุณปรีชา ทองดี โทร 089-641-2207",
    "ลงชื่อ ปรีชา ทองดี ผู้ซื้อ",
    "ลงชื่อ ประเสริฐ แก้วมณี ผู้ขาย",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
COST_HEADERS = ("เดือน (Month)", "อาหารกุ้ง (Feed, THB)", "ค่าไฟฟ้า (Electricity, THB)", "ลูกกุ้ง (Post-larvae, THB)",
                "ยา/จุลินทรีย์/แร่ธาตุ (Chemicals & probiotics, THB)", "ค่าแรง (Labour, THB)",
                "น้ำมันดีเซล (Diesel, THB)", "รวม (Total, THB)")
COSTS = [(0, 3850, 0, 12400, 9000, 2600), (14800, 9420, 48000, 6850, 9000, 1900),
         (61600, 16780, 0, 8200, 9000, 1450), (98400, 21350, 27500, 9650, 9000, 1800),
         (118900, 24913, 0, 11300, 12000, 2250), (84700, 22639, 0, 7900, 12000, 3100)]
HARVEST_HEADERS = ("วันที่จับ (Date)", "บ่อ (Pond)", "ผู้ซื้อ (Buyer)", "ขนาด ตัว/กก. (Count/kg)", "น้ำหนัก กก. (kg)",
                   "ราคา บาท/กก. (THB/kg)", "ยอดขาย (Sales, THB)", "หมายเหตุ (Note)")
HARVESTS = [
    ("22/05/2568", "บ่อ 1 (Pond 1)", "แพกุ้งปรีชา", 80, 820, 147, "จับบางส่วน (partial)"),
    ("14/06/2568", "บ่อ 1 (Pond 1)", "แพกุ้งปรีชา", 60, 2050, 172, "จับหมด (full)"),
    ("25/06/2568", "บ่อ 2 (Pond 2)", "แพกุ้งปรีชา", 70, 2240, 158, "จับก่อนกำหนด ขี้ขาว (early, white feces)"),
]
NOTEBOOK = """# สมุดบันทึกบ่อกุ้ง รอบที่ 1/2568 ฟาร์มกุ้งแก้วมณี

คนจด: พี่วรรณ (เอกช่วยวัดน้ำทุกเช้า)

## ปล่อยลูกกุ้ง
- วันที่ 8 ก.พ. 2568 ปล่อยลูกกุ้ง P12 จากโรงเพาะฟักทะเลทอง บ่อ 1 จำนวน 240,000 ตัว บ่อ 2 จำนวน 240,000 ตัว
- ราคาลูกกุ้งตัวละ 0.10 บาท รวม 48,000 บาท
- วันที่ 5 เม.ย. 2568 ปล่อยบ่อ 3 จำนวน 250,000 ตัว ตัวละ 0.11 บาท รวม 27,500 บาท (ยังเลี้ยงอยู่)

## คุณภาพน้ำ (ค่าเฉลี่ย)
- pH เช้า 7.8 เย็น 8.3 ความเค็ม 12-15 ppt อัลคาไลน์ 120-140
- 3 มิ.ย. มอเตอร์เครื่องตีน้ำบ่อ 2 ไหม้ตอนกลางคืน ออกซิเจนเหลือ 2.1 ppm กุ้งลอยหัว ย้ายเครื่องสำรองมาใส่ทัน

## บ่อ 2 ป่วย
- วันที่ 45-50 (ปลาย มี.ค.) เจอขี้ขาวลอยมุมบ่อ ลดอาหาร 30% ใส่จุลินทรีย์ ลดลงแต่ไม่หายขาด
- 10 มิ.ย. เจอขี้ขาวอีก ประมงอำเภอแนะนำให้จับขายเลย ไม่ต้องรอไซซ์ 60

## ผลการจับ
- บ่อ 1: จับบางส่วน 22 พ.ค. ได้ 820 กก. (ไซซ์ 80) จับหมด 14 มิ.ย. ได้ 2,050 กก. (ไซซ์ 60) รวม 2,870 กก.
  ใช้อาหารไป 3,960 กก. FCR 1.38 อัตรารอด 79% เลี้ยง 126 วัน
- บ่อ 2: จับหมด 25 มิ.ย. ได้ 2,240 กก. (ไซซ์ 70) ใช้อาหาร 3,400 กก. FCR 1.52 อัตรารอด 65% เลี้ยง 137 วัน
- ขายแพปรีชาทั้งหมด รวมเป็นเงินค่ากุ้ง 827,060 บาท (ก่อนหักค่าจับ)

## รอบหน้าต้องแก้
- ซื้อมอเตอร์เครื่องตีน้ำสำรองเก็บไว้ 1 ตัว
- ตากบ่อ 2 ให้นานขึ้น อย่างน้อย 3 สัปดาห์ โรยปูนขาว
- ปล่อยรอบ 2 บ่อ 1 และบ่อ 2 ต้น ส.ค. 2568 (จองลูกกุ้งไว้แล้ว)
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ฟาร์มกุ้งแก้วมณี
บันทึกเมื่อ: 28/06/2568 20:17

อ., 03/06/2568
02:41\tเอก\tพี่เสริฐครับ เครื่องตีน้ำบ่อ 2 ดับ มอเตอร์มีกลิ่นไหม้ กุ้งเริ่มลอยหัวครับ
02:43\tเอก\t[รูปภาพ]
02:45\tเสริฐ แก้วมณี\tเอาเครื่องสำรองที่บ่อพักมาใส่ก่อนเลย เดี๋ยวพี่ออกไป
03:30\tเสริฐ แก้วมณี\tวัดออกซิเจนได้ 2.1 เปิดครบแล้ว กุ้งเริ่มจมลง
08:15\tเสริฐ แก้วมณี\tโทรหาช่างหมู (หมูการช่าง บางปะกง) แล้ว เขาว่าขดลวดไหม้ ต้องพันมอเตอร์ใหม่
08:20\tเสริฐ แก้วมณี\tค่าพันมอเตอร์ 2 แรง พร้อมเปลี่ยนลูกปืน 4,200 บาท ได้คืนพรุ่งนี้เย็น ถ้าซื้อมอเตอร์ใหม่ตัวละ 7,800
08:25\tวรรณ แก้วมณี\tพันใหม่ไปก่อนค่ะ แต่รอบหน้าซื้อตัวสำรองเก็บไว้สักตัวนะ
08:26\tเอก\tครับ

อ., 10/06/2568
07:05\tเอก\tพี่วรรณครับ บ่อ 2 มีขี้ขาวลอยมุมบ่ออีกแล้วครับ กุ้งกินอาหารน้อยลง
07:30\tวรรณ แก้วมณี\tพี่ส่งรูปให้ประมงอำเภอดูแล้ว เขาแนะนำให้จับขายเลย อย่ารอ
07:42\tเสริฐ แก้วมณี\tโทรจองแพปรีชาแล้ว จับบ่อ 2 วันพุธที่ 25 มิ.ย. ตี 5 เฮียปรีชาให้ไซซ์ 70 ราคา 158
07:43\tวรรณ แก้วมณี\tโอเค ลดอาหารบ่อ 2 ลงครึ่งหนึ่งไปก่อนนะเอก

ศ., 27/06/2568
10:12\tวรรณ แก้วมณี\tแพโอนค่ากุ้งบ่อ 2 มาแล้ว ตรงกับใบชั่ง
18:40\tเอก\tพี่ครับ ผมขอเบิกเงินล่วงหน้า 3,000 นะครับ แม่ไม่สบาย
18:52\tวรรณ แก้วมณี\tได้จ้ะ พรุ่งนี้โอนให้ หักจากค่าแรงเดือน ก.ค.
"""
EXPORTER_EMAIL = """From: Eastern Gulf Seafood Co., Ltd. <raw.material@easterngulfseafood.co.th>
To: Prasert Kaewmanee <prasert.kshrimp@gmail.com>
Date: Mon, 30 Jun 2025 09:48:12 +0700
Subject: Direct purchase offer for white shrimp - Kaewmanee Shrimp Farm

Dear Khun Prasert,

Thank you for visiting our processing plant at Gateway City Industrial Estate, Plaeng Yao. We would like to
buy white shrimp (L. vannamei) directly from your farm for the second crop of 2025 on these terms:

- Guaranteed prices (THB per kg): 50 count 195, 60 count 178, 70 count 163, 80 count 150
- Minimum lot: 2,000 kg per harvest; we send our own harvest team, ice and truck, no catching fee
- Payment by bank transfer 15 days after the weighing date
- Your farm must hold a valid GAP certificate from the Department of Fisheries and a Movement Document for
  every harvest; we test every lot for antibiotic residues
- Soft-shell shrimp over 3% of the lot are paid at 20 THB/kg less

This offer is valid for harvests from 1 August to 31 December 2025. Please reply by 31 July 2025 if you would
like to sign our supply contract.

Best regards,
Nattaya Chaiwong
Raw Material Purchasing, Eastern Gulf Seafood Co., Ltd.
Tel. 038-578-412
"""
FISHERIES_LETTER = """ที่ ฉช 0511/1387
สำนักงานประมงจังหวัดฉะเชิงเทรา
ถนนศรีโสธรตัดใหม่ ตำบลหน้าเมือง อำเภอเมืองฉะเชิงเทรา จังหวัดฉะเชิงเทรา 24000

7 กรกฎาคม 2568

เรื่อง การตรวจประเมินฟาร์มเพื่อต่ออายุใบรับรองมาตรฐานการปฏิบัติทางการประมงที่ดี (GAP) ฟาร์มเลี้ยงกุ้งทะเล
เรียน นายประเสริฐ แก้วมณี (ฟาร์มกุ้งแก้วมณี ทะเบียนฟาร์ม ทบ.1 เลขที่ 2407-0319)

ด้วยใบรับรองมาตรฐาน GAP ฟาร์มเลี้ยงกุ้งทะเล เลขที่ GAP-ฉช-0457 ของท่าน จะสิ้นอายุในวันที่ 15 ตุลาคม 2568
ขอให้ท่านยื่นคำขอต่ออายุใบรับรอง ภายในวันที่ 15 กันยายน 2568 ณ สำนักงานประมงอำเภอบางปะกง

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจประเมินฟาร์ม ในวันพฤหัสบดีที่ 21 สิงหาคม 2568 เวลา 09:30 น.
ขอให้ผู้เลี้ยงหรือผู้แทนอยู่ที่ฟาร์ม และเตรียมเอกสารดังนี้

1. สมุดบันทึกการเลี้ยง (การปล่อยลูกกุ้ง การให้อาหาร คุณภาพน้ำ) รอบล่าสุด
2. หนังสือกำกับการซื้อขายลูกกุ้ง (FMD) และเอกสารกำกับการจำหน่ายสัตว์น้ำ (MD) ทุกครั้งที่จับ
3. บัญชีการใช้ยา สารเคมี และปัจจัยการผลิต พร้อมใบเสร็จ
4. หลักฐานการบำบัดน้ำก่อนปล่อยออกนอกฟาร์ม (บ่อพักน้ำ/บ่อบำบัด)
5. ห้องเก็บอาหารและสารเคมีที่แยกเป็นสัดส่วน

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน ผลการประเมินใช้พิจารณาต่ออายุใบรับรอง
ไม่มีค่าธรรมเนียมการตรวจประเมิน

สอบถามเพิ่มเติม กลุ่มพัฒนาการประมง โทร 038-511-947 (คุณกิตติพงษ์)
"""
SOLAR_SLIDES = [
    ("แผนติดโซลาร์เซลล์ให้เครื่องตีน้ำ (Solar for the aerators)",
     "ฟาร์มกุ้งแก้วมณี บางปะกง\nเสริฐ & วรรณ, July 2025"),
    ("ทำไมต้องทำ (Why)", "Electricity is our second-biggest cost after feed\n"
                         "May 2025 bill: 24,913 THB, aerators run 18-20 hours a day\n"
                         "Aerators use about 70% of the farm's power"),
    ("ระบบที่เสนอ (The system)", "20 kW on-grid solar on a steel frame over the water-storage pond\n"
                                 "Quote from Chonburi Solar Tech: 480,000 THB installed\n"
                                 "Inverter warranty 10 years, panels 25 years"),
    ("ประหยัดได้เท่าไหร่ (Savings)", "About 2,100 kWh a month from the panels\n"
                                     "Saves about 9,500 THB a month, 114,000 THB a year\n"
                                     "Payback about 4.2 years"),
    ("เงินทุน (Money)", "BAAC green credit loan: 350,000 THB at 4.5%, 5 years\n"
                        "Our own savings: 130,000 THB\n"
                        "Install in November 2025, between crop 2 and crop 3"),
]
PEA_MAY = [
    "Provincial Electricity Authority (PEA) - Bang Pakong Office\nELECTRICITY BILL - May 2025\n"
    "Customer: Kaewmanee Shrimp Farm (Mr. Prasert Kaewmanee)\n"
    "Address: 55 Moo 4, Tha Sa-an, Bang Pakong, Chachoengsao 24130\n"
    "Account No.: 020118845537   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 May 2025 - 31 May 2025\nUnits used: 5,380 kWh\nEnergy charge: 21,910.43 THB\n"
    "Ft charge: 1,060.94 THB\nService charge: 312.24 THB\nVAT 7%: 1,629.85 THB\nAmount due: 24,913.46 THB\n"
    "Due date: 16 June 2025",
]
PEA_JUNE = [
    "Provincial Electricity Authority (PEA) - Bang Pakong Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Kaewmanee Shrimp Farm (Mr. Prasert Kaewmanee)\n"
    "Address: 55 Moo 4, Tha Sa-an, Bang Pakong, Chachoengsao 24130\n"
    "Account No.: 020118845537   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 4,870 kWh\nEnergy charge: 19,885.07 THB\n"
    "Ft charge: 960.36 THB\nService charge: 312.24 THB\nVAT 7%: 1,481.04 THB\nAmount due: 22,638.71 THB\n"
    "Due date: 15 July 2025",
]
PEA_JUNE_2024 = [
    "Provincial Electricity Authority (PEA) - Bang Pakong Office\nELECTRICITY BILL - June 2024\n"
    "Customer: Kaewmanee Shrimp Farm (Mr. Prasert Kaewmanee)\n"
    "Address: 55 Moo 4, Tha Sa-an, Bang Pakong, Chachoengsao 24130\n"
    "Account No.: 020118845537   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 June 2024 - 30 June 2024\nUnits used: 4,310 kWh\nEnergy charge: 16,183.40 THB\n"
    "Ft charge: 1,711.93 THB\nService charge: 312.24 THB\nVAT 7%: 1,274.53 THB\nAmount due: 19,482.10 THB\n"
    "Due date: 15 July 2024",
]
FEED_INVOICE = [
    "Siam Aqua Feed Co., Ltd.\n99/12 Moo 2, Bang Wua, Bang Pakong, Chachoengsao 24180\nINVOICE\n"
    "Invoice No.: SAF-2506-0417   Date: 28 June 2025\n"
    "Customer: Kaewmanee Shrimp Farm (Mr. Prasert Kaewmanee), 55 Moo 4, Tha Sa-an, Bang Pakong\n"
    "Delivery: 3 deliveries to the farm, 6, 17 and 26 June 2025\n"
    "Shrimp feed No.3 (25 kg bag)   34 bags x 1,125.00   38,250.00\n"
    "Shrimp feed No.4 (25 kg bag)   38 bags x 1,090.00   41,420.00\n"
    "Vitamin C mix (1 kg)           6 x 285.00            1,710.00\n"
    "Subtotal: 81,380.00 THB\nDiscount 1% (paid within credit term): 813.80 THB\n"
    "Animal feed is exempt from VAT.\nAmount due: 80,566.20 THB\n"
    "Credit term: 30 days. Due date: 28 July 2025\n"
    "Pay to: Siam Aqua Feed Co., Ltd., Kasikornbank, account 312-1-04587-9",
]
SLIP = """ใบชั่งกุ้ง / ใบรับซื้อ  แพกุ้งปรีชา บางปะกง  โทร 089-641-2207
เลขที่ 0687
วันที่ 25/06/2568 เวลาชั่ง 05:10-08:40 น.
ผู้ขาย: ฟาร์มกุ้งแก้วมณี (คุณประเสริฐ) บ่อ 2
ชนิด: กุ้งขาว ขนาด 70 ตัว/กก.
น้ำหนักรวม 2,262 กก. หักน้ำ/ตะกร้า 22 กก. น้ำหนักสุทธิ 2,240 กก.
ราคา 158 บาท/กก. เป็นเงิน 353,920 บาท
หัก ค่าทีมจับ 2.50 บาท/กก. = 5,600 บาท
คงเหลือจ่าย 348,320 บาท
กุ้งนิ่ม 2% (ไม่เกิน 5% ไม่หักราคา)
โอนเข้าบัญชี ธ.ก.ส. นายประเสริฐ แก้วมณี ภายในวันที่ 27/06/2568
ลงชื่อผู้ซื้อ ปรีชา ทองดี    ลงชื่อผู้ขาย ประเสริฐ แก้วมณี
"""
PL_BOOKING = """# จองลูกกุ้งรอบ 2/2568

จองกับ โรงเพาะฟักทะเลทอง (คุณอ้อย 086-330-1945) เมื่อ 30 มิ.ย. 2568

- ลูกกุ้ง P12 สายพันธุ์โตไว บ่อ 1 จำนวน 250,000 ตัว บ่อ 2 จำนวน 200,000 ตัว (บ่อ 2 ลดความหนาแน่นลง)
- ราคาตัวละ 0.11 บาท รวม 450,000 ตัว = 49,500 บาท
- วางมัดจำแล้ว 10,000 บาท ส่วนที่เหลือ 39,500 บาท จ่ายวันรับลูกกุ้ง
- นัดส่งลูกกุ้ง วันที่ 6 ส.ค. 2568 ตี 5 (ต้องเตรียมน้ำให้เสร็จก่อน)
- ขอใบ FMD ทุกครั้ง เอาไว้ให้ประมงตอนตรวจ GAP
"""
BAAC_PAGES = [
    "Bank for Agriculture and Agricultural Cooperatives (BAAC) - Bang Pakong Branch\nLOAN STATEMENT\n"
    "Statement date: 30 June 2025\nBorrowers: Mr. Prasert Kaewmanee and Mrs. Wanna Kaewmanee\n"
    "Loan account No.: 0208-51-00773-4   Purpose: pond improvement and aerators\n"
    "Original loan: 600,000.00 THB, drawn 10 March 2023, term 5 years, yearly installments\n"
    "Interest rate: 6.50% per year\n"
    "Outstanding principal at 30 June 2025: 360,000.00 THB\n"
    "Next installment: 31 October 2025, amount 143,400.00 THB (principal 120,000.00, interest 23,400.00)\n"
    "Collateral: land title deed No. 20931, Bang Wua, Bang Pakong\n"
    "Late payment: additional 3% per year on the overdue amount.",
    "Page 2 - Payment history\n"
    "31 Oct 2023  145,109.59  interest 25,109.59  principal 120,000.00\n"
    "31 Oct 2024  151,200.00  interest 31,200.00  principal 120,000.00\n"
    "Total paid  296,309.59  interest 56,309.59  principal 240,000.00\n"
    "Remaining installments: 31 Oct 2025, 31 Oct 2026, 31 Oct 2027",
]
LOAN_NOTE = """# กู้ ธ.ก.ส. เพิ่ม ทำโซลาร์ (Green Credit)

ไปคุยกับคุณสมพร (พนักงานสินเชื่อ ธ.ก.ส. สาขาบางปะกง) วันที่ 8 ก.ค. 2568

- สินเชื่อ Green Credit สำหรับโซลาร์เซลล์ในฟาร์ม วงเงินสูงสุด 500,000 บาท เราขอ 350,000 บาท
- ดอกเบี้ย 4.5% ต่อปี ผ่อน 5 ปี ชำระปีละครั้งหลังจับกุ้ง เหมือนสัญญาเดิม
- ใช้ที่ดินแปลงเดิม (โฉนด 20931) ค้ำได้ ยังเหลือวงเงินพอ
- เงินกู้เก่าเหลือต้น 360,000 บาท ต้องไม่ค้างงวด ก่อนยื่นกู้ใหม่
- เอกสาร: ใบเสนอราคาโซลาร์, สมุดบัญชีฟาร์ม 6 เดือน, ทบ.1, สำเนาบัตรทั้งสองคน
- ยื่นได้หลังจับกุ้งรอบ 2 (ประมาณ ต.ค. 2568)
"""
SPENDING = {
    "พ.ค. 2568": [
        ("กับข้าว ตลาด (Groceries)", 9800, ""),
        ("ค่าเทอมน้องใบเตย เทอม 1 (Baitoey's school fee)", 6500, "ม.2 โรงเรียนเบญจมราชรังสฤษฎิ์"),
        ("รถตู้รับส่งใบเตย (School van)", 1800, ""),
        ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 31/60"),
        ("น้ำมันรถ (Fuel)", 4200, ""),
        ("ค่าไฟบ้าน (Home electricity)", 1640, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("มือถือ 2 เครื่อง + เน็ต (Phones & internet)", 1098, ""),
        ("ประกันชีวิตพี่เสริฐ (Life insurance)", 3600, ""),
        ("ยาเบาหวานแม่ (Mum's diabetes medicine)", 1250, ""),
        ("งานบวชหลานชาย (Nephew's ordination)", 2000, ""),
    ],
    "มิ.ย. 2568": [
        ("กับข้าว ตลาด (Groceries)", 10450, ""),
        ("รถตู้รับส่งใบเตย (School van)", 1800, ""),
        ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 32/60"),
        ("น้ำมันรถ (Fuel)", 4650, "ขับไปแพหลายรอบ"),
        ("ค่าไฟบ้าน (Home electricity)", 1910, ""),
        ("ค่าน้ำบ้าน (Home water)", 310, ""),
        ("มือถือ 2 เครื่อง + เน็ต (Phones & internet)", 1098, ""),
        ("ประกันชีวิตพี่เสริฐ (Life insurance)", 3600, ""),
        ("ยาเบาหวานแม่ (Mum's diabetes medicine)", 1250, ""),
        ("ชุดนักเรียน หนังสือ ใบเตย (Uniform & books)", 2340, ""),
        ("ทำฟันใบเตย (Baitoey's dentist)", 1500, "อุดฟัน 2 ซี่"),
    ],
}
NOTEBOOK_2567 = """# สมุดบันทึกบ่อกุ้ง รอบที่ 2/2567 (ปีที่แล้ว)

- ปล่อยลูกกุ้ง 12 ส.ค. 2567 บ่อ 1 จำนวน 230,000 ตัว บ่อ 2 จำนวน 230,000 ตัว ตัวละ 0.10 บาท
- บ่อ 1: จับหมด 10 ธ.ค. 2567 ได้ 2,410 กก. (ไซซ์ 65) ใช้อาหาร 3,520 กก. FCR 1.46 อัตรารอด 70%
- บ่อ 2: จับหมด 18 ธ.ค. 2567 ได้ 2,530 กก. (ไซซ์ 60) ใช้อาหาร 3,640 กก. FCR 1.44 อัตรารอด 73%
- หน้าหนาวกุ้งโตช้า เลี้ยงนานไป 2 สัปดาห์
- ขายแพปรีชา ราคาเฉลี่ย 151 บาท/กก.
"""
DISTRACTORS = {
    "Farm/สัญญา/สัญญาเช่าบ่อ_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าบ่อกุ้ง ลุงชวน (ร่างแรก ธันวาคม 2566 ยังไม่เซ็น)\n"
        "- ลุงชวนเสนอค่าเช่าปีละ 45,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 40,000 บาท\n- เราขอ 3 ปี ปีแรก 36,000 ก่อน รอแก้ในฉบับจริง\n",
    "Farm/ขายกุ้ง/ราคารับซื้อ_แพปรีชา_2567.txt":
        "ราคารับซื้อกุ้งขาว แพกุ้งปรีชา ปี 2567 (ราคาเก่า)\n"
        "ไซซ์ 40 ตัว 198 บาท\nไซซ์ 50 ตัว 176 บาท\nไซซ์ 60 ตัว 160 บาท\nไซซ์ 70 ตัว 149 บาท\n"
        "ไซซ์ 80 ตัว 138 บาท\nค่าทีมจับ กิโลละ 2 บาท\n",
    "Farm/อาหารกุ้ง/ใบเสนอราคาอาหารกุ้ง_ทะเลทองฟีด_2567.txt":
        "ใบเสนอราคา บริษัท ทะเลทองฟีด จำกัด (ปี 2567 ไม่ได้เลือก)\n"
        "อาหารกุ้งเบอร์ 3 กระสอบ 25 กก. 1,160 บาท\nอาหารกุ้งเบอร์ 4 กระสอบ 25 กก. 1,120 บาท\n"
        "เครดิต 15 วัน ไม่มีส่วนลด\nส่งฟรีเมื่อสั่งครบ 40 กระสอบ\nเซลส์: คุณบุญเลิศ\n",
    "Farm/Plans/โซลาร์_ไอเดีย_ร่าง.md":
        "# ไอเดียติดโซลาร์ที่บ่อ (ร่าง พ.ค. 2568)\n- ร้านแรกเสนอ 15 kW ราคา 390,000 บาท\n"
        "- น่าจะประหยัดได้เดือนละ 7,000?\n- ถาม ธ.ก.ส. เรื่องกู้ดอกถูก\n- ขอใบเสนอราคาอีกเจ้า (ชลบุรี)\n",
    "Farm/สมุดบ่อ/สมุดบันทึกบ่อ_รอบ2_2567.md": NOTEBOOK_2567,
}
WORKSPECT = {"todo.md": "- ตอบอีเมล Eastern Gulf ก่อน 31 ก.ค.\n- เตรียมเอกสารประมงมาตรวจ GAP 21 ส.ค.\n"
                        "- ซื้อมอเตอร์ตีน้ำสำรอง 1 ตัว\n- จ่ายค่าอาหาร Siam Aqua ก่อน 28 ก.ค.\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต้นทุน Costs"
    sheet.append(["ต้นทุนฟาร์มกุ้งแก้วมณี ม.ค.-มิ.ย. 2568 (Kaewmanee Shrimp Farm costs, Jan-Jun 2025)"])
    sheet.append(list(COST_HEADERS))
    for month, row in zip(MONTHS, COSTS):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*COSTS)), sum(sum(row) for row in COSTS)])
    for column in range(2, 9):
        money_format(sheet, column)
    sales = book.create_sheet("ขายกุ้ง Harvest")
    sales.append(list(HARVEST_HEADERS))
    for date, pond, buyer, size, kilos, price, note in HARVESTS:
        sales.append([date, pond, buyer, size, kilos, price, kilos * price, note])
    sales.append(["รวม (Total)", "", "", "", sum(row[4] for row in HARVESTS), "",
                  sum(row[4] * row[5] for row in HARVESTS), ""])
    for column in (5, 7):
        money_format(sales, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "Farm"
    for sub in ("สัญญา", "ขายกุ้ง", "บัญชี", "สมุดบ่อ", "Chats", "เอกสารราชการ", "Plans", "Bills", "อาหารกุ้ง",
                "ลูกกุ้ง"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Loan", "Home"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(farm / "สัญญา" / "สัญญาเช่าบ่อกุ้ง_ลุงชวน_2567-2569.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(farm / "ขายกุ้ง" / "ข้อตกลงขายกุ้ง_แพปรีชา_2568.docx", BUYER_TOP, table=BUYER_PRICES,
               bottom=BUYER_BOTTOM)
    _accounts(farm / "บัญชี" / "ต้นทุนและยอดขายกุ้ง_2568.xlsx")
    (farm / "สมุดบ่อ" / "สมุดบันทึกบ่อ_รอบ1_2568.md").write_text(NOTEBOOK, encoding="utf-8")
    (farm / "Chats" / "LINE_ฟาร์มกุ้งแก้วมณี_2568-06.txt").write_text(LINE_CHAT, encoding="utf-8")
    (farm / "ขายกุ้ง" / "EasternGulf_buying_offer_email.txt").write_text(EXPORTER_EMAIL, encoding="utf-8")
    (farm / "เอกสารราชการ" / "หนังสือประมงจังหวัด_ต่ออายุGAP_2568.txt").write_text(FISHERIES_LETTER,
                                                                                   encoding="utf-8")
    write_slides(farm / "Plans" / "แผนติดโซลาร์_เครื่องตีน้ำ.pptx", SOLAR_SLIDES)
    make_pdf(farm / "Bills" / "PEA_farm_bill_2025-05.pdf", PEA_MAY)
    make_pdf(farm / "Bills" / "PEA_farm_bill_2025-06.pdf", PEA_JUNE)
    make_pdf(farm / "Bills" / "PEA_farm_bill_2024-06.pdf", PEA_JUNE_2024)
    make_pdf(farm / "อาหารกุ้ง" / "SiamAquaFeed_invoice_2025-06.pdf", FEED_INVOICE)
    (farm / "ขายกุ้ง" / "ใบชั่งกุ้ง_บ่อ2_25มิย68.txt").write_text(SLIP, encoding="utf-8")
    (farm / "ลูกกุ้ง" / "ใบจองลูกกุ้ง_รอบ2_2568.md").write_text(PL_BOOKING, encoding="utf-8")
    make_pdf(docs / "Loan" / "BAAC_loan_statement_2025-06.pdf", BAAC_PAGES)
    (docs / "Loan" / "กู้ธกส_โซลาร์_บันทึก_2568.md").write_text(LOAN_NOTE, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
