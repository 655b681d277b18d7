"""The duckfarm folder: the papers of a family duck farm in Chaiya, Surat Thani, and its household, written by code.

The owner is นายสุนทร บุญมา (พี่สุนทร, Sunthorn Boonma). He and his wife นางเรือนแก้ว (เรือน) run
"ฟาร์มเป็ดสุนทร ไชยา" (Sunthorn Duck Farm): 3,500 laying ducks in three pens at 88 หมู่ 4 ต.เวียง อ.ไชยา
จ.สุราษฎร์ธานี, selling fresh duck eggs and Chaiya clay-coated salted eggs. Their daughter ฝ้าย (ด.ญ.ฝ้ายคำ) is in
ม.2, his father ปู่เฉลิม lives with them. Staff: ลุงเพิ่ม (feeding, egg collecting), ป้าสมพร (coating salted eggs,
paid by the egg), อ่อง (monthly). It is November 2568 (2025).

Documents/ฟาร์มเป็ด/ (the business)
- ลูกค้า/สัญญาซื้อขายไข่เค็ม_ร้านแม่จำเนียร.docx: salted-egg supply contract with a souvenir shop, 2,500 eggs a
  week at 8.00, deposit 20,000, 1 พ.ย. 2568 - 31 ต.ค. 2569.
- ลูกค้า/ใบเสนอราคา_บ้านดอนเบเกอรี่_ร่าง.docx: draft quote to Ban Don Bakery (fresh eggs 4.50, salted yolks 6.00,
  45,000 a week), never sent.
- ลูกค้า/ใบเสนอราคา_บ้านดอนเบเกอรี่_ฉบับจริง.docx: the final quote that was sent (fresh 5,500 at 4.40, yolks 4,000
  at 5.80, 47,400 a week).
- ลูกค้า/แชทไลน์_คุณเมย์_บ้านดอนเบเกอรี่.txt: LINE chat with the bakery's buyer; yolks asked up to 6,000, settled at
  5,000 a week from 1 ธ.ค., new weekly total 53,200.
- ลูกค้า/email_KrungthepDeli_enquiry_Nov2025.txt: English email from a Bangkok deli asking for 12,000 salted eggs
  at 9.50 for New Year gift sets.
- Suppliers/ThaksinFeed_pricelist_2025.pdf: English 2025 price list of Thaksin Feed Mill Co., Ltd. (TF-D2 405/bag).
- Suppliers/ราคาอาหารเป็ด_ทักษิณอาหารสัตว์_2567.docx: last year's list of the same firm in Thai
  (บริษัท ทักษิณอาหารสัตว์ จำกัด, TF-D2 390/bag).
- Suppliers/ThaksinFeed_invoice_Oct2025.pdf: the 15 Oct feed invoice (65,300, due 14 Nov 2025).
- Suppliers/email_ThaksinFeed_price_change_Dec2025.txt: English email: TF-D2 up to 418 from 1 December 2025.
- สัตวแพทย์/ChaiyaVet_invoice_Sep2025.pdf: the vet clinic's invoice for the 19 Sep vaccination visit (6,980).
- สัตวแพทย์/บันทึกหมอมาฟาร์ม_2568.md: the year's log of vet and livestock-office visits.
- บัญชี/ยอดขายไข่_2568.xlsx: this year's book, months as rows, two sheets (sales Jan-Oct; expenses Jan-Oct).
- บัญชี/ยอดขายไข่_2567.xlsx: last year's book, same layout, January-December with a year-total row.
- บัญชี/ผลผลิตไข่แยกเล้า_2568.xlsx: eggs collected by pen, months as columns.
- บัญชี/ซื้ออาหารเป็ด_ส.ค.-ต.ค.68.xlsx: feed purchases, one sheet per month (ส.ค., ก.ย., ต.ค. 68) with totals.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.md: the October wages of three workers (28,150).
- เล้าหลังที่4/ใบเสนอราคา_เล้าเป็ด_ช่างวิทย์.docx and ใบเสนอราคา_เล้าเป็ด_ไชยาวัสดุภัณฑ์.docx: two similar quotes
  for building a fourth duck house (186,500 vs 172,800).
- ธกส/หนังสือแจ้งชำระหนี้_ธกส_งวดธ.ค.68.docx: BAAC's notice of the loan instalment due 31 ธ.ค. 2568 (107,550).
- สต็อกไข่เค็ม_15พ.ย.68.md: salted-egg batches in stock, yolks in brine, feed bags left.
- สูตรไข่เค็มดินจอมปลวก.md: the family's clay-coated salted egg recipe.
- ประชุมกลุ่มเป็ดไข่_25ต.ค.68.md: minutes of the village duck farmers' group (group feed order, floor price, fund).
- แผนฟาร์มปี2569.pptx: slides, the plan for next year (4,800,000 target, duck house 180,000).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/TapeeNet_internet_Oct2025.pdf: English electricity and internet bills.
- ประกัน/AndamanLife_health_renewal_2025.pdf: English renewal notice for เรือน's health insurance (24,350); the
  household workbook names the same insurer อันดามันประกันชีวิต.
- ค่าเทอมฝ้าย/ค่าเทอมฝ้าย_เทอม1_2568.docx and ค่าเทอมฝ้าย_เทอม2_2568.docx: school fee notices (14,800; 16,350).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_ครอบครัวบุญมา.txt: the family's LINE group (the camp fee goes from 1,200 to 1,450).
- สุขภาพพ่อ.md: notes on ปู่เฉลิม's diabetes and doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("ฟาร์มเป็ดสุนทร ไชยา (Sunthorn Duck Farm) 88 หมู่ 4 ต.เวียง อ.ไชยา จ.สุราษฎร์ธานี 84110 "
            "โทร 081-968-2504")

# ---------------------------------------------------------------- customers
CONTRACT_TOP = [
    "สัญญาซื้อขายไข่เค็มไชยา",
    "ทำที่ ฟาร์มเป็ดสุนทร อ.ไชยา จ.สุราษฎร์ธานี  วันที่ 27 ตุลาคม 2568",
    "ระหว่าง นายสุนทร บุญมา เจ้าของฟาร์มเป็ดสุนทร ไชยา ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "กับ นางจำเนียร ศรีทอง เจ้าของร้านของฝากแม่จำเนียร ริมถนนสาย 41 อ.ไชยา ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 สินค้าและจำนวน", "ไข่เค็มไชยาพอกดินจอมปลวก เบอร์ 1 (น้ำหนักไข่ 70 กรัมขึ้นไป) สัปดาห์ละ 2,500 ฟอง\n"
     "ผู้ขายนำส่งที่หน้าร้านผู้ซื้อทุกวันจันทร์ ก่อนเวลา 9.00 น."),
    ("ข้อ 2 ราคา", "ราคาฟองละ 8.00 บาท ราคานี้ยืนถึงวันที่ 31 มีนาคม 2569 หลังจากนั้นตกลงราคากันใหม่"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 4 เงินประกัน", "ผู้ซื้อวางเงินประกันการสั่งซื้อ 20,000 บาท ในวันทำสัญญา ผู้ขายคืนให้เมื่อครบสัญญา"),
    ("ข้อ 5 การชำระเงิน", "ผู้ซื้อชำระค่าไข่ทุก 15 วัน โดยโอนเข้าบัญชีธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร "
     "ชื่อบัญชี นายสุนทร บุญมา"),
    ("ข้อ 6 ไข่แตกหรือเสีย", "ไข่ที่แตก ร้าว หรือเสีย ผู้ขายเปลี่ยนให้ใหม่ภายใน 3 วัน โดยไม่คิดเงินเพิ่ม"),
    ("ข้อ 7 การบอกเลิกสัญญา", "คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
CONTRACT_BOTTOM = ["ลงชื่อ สุนทร บุญมา ผู้ขาย", "ลงชื่อ จำเนียร ศรีทอง ผู้ซื้อ",
                   "ลงชื่อ เรือนแก้ว บุญมา พยาน"]

BAKERY_TO = "เรียน คุณเมย์ (ฝ่ายจัดซื้อ) บ้านดอนเบเกอรี่ ถนนตลาดใหม่ อ.เมือง จ.สุราษฎร์ธานี"
BAKERY_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-SD-2568-014",
    "วันที่ 6 ตุลาคม 2568",
    BAKERY_TO,
    "เรื่อง ไข่เป็ดสดและไข่แดงเค็ม สำหรับทำขนมเปี๊ยะและขนมไหว้พระจันทร์ ส่งทุกวันพุธ",
]
BAKERY_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อหน่วย (บาท)", "รวมต่อสัปดาห์ (บาท)"),
    ("ไข่เป็ดสด เบอร์ 1 คัดแล้ว", "6,000 ฟอง", "4.50", "27,000"),
    ("ไข่แดงเค็ม (แยกไข่ขาวแล้ว)", "3,000 ลูก", "6.00", "18,000"),
    ("รวมต่อสัปดาห์", "", "", "45,000"),
]
BAKERY_DRAFT_BOTTOM = ["รวมสัปดาห์ละ 45,000 บาท ส่งฟรีถึงร้าน",
                       "ร่าง ยังไม่ส่ง รอคุยกับเรือนเรื่องราคาไข่แดงก่อน"]
BAKERY_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-SD-2568-014 (ฉบับแก้ไข)",
    "วันที่ 10 ตุลาคม 2568",
    BAKERY_TO,
    "เรื่อง ไข่เป็ดสดและไข่แดงเค็ม สำหรับทำขนมเปี๊ยะ ส่งทุกวันพุธ เริ่มสัปดาห์ที่ 20 ตุลาคม 2568",
]
BAKERY_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อหน่วย (บาท)", "รวมต่อสัปดาห์ (บาท)"),
    ("ไข่เป็ดสด เบอร์ 1 คัดแล้ว", "5,500 ฟอง", "4.40", "24,200"),
    ("ไข่แดงเค็ม (แยกไข่ขาวแล้ว)", "4,000 ลูก", "5.80", "23,200"),
    ("รวมต่อสัปดาห์", "", "", "47,400"),
]
BAKERY_FINAL_BOTTOM = [
    "รวมสัปดาห์ละ 47,400 บาท (สี่หมื่นเจ็ดพันสี่ร้อยบาทถ้วน) ส่งฟรีถึงร้าน",
    "เงื่อนไข: วางบิลทุกวันที่ 1 และ 16 ของเดือน ชำระภายใน 7 วัน ราคานี้ยืนถึง 28 กุมภาพันธ์ 2569",
    "ไข่แตกระหว่างส่งเปลี่ยนให้ทุกฟอง",
    "ลงชื่อ สุนทร บุญมา ผู้เสนอราคา",
]

KRUNGTHEP_EMAIL = """From: Nicha Wongsawat <purchasing@krungthepdeli.co.th>
To: sunthornduckfarm@gmail.com
Date: Mon, 3 Nov 2025 10:17
Subject: Enquiry - Chaiya salted eggs for New Year gift sets

