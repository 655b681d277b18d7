"""The futsal folder: the papers of a Thai futsal-pitch owner and his household, written by code.

The owner is นายวีรยุทธ บุญมา (พี่ยุทธ). He runs "บุญมา ฟุตซอล อารีน่า" (Boonma Futsal Arena), three pitches under
floodlights and a drinks counter on ถ.มิตรภาพ, ต.ศิลา, อ.เมือง จ.ขอนแก่น. His wife กนกวรรณ (นก) keeps the books and
helps at the counter; their daughter เฟิร์น (ด.ญ.ปวีณ์ธิดา) is in ป.6 and their son ภู (ด.ช.ภาคิน) in ม.2; his father
พ่อสมบัติ lives with them. Staff: น้องเจ (counter), ลุงเปี๊ยก (groundsman, night watch), น้องบอส (weekends).
It is November 2568 (2025).

Documents/สนามฟุตซอล/ (the business)
- สัญญา/สัญญาเช่าสนาม_ลีกออฟฟิศ_ร่าง.docx: draft hire contract for the office league, 12 weeks, 750/hr, 108,000.
- สัญญา/สัญญาเช่าสนาม_ลีกออฟฟิศ_ฉบับจริง.docx: the signed final, 14 weeks, 720/hr, 120,960, deposit 25,000.
- สัญญา/ประกาศปรับราคาค่าเช่าสนาม_ม.ค.69.docx: notice to customers, new hourly rates from 1 ม.ค. 2569 (table).
- ใบเสนอราคา/ใบเสนอราคา_หญ้าเทียม_กรีนเทิร์ฟอีสาน.docx: turf replacement quote for pitches 1-2, 832,460 incl. VAT.
- ใบเสนอราคา/ใบเสนอราคา_หญ้าเทียม_สปอร์ตโปร.docx: a rival turf quote from a firm in Udon Thani, 788,590 incl. VAT.
- ใบเสนอราคา/BrightField_LED_floodlight_quotation.pdf: English quote for 24 LED floodlights, 272,208 incl. VAT.
- Suppliers/GreenTurf_email_Nov2025.txt: English email from GreenTurf Isan (the Thai quote's firm): 360/sq m, 796,080.
- Suppliers/KKBeverage_invoice_Oct2025.pdf: English drinks invoice from Khon Kaen Beverage Distribution, 10,387.56.
- Suppliers/email_IsanTech_tournament_Dec2025.txt: English email thread, a company tournament, 17,850 then 15,750.
- บัญชี/รายรับรายจ่ายสนาม_2568.xlsx: this year's book, two sheets (income by month, expenses by month), ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่ายสนาม_2567.xlsx: last year's book, same layout, twelve months and a year-total row.
- บัญชี/ค่าไฟสนาม_2568.xlsx: the pitch electricity, months as columns (kWh, baht, floodlight hours).
- บัญชี/ยอดขายเคาน์เตอร์น้ำ_ส.ค.-ต.ค.68.xlsx: the drinks counter's sales, one sheet per month.
- บัญชี/PEA_bill_arena_Oct2025.pdf: the arena's October electricity bill (English), 32,764.65.
- บัญชี/เงินเดือนพนักงาน_ต.ค.68.md: October wages of the three staff, 23,600 in all.
- บัญชี/สต็อกเครื่องดื่ม_พ.ย.68.md: the drinks stock count of 1 Nov and what to reorder.
- ราคาเครื่องดื่มเคาน์เตอร์_2568.md and ราคาเครื่องดื่มเคาน์เตอร์_2567.md: this and last year's counter price list.
- แชท/แชทไลน์_คุณอรรถพล_ลีกออฟฟิศ.txt: LINE chat with the league organiser; the final night drops 9,600 -> 8,400.
- แชท/แชทไลน์_โค้ชต้อม_อะคาเดมี่.txt: LINE chat with a youth academy coach; 6,000 -> 12,000 -> 11,000 a month.
- บันทึกประชุมทีมงาน_1พ.ย.68.md: minutes of the staff meeting (lights off 23.30 น., counter pay 10,000).
- แผนสนามปี2569.pptx: slides, the plan for next year (turf, LED lights, new prices, target).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_home_Oct2025.pdf and Bills/IsanFibre_internet_Oct2025.pdf: English household bills.
- ประกัน/SiamSure_health_renewal_2025.pdf: English renewal notice for the daughter's health cover (12,480); the
  household book names the same insurer in Thai (สยามชัวร์).
- ค่าเทอม/ค่าเทอม_น้องเฟิร์น_เทอม2-2568.docx and ค่าเทอม_น้องภู_เทอม2-2568.docx: fee notices (24,600; 27,200).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_ครอบครัวบุญมา.txt: the family LINE group (scout camp 850 -> 950).
- สุขภาพพ่อ_นัดหมอ.md: notes on his father's knee and blood pressure, the next appointment.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
ARENA = ("บุญมา ฟุตซอล อารีน่า (Boonma Futsal Arena) 199/7 ถ.มิตรภาพ ต.ศิลา อ.เมือง จ.ขอนแก่น 40000 "
         "โทร 081-765-2248")

# ---------------------------------------------------------------- league contract, draft and final
LEAGUE_PARTIES = [
    "ระหว่าง นายวีรยุทธ บุญมา เจ้าของสนามบุญมา ฟุตซอล อารีน่า ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ บริษัท อีสาน สปอร์ต อีเวนท์ จำกัด โดย นายอรรถพล แสนสุข ผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
    "ผู้เช่าเช่าสนามเพื่อจัดการแข่งขัน \"ขอนแก่น ออฟฟิศลีก 2568\" (ฟุตซอลพนักงานบริษัท)",
]
LEAGUE_DRAFT = [ARENA, "สัญญาเช่าสนามฟุตซอลเพื่อจัดการแข่งขัน (ร่าง)", "ทำที่ สนามบุญมา ฟุตซอล อารีน่า  วันที่ 8 ตุลาคม 2568",
                *LEAGUE_PARTIES]
LEAGUE_DRAFT_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("สนามที่ใช้", "สนาม 1 และสนาม 2"),
    ("วันและเวลา", "ทุกวันอังคารและวันพฤหัสบดี 19.00–22.00 น."),
    ("ระยะเวลา", "12 สัปดาห์ (4 พฤศจิกายน 2568 – 22 มกราคม 2569)"),
    ("จำนวนชั่วโมงรวม", "2 สนาม x 3 ชม. x 2 วัน x 12 สัปดาห์ = 144 ชั่วโมง"),
    ("อัตราค่าเช่า", "750 บาท ต่อชั่วโมงต่อสนาม"),
    ("ค่าเช่ารวม", "108,000 บาท"),
    ("เงินมัดจำ", "20,000 บาท ชำระวันเซ็นสัญญา"),
]
LEAGUE_DRAFT_BOTTOM = [
    "ส่วนที่เหลือ 88,000 บาท ชำระภายในวันที่ 5 มกราคม 2569",
    "ผู้ให้เช่าเปิดไฟสนามและจัดน้ำแข็งให้ฟรีทุกนัด ผู้เช่าจัดกรรมการและดูแลความเรียบร้อยเอง",
    "ร่าง — รอคุณอรรถพลยืนยันจำนวนทีมก่อน ยังไม่ได้เซ็น",
]
LEAGUE_FINAL = [ARENA, "สัญญาเช่าสนามฟุตซอลเพื่อจัดการแข่งขัน", "ทำที่ สนามบุญมา ฟุตซอล อารีน่า  วันที่ 20 ตุลาคม 2568",
                *LEAGUE_PARTIES]
LEAGUE_FINAL_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("สนามที่ใช้", "สนาม 1 และสนาม 2"),
    ("วันและเวลา", "ทุกวันอังคารและวันพฤหัสบดี 19.00–22.00 น."),
    ("ระยะเวลา", "14 สัปดาห์ (4 พฤศจิกายน 2568 – 5 กุมภาพันธ์ 2569)"),
    ("จำนวนชั่วโมงรวม", "2 สนาม x 3 ชม. x 2 วัน x 14 สัปดาห์ = 168 ชั่วโมง"),
    ("อัตราค่าเช่า", "720 บาท ต่อชั่วโมงต่อสนาม"),
    ("ค่าเช่ารวม", "120,960 บาท (หนึ่งแสนสองหมื่นเก้าร้อยหกสิบบาทถ้วน)"),
    ("เงินมัดจำ", "25,000 บาท ชำระวันเซ็นสัญญา"),
]
LEAGUE_FINAL_BOTTOM = [
    "ส่วนที่เหลือ 95,960 บาท ชำระภายในวันที่ 5 มกราคม 2569 โดยโอนเข้าบัญชีกสิกรไทย 072-8-44519-3 ชื่อบัญชี วีรยุทธ บุญมา",
    "ผู้ให้เช่าเปิดไฟสนามและจัดน้ำแข็งให้ฟรีทุกนัด ผู้เช่าจัดกรรมการและดูแลความเรียบร้อยเอง",
    "หากนัดใดฝนตกหนักหรือไฟฟ้าดับจนเล่นไม่ได้ ผู้ให้เช่าจะจัดวันชดเชยให้โดยไม่คิดค่าเช่าเพิ่ม",
    "ผู้เช่ายกเลิกนัดต้องแจ้งล่วงหน้าอย่างน้อย 3 วัน มิฉะนั้นคิดค่าเช่านัดนั้นเต็มจำนวน",
    "ลงชื่อ วีรยุทธ บุญมา ผู้ให้เช่า        ลงชื่อ อรรถพล แสนสุข ผู้เช่า",
    "ลงชื่อ กนกวรรณ บุญมา พยาน",
]

PRICE_NOTICE = [
    ARENA,
    "ประกาศ เรื่อง ปรับอัตราค่าเช่าสนาม",
    "เรียน ลูกค้าและสมาชิกทุกท่าน",
    "เนื่องจากค่าไฟฟ้าสำหรับไฟส่องสนามสูงขึ้นต่อเนื่อง และสนามจะเปลี่ยนหญ้าเทียมใหม่ในเดือนมกราคม "
    "ทางสนามขอปรับอัตราค่าเช่า ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป ดังนี้",
]
PRICE_NOTICE_TABLE = [
    ("ช่วงเวลา", "ราคาเดิม (บาท/ชม.)", "ราคาใหม่ (บาท/ชม.)"),
    ("จันทร์–ศุกร์ 09.00–17.00 น.", "500", "500"),
    ("จันทร์–ศุกร์ 17.00–23.30 น. (เปิดไฟ)", "800", "900"),
    ("เสาร์–อาทิตย์ 09.00–17.00 น.", "600", "650"),
    ("เสาร์–อาทิตย์ 17.00–23.30 น. (เปิดไฟ)", "850", "950"),
]
PRICE_NOTICE_BOTTOM = [
    "บัตรสมาชิกสะสมชั่วโมง เล่นครบ 10 ชั่วโมง ฟรี 1 ชั่วโมง เหมือนเดิม",
    "ลูกค้าที่จองและชำระเงินไว้ก่อนวันที่ 31 ธันวาคม 2568 ใช้ราคาเดิม",
    "ระหว่างวันที่ 5–16 มกราคม 2569 ปิดสนาม 1 และสนาม 2 เพื่อเปลี่ยนหญ้า เปิดเฉพาะสนาม 3",
    "ขออภัยในความไม่สะดวก และขอบคุณที่อุดหนุนเสมอมา",
    "วีรยุทธ บุญมา เจ้าของสนาม  ประกาศ ณ วันที่ 15 พฤศจิกายน 2568",
]

# ---------------------------------------------------------------- turf quotes (two firms)
GREENTURF_TOP = [
    "บริษัท กรีนเทิร์ฟ อีสาน จำกัด",
    "88 ถ.ศรีจันทร์ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 043-227-915 เลขประจำตัวผู้เสียภาษี 0405561002314",
    "ใบเสนอราคา เลขที่ GTI-QT-2568-112   วันที่ 22 ตุลาคม 2568",
    "เรียน คุณวีรยุทธ บุญมา สนามบุญมา ฟุตซอล อารีน่า",
    "เรื่อง รื้อและเปลี่ยนหญ้าเทียมสนามฟุตซอล สนาม 1 และสนาม 2 (พื้นที่รวม 1,700 ตร.ม.)",
]
GREENTURF_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("หญ้าเทียมฟุตซอล รุ่น FT-Pro สูง 25 มม. ทนการเสียดสี", "1,700 ตร.ม.", "380", "646,000"),
    ("รื้อหญ้าเก่าและขนทิ้ง", "1,700 ตร.ม.", "25", "42,500"),
    ("ปรับพื้น อัดบดอัด และโรยทรายยาง (แกรนูลยาง)", "1,700 ตร.ม.", "45", "76,500"),
    ("ตีเส้นสนาม (เส้นทอสีขาวในตัวหญ้า)", "2 สนาม", "6,500", "13,000"),
    ("รวมเป็นเงิน", "", "", "778,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "54,460"),
    ("รวมทั้งสิ้น", "", "", "832,460"),
]
GREENTURF_BOTTOM = [
    "รวมทั้งสิ้น 832,460 บาท (แปดแสนสามหมื่นสองพันสี่ร้อยหกสิบบาทถ้วน)",
    "ระยะเวลาติดตั้ง 12 วันทำการ  รับประกันหญ้าและรอยต่อ 3 ปี",
    "ชำระมัดจำ 30% เมื่อยืนยันสั่งงาน ส่วนที่เหลือชำระเมื่อส่งมอบงาน",
    "ยืนราคา 30 วัน นับจากวันที่เสนอราคา",
    "ผู้เสนอราคา กิตติพงษ์ วงศ์คำ ฝ่ายขาย 086-451-7720",
]
SPORTPRO_TOP = [
    "บริษัท สปอร์ตโปร เซอร์เฟซ จำกัด",
    "12/4 ถ.ทหาร ต.หมากแข้ง อ.เมือง จ.อุดรธานี 41000 โทร 042-118-356",
    "ใบเสนอราคา เลขที่ SP-68/0457   วันที่ 27 ตุลาคม 2568",
    "เรียน คุณวีรยุทธ บุญมา (บุญมา ฟุตซอล อารีน่า ขอนแก่น)",
    "เรื่อง เสนอราคาเปลี่ยนหญ้าเทียมสนามฟุตซอล 2 สนาม พื้นที่ 1,700 ตร.ม.",
]
SPORTPRO_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("หญ้าเทียม รุ่น Futsal Max สูง 20 มม.", "1,700 ตร.ม.", "360", "612,000"),
    ("รื้อหญ้าเก่า (เหมา)", "1 งาน", "30,000", "30,000"),
    ("ปรับพื้นและโรยทรายยาง", "1,700 ตร.ม.", "50", "85,000"),
    ("ตีเส้นสนาม", "2 สนาม", "5,000", "10,000"),
    ("รวมเป็นเงิน", "", "", "737,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "51,590"),
    ("รวมทั้งสิ้น", "", "", "788,590"),
]
SPORTPRO_BOTTOM = [
    "รวมทั้งสิ้น 788,590 บาท",
    "ระยะเวลาติดตั้ง 15 วัน  รับประกัน 2 ปี  ค่าเดินทางทีมช่างจากอุดรฯ รวมในราคาแล้ว",
    "มัดจำ 40% เมื่อสั่งงาน ส่วนที่เหลือเมื่อส่งมอบ",
    "ยืนราคาถึงวันที่ 30 พฤศจิกายน 2568",
    "ผู้เสนอราคา ณัฐวุฒิ ศรีภูมิ 089-702-6614",
]

# ---------------------------------------------------------------- English supplier papers
BRIGHTFIELD_QUOTE = [
    "BRIGHTFIELD LIGHTING CO., LTD.\n"
    "Sports and area lighting - 214 Mittraphap Road, Mueang Khon Kaen 40000  Tel. 043-009-482\n"
    "QUOTATION No. BF-2511-031          Date: 4 Nov 2025\n"
    "To: Mr. Weerayut Boonma, Boonma Futsal Arena, Sila, Khon Kaen\n"
    "Subject: Replace floodlights on pitches 1-3 with LED\n"
    "\n"
    "Remove 24 x 1,000 W metal halide floodlights (existing poles are kept).\n"
    "Item                                   Qty   Unit price    Amount\n"
    "LED floodlight 400 W, IP66, 5000 K     24    9,850.00      236,400.00\n"
    "Installation, wiring and aiming        1     18,000.00      18,000.00\n"
    "Subtotal                                                    254,400.00\n"
    "VAT 7%                                                       17,808.00\n"
    "TOTAL                                                       272,208.00 THB\n"
    "\n"
    "Estimated saving: about 2,160 kWh per month (approx. 10,800 THB at 5 THB/kWh).\n"
    "Warranty: 5 years on the LED fittings, 1 year on installation.\n"
    "Work time: 3 days, one pitch at a time. Payment: 50% on order, 50% on completion.\n"
    "Valid until 4 Dec 2025.   Sales: Khun Sarawut, 081-900-3347",
]
GREENTURF_EMAIL = """From: Kittipong Wongkham <sales@greenturfisan.co.th>
To: boonmafutsal@gmail.com
Date: Mon, 10 Nov 2025 09:12
Subject: RE: Turf replacement pitches 1-2 - quotation GTI-QT-2568-112

