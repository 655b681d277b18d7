"""The uniformshop folder: the papers of a school-uniform shop owner in Khon Kaen and her household, written by code.

The owner is คุณสุภาพร ชัยมงคล (พี่ภา). She runs "ร้านสุภาพรชุดนักเรียน" (Supaporn School Uniform) at 128/5
ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น: she sells uniforms over the counter, sews names, school initials and badges,
and supplies sports shirts, PE kits and uniforms to several schools (ศรีจันทร์ศึกษา, อนุบาลดอกคูน,
บ้านโนนม่วงพัฒนา). Her husband ประเสริฐ (พี่เสริฐ) runs the embroidery machine, her daughter ปริม
(ด.ญ.ปริมลดา) is in ม.2 at โรงเรียนแก่นนครศึกษา, her father พ่อบุญมี lives with them. It is November 2568 (2025).

Documents/ร้านชุดนักเรียน/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ศรีจันทร์ศึกษา_ร่าง.docx: draft quote QT-68-044 to โรงเรียนศรีจันทร์ศึกษา, sports-day
  shirts, names, staff shirts, flags: 152,400 (640 shirts at 195).
- ใบเสนอราคา/ใบเสนอราคา_ศรีจันทร์ศึกษา_ฉบับจริง.docx: the final of the same quote, 145,970 (shirts 185,
  names 18, 45 staff shirts), deposit 43,791, delivery by 28 พฤศจิกายน 2568.
- สัญญา/สัญญาจัดทำชุดพละ_อนุบาลดอกคูน.docx: contract for 320 PE kits at 290 = 92,800, deposit 20,000,
  delivery by 15 มกราคม 2569, fine 300 a day.
- เอกสารร้าน/ประกาศราคาปักชื่อ_2568.md: the shop's price board for name sewing and badges.
- เอกสารร้าน/ตารางไซซ์เสื้อนักเรียน.md: size chart (distractor).
- เอกสารร้าน/รายชื่อโรงเรียนลูกค้า.md: the schools she supplies and their contact teachers.
- Suppliers/IsanTextile_pricelist_2025.pdf: English fabric price list of Isan Textile Co., Ltd. (white Tetoron
  3,450 a roll, navy twill 4,200, sports micro 165/kg).
- Suppliers/ราคาผ้า_อีสานสิ่งทอ_2567.docx: last year's list of the same firm in Thai (บริษัท อีสานสิ่งทอ จำกัด;
  white 3,200, navy 3,950).
- Suppliers/IsanTextile_invoice_IT-25-0932.pdf: October fabric invoice, 79,800, due 8 Nov 2025.
- Suppliers/email_IsanTextile_Nov2025.txt: email: sports micro fabric 178 THB/kg from 1 Dec 2025.
- Suppliers/KKSewing_embroidery_machine_quote.pdf: quote for a 15-needle embroidery machine, 245,000.
- Suppliers/NESystems_embroidery_machine_quote.pdf: a similar quote from an Udon Thani firm, 229,000.
- Suppliers/PatchPlus_badge_invoice_Oct2025.pdf: woven school badges invoice, 8,120.
- ธนาคาร/SiamUnionBank_SME_loan_offer.pdf: the bank's English loan offer (200,000, 6.25%, 36 months, 6,108 a month).
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month Jan-Oct; expenses by month).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ยอดสั่งแยกโรงเรียน_2568.xlsx: orders by school, term 1 and term 2.
- บัญชี/ค่าแรงช่างเย็บ_ตุลาคม68.md: October piece-rate wages of three sewers, 26,080.
- แชท/แชทไลน์_ครูอรุณี_ศรีจันทร์ศึกษา.txt: LINE chat with the school; 668 shirts, flags dropped, final 146,854.
- แชท/แชทไลน์_ช่างปักพี่ต้อย.txt: LINE chat with a subcontract embroiderer; 15 -> 14 -> 13 a name, 480 names, 6,240.
- แผนร้านปี2569.pptx: slides, the plan for next year (target 2,100,000, embroidery machine, LINE OA).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,842.67, due 3 Nov 2025) and Bills/IsanNet_fibre_bill_Oct2025.pdf.
- ประกัน/MekongLife_health_renewal_2025.pdf: English renewal of the daughter's health policy (16,440 a year,
  1,370 a month; last year 1,265).
- ค่าเทอมปริม/ค่าเทอม_ปริม_เทอม1-2568.docx and ค่าเทอม_ปริม_เทอม2-2568.docx: fee notices (22,150; 23,600).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the daughter's health
  insurance is paid to แม่โขงประกันชีวิต (Mekong Life in the English letter).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on her father's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ร้านสุภาพรชุดนักเรียน (Supaporn School Uniform) 128/5 ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น โทร 081-660-3254"

# ---------------------------------------------------------------- quotes
SRICHAN_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-044",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน ครูอรุณี แสนสุข ฝ่ายกิจการนักเรียน โรงเรียนศรีจันทร์ศึกษา",
    "เรื่อง เสื้อกีฬาสีสำหรับงานกีฬาสีภายใน ปีการศึกษา 2568",
]
SRICHAN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อกีฬาสีคอปก ผ้าไมโคร สกรีนโลโก้โรงเรียน (4 สี)", "640 ตัว", "195", "124,800"),
    ("ปักชื่อนักเรียนที่อกเสื้อ", "640 ตัว", "20", "12,800"),
    ("เสื้อสต๊าฟครู คอจีน", "40 ตัว", "250", "10,000"),
    ("ธงประจำสี ขนาด 1.5 x 2 เมตร", "4 ผืน", "1,200", "4,800"),
    ("รวมทั้งสิ้น", "", "", "152,400"),
]
SRICHAN_DRAFT_BOTTOM = ["รวมทั้งสิ้น 152,400 บาท (หนึ่งแสนห้าหมื่นสองพันสี่ร้อยบาทถ้วน)",
                        "ร่าง ยังไม่ส่ง รอเช็กราคาผ้าไมโครจากอีสานสิ่งทอ กับถามพี่เสริฐเรื่องคิวปัก"]
SRICHAN_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-044 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน ครูอรุณี แสนสุข ฝ่ายกิจการนักเรียน โรงเรียนศรีจันทร์ศึกษา",
    "เรื่อง เสื้อกีฬาสีสำหรับงานกีฬาสีภายใน ปีการศึกษา 2568 (งานกีฬาสีวันที่ 12 ธันวาคม 2568)",
]
SRICHAN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อกีฬาสีคอปก ผ้าไมโคร สกรีนโลโก้โรงเรียน (4 สี)", "640 ตัว", "185", "118,400"),
    ("ปักชื่อนักเรียนที่อกเสื้อ", "640 ตัว", "18", "11,520"),
    ("เสื้อสต๊าฟครู คอจีน", "45 ตัว", "250", "11,250"),
    ("ธงประจำสี ขนาด 1.5 x 2 เมตร", "4 ผืน", "1,200", "4,800"),
    ("รวมทั้งสิ้น", "", "", "145,970"),
]
SRICHAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 145,970 บาท (หนึ่งแสนสี่หมื่นห้าพันเก้าร้อยเจ็ดสิบบาทถ้วน) ราคารวมส่งถึงโรงเรียน",
    "มัดจำ 30% = 43,791 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
    "ส่งมอบภายในวันที่ 28 พฤศจิกายน 2568 ราคานี้ยืนถึง 31 ตุลาคม 2568",
    "ลงชื่อ สุภาพร ชัยมงคล ผู้เสนอราคา",
]

# ---------------------------------------------------------------- contract
DOKKOON_CONTRACT = [
    "สัญญาจ้างจัดทำชุดพลศึกษานักเรียน",
    "สัญญาเลขที่ ดค.07/2568  ทำที่ โรงเรียนอนุบาลดอกคูน อ.เมือง จ.ขอนแก่น  วันที่ 20 ตุลาคม 2568",
    "ระหว่าง โรงเรียนอนุบาลดอกคูน โดย นางพิมพ์ใจ วงศ์ศรี ผู้อำนวยการโรงเรียน ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางสุภาพร ชัยมงคล ร้านสุภาพรชุดนักเรียน ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
DOKKOON_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างตัดเย็บชุดพลศึกษา (เสื้อยืดคอกลมสีเหลือง + กางเกงวอร์มขาสั้นสีน้ำเงิน) จำนวน 320 ชุด\n"
     "ปักชื่อนักเรียนและตราโรงเรียนที่อกเสื้อด้านซ้าย ตามรายชื่อและไซซ์ที่โรงเรียนส่งให้"),
    ("ข้อ 2 ค่าจ้าง", "ชุดละ 290 บาท รวมเป็นเงินทั้งสิ้น 92,800 บาท (เก้าหมื่นสองพันแปดร้อยบาทถ้วน) รวมค่าปักชื่อแล้ว"),
    ("ข้อ 3 การส่งมอบ", "ผู้รับจ้างส่งมอบชุดครบทั้ง 320 ชุด ภายในวันที่ 15 มกราคม 2569 ณ ห้องธุรการโรงเรียน"),
    ("ข้อ 4 เงินมัดจำ", "ผู้ว่าจ้างจ่ายเงินมัดจำ 20,000 บาท ในวันทำสัญญา ส่วนที่เหลือจ่ายภายใน 15 วันหลังตรวจรับ"),
    ("ข้อ 5 ค่าปรับ", "หากส่งมอบล่าช้า ผู้รับจ้างยอมเสียค่าปรับวันละ 300 บาท"),
    ("ข้อ 6 การเปลี่ยนไซซ์", "นักเรียนเปลี่ยนไซซ์ได้ภายใน 7 วันหลังรับชุด โดยไม่เสียค่าใช้จ่าย"),
]
DOKKOON_BOTTOM = ["ลงชื่อ พิมพ์ใจ วงศ์ศรี ผู้ว่าจ้าง", "ลงชื่อ สุภาพร ชัยมงคล ผู้รับจ้าง",
                  "ลงชื่อ ประเสริฐ ชัยมงคล พยาน"]

# ---------------------------------------------------------------- supplier papers
ISAN_PRICES_2025 = [
    "ISAN TEXTILE CO., LTD.\n"
    "222 Moo 9, Mittraphap Road, Ban Phai, Khon Kaen 40110  Tel. 043-272-518\n"
    "FABRIC PRICE LIST 2025 - SCHOOL UNIFORM LINE\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included, ex-warehouse.\n"
    "\n"
    "White Tetoron shirting T/C 65/35, roll 50 yd ......... 3,450 THB/roll\n"
    "Navy blue Tetoron twill (trousers/skirts), roll 50 yd . 4,200 THB/roll\n"
    "Khaki scout fabric, roll 50 yd ......................... 4,650 THB/roll\n"
    "Black pleated skirt fabric, roll 50 yd ................ 4,380 THB/roll\n"
    "Micro polyester sports fabric ......................... 165 THB/kg\n"
    "Fusible interlining, roll 100 yd ...................... 980 THB/roll\n"
    "\n"
    "Minimum order 10 rolls or 50 kg. Free delivery in Khon Kaen city for orders over 20,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Wanchai Phromma, sales@isantextile.co.th",
]
ISAN_PRICES_2567 = ["บริษัท อีสานสิ่งทอ จำกัด", "ใบราคาผ้าชุดนักเรียน ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคารวม VAT รับที่โกดังบ้านไผ่"]
ISAN_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ผ้าโทเรขาว (เสื้อนักเรียน) T/C 65/35 ม้วน 50 หลา", "3,200 บาท/ม้วน"),
    ("ผ้าโทเรสีกรมท่า (กางเกง/กระโปรง) ม้วน 50 หลา", "3,950 บาท/ม้วน"),
    ("ผ้าสีกากีลูกเสือ ม้วน 50 หลา", "4,400 บาท/ม้วน"),
    ("ผ้ากระโปรงจีบสีดำ ม้วน 50 หลา", "4,150 บาท/ม้วน"),
    ("ผ้าไมโครโพลีเอสเตอร์ (เสื้อกีฬา)", "155 บาท/กก."),
    ("ผ้ากาวรีดติด ม้วน 100 หลา", "950 บาท/ม้วน"),
]
ISAN_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 8 ม้วน หรือ 40 กก. ส่งฟรีในเมืองขอนแก่นเมื่อสั่งเกิน 15,000 บาท",
                           "ติดต่อ คุณวันชัย พรหมมา ฝ่ายขาย"]
ISAN_INVOICE = [
    "ISAN TEXTILE CO., LTD.\n"
    "TAX INVOICE / INVOICE No. IT-25-0932\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Supaporn School Uniform (Khun Supaporn Chaimongkol), 128/5 Na Mueang Rd, Khon Kaen\n"
    "\n"
    "Item                                  Qty        Unit price   Amount\n"
    "White Tetoron shirting, roll 50 yd    12 rolls   3,450.00     41,400.00\n"
    "Navy blue Tetoron twill, roll 50 yd    6 rolls   4,200.00     25,200.00\n"
    "Micro polyester sports fabric         80 kg        165.00     13,200.00\n"
    "\n"
    "TOTAL DUE: 79,800.00 THB (VAT included)\n"
    "Please transfer to Krungthai Bank, account Isan Textile Co., Ltd., 403-0-77215-9\n"
    "and send the slip by LINE or email. Thank you.",
]
ISAN_EMAIL = """From: Wanchai Phromma <sales@isantextile.co.th>
To: supaporn.uniform@gmail.com
Date: Tue, 4 Nov 2025 09:17
Subject: Sports fabric price from 1 December / year-end closing

