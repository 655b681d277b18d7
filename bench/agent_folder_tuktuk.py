"""Blind test folder: Krung Kao Tuk-Tuk Tours (ตุ๊กตุ๊กกรุงเก่า ทัวร์), a tuk-tuk city tour operator, plus household papers.

The owner is Pimchanok Kaewmanee (พิมพ์ชนก แก้วมณี, "พี่พิมพ์"), who runs temple and sunset tuk-tuk tours in
Phra Nakhon Si Ayutthaya with four tuk-tuks (red 1กข 2451, blue 1กข 2452, green 1กค 7810, yellow 2กง 3315, the
yellow one bought on hire purchase) and four hired drivers (สมศักดิ์, วีระ, บุญมี, ต้อม). She lives with her husband
Ekachai (เอก), their daughter Punnada ("น้องปูเป้", Grade 4 at Ayutthaya Bilingual School) and her mother
Boonruen (แม่บุญเรือน).

Files under Documents/:
ธุรกิจตุ๊กตุ๊ก/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริเวอร์วิว_ร่าง.docx: draft quote QT-2568-014 to Riverview Hotel (3 tuk-tuks x 1,500,
  total 5,940) for a half-day temple tour on 21 June 2025.
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริเวอร์วิว_final.docx: the revised quote (4 tuk-tuks x 1,400, net 7,000, deposit 3,500).
- ใบเสนอราคา/Quote_SunriseTravel_halfday_tour.docx: English quote QT-2568-017 to Sunrise Travel (3 x 1,600, total 6,200).
- ลูกค้า/LINE_คุณแอน_RiverView.txt: LINE chat with the hotel that changes the group (12 -> 16 -> 14 guests, 13:00 -> 13:30).
- ลูกค้า/email_GreenLeaf_booking.txt: an English email booking a sunset tour for 8 guests on 14 July 2025, pickup 16:30.
- Tour_menu_prices_2025.md: the English tour menu and standard prices for tourists.
- คนขับ/สัญญาจ้างคนขับ_สมศักดิ์.docx, คนขับ/สัญญาจ้างคนขับ_วีระ.docx: two Thai driver contracts (500 vs 450 baht a day).
- คนขับ/บันทึกประชุมคนขับ_พค68.md: Thai notes of the drivers' meeting on 28 May 2025 (new shifts from 15 June, bonus 600).
- คนขับ/LINE_กลุ่มคนขับตุ๊กตุ๊ก.txt: the drivers' LINE group (shifts, a flat tyre, LPG price).
- Suppliers/Chokchai_price_list_2025.pdf: Chokchai Auto Parts' English price list for 2025.
- Suppliers/ราคาอะไหล่โชคชัย_2567.docx: the same shop's Thai price list for 2567 (as โชคชัยอะไหล่ยนต์).
- Suppliers/Chokchai_invoice_INV-25-0456.pdf: a tax invoice of 12 May 2025 (total 6,794.50, due 11 June 2025).
- บัญชี/ยอดขาย_รายจ่าย_2568.xlsx, บัญชี/ยอดขาย_รายจ่าย_2567.xlsx: this year's and last year's books, two sheets each
  (รายรับ Income: trips and revenue per month; รายจ่าย Expenses: LPG, wages, maintenance, other).
- บัญชี/ค่าซ่อมบำรุง_รถ4คัน_2568.xlsx: maintenance cost per tuk-tuk with the months as columns.
- รถ/Tuktuk_insurance_renewal_2025.pdf: Thai Safe Insurance's renewal notice for the four tuk-tuks (19,400 THB).
- รถ/ผ่อนตุ๊กตุ๊กคันที่4.md: the hire-purchase schedule of the yellow tuk-tuk (36 x 6,450 baht).
- รถ/ภาษีรถ_พรบ_4คัน.txt: road tax and compulsory insurance dates of the four tuk-tuks.
- หนังสือขอที่จอดรถ_เทศบาล.docx: a Thai letter asking the municipality for parking bays in front of Wat Mahathat.
- แผนปีหน้า/แผนธุรกิจ_2569.pptx: slides of the plan for 2569 (an EV tuk-tuk for 285,000 baht, target 3,000,000 baht).
บ้าน/ (the household)
- ลูก_ปูเป้/School_fee_term1_2025.pdf: the school's fee statement (40,500 THB, due 20 May 2025).
- ลูก_ปูเป้/ค่าเทอมปูเป้_เทอม2_2567.md: a note of last term's paid fees.
- Bills/PEA_bill_June2025.pdf: the house's electricity bill (1,742.35 THB, due 8 July 2025).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet for May and one for June.
- ประกันสุขภาพแม่.docx: her mother's health insurance policy summary (premium 31,450 baht, due 15 August 2568).
- LINE_ครอบครัว.txt: the family LINE group.
- รายการซื้อของ.txt, สูตรแกงเขียวหวาน.md: a shopping list and a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
RIVERVIEW_DRAFT = [
    "ตุ๊กตุ๊กกรุงเก่า ทัวร์ (Krung Kao Tuk-Tuk Tours)",
    "45/3 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา โทร 081-734-5592",
    "ใบเสนอราคา (ร่าง)",
    "เลขที่ QT-2568-014    วันที่ 2 มิถุนายน 2568",
    "เรียน คุณแอน (ฝ่ายลูกค้าสัมพันธ์) โรงแรมริเวอร์วิว อยุธยา",
    "เรื่อง ทัวร์ตุ๊กตุ๊กชมวัดครึ่งวัน สำหรับแขกกลุ่มสัมมนา 12 ท่าน วันเสาร์ที่ 21 มิถุนายน 2568 รับที่โรงแรม 13:00 น.",
    "เส้นทาง: วัดมหาธาตุ - วัดราชบูรณะ - วัดพระศรีสรรเพชญ์ - วัดไชยวัฒนาราม",
]
RIVERVIEW_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ทัวร์ตุ๊กตุ๊กชมวัดครึ่งวัน 4 ชั่วโมง (ต่อคัน นั่งได้ 4 ท่าน)", "3 คัน", "1,500", "4,500"),
    ("ไกด์พูดภาษาอังกฤษ", "1 คน", "1,200", "1,200"),
    ("น้ำดื่มและผ้าเย็น", "12 ชุด", "20", "240"),
    ("รวมทั้งสิ้น", "", "", "5,940"),
]
RIVERVIEW_DRAFT_BOTTOM = [
    "ราคานี้ยังไม่รวมค่าเข้าชมโบราณสถาน",
    "ยืนราคา 15 วัน นับจากวันที่เสนอราคา",
    "ผู้เสนอราคา พิมพ์ชนก แก้วมณี",
]
RIVERVIEW_FINAL = [
    "ตุ๊กตุ๊กกรุงเก่า ทัวร์ (Krung Kao Tuk-Tuk Tours)",
    "45/3 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา โทร 081-734-5592",
    "ใบเสนอราคา (ฉบับแก้ไข)",
    "เลขที่ QT-2568-014/1    วันที่ 6 มิถุนายน 2568",
    "เรียน คุณแอน (ฝ่ายลูกค้าสัมพันธ์) โรงแรมริเวอร์วิว อยุธยา",
    "เรื่อง ทัวร์ตุ๊กตุ๊กชมวัดครึ่งวัน สำหรับแขกกลุ่มสัมมนา 16 ท่าน วันเสาร์ที่ 21 มิถุนายน 2568 รับที่โรงแรม 13:00 น.",
    "เส้นทาง: วัดมหาธาตุ - วัดราชบูรณะ - วัดพระศรีสรรเพชญ์ - วัดไชยวัฒนาราม",
]
RIVERVIEW_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ทัวร์ตุ๊กตุ๊กชมวัดครึ่งวัน 4 ชั่วโมง (ต่อคัน นั่งได้ 4 ท่าน)", "4 คัน", "1,400", "5,600"),
    ("ไกด์พูดภาษาอังกฤษ", "1 คน", "1,200", "1,200"),
    ("น้ำดื่มและผ้าเย็น", "16 ชุด", "20", "320"),
    ("รวม", "", "", "7,120"),
    ("ส่วนลดพิเศษ", "", "", "-120"),
    ("ยอดสุทธิ", "", "", "7,000"),
]
RIVERVIEW_FINAL_BOTTOM = [
    "ราคานี้ยังไม่รวมค่าเข้าชมโบราณสถาน",
    "ชำระมัดจำ 50% เป็นเงิน 3,500 บาท ภายในวันที่ 14 มิถุนายน 2568 ส่วนที่เหลือชำระในวันเดินทาง",
    "โอนเข้าบัญชีกสิกรไทย ชื่อบัญชี พิมพ์ชนก แก้วมณี เลขที่ 072-3-48815-6",
    "ผู้เสนอราคา พิมพ์ชนก แก้วมณี",
]
SUNRISE = [
    "Krung Kao Tuk-Tuk Tours",
    "45/3 Moo 2, Pratu Chai, Phra Nakhon Si Ayutthaya 13000  Tel. 081-734-5592",
    "QUOTATION",
    "No. QT-2568-017    Date: 10 June 2025",
    "To: Ms. Karen Lim, Sunrise Travel Co., Ltd., Bangkok",
    "Re: Half-day temple tour by tuk-tuk for 10 guests, Friday 27 June 2025, pickup 08:30 at Baan Thai House",
]
SUNRISE_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Half-day temple tour, 4 hours (per tuk-tuk, up to 4 guests)", "3", "1,600", "4,800"),
    ("English-speaking guide", "1", "1,200", "1,200"),
    ("Drinking water and cold towels", "10", "20", "200"),
    ("Total", "", "", "6,200"),
]
SUNRISE_BOTTOM = [
    "Entrance fees to the temples are not included.",
    "Price valid for 15 days. 30% deposit (1,860 THB) to confirm the booking.",
    "Pimchanok Kaewmanee, owner",
]
RIVERVIEW_CHAT = """[02/06/2568 10:15] แอน RiverView: สวัสดีค่ะพี่พิมพ์ แอนจากริเวอร์วิวนะคะ มีแขกกลุ่มสัมมนา 12 ท่าน อยากได้ทัวร์วัดครึ่งวันวันเสาร์ 21 มิ.ย. ค่ะ
[02/06/2568 10:21] พิมพ์ชนก: สวัสดีค่ะน้องแอน ได้เลยค่ะ 12 ท่านใช้ 3 คัน เดี๋ยวพี่ส่งใบเสนอราคาให้นะคะ
[02/06/2568 16:40] พิมพ์ชนก: ส่งร่างใบเสนอราคาไปทางเมลแล้วนะคะ ยอด 5,940 บาท
[05/06/2568 14:02] แอน RiverView: พี่คะ แขกเพิ่มเป็น 16 ท่านค่ะ ต้องใช้ 4 คันใช่มั้ยคะ แล้วขอส่วนลดได้มั้ยคะ งบทางโรงแรมจำกัดนิดนึง
[05/06/2568 14:10] พิมพ์ชนก: ใช่ค่ะ 4 คันพอดี พี่ลดให้คันละ 100 เหลือคันละ 1,400 นะคะ แล้วปัดยอดให้กลมๆ
[06/06/2568 09:05] พิมพ์ชนก: ส่งใบเสนอราคาฉบับแก้แล้วค่ะ ยอดสุทธิ 7,000 บาท มัดจำ 50% คือ 3,500 บาท ภายใน 14 มิ.ย. นะคะ
[06/06/2568 09:30] แอน RiverView: ได้รับแล้วค่ะ ขอบคุณค่ะพี่
[13/06/2568 16:45] แอน RiverView: โอนมัดจำ 3,500 บาทแล้วนะคะ ส่งสลิปให้ค่ะ
[13/06/2568 16:50] พิมพ์ชนก: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
[18/06/2568 11:30] แอน RiverView: พี่คะ มีแขกยกเลิก 2 ท่าน เหลือ 14 ท่านค่ะ ยังขอ 4 คันเหมือนเดิมนะคะ แล้วขอเลื่อนเวลารับจาก 13:00 เป็น 13:30 น. ได้มั้ยคะ เพราะสัมมนาเลิกช้า
[18/06/2568 11:36] พิมพ์ชนก: ได้ค่ะ สรุปนะคะ 14 ท่าน 4 คัน รับ 13:30 น. ที่ล็อบบี้โรงแรม ราคาเท่าเดิมค่ะ
[18/06/2568 11:37] แอน RiverView: ค่ะ ขอบคุณค่ะพี่พิมพ์
"""
GREENLEAF_EMAIL = """From: Tom Becker <tom.becker@greenleaf-adventures.de>
To: krungkao.tuktuk@gmail.com
Date: Mon, 16 Jun 2025 09:12 +0200
Subject: Booking request - sunset tuk-tuk tour, July

