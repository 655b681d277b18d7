"""The cinema folder: the papers of a family who run a small two-screen cinema in Chaiyaphum, written by code.

The owner is นายสุรเชษฐ์ ศรีสุข (พี่เชษฐ์). With his wife วันเพ็ญ (พี่เพ็ญ, tickets, snacks and the books) he
runs "ภูเขียวรามา" (Phu Khiao Rama Cinema), 45/3 ถนนผาดุงภักดี ต.ผักปัง อ.ภูเขียว จ.ชัยภูมิ: โรง 1 (220 seats)
and โรง 2 (110 seats), founded by his father พ่อเสถียร (78), who lives with them. Their daughter ปิ่น
(ด.ญ.ปิ่นมณี) is in ม.2. Staff: บอย (projectionist), แนน (tickets), ฟ้า (snack bar), ลุงสำราญ (cleaning/guard).
It is November 2568 (2025).

Documents/ภูเขียวรามา/ (the business)
- ภาพยนตร์/สัญญาเช่าภาพยนตร์_สยามสกรีน_ผีเฮือนเก่า.docx: film-hire contract with บริษัท สยามสกรีน ฟิล์ม จำกัด for
  "ผีเฮือนเก่า" (revenue share by week 55/50/45/40%, advance 15,000).
- ภาพยนตร์/SiamScreen_settlement_Oct2025.pdf: the same firm's English settlement (Siam Screen Films Co., Ltd.),
  3 weeks, distributor share 170,340, balance due 155,340 by 5 Nov 2025.
- ภาพยนตร์/แชทไลน์_คุณเอ๋_สยามสกรีน.txt: LINE chat with the distributor's rep; next film's advance 20,000 -> 15,000.
- ภาพยนตร์/GoldenReel_invoice_INV-6811.pdf: English invoice from Golden Reel Distribution for "Little Dragon Hero"
  (38,252.50, due 20 Oct 2025).
- ภาพยนตร์/GoldenReel_Starfall_booking_email.txt: English email confirming "Starfall Rising" (13 Nov, 60/50/45%).
- ใบเสนอราคา/ใบเสนอราคา_เหมาโรง_ร.ร.ผักปัง_ร่าง.docx: draft quote QS-68/021 to a school, 420 pupils, 44,100.
- ใบเสนอราคา/ใบเสนอราคา_เหมาโรง_ร.ร.ผักปัง_ฉบับจริง.docx: the final of the same quote, 420 pupils, 39,900.
- ใบเสนอราคา/ใบเสนอราคา_เหมาโรง_น้ำตาลรุ่งเรือง.docx: a similar quote to a sugar company's New Year party, 40,480.
- ใบเสนอราคา/แชทไลน์_ครูสมพร_ผักปัง.txt: LINE chat with the teacher; pupils cut to 385, new total 36,575.
- เครื่องฉาย/สัญญาบำรุงรักษาเครื่องฉาย_ดิจิซีเน่_2568.docx: Thai maintenance contract with บริษัท ดิจิซีเน่
  เทคโนโลยี จำกัด for 2568 (48,000 a year, 4 visits, technician within 24 hours).
- เครื่องฉาย/DigiCine_quotation_lamp_Oct2025.pdf: English quotation from DigiCine Technology, xenon lamp for
  Screen 2 (34,240 with VAT), laser option 385,000.
- เครื่องฉาย/DigiCine_email_renewal_2026.txt: English email; the 2026 maintenance fee will be 52,800.
- เครื่องฉาย/แชทไลน์_ช่างโต้ง_แอร์โรง2.txt: LINE chat with the aircon technician; 18,500 -> 6,800 -> paid 6,500.
- ขนม/PopKing_invoice_Oct2025.pdf: English invoice from Pop King Trading (kernels, oil, buckets), 11,700, due 7 Nov.
- ขนม/สต็อกขนม_31ต.ค.68.md: the snack-bar stock count at the end of October (orders from ป๊อปคิง in Thai).
- ขนม/สูตรป๊อปคอร์นคาราเมล.md: the caramel popcorn recipe.
- บัญชี/รายได้รายจ่ายโรงหนัง_2568.xlsx: this year's book, two sheets (income by month; expenses by month), ม.ค.-ต.ค.
- บัญชี/รายได้รายจ่ายโรงหนัง_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. with a year total.
- บัญชี/ผู้ชมรายเรื่อง_2568.xlsx: admissions by film, months (ก.ค.-ต.ค.) as columns.
- บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md: October wages of the four staff, 39,720 in all.
- บัญชี/PEA_bill_cinema_Oct2025.pdf: the cinema's electricity bill (48,737.10).
- ประกาศปรับราคาตั๋ว_1ธ.ค.68.docx: notice to customers, new ticket prices from 1 ธันวาคม 2568 (table).
- บันทึกประชุมครอบครัว_26ต.ค.68.md: minutes of the family's business meeting on 26 Oct.
- แผนโรงหนังปี2569.pptx: slides, the plan for next year (laser projector, seats, online tickets).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_home_Oct2025.pdf and Bills/IsanLink_fibre_bill_Oct2025.pdf: English home bills.
- ประกัน/SiamSure_health_renewal_2025.pdf: English renewal of the daughter's health insurance (1,240 -> 1,320 a
  month); the household workbook names the insurer in Thai (สยามชัวร์ประกันภัย).
- ค่าเทอมปิ่น/ค่าเทอม_ปิ่น_เทอม1-2568.docx and ค่าเทอม_ปิ่น_เทอม2-2568.docx: school fee notices (21,500; 23,800).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวศรีสุข.txt: the family's LINE group (school trip 2,800 -> 3,200).
- นัดหมอพ่อ.md: notes on the father's eye operation and medicine.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CINEMA_TOP = ("โรงภาพยนตร์ภูเขียวรามา (Phu Khiao Rama Cinema) 45/3 ถนนผาดุงภักดี ต.ผักปัง อ.ภูเขียว จ.ชัยภูมิ 36110 "
              "โทร 044-861-552")

# ---------------------------------------------------------------- film hire
FILM_CONTRACT = [
    "สัญญาเช่าภาพยนตร์เพื่อฉายในโรงภาพยนตร์",
    "สัญญาเลขที่ SSF-2568/117  ทำที่ กรุงเทพมหานคร  วันที่ 25 กันยายน 2568",
    "ระหว่าง บริษัท สยามสกรีน ฟิล์ม จำกัด สำนักงานใหญ่ 99/12 ถนนรัชดาภิเษก เขตห้วยขวาง กรุงเทพฯ "
    "โดย นางสาวอรอนงค์ ศักดิ์ดี (คุณเอ๋) ผู้จัดการฝ่ายจัดจำหน่ายต่างจังหวัด ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ โรงภาพยนตร์ภูเขียวรามา โดย นายสุรเชษฐ์ ศรีสุข ผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
    "ข้อ 1 ผู้ให้เช่าตกลงให้เช่าภาพยนตร์เรื่อง \"ผีเฮือนเก่า\" (ระบบดิจิทัล DCP 2K พร้อมกุญแจ KDM) "
    "เพื่อฉายที่โรงภาพยนตร์ภูเขียวรามา อ.ภูเขียว จ.ชัยภูมิ",
    "ข้อ 2 เริ่มฉายวันที่ 2 ตุลาคม 2568 ผู้เช่าต้องฉายอย่างน้อย 3 สัปดาห์ สัปดาห์แรกฉายทั้งโรง 1 และโรง 2 "
    "รวมกันไม่น้อยกว่าวันละ 5 รอบ",
    "ข้อ 3 ส่วนแบ่งรายได้ค่าบัตร (หลังหักภาษีมูลค่าเพิ่ม) เป็นไปตามตารางต่อไปนี้",
]
FILM_CONTRACT_TABLE = [
    ("ช่วงฉาย", "ส่วนแบ่งผู้ให้เช่า", "ส่วนแบ่งโรงภาพยนตร์"),
    ("สัปดาห์ที่ 1 (2-8 ต.ค. 2568)", "55%", "45%"),
    ("สัปดาห์ที่ 2 (9-15 ต.ค. 2568)", "50%", "50%"),
    ("สัปดาห์ที่ 3 (16-22 ต.ค. 2568)", "45%", "55%"),
    ("สัปดาห์ที่ 4 เป็นต้นไป", "40%", "60%"),
]
FILM_CONTRACT_BOTTOM = [
    "ข้อ 4 ผู้เช่าวางเงินล่วงหน้า (Advance) 15,000 บาท ในวันทำสัญญา ซึ่งจะหักออกจากส่วนแบ่งของผู้ให้เช่าเมื่อสรุปยอด",
    "ข้อ 5 ผู้ให้เช่าจะส่งใบสรุปยอด (Settlement) เมื่อจบการฉาย ผู้เช่าชำระภายใน 14 วันนับจากวันที่ในใบสรุปยอด",
    "ข้อ 6 ผู้เช่าต้องรายงานยอดขายบัตรรายวันทางอีเมลหรือ LINE ก่อนเวลา 12.00 น. ของวันถัดไป",
    "ข้อ 7 ห้ามบันทึกภาพหรือเสียงภาพยนตร์ทุกกรณี หากฝ่าฝืน ผู้เช่าต้องชำระค่าปรับ 100,000 บาท",
    "ลงชื่อ อรอนงค์ ศักดิ์ดี ผู้ให้เช่า",
    "ลงชื่อ สุรเชษฐ์ ศรีสุข ผู้เช่า",
]
SETTLEMENT = [
    "SIAM SCREEN FILMS CO., LTD.\n"
    "99/12 Ratchadaphisek Road, Huai Khwang, Bangkok 10310   Tel. 02-274-8810\n"
    "FILM RENTAL SETTLEMENT STATEMENT  No. SSF-ST-2510-0456\n"
    "Date: 22 Oct 2025\n"
    "Exhibitor: Phu Khiao Rama Cinema (Khun Surachet Srisuk), Phu Khiao, Chaiyaphum\n"
    "Film: PHI HUEAN KAO (The Old House Ghost)     Contract: SSF-2568/117\n"
    "Run: 2 Oct 2025 - 22 Oct 2025 (3 weeks)\n"
    "\n"
    "Week   Dates        Net box office   Share   Distributor amount\n"
    "1      2-8 Oct      186,400.00       55%     102,520.00\n"
    "2      9-15 Oct      98,200.00       50%      49,100.00\n"
    "3      16-22 Oct     41,600.00       45%      18,720.00\n"
    "Total              326,200.00               170,340.00\n"
    "\n"
    "Less advance paid on 25 Sep 2025:            -15,000.00\n"
    "BALANCE DUE: 155,340.00 THB\n"
    "Payment due: 5 Nov 2025\n"
    "Bank transfer: Bangkok Bank, Siam Screen Films Co., Ltd., account 101-3-44521-7\n"
    "Contact: Ms. Onanong Sakdee (Khun Aey), regional sales",
]
GOLDENREEL_INVOICE = [
    "GOLDEN REEL DISTRIBUTION (THAILAND) CO., LTD.\n"
    "388 Sukhumvit 21 Road, Watthana, Bangkok 10110\n"
    "INVOICE No. GR-INV-6811          Date: 6 Oct 2025\n"
    "Bill to: Phu Khiao Rama Cinema, 45/3 Phadung Phakdi Road, Phu Khiao, Chaiyaphum 36110\n"
    "\n"
    "Film: LITTLE DRAGON HERO (Thai dubbed)   Run: 4 Sep 2025 - 1 Oct 2025\n"
    "Net box office (4 weeks)                 71,500.00\n"
    "Film rental 50%                          35,750.00\n"
    "VAT 7%                                    2,502.50\n"
    "TOTAL                                    38,252.50 THB\n"
    "\n"
    "Due date: 20 Oct 2025\n"
    "Please transfer to SCB, Golden Reel Distribution (Thailand) Co., Ltd., 402-6-11873-5",
]
GOLDENREEL_EMAIL = """From: Nattapong Khemkaew <booking@goldenreel.co.th>
To: phukhiaorama@gmail.com
Date: Tue, 28 Oct 2025 10:12
Subject: STARFALL RISING - booking confirmation, Phu Khiao Rama

