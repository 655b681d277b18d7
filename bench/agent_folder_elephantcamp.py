"""Documents of Wanna Saengkham (วรรณา แสงคำ), who runs the elephantcamp: ปางช้างบ้านแม่วาง (Baan Mae Wang
Elephant Camp) in ต.แม่วิน อ.แม่วาง จ.เชียงใหม่, with her husband Prasert (พี่เสริฐ, head mahout), their
daughter Mind (น้องมายด์, ป.4) and son Ton (น้องต้น). Home is in บ้านกาด, Mae Wang.

ปางช้าง/ (the camp)
- ใบเสนอราคา/ใบเสนอราคา_HappyTrails_ร่าง.docx: draft quote to Happy Trails Travel, 40 pax x 1,800, total 88,000.
- ใบเสนอราคา/ใบเสนอราคา_HappyTrails_final.docx: the quote as sent, 45 pax x 1,700, total 95,250, deposit 28,575.
- ใบเสนอราคา/Quotation_SiamOrientTours_2025.docx: English quote to Siam Orient Tours, full-day group on 5 July
  2025, total 103,500, deposit 31,050 due 15 June 2025.
- LINE/LINE_HappyTrails_คุณแอน.txt: chat with the agent that moves the group to 52 pax, 110,400 and 21 มิ.ย.
- LINE/LINE_ลานนาฟาร์ม_สั่งอ้อย.txt: chat with the feed supplier; the order changes to อ้อย 10 ตัน, 19,500 บาท.
- Suppliers/LannaFarmSupply_pricelist_2025.pdf: this year's feed price list in English (sugarcane 1,450/tonne).
- Suppliers/ราคาอาหารช้าง_ปี67.docx: last year's list of the same firm in Thai (หจก. ลานนาฟาร์มซัพพลาย, อ้อย 1,300).
- Suppliers/Invoice_LannaFarm_Apr2025.pdf: the April feed invoice, 19,500 THB.
- Suppliers/Invoice_CMElephantVet_Mar2025.pdf: vet's annual health check invoice, 28,400 THB due 17 April 2025.
- Suppliers/Invoice_DoiSaketPrint_Feb2025.pdf: brochures and banners, 9,309.00 THB.
- บัญชี/รายรับรายจ่าย_ปางช้าง_2568.xlsx: this year's income by month and expenses with months as columns.
- บัญชี/รายรับรายจ่าย_ปางช้าง_2567.xlsx: last year's book, same layout, twelve months.
- สัญญา/สัญญาเช่าที่ดิน_แม่วิน.docx: land lease, 60,000 บาท a year, ends 31 ธันวาคม 2569.
- สัญญา/สัญญาจ้าง_ควาญบุญมา.docx: employment contract of the new mahout Boonma, 13,500 บาท from 1 มีนาคม 2568.
- สัญญา/Liability_insurance_renewal_2025.pdf: public liability renewal, premium 31,200, limit 5,000,000 THB.
- email_JungleTrekCo_booking_Aug.txt: an English booking email for a group of 18 on 12 August 2025.
- บันทึกประชุมควาญ_8เมย68.md: staff meeting before Songkran (bonus 2,000 บาท, 25 คน per bathing round).
- Plan_2026_ปางช้าง.pptx: next year's plan (22,000 visitors, mud pool 450,000 บาท).
- ช้างของเรา.md: the six elephants, their ages and weights.
- PEA_bill_camp_Apr2025.pdf: the camp's electricity bill for April 2025.
บ้าน/ (household)
- PEA_bill_home_Apr2025.pdf: the home's electricity bill, 2,874.35 THB due 12 May 2025.
- NetHome_internet_May2025.pdf: home internet bill, 694.43 THB.
- ค่าเทอมมายด์_1-2568.docx: Mind's school fees for term 1/2568, 34,550 บาท by 9 พฤษภาคม 2568.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, one sheet per month (ม.ค.-พ.ค. 68) with totals.
- ผ่อนรถกระบะ.md: notes on the pickup truck's hire purchase.
- LINE_ครอบครัว.txt: family chat with Prasert.
- ประกัน/Health_insurance_renewal_Prasert_2025.pdf: Prasert's health policy renewal, 24,860 THB due 1 August 2025.
ส่วนตัว/ (distractors)
- สูตรแกงฮังเล.md, ทริปหัวหิน_ตุลา68.md.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
HAPPY_DRAFT_TOP = [
    "ปางช้างบ้านแม่วาง (Baan Mae Wang Elephant Camp)",
    "99 หมู่ 4 ต.แม่วิน อ.แม่วาง จ.เชียงใหม่ 50360 โทร 081-952-3341",
    "ใบเสนอราคา (ฉบับร่าง - ยังไม่ส่ง)",
    "เลขที่ QT-2568-041  วันที่ 2 พฤษภาคม 2568",
    "เรียน คุณแอน บริษัท แฮปปี้เทรลส์ ทราเวล จำกัด (Happy Trails Travel Co., Ltd.)",
    "เรื่อง โปรแกรมครึ่งวันดูแลช้าง สำหรับกรุ๊ปวันเสาร์ที่ 14 มิถุนายน 2568",
]
HAPPY_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("โปรแกรมครึ่งวัน ดูแลช้าง ป้อนอาหาร อาบน้ำช้าง", "40 ท่าน", "1,800", "72,000"),
    ("อาหารกลางวันแบบบุฟเฟต์", "40 ท่าน", "250", "10,000"),
    ("รถตู้รับส่งจากตัวเมืองเชียงใหม่", "4 คัน", "1,500", "6,000"),
    ("รวมทั้งสิ้น", "", "", "88,000"),
]
HAPPY_DRAFT_BOTTOM = ["หมายเหตุ: ร่างไว้ก่อน รอคุยกับพี่เสริฐเรื่องจำนวนควาญวันนั้น", "ผู้เสนอราคา วรรณา แสงคำ"]
HAPPY_FINAL_TOP = [
    "ปางช้างบ้านแม่วาง (Baan Mae Wang Elephant Camp)",
    "99 หมู่ 4 ต.แม่วิน อ.แม่วาง จ.เชียงใหม่ 50360 โทร 081-952-3341",
    "ใบเสนอราคา",
    "เลขที่ QT-2568-041  วันที่ 6 พฤษภาคม 2568",
    "เรียน คุณแอน บริษัท แฮปปี้เทรลส์ ทราเวล จำกัด (Happy Trails Travel Co., Ltd.)",
    "เรื่อง โปรแกรมครึ่งวันดูแลช้าง สำหรับกรุ๊ปวันเสาร์ที่ 14 มิถุนายน 2568",
]
HAPPY_FINAL_TABLE = [
    QUOTE_HEAD,
    ("โปรแกรมครึ่งวัน ดูแลช้าง ป้อนอาหาร อาบน้ำช้าง", "45 ท่าน", "1,700", "76,500"),
    ("อาหารกลางวันแบบบุฟเฟต์", "45 ท่าน", "250", "11,250"),
    ("รถตู้รับส่งจากตัวเมืองเชียงใหม่", "5 คัน", "1,500", "7,500"),
    ("รวมทั้งสิ้น", "", "", "95,250"),
]
HAPPY_FINAL_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 28,575 บาท ภายในวันที่ 20 พฤษภาคม 2568 ส่วนที่เหลือชำระในวันเที่ยว",
    "ราคานี้ยืนราคา 30 วัน ราคารวมประกันอุบัติเหตุนักท่องเที่ยวแล้ว",
    "ผู้เสนอราคา วรรณา แสงคำ",
]
SIAM_TOP = [
    "Baan Mae Wang Elephant Camp",
    "99 Moo 4, Mae Win, Mae Wang, Chiang Mai 50360  Tel. 081-952-3341",
    "QUOTATION",
    "No. QT-2568-047   Date: 20 May 2025",
    "To: Mr. Daniel Wong, Siam Orient Tours Co., Ltd., Bangkok",
    "Re: Full-day Elephant Care & Mud Spa program for your group on Saturday 5 July 2025",
]
SIAM_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Full-day program incl. lunch, feeding, mud spa, river bathing", "30 pax", "2,900", "87,000"),
    ("Van transfer from Chiang Mai city hotels", "3 vans", "1,500", "4,500"),
    ("Bamboo rafting add-on", "30 pax", "400", "12,000"),
    ("Grand total", "", "", "103,500"),
]
SIAM_BOTTOM = [
    "Deposit: 30% (31,050 THB) due by 15 June 2025; balance on the day of the visit.",
    "Quotation valid for 30 days. Prices include accident insurance for visitors.",
    "Wanna Saengkham, owner",
]
LINE_HAPPY = """[06/05/2568 10:12] วรรณา: สวัสดีค่ะคุณแอน ส่งใบเสนอราคาฉบับจริงไปทางอีเมลแล้วนะคะ 45 ท่าน ยอดรวม 95,250 บาทค่ะ
[06/05/2568 10:40] แอน Happy Trails: ได้รับแล้วค่ะพี่ ขอบคุณค่ะ
[10/05/2568 14:03] แอน Happy Trails: พี่คะ ลูกค้าเพิ่มมาอีก 7 ท่าน รวมเป็น 52 ท่านค่ะ ราคาต่อหัวเท่าเดิมได้ไหมคะ
[10/05/2568 14:20] วรรณา: ได้ค่ะ 1,700 เท่าเดิม อาหารกลางวัน 250 ต่อท่าน แต่รถตู้ต้องเพิ่มเป็น 6 คันนะคะ
[10/05/2568 14:25] วรรณา: ยอดใหม่รวม 110,400 บาทค่ะ มัดจำ 30% เป็น 33,120 บาท
[10/05/2568 14:31] แอน Happy Trails: โอเคค่ะพี่
[15/05/2568 09:15] แอน Happy Trails: พี่คะ ลูกค้าขอเลื่อนจาก 14 มิ.ย. เป็น 21 มิ.ย. ได้ไหมคะ
[15/05/2568 09:48] วรรณา: ได้ค่ะ ล็อกวันเสาร์ที่ 21 มิ.ย. ให้แล้วนะคะ
[16/05/2568 11:02] แอน Happy Trails: โอนมัดจำ 33,120 แล้วนะคะ ส่งสลิปให้ค่ะ
[16/05/2568 11:05] วรรณา: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
"""
LINE_LANNA = """[02/04/2568 08:30] วรรณา: พี่เสกคะ รอบนี้ขออ้อย 8 ตัน หญ้าเนเปียร์ 5 ตัน ส่งวันเสาร์ 5 เม.ย. นะคะ
[02/04/2568 09:10] เสก ลานนาฟาร์ม: ได้ครับ อ้อยตันละ 1,450 หญ้าตันละ 1,250 ตามราคาปีนี้นะครับ รวม 17,850 บาท ส่งฟรีครับ
[03/04/2568 19:45] วรรณา: พี่เสกคะ ขอแก้หน่อย ช่วงสงกรานต์คนเยอะ ขออ้อยเพิ่มเป็น 10 ตัน หญ้าลดเหลือ 4 ตันค่ะ
[03/04/2568 20:02] เสก ลานนาฟาร์ม: ได้ครับ อ้อย 10 ตัน หญ้า 4 ตัน รวมเป็น 19,500 บาทครับ เครดิต 30 วันเหมือนเดิม
[05/04/2568 16:20] เสก ลานนาฟาร์ม: ส่งของเรียบร้อยครับ บิลฝากไว้กับพี่เสริฐนะครับ
[05/04/2568 16:31] วรรณา: ได้รับครบค่ะ ขอบคุณค่ะพี่
"""
LANNA_2025 = [
    "LANNA FARM SUPPLY CO., LTD.\n88 Moo 3, Thung Satok, San Pa Tong, Chiang Mai 50120\nTel. 053-481-227\n\n"
    "PRICE LIST 2025 - Elephant feed and fodder\nEffective 1 January 2025 until further notice\n\n"
    "Sugarcane (whole stalk) ........ per tonne ........ 1,450 THB\n"
    "Napier grass .................... per tonne ........ 1,250 THB\n"
    "Bananas (Kluai Namwa) ........... per 100 kg ....... 1,050 THB\n"
    "Corn stalks ..................... per tonne ........ 900 THB\n"
    "Rice bran pellets ............... bag 30 kg ........ 380 THB\n"
    "Delivery within 30 km ........... per trip ......... 800 THB\n\n"
    "Free delivery for orders of 5 tonnes or more.\nPayment: 30 days credit for registered camps.",
]
LANNA_2567_TOP = [
    "หจก. ลานนาฟาร์มซัพพลาย",
    "88 หมู่ 3 ต.ทุ่งสะโตก อ.สันป่าตอง จ.เชียงใหม่ 50120 โทร 053-481-227",
    "ใบแจ้งราคาสินค้า ปี 2567",
    "เรียน ลูกค้าปางช้างทุกท่าน ราคาต่อไปนี้มีผลตั้งแต่วันที่ 1 มกราคม 2567",
]
LANNA_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("อ้อยทั้งลำ", "ตัน", "1,300"),
    ("หญ้าเนเปียร์", "ตัน", "1,100"),
    ("กล้วยน้ำว้า", "100 กก.", "950"),
    ("ต้นข้าวโพด", "ตัน", "850"),
    ("รำอัดเม็ด", "กระสอบ 30 กก.", "350"),
    ("ค่าขนส่ง ระยะไม่เกิน 30 กม.", "เที่ยว", "700"),
]
LANNA_2567_BOTTOM = ["สั่งตั้งแต่ 5 ตันขึ้นไป ส่งฟรี", "ลูกค้าประจำให้เครดิต 30 วัน", "ขอบคุณที่อุดหนุนครับ - เสก"]
LANNA_INVOICE = [
    "LANNA FARM SUPPLY CO., LTD.\n88 Moo 3, Thung Satok, San Pa Tong, Chiang Mai 50120\n\n"
    "INVOICE No. LFS-2504-112\nDate: 5 April 2025\nBill to: Baan Mae Wang Elephant Camp (Mrs. Wanna Saengkham)\n\n"
    "Sugarcane (whole stalk)   10 tonnes x 1,450   = 14,500.00\n"
    "Napier grass              4 tonnes x 1,250    = 5,000.00\n"
    "Delivery                  free (over 5 tonnes) = 0.00\n\n"
    "TOTAL: 19,500.00 THB\nPayment due: 5 May 2025 (30 days credit)\nBank: Kasikornbank, San Pa Tong branch",
]
VET_INVOICE = [
    "CHIANG MAI ELEPHANT VETERINARY CLINIC\n212 Moo 1, Mae Rim, Chiang Mai 50180\n\n"
    "INVOICE No. CMEV-2025-0318\nDate: 18 March 2025\nBill to: Baan Mae Wang Elephant Camp, Mae Win, Mae Wang\n\n"
    "Annual health check          6 elephants x 2,500 = 15,000.00\n"
    "Blood tests                  6 x 1,200           = 7,200.00\n"
    "Deworming medicine           6 x 450             = 2,700.00\n"
    "Foot care treatment (Mae Kham Pan)  1 x 3,500    = 3,500.00\n\n"
    "TOTAL DUE: 28,400.00 THB\nPayment due by: 17 April 2025\nVeterinarian: Dr. Kittipong Srisuk",
    "Notes from the visit:\nAll six elephants in fair to good condition.\n"
    "Plai Kham Saen: early signs of musth, keep away from visitors, re-check in May.\n"
    "Mae Kham Pan: wound on the left front foot, clean daily for 2 weeks.",
]
PRINT_INVOICE = [
    "DOI SAKET PRINT SHOP\n15 Moo 2, Doi Saket, Chiang Mai 50220\n\n"
    "TAX INVOICE No. 2025/0219\nDate: 19 February 2025\nCustomer: Baan Mae Wang Elephant Camp\n\n"
    "Brochures A5, 4 colours, 2 sides   2,000 pcs x 3.50 = 7,000.00\n"
    "Vinyl banner 1 x 3 m               2 x 850          = 1,700.00\n"
    "Subtotal 8,700.00\nVAT 7% 609.00\nTOTAL 9,309.00 THB\n\nPaid by transfer 19 February 2025. Thank you!",
]
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
INCOME_2568 = [(2310, 3465000, ""), (2180, 3270000, ""), (1640, 2378000, "หมอมาตรวจสุขภาพช้าง 18 มี.ค."),
               (1925, 2791250, "สงกรานต์"), (980, 1372000, "เริ่มหน้าฝน")]
INCOME_2567 = [(2050, 2972500, ""), (1960, 2842000, ""), (1480, 2072000, ""), (1710, 2394000, "สงกรานต์"),
               (860, 1161000, ""), (720, 950400, "หน้าฝน ปิดรอบบ่าย"), (1050, 1417500, ""), (1120, 1512000, ""),
               (640, 832000, "น้ำป่า ปิด 5 วัน"), (1380, 1932000, ""), (2240, 3248000, ""), (2620, 3930000, "")]
EXPENSES_2568 = [
    ("อาหารช้าง (Elephant feed)", [58400, 55200, 57900, 64350, 52800]),
    ("ค่าแรงควาญและพนักงาน (Wages)", [148000, 148000, 163000, 181000, 163000]),
    ("ค่าสัตวแพทย์และยา (Vet & medicine)", [4200, 3800, 31500, 5100, 4600]),
    ("ค่าไฟ ค่าน้ำ (Utilities)", [8900, 9150, 10480, 11320, 9760]),
    ("การตลาด (Marketing)", [12000, 21309, 12000, 15000, 8000]),
    ("ค่าเช่าที่ดิน (Land rent)", [60000, 0, 0, 0, 0]),
]
EXPENSES_2567 = [
    ("อาหารช้าง (Elephant feed)", [51200, 50400, 52600, 57300, 47800, 45100, 46900, 47200, 44800, 49500, 53900, 56100]),
    ("ค่าแรงควาญและพนักงาน (Wages)", [140000] * 3 + [158000] + [140000] * 7 + [168000]),
    ("ค่าสัตวแพทย์และยา (Vet & medicine)", [3900, 24800, 4100, 4600, 3700, 6200, 3800, 4000, 9800, 3600, 4100, 4300]),
    ("ค่าไฟ ค่าน้ำ (Utilities)", [8200, 8400, 9600, 10700, 9100, 8800, 8600, 8700, 8300, 8500, 8900, 9200]),
    ("การตลาด (Marketing)", [10000, 10000, 18500, 12000, 6000, 6000, 6000, 8000, 6000, 15000, 20000, 12000]),
    ("ค่าเช่าที่ดิน (Land rent)", [60000] + [0] * 11),
]
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ อำเภอแม่วาง จังหวัดเชียงใหม่ วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นายสมบูรณ์ ปัญญาดี ผู้ให้เช่า กับ นางวรรณา แสงคำ ผู้เช่า (ปางช้างบ้านแม่วาง)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 11827 ตำบลแม่วิน อำเภอแม่วาง เนื้อที่ 15 ไร่ "
    "เพื่อใช้เป็นที่เลี้ยงช้างและรับนักท่องเที่ยว",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าปีละ 60,000 บาท (หกหมื่นบาทถ้วน) ชำระภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 30,000 บาท ผู้ให้เช่าจะคืนให้เมื่อสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าสร้างโรงเรือนชั่วคราวและบ่อโคลนได้ หากไม่ต่อสัญญาต้องรื้อถอนภายใน 60 วัน",
    "ข้อ 6. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วันก่อนสัญญาสิ้นสุด",
    "ลงชื่อ สมบูรณ์ ปัญญาดี ผู้ให้เช่า    ลงชื่อ วรรณา แสงคำ ผู้เช่า",
]
MAHOUT = [
    "สัญญาจ้างงาน",
    "ทำที่ ปางช้างบ้านแม่วาง วันที่ 25 กุมภาพันธ์ 2568",
    "นายจ้าง: นางวรรณา แสงคำ  ลูกจ้าง: นายบุญมา คำแก้ว อายุ 29 ปี บ้านเลขที่ 17 หมู่ 2 ต.แม่วิน",
    "ข้อ 1. ลูกจ้างทำงานในตำแหน่งควาญช้าง ดูแลพลายคำแสนเป็นหลัก และช่วยงานรอบนักท่องเที่ยว",
    "ข้อ 2. เริ่มงานวันที่ 1 มีนาคม 2568 ทดลองงาน 90 วัน",
    "ข้อ 3. ค่าจ้างเดือนละ 13,500 บาท และเบี้ยเลี้ยงอาหาร 1,500 บาทต่อเดือน จ่ายทุกวันสิ้นเดือน",
    "ข้อ 4. วันหยุด 4 วันต่อเดือน ตกลงวันกับหัวหน้าควาญ",
    "ข้อ 5. นายจ้างจัดที่พักในปางให้ และทำประกันสังคมให้",
    "ข้อ 6. หากจะลาออกต้องแจ้งล่วงหน้า 30 วัน",
]
LIABILITY = [
    "THAI GUARDIAN INSURANCE PCL\n400 Huay Kaew Road, Chiang Mai 50200\n\n28 May 2025\n\n"
    "Mrs. Wanna Saengkham\nBaan Mae Wang Elephant Camp, 99 Moo 4, Mae Win, Mae Wang, Chiang Mai 50360\n\n"
    "Re: Renewal of Public Liability Policy No. PL-24-00771\n\nDear Mrs. Saengkham,\n"
    "Your public liability policy expires on 30 June 2025. We are pleased to offer renewal as follows:\n\n"
    "Period of insurance: 1 July 2025 to 30 June 2026\n"
    "Limit of liability: 5,000,000 THB per occurrence\n"
    "Visitor personal accident: 100,000 THB per person\n"
    "Medical expenses: 20,000 THB per person",
    "Annual premium: 31,200 THB (including stamp duty and VAT)\n"
    "Last year's premium was 28,900 THB. The increase reflects the higher number of visitors declared.\n\n"
    "Please pay by 25 June 2025 to keep the cover without a gap.\n"
    "Exclusion: riding on elephants is not covered.\n\n"
    "Yours sincerely,\nNattaya Boonrod, Branch Manager",
]
EMAIL = """From: Sarah Kim <sarah@jungletrekco.com>
To: Wanna Saengkham <baanmaewang.camp@gmail.com>
Date: Tue, 27 May 2025 09:41
Subject: Booking request - full day program, 12 August 2025

