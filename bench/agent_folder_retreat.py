"""The retreat folder: the papers of a small meditation and yoga retreat in Pai and its owner's household, by code.

The owner is ศิริพร วงศ์คำ (พี่ฝน, Khun Fon, Siriporn Wongkham) of "บ้านสงบใจ Retreat" (Baan Sangob Jai Retreat),
99 หมู่ 4 ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน 58130. Six bungalows and a yoga sala on land leased from ลุงคำ (นายคำปัน ใจมา).
She sells weekend, silent and detox retreat packages, drop-in yoga classes, Thai massage and a small café, and
does team retreats for companies. Her husband ธีรวัฒน์ (พี่เอก) drives the guest van, their daughter ด.ญ.ปาณิศา
(น้องข้าวหอม) is in ป.5, her mother แม่บุญเรือน had a cataract operation in October. It is November 2568 (2025).

Documents/บ้านสงบใจ Retreat/ (the business)
- Quotes & ใบเสนอราคา/QT ล้านนาดิจิทัล Team Retreat_ร่าง.docx: draft quote QT-BSJ-68-011 (3 พ.ย. 2568) to บริษัท
  ล้านนาดิจิทัล จำกัด: 18 people x 7,900 (142,200) + 2 vans x 4,500 (9,000), total 151,200 (not sent).
- Quotes & ใบเสนอราคา/QT ล้านนาดิจิทัล Team Retreat_final v2.docx: the final (10 พ.ย. 2568) to คุณแพรวา ศรีสมบูรณ์:
  22 people x 7,500 (165,000) + 3 vans x 4,200 (12,600), total 177,600, deposit 40% 71,040, balance 106,560,
  retreat 12-14 ธ.ค. 2568.
- Quotes & ใบเสนอราคา/Quote_BodhiProps_yoga props_Oct2025.pdf: English quote BP-Q-2510-077 from Bodhi Props Co., Ltd.
  (20 mats, 20 bolsters, 40 blocks, 20 zafu): 48,400.00 + VAT 3,388.00 = 51,788.00.
- Quotes & ใบเสนอราคา/ใบเสนอราคา สมาธิภัณฑ์ เบาะนั่งสมาธิ เสื่อโยคะ.docx: ร้านสมาธิภัณฑ์ (Chiang Mai) for the same
  items: 46,800 + delivery to Pai 1,200 = 48,000 (no VAT), deposit 50% 24,000.
- Price list/Retreat rates 2025 (EN).pdf: 3-day weekend 6,500, 5-day silent 12,900, 7-day detox 18,500, single room
  800/night, drop-in 350, 10-class card 3,000, massage 60 min 450 / 90 min 650, private van 4,500.
- Price list/ราคาแพ็กเกจ_บ้านสงบใจ_2567.docx: last year's Thai price list: 3 วัน 5,900, 5 วัน 11,500, 7 วัน 16,900,
  พักเดี่ยว 600, drop-in 300, บัตร 10 ครั้ง 2,600, นวด 60 นาที 400.
- บัญชี 2567-2568/บัญชีรายรับรายจ่าย 2568.xlsx: this year's book, sheets income (retreat packages, drop-in, massage
  and spa, café, corporate) and expenses (food, staff, guest teachers, utilities, laundry, ads/commission), Jan-Oct
  (spa in ส.ค. 15,200; drop-in ต.ค. 63,700).
- บัญชี 2567-2568/บัญชีรายรับรายจ่าย 2567.xlsx: last year's book, same layout, Jan-Dec (food ก.พ. 44,800).
- บัญชี 2567-2568/yoga_dropin_Oct2025.md: October drop-in classes: 26 classes, 187 visits (152 walk-in x 350 = 53,200,
  35 class-card x 300 = 10,500), 63,700 in all.
- บัญชี 2567-2568/พนักงาน_เงินเดือน_2568.xlsx: six staff with nicknames and wages, 62,000 a month; massage therapists.
- Guests/รายชื่อผู้เข้ารีทรีตเงียบ_ธ.ค.68.xlsx: the December silent retreat, 14 guests and the room sheet.
- Guests/WhatsApp Chat with Anna Becker.txt: a German guest's private 5-day retreat for two: 25,800 asked, she offers
  22,000, 24,500 and 23,000 offered, settled 23,500, deposit 11,750, 8-12 Jan 2026.
- Guests/ตารางรีทรีตเงียบ 5 วัน_ธ.ค.68.md: the 15-19 ธ.ค. 2568 silent retreat timetable (ครูจอย teaching).
- Guests/Guest orientation_EN.pptx: house rules slides.
- เอกสารราชการ/หนังสือเทศบาลเวียงใต้_ต่อใบอนุญาต_ต.ค.68.docx: the municipality: massage licence renewal 2,000 + café
  food licence 400 = 2,400, by 30 ธ.ค. 2568, inspection 9 ธ.ค. 2568, 20% surcharge if late.
- เอกสารราชการ/สัญญาเช่าที่ดิน ปาย 2566-2570.docx: land lease from นายคำปัน ใจมา, 96,000 a year 2566-2568, 105,600
  2569-2570, paid by 15 ม.ค., deposit 48,000.
- เอกสารราชการ/ร่าง_ขอลดค่าเช่าที่ดิน_2569.docx: a draft letter asking ลุงคำ to take 100,000 for 2569.
- Suppliers/CMLinen_INV-2511-0342.pdf: English invoice of Chiang Mai Linen Supply Co., Ltd. (7 Nov 2025): 21,600.00 +
  VAT 1,512.00 = 23,112.00, less deposit 5,000.00, balance 18,112.00 due 25 Nov 2025.
- Suppliers/ใบเสร็จ_เชียงใหม่ลินิน_RC6811-118.docx: the Thai receipt of it: 18,112.00 received 21 พ.ย. 2568.
- Suppliers/email_ZenStay_commission change_12-11-2025.txt: booking site ZenStay Asia: commission 15% -> 18% from
  1 Jan 2026, or stay at 15% as a Preferred Partner for 2,500 THB a month; 2025 so far 41 bookings, 412,600 gross,
  61,890 commission; reply by 30 Nov 2025.
- Suppliers/แชท_ครูโยคะ_รีทรีตธันวา.txt: LINE with ครูจอย: 2,500 a day asked, 1,800 and 2,200 offered, settled
  2,000 x 5 = 10,000 + bus 1,500 = 11,500, half 5,750 paid ahead.
- LINE/แชทไลน์_HR ล้านนาดิจิทัล.txt: LINE with น้องแพร (HR): budget 165,000; 171,000, 168,000 and 163,200 floated;
  settled 24 people x 6,850 = 164,400 without vans, deposit 65,760 transferred 20 พ.ย.
- LINE/แชทไลน์_กลุ่มทีมงานบ้านสงบใจ.txt: the staff group (December rota, pay day, New Year closing).
- แผนการตลาด 2569_บ้านสงบใจ.pptx: next year's plan (2,400,000 target, props budget 50,000).
- เมนูมังสวิรัติ_รีทรีต.md: the vegetarian menu with cost per head.

Documents/ครอบครัว/ (the household)
- ค่าไฟ/PEA ebill Sep 2025.pdf (486 kWh, 2,561.14, due 6 Oct 2025) and ค่าไฟ/PEA ebill Oct 2025.pdf (452 kWh,
  2,377.30, due 6 Nov 2025): English electricity bills for the house.
- รถตู้/LannaLeasing_statement_Oct2025.pdf: hire-purchase statement for the Commuter van: installment 18,450.00 (27 of
  60), due 5 Nov 2025, 608,850.00 left.
- ลูก/ใบแจ้งค่าเทอม_2-2568.docx: the school's fee notice, 16,450 by 15 พ.ย. 2568.
- แม่/ChiangMaiRam_bill_Oct2025.pdf: English hospital bill for the mother's left-eye cataract operation: 68,450.00,
  insurance 40,000.00, paid by the family 28,450.00, follow-up 29 Oct 2025.
- แม่/บันทึกแม่_ตาต้อกระจก.md: notes on the mother's eyes (right eye next, 62,000 estimate).
- ประกัน/ประกันอัคคีภัย_ต่ออายุ_ธ.ค.68.docx: fire insurance renewal for the retreat: 12,840 (last year 11,960), pay by
  10 ธ.ค. 2568; flood cover 3,200 more.
- รายจ่ายบ้าน ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month, with the van installment 18,450.
- แชทไลน์_บ้านวงศ์คำ.txt: the family LINE group.

Documents/ลิสต์เพลง savasana.txt: a playlist.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "บ้านสงบใจ Retreat"
HOME = "ครอบครัว"
BSJ_TOP = ("บ้านสงบใจ รีทรีต (Baan Sangob Jai Retreat) 99 หมู่ 4 ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน 58130 "
           "โทร 093-275-8841  LINE @sangobjai")

# ---------------------------------------------------------------- team retreat quotes
LANNA_DRAFT = [
    BSJ_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-BSJ-68-011",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท ล้านนาดิจิทัล จำกัด 45 ถ.นิมมานเหมินท์ อ.เมืองเชียงใหม่ จ.เชียงใหม่",
    "เรื่อง แพ็กเกจ Mindful Team Retreat 3 วัน 2 คืน (ที่พัก อาหารมังสวิรัติ 3 มื้อ โยคะเช้า-เย็น สมาธิ "
    "และกิจกรรมทีม)",
]
LANNA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แพ็กเกจรีทรีต 3 วัน 2 คืน พักห้องคู่", "18 คน", "7,900", "142,200"),
    ("รถตู้รับส่ง เชียงใหม่-ปาย ไป-กลับ", "2 คัน", "4,500", "9,000"),
    ("รวมทั้งสิ้น", "", "", "151,200"),
]
LANNA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 151,200 บาท (หนึ่งแสนห้าหมื่นหนึ่งพันสองร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง รอถามพี่เอกว่ารถตู้ว่างกี่คัน และถามน้องแพรจำนวนคนอีกที",
]
LANNA_FINAL = [
    BSJ_TOP,
    "ใบเสนอราคา  เลขที่ QT-BSJ-68-011 (แก้ไขครั้งที่ 2)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณแพรวา ศรีสมบูรณ์ เจ้าหน้าที่ฝ่ายบุคคล บริษัท ล้านนาดิจิทัล จำกัด",
    "เรื่อง แพ็กเกจ Mindful Team Retreat 3 วัน 2 คืน วันที่ 12-14 ธันวาคม 2568 "
    "(ที่พัก อาหารมังสวิรัติ 3 มื้อ โยคะเช้า-เย็น สมาธิ กิจกรรมทีม และนวดไทย 60 นาที 1 ครั้ง)",
]
LANNA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แพ็กเกจรีทรีต 3 วัน 2 คืน พักห้องคู่ พร้อมนวดไทย", "22 คน", "7,500", "165,000"),
    ("รถตู้รับส่ง เชียงใหม่-ปาย ไป-กลับ", "3 คัน", "4,200", "12,600"),
    ("รวมทั้งสิ้น", "", "", "177,600"),
]
LANNA_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 177,600 บาท (หนึ่งแสนเจ็ดหมื่นเจ็ดพันหกร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 40% = 71,040 บาท ภายใน 7 วันหลังตอบรับ ส่วนที่เหลือ 106,560 บาท "
    "ชำระในวันเช็กอิน",
    "ยกเลิกก่อนวันเข้าพัก 14 วัน คืนมัดจำ 50% ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ศิริพร วงศ์คำ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- yoga props quotes
BODHI_QUOTE = [
    "BODHI PROPS CO., LTD.\n"
    "Yoga and meditation equipment - 212 Chang Klan Road, Mueang Chiang Mai 50100  Tel. 053-271-466\n"
    "QUOTATION No. BP-Q-2510-077        Date: 28 Oct 2025\n"
    "To: Ms. Siriporn Wongkham (Baan Sangob Jai Retreat), Pai, Mae Hong Son\n"
    "Re: yoga and meditation props for the sala\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Natural rubber yoga mat 5 mm           20 pcs     890.00    17,800.00\n"
    "Cotton bolster, buckwheat filled       20 pcs     650.00    13,000.00\n"
    "Cork yoga block                        40 pcs     180.00     7,200.00\n"
    "Zafu meditation cushion, kapok         20 pcs     520.00    10,400.00\n"
    "\n"
    "Subtotal                                                    48,400.00\n"
    "VAT 7%                                                       3,388.00\n"
    "GRAND TOTAL                                                 51,788.00 THB\n"
    "\n"
    "Delivery to Pai included (our van goes every Friday).\n"
    "Payment: 30% with order, balance on delivery. Warranty: 2 years on mats.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales: Jirawat (Jay) 089-552-1037",
]
SAMADHI_QUOTE = [
    "ร้านสมาธิภัณฑ์ อุปกรณ์โยคะและสมาธิ",
    "58 ถ.ท่าแพ ต.ช้างคลาน อ.เมืองเชียงใหม่ จ.เชียงใหม่ โทร 053-234-907",
    "ใบเสนอราคา เลขที่ 68/142  วันที่ 30 ต.ค. 2568",
    "เรียน คุณศิริพร วงศ์คำ (บ้านสงบใจ รีทรีต)",
    "เรื่อง อุปกรณ์โยคะและเบาะนั่งสมาธิสำหรับศาลาโยคะ",
]
SAMADHI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื่อโยคะยางพารา หนา 5 มม.", "20 ผืน", "850", "17,000"),
    ("หมอนโบลสเตอร์ ผ้าฝ้าย ไส้เปลือกบัควีท", "20 ใบ", "690", "13,800"),
    ("บล็อกโยคะไม้ก๊อก", "40 ก้อน", "160", "6,400"),
    ("เบาะนั่งสมาธิทรงกลม (ซาฟุ) ไส้นุ่น", "20 ใบ", "480", "9,600"),
    ("รวมค่าสินค้า", "", "", "46,800"),
    ("ค่าขนส่งไป อ.ปาย", "", "", "1,200"),
    ("รวมทั้งสิ้น", "", "", "48,000"),
]
SAMADHI_BOTTOM = [
    "รวมทั้งสิ้น 48,000 บาท (สี่หมื่นแปดพันบาทถ้วน) ร้านไม่ได้จด VAT",
    "มัดจำ 50% = 24,000 บาท ส่งของภายใน 15 วันหลังโอนมัดจำ",
    "เสื่อรับประกัน 1 ปี ราคานี้ยืน 30 วัน",
    "ป้านิด (นางนิตยา แก้วมณี) 081-960-4418",
]

# ---------------------------------------------------------------- price lists
RATES_2025 = [
    "BAAN SANGOB JAI RETREAT - RATES 2025\n"
    "Yoga, meditation and rest in Pai, Mae Hong Son\n"
    "Valid 1 January 2025 - 31 December 2025. All prices in THB per person.\n"
    "\n"
    "RETREAT PACKAGES (shared twin bungalow, 3 vegetarian meals a day)\n"
    "  3-day weekend retreat (2 nights) ............ 6,500 THB\n"
    "  5-day silent meditation retreat (4 nights) .. 12,900 THB\n"
    "  7-day yoga and detox retreat (6 nights) ..... 18,500 THB\n"
    "  Single room supplement ...................... 800 THB per night\n"
    "\n"
    "YOGA SALA (open to everyone)\n"
    "  Drop-in class (8:00 or 17:00, 90 min) ....... 350 THB\n"
    "  10-class card (valid 2 months) .............. 3,000 THB\n"
    "\n"
    "THAI MASSAGE\n"
    "  60 minutes .................................. 450 THB\n"
    "  90 minutes .................................. 650 THB\n"
    "\n"
    "TRANSFERS\n"
    "  Private van Chiang Mai - Pai (up to 9 people), one way ... 4,500 THB per van\n"
    "\n"
    "A 30% deposit confirms a booking. Cancellations 14 days or more before arrival: deposit moved to a new date.\n"
    "Contact: Khun Fon 093-275-8841, LINE @sangobjai, hello@sangobjai.com",
]
RATES_2567 = ["บ้านสงบใจ รีทรีต ปาย", "ราคาแพ็กเกจ ปี 2567 (ม.ค. – ธ.ค. 2567)", "ราคาต่อท่าน หน่วยเป็นบาท"]
RATES_2567_TABLE = [
    ("แพ็กเกจ / บริการ", "ราคา"),
    ("รีทรีตสุดสัปดาห์ 3 วัน 2 คืน", "5,900 บาท"),
    ("รีทรีตเงียบ (สมาธิ) 5 วัน 4 คืน", "11,500 บาท"),
    ("โยคะและดีท็อกซ์ 7 วัน 6 คืน", "16,900 บาท"),
    ("พักห้องเดี่ยว เพิ่ม", "600 บาท/คืน"),
    ("โยคะ drop-in", "300 บาท/คลาส"),
    ("บัตรโยคะ 10 ครั้ง", "2,600 บาท"),
    ("นวดไทย 60 นาที", "400 บาท"),
    ("นวดไทย 90 นาที", "550 บาท"),
]
RATES_2567_BOTTOM = ["มัดจำ 30% เพื่อยืนยันการจอง", "ติดต่อ พี่ฝน 093-275-8841 LINE @sangobjai"]

# ---------------------------------------------------------------- papers
LICENCE_LETTER = [
    "เทศบาลตำบลเวียงใต้ อำเภอปาย จังหวัดแม่ฮ่องสอน",
    "ที่ มส 53702/1184",
    "28 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตประกอบกิจการ ประจำปี 2569",
    "เรียน นางศิริพร วงศ์คำ ผู้ประกอบการ บ้านสงบใจ รีทรีต",
    "ตามที่ท่านได้รับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ ประเภทสถานประกอบการนวดเพื่อสุขภาพ "
    "และใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร (คาเฟ่) ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 นั้น",
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมชำระค่าธรรมเนียม ดังนี้ ใบอนุญาตสถานประกอบการนวดเพื่อสุขภาพ "
    "2,000 บาท ใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร 400 บาท รวมเป็นเงิน 2,400 บาท "
    "ภายในวันที่ 30 ธันวาคม 2568 ณ กองสาธารณสุขและสิ่งแวดล้อม",
    "หากยื่นต่ออายุหลังวันสิ้นอายุ จะต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม",
    "เอกสารประกอบ: สำเนาบัตรประชาชน ใบรับรองแพทย์ของพนักงานนวดทุกคน (ไม่เกิน 6 เดือน) "
    "และสำเนาใบประกาศนียบัตรนวดไทย",
    "เจ้าหน้าที่จะเข้าตรวจสถานประกอบการในวันที่ 9 ธันวาคม 2568 เวลา 10.00 น. "
    "เรื่องความสะอาดห้องนวด ถังดักไขมันของครัว และการคัดแยกขยะ",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายสมบัติ ปัญญาดี ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม ปฏิบัติหน้าที่แทนนายกเทศมนตรีตำบลเวียงใต้",
]
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านเลขที่ 99 หมู่ 4 ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน วันที่ 20 ธันวาคม 2565",
    "ระหว่าง นายคำปัน ใจมา อายุ 68 ปี ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\" กับ นางศิริพร วงศ์คำ อายุ 41 ปี "
    "ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 21873 เนื้อที่ 3 ไร่ 2 งาน ต.เวียงใต้ อ.ปาย "
    "เพื่อใช้ทำที่พักและสถานที่ปฏิบัติธรรม โยคะ",
    "ข้อ 2. ระยะเวลาเช่า 5 ปี เริ่มวันที่ 1 มกราคม 2566 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าปีละ 96,000 บาท (เก้าหมื่นหกพันบาทถ้วน) สำหรับปีที่ 1 ถึงปีที่ 3 (2566-2568) "
    "และปีละ 105,600 บาท สำหรับปีที่ 4 ถึงปีที่ 5 (2569-2570) ชำระล่วงหน้าภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 48,000 บาท ในวันทำสัญญา ผู้ให้เช่าจะคืนให้เมื่อสิ้นสุดสัญญา",
    "ข้อ 5. สิ่งปลูกสร้างที่ผู้เช่าสร้างขึ้น เมื่อสิ้นสุดสัญญาผู้เช่ามีสิทธิรื้อถอนได้ภายใน 90 วัน",
    "ข้อ 6. ผู้เช่ามีสิทธิต่อสัญญาได้อีก 5 ปี โดยแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 6 เดือน",
    "ข้อ 7. ผู้ให้เช่าเป็นผู้ชำระภาษีที่ดินและสิ่งปลูกสร้างในส่วนของที่ดิน",
    "ลงชื่อ คำปัน ใจมา ผู้ให้เช่า   ลงชื่อ ศิริพร วงศ์คำ ผู้เช่า",
    "ลงชื่อ ธีรวัฒน์ วงศ์คำ พยาน   ลงชื่อ ผู้ใหญ่บ้านหมู่ 4 พยาน",
]
RENT_LETTER_DRAFT = [
    "ร่าง (ยังไม่ได้ให้ลุงคำ)",
    "วันที่ ... พฤศจิกายน 2568",
    "เรื่อง ขอผ่อนผันค่าเช่าที่ดิน ปี 2569",
    "เรียน ลุงคำปัน ใจมา",
    "ตามสัญญาเช่าที่ดินลงวันที่ 20 ธันวาคม 2565 ค่าเช่าปี 2569 จะขึ้นเป็นปีละ 105,600 บาท",
    "ช่วงหน้าฝนปีนี้ (พ.ค.-ก.ย.) แขกน้อยมาก รายได้รีทรีตลดลงเกือบครึ่ง หนูจึงขออนุญาตลุงคำ "
    "ขอจ่ายค่าเช่าปี 2569 เป็น 100,000 บาท และจะจ่ายเต็ม 105,600 บาทในปี 2570 ตามสัญญา",
    "ถ้าลุงคำตกลง หนูจะโอนให้ภายในวันที่ 10 มกราคม 2569 เร็วกว่ากำหนดเดิม",
    "ด้วยความเคารพ",
    "ฝน (ศิริพร วงศ์คำ)",
]

# ---------------------------------------------------------------- linen invoice and receipt
LINEN_INVOICE = [
    "CHIANG MAI LINEN SUPPLY CO., LTD.\n"
    "Hotel linen and towels - 77/3 Moo 2, Sankampaeng Road, Chiang Mai 50000\n"
    "Tax ID 0505559007724   Tel. 053-880-214\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2511-0342\n"
    "Date: 7 Nov 2025                 Due date: 25 Nov 2025\n"
    "Customer: Baan Sangob Jai Retreat (Ms. Siriporn Wongkham), 99 Moo 4, Wiang Tai, Pai, Mae Hong Son 58130\n"
    "\n"
    "Item                                        Qty        Unit price   Amount\n"
    "Bed sheet set, single, white cotton          24 sets     480.00    11,520.00\n"
    "Bath towel 70x140 cm                         48 pcs      145.00     6,960.00\n"
    "Yoga towel, microfibre                       40 pcs       78.00     3,120.00\n"
    "\n"
    "Subtotal                                                           21,600.00\n"
    "VAT 7%                                                              1,512.00\n"
    "Total                                                              23,112.00\n"
    "Less deposit paid 30 Oct 2025                                      -5,000.00\n"
    "BALANCE DUE                                                        18,112.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Chiang Mai Linen Supply Co., Ltd., account 521-4-07735-9.",
]
LINEN_RECEIPT = [
    "บริษัท เชียงใหม่ลินินซัพพลาย จำกัด (สำนักงานใหญ่)",
    "77/3 หมู่ 2 ถ.สันกำแพง อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50000  เลขประจำตัวผู้เสียภาษี 0505559007724",
    "ใบเสร็จรับเงิน  เลขที่ RC6811-118",
    "วันที่ 21 พ.ย. 2568",
    "ได้รับเงินจาก คุณศิริพร วงศ์คำ (บ้านสงบใจ รีทรีต)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2511-0342 ลงวันที่ 07/11/68",
]
LINEN_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "23,112.00"),
    ("หัก เงินมัดจำรับแล้ว 30/10/68", "5,000.00"),
    ("รับชำระครั้งนี้", "18,112.00"),
]
LINEN_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 18,112.00 บาท (หนึ่งหมื่นแปดพันหนึ่งร้อยสิบสองบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกาญจนา ทาแก้ว ฝ่ายการเงิน",
]

ZENSTAY_EMAIL = """From: Mai Nguyen <partners@zenstay.asia>
To: hello@sangobjai.com
Date: Wed, 12 Nov 2025 10:05
Subject: Important: commission change for 2026 - Baan Sangob Jai Retreat

