"""The interiordesign folder: the papers of a two-person interior design studio in Chiang Mai and its household.

The studio is "ฟ้าคราม อินทีเรีย สตูดิโอ" (Fakram Interior Studio), 27/3 ถ.โชตนา ต.ช้างเผือก อ.เมืองเชียงใหม่
จ.เชียงใหม่, run by a couple: คุณพิมพ์ชนก แก้วมณี (พิมพ์, the designer, Mrs. Pimchanok Kaewmanee) and her husband
คุณอนุชา แก้วมณี (พี่นุ, runs the sites and the contractors, Mr. Anucha Kaewmanee). They do condo and house
fit-outs with hired contractors. Their daughter ข้าวหอม (ด.ญ.ธัญชนก) is in ป.3; Pim's mother แม่นวล (นางศรีนวล
ปัญญาวงศ์, Mrs. Srinuan Panyawong) had a knee replacement in October; Pim's brother พี่โอ๊ต lives in Bangkok.
It is November 2568 (2025).

Documents/ฟ้าคราม Studio/ (the business)
- Projects/NimmanHill 1507 คุณเจน/ใบเสนอราคา_NH1507_ร่าง_v1.docx: draft quote QT-FK-6809-07 (20 ก.ย. 2568) to
  คุณเจนจิรา ทองสุข for condo unit 1507: wardrobe 3.2 ม., quartz-top pantry, wallpaper in two bedrooms;
  subtotal 367,000, VAT 25,690, total 392,690; 50% deposit.
- Projects/NimmanHill 1507 คุณเจน/ใบเสนอราคา_NH1507_final_v3.docx: the final (8 ต.ค. 2568): wardrobe 3.6 ม.,
  laminate-top pantry, wallpaper in one room; subtotal 355,000, VAT 24,850, total 379,850; 40/40/20 instalments.
- Projects/NimmanHill 1507 คุณเจน/แชทไลน์_คุณเจน_NH1507.txt: LINE chat with the client (เจน 1507): she asks
  350,000, Pim offers 372,000, she asks 365,000, settled at 370,000 incl. VAT; deposit 148,000 (10 ต.ค.), second
  instalment 148,000, last 74,000 plus a shoe cabinet 12,500 = 86,500.
- Projects/NimmanHill 1507 คุณเจน/email_นิติ NimmanHill_กฎรีโนเวท.txt: email from the condo's juristic office:
  work 13 ต.ค. - 30 พ.ย. 2568, hours, damage deposit 10,000 (refund within 30 days), fine 2,000 a time.
- Projects/NimmanHill 1507 คุณเจน/ChiangMaiLighting_invoice_CML-INV-6810-0457.pdf: English invoice of
  Chiang Mai Lighting Center Co., Ltd. (Oct 28, 2025): lights for 1507, 33,900 + VAT 2,373 = 36,273; deposit
  10,000 paid; balance 26,273 due Nov 15, 2025.
- Projects/NimmanHill 1507 คุณเจน/ใบเสร็จ_ศูนย์ไฟเชียงใหม่_12พย68.docx: the receipt from the same firm in Thai
  (บริษัท ศูนย์ไฟเชียงใหม่ จำกัด): 26,273.00 received 12 พฤศจิกายน 2568 (12/11/68).
- Projects/NimmanHill 1507 คุณเจน/แชทไลน์_ช่างต้อม_ฝ้าทาสี.txt: LINE chat of พี่นุ with the painter ต้อม: ceiling
  and paint for 1507 proposed 52,000, countered 42,000, then 47,000, settled 45,000 (20,000 + 25,000); an extra
  skim coat 3,500 makes the last instalment 28,500.
- Projects/บ้านหมอวิทย์ หางดง/ใบเสนอราคาบิวท์อิน_ช่างเอก.docx: built-in quote of ร้านเอกการช่าง (นายเอกชัย
  มณีรัตน์) for Dr. Wit's house: kitchen 4.2 ม., three wardrobes, shoe cabinet; 186,300, no VAT; deposit 93,150.
- Projects/บ้านหมอวิทย์ หางดง/LannaWoodcraft_quotation_LW-Q25-118.pdf: English quote of Lanna Woodcraft Co., Ltd.
  for the same job: cheaper per metre, subtotal 177,760 + VAT 12,443.20 = 190,203.20.
- Projects/บ้านหมอวิทย์ หางดง/email_DrWit_countertop.txt: email from Dr. Wittaya Srisuk: quartz top, budget
  200,000 max for all built-ins, install by 20 Dec 2025, move in 27 Dec 2025, site meeting Sat 8 Nov 10:00.
- Projects/บ้านหมอวิทย์ หางดง/บันทึกวัดหน้างาน หางดง 3 พ.ย. 68.md: site measurements and notes (ceiling 2.70 ม.,
  kitchen wall 4.20 ม.; quartz 4.2 ม. x 9,800 = 41,160 pushes both quotes over budget).
- Projects/บ้านหมอวิทย์ หางดง/Concept_บ้านหมอวิทย์_v2.pptx: concept slides: Japandi, budget 448,000 in all,
  schedule.
- Suppliers/SiamSurface_pricelist_2025.pdf: English price list 2025 of Siam Surface Co., Ltd. (solid HPL 690,
  woodgrain HPL 780 THB/sheet, quartz 9,800 THB/m, ex VAT).
- Suppliers/ราคาวัสดุ_สยามเซอร์เฟส_2567.docx: last year's list of the same firm in Thai (บริษัท สยามเซอร์เฟส
  จำกัด): solid 640, woodgrain 725 บาท/แผ่น, quartz 9,200 บาท/เมตร.
- บัญชี/รายรับรายจ่าย_ฟ้าคราม_2568.xlsx: this year's book, sheet of income by month (design fees, fit-out) and
  sheet of expenses by month (materials, contractors, rent, ads), ม.ค. - ต.ค. 2568.
- บัญชี/รายรับรายจ่าย_ฟ้าคราม_2567.xlsx: last year's book, same layout, ม.ค. - ธ.ค. 2567 (contractors มี.ค.
  35,600).
- บัญชี/จ่ายช่าง_ต.ค.68.md: contractor payouts in October by full name, 67,700 in all (นายธีระพงษ์ ใจดี 20,000).
- บัญชี/ลูกค้าค้างจ่าย_พ.ย.68.md: what clients owe on 1 Nov, 202,500 in all.

Documents/บ้าน/ (the household)
- Bills/PWA_water_bill_Sep2025.pdf (430.14, due 30 Sep 2025) and Bills/PWA_water_bill_Oct2025.pdf (574.06, due
  30 Oct 2025): English water bills.
- ประกันรถ/LannaInsure_motor_renewal_2025.pdf: English renewal notice for the pickup, premium 19,480 (last year
  18,260), due 5 Dec 2025.
- ข้าวหอม/ใบแจ้งค่าเรียน ข้าวหอม ภาค2_2568.docx: school fee notice, 22,850, pay by 7 พฤศจิกายน 2568.
- ข้าวหอม/ไอเดียห้องนอนข้าวหอม.md: Pim's ideas for the daughter's room (budget 15,000).
- แม่/DoiSuthepHospital_invoice_Srinuan_Oct2025.pdf: English hospital bill: 148,600 in all, 96,400 direct-billed,
  52,200 paid by the family.
- แม่/นัดหมอ_กายภาพแม่.md: follow-ups 8 พ.ย. and 6 ธ.ค. 2568, physio 450 บาท a session.
- สินเชื่อบ้าน/หนังสือแจ้งปรับดอกเบี้ย_ธ.นครพิงค์.docx: the bank's letter: home loan rate 6.15% -> 5.90% from
  1 ธันวาคม 2568, instalment 15,800 -> 15,400.
- รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_ครอบครัวแก้วมณี.txt: the family's LINE group: พี่โอ๊ต offers 20,000, pays half, 26,100 in two transfers.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
STUDIO_TOP = ("ฟ้าคราม อินทีเรีย สตูดิโอ (Fakram Interior Studio) 27/3 ถ.โชตนา ต.ช้างเผือก อ.เมืองเชียงใหม่ "
              "จ.เชียงใหม่ 50300 โทร 089-635-2417 เลขประจำตัวผู้เสียภาษี 0505566012458")

# ---------------------------------------------------------------- condo 1507 quotes
NH_DRAFT = [
    STUDIO_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-FK-6809-07",
    "วันที่ 20 ก.ย. 2568",
    "เรียน คุณเจนจิรา ทองสุข  ห้อง 1507 อาคารนิมมานฮิลล์ เรสซิเดนซ์ ซ.นิมมานเหมินท์ 17 เชียงใหม่",
    "เรื่อง งานออกแบบและตกแต่งภายในห้องชุด 1 ห้องนอนใหญ่ + 1 ห้องนอนเล็ก (62 ตร.ม.)",
]
NH_DRAFT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "ตู้เสื้อผ้าบิวท์อิน ห้องนอนใหญ่ ยาว 3.2 ม. บานสวิง", "68,000"),
    ("2", "ผนังทีวีพร้อมชั้นวาง ห้องนั่งเล่น", "42,500"),
    ("3", "ครัวแพนทรี่ บน-ล่าง 2.4 ม. ท็อปควอตซ์สีขาว", "86,000"),
    ("4", "วอลเปเปอร์ ห้องนอน 2 ห้อง", "18,400"),
    ("5", "งานฝ้าหลุมซ่อนไฟ และทาสีทั้งห้อง", "55,000"),
    ("6", "งานไฟ ดาวน์ไลท์ ไฟซ่อน โคมห้อย", "39,600"),
    ("7", "ผ้าม่านและมู่ลี่ทั้งห้อง", "32,500"),
    ("8", "ค่าออกแบบและควบคุมงาน", "25,000"),
    ("", "รวมเป็นเงิน", "367,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "25,690"),
    ("", "รวมทั้งสิ้น", "392,690"),
]
NH_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 392,690 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "การชำระเงิน: มัดจำ 50% = 196,345 บาท เมื่อตกลง ส่วนที่เหลือเมื่อส่งมอบงาน",
    "ระยะเวลาทำงานประมาณ 45 วัน",
    "ร่าง ยังไม่ส่งลูกค้า รอพี่นุเช็กราคาช่างฝ้ากับราคาท็อปควอตซ์",
]
NH_FINAL = [
    STUDIO_TOP,
    "ใบเสนอราคา  เลขที่ QT-FK-6809-07 (ฉบับแก้ไขครั้งที่ 3 / final v3)",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน คุณเจนจิรา ทองสุข  ห้อง 1507 อาคารนิมมานฮิลล์ เรสซิเดนซ์ ซ.นิมมานเหมินท์ 17 เชียงใหม่",
    "เรื่อง งานออกแบบและตกแต่งภายในห้องชุด (แก้ไขตามที่คุยกันวันที่ 5 ต.ค. 2568)",
]
NH_FINAL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "ตู้เสื้อผ้าบิวท์อิน ห้องนอนใหญ่ ยาว 3.6 ม. บานเลื่อน", "74,000"),
    ("2", "ผนังทีวีพร้อมชั้นวาง ห้องนั่งเล่น", "42,500"),
    ("3", "ครัวแพนทรี่ บน-ล่าง 2.4 ม. ท็อปลามิเนตลายหินอ่อน", "71,500"),
    ("4", "วอลเปเปอร์ ห้องนอนใหญ่ 1 ห้อง", "9,800"),
    ("5", "งานฝ้าหลุมซ่อนไฟ และทาสีทั้งห้อง", "55,000"),
    ("6", "งานไฟ ดาวน์ไลท์ ไฟซ่อน โคมห้อยหวาย 2 จุด แทร็กไลท์", "44,000"),
    ("7", "ผ้าม่านกันแสง (blackout) และมู่ลี่ทั้งห้อง", "33,200"),
    ("8", "ค่าออกแบบและควบคุมงาน", "25,000"),
    ("", "รวมเป็นเงิน", "355,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "24,850"),
    ("", "รวมทั้งสิ้น", "379,850"),
]
NH_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 379,850 บาท (สามแสนเจ็ดหมื่นเก้าพันแปดร้อยห้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "การชำระเงิน: งวดที่ 1 มัดจำ 40% = 151,940 บาท  งวดที่ 2 เมื่อติดตั้งบิวท์อินเสร็จ 40% = 151,940 บาท  "
    "งวดที่ 3 เมื่อส่งมอบงาน 20% = 75,970 บาท",
    "เริ่มงานได้ 13 ต.ค. 2568 ตามวันที่นิติบุคคลอนุญาต ส่งมอบภายใน 30 พ.ย. 2568",
    "ราคานี้ยืนราคา 15 วัน  รับประกันงานบิวท์อิน 1 ปี",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- Dr Wit's built-ins
EK_QUOTE = [
    "ร้านเอกการช่าง เฟอร์นิเจอร์บิวท์อิน",
    "99/4 หมู่ 6 ต.หนองแหย่ง อ.สันทราย จ.เชียงใหม่ โทร 081-883-1946",
    "ใบเสนอราคา เลขที่ 118/2568  วันที่ 24 ต.ค. 2568",
    "เรียน คุณพิมพ์ชนก ฟ้าคราม อินทีเรีย สตูดิโอ",
    "งาน บ้านคุณหมอวิทยา ศรีสุข หมู่บ้านลานนาวิลล์ อ.หางดง",
]
EK_TABLE = [
    ("รายการ", "ขนาด", "ราคาต่อเมตร (บาท)", "รวม (บาท)"),
    ("ชุดครัวบน-ล่าง โครงไม้อัดยางกันชื้น ปิดผิว HPL บานปิดนุ่ม", "4.2 ม.", "18,500", "77,700"),
    ("ตู้เสื้อผ้าห้องนอนใหญ่ บานเลื่อน สูงชนฝ้า", "3.0 ม.", "14,800", "44,400"),
    ("ตู้เสื้อผ้าห้องนอน 2 และห้องนอน 3 (ห้องละ 2.0 ม.)", "4.0 ม.", "13,500", "54,000"),
    ("ตู้รองเท้าหน้าบ้าน", "1.2 ม.", "8,500", "10,200"),
    ("ค่าขนส่งและติดตั้ง", "", "", "ฟรี"),
    ("รวมทั้งสิ้น", "", "", "186,300"),
]
EK_BOTTOM = [
    "รวมทั้งสิ้น 186,300 บาท (ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม ไม่มี VAT)",
    "มัดจำ 50% = 93,150 บาท ที่เหลือจ่ายเมื่อติดตั้งเสร็จ",
    "ระยะเวลาผลิตและติดตั้ง 35 วันหลังรับมัดจำ",
    "ถ้าเปลี่ยนท็อปครัวเป็นควอตซ์ คิดเพิ่มตามราคาหินจริง",
    "เอกชัย มณีรัตน์ ผู้เสนอราคา",
]
LANNA_QUOTE = [
    "LANNA WOODCRAFT CO., LTD.\n"
    "Custom built-in furniture - 145 Moo 2, Nong Phueng, Saraphi, Chiang Mai 50140\n"
    "Tel. 053-322-871   www.lannawoodcraft.co.th   Tax ID 0505561008831\n"
    "\n"
    "QUOTATION No. LW-Q25-118            Date: Oct 27, 2025\n"
    "To: Fakram Interior Studio (Khun Pimchanok Kaewmanee)\n"
    "Project: Dr. Wittaya Srisuk residence, Lanna Ville, Hang Dong\n"
    "\n"
    "Item                                             Qty      Rate/m     Amount\n"
    "Kitchen cabinets upper+lower, E1 board, HPL      4.2 m    16,900     70,980.00\n"
    "Master bedroom wardrobe, sliding doors           3.0 m    13,900     41,700.00\n"
    "Wardrobes bedroom 2 and 3 (2.0 m each)           4.0 m    12,400     49,600.00\n"
    "Shoe cabinet                                     1.2 m     7,900      9,480.00\n"
    "Transport and installation                       1 lot                 6,000.00\n"
    "\n"
    "Subtotal                                                          177,760.00\n"
    "VAT 7%                                                             12,443.20\n"
    "GRAND TOTAL                                                       190,203.20 THB\n"
    "\n"
    "Terms: 40% deposit on order, 60% on completion. Production and installation 28 days.\n"
    "Quartz countertop can be added at 10,500 THB per metre (20 mm, white).\n"
    "This quotation is valid until Nov 30, 2025. Warranty 2 years on hardware.\n"
    "Sales: Khun Kritsada 086-771-5029",
]
WIT_EMAIL = """From: Wittaya Srisuk <dr.wittaya.s@gmail.com>
To: Pimchanok Kaewmanee <pim.fakram@gmail.com>
Cc: anucha.fakram@gmail.com
Date: Sun, 2 Nov 2025 21:37:05 +0700
Subject: Re: Built-in quotes for the Hang Dong house

