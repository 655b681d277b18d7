"""A folder for bench/agent_tasks.py (`--folder onlineshop`): a Nakhon Pathom online seller's shop and home papers.

Fahsai Boonprasert (คุณฟ้า, นางสาวฟ้าใส บุญประเสริฐ) makes and sells handmade cotton clothes and accessories as
ฟ้าใส แฮนด์เมด (Fahsai Handmade) on Shopee, Lazada, TikTok Shop and LINE OA from a rented house in Bo Phlap,
Mueang Nakhon Pathom, with a sewing helper, ป้าแดง (Mrs. Boonruean Srithong), paid by the piece: a Thai fabric
purchase agreement with a Chiang Mai cotton weaver (docx, a price and volume-discount table) and a newer quote from
a Sampeng fabric shop (txt), the Thai piece-rate agreement with ป้าแดง (docx, a rate table), sales by platform and
month for January-July 2568 with the platforms' fees (xlsx, two sheets, Thai/English headers), last year's sales
summary (md), a price list with wholesale discounts (md), Shopee's July income statement (English pdf), a courier's
rate card (English pdf), a LINE chat with a company customer about a wholesale tote-bag order (txt), an English
email from a Singapore boutique that wants to stock her products (txt), slides for a GSB small-business loan
(pptx), a Thai note on tax on her online income (md); at home the house lease (Thai docx), the PEA electricity
bills for July and August (pdf), the motorcycle loan statement (English pdf) and household spending for July and
August (xlsx); her father's private-hospital bill (English pdf) and her niece's school-fee notice (Thai txt); and
five distractors that share words with them (an older quote from the same weaver, a draft of the piece-rate deal,
her unsent draft reply to Singapore, a first draft of the loan plan, last year's tax note); plus a workspect that
already holds a to-do list. Written blind of the engine's rules, in session 15, for
bench/data/agent_tasks_onlineshop_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

FABRIC_TOP = [
    "ข้อตกลงการซื้อขายผ้าฝ้ายทอมือ",
    "ระหว่าง ห้างหุ้นส่วนจำกัด สุขใจผ้าฝ้าย (Sukjai Cotton Ltd., Part.) เลขที่ 99 หมู่ 5 ตำบลต้นเปา "
    "อำเภอสันกำแพง จังหวัดเชียงใหม่ 50130 ผู้ขาย",
    "กับ นางสาวฟ้าใส บุญประเสริฐ ร้านฟ้าใส แฮนด์เมด (Fahsai Handmade) เลขที่ 45/2 หมู่ 4 ตำบลบ่อพลับ "
    "อำเภอเมืองนครปฐม จังหวัดนครปฐม 73000 ผู้ซื้อ",
    "ทำที่ อำเภอสันกำแพง วันที่ 10 มกราคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568 ผู้ขายยืนราคาตามตารางท้ายข้อนี้ตลอดปี",
    "ข้อ 2. ราคาผ้าต่อเมตร (หน้ากว้าง 1 เมตร) แยกตามจำนวนที่สั่งต่อครั้ง ดังนี้",
]
FABRIC_PRICES = [
    ("ชนิดผ้า", "ราคาปกติ/เมตร", "สั่ง 50-199 เมตร", "สั่ง 200 เมตรขึ้นไป"),
    ("ผ้าฝ้ายทอมือ สีพื้น (Plain handwoven cotton)", "140 บาท", "130 บาท", "118 บาท"),
    ("ผ้าฝ้ายย้อมคราม (Indigo-dyed cotton)", "220 บาท", "205 บาท", "185 บาท"),
    ("ผ้าฝ้ายลายขิด (Khit pattern cotton)", "260 บาท", "240 บาท", "225 บาท"),
    ("ผ้าลินินผสมฝ้าย (Linen-cotton)", "180 บาท", "168 บาท", "155 บาท"),
]
FABRIC_BOTTOM = [
    "ข้อ 3. การสั่งซื้อขั้นต่ำครั้งละ 20 เมตรต่อสี ผู้ซื้อโอนเงินมัดจำร้อยละ 30 (30%) ของยอดสั่งซื้อเมื่อสั่ง "
    "และชำระส่วนที่เหลือก่อนผู้ขายจัดส่ง",
    "ข้อ 4. ผู้ขายจัดส่งภายใน 7-10 วันนับจากวันที่ได้รับมัดจำ ส่งทาง Kerry Express "
    "ส่งฟรีเมื่อยอดสั่งซื้อต่อครั้งตั้งแต่ 10,000 บาทขึ้นไป ต่ำกว่านั้นคิดค่าส่งครั้งละ 250 บาท",
    "ข้อ 5. ผ้าย้อมสีธรรมชาติอาจมีสีต่างกันเล็กน้อยในแต่ละล็อต ไม่ถือเป็นสินค้าชำรุด "
    "ผ้าที่ทอเสีย ขาด หรือมีรอยเปื้อน แจ้งเคลมพร้อมรูปถ่ายภายใน 7 วันหลังได้รับสินค้า ผู้ขายเปลี่ยนให้หรือคืนเงิน",
    "ข้อ 6. หากยอดซื้อรวมทั้งปี 2568 ตั้งแต่ 150,000 บาทขึ้นไป ผู้ซื้อได้รับเงินคืนร้อยละ 3 ของยอดซื้อทั้งปี "
    "โอนคืนภายในเดือนมกราคม 2569",
    "ข้อ 7. ผู้ขายจะไม่ขายผ้าลายขิดลายที่ผู้ซื้อออกแบบเอง (ลาย ฟ้าใส 01 และ ฟ้าใส 02) ให้ผู้อื่น",
    "ผู้ติดต่อฝ่ายขาย: คุณจันทร์เพ็ญ ใจคำ โทร 089-553-7148 LINE: sukjai.cotton",
    "ลงชื่อ จันทร์เพ็ญ ใจคำ หุ้นส่วนผู้จัดการ ผู้ขาย",
    "ลงชื่อ ฟ้าใส บุญประเสริฐ ผู้ซื้อ",
]
SAMPENG_QUOTE = """ใบเสนอราคา
ร้านเจริญพาณิชย์ผ้า (สำเพ็ง) 412 ซอยวานิช 1 แขวงจักรวรรดิ เขตสัมพันธวงศ์ กรุงเทพฯ 10100 โทร 02-225-8816
วันที่ 5 สิงหาคม 2568
เรียน คุณฟ้าใส ร้านฟ้าใส แฮนด์เมด

