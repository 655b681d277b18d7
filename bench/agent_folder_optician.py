"""A blind agent folder: the papers of an optician's shop selling glasses and contact lenses, plus household papers.

The owner is คุณวรรณา ศรีสุข (Wanna Srisuk), who runs ร้านแว่นตาวรรณาออพติค (Wanna Optic), a small optician's shop
at 123/4 ถนนโพศรี, Mueang Udon Thani. Her husband สมศักดิ์ (Somsak) helps on weekends, their son น้องภูมิ (Phum) is
in ป.4 at Udon Thani Bilingual School, and her mother แม่บุญมี (Boonmee) lives with them. Her shop assistant is
น้องนิด (Nittaya). Her lens supplier is บริษัท ไทยออพติคอลเลนส์ จำกัด, called "Thai Optical Lens Co., Ltd." on its
English price list; its salesman is พี่เอก. Every figure a task checks is written literally below.

Files under Documents/:
- ร้านแว่น/ใบเสนอราคา/ใบเสนอราคา_บ.อุดรฟู้ด_ร่าง.docx: the DRAFT quote QT-2568-014 to บริษัท อุดรฟู้ด จำกัด for eye tests
  and glasses for 40 staff (total 83,460 บาท, valid 15 days), never sent.
- ร้านแว่น/ใบเสนอราคา/ใบเสนอราคา_บ.อุดรฟู้ด_ฉบับจริง.docx: the FINAL quote sent, 45 staff, free eye test, lower prices
  (total 81,855 บาท, valid 30 days).
- ร้านแว่น/ใบเสนอราคา/ใบเสนอราคา_ธนาคารออมสิน_สาขาหมากแข้ง.docx: a similar quote to a bank branch, 15 staff with
  progressive lenses (total 102,720 บาท).
- ร้านแว่น/Suppliers/ThaiOptical_pricelist_2025.pdf: this year's dealer lens price list, in English.
- ร้านแว่น/Suppliers/ราคาเลนส์_ไทยออพติคอล_2567.docx: last year's price list from the same firm, in Thai.
- ร้านแว่น/Suppliers/VisionPlus_invoice_INV2025-0418.pdf: a contact-lens distributor's tax invoice (April 2025).
- ร้านแว่น/Suppliers/BKK_Frame_House_invoice_May2025.pdf: a frame wholesaler's invoice (May 2025).
- ร้านแว่น/Suppliers/email_VisionPlus_price_update.txt: an English e-mail announcing new contact-lens prices from
  1 July 2025 and a mid-year promotion.
- ร้านแว่น/บัญชีร้าน/ยอดขาย_2568.xlsx: this year's book: monthly sales Jan-Jun (sheet ยอดขาย Sales) and shop
  expenses with months as columns (sheet ค่าใช้จ่าย Expenses).
- ร้านแว่น/บัญชีร้าน/ยอดขาย_2567.xlsx: last year's book, same layout, twelve months.
- ร้านแว่น/บัญชีร้าน/contact_lens_units_2568.xlsx: boxes of contact lenses sold per brand, months as columns.
- ร้านแว่น/เอกสารร้าน/สัญญาเช่าร้าน_ตึกแถวถนนโพศรี.docx: the shop-house lease (18,000 บาท a month, deposit 54,000).
- ร้านแว่น/เอกสารร้าน/หนังสือจ้างงาน_น้องนิด.docx: the assistant's hiring letter (salary 12,500, commission 3%).
- ร้านแว่น/เอกสารร้าน/PEA_bill_shop_May2025.pdf: the shop's electricity bill for May 2025.
- ร้านแว่น/LINE/LINE_เซลส์ไทยออพติคอล_พี่เอก.txt: LINE chat with the lens salesman; the order changes from 40 to 45
  to 50 pairs and from 850 to 820 บาท a pair.
- ร้านแว่น/LINE/LINE_ลูกค้า_ลุงสมหมาย.txt: LINE chat with an older customer ordering progressive glasses.
- ร้านแว่น/LINE/LINE_กลุ่มพนักงานร้าน.txt: the staff group chat: July days off, July sales target and bonus.
- ร้านแว่น/Notes/stocktake_notes_June2025.md: the end-of-June stock count notes (English with Thai).
- ร้านแว่น/Notes/ไอเดียโปรเปิดเทอม.md: ideas for a back-to-school promotion.
- ร้านแว่น/แผนปี_2569_Plan2026.pptx: next year's plan (second branch, targets, hiring).
- บ้าน/น้องภูมิ/tuition_invoice_Phum_term1_2025.pdf: Phum's school fee invoice for semester 1/2025, in English.
- บ้าน/น้องภูมิ/LINE_ครูน้องภูมิ.txt: LINE chat with Phum's class teacher about the scout camp fee.
- บ้าน/บิล/PEA_bill_home_May2025.pdf: the house's electricity bill for May 2025.
- บ้าน/ประกัน/car_insurance_renewal_2025.pdf: the car-insurance renewal notice (English).
- บ้าน/ประกัน/ประกันสุขภาพแม่_สรุป.docx: her summary of her mother's health-insurance policy, in Thai.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (April to June 2568).
- บ้าน/ของที่ต้องซื้อเข้าบ้าน.txt: a shopping list.
- บ้าน/ภาษี_2567_โน้ต.md: notes for last year's personal income tax return.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = [
    "ร้านแว่นตาวรรณาออพติค (Wanna Optic)",
    "123/4 ถนนโพศรี ต.หมากแข้ง อ.เมือง จ.อุดรธานี 41000  โทร 042-221-345  LINE: @wannaoptic",
]
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_UDONFOOD_DRAFT = (
    SHOP_HEAD + [
        "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-014",
        "วันที่ 2 พฤษภาคม 2568",
        "เรียน ฝ่ายบุคคล บริษัท อุดรฟู้ด จำกัด",
        "เรื่อง เสนอราคาตรวจวัดสายตาและตัดแว่นสายตาให้พนักงาน จำนวน 40 คน",
    ],
    [
        QUOTE_HEAD,
        ("1", "ตรวจวัดสายตาด้วยคอมพิวเตอร์ นอกสถานที่", "40", "100", "4,000"),
        ("2", "กรอบแว่นพลาสติก TR90", "40", "650", "26,000"),
        ("3", "เลนส์ชั้นเดียว 1.60 ตัดแสงสีฟ้า (Blue Cut)", "40", "1,200", "48,000"),
    ],
    [
        "รวมเป็นเงิน 78,000 บาท",
        "ภาษีมูลค่าเพิ่ม 7% 5,460 บาท",
        "ยอดรวมทั้งสิ้น 83,460 บาท",
        "ยืนราคา 15 วัน นับจากวันที่เสนอราคา",
        "หมายเหตุ: ร่าง ยังไม่ส่ง รอคุยเรื่องส่วนลดกับพี่สมศักดิ์ก่อน",
    ],
)
QUOTE_UDONFOOD_FINAL = (
    SHOP_HEAD + [
        "ใบเสนอราคา  เลขที่ QT-2568-014",
        "วันที่ 6 พฤษภาคม 2568",
        "เรียน คุณจิราพร ฝ่ายบุคคล บริษัท อุดรฟู้ด จำกัด",
        "เรื่อง เสนอราคาตรวจวัดสายตาและตัดแว่นสายตาให้พนักงาน จำนวน 45 คน",
    ],
    [
        QUOTE_HEAD,
        ("1", "ตรวจวัดสายตาด้วยคอมพิวเตอร์ นอกสถานที่", "45", "ฟรี", "ฟรี"),
        ("2", "กรอบแว่นพลาสติก TR90", "45", "600", "27,000"),
        ("3", "เลนส์ชั้นเดียว 1.60 ตัดแสงสีฟ้า (Blue Cut)", "45", "1,100", "49,500"),
    ],
    [
        "รวมเป็นเงิน 76,500 บาท",
        "ภาษีมูลค่าเพิ่ม 7% 5,355 บาท",
        "ยอดรวมทั้งสิ้น 81,855 บาท (แปดหมื่นหนึ่งพันแปดร้อยห้าสิบห้าบาทถ้วน)",
        "ยืนราคา 30 วัน นับจากวันที่เสนอราคา",
        "เงื่อนไขการชำระเงิน: มัดจำ 50% เมื่อตกลง ส่วนที่เหลือชำระเมื่อส่งมอบแว่น",
        "ส่งมอบแว่นภายใน 10 วันหลังตรวจวัดสายตา  รับประกันกรอบ 6 เดือน",
        "ลงชื่อ วรรณา ศรีสุข (ผู้เสนอราคา)",
    ],
)
QUOTE_GSB = (
    SHOP_HEAD + [
        "ใบเสนอราคา  เลขที่ QT-2568-019",
        "วันที่ 20 พฤษภาคม 2568",
        "เรียน ผู้จัดการ ธนาคารออมสิน สาขาหมากแข้ง",
        "เรื่อง เสนอราคาตรวจวัดสายตาและตัดแว่นสายตาให้พนักงาน จำนวน 15 คน",
    ],
    [
        QUOTE_HEAD,
        ("1", "ตรวจวัดสายตาด้วยคอมพิวเตอร์ ที่สาขา", "15", "ฟรี", "ฟรี"),
        ("2", "กรอบแว่นไทเทเนียม", "15", "1,500", "22,500"),
        ("3", "เลนส์โปรเกรสซีฟ 1.60 ตัดแสงสีฟ้า", "15", "4,900", "73,500"),
    ],
    [
        "รวมเป็นเงิน 96,000 บาท",
        "ภาษีมูลค่าเพิ่ม 7% 6,720 บาท",
        "ยอดรวมทั้งสิ้น 102,720 บาท (หนึ่งแสนสองพันเจ็ดร้อยยี่สิบบาทถ้วน)",
        "ยืนราคา 30 วัน นับจากวันที่เสนอราคา",
        "เงื่อนไขการชำระเงิน: ชำระเต็มจำนวนเมื่อส่งมอบแว่น",
        "ลงชื่อ วรรณา ศรีสุข (ผู้เสนอราคา)",
    ],
)

PRICELIST_2025 = [
    "THAI OPTICAL LENS CO., LTD.\n99/8 Moo 3, Bang Chalong, Bang Phli, Samut Prakan 10540\n"
    "DEALER PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB per pair, excluding VAT 7%\n\n"
    "Single vision 1.56 HMC .......................... 320\n"
    "Single vision 1.60 Blue Cut ..................... 850\n"
    "Single vision 1.67 Blue Cut ..................... 1,450\n"
    "Progressive 1.56 (Standard) ..................... 1,900\n"
    "Progressive 1.60 Blue Cut (Premium) ............. 3,200\n"
    "Photochromic 1.56 Auto Grey ..................... 980\n"
    "Myopia control lens for kids 1.59 ............... 2,600",
    "Terms\nFree delivery for orders of 20,000 THB or more.\nPayment: 30 days credit from invoice date.\n"
    "Special orders (prism, high power over -8.00) add 7 working days.\n"
    "Sales contact: Mr. Ekkachai (Ek) 081-456-7788",
]
PRICELIST_2567 = (
    [
        "บริษัท ไทยออพติคอลเลนส์ จำกัด",
        "ใบราคาเลนส์สำหรับร้านค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
        "ราคาต่อคู่ หน่วยเป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม",
    ],
    [
        ("รายการ", "ราคาต่อคู่ (บาท)"),
        ("เลนส์ชั้นเดียว 1.56 มัลติโค้ท", "290"),
        ("เลนส์ชั้นเดียว 1.60 ตัดแสงสีฟ้า", "790"),
        ("เลนส์ชั้นเดียว 1.67 ตัดแสงสีฟ้า", "1,350"),
        ("เลนส์โปรเกรสซีฟ 1.56 รุ่นมาตรฐาน", "1,750"),
        ("เลนส์โปรเกรสซีฟ 1.60 ตัดแสงสีฟ้า รุ่นพรีเมียม", "2,950"),
        ("เลนส์ปรับแสงออโต้ 1.56 สีเทา", "920"),
    ],
    [
        "ส่งฟรีเมื่อสั่งซื้อครบ 15,000 บาท",
        "เครดิต 30 วัน นับจากวันที่ในใบแจ้งหนี้",
        "ติดต่อฝ่ายขาย คุณเอกชัย 081-456-7788",
    ],
)

VISIONPLUS_INVOICE = [
    "VISION PLUS CONTACT LENS DISTRIBUTION CO., LTD.\n45 Ratchadaphisek Road, Din Daeng, Bangkok 10400\n"
    "TAX INVOICE No. INV2025-0418\nDate: 18 April 2025\n"
    "Bill to: Wanna Optic, 123/4 Phosri Road, Mak Khaeng, Mueang, Udon Thani 41000\n\n"
    "Acuvue Oasys 2-week (6 pcs) ......... 20 boxes x 780 = 15,600.00\n"
    "Dailies AquaComfort Plus (30 pcs) ... 30 boxes x 620 = 18,600.00\n"
    "Bausch+Lomb ReNu solution 355 ml .... 24 bottles x 145 = 3,480.00\n\n"
    "Subtotal: 37,680.00 THB\nVAT 7%: 2,637.60 THB\nTotal: 40,317.60 THB\n"
    "Payment due: 18 May 2025 (30 days credit)",
]
FRAME_INVOICE = [
    "BANGKOK FRAME HOUSE CO., LTD.\n212 Chakkraphet Road, Wang Burapha, Bangkok 10200\n"
    "INVOICE No. BFH-25-0533\nDate: 9 May 2025\nCustomer: Wanna Optic (Udon Thani)\n\n"
    "TR90 plastic frames, assorted colours ... 50 pcs x 310 = 15,500.00\n"
    "Titanium half-rim frames ............... 20 pcs x 720 = 14,400.00\n"
    "Kids flexible frames ................... 30 pcs x 260 = 7,800.00\n\n"
    "Subtotal: 37,700.00 THB\nVAT 7%: 2,639.00 THB\nTotal: 40,339.00 THB\n"
    "Please transfer to Kasikorn Bank a/c 012-3-45678-9 within 15 days.",
]
VISIONPLUS_EMAIL = """From: Nattapong K. <nattapong@visionplus-cl.co.th>
To: wanna.optic@gmail.com
Date: Mon, 2 Jun 2025 10:14
Subject: Price update from 1 July 2025 + mid-year promotion

