"""A folder for bench/agent_tasks.py (`--folder laundry`): a Chiang Rai coin laundromat and wash-and-fold service.

Phimchanok "Pim" Jaikham (พี่พิมพ์) runs FongFu Laundry (ร้านฟองฟู ลอนดรี), a coin laundromat in a rented
shophouse on Phahonyothin Road, Mueang Chiang Rai, plus a wash-and-fold service for walk-in customers, two small
hotels (Rim Kok Boutique Hotel and Huen Kham Hotel) and a dormitory (หอพักสวนดอกคูณ); she keeps her family's
papers (her son Tonnam's school fees, her mother's hospital appointments, the household's spending) on the same
laptop. The folder: a Thai shophouse lease (docx, a rent table), a Thai hire-purchase contract for four coin
washers and two dryers (docx, a machine table), a Thai wash-and-fold agreement with the dormitory (docx, a price
table), the shop's revenue by service and costs (water, electricity, detergent, wages, rent, installment) for
January-August 2568 (xlsx, two sheets, Thai/English headers), the August staff pay sheet (xlsx), a detergent
supplier's English quote (pdf) and an older competing quote from another supplier (pdf), a LINE chat export with
the Rim Kok hotel housekeeper about lost items (txt), an English email from Huen Kham Hotel asking for new terms
(txt), the PWA water bills for July and August (pdf), a Thai slide deck for a GSB SME loan pitch (pptx), her Thai
shop notes (md), Tonnam's school invoice (English pdf), a Thai note on her mother's hospital appointment (md) and
household spending for July and August (xlsx); and six distractors that share words with them (a draft
hire-purchase offer, last year's revenue summary, last year's quote from the same detergent supplier, a draft loan
idea, July's pay sheet, a LINE chat with the dormitory); plus a workspect that already holds a to-do list.
Written blind of the engine's rules, in session 17, for bench/data/agent_tasks_laundry_holdout.json. Every figure
a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์ (ตึกแถว)",
    "ทำที่ อำเภอเมืองเชียงราย จังหวัดเชียงราย วันที่ 25 มีนาคม 2567",
    "ผู้ให้เช่า: นายประเสริฐ แซ่ลิ้ม  ผู้เช่า: นางพิมพ์ชนก ใจคำ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 215/7 ถนนพหลโยธิน ตำบลรอบเวียง "
    "อำเภอเมืองเชียงราย จังหวัดเชียงราย 57000 เพื่อใช้ประกอบกิจการร้านซักผ้าหยอดเหรียญและรับซักรีด "
    "ชื่อ ร้านฟองฟู ลอนดรี และใช้ชั้น 2 เป็นที่พักอาศัย",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 เมษายน 2567 สิ้นสุดวันที่ 31 มีนาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าเดินท่อน้ำ ท่อน้ำทิ้ง และติดตั้งบ่อดักเศษผ้า/ไขมันได้ด้วยค่าใช้จ่ายของผู้เช่า "
    "ผู้เช่าเป็นผู้ชำระค่าน้ำประปา ค่าไฟฟ้า และภาษีป้ายตามที่ใช้จริง",
    "ข้อ 7. ผู้เช่าต้องล้างบ่อดักเศษผ้าอย่างน้อยเดือนละ 1 ครั้ง หากน้ำทิ้งอุดตันเพราะเศษผ้า ผู้เช่าเป็นผู้รับผิดชอบ",
    "ข้อ 8. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "เม.ย. 2567 - มี.ค. 2568", "15,000 บาท"),
    ("ปีที่ 2", "เม.ย. 2568 - มี.ค. 2569", "15,000 บาท"),
    ("ปีที่ 3", "เม.ย. 2569 - มี.ค. 2570", "16,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ ประเสริฐ แซ่ลิ้ม ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ใจคำ ผู้เช่า",
                "ลงชื่อ สมศักดิ์ ใจคำ พยาน"]
HIRE_TOP = [
    "สัญญาเช่าซื้อเครื่องซักผ้าและเครื่องอบผ้าหยอดเหรียญ",
    "สัญญาเลขที่ LLE-HP-2568-0042",
    "ทำที่ บริษัท ล้านนา ลอนดรี อีควิปเมนท์ จำกัด สาขาเชียงราย วันที่ 10 มกราคม 2568",
    "ระหว่าง บริษัท ล้านนา ลอนดรี อีควิปเมนท์ จำกัด ผู้ให้เช่าซื้อ กับ นางพิมพ์ชนก ใจคำ (ร้านฟองฟู ลอนดรี) ผู้เช่าซื้อ",
    "ข้อ 1. ผู้ให้เช่าซื้อตกลงให้เช่าซื้อเครื่องซักผ้าและเครื่องอบผ้าตามตารางนี้ ติดตั้งที่ร้านฟองฟู ลอนดรี "
    "เลขที่ 215/7 ถนนพหลโยธิน อำเภอเมืองเชียงราย",
]
HIRE_TABLE = [
    ("รายการ", "จำนวน", "ราคา"),
    ("เครื่องซักผ้าหยอดเหรียญ Speed Queen SC40 ขนาด 14 กก.", "4 เครื่อง", "348,000 บาท"),
    ("เครื่องอบผ้าหยอดเหรียญ Speed Queen ขนาด 18 กก.", "2 เครื่อง", "172,000 บาท"),
    ("ค่าติดตั้ง ระบบหยอดเหรียญและ QR", "1 งาน", "20,000 บาท"),
    ("รวมราคาเงินสด", "", "540,000 บาท"),
]
HIRE_BOTTOM = [
    "ข้อ 2. ผู้เช่าซื้อชำระเงินดาวน์ 90,000 บาท ในวันทำสัญญา ยอดจัดเช่าซื้อ 450,000 บาท "
    "ดอกเบี้ยคงที่ร้อยละ 6 ต่อปี ระยะเวลา 36 งวด",
    "ข้อ 3. ผู้เช่าซื้อผ่อนชำระงวดละ 14,750 บาท (หนึ่งหมื่นสี่พันเจ็ดร้อยห้าสิบบาทถ้วน) ทุกวันที่ 10 ของเดือน "
    "งวดแรกวันที่ 10 กุมภาพันธ์ 2568 งวดสุดท้ายวันที่ 10 มกราคม 2571 รวมค่าเช่าซื้อทั้งสิ้น 531,000 บาท",
    "ข้อ 4. หากชำระล่าช้า คิดเบี้ยปรับร้อยละ 1.5 ต่อเดือนของยอดที่ค้าง หากผิดนัด 3 งวดติดกัน "
    "ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและกลับเข้าครอบครองเครื่อง",
    "ข้อ 5. กรรมสิทธิ์ในเครื่องโอนเป็นของผู้เช่าซื้อเมื่อชำระครบทุกงวด",
    "ข้อ 6. รับประกันมอเตอร์ 3 ปี อะไหล่อื่น 1 ปี และบริการตรวจเช็กฟรีทุก 4 เดือนในปีแรก",
    "ข้อ 7. ผู้เช่าซื้อต้องทำประกันอัคคีภัยคุ้มครองเครื่องตลอดอายุสัญญา",
    "เจ้าหน้าที่ผู้ดูแลสัญญา: คุณวรวุฒิ ปัญญาดี โทร 053-711-468",
    "ลงชื่อ วรวุฒิ ปัญญาดี ผู้แทนผู้ให้เช่าซื้อ",
    "ลงชื่อ พิมพ์ชนก ใจคำ ผู้เช่าซื้อ",
]
DORM_TOP = [
    "ข้อตกลงการให้บริการซัก อบ พับ",
    "ระหว่าง ร้านฟองฟู ลอนดรี (นางพิมพ์ชนก ใจคำ) ผู้ให้บริการ กับ หอพักสวนดอกคูณ (นางศรีวรรณ ทองมา ผู้จัดการหอ) ผู้รับบริการ",
    "ทำที่ อำเภอเมืองเชียงราย วันที่ 20 พฤษภาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 2. ผู้ให้บริการรับผ้าที่หอพักทุกวันจันทร์และวันพฤหัสบดี เวลา 09:00 น. และส่งคืนภายใน 48 ชั่วโมง "
    "ยอดผ้าขั้นต่ำต่อรอบ 40 กิโลกรัม",
    "ข้อ 3. อัตราค่าบริการตามตารางนี้",
]
DORM_PRICES = [
    ("รายการ", "ราคา", "หมายเหตุ"),
    ("ผ้าทั่วไป ซัก อบ พับ", "28 บาท/กก.", "ชั่งน้ำหนักต่อหน้าแม่บ้านหอ"),
    ("ผ้าปูที่นอน + ปลอกหมอน", "45 บาท/ชุด", ""),
    ("ผ้าห่ม/ผ้านวม", "120 บาท/ผืน", ""),
    ("รีดเพิ่ม", "10 บาท/ชิ้น", "เฉพาะที่สั่ง"),
]
DORM_BOTTOM = [
    "ข้อ 4. ผู้ให้บริการวางบิลทุกสิ้นเดือน ผู้รับบริการชำระภายใน 15 วันนับจากวันวางบิล โดยโอนเข้าบัญชีร้าน",
    "ข้อ 5. หากผ้าสูญหายหรือเสียหายจากการซัก ผู้ให้บริการชดใช้ไม่เกิน 10 เท่าของค่าซักชิ้นนั้น "
    "แต่ไม่เกินชิ้นละ 500 บาท ต้องแจ้งภายใน 3 วันหลังรับผ้าคืน",
    "ข้อ 6. ผู้ให้บริการไม่รับผิดชอบของมีค่าที่ลืมไว้ในกระเป๋าเสื้อผ้า",
    "ข้อ 7. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ลงชื่อ พิมพ์ชนก ใจคำ ผู้ให้บริการ",
    "ลงชื่อ ศรีวรรณ ทองมา ผู้รับบริการ",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
REVENUE_HEADERS = ("เดือน (Month)", "เครื่องหยอดเหรียญ (Coin machines, THB)", "ซักพับหน้าร้าน (Walk-in wash & fold, THB)",
                   "โรงแรมริมกก (Rim Kok Boutique Hotel, THB)", "โรงแรมเฮือนคำ (Huen Kham Hotel, THB)",
                   "หอพักสวนดอกคูณ (Suan Dok Khoon dorm, THB)", "รวม (Total, THB)")
REVENUE = [(48200, 21500, 18400, 12600, 0), (45900, 20100, 17900, 12100, 0), (51300, 22800, 16200, 11300, 0),
           (53700, 19400, 21600, 14800, 0), (49800, 18900, 13500, 9700, 0), (55400, 20700, 12800, 9200, 14560),
           (58600, 21900, 13900, 10400, 16240), (61200, 23300, 15700, 11600, 17080)]
COST_HEADERS = ("เดือน (Month)", "ค่าน้ำ (Water, THB)", "ค่าไฟ (Electricity, THB)",
                "น้ำยาซักผ้า/ปรับผ้านุ่ม (Detergent & softener, THB)", "ค่าแรง (Staff wages, THB)",
                "ค่าเช่า (Rent, THB)", "ค่างวดเครื่อง (Machine installment, THB)", "รวม (Total, THB)")
COSTS = [(3640, 11820, 6450, 24000, 15000, 14750), (3410, 11260, 6180, 24000, 15000, 14750),
         (3780, 13540, 6620, 24000, 15000, 14750), (4020, 15910, 7140, 24000, 15000, 14750),
         (3550, 14380, 6300, 24000, 15000, 14750), (4260, 14050, 7850, 30500, 15000, 14750),
         (4511.12, 14630, 8240, 30500, 15000, 14750), (4877.06, 15220, 8610, 31200, 15000, 14750)]
PAY_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Role)", "ค่าแรง (Base pay, THB)", "OT/ค่าส่งผ้า (OT & delivery, THB)",
               "หักประกันสังคม (Social security, THB)", "จ่ายสุทธิ (Net pay, THB)", "หมายเหตุ (Note)")
PAY_AUG = [("จันทร์เพ็ญ ดวงแก้ว (พี่จันทร์)", "หัวหน้าร้าน/ซักพับ (Shop lead)", 12500, 1200, 625, ""),
           ("สุนิสา คำมูล (มิ้นท์)", "พนักงานซักพับ (Wash & fold)", 11000, 800, 550, ""),
           ("ธนากร ใจบุญ (ต้า)", "พาร์ทไทม์ รับส่งผ้า (Part-time delivery)", 5000, 700, 0, "20 วัน x 250 + ค่าน้ำมัน")]
PAY_JUL = [("จันทร์เพ็ญ ดวงแก้ว (พี่จันทร์)", "หัวหน้าร้าน/ซักพับ (Shop lead)", 12500, 900, 625, ""),
           ("สุนิสา คำมูล (มิ้นท์)", "พนักงานซักพับ (Wash & fold)", 11000, 600, 550, ""),
           ("ธนากร ใจบุญ (ต้า)", "พาร์ทไทม์ รับส่งผ้า (Part-time delivery)", 5000, 500, 0, "20 วัน x 250 + ค่าน้ำมัน")]
QUOTE_CRC = [
    "Chiang Rai Chemical Supply Co., Ltd.\n88 Moo 3, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\n"
    "Tel. 053-150-224   Tax ID 0575558001234\nQUOTATION\nQuotation No.: CRC-Q2568-0814   Date: 14 August 2025\n"
    "To: FongFu Laundry (Mrs. Phimchanok Jaikham), 215/7 Phahonyothin Road, Mueang Chiang Rai 57000\n"
    "Item / Unit price (THB, before VAT)\n"
    "1. Liquid laundry detergent, concentrated, 20 L drum: 1,150.00 per drum\n"
    "2. Fabric softener, 20 L drum: 890.00 per drum\n"
    "3. Oxygen bleach powder, 25 kg bag: 1,480.00 per bag\n"
    "Suggested monthly order: 4 detergent + 3 softener + 1 bleach = 8,750.00\nVAT 7%: 612.50\n"
    "Total per month: 9,362.50 THB\n"
    "Terms: credit 30 days; free delivery in Mueang Chiang Rai for orders of 5,000 THB or more;\n"
    "free installation of automatic dosing pumps on all washers.\n"
    "This quotation is valid for 30 days (until 13 September 2025).\nSales: Ms. Nittaya Srisawat, Tel. 081-882-4517",
]
QUOTE_LANNA = [
    "Lanna Clean Solutions Ltd. Part.\n41/2 Sanambin Road, Mueang Chiang Rai 57000\nQUOTATION\n"
    "No.: LCS-2024-311   Date: 20 November 2024\nCustomer: FongFu Laundry, Khun Pim\n"
    "1. Laundry detergent liquid 20 L: 1,080.00 THB\n2. Softener 20 L: 950.00 THB\n"
    "3. Oxygen bleach 25 kg: 1,390.00 THB\nPrices exclude VAT 7%.\n"
    "Payment: credit 15 days\nDelivery: 250 THB per trip (Tuesdays only)\nDosing pumps: not included (3,500 THB per pump)\n"
    "Valid for 30 days from the quotation date.\nContact: Mr. Anucha Kaewsai, Tel. 089-635-2201",
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ อ้อย แม่บ้าน ริมกก บูทีค
บันทึกเมื่อ: 21/08/2568 20:15

จ., 18/08/2568
10:05\tอ้อย แม่บ้าน ริมกก\tพี่พิมพ์คะ ผ้าที่ส่งไปซักวันเสาร์ที่ 16 ส.ค. นับแล้วไม่ครบค่ะ
10:06\tอ้อย แม่บ้าน ริมกก\tปลอกหมอนส่งไป 40 ใบ ได้คืน 37 ใบ หายไป 3 ใบค่ะ
10:08\tอ้อย แม่บ้าน ริมกก\tแล้วแขกห้อง 204 โทรมาถามผ้าพันคอไหมสีคราม น่าจะติดไปกับผ้าปูที่นอน
10:20\tพิมพ์ ฟองฟู\tขอโทษนะคะน้องอ้อย เดี๋ยวพี่เช็กกล้องกับเครื่องอบก่อน
11:42\tพิมพ์ ฟองฟู\tเจอผ้าพันคอแล้วค่ะ ค้างอยู่ในเครื่องอบเบอร์ 3 พรุ่งนี้ให้ต้าเอาไปส่งคืนตอนไปรับผ้ารอบเช้า
11:45\tพิมพ์ ฟองฟู\tส่วนปลอกหมอนหาไม่เจอเลย พี่ชดใช้ให้ใบละ 180 บาท รวม 540 บาท หักจากบิลเดือน ส.ค. นะคะ
11:47\tอ้อย แม่บ้าน ริมกก\tได้ค่ะ เดี๋ยวแจ้งคุณเมย์ฝ่ายบัญชีให้ค่ะ

อ., 19/08/2568
09:35\tอ้อย แม่บ้าน ริมกก\tได้รับผ้าพันคอแล้วค่ะ แขกขอบคุณมาก
09:40\tพิมพ์ ฟองฟู\tต่อไปพี่จะทำใบนับผ้าให้เซ็นสองฝ่ายทั้งตอนรับและตอนส่งนะคะ จะได้ไม่ตกหล่น

พฤ., 21/08/2568
19:58\tอ้อย แม่บ้าน ริมกก\tพี่พิมพ์คะ ช่วงไฮซีซั่นเดือน พ.ย. อาจส่งผ้าวันละ 2 รอบนะคะ เดี๋ยวคุณเมย์ติดต่อไปคุยราคา
20:03\tพิมพ์ ฟองฟู\tได้เลยค่ะ พี่รับไหว
"""
HOTEL_EMAIL = """From: Supaporn Chaiwong <gm@huenkhamhotel.com>
To: Phimchanok Jaikham <fongfu.laundry@gmail.com>
Date: Tue, 2 Sep 2025 09:41:12 +0700
Subject: Linen service from October - new terms

Dear Khun Pim,

Thank you for looking after Huen Kham's linen this year. Our current arrangement ends on 30 September 2025, and
we would like to continue from 1 October 2025 with a few changes:

- Price: we would like 35 THB per bed set (sheet, duvet cover and two pillowcases) instead of the current 38 THB,
  because our volume will go up.
- Volume: we expect about 320 sets a month in the high season (November to February) and about 200 sets a month
  in the rest of the year.
- Pickup every day at 10:00 and return by 16:00 the next day (now it is three times a week).
- Towels: 12 THB per piece, as now.
- Payment: 30 days after your monthly invoice.
- A signed count sheet for each pickup and return, after the problems another hotel had with missing items.

Could you reply by 15 September 2025 so we can plan for the high season? If it helps, I am happy to meet at
your shop.

Best regards,
Supaporn Chaiwong
General Manager, Huen Kham Hotel Chiang Rai
Tel. 053-716-902
"""
WATER_JUL = [
    "Provincial Waterworks Authority (PWA) - Chiang Rai Branch\nWATER BILL - July 2025\n"
    "Customer: FongFu Laundry (Mrs. Phimchanok Jaikham)\n"
    "Address: 215/7 Phahonyothin Road, Rop Wiang, Mueang Chiang Rai, Chiang Rai 57000\n"
    "Account No.: 5710-0312448   User type: 2 Commercial and small business\n"
    "Meter reading date: 27 July 2025   Previous reading: 18,342   Current reading: 18,556\n"
    "Water used: 214 cubic metres\nWater charge: 4,156.00 THB\nMeter service charge: 60.00 THB\n"
    "VAT 7%: 295.12 THB\nAmount due: 4,511.12 THB\nDue date: 11 August 2025",
]
WATER_AUG = [
    "Provincial Waterworks Authority (PWA) - Chiang Rai Branch\nWATER BILL - August 2025\n"
    "Customer: FongFu Laundry (Mrs. Phimchanok Jaikham)\n"
    "Address: 215/7 Phahonyothin Road, Rop Wiang, Mueang Chiang Rai, Chiang Rai 57000\n"
    "Account No.: 5710-0312448   User type: 2 Commercial and small business\n"
    "Meter reading date: 27 August 2025   Previous reading: 18,556   Current reading: 18,787\n"
    "Water used: 231 cubic metres\nWater charge: 4,498.00 THB\nMeter service charge: 60.00 THB\n"
    "VAT 7%: 319.06 THB\nAmount due: 4,877.06 THB\nDue date: 11 September 2025\n"
    "Note: your usage is 8% higher than last month.",
]
LOAN_SLIDES = [
    ("ฟองฟู ลอนดรี ขอสินเชื่อ SME ธนาคารออมสิน (GSB SME loan request)",
     "ร้านฟองฟู ลอนดรี เชียงราย\nนำเสนอโดย พิมพ์ชนก ใจคำ, กันยายน 2568"),
    ("ร้านเรา (About us)", "เปิดร้านปี 2564 ที่ถนนพหลโยธิน เมืองเชียงราย\n"
                          "เครื่องซัก 10 เครื่อง เครื่องอบ 4 เครื่อง พนักงาน 3 คน\n"
                          "ลูกค้าประจำ: โรงแรมริมกก บูทีค, โรงแรมเฮือนคำ, หอพักสวนดอกคูณ"),
    ("รายได้ ม.ค.-ส.ค. 2568 (Revenue Jan-Aug 2025)", "รายได้รวม 862,280 บาท เฉลี่ยเดือนละ 107,785 บาท\n"
                                                   "ลูกค้าโรงแรมและหอพักคิดเป็น 31% ของรายได้\n"
                                                   "เดือน ส.ค. 2568 สูงสุด 128,880 บาท"),
    ("วงเงินที่ขอ (What we need)", "ขอกู้ 850,000 บาท\n"
                                   "เครื่องซักอุตสาหกรรม 25 กก. 3 เครื่อง 420,000 บาท\n"
                                   "เครื่องรีดผ้าปูที่นอน (flatwork ironer) 180,000 บาท\n"
                                   "รถกระบะตู้มือสองสำหรับรับส่งผ้า 250,000 บาท"),
    ("การผ่อนชำระ (Repayment)", "ระยะเวลากู้ 5 ปี ผ่อนประมาณเดือนละ 17,900 บาท\n"
                                "คาดว่ารายได้จากโรงแรมเพิ่มเดือนละ 45,000 บาท หลังมีเครื่องรีด\n"
                                "หลักประกัน: ขอค้ำประกันโดย บสย."),
    ("ไทม์ไลน์ (Timeline)", "ยื่นขอสินเชื่อ 15 กันยายน 2568\nติดตั้งเครื่องใหม่ภายในธันวาคม 2568\n"
                            "เริ่มรับผ้าโรงแรมเพิ่มอีก 2 แห่ง มกราคม 2569"),
]
SHOP_NOTES = """# โน้ตร้านฟองฟู (พิมพ์)

## ราคาตอนนี้
- เครื่องซัก 14 กก. ครั้งละ 40 บาท / เครื่องอบ 40 บาท ต่อ 30 นาที
- ซักพับหน้าร้าน กิโลละ 35 บาท ขั้นต่ำ 5 กก. ได้คืนภายใน 24 ชม.
- โรงแรมริมกก กิโลละ 32 บาท (รวมรีดผ้าปู)
- โรงแรมเฮือนคำ ชุดผ้าปูละ 38 บาท ผ้าขนหนูผืนละ 12 บาท
- หอพักสวนดอกคูณ กิโลละ 28 บาท (ตามข้อตกลง)

## เครื่องเสีย/ซ่อม
- เครื่องอบเบอร์ 3 เสียงดังตอนหมุน ช่างเอก (089-557-3120) บอกว่าลูกปืนเริ่มหลวม นัดเปลี่ยน 6 ก.ย. ค่าซ่อม 1,800 บาท
- ล้างบ่อดักเศษผ้าครั้งล่าสุด 30 ส.ค. (ต้องล้างทุกเดือนตามสัญญาเช่า)

## ต้องทำ
- ตอบอีเมลคุณสุภาพร เฮือนคำ ก่อน 15 ก.ย. เรื่องขอลดราคาเหลือ 35
- ทำใบนับผ้าให้โรงแรมเซ็นสองฝ่าย (หลังเรื่องปลอกหมอนหาย)
- เทียบราคาน้ำยาเชียงรายเคมีภัณฑ์กับล้านนาคลีน ก่อนสั่งล็อตหน้า
- ยื่นกู้ออมสิน 15 ก.ย.
"""
SCHOOL_PAGES = [
    "Chiang Rai Wittayalai Bilingual School\n99 Singhaklai Road, Mueang Chiang Rai 57000\nINVOICE - SCHOOL FEES\n"
    "Invoice No.: CWB-S2-2025-0388   Date: 25 August 2025\n"
    "Student: Tonnam Jaikham, Grade 4, class 4/2 (Student ID 64388)\nParent: Mrs. Phimchanok Jaikham\n"
    "Semester 2, academic year 2025 (1 November 2025 - 6 March 2026)\n"
    "Tuition fee: 21,500.00 THB\nEnglish Programme fee: 4,000.00 THB\nLunch: 2,350.00 THB\n"
    "Books and materials: 600.00 THB\nTotal: 28,450.00 THB\nDue date: 20 October 2025\n"
    "Pay by bank transfer to Krungthai Bank, Chiang Rai branch, account 512-0-44871-3, or at the school office",
]
MUM_NOTE = """# นัดหมอแม่ (แม่บัวคำ)

โรงพยาบาลเชียงรายประชานุเคราะห์ คลินิกเบาหวานและความดัน

- นัดครั้งต่อไป วันอังคารที่ 23 กันยายน 2568 เวลา 07:30 น. งดน้ำงดอาหารหลังสองทุ่มคืนก่อน (เจาะเลือด)
- ค่าน้ำตาลสะสม (HbA1c) ครั้งที่แล้ว 7.8 หมอให้ลดของหวาน เป้าหมายต่ำกว่า 7
- ยาที่กินอยู่: เมทฟอร์มิน เช้า-เย็น, ยาความดัน เช้า 1 เม็ด
- ใช้สิทธิบัตรทอง ไม่เสียค่ายา ค่าแท็กซี่ไปกลับประมาณ 300 บาท
- ต้องเอาสมุดประจำตัวผู้ป่วยกับบัตรประชาชนแม่ไปด้วย
"""
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("อาหาร (Food)", 9800, ""),
        ("ผ่อนรถกระบะ Isuzu (Pickup loan)", 8900, "งวดที่ 31 จาก 60"),
        ("น้ำมันรถ (Fuel)", 3200, ""),
        ("ต้นน้ำ เรียนพิเศษ (Tonnam's tutoring)", 2400, "คณิต + อังกฤษ"),
        ("ค่าขนมต้นน้ำ (Tonnam's pocket money)", 1500, ""),
        ("แม่ ค่ารถไปหาหมอ + วิตามิน (Mum's taxi & vitamins)", 1350, ""),
        ("มือถือ + เน็ต (Phones & internet)", 1198, ""),
        ("ประกันชีวิต (Life insurance)", 2750, ""),
        ("สลากออมสิน (GSB savings lottery)", 3000, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("อาหาร (Food)", 10400, ""),
        ("ผ่อนรถกระบะ Isuzu (Pickup loan)", 8900, "งวดที่ 32 จาก 60"),
        ("น้ำมันรถ (Fuel)", 3450, ""),
        ("ต้นน้ำ เรียนพิเศษ (Tonnam's tutoring)", 2400, "คณิต + อังกฤษ"),
        ("ค่าขนมต้นน้ำ (Tonnam's pocket money)", 1500, ""),
        ("ชุดลูกเสือ + รองเท้าต้นน้ำ (Scout uniform & shoes)", 1280, ""),
        ("แม่ ค่ารถไปหาหมอ + วิตามิน (Mum's taxi & vitamins)", 980, ""),
        ("มือถือ + เน็ต (Phones & internet)", 1198, ""),
        ("ประกันชีวิต (Life insurance)", 2750, ""),
        ("สลากออมสิน (GSB savings lottery)", 3000, ""),
    ],
}
DISTRACTORS = {
    "Shop/Contracts/ข้อเสนอเช่าซื้อเครื่องซักผ้า_ร่าง.txt":
        "ข้อเสนอเช่าซื้อเครื่องซักผ้า ล้านนา ลอนดรี อีควิปเมนท์ (ร่าง ธันวาคม 2567 ยังไม่เซ็น)\n"
        "- เครื่องซัก 4 เครื่อง เครื่องอบ 2 เครื่อง ราคาเงินสด 555,000 บาท\n"
        "- ดาวน์ 60,000 บาท ผ่อน 48 งวด งวดละ 12,900 บาท\n"
        "- ขอต่อรองลดราคาและดาวน์เพิ่มเป็น 90,000 ให้เหลือ 36 งวด รอแก้ในสัญญาจริง\n",
    "Shop/Accounts/สรุปรายรับ_ร้านซักผ้า_2567.md":
        "# สรุปรายรับร้านฟองฟู ม.ค.-ส.ค. 2567 (ปีที่แล้ว)\n- รายรับรวม 741,900 บาท\n"
        "- เครื่องหยอดเหรียญ 402,600 บาท ซักพับหน้าร้าน 151,300 บาท\n"
        "- โรงแรมริมกก 118,400 บาท โรงแรมเฮือนคำ 69,600 บาท (ยังไม่มีลูกค้าหอพัก)\n"
        "- เดือนที่ดีที่สุด เม.ย. 2567 101,250 บาท\n- ค่าน้ำยาซักผ้ารวม 46,800 บาท\n",
    "Shop/Suppliers/ใบเสนอราคา_เชียงรายเคมีภัณฑ์_2567.txt":
        "ใบเสนอราคา บริษัท เชียงรายเคมีภัณฑ์ (Chiang Rai Chemical Supply) ปี 2567\n"
        "น้ำยาซักผ้า 20 ลิตร 1,090 บาท\nน้ำยาปรับผ้านุ่ม 20 ลิตร 860 บาท\nผงฟอกออกซิเจน 25 กก. 1,450 บาท\n"
        "เครดิต 30 วัน ส่งฟรีเมื่อสั่งครบ 5,000 บาท\nยืนราคาถึง 31 ธันวาคม 2567\n",
    "Shop/Plans/ไอเดียขอกู้ธนาคาร_ร่าง.md":
        "# ไอเดียขอกู้ขยายร้าน (ร่าง มิ.ย. 2568)\n- ถามกสิกรแล้ว เขาให้ประมาณ 700,000 ต้องมีที่ดินค้ำ\n"
        "- อยากได้เครื่องรีดผ้าปู ถามราคาไว้ 210,000\n- ออมสินมีโครงการ SME บสย. ค้ำ ลองยื่นดู\n",
    "Shop/Chats/LINE_หอพักสวนดอกคูณ_2568-06.txt":
        "[LINE] ประวัติการแชทกับ พี่ศรีวรรณ หอพักสวนดอกคูณ\nบันทึกเมื่อ: 10/06/2568 18:30\n\n"
        "จ., 09/06/2568\n09:10\tศรีวรรณ หอสวนดอกคูณ\tวันนี้ผ้าเยอะนะคะ น่าจะ 60 กิโล\n"
        "09:12\tพิมพ์ ฟองฟู\tได้ค่ะ ต้ากำลังไป\n"
        "17:45\tศรีวรรณ หอสวนดอกคูณ\tน้องห้อง 312 บอกถุงเท้าหาย 1 คู่ค่ะ\n"
        "17:50\tพิมพ์ ฟองฟู\tเจอแล้วค่ะ ติดอยู่ในถุงห้อง 313 รอบหน้าเอาไปคืนนะคะ\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมลเฮือนคำ ก่อน 15 ก.ย.\n- ยื่นกู้ออมสิน 15 ก.ย.\n"
                        "- พาแม่ไปหาหมอ 23 ก.ย.\n- จ่ายค่าเทอมต้นน้ำ ก่อน 20 ต.ค.\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Revenue"
    sheet.append(["รายรับร้านฟองฟู ลอนดรี ม.ค.-ส.ค. 2568 (FongFu Laundry revenue by service, Jan-Aug 2025)"])
    sheet.append(list(REVENUE_HEADERS))
    for month, row in zip(MONTHS, REVENUE):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*REVENUE)), sum(sum(row) for row in REVENUE)])
    for column in range(2, 8):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(["ต้นทุนร้านฟองฟู ม.ค.-ส.ค. 2568 (Costs, Jan-Aug 2025)"])
    costs.append(list(COST_HEADERS))
    for month, row in zip(MONTHS, COSTS):
        costs.append([month, *row, round(sum(row), 2)])
    costs.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*COSTS)),
                  round(sum(sum(row) for row in COSTS), 2)])
    costs.append(["กำไรก่อนภาษี (Profit before tax)", "", "", "", "", "", "",
                  round(sum(sum(row) for row in REVENUE) - sum(sum(row) for row in COSTS), 2)])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


