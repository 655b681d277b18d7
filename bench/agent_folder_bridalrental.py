"""The bridalrental folder: the papers of a wedding gown rental and make-up studio owner in Udon Thani, by code.

The owner is คุณอรอุมา ศรีสุวรรณ (พี่อุ้ม). She runs "อรอุมา เวดดิ้ง แอนด์ เมคอัพ" (Onuma Wedding & Make-up),
a shop on ถนนโพศรี in อ.เมือง จ.อุดรธานี: she rents out bridal gowns, Thai silk outfits, evening dresses and
grooms' suits, does the brides' make-up with one staff artist (น้องมิ้นท์) and a freelance one (พี่แนน), and her
husband ธีรวัฒน์ (พี่ต้น) shoots the pre-wedding photos. Their daughter ใบเตย (ด.ญ.ปวริศา) is in ม.2, her
father พ่อสมบัติ lives with them. It is November 2568 (2025).

Documents/ร้านชุดแต่งงาน/ (the business)
- สัญญาลูกค้า/สัญญาเช่าชุด_กานต์ธิดา_ร่าง.docx: draft package contract for the bride คุณกานต์ธิดา พลเยี่ยม
  (wedding 17 ม.ค. 2569): five items, 45,000, deposit 15,000.
- สัญญาลูกค้า/สัญญาเช่าชุด_กานต์ธิดา_ฉบับจริง.docx: the signed final, real-silk Thai outfit and the bride's
  mother's make-up added: 50,000, deposit 20,000, balance 30,000 by 3 ม.ค. 2569, gown guarantee 10,000.
- ใบเสนอราคา/ใบเสนอราคาซักชุด_อุดรคลีนแอนด์แคร์.docx and ใบเสนอราคาซักชุด_ไวท์โรส.docx: two similar
  dry-cleaning quotes from two firms (bridal gown 450 vs 380 a piece; about 25,150 vs 24,000 a month).
- Suppliers/BangkokBridal_pricelist_2025.pdf: English 2025 wholesale price list of Bangkok Bridal Supply Co., Ltd.
  (beaded mermaid gown 21,900).
- Suppliers/ราคาส่ง_บางกอกไบรดัล_2567.docx: last year's list of the same firm in Thai (mermaid 20,500).
- Suppliers/BangkokBridal_invoice_BB-25-0412.pdf: the October invoice of that firm, 51,965.00 due 2 Nov 2025.
- Suppliers/GlowPro_invoice_GP-2510-228.pdf: a cosmetics invoice (14,300, due 15 Nov 2025).
- Suppliers/email_GlowPro_price_update.txt: an English email: airbrush foundation 1,450 -> 1,590 from 1 Nov.
- ธนาคาร/MekongBank_SME_loan_letter.pdf: the bank's loan approval: 600,000 at 5.25%, 60 months, 11,392 a month.
- งานแฟร์/UdonWeddingFair2025_booth_invoice.pdf: the wedding fair booth B-07 (20,865; balance 10,865 by 28 Nov).
- งานแฟร์/แพ็กเกจงานแต่ง_2569.pptx: slides of the 2569 packages for the fair (29,900 / 45,000 / 69,000).
- บัญชี/รายรับรายจ่ายร้าน_2568.xlsx: this year's book, three sheets (income by month, expenses by month, jobs).
- บัญชี/รายรับรายจ่ายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าจ้างช่างแต่งหน้า_ตุลาคม68.md: October pay of the two staff, 28,800 in all.
- บัญชี/ชุดเสียหาย_หักประกัน_ตุลาคม68.md: damaged outfits in October, deducted from guarantees.
- แชท/แชทไลน์_กานต์ธิดา_เจ้าสาว.txt: LINE chat with the bride; bridesmaids' make-up 3 then 2, total 53,000.
- แชท/แชทไลน์_พี่แนน_ช่างแต่งหน้า.txt: LINE chat with the freelance artist: 3,500 asked, 3,200 agreed, 3 jobs.
- คิวงาน_ธันวาคม68.md: the December job schedule (6 weddings, the fair 12-14 ธ.ค.).
- วิธีดูแลชุดผ้าไหม.md: her notes on caring for silk outfits.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/IsanFibre_bill_Oct2025.pdf: English bills (2,363.58; 747.93).
- ประกัน/KhongRiver_premium_notice_2025.pdf: English premium notice for her father's health policy (16,800,
  due 30 Nov 2025); the household book pays her own life policy to โขงริเวอร์ประกันชีวิต, the same firm.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fees (29,350; 30,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวศรีสุวรรณ.txt: the family's LINE group.
- ทริปหนองคาย_ปีใหม่.md: the New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("อรอุมา เวดดิ้ง แอนด์ เมคอัพ (Onuma Wedding & Make-up) 218/5 ถนนโพศรี ต.หมากแข้ง อ.เมือง "
            "จ.อุดรธานี 41000 โทร 081-964-3527")

# ---------------------------------------------------------------- the bride's contract, draft and final
CONTRACT_HEAD = ("รายการ", "รายละเอียด", "ราคา (บาท)")
DRAFT = [
    SHOP_TOP,
    "สัญญาเช่าชุดและแต่งหน้างานแต่งงาน (ร่าง)",
    "วันที่ 18 ตุลาคม 2568",
    "ผู้เช่า: คุณกานต์ธิดา พลเยี่ยม (เจ้าสาว) และคุณณัฐพล แสนสุข (เจ้าบ่าว) โทร 089-417-2265",
    "วันงาน: 17 มกราคม 2569 งานเช้าที่บ้านเจ้าสาว อ.หนองหาน งานเลี้ยงเย็นที่โรงแรมหนองประจักษ์ แกรนด์",
    "แพ็กเกจ Gold",
]
DRAFT_TABLE = [
    CONTRACT_HEAD,
    ("ชุดเจ้าสาวบอลกาวน์ลูกไม้ (งานเย็น)", "1 ชุด พร้อมผ้าคลุมและสุ่ม", "15,000"),
    ("ชุดไทยบรมพิมาน (งานเช้า)", "1 ชุด ผ้าไหมผสม", "9,000"),
    ("ชุดราตรีเปลี่ยนช่วงเลี้ยง", "1 ชุด", "6,500"),
    ("ชุดสูทเจ้าบ่าว", "2 ชุด (งานเช้า/งานเย็น)", "7,000"),
    ("แต่งหน้าทำผมเจ้าสาว", "2 รอบ (เช้า/เย็น) นอกสถานที่", "7,500"),
    ("รวม", "", "45,000"),
]
DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน)",
    "มัดจำ 15,000 บาท ในวันทำสัญญา ส่วนที่เหลือชำระก่อนวันรับชุด",
    "ร่าง ยังไม่ได้ส่งลูกค้า รอเจ้าสาวเลือกชุดไทยอีกรอบ",
]
FINAL = [
    SHOP_TOP,
    "สัญญาเช่าชุดและแต่งหน้างานแต่งงาน เลขที่ OW-2568-117",
    "วันที่ 25 ตุลาคม 2568",
    "ผู้เช่า: คุณกานต์ธิดา พลเยี่ยม (เจ้าสาว) และคุณณัฐพล แสนสุข (เจ้าบ่าว) โทร 089-417-2265",
    "วันงาน: 17 มกราคม 2569 งานเช้าที่บ้านเจ้าสาว อ.หนองหาน งานเลี้ยงเย็นที่โรงแรมหนองประจักษ์ แกรนด์",
    "แพ็กเกจ Gold (ปรับตามที่เจ้าสาวเลือก)",
]
FINAL_TABLE = [
    CONTRACT_HEAD,
    ("ชุดเจ้าสาวบอลกาวน์ลูกไม้ (งานเย็น)", "1 ชุด พร้อมผ้าคลุมและสุ่ม", "15,000"),
    ("ชุดไทยจักรีผ้าไหมแท้ (งานเช้า)", "1 ชุด พร้อมเครื่องประดับ", "11,500"),
    ("ชุดราตรีเปลี่ยนช่วงเลี้ยง", "1 ชุด", "6,500"),
    ("ชุดสูทเจ้าบ่าว", "2 ชุด (งานเช้า/งานเย็น)", "7,000"),
    ("แต่งหน้าทำผมเจ้าสาว", "2 รอบ (เช้า/เย็น) นอกสถานที่", "7,500"),
    ("แต่งหน้าทำผมแม่เจ้าสาว", "1 ท่าน งานเช้า", "2,500"),
    ("รวม", "", "50,000"),
]
FINAL_HEADINGS = [
    ("การชำระเงิน", "รวมทั้งสิ้น 50,000 บาท (ห้าหมื่นบาทถ้วน)\n"
                    "มัดจำ 20,000 บาท ในวันทำสัญญา ส่วนที่เหลือ 30,000 บาท ชำระภายในวันที่ 3 มกราคม 2569"),
    ("เงินประกันชุด", "ผู้เช่าวางเงินประกันชุด 10,000 บาท ในวันรับชุด (15 มกราคม 2569)\n"
                      "ร้านคืนเงินประกันภายใน 7 วันหลังตรวจชุด หากชุดเสียหายจะหักตามค่าซ่อมจริง"),
    ("การคืนชุด", "คืนชุดทั้งหมดภายในวันที่ 19 มกราคม 2569 คืนช้าปรับวันละ 500 บาท\nห้ามซักชุดเอง ร้านซักให้"),
    ("การยกเลิก", "ยกเลิกก่อนวันงานน้อยกว่า 30 วัน ร้านไม่คืนเงินมัดจำ"),
]
FINAL_BOTTOM = ["ลงชื่อ อรอุมา ศรีสุวรรณ ผู้ให้เช่า", "ลงชื่อ กานต์ธิดา พลเยี่ยม ผู้เช่า",
                "ลงชื่อ ธีรวัฒน์ ศรีสุวรรณ พยาน"]

# ---------------------------------------------------------------- two dry-cleaning quotes
UDONCLEAN = [
    "บริษัท อุดรคลีนแอนด์แคร์ จำกัด (Udon Clean & Care) 45 ถนนทหาร อ.เมือง จ.อุดรธานี โทร 042-221-580",
    "ใบเสนอราคา เลขที่ UC-QT-6811-09  วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณอรอุมา ศรีสุวรรณ ร้านอรอุมา เวดดิ้ง แอนด์ เมคอัพ",
    "เรื่อง บริการซักแห้งชุดเช่า ประจำเดือน",
]
UDONCLEAN_TABLE = [
    ("รายการ", "ราคาต่อชุด (บาท)", "ประมาณต่อเดือน", "รวม (บาท)"),
    ("ชุดเจ้าสาว (กระโปรงสุ่ม/บอลกาวน์)", "450", "20 ชุด", "9,000"),
    ("ชุดราตรี", "250", "25 ชุด", "6,250"),
    ("ชุดไทย/ผ้าไหม", "300", "15 ชุด", "4,500"),
    ("ชุดสูท", "180", "30 ชุด", "5,400"),
    ("รวมประมาณต่อเดือน", "", "", "25,150"),
]
UDONCLEAN_BOTTOM = [
    "รับ-ส่งถึงร้านฟรี สัปดาห์ละ 2 ครั้ง ได้ชุดคืนภายใน 3 วัน",
    "ชุดเปื้อนหนัก (ไวน์ ลิปสติก) คิดเพิ่มชุดละ 100 บาท",
    "วางบิลสิ้นเดือน เครดิต 15 วัน  ราคายืนถึง 31 มีนาคม 2569",
    "ผู้เสนอราคา คุณสุภาวดี ทองคำ ฝ่ายขาย",
]
WHITEROSE = [
    "ไวท์โรส ดรายคลีน (White Rose Dry Clean) 9/2 ถนนประจักษ์ศิลปาคม อ.เมือง จ.อุดรธานี โทร 086-235-7719",
    "ใบเสนอราคา เลขที่ WR-118/68  วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณอรอุมา ร้านอรอุมา เวดดิ้ง",
    "เรื่อง ซักแห้งชุดเจ้าสาวและชุดเช่า เหมาจ่ายรายเดือน",
]
WHITEROSE_TABLE = [
    ("รายการ", "ราคาต่อชุด (บาท)", "ประมาณต่อเดือน", "รวม (บาท)"),
    ("ชุดเจ้าสาว (กระโปรงสุ่ม/บอลกาวน์)", "380", "20 ชุด", "7,600"),
    ("ชุดราตรี", "220", "25 ชุด", "5,500"),
    ("ชุดไทย/ผ้าไหม", "320", "15 ชุด", "4,800"),
    ("ชุดสูท", "150", "30 ชุด", "4,500"),
    ("ค่ารับ-ส่ง", "200 ต่อเที่ยว", "8 เที่ยว", "1,600"),
    ("รวมประมาณต่อเดือน", "", "", "24,000"),
]
WHITEROSE_BOTTOM = [
    "ได้ชุดคืนภายใน 5 วัน ชุดผ้าไหมซักมือแยก",
    "ชำระเงินสดทุกสิ้นเดือน",
    "ลงชื่อ นางรัตนา บุญมา เจ้าของร้าน",
]

# ---------------------------------------------------------------- supplier papers
BBS_PRICES_2025 = [
    "BANGKOK BRIDAL SUPPLY CO., LTD.\n"
    "1120 Phetchaburi Road, Ratchathewi, Bangkok 10400   Tel. 02-251-6684\n"
    "WHOLESALE PRICE LIST 2025 (for rental shops)\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, VAT included.\n"
    "\n"
    "BG-201  Ball gown, French lace, ivory ............ 18,500\n"
    "AL-115  A-line gown, duchess satin ............... 12,800\n"
    "MM-330  Mermaid gown, beaded ..................... 21,900\n"
    "EV-050  Evening gown, chiffon .................... 4,650\n"
    "MS-210  Men's suit 2-piece, slim fit ............. 3,900\n"
    "VL-007  Veil, cathedral length ................... 1,250\n"
    "\n"
    "Minimum order 20,000 THB. Free delivery to Udon Thani for orders over 30,000 THB.\n"
    "Trade discount 5% for orders over 50,000 THB. Payment: 30 days credit.\n"
    "Contact: Ms. Pimchanok Ruangsri, sales@bkkbridal.co.th",
]
BBS_PRICES_2567 = ["บริษัท บางกอกไบรดัลซัพพลาย จำกัด", "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567) สำหรับร้านเช่าชุด",
                   "ราคาต่อชุด รวม VAT แล้ว"]
BBS_PRICES_2567_TABLE = [
    ("รหัส", "สินค้า", "ราคา (บาท)"),
    ("BG-201", "ชุดเจ้าสาวบอลกาวน์ ลูกไม้ฝรั่งเศส สีงาช้าง", "17,200"),
    ("AL-115", "ชุดเจ้าสาวทรงเอ ผ้าซาตินดัชเชส", "12,000"),
    ("MM-330", "ชุดเจ้าสาวทรงหางปลา ปักลูกปัด", "20,500"),
    ("EV-050", "ชุดราตรี ผ้าชีฟอง", "4,300"),
    ("MS-210", "ชุดสูทชาย 2 ชิ้น ทรงสลิม", "3,600"),
    ("VL-007", "ผ้าคลุมผมเจ้าสาว ยาวพิเศษ", "1,100"),
]
BBS_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 15,000 บาท ส่งฟรีต่างจังหวัดเมื่อสั่งเกิน 40,000 บาท",
                          "ติดต่อ คุณพิมพ์ชนก เรืองศรี ฝ่ายขาย"]
BBS_INVOICE = [
    "BANGKOK BRIDAL SUPPLY CO., LTD.\n"
    "TAX INVOICE / INVOICE No. BB-25-0412\n"
    "Date: 3 Oct 2025          Due date: 2 Nov 2025\n"
    "Customer: Onuma Wedding & Make-up (Mrs. Onuma Srisuwan), 218/5 Phosri Road, Udon Thani 41000\n"
    "\n"
    "Code     Item                              Qty   Unit price   Amount\n"
    "MM-330   Mermaid gown, beaded               1    21,900.00    21,900.00\n"
    "EV-050   Evening gown, chiffon              4     4,650.00    18,600.00\n"
    "MS-210   Men's suit 2-piece, slim fit       3     3,900.00    11,700.00\n"
    "VL-007   Veil, cathedral length             2     1,250.00     2,500.00\n"
    "\n"
    "Subtotal 54,700.00\n"
    "Trade discount 5%  -2,735.00\n"
    "TOTAL DUE: 51,965.00 THB (delivery to Udon Thani free of charge)\n"
    "Please transfer to Bangkok Bank, account Bangkok Bridal Supply Co., Ltd., 071-3-48825-6.",
]
GLOWPRO_INVOICE = [
    "GLOWPRO COSMETICS (THAILAND) CO., LTD.\n"
    "Professional make-up supply - Khon Kaen office, Mittraphap Road\n"
    "INVOICE No. GP-2510-228        Date: 16 Oct 2025        Due: 15 Nov 2025\n"
    "Bill to: Onuma Wedding & Make-up, Udon Thani\n"
    "\n"
    "Airbrush foundation refill 120 ml    6 bottles  x 1,450.00   8,700.00\n"
    "Long-wear setting spray              4 bottles  x   890.00   3,560.00\n"
    "False lashes, box of 40 pairs        3 boxes    x   680.00   2,040.00\n"
    "\n"
    "TOTAL 14,300.00 THB (VAT included). Free shipping for orders over 5,000 THB.",
]
GLOWPRO_EMAIL = """From: Kanokwan Phrommin <orders@glowpro-th.com>
To: onumawedding.udon@gmail.com
Date: Wed, 29 Oct 2025 10:17
Subject: Price update from 1 November 2025