Dear Khun Supaporn,

Thank you for the October order (invoice IT-25-0932). Two things for your planning:

1. From 1 December 2025 our micro polyester sports fabric will be 178 THB/kg (the 2025 price list says
   165 THB/kg). Polyester yarn from China went up again this quarter.
   White Tetoron and navy twill stay at the list price until the end of the year.
2. Our warehouse closes from 29 December 2025 to 4 January 2026. Orders for January should reach us
   by 19 December.

If you are making sports-day shirts, orders placed before 30 November still get 165 THB/kg.

Best regards,
Wanchai Phromma
Sales, Isan Textile Co., Ltd.
043-272-518
"""
KKSEWING_QUOTE = [
    "KHON KAEN SEWING MACHINERY CO., LTD.\n"
    "Industrial sewing and embroidery machines - Sri Chan Road, Khon Kaen\n"
    "QUOTATION No. KSM-Q-2510-118     Date: 17 Oct 2025\n"
    "To: Supaporn School Uniform (Khun Supaporn), Na Mueang Road, Khon Kaen\n"
    "\n"
    "Computerised embroidery machine, single head, 15 needles, model Brotex ME-1501\n"
    "Embroidery area 500 x 360 mm, max speed 1,200 stitches/min, 7-inch touch screen\n"
    "Price: 245,000 THB including VAT\n"
    "Includes: cap frame, 4 tubular frames, digitising software (1 licence)\n"
    "Free delivery, installation and 2 days of on-site training in Khon Kaen.\n"
    "Warranty: 1 year parts and labour.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Kittisak 089-414-7702",
]
NES_QUOTE = [
    "NORTHEAST EMBROIDERY SYSTEMS LTD.\n"
    "Embroidery machines and spare parts - Pho Si Road, Udon Thani\n"
    "QUOTATION No. NES-25-0461     Date: 21 Oct 2025\n"
    "To: Supaporn School Uniform, Khon Kaen  (Attn: Khun Supaporn)\n"
    "\n"
    "Computerised embroidery machine, single head, 15 needles, model Stitchmaster SM-1512\n"
    "Embroidery area 450 x 350 mm, max speed 1,000 stitches/min, 10-inch touch screen\n"
    "Price: 229,000 THB including VAT\n"
    "Includes: cap frame, 3 tubular frames. Software sold separately (12,000 THB).\n"
    "Delivery to Khon Kaen: 3,500 THB. Training: 1 day at your shop.\n"
    "Warranty: 2 years parts, 1 year labour.\n"
    "This quotation is valid until 20 November 2025.\n"
    "Sales: Khun Nattaya 086-250-1193",
]
PATCHPLUS_INVOICE = [
    "PATCH PLUS CO., LTD.\n"
    "Woven labels and badges - Bang Bon, Bangkok\n"
    "INVOICE No. PP-6810-227        Date: 14 Oct 2025\n"
    "Bill to: Supaporn School Uniform, Khon Kaen\n"
    "\n"
    "Woven badge - Srichan Suksa School, 6 cm      800 pcs   x 6.50    5,200.00\n"
    "Woven badge - Dokkoon Kindergarten, 5 cm      400 pcs   x 7.00    2,800.00\n"
    "Shipping (Kerry Express)                                           120.00\n"
    "\n"
    "TOTAL 8,120.00 THB   Due 13 Nov 2025. Thank you.",
]
LOAN_OFFER = [
    "SIAM UNION BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Mittraphap Road, Khon Kaen 40000\n"
    "30 October 2025\n"
    "\n"
    "LETTER OF LOAN OFFER - SME EQUIPMENT LOAN\n"
    "Ref. SUB-KK-SME-25/1476\n"
    "Dear Mrs. Supaporn Chaimongkol,\n"
    "We are pleased to offer you a loan for the purchase of an embroidery machine on these terms:\n"
    "\n"
    "Loan amount: 200,000 THB\n"
    "Interest rate: 6.25% per year, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly instalment: 6,108 THB, by auto-debit from account 551-2-30874-6\n"
    "First instalment: 25 December 2025\n"
    "Front-end fee: 1,000 THB. Early repayment: no penalty after 12 months.\n"
    "Guarantor: Mr. Prasert Chaimongkol\n"
    "\n"
    "To accept, please sign and return this letter with the machine quotation by 14 November 2025.\n"
    "Your relationship manager: Khun Apinya Saengthong, 043-241-880",
]

# ---------------------------------------------------------------- books
WALKIN_2568 = [38400, 42600, 97300, 248500, 312700, 84300, 36900, 31200, 35800, 72400]
SCHOOL_2568 = [12000, 8500, 64200, 185600, 142300, 22800, 15400, 28600, 46200, 96800]
EMBROID_2568 = [4200, 4800, 12600, 38400, 46900, 9800, 3900, 3400, 4100, 11600]
WAGES_2568 = [14200, 14800, 24600, 38900, 41200, 19800, 13900, 14600, 18300, 26080]
BADGES_2568 = [1800, 2100, 5400, 12800, 14300, 3200, 1700, 1900, 2600, 9460]
WALKIN_2567 = [35200, 39800, 88600, 231400, 295300, 79500, 33800, 29900, 33100, 68700, 41200, 36500]
SCHOOL_2567 = [9600, 7200, 58400, 171300, 128900, 19600, 12800, 24300, 41700, 88200, 31400, 14800]
EMBROID_2567 = [3800, 4300, 11200, 35600, 43100, 8900, 3500, 3100, 3800, 10200, 5600, 4100]
WAGES_2567 = [13500, 14100, 22800, 36400, 38700, 18600, 13200, 13900, 17100, 24300, 16800, 14200]
BADGES_2567 = [1600, 1900, 5000, 11900, 13600, 3000, 1500, 1700, 2400, 7300, 2900, 1800]


def _sales_book(path: Path, year: str, walkin: list[int], school: list[int], embroid: list[int],
                wages: list[int], badges: list[int], rent: int) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านสุภาพรชุดนักเรียน ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Walk-in, THB)", "ส่งโรงเรียน (School orders, THB)",
                  "ปักชื่อ/ติดอาร์ม (Embroidery, THB)", "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, walkin, school, embroid):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(walkin), sum(school), sum(embroid),
                  sum(walkin) + sum(school) + sum(embroid)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าผ้า (Fabric)", "ค่าแรงช่างเย็บ (Sewing wages)", "ค่าเช่าร้าน (Shop rent)",
                  "อาร์ม/ด้าย (Badges & thread)", "รวม (Total)"])
    for month, a, b, c, w, g in zip(MONTHS, walkin, school, embroid, wages, badges):
        fabric = int(round((a + b + c) * 0.38, -2))
        costs.append([f"{month} {year}", fabric, w, rent, g, fabric + w + rent + g])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


SCHOOL_ORDERS = [
    ("โรงเรียนศรีจันทร์ศึกษา", 1240, 186500, 145970),
    ("โรงเรียนอนุบาลดอกคูน", 320, 64800, 20000),
    ("โรงเรียนบ้านโนนม่วงพัฒนา", 410, 58300, 18600),
    ("โรงเรียนเทศบาลบ้านกอก", 280, 41900, 8200),
]


def _orders_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกโรงเรียน By school"
    sheet.append(["ยอดสั่งแยกโรงเรียน ปีการศึกษา 2568 (School orders 2568, THB)"])
    sheet.append(["โรงเรียน (School)", "จำนวนนักเรียน (Pupils)", "เทอม 1/2568 (Term 1)",
                  "เทอม 2/2568 ถึง ต.ค. (Term 2 to Oct)", "รวม (Total)"])
    for name, pupils, t1, t2 in SCHOOL_ORDERS:
        sheet.append([name, pupils, t1, t2, t1 + t2])
    sheet.append(["รวม (Total)", sum(r[1] for r in SCHOOL_ORDERS), sum(r[2] for r in SCHOOL_ORDERS),
                  sum(r[3] for r in SCHOOL_ORDERS), sum(r[2] + r[3] for r in SCHOOL_ORDERS)])
    for column in (3, 4, 5):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1698.34, "PEA"), ("ค่าน้ำประปา (Water)", 245, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("ประกันสุขภาพน้องปริม (Prim's health insurance)", 1265, "แม่โขงประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1640, ""), ("ค่ารถรับส่งปริม (School van)", 1800, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1915.08, "PEA"), ("ค่าน้ำประปา (Water)", 268, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""),
                  ("ประกันสุขภาพน้องปริม (Prim's health insurance)", 1265, "แม่โขงประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1640, ""), ("ค่ารถรับส่งปริม (School van)", 1800, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1842.67, "PEA"), ("ค่าน้ำประปา (Water)", 259, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""),
                  ("ประกันสุขภาพน้องปริม (Prim's health insurance)", 1265, "แม่โขงประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2890, "รพ.ขอนแก่น"),
                  ("ค่ารถรับส่งปริม (School van)", 1800, "")],
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
    top = ["โรงเรียนแก่นนครศึกษา จังหวัดขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปริมลดา ชัยมงคล  ชั้น ม.2/3  เลขประจำตัว 30418"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4477-3390",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและแบบฝึกหัด", "2,650"), ("ค่าเรียนคอมพิวเตอร์", "1,200")],
                "22,150", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าค่ายวิทยาศาสตร์และกิจกรรม", "2,300"), ("ค่าเรียนภาษาจีนเสริม", "1,800"),
                           ("ค่าเรียนคอมพิวเตอร์", "1,200")],
                "23,600", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Supaporn Chaimongkol\n"
    "Address: 45/7 Soi Sri Chan 12, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Customer no. 020045117302\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 24,118 -> 24,504   Units used: 386 kWh\n"
    "Energy charge 1,652.41  Ft 32.50  Service 38.22  VAT 7% 119.54\n"
    "AMOUNT DUE: 1,842.67 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
ISANNET_BILL = [
    "ISANNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Supaporn Chaimongkol    Account: IN-4402-8815\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit.",
]
INSURANCE_LETTER = [
    "MEKONG LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Service Centre, Prachasamosorn Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - CHILD HEALTH POLICY (SMART KIDS 300)\n"
    "Dear Mrs. Supaporn Chaimongkol (policy owner),\n"
    "Policy no. MLH-2207-3381, insured: Miss Primlada Chaimongkol, age 13\n"
    "Current period ends on 30 Nov 2025.\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per day; IPD limit 300,000 THB per year\n"
    "Annual premium: 16,440 THB (last year 15,180 THB), age band 13-15\n"
    "Payment mode: monthly, 1,370 THB per month by credit card (last year 1,265 THB)\n"
    "The first new instalment will be charged on 1 Dec 2025.\n"
    "To change the plan or the payment mode, contact your agent Khun Rattana (089-771-6624)\n"
    "before 25 Nov 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
SLIDES = [
    ("แผนร้านสุภาพรชุดนักเรียน ปี 2569", "Supaporn School Uniform - plan for 2026\nสุภาพร ชัยมงคล  พฤศจิกายน 2568"),
    ("ทบทวนปี 2568", "ยอดขาย ม.ค.–ต.ค. 2568 รวม 1,762,200 บาท (ทั้งปี 2567 ได้ 1,758,400 บาท)\n"
                     "ลูกค้าโรงเรียนใหม่: อนุบาลดอกคูน (ชุดพละ 320 ชุด)\n"
                     "ปัญหา: งานปักชื่อล้นช่วงเปิดเทอม ต้องจ้างพี่ต้อยปักเพิ่ม"),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,100,000 บาท\nโรงเรียนลูกค้าประจำ 6 แห่ง\n"
                        "งานปักชื่อทำเองทั้งหมด ไม่ต้องจ้างข้างนอก"),
    ("ซื้อจักรปักคอม 15 เข็ม", "เทียบใบเสนอราคา 2 เจ้า (ขอนแก่น / อุดร)\n"
                               "กู้ธนาคารสยามยูเนี่ยน 200,000 บาท ผ่อน 36 เดือน\n"
                               "ปักได้วันละ 250 ชื่อ ลดค่าจ้างปักข้างนอกปีละประมาณ 40,000 บาท"),
    ("ขายออนไลน์ LINE OA", "รับสั่งชุดนักเรียน + ปักชื่อ ส่งไปรษณีย์ทั่วขอนแก่น\nเป้า 30 ออเดอร์ต่อสัปดาห์ช่วงเปิดเทอม"),
    ("ปฏิทินงาน", "ธ.ค. 2568 ส่งเสื้อกีฬาสีศรีจันทร์ / ม.ค. 2569 ส่งชุดพละดอกคูน\n"
                  "มี.ค.–พ.ค. 2569 เตรียมสต็อกเปิดเทอม สั่งผ้าล่วงหน้าก่อนราคาขึ้น"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านชุดนักเรียน/เอกสารร้าน/ประกาศราคาปักชื่อ_2568.md": """# ราคาปักชื่อ / ติดอาร์ม ร้านสุภาพรชุดนักเรียน (ใช้ตั้งแต่ 1 มี.ค. 2568)

