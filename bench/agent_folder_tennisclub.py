"""The tennisclub folder: the papers of a Thai couple who run a small tennis club, and their household, by code.

The owners are นายวรวุฒิ แสงทอง (โค้ชวุฒิ / พี่วุฒิ, head coach) and his wife นางปริยา แสงทอง (พี่ปุ๊ก, who keeps the
books). They run "ต้นตาลเทนนิสคลับ" (Tontan Tennis Club, registered as หจก. ต้นตาล สปอร์ต คลับ), 155/9 ถ.มิตรภาพ
ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น: three hard courts with floodlights, monthly and annual members, court bookings
by the hour, private and junior group lessons. Coaches: โค้ชเจมส์ (นายเจษฎา พรหมมา), โค้ชแนน (น.ส.ณัฐนันท์
บุญเรือง), โค้ชบอล (นายดนัย ศรีสุข, part-time). Their son ภูมิ (ด.ช.ภูมิพัฒน์ แสงทอง) is in ม.2; ปุ๊ก's mother
ยายบัว (นางบัวผัน ศรีภูมิ, 72) lives with them. It is November 2568 (2025).

Documents/ต้นตาลเทนนิส/ (the club)
- ใบเสนอราคา/ใบเสนอราคา_อีสานพาวเวอร์_ร่าง_v1.docx: draft quote QT-68-031 to บริษัท อีสานพาวเวอร์ เอ็นจิเนียริ่ง
  จำกัด, staff tennis programme: 16 sessions at 2,800, courts 16 x 1,200, 10 cans of balls at 180; 65,800 + VAT
  4,606 = 70,406 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_อีสานพาวเวอร์_final_v2.docx: the final: 20 sessions at 2,600, courts 20 x 1,000, 12 cans at
  175; 74,100 + VAT 5,187 = 79,287; deposit 50% = 39,643.50; starts 6 ม.ค. 2569.
- ปรับปรุงคอร์ต3/ใบเสนอราคา_พื้นคอร์ต3_สยามคอร์ทเซอร์เฟซ.docx: บริษัท สยามคอร์ท เซอร์เฟซ จำกัด, acrylic resurfacing
  of court 3, 668 ตร.ม. at 420, crack repair 18,000, lines 9,500; 308,060 + VAT 21,564.20 = 329,624.20.
- ปรับปรุงคอร์ต3/Quote_Court3_IsanSportBuild.pdf: English quote from Isan Sport Build Ltd., Part. for the same
  job: 668 sq m at 395, crack repair 24,500, lines 8,000; 296,360 + VAT 20,745.20 = 317,105.20.
- ปรับปรุงคอร์ต3/email_SiamCourtSurface_ยืนยันราคา 12Nov2025.txt: email (headers, Thai body) from Siam Court Surface:
  Wut asked for 300,000, they offered 315,000, settled 310,000 incl. VAT; deposit 30% = 93,000 by 21 พ.ย. 2568; work
  1-10 ธ.ค. 2568, court 3 closed 1-12 ธ.ค.
- ราคา/Tontan_Rates_2025.pdf: English rates for 2025: court day 250/hr, night 350/hr, membership 1,500 a month or
  15,000 a year, private lesson 700/hr (head coach 900), junior group 2,800 a month, ball machine 200, stringing 250.
- ราคา/อัตราค่าบริการ_2567.docx: last year's rates in Thai: day 200, night 300, 1,200 / 12,000, private 600 (head
  coach 800), junior 2,400, ball machine 150, stringing 200.
- จัดซื้อ/ProSport_invoice_INV-2568-1142.pdf: English invoice from Pro Sport Distribution Co., Ltd.: 60 cans of balls
  at 165, 2 reels of string at 3,450, 48 grips at 45; 18,960 + VAT 1,327.20 = 20,287.20, dated 3 Nov 2025, due
  3 Dec 2025.
- จัดซื้อ/ใบเสร็จ_โปรสปอร์ต_15พย68.docx: the receipt for that order from บริษัท โปรสปอร์ต ดิสทริบิวชั่น จำกัด,
  RC-6811-0087, paid 20,287.20 by transfer on 15 พ.ย. 2568.
- บิลค่าไฟคอร์ต/PEA_club_bill_Sep2025.pdf (8,942.35, 1,982 kWh, due 3 Oct 2025) and PEA_club_bill_Oct2025.pdf
  (11,276.80, 2,497 kWh, due 3 Nov 2025): the club meter's bills, English.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, two sheets: income by month (courts, membership, lessons,
  shop) and expenses by month (coaches, court electricity, balls and gear, maintenance, staff), ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ค่าโค้ช_ต.ค.68.md: October coach pay: James 22,200, Nan 19,700, Ball 7,400 = 49,300, plus a 1,500 bonus
  for James: 50,800 paid 31 ต.ค.
- บัญชี/สมาชิกค้างจ่าย_พ.ย.68.md: four members who owe fees on 15 พ.ย., 14,550 in all.
- แชท/แชทไลน์_คุณหมอเอก_คอร์สน้องพราว.txt: LINE chat with a parent: 10 private lessons for his daughter, 7,000
  asked, 6,000 offered, settled at 6,500 plus a can of balls, first lesson 22 พ.ย.
- แชท/แชทไลน์_กลุ่มโค้ช.txt: the coaches' group: court 3 closed 1-12 ธ.ค., Nan asks 400/hr, settled at 380 from ม.ค.
- ตารางจองคอร์ต 17-23 พ.ย. 68.md: a week of court bookings.
- Tontan Open 2025 plan v3.pptx: slides, the club's open tournament 13-14 ธ.ค. 2568 (entry 800, junior 500,
  prize money 30,000, sponsor 15,000).
- KaenNakhonBank_LED_loan_Nov2025.pdf: English letter from Kaen Nakhon Bank approving a 450,000 loan for LED
  floodlights, 5.90%, 48 months, 10,548 a month, first instalment 5 Jan 2026, sign by 28 Nov 2025.
- junior_drills_notes.md: coaching notes for the junior group (English).

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf (2,318.44, due 3 Nov 2025) and Bills/KaenNet_fibre_Oct2025.pdf (641.93): English.
- ประกัน/ThaiSure_motor_renewal_2025.pdf: the Fortuner's renewal notice: class 1 premium 18,450.00 (last year
  19,120.00) + compulsory 645.21 = 19,095.21, due 5 Dec 2025.
- ค่าเทอมภูมิ/ใบแจ้งค่าเทอม_ภูมิ_เทอม2-2568.docx: the son's school fee notice, 26,850, due 14 พ.ย. 2568.
- ยายบัว/ประเมินค่าผ่าตัดต้อกระจก_ยายบัว.docx: private hospital's estimate for the mother's right-eye cataract
  surgery, 38,500 in all, deposit 10,000, admit 2 ธ.ค. 2568.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแสงทอง.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CLUB_TOP = ("ห้างหุ้นส่วนจำกัด ต้นตาล สปอร์ต คลับ (ต้นตาลเทนนิสคลับ / Tontan Tennis Club) 155/9 ถ.มิตรภาพ "
            "ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 โทร 089-624-7315 เลขประจำตัวผู้เสียภาษี 0403561002417")

# ---------------------------------------------------------------- staff programme quotes
ISAN_DRAFT = [
    CLUB_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-68-031",
    "วันที่ 27 ตุลาคม 2568",
    "เรียน คุณสุดารัตน์ ฝ่ายบุคคล บริษัท อีสานพาวเวอร์ เอ็นจิเนียริ่ง จำกัด",
    "เรื่อง โปรแกรมเทนนิสสำหรับพนักงาน (กลุ่มละไม่เกิน 12 คน) สอนวันอังคารและพฤหัสบดี 17.30-19.30 น.",
]
ISAN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ค่าสอนกลุ่ม โค้ช 2 คน ครั้งละ 2 ชั่วโมง", "16 ครั้ง", "2,800", "44,800"),
    ("ค่าคอร์ต 2 คอร์ต พร้อมไฟ ครั้งละ 2 ชั่วโมง", "16 ครั้ง", "1,200", "19,200"),
    ("ลูกเทนนิส (กระป๋องละ 4 ลูก)", "10 กระป๋อง", "180", "1,800"),
    ("รวมเป็นเงิน", "", "", "65,800"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,606"),
    ("รวมทั้งสิ้น", "", "", "70,406"),
]
ISAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 70,406 บาท (เจ็ดหมื่นสี่ร้อยหกบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ร่าง ยังไม่ได้ส่ง ปุ๊กว่าค่าคอร์ตแพงไป รอคุยกับพี่วุฒิ",
]
ISAN_FINAL = [
    CLUB_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-031 (ฉบับแก้ไข v2)",
    "วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณสุดารัตน์ ฝ่ายบุคคล บริษัท อีสานพาวเวอร์ เอ็นจิเนียริ่ง จำกัด",
    "เรื่อง โปรแกรมเทนนิสสำหรับพนักงาน (กลุ่มละไม่เกิน 12 คน) สอนวันอังคารและพฤหัสบดี 17.30-19.30 น. "
    "เริ่ม 6 มกราคม 2569",
]
ISAN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ค่าสอนกลุ่ม โค้ช 2 คน ครั้งละ 2 ชั่วโมง", "20 ครั้ง", "2,600", "52,000"),
    ("ค่าคอร์ต 2 คอร์ต พร้อมไฟ ครั้งละ 2 ชั่วโมง", "20 ครั้ง", "1,000", "20,000"),
    ("ลูกเทนนิส (กระป๋องละ 4 ลูก)", "12 กระป๋อง", "175", "2,100"),
    ("รวมเป็นเงิน", "", "", "74,100"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "5,187"),
    ("รวมทั้งสิ้น", "", "", "79,287"),
]
ISAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 79,287 บาท (เจ็ดหมื่นเก้าพันสองร้อยแปดสิบเจ็ดบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "เงื่อนไข: ชำระมัดจำ 50% = 39,643.50 บาท ก่อนเริ่มเรียน ส่วนที่เหลือ 39,643.50 บาท ชำระเมื่อจบครั้งที่ 10",
    "ใบเสนอราคานี้มีอายุ 30 วัน ยืมไม้เทนนิสได้ฟรีตลอดโปรแกรม",
    "ลงชื่อ วรวุฒิ แสงทอง ผู้จัดการ / หัวหน้าโค้ช",
]

# ---------------------------------------------------------------- court 3 resurfacing
SCS_QUOTE = [
    "บริษัท สยามคอร์ท เซอร์เฟซ จำกัด รับทำพื้นสนามกีฬา สนามเทนนิส สนามบาสเกตบอล",
    "88/14 ถ.ศรีจันทร์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 โทร 043-271-906",
    "ใบเสนอราคา เลขที่ SCS-6810-044  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวรวุฒิ แสงทอง ต้นตาลเทนนิสคลับ",
    "เรื่อง ปรับปรุงพื้นสนามเทนนิส คอร์ตที่ 3 ระบบอะคริลิก (Acrylic hard court) 8 ชั้น",
]
SCS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ขัดผิวเดิม ลงพื้นอะคริลิกใหม่ 8 ชั้น", "668 ตร.ม.", "420", "280,560"),
    ("ซ่อมรอยร้าว ปรับระดับจุดน้ำขัง", "1 งาน", "18,000", "18,000"),
    ("ตีเส้นสนามเทนนิสมาตรฐาน ITF", "1 งาน", "9,500", "9,500"),
    ("รวมเป็นเงิน", "", "", "308,060"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "21,564.20"),
    ("รวมทั้งสิ้น", "", "", "329,624.20"),
]
SCS_BOTTOM = [
    "รวมทั้งสิ้น 329,624.20 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "ระยะเวลาทำงาน 10 วัน (ไม่รวมวันฝนตก) มัดจำ 30% ก่อนเริ่มงาน ส่วนที่เหลือชำระเมื่อส่งมอบงาน",
    "รับประกันพื้นหลุดร่อน 2 ปี",
    "ผู้เสนอราคา คุณอนุชา (ฝ่ายขาย) 081-740-2258",
]
ISB_QUOTE = [
    "ISAN SPORT BUILD LTD., PART.\n"
    "221 Moo 4, Ban Thum, Mueang Khon Kaen, Khon Kaen 40000  Tel. 043-009-512\n"
    "\n"
    "QUOTATION No. ISB-Q25-1187\n"
    "Date: Oct 24, 2025\n"
    "To: Mr. Worawut Saengthong, Tontan Tennis Club, 155/9 Mittraphap Road, Khon Kaen\n"
    "Project: Court No. 3 resurfacing, acrylic hard court system\n"
    "\n"
    "1. Remove loose coating, new acrylic surface (7 coats)  668 sq m x 395    263,860.00\n"
    "2. Crack repair with fibre mesh, levelling of low spots    lump sum       24,500.00\n"
    "3. Line painting, tennis court (ITF)                      lump sum        8,000.00\n"
    "                                                          Subtotal      296,360.00\n"
    "                                                          VAT 7%         20,745.20\n"
    "                                                          TOTAL         317,105.20 THB\n"
    "\n"
    "Work period: 14 working days. Payment: 40% deposit, 60% on completion.\n"
    "Warranty: 1 year. This quotation is valid for 45 days.\n"
    "Khun Pattama S., Project Sales, 086-551-3408",
]
SCS_EMAIL = """From: Anucha P. <anucha@siamcourtsurface.co.th>
To: Worawut Saengthong <tontantennis@gmail.com>
Date: Wed, 12 Nov 2025 15:42 +0700
Subject: Re: ยืนยันราคา งานพื้นคอร์ต 3 ต้นตาลเทนนิส / Siam Court Surface

