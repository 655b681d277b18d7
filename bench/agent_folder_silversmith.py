"""The silversmith folder: Sriwichai Silverware (เครื่องเงินศรีวิชัย), Wualai Road, Chiang Mai.

The owner is Pimchanok "Pim" Sriwichai (พิมพ์ชนก ศรีวิชัย), who runs a family silversmith shop and workshop at
125 ถนนวัวลาย, Chiang Mai, with three craftsmen (พี่แก้ว forms bowls, ลุงสมบูรณ์ engraves, น้องต้น polishes). She
lives with her husband Kittisak (กิตติศักดิ์), who drives the deliveries, and their daughter Namfon (น้ำฝน, ป.4).
Her Documents folder mixes the shop's papers with the household's:

ร้านเครื่องเงิน/ใบเสนอราคา/
  ใบเสนอราคา_ริมปิง_ร่าง.docx        draft quote QT2568-031 to โรงแรมริมปิง ริเวอร์ (200 bowls, 593,315 total), never sent
  ใบเสนอราคา_ริมปิง_ฉบับจริง.docx     the final quote QT2568-031 sent 9 Sep 2568 (180 bowls, total 551,799)
  Quotation_SiamHeritage_Gallery.docx English quote QT2568-027 to Siam Heritage Gallery, Bangkok (bowl 2,100, earrings 420)
  ใบเสนอราคา_ร้านคำแก้ว.docx          Thai quote QT2568-024 to ร้านของฝากคำแก้ว, Nimman (bowl 1,950, earrings 360)
ร้านเครื่องเงิน/ลูกค้า/
  PO_RimPingRiverHotel_Sep2025.pdf     the hotel's English purchase order (160 bowls, 150 pairs, total 524,728)
  LINE_คุณจิราพร_ริมปิง.txt            LINE chat with the hotel's buyer: the order changes twice (last: 170 pairs, 533,074)
  email_SiamHeritage_revised_order.txt the gallery's email asking for 80 bowls by 15 December 2025
ร้านเครื่องเงิน/Suppliers/
  CMBullion_pricelist_2025.pdf         Chiang Mai Bullion's English price list 2025 (grain 38,500/kg, sheet 41,200/kg)
  ราคาวัตถุดิบ_เชียงใหม่บุลเลียน_2567.docx the same firm's Thai price list for 2567 (grain 29,800, sheet 32,400)
  Invoice_CMB-INV-25-0914.pdf          the firm's September invoice (total 359,306, due 14 October 2025)
  Assay_report_LGM-25-0833.pdf         a lab's silver purity report (the bangle fails at 92.3%)
ร้านเครื่องเงิน/บัญชี/
  ยอดขาย_ค่าใช้จ่าย_2568.xlsx          this year's book: monthly sales by channel; expenses with months as columns
  ยอดขาย_ค่าใช้จ่าย_2567.xlsx          last year's book, the same layout, twelve months
ร้านเครื่องเงิน/
  LINE_กลุ่มช่างศรีวิชัย.txt            LINE group with the craftsmen: piece rates for the hotel job (bowl forming 400)
  สัญญาเช่าร้าน_วัวลาย.docx            the shop's 3-year lease (ends 28 กุมภาพันธ์ 2569; year-3 rent 19,500)
  แผนธุรกิจ_2569.pptx                  slides: next year's plan (target 3.2 ล้านบาท, fair booth 85,000)
  บันทึกงาน_OTOP_ส.ค.68.md             notes from the OTOP fair at Muang Thong Thani (sales 186,350, costs 30,600)
  Fire_insurance_shop_2025.pdf         the shop's fire insurance schedule
  วิธีดูแลเครื่องเงิน_ลูกค้า.txt        the care card handed to customers (distractor)
บ้าน/
  PEA_bill_Sep2025.pdf, PEA_bill_Oct2025.pdf   the home's electricity bills (611 and 538 kWh)
  ค่าเทอม_น้ำฝน_เทอม1_2568.docx, ค่าเทอม_น้ำฝน_เทอม2_2568.docx   Namfon's school fee notices (31,750 and 31,000)
  LannaLife_renewal_notice_2025.pdf    Namfon's health insurance renewal (14,860 due 20 November 2025)
  ต่อประกันรถ_ดีแมกซ์_2568.docx         the pickup's car insurance renewal notice (18,900)
  รายจ่ายบ้าน_2568.xlsx                household spending, a sheet per month (Aug-Oct 2568)
  ลดหย่อนภาษี_2568.md                  tax deduction notes
Personal/
  trip_เชียงราย_ปีใหม่.md, แกงฮังเลสูตรแม่.txt   distractors
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านเครื่องเงิน"
HOME = "บ้าน"
LETTERHEAD = ["ร้านเครื่องเงินศรีวิชัย (Sriwichai Silverware)",
              "125 ถนนวัวลาย ต.หายยา อ.เมือง จ.เชียงใหม่ 50100 โทร 081-672-4419 LINE @sriwichaisilver"]
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

RIMPING_DRAFT = (LETTERHEAD + [
    "ใบเสนอราคา (ร่าง) เลขที่ QT2568-031",
    "วันที่ 2 กันยายน 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ (คุณจิราพร แก้วมณี)",
    "เรื่อง ของที่ระลึกเครื่องเงินสำหรับงานครบรอบ 20 ปีของโรงแรม",
], [QUOTE_HEAD,
    ("1", "ขันเงินลายดอกพิกุล 4 นิ้ว", "200 ใบ", "1,850", "370,000"),
    ("2", "ที่คั่นหนังสือเงินสลักโลโก้โรงแรม", "300 ชิ้น", "420", "126,000"),
    ("3", "ต่างหูเงินลายช้าง (คู่)", "150 คู่", "390", "58,500")],
    ["รวมเป็นเงิน 554,500 บาท", "ภาษีมูลค่าเพิ่ม 7% 38,815 บาท", "รวมทั้งสิ้น 593,315 บาท",
     "ยืนราคา 30 วัน มัดจำ 50% ส่งมอบภายใน 45 วันหลังได้รับมัดจำ",
     "หมายเหตุ: ร่าง ยังไม่ได้ส่งลูกค้า ต้องเช็คราคาเม็ดเงินสัปดาห์นี้ก่อน"])
RIMPING_FINAL = (LETTERHEAD + [
    "ใบเสนอราคา เลขที่ QT2568-031",
    "วันที่ 9 กันยายน 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ (คุณจิราพร แก้วมณี)",
    "เรื่อง ของที่ระลึกเครื่องเงินสำหรับงานครบรอบ 20 ปีของโรงแรม",
], [QUOTE_HEAD,
    ("1", "ขันเงินลายดอกพิกุล 4 นิ้ว", "180 ใบ", "1,790", "322,200"),
    ("2", "ที่คั่นหนังสือเงินสลักโลโก้โรงแรม", "300 ชิ้น", "450", "135,000"),
    ("3", "ต่างหูเงินลายช้าง (คู่)", "150 คู่", "390", "58,500")],
    ["รวมเป็นเงิน 515,700 บาท", "ภาษีมูลค่าเพิ่ม 7% 36,099 บาท", "รวมทั้งสิ้น 551,799 บาท",
     "เงื่อนไข: มัดจำ 40% เมื่อยืนยันการสั่งซื้อ ส่วนที่เหลือชำระภายใน 30 วันหลังส่งมอบ",
     "กำหนดส่งมอบ 24 ตุลาคม 2568 ยืนราคาถึง 30 กันยายน 2568",
     "ลงชื่อ พิมพ์ชนก ศรีวิชัย ผู้เสนอราคา"])
SIAM_HERITAGE = ([
    "Sriwichai Silverware (เครื่องเงินศรีวิชัย)",
    "125 Wualai Road, Hai Ya, Mueang, Chiang Mai 50100 - Tel 081-672-4419 - LINE @sriwichaisilver",
    "QUOTATION No. QT2568-027",
    "Date: 22 August 2025",
    "To: Ms. Natcha Wongsiri, Purchasing Manager, Siam Heritage Gallery, Charoen Krung Road, Bang Rak, Bangkok",
    "Thank you for visiting our booth at the OTOP fair. We are pleased to quote as follows:",
], [("No.", "Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Silver bowl, Pikul flower pattern, 4 inch", "60 pcs", "2,100", "126,000"),
    ("2", "Elephant silver earrings (pair)", "200 pairs", "420", "84,000"),
    ("3", "Hill-tribe pattern silver bangle", "80 pcs", "1,250", "100,000")],
    ["Subtotal: 310,000 THB", "VAT 7%: 21,700 THB", "Grand total: 331,700 THB",
     "Valid until 21 October 2025. Delivery: 30 days after deposit.",
     "Payment: 30% deposit, balance before shipping. All pieces are sterling silver 92.5%.",
     "Prices are based on silver grain at 38,500 THB/kg.",
     "Pimchanok Sriwichai, Owner"])
KHAMKAEW = (LETTERHEAD + [
    "ใบเสนอราคา เลขที่ QT2568-024",
    "วันที่ 5 สิงหาคม 2568",
    "เรียน คุณแสงเดือน ร้านของฝากคำแก้ว ถนนนิมมานเหมินท์ ซอย 7 เชียงใหม่",
], [QUOTE_HEAD,
    ("1", "ขันเงินลายดอกพิกุล 4 นิ้ว", "40 ใบ", "1,950", "78,000"),
    ("2", "ต่างหูเงินลายช้าง (คู่)", "300 คู่", "360", "108,000"),
    ("3", "กำไลเงินลายชาวเขา", "50 วง", "1,180", "59,000")],
    ["รวมเป็นเงิน 245,000 บาท", "ภาษีมูลค่าเพิ่ม 7% 17,150 บาท", "รวมทั้งสิ้น 262,150 บาท",
     "ยืนราคา 30 วัน ส่งของภายใน 21 วันหลังได้รับมัดจำ 50%",
     "ขอบคุณที่อุดหนุนเครื่องเงินวัวลายค่ะ"])
PO_PAGES = [
    "Rim Ping River Hotel Chiang Mai\n99 Charoenrat Road, Wat Ket, Mueang, Chiang Mai 50000\n"
    "PURCHASE ORDER No. PO-RPH-25-0917\nDate: 17 September 2025\n"
    "Vendor: Sriwichai Silverware, 125 Wualai Road, Hai Ya, Mueang, Chiang Mai 50100\n"
    "Reference: Quotation QT2568-031 and revisions agreed by LINE on 12 September 2025\n"
    "Purpose: gifts for the hotel's 20th anniversary dinner\n"
    "1. Silver bowl, Pikul pattern, 4 inch - 160 pcs x 1,790.00 = 286,400.00\n"
    "2. Silver bookmark, hotel logo + guest name engraving - 300 pcs x 485.00 = 145,500.00\n"
    "3. Elephant silver earrings (pair) - 150 pairs x 390.00 = 58,500.00\n"
    "Subtotal: 490,400.00\nVAT 7%: 34,328.00\nTOTAL (THB): 524,728.00",
    "Delivery date: 31 October 2025, to Rim Ping River Hotel, Purchasing Department\n"
    "Payment terms: 40% deposit on PO; balance within 30 days after delivery\n"
    "Each bowl to be packed in a velvet box with the hotel's card.\n"
    "Approved by: Jiraporn Kaewmanee, Purchasing Officer\nAuthorised by: Anucha Sripan, General Manager",
]
LINE_RIMPING = """[10/09/2568 09:05] จิราพร ริมปิง: สวัสดีค่ะคุณพิม ได้รับใบเสนอราคาเลขที่ QT2568-031 แล้วนะคะ
[10/09/2568 09:07] พิมพ์ชนก: สวัสดีค่ะ ขอบคุณค่ะ ถ้ามีอะไรให้ปรับแจ้งได้เลยนะคะ
[12/09/2568 14:20] จิราพร ริมปิง: ผู้บริหารขอลดขันเงินเหลือ 160 ใบค่ะ งบไม่พอ
[12/09/2568 14:21] จิราพร ริมปิง: แล้วที่คั่นหนังสืออยากให้สลักชื่อแขกด้วย ทำได้ไหมคะ
[12/09/2568 14:35] พิมพ์ชนก: ได้ค่ะ ค่าสลักชื่อเพิ่มชิ้นละ 35 บาท เป็นชิ้นละ 485 บาทนะคะ
[12/09/2568 14:40] จิราพร ริมปิง: โอเคค่ะ ต่างหูเท่าเดิม 150 คู่
[12/09/2568 15:02] พิมพ์ชนก: สรุปยอดใหม่นะคะ ขันเงิน 160 ใบ x 1,790 = 286,400 / ที่คั่นหนังสือสลักชื่อ 300 ชิ้น x 485 = 145,500 / ต่างหูช้าง 150 คู่ x 390 = 58,500 รวม 490,400 VAT 7% 34,328 รวมทั้งสิ้น 524,728 บาทค่ะ
[12/09/2568 15:10] จิราพร ริมปิง: ได้ค่ะ ขอเลื่อนวันส่งเป็น 31 ต.ค. ได้ไหมคะ งานเลี้ยงเลื่อนไปต้นเดือน พ.ย.
[12/09/2568 15:12] พิมพ์ชนก: ได้ค่ะ ส่งของ 31 ต.ค. นะคะ
[17/09/2568 10:30] จิราพร ริมปิง: ส่ง PO ทางอีเมลแล้วนะคะ เลขที่ PO-RPH-25-0917
[19/09/2568 16:45] จิราพร ริมปิง: โอนมัดจำ 40% 209,891.20 บาทแล้วค่ะ แนบสลิปนะคะ
[19/09/2568 16:50] พิมพ์ชนก: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
[02/10/2568 11:18] จิราพร ริมปิง: คุณพิมคะ ขอเพิ่มต่างหูช้างอีก 20 คู่ได้ไหมคะ แขก VIP เพิ่ม
[02/10/2568 11:40] พิมพ์ชนก: ได้ค่ะ ต่างหูเป็น 170 คู่ เพิ่ม 7,800 บาท VAT 546 บาท ยอดรวมทั้งสิ้นใหม่ 533,074 บาทค่ะ ขันยังเป็น 160 ใบเหมือนเดิมนะคะ
[02/10/2568 11:45] จิราพร ริมปิง: ได้ค่ะ เดี๋ยวแก้ PO ให้ ส่งวันเดิม 31 ต.ค. นะคะ
[02/10/2568 11:46] พิมพ์ชนก: รับทราบค่ะ 👍
"""
EMAIL_SIAM = """From: Natcha Wongsiri <natcha@siamheritagegallery.co.th>
To: Pimchanok Sriwichai <sriwichai.silver@gmail.com>
Date: Tue, 7 Oct 2025 11:42 +0700
Subject: Re: Quotation QT2568-027 - revised order

