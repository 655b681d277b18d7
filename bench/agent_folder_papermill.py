"""The papermill folder: the documents of a woman who runs a small mulberry-paper (saa paper) mill, and her home papers.

Owner: คุณวันเพ็ญ ศรีสุข (Wanphen Srisuk), who runs "โรงกระดาษสาวันเพ็ญ" (Wanphen Saa Paper Mill) at บ้านต้นเปา,
อ.สันกำแพง, เชียงใหม่: a yard of vats and drying screens, five staff, a shop front, wholesale to stationery and card
shops, a hotel customer and a first export order to Japan. She lives next to the mill with her husband ชัยวัฒน์
(Chaiwat), their daughter มิ้นท์ (Mint, starting ม.1 at Sunflower Bilingual School) and her mother ยายบัว.

Files under Documents/:
งานโรงกระดาษ/ใบเสนอราคา/
- ใบเสนอราคา_บุญมีเครื่องเขียน_ร่าง.docx: the draft quote to ร้านบุญมีเครื่องเขียน (Lampang), 2 มิ.ย. 2568: flower A4
  500 sheets at 18.00, total 21,600 บาท (never sent).
- ใบเสนอราคา_บุญมีเครื่องเขียน_ฉบับจริง.docx: the final quote, 6 มิ.ย. 2568: flower A4 800 sheets at 16.00,
  envelopes at 5.50, total 24,900 บาท, delivery by 20 มิ.ย. 2568.
- ใบเสนอราคา_เวดดิ้งเพลส.docx: a similar quote to a wedding-card shop in Chiang Mai (cards and envelopes), 12,900 บาท.
- Quotation_LannaCraftHotel.docx: an English quote to Lanna Craft Hotel (notebooks, lamp shades, menu paper), 62,200 THB.
งานโรงกระดาษ/Suppliers/
- สัญญาซื้อขายปอสา_สหกรณ์น่าน_2568.docx: the 2568 supply contract with สหกรณ์ผู้ปลูกปอสาน่าน จำกัด: 3,000 kg of grade A
  bark a year at 92 บาท/kg, 1 ก.พ. 2568 - 31 ม.ค. 2569.
- NanMulberryCoop_pricelist_2025.pdf: the same coop's 2025 price list in English (Nan Mulberry Growers Cooperative):
  grade A 95 THB/kg, cooked pulp 140 THB/kg.
- ใบราคาปอสา_สหกรณ์น่าน_2567.docx: last year's price list in Thai: grade A 85 บาท, cooked pulp 125 บาท.
- CMChemical_invoice_INV6804-117.pdf: an English invoice from Chiang Mai Chemical Supply (หจก.เชียงใหม่เคมีภัณฑ์ in
  the books): caustic soda, peroxide, indigo; total 9,105.70 THB.
งานโรงกระดาษ/บัญชี/
- ยอดขาย_รายจ่าย_2568.xlsx: this year's book, two sheets (sales by channel, expenses by kind), ม.ค.-มิ.ย.
- ยอดขาย_รายจ่าย_2567.xlsx: last year's book, same layout, 12 months.
- ยอดขายแยกสินค้า_ม.ค.-มิ.ย.2568.xlsx: units sold per product, months as columns.
- ค่าแรงพนักงาน_มิ.ย.2568.xlsx: June wages of the five staff, total 51,440 บาท.
งานโรงกระดาษ/แผนงาน/
- แผนปี2569.pptx: next year's plan (target 2,400,000 บาท, a new beater 185,000 บาท, ...).
- งานคราฟท์เมืองทอง_ส.ค.68.md: notes for the craft fair at Muang Thong Thani (15-24 ส.ค. 2568, booth 12,000 บาท).
- บันทึกประชุมพนักงาน_5มิ.ย.68.md: staff meeting notes (daily wage 380 -> 400 บาท from 1 ก.ค., the Japan order).
- สูตรย้อมสีธรรมชาติ.md: her natural-dye recipes (no figures a task checks).
งานโรงกระดาษ/Export ญี่ปุ่น/
- email_KyotoWashi_order.txt: Yuki Tanaka's e-mail confirming Kyoto Washi Trading's order (1,200 + 300 sheets, 47,100 THB).
- ProformaInvoice_KyotoWashi_PI2568-07.docx: her proforma invoice (total 49,600 THB with packing, deposit 14,880 THB).
LINE/
- LINE_เจ๊บุญมี.txt: chat with the Boonmee shop owner after the final quote: envelopes cut to 600, new total 22,700,
  delivery moved to 27 มิ.ย.
- LINE_คุณแอน_ลานนาคราฟท์.txt: chat with the hotel's buyer changing notebook and lamp quantities.
- แชทกลุ่มบ้านเรา.txt: the family group chat (school trip money, grandma's hospital visit, the electricity bill).
บ้าน/
- บิล/PEA_bill_May2025.pdf: the house's electricity bill (486 kWh, 2,407.02 THB, due 3 June 2025).
- บิล/water_bill_June2025.pdf: the water bill for June (290.00 THB).
- ลูก/SchoolFee_Mint_Term1_2025.pdf: Mint's term 1 fee statement (46,000 THB, due 15 May 2025).
- ประกัน/Insurance_renewal_letter_2025.pdf: the family health policy renewal letter (premium 28,750 THB).
- ประกัน/ต่อประกันรถกระบะ_2568.docx: the pickup's motor-insurance renewal notice (18,900 บาท, expires 14 ก.ค. 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, one sheet a month (เม.ย., พ.ค., มิ.ย.).
- ของต้องซื้อ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
SELLER = [
    "โรงกระดาษสาวันเพ็ญ (Wanphen Saa Paper Mill)",
    "88 หมู่ 3 ต.ต้นเปา อ.สันกำแพง จ.เชียงใหม่ 50130  โทร 081-952-4417",
]
BOONMEE_DRAFT = SELLER + [
    "ใบเสนอราคา (ร่าง) - ยังไม่ได้ส่งลูกค้า",
    "วันที่ 2 มิถุนายน 2568",
    "เรียน ร้านบุญมีเครื่องเขียน (คุณบุญมี แซ่ลิ้ม) ถ.ทิพย์ช้าง อ.เมือง จ.ลำปาง",
]
BOONMEE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("กระดาษสาลายดอกไม้ ขนาด A4", "500 แผ่น", "18.00", "9,000"),
    ("กระดาษสาสีพื้น ขนาด 60x90 ซม.", "300 แผ่น", "22.00", "6,600"),
    ("ซองจดหมายกระดาษสา", "1,000 ซอง", "6.00", "6,000"),
    ("ยอดรวมทั้งสิ้น", "", "", "21,600"),
]
BOONMEE_DRAFT_BOTTOM = [
    "ยอดรวมทั้งสิ้น 21,600 บาท (สองหมื่นหนึ่งพันหกร้อยบาทถ้วน)",
    "ส่งของภายใน 15 วันหลังยืนยันสั่งซื้อ",
    "หมายเหตุ: ราคายังไม่ได้คุยกับเจ๊บุญมี รอถามเรื่องจำนวนลายดอกไม้ก่อน",
]
BOONMEE_FINAL = SELLER + [
    "ใบเสนอราคา เลขที่ QT2568-021",
    "วันที่ 6 มิถุนายน 2568",
    "เรียน ร้านบุญมีเครื่องเขียน (คุณบุญมี แซ่ลิ้ม) ถ.ทิพย์ช้าง อ.เมือง จ.ลำปาง",
]
BOONMEE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("กระดาษสาลายดอกไม้ ขนาด A4", "800 แผ่น", "16.00", "12,800"),
    ("กระดาษสาสีพื้น ขนาด 60x90 ซม.", "300 แผ่น", "22.00", "6,600"),
    ("ซองจดหมายกระดาษสา", "1,000 ซอง", "5.50", "5,500"),
    ("ยอดรวมทั้งสิ้น", "", "", "24,900"),
]
BOONMEE_FINAL_BOTTOM = [
    "ยอดรวมทั้งสิ้น 24,900 บาท (สองหมื่นสี่พันเก้าร้อยบาทถ้วน) ร้านยังไม่จด VAT ไม่มีภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% เป็นเงิน 12,450 บาท ส่วนที่เหลือชำระวันส่งของ",
    "กำหนดส่งของ ภายในวันที่ 20 มิถุนายน 2568 ส่งฟรีถึงร้านที่ลำปาง",
    "ใบเสนอราคานี้มีผล 30 วัน",
    "ลงชื่อ วันเพ็ญ ศรีสุข",
]
WEDDING = SELLER + [
    "ใบเสนอราคา เลขที่ QT2568-023",
    "วันที่ 10 มิถุนายน 2568",
    "เรียน ร้านเวดดิ้งเพลส การ์ดแต่งงาน (คุณกิ่งแก้ว) ถ.นิมมานเหมินท์ อ.เมือง จ.เชียงใหม่",
]
WEDDING_TABLE = [
    QUOTE_HEAD,
    ("การ์ดแต่งงานกระดาษสา พิมพ์ทอง ขนาด 5x7 นิ้ว", "300 ใบ", "35.00", "10,500"),
    ("ซองกระดาษสาลายดอกไม้", "300 ซอง", "8.00", "2,400"),
    ("ยอดรวมทั้งสิ้น", "", "", "12,900"),
]
WEDDING_BOTTOM = [
    "ยอดรวมทั้งสิ้น 12,900 บาท (หนึ่งหมื่นสองพันเก้าร้อยบาทถ้วน)",
    "มัดจำ 50% ส่งแบบให้ลูกค้าตรวจก่อนพิมพ์ กำหนดส่ง 25 มิถุนายน 2568",
    "ใบเสนอราคานี้มีผล 15 วัน",
]
HOTEL = [
    "Wanphen Saa Paper Mill",
    "88 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130  Tel. 081-952-4417",
    "QUOTATION No. QT2568-017",
    "Date: 12 May 2025",
    "To: Ms. Ann Chaiyasit, Purchasing, Lanna Craft Hotel, Chiang Mai",
]
HOTEL_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Saa paper notebook A5, hotel logo on cover", "400 pcs", "85.00", "34,000"),
    ("Saa paper lamp shade, 30 cm", "60 pcs", "320.00", "19,200"),
    ("Flower saa paper A4 for menu covers", "500 sheets", "18.00", "9,000"),
    ("Total", "", "", "62,200"),
]
HOTEL_BOTTOM = [
    "Total: 62,200 THB (not VAT registered, no VAT charged)",
    "Delivery: 3 weeks after the order is confirmed.",
    "Payment: 50% deposit, balance on delivery.",
    "Valid for 30 days.",
]
CONTRACT = [
    "สัญญาซื้อขายเปลือกปอสา",
    "ทำที่ สหกรณ์ผู้ปลูกปอสาน่าน จำกัด อ.เมือง จ.น่าน วันที่ 15 มกราคม 2568",
    "ระหว่าง สหกรณ์ผู้ปลูกปอสาน่าน จำกัด โดย นายบุญส่ง ใจมั่น ประธานกรรมการ ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "กับ นางวันเพ็ญ ศรีสุข เจ้าของโรงกระดาษสาวันเพ็ญ อ.สันกำแพง จ.เชียงใหม่ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "ข้อ 1. ผู้ขายตกลงขายเปลือกปอสาแห้ง เกรด A ให้ผู้ซื้อ ปีละ 3,000 กิโลกรัม แบ่งส่งทุก 2 เดือน ครั้งละ 500 กิโลกรัม",
    "ข้อ 2. ราคากิโลกรัมละ 92 บาท คงที่ตลอดอายุสัญญา ไม่ว่าราคาตลาดจะเปลี่ยนแปลงอย่างไร",
    "ข้อ 3. สัญญามีระยะเวลา 1 ปี เริ่มวันที่ 1 กุมภาพันธ์ 2568 สิ้นสุดวันที่ 31 มกราคม 2569",
    "ข้อ 4. ผู้ซื้อชำระเงินภายใน 30 วันนับจากวันรับของ โดยโอนเข้าบัญชีสหกรณ์ ธ.ก.ส. สาขาน่าน",
    "ข้อ 5. เปลือกปอสาต้องมีความชื้นไม่เกิน 12% หากเกิน ผู้ซื้อมีสิทธิ์คืนของได้ภายใน 7 วัน",
    "ข้อ 6. ผู้ขายเป็นผู้รับผิดชอบค่าขนส่งถึงโรงกระดาษของผู้ซื้อ",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ บุญส่ง ใจมั่น (ผู้ขาย)    ลงชื่อ วันเพ็ญ ศรีสุข (ผู้ซื้อ)",
]
PRICELIST_2025 = [
    "Nan Mulberry Growers Cooperative Ltd.\n99 Moo 5, Nai Wiang, Mueang Nan, Nan 55000\nTel. 054-710-338\n\n"
    "PRICE LIST 2025 (valid 1 January - 31 December 2025)\n\n"
    "Dried mulberry bark, Grade A ........ 95 THB/kg\n"
    "Dried mulberry bark, Grade B ........ 70 THB/kg\n"
    "Cooked mulberry pulp (wet) .......... 140 THB/kg\n"
    "Bleached mulberry pulp .............. 165 THB/kg\n\n"
    "Delivery to Chiang Mai: free for orders of 300 kg and up,\notherwise 1,500 THB per trip.\n"
    "Prices do not include VAT. Contract customers keep their contract price.\n"
    "Contact: Mr. Boonsong Jaimun, chairman",
]
PRICELIST_2567 = [
    "สหกรณ์ผู้ปลูกปอสาน่าน จำกัด",
    "99 หมู่ 5 ต.ในเวียง อ.เมือง จ.น่าน  โทร 054-710-338",
    "ใบแจ้งราคาสินค้า ปี 2567",
]
PRICELIST_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("เปลือกปอสาแห้ง เกรด A", "85 บาท/กก."),
    ("เปลือกปอสาแห้ง เกรด B", "62 บาท/กก."),
    ("เยื่อปอสาต้ม (เปียก)", "125 บาท/กก."),
    ("เยื่อปอสาฟอกขาว", "150 บาท/กก."),
]
PRICELIST_2567_BOTTOM = [
    "ค่าขนส่งถึงเชียงใหม่ เที่ยวละ 1,200 บาท ส่งฟรีเมื่อสั่ง 500 กก. ขึ้นไป",
    "ราคานี้ใช้ตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2567",
]
CHEM_INVOICE = [
    "Chiang Mai Chemical Supply Ltd., Part.\n45/2 Chiang Mai-Lamphun Road, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "Tax ID 0503548001234\n\nTAX INVOICE / INVOICE\nInvoice No.: INV6804-117\nDate: 18 April 2025\n"
    "Bill to: Wanphen Saa Paper Mill, 88 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai\n\n"
    "Caustic soda (NaOH) 25 kg bag     4 x 1,150.00 = 4,600.00\n"
    "Hydrogen peroxide 35%, 30 kg      2 x   980.00 = 1,960.00\n"
    "Natural indigo dye paste, 5 kg    3 x   650.00 = 1,950.00\n\n"
    "Subtotal: 8,510.00 THB\nVAT 7%: 595.70 THB\nTotal: 9,105.70 THB\n"
    "Payment due: 18 May 2025, transfer to Kasikornbank 123-4-56789-0",
]
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
# month: shop, wholesale, export
SALES_2568 = [(48500, 62300, 0), (52100, 58900, 0), (45200, 71400, 38000), (61800, 49600, 0),
              (39700, 66250, 0), (42300, 75800, 52400)]
SALES_2567 = [(41200, 55800, 0), (46900, 52300, 0), (40100, 60500, 0), (55400, 43800, 0),
              (33800, 58900, 0), (36500, 61200, 0), (31900, 57400, 0), (38600, 63300, 0),
              (35200, 59800, 0), (47300, 68900, 0), (52800, 74100, 0), (68400, 81500, 0)]
# month: materials, wages, utilities, other, note
EXPENSES_2568 = [(28600, 49800, 8900, 4200, "ปอสารอบ ก.พ. ยังไม่มา"),
                 (46000, 49800, 9300, 3100, "ปอสา 500 กก. ตามสัญญา"),
                 (31500, 50600, 9800, 6500, "ค่าส่งของไปญี่ปุ่น (ตัวอย่าง)"),
                 (37900, 48400, 11200, 2800, "ซื้อเคมี หจก.เชียงใหม่เคมีภัณฑ์ 9,105.70"),
                 (44750, 50900, 11900, 3600, "ปอสา 500 กก. + ซ่อมเครื่องตีเยื่อ"),
                 (33200, 51440, 10400, 14800, "มัดจำบูธงานคราฟท์เมืองทอง 6,000")]
EXPENSES_2567 = [(25400, 45600, 7800, 3900, ""), (39500, 45600, 8100, 2600, "ปอสา 500 กก."),
                 (27800, 46200, 8700, 3400, ""), (34100, 44900, 10100, 2500, ""),
                 (40200, 46800, 10600, 5200, "ปอสา 500 กก."), (29300, 46800, 9200, 2900, ""),
                 (24800, 45300, 8400, 3100, ""), (42600, 46800, 8900, 4100, "ปอสา 500 กก."),
                 (26900, 45600, 8300, 2700, ""), (35700, 46800, 8600, 7800, "ออกงาน OTOP"),
                 (41900, 47500, 8800, 3300, "ปอสา 500 กก."), (47600, 48900, 9400, 12600, "โบนัสพนักงาน")]
PRODUCTS = [
    ("กระดาษสาสีพื้น 60x90 ซม. (Plain saa paper)", "แผ่น", [1250, 1180, 1420, 980, 1310, 1650]),
    ("กระดาษสาลายดอกไม้ A4 (Flower A4)", "แผ่น", [860, 910, 1040, 1220, 780, 1350]),
    ("กระดาษสาลายใบไม้ A4 (Leaf A4)", "แผ่น", [540, 600, 480, 420, 510, 690]),
    ("สมุดปกกระดาษสา A5 (Notebook A5)", "เล่ม", [210, 185, 260, 240, 170, 410]),
    ("ซองจดหมายกระดาษสา (Envelope)", "ซอง", [1500, 1320, 1760, 1100, 1240, 2150]),
    ("โคมกระดาษสา (Lamp shade)", "ชิ้น", [35, 28, 42, 64, 31, 38]),
]
# name, job, days, daily wage (None = monthly salary), monthly amount, note
WAGES = [
    ("พี่จันทร์", "ช่างช้อนกระดาษ (หัวหน้า)", 26, 450, None, ""),
    ("ป้าแสง", "ต้มเยื่อ/ตีเยื่อ", 25, 380, None, "ลา 1 วัน"),
    ("น้องเอ", "ย้อมสี", 26, 380, None, ""),
    ("ลุงมา", "ตากกระดาษ/ลอกแผ่น", 22, 380, None, "ลาป่วย 4 วัน"),
    ("แพรว", "แพ็คของ/ขายออนไลน์", 26, None, 12000, "เงินเดือน"),
]
PLAN = [
    ("แผนธุรกิจปี 2569", "โรงกระดาษสาวันเพ็ญ - Wanphen Saa Paper Mill\nทำโดย วันเพ็ญ ศรีสุข มิถุนายน 2568"),
    ("เป้ายอดขาย 2569 (Sales target)", "เป้ายอดขายทั้งปี 2,400,000 บาท\nปี 2568 คาดว่าจะปิดที่ 1,850,000 บาท\n"
                                     "ส่งออกญี่ปุ่นให้ได้ 25% ของยอดขาย"),
    ("ลงทุน (Investment)", "ซื้อเครื่องตีเยื่อ (beater) ใหม่ 185,000 บาท ไตรมาส 1\n"
                          "ต่อเติมลานตากกระดาษ + หลังคา 60,000 บาท\nรวมลงทุน 245,000 บาท"),
    ("การตลาด (Marketing)", "เปิดร้านใน Shopee และ LINE OA\nออกงานแฟร์ 2 ครั้ง (เมืองทอง + งานสันกำแพง)\n"
                           "ทำสมุดแบรนด์ของตัวเอง \"ต้นเปา\""),
    ("คน (People)", "จ้างพนักงานเพิ่ม 2 คน (ช้อนกระดาษ 1, แพ็คของ 1)\nส่งน้องเอไปอบรมย้อมสีธรรมชาติ"),
]
FAIR = """# งานคราฟท์เมืองทอง ส.ค. 68 (Thai Craft Fair)