Dear Khun Onuma,

Thank you for ordering with GlowPro this year. We would like to inform you of a price change
from 1 November 2025:

- Airbrush foundation refill 120 ml: 1,590 THB per bottle (now 1,450 THB). The import cost of the
  base has gone up.
- Long-wear setting spray stays at 890 THB, false lashes (box of 40 pairs) stay at 680 THB.
- Orders placed by 31 October 2025 still get the old price.

Shipping to Udon Thani stays free for orders over 5,000 THB, delivered in 2 working days by Kerry.

Best regards,
Kanokwan Phrommin
Customer Service, GlowPro Cosmetics (Thailand) Co., Ltd.
043-306-552
"""
LOAN_LETTER = [
    "MEKONG COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, 301 Phosri Road, Mueang Udon Thani 41000\n"
    "6 November 2025\n"
    "\n"
    "Ref: SME-UDN-2568/0884\n"
    "Mrs. Onuma Srisuwan, Onuma Wedding & Make-up\n"
    "\n"
    "NOTICE OF SME LOAN APPROVAL\n"
    "We are pleased to inform you that your application for a term loan has been approved:\n"
    "Loan amount: 600,000 THB\n"
    "Purpose: renovation of the make-up room and purchase of new bridal gowns\n"
    "Interest: 5.25% per year fixed for the first 3 years, then MRR - 1.50%\n"
    "Term: 60 months\n"
    "Monthly installment: 11,392 THB, by automatic debit on the 5th of every month\n"
    "First installment: 5 December 2025",
    "Front-end fee: 0.5% of the loan (3,000 THB), deducted when the loan is paid out.\n"
    "Collateral: guarantee by Mr. Teerawat Srisuwan and the Thai Credit Guarantee Corporation (TCG);\n"
    "TCG fee 1.75% per year is paid by the borrower.\n"
    "Early repayment: free after 3 years; 2% of the amount repaid during the first 3 years.\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 20 November 2025, with your ID card,\n"
    "house registration and the shop's commercial registration. This approval lapses after that date.\n"
    "\n"
    "Your relationship manager: Mr. Kittipong Saengthong, 042-247-900 ext. 215\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]
FAIR_INVOICE = [
    "ISAN EXPO & EVENTS CO., LTD.\n"
    "UDON WEDDING FAIR 2025 - 12-14 December 2025, UD Convention Hall, Udon Thani\n"
    "BOOTH CONFIRMATION AND INVOICE No. IEE-WF25-0073      Date: 15 Oct 2025\n"
    "Exhibitor: Onuma Wedding & Make-up (Mrs. Onuma Srisuwan)\n"
    "\n"
    "Booth B-07, 3 x 3 m, corner, zone Bridal & Beauty     18,000.00\n"
    "Electricity 15 A and 2 spotlights                     1,500.00\n"
    "Subtotal                                              19,500.00\n"
    "VAT 7%                                                1,365.00\n"
    "TOTAL                                                 20,865.00 THB\n"
    "Deposit received 15 Oct 2025                         -10,000.00\n"
    "BALANCE DUE                                           10,865.00 THB   by 28 Nov 2025\n"
    "\n"
    "Set-up: 11 Dec 2025 from 14:00. Exhibitor badges: 4 per booth.\n"
    "If the balance is not paid by the due date the booth may be given to the waiting list.",
]

# ---------------------------------------------------------------- slides for the fair
PACKAGE_SLIDES = [
    ("แพ็กเกจงานแต่ง ปี 2569", "อรอุมา เวดดิ้ง แอนด์ เมคอัพ อุดรธานี\nUdon Wedding Fair 2025 บูธ B-07"),
    ("Silver 29,900 บาท", "ชุดเจ้าสาว 2 ชุด (ชุดไทย + ชุดขาว)\nชุดสูทเจ้าบ่าว 1 ชุด\nแต่งหน้าทำผมเจ้าสาว 1 รอบ"),
    ("Gold 45,000 บาท", "ชุดเจ้าสาว 3 ชุด (ชุดไทย + ชุดขาว + ราตรี)\nชุดสูทเจ้าบ่าว 2 ชุด\n"
                       "แต่งหน้าทำผมเจ้าสาว 2 รอบ นอกสถานที่"),
    ("Platinum 69,000 บาท", "ชุดเจ้าสาว 4 ชุด เลือกชุดใหม่ปี 2569 ได้\nชุดสูทเจ้าบ่าว 2 ชุด\n"
                           "แต่งหน้าเจ้าสาว 2 รอบ + แม่เจ้าสาว 1 ท่าน\nถ่ายพรีเวดดิ้ง 1 วัน (ช่างภาพธีรวัฒน์)"),
    ("โปรโมชันในงานแฟร์", "จองในงานลด 10% ทุกแพ็กเกจ\nฟรีแต่งหน้าแม่เจ้าสาว (แพ็กเกจ Gold ขึ้นไป)\n"
                         "มัดจำล็อคคิว 5,000 บาท"),
    ("แต่งหน้าอย่างเดียว", "แต่งหน้ารับปริญญา 1,800 บาท\nแต่งหน้าเจ้าสาวนอกสถานที่ 4,500 บาท\n"
                          "แต่งหน้าเพื่อนเจ้าสาว คนละ 1,500 บาท"),
]

# ---------------------------------------------------------------- books
RENTAL_2568 = [86500, 112300, 74800, 58200, 69400, 52600, 21800, 18400, 24600, 47900]
MAKEUP_2568 = [32400, 41800, 38600, 22100, 27500, 19800, 12600, 10400, 15300, 28700]
PHOTO_2568 = [24000, 36000, 18000, 12000, 18000, 6000, 0, 6000, 12000, 24000]
STAFF_2568 = [27400, 29800, 28200, 25600, 26400, 24800, 22500, 22500, 23300, 28800]
CLEANING_2568 = [14200, 17800, 12600, 9800, 11400, 8600, 4200, 3900, 5100, 9350]
COSMETICS_2568 = [6800, 8400, 7900, 4600, 5800, 4100, 2700, 2300, 3400, 14300]
JOBS_2568 = [(14, 9, 4), (18, 11, 6), (12, 22, 3), (9, 6, 2), (11, 8, 3), (8, 5, 1), (3, 4, 0), (2, 3, 1),
             (4, 5, 2), (8, 7, 4)]
RENTAL_2567 = [78200, 98600, 69300, 51800, 63100, 47200, 18900, 16500, 20800, 41300, 88700, 104500]
MAKEUP_2567 = [28700, 36900, 35100, 19800, 24200, 17600, 10900, 9800, 13100, 23850, 35400, 44600]
PHOTO_2567 = [18000, 30000, 12000, 12000, 12000, 6000, 0, 0, 6000, 18000, 24000, 30000]
STAFF_2567 = [24000, 26500, 25200, 22800, 23600, 22000, 20500, 20500, 21200, 24400, 26800, 29500]
CLEANING_2567 = [12800, 15900, 11400, 8700, 10200, 7600, 3800, 3500, 4400, 8100, 13900, 16800]
COSMETICS_2567 = [5900, 7600, 7100, 4200, 5100, 3700, 2400, 2100, 2900, 5400, 7800, 9200]
JOBS_2567 = [(12, 8, 3), (16, 10, 5), (11, 19, 2), (8, 5, 2), (10, 7, 2), (7, 4, 1), (3, 3, 0), (2, 3, 0),
             (3, 4, 1), (7, 6, 3), (13, 7, 4), (17, 9, 5)]


def _shop_book(path: Path, year: str, rental, makeup, photo, rent: int, staff, cleaning, cosmetics, jobs) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับร้านอรอุมา เวดดิ้ง ปี {year} (Monthly income {year}, THB)"])
    income.append(["เดือน (Month)", "ค่าเช่าชุด (Gown rental)", "แต่งหน้าทำผม (Make-up)",
                   "ถ่ายพรีเวดดิ้ง (Pre-wedding photos)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, rental, makeup, photo):
        income.append([f"{month} {year}", a, b, c, a + b + c])
    income.append(["รวมทั้งปี (Year total)", sum(rental), sum(makeup), sum(photo),
                   sum(rental) + sum(makeup) + sum(photo)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าเช่าร้าน (Shop rent)", "ค่าจ้างพนักงาน (Staff)", "ค่าซักชุด (Dry cleaning)",
                  "เครื่องสำอาง (Cosmetics)", "รวม (Total)"])
    for month, s, c, k in zip(MONTHS, staff, cleaning, cosmetics):
        costs.append([f"{month} {year}", rent, s, c, k, rent + s + c + k])
    for column in range(2, 7):
        money_format(costs, column)
    count = book.create_sheet("จำนวนงาน Jobs")
    count.append([f"จำนวนงาน ปี {year} (Jobs {year})"])
    count.append(["เดือน (Month)", "งานแต่ง (Weddings)", "แต่งหน้ารับปริญญา/งานอื่น (Other make-up)",
                  "ถ่ายพรีเวดดิ้ง (Pre-wedding shoots)"])
    for month, (w, o, p) in zip(MONTHS, jobs):
        count.append([f"{month} {year}", w, o, p])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2518.40, "PEA"), ("ค่าน้ำประปา (Water)", 356, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 10800, ""),
                  ("ผ่อนรถ (Car installment)", 9480, "Yaris Ativ งวดที่ 27/60"),
                  ("ประกันชีวิตอรอุมา (Life insurance)", 2150, "โขงริเวอร์ประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.ศูนย์อุดรธานี"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2441.75, "PEA"), ("ค่าน้ำประปา (Water)", 349, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 11350, ""),
                  ("ผ่อนรถ (Car installment)", 9480, "Yaris Ativ งวดที่ 28/60"),
                  ("ประกันชีวิตอรอุมา (Life insurance)", 2150, "โขงริเวอร์ประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.ศูนย์อุดรธานี"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต"),
                  ("ค่าทำบุญวันเกิดพ่อ (Dad's birthday merit)", 3500, "วัดโพธิสมภรณ์")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2363.58, "PEA"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ผ่อนรถ (Car installment)", 9480, "Yaris Ativ งวดที่ 29/60"),
                  ("ประกันชีวิตอรอุมา (Life insurance)", 2150, "โขงริเวอร์ประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.ศูนย์อุดรธานี"),
                  ("ค่ารถรับส่งใบเตย (School van)", 1800, ""), ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต"),
                  ("ค่ากฐิน (Kathin offering)", 2000, "ออกพรรษา")],
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


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนดรุณวิทยา อุดรธานี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปวริศา ศรีสุวรรณ  ชั้น ม.2/3  เลขประจำตัว 30418"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย สาขาอุดรธานี 410-1-55872-3",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "5,200"),
                           ("ค่าหนังสือและเครื่องแบบ", "3,150")], "29,350", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "5,200"),
                           ("ค่าค่ายวิทยาศาสตร์", "2,400"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,800")],
                "30,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Onuma Srisuwan\n"
    "Address: 77/3 Moo 8, Ban Chan, Mueang Udon Thani 41000\n"
    "Customer no. 030027716452\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,482 -> 31,968   Units used: 486 kWh\n"
    "Energy charge 2,107.55  Ft 63.18  Service 38.22  VAT 7% 154.63\n"
    "AMOUNT DUE: 2,363.58 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
FIBRE_BILL = [
    "ISAN FIBRE NET CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Onuma Srisuwan    Account: IF-4107-3390\n"
    "Package: Home Fibre 1000/500 Mbps + Wi-Fi 6 router    699.00\n"
    "VAT 7%                                                  48.93\n"
    "TOTAL                                                  747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at Counter Service.",
]
INSURANCE_LETTER = [
    "KHONG RIVER LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Service Centre, Udon Dutsadi Road\n"
    "24 October 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - HEALTH INSURANCE \"SENIOR CARE 70\"\n"
    "Policy owner: Mrs. Onuma Srisuwan\n"
    "Insured: Mr. Sombat Kaewprasert (age 71)\n"
    "Policy no. KRL-SC-6104-2288\n"
    "\n"
    "Policy year: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per day; annual limit 500,000 THB\n"
    "Annual premium: 16,800 THB (last year 15,400 THB; the premium goes up with the insured's age band)\n"
    "Due date: 30 Nov 2025. Grace period 31 days.\n"
    "Pay by bank transfer, at any Khong River branch, or through your agent, Khun Jintana (089-662-1048).\n"
    "\n"
    "Yours sincerely,\n"
    "Premium Collection Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านชุดแต่งงาน/แชท/แชทไลน์_กานต์ธิดา_เจ้าสาว.txt": """[28 ต.ค. 68 20:14] กานต์ธิดา เจ้าสาว 17 ม.ค.: พี่อุ้มคะ ได้สัญญาแล้วนะคะ โอนมัดจำ 20,000 แล้วค่ะ
