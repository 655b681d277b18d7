"""A blind folder for Klang's agent: the papers of a small foundry owner in Ayutthaya, and her household's.

The owner is Sudarat Thongcharoen (สุดารัตน์ ทองเจริญ, "พี่สุดา"), who runs โรงหล่อทองเจริญ (Thongcharoen
Foundry), a small brass-and-cast-iron foundry at Ban Krot, Bang Pa-in, Phra Nakhon Si Ayutthaya. She casts temple
bells for wats and cast-iron parts (pump casings, gear housings, pulleys) for factories. She lives nearby with her
husband Wichai (วิชัย), their daughter Mind (มายด์, grade 4 at Krungsri Bilingual School) and looks after her mother
Boonruen (ยายบุญเรือน). The year is 2568 (2025); "last year" is 2567 (2024).

Files under Documents/:
- โรงหล่อ/ใบเสนอราคา/ใบเสนอราคา_วัดบางกระสั้น_ร่าง.docx: the draft quote for a brass bell and 40 small bells to
  Wat Bang Krasan (QT-2568-031, 2 May 2568): big bell 85,000, total 117,165, 45 days.
- โรงหล่อ/ใบเสนอราคา/ใบเสนอราคา_วัดบางกระสั้น_final.docx: the final of the same quote (9 May 2568): big bell
  92,000, total 125,939, 60 days, deposit 40%.
- โรงหล่อ/ใบเสนอราคา/Quotation_SiamPump_QT027.docx: English quote to Siam Pump Industry Co., Ltd. (21 April 2025):
  300 pump casings at 1,150, 300 brass impellers at 780, pattern 15,000; total 635,580.
- โรงหล่อ/ใบเสนอราคา/ใบเสนอราคา_ไทยเกษตรยนต์_QT029.docx: a similar Thai quote to บริษัท ไทยเกษตรยนต์ จำกัด
  (28 เม.ย. 2568): 200 gear housings, 500 pulleys; total 490,060.
- โรงหล่อ/Suppliers/BangkokMetals_pricelist_2025.pdf: Bangkok Metals Co., Ltd. raw-material prices 2025 (English):
  copper cathode 318.00, tin 1,120.00 THB/kg...
- โรงหล่อ/Suppliers/ราคาวัตถุดิบ_กรุงเทพเมทัล_2567.docx: the same firm's 2567 list, in Thai (บริษัท กรุงเทพเมทัล
  จำกัด): copper 289.00, tin 980.00 บาท/กก.
- โรงหล่อ/Suppliers/BangkokMetals_invoice_INV250412.pdf: Bangkok Metals tax invoice of 12 April 2025, total
  286,760.00, due 12 May 2025.
- โรงหล่อ/Suppliers/RayongSilica_invoice_RS0325.pdf: Rayong Silica Sand invoice of 18 March 2025 (sand, bentonite),
  total 39,590.00.
- โรงหล่อ/Suppliers/ThaiRefractory_invoice_TR2506077.pdf: Thai Refractory invoice of 12 June 2025 for a graphite
  crucible, total 42,265.00.
- โรงหล่อ/บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's monthly sales and expenses (Jan-Jun), two sheets.
- โรงหล่อ/บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, Jan-Dec.
- โรงหล่อ/บัญชี/ค่าพลังงานโรงหล่อ_2568.xlsx: factory electricity, LPG and diesel, months as columns.
- โรงหล่อ/บัญชี/เงินเดือนพนักงาน_มิ.ย.2568.xlsx: June payroll of nine workers (salary, OT, social security, net).
- โรงหล่อ/LINE/LINE_คุณเอก_สยามปั๊ม.txt: LINE chat with K. Ake of Siam Pump changing the order (300 -> 400 -> 350
  casings, 250 impellers, 612,500 before VAT, delivery 30 June).
- โรงหล่อ/LINE/LINE_กลุ่มช่างโรงหล่อ.txt: the workers' group chat (crucible of furnace 2 cracked, new one 38,000).
- โรงหล่อ/Email/email_ThaiKasetYont_PO0186.txt: English email from Thai Kaset Yont Co., Ltd. with the PO and
  delivery schedule (lot 1 by 20 June 2025, 0.1% a day late penalty, 45-day payment).
- โรงหล่อ/เอกสารโรงงาน/สัญญาเช่าที่ดินโรงงาน.docx: the factory land lease (35,000 a month, ends 30 มิถุนายน 2569).
- โรงหล่อ/เอกสารโรงงาน/บันทึกตรวจเตาหลอม_มิ.ย.68.md: furnace inspection notes (refractory repair 27,500, 14 ก.ค.).
- โรงหล่อ/เอกสารโรงงาน/QC_notes_June2025.md: English QC notes (pump casing defects 4.2%, scrap cost 18,640).
- โรงหล่อ/เอกสารโรงงาน/จดหมายแจ้งปรับราคา_ก.ค.68.docx: letter to customers: brass/bronze work +8% from 1 ส.ค. 2568.
- โรงหล่อ/Plan/แผนธุรกิจ_ปี2569.pptx: slides of next year's plan (target 8.5 ล้านบาท, induction furnace 1,850,000).
- บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Apr-Jun) with totals.
- บ้าน/PEA_bill_home_June2025.pdf: the home electricity bill (3,532.96, due 2 July 2025).
- บ้าน/insurance_renewal_mom_2025.pdf: Chao Phraya Life renewal notice for her mother's health policy (42,800).
- บ้าน/ต่อประกันรถ_2568.md: her note comparing three car-insurance quotes.
- บ้าน/LINE_ครอบครัวทองเจริญ.txt: the family LINE chat (Mind's field trip 1,850, grandma's doctor visit).
- บ้าน/โรงเรียนมายด์/KBS_tuition_term1_2025.pdf and KBS_tuition_term2_2024.pdf: Mind's school fee invoices
  (this term 68,750.00, last term 63,500.00).
- รายการซื้อของ_แม็คโคร.txt, สูตรแกงส้มแม่.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "โรงหล่อทองเจริญ 88/3 หมู่ 4 ต.บ้านกรด อ.บางปะอิน จ.พระนครศรีอยุธยา 13160 โทร 081-234-5678"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

TEMPLE_DRAFT = dict(
    top=["ใบเสนอราคา (ฉบับร่าง - ยังไม่ส่ง)", SHOP,
         "เลขที่ QT-2568-031  วันที่ 2 พฤษภาคม 2568",
         "เรียน พระครูสุนทรธรรมวิทย์ เจ้าอาวาสวัดบางกระสั้น",
         "เรื่อง เสนอราคาหล่อระฆังทองเหลืองและกระดิ่งชายคา"],
    table=[QUOTE_HEAD,
           ("1", "ระฆังทองเหลือง ปากกว้าง 60 ซม.", "1", "85,000", "85,000"),
           ("2", "กระดิ่งแขวนชายคา ทองเหลือง 4 นิ้ว", "40", "450", "18,000"),
           ("3", "ค่าแกะลายและจารึกชื่อผู้บริจาค", "1", "6,500", "6,500")],
    bottom=["รวมเป็นเงิน 109,500 บาท", "ภาษีมูลค่าเพิ่ม 7% 7,665 บาท", "รวมทั้งสิ้น 117,165 บาท",
            "ระยะเวลาหล่อ 45 วันนับจากวันรับมัดจำ", "มัดจำ 50% เป็นเงิน 58,582.50 บาท ส่วนที่เหลือชำระวันส่งมอบ",
            "ยืนราคา 30 วัน", "ผู้เสนอราคา สุดารัตน์ ทองเจริญ"])
TEMPLE_FINAL = dict(
    top=["ใบเสนอราคา", SHOP,
         "เลขที่ QT-2568-031  วันที่ 9 พฤษภาคม 2568",
         "เรียน พระครูสุนทรธรรมวิทย์ เจ้าอาวาสวัดบางกระสั้น",
         "เรื่อง เสนอราคาหล่อระฆังทองเหลืองและกระดิ่งชายคา"],
    table=[QUOTE_HEAD,
           ("1", "ระฆังทองเหลือง ปากกว้าง 60 ซม. หนา 2.5 ซม.", "1", "92,000", "92,000"),
           ("2", "กระดิ่งแขวนชายคา ทองเหลือง 4 นิ้ว", "40", "480", "19,200"),
           ("3", "ค่าแกะลายและจารึกชื่อผู้บริจาค", "1", "6,500", "6,500")],
    bottom=["รวมเป็นเงิน 117,700 บาท", "ภาษีมูลค่าเพิ่ม 7% 8,239 บาท", "รวมทั้งสิ้น 125,939 บาท",
            "ระยะเวลาหล่อ 60 วันนับจากวันรับมัดจำ (รวมเวลาขัดเงาและทดสอบเสียง)",
            "มัดจำ 40% เป็นเงิน 50,375.60 บาท ส่วนที่เหลือชำระวันส่งมอบ",
            "ราคานี้รวมค่าขนส่งและติดตั้งที่วัด", "ยืนราคา 30 วัน", "ผู้เสนอราคา สุดารัตน์ ทองเจริญ"])
SIAMPUMP = dict(
    top=["THONGCHAROEN FOUNDRY", "88/3 Moo 4, Ban Krot, Bang Pa-in, Phra Nakhon Si Ayutthaya 13160  Tel. 081-234-5678",
         "QUOTATION No. QT-2568-027", "Date: 21 April 2025",
         "To: Siam Pump Industry Co., Ltd. (Purchasing), Attn: Mr. Ekachai (K. Ake)",
         "Subject: Castings for pump model SP-80"],
    table=[("No.", "Description", "Qty", "Unit price (THB)", "Amount (THB)"),
           ("1", "Pump casing, grey cast iron FC200, approx. 12 kg, machined flange", "300", "1,150", "345,000"),
           ("2", "Impeller, brass, 6 inch, balanced", "300", "780", "234,000"),
           ("3", "Pattern modification (one time)", "1", "15,000", "15,000")],
    bottom=["Subtotal 594,000 THB", "VAT 7% 41,580 THB", "Grand total 635,580 THB",
            "Delivery: 2 lots, first lot 15 June 2025", "Payment: 30 days credit after each delivery",
            "This quotation is valid for 30 days.", "Sudarat Thongcharoen, Owner"])
KASET = dict(
    top=["ใบเสนอราคา", SHOP, "เลขที่ QT-2568-029  วันที่ 28 เมษายน 2568",
         "เรียน ฝ่ายจัดซื้อ บริษัท ไทยเกษตรยนต์ จำกัด (คุณพิมพ์ชนก)",
         "เรื่อง เสนอราคางานหล่อเสื้อเกียร์และมู่เล่ย์สำหรับรถไถเดินตาม"],
    table=[QUOTE_HEAD,
           ("1", "เสื้อเกียร์เหล็กหล่อ FC250 (Gear housing) ประมาณ 15 กก.", "200", "1,380", "276,000"),
           ("2", "มู่เล่ย์เหล็กหล่อ 10 นิ้ว (Pulley)", "500", "320", "160,000"),
           ("3", "ค่าทำแบบไม้ (Pattern)", "1", "22,000", "22,000")],
    bottom=["รวมเป็นเงิน 458,000 บาท", "ภาษีมูลค่าเพิ่ม 7% 32,060 บาท", "รวมทั้งสิ้น 490,060 บาท",
            "ส่งมอบ 2 งวด งวดละครึ่ง", "เงื่อนไขชำระเงิน เครดิต 30 วัน", "ยืนราคา 30 วัน",
            "ผู้เสนอราคา สุดารัตน์ ทองเจริญ"])

PRICELIST_2025 = [
    "Bangkok Metals Co., Ltd.\n55 Soi Bang Na-Trat 25, Bang Na, Bangkok 10260\n"
    "RAW MATERIAL PRICE LIST 2025\nEffective 1 January 2025 - prices in THB per kg, excluding VAT\n\n"
    "Copper cathode (Cu 99.99%) ............ 318.00\nBrass ingot C3604 ...................... 265.00\n"
    "Tin ingot (Sn 99.9%) ................... 1,120.00\nZinc ingot SHG ......................... 108.00\n"
    "Aluminium ingot ADC12 .................. 96.00\nPig iron, foundry grade ................ 21.50\n"
    "Ferrosilicon FeSi75 .................... 68.00",
    "Terms\nMinimum order 500 kg per delivery.\nFree delivery within 100 km of Bangkok.\n"
    "Credit 30 days for approved customers.\nMetal prices may change with LME; we will notify 15 days ahead.\n"
    "Contact: sales@bangkokmetals.co.th  Tel. 02-398-1122",
]
PRICELIST_2567 = dict(
    top=["บริษัท กรุงเทพเมทัล จำกัด", "55 ซอยบางนา-ตราด 25 แขวงบางนา เขตบางนา กรุงเทพฯ 10260",
         "ใบแจ้งราคาวัตถุดิบ ปี 2567", "มีผลตั้งแต่วันที่ 1 มกราคม 2567 ราคาเป็นบาทต่อกิโลกรัม ไม่รวม VAT"],
    table=[("รายการ", "ราคา (บาท/กก.)"),
           ("ทองแดงแคโทด (Cu 99.99%)", "289.00"),
           ("ทองเหลืองแท่ง C3604", "242.00"),
           ("ดีบุกแท่ง (Sn 99.9%)", "980.00"),
           ("สังกะสีแท่ง SHG", "102.00"),
           ("อะลูมิเนียมแท่ง ADC12", "91.00"),
           ("เหล็กถลุง (Pig iron)", "19.80"),
           ("เฟอร์โรซิลิคอน FeSi75", "64.00")],
    bottom=["สั่งขั้นต่ำ 300 กก. ต่อครั้ง", "ส่งฟรีในระยะ 100 กม. จากกรุงเทพฯ", "ติดต่อฝ่ายขาย โทร 02-398-1122"])
INVOICE_BKM = [
    "Bangkok Metals Co., Ltd.\n55 Soi Bang Na-Trat 25, Bang Na, Bangkok 10260  Tax ID 0105548012345\n"
    "TAX INVOICE No. INV-250412\nDate: 12 April 2025\n"
    "Bill to: Thongcharoen Foundry, 88/3 Moo 4, Ban Krot, Bang Pa-in, Ayutthaya 13160\n\n"
    "Brass ingot C3604    800 kg x 265.00 = 212,000.00\nTin ingot Sn 99.9%    50 kg x 1,120.00 = 56,000.00\n"
    "Subtotal 268,000.00\nVAT 7% 18,760.00\nTotal amount 286,760.00 THB\n\n"
    "Payment terms: 30 days. Due date: 12 May 2025\n"
    "Please transfer to Kasikornbank, account 123-4-56789-0, Bangkok Metals Co., Ltd.",
]
INVOICE_RAYONG = [
    "Rayong Silica Sand Ltd.\nMap Ta Phut, Rayong 21150\nINVOICE No. RS-0325-118\nDate: 18 March 2025\n"
    "Bill to: Thongcharoen Foundry, Bang Pa-in, Ayutthaya\n\n"
    "Silica sand AFS 55 (dried)   10 ton x 2,400.00 = 24,000.00\n"
    "Bentonite (sodium)   1 ton x 9,500.00 = 9,500.00\nTransport Rayong - Ayutthaya   3,500.00\n"
    "Subtotal 37,000.00\nVAT 7% 2,590.00\nTotal 39,590.00\nDue date: 17 April 2025",
]
INVOICE_REFRACTORY = [
    "Thai Refractory Co., Ltd.\nKhlong Luang, Pathum Thani 12120\nINVOICE No. TR-2506-077\nDate: 12 June 2025\n"
    "Customer: Thongcharoen Foundry, 88/3 Moo 4, Ban Krot, Bang Pa-in, Ayutthaya\n\n"
    "Graphite crucible A300   1 x 38,000.00 = 38,000.00\nDelivery charge 1,500.00\n"
    "Subtotal 39,500.00\nVAT 7% 2,765.00\nTotal 42,265.00\nPayment due: 12 July 2025",
]

SALES_2568 = [("ม.ค. (Jan)", 185000, 420500), ("ก.พ. (Feb)", 142000, 388000), ("มี.ค. (Mar)", 210500, 455200),
              ("เม.ย. (Apr)", 268000, 312400), ("พ.ค. (May)", 176000, 501300), ("มิ.ย. (Jun)", 154500, 476800)]
COSTS_2568 = [(248000, 156000, 68400, 22100), (221500, 156000, 61200, 18900), (276300, 162000, 72800, 25400),
              (231000, 148500, 59600, 31200), (289700, 162000, 75300, 19800), (265200, 162000, 73900, 24600)]
SALES_2567 = [("ม.ค. (Jan)", 160000, 352000), ("ก.พ. (Feb)", 128500, 341200), ("มี.ค. (Mar)", 195000, 398700),
              ("เม.ย. (Apr)", 240000, 281000), ("พ.ค. (May)", 150200, 430600), ("มิ.ย. (Jun)", 139000, 415300),
              ("ก.ค. (Jul)", 171500, 402900), ("ส.ค. (Aug)", 158000, 436100), ("ก.ย. (Sep)", 133400, 389500),
              ("ต.ค. (Oct)", 205600, 447200), ("พ.ย. (Nov)", 260300, 421800), ("ธ.ค. (Dec)", 228900, 398400)]
COSTS_2567 = [(215000, 142000, 58900, 17500), (201300, 142000, 55200, 16800), (238900, 142000, 63400, 21000),
              (199800, 135500, 52700, 28400), (248100, 148000, 66900, 18300), (239600, 148000, 65100, 19900),
              (242300, 148000, 64800, 20500), (251700, 148000, 67200, 21800), (226400, 148000, 60300, 17600),
              (262800, 148000, 69900, 23400), (270500, 148000, 70600, 26700), (249300, 156000, 66800, 31900)]

ENERGY_MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
ENERGY_ROWS = [
    ("ไฟฟ้า หน่วย (Electricity, kWh)", [10920, 9840, 11460, 9210, 11850, 11600]),
    ("ค่าไฟฟ้า (Electricity, THB)", [49800, 45100, 53200, 43700, 55300, 54400]),
    ("แก๊ส LPG (กก.)", [680, 590, 710, 575, 715, 700]),
    ("ค่าแก๊ส LPG (LPG, THB)", [15400, 13300, 16100, 13100, 16200, 15900]),
    ("ค่าน้ำมันดีเซลรถยก (Forklift diesel, THB)", [3200, 2800, 3500, 2800, 3800, 3600]),
]

PAYROLL = [("นายสมศักดิ์ ใจกล้า", "หัวหน้าช่างหล่อ (Foreman)", 24000, 3200),
           ("นายบุญมี แสงทอง", "ช่างหล่อ (Caster)", 16500, 2400),
           ("นายชาตรี บุญเรือง", "ช่างหล่อ (Caster)", 16500, 2100),
           ("นายสายชล ทองมา", "ช่างทำแบบทราย (Moulder)", 14800, 1900),
           ("นายวีระ พรมมา", "ช่างทำแบบทราย (Moulder)", 14800, 1600),
           ("Mr. Aung Min", "คนงานเตาหลอม (Furnace hand)", 12600, 2300),
           ("Mr. Zaw Htet", "คนงานขัดแต่ง (Fettler)", 12600, 1800),
           ("นางสาวนงลักษณ์ ศรีสุข", "ธุรการ/บัญชี (Office)", 18000, 0),
           ("นายธนพล ใจดี", "ตรวจคุณภาพ (QC)", 15000, 1900)]

AKE_CHAT = """[22/04/2568 09:14] เอก สยามปั๊ม: สวัสดีครับพี่สุดา ได้ใบเสนอราคา QT-2568-027 แล้วนะครับ
[22/04/2568 09:15] เอก สยามปั๊ม: ผู้บริหารขอปรับจำนวนนิดนึงครับ
[22/04/2568 09:20] สุดารัตน์: ได้ค่ะคุณเอก ปรับยังไงคะ
[22/04/2568 09:26] เอก สยามปั๊ม: เสื้อปั๊มจาก 300 เพิ่มเป็น 400 ตัวครับ ส่วนใบพัดทองเหลืองลดเหลือ 250 ตัว
[22/04/2568 09:31] สุดารัตน์: รับทราบค่ะ เดี๋ยวเช็คกำลังผลิตก่อนนะคะ
[24/04/2568 16:02] เอก สยามปั๊ม: ขอโทษครับพี่ แก้อีกรอบ เสื้อปั๊มเอา 350 ตัวพอครับ งบไม่พอ 😅 ใบพัดเหมือนเดิม 250
[24/04/2568 16:10] สุดารัตน์: ได้ค่ะ งั้นสรุปนะคะ เสื้อปั๊ม 350 ตัว x 1,150 = 402,500 บาท ใบพัด 250 ตัว x 780 = 195,000 บาท ค่าแก้แพทเทิร์น 15,000 บาท รวม 612,500 บาท ยังไม่รวม VAT ค่ะ
[24/04/2568 16:12] เอก สยามปั๊ม: ถูกต้องครับ ขอเลื่อนส่งล็อตแรกเป็น 30 มิ.ย. ได้ไหมครับ
[24/04/2568 16:15] สุดารัตน์: ได้ค่ะ ล็อตแรก 200 ตัว 30 มิ.ย. ที่เหลือกลาง ก.ค. นะคะ เดี๋ยวส่งใบเสนอราคาแก้ไขให้พรุ่งนี้ค่ะ
[24/04/2568 16:16] เอก สยามปั๊ม: 👍 ขอบคุณครับ
"""
WORKERS_CHAT = """[10/06/2568 07:52] สมศักดิ์ หัวหน้าช่าง: พี่สุดาครับ เบ้าเตา 2 ร้าวตรงก้นครับ เมื่อวานเทไปรอบเดียวเห็นรอย
[10/06/2568 07:53] สมศักดิ์ หัวหน้าช่าง: [รูปภาพ]
[10/06/2568 08:05] สุดารัตน์: หยุดใช้เลยนะคะ อันตราย เดี๋ยวโทรสั่งไทยรีแฟรคทอรี่
[10/06/2568 08:40] สุดารัตน์: สั่งแล้วค่ะ เบ้ากราไฟต์เบอร์ A300 ใบละ 38,000 ของมาส่ง 12 มิ.ย.
[10/06/2568 08:42] บุญมี: วันนี้หล่อเหล็กต่อได้ไหมครับ
[10/06/2568 08:45] สมศักดิ์ หัวหน้าช่าง: เหล็กใช้คิวโปล่า ไม่เกี่ยว หล่อได้ตามปกติ เสื้อปั๊มรอบ 2 เทบ่ายนี้
[10/06/2568 12:10] ธนพล QC: รอบเช้ามีรูพรุนที่หน้าแปลน 3 ตัว แยกไว้ให้แล้วครับ
[11/06/2568 17:30] นงลักษณ์ บัญชี: แจ้งทุกคน เงินเดือนออกวันที่ 30 นะคะ
"""
EMAIL_TKY = """From: Pimchanok Srisawat <pimchanok.s@thaikasetyont.co.th>
To: Sudarat Thongcharoen <sudarat.foundry@gmail.com>
Date: Mon, 12 May 2025 10:42 +0700
Subject: PO TKY-PO-25-0186 - gear housings and pulleys, delivery schedule

