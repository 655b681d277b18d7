"""The coconut folder: one Thai family's papers, written by code (a blind set for the agent).

The owner is นางนภา ศรีสุข (Napha Srisuk), who runs "สวนมะพร้าวน้ำหอมนภา" (Napha Coconut Farm), a Nam Hom
(aromatic) coconut farm at ต.หลักสาม อ.บ้านแพ้ว จ.สมุทรสาคร. She sells to an exporter (Golden Palm Export /
โกลเด้นปาล์ม), to cafés and shops, and at the farm gate. Her husband สมเกียรติ (Somkiat) drives the pickup; their son
ต้นกล้า (Tonkla) is in ป.5 at โรงเรียนพัฒนาวิทย์บ้านแพ้ว (Pattanawit School); their daughter ฟ้า (Fah) is in her
second year at Silpakorn University.

Files under Documents/:
- สวนมะพร้าว/ใบเสนอราคา/ใบเสนอราคา_ลมชื่นคาเฟ่_ร่าง.docx: the draft quote QT68-031 to ร้านลมชื่นคาเฟ่ (total 21,800).
- สวนมะพร้าว/ใบเสนอราคา/ใบเสนอราคา_ลมชื่นคาเฟ่_ส่งจริง.docx: the final quote QT68-031 as sent (27.00 a coconut, 22,200).
- สวนมะพร้าว/ใบเสนอราคา/Quotation_BangkokFreshMart.docx: a similar English quote to Bangkok FreshMart (26.50, 37,800.00).
- สวนมะพร้าว/ซัพพลายเออร์/ThaiPack_price_list_2025.pdf: Thai Pack Supply's English price list for 2025.
- สวนมะพร้าว/ซัพพลายเออร์/ราคาบรรจุภัณฑ์_ไทยแพ็ค_ปี67.docx: the same firm's Thai price list for 2567 (last year).
- สวนมะพร้าว/ซัพพลายเออร์/SiamAgri_invoice_SA0412.pdf: an English fertilizer tax invoice (32,292.60, due 17 Sep 2025).
- สวนมะพร้าว/สัญญา/สัญญาเช่าที่ดินสวน_ลุงเชิด.docx: the Thai lease of the 8-rai plot from ลุงเชิด (48,000 a year).
- สวนมะพร้าว/สัญญา/Supply_Agreement_GoldenPalm_2025.docx: the English supply agreement with Golden Palm Export.
- สวนมะพร้าว/บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's sales and expenses by month (two sheets).
- สวนมะพร้าว/บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, twelve months.
- สวนมะพร้าว/บัญชี/ผลผลิตรายแปลง_2568.xlsx: coconuts picked per plot, months as columns.
- สวนมะพร้าว/บัญชี/ค่าแรงคนงาน_สค68.xlsx: August wages of the four workers.
- สวนมะพร้าว/แชทไลน์/LINE_เจน_โกลเด้นปาล์ม.txt: LINE chat with Golden Palm's buyer; the September order changes.
- สวนมะพร้าว/แชทไลน์/LINE_ร้านลมชื่น.txt: LINE chat with the café after the quote; the weekly order changes.
- สวนมะพร้าว/email_PO_October_GoldenPalm.txt: an English e-mail with Golden Palm's October purchase order.
- สวนมะพร้าว/แผนธุรกิจ_2569.pptx: slides of next year's plan.
- สวนมะพร้าว/สมุดบันทึกสวน_2568.md: the farm diary (fertilizer, pests, canal salinity).
- สวนมะพร้าว/หนังสือแจ้งปรับราคา_ตค68.docx: the letter to cafés and shops raising prices from 1 Oct 2568.
- บ้าน/PEA_electricity_Sep2025.pdf: the house's English electricity bill for September 2025.
- บ้าน/ประกัน/SiamSure_renewal_notice_2025.pdf: an English renewal notice of Tonkla's health insurance.
- บ้าน/ประกัน/ต่อประกันรถกระบะ_2568.docx: the Thai renewal quote of the pickup's motor insurance.
- บ้าน/รายจ่ายในบ้าน_2568.xlsx: household spending, a sheet a month (มิ.ย.-ส.ค. 68).
- บ้าน/เรื่องเรียนลูก/ใบแจ้งค่าเทอม_ต้นกล้า_2-2568.docx: Tonkla's school fee notice for term 2/2568.
- บ้าน/เรื่องเรียนลูก/School_receipt_Term1_2568.pdf: the English receipt of Tonkla's term 1/2568 fees.
- บ้าน/เรื่องเรียนลูก/แชทกลุ่มผู้ปกครอง_ป5-2.txt: the parents' LINE group; the field-trip fee changes.
- บ้าน/เรื่องเรียนลูก/ค่าใช้จ่ายน้องฟ้า_มหาลัย.md: a note of Fah's university costs.
- Personal/สูตรวุ้นมะพร้าว.md, Personal/เที่ยวหัวหิน_ตุลา.md: distractors.
The workspect holds her to-do list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
QUOTE_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง) เลขที่ QT68-031",
    "สวนมะพร้าวน้ำหอมนภา 45/2 หมู่ 6 ต.หลักสาม อ.บ้านแพ้ว จ.สมุทรสาคร 74120 โทร 081-234-5678",
    "วันที่ 2 กันยายน 2568",
    "เรียน คุณต่อ ร้านลมชื่นคาเฟ่ สาขาพระราม 2",
    "ทางสวนขอเสนอราคามะพร้าวน้ำหอมสำหรับส่งทุกสัปดาห์ ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("มะพร้าวน้ำหอมควั่น เกรด A", "500 ลูก", "28.00", "14,000.00"),
    ("มะพร้าวเผา", "200 ลูก", "32.00", "6,400.00"),
    ("ค่าขนส่ง", "4 เที่ยว", "350.00", "1,400.00"),
    ("รวมทั้งสิ้น", "", "", "21,800.00"),
]
QUOTE_DRAFT_BOTTOM = ["ส่งทุกวันจันทร์ ก่อน 9 โมงเช้า", "(ร่าง ยังไม่ได้ส่ง ต้องเช็คราคาค่าส่งกับพี่เกียรติก่อน)"]
QUOTE_FINAL_TOP = [
    "ใบเสนอราคา เลขที่ QT68-031",
    "สวนมะพร้าวน้ำหอมนภา 45/2 หมู่ 6 ต.หลักสาม อ.บ้านแพ้ว จ.สมุทรสาคร 74120 โทร 081-234-5678",
    "วันที่ 5 กันยายน 2568",
    "เรียน คุณต่อ ร้านลมชื่นคาเฟ่ สาขาพระราม 2",
    "ทางสวนขอเสนอราคามะพร้าวน้ำหอมสำหรับส่งทุกสัปดาห์ ดังนี้",
]
QUOTE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("มะพร้าวน้ำหอมควั่น เกรด A", "600 ลูก", "27.00", "16,200.00"),
    ("มะพร้าวเผา", "150 ลูก", "32.00", "4,800.00"),
    ("ค่าขนส่ง", "4 เที่ยว", "300.00", "1,200.00"),
    ("รวมทั้งสิ้น", "", "", "22,200.00"),
]
QUOTE_FINAL_BOTTOM = [
    "ส่งทุกวันจันทร์ ก่อน 9 โมงเช้า",
    "ยืนราคา 30 วัน ชำระเงินภายใน 15 วันหลังส่งของ โอนเข้าบัญชีกสิกรไทย นางนภา ศรีสุข",
    "ลงชื่อ นภา ศรีสุข ผู้เสนอราคา",
]
FRESHMART_TOP = [
    "QUOTATION No. QT68-034",
    "Napha Coconut Farm, 45/2 Moo 6, Lak Sam, Ban Phaeo, Samut Sakhon 74120. Tel. 081-234-5678",
    "Date: 8 September 2025",
    "To: Ms. Pim Wongsa, Purchasing, Bangkok FreshMart Co., Ltd.",
    "We are pleased to quote fresh Nam Hom coconuts for weekly delivery to your Bang Khae store:",
]
FRESHMART_TABLE = [
    ("Item", "Quantity", "Unit price (THB)", "Amount (THB)"),
    ("Nam Hom coconut, trimmed (Grade A)", "1,000 pcs", "26.50", "26,500.00"),
    ("Roasted coconut", "300 pcs", "31.00", "9,300.00"),
    ("Delivery", "4 trips", "500.00", "2,000.00"),
    ("Total", "", "", "37,800.00"),
]
FRESHMART_BOTTOM = [
    "Prices valid for 30 days. Credit term: 30 days after delivery.",
    "Napha Srisuk, owner",
]
THAIPACK_2025 = [
    "THAI PACK SUPPLY CO., LTD.\n99/14 Rama 2 Road, Mueang Samut Sakhon, Samut Sakhon 74000\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n"
    "Item - Unit - Price (THB, excl. VAT)\n"
    "Shrink film for trimmed coconut - roll of 500 pcs - 420.00\n"
    "Corrugated box for 9 coconuts - box - 18.50\n"
    "Corrugated box for 12 coconuts - box - 22.00\n"
    "Sticker label \"Nam Hom\" - pack of 1,000 - 650.00\n"
    "Foam net sleeve - pack of 100 - 95.00",
    "Terms\nMinimum order: 3,000 THB\nFree delivery in Samut Sakhon for orders over 10,000 THB\n"
    "Payment: cash or transfer within 15 days\nContact: Khun Wichai, sales, 034-811-222",
]
THAIPACK_2567_TOP = [
    "บริษัท ไทยแพ็ค ซัพพลาย จำกัด",
    "99/14 ถนนพระราม 2 อ.เมืองสมุทรสาคร จ.สมุทรสาคร 74000",
    "ใบราคาสินค้า ปี 2567 (ราคายังไม่รวม VAT)",
]
THAIPACK_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("ฟิล์มหดห่อมะพร้าวควั่น", "ม้วน 500 ชิ้น", "380.00"),
    ("กล่องลูกฟูกใส่มะพร้าว 9 ลูก", "ใบ", "17.00"),
    ("กล่องลูกฟูกใส่มะพร้าว 12 ลูก", "ใบ", "20.50"),
    ("สติกเกอร์ฉลาก น้ำหอม", "แพ็ค 1,000 ดวง", "600.00"),
    ("ถุงตาข่ายโฟม", "แพ็ค 100 ชิ้น", "90.00"),
]
THAIPACK_2567_BOTTOM = ["สั่งขั้นต่ำ 2,500 บาท", "ส่งฟรีในเขตสมุทรสาคร เมื่อสั่งครบ 8,000 บาท", "ติดต่อ คุณวิชัย ฝ่ายขาย"]
SIAMAGRI = [
    "SIAM AGRI FERTILIZER LTD., PART.\n112 Moo 1, Ban Phaeo, Samut Sakhon 74120\nTAX INVOICE No. SA-2568/0412\n"
    "Date: 18 August 2025\n"
    "Bill to: Napha Coconut Farm (Mrs. Napha Srisuk), 45/2 Moo 6, Lak Sam, Ban Phaeo, Samut Sakhon 74120\n"
    "Item - Qty - Unit price - Amount (THB)\n"
    "Organic fertilizer, 50 kg bag - 40 - 320.00 - 12,800.00\n"
    "NPK 13-13-21, 50 kg bag - 10 - 1,150.00 - 11,500.00\n"
    "Potassium chloride 0-0-60, 50 kg bag - 6 - 980.00 - 5,880.00",
    "Subtotal: 30,180.00\nVAT 7%: 2,112.60\nTOTAL: 32,292.60 THB\nPayment due: 17 September 2025\n"
    "Please transfer to Kasikorn Bank, account 123-4-56789-0, Siam Agri Fertilizer Ltd., Part.",
]
LEASE = [
    "สัญญาเช่าที่ดินเพื่อทำสวน",
    "ทำที่ บ้านเลขที่ 12 หมู่ 6 ต.หลักสาม อ.บ้านแพ้ว จ.สมุทรสาคร วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายเชิด ทองดี  ผู้เช่า: นางนภา ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 12345 เนื้อที่ 8 ไร่ ซึ่งเป็นสวนมะพร้าวน้ำหอมอายุ 6 ปี ต.หลักสาม",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าปีละ 48,000 บาท (สี่หมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 4. ผู้เช่าต้องดูแลร่องสวน ลอกเลน และรักษาต้นมะพร้าวไม่ให้เสียหาย ห้ามโค่นต้นโดยไม่ได้รับอนุญาต",
    "ข้อ 5. ผู้เช่าจะต่อสัญญาต้องแจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 90 วัน ก่อนสัญญาสิ้นสุด",
    "ข้อ 6. หากผู้เช่าผิดสัญญา ผู้ให้เช่ามีสิทธิบอกเลิกสัญญาได้ทันที",
    "ลงชื่อ เชิด ทองดี ผู้ให้เช่า    ลงชื่อ นภา ศรีสุข ผู้เช่า    พยาน สมเกียรติ ศรีสุข",
]
AGREEMENT_TOP = [
    "SUPPLY AGREEMENT",
    "Made on 20 June 2025 between Golden Palm Export Co., Ltd., 88 Moo 3, Krathum Baen, Samut Sakhon "
    "(the Buyer), and Mrs. Napha Srisuk, trading as Napha Coconut Farm, Ban Phaeo, Samut Sakhon (the Seller).",
]
AGREEMENT_HEADINGS = [
    ("1. Product", "Fresh Nam Hom coconuts, diamond-cut and polished, 1.0 to 1.2 kg each, harvested at 7 to 8 months."),
    ("2. Volume", "The Seller supplies a minimum of 2,000 coconuts per week. "
                  "The Buyer sends its weekly order by LINE at least 5 days before pick-up."),
    ("3. Price", "24.00 THB per coconut, ex-farm (the Buyer's truck collects at the farm). "
                 "The price is fixed from 1 July 2025 to 31 December 2025 and reviewed for 2026."),
    ("4. Quality and rejects", "The Buyer checks each lot on pick-up. Cracked or undersized coconuts are rejected "
                               "and not paid for."),
    ("5. Payment", "By bank transfer within 30 days of the invoice."),
    ("6. Term", "From 1 July 2025 to 30 June 2026. Either party may end this agreement with 60 days' written notice."),
]
AGREEMENT_BOTTOM = ["Signed: Jane Srisawat, Procurement Manager, for the Buyer      Signed: Napha Srisuk, the Seller"]
LINE_GP = """[02/09/2568 09:12] เจน โกลเด้นปาล์ม: พี่นภาคะ รอบรับวันที่ 10 ก.ย. ขอ 2,500 ลูกนะคะ ลงตู้ไปเซี่ยงไฮ้
[02/09/2568 09:20] นภา: ได้ค่ะน้องเจน
[05/09/2568 16:40] เจน โกลเด้นปาล์ม: พี่คะ ลูกค้าจีนเพิ่มออเดอร์ ขอเป็น 3,200 ลูกได้ไหมคะ
[05/09/2568 17:05] นภา: ในสวนมีไม่ถึงค่ะ ได้มากสุด 2,800 ลูก
[05/09/2568 17:10] เจน โกลเด้นปาล์ม: โอเคค่ะ งั้น 2,800 ลูก แล้วขอเลื่อนรับเป็นวันที่ 11 ก.ย. นะคะ รถเข้าสวน 7 โมงเช้า
[06/09/2568 08:02] นภา: รับทราบค่ะ 2,800 ลูก x 24 บาท = 67,200 บาท
[11/09/2568 13:45] เจน โกลเด้นปาล์ม: รับของเรียบร้อยค่ะ คัดออก 45 ลูก (ร้าว) รับจริง 2,755 ลูก ยอดจ่าย 66,120 บาท โอนภายใน 30 วันนะคะ
[11/09/2568 13:50] นภา: โอเคค่ะ ขอบคุณค่ะ
"""
LINE_LOMCHUEN = """[05/09/2568 15:30] นภา: คุณต่อคะ ส่งใบเสนอราคาให้ทางไลน์แล้วนะคะ
[06/09/2568 10:05] ต่อ ลมชื่นคาเฟ่: ได้รับแล้วค่ะพี่ ตกลงตามนี้ค่ะ เริ่มสัปดาห์หน้าเลย
[12/09/2568 11:20] ต่อ ลมชื่นคาเฟ่: พี่นภาคะ ขอเปลี่ยนมะพร้าวควั่นเป็น 650 ลูกนะคะ แต่มะพร้าวเผาขอลดเหลือ 100 ลูก ขายไม่ค่อยออก
[12/09/2568 11:42] นภา: ได้ค่ะ งั้นยอดรวมใหม่ 21,950 บาท รวมค่าส่งแล้วนะคะ
[13/09/2568 09:15] ต่อ ลมชื่นคาเฟ่: แล้วขอเลื่อนส่งจากวันจันทร์เป็นวันอังคารได้ไหมคะ
[13/09/2568 09:31] นภา: ได้ค่ะ เริ่มส่งอังคารที่ 16 ก.ย. นะคะ
"""
EMAIL_GP = """From: Jane Srisawat <jane.s@goldenpalm-export.co.th>
To: Napha Srisuk <napha.coconut@gmail.com>
Date: Mon, 15 Sep 2025 10:24 +0700
Subject: PO GP-2568-118 - October pick-ups

