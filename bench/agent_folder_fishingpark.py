"""The fishingpark folder: the papers of a Thai couple who run a catch-and-release fishing park, written by code.

The owners are นายวีระพงษ์ ทองดี (พี่ต้อม, Mr. Weeraphong Thongdee) and his wife นางนิภาพร ทองดี (พี่นิด, Mrs.
Nipaporn Thongdee). They run "บ่อตกปลาทองดี ฟิชชิ่งปาร์ค" (Thongdee Fishing Park), 119 หมู่ 4 ต.บางตะเคียน
อ.สองพี่น้อง จ.สุพรรณบุรี 72110: three catch-and-release ponds (บ่อ 1 ปลาบึก, บ่อ 2 บ่อรวม, บ่อ 3 ชะโด), rod
rental and bait, and a small restaurant "ครัวริมบ่อ" that นิด runs. Staff: ลุงเปี๊ยก (ponds), น้องแบม (cook),
น้องต่อ (counter and rods), ป้าสมร (weekend dishwasher). Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2; นิด's mother
ยายบุญ (นางบุญเรือน แสงทอง, Mrs. Boonruen Saengthong) lives with them. It is late 2568 (November-December 2025).

Documents/บ่อตกปลา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา สยามคูลลิ่ง v1 ร่าง.docx: draft quote TDF-QT-68/021 (27 ต.ค. 2568) to บริษัท สยามคูลลิ่ง
  ซิสเต็มส์ จำกัด (air-conditioner maker) for a staff fishing day on 13 ธ.ค. 2568: 60 people x 650 = 39,000, tent
  and sound 3,000, prizes 5,000, VAT 3,290, total 50,290.
- ใบเสนอราคา/ใบเสนอราคา สยามคูลลิ่ง v2 final.docx: the final of the same quote (3 พ.ย. 2568): 75 people x 620 =
  46,500, tent and sound 3,500, prizes 5,000, VAT 3,850, total 58,850; deposit 50% = 29,425 by 20 พ.ย. 2568.
- ใบเสนอราคา/แชทไลน์_คุณเมย์_สยามคูลลิ่ง.txt: LINE chat with the HR officer (คุณเมย์): 60 people become 80, then
  75; 650 a head argued to 600, settled at 620; deposit paid 19 พ.ย.; on 2 ธ.ค. five more people (80 in all),
  extra 3,317, balance to collect on the day 32,742.
- ใบเสนอราคา/email_SiamCooling_booking_20Nov2025.txt: English email from Mayuree Sornsuwan (Siam Cooling Systems
  Co., Ltd.) confirming 75 participants, PO-SCS-2511-0087, deposit 29,425.00 transferred 19 Nov 2025.
- ซื้อปลา/ใบเสนอราคาปลาบึก_ฟาร์มเจริญทรัพย์.docx: Thai quote CS-68/112 (20 ต.ค. 2568) from ฟาร์มปลาเจริญทรัพย์
  (นายสมศักดิ์ เจริญทรัพย์, "เฮียเล็ก" in chats): ปลาบึก 400 กก. x 150 = 60,000, ปลาสวาย 300 กก. x 55 = 16,500,
  transport 3,500, total 80,000 (no VAT).
- ซื้อปลา/MaeklongAqua_quotation_Oct2025.pdf: English quote MA-Q-2510-033 from Maeklong Aqua Farm (Samut
  Songkhram) for the same fish: 400 kg x 158 = 63,200, 300 kg x 52 = 15,600, subtotal 78,800, VAT 5,516,
  total 84,316.
- ซื้อปลา/แชทไลน์_เฮียเล็ก_เจริญทรัพย์.txt: LINE chat with เฮียเล็ก: 150 asked down to 140, settled 145 for 500 kg
  with free transport, 89,000 in all, deposit 20,000 (28 ต.ค.), 2 fish dead on delivery (1,450 off), paid 67,550.
- ซื้อปลา/Charoensap_invoice_INV-6811-047.pdf: English invoice from Charoensap Fish Farm (Nov 10, 2025): 500 kg
  x 145 = 72,500 + 300 kg x 55 = 16,500 = 89,000, less deposit 20,000, balance due 69,000 on 15 Nov 2025.
- ซื้อปลา/ใบเสร็จ_เจริญทรัพย์_15พย68.docx: the Thai receipt RC-68/0391 for the same order (15 พ.ย. 2568): 89,000
  less deposit 20,000 less 1,450 for two dead fish, received 67,550.00.
- ซื้อปลา/บันทึกปล่อยปลา_2568.md: fish released this year by date and pond, 2,390 กก. and 262,550 บาท in all
  (490 กก. of ปลาบึก on 15/11/68).
- ราคา/ป้ายราคาบ่อตกปลา_2568.docx: this year's Thai price list: pond 1 450 (5 hrs) / 650 (day), night 750,
  rod rental 120 a day (deposit 1,000), bait 45.
- ราคา/ThongdeeFishingPark_PriceList_2024.pdf: last year's English price list: pond 1 380 / 550, night 690, rod 100.
- ราคา/เมนูครัวริมบ่อ.md: the restaurant's menu with prices.
- บัญชี/รายรับรายจ่าย_บ่อตกปลา_2568.xlsx: this year's book, two sheets (income by month: tickets, rods and bait,
  restaurant; expenses by month: fish stocking, fish feed, pond electricity, wages, kitchen supplies), Jan-Oct.
- บัญชี/รายรับรายจ่าย_บ่อตกปลา_2567.xlsx: last year's book, same layout, Jan-Dec.
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md: October wages of four staff (ต่อ 10,400), 36,550 in all.
- บัญชี/บิลค่าไฟ/PEA_bill_fishpark_Sep2025.pdf: the park's 3-phase meter (aerators), 3,985 kWh, 18,426.50, due
  3 Oct 2025.
- บัญชี/บิลค่าไฟ/PEA_bill_fishpark_Oct2025.pdf: the same meter, 3,642 kWh, 16,872.30, due 3 Nov 2025.
- กติกาแข่งตกปลา ทองดีคัพ ครั้งที่3.md: tournament on 28 ธันวาคม 2568: entry 1,500 a rod (1,300 early), 80 rods,
  prizes 20,000 / 12,000 / 8,000, biggest fish 5,000.
- สต็อกคันเบ็ด_พ.ย.68.md: rental rods count (45, 7 broken), to buy 10 sets at 1,250 = 12,500.
- แผนงานปี2569_บ่อตกปลา.pptx: slides, the plan for next year (target 2,600,000, pond 4, solar aerators 180,000).

Documents/บ้าน/ (the household)
- ค่าเทอมภูมิ/ค่าเทอม_น้องภูมิ_เทอม1-2568.docx and ค่าเทอม_น้องภูมิ_เทอม2-2568.docx: school fee notices (22,350;
  24,500, due 15 พฤศจิกายน 2568).
- ยายบุญ/SuphanVej_hospital_bill_Oct2025.pdf: English hospital bill for ยายบุญ (pneumonia, 6-9 Oct 2025): 38,640.00
  charged, insurance 30,000.00, paid by the family 8,640.00.
- ยายบุญ/นัดหมอยายบุญ.md: notes on her appointments (next 20 พ.ย. 2568).
- ประกัน/DMax_insurance_renewal_2025.pdf: English renewal notice for the pickup, type 1, 19,850.00 (last year
  18,420.00), due 30 Nov 2025.
- เงินกู้/ThaiRuralBank_loan_statement_Oct2025.pdf: English loan statement, instalment 11,450 a month, balance
  318,740.25, next due 5 Nov 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านทองดี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
PARK_TOP = ("บ่อตกปลาทองดี ฟิชชิ่งปาร์ค (Thongdee Fishing Park) 119 หมู่ 4 ต.บางตะเคียน อ.สองพี่น้อง "
            "จ.สุพรรณบุรี 72110 โทร 089-614-2275")

# ---------------------------------------------------------------- quotes to the company outing
SC_DRAFT = [
    PARK_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ TDF-QT-68/021",
    "วันที่ 27 ตุลาคม 2568",
    "เรียน คุณมยุรี ศรสุวรรณ ฝ่ายบุคคล บริษัท สยามคูลลิ่ง ซิสเต็มส์ จำกัด (ผู้ผลิตเครื่องปรับอากาศ) "
    "นิคมอุตสาหกรรมบางปะอิน",
    "เรื่อง แพ็กเกจกิจกรรมตกปลาสัมพันธ์พนักงาน วันเสาร์ที่ 13 ธันวาคม 2568 เวลา 08.30–16.00 น.",
    "แพ็กเกจต่อท่าน: ตั๋วบ่อปลาบึกเหมาวัน + เช่าคันพร้อมรอก + เหยื่อ 2 ถุง + อาหารกลางวันและน้ำดื่ม",
]
SC_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("แพ็กเกจตกปลาพร้อมอาหารกลางวัน", "60 ท่าน", "650", "39,000"),
    ("เต็นท์ โต๊ะเก้าอี้ และเครื่องเสียง", "1 งาน", "3,000", "3,000"),
    ("ถ้วยรางวัลและของรางวัล", "1 ชุด", "5,000", "5,000"),
    ("รวม", "", "", "47,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,290"),
    ("รวมทั้งสิ้น", "", "", "50,290"),
]
SC_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 50,290 บาท (ห้าหมื่นสองร้อยเก้าสิบบาทถ้วน)",
    "ร่าง v1 — รอคุณเมย์ยืนยันจำนวนคนก่อน ยังไม่ได้ออกเลขจริง",
]
SC_FINAL = [
    PARK_TOP,
    "ใบเสนอราคา  เลขที่ TDF-QT-68/021 (v2 ฉบับสมบูรณ์)",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณมยุรี ศรสุวรรณ ฝ่ายบุคคล บริษัท สยามคูลลิ่ง ซิสเต็มส์ จำกัด (ผู้ผลิตเครื่องปรับอากาศ) "
    "นิคมอุตสาหกรรมบางปะอิน",
    "เรื่อง แพ็กเกจกิจกรรมตกปลาสัมพันธ์พนักงาน วันเสาร์ที่ 13 ธันวาคม 2568 เวลา 08.30–16.00 น.",
    "แพ็กเกจต่อท่าน: ตั๋วบ่อปลาบึกเหมาวัน + เช่าคันพร้อมรอก + เหยื่อ 2 ถุง + อาหารกลางวันและน้ำดื่ม",
]
SC_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("แพ็กเกจตกปลาพร้อมอาหารกลางวัน", "75 ท่าน", "620", "46,500"),
    ("เต็นท์ โต๊ะเก้าอี้ เครื่องเสียง และพิธีกร", "1 งาน", "3,500", "3,500"),
    ("ถ้วยรางวัลและของรางวัล", "1 ชุด", "5,000", "5,000"),
    ("รวม", "", "", "55,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,850"),
    ("รวมทั้งสิ้น", "", "", "58,850"),
]
SC_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 58,850 บาท (ห้าหมื่นแปดพันแปดร้อยห้าสิบบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% = 29,425 บาท ภายในวันที่ 20 พฤศจิกายน 2568 ส่วนที่เหลือชำระในวันงาน",
    "เพิ่มผู้เข้าร่วมได้ท่านละ 620 บาท (ก่อน VAT) แจ้งล่วงหน้าอย่างน้อย 7 วัน",
    "ปลาทุกตัวต้องปล่อยคืนบ่อ (Catch and Release)",
    "ลงชื่อ นิภาพร ทองดี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- fish stocking quotes, invoice, receipt
CS_QUOTE = [
    "ฟาร์มปลาเจริญทรัพย์ (นายสมศักดิ์ เจริญทรัพย์) จำหน่ายปลาบึก ปลาสวาย ปลาใหญ่สำหรับบ่อตกปลา",
    "88 หมู่ 2 ต.หนองโรง อ.พนมทวน จ.กาญจนบุรี โทร 081-735-6620",
    "ใบเสนอราคา เลขที่ CS-68/112  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวีระพงษ์ ทองดี บ่อตกปลาทองดี อ.สองพี่น้อง",
    "เรื่อง ปลาใหญ่ปล่อยบ่อตกปลา ส่งกลางเดือนพฤศจิกายน 2568",
]
CS_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อ กก. (บาท)", "รวม (บาท)"),
    ("ปลาบึก ขนาด 8–12 กก./ตัว", "400 กก.", "150", "60,000"),
    ("ปลาสวายใหญ่ ขนาด 3–5 กก./ตัว", "300 กก.", "55", "16,500"),
    ("ค่าขนส่งรถติดออกซิเจน กาญจนบุรี–สองพี่น้อง", "1 เที่ยว", "3,500", "3,500"),
    ("รวมทั้งสิ้น", "", "", "80,000"),
]
CS_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 80,000 บาท (แปดหมื่นบาทถ้วน) ฟาร์มไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 24,000 บาท ส่วนที่เหลือจ่ายวันส่งปลา",
    "ปลาตายระหว่างขนส่ง หักให้ตามน้ำหนัก",
    "ราคายืน 15 วัน",
]
MAEKLONG_QUOTE = [
    "MAEKLONG AQUA FARM CO., LTD.\n"
    "Live fish for fishing parks and restaurants - Amphawa, Samut Songkhram 75110  Tel. 034-752-318\n"
    "QUOTATION No. MA-Q-2510-033        Date: 22 Oct 2025\n"
    "To: Thongdee Fishing Park (Khun Weeraphong Thongdee), Song Phi Nong, Suphan Buri\n"
    "\n"
    "Item                                          Qty       Price/kg   Amount (THB)\n"
    "Mekong giant catfish (Pla Buek) 8-12 kg      400 kg    158.00     63,200.00\n"
    "Striped catfish (Pla Sawai) 3-5 kg           300 kg     52.00     15,600.00\n"
    "Delivery by oxygen truck                                            FREE\n"
    "\n"
    "Subtotal                                                          78,800.00\n"
    "VAT 7%                                                             5,516.00\n"
    "TOTAL                                                             84,316.00 THB\n"
    "\n"
    "Deposit 50% on order. Delivery within 10 days after deposit.\n"
    "Live arrival guarantee: fish dead on arrival are replaced on the next trip.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Pimchanok 086-901-4473",
]
CS_INVOICE = [
    "CHAROENSAP FISH FARM (Mr. Somsak Charoensap)\n"
    "88 Moo 2, Nong Rong, Phanom Thuan, Kanchanaburi 71140  Tel. 081-735-6620\n"
    "INVOICE No. INV-6811-047\n"
    "Date: Nov 10, 2025\n"
    "Bill to: Thongdee Fishing Park, 119 Moo 4, Bang Takhian, Song Phi Nong, Suphan Buri 72110\n"
    "\n"
    "Item                                     Qty       Unit price   Amount\n"
    "Mekong giant catfish 8-12 kg            500 kg    145.00       72,500.00\n"
    "Striped catfish 3-5 kg                  300 kg     55.00       16,500.00\n"
    "Delivery (oxygen truck)                   1 trip   waived            0.00\n"
    "\n"
    "TOTAL                                                          89,000.00\n"
    "Less deposit received Oct 28, 2025                            -20,000.00\n"
    "BALANCE DUE on delivery, Nov 15, 2025                          69,000.00 THB\n"
    "\n"
    "Please transfer to Krungthai Bank, Somsak Charoensap, 412-0-58813-7. Not a tax invoice.",
]
CS_RECEIPT = [
    "ฟาร์มปลาเจริญทรัพย์ (นายสมศักดิ์ เจริญทรัพย์)",
    "88 หมู่ 2 ต.หนองโรง อ.พนมทวน จ.กาญจนบุรี โทร 081-735-6620",
    "ใบเสร็จรับเงิน เลขที่ RC-68/0391",
    "วันที่ 15 พ.ย. 2568",
    "ได้รับเงินจาก นายวีระพงษ์ ทองดี บ่อตกปลาทองดี ฟิชชิ่งปาร์ค",
]
CS_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าปลาบึก 500 กก. และปลาสวาย 300 กก. ตามใบแจ้งหนี้ INV-6811-047", "89,000.00"),
    ("หัก เงินมัดจำรับแล้ว 28 ต.ค. 2568", "-20,000.00"),
    ("หัก ปลาบึกตายระหว่างขนส่ง 2 ตัว (10 กก. x 145)", "-1,450.00"),
    ("รับเงินครั้งนี้", "67,550.00"),
]
CS_RECEIPT_BOTTOM = [
    "รับเงินจำนวน 67,550 บาท (หกหมื่นเจ็ดพันห้าร้อยห้าสิบบาทถ้วน) โอนเข้าบัญชีกรุงไทย 412-0-58813-7",
    "ชำระครบถ้วนแล้ว",
    "ลงชื่อ สมศักดิ์ เจริญทรัพย์ ผู้รับเงิน",
]

# ---------------------------------------------------------------- price lists
PRICES_2568 = [
    "บ่อตกปลาทองดี ฟิชชิ่งปาร์ค",
    "อัตราค่าบริการ ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)",
    "เปิดทุกวัน 07.00–18.00 น. ปลาทุกบ่อตกแล้วปล่อย ห้ามนำปลากลับบ้าน",
]
PRICES_2568_TABLE = [
    ("บ่อ", "ปลา", "5 ชั่วโมง", "เหมาวัน (07.00–18.00)"),
    ("บ่อ 1 บ่อปลาบึก", "ปลาบึก 8–40 กก.", "450 บาท/คัน", "650 บาท/คัน"),
    ("บ่อ 2 บ่อรวม", "สวาย ยี่สก นิล", "220 บาท/คัน", "320 บาท/คัน"),
    ("บ่อ 3 บ่อชะโด (เหยื่อปลอมเท่านั้น)", "ชะโด", "380 บาท/คัน", "520 บาท/คัน"),
]
PRICES_2568_BOTTOM = [
    "ตกกลางคืน บ่อ 1 (คืนวันศุกร์–เสาร์ 19.00–05.00 น.) 750 บาท/คัน",
    "เช่าคันพร้อมรอก 120 บาท/วัน มัดจำคัน 1,000 บาท คืนเมื่อคืนคัน",
    "เหยื่อหัวอาหารสูตรบ่อ 45 บาท/ถุง",
    "เด็กอายุต่ำกว่า 12 ปี บ่อ 2 ลดครึ่งราคา",
    "หมายเหตุ: ใช้เบ็ดไม่มีเงี่ยงเท่านั้น มีถุงชั่งและเปลรองปลาให้ยืมฟรี",
]
PRICES_2024 = [
    "THONGDEE FISHING PARK - PRICE LIST 2024\n"
    "119 Moo 4, Bang Takhian, Song Phi Nong, Suphan Buri  Tel. 089-614-2275\n"
    "Open daily 7:00-18:00. Catch and release only.\n"
    "\n"
    "Pond 1  Mekong giant catfish     5 hours 380 THB/rod    Full day 550 THB/rod\n"
    "Pond 2  Mixed pond (sawai, yisok, tilapia)   5 hours 180 THB/rod    Full day 280 THB/rod\n"
    "Pond 3  Giant snakehead (lures only)         5 hours 320 THB/rod    Full day 450 THB/rod\n"
    "Night fishing, Pond 1 (Fri-Sat 19:00-05:00): 690 THB/rod\n"
    "Rod and reel rental: 100 THB/day, deposit 1,000 THB\n"
    "Bait (pellet dough): 40 THB/bag\n"
    "Children under 12: half price in Pond 2\n"
    "\n"
    "Barbless hooks only. Landing mats and weigh slings free to borrow.\n"
    "Prices valid 1 Jan 2024 - 31 Dec 2024.",
]

# ---------------------------------------------------------------- electricity bills of the park meter
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Song Phi Nong Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weeraphong Thongdee (Thongdee Fishing Park)\n"
    "Address: 119 Moo 4, Bang Takhian, Song Phi Nong, Suphan Buri 72110\n"
    "Meter: 3-phase, pond aerators and restaurant   Customer no. 020051907736\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 118,402 -> 122,387   Units used: 3,985 kWh\n"
    "Energy charge 16,122.95   Ft 785.84   Service 312.24   VAT 7% 1,205.47\n"
    "AMOUNT DUE: 18,426.50 THB\n"
    "Due date: 3 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Song Phi Nong Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weeraphong Thongdee (Thongdee Fishing Park)\n"
    "Address: 119 Moo 4, Bang Takhian, Song Phi Nong, Suphan Buri 72110\n"
    "Meter: 3-phase, pond aerators and restaurant   Customer no. 020051907736\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 122,387 -> 126,029   Units used: 3,642 kWh\n"
    "Energy charge 14,738.06   Ft 718.20   Service 312.24   VAT 7% 1,103.80\n"
    "AMOUNT DUE: 16,872.30 THB\n"
    "Due date: 3 Nov 2025\n"
    "Previous bill 18,426.50 THB: paid 1 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ค่าตั๋วตกปลา (Tickets, THB)", "เช่าคันและเหยื่อ (Rods and bait, THB)",
                  "ร้านอาหาร (Restaurant, THB)", "รวม (Total, THB)"]
COST_HEADERS = ["เดือน (Month)", "ซื้อปลาปล่อย (Fish stocking)", "อาหารปลา (Fish feed)",
                "ค่าไฟบ่อ (Pond electricity)", "ค่าแรง (Wages)", "วัตถุดิบร้านอาหาร (Kitchen supplies)",
                "รวม (Total)"]
TICKETS_2568 = [142300, 128600, 151200, 168400, 139800, 118500, 112300, 109700, 104200, 126800]
RODS_2568 = [18400, 16900, 19800, 22600, 18100, 15200, 14600, 14100, 13300, 16500]
FOOD_2568 = [61200, 55800, 64300, 72900, 60400, 52100, 49800, 48600, 46900, 57300]
STOCK_2568 = [35000, 0, 42000, 28500, 0, 38000, 0, 31500, 0, 0]
FEED_2568 = [12400, 11800, 12900, 13600, 12200, 11500, 11200, 10900, 10600, 11800]
POWER_2568 = [15230.40, 14870.10, 17960.80, 21345.60, 20810.20, 19240.70, 18905.30, 19110.90, 18426.50, 16872.30]
WAGES_2568 = [33800, 33800, 34600, 36200, 35400, 34600, 34600, 34600, 35550, 36550]
KITCHEN_2568 = [27800, 25300, 29100, 33200, 27400, 23800, 22600, 22100, 21300, 26100]
TICKETS_2567 = [128900, 117400, 139600, 155300, 128200, 109800, 103400, 101600, 96500, 115200, 131800, 149700]
RODS_2567 = [15600, 14300, 16900, 19400, 15500, 13100, 12600, 12100, 11450, 14000, 16200, 18900]
FOOD_2567 = [54300, 49600, 57200, 65100, 53700, 46400, 44200, 43100, 41600, 50800, 56900, 63400]
STOCK_2567 = [30000, 0, 38000, 25000, 0, 34000, 0, 28000, 0, 0, 45000, 0]
FEED_2567 = [11200, 10600, 11900, 12400, 11300, 10500, 10200, 9900, 9700, 10800, 11600, 12300]
POWER_2567 = [13980.60, 13420.25, 16210.40, 19875.10, 19102.35, 17650.80, 17140.55, 17390.20, 16820.45, 15430.90,
              14210.75, 13890.30]
WAGES_2567 = [31200, 31200, 31800, 33400, 32600, 31800, 31800, 31800, 31800, 32600, 33400, 34200]
KITCHEN_2567 = [24900, 22700, 26300, 30100, 24800, 21500, 20400, 19900, 19100, 23600, 26200, 29300]


def _park_book(path: Path, year: str, income: list[list], costs: list[list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับบ่อตกปลาทองดี ปี {year} (Monthly income {year})"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายบ่อตกปลาทองดี ปี {year} (Monthly expenses {year})"])
    sheet.append(COST_HEADERS)
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
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1480.25, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 265, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 9800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4200, "D-Max"),
                  ("ผ่อนเงินกู้ธนาคาร (Loan instalment)", 11450, "ธนาคารชนบทไทย"),
                  ("ค่ารถตู้ภูมิ (School van)", 1500, ""), ("ค่ายา ยายบุญ (Yai's medicine)", 1250, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1532.60, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 280, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 10250, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4650, "D-Max"),
                  ("ผ่อนเงินกู้ธนาคาร (Loan instalment)", 11450, "ธนาคารชนบทไทย"),
                  ("ค่ารถตู้ภูมิ (School van)", 1500, ""), ("ค่ายา ยายบุญ (Yai's medicine)", 1250, ""),
                  ("ชุดพละภูมิ (PE uniform)", 780, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1611.90, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("อินเทอร์เน็ต (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 9900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5120, "D-Max ไปส่งยายโรงพยาบาล"),
                  ("ผ่อนเงินกู้ธนาคาร (Loan instalment)", 11450, "ธนาคารชนบทไทย"),
                  ("ค่ารถตู้ภูมิ (School van)", 1500, ""),
                  ("ค่าโรงพยาบาลยายบุญ (Yai's hospital, our part)", 8640, "สุพรรณเวชการ"),
                  ("ค่ายา ยายบุญ (Yai's medicine)", 1250, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านทองดี {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนศรีสุพรรณศึกษา อ.สองพี่น้อง จ.สุพรรณบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ทองดี  ชั้น ม.2/3  เลขประจำตัว 41256"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 735-1-02284-6",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150")], "22,350", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่ากิจกรรมและทัศนศึกษา", "3,200"),
                           ("ค่าเรียนเสริม English Program", "4,500")], "24,500", "15 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
HOSPITAL_BILL = [
    "SUPHAN VEJCHAKARN HOSPITAL\n"
    "Malaimaen Road, Mueang Suphan Buri 72000  Tel. 035-522-900\n"
    "INPATIENT BILL / RECEIPT No. SV-IP-68-10214\n"
    "Patient: Mrs. Boonruen Saengthong   Age 72   HN 0451278\n"
    "Admitted: 6 Oct 2025   Discharged: 9 Oct 2025   Ward: 5B, room 512\n"
    "Diagnosis: Pneumonia\n"
    "\n"
    "Room and board (3 nights x 2,800)        8,400.00\n"
    "Doctor fees                              9,600.00\n"
    "Medicines and IV fluids                 11,350.00\n"
    "Laboratory and chest X-ray               6,490.00\n"
    "Nursing and service charges              2,800.00\n"
    "TOTAL CHARGES                           38,640.00 THB\n"
    "Covered by Chao Phraya Life health policy CPL-H-776521   -30,000.00\n"
    "PAID BY PATIENT                          8,640.00 THB\n"
    "\n"
    "Paid in cash by Mr. Weeraphong Thongdee on 9 Oct 2025.\n"
    "Follow-up: Internal Medicine Clinic, 20 Nov 2025, 9:00.",
]
CAR_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, Nen Kaeo Road  Tel. 035-545-210\n"
    "5 November 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Weeraphong Thongdee\n"
    "Vehicle: Isuzu D-Max Hi-Lander 1.9 Ddi, 2021, pickup, registration 4527 Suphan Buri\n"
    "Policy no. CPI-M-25-0093412   Cover: Type 1 (first class), garage repair\n"
    "New period: 1 Dec 2025 - 1 Dec 2026\n"
    "Sum insured: 520,000 THB (last year 560,000 THB)\n"
    "\n"
    "Total premium incl. stamp duty and VAT: 19,850.00 THB (last year 18,420.00 THB)\n"
    "The no-claim discount was reduced after the claim of 14 Mar 2025 (rear bumper).\n"
    "Please pay by 30 Nov 2025 to keep the cover without a gap.\n"
    "Option: 3 monthly instalments of 6,616.67 THB by credit card.\n"
    "Agent: Khun Jintana Phromma 081-442-9067",
]
LOAN_STATEMENT = [
    "THAI RURAL BANK PUBLIC COMPANY LIMITED\n"
    "Song Phi Nong Branch, Suphan Buri   Tel. 035-531-477\n"
    "LOAN ACCOUNT STATEMENT as of 31 Oct 2025\n"
    "Borrowers: Mr. Weeraphong Thongdee and Mrs. Nipaporn Thongdee\n"
    "Loan no. TRB-SPN-6504-118   Purpose: excavation of pond 3 and restaurant extension\n"
    "Original amount: 600,000 THB (Apr 2022)   Term: 84 months\n"
    "Interest rate: 6.875% per year, floating\n"
    "Monthly instalment: 11,450 THB, debited on the 5th of each month\n"
    "\n"
    "Oct 2025 instalment paid 5 Oct 2025: principal 9,576.40, interest 1,873.60\n"
    "Outstanding principal: 318,740.25 THB\n"
    "Next instalment due: 5 Nov 2025\n"
    "Remaining instalments: 30",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(TICKETS_2568) + sum(RODS_2568) + sum(FOOD_2568)
    return [
        ("แผนงานบ่อตกปลาทองดี ปี 2569", "Thongdee Fishing Park - plan for 2026\nต้อม & นิด  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nบ่อ 3 บ่อ ปลาบึกปล่อยเพิ่มทุกไตรมาส\n"
                         "ลูกค้าบริษัท: สยามคูลลิ่ง 13 ธ.ค.\nปัญหา: ค่าไฟบ่อหน้าร้อน, คันเช่าเสียบ่อย"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,600,000 บาท\nงานบริษัท (outing) อย่างน้อย 6 งาน\n"
                            "แข่งตกปลาปีละ 2 ครั้ง"),
        ("บ่อ 4 บ่อปลากะพง", "ขุดบ่อใหม่ 2 ไร่ งบ 250,000 บาท\nเปิดเดือนมิถุนายน 2569"),
        ("เครื่องตีน้ำโซลาร์", "เครื่องตีน้ำพลังแสงอาทิตย์ 6 ชุด งบ 180,000 บาท\nลดค่าไฟบ่อได้เดือนละประมาณ 5,000 บาท"),
        ("ร้านครัวริมบ่อ", "เมนูปลาจากฟาร์ม (ไม่ใช่ปลาในบ่อ)\nเพิ่มโต๊ะริมน้ำ 8 โต๊ะ"),
    ]


# ---------------------------------------------------------------- notes, chats, emails
TEXTS = {
    "บ่อตกปลา/ใบเสนอราคา/แชทไลน์_คุณเมย์_สยามคูลลิ่ง.txt": """[24 ต.ค. 68 13:20] เมย์ HR สยามคูลลิ่ง: สวัสดีค่ะพี่นิด บริษัทอยากจัดตกปลาพนักงาน เสาร์ 13 ธ.ค. ประมาณ 60 คนค่ะ ขอใบเสนอราคาหน่อยค่ะ