[28 ต.ค. 68 20:20] อุ้ม อรอุมาเวดดิ้ง: ได้รับแล้วค่ะ ขอบคุณค่ะ ยอดคงเหลือ 30,000 ชำระก่อน 3 ม.ค. นะคะ
[28 ต.ค. 68 20:22] กานต์ธิดา เจ้าสาว 17 ม.ค.: ค่า แล้วลองชุดรอบสองได้วันไหนคะ
[28 ต.ค. 68 20:25] อุ้ม อรอุมาเวดดิ้ง: เสาร์ 22 พ.ย. บ่ายสองโมงได้ค่ะ พาน้องณัฐพลมาลองสูทด้วยนะคะ
[9 พ.ย. 68 13:02] กานต์ธิดา เจ้าสาว 17 ม.ค.: พี่คะ เพื่อนเจ้าสาว 3 คนอยากให้ร้านแต่งหน้าด้วย คิดเท่าไหร่คะ
[9 พ.ย. 68 13:10] อุ้ม อรอุมาเวดดิ้ง: คนละ 1,500 ค่ะ 3 คน 4,500 รวมทั้งหมดเป็น 54,500 นะคะ
[9 พ.ย. 68 13:12] กานต์ธิดา เจ้าสาว 17 ม.ค.: โอเคค่ะ เพิ่มเลยค่ะ
[16 พ.ย. 68 09:40] กานต์ธิดา เจ้าสาว 17 ม.ค.: พี่คะ เพื่อนคนนึงต้องไปทำงานเกาหลี มาไม่ได้แล้วค่ะ เหลือเพื่อนเจ้าสาว 2 คนนะคะ
[16 พ.ย. 68 09:52] อุ้ม อรอุมาเวดดิ้ง: ได้ค่ะ งั้นเพื่อนเจ้าสาว 2 คน 3,000 ยอดรวมใหม่ 53,000 คงเหลือจ่าย 33,000 นะคะ
[16 พ.ย. 68 09:55] กานต์ธิดา เจ้าสาว 17 ม.ค.: รับทราบค่ะ 53,000 นะคะ ขอบคุณค่ะพี่อุ้ม
""",
    "ร้านชุดแต่งงาน/แชท/แชทไลน์_พี่แนน_ช่างแต่งหน้า.txt": """[3 พ.ย. 68 19:05] อุ้ม อรอุมาเวดดิ้ง: แนน ธันวานี้ว่างมาช่วยพี่มั้ย งานแต่ง 4 งาน วันที่ 13, 20, 27, 28