Dear Khun Pimchanok,

Thank you for your quick reply last week. We would like to confirm the sunset tuk-tuk tour for our small group:

- Date: 14 July 2025 (Monday)
- Guests: 8 adults (two families from Hamburg)
- Tuk-tuks: 2, as you suggested (4 guests per tuk-tuk)
- Pickup: 16:30 at Krungsri River Hotel, drop-off at the same hotel around 19:30
- Price as agreed: 1,800 THB per tuk-tuk, 3,600 THB in total, paid in cash on the day

One guest is vegetarian, so if you stop for snacks please keep that in mind.
Could you send us a short confirmation with the drivers' phone numbers a few days before?

Best regards,
Tom Becker
GreenLeaf Adventures GmbH, Hamburg
"""
TOUR_MENU = """# Krung Kao Tuk-Tuk Tours - Tours & Prices 2025

Ayutthaya by tuk-tuk! All prices per tuk-tuk (up to 4 guests), temple entrance fees not included.

| Tour | Time | Price (THB) |
|---|---|---|
| Half-day temple tour (4 hours) | 08:30-12:30 or 13:00-17:00 | 1,500 |
| Sunset tour (3 hours, ends at Wat Chaiwatthanaram) | 16:30-19:30 | 1,800 |
| Full-day tour (8 hours, with lunch stop) | 08:30-16:30 | 2,800 |
| Night market & lit temples (2 hours) | 18:30-20:30 | 1,200 |
| Station transfer (Ayutthaya railway station - hotel) | any time | 150 |