- งาน: เทศกาลหัตถกรรมไทย อิมแพ็ค เมืองทองธานี ฮอลล์ 6
- วันที่ 15 ส.ค. – 24 ส.ค. 2568 (10 วัน) เปิด 10:00-21:00
- ค่าบูธ 3x3 ม. = 12,000 บาท (จ่ายมัดจำแล้ว 6,000 บาท เมื่อ 20 มิ.ย. ที่เหลือจ่ายก่อน 31 ก.ค.)
- บูธเลข C-118 ใกล้ทางเข้าฝั่งโซนของตกแต่งบ้าน
- ที่พัก: โรงแรมแถวแจ้งวัฒนะ คืนละ 900 บาท ไป 2 คน (เรากับแพรว)

## ของที่จะเอาไป
- กระดาษสาสีพื้น 400 แผ่น
- สมุดปกกระดาษสา 200 เล่ม
- โคมกระดาษสา 40 ชิ้น
- การ์ด/ซอง ชุดละ 50 ชุด

## ต้องทำ
- จองรถกระบะขนของ (ใช้รถตัวเอง ต้องต่อประกันก่อน!)
- ทำป้ายร้านใหม่
"""
STAFF_MEETING = """# ประชุมพนักงาน 5 มิ.ย. 68

ผู้เข้าร่วม: วันเพ็ญ, พี่จันทร์, ป้าแสง, น้องเอ, ลุงมา, แพรว

