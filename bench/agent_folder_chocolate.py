"""A blind folder for Klang's agent: a chocolate maker's papers plus her household's.

The owner is คุณอรอุมา ศรีวงศ์ (Orn-uma "Aon" Sriwong), who runs ช็อกโกแลตดอยภูคา (Doi Phukha Chocolate), a small
bean-to-bar chocolate shop and workshop in อ.ปัว จ.น่าน. Her husband ภาคิน (Pakin) drives the deliveries, their son
น้องภูมิ (Phum) is in ป.4 at Nan Bilingual School, and her mother lives with them. Files under Documents/:

ร้านช็อกโกแลต/ใบเสนอราคา/
- ใบเสนอราคา_น่านริเวอร์ไซด์_ร่าง.docx: draft New Year gift quote to the Nan Riverside Hotel (150 boxes, 75,750 บาท).
- ใบเสนอราคา_น่านริเวอร์ไซด์_final.docx: the final quote to the same hotel (200 boxes, 87,000 บาท, deposit 43,500).
- ใบเสนอราคา_ร้านกาแฟบ้านสวน.docx: a similar quote to Baan Suan Café (80 boxes, 35,800 บาท).
ร้านช็อกโกแลต/LINE/
- LINE_คุณนก_น่านริเวอร์ไซด์.txt: chat with the hotel: quantity raised to 200, delivery moved to 18 Dec, deposit paid.
- LINE_คุณแอน_ของชำร่วยงานแต่ง.txt: chat for wedding favours: 250 pieces at 45 changed to 300 at 42 (12,600 บาท).
ร้านช็อกโกแลต/Suppliers/
- NanCacaoCoop_pricelist_2025.pdf: this year's English price list of the Nan Cacao Growers Cooperative.
- ใบราคา_สหกรณ์โกโก้น่าน_2567.docx: last year's Thai price list of the same cooperative (สหกรณ์ผู้ปลูกโกโก้น่าน).
- SiamPack_invoice_INV-25-0917.pdf: packaging invoice from Siam Pack Co., Ltd. (17,120.00 THB due 17 October 2025).
- quote_LannaFoodMachinery_2025.pdf: a Chiang Mai machinery firm's quote for stone grinders and a tempering machine.
ร้านช็อกโกแลต/ยอดขาย/
- ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's monthly sales by channel and expenses (two sheets, Jan-Oct).
- ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, twelve months.
- ยอดขายรายสินค้า_2568.xlsx: sales by product with the months as columns.
ร้านช็อกโกแลต/
- แผนธุรกิจ_2569.pptx: slides of next year's plan.
- สัญญาฝากขาย_ร้านเมืองน่านของฝาก.docx: consignment contract with a souvenir shop in town.
- หนังสือ_สสจ_ต่ออายุใบอนุญาต.docx: the provincial health office's letter about renewing the food production licence.
- workshop_bean_to_bar.md: English notes on the tourist chocolate workshop (prices, times).
- บันทึกทดลองสูตร_ดาร์ก70.md: recipe trial notes for the 70% dark bar.
Email/
- email_KrungthepFineFoods_order.txt: a Bangkok deli's wholesale order email and her reply.
บ้าน/
- โรงเรียนภูมิ/ค่าเทอม_ภูมิ_เทอม1_2568.pdf, ค่าเทอม_ภูมิ_เทอม2_2568.pdf: Phum's fee statements (English).
- โรงเรียนภูมิ/หนังสือแจ้งทัศนศึกษา_ป4.docx: the school's field-trip letter (Thai).
- PEA_bill_home_Sep2025.pdf, PEA_bill_shop_Sep2025.pdf: electricity bills for the house and for the shop.
- ThaiLotus_renewal_notice_2025.pdf: Pakin's life/health insurance renewal notice.
- ใบเสนอประกันรถ_2569.docx: a broker's car insurance quote for next year.
- รายจ่ายบ้าน_2568.xlsx: household spending, one sheet a month.
- LINE_ครอบครัว.txt: family chat (grandma's doctor visit, rice, car service).
Personal/
- ทริปเชียงราย_ธันวา.md, สูตรบราวนี่แม่.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านช็อกโกแลต"
HOME = "บ้าน"

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
HOTEL_DRAFT_TOP = [
    "ช็อกโกแลตดอยภูคา (Doi Phukha Chocolate)",
    "88 หมู่ 5 ต.ศิลาเพชร อ.ปัว จ.น่าน 55120  โทร 089-552-7134",
    "ใบเสนอราคา (ฉบับร่าง)",
    "วันที่ 3 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมน่านริเวอร์ไซด์ (คุณนก)",
    "เรื่อง เสนอราคากล่องของขวัญช็อกโกแลตสำหรับแขกช่วงปีใหม่",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("กล่องของขวัญช็อกโกแลต 6 ชิ้น", "150 กล่อง", "320", "48,000"),
    ("ช็อกโกแลตบาร์ดาร์ก 70% (50 กรัม)", "300 แท่ง", "85", "25,500"),
    ("การ์ดพิมพ์โลโก้โรงแรม", "150 ใบ", "15", "2,250"),
    ("รวมทั้งสิ้น", "", "", "75,750"),
]
HOTEL_DRAFT_BOTTOM = [
    "ราคานี้ยังไม่รวมค่าขนส่งนอกเขตอำเภอเมืองน่าน",
    "หมายเหตุ: ร่างนี้รอคุยจำนวนกับผู้จัดการโรงแรมก่อน",
    "ผู้เสนอราคา อรอุมา ศรีวงศ์",
]
HOTEL_FINAL_TOP = [
    "ช็อกโกแลตดอยภูคา (Doi Phukha Chocolate)",
    "88 หมู่ 5 ต.ศิลาเพชร อ.ปัว จ.น่าน 55120  โทร 089-552-7134",
    "ใบเสนอราคา เลขที่ QT-68-041",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมน่านริเวอร์ไซด์ (คุณนก)",
    "เรื่อง เสนอราคากล่องของขวัญช็อกโกแลตสำหรับแขกช่วงปีใหม่",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("กล่องของขวัญช็อกโกแลต 6 ชิ้น", "200 กล่อง", "300", "60,000"),
    ("ช็อกโกแลตบาร์ดาร์ก 70% (50 กรัม)", "300 แท่ง", "80", "24,000"),
    ("การ์ดพิมพ์โลโก้โรงแรม", "200 ใบ", "15", "3,000"),
    ("รวมทั้งสิ้น", "", "", "87,000"),
]
HOTEL_FINAL_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 43,500 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระวันส่งของ",
    "กำหนดส่งของ วันที่ 20 ธันวาคม 2568 ส่งฟรีถึงโรงแรม",
    "ยืนราคา 30 วัน",
    "ผู้เสนอราคา อรอุมา ศรีวงศ์",
]
CAFE_TOP = [
    "ช็อกโกแลตดอยภูคา (Doi Phukha Chocolate)",
    "88 หมู่ 5 ต.ศิลาเพชร อ.ปัว จ.น่าน 55120  โทร 089-552-7134",
    "ใบเสนอราคา เลขที่ QT-68-043",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน คุณต่าย ร้านกาแฟบ้านสวน อ.ปัว",
    "เรื่อง เสนอราคาช็อกโกแลตสำหรับขายหน้าร้านช่วงเทศกาลปลายปี",
]
CAFE_TABLE = [
    QUOTE_HEAD,
    ("กล่องของขวัญช็อกโกแลต 6 ชิ้น", "80 กล่อง", "320", "25,600"),
    ("ช็อกโกแลตบาร์ดาร์ก 70% (50 กรัม)", "120 แท่ง", "85", "10,200"),
    ("รวมทั้งสิ้น", "", "", "35,800"),
]
CAFE_BOTTOM = [
    "กำหนดส่งของ วันที่ 1 ธันวาคม 2568",
    "ชำระเงินสดหรือโอนวันส่งของ ไม่ต้องวางมัดจำ",
    "ผู้เสนอราคา อรอุมา ศรีวงศ์",
]

# ---------------------------------------------------------------- chats
LINE_HOTEL = """[02/10/2568 10:15] คุณนก น่านริเวอร์ไซด์: สวัสดีค่ะคุณอร ทางโรงแรมอยากได้กล่องช็อกโกแลตแจกแขกช่วงปีใหม่ค่ะ ประมาณ 150 กล่อง
[02/10/2568 10:21] อร ดอยภูคา: สวัสดีค่ะ ได้เลยค่ะ เดี๋ยวอรทำใบเสนอราคาส่งให้นะคะ มีบาร์ดาร์กแถมในห้องพักด้วยไหมคะ
[02/10/2568 10:30] คุณนก น่านริเวอร์ไซด์: เอาบาร์ 300 แท่งค่ะ แล้วก็การ์ดโลโก้โรงแรม
[03/10/2568 16:02] อร ดอยภูคา: ส่งร่างใบเสนอราคาให้แล้วนะคะ
[08/10/2568 19:42] คุณนก น่านริเวอร์ไซด์: ผู้จัดการขอเพิ่มเป็น 200 กล่องค่ะ ขอราคาพิเศษได้ไหมคะ
[08/10/2568 19:55] อร ดอยภูคา: ได้ค่ะ 200 กล่อง ลดเหลือกล่องละ 300 บาท บาร์ลดเหลือแท่งละ 80 ค่ะ
[10/10/2568 09:10] อร ดอยภูคา: ส่งใบเสนอราคาฉบับจริงให้แล้วค่ะ รวม 87,000 บาท
[14/10/2568 11:25] คุณนก น่านริเวอร์ไซด์: ขอเลื่อนส่งของจาก 20 ธ.ค. เป็นวันที่ 18 ธันวาคม ได้ไหมคะ มีงานเลี้ยงวันที่ 19
[14/10/2568 11:31] อร ดอยภูคา: ได้ค่ะ ส่งวันที่ 18 ธันวาคม ช่วงเช้านะคะ
[15/10/2568 14:48] คุณนก น่านริเวอร์ไซด์: โอนมัดจำ 43,500 บาทแล้วนะคะ ส่งสลิปให้ค่ะ
[15/10/2568 14:50] อร ดอยภูคา: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
"""
LINE_WEDDING = """[20/09/2568 20:11] แอน: สวัสดีค่ะ สนใจของชำร่วยงานแต่งเป็นกล่องช็อกโกแลต 2 ชิ้นค่ะ งานวันที่ 6 ธันวาคม 2568
[20/09/2568 20:18] อร ดอยภูคา: ยินดีด้วยค่ะ กล่อง 2 ชิ้นผูกริบบิ้นชิ้นละ 45 บาทค่ะ ต้องการกี่ชิ้นคะ
[20/09/2568 20:25] แอน: 250 ชิ้นค่ะ ริบบิ้นสีชมพูนะคะ
[21/09/2568 09:02] อร ดอยภูคา: 250 ชิ้น x 45 = 11,250 บาทค่ะ มัดจำครึ่งนึงนะคะ
[03/10/2568 21:40] แอน: แขกเพิ่มค่ะ ขอเปลี่ยนเป็น 300 ชิ้น ได้ลดไหมคะ แล้วขอเปลี่ยนริบบิ้นเป็นสีครีมค่ะ
[03/10/2568 21:52] อร ดอยภูคา: 300 ชิ้น ลดให้เหลือชิ้นละ 42 บาทค่ะ รวม 12,600 บาท ริบบิ้นสีครีมได้ค่ะ
[04/10/2568 08:15] แอน: ตกลงค่ะ โอนมัดจำ 6,300 บาทแล้วค่ะ
[04/10/2568 08:20] อร ดอยภูคา: ได้รับแล้วค่ะ จะส่งของวันที่ 4 ธันวาคมนะคะ
"""
LINE_FAMILY = """[18/10/2568 07:30] ภาคิน: วันนี้พี่เอารถเข้าศูนย์เช็คระยะ 60,000 โลนะ
[18/10/2568 07:32] อร: โอเคค่ะ ถามเขาด้วยว่าผ้าเบรคต้องเปลี่ยนยัง
[18/10/2568 12:05] ภาคิน: ค่าเช็คระยะ 4,870 บาท ผ้าเบรคยังไม่ต้อง
[20/10/2568 18:44] อร: อย่าลืมนะคะ แม่นัดหมอตาที่โรงพยาบาลน่าน วันที่ 28 ต.ค. 9 โมง
[20/10/2568 18:50] ภาคิน: พี่พาแม่ไปเอง อรอยู่ร้านเถอะ
[22/10/2568 17:15] อร: ข้าวสารหมดแล้ว ซื้อหอมมะลิ 2 ถุงด้วยค่ะ
[22/10/2568 17:20] ภาคิน: รับทราบครับ
"""

# ---------------------------------------------------------------- suppliers
COOP_2025 = [
    "NAN CACAO GROWERS COOPERATIVE LTD.\n123 Moo 2, Chaloem Phra Kiat, Nan 55130\nTel. 054-710-225\n"
    "WHOLESALE PRICE LIST 2025\nValid 1 January 2025 - 31 December 2025\n\n"
    "Item / Unit / Price (THB)\n"
    "Fermented dried cacao beans, Grade A / kg / 320\n"
    "Fermented dried cacao beans, Grade B / kg / 260\n"
    "Roasted cacao nibs / kg / 480\n"
    "Cacao butter (natural) / kg / 850\n"
    "Cacao pulp juice, frozen / litre / 120\n\n"
    "Minimum order 20 kg per item.\nFree delivery within Nan province for orders of 50 kg or more.\n"
    "Members of the cooperative receive 5% discount.",
]
COOP_2567 = [
    "สหกรณ์ผู้ปลูกโกโก้น่าน จำกัด",
    "123 หมู่ 2 อ.เฉลิมพระเกียรติ จ.น่าน 55130 โทร 054-710-225",
    "ใบแจ้งราคาขายส่ง ปี 2567 (1 มกราคม - 31 ธันวาคม 2567)",
]
COOP_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("เมล็ดโกโก้หมักตากแห้ง เกรด A", "กิโลกรัม", "280"),
    ("เมล็ดโกโก้หมักตากแห้ง เกรด B", "กิโลกรัม", "230"),
    ("โกโก้นิบส์คั่ว", "กิโลกรัม", "420"),
    ("โกโก้บัตเตอร์", "กิโลกรัม", "790"),
]
COOP_2567_BOTTOM = ["สั่งขั้นต่ำรายการละ 20 กิโลกรัม", "ส่งฟรีในจังหวัดน่าน เมื่อสั่ง 60 กิโลกรัมขึ้นไป"]
SIAMPACK = [
    "SIAM PACK CO., LTD.\n45/9 Soi Phaholyothin 48, Bang Khen, Bangkok 10220\nTax ID 0105551234567\n\n"
    "TAX INVOICE / INVOICE\nInvoice No.: INV-25-0917\nDate: 17 September 2025\n"
    "Bill to: Orn-uma Sriwong, Doi Phukha Chocolate, 88 Moo 5, Sila Phet, Pua, Nan 55120\n\n"
    "Description / Qty / Unit price / Amount (THB)\n"
    "Gift box 6-cavity, kraft, with insert / 500 / 18.50 / 9,250.00\n"
    "Bar wrapper: gold foil + printed paper sleeve / 2,000 / 3.20 / 6,400.00\n"
    "Shipping to Nan / 1 / 350.00 / 350.00\n\n"
    "Subtotal: 16,000.00\nVAT 7%: 1,120.00\nTotal amount due: 17,120.00 THB\n"
    "Payment due date: 17 October 2025\n"
    "Please transfer to Kasikorn Bank, account 123-4-56789-0, Siam Pack Co., Ltd.",
]
MACHINERY = [
    "LANNA FOOD MACHINERY CO., LTD.\n211 Chiang Mai - Lampang Road, Mueang, Chiang Mai 50000\n\n"
    "QUOTATION No. LFM-Q2025-188\nDate: 2 October 2025\nTo: Ms. Orn-uma Sriwong, Doi Phukha Chocolate, Nan\n\n"
    "Item / Price (THB)\n"
    "1. Stone melanger CG-5 (5 kg bowl, granite wheels) / 38,500\n"
    "2. Stone melanger CG-20 (20 kg bowl, speed control) / 96,000\n"
    "3. Tempering machine TM-8 (8 kg, digital) / 72,000\n\n"
    "Prices include VAT. Delivery and installation in Nan: 2,500 THB.\n"
    "Warranty: 1 year on motor. Delivery time: 3 weeks after deposit of 30%.\n"
    "This quotation is valid until 30 November 2025.\nContact: Mr. Kittisak, 081-330-4412",
]

# ---------------------------------------------------------------- sales
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = [
    (62400, 38900, 45000), (88750, 71300, 52000), (54200, 35600, 40500), (69800, 30250, 38000),
    (41300, 28700, 36400), (38900, 26450, 35000), (40150, 29800, 39200), (47600, 41350, 44800),
    (45200, 37900, 48600), (58300, 43100, 52900),
]
SALES_2567 = [
    (51800, 27400, 38000), (76200, 55900, 41500), (47300, 26800, 33000), (60100, 22750, 30500),
    (36900, 21300, 29800), (33400, 19850, 28000), (35700, 22600, 31400), (41900, 29650, 35200),
    (39800, 27300, 37900), (50600, 31900, 42300), (63400, 40200, 55600), (92500, 68400, 81000),
]
EXPENSES_2568 = [
    (28500, 6200, 24000, 4850), (41200, 9800, 26000, 5120), (25800, 5400, 24000, 4990), (27400, 4900, 24000, 6340),
    (21900, 3800, 24000, 6720), (20600, 3500, 24000, 5870), (23100, 4100, 24000, 5410), (26800, 5600, 24000, 5290),
    (28900, 4300, 24000, 5486.90), (31500, 17120, 26000, 5210),
]
EXPENSES_2567 = [
    (24100, 5200, 22000, 4210), (36800, 8900, 22000, 4480), (22300, 4700, 22000, 4390), (23900, 4300, 22000, 5650),
    (19200, 3400, 22000, 5980), (18100, 3100, 22000, 5240), (20400, 3600, 22000, 4870), (23300, 4900, 22000, 4760),
    (25100, 3900, 22000, 4920), (27600, 6100, 22000, 4650), (34800, 8400, 22000, 4530), (45200, 12900, 24000, 4810),
]
SALES_HEAD = ["เดือน (Month)", "หน้าร้าน (Shop)", "ออนไลน์ (Online)", "ส่งร้านค้า (Wholesale)", "รวม (Total)"]
EXP_HEAD = ["เดือน (Month)", "วัตถุดิบ (Raw materials)", "บรรจุภัณฑ์ (Packaging)", "ค่าแรง (Wages)",
            "ค่าไฟร้าน (Electricity)", "รวม (Total)"]
PRODUCTS_2568 = {
    "ดาร์ก 70% บาร์ 50g (Dark 70%)": [28400, 36900, 24100, 25300, 19800, 18200, 20050, 24700, 26350, 29900],
    "มิลค์ 45% บาร์ 50g (Milk 45%)": [21300, 30400, 18900, 22600, 15200, 14100, 15800, 19900, 18700, 21400],
    "ไวท์ช็อกมะม่วง (White & mango)": [9800, 14200, 8700, 16400, 7300, 6800, 7900, 8600, 7400, 9100],
    "กล่องของขวัญ 6 ชิ้น (Gift box 6)": [68500, 104300, 62800, 58900, 49600, 45900, 50300, 63200, 61800, 72600],
    "โกโก้นิบส์ 100g (Cacao nibs)": [5600, 6400, 5100, 4900, 4300, 4100, 4500, 5200, 5100, 5800],
    "เวิร์กช็อป (Workshop)": [12700, 18150, 9900, 9950, 9500, 10750, 10500, 11950, 12350, 15500],
}

# ---------------------------------------------------------------- plan, contracts, letters, notes
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569", "ช็อกโกแลตดอยภูคา - อรอุมา ศรีวงศ์ (ร่างเดือนตุลาคม 2568)"),
    ("เป้ายอดขาย", "เป้ายอดขายปี 2569: 2.4 ล้านบาท\nปี 2568 คาดว่าจะปิดที่ 1.85 ล้านบาท\nเพิ่มสัดส่วนออนไลน์เป็น 35%"),
    ("สินค้าใหม่", "บาร์ดาร์ก 85%\nช็อกโกแลตผสมกาแฟน่าน (ร่วมกับไร่กาแฟบ่อเกลือ)\nกล่องของขวัญตรุษจีน"),
    ("ลงทุนเครื่องจักร", "เครื่องบดหิน CG-20 ราคา 96,000 บาท\nเครื่องเทมเปอร์ TM-8 ราคา 72,000 บาท\nใช้เงินกู้ SME 150,000 บาท"),
    ("ช่องทางขาย", "เปิดบูธที่สนามบินน่านนคร เดือนมีนาคม 2569\nเปิดร้านใน Shopee และ Lazada\nเวิร์กช็อปสำหรับกรุ๊ปทัวร์"),
    ("คน", "จ้างพนักงานประจำเพิ่ม 1 คน เดือนละ 12,000 บาท\nส่งน้องในร้านเรียนเทมเปอร์ที่เชียงใหม่"),
]
CONSIGN = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านเมืองน่านของฝาก ถ.สุมนเทวราช อ.เมือง จ.น่าน วันที่ 25 ตุลาคม 2568",
    "ระหว่าง นางอรอุมา ศรีวงศ์ เจ้าของช็อกโกแลตดอยภูคา (ผู้ฝากขาย) กับ นายวีระพงษ์ ใจมา เจ้าของร้านเมืองน่านของฝาก (ผู้รับฝากขาย)",
    "ข้อ 1. ผู้ฝากขายนำช็อกโกแลตบาร์และกล่องของขวัญมาวางขายที่ร้านของผู้รับฝากขาย ตามราคาขายปลีกที่ผู้ฝากขายกำหนด",
    "ข้อ 2. ผู้รับฝากขายได้รับค่าตอบแทนร้อยละ 25 ของยอดขาย",
    "ข้อ 3. ผู้รับฝากขายสรุปยอดขายทุกสิ้นเดือน และโอนเงินให้ผู้ฝากขายภายในวันที่ 10 ของเดือนถัดไป",
    "ข้อ 4. สินค้าที่ใกล้หมดอายุภายใน 30 วัน ผู้ฝากขายจะรับคืนและเปลี่ยนให้ใหม่",
    "ข้อ 5. สัญญานี้มีอายุ 1 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ อรอุมา ศรีวงศ์ ผู้ฝากขาย      ลงชื่อ วีระพงษ์ ใจมา ผู้รับฝากขาย",
]
LICENCE_LETTER = [
    "ที่ นน 0033.004/2187",
    "สำนักงานสาธารณสุขจังหวัดน่าน",
    "วันที่ 6 ตุลาคม 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตผลิตอาหาร",
    "เรียน นางอรอุมา ศรีวงศ์ ผู้รับอนุญาต สถานที่ผลิต ช็อกโกแลตดอยภูคา",
    "ตามที่ท่านได้รับใบอนุญาตผลิตอาหาร เลขที่ 55-2-01763 ซึ่งจะสิ้นอายุในวันที่ 15 มกราคม 2569 นั้น",
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมเอกสารภายในวันที่ 15 ธันวาคม 2568 "
    "ทางระบบ e-Submission หรือที่สำนักงานสาธารณสุขจังหวัดน่าน",
    "ค่าธรรมเนียมการต่ออายุ 1,000 บาท",
    "เจ้าหน้าที่จะตรวจสถานที่ผลิตก่อนออกใบอนุญาต กรุณาเตรียมบันทึกการทำความสะอาดและผลตรวจน้ำใช้",
    "จึงเรียนมาเพื่อโปรดดำเนินการ",
    "กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 054-711-236",
]
WORKSHOP = """# Bean-to-bar workshop (for tourists) - notes

