"""A folder for bench/agent_tasks.py (`--folder printshop`): a print & sign shop behind Khon Kaen University.

Thanakorn (พี่โอ๊ต) and Jiraporn (พี่จอย) Promma run Oat Print & Sign (ร้านโอ๊ตปริ้นท์ หลังมอ) in the Lang Mo
quarter behind Khon Kaen University: vinyl banners and backdrops, name cards and flyers, copying, report binding,
die-cut stickers. Their laptop holds a Thai maintenance contract with Khon Kaen Digital Imaging for the wide-format
printer, colour laser and cutter (docx, a machine table), a Thai job agreement with the KKU Faculty of Engineering
for its Open House (docx, an item table), the shop's sales by category and costs for January-June 2568 (xlsx, two
sheets, Thai/English headers), a paper/ink supplier's Thai price list (xlsx) and a Bangkok supplier's English quote
(pdf), the shop's own counter price list (md), the July job-order log (md), LINE chat exports with a student music
club (vinyl backdrop) and a café owner (name cards and a shop sign) (txt), an English email from a KKU lecturer
ordering conference posters (txt) and the shop's English invoice for that job (pdf), the August staff shift notes
(md), slides on buying a UV flatbed printer (pptx), the shop's PEA electricity bill for July (pdf), the service
report and invoice for the July Roland repair (pdf), the printer's leasing statement (pdf), a Thai signboard-tax
assessment letter from Khon Kaen city (txt), and six distractors that share words with them (a draft of the
maintenance contract, last year's half-year sales, the supplier's older price list, a first draft of the UV idea,
July's shift notes, a first quote to the Faculty of Engineering); plus a workspect that already holds a to-do list.
Written blind of the engine's rules for bench/data/agent_tasks_printshop_holdout.json. Every figure a task checks
is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MAINT_TOP = [
    "สัญญาบริการบำรุงรักษาเครื่องพิมพ์และเครื่องตัด",
    "สัญญาเลขที่ KDI-MA-68/031",
    "ทำที่ บริษัท ขอนแก่น ดิจิทัล อิมเมจจิ้ง จำกัด อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 24 ธันวาคม 2567",
    "ระหว่าง บริษัท ขอนแก่น ดิจิทัล อิมเมจจิ้ง จำกัด (Khon Kaen Digital Imaging Co., Ltd. หรือ KDI) "
    "ผู้ให้บริการ กับ นายธนากร พรมมา เจ้าของร้านโอ๊ตปริ้นท์ หลังมอ (Oat Print & Sign) "
    "เลขที่ 59/12 ซอยหลังมอ ถนนโนนม่วง ตำบลศิลา อำเภอเมืองขอนแก่น 40000 ผู้รับบริการ",
    "ข้อ 1. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ผู้ให้บริการจะเข้าตรวจเช็กและบำรุงรักษาเครื่องตามรอบ (Preventive Maintenance) ตามตารางท้ายข้อนี้ "
    "รวมค่าแรงช่างและค่าเดินทางในเขตอำเภอเมืองขอนแก่น",
    "ตารางเครื่องที่อยู่ในสัญญา",
]
MAINT_TABLE = [
    ("เครื่อง", "รุ่น", "ตรวจเช็กตามรอบต่อปี", "ค่าบริการต่อปี"),
    ("เครื่องพิมพ์อิงค์เจ็ทหน้ากว้าง (งานไวนิล)", "Roland TrueVIS VG3-640", "4 ครั้ง", "28,000 บาท"),
    ("เครื่องพิมพ์เลเซอร์สี (นามบัตร/ใบปลิว)", "Konica Minolta bizhub C3080", "6 ครั้ง", "18,500 บาท"),
    ("เครื่องตัดสติกเกอร์", "Graphtec CE7000-130", "2 ครั้ง", "4,500 บาท"),
    ("รวม", "", "12 ครั้ง", "51,000 บาท"),
]
MAINT_BOTTOM = [
    "ข้อ 3. ผู้รับบริการชำระค่าบริการเป็น 2 งวด งวดละ 25,500 บาท ภายในวันที่ 10 มกราคม 2568 "
    "และวันที่ 10 กรกฎาคม 2568 (ราคารวมภาษีมูลค่าเพิ่มแล้ว)",
    "ข้อ 4. กรณีเครื่องเสียนอกรอบ เมื่อผู้รับบริการแจ้งทางโทรศัพท์หรือ LINE ผู้ให้บริการต้องส่งช่างเข้าซ่อม"
    "ภายใน 24 ชั่วโมง (ไม่นับวันอาทิตย์และวันหยุดนักขัตฤกษ์) ไม่คิดค่าแรงและค่าเดินทาง",
    "ข้อ 5. อะไหล่ที่ต้องเปลี่ยน ผู้รับบริการได้รับส่วนลดร้อยละ 15 จากราคาปกติ ยกเว้นหัวพิมพ์ (print head) "
    "ซึ่งไม่อยู่ในความคุ้มครองของสัญญานี้ คิดราคาตามใบเสนอราคา",
    "ข้อ 6. เครื่องพิมพ์เลเซอร์สีคิดค่าพิมพ์ (click charge) แยกต่างหาก แผ่นสี A4 แผ่นละ 2.20 บาท "
    "แผ่นขาวดำ A4 แผ่นละ 0.35 บาท อ่านมิเตอร์ทุกสิ้นเดือน",
    "ข้อ 7. หากซ่อมไม่เสร็จภายใน 3 วันทำการ ผู้ให้บริการจะนำเครื่องสำรองมาให้ใช้ก่อนโดยไม่คิดค่าใช้จ่าย",
    "ข้อ 8. ฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ผู้ประสานงาน: คุณอนุชา ทองดี (ช่างผู้ดูแล) โทร 089-712-4456",
    "ลงชื่อ วรวุฒิ แสนสุข กรรมการผู้จัดการ ผู้ให้บริการ",
    "ลงชื่อ ธนากร พรมมา ผู้รับบริการ",
]
KKU_TOP = [
    "ข้อตกลงจ้างผลิตสื่อประชาสัมพันธ์ งาน KKU Engineering Open House 2568",
    "ทำที่ คณะวิศวกรรมศาสตร์ มหาวิทยาลัยขอนแก่น วันที่ 30 กรกฎาคม 2568",
    "ระหว่าง คณะวิศวกรรมศาสตร์ มหาวิทยาลัยขอนแก่น โดย ผศ.ดร.ปิยะพงษ์ ศรีวงศ์ รองคณบดีฝ่ายกิจการนักศึกษา "
    "ผู้ว่าจ้าง กับ ร้านโอ๊ตปริ้นท์ หลังมอ โดย นายธนากร พรมมา ผู้รับจ้าง",
    "ข้อ 1. ผู้รับจ้างตกลงผลิตสื่อประชาสัมพันธ์สำหรับงาน KKU Engineering Open House 2568 "
    "ซึ่งจัดระหว่างวันที่ 14-16 พฤศจิกายน 2568 ตามรายการดังนี้",
]
KKU_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ป้ายไวนิลหน้างาน ขนาด 3 x 6 เมตร เจาะตาไก่", "4 ผืน", "1,620", "6,480"),
    ("ป้าย Roll-up พร้อมขาตั้ง ขนาด 80 x 200 ซม.", "10 ชุด", "950", "9,500"),
    ("โปสเตอร์ A1 กระดาษโฟโต้ 200 แกรม", "60 แผ่น", "120", "7,200"),
    ("สติกเกอร์ PVC ไดคัทโลโก้คณะ ขนาด 7 ซม.", "500 ดวง", "8", "4,000"),
    ("บัตรคล้องคอทีมงาน (Staff) พร้อมสายคล้อง", "150 ชุด", "35", "5,250"),
    ("รวมเป็นเงิน", "", "", "32,430.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,270.10"),
    ("รวมทั้งสิ้น", "", "", "34,700.10"),
]
KKU_BOTTOM = [
    "ข้อ 2. ผู้รับจ้างส่งแบบร่าง (proof) ให้ผู้ว่าจ้างอนุมัติภายในวันที่ 20 ตุลาคม 2568 "
    "และส่งมอบงานทั้งหมดที่อาคารวิศวกรรมศาสตร์ 1 (EN01) ภายในวันพุธที่ 12 พฤศจิกายน 2568 เวลา 16:00 น.",
    "ข้อ 3. ผู้ว่าจ้างชำระเงินเต็มจำนวนภายใน 30 วันหลังตรวจรับงาน โดยโอนเข้าบัญชีผู้รับจ้าง "
    "ผู้รับจ้างต้องออกใบกำกับภาษีในนาม มหาวิทยาลัยขอนแก่น (คณะวิศวกรรมศาสตร์)",
    "ข้อ 4. หากผู้รับจ้างส่งมอบงานล่าช้า ต้องเสียค่าปรับร้อยละ 0.2 ของราคาค่าจ้างต่อวัน",
    "ข้อ 5. หากผู้ว่าจ้างแก้ไขแบบหลังอนุมัติ proof แล้ว ผู้รับจ้างคิดค่าแก้ไขตามจริง",
    "ผู้ประสานงานฝ่ายผู้ว่าจ้าง: คุณวนิดา คำมา (เจ้าหน้าที่กิจการนักศึกษา) โทร 043-009-700 ต่อ 41215",
    "ลงชื่อ ผศ.ดร.ปิยะพงษ์ ศรีวงศ์ ผู้ว่าจ้าง",
    "ลงชื่อ ธนากร พรมมา ผู้รับจ้าง",
]
MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)", "มิ.ย. 68 (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "ป้ายไวนิล/ป้ายโฆษณา (Vinyl & signs, THB)",
                 "นามบัตร/ใบปลิว/สิ่งพิมพ์ (Name cards & print, THB)", "ถ่ายเอกสาร/ปริ้นท์ (Copy & print, THB)",
                 "เข้าเล่ม/ปกรายงาน (Binding, THB)", "สติกเกอร์/ไดคัท (Stickers, THB)", "รวม (Total, THB)",
                 "จำนวนงาน (Jobs)")
SALES = [(68600, 31400, 36800, 14300, 11900, 612), (72300, 28800, 33500, 11600, 12200, 574),
         (61100, 27600, 42900, 29800, 9400, 698), (38700, 17900, 12800, 4300, 7100, 301),
         (49200, 21500, 15600, 5100, 9300, 355), (96400, 34700, 35300, 8700, 16600, 705)]
COST_HEADERS = ("เดือน (Month)", "วัสดุ ไวนิล/หมึก/กระดาษ (Materials, THB)", "ค่าแรง (Wages, THB)",
                "ค่าเช่าร้าน (Rent, THB)", "ค่าไฟ (Electricity, THB)", "ค่าผ่อนเครื่อง Roland (Printer lease, THB)",
                "อื่นๆ (Other, THB)", "รวมต้นทุน (Total costs, THB)", "กำไร (Profit, THB)")
COSTS = [(41200, 30850, 15000, 7820, 14850, 3200), (43500, 30400, 15000, 8140, 14850, 2750),
         (39800, 32200, 15000, 8960, 14850, 4100), (22900, 25300, 15000, 9480, 14850, 1900),
         (28600, 26150, 15000, 9150, 14850, 2350), (55300, 34600, 15000, 8730, 14850, 5400)]
PRICE_HEADERS = ("รหัส (Code)", "รายการ (Item)", "หน่วย (Unit)", "ราคา/หน่วย (Price, THB)", "หมายเหตุ (Note)")
PRICES = [
    ("VN-380G", "ไวนิลเงา 380 แกรม หน้ากว้าง 3.2 ม. ยาว 50 ม. (Glossy vinyl 380gsm, 3.2 x 50 m)", "ม้วน (roll)",
     4350, ""),
    ("VN-440M", "ไวนิลด้าน 440 แกรม หน้ากว้าง 3.2 ม. ยาว 50 ม. (Matte vinyl 440gsm, 3.2 x 50 m)", "ม้วน (roll)",
     5200, ""),
    ("INK-TR2", "หมึก Roland TrueVIS TR2 500 ml (C/M/Y/K)", "ตลับ (cartridge)", 2950, "ของแท้ ประกันศูนย์"),
    ("ST-PVC", "สติกเกอร์ PVC ขาวเงา 1.27 x 50 ม. (White gloss PVC sticker)", "ม้วน (roll)", 2800, ""),
    ("PP-ART300", "กระดาษอาร์ตการ์ด 300 แกรม A3+ (Art card 300gsm)", "ห่อ 100 แผ่น (pack)", 520, "ใช้ทำนามบัตร"),
    ("PP-A4-80", "กระดาษ A4 80 แกรม Double A", "กล่อง 5 รีม (box)", 610, ""),
    ("PP-PHOTO", "กระดาษโฟโต้ 200 แกรม หน้ากว้าง 36 นิ้ว ยาว 30 ม. (Photo paper 200gsm roll)", "ม้วน (roll)", 1890,
     "งานโปสเตอร์"),
    ("RU-80", "ขาตั้ง Roll-up 80 x 200 ซม. (Roll-up stand)", "ชุด (set)", 420, ""),
    ("FB-3MM", "ฟิวเจอร์บอร์ด 3 มม. 65 x 130 ซม. (Corrugated PP board)", "แผ่น (sheet)", 48, ""),
]
SIAM_QUOTE = [
    "Siam Sign Supply Co., Ltd.\n145 Rama 2 Road, Bang Mod, Chom Thong, Bangkok 10150  Tel. 02-415-7788\n"
    "QUOTATION\nNo.: QT-SS-2507-0266   Date: 18 July 2025\n"
    "To: Oat Print & Sign, Khon Kaen (Mr. Thanakorn Promma)\n"
    "Prices in THB, excluding VAT 7%\n"
    "1. Glossy vinyl 380gsm, 3.2 x 50 m roll: 3,980.00 per roll (minimum order 5 rolls)\n"
    "2. Matte vinyl 440gsm, 3.2 x 50 m roll: 4,890.00 per roll\n"
    "3. Roland TrueVIS TR2 ink 500 ml, compatible (not original): 2,690.00 per cartridge\n"
    "4. White gloss PVC sticker 1.27 x 50 m: 2,650.00 per roll\n"
    "5. Roll-up stand 80 x 200 cm: 390.00 per set\n"
    "Delivery to Khon Kaen by truck: 350 THB per order, free for orders of 25,000 THB or more (2-3 days)\n"
    "Payment: cash or transfer before delivery for the first 3 orders, then 30 days credit\n"
    "This quotation is valid until 31 August 2025.\n"
    "Sales: Ms. Kanokwan Saetang, Tel. 089-551-2043, LINE @siamsign",
]
SHOP_PRICES = """# ราคาหน้าร้าน โอ๊ตปริ้นท์ หลังมอ (ใช้ตั้งแต่ 1 มิถุนายน 2568)

