"""A blind agent folder: the papers of ร้านนาฬิกาแสงทอง (Saengthong Watch & Clock), a watch and clock repair and sales stall.

The owner is นางพิมพ์ใจ แสงทอง (Pimjai Saengthong). She rents stall ข-17 (B-17) in ตลาดสดเทศบาล 1 (Municipal Fresh
Market 1) in เมืองพิษณุโลก, where she sells wall clocks and wristwatches and repairs both; her husband สมบัติ ใจมั่น
helps at the bench. They live with their son ต้นกล้า (Grade 4, โรงเรียนอนุบาลพิษณุโลก) and her mother บุญเรือน in Tha Thong.
Her phone folder mixes the stall's papers with the household's:

ร้านนาฬิกา/ (the stall)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมน่าน_ร่าง.docx: the draft quote QT-2568-014 to the Rim Nan hotel (12 wall clocks at
  1,450, lobby grandfather clock 3,500, total 20,900), never sent.
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมน่าน_final.docx: the sent quote (12 clocks at 1,350, clock service 3,200, total 19,400).
- ใบเสนอราคา/ใบเสนอราคา_โรงเรียนเทศบาล3.docx: a similar quote to a municipal school (24 classroom clocks, 10,080).
- แชทลูกค้า/LINE_คุณวิชัย_โรงแรมริมน่าน.txt: LINE chat where the hotel raises the order to 15 clocks at 1,300 (22,700)
  and moves delivery to 20 July.
- แชทลูกค้า/Email_James_Omega_repair.txt: an English e-mail thread with a tourist about his Omega's service (6,800 THB).
- สมุดงานซ่อม_มิ.ย.68.md: the June repair log (customer, watch, job, price, deposit, pick-up date).
- เอกสารร้าน/สัญญาเช่าแผง_ตลาดเทศบาล.docx: the stall rental contract with the municipality (2,800 a month, 8,400 deposit).
- เอกสารร้าน/Repair_warranty_terms.md: the warranty terms printed on the back of the job card (English and Thai).
- เอกสารร้าน/ราคาค่าซ่อม_หน้าร้าน.md: the repair price board at the stall.
- บัญชี/ยอดขาย_2568.xlsx: this year's book, two sheets (monthly sales; monthly expenses), January-June.
- บัญชี/ยอดขาย_2567.xlsx: last year's book, same two sheets, January-December.
- บัญชี/งานซ่อม_รายเดือน_2568.xlsx: repair jobs by type with months as columns (counts; income).
- Suppliers/Chronos_Parts_pricelist_2025.pdf: the parts wholesaler's English dealer price list for 2025.
- Suppliers/ราคาอะไหล่_โครนอส_2567.docx: the same firm's (บริษัท โครนอส พาร์ท จำกัด) Thai price list for 2567.
- Suppliers/Invoice_ChronosParts_INV2025-0412.pdf: Chronos Parts' April invoice (14,552 THB, due 15 May 2025).
- Suppliers/Email_Chronos_price_update.txt: Chronos Parts' e-mail announcing the 2025 price list.
- Suppliers/BKK_Strap_House_invoice_May2025.pdf: a strap wholesaler's invoice (distractor).
- แผนร้าน_ปี2569.pptx: her slides with the plan for next year (target 1,500,000, a 35,000 water-resistance tester...).

บ้าน/ (the household)
- บิล/Electricity_bill_PEA_Jun2025.pdf, บิล/Water_bill_PWA_Jun2025.pdf, บิล/Internet_bill_3BB_Jun2025.pdf: June bills.
- ประกัน/MuangThaiLife_renewal_letter_2025.pdf: the renewal notice of her mother's health insurance (English).
- ประกัน/ใบเสร็จเบี้ยประกัน_แม่_2567.docx: last year's premium receipt from เมืองไทยประกันชีวิต (Thai).
- ประกัน/กรมธรรม์ประกันรถ_วิริยะ_2568.docx: the Hilux's class-1 motor policy schedule.
- ลูกต้นกล้า/ใบแจ้งค่าเทอม_ต้นกล้า_เทอม1_2568.docx: the son's term-1 school fee notice (18,450).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (March-June).
- LINE_กลุ่มบ้านแสงทอง.txt: the family LINE group (mother's doctor's appointment moved, swimming class fee).

Personal/: สูตรแกงฮังเล.md, Sukhothai_trip_Oct.md (distractors).
Every figure a task checks is written literally here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านนาฬิกาแสงทอง (Saengthong Watch & Clock)"
SHOP_ADDRESS = "แผงเลขที่ ข-17 ตลาดสดเทศบาล 1 อ.เมือง จ.พิษณุโลก 65000  โทร 081-953-2764  LINE: @saengthongwatch"

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
HOTEL_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง - ยังไม่ส่ง)",
    SHOP,
    SHOP_ADDRESS,
    "เลขที่ QT-2568-014   วันที่ 2 มิถุนายน 2568",
    "เรียน คุณวิชัย พรหมมา ฝ่ายจัดซื้อ โรงแรมริมน่าน ริเวอร์ไซด์ ถ.พุทธบูชา พิษณุโลก",
    "ทางร้านขอเสนอราคานาฬิกาแขวนสำหรับห้องพัก และงานซ่อมนาฬิกาตั้งพื้นที่ล็อบบี้ ดังนี้",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "นาฬิกาแขวนผนัง 12 นิ้ว กรอบไม้สัก เครื่องเดินเงียบ สำหรับห้องพัก", "12", "1,450", "17,400"),
    ("2", "ซ่อมและล้างเครื่องนาฬิกาตั้งพื้น (Grandfather clock) ที่ล็อบบี้", "1", "3,500", "3,500"),
    ("", "", "", "รวมทั้งสิ้น", "20,900"),
]
HOTEL_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน  ส่งของภายใน 15 วันหลังยืนยันสั่งซื้อ",
    "รับประกันเครื่องนาฬิกาแขวน 1 ปี",
    "หมายเหตุถึงตัวเอง: เช็คราคาไม้สักกับโรงงานก่อน อาจลดได้",
]
HOTEL_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    SHOP_ADDRESS,
    "เลขที่ QT-2568-014   วันที่ 5 มิถุนายน 2568",
    "เรียน คุณวิชัย พรหมมา ฝ่ายจัดซื้อ โรงแรมริมน่าน ริเวอร์ไซด์ ถ.พุทธบูชา พิษณุโลก",
    "ทางร้านขอเสนอราคานาฬิกาแขวนสำหรับห้องพัก และงานซ่อมนาฬิกาตั้งพื้นที่ล็อบบี้ ดังนี้",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "นาฬิกาแขวนผนัง 12 นิ้ว กรอบไม้สัก เครื่องเดินเงียบ สำหรับห้องพัก", "12", "1,350", "16,200"),
    ("2", "ซ่อมและล้างเครื่องนาฬิกาตั้งพื้น (Grandfather clock) ที่ล็อบบี้", "1", "3,200", "3,200"),
    ("", "", "", "รวมทั้งสิ้น", "19,400"),
]
HOTEL_FINAL_BOTTOM = [
    "ยืนราคา 30 วัน  ส่งมอบภายในวันที่ 15 กรกฎาคม 2568",
    "ชำระมัดจำ 50% เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระวันส่งของ",
    "รับประกันเครื่องนาฬิกาแขวน 1 ปี งานซ่อมนาฬิกาตั้งพื้นรับประกัน 6 เดือน",
    "ลงชื่อ พิมพ์ใจ แสงทอง (ผู้เสนอราคา)",
]
SCHOOL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    SHOP_ADDRESS,
    "เลขที่ QT-2568-011   วันที่ 20 พฤษภาคม 2568",
    "เรียน ผู้อำนวยการโรงเรียนเทศบาล 3 (วัดจันทร์ตะวันตก)",
    "ตามที่โรงเรียนต้องการนาฬิกาแขวนสำหรับห้องเรียนใหม่ ทางร้านขอเสนอราคาดังนี้",
]
SCHOOL_TABLE = [
    QUOTE_HEAD,
    ("1", "นาฬิกาแขวนผนัง 12 นิ้ว ขอบพลาสติก ตัวเลขใหญ่ สำหรับห้องเรียน", "24", "390", "9,360"),
    ("2", "ถ่าน AA อัลคาไลน์ (สำรอง)", "48", "15", "720"),
    ("", "", "", "รวมทั้งสิ้น", "10,080"),
]
SCHOOL_BOTTOM = [
    "ราคานี้รวมค่าติดตั้งแล้ว  ยืนราคา 45 วัน",
    "ส่งของภายใน 7 วันหลังได้รับใบสั่งซื้อ  รับประกัน 1 ปี",
    "ลงชื่อ พิมพ์ใจ แสงทอง (ผู้เสนอราคา)",
]

HOTEL_CHAT = """[LINE] ประวัติแชทกับ คุณวิชัย โรงแรมริมน่าน
วันที่บันทึก: 20/06/2568 21:14