| งาน | ราคา |
|---|---|
| ปักชื่อ-นามสกุล ภาษาไทย (เสื้อ 1 ตัว) | 20 บาท |
| ปักชื่อภาษาอังกฤษ | 25 บาท |
| ปักอักษรย่อโรงเรียน | 15 บาท |
| ติดอาร์มโรงเรียน (อาร์มลูกค้านำมาเอง) | 10 บาท |
| ปักจุด/ดาว ระดับชั้น | 5 บาท ต่อจุด |
| งานด่วน รับภายในวันเดียว | บวกเพิ่ม 10 บาท ต่อตัว |

โรงเรียนสั่งเกิน 300 ตัว ลดเหลือปักชื่อตัวละ 18 บาท
""",
    "ร้านชุดนักเรียน/เอกสารร้าน/ตารางไซซ์เสื้อนักเรียน.md": """# ตารางไซซ์เสื้อนักเรียน (รอบอก นิ้ว)

| เบอร์ | รอบอก | ความยาวเสื้อ | ประมาณอายุ |
|---|---|---|---|
| 30 | 30 | 19 | อนุบาล |
| 32 | 32 | 20 | ป.1-ป.2 |
| 34 | 34 | 22 | ป.3-ป.4 |
| 36 | 36 | 24 | ป.5-ป.6 |
| 38 | 38 | 25 | ม.1-ม.2 |
| 40 | 40 | 26 | ม.3 ขึ้นไป |
| 42 | 42 | 27 | ม.ปลาย |