## เรื่องที่ตกลงกัน
- ขึ้นค่าแรงรายวัน จากวันละ 380 บาท เป็น 400 บาท เริ่ม 1 ก.ค. 2568 (พี่จันทร์ได้ 450 เท่าเดิม)
- ช่วงหน้าร้อน เริ่มงาน 7:30 เลิก 16:30 จะได้ตากกระดาษทันแดด
- ออเดอร์ญี่ปุ่น (Kyoto Washi) รวม 1,500 แผ่น (สีธรรมชาติ 1,200 + สีคราม 300) ต้องเสร็จก่อน 25 ก.ค.
- ทำ OT ได้ ชั่วโมงละ 60 บาท ช่วงทำออเดอร์ญี่ปุ่น
- ล้างบ่อแช่เยื่อทุกวันเสาร์ ลุงมารับผิดชอบ

## งานที่มอบหมาย
- น้องเอ: ทดลองสีครามให้ได้เฉดตามตัวอย่างญี่ปุ่น ภายใน 15 มิ.ย.
- แพรว: เตรียมของไปงานคราฟท์เมืองทอง
- พี่จันทร์: สอนลุงมาช้อนกระดาษแผ่นใหญ่
"""
DYES = """# สูตรย้อมสีธรรมชาติ (จดไว้กันลืม)