- English-speaking guide: +1,200 THB per group
- Book by LINE @krungkaotuktuk or WhatsApp +66 81 734 5592
- Free cancellation up to 48 hours before the tour
"""
CONTRACT_SOMSAK = [
    "สัญญาจ้างคนขับรถตุ๊กตุ๊ก",
    "ทำที่ ตุ๊กตุ๊กกรุงเก่า ทัวร์ อ.พระนครศรีอยุธยา วันที่ 25 กุมภาพันธ์ 2568",
    "ระหว่าง นางพิมพ์ชนก แก้วมณี (ผู้ว่าจ้าง) กับ นายสมศักดิ์ ทองดี (ผู้รับจ้าง) เลขบัตรประชาชน 3-1401-00456-78-2",
    "ข้อ 1. ผู้รับจ้างตกลงขับรถตุ๊กตุ๊กคันที่ 2 (สีน้ำเงิน ทะเบียน 1กข 2452 อยุธยา) รับส่งนักท่องเที่ยวตามที่ผู้ว่าจ้างมอบหมาย",
    "ข้อ 2. เริ่มงานวันที่ 1 มีนาคม 2568 ทำงานสัปดาห์ละ 6 วัน หยุดวันพุธ",
    "ข้อ 3. ค่าจ้างวันละ 500 บาท บวกส่วนแบ่งค่าทัวร์ 10% ของทุกเที่ยวที่ขับ จ่ายทุกวันที่ 1 และ 16 ของเดือน",
    "ข้อ 4. ผู้รับจ้างวางเงินประกันความเสียหาย 3,000 บาท คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ค่าแก๊สและค่าซ่อมบำรุงรถ ผู้ว่าจ้างเป็นผู้จ่าย",
    "ข้อ 6. ห้ามดื่มสุราหรือสิ่งมึนเมาระหว่างทำงาน หากฝ่าฝืนผู้ว่าจ้างเลิกจ้างได้ทันที",
    "ข้อ 7. ฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 15 วัน",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้ว่าจ้าง    ลงชื่อ สมศักดิ์ ทองดี ผู้รับจ้าง",
]
CONTRACT_WEERA = [
    "สัญญาจ้างคนขับรถตุ๊กตุ๊ก",
    "ทำที่ ตุ๊กตุ๊กกรุงเก่า ทัวร์ อ.พระนครศรีอยุธยา วันที่ 8 เมษายน 2568",
    "ระหว่าง นางพิมพ์ชนก แก้วมณี (ผู้ว่าจ้าง) กับ นายวีระ จันทร์หอม (ผู้รับจ้าง) เลขบัตรประชาชน 3-1499-00812-33-5",
    "ข้อ 1. ผู้รับจ้างตกลงขับรถตุ๊กตุ๊กคันที่ 3 (สีเขียว ทะเบียน 1กค 7810 อยุธยา) รับส่งนักท่องเที่ยวตามที่ผู้ว่าจ้างมอบหมาย",
    "ข้อ 2. เริ่มงานวันที่ 15 เมษายน 2568 ทำงานสัปดาห์ละ 6 วัน หยุดวันจันทร์ ทดลองงาน 60 วัน",
    "ข้อ 3. ค่าจ้างวันละ 450 บาท บวกส่วนแบ่งค่าทัวร์ 12% ของทุกเที่ยวที่ขับ จ่ายทุกวันที่ 1 และ 16 ของเดือน",
    "ข้อ 4. ผู้รับจ้างวางเงินประกันความเสียหาย 2,000 บาท คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ค่าแก๊สและค่าซ่อมบำรุงรถ ผู้ว่าจ้างเป็นผู้จ่าย",
    "ข้อ 6. ห้ามดื่มสุราหรือสิ่งมึนเมาระหว่างทำงาน หากฝ่าฝืนผู้ว่าจ้างเลิกจ้างได้ทันที",
    "ข้อ 7. ฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 15 วัน",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้ว่าจ้าง    ลงชื่อ วีระ จันทร์หอม ผู้รับจ้าง",
]
DRIVER_MEETING = """# บันทึกประชุมคนขับ วันที่ 28 พฤษภาคม 2568

