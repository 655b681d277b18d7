"""A blind folder: ร้านติ่มซำเจ๊ฝน (Jae Fon Dim Sum), a dim sum shop in Hat Yai, Songkhla, plus household papers.

The owner is น้ำฝน แซ่ลิ้ม (Namfon Saelim, "เจ๊ฝน"). She runs the shop at 123/4 ถนนนิพัทธ์อุทิศ 3, Hat Yai, with
six staff; she lives in Khuan Lang with her husband วิชัย (Wichai), their son ภูมิ (Phum, 9, Grade 4) and his
mother (อาม่า). Her Documents folder holds:

ร้านติ่มซำ/ (the shop)
- ใบเสนอราคา/ใบเสนอราคา_ลีการ์เดนส์_ร่าง.docx: the DRAFT quote to Lee Gardens Plaza hotel (seminar breakfasts
  20-21 Nov 2568): har gow 600 pcs, lotus rice 200, total 37,600 บาท, deposit 50% (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ลีการ์เดนส์_ฉบับส่งจริง.docx: the FINAL quote sent 2 Nov 2568: har gow 700 at 14,
  siu mai 700, lotus rice 250, total 41,350 บาท, deposit 30% = 12,405 บาท.
- ใบเสนอราคา/Quote_HatyaiIntlSchool_SportsDay.docx: English quote Q-2568-031 to Hatyai International School,
  Sports Day 5 Dec 2025: Box A 250 x 65, Box B 60 x 55, soy milk 310, total 23,770 THB, deposit 11,885.
- ใบเสนอราคา/ใบเสนอราคา_สงขลาซีฟู้ด_ปีใหม่.docx: a similar Thai quote to บริษัท สงขลาซีฟู้ด จำกัด, New Year
  party 27 Dec 2568: กล่อง A 180 x 65, total 14,500 บาท.
- Suppliers/Kasem_Trading_pricelist_2025.pdf: this year's English price list of Kasem Trading Co. (flour, sauces):
  wheat starch 1,150, dumpling (Hong Kong) flour 890, sesame oil 1,680.
- Suppliers/ใบราคาเกษมการค้า_2567.docx: last year's Thai price list of the same firm (บริษัท เกษมการค้า จำกัด):
  แป้งตังหมิ่น 1,080, แป้งฮ่องกง 850, น้ำมันงา 1,590.
- Suppliers/Invoice_SongkhlaFreshPork_INV-0917.pdf: tax invoice INV-2025-0917 from Songkhla Fresh Pork Co.,
  17 Oct 2025: subtotal 12,800, VAT 896, total 13,696 THB, due 16 November 2025.
- Suppliers/HatyaiKitchenEquip_quotation_steamer.pdf: quotation for a 3-door gas steamer cabinet, grand total
  43,870 THB.
- Suppliers/แชทไลน์_ป้าหนูกุ้งสด.txt: LINE chat with the shrimp seller: 30 kg at 280 changed to 25 kg, delivered
  24.5 kg for 6,860 บาท.
- ลูกค้า/แชทไลน์_คุณแอน_ลีการ์เดนส์.txt: LINE chat with the hotel's Khun Ann: figures raised, deposit 12,405
  paid, 100 custard buns added: final 42,950 บาท, balance 30,545 บาท.
- ลูกค้า/email_Sarah_HIS_order_confirm.txt: the school's email confirming with changes: Box A 270, new total
  25,310 THB, balance 13,425.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by channel Jan-Oct, expenses).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, 12 months.
- บัญชี/ยอดขายรายเมนู_Q3_2568.xlsx: baskets sold per menu, months Jul-Sep as columns, with a total column.
- บัญชี/PEA_bill_shop_Oct2025.pdf: the shop's electricity bill, October 2025, 9,874.20 THB.
- พนักงาน/เงินเดือนพนักงาน_ต.ค.68.xlsx: October payroll of six staff, net total 79,300.
- สัญญาเช่าอาคาร_ร้านนิพัทธ์อุทิศ3.docx: the shop's lease: 28,000 a month, deposit 84,000, 1 Jan 2567 -
  31 Dec 2569, 60 days' notice.
- แผนปี2569.pptx: slides of next year's plan: target 6,500,000 บาท, second branch near PSU, budget 850,000.
- Notes/notes_accountant_meeting_Sep2025.md: English notes from the accountant meeting (PND.51 tax 38,600,
  fee up to 3,500 a month).
- Notes/สูตรขนมจีบหมูกุ้ง.md: a recipe (distractor).

บ้าน/ (the household)
- PEA_bill_home_Oct2025.pdf: the home electricity bill, October 2025, 486 kWh, 2,318.46 THB due 14 Nov 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, one sheet per month (ส.ค., ก.ย., ต.ค.), each with its total.
- ผ่อนบ้าน_ธอส_สรุป.md: notes on the GH Bank mortgage (balance 1,876,540).
- แชทไลน์_ครอบครัวแซ่ลิ้ม.txt: family LINE chat about อาม่า's 80th birthday dinner (4 tables, 6,000 per home).
- ลูก/ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2-2568.docx: Phum's term 2 fee notice (Thai): activities 1,800, total 26,350.
- ลูก/School_receipt_Phum_term1_2025.pdf: Phum's term 1 receipt (English): activities 2,400, total 26,950.
- Insurance/Insurance_renewal_Phum_health_2025.pdf: Phum's health policy renewal: 16,240 THB due 1 Dec 2025.
- Insurance/กรมธรรม์ประกันรถ_ชั้น1_2568.docx: the pickup's class-1 car insurance: premium 19,450, sum 620,000.

The workspect holds her to-do list (todo.md).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = ["ร้านติ่มซำเจ๊ฝน (Jae Fon Dim Sum)",
             "123/4 ถนนนิพัทธ์อุทิศ 3 ต.หาดใหญ่ อ.หาดใหญ่ จ.สงขลา 90110  โทร 081-958-2247  LINE: @jaefondimsum"]
QUOTE_COLS = ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

LG_DRAFT = [
    *SHOP_HEAD,
    "ใบเสนอราคา (ร่าง — ยังไม่ส่ง)",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน โรงแรมลีการ์เดนส์พลาซ่า หาดใหญ่ (คุณแอน ฝ่ายจัดเลี้ยง)",
    "งาน: อาหารว่างเช้าสำหรับงานสัมมนา 2 วัน วันที่ 20-21 พฤศจิกายน 2568 ผู้เข้าร่วมประมาณ 120 คน",
]
LG_DRAFT_TABLE = [
    QUOTE_COLS,
    ("ฮะเก๋ากุ้ง", "600", "ชิ้น", "15", "9,000"),
    ("ขนมจีบหมูกุ้ง", "600", "ชิ้น", "12", "7,200"),
    ("ซาลาเปาหมูแดง", "400", "ลูก", "18", "7,200"),
    ("ฟองเต้าหู้ทอด", "300", "ชิ้น", "14", "4,200"),
    ("ข้าวเหนียวห่อใบบัว", "200", "ห่อ", "35", "7,000"),
    ("ค่าขนส่งและพนักงานบริการ", "2", "วัน", "1,500", "3,000"),
]
LG_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 37,600 บาท (สามหมื่นเจ็ดพันหกร้อยบาทถ้วน) ร้านไม่ได้คิดภาษีมูลค่าเพิ่มแยก",
    "เงื่อนไข: มัดจำ 50% เมื่อยืนยันงาน ส่วนที่เหลือชำระวันงานวันสุดท้าย",
    "ยืนราคา 15 วัน",
    "หมายเหตุถึงตัวเอง: รอคุณแอนคอนเฟิร์มจำนวนคนก่อนค่อยส่ง",
]
LG_FINAL = [
    *SHOP_HEAD,
    "ใบเสนอราคา เลขที่ QT-2568-029",
    "วันที่ 2 พฤศจิกายน 2568",
    "เรียน โรงแรมลีการ์เดนส์พลาซ่า หาดใหญ่ (คุณแอน ฝ่ายจัดเลี้ยง)",
    "งาน: อาหารว่างเช้าสำหรับงานสัมมนา 2 วัน วันที่ 20-21 พฤศจิกายน 2568 ผู้เข้าร่วม 140 คน",
    "ส่งของที่ห้องบอลรูม ชั้น 3 เวลา 07:00 น. ทั้งสองวัน",
]
LG_FINAL_TABLE = [
    QUOTE_COLS,
    ("ฮะเก๋ากุ้ง", "700", "ชิ้น", "14", "9,800"),
    ("ขนมจีบหมูกุ้ง", "700", "ชิ้น", "12", "8,400"),
    ("ซาลาเปาหมูแดง", "400", "ลูก", "18", "7,200"),
    ("ฟองเต้าหู้ทอด", "300", "ชิ้น", "14", "4,200"),
    ("ข้าวเหนียวห่อใบบัว", "250", "ห่อ", "35", "8,750"),
    ("ค่าขนส่งและพนักงานบริการ", "2", "วัน", "1,500", "3,000"),
]
LG_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 41,350 บาท (สี่หมื่นหนึ่งพันสามร้อยห้าสิบบาทถ้วน)",
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 12,405 บาท ชำระภายในวันที่ 10 พฤศจิกายน 2568 ส่วนที่เหลือชำระหลังจบงาน",
    "โอนเข้าบัญชี กสิกรไทย สาขาหาดใหญ่ ชื่อบัญชี น.ส.น้ำฝน แซ่ลิ้ม เลขที่ 046-2-71583-9",
    "ยืนราคา 15 วัน",
    "ลงชื่อ น้ำฝน แซ่ลิ้ม ผู้เสนอราคา",
]
SCHOOL_QUOTE = [
    "Jae Fon Dim Sum",
    "123/4 Niphat Uthit 3 Rd, Hat Yai, Songkhla 90110 - Tel. 081-958-2247",
    "QUOTATION No. Q-2568-031",
    "Date: 3 November 2025",
    "To: Hatyai International School - Ms. Sarah Collins, Events Office",
    "Event: Sports Day snack boxes, Friday 5 December 2025",
]
SCHOOL_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Snack box A (2 shrimp dumplings, 2 siu mai, 1 BBQ pork bun)", "250", "65", "16,250"),
    ("Snack box B, vegetarian (2 veg dumplings, 1 taro bun, 1 sesame ball)", "60", "55", "3,300"),
    ("Soy milk 250 ml", "310", "12", "3,720"),
    ("Delivery to school", "1", "500", "500"),
]
SCHOOL_BOTTOM = [
    "Total: 23,770 THB",
    "Payment: 50% deposit (11,885 THB) on confirmation, balance on the delivery day.",
    "Price valid until 20 November 2025.",
    "Namfon Saelim, owner",
]
SEAFOOD_QUOTE = [
    *SHOP_HEAD,
    "ใบเสนอราคา เลขที่ QT-2568-033",
    "วันที่ 7 พฤศจิกายน 2568",
    "เรียน บริษัท สงขลาซีฟู้ด จำกัด (คุณกมลวรรณ ฝ่ายบุคคล)",
    "งาน: เลี้ยงปีใหม่พนักงาน วันเสาร์ที่ 27 ธันวาคม 2568 ส่งที่โรงงาน ถ.กาญจนวนิช",
]
SEAFOOD_TABLE = [
    QUOTE_COLS,
    ("กล่องติ่มซำ A (ฮะเก๋า 2 ขนมจีบ 2 ซาลาเปาหมูแดง 1)", "180", "กล่อง", "65", "11,700"),
    ("กล่องติ่มซำมังสวิรัติ", "20", "กล่อง", "55", "1,100"),
    ("ชาจีนร้อน ถัง 10 ลิตร", "4", "ถัง", "350", "1,400"),
    ("ค่าขนส่ง", "1", "เที่ยว", "300", "300"),
]
SEAFOOD_BOTTOM = [
    "รวมทั้งสิ้น 14,500 บาท (หนึ่งหมื่นสี่พันห้าร้อยบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% เมื่อยืนยัน ยืนราคาถึง 30 พฤศจิกายน 2568",
]
KASEM_2025 = [
    "KASEM TRADING CO., LTD.\nWholesale flour, starch and dry goods\n89 Phetkasem Road, Hat Yai, Songkhla 90110\n"
    "Tel. 074-234-118\n\nPRICE LIST 2025 (effective 1 January 2025)\nPrices in THB, VAT included\n\n"
    "Wheat starch (Tang flour), 25 kg bag ........ 1,150\n"
    "Tapioca starch, 25 kg bag ........ 620\n"
    "Dumpling flour (Hong Kong flour), 22.5 kg bag ........ 890\n"
    "Glutinous rice, 50 kg sack ........ 1,940\n"
    "Oyster sauce 600 ml, carton of 12 ........ 780\n"
    "Sesame oil 750 ml, carton of 12 ........ 1,680\n"
    "Steamer paper liners, pack of 500 ........ 190",
    "Terms\nFree delivery in Hat Yai for orders over 5,000 THB.\nCredit 30 days for regular customers.\n"
    "Prices may change without notice.",
]
KASEM_2567 = [
    "บริษัท เกษมการค้า จำกัด",
    "ขายส่งแป้ง และของแห้ง 89 ถนนเพชรเกษม หาดใหญ่ โทร 074-234-118",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567) ราคารวมภาษีมูลค่าเพิ่มแล้ว",
]
KASEM_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท)"),
    ("แป้งตังหมิ่น", "กระสอบ 25 กก.", "1,080"),
    ("แป้งมันสำปะหลัง", "กระสอบ 25 กก.", "590"),
    ("แป้งฮ่องกง (แป้งทำขนมจีบ)", "กระสอบ 22.5 กก.", "850"),
    ("ข้าวเหนียว", "กระสอบ 50 กก.", "1,850"),
    ("น้ำมันหอย", "600 มล. ลัง 12 ขวด", "780"),
    ("น้ำมันงา", "750 มล. ลัง 12 ขวด", "1,590"),
    ("กระดาษรองนึ่ง", "แพ็ค 500 แผ่น", "180"),
]
KASEM_2567_BOTTOM = ["ส่งฟรีในเขตหาดใหญ่ เมื่อสั่งซื้อเกิน 3,000 บาท", "เครดิต 30 วัน สำหรับลูกค้าประจำ"]
PORK_INVOICE = [
    "SONGKHLA FRESH PORK CO., LTD.\n212 Moo 5, Kanjanavanich Rd, Hat Yai, Songkhla\nTax ID 0905561004321\n\n"
    "TAX INVOICE No. INV-2025-0917\nDate: 17 October 2025\n"
    "Bill to: Jae Fon Dim Sum (Ms. Namfon Saelim), 123/4 Niphat Uthit 3 Rd, Hat Yai\n\n"
    "Minced pork shoulder     60 kg x 145.00 = 8,700.00\n"
    "Pork belly, skin on     20 kg x 175.00 = 3,500.00\n"
    "Pork back fat     10 kg x 60.00 = 600.00\n\n"
    "Subtotal: 12,800.00 THB\nVAT 7%: 896.00 THB\nTotal: 13,696.00 THB\n\n"
    "Payment due: 16 November 2025 (credit 30 days)\nTransfer to Bangkok Bank, Hat Yai branch, a/c 512-3-08841-7",
]
STEAMER_QUOTE = [
    "HATYAI KITCHEN EQUIPMENT LTD., PART.\n55/8 Sanehanusorn Rd, Hat Yai, Songkhla\n\n"
    "QUOTATION No. QT-6811-052\nDate: 8 November 2025\nTo: Jae Fon Dim Sum - Khun Namfon\n\n"
    "1. Stainless steel gas steamer cabinet, 3 doors, 24 trays   1 unit   39,500.00\n"
    "2. Installation and gas line   1 lot   1,500.00\n\n"
    "Subtotal: 41,000.00 THB\nVAT 7%: 2,870.00 THB\nGrand total: 43,870.00 THB\n\n"
    "Warranty 2 years on parts and labour. Delivery within 14 days after deposit.\n"
    "This quotation is valid for 30 days.",
]
SHRIMP_CHAT = """[06/11/2568 08:12] ป้าหนู กุ้งสด: พรุ่งนี้เอากุ้งเท่าไหร่จ๊ะเจ๊ฝน
[06/11/2568 08:20] เจ๊ฝน: 30 กิโลค่ะป้า ไซส์ 60 ตัวโลเหมือนเดิมนะคะ
[06/11/2568 08:21] ป้าหนู กุ้งสด: ช่วงนี้กุ้งขึ้นนะ กิโลละ 280 แล้ว
[06/11/2568 08:23] เจ๊ฝน: โอเคค่ะ ส่งก่อนหกโมงครึ่งนะคะ
[06/11/2568 19:40] เจ๊ฝน: ป้าคะ ขอแก้เป็น 25 กิโลนะคะ ลูกค้าเลื่อนงานไป
[06/11/2568 19:45] ป้าหนู กุ้งสด: ได้จ้า 25 โล เป็นเงิน 7,000 บาท
[07/11/2568 06:10] ป้าหนู กุ้งสด: ส่งแล้วนะ ชั่งจริงได้ 24.5 โล คิด 6,860 บาทจ้า
[07/11/2568 06:32] เจ๊ฝน: รับแล้วค่ะ โอน 6,860 ให้แล้วนะคะ ขอบคุณค่ะ
[07/11/2568 06:33] ป้าหนู กุ้งสด: 👍
"""
ANN_CHAT = """[29/10/2568 10:02] Ann LeeGardens: สวัสดีค่ะเจ๊ฝน งานสัมมนา 20-21 พ.ย. คนเพิ่มจาก 120 เป็น 140 นะคะ
[29/10/2568 10:05] Ann LeeGardens: ขอฮะเก๋ากับขนมจีบเพิ่มเป็นอย่างละ 700 ชิ้น ข้าวเหนียวห่อใบบัวเป็น 250 ห่อค่ะ
[29/10/2568 10:06] Ann LeeGardens: ฮะเก๋าลดเหลือชิ้นละ 14 ได้มั้ยคะ สั่งเยอะ
[29/10/2568 10:30] เจ๊ฝน: ได้ค่ะคุณแอน เดี๋ยวทำใบเสนอราคาใหม่ส่งให้นะคะ มัดจำ 30% พอค่ะ
[02/11/2568 16:15] เจ๊ฝน: ส่งใบเสนอราคาแล้วนะคะ ยอด 41,350 บาท มัดจำ 12,405 บาทค่ะ
[05/11/2568 11:20] Ann LeeGardens: โอนมัดจำ 12,405 บาทแล้วค่ะ สลิปตามรูป
[05/11/2568 11:24] เจ๊ฝน: ได้รับแล้วค่ะ ขอบคุณค่ะ
[12/11/2568 09:41] Ann LeeGardens: วันที่ 21 ขอเลื่อนเวลาส่งเป็น 06:30 ได้มั้ยคะ ผู้บริหารมาเช้า
[12/11/2568 09:50] เจ๊ฝน: ได้ค่ะ
[14/11/2568 15:03] Ann LeeGardens: ขอเพิ่มซาลาเปาไส้ครีม 100 ลูกด้วยค่ะ ลูกละเท่าไหร่คะ
[14/11/2568 15:10] เจ๊ฝน: ลูกละ 16 ค่ะ เพิ่ม 1,600 บาท รวมทั้งงานเป็น 42,950 บาทนะคะ หักมัดจำแล้วเหลือ 30,545 บาทค่ะ
[14/11/2568 15:12] Ann LeeGardens: โอเคค่ะ จ่ายหลังจบงานนะคะ
"""
SCHOOL_EMAIL = """From: Namfon Saelim <jaefon.dimsum@gmail.com>
To: Sarah Collins <s.collins@hatyaiintl.ac.th>
Date: Mon, 10 Nov 2025 13:40 +0700
Subject: RE: Quotation Q-2568-031 - Sports Day snack boxes