รายการ (ขายเป็นม้วน ม้วนละ 50 เมตร หน้ากว้าง 110 ซม.)
1. ผ้าฝ้ายสีพื้น (ทอเครื่อง) 12 สี                      เมตรละ 85 บาท
2. ผ้าฝ้ายพิมพ์ลายคราม (พิมพ์ ไม่ใช่ย้อมครามแท้)          เมตรละ 110 บาท
3. ผ้าลินินผสมฝ้าย                                     เมตรละ 120 บาท

เงื่อนไข
- สั่งขั้นต่ำ 1 ม้วน (50 เมตร) ต่อสี
- ชำระเงินสดหรือโอนก่อนส่งของเต็มจำนวน ไม่มีเครดิต
- ค่าส่งไปนครปฐมคิดตามจริง (Lalamove ประมาณ 450-600 บาทต่อเที่ยว) หรือมารับเองที่ร้าน
- สินค้าตัดแล้วไม่รับคืน
- ยืนราคา 30 วัน ถึง 4 กันยายน 2568

ผู้เสนอราคา: เฮียเส็ง (สมศักดิ์ แซ่ตั้ง) LINE: charoen.sampeng
"""
TAILOR_TOP = [
    "ข้อตกลงการจ้างเย็บเสื้อผ้าและสินค้าผ้า (ค่าจ้างรายชิ้น)",
    "ทำที่ บ้านเลขที่ 45/2 หมู่ 4 ตำบลบ่อพลับ อำเภอเมืองนครปฐม จังหวัดนครปฐม วันที่ 25 พฤษภาคม 2568",
    "ผู้ว่าจ้าง: นางสาวฟ้าใส บุญประเสริฐ (ร้านฟ้าใส แฮนด์เมด)",
    "ผู้รับจ้าง: นางบุญเรือน ศรีทอง (ป้าแดง) บ้านเลขที่ 17 หมู่ 4 ตำบลบ่อพลับ อำเภอเมืองนครปฐม",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 2. ผู้รับจ้างมาเย็บที่บ้านผู้ว่าจ้าง วันจันทร์ถึงวันเสาร์ เวลา 09:00-17:00 น. "
    "ผู้ว่าจ้างจัดหาผ้า ด้าย กระดุม ซิป และจักรเย็บผ้าให้ และเลี้ยงอาหารกลางวัน",
    "ข้อ 3. ค่าจ้างคิดเป็นรายชิ้น เฉพาะชิ้นที่ผ่านการตรวจของผู้ว่าจ้างแล้ว ตามตารางนี้",
]
TAILOR_RATES = [
    ("รายการ", "ค่าเย็บต่อชิ้น", "หมายเหตุ"),
    ("เดรสผ้าฝ้าย (Dress)", "125 บาท", "รวมติดกระดุมและรีด"),
    ("เสื้อเชิ้ตผ้าฝ้าย (Shirt)", "95 บาท", ""),
    ("กางเกงเอวยางยืด (Elastic-waist trousers)", "70 บาท", ""),
    ("กระเป๋าผ้าโท้ท (Tote bag)", "35 บาท", "มีซับใน +10 บาท"),
    ("กระเป๋าใส่เหรียญ/pouch", "25 บาท", ""),
    ("ยางมัดผม (Scrunchie)", "6 บาท", ""),
    ("ปักโลโก้ด้วยจักรปัก (Logo embroidery)", "15 บาท", "ต่อจุด"),
]
TAILOR_BOTTOM = [
    "ข้อ 4. ผู้ว่าจ้างจ่ายค่าจ้างเดือนละ 2 ครั้ง ทุกวันที่ 15 และวันสิ้นเดือน โอนเข้าบัญชีธนาคารกรุงไทยของผู้รับจ้าง",
    "ข้อ 5. เดือนใดผู้รับจ้างเย็บได้เกิน 400 ชิ้น (ไม่นับยางมัดผม) ผู้ว่าจ้างจ่ายโบนัสเพิ่ม 1,000 บาท",
    "ข้อ 6. ชิ้นงานที่เย็บผิดแบบหรือไม่เรียบร้อย ผู้รับจ้างแก้ไขให้โดยไม่คิดค่าจ้างเพิ่ม "
    "หากผ้าเสียหายเพราะตัดหรือเย็บผิด ผู้ว่าจ้างหักค่าผ้าได้ไม่เกินครึ่งหนึ่งของราคาผ้า",
    "ข้อ 7. ช่วงออเดอร์ขายส่ง ผู้รับจ้างทำงานวันอาทิตย์ได้ โดยได้ค่าจ้างรายชิ้นเพิ่มร้อยละ 20",
    "ข้อ 8. ฝ่ายใดจะเลิกข้อตกลงให้บอกล่วงหน้าไม่น้อยกว่า 15 วัน",
    "ลงชื่อ ฟ้าใส บุญประเสริฐ ผู้ว่าจ้าง",
    "ลงชื่อ บุญเรือน ศรีทอง ผู้รับจ้าง",
    "ลงชื่อ สมพร ศรีทอง พยาน",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
SALES_HEADERS = ("เดือน (Month)", "Shopee (THB)", "Lazada (THB)", "TikTok Shop (THB)", "LINE OA (THB)",
                 "รวม (Total, THB)", "จำนวนออเดอร์ (Orders)")
SALES = [(48200, 12400, 21800, 9600, 412), (41900, 10800, 25300, 8200, 371), (52600, 13100, 30900, 11400, 468),
         (58300, 11700, 36200, 14900, 529), (45100, 9900, 38700, 10300, 455), (50400, 10600, 44100, 12800, 498),
         (53750, 11200, 47600, 27550, 521)]
FEE_HEADERS = ("เดือน (Month)", "ค่าธรรมเนียม Shopee (Shopee fees, THB)", "ค่าธรรมเนียม Lazada (Lazada fees, THB)",
               "ค่าธรรมเนียม TikTok Shop (TikTok fees, THB)", "ค่าแพ็กเกจ LINE OA (LINE OA plan, THB)",
               "รวมค่าธรรมเนียม (Total fees, THB)")
FEES = [(5885.22, 1339.2, 2038.3, 1280), (5115.99, 1166.4, 2365.55, 1280), (6422.46, 1414.8, 2889.15, 1280),
        (7118.43, 1263.6, 3384.7, 1280), (5506.71, 1069.2, 3618.45, 1280), (6153.84, 1144.8, 4123.35, 1280),
        (6562.88, 1209.6, 4450.6, 1280)]
SALES_2567 = """# สรุปยอดขายร้านฟ้าใส แฮนด์เมด ปี 2567 (ปีที่แล้ว)