Dear Khun Siriporn,

Thank you for being a ZenStay Asia partner. In 2025 so far your listing has received 41 bookings
with a gross value of 412,600 THB, and you have paid 61,890 THB in commission (15%).

From 1 Jan 2026 our standard commission will rise from 15% to 18% of the booking value.

You can keep the 15% rate by joining our Preferred Partner plan for 2,500 THB a month (billed
quarterly, 7,500 THB). Preferred Partners also get a featured spot on the "Retreats in Northern
Thailand" page and a free photo shoot in the first quarter.

Also from 1 Jan 2026, payouts will be made 14 days after the guest checks out, instead of at the
end of each month.

Please tell us by 30 Nov 2025 whether you would like to join the Preferred Partner plan.
If we do not hear from you, your listing moves to the standard 18% rate automatically.

Kind regards,
Mai Nguyen
Partner Manager, ZenStay Asia
"""

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "แพ็กเกจรีทรีต (Retreats)", "โยคะ drop-in (Drop-in)", "นวด/สปา (Massage & spa)",
                  "คาเฟ่ (Café)", "องค์กร (Corporate)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "อาหาร/วัตถุดิบ (Food)", "ค่าจ้างพนักงาน (Staff)", "ครูรับเชิญ (Teachers)",
                   "ค่าน้ำค่าไฟ (Utilities)", "ซักรีด (Laundry)", "โฆษณา/คอมมิชชั่น (Ads, commission)", "รวม (Total)"]
INCOME_2568 = [
    [186000, 204500, 171300, 98500, 64200, 45800, 52100, 58900, 71400, 118600],
    [78400, 81200, 69300, 42350, 30800, 24150, 26600, 28700, 35350, 63700],
    [42600, 45100, 38900, 24300, 16800, 12900, 14650, 15200, 19750, 31400],
    [36200, 38900, 33450, 21800, 15300, 11950, 13400, 14100, 17650, 27300],
    [0, 88000, 0, 0, 0, 0, 0, 0, 52500, 0],
]
EXPENSES_2568 = [
    [48200, 51600, 44300, 27800, 19900, 15600, 17200, 18300, 22700, 36400],
    [62000, 62000, 62000, 62000, 54000, 54000, 54000, 54000, 54000, 62000],
    [24000, 28000, 20000, 8000, 0, 0, 0, 0, 6000, 16000],
    [14850, 15620, 17930, 19240, 16380, 12710, 11950, 12230, 13480, 14060],
    [7400, 8100, 6900, 4200, 3100, 2400, 2650, 2800, 3450, 5900],
    [27900, 30680, 25700, 14780, 9630, 6870, 7820, 8840, 10710, 17790],
]
INCOME_2567 = [
    [158000, 172500, 149000, 86400, 55300, 39700, 44800, 50200, 61900, 102400, 163800, 192600],
    [66000, 69600, 58500, 36300, 26100, 20700, 22800, 24600, 30300, 54600, 63900, 74400],
    [36800, 39200, 33500, 20900, 14300, 10800, 12500, 13100, 16900, 27200, 34700, 41300],
    [30100, 32400, 27800, 18200, 12700, 9900, 11100, 11800, 14600, 22900, 29300, 35100],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 45000, 0],
]
EXPENSES_2567 = [
    [41500, 44800, 38600, 24100, 17300, 13600, 14900, 15800, 19600, 31500, 39900, 46700],
    [56000, 56000, 56000, 56000, 48000, 48000, 48000, 48000, 48000, 56000, 56000, 56000],
    [20000, 24000, 16000, 6000, 0, 0, 0, 0, 4000, 14000, 22000, 26000],
    [13200, 13950, 16100, 17400, 14800, 11500, 10900, 11050, 12200, 12700, 13400, 14100],
    [6300, 6900, 5900, 3600, 2700, 2100, 2300, 2450, 3000, 5100, 6400, 7200],
    [22400, 24600, 20500, 11800, 7700, 5500, 6200, 7000, 8600, 14300, 20100, 24800],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"บ้านสงบใจ รีทรีต รายรับรายเดือน ปี {year} (Income by month, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"บ้านสงบใจ รีทรีต รายจ่ายรายเดือน ปี {year} (Expenses by month, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


STAFF = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Role)", "เริ่มงาน (Since)", "เงินเดือน (Salary, THB)",
     "หมายเหตุ (Note)"),
    ("แสงเดือน ใจดี", "ป้าแดง", "แม่ครัว (Cook)", "03/2566", 12000, "เมนูมังสวิรัติทั้งหมด"),
    ("ศรีนวล คำมูล", "น้องนวล", "ผู้ช่วยครัว (Kitchen helper)", "11/2566", 9500, ""),
    ("บัวผัน ลุงตา", "พี่บัว", "แม่บ้าน (Housekeeping)", "01/2566", 9000, "ดูแลบังกะโล 1-3"),
    ("จันทร์ฟอง แสนคำ", "จันทร์", "แม่บ้าน (Housekeeping)", "06/2567", 9000, "ดูแลบังกะโล 4-6 ช่วงหน้าฝนลดเหลือครึ่งวัน"),
    ("บุญมา ปู่คำ", "ลุงมา", "คนสวน (Gardener)", "01/2566", 8500, ""),
    ("มินตรา ทองคำ", "มิ้นท์", "ต้อนรับ/จองห้อง (Front desk)", "08/2567", 14000, "ดูแล ZenStay, IG, LINE OA"),
    ("รวมต่อเดือน (Total)", "", "", "", 62000, ""),
]
THERAPISTS = [
    ("ชื่อ (Name)", "ชื่อเล่น (Nickname)", "ส่วนแบ่ง (Share)", "หมายเหตุ (Note)"),
    ("สุภาพร ยาวิชัย", "พี่ภา", "50% ของค่านวด", "ใบประกาศนวดไทย 150 ชม."),
    ("อรทัย ปัญญา", "อร", "50% ของค่านวด", "มาเฉพาะเสาร์-อาทิตย์"),
]


def _staff(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "พนักงานประจำ"
    sheet.append(["พนักงานบ้านสงบใจ ปี 2568 (Staff and wages)"])
    for row in STAFF:
        sheet.append(list(row))
    money_format(sheet, 5)
    sheet = book.create_sheet("หมอนวด")
    for row in THERAPISTS:
        sheet.append(list(row))
    book.save(path)


GUESTS = [
    ("ชื่อ (Name)", "ชื่อเล่น/เรียก (Called)", "ประเทศ (Country)", "บังกะโล (Room)", "อาหาร (Diet)",
     "ราคา (Price)", "จ่ายแล้ว (Paid)", "ค้าง (Due)"),
    ("Laura Schmidt", "Laura", "Germany", "B1", "vegan", 12900, 12900, 0),
    ("Tom Schmidt", "Tom", "Germany", "B1", "vegan", 12900, 12900, 0),
    ("ชลธิชา รุ่งเรือง", "น้องชล", "ไทย", "B2", "มังสวิรัติ", 12900, 3870, 9030),
    ("พัชรี อินทรสุข", "พี่แอ๊ว", "ไทย", "B2", "มังสวิรัติ", 12900, 12900, 0),
    ("Kenji Sato", "Kenji", "Japan", "B3", "no onion, no garlic", 16100, 16100, 0),
    ("Emma Clarke", "Emma", "UK", "B4", "gluten free", 12900, 3870, 9030),
    ("Olivia Brown", "Liv", "UK", "B4", "vegetarian", 12900, 3870, 9030),
    ("วิไลวรรณ ศรีสวัสดิ์", "ครูแหม่ม", "ไทย", "B5", "มังสวิรัติ", 12900, 12900, 0),
    ("สุดารัตน์ ศรีสวัสดิ์", "ดา", "ไทย", "B5", "มังสวิรัติ", 12900, 12900, 0),
    ("Marco Rossi", "Marco", "Italy", "B6", "vegetarian", 12900, 12900, 0),
    ("Giulia Rossi", "Giulia", "Italy", "B6", "vegetarian", 12900, 12900, 0),
    ("Sarah Cohen", "Sarah", "Israel", "sala loft", "vegan", 12900, 3870, 9030),
    ("Noa Levi", "Noa", "Israel", "sala loft", "vegan", 12900, 3870, 9030),
    ("ภัทรา มณีวงศ์", "พี่ตุ๊ก", "ไทย", "B3 (เตียงเสริม)", "มังสวิรัติ", 12900, 12900, 0),
]
ROOMS = [
    ("บังกะโล (Room)", "เตียง (Beds)", "แขก (Guests)", "หมายเหตุ (Note)"),
    ("B1", "เตียงคู่", "Laura, Tom", "ใกล้ศาลา"),
    ("B2", "2 เตียงเดี่ยว", "น้องชล, พี่แอ๊ว", ""),
    ("B3", "เตียงใหญ่ + เตียงเสริม", "Kenji, พี่ตุ๊ก", "Kenji จ่ายห้องเดี่ยว แต่ยอมแชร์ ลดให้ 1,600"),
    ("B4", "2 เตียงเดี่ยว", "Emma, Liv", ""),
    ("B5", "2 เตียงเดี่ยว", "ครูแหม่ม, ดา", "แม่ลูก"),
    ("B6", "เตียงคู่", "Marco, Giulia", "honeymoon"),
    ("sala loft", "ฟูก 2 ที่", "Sarah, Noa", "ห้องเสริม ไม่มีแอร์"),
]


def _guests(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Guests"
    sheet.append(["รีทรีตเงียบ 5 วัน 15-19 ธ.ค. 2568 รายชื่อผู้เข้าร่วม (Silent retreat guest list)"])
    for row in GUESTS:
        sheet.append(list(row))
    sheet.append(["รวม 14 คน (Total)", "", "", "", "", sum(r[5] for r in GUESTS[1:]), sum(r[6] for r in GUESTS[1:]),
                  sum(r[7] for r in GUESTS[1:])])
    for column in (6, 7, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("Rooms")
    for row in ROOMS:
        sheet.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pai District Office\n"
        "e-BILL / ELECTRICITY CHARGES NOTICE\n"
        "Account name: Mrs. Siriporn Wongkham\n"
        "Service address: 17/2 Moo 3, Wiang Tai, Pai, Mae Hong Son 58130 (residence)\n"
        "CA no. 020045517782   Residential, rate 1.2\n"
        f"Period: {period}\n"
        f"Meter: {reading}   Consumption: {units} kWh\n"
        f"Energy {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"TOTAL AMOUNT DUE: {total} THB\n"
        f"Pay by: {due}\n"
        "Direct debit not set up. Pay via PEA Smart Plus, bank apps or counter service.",
    ]


PEA_SEP = _pea_bill("18 Aug 2025 - 17 Sep 2025", "18,442 -> 18,928", 486, "2,199.85", "155.52", "167.55",
                    "2,561.14", "6 Oct 2025")
PEA_OCT = _pea_bill("18 Sep 2025 - 17 Oct 2025", "18,928 -> 19,380", 452, "2,038.92", "144.64", "155.52",
                    "2,377.30", "6 Nov 2025")
VAN_STATEMENT = [
    "LANNA LEASING PUBLIC CO., LTD.\n"
    "Chiang Mai branch - 150 Huay Kaew Road, Mueang Chiang Mai 50200  Call centre 02-118-5500\n"
    "\n"
    "HIRE PURCHASE STATEMENT                     Statement date: 20 Oct 2025\n"
    "Hirer: Mrs. Siriporn Wongkham\n"
    "Contract no. HP-CM-66-08841\n"
    "Vehicle: Toyota Commuter 2.8 (2023), plate 5521 Mae Hong Son\n"
    "\n"
    "Financed amount ................................ 1,107,000.00\n"
    "Installments ................................... 60 x 18,450.00\n"
    "This installment ............................... no. 27 of 60\n"
    "AMOUNT DUE ..................................... 18,450.00 THB\n"
    "Due date ....................................... 5 Nov 2025\n"
    "Outstanding after this payment (33 installments) 608,850.00\n"
    "\n"
    "Late payment: 1.5% per month on the overdue amount plus 200 THB collection fee.\n"
    "Pay by bank transfer with reference 6608841, or at any Counter Service.",
]
HOSPITAL_BILL = [
    "CHIANG MAI RAM HOSPITAL\n"
    "Eye Centre - 8 Boonruangrit Road, Mueang Chiang Mai 50200  Tel. 053-920-300\n"
    "\n"
    "INPATIENT BILL / RECEIPT                       Date: 15 Oct 2025\n"
    "Patient: Mrs. Boonruean Kaewma, age 71        HN 68-207415   AN 68-11892\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye\n"
    "Surgeon: Dr. Kittipong Suwannarat\n"
    "Admitted 14 Oct 2025, discharged 15 Oct 2025 (1 night)\n"
    "\n"
    "Room (standard single), 1 night ........................ 3,200.00\n"
    "Surgeon fee and operating room ......................... 32,000.00\n"
    "Intraocular lens (multifocal) .......................... 24,500.00\n"
    "Medicines, eye drops and supplies ...................... 5,150.00\n"
    "Laboratory and eye tests ............................... 3,600.00\n"
    "TOTAL CHARGES .......................................... 68,450.00\n"
    "Less: Lanna Life Assurance (policy HL-5530218) ......... 40,000.00\n"
    "PAID BY PATIENT (credit card) .......................... 28,450.00 THB\n"
    "\n"
    "Follow-up: 29 Oct 2025, 9:30, Eye Centre, 2nd floor.\n"
    "Do not get water in the eye for 2 weeks. Use eye drops 4 times a day.",
]
FEES = (
    ["โรงเรียนปายพัฒนศึกษา อ.ปาย จ.แม่ฮ่องสอน", "ใบแจ้งค่าธรรมเนียมการเรียน ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ปาณิศา วงศ์คำ  ชั้น ป.5/1  เลขประจำตัว 3318"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "9,800"), ("ค่าอาหารกลางวัน", "3,600"),
     ("ค่ากิจกรรมและทัศนศึกษา", "1,500"), ("ค่าหนังสือและอุปกรณ์", "1,250"), ("ค่าประกันอุบัติเหตุ", "300"),
     ("รวม", "16,450")],
    ["รวมทั้งสิ้น 16,450 บาท กรุณาชำระภายในวันที่ 15 พฤศจิกายน 2568",
     "ชำระผ่าน QR code หรือที่ฝ่ายการเงิน ชำระช้ากว่ากำหนดปรับวันละ 20 บาท",
     "ทัศนศึกษาเชียงใหม่ 16 มกราคม 2569 ผู้ปกครองเซ็นใบอนุญาตส่งครูประจำชั้น"],
)
FIRE_INSURANCE = [
    "บริษัท ล้านนาประกันภัย จำกัด (มหาชน) สาขาเชียงใหม่",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันอัคคีภัย",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณศิริพร วงศ์คำ",
    "สถานที่เอาประกัน บ้านสงบใจ รีทรีต 99 หมู่ 4 ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน "
    "(บังกะโลไม้ 6 หลัง ศาลาโยคะ ครัวและคาเฟ่)  กรมธรรม์เดิมเลขที่ FR-67-3390281 "
    "สิ้นสุดความคุ้มครอง 15 ธันวาคม 2568",
]
FIRE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("อัคคีภัย + ฟ้าผ่า + ระเบิด (แผนเดิม)", "4,500,000", "12,840"),
    ("เพิ่มความคุ้มครองน้ำท่วม/ภัยธรรมชาติ", "500,000", "3,200"),
    ("ปีที่แล้ว แผนเดิม (อ้างอิง)", "4,200,000", "11,960"),
]
FIRE_BOTTOM = [
    "เบี้ยประกันแผนเดิมปีนี้ 12,840 บาท ทุนประกันเพิ่มเป็น 4,500,000 บาท ตามราคาค่าก่อสร้างที่สูงขึ้น",
    "กรุณาชำระเบี้ยภายในวันที่ 10 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ตัวแทน คุณวันเพ็ญ (ตัวแทนเลขที่ 5807-1126) โทร 089-433-7810",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "Aug25": [("ค่าไฟบ้าน (Electricity)", 2647.10, "PEA"), ("ค่าน้ำ (Water)", 180, ""),
              ("เน็ตบ้าน (Internet)", 749, "AIS Fibre"), ("กับข้าว/ตลาด (Food)", 8600, ""),
              ("ค่างวดรถตู้ (Van installment)", 18450, "งวด 25/60"), ("ค่าน้ำมัน (Fuel)", 5200, "รับส่งแขก"),
              ("ค่ารถรับส่งข้าวหอม (School van)", 900, ""), ("ยาแม่ (Mum's medicine)", 1450, "")],
    "Sep25": [("ค่าไฟบ้าน (Electricity)", 2561.14, "PEA บิล ก.ย."), ("ค่าน้ำ (Water)", 165, ""),
              ("เน็ตบ้าน (Internet)", 749, "AIS Fibre"), ("กับข้าว/ตลาด (Food)", 8350, ""),
              ("ค่างวดรถตู้ (Van installment)", 18450, "งวด 26/60"), ("ค่าน้ำมัน (Fuel)", 4800, "รับส่งแขก"),
              ("ค่ารถรับส่งข้าวหอม (School van)", 900, ""), ("ยาแม่ (Mum's medicine)", 1450, ""),
              ("รองเท้านักเรียน (School shoes)", 590, "")],
    "Oct25": [("ค่าไฟบ้าน (Electricity)", 2377.30, "PEA บิล ต.ค."), ("ค่าน้ำ (Water)", 170, ""),
              ("เน็ตบ้าน (Internet)", 749, "AIS Fibre"), ("กับข้าว/ตลาด (Food)", 8900, ""),
              ("ค่างวดรถตู้ (Van installment)", 18450, "งวด 27/60"), ("ค่าน้ำมัน (Fuel)", 6100, "รับส่งแขก + พาแม่ไป รพ."),
              ("ค่ารถรับส่งข้าวหอม (School van)", 900, ""),
              ("ผ่าตัดตาแม่ ส่วนที่จ่ายเอง (Mum's eye surgery)", 28450, "รพ.เชียงใหม่ราม")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนการตลาด บ้านสงบใจ ปี 2569", "Baan Sangob Jai Retreat - marketing plan 2026\nพี่ฝน  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nหน้าฝน (พ.ค.-ก.ย.) แขกน้อย รายได้หายเกือบครึ่ง\n"
                         "ลูกค้าองค์กร: ล้านนาดิจิทัล Team Retreat 12-14 ธ.ค."),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nลูกค้าองค์กร 4 ครั้งต่อปี\n"
                            "รีทรีตหน้าฝน 'Rainy Season Rest' ราคาพิเศษ"),
        ("ช่องทางจอง", "ลดการพึ่ง ZenStay (คอมมิชชั่นขึ้นเป็น 18%)\nจองตรงผ่าน LINE OA และเว็บไซต์ ลด 5%\n"
                       "ให้มิ้นท์ทำ IG reels สัปดาห์ละ 2 คลิป"),
        ("อุปกรณ์ศาลาโยคะ", "เสื่อ โบลสเตอร์ บล็อก ซาฟุ อย่างละ 20 ชุด\nงบ 50,000 บาท เทียบ Bodhi Props กับร้านสมาธิภัณฑ์"),
        ("ค่าเช่าที่ดิน", "ปี 2569 ค่าเช่าขึ้นเป็น 105,600 บาท\nคุยกับลุงคำขอผ่อนผัน"),
    ]


ORIENTATION = [
    ("Welcome to Baan Sangob Jai", "Please take off your shoes at the sala and in the bungalows.\n"
                                    "Wi-Fi: SangobJai_Guest  password: breathe2025"),
    ("Daily rhythm", "5:30 wake-up bell\n6:00 meditation, 7:00 yoga, 8:30 breakfast\n"
                     "12:00 lunch, 17:00 yoga, 18:30 dinner, 21:30 quiet time"),
    ("Silence", "During silent retreats please do not talk from 21:30 until after breakfast.\n"
                "Hand your phone to Khun Fon on day one if you want a real digital detox."),
    ("Food", "All meals are vegetarian. Tell Pa Daeng in the kitchen about allergies on arrival."),
    ("Emergencies", "Pai Hospital 053-699-031\nKhun Fon 093-275-8841, Khun Ek (driver) 086-198-2204"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/LINE/แชทไลน์_HR ล้านนาดิจิทัล.txt": """[10 พ.ย. 68 15:20] พี่ฝน บ้านสงบใจ: น้องแพรคะ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะคะ 22 คน คนละ 7,500 รวมรถตู้ 3 คัน ทั้งหมด 177,600 ค่ะ
