"""The folder of a blind agent set: the papers of Phu Fah Camping (ภูฟ้าแคมป์ปิ้ง), a campsite at Khao Kho, Phetchabun.

Owner: นภัสสร แก้วมณี (พี่นก, Napatsorn Kaewmanee). She runs the campsite on 8 rai of land rented from
ลุงบุญมี, with her husband ธีระ; her daughter น้องพิมพ์ (P.5) goes to a bilingual school in town and her
mother คุณแม่สายทอง lives with them. It is November 2568 (2025). Her Documents folder holds:

ลานกางเต็นท์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เอเวอร์กรีน_ร่าง.docx: draft quote QT-2568-031 to Evergreen Foods for a staff camp, 60 people,
  food 550/person, total 60,500 baht.
- ใบเสนอราคา/ใบเสนอราคา_เอเวอร์กรีน_ฉบับจริง.docx: the final quote QT-2568-034, 72 people, food 520/person,
  songthaew transfer added, total 73,940 baht, deposit 22,182.
- ใบเสนอราคา/ใบเสนอราคา_โรงเรียนบ้านนาสวน.docx: quote to Ban Na Suan school for a 3-day scout camp, 45 students
  + 4 teachers, total 36,980 baht.
- ใบเสนอราคา/ใบเสนอราคา_สร้างห้องน้ำ_ช่างวิรัตน์.docx: a builder's quote to her for a new toilet block,
  186,500 baht, 45 days.
- Suppliers/OutdoorPro_pricelist_2025.pdf: OutdoorPro Supply's dealer price list 2025 (English).
- Suppliers/ใบราคา_เอาท์ดอร์โปร_2567.docx: the same firm's price list for 2567 (Thai, older prices).
- Suppliers/OutdoorPro_invoice_INV-25-0412.pdf: tax invoice of April 2025 for tents, sleeping bags, mats (66,447).
- Suppliers/LINE_ลุงสมพงษ์_ฟืน.txt: LINE chat ordering firewood; the order goes from 3 to 4 tons, final 7,400 baht.
- บัญชี/ยอดขาย_ลาน_2568.xlsx: this year's income and expenses by month (two sheets, Jan-Oct).
- บัญชี/ยอดขาย_ลาน_2567.xlsx: last year's book, same layout (Jan-Dec).
- บัญชี/occupancy_by_zone_2568.xlsx: site-nights booked per zone, months as columns.
- บัญชี/ค่าจ้างพนักงาน_ต.ค.2568.xlsx: staff wages for October.
- สัญญา/สัญญาเช่าที่ดิน_ลุงบุญมี.docx: the 5-year land lease (60,000 a year, 63,000 from year 4).
- สัญญา/กรมธรรม์_ประกันความรับผิด_ลาน.docx: renewal of the campsite's public liability insurance (Siam Sure).
- ลูกค้า/Email_Evergreen_HR_headcount.txt: email from Evergreen's HR changing the headcount to 72.
- ลูกค้า/LINE_ครูสุดา_โรงเรียนบ้านนาสวน.txt: LINE chat with the school's teacher; 52 students in the end.
- แผนงาน/แผนลาน_ปี2569.pptx: slides of next year's plan (targets, glamping tents, toilet block, prices).
- แผนงาน/Camp_rules_for_guests.md: rules posted for guests.
- แผนงาน/บันทึก_อบต_ตรวจลาน.md: notes from the subdistrict office's inspection.
- แผนงาน/เมนูชุดหมูกระทะ.md: the BBQ set menu and prices.
บ้าน/ (household)
- Bills/PEA_bill_Oct2025.pdf, Bills/NetHome_internet_bill_Oct2025.pdf, Bills/TeleThai_mobile_bill_Oct2025.pdf.
- School/School_fee_Pim_term2_2025.pdf: Pim's term 2 fee statement (20,950, due 7 November 2025).
- School/รายการของใช้_เปิดเทอม_น้องพิมพ์.md: school shopping list.
- Insurance/Car_insurance_renewal_2025.pdf: renewal notice for the pickup (Siam Sure Insurance PCL).
- Insurance/ประกันสุขภาพ_แม่_2568.docx: her mother's health insurance renewal letter.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, one sheet per month (Aug-Oct).
- LINE_ครอบครัว.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

HEADER = ["ภูฟ้าแคมป์ปิ้ง (Phu Fah Camping)",
          "123 หมู่ 8 ต.ทุ่งสมอ อ.เขาค้อ จ.เพชรบูรณ์ 67270  โทร 089-456-7712  LINE: @phufahcamp"]
QUOTE_COLS = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

EVERGREEN_DRAFT = HEADER + [
    "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-031",
    "วันที่ 2 ตุลาคม 2568",
    "เรียน คุณวรรณา ฝ่ายบุคคล บริษัท เอเวอร์กรีน ฟู้ดส์ จำกัด",
    "เรื่อง ค่ายกิจกรรมพนักงาน 2 วัน 1 คืน วันที่ 22-23 พฤศจิกายน 2568 จำนวน 60 คน",
]
EVERGREEN_DRAFT_TABLE = [
    QUOTE_COLS,
    ("ค่าพื้นที่ + เต็นท์โดม 2 คน พร้อมถุงนอน", "30 หลัง", "450", "13,500"),
    ("อาหาร 3 มื้อ (มื้อเย็นหมูกระทะ)", "60 คน", "550", "33,000"),
    ("กิจกรรมเดินป่า + ไกด์ท้องถิ่น", "60 คน", "150", "9,000"),
    ("ลานกิจกรรม + เครื่องเสียง", "1 งาน", "5,000", "5,000"),
    ("รวมทั้งสิ้น", "", "", "60,500"),
]
EVERGREEN_DRAFT_BOTTOM = [
    "หมายเหตุ: ราคาร่าง ยังไม่รวมรถรับส่ง รอยืนยันจำนวนคนจากลูกค้าก่อน",
    "ยืนราคา 15 วัน",
]
EVERGREEN_FINAL = HEADER + [
    "ใบเสนอราคา เลขที่ QT-2568-034",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวรรณา ฝ่ายบุคคล บริษัท เอเวอร์กรีน ฟู้ดส์ จำกัด",
    "เรื่อง ค่ายกิจกรรมพนักงาน 2 วัน 1 คืน วันที่ 22-23 พฤศจิกายน 2568 จำนวน 72 คน (อาหารมังสวิรัติ 8 คน)",
]
EVERGREEN_FINAL_TABLE = [
    QUOTE_COLS,
    ("ค่าพื้นที่ + เต็นท์โดม 2 คน พร้อมถุงนอน", "36 หลัง", "450", "16,200"),
    ("อาหาร 3 มื้อ (มื้อเย็นหมูกระทะ)", "72 คน", "520", "37,440"),
    ("กิจกรรมเดินป่า + ไกด์ท้องถิ่น", "72 คน", "150", "10,800"),
    ("ลานกิจกรรม + เครื่องเสียง", "1 งาน", "5,000", "5,000"),
    ("รถสองแถวรับ-ส่ง จุดชมวิวเขาค้อ", "3 คัน", "1,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "73,940"),
]
EVERGREEN_FINAL_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 22,182 บาท ภายในวันที่ 5 พฤศจิกายน 2568 ส่วนที่เหลือชำระในวันเข้าพัก",
    "โอนเข้าบัญชี กสิกรไทย 123-4-56789-0 ชื่อบัญชี นภัสสร แก้วมณี",
    "ผู้เสนอราคา นภัสสร แก้วมณี",
]
SCHOOL_QUOTE = HEADER + [
    "ใบเสนอราคา เลขที่ QT-2568-029",
    "วันที่ 25 กันยายน 2568",
    "เรียน ครูสุดา พรหมมา โรงเรียนบ้านนาสวน อ.หล่มสัก",
    "เรื่อง ค่ายลูกเสือ-เนตรนารี 3 วัน 2 คืน วันที่ 11-13 ธันวาคม 2568 นักเรียน 45 คน ครู 4 คน",
]
SCHOOL_QUOTE_TABLE = [
    QUOTE_COLS,
    ("ค่าพื้นที่กางเต็นท์ (นำเต็นท์มาเอง)", "49 คน x 2 คืน", "100", "9,800"),
    ("อาหาร 6 มื้อ", "49 คน", "420", "20,580"),
    ("ฐานกิจกรรมผจญภัย", "45 คน", "120", "5,400"),
    ("ฟืนก่อกองไฟรอบกองไฟ", "2 คืน", "600", "1,200"),
    ("รวมทั้งสิ้น", "", "", "36,980"),
]
SCHOOL_QUOTE_BOTTOM = ["ราคาพิเศษสำหรับโรงเรียน มัดจำ 10,000 บาท ก่อนวันเข้าค่าย 14 วัน"]
TOILET_QUOTE = [
    "ห้างหุ้นส่วนจำกัด วิรัตน์การช่าง",
    "45/3 หมู่ 2 ต.แคมป์สน อ.เขาค้อ จ.เพชรบูรณ์ โทร 081-773-2290",
    "ใบเสนอราคา เลขที่ WR-68/117   วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณนภัสสร แก้วมณี (ภูฟ้าแคมป์ปิ้ง)",
    "เรื่อง ก่อสร้างอาคารห้องน้ำ-ห้องอาบน้ำ โซน B ขนาด 4 x 9 เมตร",
]
TOILET_TABLE = [
    QUOTE_COLS,
    ("งานฐานราก + พื้นคอนกรีต", "1 งาน", "38,000", "38,000"),
    ("ผนังก่ออิฐ ฉาบ ทาสี ปูกระเบื้อง", "1 งาน", "42,500", "42,500"),
    ("สุขภัณฑ์ชักโครก + อ่างล้างมือ", "6 ชุด", "4,500", "27,000"),
    ("ฝักบัว + เครื่องทำน้ำอุ่น", "4 ชุด", "6,200", "24,800"),
    ("หลังคาเมทัลชีท + โครงเหล็ก", "1 งาน", "31,000", "31,000"),
    ("ระบบประปา + บ่อเกรอะ บ่อซึม", "1 งาน", "23,200", "23,200"),
    ("รวมทั้งสิ้น (ค่าแรง + ค่าวัสดุ)", "", "", "186,500"),
]
TOILET_BOTTOM = [
    "ระยะเวลาก่อสร้าง 45 วัน นับจากวันเริ่มงาน",
    "แบ่งจ่าย 3 งวด: งวดที่ 1 เริ่มงาน 40% / งวดที่ 2 มุงหลังคาเสร็จ 40% / งวดที่ 3 ส่งมอบงาน 20%",
    "รับประกันงานโครงสร้าง 1 ปี ยืนราคา 30 วัน",
    "ผู้เสนอราคา วิรัตน์ ศรีสุข",
]
PRICELIST_2025 = [
    "OutdoorPro Supply Co., Ltd.\n99 Chang Khlan Road, Mueang, Chiang Mai 50100  Tel 053-274-118\n"
    "sales@outdoorpro.co.th\n\nDEALER PRICE LIST 2025 (valid 1 Jan - 31 Dec 2025)\nPrices in THB per unit, excl. VAT 7%\n\n"
    "Code     Item                                   Price\n"
    "OP-T4    Dome tent, 4-person                    3,590\n"
    "OP-T2    Dome tent, 2-person                    2,150\n"
    "OP-SB10  Sleeping bag, comfort 10C              990\n"
    "OP-MT    Foam camping mat                       320\n"
    "OP-GC    Gas canister 230 g                     79\n"
    "OP-LT    LED lantern, rechargeable              650\n"
    "OP-CH    Folding camp chair                     590\n"
    "OP-GL    Glamping bell tent 5 m, cotton canvas  28,900\n\n"
    "Free delivery in Northern Thailand for orders over 20,000 THB.\nPayment: 30 days from invoice date.",
]
PRICELIST_2567_TOP = [
    "บริษัท เอาท์ดอร์โปร ซัพพลาย จำกัด",
    "99 ถ.ช้างคลาน อ.เมือง จ.เชียงใหม่ 50100 โทร 053-274-118 อีเมล sales@outdoorpro.co.th",
    "ใบราคาสินค้าสำหรับตัวแทน ปี 2567 (ราคายังไม่รวม VAT 7%)",
]
PRICELIST_2567_TABLE = [
    ("รหัส", "สินค้า", "ราคา (บาท)"),
    ("OP-T4", "เต็นท์โดม 4 คน", "3,290"),
    ("OP-T2", "เต็นท์โดม 2 คน", "1,990"),
    ("OP-SB10", "ถุงนอน อุณหภูมิ 10 องศา", "890"),
    ("OP-MT", "แผ่นรองนอนโฟม", "290"),
    ("OP-GC", "แก๊สกระป๋อง 230 กรัม", "69"),
    ("OP-LT", "ตะเกียง LED ชาร์จไฟ", "650"),
    ("OP-CH", "เก้าอี้พับแคมป์", "550"),
    ("OP-GL", "เต็นท์กระโจม 5 เมตร ผ้าแคนวาส", "26,500"),
]
PRICELIST_2567_BOTTOM = ["ส่งฟรีภาคเหนือ เมื่อสั่งซื้อครบ 20,000 บาท"]
INVOICE = [
    "OutdoorPro Supply Co., Ltd.\n99 Chang Khlan Road, Mueang, Chiang Mai 50100  Tax ID 0505559012345\n\n"
    "TAX INVOICE / RECEIPT\nNo. INV-25-0412        Date: 18 April 2025\n\n"
    "Bill to: Phu Fah Camping (Mrs. Napatsorn Kaewmanee)\n123 Moo 8, Thung Samo, Khao Kho, Phetchabun 67270\n\n"
    "Item                              Qty   Unit price   Amount\n"
    "OP-T4 Dome tent, 4-person         10    3,590        35,900.00\n"
    "OP-SB10 Sleeping bag 10C          20    990          19,800.00\n"
    "OP-MT Foam camping mat            20    320          6,400.00\n\n"
    "Subtotal                                             62,100.00\n"
    "VAT 7%                                               4,347.00\n"
    "TOTAL                                                66,447.00\n\n"
    "Payment due: 18 May 2025\nBank transfer: Bangkok Bank 512-0-44871-2",
]
FIREWOOD_CHAT = """[1/11/2568 09:12] นก: ลุงสมพงษ์คะ เดือนนี้ขอฟืนไม้ลำไยเหมือนเดิม 3 ตันนะคะ
[1/11/2568 09:40] ลุงสมพงษ์: ได้ครับ ตันละ 1,800 เหมือนเดิม 3 ตัน 5,400 บาท ส่งวันเสาร์ที่ 8 นะ
[3/11/2568 18:05] นก: ลุงคะ ขอเปลี่ยนเป็น 4 ตันได้ไหมคะ ปลายเดือนมีบริษัทมาเข้าค่าย แล้วธันวามีโรงเรียนอีก
[3/11/2568 18:30] ลุงสมพงษ์: 4 ตันต้องรอไม้แห้งอีกรอบ ส่งได้เสาร์ที่ 15 ครับ ราคาขึ้นเป็นตันละ 1,900 นะ รวม 7,600
[3/11/2568 18:41] นก: แพงขึ้นเลยอะลุง 555 ลดให้หน่อยได้ไหมคะ ลูกค้าประจำนะ
[3/11/2568 19:02] ลุงสมพงษ์: งั้นตันละ 1,850 ละกัน 4 ตัน 7,400 บาท ค่าส่งไม่คิด
[3/11/2568 19:05] นก: โอเคค่ะ สรุป 4 ตัน 7,400 บาท ส่งเสาร์ 15 พ.ย. จ่ายเงินสดตอนของถึงนะคะ
[3/11/2568 19:06] ลุงสมพงษ์: ได้ครับ ลงที่กองหลังครัวเหมือนเดิมนะ
"""
EVERGREEN_EMAIL = """From: Wanna Suksawat <wanna.s@evergreenfoods.co.th>
To: phufahcamping@gmail.com
Date: Wed, 15 Oct 2025 10:22
Subject: Re: Quotation QT-2568-031 - Evergreen staff camp 22-23 Nov