Dear Ms. Sarah,

Thank you, the deposit of 11,885 THB is received. Here is the updated order:
Box A 270 x 65 = 17,550 THB
Box B 60 x 55 = 3,300 THB
Soy milk 330 x 12 = 3,960 THB
Delivery 500 THB
New total: 25,310 THB. Balance due on delivery: 13,425 THB.

We will be at the main sports field by 7:30 am on 5 December.

Best regards,
Namfon (Jae Fon Dim Sum)

-----Original message-----
From: Sarah Collins <s.collins@hatyaiintl.ac.th>
Date: Mon, 10 Nov 2025 09:14 +0700
Subject: RE: Quotation Q-2568-031 - Sports Day snack boxes

Dear Khun Fon,

Thank you for the quotation. We would like to confirm, with a few changes:
- Box A: 270 boxes instead of 250, as more parents are joining this year.
- Box B (vegetarian): 60 boxes, no change.
- Soy milk: 330 bottles.
Please deliver by 7:30 am to the main sports field. We transferred the deposit of 11,885 THB this morning.
Could you send us the updated total?

Kind regards,
Sarah Collins
Events Office, Hatyai International School
"""
ACCOUNTANT_NOTES = """# Meeting with Khun Pranee (accountant) - 12 Sep 2025

Present: me, Wichai, Khun Pranee

