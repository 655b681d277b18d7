"""A folder for bench/agent_tasks.py (`--folder massage`): a Thai massage and spa shop in Karon, Phuket.

Kanjana Thongkham (พี่กาญจน์) runs Sabai Jai Thai Massage & Spa (ร้านสบายใจ นวดแผนไทยและสปา) on Patak Road in
Karon, Phuket, with six therapists (พี่นิด, พี่แดง, พี่ลำดวน, น้องจอย, น้องเมย์, น้องฝ้าย) and a receptionist
(น้องบีม): a Thai shophouse lease (docx, a rent table), a Thai partnership agreement with the Kata Sands Resort
(docx, a table of hotel-guest prices and the hotel's commission), the shop's income for January-June 2568 by
service with the half-year's expenses (xlsx, two sheets, Thai/English headers), the therapists' pay for May and
June (xlsx, a sheet a month), a Thai note of the hand-fee and commission rates (md), a Thai team-meeting note (md),
a LINE group chat export with the therapists (txt), the resort's English group-booking email (txt), a new herbal
supplier's English offer email (txt), a Thai letter from the provincial health office about renewing the
health-establishment licence (txt), slides on the high-season plan (pptx), the current supplier's invoice (English
pdf), the towel laundry's June and July invoices (English pdf), two quotes for new massage beds and foot chairs (an
English pdf and a Thai md), and six distractors that share words with them (a draft lease, last year's rates,
last year's income summary, an older bed quote, a first draft of the hotel agreement, a draft of the high-season
idea); plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 20, for
bench/data/agent_tasks_massage_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองภูเก็ต จังหวัดภูเก็ต วันที่ 15 ตุลาคม 2566",
    "ผู้ให้เช่า: นายประเสริฐ หงส์ทอง  ผู้เช่า: นางสาวกาญจนา ทองคำ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 112/7 ถนนปฏัก ตำบลกะรน อำเภอเมืองภูเก็ต "
    "จังหวัดภูเก็ต 83100 เพื่อใช้ประกอบกิจการร้านนวดแผนไทยและสปา ชื่อ ร้านสบายใจ นวดแผนไทยและสปา",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 พฤศจิกายน 2566 สิ้นสุดวันที่ 31 ตุลาคม 2569",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทย "
    "สาขากะรน ของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 105,000 บาท (หนึ่งแสนห้าพันบาทถ้วน) เท่ากับค่าเช่า 3 เดือน ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้าเกิน 7 วัน ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปาตามมิเตอร์ และค่าเก็บขยะกับส่วนกลางเดือนละ 800 บาท",
    "ข้อ 7. ผู้เช่าตกแต่งร้าน ติดตั้งอ่างแช่เท้าและห้องอบสมุนไพรได้ เมื่อได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า "
    "เมื่อสิ้นสุดสัญญาต้องคืนสภาพชั้น 2 ให้เหมือนเดิม",
    "ข้อ 8. หากผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "พ.ย. 2566 - ต.ค. 2567", "35,000 บาท"),
    ("ปีที่ 2", "พ.ย. 2567 - ต.ค. 2568", "35,000 บาท"),
    ("ปีที่ 3", "พ.ย. 2568 - ต.ค. 2569", "38,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ ประเสริฐ หงส์ทอง ผู้ให้เช่า", "ลงชื่อ กาญจนา ทองคำ ผู้เช่า",
                "ลงชื่อ สมพร หงส์ทอง พยาน"]
HOTEL_TOP = [
    "ข้อตกลงความร่วมมือทางธุรกิจ (Partnership Agreement)",
    "ระหว่าง บริษัท กะตะแซนด์ ฮอสพิทาลิตี้ จำกัด ผู้ดำเนินกิจการโรงแรมกะตะแซนด์ รีสอร์ท (Kata Sands Resort) "
    "ซึ่งต่อไปเรียกว่า \"โรงแรม\" กับ ร้านสบายใจ นวดแผนไทยและสปา โดย นางสาวกาญจนา ทองคำ ซึ่งต่อไปเรียกว่า \"ร้าน\"",
    "ทำที่ ตำบลกะรน อำเภอเมืองภูเก็ต วันที่ 25 มีนาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 เมษายน 2568 ถึงวันที่ 31 มีนาคม 2569",
    "ข้อ 2. โรงแรมแนะนำแขกของโรงแรมไปใช้บริการที่ร้าน โดยแขกแสดงบัตรกุญแจห้องหรือคูปองของโรงแรม "
    "และได้รับราคาพิเศษตามตารางนี้",
    "ข้อ 3. ร้านจ่ายค่าคอมมิชชั่นให้โรงแรมตามอัตราในตาราง คิดจากราคาแขกโรงแรม สรุปยอดทุกสิ้นเดือน "
    "และโอนให้โรงแรมภายในวันที่ 10 ของเดือนถัดไป",
]
HOTEL_PRICES = [
    ("บริการ", "ราคาปกติ", "ราคาแขกโรงแรม", "ค่าคอมมิชชั่นให้โรงแรม"),
    ("นวดแผนไทย 60 นาที (Thai massage)", "400 บาท", "360 บาท", "15%"),
    ("นวดน้ำมันอโรมา 60 นาที (Aroma oil massage)", "650 บาท", "585 บาท", "15%"),
    ("นวดเท้า 45 นาที (Foot massage)", "350 บาท", "315 บาท", "15%"),
    ("แพ็กเกจสปา 2 ชั่วโมง (Spa package: scrub, herbal compress, oil)", "1,800 บาท", "1,620 บาท", "20%"),
]
HOTEL_BOTTOM = [
    "ข้อ 4. บริการนวดในห้องพักหรือที่ศาลาในสวนของโรงแรม ร้านคิดค่าบริการนอกสถานที่เพิ่มครั้งละ 200 บาท "
    "ต่อหมอนวด 1 คน งานกลุ่มตั้งแต่ 20 คนขึ้นไป โรงแรมต้องแจ้งร้านล่วงหน้าไม่น้อยกว่า 7 วัน",
    "ข้อ 5. โรงแรมจัดรถรับส่งแขกไปร้านฟรี ระหว่างเวลา 11:00-21:00 น.",
    "ข้อ 6. หมอนวดที่ให้บริการแขกโรงแรมต้องขึ้นทะเบียนผู้ให้บริการกับกระทรวงสาธารณสุขแล้ว",
    "ข้อ 7. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้ประสานงานโรงแรม: คุณพิมพ์ชนก ศรีวงศ์ (Spa & Recreation Manager) โทร 076-330-418",
    "ลงชื่อ วิชัย ตั้งเจริญ ผู้จัดการทั่วไป โรงแรมกะตะแซนด์ รีสอร์ท",
    "ลงชื่อ กาญจนา ทองคำ เจ้าของร้านสบายใจ นวดแผนไทยและสปา",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "นวดแผนไทย (Thai massage, THB)", "นวดน้ำมัน (Oil massage, THB)",
                  "นวดเท้า (Foot massage, THB)", "สปา/ประคบสมุนไพร (Spa & herbal packages, THB)",
                  "รวม (Total, THB)", "จำนวนลูกค้า (Customers)")
INCOME = [(168400, 142650, 58200, 96300, 1184), (175200, 151900, 61450, 104500, 1236),
          (159800, 138200, 55300, 88700, 1121), (171600, 146300, 60100, 92400, 1198),
          (98500, 76250, 34800, 41200, 702), (91200, 70400, 31650, 38900, 655)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าร้าน (Shop rent)", 210000, "เดือนละ 35,000"),
    ("ค่ามือหมอนวด 6 คน (Therapists' pay)", 712480, "รวมเงินเติมการันตีช่วง low season"),
    ("เงินเดือนพนักงานต้อนรับ (Receptionist)", 75000, "น้องบีม เดือนละ 12,500"),
    ("ค่าคอมโรงแรมกะตะแซนด์ (Hotel commission)", 18735, "เริ่ม เม.ย."),
    ("ค่าซักผ้า (Laundry)", 41260, "ซีบรีซ ลอนดรี้"),
    ("น้ำมันนวด สมุนไพร อุปกรณ์ (Oils, herbs & supplies)", 63840, "ภูเก็ตสปาซัพพลาย"),
    ("ค่าไฟฟ้า (Electricity)", 52380, ""),
    ("ค่าน้ำประปา (Water)", 6120, ""),
    ("ค่าส่วนกลาง/ขยะ (Common fee & rubbish)", 4800, "เดือนละ 800"),
    ("โฆษณา Facebook/Google (Online ads)", 12000, ""),
    ("ค่าธรรมเนียมบัตรเครดิต (Card fees)", 9450, ""),
]
PAY_HEADERS = ("ชื่อ (Therapist)", "จำนวนคิว (Sessions)", "ค่ามือ (Hand fees, THB)",
               "คอมขายสินค้า/คอร์ส (Sales commission, THB)", "เงินเติมการันตี (Guarantee top-up, THB)",
               "ทิปผ่านบัตร (Card tips, THB)", "รวมจ่าย (Total pay, THB)")
PAY = {
    "พ.ค. 68 (May)": [
        ("พี่นิด (นิตยา)", 84, 14120, 720, 0, 2380),
        ("พี่แดง (สุดา)", 77, 12930, 410, 0, 2010),
        ("พี่ลำดวน", 69, 11240, 260, 0, 1650),
        ("น้องจอย", 63, 10380, 980, 0, 2710),
        ("น้องเมย์", 51, 8640, 190, 170, 1420),
        ("น้องฝ้าย", 56, 9310, 300, 0, 1690),
    ],
    "มิ.ย. 68 (Jun)": [
        ("พี่นิด (นิตยา)", 78, 13260, 640, 0, 2150),
        ("พี่แดง (สุดา)", 71, 12050, 380, 0, 1870),
        ("พี่ลำดวน", 64, 10480, 210, 0, 1420),
        ("น้องจอย", 59, 9740, 920, 0, 2480),
        ("น้องเมย์", 48, 8120, 150, 730, 1310),
        ("น้องฝ้าย", 52, 8500, 260, 240, 1540),
    ],
}
RATES_NOTE = """# อัตราค่ามือและค่าคอมหมอนวด ร้านสบายใจ ปี 2568