## ม.ค.-ก.ค. 2567
- Shopee 268,900 บาท
- Lazada 71,300 บาท
- TikTok Shop 96,400 บาท (เพิ่งเริ่มไลฟ์ขายเดือน มี.ค. 67)
- LINE OA 54,800 บาท
- รวม ม.ค.-ก.ค. 2567 = 491,400 บาท จำนวน 2,236 ออเดอร์

## ทั้งปี 2567
- ยอดขายรวมทั้งปี 1,012,600 บาท
- เดือนที่ขายดีที่สุด พ.ย. 67 (โปร 11.11) 148,300 บาท
- ค่าธรรมเนียมแพลตฟอร์มรวมทั้งปี 104,950 บาท
- สินค้าขายดี: กระเป๋าโท้ทผ้าคราม, เดรสผ้าฝ้ายสีพื้น, ยางมัดผมเซ็ต 3 ชิ้น
"""
PRICE_LIST = """# ราคาสินค้าและส่วนลดขายส่ง ฟ้าใส แฮนด์เมด (ใช้ตั้งแต่ 1 มีนาคม 2568)

| สินค้า | ราคาปลีก (บาท) | ต้นทุนผ้า+ค่าเย็บ (บาท) |
|---|---|---|
| เดรสผ้าฝ้ายสีพื้น | 890 | 362 |
| เดรสผ้าฝ้ายย้อมคราม | 1,290 | 548 |
| เสื้อเชิ้ตผ้าฝ้าย | 690 | 281 |
| กางเกงเอวยางยืด | 590 | 226 |
| กระเป๋าโท้ทผ้าฝ้ายสีพื้น | 290 | 104 |
| กระเป๋าโท้ทผ้าคราม | 390 | 158 |
| pouch ใส่เหรียญ | 159 | 58 |
| ยางมัดผมเซ็ต 3 ชิ้น | 129 | 33 |