Dear Khun Surachet,

We are pleased to confirm your booking of STARFALL RISING (2D, Thai dubbed, and English soundtrack with
Thai subtitles).

- Release date: 13 November 2025
- Screen: Screen 1, at least 4 shows a day in week 1 and 3 shows a day in week 2
- Film rental: 60% of net box office in week 1, 50% in week 2, 45% from week 3
- No minimum guarantee for this title
- KDM valid 12 November 2025 - 10 December 2025. The DCP hard drive goes out by Kerry on 10 November.
- 10 posters and 1 standee will arrive with the drive.

Settlement is weekly (report by Monday), payment within 15 days of each statement.
Please send us your showtimes by 7 November.

Best regards,
Nattapong Khemkaew
Booking, Golden Reel Distribution (Thailand) Co., Ltd.
02-259-4410
"""

# ---------------------------------------------------------------- private screening quotes
SCHOOL_DRAFT = [
    CINEMA_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QS-68/021",
    "วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณครูสมพร บุญมา โรงเรียนผักปังวิทยาคาร",
    "เรื่อง เหมาโรงภาพยนตร์ ชมภาพยนตร์แอนิเมชัน Little Dragon Hero (พากย์ไทย) วันที่ 28 พฤศจิกายน 2568",
]
SCHOOL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บัตรชมภาพยนตร์ นักเรียน", "420 คน", "70", "29,400"),
    ("ชุดขนม ป๊อปคอร์น S + น้ำ 16 ออนซ์", "420 ชุด", "35", "14,700"),
    ("ครูผู้ควบคุม", "20 คน", "ไม่คิดค่าใช้จ่าย", "-"),
    ("รวมทั้งสิ้น", "", "", "44,100"),
]
SCHOOL_DRAFT_BOTTOM = ["รวมทั้งสิ้น 44,100 บาท (สี่หมื่นสี่พันหนึ่งร้อยบาทถ้วน)",
                       "ร่าง ยังไม่ส่ง รอเช็คต้นทุนชุดขนมกับพี่เพ็ญก่อน"]
SCHOOL_FINAL = [
    CINEMA_TOP,
    "ใบเสนอราคา  เลขที่ QS-68/021 (ฉบับแก้ไข)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณครูสมพร บุญมา โรงเรียนผักปังวิทยาคาร",
    "เรื่อง เหมาโรงภาพยนตร์ ชมภาพยนตร์แอนิเมชัน Little Dragon Hero (พากย์ไทย) "
    "วันที่ 28 พฤศจิกายน 2568 รอบ 09.30 น. และ 13.00 น. โรง 1",
]
SCHOOL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บัตรชมภาพยนตร์ นักเรียน", "420 คน", "65", "27,300"),
    ("ชุดขนม ป๊อปคอร์น S + น้ำ 16 ออนซ์", "420 ชุด", "30", "12,600"),
    ("ครูผู้ควบคุม", "20 คน", "ไม่คิดค่าใช้จ่าย", "-"),
    ("รวมทั้งสิ้น", "", "", "39,900"),
]
SCHOOL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 39,900 บาท (สามหมื่นเก้าพันเก้าร้อยบาทถ้วน)",
    "มัดจำ 30% = 11,970 บาท เมื่อยืนยัน ส่วนที่เหลือชำระในวันฉาย",
    "คิดตามจำนวนนักเรียนที่แจ้ง หากจำนวนเปลี่ยน กรุณาแจ้งล่วงหน้าอย่างน้อย 7 วัน",
    "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
]
SUGAR_QUOTE = [
    CINEMA_TOP,
    "ใบเสนอราคา  เลขที่ QS-68/024",
    "วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณกิตติพงษ์ แสนมี ฝ่ายบุคคล บริษัท น้ำตาลภูเขียวรุ่งเรือง จำกัด",
    "เรื่อง เหมาโรงภาพยนตร์ งานเลี้ยงปีใหม่พนักงาน วันเสาร์ที่ 20 ธันวาคม 2568 รอบ 19.00 น.",
]
SUGAR_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าเหมาโรง 1 ทั้งโรง (220 ที่นั่ง) ภาพยนตร์ เพื่อนตายสายซิ่ง 2", "1 รอบ", "26,000", "26,000"),
    ("ชุดคอมโบ ป๊อปคอร์น M + น้ำ 22 ออนซ์", "220 ชุด", "59", "12,980"),
    ("ขึ้นโลโก้และคำอวยพรบริษัทบนจอก่อนฉาย", "1", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "40,480"),
]
SUGAR_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 40,480 บาท (สี่หมื่นสี่ร้อยแปดสิบบาทถ้วน)",
    "มัดจำ 50% = 20,240 บาท ภายในวันที่ 5 ธันวาคม 2568 ส่วนที่เหลือชำระในวันงาน",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ สุรเชษฐ์ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- projectors
DIGICINE_CONTRACT = [
    "สัญญาบริการบำรุงรักษาเครื่องฉายภาพยนตร์ระบบดิจิทัล",
    "สัญญาเลขที่ DC-MA-2568/009  วันที่ 20 ธันวาคม 2567",
    "ระหว่าง บริษัท ดิจิซีเน่ เทคโนโลยี จำกัด 221 ถนนมิตรภาพ อ.เมือง จ.ขอนแก่น ซึ่งต่อไปเรียกว่า \"ผู้ให้บริการ\"",
    "กับ โรงภาพยนตร์ภูเขียวรามา โดย นายสุรเชษฐ์ ศรีสุข ซึ่งต่อไปเรียกว่า \"ผู้รับบริการ\"",
    "ตารางเข้าตรวจเช็คประจำปี 2568",
]
DIGICINE_TABLE = [
    ("ครั้งที่", "เดือนที่เข้าตรวจ", "งวดชำระ (บาท)"),
    ("1", "มีนาคม 2568", "12,000"),
    ("2", "มิถุนายน 2568", "12,000"),
    ("3", "กันยายน 2568", "12,000"),
    ("4", "ธันวาคม 2568", "12,000"),
]
DIGICINE_HEADINGS = [
    ("ข้อ 1 ขอบเขตงาน", "ตรวจเช็ค ทำความสะอาด และปรับตั้งเครื่องฉายดิจิทัล 2 เครื่อง (โรง 1 และโรง 2) "
     "รวมเครื่องเซิร์ฟเวอร์ภาพยนตร์ 2 ชุด\nเข้าตรวจเช็คทุก 3 เดือน ปีละ 4 ครั้ง ตามตารางข้างต้น"),
    ("ข้อ 2 ระยะเวลา", "ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568"),
    ("ข้อ 3 ค่าบริการ", "ค่าบริการทั้งปี 48,000 บาท (รวมภาษีมูลค่าเพิ่มแล้ว) แบ่งชำระ 4 งวด งวดละ 12,000 บาท "
     "หลังเข้าตรวจเช็คแต่ละครั้ง"),
    ("ข้อ 4 กรณีเครื่องเสีย", "ผู้ให้บริการส่งช่างเข้าถึงโรงภายใน 24 ชั่วโมงนับจากได้รับแจ้ง ไม่คิดค่าเดินทาง\n"
     "ค่าอะไหล่คิดแยก ผู้รับบริการได้ส่วนลดค่าอะไหล่และหลอดภาพ 10%"),
    ("ข้อ 5 การยกเลิก", "ฝ่ายใดจะยกเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
DIGICINE_BOTTOM = ["ลงชื่อ วิชัย พลศรี ผู้ให้บริการ", "ลงชื่อ สุรเชษฐ์ ศรีสุข ผู้รับบริการ"]
DIGICINE_QUOTE = [
    "DIGICINE TECHNOLOGY CO., LTD.\n"
    "Cinema projection and sound service - 221 Mittraphap Road, Mueang Khon Kaen 40000  Tel. 043-325-778\n"
    "QUOTATION No. DC-Q-2025-144      Date: 3 Oct 2025\n"
    "To: Phu Khiao Rama Cinema, Khun Surachet Srisuk\n"
    "Subject: Xenon lamp replacement, Screen 2 projector (lamp hours 2,960 of 3,000 rated)\n"
    "\n"
    "1. Xenon lamp 3.0 kW, original part, 1 pc              28,500.00\n"
    "2. Installation, alignment and light-level calibration   3,500.00\n"
    "Subtotal                                               32,000.00\n"
    "VAT 7%                                                  2,240.00\n"
    "TOTAL                                                  34,240.00 THB\n"
    "\n"
    "Option (not included): RGB laser light source upgrade for Screen 1, 385,000.00 THB + VAT\n"
    "Maintenance contract customers get 10% off the lamp; the lamp price above already includes it.\n"
    "Valid 30 days. Lead time 5 working days.\n"
    "Service engineer: Khun Wichai Phonsri 089-611-4520",
]
DIGICINE_EMAIL = """From: Wichai Phonsri <service@digicine.co.th>
To: phukhiaorama@gmail.com
Date: Fri, 7 Nov 2025 14:26
Subject: Maintenance contract 2026 - renewal