เด็กโตเร็ว แนะนำผู้ปกครองซื้อเผื่อ 1 เบอร์
""",
    "ร้านชุดนักเรียน/เอกสารร้าน/รายชื่อโรงเรียนลูกค้า.md": """# โรงเรียนลูกค้า (ติดต่อ)

- โรงเรียนศรีจันทร์ศึกษา — ครูอรุณี แสนสุข ฝ่ายกิจการนักเรียน 086-335-1472
- โรงเรียนอนุบาลดอกคูน — ผอ.พิมพ์ใจ วงศ์ศรี / ธุรการ คุณเจี๊ยบ 043-223-905
- โรงเรียนบ้านโนนม่วงพัฒนา — ครูสมพงษ์ ทองมา 081-902-6634
- โรงเรียนเทศบาลบ้านกอก — ครูวาสนา 095-118-2047 (สั่งแต่ชุดลูกเสือ)
""",
    "ร้านชุดนักเรียน/บัญชี/ค่าแรงช่างเย็บ_ตุลาคม68.md": """# ค่าแรงช่างเย็บ ตุลาคม 2568

| ชื่อ | งาน | อัตรา | จำนวน | รวม |
|---|---|---|---|---|
| พี่นวล | เย็บเสื้อ | ตัวละ 25 บาท | 412 ตัว | 10,300 บาท |
| น้องเมย์ | เย็บกางเกง/กระโปรง | ตัวละ 30 บาท | 286 ตัว | 8,580 บาท |
| ป้าคำ | ติดกระดุม รีด พับ | วันละ 300 บาท | 24 วัน | 7,200 บาท |