Dear Khun Napatsorn,

Thank you for the draft quotation. Management has approved the staff camp at Phu Fah Camping on 22-23 November.
Some changes from our side:

1. Headcount is now 72 people (not 60). 8 of them need vegetarian meals.
2. Could you please add transport from the Khao Kho viewpoint car park to the campsite? Our bus cannot go up the hill.
3. Our budget for food is 520 baht per person. Is this possible?

Please send the final quotation by 22 October so we can issue a PO and pay the deposit.

Best regards,
Wanna Suksawat
HR Manager, Evergreen Foods Co., Ltd.
"""
TEACHER_CHAT = """[28/9/2568 13:15] ครูสุดา: สวัสดีค่ะคุณนก ได้รับใบเสนอราคาแล้วนะคะ ขอบคุณค่ะ
[28/9/2568 13:20] นก: ยินดีค่ะครู มีอะไรสอบถามได้เลยนะคะ
[14/10/2568 16:02] ครูสุดา: คุณนกคะ ตอนนี้เด็กสมัครเพิ่มนะคะ น่าจะเป็น 50 คน
[14/10/2568 16:10] นก: ได้ค่ะครู ยังรับไหวค่ะ ครูมากี่ท่านคะ
[14/10/2568 16:12] ครูสุดา: ครูเท่าเดิม 4 คนค่ะ
[2/11/2568 08:45] ครูสุดา: สรุปนะคะ นักเรียน 52 คน ครู 4 คน รวม 56 คน วันที่ 11-13 ธ.ค. เหมือนเดิมค่ะ
[2/11/2568 08:47] ครูสุดา: โอนมัดจำ 10,000 บาท แล้วนะคะ ส่งสลิปให้แล้วค่ะ
[2/11/2568 09:30] นก: ได้รับแล้วค่ะครู ขอบคุณมากค่ะ เดี๋ยวนกทำใบเสนอราคาใหม่ตามจำนวนคนส่งให้นะคะ
[2/11/2568 09:31] ครูสุดา: ขอบคุณค่ะ เด็กๆ ตื่นเต้นกันมากเลย
"""
LAND_LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านเลขที่ 12 หมู่ 8 ต.ทุ่งสมอ อ.เขาค้อ จ.เพชรบูรณ์ วันที่ 20 ธันวาคม 2565",
    "ผู้ให้เช่า: นายบุญมี ทองดี  ผู้เช่า: นางนภัสสร แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45127 เนื้อที่ 8 ไร่ ต.ทุ่งสมอ อ.เขาค้อ เพื่อใช้ทำลานกางเต็นท์และที่พักแรม",
    "ข้อ 2. ระยะเวลาเช่า 5 ปี เริ่มวันที่ 1 มกราคม 2566 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าปีละ 60,000 บาท (หกหมื่นบาทถ้วน) สำหรับปีที่ 1-3 (พ.ศ. 2566-2568) "
    "และปีละ 63,000 บาท (หกหมื่นสามพันบาทถ้วน) สำหรับปีที่ 4-5 (พ.ศ. 2569-2570)",
    "ข้อ 4. ผู้เช่าชำระค่าเช่าล่วงหน้าปีละครั้ง ภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 5. ผู้เช่าวางเงินประกัน 30,000 บาท ในวันทำสัญญา ผู้ให้เช่าคืนให้เมื่อสิ้นสุดสัญญาโดยไม่มีดอกเบี้ย",
    "ข้อ 6. ผู้เช่าสร้างสิ่งปลูกสร้างชั่วคราวได้ อาคารห้องน้ำที่สร้างถาวรให้ตกเป็นของผู้ให้เช่าเมื่อสิ้นสุดสัญญา",
    "ข้อ 7. ห้ามตัดต้นไม้ใหญ่ในที่ดินโดยไม่ได้รับอนุญาตจากผู้ให้เช่า",
    "ข้อ 8. ผู้เช่ามีสิทธิ์ต่อสัญญาก่อนบุคคลอื่น โดยแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วัน",
    "ลงชื่อ บุญมี ทองดี ผู้ให้เช่า   ลงชื่อ นภัสสร แก้วมณี ผู้เช่า   พยาน ธีระ แก้วมณี",
]
LIABILITY = [
    "บริษัท สยามชัวร์ ประกันภัย จำกัด (มหาชน)",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันภัยความรับผิดต่อบุคคลภายนอก",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณนภัสสร แก้วมณี (ภูฟ้าแคมป์ปิ้ง)",
    "กรมธรรม์เลขที่ PL-68-008812 จะครบกำหนดวันที่ 1 ธันวาคม 2568 บริษัทขอแจ้งเงื่อนไขการต่ออายุดังนี้",
]
LIABILITY_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("ระยะเวลาประกันภัย", "1 ธันวาคม 2568 - 1 ธันวาคม 2569"),
    ("สถานที่เอาประกัน", "ลานกางเต็นท์ภูฟ้าแคมป์ปิ้ง 123 หมู่ 8 ต.ทุ่งสมอ อ.เขาค้อ จ.เพชรบูรณ์"),
    ("วงเงินความรับผิดต่อครั้ง", "1,000,000 บาท"),
    ("วงเงินรวมตลอดระยะเวลาประกัน", "2,000,000 บาท"),
    ("ค่ารักษาพยาบาลต่อคน", "50,000 บาท"),
    ("เบี้ยประกันภัยรวมภาษีอากร", "8,560 บาท"),
]
LIABILITY_BOTTOM = [
    "กรุณาชำระเบี้ยประกันภายในวันที่ 25 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ติดต่อตัวแทน คุณปรีชา โทร 086-552-1907",
]
PLAN_SLIDES = [
    ("แผนภูฟ้าแคมป์ปิ้ง ปี 2569", "จัดทำโดย นภัสสร แก้วมณี - พฤศจิกายน 2568"),
    ("เป้าหมายรายได้", "รายได้ทั้งปี 2569 เป้า 3,200,000 บาท\nปี 2568 คาดว่าจะปิดที่ 2,750,000 บาท"),
    ("เพิ่มเต็นท์กระโจม", "ซื้อเต็นท์กระโจม 5 เมตร เพิ่ม 4 หลัง (รวมเป็น 10 หลัง)\nงบ 115,600 บาท"),
    ("ห้องน้ำใหม่โซน B", "สร้างห้องน้ำ-ห้องอาบน้ำชุดใหม่\nงบประมาณ 190,000 บาท เริ่มงานมกราคม 2569"),
    ("รวมงบลงทุน", "รวมงบลงทุนปี 2569: 305,600 บาท\nใช้เงินเก็บ 200,000 บาท + กู้ธนาคาร 105,600 บาท"),
    ("ปรับราคา", "ค่ากางเต็นท์ 150 -> 180 บาท/คน/คืน\nเต็นท์กระโจม 1,190 -> 1,290 บาท/คืน"),
    ("การตลาด", "TikTok + เพจ Facebook โพสต์ 3 ครั้ง/สัปดาห์\nแพ็กเกจองค์กรและโรงเรียน ช่วง พ.ค.-ก.ย. (low season)"),
]
CAMP_RULES = """# Phu Fah Camping - Rules for guests / กฎของลาน

