"""A blind folder for Klang's agent: the papers of "นันท์สกรีน (Nan Screen)", a T-shirt screen printing shop.

The owner is นันทนา ศรีสุข (พี่นันท์, Nantana Srisuk). She runs a small screen printing shop on ถนนมิตรภาพ in
อำเภอเมือง จังหวัดขอนแก่น, printing shirts for schools, companies, local government offices and events. She lives
in บ้านเป็ด with her husband วีระ (who drives the delivery pickup), their son ต้นกล้า (Tonkla, ป.4 at a bilingual
school) and her mother ยายทองใบ. Her folder holds:

Business (งานร้าน)
- งานลูกค้า/ใบเสนอราคา/ใบเสนอราคา_แก่นนครวิทยา_ร่าง.docx: the draft quote for a school's sports-day shirts (450 ตัว
  at 145 baht, 66,650), never sent.
- งานลูกค้า/ใบเสนอราคา/ใบเสนอราคา_แก่นนครวิทยา_final.docx: the final quote sent (520 ตัว at 139 baht, 72,280,
  deposit 36,140, delivery 28 พ.ย. 2568).
- งานลูกค้า/ใบเสนอราคา/ใบเสนอราคา_รร.บ้านโนนทัน_กีฬาสี.docx and ใบเสนอราคา_รร.บ้านหนองเรือ_กีฬาสี.docx: two
  similar sports-day quotes to two other schools (300 ตัว 34,500 / 380 ตัว 42,560).
- งานลูกค้า/ใบเสนอราคา/ใบเสนอราคา_อบต.ท่าพระ_ลอยกระทง.docx: a quote to a sub-district office for Loy Krathong shirts.
- งานลูกค้า/ใบเสนอราคา/Quotation_IsanGreen_FunRun.docx: an English quote to Isan Green Energy Co., Ltd. for 800
  fun-run shirts.
- งานลูกค้า/สัญญา/สัญญาจ้างผลิตเสื้อรับน้อง_วิศวะ.docx: the contract with an engineering faculty's student club
  (1,200 ตัว, 180,000 baht).
- งานลูกค้า/แชทลูกค้า/LINE_ครูสมศรี_แก่นนคร.txt: the LINE chat with the school's teacher, who raises the order to
  560 ตัว (77,840) and moves delivery to 21 พ.ย.
- งานลูกค้า/แชทลูกค้า/LINE_พี่บอย_งานวิ่งบ้านไผ่.txt: the LINE chat with an event organiser; 600 shirts become 650
  at 165 baht (107,250), delivery 20 ธ.ค.
- งานลูกค้า/แชทลูกค้า/email_อีสานกรีน_PO.txt: the Thai email from บริษัท อีสานกรีนเอนเนอร์ยี จำกัด
  (the same firm as Isan Green Energy) confirming PO-IGE-2568/117 for 850 shirts, delivery by 14 พฤศจิกายน 2568.
- Suppliers/Siam_Textile_pricelist_2025.pdf: this year's English blank-shirt price list of Siam Textile Co., Ltd.
- Suppliers/ราคาเสื้อเปล่า_สยามเท็กซ์ไทล์_2567.docx: last year's Thai price list of the same firm.
- Suppliers/SiamTextile_invoice_ST-INV-25-1187.pdf: an English invoice from Siam Textile.
- Suppliers/InkPro_invoice_INV-2025-0587.pdf: an English invoice for inks and screen supplies.
- Suppliers/ProPrint_DTF_quotation.pdf: an English quotation for a DTF printer.
- บัญชีร้าน/ยอดขาย_2568.xlsx and ยอดขาย_2567.xlsx: this year's and last year's sales books, two sheets each
  (monthly sales/cost/profit; main customers).
- บัญชีร้าน/ค่าใช้จ่ายร้าน_2568.xlsx: the shop's expenses with the months as columns.
- แผนงาน/แผนปี2569.pptx: slides of the plan for next year (target 3,200,000 baht, a DTF printer for 180,000).
- โน้ตร้าน/สูตรผสมสี.md: ink mixing recipes per job; โน้ตร้าน/เรทราคาสกรีน_2568.md: her price rates for customers;
  โน้ตร้าน/ตารางไซส์เสื้อ.txt: the shirt size chart.

Household (บ้าน)
- บ้าน/PEA_bill_Oct2025.pdf: the home electricity bill (English).
- บ้าน/ลูก/SCBS_tuition_invoice_term2_2025.pdf: Tonkla's school fee invoice for semester 2 (English).
- บ้าน/ประกัน/SiamLife_renewal_letter_2025.pdf: the health insurance renewal letter (English).
- บ้าน/ประกัน/ประกันรถ_DMax_2568.docx: the pickup's class-1 car insurance policy.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month.
- บ้าน/LINE_บ้านเรา.txt: the family LINE group; บ้าน/ของที่ต้องซื้อ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านนันท์สกรีน (Nan Screen) 145/7 ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 08-1872-5514"

QUOTE_ITEMS_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

KNW_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง) — ยังไม่ได้ส่ง รอเช็คราคาเสื้อเปล่าก่อน",
    SHOP,
    "เลขที่ QT-6809-014   วันที่ 2 ก.ย. 2568",
    "เรียน ครูสมศรี ใจงาม ฝ่ายกิจการนักเรียน โรงเรียนแก่นนครวิทยา",
    "เรื่อง เสื้อกีฬาสีประจำปี 2568 (4 สี แดง เหลือง เขียว ฟ้า)",
]
KNW_DRAFT_TABLE = [
    QUOTE_ITEMS_HEAD,
    ("1", "เสื้อคอกลม cotton 100% เบอร์ 32 สกรีนหน้า-หลัง 2 จุด ไซส์ S-XL", "450 ตัว", "145", "65,250"),
    ("2", "ค่าทำบล็อกสกรีน 4 สี", "4 บล็อก", "350", "1,400"),
    ("", "รวมทั้งสิ้น", "", "", "66,650"),
]
KNW_DRAFT_BOTTOM = [
    "ราคานี้เป็นราคาสุทธิ (ร้านไม่ได้จดทะเบียน VAT)",
    "มัดจำ 50% เมื่อยืนยันสั่งผลิต ส่วนที่เหลือชำระวันส่งของ",
    "กำหนดส่งของ: ประมาณ 30 วันหลังยืนยันแบบ",
]
KNW_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6809-014 (แก้ไขครั้งที่ 1)   วันที่ 8 ก.ย. 2568",
    "เรียน ครูสมศรี ใจงาม ฝ่ายกิจการนักเรียน โรงเรียนแก่นนครวิทยา",
    "เรื่อง เสื้อกีฬาสีประจำปี 2568 (4 สี แดง เหลือง เขียว ฟ้า) งานกีฬาสีวันที่ 12 ธ.ค. 2568",
]
KNW_FINAL_TABLE = [
    QUOTE_ITEMS_HEAD,
    ("1", "เสื้อคอกลม cotton 100% เบอร์ 32 สกรีนหน้า-หลัง 2 จุด ไซส์ S-XL", "520 ตัว", "139", "72,280"),
    ("2", "ค่าทำบล็อกสกรีน 4 สี (สั่งเกิน 500 ตัว ฟรี)", "4 บล็อก", "0", "0"),
    ("", "รวมทั้งสิ้น", "", "", "72,280"),
]
KNW_FINAL_BOTTOM = [
    "ราคานี้เป็นราคาสุทธิ (ร้านไม่ได้จดทะเบียน VAT) ไซส์ 2XL ขึ้นไปเพิ่มตัวละ 20 บาท",
    "มัดจำ 50% เป็นเงิน 36,140 บาท เมื่อยืนยันสั่งผลิต ส่วนที่เหลือชำระวันส่งของ",
    "โอนเข้าบัญชี กสิกรไทย 123-4-56789-0 ชื่อบัญชี นันทนา ศรีสุข",
    "กำหนดส่งของ: 28 พ.ย. 2568",
    "ยืนราคา 30 วัน",
    "ผู้เสนอราคา นันทนา ศรีสุข",
]

NONTHAN_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6810-019   วันที่ 1 ต.ค. 2568",
    "เรียน ผู้อำนวยการโรงเรียนบ้านโนนทัน",
    "เรื่อง เสื้อกีฬาสีนักเรียนอนุบาล-ประถม",
]
NONTHAN_TABLE = [
    QUOTE_ITEMS_HEAD,
    ("1", "เสื้อเด็กคอกลม TC สกรีนหน้า 1 จุด 1 สี ไซส์เด็ก SS-L", "300 ตัว", "115", "34,500"),
    ("2", "ค่าทำบล็อกสกรีน", "4 บล็อก", "0", "0 (แถม)"),
    ("", "รวมทั้งสิ้น", "", "", "34,500"),
]
NONTHAN_BOTTOM = [
    "มัดจำ 50% ส่วนที่เหลือชำระวันรับของ",
    "กำหนดส่งของ: 5 ธ.ค. 2568",
    "ยืนราคา 30 วัน",
]
NONGRUA_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6810-020   วันที่ 3 ต.ค. 2568",
    "เรียน ผู้อำนวยการโรงเรียนบ้านหนองเรือ",
    "เรื่อง เสื้อกีฬาสีนักเรียน (ครูวิชัยประสานงาน)",
]
NONGRUA_TABLE = [
    QUOTE_ITEMS_HEAD,
    ("1", "เสื้อเด็กคอกลม TC สกรีนหน้า 1 จุด 1 สี ไซส์เด็ก S-XL", "380 ตัว", "112", "42,560"),
    ("2", "ค่าทำบล็อกสกรีน", "4 บล็อก", "0", "0 (แถม)"),
    ("", "รวมทั้งสิ้น", "", "", "42,560"),
]
NONGRUA_BOTTOM = [
    "มัดจำ 50% ส่วนที่เหลือชำระวันรับของ",
    "กำหนดส่งของ: 10 ธ.ค. 2568",
    "ยืนราคา 30 วัน",
]
THAPHRA_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6810-008   วันที่ 22 ก.ย. 2568",
    "เรียน นายกองค์การบริหารส่วนตำบลท่าพระ",
    "เรื่อง เสื้อยืดและธงผ้า งานประเพณีลอยกระทง ประจำปี 2568",
]
THAPHRA_TABLE = [
    QUOTE_ITEMS_HEAD,
    ("1", "เสื้อยืดคอกลม cotton 100% สีกรม สกรีนหน้า 3 สี", "250 ตัว", "155", "38,750"),
    ("2", "ธงผ้าสกรีนโลโก้ อบต. ขนาด 60x90 ซม.", "40 ผืน", "85", "3,400"),
    ("", "รวมทั้งสิ้น", "", "", "42,150"),
]
THAPHRA_BOTTOM = [
    "ราคานี้รวมค่าบล็อกแล้ว ไม่มีภาษีมูลค่าเพิ่ม",
    "ส่งของภายในวันที่ 31 ต.ค. 2568 ก่อนงานลอยกระทงวันที่ 5 พ.ย. 2568",
    "เอกสารเบิกจ่าย: ร้านออกใบเสร็จรับเงินให้ตามระเบียบ อบต.",
]
ISANGREEN_TOP = [
    "QUOTATION",
    "Nan Screen - 145/7 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000, Tel. 081-872-5514",
    "Quotation No. QT-6810-021    Date: 6 October 2025",
    "To: Isan Green Energy Co., Ltd. - Attn. Khun Pimchanok (HR & CSR)",
    "Subject: Running shirts for Green Run 2025 (company fun run)",
]
ISANGREEN_TABLE = [
    ("No.", "Description", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Dri-fit running shirt, 4-colour screen front, sponsor logos back, sizes XS-3XL", "800 pcs", "189", "151,200"),
    ("2", "Screen set-up (8 screens)", "1 lot", "0", "0"),
    ("", "Total", "", "", "151,200"),
]
ISANGREEN_BOTTOM = [
    "Prices are net; Nan Screen is not VAT registered.",
    "Lead time: 3 weeks after the purchase order and approved artwork.",
    "Payment: 30% deposit with the PO, balance within 15 days of delivery.",
    "Valid for 30 days. Signed: Nantana Srisuk, owner",
]
CONTRACT = [
    "สัญญาจ้างผลิตเสื้อ",
    "ทำที่ ร้านนันท์สกรีน จังหวัดขอนแก่น วันที่ 10 มิถุนายน 2568",
    "ระหว่าง สโมสรนักศึกษาคณะวิศวกรรมศาสตร์ มหาวิทยาลัยอีสานพัฒน์ โดยนายภูมิพัฒน์ คำมา นายกสโมสร "
    "ซึ่งต่อไปเรียกว่า ผู้ว่าจ้าง",
    "กับ นางนันทนา ศรีสุข เจ้าของร้านนันท์สกรีน ซึ่งต่อไปเรียกว่า ผู้รับจ้าง",
    "ข้อ 1. ผู้รับจ้างตกลงผลิตเสื้อรับน้องใหม่ ปีการศึกษา 2568 สีเลือดหมู สกรีนหน้า-หลัง จำนวน 1,200 ตัว",
    "ข้อ 2. ราคาตัวละ 150 บาท รวมเป็นเงินทั้งสิ้น 180,000 บาท (หนึ่งแสนแปดหมื่นบาทถ้วน)",
    "ข้อ 3. ผู้ว่าจ้างชำระเงินมัดจำร้อยละ 30 เป็นเงิน 54,000 บาท ในวันลงนามสัญญา "
    "ส่วนที่เหลือ 126,000 บาท ชำระภายใน 7 วันหลังส่งมอบ",
    "ข้อ 4. ผู้รับจ้างต้องส่งมอบเสื้อครบจำนวนภายในวันที่ 15 กรกฎาคม 2568 ณ อาคารสโมสรนักศึกษา",
    "ข้อ 5. หากส่งมอบล่าช้า ผู้รับจ้างยินยอมเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. เสื้อที่มีตำหนิจากการสกรีน ผู้รับจ้างต้องเปลี่ยนให้ภายใน 7 วัน โดยไม่คิดค่าใช้จ่าย",
    "ลงชื่อ ผู้ว่าจ้าง ภูมิพัฒน์ คำมา    ลงชื่อ ผู้รับจ้าง นันทนา ศรีสุข",
    "พยาน วีระ ศรีสุข",
]

ST_PRICE_2025 = [
    "SIAM TEXTILE CO., LTD.\n99 Moo 3, Om Noi, Krathum Baen, Samut Sakhon 74130\n"
    "BLANK T-SHIRT PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB per piece, excluding VAT 7%\n"
    "Minimum order: 10 dozen per colour",
    "Cotton 100% No.32 round neck, white, S-XL: 65\nCotton 100% No.32 round neck, colours, S-XL: 72\n"
    "Cotton 100% No.20 round neck, white: 78\nCotton 100% No.20 round neck, colours: 85\n"
    "TC (cotton/polyester) round neck, white: 55\nPolo pique, white: 145\nPolo pique, colours: 155\n"
    "Dri-fit sport shirt, all colours: 88\nSizes 2XL-3XL: add 8 THB per piece\n"
    "Contact: sales@siamtextile.example / Line: @siamtextile",
]
ST_PRICE_2567_TOP = [
    "บริษัท สยามเท็กซ์ไทล์ จำกัด",
    "99 หมู่ 3 ต.อ้อมน้อย อ.กระทุ่มแบน จ.สมุทรสาคร 74130",
    "ใบราคาเสื้อยืดเปล่า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "ราคาต่อตัว ยังไม่รวม VAT 7% สั่งขั้นต่ำสีละ 10 โหล",
]
ST_PRICE_2567_TABLE = [
    ("รายการ", "สีขาว (บาท)", "สีอื่น (บาท)"),
    ("คอตตอน 100% เบอร์ 32 คอกลม ไซส์ S-XL", "62", "68"),
    ("คอตตอน 100% เบอร์ 20 คอกลม", "74", "80"),
    ("ผ้า TC คอกลม", "52", "-"),
    ("เสื้อโปโล ผ้าจูติ", "139", "149"),
    ("เสื้อกีฬา ดรายฟิต", "85", "85"),
]
ST_PRICE_2567_BOTTOM = ["ไซส์ 2XL-3XL บวกเพิ่มตัวละ 6 บาท", "ติดต่อฝ่ายขาย คุณอรุณี โทร 02-811-4420"]
ST_INVOICE = [
    "SIAM TEXTILE CO., LTD.\nTAX INVOICE / INVOICE\nInvoice No. ST-INV-25-1187\nDate: 12 September 2025\n"
    "Bill to: Nan Screen (Mrs. Nantana Srisuk), 145/7 Mittraphap Rd., Mueang Khon Kaen 40000\n"
    "Payment terms: 30 days",
    "Cotton 100% No.32 round neck white, 40 dozen (480 pcs) x 65 = 31,200.00\n"
    "Cotton 100% No.32 round neck navy, 10 dozen (120 pcs) x 72 = 8,640.00\n"
    "Subtotal: 39,840.00 THB\nVAT 7%: 2,788.80 THB\nTotal: 42,628.80 THB\nDue date: 12 October 2025\n"
    "Transfer to Bangkok Bank, account 211-3-04567-8, Siam Textile Co., Ltd.",
]
INKPRO_INVOICE = [
    "InkPro Supply (Thailand) Co., Ltd.\n55/2 Ratchadaphisek Road, Din Daeng, Bangkok 10400\n"
    "TAX INVOICE No. INV-2025-0587\nDate: 18 October 2025\nCustomer: Nan Screen, Khon Kaen",
    "Plastisol ink white, 5 kg x 2 @ 1,450 = 2,900.00\nPlastisol ink black, 5 kg x 1 @ 1,250 = 1,250.00\n"
    "Photo emulsion, 1 kg x 2 @ 680 = 1,360.00\nMesh fabric 120T, 5 m @ 320 = 1,600.00\n"
    "Subtotal: 7,110.00\nVAT 7%: 497.70\nTotal amount due: 7,607.70 THB\nPayment due: 17 November 2025\n"
    "Thank you for your business.",
]
PROPRINT_QUOTE = [
    "ProPrint Asia Co., Ltd.\nQUOTATION No. PPA-Q-25-0932\nDate: 20 October 2025\n"
    "To: Khun Nantana, Nan Screen, Khon Kaen",
    "DTF printer PP-A3 Duo (2 x i1600 heads): 165,000 THB\nPowder shaker and dryer unit: included\n"
    "Installation and 1-day training in Khon Kaen: 8,500 THB\nStarter ink set (CMYK + white, 4 litres): 6,400 THB\n"
    "Total: 179,900 THB (VAT included)\nWarranty: 1 year parts and labour\nValid until 30 November 2025",
]

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [(18, 186500, 121200), (22, 214300, 139800), (26, 268400, 171300), (12, 118600, 80400),
              (20, 205900, 133700), (34, 356200, 228900), (29, 331800, 214500), (31, 312750, 201600),
              (24, 247300, 160100), (27, 289450, 186200)]
SALES_2567 = [(15, 162000, 108400), (19, 190500, 126300), (23, 231900, 152600), (10, 97800, 68900),
              (17, 176400, 117200), (30, 318600, 207500), (25, 276300, 181000), (26, 258900, 170400),
              (21, 214700, 142300), (23, 241200, 158800), (28, 302500, 196900), (33, 365800, 236700)]
CUSTOMERS_2568 = [("สโมสรนักศึกษาคณะวิศวกรรมศาสตร์ ม.อีสานพัฒน์", "มหาวิทยาลัย (University)", 180000),
                  ("โรงพยาบาลแก่นการุณย์", "บริษัท/องค์กร (Company)", 64800),
                  ("บจก.ทองคำค้าวัสดุ", "บริษัท/องค์กร (Company)", 52300),
                  ("ชมรมวิ่งบึงสีฐาน", "งานอีเวนต์ (Event)", 48600),
                  ("โรงเรียนเทศบาลวัดกลาง", "โรงเรียน (School)", 41250)]
CUSTOMERS_2567 = [("สโมสรนักศึกษาคณะวิศวกรรมศาสตร์ ม.อีสานพัฒน์", "มหาวิทยาลัย (University)", 156000),
                  ("โรงเรียนเทศบาลวัดกลาง", "โรงเรียน (School)", 58900),
                  ("งานเทศกาลไหมขอนแก่น", "งานอีเวนต์ (Event)", 54000),
                  ("บจก.ทองคำค้าวัสดุ", "บริษัท/องค์กร (Company)", 38500)]
SHOP_COSTS = [
    ("ค่าเช่าร้าน (Shop rent)", [12000] * 10),
    ("ค่าไฟร้าน (Electricity)", [4980, 5210, 6150, 6920, 6480, 7350, 7120, 6990, 6840, 6310]),
    ("ค่าน้ำ (Water)", [380, 410, 450, 520, 470, 490, 460, 450, 430, 420]),
    ("ค่าแรงลูกจ้าง (Wages)", [36000] * 5 + [42000] * 5),
    ("ค่าเสื้อเปล่า (Blank shirts)", [58400, 66200, 84900, 31500, 62800, 118300, 112600, 99800, 74200, 91500]),
    ("ค่าสีและอุปกรณ์ (Ink & supplies)", [7200, 8100, 9800, 4300, 7900, 12600, 11800, 10900, 8700, 9950]),
    ("ค่าขนส่ง (Delivery)", [1800, 2100, 2600, 900, 1900, 3400, 3100, 2800, 2300, 2750]),
]

PLAN_SLIDES = [
    ("แผนปี 2569 ร้านนันท์สกรีน", "Nan Screen plan 2026 - นันทนา ศรีสุข"),
    ("เป้ายอดขาย (Sales target)", "ยอดขายปี 2569 เป้า 3,200,000 บาท\nปี 2568 คาดว่าจะปิดที่ประมาณ 2,900,000 บาท\n"
                                  "เพิ่มลูกค้าโรงเรียนเป็น 40 โรงเรียน"),
    ("ลงทุนเครื่องจักร (Equipment)", "ซื้อเครื่องพิมพ์ DTF งบ 180,000 บาท (ดูใบเสนอราคา ProPrint)\n"
                                    "เครื่องอบสายพาน (conveyor dryer) งบ 65,000 บาท\nซื้อช่วงไตรมาส 1"),
    ("คน (Staff)", "จ้างช่างสกรีนเพิ่ม 1 คน เงินเดือน 12,000 บาท เริ่ม ม.ค. 2569\nส่งพี่แดงไปอบรมงาน DTF"),
    ("การตลาด (Marketing)", "ทำคลิป TikTok งานสกรีนสัปดาห์ละ 2 คลิป\nงบโฆษณา Facebook เดือนละ 3,000 บาท\n"
                           "แจกแคตตาล็อกให้ครูฝ่ายกิจการนักเรียนช่วง พ.ค."),
]

LINE_KNW = """[08/09/2568 16:40] นันท์สกรีน: ครูสมศรีคะ ส่งใบเสนอราคาเสื้อกีฬาสีตัวแก้ไขให้แล้วนะคะ 520 ตัว ตัวละ 139 ค่ะ ฟรีค่าบล็อก
[08/09/2568 18:02] ครูสมศรี: ได้รับแล้วค่ะพี่นันท์ เดี๋ยวเสนอ ผอ. ก่อนนะคะ
[15/09/2568 10:12] ครูสมศรี: ผอ.อนุมัติแล้วค่ะ โอนมัดจำให้แล้วนะคะ 36,140 บาท
[15/09/2568 10:20] นันท์สกรีน: ได้รับแล้วค่ะ ขอบคุณมากค่ะครู เดี๋ยวส่งแบบให้ดูอีกรอบนะคะ
[22/09/2568 13:05] ครูสมศรี: แบบสีเขียวขอตัวหนังสือใหญ่ขึ้นนิดนึงได้ไหมคะ
[22/09/2568 13:30] นันท์สกรีน: ได้ค่ะครู แก้ให้แล้วค่ะ
[02/10/2568 14:05] ครูสมศรี: พี่คะ มีเด็ก ม.1 ย้ายเข้ามาเพิ่ม กับครูอยากได้ด้วย ขอเพิ่มเป็น 560 ตัวได้ไหมคะ
[02/10/2568 14:20] นันท์สกรีน: ได้ค่ะครู ราคาเท่าเดิมตัวละ 139 บาท รวมใหม่เป็น 77,840 บาทนะคะ
[02/10/2568 14:22] ครูสมศรี: โอเคค่ะ แล้วขอเลื่อนส่งของเร็วขึ้นได้ไหมคะ ต้องซ้อมเชียร์ก่อน
[02/10/2568 14:31] นันท์สกรีน: ได้ค่ะ งั้นส่งวันที่ 21 พ.ย. 2568 แทนวันที่ 28 นะคะ
[02/10/2568 14:33] ครูสมศรี: ขอบคุณค่ะพี่นันท์ 🙏
"""
LINE_BOY = """[12/10/2568 09:15] พี่บอย Boy Event: นันท์ งานเดิน-วิ่งการกุศลบ้านไผ่ เอาเสื้อ 600 ตัวนะ ดรายฟิตสีส้ม
[12/10/2568 09:20] นันท์สกรีน: ได้ค่ะพี่ ดรายฟิตสกรีนหน้าหลัง ตัวละ 170 นะคะ
[12/10/2568 09:26] พี่บอย Boy Event: แพงไปหน่อย 165 ได้ไหม ถ้าเพิ่มจำนวน
[12/10/2568 09:40] นันท์สกรีน: ถ้าเกิน 600 ตัว 165 ได้ค่ะพี่
[20/10/2568 19:02] พี่บอย Boy Event: สปอนเซอร์เพิ่มมาอีกเจ้า เอาเป็น 650 ตัวเลย ตัวละ 165 นะ
[20/10/2568 19:10] นันท์สกรีน: รับทราบค่ะ 650 ตัว ตัวละ 165 รวม 107,250 บาทค่ะ มัดจำ 30% นะคะพี่
[20/10/2568 19:15] พี่บอย Boy Event: ไซส์ S 80 M 220 L 200 XL 110 2XL 40 นะ
[20/10/2568 19:16] พี่บอย Boy Event: ส่งของ 20 ธ.ค. ทันไหม งานวิ่ง 27 ธ.ค.
[20/10/2568 19:30] นันท์สกรีน: ทันค่ะพี่ ส่ง 20 ธ.ค. ที่ออฟฟิศพี่นะคะ
[21/10/2568 08:05] พี่บอย Boy Event: โอนมัดจำแล้วนะ 32,175
"""
EMAIL_ISANGREEN = """From: พิมพ์ชนก แสงทอง <pimchanok.s@isangreen.example>
To: Nan Screen <nanscreen.kk@gmail.com>
Date: 24 ต.ค. 2568 11:42
Subject: ใบสั่งซื้อ PO-IGE-2568/117 เสื้อวิ่ง Green Run 2025

