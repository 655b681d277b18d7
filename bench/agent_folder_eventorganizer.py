"""The eventorganizer folder: the papers of a small Pattaya event organiser and his household, written by code.

The owner is นายวรวุฒิ ทองประเสริฐ (พี่วุฒิ). He runs "บลูโคสต์ อีเวนท์" (Blue Coast Event Limited Partnership),
a small firm in Na Kluea, Bang Lamung, Chonburi, that puts on company New Year parties, seminars and the odd
wedding, mostly at hotels in Pattaya and Jomtien. He keeps a rented warehouse in ซอยนาเกลือ 12 and two office
staff; the event crews are freelancers. His wife นก (นางกมลชนก) keeps the books, their daughter ใบเตย
(ด.ญ.ปุณยวีร์) is in ม.2, his father ตาสมบูรณ์ lives with them in Nong Prue. It is late November 2568 (2025).

Documents/งานอีเวนท์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ปีใหม่ไทยโพลีเคม_ร่าง.docx: draft quote QT-BC-2568-118 to Thai Polychem Industry for
  their New Year party, 200 guests at 850, total 340,260 incl. VAT.
- ใบเสนอราคา/ใบเสนอราคา_ปีใหม่ไทยโพลีเคม_ส่งลูกค้า.docx: the version sent, 230 guests at 820, a photographer
  added, total 369,257.
- ใบเสนอราคา/ใบเสนอราคา_สัมมนา_อีสเทิร์นออโต้พาร์ท.docx: quote QT-BC-2568-124 for Eastern Auto Parts' 2-day
  seminar, 60 people, 243,960; deposit 30% = 73,188 by 15 ธันวาคม 2568.
- ซัพพลายเออร์/OceanStage_quotation_OS-Q-2511-07.pdf: English quote for stage, sound, light, LED 3x5 m: 52,000.
- ซัพพลายเออร์/ใบเสนอราคา_พัทยาซาวด์แอนด์ไลท์.docx: Thai quote from another firm for the same job (LED 3x4 m):
  48,500.
- ซัพพลายเออร์/SiamTent_invoice_ST-2511-042.pdf: English invoice of Siam Tent & Furniture for the 8 Nov
  retirement party, 20,330, due 25 Nov 2025.
- ซัพพลายเออร์/ราคาเช่า_สยามเต็นท์_2568.docx: the same firm's Thai price list (บริษัท สยามเต็นท์ แอนด์
  เฟอร์นิเจอร์ จำกัด).
- ซัพพลายเออร์/CapeJomtien_banquet_packages_2025-26.pdf: the hotel's English banquet and meeting package rates.
- ซัพพลายเออร์/email_CapeJomtien_confirmation.txt: the hotel's email confirming the Ocean Ballroom for 19 Dec,
  deposit 50,000 by 28 Nov 2025.
- บัญชี/รายรับรายจ่ายงาน_2568.xlsx: this year's book, three sheets (jobs; month by month; office costs),
  January to November; October revenue 452,500, November 445,000.
- บัญชี/รายรับรายจ่ายงาน_2567.xlsx: last year's book, same layout, January to December; November 314,500.
- บัญชี/ค่าจ้างทีมงาน_พ.ย.68.md: freelance crew pay for November, 28,150 in all.
- แชท/แชทไลน์_คุณแพร_HR_ไทยโพลีเคม.txt: LINE chat with the client; 230 -> 250 guests, photographer dropped,
  settled at 370,755.
- แชท/แชทไลน์_พี่โอ๊ต_ซันเซ็ทแบนด์.txt: LINE chat with the band; 32,000 -> 28,000, then +2,000 = 30,000.
- งานที่กำลังจะจัด/กำหนดการ_ปีใหม่ไทยโพลีเคม_19ธ.ค.md: the run-sheet of the party night.
- งานที่กำลังจะจัด/Proposal_สัมมนา_EasternAutoParts_2569.pptx: proposal slides for the Eastern Auto seminar.
- เอกสารบริษัท/KTB_SME_loan_approval_Nov2025.pdf: Krungthai Bank's English letter approving a 450,000 loan at
  5.85% for an LED screen, 13,660 a month.
- เอกสารบริษัท/สัญญาเช่าโกดัง_นาเกลือ.docx: warehouse lease, 9,500 a month, deposit 19,000.
- เอกสารบริษัท/รายการอุปกรณ์ในโกดัง.md: what is in the warehouse.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/CoastLink_internet_Oct2025.pdf: English bills (2,857.92; 747.93).
- Bills/email_KTB_creditcard_Nov2025.txt: the bank's credit-card e-statement email (not the loan).
- ประกัน/EasternStar_health_renewal_2026.pdf: English renewal of นก's health insurance, 26,450 by 15 Dec 2025.
- ค่าเทอมใบเตย/ใบแจ้งค่าเทอม_ใบเตย_ภาค1-2568.docx and ใบแจ้งค่าเทอม_ใบเตย_ภาค2-2568.docx: school fee
  notices (34,750; 34,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านทองประเสริฐ.txt: the family's LINE group; grandpa's birthday dinner moves to Sunday 23 พ.ย.
  at เรือนไทยซีฟู้ด.
- ผ่อนบ้าน_ธอส.md: notes on the house loan with ธอส., 11,200 a month.
- ของขวัญปีใหม่.md: a New Year gift list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
HEAD = ("ห้างหุ้นส่วนจำกัด บลูโคสต์ อีเวนท์ (Blue Coast Event) 45/7 หมู่ 6 ซอยนาเกลือ 12 ต.นาเกลือ "
        "อ.บางละมุง จ.ชลบุรี 20150 โทร 086-417-2290")

# ---------------------------------------------------------------- quotes to clients
POLYCHEM_TOP = "เรียน คุณแพรวพรรณ ฝ่ายทรัพยากรบุคคล บริษัท ไทยโพลีเคม อินดัสทรี จำกัด"
POLYCHEM_DRAFT = [
    HEAD,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-BC-2568-118",
    "วันที่ 28 ตุลาคม 2568",
    POLYCHEM_TOP,
    "เรื่อง งานเลี้ยงปีใหม่พนักงาน ธีม \"Neon Night\" วันศุกร์ที่ 19 ธันวาคม 2568 "
    "ห้อง Ocean Ballroom โรงแรมเคปจอมเทียน รีสอร์ท",
]
POLYCHEM_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("อาหารบุฟเฟ่ต์นานาชาติ + น้ำอัดลม (โรงแรม)", "200 ท่าน", "850", "170,000"),
    ("เวที แสง เสียง จอ LED", "1 งาน", "52,000", "52,000"),
    ("วงดนตรี 5 ชิ้น + พิธีกร", "1 งาน", "38,000", "38,000"),
    ("ตกแต่งธีม Neon Night + ซุ้มถ่ายรูป", "1 งาน", "28,000", "28,000"),
    ("ค่าบริหารจัดการและทีมงาน", "1 งาน", "30,000", "30,000"),
    ("รวมก่อนภาษี", "", "", "318,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "22,260"),
    ("รวมทั้งสิ้น", "", "", "340,260"),
]
POLYCHEM_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 340,260 บาท (สามแสนสี่หมื่นสองร้อยหกสิบบาทถ้วน)",
    "ร่าง - ยังไม่ส่ง รอคุณแพรยืนยันจำนวนคน และรอราคาเวทีจากพัทยาซาวด์อีกเจ้า",
]
POLYCHEM_FINAL = [
    HEAD,
    "ใบเสนอราคา  เลขที่ QT-BC-2568-118 (แก้ไขครั้งที่ 1)",
    "วันที่ 5 พฤศจิกายน 2568",
    POLYCHEM_TOP,
    "เรื่อง งานเลี้ยงปีใหม่พนักงาน ธีม \"Neon Night\" วันศุกร์ที่ 19 ธันวาคม 2568 "
    "ห้อง Ocean Ballroom โรงแรมเคปจอมเทียน รีสอร์ท",
]
POLYCHEM_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("อาหารบุฟเฟ่ต์นานาชาติ + น้ำอัดลม (โรงแรม)", "230 ท่าน", "820", "188,600"),
    ("เวที แสง เสียง จอ LED", "1 งาน", "48,500", "48,500"),
    ("วงดนตรี 5 ชิ้น + พิธีกร", "1 งาน", "35,000", "35,000"),
    ("ตกแต่งธีม Neon Night + ซุ้มถ่ายรูป", "1 งาน", "28,000", "28,000"),
    ("ช่างภาพนิ่ง + วิดีโอไฮไลต์", "1 งาน", "15,000", "15,000"),
    ("ค่าบริหารจัดการและทีมงาน", "1 งาน", "30,000", "30,000"),
    ("รวมก่อนภาษี", "", "", "345,100"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "24,157"),
    ("รวมทั้งสิ้น", "", "", "369,257"),
]
POLYCHEM_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 369,257 บาท (สามแสนหกหมื่นเก้าพันสองร้อยห้าสิบเจ็ดบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% ภายในวันที่ 28 พฤศจิกายน 2568 ส่วนที่เหลือชำระภายใน 7 วันหลังจบงาน",
    "เปลี่ยนจำนวนผู้ร่วมงานได้ถึงวันที่ 12 ธันวาคม 2568 คิดเพิ่ม/ลดท่านละ 820 บาท",
    "ลงชื่อ วรวุฒิ ทองประเสริฐ ผู้เสนอราคา",
]

EASTERN_QUOTE = [
    HEAD,
    "ใบเสนอราคา  เลขที่ QT-BC-2568-124",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณธีรศักดิ์ ผู้จัดการฝ่ายบุคคล บริษัท อีสเทิร์น ออโต้พาร์ท จำกัด (นิคมอุตสาหกรรมอมตะซิตี้ ชลบุรี)",
    "เรื่อง สัมมนาประจำปี \"Drive Together 2026\" 2 วัน 1 คืน วันที่ 16-17 มกราคม 2569 "
    "โรงแรมเคปจอมเทียน รีสอร์ท ผู้เข้าร่วม 60 คน",
]
EASTERN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("แพ็กเกจสัมมนาเต็มวัน (ห้องประชุม อาหาร 3 มื้อ coffee break 2 ครั้ง)", "60 ท่าน", "1,350", "81,000"),
    ("ห้องพัก Deluxe พักคู่ 1 คืน รวมอาหารเช้า", "30 ห้อง", "2,200", "66,000"),
    ("กิจกรรม Team Building ชายหาด 5 ฐาน + อุปกรณ์ + ทีมสันทนาการ", "1 งาน", "25,000", "25,000"),
    ("รถบัส VIP 40 ที่นั่ง ไป-กลับ อมตะซิตี้ - จอมเทียน", "2 คัน", "18,000", "36,000"),
    ("ทีมงานประสานงานและบริหารจัดการ", "1 งาน", "20,000", "20,000"),
    ("รวมก่อนภาษี", "", "", "228,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "15,960"),
    ("รวมทั้งสิ้น", "", "", "243,960"),
]
EASTERN_BOTTOM = [
    "รวมทั้งสิ้น 243,960 บาท (สองแสนสี่หมื่นสามพันเก้าร้อยหกสิบบาทถ้วน)",
    "ไม่รวมค่าวิทยากร (ลูกค้าจัดหาเอง) และค่าเครื่องดื่มแอลกอฮอล์",
    "มัดจำ 30% = 73,188 บาท ชำระภายในวันที่ 15 ธันวาคม 2568 เพื่อยืนยันห้องพักกับโรงแรม",
    "ราคานี้ยืนถึงวันที่ 15 ธันวาคม 2568",
    "ลงชื่อ วรวุฒิ ทองประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier papers
OCEAN_QUOTE = [
    "OCEAN STAGE & SOUND CO., LTD.\n"
    "212/9 Moo 10, Thepprasit Road, Nong Prue, Bang Lamung, Chonburi 20150  Tel. 038-114-562\n"
    "QUOTATION No. OS-Q-2511-07          Date: 30 Oct 2025\n"
    "To: Blue Coast Event (Khun Worawut Thongprasert)\n"
    "Event: Thai Polychem New Year Party, 19 Dec 2025, Ocean Ballroom, Cape Jomtien Resort\n"
    "\n"
    "Stage 6 x 9 m, height 60 cm, with black skirt ............ 6,000\n"
    "Line-array sound system, 2 wireless mics, mixer ......... 16,000\n"
    "Lighting: 12 moving heads, 16 LED pars, hazer ........... 12,000\n"
    "LED screen 3 x 5 m (P3.9) with video switcher ........... 14,000\n"
    "Crew: 4 technicians, set-up from 12:00 .................. 4,000\n"
    "\n"
    "TOTAL 52,000 THB (VAT included)\n"
    "Deposit 30% on confirmation, balance on the event day.\n"
    "Quotation valid 30 days. Contact: Mr. Kittisak, 089-771-3305",
]
PATTAYA_SOUND = [
    "พัทยาซาวด์ แอนด์ ไลท์ (Pattaya Sound & Light) 99/3 ถนนสุขุมวิท ต.หนองปรือ อ.บางละมุง จ.ชลบุรี โทร 081-662-0947",
    "ใบเสนอราคา เลขที่ PSL-68/311  วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณวรวุฒิ บลูโคสต์ อีเวนท์",
    "งาน ปีใหม่ไทยโพลีเคม 19 ธ.ค. 2568 ห้อง Ocean Ballroom โรงแรมเคปจอมเทียน",
]
PATTAYA_SOUND_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("เวที 6 x 8 ม. สูง 60 ซม. พร้อมผ้าสเกิร์ต", "6,000"),
    ("ระบบเสียง ลำโพงไลน์อะเรย์ ไมค์ลอย 4 ตัว", "15,000"),
    ("ไฟมูฟวิ่งเฮด 10 ตัว ไฟพาร์ 12 ตัว เครื่องทำควัน", "11,500"),
    ("จอ LED 3 x 4 ม.", "12,000"),
    ("ทีมช่าง 4 คน", "4,000"),
    ("รวม (รวม VAT แล้ว)", "48,500"),
]
PATTAYA_SOUND_BOTTOM = ["รวมทั้งสิ้น 48,500 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
                        "มัดจำ 10,000 บาท ที่เหลือจ่ายหน้างาน",
                        "ติดต่อ พี่ชาญ 081-662-0947"]

SIAMTENT_INVOICE = [
    "SIAM TENT & FURNITURE CO., LTD.\n"
    "Event tents, tables and chairs for rent - Sattahip Road, Chonburi\n"
    "INVOICE No. ST-2511-042        Date: 10 Nov 2025        Due date: 25 Nov 2025\n"
    "Bill to: Blue Coast Event Limited Partnership, 45/7 Moo 6, Soi Na Kluea 12, Bang Lamung\n"
    "Event: retirement party of Khun Sompong, Na Jomtien, 8 Nov 2025\n"
    "\n"
    "Dome tent 5 x 5 m                 4 units    x 1,200     4,800.00\n"
    "Chinese round table with cover    20 units   x 250       5,000.00\n"
    "Cushioned chair with cover        200 units  x 25        5,000.00\n"
    "Mist fan                          6 units    x 450       2,700.00\n"
    "Transport in Pattaya area         1 trip     x 1,500     1,500.00\n"
    "\n"
    "Subtotal 19,000.00   VAT 7% 1,330.00\n"
    "GRAND TOTAL 20,330.00 THB\n"
    "Please transfer to Bangkok Bank, Siam Tent & Furniture Co., Ltd., 412-3-08876-5",
]
SIAMTENT_LIST = ["บริษัท สยามเต็นท์ แอนด์ เฟอร์นิเจอร์ จำกัด", "ใบราคาค่าเช่าอุปกรณ์จัดงาน ปี 2568",
                 "ราคาต่อวัน ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
SIAMTENT_TABLE = [
    ("รายการ", "ค่าเช่าต่อวัน"),
    ("เต็นท์โดม 5 x 5 ม.", "1,200 บาท/หลัง"),
    ("เต็นท์ผ้าใบ 4 x 8 ม.", "900 บาท/หลัง"),
    ("โต๊ะจีนพร้อมผ้าคลุม", "250 บาท/ตัว"),
    ("เก้าอี้เบาะพร้อมผ้าคลุม", "25 บาท/ตัว"),
    ("โต๊ะพับหน้าขาว", "60 บาท/ตัว"),
    ("พัดลมไอน้ำ", "450 บาท/ตัว"),
    ("ค่าขนส่งในเขตพัทยา", "1,500 บาท/เที่ยว"),
]
SIAMTENT_BOTTOM = ["เช่าเกิน 2 วัน ลด 10% ในวันที่ 3 เป็นต้นไป", "ติดต่อ คุณอรอุมา ฝ่ายขาย 089-204-7716"]

CAPE_PACKAGES = [
    "CAPE JOMTIEN RESORT PATTAYA\n"
    "BANQUET & MEETING PACKAGES  1 November 2025 - 31 October 2026\n"
    "Net prices per person in THB, minimum 50 persons\n"
    "\n"
    "PARTY PACKAGES (dinner buffet, soft drinks, 4 hours of room)\n"
    "Package A - Thai & Classic Buffet ........................ 590\n"
    "Package B - International Buffet ......................... 690\n"
    "Package C - Premium Buffet with seafood station .......... 890\n"
    "Beer free-flow 3 hours, add ............................... 350\n"
    "\n"
    "MEETING PACKAGES\n"
    "Half-day meeting (1 lunch, 1 coffee break) ............... 750\n"
    "Full-day meeting (lunch, dinner, 2 coffee breaks) ........ 1,050\n"
    "Deluxe room, twin sharing, with breakfast ....... 1,900 per room\n"
    "\n"
    "Corkage 300 THB per bottle. Agent rates, not for public display.\n"
    "Banquet sales: Ms. Jintana Phromsuk, banquet@capejomtien.com",
]
CAPE_EMAIL = """From: Jintana Phromsuk <banquet@capejomtien.com>
To: bluecoastevent@gmail.com
Date: Fri, 7 Nov 2025 15:22
Subject: Confirmation - Thai Polychem New Year Party, 19 Dec 2025