เรียน คุณวุฒิ

ตามที่คุยทางโทรศัพท์เมื่อวานนี้ ที่คุณวุฒิขอราคา 300,000 บาท ทางเราลดให้ได้ถึง 315,000 บาทก่อน
แต่ผู้จัดการอนุมัติราคาสุดท้ายให้เป็น 310,000 บาท (รวม VAT แล้ว) ตามใบเสนอราคาเดิม SCS-6810-044
ขอบเขตงานเหมือนเดิมทุกรายการ (8 ชั้น ซ่อมรอยร้าว ตีเส้น)

- มัดจำ 30% = 93,000 บาท โอนภายในวันที่ 21 พ.ย. 2568
- ส่วนที่เหลือ 217,000 บาท ชำระวันส่งมอบงาน
- เริ่มงาน 1 ธ.ค. 2568 เสร็จ 10 ธ.ค. 2568 ขอปิดคอร์ต 3 ตั้งแต่ 1-12 ธ.ค. เพื่อให้พื้นแห้งสนิท
- บัญชีบริษัท สยามคอร์ท เซอร์เฟซ จำกัด ธนาคารแก่นนคร 402-1-88315-7

รบกวนยืนยันกลับทางอีเมลนี้ด้วยครับ

อนุชา พลอยงาม
Siam Court Surface Co., Ltd.
081-740-2258

