"""The artgallery folder: the papers of a Chiang Mai gallery-and-framing-shop owner and his household, written by code.

The owner is นายธีรวัฒน์ คำแสน (พี่ธีร์). He runs "แกลเลอรี่ฮอมศิลป์ & ร้านกรอบรูป" (Hom Silp Gallery & Framing),
112 ถนนวัวลาย, Chiang Mai: he sells consigned paintings, frames pictures for customers and hotels, and his wife
กาญจนา (กาญจน์) teaches watercolour workshops. Their daughter มิว (ด.ญ.ณิชา) is in ม.1, his father พ่อจันทร์ lives
with them in Hang Dong. His framer is ช่างเอ. It is November 2568 (2025).

Documents/แกลเลอรี่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ริเวอร์ลีฟ_ร่าง.docx: draft quote QT-HS-2568-018 to The Riverleaf hotel, frames and
  installation, 80,840 (table of items).
- ใบเสนอราคา/ใบเสนอราคา_ริเวอร์ลีฟ_ฉบับจริง.docx: the final of the same quote, other figures, 75,200, deposit 37,600.
- เอกสารร้าน/สัญญาฝากขาย_ก้องภพ_ดวงแก้ว.docx: consignment contract with the painter ก้องภพ ดวงแก้ว, 14 works,
  1 ธ.ค. 2568 – 28 ก.พ. 2569, gallery 35% / artist 65%, paid within 15 days.
- เอกสารร้าน/หนังสือต่อสัญญาเช่าอาคาร_วัวลาย.docx: the landlady's letter, rent 18,000 -> 19,500 from 1 มกราคม 2569.
- เอกสารร้าน/PingValleyBank_loan_notice_Nov2025.pdf: English bank notice, SME loan rate 6.75% -> 6.40% from
  1 December 2025, instalment 15,600.
- Suppliers/SiamFrame_pricelist_2025.pdf: English price list of Siam Frame Moulding Co., Ltd. for 2025 (per metre).
- Suppliers/ราคาไม้กรอบ_สยามเฟรม_2567.docx: last year's list of the same firm, in Thai (บริษัท สยามเฟรม โมลดิ้ง จำกัด).
- Suppliers/SiamFrame_invoice_SF-25-2231.pdf: an October invoice from Siam Frame (38,937.30, due 8 Nov 2025).
- Suppliers/email_SiamFrame_price_change.txt: an email: natural teak 2 inch 198 THB/m from 1 December 2025,
  AR glass promotion 990.
- ไฟห้องนิทรรศการ/NorthLight_track_lighting_quote.pdf: English quote for gallery track lights, 47,615.00.
- ไฟห้องนิทรรศการ/ใบเสนอราคา_ไฟราง_แสงทองการไฟฟ้า.docx: a Thai shop's quote for the same job, 38,480.
- บัญชี/ยอดขายฮอมศิลป์_2568.xlsx: this year's book, two sheets (sales by month: art, framing, workshops;
  expenses by month), January to October.
- บัญชี/ยอดขายฮอมศิลป์_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ส่วนแบ่งศิลปิน_ตุลาคม68.md: consigned works sold in October (54,300) and the artists' share, 35,295.
- แชท/แชทไลน์_คุณจอย_ริเวอร์ลีฟ.txt: LINE chat with the hotel; 4 extra frames asked, then only 2: 77,780 in the
  end, 40,180 left after the deposit, installed 20 พ.ย.
- แชท/แชทไลน์_ก้องภพ_ศิลปิน.txt: LINE chat with the painter; "ปิงยามเช้า" 48,000 -> offer 42,000 -> 45,000.
- นิทรรศการ/แผนนิทรรศการ_สายน้ำปิง.pptx: slides for the December show (still the old 48,000 price; budget 28,500).
- ลูกค้า/email_Klaus_Hartmann_shipping.txt: English email from a German buyer; shipping 6,800 (not 7,400).
- เวิร์กช็อปสีน้ำ_ธันวาคม68.md: December watercolour workshops, 27 signed up, 32,400.
- วิธีขึงผ้าใบ_ช่างเอ.md: the framer's notes on stretching canvas.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_house_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills (1,747.01; 226.31).
- ประกัน/LannaLife_health_renewal_2026.pdf: English renewal notice for the father's health insurance, 28,200
  (last year 24,600), pay by 15 Dec 2025.
- ค่าเทอมมิว/ค่าเทอม_มิว_เทอม1-2568.docx and ค่าเทอม_มิว_เทอม2-2568.docx: school fee notices (30,650; 29,600).
- รายจ่ายบ้าน_คำแสน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the father's health
  insurance is paid to ลานนาไลฟ์ประกันชีวิต (Lanna Life Assurance in the English letter).
- แชทไลน์_บ้านคำแสน.txt: the family's LINE group (a pipe repair 1,850 -> 2,300).
- ทริปปีใหม่_ปาย.md: the New Year trip to Pai.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the hotel
HOM_TOP = ("แกลเลอรี่ฮอมศิลป์ & ร้านกรอบรูป (Hom Silp Gallery & Framing) 112 ถนนวัวลาย ต.หายยา อ.เมือง "
           "จ.เชียงใหม่ 50100 โทร 081-706-3342")
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อชิ้น (บาท)", "รวม (บาท)")
RIVERLEAF_DRAFT = [
    HOM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-HS-2568-018",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณจอย ฝ่ายจัดซื้อ โรงแรมเดอะ ริเวอร์ลีฟ เชียงใหม่",
    "เรื่อง กรอบรูปพร้อมติดตั้ง สำหรับห้องพักและล็อบบี้",
]
RIVERLEAF_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("กรอบไม้สักสีธรรมชาติ 50x70 ซม. พร้อมกระจกและแมทขาว", "40 ชิ้น", "1,350", "54,000"),
    ("กรอบไม้สักสีดำ 40x50 ซม. พร้อมกระจก", "8 ชิ้น", "980", "7,840"),
    ("ขึงผ้าใบภาพใหญ่ล็อบบี้ 120x180 ซม. พร้อมกรอบลอย", "1 ชิ้น", "12,500", "12,500"),
    ("ค่าติดตั้งที่โรงแรม", "1 งาน", "6,500", "6,500"),
    ("รวมทั้งสิ้น", "", "", "80,840"),
]
RIVERLEAF_DRAFT_BOTTOM = ["รวมทั้งสิ้น 80,840 บาท (แปดหมื่นแปดร้อยสี่สิบบาทถ้วน) ยังไม่รวม VAT",
                          "ร่าง ยังไม่ส่ง รอเช็คราคาไม้สักกับสยามเฟรมก่อน"]
RIVERLEAF_FINAL = [
    HOM_TOP,
    "ใบเสนอราคา  เลขที่ QT-HS-2568-018 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณจอย ฝ่ายจัดซื้อ โรงแรมเดอะ ริเวอร์ลีฟ เชียงใหม่",
    "เรื่อง กรอบรูปพร้อมติดตั้ง สำหรับห้องพักและล็อบบี้",
]
RIVERLEAF_FINAL_TABLE = [
    QUOTE_HEAD,
    ("กรอบไม้สักสีธรรมชาติ 50x70 ซม. พร้อมกระจกและแมทขาว", "36 ชิ้น", "1,290", "46,440"),
    ("กรอบไม้สักสีดำ 40x50 ซม. พร้อมกระจก", "12 ชิ้น", "980", "11,760"),
    ("ขึงผ้าใบภาพใหญ่ล็อบบี้ 120x180 ซม. พร้อมกรอบลอย", "1 ชิ้น", "12,500", "12,500"),
    ("ค่าติดตั้งที่โรงแรม", "1 งาน", "4,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "75,200"),
]
RIVERLEAF_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 75,200 บาท (เจ็ดหมื่นห้าพันสองร้อยบาทถ้วน) ยังไม่รวม VAT",
    "เงื่อนไข: มัดจำ 50% = 37,600 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ส่งและติดตั้งภายใน 30 วันหลังได้รับมัดจำ ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ ธีรวัฒน์ คำแสน ผู้เสนอราคา",
]

# ---------------------------------------------------------------- contract, landlord letter, bank
CONSIGN_TOP = [
    "สัญญาฝากขายผลงานศิลปะ",
    "สัญญาเลขที่ HS-C 07/2568  ทำที่ แกลเลอรี่ฮอมศิลป์ ถนนวัวลาย อ.เมือง จ.เชียงใหม่  วันที่ 1 พฤศจิกายน 2568",
    "ระหว่าง นายธีรวัฒน์ คำแสน เจ้าของแกลเลอรี่ฮอมศิลป์ ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "กับ นายก้องภพ ดวงแก้ว ศิลปิน ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
]
CONSIGN_HEADINGS = [
    ("ข้อ 1 ผลงานที่ฝากขาย", "ภาพวาดสีอะคริลิกและสีน้ำ ชุด \"สายน้ำปิง\" จำนวน 14 ชิ้น ตามรายการแนบท้ายสัญญา\n"
     "ราคาขายแต่ละชิ้นให้ผู้ฝากขายและผู้รับฝากขายตกลงร่วมกัน"),
    ("ข้อ 2 ระยะเวลา", "จัดแสดงและฝากขายตั้งแต่วันที่ 1 ธันวาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2569\n"
     "เปิดนิทรรศการวันเสาร์ที่ 6 ธันวาคม 2568"),
    ("ข้อ 3 ส่วนแบ่งรายได้", "ผู้รับฝากขายได้ส่วนแบ่ง 35% ของราคาขาย ผู้ฝากขายได้ 65% ของราคาขาย"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้รับฝากขายโอนส่วนแบ่งให้ผู้ฝากขายภายใน 15 วัน นับจากวันที่ผู้ซื้อชำระเงินครบ"),
    ("ข้อ 5 ค่ากรอบและค่าใช้จ่าย", "ค่ากรอบรูปคิดราคาทุน หักจากยอดขายในส่วนของผู้ฝากขาย\n"
     "ค่าจัดงานเปิดนิทรรศการและค่าประชาสัมพันธ์ ผู้รับฝากขายเป็นผู้ออก"),
    ("ข้อ 6 ความเสียหาย", "ผู้รับฝากขายทำประกันอัคคีภัยและโจรกรรมคุ้มครองผลงานระหว่างอยู่ในแกลเลอรี่\n"
     "หากผลงานเสียหายหรือสูญหาย ผู้รับฝากขายชดใช้ 65% ของราคาขายที่ตกลงไว้"),
    ("ข้อ 7 ผลงานที่ขายไม่ได้", "ผู้ฝากขายต้องมารับผลงานคืนภายใน 14 วันหลังสิ้นสุดสัญญา"),
]
CONSIGN_BOTTOM = ["ลงชื่อ ธีรวัฒน์ คำแสน ผู้รับฝากขาย", "ลงชื่อ ก้องภพ ดวงแก้ว ผู้ฝากขาย",
                  "ลงชื่อ กาญจนา คำแสน พยาน"]

RENT_LETTER = [
    "นางบัวผัน ศรีวิชัย",
    "บ้านเลขที่ 8 ซอย 3 ถนนวัวลาย ต.หายยา อ.เมือง จ.เชียงใหม่ 50100",
    "วันที่ 20 ตุลาคม 2568",
    "เรื่อง ต่อสัญญาเช่าอาคารพาณิชย์ เลขที่ 112 ถนนวัวลาย",
    "เรียน คุณธีรวัฒน์ คำแสน",
    "ตามที่คุณเช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 112 ถนนวัวลาย ทำเป็นแกลเลอรี่และร้านกรอบรูป "
    "สัญญาเช่าเดิมจะสิ้นสุดวันที่ 31 ธันวาคม 2568 ดิฉันยินดีให้เช่าต่ออีก 3 ปี "
    "ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571",
    "เนื่องจากภาษีที่ดินและค่าซ่อมหลังคาที่เพิ่มขึ้น ขอปรับค่าเช่าจากเดิมเดือนละ 18,000 บาท เป็นเดือนละ 19,500 บาท "
    "ชำระภายในวันที่ 5 ของทุกเดือน",
    "เงินประกันการเช่าปรับจาก 36,000 บาท เป็น 39,000 บาท ส่วนต่าง 3,000 บาท ชำระในวันทำสัญญาใหม่",
    "ค่าน้ำประปาและค่าไฟฟ้าผู้เช่าชำระเองตามเดิม ดิฉันจะทาสีภายนอกอาคารให้ภายในเดือนมีนาคม 2569",
    "กรุณาแจ้งตอบกลับภายในวันที่ 30 พฤศจิกายน 2568",
    "ขอแสดงความนับถือ",
    "บัวผัน ศรีวิชัย ผู้ให้เช่า โทร 086-145-2273",
]

BANK_NOTICE = [
    "PING VALLEY BANK PUBLIC COMPANY LIMITED\n"
    "Nimmanhaemin Branch, Chiang Mai\n"
    "3 November 2025\n"
    "\n"
    "Mr. Teerawat Khamsaen (Hom Silp Gallery & Framing)\n"
    "112 Wua Lai Road, Hai Ya, Mueang Chiang Mai 50100\n"
    "\n"
    "NOTICE OF INTEREST RATE ADJUSTMENT - SME TERM LOAN\n"
    "Loan account no. 702-8-44519-3\n"
    "\n"
    "Dear Mr. Teerawat,\n"
    "Following the change in the Bank's MLR, the interest rate on your loan will change\n"
    "from 6.75% per annum to 6.40% per annum, effective 1 December 2025.\n"
    "Outstanding principal as of 31 October 2025: 612,480.55 THB\n"
    "Your monthly instalment stays at 15,600 THB, debited on the 5th of each month.\n"
    "With the lower rate, your last instalment moves from November 2029 to August 2029.\n"
    "No action is required. For questions please call your relationship manager,\n"
    "Khun Pimchanok Inta, 053-224-118.\n"
    "\n"
    "Yours sincerely,\n"
    "SME Lending Department",
]

# ---------------------------------------------------------------- supplier papers
SIAMFRAME_PRICES_2025 = [
    "SIAM FRAME MOULDING CO., LTD.\n"
    "219 Moo 4, Phahonyothin Road, Mueang Lampang 52000   Tel. 054-318-220\n"
    "PRICE LIST 2025 - FRAME MOULDING, GLASS AND MAT BOARD\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT not included.\n"
    "\n"
    "Natural teak moulding, 2 inch ........ 185 THB/m\n"
    "Black teak moulding, 1.5 inch ........ 150 THB/m\n"
    "White pine moulding, 1 inch .......... 68 THB/m\n"
    "Silver aluminium frame, 1 inch ....... 95 THB/m\n"
    "Clear glass 2 mm ..................... 320 THB/sq m\n"
    "Anti-reflective glass 2 mm ........... 1,150 THB/sq m\n"
    "Mat board 32x40 inch, white .......... 145 THB/sheet\n"
    "\n"
    "Minimum order 5,000 THB. Free delivery to Chiang Mai for orders over 10,000 THB.\n"
    "Payment: 30 days credit for registered shops.\n"
    "Contact: Wanchai Phromma, sales@siamframe.co.th",
]
SIAMFRAME_PRICES_2567 = ["บริษัท สยามเฟรม โมลดิ้ง จำกัด (ลำปาง)", "ใบราคาไม้กรอบรูป กระจก และแมท ปี 2567",
                         "ราคายังไม่รวมภาษีมูลค่าเพิ่ม ใช้ได้ 1 มกราคม – 31 ธันวาคม 2567"]
SIAMFRAME_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ไม้สักสีธรรมชาติ 2 นิ้ว", "165 บาท/เมตร"),
    ("ไม้สักสีดำ 1.5 นิ้ว", "140 บาท/เมตร"),
    ("ไม้สนสีขาว 1 นิ้ว", "65 บาท/เมตร"),
    ("อลูมิเนียมสีเงิน 1 นิ้ว", "90 บาท/เมตร"),
    ("กระจกใส 2 มม.", "300 บาท/ตร.ม."),
    ("กระจกกันแสงสะท้อน 2 มม.", "1,280 บาท/ตร.ม."),
    ("แมทขาว 32x40 นิ้ว", "135 บาท/แผ่น"),
]
SIAMFRAME_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 4,000 บาท ส่งฟรีถึงเชียงใหม่เมื่อสั่งเกิน 8,000 บาท",
                                "ติดต่อ คุณวันชัย พรหมมา ฝ่ายขาย"]
SIAMFRAME_INVOICE = [
    "SIAM FRAME MOULDING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SF-25-2231\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Hom Silp Gallery & Framing (Khun Teerawat Khamsaen), 112 Wua Lai Road, Chiang Mai\n"
    "\n"
    "Item                              Qty        Unit price   Amount\n"
    "Natural teak moulding, 2 inch     120 m      185.00       22,200.00\n"
    "Black teak moulding, 1.5 inch     40 m       150.00        6,000.00\n"
    "Mat board 32x40 inch, white       30 sheets  145.00        4,350.00\n"
    "Clear glass 2 mm                  12 sq m    320.00        3,840.00\n"
    "\n"
    "Subtotal 36,390.00   VAT 7% 2,547.30\n"
    "TOTAL DUE: 38,937.30 THB\n"
    "Please transfer to Bangkok Bank, account Siam Frame Moulding Co., Ltd., 512-3-08841-6.",
]
SIAMFRAME_EMAIL = """From: Wanchai Phromma <sales@siamframe.co.th>
To: homsilp.gallery@gmail.com
Date: Wed, 12 Nov 2025 10:17
Subject: Teak moulding price from 1 December / AR glass promotion