[24 ต.ค. 68 13:45] นิด บ่อทองดี: ได้ค่ะน้องเมย์ แพ็กเกจมีตั๋วบ่อบึกเหมาวัน คันเบ็ด เหยื่อ ข้าวเที่ยงค่ะ
[27 ต.ค. 68 10:02] นิด บ่อทองดี: ส่งร่างใบเสนอราคาให้แล้วนะคะ หัวละ 650 รวม VAT แล้ว 50,290 ค่ะ
[30 ต.ค. 68 16:10] เมย์ HR สยามคูลลิ่ง: พี่นิดคะ ตอนนี้คนสมัครเพิ่มเป็น 80 คนแล้วค่ะ หัวละ 600 ได้ไหมคะ
[30 ต.ค. 68 16:35] นิด บ่อทองดี: 600 พี่ไม่ไหวจริงๆ ค่ะ ค่าปลาบึกขึ้น ให้ 630 ได้ค่ะ
[31 ต.ค. 68 09:05] เมย์ HR สยามคูลลิ่ง: สรุปยืนยัน 75 คนนะคะ หัวละ 620 ได้ไหมคะ ผู้จัดการให้งบมาเท่านี้
[31 ต.ค. 68 09:30] นิด บ่อทองดี: โอเคค่ะ 75 คน หัวละ 620 ค่าเต็นท์เพิ่มพิธีกรเป็น 3,500 นะคะ เดี๋ยวทำฉบับจริงส่งให้
[3 พ.ย. 68 11:12] นิด บ่อทองดี: ส่งใบเสนอราคา v2 แล้วค่ะ รวมทั้งสิ้น 58,850 มัดจำครึ่งนึง 29,425 ภายใน 20 พ.ย. ค่ะ
[19 พ.ย. 68 15:40] เมย์ HR สยามคูลลิ่ง: โอนมัดจำ 29,425 แล้วค่ะ ส่งอีเมลยืนยันให้อีกทีนะคะ
[2 ธ.ค. 68 10:15] เมย์ HR สยามคูลลิ่ง: พี่นิดคะ ขอเพิ่มอีก 5 คน เป็น 80 คนได้ไหมคะ ราคาเดิม
[2 ธ.ค. 68 10:40] นิด บ่อทองดี: ได้ค่ะ เพิ่ม 5 คน x 620 = 3,100 บวก VAT 217 เป็น 3,317 ค่ะ วันงานเก็บส่วนที่เหลือ 29,425 + 3,317 = 32,742 บาทนะคะ
[2 ธ.ค. 68 10:52] เมย์ HR สยามคูลลิ่ง: ตกลงค่ะ 80 คน วันงานจ่าย 32,742 เป็นเช็คบริษัทนะคะ
""",
    "บ่อตกปลา/ใบเสนอราคา/email_SiamCooling_booking_20Nov2025.txt": """From: Mayuree Sornsuwan <mayuree.s@siamcooling.co.th>