> On Tue, 11 Nov 2025, Worawut Saengthong wrote:
> คุณอนุชาครับ อีกเจ้าเสนอมาถูกกว่า ถ้าได้ 300,000 รวม VAT ผมตกลงเลยครับ
"""

# ---------------------------------------------------------------- rates
RATES_2025 = [
    "TONTAN TENNIS CLUB - RATES 2025\n"
    "155/9 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000   Tel. 089-624-7315\n"
    "Effective 1 January 2025 until further notice\n"
    "\n"
    "COURT RENTAL (per court, per hour)\n"
    "  Day 06:00-17:00 ................................ 250 THB\n"
    "  Night with floodlights 17:00-22:00 ............. 350 THB\n"
    "MEMBERSHIP (free day court, 50% off night court)\n"
    "  Monthly ........................................ 1,500 THB\n"
    "  Annual (pay in 1 or 2 instalments) ............. 15,000 THB\n"
    "LESSONS\n"
    "  Private lesson, coach James / Nan / Ball ....... 700 THB per hour\n"
    "  Private lesson, head coach Wut ................. 900 THB per hour\n"
    "  Junior group (age 6-14, 8 sessions) ............ 2,800 THB per month\n"
    "OTHER\n"
    "  Ball machine ................................... 200 THB per hour\n"
    "  Racket stringing (labour only) ................. 250 THB\n"
    "Prices include VAT. Book by LINE @tontantennis.",
]
RATES_2567 = [
    "ต้นตาลเทนนิสคลับ อัตราค่าบริการ ปี 2567",
    "155/9 ถ.มิตรภาพ อ.เมืองขอนแก่น โทร 089-624-7315  ใช้ตั้งแต่ 1 มกราคม 2567",
]
RATES_2567_TABLE = [
    ("รายการ", "อัตรา"),
    ("ค่าเช่าคอร์ต กลางวัน 06.00-17.00 น.", "200 บาท/ชั่วโมง"),
    ("ค่าเช่าคอร์ต กลางคืน (เปิดไฟ) 17.00-22.00 น.", "300 บาท/ชั่วโมง"),
    ("สมาชิกรายเดือน", "1,200 บาท/เดือน"),
    ("สมาชิกรายปี", "12,000 บาท/ปี"),
    ("เรียนส่วนตัว โค้ชเจมส์ / โค้ชแนน", "600 บาท/ชั่วโมง"),
    ("เรียนส่วนตัว โค้ชวุฒิ (หัวหน้าโค้ช)", "800 บาท/ชั่วโมง"),
    ("คลาสจูเนียร์ (เด็ก 6-14 ปี เดือนละ 8 ครั้ง)", "2,400 บาท/เดือน"),
    ("เครื่องยิงลูก", "150 บาท/ชั่วโมง"),
    ("ค่าขึ้นเอ็น (ไม่รวมเอ็น)", "200 บาท/ไม้"),
]
RATES_2567_BOTTOM = ["ราคารวมภาษีมูลค่าเพิ่มแล้ว สมาชิกใช้คอร์ตกลางวันฟรี"]

# ---------------------------------------------------------------- ball order: invoice and receipt
PROSPORT_INVOICE = [
    "PRO SPORT DISTRIBUTION CO., LTD.\n"
    "1040/7 Ratchadaphisek Road, Din Daeng, Bangkok 10400   Tel. 02-277-6150   Tax ID 0105553087214\n"
    "\n"
    "TAX INVOICE / INVOICE   No. INV-2568-1142\n"
    "Date: 3 Nov 2025      Customer PO: TT-PO-6811-02\n"
    "Bill to: Tontan Sport Club Ltd., Part. (Tontan Tennis Club), 155/9 Mittraphap Road, Khon Kaen 40000\n"
    "\n"
    "Item                                        Qty       Unit price     Amount\n"
    "Dunlop ATP Championship balls (can of 4)    60 cans       165.00   9,900.00\n"
    "Babolat RPM Blast string reel 200 m         2 reels     3,450.00   6,900.00\n"
    "Overgrip, white (box)                       48 pcs         45.00   2,160.00\n"
    "                                            Subtotal              18,960.00\n"
    "                                            VAT 7%                 1,327.20\n"
    "                                            TOTAL                 20,287.20 THB\n"
    "\n"
    "Payment terms: 30 days. Due date: 3 Dec 2025.\n"
    "Transfer to Pro Sport Distribution Co., Ltd., Kaen Nakhon Bank 118-3-04426-1.\n"
    "Sales rep: Khun Tanakorn (Ton), 089-415-7702",
]
PROSPORT_RECEIPT = [
    "บริษัท โปรสปอร์ต ดิสทริบิวชั่น จำกัด (สำนักงานใหญ่)",
    "1040/7 ถ.รัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400  เลขประจำตัวผู้เสียภาษี 0105553087214",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0087",
    "วันที่ 15 พ.ย. 2568",
    "ได้รับเงินจาก ห้างหุ้นส่วนจำกัด ต้นตาล สปอร์ต คลับ (ต้นตาลเทนนิสคลับ) อ.เมืองขอนแก่น จ.ขอนแก่น",
]
PROSPORT_RECEIPT_TABLE = [
    ("อ้างถึงใบแจ้งหนี้", "ลงวันที่", "จำนวนเงิน (บาท)"),
    ("INV-2568-1142", "03/11/2568", "20,287.20"),
    ("รวมรับชำระ", "", "20,287.20"),
]
PROSPORT_RECEIPT_BOTTOM = [
    "จำนวนเงิน (ตัวอักษร) สองหมื่นสองร้อยแปดสิบเจ็ดบาทยี่สิบสตางค์",
    "ชำระโดย โอนเงินเข้าบัญชีธนาคารแก่นนคร เมื่อวันที่ 15/11/68 เวลา 10:12 น.",
    "ผู้รับเงิน ธนกร (ฝ่ายขาย)",
]

# ---------------------------------------------------------------- electricity bills (club meter, home meter)
def _pea_bill(account: str, where: str, customer: str, period: str, reading: str, units: str,
              charges: str, amount: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Account name: {account}\n"
        f"Address: {where}\n"
        f"Customer no. {customer}\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"{charges}\n"
        f"AMOUNT DUE: {amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


CLUB_ADDRESS = "155/9 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000 (club meter, courts 1-3 floodlights)"
CLUB_SEP = _pea_bill("Tontan Sport Club Ltd., Part.", CLUB_ADDRESS, "020045530916", "20 Aug 2025 - 19 Sep 2025",
                     "61,204 -> 63,186", "1,982", "Energy charge 7,654.25  Ft 390.85  Service 312.24  VAT 7% 585.01",
                     "8,942.35", "3 Oct 2025")
CLUB_OCT = _pea_bill("Tontan Sport Club Ltd., Part.", CLUB_ADDRESS, "020045530916", "20 Sep 2025 - 19 Oct 2025",
                     "63,186 -> 65,683", "2,497", "Energy charge 9,734.42  Ft 492.41  Service 312.24  VAT 7% 737.73",
                     "11,276.80", "3 Nov 2025")
HOME_OCT = _pea_bill("Mr. Worawut Saengthong", "48/3 Soi Mittraphap 12, Nai Mueang, Mueang Khon Kaen 40000 (house)",
                     "020031187745", "20 Sep 2025 - 19 Oct 2025", "18,902 -> 19,400", "498",
                     "Energy charge 2,030.34  Ft 98.21  Service 38.22  VAT 7% 151.67", "2,318.44", "3 Nov 2025")
FIBRE_BILL = [
    "KAENNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Worawut Saengthong    Account: KN-4410-2286\n"
    "Package: Home Fibre 500/500 Mbps + Mesh WiFi    599.00\n"
    "VAT 7%                                          41.93\n"
    "TOTAL                                          641.93 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or at any counter service.",
]

# ---------------------------------------------------------------- bank
BANK_LETTER = [
    "KAEN NAKHON BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Central Branch, Na Mueang Road, Mueang Khon Kaen 40000  Tel. 043-224-118\n"
    "\n"
    "6 November 2025\n"
    "Ref: KNB-KK/SME-2568/1176\n"
    "Subject: Approval of SME Equipment Loan\n"
    "\n"
    "Dear Mr. Worawut Saengthong,\n"
    "Managing Partner, Tontan Sport Club Ltd., Part., 155/9 Mittraphap Road, Khon Kaen 40000\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: replacement of court floodlights with LED (courts 1-3)\n"
    "Loan amount: 450,000 THB (the supplier quotation is 468,000 THB; the balance is paid by the borrower)\n"
    "Interest rate: 5.90% per year, fixed for the first 2 years, then MLR - 1.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 10,548 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Guarantor: Mrs. Priya Saengthong\n"
    "Front-end fee: 2,250 THB\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 28 Nov 2025, with your ID card,\n"
    "the partnership registration and the last 6 months of bank statements. If the agreement\n"
    "is not signed by this date, the approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Sirilak Phonsawat\n"
    "SME Relationship Manager",
]

# ---------------------------------------------------------------- books
COURTS_2568 = [38400, 36200, 41800, 35600, 29400, 27800, 26900, 28300, 30100, 39700]
MEMBERS_2568 = [42000, 40500, 43500, 41000, 39000, 37500, 37500, 39000, 40500, 43500]
LESSONS_2568 = [68600, 65100, 72800, 88400, 91700, 61600, 59500, 63700, 66500, 74200]
SHOP_2568 = [9800, 9200, 10400, 8700, 7900, 7100, 6900, 7400, 7800, 10200]
COACH_2568 = [45600, 44100, 47300, 55800, 57900, 42700, 41500, 44200, 46100, 50800]
POWER_2568 = [9120.45, 8610.30, 9480.15, 8990.60, 7805.25, 7320.90, 7104.40, 7950.10, 8942.35, 11276.80]
GEAR_2568 = [6200, 4800, 7100, 9600, 8900, 3900, 4200, 5100, 5600, 7400]
REPAIR_2568 = [2500, 0, 4800, 1200, 0, 6300, 2900, 0, 3500, 1800]
STAFF_2568 = [12000, 12000, 12000, 12000, 12000, 12500, 12500, 12500, 12500, 12500]
COURTS_2567 = [31200, 29800, 33600, 28900, 24100, 22300, 21800, 23600, 25200, 32700, 35900, 37400]
MEMBERS_2567 = [33600, 32400, 34800, 33600, 31200, 30000, 30000, 31200, 32400, 34800, 36000, 37200]
LESSONS_2567 = [56400, 54000, 60600, 74400, 77400, 51000, 49800, 52800, 55200, 61800, 63600, 58200]
SHOP_2567 = [8100, 7600, 8900, 7300, 6500, 5800, 5600, 6100, 6400, 8500, 9100, 9700]
COACH_2567 = [38400, 37200, 40100, 47600, 49200, 35800, 34900, 37000, 38600, 42300, 43500, 39800]
POWER_2567 = [8450.20, 7980.65, 8810.40, 8320.75, 7215.30, 6790.85, 6610.20, 7380.55, 8105.90, 9870.35, 10420.60,
              10980.15]
GEAR_2567 = [5300, 4100, 6200, 8400, 7600, 3300, 3600, 4400, 4800, 6300, 6900, 5200]
REPAIR_2567 = [0, 3200, 1500, 0, 4200, 2800, 0, 1900, 0, 2600, 1400, 8800]
STAFF_2567 = [11000, 11000, 11000, 11000, 11000, 11000, 11500, 11500, 11500, 11500, 11500, 11500]


def _club_book(path: Path, year: str, income: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับต้นตาลเทนนิสคลับ ปี {year} (Monthly income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าเช่าคอร์ต (Court rental)", "ค่าสมาชิก (Membership)", "ค่าเรียน (Lessons)",
                  "ร้านค้า/เครื่องดื่ม (Shop & drinks)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายต้นตาลเทนนิสคลับ ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าโค้ช (Coaches)", "ค่าไฟคอร์ต (Court electricity)",
                  "ลูกเทนนิส/อุปกรณ์ (Balls & gear)", "ซ่อมบำรุง (Maintenance)", "ค่าจ้างคนดูแลคอร์ต (Court staff)",
                  "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2104.60, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, "KaenNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, "Fortuner"), ("ผ่อนรถ (Car instalment)", 14320, "งวด 29/60"),
                  ("ค่ายายบัว (Grandma's medicine)", 1150, "รพ.ศูนย์ขอนแก่น"),
                  ("ค่าเรียนพิเศษภูมิ (Tutor)", 2400, "คณิต")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2187.15, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, "KaenNet"), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, "Fortuner"), ("ผ่อนรถ (Car instalment)", 14320, "งวด 30/60"),
                  ("ค่ายายบัว (Grandma's medicine)", 1150, "รพ.ศูนย์ขอนแก่น"),
                  ("ค่าเรียนพิเศษภูมิ (Tutor)", 2400, "คณิต"),
                  ("ค่าแว่นภูมิ (Glasses)", 2890, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.44, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 274, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, "KaenNet"), ("ค่ากับข้าว (Food)", 11420, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4260, "Fortuner"), ("ผ่อนรถ (Car instalment)", 14320, "งวด 31/60"),
                  ("ค่าตรวจตายายบัว (Grandma's eye check)", 3400, "รพ.แก่นเวชการ"),
                  ("ค่าเรียนพิเศษภูมิ (Tutor)", 2400, "คณิต")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
MOTOR_NOTICE = [
    "THAISURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Prachasamoson Road, Mueang Khon Kaen 40000\n"
    "1 November 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Worawut Saengthong\n"
    "Vehicle: Toyota Fortuner 2.4, registration 4521 Khon Kaen, year 2021\n"
    "Current policy no. TSI-M-6711-30482 expires 5 Dec 2025\n"
    "\n"
    "Renewal cover: Class 1, sum insured 820,000 THB, deductible 0\n"
    "Voluntary premium (Class 1): 18,450.00 THB (last year 19,120.00 THB, no-claim discount 30%)\n"
    "Compulsory motor insurance (CMI): 645.21 THB\n"
    "TOTAL AMOUNT PAYABLE: 19,095.21 THB\n"
    "Please pay by: 5 Dec 2025\n"
    "\n"
    "Pay by bank transfer, QR code, or through your agent Khun Jiraporn (081-662-4170).\n"
    "Instalments: 3 monthly payments of 6,365.07 THB by credit card.",
]
FEES_TOP = [
    "โรงเรียนแก่นวิทยาคาร อ.เมืองขอนแก่น จ.ขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แสงทอง  ชั้น ม.2/3 (English Program)  เลขประจำตัว 41257",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "18,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,500"),
    ("ค่าเรียนเสริมหลักสูตร EP (ครูต่างชาติ)", "6,000"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "26,850"),
]
FEES_BOTTOM = [
    "รวมทั้งสิ้น 26,850 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
    "ชำระผ่าน QR code ในใบแจ้งนี้ หรือที่ห้องการเงิน อาคาร 1",
    "ชำระล่าช้า ปรับวันละ 50 บาท",
]
HOSPITAL_TOP = [
    "โรงพยาบาลแก่นเวชการ (Kaen Wetchakan Hospital) ศูนย์จักษุ ชั้น 3",
    "ใบประเมินค่าใช้จ่ายล่วงหน้า  เลขที่ EST-68-2291  วันที่ 24 ตุลาคม 2568",
    "ชื่อผู้ป่วย นางบัวผัน ศรีภูมิ อายุ 72 ปี  HN 6804417",
    "หัตถการ ผ่าตัดต้อกระจกตาขวา สลายต้อด้วยคลื่นเสียง (Phaco) และใส่เลนส์แก้วตาเทียมชนิดพับได้",
    "แพทย์ผู้ผ่าตัด พญ.ชุติมา วงศ์พานิช จักษุแพทย์",
]
HOSPITAL_TABLE = [
    ("รายการ", "ประมาณการ (บาท)"),
    ("ค่าแพทย์ผ่าตัด", "15,000"),
    ("ค่าเลนส์แก้วตาเทียม (ชนิดพับได้)", "12,000"),
    ("ค่าห้องผ่าตัดและวิสัญญี", "8,500"),
    ("ค่ายาและเวชภัณฑ์ (รวมยาหยอดตากลับบ้าน)", "3,000"),
    ("รวมประมาณการ", "38,500"),
]
HOSPITAL_BOTTOM = [
    "รวมค่าใช้จ่ายประมาณ 38,500 บาท (ผ่าตัดแบบไม่ต้องนอนโรงพยาบาล)",
    "นัดผ่าตัดวันที่ 2 ธันวาคม 2568 มาถึงโรงพยาบาล 07.00 น. งดน้ำงดอาหารหลังเที่ยงคืน",
    "ชำระมัดจำ 10,000 บาท ในวันนัดผ่าตัด ส่วนที่เหลือชำระวันกลับบ้าน",
    "ตาซ้ายผ่าตัดภายหลังประมาณ 3 เดือน ค่าใช้จ่ายใกล้เคียงกัน",
    "ค่าใช้จ่ายจริงอาจเปลี่ยนแปลงได้ ไม่เกิน 10%",
]


# ---------------------------------------------------------------- slides
def _open_slides() -> list[tuple[str, str]]:
    return [
        ("Tontan Open 2025 (v3)", "ต้นตาลเทนนิสคลับ โอเพ่น ครั้งที่ 4\n13-14 ธันวาคม 2568\nวรวุฒิ แสงทอง พฤศจิกายน 2568"),
        ("รุ่นการแข่งขัน", "ชายเดี่ยวทั่วไป / ชายคู่อายุรวม 90 ปีขึ้นไป / หญิงเดี่ยว / จูเนียร์ U12, U14\n"
                          "รับสมัครไม่เกิน 96 คน ปิดรับ 5 ธ.ค. 2568"),
        ("ค่าสมัคร", "ทั่วไป 800 บาท/คน (คู่ 1,400 บาท/ทีม)\nจูเนียร์ 500 บาท/คน\nสมาชิกคลับลด 100 บาท"),
        ("งบประมาณ", "เงินรางวัลรวม 30,000 บาท\nลูกเทนนิส 80 กระป๋อง ~13,200 บาท\nกรรมการ 6 คน 2 วัน 9,600 บาท\n"
                     "ผู้สนับสนุน น้ำดื่มภูแก่น 15,000 บาท"),
        ("ความเสี่ยง", "คอร์ต 3 ปิดทำพื้นถึง 12 ธ.ค. ถ้าพื้นไม่แห้ง ใช้ 2 คอร์ต + ยืมคอร์ตมหาลัย\nฝนตก: เลื่อนรอบชิงไป 15 ธ.ค."),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ต้นตาลเทนนิส/ปรับปรุงคอร์ต3/email_SiamCourtSurface_ยืนยันราคา 12Nov2025.txt": SCS_EMAIL,
    "ต้นตาลเทนนิส/บัญชี/ค่าโค้ช_ต.ค.68.md": """# ค่าโค้ช ตุลาคม 2568