Dear Khun Worawut,

Thank you for choosing Cape Jomtien Resort again this year. We are pleased to confirm:

Function room: Ocean Ballroom, 18:00 - 23:00 (set-up from 12:00)
Package: B - International Buffet, 690 THB net per person
Guaranteed number: 230 persons (can be changed until 12 Dec 2025)
Stage area: 6 x 9 m at the sea side of the room; your sound supplier may load in from the back door B2.

Deposit: 50,000 THB, please transfer by 28 Nov 2025 to keep the room.
The balance is settled on the night of the event.

Please send us the final run-sheet one week before the event.

Best regards,
Jintana Phromsuk
Banquet Sales Manager, Cape Jomtien Resort Pattaya
038-250-118
"""

# ---------------------------------------------------------------- company papers
KTB_LOAN = [
    "KRUNGTHAI BANK PUBLIC COMPANY LIMITED\n"
    "Pattaya Klang Branch, Pattaya 2nd Road, Chonburi\n"
    "3 November 2025\n"
    "\n"
    "Re: Approval of SME loan - purchase of LED screen\n"
    "To: Blue Coast Event Limited Partnership, attn. Mr. Worawut Thongprasert (managing partner)\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved as follows:\n"
    "Loan amount: 450,000 THB\n"
    "Purpose: purchase of an outdoor LED screen 3 x 4 m (P3.9) and video processor\n"
    "Interest rate: 5.85% per year, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly installment: 13,660 THB, first installment due 5 January 2026\n"
    "Front-end fee: 0.5% of the loan amount (2,250 THB)\n"
    "Security: the LED screen, and a personal guarantee by Mr. Worawut Thongprasert\n"
    "\n"
    "Please sign the loan agreement at the branch by 21 November 2025.\n"
    "Relationship manager: Ms. Pimchanok Saelim, 038-421-556\n"
    "\n"
    "Yours faithfully,\n"
    "SME Credit Department",
]
WAREHOUSE_TOP = [
    "สัญญาเช่าโกดัง",
    "ทำที่ ต.นาเกลือ อ.บางละมุง จ.ชลบุรี วันที่ 20 ธันวาคม 2567",
    "ระหว่าง นายประสิทธิ์ แสงอรุณ ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ ห้างหุ้นส่วนจำกัด บลูโคสต์ อีเวนท์ โดย นายวรวุฒิ ทองประเสริฐ หุ้นส่วนผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
WAREHOUSE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "โกดังชั้นเดียว ขนาด 120 ตารางเมตร เลขที่ 18/2 ซอยนาเกลือ 12 ใช้เก็บอุปกรณ์จัดงาน"),
    ("ข้อ 2 ระยะเวลาเช่า", "2 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 9,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีผู้ให้เช่า"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 2 เดือน เป็นเงิน 19,000 บาท คืนภายใน 30 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 5 ค่าน้ำค่าไฟ", "ผู้เช่าชำระค่าไฟตามมิเตอร์ หน่วยละ 7 บาท ค่าน้ำเหมาเดือนละ 200 บาท"),
    ("ข้อ 6 การบอกเลิก", "ฝ่ายใดจะเลิกสัญญาก่อนกำหนดต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน"),
]
WAREHOUSE_BOTTOM = ["ลงชื่อ ประสิทธิ์ แสงอรุณ ผู้ให้เช่า", "ลงชื่อ วรวุฒิ ทองประเสริฐ ผู้เช่า",
                    "ลงชื่อ กมลชนก ทองประเสริฐ พยาน"]

# ---------------------------------------------------------------- books
JOBS_2568 = [
    ("12 ม.ค. 2568", "บจก. ชลบุรีแลนด์ดีเวลลอปเมนท์", "สัมมนา", 186000, 131500),
    ("25 ม.ค. 2568", "โรงแรมเดอะเบย์วิว", "งานเลี้ยงพนักงาน", 98000, 71200),
    ("14 ก.พ. 2568", "บจก. อีสเทิร์นซีบอร์ดโลจิสติกส์", "งานเลี้ยงพนักงาน", 142500, 103800),
    ("8 มี.ค. 2568", "สมาคมโรงแรมพัทยา", "สัมมนา", 224000, 158400),
    ("22 มี.ค. 2568", "บจก. ไทยโพลีเคม อินดัสทรี", "ทริปสัมมนาประจำปี", 315000, 236300),
    ("11 เม.ย. 2568", "บจก. สยามแพคเกจจิ้ง", "งานสงกรานต์บริษัท", 88000, 62700),
    ("17 พ.ค. 2568", "บจก. อีสเทิร์น ออโต้พาร์ท", "สัมมนาครึ่งปี", 164000, 118900),
    ("7 มิ.ย. 2568", "ธนาคารออมสิน เขตชลบุรี", "สัมมนา", 121500, 86400),
    ("28 มิ.ย. 2568", "งานแต่งงาน คุณเอ-คุณบี", "งานแต่งงาน", 176000, 129800),
    ("19 ก.ค. 2568", "บจก. แหลมฉบังคอนเทนเนอร์", "สัมมนา", 142000, 101500),
    ("9 ส.ค. 2568", "บจก. ชลบุรีแลนด์ดีเวลลอปเมนท์", "เปิดตัวโครงการ", 258000, 187600),
    ("23 ส.ค. 2568", "วิทยาลัยเทคนิคพัทยา", "งานเกษียณครู", 46500, 31200),
    ("13 ก.ย. 2568", "บจก. อมตะฟู้ดส์", "สัมมนา", 134000, 97300),
    ("4 ต.ค. 2568", "บจก. สยามแพคเกจจิ้ง", "ทริปสัมมนา 2 วัน", 212000, 154600),
    ("18 ต.ค. 2568", "สมาคมโรงแรมพัทยา", "งานกาล่าดินเนอร์", 168500, 121900),
    ("31 ต.ค. 2568", "บจก. แหลมฉบังคอนเทนเนอร์", "ปาร์ตี้ฮาโลวีน", 72000, 50800),
    ("8 พ.ย. 2568", "คุณสมพงษ์ ศรีสวัสดิ์", "งานเลี้ยงเกษียณ", 84000, 58900),
    ("15 พ.ย. 2568", "บจก. อีสเทิร์นซีบอร์ดโลจิสติกส์", "สัมมนา", 156000, 112400),
    ("22 พ.ย. 2568", "บจก. อมตะฟู้ดส์", "งานครบรอบ 20 ปี", 205000, 149700),
]
JOBS_2567 = [
    ("20 ม.ค. 2567", "บจก. สยามแพคเกจจิ้ง", "สัมมนา", 118000, 86100),
    ("10 ก.พ. 2567", "บจก. ชลบุรีแลนด์ดีเวลลอปเมนท์", "งานเลี้ยงตรุษจีน", 96000, 70300),
    ("16 มี.ค. 2567", "บจก. ไทยโพลีเคม อินดัสทรี", "ทริปสัมมนาประจำปี", 284000, 214500),
    ("12 เม.ย. 2567", "บจก. แหลมฉบังคอนเทนเนอร์", "งานสงกรานต์บริษัท", 74500, 53800),
    ("25 พ.ค. 2567", "สมาคมโรงแรมพัทยา", "สัมมนา", 189000, 137200),
    ("15 มิ.ย. 2567", "งานแต่งงาน คุณตั้ม-คุณแนน", "งานแต่งงาน", 152000, 114600),
    ("13 ก.ค. 2567", "บจก. อีสเทิร์น ออโต้พาร์ท", "สัมมนาครึ่งปี", 131000, 95800),
    ("17 ส.ค. 2567", "ธนาคารออมสิน เขตชลบุรี", "สัมมนา", 108000, 77900),
    ("21 ก.ย. 2567", "บจก. อมตะฟู้ดส์", "สัมมนา", 119500, 88200),
    ("5 ต.ค. 2567", "บจก. ชลบุรีแลนด์ดีเวลลอปเมนท์", "เปิดตัวโครงการ", 226000, 168300),
    ("26 ต.ค. 2567", "สมาคมโรงแรมพัทยา", "งานกาล่าดินเนอร์", 142000, 103700),
    ("9 พ.ย. 2567", "บจก. อีสเทิร์นซีบอร์ดโลจิสติกส์", "สัมมนา", 138000, 99600),
    ("23 พ.ย. 2567", "บจก. อมตะฟู้ดส์", "งานเลี้ยงพนักงาน", 176500, 130400),
    ("13 ธ.ค. 2567", "บจก. สยามแพคเกจจิ้ง", "งานปีใหม่", 164000, 121800),
    ("20 ธ.ค. 2567", "บจก. ไทยโพลีเคม อินดัสทรี", "งานเลี้ยงปีใหม่", 296000, 223500),
    ("27 ธ.ค. 2567", "บจก. แหลมฉบังคอนเทนเนอร์", "งานปีใหม่", 118000, 86900),
]
# office costs per month: staff salaries, van fuel, online ads (warehouse rent is fixed per year)
OFFICE_2568 = {"rent": 9500, "salaries": 34000,
               "fuel": [5200, 4100, 6800, 3900, 4300, 5600, 4200, 6100, 3800, 7400, 6900],
               "ads": [3000, 3000, 4500, 2000, 3000, 3000, 3000, 4500, 3000, 5000, 6000]}
OFFICE_2567 = {"rent": 8500, "salaries": 32000,
               "fuel": [3600, 3900, 5800, 3300, 4600, 4100, 3800, 3500, 3700, 6200, 5900, 8100],
               "ads": [2000, 2000, 3000, 2000, 2500, 2500, 2500, 2500, 2500, 4000, 4000, 5000]}


def _month_of(date: str) -> str:
    return date.split(" ")[1]


def _books(path: Path, year: str, jobs: list[tuple], office: dict) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งาน Jobs"
    sheet.append([f"รายรับรายจ่ายแต่ละงาน ปี {year} (Jobs {year}) - บลูโคสต์ อีเวนท์"])
    sheet.append(["วันที่จัดงาน (Date)", "ลูกค้า (Client)", "ประเภทงาน (Type)", "รายรับ (Revenue, THB)",
                  "ต้นทุนงาน (Job cost, THB)", "กำไรขั้นต้น (Gross profit, THB)"])
    for date, client, kind, revenue, cost in jobs:
        sheet.append([date, client, kind, revenue, cost, revenue - cost])
    sheet.append(["รวม (Total)", "", "", sum(j[3] for j in jobs), sum(j[4] for j in jobs),
                  sum(j[3] - j[4] for j in jobs)])
    for column in (4, 5, 6):
        money_format(sheet, column)

    monthly = book.create_sheet("รายเดือน Monthly")
    monthly.append([f"สรุปรายเดือน ปี {year} (Monthly summary {year})"])
    monthly.append(["เดือน (Month)", "จำนวนงาน (Jobs)", "รายรับ (Revenue, THB)", "ต้นทุนงาน (Job cost, THB)",
                    "กำไรขั้นต้น (Gross profit, THB)"])
    months = MONTHS[:len(office["fuel"])]
    for month in months:
        rows = [j for j in jobs if _month_of(j[0]) == month]
        revenue, cost = sum(j[3] for j in rows), sum(j[4] for j in rows)
        monthly.append([f"{month} {year}", len(rows), revenue, cost, revenue - cost])
    monthly.append(["รวม (Total)", len(jobs), sum(j[3] for j in jobs), sum(j[4] for j in jobs),
                    sum(j[3] - j[4] for j in jobs)])
    for column in (3, 4, 5):
        money_format(monthly, column)

    costs = book.create_sheet("ค่าใช้จ่ายสำนักงาน Office")
    costs.append([f"ค่าใช้จ่ายสำนักงาน ปี {year} (Office costs {year})"])
    costs.append(["เดือน (Month)", "ค่าเช่าโกดัง (Warehouse rent)", "เงินเดือนพนักงานประจำ (Salaries)",
                  "ค่าน้ำมันรถตู้ (Van fuel)", "ค่าโฆษณาออนไลน์ (Online ads)", "รวม (Total)"])
    for month, fuel, ads in zip(months, office["fuel"], office["ads"]):
        costs.append([f"{month} {year}", office["rent"], office["salaries"], fuel, ads,
                      office["rent"] + office["salaries"] + fuel + ads])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


CREW_PAY = """# ค่าจ้างทีมงานฟรีแลนซ์ พฤศจิกายน 2568