[05/06/2568 10:12] พิมพ์ใจ: สวัสดีค่ะคุณวิชัย ส่งใบเสนอราคาให้ทางอีเมลแล้วนะคะ นาฬิกาแขวน 12 เรือน เรือนละ 1,350 ค่าซ่อมนาฬิกาตั้งพื้น 3,200 รวม 19,400 บาทค่ะ
[05/06/2568 14:30] คุณวิชัย: ได้รับแล้วครับ ขอเช็คกับผู้จัดการก่อนนะครับ
[09/06/2568 09:05] คุณวิชัย: ผู้จัดการขอเพิ่มเป็น 15 เรือนครับ จะใส่ห้องพักตึกใหม่ด้วย ราคาลดได้อีกไหมครับ
[09/06/2568 09:40] พิมพ์ใจ: ถ้า 15 เรือน ให้เรือนละ 1,300 ค่ะ เป็น 19,500 บวกค่าซ่อมนาฬิกาตั้งพื้น 3,200 รวมทั้งหมด 22,700 บาทค่ะ
[09/06/2568 10:02] คุณวิชัย: โอเคครับ ตกลงตามนี้ แต่ขอเลื่อนส่งของเป็นวันที่ 20 กรกฎาคมได้ไหมครับ ตึกใหม่ยังทาสีไม่เสร็จ
[09/06/2568 10:05] พิมพ์ใจ: ได้ค่ะ ส่ง 20 ก.ค. นะคะ มัดจำครึ่งหนึ่ง 11,350 บาทค่ะ
[10/06/2568 16:20] คุณวิชัย: โอนมัดจำ 11,350 บาทแล้วนะครับ [รูปภาพ]
[10/06/2568 16:25] พิมพ์ใจ: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
[18/06/2568 11:47] คุณวิชัย: นาฬิกาตั้งพื้นเข้าไปซ่อมได้วันไหนครับ
[18/06/2568 11:52] พิมพ์ใจ: สามีจะเข้าไปดูวันจันทร์ที่ 23 นะคะ
"""

JAMES_EMAIL = """From: James Carter <jcarter.travels@gmail.com>
To: Saengthong Watch <saengthong.watch@gmail.com>
Date: Sat, 14 Jun 2025 08:41 +0700
Subject: Re: Omega Seamaster repair estimate