| โค้ช | สอนส่วนตัว | สอนกลุ่ม/จูเนียร์ | รวม |
|---|---|---|---|
| โค้ชเจมส์ (นายเจษฎา พรหมมา) | 52 ชม. x 350 = 18,200 | 20 ชม. x 200 = 4,000 | 22,200 บาท |
| โค้ชแนน (น.ส.ณัฐนันท์ บุญเรือง) | 38 ชม. x 350 = 13,300 | 32 ชม. x 200 = 6,400 | 19,700 บาท |
| โค้ชบอล (นายดนัย ศรีสุข) พาร์ทไทม์ | 14 ชม. x 300 = 4,200 | 16 ชม. x 200 = 3,200 | 7,400 บาท |

รวมค่าสอน ต.ค. 49,300 บาท
โบนัสโค้ชเจมส์ พาน้องจูเนียร์ไปแข่งที่อุดรฯ 1,500 บาท
จ่ายจริงรวม 50,800 บาท โอนแล้ว 31 ต.ค. 68
""",
    "ต้นตาลเทนนิส/บัญชี/สมาชิกค้างจ่าย_พ.ย.68.md": """# สมาชิกค้างจ่าย (ณ 15 พ.ย. 2568)

| สมาชิก | ประเภท | ค้างตั้งแต่ | ยอดค้าง |
|---|---|---|---|
| นายธีรพงษ์ วงศ์ใหญ่ (พี่ต๋อง) | รายเดือน | ต.ค. 68 (2 เดือน) | 3,000 บาท |
| น.ส.กมลชนก ภูผา (ฝ้าย) | รายเดือน | พ.ย. 68 | 1,500 บาท |
| ดร.สมเกียรติ อุดมศักดิ์ | รายปี ผ่อน 2 งวด | งวดที่ 2 | 7,500 บาท |
| นายปกรณ์ แก้วมณี (โจ้) | รายเดือน + ค่าคอร์ตกลางคืน | พ.ย. 68 | 2,550 บาท |