งานเดือนนี้: 8 พ.ย. เกษียณคุณสมพงษ์ (นาจอมเทียน), 15 พ.ย. สัมมนาอีสเทิร์นซีบอร์ด, 22 พ.ย. ครบรอบ 20 ปี อมตะฟู้ดส์

| ชื่อ | หน้าที่ | ค่าแรง | จำนวน | รวม |
|---|---|---|---|---|
| เจ | ผู้ช่วยผู้ประสานงาน | 800 บาท/วัน | 6 วัน | 4,800 |
| ฝน | ลงทะเบียน/ต้อนรับ | 600 บาท/วัน | 5 วัน | 3,000 |
| มายด์ | ลงทะเบียน/ต้อนรับ | 600 บาท/วัน | 4 วัน | 2,400 |
| บอย | ช่างภาพ | 3,500 บาท/งาน | 3 งาน | 10,500 |
| ต้น | ขับรถตู้/ขนของ | 700 บาท/วัน | 6 วัน | 4,200 |
| ก้อง | ติดตั้ง/ตกแต่ง | 650 บาท/วัน | 5 วัน | 3,250 |

รวมจ่ายทีมงาน พ.ย. 28,150 บาท โอนแล้ว 30 พ.ย. 2568 (นกโอน)
ต.ค. จ่ายไป 24,600 บาท
"""

# ---------------------------------------------------------------- slides
PROPOSAL = [
    ("Proposal สัมมนาประจำปี 2569 บริษัท อีสเทิร์น ออโต้พาร์ท จำกัด",
     "\"Drive Together 2026\"\nเสนอโดย บลูโคสต์ อีเวนท์ พัทยา  10 พฤศจิกายน 2568"),
    ("ภาพรวมงาน", "วันที่ 16-17 ม.ค. 2569 (2 วัน 1 คืน)\nโรงแรมเคปจอมเทียน รีสอร์ท พัทยา\n"
                  "ผู้เข้าร่วม 60 คน (ผู้จัดการและหัวหน้างาน)"),
    ("วันแรก", "08:30 ออกจากอมตะซิตี้ ชลบุรี ด้วยรถบัส VIP 2 คัน\n10:00 ถึงโรงแรม ลงทะเบียน\n"
               "10:30-17:00 สัมมนา ทบทวนผลงานปี 2568 และเป้าหมายปี 2569\n"
               "18:30 ดินเนอร์ริมทะเล + ปาร์ตี้ธีม \"Retro Garage\""),
    ("วันที่สอง", "07:00 Team Building ชายหาดจอมเทียน 5 ฐาน\n10:30-12:00 สรุปผลและแบ่งกลุ่มวางแผนงาน\n"
                  "13:00 เดินทางกลับ"),
    ("งบประมาณ", "แพ็กเกจสัมมนา 81,000\nห้องพัก 66,000\nTeam Building 25,000\nรถบัส 36,000\nทีมงาน 20,000\n"
                 "รวม 228,000 + VAT 7% = 243,960 บาท"),
    ("ทำไมต้องบลูโคสต์", "จัดสัมมนาให้อีสเทิร์น ออโต้พาร์ทมาแล้ว 2 ปี (2567, 2568)\n"
                         "ทีมงานประจำ 4 คน + ฟรีแลนซ์กว่า 20 คน\nมีจอ LED และเครื่องเสียงของตัวเองตั้งแต่ปี 2569"),
]

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Lamung District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Worawut Thongprasert\n"
    "Address: 88/19 Moo 5, Nong Prue, Bang Lamung, Chonburi 20150\n"
    "Customer no. 020037716420\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,562 -> 32,100   Units used: 538 kWh\n"
    "Energy charge 2,435.18  Ft 197.55  Service 38.22  VAT 7% 186.97\n"
    "AMOUNT DUE: 2,857.92 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
COASTLINK_BILL = [
    "COASTLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Worawut Thongprasert    Account: CL-2087-5531\n"
    "Package: Home Fibre 1000/500 Mbps   699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 28 Oct 2025. Paid by auto-debit, Krungthai Bank.",
]
HEALTH_RENEWAL = [
    "EASTERN STAR LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chonburi Service Centre, Sukhumvit Road, Chonburi\n"
    "10 November 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mrs. Kamonchanok Thongprasert,\n"
    "Policy no. ES-H-558213, plan Health Plus 3000 (room and board 3,000 THB per night,\n"
    "annual benefit limit 1,500,000 THB).\n"
    "Policy year: 1 January 2026 - 31 December 2026\n"
    "\n"
    "Annual premium 2026: 26,450 THB (2025: 23,980 THB)\n"
    "The premium rises because the insured moves to the age band 45-49.\n"
    "Please pay by 15 Dec 2025. You may pay by credit card in up to 6 monthly instalments at 0%.\n"
    "Agent: Khun Wanida, 085-339-1042\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
KTB_CARD_EMAIL = """From: KTC e-Statement <estatement@ktbcard.example.co.th>
To: worawut.tp@gmail.com
Date: Tue, 18 Nov 2025 06:05
Subject: Your credit card e-Statement for November 2025