Dear Khun Teerawat,

Thank you for paying invoice SF-25-2231, we received it on 6 Nov.

Please note that from 1 December 2025 our natural teak moulding 2 inch will be 198 THB/m
(the 2025 price list says 185 THB/m), because plantation teak from Phrae is short this year.
Black teak 1.5 inch stays at 150 THB/m.

Promotion: anti-reflective glass 2 mm at 990 THB/sq m (normally 1,150) for orders placed
before 31 December 2025.

Our truck to Chiang Mai will now come every Wednesday instead of Friday.

Best regards,
Wanchai Phromma
Sales, Siam Frame Moulding Co., Ltd., Lampang
054-318-220
"""

# ---------------------------------------------------------------- lighting quotes
NORTHLIGHT_QUOTE = [
    "NORTHLIGHT SOLUTIONS CO., LTD.\n"
    "Architectural and gallery lighting - 55 Chang Khlan Road, Chiang Mai\n"
    "QUOTATION No. NL-Q-2025-114      Date: 21 Oct 2025\n"
    "To: Hom Silp Gallery & Framing (Khun Teerawat), 112 Wua Lai Road\n"
    "Project: track lighting for the new exhibition room, 2nd floor\n"
    "\n"
    "LED track spotlight 20W, 3000K, CRI 95    24 pcs   x 1,450.00   34,800.00\n"
    "Track rail 2 m, black                      8 pcs    x 650.00      5,200.00\n"
    "Installation and wiring                    1 job                  4,500.00\n"
    "\n"
    "Subtotal 44,500.00\n"
    "VAT 7% 3,115.00\n"
    "TOTAL 47,615.00 THB\n"
    "\n"
    "Warranty: 3 years on fittings, 1 year on installation.\n"
    "Delivery and installation within 7 days after a 30% deposit.\n"
    "This quotation is valid until 20 Nov 2025.\n"
    "Sales: Khun Nattapong 089-440-1876",
]
SAENGTHONG_TOP = [
    "ร้านแสงทองการไฟฟ้า",
    "23 ถนนช้างม่อย ต.ช้างม่อย อ.เมือง จ.เชียงใหม่ โทร 053-232-907",
    "ใบเสนอราคา เลขที่ ST-681023  วันที่ 23 ตุลาคม 2568",
    "เรียน คุณธีรวัฒน์ แกลเลอรี่ฮอมศิลป์",
    "เรื่อง ติดตั้งไฟรางส่องภาพ ห้องนิทรรศการชั้น 2",
]
SAENGTHONG_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("สปอตไลท์ราง LED 20 วัตต์ แสงวอร์ม 3000K (CRI 90)", "24 ดวง", "1,180", "28,320"),
    ("รางไฟ 2 เมตร สีดำ", "8 เส้น", "520", "4,160"),
    ("ค่าติดตั้งและเดินสายไฟ", "1 งาน", "6,000", "6,000"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "38,480"),
]
SAENGTHONG_BOTTOM = ["รวมทั้งสิ้น 38,480 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
                     "รับประกันโคมไฟ 1 ปี ติดตั้งเสร็จภายใน 10 วัน",
                     "ชำระมัดจำ 50% วันสั่งของ ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
                     "ลงชื่อ สมพงษ์ แสงทอง"]

# ---------------------------------------------------------------- books
ART_2568 = [42500, 38600, 51200, 27600, 19800, 16400, 22300, 18700, 24100, 54300]
FRAME_2568 = [36800, 34200, 39500, 31700, 28400, 29900, 33600, 35200, 38900, 46100]
WORKSHOP_2568 = [8400, 9600, 7200, 4800, 3600, 4200, 6000, 7800, 8400, 9000]
WAGES_2568 = [21000, 21000, 21000, 21000, 21000, 21000, 23500, 23500, 23500, 23500]
ART_2567 = [38200, 35600, 44800, 25300, 17900, 14800, 19600, 16900, 21800, 33700, 48600, 71200]
FRAME_2567 = [32400, 30100, 35800, 28900, 26300, 27200, 30500, 31800, 34600, 39800, 44700, 52300]
WORKSHOP_2567 = [6000, 7200, 6600, 3600, 3000, 3600, 4800, 6000, 6600, 7200, 8400, 9600]
WAGES_2567 = [19500] * 11 + [24000]


def _sales_book(path: Path, year: str, art: list[int], frame: list[int], workshop: list[int],
                wages: list[int], rent: int) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายแกลเลอรี่ฮอมศิลป์ ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "ขายงานศิลปะ (Art sales, THB)", "งานกรอบรูป (Framing, THB)",
                  "เวิร์กช็อป (Workshops, THB)", "รวม (Total, THB)"])
    for month, a, f, w in zip(MONTHS, art, frame, workshop):
        sales.append([f"{month} {year}", a, f, w, a + f + w])
    sales.append(["รวมทั้งปี (Year total)", sum(art), sum(frame), sum(workshop),
                  sum(art) + sum(frame) + sum(workshop)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "วัสดุกรอบรูป (Framing materials)", "ค่าเช่าร้าน (Rent)", "ค่าแรง (Wages)",
                  "ส่วนแบ่งศิลปิน (Artist share)", "รวม (Total)"])
    for month, a, f, pay in zip(MONTHS, art, frame, wages):
        material = int(round(f * 0.38, -2))
        share = a * 65 // 100
        costs.append([f"{month} {year}", material, rent, pay, share, material + rent + pay + share])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1892.55, "PEA"), ("ค่าน้ำประปา (Water)", 198.40, "กปภ. หางดง"),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3800, ""),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2050, "ลานนาไลฟ์ประกันชีวิต"),
                  ("ค่าเรียนพิเศษมิว (Mew's tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2013.80, "PEA"), ("ค่าน้ำประปา (Water)", 205.70, "กปภ. หางดง"),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 11350, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4150, "ส่งกรอบไปโรงแรม"),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2050, "ลานนาไลฟ์ประกันชีวิต"),
                  ("ค่าเรียนพิเศษมิว (Mew's tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, ""), ("ค่าแว่นตามิว (Mew's glasses)", 2890, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1747.01, "PEA"), ("ค่าน้ำประปา (Water)", 226.31, "กปภ. หางดง"),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 12860, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3950, ""),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2050, "ลานนาไลฟ์ประกันชีวิต"),
                  ("ค่าเรียนพิเศษมิว (Mew's tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1840, "รพ.หางดง")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านคำแสน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนพิงควิทยา เชียงใหม่", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชา คำแสน  ชั้น ม.1/3  เลขประจำตัว 30782"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-44873-9",
              "ชำระล่าช้า ปรับวันละ 100 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,650"), ("ค่าเครื่องแบบและชุดพละ", "1,200")],
                "30,650", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่ากิจกรรมค่ายศิลปะ", "2,300"), ("ค่าเรียนคอมพิวเตอร์", "1,500")],
                "29,600", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hang Dong Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Teerawat Khamsaen\n"
    "Address: 45/7 Moo 5, Nong Khwai, Hang Dong, Chiang Mai 50230\n"
    "Customer no. 020014772091\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,917 -> 25,285   Units used: 368 kWh\n"
    "Energy charge 1,568.40  Ft 39.70  Service 24.62  VAT 7% 114.29\n"
    "AMOUNT DUE: 1,747.01 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Hang Dong Branch\n"
    "WATER BILL\n"
    "Customer: Mr. Teerawat Khamsaen    Account no. 5521-0048-77\n"
    "Address: 45/7 Moo 5, Nong Khwai, Hang Dong, Chiang Mai 50230\n"
    "Reading date: 22 Oct 2025   Meter: 1,482 -> 1,503   Water used: 21 cu.m.\n"
    "Water charge 181.50   Service fee 30.00   VAT 7% 14.81\n"
    "AMOUNT DUE: 226.31 THB\n"
    "Due date: 5 Nov 2025",
]
LANNALIFE_LETTER = [
    "LANNA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Office, Superhighway Road\n"
    "5 November 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (IPD/OPD)\n"
    "Insured: Mr. Chan Khamsaen (age 73)\n"
    "Policyholder and payer: Mr. Teerawat Khamsaen\n"
    "Policy no. LL-H-558102\n"
    "Policy year: 1 Jan 2026 - 31 Dec 2026\n"
    "\n"
    "Annual premium: 28,200 THB (2025: 24,600 THB)\n"
    "The premium rises because the insured moves into the 71-75 age band.\n"
    "Room and board: 3,000 THB per day (unchanged). Annual limit: 1,000,000 THB.\n"
    "Monthly option: 2,350 THB x 12 by credit card or direct debit.\n"
    "\n"
    "Please pay the annual premium by 15 Dec 2025, or set up the monthly plan before that date.\n"
    "Your agent: Khun Orathai Boonma, 082-617-4450.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _show_slides() -> list[tuple[str, str]]:
    return [
        ("นิทรรศการ \"สายน้ำปิง\"", "ผลงานของ ก้องภพ ดวงแก้ว\nแกลเลอรี่ฮอมศิลป์  6 ธันวาคม 2568 – 28 กุมภาพันธ์ 2569"),
        ("ผลงาน", "ภาพวาดสีอะคริลิกและสีน้ำ 14 ชิ้น\nชิ้นเอก: ปิงยามเช้า 120x200 ซม. ราคา 48,000 บาท\n"
                  "ชิ้นเล็ก 40x50 ซม. ราคา 6,500 – 9,500 บาท"),
        ("งานเปิด", "เสาร์ 6 ธ.ค. 2568 เวลา 17.00 น.\nแขกเชิญ 120 คน ดนตรีสะล้อซอซึง\nงบงานเปิด 14,000 บาท"),
        ("งบประมาณ", "การ์ดเชิญและโปสเตอร์ 6,500 บาท\nงานเปิด 14,000 บาท\nโฆษณา Facebook/IG 8,000 บาท\n"
                     "ไฟส่องภาพห้องชั้น 2 (รอเทียบใบเสนอราคา 2 เจ้า)\nรวม (ไม่รวมไฟ) 28,500 บาท"),
        ("เป้าหมาย", "ขายได้อย่างน้อย 8 ชิ้น ยอดขาย 180,000 บาท\nแกลเลอรี่ได้ส่วนแบ่ง 35% = 63,000 บาท"),
    ]


# ---------------------------------------------------------------- notes, chats, emails
TEXTS = {
    "แกลเลอรี่/แชท/แชทไลน์_คุณจอย_ริเวอร์ลีฟ.txt": """[13 ต.ค. 68 16:05] ธีร์ ฮอมศิลป์: คุณจอยครับ ส่งใบเสนอราคาฉบับแก้ไขให้ทางอีเมลแล้วนะครับ รวม 75,200 บาท