Dear Khun Wanna,

Thank you for your continued support of Vision Plus.

Because of higher import costs and the weaker baht, our dealer prices will change from 1 July 2025:
- Acuvue Oasys 2-week (6 pcs): from 780 to 840 THB per box
- Dailies AquaComfort Plus (30 pcs): from 620 to 660 THB per box
- Solutions and accessories: no change

Any order placed on or before 30 June 2025 will still be charged at the current prices.

Mid-year promotion (until 30 June 2025): buy 20 boxes of any one lens, get 2 boxes free.
Free delivery for orders of 10,000 THB or more stays the same.

Please reply to this e-mail or call me at 089-112-3344 if you would like to place an order.

Best regards,
Nattapong Kaewmanee
Key Account, North-East
Vision Plus Contact Lens Distribution Co., Ltd.
"""

SALES_HEAD = ("เดือน (Month)", "แว่นสายตา (Glasses)", "คอนแทคเลนส์ (Contact lenses)",
              "ตรวจวัดสายตา/อื่นๆ (Eye test/Other)", "รวม (Total)")
SALES_2568 = [
    ("ม.ค. 2568", 142300, 31250, 6400),
    ("ก.พ. 2568", 128900, 29800, 5900),
    ("มี.ค. 2568", 151200, 33450, 7100),
    ("เม.ย. 2568", 176400, 38900, 8250),
    ("พ.ค. 2568", 198700, 41300, 9600),
    ("มิ.ย. 2568", 163500, 36750, 7800),
]
SALES_2567 = [
    ("ม.ค. 2567", 131800, 27400, 5600),
    ("ก.พ. 2567", 119500, 26100, 5200),
    ("มี.ค. 2567", 140300, 28900, 6300),
    ("เม.ย. 2567", 158600, 32150, 7050),
    ("พ.ค. 2567", 181200, 35700, 8400),
    ("มิ.ย. 2567", 150400, 31900, 6900),
    ("ก.ค. 2567", 139700, 30250, 6100),
    ("ส.ค. 2567", 133900, 29600, 5800),
    ("ก.ย. 2567", 127300, 28750, 5500),
    ("ต.ค. 2567", 168900, 34200, 7600),
    ("พ.ย. 2567", 149600, 32800, 6700),
    ("ธ.ค. 2567", 172400, 37900, 8100),
]
EXPENSES_2568 = {
    "ค่าเช่าร้าน (Rent)": [18000] * 6,
    "เงินเดือนพนักงาน (Staff salary)": [11000, 11000, 15500, 24000, 24000, 24000],
    "ค่าคอมมิชชั่น (Commission)": [0, 0, 1200, 3900, 4650, 3350],
    "ค่าไฟร้าน (Electricity)": [4210.55, 4480.30, 5102.75, 5690.40, 5436.82, 5311.08],
    "ซื้อเลนส์ (Lenses)": [38500, 31200, 42800, 47600, 52300, 40900],
    "ซื้อกรอบแว่น (Frames)": [22400, 0, 25800, 0, 40339, 0],
    "ซื้อคอนแทคเลนส์ (Contact lenses)": [21500, 19800, 0, 40317.60, 0, 24600],
}
EXPENSES_2567 = {
    "ค่าเช่าร้าน (Rent)": [16500] * 12,
    "เงินเดือนพนักงาน (Staff salary)": [11000] * 12,
    "ค่าไฟร้าน (Electricity)": [3980.20, 4120.45, 4890.10, 5520.85, 5605.30, 5210.60,
                                4870.15, 4690.90, 4550.35, 4380.70, 4105.25, 4020.80],
    "ซื้อเลนส์ (Lenses)": [34500, 29800, 36900, 41200, 45800, 38100, 35200, 33900, 31800, 42600, 37400, 43900],
    "ซื้อกรอบแว่น (Frames)": [20500, 0, 22900, 0, 26300, 0, 19800, 0, 21700, 0, 24800, 0],
    "ซื้อคอนแทคเลนส์ (Contact lenses)": [18900, 17600, 0, 35400, 0, 21800, 0, 19900, 18700, 0, 22500, 23100],
}
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CONTACT_UNITS = {
    "Acuvue Oasys 2-week (กล่อง 6 ชิ้น)": [18, 16, 19, 24, 26, 21],
    "Dailies AquaComfort Plus (กล่อง 30 ชิ้น)": [22, 21, 23, 27, 29, 25],
    "Maxim รายเดือน (Monthly)": [35, 31, 38, 44, 47, 40],
    "คอนแทคเลนส์สี (Colour lenses)": [41, 46, 52, 61, 58, 49],
    "น้ำยาล้างคอนแทค (Solution)": [30, 28, 33, 36, 39, 34],
}

LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดอุดรธานี วันที่ 25 ธันวาคม 2567",
    "ผู้ให้เช่า: นายประเสริฐ วงศ์ทองดี  ผู้เช่า: นางวรรณา ศรีสุข (ร้านแว่นตาวรรณาออพติค)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 123/4 ถนนโพศรี ต.หมากแข้ง อ.เมือง จ.อุดรธานี "
    "เพื่อใช้เป็นร้านแว่นตา",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน "
    "โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนให้ภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ในปีที่ 3 ของสัญญา (ปี 2570) ค่าเช่าปรับเป็นเดือนละ 19,500 บาท",
    "ข้อ 6. ผู้เช่าเป็นผู้ชำระค่าไฟฟ้า ค่าน้ำประปา และค่าป้ายร้านเอง",
    "ข้อ 7. หากชำระค่าเช่าล่าช้าเกิน 7 วัน ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนดต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ประเสริฐ วงศ์ทองดี (ผู้ให้เช่า)   ลงชื่อ วรรณา ศรีสุข (ผู้เช่า)",
]
HIRING = [
    "ร้านแว่นตาวรรณาออพติค",
    "หนังสือตกลงจ้างงาน",
    "วันที่ 1 มีนาคม 2568",
    "ร้านแว่นตาวรรณาออพติค ตกลงจ้าง นางสาวนิตยา บุญมา (น้องนิด) ในตำแหน่งพนักงานขายและผู้ช่วยตรวจวัดสายตา",
    "เริ่มงานวันที่ 10 มีนาคม 2568 ทดลองงาน 119 วัน",
    "เงินเดือน 12,500 บาท จ่ายทุกวันสิ้นเดือน",
    "ค่าคอมมิชชั่น 3% ของยอดขายแว่นสายตาที่ปิดการขายเอง จ่ายพร้อมเงินเดือนของเดือนถัดไป",
    "เวลาทำงาน วันจันทร์-วันเสาร์ 09:30-19:00 น. หยุดวันอาทิตย์ และหยุดเพิ่มได้เดือนละ 1 วัน (แจ้งล่วงหน้า 7 วัน)",
    "ร้านเป็นผู้ขึ้นทะเบียนประกันสังคมให้ และมีแว่นสายตาฟรีปีละ 1 อัน",
    "ลงชื่อ วรรณา ศรีสุข (นายจ้าง)   ลงชื่อ นิตยา บุญมา (ลูกจ้าง)",
]
PEA_SHOP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani office\nELECTRICITY BILL - May 2025\n"
    "Customer: Wanna Optic (Mrs. Wanna Srisuk)\nAddress: 123/4 Phosri Road, Mak Khaeng, Mueang Udon Thani\n"
    "Account no.: 020012345678\nTariff: 2.2 Small general service\n"
    "Reading period: 20 April 2025 - 20 May 2025",
    "Units used: 1,186 kWh\nEnergy charge: 4,612.35 THB\nFt charge: 435.50 THB\nService charge: 33.29 THB\n"
    "Subtotal: 5,081.14 THB\nVAT 7%: 355.68 THB\nAmount due: 5,436.82 THB\nDue date: 30 May 2025",
]
PEA_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani office\nELECTRICITY BILL - May 2025\n"
    "Customer: Mrs. Wanna Srisuk\nAddress: 88/15 Moo 6, Nong Samrong, Mueang Udon Thani\n"
    "Account no.: 020098765432\nTariff: 1.2 Residential\n"
    "Reading period: 20 April 2025 - 20 May 2025",
    "Units used: 642 kWh\nEnergy charge: 2,586.90 THB\nFt charge: 235.74 THB\nService charge: 24.62 THB\n"
    "Subtotal: 2,847.26 THB\nVAT 7%: 199.31 THB\nAmount due: 3,046.57 THB\nDue date: 30 May 2025",
]

LINE_EK = """[12/5/2568 09:48] วรรณา: พี่เอกคะ ขอสั่งเลนส์ 1.60 บลูคัท 40 คู่ค่ะ งานบริษัทอุดรฟู้ด
[12/5/2568 10:02] พี่เอก ไทยออพติคอล: ได้ครับพี่ คู่ละ 850 ตามใบราคาปีนี้นะครับ
[12/5/2568 10:05] วรรณา: โอเคค่ะ เดี๋ยวส่งค่าสายตาทีละคนให้ทีหลังนะคะ
[13/5/2568 14:30] วรรณา: พี่คะ HR เค้าเพิ่มคนเป็น 45 คน ขอแก้เป็น 45 คู่นะคะ
[13/5/2568 14:41] พี่เอก ไทยออพติคอล: ได้ครับ ถ้าพี่เอาครบ 50 คู่ ผมลดให้เหลือคู่ละ 820 ครับ
[13/5/2568 15:10] วรรณา: งั้นเอา 50 คู่เลยค่ะ เหลือ 5 คู่เก็บไว้ขายหน้าร้าน
[13/5/2568 15:12] พี่เอก ไทยออพติคอล: รับทราบครับ สรุปออเดอร์ เลนส์ 1.60 บลูคัท 50 คู่ คู่ละ 820 บาท รวม 41,000 บาท (ยังไม่รวม VAT) ส่งของวันที่ 16 พ.ค. ครับ
[13/5/2568 15:13] วรรณา: ขอบคุณค่ะพี่ 🙏
[16/5/2568 11:20] พี่เอก ไทยออพติคอล: ของออกจากกรุงเทพแล้วนะครับ พรุ่งนี้ถึงร้าน
"""
LINE_SOMMAI = """[3/6/2568 08:15] ลุงสมหมาย: หนูวรรณา ลุงจะตัดแว่นใหม่ อ่านหนังสือไม่ชัดแล้ว มองไกลก็มัว
[3/6/2568 08:40] วรรณา: สวัสดีค่ะลุง แนะนำเลนส์โปรเกรสซีฟค่ะ ใส่อันเดียวดูได้ทั้งใกล้ทั้งไกล
[3/6/2568 08:42] วรรณา: รุ่นมาตรฐาน 1.56 พร้อมกรอบ ชุดละ 4,500 บาทค่ะ รุ่นพรีเมียมตัดแสงสีฟ้า ชุดละ 7,900 บาทค่ะ
[3/6/2568 09:05] ลุงสมหมาย: เอารุ่นธรรมดาก่อนละกัน
[4/6/2568 18:30] ลุงสมหมาย: ลูกสาวบอกให้เอารุ่นดี ลุงดูทีวีกับมือถือเยอะ เปลี่ยนเป็นพรีเมียมนะ
[4/6/2568 18:45] วรรณา: ได้ค่ะลุง รุ่นพรีเมียม 7,900 บาท ลดให้ลุงเหลือ 7,500 บาทค่ะ มัดจำ 3,000 นะคะ
[5/6/2568 10:10] ลุงสมหมาย: โอนมัดจำแล้ว 3,000
[5/6/2568 10:12] วรรณา: ได้รับแล้วค่ะ แว่นเสร็จประมาณ 14 มิ.ย. ค่ะ เหลือจ่ายอีก 4,500 บาทตอนรับแว่นนะคะ
"""
LINE_STAFF = """[25/6/2568 20:05] วรรณา: แจ้งน้องๆ เรื่องเดือน ก.ค. นะคะ
[25/6/2568 20:06] วรรณา: วันหยุดยาวเข้าพรรษา ร้านปิด 10-11 ก.ค. เปิดปกติวันที่ 12 ค่ะ
[25/6/2568 20:08] นิด: รับทราบค่ะพี่ หนูขอหยุดเพิ่มวันที่ 21 ก.ค. ได้ไหมคะ ไปงานบวชพี่ชาย
[25/6/2568 20:10] วรรณา: ได้จ้า วันนั้นพี่ต้นอยู่ร้านกับพี่ค่ะ
[25/6/2568 20:15] ต้น: ผมขอหยุดวันที่ 28 ก.ค. ครับ พาแม่ไปหาหมอ
[25/6/2568 20:16] วรรณา: โอเคค่ะ
[25/6/2568 20:20] วรรณา: เป้ายอดขายเดือน ก.ค. 230,000 บาทนะ ถ้าถึงเป้าได้โบนัสคนละ 1,500 บาทค่ะ สู้ๆ
[25/6/2568 20:22] นิด: สู้ค่ะ 💪
[25/6/2568 20:23] ต้น: จัดไปครับ
[26/6/2568 09:00] วรรณา: อีกเรื่อง นับสต็อกวันที่ 30 มิ.ย. หลังปิดร้านนะคะ อยู่ช่วยกันทุกคน
"""
STOCKTAKE = """# Stocktake 30 June 2025 (นับสต็อกสิ้นเดือน มิ.ย.)