[11 พ.ย. 68 09:42] แพร HR ล้านนาดิจิทัล: พี่ฝนคะ ผู้บริหารให้งบทั้งหมดไม่เกิน 165,000 ค่ะ พอจะลดได้มั้ยคะ
[11 พ.ย. 68 10:15] พี่ฝน บ้านสงบใจ: ถ้าคนละ 7,200 ค่ะ 22 คน 158,400 บวกรถตู้ 12,600 เป็น 171,000 ค่ะ
[11 พ.ย. 68 11:03] แพร HR ล้านนาดิจิทัล: ยังเกินอยู่ค่ะพี่ บริษัทจะเช่ารถบัสเองได้ค่ะ ตัดรถตู้ออก แล้วตอนนี้คนเพิ่มเป็น 24 คนค่ะ
[11 พ.ย. 68 11:40] พี่ฝน บ้านสงบใจ: ไม่รวมรถ 24 คน คนละ 7,000 เป็น 168,000 ค่ะ
[11 พ.ย. 68 13:05] แพร HR ล้านนาดิจิทัล: ขอคนละ 6,800 ได้มั้ยคะ 163,200 จะได้อยู่ในงบ
[11 พ.ย. 68 14:30] พี่ฝน บ้านสงบใจ: งั้นเจอกันครึ่งทางนะคะ คนละ 6,850 24 คน รวม 164,400 บาทค่ะ มัดจำ 40% เป็น 65,760 ที่เหลือ 98,640 จ่ายวันเช็กอินค่ะ
[11 พ.ย. 68 14:48] แพร HR ล้านนาดิจิทัล: ตกลงค่ะพี่ฝน เดี๋ยวแพรออก PO ให้ 12-14 ธ.ค. เหมือนเดิมนะคะ
[20 พ.ย. 68 16:12] แพร HR ล้านนาดิจิทัล: โอนมัดจำ 65,760 แล้วนะคะ ส่งสลิปให้ทางอีเมลด้วยค่ะ
[20 พ.ย. 68 16:30] พี่ฝน บ้านสงบใจ: ได้รับแล้วค่ะ ขอบคุณมากค่ะ เดี๋ยวส่งรายการอาหารให้เช็กแพ้อาหารนะคะ
""",
    f"{BIZ}/LINE/แชทไลน์_กลุ่มทีมงานบ้านสงบใจ.txt": """[1 พ.ย. 68 18:05] พี่ฝน: ทีมงานทุกคน เดือนนี้เงินเดือนออกวันที่ 30 นะคะ ไฮซีซั่นแล้ว จันทร์กลับมาทำเต็มวันตั้งแต่ 1 พ.ย.