Hi Khun Pimjai,

Thanks for looking at my watch so quickly. I accept the estimate of 6,800 THB for the full service and the new
crown and gasket. I left the 2,000 THB deposit with your husband yesterday, he gave me job card no. 0612.

I am leaving Phitsanulok on 5 July, so could it be ready by 3 July please? If you find anything else wrong,
please email me before doing extra work.

Best regards,
James

> On Thu, 12 Jun 2025, Saengthong Watch wrote:
> Dear Mr. Carter,
> We opened your Omega Seamaster 300 (cal. 1120). The movement is dirty and the crown gasket is broken, so the
> watch is not water resistant now.
> Estimate:
> - Full service (overhaul) of the movement: 5,500 THB
> - New crown and gasket, pressure test: 1,300 THB
> Total: 6,800 THB. Time: about 3 weeks. Deposit: 2,000 THB.
> Warranty: 6 months on the movement service.
> Pimjai Saengthong, Saengthong Watch & Clock, Stall B-17, Municipal Fresh Market 1, Phitsanulok
"""

REPAIR_LOG = """# สมุดรับซ่อม มิถุนายน 2568

| วันที่รับ | ลูกค้า | โทร | นาฬิกา | อาการ / งาน | ค่าซ่อม (บาท) | มัดจำ | นัดรับ |
|---|---|---|---|---|---|---|---|
| 3 มิ.ย. | ป้าบุญมี (แผงผัก) | 089-611-2043 | Seiko 5 ออโต้ | เดินช้า ล้างเครื่อง | 1,200 | 500 | 17 มิ.ย. |
| 5 มิ.ย. | คุณเอก | 086-220-7781 | Citizen Eco-Drive | กระจกแตก เปลี่ยนกระจก | 650 | - | 6 มิ.ย. |
| 8 มิ.ย. | ลุงสมพงษ์ | 081-474-9920 | นาฬิกาลูกตุ้ม Junghans (ของพ่อ) | ไม่ตีบอกเวลา ลานขาด | 2,500 | 1,000 | 28 มิ.ย. |
| 10 มิ.ย. | น้องฝน | 095-338-1206 | Casio G-Shock | เปลี่ยนถ่าน + ยางกันน้ำ | 350 | - | 10 มิ.ย. |
| 12 มิ.ย. | Mr. James Carter | อีเมล | Omega Seamaster 300 | ล้างเครื่อง + เป้า/ยาง | 6,800 | 2,000 | 3 ก.ค. |
| 14 มิ.ย. | คุณนิด ร้านทอง | 062-915-3378 | Rolex Datejust (ลูกค้าร้านทอง) | ตั้งเวลาไม่ได้ ส่งศูนย์ กทม. | รอประเมิน | - | - |
| 16 มิ.ย. | ครูมาลัย | 089-702-5514 | นาฬิกาแขวน Seiko | เครื่องเสีย เปลี่ยนเครื่อง | 280 | - | 18 มิ.ย. |

หมายเหตุ
- ลุงสมพงษ์ขอให้โทรบอกก่อนวันรับ 1 วัน
- Rolex คุณนิด ส่งไปกับขนส่ง 15 มิ.ย. รอศูนย์โทรกลับ
"""

# ---------------------------------------------------------------- shop papers
STALL_CONTRACT = [
    "สัญญาเช่าแผงค้า ตลาดสดเทศบาล 1",
    "ทำที่ สำนักงานเทศบาลนครพิษณุโลก วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: เทศบาลนครพิษณุโลก โดย นายประเสริฐ วงศ์ดี หัวหน้าฝ่ายตลาด",
    "ผู้เช่า: นางพิมพ์ใจ แสงทอง บ้านเลขที่ 45/7 หมู่ 3 ต.ท่าทอง อ.เมือง จ.พิษณุโลก",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงเลขที่ ข-17 ขนาด 2 x 3 เมตร โซนสินค้าทั่วไป เพื่อประกอบกิจการซ่อมและจำหน่ายนาฬิกา",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าเช่าแผงเดือนละ 2,800 บาท (สองพันแปดร้อยบาทถ้วน) ชำระที่ฝ่ายตลาดภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ค่าไฟฟ้าคิดตามมิเตอร์ย่อยหน่วยละ 7 บาท และค่าเก็บขยะเดือนละ 100 บาท",
    "ข้อ 5. ผู้เช่าวางเงินประกันการเช่า 8,400 บาท ในวันทำสัญญา จะได้รับคืนเมื่อสิ้นสุดสัญญาและไม่มีหนี้ค้าง",
    "ข้อ 6. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 50 บาท",
    "ข้อ 7. ห้ามผู้เช่านำแผงไปให้เช่าช่วงหรือโอนสิทธิ์ให้ผู้อื่น",
    "ข้อ 8. ตลาดเปิดเวลา 05.00 - 18.00 น. ผู้เช่าต้องเก็บสินค้าเข้าตู้ที่ล็อกได้ทุกวัน",
]

WARRANTY = """# Saengthong Watch & Clock - Repair warranty terms
(printed on the back of the job card / พิมพ์หลังใบรับซ่อม)

1. Battery replacement: the battery is guaranteed for 6 months. / เปลี่ยนถ่าน รับประกันถ่าน 6 เดือน
2. Full service (overhaul): 6 months on the movement. / ล้างเครื่อง รับประกันเครื่อง 6 เดือน
3. New movement fitted by us: 1 year. / เปลี่ยนเครื่องใหม่ รับประกัน 1 ปี
4. Not covered: water damage after we have tested the watch, broken glass, drops, straps.
   / ไม่รับประกัน: น้ำเข้าหลังทดสอบแล้ว กระจกแตก ตกกระแทก สายนาฬิกา