[3 พ.ย. 68 19:20] แนน เมคอัพ: ว่างค่ะพี่ ปีนี้แนนคิดงานละ 3,500 นะคะ ของขึ้นราคาหมดเลย
[3 พ.ย. 68 19:24] อุ้ม อรอุมาเวดดิ้ง: โห ปีที่แล้ว 2,800 เองนะ ขอ 3,000 ได้มั้ย
[3 พ.ย. 68 19:40] แนน เมคอัพ: 3,000 แนนไม่ไหวจริงๆค่ะพี่ งานวันที่ 20 ไปกุมภวาปีด้วย
[3 พ.ย. 68 19:42] อุ้ม อรอุมาเวดดิ้ง: งั้นเจอกันครึ่งทาง 3,200 ต่องาน ต่างอำเภอพี่ออกค่าน้ำมันให้
[3 พ.ย. 68 19:45] แนน เมคอัพ: โอเคค่ะ 3,200 ต่องาน ดีลค่ะ
[15 พ.ย. 68 10:12] แนน เมคอัพ: พี่คะ วันที่ 28 แนนติดงานบวชน้องชาย ขอตัดออกนะคะ เหลือ 3 งาน
[15 พ.ย. 68 10:30] อุ้ม อรอุมาเวดดิ้ง: ได้จ้ะ งั้น 3 งาน รวม 9,600 นะ โอนให้หลังจบงานแต่ละงาน
[15 พ.ย. 68 10:31] แนน เมคอัพ: ขอบคุณค่ะพี่ 🙏
""",
    "ร้านชุดแต่งงาน/บัญชี/ค่าจ้างช่างแต่งหน้า_ตุลาคม68.md": """# ค่าจ้างพนักงาน ตุลาคม 2568

