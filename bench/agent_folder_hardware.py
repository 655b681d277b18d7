"""A folder for a blind holdout set (`--folder hardware`): a Hat Yai family hardware and building-materials shop.

Paweena Tantiwong (เจ๊ปู) runs Tantiwong Building Supply (ร้านตันติวงศ์วัสดุภัณฑ์) on Kanchanavanich Road, Kho Hong,
Hat Yai, Songkhla, with her husband Chaiwat (เฮียชัย) and their son Kritsada (ต้น), six staff, a six-wheel truck and a
pickup: a steel supplier's English dealer price list (pdf) and last year's Thai price note (md), a cement
distributor's invoice (pdf), LINE chat exports with the steel sales rep, a contractor about his overdue balance and
a home customer about tiles, two contractor credit agreements (docx, tables), the credit customers' balances by
month with a payments sheet (xlsx, two sheets), a house-materials quote (docx, a table) and its draft (txt), the
October delivery log with a trucks sheet (xlsx), sales and expenses by month for January-October 2568 (xlsx, two
sheets) and last year's sales summary (md), the shop's electricity bill (English pdf), October payroll (xlsx) and a
staff note (md), the current warehouse lease (docx), slides of the 2569 second-warehouse plan (pptx) and a draft of
it (md); plus household papers: a home-loan statement and a health-insurance premium notice (English pdf), the
daughter's school-fee note and a half-year income-tax note (md). The workspect holds a to-do list.
Written blind of the engine's rules for agent_tasks_hardware_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

STEEL_PRICELIST = [
    "SOUTHERN STEEL SUPPLY CO., LTD.\n"
    "88/3 Moo 5, Lopburi Ramesuan Road, Khlong Hae, Hat Yai, Songkhla 90110  Tel. 074-800-155\n"
    "DEALER PRICE LIST - effective 1 October 2025 (THB per piece, VAT not included)\n"
    "Dealer: Tantiwong Building Supply (Mrs. Paweena Tantiwong), dealer code SS-H112\n"
    " \n"
    "Round bar RB 6 mm x 10 m (SR24) ............ 68\n"
    "Round bar RB 9 mm x 10 m (SR24) ............ 148\n"
    "Deformed bar DB 12 mm x 10 m (SD40) ........ 265\n"
    "Deformed bar DB 16 mm x 10 m (SD40) ........ 468\n"
    "Wire mesh 4 mm, 2 x 50 m roll .............. 1,890\n"
    "C-channel 100 x 50 x 20 x 2.3 mm, 6 m ...... 545\n"
    "Square tube 1 x 1 in, 1.2 mm, 6 m .......... 172\n"
    "Binding wire No.18, 20 kg roll ............. 980\n"
    " \n"
    "Terms: orders over 50,000 THB are delivered free within Hat Yai. Dealers get 30 days credit,\n"
    "or a 2% discount if paid within 7 days. Prices valid until 31 October 2025; steel follows the market.",
]
OLD_STEEL_NOTE = """# ราคาเหล็ก เซาเทิร์นสตีล (ใบราคาดีลเลอร์ ปี 2567 เก่า)

- เหล็กกลม RB 6 มม. ยาว 10 ม. เส้นละ 62 บาท
- เหล็กกลม RB 9 มม. เส้นละ 135 บาท
- เหล็กข้ออ้อย DB 12 มม. เส้นละ 248 บาท
- เหล็กข้ออ้อย DB 16 มม. เส้นละ 440 บาท
- ตะแกรงไวร์เมช 4 มม. ม้วนละ 1,750 บาท
- ลวดผูกเหล็ก เบอร์ 18 ม้วน 20 กก. 920 บาท
- เครดิต 30 วัน ส่งฟรีเมื่อสั่งเกิน 40,000 บาท
"""
CEMENT_INVOICE = [
    "HAT YAI CEMENT DISTRIBUTION LTD., PART.\n"
    "41 Phetkasem Road, Hat Yai, Songkhla 90110  Tel. 074-355-902  Tax ID 0903551004417\n"
    "TAX INVOICE / INVOICE\n"
    "Invoice No.: INV2510-0417   Date: 14 October 2025\n"
    "Customer: Tantiwong Building Supply, 215 Kanchanavanich Road, Kho Hong, Hat Yai, Songkhla 90110\n"
    " \n"
    "Portland cement Type 1, 50 kg bag    400 x 138.00 = 55,200.00\n"
    "Mortar cement, 50 kg bag             150 x 112.00 = 16,800.00\n"
    "Tile adhesive, 20 kg bag              60 x 165.00 =  9,900.00\n"
    " \n"
    "Subtotal: 81,900.00 THB\nVAT 7%: 5,733.00 THB\nTotal amount due: 87,633.00 THB\n"
    "Payment term: credit 30 days. Due date: 13 November 2025\n"
    "Pay by transfer to Bangkok Bank, account 565-3-01887-2, Hat Yai Cement Distribution Ltd., Part.\n"
    "Delivered by our truck on 14 October 2025, received by Mr. Somchai Thongkaew.",
]
LINE_STEEL = """[LINE] ประวัติการแชทกับ อนุชา Southern Steel
บันทึกเมื่อ: 24/10/2568 19:05