[1 พ.ย. 68 18:10] ป้าแดง: ได้จ้า ธันวาแขกเยอะ ป้าขอซื้อหม้อใหญ่เพิ่มใบนึงนะ
[1 พ.ย. 68 18:22] มิ้นท์: พี่ฝนคะ รีทรีตเงียบ 15-19 ธ.ค. เต็มแล้วค่ะ 14 คน มีคนรอคิวอีก 3
[1 พ.ย. 68 18:30] พี่ฝน: เยี่ยมเลย ทีมล้านนาดิจิทัลมา 12-14 ธ.ค. ต่อกันเลยนะ เตรียมผ้าปูชุดใหม่ที่สั่งจากเชียงใหม่
[2 พ.ย. 68 08:15] ลุงมา: ศาลาโยคะหลังคารั่วนิดหน่อยครับ ซ่อมก่อนแขกมา
[2 พ.ย. 68 08:20] พี่ฝน: ลุงมาซื้อของได้เลยค่ะ เก็บใบเสร็จไว้ด้วย
[15 พ.ย. 68 20:40] พี่ฝน: ปีใหม่ปิดรับแขก 31 ธ.ค. - 2 ม.ค. นะคะ ให้ทุกคนได้พัก โบนัสปลายปีคนละครึ่งเดือนค่ะ
[15 พ.ย. 68 20:45] พี่บัว: ขอบคุณค่ะพี่ฝน
""",
    f"{BIZ}/Suppliers/แชท_ครูโยคะ_รีทรีตธันวา.txt": """[LINE] ประวัติการแชทกับ ครูจอย Yoga CNX