ที่บ้านพี่พิมพ์ 19:00 น.
ผู้เข้าร่วม: พี่พิมพ์, พี่สมศักดิ์, พี่วีระ, ลุงบุญมี, ต้อม

## เรื่องที่คุย
1. เข้าโลว์ซีซั่น (มิ.ย. - ก.ย.) ลูกค้าลดลง ปรับเวรใหม่: วันธรรมดาออก 3 คัน เสาร์-อาทิตย์ออกครบ 4 คัน
   เวรใหม่เริ่มวันที่ 15 มิถุนายน 2568 พี่พิมพ์จะลงตารางในกลุ่มไลน์
2. แก๊ส LPG ขึ้นเป็นลิตรละ 15.59 บาท ขอให้ทุกคนเติมที่ปั๊ม ปตท. หน้าวัดพนัญเชิง เก็บสลิปทุกครั้ง
3. โบนัสรีวิว: ใครได้รีวิว 5 ดาวใน Google ชื่อตัวเองเกิน 10 รีวิวต่อเดือน ได้โบนัส 600 บาท
4. รับลูกค้าไม่เกิน 4 ท่านต่อคัน ห้ามรับเพิ่มแม้ลูกค้าขอ
5. ทุกวันจันทร์เช็คลมยาง ไฟ เบรก ถ่ายรูปส่งในกลุ่ม