- Check-in from 13:00, check-out by 12:00 (เช็คอิน 13:00 เช็คเอาท์ 12:00)
- Quiet time 22:00 - 07:00, no loud music (งดเสียงดังหลัง 22:00)
- Campfires only in the fire pits. Firewood 150 baht per bundle at reception.
- Pets welcome, 100 baht per pet per night. Keep them on a leash.
- No fireworks, no drones near the glamping zone.
- Sort your rubbish: general / recyclable / food waste.
- Hot showers 06:00 - 23:00. Wi-Fi at the reception area only.
"""
INSPECTION = """# บันทึก อบต.ทุ่งสมอ มาตรวจลาน 28 ต.ค. 2568

เจ้าหน้าที่ 2 คน (คุณอำนาจ กองช่าง, คุณจิราพร กองสาธารณสุข) มาประมาณ 10 โมง อยู่ราว 2 ชม.

## สิ่งที่ต้องแก้
- ถังดับเพลิงมีแค่ 2 ถัง ต้องติดเพิ่มอีก 4 ถัง (ขนาด 15 ปอนด์ ร้านในเมืองขายถังละ 1,350 บาท)
- ต้องทำป้ายทางหนีไฟ + จุดรวมพล ที่โซน A และโซน C
- ห้องน้ำโซน B ท่อน้ำทิ้งไหลลงลำธาร ต้องทำบ่อดักไขมัน
- แยกถังขยะ 3 ประเภท ทุกโซน