ใช้ตั้งแต่ 1 มกราคม 2568 (พี่กาญจน์ แจ้งในที่ประชุม 28 ธ.ค. 67)

## ค่ามือต่อคิว
- นวดแผนไทย 60 นาที: 150 บาท (90 นาที 220 บาท)
- นวดน้ำมันอโรมา 60 นาที: 200 บาท
- นวดเท้า 45 นาที: 120 บาท
- ประคบสมุนไพร 60 นาที: 180 บาท
- แพ็กเกจสปา 2 ชั่วโมง: 450 บาท
- ออกไปนวดที่โรงแรม (นอกสถานที่): ได้ค่ามือตามบริการ + ค่ารถ 100 บาท

## ค่าคอม
- ขายสินค้า (ยาหม่อง ลูกประคบ น้ำมันนวด): 10% ของราคาขาย
- ขายคอร์ส/บัตรกำนัล 10 ครั้ง: 5% ของราคาคอร์ส
- ลูกค้าขอชื่อ (request): บวกเพิ่มคิวละ 30 บาท

## การันตีรายได้ขั้นต่ำ
- ช่วง low season (พ.ค.-ต.ค.) ถ้าค่ามือ + ค่าคอมทั้งเดือนไม่ถึง 9,000 บาท ร้านเติมให้ครบ 9,000 บาท
  (ต้องมาทำงานครบ ลาไม่เกิน 4 วัน)

