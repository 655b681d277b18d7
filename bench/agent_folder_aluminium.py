"""The aluminium folder: the papers of an aluminium window, door and glass installer and his household, by code.

The owner is นายวีระพงษ์ ศรีทอง (ช่างพงษ์). He runs "ศรีทองอลูมิเนียมแอนด์กลาส" (Srithong Aluminium & Glass),
a rented workshop at 45/7 หมู่ 4 ต.บางรักน้อย อ.เมืองนนทบุรี, fitting windows, doors, shopfronts and shower
screens in housing estates and shophouses. His wife นันทนา (พี่นัน) keeps the books, his daughter ใบเตย
(ด.ญ.ณัฐธิดา) is in ม.2, and three men work for him: ช่างเอก, บุญมี and น้องต้น. It is November 2568 (2025).

Documents/ร้านอลูมิเนียม/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_บ้านคุณสุรชัย_ร่าง.docx: draft quote QT-6810-042 to คุณสุรชัย วงศ์ใหญ่ (Pruksa Ville 27),
  windows, a 4-panel sliding door, fly screens, 92,250, deposit 50% = 46,125.
- ใบเสนอราคา/ใบเสนอราคา_บ้านคุณสุรชัย_ฉบับส่งจริง.docx: the final of the same quote (laminated glass door, one
  more window), 104,800, deposit 50% = 52,400.
- งานลูกค้า/สัญญาจ้าง_หน้าร้านยาศรีนนท์.docx: contract for a tempered-glass shopfront of a pharmacy shophouse,
  86,500, deposit 30% = 25,950, second payment 60,550, finish by 20 พ.ย. 2568, fine 500 a day.
- งานลูกค้า/แชทไลน์_คุณสุรชัย_พฤกษาวิลล์.txt: LINE chat with the customer; one awning window and its screen are cut,
  new total 100,050, 47,650 left after the deposit, fitting moved from 3 to 10 พ.ย.
- ซัพพลายเออร์/BBT_Aluminium_pricelist_2025.pdf: English price list of Bangbuathong Aluminium Co., Ltd. for 2025
  (sliding window frame set 1,260 a bar, box 1x4 bronze 610 ...).
- ซัพพลายเออร์/ราคาอลูมิเนียม_บางบัวทอง_2567.docx: last year's list of the same firm, in Thai (1,180; 570 ...).
- ซัพพลายเออร์/BBT_invoice_INV-2510-0388.pdf: an October invoice from the same firm, 38,177.60, due 8 Nov 2025.
- ซัพพลายเออร์/email_BBT_price_change_Dec2025.txt: email: box 1x4 bronze 640 a bar from 1 December 2025,
  delivery on Wednesday.
- ซัพพลายเออร์/ใบเสนอราคากระจก_ไทยรุ่งเรืองกลาส.docx and ใบเสนอราคากระจก_เอเชียเทมเปอร์.docx: two similar quotes
  for the pharmacy's 10 mm tempered glass (11.76 ตร.ม.; 23,544.28 vs 22,192.66; 7 vs 12 days).
- บัญชี/บัญชีรับจ่าย_2568.xlsx: this year's book, three sheets (income by month; expenses by month; summary),
  ม.ค.-ต.ค. 2568.
- บัญชี/บัญชีรับจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/ทะเบียนงาน_มัดจำ_2568.xlsx: jobs, quote totals, deposits and balances (Surachai still at 104,800).
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October wages and overtime of three workers, 46,900 in all.
- โรงงาน/สัญญาเช่าโรงงาน_บางรักน้อย.docx: the workshop lease from นางลำดวน พึ่งบุญ, 18,000 a month, deposit 36,000.
- โรงงาน/ChaoPhrayaBank_loan_approval_Oct2025.pdf: the bank's letter approving a 450,000 machine loan (6.75%,
  48 months, 10,724 a month, sign by 14 November 2025).
- แชทไลน์_ทีมช่าง.txt: the work team's LINE group (glass ordered from Asia Tempered, fitting dates).
- แผนงานปี2569.pptx: slides, next year's plan (2,600,000 target, machines on the 450,000 loan).
- วิธีวัดหน้างาน.md: his checklist for measuring on site.

Documents/บ้าน/ (the household)
- Bills/MEA_bill_Oct2025.pdf and Bills/MWA_water_bill_Oct2025.pdf: English electricity and water bills.
- ประกัน/GoldenLion_health_renewal_2025.pdf: English renewal notice for the daughter's health policy (monthly
  1,080 -> 1,190 from 1 Dec 2025); the household sheet pays it to โกลเด้นไลอ้อนประกันชีวิต.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (23,950; 24,300).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีทอง.txt: the family's LINE group.
- เรียนพิเศษใบเตย.md: the daughter's tutoring timetable and fees.
- ทริปปีใหม่_หัวหิน.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ศรีทองอลูมิเนียมแอนด์กลาส (Srithong Aluminium & Glass) 45/7 หมู่ 4 ต.บางรักน้อย อ.เมืองนนทบุรี "
            "จ.นนทบุรี 11000 โทร 081-447-2593")

# ---------------------------------------------------------------- customer quotes
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)")
SURACHAI_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6810-042",
    "วันที่ 5 ตุลาคม 2568",
    "เรียน คุณสุรชัย วงศ์ใหญ่  บ้านเลขที่ 27/118 หมู่บ้านพฤกษาวิลล์ 27 อ.บางใหญ่ จ.นนทบุรี",
    "เรื่อง งานหน้าต่างและประตูอลูมิเนียม บ้านเดี่ยว 2 ชั้น อลูมิเนียมสีชา กระจกเขียวตัดแสง 5 มม.",
]
SURACHAI_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("หน้าต่างบานเลื่อน 2 ช่อง 120x110 ซม.", "6 ชุด", "4,800", "28,800"),
    ("ประตูบานเลื่อน 4 ช่อง 300x220 ซม. (หลังบ้าน)", "1 ชุด", "32,500", "32,500"),
    ("หน้าต่างบานกระทุ้ง 60x110 ซม.", "4 ชุด", "3,900", "15,600"),
    ("มุ้งลวดอลูมิเนียม", "11 ชุด", "850", "9,350"),
    ("ค่าติดตั้ง ซิลิโคน และเก็บงาน (เหมา)", "1", "6,000", "6,000"),
    ("รวมทั้งสิ้น", "", "", "92,250"),
]
SURACHAI_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 92,250 บาท (เก้าหมื่นสองพันสองร้อยห้าสิบบาทถ้วน) ราคารวมค่าติดตั้งแล้ว",
    "มัดจำ 50% = 46,125 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "ร่าง - รอลูกค้าเลือกกระจกประตูหลังบ้านก่อนส่ง",
]
SURACHAI_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6810-042 (ฉบับแก้ไข)",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน คุณสุรชัย วงศ์ใหญ่  บ้านเลขที่ 27/118 หมู่บ้านพฤกษาวิลล์ 27 อ.บางใหญ่ จ.นนทบุรี",
    "เรื่อง งานหน้าต่างและประตูอลูมิเนียม บ้านเดี่ยว 2 ชั้น อลูมิเนียมสีชา กระจกเขียวตัดแสง 5 มม. "
    "ประตูหลังบ้านกระจกลามิเนต 6.38 มม.",
]
SURACHAI_FINAL_TABLE = [
    QUOTE_HEAD,
    ("หน้าต่างบานเลื่อน 2 ช่อง 120x110 ซม. (เพิ่มห้องพระ 1 ชุด)", "7 ชุด", "4,800", "33,600"),
    ("ประตูบานเลื่อน 4 ช่อง 300x220 ซม. กระจกลามิเนต 6.38 มม.", "1 ชุด", "38,900", "38,900"),
    ("หน้าต่างบานกระทุ้ง 60x110 ซม.", "4 ชุด", "3,900", "15,600"),
    ("มุ้งลวดอลูมิเนียม", "12 ชุด", "850", "10,200"),
    ("ค่าติดตั้ง ซิลิโคน และเก็บงาน (เหมา)", "1", "6,500", "6,500"),
    ("รวมทั้งสิ้น", "", "", "104,800"),
]
SURACHAI_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 104,800 บาท (หนึ่งแสนสี่พันแปดร้อยบาทถ้วน) ราคารวมค่าติดตั้งแล้ว",
    "มัดจำ 50% = 52,400 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "รับประกันงานติดตั้งและการรั่วซึม 2 ปี  ราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ วีระพงษ์ ศรีทอง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- pharmacy contract
PHARMACY_CONTRACT = [
    "สัญญาจ้างทำและติดตั้งหน้าร้านกระจก",
    "ทำที่ ร้านยาศรีนนท์เภสัช 112/5 ถนนรัตนาธิเบศร์ ต.บางกระสอ อ.เมืองนนทบุรี  วันที่ 17 ตุลาคม 2568",
    "ระหว่าง ภก.ธนพล เจริญสุข เจ้าของร้านยาศรีนนท์เภสัช ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายวีระพงษ์ ศรีทอง ร้านศรีทองอลูมิเนียมแอนด์กลาส ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
PHARMACY_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "รื้อประตูเหล็กยืดเดิม ทำหน้าร้านกระจกเทมเปอร์ใส 10 มม. แบบบานเปลือย กว้าง 4.20 ม.\n"
     "ประตูบานสวิงคู่ พร้อมโช้คอัพฝังพื้น 2 ชุด ช่องกระจกตายด้านข้าง 2 ช่อง และช่องแสงด้านบน\n"
     "อุปกรณ์ยึดกระจก (patch fitting) สแตนเลส มือจับยาว 60 ซม. 1 คู่"),
    ("ข้อ 2 ค่าจ้าง", "ค่าจ้างเหมารวมวัสดุและค่าแรง 86,500 บาท (แปดหมื่นหกพันห้าร้อยบาทถ้วน)"),
    ("ข้อ 3 การชำระเงิน", "งวดที่ 1 มัดจำ 30% = 25,950 บาท ในวันทำสัญญา\n"
     "งวดที่ 2 จำนวน 60,550 บาท เมื่อติดตั้งแล้วเสร็จและผู้ว่าจ้างตรวจรับงาน"),
    ("ข้อ 4 ระยะเวลา", "ผู้รับจ้างเริ่มงานไม่ก่อนวันที่ 10 พฤศจิกายน 2568 และต้องแล้วเสร็จภายในวันที่ 20 พฤศจิกายน 2568\n"
     "เข้าทำงานได้เฉพาะเวลา 20.00-06.00 น. เพื่อไม่ให้กระทบการขายของร้าน"),
    ("ข้อ 5 ค่าปรับ", "หากแล้วเสร็จช้ากว่ากำหนด ผู้รับจ้างยอมให้ปรับวันละ 500 บาท"),
    ("ข้อ 6 การรับประกัน", "รับประกันกระจกแตกจากการติดตั้งและโช้คอัพ 1 ปี นับจากวันส่งมอบงาน"),
]
PHARMACY_BOTTOM = ["ลงชื่อ ธนพล เจริญสุข ผู้ว่าจ้าง", "ลงชื่อ วีระพงษ์ ศรีทอง ผู้รับจ้าง",
                   "ลงชื่อ นันทนา ศรีทอง พยาน"]

# ---------------------------------------------------------------- glass quotes (two firms)
def _glass_quote(firm: list[str], number: str, date: str, rate: str, amount: str, holes: tuple[str, str, str],
                 delivery: str, subtotal: str, vat: str, total: str, bottom: list[str]):
    top = firm + [f"ใบเสนอราคา เลขที่ {number}  วันที่ {date}",
                  "เรียน คุณวีระพงษ์ ศรีทอง ร้านศรีทองอลูมิเนียมแอนด์กลาส",
                  "งาน หน้าร้านยาศรีนนท์เภสัช ถ.รัตนาธิเบศร์"]
    table = [
        ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
        ("กระจกเทมเปอร์ใส 10 มม. (บานประตู 2, ช่องตาย 2, ช่องแสง 2 รวม 6 แผ่น)", "11.76 ตร.ม.", rate, amount),
        ("เจาะรู/บากมุมสำหรับอุปกรณ์", holes[0], holes[1], holes[2]),
        ("ค่าขนส่งถึงหน้างาน นนทบุรี", "1 เที่ยว", delivery, delivery),
        ("รวมก่อนภาษี", "", "", subtotal),
        ("ภาษีมูลค่าเพิ่ม 7%", "", "", vat),
        ("รวมทั้งสิ้น", "", "", total),
    ]
    return top, table, bottom


GLASS_TRG = _glass_quote(
    ["บริษัท ไทยรุ่งเรืองกลาส จำกัด", "99 หมู่ 2 ถ.ราชพฤกษ์ ต.บางรักพัฒนา อ.บางบัวทอง จ.นนทบุรี โทร 02-921-4455"],
    "TRG-2568/771", "14 ตุลาคม 2568", "1,650", "19,404", ("12 จุด", "150", "1,800"), "800",
    "22,004", "1,540.28", "23,544.28",
    ["รวมทั้งสิ้น 23,544.28 บาท", "ระยะเวลาผลิต 7 วันหลังยืนยันแบบและรับมัดจำ 50%",
     "ยืนราคา 15 วัน  ผู้เสนอราคา คุณสมพร (ฝ่ายขาย) 086-330-1182"])
GLASS_AT = _glass_quote(
    ["บริษัท เอเชียเทมเปอร์กลาส จำกัด", "18/3 ถ.กาญจนาภิเษก ต.บางคูรัด อ.บางบัวทอง จ.นนทบุรี โทร 02-194-7730"],
    "AT-68-1093", "15 ตุลาคม 2568", "1,580", "18,580.80", ("12 จุด", "180", "2,160"), "0",
    "20,740.80", "1,451.86", "22,192.66",
    ["รวมทั้งสิ้น 22,192.66 บาท ส่งฟรีในนนทบุรี", "ระยะเวลาผลิต 12 วันหลังยืนยันแบบ ชำระเงินสดวันรับของ",
     "ยืนราคา 30 วัน  ผู้เสนอราคา คุณกิตติ 081-905-6624"])

# ---------------------------------------------------------------- aluminium supplier (English and Thai)
BBT_PRICES_2025 = [
    "BANGBUATHONG ALUMINIUM CO., LTD.\n"
    "125 Moo 8, Kanchanaphisek Road, Bang Bua Thong, Nonthaburi 11110  Tel. 02-571-3390\n"
    "PRICE LIST 2025 - ARCHITECTURAL ALUMINIUM PROFILES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per bar (6 m), VAT excluded.\n"
    "\n"
    "Sliding window frame set, 4 inch, bronze anodised ...... 1,260 THB/bar\n"
    "Sliding sash profile, bronze anodised .................. 540 THB/bar\n"
    "Box section 1x4 inch, bronze anodised .................. 610 THB/bar\n"
    "Box section 1x4 inch, white powder coat ................ 655 THB/bar\n"
    "Awning window profile set .............................. 780 THB/bar\n"
    "Heavy door frame 1.5x4 inch ............................ 1,180 THB/bar\n"
    "\n"
    "Free delivery in Nonthaburi for orders over 20,000 THB. Delivery days: Monday and Thursday.\n"
    "Payment: 30 days credit for account customers.\n"
    "Contact: Wanchai Limpanon, sales@bbtaluminium.co.th",
]
BBT_PRICES_2567 = ["บริษัท บางบัวทองอลูมิเนียม จำกัด", "ใบราคาอลูมิเนียมงานสถาปัตย์ ปี 2567 (มกราคม – ธันวาคม 2567)",
                   "ราคาต่อเส้น (ยาว 6 เมตร) ยังไม่รวมภาษีมูลค่าเพิ่ม"]
BBT_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("เฟรมหน้าต่างบานเลื่อน 4 นิ้ว สีชา (ชุด)", "1,180 บาท/เส้น"),
    ("บานเลื่อน (sash) สีชา", "505 บาท/เส้น"),
    ("กล่อง 1x4 นิ้ว สีชา", "570 บาท/เส้น"),
    ("กล่อง 1x4 นิ้ว สีขาว (พาวเดอร์โค้ท)", "615 บาท/เส้น"),
    ("ชุดบานกระทุ้ง", "735 บาท/เส้น"),
    ("วงกบประตู 1.5x4 นิ้ว หนา", "1,100 บาท/เส้น"),
]
BBT_PRICES_2567_BOTTOM = ["ส่งฟรีในเขตนนทบุรีเมื่อสั่งเกิน 15,000 บาท  ส่งของทุกวันจันทร์และพฤหัสบดี",
                          "เครดิต 30 วันสำหรับลูกค้าประจำ  ติดต่อ คุณวันชัย ลิมปานนท์ ฝ่ายขาย"]
BBT_INVOICE = [
    "BANGBUATHONG ALUMINIUM CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-2510-0388\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Srithong Aluminium & Glass (Mr. Weerapong Srithong), 45/7 Moo 4, Bang Rak Noi, Nonthaburi\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Sliding window frame set 4 in, bronze  12 bars   1,260.00     15,120.00\n"
    "Sliding sash profile, bronze           20 bars   540.00       10,800.00\n"
    "Box section 1x4 in, bronze             16 bars   610.00       9,760.00\n"
    "\n"
    "Subtotal 35,680.00   VAT 7% 2,497.60\n"
    "TOTAL DUE: 38,177.60 THB\n"
    "Please transfer to Bangkok Bank, account Bangbuathong Aluminium Co., Ltd., 221-3-04578-9\n"
    "and send the slip to LINE @bbtaluminium. Thank you.",
]
BBT_EMAIL = """From: Wanchai Limpanon <sales@bbtaluminium.co.th>
To: srithong.alu@gmail.com
Date: Tue, 4 Nov 2025 09:12
Subject: Price change on box sections and new delivery day from 1 December