Dear Khun Surachet,

Thank you for approving the new xenon lamp for Screen 2; it was fitted on 14 October and the light level is
back to 14 fL.

Your maintenance contract for the 2 projectors ends on 31 December 2025. For 2026 we propose:

- Annual fee: 52,800 THB including VAT (2025: 48,000 THB), paid in 4 instalments of 13,200 THB
- 4 visits a year as before, plus a check of the sound system (amplifiers and speakers) at each visit
- Emergency response within 24 hours, no travel charge
- 10% discount on parts and lamps

The higher fee is because of travel costs from Khon Kaen and the added sound check.
Please sign and return the new contract by 15 December 2025.

Best regards,
Wichai Phonsri
Service Manager, DigiCine Technology Co., Ltd.
043-325-778
"""

# ---------------------------------------------------------------- snacks
POPKING_INVOICE = [
    "POP KING TRADING CO., LTD.\n"
    "Cinema snacks and supplies - 77 Srichan Road, Mueang Khon Kaen 40000\n"
    "INVOICE No. PKT-2510-233        Date: 8 Oct 2025\n"
    "Bill to: Phu Khiao Rama Cinema (Khun Wanphen), Phu Khiao, Chaiyaphum\n"
    "\n"
    "Mushroom popcorn kernels, 22.7 kg bag     4 bags    x 1,450.00   5,800.00\n"
    "Coconut popping oil, 17 kg tin            2 tins    x 1,180.00   2,360.00\n"
    "Caramel glaze mix, 5 kg                   2 packs   x   420.00     840.00\n"
    "Paper popcorn bucket L                    500 pcs   x     3.20   1,600.00\n"
    "Soda cup 22 oz with lid                   1,000 pcs x     1.10   1,100.00\n"
    "\n"
    "TOTAL 11,700.00 THB\n"
    "Credit 30 days. Due date: 7 Nov 2025\n"
    "Transfer to Krungthai Bank, Pop King Trading Co., Ltd., 551-0-23349-8",
]

# ---------------------------------------------------------------- ticket notice
TICKET_NOTICE = [
    "โรงภาพยนตร์ภูเขียวรามา",
    "ประกาศ เรื่อง ปรับราคาบัตรชมภาพยนตร์",
    "เรียน ท่านผู้ชมทุกท่าน",
    "เนื่องจากค่าไฟฟ้าและค่าเช่าภาพยนตร์สูงขึ้นมาก โรงภาพยนตร์ขอปรับราคาบัตร ตั้งแต่วันที่ 1 ธันวาคม 2568 "
    "เป็นต้นไป ดังนี้",
]
TICKET_TABLE = [
    ("ประเภทที่นั่ง/บัตร", "ราคาเดิม", "ราคาใหม่ (ตั้งแต่ 1 ธ.ค. 2568)"),
    ("ที่นั่งปกติ (แถว A-G)", "100 บาท", "120 บาท"),
    ("ที่นั่งพรีเมียม (แถว H-J โรง 1)", "130 บาท", "150 บาท"),
    ("นักเรียน นักศึกษา (แสดงบัตร)", "80 บาท", "90 บาท"),
    ("ผู้สูงอายุ 60 ปีขึ้นไป", "70 บาท", "80 บาท"),
    ("ทุกวันพุธ ทุกที่นั่ง (ยกเว้นพรีเมียม)", "79 บาท", "79 บาท (คงเดิม)"),
]
TICKET_BOTTOM = [
    "สมาชิกบัตรภูเขียวรามาลดเพิ่ม 10 บาททุกที่นั่ง เหมือนเดิม",
    "ชุดคอมโบ ป๊อปคอร์น L + น้ำ 2 แก้ว ราคา 129 บาท ไม่เปลี่ยนแปลง",
    "ขออภัยในความไม่สะดวก และขอบคุณที่อุดหนุนโรงหนังบ้านเรามากว่า 40 ปี",
    "ประกาศ ณ วันที่ 1 พฤศจิกายน 2568",
    "นายสุรเชษฐ์ ศรีสุข ผู้จัดการ",
]

# ---------------------------------------------------------------- books
SCREEN1_2568 = [215400, 168200, 142600, 236800, 251300, 158400, 149700, 176200, 132500, 298600]
SCREEN2_2568 = [96800, 78400, 66300, 118500, 121900, 72600, 69800, 84100, 61200, 142300]
SNACKS_2568 = [71200, 56800, 49500, 88300, 92600, 55100, 52900, 63400, 47850, 126400]
OTHER_2568 = [0, 18000, 0, 12000, 0, 0, 8500, 0, 15000, 0]
WAGES_2568 = [36400, 36400, 36900, 39200, 39700, 36900, 36900, 37400, 36900, 39720]
POWER_2568 = [38210, 41960, 46820, 51340, 49870, 44310, 42650, 43120, 45980, 48737]
UPKEEP_2568 = [0, 0, 12000, 0, 0, 12000, 2800, 0, 12000, 40740]
SCREEN1_2567 = [198300, 154600, 131200, 221900, 238400, 146800, 139500, 161300, 124800, 187600, 142300, 265400]
SCREEN2_2567 = [88200, 71500, 60400, 109800, 115300, 68900, 64200, 77800, 58300, 91400, 67100, 128700]
SNACKS_2567 = [65400, 51200, 45800, 81700, 86900, 50300, 48600, 57900, 44100, 69800, 52600, 98300]
OTHER_2567 = [0, 15000, 0, 10000, 0, 0, 0, 6000, 12000, 0, 0, 20000]
WAGES_2567 = [34800, 34800, 35200, 37600, 37900, 35200, 35200, 35600, 35200, 36400, 35600, 38900]
POWER_2567 = [34520, 37880, 43150, 47960, 46230, 40870, 39410, 39960, 41720, 42380, 38150, 36940]
UPKEEP_2567 = [0, 0, 11000, 4500, 0, 11000, 0, 0, 11000, 0, 0, 11000]


def _cinema_book(path: Path, year: str, s1: list[int], s2: list[int], snacks: list[int], other: list[int],
                 wages: list[int], power: list[int], upkeep: list[int]) -> None:
    months = [f"{m} {year}" for m in MONTHS[:len(s1)]]
    label = "รวมทั้งปี (Year total)" if len(s1) == 12 else f"รวม ม.ค.-{MONTHS[len(s1) - 1]} (Year to date)"
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายได้ Income"
    income.append([f"รายได้โรงภาพยนตร์ภูเขียวรามา ปี {year} (Income {year}, THB)"])
    income.append(["เดือน (Month)", "ตั๋วโรง 1 (Screen 1 tickets)", "ตั๋วโรง 2 (Screen 2 tickets)",
                   "ขนม/เครื่องดื่ม (Snacks & drinks)", "เหมาโรง/อื่นๆ (Private & other)", "รวม (Total)"])
    for row in zip(months, s1, s2, snacks, other):
        income.append(list(row) + [sum(row[1:])])
    cols = [s1, s2, snacks, other]
    income.append([label] + [sum(c) for c in cols] + [sum(sum(c) for c in cols)])
    for column in range(2, 7):
        money_format(income, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงภาพยนตร์ ปี {year} (Expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าเช่าหนัง (Film hire)", "ค่าแรง (Wages)", "ค่าไฟโรงหนัง (Electricity)",
                  "ต้นทุนขนม (Snack cost)", "ซ่อมบำรุง (Maintenance)", "รวม (Total)"])
    sums = [0] * 6
    for month, a, b, c, w, p, u in zip(months, s1, s2, snacks, wages, power, upkeep):
        hire = int(round((a + b) * 0.52, -2))
        snack_cost = int(round(c * 0.38, -2))
        row = [hire, w, p, snack_cost, u]
        row.append(sum(row))
        sums = [x + y for x, y in zip(sums, row)]
        costs.append([month] + row)
    costs.append([label] + sums)
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


ADMISSIONS = {
    "เพื่อนตายสายซิ่ง (Thai comedy)": [2860, 1420, 0, 0],
    "Deep Blue Heist": [1980, 2310, 410, 0],
    "Little Dragon Hero": [0, 0, 1690, 45],
    "ผีเฮือนเก่า (Thai horror)": [0, 0, 0, 3412],
    "รักนะ บ้านนา": [640, 1050, 720, 0],
    "อื่นๆ / รอบเหมา (Others, private)": [85, 0, 210, 600],
}


def _admissions_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผู้ชม Admissions"
    sheet.append(["จำนวนผู้ชมแยกตามเรื่อง ปี 2568 (Admissions by film, persons)"])
    sheet.append(["เรื่อง (Film)"] + [f"{m} 68" for m in MONTHS[6:10]] + ["รวม (Total)"])
    for film, values in ADMISSIONS.items():
        sheet.append([film] + values + [sum(values)])
    totals = [sum(v[i] for v in ADMISSIONS.values()) for i in range(4)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


CINEMA_POWER_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phu Khiao Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Phu Khiao Rama Cinema (Mr. Surachet Srisuk)\n"
    "Address: 45/3 Phadung Phakdi Road, Phak Pang, Phu Khiao, Chaiyaphum 36110\n"
    "Customer no. 020045512907     Tariff: 2.2.2 small general service (TOU)\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Units used: 9,840 kWh\n"
    "Energy charge 43,296.00  Ft 1,940.45  Service 312.24  VAT 7% 3,188.41\n"
    "AMOUNT DUE: 48,737.10 THB\n"
    "Due date: 29 Oct 2025",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(SCREEN1_2568) + sum(SCREEN2_2568) + sum(SNACKS_2568) + sum(OTHER_2568)
    return [
        ("แผนโรงภาพยนตร์ภูเขียวรามา ปี 2569", "Phu Khiao Rama Cinema - plan for 2026\n"
                                              "สุรเชษฐ์ และ วันเพ็ญ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายได้ ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\nเดือนที่ดีที่สุด: ตุลาคม (ผีเฮือนเก่า)\n"
                         "ปัญหา: ค่าไฟโรงหนังเดือนละเกือบ 50,000 บาท, หลอดภาพโรง 2 หมดอายุ"),
        ("เป้าหมายปี 2569", "รายได้ทั้งปี 6,500,000 บาท\nผู้ชมเฉลี่ยเดือนละ 6,000 คน\n"
                            "งานเหมาโรงโรงเรียน/บริษัท อย่างน้อยเดือนละ 2 งาน"),
        ("โรง 1 เปลี่ยนเป็นเครื่องฉายเลเซอร์", "งบ 411,950 บาท (385,000 + VAT)\n"
                                              "ไม่ต้องเปลี่ยนหลอดซีนอน ประหยัดปีละประมาณ 60,000 บาท\n"
                                              "ติดตั้ง มิ.ย. 2569 ช่วงปิดเทอม"),
        ("ปรับปรุงโรง 2", "เปลี่ยนเบาะ 110 ที่นั่ง ที่นั่งละ 1,450 บาท = 159,500 บาท\n"
                          "ติดโซลาร์เซลล์บนหลังคา 15 kW งบ 375,000 บาท"),
        ("ขายตั๋วออนไลน์", "จองที่นั่งผ่าน LINE OA ภูเขียวรามา\nบัตรสมาชิกปีละ 99 บาท ลดทุกที่นั่ง 10 บาท\n"
                           "เป้าสมาชิก 1,500 คน ภายในสิ้นปี 2569"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2214.80, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanLink"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, "ไปขอนแก่น ซื้อของเข้าโรง"),
                  ("ประกันสุขภาพปิ่น (Pin's health insurance)", 1240, "สยามชัวร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 850, ""), ("ค่าเรียนพิเศษปิ่น (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าโทรศัพท์ 3 เครื่อง (Phones)", 1197, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2389.45, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanLink"), ("ค่ากับข้าว (Food)", 10650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""),
                  ("ประกันสุขภาพปิ่น (Pin's health insurance)", 1240, "สยามชัวร์ประกันภัย"),
                  ("ค่ายาพ่อ (Dad's medicine)", 850, ""), ("ค่าเรียนพิเศษปิ่น (Tutoring)", 2400, ""),
                  ("ค่าโทรศัพท์ 3 เครื่อง (Phones)", 1197, ""), ("ค่าแว่นตาพ่อ (Dad's glasses)", 2900, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2301.53, "PEA"), ("ค่าน้ำประปา (Water)", 296, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanLink"), ("ค่ากับข้าว (Food)", 10980, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3970, ""),
                  ("ประกันสุขภาพปิ่น (Pin's health insurance)", 1240, "สยามชัวร์ประกันภัย"),
                  ("ค่ายาพ่อ + ค่าตรวจตา (Dad's medicine, eye check)", 1650, "รพ.ภูเขียว"),
                  ("ค่าเรียนพิเศษปิ่น (Tutoring)", 2400, ""), ("ค่าโทรศัพท์ 3 เครื่อง (Phones)", 1197, "")],
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


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนดรุณวิทย์ภูเขียว", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปิ่นมณี ศรีสุข  ชั้น ม.2/1  เลขประจำตัว 10873"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-55874-3 แล้วส่งสลิปให้ครูประจำชั้น",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,200"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "1,800")], "21,500", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,500"), ("ค่าอาหารกลางวัน", "3,200"),
                           ("ค่าห้องคอมพิวเตอร์และห้องแล็บ", "1,600"), ("ค่าค่ายภาษาอังกฤษ", "2,500")],
                "23,800", "14 พฤศจิกายน 2568")

HOME_POWER_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phu Khiao Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Surachet Srisuk\n"
    "Address: 17 Moo 5, Phak Pang, Phu Khiao, Chaiyaphum 36110\n"
    "Customer no. 020045530114     Tariff: 1.2 residential\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 31,072 -> 31,558   Units used: 486 kWh\n"
    "Energy charge 2,016.90  Ft 95.84  Service 38.22  VAT 7% 150.57\n"
    "AMOUNT DUE: 2,301.53 THB\n"
    "Due date: 28 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
ISANLINK_BILL = [
    "ISANLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Surachet Srisuk      Account: IL-3611-0482\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                                48.93\n"
    "TOTAL                                747.93 THB\n"
    "Due date: 25 Oct 2025. Pay by PromptPay QR or at any Counter Service.",
]
SIAMSURE_LETTER = [
    "SIAM SURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Regional Office, Srichan Road\n"
    "30 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - CHILD HEALTH INSURANCE (KIDS CARE PLUS)\n"
    "Dear Mrs. Wanphen Srisuk,\n"
    "Policy no. SS-HK-6605-2218   Insured: Miss Pinmanee Srisuk (age 14)\n"
    "Your policy year ends on 30 Nov 2025. Renewal period: 1 Dec 2025 - 30 Nov 2026.\n"
    "\n"
    "Room and board: 3,000 THB per day.  Maximum per year: 1,000,000 THB.\n"
    "Out-patient: 20 visits a year, up to 1,000 THB per visit.\n"
    "Monthly premium now: 1,240 THB\n"
    "New monthly premium from 1 Dec 2025: 1,320 THB (new age band at 14)\n"
    "The premium is collected by direct debit on the 5th of each month.\n"
    "\n"
    "No action is needed to renew. Questions: your agent Khun Jintana, 086-445-2381.\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ภูเขียวรามา/ภาพยนตร์/GoldenReel_Starfall_booking_email.txt": GOLDENREEL_EMAIL,
    "ภูเขียวรามา/เครื่องฉาย/DigiCine_email_renewal_2026.txt": DIGICINE_EMAIL,
    "ภูเขียวรามา/ภาพยนตร์/แชทไลน์_คุณเอ๋_สยามสกรีน.txt": """[22/10/2568 17:05] เอ๋ สยามสกรีน: พี่เชษฐ์คะ ส่งใบ settlement ผีเฮือนเก่าทางอีเมลแล้วนะคะ ยอดหลังหักแอดวานซ์ 155,340 ค่ะ