Dear Khun Wanna,

Hope you are well after the busy season! We would like to book your Full-day Elephant Care & Mud Spa
for a group of 18 guests on Tuesday 12 August 2025, at the agent rate of 2,900 THB per person
(52,200 THB in total). 4 guests are vegetarian.

Pick-up from Nimman area at 8:00 please. We will transfer the 30% deposit (15,660 THB) as soon as
you confirm. Could you confirm by 30 June 2025?

Best regards,
Sarah Kim
Operations, Jungle Trek Co., Chiang Mai
"""
MEETING = """# บันทึกประชุมควาญช้างและพนักงาน 8 เมษายน 2568

ผู้เข้าร่วม: พี่เสริฐ (หัวหน้าควาญ), บุญมา, จ่อย, แสง, ป้าศรี (ครัว), วรรณา

## สงกรานต์ 12-16 เม.ย.
- คาดว่านักท่องเที่ยววันละ 120-150 คน เปิดรอบเช้าและรอบบ่ายตามปกติ
- จำกัดนักท่องเที่ยวลงอาบน้ำช้างรอบละ 25 คน เพื่อความปลอดภัย
- พนักงานทุกคนได้โบนัสสงกรานต์คนละ 2,000 บาท จ่ายพร้อมเงินเดือน 30 เม.ย.