รวมจ่ายค่าแรง ต.ค. 26,080 บาท จ่ายแล้ว 31 ต.ค.
พี่นวลเบิกล่วงหน้า 1,500 หักแล้วในยอดนี้
""",
    "ร้านชุดนักเรียน/แชท/แชทไลน์_ครูอรุณี_ศรีจันทร์ศึกษา.txt": """[15 ต.ค. 68 10:05] ครูอรุณี ศรีจันทร์: สวัสดีค่ะพี่ภา ผอ.อนุมัติใบเสนอราคาฉบับแก้แล้วนะคะ 145,970 บาท
[15 ต.ค. 68 10:12] ภา ชุดนักเรียน: ขอบคุณมากค่ะครู มัดจำ 43,791 บาท โอนเข้าบัญชีร้านได้เลยนะคะ
[16 ต.ค. 68 14:30] ครูอรุณี ศรีจันทร์: โอนมัดจำแล้วค่ะ ส่งสลิปให้แล้วนะคะ
[16 ต.ค. 68 14:41] ภา ชุดนักเรียน: ได้รับแล้วค่ะ จะส่งรายชื่อปักมาวันไหนคะ
[20 ต.ค. 68 09:18] ครูอรุณี ศรีจันทร์: ส่งไฟล์รายชื่อแยกสีให้แล้วค่ะ สีแดง 160 สีเหลือง 160 สีฟ้า 160 สีชมพู 160
[3 พ.ย. 68 11:02] ครูอรุณี ศรีจันทร์: พี่ภาคะ มีเด็กย้ายเข้ากับเด็กที่ตกหล่นอีก 28 คน ขอเพิ่มเสื้อเป็น 668 ตัวนะคะ ปักชื่อด้วย
[3 พ.ย. 68 11:20] ภา ชุดนักเรียน: ได้ค่ะ 668 ตัว ราคาเดิม ยอดใหม่เป็น 151,654 บาทนะคะ
[5 พ.ย. 68 15:47] ครูอรุณี ศรีจันทร์: พี่คะ ธงสีไม่ต้องทำแล้วค่ะ ของปีที่แล้วยังใช้ได้ ผอ.ให้ตัดออก
[5 พ.ย. 68 16:02] ภา ชุดนักเรียน: รับทราบค่ะ ตัดธง 4 ผืนออก ยอดสุดท้าย 146,854 บาท หักมัดจำแล้วเหลือจ่าย 103,063 บาทค่ะ
[5 พ.ย. 68 16:05] ครูอรุณี ศรีจันทร์: โอเคค่ะ 146,854 บาท ยังส่งทัน 28 พ.ย. ใช่มั้ยคะ
[5 พ.ย. 68 16:09] ภา ชุดนักเรียน: ทันค่ะ ส่งรอบแรกสีแดงกับสีเหลืองวันที่ 21 พ.ย. นะคะ
""",
    "ร้านชุดนักเรียน/แชท/แชทไลน์_ช่างปักพี่ต้อย.txt": """[5 พ.ย. 68 09:12] ภา ชุดนักเรียน: พี่ต้อย ช่วยปักชื่อชุดพละอนุบาลดอกคูนให้หน่อยค่ะ 320 ตัว ชื่อจริง+ชื่อเล่น