Dear Khun Weerayut,

Thank you for meeting us at the arena last Friday. Following our quotation GTI-QT-2568-112 of 22 October:

1. If you confirm the order by 20 November 2025, we can reduce the FT-Pro turf from 380 to 360 THB per sq m.
   Removal, base levelling and line marking stay the same. The new total is 744,000 THB + VAT 52,080 THB
   = 796,080 THB.
2. Deposit 30% = 238,824 THB on confirmation, the rest on handover.
3. Our crew can work from 5 January 2026 to 16 January 2026, so you can reopen pitches 1-2 on 17 January.
4. The 3-year warranty is unchanged, and we will add one free re-brushing and rubber top-up after 6 months.

Best regards,
Kittipong Wongkham
Sales, GreenTurf Isan Co., Ltd.
086-451-7720
"""
KKBEV_INVOICE = [
    "KHON KAEN BEVERAGE DISTRIBUTION CO., LTD.\n"
    "55/1 Moo 4, Ban Ped, Mueang Khon Kaen 40000   Tel. 043-306-771\n"
    "TAX INVOICE No. KKB-25-10-0388\n"
    "Date: 9 Oct 2025            Due date: 24 Oct 2025\n"
    "Customer: Boonma Futsal Arena (Mr. Weerayut Boonma), Mittraphap Road, Sila, Khon Kaen\n"
    "\n"
    "Item                                       Qty        Unit price   Amount\n"
    "Drinking water 600 ml (pack of 12)         40 packs   42.00        1,680.00\n"
    "Electrolyte sports drink 500 ml (24)       10 cases   336.00       3,360.00\n"
    "Cola 325 ml can (24)                       8 cases    312.00       2,496.00\n"
    "Soda water 325 ml (24)                     4 cases    168.00         672.00\n"
    "Energy drink 150 ml (50)                   3 cases    500.00       1,500.00\n"
    "Subtotal                                                           9,708.00\n"
    "VAT 7%                                                               679.56\n"
    "TOTAL DUE                                                         10,387.56 THB\n"
    "\n"
    "Delivery every Thursday. Transfer to Bangkok Bank 411-0-77215-9 and send the slip by LINE.",
]
ISANTECH_EMAIL = """From: Pimchanok Srisawat <pimchanok.s@isantech.co.th>
To: boonmafutsal@gmail.com
Date: Tue, 4 Nov 2025 10:15
Subject: Staff futsal tournament - Saturday 13 December