Dear Khun Weerapong,

Thank you for your continued orders. Please note two changes from 1 December 2025:

1. Box section 1x4 inch, bronze anodised, will be 640 THB/bar (the 2025 price list says 610 THB/bar).
   The white powder-coat box section goes to 685 THB/bar. Ingot prices have risen since September.
2. Our truck to Bang Rak Noi will come on Wednesday only, instead of Monday and Thursday.

Orders confirmed before 28 November 2025 keep the old price. Frame sets and sash profiles do not change.

Best regards,
Wanchai Limpanon
Sales, Bangbuathong Aluminium Co., Ltd.
02-571-3390
"""

# ---------------------------------------------------------------- workshop lease, bank
LEASE = [
    "สัญญาเช่าอาคารโรงงาน",
    "ทำที่ ต.บางรักน้อย อ.เมืองนนทบุรี จ.นนทบุรี  วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นางลำดวน พึ่งบุญ  ผู้เช่า: นายวีระพงษ์ ศรีทอง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารโกดังชั้นเดียว พื้นที่ 240 ตารางเมตร เลขที่ 45/7 หมู่ 4 ต.บางรักน้อย "
    "เพื่อใช้เป็นโรงงานประกอบอลูมิเนียมและกระจก",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 2 เดือน เป็นเงิน 36,000 บาท ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้า 3 เฟสตามมิเตอร์ของตนเอง และค่าน้ำประปาตามที่ใช้จริง",
    "ข้อ 7. ผู้เช่าห้ามต่อเติมโครงสร้างอาคารโดยไม่ได้รับอนุญาตเป็นหนังสือ",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ลำดวน พึ่งบุญ ผู้ให้เช่า    ลงชื่อ วีระพงษ์ ศรีทอง ผู้เช่า",
]
BANK_LETTER = [
    "CHAO PHRAYA COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "SME Banking Centre - Nonthaburi (Rattanathibet Road)\n"
    "30 October 2025            Ref: SME-NTB-2568/1142\n"
    "\n"
    "LETTER OF LOAN APPROVAL\n"
    "To: Mr. Weerapong Srithong, Srithong Aluminium & Glass\n"
    "45/7 Moo 4, Bang Rak Noi, Mueang Nonthaburi, Nonthaburi 11000\n"
    "\n"
    "We are pleased to inform you that your application for a term loan has been approved:\n"
    "Loan amount: 450,000 THB\n"
    "Purpose: purchase of a double-head mitre saw and a corner crimping machine\n"
    "Interest rate: 6.75% per annum, fixed for the first 24 months, then MRR - 0.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 10,724 THB, first instalment due 25 December 2025\n"
    "Front-end fee: 0.5% of the loan (2,250 THB), deducted on drawdown\n"
    "Guarantor: Mrs. Nantana Srithong",
    "Conditions\n"
    "1. The machines must be bought from a VAT-registered seller; the invoices go to the bank.\n"
    "2. The business account at this bank must stay active for the term of the loan.\n"
    "3. Early repayment within 24 months: fee 2% of the amount repaid.\n"
    "\n"
    "Please sign and return the acceptance form at the branch by 14 November 2025,\n"
    "otherwise this approval lapses.\n"
    "\n"
    "Relationship manager: Khun Pimchanok Rattanakul, 02-525-8810",
]

# ---------------------------------------------------------------- books
HOUSES_2568 = [148500, 162300, 185600, 97400, 121800, 88600, 104200, 132700, 118900, 176400]
SHOPS_2568 = [42000, 38500, 56800, 61200, 28400, 35900, 47300, 22600, 51800, 64350]
JOBS_2568 = [9, 10, 12, 8, 9, 7, 8, 9, 9, 11]
PROFILES_2568 = [52400, 58100, 66300, 41200, 47900, 36800, 42100, 49600, 45300, 61800]
GLASS_2568 = [31800, 34600, 40200, 26500, 28900, 22400, 26800, 30100, 29700, 39500]
FITTINGS_2568 = [8600, 9200, 11400, 6900, 7800, 6100, 7300, 8400, 8100, 10600]
WAGES_2568 = [42000, 42000, 45500, 42000, 42000, 38500, 42000, 45500, 45500, 46900]
HOUSES_2567 = [121400, 138900, 152300, 84600, 99800, 71200, 92500, 110300, 98700, 141600, 165200, 189400]
SHOPS_2567 = [35600, 29800, 47200, 52900, 22100, 31400, 38800, 19700, 44300, 56200, 61800, 72500]
JOBS_2567 = [8, 8, 10, 7, 8, 6, 7, 8, 8, 10, 11, 13]
PROFILES_2567 = [44300, 47200, 55600, 38900, 36100, 30700, 37400, 36900, 40800, 55100, 63400, 71800]
GLASS_2567 = [27100, 28900, 33800, 23300, 21700, 18600, 22500, 22800, 24900, 33600, 38700, 43900]
FITTINGS_2567 = [7200, 7700, 9100, 6200, 5800, 4900, 6000, 6100, 6600, 8900, 10300, 11600]
WAGES_2567 = [38500, 38500, 42000, 38500, 38500, 35000, 38500, 38500, 42000, 42000, 45500, 49000]
RENT = 18000


def _book(path: Path, year: str, jobs, houses, shops, profiles, glass, fittings, wages) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับ ศรีทองอลูมิเนียมแอนด์กลาส ปี {year} (Income {year})"])
    income.append(["เดือน (Month)", "จำนวนงาน (Jobs)", "งานบ้าน/หมู่บ้าน (Houses, THB)",
                   "งานตึกแถว/ร้านค้า (Shops, THB)", "รวม (Total, THB)"])
    for month, n, h, s in zip(MONTHS, jobs, houses, shops):
        income.append([f"{month} {year}", n, h, s, h + s])
    income.append(["รวมทั้งปี (Year total)", sum(jobs), sum(houses), sum(shops), sum(houses) + sum(shops)])
    for column in (3, 4, 5):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่าย ศรีทองอลูมิเนียมแอนด์กลาส ปี {year} (Expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าอลูมิเนียม (Profiles)", "ค่ากระจก (Glass)", "อุปกรณ์/ซิลิโคน (Fittings)",
                  "ค่าแรงช่าง (Wages)", "ค่าเช่าโรงงาน (Workshop rent)", "รวม (Total)"])
    for month, p, g, f, w in zip(MONTHS, profiles, glass, fittings, wages):
        costs.append([f"{month} {year}", p, g, f, w, RENT, p + g + f + w + RENT])
    n = len(profiles)
    costs.append(["รวมทั้งปี (Year total)", sum(profiles), sum(glass), sum(fittings), sum(wages), RENT * n,
                  sum(profiles) + sum(glass) + sum(fittings) + sum(wages) + RENT * n])
    for column in range(2, 8):
        money_format(costs, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append([f"สรุปกำไรรายเดือน ปี {year} (Monthly profit {year})"])
    summary.append(["เดือน (Month)", "รายรับ (Income)", "รายจ่าย (Expenses)", "กำไร (Profit)"])
    for i in range(n):
        got = houses[i] + shops[i]
        spent = profiles[i] + glass[i] + fittings[i] + wages[i] + RENT
        summary.append([f"{MONTHS[i]} {year}", got, spent, got - spent])
    for column in (2, 3, 4):
        money_format(summary, column)
    book.save(path)


REGISTER = [
    ("QT-6809-031", "คุณมาลี ทองคำ (ทาวน์โฮม บางกรวย)", "หน้าต่างบานเลื่อน 5 ชุด + มุ้งลวด", 31250, 15000,
     "2 ก.ย. 2568", 16250, "ติดตั้งแล้ว เก็บเงินครบ"),
    ("QT-6809-037", "ร้านก๋วยเตี๋ยวเจ๊หงส์ (ตึกแถว ท่าน้ำนนท์)", "ประตูบานเฟี้ยมอลูมิเนียม หน้าร้าน", 58900, 20000,
     "15 ก.ย. 2568", 38900, "ติดตั้งแล้ว ค้างงวดสุดท้าย"),
    ("QT-6810-042", "คุณสุรชัย วงศ์ใหญ่ (พฤกษาวิลล์ 27)", "หน้าต่าง/ประตูบานเลื่อน บ้าน 2 ชั้น", 104800, 52400,
     "13 ต.ค. 2568", 52400, "รอติดตั้ง"),
    ("QT-6810-045", "ร้านยาศรีนนท์เภสัช (ถ.รัตนาธิเบศร์)", "หน้าร้านกระจกเทมเปอร์ 10 มม.", 86500, 25950,
     "17 ต.ค. 2568", 60550, "รอกระจก"),
    ("QT-6810-051", "คุณอรทัย (คอนโด ติวานนท์)", "ฉากกั้นอาบน้ำกระจกเทมเปอร์", 14500, 7000,
     "28 ต.ค. 2568", 7500, "รอวัดหน้างาน"),
]


def _register(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานและมัดจำ Jobs"
    sheet.append(["ทะเบียนงานลูกค้าและเงินมัดจำ 2568 (Jobs and deposits)"])
    sheet.append(["เลขที่ใบเสนอราคา", "ลูกค้า (Customer)", "งาน (Job)", "ยอดงาน (Job total)", "มัดจำ (Deposit)",
                  "วันรับมัดจำ", "คงเหลือ (Balance)", "สถานะ (Status)"])
    for row in REGISTER:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in REGISTER), sum(r[4] for r in REGISTER), "",
                  sum(r[6] for r in REGISTER), ""])
    for column in (4, 5, 7):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2297.85, "MEA"), ("ค่าน้ำประปา (Water)", 198.67, "MWA"),
                  ("เน็ตบ้าน+มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 11400, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 6200, "ใช้ทั้งงานและบ้าน"),
                  ("ผ่อนบ้าน ธอส. (Home loan)", 9850, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1080, "โกลเด้นไลอ้อนประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2618.34, "MEA"), ("ค่าน้ำประปา (Water)", 224.70, "MWA"),
                  ("เน็ตบ้าน+มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 6650, "ใช้ทั้งงานและบ้าน"),
                  ("ผ่อนบ้าน ธอส. (Home loan)", 9850, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1080, "โกลเด้นไลอ้อนประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, ""),
                  ("ค่าหมอฟันพ่อ (Dentist)", 1800, "อุดฟัน 2 ซี่")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2433.61, "MEA"), ("ค่าน้ำประปา (Water)", 215.07, "MWA"),
                  ("เน็ตบ้าน+มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 7050, "ใช้ทั้งงานและบ้าน"),
                  ("ผ่อนบ้าน ธอส. (Home loan)", 9850, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1080, "โกลเด้นไลอ้อนประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 3200, "เพิ่มวิชาอังกฤษ")],
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
    top = ["โรงเรียนสุขสวัสดิ์วิทยา นนทบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณัฐธิดา ศรีทอง  ชั้น ม.2/3  เลขประจำตัว 30418"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4477-9031",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าหนังสือและชุดพละ", "3,250")], "23,950", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่ากิจกรรมเข้าค่ายลูกเสือ-เนตรนารี", "2,100"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,500")],
                "24,300", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
MEA_BILL = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Nonthaburi District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weerapong Srithong\n"
    "Address: 88/15 Rattana Ville, Soi Rattanathibet 18, Bang Kraso, Mueang Nonthaburi 11000\n"
    "CA no. 011-7734-5290\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,582 -> 32,068   Units used: 486 kWh\n"
    "Energy charge 2,071.32  Ft 178.46  Service 24.62  VAT 7% 159.21\n"
    "AMOUNT DUE: 2,433.61 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at MEA offices, banks, convenience stores or the MEA Smart Life app.",
]
MWA_BILL = [
    "METROPOLITAN WATERWORKS AUTHORITY (MWA) - Nonthaburi Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Weerapong Srithong    Account: 1207-5538-41\n"
    "Meter reading: 1,204 -> 1,228   Water used: 24 cubic metres\n"
    "Water charge 186.00   Service charge 15.00   VAT 7% 14.07\n"
    "TOTAL 215.07 THB\n"
    "Due date: 31 Oct 2025. Direct debit from savings account ...8820.",
]
INSURANCE_LETTER = [
    "GOLDEN LION LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nonthaburi Service Office, Tiwanon Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE AND PREMIUM ADJUSTMENT - HEALTH RIDER\n"
    "Dear Mr. Weerapong Srithong,\n"
    "Policy no. GL-HS-5582031    Insured: Miss Natthida Srithong (age 13)\n"
    "Plan: Kids Health Care Plus - room 4,000 THB/night, annual limit 1,500,000 THB\n"
    "Policy year: 1 Dec 2025 - 30 Nov 2026\n"
    "\n"
    "Monthly premium: 1,190 THB from 1 Dec 2025 (now 1,080 THB), as the insured moves to a new age band.\n"
    "Yearly premium if paid at once: 13,680 THB (you save 600 THB).\n"
    "Please tell us by 25 Nov 2025 whether you pay monthly or yearly.\n"
    "If we do not hear from you, the monthly direct debit continues at the new premium.\n"
    "\n"
    "Your agent: Khun Sasithorn 089-662-1470\n"
    "Customer Service, Golden Lion Life Assurance",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(HOUSES_2568) + sum(SHOPS_2568)
    return [
        ("แผนงานศรีทองอลูมิเนียม ปี 2569", "Srithong Aluminium & Glass - plan for 2026\nวีระพงษ์ ศรีทอง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท จำนวนงาน {sum(JOBS_2568)} งาน\n"
                         "งานตึกแถว/หน้าร้านกระจกเพิ่มขึ้น กำไรดีกว่างานบ้าน\n"
                         "ปัญหา: ตัดอลูมิเนียมด้วยมือช้า งานคิวยาว ลูกค้ารอ 3-4 สัปดาห์"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,600,000 บาท\nงานหน้าร้านกระจก/ตึกแถว เดือนละ 2 งาน\n"
                            "ลดคิวรอติดตั้งเหลือไม่เกิน 2 สัปดาห์"),
        ("เครื่องจักรใหม่ (เงินกู้ธนาคาร)", "เลื่อยตัดองศา 2 หัว 285,000 บาท + เครื่องย้ำมุม 165,000 บาท\n"
                                            "รวม 450,000 บาท กู้เจ้าพระยาพาณิชย์ 48 เดือน\n"
                                            "ผ่อนเดือนละประมาณ 10,700 บาท"),
        ("คนและการตลาด", "จ้างช่างเพิ่ม 1 คน เดือนละ 13,500 บาท\nทำเพจ Facebook ลงผลงานทุกสัปดาห์\n"
                         "ติดต่อนิติบุคคลหมู่บ้านพฤกษาวิลล์ เสนอราคาเหมาหลัง"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านอลูมิเนียม/งานลูกค้า/แชทไลน์_คุณสุรชัย_พฤกษาวิลล์.txt": """[5 ต.ค. 68 19:02] คุณสุรชัย พฤกษาวิลล์: ช่างพงษ์ครับ ได้ใบเสนอราคาแล้ว 92,250 ใช่มั้ยครับ