วันที่บันทึก: 18/11/2568 21:10

จ. 03/11/2568
10:12\tพี่ฝน บ้านสงบใจ\tครูจอยคะ รีทรีตเงียบ 15-19 ธ.ค. ครูว่างมาสอนให้มั้ยคะ 5 วัน
10:40\tครูจอย\tว่างค่ะพี่ฝน ค่าสอนจอยวันละ 2,500 นะคะ บวกค่ารถจากเชียงใหม่
10:52\tพี่ฝน บ้านสงบใจ\tงบพี่ได้วันละ 1,800 ค่ะ ที่พักกับอาหารพี่ดูแลให้หมด
11:20\tครูจอย\tงั้น 2,200 ได้มั้ยคะ ปีที่แล้วจอยก็ได้ 2,000 แล้ว
11:35\tพี่ฝน บ้านสงบใจ\tวันละ 2,000 เท่าปีที่แล้วนะคะ แต่พี่ออกค่ารถตู้ไปกลับให้ 1,500
11:41\tครูจอย\tโอเคค่ะ ดีลค่ะ วันละ 2,000

อ. 18/11/2568
20:55\tพี่ฝน บ้านสงบใจ\tสรุปนะคะ ค่าสอน 2,000 x 5 วัน = 10,000 บวกค่ารถ 1,500 รวม 11,500 พี่โอนให้ครึ่งนึงก่อน 5,750 นะคะ
21:02\tครูจอย\tได้รับแล้วค่ะ ขอบคุณค่ะพี่ฝน เจอกัน 14 ธ.ค. ค่ะ
""",
    f"{BIZ}/Guests/WhatsApp Chat with Anna Becker.txt": """05/11/2025, 19:48 - Anna Becker: Hi Khun Fon! My husband and I would love a private 5-day retreat with you in January. What would it cost for the two of us?