Dear Mr. Worawut Thongprasert,

Your Krungthai credit card statement (card ending 4471) is ready.

Statement date: 15 Nov 2025
Total amount due: 18,642.50 THB
Minimum payment: 1,864.25 THB
Payment due date: 5 Dec 2025

To view the statement, open the attached PDF. The password is your date of birth (DDMMYYYY).
This email was sent automatically, please do not reply.
"""

# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสาธิตบางละมุง จ.ชลบุรี", f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปุณยวีร์ ทองประเสริฐ  ชั้น ม.2/3  เลขประจำตัว 30582"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระผ่าน QR code ท้ายใบแจ้ง หรือที่ฝ่ายการเงินของโรงเรียน",
              "หากชำระเกินกำหนด ปรับวันละ 100 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "24,000"), ("ค่าอาหารกลางวัน", "5,400"),
                           ("ค่าหนังสือและชุดพละ", "3,850"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500")],
                "34,750", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "24,000"), ("ค่าอาหารกลางวัน", "5,400"),
                           ("ค่าเข้าค่ายวิทยาศาสตร์ เขาเขียว", "2,800"), ("ค่าเรียนหุ่นยนต์และโค้ดดิ้ง", "2,200")],
                "34,400", "31 ตุลาคม 2568")

# ---------------------------------------------------------------- household spending
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 11200, ""), ("ค่าไฟ (Electricity)", 3104.66, "PEA"),
                  ("ค่าน้ำประปา (Water)", 342, ""), ("อินเทอร์เน็ต (Internet)", 747.93, "CoastLink"),
                  ("ค่ากับข้าว (Food)", 11950, ""), ("ค่าน้ำมันรถเก๋ง (Petrol)", 3200, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3600, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 1650, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 11200, ""), ("ค่าไฟ (Electricity)", 2966.31, "PEA"),
                  ("ค่าน้ำประปา (Water)", 318, ""), ("อินเทอร์เน็ต (Internet)", 747.93, "CoastLink"),
                  ("ค่ากับข้าว (Food)", 12480, "มีงานวันเกิดนก"), ("ค่าน้ำมันรถเก๋ง (Petrol)", 2950, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3600, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 1650, ""),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1800, "")],
    "ต.ค. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 11200, ""), ("ค่าไฟ (Electricity)", 2857.92, "PEA"),
                  ("ค่าน้ำประปา (Water)", 305, ""), ("อินเทอร์เน็ต (Internet)", 747.93, "CoastLink"),
                  ("ค่ากับข้าว (Food)", 11320, ""), ("ค่าน้ำมันรถเก๋ง (Petrol)", 3080, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3600, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2940, "รพ.บางละมุง"),
                  ("ค่าเทอมใบเตย เทอม 2 (School fees)", 34400, "โอน 30 ต.ค.")],
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


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "งานอีเวนท์/ซัพพลายเออร์/email_CapeJomtien_confirmation.txt": CAPE_EMAIL,
    "งานอีเวนท์/บัญชี/ค่าจ้างทีมงาน_พ.ย.68.md": CREW_PAY,
    "งานอีเวนท์/แชท/แชทไลน์_คุณแพร_HR_ไทยโพลีเคม.txt": """[5 พ.ย. 68 10:12] แพร HR ไทยโพลีเคม: พี่วุฒิคะ ได้รับใบเสนอราคาฉบับแก้แล้วค่ะ 230 ท่าน 369,257 บาท เดี๋ยวเสนอผู้บริหารก่อนนะคะ