รวมค้างทั้งหมด 14,550 บาท
- พี่ต๋องบอกจะจ่ายสิ้นเดือน
- โจ้ ค่าคอร์ตกลางคืน 6 ชม. ครึ่งราคาสมาชิก 175 = 1,050
""",
    "ต้นตาลเทนนิส/แชท/แชทไลน์_คุณหมอเอก_คอร์สน้องพราว.txt": """[10 พ.ย. 68 19:22] หมอเอก: สวัสดีครับ อยากให้น้องพราวเรียนส่วนตัวกับโค้ชแนนครับ ลูกอายุ 9 ขวบ เคยเรียนกลุ่มมาบ้าง
[10 พ.ย. 68 19:40] ปุ๊ก ต้นตาล: สวัสดีค่ะคุณหมอ โค้ชแนนชั่วโมงละ 700 ค่ะ ถ้าซื้อคอร์ส 10 ครั้ง 7,000 บาทค่ะ
[10 พ.ย. 68 20:05] หมอเอก: ถ้าซื้อคอร์สลดได้มั้ยครับ ขอ 6,000 ได้ไหม
[10 พ.ย. 68 20:18] ปุ๊ก ต้นตาล: 6,000 ไม่ไหวจริงๆค่ะคุณหมอ ถ้าเอา 20 ครั้งให้ 12,600 ค่ะ
[10 พ.ย. 68 20:31] หมอเอก: เอา 10 ครั้งก่อนครับ 6,500 ได้ไหม
[11 พ.ย. 68 08:02] ปุ๊ก ต้นตาล: ได้ค่ะ 10 ครั้ง 6,500 บาท แถมลูกเทนนิส 1 กระป๋องค่ะ
[11 พ.ย. 68 08:15] หมอเอก: ตกลงครับ โอนแล้ว 6,500 นะครับ เริ่มเสาร์ 22 พ.ย. ได้มั้ย
[11 พ.ย. 68 08:20] ปุ๊ก ต้นตาล: ได้ค่ะ เสาร์ 22 พ.ย. 9 โมงเช้า คอร์ต 1 นะคะ
""",
    "ต้นตาลเทนนิส/แชท/แชทไลน์_กลุ่มโค้ช.txt": """[12 พ.ย. 68 16:05] พี่วุฒิ: แจ้งทุกคน คอร์ต 3 ปิดทำพื้นใหม่ 1-12 ธ.ค. นะ ย้ายคลาสไปคอร์ต 1-2 หมด