## ทิป
- ทิปเงินสดเป็นของหมอนวด 100%
- ทิปที่ลูกค้าจ่ายผ่านบัตร จ่ายคืนพร้อมค่ามือทุกวันที่ 1 และ 16 (ไม่หักค่าธรรมเนียมบัตร)
"""
MEETING_NOTE = """# บันทึกประชุมทีม ร้านสบายใจ 30 มิถุนายน 2568

เข้าประชุม: พี่กาญจน์, พี่นิด, พี่แดง, พี่ลำดวน, จอย, เมย์, ฝ้าย, บีม (จด)

## เรื่องช่วง low season
- เปิดร้าน 11:00-21:00 น. ตั้งแต่ 1 ก.ค. ถึง 31 ต.ค. 68 (ปกติ 10:00-23:00)
- หมุนคิวตามกระดาน ใครรับคิวแล้วให้ไปต่อท้าย ห้ามเรียกลูกค้าหน้าร้านแย่งกัน
- ลูกค้า walk-in ตอนนี้ลดลงเกือบครึ่ง จะเน้นแขกจากโรงแรมกะตะแซนด์มากขึ้น

## ชุดยูนิฟอร์มใหม่
- สั่งชุดใหม่คนละ 2 ชุด ชุดละ 450 บาท ร้านออกให้ครึ่งหนึ่ง หักค่ามือคนละ 450 บาท ในรอบ 1 ส.ค.