จ., 20/10/2568
09:12\tอนุชา Southern Steel\tเจ๊ปูครับ แจ้งล่วงหน้านะครับ โรงงานปรับราคาเหล็กข้ออ้อยขึ้น มีผล 1 พ.ย. นี้ครับ
09:13\tอนุชา Southern Steel\tDB12 จากเส้นละ 265 เป็น 279 บาท ส่วน DB16 จาก 468 เป็น 492 บาทครับ เหล็กกลมยังไม่ขยับ
09:20\tเจ๊ปู ตันติวงศ์\tขึ้นอีกแล้วเหรอ งั้นถ้าสั่งก่อนสิ้นเดือนได้ราคาเดิมใช่มั้ย
09:22\tอนุชา Southern Steel\tใช่ครับ ออเดอร์ที่เปิดบิลภายใน 31 ต.ค. ได้ราคาเดิมครับ
09:30\tเจ๊ปู ตันติวงศ์\tงั้นเอา DB12 300 เส้น DB16 120 เส้น ส่งพุธที่ 22 ได้ไหม
09:35\tอนุชา Southern Steel\tได้ครับ ยอด 135,660 บาท ยังไม่รวม VAT ส่งฟรีครับเพราะเกิน 50,000

พ., 22/10/2568
15:40\tอนุชา Southern Steel\tของถึงร้านแล้วครับ บังหมานเซ็นรับเรียบร้อย
15:45\tเจ๊ปู ตันติวงศ์\tขอบคุณค่ะ ถ้าโอนภายใน 7 วันได้ลด 2% เหมือนเดิมนะ
15:47\tอนุชา Southern Steel\tใช่ครับ โอนภายใน 29 ต.ค. ลด 2% ครับเจ๊
"""
LINE_CONTRACTOR = """[LINE] ประวัติการแชทกับ อนันต์ รุ่งเรืองการโยธา
บันทึกเมื่อ: 03/11/2568 08:47

ส., 01/11/2568
10:02\tเจ๊ปู ตันติวงศ์\tคุณอนันต์คะ ยอดค้างสิ้นเดือน ต.ค. อยู่ที่ 287,900 บาทนะคะ ใกล้เต็มวงเงินแล้ว บิลเดือน ส.ค. ก็เลย 45 วันแล้วค่ะ
10:40\tอนันต์ รุ่งเรืองการโยธา\tขอโทษครับเจ๊ โครงการพฤกษาวิลล์ เจ้าของบ้านยังไม่จ่ายงวดให้ผมเลย
10:42\tอนันต์ รุ่งเรืองการโยธา\tผมโอนให้ก่อน 100,000 บาท วันที่ 15 พ.ย. นี้ครับ ที่เหลือขอเป็นสิ้นเดือน พ.ย.
10:45\tอนันต์ รุ่งเรืองการโยธา\tแล้วขอขยายวงเงินเป็น 400,000 ได้ไหมครับ ธันวาจะเริ่มงานใหม่อีก 6 หลัง
10:50\tเจ๊ปู ตันติวงศ์\tเรื่องวงเงินขอคุยกับเฮียชัยก่อนนะคะ ระหว่างนี้ของที่สั่งใหม่ขอเป็นเงินสดหรือเช็คก่อนค่ะ
10:52\tอนันต์ รุ่งเรืองการโยธา\tได้ครับเจ๊ ขอบคุณมากครับ

จ., 03/11/2568
08:30\tอนันต์ รุ่งเรืองการโยธา\tเจ๊ครับ วันนี้ขอปูนกาว 40 ถุง จ่ายเงินสดตอนรับของนะครับ
08:41\tเจ๊ปู ตันติวงศ์\tได้ค่ะ เดี๋ยวให้ต้นเอากระบะไปส่งบ่ายนี้
"""
LINE_TILES = """[LINE] ประวัติการแชทกับ ป้าเยาว์ ราษฎร์อุทิศ
บันทึกเมื่อ: 25/10/2568 09:10