## สีคราม
- เนื้อคราม 1 กก. ต่อน้ำ 20 ลิตร ปูนแดงนิดหน่อย หมัก 3 วัน
- จุ่ม 3-4 รอบ ได้สีกรมท่า

## สีเหลืองขมิ้น
- ขมิ้นสด 2 กก. ต้ม 1 ชม. ใส่สารส้มช่วยติดสี

## สีแดงครั่ง
- ครั่ง 500 กรัม แช่น้ำมะขามเปียก 1 คืน แล้วต้ม
"""
EMAIL = """From: Yuki Tanaka <yuki.tanaka@kyotowashi.example.jp>
To: Wanphen Srisuk <wanphen.saapaper@gmail.com>
Date: Wed, 28 May 2025 16:42 +0900
Subject: Order confirmation - saa paper for our autumn collection

Dear Khun Wanphen,

Thank you for the samples, our designers loved the texture. We would like to confirm our first order:

- Natural (unbleached) saa paper, 60 x 90 cm: 1,200 sheets at 28 THB = 33,600 THB
- Indigo-dyed saa paper, 60 x 90 cm: 300 sheets at 45 THB = 13,500 THB

Order total: 47,100 THB.

Please ship by 31 July 2025, sea freight, FOB Laem Chabang. We will pay a 30% deposit by T/T after we receive
your proforma invoice, and the balance before shipment. Please pack each 100 sheets with tissue between the
sheets, and send us the indigo colour swatch before production.