[12 พ.ย. 68 16:10] เจมส์: รับทราบครับ จูเนียร์วันพุธผมย้ายไปคอร์ต 2 นะครับ
[12 พ.ย. 68 16:22] แนน: พี่วุฒิคะ ปีหน้าขอขึ้นค่าสอนส่วนตัวเป็นชั่วโมงละ 400 ได้มั้ยคะ ลูกศิษย์เต็มทุกวันแล้ว
[12 พ.ย. 68 18:40] พี่วุฒิ: 400 พี่ว่าเยอะไป คลับขึ้นราคาลูกค้าไม่ได้อีก เอา 370 ก่อนไหม
[12 พ.ย. 68 19:02] แนน: 380 ได้มั้ยคะพี่ ตั้งแต่ ม.ค.
[12 พ.ย. 68 19:15] พี่วุฒิ: โอเค 380 ตั้งแต่ ม.ค. 69 ทั้งแนนและเจมส์เลย
[12 พ.ย. 68 19:16] เจมส์: ขอบคุณครับพี่
[14 พ.ย. 68 07:30] บอล: เสาร์นี้ผมติดสอบ ขอแลกกะเจมส์ได้มั้ยครับ
[14 พ.ย. 68 07:45] เจมส์: ได้ครับ บอลมาแทนผมวันอาทิตย์แทน
""",
    "ต้นตาลเทนนิส/ตารางจองคอร์ต 17-23 พ.ย. 68.md": """# ตารางจองคอร์ต 17-23 พ.ย. 68