อ., 21/10/2568
17:05\tป้าเยาว์ ราษฎร์อุทิศ\tเจ๊ปู กระเบื้องที่ส่งมาวันที่ 3 ช่างปูไปครึ่งห้องแล้ว เพิ่งเห็นว่าสีไม่เหมือนกัน มีกล่องนึงอ่อนกว่า
17:06\tป้าเยาว์ ราษฎร์อุทิศ\t[รูปภาพ]
17:20\tเจ๊ปู ตันติวงศ์\tขอโทษค่ะป้า น่าจะคนละล็อตผลิต เดี๋ยวหนูเช็คเลขล็อตให้ค่ะ
17:48\tเจ๊ปู ตันติวงศ์\tเจอแล้วค่ะ 6 กล่องเป็นล็อตใหม่ หนูเปลี่ยนให้ฟรีเป็นล็อตเดียวกับที่ปูไปแล้ว ไม่คิดค่าส่งค่ะ
17:50\tป้าเยาว์ ราษฎร์อุทิศ\tดีจ้ะ มาส่งวันไหน ช่างรออยู่
17:52\tเจ๊ปู ตันติวงศ์\tศุกร์ที่ 24 ต.ค. ช่วงเช้าค่ะ ต้นเอากระบะไปส่ง แล้วเก็บ 6 กล่องเก่ากลับมาเลย
18:01\tป้าเยาว์ ราษฎร์อุทิศ\tขอบใจจ้ะ แล้วห้องน้ำจะเอาโถสุขภัณฑ์อีกชุดนะ ขอราคาหน่อย
18:10\tเจ๊ปู ตันติวงศ์\tรุ่นที่ป้าดูไว้ ราคา 4,350 บาทค่ะ ส่งพร้อมกระเบื้องได้เลย
"""
CREDIT_TOP = [
    "ข้อตกลงการซื้อสินค้าแบบเครดิต (ลูกค้าผู้รับเหมา)",
    "ทำที่ ร้านตันติวงศ์วัสดุภัณฑ์ 215 ถนนกาญจนวนิช ตำบลคอหงส์ อำเภอหาดใหญ่ จังหวัดสงขลา 90110 วันที่ 3 กุมภาพันธ์ 2568",
    "ผู้ขาย: นางปวีณา ตันติวงศ์ เจ้าของร้านตันติวงศ์วัสดุภัณฑ์ โทร 074-212-486",
    "ผู้ซื้อ: ห้างหุ้นส่วนจำกัด รุ่งเรืองการโยธา โดยนายอนันต์ แก้วมณี หุ้นส่วนผู้จัดการ "
    "เลขที่ 77/2 หมู่ 3 ตำบลควนลัง อำเภอหาดใหญ่ จังหวัดสงขลา",
    "ข้อ 1. ผู้ขายให้วงเงินเครดิตแก่ผู้ซื้อไม่เกิน 300,000 บาท (สามแสนบาทถ้วน) ยอดค้างเกินวงเงินผู้ขายจะหยุดส่งของจนกว่าจะชำระ",
    "ข้อ 2. ผู้ซื้อชำระค่าสินค้าภายใน 45 วัน นับจากวันที่ในใบส่งของ โดยโอนเงินหรือเช็คลงวันที่ไม่เกินกำหนด",
    "ข้อ 3. หากชำระเกินกำหนด ผู้ขายคิดค่าปรับร้อยละ 1.25 ต่อเดือนของยอดที่ค้าง",
    "ข้อ 4. ผู้ขายส่งสินค้าฟรีในเขตอำเภอหาดใหญ่ เมื่อยอดสั่งแต่ละครั้งเกิน 5,000 บาท",
    "ข้อ 5. นายสุนทร แก้วมณี เป็นผู้ค้ำประกันการชำระหนี้ตามข้อตกลงนี้",
    "ส่วนลดสำหรับลูกค้าเครดิต (จากราคาหน้าร้าน)",
]
CREDIT_TABLE = [
    ("หมวดสินค้า", "ส่วนลด", "หมายเหตุ"),
    ("ปูนซีเมนต์ / ปูนกาว", "3%", "สั่งครั้งละ 50 ถุงขึ้นไป"),
    ("เหล็กเส้น / เหล็กรูปพรรณ", "2%", "ราคาเปลี่ยนตามโรงงาน"),
    ("กระเบื้อง / สุขภัณฑ์", "5%", ""),
    ("สีและอุปกรณ์ทาสี", "8%", "เฉพาะสีทาภายนอก/ภายใน"),
]
CREDIT_BOTTOM = ["ลงชื่อ ปวีณา ตันติวงศ์ ผู้ขาย", "ลงชื่อ อนันต์ แก้วมณี ผู้ซื้อ", "ลงชื่อ สุนทร แก้วมณี ผู้ค้ำประกัน",
                 "ลงชื่อ ชัยวัฒน์ ตันติวงศ์ พยาน"]
CREDIT_MAT_TOP = [
    "ข้อตกลงการซื้อสินค้าแบบเครดิต (ช่างรายย่อย)",
    "ทำที่ ร้านตันติวงศ์วัสดุภัณฑ์ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 10 มีนาคม 2568",
    "ผู้ขาย: นางปวีณา ตันติวงศ์  ผู้ซื้อ: นายหมาด หลีเส็น (ช่างหมาด) บ้านพรุ อำเภอหาดใหญ่ โทร 086-477-1902",
    "ข้อ 1. วงเงินเครดิตไม่เกิน 80,000 บาท",
    "ข้อ 2. ชำระค่าสินค้าภายใน 30 วัน นับจากวันที่ในใบส่งของ",
    "ข้อ 3. ชำระเกินกำหนด คิดค่าปรับร้อยละ 1.5 ต่อเดือน",
    "ข้อ 4. นางซาเราะ หลีเส็น เป็นผู้ค้ำประกัน",
]
CREDIT_MAT_TABLE = [
    ("หมวดสินค้า", "ส่วนลด"),
    ("ปูนซีเมนต์ / ปูนกาว", "2%"),
    ("ท่อและอุปกรณ์ประปา", "3%"),
    ("สีและอุปกรณ์ทาสี", "5%"),
]
BALANCE_MONTHS = ["ก.ค. 2568 (Jul)", "ส.ค. 2568 (Aug)", "ก.ย. 2568 (Sep)", "ต.ค. 2568 (Oct)"]
BALANCES = [
    ("หจก.รุ่งเรืองการโยธา (คุณอนันต์)", 300000, 186400, 214750, 251300, 287900),
    ("ช่างหมาด หลีเส็น", 80000, 42300, 38900, 55600, 61200),
    ("บจก.หาดใหญ่โฮมบิลด์", 200000, 120500, 98200, 134800, 112600),
    ("ช่างวิทย์ รับเหมาทาสี", 50000, 18700, 24150, 9800, 15350),
    ("เทศบาลตำบลคอหงส์ (งานจัดซื้อ)", 100000, 0, 56000, 56000, 0),
]
PAYMENTS = [
    ("05/10/2568", "หจก.รุ่งเรืองการโยธา", 60000, "โอน กสิกร"),
    ("12/10/2568", "ช่างหมาด หลีเส็น", 20000, "เงินสด"),
    ("15/10/2568", "บจก.หาดใหญ่โฮมบิลด์", 98200, "เช็ค กรุงไทย"),
    ("20/10/2568", "ช่างวิทย์ รับเหมาทาสี", 9800, "โอน พร้อมเพย์"),
    ("25/10/2568", "เทศบาลตำบลคอหงส์", 56000, "โอน (หักภาษี 1% แล้วคืนตามใบ 50 ทวิ)"),
    ("28/10/2568", "หจก.รุ่งเรืองการโยธา", 40000, "เช็ค ลงวันที่ 28/10"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านตันติวงศ์วัสดุภัณฑ์ 215 ถนนกาญจนวนิช ต.คอหงส์ อ.หาดใหญ่ จ.สงขลา 90110 โทร 074-212-486",
    "เลขที่ QT68-087   วันที่ 6 ตุลาคม 2568",
    "เรียน คุณสมศักดิ์ ทองคำ บ้านเลขที่ 42/7 ซอยคอหงส์ 8 อ.หาดใหญ่ จ.สงขลา",
    "เรื่อง วัสดุก่อสร้างบ้านพักอาศัย 2 ชั้น (งานโครงสร้างและผนัง)",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "ปูนซีเมนต์ปอร์ตแลนด์ ถุง 50 กก.", "320 ถุง", "150", "48,000"),
    ("2", "เหล็กข้ออ้อย DB12 ยาว 10 ม.", "180 เส้น", "295", "53,100"),
    ("3", "เหล็กเส้นกลม RB9 ยาว 10 ม.", "250 เส้น", "165", "41,250"),
    ("4", "อิฐมวลเบา หนา 7.5 ซม.", "2,400 ก้อน", "24", "57,600"),
    ("5", "ทรายหยาบ", "30 คิว", "450", "13,500"),
    ("6", "หิน 3/4", "25 คิว", "620", "15,500"),
    ("", "รวมเป็นเงิน", "", "", "228,950"),
    ("", "ส่วนลดพิเศษ", "", "", "4,950"),
    ("", "ยอดสุทธิ (รวมภาษีมูลค่าเพิ่มแล้ว)", "", "", "224,000"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 67,200 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งของเที่ยวสุดท้าย",
    "ส่งของฟรี 3 เที่ยว ในรัศมี 15 กม. จากร้าน ทรายและหินส่งตรงจากบ่อ",
    "ใบเสนอราคายืนราคา 30 วัน ยกเว้นราคาเหล็กซึ่งอาจเปลี่ยนตามโรงงาน",
    "ลงชื่อ ปวีณา ตันติวงศ์ ผู้เสนอราคา",
]
QUOTE_DRAFT = """ร่าง ใบเสนอราคา คุณสมศักดิ์ ทองคำ (2 ต.ค. 68 ยังไม่ได้ส่ง ลูกค้าขอเปลี่ยนเป็นอิฐมวลเบา)
- ปูนซีเมนต์ 350 ถุง x 150 = 52,500
- เหล็ก DB12 180 เส้น x 295 = 53,100
- เหล็ก RB9 250 เส้น x 165 = 41,250
- อิฐมอญ 36,000 ก้อน x 1.65 = 59,400
- ทราย 35 คิว + หิน 25 คิว = 30,150
- รวม 236,400 บาท ยังไม่ได้ให้ส่วนลด
"""
DELIVERY_HEADERS = ("วันที่ (Date)", "ลูกค้า (Customer)", "ปลายทาง (Destination)", "สินค้า (Items)", "รถ (Truck)",
                    "ค่าส่ง (Delivery fee, THB)", "คนขับ (Driver)", "หมายเหตุ (Note)")
DELIVERIES = [
    ("01/10/2568", "หจก.รุ่งเรืองการโยธา", "ม.พฤกษาวิลล์ ควนลัง", "ปูน 100 ถุง, DB12 60 เส้น", "หกล้อ", 0, "บังหมาน",
     "ลูกค้าเครดิต ส่งฟรี"),
    ("03/10/2568", "ป้าเยาว์", "ถ.ราษฎร์อุทิศ 2", "กระเบื้องพื้น 60x60 40 กล่อง", "กระบะ", 300, "ต้น", ""),
    ("06/10/2568", "บจก.หาดใหญ่โฮมบิลด์", "ซ.เพชรเกษม 41", "อิฐมวลเบา 1,500 ก้อน", "หกล้อ", 0, "บังหมาน",
     "ลูกค้าเครดิต"),
    ("08/10/2568", "ช่างหมาด", "บ้านพรุ", "ท่อ PVC 50 เส้น, ปูนกาว 20 ถุง", "กระบะ", 0, "ต้น", "ลูกค้าเครดิต"),
    ("10/10/2568", "คุณสมศักดิ์ ทองคำ", "ซ.คอหงส์ 8", "ปูน 120 ถุง (เที่ยวที่ 1)", "หกล้อ", 0, "บังหมาน",
     "ตามใบเสนอราคา QT68-087"),
    ("13/10/2568", "ร้านกาแฟบ้านไม้", "สะเดา", "สีน้ำอะครีลิก 12 แกลลอน", "กระบะ", 800, "ต้น", "นอกเขต"),
    ("15/10/2568", "คุณมาลี ศรีสุข", "ม.ทุ่งรี", "เมทัลชีท 40 แผ่น", "หกล้อ", 600, "บังหมาน", ""),
    ("17/10/2568", "ช่างวิทย์", "หลัง ม.อ. ประตู 5", "สีน้ำ 10 ถัง", "กระบะ", 0, "ต้น", "ลูกค้าเครดิต"),
    ("20/10/2568", "คุณสมศักดิ์ ทองคำ", "ซ.คอหงส์ 8", "DB12 180 เส้น, RB9 250 เส้น (เที่ยวที่ 2)", "หกล้อ", 0,
     "บังหมาน", "ตามใบเสนอราคา"),
    ("22/10/2568", "โรงเรียนบ้านคลองแห", "คลองแห", "ฝ้ายิปซัม 80 แผ่น", "หกล้อ", 500, "บังหมาน", ""),
    ("24/10/2568", "ป้าเยาว์", "ถ.ราษฎร์อุทิศ 2", "เปลี่ยนกระเบื้อง 6 กล่อง", "กระบะ", 0, "ต้น",
     "เปลี่ยนฟรี สีไม่ตรงล็อต"),
    ("27/10/2568", "หจก.รุ่งเรืองการโยธา", "ม.พฤกษาวิลล์ ควนลัง", "ปูนกาว 80 ถุง, กระเบื้อง 120 กล่อง", "หกล้อ", 0,
     "บังหมาน", "ลูกค้าเครดิต"),
    ("29/10/2568", "คุณสมศักดิ์ ทองคำ", "ซ.คอหงส์ 8", "อิฐมวลเบา 2,400 ก้อน, ปูน 200 ถุง (เที่ยวที่ 3)", "หกล้อ", 0,
     "บังหมาน", "ครบตามใบเสนอราคา"),
    ("31/10/2568", "คุณธีระ", "ม.ชลลดา", "ปูน 30 ถุง", "กระบะ", 400, "ต้น", ""),
]
TRUCK_HEADERS = ("รถ (Truck)", "ทะเบียน (Plate)", "เที่ยว ต.ค. (Trips)", "ค่าน้ำมัน ต.ค. (Fuel, THB)",
                 "เช็คระยะครั้งถัดไป (Next service)")
TRUCKS = [
    ("หกล้อ Isuzu FTR", "83-4471 สงขลา", 8, 14860, "ธ.ค. 2568 ที่ 250,000 กม."),
    ("กระบะ Toyota Revo", "บน 2917 สงขลา", 6, 4320, "ม.ค. 2569"),
]
SALES_MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
                "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)"]
SALES_HEADERS = ("เดือน (Month)", "ขายหน้าร้าน (Walk-in, THB)", "ขายเครดิต (Credit sales, THB)",
                 "ค่าส่งของ (Delivery fees, THB)", "ยอดขายรวม (Total sales, THB)")
SALES = [(412300, 538600, 3100), (398700, 561200, 2800), (455900, 684500, 4200), (371200, 602800, 3500),
         (342600, 497300, 2400), (318400, 455900, 2100), (335100, 472600, 2300), (356800, 521400, 2900),
         (329500, 512700, 3300), (361200, 593100, 2600)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าจ้างพนักงาน (Wages, THB)", "น้ำมันรถ (Fuel, THB)", "ค่าไฟ (Electricity, THB)",
                   "ค่าเช่าโกดัง (Warehouse rent, THB)", "อื่นๆ (Other, THB)", "รวมค่าใช้จ่าย (Total, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(86400, 17900, 19800, 25000, 6200, ""), (86400, 16800, 19100, 25000, 5400, ""),
            (88900, 21300, 21700, 25000, 7900, ""), (90400, 18400, 23900, 25000, 34500, "โบนัสสงกรานต์ 12,000"),
            (87200, 16100, 24600, 25000, 6800, ""), (87200, 15300, 22300, 25000, 18700, "ซ่อมเบรกรถหกล้อ"),
            (88100, 16900, 21400, 25000, 5900, ""), (88600, 17800, 20900, 25000, 6400, ""),
            (88300, 18200, 20100, 25000, 7300, ""), (89250, 19180, 20884, 25000, 9600, "ซ่อมประตูม้วนโกดัง")]
PAYROLL_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Base)", "โอที (OT)", "เบี้ยขยัน (Bonus)",
                   "หักประกันสังคม (SSO)", "รับสุทธิ (Net pay)")
PAYROLL = [
    ("บังหมาน (นายหมาน เจ๊ะหลง)", "คนขับรถหกล้อ", 15500, 2400, 500, 750),
    ("นายสมชาย ทองแก้ว", "ขนของ/โกดัง", 11000, 1800, 500, 550),
    ("น้องฝน (น.ส.ฝนทิพย์ ชูแก้ว)", "แคชเชียร์", 13500, 0, 500, 675),
    ("ก๊ะนะ (นางนะ สาและ)", "ขายหน้าร้าน", 12000, 600, 500, 600),
    ("โกมิน (Ko Min)", "ขนของ", 10500, 1950, 0, 525),
    ("ต้น (นายกฤษดา ตันติวงศ์)", "ขับกระบะ/เซลส์", 18000, 0, 0, 750),
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hat Yai District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Customer: Tantiwong Building Supply (Mrs. Paweena Tantiwong)\n"
    "Address: 215 Kanchanavanich Road, Kho Hong, Hat Yai, Songkhla 90110\n"
    "Account No.: 020012345678   Meter No.: 7741-2208   Rate: 2.2 small general service\n"
    "Reading date: 25 October 2025   Period: 25 Sep 2025 - 25 Oct 2025\n"
    "Previous reading: 58,214   Present reading: 63,076   Units used: 4,862 kWh\n"
    " \n"
    "Energy charge ........................ 19,523.41\n"
    "Ft charge (0.1972 x 4,862) ........... 958.79\n"
    "Service charge ....................... 46.16\n"
    "Subtotal ............................. 20,528.36\n"
    "VAT 7% ............................... 1,436.99\n"
    "Total amount ......................... 21,965.35 THB\n"
    " \n"
    "Please pay by 20 November 2025. Unpaid bills may lead to disconnection.\n"
    "Last month's bill (paid 14 October 2025): 20,884.00 THB",
]
LEASE_TOP = [
    "สัญญาเช่าโกดังเก็บสินค้า",
    "ทำที่ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 20 พฤษภาคม 2566",
    "ผู้ให้เช่า: นายเจริญ วงศ์สุวรรณ  ผู้เช่า: นางปวีณา ตันติวงศ์ (ร้านตันติวงศ์วัสดุภัณฑ์)",
    "ทรัพย์ที่เช่า: โกดังพื้นที่ 400 ตารางเมตร ซอยจันทร์นิเวศน์ 3 ตำบลคอหงส์ อำเภอหาดใหญ่ จังหวัดสงขลา",
    "ข้อ 1. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มิถุนายน 2566 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 2. ค่าเช่าเดือนละ 25,000 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 3. ผู้เช่าวางเงินประกัน 75,000 บาท คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 4. ผู้เช่าต้องแจ้งความประสงค์จะต่อสัญญาล่วงหน้าไม่น้อยกว่า 60 วัน",
]
LEASE_TABLE = [
    ("ปีสัญญา", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "มิ.ย. 2566 - พ.ค. 2567", "25,000 บาท"),
    ("ปีที่ 2", "มิ.ย. 2567 - พ.ค. 2568", "25,000 บาท"),
    ("ปีที่ 3", "มิ.ย. 2568 - พ.ค. 2569", "25,000 บาท"),
]
STAFF_NOTE = """# บันทึกเรื่องพนักงาน ปี 2568