| ชื่อ | เงินเดือน | งาน | ค่าคอม | รวม |
|---|---|---|---|---|
| น้องมิ้นท์ (ช่างแต่งหน้าประจำ) | 12,000 บาท | แต่งหน้า 11 งาน | 5,500 บาท (งานละ 500) | 17,500 บาท |
| น้องฝ้าย (ดูแลชุด/หน้าร้าน) | 10,500 บาท | เช่าชุด 16 รายการ | 800 บาท (รายการละ 50) | 11,300 บาท |

รวมจ่ายค่าจ้าง ต.ค. 28,800 บาท โอนแล้ว 31 ต.ค.
มิ้นท์ขอเบิกล่วงหน้าเดือนหน้า 2,000 (หักใน พ.ย.)
""",
    "ร้านชุดแต่งงาน/บัญชี/ชุดเสียหาย_หักประกัน_ตุลาคม68.md": """# ชุดเสียหาย / หักเงินประกันชุด ตุลาคม 2568

- ชุดราตรีสีแชมเปญ EV-12 ไวน์แดงหกที่กระโปรง ซักไม่ออก ส่งร้านช่างเปลี่ยนผ้าชั้นนอก หักประกัน 1,200 บาท
- ชุดไทยจักรีสีทอง TH-05 ตะขอหลังหลุด 2 ตัว ซ่อมเอง ไม่หัก
- สูทเจ้าบ่าวสีกรม MS-08 กางเกงขาด หักประกัน 900 บาท
- ชุดเจ้าสาวบอลกาวน์ BG-03 ชายกระโปรงขาดยาว 20 ซม. ลูกไม้ต้องสั่งใหม่ หักประกัน 1,600 บาท