05/11/2025, 20:15 - Khun Fon: Hello Anna! The 5-day silent retreat is 12,900 per person, so 25,800 for two, sharing a bungalow.
05/11/2025, 20:31 - Anna Becker: That is a bit above our budget. Could you do 22,000 for both? We would stay 8-12 Jan.
05/11/2025, 21:02 - Khun Fon: January is high season, but for a private retreat I can do 24,500 including the airport van.
06/11/2025, 08:10 - Anna Becker: We don't need the van, we rent a scooter in Chiang Mai. 23,000?
06/11/2025, 09:25 - Khun Fon: Let's meet in the middle: 23,500 for both, no van, with one Thai massage each. Deposit 50% is 11,750.
06/11/2025, 09:40 - Anna Becker: Deal! 23,500 it is. I'll send the deposit tonight.
06/11/2025, 22:05 - Anna Becker: Sent 11,750 by Wise. See you on 8 Jan!
06/11/2025, 22:30 - Khun Fon: Received, thank you Anna. Bungalow B6 is yours.
""",
    f"{BIZ}/Guests/ตารางรีทรีตเงียบ 5 วัน_ธ.ค.68.md": """# รีทรีตเงียบ 5 วัน 15-19 ธ.ค. 2568 (Silent retreat)

ครูผู้สอน: ครูจอย (โยคะ + สมาธิ) พี่ฝนนำเดินจงกรมเย็น
ผู้เข้าร่วม 14 คน ราคา 12,900 บาท/คน (ห้องเดี่ยวเพิ่ม 800/คืน)