[22/10/2568 17:20] เชษฐ์ ภูเขียวรามา: ได้รับแล้วครับ จะโอนต้นเดือนหน้านะ
[22/10/2568 17:22] เอ๋ สยามสกรีน: ได้ค่ะ ภายใน 5 พ.ย. นะคะ
[30/10/2568 10:40] เอ๋ สยามสกรีน: เรื่องใหม่ค่ะ เพื่อนตายสายซิ่ง 2 เข้า 4 ธ.ค. พี่จะรับมั้ยคะ เงื่อนไขเหมือนผีเฮือนเก่า แอดวานซ์ 20,000
[30/10/2568 11:02] เชษฐ์ ภูเขียวรามา: รับครับ แต่แอดวานซ์ขอ 15,000 เท่าเดิมได้มั้ย ธ.ค. มีหนังฝรั่งเข้าด้วย
[30/10/2568 14:15] เอ๋ สยามสกรีน: หัวหน้าโอเคค่ะ แอดวานซ์ 15,000 ค่ะ เดี๋ยวส่งสัญญาให้เซ็นสัปดาห์หน้า
[4/11/2568 09:30] เชษฐ์ ภูเขียวรามา: โอนค่าผีเฮือนเก่าแล้วนะครับ 155,340 สลิปอยู่ในไลน์
[4/11/2568 09:41] เอ๋ สยามสกรีน: ได้รับแล้วค่ะ ขอบคุณค่ะพี่
""",
    "ภูเขียวรามา/ใบเสนอราคา/แชทไลน์_ครูสมพร_ผักปัง.txt": """[10/11/2568 13:20] เพ็ญ ภูเขียวรามา: ครูสมพรคะ ส่งใบเสนอราคาฉบับแก้ให้ทางไลน์แล้วนะคะ นักเรียน 420 คน รวม 39,900 บาทค่ะ