Dear Khun Sunthorn,

We found your farm through the Chaiya OTOP page. Krungthep Deli Co., Ltd. is putting together New Year gift
sets for corporate customers and we would like to buy Chaiya salted eggs (clay-coated, cooked, grade 1).

- Quantity: 12,000 eggs in boxes of 10
- Our offer: 9.50 THB per egg, including the box, delivered to our warehouse in Bang Na, Bangkok
- Delivery: by 15 December 2025 at the latest
- Payment: 50% when we confirm, 50% within 30 days of delivery

Could you send us 30 sample eggs and tell us whether you can make this quantity in time?

Kind regards,
Nicha Wongsawat
Purchasing, Krungthep Deli Co., Ltd.
02-398-7710
"""

BAKERY_CHAT = """[14/10/2568 10:05] เมย์ บ้านดอนเบเกอรี่: พี่สุนทรคะ ใบเสนอราคาฉบับแก้ที่ส่งมา ผู้จัดการโอเคแล้วค่ะ สัปดาห์ละ 47,400 เริ่ม 20 ต.ค. ได้เลย
[14/10/2568 10:12] ฟาร์มเป็ดสุนทร: ขอบคุณครับ ส่งวันพุธเช้านะครับ ไข่แดงเค็มใส่ถังน้ำแข็งไปให้
[22/10/2568 08:40] เมย์ บ้านดอนเบเกอรี่: ไข่สดรอบแรกแตกมา 30 ฟองนะคะ
[22/10/2568 09:05] ฟาร์มเป็ดสุนทร: ขอโทษครับ อาทิตย์หน้าเติมให้ 30 ฟอง แล้วจะเปลี่ยนถาดใหม่ครับ
[18/11/2568 13:20] เมย์ บ้านดอนเบเกอรี่: พี่คะ ช่วงตรุษจีนออเดอร์ขนมเปี๊ยะไข่เค็มเยอะมาก ตั้งแต่ 1 ธ.ค. ขอไข่แดงเค็มเพิ่มจากสัปดาห์ละ 4,000 เป็น 6,000 ลูกได้มั้ยคะ
[18/11/2568 13:41] ฟาร์มเป็ดสุนทร: 6,000 ต้องพอกเพิ่มเยอะ ขอดูไข่ในเล้าก่อนนะครับ
[19/11/2568 07:55] ฟาร์มเป็ดสุนทร: เช็คแล้วครับ ไข่แดงเค็มทำได้ไม่เกินสัปดาห์ละ 5,000 ลูก ไข่สดเท่าเดิม 5,500 ฟอง
[19/11/2568 08:10] เมย์ บ้านดอนเบเกอรี่: โอเคค่ะ งั้นเอา 5,000 ลูกค่ะ ราคาเดิมนะคะ
[19/11/2568 08:16] ฟาร์มเป็ดสุนทร: ได้ครับ ตั้งแต่ 1 ธ.ค. ยอดใหม่สัปดาห์ละ 53,200 บาท (ไข่สด 24,200 + ไข่แดงเค็ม 29,000)
[19/11/2568 08:17] เมย์ บ้านดอนเบเกอรี่: รับทราบค่ะ 53,200 ค่ะ
"""

# ---------------------------------------------------------------- suppliers
THAKSIN_PRICES_2025 = [
    "THAKSIN FEED MILL CO., LTD.\n"
    "99/9 Moo 2, Asian Highway 41, Tha Chang, Surat Thani 84150   Tel. 077-355-120\n"
    "PRICE LIST 2025 - DUCK FEEDS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per 30 kg bag, delivered.\n"
    "\n"
    "TF-D0  Duckling starter (0-3 weeks) ........... 455 THB\n"
    "TF-D1  Duck grower (4-18 weeks) ............... 425 THB\n"
    "TF-D2  Layer duck feed (laying ducks) ......... 405 THB\n"
    "TF-C36 Layer duck concentrate, 36% protein .... 640 THB\n"
    "\n"
    "Animal feed is VAT exempt.\n"
    "Free delivery in Surat Thani province for orders of 100 bags or more.\n"
    "Payment: 30 days credit for registered farms.\n"
    "Sales: Pongsak Rattanachai, 089-724-5518, sales@thaksinfeed.co.th",
]
THAKSIN_PRICES_2567 = ["บริษัท ทักษิณอาหารสัตว์ จำกัด", "ใบราคาอาหารเป็ด ปี 2567 (มกราคม – ธันวาคม 2567)",
                       "ราคาต่อกระสอบ 30 กก. ส่งถึงฟาร์ม"]
THAKSIN_PRICES_2567_TABLE = [
    ("รหัส", "สินค้า", "ราคา"),
    ("TF-D0", "อาหารลูกเป็ดเล็ก (0-3 สัปดาห์)", "440 บาท/กระสอบ"),
    ("TF-D1", "อาหารเป็ดรุ่น (4-18 สัปดาห์)", "410 บาท/กระสอบ"),
    ("TF-D2", "อาหารเป็ดไข่", "390 บาท/กระสอบ"),
    ("TF-C36", "หัวอาหารเป็ดไข่ โปรตีน 36%", "615 บาท/กระสอบ"),
]
THAKSIN_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 80 กระสอบ ส่งฟรีในจังหวัดสุราษฎร์ธานี",
                              "เครดิต 30 วัน สำหรับฟาร์มที่ลงทะเบียน",
                              "ติดต่อ คุณพงศักดิ์ รัตนชัย ฝ่ายขาย 089-724-5518"]
THAKSIN_INVOICE = [
    "THAKSIN FEED MILL CO., LTD.\n"
    "INVOICE No. TF-INV-2510-0233\n"
    "Date: 15 Oct 2025          Due date: 14 Nov 2025 (30 days credit)\n"
    "Customer: Sunthorn Duck Farm (Mr. Sunthorn Boonma), 88 Moo 4, Wiang, Chaiya, Surat Thani\n"
    "\n"
    "Item                              Qty        Unit price   Amount\n"
    "TF-D2 Layer duck feed 30 kg       150 bags   405.00       60,750.00\n"
    "TF-D0 Duckling starter 30 kg      10 bags    455.00       4,550.00\n"
    "\n"
    "TOTAL DUE: 65,300.00 THB (VAT exempt)\n"
    "Please transfer to Bangkok Bank, account Thaksin Feed Mill Co., Ltd., 512-3-08841-7\n"
    "and send the slip to sales@thaksinfeed.co.th. Thank you for your business.",
]
THAKSIN_EMAIL = """From: Pongsak Rattanachai <sales@thaksinfeed.co.th>
To: sunthornduckfarm@gmail.com
Date: Mon, 17 Nov 2025 09:02
Subject: New duck feed prices from 1 December 2025