| วัน | คอร์ต 1 | คอร์ต 2 | คอร์ต 3 |
|---|---|---|---|
| จ. 17 | 18-20 ทีมอาจารย์ มข. | 17-19 จูเนียร์ (เจมส์) | 19-21 คุณโจ้ |
| อ. 18 | 18-20 เรียนส่วนตัว (แนน) | 19-21 ก๊วนพี่ต๋อง | ว่าง |
| พ. 19 | 17-19 จูเนียร์ (แนน) | 17-19 จูเนียร์ (เจมส์) | 20-22 คุณฝ้าย |
| พฤ. 20 | 18-20 ทีมอาจารย์ มข. | ว่าง | 19-21 ก๊วนธนาคาร |
| ศ. 21 | 19-22 ก๊วนหมอ รพ.ศูนย์ | 18-20 เรียนส่วนตัว (พี่วุฒิ) | ว่าง |
| ส. 22 | 9-10 น้องพราว (แนน) | 8-11 จูเนียร์รวม | 16-18 ดร.สมเกียรติ |
| อา. 23 | 7-9 ก๊วนเช้า | 15-17 เรียนส่วนตัว (บอล) | 17-19 ซ้อมทีมแข่ง |

กลางคืนหลัง 17.00 คิดค่าไฟ ชั่วโมงละ 350 (สมาชิกครึ่งราคา)
""",
    "ต้นตาลเทนนิส/junior_drills_notes.md": """# Junior group drills (U10-U14)

