"""Blind set: the documents of สวนมะม่วงแก้วมณี (Kaewmanee Mango Orchard), a mango grower and packer.

The owner is คุณสมพร แก้วมณี (Somporn Kaewmanee). She and her husband ประเสริฐ (Prasert) grow
น้ำดอกไม้สีทอง mangoes on 40 rai in อ.บางคล้า จ.ฉะเชิงเทรา, pack them in their own shed, and sell the export
grades to an exporter, บริษัท สยามโกลเด้นฟรุต จำกัด (Siam Golden Fruit Co., Ltd., buyer คุณต้อม), the
lower grades to a wholesaler at ตลาดไท (เจ๊หมวย) and the rest at the weekend market. Their son น้องภูมิ is in ป.4.

Files under Documents/:
- ใบเสนอราคา/ใบเสนอราคา_SGF_ร่าง.docx: the draft quote to Siam Golden Fruit (48 and 35 baht/kg, never sent);
- ใบเสนอราคา/ใบเสนอราคา_SGF_final.docx: the quote actually sent (52 and 36 baht/kg, total 1,152,000);
- ใบเสนอราคา/Quotation_ThaiOrchardExport.docx: a similar quote, in English, to another exporter;
- สัญญา/สัญญาซื้อขายมะม่วง_2568.docx: the season's sale contract with the exporter (Thai);
- Export/SGF_packing_spec_2025.pdf: the exporter's packing and QC specification (English);
- Export/SGF_payment_advice_May2025.pdf: the exporter's payment advice for May (English);
- Export/email_QC_result_19May.txt: the QC department's email about the 19 May lot (English);
- ซื้อของเข้าสวน/CCS_Packaging_pricelist_2025.pdf: the packaging supplier's 2025 price list (English);
- ซื้อของเข้าสวน/ราคากล่องปี67.docx: the same supplier's price list of last year (Thai name ฉะเชิงเทราแพคเกจจิ้ง);
- ซื้อของเข้าสวน/CCS_invoice_CP-25-0412.pdf: the packaging supplier's April tax invoice;
- ซื้อของเข้าสวน/Rungruang_invoice_Feb2025.pdf: the fertilizer shop's February invoice;
- บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx and บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx: sales and expenses, two sheets each;
- บัญชี/ค่าแรงคนงาน_2568.xlsx: wages per worker, months as columns;
- LINE/แชท_ต้อม_SGF.txt: LINE chat with the exporter's buyer, the 12 May order changes twice;
- LINE/แชท_เจ๊หมวยตลาดไท.txt: LINE chat with the market wholesaler, the order and price change;
- สวน/บันทึกเก็บมะม่วง_2568.md: harvest log; สวน/ตรวจGAP_มค68.md: notes of the GAP audit;
  สวน/ขายตลาดนัด_พค.txt: weekend market takings;
- Plan/แผนปี69.pptx: slides of next year's plan;
- Bills/PEA_bill_house_Jun2025.pdf and Bills/PEA_bill_pump_Jun2025.pdf: two electricity bills (house, farm pump);
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month;
- บ้าน/ประกัน/motor_insurance_renewal_2025.pdf: the pickup's insurance renewal letter (English);
- บ้าน/โรงเรียนน้องภูมิ/: the term-fee notice (docx), the parents' LINE group, the uniform receipt;
- ส่วนตัว/: a recipe and a shopping list (distractors).
Every figure a task checks is written literally here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

# ---------------------------------------------------------------- quotes and contract
QUOTE_DRAFT_TOP = [
    "สวนมะม่วงแก้วมณี  88 หมู่ 4 ต.ท่าทองหลาง อ.บางคล้า จ.ฉะเชิงเทรา  โทร 089-514-2270",
    "ใบเสนอราคา เลขที่ QT-2568-004 (ร่าง ยังไม่ได้ส่ง)",
    "วันที่ 20 กุมภาพันธ์ 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท สยามโกลเด้นฟรุต จำกัด",
    "สวนฯ ขอเสนอราคามะม่วงน้ำดอกไม้สีทองสำหรับส่งออก ฤดูกาล 2568 ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวน (กก.)", "ราคา/กก. (บาท)", "จำนวนเงิน (บาท)"),
    ("มะม่วงน้ำดอกไม้สีทอง เกรด A (350–450 กรัม/ลูก)", "20,000", "48", "960,000"),
    ("มะม่วงน้ำดอกไม้สีทอง เกรด B (280–349 กรัม/ลูก)", "8,000", "35", "280,000"),
    ("รวมทั้งสิ้น", "", "", "1,240,000"),
]
QUOTE_DRAFT_BOTTOM = [
    "ราคานี้รวมคัดเกรดและบรรจุกล่อง 5 กก. ส่งมอบที่โรงคัดบรรจุของสวน",
    "หมายเหตุถึงตัวเอง: รอคุยกับพี่ประเสริฐเรื่องราคาก่อน ยังไม่ส่ง",
]
QUOTE_FINAL_TOP = [
    "สวนมะม่วงแก้วมณี  88 หมู่ 4 ต.ท่าทองหลาง อ.บางคล้า จ.ฉะเชิงเทรา  โทร 089-514-2270",
    "ใบเสนอราคา เลขที่ QT-2568-004 แก้ไขครั้งที่ 1 (ฉบับส่งจริง)",
    "วันที่ 3 มีนาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท สยามโกลเด้นฟรุต จำกัด (คุณต้อม)",
    "สวนฯ ขอเสนอราคามะม่วงน้ำดอกไม้สีทองสำหรับส่งออก ฤดูกาล 2568 ดังนี้",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวน (กก.)", "ราคา/กก. (บาท)", "จำนวนเงิน (บาท)"),
    ("มะม่วงน้ำดอกไม้สีทอง เกรด A (350–450 กรัม/ลูก)", "18,000", "52", "936,000"),
    ("มะม่วงน้ำดอกไม้สีทอง เกรด B (280–349 กรัม/ลูก)", "6,000", "36", "216,000"),
    ("รวมทั้งสิ้น", "", "", "1,152,000"),
]
QUOTE_FINAL_BOTTOM = [
    "ราคานี้รวมคัดเกรด อบไอน้ำร้อน และบรรจุกล่อง 5 กก. ส่งมอบที่โรงคัดบรรจุของสวน",
    "ส่งมอบเป็นรอบ ระหว่างเดือนเมษายน ถึงมิถุนายน 2568",
    "ยืนราคาถึงวันที่ 31 มีนาคม 2568",
    "ลงชื่อ สมพร แก้วมณี ผู้เสนอราคา",
]
QUOTE_TOE_TOP = [
    "Kaewmanee Mango Orchard - 88 Moo 4, Tha Thonglang, Bang Khla, Chachoengsao 24110",
    "QUOTATION No. QT-2568-006",
    "Date: 10 March 2025",
    "To: Purchasing Department, Thai Orchard Export Co., Ltd., Bangkok",
    "We are pleased to quote Nam Dok Mai Si Thong mangoes for the 2025 season as follows:",
]
QUOTE_TOE_TABLE = [
    ("Item", "Quantity (kg)", "Price (THB/kg)", "Amount (THB)"),
    ("Nam Dok Mai Si Thong, Grade A (350-450 g/fruit)", "10,000", "55.00", "550,000.00"),
    ("Nam Dok Mai Si Thong, Grade B (280-349 g/fruit)", "4,000", "38.00", "152,000.00"),
    ("Total", "", "", "702,000.00"),
]
QUOTE_TOE_BOTTOM = [
    "Terms: price ex-orchard, graded and loaded in the buyer's plastic crates; the buyer arranges transport.",
    "Deposit: 30% on order, balance within 15 days of each pick-up.",
    "This quotation is valid until 31 March 2025.",
    "Somporn Kaewmanee, owner",
]
CONTRACT_TOP = [
    "สัญญาซื้อขายมะม่วงเพื่อการส่งออก",
    "ทำที่ สวนมะม่วงแก้วมณี อ.บางคล้า จ.ฉะเชิงเทรา วันที่ 15 มีนาคม 2568",
    "ระหว่าง นางสมพร แก้วมณี (ผู้ขาย) กับ บริษัท สยามโกลเด้นฟรุต จำกัด โดยนายวัฒนา ศรีสุข (ผู้ซื้อ)",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 สินค้าและปริมาณ",
     "มะม่วงน้ำดอกไม้สีทอง เกรด A จำนวน 18,000 กิโลกรัม ราคากิโลกรัมละ 52 บาท\n"
     "มะม่วงน้ำดอกไม้สีทอง เกรด B จำนวน 6,000 กิโลกรัม ราคากิโลกรัมละ 36 บาท\n"
     "มูลค่ารวมตามสัญญา 1,152,000 บาท"),
    ("ข้อ 2 การส่งมอบ",
     "ผู้ขายส่งมอบเป็นรอบตามที่ผู้ซื้อแจ้งล่วงหน้าไม่น้อยกว่า 3 วัน ระหว่างวันที่ 1 เมษายน ถึง 30 มิถุนายน 2568\n"
     "ส่งมอบที่โรงคัดบรรจุของผู้ขาย บรรจุกล่องกระดาษ 5 กิโลกรัม ตามข้อกำหนดการบรรจุของผู้ซื้อ"),
    ("ข้อ 3 เงินมัดจำและการชำระเงิน",
     "ผู้ซื้อวางเงินมัดจำ 100,000 บาท ในวันทำสัญญา และหักคืนจากค่าสินค้ารอบสุดท้าย\n"
     "ผู้ซื้อชำระค่าสินค้าแต่ละรอบภายใน 15 วัน นับจากวันส่งมอบ โดยโอนเข้าบัญชีธนาคารกสิกรไทยของผู้ขาย"),
    ("ข้อ 4 การตรวจคุณภาพ",
     "ผู้ซื้อสุ่มตรวจคุณภาพทุกรอบ หากผลไม่ผ่านเกิน 5% ของน้ำหนักรอบนั้น ผู้ซื้อมีสิทธิหักเงินส่วนที่ไม่ผ่านตามราคาในข้อ 1"),
    ("ข้อ 5 การเลิกสัญญา",
     "หากผู้ขายส่งมอบไม่ครบเพราะเหตุสุดวิสัย เช่น พายุ หรือโรคระบาด ให้ตกลงลดปริมาณกันเป็นหนังสือ"),
]
CONTRACT_BOTTOM = [
    "ลงชื่อ สมพร แก้วมณี ผู้ขาย",
    "ลงชื่อ วัฒนา ศรีสุข ผู้จัดการฝ่ายจัดซื้อ บริษัท สยามโกลเด้นฟรุต จำกัด ผู้ซื้อ",
    "ลงชื่อ ประเสริฐ แก้วมณี พยาน",
]

# ---------------------------------------------------------------- exporter papers (English)
SPEC_PAGES = [
    "Siam Golden Fruit Co., Ltd.\n"
    "99/12 Moo 7, Bang Na-Trat Road km 23, Bang Sao Thong, Samut Prakan 10570\n"
    "EXPORT PACKING SPECIFICATION - MANGO NAM DOK MAI SI THONG - SEASON 2025\n"
    "For: contracted growers (Korea and Japan markets)\n"
    " \n"
    "1. Fruit weight: Grade A 350-450 g per fruit; Grade B 280-349 g per fruit.\n"
    "2. Maturity: minimum TSS 14 Brix at ripening; flesh firm, no soft spots.\n"
    "3. Skin: anthracnose and sap burn marks not more than 2 cm2 per fruit.\n"
    "4. Treatment: hot water 48 C for 60 minutes, then dry and cool to 13 C.\n"
    "5. Carton: 5 kg net, 10 to 14 fruits per carton, each fruit in a foam net sleeve.\n"
    "6. Label: grower GAP number, grade, pack date on the short side of the carton.",
    "7. Sampling: QC samples 3% of cartons per lot at the grower's packing shed.\n"
    "8. A lot with more than 5% rejected weight is charged back at the contract price.\n"
    "9. Pick-up: the truck arrives 06:00; cartons must be ready and cooled.\n"
    " \n"
    "Contact: QC Department, qc@siamgoldenfruit.co.th, tel. 02-315-8840",
]
PAYMENT_PAGES = [
    "Siam Golden Fruit Co., Ltd.\n"
    "PAYMENT ADVICE No. PA-2505-077\n"
    "Payment date: 30 May 2025\n"
    "Payee: Mrs. Somporn Kaewmanee (Kaewmanee Mango Orchard)\n"
    "Bank: Kasikornbank, Bang Khla branch, account xxx-x-x4127-x\n"
    " \n"
    "Invoice INV-2568-011, delivered 12 May 2025\n"
    "   Grade A 2,400 kg x 52.00 = 124,800.00 THB\n"
    "Invoice INV-2568-012, delivered 19 May 2025\n"
    "   Grade A 3,100 kg x 52.00 = 161,200.00 THB\n"
    "   Grade B 1,200 kg x 36.00 = 43,200.00 THB\n"
    "Gross amount: 329,200.00 THB\n"
    "Less QC charge-back, lot 19 May (192 kg Grade A): 9,984.00 THB\n"
    "Less withholding tax 1%: 3,292.00 THB\n"
    "NET AMOUNT PAID: 315,924.00 THB\n"
    " \n"
    "Accounts Payable, Siam Golden Fruit Co., Ltd."
]
QC_EMAIL = """From: QC Department <qc@siamgoldenfruit.co.th>
To: somporn.kmango@gmail.com
Cc: tom.w@siamgoldenfruit.co.th
Date: Wed, 21 May 2025 10:42
Subject: QC result - Kaewmanee lot 19 May 2025 (INV-2568-012)