Dear Khun Pim,

Thank you for the quotation (QT2568-027) and for the samples you sent. Our owner has seen the bowls and loves them.
We would like to change the order as follows:

- Silver bowl, Pikul pattern 4 inch: 80 pcs instead of 60. Could you do 2,000 baht each for the bigger quantity?
- Elephant earrings: keep 200 pairs at 420 baht.
- Hill-tribe bangles: please reduce to 50 pcs.

We need everything delivered to the gallery by 15 December 2025, before our New Year exhibition opens on
20 December. Please send a revised quotation and your bank details for the 30% deposit.

Best regards,
Natcha Wongsiri
Purchasing Manager, Siam Heritage Gallery
Charoen Krung Road, Bang Rak, Bangkok 10500
"""
PRICELIST_2025 = [
    "Chiang Mai Bullion Co., Ltd.\n88/9 Chang Moi Road, Mueang, Chiang Mai 50300 - Tel 053-234-118\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\nItem / Unit / Price (THB, excl. VAT)\n"
    "Fine silver grain 99.9% / per kg / 38,500\n"
    "Sterling silver sheet 92.5%, 0.8 mm / per kg / 41,200\n"
    "Sterling silver wire 92.5%, 1.0 mm / per kg / 40,800\n"
    "Silver solder, hard / per 100 g / 5,600\n"
    "Polishing compound (red rouge) / per box / 350\n\n"
    "Silver prices follow the world market and may be adjusted weekly. The price on the invoice applies.\n"
    "Minimum order 1 kg. Free delivery in Chiang Mai city for orders over 50,000 THB.",
]
PRICELIST_2567 = (["บริษัท เชียงใหม่บุลเลียน จำกัด",
                   "88/9 ถนนช้างม่อย อ.เมือง จ.เชียงใหม่ 50300 โทร 053-234-118",
                   "ใบแจ้งราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)"],
                  [("รายการ", "หน่วย", "ราคา (บาท ไม่รวม VAT)"),
                   ("เม็ดเงินบริสุทธิ์ 99.9%", "กิโลกรัม", "29,800"),
                   ("แผ่นเงิน 92.5% หนา 0.8 มม.", "กิโลกรัม", "32,400"),
                   ("ลวดเงิน 92.5% ขนาด 1.0 มม.", "กิโลกรัม", "31,900"),
                   ("น้ำประสานเงิน (ชนิดแข็ง)", "100 กรัม", "4,700"),
                   ("ยาขัดเงา (สีแดง)", "กล่อง", "320")],
                  ["ราคาเงินอาจปรับตามตลาดโลกทุกสัปดาห์ ยึดราคาตามใบกำกับภาษี",
                   "สั่งขั้นต่ำ 1 กิโลกรัม ส่งฟรีในเขตเมืองเชียงใหม่เมื่อสั่งเกิน 50,000 บาท"])
INVOICE_PAGES = [
    "Chiang Mai Bullion Co., Ltd.\n88/9 Chang Moi Road, Mueang, Chiang Mai 50300 - Tax ID 0505548001234\n"
    "TAX INVOICE No. CMB-INV-25-0914\nDate: 14 September 2025\n"
    "Bill to: Sriwichai Silverware (Mrs. Pimchanok Sriwichai), 125 Wualai Road, Hai Ya, Mueang, Chiang Mai 50100\n\n"
    "1. Fine silver grain 99.9% - 6 kg x 39,200.00 = 235,200.00\n"
    "2. Sterling silver sheet 92.5%, 0.8 mm - 2 kg x 41,900.00 = 83,800.00\n"
    "3. Silver solder, hard - 3 x 100 g x 5,600.00 = 16,800.00\n"
    "Subtotal: 335,800.00\nVAT 7%: 23,506.00\nTOTAL DUE: 359,306.00 THB\n"
    "Payment due: 14 October 2025\n"
    "Bank transfer: Kasikorn Bank, Chang Moi branch, A/C 123-4-56789-0, Chiang Mai Bullion Co., Ltd.",
]
ASSAY_PAGES = [
    "Lanna Gem & Metal Testing Laboratory\n45 Huay Kaew Road, Mueang, Chiang Mai 50200\n"
    "TEST REPORT No. LGM-25-0833\nDate issued: 28 August 2025\n"
    "Customer: Sriwichai Silverware, 125 Wualai Road, Hai Ya, Mueang, Chiang Mai 50100\n"
    "Method: XRF screening and fire assay (ISO 11427)\n\n"
    "Sample 1: Silver bowl, Pikul pattern - Ag 92.6% - PASS (sterling 925)\n"
    "Sample 2: Elephant earrings - Ag 92.5% - PASS (sterling 925)\n"
    "Sample 3: Hill-tribe pattern bangle - Ag 92.3% - FAIL (below 92.5%)\n"
    "Sample 4: Engraved bookmark - Ag 95.8% - PASS\n\n"
    "Remark: Sample 3 does not meet the sterling standard. Re-test recommended after alloy correction.\n"
    "Testing fee: 2,400 THB (4 samples x 600 THB), paid in cash.",
]
LINE_CRAFTSMEN = """[13/09/2568 19:02] พิมพ์ชนก: งานโรงแรมริมปิงคอนเฟิร์มแล้วนะทุกคน ขัน 160 ใบ ที่คั่นสลักชื่อ 300 ชิ้น ต่างหู 150 คู่ ส่งโรงแรม 31 ต.ค.
[13/09/2568 19:10] พี่แก้ว: ขึ้นรูปขันใบละ 380 เหมือนเดิมไหมพี่ ลายพิกุลมันละเอียด ขอ 420 ได้ไหม
[13/09/2568 19:25] พิมพ์ชนก: 420 ไม่ไหวจ้า ราคาเม็ดเงินขึ้นเยอะ ขอเป็น 400 นะพี่
[13/09/2568 19:27] พี่แก้ว: โอเค 400 ก็ได้ครับ
[13/09/2568 19:40] ลุงสมบูรณ์: สลักชื่อที่คั่นชิ้นละ 25 นะหนู ลุงทำเสร็จก่อน 25 ต.ค.
[14/09/2568 08:03] น้องต้น: ขัดเงาผมเริ่มได้ 1 ต.ค. ครับ ชิ้นละ 15 เหมือนเดิม
[14/09/2568 08:10] พิมพ์ชนก: พี่แก้วขันต้องขึ้นรูปเสร็จภายใน 10 ต.ค. นะ จะได้ส่งต่อให้ลุงกับต้น
[14/09/2568 08:12] พี่แก้ว: ได้ครับ 10 ต.ค. เสร็จแน่นอน
[30/09/2568 18:00] พิมพ์ชนก: ค่าแรงเดือนนี้โอนวันที่ 5 ต.ค. นะทุกคน
[02/10/2568 12:05] พิมพ์ชนก: ต่างหูช้างเพิ่มอีก 20 คู่นะ โรงแรมขอเพิ่ม
"""
LEASE = ["สัญญาเช่าอาคารพาณิชย์",
         "ทำที่ บ้านเลขที่ 125 ถนนวัวลาย ต.หายยา อ.เมือง จ.เชียงใหม่ วันที่ 20 กุมภาพันธ์ 2566",
         "ผู้ให้เช่า: นายประเสริฐ ทองคำ  ผู้เช่า: นางพิมพ์ชนก ศรีวิชัย",
         "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 125 ถนนวัวลาย เพื่อใช้เป็นร้านและโรงงานเครื่องเงิน",
         "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มีนาคม 2566 ถึงวันที่ 28 กุมภาพันธ์ 2569",
         "ข้อ 3. ค่าเช่า ปีที่ 1 เดือนละ 17,000 บาท ปีที่ 2 เดือนละ 18,000 บาท ปีที่ 3 เดือนละ 19,500 บาท "
         "ชำระภายในวันที่ 5 ของทุกเดือน",
         "ข้อ 4. ผู้เช่าวางเงินประกัน 54,000 บาท ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
         "ข้อ 5. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
         "ข้อ 6. ผู้เช่าติดตั้งเตาหลอมและระบบดูดควันได้ด้วยค่าใช้จ่ายของตนเอง ห้ามดัดแปลงโครงสร้างอาคาร",
         "ข้อ 7. ผู้เช่าชำระค่าน้ำประปาและค่าไฟฟ้าตามมิเตอร์",
         "ลงชื่อ ประเสริฐ ทองคำ ผู้ให้เช่า    ลงชื่อ พิมพ์ชนก ศรีวิชัย ผู้เช่า"]
OTOP_NOTES = """# งาน OTOP ภูมิปัญญาไทย อิมแพ็ค เมืองทองธานี 15–24 ส.ค. 2568