## วันหยุด / การลา
- ร้านเปิดจันทร์-เสาร์ 7:00-18:00 อาทิตย์เปิดครึ่งวันถึงเที่ยง ผลัดกันหยุดคนละ 1 วันต่อสัปดาห์
- วันฮารีรายอ ให้บังหมานกับก๊ะนะหยุด 3 วัน ไม่หักเงิน
- ลาป่วยได้ปีละ 30 วันตามกฎหมาย ลากิจ 3 วัน

## โบนัส / ขึ้นเงินเดือน
- โบนัสสงกรานต์ คนละ 2,000 บาท จ่ายไปแล้ว 11 เม.ย. 68 (6 คน รวม 12,000)
- เบี้ยขยันเดือนละ 500 ถ้าไม่สายไม่ลาทั้งเดือน
- ม.ค. 69 จะขึ้นเงินเดือนโกมินเป็น 11,000 สมชายเป็น 11,500

## เรื่องต้องจำ
- ใบอนุญาตทำงานโกมินหมดอายุ 14 ก.พ. 2569 ต่อใหม่ประมาณ 3,400 บาท
- ต้นอยากได้คนขับหกล้อเพิ่มอีกคน ถ้าเปิดโกดังที่ 2
"""
PLAN_SLIDES = [
    ("แผนปี 2569: โกดังที่ 2 และรถหกล้อคันใหม่ (Tantiwong plan 2026)",
     "ปวีณา และ ชัยวัฒน์ ตันติวงศ์ - ร้านตันติวงศ์วัสดุภัณฑ์ หาดใหญ่\nพฤศจิกายน 2568"),
    ("ปีนี้เป็นยังไง (2568 Jan-Oct)", "Total sales 9,151,000 THB in 10 months\nCredit sales about 60% of the total\n"
                                     "Six-wheel truck booked every day; hired outside trucks 3 times in October"),
    ("โกดังที่ 2 (Second warehouse)", "Rent a 600 sq m warehouse on Phetkasem Road, Khlong Hae\n"
                                      "Rent 38,000 THB a month, 3-year lease, deposit 3 months = 114,000 THB\n"
                                      "Start April 2026, before the old lease ends in May 2026"),
    ("รถหกล้อคันใหม่ (New six-wheel truck)", "Isuzu FRR 210 with crane arm\n"
                                             "Price 1,890,000 THB, down payment 20% = 378,000 THB\n"
                                             "60 monthly installments of about 27,400 THB"),
    ("คน (Staff)", "Hire 1 driver and 1 loader, about 26,000 THB a month together\n"
                   "Ton (our son) runs the second warehouse"),
    ("เป้าหมาย (Targets)", "Sales 13,000,000 THB in 2026\nKeep credit balances under 500,000 THB\n"
                           "Move cement and steel stock to the new warehouse"),
]
PLAN_DRAFT = """# ไอเดียโกดังใหม่ (ร่าง ส.ค. 68 ยังไม่ได้คุยกับเฮียชัย)