Dear Khun Somporn,

Please find the QC result for your lot picked up on 19 May 2025 (Grade A 3,100 kg, Grade B 1,200 kg).

- Sample: 3% of cartons, checked at our Samut Prakan plant on 20 May.
- Grade A rejected weight: 192 kg, which is 6.2% of the Grade A weight (limit 5% under the contract).
- Main defects: anthracnose spots larger than 2 cm2 and sap burn on the skin; a few fruits below 350 g.
- Grade B: passed.

Under clause 4 of the contract the rejected 192 kg is charged back at 52 THB/kg, a deduction of 9,984 THB,
which will be taken from the May payment. The rejected fruit can be collected at our plant until 24 May,
otherwise we will dispose of it.

For the next lots please dip for a full 60 minutes in the hot-water tank and sort out the marked fruit before packing.
We can send our QC staff to your shed on 26 May to help if you wish.

Best regards,
Nattaya P.
QC Supervisor, Siam Golden Fruit Co., Ltd.
"""

# ---------------------------------------------------------------- suppliers
CCS_PRICES_2025 = [
    "Chachoengsao Packaging Ltd., Part.\n"
    "45/3 Suwinthawong Road, Na Mueang, Mueang Chachoengsao 24000 - Tel. 038-511-624\n"
    "PRICE LIST 2025 (valid 1 January - 31 December 2025, prices exclude VAT 7%)\n"
    " \n"
    "Code   Item                                        Unit    Price (THB)\n"
    "C-05E  Export carton 5 kg, printed 2 colours       piece   18.50\n"
    "C-10L  Local carton 10 kg, plain                    piece   14.00\n"
    "FN-01  Foam net sleeve for mango                    piece   0.45\n"
    "PT-05  Paper tray insert for 5 kg carton            piece   2.20\n"
    "PC-20  Plastic crate 20 kg                          piece   95.00\n"
    "TP-48  Packing tape 48 mm x 100 m                   roll    38.00\n"
    " \n"
    "Minimum order 1,000 cartons. Free delivery within Chachoengsao for orders over 20,000 THB.\n"
    "Payment: 30 days for regular customers."
]
CCS_PRICES_2567 = [
    "หจก. ฉะเชิงเทราแพคเกจจิ้ง",
    "45/3 ถ.สุวินทวงศ์ ต.หน้าเมือง อ.เมืองฉะเชิงเทรา โทร 038-511-624",
    "ใบแจ้งราคาสินค้า ปี 2567 (ราคายังไม่รวม VAT 7%)",
]
CCS_PRICES_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("C-05E", "กล่องส่งออก 5 กก. พิมพ์ 2 สี", "ใบ", "16.50"),
    ("C-10L", "กล่องขายในประเทศ 10 กก. ไม่พิมพ์", "ใบ", "13.00"),
    ("FN-01", "ตาข่ายโฟมหุ้มมะม่วง", "ชิ้น", "0.35"),
    ("PT-05", "ถาดกระดาษรองกล่อง 5 กก.", "ชิ้น", "2.00"),
    ("PC-20", "ลังพลาสติก 20 กก.", "ใบ", "89.00"),
    ("TP-48", "เทปกาว 48 มม. x 100 ม.", "ม้วน", "35.00"),
]
CCS_PRICES_2567_BOTTOM = [
    "สั่งขั้นต่ำ 1,000 ใบ ส่งฟรีในเขตฉะเชิงเทราเมื่อสั่งเกิน 20,000 บาท",
    "ราคามีผลถึง 31 ธันวาคม 2567",
]
CCS_INVOICE = [
    "Chachoengsao Packaging Ltd., Part.\n"
    "45/3 Suwinthawong Road, Na Mueang, Mueang Chachoengsao 24000 - Tax ID 0243551000817\n"
    "TAX INVOICE / RECEIPT No. CP-25-0412\n"
    "Date: 2 April 2025\n"
    "Customer: Mrs. Somporn Kaewmanee, Kaewmanee Mango Orchard, Bang Khla\n"
    " \n"
    "C-05E Export carton 5 kg   3,000 pcs x 18.50 = 55,500.00\n"
    "FN-01 Foam net sleeve     30,000 pcs x 0.45 = 13,500.00\n"
    "Subtotal: 69,000.00 THB\n"
    "VAT 7%: 4,830.00 THB\n"
    "TOTAL: 73,830.00 THB\n"
    " \n"
    "Paid by transfer 2 April 2025. Thank you."
]
FERTILIZER_INVOICE = [
    "Rungruang Kaset Supply\n"
    "12 Market Road, Bang Khla, Chachoengsao 24110 - Tel. 038-541-209\n"
    "INVOICE No. RR-6802-118\n"
    "Date: 14 February 2025\n"
    "Bill to: Khun Somporn Kaewmanee (Kaewmanee orchard)\n"
    " \n"
    "Fertilizer 15-15-15, 50 kg bag     40 bags x 890.00 = 35,600.00\n"
    "Fertilizer 8-24-24, 50 kg bag      20 bags x 960.00 = 19,200.00\n"
    "Paclobutrazol 10%, 1 L             6 bottles x 1,150.00 = 6,900.00\n"
    "TOTAL AMOUNT DUE: 61,700.00 THB\n"
    " \n"
    "Credit terms: 30 days. Due date: 15 March 2025\n"
    "Please transfer to Bangkok Bank 372-4-08815-6, Rungruang Kaset Supply."
]

# ---------------------------------------------------------------- accounts
SALES_HEADERS = ("เดือน (Month)", "ขายส่งออก - สยามโกลเด้น (Exporter, THB)", "ขายส่ง ตลาดไท (Wholesale market, THB)",
                 "ขายหน้าสวน/ตลาดนัด (Farm gate & market, THB)", "รวม (Total, THB)")
SALES_2568 = [
    ("ม.ค. 2568", 0, 18400, 3200), ("ก.พ. 2568", 0, 26800, 4500), ("มี.ค. 2568", 0, 42300, 8900),
    ("เม.ย. 2568", 238600, 65400, 15200), ("พ.ค. 2568", 329200, 71900, 18750), ("มิ.ย. 2568", 184300, 38600, 9100),
]
SALES_2567 = [
    ("ม.ค. 2567", 0, 15200, 2800), ("ก.พ. 2567", 0, 22100, 3900), ("มี.ค. 2567", 0, 37500, 7600),
    ("เม.ย. 2567", 198400, 58300, 12400), ("พ.ค. 2567", 276500, 66200, 16300), ("มิ.ย. 2567", 151700, 35800, 8200),
    ("ก.ค. 2567", 0, 9400, 2100), ("ส.ค. 2567", 0, 0, 0), ("ก.ย. 2567", 0, 0, 0), ("ต.ค. 2567", 0, 0, 0),
    ("พ.ย. 2567", 0, 4800, 1500), ("ธ.ค. 2567", 0, 12600, 2600),
]
EXPENSE_HEADERS = ("เดือน (Month)", "ปุ๋ย/ยา (Fertilizer & chemicals)", "ค่าแรง (Wages)", "บรรจุภัณฑ์ (Packaging)",
                   "น้ำมัน/ขนส่ง (Fuel & transport)", "ค่าไฟปั๊มน้ำ (Pump electricity)", "รวม (Total)")
WORKERS = ("ชื่อ (Name)", "ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.")
WAGES_2568 = [
    ("ลุงแดง (Daeng)", 9000, 9000, 9000, 12600, 13200, 10800),
    ("พี่สมศักดิ์ (Somsak)", 9000, 9000, 9000, 12000, 12600, 10200),
    ("ป้านวล (Nuan)", 7500, 7500, 7800, 10350, 10800, 8400),
    ("พี่จันทร์ (Chan)", 0, 0, 6000, 11400, 12000, 7200),
    ("น้องเอ็ม (M) รายวันช่วงเก็บ", 0, 0, 0, 12600, 13800, 4500),
]
WAGES_TOTAL_2568 = [sum(row[i] for row in WAGES_2568) for i in range(1, 7)]
EXPENSES_2568 = [  # fertilizer, packaging, fuel, pump electricity (wages come from the wage book)
    ("ม.ค. 2568", 8400, 0, 3200, 2860), ("ก.พ. 2568", 61700, 0, 2900, 3140),
    ("มี.ค. 2568", 12300, 4280, 4100, 3680), ("เม.ย. 2568", 5600, 73830, 9800, 3925),
    ("พ.ค. 2568", 3100, 21400, 11200, 3710), ("มิ.ย. 2568", 9500, 8650, 6300, 3390),
]
EXPENSES_2567 = [  # fertilizer, wages, packaging, fuel, pump electricity
    ("ม.ค. 2567", 7900, 24000, 0, 2900, 2510), ("ก.พ. 2567", 54200, 24000, 0, 2700, 2790),
    ("มี.ค. 2567", 11800, 29500, 3960, 3800, 3240), ("เม.ย. 2567", 4900, 51200, 62150, 8700, 3555),
    ("พ.ค. 2567", 2800, 55400, 18700, 10100, 3420), ("มิ.ย. 2567", 8800, 38900, 7200, 5600, 3010),
    ("ก.ค. 2567", 15600, 24000, 0, 2100, 2480), ("ส.ค. 2567", 3200, 18000, 0, 1500, 1960),
    ("ก.ย. 2567", 2900, 18000, 0, 1400, 1820), ("ต.ค. 2567", 18700, 24000, 0, 2200, 2150),
    ("พ.ย. 2567", 6100, 24000, 0, 2500, 2330), ("ธ.ค. 2567", 9300, 24000, 1850, 3100, 2420),
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ม.ค.68": [("กับข้าว/ตลาด (Food)", 9200, ""), ("ค่าไฟบ้าน (Electricity)", 1615, "PEA"),
               ("ค่าน้ำประปา (Water)", 240, ""), ("โทรศัพท์+เน็ต (Phone & internet)", 899, "AIS 3 เบอร์"),
               ("น้ำมันรถเก๋ง (Fuel)", 2400, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, "งวดที่ 31/60"),
               ("ให้แม่ (Mother)", 3000, ""), ("เบ็ดเตล็ด (Misc.)", 1850, "")],
    "ก.พ.68": [("กับข้าว/ตลาด (Food)", 8750, ""), ("ค่าไฟบ้าน (Electricity)", 1540, "PEA"),
               ("ค่าน้ำประปา (Water)", 230, ""), ("โทรศัพท์+เน็ต (Phone & internet)", 899, ""),
               ("น้ำมันรถเก๋ง (Fuel)", 2100, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, "งวดที่ 32/60"),
               ("ให้แม่ (Mother)", 3000, ""), ("งานบวชหลานลุงแดง (Ordination gift)", 1000, ""),
               ("เบ็ดเตล็ด (Misc.)", 1320, "")],
    "มี.ค.68": [("กับข้าว/ตลาด (Food)", 9850, "ญาติมาพัก 3 วัน"), ("ค่าไฟบ้าน (Electricity)", 1688, "PEA"),
                ("ค่าน้ำประปา (Water)", 265, ""), ("โทรศัพท์+เน็ต (Phone & internet)", 899, ""),
                ("น้ำมันรถเก๋ง (Fuel)", 2650, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, "งวดที่ 33/60"),
                ("ให้แม่ (Mother)", 3000, ""), ("ซ่อมแอร์ห้องนอน (Air-con repair)", 1800, ""),
                ("เบ็ดเตล็ด (Misc.)", 1788, "")],
}

# ---------------------------------------------------------------- chats and notes
CHAT_TOM = """[05/05/2568 08:12] ต้อม สยามโกลเด้น: พี่พรครับ รอบวันจันทร์ที่ 12 พ.ค. ขอเกรด A 3,000 โลนะครับ ราคา 52 ตามสัญญา
[05/05/2568 08:31] สมพร แก้วมณี: ได้ค่ะ เดี๋ยวพี่ให้คนงานเริ่มเก็บวันที่ 10
[05/05/2568 08:32] ต้อม สยามโกลเด้น: 👍 รถเข้า 6 โมงเช้าเหมือนเดิมครับ
[08/05/2568 17:45] ต้อม สยามโกลเด้น: พี่ครับ ขอโทษนะครับ ตู้ไปเกาหลีรอบนี้ได้พื้นที่น้อยลง ขอลดเหลือ 2,500 โลก่อนครับ
[08/05/2568 18:02] สมพร แก้วมณี: โอเคค่ะ ที่เหลือพี่ส่งตลาดไทไปก่อน
[10/05/2568 14:20] สมพร แก้วมณี: ต้อม ปีนี้ลูกใหญ่สวยมาก ขอเกรดเอโลละ 54 ได้มั้ยคะ
[10/05/2568 15:05] ต้อม สยามโกลเด้น: ผมถามนายแล้วครับพี่ ราคาคงเดิม 52 ตามสัญญานะครับ ปรับไม่ได้จริงๆ
[10/05/2568 15:06] สมพร แก้วมณี: ได้ค่ะ ไม่เป็นไร
[11/05/2568 20:14] ต้อม สยามโกลเด้น: พี่ครับ สรุปพรุ่งนี้เอา 2,400 โลนะครับ ตู้เต็มจริงๆ แล้ว รอบหน้าวันที่ 19 เอาเยอะครับ
[11/05/2568 20:20] สมพร แก้วมณี: รับทราบค่ะ 2,400 โล พรุ่งนี้ 6 โมงเจอกัน
[12/05/2568 09:40] ต้อม สยามโกลเด้น: รับของครบแล้วครับพี่ เดี๋ยวบัญชีออกใบ INV-2568-011 ให้ครับ
"""
CHAT_MUAY = """[14/05/2568 06:50] เจ๊หมวย ตลาดไท: สมพร เสาร์นี้ส่งน้ำดอกไม้เกรดบีมา 800 โลนะ โลละ 30
[14/05/2568 07:15] สมพร แก้วมณี: เจ๊ขา ปีนี้ลูกสวยนะ ขอ 32 ได้มั้ยคะ
[14/05/2568 07:40] เจ๊หมวย ตลาดไท: 32 ไม่ไหว ตลาดของเข้าเยอะ 31 ละกัน แต่เจ๊เอาเพิ่มเป็น 1,000 โล
[14/05/2568 07:42] สมพร แก้วมณี: ตกลงค่ะเจ๊ 31 นะคะ
[16/05/2568 19:05] เจ๊หมวย ตลาดไท: สมพร เปลี่ยนเป็น 1,200 โลเลย ลูกค้าเจ้าประจำสั่งเพิ่ม แล้วขอเลื่อนส่งเป็นวันอาทิตย์ที่ 18 พ.ค. แทนนะ เสาร์เจ๊ไม่อยู่
[16/05/2568 19:10] สมพร แก้วมณี: ได้ค่ะ 1,200 โล โลละ 31 ส่งอาทิตย์ที่ 18 ตีสี่ออกจากสวนค่ะ
[18/05/2568 08:30] เจ๊หมวย ตลาดไท: ได้ของแล้ว สวยดี โอนให้แล้วนะ 37,200
[18/05/2568 08:33] สมพร แก้วมณี: ขอบคุณค่ะเจ๊ 🙏
"""
HARVEST_LOG = """# บันทึกเก็บมะม่วง ปี 2568 (น้ำดอกไม้สีทอง)