Hi Pim,

Thanks for sending both quotes (Khun Ek's shop and Lanna Woodcraft). Noi and I went through them tonight.

1. We'd like a quartz top for the kitchen instead of the HPL laminate - white, 20 mm. Please add it to
   whichever quote we go with.
2. Our budget for ALL the built-ins, quartz top included, is 200,000 baht max. Please don't go over.
3. We move in on 27 Dec 2025 (Noi's mother is coming up from Bangkok for New Year), so everything must be
   installed by 20 Dec 2025.
4. Keep the shoe cabinet. If we are over budget, the wardrobe in bedroom 3 can wait until next year.

Can you and Nu come to the house on Sat 8 Nov at 10:00 to confirm the colour samples?

Best,
Wit
"""
SITE_NOTE = """# วัดหน้างาน บ้านหมอวิทย์ หางดง (3 พ.ย. 68)
ไปกับพี่นุ 10.00-12.30 น. คุณหน่อย (ภรรยาหมอ) อยู่บ้าน

## ขนาด
- ผนังครัว 4.20 ม. สูงฝ้า 2.70 ม. ปลั๊กเตาไฟฟ้าอยู่ซ้ายสุด
- ห้องนอนใหญ่ ผนังตู้ 3.00 ม.
- ห้องนอน 2 และ 3 ผนังละ 2.00 ม.
- หน้าบ้าน ช่องตู้รองเท้า 1.20 ม.

## ราคา
- ช่างเอก 186,300 (ไม่มี VAT) / ล้านนาวู้ดคราฟท์ 190,203.20 รวม VAT
- หมออยากได้ท็อปควอตซ์ ราคาสยามเซอร์เฟสปีนี้เมตรละ 9,800 x 4.2 ม. = 41,160 ไม่รวม VAT
- ถ้าบวกควอตซ์ ทั้งสองเจ้าเกินงบ 200,000 ต้องตัดตู้ห้องนอน 3 (ช่างเอก 27,000) หรือขอลด
- นัดเลือกสี เสาร์ 8 พ.ย. 10 โมง
"""


def _concept_slides() -> list[tuple[str, str]]:
    return [
        ("บ้านคุณหมอวิทย์ หางดง - Concept v2", "Japandi: ไม้โอ๊คอ่อน ผนังขาวครีม ผ้าลินิน\nฟ้าคราม อินทีเรีย สตูดิโอ  "
                                                 "ต.ค. 2568"),
        ("Mood & material", "ลามิเนตลายไม้โอ๊ค (สยามเซอร์เฟส)\nท็อปครัวควอตซ์ขาว\nมือจับซ่อน บานปิดนุ่ม"),
        ("งบประมาณรวม (Budget)", "บิวท์อินทั้งหมด 200,000 บาท\nไฟและโคม 45,000 บาท\nผ้าม่าน 38,000 บาท\n"
                                 "เฟอร์นิเจอร์ลอยตัว 120,000 บาท\nค่าออกแบบ 45,000 บาท\nรวม 448,000 บาท"),
        ("แผนงาน (Schedule)", "เลือกสีและอนุมัติแบบ 8 พ.ย. 2568\nผลิตบิวท์อิน 10 พ.ย. - 12 ธ.ค.\n"
                              "ติดตั้ง 13 - 19 ธ.ค.\nส่งมอบ 20 ธ.ค. 2568  เข้าอยู่ 27 ธ.ค."),
    ]


# ---------------------------------------------------------------- lighting order
LIGHT_INVOICE = [
    "CHIANG MAI LIGHTING CENTER CO., LTD.\n"
    "88 Chang Khlan Road, Mueang Chiang Mai 50100   Tel. 053-274-660   Tax ID 0505548002716\n"
    "\n"
    "TAX INVOICE / INVOICE   No. CML-INV-6810-0457\n"
    "Date: Oct 28, 2025\n"
    "Customer: Fakram Interior Studio, 27/3 Chotana Rd, Chang Phueak, Chiang Mai 50300\n"
    "Delivery to: Nimman Hill Residence, unit 1507\n"
    "\n"
    "LED downlight 9W 3000K             24 pcs x   450.00     10,800.00\n"
    "LED strip 4000K 5 m with driver     8 rolls x 1,250.00    10,000.00\n"
    "Rattan pendant lamp 40 cm           2 pcs x  3,900.00      7,800.00\n"
    "Track light set 1.5 m               2 sets x 2,650.00      5,300.00\n"
    "\n"
    "Subtotal                                              33,900.00\n"
    "VAT 7%                                                 2,373.00\n"
    "TOTAL                                                 36,273.00 THB\n"
    "Less deposit received Oct 16, 2025                   -10,000.00\n"
    "BALANCE DUE                                           26,273.00 THB\n"
    "\n"
    "Please pay the balance by Nov 15, 2025 to Nakhon Ping Bank account 031-8-44721-6.\n"
    "Goods once sold are exchangeable within 7 days with this invoice.",
]
LIGHT_RECEIPT = [
    "บริษัท ศูนย์ไฟเชียงใหม่ จำกัด",
    "88 ถ.ช้างคลาน อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50100 โทร 053-274-660",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0219",
    "วันที่ 12 พฤศจิกายน 2568 (12/11/68)",
    "ได้รับเงินจาก ฟ้าคราม อินทีเรีย สตูดิโอ (คุณอนุชา แก้วมณี)",
]
LIGHT_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ CML-INV-6810-0457 (รวม VAT)", "36,273.00"),
    ("หักเงินมัดจำที่รับแล้ว 16 ต.ค. 2568", "10,000.00"),
    ("รับชำระครั้งนี้ (ยอดคงเหลือ)", "26,273.00"),
]
LIGHT_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีบริษัท จำนวน 26,273.00 บาท (สองหมื่นหกพันสองร้อยเจ็ดสิบสามบาทถ้วน)",
    "ชำระครบตามใบแจ้งหนี้แล้ว",
    "ผู้รับเงิน นางสาวกนกพร (ฝ่ายบัญชี)",
]

# ---------------------------------------------------------------- materials price lists
SURFACE_2025 = [
    "SIAM SURFACE CO., LTD.\n"
    "Laminates, boards and countertops - 21/8 Moo 1, San Phak Wan, Hang Dong, Chiang Mai 50230\n"
    "PRICE LIST 2025 (valid 1 Jan 2025 - 31 Dec 2025)\n"
    "Prices in THB, VAT not included, delivered in Chiang Mai for orders over 10,000 THB.\n"
    "\n"
    "HPL laminate 0.8 mm 4x8 ft, solid colours ........ 690 THB/sheet\n"
    "HPL laminate 0.8 mm 4x8 ft, woodgrain ............ 780 THB/sheet\n"
    "HPL laminate 0.8 mm 4x8 ft, marble look .......... 840 THB/sheet\n"
    "Melamine board 16 mm 4x8 ft ...................... 1,150 THB/sheet\n"
    "PVC edge banding 22 mm ........................... 12 THB/m\n"
    "Quartz countertop 20 mm, white ................... 9,800 THB/m (depth 60 cm)\n"
    "\n"
    "Designer discount 5% for registered studios. Payment 30 days.\n"
    "Contact: Khun Sasithorn, sales.cnx@siamsurface.co.th",
]
SURFACE_2567 = ["บริษัท สยามเซอร์เฟส จำกัด  สาขาเชียงใหม่ (หางดง)",
                "ใบราคาวัสดุ ปี 2567 (1 ม.ค. - 31 ธ.ค. 2567)",
                "ราคาเป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม"]
SURFACE_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ลามิเนต HPL 0.8 มม. 4x8 ฟุต สีพื้น", "640 บาท/แผ่น"),
    ("ลามิเนต HPL 0.8 มม. 4x8 ฟุต ลายไม้", "725 บาท/แผ่น"),
    ("ลามิเนต HPL 0.8 มม. 4x8 ฟุต ลายหินอ่อน", "790 บาท/แผ่น"),
    ("แผ่นเมลามีน 16 มม. 4x8 ฟุต", "1,080 บาท/แผ่น"),
    ("ขอบ PVC 22 มม.", "11 บาท/เมตร"),
    ("ท็อปควอตซ์ 20 มม. สีขาว", "9,200 บาท/เมตร"),
]
SURFACE_2567_BOTTOM = ["ส่วนลดนักออกแบบ 5% เครดิต 30 วัน",
                       "ส่งฟรีในเขตเชียงใหม่เมื่อสั่งครบ 10,000 บาท ติดต่อ คุณศศิธร"]

# ---------------------------------------------------------------- studio books
DESIGN_2568 = [35000, 28000, 42000, 25000, 38000, 45000, 30000, 52000, 40000, 47000]
FITOUT_2568 = [185000, 142000, 268000, 96000, 210000, 305000, 178000, 246000, 199000, 320000]
MATERIAL_2568 = [92400, 71800, 138600, 48200, 104300, 156800, 88900, 121500, 97600, 163200]
CONTRACTOR_2568 = [46500, 38200, 71400, 26800, 55200, 82600, 47300, 63900, 52100, 67700]
RENT_2568 = [12000] * 10
ADS_2568 = [3500, 3000, 4200, 2800, 3600, 4500, 3200, 5100, 4000, 4800]
DESIGN_2567 = [22000, 30000, 26000, 18000, 34000, 28000, 31000, 36000, 24000, 39000, 33000, 41000]
FITOUT_2567 = [120000, 158000, 134000, 88000, 176000, 149000, 162000, 188000, 131000, 214000, 172000, 236000]
MATERIAL_2567 = [61200, 80500, 68300, 44900, 89700, 75400, 82600, 95800, 66700, 109100, 87600, 120300]
CONTRACTOR_2567 = [31800, 41900, 35600, 23300, 46700, 39200, 42900, 49800, 34700, 56700, 45600, 62500]
RENT_2567 = [10500] * 12
ADS_2567 = [2500, 2200, 2700, 1900, 2800, 2600, 2400, 3100, 2300, 3300, 2900, 3600]


def _studio_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ ฟ้าคราม อินทีเรีย สตูดิโอ ปี {year} (Studio income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าออกแบบ (Design fees)", "งานตกแต่ง/รับเหมา (Fit-out jobs)", "รวม (Total)"])
    design, fitout = income
    for month, a, b in zip(MONTHS, design, fitout):
        sheet.append([f"{month} {year}", a, b, a + b])
    sheet.append(["รวม (Total)", sum(design), sum(fitout), sum(design) + sum(fitout)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย ฟ้าคราม อินทีเรีย สตูดิโอ ปี {year} (Studio expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าช่าง (Contractors)", "ค่าเช่าสตูดิโอ (Studio rent)",
                  "ค่าโฆษณา FB/IG (Ads)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(design)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in costs] + [sum(sum(column) for column in costs)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- household papers
WATER_SEP = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chiang Mai Branch\n"
    "WATER BILL / NOTICE OF PAYMENT - September 2025\n"
    "Account name: Mr. Anucha Kaewmanee\n"
    "Address: 59/14 Moo 3, Nong Chom, San Sai, Chiang Mai 50210\n"
    "Account no. 5510-0427-318\n"
    "Reading period: 16 Aug 2025 - 15 Sep 2025\n"
    "Meter: 1,482 -> 1,506   Water used: 24 cu.m.\n"
    "Water charge 372.00   Service fee 30.00   VAT 7% 28.14\n"
    "AMOUNT DUE: 430.14 THB\n"
    "Due date: 30 Sep 2025\n"
    "Pay at PWA offices, counter services, or the PWA 1662 app.",
]
WATER_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chiang Mai Branch\n"
    "WATER BILL / NOTICE OF PAYMENT - October 2025\n"
    "Account name: Mr. Anucha Kaewmanee\n"
    "Address: 59/14 Moo 3, Nong Chom, San Sai, Chiang Mai 50210\n"
    "Account no. 5510-0427-318\n"
    "Reading period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter: 1,506 -> 1,537   Water used: 31 cu.m.\n"
    "Water charge 506.50   Service fee 30.00   VAT 7% 37.56\n"
    "AMOUNT DUE: 574.06 THB\n"
    "Due date: 30 Oct 2025\n"
    "Notice: your use is 29% higher than last month. Please check for leaks.\n"
    "Pay at PWA offices, counter services, or the PWA 1662 app.",
]
CAR_INSURANCE = [
    "LANNA GENERAL INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Office, Superhighway Road, Chiang Mai 50000   Call centre 1733\n"
    "3 November 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Anucha Kaewmanee\n"
    "Vehicle: Toyota Hilux Revo Double Cab 2.4, 2021, registration 3 Kor-Kor 5813 Chiang Mai\n"
    "Policy no. LGI-MV-25-0098214   Type 1, garage repair\n"
    "Current policy expires: 5 Dec 2025\n"
    "\n"
    "Sum insured next year: 520,000 THB (this year 560,000 THB)\n"
    "Renewal premium: 19,480 THB including stamp duty and VAT (last year 18,260 THB)\n"
    "No-claim discount: 20% (reduced from 30% after the claim of 14 Jun 2025)\n"
    "Please pay by 5 Dec 2025 to keep continuous cover.\n"
    "Compulsory motor insurance (CMI) 645.21 THB is billed separately.\n"
    "Agent: Khun Siriporn 089-552-1840",
]
HOSPITAL_BILL = [
    "DOI SUTHEP HOSPITAL\n"
    "199 Huay Kaew Road, Mueang Chiang Mai 50200   Tel. 053-920-300\n"
    "\n"
    "INPATIENT INVOICE / RECEIPT   No. DSH-IP-2510-03318\n"
    "Patient: Mrs. Srinuan Panyawong   Age 67   HN 65-04417\n"
    "Admitted: 20 Oct 2025   Discharged: 25 Oct 2025\n"
    "Procedure: Total knee replacement, right knee   Surgeon: Dr. Pakorn Inthasorn\n"
    "\n"
    "Room and board (5 nights x 2,800)          14,000\n"
    "Operating room and surgery                 62,500\n"
    "Knee implant                               48,000\n"
    "Medicines and supplies                     11,260\n"
    "Physiotherapy in ward                       4,200\n"
    "Doctor fees                                 8,640\n"
    "TOTAL CHARGES                             148,600\n"
    "Less direct billing, Comptroller General's Department\n"
    "(retired civil servant scheme)            -96,400\n"
    "PATIENT PAYS                               52,200 THB\n"
    "\n"
    "Paid 25 Oct 2025 by credit card (card holder Pimchanok Kaewmanee).\n"
    "Follow-up: 8 Nov 2025, orthopaedic clinic, 2nd floor.",
]
HOME_LOAN = [
    "ธนาคารนครพิงค์ จำกัด (มหาชน) สาขาสันทราย",
    "ที่ NPB-HL/2568/11452",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรื่อง แจ้งการปรับอัตราดอกเบี้ยและค่างวดสินเชื่อเพื่อที่อยู่อาศัย",
    "เรียน นายอนุชา แก้วมณี และ นางพิมพ์ชนก แก้วมณี (ผู้กู้ร่วม)",
    "ตามที่ท่านได้รับสินเชื่อเพื่อที่อยู่อาศัย สัญญาเลขที่ HL-6104-00871 ธนาคารขอแจ้งการปรับอัตราดอกเบี้ย"
    "ตามประกาศธนาคาร ดังนี้",
]
HOME_LOAN_TABLE = [
    ("รายการ", "เดิม", "ใหม่ ตั้งแต่ 1 ธันวาคม 2568"),
    ("อัตราดอกเบี้ย", "MRR-1.50% (6.15% ต่อปี)", "MRR-1.75% (5.90% ต่อปี)"),
    ("ค่างวดต่อเดือน", "15,800 บาท", "15,400 บาท"),
    ("วันหักบัญชี", "ทุกวันที่ 5", "ทุกวันที่ 5"),
]
HOME_LOAN_BOTTOM = [
    "ยอดหนี้คงเหลือ ณ วันที่ 31 ต.ค. 2568 จำนวน 1,842,356.12 บาท ระยะเวลาผ่อนคงเหลือ 214 งวด",
    "ค่างวดใหม่จะเริ่มหักบัญชีงวดวันที่ 5 ธ.ค. 2568 เป็นต้นไป ท่านไม่ต้องดำเนินการใดๆ",
    "สอบถามเพิ่มเติม โทร 053-491-220 (คุณปวีณา)",
    "ขอแสดงความนับถือ",
    "ฝ่ายสินเชื่อรายย่อย ธนาคารนครพิงค์",
]
SCHOOL_FEES = [
    "โรงเรียนเวียงพิงค์วิทยา อ.สันทราย จ.เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการเรียน ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ธัญชนก แก้วมณี  ชั้น ป.3/2  เลขประจำตัว 41276",
]
SCHOOL_FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "16,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่ากิจกรรมและทัศนศึกษา (สวนสัตว์เชียงใหม่)", "1,500"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "22,850"),
]
SCHOOL_FEES_BOTTOM = [
    "รวมทั้งสิ้น 22,850 บาท กรุณาชำระภายในวันที่ 7 พฤศจิกายน 2568",
    "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารนครพิงค์ 402-1-77315-0 แล้วส่งสลิปให้ครูประจำชั้น",
    "ชำระหลังกำหนด ปรับวันละ 30 บาท",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_MONTHS = {
    "ส.ค. 68": [("ผ่อนบ้าน (Home loan)", 15800, "ธ.นครพิงค์ หักวันที่ 5"), ("ค่าไฟ (Electricity)", 2214.60, "PEA"),
                ("ค่าน้ำ (Water)", 401.20, "PWA"), ("อินเทอร์เน็ต (Internet)", 642, ""),
                ("ค่ากับข้าว (Food)", 11800, ""), ("ค่าน้ำมันรถ (Fuel)", 4600, "Hilux ไปหน้างาน"),
                ("รถตู้รับส่งข้าวหอม (School van)", 1500, "")],
    "ก.ย. 68": [("ผ่อนบ้าน (Home loan)", 15800, "ธ.นครพิงค์ หักวันที่ 5"), ("ค่าไฟ (Electricity)", 2390.15, "PEA"),
                ("ค่าน้ำ (Water)", 430.14, "PWA"), ("อินเทอร์เน็ต (Internet)", 642, ""),
                ("ค่ากับข้าว (Food)", 12150, ""), ("ค่าน้ำมันรถ (Fuel)", 5200, "Hilux ไปหน้างาน"),
                ("รถตู้รับส่งข้าวหอม (School van)", 1500, ""), ("ค่าซ่อมแอร์ห้องนอน (Aircon repair)", 1800, "")],
    "ต.ค. 68": [("ผ่อนบ้าน (Home loan)", 15800, "ธ.นครพิงค์ หักวันที่ 5"), ("ค่าไฟ (Electricity)", 2105.80, "PEA"),
                ("ค่าน้ำ (Water)", 574.06, "PWA"), ("อินเทอร์เน็ต (Internet)", 642, ""),
                ("ค่ากับข้าว (Food)", 11450, ""), ("ค่าน้ำมันรถ (Fuel)", 5650, "Hilux ไปหน้างาน"),
                ("รถตู้รับส่งข้าวหอม (School van)", 1500, ""),
                ("ค่าโรงพยาบาลแม่ ส่วนของพิมพ์ (Mum's hospital, our half)", 26100, "อีกครึ่งพี่โอ๊ตโอนมา")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- chats, emails, notes
NH = "ฟ้าคราม Studio/Projects/NimmanHill 1507 คุณเจน/"
TEXTS = {
    NH + "แชทไลน์_คุณเจน_NH1507.txt": """[8 ต.ค. 68 19:20] พิมพ์ ฟ้าคราม: คุณเจนคะ ส่งใบเสนอราคา v3 ให้แล้วนะคะ ตู้เสื้อผ้าขยายเป็น 3.6 ม. ท็อปแพนทรี่เปลี่ยนเป็นลามิเนต วอลเปเปอร์เหลือห้องนอนใหญ่ห้องเดียว รวม VAT 379,850 บาทค่ะ
[8 ต.ค. 68 21:03] เจน 1507: ได้รับแล้วค่ะพี่พิมพ์ เจนขอปัดเหลือ 350,000 รวม vat ได้มั้ยคะ งบเจนตึงมากกก
[9 ต.ค. 68 08:45] พิมพ์ ฟ้าคราม: ลดให้ได้ถึง 372,000 รวม VAT ค่ะ ต่ำกว่านี้ต้องตัดงานออกแล้ว
[9 ต.ค. 68 12:10] เจน 1507: งั้น 365,000 ได้ไหมคะ ถ้าได้เจนโอนมัดจำพรุ่งนี้เลย
[9 ต.ค. 68 13:30] พิมพ์ ฟ้าคราม: ขอถามพี่นุก่อนนะคะ ช่างฝ้าเพิ่งขึ้นราคา
[9 ต.ค. 68 18:02] พิมพ์ ฟ้าคราม: คุยกับพี่นุแล้วค่ะ เจอกันครึ่งทาง 370,000 ถ้วน รวม VAT แล้วนะคะ แบ่งจ่าย 3 งวด 40/40/20
[9 ต.ค. 68 18:15] เจน 1507: ตกลงค่ะ 370,000 งวดแรกเท่าไหร่คะ
[9 ต.ค. 68 18:17] พิมพ์ ฟ้าคราม: งวดแรก (มัดจำ) 148,000 บาท งวดสอง 148,000 ตอนติดตั้งบิวท์อินเสร็จ งวดสุดท้าย 74,000 ตอนส่งมอบค่ะ
[10 ต.ค. 68 10:22] เจน 1507: โอนมัดจำแล้วนะคะ 148,000 [รูปภาพ]
[10 ต.ค. 68 10:30] พิมพ์ ฟ้าคราม: ได้รับแล้วค่ะ ขอบคุณค่ะ เริ่มงาน 13 ต.ค. ตามที่นิติอนุญาตนะคะ
[1 พ.ย. 68 20:40] เจน 1507: พี่พิมพ์ เพิ่มตู้รองเท้าหน้าประตูได้ไหมคะ เพื่อนมาบ้านแล้วรองเท้าเต็มเลย
[2 พ.ย. 68 09:15] พิมพ์ ฟ้าคราม: ได้ค่ะ ตู้รองเท้า 1.2 ม. 12,500 บาท รวมไปกับงวดสุดท้ายนะคะ งวดสุดท้ายจะเป็น 86,500
[2 พ.ย. 68 09:20] เจน 1507: โอเคค่ะ
[14 พ.ย. 68 17:05] เจน 1507: ตู้เสร็จสวยมากค่ะ โอนงวดสองแล้วนะคะ 148,000
""",
    NH + "แชทไลน์_ช่างต้อม_ฝ้าทาสี.txt": """[3 ต.ค. 68 08:10] นุ ฟ้าคราม: ต้อม งานห้อง 1507 นิมมานฮิลล์ ฝ้าหลุมซ่อนไฟห้องนั่งเล่น + ทาสีทั้งห้อง 62 ตร.ม. คิดเท่าไหร่ รวมของเลยนะ
[3 ต.ค. 68 12:45] ต้อม ช่างสี: รวมของ 52,000 ครับพี่ สีเกรดพรีเมียมเช็ดล้างได้
[3 ต.ค. 68 13:02] นุ ฟ้าคราม: แพงไปต้อม คอนโดแค่ 62 ตร.ม. พี่ให้ 42,000
[3 ต.ค. 68 19:30] ต้อม ช่างสี: 47,000 ครับพี่ ฝ้าหลุมต้องเดินโครงใหม่หมดเลย
[4 ต.ค. 68 07:55] นุ ฟ้าคราม: 45,000 จบนะ จ่ายก่อน 20,000 ตอนเริ่ม ที่เหลือ 25,000 ตอนเสร็จ
[4 ต.ค. 68 08:20] ต้อม ช่างสี: ok ครับพี่ 45,000 เริ่ม 13/10/68 ได้เลย
[13 ต.ค. 68 17:40] นุ ฟ้าคราม: โอนงวดแรก 20,000 แล้วนะ นิติให้ทำเสียงดังได้ถึง 4 โมงเย็นเท่านั้น ระวังด้วย
[27 ต.ค. 68 16:10] ต้อม ช่างสี: พี่นุ ผนังห้องนอนเล็กร้าวหลายจุด ต้องฉาบสกิมโค้ทใหม่ ขอเพิ่ม 3,500 ครับ
[27 ต.ค. 68 16:30] นุ ฟ้าคราม: ได้ บวก 3,500 ไปกับงวดสุดท้าย รวมงวดสุดท้าย 28,500
[8 พ.ย. 68 17:15] ต้อม ช่างสี: เสร็จแล้วครับพี่ เก็บงานแล้ว รบกวนตรวจด้วยครับ
""",
    NH + "email_นิติ NimmanHill_กฎรีโนเวท.txt": """From: นิติบุคคลอาคารชุด นิมมานฮิลล์ เรสซิเดนซ์ <juristic@nimmanhill-residence.co.th>
To: Pimchanok Kaewmanee <pim.fakram@gmail.com>
Date: Mon, 29 Sep 2025 10:14:22 +0700
Subject: อนุมัติการตกแต่งห้อง 1507 / Renovation approval, unit 1507

เรียน คุณพิมพ์ชนก (ฟ้าคราม อินทีเรีย สตูดิโอ)

นิติบุคคลฯ อนุมัติให้ตกแต่งห้อง 1507 (เจ้าของร่วม คุณเจนจิรา ทองสุข) โดยมีเงื่อนไขดังนี้
1. ระยะเวลาทำงาน 13 ต.ค. 2568 ถึง 30 พ.ย. 2568 หากเกินกำหนดต้องยื่นขอขยายเวลาล่วงหน้า 7 วัน
2. เวลาทำงาน วันจันทร์-เสาร์ 08.30-17.00 น. งดทำงานวันอาทิตย์และวันหยุดนักขัตฤกษ์
3. งานที่มีเสียงดัง (เจาะ สกัด ตัด) ทำได้เฉพาะ 09.00-12.00 น. และ 13.00-16.00 น.
4. วางเงินประกันความเสียหาย 10,000 บาท คืนภายใน 30 วันหลังนิติฯ ตรวจรับพื้นที่ส่วนกลาง
5. ช่างทุกคนต้องทำบัตรผ่านที่สำนักงาน คนละ 50 บาท และแลกบัตรประชาชนทุกวัน
6. ใช้ลิฟต์ขนของเท่านั้น จองล่วงหน้า 1 วัน ครั้งละไม่เกิน 1 ชั่วโมง
7. ขยะจากงานก่อสร้างต้องขนออกเอง ห้ามทิ้งในห้องขยะของอาคาร
หากทำงานนอกเวลาหรือทำพื้นที่ส่วนกลางเสียหาย ปรับครั้งละ 2,000 บาท และหักจากเงินประกัน

ติดต่อ คุณวรรณา (ผู้จัดการนิติบุคคล) โทร 053-217-448
""",
    "ฟ้าคราม Studio/Projects/บ้านหมอวิทย์ หางดง/email_DrWit_countertop.txt": WIT_EMAIL,
    "ฟ้าคราม Studio/Projects/บ้านหมอวิทย์ หางดง/บันทึกวัดหน้างาน หางดง 3 พ.ย. 68.md": SITE_NOTE,
    "ฟ้าคราม Studio/บัญชี/จ่ายช่าง_ต.ค.68.md": """# จ่ายช่าง เดือนตุลาคม 2568

| ชื่อ | งาน | จำนวนเงิน | วันที่จ่าย |
|---|---|---|---|
| นายธีระพงษ์ ใจดี | ฝ้าหลุม + ทาสี NH1507 งวดที่ 1 | 20,000 บาท | 13 ต.ค. 68 |
| นายเอกชัย มณีรัตน์ | ตู้ครัว บ้านคุณกานต์ สันผีเสื้อ งวดสุดท้าย | 35,000 บาท | 18 ต.ค. 68 |
| นายบุญมี คำแสน | เดินสายไฟ ไฟซ่อนฝ้า NH1507 | 8,500 บาท | 24 ต.ค. 68 |
| นายสุริยา ทองมา | ติดวอลเปเปอร์ห้องนอนใหญ่ NH1507 | 4,200 บาท | 30 ต.ค. 68 |

รวมจ่ายช่าง ต.ค. 67,700 บาท (ตรงกับสมุดบัญชี ช่อง ค่าช่าง ต.ค. 2568)
หัก ณ ที่จ่าย 3% เฉพาะที่เกิน 1,000 บาท ออกหนังสือรับรองแล้ว
""",
    "ฟ้าคราม Studio/บัญชี/ลูกค้าค้างจ่าย_พ.ย.68.md": """# ลูกค้าค้างจ่าย (ณ 1 พ.ย. 2568)

| ลูกค้า | งาน | งวด | ยอด | กำหนด |
|---|---|---|---|---|
| คุณเจน | คอนโดนิมมานฮิลล์ 1507 | งวด 2 (บิวท์อินเสร็จ) | 148,000 บาท | 14 พ.ย. 68 |
| คุณกานต์ | บ้านสันผีเสื้อ | งวดสุดท้าย | 36,500 บาท | 30 พ.ย. 68 |
| ร้าน Slow Bar นิมมาน | ค่าออกแบบร้านกาแฟ | งวด 2 | 18,000 บาท | 20 พ.ย. 68 |

รวมค้างรับ 202,500 บาท
- งวดสุดท้ายคุณเจนยังไม่ถึงกำหนด (รวมตู้รองเท้าแล้ว)
""",
    "บ้าน/แชทไลน์_ครอบครัวแก้วมณี.txt": """[25 ต.ค. 68 14:20] พิมพ์: แม่ออก รพ. แล้วนะ บิลทั้งหมด 148,600 กรมบัญชีกลางจ่ายตรงไป 96,400 ส่วนที่เราต้องจ่ายเอง 52,200 พิมพ์รูดบัตรไปก่อน
[25 ต.ค. 68 14:35] พี่โอ๊ต: โอเค เดี๋ยวพี่ช่วย 20,000 นะ เดือนนี้ช็อตจริงๆ
[25 ต.ค. 68 14:40] พิมพ์: พี่โอ๊ต หารครึ่งเถอะ คนละ 26,100 พิมพ์ต้องจ่ายค่าเทอมข้าวหอมกับประกันรถอีกนะ
[25 ต.ค. 68 15:02] พี่โอ๊ต: งั้นขอโอน 20,000 ก่อน อีก 6,100 สิ้นเดือนนะ
[25 ต.ค. 68 15:05] พิมพ์: ได้ค่ะ
[26 ต.ค. 68 09:12] พี่โอ๊ต: โอนแล้ว 20,000 [รูปภาพ]
[31 ต.ค. 68 18:40] พี่โอ๊ต: โอนอีก 6,100 ครบ 26,100 แล้วนะ
[31 ต.ค. 68 19:01] แม่นวล: ขอบใจลูกๆ นะ แม่เดินได้ดีขึ้นแล้ว
[2 พ.ย. 68 20:15] นุ: ประกันรถหมดอายุ 5 ธ.ค. บริษัทส่งใบเตือนมาแล้ว ปีนี้ขึ้นอีก
[2 พ.ย. 68 20:18] พิมพ์: ค่าเทอมข้าวหอมต้องจ่ายก่อน 7 พ.ย. นะพี่นุ อย่าลืม
[8 พ.ย. 68 13:30] นุ: พาแม่ไปหาหมอแล้ว แผลดี นัดหน้า 6 ธ.ค. ครับ
""",
    "บ้าน/แม่/นัดหมอ_กายภาพแม่.md": """# นัดหมอ + กายภาพแม่นวล (หลังผ่าเข่าขวา)
- ผ่าตัดเปลี่ยนข้อเข่า รพ.ดอยสุเทพ 20 ต.ค. 68 ออก รพ. 25 ต.ค. 68
- นัดหมอภากร ครั้งที่ 1: 8 พ.ย. 2568 10.30 น. คลินิกกระดูก ชั้น 2 (ตัดไหม)
- นัดหมอภากร ครั้งที่ 2: 6 ธ.ค. 2568 09.00 น.
- กายภาพที่คลินิกใกล้บ้าน อังคาร/ศุกร์ ครั้งละ 450 บาท (เบิกไม่ได้)
- ซื้อวอล์คเกอร์แล้ว 1,290 บาท
- ห้ามนั่งพับเพียบ นั่งยองๆ 3 เดือน
""",
    "บ้าน/ข้าวหอม/ไอเดียห้องนอนข้าวหอม.md": """# ไอเดียห้องนอนข้าวหอม (ปิดเทอมใหญ่)
- ธีมสีเขียวเสจ + ไม้อ่อน ข้าวหอมอยากได้ชั้นวางตุ๊กตาเป็นรูปบ้าน
- เตียงชั้นเดียว มีลิ้นชักใต้เตียง
- โต๊ะเขียนหนังสือติดหน้าต่าง ไฟอ่านหนังสือ 4000K
- ใช้เศษลามิเนตลายไม้ที่เหลือจากงานหมอวิทย์ได้
- งบไม่เกิน 15,000 บาท ให้พี่นุทำเองวันหยุด
""",
}
TODO = {"todo.md": """- โอนค่าเทอมข้าวหอมก่อน 7 พ.ย.
- นัดบ้านหมอวิทย์ เสาร์ 8 พ.ย. 10 โมง เลือกสี + ตัดสินใจเจ้าบิวท์อิน
- ตามงวด 2 คุณเจน 14 พ.ย.
- จ่ายประกันรถ Hilux ก่อน 5 ธ.ค.
- พาแม่ไปหาหมอ 6 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    studio = docs / "ฟ้าคราม Studio"
    condo, wit = studio / "Projects" / "NimmanHill 1507 คุณเจน", studio / "Projects" / "บ้านหมอวิทย์ หางดง"
    suppliers, books = studio / "Suppliers", studio / "บัญชี"
    home = docs / "บ้าน"
    for folder in (condo, wit, suppliers, books, home / "Bills", home / "ประกันรถ", home / "ข้าวหอม", home / "แม่",
                   home / "สินเชื่อบ้าน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(condo / "ใบเสนอราคา_NH1507_ร่าง_v1.docx", NH_DRAFT, NH_DRAFT_TABLE, bottom=NH_DRAFT_BOTTOM)
    write_docx(condo / "ใบเสนอราคา_NH1507_final_v3.docx", NH_FINAL, NH_FINAL_TABLE, bottom=NH_FINAL_BOTTOM)
    make_pdf(condo / "ChiangMaiLighting_invoice_CML-INV-6810-0457.pdf", LIGHT_INVOICE)
    write_docx(condo / "ใบเสร็จ_ศูนย์ไฟเชียงใหม่_12พย68.docx", LIGHT_RECEIPT, LIGHT_RECEIPT_TABLE,
               bottom=LIGHT_RECEIPT_BOTTOM)
    write_docx(wit / "ใบเสนอราคาบิวท์อิน_ช่างเอก.docx", EK_QUOTE, EK_TABLE, bottom=EK_BOTTOM)
    make_pdf(wit / "LannaWoodcraft_quotation_LW-Q25-118.pdf", LANNA_QUOTE)
    write_slides(wit / "Concept_บ้านหมอวิทย์_v2.pptx", _concept_slides())
    make_pdf(suppliers / "SiamSurface_pricelist_2025.pdf", SURFACE_2025)
    write_docx(suppliers / "ราคาวัสดุ_สยามเซอร์เฟส_2567.docx", SURFACE_2567, SURFACE_2567_TABLE,
               bottom=SURFACE_2567_BOTTOM)
    _studio_book(books / "รายรับรายจ่าย_ฟ้าคราม_2568.xlsx", "2568", [DESIGN_2568, FITOUT_2568],
                 [MATERIAL_2568, CONTRACTOR_2568, RENT_2568, ADS_2568])
    _studio_book(books / "รายรับรายจ่าย_ฟ้าคราม_2567.xlsx", "2567", [DESIGN_2567, FITOUT_2567],
                 [MATERIAL_2567, CONTRACTOR_2567, RENT_2567, ADS_2567])
    make_pdf(home / "Bills" / "PWA_water_bill_Sep2025.pdf", WATER_SEP)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_OCT)
    make_pdf(home / "ประกันรถ" / "LannaInsure_motor_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ข้าวหอม" / "ใบแจ้งค่าเรียน ข้าวหอม ภาค2_2568.docx", SCHOOL_FEES, SCHOOL_FEES_TABLE,
               bottom=SCHOOL_FEES_BOTTOM)
    make_pdf(home / "แม่" / "DoiSuthepHospital_invoice_Srinuan_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "สินเชื่อบ้าน" / "หนังสือแจ้งปรับดอกเบี้ย_ธ.นครพิงค์.docx", HOME_LOAN, HOME_LOAN_TABLE,
               bottom=HOME_LOAN_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Pim's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