5. Please bring this card to collect the watch. Watches not collected within 90 days are the owner's risk.
   / กรุณานำใบนี้มารับนาฬิกา หากไม่มารับภายใน 90 วัน ทางร้านไม่รับผิดชอบ
"""

PRICE_BOARD = """# ราคาค่าซ่อม หน้าร้าน (ปี 2568)

- เปลี่ยนถ่านนาฬิกาข้อมือ 120-150 บาท (ถ่านสวิส 150)
- ตัดสาย / ปรับสายเหล็ก 40 บาท
- เปลี่ยนสายหนัง 150-350 บาท
- เปลี่ยนกระจกมิเนอรัล 400 บาท  กระจกแซฟไฟร์ 900 บาท
- ล้างเครื่องออโต้ เริ่มต้น 1,200 บาท
- ซ่อมนาฬิกาแขวน / เปลี่ยนเครื่อง 280 บาท
- ซ่อมนาฬิกาตั้งพื้น / ลูกตุ้ม ประเมินหน้างาน
"""

# ---------------------------------------------------------------- suppliers
CHRONOS_2025 = [
    "CHRONOS PARTS CO., LTD.\nWatch and Clock Parts Wholesale\n88/12 Chakkawat Road, Samphanthawong, Bangkok 10100\n"
    "Tel 02-221-4580  sales@chronosparts.co.th\n\nDEALER PRICE LIST 2025\nEffective 1 February 2025 - prices in THB, "
    "excluding VAT\n\nBATTERIES\nRenata 371 silver oxide (box of 10) ........ 250\nRenata 377 silver oxide (box of 10) "
    "........ 240\nMaxell CR2032 lithium (box of 5) ........ 95\n\nMOVEMENTS\nSeiko NH35A automatic ........ 1,650\n"
    "Miyota 2035 quartz ........ 145\nQuartz clock movement, 12 mm shaft ........ 65",
    "CRYSTALS AND TOOLS\nSapphire crystal 30 mm ........ 420\nMineral crystal 30 mm ........ 60\n"
    "Spring bar assortment (360 pcs) ........ 320\nCase back opener, 3 jaw ........ 480\n\nTERMS\n"
    "Minimum order 3,000 THB. Free delivery for orders over 5,000 THB.\nPayment 30 days from invoice date.",
]
CHRONOS_2567_TOP = [
    "บริษัท โครนอส พาร์ท จำกัด",
    "ค้าส่งอะไหล่นาฬิกา 88/12 ถ.จักรวรรดิ เขตสัมพันธวงศ์ กรุงเทพฯ 10100 โทร 02-221-4580",
    "ใบราคาสำหรับร้านค้าตัวแทน ปี 2567 (ราคายังไม่รวม VAT)",
]
CHRONOS_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("ถ่านเรนาต้า 371", "กล่อง 10 ก้อน", "220"),
    ("ถ่านเรนาต้า 377", "กล่อง 10 ก้อน", "210"),
    ("ถ่านแมกเซล CR2032", "กล่อง 5 ก้อน", "90"),
    ("เครื่อง Seiko NH35A อัตโนมัติ", "ตัว", "1,590"),
    ("เครื่องมิโยต้า 2035", "ตัว", "135"),
    ("เครื่องนาฬิกาแขวน แกน 12 มม.", "ตัว", "60"),
    ("กระจกแซฟไฟร์ 30 มม.", "แผ่น", "400"),
    ("กระจกมิเนอรัล 30 มม.", "แผ่น", "55"),
]
CHRONOS_2567_BOTTOM = ["สั่งขั้นต่ำ 3,000 บาท  ส่งฟรีเมื่อสั่งครบ 5,000 บาท", "ชำระเงินภายใน 30 วัน"]
CHRONOS_INVOICE = [
    "CHRONOS PARTS CO., LTD.\n88/12 Chakkawat Road, Samphanthawong, Bangkok 10100  Tax ID 0105551023847\n\n"
    "TAX INVOICE\nInvoice No: INV2025-0412\nInvoice date: 15 April 2025\n\nBill to: Saengthong Watch & Clock "
    "(Mrs. Pimjai Saengthong)\nStall B-17, Municipal Fresh Market 1, Mueang, Phitsanulok 65000\n\n"
    "Item / Qty / Unit price / Amount (THB)\nSeiko NH35A automatic movement / 4 / 1,650 / 6,600\n"
    "Renata 371 battery, box of 10 / 10 / 250 / 2,500\nRenata 377 battery, box of 10 / 10 / 240 / 2,400\n"
    "Sapphire crystal 30 mm / 5 / 420 / 2,100",
    "Subtotal: 13,600.00\nVAT 7%: 952.00\nTOTAL: 14,552.00 THB\n\nPayment terms: 30 days\nDue date: 15 May 2025\n"
    "Please transfer to Kasikorn Bank, account 012-3-45678-9, Chronos Parts Co., Ltd.",
]
CHRONOS_EMAIL = """From: Narin Tangsakul <sales@chronosparts.co.th>
To: saengthong.watch@gmail.com
Date: Mon, 20 Jan 2025 10:05 +0700
Subject: Chronos Parts - new dealer price list 2025
Attachment: Chronos_Parts_pricelist_2025.pdf

Dear Khun Pimjai,

