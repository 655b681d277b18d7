"""The amulet folder: the papers of a Nakhon Pathom amulet trader and his household, written by code.

The owner is นายวีรยุทธ ทองประเสริฐ (เฮียยุทธ). He runs "ยุทธพระเครื่อง" (Yut Amulets), stall C27 on the amulet
ground (ลานพระ) beside องค์พระปฐมเจดีย์, Nakhon Pathom, holds live auctions on his Facebook page every Saturday
night and sells on the PraAuctionHub site, takes amulets on consignment from collectors, sends pieces to a
certification lab and arranges the making of coins for temples. His wife นภัสสร (นภา) keeps the books, their
daughter ใบเตย (ด.ญ.ปวีณ์ธิดา) is in ม.1, his father พ่อสมบูรณ์ lives with them. It is November 2568 (2025).

Documents/ร้านพระ/ (the business)
- จัดสร้างพระ/ใบเสนอราคา_จัดสร้างเหรียญ_วัดสระบัวทอง_ร่าง.docx: draft quote YT-2568-014 to Wat Sa Bua Thong for
  making coins (3,000 copper, 1,000 alpaca), 203,000 in all.
- จัดสร้างพระ/ใบเสนอราคา_จัดสร้างเหรียญ_วัดสระบัวทอง_ฉบับจริง.docx: the final of the same quote, 5,000 copper,
  1,000 alpaca, 100 silver, 341,400 in all, deposit 170,700, delivery before the ceremony on 14 ธันวาคม 2568.
- จัดสร้างพระ/แชทไลน์_ลุงประยงค์_วัดสระบัวทอง.txt: LINE chat with the temple's steward; the temple asks for more
  coins, approves 341,400, pays the 170,700 deposit, the ceremony moves from 7 to 14 ธ.ค.
- Suppliers/ใบเสนอราคา_เลี่ยมกรอบ_ร้านหมูเลี่ยมพระ.docx and ใบเสนอราคา_เลี่ยมกรอบ_ห้างทองนครชัย.docx: two similar
  quotes from two workshops for casing 280 amulets (57,900 vs 56,500).
- Suppliers/BkkAcrylic_pricelist_2025.pdf: English price list of Bangkok Acrylic Case Co., Ltd. (boxes, trays).
- Suppliers/email_PraAuctionHub_commission_Nov2025.txt: an English email: the auction site's commission goes
  from 5% to 6% from 1 December 2025.
- Lab/SAAC_fee_schedule_2025.pdf: English fee schedule 2025 of Siam Amulet Authentication Centre (standard card
  450 THB).
- Lab/อัตราค่าบริการ_ศูนย์ตรวจพระแท้สยาม_2567.docx: last year's fee list of the same lab, in Thai (standard 400).
- Lab/SAAC_invoice_INV-25-0871.pdf: the lab's invoice for 17 pieces sent in November, 10,700.00, due 17 Nov 2025.
- เอกสารร้าน/หนังสือลานพระองค์พระปฐม_ปรับค่าเช่าแผง.docx: the market's letter, stall rent 3,800 -> 4,300 from
  1 ม.ค. 2569.
- เอกสารร้าน/SiamMetroBank_SME_loan_offer.pdf: the bank's English offer of a 600,000 loan, 6.75%, 48 months,
  14,300 a month.
- บัญชี/สมุดบัญชีร้าน_2568.xlsx: this year's book, three sheets (sales by month: stall and online auction;
  expenses by month; the October auction lots).
- บัญชี/สมุดบัญชีร้าน_2567.xlsx: last year's book, same layout, January to December (year total 2,148,200).
- บัญชี/พระฝากขาย_พ.ย.68.md: amulets collectors left on consignment in November, 10% commission.
- บัญชี/สรุปไลฟ์ประมูล_8พ.ย.68.md: notes on the Saturday live auction of 8 November (15 of 18 lots sold).
- แชท/แชทไลน์_เสี่ยวิชัย_ราชบุรี.txt: LINE chat with a collector; the price goes 120,000 -> 112,000 -> 110,000
  with the lab card included.
- แผนร้านปี2569.pptx: slides, the plan for next year (2,600,000 target, the 600,000 loan).
- โน้ตดูพระ_เหรียญหลวงพ่อเต๋.md: his notes on telling a genuine coin.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/SkyNet_fibre_bill_Oct2025.pdf: English bills.
- ประกัน/ChaoPhrayaLife_health_renewal_2025.pdf: English renewal notice of his father's health insurance
  (27,840 this year, 24,960 last year); the household book pays it as เจ้าพระยาประกันชีวิต, 2,320 a month.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (29,350;
  28,450 due 10 พฤศจิกายน 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on his father's knee appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ยุทธพระเครื่อง (Yut Amulets) แผง C27 ลานพระองค์พระปฐมเจดีย์ อ.เมือง จ.นครปฐม 73000 "
            "โทร 081-946-2735 เพจ ยุทธพระเครื่อง นครปฐม")

# ---------------------------------------------------------------- temple coin quotes
TEMPLE_TO = "เรียน คณะกรรมการจัดสร้าง วัดสระบัวทอง ต.ทุ่งกระพังโหม อ.กำแพงแสน (พระครูสุวรรณธรรมโชติ เจ้าอาวาส)"
TEMPLE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ YT-2568-014",
    "วันที่ 1 ตุลาคม 2568",
    TEMPLE_TO,
    "เรื่อง จัดสร้างเหรียญหลวงพ่อทองคำ รุ่น \"บารมีสระบัว 68\" (ปั๊มที่โรงงานเหรียญเพชรเกษม)",
]
TEMPLE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เหรียญเนื้อทองแดงรมมันปู", "3,000 เหรียญ", "38", "114,000"),
    ("เหรียญเนื้ออัลปาก้า", "1,000 เหรียญ", "55", "55,000"),
    ("กล่องกระดาษพิมพ์โลโก้วัด", "4,000 กล่อง", "4", "16,000"),
    ("ค่าแกะแม่พิมพ์และบล็อกเหรียญ", "1 งาน", "18,000", "18,000"),
    ("รวมทั้งสิ้น", "", "", "203,000"),
]
TEMPLE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 203,000 บาท (สองแสนสามพันบาทถ้วน)",
    "ร่าง ยังไม่ได้ส่งวัด รอโรงงานเพชรเกษมยืนยันราคาทองแดงก่อน",
]
TEMPLE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ YT-2568-014 (ฉบับแก้ไข)",
    "วันที่ 15 ตุลาคม 2568",
    TEMPLE_TO,
    "เรื่อง จัดสร้างเหรียญหลวงพ่อทองคำ รุ่น \"บารมีสระบัว 68\" (ปั๊มที่โรงงานเหรียญเพชรเกษม)",
]
TEMPLE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เหรียญเนื้อทองแดงรมมันปู", "5,000 เหรียญ", "35", "175,000"),
    ("เหรียญเนื้ออัลปาก้า", "1,000 เหรียญ", "55", "55,000"),
    ("เหรียญเนื้อเงิน ตอกโค้ดและหมายเลข", "100 เหรียญ", "690", "69,000"),
    ("กล่องกระดาษพิมพ์โลโก้วัด", "6,100 กล่อง", "4", "24,400"),
    ("ค่าแกะแม่พิมพ์และบล็อกเหรียญ", "1 งาน", "18,000", "18,000"),
    ("รวมทั้งสิ้น", "", "", "341,400"),
]
TEMPLE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 341,400 บาท (สามแสนสี่หมื่นหนึ่งพันสี่ร้อยบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% = 170,700 บาท เมื่อตกลงสั่งทำ ส่วนที่เหลือชำระวันส่งมอบ",
    "ส่งมอบเหรียญทั้งหมดที่วัดภายในวันที่ 5 ธันวาคม 2568 ก่อนพิธีพุทธาภิเษกวันที่ 14 ธันวาคม 2568",
    "ราคาทองแดงลดจาก 38 เหลือ 35 บาท เพราะสั่งเกิน 5,000 เหรียญ",
    "ลงชื่อ วีรยุทธ ทองประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- casing quotes (two workshops)
CASE_MOO = [
    "ร้านหมูเลี่ยมพระ  45/3 ถนนทรงพล ต.พระปฐมเจดีย์ อ.เมือง จ.นครปฐม  โทร 086-310-4478",
    "ใบเสนอราคา เลขที่ MP-1027  วันที่ 27 ตุลาคม 2568",
    "เรียน เฮียยุทธ ร้านยุทธพระเครื่อง",
    "เรื่อง เลี่ยมกรอบพระสำหรับลงประมูลและขายหน้าแผง",
]
CASE_MOO_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อองค์ (บาท)", "รวม (บาท)"),
    ("กรอบสแตนเลสกันน้ำ", "200 องค์", "120", "24,000"),
    ("กรอบเงินแท้ 92.5 ยกซุ้ม", "50 องค์", "450", "22,500"),
    ("กรอบทองไมครอน", "30 องค์", "380", "11,400"),
    ("รวมทั้งสิ้น", "280 องค์", "", "57,900"),
]
CASE_MOO_BOTTOM = [
    "รวมทั้งสิ้น 57,900 บาท  งานเสร็จภายใน 10 วัน นับจากวันรับพระ",
    "ไม่ต้องวางมัดจำ ลูกค้าประจำ จ่ายตอนรับของ",
]
CASE_NAKHONCHAI = [
    "ห้างทองนครชัย (แผนกเลี่ยมพระ)  12 ถนนหน้าพระ ต.พระปฐมเจดีย์ อ.เมือง จ.นครปฐม  โทร 034-251-908",
    "ใบเสนอราคา เลขที่ NC-68/311  วันที่ 29 ตุลาคม 2568",
    "เรียน คุณวีรยุทธ ทองประเสริฐ ร้านยุทธพระเครื่อง",
    "เรื่อง งานเลี่ยมกรอบพระ",
]
CASE_NAKHONCHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อองค์ (บาท)", "รวม (บาท)"),
    ("กรอบสแตนเลสกันน้ำ", "200 องค์", "110", "22,000"),
    ("กรอบเงินแท้ 92.5 ยกซุ้ม", "50 องค์", "480", "24,000"),
    ("กรอบทองไมครอน", "30 องค์", "350", "10,500"),
    ("รวมทั้งสิ้น", "280 องค์", "", "56,500"),
]
CASE_NAKHONCHAI_BOTTOM = [
    "รวมทั้งสิ้น 56,500 บาท  งานเสร็จภายใน 14 วัน",
    "มัดจำ 30% = 16,950 บาท ส่วนที่เหลือชำระวันรับของ รับประกันกรอบ 1 ปี",
]

# ---------------------------------------------------------------- market letter
MARKET_LETTER = [
    "บริษัท ลานพระองค์พระปฐม จำกัด",
    "ที่ ลพ. 088/2568",
    "20 กันยายน 2568",
    "เรื่อง แจ้งปรับอัตราค่าเช่าแผงพระเครื่อง",
    "เรียน คุณวีรยุทธ ทองประเสริฐ ผู้เช่าแผง C27",
    "ตามที่ท่านได้เช่าแผงพระเครื่องในลานพระองค์พระปฐม บริษัทขอแจ้งว่า เนื่องจากได้ติดตั้งกล้องวงจรปิดและ"
    "จ้าง รปภ. เพิ่มในเวลากลางคืน บริษัทจำเป็นต้องปรับค่าเช่าแผงจากเดิมเดือนละ 3,800 บาท เป็นเดือนละ 4,300 บาท "
    "ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป",
    "ค่าไฟฟ้าแผงคิดหน่วยละ 7 บาทเท่าเดิม ค่ารักษาความปลอดภัยกลางคืนเดือนละ 250 บาท",
    "ผู้เช่าที่ชำระล่วงหน้า 12 เดือน ภายในวันที่ 15 ธันวาคม 2568 ได้ส่วนลด 5%",
    "กรุณาชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ที่สำนักงานลาน ชั้น 1",
    "ขอแสดงความนับถือ",
    "นางสาวกาญจนา ศรีวงศ์ ผู้จัดการลานพระ",
]

# ---------------------------------------------------------------- English pdfs, business
BANK_LOAN = [
    "SIAM METRO BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Branch, 301 Phetkasem Road, Nakhon Pathom 73000\n"
    "22 October 2025\n"
    "\n"
    "Ref: SMB-NPT-SME-2568/0417\n"
    "Subject: Offer of SME working-capital loan\n"
    "Dear Mr. Weerayut Thongprasert (Yut Amulets),\n"
    "We are pleased to inform you that your loan application of 2 October 2025 has been approved\n"
    "on the following terms:\n"
    "\n"
    "Loan amount: 600,000 THB\n"
    "Term: 48 months\n"
    "Interest rate: 6.75% per annum (MRR - 0.50%), fixed for the first 24 months\n"
    "Monthly installment: 14,300 THB\n"
    "First installment: 25 December 2025\n"
    "Front-end fee: 0.5% of the loan (3,000 THB)\n"
    "Collateral: fixed deposit of 200,000 THB pledged, guarantee by Mrs. Napatsorn Thongprasert",
    "Conditions\n"
    "1. Please sign and return this letter by 14 November 2025, otherwise the offer lapses.\n"
    "2. Loan proceeds will be credited to current account 402-1-77815-3.\n"
    "3. Early repayment within the first 3 years: fee of 2% of the amount repaid.\n"
    "\n"
    "Relationship manager: Khun Pimchanok Saelim, 089-604-3318\n"
    "Yours sincerely,\n"
    "Somkiat Wongthai\n"
    "Branch Manager",
]
SAAC_2025 = [
    "SIAM AMULET AUTHENTICATION CENTRE CO., LTD. (SAAC)\n"
    "99/8 Borommaratchachonnani Road, Taling Chan, Bangkok 10170  Tel. 02-884-5120\n"
    "FEE SCHEDULE 2025 - AMULET AUTHENTICATION AND CERTIFICATE CARDS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, VAT not included.\n"
    "\n"
    "Standard certificate card (7 working days) ........ 450\n"
    "Express certificate card (2 working days) ......... 900\n"
    "Premium card with 3D photo and online check ....... 1,200\n"
    "Re-issue of a lost card ........................... 300\n"
    "High-value handling (declared value over 100,000) . 1,000 per piece\n"
    "\n"
    "Bulk discount: 10% on card fees for 20 pieces or more in one submission.\n"
    "Pieces that fail authentication are returned without a card; the card fee is still charged.\n"
    "Drop-off points: Bangkok office, Nakhon Pathom agent (Yut Amulets, stall C27).\n"
    "Contact: service@saac.co.th",
]
SAAC_INVOICE = [
    "SIAM AMULET AUTHENTICATION CENTRE CO., LTD. (SAAC)\n"
    "TAX INVOICE / INVOICE No. SAAC-INV-25-0871\n"
    "Date: 3 Nov 2025          Due date: 17 Nov 2025\n"
    "Customer: Yut Amulets (Mr. Weerayut Thongprasert), Stall C27, Nakhon Pathom\n"
    "Submission received: 27 Oct 2025, 17 pieces\n"
    "\n"
    "Item                              Qty    Unit price   Amount\n"
    "Standard certificate card         14     450.00       6,300.00\n"
    "Express certificate card          3      900.00       2,700.00\n"
    "High-value handling               1      1,000.00     1,000.00\n"
    "Subtotal                                              10,000.00\n"
    "VAT 7%                                                700.00\n"
    "TOTAL DUE: 10,700.00 THB\n"
    "\n"
    "Result: 16 pieces passed, 1 piece returned without card (lot ref. 0871-09).\n"
    "Please transfer to Bangkok Bank, account SAAC Co., Ltd., 215-7-04432-8.",
]
ACRYLIC_PRICES = [
    "BANGKOK ACRYLIC CASE CO., LTD.\n"
    "118 Soi Charoen Krung 57, Sathorn, Bangkok 10120  Tel. 02-211-6650\n"
    "PRICE LIST 2025 - AMULET BOXES AND DISPLAY\n"
    "Prices in THB, VAT included.\n"
    "\n"
    "Clear box 3 x 4 cm, snap lid ............... 12 per piece\n"
    "Clear box with red velvet insert ........... 18 per piece\n"
    "Premium magnetic box, black base ........... 35 per piece\n"
    "Display tray, 30 slots, velvet ............. 420 per tray\n"
    "Glass-top counter case 60 x 40 cm, LED ..... 3,900 per case\n"
    "\n"
    "Minimum order 100 boxes. Shipping by Kerry 120 THB, free for orders over 3,000 THB.\n"
    "Logo printing on lids: 1,500 THB set-up per design.\n"
    "Contact: Khun Mali, LINE @bkkacrylic",
]
AUCTION_EMAIL = """From: PraAuctionHub Seller Support <sellers@praauctionhub.com>
To: yutamulets.npt@gmail.com
Date: Fri, 31 Oct 2025 16:05
Subject: Changes to seller fees from 1 December 2025