Dear Khun Weerayut,

Isan Tech Solutions would like to hold our year-end staff futsal tournament at your arena on Saturday
13 December 2025. We expect 18 teams, so we would need all 3 pitches from 13:00 to 19:00, plus drinks
for about 150 people. Could you send us a price?

Regards,
Pimchanok Srisawat, HR Officer, Isan Tech Solutions Co., Ltd.

----------------------------------------------------------------
From: Weerayut Boonma <boonmafutsal@gmail.com>
Date: Tue, 4 Nov 2025 16:40

Dear Khun Pimchanok,

3 pitches x 6 hours = 18 pitch-hours at 700 THB = 12,600 THB.
Drinks package (water, electrolyte drink, ice) 35 THB per person x 150 = 5,250 THB.
Total 17,850 THB. We ask for a 30% deposit to hold the date.

Weerayut

----------------------------------------------------------------
From: Pimchanok Srisawat <pimchanok.s@isantech.co.th>
Date: Thu, 6 Nov 2025 09:05

Dear Khun Weerayut,

Our budget is tighter than we hoped. We will cut to 15 teams and finish at 18:00 instead of 19:00.
Drinks for 150 people as before. Could you confirm the new price?

Pimchanok

----------------------------------------------------------------
From: Weerayut Boonma <boonmafutsal@gmail.com>
Date: Thu, 6 Nov 2025 11:20