รวมหักเงินประกันลูกค้า ต.ค. 3,700 บาท
จ่ายร้านช่างเย็บ (ช่างหน่อย) 2,850 บาท
ต้องย้ำลูกค้าเรื่องห้ามนั่งพื้นตอนใส่บอลกาวน์
""",
    "ร้านชุดแต่งงาน/คิวงาน_ธันวาคม68.md": """# คิวงาน ธันวาคม 2568

- 6 ธ.ค. งานแต่งคุณพิมพ์ลดา & คุณอรรถพล บ้านเจ้าสาว อ.เพ็ญ แต่งหน้าตี 4 (อุ้ม + มิ้นท์)
- 7 ธ.ค. ถ่ายพรีเวดดิ้งคุณกานต์ธิดา ที่ทะเลบัวแดง กุมภวาปี (พี่ต้นถ่าย ออกจากร้าน 05.00)
- 11 ธ.ค. บ่ายสองโมง ขนของเซ็ตบูธ B-07
- 12-14 ธ.ค. ออกบูธงาน Udon Wedding Fair ที่ UD Convention Hall (ฝ้าย + มิ้นท์ เฝ้าบูธ)
- 13 ธ.ค. งานแต่งคุณศิริพร บ้านเจ้าสาว อ.เมือง (อุ้ม + พี่แนน)
- 20 ธ.ค. งานแต่งคุณวราภรณ์ อ.กุมภวาปี (พี่แนน ไปเอง อุ้มตามไปงานเย็น)
- 21 ธ.ค. งานแต่งคุณชลธิชา โรงแรมหนองประจักษ์ แกรนด์ (อุ้ม + มิ้นท์)
- 27 ธ.ค. งานแต่งคุณปิยะนุช อ.หนองหาน (อุ้ม + พี่แนน)
- 28 ธ.ค. งานแต่งคุณเบญจวรรณ บ้านเจ้าสาว อ.บ้านดุง (อุ้ม + มิ้นท์)