บูธ B-214 โซนเครื่องประดับ ไปกับกิตและน้องต้น

## ค่าใช้จ่าย
- ค่าบูธ 12,000 บาท (จ่ายผ่านพัฒนาชุมชน)
- ค่ารถ + น้ำมัน + ทางด่วน 7,400 บาท
- ที่พัก 9 คืน 11,200 บาท
- รวมค่าใช้จ่าย 30,600 บาท

## ยอดขาย
- ยอดขายรวม 10 วัน 186,350 บาท
- ขายดีสุด: ต่างหูลายช้าง 412 คู่
- ขันเงินขายได้ 23 ใบ
- วันที่ขายดีสุด เสาร์ 23 ส.ค. ได้ 31,480 บาท

## ลูกค้า / ลีด
- คุณณัชชา Siam Heritage Gallery (เจริญกรุง) ขอใบเสนอราคา → ส่ง QT2568-027 แล้ว
- ร้านญี่ปุ่น (คุณทานากะ) สนใจกำไล ขอแคตตาล็อกภาษาอังกฤษ

## บทเรียน
- เอาต่างหูไปไม่พอ ของหมดวันที่ 7
- ปีหน้าทำป้ายภาษาอังกฤษ และรับบัตรเครดิต
"""
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 – เครื่องเงินศรีวิชัย", "Sriwichai Silverware ถนนวัวลาย เชียงใหม่\nเตรียมโดย พิมพ์ชนก ศรีวิชัย พ.ย. 2568"),
    ("ทบทวนปี 2568", "งานใหญ่: โรงแรมริมปิง ริเวอร์ และ Siam Heritage Gallery\n"
                     "งาน OTOP เมืองทอง ขายได้ 186,350 บาท\nปัญหา: ราคาเม็ดเงินขึ้นจาก 29,800 เป็น 38,500 บาท/กก."),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 3.2 ล้านบาท\nสัดส่วนออนไลน์ 25%\nลูกค้าโรงแรม/องค์กร อย่างน้อย 4 ราย"),
    ("สินค้าใหม่", "คอลเลกชัน 'สล่าวัวลาย' แหวนและจี้ลายโบราณ เปิดตัว เม.ย. 2569 ช่วงสงกรานต์\n"
                   "กำไลทุกล็อตต้องส่งเทสความบริสุทธิ์ 92.5% ก่อนขาย"),
    ("ช่องทางขาย", "เปิดร้าน Shopee และ TikTok Shop ภายใน ม.ค. 2569\n"
                   "ออกงาน Bangkok Gems & Jewelry Fair ก.ย. 2569 งบบูธ 85,000 บาท\nงาน OTOP เมืองทอง ส.ค. 2569 เหมือนเดิม"),
    ("คนและเครื่องมือ", "จ้างช่างขัดเงาเพิ่ม 1 คน เงินเดือน 12,000 บาท\n"
                        "ซื้อเครื่องรีดแผ่นเงิน (rolling mill) 145,000 บาท กู้ SME D Bank"),
]
FIRE_PAGES = [
    "Thai Sakura Insurance PCL\nFIRE INSURANCE POLICY SCHEDULE\nPolicy No. FI-2025-117340\n"
    "Insured: Mrs. Pimchanok Sriwichai (Sriwichai Silverware)\n"
    "Location: 125 Wualai Road, Hai Ya, Mueang, Chiang Mai 50100 (2-storey shophouse, shop and workshop)\n"
    "Period of insurance: 1 March 2025 - 1 March 2026\n"
    "Sum insured: contents, tools and stock 1,500,000 THB\nTheft extension: stock up to 300,000 THB\n"
    "Premium incl. stamp duty and VAT: 4,280.35 THB\n"
    "Condition: the melting furnace must be switched off and the gas valve closed after work hours.",
]
CARE_CARD = """วิธีดูแลเครื่องเงินศรีวิชัย / How to care for your silver
- เก็บในถุงซิปหรือกล่องกำมะหยี่ ไม่ให้โดนอากาศ
- หมองแล้วเช็ดด้วยผ้าเช็ดเงิน อย่าใช้ยาสีฟัน
- หลีกเลี่ยงน้ำหอม สระว่ายน้ำ และน้ำทะเล
- Keep in a zip bag, wipe with a silver cloth, avoid perfume and chlorine.
ร้านรับขัดเงาฟรีตลอดชีพ นำมาที่ร้านถนนวัวลายได้เลย
"""
PEA_SEP = [
    "Provincial Electricity Authority (PEA) - Chiang Mai\nELECTRICITY BILL - September 2025\n"
    "Account holder: Mr. Kittisak Sriwichai\nAddress: 48/2 Moo 3, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "Meter No. 20871543  Reading period: 17 Aug 2025 - 16 Sep 2025\n"
    "Units used: 611 kWh\nEnergy charge: 2,421.36 THB\nFt charge: 236.54 THB\nVAT 7%: 186.05 THB\n"
    "Amount due: 2,843.95 THB\nDue date: 30 September 2025",
]
PEA_OCT = [
    "Provincial Electricity Authority (PEA) - Chiang Mai\nELECTRICITY BILL - October 2025\n"
    "Account holder: Mr. Kittisak Sriwichai\nAddress: 48/2 Moo 3, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "Meter No. 20871543  Reading period: 17 Sep 2025 - 16 Oct 2025\n"
    "Units used: 538 kWh\nEnergy charge: 2,115.70 THB\nFt charge: 208.34 THB\nVAT 7%: 162.68 THB\n"
    "Amount due: 2,486.72 THB\nDue date: 30 October 2025",
]
SCHOOL_HEAD = ["โรงเรียนพรหมวิทยา เชียงใหม่"]
FEE_HEAD = ("รายการ", "จำนวนเงิน (บาท)")
TERM1 = (SCHOOL_HEAD + ["ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
                        "ชื่อนักเรียน ด.ญ. น้ำฝน ศรีวิชัย ชั้น ป.4/2 เลขประจำตัว 10457"],
         [FEE_HEAD, ("ค่าธรรมเนียมการเรียน", "18,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,000"),
          ("ค่ากิจกรรมและทัศนศึกษา", "2,400"), ("ค่าเรียนภาษาอังกฤษเสริม (EP)", "6,500"),
          ("ค่าประกันอุบัติเหตุ (รายปี)", "350"), ("รวมทั้งสิ้น", "31,750")],
         ["กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568",
          "ชำระผ่านธนาคารกรุงไทย บัญชีโรงเรียนพรหมวิทยา 512-0-34567-8 หรือที่ฝ่ายการเงินของโรงเรียน",
          "หากชำระหลังกำหนด ปรับวันละ 50 บาท"])
TERM2 = (SCHOOL_HEAD + ["ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
                        "ชื่อนักเรียน ด.ญ. น้ำฝน ศรีวิชัย ชั้น ป.4/2 เลขประจำตัว 10457"],
         [FEE_HEAD, ("ค่าธรรมเนียมการเรียน", "18,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
          ("ค่ากิจกรรมและทัศนศึกษา", "1,800"), ("ค่าเรียนภาษาอังกฤษเสริม (EP)", "6,500"),
          ("รวมทั้งสิ้น", "31,000")],
         ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568",
          "ชำระผ่านธนาคารกรุงไทย บัญชีโรงเรียนพรหมวิทยา 512-0-34567-8 หรือที่ฝ่ายการเงินของโรงเรียน",
          "ภาคเรียนนี้ค่าอาหารกลางวันปรับขึ้นตามราคาวัตถุดิบ"])
LANNALIFE = [
    "Lanna Life Assurance PCL\n200 Nimmanhaemin Road, Mueang, Chiang Mai 50200\n"
    "PREMIUM RENEWAL NOTICE\nDate: 21 October 2025\n\nDear Mrs. Pimchanok Sriwichai,\n"
    "Policy No. LL-HS-0048812 (Kids Health Plus)\nInsured person: Miss Namfon Sriwichai (age 10)\n"
    "Policy year: 20 November 2025 - 19 November 2026\n"
    "Annual premium: 14,860.00 THB (previous year: 13,200.00 THB)\n"
    "Premium due date: 20 November 2025\nGrace period: 31 days\n"
    "The new premium reflects the insured's new age band (10-14).\n"
    "Pay by bank transfer, at any 7-Eleven with the barcode below, or by credit card on our app.",
]
CAR_INSURANCE = (["บริษัท ไทยพัฒนาประกันภัย จำกัด (มหาชน)",
                  "ใบแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์ภาคสมัครใจ ประเภท 1",
                  "เรียน คุณกิตติศักดิ์ ศรีวิชัย",
                  "รถยนต์ ISUZU D-MAX SPARK ทะเบียน 2ขก 4471 เชียงใหม่ ปี 2021",
                  "กรมธรรม์เดิมสิ้นสุดวันที่ 4 ธันวาคม 2568"],
                 [("ความคุ้มครอง", "ปีเดิม", "ปีต่ออายุ"),
                  ("ทุนประกันตัวรถ", "560,000", "520,000"),
                  ("ค่าเสียหายส่วนแรก", "0", "0"),
                  ("เบี้ยประกันรวมภาษีอากร", "19,450", "18,900")],
                 ["กรุณาชำระเบี้ยภายในวันที่ 30 พฤศจิกายน 2568 เพื่อความคุ้มครองต่อเนื่อง",
                  "ส่วนลดประวัติดี 20% ไม่มีเคลมในปีที่ผ่านมา"])
TAX_NOTES = """# ลดหย่อนภาษี ปี 2568 (ยื่น ภ.ง.ด.90 ต้นปี 69)