## มอบหมาย
- ต้อม: ทำป้ายราคาภาษาอังกฤษติดหลังรถทุกคัน
- ลุงบุญมี: พาน้องวีระเรียนเส้นทางทัวร์พระอาทิตย์ตก
"""
DRIVER_CHAT = """[16/06/2568 07:02] พิมพ์ชนก: ตารางเวรใหม่เริ่มวันนี้นะทุกคน จันทร์-ศุกร์ คันแดง คันน้ำเงิน คันเหลือง / เสาร์อาทิตย์ออกครบ 4 คัน
[16/06/2568 07:10] สมศักดิ์: รับทราบครับพี่
[16/06/2568 07:12] บุญมี: รับทราบ
[16/06/2568 11:48] ต้อม: พี่พิมพ์ครับ คันเหลืองยางหลังรั่ว ตอนนี้อยู่หน้าวัดราชบูรณะ ลูกค้าย้ายไปขึ้นคันแดงแล้วครับ
[16/06/2568 11:50] พิมพ์ชนก: โอเค ปะยางแล้วถ่ายบิลมานะ
[16/06/2568 13:20] ต้อม: ปะเสร็จแล้วครับ 150 บาท
[17/06/2568 06:55] วีระ: วันนี้ผมเข้าแทนพี่สมศักดิ์นะครับ พี่เขาไปหาหมอ
[17/06/2568 07:01] พิมพ์ชนก: ได้จ้า ขับคันน้ำเงินไปเลย
[20/06/2568 20:15] พิมพ์ชนก: พรุ่งนี้เสาร์ออกครบ 4 คัน บ่ายมีงานกรุ๊ป แต่งชุดเสื้อม่อฮ่อมมาด้วยนะ
[20/06/2568 20:17] วีระ: ครับผม
"""
CHOKCHAI_2025 = [
    "CHOKCHAI AUTO PARTS\n112 U-Thong Road, Ho Rattanachai, Phra Nakhon Si Ayutthaya 13000\nTel. 035-241-887\n"
    "PRICE LIST 2025 - Tuk-tuk and 3-wheel parts\nValid 1 January 2025 - 31 December 2025\n\n"
    "Item                                   Unit        Price (THB)\n"
    "Engine oil 10W-40                      1 litre     165\n"
    "LPG regulator set                      set         1,250\n"
    "Brake shoe set                         set         480\n"
    "Front tyre 4.00-12                     each        950\n"
    "Rear tyre 4.50-12                      each        1,100\n"
    "Battery 12V 45Ah                       each        1,890\n"
    "Headlight bulb 12V                     each        85\n"
    "Clutch plate                           each        720\n"
    "Spark plug                             each        95",
    "Terms\nPrices exclude VAT 7%.\nAccount customers: payment within 30 days of invoice.\n"
    "Free fitting for tyres and batteries at our shop.\nContact: Khun Chokchai Saelim, 089-552-1407",
]
CHOKCHAI_2567 = [
    "ร้านโชคชัยอะไหล่ยนต์",
    "112 ถนนอู่ทอง ต.หอรัตนไชย อ.พระนครศรีอยุธยา โทร 035-241-887",
    "ใบราคาอะไหล่รถสามล้อ/ตุ๊กตุ๊ก ประจำปี 2567",
]
CHOKCHAI_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("น้ำมันเครื่อง 10W-40", "ลิตร", "150"),
    ("ชุดหม้อต้มแก๊ส LPG", "ชุด", "1,180"),
    ("ผ้าเบรก", "ชุด", "450"),
    ("ยางหน้า 4.00-12", "เส้น", "890"),
    ("ยางหลัง 4.50-12", "เส้น", "1,050"),
    ("แบตเตอรี่ 12V 45Ah", "ลูก", "1,790"),
    ("หลอดไฟหน้า 12V", "หลอด", "80"),
    ("แผ่นคลัตช์", "แผ่น", "690"),
    ("หัวเทียน", "หัว", "90"),
]
CHOKCHAI_2567_BOTTOM = ["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "ลูกค้าประจำเครดิต 30 วัน", "ติดต่อ เฮียโชคชัย 089-552-1407"]
CHOKCHAI_INVOICE = [
    "CHOKCHAI AUTO PARTS\n112 U-Thong Road, Ho Rattanachai, Phra Nakhon Si Ayutthaya 13000\nTax ID 0135561004417\n\n"
    "TAX INVOICE\nInvoice No.: INV-25-0456\nDate: 12 May 2025\n"
    "Bill to: Krung Kao Tuk-Tuk Tours (Pimchanok Kaewmanee), 45/3 Moo 2, Pratu Chai, Ayutthaya\n\n"
    "Item                          Qty    Unit price    Amount\n"
    "Rear tyre 4.50-12             4      1,100.00      4,400.00\n"
    "Brake shoe set                2      480.00        960.00\n"
    "Engine oil 10W-40 (1 litre)   6      165.00        990.00\n\n"
    "Subtotal: 6,350.00 THB\nVAT 7%: 444.50 THB\nTotal: 6,794.50 THB\n"
    "Payment terms: 30 days. Due date: 11 June 2025\n"
    "Bank transfer: Krungsri, Chokchai Auto Parts, 331-1-20458-9",
]
MONTHS = [("มกราคม", "Jan"), ("กุมภาพันธ์", "Feb"), ("มีนาคม", "Mar"), ("เมษายน", "Apr"), ("พฤษภาคม", "May"),
          ("มิถุนายน", "Jun"), ("กรกฎาคม", "Jul"), ("สิงหาคม", "Aug"), ("กันยายน", "Sep"), ("ตุลาคม", "Oct"),
          ("พฤศจิกายน", "Nov"), ("ธันวาคม", "Dec")]
MAINTENANCE_2568 = [
    ("คันที่ 1 สีแดง (1กข 2451)", [1200, 850, 3400, 600, 2150, 900]),
    ("คันที่ 2 สีน้ำเงิน (1กข 2452)", [700, 2600, 450, 1380, 800, 1950]),
    ("คันที่ 3 สีเขียว (1กค 7810)", [950, 1300, 700, 4780, 1100, 650]),
    ("คันที่ 4 สีเหลือง (2กง 3315)", [300, 450, 0, 1250, 1650, 150]),
]
INCOME_2568 = [(212, 318000), (198, 297000), (176, 255200), (164, 241300), (121, 168900), (108, 150400)]
INCOME_2567 = [(188, 276400), (181, 265850), (160, 230600), (149, 216050), (112, 152300), (97, 131900),
               (104, 140800), (110, 149600), (92, 124200), (131, 186700), (175, 252400), (214, 321000)]
EXPENSES_2568 = [(38400, 52000), (36100, 52000), (33250, 54500), (31800, 60000), (24600, 60000), (22150, 60000)]
EXPENSES_2567 = [(33900, 45000), (32700, 45000), (29800, 45000), (28400, 46500), (21300, 46500), (19050, 46500),
                 (20100, 46500), (21000, 46500), (18200, 46500), (24800, 48000), (31600, 48000), (37900, 48000)]
MAINTENANCE_2567 = [4100, 2950, 5300, 3800, 6200, 2700, 3150, 4400, 2600, 5900, 3350, 4800]
OTHER_2568 = [3500, 2800, 4100, 5200, 3300, 2900]
OTHER_2567 = [3100, 2600, 3900, 4800, 3000, 2500, 2700, 2900, 2400, 3600, 4200, 5100]
INSURANCE_RENEWAL = [
    "THAI SAFE INSURANCE PUBLIC COMPANY LIMITED\n999 Rama 4 Road, Bangkok 10500\n\n"
    "POLICY RENEWAL NOTICE\nDate: 2 June 2025\n"
    "To: Mrs. Pimchanok Kaewmanee, Krung Kao Tuk-Tuk Tours, 45/3 Moo 2, Pratu Chai, Ayutthaya 13000\n\n"
    "Policy No.: CV3-4471-2024 (Voluntary motor insurance, class 3+, commercial 3-wheel vehicles)\n"
    "Current policy expires: 30 June 2025\n"
    "Vehicles covered: 4 tuk-tuks (1KorKhor 2451, 1KorKhor 2452, 1KorKhor 7810, 2KorNgor 3315)\n\n"
    "Renewal premium per vehicle: 4,850.00 THB (2024: 4,600.00 THB)\n"
    "Total renewal premium: 19,400.00 THB\n",
    "Coverage for the new period (1 July 2025 - 30 June 2026)\n"
    "Third party bodily injury: 500,000 THB per person, 10,000,000 THB per accident\n"
    "Third party property damage: 1,000,000 THB per accident\n"
    "Own vehicle damage from collision with a land vehicle: up to 50,000 THB, excess 2,000 THB per claim\n"
    "Passenger personal accident: 100,000 THB per seat, 4 seats\n\n"
    "Please pay by 25 June 2025 to keep the cover without a gap.\n"
    "Payment: bank transfer, counter service, or your agent Khun Suda (086-330-1852).\n"
    "A premium increase of 250 THB per vehicle follows two claims in the past year.",
]
LOAN_NOTE = """# ผ่อนตุ๊กตุ๊กคันที่ 4 (สีเหลือง ทะเบียน 2กง 3315)

- ซื้อจาก อู่ตุ๊กตุ๊กเจริญยนต์ นนทบุรี เมื่อ 5 พฤษภาคม 2567
- ราคารถ 245,000 บาท ดาวน์ 50,000 บาท ยอดจัดไฟแนนซ์ 195,000 บาท
- ไฟแนนซ์: บริษัท ทรัพย์ทวี ลีสซิ่ง จำกัด สัญญาเลขที่ HP-67-08812
- ผ่อน 36 งวด งวดละ 6,450 บาท จ่ายทุกวันที่ 5 ของเดือน (งวดแรก 5 มิ.ย. 67 งวดสุดท้าย 5 พ.ค. 70)

| งวด | วันที่จ่าย | จำนวน (บาท) | หมายเหตุ |
|---|---|---|---|
| 10 | 5 มี.ค. 68 | 6,450 | โอน |
| 11 | 5 เม.ย. 68 | 6,450 | โอน |
| 12 | 7 พ.ค. 68 | 6,650 | จ่ายช้า 2 วัน เสียค่าปรับ 200 |
| 13 | 5 มิ.ย. 68 | 6,450 | โอน |