[5 ต.ค. 68 19:10] ช่างพงษ์: ใช่ครับ อันนั้นกระจกเขียวธรรมดาทั้งหมดนะครับ
[6 ต.ค. 68 08:31] คุณสุรชัย พฤกษาวิลล์: แฟนอยากได้ประตูบานเลื่อนหลังบ้านเป็นกระจกลามิเนต กันขโมย แล้วเพิ่มหน้าต่างห้องพระอีก 1 บานครับ
[6 ต.ค. 68 08:40] ช่างพงษ์: ได้ครับ เดี๋ยวคิดราคาใหม่ส่งให้ครับ
[12 ต.ค. 68 17:45] ช่างพงษ์: ส่งใบเสนอราคาแก้ไขให้แล้วครับ รวม 104,800 มัดจำ 50% 52,400 ครับ
[13 ต.ค. 68 09:20] คุณสุรชัย พฤกษาวิลล์: โอนมัดจำแล้วครับ 52,400 (ส่งสลิปแล้ว)
[13 ต.ค. 68 09:25] ช่างพงษ์: ได้รับแล้วครับ นัดติดตั้ง 3 พ.ย. นะครับ
[24 ต.ค. 68 20:14] คุณสุรชัย พฤกษาวิลล์: ช่างครับ หน้าต่างบานกระทุ้งห้องน้ำชั้นบนบานนึง ผู้รับเหมาบอกทำเป็นบล็อกแก้วช่องลมแทน ขอตัดออกได้มั้ยครับ
[24 ต.ค. 68 20:30] ช่างพงษ์: ได้ครับ ตัดกระทุ้ง 1 บาน 3,900 กับมุ้งลวด 850 ออก ยอดใหม่ 100,050 ครับ หักมัดจำ 52,400 เหลือจ่ายวันติดตั้ง 47,650 ครับ
[24 ต.ค. 68 20:33] คุณสุรชัย พฤกษาวิลล์: โอเคครับ แล้วขอเลื่อนติดตั้งเป็น 10 พ.ย. ได้มั้ย ช่างสีเพิ่งเข้า
[24 ต.ค. 68 20:41] ช่างพงษ์: ได้ครับ 10 พ.ย. 8 โมงเช้า ทีมเข้า 2 คน เสร็จภายใน 2 วันครับ
[24 ต.ค. 68 20:42] คุณสุรชัย พฤกษาวิลล์: ขอบคุณครับ 👍
""",
    "ร้านอลูมิเนียม/แชทไลน์_ทีมช่าง.txt": """[27 ต.ค. 68 18:05] ช่างพงษ์: พรุ่งนี้เข้าร้านยาศรีนนท์ วัดหน้างานจริงอีกรอบ เอกไปกับพี่