## ป้ายไวนิล
- ไวนิลเงา ตารางเมตรละ 150 บาท (ขั้นต่ำ 1 ตร.ม.) เจาะตาไก่ฟรี
- ไวนิลด้าน/ทึบแสง ตารางเมตรละ 190 บาท
- ใส่โครงไม้ เมตรละ 80 บาท / ติดตั้งในเมืองขอนแก่น ครั้งละ 300 บาท
- งานด่วนภายใน 24 ชม. บวกเพิ่ม 30%
- ป้าย Roll-up 80 x 200 ซม. พร้อมขาตั้ง ชุดละ 950 บาท

## นามบัตร / สิ่งพิมพ์
- นามบัตร 4 สี หน้าเดียว กล่องละ 250 บาท (100 ใบ) / 2 หน้า กล่องละ 350 บาท
- เคลือบด้านหรือเคลือบเงาเพิ่มกล่องละ 50 บาท
- ใบปลิว A5 4 สี 500 ใบ 1,200 บาท
- โปสเตอร์ A1 กระดาษโฟโต้ แผ่นละ 120 บาท

## ถ่ายเอกสาร / ปริ้นท์ / เข้าเล่ม
- ถ่ายเอกสาร A4 แผ่นละ 0.50 บาท (เกิน 500 แผ่น 0.40 บาท)
- ปริ้นท์ A4 ขาวดำ 1 บาท สี 5 บาท
- เข้าเล่มสันกาว 40 บาท สันห่วง 50 บาท
- ปกแข็งเดินทอง (วิทยานิพนธ์/ปัญหาพิเศษ) เล่มละ 350 บาท รอ 3 วัน