Dear K. Sudarat,

Thank you for your quotation QT-2568-029. Please find our purchase order TKY-PO-25-0186 attached.
We confirm 200 gear housings (FC250) and 500 pulleys (10 inch) at the quoted prices.

Delivery schedule:
- Lot 1: 100 gear housings and 250 pulleys, by 20 June 2025
- Lot 2: 100 gear housings and 250 pulleys, by 25 July 2025
Please deliver to our plant at Rojana Industrial Park, Ayutthaya (Gate 3), Mon-Fri 08:00-16:00.

Please note our standard terms: late delivery is charged 0.1% of the lot value per day, up to 10%.
Every lot must come with a material certificate (tensile test). We inspect 5% of the parts on arrival.
Payment is 45 days after invoice (not 30 days as in your quotation); please confirm by return email.

Best regards,
Pimchanok Srisawat
Purchasing Officer, Thai Kaset Yont Co., Ltd.
Tel. 035-330-456
"""
LEASE = [
    "สัญญาเช่าที่ดินพร้อมอาคารโรงงาน",
    "ทำที่ อำเภอบางปะอิน จังหวัดพระนครศรีอยุธยา วันที่ 20 มิถุนายน 2566",
    "ผู้ให้เช่า: นายสุรินทร์ มั่นคง  ผู้เช่า: นางสุดารัตน์ ทองเจริญ (โรงหล่อทองเจริญ)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45127 เนื้อที่ 1 ไร่ 2 งาน พร้อมอาคารโรงงานขนาด 600 ตารางเมตร "
    "เลขที่ 88/3 หมู่ 4 ตำบลบ้านกรด อำเภอบางปะอิน",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กรกฎาคม 2566 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 35,000 บาท (สามหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 105,000 บาท ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่ารับผิดชอบค่าไฟฟ้า ค่าน้ำประปา และภาษีป้าย ผู้ให้เช่ารับผิดชอบภาษีที่ดินและสิ่งปลูกสร้าง",
    "ข้อ 6. ผู้เช่ามีสิทธิต่อสัญญาได้อีก 3 ปี โดยแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วัน "
    "ค่าเช่าในสัญญาใหม่ปรับขึ้นไม่เกิน 10%",
    "ข้อ 7. ผู้เช่าต้องดูแลรักษาอาคาร หากมีการต่อเติมต้องได้รับความยินยอมจากผู้ให้เช่าเป็นหนังสือ",
]
FURNACE_NOTES = """# บันทึกตรวจเตาหลอม ประจำเดือน มิ.ย. 2568