[27 ต.ค. 68 18:07] เอก: ครับพี่
[29 ต.ค. 68 12:30] ช่างพงษ์: สั่งกระจกเทมเปอร์กับเอเชียเทมเปอร์แล้ว ถูกกว่าไทยรุ่งเรือง แต่ของเข้า 12 วัน ประมาณ 10 พ.ย.
[29 ต.ค. 68 12:32] บุญมี: งานบ้านคุณสุรชัยเลื่อนเป็น 10 พ.ย. ชนกันมั้ยพี่
[29 ต.ค. 68 12:40] ช่างพงษ์: บ้านคุณสุรชัย เอกกับบุญมี 10-11 พ.ย. ร้านยาพี่กับต้นเข้ากะกลางคืน 12 พ.ย.
[31 ต.ค. 68 17:00] พี่นัน: โอนค่าแรงเดือนตุลาแล้วนะ ยอดอยู่ในไฟล์ค่าแรง
[31 ต.ค. 68 17:03] ต้น: ได้แล้วครับพี่นัน ขอบคุณครับ
[4 พ.ย. 68 07:15] ช่างพงษ์: วันนี้รถบางบัวทองมาส่งกล่อง ใครอยู่โรงงานช่วยนับด้วย 16 เส้น
""",
    "ร้านอลูมิเนียม/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | ค่าแรง | โอที | รวม |
|---|---|---|---|---|---|
| ช่างเอก (หัวหน้าทีมติดตั้ง) | 650 บาท | 26 วัน | 16,900 บาท | 2,200 บาท | 19,100 บาท |
| บุญมี (ช่างประกอบ) | 550 บาท | 26 วัน | 14,300 บาท | 1,700 บาท | 16,000 บาท |
| น้องต้น (ผู้ช่วย) | 450 บาท | 24 วัน | 10,800 บาท | 1,000 บาท | 11,800 บาท |

รวมจ่ายค่าแรง ต.ค. 46,900 บาท โอนแล้ว 31 ต.ค.
โอทีเดือนนี้มาจากงานร้านก๋วยเตี๋ยวเจ๊หงส์ ต้องเข้ากะกลางคืน
""",
    "ร้านอลูมิเนียม/วิธีวัดหน้างาน.md": """# วิธีวัดหน้างาน (เช็กลิสต์)
- วัดช่องเปิด 3 จุด (บน กลาง ล่าง) เอาค่าน้อยสุด หักข้างละ 5 มม.
- เช็กได้ดิ่ง/ได้ฉากด้วยระดับน้ำ ผนังเอียงเกิน 1 ซม. ต้องแจ้งลูกค้า
- ถามสีอลูมิเนียม (สีชา/ขาว/ดำ) และชนิดกระจก (ใส/เขียว/ลามิเนต/เทมเปอร์)
- ถ่ายรูปหน้างานทุกช่อง เขียนเลขช่องลงในรูป
- ห้องน้ำใช้บานกระทุ้ง กระจกฝ้า
""",
    "ร้านอลูมิเนียม/ซัพพลายเออร์/email_BBT_price_change_Dec2025.txt": BBT_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีทอง.txt": """[1 พ.ย. 68 19:20] นัน: พ่อ ค่าเทอมเทอม 2 ใบเตยต้องจ่ายก่อน 10 พ.ย. นะ 24,300