## ส่วนลด
- นักศึกษา/ชมรม มข. แสดงบัตรนักศึกษา ลด 10% (ไม่รวมถ่ายเอกสาร)
"""
JOB_LOG = """# ใบสั่งงาน เดือนกรกฎาคม 2568 (Job orders, July 2025)

| เลขที่ | วันที่รับ | ลูกค้า | งาน | ราคา (บาท) | มัดจำ (บาท) | กำหนดส่ง | สถานะ |
|---|---|---|---|---|---|---|---|
| JO-6807-003 | 2 ก.ค. | ชมรมดนตรีสากล มข. (น้องเจ) | ไวนิล backdrop 2.4 x 4.8 ม. | 1,600\
 | 800 | 10 ก.ค. | ส่งแล้ว รับเงินครบ |
| JO-6807-007 | 4 ก.ค. | คลินิกทันตกรรมยิ้มสวย กังสดาล | นามบัตร 2 หน้า 6 กล่อง + ใบนัด\
 1,000 ใบ | 3,450 | 0 | 9 ก.ค. | ส่งแล้ว รอโอน |
| JO-6807-011 | 7 ก.ค. | คุณสมชาย (หมู่บ้านมิตรภาพ) | ป้ายประกาศขายบ้าน ฟิวเจอร์บอร์ด 5\
 แผ่น | 750 | 750 | 8 ก.ค. | ส่งแล้ว |
| JO-6807-015 | 11 ก.ค. | ชมรมดนตรีสากล มข. (น้องเจ) | สติกเกอร์ไดคัทโลโก้ 5 ซม. 200 ดวง\
 | 1,200 | 0 | 18 ก.ค. | ส่งแล้ว รับเงินครบ |
| JO-6807-018 | 14 ก.ค. | ลมเย็นคาเฟ่ (คุณแพรว) | นามบัตร 2 หน้า เคลือบด้าน 3 กล่อง +\
 ป้ายไวนิลหน้าร้าน 1 x 3 ม. ใส่โครงไม้ ติดตั้ง | 2,190 | 1,000 | 22 ก.ค. (ติดตั้ง 24 ก.ค.) | ส่งแล้ว ติดตั้งแล้ว |