ตรวจวันที่ 28 มิถุนายน 2568 โดย สมศักดิ์ (หัวหน้าช่าง) กับ สุดารัตน์

## เตา 1 — เตาเบ้าแก๊ส ทองเหลือง/ทองแดง ขนาด 300 กก.
- ผนังทนไฟด้านหลังกร่อน เหลือหนา 6 ซม. (ไม่ควรต่ำกว่า 8 ซม.)
- ต้องซ่อมผนังทนไฟ ช่างไทยรีแฟรคทอรี่ประเมินราคา 27,500 บาท
- หัวพ่นแก๊สและวาล์วปกติ ไม่มีรั่ว

## เตา 2 — เตาเบ้าสำรอง
- เปลี่ยนเบ้ากราไฟต์ใบใหม่แล้วเมื่อ 12 มิ.ย. (ใบเก่าร้าวที่ก้น)
- เบ้าใหม่ใช้ไป 14 ครั้ง อายุใช้งานประมาณ 100 ครั้ง

## เตา 3 — คิวโปล่า (เหล็กหล่อ)
- เดือนนี้หลอมไป 22 ครั้ง
- ลมเป่าอ่อนลง ต้องล้างท่อลมก่อนสิ้นเดือน ก.ค.

## สิ่งที่ต้องทำ
- นัดช่างไทยรีแฟรคทอรี่ซ่อมเตา 1 วันที่ 14 ก.ค. 2568 (หยุดเตา 3 วัน)
- ระหว่างซ่อม ย้ายงานระฆังวัดบางกระสั้นไปหลอมเตา 2
- ซื้อถุงมือกันความร้อนเพิ่ม 6 คู่
"""
QC_NOTES = """# QC notes - June 2025