[10/11/2568 15:02] ครูสมพร ผักปัง: ได้รับแล้วค่ะ ผอ.โอเคค่ะ วันที่ 28 พ.ย. สองรอบตามนั้นนะคะ
[12/11/2568 09:15] ครูสมพร ผักปัง: พี่เพ็ญคะ มัดจำ 30% 11,970 โอนแล้วนะคะ
[12/11/2568 09:20] เพ็ญ ภูเขียวรามา: ได้รับแล้วค่ะ ขอบคุณค่ะครู
[17/11/2568 16:40] ครูสมพร ผักปัง: พี่เพ็ญคะ ขอแก้จำนวนหน่อยค่ะ ม.3 สองห้องติดติวสอบ ไม่ได้ไป เหลือนักเรียน 385 คนค่ะ
[17/11/2568 17:05] เพ็ญ ภูเขียวรามา: ได้ค่ะครู งั้นคิดใหม่ 385 คน ค่าตั๋ว 25,025 + ชุดขนม 11,550 รวม 36,575 บาทนะคะ หักมัดจำแล้วเหลือจ่ายวันงาน 24,605 ค่ะ
[17/11/2568 17:10] ครูสมพร ผักปัง: ได้ค่ะ 36,575 นะคะ ขอบคุณค่ะ
""",
    "ภูเขียวรามา/เครื่องฉาย/แชทไลน์_ช่างโต้ง_แอร์โรง2.txt": """[13/10/2568 21:40] เชษฐ์ ภูเขียวรามา: ช่างโต้ง แอร์โรง 2 ไม่เย็นเลย ลูกค้าบ่นรอบสองทุ่ม พรุ่งนี้เช้ามาดูได้มั้ย