If this goes well we plan a second order of about 3,000 sheets for spring.

Best regards,
Yuki Tanaka
Purchasing, Kyoto Washi Trading Co., Ltd.
"""
PROFORMA = [
    "Wanphen Saa Paper Mill",
    "88 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130, Thailand",
    "PROFORMA INVOICE No. PI2568-07",
    "Date: 2 June 2025",
    "Buyer: Kyoto Washi Trading Co., Ltd., Nakagyo-ku, Kyoto, Japan (Attn. Ms. Yuki Tanaka)",
]
PROFORMA_TABLE = [
    ("Description", "Quantity", "Unit price (THB)", "Amount (THB)"),
    ("Natural saa paper 60 x 90 cm", "1,200 sheets", "28.00", "33,600"),
    ("Indigo-dyed saa paper 60 x 90 cm", "300 sheets", "45.00", "13,500"),
    ("Export packing and documents", "1 lot", "2,500.00", "2,500"),
    ("Grand total", "", "", "49,600"),
]
PROFORMA_BOTTOM = [
    "Grand total: 49,600 THB (FOB Laem Chabang)",
    "Payment terms: 30% deposit of 14,880 THB by T/T within 7 days; balance 34,720 THB before shipment.",
    "Shipment: by 31 July 2025, sea freight.",
    "Bank: Kasikornbank, San Kamphaeng branch, account 123-4-56789-0, SWIFT KASITHBK",
]
LINE_BOONMEE = """[06/06/2568 15:20] วันเพ็ญ: เจ๊คะ ส่งใบเสนอราคาตัวจริงให้แล้วนะคะ ลายดอกไม้ 800 แผ่น ตามที่คุยกัน รวม 24,900 ค่ะ
[06/06/2568 15:41] เจ๊บุญมี: ได้จ้า เดี๋ยวดูก่อนนะ
[07/06/2568 09:05] เจ๊บุญมี: วันเพ็ญ ซองขอลดเหลือ 600 ซองได้ไหม ของเก่ายังเหลือเยอะ
[07/06/2568 09:12] วันเพ็ญ: ได้ค่ะเจ๊ ซอง 600 ซอง ราคาเดิม 5.50
[07/06/2568 09:15] เจ๊บุญมี: แล้วยอดใหม่เท่าไหร่
[07/06/2568 09:30] วันเพ็ญ: ยอดใหม่ 22,700 บาทค่ะ มัดจำครึ่งนึง 11,350 นะคะ
[07/06/2568 10:02] เจ๊บุญมี: โอนมัดจำแล้ว 11,350 นะ
[09/06/2568 18:44] เจ๊บุญมี: อีกเรื่อง ร้านจะปิดปรับปรุงถึง 25 มิ.ย. ขอเลื่อนส่งของเป็นวันที่ 27 มิ.ย. แทนได้ไหม
[09/06/2568 19:01] วันเพ็ญ: ได้ค่ะ งั้นส่ง 27 มิ.ย. ตอนเช้านะคะ
[09/06/2568 19:03] เจ๊บุญมี: โอเค ขอบใจจ้า
"""
LINE_HOTEL = """[15/05/2568 10:30] คุณแอน ลานนาคราฟท์: สวัสดีค่ะ ได้ใบเสนอราคาแล้วค่ะ ผู้จัดการขอเพิ่มสมุดเป็น 450 เล่มนะคะ
[15/05/2568 10:42] วันเพ็ญ: ได้ค่ะ สมุด 450 เล่ม ราคาเล่มละ 85 เท่าเดิมค่ะ
[16/05/2568 14:10] คุณแอน ลานนาคราฟท์: โคมขอลดเหลือ 40 ใบค่ะ งบไม่พอ
[16/05/2568 14:25] วันเพ็ญ: รับทราบค่ะ โคม 40 ใบ
[16/05/2568 14:26] คุณแอน ลานนาคราฟท์: ส่งของวันที่ 30 มิ.ย. ได้ไหมคะ
[16/05/2568 14:40] วันเพ็ญ: ได้ค่ะ 30 มิ.ย. ค่ะ
"""
LINE_FAMILY = """[01/06/2568 07:15] มิ้นท์: แม่ โรงเรียนให้จ่ายค่าทัศนศึกษา 1,500 นะคะ ในใบค่าเทอมมีแล้วใช่ไหม
[01/06/2568 07:40] วันเพ็ญ: มีแล้วลูก จ่ายไปพร้อมค่าเทอมแล้ว
[03/06/2568 12:02] ชัยวัฒน์: บิลค่าไฟบ้านมาแล้ว เดือนนี้แพงขึ้น แอร์ห้องยาย
[03/06/2568 12:05] วันเพ็ญ: เดี๋ยวโอนให้ ครบกำหนดวันนี้พอดี
[10/06/2568 20:30] ชัยวัฒน์: พรุ่งนี้พายายไปหาหมอที่ รพ.นครพิงค์ นัด 9 โมง นะ
[12/06/2568 16:10] วันเพ็ญ: ยายหมอนัดอีกทีเดือนหน้า ค่ายา 1,280
"""
PEA_BILL = [
    "Provincial Electricity Authority (PEA)\nSan Kamphaeng Branch\n\nELECTRICITY BILL\n"
    "Customer: Mr. Chaiwat Srisuk\nAddress: 88/1 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130\n"
    "Customer No.: 020014477125\nMeter reading period: 20 April 2025 - 20 May 2025",
    "Units used: 486 kWh\nEnergy charge: 2,129.70 THB\nFt charge: 95.23 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 157.47 THB\nAmount due: 2,407.02 THB\nDue date: 3 June 2025\n"
    "Pay at PEA counters, 7-Eleven or the PEA Smart Plus app.",
]
WATER_BILL = [
    "San Kamphaeng Municipal Waterworks\nWATER BILL - June 2025\nCustomer: Mrs. Wanphen Srisuk\n"
    "Address: 88/1 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai\n\nMeter: 1023 -> 1049 (26 cubic metres)\n"
    "Water charge: 260.00 THB\nService fee: 30.00 THB\nTotal: 290.00 THB\nPlease pay by 10 July 2025",
]
SCHOOL_FEE = [
    "Sunflower Bilingual School, Chiang Mai\nFEE STATEMENT - Academic Year 2025, Term 1\n\n"
    "Student: Miss Mint Srisuk   Grade 7 (M.1/2)   Student ID 25-0143\nParent: Mrs. Wanphen Srisuk\n\n"
    "Tuition fee ......................... 32,000 THB\nEnglish program fee ................. 4,500 THB\n"
    "Lunch ............................... 3,800 THB\nSchool bus (San Kamphaeng route) .... 4,200 THB\n"
    "Field trip ............................ 1,500 THB\n\nTotal: 46,000 THB\nPayment due: 15 May 2025\n"
    "A late fee of 500 THB applies after the due date.\nPay by bank transfer to Bangkok Bank 456-7-89012-3.",
]
INSURANCE = [
    "Siam Mutual Life Assurance PCL\n1 Sathorn Road, Bangkok 10120\n\n2 June 2025\n\n"
    "Mrs. Wanphen Srisuk\n88/1 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130\n\n"
    "Re: Renewal of your Health Plus Family policy No. HL-5523871\n\n"
    "Dear Mrs. Wanphen Srisuk,\n\nYour policy covering you, Mr. Chaiwat Srisuk and Miss Mint Srisuk\n"
    "is due for renewal on 1 July 2025.\n\nAnnual premium 2025-2026: 28,750 THB (2024-2025: 26,400 THB)\n"
    "In-patient cover: up to 1,000,000 THB per person per year\nRoom and board: up to 4,000 THB per night\n\n"
    "Please pay by 30 June 2025 to keep your cover without a gap.\n\nYours sincerely,\n"
    "Customer Service, Siam Mutual Life Assurance",
]
CAR_INSURANCE = [
    "บริษัท ไทยมั่นคงประกันภัย จำกัด (มหาชน)",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 มิถุนายน 2568",
    "เรียน คุณชัยวัฒน์ ศรีสุข",
    "กรมธรรม์ประกันภัยรถยนต์ ชั้น 1 เลขที่ MV-68-0912345 ของท่านจะสิ้นสุดความคุ้มครองในวันที่ 14 กรกฎาคม 2568",
    "รถยนต์: Isuzu D-Max Spark ปี 2020 ทะเบียน บธ 4471 เชียงใหม่",
]
CAR_TABLE = [
    ("รายการ", "ปีที่แล้ว (2567)", "ปีต่ออายุ (2568)"),
    ("ทุนประกัน", "560,000 บาท", "520,000 บาท"),
    ("ส่วนลดประวัติดี", "10%", "20%"),
    ("เบี้ยประกันรวมภาษีอากร", "19,650 บาท", "18,900 บาท"),
]
CAR_BOTTOM = [
    "กรุณาชำระเบี้ยประกันจำนวน 18,900 บาท ภายในวันที่ 14 กรกฎาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ผ่อนชำระได้ 3 งวด ไม่มีดอกเบี้ย ผ่านบัตรเครดิต",
    "สอบถาม โทร 1766 ต่อ 2",
]
# household spending: month -> (item, amount, note)
HOME_SPENDING = {
    "เม.ย. 68": [("ค่าไฟ (Electricity)", 2185, ""), ("ค่าน้ำ (Water)", 270, ""),
                 ("กับข้าว/ตลาด (Food)", 9800, ""), ("น้ำมันรถ (Fuel)", 3400, ""),
                 ("ค่าเน็ต+มือถือ (Internet/phone)", 1099, ""), ("เงินให้ยาย (For grandma)", 3000, "")],
    "พ.ค. 68": [("ค่าไฟ (Electricity)", 2407.02, "แอร์ห้องยาย"), ("ค่าน้ำ (Water)", 285, ""),
                ("ค่าเทอมมิ้นท์ เทอม 1 (School fees)", 46000, "จ่ายแล้ว 14 พ.ค."),
                ("ชุดนักเรียน+หนังสือ (Uniform/books)", 4350, ""), ("กับข้าว/ตลาด (Food)", 10200, ""),
                ("น้ำมันรถ (Fuel)", 3650, ""), ("ค่าเน็ต+มือถือ (Internet/phone)", 1099, ""),
                ("เงินให้ยาย (For grandma)", 3000, "")],
    "มิ.ย. 68": [("ค่าน้ำ (Water)", 290, ""), ("กับข้าว/ตลาด (Food)", 9600, ""),
                 ("น้ำมันรถ (Fuel)", 3200, ""), ("ค่าเน็ต+มือถือ (Internet/phone)", 1099, ""),
                 ("ค่ายายหาหมอ (Grandma's doctor)", 1280, "รพ.นครพิงค์"),
                 ("เงินให้ยาย (For grandma)", 3000, "")],
}
SHOPPING = "ของต้องซื้อ\n- ข้าวสาร 1 กระสอบ\n- ไข่ 2 แผง\n- น้ำยาล้างจาน\n- สีเทียนให้มิ้นท์\n- ปูนแดง (ย้อมคราม)\n"
WORKSPECT = {
    "todo.md": "- โทรหาสหกรณ์น่านเรื่องรอบส่งปอสาเดือน ก.ค.\n- ส่งตัวอย่างสีครามให้ญี่ปุ่น\n"
               "- ต่อประกันรถกระบะก่อนไปเมืองทอง\n- จ่ายค่าบูธงานคราฟท์ส่วนที่เหลือ\n",
}


def _books(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    """A year's book: sales by channel on one sheet, expenses by kind on the other, a total row on each."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายโรงกระดาษสาวันเพ็ญ ปี {year} (Sales {year})"])
    sheet.append(["เดือน (Month)", "หน้าร้าน (Shop)", "ขายส่ง (Wholesale)", "ส่งออก (Export)", "รวม (Total)"])
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("รายจ่าย Expenses")
    cost.append([f"รายจ่ายโรงกระดาษ ปี {year} (Expenses {year})"])
    cost.append(["เดือน (Month)", "วัตถุดิบ (Materials)", "ค่าแรง (Wages)", "ค่าไฟ/น้ำ (Utilities)",
                 "อื่นๆ (Other)", "รวม (Total)", "หมายเหตุ (Note)"])
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row[:4], sum(row[:4]), row[4]])
    cost.append(["รวม (Total)", *(sum(r[i] for r in expenses) for i in range(4)),
                 sum(sum(r[:4]) for r in expenses), ""])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _products(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จำนวนขาย Units sold"
    sheet.append(["จำนวนที่ขายได้แยกตามสินค้า ม.ค.-มิ.ย. 2568 (Units sold by product, Jan-Jun 2025)"])
    sheet.append(["สินค้า (Product)", "หน่วย (Unit)", "ม.ค. Jan", "ก.พ. Feb", "มี.ค. Mar", "เม.ย. Apr",
                  "พ.ค. May", "มิ.ย. Jun", "รวม (Total)"])
    for name, unit, counts in PRODUCTS:
        sheet.append([name, unit, *counts, sum(counts)])
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง มิ.ย. 68"
    sheet.append(["ค่าแรงพนักงาน เดือนมิถุนายน 2568 (Wages, June 2025)"])
    sheet.append(["ชื่อ (Name)", "หน้าที่ (Job)", "วันทำงาน (Days)", "ค่าแรง/วัน (Daily, THB)",
                  "รวมจ่าย (Pay, THB)", "หมายเหตุ (Note)"])
    total = 0
    for name, job, days, daily, monthly, note in WAGES:
        pay = days * daily if daily else monthly
        total += pay
        sheet.append([name, job, days, daily if daily else "-", pay, note])
    sheet.append(["รวม (Total)", "", "", "", total, ""])
    money_format(sheet, 4)
    money_format(sheet, 5)
    book.save(path)


def _home(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    mill = docs / "งานโรงกระดาษ"
    quotes, suppliers, books = mill / "ใบเสนอราคา", mill / "Suppliers", mill / "บัญชี"
    plans, export = mill / "แผนงาน", mill / "Export ญี่ปุ่น"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, books, plans, export, home / "บิล", home / "ลูก", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บุญมีเครื่องเขียน_ร่าง.docx", BOONMEE_DRAFT, BOONMEE_DRAFT_TABLE,
               bottom=BOONMEE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บุญมีเครื่องเขียน_ฉบับจริง.docx", BOONMEE_FINAL, BOONMEE_FINAL_TABLE,
               bottom=BOONMEE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เวดดิ้งเพลส.docx", WEDDING, WEDDING_TABLE, bottom=WEDDING_BOTTOM)
    write_docx(quotes / "Quotation_LannaCraftHotel.docx", HOTEL, HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    write_docx(suppliers / "สัญญาซื้อขายปอสา_สหกรณ์น่าน_2568.docx", CONTRACT)
    make_pdf(suppliers / "NanMulberryCoop_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ใบราคาปอสา_สหกรณ์น่าน_2567.docx", PRICELIST_2567, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(suppliers / "CMChemical_invoice_INV6804-117.pdf", CHEM_INVOICE)
    _books(books / "ยอดขาย_รายจ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _books(books / "ยอดขาย_รายจ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _products(books / "ยอดขายแยกสินค้า_ม.ค.-มิ.ย.2568.xlsx")
    _wages(books / "ค่าแรงพนักงาน_มิ.ย.2568.xlsx")
    write_slides(plans / "แผนปี2569.pptx", PLAN)
    write_texts(plans, {"งานคราฟท์เมืองทอง_ส.ค.68.md": FAIR, "บันทึกประชุมพนักงาน_5มิ.ย.68.md": STAFF_MEETING,
                        "สูตรย้อมสีธรรมชาติ.md": DYES})
    write_texts(export, {"email_KyotoWashi_order.txt": EMAIL})
    write_docx(export / "ProformaInvoice_KyotoWashi_PI2568-07.docx", PROFORMA, PROFORMA_TABLE, bottom=PROFORMA_BOTTOM)
    write_texts(docs / "LINE", {"LINE_เจ๊บุญมี.txt": LINE_BOONMEE, "LINE_คุณแอน_ลานนาคราฟท์.txt": LINE_HOTEL,
                                "แชทกลุ่มบ้านเรา.txt": LINE_FAMILY})
    make_pdf(home / "บิล" / "PEA_bill_May2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "water_bill_June2025.pdf", WATER_BILL)
    make_pdf(home / "ลูก" / "SchoolFee_Mint_Term1_2025.pdf", SCHOOL_FEE)
    make_pdf(home / "ประกัน" / "Insurance_renewal_letter_2025.pdf", INSURANCE)
    write_docx(home / "ประกัน" / "ต่อประกันรถกระบะ_2568.docx", CAR_INSURANCE, CAR_TABLE, bottom=CAR_BOTTOM)
    _home(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"ของต้องซื้อ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