Dear seller Yut Amulets (seller ID YA-20417),

Thank you for selling with PraAuctionHub. From 1 December 2025 our seller fees change as follows:

1. Commission on the final price goes from 5% to 6% per sold lot.
2. The maximum commission per lot goes from 2,500 THB to 3,000 THB.
3. Payouts to your bank account will be made 5 days after the buyer confirms receipt (now 7 days).

Listing stays free for up to 50 lots a month; each lot above 50 costs 10 THB.
Lots that end unsold are still free of charge.

If you have questions, reply to this email or call 02-107-4455 (Mon-Fri 9:00-18:00).

Best regards,
Seller Support Team
PraAuctionHub
"""

# ---------------------------------------------------------------- Thai lab fee list, last year
SAAC_2567 = [
    "ศูนย์ตรวจพระแท้สยาม (บริษัท สยาม อะมิวเล็ท ออเทนติเคชั่น เซ็นเตอร์ จำกัด)",
    "อัตราค่าบริการตรวจพระและออกบัตรรับรอง ปี 2567 (มกราคม – ธันวาคม 2567)",
    "ราคาต่อองค์ ยังไม่รวมภาษีมูลค่าเพิ่ม",
]
SAAC_2567_TABLE = [
    ("บริการ", "ราคา (บาท/องค์)"),
    ("บัตรรับรองมาตรฐาน (7 วันทำการ)", "400"),
    ("บัตรรับรองด่วน (2 วันทำการ)", "800"),
    ("บัตรพรีเมียม ภาพสามมิติ", "1,000"),
    ("ออกบัตรใหม่กรณีบัตรหาย", "250"),
    ("พระราคาสูงเกิน 100,000 บาท ค่าดูแลพิเศษ", "800"),
]
SAAC_2567_BOTTOM = [
    "ส่วนลด 10% เมื่อส่งตรวจครั้งละ 30 องค์ขึ้นไป",
    "จุดรับพระ นครปฐม: ร้านยุทธพระเครื่อง แผง C27 ลานพระองค์พระปฐมเจดีย์",
]

# ---------------------------------------------------------------- books
STALL_2568 = [86500, 74200, 91800, 68300, 72600, 65400, 59800, 71200, 78900, 93400]
AUCTION_2568 = [124000, 98500, 142300, 115600, 108200, 96700, 131500, 152800, 138400, 176900]
CERT_2568 = [4800, 3600, 6300, 4500, 3150, 2700, 5400, 6750, 5850, 7200]
SHIP_2568 = [1850, 1620, 2140, 1780, 1690, 1540, 1960, 2280, 2110, 2640]
STALL_2567 = [79800, 71300, 85600, 63900, 66400, 60200, 55700, 64800, 70300, 82500, 88900, 104600]
AUCTION_2567 = [88000, 76500, 102300, 94800, 81200, 73600, 97400, 112500, 104300, 121600, 133800, 168200]
CERT_2567 = [3600, 2800, 4400, 3200, 2800, 2400, 4000, 4800, 4400, 5600, 6000, 7200]
SHIP_2567 = [1420, 1260, 1650, 1480, 1320, 1210, 1540, 1760, 1690, 1880, 2050, 2470]
LOTS_HEADERS = ["ล็อต (Lot)", "รายการพระ (Item)", "ราคาเปิด (Opening bid)", "ราคาปิด (Final price)",
                "ผู้ชนะ (Winner)", "หมายเหตุ (Note)"]
LOTS_2568 = [
    ("10-01", "เหรียญหลวงพ่อเต๋ วัดสามง่าม ปี 2517 บล็อกนิยม", 5000, 18500, "คุณอ๊อด สามพราน", "มีบัตร SAAC"),
    ("10-02", "พระผงหลวงพ่อแดง วัดเขาบันไดอิฐ", 3000, 9200, "ต้น กำแพงแสน", ""),
    ("10-03", "พระปิดตาเนื้อผงคลุกรัก รุ่นแรก", 10000, 32000, "เสี่ยวิชัย ราชบุรี", "ราคาสูงสุดของเดือน"),
    ("10-04", "เหรียญพระพุทธโสธร ปี 2519", 2000, 6800, "Mr. Lim (Penang)", "ส่ง EMS ต่างประเทศ"),
    ("10-05", "พระสมเด็จเนื้อผง วัดไร่ขิง", 4000, 14300, "คุณแป๋ว บ้านโป่ง", ""),
    ("10-06", "ตะกรุดโทน หลวงพ่อพูล", 1500, 4500, "บอย ดอนตูม", ""),
    ("10-07", "เหรียญหลวงพ่อพูล วัดไผ่ล้อม ปี 2533", 6000, 21700, "คุณอ๊อด สามพราน", "มีบัตร SAAC"),
    ("10-08", "พระกริ่งพุทธโสธร เนื้อนวะ", 4000, 12400, "ช่างเอ๋ นครชัยศรี", ""),
    ("10-09", "เหรียญหลวงพ่อเงิน วัดดอนยายหอม ปี 2509", 9000, 27500, "เสี่ยวิชัย ราชบุรี", "มีบัตร SAAC"),
    ("10-10", "พระนางพญา เนื้อผงใบลาน", 3000, 8900, "คุณจิ๋ม พุทธมณฑล", ""),
    ("10-11", "พระผงรูปเหมือนหลวงพ่อเต๋ ปี 2518", 5000, 15600, "ต้น กำแพงแสน", ""),
    ("10-12", "ล็อกเกตหลวงพ่อพูล ฉากทอง", 2000, 5500, "คุณแป๋ว บ้านโป่ง", ""),
    ("10-13", "เหรียญหล่อหลวงพ่อแช่ม", 8000, None, "", "ไม่มีผู้ประมูล ไม่ถึงราคาเปิด"),
]
LOTS_2567 = [
    ("10-01", "เหรียญหลวงพ่อเต๋ วัดสามง่าม ปี 2517", 5000, 15800, "คุณอ๊อด สามพราน", ""),
    ("10-02", "พระผงหลวงพ่อแดง วัดเขาบันไดอิฐ", 3000, 8600, "บอย ดอนตูม", ""),
    ("10-03", "เหรียญหลวงพ่อเงิน วัดดอนยายหอม ปี 2509", 8000, 24500, "เสี่ยวิชัย ราชบุรี", "ราคาสูงสุดของเดือน"),
    ("10-04", "ตะกรุดสาลิกา", 1500, 6200, "คุณจิ๋ม พุทธมณฑล", ""),
    ("10-05", "พระกริ่งพุทธโสธร เนื้อนวะ", 4000, 11300, "ช่างเอ๋ นครชัยศรี", ""),
    ("10-06", "เหรียญหลวงพ่อพูล วัดไผ่ล้อม ปี 2533", 6000, 19700, "คุณอ๊อด สามพราน", ""),
    ("10-07", "พระนางพญา เนื้อผงใบลาน", 3000, 9400, "คุณแป๋ว บ้านโป่ง", ""),
    ("10-08", "พระปิดตาเนื้อผงคลุกรัก", 9000, 26100, "Mr. Lim (Penang)", ""),
]


def _book(path: Path, year: str, stall: list[int], auction: list[int], rent: int, cert: list[int],
          ship: list[int], lots: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านยุทธพระเครื่อง ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าแผง (Stall, THB)", "ประมูลออนไลน์ (Online auction, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, stall, auction):
        sales.append([f"{month} {year}", a, b, a + b])
    label = "รวมทั้งปี (Year total)" if len(stall) == 12 else f"รวม ม.ค.-{MONTHS[len(stall) - 1]} (Total so far)"
    sales.append([label, sum(stall), sum(auction), sum(stall) + sum(auction)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ซื้อพระเข้าร้าน (Stock bought)", "ค่าเช่าแผง (Stall rent)",
                  "ค่าบัตรรับรอง (Certificates)", "ค่าธรรมเนียมเว็บประมูล (Auction fees)", "ค่าส่งพัสดุ (Shipping)",
                  "รวม (Total)"])
    for month, a, b, c, s in zip(MONTHS, stall, auction, cert, ship):
        stock = int(round((a + b) * 0.55, -2))
        fee = b * 5 // 100
        costs.append([f"{month} {year}", stock, rent, c, fee, s, stock + rent + c + fee + s])
    for column in range(2, 8):
        money_format(costs, column)
    sheet = book.create_sheet("ประมูล ต.ค. Oct lots")
    sheet.append([f"รายการประมูลออนไลน์ เดือนตุลาคม {year} (October auction lots)"])
    sheet.append(LOTS_HEADERS)
    for row in lots:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", f"ขายได้ {sum(1 for r in lots if r[3])} ล็อต", "",
                  sum(r[3] for r in lots if r[3]), "", ""])
    for column in (3, 4):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- household book
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2189.40, "PEA"), ("ค่าน้ำประปา (Water)", 296, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 10800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3620, ""),
                  ("ผ่อนประกันสุขภาพพ่อ (Dad's health insurance)", 2320, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""),
                  ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2274.85, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 11450, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""),
                  ("ผ่อนประกันสุขภาพพ่อ (Dad's health insurance)", 2320, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""),
                  ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ซ่อมเครื่องซักผ้า (Washing machine repair)", 1350, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2356.12, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SkyNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("ผ่อนประกันสุขภาพพ่อ (Dad's health insurance)", 2320, "เจ้าพระยาประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2980, "รพ.นครปฐม"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""),
                  ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ")],
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
    top = ["โรงเรียนศรีวิชัยวิทยา จังหวัดนครปฐม", f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปวีณ์ธิดา ทองประเสริฐ  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 36218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4478-5503",
              "หากชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "14,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าอาหารกลางวัน", "5,200"), ("ค่าหนังสือ ชุดพละ และอุปกรณ์", "3,650")],
                "29,350", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "14,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าอาหารกลางวัน", "5,200"), ("ค่าค่ายวิทยาศาสตร์ กาญจนบุรี", "2,400"),
                           ("ค่าประกันอุบัติเหตุ", "350")],
                "28,450", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Pathom\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weerayut Thongprasert\n"
    "Address: 112/7 Soi Phra Prathon 4, Phra Pathom Chedi, Mueang Nakhon Pathom 73000\n"
    "Customer no. 020017733150\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 30,118 -> 30,616   Units used: 498 kWh\n"
    "Energy charge 2,105.64  Ft 44.62  Service 51.72  VAT 7% 154.14\n"
    "AMOUNT DUE: 2,356.12 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
SKYNET_BILL = [
    "SKYNET FIBRE CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weerayut Thongprasert    Account: SN-7302-1184\n"
    "Package: Home Fibre 1000/500 Mbps + Wi-Fi 6 router    699.00\n"
    "VAT 7%                                                 48.93\n"
    "TOTAL                                                 747.93 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit, Siam Metro Bank.",
]
HEALTH_LETTER = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Service Office, Rajvithi Road\n"
    "24 October 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - HEALTH INSURANCE\n"
    "Dear Mr. Weerayut Thongprasert (policy owner),\n"
    "The health policy below will be renewed for the year 1 Dec 2025 - 30 Nov 2026.\n"
    "Insured person: Mr. Somboon Thongprasert, age 68\n"
    "Policy no. HL-5523-0198, plan Senior Care 300 (in-patient cover 300,000 THB a year)\n"
    "\n"
    "Annual premium 2025-2026: 27,840 THB (2024-2025: 24,960 THB)\n"
    "The premium rises because the insured has moved into the age band 66-70.\n"
    "Monthly payment option: 2,320 THB by credit card.\n"
    "Please pay by 30 Nov 2025. Grace period 31 days.\n"
    "\n"
    "Agent: Khun Supaporn Daengdee, 081-552-7406\n"
    "Chao Phraya Life Assurance",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(STALL_2568) + sum(AUCTION_2568)
    return [
        ("แผนร้านยุทธพระเครื่อง ปี 2569", "Yut Amulets - plan for 2026\nวีรยุทธ ทองประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ประมูลออนไลน์โตขึ้น ต.ค. ทำได้ 176,900 บาท สูงสุดตั้งแต่เปิดร้าน\n"
                         "งานจัดสร้างเหรียญวัดสระบัวทอง งานแรกของร้าน"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,600,000 บาท\nสัดส่วนประมูลออนไลน์ 65%\n"
                            "รับงานจัดสร้างพระให้วัด 2 งาน"),
        ("เงินกู้ธนาคาร", "วงเงิน 600,000 บาท ผ่อนเดือนละ 14,300 บาท 48 งวด\n"
                          "ใช้ซื้อพระเข้าสต็อก 450,000 บาท\nกล้องและไฟไลฟ์สด 60,000 บาท, ตู้โชว์หน้าแผง 4 ตู้ 15,600 บาท"),
        ("ต้นทุนที่ขึ้น", "ค่าเช่าแผงขึ้นเป็น 4,300 บาท ตั้งแต่ ม.ค. 2569\n"
                          "ค่าคอมเว็บประมูลขึ้นเป็น 6% ตั้งแต่ ธ.ค. 2568\nค่าบัตรรับรองมาตรฐานขึ้นเป็น 450 บาท"),
        ("งานที่ต้องทำ", "เปิด LINE OA รับฝากขาย\nจ้างแอดมินไลฟ์ 1 คน เดือนละ 9,500 บาท\nทำเว็บเช็กบัตรรับรองของร้าน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านพระ/จัดสร้างพระ/แชทไลน์_ลุงประยงค์_วัดสระบัวทอง.txt": """วันพฤหัสบดี 9/10/2568