Dear Khun Napha,

Please find our purchase order for October 2025:
- 4 pick-ups of 2,400 coconuts each, on 2, 9, 16 and 23 October 2025
- Total: 9,600 coconuts at 24.00 THB = 230,400 THB

Please confirm the quantities by 26 September 2025.

Please also note that from November our QC will accept only coconuts of 1.1 kg and up.

Best regards,
Jane Srisawat
Procurement Manager, Golden Palm Export Co., Ltd.
"""
PLAN_SLIDES = [
    ("แผนธุรกิจ ปี 2569", "สวนมะพร้าวน้ำหอมนภา (Napha Coconut Farm) - จัดทำโดย นภา ศรีสุข"),
    ("เป้าหมายยอดขาย", "ยอดขายเป้าหมายปี 2569: 2,600,000 บาท (ปี 2568 คาดว่าจะได้ 2,150,000 บาท)\n"
                       "เพิ่มลูกค้าคาเฟ่จาก 7 ร้าน เป็น 12 ร้าน"),
    ("การลงทุน", "ปลูกต้นใหม่ 300 ต้น แปลงริมคลอง งบ 90,000 บาท\n"
                 "ซื้อเครื่องควั่นมะพร้าวอัตโนมัติ 1 เครื่อง 65,000 บาท"),
    ("สินค้าใหม่", "น้ำมะพร้าวบรรจุขวด 250 ml ขายขวดละ 35 บาท\nเริ่มขายหน้าสวนและออนไลน์ มีนาคม 2569"),
    ("ความเสี่ยง", "หนอนหัวดำ และด้วงแรด\nน้ำเค็มรุกคลอง ช่วง ก.พ.-เม.ย.\n"
                   "ต้องคุยต่อสัญญาเช่าสวนลุงเชิด (หมด 31 ธ.ค. 2569)"),
]
DIARY = """# สมุดบันทึกสวน 2568