Happy New Year from all of us at Chronos Parts. Please find attached our dealer price list for 2025. The new prices
start on 1 February 2025. Because of the stronger Swiss franc and yen, prices of batteries and movements go up a
little; crystals and tools stay about the same.

Orders placed before 31 January 2025 will still be charged at the old prices.

Best regards,
Narin Tangsakul
Sales, Chronos Parts Co., Ltd.
"""
STRAP_INVOICE = [
    "BANGKOK STRAP HOUSE\n21 Soi Sampeng 2, Bangkok 10100\n\nINVOICE No: BSH-25-0533\nDate: 8 May 2025\n"
    "Customer: Saengthong Watch & Clock, Phitsanulok\n\nGenuine leather strap 20 mm, brown / 30 / 85 / 2,550\n"
    "Genuine leather strap 18 mm, black / 20 / 80 / 1,600\nSilicone strap 22 mm / 15 / 45 / 675\n\n"
    "Total: 4,825 THB (VAT included)\nPaid in cash on delivery. Thank you.",
]

PLAN_SLIDES = [
    ("แผนร้านนาฬิกาแสงทอง ปี 2569", "จัดทำโดย พิมพ์ใจ แสงทอง - มิถุนายน 2568"),
    ("เป้าหมายยอดขาย", "เป้ายอดขายทั้งปี 1,500,000 บาท (ปี 2567 ทำได้ 995,650 บาท)\n"
                       "งานซ่อมให้ได้ครึ่งหนึ่งของยอดขาย\nยอดขายเฉลี่ยเดือนละ 125,000 บาท"),
    ("งานซ่อม", "รับล้างเครื่องนาฬิกาแบรนด์ (Seiko, Citizen, Omega)\nซื้อเครื่องทดสอบกันน้ำ งบ 35,000 บาท\n"
                "รับลูกมือฝึกงาน 1 คน ค่าแรงวันละ 400 บาท"),
    ("ขายออนไลน์", "เปิดร้านใน Shopee และ TikTok Shop ภายในมกราคม 2569\nถ่ายรูปนาฬิกาแขวนทุกรุ่นใหม่\nงบโฆษณาเดือนละ 3,000 บาท"),
    ("ลูกค้าองค์กร", "เสนอขายนาฬิกาแขวนให้โรงแรมและโรงเรียนอย่างน้อย 5 แห่ง\nทำแคตตาล็อก PDF ส่งทาง LINE"),
]

# ---------------------------------------------------------------- household
ELECTRICITY = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nPhitsanulok Branch\n\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Pimjai Saengthong\nAddress: 45/7 Moo 3, Tha Thong, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Customer no: 020011458736  Meter no: 11284590\nReading period: 20 May 2025 - 19 June 2025",
    "Units used: 318 kWh\nEnergy charge: 1,268.40 THB\nFt charge: 62.33 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 94.87 THB\nAmount due: 1,450.22 THB\nDue date: 3 July 2025\nPay at PEA offices, 7-Eleven or the PEA Smart Plus app.",
]
WATER = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA)\nPhitsanulok Branch\n\nWATER BILL - June 2025\n"
    "Customer: Mrs. Pimjai Saengthong\nAddress: 45/7 Moo 3, Tha Thong, Mueang Phitsanulok 65000\n"
    "Reading date: 18 June 2025\nWater used: 24 cubic metres\nWater charge: 276.00 THB\nService charge: 15.00 THB\n"
    "VAT 7%: 20.37 THB\nAmount due: 311.37 THB\nDue date: 2 July 2025",
]
INTERNET = [
    "3BB GIGATEX FIBRE\nTriple T Broadband PCL\n\nMONTHLY BILL - June 2025\nAccount: 8801-2239-47\n"
    "Customer: Mrs. Pimjai Saengthong, 45/7 Moo 3, Tha Thong, Phitsanulok\n\nPackage: Fibre 500/500 Mbps\n"
    "Monthly fee: 590.00 THB\nVAT 7%: 41.30 THB\nTotal: 631.30 THB\nPlease pay by: 25 June 2025",
]
MTL_LETTER = [
    "MUANG THAI LIFE ASSURANCE PCL\n250 Ratchadaphisek Road, Huai Khwang, Bangkok 10310\n\n10 June 2025\n\n"
    "Mrs. Pimjai Saengthong\n45/7 Moo 3, Tha Thong, Mueang Phitsanulok, Phitsanulok 65000\n\n"
    "Subject: Policy renewal notice - Health Fit Plus\n\nPolicy no: HL-2021-558812\n"
    "Insured person: Mrs. Boonruean Saengthong (age 68)\nPolicyholder / payer: Mrs. Pimjai Saengthong",
    "Dear Policyholder,\nYour health policy is due for renewal. Because the insured person is now in the 66-70 age band,\n"
    "the annual premium changes from 22,980 THB to 24,360 THB.\nRenewal premium: 24,360 THB\nDue date: 1 July 2025\n"
    "Grace period: 31 days. Cover stops if the premium is not paid within the grace period.\n"
    "Room and board: 3,000 THB per day. Annual limit: 1,000,000 THB.\n\nYours sincerely,\nPolicy Service Department",
]
MTL_RECEIPT = [
    "บริษัท เมืองไทยประกันชีวิต จำกัด (มหาชน)",
    "ใบเสร็จรับเงินเบี้ยประกันภัย",
    "วันที่ 28 มิถุนายน 2567",
    "ได้รับเงินจาก นางพิมพ์ใจ แสงทอง",
    "กรมธรรม์เลขที่ HL-2021-558812  แบบประกัน เฮลท์ ฟิต พลัส  ผู้เอาประกัน นางบุญเรือน แสงทอง",
    "เบี้ยประกันงวดปี 2567-2568 จำนวน 22,980 บาท ชำระด้วยบัตรเครดิต",
    "ระยะเวลาคุ้มครองถึงวันที่ 30 มิถุนายน 2568",
]
CAR_POLICY = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท วิริยะประกันภัย จำกัด (มหาชน) สาขาพิษณุโลก",
    "เลขที่กรมธรรม์ 25-V1-0073311",
    "ผู้เอาประกันภัย: นายสมบัติ ใจมั่น 45/7 หมู่ 3 ต.ท่าทอง อ.เมือง จ.พิษณุโลก",
    "รถยนต์: Toyota Hilux Revo ปี 2020 สีเทา ทะเบียน กข 4521 พิษณุโลก",
    "ระยะเวลาประกันภัย: 15 มีนาคม 2568 ถึง 15 มีนาคม 2569",
    "ประเภทการซ่อม: ซ่อมอู่ในเครือ",
]
CAR_TABLE = [
    ("ความคุ้มครอง", "จำนวนเงิน (บาท)"),
    ("ความเสียหายต่อตัวรถ (ทุนประกัน)", "450,000"),
    ("รถสูญหาย / ไฟไหม้", "450,000"),
    ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก", "1,000,000"),
    ("ความรับผิดต่อชีวิตบุคคลภายนอก ต่อคน", "500,000"),
    ("ค่ารักษาพยาบาล ต่อคน (7 ที่นั่ง)", "50,000"),
    ("ความเสียหายส่วนแรก", "ไม่มี"),
]
CAR_BOTTOM = [
    "เบี้ยประกันภัยสุทธิ 18,500.00 บาท  อากรแสตมป์ 74.00 บาท  ภาษีมูลค่าเพิ่ม 1,300.18 บาท",
    "เบี้ยประกันภัยรวม 19,874.18 บาท",
    "แจ้งเหตุ 24 ชม. โทร 1557",
]
SCHOOL_FEE_TOP = [
    "โรงเรียนอนุบาลพิษณุโลก",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กชายต้นกล้า ใจมั่น  ชั้นประถมศึกษาปีที่ 4/2 (โครงการ English Program)  เลขประจำตัว 16482",
    "ผู้ปกครอง นางพิมพ์ใจ แสงทอง",
]
SCHOOL_FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน โครงการ English Program", "15,000"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน / ทัศนศึกษา", "800"),
    ("ค่าประกันอุบัติเหตุนักเรียน", "300"),
    ("รวมทั้งสิ้น", "18,450"),
]
SCHOOL_FEE_BOTTOM = [
    "กำหนดชำระภายในวันที่ 9 พฤษภาคม 2568 ที่ธนาคารกรุงไทย ทุกสาขา หรือสแกน QR หน้าใบแจ้งนี้",
    "ชำระหลังกำหนดปรับ 200 บาท",
    "เปิดภาคเรียนวันที่ 16 พฤษภาคม 2568",
]
FAMILY_CHAT = """[LINE] ประวัติแชทในกลุ่ม บ้านแสงทอง 🏠
วันที่บันทึก: 21/06/2568 20:03