เหลืออีก 23 งวด
"""
VEHICLE_TAX = """ภาษีรถ + พ.ร.บ. ตุ๊กตุ๊ก 4 คัน (จดไว้กันลืม)

คันแดง 1กข 2451  ภาษีครบ 14 ส.ค. 68  พ.ร.บ. 1,100 บาท  ภาษี 350 บาท
คันน้ำเงิน 1กข 2452  ภาษีครบ 14 ส.ค. 68  พ.ร.บ. 1,100 บาท  ภาษี 350 บาท
คันเขียว 1กค 7810  ภาษีครบ 2 ม.ค. 69  พ.ร.บ. 1,100 บาท  ภาษี 350 บาท
คันเหลือง 2กง 3315  ภาษีครบ 5 พ.ค. 69  พ.ร.บ. 1,100 บาท  ภาษี 350 บาท

ต่อที่ขนส่งอยุธยา ต้องตรวจสภาพที่ ตรอ. ก่อน เอาเล่มทะเบียนไปด้วย
"""
PARKING_LETTER = [
    "ตุ๊กตุ๊กกรุงเก่า ทัวร์",
    "45/3 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000",
    "20 พฤษภาคม 2568",
    "เรื่อง ขออนุญาตใช้พื้นที่จอดรถตุ๊กตุ๊กรับส่งนักท่องเที่ยว บริเวณหน้าวัดมหาธาตุ",
    "เรียน นายกเทศมนตรีนครพระนครศรีอยุธยา",
    "ด้วยข้าพเจ้า นางพิมพ์ชนก แก้วมณี เจ้าของกิจการตุ๊กตุ๊กกรุงเก่า ทัวร์ ให้บริการรถตุ๊กตุ๊กนำเที่ยวโบราณสถาน "
    "มีรถตุ๊กตุ๊กจดทะเบียนถูกต้อง 4 คัน",
    "ข้าพเจ้าขออนุญาตใช้ช่องจอดรถริมถนนนเรศวร ฝั่งหน้าวัดมหาธาตุ จำนวน 2 ช่อง สำหรับจอดรอรับนักท่องเที่ยว "
    "ตั้งแต่เวลา 08:00 - 18:00 น. ระหว่างวันที่ 1 กรกฎาคม 2568 ถึง 30 มิถุนายน 2569",
    "ข้าพเจ้ายินดีชำระค่าธรรมเนียมตามอัตราที่เทศบาลกำหนด และจะดูแลความสะอาดและไม่กีดขวางการจราจร",
    "จึงเรียนมาเพื่อโปรดพิจารณาอนุญาต",
    "ขอแสดงความนับถือ",
    "(นางพิมพ์ชนก แก้วมณี) โทร 081-734-5592",
    "สิ่งที่ส่งมาด้วย: สำเนาบัตรประชาชน, สำเนาทะเบียนรถ 4 คัน, สำเนาทะเบียนพาณิชย์",
]
PLAN_SLIDES = [
    ("แผนธุรกิจ ปี 2569", "ตุ๊กตุ๊กกรุงเก่า ทัวร์ (Krung Kao Tuk-Tuk Tours)\nพิมพ์ชนก แก้วมณี - ร่าง ธันวาคม 2568"),
    ("เป้าหมายปี 2569", "เป้ารายได้ทั้งปี 3,000,000 บาท\nปี 2568 คาดว่าปิดที่ประมาณ 2,700,000 บาท\n"
                       "เพิ่มลูกค้าเอเจนซี่ทัวร์เป็น 6 ราย"),
    ("รถคันที่ 5: ตุ๊กตุ๊กไฟฟ้า (EV)", "ซื้อตุ๊กตุ๊กไฟฟ้า 1 คัน งบ 285,000 บาท\nดาวน์ 30% ที่เหลือผ่อน 24 งวด\n"
                                       "ให้ทันไฮซีซั่น พฤศจิกายน 2569\nติดที่ชาร์จที่บ้าน งบ 18,000 บาท"),
    ("ทัวร์ใหม่", "ทัวร์กลางคืน วัดเปิดไฟ + ตลาดน้ำ ราคา 1,300 บาทต่อคัน\nแพ็กเกจครอบครัวครึ่งวัน + ล่องเรือ"),
    ("คนขับ", "จ้างคนขับเพิ่ม 1 คน รวมเป็น 5 คน\nอบรมภาษาอังกฤษคนขับ งบ 15,000 บาท"),
    ("การตลาด", "Google Maps, TripAdvisor, เพจ Facebook, TikTok\nงบโฆษณาเดือนละ 5,000 บาท"),
]
SCHOOL_FEES = [
    "AYUTTHAYA BILINGUAL SCHOOL\n88 Moo 4, Khlong Suan Phlu, Phra Nakhon Si Ayutthaya 13000\n\n"
    "FEE STATEMENT - Term 1, Academic Year 2025\nStatement date: 25 April 2025\n"
    "Student: Punnada Kaewmanee (ID 2019-0457)  Class: Grade 4/2\nParent: Mrs. Pimchanok Kaewmanee\n\n"
    "Tuition fee                          28,500.00\n"
    "English Programme fee                 6,000.00\n"
    "Lunch and snacks                      3,200.00\n"
    "Books and materials                   1,850.00\n"
    "Activity and field trip fund            950.00\n"
    "Total amount due                     40,500.00 THB\n\n"
    "Payment due: 20 May 2025\n"
    "Late payment fee: 500 THB per week after the due date.\n"
    "Pay at the school finance office or by bank transfer (SCB 401-2-77815-0) with the student ID as reference.",
]
LAST_TERM_NOTE = """# ค่าเทอมปูเป้ เทอม 2/2567