Counted by: Wanna, Nid, Ton (after closing, 19:30-22:10)

## Frames
- Frames on display: 312 pcs
- Frames in back stock: 146 pcs
- Missing: 3 Ray-Ban frames (RB5154), value 11,700 THB -> check CCTV / ask Ton

## Lenses (stock pairs)
- Single vision 1.56 HMC: 84 pairs
- Single vision 1.60 Blue Cut: 37 pairs (incl. 5 pairs left from Udon Food job)
- Progressive: 6 pairs

## Contact lenses
- Acuvue Oasys 2-week: 14 boxes
- Dailies AquaComfort Plus: 9 boxes  <- order before price goes up in July
- Colour lenses: 52 boxes, 8 boxes expire in Sep 2025 -> put on sale

## To do
- Re-count kids frames next week, numbers did not match the sheet
- Total stock value (cost) estimate: about 486,000 THB
"""
PROMO_IDEAS = """# ไอเดียโปรเปิดเทอม (พ.ค.)

- เซ็ตแว่นเด็ก กรอบยืดหยุ่น + เลนส์ 1.56 ชุดละ 1,490 บาท (ปกติ 1,990)
- ตรวจสายตาเด็กฟรี ถ้ามากับผู้ปกครอง
- ไปออกบูธที่โรงเรียนอนุบาลอุดร? ต้องถามครูก่อน
- ทำโพสต์ FB + LINE OA อาทิตย์ละ 2 โพสต์
- ลองถามพี่เอกเรื่องเลนส์ชะลอสายตาสั้นสำหรับเด็ก
"""
PLAN_2026 = [
    ("แผนปี 2569 (Plan 2026)", "ร้านแว่นตาวรรณาออพติค - วรรณา ศรีสุข"),
    ("เป้าหมายปี 2569 (Targets)", "ยอดขายทั้งปี 2,800,000 บาท\nปี 2568 คาดว่าจะปิดที่ประมาณ 2,450,000 บาท\n"
                                  "ลูกค้าใหม่เดือนละ 60 คน"),
    ("เปิดสาขา 2 (Branch 2)", "ที่ตลาดหนองบัว ช่วงไตรมาส 2 ปี 2569\nงบลงทุนตกแต่ง+เครื่องมือ 850,000 บาท\n"
                              "กู้ SME ธนาคาร 500,000 บาท ที่เหลือเงินเก็บ"),
    ("คน (Staff)", "จ้างนักทัศนมาตร 1 คน เงินเดือน 25,000 บาท\nจ้างพนักงานขายเพิ่ม 1 คน สำหรับสาขา 2"),
    ("สินค้า/บริการใหม่", "เลนส์ชะลอสายตาสั้นสำหรับเด็ก (Myopia control)\nคอนแทคเลนส์ Ortho-K\n"
                          "บริการตรวจสายตานอกสถานที่ให้บริษัทและโรงเรียน"),
    ("การตลาด (Marketing)", "งบการตลาดทั้งปี 60,000 บาท\nLINE OA + Facebook + TikTok\nบัตรสะสมแต้มลูกค้าเก่า"),
]

TUITION = [
    "UDON THANI BILINGUAL SCHOOL\n555 Thahan Road, Mueang Udon Thani 41000\n"
    "TUITION INVOICE - Semester 1, Academic Year 2025\nInvoice no.: UBS-2025-1-0437\nDate: 20 April 2025\n\n"
    "Student: Phumipat Srisuk (Phum)\nClass: Primary 4/2\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee ............................ 22,000.00\n"
    "Learning materials and books ........... 3,200.00\n"
    "Lunch and snacks ....................... 2,800.00\n"
    "Student accident insurance ............. 500.00\n"
    "Total ................................... 28,500.00 THB",
    "Payment deadline: 15 May 2025\nLate payment fee: 50 THB per day\n"
    "Pay by bank transfer to Bangkok Bank a/c 401-2-33445-6 and send the slip to the school LINE OA.\n"
    "Semester 2 invoice will be issued in October 2025.",
]
LINE_TEACHER = """[9/6/2568 16:20] ครูแพรวา ป.4/2: เรียนผู้ปกครองน้องภูมิค่ะ เดือนนี้มีค่ายลูกเสือ 2 วัน 1 คืน ที่ค่ายลูกเสือหนองประจักษ์ วันที่ 26-27 มิ.ย. ค่ะ
[9/6/2568 16:21] ครูแพรวา ป.4/2: ค่าใช้จ่ายคนละ 1,200 บาท รวมค่าอาหาร ค่ารถ และเสื้อค่าย ส่งภายใน 20 มิ.ย. ค่ะ
[9/6/2568 19:02] วรรณา: รับทราบค่ะครู เดี๋ยวโอนให้ค่ะ น้องภูมิต้องเตรียมอะไรบ้างคะ
[9/6/2568 19:30] ครูแพรวา ป.4/2: ชุดลูกเสือ ถุงนอน ไฟฉาย ยากันยุง และยาประจำตัวค่ะ
[12/6/2568 08:10] วรรณา: โอนแล้วนะคะครู 1,200 บาท แนบสลิปค่ะ
[12/6/2568 08:45] ครูแพรวา ป.4/2: ได้รับแล้วค่ะ ขอบคุณค่ะ
"""
CAR_INSURANCE = [
    "SIAM SAFETY INSURANCE PUBLIC COMPANY LIMITED\nMotor Insurance - RENEWAL NOTICE\nDate: 2 June 2025\n\n"
    "Insured: Mr. Somsak Srisuk\nPolicy no.: MV-2567-0081234\nVehicle: Toyota Yaris Ativ 1.2 (2021), "
    "plate 1KK 5678 Udon Thani\nCover: Type 1 (first class)\n\n"
    "Current policy expires: 14 July 2025\nRenewal period: 14 July 2025 - 14 July 2026\n"
    "Sum insured: 420,000 THB\nNo-claim discount: 30%\nRenewal premium: 18,950 THB (incl. duty and VAT)",
    "Please pay by 10 July 2025 to keep continuous cover.\n"
    "Pay at any branch, by bank transfer, or by credit card (3 or 6 months 0% instalments).\n"
    "Questions: call centre 1234 or your agent Ms. Kanokwan 086-778-9900.",
]
MOM_INSURANCE = (
    [
        "สรุปกรมธรรม์ประกันสุขภาพ แม่ (นางบุญมี ศรีสุข)",
        "บริษัท ไทยสุขใจ ประกันชีวิต จำกัด (มหาชน)  กรมธรรม์เลขที่ H-6612345",
        "แผน สุขภาพเหมาจ่าย แผน 3  ผู้รับผลประโยชน์: วรรณา ศรีสุข",
    ],
    [
        ("ความคุ้มครอง", "วงเงิน"),
        ("ค่าห้องผู้ป่วยใน (IPD)", "คืนละ 3,000 บาท"),
        ("ค่ารักษาพยาบาลผู้ป่วยในต่อครั้ง", "สูงสุด 100,000 บาท"),
        ("ค่าผ่าตัด", "สูงสุด 60,000 บาท"),
        ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ],
    [
        "เบี้ยประกันปีละ 24,600 บาท ครบกำหนดชำระทุกวันที่ 1 สิงหาคม",
        "ต้องแจ้งเคลมภายใน 30 วันหลังออกจากโรงพยาบาล",
        "โรงพยาบาลในเครือที่อุดร: รพ.อุดรราม, รพ.เอกอุดร",
        "หมายเหตุ: แม่อายุ 66 ปีแล้ว เบี้ยขึ้นทุก 5 ปี ปีหน้าต้องเช็คอีกที",
    ],
)
HOUSE_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "เม.ย. 2568": [
        ("ค่ากับข้าว (Groceries)", 9420, "ตลาดหนองบัว + Makro"),
        ("ค่าไฟบ้าน (Electricity)", 2875.40, ""),
        ("ค่าน้ำประปา (Water)", 310, ""),
        ("เน็ตบ้าน+มือถือ (Internet & phone)", 1297, "AIS"),
        ("ค่าน้ำมันรถ (Fuel)", 3200, ""),
        ("ผ่อนรถ (Car loan)", 8900, "งวดที่ 38/60"),
        ("ให้แม่ (For mom)", 5000, ""),
        ("สงกรานต์ (Songkran)", 6500, "ซองลูกหลาน + ทำบุญ"),
    ],
    "พ.ค. 2568": [
        ("ค่ากับข้าว (Groceries)", 9850, "ตลาดหนองบัว + Makro"),
        ("ค่าไฟบ้าน (Electricity)", 3046.57, "ร้อนมาก แอร์ทั้งวัน"),
        ("ค่าน้ำประปา (Water)", 340, ""),
        ("เน็ตบ้าน+มือถือ (Internet & phone)", 1297, "AIS"),
        ("ค่าน้ำมันรถ (Fuel)", 3400, ""),
        ("ผ่อนรถ (Car loan)", 8900, "งวดที่ 39/60"),
        ("ให้แม่ (For mom)", 5000, ""),
        ("ค่าเทอมน้องภูมิ (School fees)", 28500, "เทอม 1/2568"),
        ("ชุดนักเรียน+รองเท้า (Uniforms)", 2350, ""),
    ],
    "มิ.ย. 2568": [
        ("ค่ากับข้าว (Groceries)", 9180, ""),
        ("ค่าไฟบ้าน (Electricity)", 2790.15, ""),
        ("ค่าน้ำประปา (Water)", 325, ""),
        ("เน็ตบ้าน+มือถือ (Internet & phone)", 1297, "AIS"),
        ("ค่าน้ำมันรถ (Fuel)", 3150, ""),
        ("ผ่อนรถ (Car loan)", 8900, "งวดที่ 40/60"),
        ("ให้แม่ (For mom)", 5000, ""),
        ("ค่ายลูกเสือน้องภูมิ (Scout camp)", 1200, ""),
    ],
}
SHOPPING = "ข้าวหอมมะลิ 5 กิโล\nไข่ไก่ 2 แผง\nนมจืดให้ภูมิ 1 ลัง\nน้ำยาล้างจาน\nยากันยุงไปค่าย\nผงซักฟอก\n"
TAX_NOTES = """# ภาษีเงินได้ ปี 2567 (ยื่น ภ.ง.ด.90 ภายใน มี.ค. 2568)