Dear Khun Pimchanok,

Confirmed: 3 pitches 13:00-18:00 = 15 pitch-hours x 700 = 10,500 THB, drinks for 150 people 5,250 THB,
total 15,750 THB. Deposit 30% = 4,725 THB by 28 Nov 2025, the rest on the day.
Trophies are not included; we can lend you the PA speaker free.

Weerayut
"""
PEA_ARENA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Boonma Futsal Arena (Mr. Weerayut Boonma)\n"
    "Address: 199/7 Mittraphap Road, Sila, Mueang Khon Kaen 40000\n"
    "Customer no. 020034417260    Tariff: 2.2 Small general service\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 412,880 -> 419,120   Units used: 6,240 kWh\n"
    "Energy charge 27,830.40   Ft 2,478.53   Service 312.24   VAT 7% 2,143.48\n"
    "AMOUNT DUE: 32,764.65 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, banks, 7-Eleven, or the PEA Smart Plus app.",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ค่าเช่าสนาม (Pitch hire)", "ลีก/อะคาเดมี่ (League & academy)",
                  "เคาน์เตอร์น้ำ (Drinks counter)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าไฟสนาม (Electricity)", "ค่าแรง (Wages)",
                   "ซื้อเครื่องดื่ม/น้ำแข็ง (Drinks & ice)", "ซ่อมบำรุง (Repairs)", "รวม (Total)"]

HIRE_2568 = [148600, 139200, 152800, 118400, 131500, 112300, 104900, 98700, 109600, 126800]
LEAGUE_2568 = [24000, 24000, 18000, 0, 0, 12000, 21600, 21600, 21600, 14400]
COUNTER_2568_EARLY = [31850, 29420, 33960, 27300, 28150, 24880, 23640]  # ม.ค.-ก.ค.; ส.ค.-ต.ค. from the counter book
WAGES_2568 = [22500, 22500, 22900, 23300, 22500, 22100, 22900, 22900, 23300, 23600]
DRINKS_2568 = [19800, 18400, 21300, 17600, 17900, 15800, 15200, 16100, 17400, 18650]
REPAIRS_2568 = [2400, 0, 5800, 1200, 0, 3600, 8900, 1500, 4200, 2750]

HIRE_2567 = [135400, 128900, 141200, 109800, 122600, 103500, 97800, 92400, 101300, 117200, 138600, 151900]
LEAGUE_2567 = [20000, 20000, 15000, 0, 0, 10000, 18000, 18000, 18000, 12000, 24000, 24000]
COUNTER_2567 = [28900, 27100, 31400, 25200, 26300, 22900, 21800, 22600, 24100, 27500, 30200, 33800]
POWER_2567 = [26840.50, 25310.75, 29875.20, 31940.60, 30112.35, 26205.90, 24688.15, 23517.80, 27409.45,
              30196.70, 29054.25, 31122.90]
WAGES_2567 = [21000, 21000, 21400, 21800, 21000, 20600, 21400, 21400, 21800, 22100, 22100, 24500]
DRINKS_2567 = [18100, 16900, 19700, 16300, 16800, 14600, 14100, 14700, 15900, 17800, 19300, 21600]
REPAIRS_2567 = [1800, 0, 4500, 0, 2600, 0, 6200, 900, 3300, 0, 1500, 7400]

# the pitch meter, months as columns (ม.ค.-ต.ค. 2568)
KWH_2568 = [5480, 5210, 5960, 6410, 6120, 5340, 5020, 4870, 5650, 6240]
POWER_2568 = [28462.30, 27098.55, 31120.80, 33871.45, 32204.60, 28011.20, 26318.75, 25581.40, 29644.10, 32764.65]
LIGHT_HOURS_2568 = [186, 172, 190, 205, 196, 168, 160, 152, 178, 198]

# the drinks counter, a sheet per month: (item, unit price, units sold)
COUNTER_MONTHS = {
    "ส.ค. 68": [("น้ำดื่ม 600 มล.", 10, 812), ("เกลือแร่ 500 มล.", 25, 396), ("น้ำอัดลมกระป๋อง", 20, 248),
                ("โซดา", 15, 90), ("เครื่องดื่มชูกำลัง", 15, 174), ("น้ำแข็งแก้ว", 5, 610),
                ("ขนมขบเคี้ยว", 20, 142), ("เช่าเสื้อเอี๊ยม", 50, 18)],
    "ก.ย. 68": [("น้ำดื่ม 600 มล.", 10, 905), ("เกลือแร่ 500 มล.", 25, 441), ("น้ำอัดลมกระป๋อง", 20, 266),
                ("โซดา", 15, 104), ("เครื่องดื่มชูกำลัง", 15, 188), ("น้ำแข็งแก้ว", 5, 672),
                ("ขนมขบเคี้ยว", 20, 157), ("เช่าเสื้อเอี๊ยม", 50, 21)],
    "ต.ค. 68": [("น้ำดื่ม 600 มล.", 10, 1034), ("เกลือแร่ 500 มล.", 25, 517), ("น้ำอัดลมกระป๋อง", 20, 301),
                ("โซดา", 15, 118), ("เครื่องดื่มชูกำลัง", 15, 226), ("น้ำแข็งแก้ว", 5, 748),
                ("ขนมขบเคี้ยว", 20, 176), ("เช่าเสื้อเอี๊ยม", 50, 26)],
}


def counter_totals() -> list[int]:
    return [sum(price * units for _, price, units in rows) for rows in COUNTER_MONTHS.values()]


def counter_2568() -> list[int]:
    return COUNTER_2568_EARLY + counter_totals()


def _book(path: Path, year: str, hire, league, counter, power, wages, drinks, repairs, total_label: str) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับสนามบุญมา ฟุตซอล อารีน่า ปี {year} (Monthly income {year}, THB)"])
    income.append(INCOME_HEADERS)
    for month, a, b, c in zip(MONTHS, hire, league, counter):
        income.append([f"{month} {year}", a, b, c, a + b + c])
    income.append([total_label, sum(hire), sum(league), sum(counter), sum(hire) + sum(league) + sum(counter)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายสนาม ปี {year} (Monthly expenses {year}, THB)"])
    costs.append(EXPENSE_HEADERS)
    for month, p, w, d, r in zip(MONTHS, power, wages, drinks, repairs):
        costs.append([f"{month} {year}", p, w, d, r, round(p + w + d + r, 2)])
    costs.append([total_label, round(sum(power), 2), sum(wages), sum(drinks), sum(repairs),
                  round(sum(power) + sum(wages) + sum(drinks) + sum(repairs), 2)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _power_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าไฟสนาม 2568"
    sheet.append(["ค่าไฟฟ้ามิเตอร์สนาม (PEA 020034417260) ปี 2568 — Pitch electricity 2568"])
    sheet.append(["รายการ (Item)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    sheet.append(["หน่วยที่ใช้ (kWh)"] + KWH_2568 + [sum(KWH_2568)])
    sheet.append(["ค่าไฟ (บาท, THB)"] + POWER_2568 + [round(sum(POWER_2568), 2)])
    sheet.append(["ชั่วโมงเปิดไฟสนาม (Floodlight hours)"] + LIGHT_HOURS_2568 + [sum(LIGHT_HOURS_2568)])
    sheet.append(["หมายเหตุ: ต.ค. ลีกเตรียมซ้อม + ฝนหยุด เปิดไฟเยอะ"])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _counter_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in COUNTER_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ยอดขายเคาน์เตอร์น้ำ {title}"])
        sheet.append(["สินค้า", "ราคา/หน่วย", "ขายได้ (หน่วย)", "เป็นเงิน (บาท)"])
        for item, price, units in rows:
            sheet.append([item, price, units, price * units])
        sheet.append(["รวมทั้งเดือน", "", sum(u for _, _, u in rows), sum(p * u for _, p, u in rows)])
        money_format(sheet, 4)
    book.save(path)


# ---------------------------------------------------------------- household
HOUSE_2568 = {
    "ส.ค.68": [("1/8", "ค่าเรียนพิเศษเฟิร์น", 2400, "นก"), ("5/8", "ค่าน้ำประปา", 312, "นก"),
               ("10/8", "ประกันชีวิตยุทธ (สยามชัวร์)", 2150, "ยุทธ"), ("12/8", "ค่าไฟบ้าน PEA", 2214.80, "นก"),
               ("15/8", "อินเทอร์เน็ตบ้าน Isan Fibre", 747.93, "นก"), ("31/8", "ค่ากับข้าวทั้งเดือน", 10850, "นก"),
               ("31/8", "ค่าน้ำมันรถ", 3650, "ยุทธ"), ("20/8", "ค่ายาพ่อ", 1250, "ยุทธ")],
    "ก.ย.68": [("1/9", "ค่าเรียนพิเศษเฟิร์น", 2400, "นก"), ("5/9", "ค่าน้ำประปา", 298, "นก"),
               ("10/9", "ประกันชีวิตยุทธ (สยามชัวร์)", 2150, "ยุทธ"), ("12/9", "ค่าไฟบ้าน PEA", 2401.15, "นก"),
               ("15/9", "อินเทอร์เน็ตบ้าน Isan Fibre", 747.93, "นก"), ("30/9", "ค่ากับข้าวทั้งเดือน", 11400, "นก"),
               ("30/9", "ค่าน้ำมันรถ", 3920, "ยุทธ"), ("22/9", "ค่ายาพ่อ", 1250, "ยุทธ"),
               ("27/9", "รองเท้าฟุตซอลภู", 1690, "ยุทธ")],
    "ต.ค.68": [("1/10", "ค่าเรียนพิเศษเฟิร์น", 2400, "นก"), ("5/10", "ค่าน้ำประปา", 340, "นก"),
               ("10/10", "ประกันชีวิตยุทธ (สยามชัวร์)", 2150, "ยุทธ"), ("20/10", "ค่าไฟบ้าน PEA", 2332.34, "นก"),
               ("15/10", "อินเทอร์เน็ตบ้าน Isan Fibre", 747.93, "นก"), ("31/10", "ค่ากับข้าวทั้งเดือน", 11200, "นก"),
               ("31/10", "ค่าน้ำมันรถ", 3800, "ยุทธ"), ("21/10", "ค่ายา + ค่าหมอพ่อ (รพ.ศรีนครินทร์)", 1850, "ยุทธ")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title}"])
        sheet.append(["วันที่", "รายการ", "จำนวนเงิน (บาท)", "ใครจ่าย"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["", "รวม", round(sum(row[2] for row in rows), 2), ""])
        money_format(sheet, 3)
    book.save(path)


def _fees(name: str, grade: str, sid: str, rows: list[tuple[str, str]], total: str, due: str):
    top = ["โรงเรียนแก่นศึกษาวิทยา จังหวัดขอนแก่น", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
           f"ชื่อนักเรียน {name}  ชั้น {grade}  เลขประจำตัว {sid}", "ผู้ปกครอง นายวีรยุทธ บุญมา"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 421-6-03318-2 แล้วส่งสลิปให้ครูประจำชั้น",
              "หากชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_FERN = _fees("ด.ญ.ปวีณ์ธิดา บุญมา", "ป.6/1", "16208",
                  [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "4,400"), ("ค่ากิจกรรมและทัศนศึกษา", "2,200"),
                   ("ค่าเรียนคอมพิวเตอร์", "1,500")], "24,600", "10 พฤศจิกายน 2568")
FEES_PHU = _fees("ด.ช.ภาคิน บุญมา", "ม.2/3", "14577",
                 [("ค่าเล่าเรียน", "19,800"), ("ค่าอาหารกลางวัน", "4,400"), ("ค่าห้องปฏิบัติการวิทยาศาสตร์", "1,800"),
                  ("ค่าชมรมฟุตบอลและชุดกีฬา", "1,200")], "27,200", "14 พฤศจิกายน 2568")

PEA_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weerayut Boonma\n"
    "Address: 45/3 Moo 9, Sila, Mueang Khon Kaen 40000\n"
    "Customer no. 020011902548    Tariff: 1.2 Residential\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 30,418 -> 30,904   Units used: 486 kWh\n"
    "Energy charge 2,045.70   Ft 95.84   Service 38.22   VAT 7% 152.58\n"
    "AMOUNT DUE: 2,332.34 THB\n"
    "Due date: 27 Oct 2025",
]
ISANFIBRE_BILL = [
    "ISAN FIBRE NET CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weerayut Boonma    Account: IFN-40-118274\n"
    "Installation address: 45/3 Moo 9, Sila, Mueang Khon Kaen\n"
    "Package: Home Fibre 1000/500 Mbps + Wi-Fi 6 router     699.00\n"
    "VAT 7%                                                  48.93\n"
    "TOTAL                                                  747.93 THB\n"
    "Due date: 20 Oct 2025. Pay by QR code or at any Counter Service.",
]
SIAMSURE_LETTER = [
    "SIAMSURE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Prachasamosorn Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - HEALTH INSURANCE\n"
    "Dear Mr. Weerayut Boonma (policyholder),\n"
    "The health policy below will end on 15 Dec 2025.\n"
    "Insured: Miss Paweethida Boonma, age 11    Policy no. SSL-H-2291-7740\n"
    "Plan: Kids Health Plus - in-patient cover up to 500,000 THB a year, room up to 3,000 THB a night\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Annual premium: 12,480 THB (last year 11,900 THB; new age band)\n"
    "Please pay by 15 Dec 2025 by bank transfer, QR code, or through your agent Khun Wanida (089-615-2203).\n"
    "Your life policy SSL-L-1187-2035 (monthly 2,150 THB) is not affected.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    income = sum(HIRE_2568) + sum(LEAGUE_2568) + sum(counter_2568())
    power = sum(POWER_2568) / len(POWER_2568)
    return [
        ("แผนงานสนามบุญมา ฟุตซอล อารีน่า ปี 2569", "Boonma Futsal Arena - plan for 2026\nวีรยุทธ บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income:,} บาท\nค่าไฟสนามเฉลี่ยเดือนละประมาณ {power:,.0f} บาท\n"
                         "หญ้าสนาม 1–2 ใช้มา 6 ปี ขาดตรงกรอบประตู ลูกค้าบ่นลื่น"),
        ("เปลี่ยนหญ้าเทียมสนาม 1 และ 2", "ปิดสนาม 5–16 ม.ค. 2569\nงบไม่เกิน 800,000 บาท รวม VAT\n"
                                         "ตัวเลือก: กรีนเทิร์ฟ อีสาน (รับประกัน 3 ปี) หรือ สปอร์ตโปร อุดรฯ (ถูกกว่า ประกัน 2 ปี)"),
        ("เปลี่ยนไฟสนามเป็น LED", "24 โคม 400 วัตต์ แทนเมทัลฮาไลด์ 1,000 วัตต์\nงบ 272,208 บาท (BrightField)\n"
                                  "ประหยัดค่าไฟเดือนละประมาณ 10,800 บาท คืนทุนราว 25 เดือน"),
        ("ราคาใหม่และลูกค้าประจำ", "ค่าเช่าช่วงเปิดไฟ 800 → 900 บาท/ชม. ตั้งแต่ 1 ม.ค. 2569\n"
                                    "ลีกออฟฟิศ อังคาร-พฤหัส ถึง ก.พ. 2569\nอะคาเดมี่เยาวชนทุกเสาร์เช้า 2 สนาม"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,300,000 บาท\nค่าไฟสนามไม่เกินเดือนละ 22,000 บาท หลังเปลี่ยน LED\n"
                            "เปิดลีกเยาวชนวันอาทิตย์ และรับจัดงานแข่งบริษัทเดือนละ 1 งาน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สนามฟุตซอล/แชท/แชทไลน์_คุณอรรถพล_ลีกออฟฟิศ.txt": """[6/10/2568 10:12] อรรถพล อีสานสปอร์ต: สวัสดีครับพี่ยุทธ ปีนี้ออฟฟิศลีกจัดอีกนะครับ น่าจะ 12 ทีม ขอสนาม 1 กับ 2 อังคาร-พฤหัส 1 ทุ่มถึง 4 ทุ่ม 12 สัปดาห์ครับ