[15 ต.ค. 68 10:12] จอย Riverleaf: ผู้จัดการอนุมัติแล้วค่ะ เดี๋ยวบัญชีโอนมัดจำ 50% ให้ภายในสัปดาห์นี้นะคะ
[17 ต.ค. 68 14:40] จอย Riverleaf: โอนมัดจำแล้วค่ะ 37,600 บาท
[17 ต.ค. 68 14:52] ธีร์ ฮอมศิลป์: ได้รับแล้วครับ ขอบคุณครับ เริ่มทำกรอบสัปดาห์หน้าเลย
[4 พ.ย. 68 09:20] จอย Riverleaf: คุณธีร์คะ ห้อง suite ที่รีโนเวทเสร็จ ขอเพิ่มกรอบไม้สักธรรมชาติ 50x70 อีก 4 ชิ้นได้ไหมคะ
[4 พ.ย. 68 09:35] ธีร์ ฮอมศิลป์: ได้ครับ ชิ้นละ 1,290 เท่าเดิม เพิ่ม 4 ชิ้น 5,160 ยอดรวมใหม่ 80,360 บาทครับ
[6 พ.ย. 68 11:03] จอย Riverleaf: ขอโทษค่ะ ผู้จัดการให้เพิ่มแค่ 2 ชิ้นพอค่ะ
[6 พ.ย. 68 11:10] ธีร์ ฮอมศิลป์: ได้ครับ งั้นเพิ่ม 2 ชิ้น 2,580 ยอดรวมทั้งงาน 77,780 บาท หักมัดจำแล้วเหลือ 40,180 บาทครับ
[6 พ.ย. 68 11:12] จอย Riverleaf: โอเคค่ะ 77,780 ค่ะ ส่งของกับติดตั้งได้วันไหนคะ
[6 พ.ย. 68 11:20] ธีร์ ฮอมศิลป์: ติดตั้งวันพฤหัสที่ 20 พ.ย. ครับ ผมกับช่างเอเข้าไป 2 คน เริ่ม 9 โมงครับ
[20 พ.ย. 68 17:45] จอย Riverleaf: ติดเสร็จสวยมากค่ะ ส่งใบแจ้งหนี้ส่วนที่เหลือมาได้เลยค่ะ
""",
    "แกลเลอรี่/แชท/แชทไลน์_ก้องภพ_ศิลปิน.txt": """[2 พ.ย. 68 20:14] ก้อง (ศิลปิน): พี่ธีร์ครับ ส่งรายชื่องาน 14 ชิ้นให้แล้วนะครับ ชิ้นใหญ่ "ปิงยามเช้า" ผมตั้งไว้ 48,000