| วันที่เก็บ | แปลง | เกรด A (กก.) | เกรด B (กก.) | เกรด C/ตกเกรด (กก.) | หมายเหตุ |
|---|---|---|---|---|---|
| 5 เม.ย. 68 | แปลงหน้า | 1,850 | 720 | 310 | รอบแรก ลูกยังไม่ค่อยได้ไซซ์ |
| 12 เม.ย. 68 | แปลงหน้า | 2,600 | 940 | 280 | |
| 21 เม.ย. 68 | แปลงหลังบ้าน | 2,900 | 1,050 | 420 | ฝนตกช่วงบ่าย |
| 10-11 พ.ค. 68 | แปลงริมคลอง | 2,700 | 1,600 | 380 | ต้อมลดเหลือ 2,400 ที่เหลือเข้าตลาดไท |
| 17-18 พ.ค. 68 | แปลงริมคลอง | 3,300 | 2,650 | 510 | เจ๊หมวยเอาเกรดบี 1,200 |
| 2 มิ.ย. 68 | แปลงหลังบ้าน | 2,150 | 980 | 460 | รอบท้าย ๆ |

- ปีนี้แอนแทรคโนสเยอะช่วงกลาง พ.ค. ต้องพ่นยาเพิ่ม
- ถุงห่อผลใช้ไป 42,000 ใบ
"""
GAP_NOTES = """# จดตอนเจ้าหน้าที่มาตรวจ GAP