[5 พ.ย. 68 10:20] วุฒิ บลูโคสต์: ได้ครับคุณแพร ห้องที่เคปจอมเทียนผมล็อกไว้ให้แล้วครับ
[14 พ.ย. 68 16:05] แพร HR ไทยโพลีเคม: พี่วุฒิคะ ผู้บริหารให้เชิญพนักงานซับคอนแทรคด้วย ขอเพิ่มเป็น 250 ท่านนะคะ
[14 พ.ย. 68 16:30] วุฒิ บลูโคสต์: รับทราบครับ เพิ่ม 20 ท่าน x 820 = 16,400 ยอดใหม่รวม VAT เป็น 386,805 บาทครับ
[18 พ.ย. 68 09:40] แพร HR ไทยโพลีเคม: อีกเรื่องค่ะ ทีมประชาสัมพันธ์จะถ่ายรูปกันเอง ขอตัดช่างภาพกับวิดีโอออกได้มั้ยคะ
[18 พ.ย. 68 09:55] วุฒิ บลูโคสต์: ได้ครับ ตัดช่างภาพ 15,000 ออก ยอดสุดท้าย 370,755 บาท รวม VAT แล้ว 250 ท่านครับ
[18 พ.ย. 68 10:02] แพร HR ไทยโพลีเคม: โอเคค่ะ ยืนยัน 370,755 ค่ะ มัดจำ 50% จะโอนภายใน 28 พ.ย. นะคะ
[18 พ.ย. 68 10:03] วุฒิ บลูโคสต์: ขอบคุณครับ เดี๋ยวส่งใบแจ้งหนี้มัดจำให้ครับ
[25 พ.ย. 68 14:47] แพร HR ไทยโพลีเคม: จับฉลากของรางวัลใหญ่เป็นทองคำ 1 บาท ฝ่ายบุคคลเตรียมเองนะคะ ขอโต๊ะวางของรางวัลข้างเวทีด้วยค่ะ
[25 พ.ย. 68 14:52] วุฒิ บลูโคสต์: ได้ครับ จัดโต๊ะยาว 2 ตัวไว้ด้านซ้ายเวทีครับ
""",
    "งานอีเวนท์/แชท/แชทไลน์_พี่โอ๊ต_ซันเซ็ทแบนด์.txt": """[30 ต.ค. 68 13:10] วุฒิ บลูโคสต์: พี่โอ๊ต 19 ธ.ค. ว่างมั้ยครับ งานปีใหม่โรงงาน ที่เคปจอมเทียน เล่น 3 เซ็ต