## เรื่องช้าง
- พลายคำแสนเริ่มตกมัน ให้พักงาน ห้ามนักท่องเที่ยวเข้าใกล้ จนกว่าหมอจะมาตรวจอีกรอบเดือนพฤษภา
- แม่คำปันแผลที่เท้าหายดีแล้ว กลับมาเดินป่ากับนักท่องเที่ยวได้

## อื่น ๆ
- ซื้อรองเท้าบูทใหม่ให้ควาญ 12 คู่ งบไม่เกิน 6,000 บาท
- ป้าศรีขอหม้อหุงข้าวใบใหม่ 1 ใบ
- ประชุมครั้งหน้าหลังสงกรานต์ 22 เม.ย.
"""
PLAN = [
    ("แผนปี 2569 ปางช้างบ้านแม่วาง", "Plan 2026 - Baan Mae Wang Elephant Camp\nเตรียมโดย วรรณา แสงคำ มิถุนายน 2568"),
    ("เป้าหมาย / Targets", "นักท่องเที่ยวทั้งปี 22,000 คน (ปี 2567 ได้ 17,830 คน)\nรายรับเป้าหมาย 31 ล้านบาท"),
    ("โปรแกรมใหม่ / New package", "Sunset feeding 1,200 บาทต่อท่าน เริ่มพฤศจิกายน 2568\nรับกลุ่มละไม่เกิน 20 คน"),
    ("ลงทุน / Investment", "สร้างบ่อโคลนใหม่และโรงเรือนช้าง งบ 450,000 บาท\n"
                           "รถกระบะมือสองไว้ขนอาหารช้าง 380,000 บาท"),
    ("คน / Staff", "จ้างควาญเพิ่ม 2 คน\nจ้างไกด์พูดภาษาอังกฤษ 1 คน"),
    ("การตลาด / Marketing", "งบการตลาดทั้งปี 180,000 บาท\nเน้น TikTok, รีวิว Google Maps และเอเจนต์ในเชียงใหม่"),
]
ELEPHANTS = """# ช้างของเรา (Our elephants)