| JO-6807-021 | 17 ก.ค. | สโมสรนักศึกษาคณะเกษตรศาสตร์ | ไวนิลงานเกษตรแฟร์ 2 x 10 ม. 2 ผืน\
 | 5,400 | 2,700 | 5 ส.ค. | กำลังทำ รอไฟล์แก้จากลูกค้า |
| JO-6807-024 | 21 ก.ค. | หจก.อีสานก่อสร้าง | สติกเกอร์ติดรถ 4 คัน | 4,800 | 2,400 | 1 ส.ค. | รอคิวตัด |
| JO-6807-027 | 25 ก.ค. | นางสาวปวีณา (ป.โท ศึกษาศาสตร์) |\
 เข้าเล่มปกแข็งเดินทองวิทยานิพนธ์ 6 เล่ม | 2,100 | 1,000 | 30 ก.ค. | ส่งแล้ว รอจ่ายส่วนที่เหลือ |
| JO-6807-030 | 28 ก.ค. | ร้านหมูกระทะลุงหนวด | ไวนิลเมนู 1.2 x 2.4 ม. + ธงญี่ปุ่น 6 ผืน\
 | 2,760 | 0 | 4 ส.ค. | รอลูกค้าอนุมัติแบบ |

หมายเหตุ
- คลินิกยิ้มสวยขอเครดิต 15 วัน ครบ 24 ก.ค. ยังไม่โอน ให้มุกโทรตาม
- งานเกษตรแฟร์ ถ้าไฟล์มาช้ากว่า 31 ก.ค. ส่งไม่ทัน 5 ส.ค. แน่นอน แจ้งลูกค้าแล้ว
"""
LINE_CLUB = """[LINE] ประวัติการแชทกับ เจ ชมรมดนตรีสากล มข.
บันทึกเมื่อ: 18/07/2568 20:15

พ., 02/07/2568
13:05\tเจ ชมรมดนตรีสากล มข.\tสวัสดีครับ ร้านรับทำไวนิล backdrop ไหมครับ จะใช้งาน KKU Music Night วันเสาร์ที่ 12 ก.ค.
13:08\tโอ๊ตปริ้นท์ หลังมอ\tรับครับ ขนาดเท่าไหร่ครับ
13:10\tเจ ชมรมดนตรีสากล มข.\t2.4 x 4.8 เมตรครับ มีไฟล์ AI แล้ว
13:14\tโอ๊ตปริ้นท์ หลังมอ\tไวนิลเงาตารางเมตรละ 150 ครับ ขนาดนี้ 11.52 ตร.ม. เป็น 1,728 บาท เจาะตาไก่รอบฟรีครับ
13:20\tเจ ชมรมดนตรีสากล มข.\tชมรมงบน้อยครับพี่ ลดได้อีกไหมครับ 555
13:25\tโอ๊ตปริ้นท์ หลังมอ\tนักศึกษาลดให้เหลือ 1,600 ครับ มัดจำ 800 ก่อน ที่เหลือจ่ายตอนมารับ
13:26\tเจ ชมรมดนตรีสากล มข.\tโอเคครับ เดี๋ยวโอนมัดจำนะครับ
13:40\tเจ ชมรมดนตรีสากล มข.\t[รูปภาพ]
13:40\tเจ ชมรมดนตรีสากล มข.\tสลิปโอน 800 บาทครับ
13:41\tโอ๊ตปริ้นท์ หลังมอ\tได้รับแล้วครับ ส่งไฟล์มาที่ oatprint.kk@gmail.com ได้เลย

พฤ., 03/07/2568
10:02\tโอ๊ตปริ้นท์ หลังมอ\tไฟล์ที่ส่งมารูปพื้นหลังความละเอียด 72 dpi นะครับ\
 พิมพ์ใหญ่จะแตก ขอไฟล์ 150 dpi หรือ vector ครับ
15:30\tเจ ชมรมดนตรีสากล มข.\tส่งไฟล์ใหม่ไปแล้วครับพี่

ส., 05/07/2568
11:12\tโอ๊ตปริ้นท์ หลังมอ\t[รูปภาพ]
11:12\tโอ๊ตปริ้นท์ หลังมอ\tproof ครับ เช็กตัวสะกดชื่อวงด้วยนะครับ
11:50\tเจ ชมรมดนตรีสากล มข.\tโอเคหมดครับ สั่งพิมพ์ได้เลย

อ., 08/07/2568
16:20\tโอ๊ตปริ้นท์ หลังมอ\tพิมพ์เสร็จแล้วครับ มารับได้วันพฤหัสที่ 10 ก.ค. หลังบ่ายโมงนะครับ เครื่องพับต้องรอหมึกแห้งก่อน

พฤ., 10/07/2568
14:35\tเจ ชมรมดนตรีสากล มข.\tรับไวนิลแล้วครับ โอนส่วนที่เหลือ 800 แล้วนะครับ
14:36\tโอ๊ตปริ้นท์ หลังมอ\tขอบคุณครับ ขอให้งานปังๆ ครับ

ศ., 11/07/2568
09:10\tเจ ชมรมดนตรีสากล มข.\tพี่ครับ อยากได้สติกเกอร์โลโก้ชมรมไดคัทกลม 5 ซม. 200 ดวง ราคาเท่าไหร่ครับ
09:22\tโอ๊ตปริ้นท์ หลังมอ\tดวงละ 6 บาทครับ 200 ดวง 1,200 บาท ได้ของวันศุกร์ที่ 18 ก.ค. ครับ
09:25\tเจ ชมรมดนตรีสากล มข.\tจัดเลยครับ จ่ายตอนรับนะครับ

ศ., 18/07/2568
17:02\tเจ ชมรมดนตรีสากล มข.\tรับสติกเกอร์แล้วครับ จ่ายสด 1,200 ครับ
"""
LINE_CAFE = """[LINE] ประวัติการแชทกับ แพรว ลมเย็นคาเฟ่
บันทึกเมื่อ: 24/07/2568 19:40