To: thongdeefishingpark@gmail.com
Date: Thu, 20 Nov 2025 09:05
Subject: Booking confirmation - Siam Cooling Family Fishing Day, 13 Dec 2025

Dear Khun Nid,

Thank you for the revised quotation TDF-QT-68/021 (v2) dated 3 Nov 2025.
Siam Cooling Systems Co., Ltd. confirms the booking as follows:

- Date: Saturday 13 December 2025, 08:30-16:00
- Participants: 75 persons (2 company buses, arriving about 08:30)
- Package: full-day Pond 1 ticket, rod rental, bait and lunch, 620 THB per person before VAT
- Purchase order: PO-SCS-2511-0087
- Deposit: 29,425.00 THB transferred on 19 Nov 2025 (slip attached)

Please prepare 6 vegetarian lunches. Our HR team will bring the trophies' name plates.
The balance will be paid by company cheque on the event day.

Best regards,
Mayuree Sornsuwan (May)
HR Officer, Siam Cooling Systems Co., Ltd.
Bang Pa-in Industrial Estate, Ayutthaya  Tel. 035-258-611 ext. 214
""",
    "บ่อตกปลา/ซื้อปลา/แชทไลน์_เฮียเล็ก_เจริญทรัพย์.txt": """[18 ต.ค. 68 19:30] ต้อม บ่อทองดี: เฮีย ขอราคาปลาบึก 8-12 โล สัก 400 โล กับสวายใหญ่ 300 โล ส่งบ่อผมกลาง พ.ย. ครับ