Dear Khun Sunthorn,

Thank you for buying from Thaksin Feed Mill this year. Because corn and soybean meal prices have gone up
since September, we must change some prices from 1 December 2025:

- TF-D2 Layer duck feed: 418 THB per bag (the 2025 price list says 405 THB)
- TF-D0 Duckling starter: 470 THB per bag (was 455 THB)
- TF-D1 and TF-C36 stay the same.

Orders confirmed by 28 November 2025 will still be billed at the old prices, delivery by 10 December.
Credit stays at 30 days.

Best regards,
Pongsak Rattanachai
Sales, Thaksin Feed Mill Co., Ltd.
089-724-5518
"""

VET_INVOICE = [
    "CHAIYA ANIMAL CLINIC\n"
    "Dr. Kittiya Somboon, DVM - farm animals and poultry\n"
    "12/3 Rat Banchong Road, Talat Chaiya, Chaiya, Surat Thani 84110   Tel. 077-431-286\n"
    "INVOICE No. CAC-2509-118          Date: 19 Sep 2025\n"
    "Client: Sunthorn Duck Farm, 88 Moo 4, Wiang, Chaiya\n"
    "\n"
    "Farm visit fee                                      800.00\n"
    "Duck plague vaccine      3,500 doses  x 1.00      3,500.00\n"
    "Avian influenza swab test  10 samples x 150.00    1,500.00\n"
    "Vitamin + electrolyte powder  6 packs x 180.00    1,080.00\n"
    "Syringes and needles                                100.00\n"
    "\n"
    "TOTAL: 6,980.00 THB   Paid by transfer, 19 Sep 2025.\n"
    "Swab results: all 10 samples negative (report sent by LINE on 24 Sep 2025).\n"
    "Next visit: booster vaccination on 19 Dec 2025.",
]

# ---------------------------------------------------------------- quotes for the new duck house
def _house_quote(firm: list[str], number: str, date: str, rows: list[tuple[str, str]], total: str,
                 bottom: list[str]) -> tuple[list, list, list]:
    top = firm + [f"ใบเสนอราคา เลขที่ {number}  วันที่ {date}",
                  "เรียน คุณสุนทร บุญมา ฟาร์มเป็ดสุนทร ไชยา",
                  "เรื่อง ก่อสร้างโรงเรือนเป็ดไข่ หลังที่ 4 ขนาด 8 x 24 เมตร พร้อมลานปล่อยเป็ด"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวมทั้งสิ้น", total)]
    return top, table, bottom


QUOTE_WIT = _house_quote(
    ["ช่างวิทย์การช่าง รับเหมาก่อสร้างโรงเรือนฟาร์ม", "นายวิทยา แก้วประดิษฐ์ 45 หมู่ 7 ต.ทุ่ง อ.ไชยา โทร 086-270-4419"],
    "WT-68/092", "12 กันยายน 2568",
    [("โครงเหล็กกล่อง เสา-คาน ทาสีกันสนิม", "72,000"), ("หลังคาเมทัลชีท 0.35 มม. พร้อมฉนวน", "38,400"),
     ("เทพื้นคอนกรีต ทำรางน้ำและบ่อน้ำให้เป็ดเล่น", "41,600"), ("ตาข่ายกันนก และรั้วลานปล่อย", "18,500"),
     ("ค่าแรงติดตั้งทั้งหมด", "16,000")],
    "186,500",
    ["รวมทั้งสิ้น 186,500 บาท ราคารวมวัสดุและค่าแรง", "ระยะเวลาก่อสร้าง 45 วัน",
     "แบ่งจ่าย 3 งวด: 40% วันเริ่มงาน 40% เมื่อมุงหลังคาเสร็จ 20% เมื่อส่งมอบ", "รับประกันหลังคารั่ว 1 ปี",
     "ราคานี้ยืนถึง 31 ธันวาคม 2568", "ลงชื่อ วิทยา แก้วประดิษฐ์"])
QUOTE_CHAIYA = _house_quote(
    ["ห้างหุ้นส่วนจำกัด ไชยาวัสดุภัณฑ์", "จำหน่ายวัสดุก่อสร้างและรับเหมา 201 ถ.ไชยา-พุมเรียง ต.ตลาดไชยา โทร 077-431-990"],
    "CW-2568-0417", "20 กันยายน 2568",
    [("โครงเหล็กกล่อง เสา-คาน ทาสีกันสนิม", "66,500"), ("หลังคาเมทัลชีท 0.30 มม. (ไม่รวมฉนวน)", "35,200"),
     ("เทพื้นคอนกรีต ทำรางน้ำ", "39,800"), ("ตาข่ายกันนก และรั้วลานปล่อย", "16,300"),
     ("ค่าแรงติดตั้ง", "15,000")],
    "172,800",
    ["รวมทั้งสิ้น 172,800 บาท", "ระยะเวลาก่อสร้าง 60 วัน นับจากวันรับเงินมัดจำ",
     "มัดจำ 50% เมื่อตกลง ส่วนที่เหลือจ่ายเมื่อส่งมอบงาน",
     "ราคานี้ไม่รวมค่าถมดินปรับพื้นที่ และไม่รวมบ่อน้ำให้เป็ดเล่น", "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
     "ลงชื่อ นางสาวพรรณี ชูแก้ว ฝ่ายขาย"])

# ---------------------------------------------------------------- BAAC
BAAC_LETTER = [
    "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร สาขาไชยา",
    "ที่ ธกส.ชย. 1187/2568",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งกำหนดชำระหนี้เงินกู้",
    "เรียน นายสุนทร บุญมา",
    "ตามที่ท่านได้กู้เงินจากธนาคาร ตามสัญญากู้เงินเลขที่ 6601-0042 ลงวันที่ 15 มกราคม 2566 จำนวน 450,000 บาท "
    "เพื่อก่อสร้างโรงเรือนเป็ดไข่ ระยะเวลาชำระคืน 5 ปี อัตราดอกเบี้ยร้อยละ 6.50 ต่อปี "
    "ธนาคารขอแจ้งกำหนดชำระหนี้งวดประจำปี 2568 ดังนี้",
]
BAAC_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ต้นเงินคงเหลือ ณ วันที่ 1 มกราคม 2568", "270,000"),
    ("ต้นเงินงวดนี้", "90,000"),
    ("ดอกเบี้ยงวดนี้", "17,550"),
    ("รวมต้องชำระ", "107,550"),
]
BAAC_BOTTOM = [
    "กรุณาชำระเงินจำนวน 107,550 บาท ภายในวันที่ 31 ธันวาคม 2568 ที่ธนาคารสาขาไชยา หรือผ่านแอป A-Mobile",
    "หากชำระตรงตามกำหนด ท่านจะได้รับเงินคืนดอกเบี้ยร้อยละ 1 ตามโครงการลูกค้าชั้นดี",
    "หากชำระล่าช้า ธนาคารจะคิดดอกเบี้ยผิดนัดเพิ่มร้อยละ 3 ต่อปี",
    "ขอแสดงความนับถือ",
    "นายประพันธ์ เดชาวุธ ผู้จัดการสาขาไชยา",
]

# ---------------------------------------------------------------- books
FRESH_QTY_2568 = [41200, 29800, 40600, 43100, 55900, 58200, 59700, 58900, 52100, 51400]
FRESH_PRICE_2568 = [3.60, 3.60, 3.70, 3.80, 3.80, 3.70, 3.70, 3.80, 3.90, 3.90]
SALTED_QTY_2568 = [21500, 26400, 19800, 18200, 17600, 18900, 19400, 20300, 24600, 26100]
SALTED_PRICE_2568 = [7.50, 7.50, 7.50, 7.50, 7.50, 8.00, 8.00, 8.00, 8.00, 8.00]
FEED_2568 = [138400, 131900, 140200, 142600, 150300, 153800, 156100, 155200, 161185, 161725]
WAGES_2568 = [26800, 26200, 26900, 26500, 27400, 27600, 27900, 27800, 28400, 28150]
VET_2568 = [1200, 0, 4850, 0, 2300, 0, 1150, 0, 6980, 2640]
POWER_2568 = [2950, 2780, 3240, 3610, 3580, 3320, 3190, 3260, 3150, 3080]
SALTING_2568 = [2150, 2640, 1980, 1820, 1760, 1890, 1940, 2030, 2460, 2610]

FRESH_QTY_2567 = [40100, 36900, 39800, 38600, 40300, 39900, 41200, 40700, 37300, 38100, 39400, 33800]
FRESH_PRICE_2567 = [3.40, 3.40, 3.50, 3.50, 3.60, 3.50, 3.50, 3.60, 3.60, 3.70, 3.70, 3.80]
SALTED_QTY_2567 = [20800, 18600, 19200, 17900, 17400, 18100, 18600, 19000, 23900, 24800, 22600, 28900]
SALTED_PRICE_2567 = [7.00] * 12
FEED_2567 = [126800, 118900, 127400, 125600, 129300, 127900, 130200, 131800, 128400, 132600, 130900, 134700]
WAGES_2567 = [24600, 24000, 24800, 24500, 25100, 24900, 25300, 25400, 26200, 26600, 26100, 27800]
VET_2567 = [1100, 0, 4500, 0, 0, 2100, 0, 0, 6200, 0, 900, 0]
POWER_2567 = [2810, 2690, 3050, 3470, 3420, 3180, 3060, 3110, 2990, 2940, 2870, 2910]
SALTING_2567 = [2080, 1860, 1920, 1790, 1740, 1810, 1860, 1900, 2390, 2480, 2260, 2890]

PENS_2568 = {
    "เล้า 1 (1,200 ตัว)": [31600, 28300, 30900, 29400, 29800, 28600, 29100, 28800, 27600, 28200],
    "เล้า 2 (1,300 ตัว)": [32400, 29100, 31200, 29800, 30100, 28900, 29300, 28700, 27900, 27500],
    "เล้า 3 (1,000 ตัว ลงเล้า มี.ค. 68)": [0, 0, 0, 4200, 15800, 21600, 23300, 23900, 23450, 24100],
}


def _amounts(qty: list[int], price: list[float]) -> list[int]:
    return [int(round(q * p)) for q, p in zip(qty, price)]


def sales_totals(year: str) -> list[int]:
    if year == "2568":
        fresh, salted = _amounts(FRESH_QTY_2568, FRESH_PRICE_2568), _amounts(SALTED_QTY_2568, SALTED_PRICE_2568)
    else:
        fresh, salted = _amounts(FRESH_QTY_2567, FRESH_PRICE_2567), _amounts(SALTED_QTY_2567, SALTED_PRICE_2567)
    return [a + b for a, b in zip(fresh, salted)]


def _egg_book(path: Path, year: str, fresh_qty, fresh_price, salted_qty, salted_price, feed, wages, vet,
              power, salting) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายไข่ ฟาร์มเป็ดสุนทร ปี {year} (Egg sales {year})"])
    sales.append(["เดือน (Month)", "ไข่สด (ฟอง)", "ขายไข่สด (บาท)", "ไข่เค็ม (ฟอง)", "ขายไข่เค็ม (บาท)",
                  "รวม (Total, THB)"])
    fresh, salted = _amounts(fresh_qty, fresh_price), _amounts(salted_qty, salted_price)
    for month, fq, fa, sq, sa in zip(MONTHS, fresh_qty, fresh, salted_qty, salted):
        sales.append([f"{month} {year}", fq, fa, sq, sa, fa + sa])
    sales.append(["รวมทั้งปี (Year total)" if len(fresh) == 12 else "รวม ม.ค.-ต.ค. (Total to date)",
                  sum(fresh_qty), sum(fresh), sum(salted_qty), sum(salted), sum(fresh) + sum(salted)])
    for column in range(2, 7):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าอาหารเป็ด (Feed)", "ค่าแรง (Wages)", "ค่าหมอ/ยา (Vet)",
                  "ค่าไฟฟาร์ม (Electricity)", "ดิน เกลือ แกลบ กล่อง (Salting)", "รวม (Total)"])
    for month, *row in zip(MONTHS, feed, wages, vet, power, salting):
        costs.append([f"{month} {year}"] + row + [sum(row)])
    costs.append(["รวม (Total)", sum(feed), sum(wages), sum(vet), sum(power), sum(salting),
                  sum(feed) + sum(wages) + sum(vet) + sum(power) + sum(salting)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _pen_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต Eggs by pen"
    sheet.append(["จำนวนไข่ที่เก็บได้ แยกเล้า ปี 2568 (ฟอง)"])
    sheet.append(["เล้า (Pen)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for pen, values in PENS_2568.items():
        sheet.append([pen] + values + [sum(values)])
    totals = [sum(values[i] for values in PENS_2568.values()) for i in range(10)]
    sheet.append(["รวมทุกเล้า"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


FEED_BUYS = {
    "ส.ค. 68": [("2 ส.ค.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 150, 405),
                ("9 ส.ค.", "โรงสีไชยาเจริญ", "รำละเอียด", 60, 270),
                ("16 ส.ค.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 150, 405),
                ("23 ส.ค.", "โรงสีไชยาเจริญ", "รำละเอียด", 60, 270),
                ("28 ส.ค.", "ร้านเจ๊หมวย", "เปลือกหอยป่น", 10, 130)],
    "ก.ย. 68": [("1 ก.ย.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 160, 405),
                ("8 ก.ย.", "โรงสีไชยาเจริญ", "รำละเอียด", 60, 270),
                ("15 ก.ย.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 150, 405),
                ("22 ก.ย.", "โรงสีไชยาเจริญ", "รำละเอียด (ขึ้นราคา)", 65, 275),
                ("25 ก.ย.", "ร้านเจ๊หมวย", "เปลือกหอยป่น", 12, 130)],
    "ต.ค. 68": [("1 ต.ค.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 150, 405),
                ("7 ต.ค.", "โรงสีไชยาเจริญ", "รำละเอียด", 65, 275),
                ("15 ต.ค.", "ทักษิณอาหารสัตว์", "อาหารเป็ดไข่ TF-D2", 150, 405),
                ("15 ต.ค.", "ทักษิณอาหารสัตว์", "อาหารลูกเป็ด TF-D0", 10, 455),
                ("21 ต.ค.", "โรงสีไชยาเจริญ", "รำละเอียด", 60, 275),
                ("27 ต.ค.", "ร้านเจ๊หมวย", "เปลือกหอยป่น", 10, 130)],
}


def _feed_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in FEED_BUYS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ซื้ออาหารเป็ด {title}"])
        sheet.append(["วันที่", "ร้าน/บริษัท", "รายการ", "จำนวน (กระสอบ)", "ราคาต่อกระสอบ", "จำนวนเงิน (บาท)"])
        for day, shop, item, bags, price in rows:
            sheet.append([day, shop, item, bags, price, bags * price])
        sheet.append(["รวม", "", "", sum(r[3] for r in rows), "", sum(r[3] * r[4] for r in rows)])
        money_format(sheet, 6)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2104.37, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                ("อินเทอร์เน็ต (Internet)", 535, "Tapee Net"), ("ค่ากับข้าว (Food)", 8900, ""),
                ("ค่าน้ำมันรถ (Fuel)", 3800, ""), ("ค่าขนม+รถตู้ฝ้าย (Fai's pocket money, van)", 3200, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.ไชยา"),
                ("ประกันอุบัติเหตุฝ้าย (Fai's accident insurance)", 350, "อันดามันประกันชีวิต")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2241.90, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                ("อินเทอร์เน็ต (Internet)", 535, "Tapee Net"), ("ค่ากับข้าว (Food)", 9350, ""),
                ("ค่าน้ำมันรถ (Fuel)", 4100, ""), ("ค่าขนม+รถตู้ฝ้าย (Fai's pocket money, van)", 3200, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1650, "รพ.ไชยา"),
                ("ประกันอุบัติเหตุฝ้าย (Fai's accident insurance)", 350, "อันดามันประกันชีวิต"),
                ("ค่าซ่อมมอเตอร์ไซค์ (Motorbike repair)", 1380, "เปลี่ยนโซ่+ยางหลัง")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2318.64, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                ("อินเทอร์เน็ต (Internet)", 535, "Tapee Net"), ("ค่ากับข้าว (Food)", 9100, ""),
                ("ค่าน้ำมันรถ (Fuel)", 4250, ""), ("ค่าขนม+รถตู้ฝ้าย (Fai's pocket money, van)", 3200, ""),
                ("ค่ายาพ่อ + ตรวจเลือด (Dad's medicine, blood test)", 2980, "รพ.ไชยา"),
                ("ประกันอุบัติเหตุฝ้าย (Fai's accident insurance)", 350, "อันดามันประกันชีวิต"),
                ("ทำบุญออกพรรษา (Temple)", 1000, "วัดพระบรมธาตุไชยา")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนศรีวิชัยวิทยา สุราษฎร์ธานี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ฝ้ายคำ บุญมา  ชั้น ม.2/3  เลขประจำตัว 30562"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงินโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4478-2210",
              "ผู้ปกครองที่ชำระล่าช้า โรงเรียนขอสงวนสิทธิ์ไม่ออกผลการเรียน"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "9,500"), ("ค่าหนังสือและชุดพละ", "2,650"),
                           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"), ("ค่าประกันอุบัติเหตุ", "250"),
                           ("ค่าคอมพิวเตอร์", "1,200")], "14,800", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "9,500"), ("ค่าเข้าค่ายลูกเสือ-เนตรนารี", "1,450"),
                           ("ค่าเรียนภาษาจีนเสริม", "2,800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"),
                           ("ค่าคอมพิวเตอร์", "1,200"), ("ค่าวารสารโรงเรียน", "200")], "16,350",
                "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chaiya Office, Surat Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Sunthorn Boonma\n"
    "Address: 88 Moo 4, Wiang, Chaiya, Surat Thani 84110 (house meter)\n"
    "Customer no. 020034417765\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 30,118 -> 30,604   Units used: 486 kWh\n"
    "Energy charge 2,086.94  Ft 47.72  Service 32.29  VAT 7% 151.69\n"
    "AMOUNT DUE: 2,318.64 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
TAPEE_BILL = [
    "TAPEE NET CO., LTD.\n"
    "Fibre internet - Surat Thani\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Sunthorn Boonma    Account: TPN-84110-0938\n"
    "Package: Home Fibre 300/300 Mbps     500.00\n"
    "VAT 7%                                35.00\n"
    "TOTAL                                535.00 THB\n"
    "Due date: 20 Oct 2025. Pay by QR code or at any 7-Eleven.",
]
ANDAMAN_LETTER = [
    "ANDAMAN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Surat Thani Branch, Talat Mai Road\n"
    "20 October 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mrs. Rueankaew Boonma,\n"
    "Your health policy no. AL-HP-5530-2291 (Andaman Health Plus) ends on 30 Nov 2025.\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board (in-patient): up to 3,000 THB per night\n"
    "In-patient benefit: up to 1,000,000 THB per year\n"
    "Annual premium: 24,350 THB (last year 22,800 THB; new age band 45-49)\n"
    "Please pay by 30 Nov 2025 by bank transfer, at our branch, or through your agent,\n"
    "Khun Orawan (084-552-7813). A grace period of 31 days applies after this date.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sales_totals("2568"))
    return [
        ("แผนฟาร์มเป็ดสุนทร ปี 2569", "Sunthorn Duck Farm - plan for 2026\nสุนทร และ เรือนแก้ว บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขายไข่ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "เป็ดไข่ 3,500 ตัว 3 เล้า (เล้า 3 เริ่มไข่ เม.ย.)\n"
                         "ลูกค้าใหม่: บ้านดอนเบเกอรี่, ร้านของฝากแม่จำเนียร\n"
                         "ปัญหา: อาหารเป็ดขึ้นราคา, เป็ดเล้า 1 อายุเกิน 2 ปี ไข่ลดลง"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 4,800,000 บาท\nไข่เค็มเพิ่มเป็นเดือนละ 30,000 ฟอง\n"
                            "ลูกค้าส่งประจำ 4 ราย"),
        ("สร้างเล้าหลังที่ 4", "งบ 180,000 บาท (เทียบใบเสนอราคา ช่างวิทย์ กับ ไชยาวัสดุภัณฑ์)\n"
                               "เริ่มสร้าง มกราคม 2569\nซื้อเป็ดสาวพร้อมไข่ 1,000 ตัว ตัวละ 165 บาท = 165,000 บาท\n"
                               "ปลดเป็ดเล้า 1 ขาย เดือนมิถุนายน"),
        ("เงินทุน", "ผ่อน ธ.ก.ส. งวดสิ้นปี 107,550 บาท\nขอกู้ ธ.ก.ส. เพิ่ม 300,000 บาท สำหรับเล้าใหม่และเป็ดสาว\n"
                    "สั่งอาหารรวมกลุ่มกับวิสาหกิจ ลดกระสอบละ 12 บาท"),
        ("ขายออนไลน์", "เปิด LINE OA และ Shopee ขายไข่เค็มไชยา กล่องละ 10 ฟอง 120 บาท\n"
                       "ค่าส่งเหมา 60 บาท เป้า 300 กล่องต่อเดือน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มเป็ด/ลูกค้า/แชทไลน์_คุณเมย์_บ้านดอนเบเกอรี่.txt": BAKERY_CHAT,
    "ฟาร์มเป็ด/ลูกค้า/email_KrungthepDeli_enquiry_Nov2025.txt": KRUNGTHEP_EMAIL,
    "ฟาร์มเป็ด/Suppliers/email_ThaksinFeed_price_change_Dec2025.txt": THAKSIN_EMAIL,
    "ฟาร์มเป็ด/สัตวแพทย์/บันทึกหมอมาฟาร์ม_2568.md": """# บันทึกหมอ/ปศุสัตว์มาฟาร์ม ปี 2568