จ., 14/07/2568
10:15\tแพรว ลมเย็นคาเฟ่\tสวัสดีค่ะ ร้านกาแฟเปิดใหม่แถวกังสดาลค่ะ อยากทำนามบัตรกับป้ายหน้าร้านค่ะ
10:18\tโอ๊ตปริ้นท์ หลังมอ\tสวัสดีครับ นามบัตรกี่กล่อง หน้าเดียวหรือสองหน้าครับ
10:21\tแพรว ลมเย็นคาเฟ่\tสองหน้า เคลือบด้าน 3 กล่องค่ะ แล้วอยากได้เมนูตั้งโต๊ะแบบอะคริลิคพิมพ์ลายด้วย ทำได้ไหมคะ
10:25\tโอ๊ตปริ้นท์ หลังมอ\tนามบัตร 2 หน้า กล่องละ 350 เคลือบด้านเพิ่ม 50 รวม 3 กล่อง 1,200 บาทครับ
10:26\tโอ๊ตปริ้นท์ หลังมอ\tส่วนอะคริลิคพิมพ์ลาย ร้านยังไม่มีเครื่อง UV ครับ\
 ต้องส่งต่อให้ร้านในเมือง ราคาจะแพงและรอ 7 วันครับ
10:30\tแพรว ลมเย็นคาเฟ่\tงั้นเอาแค่นามบัตรกับป้ายก่อนค่ะ ป้ายไวนิล 1 x 3 เมตร ใส่โครงไม้ แล้วมาติดให้ด้วยได้ไหมคะ
10:36\tโอ๊ตปริ้นท์ หลังมอ\tไวนิล 3 ตร.ม. 450 + โครงไม้ 3 เมตร 240 + ค่าติดตั้ง 300 = 990\
 บาท รวมนามบัตรทั้งหมด 2,190 บาทครับ
10:38\tแพรว ลมเย็นคาเฟ่\tโอเคค่ะ มัดจำเท่าไหร่คะ
10:39\tโอ๊ตปริ้นท์ หลังมอ\tมัดจำ 1,000 ครับ ที่เหลือ 1,190 จ่ายวันติดตั้ง
10:52\tแพรว ลมเย็นคาเฟ่\t[รูปภาพ]
10:52\tแพรว ลมเย็นคาเฟ่\tโอนมัดจำแล้วค่ะ

อ., 22/07/2568
15:05\tโอ๊ตปริ้นท์ หลังมอ\tนามบัตรเสร็จแล้วครับ ป้ายเสร็จแล้วเหมือนกัน\
 ลุงแดงจะเข้าไปติดตั้งวันพฤหัสที่ 24 ก.ค. 9 โมงเช้านะครับ
15:10\tแพรว ลมเย็นคาเฟ่\tได้ค่ะ เดี๋ยวแพรวเข้าไปรับนามบัตรเองเย็นนี้ค่ะ

พฤ., 24/07/2568
11:20\tแพรว ลมเย็นคาเฟ่\tติดป้ายเสร็จแล้ว สวยมากค่ะ โอนส่วนที่เหลือ 1,190 แล้วนะคะ
11:21\tแพรว ลมเย็นคาเฟ่\tถ้าร้านมีเครื่องพิมพ์อะคริลิคเมื่อไหร่บอกด้วยนะคะ อยากทำป้ายชื่อโต๊ะ 12 อัน
11:25\tโอ๊ตปริ้นท์ หลังมอ\tขอบคุณครับ กำลังดูเครื่องอยู่ ปลายปีน่าจะได้ครับ
"""
SARAH_EMAIL = """From: Sarah Whitfield <sarah.whitfield@kku.ac.th>
To: Oat Print & Sign <oatprint.kk@gmail.com>
Date: Mon, 28 Jul 2025 10:42:15 +0700
Subject: Poster printing for the ICSEA 2025 conference

Dear Khun Oat,

A colleague at the International College recommended your shop. We are hosting the International Conference
on Sustainable Engineering in Asia (ICSEA 2025) at Khon Kaen University on 21-22 August 2025, and I would
like to order:

- 35 research posters, A1 size, printed on 200gsm photo paper (PDF files will come from the presenters;
  I will send them all to you by 12 August)
- 2 roll-up banners, 80 x 200 cm, with stands, for the registration desk

We need everything delivered to the KKU International College building, room 2105, by Wednesday
20 August 2025 at 4 pm at the latest.

Could you please send a quotation? Our budget for printing is 8,000 THB. The tax invoice must be issued to
"Khon Kaen University (International College)", tax ID 0994000159731. The university can pay by bank transfer
within 30 days of receiving the invoice.

Many thanks,
Dr. Sarah Whitfield
Lecturer, International College, Khon Kaen University
Tel. 087-224-6610
"""
SHIFTS_AUG = """# ตารางกะพนักงาน เดือนสิงหาคม 2568

ร้านเปิด จันทร์-เสาร์ 08:00-21:00 / อาทิตย์ 10:00-18:00

## ประจำ
- น้องเบียร์ (กราฟิก/ออกแบบ) จันทร์-ศุกร์ 09:00-18:00 เงินเดือน 13,000 บาท
- น้องมุก (หน้าร้าน ถ่ายเอกสาร เข้าเล่ม) กะเช้า 08:00-15:00 จันทร์-เสาร์ เงินเดือน 10,500 บาท
- พี่โอ๊ต กะบ่าย 14:00-21:00 คุมเครื่อง Roland และงานไวนิล
- พี่จอย วันอาทิตย์ทั้งวัน + ทำบัญชี

## พาร์ทไทม์
- น้องฟ้า (นศ. ปี 3 นิเทศศาสตร์ มข.) กะบ่าย 15:00-21:00 วันอังคาร พฤหัส เสาร์ ชั่วโมงละ\
 55 บาท (ขึ้นจาก 50 บาทตั้งแต่เดือนนี้)
- ลุงแดง (ช่างติดตั้งป้าย) เรียกเป็นงาน วันละ 450 บาท + ค่าน้ำมัน 100 บาท