[20 ต.ค. 68 08:15] เฮียเล็ก: ส่งใบเสนอราคาไปแล้ว บึกโลละ 150 สวาย 55 ค่ารถ 3,500 รวม 80,000 ถ้วน
[23 ต.ค. 68 20:02] ต้อม บ่อทองดี: ฟาร์มแม่กลองเขาเสนอบึก 158 แต่ส่งฟรีนะเฮีย เฮียลดบึกเหลือ 140 ได้มั้ย
[23 ต.ค. 68 20:40] เฮียเล็ก: 140 ไม่ไหวว่ะต้อม อาหารปลาขึ้น ถ้าเอาบึก 500 โล ให้ 145 ส่งฟรีไปเลย
[24 ต.ค. 68 07:10] ต้อม บ่อทองดี: โอเคเฮีย บึก 500 โล 145 สวาย 300 โล 55 เท่าเดิม รวม 89,000 ใช่ป่ะ
[24 ต.ค. 68 07:25] เฮียเล็ก: ใช่ 89,000 มัดจำ 20,000 พอ ส่ง 15 พ.ย. เช้า
[28 ต.ค. 68 12:00] ต้อม บ่อทองดี: โอนมัดจำ 20,000 แล้วครับเฮีย
[15 พ.ย. 68 05:50] เฮียเล็ก: รถออกจากฟาร์มแล้ว ถึงสองพี่น้องราวๆ 9 โมง
[15 พ.ย. 68 10:20] ต้อม บ่อทองดี: เฮีย บึกตายมา 2 ตัว ชั่งได้ 10 โลพอดี
[15 พ.ย. 68 10:35] เฮียเล็ก: โอเค หักให้ 1,450 ยอดที่เหลือ 69,000 ก็โอนมา 67,550 พอ
[15 พ.ย. 68 11:02] ต้อม บ่อทองดี: โอนแล้วครับ 67,550 ขอบคุณเฮีย
""",
    "บ่อตกปลา/ซื้อปลา/บันทึกปล่อยปลา_2568.md": """# บันทึกปล่อยปลาลงบ่อ ปี 2568