## ขายส่ง (ลูกค้าองค์กร / ร้านค้า)
- 30-99 ชิ้น ลด 25% จากราคาปลีก
- 100 ชิ้นขึ้นไป ลด 35% จากราคาปลีก
- ปักโลโก้ลูกค้า +25 บาทต่อชิ้น (ค่าเข็มปักครั้งแรก 500 บาท ฟรีถ้าสั่ง 100 ชิ้นขึ้นไป)
- มัดจำ 50% ส่วนที่เหลือจ่ายก่อนส่ง
"""
SHOPEE_PAGES = [
    "Shopee Thailand - Seller Centre\nMONTHLY INCOME STATEMENT\nPeriod: 1 July 2025 - 31 July 2025\n"
    "Shop: fahsai.handmade (Fahsai Handmade)   Seller: Ms. Fahsai Boonprasert\n"
    "Shop ID: 382716450   Statement generated: 3 August 2025\n"
    "Completed orders: 214\n"
    "Merchandise subtotal (product price paid by buyers): 53,750.00 THB\n"
    "Shipping fee paid by buyers: 6,180.00 THB\nShipping fee charged by logistics partner: -6,180.00 THB\n"
    "Commission fee: -2,687.50 THB\nTransaction fee: -1,725.38 THB\n"
    "Free Shipping Program service fee: -2,150.00 THB\n"
    "Total Shopee fees: -6,562.88 THB\n"
    "Seller voucher (shop discount code FAHSAI50): -1,240.00 THB\n"
    "Refunds for returned orders (3 orders): -890.00 THB\n"
    "Net payout for the period: 45,057.12 THB",
    "Page 2 - Payout transfers to bank account Kasikornbank xxx-x-x4471-x\n"
    "07 Jul 2025   9,842.30 THB\n14 Jul 2025  10,215.64 THB\n21 Jul 2025   8,904.11 THB\n"
    "28 Jul 2025  11,380.57 THB\n04 Aug 2025   4,714.50 THB\n"
    "Total transferred: 45,057.12 THB\n"
    "Note: from 1 September 2025 the commission fee for your category (Women Clothes) changes from 5% to 6%.\n"
    "Income statements are for reference only and are not tax invoices. Download tax invoices for fees\n"
    "from Seller Centre > Finance > Tax Invoice.",
]
FLASH_PAGES = [
    "Flash Express Co., Ltd. - Shop Account Rate Card\nEffective: 1 June 2025 until further notice\n"
    "Account: Fahsai Handmade (FH-NPT-0291), pick-up address: 45/2 Moo 4, Bo Phlap, Mueang Nakhon Pathom 73000\n"
    "Domestic parcel rates (weight rounded up, max size 100 cm sum of sides):\n"
    "Up to 0.5 kg: 25 THB\n0.5 - 1 kg: 30 THB\n1 - 2 kg: 40 THB\n2 - 3 kg: 50 THB\n3 - 5 kg: 70 THB\n"
    "5 - 10 kg: 110 THB\n10 - 15 kg: 160 THB\n15 - 20 kg: 210 THB\n"
    "Remote area surcharge: 40 THB per parcel\n"
    "Cash on delivery (COD) fee: 1.5% of the COD amount, minimum 10 THB; COD money transferred next working day\n"
    "Free pick-up at your address for 5 parcels or more per day; fewer than 5 parcels: 20 THB per pick-up\n"
    "Returned parcels are charged at the same rate as the outbound parcel\n"
    "Insurance for declared value over 2,000 THB: 1% of declared value\n"
    "Monthly volume over 800 parcels: 3 THB off every parcel, credited next month\n"
    "Account manager: Ms. Pornthip Saelim, Tel. 095-718-3342",
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ นุ่น กรีนลีฟ HR
บันทึกเมื่อ: 22/08/2568 20:31

จ., 11/08/2568
10:05\tนุ่น กรีนลีฟ HR\tสวัสดีค่ะ ร้านฟ้าใส แฮนด์เมด ใช่ไหมคะ นุ่นจากบริษัท กรีนลีฟ ออร์แกนิค ค่ะ
10:06\tนุ่น กรีนลีฟ HR\tอยากสั่งกระเป๋าผ้าโท้ทสีพื้น ปักโลโก้บริษัท ไว้แจกในงานสัมมนาประจำปี ประมาณ 120 ใบค่ะ ราคาส่งเท่าไหร่คะ
10:20\tฟ้าใส แฮนด์เมด\tสวัสดีค่ะคุณนุ่น ยินดีค่ะ ถ้า 100 ใบขึ้นไป โท้ทสีพื้นราคาส่งใบละ 185 บาท ปักโลโก้เพิ่มใบละ 25 บาท รวมใบละ 210 บาทค่ะ ไม่มีค่าเข็มปักค่ะ
10:21\tฟ้าใส แฮนด์เมด\tขอไฟล์โลโก้ (AI หรือ PNG) กับสีผ้าที่ต้องการด้วยนะคะ
10:45\tนุ่น กรีนลีฟ HR\tได้ค่ะ เดี๋ยวขอเสนอหัวหน้าก่อนนะคะ งานสัมมนาวันที่ 19 กันยายนค่ะ

พ., 13/08/2568
14:12\tนุ่น กรีนลีฟ HR\tหัวหน้าอนุมัติแล้วค่ะ แต่ขอเพิ่มเป็น 150 ใบ เพราะมีแขกภายนอกด้วย สีครีม 100 ใบ สีเขียวมะกอก 50 ใบค่ะ
14:15\tฟ้าใส แฮนด์เมด\tได้เลยค่ะ 150 ใบ x 210 บาท รวม 31,500 บาท ขอมัดจำ 50% เป็นเงิน 15,750 บาท ส่วนที่เหลือจ่ายก่อนส่งของนะคะ
14:16\tฟ้าใส แฮนด์เมด\tส่งของได้ภายในวันที่ 12 กันยายน ส่ง Flash แบบกล่องใหญ่ฟรีค่ะ
14:30\tนุ่น กรีนลีฟ HR\tบริษัทขอใบเสนอราคากับใบกำกับภาษีได้ไหมคะ
14:33\tฟ้าใส แฮนด์เมด\tร้านยังไม่ได้จด VAT ค่ะ ออกใบเสร็จรับเงินในนามบุคคลได้ค่ะ หัก ณ ที่จ่าย 3% ได้ค่ะ เดี๋ยวส่งใบเสนอราคาให้เย็นนี้นะคะ
15:02\tนุ่น กรีนลีฟ HR\t[ไฟล์] GreenLeaf_logo.png

ศ., 15/08/2568
11:08\tนุ่น กรีนลีฟ HR\tโอนมัดจำแล้วนะคะ 15,750 บาท
11:08\tนุ่น กรีนลีฟ HR\t[รูปภาพ]
11:20\tฟ้าใส แฮนด์เมด\tได้รับแล้วค่ะ ขอบคุณมากค่ะ จะส่งรูปตัวอย่างปักโลโก้ให้ดูก่อนภายในวันพุธที่ 20 นะคะ

พ., 20/08/2568
16:40\tฟ้าใส แฮนด์เมด\t[รูปภาพ] ตัวอย่างปักโลโก้ค่ะ ขนาดโลโก้ 8 x 5 ซม.
17:05\tนุ่น กรีนลีฟ HR\tสวยมากค่ะ ขอโลโก้ใหญ่ขึ้นเป็น 10 x 6 ซม. ได้ไหมคะ
17:09\tฟ้าใส แฮนด์เมด\tได้ค่ะ ราคาเท่าเดิมค่ะ
"""
TANJONG_EMAIL = """From: Grace Lim <grace@tanjongthread.sg>
To: Fahsai Boonprasert <fahsai.handmade@gmail.com>
Date: Mon, 18 Aug 2025 10:12:40 +0800
Subject: Stocking Fahsai Handmade at Tanjong Thread (Singapore)

Dear Khun Fahsai,

I'm Grace, the owner of Tanjong Thread, a small boutique for Southeast Asian handmade fashion at 41 Haji Lane,
Singapore. A customer showed me your indigo tote on TikTok and I have since ordered a dress and two scrunchie
sets from your Shopee shop. The quality is lovely and I would love to stock your products.

What I have in mind:

- First order: 80 pieces in total - 30 indigo tote bags, 20 indigo dresses (sizes S/M/L), 30 scrunchie sets.
- Wholesale price: 45% off your Shopee retail prices, in Thai baht.
- Payment: 50% deposit when we confirm the order, the other 50% before shipment, by Wise transfer in THB.
- Shipping: we would book DHL Express on our account and pay the freight and import GST ourselves.
- Timing: the goods should reach us by 30 September 2025, for our "Makers of Southeast Asia" pop-up that opens
  on 11 October 2025.
- If the first order sells well, we would reorder about every two months.
- We would like to be your only stockist in Singapore for 12 months.

If you prefer, we can also take your products on consignment instead: we keep 40% of the retail price and pay
you 60% at the end of each month for the pieces sold.

Could you send me your product catalogue, size chart and the lead time for 80 pieces? A short video call next
week would be great too - I am free Tuesday or Thursday afternoon.

Warm regards,
Grace Lim
Founder, Tanjong Thread Pte. Ltd.
+65 9182 4476 | instagram.com/tanjongthread
"""
LOAN_SLIDES = [
    ("ขอสินเชื่อ SME ธนาคารออมสิน - ร้านฟ้าใส แฮนด์เมด",
     "Fahsai Handmade, Nakhon Pathom\nนางสาวฟ้าใส บุญประเสริฐ\nสาขานครปฐม สิงหาคม 2568"),
    ("เกี่ยวกับร้าน (About the shop)",
     "เสื้อผ้าและกระเป๋าผ้าฝ้ายทำมือ ขายออนไลน์ตั้งแต่ปี 2564\n"
     "ขายบน Shopee, Lazada, TikTok Shop และ LINE OA\n"
     "Shopee 4.9 ดาว ผู้ติดตาม 18,400 คน / TikTok ผู้ติดตาม 26,700 คน\n"
     "ทีม: ฟ้า (ออกแบบ ตัด ไลฟ์ขาย แพ็กของ) + ป้าแดง ช่างเย็บรายชิ้น"),
    ("ยอดขาย (Sales)",
     "ม.ค.-ก.ค. 2568 ยอดขายรวม 769,300 บาท เฉลี่ยเดือนละ 109,900 บาท\n"
     "เพิ่มขึ้น 57% จากช่วงเดียวกันปี 2567 (491,400 บาท)\n"
     "TikTok Shop โตเร็วที่สุด ก.ค. 68 ขายได้ 47,600 บาท\n"
     "กำไรสุทธิเฉลี่ยเดือนละประมาณ 35,000 บาท"),
    ("ขอกู้ (The request)",
     "วงเงิน 300,000 บาท ผ่อน 48 เดือน\n"
     "ค่างวดประมาณเดือนละ 7,200 บาท\n"
     "ใช้ บสย. (TCG) ค้ำประกัน ไม่มีหลักทรัพย์"),
    ("ใช้เงินทำอะไร (Use of funds)",
     "จักรเย็บอุตสาหกรรม JUKI 2 ตัว 37,000 บาท\n"
     "จักรโพ้ง 24,000 บาท\n"
     "จักรปักคอมพิวเตอร์ 1 หัว 95,000 บาท (รับงานปักโลโก้องค์กรเอง ไม่ต้องจ้างร้านปัก)\n"
     "สต็อกผ้าฝ้ายจากสุขใจ (สั่งทีละ 200 เมตรขึ้นไปได้ราคาถูกลง) 100,000 บาท\n"
     "บรรจุภัณฑ์และโฆษณา 44,000 บาท"),
    ("แผนต่อไป (Next steps)",
     "ยื่นเอกสารที่ธนาคารออมสิน สาขานครปฐม วันที่ 2 กันยายน 2568\n"
     "จ้างช่างเย็บเพิ่ม 1 คน ตั้งแต่ ต.ค. 68\n"
     "เริ่มขายส่งให้ร้านในสิงคโปร์ (Tanjong Thread) ไตรมาส 4"),
]
TAX_NOTE = """# โน้ตภาษี รายได้ขายของออนไลน์ ปี 2568

คุยกับพี่หนึ่ง (สำนักงานบัญชีหนึ่งการบัญชี นครปฐม) วันที่ 16 สิงหาคม 2568

## รายได้
- รายได้จากขายของออนไลน์ = เงินได้ประเภท 40(8) (ขายของที่ทำเอง)
- ยอดขาย ม.ค.-มิ.ย. 2568 ทุกแพลตฟอร์มรวม 629,200 บาท (ดูไฟล์ยอดขายแยกแพลตฟอร์ม)
- ต้องยื่น ภ.ง.ด.94 (ภาษีครึ่งปี) ภายใน 30 กันยายน 2568 ยื่นออนไลน์ได้ถึง 8 ตุลาคม 2568

## ค่าใช้จ่าย
- เลือกหักแบบเหมา 60% (พี่หนึ่งแนะนำ ง่ายกว่า ไม่ต้องเก็บใบเสร็จทุกใบ) = 377,520 บาท
- หรือหักตามจริง ต้องมีหลักฐาน ค่าผ้า ค่าจ้างป้าแดง ค่าส่ง ค่าธรรมเนียมแพลตฟอร์ม
- ลดหย่อนครึ่งปี: ส่วนตัว 30,000 บาท + อุปการะเลี้ยงดูพ่อ 15,000 บาท (พ่ออายุเกิน 60 รายได้ไม่เกิน 30,000 ต่อปี)

## ประมาณภาษีครึ่งปี
- เงินได้สุทธิ 629,200 - 377,520 - 45,000 = 206,680 บาท
- 150,000 แรกยกเว้น ส่วนที่เหลือ 56,680 x 5% = ภาษีประมาณ 2,834 บาท

## เรื่องต้องระวัง
- ถ้ายอดขายทั้งปีเกิน 1,800,000 บาท ต้องจดทะเบียน VAT ภายใน 30 วัน ปีนี้คาดว่าทั้งปีประมาณ 1,350,000 บาท ยังไม่ถึง
- กฎหมาย e-Payment: Shopee/TikTok ส่งข้อมูลให้สรรพากร ถ้ารับเงินเกิน 3,000 ครั้งต่อปี
  หรือเกิน 400 ครั้งและยอดรวมเกิน 2 ล้านบาท ปีนี้ Shopee น่าจะเกิน 3,000 ออเดอร์ -> ต้องยื่นให้ตรงยอด
- ลูกค้าบริษัทหัก ณ ที่จ่าย 3% เก็บหนังสือรับรอง 50 ทวิ ไว้ใช้เครดิตภาษีตอนยื่นปลายปี
- ค่าจ้างพี่หนึ่งทำบัญชียื่น ภ.ง.ด.94 และ ภ.ง.ด.90 รวม 3,500 บาท
"""
HOUSE_LEASE = [
    "สัญญาเช่าบ้าน",
    "ทำที่ ตำบลบ่อพลับ อำเภอเมืองนครปฐม จังหวัดนครปฐม วันที่ 20 ตุลาคม 2567",
    "ผู้ให้เช่า: นางสมจิต แก้วมณี  ผู้เช่า: นางสาวฟ้าใส บุญประเสริฐ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าบ้านเดี่ยวชั้นเดียว เลขที่ 45/2 หมู่ 4 ตำบลบ่อพลับ อำเภอเมืองนครปฐม "
    "จังหวัดนครปฐม 73000 เพื่อเป็นที่อยู่อาศัย ผู้เช่าใช้ทำงานเย็บผ้าและแพ็กสินค้าขายออนไลน์ได้",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 พฤศจิกายน 2567 สิ้นสุดวันที่ 31 ตุลาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 6,500 บาท (หกพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 13,000 บาท ผู้ให้เช่าคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามที่ใช้จริง มิเตอร์ไฟฟ้าเป็นชื่อผู้ให้เช่า",
    "ข้อ 6. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 30 วันก่อนสิ้นสุดสัญญา "
    "ผู้ให้เช่าอาจปรับค่าเช่าขึ้นได้ไม่เกินร้อยละ 5",
    "ข้อ 7. ห้ามผู้เช่าต่อเติมหรือเจาะผนังโดยไม่ได้รับอนุญาตเป็นหนังสือ",
    "ลงชื่อ สมจิต แก้วมณี ผู้ให้เช่า",
    "ลงชื่อ ฟ้าใส บุญประเสริฐ ผู้เช่า",
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Nakhon Pathom Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Mrs. Somjit Kaewmanee (user: Ms. Fahsai Boonprasert)\n"
    "Address: 45/2 Moo 4, Bo Phlap, Mueang Nakhon Pathom, Nakhon Pathom 73000\n"
    "Account No.: 020011873945   Tariff: 1.2 Residential (over 150 kWh)\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 512 kWh\nEnergy charge: 2,037.94 THB\n"
    "Ft charge: 100.97 THB\nService charge: 24.62 THB\nVAT 7%: 151.45 THB\nAmount due: 2,314.98 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Nakhon Pathom Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Somjit Kaewmanee (user: Ms. Fahsai Boonprasert)\n"
    "Address: 45/2 Moo 4, Bo Phlap, Mueang Nakhon Pathom, Nakhon Pathom 73000\n"
    "Account No.: 020011873945   Tariff: 1.2 Residential (over 150 kWh)\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 587 kWh\nEnergy charge: 2,369.57 THB\n"
    "Ft charge: 115.76 THB\nService charge: 24.62 THB\nVAT 7%: 175.70 THB\nAmount due: 2,685.65 THB\n"
    "Due date: 15 September 2025",
]
MOTO_PAGES = [
    "SP Motor Leasing Co., Ltd. - Nakhon Pathom Branch\nHIRE-PURCHASE ACCOUNT STATEMENT\n"
    "Statement date: 12 August 2025\n"
    "Hirer: Ms. Fahsai Boonprasert, 45/2 Moo 4, Bo Phlap, Mueang Nakhon Pathom 73000\n"
    "Contract No.: SPM-NP-2312-0886\nVehicle: Honda Click 160 (2023), plate 1KK 4521 Nakhon Pathom\n"
    "Cash price: 79,900.00 THB   Down payment: 10,000.00 THB   Amount financed: 69,900.00 THB\n"
    "Monthly installment: 2,590.00 THB, due on the 10th of each month, 36 installments (Jan 2024 - Dec 2026)\n"
    "Installments paid: 20 of 36 (last payment 10 August 2025)\n"
    "Remaining installments: 16\nOutstanding balance: 41,440.00 THB\n"
    "Early payoff amount if paid by 31 August 2025: 38,960.00 THB (interest discount applied)\n"
    "Late payment: 100 THB per installment plus default interest\n"
    "Customer service: 034-256-118",
]
HOSPITAL_PAGES = [
    "Pathom Rak Hospital\n118 Phetkasem Road, Mueang Nakhon Pathom 73000  Tel. 034-219-500\n"
    "INPATIENT BILL / RECEIPT\nReceipt No.: PRH-IP-2508-04172   Date: 7 August 2025\n"
    "Patient: Mr. Prayoon Boonprasert, age 71, HN 0562231\n"
    "Admitted: 3 August 2025   Discharged: 7 August 2025 (4 nights)\n"
    "Diagnosis: community-acquired pneumonia; hypertension; type 2 diabetes\n"
    "Attending physician: Dr. Kittipong Saengthong (internal medicine)\n"
    "Room (single, 2,800 THB x 4 nights): 11,200.00 THB\nNursing care: 3,600.00 THB\n"
    "Doctor fees: 12,500.00 THB\nMedicines and IV fluids: 14,860.00 THB\nLaboratory: 6,420.00 THB\n"
    "X-ray and CT scan: 8,900.00 THB\nOxygen and medical equipment: 4,350.00 THB\nService charge: 2,550.00 THB\n"
    "Total charges: 64,380.00 THB\n"
    "Paid by insurer (Muang Thai Life, health rider, policy HS-77120458): 40,000.00 THB\n"
    "Paid by patient's family (credit card, Ms. Fahsai Boonprasert): 24,380.00 THB\n"
    "Follow-up appointment: 21 August 2025 at 09:30, OPD Internal Medicine, bring all medicines",
]
SCHOOL_NOTICE = """โรงเรียนปฐมพัฒนวิทยา อำเภอเมืองนครปฐม จังหวัดนครปฐม
ใบแจ้งค่าบำรุงการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568

ชื่อนักเรียน: ด.ญ.กัญญาณัฐ ใจงาม (น้องขิม)  ชั้น ม.2/4 ห้องเรียนพิเศษ MEP  เลขประจำตัว 31847
ผู้ปกครอง: นางสาวฟ้าใส บุญประเสริฐ (น้า)

รายการ
1. ค่าบำรุงการศึกษาห้องเรียนพิเศษ MEP          8,500 บาท
2. ค่ากิจกรรมพัฒนาผู้เรียน (ค่ายภาษาอังกฤษ)       450 บาท
3. ค่าบริการห้องคอมพิวเตอร์                       250 บาท
4. ค่าประกันอุบัติเหตุ (ภาคเรียนที่ 2)              250 บาท
รวมทั้งสิ้น                                        9,450 บาท

ชำระได้ตั้งแต่วันที่ 20 ตุลาคม 2568 ถึงวันที่ 7 พฤศจิกายน 2568
- ชำระผ่านธนาคารกรุงไทย (Pay-in slip รหัสบริษัท 8832) หรือที่ห้องการเงินของโรงเรียน เวลา 08:30-15:30 น.
- เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568
- ชำระหลังกำหนดมีค่าปรับ 100 บาท

งานการเงิน โรงเรียนปฐมพัฒนวิทยา โทร 034-241-577
"""
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("ค่าเช่าบ้าน (House rent)", 6500, "ป้าสมจิต"),
        ("ผ่อนมอเตอร์ไซค์ Click (Motorcycle loan)", 2590, "งวดที่ 19 จาก 36"),
        ("ค่าไฟบ้าน (Electricity)", 2180, "บิล มิ.ย."),
        ("ค่าน้ำ (Water)", 180, ""),
        ("อาหาร (Food)", 9800, ""),
        ("ยาพ่อ ความดัน+เบาหวาน (Dad's medicine)", 1850, ""),
        ("ค่าเรียนพิเศษน้องขิม (Khim's tutoring)", 1500, ""),
        ("มือถือ + เน็ต (Phone & internet)", 899, ""),
        ("ประกันสังคม ม.40 (Social security)", 300, ""),
        ("ให้พ่อใช้ (For dad)", 3000, ""),
        ("น้ำมันมอเตอร์ไซค์ (Fuel)", 650, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ค่าเช่าบ้าน (House rent)", 6500, "ป้าสมจิต"),
        ("ผ่อนมอเตอร์ไซค์ Click (Motorcycle loan)", 2590, "งวดที่ 20 จาก 36"),
        ("ค่าไฟบ้าน (Electricity)", 2315, "บิล ก.ค."),
        ("ค่าน้ำ (Water)", 190, ""),
        ("อาหาร (Food)", 10400, ""),
        ("ค่าโรงพยาบาลพ่อ ส่วนที่จ่ายเอง (Dad's hospital bill)", 24380, "รพ.ปฐมรักษ์ ปอดอักเสบ 3-7 ส.ค."),
        ("ยาพ่อ ความดัน+เบาหวาน (Dad's medicine)", 1850, ""),
        ("ค่าเรียนพิเศษน้องขิม (Khim's tutoring)", 1500, ""),
        ("มือถือ + เน็ต (Phone & internet)", 899, ""),
        ("ประกันสังคม ม.40 (Social security)", 300, ""),
        ("ให้พ่อใช้ (For dad)", 3000, ""),
        ("น้ำมันมอเตอร์ไซค์ (Fuel)", 700, ""),
    ],
}
DISTRACTORS = {
    "FahsaiHandmade/Suppliers/ใบเสนอราคา_สุขใจผ้าฝ้าย_2567.txt":
        "ใบเสนอราคา ห้างหุ้นส่วนจำกัด สุขใจผ้าฝ้าย อ.สันกำแพง (ปี 2567)\nวันที่ 8 มกราคม 2567\n"
        "ผ้าฝ้ายทอมือ สีพื้น เมตรละ 130 บาท\nผ้าฝ้ายย้อมคราม เมตรละ 210 บาท\nผ้าฝ้ายลายขิด เมตรละ 245 บาท\n"
        "ราคาเดียวทุกจำนวน ไม่มีส่วนลดตามจำนวน\nส่งฟรีเมื่อสั่งครบ 15,000 บาท\nมัดจำ 50%\n"
        "(ใช้ถึง 31 ธ.ค. 2567 ปีนี้ทำข้อตกลงใหม่แล้ว)\n",
    "FahsaiHandmade/ช่างเย็บ/ข้อตกลงค่าจ้างเย็บ_ป้าแดง_ร่าง.txt":
        "ร่าง ข้อตกลงค่าจ้างเย็บ ป้าแดง (ร่างแรก เม.ย. 68 ยังไม่ได้คุยกับป้า)\n"
        "- เดรส ตัวละ 100 บาท\n- เสื้อเชิ้ต 80 บาท\n- กระเป๋าโท้ท 30 บาท\n- ยางมัดผม 5 บาท\n"
        "- จ่ายเดือนละครั้ง สิ้นเดือน\n- ป้าแดงขอเดรสตัวละ 130 จะต่อรองที่ 120-125\n",
    "FahsaiHandmade/Email/ร่างตอบ_TanjongThread.txt":
        "Draft reply to Grace (Tanjong Thread) - NOT SENT YET\n\n"
        "Hi Grace, thank you so much for your interest!\n"
        "- I can offer 35% off retail for wholesale, minimum 100 pieces per order\n"
        "- 50% deposit, rest before shipping\n- lead time about 4 weeks\n"
        "(ยังไม่แน่ใจเรื่องให้ขายที่เดียวในสิงคโปร์ 12 เดือน ถามพี่หนึ่งก่อน / ลด 45% กำไรเหลือน้อยไปไหม)\n",
    "FahsaiHandmade/สินเชื่อ/ขอกู้ออมสิน_ร่างแรก.md":
        "# ร่างแรก แผนขอกู้ออมสิน (มิ.ย. 68)\n- อยากกู้ 500,000 บาท 5 ปี\n"
        "- ซื้อรถกระบะมือสองไว้ส่งของ 250,000\n- จักรเย็บ 2 ตัว\n- ยังไม่รู้ว่าต้องมีคนค้ำไหม\n"
        "- พี่หนึ่งบอกว่ากู้เยอะไป ยอดขายยังไม่พอ ลดเหลือ 300,000 ดีกว่า\n",
    "FahsaiHandmade/ภาษี/ภาษีขายออนไลน์_2567.md":
        "# โน้ตภาษี ปี 2567\n- ยอดขายทั้งปี 1,012,600 บาท หักเหมา 60%\n"
        "- ยื่น ภ.ง.ด.94 ไปเมื่อ ก.ย. 67 จ่ายภาษี 1,120 บาท\n- ยื่น ภ.ง.ด.90 มี.ค. 68 จ่ายเพิ่มอีก 4,870 บาท\n"
        "- ปีหน้าเก็บใบเสร็จค่าผ้าให้ครบ เผื่อหักตามจริง\n",
}
WORKSPECT = {"todo.md": "- ส่งกระเป๋ากรีนลีฟ 150 ใบ ก่อน 12 ก.ย.\n- ตอบอีเมล Grace (สิงคโปร์)\n"
                        "- ยื่น ภ.ง.ด.94 ก่อน 30 ก.ย.\n- ไปออมสิน 2 ก.ย. เอกสารกู้\n- พาพ่อไปหาหมอ 21 ส.ค.\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายแยกแพลตฟอร์ม ฟ้าใส แฮนด์เมด ม.ค.-ก.ค. 2568 (Fahsai Handmade sales by platform, Jan-Jul 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:4]),
                  sum(sum(row[:4]) for row in SALES), sum(row[4] for row in SALES)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    fees = book.create_sheet("ค่าธรรมเนียม Fees")
    fees.append(["ค่าธรรมเนียมแพลตฟอร์ม ม.ค.-ก.ค. 2568 (Platform fees, Jan-Jul 2025)"])
    fees.append(list(FEE_HEADERS))
    for month, row in zip(MONTHS, FEES):
        fees.append([month, *row, round(sum(row), 2)])
    fees.append(["รวม (Total)", *(round(sum(column), 2) for column in zip(*FEES)),
                 round(sum(sum(row) for row in FEES), 2)])
    for column in (2, 3, 4, 5, 6):
        money_format(fees, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "FahsaiHandmade"
    for sub in ("Suppliers", "ช่างเย็บ", "บัญชี", "Platforms", "แชทลูกค้า", "Email", "สินเชื่อ", "ภาษี"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Bills", "Home/มอเตอร์ไซค์", "Family/พ่อ", "Family/น้องขิม"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Suppliers" / "ข้อตกลงซื้อผ้า_สุขใจผ้าฝ้าย_2568.docx", FABRIC_TOP, table=FABRIC_PRICES,
               bottom=FABRIC_BOTTOM)
    (shop / "Suppliers" / "ใบเสนอราคา_เจริญพาณิชย์ผ้า_สำเพ็ง_ส.ค.68.txt").write_text(SAMPENG_QUOTE, encoding="utf-8")
    write_docx(shop / "ช่างเย็บ" / "ข้อตกลงค่าจ้างเย็บ_ป้าแดง_2568.docx", TAILOR_TOP, table=TAILOR_RATES,
               bottom=TAILOR_BOTTOM)
    _sales(shop / "บัญชี" / "ยอดขายแยกแพลตฟอร์ม_2568.xlsx")
    (shop / "บัญชี" / "สรุปยอดขาย_2567.md").write_text(SALES_2567, encoding="utf-8")
    (shop / "บัญชี" / "ราคาสินค้า_ส่วนลดขายส่ง_2568.md").write_text(PRICE_LIST, encoding="utf-8")
    make_pdf(shop / "Platforms" / "Shopee_income_statement_2025-07.pdf", SHOPEE_PAGES)
    make_pdf(shop / "Platforms" / "Flash_Express_rate_card_2025.pdf", FLASH_PAGES)
    (shop / "แชทลูกค้า" / "LINE_คุณนุ่น_กรีนลีฟ_สั่งกระเป๋า_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Email" / "TanjongThread_Singapore_email.txt").write_text(TANJONG_EMAIL, encoding="utf-8")
    write_slides(shop / "สินเชื่อ" / "GSB_SME_loan_pitch_2568.pptx", LOAN_SLIDES)
    (shop / "ภาษี" / "ภาษีขายออนไลน์_2568.md").write_text(TAX_NOTE, encoding="utf-8")
    write_docx(docs / "Home" / "สัญญาเช่าบ้าน_บ่อพลับ_2567.docx", HOUSE_LEASE)
    make_pdf(docs / "Home" / "Bills" / "PEA_home_bill_2025-07.pdf", PEA_JULY)
    make_pdf(docs / "Home" / "Bills" / "PEA_home_bill_2025-08.pdf", PEA_AUGUST)
    make_pdf(docs / "Home" / "มอเตอร์ไซค์" / "Click160_loan_statement_2025-08.pdf", MOTO_PAGES)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Family" / "พ่อ" / "PathomRak_hospital_bill_2025-08.pdf", HOSPITAL_PAGES)
    (docs / "Family" / "น้องขิม" / "ใบแจ้งค่าเทอม_น้องขิม_2-2568.txt").write_text(SCHOOL_NOTICE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Fah's to-do list."""
    write_texts(folder, WORKSPECT)