เรียน คุณนันทนา

บริษัท อีสานกรีนเอนเนอร์ยี จำกัด ขอยืนยันการสั่งผลิตเสื้อวิ่งงาน Green Run 2025 ตามใบเสนอราคาเลขที่ QT-6810-021
โดยขอเพิ่มจำนวนจาก 800 ตัว เป็น 850 ตัว ราคาตัวละ 189 บาทเท่าเดิม รวมเป็นเงิน 160,650 บาท

เลขที่ใบสั่งซื้อ: PO-IGE-2568/117
กำหนดส่งของ: ภายในวันที่ 14 พฤศจิกายน 2568 ที่สำนักงานใหญ่ ถ.ศรีจันทร์
มัดจำ 30% จะโอนภายในสัปดาห์นี้ ส่วนที่เหลือจ่ายภายใน 15 วันหลังรับของตามใบเสนอราคา

ไฟล์โลโก้สปอนเซอร์แนบมาในเมลนี้แล้วค่ะ

ขอบคุณค่ะ
พิมพ์ชนก แสงทอง
ฝ่ายบุคคลและ CSR
"""
COLOR_NOTES = """# สูตรผสมสี (จดไว้กันลืม)

## เสื้อรับน้องวิศวะ ม.อีสานพัฒน์ (สีเลือดหมู)
- พื้นเสื้อสีเลือดหมู ใช้สีขาวรองพื้น 1 รอบก่อน
- ตัวหนังสือทอง: เหลือง 70% + แดง 20% + ดำ 10% ผสมเมทัลลิกทอง 1 ช้อน
- อบ 160 องศา 90 วินาที