## ใบอนุญาต
- ใบอนุญาตประกอบกิจการที่พักแรม ค่าธรรมเนียม 2,500 บาท/ปี
- ต้องยื่นต่ออายุภายใน 15 ธันวาคม 2568 ที่ อบต.

## นัดตรวจซ้ำ
- กลางเดือนมกราคม 2569 (เจ้าหน้าที่จะโทรนัดอีกที)
"""
BBQ_MENU = """# เมนูชุดหมูกระทะ ภูฟ้าแคมป์ปิ้ง

| ชุด | รายละเอียด | ราคา |
|---|---|---|
| ชุดเล็ก (2 คน) | หมู 500 กรัม ผัก วุ้นเส้น น้ำจิ้ม | 399 บาท |
| ชุดกลาง (3-4 คน) | หมู 800 กรัม กุ้ง ผัก น้ำจิ้ม | 599 บาท |
| ชุดใหญ่ (5-6 คน) | หมู 1.2 กิโล กุ้ง หมึก ผัก | 899 บาท |

- เพิ่มหมู 300 กรัม 120 บาท / เติมถ่าน 50 บาท
- สั่งก่อน 17:00 นะคะ
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khao Kho Branch\nELECTRICITY BILL\n\n"
    "Customer: Mrs. Napatsorn Kaewmanee\nAddress: 88/2 Moo 8, Thung Samo, Khao Kho, Phetchabun 67270 (residence)\n"
    "Account no.: 020004518832\nBilling month: October 2025\n\n"
    "Meter reading: 14,522 -> 14,841\nUnits used: 319 kWh\n"
    "Energy charge: 1,293.20 THB\nFt charge: 125.97 THB\nService charge: 38.22 THB\nVAT 7%: 102.02 THB\n\n"
    "AMOUNT DUE: 1,559.41 THB\nDue date: 14 November 2025\n"
    "Pay at PEA offices, 7-Eleven, or PEA Smart Plus app.",
]
INTERNET_BILL = [
    "NetHome Fibre Co., Ltd.\nINVOICE - October 2025\n\nCustomer: Napatsorn Kaewmanee\nAccount: NH-77120458\n"
    "Package: Fiber 500/500 Mbps + Mesh Wi-Fi\n\nMonthly fee: 599.00 THB\nMesh Wi-Fi rental: 100.00 THB\n"
    "VAT 7%: 48.93 THB\nTotal: 747.93 THB\nDue date: 20 November 2025",
]
MOBILE_BILL = [
    "TeleThai Mobile PCL\nMONTHLY BILL - October 2025\n\nCustomer: Napatsorn Kaewmanee\n"
    "Number: 089-456-7712 (Unlimited 5G 699)\nNumber: 086-221-0934 (Family add-on 199)\n\n"
    "Service charges: 898.00 THB\nVAT 7%: 62.86 THB\nTotal: 960.86 THB\nDue date: 25 November 2025",
]
SCHOOL_FEE = [
    "Anuban Phetchabun Bilingual School\n55 Samakkhi Chai Road, Mueang, Phetchabun 67000\n\n"
    "FEE STATEMENT - Term 2, Academic Year 2025\nDate issued: 10 October 2025\n\n"
    "Student: Pim Kaewmanee (Grade 5 / Room 5/2)   Student ID: 6512048\nParent: Mrs. Napatsorn Kaewmanee\n\n"
    "Tuition fee                   14,500.00\nEnglish Program fee            2,800.00\n"
    "Lunch and snacks              1,650.00\nActivities and field trip      900.00\n"
    "Books and materials            1,100.00\n\nTOTAL                         20,950.00 THB\n\n"
    "Please pay by 7 November 2025.\nLate payment: 50 THB per day.\n"
    "Transfer to Krungthai Bank 604-1-22819-5 and send the slip to the school LINE OA.",
]
SCHOOL_LIST = """# ของใช้เปิดเทอม 2 น้องพิมพ์

- ชุดนักเรียนเสื้อ 2 ตัว - 380
- รองเท้านักเรียนคู่ใหม่ (เบอร์ 36) - 459
- สมุด 10 เล่ม - 150
- สีไม้ + ดินสอ + ยางลบ - 210
- กระเป๋าน้ำ - 189
- ถุงเท้า 3 คู่ - 90

รวมประมาณ 1,478 บาท ซื้อที่ห้างในเมืองวันเสาร์
"""
CAR_INSURANCE = [
    "Siam Sure Insurance PCL\n1028 Phahonyothin Road, Bangkok 10400  Call center 1766\n\n"
    "RENEWAL NOTICE - Motor Insurance\nDate: 20 October 2025\n\n"
    "Dear Mr. Teera Kaewmanee,\n\nYour policy MT-25-3318207 expires on 30 November 2025.\n"
    "Vehicle: Toyota Hilux Revo 2.4 (2021), registration 4521 Phetchabun\n\n"
    "Renewal offer (1 Dec 2025 - 1 Dec 2026):\nCover: Type 1\nSum insured: 520,000 THB\n"
    "Deductible: none\nPremium incl. stamp duty and VAT: 17,850.00 THB\n\n"
    "Pay by 30 November 2025 to keep your cover and your no-claim discount of 30%.\n"
    "Agent: Khun Preecha, tel 086-552-1907",
]
MOM_HEALTH = [
    "บริษัท ไทยไลฟ์แคร์ ประกันชีวิต จำกัด",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันสุขภาพ",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน นางสายทอง แก้วมณี",
    "กรมธรรม์เลขที่ HS-2201457 แผน แคร์พลัส 5000",
    "ค่าห้องผู้ป่วยใน วันละ 5,000 บาท วงเงินคุ้มครองต่อปี 1,500,000 บาท",
    "เบี้ยประกันปีกรมธรรม์ 2568-2569 จำนวน 32,400 บาท (ปีก่อน 28,900 บาท ปรับตามอายุ 66 ปี)",
    "กรุณาชำระภายในวันที่ 12 ธันวาคม 2568 มีระยะผ่อนผัน 31 วัน",
    "ผู้ชำระเบี้ย: นางนภัสสร แก้วมณี (บุตร)",
]
FAMILY_CHAT = """[2/11/2568 07:30] ธีระ: วันนี้พี่ลงไปเติมแก๊สที่ปั๊มในเมืองนะ จะซื้ออะไรไหม
[2/11/2568 07:32] นก: ซื้อไข่ 2 แผงกับน้ำดื่ม 10 แพ็คด้วยค่ะ
[2/11/2568 12:10] แม่: หมอนัดแม่ตรวจเบาหวานวันที่ 20 พ.ย. นะลูก
[2/11/2568 12:15] นก: ได้ค่ะแม่ เดี๋ยวนกพาไปเอง
[4/11/2568 17:45] พิมพ์: แม่คะ ครูให้เอาเงินไปทัศนศึกษา 500 บาท ภายในศุกร์นี้นะคะ
[4/11/2568 17:50] นก: โอเคลูก พรุ่งนี้แม่ให้นะ
[6/11/2568 20:01] ธีระ: อย่าลืมจ่ายค่าเทอมน้องพิมพ์นะ ใกล้ครบกำหนดแล้ว
[6/11/2568 20:03] นก: จ่ายแล้วค่ะ เมื่อเช้า
"""
WORKSPECT = {"todo.md": "- โทรหาช่างวิรัตน์เรื่องห้องน้ำโซน B\n- ต่อประกันรถกระบะก่อนสิ้นเดือน\n"
                        "- ยื่นต่อใบอนุญาตที่ อบต.\n- ทำใบเสนอราคาใหม่ให้ครูสุดา\n- พาแม่ไปหาหมอ 20 พ.ย.\n"}

MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
# month: (tent sites, glamping, food & drinks) / (wages, food supplies, utilities, other)
SALES_2568 = {
    "ม.ค.": ((128400, 199920, 71350), (62000, 38900, 9850, 14300)),
    "ก.พ.": ((119700, 180880, 66200), (62000, 35400, 9420, 12650)),
    "มี.ค.": ((74250, 114240, 41800), (58000, 22300, 8760, 9100)),
    "เม.ย.": ((88900, 104720, 52600), (58000, 27800, 10240, 18750)),
    "พ.ค.": ((31200, 48790, 18400), (46000, 10900, 7350, 6200)),
    "มิ.ย.": ((18600, 26180, 11250), (46000, 6800, 6980, 5400)),
    "ก.ค.": ((24300, 35700, 15900), (46000, 9100, 7120, 7800)),
    "ส.ค.": ((29800, 41650, 19450), (46000, 11200, 7390, 62100)),
    "ก.ย.": ((21500, 33320, 13700), (46000, 8300, 7050, 5950)),
    "ต.ค.": ((96800, 140420, 58300), (49060, 31700, 8910, 10400)),
}
SALES_2567 = {
    "ม.ค.": ((112600, 150000, 58900), (55000, 31200, 8700, 11450)),
    "ก.พ.": ((104300, 138000, 54150), (55000, 29800, 8390, 10200)),
    "มี.ค.": ((66900, 87000, 35700), (52000, 19600, 7980, 8300)),
    "เม.ย.": ((79400, 81000, 44900), (52000, 24100, 9120, 15600)),
    "พ.ค.": ((27800, 36000, 15300), (40000, 9200, 6600, 5100)),
    "มิ.ย.": ((15400, 19500, 9800), (40000, 5900, 6240, 4800)),
    "ก.ค.": ((20900, 25500, 13100), (40000, 7700, 6450, 6350)),
    "ส.ค.": ((25600, 31500, 16200), (40000, 9600, 6700, 5900)),
    "ก.ย.": ((18700, 24000, 11900), (40000, 7100, 6380, 5200)),
    "ต.ค.": ((84100, 106500, 49800), (52000, 27400, 8150, 41500)),
    "พ.ย.": ((118200, 142500, 63400), (55000, 33900, 8860, 12100)),
    "ธ.ค.": ((141500, 165000, 79600), (58000, 42300, 9730, 16800)),
}
OCCUPANCY = [  # site-nights booked, Jan-Oct 2568
    ("โซน A ริมลำธาร (Riverside)", [498, 461, 287, 341, 112, 68, 95, 109, 81, 372]),
    ("โซน B เนินเขา (Hill)", [412, 388, 236, 270, 96, 51, 77, 93, 62, 301]),
    ("โซน C คาร์แคมป์ (Car camp)", [233, 219, 143, 176, 60, 38, 49, 66, 44, 198]),
    ("เต็นท์กระโจม Glamping (6 หลัง)", [168, 152, 96, 88, 41, 22, 30, 35, 28, 118]),
]
WAGES = [  # name, role, days worked, daily rate
    ("สมศักดิ์", "ดูแลลาน / ซ่อมบำรุง", 30, 450),
    ("มะลิ", "แม่ครัว", 28, 420),
    ("จันทร์เพ็ญ", "ผู้ช่วยครัว", 24, 380),
    ("บุญส่ง", "แม่บ้าน ห้องน้ำ", 26, 380),
    ("ต้น", "พนักงานต้อนรับ (พาร์ทไทม์)", 12, 400),
]
HOUSEHOLD = {
    "ส.ค. 2568": [("ค่ากับข้าว (Food)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 1412.36, "PEA"),
                  ("ค่าเน็ต (Internet)", 747.93, "NetHome"), ("ค่าโทรศัพท์ (Mobile)", 960.86, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 4200, ""), ("ค่าขนม/ค่ารถน้องพิมพ์ (Pim)", 2600, "รถรับส่ง 1,200"),
                  ("ผ่อนรถกระบะ (Car loan)", 9870, "งวดที่ 38/60"), ("ให้แม่ (Mom)", 5000, "")],
    "ก.ย. 2568": [("ค่ากับข้าว (Food)", 10230, ""), ("ค่าไฟบ้าน (Electricity)", 1488.90, "PEA"),
                  ("ค่าเน็ต (Internet)", 747.93, "NetHome"), ("ค่าโทรศัพท์ (Mobile)", 960.86, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3950, ""), ("ค่าขนม/ค่ารถน้องพิมพ์ (Pim)", 2600, ""),
                  ("ผ่อนรถกระบะ (Car loan)", 9870, "งวดที่ 39/60"), ("ให้แม่ (Mom)", 5000, ""),
                  ("ค่าหมอฟัน (Dentist)", 1800, "น้องพิมพ์อุดฟัน")],
    "ต.ค. 2568": [("ค่ากับข้าว (Food)", 11640, "วันเกิดแม่"), ("ค่าไฟบ้าน (Electricity)", 1559.41, "PEA"),
                  ("ค่าเน็ต (Internet)", 747.93, "NetHome"), ("ค่าโทรศัพท์ (Mobile)", 960.86, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 4580, ""), ("ค่าขนม/ค่ารถน้องพิมพ์ (Pim)", 2600, ""),
                  ("ผ่อนรถกระบะ (Car loan)", 9870, "งวดที่ 40/60"), ("ให้แม่ (Mom)", 5000, ""),
                  ("ของใช้เปิดเทอม (School things)", 1478, "")],
}


def _sales_book(path: Path, year: str, data: dict) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"ภูฟ้าแคมป์ปิ้ง รายรับรายเดือน ปี {year} (Monthly income)"])
    income.append(["เดือน (Month)", "ค่าลานกางเต็นท์ (Tent sites)", "เต็นท์กระโจม (Glamping)",
                   "อาหาร/เครื่องดื่ม (F&B)", "รวม (Total)"])
    expenses = book.create_sheet("รายจ่าย Expenses")
    expenses.append([f"ภูฟ้าแคมป์ปิ้ง รายจ่ายรายเดือน ปี {year} (Monthly expenses)"])
    expenses.append(["เดือน (Month)", "ค่าแรง (Wages)", "วัตถุดิบอาหาร (Food supplies)", "ค่าไฟ/น้ำ (Utilities)",
                     "อื่นๆ (Other)", "รวม (Total)"])
    for month, (ins, outs) in data.items():
        income.append([f"{month} {year}", *ins, sum(ins)])
        expenses.append([f"{month} {year}", *outs, sum(outs)])
    label = "รวมทั้งปี (Year total)" if len(data) == 12 else "รวมถึงปัจจุบัน (Total so far)"
    income.append([label, *(sum(v[0][i] for v in data.values()) for i in range(3)),
                   sum(sum(v[0]) for v in data.values())])
    expenses.append([label, *(sum(v[1][i] for v in data.values()) for i in range(4)),
                     sum(sum(v[1]) for v in data.values())])
    for col in range(2, 6):
        money_format(income, col)
    for col in range(2, 7):
        money_format(expenses, col)
    if year == "2568":
        expenses.append([])
        expenses.append(["หมายเหตุ: ส.ค. อื่นๆ รวมซ่อมปั๊มน้ำบาดาล 48,000"])
    else:
        expenses.append([])
        expenses.append(["หมายเหตุ: ต.ค. อื่นๆ รวมค่าทาสีห้องน้ำ 29,000"])
    book.save(path)