| ชื่อ | Name | เพศ | อายุ | น้ำหนักโดยประมาณ | ควาญ |
|---|---|---|---|---|---|
| แม่บุญมี | Mae Boon Mee | เมีย | 52 ปี | 3,200 กก. | พี่เสริฐ |
| แม่คำปัน | Mae Kham Pan | เมีย | 38 ปี | 3,050 กก. | จ่อย |
| แม่ดอกแก้ว | Mae Dok Kaew | เมีย | 25 ปี | 2,800 กก. | แสง |
| พลายคำแสน | Plai Kham Saen | ผู้ | 18 ปี | 3,400 กก. | บุญมา |
| พังจันทร์เพ็ญ | Pang Chan Pen | เมีย | 7 ปี | 1,450 กก. | แสง |
| พลายนำโชค | Plai Nam Chok | ผู้ | 3 ปี | 680 กก. | จ่อย |

- ช้างโตกินวันละประมาณ 200-250 กก. ลูกช้างกินนมแม่ + กล้วย
- แม่บุญมีฟันไม่ค่อยดีแล้ว ต้องสับอ้อยให้
"""
CAMP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Mae Wang Branch\nELECTRICITY BILL - April 2025\n"
    "Customer: Baan Mae Wang Elephant Camp (Mrs. Wanna Saengkham)\n"
    "Address: 99 Moo 4, Mae Win, Mae Wang, Chiang Mai 50360\nAccount No. 020019876543\n"
    "Meter reading period: 23 March 2025 - 23 April 2025\n\nUnits used: 1,932 kWh\n"
    "Energy charge: 8,650.00 THB\nFt charge: 595.06 THB\nVAT 7%: 647.15 THB\n"
    "Amount due: 9,892.21 THB\nDue date: 12 May 2025",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Mae Wang Branch\nELECTRICITY BILL - April 2025\n"
    "Customer: Mrs. Wanna Saengkham\nAddress: 45 Moo 7, Ban Kat, Mae Wang, Chiang Mai 50360\n"
    "Account No. 020012345678\nMeter reading period: 23 March 2025 - 23 April 2025\n\nUnits used: 586 kWh\n"
    "Energy charge: 2,505.62 THB\nFt charge: 180.69 THB\nVAT 7%: 188.04 THB\n"
    "Amount due: 2,874.35 THB\nDue date: 12 May 2025\nPrevious month: 2,310.20 THB (paid)",
]
NET_BILL = [
    "NetHome Broadband Co., Ltd.\nINVOICE / RECEIPT - May 2025\nCustomer: Mrs. Wanna Saengkham\n"
    "Service address: 45 Moo 7, Ban Kat, Mae Wang, Chiang Mai\nAccount No. 88-4410-2276\n\n"
    "Fiber 500/500 Mbps package: 649.00 THB\nVAT 7%: 45.43 THB\nTotal: 694.43 THB\nDue date: 20 May 2025",
]
SCHOOL_TOP = [
    "โรงเรียนสันติธรรมศึกษา เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน: เด็กหญิงพิมพ์ชนก แสงคำ (มายด์) ชั้น ป.4/2 เลขประจำตัว 6512",
    "ผู้ปกครอง: นางวรรณา แสงคำ",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "24,500"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "3,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,800"),
    ("ค่าประกันอุบัติเหตุ", "450"),
    ("ค่าอาหารกลางวัน", "4,600"),
    ("รวมทั้งสิ้น", "34,550"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 9 พฤษภาคม 2568 โดยโอนเข้าบัญชีธนาคารกรุงไทย สาขาหางดง เลขที่ 512-0-33871-4",
    "ชำระหลังกำหนด ปรับวันละ 50 บาท",
    "เปิดภาคเรียนวันที่ 15 พฤษภาคม 2568",
]
SPEND_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_SPENDING = {
    "ม.ค. 68": [("ค่ากับข้าว (Groceries)", 11200, ""), ("ค่าไฟบ้าน (Electricity)", 1985.40, ""),
                ("ค่าน้ำประปา (Water)", 240, ""), ("ค่าเน็ต (Internet)", 694.43, ""),
                ("ค่าน้ำมันรถ (Fuel)", 4200, ""), ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 25"),
                ("ค่าขนมลูก (Kids)", 3000, "")],
    "ก.พ. 68": [("ค่ากับข้าว (Groceries)", 10850, ""), ("ค่าไฟบ้าน (Electricity)", 1842.15, ""),
                ("ค่าน้ำประปา (Water)", 230, ""), ("ค่าเน็ต (Internet)", 694.43, ""),
                ("ค่าน้ำมันรถ (Fuel)", 4050, ""), ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 26"),
                ("ค่าขนมลูก (Kids)", 3000, ""), ("ค่าหมอฟันต้น (Dentist)", 1200, "")],
    "มี.ค. 68": [("ค่ากับข้าว (Groceries)", 11640, ""), ("ค่าไฟบ้าน (Electricity)", 2104.90, ""),
                 ("ค่าน้ำประปา (Water)", 260, ""), ("ค่าเน็ต (Internet)", 694.43, ""),
                 ("ค่าน้ำมันรถ (Fuel)", 4380, ""), ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 27"),
                 ("ค่าขนมลูก (Kids)", 3000, "")],
    "เม.ย. 68": [("ค่ากับข้าว (Groceries)", 12450, "สงกรานต์ญาติมา"), ("ค่าไฟบ้าน (Electricity)", 2310.20, ""),
                 ("ค่าน้ำประปา (Water)", 280, ""), ("ค่าเน็ต (Internet)", 694.43, ""),
                 ("ค่าน้ำมันรถ (Fuel)", 4600, ""), ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 28"),
                 ("ค่าขนมลูก (Kids)", 3000, ""), ("รดน้ำดำหัว/ทำบุญ (Songkran merit)", 2500, "")],
    "พ.ค. 68": [("ค่ากับข้าว (Groceries)", 11300, ""), ("ค่าไฟบ้าน (Electricity)", 2874.35, "บิลเมษา"),
                ("ค่าน้ำประปา (Water)", 270, ""), ("ค่าเน็ต (Internet)", 694.43, ""),
                ("ค่าน้ำมันรถ (Fuel)", 4300, ""), ("ผ่อนรถกระบะ (Pickup installment)", 9870, "งวดที่ 29"),
                ("ค่าขนมลูก (Kids)", 3000, ""), ("ค่าเทอมมายด์ (School fee)", 34550, "เทอม 1/2568"),
                ("ชุดนักเรียน + รองเท้า", 2150, "")],
}
PICKUP = """# ผ่อนรถกระบะ Isuzu D-Max (บฉ 4521 เชียงใหม่)