Prepared by Thanaphon (QC), 30 June 2025

## Output and defects
| Part | Customer | Poured | Rejected | Defect rate | Main cause |
|---|---|---|---|---|---|
| Pump casing FC200 | Siam Pump | 214 | 9 | 4.2% | gas porosity near the flange |
| Gear housing FC250 | Thai Kaset Yont | 108 | 3 | 2.8% | sand inclusion |
| Pulley 10 inch | Thai Kaset Yont | 260 | 4 | 1.5% | misrun on thin rim |
| Temple bell 60 cm (brass) | Wat Bang Krasan | 1 | 0 | 0% | - |

Scrap cost this month (metal, sand, labour): 18,640 THB.

## Actions
- Dry ladles for at least 20 minutes before pouring pump casings (porosity).
- Sand mixer: keep moisture at 3.2-3.5%, check twice a day.
- Raise pouring temperature for pulleys to 1,420 C.
- Target: pump casing defect rate below 3% by August.
"""
PRICE_LETTER = [
    "โรงหล่อทองเจริญ",
    "88/3 หมู่ 4 ต.บ้านกรด อ.บางปะอิน จ.พระนครศรีอยุธยา 13160 โทร 081-234-5678",
    "วันที่ 1 กรกฎาคม 2568",
    "เรื่อง แจ้งปรับราคางานหล่อทองเหลืองและทองสำริด",
    "เรียน ลูกค้าผู้มีอุปการคุณทุกท่าน",
    "ด้วยราคาวัตถุดิบทองแดงและดีบุกปรับตัวสูงขึ้นต่อเนื่องตั้งแต่ต้นปี ราคาทองแดงแคโทดจากผู้ขายเพิ่มจาก 289 บาท "
    "เป็น 318 บาทต่อกิโลกรัม",
    "โรงหล่อฯ จึงขอปรับราคางานหล่อทองเหลืองและทองสำริดขึ้น 8% มีผลตั้งแต่วันที่ 1 สิงหาคม 2568 เป็นต้นไป",
    "ใบเสนอราคาที่ออกก่อนวันที่ 31 กรกฎาคม 2568 ยังใช้ราคาเดิมตามที่ยืนราคาไว้",
    "ราคางานเหล็กหล่อ (FC200 / FC250) ยังคงเดิม",
    "ขออภัยในความไม่สะดวก และขอขอบพระคุณที่ไว้วางใจโรงหล่อทองเจริญเสมอมา",
    "ขอแสดงความนับถือ",
    "สุดารัตน์ ทองเจริญ เจ้าของกิจการ",
]
PLAN_SLIDES = [
    ("แผนงานปี 2569 โรงหล่อทองเจริญ", "Business plan 2026\nจัดทำโดย สุดารัตน์ ทองเจริญ กรกฎาคม 2568"),
    ("เป้ายอดขาย Sales target", "เป้ายอดขายปี 2569: 8.5 ล้านบาท\nงานเหล็กหล่ออุตสาหกรรม 6 ล้านบาท\n"
                                 "งานระฆังและงานวัด 2.5 ล้านบาท"),
    ("ลงทุนเครื่องจักร Investment", "เตาหลอมเหนี่ยวนำ (induction furnace) 500 กก. งบ 1,850,000 บาท\n"
                                     "เครื่องพ่นทราย (shot blast) 420,000 บาท\nกู้ SME Bank ผ่อน 5 ปี"),
    ("ลูกค้าใหม่ New customers", "เจาะตลาดชิ้นส่วนปั๊มน้ำและอะไหล่รถไถ\nเป้าหมายลูกค้าโรงงานใหม่ 5 ราย\n"
                                  "ทำเว็บไซต์และเพจ Facebook ของโรงหล่อ"),
    ("คน People", "รับช่างหล่อเพิ่ม 2 คน\nส่งหัวหน้าช่างอบรมมาตรฐาน มอก. เดือนมีนาคม 2569"),
    ("Timeline", "ไตรมาส 1: สั่งเตาหลอมเหนี่ยวนำ\nไตรมาส 2: ติดตั้งและทดลองหล่อ\nไตรมาส 3: ยื่นขอ ISO 9001"),
]

HOME_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_MONTHS = {
    "เม.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 3380.15, "PEA หน้าร้อน"), ("ค่าน้ำประปา (Water)", 398, ""),
                   ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1398, ""), ("กับข้าว/ตลาด (Groceries)", 15820, "สงกรานต์"),
                   ("ค่าน้ำมันรถ (Fuel)", 7400, "กลับบ้านยายที่สุพรรณ"), ("ค่างวดรถ (Car loan)", 12900, "งวดที่ 26/60"),
                   ("ให้แม่ (Mom)", 5000, ""), ("ของใช้ในบ้าน (Household items)", 2150, "")],
    "พ.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 3105.40, "PEA"), ("ค่าน้ำประปา (Water)", 412, ""),
                   ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1398, ""), ("กับข้าว/ตลาด (Groceries)", 14250, ""),
                   ("ค่าน้ำมันรถ (Fuel)", 6800, ""), ("ค่างวดรถ (Car loan)", 12900, "งวดที่ 27/60"),
                   ("ค่าเทอมน้องมายด์ (School fees)", 68750, "เทอม 1/2568"),
                   ("ค่าเรียนพิเศษ (Tutoring)", 3200, "เลข+อังกฤษ"), ("ให้แม่ (Mom)", 5000, ""),
                   ("ของใช้ในบ้าน (Household items)", 2640, "")],
    "มิ.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 3532.96, "PEA"), ("ค่าน้ำประปา (Water)", 405, ""),
                   ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1398, ""), ("กับข้าว/ตลาด (Groceries)", 13980, ""),
                   ("ค่าน้ำมันรถ (Fuel)", 6350, ""), ("ค่างวดรถ (Car loan)", 12900, "งวดที่ 28/60"),
                   ("ค่าเรียนพิเศษ (Tutoring)", 3200, ""), ("ค่าทัศนศึกษา (Field trip)", 1850, "ป.4"),
                   ("ให้แม่ (Mom)", 5000, ""), ("พายายไปหาหมอ (Grandma doctor)", 2460, "รพ.อยุธยา")],
}
PEA_BILL = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL\nCustomer: Mrs. Sudarat Thongcharoen\n"
    "Address: 19/7 Moo 2, Ban Len, Bang Pa-in, Ayutthaya 13160\nAccount No. 020012345678\n"
    "Reading period: 18 May 2025 - 17 June 2025\nUnits used: 684 kWh\n\n"
    "Energy charge 3,012.45\nFt charge 251.16\nService charge 38.22\nSubtotal 3,301.83\nVAT 7% 231.13\n"
    "Amount due 3,532.96 THB\nDue date: 2 July 2025",
]
INSURANCE_LETTER = [
    "Chao Phraya Life Assurance PCL\n20 June 2025\n\nMrs. Sudarat Thongcharoen\n"
    "19/7 Moo 2, Ban Len, Bang Pa-in, Ayutthaya 13160\n\n"
    "Subject: Renewal notice - Health insurance policy No. HL-4471920\n"
    "Insured person: Mrs. Boonruen Saetang (age 68)\n\nDear Mrs. Sudarat,\n"
    "The policy above will expire on 31 July 2025. To keep the cover, please pay the renewal premium.\n"
    "Renewal premium (policy year 2025-2026): 42,800.00 THB\nPremium last year (2024-2025): 38,600.00 THB\n"
    "The premium changed because the insured person moved into the age band 66-70.\n"
    "Payment due: 31 July 2025 (grace period 31 days)",
    "Cover summary\nRoom and board: 4,000 THB per day\nIn-patient limit: 1,000,000 THB per year\n"
    "Out-patient: not covered\n\nPay at any branch, by bank transfer, or by credit card (0% for 6 months).\n"
    "Customer service 1766",
]
TUITION_TERM1 = [
    "Krungsri Bilingual School\nAyutthaya\nTUITION FEE INVOICE\nAcademic Year 2025, Semester 1\n"
    "Student: Miss Paphawarin Thongcharoen (Mind)\nGrade 4/2   Student ID 6521043\n\n"
    "Tuition fee 38,500.00\nEnglish program fee 12,000.00\nLunch and snacks 6,800.00\n"
    "Books and uniforms 4,250.00\nSchool bus (Bang Pa-in route) 7,200.00\nTotal 68,750.00 THB\n\n"
    "Please pay by 15 May 2025. A late fee of 500 THB applies after the due date.",
]
TUITION_TERM2 = [
    "Krungsri Bilingual School\nAyutthaya\nTUITION FEE INVOICE\nAcademic Year 2024, Semester 2\n"
    "Student: Miss Paphawarin Thongcharoen (Mind)\nGrade 3/2   Student ID 6521043\n\n"
    "Tuition fee 36,000.00\nEnglish program fee 12,000.00\nLunch and snacks 6,500.00\n"
    "Books and materials 2,100.00\nSchool bus (Bang Pa-in route) 6,900.00\nTotal 63,500.00 THB\n\n"
    "Please pay by 31 October 2024. A late fee of 500 THB applies after the due date.",
]
TEXTS = {
    "บ้าน/ต่อประกันรถ_2568.md": "# ต่อประกันรถฟอร์จูนเนอร์ (กข 4521 อยุธยา) หมด 15 ส.ค. 68\n\n"
                               "เทียบ 3 เจ้า ชั้น 1 ทุนประกัน 850,000\n"
                               "- วิริยะ 18,900 บาท ซ่อมห้าง\n- ทิพย 17,450 บาท ซ่อมอู่ (อยุธยามีอู่ในเครือ 3 อู่)\n"
                               "- กรุงเทพประกันภัย 19,600 บาท ซ่อมห้าง มีรถยกฟรี\n\n"
                               "พี่วิชัยอยากได้ซ่อมห้าง -> เอาวิริยะ 18,900 ผ่อน 0% 3 เดือนผ่านบัตร\n",
    "บ้าน/LINE_ครอบครัวทองเจริญ.txt":
        "[16/06/2568 19:02] วิชัย: ครูส่งจดหมายมา ป.4 ไปทัศนศึกษาพิพิธภัณฑ์วิทยาศาสตร์ ค่าใช้จ่าย 1,850 บาท\n"
        "[16/06/2568 19:03] วิชัย: ต้องส่งเงินภายในศุกร์ที่ 27 มิ.ย. นะ\n"
        "[16/06/2568 19:10] สุดารัตน์: เดี๋ยวโอนให้ค่ะ ฝากพี่จ่ายครูได้ไหม\n"
        "[16/06/2568 19:12] มายด์: แม่ขา หนูขอเงินซื้อกระเป๋าใหม่ด้วยค่ะ 🥺\n"
        "[16/06/2568 19:15] สุดารัตน์: กระเป๋าเดิมยังดีอยู่เลยลูก 😂\n"
        "[17/06/2568 08:30] วิชัย: ยายบุญเรือนนัดหมอ รพ.อยุธยา วันพุธที่ 25 มิ.ย. 9 โมง ใครพาไป\n"
        "[17/06/2568 08:35] สุดารัตน์: สุดาพาไปเองค่ะ วันนั้นโรงงานไม่ยุ่ง\n",
    "โรงหล่อ/LINE/LINE_คุณเอก_สยามปั๊ม.txt": AKE_CHAT,
    "โรงหล่อ/LINE/LINE_กลุ่มช่างโรงหล่อ.txt": WORKERS_CHAT,
    "โรงหล่อ/Email/email_ThaiKasetYont_PO0186.txt": EMAIL_TKY,
    "โรงหล่อ/เอกสารโรงงาน/บันทึกตรวจเตาหลอม_มิ.ย.68.md": FURNACE_NOTES,
    "โรงหล่อ/เอกสารโรงงาน/QC_notes_June2025.md": QC_NOTES,
    "รายการซื้อของ_แม็คโคร.txt": "น้ำดื่ม 6 แพ็ค\nกาแฟ 3in1 2 ห่อ\nถุงมือผ้า 2 โหล (โรงงาน)\nข้าวสาร 15 กก.\nน้ำยาล้างจาน\n",
    "สูตรแกงส้มแม่.md": "# แกงส้มผักรวมของแม่\nพริกแห้ง หอมแดง กระเทียม กะปิ ปลาช่อน 1 ตัว\n"
                        "ผักกาดขาว ถั่วฝักยาว ดอกแค มะขามเปียก น้ำปลา น้ำตาลปี๊บ\n",
}
WORKSPECT = {"todo.md": "- โทรตามคุณเอกเรื่องใบเสนอราคาแก้ไข\n- โอนค่าทัศนศึกษามายด์ 1,850\n"
                        "- นัดช่างซ่อมเตา 1\n- จ่ายค่าประกันสุขภาพยายก่อนสิ้น ก.ค.\n"}


def _sales_book(path: Path, year: str, sales: list[tuple], costs: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ปี {year} (Monthly sales {year}) โรงหล่อทองเจริญ"])
    sheet.append(["เดือน (Month)", "งานวัด/ระฆัง (Temple & bells)", "งานเหล็กหล่อ (Industrial castings)",
                  "รวม (Total)"])
    for month, temple, industry in sales:
        sheet.append([month, temple, industry, temple + industry])
    sheet.append(["รวม (Total)", sum(r[1] for r in sales), sum(r[2] for r in sales),
                  sum(r[1] + r[2] for r in sales)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายรายเดือน ปี {year} (Monthly expenses {year})"])
    cost.append(["เดือน (Month)", "วัตถุดิบ (Raw materials)", "ค่าแรง (Wages)", "ค่าไฟ/แก๊ส (Energy)",
                 "อื่นๆ (Other)", "รวม (Total)"])
    for (month, _, _), row in zip(sales, costs):
        cost.append([month, *row, sum(row)])
    cost.append(["รวม (Total)", *[sum(r[i] for r in costs) for i in range(4)], sum(sum(r) for r in costs)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _energy_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "พลังงาน 2568"
    sheet.append(["ค่าพลังงานโรงหล่อ ปี 2568 (Factory energy 2568)"])
    sheet.append(["รายการ (Item)", *ENERGY_MONTHS, "รวม (Total)"])
    for item, values in ENERGY_ROWS:
        sheet.append([item, *values, sum(values)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _payroll_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน มิ.ย. 68"
    sheet.append(["เงินเดือนพนักงาน เดือนมิถุนายน 2568 (Payroll June 2025) จ่ายวันที่ 30 มิ.ย. 2568"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)", "โอที (OT)", "รวมได้ (Gross)",
                  "ประกันสังคม (Social security)", "สุทธิ (Net pay)"])
    totals = [0, 0, 0, 0, 0]
    for name, role, salary, ot in PAYROLL:
        social = min(round(salary * 0.05), 750)
        row = [salary, ot, salary + ot, social, salary + ot - social]
        totals = [a + b for a, b in zip(totals, row)]
        sheet.append([name, role, *row])
    sheet.append(["รวม (Total)", "", *totals])
    for column in range(3, 8):
        money_format(sheet, column)
    book.save(path)


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOME_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes, suppliers = docs / "โรงหล่อ" / "ใบเสนอราคา", docs / "โรงหล่อ" / "Suppliers"
    books, factory = docs / "โรงหล่อ" / "บัญชี", docs / "โรงหล่อ" / "เอกสารโรงงาน"
    plan, home, school = docs / "โรงหล่อ" / "Plan", docs / "บ้าน", docs / "บ้าน" / "โรงเรียนมายด์"
    for folder in (quotes, suppliers, books, factory, plan, home, school):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_วัดบางกระสั้น_ร่าง.docx", **TEMPLE_DRAFT)
    write_docx(quotes / "ใบเสนอราคา_วัดบางกระสั้น_final.docx", **TEMPLE_FINAL)
    write_docx(quotes / "Quotation_SiamPump_QT027.docx", **SIAMPUMP)
    write_docx(quotes / "ใบเสนอราคา_ไทยเกษตรยนต์_QT029.docx", **KASET)
    make_pdf(suppliers / "BangkokMetals_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ราคาวัตถุดิบ_กรุงเทพเมทัล_2567.docx", **PRICELIST_2567)
    make_pdf(suppliers / "BangkokMetals_invoice_INV250412.pdf", INVOICE_BKM)
    make_pdf(suppliers / "RayongSilica_invoice_RS0325.pdf", INVOICE_RAYONG)
    make_pdf(suppliers / "ThaiRefractory_invoice_TR2506077.pdf", INVOICE_REFRACTORY)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _energy_book(books / "ค่าพลังงานโรงหล่อ_2568.xlsx")
    _payroll_book(books / "เงินเดือนพนักงาน_มิ.ย.2568.xlsx")
    write_docx(factory / "สัญญาเช่าที่ดินโรงงาน.docx", LEASE)
    write_docx(factory / "จดหมายแจ้งปรับราคา_ก.ค.68.docx", PRICE_LETTER)
    write_slides(plan / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    _home_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "PEA_bill_home_June2025.pdf", PEA_BILL)
    make_pdf(home / "insurance_renewal_mom_2025.pdf", INSURANCE_LETTER)
    make_pdf(school / "KBS_tuition_term1_2025.pdf", TUITION_TERM1)
    make_pdf(school / "KBS_tuition_term2_2024.pdf", TUITION_TERM2)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