- ดูโกดังถนนลพบุรีราเมศวร์ 500 ตร.ม. เจ้าของขอเดือนละ 45,000 แพงไป
- รถหกล้อมือสอง Hino ปี 2019 ราคา 1,150,000 หรือซื้อใหม่ดี?
- ถ้าเปิดโกดัง 2 ต้องมีคนเฝ้า + คนขับเพิ่ม
- ปีหน้าอยากได้ยอดขาย 12 ล้าน
"""
SALES_2567 = """# สรุปยอดขายร้านตันติวงศ์ ปี 2567 (ปีที่แล้ว)

- ยอดขายทั้งปี 10,412,800 บาท
- เดือนที่ขายดีที่สุด มี.ค. 2567 ยอด 1,086,400 บาท
- ขายเครดิตประมาณ 58% ของยอดขาย
- หนี้สูญตัดทิ้ง ช่างเอก รับเหมา 23,500 บาท (ติดต่อไม่ได้)
- ค่าจ้างพนักงานทั้งปี 1,012,600 บาท
"""
HOMELOAN_PAGES = [
    "GOVERNMENT HOUSING BANK - Hat Yai Branch\nHOME LOAN ACCOUNT STATEMENT\nStatement date: 30 September 2025\n"
    "Borrowers: Mrs. Paweena Tantiwong and Mr. Chaiwat Tantiwong\nLoan account: 0-2001-5589-41\n"
    "Property: 2-storey house, 19/4 Moo 6, Ban Phru, Hat Yai, Songkhla\n"
    "Original loan: 2,400,000.00 THB (March 2017)\n"
    "Interest rate: 3.25% per year until March 2026, then MRR - 1.00%\n"
    "Monthly installment: 16,500.00 THB, debited on the 5th of each month\n"
    "Principal outstanding: 1,284,560.42 THB\n"
    " \n"
    "05 Sep 2025  payment 16,500.00  (principal 13,028.77, interest 3,471.23)\n"
    "Next payment: 5 October 2025\n"
    "Extra principal payments are free of charge. Interest paid in 2025 so far: 32,118.40 THB",
]
INSURANCE_PAGES = [
    "MUANG THAI LIFE ASSURANCE PCL\nPREMIUM DUE NOTICE\nDate: 1 November 2025\n"
    "Policy owner and insured: Mr. Chaiwat Tantiwong, age 51\nPolicy No.: MTL-HS-0938812\n"
    "Plan: Health Fit Care, inpatient room up to 4,000 THB a night, yearly limit 1,500,000 THB\n"
    "Rider: critical illness cover 500,000 THB\n"
    " \n"
    "Health plan premium: 24,880.00 THB\nCritical illness rider premium: 7,760.00 THB\n"
    "Total premium due: 32,640.00 THB\n"
    "Due date: 18 December 2025 (grace period 31 days, until 18 January 2026)\n"
    "Last year's premium: 29,950.00 THB (new age band from age 51)\n"
    "Tax note: health premium deductible up to 25,000 THB; life and health together up to 100,000 THB.\n"
    "Agent: Ms. Nuengruthai Khongsuk, Tel. 089-734-2210",
]
SCHOOL_NOTE = """# ค่าเทอมน้องแพร ม.5 ปีการศึกษา 2568