## Tax
- Half-year tax (PND.51) was filed on 28 Aug 2025; tax paid 38,600 THB.
- VAT: file PP.30 every month by the 15th (by the 23rd if filed online).
- Keep every tax invoice from Kasem Trading and Songkhla Fresh Pork. Market buys (shrimp from Pa Nu) need the
  receipt-substitute form signed every week.

## Money
- Sales this year are on track for about 5.2 million THB.
- Separate the shop account and the household account; stop paying the home electricity and Phum's school fees
  from the shop account.
- Her fee goes up from 3,000 to 3,500 THB a month from October 2025.

## Before year end
- Stock count on 31 December (flour, frozen stock, boxes).
- If we buy the new steamer cabinet before December, it can be depreciated this year.
- Send the October payroll and social security forms by 15 November.
"""
RECIPE = """# สูตรขนมจีบหมูกุ้ง (ล็อตละ 200 ลูก)

- หมูสับ (สันไหล่) 2 กก.
- มันแข็งหั่นเต๋า 300 กรัม
- กุ้งสับหยาบ 1 กก.
- เห็ดหอมแช่น้ำ 150 กรัม
- แป้งมัน 120 กรัม
- น้ำมันหอย 4 ช้อนโต๊ะ, น้ำมันงา 2 ช้อนโต๊ะ, พริกไทย 1 ช้อนชา
- แผ่นเกี๊ยวเหลือง 200 แผ่น