- ไฟแนนซ์: ล้านนาลีสซิ่ง สาขาหางดง
- ราคารถ 789,000 ดาวน์ 160,000
- ผ่อน 60 งวด งวดละ 9,870 บาท จ่ายทุกวันที่ 5
- งวดแรก มกราคม 2566 งวดสุดท้าย ธันวาคม 2570
- พ.ค. 68 จ่ายไปแล้ว 29 งวด เหลือ 31 งวด
- ต่อ พ.ร.บ. + ประกันชั้น 1 ทุกเดือนตุลาคม (ปีที่แล้ว 18,400 บาท)
"""
FAMILY_CHAT = """[03/05/2568 20:11] พี่เสริฐ: ค่าเทอมมายด์ต้องจ่ายก่อนวันที่ 9 นะ อย่าลืม
[03/05/2568 20:15] วรรณา: จ้า พรุ่งนี้โอนให้
[04/05/2568 09:02] วรรณา: โอนค่าเทอมมายด์แล้วนะ เก็บสลิปไว้ในไลน์ละ
[12/05/2568 18:30] พี่เสริฐ: ต้นอยากเรียนว่ายน้ำที่สระเทศบาล เดือนละ 1,800 เรียนเสาร์อาทิตย์
[12/05/2568 18:41] วรรณา: โอเค เริ่มเดือนมิถุนาเลยละกัน
[20/05/2568 07:55] พี่เสริฐ: จดหมายต่อประกันสุขภาพพี่มาแล้วนะ ขึ้นราคาอีกแล้ว วางไว้บนโต๊ะ
[20/05/2568 08:02] วรรณา: เดี๋ยวสแกนเก็บไว้ในคอมให้
[28/05/2568 17:20] พี่เสริฐ: เย็นนี้ซื้อหมูมาทำแกงฮังเลนะ แม่อยากกิน
"""
HEALTH = [
    "SIAM SURE LIFE ASSURANCE PCL\nChiang Mai Service Centre\n\n2 June 2025\n\n"
    "Mr. Prasert Saengkham\n45 Moo 7, Ban Kat, Mae Wang, Chiang Mai 50360\n\n"
    "Re: Premium renewal notice - Policy No. HL-5521873 (Health Plus 1 Million)\n\n"
    "Dear Mr. Saengkham,\nThank you for staying with us. Your health policy renews as follows:\n"
    "Plan: Health Plus 1 Million (annual limit 1,000,000 THB)\nInsured age: 46\n"
    "Annual premium: 24,860 THB (previous year 22,340 THB)\n"
    "The premium changes because the insured has moved into the 46-50 age band.\n"
    "Premium due date: 1 August 2025\nGrace period: 31 days\n\n"
    "Pay at any Krungthai branch, by mobile banking, or by credit card on our website.\n\n"
    "Customer Service, Siam Sure Life",
]
DISTRACTORS = {
    "ส่วนตัว/สูตรแกงฮังเล.md": "# แกงฮังเล (สูตรแม่)\n- หมูสามชั้น 1 กก.\n- ผงฮังเล 2 ช้อน\n- ขิงซอย ถั่วลิสง กระเทียมดอง\n"
                               "- น้ำมะขามเปียก น้ำตาลอ้อย\n- เคี่ยวไฟอ่อน 2 ชั่วโมง",
    "ส่วนตัว/ทริปหัวหิน_ตุลา68.md": "# ทริปหัวหิน ปิดเทอมตุลา 68\n- ไป 4 คน 3 คืน\n- ที่พักใกล้ทะเล คืนละ 2,500\n"
                                   "- งบทั้งทริป 18,000 บาท\n- ฝากพี่เสริฐคุมปางแทน ให้จ่อยช่วย",
}
WORKSPECT = {"todo.md": "- โทรหาพี่เสกลานนาฟาร์ม สั่งอ้อยรอบมิถุนา\n- จ่ายประกันปางช้างก่อน 25 มิ.ย.\n"
                        "- ตอบอีเมล Jungle Trek เรื่องกรุ๊ปสิงหา\n- พาน้องต้นไปสมัครเรียนว่ายน้ำ\n"}


def _camp_book(path: Path, year: str, income: list[tuple], expenses: list[tuple]) -> None:
    """The camp's book: income by month on one sheet, expenses with months as columns on the other."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ ปางช้างบ้านแม่วาง ปี {year} (Income {year})"])
    sheet.append(["เดือน (Month)", "นักท่องเที่ยว (Visitors)", "รายรับ (Revenue, THB)", "หมายเหตุ (Note)"])
    for index, (visitors, revenue, note) in enumerate(income):
        sheet.append([f"{MONTHS[index]} {year[2:]} ({MONTHS_EN[index]})", visitors, revenue, note])
    sheet.append(["รวม (Total)", sum(r[0] for r in income), sum(r[1] for r in income), ""])
    money_format(sheet, 2)
    money_format(sheet, 3)
    costs = book.create_sheet("รายจ่าย Expenses")
    count = len(expenses[0][1])
    costs.append([f"รายจ่าย ปางช้างบ้านแม่วาง ปี {year} (Expenses {year}, THB)"])
    costs.append(["หมวด (Category)"] + [f"{MONTHS[i]} ({MONTHS_EN[i]})" for i in range(count)] + ["รวม (Total)"])
    for name, values in expenses:
        costs.append([name] + values + [sum(values)])
    costs.append(["รวม (Total)"] + [sum(v[1][i] for v in expenses) for i in range(count)]
                 + [sum(sum(v[1]) for v in expenses)])
    for column in range(2, count + 3):
        money_format(costs, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPEND_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wanna's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    camp, home = docs / "ปางช้าง", docs / "บ้าน"
    for sub in (camp / "ใบเสนอราคา", camp / "Suppliers", camp / "บัญชี", camp / "สัญญา", camp / "LINE",
                home / "ประกัน", docs / "ส่วนตัว"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes, suppliers = camp / "ใบเสนอราคา", camp / "Suppliers"
    write_docx(quotes / "ใบเสนอราคา_HappyTrails_ร่าง.docx", HAPPY_DRAFT_TOP, HAPPY_DRAFT_TABLE,
               bottom=HAPPY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_HappyTrails_final.docx", HAPPY_FINAL_TOP, HAPPY_FINAL_TABLE,
               bottom=HAPPY_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_SiamOrientTours_2025.docx", SIAM_TOP, SIAM_TABLE, bottom=SIAM_BOTTOM)
    make_pdf(suppliers / "LannaFarmSupply_pricelist_2025.pdf", LANNA_2025)
    write_docx(suppliers / "ราคาอาหารช้าง_ปี67.docx", LANNA_2567_TOP, LANNA_2567_TABLE, bottom=LANNA_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_LannaFarm_Apr2025.pdf", LANNA_INVOICE)
    make_pdf(suppliers / "Invoice_CMElephantVet_Mar2025.pdf", VET_INVOICE)
    make_pdf(suppliers / "Invoice_DoiSaketPrint_Feb2025.pdf", PRINT_INVOICE)
    _camp_book(camp / "บัญชี" / "รายรับรายจ่าย_ปางช้าง_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _camp_book(camp / "บัญชี" / "รายรับรายจ่าย_ปางช้าง_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    write_docx(camp / "สัญญา" / "สัญญาเช่าที่ดิน_แม่วิน.docx", LEASE)
    write_docx(camp / "สัญญา" / "สัญญาจ้าง_ควาญบุญมา.docx", MAHOUT)
    make_pdf(camp / "สัญญา" / "Liability_insurance_renewal_2025.pdf", LIABILITY)
    write_slides(camp / "Plan_2026_ปางช้าง.pptx", PLAN)
    make_pdf(camp / "PEA_bill_camp_Apr2025.pdf", CAMP_BILL)
    write_texts(camp, {
        "LINE/LINE_HappyTrails_คุณแอน.txt": LINE_HAPPY,
        "LINE/LINE_ลานนาฟาร์ม_สั่งอ้อย.txt": LINE_LANNA,
        "email_JungleTrekCo_booking_Aug.txt": EMAIL,
        "บันทึกประชุมควาญ_8เมย68.md": MEETING,
        "ช้างของเรา.md": ELEPHANTS,
    })
    make_pdf(home / "PEA_bill_home_Apr2025.pdf", HOME_BILL)
    make_pdf(home / "NetHome_internet_May2025.pdf", NET_BILL)
    write_docx(home / "ค่าเทอมมายด์_1-2568.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "ประกัน" / "Health_insurance_renewal_Prasert_2025.pdf", HEALTH)
    write_texts(home, {"ผ่อนรถกระบะ.md": PICKUP, "LINE_ครอบครัว.txt": FAMILY_CHAT})
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Wanna's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