## อบรม
- ส่งอบรมนวดน้ำมันอโรมากับครูอ้อย (ศูนย์ฝึกอบรมอันดามัน) วันที่ 12-13 ก.ค. 68 ค่าอบรมคนละ 2,500 บาท
  ร้านจ่ายให้ เมย์กับฝ้ายไปก่อน รอบหน้าลำดวน

## เรื่องอื่น
- ผ้าขนหนูจากร้านซักเริ่มเก่า ขาดหลายผืน บีมนับแล้วแจ้งซีบรีซ
- ขอรีวิว Google ให้ได้ 4.8 ดาว ตอนนี้ 4.6 จาก 1,240 รีวิว
- ประชุมครั้งหน้า 31 ก.ค. 68 หลังปิดร้าน
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม สบายใจนวด ทีมหมอ
บันทึกเมื่อ: 20/07/2568 22:41

พ., 02/07/2568
13:05\tบีม\tพี่กาญจน์คะ น้ำมันมะพร้าวเหลือแกลลอนเดียว ลูกประคบเหลือ 20 ลูกค่ะ
13:20\tกาญจน์ สบายใจ\tเดี๋ยวพี่สั่งภูเก็ตสปาซัพพลายเหมือนเดิม แต่มีเจ้าใหม่อันดามันเฮิร์บส่งราคามา ถูกกว่า ขอดูก่อน
13:22\tพี่นิด\tน้ำมันเจ้าใหม่ขอลองก่อนนะพี่ ลูกค้าฝรั่งชอบกลิ่นลาเวนเดอร์เจ้าเดิม

ศ., 04/07/2568
10:15\tพี่แดง\tพี่กาญจน์จ๋า แดงขอลาวันจันทร์ที่ 14 ก.ค. นะ พาแม่ไปหาหมอที่วชิระ
10:30\tกาญจน์ สบายใจ\tได้จ้า วันนั้นให้ลำดวนรับคิวแดงแทน
18:42\tจอย\tแอร์ห้อง 3 ไม่เย็นเลยค่ะ ลูกค้าบ่น
19:10\tกาญจน์ สบายใจ\tโทรหาช่างเอก (เอกแอร์ กะรน) แล้ว มาพรุ่งนี้ 10 โมง

ส., 05/07/2568
12:30\tกาญจน์ สบายใจ\tช่างเอกล้างแอร์ห้อง 3 เติมน้ำยา เปลี่ยนคาปาซิเตอร์ รวม 2,400 บาท จ่ายแล้วนะ
12:31\tจอย\tเย็นแล้วค่ะ ขอบคุณค่ะพี่

พ., 16/07/2568
15:48\tบีม\tนับผ้าขนหนูที่ซีบรีซส่งคืนมา หายไป 6 ผืนค่ะ
15:55\tกาญจน์ สบายใจ\tพี่คุยกับซีบรีซแล้ว เขาหักให้ผืนละ 180 รวม 1,080 ในบิลเดือนนี้

อา., 20/07/2568
21:02\tกาญจน์ สบายใจ\tโรงแรมกะตะแซนด์ส่งเมลมา จะมีกรุ๊ปนวดที่ศาลาในสวนโรงแรม เสาร์ 23 ส.ค. ขอหมอ 6 คน
21:05\tกาญจน์ สบายใจ\tวันนั้นทุกคนห้ามลานะ ร้านเปิดแค่บีมกับพี่ดูแลหน้าร้าน
21:07\tพี่นิด\tรับทราบจ้า
21:08\tเมย์\tรับทราบค่ะ
"""
HOTEL_EMAIL = """From: Pimchanok Sriwong <spa@katasandsresort.com>
To: Kanjana Thongkham <sabaijai.massage@gmail.com>
Date: Sun, 20 Jul 2025 16:22:09 +0700
Subject: Group massage booking - Saturday 23 August 2025