[6/10/2568 10:30] ยุทธ บุญมาฟุตซอล: ได้ครับ ชั่วโมงละ 750 ต่อสนามเหมือนปีที่แล้ว เดี๋ยวทำร่างสัญญาส่งให้นะ
[8/10/2568 16:05] ยุทธ บุญมาฟุตซอล: ส่งร่างให้ในเมลแล้วครับ รวม 108,000 มัดจำ 20,000
[14/10/2568 11:20] อรรถพล อีสานสปอร์ต: พี่ครับ ทีมสมัครเพิ่มเป็น 16 ทีม ต้องขยายเป็น 14 สัปดาห์ ขอชั่วโมงละ 720 ได้ไหมครับ เช่ายาวขึ้น
[14/10/2568 11:45] ยุทธ บุญมาฟุตซอล: โอเคครับ 720 ก็ได้ 14 สัปดาห์ 168 ชม. รวม 120,960 มัดจำขอ 25,000 นะครับ
[20/10/2568 15:02] อรรถพล อีสานสปอร์ต: เซ็นเรียบร้อยครับ โอนมัดจำ 25,000 แล้ว ส่งสลิปให้แล้วนะครับ
[4/11/2568 22:15] อรรถพล อีสานสปอร์ต: นัดแรกผ่านไปด้วยดีครับ ขอบคุณพี่ที่เปิดไฟให้เกินไป 10 นาที
[10/11/2568 20:40] อรรถพล อีสานสปอร์ต: พี่ครับ รอบชิงอยากจัดวันเสาร์ 7 ก.พ. 69 ใช้ 3 สนาม 6 โมงเย็นถึง 4 ทุ่ม คิดเท่าไหร่ครับ
[10/11/2568 21:05] ยุทธ บุญมาฟุตซอล: 3 สนาม 4 ชม. = 12 ชม. ราคาลูกค้าลีก ชม.ละ 800 รวม 9,600 ครับ
[11/11/2568 09:10] อรรถพล อีสานสปอร์ต: ลดได้ไหมครับพี่ งบสปอนเซอร์ปีนี้น้อย
[11/11/2568 09:32] ยุทธ บุญมาฟุตซอล: ให้ชั่วโมงละ 700 ละกันครับ รวม 8,400 น้ำแข็งฟรีเหมือนเดิม
[11/11/2568 09:35] อรรถพล อีสานสปอร์ต: ตกลงครับ 8,400 ขอบคุณมากครับพี่
""",
    "สนามฟุตซอล/แชท/แชทไลน์_โค้ชต้อม_อะคาเดมี่.txt": """[3/10/2568 08:40] โค้ชต้อม KK Young Stars: สวัสดีครับพี่ยุทธ อะคาเดมี่ผมอยากเช่าสนาม 3 ทุกเสาร์ 8 โมงถึง 11 โมง เด็กประมาณ 30 คนครับ