รวมงานแต่ง ธ.ค. 6 งาน
ชุดคืนร้านครบก่อน 31 ธ.ค. ส่งซักรอบใหญ่ 2 ม.ค.
""",
    "ร้านชุดแต่งงาน/วิธีดูแลชุดผ้าไหม.md": """# ดูแลชุดไทยผ้าไหม (จดไว้กันลืม)
- ห้ามซักเครื่อง ส่งซักแห้งหรือซักมือด้วยแชมพูอ่อนๆ น้ำเย็น
- ห้ามบิด ให้ม้วนผ้าขนหนูซับน้ำ ตากในร่ม
- รีดด้านในด้วยไฟอ่อน มีผ้าขาวบางรอง
- เก็บในถุงผ้า ไม่ใช้ถุงพลาสติก ใส่การบูร/ลูกเหม็นห่อกระดาษ แยกไม่ให้โดนผ้าโดยตรง
- เอาออกมาผึ่งลมทุก 2 เดือน กันเชื้อรา โดยเฉพาะหน้าฝน
""",
    "ร้านชุดแต่งงาน/Suppliers/email_GlowPro_price_update.txt": GLOWPRO_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวศรีสุวรรณ.txt": """[27 ต.ค. 68 19:02] อุ้ม: พ่อคะ ใบแจ้งเบี้ยประกันสุขภาพพ่อมาแล้วนะ ปีนี้ขึ้นอีกแล้ว