Dear Khun Kanjana,

We have a company incentive group from Singapore staying with us and would like to book Thai massage for them
under our partnership agreement:

- Date: Saturday 23 August 2025, 14:00-18:00
- Place: the garden sala next to the main pool (we will set up 6 mattresses and screens)
- Guests: 38 persons, 60-minute Thai massage each
- Therapists requested: 6
- Price: 360 THB per guest (hotel-guest price), plus the on-site fee of 200 THB per therapist
- The hotel pays the whole amount by invoice; please send the invoice to accounts@katasandsresort.com

Please confirm by 10 August 2025 so we can print the schedule for the group.

Kind regards,
Pimchanok Sriwong
Spa & Recreation Manager, Kata Sands Resort, Karon, Phuket
Tel. 076-330-418
"""
HERB_EMAIL = """From: Andaman Herbs <sales@andamanherbs.co.th>
To: sabaijai.massage@gmail.com
Date: Tue, 1 Jul 2025 09:48:51 +0700
Subject: Price offer - massage oils and herbal compress for Sabai Jai

Hello Khun Kanjana,

Thank you for visiting our workshop in Thalang. Here is our price offer for your shop:

- Coconut massage oil, 5 litre gallon: 980 THB
- Lavender aroma oil, 1 litre: 790 THB
- Herbal compress ball (fresh, 200 g): 38 THB each, minimum 100 balls per order
- Thai herbal balm 50 g: 58 THB each
- Free delivery in Karon, Kata and Patong for orders of 5,000 THB or more
- Payment: 15 days credit after delivery
- All oils are cold-pressed and made in Phuket; samples free on request

This offer is valid until 31 August 2025.

Best regards,
Sudarat Kaewmanee
Andaman Herbs Co., Ltd., Thalang, Phuket
Tel. 081-892-4417
"""
LICENCE_LETTER = """ที่ ภก 0032.007/1845
สำนักงานสาธารณสุขจังหวัดภูเก็ต
ถนนนริศร ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต จังหวัดภูเก็ต 83000

8 กรกฎาคม 2568

เรื่อง การต่ออายุใบอนุญาตประกอบกิจการสถานประกอบการเพื่อสุขภาพ
เรียน ผู้รับอนุญาต ร้านสบายใจ นวดแผนไทยและสปา (นางสาวกาญจนา ทองคำ)

ด้วยใบอนุญาตประกอบกิจการสถานประกอบการเพื่อสุขภาพ ประเภทกิจการนวดเพื่อสุขภาพ เลขที่ ภก 2/2563
ของร้านสบายใจ นวดแผนไทยและสปา จะสิ้นอายุในวันที่ 14 ตุลาคม 2568
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมค่าธรรมเนียม 5,000 บาท ภายในวันที่ 15 กันยายน 2568
หากยื่นหลังวันสิ้นอายุ ต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจสถานที่ในวันอังคารที่ 26 สิงหาคม 2568 เวลา 10:00 น.
ขอให้เตรียมเอกสารและสถานที่ดังนี้

1. รายชื่อผู้ให้บริการทุกคน พร้อมหนังสือรับรองการขึ้นทะเบียนผู้ให้บริการที่ยังไม่หมดอายุ
2. ใบประกาศนียบัตรหลักสูตรนวดไทย (ไม่น้อยกว่า 150 ชั่วโมง) ของผู้ให้บริการ
3. ป้ายแสดงอัตราค่าบริการเป็นภาษาไทยและภาษาอังกฤษ
4. ห้องนวดต้องมีแสงสว่างเพียงพอ ประตูห้องไม่ล็อกจากด้านใน
5. ผ้าและชุดสำหรับลูกค้าต้องสะอาด เปลี่ยนทุกครั้งที่ให้บริการ