| วันที่ | ใครมา | ทำอะไร | ค่าใช้จ่าย |
|---|---|---|---|
| 12 มี.ค. 68 | หมอกิตติยา (คลินิกสัตว์ไชยา) | ฉีดวัคซีนอหิวาต์เป็ด เล้า 1-2 รวม 2,500 ตัว | 4,850 บาท |
| 10 พ.ค. 68 | หมอกิตติยา | ตรวจเล้า 3 ก่อนเริ่มไข่ ให้วิตามิน | 2,300 บาท |
| 19 ก.ย. 68 | หมอกิตติยา | วัคซีนกาฬโรคเป็ด 3,500 ตัว + ตรวจไข้หวัดนก 10 ตัวอย่าง (ผลลบทั้งหมด) | 6,980 บาท |
| 27 ต.ค. 68 | หมอกิตติยา | เป็ดเล้า 2 ท้องเสีย ตาย 14 ตัว ให้ยาละลายน้ำ 5 วัน | 2,640 บาท |
| 28 ต.ค. 68 | ปศุสัตว์อำเภอไชยา | สุ่มตรวจไข้หวัดนกประจำปี ไม่พบเชื้อ | ไม่เสียเงิน |

- นัดฉีดกระตุ้นกาฬโรคเป็ด 19 ธ.ค. 68
- หมอบอกให้ปูแกลบใหม่เล้า 2 ทุกสัปดาห์ช่วงหน้าฝน
""",
    "ฟาร์มเป็ด/บัญชี/ค่าแรงคนงาน_ต.ค.68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | คิดค่าแรง | รวม |
|---|---|---|---|
| ลุงเพิ่ม | ให้อาหาร เก็บไข่ | วันละ 350 บาท x 31 วัน | 10,850 บาท |
| ป้าสมพร | พอกไข่เค็ม | ฟองละ 0.30 บาท x 26,000 ฟอง | 7,800 บาท |
| อ่อง | ล้างเล้า ขนอาหาร ส่งของ | เหมาเดือน | 9,500 บาท |

รวมค่าแรง ต.ค. 28,150 บาท จ่ายแล้ว 31 ต.ค.
อ่องเบิกล่วงหน้า 2,000 ไปส่งบ้าน หักแล้ว (โอนจริง 7,500)
""",
    "ฟาร์มเป็ด/สต็อกไข่เค็ม_15พ.ย.68.md": """# สต็อกไข่เค็ม ณ 15 พ.ย. 68

## ไข่เค็มพอกดิน
| ล็อต | วันพอก | จำนวน (ฟอง) | พร้อมขาย | หมายเหตุ |
|---|---|---|---|---|
| 45 | 20 ต.ค. | 6,500 | 9 พ.ย. | ขายแล้ว 4,100 เหลือ 2,400 |
| 46 | 28 ต.ค. | 7,000 | 17 พ.ย. | ของแม่จำเนียร 2,500 |
| 47 | 5 พ.ย. | 6,800 | 25 พ.ย. | |
| 48 | 12 พ.ย. | 7,200 | 2 ธ.ค. | กันไว้ให้ Krungthep Deli ถ้าตกลง |

## ไข่แดงเค็ม (ดองน้ำเกลือ)
- ถัง 1-4 รวมประมาณ 8,000 ลูก ส่งบ้านดอนเบเกอรี่ทุกวันพุธ

## อาหารเป็ดคงเหลือ
- TF-D2 คงเหลือ 62 กระสอบ
- รำละเอียด 18 กระสอบ
- สั่งทักษิณรอบหน้าก่อน 28 พ.ย. จะได้ราคาเก่า
""",
    "ฟาร์มเป็ด/สูตรไข่เค็มดินจอมปลวก.md": """# สูตรไข่เค็มไชยา ดินจอมปลวก (สูตรปู่เฉลิม)

ต่อไข่ 200 ฟอง
- ดินจอมปลวกตากแห้ง ทุบละเอียด 4 กิโล
- เกลือป่น 2 กิโล
- น้ำสะอาดพอให้ดินเหนียวปั้นได้
- แกลบเผา (ขี้เถ้าแกลบ) สำหรับคลุกด้านนอก

วิธีทำ
1. ล้างไข่ เช็ดให้แห้ง คัดฟองร้าวออก
2. ผสมดินกับเกลือ ค่อยๆ เติมน้ำ นวดจนเนียน
3. พอกดินหนาประมาณ 1 ซม. แล้วคลุกแกลบเผา
4. เก็บในลังกระดาษ ที่ร่ม 15 วันได้ไข่เค็มสำหรับต้ม 20 วันขึ้นไปไข่แดงมันสำหรับทำขนม
""",
    "ฟาร์มเป็ด/ประชุมกลุ่มเป็ดไข่_25ต.ค.68.md": """# บันทึกประชุม วิสาหกิจชุมชนกลุ่มเลี้ยงเป็ดไข่ตำบลเวียง
วันที่ 25 ตุลาคม 2568 เวลา 19.00 น. ศาลาเอนกประสงค์ หมู่ 4

ผู้เข้าประชุม: สมาชิก 18 คน จากทั้งหมด 23 คน  ประธาน: ลุงสมหมาย ชูช่วย  เหรัญญิก: สุนทร บุญมา

## มติที่ประชุม
1. ราคากลางไข่เค็มส่งร้านของฝาก ไม่ต่ำกว่าฟองละ 8.00 บาท ตั้งแต่ 1 พ.ย. 2568 ห้ามตัดราคากันเอง
2. สั่งอาหารเป็ดรวมกลุ่มกับบริษัททักษิณอาหารสัตว์ ครั้งละ 600 กระสอบ ได้ส่วนลดกระสอบละ 12 บาท เริ่มรอบ ม.ค. 2569
3. ออกบูธงานกาชาดสุราษฎร์ธานี 12-21 ธ.ค. 2568 ค่าบูธ 3,500 บาท หาร 5 ครอบครัวที่ไปขาย
4. ยอดเงินกองทุนกลุ่มคงเหลือ 48,720 บาท (ตามสมุดบัญชี ธ.ก.ส. ณ 24 ต.ค.)

## งานที่มอบหมาย
- สุนทร: ติดต่อคุณพงศักดิ์ ทักษิณอาหารสัตว์ เรื่องราคารวมกลุ่ม
- ป้าจันทร์: ทำป้ายบูธ และกล่องของฝากตัวอย่าง
- ประชุมครั้งหน้า 29 พฤศจิกายน 2568
""",
    "บ้าน/แชทไลน์_ครอบครัวบุญมา.txt": """[27/10/2568 19:02] ฝ้าย: พ่อ แม่ ค่าค่ายลูกเสือ 1,200 นะ ต้องจ่ายก่อนไปค่าย
[27/10/2568 19:10] เรือน: เดี๋ยวแม่โอนให้ครูพรุ่งนี้
[29/10/2568 16:45] ฝ้าย: แม่ ครูบอกค่าค่ายขึ้นเป็น 1,450 เพราะเปลี่ยนที่พัก แล้วรวมในใบค่าเทอม เทอม 2 เลย ไม่ต้องจ่ายแยก
[29/10/2568 16:50] เรือน: โอเค งั้นจ่ายพร้อมค่าเทอมก่อน 10 พ.ย.
[30/10/2568 07:15] สุนทร: ประกันสุขภาพแม่มาแล้วนะ ปีนี้ขึ้นเป็นสองหมื่นสี่กว่า ต้องจ่ายก่อนสิ้นเดือนหน้า
[30/10/2568 07:20] เรือน: เห็นแล้ว เดี๋ยวโอนให้น้องอรวรรณ
[1/11/2568 20:30] ปู่เฉลิม: 18 นี้ปู่นัดหมอที่ รพ.ไชยา ใครว่างพาไปที
[1/11/2568 20:34] สุนทร: ผมพาไปเองพ่อ ให้ลุงเพิ่มดูเล้าแทนเช้านั้น
[1/11/2568 20:40] ฝ้าย: ปู่อย่าลืมงดข้าวเช้านะ หมอจะเจาะเลือด
""",
    "บ้าน/สุขภาพพ่อ.md": """# สุขภาพปู่เฉลิม (พ่อ)
- เบาหวาน + ความดันสูง รักษาที่ โรงพยาบาลไชยา คลินิกโรคเรื้อรัง
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 08.00 น. งดน้ำงดอาหารหลัง 2 ทุ่ม (เจาะเลือดดูน้ำตาลสะสม)
- น้ำตาลครั้งก่อน (ส.ค.) 142 หมอบอกยังสูง ให้ลดข้าวเหนียว ขนมหวาน
- ยา: metformin เช้า-เย็น, ยาความดัน amlodipine เช้า
- ค่ายาปกติเดือนละประมาณ 1,650 บาท ต.ค. รวมตรวจเลือด 2,980 บาท
- ให้เดินรอบฟาร์มตอนเย็นวันละ 30 นาที
""",
}
TODO = {"todo.md": """- โอนค่าเทอมฝ้าย เทอม 2 ก่อน 10 พ.ย.
- โอนค่าอาหารเป็ดบิลทักษิณ ก่อน 14 พ.ย.
- ส่งไข่เค็มตัวอย่าง 30 ฟองให้ Krungthep Deli
- เลือกเจ้าทำเล้าหลังที่ 4 (ช่างวิทย์ หรือ ไชยาวัสดุ)
- พาพ่อไปหาหมอ 18 พ.ย.
- เตรียมเงินงวด ธกส. ก่อน 31 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มเป็ด"
    customers, suppliers, vet, books = farm / "ลูกค้า", farm / "Suppliers", farm / "สัตวแพทย์", farm / "บัญชี"
    newhouse, baac = farm / "เล้าหลังที่4", farm / "ธกส"
    home = docs / "บ้าน"
    for folder in (customers, suppliers, vet, books, newhouse, baac, home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมฝ้าย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(customers / "สัญญาซื้อขายไข่เค็ม_ร้านแม่จำเนียร.docx", CONTRACT_TOP, headings=CONTRACT_HEADINGS,
               bottom=CONTRACT_BOTTOM)
    write_docx(customers / "ใบเสนอราคา_บ้านดอนเบเกอรี่_ร่าง.docx", BAKERY_DRAFT, BAKERY_DRAFT_TABLE,
               bottom=BAKERY_DRAFT_BOTTOM)
    write_docx(customers / "ใบเสนอราคา_บ้านดอนเบเกอรี่_ฉบับจริง.docx", BAKERY_FINAL, BAKERY_FINAL_TABLE,
               bottom=BAKERY_FINAL_BOTTOM)
    make_pdf(suppliers / "ThaksinFeed_pricelist_2025.pdf", THAKSIN_PRICES_2025)
    write_docx(suppliers / "ราคาอาหารเป็ด_ทักษิณอาหารสัตว์_2567.docx", THAKSIN_PRICES_2567, THAKSIN_PRICES_2567_TABLE,
               bottom=THAKSIN_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ThaksinFeed_invoice_Oct2025.pdf", THAKSIN_INVOICE)
    make_pdf(vet / "ChaiyaVet_invoice_Sep2025.pdf", VET_INVOICE)
    _egg_book(books / "ยอดขายไข่_2568.xlsx", "2568", FRESH_QTY_2568, FRESH_PRICE_2568, SALTED_QTY_2568,
              SALTED_PRICE_2568, FEED_2568, WAGES_2568, VET_2568, POWER_2568, SALTING_2568)
    _egg_book(books / "ยอดขายไข่_2567.xlsx", "2567", FRESH_QTY_2567, FRESH_PRICE_2567, SALTED_QTY_2567,
              SALTED_PRICE_2567, FEED_2567, WAGES_2567, VET_2567, POWER_2567, SALTING_2567)
    _pen_book(books / "ผลผลิตไข่แยกเล้า_2568.xlsx")
    _feed_book(books / "ซื้ออาหารเป็ด_ส.ค.-ต.ค.68.xlsx")
    for name, (top, table, bottom) in (("ใบเสนอราคา_เล้าเป็ด_ช่างวิทย์.docx", QUOTE_WIT),
                                       ("ใบเสนอราคา_เล้าเป็ด_ไชยาวัสดุภัณฑ์.docx", QUOTE_CHAIYA)):
        write_docx(newhouse / name, top, table, bottom=bottom)
    write_docx(baac / "หนังสือแจ้งชำระหนี้_ธกส_งวดธ.ค.68.docx", BAAC_LETTER, BAAC_TABLE, bottom=BAAC_BOTTOM)
    write_slides(farm / "แผนฟาร์มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "TapeeNet_internet_Oct2025.pdf", TAPEE_BILL)
    make_pdf(home / "ประกัน" / "AndamanLife_health_renewal_2025.pdf", ANDAMAN_LETTER)
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอมฝ้าย_เทอม1_2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอมฝ้าย_เทอม2_2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
