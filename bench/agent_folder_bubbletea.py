"""The bubbletea folder: the papers of a Khon Kaen bubble-tea shop owner and her household, written by code.

The owner is นางสุนิสา วงศ์คำ (พี่นิ่ม, Sunisa Wongkham). She runs "นิ่มชาไข่มุก" (Nim Bubble Tea) with two
branches in Khon Kaen: สาขาหลังมอ (a shophouse in ซอยหลังมอ behind the university, since 2563) and สาขาศรีจันทร์
(ถนนศรีจันทร์ in town, opened มิ.ย. 2567). Her husband เอกชัย (พี่เอก) works at the provincial land office and does
the shop's books at night; their daughter น้องปาล์ม (ด.ญ.ปาณิสรา) is in ป.5; her father (พ่อ) lives nearby.
It is November 2568 (2025).

Documents/ร้านชา/ (the business)
- สัญญาเช่า/สัญญาเช่า_สาขาหลังมอ_ร่าง.docx: the landlord's draft renewal of the หลังมอ lease, 19,000 a month,
  deposit 57,000 (3 months), 5% up in year 3; a note that it is not signed.
- สัญญาเช่า/สัญญาเช่า_สาขาหลังมอ_ฉบับจริง.docx: the signed renewal, 18,000 a month fixed for 3 years from
  1 มกราคม 2569, deposit 36,000 (2 months).
- Suppliers/GoldenPearl_pricelist_2025.pdf: English 2025 price list of Golden Pearl Foods Co., Ltd. (tapioca pearls,
  toppings, syrup; brown sugar pearl 168 THB a bag).
- Suppliers/ราคาส่ง_โกลเด้นเพิร์ล_2567.docx: last year's list of the same firm in Thai (บริษัท โกลเด้นเพิร์ล ฟู้ดส์
  จำกัด; brown sugar pearl 155 a bag).
- Suppliers/GoldenPearl_invoice_GP-2510-0442.pdf: October invoice from Golden Pearl, 10,980.00, due 7 Nov 2025.
- Suppliers/email_GoldenPearl_Dec2025.txt: email: brown sugar pearl 178 THB a bag from 1 Dec, delivery on Wednesday.
- Suppliers/PhuRuea_tea_invoice_Oct2025.pdf: October tea invoice from Phu Ruea Highland Tea, 13,880.00.
- ใบเสนอราคา/ใบเสนอราคา_เครื่องทำน้ำแข็ง_ขอนแก่นคูลเทค.docx and
  ใบเสนอราคา_เครื่องทำน้ำแข็ง_อีสานแอร์แอนด์ไอซ์.docx: two similar ice-machine quotes (53,200 vs 50,400).
- บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's book, three sheets (sales by branch and month; expenses by
  month; wages by branch and month), ม.ค.-ต.ค. 2568.
- บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567 (ศรีจันทร์ from มิ.ย.).
- บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md: the October wages of the four staff (34,940 in all).
- บัญชี/ต้นทุนต่อแก้ว_เมนูหลัก.md: cost per cup of the main drinks.
- Delivery/HungryGo_statement_Sep2025.pdf and HungryGo_statement_Oct2025.pdf: English delivery-app statements,
  same layout (net payout 45,460 and 47,065).
- Bank/SNB_SME_loan_approval_Nov2025.pdf: the bank's English letter approving an SME loan (350,000, 6.50%,
  48 months, 8,300 a month).
- แชท/แชทไลน์_สโมสรวิศวะ.txt: LINE chat with the engineering students' club; the order grows from 200 to 260
  cups and the price drops from 39 to 35 (9,100).
- แชท/แชทไลน์_เจ๊หมวย_ตึกศรีจันทร์.txt: LINE chat with the ศรีจันทร์ landlady; she asks 16,500, then 16,000,
  they settle on 15,000 from 1 ม.ค. 69.
- แผนร้านปี2569.pptx: slides, the plan for next year.
- ไอเดียเมนูใหม่.md: ideas for new drinks (a distractor).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/IsanNet_fibre_Oct2025.pdf: English bills (2,420.37; 747.93).
- ประกัน/MekongLife_health_renewal_2025.pdf: English renewal notice for the daughter's health insurance
  (14,820, pay by 30 Nov 2025); the husband's life policy with แม่โขงประกันชีวิต is in the household book.
- ค่าเทอม/ค่าเทอม_น้องปาล์ม_เทอม1-2568.docx and ค่าเทอม_น้องปาล์ม_เทอม2-2568.docx: school fee notices
  (29,650; 30,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านวงศ์คำ.txt: the family's LINE group.
- ทริปหนองคาย_ปีใหม่.md: a New Year trip plan (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- leases
LEASE_HEAD = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ บ้านเลขที่ 45 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น",
    "ระหว่าง นายประสิทธิ์ โคตรชมภู ผู้ให้เช่า กับ นางสุนิสา วงศ์คำ (ร้านนิ่มชาไข่มุก) ผู้เช่า",
    "ทรัพย์ที่เช่า: อาคารพาณิชย์ 1 คูหา เลขที่ 123/7 ซอยหลังมอ ต.ในเมือง อ.เมือง จ.ขอนแก่น (สาขาหลังมอ)",
]
LEASE_DRAFT_TOP = ["ร่าง  (ฉบับเจ้าของตึกส่งมา 20 ตุลาคม 2568)"] + LEASE_HEAD
LEASE_DRAFT_HEADINGS = [
    ("ข้อ 1 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571"),
    ("ข้อ 2 ค่าเช่า", "ค่าเช่าเดือนละ 19,000 บาท (หนึ่งหมื่นเก้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
                      "ปีที่ 3 ปรับค่าเช่าขึ้นร้อยละ 5 เป็นเดือนละ 19,950 บาท"),
    ("ข้อ 3 เงินประกัน", "ผู้เช่าวางเงินประกัน 3 เดือน เป็นเงิน 57,000 บาท ในวันทำสัญญา"),
    ("ข้อ 4 ค่าน้ำค่าไฟ", "ผู้เช่าชำระค่าน้ำประปาและค่าไฟฟ้าตามมิเตอร์เอง"),
    ("ข้อ 5 การต่อเติม", "ห้ามต่อเติมหรือเจาะผนังโดยไม่ได้รับอนุญาตเป็นหนังสือ"),
]
LEASE_DRAFT_BOTTOM = ["หมายเหตุ (นิ่ม): ยังไม่เซ็น แพงไป จะขอต่อรองเหลือ 18,000 และมัดจำ 2 เดือน"]
LEASE_FINAL_TOP = ["ฉบับลงนาม  ทำสัญญาวันที่ 14 พฤศจิกายน 2568"] + LEASE_HEAD
LEASE_FINAL_HEADINGS = [
    ("ข้อ 1 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571"),
    ("ข้อ 2 ค่าเช่า", "ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) คงที่ตลอดอายุสัญญา 3 ปี\n"
                      "ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า ธนาคารกรุงไทย 403-0-55821-9"),
    ("ข้อ 3 เงินประกัน", "ผู้เช่าวางเงินประกัน 2 เดือน เป็นเงิน 36,000 บาท ผู้ให้เช่าคืนภายใน 30 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 4 ค่าน้ำค่าไฟ", "ผู้เช่าชำระค่าน้ำประปาและค่าไฟฟ้าตามมิเตอร์เอง"),
    ("ข้อ 5 การต่อเติม", "ผู้ให้เช่าอนุญาตให้ติดตั้งป้ายหน้าร้านและเครื่องทำน้ำแข็งได้"),
    ("ข้อ 6 การเลิกสัญญา", "ฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน"),
]
LEASE_FINAL_BOTTOM = ["ลงชื่อ ประสิทธิ์ โคตรชมภู ผู้ให้เช่า", "ลงชื่อ สุนิสา วงศ์คำ ผู้เช่า",
                      "ลงชื่อ เอกชัย วงศ์คำ พยาน"]

# ---------------------------------------------------------------- Golden Pearl
GP_PRICES_2025 = [
    "GOLDEN PEARL FOODS CO., LTD.\n"
    "45/9 Moo 2, Setthakit 1 Road, Krathum Baen, Samut Sakhon 74110  Tel. 034-471-230\n"
    "WHOLESALE PRICE LIST 2025 - TAPIOCA PEARLS AND TOPPINGS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per bag, VAT included.\n"
    "\n"
    "Black tapioca pearl, 3 kg bag ............ 145 THB\n"
    "Brown sugar pearl, 3 kg bag .............. 168 THB\n"
    "Popping boba (strawberry), 3.2 kg ........ 265 THB\n"
    "Nata de coco (coconut jelly), 3 kg ....... 120 THB\n"
    "Crystal boba, 2 kg bag ................... 150 THB\n"
    "Brown sugar syrup, 2.5 kg bottle ......... 210 THB\n"
    "\n"
    "Minimum order 20 bags per delivery. Free delivery to Khon Kaen for orders over 8,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Khun Wanchai Limsakul, sales@goldenpearlfoods.co.th",
]
GP_PRICES_2567 = ["บริษัท โกลเด้นเพิร์ล ฟู้ดส์ จำกัด", "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                  "ไข่มุกและท็อปปิ้ง ราคาต่อถุง รวม VAT แล้ว"]
GP_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ไข่มุกดำ ถุง 3 กก.", "138 บาท"),
    ("ไข่มุกบราวน์ชูการ์ ถุง 3 กก.", "155 บาท"),
    ("ป๊อปปิ้งโบบา สตรอว์เบอร์รี 3.2 กก.", "255 บาท"),
    ("วุ้นมะพร้าว 3 กก.", "115 บาท"),
    ("คริสตัลโบบา ถุง 2 กก.", "142 บาท"),
    ("น้ำเชื่อมบราวน์ชูการ์ ขวด 2.5 กก.", "195 บาท"),
]
GP_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 15 ถุงต่อครั้ง ส่งฟรีถึงขอนแก่นเมื่อสั่งเกิน 6,000 บาท",
                         "ติดต่อ คุณวันชัย ลิ้มสกุล ฝ่ายขาย"]
GP_INVOICE = [
    "GOLDEN PEARL FOODS CO., LTD.\n"
    "TAX INVOICE / INVOICE No. GP-2510-0442\n"
    "Date: 8 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Nim Bubble Tea (Mrs. Sunisa Wongkham), 123/7 Soi Lang Mor, Mueang Khon Kaen 40000\n"
    "\n"
    "Item                              Qty        Unit price   Amount\n"
    "Black tapioca pearl, 3 kg bag     30 bags    145.00       4,350.00\n"
    "Brown sugar pearl, 3 kg bag       20 bags    168.00       3,360.00\n"
    "Popping boba (strawberry)          6 bags    265.00       1,590.00\n"
    "Brown sugar syrup, 2.5 kg          8 btl     210.00       1,680.00\n"
    "\n"
    "TOTAL DUE: 10,980.00 THB (VAT included)\n"
    "Please transfer to Kasikornbank, account Golden Pearl Foods Co., Ltd., 062-8-41173-5\n"
    "and send the slip to our LINE OA @goldenpearl. Thank you.",
]
GP_EMAIL = """From: Wanchai Limsakul <sales@goldenpearlfoods.co.th>
To: nimbubbletea.kk@gmail.com
Date: Tue, 11 Nov 2025 09:12
Subject: Price update for brown sugar pearl and new delivery day (Khon Kaen)