## ลา / เปลี่ยนกะ
- มุกลาวันศุกร์ที่ 15 และเสาร์ที่ 16 ส.ค. ไปงานแต่งพี่สาวที่อุดร -> น้องฟ้าเข้ากะเช้าแทน 2 วัน
- เบียร์ลาพักร้อนวันจันทร์ที่ 25 ส.ค. งานออกแบบด่วนให้พี่โอ๊ตรับเอง
- ช่วง 18-20 ส.ค. งานโปสเตอร์ ดร.ซาร่าห์ 35 แผ่น พี่โอ๊ตกับฟ้าทำ OT ถึง 22:00 (OT ชั่วโมงละ 70 บาท)

## หมายเหตุ
- ต้นเดือน ก.ย. เปิดเทอม งานรับน้องเยอะ ห้ามใครลาช่วง 1-13 ก.ย.
- คนปิดร้านต้องปิดเครื่อง Roland ให้ถูกวิธี (กด cleaning ก่อน) และปิดแอร์ห้องเครื่อง
"""
UV_SLIDES = [
    ("แผนซื้อเครื่องพิมพ์ UV (UV flatbed printer plan)", "โอ๊ตปริ้นท์ หลังมอ\nPrepared by Oat and Joy, July 2025"),
    ("ทำไมต้อง UV (Why)", "Customers keep asking for printed acrylic: table signs, menus, name plates, awards\n"
                           "Graduation season: keychains and wooden plaques for KKU graduates\n"
                           "Today we send these jobs to a shop in town and keep only about 10%"),
    ("เครื่องที่เลือก (The machine)", "UV flatbed 6090 (60 x 90 cm), CMYK + white + varnish\n"
                                      "Price: 485,000 THB including installation and 2 days of training\n"
                                      "Warranty 1 year; print head not covered after 6 months\n"
                                      "Alternative: Mimaki UJF-6042 MkII e at 1,150,000 THB (too expensive for now)"),
    ("รายได้ที่คาด (Expected income)", "About 60 jobs a month x 450 THB = 27,000 THB a month\n"
                                       "Ink and materials about 30% of sales\n"
                                       "Left after ink and materials: about 18,900 THB a month\n"
                                       "Payback about 26 months"),
    ("การเงิน (Financing)", "Down payment 20% = 97,000 THB from savings\n"
                            "Lease the rest over 36 months: about 12,400 THB a month\n"
                            "Roland lease still running until August 2027 (14,850 THB a month)"),
    ("ไทม์ไลน์ (Timeline)", "Visit the dealer in Bangkok: September 2025\n"
                            "Order and install: October 2025\n"
                            "Start selling: 1 November 2025, before the KKU graduation season\n"
                            "Need a new 2.5 x 3 m room: move the binding table to the front"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Oat Print & Sign (Mr. Thanakorn Promma)\n"
    "Address: 59/12 Soi Lang Mo, Non Muang Road, Sila, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020051873406   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 2,140 kWh\nEnergy charge: 8,945.20 THB\n"
    "Ft charge: 422.01 THB\nService charge: 312.24 THB\nVAT 7%: 677.56 THB\nAmount due: 10,357.01 THB\n"
    "Due date: 15 August 2025\nPay at PEA offices, Counter Service, or by direct debit.",
]
KDI_REPORT = [
    "Khon Kaen Digital Imaging Co., Ltd. (KDI)\n88/4 Srichan Road, Mueang Khon Kaen 40000  Tel. 043-334-218\n"
    "SERVICE REPORT AND INVOICE\nNo.: KDI-SV-2025-0412   Date: 16 July 2025\n"
    "Customer: Oat Print & Sign (Mr. Thanakorn Promma)   Maintenance contract: KDI-MA-68/031\n"
    "Machine: Roland TrueVIS VG3-640, serial ZCK2149\n"
    "Problem reported (15 July 2025, by LINE): banding lines in magenta and cyan, ink dripping on vinyl\n"
    "Work done: replaced damper set (8 pcs) and wiper, cleaned capping station, head alignment\n"
    "Technician: Anucha Thongdee   Arrived: 16 July 2025 09:30   Finished: 16 July 2025 13:10\n"
    "Damper set (8 pcs): 5,600.00 THB\nWiper and cleaning kit: 1,240.00 THB\nParts at list price: 6,840.00 THB\n"
    "Contract discount on parts 15%: -1,026.00 THB\nParts after discount: 5,814.00 THB\n"
    "Labour and travel: 0.00 THB (covered by contract)\nVAT 7%: 406.98 THB\nTotal: 6,220.98 THB\n"
    "Payment due: 15 August 2025\n"
    "Note: print head shows wear (about 70% nozzles good). A new head costs about 38,500 THB (not covered).\n"
    "Next scheduled preventive maintenance: 15 October 2025",
]
LEASE_PAGES = [
    "Kasikorn Leasing Co., Ltd. - Khon Kaen Branch\nEQUIPMENT LEASE STATEMENT\nStatement date: 5 July 2025\n"
    "Lessee: Mr. Thanakorn Promma (Oat Print & Sign)\nContract No.: KL-KKN-2566-00871\n"
    "Asset: Roland TrueVIS VG3-640 eco-solvent printer/cutter, 64 inch\n"
    "Asset price: 785,000.00 THB   Down payment: 157,000.00 THB   Financed: 628,000.00 THB\n"
    "Term: 48 monthly installments, first installment 1 September 2023\n"
    "Monthly installment: 14,850.00 THB (including VAT), due on the 1st of each month\n"
    "Installments paid: 23 of 48 (last paid 1 July 2025)\nRemaining installments: 25 of 48\n"
    "Outstanding balance: 371,250.00 THB\nFinal installment due: 1 August 2027\n"
    "Early settlement: discount of 50% of unearned interest; ask the branch for a payoff quote.",
    "Page 2 - Payments in 2025\n"
    "01 Jan 2025  14,850.00  paid\n01 Feb 2025  14,850.00  paid\n01 Mar 2025  14,850.00  paid\n"
    "01 Apr 2025  14,850.00  paid\n01 May 2025  14,850.00  paid (2 days late, fee 200.00)\n"
    "01 Jun 2025  14,850.00  paid\n01 Jul 2025  14,850.00  paid\n"
    "Total paid in 2025: 103,950.00 THB plus late fee 200.00 THB",
]
INVOICE_PAGES = [
    "Oat Print & Sign (Thanakorn Promma)\n59/12 Soi Lang Mo, Non Muang Road, Sila, Mueang Khon Kaen 40000\n"
    "Tax ID 3409900412785   Tel. 081-062-3397   LINE @oatprint\n"
    "INVOICE / TAX INVOICE\nNo.: INV2568-0193   Date: 19 August 2025\n"
    "Bill to: Khon Kaen University (International College), tax ID 0994000159731\n"
    "Attn: Dr. Sarah Whitfield - ICSEA 2025 conference\n"
    "1. A1 poster, 200gsm photo paper   35 x 120.00   4,200.00\n"
    "2. Roll-up banner 80 x 200 cm with stand   2 x 950.00   1,900.00\n"
    "Subtotal: 6,100.00 THB\nVAT 7%: 427.00 THB\nTotal: 6,527.00 THB\n"
    "Delivered: 20 August 2025 to International College, room 2105\n"
    "Payment due: 18 September 2025 (30 days)\n"
    "Bank transfer: Kasikornbank, KKU branch, account 487-2-19350-6, Thanakorn Promma",
]
SIGN_TAX = """ที่ ขก 52001/ภป 1187
สำนักการคลัง เทศบาลนครขอนแก่น
ถนนประชาสโมสร อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000