- เทอม 1/2568 จ่ายแล้ว 27,800 บาท (12 พ.ค. 68)
- เทอม 2/2568 ใบแจ้งมาแล้ว 28,500 บาท ต้องจ่ายภายใน 10 พ.ย. 2568
  (ค่าเรียนโครงการวิทย์-คณิต 24,000 + ค่ากิจกรรม/ทัศนศึกษา 2,800 + ค่าหนังสือ 1,700)
- จ่ายผ่านแอปธนาคาร อย่าลืมเก็บใบเสร็จไว้
- เรียนพิเศษฟิสิกส์ เดือนละ 3,200 (ครูโอ๊ต หน้า ม.อ.)
- ค่ารถตู้รับส่ง เดือนละ 1,800
"""
TAX_NOTE = """# ยื่น ภ.ง.ด.94 ภาษีครึ่งปี ปีภาษี 2568 (ยื่นออนไลน์ 22 ก.ย. 2568)

- ร้านยังเป็นชื่อเจ๊ปู บุคคลธรรมดา (ยังไม่ได้จดบริษัท) เงินได้ 40(8) ขายสินค้า
- รายได้ ม.ค.-มิ.ย. 2568 รวม 5,657,500 บาท
- หักค่าใช้จ่ายตามจริง (ต้นทุนสินค้า ค่าจ้าง ค่าเช่า) 4,881,400 บาท
- ลดหย่อนส่วนตัวครึ่งปี 30,000 บาท
- เงินได้สุทธิ 746,100 บาท
- ภาษีที่ต้องจ่าย 64,415 บาท จ่ายครั้งเดียวผ่านกรุงไทย
- สิ้นปีเอาไปหักใน ภ.ง.ด.90 ได้ ต้องเก็บใบเสร็จ ต้นทุนสินค้าทุกใบ
- คุณบัญชีแนะนำปีหน้าให้จดเป็นบริษัท ภาษีจะถูกกว่า
"""
WORKSPECT = {"todo.md": "- ทวงเงินรุ่งเรืองการโยธา 15 พ.ย.\n- โอนค่าปูนหาดใหญ่ซีเมนต์\n- จ่ายค่าเทอมน้องแพร\n"
                        "- คุยกับเฮียชัยเรื่องโกดังที่ 2\n"}


def _balances(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดค้าง Balances"
    sheet.append(["ยอดค้างลูกค้าเครดิต ณ สิ้นเดือน ปี 2568 (Credit customers' balances, end of month)"])
    sheet.append(["ลูกค้า (Customer)", "วงเงิน (Credit limit, THB)", *BALANCE_MONTHS])
    for row in BALANCES:
        sheet.append(list(row))
    sheet.append(["รวมยอดค้าง (Total outstanding)", "", *(sum(col) for col in list(zip(*BALANCES))[2:])])
    for column in range(2, 7):
        money_format(sheet, column)
    paid = book.create_sheet("รับชำระ ต.ค. Payments")
    paid.append(["วันที่ (Date)", "ลูกค้า (Customer)", "จำนวนเงิน (Amount, THB)", "ช่องทาง (Method)"])
    for row in PAYMENTS:
        paid.append(list(row))
    paid.append(["รวม (Total)", "", sum(row[2] for row in PAYMENTS), ""])
    money_format(paid, 3)
    book.save(path)


def _deliveries(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ส่งของ ต.ค. 68"
    sheet.append(["ตารางส่งของ ร้านตันติวงศ์ เดือนตุลาคม 2568 (Delivery log, October 2025)"])
    sheet.append(list(DELIVERY_HEADERS))
    for row in DELIVERIES:
        sheet.append(list(row))
    sheet.append([f"รวม {len(DELIVERIES)} เที่ยว (Total trips)", "", "", "", "",
                  sum(row[5] for row in DELIVERIES), "", ""])
    money_format(sheet, 6)
    trucks = book.create_sheet("รถ Trucks")
    trucks.append(list(TRUCK_HEADERS))
    for row in TRUCKS:
        trucks.append(list(row))
    trucks.append(["รวม (Total)", "", sum(row[2] for row in TRUCKS), sum(row[3] for row in TRUCKS), ""])
    money_format(trucks, 4)
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านตันติวงศ์วัสดุภัณฑ์ ม.ค.-ต.ค. 2568 (Sales, Jan-Oct 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(SALES_MONTHS, SALES):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(col) for col in zip(*SALES)), sum(sum(row) for row in SALES)])
    for column in range(2, 6):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่าย Expenses")
    spend.append(["ค่าใช้จ่ายร้าน ม.ค.-ต.ค. 2568 (Shop expenses, not counting goods bought)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, row in zip(SALES_MONTHS, EXPENSES):
        spend.append([month, *row[:5], sum(row[:5]), row[5]])
    spend.append(["รวม (Total)", *(sum(col) for col in list(zip(*EXPENSES))[:5]),
                  sum(sum(row[:5]) for row in EXPENSES), ""])
    for column in range(2, 8):
        money_format(spend, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน ต.ค. 68"
    sheet.append(["เงินเดือนพนักงาน ร้านตันติวงศ์ เดือนตุลาคม 2568 (Payroll, October 2025) จ่ายวันที่ 31/10/2568"])
    sheet.append(list(PAYROLL_HEADERS))
    for name, role, base, overtime, bonus, sso in PAYROLL:
        sheet.append([name, role, base, overtime, bonus, sso, base + overtime + bonus - sso])
    sheet.append(["รวม (Total)", "", *(sum(row[i] for row in PAYROLL) for i in range(2, 6)),
                  sum(row[2] + row[3] + row[4] - row[5] for row in PAYROLL)])
    for column in range(3, 8):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านตันติวงศ์"
    for sub in ("ซัพพลายเออร์", "แชท", "ลูกค้าเครดิต", "ใบเสนอราคา", "ส่งของ", "บัญชี", "พนักงาน", "แผนงาน", "สัญญา"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("บ้าน", "ภาษี"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    make_pdf(shop / "ซัพพลายเออร์" / "SouthernSteel_pricelist_2025-10.pdf", STEEL_PRICELIST)
    make_pdf(shop / "ซัพพลายเออร์" / "HatYaiCement_invoice_INV2510-0417.pdf", CEMENT_INVOICE)
    write_docx(shop / "ลูกค้าเครดิต" / "ข้อตกลงเครดิต_รุ่งเรืองการโยธา_2568.docx", CREDIT_TOP, table=CREDIT_TABLE,
               bottom=CREDIT_BOTTOM)
    write_docx(shop / "ลูกค้าเครดิต" / "ข้อตกลงเครดิต_ช่างหมาด_2568.docx", CREDIT_MAT_TOP, table=CREDIT_MAT_TABLE,
               bottom=["ลงชื่อ ปวีณา ตันติวงศ์ ผู้ขาย", "ลงชื่อ หมาด หลีเส็น ผู้ซื้อ"])
    _balances(shop / "ลูกค้าเครดิต" / "ยอดค้างลูกหนี้เครดิต_2568.xlsx")
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_คุณสมศักดิ์_คอหงส์_QT68-087.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    _deliveries(shop / "ส่งของ" / "ตารางส่งของ_ตค2568.xlsx")
    _sales(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PEA_bill_shop_2025-10.pdf", PEA_BILL)
    _payroll(shop / "พนักงาน" / "เงินเดือนพนักงาน_ตค68.xlsx")
    write_docx(shop / "สัญญา" / "สัญญาเช่าโกดัง_จันทร์นิเวศน์_2566.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=["ลงชื่อ เจริญ วงศ์สุวรรณ ผู้ให้เช่า", "ลงชื่อ ปวีณา ตันติวงศ์ ผู้เช่า"])
    write_slides(shop / "แผนงาน" / "แผนโกดัง2_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(docs / "บ้าน" / "GHBank_homeloan_statement_2025-09.pdf", HOMELOAN_PAGES)
    make_pdf(docs / "บ้าน" / "MuangThaiLife_premium_notice_2025.pdf", INSURANCE_PAGES)
    write_texts(docs, {
        "ร้านตันติวงศ์/ซัพพลายเออร์/ราคาเหล็ก_เซาเทิร์นสตีล_2567.md": OLD_STEEL_NOTE,
        "ร้านตันติวงศ์/แชท/LINE_อนุชา_เซาเทิร์นสตีล.txt": LINE_STEEL,
        "ร้านตันติวงศ์/แชท/LINE_คุณอนันต์_รุ่งเรืองการโยธา.txt": LINE_CONTRACTOR,
        "ร้านตันติวงศ์/แชท/LINE_ป้าเยาว์_กระเบื้อง.txt": LINE_TILES,
        "ร้านตันติวงศ์/ใบเสนอราคา/ใบเสนอราคา_คุณสมศักดิ์_ร่าง.txt": QUOTE_DRAFT,
        "ร้านตันติวงศ์/บัญชี/สรุปยอดขาย_2567.md": SALES_2567,
        "ร้านตันติวงศ์/พนักงาน/บันทึกพนักงาน_2568.md": STAFF_NOTE,
        "ร้านตันติวงศ์/แผนงาน/ไอเดียโกดังใหม่_ร่าง.md": PLAN_DRAFT,
        "บ้าน/ค่าเทอมน้องแพร_2568.md": SCHOOL_NOTE,
        "ภาษี/ภาษีครึ่งปี_ภงด94_2568.md": TAX_NOTE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