def _occupancy(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Occupancy 2568"
    sheet.append(["จำนวนคืนที่ถูกจอง ปี 2568 (site-nights booked)"])
    sheet.append(["โซน (Zone)", *MONTHS_TH[:10], "รวม (Total)"])
    for zone, nights in OCCUPANCY:
        sheet.append([zone, *nights, sum(nights)])
    sheet.append(["รวมทุกโซน (All zones)", *(sum(z[1][i] for z in OCCUPANCY) for i in range(10)),
                  sum(sum(z[1]) for z in OCCUPANCY)])
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าจ้าง ต.ค. 68"
    sheet.append(["ชื่อ (Name)", "หน้าที่ (Role)", "วันทำงาน (Days)", "ค่าแรง/วัน (Daily rate)", "รวม (Total)"])
    for name, role, days, rate in WAGES:
        sheet.append([name, role, days, rate, days * rate])
    sheet.append(["รวม (Total)", "", sum(w[2] for w in WAGES), "", sum(w[2] * w[3] for w in WAGES)])
    money_format(sheet, 4)
    money_format(sheet, 5)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ลานกางเต็นท์"
    home = docs / "บ้าน"
    for sub in (biz / "ใบเสนอราคา", biz / "Suppliers", biz / "บัญชี", biz / "สัญญา", biz / "ลูกค้า",
                biz / "แผนงาน", home / "Bills", home / "School", home / "Insurance"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = biz / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_เอเวอร์กรีน_ร่าง.docx", EVERGREEN_DRAFT, EVERGREEN_DRAFT_TABLE,
               bottom=EVERGREEN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เอเวอร์กรีน_ฉบับจริง.docx", EVERGREEN_FINAL, EVERGREEN_FINAL_TABLE,
               bottom=EVERGREEN_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงเรียนบ้านนาสวน.docx", SCHOOL_QUOTE, SCHOOL_QUOTE_TABLE,
               bottom=SCHOOL_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สร้างห้องน้ำ_ช่างวิรัตน์.docx", TOILET_QUOTE, TOILET_TABLE, bottom=TOILET_BOTTOM)
    make_pdf(biz / "Suppliers" / "OutdoorPro_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(biz / "Suppliers" / "ใบราคา_เอาท์ดอร์โปร_2567.docx", PRICELIST_2567_TOP, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(biz / "Suppliers" / "OutdoorPro_invoice_INV-25-0412.pdf", INVOICE)
    _sales_book(biz / "บัญชี" / "ยอดขาย_ลาน_2568.xlsx", "2568", SALES_2568)
    _sales_book(biz / "บัญชี" / "ยอดขาย_ลาน_2567.xlsx", "2567", SALES_2567)
    _occupancy(biz / "บัญชี" / "occupancy_by_zone_2568.xlsx")
    _wages(biz / "บัญชี" / "ค่าจ้างพนักงาน_ต.ค.2568.xlsx")
    write_docx(biz / "สัญญา" / "สัญญาเช่าที่ดิน_ลุงบุญมี.docx", LAND_LEASE)
    write_docx(biz / "สัญญา" / "กรมธรรม์_ประกันความรับผิด_ลาน.docx", LIABILITY, LIABILITY_TABLE,
               bottom=LIABILITY_BOTTOM)
    write_slides(biz / "แผนงาน" / "แผนลาน_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "NetHome_internet_bill_Oct2025.pdf", INTERNET_BILL)
    make_pdf(home / "Bills" / "TeleThai_mobile_bill_Oct2025.pdf", MOBILE_BILL)
    make_pdf(home / "School" / "School_fee_Pim_term2_2025.pdf", SCHOOL_FEE)
    make_pdf(home / "Insurance" / "Car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "Insurance" / "ประกันสุขภาพ_แม่_2568.docx", MOM_HEALTH)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ลานกางเต็นท์/Suppliers/LINE_ลุงสมพงษ์_ฟืน.txt": FIREWOOD_CHAT,
        "ลานกางเต็นท์/ลูกค้า/Email_Evergreen_HR_headcount.txt": EVERGREEN_EMAIL,
        "ลานกางเต็นท์/ลูกค้า/LINE_ครูสุดา_โรงเรียนบ้านนาสวน.txt": TEACHER_CHAT,
        "ลานกางเต็นท์/แผนงาน/Camp_rules_for_guests.md": CAMP_RULES,
        "ลานกางเต็นท์/แผนงาน/บันทึก_อบต_ตรวจลาน.md": INSPECTION,
        "ลานกางเต็นท์/แผนงาน/เมนูชุดหมูกระทะ.md": BBQ_MENU,
        "บ้าน/School/รายการของใช้_เปิดเทอม_น้องพิมพ์.md": SCHOOL_LIST,
        "บ้าน/LINE_ครอบครัว.txt": FAMILY_CHAT,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