[3/10/2568 09:02] ยุทธ บุญมาฟุตซอล: ได้ครับโค้ช ราคาเยาวชนช่วงเช้าชั่วโมงละ 500 เสาร์ละ 1,500 เดือนนึง 4 เสาร์ก็ 6,000 ครับ
[15/10/2568 19:20] โค้ชต้อม KK Young Stars: พี่ครับ เด็กสมัครเพิ่มเป็น 48 คน ขอ 2 สนามเลย สนาม 2 กับ 3 เวลาเดิมครับ
[15/10/2568 19:35] ยุทธ บุญมาฟุตซอล: 2 สนามก็เสาร์ละ 3,000 เดือนละ 12,000 ครับโค้ช
[16/10/2568 08:15] โค้ชต้อม KK Young Stars: เหมาเดือนได้ไหมครับพี่ 11,000 ผมจ่ายล่วงหน้าทุกวันที่ 5
[16/10/2568 08:30] ยุทธ บุญมาฟุตซอล: ได้ครับ เดือนละ 11,000 เริ่ม พ.ย. นะครับ เดือนไหนมี 5 เสาร์ก็ไม่คิดเพิ่ม
[16/10/2568 08:31] โค้ชต้อม KK Young Stars: ขอบคุณครับพี่ เริ่มเสาร์ที่ 8 พ.ย.
[4/11/2568 18:02] โค้ชต้อม KK Young Stars: โอนค่าสนามเดือน พ.ย. แล้วครับ
[4/11/2568 18:10] ยุทธ บุญมาฟุตซอล: ได้รับแล้วครับ ขอบคุณครับ
""",
    "สนามฟุตซอล/Suppliers/GreenTurf_email_Nov2025.txt": GREENTURF_EMAIL,
    "สนามฟุตซอล/Suppliers/email_IsanTech_tournament_Dec2025.txt": ISANTECH_EMAIL,
    "สนามฟุตซอล/บัญชี/เงินเดือนพนักงาน_ต.ค.68.md": """# เงินเดือนพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าจ้าง | หมายเหตุ |