- 5 ก.ค. ตัดทางมะพร้าวแปลง 1 กับแปลง 3
- 20 ส.ค. ใส่ปุ๋ยอินทรีย์ 40 กระสอบ ทั้ง 3 แปลง (ของสยามอะกริ)
- 25 ส.ค. เจอหนอนหัวดำที่แปลง 2 ริมคลอง ประมาณ 30 ต้น โทรเกษตรอำเภอ ขอแตนเบียนมาปล่อย
- 28 ส.ค. ปล่อยแตนเบียน 2 รอบ
- 3 ก.ย. วัดความเค็มน้ำในคลอง 0.8 กรัม/ลิตร ยังไม่เกิน 2 กรัม/ลิตร สูบน้ำเข้าร่องได้
- 10 ต.ค. นัดฉีดยาด้วงแรดรอบถัดไป
"""
PRICE_LETTER_TOP = [
    "หนังสือแจ้งปรับราคาสินค้า",
    "สวนมะพร้าวน้ำหอมนภา อ.บ้านแพ้ว จ.สมุทรสาคร",
    "วันที่ 15 กันยายน 2568",
    "เรียน ลูกค้าร้านค้าและคาเฟ่ทุกท่าน",
    "ขอบพระคุณที่อุดหนุนมะพร้าวน้ำหอมของสวนเรามาตลอด เนื่องจากปีนี้ผลผลิตลดลงจากภัยแล้งและน้ำเค็ม "
    "และค่าปุ๋ยกับค่าบรรจุภัณฑ์ปรับขึ้น ทางสวนจึงขอปรับราคาตั้งแต่วันที่ 1 ตุลาคม 2568 เป็นต้นไป ดังนี้",
]
PRICE_LETTER_TABLE = [
    ("รายการ", "ราคาเดิม", "ราคาใหม่"),
    ("มะพร้าวน้ำหอมควั่น เกรด A", "27 บาท/ลูก", "29 บาท/ลูก"),
    ("มะพร้าวเผา", "32 บาท/ลูก", "34 บาท/ลูก"),
    ("มะพร้าวเจียเพชร ขัดผิว", "30 บาท/ลูก", "31 บาท/ลูก"),
    ("ค่าขนส่งต่อเที่ยว", "300 บาท", "300 บาท (คงเดิม)"),
]
PRICE_LETTER_BOTTOM = [
    "ใบเสนอราคาที่ออกก่อนวันที่ 15 กันยายน 2568 ยังใช้ราคาเดิมจนครบกำหนดยืนราคา",
    "ขอแสดงความนับถือ",
    "นภา ศรีสุข โทร 081-234-5678",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ban Phaeo Branch\nELECTRICITY BILL - September 2025\n"
    "Customer: Mrs. Napha Srisuk  Account no. 020012345678\n"
    "Address: 45/2 Moo 6, Lak Sam, Ban Phaeo, Samut Sakhon 74120\n"
    "Meter reading period: 17 Aug 2025 - 16 Sep 2025\nTariff: 1.2 residential",
    "Units used: 684 kWh\nEnergy charge: 2,905.30 THB\nFt charge: 269.50 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 224.91 THB\nAmount due: 3,437.93 THB\nDue date: 30 September 2025",
]
SIAMSURE = [
    "SIAM SURE LIFE ASSURANCE PCL.\n1 September 2025\n"
    "Mrs. Napha Srisuk\n45/2 Moo 6, Lak Sam, Ban Phaeo, Samut Sakhon 74120\n\n"
    "Subject: Renewal of policy no. SSL-7781204 (Family Care Plus health plan)\n\n"
    "Dear Mrs. Napha Srisuk,\n"
    "Your policy covering Master Tonkla Srisuk is due for renewal.\n"
    "Annual premium: 14,820.00 THB (last year 13,560.00 THB; the premium changes with the insured's age band)\n"
    "Due date: 5 October 2025 (grace period of 31 days)\n"
    "Cover: room and board 3,000 THB per day; in-patient limit 500,000 THB per year",
    "You can pay at any Siam Sure branch, by mobile banking, or through your agent, Khun Wanpen.\n"
    "Thank you for trusting Siam Sure Life.\nCustomer Service 1726",
]
CAR_TOP = [
    "ใบเสนอราคาต่ออายุประกันภัยรถยนต์",
    "บริษัท สยามคุ้มครอง ประกันภัย จำกัด (มหาชน) ตัวแทน: คุณวันเพ็ญ โทร 089-555-0101",
    "วันที่ 1 กันยายน 2568",
    "ผู้เอาประกัน: นายสมเกียรติ ศรีสุข",
    "รถยนต์: อีซูซุ ดีแมคซ์ กระบะ 4 ประตู ปี 2563 ทะเบียน บพ 4521 สมุทรสาคร",
    "กรมธรรม์เดิมสิ้นสุดวันที่ 30 กันยายน 2568",
]
CAR_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "ค่าเสียหายส่วนแรก (บาท)", "เบี้ยรวมภาษีอากร (บาท)"),
    ("ประเภท 1 ซ่อมอู่", "520,000", "1,000", "17,350.62"),
    ("ประเภท 2+", "450,000", "-", "9,890.00"),
    ("ประเภท 3+", "200,000", "-", "7,200.00"),
]
CAR_BOTTOM = [
    "ปีที่แล้ว (2567) ทำประเภท 1 ซ่อมอู่ เบี้ย 16,980.00 บาท ทุนประกัน 560,000 บาท",
    "ระยะเวลาคุ้มครองใหม่ 30 กันยายน 2568 ถึง 30 กันยายน 2569",
    "กรุณาแจ้งแผนที่เลือกและชำระเบี้ยก่อนวันที่ 25 กันยายน 2568 ผ่อน 0% 3 เดือนผ่านบัตรเครดิตได้",
]
FEE_TOP = [
    "โรงเรียนพัฒนาวิทย์บ้านแพ้ว",
    "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "นักเรียน: เด็กชายต้นกล้า ศรีสุข  ชั้น ป.5/2  เลขประจำตัว 10458",
]
FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "18,500"),
    ("ค่าโครงการภาษาอังกฤษ (EP)", "6,000"),
    ("ค่าอาหารกลางวัน", "3,200"),
    ("ค่าหนังสือและอุปกรณ์", "1,450"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "29,500"),
]
FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย",
    "หากชำระล่าช้า ปรับวันละ 20 บาท",
]
SCHOOL_RECEIPT = [
    "PATTANAWIT SCHOOL BAN PHAEO\nOFFICIAL RECEIPT No. R2568-1-0583\nDate: 12 May 2025\n"
    "Received from: Mrs. Napha Srisuk\nStudent: Master Tonkla Srisuk, Grade 5 (P.5/2), ID 10458\n"
    "Fees for Term 1, academic year 2568\n"
    "Tuition fee: 18,500\nEnglish Program (EP) fee: 5,500\nLunch: 3,200\nBooks and materials: 2,100\n"
    "Accident insurance: 350\nTotal received: 29,650 THB\nPaid by: bank transfer\nFinance officer: Mrs. Orawan",
]
PARENTS_CHAT = """[15/09/2568 19:02] ครูอร ป.5/2: เรียนผู้ปกครองค่ะ ป.5 จะไปทัศนศึกษาพิพิธภัณฑ์วิทยาศาสตร์ ปทุมธานี วันที่ 24 ตุลาคม 2568 ค่าใช้จ่ายคนละ 650 บาท ส่งเงินภายในวันที่ 10 ตุลาคม นะคะ
[15/09/2568 19:10] แม่น้องภูมิ: รับทราบค่ะครู
[15/09/2568 20:31] แม่น้องต้นกล้า: รับทราบค่ะ
[16/09/2568 08:30] ครูอร ป.5/2: ขอแก้ไขค่ะ ค่าใช้จ่ายเปลี่ยนเป็นคนละ 780 บาท เพราะรวมค่าอาหารกลางวันแล้ว กำหนดส่งเงินเหมือนเดิมนะคะ
[16/09/2568 08:45] พ่อน้องเพชร: ครับครู
[17/09/2568 12:10] ครูอร ป.5/2: อย่าลืมให้น้องใส่เสื้อพละไปนะคะ
"""
FAH_NOTE = """# ค่าใช้จ่ายน้องฟ้า (ม.ศิลปากร นครปฐม ปี 2)