[13/10/2568 21:52] โต้งแอร์ภูเขียว: ได้ครับพี่ เข้าไป 9 โมง
[14/10/2568 11:05] โต้งแอร์ภูเขียว: พี่ครับ ดูเบื้องต้นน่าจะคอมเพรสเซอร์ตัวที่ 2 เสีย ถ้าเปลี่ยนใหม่ประมาณ 18,500 ครับ
[14/10/2568 11:10] เชษฐ์ ภูเขียวรามา: โห แพงจัง เช็คให้ชัวร์ก่อนนะ
[14/10/2568 16:30] โต้งแอร์ภูเขียว: เช็คละเอียดแล้วครับ คอมไม่เป็นไร แค่คาปาซิเตอร์เสียกับน้ำยารั่วที่ข้อต่อ เปลี่ยนคาปา+เชื่อมท่อ+เติมน้ำยา รวม 6,800 ครับ
[14/10/2568 16:35] เชษฐ์ ภูเขียวรามา: โอเค ทำเลย ทันรอบเย็นมั้ย
[14/10/2568 18:20] โต้งแอร์ภูเขียว: เสร็จแล้วครับ ลองเปิดดูได้เลย
[15/10/2568 10:02] เชษฐ์ ภูเขียวรามา: เย็นดีมาก ขอบใจ โอนให้เท่าไหร่
[15/10/2568 10:10] โต้งแอร์ภูเขียว: ลดให้พี่เหลือ 6,500 พอครับ ลูกค้าประจำ เดือนหน้าผมเข้าไปล้างแอร์โรง 1 นะครับ
[15/10/2568 10:15] เชษฐ์ ภูเขียวรามา: โอนแล้ว 6,500 ส่งสลิปให้แล้ว
""",
    "ภูเขียวรามา/ขนม/สต็อกขนม_31ต.ค.68.md": """# สต็อกขนม ณ 31 ต.ค. 2568 (นับโดยฟ้า)