[30 ต.ค. 68 13:25] โอ๊ต ซันเซ็ทแบนด์: ว่างครับ วง 5 ชิ้น 3 เซ็ต 32,000 ครับ
[30 ต.ค. 68 13:40] วุฒิ บลูโคสต์: ลูกค้างบจำกัดครับพี่ 28,000 ไหวมั้ยครับ
[30 ต.ค. 68 14:05] โอ๊ต ซันเซ็ทแบนด์: โอเคครับ 28,000 เพื่อพี่วุฒิเลย
[18 พ.ย. 68 11:00] วุฒิ บลูโคสต์: พี่โอ๊ต ลูกค้าขอให้เล่นต่ออีกครึ่งชั่วโมงถึง 22.30 บวกเท่าไหร่ครับ
[18 พ.ย. 68 11:20] โอ๊ต ซันเซ็ทแบนด์: บวก 2,000 ครับ รวมเป็น 30,000
[18 พ.ย. 68 11:22] วุฒิ บลูโคสต์: ตกลงครับ 30,000 มัดจำ 10,000 โอนพรุ่งนี้นะครับ
[19 พ.ย. 68 09:15] วุฒิ บลูโคสต์: โอนมัดจำแล้วครับ ส่วนที่เหลือจ่ายหน้างานนะครับ
[19 พ.ย. 68 09:30] โอ๊ต ซันเซ็ทแบนด์: ได้รับแล้วครับ ขอบคุณครับ ขอลิสต์เพลงที่ลูกค้าอยากได้ด้วยนะครับ
""",
    "งานอีเวนท์/งานที่กำลังจะจัด/กำหนดการ_ปีใหม่ไทยโพลีเคม_19ธ.ค.md": """# กำหนดการ งานเลี้ยงปีใหม่ ไทยโพลีเคม "Neon Night"