จ่ายแล้ว 10 ต.ค. 2567 โอน SCB ยอด 38,900 บาท
- ค่าเล่าเรียน 27,500
- English Program 6,000
- ค่าอาหาร 3,100
- หนังสือ 1,450
- กิจกรรม 850
ใบเสร็จตัวจริงเก็บในแฟ้มสีฟ้า
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nPhra Nakhon Si Ayutthaya Office\n\n"
    "ELECTRICITY BILL - June 2025\nCustomer: Pimchanok Kaewmanee   Account No. 020004518837\n"
    "Address: 45/3 Moo 2, Pratu Chai, Phra Nakhon Si Ayutthaya 13000\n"
    "Meter reading period: 27 May 2025 - 26 June 2025\n\n"
    "Units used: 386 kWh\nEnergy charge: 1,541.27 THB\nFt charge: 38.60 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 137.86 THB\nAmount due: 1,742.35 THB\nDue date: 8 July 2025\n"
    "Previous month: 352 kWh, 1,598.10 THB",
]
HOUSEHOLD = {
    "พฤษภาคม May": [
        ("ค่ากับข้าว (Groceries)", 10420, ""), ("ค่าไฟบ้าน (Electricity)", 1598.10, "PEA"),
        ("ค่าน้ำประปา (Water)", 264, ""), ("โทรศัพท์ + เน็ต (Phone & internet)", 899, "AIS"),
        ("ค่าเทอมปูเป้ (School fees)", 40500, "เทอม 1/2568"), ("ยาแม่ (Mom's medicine)", 1350, ""),
        ("ทำบุญ (Merit making)", 500, "วันวิสาขะ"),
    ],
    "มิถุนายน June": [
        ("ค่ากับข้าว (Groceries)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 1742.35, "PEA"),
        ("ค่าน้ำประปา (Water)", 286, ""), ("โทรศัพท์ + เน็ต (Phone & internet)", 899, "AIS"),
        ("ชุดนักเรียน+รองเท้าปูเป้ (School uniform)", 2340, "เปิดเทอม"), ("ยาแม่ (Mom's medicine)", 1350, ""),
        ("ค่ารถรับส่งปูเป้ (School van)", 1800, ""), ("ซ่อมแอร์ห้องนอน (Air-con repair)", 2200, ""),
    ],
}
MOM_INSURANCE = [
    "สรุปกรมธรรม์ประกันสุขภาพ",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)",
    "กรมธรรม์เลขที่ HS-2566-0091734",
    "ผู้เอาประกัน: นางบุญเรือน ศรีทอง อายุ 68 ปี    ผู้ชำระเบี้ย: นางพิมพ์ชนก แก้วมณี (บุตร)",
]
MOM_INSURANCE_TABLE = [
    ("ความคุ้มครอง", "วงเงิน"),
    ("แผน", "สุขภาพเหมาจ่าย สุขใจพลัส 800"),
    ("วงเงินค่ารักษาผู้ป่วยในต่อปี", "800,000 บาท"),
    ("ค่าห้องและค่าอาหารต่อวัน", "3,000 บาท"),
    ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ("ส่วนลดค่ารักษา (Deductible)", "ไม่มี"),
]
MOM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีละ 31,450 บาท (ปีที่แล้ว 28,900 บาท ปรับตามช่วงอายุ)",
    "ครบกำหนดชำระเบี้ยปีนี้ วันที่ 15 สิงหาคม 2568 ผ่อนผันได้ 31 วัน",
    "ตัวแทน: คุณจันทร์เพ็ญ 089-114-2276",
    "โรงพยาบาลในเครือข่ายใกล้บ้าน: รพ.ราชธานี, รพ.ศุภมิตร เสนา",
]
FAMILY_CHAT = """[03/06/2568 18:20] เอก: ปูเป้ทัศนศึกษาอยุธยาพาร์ค 27 มิ.ย. ครูให้จ่าย 350 นะ
[03/06/2568 18:25] พิมพ์ชนก: เดี๋ยวพรุ่งนี้ใส่ซองให้ลูกไป
[10/06/2568 08:02] แม่: แม่หาหมอ รพ.ราชธานี วันศุกร์ที่ 20 นะ นัดตรวจเบาหวาน 9 โมง
[10/06/2568 08:15] พิมพ์ชนก: เอกพาแม่ไปได้มั้ย วันนั้นพิมพ์มีงานทัวร์
[10/06/2568 08:40] เอก: ได้ ลาครึ่งวัน
[22/06/2568 19:05] พิมพ์ชนก: แอร์ห้องนอนซ่อมแล้ว 2,200 ช่างบอกน้ำยารั่ว
[22/06/2568 19:10] เอก: โอเค เดือนนี้ใช้เงินเยอะเลย
"""
DISTRACTORS = {
    "บ้าน/รายการซื้อของ.txt": "ข้าวสาร 5 กิโล\nไข่ 1 แผง\nนมจืด ปูเป้\nผงซักฟอก\nน้ำยาล้างจาน\nกระดาษทิชชู่",
    "บ้าน/สูตรแกงเขียวหวาน.md": "# แกงเขียวหวานไก่ (สูตรแม่)\n- น่องไก่ 500 กรัม\n- พริกแกงเขียว 3 ช้อนโต๊ะ\n"
                               "- กะทิ 2 กล่อง\n- มะเขือเปราะ ใบโหระพา\nผัดพริกแกงกับหัวกะทิให้แตกมันก่อน",
}
WORKSPECT = {
    "todo.md": "- โอนค่าประกันรถตุ๊กตุ๊กก่อน 25 มิ.ย.\n- จ่ายค่าอะไหล่ร้านโชคชัย\n"
               "- ส่งคอนเฟิร์มทัวร์ GreenLeaf พร้อมเบอร์คนขับ\n- ใส่ซองค่าทัศนศึกษาปูเป้\n",
}