| ของ | คงเหลือ | จุดสั่ง | หมายเหตุ |
|---|---|---|---|
| เมล็ดข้าวโพดป๊อปคอร์น ถุง 22.7 กก. | 2 ถุง | 3 ถุง | สั่งป๊อปคิง ขอนแก่น |
| น้ำมันมะพร้าวคั่วป๊อปคอร์น ปี๊บ 17 กก. | 1 ปี๊บ | 1 ปี๊บ | |
| ถังป๊อปคอร์น L | 180 ใบ | 300 ใบ | ต่ำกว่าจุดสั่ง |
| แก้ว 22 ออนซ์ | 640 ใบ | 500 ใบ | |
| ไซรัปน้ำอัดลม (bag-in-box) | 2 กล่อง | 2 กล่อง | สั่งจากเอเย่นต์ในเมือง |
| น้ำเปล่า 600 มล. | 4 แพ็ค | 5 แพ็ค | |

- ก่อน Starfall Rising เข้า ต้องสั่งถัง L เพิ่ม 1,000 ใบ กับเมล็ดอีก 4 ถุง (โทรหาเฮียป๊อปคิง)
- ผีเฮือนเก่าขายป๊อปคอร์นดีมาก ต.ค. ใช้เมล็ดไป 5 ถุง
""",
    "ภูเขียวรามา/ขนม/สูตรป๊อปคอร์นคาราเมล.md": """# ป๊อปคอร์นคาราเมล (สูตรพี่เพ็ญ) ได้ประมาณ 12 ถัง L

- เมล็ดข้าวโพด 500 กรัม
- น้ำมันมะพร้าว 80 มล.
- เนยเค็ม 100 กรัม
- น้ำตาลทรายแดง 200 กรัม
- กลูโคสไซรัป 60 กรัม
- เกลือ 1/2 ช้อนชา, เบกกิ้งโซดา 1/2 ช้อนชา