## ชมรมวิ่งบึงสีฐาน (ส้มสะท้อนแสง)
- ส้มนีออน 80% + เหลืองนีออน 20%
- บล็อก 120T

## โรงพยาบาลแก่นการุณย์ (เขียวหัวเป็ด)
- เขียว 60% + น้ำเงิน 30% + ดำ 10%
"""
RATES = """# เรทราคาสกรีน ปี 2568 (ส่งให้ลูกค้าที่ถามในเพจ)

| จำนวน | cotton 32 สกรีน 1 จุด | สกรีน 2 จุด |
|---|---|---|
| 50-99 ตัว | 180 | 210 |
| 100-299 ตัว | 160 | 185 |
| 300-499 ตัว | 145 | 165 |
| 500 ตัวขึ้นไป | 135 | 155 |

- เสื้อ TC ลดตัวละ 15 บาท / ดรายฟิต บวกตัวละ 20 บาท
- ค่าบล็อก 350 บาทต่อสี (500 ตัวขึ้นไป ฟรี)
- ส่งฟรีในเขตเมืองขอนแก่น
"""
SIZES = """ตารางไซส์เสื้อคอกลม (รอบอก x ความยาว นิ้ว)
SS 32x24
S 34x25
M 38x27
L 42x28
XL 44x29
2XL 48x30
3XL 52x31
เสื้อเด็ก: เบอร์ 4 = 26 / เบอร์ 6 = 28 / เบอร์ 8 = 30
"""

PEA_BILL = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL / RECEIPT\nCustomer: Mrs. Nantana Srisuk\n"
    "Customer No. 020012345678\nAddress: 88/12 Moo 4, Ban Pet, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Reading period: 15 Sep 2025 - 14 Oct 2025",
    "Units used: 386 kWh\nEnergy charge: 1,612.85 THB\nFt charge: 151.70 THB\nVAT 7%: 123.52 THB\n"
    "Amount due: 1,888.07 THB\nDue date: 24 Oct 2025\nPay at PEA offices, 7-Eleven, or the PEA Smart Plus app",
]
TUITION = [
    "Sri Chan Bilingual School\n222 Prachasamosorn Road, Mueang Khon Kaen 40000\n"
    "INVOICE - Semester 2, Academic Year 2025\nInvoice No. SCBS-2568-2-0417\nDate: 13 October 2025\n"
    "Student: Tonkla Srisuk    Class: Grade 4 (P.4/2)    Parent: Mrs. Nantana Srisuk",
    "Tuition fee: 38,500 THB\nEnglish program fee: 6,000 THB\nLunch (semester): 3,800 THB\n"
    "School bus (semester): 4,200 THB\nTotal: 52,500 THB\nPlease pay by 7 November 2025\n"
    "Krungthai Bank, account 405-0-12345-6, Sri Chan Bilingual School\n"
    "A late fee of 500 THB applies after the due date.",
]
SIAMLIFE = [
    "Siam Life Assurance Public Company Limited\n3 October 2025\n\nDear Mrs. Nantana Srisuk,\n\n"
    "Re: Renewal of your health insurance policy No. HS-2291045 (Health Plus Gold)\n\n"
    "Your policy will end on 1 December 2025. To keep your cover without a waiting period,\n"
    "please pay the renewal premium for policy year 2025-2026 by 1 December 2025.",
    "Renewal premium: 24,870 THB per year\nIn-patient cover: 1,000,000 THB per year\nRoom and board: 4,000 THB per day\n"
    "Out-patient cover: not included\nThe premium has increased from 22,640 THB because of your age band (45-49).\n"
    "You may pay by bank transfer or through your agent, Khun Rattana, tel. 089-456-7712.\n\n"
    "Yours sincerely,\nCustomer Service Department",
]
CAR_INS_TOP = [
    "กรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท แก่นประกันภัย จำกัด (มหาชน)",
    "เลขที่กรมธรรม์ KP-V1-6801-558823",
    "ผู้เอาประกันภัย: นายวีระ ศรีสุข 88/12 หมู่ 4 ต.บ้านเป็ด อ.เมือง จ.ขอนแก่น",
    "รถยนต์: Isuzu D-Max Cab4 ปี 2021 ทะเบียน 1กข 4587 ขอนแก่น",
    "ระยะเวลาประกันภัย: 20 ม.ค. 2568 ถึง 20 ม.ค. 2569",
]
CAR_INS_TABLE = [
    ("ความคุ้มครอง", "จำนวนเงิน (บาท)"),
    ("ทุนประกันรถยนต์ (สูญหาย/ไฟไหม้/เสียหาย)", "520,000"),
    ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก", "1,000,000"),
    ("ค่ารักษาพยาบาล ต่อคน", "50,000"),
    ("ค่าเสียหายส่วนแรก", "2,000"),
    ("เบี้ยประกันภัยรวมภาษีอากร", "17,850"),
]
CAR_INS_BOTTOM = ["ซ่อมอู่ในเครือ", "แจ้งเหตุ 24 ชม. โทร 1799", "ตัวแทน: คุณรัตนา บุญมา"]
HOME_SPENDING = {
    "ก.ย. 2568": [("ค่ากับข้าว (Groceries)", 9200, ""), ("ค่าไฟบ้าน (Electricity)", 2015.40, "PEA"),
                  ("ค่าน้ำ (Water)", 260, ""), ("ค่าเน็ตบ้าน (Internet)", 599, "3BB"),
                  ("ค่าน้ำมันรถ (Fuel)", 4200, ""), ("ค่าขนมต้นกล้า (Tonkla pocket money)", 1500, ""),
                  ("ให้แม่ (For Mom)", 3000, ""), ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 44/60")],
    "ต.ค. 2568": [("ค่ากับข้าว (Groceries)", 9650, ""), ("ค่าไฟบ้าน (Electricity)", 1888.07, "PEA"),
                  ("ค่าน้ำ (Water)", 245, ""), ("ค่าเน็ตบ้าน (Internet)", 599, "3BB"),
                  ("ค่าน้ำมันรถ (Fuel)", 4500, ""), ("ค่าขนมต้นกล้า (Tonkla pocket money)", 1500, ""),
                  ("ให้แม่ (For Mom)", 3000, ""), ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 45/60"),
                  ("ชุดลูกเสือต้นกล้า (Scout uniform)", 850, "")],
}
LINE_HOME = """[14/10/2568 20:11] วีระ: ค่าเทอมต้นกล้ามาแล้วนะ ห้าหมื่นกว่า ต้องจ่ายก่อนวันที่ 7 พ.ย.
[14/10/2568 20:15] นันท์: เดี๋ยวรอเงินงานอีสานกรีนเข้าก่อนนะ
[15/10/2568 07:30] ยายทองใบ: วันเสาร์ไปวัดกันไหมลูก ทำบุญออกพรรษา
[15/10/2568 07:45] นันท์: ไปค่ะแม่ ตอนเช้านะ บ่ายต้องเข้าร้าน
[18/10/2568 12:02] วีระ: ประกันรถหมดเดือนมกรา ตัวแทนโทรมาถามต่อไหม
[18/10/2568 12:10] นันท์: ต่อสิ แต่ลองถามเจ้าอื่นเทียบด้วยนะ
[25/10/2568 18:40] วีระ: ค่าไฟบ้านเดือนนี้ลดลงนิดนึง ไม่ได้เปิดแอร์ทั้งคืน
"""
SHOPPING = """ของที่ต้องซื้อ
- ข้าวสาร 15 กิโล
- ไข่ 2 แผง
- ผงซักฟอก
- สมุดวาดเขียนต้นกล้า
- เทปกาวย่นที่ร้าน
"""
WORKSPECT = {"todo.md": "- ทวงมัดจำอีสานกรีน\n- สั่งเสื้อ cotton 32 สยามเท็กซ์ไทล์เพิ่ม\n"
                        "- จ่ายค่าเทอมต้นกล้าก่อน 7 พ.ย.\n- ต่อประกันสุขภาพ\n"}


def _sales_book(path: Path, year: str, rows: list[tuple], customers: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านนันท์สกรีน ปี {year} (Nan Screen sales {year})"])
    sheet.append(["เดือน (Month)", "จำนวนงาน (Jobs)", "ยอดขาย (Sales, THB)", "ต้นทุน (Cost, THB)",
                  "กำไร (Profit, THB)"])
    for month, (jobs, sales, cost) in zip(MONTHS, rows):
        sheet.append([month, jobs, sales, cost, sales - cost])
    sheet.append(["รวม (Total)", sum(r[0] for r in rows), sum(r[1] for r in rows), sum(r[2] for r in rows),
                  sum(r[1] - r[2] for r in rows)])
    for column in (3, 4, 5):
        money_format(sheet, column)
    top = book.create_sheet("ลูกค้าหลัก Customers")
    top.append(["ลูกค้า (Customer)", "ประเภท (Type)", "ยอดซื้อทั้งปี (Sales, THB)"])
    for row in customers:
        top.append(list(row))
    money_format(top, 3)
    book.save(path)


def _shop_costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่าย 2568"
    sheet.append(["ค่าใช้จ่ายร้าน ปี 2568 (Shop expenses 2025)"])
    sheet.append(["รายการ (Item)"] + MONTHS[:10] + ["รวม (Total)"])
    for item, amounts in SHOP_COSTS:
        sheet.append([item] + amounts + [sum(amounts)])
    sheet.append(["รวมทั้งเดือน (Monthly total)"] + [sum(col) for col in zip(*(a for _, a in SHOP_COSTS))]
                 + [sum(sum(a) for _, a in SHOP_COSTS)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title}"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Khun Nantana's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes = docs / "งานลูกค้า" / "ใบเสนอราคา"
    contracts = docs / "งานลูกค้า" / "สัญญา"
    chats = docs / "งานลูกค้า" / "แชทลูกค้า"
    suppliers = docs / "Suppliers"
    books = docs / "บัญชีร้าน"
    plans = docs / "แผนงาน"
    home = docs / "บ้าน"
    for folder in (quotes, contracts, chats, suppliers, books, plans, home / "ลูก", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_แก่นนครวิทยา_ร่าง.docx", KNW_DRAFT_TOP, KNW_DRAFT_TABLE, bottom=KNW_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_แก่นนครวิทยา_final.docx", KNW_FINAL_TOP, KNW_FINAL_TABLE, bottom=KNW_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_รร.บ้านโนนทัน_กีฬาสี.docx", NONTHAN_TOP, NONTHAN_TABLE, bottom=NONTHAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_รร.บ้านหนองเรือ_กีฬาสี.docx", NONGRUA_TOP, NONGRUA_TABLE, bottom=NONGRUA_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อบต.ท่าพระ_ลอยกระทง.docx", THAPHRA_TOP, THAPHRA_TABLE, bottom=THAPHRA_BOTTOM)
    write_docx(quotes / "Quotation_IsanGreen_FunRun.docx", ISANGREEN_TOP, ISANGREEN_TABLE, bottom=ISANGREEN_BOTTOM)
    write_docx(contracts / "สัญญาจ้างผลิตเสื้อรับน้อง_วิศวะ.docx", CONTRACT)
    write_texts(chats, {"LINE_ครูสมศรี_แก่นนคร.txt": LINE_KNW, "LINE_พี่บอย_งานวิ่งบ้านไผ่.txt": LINE_BOY,
                        "email_อีสานกรีน_PO.txt": EMAIL_ISANGREEN})

    make_pdf(suppliers / "Siam_Textile_pricelist_2025.pdf", ST_PRICE_2025)
    write_docx(suppliers / "ราคาเสื้อเปล่า_สยามเท็กซ์ไทล์_2567.docx", ST_PRICE_2567_TOP, ST_PRICE_2567_TABLE,
               bottom=ST_PRICE_2567_BOTTOM)
    make_pdf(suppliers / "SiamTextile_invoice_ST-INV-25-1187.pdf", ST_INVOICE)
    make_pdf(suppliers / "InkPro_invoice_INV-2025-0587.pdf", INKPRO_INVOICE)
    make_pdf(suppliers / "ProPrint_DTF_quotation.pdf", PROPRINT_QUOTE)

    _sales_book(books / "ยอดขาย_2568.xlsx", "2568", SALES_2568, CUSTOMERS_2568)
    _sales_book(books / "ยอดขาย_2567.xlsx", "2567", SALES_2567, CUSTOMERS_2567)
    _shop_costs(books / "ค่าใช้จ่ายร้าน_2568.xlsx")
    write_slides(plans / "แผนปี2569.pptx", PLAN_SLIDES)
    write_texts(docs / "โน้ตร้าน", {"สูตรผสมสี.md": COLOR_NOTES, "เรทราคาสกรีน_2568.md": RATES,
                                    "ตารางไซส์เสื้อ.txt": SIZES})

    make_pdf(home / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "ลูก" / "SCBS_tuition_invoice_term2_2025.pdf", TUITION)
    make_pdf(home / "ประกัน" / "SiamLife_renewal_letter_2025.pdf", SIAMLIFE)
    write_docx(home / "ประกัน" / "ประกันรถ_DMax_2568.docx", CAR_INS_TOP, CAR_INS_TABLE, bottom=CAR_INS_BOTTOM)
    _home_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_บ้านเรา.txt": LINE_HOME, "ของที่ต้องซื้อ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