- ค่าเทอม 1/2568: 17,500 บาท จ่ายแล้ว 2 ก.ค. 2568
- ค่าเทอม 2/2568: 17,500 บาท ต้องจ่ายภายใน 15 พ.ย. 2568
- ค่าหอ: เดือนละ 4,200 บาท (รวมน้ำไฟแล้ว)
- เงินให้ใช้: เดือนละ 6,000 บาท โอนทุกวันที่ 1
- ค่าหนังสือ/ชีท เทอมนี้ ประมาณ 1,800 บาท
"""
DISTRACTORS = {
    "Personal/สูตรวุ้นมะพร้าว.md": "# วุ้นมะพร้าวอ่อน (ขายหน้าสวน)\n- น้ำมะพร้าว 1 ลิตร\n- ผงวุ้น 10 กรัม\n"
                                    "- น้ำตาล 80 กรัม\n- เนื้อมะพร้าวอ่อน 1 ถ้วย\nขายถ้วยละ 20 บาท",
    "Personal/เที่ยวหัวหิน_ตุลา.md": "# เที่ยวหัวหิน ปิดเทอมตุลา\n- 18-20 ต.ค.\n- ที่พัก 2 คืน 3,400 บาท\n"
                                     "- ไปรถกระบะ ค่าน้ำมันประมาณ 1,500 บาท\n- พาแม่ไปด้วย",
}
WORKSPECT = {
    "todo.md": "- โทรหาน้องเจนเรื่องออเดอร์เดือน ต.ค.\n- โอนค่าปุ๋ยสยามอะกริ\n- เลือกแผนต่อประกันรถกระบะ\n"
               "- ส่งเงินทัศนศึกษาต้นกล้า\n- ส่งหนังสือขึ้นราคาให้ร้านคาเฟ่\n",
}

MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_HEADERS = ("เดือน (Month)", "ขายส่งผู้ส่งออก (Export wholesale)", "คาเฟ่/ร้านค้า (Cafés & shops)",
                 "ขายหน้าสวน (Farm gate)", "รวม (Total)")
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าแรง (Wages)", "ปุ๋ย/ยา (Fertilizer & sprays)", "บรรจุภัณฑ์ (Packaging)",
                   "น้ำมัน/ขนส่ง (Fuel & transport)", "รวม (Total)")
SALES_2568 = [
    (118000, 42500, 18200), (124800, 39900, 16750), (141600, 47300, 22400), (168000, 55800, 31600),
    (159200, 53100, 27900), (137500, 46200, 19800), (192000, 48600, 17300), (201600, 51450, 18950),
]
EXPENSES_2568 = [
    (34000, 6200, 9100, 7300), (33500, 4800, 8800, 7100), (36000, 12600, 10400, 7900), (38000, 9500, 12300, 8400),
    (37500, 5300, 11900, 8200), (35800, 4100, 10200, 7600), (37900, 6800, 11600, 8100), (38490, 32292.60, 12050, 8350),
]
SALES_2567 = [
    (102500, 35600, 15400), (110400, 33800, 14900), (128300, 41200, 20100), (151200, 48900, 28750),
    (146000, 46300, 25200), (121700, 40100, 17600), (119800, 39500, 15800), (124600, 40700, 16300),
    (127900, 42200, 17100), (133400, 43800, 18600), (129100, 41900, 17900), (140200, 47500, 21300),
]
EXPENSES_2567 = [
    (31500, 5900, 8200, 6800), (31000, 4500, 7900, 6700), (33200, 11800, 9300, 7200), (35500, 8200, 10650, 7900),
    (34800, 4900, 10100, 7600), (33000, 3900, 8900, 7000), (32800, 6100, 8700, 7100), (33400, 27500, 9000, 7300),
    (33900, 4200, 9400, 7400), (34200, 5100, 9700, 7500), (33800, 4400, 9300, 7300), (35100, 6000, 10300, 7800),
]
HARVEST = [
    ("แปลง 1 หลังบ้าน (Plot 1, home)", [2100, 2050, 2300, 2600, 2450, 2200, 2150, 2250]),
    ("แปลง 2 ริมคลอง (Plot 2, canal)", [2800, 2700, 3000, 3400, 3250, 2900, 2850, 2700]),
    ("แปลง 3 สวนลุงเชิด (Plot 3, leased)", [1900, 1850, 2050, 2300, 2200, 2000, 2100, 2150]),
]
WAGES = [
    ("ลุงแดง", "ตัดทะลาย (Harvesting)", 7100, "ลูก", 1.50),
    ("พี่หน่อย", "ควั่นมะพร้าว (Trimming)", 4800, "ลูก", 2.00),
    ("น้าสมพร", "ขัดผิว/ห่อฟิล์ม (Polishing & wrapping)", 26, "วัน", 380),
    ("ต้อม", "ขนของ/ช่วยรถ (Loading)", 22, "วัน", 380),
]
HOUSEHOLD = {
    "มิ.ย. 68": [
        ("ค่าไฟบ้าน (Electricity)", 2980.75, ""), ("ค่าน้ำประปา (Water)", 230, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1198, ""), ("ค่ากับข้าว (Groceries & food)", 10940, ""),
        ("น้ำมันรถเก๋ง (Car fuel)", 2300, ""), ("ค่ายาแม่ (Mum's medicine)", 1500, "โรงพยาบาลบ้านแพ้ว"),
        ("เงินให้แม่ (Allowance for Mum)", 3000, ""), ("ทำบุญ (Merit making)", 500, ""),
    ],
    "ก.ค. 68": [
        ("ค่าไฟบ้าน (Electricity)", 3120.60, ""), ("ค่าน้ำประปา (Water)", 240, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1198, ""), ("ค่ากับข้าว (Groceries & food)", 12350, "ทำบุญวันเกิดแม่"),
        ("น้ำมันรถเก๋ง (Car fuel)", 2450, ""), ("ค่ายาแม่ (Mum's medicine)", 1500, ""),
        ("เงินให้แม่ (Allowance for Mum)", 3000, ""), ("ทำบุญ (Merit making)", 1000, "เข้าพรรษา"),
    ],
    "ส.ค. 68": [
        ("ค่าไฟบ้าน (Electricity)", 3285.40, ""), ("ค่าน้ำประปา (Water)", 245, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1198, ""), ("ค่ากับข้าว (Groceries & food)", 11860, ""),
        ("น้ำมันรถเก๋ง (Car fuel)", 2600, ""), ("ค่ายาแม่ (Mum's medicine)", 1500, ""),
        ("เงินให้แม่ (Allowance for Mum)", 3000, ""), ("ทำบุญ (Merit making)", 500, ""),
    ],
}


def _money_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายสวนมะพร้าวน้ำหอมนภา ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS_TH, sales):
        sheet.append([f"{month} {year}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(map(sum, sales))])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายสวน ปี {year} (Farm expenses {year}, THB)"])
    cost.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS_TH, expenses):
        cost.append([f"{month} {year}", *row, round(sum(row), 2)])
    cost.append(["รวม (Total)", *(round(sum(r[i] for r in expenses), 2) for i in range(4)),
                 round(sum(map(sum, expenses)), 2)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _harvest(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต 2568"
    sheet.append(["ผลผลิตมะพร้าวรายแปลง ปี 2568 (ลูก) - Coconuts picked per plot"])
    sheet.append(["แปลง (Plot)", *MONTHS_TH[:8], "รวม (Total)"])
    for name, counts in HARVEST:
        sheet.append([name, *counts, sum(counts)])
    sheet.append(["รวมทุกแปลง (All plots)", *(sum(c[1][i] for c in HARVEST) for i in range(8)),
                  sum(sum(c[1]) for c in HARVEST)])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ส.ค. 68"
    sheet.append(["ค่าแรงคนงาน เดือนสิงหาคม 2568 (Wages, August 2025)"])
    sheet.append(["ชื่อ (Name)", "งาน (Job)", "จำนวน (Qty)", "หน่วย (Unit)", "อัตรา (Rate, THB)", "รวม (Total, THB)"])
    for name, job, qty, unit, rate in WAGES:
        sheet.append([name, job, qty, unit, rate, round(qty * rate, 2)])
    sheet.append(["รวม (Total)", "", "", "", "", round(sum(w[2] * w[4] for w in WAGES), 2)])
    for column in (3, 5, 6):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "สวนมะพร้าว", docs / "บ้าน"
    quotes, suppliers, contracts = farm / "ใบเสนอราคา", farm / "ซัพพลายเออร์", farm / "สัญญา"
    accounts, chats = farm / "บัญชี", farm / "แชทไลน์"
    insurance, school = home / "ประกัน", home / "เรื่องเรียนลูก"
    for folder in (quotes, suppliers, contracts, accounts, chats, insurance, school):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ลมชื่นคาเฟ่_ร่าง.docx", QUOTE_DRAFT_TOP, table=QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ลมชื่นคาเฟ่_ส่งจริง.docx", QUOTE_FINAL_TOP, table=QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_BangkokFreshMart.docx", FRESHMART_TOP, table=FRESHMART_TABLE,
               bottom=FRESHMART_BOTTOM)
    make_pdf(suppliers / "ThaiPack_price_list_2025.pdf", THAIPACK_2025)
    write_docx(suppliers / "ราคาบรรจุภัณฑ์_ไทยแพ็ค_ปี67.docx", THAIPACK_2567_TOP, table=THAIPACK_2567_TABLE,
               bottom=THAIPACK_2567_BOTTOM)
    make_pdf(suppliers / "SiamAgri_invoice_SA0412.pdf", SIAMAGRI)
    write_docx(contracts / "สัญญาเช่าที่ดินสวน_ลุงเชิด.docx", LEASE)
    write_docx(contracts / "Supply_Agreement_GoldenPalm_2025.docx", AGREEMENT_TOP, headings=AGREEMENT_HEADINGS,
               bottom=AGREEMENT_BOTTOM)
    _money_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _money_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _harvest(accounts / "ผลผลิตรายแปลง_2568.xlsx")
    _wages(accounts / "ค่าแรงคนงาน_สค68.xlsx")
    write_slides(farm / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    write_docx(farm / "หนังสือแจ้งปรับราคา_ตค68.docx", PRICE_LETTER_TOP, table=PRICE_LETTER_TABLE,
               bottom=PRICE_LETTER_BOTTOM)
    make_pdf(home / "PEA_electricity_Sep2025.pdf", PEA_BILL)
    make_pdf(insurance / "SiamSure_renewal_notice_2025.pdf", SIAMSURE)
    write_docx(insurance / "ต่อประกันรถกระบะ_2568.docx", CAR_TOP, table=CAR_TABLE, bottom=CAR_BOTTOM)
    _household(home / "รายจ่ายในบ้าน_2568.xlsx")
    write_docx(school / "ใบแจ้งค่าเทอม_ต้นกล้า_2-2568.docx", FEE_TOP, table=FEE_TABLE, bottom=FEE_BOTTOM)
    make_pdf(school / "School_receipt_Term1_2568.pdf", SCHOOL_RECEIPT)
    write_texts(docs, {
        "สวนมะพร้าว/แชทไลน์/LINE_เจน_โกลเด้นปาล์ม.txt": LINE_GP,
        "สวนมะพร้าว/แชทไลน์/LINE_ร้านลมชื่น.txt": LINE_LOMCHUEN,
        "สวนมะพร้าว/email_PO_October_GoldenPalm.txt": EMAIL_GP,
        "สวนมะพร้าว/สมุดบันทึกสวน_2568.md": DIARY,
        "บ้าน/เรื่องเรียนลูก/แชทกลุ่มผู้ปกครอง_ป5-2.txt": PARENTS_CHAT,
        "บ้าน/เรื่องเรียนลูก/ค่าใช้จ่ายน้องฟ้า_มหาลัย.md": FAH_NOTE,
        **DISTRACTORS,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: her to-do list."""
    write_texts(workspect, WORKSPECT)