|---|---|---|---|
| น้องเจ (จิราพร ศรีทอง) | เคาน์เตอร์น้ำ / รับจองสนาม | 9,500 บาท | เต็มเดือน ไม่ลา |
| ลุงเปี๊ยก (สมาน ดวงดี) | ดูแลสนาม / เวรกลางคืน | 10,500 บาท | |
| น้องบอส (ธีรภัทร คำมี) | พาร์ทไทม์ เสาร์-อาทิตย์ | 3,600 บาท | 9 วัน x 400 บาท |

รวมจ่าย ต.ค. 23,600 บาท โอนให้ทุกคนแล้ว 31 ต.ค.
ลุงเปี๊ยกเบิกล่วงหน้า 1,500 ไปเมื่อ 15 ต.ค. หักแล้วในยอดนี้ (โอนจริง 9,000)
""",
    "สนามฟุตซอล/บัญชี/สต็อกเครื่องดื่ม_พ.ย.68.md": """# นับสต็อกเครื่องดื่ม 1 พ.ย. 2568 (น้องเจนับ)

| สินค้า | เหลือ | จุดสั่งซื้อ | ต้องสั่ง |
|---|---|---|---|
| น้ำดื่ม 600 มล. | 14 แพ็ค | 20 แพ็ค | สั่ง 40 แพ็ค |
| เกลือแร่ 500 มล. | 3 ลัง | 5 ลัง | สั่ง 15 ลัง |
| น้ำอัดลมกระป๋อง | 6 ลัง | 4 ลัง | - |
| โซดา | 2 ลัง | 2 ลัง | สั่ง 4 ลัง |
| เครื่องดื่มชูกำลัง | 1 ลัง | 2 ลัง | สั่ง 3 ลัง |
| ขนมขบเคี้ยว | 38 ห่อ | 30 ห่อ | - |

สั่งกับ ขอนแก่นเบฟ (บริษัท ขอนแก่นเบฟเวอเรจ ดิสทริบิวชั่น จำกัด) รถมาส่งทุกวันพฤหัส
น้ำแข็งสั่งโรงน้ำแข็งเจ๊หงส์ วันละ 4 กระสอบ วันอังคาร-พฤหัสเพิ่มเป็น 6 กระสอบ (มีลีก)
เกลือแร่หายไป 6 ขวดไม่มีในบิลขาย ต้องถามน้องบอส
""",
    "สนามฟุตซอล/ราคาเครื่องดื่มเคาน์เตอร์_2568.md": """# ราคาหน้าเคาน์เตอร์ ปี 2568 (ใช้ตั้งแต่ 1 ม.ค. 2568)

| สินค้า | ราคา |
|---|---|
| น้ำดื่ม 600 มล. | 10 บาท |
| เกลือแร่ 500 มล. | 25 บาท |
| น้ำอัดลมกระป๋อง | 20 บาท |
| โซดา | 15 บาท |
| เครื่องดื่มชูกำลัง | 15 บาท |
| น้ำแข็งแก้ว | 5 บาท |
| ขนมขบเคี้ยว | 20 บาท |
| เช่าเสื้อเอี๊ยม (ชุด 10 ตัว) | 50 บาท |

ลูกค้าลีกซื้อน้ำยกแพ็ค ลด 10%
""",
    "สนามฟุตซอล/ราคาเครื่องดื่มเคาน์เตอร์_2567.md": """# ราคาหน้าเคาน์เตอร์ ปี 2567

| สินค้า | ราคา |
|---|---|
| น้ำดื่ม 600 มล. | 10 บาท |
| เกลือแร่ 500 มล. | 22 บาท |
| น้ำอัดลมกระป๋อง | 18 บาท |
| โซดา | 15 บาท |
| เครื่องดื่มชูกำลัง | 12 บาท |
| น้ำแข็งแก้ว | 5 บาท |
| ขนมขบเคี้ยว | 20 บาท |
| เช่าเสื้อเอี๊ยม (ชุด 10 ตัว) | 40 บาท |
""",
    "สนามฟุตซอล/บันทึกประชุมทีมงาน_1พ.ย.68.md": """# ประชุมทีมงานสนาม 1 พฤศจิกายน 2568 (หลังปิดสนาม)

ผู้เข้าประชุม: พี่ยุทธ, พี่นก, น้องเจ, ลุงเปี๊ยก, น้องบอส

## ตกลงกันว่า
- ปิดไฟสนามเวลา 23.30 น. จากเดิมเที่ยงคืน เพื่อประหยัดค่าไฟ ไม่รับจองรอบที่เริ่มหลัง 22.30 น.
- ลีกออฟฟิศเริ่ม 4 พ.ย. ทุกอังคาร-พฤหัส สนาม 1-2 ช่วง 19.00-22.00 น. ห้ามรับจองขาจรช่วงนี้
- อะคาเดมี่โค้ชต้อม ทุกเสาร์ 08.00-11.00 น. สนาม 2-3 เริ่ม 8 พ.ย. ลุงเปี๊ยกต้องเปิดประตู 07.30 น.
- เกลือแร่ขายดีสุด ของขาดบ่อย สั่งครั้งละ 15 ลัง
- สนาม 1 หญ้าขาดตรงกรอบประตูฝั่งทิศใต้ ใช้เทปซ่อมไปก่อนจนกว่าจะเปลี่ยนหญ้าเดือน ม.ค.
- เงินเดือนน้องเจขึ้นเป็น 10,000 บาท ตั้งแต่ ธ.ค. 2568

