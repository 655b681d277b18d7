"""A blind folder: the papers of ร้านกุญแจช่างเอก (Chang Ek Lock & Key), a locksmith and key-cutting shop with a
motorbike call-out service on Mittraphap Road, Mueang Khon Kaen.

The owner is Kanjana Thongdee (นางกาญจนา ทองดี). She runs the counter and the books; her husband Ekkachai (พี่เอก)
cuts keys and rides the Honda Click on call-outs (lock-outs, safes, car remotes). Their daughter Baitoey (ใบเตย)
is in Grade 4 at Kaen Nakhon Bilingual School; Kanjana's mother Boonmee (แม่บุญมี) lives with them.
Every figure a task checks is written here.

ร้าน/ (the shop)
- ใบเสนอราคา/ใบเสนอราคา_หมู่บ้านร่มรื่นวิลล์_ร่าง.docx: the draft quote QT-2568-031 to Romruen Ville's juristic
  office (2 June 2568, total 25,200), never sent.
- ใบเสนอราคา/ใบเสนอราคา_หมู่บ้านร่มรื่นวิลล์_final.docx: the revised quote sent on 9 June 2568 (total 24,720,
  deposit 12,360).
- ใบเสนอราคา/ใบเสนอราคา_หอพักบ้านสวน.docx: a similar quote QT-2568-036 to Khun Prasert's dormitory (40 rooms,
  27,500).
- Suppliers/KeyPro_price_list_2025.pdf: KeyPro Supply Co., Ltd.'s wholesale price list 2025, in English.
- Suppliers/ราคาส่ง_คีย์โปร_2567.docx: the same firm's (บริษัท คีย์โปร ซัพพลาย จำกัด) price list for 2567, in Thai.
- Suppliers/KeyPro_invoice_INV-2025-0738.pdf: KeyPro's invoice of 14 July 2025 (17,207.74, due 13 August 2025).
- Suppliers/SmartHome_Lock_catalogue_2025.pdf: another supplier's digital-lock catalogue (a distractor).
- บัญชี Accounts/ยอดขาย_2568.xlsx: this year's book, two sheets (sales by month; expenses by month).
- บัญชี Accounts/ยอดขาย_2567.xlsx: last year's book, the same two sheets for twelve months.
- บัญชี Accounts/งานนอกสถานที่_มอไซค์_2568.xlsx: the call-out log, months as columns (jobs, income, fuel, km).
- สัญญาดูแลระบบกุญแจ_คอนโดเดอะวิว.docx: the maintenance contract with นิติบุคคลอาคารชุด เดอะวิว ขอนแก่น
  (3,500 a month, on site within 45 minutes).
- email_TheView_manager.txt: the English email from The View Condo's manager before the contract was signed.
- หนังสือแจ้งปรับค่าเช่าร้าน.docx: the landlord's letter raising the shop rent from 6,000 to 6,500.
- ราคาค่าบริการหน้าร้าน.md: the shop's own price board (key cutting, lock-outs, night surcharge, safes).
- บันทึกงานเปิดตู้เซฟ_ไทยเจริญ.md: notes on a safe-opening job at Thai Charoen Building Supply.
- แผนปี2569.pptx: the plan for next year (second motorbike, an apprentice, sales target).
- LINE chats/LINE_หอพักบ้านสวน.txt: the chat in which the dormitory order grows to 46 rooms and settles at 30,000.
- LINE chats/LINE_คุณวิไล_รีโมทรถ.txt: a customer chat where a car-remote order changes.
- มอเตอร์ไซค์/Honda_service_receipt_Jul2025.pdf: the Honda dealer's service invoice for the call-out bike.
- มอเตอร์ไซค์/motorbike_insurance_renewal_2025.pdf: the bike insurance renewal notice (3,150 premium).
- shop_insurance_SiamShield_2025.pdf: the shop's fire and burglary policy schedule.
- PEA_bill_shop_Aug2025.pdf: the shop's electricity bill for August 2025.

บ้าน Home/ (the household)
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet for July and one for August 2568.
- KNB_tuition_invoice_term1_2025.pdf: Baitoey's school invoice for term 1/2025, in English.
- ค่าเทอมใบเตย_เทอม2_2567.docx: her previous term's fee notice (term 2/2567), in Thai.
- health_insurance_mom_renewal.pdf: the premium notice for Mrs Boonmee's health insurance.
- LINE_กลุ่มบ้านเรา.txt: the family LINE group.
- สูตรน้ำพริกแม่.md and รายการซื้อของ_บิ๊กซี.txt: a recipe and a shopping list (distractors).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = [
    "ร้านกุญแจช่างเอก (Chang Ek Lock & Key)",
    "88/12 ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000  โทร 089-712-4456  LINE: @changek",
]
QUOTE_COLUMNS = ("ลำดับ", "รายการ", "จำนวน", "ราคา/หน่วย (บาท)", "รวม (บาท)")

ROMRUEN_DRAFT = (
    SHOP_HEAD + [
        "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-031",
        "วันที่ 2 มิถุนายน 2568",
        "เรียน นิติบุคคลหมู่บ้านร่มรื่นวิลล์ (คุณสุดารัตน์ ผู้จัดการหมู่บ้าน)",
        "เรื่อง เปลี่ยนระบบกุญแจประตูอาคารสโมสรและป้อมยาม",
    ],
    [QUOTE_COLUMNS,
     ("1", "ลูกบิดประตูสแตนเลส พร้อมติดตั้ง", "12 ชุด", "450", "5,400"),
     ("2", "ทำระบบมาสเตอร์คีย์ (Master key) ทั้งสโมสร", "1 ระบบ", "8,500", "8,500"),
     ("3", "กลอนประตูดิจิทัล DL-200 ประตูหน้าสโมสร", "2 ชุด", "4,900", "9,800"),
     ("4", "ค่าช่างและค่าเดินทาง", "1 งาน", "1,500", "1,500")],
    [
        "รวมทั้งสิ้น 25,200 บาท (สองหมื่นห้าพันสองร้อยบาทถ้วน)",
        "ราคานี้ไม่มีภาษีมูลค่าเพิ่ม (ร้านไม่ได้จดทะเบียน VAT)  ยืนราคา 15 วัน",
        "** ร่าง ยังไม่ได้ส่งลูกค้า รอพี่เอกไปดูหน้างานก่อน **",
    ],
)
ROMRUEN_FINAL = (
    SHOP_HEAD + [
        "ใบเสนอราคา เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)",
        "วันที่ 9 มิถุนายน 2568",
        "เรียน นิติบุคคลหมู่บ้านร่มรื่นวิลล์ (คุณสุดารัตน์ ผู้จัดการหมู่บ้าน)",
        "เรื่อง เปลี่ยนระบบกุญแจประตูอาคารสโมสรและป้อมยาม (หลังสำรวจหน้างานวันที่ 6 มิ.ย.)",
    ],
    [QUOTE_COLUMNS,
     ("1", "ลูกบิดประตูสแตนเลส พร้อมติดตั้ง", "14 ชุด", "430", "6,020"),
     ("2", "ทำระบบมาสเตอร์คีย์ (Master key) ทั้งสโมสร", "1 ระบบ", "8,000", "8,000"),
     ("3", "กลอนประตูดิจิทัล DL-200 ประตูหน้าสโมสร", "2 ชุด", "4,750", "9,500"),
     ("4", "ค่าช่างและค่าเดินทาง", "1 งาน", "1,200", "1,200")],
    [
        "รวมทั้งสิ้น 24,720 บาท (สองหมื่นสี่พันเจ็ดร้อยยี่สิบบาทถ้วน)",
        "ชำระมัดจำ 50% เป็นเงิน 12,360 บาท ก่อนเริ่มงาน ส่วนที่เหลือชำระเมื่องานเสร็จ",
        "ติดตั้งแล้วเสร็จภายใน 7 วันหลังได้รับมัดจำ  รับประกันงานติดตั้ง 1 ปี",
        "ราคานี้ไม่มีภาษีมูลค่าเพิ่ม  ยืนราคา 15 วัน",
        "ลงชื่อ กาญจนา ทองดี ผู้เสนอราคา",
    ],
)
DORM_QUOTE = (
    SHOP_HEAD + [
        "ใบเสนอราคา เลขที่ QT-2568-036",
        "วันที่ 20 มิถุนายน 2568",
        "เรียน คุณประเสริฐ วงศ์ใหญ่ เจ้าของหอพักบ้านสวน (ซอยกังสดาล)",
        "เรื่อง เปลี่ยนลูกบิดประตูห้องพักทั้งอาคาร พร้อมกุญแจสำรอง",
    ],
    [QUOTE_COLUMNS,
     ("1", "ลูกบิดประตูสแตนเลส พร้อมติดตั้ง", "40 ชุด", "430", "17,200"),
     ("2", "ทำกุญแจสำรอง ห้องละ 2 ดอก", "80 ดอก", "35", "2,800"),
     ("3", "ทำระบบมาสเตอร์คีย์ สำหรับเจ้าของหอ", "1 ระบบ", "6,500", "6,500"),
     ("4", "ค่าช่างและค่าเดินทาง", "1 งาน", "1,000", "1,000")],
    [
        "รวมทั้งสิ้น 27,500 บาท (สองหมื่นเจ็ดพันห้าร้อยบาทถ้วน)",
        "ชำระมัดจำ 50% เป็นเงิน 13,750 บาท ก่อนเริ่มงาน",
        "ติดตั้งแล้วเสร็จภายใน 3 วัน  รับประกันงานติดตั้ง 1 ปี  ยืนราคา 15 วัน",
        "ลงชื่อ กาญจนา ทองดี ผู้เสนอราคา",
    ],
)

KEYPRO_2025 = [
    "KeyPro Supply Co., Ltd.\n"
    "99/7 Lat Phrao Road, Chom Phon, Chatuchak, Bangkok 10900  Tel 02-938-5512\n"
    "WHOLESALE PRICE LIST 2025 (effective 1 January 2025)\n"
    "Prices in THB, excluding VAT 7%\n"
    " \n"
    "Code     Description                              Unit   Price\n"
    "KB-KW1   Key blank KW1 (brass)                    pc     9.50\n"
    "KB-SLX   Key blank Solex                          pc     8.00\n"
    "PL-S50   Solex padlock 50 mm                      pc     198\n"
    "DK-SS1   Stainless steel door knob set            set    265\n"
    "DL-200   Digital door lock DL-200 (pin + card)    set    3,290\n"
    "BL-KC9   Cutter blade for key machine KC-9        pc     1,350",
    "Terms\n"
    "Free delivery for orders over 8,000 THB (Bangkok and upcountry by Kerry).\n"
    "Orders below 8,000 THB: delivery charge 150 THB.\n"
    "Payment: 30 days from invoice date for registered dealers.\n"
    "Contact: Ms. Pimchanok (sales) 081-445-2093, LINE @keypro",
]
KEYPRO_2567 = (
    [
        "บริษัท คีย์โปร ซัพพลาย จำกัด",
        "99/7 ถ.ลาดพร้าว แขวงจอมพล เขตจตุจักร กรุงเทพฯ 10900",
        "ใบแจ้งราคาส่ง ปี 2567 (สำหรับร้านตัวแทน) ราคายังไม่รวม VAT 7%",
    ],
    [("รหัส", "รายการ", "หน่วย", "ราคาส่ง (บาท)"),
     ("KB-KW1", "ดอกกุญแจเปล่า KW1 (ทองเหลือง)", "ดอก", "8.00"),
     ("KB-SLX", "ดอกกุญแจเปล่า Solex", "ดอก", "7.00"),
     ("PL-S50", "กุญแจคล้อง Solex 50 มม.", "ตัว", "185"),
     ("DK-SS1", "ลูกบิดประตูสแตนเลส", "ชุด", "240"),
     ("DL-200", "กลอนประตูดิจิทัล DL-200 (รหัส + บัตร)", "ชุด", "3,450"),
     ("BL-KC9", "ใบมีดเครื่องตัดกุญแจ KC-9", "ใบ", "1,200")],
    [
        "ส่งฟรีเมื่อสั่งซื้อครบ 5,000 บาท",
        "เครดิต 30 วันสำหรับร้านตัวแทน",
        "ติดต่อ คุณพิมพ์ชนก ฝ่ายขาย 081-445-2093",
    ],
)
KEYPRO_INVOICE = [
    "KeyPro Supply Co., Ltd.\n"
    "99/7 Lat Phrao Road, Chatuchak, Bangkok 10900  Tax ID 0105559012345\n"
    "TAX INVOICE / INVOICE No. INV-2025-0738\n"
    "Date: 14 July 2025\n"
    "Bill to: Chang Ek Lock & Key (Mrs. Kanjana Thongdee)\n"
    "88/12 Mittraphap Road, Mueang, Khon Kaen 40000\n"
    " \n"
    "Item                              Qty   Unit price   Amount\n"
    "Key blank KW1 (brass)             500   9.50         4,750.00\n"
    "Solex padlock 50 mm               24    198.00       4,752.00\n"
    "Digital door lock DL-200          2     3,290.00     6,580.00\n"
    " \n"
    "Subtotal: 16,082.00\n"
    "VAT 7%: 1,125.74\n"
    "Total amount due: 17,207.74 THB\n"
    "Due date: 13 August 2025\n"
    "Please transfer to Kasikorn Bank a/c 012-3-45678-9 KeyPro Supply Co., Ltd.",
]
SMARTHOME = [
    "SmartHome Lock Thailand\n"
    "Digital Lock Catalogue 2025 - Dealer prices\n"
    "SH-Lite   PIN + key, for condo doors           2,890 THB\n"
    "SH-Pro    PIN + card + fingerprint             4,590 THB\n"
    "SH-Face   Face recognition + app               7,900 THB\n"
    "Dealer discount 15% when buying 10 sets or more.\n"
    "Warranty 2 years. Contact: dealer@smarthomelock.co.th",
]

SALES_HEADERS = ("เดือน (Month)", "ทำกุญแจ (Key cutting)", "ขายสินค้า (Products)",
                 "งานนอกสถานที่ (Call-out)", "รวม (Total)")
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าของเข้าร้าน (Stock)", "ค่าเช่าร้าน (Shop rent)",
                   "ค่าน้ำมันมอไซค์ (Fuel)", "ค่าไฟร้าน (Electricity)", "รวม (Total)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [(18400, 42300, 15600), (17250, 38900, 14200), (19800, 45600, 16800), (16900, 40150, 18400),
              (20350, 47800, 19950), (18750, 51200, 21300), (19100, 49650, 22750), (20600, 53400, 24100)]
EXPENSES_2568 = [(21500, 6000, 1480, 1320), (18300, 6000, 1350, 1280), (24800, 6000, 1620, 1590),
                 (19900, 6000, 1790, 1880), (26400, 6000, 1905, 1960), (28100, 6000, 2040, 1815),
                 (31200, 6000, 2210, 1690), (27600, 6000, 2330, 1742.55)]
SALES_2567 = [(16800, 39500, 12900), (15900, 36200, 11800), (17400, 41800, 13600), (15200, 37600, 14950),
              (18600, 43900, 15800), (17900, 44300, 16350), (17100, 45100, 17200), (18300, 46800, 18050),
              (16500, 40200, 15400), (17800, 42600, 16900), (18900, 47300, 17600), (21400, 55800, 19300)]
EXPENSES_2567 = [(19800, 5500, 1150, 1210), (17600, 5500, 1090, 1180), (20900, 5500, 1240, 1450),
                 (18200, 5500, 1330, 1760), (22500, 5500, 1410, 1820), (23900, 5500, 1460, 1700),
                 (24400, 5500, 1520, 1610), (25100, 5500, 1580, 1590), (21000, 5500, 1390, 1520),
                 (23300, 5500, 1470, 1480), (26800, 5500, 1560, 1350), (30500, 5500, 1720, 1420)]

CALLOUT_ROWS = [
    ("จำนวนครั้งที่ออกงาน (Call-outs)", [39, 35, 41, 44, 47, 50, 53, 56]),
    ("รายได้ค่าบริการ (Call-out income, THB)", [row[2] for row in SALES_2568]),
    ("ค่าน้ำมัน (Fuel, THB)", [row[2] for row in EXPENSES_2568]),
    ("ระยะทาง (Distance, km)", [612, 560, 655, 710, 768, 802, 861, 905]),
]

CONDO_CONTRACT = [
    "สัญญาจ้างบริการดูแลระบบกุญแจและประตูคีย์การ์ด",
    "สัญญาเลขที่ CE-2568-07",
    "ทำที่ สำนักงานนิติบุคคลอาคารชุด เดอะวิว ขอนแก่น วันที่ 25 กันยายน 2568",
    "ระหว่าง นิติบุคคลอาคารชุด เดอะวิว ขอนแก่น โดยนายอนันต์ พรหมมา ผู้จัดการ (ผู้ว่าจ้าง)",
    "กับ ร้านกุญแจช่างเอก โดยนางกาญจนา ทองดี (ผู้รับจ้าง)",
    "ข้อ 1. ผู้รับจ้างตรวจเช็คและบำรุงรักษาประตูคีย์การ์ด 12 จุด และกุญแจห้องส่วนกลาง เดือนละ 2 ครั้ง "
    "(วันจันทร์แรกและวันจันทร์ที่สามของเดือน)",
    "ข้อ 2. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569",
    "ข้อ 3. ค่าบริการเดือนละ 3,500 บาท (สามพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 10 ของทุกเดือน",
    "ข้อ 4. กรณีฉุกเฉิน ผู้รับจ้างต้องมาถึงอาคารภายใน 45 นาทีหลังได้รับแจ้ง "
    "หากเรียกนอกเวลา (22.00-06.00 น.) คิดค่าบริการเพิ่มครั้งละ 600 บาท",
    "ข้อ 5. ค่าอะไหล่คิดตามจริง โดยลด 10% จากราคาหน้าร้าน",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ อนันต์ พรหมมา ผู้ว่าจ้าง        ลงชื่อ กาญจนา ทองดี ผู้รับจ้าง",
]
CONDO_EMAIL = """From: Anan Phromma <manager@theviewkhonkaen.co.th>
To: Kanjana Thongdee <changek.lockkey@gmail.com>
Date: Mon, 15 Sep 2025 16:42
Subject: Key card door maintenance - The View Condo, from October 2025