| วันที่ | บ่อ | ปลา | น้ำหนัก | ค่าปลา (บาท) |
|---|---|---|---|---|
| 12/01/68 | บ่อ 1 | ปลาบึก 8-10 กก./ตัว | 240 กก. | 35,000 |
| 08/03/68 | บ่อ 2 | ปลาสวาย | 350 กก. | 19,250 |
| 08/03/68 | บ่อ 2 | ปลายี่สก | 150 กก. | 22,750 |
| 20/04/68 | บ่อ 3 | ปลาชะโด 3-5 กก./ตัว | 150 กก. | 28,500 |
| 14/06/68 | บ่อ 1 | ปลาบึก | 260 กก. | 38,000 |
| 23/08/68 | บ่อ 2 | ปลาสวาย | 250 กก. | 13,750 |
| 23/08/68 | บ่อ 2 | ปลานิล | 200 กก. | 17,750 |
| 15/11/68 | บ่อ 1 | ปลาบึก 8-12 กก./ตัว (สั่ง 500 ตายระหว่างทาง 10) | 490 กก. | 71,050 |
| 15/11/68 | บ่อ 2 | ปลาสวายใหญ่ | 300 กก. | 16,500 |

รวมปล่อยปลาทั้งปี 2,390 กก. เป็นเงิน 262,550 บาท
- ลุงเปี๊ยกเช็กออกซิเจนบ่อ 1 หลังปล่อยปลา เปิดเครื่องตีน้ำเพิ่ม 2 ตัว 3 คืน
- ปลาบึกรอบ ม.ค. ตัวใหญ่สุดที่ลูกค้าตกได้ 38 กก.
""",
    "บ่อตกปลา/ราคา/เมนูครัวริมบ่อ.md": """# เมนูร้านครัวริมบ่อ (ใช้ปลาจากตลาด ไม่ใช่ปลาในบ่อ)