เคี่ยวเนย น้ำตาล กลูโคส จนได้ 125 องศา ใส่เกลือกับโซดา แล้วคลุกกับป๊อปคอร์นที่คั่วแล้วทันที
ขายถัง L 100 บาท ต้นทุนประมาณถังละ 28 บาท
""",
    "ภูเขียวรามา/บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | คิดแบบ | รวม |
|---|---|---|---|
| บอย | ช่างฉาย | เงินเดือน 12,000 + OT 1,200 (รอบดึกผีเฮือนเก่า) | 13,200 บาท |
| แนน | ขายตั๋ว | วันละ 350 บาท x 26 วัน | 9,100 บาท |
| ฟ้า | เคาน์เตอร์ขนม | วันละ 330 บาท x 24 วัน | 7,920 บาท |
| ลุงสำราญ | ทำความสะอาด/ยาม | เหมาเดือน | 9,500 บาท |

รวมค่าแรงเดือน ต.ค. 39,720 บาท จ่ายแล้ววันที่ 31 ต.ค.
เดือนนี้รอบเยอะเพราะผีเฮือนเก่า บอยทำ OT 8 คืน
""",
    "ภูเขียวรามา/บันทึกประชุมครอบครัว_26ต.ค.68.md": """# ประชุมครอบครัวเรื่องโรงหนัง วันที่ 26 ตุลาคม 2568

ที่ห้องออฟฟิศหลังโรง 1  ผู้เข้าร่วม: พี่เชษฐ์, พี่เพ็ญ, พ่อเสถียร, บอย (ช่างฉาย)

## มติ
1. ขึ้นราคาตั๋วตั้งแต่ 1 ธันวาคม 2568 ที่นั่งปกติ 100 เป็น 120 บาท ที่นั่งพรีเมียม 130 เป็น 150 บาท วันพุธ 79 บาทคงเดิม
2. อนุมัติเปลี่ยนหลอดซีนอนโรง 2 ตามใบเสนอราคาของดิจิซีเน่ 34,240 บาท (หลอดใช้ไป 2,960 ชั่วโมงแล้ว)
3. Starfall Rising เข้า 13 พ.ย. ให้ลงโรง 1 วันละ 4 รอบ สัปดาห์แรก
4. เรื่องเปลี่ยนโรง 1 เป็นเลเซอร์ เลื่อนไปคุยในแผนปีหน้า พ่อเห็นว่ายังแพงไป
5. ค่าไฟโรงหนังขึ้นเกือบ 5 หมื่น ให้เปิดแอร์ก่อนรอบ 20 นาที จากเดิม 40 นาที

## งานที่ต้องทำ
- พี่เพ็ญ: ทำประกาศราคาตั๋วใหม่ ติดหน้าโรงและลงเพจภายใน 1 พ.ย.
- บอย: นัดช่างดิจิซีเน่เปลี่ยนหลอด และทำตารางรอบ Starfall ส่งค่ายภายใน 7 พ.ย.
- พี่เชษฐ์: ตามงานเหมาโรงโรงเรียนกับบริษัทแถวนี้ช่วงปลายปี
""",
    "บ้าน/แชทไลน์_ครอบครัวศรีสุข.txt": """[3/11/2568 19:30] ปิ่น: แม่ ครูให้จ่ายค่าทัศนศึกษาเชียงใหม่ 2,800 ก่อนวันศุกร์นะคะ
[3/11/2568 19:45] เพ็ญ: ได้ลูก ค่าเทอมก็ต้องจ่ายก่อนวันที่ 14 ด้วย
[5/11/2568 07:10] ปิ่น: แม่ๆ ครูแจ้งใหม่ รถบัสขึ้นราคา ทัศนศึกษาเป็น 3,200 ค่ะ
[5/11/2568 07:12] เพ็ญ: โอเค เดี๋ยวโอนให้ครู 3,200
[6/11/2568 20:05] ปู่: พรุ่งนี้ปู่ไปหาหมอตา ใครว่างไปส่ง
[6/11/2568 20:10] เชษฐ์: ผมไปส่งเองพ่อ รอบบ่ายให้บอยดูโรงแทน
[7/11/2568 16:20] เชษฐ์: หมอนัดผ่าต้อตาขวาพ่อ 9 ธ.ค. นะ ต้องนอนโรงพยาบาล 1 คืน
[7/11/2568 16:25] เพ็ญ: โอเค วันนั้นแม่ดูโรงเอง
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อเสถียร ศรีสุข อายุ 78)

- ต้อกระจกตาขวา หมอตา รพ.ภูเขียว นัดผ่าตัดวันที่ 9 ธันวาคม 2568 นอนโรงพยาบาล 1 คืน
- ใช้สิทธิบัตรทอง จ่ายเพิ่มค่าเลนส์ชนิดพิเศษ 7,000 บาท
- ก่อนผ่า 3 วัน หยอดยาตาตามที่หมอให้ ห้ามกินแอสไพริน
- ความดันสูง กินยาเช้า 1 เม็ด ค่ายาเดือนละประมาณ 850 บาท
- ต.ค. จ่ายค่ายา + ค่าตรวจตา 1,650 บาท
""",
}
TODO = {"todo.md": """- เก็บเงินเหมาโรงผักปัง วันงาน 28 พ.ย.
- ส่งใบเสนอราคาให้โรงงานน้ำตาล ตามคุณกิตติพงษ์
- สั่งถังป๊อปคอร์น L 1,000 ใบ กับป๊อปคิง
- เซ็นสัญญาดิจิซีเน่ปีหน้า ก่อน 15 ธ.ค.
- พาพ่อผ่าตาต้อ 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ภูเขียวรามา"
    films, quotes, proj = shop / "ภาพยนตร์", shop / "ใบเสนอราคา", shop / "เครื่องฉาย"
    snacks, books = shop / "ขนม", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (films, quotes, proj, snacks, books, home / "Bills", home / "ประกัน", home / "ค่าเทอมปิ่น"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(films / "สัญญาเช่าภาพยนตร์_สยามสกรีน_ผีเฮือนเก่า.docx", FILM_CONTRACT, FILM_CONTRACT_TABLE,
               bottom=FILM_CONTRACT_BOTTOM)
    make_pdf(films / "SiamScreen_settlement_Oct2025.pdf", SETTLEMENT)
    make_pdf(films / "GoldenReel_invoice_INV-6811.pdf", GOLDENREEL_INVOICE)
    write_docx(quotes / "ใบเสนอราคา_เหมาโรง_ร.ร.ผักปัง_ร่าง.docx", SCHOOL_DRAFT, SCHOOL_DRAFT_TABLE,
               bottom=SCHOOL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เหมาโรง_ร.ร.ผักปัง_ฉบับจริง.docx", SCHOOL_FINAL, SCHOOL_FINAL_TABLE,
               bottom=SCHOOL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เหมาโรง_น้ำตาลรุ่งเรือง.docx", SUGAR_QUOTE, SUGAR_QUOTE_TABLE,
               bottom=SUGAR_QUOTE_BOTTOM)
    write_docx(proj / "สัญญาบำรุงรักษาเครื่องฉาย_ดิจิซีเน่_2568.docx", DIGICINE_CONTRACT, DIGICINE_TABLE,
               headings=DIGICINE_HEADINGS, bottom=DIGICINE_BOTTOM)
    make_pdf(proj / "DigiCine_quotation_lamp_Oct2025.pdf", DIGICINE_QUOTE)
    make_pdf(snacks / "PopKing_invoice_Oct2025.pdf", POPKING_INVOICE)
    _cinema_book(books / "รายได้รายจ่ายโรงหนัง_2568.xlsx", "2568", SCREEN1_2568, SCREEN2_2568, SNACKS_2568,
                 OTHER_2568, WAGES_2568, POWER_2568, UPKEEP_2568)
    _cinema_book(books / "รายได้รายจ่ายโรงหนัง_2567.xlsx", "2567", SCREEN1_2567, SCREEN2_2567, SNACKS_2567,
                 OTHER_2567, WAGES_2567, POWER_2567, UPKEEP_2567)
    _admissions_book(books / "ผู้ชมรายเรื่อง_2568.xlsx")
    make_pdf(books / "PEA_bill_cinema_Oct2025.pdf", CINEMA_POWER_BILL)
    write_docx(shop / "ประกาศปรับราคาตั๋ว_1ธ.ค.68.docx", TICKET_NOTICE, TICKET_TABLE, bottom=TICKET_BOTTOM)
    write_slides(shop / "แผนโรงหนังปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_home_Oct2025.pdf", HOME_POWER_BILL)
    make_pdf(home / "Bills" / "IsanLink_fibre_bill_Oct2025.pdf", ISANLINK_BILL)
    make_pdf(home / "ประกัน" / "SiamSure_health_renewal_2025.pdf", SIAMSURE_LETTER)
    write_docx(home / "ค่าเทอมปิ่น" / "ค่าเทอม_ปิ่น_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปิ่น" / "ค่าเทอม_ปิ่น_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The family's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