Dear Khun Kanjana,

Thank you for your quotation and for Khun Ek's quick visit last week.

The juristic committee met on 12 September 2025 and approved a maintenance budget of 3,500 baht per month for
the 12 key card doors and the common room locks, for one year starting 1 October 2025.

A few requests from the committee:
1. Two check-up visits a month, on the first and third Monday.
2. For emergencies, could you reach the building within 30 minutes? Several residents were locked out at night
   in August and had to wait over an hour.
3. A 10% discount on spare parts compared with your shop prices.

We also need the lobby card reader replaced before 1 October. Please confirm the price of 7,800 baht in your
earlier quote, including installation.

If everything is fine, we would like to sign the contract on Thursday 25 September 2025 at 14:00 in the
juristic office, 1st floor.

Best regards,
Anan Phromma
Building Manager, The View Condo Khon Kaen
Tel 043-202-118
"""
RENT_LETTER = [
    "วันที่ 1 สิงหาคม 2568",
    "เรื่อง แจ้งปรับค่าเช่าอาคารพาณิชย์",
    "เรียน คุณกาญจนา ทองดี (ร้านกุญแจช่างเอก) ผู้เช่าอาคารเลขที่ 88/12 ถนนมิตรภาพ",
    "ตามที่ท่านได้เช่าอาคารพาณิชย์ของข้าพเจ้าเพื่อประกอบกิจการร้านกุญแจ ในอัตราค่าเช่าเดือนละ 6,000 บาท นั้น",
    "เนื่องจากค่าภาษีที่ดินและสิ่งปลูกสร้างและค่าซ่อมหลังคาที่เพิ่มขึ้น ข้าพเจ้าขอแจ้งปรับค่าเช่าเป็นเดือนละ 6,500 บาท "
    "ตั้งแต่วันที่ 1 ตุลาคม 2568 เป็นต้นไป",
    "เงื่อนไขอื่นตามสัญญาเช่าเดิมยังคงเดิมทุกประการ เงินประกัน 12,000 บาท ไม่เปลี่ยนแปลง",
    "หากมีข้อสงสัยติดต่อได้ที่ 081-266-7030",
    "ขอแสดงความนับถือ",
    "นายวิชัย ศรีสุข ผู้ให้เช่า",
]
PRICE_BOARD = """# ราคาค่าบริการ ร้านกุญแจช่างเอก (ปรับ 1 ม.ค. 2568)