- ลดหย่อนบุตร (น้ำฝน) 30,000
- เบี้ยประกันสุขภาพน้ำฝน ลดหย่อนไม่ได้ (ของลูก) — แต่ประกันสุขภาพพ่อแม่ลดได้ 15,000
- ดอกเบี้ยบ้าน ธอส. ทั้งปีประมาณ 98,000 (ขอหนังสือรับรองจากธนาคาร ม.ค.)
- ซื้อ SSF ไปแล้ว 50,000 ตั้งเป้า 80,000
- เงินบริจาควัดศรีสุพรรณ เก็บใบอนุโมทนาไว้ในแฟ้มสีแดง
- ถามพี่บัญชีเรื่องแยกรายได้ร้านเป็นนิติบุคคลปีหน้า
"""
TRIP_NOTES = """# ทริปเชียงราย ปีใหม่ 2569
- 30 ธ.ค. ออกเช้า แวะวัดร่องขุ่น
- 31 ธ.ค. ดอยตุง นับถอยหลังที่โรงแรม
- 1 ม.ค. กลับบ้าน แวะน้ำพุร้อนแม่ขะจาน
- งบประมาณ 12,000 บาท (ที่พัก 2 คืน 5,600)
"""
HANGLE = """แกงฮังเลสูตรแม่
หมูสามชั้น 1 กิโล ผงฮังเล 2 ช้อน ขิงซอย ถั่วลิสง กระเทียมดอง น้ำมะขามเปียก น้ำตาลปี๊บ
เคี่ยวไฟอ่อน 2 ชั่วโมง อร่อยวันที่สอง
"""
WORKSPECT = {"todo.md": "- โทรตามเงินส่วนที่เหลือโรงแรมริมปิง\n- ส่งใบเสนอราคาใหม่ให้ Siam Heritage\n"
                        "- ต่อประกันรถก่อน 30 พ.ย.\n- จ่ายประกันสุขภาพน้ำฝน\n- ส่งกำไลไปเทสใหม่\n"}

MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_HEAD = ("เดือน (Month)", "หน้าร้าน (Shop)", "ออนไลน์ (Online)", "ขายส่ง (Wholesale)", "รวม (Total)",
              "หมายเหตุ (Note)")
SALES_2568 = [
    (142500, 38200, 0, ""), (168900, 41600, 62000, "ขายส่งร้านของฝากช่วงตรุษจีน"), (121300, 35900, 0, ""),
    (189700, 52300, 45500, "สงกรานต์"), (96400, 33100, 0, ""), (88200, 29800, 126000, "ของชำร่วยงานแต่ง"),
    (92600, 31400, 0, ""), (291150, 44700, 108000, "หน้าร้านรวมงาน OTOP เมืองทอง 186,350 / ขายส่งต่างหูร้านคำแก้ว"),
    (99300, 40200, 209891.20, "มัดจำโรงแรมริมปิง"), (131800, 47900, 0, "ริมปิงส่งของ 31 ต.ค. รอเก็บเงิน"),
]
SALES_2567 = [
    (128400, 25600, 0, ""), (151200, 28300, 48000, ""), (110700, 24900, 0, ""), (176400, 39800, 30000, "สงกรานต์"),
    (84300, 22700, 0, ""), (79600, 21400, 65000, ""), (86100, 23800, 0, ""), (95200, 30100, 0, ""),
    (90700, 27600, 54000, ""), (118300, 33500, 0, ""), (162800, 41200, 88000, "ลอยกระทง"),
    (210600, 56900, 120000, "ปีใหม่ ของขวัญองค์กร"),
]
EXPENSES_2568 = {
    "ค่าเม็ดเงินและวัตถุดิบ (Silver & materials)":
        [98500, 112300, 76800, 134200, 61900, 88400, 57300, 121600, 335800, 64200],
    "ค่าแรงช่าง (Craftsmen wages)": [52000, 55500, 49800, 61200, 45600, 58900, 44300, 63700, 71500, 118400],
    "ค่าเช่าร้าน (Shop rent)": [18000, 18000] + [19500] * 8,
    "ค่าไฟร้าน (Shop electricity)": [3420, 3380, 4150, 4870, 4620, 4010, 3760, 3690, 3840, 3910],
    "ค่าส่งของ (Shipping)": [2150, 2480, 1960, 3320, 1740, 2880, 1690, 2240, 2060, 2750],
    "ค่าโฆษณา (Ads)": [5000, 5000, 5000, 8000, 5000, 5000, 5000, 5000, 5000, 5000],
    "ค่าออกงาน (Fairs)": [0, 0, 0, 0, 0, 0, 0, 30600, 0, 0],
}
EXPENSES_2567 = {
    "ค่าเม็ดเงินและวัตถุดิบ (Silver & materials)":
        [72400, 81600, 60300, 98700, 51200, 69800, 48900, 57400, 73100, 66500, 104300, 128800],
    "ค่าแรงช่าง (Craftsmen wages)":
        [46000, 48500, 44200, 52800, 41000, 47300, 40600, 43900, 46700, 45100, 58200, 66400],
    "ค่าเช่าร้าน (Shop rent)": [17000, 17000] + [18000] * 10,
    "ค่าไฟร้าน (Shop electricity)": [3180, 3240, 3890, 4520, 4310, 3760, 3550, 3420, 3510, 3600, 3380, 3290],
    "ค่าส่งของ (Shipping)": [1620, 1880, 1540, 2460, 1310, 2050, 1270, 1490, 1830, 1720, 2940, 3860],
    "ค่าโฆษณา (Ads)": [3000] * 12,
    "ค่าออกงาน (Fairs)": [0, 0, 0, 0, 0, 0, 0, 26900, 0, 0, 0, 0],
}
SPEND_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSEHOLD = {
    "ส.ค. 68": [("ค่ากับข้าว/อาหาร", 15200, ""), ("ค่าไฟบ้าน", 2611.40, "บิล PEA ส.ค."), ("ค่าน้ำประปา", 274, ""),
                ("ค่าเน็ต AIS Fibre", 699, ""), ("ค่าน้ำมันรถ", 5120, "ไปงาน OTOP ใช้เงินร้าน"),
                ("ค่ารถรับส่งน้ำฝน", 2000, "รถตู้ครูเอ"), ("ค่าเรียนพิเศษน้ำฝน", 3500, "ว่ายน้ำ + เปียโน"),
                ("ผ่อนบ้าน ธอส.", 11420, ""), ("ให้แม่", 5000, "")],
    "ก.ย. 68": [("ค่ากับข้าว/อาหาร", 14800, ""), ("ค่าไฟบ้าน", 2843.95, "บิล PEA ก.ย."), ("ค่าน้ำประปา", 286, ""),
                ("ค่าเน็ต AIS Fibre", 699, ""), ("ค่าน้ำมันรถ", 4350, ""),
                ("ค่ารถรับส่งน้ำฝน", 2200, "รถตู้ครูเอ ขึ้นราคา"), ("ค่าเรียนพิเศษน้ำฝน", 3500, "ว่ายน้ำ + เปียโน"),
                ("ผ่อนบ้าน ธอส.", 11420, ""), ("ให้แม่", 5000, ""), ("ค่ายา/หาหมอ", 1150, "พาน้ำฝนหาหมอฟัน")],
    "ต.ค. 68": [("ค่ากับข้าว/อาหาร", 15650, ""), ("ค่าไฟบ้าน", 2486.72, "บิล PEA ต.ค."), ("ค่าน้ำประปา", 261, ""),
                ("ค่าเน็ต AIS Fibre", 699, ""), ("ค่าน้ำมันรถ", 4780, ""),
                ("ค่ารถรับส่งน้ำฝน", 2200, "รถตู้ครูเอ"), ("ค่าเรียนพิเศษน้ำฝน", 3500, "ว่ายน้ำ + เปียโน"),
                ("ค่าเทอมน้ำฝน เทอม 2", 31000, "โอน 28 ต.ค."), ("ผ่อนบ้าน ธอส.", 11420, ""), ("ให้แม่", 5000, "")],
}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านเครื่องเงินศรีวิชัย ปี {year} (Sales {year}, THB)"])
    sheet.append(list(SALES_HEAD))
    for month, (shop, online, wholesale, note) in zip(MONTHS_TH, sales):
        sheet.append([f"{month} {year[-2:]}", shop, online, wholesale, round(shop + online + wholesale, 2), note])
    sheet.append(["รวม (Total)"] + [round(sum(row[i] for row in sales), 2) for i in range(3)]
                 + [round(sum(sum(row[:3]) for row in sales), 2), ""])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    months = MONTHS_TH[:len(sales)]
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["รายการ (Item)"] + [f"{m} {year[-2:]}" for m in months] + ["รวม (Total)"])
    for item, amounts in expenses.items():
        costs.append([item] + amounts + [sum(amounts)])
    costs.append(["รวม (Total)"] + [sum(col) for col in zip(*expenses.values())]
                 + [sum(sum(v) for v in expenses.values())])
    for column in range(2, len(months) + 3):
        money_format(costs, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPEND_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes = docs / SHOP / "ใบเสนอราคา"
    customers = docs / SHOP / "ลูกค้า"
    suppliers = docs / SHOP / "Suppliers"
    accounts = docs / SHOP / "บัญชี"
    home = docs / HOME
    for folder in (quotes, customers, suppliers, accounts, home, docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)
    top, table, bottom = RIMPING_DRAFT
    write_docx(quotes / "ใบเสนอราคา_ริมปิง_ร่าง.docx", top, table, bottom=bottom)
    top, table, bottom = RIMPING_FINAL
    write_docx(quotes / "ใบเสนอราคา_ริมปิง_ฉบับจริง.docx", top, table, bottom=bottom)
    top, table, bottom = SIAM_HERITAGE
    write_docx(quotes / "Quotation_SiamHeritage_Gallery.docx", top, table, bottom=bottom)
    top, table, bottom = KHAMKAEW
    write_docx(quotes / "ใบเสนอราคา_ร้านคำแก้ว.docx", top, table, bottom=bottom)
    make_pdf(customers / "PO_RimPingRiverHotel_Sep2025.pdf", PO_PAGES)
    make_pdf(suppliers / "CMBullion_pricelist_2025.pdf", PRICELIST_2025)
    top, table, bottom = PRICELIST_2567
    write_docx(suppliers / "ราคาวัตถุดิบ_เชียงใหม่บุลเลียน_2567.docx", top, table, bottom=bottom)
    make_pdf(suppliers / "Invoice_CMB-INV-25-0914.pdf", INVOICE_PAGES)
    make_pdf(suppliers / "Assay_report_LGM-25-0833.pdf", ASSAY_PAGES)
    _sales_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    write_docx(docs / SHOP / "สัญญาเช่าร้าน_วัวลาย.docx", LEASE)
    write_slides(docs / SHOP / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    make_pdf(docs / SHOP / "Fire_insurance_shop_2025.pdf", FIRE_PAGES)
    make_pdf(home / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "PEA_bill_Oct2025.pdf", PEA_OCT)
    top, table, bottom = TERM1
    write_docx(home / "ค่าเทอม_น้ำฝน_เทอม1_2568.docx", top, table, bottom=bottom)
    top, table, bottom = TERM2
    write_docx(home / "ค่าเทอม_น้ำฝน_เทอม2_2568.docx", top, table, bottom=bottom)
    make_pdf(home / "LannaLife_renewal_notice_2025.pdf", LANNALIFE)
    top, table, bottom = CAR_INSURANCE
    write_docx(home / "ต่อประกันรถ_ดีแมกซ์_2568.docx", top, table, bottom=bottom)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        f"{SHOP}/ลูกค้า/LINE_คุณจิราพร_ริมปิง.txt": LINE_RIMPING,
        f"{SHOP}/ลูกค้า/email_SiamHeritage_revised_order.txt": EMAIL_SIAM,
        f"{SHOP}/LINE_กลุ่มช่างศรีวิชัย.txt": LINE_CRAFTSMEN,
        f"{SHOP}/บันทึกงาน_OTOP_ส.ค.68.md": OTOP_NOTES,
        f"{SHOP}/วิธีดูแลเครื่องเงิน_ลูกค้า.txt": CARE_CARD,
        f"{HOME}/ลดหย่อนภาษี_2568.md": TAX_NOTES,
        "Personal/trip_เชียงราย_ปีใหม่.md": TRIP_NOTES,
        "Personal/แกงฮังเลสูตรแม่.txt": HANGLE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