สอบถามเพิ่มเติม กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 076-211-114 ต่อ 205
"""
SEASON_SLIDES = [
    ("แผน High Season 2568/69 ร้านสบายใจ",
     "Sabai Jai Thai Massage & Spa, Karon\nPrepared by Kanjana, July 2025"),
    ("เป้าหมาย (Targets)", "High season: 1 November 2025 - 30 April 2026\n"
                          "Income target Nov-Dec 2025: 1,050,000 THB\n"
                          "Google rating from 4.6 to 4.8 stars"),
    ("แพ็กเกจใหม่ (New packages)", "Andaman Signature 2 hours (herbal steam, scrub, oil massage): 1,990 THB\n"
                                   "Couple package 90 minutes: 1,500 THB for two\n"
                                   "10-visit Thai massage card: 3,600 THB"),
    ("คนและอุปกรณ์ (Staff and equipment)", "Hire 2 more therapists from 15 October 2025 (8 in total)\n"
                                          "Replace 6 massage beds and 4 foot chairs (budget 100,000 THB)\n"
                                          "Menus in English, Chinese and Russian"),
    ("การตลาด (Marketing)", "Facebook and Google ads: 8,000 THB a month from October\n"
                           "More guests from Kata Sands Resort: free shuttle 11:00-21:00\n"
                           "Flyers at 3 more hotels in Karon"),
]
SUPPLY_PAGES = [
    "Phuket Spa Supply Co., Ltd.\n45/12 Chao Fah West Road, Chalong, Mueang Phuket 83130\nTAX INVOICE\n"
    "Invoice No.: PSS-2025-0614   Date: 14 June 2025\n"
    "Customer: Sabai Jai Thai Massage & Spa (Ms. Kanjana Thongkham)\n"
    "112/7 Patak Road, Karon, Mueang Phuket, Phuket 83100\n"
    "Coconut massage oil 5 L   6 x 1,150.00 = 6,900.00\n"
    "Lavender aroma oil 1 L   4 x 890.00 = 3,560.00\n"
    "Herbal compress ball 200 g   120 x 45.00 = 5,400.00\n"
    "Thai herbal balm 50 g   60 x 65.00 = 3,900.00\n"
    "Disposable massage shorts   500 x 6.00 = 3,000.00\n"
    "Subtotal: 22,760.00 THB\nVAT 7%: 1,593.20 THB\nTotal amount due: 24,353.20 THB\n"
    "Payment term: 30 days. Due date: 14 July 2025\n"
    "Bank transfer: Kasikornbank, Chalong branch, account 087-3-41209-5",
]


def _laundry(month: str, period: str, number: str, date: str, rows: list[tuple[str, int, str, str]],
             extra: list[str], due: str) -> list[str]:
    lines = [f"{item}   {count} x {price} = {amount}" for item, count, price, amount in rows]
    return ["Sea Breeze Laundry (Karon)\n88 Karon Road, Karon, Mueang Phuket 83100\n"
            f"INVOICE - {month}\nInvoice No.: {number}   Date: {date}\n"
            "Customer: Sabai Jai Thai Massage & Spa\n"
            f"Service period: {period}\n" + "\n".join(lines + extra) + f"\nDue date: {due}\n"
            "Pick-up and delivery every day except Sunday"]


LAUNDRY_JUNE = _laundry("June 2025", "1-30 June 2025", "SBL-2506-031", "1 July 2025", [
    ("Large towels", 410, "5.00", "2,050.00"), ("Small towels", 760, "2.50", "1,900.00"),
    ("Bed sheets", 96, "8.00", "768.00"), ("Massage clothes (sets)", 190, "4.00", "760.00")],
    ["Amount due: 5,478.00 THB"], "15 July 2025")
LAUNDRY_JULY = _laundry("July 2025", "1-31 July 2025", "SBL-2507-029", "1 August 2025", [
    ("Large towels", 468, "5.00", "2,340.00"), ("Small towels", 842, "2.50", "2,105.00"),
    ("Bed sheets", 112, "8.00", "896.00"), ("Massage clothes (sets)", 221, "4.00", "884.00")],
    ["Subtotal: 6,225.00 THB", "Less: 6 lost towels x 180.00 = -1,080.00",
     "Amount due: 5,145.00 THB"], "15 August 2025")
BED_QUOTE_PAGES = [
    "Phuket Furniture Mart\n19/3 Thepkrasattri Road, Ratsada, Mueang Phuket 83000\nQUOTATION\n"
    "Quotation No.: PFM-Q-2025-0702   Date: 2 July 2025\n"
    "To: Sabai Jai Thai Massage & Spa, Karon (Ms. Kanjana)\n"
    "Wooden massage bed with face hole, 190 x 70 cm   6 x 7,900.00 = 47,400.00\n"
    "Foot massage recliner, PU leather   4 x 12,500.00 = 50,000.00\n"
    "Delivery and set-up in Karon: free\nTotal: 97,400.00 THB (VAT included)\n"
    "Warranty: 1 year\nDelivery: 30 days after a 30% deposit\nThis quotation is valid for 30 days.",
]
BED_QUOTE_THAI = """# ใบเสนอราคา ร้านไม้งามถลาง (เฟอร์นิเจอร์ไม้สัก)