## ทำกุญแจหน้าร้าน
- กุญแจบ้านทั่วไป ดอกละ 40 บาท
- กุญแจ KW1 / Solex ดอกละ 50 บาท
- กุญแจล็อกเกอร์ ดอกละ 60 บาท
- กุญแจรถมอเตอร์ไซค์ ดอกละ 120 บาท
- กุญแจรถยนต์ธรรมดา (ไม่มีชิป) ดอกละ 250 บาท
- กุญแจรีโมทรถยนต์ พร้อมจูน 1,800 - 3,500 บาท แล้วแต่รุ่น

## งานนอกสถานที่ (พี่เอกขี่มอไซค์ไป)
- เปิดประตูบ้าน/ห้อง ในเขตเมืองขอนแก่น 400 บาท
- นอกเขตเมือง (เกิน 10 กม.) คิดเพิ่ม กม.ละ 10 บาท
- กลางคืน 22.00 - 06.00 น. บวกเพิ่ม 300 บาท
- เปิดรถยนต์ (ลืมกุญแจในรถ) 600 บาท
- เปิดตู้เซฟ เริ่มต้น 1,500 บาท (ดูหน้างานก่อน)
- เปลี่ยนลูกบิด/กุญแจ คิดค่าแรงชุดละ 150 บาท + ค่าอุปกรณ์