[10:14] ลุงประยงค์ วัดสระบัวทอง: เฮียยุทธ ท่านเจ้าอาวาสดูร่างใบเสนอราคาแล้ว อยากได้ทองแดงเพิ่มเป็น 5,000 เหรียญ
[10:16] ลุงประยงค์ วัดสระบัวทอง: แล้วขอเนื้อเงินสัก 100 เหรียญไว้ให้กรรมการด้วย
[10:40] ยุทธพระเครื่อง: ได้ครับลุง เดี๋ยวผมถามโรงงานเพชรเกษมก่อน ถ้าเกิน 5,000 น่าจะลดราคาทองแดงได้
วันพุธ 15/10/2568
[14:05] ยุทธพระเครื่อง: ลุงครับ ส่งใบเสนอราคาฉบับแก้แล้วนะครับ รวม 341,400 บาท ทองแดงลดเหลือเหรียญละ 35
[14:30] ลุงประยงค์ วัดสระบัวทอง: เดี๋ยวเข้าที่ประชุมกรรมการวันเสาร์นะ
วันเสาร์ 18/10/2568
[17:22] ลุงประยงค์ วัดสระบัวทอง: กรรมการอนุมัติแล้ว 341,400 ตามใบเสนอราคา
[17:25] ลุงประยงค์ วัดสระบัวทอง: แต่พิธีพุทธาภิเษกเลื่อนจาก 7 ธ.ค. เป็น 14 ธ.ค. นะ ฤกษ์ท่านเจ้าอาวาสไม่ว่าง
[17:31] ยุทธพระเครื่อง: รับทราบครับ ผมส่งของให้วัดภายใน 5 ธ.ค. เหมือนเดิมครับ
วันจันทร์ 20/10/2568
[09:48] ลุงประยงค์ วัดสระบัวทอง: โอนมัดจำ 170,700 แล้วนะเฮีย เข้าบัญชีร้าน
[09:55] ยุทธพระเครื่อง: ได้รับแล้วครับ ขอบคุณครับลุง เดี๋ยวส่งรูปบล็อกเหรียญให้ท่านดูก่อนปั๊มครับ
[09:57] ลุงประยงค์ วัดสระบัวทอง: ส่วนที่เหลือ 170,700 วัดจ่ายวันรับเหรียญนะ
""",
    "ร้านพระ/แชท/แชทไลน์_เสี่ยวิชัย_ราชบุรี.txt": """[3 ต.ค. 68 19:42] เสี่ยวิชัย ราชบุรี: เฮีย เหรียญหลวงพ่อเต๋ปี 12 บล็อกแรก ที่ลงเพจเมื่อวาน ยังอยู่ไหม