| เวลา | กิจกรรม |
|---|---|
| 05:30 | ระฆังตื่น |
| 06:00-07:00 | นั่งสมาธิ ศาลา |
| 07:00-08:30 | หฐโยคะ (ครูจอย) |
| 08:30 | อาหารเช้า (เงียบ) |
| 10:00-11:30 | ธรรมะบรรยาย / เดินจงกรม |
| 12:00 | อาหารกลางวัน |
| 14:00-15:30 | งานจิตอาสาในสวน / พักผ่อน |
| 16:00-17:30 | หยินโยคะ + โยคะนิทรา |
| 18:30 | อาหารเย็น (ซุป) |
| 19:30-20:30 | สมาธิ + สวดมนต์ |
| 21:30 | เวลาเงียบ ปิดไฟ |

วันที่ 19 ธ.ค. เปิดวาจา 10:00 แชร์ประสบการณ์ ออกเดินทาง 13:00
""",
    f"{BIZ}/บัญชี 2567-2568/yoga_dropin_Oct2025.md": """# Yoga drop-in classes, October 2025 (ศาลาโยคะ)

| Week | Classes | Walk-in (350) | Class card (300) | Visits |
|---|---|---|---|---|
| 1-5 Oct | 5 | 24 | 6 | 30 |
| 6-12 Oct | 6 | 31 | 8 | 39 |
| 13-19 Oct | 5 | 27 | 7 | 34 |
| 20-26 Oct | 6 | 36 | 7 | 43 |
| 27-31 Oct | 4 | 34 | 7 | 41 |

26 classes (ฝนตกยกเลิก 2 คลาส 9 และ 16 Oct), 187 visits in all, about 7.2 a class.
Evening 17:00 class is busier than the morning since the tourists came back.

Money for October:
- walk-in 152 x 350 = 53,200 THB
- class card 35 x 300 = 10,500 THB (cards sold earlier, counted per visit)
- total drop-in income Oct 63,700 THB
""",
    f"{BIZ}/เมนูมังสวิรัติ_รีทรีต.md": """# เมนูมังสวิรัติ รีทรีต (ป้าแดง)