วันศุกร์ที่ 19 ธันวาคม 2568  ห้อง Ocean Ballroom โรงแรมเคปจอมเทียน รีสอร์ท

| เวลา | รายการ | ผู้รับผิดชอบ |
|---|---|---|
| 12:00 | ทีมเวที แสง เสียง เข้าติดตั้ง (ประตูหลัง B2) | พัทยาซาวด์ พี่ชาญ |
| 14:00 | ตกแต่งธีมนีออน ซุ้มถ่ายรูป | ก้อง + ทีม |
| 16:30 | ซาวด์เช็กวงซันเซ็ท | พี่โอ๊ต |
| 17:30 | เปิดลงทะเบียน แจกริสต์แบนด์เรืองแสง | ฝน, มายด์ |
| 18:30 | ประธานกล่าวเปิดงาน | คุณแพรประสานผู้บริหาร |
| 18:45 | เปิดบุฟเฟ่ต์ | โรงแรม |
| 19:30 | วงซันเซ็ทเซ็ตที่ 1 | |
| 20:30 | จับฉลากของรางวัล (ทองคำ 1 บาท เป็นรางวัลสุดท้าย) | พิธีกร |
| 21:15 | ประกวดแต่งกายนีออน | พิธีกร |
| 22:30 | ปิดงาน | |

หมายเหตุ: ส่งกำหนดการให้โรงแรมภายใน 12 ธ.ค.
""",
    "งานอีเวนท์/เอกสารบริษัท/รายการอุปกรณ์ในโกดัง.md": """# อุปกรณ์ในโกดังนาเกลือ (นับ 1 พ.ย. 2568)
- ไฟพาร์ LED 24 ดวง (เสีย 2)
- ลำโพงมอนิเตอร์ 2 ใบ
- โครงแบ็กดรอป 3 x 6 ม. 2 ชุด
- ซุ้มถ่ายรูปโค้ง 1 ชุด
- ผ้าคลุมเก้าอี้สีขาว 150 ผืน
- โต๊ะลงทะเบียนพับได้ 4 ตัว
- วิทยุสื่อสาร 8 เครื่อง
- ป้ายทางเดิน/ป้ายต้อนรับ 6 ป้าย
จะซื้อจอ LED เอง ปีหน้า ไม่ต้องเช่าอีก
""",
    "บ้าน/Bills/email_KTB_creditcard_Nov2025.txt": KTB_CARD_EMAIL,
    "บ้าน/แชทไลน์_บ้านทองประเสริฐ.txt": """[28 ต.ค. 68 20:05] นก: พี่ ค่าเทอมใบเตยต้องโอนก่อน 31 ต.ค. นะ 34,400