[1 พ.ย. 68 19:25] พงษ์: ได้ๆ รอเก็บเงินงวดคุณสุรชัยก่อน จ่ายวันที่ 10 เลย
[1 พ.ย. 68 19:26] ใบเตย: พ่อ ค่ายลูกเสือต้องซื้อเป้ใหม่ด้วยนะ
[3 พ.ย. 68 20:02] นัน: ประกันสุขภาพใบเตยส่งจดหมายมา ธ.ค. ขึ้นเป็นเดือนละ 1,190 จ่ายรายปีถูกกว่า
[3 พ.ย. 68 20:10] พงษ์: จ่ายรายปีเลย แต่รอเงินงวดร้านยาเข้าก่อน
[5 พ.ย. 68 07:40] นัน: ค่าไฟเดือนที่แล้ว 2,433 บาท จ่ายแล้วนะ
[5 พ.ย. 68 07:41] ใบเตย: หนูปิดแอร์แล้วนะแม่ 😅
""",
    "บ้าน/เรียนพิเศษใบเตย.md": """# เรียนพิเศษใบเตย เทอม 2/2568
- คณิต: ครูเบียร์ วันเสาร์ 9.00-11.00 น. เดือนละ 2,400 บาท
- อังกฤษ (เพิ่มตั้งแต่ ต.ค.): ออนไลน์ วันพุธ 18.30-19.30 น. เดือนละ 800 บาท
- รวมเดือนละ 3,200 บาท
- สอบกลางภาค 15-19 ธ.ค.
""",
    "บ้าน/ทริปปีใหม่_หัวหิน.md": """# ทริปปีใหม่ หัวหิน 30 ธ.ค. - 1 ม.ค.