| เมนู | ราคา |
|---|---|
| ปลาทับทิมทอดน้ำปลา | 220 บาท |
| ต้มยำปลาช่อน | 180 บาท |
| ปลานึ่งมะนาว | 250 บาท |
| ข้าวผัดกุ้ง | 70 บาท |
| กะเพราหมูกรอบ + ไข่ดาว | 65 บาท |
| ไก่ทอดหาดใหญ่ | 120 บาท |
| ส้มตำไทย | 50 บาท |
| น้ำแข็งเปล่า/ถัง | 20 บาท |

ชุดอาหารกลางวันงานบริษัท หัวละ 150 บาท (ข้าว + กับ 2 อย่าง + ผลไม้)
""",
    "บ่อตกปลา/บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md": """# ค่าแรงลูกน้อง ตุลาคม 2568

| ชื่อ | หน้าที่ | อัตรา | วันทำงาน | รวม |
|---|---|---|---|---|
| ลุงเปี๊ยก | ดูแลบ่อ ให้อาหารปลา เครื่องตีน้ำ | เดือนละ 12,000 | ทั้งเดือน | 12,000 บาท |
| น้องแบม | แม่ครัว ครัวริมบ่อ | เดือนละ 11,000 | ทั้งเดือน | 11,000 บาท |
| น้องต่อ | เคาน์เตอร์ ขายตั๋ว เช่าคัน | วันละ 400 | 26 วัน | 10,400 บาท |
| ป้าสมร | ล้างจาน เสาร์-อาทิตย์ | วันละ 350 | 9 วัน | 3,150 บาท |