[28 ต.ค. 68 20:09] วุฒิ: โอเค พรุ่งนี้โอน
[30 ต.ค. 68 12:30] นก: โอนค่าเทอมแล้วนะ ส่งสลิปในกลุ่มโรงเรียนแล้ว
[12 พ.ย. 68 19:40] นก: ประกันสุขภาพนกที่อีสเทิร์นสตาร์ปีหน้าขึ้นเป็น 26,450 เลยอะ
[12 พ.ย. 68 19:42] วุฒิ: ผ่อนบัตร 0% 6 เดือนไปละกัน
[15 พ.ย. 68 08:10] นก: วันเกิดพ่อ ไปกินครัวบ้านทะเลวันเสาร์ที่ 22 พ.ย. 6 โมงเย็นนะ จองโต๊ะ 6 คน
[15 พ.ย. 68 08:20] ใบเตย: เย้ ใบเตยไปด้วย
[17 พ.ย. 68 21:15] วุฒิ: นก 22 พ.ย. พี่ติดงานอมตะฟู้ดส์ทั้งวันเลย เลื่อนเป็นวันอาทิตย์ได้มั้ย
[17 พ.ย. 68 21:30] นก: ได้ ครัวบ้านทะเลวันอาทิตย์เต็มแล้ว งั้นเปลี่ยนเป็นเรือนไทยซีฟู้ด นาจอมเทียน วันอาทิตย์ที่ 23 พ.ย. 6 โมงครึ่งนะ
[17 พ.ย. 68 21:32] ตาสมบูรณ์: ที่ไหนก็ได้ลูก ขอปลากะพงนึ่งมะนาวก็พอ
[17 พ.ย. 68 21:35] วุฒิ: โอเค เรือนไทยซีฟู้ด 23 พ.ย. 18:30 พี่สั่งเค้กเอง
""",
    "บ้าน/ผ่อนบ้าน_ธอส.md": """# ผ่อนบ้าน ธอส. (ธนาคารอาคารสงเคราะห์)
- บ้านเลขที่ 88/19 หมู่ 5 หนองปรือ กู้ตั้งแต่ มี.ค. 2565
- วงเงินกู้ 2,150,000 บาท ระยะ 30 ปี
- ผ่อนเดือนละ 11,200 บาท ตัดบัญชีทุกวันที่ 1
- ดอกเบี้ยปีที่ 4 ลอยตัว MRR-1.5 ตอนนี้ประมาณ 4.9%
- ยอดเงินต้นคงเหลือ ณ 31 ต.ค. 2568: 1,968,400 บาท
- ปีหน้าลองถามรีไฟแนนซ์กับกรุงไทยดู
""",
    "บ้าน/ของขวัญปีใหม่.md": """# ของขวัญปีใหม่ 2569
- พ่อ: เสื้อโปโล + รองเท้าแตะเพื่อสุขภาพ
- ใบเตย: หูฟังไร้สาย (ไม่เกิน 2,500)
- นก: ทำสปาที่จอมเทียน
- ลูกค้าประจำ 8 ราย: กระเช้าขนม ใบละ 1,200 (ของบริษัท ไม่ใช่ของบ้าน)
""",
}
TODO = {"todo.md": """- โอนมัดจำโรงแรมเคปจอมเทียน 50,000 ก่อน 28 พ.ย.
- เซ็นสัญญากู้กรุงไทย (จอ LED) ก่อน 21 พ.ย.
- ตามมัดจำไทยโพลีเคม
- ส่งกำหนดการงาน 19 ธ.ค. ให้โรงแรม
- จ่ายประกันสุขภาพนก ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "งานอีเวนท์"
    quotes, suppliers, books = biz / "ใบเสนอราคา", biz / "ซัพพลายเออร์", biz / "บัญชี"
    upcoming, company = biz / "งานที่กำลังจะจัด", biz / "เอกสารบริษัท"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, books, upcoming, company, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ปีใหม่ไทยโพลีเคม_ร่าง.docx", POLYCHEM_DRAFT, POLYCHEM_DRAFT_TABLE,
               bottom=POLYCHEM_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ปีใหม่ไทยโพลีเคม_ส่งลูกค้า.docx", POLYCHEM_FINAL, POLYCHEM_FINAL_TABLE,
               bottom=POLYCHEM_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สัมมนา_อีสเทิร์นออโต้พาร์ท.docx", EASTERN_QUOTE, EASTERN_TABLE,
               bottom=EASTERN_BOTTOM)
    make_pdf(suppliers / "OceanStage_quotation_OS-Q-2511-07.pdf", OCEAN_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_พัทยาซาวด์แอนด์ไลท์.docx", PATTAYA_SOUND, PATTAYA_SOUND_TABLE,
               bottom=PATTAYA_SOUND_BOTTOM)
    make_pdf(suppliers / "SiamTent_invoice_ST-2511-042.pdf", SIAMTENT_INVOICE)
    write_docx(suppliers / "ราคาเช่า_สยามเต็นท์_2568.docx", SIAMTENT_LIST, SIAMTENT_TABLE, bottom=SIAMTENT_BOTTOM)
    make_pdf(suppliers / "CapeJomtien_banquet_packages_2025-26.pdf", CAPE_PACKAGES)
    _books(books / "รายรับรายจ่ายงาน_2568.xlsx", "2568", JOBS_2568, OFFICE_2568)
    _books(books / "รายรับรายจ่ายงาน_2567.xlsx", "2567", JOBS_2567, OFFICE_2567)
    write_slides(upcoming / "Proposal_สัมมนา_EasternAutoParts_2569.pptx", PROPOSAL)
    make_pdf(company / "KTB_SME_loan_approval_Nov2025.pdf", KTB_LOAN)
    write_docx(company / "สัญญาเช่าโกดัง_นาเกลือ.docx", WAREHOUSE_TOP, headings=WAREHOUSE_HEADINGS,
               bottom=WAREHOUSE_BOTTOM)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "CoastLink_internet_Oct2025.pdf", COASTLINK_BILL)
    make_pdf(home / "ประกัน" / "EasternStar_health_renewal_2026.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบเตย" / "ใบแจ้งค่าเทอม_ใบเตย_ภาค1-2568.docx", FEES_T1[0], FEES_T1[1],
               bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ใบแจ้งค่าเทอม_ใบเตย_ภาค2-2568.docx", FEES_T2[0], FEES_T2[1],
               bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