[27 ต.ค. 68 19:10] พ่อสมบัติ: ขึ้นเท่าไหร่ลูก
[27 ต.ค. 68 19:12] อุ้ม: ปีนี้หมื่นหกกว่าๆค่ะ ต้องจ่ายก่อนสิ้นเดือนหน้า เดี๋ยวอุ้มจ่ายเอง
[1 พ.ย. 68 07:15] ต้น: ค่าเทอมใบเตยเทอมสองประมาณ 30,000 ต้องจ่ายก่อน 10 พ.ย. นะ ต้นโอนเองพรุ่งนี้
[1 พ.ย. 68 07:20] ใบเตย: แม่ ค่าค่ายวิทยาศาสตร์รวมในนั้นแล้วนะคะ ไม่ต้องจ่ายแยก
[8 พ.ย. 68 21:03] อุ้ม: ปีใหม่ไปหนองคายกันมั้ย 30 ธ.ค. - 1 ม.ค. งานที่ร้านจบ 28 พอดี
[8 พ.ย. 68 21:10] ต้น: ไป ต้นจองที่พักริมโขงให้ คืนละ 1,800
[8 พ.ย. 68 21:12] พ่อสมบัติ: พ่อไปด้วย อยากไปไหว้หลวงพ่อพระใส
""",
    "บ้าน/ทริปหนองคาย_ปีใหม่.md": """# ทริปหนองคาย ปีใหม่ 2569
- 30 ธ.ค. 68 - 1 ม.ค. 69 (2 คืน) ไป 4 คน: อุ้ม ต้น ใบเตย พ่อ
- ที่พักริมโขง 2 คืน คืนละ 1,800 = 3,600
- ค่าน้ำมันไป-กลับ ประมาณ 1,200
- ค่ากิน ประมาณ 4,000
- วัดโพธิ์ชัย (หลวงพ่อพระใส), ตลาดท่าเสด็จ, สะพานมิตรภาพ
- งบรวมประมาณ 10,000 บาท
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้ที่ธนาคารแม่โขง ก่อน 20 พ.ย.
- โอนค่าบูธงานแฟร์ส่วนที่เหลือ ก่อน 28 พ.ย.
- เลือกร้านซักชุดเจ้าใหม่ (อุดรคลีน หรือ ไวท์โรส)
- จ่ายเบี้ยประกันสุขภาพพ่อ ก่อน 30 พ.ย.
- นัดคุณกานต์ธิดาลองชุดรอบสอง 22 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านชุดแต่งงาน"
    contracts, quotes, suppliers, bank, fair, books = (shop / "สัญญาลูกค้า", shop / "ใบเสนอราคา", shop / "Suppliers",
                                                       shop / "ธนาคาร", shop / "งานแฟร์", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (contracts, quotes, suppliers, bank, fair, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาเช่าชุด_กานต์ธิดา_ร่าง.docx", DRAFT, DRAFT_TABLE, bottom=DRAFT_BOTTOM)
    write_docx(contracts / "สัญญาเช่าชุด_กานต์ธิดา_ฉบับจริง.docx", FINAL, FINAL_TABLE, headings=FINAL_HEADINGS,
               bottom=FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาซักชุด_อุดรคลีนแอนด์แคร์.docx", UDONCLEAN, UDONCLEAN_TABLE, bottom=UDONCLEAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาซักชุด_ไวท์โรส.docx", WHITEROSE, WHITEROSE_TABLE, bottom=WHITEROSE_BOTTOM)
    make_pdf(suppliers / "BangkokBridal_pricelist_2025.pdf", BBS_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_บางกอกไบรดัล_2567.docx", BBS_PRICES_2567, BBS_PRICES_2567_TABLE,
               bottom=BBS_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "BangkokBridal_invoice_BB-25-0412.pdf", BBS_INVOICE)
    make_pdf(suppliers / "GlowPro_invoice_GP-2510-228.pdf", GLOWPRO_INVOICE)
    make_pdf(bank / "MekongBank_SME_loan_letter.pdf", LOAN_LETTER)
    make_pdf(fair / "UdonWeddingFair2025_booth_invoice.pdf", FAIR_INVOICE)
    write_slides(fair / "แพ็กเกจงานแต่ง_2569.pptx", PACKAGE_SLIDES)
    _shop_book(books / "รายรับรายจ่ายร้าน_2568.xlsx", "2568", RENTAL_2568, MAKEUP_2568, PHOTO_2568, 18000,
               STAFF_2568, CLEANING_2568, COSMETICS_2568, JOBS_2568)
    _shop_book(books / "รายรับรายจ่ายร้าน_2567.xlsx", "2567", RENTAL_2567, MAKEUP_2567, PHOTO_2567, 16500,
               STAFF_2567, CLEANING_2567, COSMETICS_2567, JOBS_2567)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanFibre_bill_Oct2025.pdf", FIBRE_BILL)
    make_pdf(home / "ประกัน" / "KhongRiver_premium_notice_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