วันที่ตรวจ: 22 มกราคม 2568
ผู้ตรวจ: คุณอรุณี จากสำนักงานเกษตรจังหวัดฉะเชิงเทรา + เจ้าหน้าที่กรมวิชาการเกษตร 1 คน
เลขทะเบียน GAP ของสวน: กษ 03-9001-24-043-000587 (หมดอายุ 21 กุมภาพันธ์ 2570)

## สิ่งที่เขาให้แก้
- โรงเก็บปุ๋ยกับสารเคมีต้องแยกจากที่เก็บอุปกรณ์เก็บเกี่ยว ทำป้ายให้ชัด
- สมุดบันทึกการพ่นยาต้องจดชื่อสาร อัตรา และวันเก็บเกี่ยวที่ปลอดภัยทุกครั้ง
- ให้มีชุดปฐมพยาบาลที่โรงคัด
- ภาชนะสารเคมีที่ใช้แล้วห้ามเผา ต้องรวบรวมส่งจุดรับ

## ผล
ผ่าน มีข้อแนะนำ 4 ข้อ ต้องส่งรูปการแก้ไขทางไลน์ภายใน 30 วัน
"""
MARKET_NOTES = """ขายตลาดนัดบางคล้า (เสาร์-อาทิตย์) เดือน พ.ค. 68
3-4 พ.ค.   ขายได้ 4,350 บาท  (เกรดซี โลละ 25, มะม่วงมันขุนศรี 40)
10-11 พ.ค. ขายได้ 5,120 บาท
17-18 พ.ค. ขายได้ 3,980 บาท  (ฝนตกวันอาทิตย์)
24-25 พ.ค. ขายได้ 5,300 บาท
ค่าที่ตลาดวันละ 50 บาท
น้องภูมิช่วยเฝ้าร้านวันเสาร์ ให้ค่าขนม 100
"""
PLAN_SLIDES = [
    ("แผนงานปี 2569 สวนมะม่วงแก้วมณี", "ประชุมครอบครัว 8 มิ.ย. 2568 - สมพร / ประเสริฐ"),
    ("ทบทวนปี 2568", "ยอดขายครึ่งปีแรกราว 1.07 ล้านบาท\nส่งออกผ่านสยามโกลเด้นฟรุตได้ดี แต่โดนหัก QC รอบ 19 พ.ค.\n"
                     "ค่ากล่องขึ้นจากปีก่อน"),
    ("เป้าหมายปี 2569", "เป้าผลผลิตรวม 80,000 กก. (80 ตัน)\nสัดส่วนส่งออก 60% ที่เหลือขายตลาดไทและหน้าสวน\n"
                        "ลดของตกเกรด QC ให้ต่ำกว่า 3%"),
    ("การลงทุน", "งบลงทุนรวม 450,000 บาท\n- ห้องเย็นเล็กสำหรับพักมะม่วงหลังอบ 280,000 บาท\n"
                 "- ขยายบ่ออบน้ำร้อน 95,000 บาท\n- ปลูกเสริมแปลงริมคลอง 10 ไร่ 75,000 บาท"),
    ("การตลาด", "คุยสยามโกลเด้นฟรุตเรื่องตลาดญี่ปุ่น\nลองเปิดขายออนไลน์ทาง TikTok และ LINE OA ช่วงเม.ย.-พ.ค.\n"
                "ขอใบเสนอราคากล่องจาก 2 เจ้าเทียบกัน"),
    ("ไทม์ไลน์", "ต.ค. 68 สั่งห้องเย็น\nพ.ย.-ธ.ค. 68 ราดสารทำนอกฤดู\nม.ค. 69 ต่ออายุใบ GAP ต้องเตรียมเอกสาร"),
]

# ---------------------------------------------------------------- household
BILL_HOUSE = [
    "Provincial Electricity Authority (PEA) - Bang Khla Branch\n"
    "ELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Somporn Kaewmanee   Account No. 020011873452\n"
    "Address: 88 Moo 4, Tha Thonglang, Bang Khla, Chachoengsao 24110 (residence)\n"
    "Meter reading: 18 May 2025 - 17 June 2025\n"
    "Rate: 1.1 residential\n"
    "Units used: 386 kWh\n"
    "Energy charge: 1,548.70 THB\n"
    "Ft charge: 38.25 THB\n"
    "Service charge: 24.62 THB\n"
    "VAT 7%: 112.81 THB\n"
    "Amount due: 1,724.38 THB\n"
    "Due date: 24 June 2025"
]
BILL_PUMP = [
    "Provincial Electricity Authority (PEA) - Bang Khla Branch\n"
    "ELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Somporn Kaewmanee   Account No. 020011875968\n"
    "Address: 88/1 Moo 4, Tha Thonglang, Bang Khla, Chachoengsao 24110 (water pump, orchard)\n"
    "Meter reading: 18 May 2025 - 17 June 2025\n"
    "Rate: 2.1 small general service\n"
    "Units used: 742 kWh\n"
    "Energy charge: 3,021.40 THB\n"
    "Ft charge: 73.46 THB\n"
    "Service charge: 33.29 THB\n"
    "VAT 7%: 218.97 THB\n"
    "Amount due: 3,347.12 THB\n"
    "Due date: 24 June 2025"
]
INSURANCE = [
    "Thai Sakol Insurance Public Company Limited\n"
    "Chachoengsao Branch, 101 Maruphong Road, Mueang Chachoengsao 24000\n"
    " \n"
    "5 June 2025\n"
    "Dear Mrs. Somporn Kaewmanee,\n"
    " \n"
    "RE: Renewal of your motor insurance policy No. TSM-2568-004417\n"
    "Vehicle: Isuzu D-Max Spacecab 1.9, white, registration 3 Kor-Khor 4521 Chachoengsao\n"
    "Your current Type 1 policy expires on 31 July 2025.\n"
    " \n"
    "We are pleased to offer renewal for 1 August 2025 - 31 July 2026:\n"
    "- Cover: Type 1 (own damage, fire and theft, third party)\n"
    "- Sum insured: 520,000 THB (last year 560,000 THB)\n"
    "- Deductible (first loss): 2,000 THB per claim where you are at fault\n"
    "- Third party bodily injury: 1,000,000 THB per person\n"
    "- Repair: at our partner garages\n"
    "- Total premium: 18,750.00 THB including VAT and stamp duty\n"
    "  (no-claim discount 20% already applied)\n"
    " \n"
    "Please pay by 25 July 2025 to keep continuous cover. Payment may be made in 3 instalments of 6,250.00 THB\n"
    "by credit card. Call 038-812-300 or LINE @thaisakol.\n"
    " \n"
    "Yours sincerely,\n"
    "Renewal Department"
]
SCHOOL_FEE_TOP = [
    "โรงเรียนบางคล้าวิทยา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ป.4/2  เลขประจำตัว 61127",
]
SCHOOL_FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "12,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "1,850"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "19,500"),
]
SCHOOL_FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธ.ออมสิน 0200-5518-7743",
    "ชำระหลังกำหนดมีค่าปรับวันละ 20 บาท",
    "เปิดภาคเรียนวันที่ 19 พฤษภาคม 2568",
]
PARENTS_CHAT = """[02/06/2568 19:30] ครูปราณี ป.4/2: เรียนผู้ปกครองทุกท่านค่ะ วันที่ 27 มิ.ย. ชั้น ป.4 ไปทัศนศึกษาพิพิธภัณฑ์วิทยาศาสตร์ ปทุมธานี ค่าใช้จ่ายคนละ 650 บาท รวมรถและอาหารกลางวันค่ะ
[02/06/2568 19:34] แม่น้องใบเตย: รับทราบค่ะครู
[02/06/2568 19:41] ครูปราณี ป.4/2: ส่งเงินกับใบอนุญาตภายในวันศุกร์ที่ 13 มิ.ย. นะคะ
[02/06/2568 20:05] สมพร แม่น้องภูมิ: รับทราบค่ะครู น้องภูมิไปค่ะ
[03/06/2568 07:12] พ่อน้องต้นกล้า: ต้องใส่ชุดอะไรไปครับครู
[03/06/2568 07:20] ครูปราณี ป.4/2: ชุดพละโรงเรียนค่ะ เตรียมหมวกกับกระติกน้ำด้วยนะคะ ออกจากโรงเรียน 7 โมงตรง
"""
UNIFORM_RECEIPT = """ร้านเจริญพาณิชย์ ชุดนักเรียน  ตลาดบางคล้า
ใบเสร็จรับเงิน เล่มที่ 12 เลขที่ 0587   วันที่ 10 พ.ค. 2568
ลูกค้า: แม่น้องภูมิ (ป.4 บางคล้าวิทยา)
เสื้อนักเรียนปักชื่อ  2 ตัว x 180 = 360
กางเกงนักเรียนสีกากี  2 ตัว x 220 = 440
ชุดพละโรงเรียน  1 ชุด x 350 = 350
ถุงเท้า  3 คู่ x 35 = 105
รองเท้านักเรียนสีน้ำตาล  1 คู่ x 390 = 390
รวมเงิน 1,645 บาท  (รับเงินสด)
"""
DISTRACTORS = {
    "ส่วนตัว/สูตรมะม่วงน้ำปลาหวาน.md": "# มะม่วงน้ำปลาหวาน\nน้ำตาลปี๊บ 200 กรัม น้ำปลา 3 ช้อนโต๊ะ กุ้งแห้ง หอมแดง พริกแห้ง\n"
                                        "เคี่ยวไฟอ่อนจนเหนียว กินกับมะม่วงแก้วดิบ",
    "ส่วนตัว/ของที่ต้องซื้อ.txt": "ข้าวสาร 15 กิโล\nน้ำยาล้างจาน\nถ่านไฟฉาย\nผงซักฟอก\nกระดาษทิชชู่",
}
WORKSPECT = {"todo.md": "- โอนค่าประกันรถกระบะก่อน 25 ก.ค.\n- ส่งรูปแก้ไข GAP ให้เกษตรจังหวัด\n"
                        "- ถามต้อมเรื่องรอบส่งเดือน มิ.ย.\n- ส่งเงินทัศนศึกษาน้องภูมิ 650 บาท\n"}


def _accounts(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายมะม่วง สวนแก้วมณี ปี {year} (Sales {year})"])
    sheet.append(list(SALES_HEADERS))
    for row in sales:
        sheet.append([*row, sum(row[1:])])
    sheet.append(["รวม (Total)", *[sum(row[i] for row in sales) for i in range(1, 4)], sum(sum(r[1:]) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายสวน ปี {year} (Orchard expenses {year})"])
    cost.append(list(EXPENSE_HEADERS))
    for row in expenses:
        cost.append([*row, sum(row[1:])])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงคนงานสวน ปี 2568 (Wages, THB)"])
    sheet.append(list(WORKERS) + ["รวม (Total)"])
    for row in WAGES_2568:
        sheet.append([*row, sum(row[1:])])
    sheet.append(["รวมทั้งเดือน (Monthly total)", *WAGES_TOTAL_2568, sum(WAGES_TOTAL_2568)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวมทั้งเดือน (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    for sub in ("ใบเสนอราคา", "สัญญา", "Export", "ซื้อของเข้าสวน", "บัญชี", "LINE", "สวน", "Plan", "Bills",
                "บ้าน/ประกัน", "บ้าน/โรงเรียนน้องภูมิ", "ส่วนตัว"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(docs / "ใบเสนอราคา" / "ใบเสนอราคา_SGF_ร่าง.docx", QUOTE_DRAFT_TOP, table=QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(docs / "ใบเสนอราคา" / "ใบเสนอราคา_SGF_final.docx", QUOTE_FINAL_TOP, table=QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(docs / "ใบเสนอราคา" / "Quotation_ThaiOrchardExport.docx", QUOTE_TOE_TOP, table=QUOTE_TOE_TABLE,
               bottom=QUOTE_TOE_BOTTOM)
    write_docx(docs / "สัญญา" / "สัญญาซื้อขายมะม่วง_2568.docx", CONTRACT_TOP, headings=CONTRACT_HEADINGS,
               bottom=CONTRACT_BOTTOM)
    make_pdf(docs / "Export" / "SGF_packing_spec_2025.pdf", SPEC_PAGES)
    make_pdf(docs / "Export" / "SGF_payment_advice_May2025.pdf", PAYMENT_PAGES)
    make_pdf(docs / "ซื้อของเข้าสวน" / "CCS_Packaging_pricelist_2025.pdf", CCS_PRICES_2025)
    write_docx(docs / "ซื้อของเข้าสวน" / "ราคากล่องปี67.docx", CCS_PRICES_2567, table=CCS_PRICES_2567_TABLE,
               bottom=CCS_PRICES_2567_BOTTOM)
    make_pdf(docs / "ซื้อของเข้าสวน" / "CCS_invoice_CP-25-0412.pdf", CCS_INVOICE)
    make_pdf(docs / "ซื้อของเข้าสวน" / "Rungruang_invoice_Feb2025.pdf", FERTILIZER_INVOICE)
    expenses_2568 = [(m, fert, wage, pack, fuel, pump)
                     for (m, fert, pack, fuel, pump), wage in zip(EXPENSES_2568, WAGES_TOTAL_2568)]
    _accounts(docs / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, expenses_2568)
    _accounts(docs / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _wages(docs / "บัญชี" / "ค่าแรงคนงาน_2568.xlsx")
    write_slides(docs / "Plan" / "แผนปี69.pptx", PLAN_SLIDES)
    make_pdf(docs / "Bills" / "PEA_bill_house_Jun2025.pdf", BILL_HOUSE)
    make_pdf(docs / "Bills" / "PEA_bill_pump_Jun2025.pdf", BILL_PUMP)
    _household(docs / "บ้าน" / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(docs / "บ้าน" / "ประกัน" / "motor_insurance_renewal_2025.pdf", INSURANCE)
    write_docx(docs / "บ้าน" / "โรงเรียนน้องภูมิ" / "ค่าเทอม_1-2568.docx", SCHOOL_FEE_TOP, table=SCHOOL_FEE_TABLE,
               bottom=SCHOOL_FEE_BOTTOM)
    write_texts(docs, {
        "Export/email_QC_result_19May.txt": QC_EMAIL,
        "LINE/แชท_ต้อม_SGF.txt": CHAT_TOM,
        "LINE/แชท_เจ๊หมวยตลาดไท.txt": CHAT_MUAY,
        "สวน/บันทึกเก็บมะม่วง_2568.md": HARVEST_LOG,
        "สวน/ตรวจGAP_มค68.md": GAP_NOTES,
        "สวน/ขายตลาดนัด_พค.txt": MARKET_NOTES,
        "บ้าน/โรงเรียนน้องภูมิ/แชทกลุ่มผู้ปกครอง_ป4.txt": PARENTS_CHAT,
        "บ้าน/โรงเรียนน้องภูมิ/ใบเสร็จชุดนักเรียน.txt": UNIFORM_RECEIPT,
        **DISTRACTORS,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list before a task."""
    write_texts(workspect, WORKSPECT)