Warm-up 10 min: dynamic stretches, split-step ladder, mini tennis at the service line.

1. Cross-court forehand rally, target cones, 3 sets of 20 balls.
2. Serve: toss practice, then first serve to the T, second serve kick to the body.
3. Approach and volley: feed short ball, approach down the line, finish at the net.
4. Live points, first to 7, losers pick up balls.

Notes: U10 use orange balls on court 2; check water breaks every 20 min; parents wait outside the fence.
""",
    "บ้าน/แชทไลน์_บ้านแสงทอง.txt": """[28 ต.ค. 68 20:10] ปุ๊ก: พ่อภูมิ ค่าเทอมภูมิเทอมสอง 26,850 จ่ายก่อน 14 พ.ย. นะ
[28 ต.ค. 68 20:14] วุฒิ: โอนพรุ่งนี้ ประกันรถก็ส่งใบต่ออายุมาแล้ว ปีนี้ถูกลงนิดนึง
[28 ต.ค. 68 20:16] ปุ๊ก: ผ่อนบัตร 3 เดือนได้นะ ไม่ต้องจ่ายก้อนเดียว
[29 ต.ค. 68 07:05] ภูมิ: แม่ครับ หนูขอไปแข่งเทนนิสจูเนียร์ที่อุดรอีกรอบได้มั้ย
[29 ต.ค. 68 07:12] วุฒิ: ได้ลูก ไปกับโค้ชเจมส์
[1 พ.ย. 68 18:30] ปุ๊ก: แม่นัดผ่าตาขวาที่แก่นเวชการ 2 ธ.ค. นะ ต้องไปตั้งแต่เจ็ดโมง
[1 พ.ย. 68 18:33] ยายบัว: แม่กลัวจัง ผ่าแล้วมองเห็นชัดเลยไหมลูก
[1 พ.ย. 68 18:35] ปุ๊ก: ชัดเลยแม่ หมอชุติมาเก่งมาก
[1 พ.ย. 68 18:40] วุฒิ: วันนั้นให้เจมส์คุมคลับแทน ผมขับรถพาไปเอง
""",
}
TODO = {"todo.md": """- โอนมัดจำพื้นคอร์ต 3 ให้สยามคอร์ท ก่อน 21 พ.ย.
- ไปเซ็นสัญญาเงินกู้ไฟ LED ที่ธนาคาร ก่อน 28 พ.ย.
- ทวงค่าสมาชิกพี่ต๋อง ดร.สมเกียรติ
- ส่งใบเสนอราคาโปรแกรมพนักงานให้อีสานพาวเวอร์ตามที่ตกลง
- พายายบัวไปผ่าตา 2 ธ.ค. (เตรียมมัดจำ)
- ต่อประกันรถ Fortuner ก่อน 5 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    club = docs / "ต้นตาลเทนนิส"
    quotes, court3, rates, buying = club / "ใบเสนอราคา", club / "ปรับปรุงคอร์ต3", club / "ราคา", club / "จัดซื้อ"
    power, books = club / "บิลค่าไฟคอร์ต", club / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, court3, rates, buying, power, books, club / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "ยายบัว"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อีสานพาวเวอร์_ร่าง_v1.docx", ISAN_DRAFT, ISAN_DRAFT_TABLE, bottom=ISAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อีสานพาวเวอร์_final_v2.docx", ISAN_FINAL, ISAN_FINAL_TABLE, bottom=ISAN_FINAL_BOTTOM)
    write_docx(court3 / "ใบเสนอราคา_พื้นคอร์ต3_สยามคอร์ทเซอร์เฟซ.docx", SCS_QUOTE, SCS_TABLE, bottom=SCS_BOTTOM)
    make_pdf(court3 / "Quote_Court3_IsanSportBuild.pdf", ISB_QUOTE)
    make_pdf(rates / "Tontan_Rates_2025.pdf", RATES_2025)
    write_docx(rates / "อัตราค่าบริการ_2567.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    make_pdf(buying / "ProSport_invoice_INV-2568-1142.pdf", PROSPORT_INVOICE)
    write_docx(buying / "ใบเสร็จ_โปรสปอร์ต_15พย68.docx", PROSPORT_RECEIPT, PROSPORT_RECEIPT_TABLE,
               bottom=PROSPORT_RECEIPT_BOTTOM)
    make_pdf(power / "PEA_club_bill_Sep2025.pdf", CLUB_SEP)
    make_pdf(power / "PEA_club_bill_Oct2025.pdf", CLUB_OCT)
    _club_book(books / "รายรับรายจ่าย_2568.xlsx", "2568", [COURTS_2568, MEMBERS_2568, LESSONS_2568, SHOP_2568],
               [COACH_2568, POWER_2568, GEAR_2568, REPAIR_2568, STAFF_2568])
    _club_book(books / "รายรับรายจ่าย_2567.xlsx", "2567", [COURTS_2567, MEMBERS_2567, LESSONS_2567, SHOP_2567],
               [COACH_2567, POWER_2567, GEAR_2567, REPAIR_2567, STAFF_2567])
    write_slides(club / "Tontan Open 2025 plan v3.pptx", _open_slides())
    make_pdf(club / "KaenNakhonBank_LED_loan_Nov2025.pdf", BANK_LETTER)
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", HOME_OCT)
    make_pdf(home / "Bills" / "KaenNet_fibre_Oct2025.pdf", FIBRE_BILL)
    make_pdf(home / "ประกัน" / "ThaiSure_motor_renewal_2025.pdf", MOTOR_NOTICE)
    write_docx(home / "ค่าเทอมภูมิ" / "ใบแจ้งค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    write_docx(home / "ยายบัว" / "ประเมินค่าผ่าตัดต้อกระจก_ยายบัว.docx", HOSPITAL_TOP, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