[18/06/2568 19:02] สมบัติ: วันนี้ปิดร้านช้านะ รอลูกค้ามารับนาฬิกา
[18/06/2568 19:10] พิมพ์ใจ: แม่นัดหมอตาที่ รพ.พุทธชินราช วันที่ 8 ก.ค. นะ ใครว่างพาไป
[18/06/2568 19:15] สมบัติ: พี่ว่าง เดี๋ยวพาไปเอง
[19/06/2568 07:30] แม่บุญเรือน: หมอโทรมาเลื่อนเป็นวันที่ 15 ก.ค. แล้วจ้า 9 โมงเช้า
[19/06/2568 07:41] พิมพ์ใจ: โอเคค่ะแม่ 15 ก.ค. 9 โมง จดไว้แล้ว
[19/06/2568 12:00] พิมพ์ใจ: ค่าเรียนว่ายน้ำต้นกล้าคอร์สใหม่ 8 ครั้ง 2,400 บาทนะ เริ่มเสาร์ที่ 5 ก.ค.
[19/06/2568 12:05] สมบัติ: โอนให้ครูแล้ว 2,400 [รูปภาพ]
[20/06/2568 18:22] ต้นกล้า: แม่ ขอซื้อแว่นว่ายน้ำใหม่ได้ไหม อันเก่าแตก
[20/06/2568 18:30] พิมพ์ใจ: ได้ ไม่เกิน 300 นะ
"""
SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "มี.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 9850, "ตลาด + แม็คโคร"),
        ("ค่าไฟบ้าน (Electricity)", 1320.45, "PEA"),
        ("ค่าน้ำประปา (Water)", 289.00, "PWA"),
        ("ค่าเน็ตบ้าน (Internet)", 631.30, "3BB"),
        ("ค่าน้ำมันรถ (Fuel)", 3200, "Hilux"),
        ("ประกันรถ (Car insurance)", 19874.18, "วิริยะ ต่ออายุ"),
        ("ค่าขนม + รถรับส่งต้นกล้า (School van, pocket money)", 2500, ""),
        ("ค่ายาแม่ (Mother's medicine)", 1200, ""),
    ],
    "เม.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 10420, "สงกรานต์ ญาติมา"),
        ("ค่าไฟบ้าน (Electricity)", 1612.80, "PEA แอร์เปิดทั้งวัน"),
        ("ค่าน้ำประปา (Water)", 305.40, "PWA"),
        ("ค่าเน็ตบ้าน (Internet)", 631.30, "3BB"),
        ("ค่าน้ำมันรถ (Fuel)", 3450, "กลับบ้านต่างจังหวัด"),
        ("ค่ายาแม่ (Mother's medicine)", 850, ""),
        ("ทำบุญสงกรานต์ (Merit making)", 1500, ""),
    ],
    "พ.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 9760, ""),
        ("ค่าไฟบ้าน (Electricity)", 1588.10, "PEA"),
        ("ค่าน้ำประปา (Water)", 298.60, "PWA"),
        ("ค่าเน็ตบ้าน (Internet)", 631.30, "3BB"),
        ("ค่าน้ำมันรถ (Fuel)", 2980, ""),
        ("ค่าเทอมต้นกล้า เทอม 1 (School fee)", 18450, "จ่ายแล้ว 7 พ.ค."),
        ("ชุดนักเรียน + รองเท้า (Uniform)", 1870, ""),
        ("ค่าขนม + รถรับส่งต้นกล้า (School van, pocket money)", 2500, ""),
        ("ค่ายาแม่ (Mother's medicine)", 1450, ""),
    ],
    "มิ.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 10130, ""),
        ("ค่าไฟบ้าน (Electricity)", 1450.22, "PEA"),
        ("ค่าน้ำประปา (Water)", 311.37, "PWA"),
        ("ค่าเน็ตบ้าน (Internet)", 631.30, "3BB"),
        ("ค่าน้ำมันรถ (Fuel)", 3100, ""),
        ("ค่าเรียนว่ายน้ำต้นกล้า (Swimming class)", 2400, "8 ครั้ง"),
        ("ค่าขนม + รถรับส่งต้นกล้า (School van, pocket money)", 2500, ""),
        ("ค่ายาแม่ (Mother's medicine)", 980, ""),
    ],
}

# ---------------------------------------------------------------- books
MONTHS_TH = ["มกราคม (Jan)", "กุมภาพันธ์ (Feb)", "มีนาคม (Mar)", "เมษายน (Apr)", "พฤษภาคม (May)", "มิถุนายน (Jun)",
             "กรกฎาคม (Jul)", "สิงหาคม (Aug)", "กันยายน (Sep)", "ตุลาคม (Oct)", "พฤศจิกายน (Nov)", "ธันวาคม (Dec)"]
SALES_HEADERS = ("เดือน (Month)", "ขายนาฬิกา (Watch & clock sales)", "ค่าซ่อม (Repair income)",
                 "ขายอะไหล่/ถ่าน/สาย (Parts & straps)", "รวม (Total)")
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าเช่าแผง (Stall rent)", "ซื้อสินค้า/อะไหล่ (Stock & parts)",
                   "ค่าไฟแผง (Stall electricity)", "อื่นๆ (Other)", "รวม (Total)")
JOB_TYPES = ["เปลี่ยนถ่าน (Battery)", "เปลี่ยน/ตัดสาย (Strap)", "ล้างเครื่อง (Overhaul)", "เปลี่ยนกระจก (Glass)",
             "ซ่อมนาฬิกาแขวน/ตั้งพื้น (Clock repair)"]
JOB_COUNTS = [
    [128, 119, 131, 137, 124, 115],
    [64, 58, 71, 66, 60, 55],
    [9, 7, 11, 8, 12, 10],
    [14, 11, 13, 16, 12, 9],
    [6, 5, 8, 7, 9, 6],
]
JOB_INCOME = [
    [16640, 15470, 17030, 17810, 16120, 14950],
    [9600, 8700, 10650, 9900, 9000, 8250],
    [10800, 8400, 13900, 9600, 14600, 12300],
    [5600, 4400, 5200, 6400, 4800, 3600],
    [4800, 3500, 6900, 5600, 8100, 4900],
]
REPAIR_2568 = [sum(row[m] for row in JOB_INCOME) for m in range(6)]
SALES_2568 = [(watches, repairs, parts) for watches, repairs, parts in
              zip([38500, 31200, 35800, 44900, 29700, 33400], REPAIR_2568, [6200, 5400, 6900, 7300, 5800, 5100])]
SALES_2567 = [
    (41200, 43150, 5900), (29800, 39600, 5100), (33600, 44800, 6300), (39100, 47250, 6800),
    (27400, 42900, 5500), (30800, 40100, 4950), (28900, 38700, 5200), (31500, 41300, 5600),
    (26700, 37800, 4700), (32400, 42600, 5800), (36900, 44100, 6100), (58300, 46900, 7900),
]
EXPENSES_2568 = [
    (2800, 13980, 620, 1500), (2800, 9870, 588, 1200), (2800, 12400, 651, 1350),
    (2800, 14552, 700, 1800), (2800, 9325, 679, 1100), (2800, 11230, 644, 1250),
]
EXPENSES_2567 = [
    (2600, 13800, 590, 1400), (2600, 9200, 560, 1100), (2600, 11900, 610, 1300), (2600, 13100, 690, 1700),
    (2600, 8800, 640, 1000), (2600, 10400, 615, 1200), (2600, 9600, 600, 1150), (2600, 10900, 605, 1250),
    (2600, 8700, 598, 1050), (2600, 11200, 620, 1300), (2600, 12600, 630, 1400), (2600, 18900, 660, 2600),
]


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ร้านนาฬิกาแสงทอง ยอดขายรายเดือน ปี {year} (Monthly sales {year})"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS_TH, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *[sum(r[i] for r in sales) for i in range(3)], sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS_TH, expenses):
        costs.append([month, *row, sum(row)])
    costs.append(["รวม (Total)", *[sum(r[i] for r in expenses) for i in range(4)], sum(sum(r) for r in expenses)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _repair_book(path: Path) -> None:
    book = openpyxl.Workbook()
    months = ["ม.ค. 68", "ก.พ. 68", "มี.ค. 68", "เม.ย. 68", "พ.ค. 68", "มิ.ย. 68"]
    counts = book.active
    counts.title = "จำนวนงาน Jobs"
    counts.append(["จำนวนงานซ่อมรายเดือน ปี 2568 (Repair jobs per month, count)"])
    counts.append(["ประเภทงาน (Job type)", *months, "รวม (Total)"])
    for job, row in zip(JOB_TYPES, JOB_COUNTS):
        counts.append([job, *row, sum(row)])
    income = book.create_sheet("รายได้ Income")
    income.append(["รายได้งานซ่อมรายเดือน ปี 2568 (Repair income per month, THB)"])
    income.append(["ประเภทงาน (Job type)", *months, "รวม (Total)"])
    for job, row in zip(JOB_TYPES, JOB_INCOME):
        income.append([job, *row, sum(row)])
    income.append(["รวม (Total)", *REPAIR_2568, sum(REPAIR_2568)])
    for column in range(2, 9):
        money_format(income, column)
    book.save(path)


def _spending_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        total = round(sum(row[1] for row in rows), 2)
        sheet.append(["รวม (Total)", int(total) if total.is_integer() else total, ""])
        money_format(sheet, 2)
    book.save(path)


TEXTS = {
    "ร้านนาฬิกา/แชทลูกค้า/LINE_คุณวิชัย_โรงแรมริมน่าน.txt": HOTEL_CHAT,
    "ร้านนาฬิกา/แชทลูกค้า/Email_James_Omega_repair.txt": JAMES_EMAIL,
    "ร้านนาฬิกา/สมุดงานซ่อม_มิ.ย.68.md": REPAIR_LOG,
    "ร้านนาฬิกา/เอกสารร้าน/Repair_warranty_terms.md": WARRANTY,
    "ร้านนาฬิกา/เอกสารร้าน/ราคาค่าซ่อม_หน้าร้าน.md": PRICE_BOARD,
    "ร้านนาฬิกา/Suppliers/Email_Chronos_price_update.txt": CHRONOS_EMAIL,
    "บ้าน/LINE_กลุ่มบ้านแสงทอง.txt": FAMILY_CHAT,
    "Personal/สูตรแกงฮังเล.md": "# แกงฮังเล (สูตรแม่)\n- หมูสามชั้น 500 กรัม หมูสันคอ 300 กรัม\n- ผงฮังเล 2 ช้อนโต๊ะ "
                               "ขิงซอย สับปะรด\n- เคี่ยวไฟอ่อน 2 ชั่วโมง ใส่น้ำมะขามเปียก น้ำตาลปี๊บ",
    "Personal/Sukhothai_trip_Oct.md": "# Sukhothai day trip (October school break)\n- Leave 7:00, Historical Park "
                                     "by bike\n- Lunch: Sukhothai noodles\n- Budget about 2,500 baht for the family",
}
WORKSPECT = {"todo.md": "- โทรหาคุณวิชัย ยืนยันวันส่งนาฬิกาแขวน 20 ก.ค.\n- โอนเงินค่าอะไหล่โครนอส\n"
                        "- พาแม่ไปหาหมอตา\n- ต่อประกันสุขภาพแม่ก่อน 1 ก.ค.\n"}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านนาฬิกา", docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "บัญชี", shop / "Suppliers",
                   home / "บิล", home / "ประกัน", home / "ลูกต้นกล้า"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมน่าน_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมน่าน_final.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงเรียนเทศบาล3.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    write_docx(shop / "เอกสารร้าน" / "สัญญาเช่าแผง_ตลาดเทศบาล.docx", STALL_CONTRACT)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _repair_book(shop / "บัญชี" / "งานซ่อม_รายเดือน_2568.xlsx")
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "Chronos_Parts_pricelist_2025.pdf", CHRONOS_2025)
    write_docx(suppliers / "ราคาอะไหล่_โครนอส_2567.docx", CHRONOS_2567_TOP, CHRONOS_2567_TABLE,
               bottom=CHRONOS_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_ChronosParts_INV2025-0412.pdf", CHRONOS_INVOICE)
    make_pdf(suppliers / "BKK_Strap_House_invoice_May2025.pdf", STRAP_INVOICE)
    write_slides(shop / "แผนร้าน_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "บิล" / "Electricity_bill_PEA_Jun2025.pdf", ELECTRICITY)
    make_pdf(home / "บิล" / "Water_bill_PWA_Jun2025.pdf", WATER)
    make_pdf(home / "บิล" / "Internet_bill_3BB_Jun2025.pdf", INTERNET)
    make_pdf(home / "ประกัน" / "MuangThaiLife_renewal_letter_2025.pdf", MTL_LETTER)
    write_docx(home / "ประกัน" / "ใบเสร็จเบี้ยประกัน_แม่_2567.docx", MTL_RECEIPT)
    write_docx(home / "ประกัน" / "กรมธรรม์ประกันรถ_วิริยะ_2568.docx", CAR_POLICY, CAR_TABLE, bottom=CAR_BOTTOM)
    write_docx(home / "ลูกต้นกล้า" / "ใบแจ้งค่าเทอม_ต้นกล้า_เทอม1_2568.docx", SCHOOL_FEE_TOP, SCHOOL_FEE_TABLE,
               bottom=SCHOOL_FEE_BOTTOM)
    _spending_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the to-do list."""
    write_texts(workspect, WORKSPECT)