| มื้อ | เมนู | ต้นทุน/คน |
|---|---|---|
| เช้า | โจ๊กข้าวกล้อง ผลไม้ ชาขิง | 35 บาท |
| กลางวัน | แกงฮังเลเห็ด ข้าวไรซ์เบอร์รี่ ผักนึ่ง น้ำพริกอ่อง(เจ) | 62 บาท |
| เย็น | ซุปฟักทอง ขนมปังโฮลวีต สลัด | 48 บาท |

ต้นทุนอาหารเฉลี่ย 145 บาท/คน/วัน
ผักจากตลาดเช้าปาย วันอังคารกับศุกร์ไปรับที่สวนลุงมา
""",
    "ลิสต์เพลง savasana.txt": """Savasana playlist (ปิดคลาสเย็น)
1. Weightless - Marconi Union
2. เสียงฝนในป่าสน 20 นาที
3. Tibetan bowls - 432 Hz
4. ขลุ่ยล้านนา - ครูสมพงษ์
""",
    f"{BIZ}/Suppliers/email_ZenStay_commission change_12-11-2025.txt": ZENSTAY_EMAIL,
    f"{HOME}/แชทไลน์_บ้านวงศ์คำ.txt": """[2 พ.ย. 68 19:30] ฝน: พี่เอก ค่าเทอมข้าวหอม 16,450 จ่ายก่อน 15 พ.ย. นะ
[2 พ.ย. 68 19:41] พี่เอก: โอเค เดี๋ยวพี่โอนพรุ่งนี้ ค่างวดรถตู้ก็ต้องจ่ายก่อน 5 นะ
[3 พ.ย. 68 07:15] ข้าวหอม: แม่คะ หนูขอเงินซื้อสีไม้ 120 บาทค่ะ
[5 พ.ย. 68 12:20] น้าเปิ้ล: พี่ฝน แม่บอกตาข้างซ้ายชัดแล้ว แต่ข้างขวาหมอว่าต้องผ่าปีหน้า
[5 พ.ย. 68 12:35] ฝน: ใช่ หมอประเมินไว้ราว 62,000 ประกันแม่ปีนี้ใช้ไป 40,000 แล้ว ต้องรอปีหน้าวงเงินใหม่
[5 พ.ย. 68 12:40] น้าเปิ้ล: ส่วนที่เกินเดี๋ยวเปิ้ลช่วยครึ่งนึงนะพี่
[8 พ.ย. 68 21:00] พี่เอก: ประกันไฟไหม้รีทรีตปีนี้ 12,840 ขึ้นจากปีที่แล้ว 11,960
[8 พ.ย. 68 21:05] ฝน: เอาแผนเดิม ยังไม่ต้องเพิ่มน้ำท่วม จ่ายก่อน 10 ธ.ค.
""",
    f"{HOME}/แม่/บันทึกแม่_ตาต้อกระจก.md": """# ตาแม่ (บุญเรือน แก้วมา)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า
- รพ.ปาย: ส่งตัวไป รพ.ศรีสังวาลย์ คิวผ่าตัด (บัตรทอง) ยาวถึง มี.ค. 2569
- ผ่าข้างซ้ายที่ รพ.เชียงใหม่ราม 14 ต.ค. 2568 นอน 1 คืน เลนส์ multifocal
- ประกันสุขภาพแม่ (ล้านนาประกันชีวิต) จ่ายได้ 40,000 ต่อปี ปีนี้ใช้ครบแล้ว
- ข้างขวา หมอประเมิน 62,000 นัดผ่ามกราคม 2569 หลังวงเงินประกันปีใหม่
- ห้ามโดนน้ำ 2 สัปดาห์ หยอดตาวันละ 4 ครั้ง น้าเปิ้ลดูแลช่วงกลางวัน
""",
}
TODO = {"todo.md": """- โอนค่าเทอมข้าวหอม ก่อน 15 พ.ย.
- จ่ายค่างวดรถตู้ ก่อน 5 พ.ย.
- ตอบ ZenStay เรื่อง Preferred Partner ก่อน 30 พ.ย.
- จ่ายค่าผ้าปู/ผ้าขนหนู เชียงใหม่ลินิน ก่อน 25 พ.ย.
- เลือกร้านเสื่อ/เบาะสมาธิ (Bodhi หรือ สมาธิภัณฑ์)
- ต่อใบอนุญาตนวด+คาเฟ่ ที่เทศบาล ก่อน 30 ธ.ค. (เขามาตรวจ 9 ธ.ค.)
- ต่อประกันอัคคีภัย ก่อน 10 ธ.ค.
- คุยลุงคำเรื่องค่าเช่าปี 69
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, prices, books, guests = (biz / "Quotes & ใบเสนอราคา", biz / "Price list", biz / "บัญชี 2567-2568",
                                     biz / "Guests")
    papers, suppliers = biz / "เอกสารราชการ", biz / "Suppliers"
    for folder in (quotes, prices, books, guests, papers, suppliers, biz / "LINE", home / "ค่าไฟ", home / "รถตู้",
                   home / "ลูก", home / "แม่", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT ล้านนาดิจิทัล Team Retreat_ร่าง.docx", LANNA_DRAFT, LANNA_DRAFT_TABLE,
               bottom=LANNA_DRAFT_BOTTOM)
    write_docx(quotes / "QT ล้านนาดิจิทัล Team Retreat_final v2.docx", LANNA_FINAL, LANNA_FINAL_TABLE,
               bottom=LANNA_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_BodhiProps_yoga props_Oct2025.pdf", BODHI_QUOTE)
    write_docx(quotes / "ใบเสนอราคา สมาธิภัณฑ์ เบาะนั่งสมาธิ เสื่อโยคะ.docx", SAMADHI_QUOTE, SAMADHI_TABLE,
               bottom=SAMADHI_BOTTOM)
    make_pdf(prices / "Retreat rates 2025 (EN).pdf", RATES_2025)
    write_docx(prices / "ราคาแพ็กเกจ_บ้านสงบใจ_2567.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    _book(books / "บัญชีรายรับรายจ่าย 2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย 2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _staff(books / "พนักงาน_เงินเดือน_2568.xlsx")
    _guests(guests / "รายชื่อผู้เข้ารีทรีตเงียบ_ธ.ค.68.xlsx")
    write_slides(guests / "Guest orientation_EN.pptx", ORIENTATION)
    write_docx(papers / "หนังสือเทศบาลเวียงใต้_ต่อใบอนุญาต_ต.ค.68.docx", LICENCE_LETTER)
    write_docx(papers / "สัญญาเช่าที่ดิน ปาย 2566-2570.docx", LEASE)
    write_docx(papers / "ร่าง_ขอลดค่าเช่าที่ดิน_2569.docx", RENT_LETTER_DRAFT)
    make_pdf(suppliers / "CMLinen_INV-2511-0342.pdf", LINEN_INVOICE)
    write_docx(suppliers / "ใบเสร็จ_เชียงใหม่ลินิน_RC6811-118.docx", LINEN_RECEIPT, LINEN_RECEIPT_TABLE,
               bottom=LINEN_RECEIPT_BOTTOM)
    write_slides(biz / "แผนการตลาด 2569_บ้านสงบใจ.pptx", _plan_slides())
    make_pdf(home / "ค่าไฟ" / "PEA ebill Sep 2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA ebill Oct 2025.pdf", PEA_OCT)
    make_pdf(home / "รถตู้" / "LannaLeasing_statement_Oct2025.pdf", VAN_STATEMENT)
    write_docx(home / "ลูก" / "ใบแจ้งค่าเทอม_2-2568.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "ChiangMaiRam_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "ประกัน" / "ประกันอัคคีภัย_ต่ออายุ_ธ.ค.68.docx", FIRE_INSURANCE, FIRE_TABLE, bottom=FIRE_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