- เงินได้จากร้าน (40(8)) หักค่าใช้จ่ายจริง ไม่ใช้แบบเหมา ต้องเก็บใบกำกับภาษีให้ครบ
- ลดหย่อนส่วนตัว 60,000 / ลูก 1 คน 30,000 / เลี้ยงดูแม่ 30,000
- เบี้ยประกันสุขภาพแม่ ลดหย่อนได้ไม่เกิน 15,000
- ประกันสังคม 9,000
- ยื่นออนไลน์แล้ว 28 มี.ค. 2568 ต้องจ่ายเพิ่ม 7,840 บาท ผ่อน 3 งวดได้
"""
WORKSPECT = {
    "todo.md": "- โทรตามพี่เอกเรื่องเลนส์ 5 คู่ที่เหลือจากงานอุดรฟู้ด\n"
               "- ต่อประกันรถพี่สมศักดิ์ก่อน 10 ก.ค.\n"
               "- สั่งคอนแทคเลนส์ก่อนขึ้นราคา 1 ก.ค.\n"
               "- นับกรอบแว่นเด็กใหม่อีกรอบ\n"
               "- จ่ายเบี้ยประกันแม่ 1 ส.ค.\n",
}


def _quote(path: Path, quote: tuple) -> None:
    top, table, bottom = quote
    write_docx(path, top, table=table, bottom=bottom)


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านวรรณาออพติค ปี {year} (Monthly sales, THB)"])
    sheet.append(list(SALES_HEAD))
    for month, glasses, contact, other in sales:
        sheet.append([month, glasses, contact, other, glasses + contact + other])
    sheet.append(["รวม (Total)"] + [sum(row[i] for row in sales) for i in (1, 2, 3)]
                 + [sum(sum(row[1:]) for row in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    months = MONTHS_EN[:len(sales)]
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses, THB)"])
    costs.append(["รายการ (Item)"] + months)
    for item, amounts in expenses.items():
        costs.append([item] + amounts)
    costs.append(["รวม (Total)"] + [round(sum(col), 2) for col in zip(*expenses.values())])
    for column in range(2, len(months) + 2):
        money_format(costs, column)
    book.save(path)


def _contact_units(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Units 2568"
    sheet.append(["จำนวนคอนแทคเลนส์ที่ขายได้ ปี 2568 (boxes sold, 2025)"])
    sheet.append(["ยี่ห้อ/รุ่น (Brand)"] + MONTHS_EN[:6] + ["รวม (Total)"])
    for brand, units in CONTACT_UNITS.items():
        sheet.append([brand] + units + [sum(units)])
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the owner's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านแว่น", docs / "บ้าน"
    for sub in (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชีร้าน", shop / "เอกสารร้าน",
                shop / "LINE", shop / "Notes", home / "น้องภูมิ", home / "บิล", home / "ประกัน"):
        sub.mkdir(parents=True, exist_ok=True)
    _quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_บ.อุดรฟู้ด_ร่าง.docx", QUOTE_UDONFOOD_DRAFT)
    _quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_บ.อุดรฟู้ด_ฉบับจริง.docx", QUOTE_UDONFOOD_FINAL)
    _quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_ธนาคารออมสิน_สาขาหมากแข้ง.docx", QUOTE_GSB)
    make_pdf(shop / "Suppliers" / "ThaiOptical_pricelist_2025.pdf", PRICELIST_2025)
    top, table, bottom = PRICELIST_2567
    write_docx(shop / "Suppliers" / "ราคาเลนส์_ไทยออพติคอล_2567.docx", top, table=table, bottom=bottom)
    make_pdf(shop / "Suppliers" / "VisionPlus_invoice_INV2025-0418.pdf", VISIONPLUS_INVOICE)
    make_pdf(shop / "Suppliers" / "BKK_Frame_House_invoice_May2025.pdf", FRAME_INVOICE)
    _sales_book(shop / "บัญชีร้าน" / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(shop / "บัญชีร้าน" / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _contact_units(shop / "บัญชีร้าน" / "contact_lens_units_2568.xlsx")
    write_docx(shop / "เอกสารร้าน" / "สัญญาเช่าร้าน_ตึกแถวถนนโพศรี.docx", LEASE)
    write_docx(shop / "เอกสารร้าน" / "หนังสือจ้างงาน_น้องนิด.docx", HIRING)
    make_pdf(shop / "เอกสารร้าน" / "PEA_bill_shop_May2025.pdf", PEA_SHOP)
    write_slides(shop / "แผนปี_2569_Plan2026.pptx", PLAN_2026)
    write_texts(shop, {
        "Suppliers/email_VisionPlus_price_update.txt": VISIONPLUS_EMAIL,
        "LINE/LINE_เซลส์ไทยออพติคอล_พี่เอก.txt": LINE_EK,
        "LINE/LINE_ลูกค้า_ลุงสมหมาย.txt": LINE_SOMMAI,
        "LINE/LINE_กลุ่มพนักงานร้าน.txt": LINE_STAFF,
        "Notes/stocktake_notes_June2025.md": STOCKTAKE,
        "Notes/ไอเดียโปรเปิดเทอม.md": PROMO_IDEAS,
    })
    make_pdf(home / "น้องภูมิ" / "tuition_invoice_Phum_term1_2025.pdf", TUITION)
    make_pdf(home / "บิล" / "PEA_bill_home_May2025.pdf", PEA_HOME)
    make_pdf(home / "ประกัน" / "car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    top, table, bottom = MOM_INSURANCE
    write_docx(home / "ประกัน" / "ประกันสุขภาพแม่_สรุป.docx", top, table=table, bottom=bottom)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {
        "น้องภูมิ/LINE_ครูน้องภูมิ.txt": LINE_TEACHER,
        "ของที่ต้องซื้อเข้าบ้าน.txt": SHOPPING,
        "ภาษี_2567_โน้ต.md": TAX_NOTES,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: her to-do list."""
    write_texts(workspect, WORKSPECT)