## งานที่ต้องทำ
- พี่ยุทธ: ตัดสินใจเรื่องหญ้าเทียมให้ได้ภายใน 20 พ.ย.
- พี่นก: ทำป้ายราคาใหม่ติดหน้าเคาน์เตอร์ภายใน 15 ธ.ค.
- น้องเจ: นับสต็อกเครื่องดื่มทุกวันที่ 1 และจดน้ำแข็งที่ใช้
- ลุงเปี๊ยก: แปรงหญ้าและเติมทรายยางทุกวันจันทร์
""",
    "บ้าน/แชทไลน์_ครอบครัวบุญมา.txt": """[27/10/2568 19:30] นก: พ่อยุทธ ใบค่าเทอมเฟิร์นกับภูมาแล้วนะ ของเฟิร์นก่อน 10 พ.ย. ของภูก่อน 14 พ.ย.
[27/10/2568 19:41] ยุทธ: โอเค เดี๋ยวโอนพร้อมกันวันที่ 7
[30/10/2568 17:05] เฟิร์น: แม่คะ ค่ายลูกเสือ ป.6 ครูเก็บ 850 บาทนะคะ
[31/10/2568 12:20] เฟิร์น: แม่ ครูแจ้งใหม่ค่ะ เพิ่มค่ารถบัส เป็น 950 ค่ะ ส่งภายในวันศุกร์
[31/10/2568 12:25] นก: ได้ลูก เดี๋ยวแม่ให้ 950 ไปพรุ่งนี้
[2/11/2568 08:10] ปู่สมบัติ: วันที่ 18 ปู่มีนัดหมอเข่านะ ใครว่างพาไปหน่อย
[2/11/2568 08:30] ภู: ผมไปไม่ได้ครับ มีสอบกลางภาค
[2/11/2568 09:02] ยุทธ: เดี๋ยวผมพาพ่อไปเอง นกเปิดสนามเช้าแทนนะ
[5/11/2568 21:15] นก: จดหมายประกันสุขภาพเฟิร์นมาแล้ว ปีนี้ขึ้น ต้องจ่ายก่อน 15 ธ.ค.
[5/11/2568 21:20] ยุทธ: เอาไว้จ่ายต้นเดือน ธ.ค. หลังลีกจ่ายงวดแรก
""",
    "บ้าน/สุขภาพพ่อ_นัดหมอ.md": """# สุขภาพพ่อ (พ่อสมบัติ บุญมา อายุ 71)

- โรค: ข้อเข่าเสื่อมทั้งสองข้าง (ขวาหนักกว่า) + ความดันสูง
- รักษาที่ รพ.ศรีนครินทร์ คลินิกออร์โธปิดิกส์ หมอสุรชัย
- นัดครั้งถัดไป: 18 พฤศจิกายน 2568 เวลา 09.30 น. ตึกสิรินธร ชั้น 3 (เอาสมุดนัด + บัตรประชาชน)
- ฉีดยาเข้าข้อเข่าขวา ครั้งละ 3,200 บาท ทุก 3 เดือน ใช้สิทธิ์ไม่ได้ ต้องจ่ายเอง
- ยาความดัน amlodipine 5 mg เช้า 1 เม็ด ห้ามขาด
- ต.ค. ค่ายา + ค่าหมอ 1,850 บาท
- หมอสั่ง: ห้ามยกของหนัก ห้ามนั่งยองๆ ให้เดินในน้ำสัปดาห์ละ 3 ครั้ง ลดน้ำหนักอีก 4 กิโล
- ถ้าฉีดยาแล้วไม่ดีขึ้น หมอจะคุยเรื่องผ่าตัดเปลี่ยนข้อเข่าปีหน้า
""",
}
TODO = {"todo.md": """- ตอบกรีนเทิร์ฟเรื่องหญ้าเทียม ก่อน 20 พ.ย.
- โอนค่าเทอมเฟิร์น + ภู วันที่ 7 พ.ย.
- พาพ่อไปหาหมอเข่า 18 พ.ย.
- เก็บมัดจำ Isan Tech ก่อน 28 พ.ย.
- ทำป้ายราคาใหม่ปี 69
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    arena = docs / "สนามฟุตซอล"
    contracts, quotes, suppliers, books = arena / "สัญญา", arena / "ใบเสนอราคา", arena / "Suppliers", arena / "บัญชี"
    home = docs / "บ้าน"
    for folder in (contracts, quotes, suppliers, books, arena / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาเช่าสนาม_ลีกออฟฟิศ_ร่าง.docx", LEAGUE_DRAFT, LEAGUE_DRAFT_TABLE,
               bottom=LEAGUE_DRAFT_BOTTOM)
    write_docx(contracts / "สัญญาเช่าสนาม_ลีกออฟฟิศ_ฉบับจริง.docx", LEAGUE_FINAL, LEAGUE_FINAL_TABLE,
               bottom=LEAGUE_FINAL_BOTTOM)
    write_docx(contracts / "ประกาศปรับราคาค่าเช่าสนาม_ม.ค.69.docx", PRICE_NOTICE, PRICE_NOTICE_TABLE,
               bottom=PRICE_NOTICE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_หญ้าเทียม_กรีนเทิร์ฟอีสาน.docx", GREENTURF_TOP, GREENTURF_TABLE,
               bottom=GREENTURF_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_หญ้าเทียม_สปอร์ตโปร.docx", SPORTPRO_TOP, SPORTPRO_TABLE, bottom=SPORTPRO_BOTTOM)
    make_pdf(quotes / "BrightField_LED_floodlight_quotation.pdf", BRIGHTFIELD_QUOTE)
    make_pdf(suppliers / "KKBeverage_invoice_Oct2025.pdf", KKBEV_INVOICE)
    make_pdf(books / "PEA_bill_arena_Oct2025.pdf", PEA_ARENA)
    _book(books / "รายรับรายจ่ายสนาม_2568.xlsx", "2568", HIRE_2568, LEAGUE_2568, counter_2568(), POWER_2568,
          WAGES_2568, DRINKS_2568, REPAIRS_2568, "รวม ม.ค.–ต.ค. (Total to date)")
    _book(books / "รายรับรายจ่ายสนาม_2567.xlsx", "2567", HIRE_2567, LEAGUE_2567, COUNTER_2567, POWER_2567,
          WAGES_2567, DRINKS_2567, REPAIRS_2567, "รวมทั้งปี (Year total)")
    _power_book(books / "ค่าไฟสนาม_2568.xlsx")
    _counter_book(books / "ยอดขายเคาน์เตอร์น้ำ_ส.ค.-ต.ค.68.xlsx")
    write_slides(arena / "แผนสนามปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_home_Oct2025.pdf", PEA_HOME)
    make_pdf(home / "Bills" / "IsanFibre_internet_Oct2025.pdf", ISANFIBRE_BILL)
    make_pdf(home / "ประกัน" / "SiamSure_health_renewal_2025.pdf", SIAMSURE_LETTER)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_น้องเฟิร์น_เทอม2-2568.docx", FEES_FERN[0], FEES_FERN[1], bottom=FEES_FERN[2])
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_น้องภู_เทอม2-2568.docx", FEES_PHU[0], FEES_PHU[1], bottom=FEES_PHU[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