def _books(path: Path, income: list[tuple], expenses: list[tuple], maintenance: list, other: list, year: str) -> None:
    """A year's book: a sheet of trips and revenue, and a sheet of expenses, a row per month."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"ยอดขายตุ๊กตุ๊กกรุงเก่า ทัวร์ ปี {year} (Monthly sales {year})"])
    sheet.append(["เดือน (Month)", "จำนวนเที่ยว (Trips)", "รายได้ (Revenue, THB)"])
    for (thai, eng), (trips, revenue) in zip(MONTHS, income):
        sheet.append([f"{thai} ({eng})", trips, revenue])
    sheet.append(["รวม (Total)", sum(row[0] for row in income), sum(row[1] for row in income)])
    money_format(sheet, 3)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"ค่าใช้จ่าย ปี {year} (Monthly expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าแก๊ส LPG (Fuel)", "ค่าจ้างคนขับ (Driver wages)",
                  "ค่าซ่อมบำรุง (Maintenance)", "อื่นๆ (Other)", "รวม (Total)"])
    for (thai, eng), (fuel, wages), repair, misc in zip(MONTHS, expenses, maintenance, other):
        costs.append([f"{thai} ({eng})", fuel, wages, repair, misc, fuel + wages + repair + misc])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _maintenance(path: Path) -> None:
    """Maintenance per tuk-tuk, months as columns."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าซ่อม 2568"
    sheet.append(["ค่าซ่อมบำรุงรถตุ๊กตุ๊ก ปี 2568 (Maintenance per tuk-tuk, THB)"])
    short = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย."]
    sheet.append(["รถ (Vehicle)"] + [f"{abbr} ({eng})" for abbr, (_, eng) in zip(short, MONTHS)]
                 + ["รวม ม.ค.-มิ.ย. (Total)"])
    for name, costs in MAINTENANCE_2568:
        sheet.append([name] + costs + [sum(costs)])
    sheet.append(["รวมทุกคัน (All)"] + [sum(row[1][i] for row in MAINTENANCE_2568) for i in range(6)]
                 + [sum(sum(row[1]) for row in MAINTENANCE_2568)])
    for column in range(2, 9):
        money_format(sheet, column)
    sheet.append([])
    sheet.append(["หมายเหตุ: คันเขียว เม.ย. เปลี่ยนคลัตช์ + ยกเครื่องหลังสงกรานต์"])
    book.save(path)


def _household(path: Path) -> None:
    """Household spending, a sheet per month."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} 2568 (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจตุ๊กตุ๊ก"
    home = docs / "บ้าน"
    for sub in (biz / "ใบเสนอราคา", biz / "คนขับ", biz / "Suppliers", biz / "บัญชี", biz / "รถ", biz / "ลูกค้า",
                biz / "แผนปีหน้า", home / "ลูก_ปูเป้", home / "Bills"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = biz / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริเวอร์วิว_ร่าง.docx", RIVERVIEW_DRAFT, table=RIVERVIEW_DRAFT_TABLE,
               bottom=RIVERVIEW_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริเวอร์วิว_final.docx", RIVERVIEW_FINAL, table=RIVERVIEW_FINAL_TABLE,
               bottom=RIVERVIEW_FINAL_BOTTOM)
    write_docx(quotes / "Quote_SunriseTravel_halfday_tour.docx", SUNRISE, table=SUNRISE_TABLE, bottom=SUNRISE_BOTTOM)
    write_docx(biz / "คนขับ" / "สัญญาจ้างคนขับ_สมศักดิ์.docx", CONTRACT_SOMSAK)
    write_docx(biz / "คนขับ" / "สัญญาจ้างคนขับ_วีระ.docx", CONTRACT_WEERA)
    make_pdf(biz / "Suppliers" / "Chokchai_price_list_2025.pdf", CHOKCHAI_2025)
    write_docx(biz / "Suppliers" / "ราคาอะไหล่โชคชัย_2567.docx", CHOKCHAI_2567, table=CHOKCHAI_2567_TABLE,
               bottom=CHOKCHAI_2567_BOTTOM)
    make_pdf(biz / "Suppliers" / "Chokchai_invoice_INV-25-0456.pdf", CHOKCHAI_INVOICE)
    _books(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2568.xlsx", INCOME_2568, EXPENSES_2568,
           [sum(row[1][i] for row in MAINTENANCE_2568) for i in range(6)], OTHER_2568, "2568")
    _books(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2567.xlsx", INCOME_2567, EXPENSES_2567, MAINTENANCE_2567, OTHER_2567, "2567")
    _maintenance(biz / "บัญชี" / "ค่าซ่อมบำรุง_รถ4คัน_2568.xlsx")
    make_pdf(biz / "รถ" / "Tuktuk_insurance_renewal_2025.pdf", INSURANCE_RENEWAL)
    write_docx(biz / "หนังสือขอที่จอดรถ_เทศบาล.docx", PARKING_LETTER)
    write_slides(biz / "แผนปีหน้า" / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    write_texts(biz, {
        "ลูกค้า/LINE_คุณแอน_RiverView.txt": RIVERVIEW_CHAT,
        "ลูกค้า/email_GreenLeaf_booking.txt": GREENLEAF_EMAIL,
        "Tour_menu_prices_2025.md": TOUR_MENU,
        "คนขับ/บันทึกประชุมคนขับ_พค68.md": DRIVER_MEETING,
        "คนขับ/LINE_กลุ่มคนขับตุ๊กตุ๊ก.txt": DRIVER_CHAT,
        "รถ/ผ่อนตุ๊กตุ๊กคันที่4.md": LOAN_NOTE,
        "รถ/ภาษีรถ_พรบ_4คัน.txt": VEHICLE_TAX,
    })
    make_pdf(home / "ลูก_ปูเป้" / "School_fee_term1_2025.pdf", SCHOOL_FEES)
    make_pdf(home / "Bills" / "PEA_bill_June2025.pdf", PEA_BILL)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "ประกันสุขภาพแม่.docx", MOM_INSURANCE, table=MOM_INSURANCE_TABLE, bottom=MOM_INSURANCE_BOTTOM)
    write_texts(home, {
        "ลูก_ปูเป้/ค่าเทอมปูเป้_เทอม2_2567.md": LAST_TERM_NOTE,
        "LINE_ครอบครัว.txt": FAMILY_CHAT,
    })
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the to-do list."""
    write_texts(workspect, WORKSPECT)