[2 พ.ย. 68 20:30] ธีร์ ฮอมศิลป์: ได้รับแล้วครับ ชิ้นอื่นโอเคหมด แต่ปิงยามเช้าพี่ว่า 48,000 สูงไปนิดสำหรับคนซื้อเชียงใหม่ ลอง 42,000 ไหม
[2 พ.ย. 68 20:41] ก้อง (ศิลปิน): 42 ต่ำไปครับพี่ ค่าสีค่าผ้าใบก็เยอะ
[3 พ.ย. 68 09:05] ธีร์ ฮอมศิลป์: งั้นเจอกันตรงกลาง 45,000 นะ พี่ว่าขายได้ในงานเปิด
[3 พ.ย. 68 09:20] ก้อง (ศิลปิน): โอเคครับ ปิงยามเช้า 45,000 ตามนั้น
[3 พ.ย. 68 09:22] ธีร์ ฮอมศิลป์: รับทราบ พี่แก้ในรายการราคาให้ ส่วนสไลด์แผนงานยังเป็นราคาเก่าอยู่ เดี๋ยวค่อยแก้
[10 พ.ย. 68 18:30] ก้อง (ศิลปิน): พี่ครับ กรอบ 14 ชิ้น ผมขอใช้ไม้สักดำหมดเลยได้ไหม
[10 พ.ย. 68 18:45] ธีร์ ฮอมศิลป์: ได้ ค่ากรอบคิดราคาทุน รวม 16,800 หักจากยอดขายตามสัญญานะ
[10 พ.ย. 68 18:47] ก้อง (ศิลปิน): ครับผม ขอบคุณครับ เจอกันวันเปิดงาน 6 ธ.ค.
""",
    "แกลเลอรี่/บัญชี/ส่วนแบ่งศิลปิน_ตุลาคม68.md": """# ส่วนแบ่งศิลปิน (ผลงานฝากขาย) ตุลาคม 2568