def _pay(path: Path, title: str, rows: list[tuple], paid: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง Pay"
    sheet.append([f"ใบจ่ายค่าแรงพนักงาน ร้านฟองฟู ลอนดรี {title}"])
    sheet.append(list(PAY_HEADERS))
    for name, role, base, extra, sso, note in rows:
        sheet.append([name, role, base, extra, sso, base + extra - sso, note])
    sheet.append(["รวม (Total)", "", *(sum(row[i] for row in rows) for i in (2, 3, 4)),
                  sum(row[2] + row[3] - row[4] for row in rows), ""])
    sheet.append([f"วันที่จ่าย (Paid on): {paid}"])
    for column in range(3, 7):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Shop"
    for sub in ("Contracts", "Accounts", "Staff", "Suppliers", "Chats", "Customers", "Bills", "Plans"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Family").mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาเช่าตึกแถว_ฟองฟู_2567.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Contracts" / "สัญญาเช่าซื้อเครื่องซักผ้า_ล้านนาลอนดรี_2568.docx", HIRE_TOP,
               table=HIRE_TABLE, bottom=HIRE_BOTTOM)
    write_docx(shop / "Customers" / "ข้อตกลงซักอบพับ_หอพักสวนดอกคูณ_2568.docx", DORM_TOP, table=DORM_PRICES,
               bottom=DORM_BOTTOM)
    _accounts(shop / "Accounts" / "รายรับรายจ่าย_ร้านซักผ้า_2568.xlsx")
    _pay(shop / "Staff" / "ค่าแรงพนักงาน_ส.ค.68.xlsx", "เดือนสิงหาคม 2568", PAY_AUG, "31 สิงหาคม 2568")
    _pay(shop / "Staff" / "ค่าแรงพนักงาน_ก.ค.68.xlsx", "เดือนกรกฎาคม 2568", PAY_JUL, "31 กรกฎาคม 2568")
    make_pdf(shop / "Suppliers" / "ใบเสนอราคา_เชียงรายเคมีภัณฑ์_2568-08.pdf", QUOTE_CRC)
    make_pdf(shop / "Suppliers" / "Quotation_LannaClean_2024-11.pdf", QUOTE_LANNA)
    (shop / "Chats" / "LINE_อ้อย_แม่บ้านริมกก_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Customers" / "email_HuenKham_linen_terms.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    make_pdf(shop / "Bills" / "PWA_water_bill_2025-07.pdf", WATER_JUL)
    make_pdf(shop / "Bills" / "PWA_water_bill_2025-08.pdf", WATER_AUG)
    write_slides(shop / "Plans" / "ขอสินเชื่อออมสิน_SME_pitch.pptx", LOAN_SLIDES)
    (shop / "โน้ตร้าน_พิมพ์.md").write_text(SHOP_NOTES, encoding="utf-8")
    make_pdf(docs / "Family" / "Tonnam_school_invoice_sem2_2025.pdf", SCHOOL_PAGES)
    (docs / "Family" / "นัดหมอแม่_รพ.เชียงรายประชานุเคราะห์.md").write_text(MUM_NOTE, encoding="utf-8")
    write_spending(docs / "Family" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