รวมค่าแรง ต.ค. 36,550 บาท จ่ายแล้ว 31 ต.ค.
ป้าสมรได้ 9 วันเพราะมีวันหยุดนักขัตฤกษ์ 23 ต.ค. ร้านเปิดด้วย
""",
    "บ่อตกปลา/กติกาแข่งตกปลา ทองดีคัพ ครั้งที่3.md": """# การแข่งขันตกปลาบึก ทองดีคัพ ครั้งที่ 3

- วันที่ 28 ธันวาคม 2568 เวลา 06.00–14.00 น. ที่บ่อ 1 บ่อปลาบึก
- ค่าสมัคร 1,500 บาท/คัน (สมัครและโอนก่อน 15 ธ.ค. 2568 ลดเหลือ 1,300 บาท)
- รับจำนวนจำกัด 80 คัน จับสลากเลือกที่นั่ง 05.30 น.
- 1 คน 1 คัน เหยื่อหัวอาหารเท่านั้น ห้ามใช้เหยื่อสด

## รางวัล
| อันดับ | รางวัล |
|---|---|
| ชนะเลิศ (น้ำหนักรวมมากสุด) | 20,000 บาท + ถ้วย |
| รองอันดับ 1 | 12,000 บาท + ถ้วย |
| รองอันดับ 2 | 8,000 บาท + ถ้วย |
| ปลาตัวใหญ่สุด (Big Fish) | 5,000 บาท |

## กติกา
- ปลาทุกตัวต้องชั่งในถุงชั่งของสนาม แล้วปล่อยคืนบ่อทันที (Catch and Release)
- ใช้เบ็ดไม่มีเงี่ยงเท่านั้น ปลาที่บาดเจ็บจากเบ็ดมีเงี่ยงตัดสิทธิ์ทั้งคัน
- ผลตัดสินของกรรมการถือเป็นที่สิ้นสุด
""",
    "บ่อตกปลา/สต็อกคันเบ็ด_พ.ย.68.md": """# สต็อกคันเช่า (นับ 1 พ.ย. 68)

- คันสปินนิ่ง 2.1 ม. พร้อมรอก: มีทั้งหมด 45 ชุด ใช้ได้ 38 ชุด เสีย 7 ชุด (รอกพัง 4 ไกด์หัก 3)
- งาน 13 ธ.ค. ต้องใช้ 80 คัน ยืมลูกค้าประจำ/ให้เอามาเอง ที่เหลือเช่า
- สั่งเพิ่ม 10 ชุด ชุดละ 1,250 บาท = 12,500 บาท (ร้านอุปกรณ์ตกปลา ตลาดสองพี่น้อง)
- สายเอ็น 30 ปอนด์ 5 ม้วน ม้วนละ 380 บาท
- เบ็ดไม่มีเงี่ยงเบอร์ 2/0 10 แพ็ก
""",
    "บ้าน/ยายบุญ/นัดหมอยายบุญ.md": """# นัดหมอยายบุญ