21 กรกฎาคม 2568

เรื่อง แจ้งการประเมินภาษีป้าย (ภ.ป.3) ประจำปี 2568
เรียน นายธนากร พรมมา (ร้านโอ๊ตปริ้นท์ หลังมอ) เลขที่ 59/12 ซอยหลังมอ ถนนโนนม่วง ตำบลศิลา

ตามที่ท่านได้ยื่นแบบแสดงรายการภาษีป้าย (ภ.ป.1) ไว้เมื่อวันที่ 27 มีนาคม 2568 พนักงานเจ้าหน้าที่ได้ตรวจสอบ
และประเมินภาษีป้ายประจำปี 2568 แล้ว ดังนี้

1. ป้ายหน้าร้าน อักษรไทยปนอักษรต่างประเทศ ขนาด 80 x 400 ซม. (64 หน่วย x 52 บาท) = 3,328 บาท
2. ป้ายไวนิลข้างร้าน อักษรไทยล้วน ขนาด 100 x 200 ซม. (40 หน่วย x 10 บาท) = 400 บาท
3. ป้ายกล่องไฟ "OAT PRINT" อักษรต่างประเทศล้วน ขนาด 60 x 150 ซม. (18 หน่วย x 52 บาท) = 936 บาท

รวมภาษีป้ายที่ต้องชำระ 4,664 บาท (สี่พันหกร้อยหกสิบสี่บาทถ้วน)

ขอให้ชำระภาษีภายใน 15 วันนับแต่วันที่ได้รับหนังสือนี้ หรือภายในวันที่ 8 สิงหาคม 2568 ที่งานพัฒนารายได้
สำนักการคลัง ชั้น 1 หรือชำระผ่านแอปพลิเคชัน KK Smart Tax หากชำระเกินกำหนด ต้องเสียเงินเพิ่มร้อยละ 2 ต่อเดือน

หากไม่เห็นด้วยกับการประเมิน ให้ยื่นอุทธรณ์ต่อนายกเทศมนตรีภายใน 30 วันนับแต่วันได้รับแจ้ง