- ขับรถกระบะไปเอง ออกตี 5
- ที่พัก 2 คืน คืนละ 2,800 บาท (จองแล้ว มัดจำ 1,000)
- งบกิน+เที่ยว 8,000 บาท
- อย่าลืมฝากโรงงานให้ช่างเอกดู
""",
}
TODO = {"todo.md": """- เซ็นรับเงินกู้ธนาคาร ก่อน 14 พ.ย.
- เก็บเงินงวดสุดท้ายบ้านคุณสุรชัย 10 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 10 พ.ย.
- สั่งกล่อง 1x4 ก่อน 28 พ.ย. ราคาเก่า
- ตอบประกันใบเตยว่าจ่ายรายปี
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านอลูมิเนียม"
    quotes, jobs, suppliers, books, works = (shop / "ใบเสนอราคา", shop / "งานลูกค้า", shop / "ซัพพลายเออร์",
                                             shop / "บัญชี", shop / "โรงงาน")
    home = docs / "บ้าน"
    for folder in (quotes, jobs, suppliers, books, works, home / "Bills", home / "ประกัน", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านคุณสุรชัย_ร่าง.docx", SURACHAI_DRAFT, SURACHAI_DRAFT_TABLE,
               bottom=SURACHAI_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านคุณสุรชัย_ฉบับส่งจริง.docx", SURACHAI_FINAL, SURACHAI_FINAL_TABLE,
               bottom=SURACHAI_FINAL_BOTTOM)
    write_docx(jobs / "สัญญาจ้าง_หน้าร้านยาศรีนนท์.docx", PHARMACY_CONTRACT, headings=PHARMACY_HEADINGS,
               bottom=PHARMACY_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคากระจก_ไทยรุ่งเรืองกลาส.docx", GLASS_TRG[0], GLASS_TRG[1], bottom=GLASS_TRG[2])
    write_docx(suppliers / "ใบเสนอราคากระจก_เอเชียเทมเปอร์.docx", GLASS_AT[0], GLASS_AT[1], bottom=GLASS_AT[2])
    make_pdf(suppliers / "BBT_Aluminium_pricelist_2025.pdf", BBT_PRICES_2025)
    write_docx(suppliers / "ราคาอลูมิเนียม_บางบัวทอง_2567.docx", BBT_PRICES_2567, BBT_PRICES_2567_TABLE,
               bottom=BBT_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "BBT_invoice_INV-2510-0388.pdf", BBT_INVOICE)
    write_docx(works / "สัญญาเช่าโรงงาน_บางรักน้อย.docx", LEASE)
    make_pdf(works / "ChaoPhrayaBank_loan_approval_Oct2025.pdf", BANK_LETTER)
    _book(books / "บัญชีรับจ่าย_2568.xlsx", "2568", JOBS_2568, HOUSES_2568, SHOPS_2568, PROFILES_2568,
          GLASS_2568, FITTINGS_2568, WAGES_2568)
    _book(books / "บัญชีรับจ่าย_2567.xlsx", "2567", JOBS_2567, HOUSES_2567, SHOPS_2567, PROFILES_2567,
          GLASS_2567, FITTINGS_2567, WAGES_2567)
    _register(books / "ทะเบียนงาน_มัดจำ_2568.xlsx")
    write_slides(shop / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "MEA_bill_Oct2025.pdf", MEA_BILL)
    make_pdf(home / "Bills" / "MWA_water_bill_Oct2025.pdf", MWA_BILL)
    make_pdf(home / "ประกัน" / "GoldenLion_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