| ผลงาน | ศิลปิน | ราคาขาย | ส่วนแบ่งศิลปิน 65% | ผู้ซื้อ |
|---|---|---|---|---|
| ดอยสุเทพในหมอก (สีน้ำมัน 80x120) | อ.ศรีนวล ปัญญาวงค์ | 28,000 บาท | 18,200 บาท | Mr. Klaus Hartmann |
| ตลาดวโรรสยามค่ำ (อะคริลิก 60x90) | จิรายุ แก้วประเสริฐ | 16,500 บาท | 10,725 บาท | คุณนภา (ลูกค้าประจำ) |
| ดอกทองกวาว (สีน้ำ 40x50) | อ.ศรีนวล ปัญญาวงค์ | 9,800 บาท | 6,370 บาท | นักท่องเที่ยว walk-in |

รวมขายงานฝากขาย ต.ค. 54,300 บาท
รวมส่วนแบ่งศิลปินที่ต้องโอน 35,295 บาท (แกลเลอรี่ได้ 19,005 บาท)

- อ.ศรีนวล 24,570 บาท โอนแล้ว 10 พ.ย.
- จิรายุ 10,725 บาท โอนแล้ว 10 พ.ย.
""",
    "แกลเลอรี่/ลูกค้า/email_Klaus_Hartmann_shipping.txt": """From: Klaus Hartmann <k.hartmann@posteo.de>