Dear Khun Sunisa,

Thank you for ordering with Golden Pearl all year. Two changes from 1 December 2025:

1. Brown sugar pearl (3 kg bag) will be 178 THB per bag. The 2025 price list says 168 THB; cane sugar
   prices went up after the flood in the Northeast.
2. Our truck to Khon Kaen will come on Wednesday instead of Thursday. Please send your order by Monday noon.

All other items keep the 2025 prices. The minimum order stays 20 bags.

Best regards,
Wanchai Limsakul
Sales, Golden Pearl Foods Co., Ltd.
034-471-230
"""
TEA_INVOICE = [
    "PHU RUEA HIGHLAND TEA CO., LTD.\n"
    "112 Moo 5, Nong Bua, Phu Ruea, Loei 42160\n"
    "INVOICE No. PRT-68/1093        Date: 12 Oct 2025\n"
    "Bill to: Nim Bubble Tea, Khon Kaen (2 branches)\n"
    "\n"
    "Thai tea blend (orange), 1 kg        40 packs   x 185.00    7,400.00\n"
    "Jasmine green tea, 1 kg              15 packs   x 240.00    3,600.00\n"
    "Roasted oolong, 1 kg                  8 packs   x 360.00    2,880.00\n"
    "\n"
    "TOTAL 13,880.00 THB   Due date: 11 Nov 2025\n"
    "Transfer to Bangkok Bank, Loei branch, 771-0-32958-4. Thank you.",
]

# ---------------------------------------------------------------- ice machine quotes
QUOTE_COOLTECH_TOP = [
    "บริษัท ขอนแก่นคูลเทค จำกัด  88 ถนนมะลิวัลย์ อ.เมือง จ.ขอนแก่น  โทร 043-224-615",
    "ใบเสนอราคา เลขที่ KCT-QT-6811-027  วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณสุนิสา วงศ์คำ ร้านนิ่มชาไข่มุก สาขาศรีจันทร์",
    "เรื่อง เครื่องทำน้ำแข็งก้อนเล็กสำหรับร้านเครื่องดื่ม",
]
QUOTE_COOLTECH_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องทำน้ำแข็ง IceMax รุ่น IM-150 กำลังผลิต 150 กก./วัน ถังเก็บ 60 กก.", "1 เครื่อง", "48,500"),
    ("ค่าติดตั้งและเดินท่อน้ำ", "1 งาน", "1,500"),
    ("ชุดกรองน้ำ 3 ขั้นตอน", "1 ชุด", "3,200"),
    ("รวมทั้งสิ้น", "", "53,200"),
]
QUOTE_COOLTECH_BOTTOM = [
    "รวมทั้งสิ้น 53,200 บาท (ราคารวม VAT แล้ว) ส่งและติดตั้งภายใน 7 วันหลังยืนยันสั่งซื้อ",
    "รับประกันคอมเพรสเซอร์ 3 ปี อะไหล่ 1 ปี  ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ผู้เสนอราคา คุณธนากร ศรีบุญเรือง 089-612-4471",
]
QUOTE_ISAN_TOP = [
    "ห้างหุ้นส่วนจำกัด อีสานแอร์แอนด์ไอซ์  19/3 ถนนประชาสโมสร อ.เมือง จ.ขอนแก่น  โทร 043-330-982",
    "ใบเสนอราคา เลขที่ IAI-0458  วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณสุนิสา วงศ์คำ ร้านนิ่มชาไข่มุก สาขาศรีจันทร์",
    "เรื่อง เครื่องทำน้ำแข็งก้อนเล็กสำหรับร้านเครื่องดื่ม",
]
QUOTE_ISAN_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องทำน้ำแข็ง Frostar รุ่น FS-160 กำลังผลิต 160 กก./วัน ถังเก็บ 55 กก.", "1 เครื่อง", "46,900"),
    ("ค่าติดตั้งและเดินท่อน้ำ", "1 งาน", "ฟรี"),
    ("ชุดกรองน้ำ 3 ขั้นตอน", "1 ชุด", "3,500"),
    ("รวมทั้งสิ้น", "", "50,400"),
]
QUOTE_ISAN_BOTTOM = [
    "รวมทั้งสิ้น 50,400 บาท (ราคารวม VAT แล้ว) ส่งและติดตั้งภายใน 10 วัน",
    "รับประกันคอมเพรสเซอร์ 2 ปี อะไหล่ 1 ปี  ยืนราคาถึง 7 ธันวาคม 2568",
    "ผ่อน 0% 6 เดือนผ่านบัตรเครดิตได้  ผู้เสนอราคา คุณวีระพงษ์ 081-770-2315",
]

# ---------------------------------------------------------------- books
LANGMOR_2568 = [168400, 172900, 158300, 96200, 88700, 152600, 178400, 181200, 176500, 169800]
SICHAN_2568 = [112300, 108600, 121400, 134800, 129500, 118200, 115700, 119300, 117600, 122900]
APP_2568 = [38600, 36900, 41200, 45800, 47300, 42100, 44600, 46200, 45460, 47065]
LANGMOR_2567 = [159800, 163200, 149700, 90400, 84100, 145300, 170200, 172600, 168900, 161400, 165800, 142300]
SICHAN_2567 = [0, 0, 0, 0, 0, 68400, 92700, 101500, 104200, 108800, 112600, 126900]
APP_2567 = [28400, 27900, 31200, 33800, 34600, 32500, 35900, 37400, 38100, 39600, 41200, 43800]
PEARL_2568 = [10650, 10420, 10980, 9870, 9340, 10210, 11060, 11240, 10870, 10980]
TEA_2568 = [13250, 12980, 13420, 12100, 11760, 13080, 13650, 13900, 13520, 13880]
WAGES_LANGMOR_2568 = [16950, 17280, 16720, 12000, 12000, 16400, 17280, 17610, 17280, 17280]
WAGES_SICHAN_2568 = [16500, 16500, 17100, 17660, 17380, 16820, 16820, 17100, 17380, 17660]
WAGES_LANGMOR_2567 = [16200, 16500, 16040, 11500, 11500, 15780, 16500, 16500, 16500, 16500, 16780, 16220]
WAGES_SICHAN_2567 = [0, 0, 0, 0, 0, 14200, 15800, 16080, 16080, 16360, 16360, 16640]


def _sales_book(path: Path, year: str, langmor: list[int], sichan: list[int], app: list[int],
                wages_lm: list[int], wages_sc: list[int], pearl: list[int] | None = None,
                tea: list[int] | None = None) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านนิ่มชาไข่มุก ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "สาขาหลังมอ (Lang Mor)", "สาขาศรีจันทร์ (Si Chan)",
                  "แอป HungryGo ยอดโอนสุทธิ (Delivery, net)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, langmor, sichan, app):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(langmor), sum(sichan), sum(app),
                  sum(langmor) + sum(sichan) + sum(app)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)

    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ไข่มุก/ท็อปปิ้ง (Pearls)", "ใบชา (Tea)", "นม/น้ำตาล/ครีม (Milk, sugar)",
                  "แก้ว/ฝา/หลอด (Cups)", "ค่าเช่าหลังมอ (Rent Lang Mor)", "ค่าเช่าศรีจันทร์ (Rent Si Chan)",
                  "ค่าแรง (Wages)", "ค่าไฟร้าน (Electricity)", "รวม (Total)"])
    for i, month in enumerate(MONTHS[:len(langmor)]):
        cups_sold = langmor[i] + sichan[i] + app[i]
        p = pearl[i] if pearl else int(round(cups_sold * 0.032, -1))
        t = tea[i] if tea else int(round(cups_sold * 0.04, -1))
        milk = int(round(cups_sold * 0.115, -2))
        cups = int(round(cups_sold * 0.055, -2))
        rent_sc = 14000 if sichan[i] else 0
        wages = wages_lm[i] + wages_sc[i]
        power = int(round(cups_sold * 0.027, -1))
        costs.append([f"{month} {year}", p, t, milk, cups, 16500, rent_sc, wages, power,
                      p + t + milk + cups + 16500 + rent_sc + wages + power])
    for column in range(2, 11):
        money_format(costs, column)

    pay = book.create_sheet("ค่าแรง Wages")
    pay.append([f"ค่าแรงพนักงาน ปี {year} แยกสาขา (Staff wages by branch {year}, THB)"])
    pay.append(["เดือน (Month)", "สาขาหลังมอ (Lang Mor)", "สาขาศรีจันทร์ (Si Chan)", "รวม (Total)"])
    for month, a, b in zip(MONTHS, wages_lm, wages_sc):
        pay.append([f"{month} {year}", a, b, a + b])
    pay.append(["รวมทั้งปี (Year total)", sum(wages_lm), sum(wages_sc), sum(wages_lm) + sum(wages_sc)])
    for column in (2, 3, 4):
        money_format(pay, column)
    book.save(path)


# ---------------------------------------------------------------- delivery statements, bank
def _statement(month: str, period: str, orders: int, gross: str, gp: str, promo: str, net: str,
               paid: str) -> list[str]:
    return [
        "HUNGRYGO (THAILAND) CO., LTD. - MERCHANT MONTHLY STATEMENT\n"
        f"Statement month: {month}\n"
        "Merchant: Nim Bubble Tea (Lang Mor + Si Chan)   Merchant ID: HG-KKN-20417\n"
        f"Period: {period}\n"
        "\n"
        f"Completed orders ...................... {orders}\n"
        f"Gross food sales ...................... {gross} THB\n"
        f"Commission (GP 30%) ................... -{gp} THB\n"
        f"Merchant-funded promotions ............ -{promo} THB\n"
        f"NET PAYOUT ............................ {net} THB\n"
        "\n"
        f"Paid to: Siam Northeast Bank, account ending 7731, on {paid}.\n"
        "Questions: merchant.support@hungrygo.co.th",
    ]


HG_SEP = _statement("September 2025", "1 Sep 2025 - 30 Sep 2025", 1142, "65,800.00", "19,740.00", "600.00",
                    "45,460.00", "7 Oct 2025")
HG_OCT = _statement("October 2025", "1 Oct 2025 - 31 Oct 2025", 1196, "68,950.00", "20,685.00", "1,200.00",
                    "47,065.00", "7 Nov 2025")
LOAN_LETTER = [
    "SIAM NORTHEAST BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Main Branch, 211 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "3 November 2025\n"
    "\n"
    "Re: Approval of SME loan - application no. SNB-KK-25-0719\n"
    "Dear Mrs. Sunisa Wongkham (Nim Bubble Tea),\n"
    "We are pleased to inform you that your loan application has been approved as follows.\n"
    "\n"
    "Amount approved: 350,000 THB (amount applied for: 400,000 THB)\n"
    "Purpose: equipment and renovation, Si Chan branch\n"
    "Interest rate: 6.50% per year, fixed for the whole term\n"
    "Term: 48 months\n"
    "Monthly instalment: 8,300 THB, first instalment due 25 Dec 2025\n"
    "Front-end fee: 0.5% = 1,750 THB, deducted on drawdown\n"
    "Collateral: guarantee by Mr. Ekkachai Wongkham\n"
    "\n"
    "Please sign the loan agreement at the branch by 20 Nov 2025, bringing your ID card,\n"
    "house registration and the shop's commercial registration.\n"
    "Relationship manager: Khun Anucha Phonsri, 043-247-118\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(LANGMOR_2568) + sum(SICHAN_2568) + sum(APP_2568)
    return [
        ("แผนร้านนิ่มชาไข่มุก ปี 2569", "Nim Bubble Tea - plan for 2026\nสุนิสา วงศ์คำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท (2 สาขา + HungryGo)\n"
                         "สาขาศรีจันทร์ครบปีแรก ยอดดีกว่าที่คิด\n"
                         "ปัญหา: น้ำแข็งไม่พอช่วงบ่าย ต้องซื้อถุงเพิ่มวันละ 4 ถุง"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 4,200,000 บาท\nเพิ่มยอด HungryGo เป็นเดือนละ 55,000 บาท\n"
                            "เมนูใหม่: ชาไทยชีสโฟม, โกโก้บราวน์ชูการ์"),
        ("ค่าเช่าปี 2569", "หลังมอ ต่อสัญญา 3 ปี เดือนละ 18,000 บาท\nศรีจันทร์ เดือนละ 15,000 บาท (ตกลงกับเจ๊หมวยแล้ว)"),
        ("ลงทุน", "เครื่องทำน้ำแข็งสาขาศรีจันทร์ งบ 55,000 บาท (เทียบ 2 เจ้า)\n"
                  "รีโนเวทสาขาศรีจันทร์ ใช้เงินกู้ธนาคาร 350,000 บาท\nคีออสก์ที่ 3 ยังไม่ทำ รอดูครึ่งปีแรก"),
    ]


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสิริพัฒน์ขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปาณิสรา วงศ์คำ  ชั้น ป.5/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4417-8851",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,250")], "29,650", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่ากิจกรรมค่ายลูกเสือ", "2,200"), ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "1,800")],
                "30,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs and book
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Sunisa Wongkham\n"
    "Address: 88/21 Moo 14, Ban Pet, Mueang Khon Kaen 40000\n"
    "Customer no. 020034417756\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,442 -> 31,928   Units used: 486 kWh\n"
    "Energy charge 2,204.37  Ft 19.44  Service 38.22  VAT 7% 158.34\n"
    "AMOUNT DUE: 2,420.37 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
ISANNET_BILL = [
    "ISANNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Sunisa Wongkham    Account: IN-4402-7719\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 28 Oct 2025. Auto-debit from Siam Northeast Bank account ending 7731.",
]
INSURANCE_LETTER = [
    "MEKONG LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Service Centre, Si Chan Road\n"
    "24 October 2025\n"
    "\n"
    "RENEWAL NOTICE - CHILD HEALTH INSURANCE (IPD/OPD)\n"
    "Dear Mrs. Sunisa Wongkham (policy owner),\n"
    "Insured: Miss Panisara Wongkham, age 10\n"
    "Policy no. ML-H-5520-1187 ends on 30 Nov 2025.\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per day   OPD: 1,500 THB per visit, 30 visits a year\n"
    "Annual limit: 1,000,000 THB\n"
    "Annual premium: 14,820 THB (last year 13,960 THB; new age band 10-14)\n"
    "Please pay by 30 Nov 2025 by bank transfer, credit card, or through your agent,\n"
    "Khun Jintana Saengthong (086-441-2057). Cover stops if the premium is not paid.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2186.40, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ผ่อนรถ Honda City (Car loan)", 9870, "งวดที่ 27/60"), ("ค่าน้ำมันรถ (Petrol)", 3200, ""),
                  ("ประกันชีวิตพี่เอก (Life insurance)", 2150, "แม่โขงประกันชีวิต"),
                  ("ค่ารถตู้รับส่งน้องปาล์ม (School van)", 1800, ""), ("ให้พ่อ (For Dad)", 5000, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2351.05, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 10800, ""),
                  ("ผ่อนรถ Honda City (Car loan)", 9870, "งวดที่ 28/60"), ("ค่าน้ำมันรถ (Petrol)", 3450, ""),
                  ("ประกันชีวิตพี่เอก (Life insurance)", 2150, "แม่โขงประกันชีวิต"),
                  ("ค่ารถตู้รับส่งน้องปาล์ม (School van)", 1800, ""), ("ให้พ่อ (For Dad)", 5000, ""),
                  ("ค่าหมอฟันพ่อ (Dad's dentist)", 2800, "คลินิกทันตกรรมหน้าเซ็นทรัล")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2420.37, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11450, ""),
                  ("ผ่อนรถ Honda City (Car loan)", 9870, "งวดที่ 29/60"), ("ค่าน้ำมันรถ (Petrol)", 3100, ""),
                  ("ประกันชีวิตพี่เอก (Life insurance)", 2150, "แม่โขงประกันชีวิต"),
                  ("ค่ารถตู้รับส่งน้องปาล์ม (School van)", 1800, ""), ("ให้พ่อ (For Dad)", 5000, ""),
                  ("ค่าเรียนว่ายน้ำน้องปาล์ม (Swimming class)", 1600, "8 ครั้ง")],
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
    "ร้านชา/แชท/แชทไลน์_สโมสรวิศวะ.txt": """[14 ต.ค. 68 13:05] ต้นกล้า สโมสรวิศวะ มข.: สวัสดีครับพี่นิ่ม สโมสรนักศึกษาวิศวะจะจัดงานลอยกระทงคณะ วันที่ 4 พ.ย. อยากสั่งชานมไข่มุก 200 แก้วครับ