นึ่งไฟแรง 8 นาที โรยไข่กุ้งหรือแครอทขูดก่อนเสิร์ฟ
"""
MORTGAGE = """# ผ่อนบ้าน ธอส. สรุปไว้ดู

- วงเงินกู้ 2,400,000 บาท เริ่มผ่อน มีนาคม 2563 ระยะ 30 ปี
- ผ่อนเดือนละ 14,200 บาท ตัดบัญชีวันที่ 1
- ดอกเบี้ยตอนนี้ 3.25% ต่อปี ถึงธันวาคม 2568 หลังจากนั้นลอยตัว MRR-1.50%
- ยอดเงินต้นคงเหลือ ณ 31 ต.ค. 2568: 1,876,540 บาท
- ลองถามรีไฟแนนซ์ธนาคารอื่นดู ค่าประเมิน + จดจำนอง ประมาณ 25,000 บาท
"""
FAMILY_CHAT = """[02/11/2568 20:11] วิชัย: วันเกิดอาม่า 80 ปี 14 ธ.ค. จองร้านโภชนาไว้ 3 โต๊ะนะ โต๊ะละ 4,500
[02/11/2568 20:15] เจ๊ฝน: ญาติจากปัตตานีมาด้วย น่าจะไม่พอนะ
[02/11/2568 20:30] เจ๊หมิง: เพิ่มเป็น 4 โต๊ะเลย
[03/11/2568 09:02] วิชัย: แก้เป็น 4 โต๊ะแล้ว รวม 18,000 บาท หารสามบ้าน บ้านละ 6,000 นะ
[03/11/2568 09:10] เจ๊หมิง: โอเค เดี๋ยวโอนให้
[03/11/2568 12:45] เจ๊ฝน: ร้านเราทำซาลาเปาลูกท้อไปเองนะ 80 ลูก
"""
SLIDES = [
    ("ร้านติ่มซำเจ๊ฝน — แผนปี 2569 (Plan 2026)", "เตรียมโดย น้ำฝน แซ่ลิ้ม\nพฤศจิกายน 2568"),
    ("ปีนี้เป็นยังไง (2568 review)", "ยอดขายทั้งปีคาดว่า 5,200,000 บาท\nเดลิเวอรี่โตขึ้นเกือบ 20%\n"
                                     "ขนมจีบปูเปิดตัว ส.ค. ขายดีเกินคาด"),
    ("เป้าปี 2569 (Targets)", "ยอดขายทั้งปี 6,500,000 บาท\nงานจัดเลี้ยง (catering) เดือนละ 60,000 บาท\n"
                              "กำไรสุทธิ 12%"),
    ("สาขา 2 (Second branch)", "ใกล้ ม.อ. หาดใหญ่ (Prince of Songkla University)\nเปิดเดือนเมษายน 2569\n"
                               "งบลงทุน 850,000 บาท (ตู้นึ่ง ครัว ตกแต่ง)\nจ้างพนักงานเพิ่ม 3 คน"),
    ("สินค้าใหม่ (New products)", "ติ่มซำแช่แข็งขายออนไลน์ (Shopee, LINE OA)\nชุดกล่องติ่มซำสำหรับงานบริษัทและโรงเรียน"),
    ("การตลาด (Marketing)", "TikTok + LINE OA งบเดือนละ 8,000 บาท\nบัตรสะสมแต้ม ครบ 10 ครั้งฟรี 1 เข่ง"),
]
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 15 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสุรชัย ตั้งเจริญ  ผู้เช่า: นางน้ำฝน แซ่ลิ้ม",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 123/4 ถนนนิพัทธ์อุทิศ 3 ตำบลหาดใหญ่ เพื่อประกอบกิจการร้านอาหาร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 28,000 บาท (สองหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 84,000 บาท (เท่ากับค่าเช่า 3 เดือน) และค่าเช่าล่วงหน้า 1 เดือน ในวันทำสัญญา",
    "ข้อ 5. ผู้เช่าชำระค่าน้ำ ค่าไฟฟ้า และภาษีป้ายเอง ส่วนภาษีที่ดินและสิ่งปลูกสร้างผู้ให้เช่าเป็นผู้ชำระ",
    "ข้อ 6. ผู้เช่าจะดัดแปลงต่อเติมอาคารต้องได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า",
    "ข้อ 7. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา "
    "ค่าเช่าในสัญญาใหม่จะปรับขึ้นไม่เกิน 5%",
    "ข้อ 8. เงินประกันจะคืนภายใน 30 วันหลังส่งมอบอาคารคืนในสภาพเรียบร้อย",
    "ลงชื่อ สุรชัย ตั้งเจริญ ผู้ให้เช่า   ลงชื่อ น้ำฝน แซ่ลิ้ม ผู้เช่า",
]
PEA_HOME = [
    "Provincial Electricity Authority (PEA)\nHat Yai District Office\n\nELECTRICITY BILL - October 2025\n"
    "Account No. 020012345678\nCustomer: Mr. Wichai Saelim\n"
    "Address: 45/12 Moo 3, Khuan Lang, Hat Yai, Songkhla 90110\nRate: 1.1.2 Residential\n"
    "Reading period: 14 Sep 2025 - 14 Oct 2025\n\nUnits used: 486 kWh\nEnergy charge: 2,011.25 THB\n"
    "Ft charge: 155.52 THB\nVAT 7%: 151.69 THB\nAmount due: 2,318.46 THB\nPlease pay by 14 November 2025",
]
PEA_SHOP = [
    "Provincial Electricity Authority (PEA)\nHat Yai District Office\n\nELECTRICITY BILL - October 2025\n"
    "Account No. 020098765432\nCustomer: Ms. Namfon Saelim (Jae Fon Dim Sum)\n"
    "Address: 123/4 Niphat Uthit 3 Rd, Hat Yai, Songkhla 90110\nRate: 2.2.1 Small general service\n"
    "Reading period: 14 Sep 2025 - 14 Oct 2025\n\nUnits used: 1,982 kWh\nEnergy charge: 8,591.10 THB\n"
    "Ft charge: 637.14 THB\nVAT 7%: 645.96 THB\nAmount due: 9,874.20 THB\nPlease pay by 14 November 2025",
]
FEES_TERM2 = [
    "โรงเรียนหาดใหญ่พิทยาคาร",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "นักเรียน: เด็กชายภูมิ แซ่ลิ้ม ชั้นประถมศึกษาปีที่ 4/2 เลขประจำตัว 24117",
    "วันที่ออก 20 ตุลาคม 2568",
]
FEES_TERM2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "16,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,800"),
    ("ค่าเรียนภาษาอังกฤษเสริม (English Program)", "4,500"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "26,350"),
]
FEES_TERM2_BOTTOM = [
    "กรุณาชำระภายในวันที่ 15 พฤศจิกายน 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 408-0-12345-6",
    "ชำระล่าช้าปรับวันละ 50 บาท",
]
RECEIPT_TERM1 = [
    "HATYAI PITTAYAKARN SCHOOL\n9 Ratthakarn Rd, Hat Yai, Songkhla\n\nRECEIPT No. R68-01452\n"
    "Date: 12 May 2025\nStudent: Master Phum Saelim, Grade 4/2, ID 24117\nAcademic year 2025, Term 1\n\n"
    "Tuition fee: 16,500\nLunch and snacks: 3,200\nActivities and field trip: 2,400\n"
    "English enrichment programme: 4,500\nAccident insurance: 350\n\nTotal paid: 26,950 THB\n"
    "Paid by bank transfer. Thank you.",
]
HEALTH_LETTER = [
    "SIAM SURE LIFE ASSURANCE PCL\nHat Yai Branch, 1 Juti Anusorn Rd, Hat Yai\n\nPOLICY RENEWAL NOTICE\n"
    "Date: 20 October 2025\n\nDear Mrs. Namfon Saelim (policy owner),\n\nPolicy No.: HK-7730215\n"
    "Insured: Master Phum Saelim (age 9)\nPlan: Kids Health Plus (IPD and OPD)\n\n"
    "Your renewal premium for policy year 2026 is 16,240 THB (policy year 2025: 14,820 THB).\n"
    "The change follows the insured's new age band and the claims in the past year.\n"
    "Premium due date: 1 December 2025. Grace period: 31 days.",
    "Benefits for 2026 (no change)\nRoom and board: up to 4,000 THB per day\n"
    "In-patient annual limit: 1,000,000 THB\nOut-patient: 1,500 THB per visit, up to 30 visits a year\n\n"
    "Pay at any branch, by mobile banking, or by credit card.\nCustomer service 1766",
]
CAR_INS = [
    "บริษัท ศรีสยามประกันภัย จำกัด (มหาชน)",
    "กรมธรรม์ประกันภัยรถยนต์ภาคสมัครใจ ประเภท 1 เลขที่ 68-711-0420558",
    "ผู้เอาประกันภัย: นายวิชัย แซ่ลิ้ม 45/12 หมู่ 3 ต.ควนลัง อ.หาดใหญ่ จ.สงขลา",
    "รถยนต์: Toyota Hilux Revo Smart Cab 2.4 ปี 2021 ทะเบียน บท 4521 สงขลา",
    "ระยะเวลาประกันภัย: 20 มีนาคม 2568 ถึง 20 มีนาคม 2569",
]
CAR_INS_TABLE = [
    ("ความคุ้มครอง", "จำนวนเงินเอาประกันภัย (บาท)"),
    ("ความเสียหายต่อตัวรถ (ทุนประกัน)", "620,000"),
    ("รถสูญหาย ไฟไหม้", "620,000"),
    ("ความรับผิดต่อชีวิตบุคคลภายนอก ต่อคน", "1,000,000"),
    ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก", "1,000,000"),
    ("อุบัติเหตุส่วนบุคคล ผู้ขับขี่และผู้โดยสาร 4 คน คนละ", "100,000"),
    ("ค่ารักษาพยาบาล คนละ", "100,000"),
    ("ประกันตัวผู้ขับขี่", "200,000"),
]
CAR_INS_BOTTOM = [
    "ค่าเสียหายส่วนแรก: ไม่มี  การซ่อม: ซ่อมอู่ในเครือ",
    "เบี้ยประกันภัยรวมภาษีและอากร 19,450 บาท ชำระแล้วเมื่อ 15 มีนาคม 2568 (ผ่อน 0% บัตรเครดิต 6 เดือน)",
    "ตัวแทน: คุณสุดารัตน์ 089-654-1120",
]
WORKSPECT = {"todo.md": "- โทรหาคุณแอนยืนยันเวลาส่งของ 21 พ.ย.\n- โอนค่าเทอมน้องภูมิ\n"
                        "- ต่อประกันสุขภาพน้องภูมิ\n- สั่งแป้งตังหมิ่นกับเกษมเพิ่ม\n- ส่งเอกสารเงินเดือนให้พี่ปราณี\n"}

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_HEADERS = ["เดือน (Month)", "หน้าร้าน (Dine-in)", "เดลิเวอรี่ (Delivery)", "จัดเลี้ยง (Catering)", "รวม (Total)"]
COST_HEADERS = ["เดือน (Month)", "วัตถุดิบ (Ingredients)", "ค่าแรง (Wages)", "ค่าเช่าร้าน (Rent)",
                "น้ำ ไฟ แก๊ส (Utilities & gas)", "ค่า GP เดลิเวอรี่ (Delivery GP)", "รวม (Total)"]
SALES_2568 = [
    (268400, 118200, 35000), (251900, 112750, 12500), (274300, 121400, 48200), (239800, 109300, 22000),
    (262150, 125600, 18600), (248700, 131250, 26400), (270450, 138900, 31800), (281300, 142300, 15900),
    (259600, 136750, 29300), (276850, 147200, 52700),
]
COSTS_2568 = [
    (148300, 82500, 28000, 21400, 35460), (139800, 82500, 28000, 20150, 33830), (156900, 82500, 28000, 22300, 36420),
    (134200, 84100, 28000, 23800, 32790), (145600, 84100, 28000, 22950, 37680), (144100, 84100, 28000, 21700, 39380),
    (152300, 86700, 28000, 21900, 41670), (151800, 86700, 28000, 22450, 42690), (148900, 86700, 28000, 21050, 41030),
    (160400, 86700, 28000, 22600, 44160),
]
SALES_2567 = [
    (241500, 96300, 18000), (228900, 94100, 9500), (250200, 101800, 31000), (219400, 92700, 14500),
    (238600, 103500, 12000), (231100, 108900, 20500), (246300, 112400, 16800), (252700, 115600, 24300),
    (237900, 113200, 11900), (251300, 119850, 27400), (248800, 121300, 33600), (273500, 126700, 61200),
]
COSTS_2567 = [
    (133100, 76000, 28000, 19800, 28890), (125400, 76000, 28000, 19100, 28230), (140600, 76000, 28000, 20300, 30540),
    (121800, 76000, 28000, 22100, 27810), (131200, 78400, 28000, 21400, 31050), (130800, 78400, 28000, 20600, 32670),
    (135900, 78400, 28000, 20900, 33720), (140300, 78400, 28000, 21300, 34680), (131600, 78400, 28000, 20200, 33960),
    (141200, 78400, 28000, 21100, 35960), (144500, 78400, 28000, 21700, 36390), (162800, 82000, 28000, 23400, 38010),
]
MENU_Q3 = [
    ("ฮะเก๋ากุ้ง (Har gow)", 3120, 3340, 2980),
    ("ขนมจีบหมูกุ้ง (Siu mai)", 3650, 3820, 3410),
    ("ซาลาเปาหมูแดง (Char siu bao)", 2240, 2310, 2150),
    ("ฟองเต้าหู้ทอด (Beancurd roll)", 1180, 1260, 1090),
    ("ข้าวเหนียวห่อใบบัว (Lotus leaf rice)", 860, 910, 830),
    ("เผือกทอด (Taro puff)", 640, 700, 615),
    ("ขนมจีบปู (Crab siu mai) - เริ่ม ส.ค.", 0, 520, 780),
]
PAYROLL = [
    ("พี่หมวย", "หัวหน้าครัว (Head cook)", 18000, 2400, 750),
    ("น้องแพร", "ทำติ่มซำ (Dim sum maker)", 13500, 1800, 675),
    ("น้องต้น", "ทำติ่มซำ (Dim sum maker)", 13000, 1200, 650),
    ("ป้าจันทร์", "ล้างจาน (Dishwasher)", 11000, 0, 550),
    ("น้องมายด์", "หน้าร้าน/แคชเชียร์ (Front & cashier)", 12500, 600, 625),
    ("น้องโอ๊ต", "ส่งของ พาร์ทไทม์ (Delivery, part-time)", 9000, 0, 450),
]
HOME_SPENDING = {
    "ส.ค. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 14200, ""), ("ค่าไฟบ้าน (Electricity)", 2656, "บิล ก.ค."),
                  ("ค่าน้ำประปา (Water)", 318, ""), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1398, "AIS"),
                  ("กับข้าว ตลาด (Groceries)", 9850, ""), ("น้ำมันรถ (Fuel)", 3200, ""),
                  ("เรียนพิเศษน้องภูมิ (Phum's tutoring)", 2800, "เปียโน + อังกฤษ"),
                  ("ให้อาม่า (For grandma)", 5000, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 14200, ""), ("ค่าไฟบ้าน (Electricity)", 2486, "บิล ส.ค."),
                  ("ค่าน้ำประปา (Water)", 295, ""), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1398, "AIS"),
                  ("กับข้าว ตลาด (Groceries)", 10420, ""), ("น้ำมันรถ (Fuel)", 2950, ""),
                  ("เรียนพิเศษน้องภูมิ (Phum's tutoring)", 2800, "เปียโน + อังกฤษ"),
                  ("ให้อาม่า (For grandma)", 5000, ""), ("หาหมอ ค่ายา (Doctor)", 1850, "ภูมิเป็นไข้")],
    "ต.ค. 2568": [("ผ่อนบ้าน ธอส. (Mortgage)", 14200, ""), ("ค่าไฟบ้าน (Electricity)", 2402, "บิล ก.ย."),
                  ("ค่าน้ำประปา (Water)", 287, ""), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1398, "AIS"),
                  ("กับข้าว ตลาด (Groceries)", 9760, ""), ("น้ำมันรถ (Fuel)", 3400, ""),
                  ("เรียนพิเศษน้องภูมิ (Phum's tutoring)", 2800, "เปียโน + อังกฤษ"),
                  ("ให้อาม่า (For grandma)", 5000, ""), ("ของขวัญงานแต่งญาติ (Wedding gift)", 2000, "")],
}


def _shop_book(path: Path, year: str, sales: list[tuple], costs: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านติ่มซำเจ๊ฝน ปี {year} (Sales {year}, THB)"])
    sheet.append(SALES_HEADERS)
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายร้าน ปี {year} (Expenses {year}, THB)"])
    cost.append(COST_HEADERS)
    for month, row in zip(MONTHS, costs):
        cost.append([month, *row, sum(row)])
    cost.append(["รวม (Total)", *(sum(r[i] for r in costs) for i in range(5)), sum(sum(r) for r in costs)])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _menu_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เมนู Menu Q3"
    sheet.append(["ยอดขายรายเมนู ไตรมาส 3 ปี 2568 หน่วย: เข่ง (baskets sold)"])
    sheet.append(["เมนู (Menu)", "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "รวม (Total)"])
    for name, *months in MENU_Q3:
        sheet.append([name, *months, sum(months)])
    for column in range(2, 6):
        money_format(sheet, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค. 2568"
    sheet.append(["เงินเดือนพนักงาน ประจำเดือนตุลาคม 2568 (Payroll October 2025) จ่ายวันที่ 31 ต.ค."])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)", "OT", "หักประกันสังคม (SSO)",
                  "รับสุทธิ (Net pay)"])
    for name, role, salary, ot, sso in PAYROLL:
        sheet.append([name, role, salary, ot, sso, salary + ot - sso])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in PAYROLL), sum(r[3] for r in PAYROLL),
                  sum(r[4] for r in PAYROLL), sum(r[2] + r[3] - r[4] for r in PAYROLL)])
    for column in range(3, 7):
        money_format(sheet, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านติ่มซำ", docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "ลูกค้า", shop / "บัญชี", shop / "พนักงาน",
                   shop / "Notes", home / "ลูก", home / "Insurance"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_ลีการ์เดนส์_ร่าง.docx", LG_DRAFT, LG_DRAFT_TABLE, bottom=LG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ลีการ์เดนส์_ฉบับส่งจริง.docx", LG_FINAL, LG_FINAL_TABLE, bottom=LG_FINAL_BOTTOM)
    write_docx(quotes / "Quote_HatyaiIntlSchool_SportsDay.docx", SCHOOL_QUOTE, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สงขลาซีฟู้ด_ปีใหม่.docx", SEAFOOD_QUOTE, SEAFOOD_TABLE, bottom=SEAFOOD_BOTTOM)
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "Kasem_Trading_pricelist_2025.pdf", KASEM_2025)
    write_docx(suppliers / "ใบราคาเกษมการค้า_2567.docx", KASEM_2567, KASEM_2567_TABLE, bottom=KASEM_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_SongkhlaFreshPork_INV-0917.pdf", PORK_INVOICE)
    make_pdf(suppliers / "HatyaiKitchenEquip_quotation_steamer.pdf", STEAMER_QUOTE)
    accounts = shop / "บัญชี"
    _shop_book(accounts / "ยอดขายร้าน_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _shop_book(accounts / "ยอดขายร้าน_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _menu_book(accounts / "ยอดขายรายเมนู_Q3_2568.xlsx")
    make_pdf(accounts / "PEA_bill_shop_Oct2025.pdf", PEA_SHOP)
    _payroll(shop / "พนักงาน" / "เงินเดือนพนักงาน_ต.ค.68.xlsx")
    write_docx(shop / "สัญญาเช่าอาคาร_ร้านนิพัทธ์อุทิศ3.docx", LEASE)
    write_slides(shop / "แผนปี2569.pptx", SLIDES)
    write_texts(shop, {
        "Suppliers/แชทไลน์_ป้าหนูกุ้งสด.txt": SHRIMP_CHAT,
        "ลูกค้า/แชทไลน์_คุณแอน_ลีการ์เดนส์.txt": ANN_CHAT,
        "ลูกค้า/email_Sarah_HIS_order_confirm.txt": SCHOOL_EMAIL,
        "Notes/notes_accountant_meeting_Sep2025.md": ACCOUNTANT_NOTES,
        "Notes/สูตรขนมจีบหมูกุ้ง.md": RECIPE,
    })
    make_pdf(home / "PEA_bill_home_Oct2025.pdf", PEA_HOME)
    _home_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"ผ่อนบ้าน_ธอส_สรุป.md": MORTGAGE, "แชทไลน์_ครอบครัวแซ่ลิ้ม.txt": FAMILY_CHAT})
    write_docx(home / "ลูก" / "ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_TERM2, FEES_TERM2_TABLE,
               bottom=FEES_TERM2_BOTTOM)
    make_pdf(home / "ลูก" / "School_receipt_Phum_term1_2025.pdf", RECEIPT_TERM1)
    make_pdf(home / "Insurance" / "Insurance_renewal_Phum_health_2025.pdf", HEALTH_LETTER)
    write_docx(home / "Insurance" / "กรมธรรม์ประกันรถ_ชั้น1_2568.docx", CAR_INS, CAR_INS_TABLE, bottom=CAR_INS_BOTTOM)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: her to-do list."""
    write_texts(workspect, WORKSPECT)