[3 ต.ค. 68 19:50] ยุทธพระเครื่อง: ยังอยู่ครับเสี่ย ผิวเดิม ไม่ล้าง ผมตั้งไว้ 120,000 ครับ
[3 ต.ค. 68 19:58] เสี่ยวิชัย ราชบุรี: แพงไป 100,000 ได้ไหม
[3 ต.ค. 68 20:15] ยุทธพระเครื่อง: ไม่ไหวครับเสี่ย ต้นทุนผมก็สูง ให้ 112,000 ครับ ราคาลูกค้าประจำ
[3 ต.ค. 68 20:21] เสี่ยวิชัย ราชบุรี: โอเค 112,000 แต่ขอบัตร SAAC ด้วยนะ
[4 ต.ค. 68 09:05] ยุทธพระเครื่อง: เสี่ยครับ ถ้าเอาบัตรด่วนต้องเพิ่ม 900 นะครับ
[4 ต.ค. 68 09:30] เสี่ยวิชัย ราชบุรี: งั้นแบบนี้ 110,000 รวมบัตรแล้ว จบเลย ไม่งั้นไม่เอา
[4 ต.ค. 68 09:41] ยุทธพระเครื่อง: ได้ครับ 110,000 รวมบัตร SAAC ครับ ตกลงครับ
[4 ต.ค. 68 10:02] เสี่ยวิชัย ราชบุรี: โอนมัดจำ 30,000 ไปแล้ว ที่เหลือ 80,000 จ่ายตอนรับพระพร้อมบัตร
[15 ต.ค. 68 16:20] ยุทธพระเครื่อง: บัตรออกแล้วครับเสี่ย ผ่านครับ นัดรับที่แผงได้เลยครับ
[18 ต.ค. 68 11:12] เสี่ยวิชัย ราชบุรี: รับพระแล้ว โอนอีก 80,000 แล้วนะ สวยมาก
""",
    "ร้านพระ/บัญชี/พระฝากขาย_พ.ย.68.md": """# พระฝากขาย เดือนพฤศจิกายน 2568