To: homsilp.gallery@gmail.com
Date: Sat, 25 Oct 2025 16:02
Subject: Re: "Doi Suthep in the Mist" - shipping to Munich

Dear Teerawat,

Thank you, I transferred the 28,000 THB for the painting today.

About the shipping: you first offered DHL Express with a wooden crate and extra insurance for 7,400 THB.
I am happy with the option without the extra insurance, 6,800 THB, and I will transfer this separately
on Monday.

Delivery address:
Klaus Hartmann, Schleissheimer Str. 84, 80797 Muenchen, Germany

Please also send the certificate of authenticity signed by Ajarn Srinuan. My wife and I loved your
gallery and we hope to visit again next winter.

Best wishes,
Klaus
""",
    "แกลเลอรี่/เวิร์กช็อปสีน้ำ_ธันวาคม68.md": """# เวิร์กช็อปสีน้ำ เดือนธันวาคม 2568 (ครูกาญจน์สอน)

ค่าเรียน 1,200 บาท/คน รวมอุปกรณ์ (กระดาษ 300 แกรม, พู่กัน, สี) รับรอบละไม่เกิน 10 คน

- รอบ 1 เสาร์ 13 ธ.ค. 13.00–16.00 น. — สมัครแล้ว 8 คน
- รอบ 2 อาทิตย์ 14 ธ.ค. 13.00–16.00 น. — 10 คน (เต็ม)
- รอบ 3 เสาร์ 20 ธ.ค. 13.00–16.00 น. — 6 คน
- รอบ 4 อาทิตย์ 21 ธ.ค. (รอบภาษาอังกฤษ) — 3 คน