- ปอดอักเสบ นอนโรงพยาบาลสุพรรณเวชการ 6-9 ต.ค. 68
- ประกันสุขภาพเจ้าพระยาประกันชีวิตจ่ายให้ 30,000 ที่เหลือเราจ่ายเอง
- นัดติดตามอาการ 20 พฤศจิกายน 2568 เวลา 09.00 น. คลินิกอายุรกรรม ต้องเอกซเรย์ปอดซ้ำ
- ยาประจำ (ความดัน เบาหวาน) เดือนละประมาณ 1,250 บาท
- หมอให้ฉีดวัคซีนไข้หวัดใหญ่กับปอดบวมหลังหายดี
""",
    "บ้าน/แชทไลน์_บ้านทองดี.txt": """[9 ต.ค. 68 14:10] นิด: ยายกลับบ้านได้แล้วนะ พี่ต้อมจ่ายส่วนต่างไปแล้ว
[9 ต.ค. 68 14:15] ต้อม: ประกันยายออกให้ 30,000 เราจ่ายเพิ่มไม่ถึงหมื่น
[10 ต.ค. 68 19:40] ภูมิ: แม่ครับ เทอมหน้าผมจะเรียน English Program เสริมได้มั้ยครับ
[10 ต.ค. 68 19:45] นิด: ได้ลูก แต่ค่าเทอมจะขึ้นนะ
[3 พ.ย. 68 20:05] นิด: ค่าเทอม 2 ของภูมิมาแล้ว 24,500 ต้องจ่ายก่อน 15 พ.ย.
[3 พ.ย. 68 20:10] ต้อม: รอเงินงานบริษัทแอร์ก่อนได้ป่าว
[3 พ.ย. 68 20:11] นิด: ไม่ได้ เลยกำหนด ปรับวันละ 30
[6 พ.ย. 68 08:30] ต้อม: ประกันรถ D-Max ส่งใบต่อมาแล้ว ปีนี้ 19,850 แพงขึ้นเพราะเคลมชนท้ายเดือนมีนา
[6 พ.ย. 68 08:35] นิด: จ่ายก่อน 30 พ.ย. ผ่อน 3 เดือนก็ได้นะ
[6 พ.ย. 68 08:40] ยายบุญ: วันที่ 20 ยายต้องไปหาหมอนะ ใครพาไป
[6 พ.ย. 68 08:42] ภูมิ: วันนั้นผมมีสอบครับยาย
[6 พ.ย. 68 08:45] นิด: แม่พาไปเองจ้ะ ให้พี่ต้อมอยู่บ่อ
""",
}
TODO = {"todo.md": """- โอนค่าเทอมภูมิ ก่อน 15 พ.ย.
- จ่ายค่าไฟบ่อ ต.ค. ก่อน 3 พ.ย.
- ต่อประกันรถ D-Max ก่อน 30 พ.ย.
- พายายไปหาหมอ 20 พ.ย.
- เตรียมงานสยามคูลลิ่ง 13 ธ.ค. (ชุดอาหารมังสวิรัติ 6 ชุด)
- เปิดรับสมัครทองดีคัพ ครั้งที่ 3
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    park = docs / "บ่อตกปลา"
    quotes, fish, prices, books = park / "ใบเสนอราคา", park / "ซื้อปลา", park / "ราคา", park / "บัญชี"
    bills = books / "บิลค่าไฟ"
    home = docs / "บ้าน"
    for folder in (quotes, fish, prices, books, bills, home / "ค่าเทอมภูมิ", home / "ยายบุญ", home / "ประกัน",
                   home / "เงินกู้"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา สยามคูลลิ่ง v1 ร่าง.docx", SC_DRAFT, SC_DRAFT_TABLE, bottom=SC_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา สยามคูลลิ่ง v2 final.docx", SC_FINAL, SC_FINAL_TABLE, bottom=SC_FINAL_BOTTOM)
    write_docx(fish / "ใบเสนอราคาปลาบึก_ฟาร์มเจริญทรัพย์.docx", CS_QUOTE, CS_QUOTE_TABLE, bottom=CS_QUOTE_BOTTOM)
    make_pdf(fish / "MaeklongAqua_quotation_Oct2025.pdf", MAEKLONG_QUOTE)
    make_pdf(fish / "Charoensap_invoice_INV-6811-047.pdf", CS_INVOICE)
    write_docx(fish / "ใบเสร็จ_เจริญทรัพย์_15พย68.docx", CS_RECEIPT, CS_RECEIPT_TABLE, bottom=CS_RECEIPT_BOTTOM)
    write_docx(prices / "ป้ายราคาบ่อตกปลา_2568.docx", PRICES_2568, PRICES_2568_TABLE, bottom=PRICES_2568_BOTTOM)
    make_pdf(prices / "ThongdeeFishingPark_PriceList_2024.pdf", PRICES_2024)
    _park_book(books / "รายรับรายจ่าย_บ่อตกปลา_2568.xlsx", "2568", [TICKETS_2568, RODS_2568, FOOD_2568],
               [STOCK_2568, FEED_2568, POWER_2568, WAGES_2568, KITCHEN_2568])
    _park_book(books / "รายรับรายจ่าย_บ่อตกปลา_2567.xlsx", "2567", [TICKETS_2567, RODS_2567, FOOD_2567],
               [STOCK_2567, FEED_2567, POWER_2567, WAGES_2567, KITCHEN_2567])
    make_pdf(bills / "PEA_bill_fishpark_Sep2025.pdf", PEA_SEP)
    make_pdf(bills / "PEA_bill_fishpark_Oct2025.pdf", PEA_OCT)
    write_slides(park / "แผนงานปี2569_บ่อตกปลา.pptx", _plan_slides())
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "ยายบุญ" / "SuphanVej_hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "ประกัน" / "DMax_insurance_renewal_2025.pdf", CAR_INSURANCE)
    make_pdf(home / "เงินกู้" / "ThaiRuralBank_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