[14 ต.ค. 68 13:20] นิ่มชาไข่มุก: ได้ค่ะน้อง ชานมไข่มุกแก้ว 22 ออนซ์ แก้วละ 39 บาท 200 แก้ว เป็น 7,800 บาทค่ะ
[14 ต.ค. 68 13:22] ต้นกล้า สโมสรวิศวะ มข.: โอเคครับ เดี๋ยวขอเสนออาจารย์ก่อน
[21 ต.ค. 68 18:40] ต้นกล้า สโมสรวิศวะ มข.: พี่ครับ คนลงทะเบียนเพิ่ม ขอเป็น 260 แก้วได้ไหมครับ แล้วลดราคาได้มั้ยครับ งบมีจำกัด 555
[21 ต.ค. 68 19:02] นิ่มชาไข่มุก: 260 แก้ว พี่ให้แก้วละ 35 บาทค่ะ รวม 9,100 บาท มัดจำครึ่งนึง 4,550 นะคะ
[21 ต.ค. 68 19:05] ต้นกล้า สโมสรวิศวะ มข.: ตกลงครับ 260 แก้ว 9,100 บาท เดี๋ยวโอนมัดจำพรุ่งนี้ครับ
[22 ต.ค. 68 10:11] ต้นกล้า สโมสรวิศวะ มข.: โอนมัดจำ 4,550 แล้วครับ (ส่งสลิปแล้ว)
[22 ต.ค. 68 10:15] นิ่มชาไข่มุก: ได้รับแล้วค่ะ ส่งวันที่ 4 พ.ย. บ่ายสองโมง ที่ลานหน้าตึก EN นะคะ หวานปกติ 200 หวานน้อย 60 ใช่มั้ยคะ
[22 ต.ค. 68 10:16] ต้นกล้า สโมสรวิศวะ มข.: ใช่ครับ ขอบคุณครับพี่
""",
    "ร้านชา/แชท/แชทไลน์_เจ๊หมวย_ตึกศรีจันทร์.txt": """วันพฤหัสบดีที่ 16 ตุลาคม 2568