รวมสมัครแล้ว 27 คน = 32,400 บาท
ธีมเดือนนี้: ดอกทองกวาวกับดอยสุเทพ
""",
    "แกลเลอรี่/วิธีขึงผ้าใบ_ช่างเอ.md": """# วิธีขึงผ้าใบ (โน้ตช่างเอ)
- ตัดผ้าเผื่อขอบข้างละ 5 ซม.
- เริ่มยิงลวดตรงกลางแต่ละด้าน แล้วไล่ออกไปมุม ห่างกันประมาณ 5 ซม.
- มุมพับแบบซองจดหมาย อย่าให้หนาเกิน
- ภาพใหญ่เกิน 100 ซม. ใส่ไม้คานกลางกันโก่ง
- ผ้าหย่อนให้ตอกลิ่มที่มุมด้านหลัง
""",
    "บ้าน/แชทไลน์_บ้านคำแสน.txt": """[1 พ.ย. 68 19:20] กาญจน์: พี่ธีร์ ใบแจ้งค่าเทอมมิวเทอม 2 มาแล้วนะ 29,600 จ่ายก่อน 14 พ.ย.
[1 พ.ย. 68 19:26] ธีร์: โอเค เดี๋ยวโอนวันจันทร์
[1 พ.ย. 68 19:30] มิว: แม่ ค่ายศิลปะต้องเตรียมสีเองไหมคะ
[1 พ.ย. 68 19:33] กาญจน์: เอาของพ่อที่ร้านไปได้เลยลูก
[5 พ.ย. 68 08:10] พ่อจันทร์: ท่อน้ำหลังบ้านรั่ว เรียกช่างแล้ว เขาว่า 1,850
[5 พ.ย. 68 17:42] พ่อจันทร์: ช่างบอกต้องเปลี่ยนท่อยาวกว่าเดิม รวมค่าของค่าแรงเป็น 2,300
[5 พ.ย. 68 17:50] ธีร์: ได้ครับพ่อ เดี๋ยวผมโอนให้ช่างเอง 2,300
[8 พ.ย. 68 12:04] กาญจน์: จดหมายประกันสุขภาพพ่อมาแล้ว ปีหน้าเบี้ยขึ้นเป็น 28,200 ต้องจ่ายก่อน 15 ธ.ค.
[8 พ.ย. 68 12:10] ธีร์: ขึ้นเยอะเลย ปีนี้ 24,600 เอง เดี๋ยวคุยกับตัวแทนดูว่าผ่อนรายเดือนได้ไหม
[8 พ.ย. 68 20:15] มิว: ปีใหม่ไปปายจริงไหมคะ
[8 พ.ย. 68 20:18] กาญจน์: จองรีสอร์ทแล้วจ้า 29-31 ธ.ค.
""",
    "บ้าน/ทริปปีใหม่_ปาย.md": """# ทริปปีใหม่ ปาย 29–31 ธ.ค. 2568