Updated Oct 2025.

- Every Saturday and Sunday, 9:30 and 14:00. Takes about 2.5 hours.
- Max 10 people per round. Book via LINE OA or Facebook at least 1 day before.
- Price 2025: adult 890 THB / person, child (6-12 yrs) 450 THB.
- (Old price 2024 was 750 THB adult, 400 THB child - don't quote this anymore!)
- Group of 8+ from a tour company: 790 THB / person.
- Includes: farm walk, roasting demo, make your own 2 bars, hot cacao drink.
- Need: hairnets, 12 moulds, printed recipe card (Thai/English).
"""
RECIPE = """# ทดลองสูตรดาร์ก 70%

## ล็อต 1 (5 ก.ย.)
- เมล็ดเกรด B 3 กก. น้ำตาลมะพร้าว 1.3 กก.
- บด 36 ชม. ยังหยาบ มีรสเปรี้ยว ไม่ผ่าน

## ล็อต 2 (14 ก.ย.)
- เมล็ดเกรด A 3.5 กก. น้ำตาลมะพร้าว 1.5 กก.
- คั่ว 125 องศา 22 นาที
- บด 48 ชั่วโมง
- เทมเปอร์ที่ 31.5 องศา เงาดี หักแล้วดังกรอบ ใช้สูตรนี้ขาย

## ล็อต 3 (28 ก.ย.)
- ลองเติมโกโก้บัตเตอร์ 200 กรัม นุ่มขึ้นแต่ต้นทุนสูง เก็บไว้ทำ 85%
"""
EMAIL_KFF = """From: Pornthip Rattanakul <purchasing@krungthepfinefoods.co.th>
To: Orn-uma Sriwong <doiphukha.choc@gmail.com>
Date: Mon, 13 Oct 2025 09:12 +0700
Subject: Wholesale order - Dark 70% bars for our Bangkok stores

Dear Khun Orn-uma,

Thank you for the samples. Our team loved the Dark 70% bar. We would like to place a first order:

- Dark 70% bar 50 g: 400 bars at the wholesale price of 62 THB = 24,800 THB
- Delivery to our warehouse in Bang Na by 5 November 2025
- Payment: 30-day credit after delivery, by bank transfer

Please confirm shelf life (we need at least 6 months remaining on arrival) and send your company
registration and the food licence number.

Best regards,
Pornthip Rattanakul
Purchasing Manager, Krungthep Fine Foods Co., Ltd.

--- reply ---
From: Orn-uma Sriwong
Date: Mon, 13 Oct 2025 20:40 +0700

Dear Khun Pornthip,
Thank you! I confirm 400 bars, total 24,800 THB, delivery by 5 November 2025. Shelf life is 12 months
from production. Licence no. 55-2-01763. I will send the documents tomorrow.
Orn-uma
"""

# ---------------------------------------------------------------- household
FEES_T1 = [
    "NAN BILINGUAL SCHOOL\n99 Mahawong Road, Mueang, Nan 55000\n\n"
    "TUITION FEE STATEMENT - Semester 1, Academic Year 2025\n"
    "Student: Phum Sriwong    Class: Grade 4 (P.4/2)    Student ID: 62-0415\n\n"
    "Tuition fee: 18,500.00\nEnglish Program fee: 6,000.00\nLunch and snacks: 3,400.00\n"
    "School bus (Pua route): 4,800.00\nBooks and uniform: 2,750.00\n\n"
    "TOTAL: 35,450.00 THB\nPlease pay by 9 May 2025 at Krungthai Bank or the school office.",
]
FEES_T2 = [
    "NAN BILINGUAL SCHOOL\n99 Mahawong Road, Mueang, Nan 55000\n\n"
    "TUITION FEE STATEMENT - Semester 2, Academic Year 2025\n"
    "Student: Phum Sriwong    Class: Grade 4 (P.4/2)    Student ID: 62-0415\n\n"
    "Tuition fee: 18,500.00\nEnglish Program fee: 6,000.00\nLunch and snacks: 3,200.00\n"
    "School bus (Pua route): 4,800.00\n\n"
    "TOTAL: 32,500.00 THB\nPlease pay by 7 November 2025 at Krungthai Bank or the school office.\n"
    "A late fee of 200 THB applies after the due date.",
]
TRIP_LETTER = [
    "โรงเรียนน่านสองภาษา",
    "ที่ นสภ. 214/2568",
    "วันที่ 20 ตุลาคม 2568",
    "เรื่อง ขออนุญาตผู้ปกครองนำนักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้นประถมศึกษาปีที่ 4",
    "ด้วยโรงเรียนกำหนดพานักเรียนชั้น ป.4 ไปทัศนศึกษาที่ไร่แม่ฟ้าหลวงและพิพิธภัณฑ์บ้านดำ จังหวัดเชียงราย "
    "ในวันศุกร์ที่ 21 พฤศจิกายน 2568 ออกเดินทางเวลา 05.30 น. กลับถึงโรงเรียนประมาณ 20.00 น.",
    "ค่าใช้จ่ายคนละ 1,450 บาท (ค่ารถ ค่าอาหาร 3 มื้อ ค่าเข้าชม)",
    "กรุณาส่งใบอนุญาตพร้อมชำระเงินที่ครูประจำชั้นภายในวันที่ 10 พฤศจิกายน 2568",
    "ลงชื่อ ครูสุดารัตน์ คำปัน ครูประจำชั้น ป.4/2",
]
BILL_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pua District Office\nELECTRICITY BILL\n"
    "Customer: Pakin Sriwong\nAddress: 14 Moo 3, Sila Phet, Pua, Nan 55120\nCustomer no. 020011874512\n"
    "Type: Residential (1.1.2)\nReading period: 15 Aug 2025 - 14 Sep 2025",
    "Units used: 386 kWh\nEnergy charge: 1,495.20 THB\nFt: 133.55 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 89.19 THB\nAmount due: 1,742.56 THB\nDue date: 24 October 2025",
]
BILL_SHOP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pua District Office\nELECTRICITY BILL\n"
    "Customer: Orn-uma Sriwong (Doi Phukha Chocolate)\nAddress: 88 Moo 5, Sila Phet, Pua, Nan 55120\n"
    "Customer no. 020011990377\nType: Small business (2.1.2)\nReading period: 15 Aug 2025 - 14 Sep 2025",
    "Units used: 1,120 kWh\nEnergy charge: 4,694.30 THB\nFt: 387.52 THB\nService charge: 46.16 THB\n"
    "VAT 7%: 358.92 THB\nAmount due: 5,486.90 THB\nDue date: 24 October 2025",
]
INSURANCE = [
    "THAI LOTUS LIFE ASSURANCE PUBLIC CO., LTD.\nNan Branch, 31 Sumon Thewarat Road, Nan 55000\n\n"
    "POLICY RENEWAL NOTICE\nDate: 15 October 2025\n\nDear Mr. Pakin Sriwong,\n\n"
    "Your policy no. TL-4471902 (Lotus Life 20 Pay with Health Care Plus rider) is due for renewal.\n"
    "Sum assured (life): 1,000,000 THB\nHealth rider: room and board up to 4,000 THB per day\n"
    "Annual premium: 24,860 THB\nPremium due date: 1 December 2025\n"
    "Grace period: 31 days after the due date. If the premium is not paid within the grace period,\n"
    "the health rider will lapse.\n"
    "You can pay by bank transfer, credit card, or through your agent, Ms. Janjira (089-114-2276).\n"
    "The premium is tax-deductible up to 100,000 THB per year.\n\nThank you for trusting Thai Lotus Life.",
]
CAR_QUOTE = [
    "ใบเสนอราคาประกันภัยรถยนต์ ปี 2569",
    "จาก โบรกเกอร์ น่านประกันภัย (คุณจ๋า) โทร 086-441-9820",
    "ผู้เอาประกัน นายภาคิน ศรีวงศ์",
    "รถ Toyota Hilux Revo ปี 2021 ทะเบียน บท 4521 น่าน",
    "ประกันเดิมหมดอายุ 12 มกราคม 2569",
]
CAR_TABLE = [
    ("แผน", "บริษัท", "ทุนประกัน", "เบี้ยรวม (บาท)"),
    ("ชั้น 1 ซ่อมอู่", "วิริยะ", "650,000", "18,900"),
    ("ชั้น 1 ซ่อมศูนย์", "ทิพย", "650,000", "21,450"),
    ("ชั้น 2+", "วิริยะ", "500,000", "9,800"),
]
SPENDING_HEAD = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
SPENDING = {
    "ก.ค. 2568": [("ค่ากับข้าว (Groceries)", 9420, ""), ("ค่าไฟบ้าน (Electricity)", 1615.40, ""),
                  ("ค่าน้ำ (Water)", 230, ""), ("ค่าน้ำมันรถ (Fuel)", 3050, ""),
                  ("เน็ต+มือถือ (Internet & phone)", 1098, ""), ("ค่าขนมภูมิ (Phum pocket money)", 1200, ""),
                  ("ให้แม่ (For mum)", 5000, ""), ("ผ่อนรถ (Car loan)", 12400, "งวด 37/60")],
    "ส.ค. 2568": [("ค่ากับข้าว (Groceries)", 9850, "รวมซื้อของเข้าบ้านที่แม็คโคร"),
                  ("ค่าไฟบ้าน (Electricity)", 1688.20, ""), ("ค่าน้ำ (Water)", 245, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3200, ""), ("เน็ต+มือถือ (Internet & phone)", 1098, ""),
                  ("ค่าขนมภูมิ (Phum pocket money)", 1200, ""), ("ให้แม่ (For mum)", 5000, ""),
                  ("ผ่อนรถ (Car loan)", 12400, "งวด 38/60")],
    "ก.ย. 2568": [("ค่ากับข้าว (Groceries)", 8960, ""), ("ค่าไฟบ้าน (Electricity)", 1742.56, ""),
                  ("ค่าน้ำ (Water)", 260, ""), ("ค่าน้ำมันรถ (Fuel)", 2880, ""),
                  ("เน็ต+มือถือ (Internet & phone)", 1098, ""), ("ค่าขนมภูมิ (Phum pocket money)", 1200, ""),
                  ("ให้แม่ (For mum)", 5000, ""), ("ผ่อนรถ (Car loan)", 12400, "งวด 39/60"),
                  ("ค่าหมอฟันแม่ (Mum's dentist)", 1800, "")],
}

DISTRACTORS = {
    "Personal/ทริปเชียงราย_ธันวา.md": "# ทริปเชียงราย ช่วงปีใหม่\n- ไปหลังส่งของโรงแรมเสร็จ\n- ภูชี้ฟ้า ดูทะเลหมอก\n"
                                      "- ที่พักรีสอร์ทคืนละ 1,800 บาท 2 คืน\n- งบทั้งทริป 12,000 บาท",
    "Personal/สูตรบราวนี่แม่.md": "# บราวนี่สูตรแม่\n- ดาร์กช็อกโกแลต 200 กรัม (ใช้ของร้านที่เหลือ)\n- เนย 150 กรัม\n"
                                  "- ไข่ 3 ฟอง น้ำตาล 180 กรัม แป้ง 90 กรัม\n- อบ 175 องศา 25 นาที",
}
WORKSPECT = {
    "todo.md": "- โทรสั่งเมล็ดโกโก้เกรด A จากสหกรณ์ 30 กก.\n- โอนค่าเทอมภูมิ เทอม 2\n"
               "- ต่อประกันชีวิตพี่ภาคิน\n- ยื่นต่อใบอนุญาตผลิตอาหาร\n",
}


def _sales_book(path: Path, sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายช็อกโกแลตดอยภูคา ปี {year} (Sales {year}, THB)"])
    sheet.append(SALES_HEAD)
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายร้าน ปี {year} (Expenses {year}, THB)"])
    cost.append(EXP_HEAD)
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row, round(sum(row), 2)])
    cost.append(["รวม (Total)", *(round(sum(r[i] for r in expenses), 2) for i in range(4)),
                 round(sum(sum(r) for r in expenses), 2)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _products_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายสินค้า 2568"
    sheet.append(["ยอดขายแยกตามสินค้า ปี 2568 (บาท) Sales by product"])
    sheet.append(["สินค้า (Product)", *MONTHS[:10], "รวม ม.ค.-ต.ค. (Total)"])
    for name, values in PRODUCTS_2568.items():
        sheet.append([name, *values, sum(values)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _spending_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(SPENDING_HEAD)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / SHOP, docs / HOME
    for folder in (shop / "ใบเสนอราคา", shop / "LINE", shop / "Suppliers", shop / "ยอดขาย",
                   docs / "Email", home / "โรงเรียนภูมิ", docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_น่านริเวอร์ไซด์_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_น่านริเวอร์ไซด์_final.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านกาแฟบ้านสวน.docx", CAFE_TOP, CAFE_TABLE, bottom=CAFE_BOTTOM)
    write_texts(shop / "LINE", {"LINE_คุณนก_น่านริเวอร์ไซด์.txt": LINE_HOTEL,
                                "LINE_คุณแอน_ของชำร่วยงานแต่ง.txt": LINE_WEDDING})
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "NanCacaoCoop_pricelist_2025.pdf", COOP_2025)
    write_docx(suppliers / "ใบราคา_สหกรณ์โกโก้น่าน_2567.docx", COOP_2567, COOP_2567_TABLE, bottom=COOP_2567_BOTTOM)
    make_pdf(suppliers / "SiamPack_invoice_INV-25-0917.pdf", SIAMPACK)
    make_pdf(suppliers / "quote_LannaFoodMachinery_2025.pdf", MACHINERY)
    sales = shop / "ยอดขาย"
    _sales_book(sales / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _sales_book(sales / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _products_book(sales / "ยอดขายรายสินค้า_2568.xlsx")
    write_slides(shop / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    write_docx(shop / "สัญญาฝากขาย_ร้านเมืองน่านของฝาก.docx", CONSIGN)
    write_docx(shop / "หนังสือ_สสจ_ต่ออายุใบอนุญาต.docx", LICENCE_LETTER)
    write_texts(shop, {"workshop_bean_to_bar.md": WORKSHOP, "บันทึกทดลองสูตร_ดาร์ก70.md": RECIPE})
    write_texts(docs / "Email", {"email_KrungthepFineFoods_order.txt": EMAIL_KFF})
    school = home / "โรงเรียนภูมิ"
    make_pdf(school / "ค่าเทอม_ภูมิ_เทอม1_2568.pdf", FEES_T1)
    make_pdf(school / "ค่าเทอม_ภูมิ_เทอม2_2568.pdf", FEES_T2)
    write_docx(school / "หนังสือแจ้งทัศนศึกษา_ป4.docx", TRIP_LETTER)
    make_pdf(home / "PEA_bill_home_Sep2025.pdf", BILL_HOME)
    make_pdf(home / "PEA_bill_shop_Sep2025.pdf", BILL_SHOP)
    make_pdf(home / "ThaiLotus_renewal_notice_2025.pdf", INSURANCE)
    write_docx(home / "ใบเสนอประกันรถ_2569.docx", CAR_QUOTE, CAR_TABLE,
               bottom=["แนะนำชั้น 1 ซ่อมอู่ วิริยะ เบี้ยถูกกว่าปีที่แล้ว 600 บาท", "ผ่อน 0% 3 เดือนผ่านบัตรเครดิตได้"])
    _spending_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_ครอบครัว.txt": LINE_FAMILY})
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