หักค่าคอมร้าน 10% จากราคาขายจริง  ขายไม่ได้ใน 60 วัน คืนเจ้าของ

| เจ้าของ | รายการ | ราคาตั้ง | วันรับฝาก |
|---|---|---|---|
| คุณอ๊อด สามพราน | เหรียญหลวงพ่อพูล ปี 2536 | 8,500 บาท | 2 พ.ย. |
| คุณอ๊อด สามพราน | พระผงหลวงพ่อแดง | 12,000 บาท | 2 พ.ย. |
| ช่างเอ๋ นครชัยศรี | พระกริ่งพุทธโสธร | 15,000 บาท | 5 พ.ย. |
| คุณจิ๋ม พุทธมณฑล | ตะกรุดหลวงพ่อพูล 3 ดอก | 6,000 บาท | 6 พ.ย. |
| คุณจิ๋ม พุทธมณฑล | เหรียญหลวงพ่อเงิน ปี 2513 | 22,000 บาท | 6 พ.ย. |

รวมราคาตั้ง 63,500 บาท
ขายแล้ว: พระผงหลวงพ่อแดง ขายได้ 11,500 (ไลฟ์ 8 พ.ย.) ค้างโอนให้คุณอ๊อด 10,350
""",
    "ร้านพระ/บัญชี/สรุปไลฟ์ประมูล_8พ.ย.68.md": """# สรุปไลฟ์ประมูล คืนวันเสาร์ 8 พ.ย. 68 (เพจ ยุทธพระเครื่อง นครปฐม)