- ไปกัน 4 คน (ธีร์ กาญจน์ มิว พ่อ) ขับรถไปเอง ออกเช้า 29
- ที่พัก: ปายริมน้ำรีสอร์ท 2 คืน คืนละ 3,200 บาท = 6,400 (โอนมัดจำแล้ว 3,200)
- ค่าน้ำมัน ประมาณ 1,500 บาท
- ค่ากิน ประมาณ 4,000 บาท
- งบรวมประมาณ 12,000 บาท
- พ่อเมารถ เตรียมยาแก้เมา ขับช้าๆ ช่วงโค้ง 762
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมิว เทอม 2 ก่อน 14 พ.ย.
- ตอบป้าบัวผันเรื่องต่อสัญญาเช่าร้าน ก่อน 30 พ.ย.
- เลือกเจ้าไฟรางห้องชั้น 2 ให้ทันงานเปิด 6 ธ.ค.
- แก้ราคาปิงยามเช้าในสไลด์นิทรรศการ
- จ่ายเบี้ยประกันพ่อ ก่อน 15 ธ.ค.
- ส่งใบรับรองผลงานให้ Mr. Hartmann
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "แกลเลอรี่"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    lights, show = shop / "ไฟห้องนิทรรศการ", shop / "นิทรรศการ"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, lights, show, shop / "แชท", shop / "ลูกค้า",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมมิว"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ริเวอร์ลีฟ_ร่าง.docx", RIVERLEAF_DRAFT, RIVERLEAF_DRAFT_TABLE,
               bottom=RIVERLEAF_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ริเวอร์ลีฟ_ฉบับจริง.docx", RIVERLEAF_FINAL, RIVERLEAF_FINAL_TABLE,
               bottom=RIVERLEAF_FINAL_BOTTOM)
    write_docx(papers / "สัญญาฝากขาย_ก้องภพ_ดวงแก้ว.docx", CONSIGN_TOP, headings=CONSIGN_HEADINGS,
               bottom=CONSIGN_BOTTOM)
    write_docx(papers / "หนังสือต่อสัญญาเช่าอาคาร_วัวลาย.docx", RENT_LETTER)
    make_pdf(papers / "PingValleyBank_loan_notice_Nov2025.pdf", BANK_NOTICE)
    make_pdf(suppliers / "SiamFrame_pricelist_2025.pdf", SIAMFRAME_PRICES_2025)
    write_docx(suppliers / "ราคาไม้กรอบ_สยามเฟรม_2567.docx", SIAMFRAME_PRICES_2567, SIAMFRAME_PRICES_2567_TABLE,
               bottom=SIAMFRAME_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamFrame_invoice_SF-25-2231.pdf", SIAMFRAME_INVOICE)
    write_texts(suppliers, {"email_SiamFrame_price_change.txt": SIAMFRAME_EMAIL})
    make_pdf(lights / "NorthLight_track_lighting_quote.pdf", NORTHLIGHT_QUOTE)
    write_docx(lights / "ใบเสนอราคา_ไฟราง_แสงทองการไฟฟ้า.docx", SAENGTHONG_TOP, SAENGTHONG_TABLE,
               bottom=SAENGTHONG_BOTTOM)
    _sales_book(books / "ยอดขายฮอมศิลป์_2568.xlsx", "2568", ART_2568, FRAME_2568, WORKSHOP_2568, WAGES_2568, 18000)
    _sales_book(books / "ยอดขายฮอมศิลป์_2567.xlsx", "2567", ART_2567, FRAME_2567, WORKSHOP_2567, WAGES_2567, 16500)
    write_slides(show / "แผนนิทรรศการ_สายน้ำปิง.pptx", _show_slides())
    make_pdf(home / "Bills" / "PEA_bill_house_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "LannaLife_health_renewal_2026.pdf", LANNALIFE_LETTER)
    write_docx(home / "ค่าเทอมมิว" / "ค่าเทอม_มิว_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมิว" / "ค่าเทอม_มิว_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_คำแสน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