[5 พ.ย. 68 09:40] ต้อย งานปัก: ได้จ้า ตัวละ 15 นะ ส่งให้ภายใน 20 ธ.ค.
[5 พ.ย. 68 09:45] ภา ชุดนักเรียน: แพงไปนิดพี่ ปีที่แล้วตัวละ 12 เอง
[5 พ.ย. 68 10:02] ต้อย งานปัก: ด้ายขึ้นราคาจ้า งั้นตัวละ 14 ละกัน
[5 พ.ย. 68 10:05] ภา ชุดนักเรียน: ถ้าเพิ่มงานบ้านโนนม่วงอีก 160 ตัวล่ะคะ
[5 พ.ย. 68 10:20] ต้อย งานปัก: โอเค รวม 480 ตัว ตัวละ 13 บาท รวม 6,240 บาท ถ้วนๆ
[5 พ.ย. 68 10:21] ภา ชุดนักเรียน: ตกลงค่ะ โอนมัดจำ 2,000 ก่อนนะคะ ที่เหลือจ่ายตอนรับงาน
[18 พ.ย. 68 16:30] ต้อย งานปัก: ส่งงานดอกคูนล็อตแรก 200 ตัวแล้วนะ ให้พี่เสริฐมารับได้เลย
[18 พ.ย. 68 16:45] ภา ชุดนักเรียน: ขอบคุณค่ะพี่
""",
    "ร้านชุดนักเรียน/Suppliers/email_IsanTextile_Nov2025.txt": ISAN_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[1 พ.ย. 68 19:20] ภา: พ่อเสริฐ ค่าเทอมปริมเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[1 พ.ย. 68 19:25] เสริฐ: ได้ เดี๋ยวโอนวันจันทร์ ใบแจ้งอยู่ในกระเป๋าปริม
[1 พ.ย. 68 19:31] ปริม: แม่ ค่ายวิทย์ไปวันที่ 27-28 พ.ย. นะคะ ขอเงินเพิ่ม 500 ด้วย
[4 พ.ย. 68 08:02] ภา: ประกันสุขภาพปริมจดหมายมาแล้ว ปีนี้ขึ้นเป็นเดือนละ 1,370
[4 พ.ย. 68 08:10] เสริฐ: ขึ้นทุกปีเลย เอาไว้ก่อน ไม่เปลี่ยนแผน
[6 พ.ย. 68 20:45] พ่อบุญมี: วันที่ 19 พ่อนัดหมอที่โรงพยาบาลนะ ใครว่างไปส่ง
[6 พ.ย. 68 20:50] ภา: ปริมหยุดวันนั้นมั้ยลูก ไม่หยุด งั้นแม่ไปส่งเองค่ะพ่อ ร้านให้ป้าคำเฝ้า
[10 พ.ย. 68 07:15] เสริฐ: โอนค่าเทอมปริมแล้ว 23,600
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อบุญมี)
- ความดันสูง + ไขมัน รักษาที่ รพ.ขอนแก่น คลินิกอายุรกรรม
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 08.30 น. งดอาหารหลังสองทุ่ม (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,640 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,890 บาท (เอกซเรย์ปอดเพิ่ม)
- หมอให้ลดเค็ม เดินเช้าวันละ 20 นาที
""",
}
TODO = {"todo.md": """- ส่งเสื้อกีฬาสีศรีจันทร์รอบแรก 21 พ.ย.
- เซ็นเอกสารกู้ธนาคาร ส่งก่อน 14 พ.ย.
- เลือกจักรปัก ขอนแก่น หรือ อุดร
- โอนค่าผ้าอีสานสิ่งทอ ก่อน 8 พ.ย.
- พาพ่อไปหาหมอ 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านชุดนักเรียน"
    quotes, contracts, suppliers, books, bank = (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers",
                                                 shop / "บัญชี", shop / "ธนาคาร")
    home = docs / "บ้าน"
    for folder in (quotes, contracts, suppliers, books, bank, shop / "แชท", shop / "เอกสารร้าน",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมปริม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ศรีจันทร์ศึกษา_ร่าง.docx", SRICHAN_DRAFT, SRICHAN_DRAFT_TABLE,
               bottom=SRICHAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ศรีจันทร์ศึกษา_ฉบับจริง.docx", SRICHAN_FINAL, SRICHAN_FINAL_TABLE,
               bottom=SRICHAN_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาจัดทำชุดพละ_อนุบาลดอกคูน.docx", DOKKOON_CONTRACT, headings=DOKKOON_HEADINGS,
               bottom=DOKKOON_BOTTOM)
    make_pdf(suppliers / "IsanTextile_pricelist_2025.pdf", ISAN_PRICES_2025)
    write_docx(suppliers / "ราคาผ้า_อีสานสิ่งทอ_2567.docx", ISAN_PRICES_2567, ISAN_PRICES_2567_TABLE,
               bottom=ISAN_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "IsanTextile_invoice_IT-25-0932.pdf", ISAN_INVOICE)
    make_pdf(suppliers / "KKSewing_embroidery_machine_quote.pdf", KKSEWING_QUOTE)
    make_pdf(suppliers / "NESystems_embroidery_machine_quote.pdf", NES_QUOTE)
    make_pdf(suppliers / "PatchPlus_badge_invoice_Oct2025.pdf", PATCHPLUS_INVOICE)
    make_pdf(bank / "SiamUnionBank_SME_loan_offer.pdf", LOAN_OFFER)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", WALKIN_2568, SCHOOL_2568, EMBROID_2568, WAGES_2568,
                BADGES_2568, 12000)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", WALKIN_2567, SCHOOL_2567, EMBROID_2567, WAGES_2567,
                BADGES_2567, 11000)
    _orders_book(books / "ยอดสั่งแยกโรงเรียน_2568.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", SLIDES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanNet_fibre_bill_Oct2025.pdf", ISANNET_BILL)
    make_pdf(home / "ประกัน" / "MekongLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมปริม" / "ค่าเทอม_ปริม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปริม" / "ค่าเทอม_ปริม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