- ลงประมูล 18 ล็อต ขายได้ 15 ล็อต
- ยอดปิดรวม 96,450 บาท
- ล็อตแพงสุด: เหรียญหลวงพ่อเงิน วัดดอนยายหอม ปี 2509 ปิดที่ 24,000 (คุณแป๋ว บ้านโป่ง)
- คนดูพร้อมกันสูงสุด 412 คน
- ไม่ถึงราคาเปิด 3 ล็อต: เหรียญหล่อหลวงพ่อแช่ม, ตะกรุดสาลิกา, พระนางพญา
- รอบหน้า 15 พ.ย. ต้องเช็กเน็ตที่แผงก่อน ไลฟ์หลุด 2 ครั้ง
""",
    "ร้านพระ/โน้ตดูพระ_เหรียญหลวงพ่อเต๋.md": """# โน้ตดูเหรียญหลวงพ่อเต๋ วัดสามง่าม (จดไว้กันลืม)
- ปี 2512 บล็อกแรก: ขอบข้างมีตะเข็บเส้นเดียว ติ่งหูด้านซ้ายชัด
- ปี 2517: ดูเส้นจีวรพาดแขน 3 เส้น ของเก๊มัก 2 เส้น
- ผิวเดิมสีน้ำตาลอมแดง ถ้าเหลืองจัดคือล้างมา ราคาตก
- ถามประวัติเจ้าของเดิมทุกครั้ง ถ่ายรูปส่งแล็บก่อนรับซื้อองค์แพง
""",
    "ร้านพระ/Suppliers/email_PraAuctionHub_commission_Nov2025.txt": AUCTION_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[2 พ.ย. 68 19:05] นภา: เฮีย ค่าเทอมเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 28,450
[2 พ.ย. 68 19:12] ยุทธ: พรุ่งนี้โอนให้ ค่ายวิทย์กาญจน์รวมในนั้นแล้วใช่ป่ะ
[2 พ.ย. 68 19:13] นภา: ใช่ 2,400 รวมแล้ว
[2 พ.ย. 68 19:20] ใบเตย: ป๊าาา ค่ายไป 27-29 พ.ย. นะคะ ต้องซื้อถุงนอนด้วย
[3 พ.ย. 68 08:10] พ่อ: วันที่ 19 พ่อนัดหมอเข่าที่ รพ.นครปฐม นะ
[3 พ.ย. 68 08:25] ยุทธ: ผมพาไปเองพ่อ เช้าวันพุธแผงไม่ค่อยมีคน
[3 พ.ย. 68 12:40] นภา: ประกันสุขภาพพ่อปีนี้ขึ้นเป็น 27,840 นะ ต้องจ่ายก่อนสิ้นเดือน
[3 พ.ย. 68 12:44] ยุทธ: ผ่อนบัตรเดือนละ 2,320 เหมือนเดิมก็ได้
[5 พ.ย. 68 21:02] นภา: ธนาคารสยามเมโทรโทรมา ให้เซ็นเอกสารเงินกู้ร้านก่อน 14 พ.ย.
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อสมบูรณ์)
- ข้อเข่าเสื่อมทั้งสองข้าง + ความดัน รักษาที่ รพ.นครปฐม แผนกกระดูกและข้อ (หมอธนวัฒน์)
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.30 น. ฉีดยาเข้าข้อเข่าขวา เข็มที่ 2
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. จ่ายรวมค่าหมอและยา 2,980 บาท (เบิกประกันไม่ได้ เพราะเป็นผู้ป่วยนอก)
- หมอให้ลดน้ำหนัก 5 กิโล เดินในน้ำสัปดาห์ละ 3 ครั้ง
""",
}
TODO = {"todo.md": """- เซ็นเอกสารเงินกู้สยามเมโทร ก่อน 14 พ.ย.
- โอนค่าเทอมเตย ก่อน 10 พ.ย.
- จ่ายบิลแล็บ SAAC ก่อน 17 พ.ย.
- เลือกร้านเลี่ยมกรอบ (หมู vs นครชัย)
- ส่งรูปบล็อกเหรียญให้วัดสระบัวทองดู
- พาพ่อไปหาหมอ 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านพระ"
    making, suppliers, lab, papers, books = (shop / "จัดสร้างพระ", shop / "Suppliers", shop / "Lab",
                                             shop / "เอกสารร้าน", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (making, suppliers, lab, papers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(making / "ใบเสนอราคา_จัดสร้างเหรียญ_วัดสระบัวทอง_ร่าง.docx", TEMPLE_DRAFT, TEMPLE_DRAFT_TABLE,
               bottom=TEMPLE_DRAFT_BOTTOM)
    write_docx(making / "ใบเสนอราคา_จัดสร้างเหรียญ_วัดสระบัวทอง_ฉบับจริง.docx", TEMPLE_FINAL, TEMPLE_FINAL_TABLE,
               bottom=TEMPLE_FINAL_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคา_เลี่ยมกรอบ_ร้านหมูเลี่ยมพระ.docx", CASE_MOO, CASE_MOO_TABLE,
               bottom=CASE_MOO_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคา_เลี่ยมกรอบ_ห้างทองนครชัย.docx", CASE_NAKHONCHAI, CASE_NAKHONCHAI_TABLE,
               bottom=CASE_NAKHONCHAI_BOTTOM)
    make_pdf(suppliers / "BkkAcrylic_pricelist_2025.pdf", ACRYLIC_PRICES)
    make_pdf(lab / "SAAC_fee_schedule_2025.pdf", SAAC_2025)
    write_docx(lab / "อัตราค่าบริการ_ศูนย์ตรวจพระแท้สยาม_2567.docx", SAAC_2567, SAAC_2567_TABLE,
               bottom=SAAC_2567_BOTTOM)
    make_pdf(lab / "SAAC_invoice_INV-25-0871.pdf", SAAC_INVOICE)
    write_docx(papers / "หนังสือลานพระองค์พระปฐม_ปรับค่าเช่าแผง.docx", MARKET_LETTER)
    make_pdf(papers / "SiamMetroBank_SME_loan_offer.pdf", BANK_LOAN)
    _book(books / "สมุดบัญชีร้าน_2568.xlsx", "2568", STALL_2568, AUCTION_2568, 3800, CERT_2568, SHIP_2568, LOTS_2568)
    _book(books / "สมุดบัญชีร้าน_2567.xlsx", "2567", STALL_2567, AUCTION_2567, 3500, CERT_2567, SHIP_2567, LOTS_2567)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SkyNet_fibre_bill_Oct2025.pdf", SKYNET_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_health_renewal_2025.pdf", HEALTH_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