*ลูกค้าประจำ/นิติบุคคล ลดค่าอะไหล่ 10%*
"""
SAFE_JOB = """# งานเปิดตู้เซฟ บริษัท ไทยเจริญค้าวัสดุ จำกัด — 3 ส.ค. 2568

- ลูกค้า: คุณสมพร (ฝ่ายบัญชี) โทรมา 08:40 น. ลืมรหัสตู้เซฟ เงินสดหน้าร้านอยู่ในตู้ทั้งหมด
- ตู้ยี่ห้อ Eagle Safe สูง 90 ซม. ระบบรหัสหมุน + กุญแจ อายุประมาณ 12 ปี
- พี่เอกขี่มอไซค์ไปถึง 09:25 น. (ระยะทางราว 14 กม. จากร้าน)
- เปิดได้ 11:10 น. ต้องเจาะ 1 จุดที่ข้างประตูตู้
- ค่าเปิดตู้ 2,500 บาท
- เปลี่ยนชุดล็อกเป็นแบบรหัสดิจิทัล 3,800 บาท (รวมค่าติดตั้ง)
- รวมเก็บเงิน 6,300 บาท ลูกค้าโอนเข้าบัญชีร้านแล้ว ออกใบเสร็จเลขที่ 2568/214
- รับประกันชุดล็อกใหม่ 1 ปี นัดเข้าไปเช็คอีกครั้ง 3 ก.พ. 2569
- หมายเหตุ: คุณสมพรขอเบอร์ไว้ ถ้ามีงานเปลี่ยนกุญแจโกดังจะเรียกอีก
"""
PLAN_SLIDES = [
    ("แผนร้านกุญแจช่างเอก ปี 2569", "Chang Ek Lock & Key - Plan 2026\nจัดทำโดย กาญจนา ทองดี ต.ค. 2568"),
    ("ผลงานปี 2568 (ม.ค.-ส.ค.)", "ยอดขาย 8 เดือน 673,250 บาท\nงานนอกสถานที่ 365 ครั้ง\n"
                               "ได้สัญญาดูแลคอนโดเดอะวิว เดือนละ 3,500 บาท"),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,450,000 บาท\nติดตั้งกลอนดิจิทัล 120 ชุด\nงานนอกสถานที่ 700 ครั้ง"),
    ("มอเตอร์ไซค์คันที่ 2", "ซื้อ Honda Click มือสอง งบ 62,000 บาท\nให้ลูกมือรับงานในเมือง พี่เอกรับงานไกลและงานตู้เซฟ"),
    ("คน", "รับลูกมือ 1 คน เงินเดือน 9,500 บาท เริ่ม ม.ค. 2569\nส่งพี่เอกไปอบรมกุญแจรถยนต์ระบบชิป ค่าอบรม 8,000 บาท"),
    ("การตลาด", "เปิด LINE OA และปักหมุด Google Maps\nทำป้ายไวนิลหน้าร้านใหม่ 1,200 บาท\nแจกนามบัตรตามหอพักแถวมหาวิทยาลัย"),
    ("ความเสี่ยง", "ค่าเช่าร้านขึ้นเป็น 6,500 บาท ตั้งแต่ ต.ค. 2568\nราคาของจากคีย์โปรขึ้นเฉลี่ย 8%"),
]
DORM_CHAT = """[22/06/2568 10:15] ประเสริฐ หอบ้านสวน: สวัสดีครับพี่ ได้ใบเสนอราคาแล้วครับ
[22/06/2568 10:16] ประเสริฐ หอบ้านสวน: ขอเพิ่มเป็น 46 ห้องได้ไหมครับ ตึกหลังใหม่เสร็จแล้ว อยากทำพร้อมกันเลย
[22/06/2568 10:21] กาญจนา ช่างเอก: ได้ค่ะ 46 ห้อง กุญแจสำรองห้องละ 2 ดอกเหมือนเดิมนะคะ ก็เป็น 92 ดอก
[22/06/2568 10:30] กาญจนา ช่างเอก: คิดใหม่ให้แล้วค่ะ ลูกบิด 46 ชุด 19,780 กุญแจสำรอง 3,220 มาสเตอร์คีย์ 6,500 ค่าช่าง 1,000 รวมใหม่ 30,500 บาทค่ะ
[22/06/2568 11:02] ประเสริฐ หอบ้านสวน: ลดได้อีกไหมครับพี่ ปัดเป็น 30,000 ได้ไหม
[22/06/2568 11:10] กาญจนา ช่างเอก: ได้ค่ะ ตกลง 30,000 บาทถ้วน มัดจำก่อน 15,000 นะคะ
[23/06/2568 09:05] ประเสริฐ หอบ้านสวน: โอนมัดจำแล้วครับ 15,000 [รูปภาพ]
[23/06/2568 09:20] กาญจนา ช่างเอก: ได้รับแล้วค่ะ ขอบคุณค่ะ พี่เอกจะเข้าไปติดตั้งวันที่ 28 มิ.ย. นะคะ
[28/06/2568 17:45] ประเสริฐ หอบ้านสวน: เรียบร้อยครับ ส่วนที่เหลือโอนพรุ่งนี้นะครับ
"""
REMOTE_CHAT = """[05/08/2568 13:02] วิไล: สวัสดีค่ะ ทำรีโมทกุญแจ Toyota Yaris ปี 2019 ได้ไหมคะ
[05/08/2568 13:10] กาญจนา ช่างเอก: ได้ค่ะ รีโมทพร้อมจูน ตัวละ 2,400 บาทค่ะ
[05/08/2568 13:12] วิไล: เอา 2 ตัวค่ะ ของเดิมหายหมดเลย
[05/08/2568 13:15] กาญจนา ช่างเอก: 2 ตัว 4,800 บาทค่ะ ต้องเอารถมาที่ร้านนะคะ ใช้เวลาประมาณ 1 ชม.
[05/08/2568 18:40] วิไล: ขอเปลี่ยนเป็นรีโมท 1 ตัว กับกุญแจธรรมดาสำรอง 1 ดอกได้ไหมคะ ประหยัดหน่อย
[05/08/2568 18:52] กาญจนา ช่างเอก: ได้ค่ะ กุญแจดอกสำรองแบบมีชิป 450 บาท รวม 2,850 บาทค่ะ
[06/08/2568 09:30] วิไล: โอเคค่ะ พรุ่งนี้บ่ายสองเข้าไปนะคะ
[07/08/2568 15:20] กาญจนา ช่างเอก: เสร็จแล้วค่ะ ขอบคุณที่ใช้บริการค่ะ
"""
HONDA_RECEIPT = [
    "Khon Kaen Motor Sales Co., Ltd. - Honda Authorized Dealer\n"
    "321 Sri Chan Road, Mueang, Khon Kaen 40000  Tel 043-224-880\n"
    "SERVICE INVOICE No. SV-68-10452\n"
    "Date: 19 July 2025\n"
    "Customer: Mr. Ekkachai Thongdee  Tel 089-712-4456\n"
    "Vehicle: Honda Click 160  Plate: 1KK 4521 Khon Kaen  Mileage: 21,380 km\n"
    " \n"
    "Engine oil 0.8 L                 280.00\n"
    "Oil filter                       120.00\n"
    "Rear brake pads                  450.00\n"
    "Drive belt                       690.00\n"
    "Labour                           300.00\n"
    "Total                          1,840.00 THB (paid in cash)\n"
    "Next service due at 24,000 km",
]
BIKE_INSURANCE = [
    "Thai Sabai Insurance PCL\n"
    "RENEWAL NOTICE - MOTORCYCLE INSURANCE\n"
    "Date: 1 September 2025\n"
    "To: Mr. Ekkachai Thongdee, 88/12 Mittraphap Road, Mueang, Khon Kaen 40000\n"
    "Policy No. MC-2024-558201\n"
    "Vehicle: Honda Click 160, plate 1KK 4521 Khon Kaen\n"
    " \n"
    "Your policy ends on 30 September 2025. Renewal terms:\n"
    "Cover: Type 2+ (theft, fire, collision with a land vehicle)\n"
    "Sum insured: 45,000 THB\n"
    "Third party property damage: 1,000,000 THB\n"
    "New period: 1 October 2025 - 30 September 2026\n"
    "Premium (including stamp duty and VAT): 3,150 THB (last year 2,980 THB)\n"
    "Please pay by 25 September 2025 by bank transfer or at any 7-Eleven with the barcode below.\n"
    "Business use (call-out service) is covered as declared.",
]
SHOP_INSURANCE = [
    "Siam Shield Insurance PCL\n"
    "POLICY SCHEDULE - SHOP PROPERTY (FIRE AND BURGLARY)\n"
    "Policy No. SP-67-0093318\n"
    "Insured: Chang Ek Lock & Key (Mrs. Kanjana Thongdee)\n"
    "Location: 88/12 Mittraphap Road, Mueang, Khon Kaen 40000\n"
    "Period: 15 November 2024 - 14 November 2025\n"
    " \n"
    "Sum insured - stock (locks, key blanks, safes): 250,000 THB\n"
    "Sum insured - equipment (key cutting machines, tools): 100,000 THB\n"
    "Total sum insured: 350,000 THB\n"
    "Deductible: 2,000 THB per claim\n"
    "Annual premium: 4,280 THB\n"
    "Claims hotline: 1734",
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL - August 2025\n"
    "Customer: Chang Ek Lock & Key  Account No. 020003158841\n"
    "Address: 88/12 Mittraphap Road, Mueang, Khon Kaen\n"
    "Meter reading: 26 Jul 2025 - 25 Aug 2025\n"
    "Units used: 386 kWh\n"
    "Energy charge: 1,508.20 THB\n"
    "Ft charge: 120.35 THB\n"
    "VAT 7%: 114.00 THB\n"
    "Amount due: 1,742.55 THB\n"
    "Due date: 18 September 2025",
]
SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "ก.ค. 2568": [("ค่าไฟบ้าน", 1512, "PEA"), ("ค่าน้ำประปา", 238, ""), ("เน็ตบ้าน AIS Fibre", 649, ""),
                  ("กับข้าว/ตลาด", 10250, ""), ("ค่าขนมใบเตย", 1500, ""), ("ผ่อนบ้าน ธอส.", 8900, "งวดที่ 41"),
                  ("ให้แม่", 3000, ""), ("น้ำมันรถเก๋ง", 2450, ""), ("ทัศนศึกษาใบเตย", 850, "เขาสวนกวาง")],
    "ส.ค. 2568": [("ค่าไฟบ้าน", 1386, "PEA"), ("ค่าน้ำประปา", 254, ""), ("เน็ตบ้าน AIS Fibre", 649, ""),
                  ("กับข้าว/ตลาด", 9800, ""), ("ค่าขนมใบเตย", 1500, ""), ("ผ่อนบ้าน ธอส.", 8900, "งวดที่ 42"),
                  ("ให้แม่", 3000, ""), ("น้ำมันรถเก๋ง", 2200, ""), ("ค่าหมอฟันแม่", 1200, "ร.พ.ศรีนครินทร์")],
}
TUITION_2025 = [
    "Kaen Nakhon Bilingual School\n"
    "123 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n"
    "TUITION INVOICE - Term 1, Academic Year 2025\n"
    "Invoice No. KNB-T1-25-0412    Date: 20 April 2025\n"
    "Student: Miss Baitoey Thongdee   Grade 4/2   Student ID 61088\n"
    "Parent: Mrs. Kanjana Thongdee\n"
    " \n"
    "Tuition fee                      28,500.00\n"
    "English program (native teacher)  6,000.00\n"
    "Lunch and snacks                  3,200.00\n"
    "School bus (Mittraphap route)     4,500.00\n"
    "Total                            42,200.00 THB\n"
    "Please pay by 15 May 2025 (bank transfer or school cashier).",
]
TUITION_2567 = (
    [
        "โรงเรียนแก่นนครสองภาษา",
        "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
        "ชื่อนักเรียน เด็กหญิงใบเตย ทองดี  ชั้น ป.3/2  เลขประจำตัว 61088",
    ],
    [("รายการ", "จำนวนเงิน (บาท)"),
     ("ค่าเล่าเรียน", "27,000"),
     ("ค่าโครงการภาษาอังกฤษ (ครูต่างชาติ)", "6,000"),
     ("ค่าอาหารกลางวันและอาหารว่าง", "3,000"),
     ("ค่ารถรับส่ง (สายมิตรภาพ)", "4,200"),
     ("รวม", "40,200")],
    [
        "กรุณาชำระภายในวันที่ 31 ตุลาคม 2567 ที่ฝ่ายการเงินหรือโอนเข้าบัญชีโรงเรียน",
        "หมายเหตุ: ภาคเรียนหน้าจะปรับค่าเล่าเรียนและค่ารถรับส่งตามประกาศโรงเรียน",
    ],
)
MOM_HEALTH = [
    "Krungsiam Life Assurance PCL\n"
    "PREMIUM DUE NOTICE - HEALTH INSURANCE\n"
    "Date: 5 September 2025\n"
    "Policy owner: Mrs. Kanjana Thongdee\n"
    "Insured: Mrs. Boonmee Thongdee (age 67)\n"
    "Policy No. HL-2019-774520   Plan: Health Plus Senior\n"
    " \n"
    "Room and board: up to 2,500 THB per day\n"
    "Annual limit (in-patient): 300,000 THB per year\n"
    "Out-patient: not covered\n"
    "Annual premium: 18,600 THB\n"
    "Due date: 5 October 2025 (grace period 31 days)\n"
    "Note: the premium is set by age band; the next change is at age 70.",
]
FAMILY_CHAT = """[01/09/2568 07:12] กาญจนา: พรุ่งนี้ใบเตยต้องเอาเงินค่าชุดกีฬาสีไป 350 นะ
[01/09/2568 07:30] พี่เอก: โอเค เดี๋ยวส่งลูกแล้วเอาให้ครู
[03/09/2568 19:05] แม่บุญมี: วันที่ 12 แม่มีนัดหมอที่ศรีนครินทร์ตอน 9 โมงนะลูก
[03/09/2568 19:20] กาญจนา: ได้จ้า เอกพาไปนะ วันนั้นร้านกาญเฝ้าเอง
[04/09/2568 21:40] พี่เอก: คืนนี้มีงานเปิดประตูบ้านแถวบึงแก่นนคร ไม่ต้องรอกินข้าว
[06/09/2568 08:15] กาญจนา: ใบแจ้งเบี้ยประกันแม่มาแล้วนะ ต้องจ่ายก่อนต้นเดือนตุลา
"""
RECIPE = """# น้ำพริกตาแดง สูตรแม่บุญมี
- พริกแห้งคั่ว 15 เม็ด
- หอมแดง 5 หัว กระเทียม 10 กลีบ (เผา)
- ปลาร้าต้มสุก 2 ช้อนโต๊ะ
- น้ำปลา มะนาว น้ำตาลนิดหน่อย
ตำพริกกับหอมกระเทียมให้ละเอียด ใส่ปลาร้า ปรุงรส
"""
SHOPPING = "ไข่ไก่ 1 แผง\nนมจืด 2 แกลลอน\nน้ำยาล้างจาน\nผงซักฟอก\nข้าวเหนียว 5 กิโล\nขนมใบเตย\nถ่านไฟฉาย AA\n"
WORKSPECT = {
    "todo.md": "- โทรตามมัดจำหมู่บ้านร่มรื่นวิลล์\n- จ่ายประกันมอไซค์ก่อน 25 ก.ย.\n"
               "- สั่งดอกกุญแจ KW1 เพิ่ม 500 ดอก\n- จ่ายเบี้ยประกันแม่\n- ซื้อของขวัญวันเกิดใบเตย\n",
}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านกุญแจช่างเอก ปี {year} (Sales {year})"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Expenses {year})"])
    costs.append(list(EXPENSE_HEADERS))
    for month, row in zip(MONTHS, expenses):
        costs.append([month, *row, round(sum(row), 2)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _callout_log(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานนอกสถานที่ 2568"
    sheet.append(["งานนอกสถานที่ (มอเตอร์ไซค์) ปี 2568 - พี่เอก"])
    sheet.append(["รายการ (Item)", *MONTHS[:8], "รวม (Total)"])
    for label, values in CALLOUT_ROWS:
        sheet.append([label, *values, sum(values)])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้าน", docs / "บ้าน Home"
    quotes, suppliers, accounts = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชี Accounts"
    chats, bike = shop / "LINE chats", shop / "มอเตอร์ไซค์"
    for folder in (quotes, suppliers, accounts, chats, bike, home):
        folder.mkdir(parents=True, exist_ok=True)

    top, table, bottom = ROMRUEN_DRAFT
    write_docx(quotes / "ใบเสนอราคา_หมู่บ้านร่มรื่นวิลล์_ร่าง.docx", top, table, bottom=bottom)
    top, table, bottom = ROMRUEN_FINAL
    write_docx(quotes / "ใบเสนอราคา_หมู่บ้านร่มรื่นวิลล์_final.docx", top, table, bottom=bottom)
    top, table, bottom = DORM_QUOTE
    write_docx(quotes / "ใบเสนอราคา_หอพักบ้านสวน.docx", top, table, bottom=bottom)

    make_pdf(suppliers / "KeyPro_price_list_2025.pdf", KEYPRO_2025)
    top, table, bottom = KEYPRO_2567
    write_docx(suppliers / "ราคาส่ง_คีย์โปร_2567.docx", top, table, bottom=bottom)
    make_pdf(suppliers / "KeyPro_invoice_INV-2025-0738.pdf", KEYPRO_INVOICE)
    make_pdf(suppliers / "SmartHome_Lock_catalogue_2025.pdf", SMARTHOME)

    _sales_book(accounts / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(accounts / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _callout_log(accounts / "งานนอกสถานที่_มอไซค์_2568.xlsx")

    write_docx(shop / "สัญญาดูแลระบบกุญแจ_คอนโดเดอะวิว.docx", CONDO_CONTRACT)
    write_docx(shop / "หนังสือแจ้งปรับค่าเช่าร้าน.docx", RENT_LETTER)
    write_slides(shop / "แผนปี2569.pptx", PLAN_SLIDES)
    make_pdf(bike / "Honda_service_receipt_Jul2025.pdf", HONDA_RECEIPT)
    make_pdf(bike / "motorbike_insurance_renewal_2025.pdf", BIKE_INSURANCE)
    make_pdf(shop / "shop_insurance_SiamShield_2025.pdf", SHOP_INSURANCE)
    make_pdf(shop / "PEA_bill_shop_Aug2025.pdf", PEA_BILL)
    write_texts(shop, {
        "email_TheView_manager.txt": CONDO_EMAIL,
        "ราคาค่าบริการหน้าร้าน.md": PRICE_BOARD,
        "บันทึกงานเปิดตู้เซฟ_ไทยเจริญ.md": SAFE_JOB,
        "LINE chats/LINE_หอพักบ้านสวน.txt": DORM_CHAT,
        "LINE chats/LINE_คุณวิไล_รีโมทรถ.txt": REMOTE_CHAT,
    })

    _spending(home / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(home / "KNB_tuition_invoice_term1_2025.pdf", TUITION_2025)
    top, table, bottom = TUITION_2567
    write_docx(home / "ค่าเทอมใบเตย_เทอม2_2567.docx", top, table, bottom=bottom)
    make_pdf(home / "health_insurance_mom_renewal.pdf", MOM_HEALTH)
    write_texts(home, {
        "LINE_กลุ่มบ้านเรา.txt": FAMILY_CHAT,
        "สูตรน้ำพริกแม่.md": RECIPE,
        "รายการซื้อของ_บิ๊กซี.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the to-do list."""
    write_texts(workspect, WORKSPECT)