เลขที่ MN-6807/015 วันที่ 5 กรกฎาคม 2568
เรียน คุณกาญจนา ร้านสบายใจ นวดแผนไทยและสปา กะรน

| รายการ | จำนวน | ราคาต่อหน่วย | รวม |
|---|---|---|---|
| เตียงนวดไม้สัก มีรูหน้า 190 x 70 ซม. | 6 ตัว | 8,600 บาท | 51,600 บาท |
| เก้าอี้นวดเท้า ไม้สัก เบาะผ้า | 4 ตัว | 11,200 บาท | 44,800 บาท |
| ค่าขนส่งถึงกะรน | 1 เที่ยว | 1,500 บาท | 1,500 บาท |

รวมทั้งสิ้น 97,900 บาท (รวม VAT แล้ว)

- รับประกันโครงไม้ 2 ปี
- ส่งของภายใน 21 วันหลังวางมัดจำ 50%
- ยืนราคา 45 วัน
ผู้เสนอราคา: ช่างมานพ 089-725-3306
"""
DISTRACTORS = {
    "Massage/Contracts/สัญญาเช่าร้าน_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าตึกถนนปฏัก (ร่างแรก กันยายน 2566 ยังไม่เซ็น)\n"
        "- เสี่ยประเสริฐเสนอค่าเช่าเดือนละ 40,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 2 เดือน = 80,000 บาท\n- เราขอ 3 ปี เริ่ม 35,000 รอแก้ในฉบับจริง\n",
    "Massage/Staff/อัตราค่ามือ_ค่าคอม_2567.md":
        "# อัตราค่ามือหมอนวด ปี 2567 (ใช้ถึง 31 ธ.ค. 67)\n\n- นวดแผนไทย 60 นาที: 130 บาท\n"
        "- นวดน้ำมัน 60 นาที: 180 บาท\n- นวดเท้า 45 นาที: 100 บาท\n- แพ็กเกจสปา 2 ชั่วโมง: 400 บาท\n"
        "- การันตีขั้นต่ำช่วง low season 8,000 บาท\n- ค่าคอมขายสินค้า 10%\n",
    "Massage/Accounts/รายได้ร้านนวด_2567_สรุป.md":
        "# สรุปรายได้ร้านสบายใจ ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- รายได้รวม 2,198,450 บาท\n"
        "- เดือนที่ดีที่สุด ก.พ. 498,300 บาท\n- ลูกค้ารวม 5,412 คน\n- ค่ามือหมอนวดรวม 648,900 บาท\n",
    "Massage/Quotes/ใบเสนอราคา_เตียงนวด_2566_เก่า.txt":
        "ใบเสนอราคา ร้านเฟอร์นิเจอร์ป่าตอง (ตุลาคม 2566 ตอนเปิดร้าน)\n"
        "เตียงนวดไม้ยาง มีรูหน้า 6 ตัว ตัวละ 6,900 บาท\nเก้าอี้นวดเท้า 4 ตัว ตัวละ 9,800 บาท\n"
        "รวม 80,600 บาท\nรับประกัน 6 เดือน\n",
    "Massage/Hotel/ข้อตกลง_KataSands_ร่างแรก.md":
        "# ร่างข้อตกลงกับโรงแรมกะตะแซนด์ (ร่างแรก ก.พ. 2568 ยังไม่เซ็น)\n"
        "- โรงแรมขอค่าคอม 25% ทุกบริการ เราขอ 15%\n- แขกโรงแรมลด 15%?\n"
        "- ค่านอกสถานที่ 300 บาท ต่อคน ต้องต่อรองอีกที\n",
    "Massage/Plans/HighSeason_ไอเดีย_ร่าง.md":
        "# ไอเดีย high season (ร่าง มิ.ย. 68)\n- แพ็กเกจ signature ราคา 2,200? แพงไปไหม\n"
        "- จ้างหมอเพิ่ม 1-2 คน\n- ทำเมนูภาษาจีนด้วย\n- งบโฆษณาเดือนละ 10,000\n",
}
WORKSPECT = {"todo.md": "- ตอบเมลกะตะแซนด์เรื่องกรุ๊ป 23 ส.ค. (ก่อน 10 ส.ค.)\n- ยื่นต่อใบอนุญาตร้านนวด\n"
                        "- เลือกร้านเตียงนวด\n- โอนค่าคอมโรงแรมเดือน ก.ค.\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append(["รายได้ร้านสบายใจ นวดแผนไทยและสปา ม.ค.-มิ.ย. 2568 (Sabai Jai income by service, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in INCOME) - total,
                  "รายได้ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _pay(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in PAY.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่ามือและค่าคอมหมอนวด {title} (Therapists' pay)"])
        sheet.append(list(PAY_HEADERS))
        for row in rows:
            sheet.append([*row, sum(row[2:])])
        sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*rows))[1:]),
                      sum(sum(row[2:]) for row in rows)])
        for column in (3, 4, 5, 6, 7):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Massage"
    for sub in ("Contracts", "Hotel", "Accounts", "Staff", "Chats", "Suppliers", "Bills", "Plans", "Letters",
                "Quotes"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาเช่าอาคาร_ร้านสบายใจ_กะรน.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Hotel" / "ข้อตกลงความร่วมมือ_KataSandsResort_2568.docx", HOTEL_TOP, table=HOTEL_PRICES,
               bottom=HOTEL_BOTTOM)
    (shop / "Hotel" / "KataSands_group_booking_email.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    _income(shop / "Accounts" / "รายได้ร้านนวด_ตามบริการ_2568.xlsx")
    _pay(shop / "Staff" / "ค่ามือหมอนวด_พค-มิย68.xlsx")
    (shop / "Staff" / "อัตราค่ามือ_ค่าคอม_2568.md").write_text(RATES_NOTE, encoding="utf-8")
    (shop / "Staff" / "บันทึกประชุมทีม_2568-06-30.md").write_text(MEETING_NOTE, encoding="utf-8")
    (shop / "Chats" / "LINE_สบายใจนวด_ทีมหมอ_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Suppliers" / "AndamanHerbs_offer_email.txt").write_text(HERB_EMAIL, encoding="utf-8")
    make_pdf(shop / "Suppliers" / "PhuketSpaSupply_invoice_PSS-2025-0614.pdf", SUPPLY_PAGES)
    make_pdf(shop / "Bills" / "SeaBreezeLaundry_invoice_2025-06.pdf", LAUNDRY_JUNE)
    make_pdf(shop / "Bills" / "SeaBreezeLaundry_invoice_2025-07.pdf", LAUNDRY_JULY)
    (shop / "Letters" / "หนังสือ_สสจภูเก็ต_ต่อใบอนุญาตสถานประกอบการ_2568.txt").write_text(LICENCE_LETTER,
                                                                                        encoding="utf-8")
    write_slides(shop / "Plans" / "แผน_HighSeason_2568-69.pptx", SEASON_SLIDES)
    make_pdf(shop / "Quotes" / "Quotation_PhuketFurnitureMart_massage_beds.pdf", BED_QUOTE_PAGES)
    (shop / "Quotes" / "ใบเสนอราคา_เตียงนวด_ไม้งามถลาง_2568.md").write_text(BED_QUOTE_THAI, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