สอบถามเพิ่มเติม งานพัฒนารายได้ โทร 043-221-050 ต่อ 2314
"""
DISTRACTORS = {
    "ร้าน/สัญญา/สัญญาบำรุงรักษา_KDI_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาบำรุงรักษาเครื่อง KDI (ร่างแรกที่เซลส์ส่งมา พ.ย. 2567 ยังไม่เซ็น)\n"
        "- ค่าบริการรวม 3 เครื่อง ปีละ 58,000 บาท จ่ายครั้งเดียวต้นปี\n"
        "- เครื่องเสียนอกรอบ ช่างเข้าภายใน 48 ชั่วโมง\n- อะไหล่ลด 10%\n"
        "- พี่โอ๊ตต่อรองขอ 24 ชม. กับแบ่งจ่าย 2 งวด รอฉบับแก้\n",
    "ร้าน/บัญชี/ยอดขาย_ครึ่งปีแรก_2567.md":
        "# สรุปยอดขายร้าน ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n\n"
        "- ยอดขายรวมครึ่งปีแรก 792,650 บาท\n- ไวนิล/ป้าย 341,200 บาท นามบัตร/สิ่งพิมพ์ 150,300 บาท\n"
        "- เดือนที่ขายดีที่สุด มิ.ย. 2567 172,400 บาท / แย่สุด เม.ย. 2567 71,900 บาท\n"
        "- ต้นทุนรวม 628,300 บาท กำไรประมาณ 164,350 บาท\n"
        "- ค่าไฟครึ่งปี 47,900 บาท / จำนวนงานรวม 2,980 งาน\n",
    "ร้าน/ซัพพลายเออร์/ใบราคา_ขอนแก่นเปเปอร์_2567.txt":
        "ใบราคาสินค้า ขอนแก่นเปเปอร์ แอนด์ ซัพพลาย (ปี 2567 ราคาเก่า)\n"
        "ไวนิลเงา 380 แกรม 3.2 x 50 ม. ม้วนละ 4,100 บาท\nไวนิลด้าน 440 แกรม ม้วนละ 4,950 บาท\n"
        "หมึก Roland TR2 500 ml ตลับละ 2,850 บาท\nสติกเกอร์ PVC ขาวเงา ม้วนละ 2,650 บาท\n"
        "เครดิต 30 วัน ส่งฟรีในเมืองเมื่อสั่งครบ 3,000 บาท\n",
    "ร้าน/แผน/ไอเดียเครื่องUV_ร่างแรก.md":
        "# ไอเดียซื้อเครื่อง UV (ร่างแรก พ.ค. 2568)\n- เครื่องจีน 6090 เซลส์บอกประมาณ 520,000? ต้องต่อ\n"
        "- Mimaki แพงเกิน ล้านกว่า\n- ลูกค้าถามอะคริลิคเดือนละ 30-40 งาน\n"
        "- ถ้าผ่อน 24 เดือน ตกเดือนละ 20,000 กว่า หนักไป\n",
    "ร้าน/พนักงาน/ตารางกะพนักงาน_กรกฎาคม2568.md":
        "# ตารางกะพนักงาน เดือนกรกฎาคม 2568\n\n"
        "- น้องเบียร์ จันทร์-ศุกร์ 09:00-18:00\n- น้องมุก กะเช้า 08:00-15:00 จันทร์-เสาร์\n"
        "- น้องฟ้า (พาร์ทไทม์) กะบ่าย อังคาร พฤหัส ชั่วโมงละ 50 บาท\n"
        "- เบียร์ลา 4 ก.ค. ไปรับปริญญาน้องชาย\n- ลุงแดง ติดตั้งป้าย วันละ 400 บาท\n",
    "ร้าน/งานลูกค้า/ใบเสนอราคา_คณะวิศวะ_OpenHouse_ร่าง.txt":
        "ใบเสนอราคา (ร่าง) งาน KKU Engineering Open House 2568 ส่งให้คุณวนิดา 15 ก.ค. 2568\n"
        "ไวนิล 3 x 6 ม. 4 ผืน ผืนละ 1,800 = 7,200\nRoll-up 10 ชุด ชุดละ 990 = 9,900\n"
        "โปสเตอร์ A1 60 แผ่น แผ่นละ 130 = 7,800\nสติกเกอร์โลโก้ 500 ดวง ดวงละ 9 = 4,500\n"
        "บัตรคล้องคอ 150 ชุด ชุดละ 40 = 6,000\nรวม 35,400 บาท + VAT 7% = 37,878 บาท (คณะขอลด ยังไม่ใช่ราคาสุดท้าย)\n",
}
WORKSPECT = {"todo.md": "- ตามเงินคลินิกยิ้มสวย 3,450\n- จ่ายภาษีป้ายก่อน 8 ส.ค.\n"
                        "- ส่งใบเสนอราคาโปสเตอร์ให้ ดร.ซาร่าห์\n- โทรถาม KDI เรื่องหัวพิมพ์ Roland\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านโอ๊ตปริ้นท์ หลังมอ ม.ค.-มิ.ย. 2568 (Oat Print & Sign sales, Jan-Jun 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:5], sum(row[:5]), row[5]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:5]),
                  sum(sum(row[:5]) for row in SALES), sum(row[5] for row in SALES)])
    for column in range(2, 9):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(["ต้นทุนและกำไรรายเดือน 2568 (Monthly costs and profit)"])
    costs.append(list(COST_HEADERS))
    for month, sale, row in zip(MONTHS, SALES, COSTS):
        costs.append([month, *row, sum(row), sum(sale[:5]) - sum(row)])
    costs.append(["รวม (Total)", *(sum(column) for column in zip(*COSTS)), sum(sum(row) for row in COSTS),
                  sum(sum(sale[:5]) for sale in SALES) - sum(sum(row) for row in COSTS)])
    for column in range(2, 10):
        money_format(costs, column)
    book.save(path)


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา Price list"
    sheet.append(["ขอนแก่นเปเปอร์ แอนด์ ซัพพลาย ใบราคาสินค้า ปี 2568 (Khon Kaen Paper & Supply price list 2025)"])
    sheet.append(["ราคายังไม่รวม VAT 7% / เครดิต 30 วัน / ส่งฟรีในเมืองขอนแก่นเมื่อสั่งครบ 3,000 บาท "
                  "/ สั่งครบ 20,000 บาทต่อบิล ลดเพิ่ม 3%"])
    sheet.append(list(PRICE_HEADERS))
    for row in PRICES:
        sheet.append(list(row))
    money_format(sheet, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้าน"
    for sub in ("สัญญา", "บัญชี", "ซัพพลายเออร์", "งานลูกค้า", "พนักงาน", "แผน", "บิล", "ภาษี"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาบำรุงรักษาเครื่องพิมพ์_ขอนแก่นดิจิทัล_2568.docx", MAINT_TOP,
               table=MAINT_TABLE, bottom=MAINT_BOTTOM)
    write_docx(shop / "งานลูกค้า" / "ข้อตกลงจ้างพิมพ์_คณะวิศวะ_มข_OpenHouse2568.docx", KKU_TOP, table=KKU_TABLE,
               bottom=KKU_BOTTOM)
    _sales(shop / "บัญชี" / "ยอดขายและต้นทุน_2568.xlsx")
    _price_list(shop / "ซัพพลายเออร์" / "ราคากระดาษหมึก_ขอนแก่นเปเปอร์_2568.xlsx")
    make_pdf(shop / "ซัพพลายเออร์" / "SiamSignSupply_quote_2025-07.pdf", SIAM_QUOTE)
    (shop / "ราคาหน้าร้าน_2568.md").write_text(SHOP_PRICES, encoding="utf-8")
    (shop / "งานลูกค้า" / "ใบสั่งงาน_กค2568.md").write_text(JOB_LOG, encoding="utf-8")
    (shop / "งานลูกค้า" / "LINE_ชมรมดนตรีสากล_มข_backdrop.txt").write_text(LINE_CLUB, encoding="utf-8")
    (shop / "งานลูกค้า" / "LINE_ลมเย็นคาเฟ่_นามบัตร_ป้าย.txt").write_text(LINE_CAFE, encoding="utf-8")
    (shop / "งานลูกค้า" / "email_DrSarah_ICSEA_posters.txt").write_text(SARAH_EMAIL, encoding="utf-8")
    make_pdf(shop / "บิล" / "Invoice_INV2568-0193_KKU_IntlCollege.pdf", INVOICE_PAGES)
    (shop / "พนักงาน" / "ตารางกะพนักงาน_สิงหาคม2568.md").write_text(SHIFTS_AUG, encoding="utf-8")
    write_slides(shop / "แผน" / "แผนซื้อเครื่องพิมพ์UV_2568.pptx", UV_SLIDES)
    make_pdf(shop / "บิล" / "PEA_bill_shop_2025-07.pdf", PEA_JULY)
    make_pdf(shop / "บิล" / "KDI_service_report_2025-07-16.pdf", KDI_REPORT)
    make_pdf(shop / "บิล" / "KLeasing_Roland_statement_2025-07.pdf", LEASE_PAGES)
    (shop / "ภาษี" / "หนังสือแจ้งภาษีป้าย_ภป3_2568.txt").write_text(SIGN_TAX, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