[19:32] เจ๊หมวย ตึกศรีจันทร์: นิ่ม ปีหน้าเจ๊ขอขึ้นค่าเช่านะ จาก 14,000 เป็น 16,500 ภาษีที่ดินขึ้น ค่าซ่อมหลังคาก็เยอะ
[19:45] นิ่มชาไข่มุก: โห เจ๊ ขึ้นเยอะไปค่ะ ร้านเพิ่งเปิดได้ปีกว่าเอง ขอ 15,000 ได้มั้ยคะ
[19:50] เจ๊หมวย ตึกศรีจันทร์: 16,000 ละกัน เจ๊ลดให้แล้ว
วันจันทร์ที่ 20 ตุลาคม 2568
[10:05] นิ่มชาไข่มุก: เจ๊คะ นิ่มขอ 15,000 ถ้าเซ็นต่อ 2 ปีเลยได้มั้ยคะ แล้วนิ่มจะทาสีหน้าร้านเอง
[10:40] เจ๊หมวย ตึกศรีจันทร์: เอาๆ 15,000 ก็ได้ เริ่ม 1 ม.ค. 69 เซ็น 2 ปีนะ ค่าน้ำค่าไฟจ่ายตามมิเตอร์เหมือนเดิม
[10:42] นิ่มชาไข่มุก: ขอบคุณมากค่ะเจ๊ เดี๋ยวให้พี่เอกพิมพ์สัญญาไปให้เซ็นต้นเดือนหน้านะคะ
[10:43] เจ๊หมวย ตึกศรีจันทร์: ได้จ้ะ ธันวานี้ยังจ่าย 14,000 เหมือนเดิมนะ
""",
    "ร้านชา/บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

## สาขาหลังมอ
| ชื่อ | แบบจ้าง | อัตรา | ชั่วโมง/วัน | รวม |
|---|---|---|---|---|
| น้องมายด์ (หัวหน้ากะ) | รายเดือน | 12,000 บาท/เดือน | - | 12,000 บาท |
| น้องเจได (พาร์ทไทม์ นศ.) | รายชั่วโมง | 55 บาท/ชม. | 96 ชม. | 5,280 บาท |

## สาขาศรีจันทร์
| ชื่อ | แบบจ้าง | อัตรา | ชั่วโมง/วัน | รวม |
|---|---|---|---|---|
| น้องฝ้าย | รายเดือน | 11,500 บาท/เดือน | - | 11,500 บาท |
| น้องบีม (พาร์ทไทม์) | รายชั่วโมง | 55 บาท/ชม. | 112 ชม. | 6,160 บาท |

รวมค่าแรง ต.ค. 34,940 บาท (หลังมอ 17,280 / ศรีจันทร์ 17,660) โอนแล้ว 31 ต.ค.
มายด์ขอขึ้นเงินเดือนปีหน้า คุยกันเดือนธันวา
""",
    "ร้านชา/บัญชี/ต้นทุนต่อแก้ว_เมนูหลัก.md": """# ต้นทุนต่อแก้ว เมนูหลัก (แก้ว 22 ออนซ์) อัปเดต ต.ค. 2568

| เมนู | ชา | นม/ครีม | ท็อปปิ้ง | น้ำตาล/ไซรัป | แก้ว+ฝาซีล+หลอด | น้ำแข็ง | ต้นทุนรวม | ราคาขาย |
|---|---|---|---|---|---|---|---|---|
| ชานมไข่มุก | 4.20 | 6.50 | 3.80 | 1.20 | 3.90 | 1.00 | 20.60 | 45 |
| ชาไทยไข่มุก | 4.60 | 7.10 | 3.80 | 1.40 | 3.90 | 1.00 | 21.80 | 45 |
| นมสดบราวน์ชูการ์ | - | 9.80 | 4.70 | 3.40 | 3.90 | 1.00 | 22.80 | 55 |
| ชาเขียวมะลิ | 3.90 | 6.50 | 3.80 | 1.20 | 3.90 | 1.00 | 20.30 | 45 |
| ชาอู่หลงพีช | 5.40 | - | 4.20 | 2.10 | 3.90 | 1.00 | 16.60 | 50 |

หมายเหตุ: ธ.ค. ไข่มุกบราวน์ชูการ์ขึ้นราคา ต้นทุนนมสดบราวน์ชูการ์จะขึ้นอีกประมาณ 0.30 บาท
""",
    "ร้านชา/ไอเดียเมนูใหม่.md": """# ไอเดียเมนูใหม่ ปี 2569
- ชาไทยชีสโฟม (ลองทำแล้ว ลูกค้าเทสชอบ ขาย 59?)
- โกโก้บราวน์ชูการ์
- ชามะนาวน้ำผึ้งแก้วลิตร สำหรับนักศึกษา
- โปรหน้าสอบ: ซื้อ 2 แก้วลด 10 บาท
- ลองคุยร้านเบเกอรี่ข้างมอ ขายคู่ครัวซองต์
""",
    "ร้านชา/Suppliers/email_GoldenPearl_Dec2025.txt": GP_EMAIL,
    "บ้าน/แชทไลน์_บ้านวงศ์คำ.txt": """[28 ต.ค. 68 21:02] นิ่ม: พี่เอก ค่าเทอมปาล์มเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 30,400
[28 ต.ค. 68 21:10] พี่เอก: โอเค เดี๋ยวโอนสิ้นเดือน ประกันสุขภาพปาล์มก็มาแล้ว ปีนี้ 14,820 ขึ้นมาเกือบพัน
[28 ต.ค. 68 21:12] นิ่ม: อันนั้นจ่ายก่อน 30 พ.ย. ค่อยรูดบัตรเอา
[30 ต.ค. 68 07:15] พ่อ: นิ่ม พ่อนัดหมอตา รพ.ศรีนครินทร์ วันที่ 12 พ.ย. เช้านะลูก
[30 ต.ค. 68 07:40] พี่เอก: ผมลาพาพ่อไปเองครับ
[2 พ.ย. 68 19:20] ปาล์ม: แม่ ปีใหม่ไปหนองคายจริงป่าวคะ
[2 พ.ย. 68 19:31] นิ่ม: ไปจ้ะ งบทริป 12,000 พอ
[2 พ.ย. 68 19:45] พี่เอก: ที่พักแพงขึ้น ขยับงบเป็น 15,000 นะ
[2 พ.ย. 68 19:46] นิ่ม: โอเค 15,000
""",
    "บ้าน/ทริปหนองคาย_ปีใหม่.md": """# ทริปหนองคาย ปีใหม่ 2569
- ออก 30 ธ.ค. เช้า ขับรถเอง ประมาณ 2 ชม.ครึ่ง
- ที่พักริมโขง 2 คืน
- วัดผาตากเสื้อ, สะพานมิตรภาพ, ตลาดท่าเสด็จ
- ให้น้องมายด์กับน้องฝ้ายดูร้าน 31 ธ.ค.
""",
}
TODO = {"todo.md": """- โอนค่าเทอมปาล์ม เทอม 2 ก่อน 10 พ.ย.
- ไปเซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 20 พ.ย.
- เลือกเครื่องทำน้ำแข็ง (2 เจ้า)
- จ่าย Golden Pearl ก่อน 7 พ.ย.
- ต่อประกันสุขภาพปาล์ม ก่อน 30 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านชา"
    leases, suppliers, quotes, books = shop / "สัญญาเช่า", shop / "Suppliers", shop / "ใบเสนอราคา", shop / "บัญชี"
    delivery, bank = shop / "Delivery", shop / "Bank"
    home = docs / "บ้าน"
    for folder in (leases, suppliers, quotes, books, delivery, bank, shop / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(leases / "สัญญาเช่า_สาขาหลังมอ_ร่าง.docx", LEASE_DRAFT_TOP, headings=LEASE_DRAFT_HEADINGS,
               bottom=LEASE_DRAFT_BOTTOM)
    write_docx(leases / "สัญญาเช่า_สาขาหลังมอ_ฉบับจริง.docx", LEASE_FINAL_TOP, headings=LEASE_FINAL_HEADINGS,
               bottom=LEASE_FINAL_BOTTOM)
    make_pdf(suppliers / "GoldenPearl_pricelist_2025.pdf", GP_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_โกลเด้นเพิร์ล_2567.docx", GP_PRICES_2567, GP_PRICES_2567_TABLE,
               bottom=GP_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "GoldenPearl_invoice_GP-2510-0442.pdf", GP_INVOICE)
    make_pdf(suppliers / "PhuRuea_tea_invoice_Oct2025.pdf", TEA_INVOICE)
    write_docx(quotes / "ใบเสนอราคา_เครื่องทำน้ำแข็ง_ขอนแก่นคูลเทค.docx", QUOTE_COOLTECH_TOP, QUOTE_COOLTECH_TABLE,
               bottom=QUOTE_COOLTECH_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เครื่องทำน้ำแข็ง_อีสานแอร์แอนด์ไอซ์.docx", QUOTE_ISAN_TOP, QUOTE_ISAN_TABLE,
               bottom=QUOTE_ISAN_BOTTOM)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", LANGMOR_2568, SICHAN_2568, APP_2568,
                WAGES_LANGMOR_2568, WAGES_SICHAN_2568, PEARL_2568, TEA_2568)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", LANGMOR_2567, SICHAN_2567, APP_2567,
                WAGES_LANGMOR_2567, WAGES_SICHAN_2567)
    make_pdf(delivery / "HungryGo_statement_Sep2025.pdf", HG_SEP)
    make_pdf(delivery / "HungryGo_statement_Oct2025.pdf", HG_OCT)
    make_pdf(bank / "SNB_SME_loan_approval_Nov2025.pdf", LOAN_LETTER)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanNet_fibre_Oct2025.pdf", ISANNET_BILL)
    make_pdf(home / "ประกัน" / "MekongLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_น้องปาล์ม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_น้องปาล์ม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
