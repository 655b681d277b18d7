"""A blind test folder: the papers of Srisuk Pest Control (ศรีสุข เพสท์ คอนโทรล), Khon Kaen, and its owner's household.

The owner is คุณวรรณา ศรีสุข (Wanna Srisuk). She runs a small pest-control business from home at 88/12 ถ.มิตรภาพ,
อ.เมือง จ.ขอนแก่น: monthly cockroach/ant/rodent service for a hotel and restaurants, termite work for houses and a
housing estate. Her husband สมศักดิ์ (Somsak) leads the technicians (บอย, เก่ง); their son น้องต้น (Ton) is in
Grade 5 at a bilingual school; her mother แม่บุญมี lives with them. The folder is written as of early July 2568 (2025).

Files under Documents/:
- ธุรกิจ/ใบเสนอราคา/QT-015_KhonKaenGrand_ร่าง.docx: draft quote QT-2568-015 (3 มี.ค. 2568) to the Khon Kaen Grand
  Hotel, item table, total 96,942 incl. VAT.
- ธุรกิจ/ใบเสนอราคา/QT-015_KhonKaenGrand_final.docx: the revised quote sent on 14 มี.ค. 2568 (cockroach 3,200/month,
  40 rodent points, 3 UV traps), total 102,399 incl. VAT.
- ธุรกิจ/ใบเสนอราคา/ใบเสนอราคา_ครัวบ้านสวน.docx and ใบเสนอราคา_ลาบยโสธร.docx: two similar quotes to two restaurants
  (เจ๊หมวย's 12 rodent points, total 38,520; คุณบุญเลิศ's 8 points, total 32,100).
- ธุรกิจ/สัญญา/สัญญาจ้าง_นิติบุคคลพฤกษาวิลล์.docx: a one-year termite service contract with a housing estate
  (84,000 a year in four payments of 21,000).
- ธุรกิจ/Suppliers/IsanAgrochem_PriceList_2025.pdf: the supplier's English price list this year.
- ธุรกิจ/Suppliers/ราคาสินค้า_อีสานเคมีเกษตร_2567.docx: the same supplier's Thai price list last year (named in Thai).
- ธุรกิจ/Suppliers/Invoice_IA-2025-0412.pdf: that supplier's April invoice, 24,824.00 due 12 May 2025.
- ธุรกิจ/Suppliers/SiamTrap_invoice_ST6801.pdf: another supplier's invoice for three UV fly traps and glue boards.
- ธุรกิจ/บัญชี/ยอดขาย_รายจ่าย_2568.xlsx and ยอดขาย_รายจ่าย_2567.xlsx: this year's (Jan-Jun) and last year's books,
  two sheets each (sales, expenses), Thai/English headers.
- ธุรกิจ/บัญชี/ค่าน้ำมันรถ_2568.xlsx: fuel per vehicle, months as columns.
- ธุรกิจ/แผนงาน/แผนธุรกิจ_2569.pptx: next year's plan (target 2,400,000; a third pickup for 850,000).
- ธุรกิจ/แชท/LINE_เจ๊หมวย_ครัวบ้านสวน.txt: chat with a restaurant owner that changes her quote (16 rodent points,
  42,372 for the year incl. VAT).
- ธุรกิจ/แชท/LINE_กลุ่มช่างศรีสุข.txt: the technicians' group chat (the up-country allowance goes from 250 to 300).
- ธุรกิจ/Email/RE_quotation_KhonKaenGrand.txt: the hotel purchasing manager's email asking for the revised quote.
- ธุรกิจ/งานปลวก/ตรวจปลวก_บ้านคุณประเสริฐ.md: a termite inspection note and price (45 m of pipe, 19,250 in all).
- ธุรกิจ/เอกสารราชการ/หนังสือสสจ_ต่อใบอนุญาต.docx: the provincial health office's letter on renewing her licence.
- ธุรกิจ/Marketing/facebook_post_ideas.md: post ideas (distractor).
- บ้าน/ค่าเทอม/KKBS_fee_statement_1-2025.pdf: Ton's school fee statement (50,050.00, due 16 May 2025).
- บ้าน/บิล/PEA_bill_Apr2025.pdf and 3BB_bill_May2025.pdf: the house's electricity and internet bills.
- บ้าน/ประกัน/CarInsurance_renewal_2025.pdf: the D-Max's insurance renewal notice (18,900, pay by 30 June 2025).
- บ้าน/ประกัน/ประกันสุขภาพแม่_ไทยสุขใจ.docx: her mother's health-insurance summary (32,400 a year, room 4,000).
- บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Apr-Jun), school fees in May.
- บ้าน/LINE_ครอบครัว.txt: the family chat (school fees, car insurance, mother's check-up).
- บ้าน/ผ่อนกระบะ_DMax.md: the pickup loan (8,950 a month, 22 instalments left).
- บ้าน/รายการซื้อของ.txt and Personal/สูตรแกงอ่อม.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ศรีสุข เพสท์ คอนโทรล (Srisuk Pest Control)"
SHOP_ADDR = "88/12 ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 081-765-4321"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน (ครั้ง/ชิ้น)", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

HOTEL_DRAFT_TOP = [
    SHOP, SHOP_ADDR,
    "ใบเสนอราคา (ฉบับร่าง) เลขที่ QT-2568-015",
    "วันที่ 3 มีนาคม 2568",
    "เรียน คุณกนกวรรณ พรหมมา ฝ่ายจัดซื้อ โรงแรมขอนแก่นแกรนด์",
    "เรื่อง เสนอราคาบริการควบคุมและกำจัดแมลงและหนู ระยะเวลา 1 ปี",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "บริการกำจัดแมลงสาบและมด รายเดือน (ครัว ห้องอาหาร ห้องพนักงาน)", "12", "3,500", "42,000"),
    ("2", "บริการควบคุมหนู พร้อมกล่องเหยื่อ 30 จุด ตรวจเดือนละครั้ง", "12", "2,800", "33,600"),
    ("3", "พ่นหมอกควันกำจัดยุง รอบอาคารและสวน ทุก 2 เดือน", "6", "2,500", "15,000"),
    ("", "รวมเป็นเงิน", "", "", "90,600"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "6,342"),
    ("", "รวมทั้งสิ้น", "", "", "96,942"),
]
HOTEL_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน ชำระเงินรายเดือน เครดิต 30 วัน",
    "หมายเหตุ: ร่างไว้ก่อน รอพี่ศักดิ์ดูจำนวนจุดวางกล่องหนูอีกที",
]
HOTEL_FINAL_TOP = [
    SHOP, SHOP_ADDR,
    "ใบเสนอราคา เลขที่ QT-2568-015 (ฉบับแก้ไข)",
    "วันที่ 14 มีนาคม 2568",
    "เรียน คุณกนกวรรณ พรหมมา ฝ่ายจัดซื้อ โรงแรมขอนแก่นแกรนด์",
    "เรื่อง เสนอราคาบริการควบคุมและกำจัดแมลงและหนู ระยะเวลา 1 ปี เริ่ม 1 เมษายน 2568",
    "อ้างถึงอีเมลวันที่ 10 มีนาคม 2568 ขอแก้ไขราคาดังนี้",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "บริการกำจัดแมลงสาบและมด รายเดือน (ครัว ห้องอาหาร ห้องพนักงาน)", "12", "3,200", "38,400"),
    ("2", "บริการควบคุมหนู พร้อมกล่องเหยื่อ 40 จุด ตรวจเดือนละครั้ง", "12", "2,800", "33,600"),
    ("3", "พ่นหมอกควันกำจัดยุง รอบอาคารและสวน ทุก 2 เดือน", "6", "2,500", "15,000"),
    ("4", "ติดตั้งเครื่องดักแมลงไฟ UV 30 วัตต์ (ครั้งเดียว)", "3", "2,900", "8,700"),
    ("", "รวมเป็นเงิน", "", "", "95,700"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "6,699"),
    ("", "รวมทั้งสิ้น", "", "", "102,399"),
]
HOTEL_FINAL_BOTTOM = [
    "ยืนราคา 30 วัน ค่าบริการรายเดือนวางบิลทุกวันที่ 25 เครดิต 30 วัน",
    "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
]
KRUA_TOP = [
    SHOP, SHOP_ADDR,
    "ใบเสนอราคา เลขที่ QT-2568-021",
    "วันที่ 2 เมษายน 2568",
    "เรียน เจ๊หมวย ร้านครัวบ้านสวน ถ.กลางเมือง",
    "เรื่อง เสนอราคาบริการกำจัดแมลงสาบ มด และหนู รายปี",
]
KRUA_TABLE = [
    QUOTE_HEAD,
    ("1", "บริการกำจัดแมลงสาบและมด รายเดือน", "12", "1,800", "21,600"),
    ("2", "บริการควบคุมหนู กล่องเหยื่อ 12 จุด", "12", "1,200", "14,400"),
    ("", "รวมเป็นเงิน", "", "", "36,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,520"),
    ("", "รวมทั้งสิ้น", "", "", "38,520"),
]
LAAB_TOP = [
    SHOP, SHOP_ADDR,
    "ใบเสนอราคา เลขที่ QT-2568-024",
    "วันที่ 9 เมษายน 2568",
    "เรียน คุณบุญเลิศ ร้านลาบยโสธร ถ.ศรีจันทร์",
    "เรื่อง เสนอราคาบริการกำจัดแมลงสาบ มด และหนู รายปี",
]
LAAB_TABLE = [
    QUOTE_HEAD,
    ("1", "บริการกำจัดแมลงสาบและมด รายเดือน", "12", "1,500", "18,000"),
    ("2", "บริการควบคุมหนู กล่องเหยื่อ 8 จุด", "12", "1,000", "12,000"),
    ("", "รวมเป็นเงิน", "", "", "30,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,100"),
    ("", "รวมทั้งสิ้น", "", "", "32,100"),
]
RESTAURANT_BOTTOM = [
    "เข้าบริการเดือนละ 1 ครั้ง นอกเวลาเปิดร้าน หากพบปัญหาระหว่างเดือนเข้าแก้ไขให้ฟรี",
    "ยืนราคา 30 วัน",
]
CONTRACT = [
    "สัญญาจ้างบริการป้องกันและกำจัดปลวก",
    "ทำที่ สำนักงานนิติบุคคลหมู่บ้านพฤกษาวิลล์ ขอนแก่น วันที่ 20 เมษายน 2568",
    "ผู้ว่าจ้าง: นิติบุคคลหมู่บ้านจัดสรรพฤกษาวิลล์ ขอนแก่น โดย นายวีระพงษ์ ทองดี ผู้จัดการนิติบุคคล",
    "ผู้รับจ้าง: นางวรรณา ศรีสุข เจ้าของกิจการ ศรีสุข เพสท์ คอนโทรล",
    "ข้อ 1. ผู้รับจ้างตกลงให้บริการป้องกันและกำจัดปลวกในพื้นที่ส่วนกลางของหมู่บ้าน ได้แก่ สโมสร สำนักงานนิติบุคคล "
    "ป้อมยาม และศาลาริมสระ โดยวางสถานีเหยื่อปลวกแบบฝังดิน 60 สถานี",
    "ข้อ 2. ระยะเวลาสัญญา 1 ปี เริ่มวันที่ 1 พฤษภาคม 2568 สิ้นสุดวันที่ 30 เมษายน 2569",
    "ข้อ 3. ค่าบริการตลอดสัญญาเป็นเงิน 84,000 บาท (แปดหมื่นสี่พันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว "
    "แบ่งชำระ 4 งวด งวดละ 21,000 บาท ทุก 3 เดือน",
    "ข้อ 4. ผู้รับจ้างเข้าตรวจสถานีเหยื่อทุก 3 เดือน และส่งรายงานผลการตรวจภายใน 7 วันหลังเข้าตรวจ",
    "ข้อ 5. หากพบปลวกในพื้นที่ที่รับประกันระหว่างสัญญา ผู้รับจ้างต้องเข้าแก้ไขภายใน 3 วันโดยไม่คิดค่าใช้จ่ายเพิ่ม",
    "ข้อ 6. หากผู้รับจ้างเข้าบริการล่าช้ากว่ากำหนด ยินยอมให้ปรับวันละ 500 บาท",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วีระพงษ์ ทองดี ผู้ว่าจ้าง        ลงชื่อ วรรณา ศรีสุข ผู้รับจ้าง",
]
PRICE_2025 = [
    "Isan Agrochem Co., Ltd.\n99 Moo 4, Khon Kaen - Kalasin Road, Khon Kaen 40000\n"
    "PRICE LIST 2025 (effective 1 January 2025)\nPrepared for: Srisuk Pest Control\n"
    "Prices in THB, excluding VAT 7%\n\n"
    "Fipronil 2.5% EC, 1 L bottle ........ 1,350\n"
    "Imidacloprid 5% SC, 1 L bottle ...... 980\n"
    "Cypermethrin 10% EC, 1 L bottle ..... 420\n"
    "Cockroach gel bait 30 g (box of 10) . 1,150\n"
    "Rodent bait block, 1 kg ............. 310\n"
    "Rodent bait station (lockable) ...... 185 per unit\n"
    "Termite bait station (in-ground) .... 260 per unit\n"
    "Manual sprayer 16 L ................. 1,900",
    "Terms\nCredit 30 days from invoice date.\nFree delivery in Khon Kaen for orders of 10,000 THB or more.\n"
    "Contact: Amnat (Sales) 089-112-3344",
]
PRICE_2567_TOP = [
    "บริษัท อีสานเคมีเกษตร จำกัด",
    "99 หมู่ 4 ถ.ขอนแก่น-กาฬสินธุ์ จ.ขอนแก่น",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "เรียน ลูกค้า ศรีสุข เพสท์ คอนโทรล",
]
PRICE_2567_TABLE = [
    ("รายการสินค้า", "ขนาด", "ราคา (บาท)"),
    ("ฟิโพรนิล 2.5% EC (ยาปลวก)", "ขวด 1 ลิตร", "1,250"),
    ("อิมิดาคลอพริด 5% SC", "ขวด 1 ลิตร", "950"),
    ("ไซเพอร์เมทริน 10% EC", "ขวด 1 ลิตร", "390"),
    ("เจลกำจัดแมลงสาบ 30 กรัม", "กล่อง 10 หลอด", "1,080"),
    ("เหยื่อหนูชนิดก้อน", "1 กิโลกรัม", "295"),
    ("กล่องเหยื่อหนู แบบมีกุญแจ", "ต่อชิ้น", "170"),
    ("สถานีเหยื่อปลวกแบบฝังดิน", "ต่อชิ้น", "240"),
    ("ถังพ่นยา 16 ลิตร", "ต่อถัง", "1,850"),
]
PRICE_2567_BOTTOM = [
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "เครดิต 30 วัน ส่งฟรีในเขตขอนแก่นเมื่อสั่งครบ 8,000 บาท",
    "ติดต่อ คุณอำนาจ ฝ่ายขาย 089-112-3344",
]
INVOICE_IA = [
    "Isan Agrochem Co., Ltd.\nTAX INVOICE\nInvoice No.: IA-2025-0412\nDate: 12 April 2025\n"
    "Bill to: Srisuk Pest Control (Mrs. Wanna Srisuk), 88/12 Mittraphap Road, Khon Kaen 40000\n\n"
    "Item / Qty / Unit price / Amount (THB)\n"
    "Fipronil 2.5% EC, 1 L / 6 / 1,350.00 / 8,100.00\n"
    "Cockroach gel bait 30 g (box of 10) / 4 / 1,150.00 / 4,600.00\n"
    "Rodent bait station (lockable) / 40 / 185.00 / 7,400.00\n"
    "Rodent bait block, 1 kg / 10 / 310.00 / 3,100.00\n\n"
    "Subtotal: 23,200.00\nVAT 7%: 1,624.00\nTotal: 24,824.00 THB\n"
    "Payment due: 12 May 2025 (credit 30 days)\nBank: transfer to Isan Agrochem Co., Ltd. account 123-4-56789-0",
]
INVOICE_ST = [
    "Siam Trap Co., Ltd.\n55/9 Ratchada Road, Bangkok 10400\nTAX INVOICE No. ST-6801\nDate: 3 March 2025\n"
    "Customer: Srisuk Pest Control, 88/12 Mittraphap Road, Khon Kaen 40000\n\n"
    "1. UV insect light trap 30W, wall mount  x 3 @ 2,450.00 = 7,350.00\n"
    "2. Glue boards for UV trap (pack of 50)  x 2 @ 650.00 = 1,300.00\n\n"
    "Subtotal: 8,650.00\nVAT 7%: 605.50\nTotal: 9,255.50 THB\nPaid in full by bank transfer on 3 March 2025. Thank you.",
]
KRUA_CHAT = """[2/4/2568 15:10] วรรณา: เจ๊หมวยคะ ส่งใบเสนอราคาให้แล้วนะคะ แมลงสาบมดเดือนละ 1,800 หนู 12 จุดเดือนละ 1,200 ค่ะ
[2/4/2568 16:42] เจ๊หมวย: ได้รับแล้วจ้า หลังร้านหนูเยอะมาก 12 จุดจะพอเหรอ
[2/4/2568 16:45] วรรณา: ถ้าเพิ่มหลังร้านกับที่ทิ้งขยะ แนะนำเป็น 16 จุดค่ะเจ๊
[2/4/2568 16:47] เจ๊หมวย: 16 จุดเดือนละเท่าไหร่
[2/4/2568 16:50] วรรณา: 16 จุด เดือนละ 1,500 บาทค่ะ
[3/4/2568 09:05] เจ๊หมวย: โอเค เอา 16 จุด แล้วทั้งปีรวมเท่าไหร่ ขอตัวเลขเดียวเลย
[3/4/2568 09:20] วรรณา: แมลงสาบมด 21,600 + หนู 16 จุด 18,000 = 39,600 บาท ยังไม่รวม VAT ค่ะ รวม VAT 7% แล้วทั้งปี 42,372 บาทค่ะ
[3/4/2568 09:22] เจ๊หมวย: ตกลงจ้า เริ่ม 1 พ.ค. เลยนะ
[25/4/2568 18:30] เจ๊หมวย: วรรณาจ๋า ขอเลื่อนเริ่มเป็น 6 พ.ค. นะ 5 พ.ค. วันหยุดร้านปิด
[25/4/2568 18:33] วรรณา: ได้ค่ะเจ๊ งั้นเข้าครั้งแรก 6 พ.ค. ช่วงบ่าย 3 นะคะ
"""
STAFF_CHAT = """[27/6/2568 19:02] สมศักดิ์: แจ้งทุกคน เดือนหน้าเบี้ยเลี้ยงไปงานต่างจังหวัดยังวันละ 250 บาทเหมือนเดิมนะ
[27/6/2568 19:10] บอย: รับทราบครับพี่
[28/6/2568 08:15] เก่ง: พี่ครับ ยาฟิโพรนิลเหลือ 2 ขวด กล่องเหยื่อหนูเหลือ 5 กล่องครับ
[28/6/2568 08:20] วรรณา: โอเค เดี๋ยวเจ๊สั่งเพิ่มให้นะ
[29/6/2568 09:30] วรรณา: พี่ศักดิ์ คุยกันแล้วนะ ขึ้นเบี้ยเลี้ยงต่างจังหวัดเป็นวันละ 300 บาท เริ่ม 1 ก.ค. เลยค่ะ น้ำมันแพงทุกอย่างแพง
[29/6/2568 09:32] สมศักดิ์: โอเค สรุปเบี้ยเลี้ยงต่างจังหวัด 300 บาท/วัน เริ่ม 1 ก.ค. 68 นะทุกคน
[29/6/2568 09:35] เก่ง: ขอบคุณครับเจ๊ 🙏
[30/6/2568 07:45] สมศักดิ์: พรุ่งนี้ บอยกับเก่ง เข้าโรงแรมขอนแก่นแกรนด์ 8 โมง รอบเดือน ก.ค. เช็กเครื่องดักแมลงไฟในครัวด้วย
[30/6/2568 07:50] บอย: ครับ แล้วงานหมู่บ้านพฤกษาวิลล์รอบ 3 เดือนไปวันไหนครับ
[30/6/2568 07:52] สมศักดิ์: พฤกษาวิลล์ตรวจสถานีเหยื่อวันที่ 5 ส.ค. ครับ
[2/7/2568 17:40] บอย: งานกาฬสินธุ์วันศุกร์ ค้าง 1 คืนนะครับพี่
"""
HOTEL_EMAIL = """From: Kanokwan Phromma <purchasing@kkgrandhotel.co.th>
To: Wanna Srisuk <srisukpest@gmail.com>
Date: Mon, 10 Mar 2025 14:22
Subject: RE: Quotation QT-2568-015 pest control service

Dear Khun Wanna,

Thank you for your quotation dated 3 March. Our GM has reviewed it and we would like a revised version:

1. Please reduce the monthly cockroach and ant service from 3,500 THB to 3,200 THB. We are also comparing with
   another company from Udon Thani.
2. Rodent control: please increase the bait stations from 30 points to 40 points (kitchen, loading dock and
   garbage area) at the same monthly price of 2,800 THB.
3. Please add 3 UV fly light traps for the kitchen and the restaurant, as a one-time installation.

Mosquito fogging every two months is fine as quoted.

We would like the service to start on 1 April 2025. Please send the final quotation by 15 March 2025 so that
I can issue the purchase order.

Best regards,
Kanokwan Phromma
Purchasing Manager, Khon Kaen Grand Hotel
Tel. 043-220-555 ext. 112
"""
PRASERT_NOTE = """# ตรวจปลวก บ้านคุณประเสริฐ มั่นคง

- วันที่ตรวจ: 18 มิถุนายน 2568 (ช่างบอย + พี่ศักดิ์)
- ที่อยู่: 129/4 ซอยบ้านโนนทัน 5 อ.เมือง ขอนแก่น โทร 086-554-0912
- บ้านเดี่ยว 2 ชั้น อายุ 12 ปี

## ที่พบ
- ปลวกใต้ดิน ขึ้นตู้ครัวบิวท์อิน และวงกบประตูหลังบ้าน
- มีทางเดินดินตามผนังห้องเก็บของ

## เสนอราคา
- วางระบบท่อน้ำยาปลวกรอบบ้าน ความยาว 45 เมตร เมตรละ 350 บาท = 15,750 บาท
- อัดน้ำยาจุดที่พบปลวก (ตู้ครัว วงกบ) 3,500 บาท
- รวมทั้งหมด 19,250 บาท
- รับประกัน 3 ปี ตรวจฟรีปีละ 2 ครั้ง

ลูกค้าขอคิดดูก่อน จะโทรกลับภายในสิ้นเดือน ก.ค.
"""
LICENCE_LETTER = [
    "ที่ ขก 0033.008/2145",
    "สำนักงานสาธารณสุขจังหวัดขอนแก่น ถนนศรีจันทร์ อำเภอเมือง จังหวัดขอนแก่น 40000",
    "2 มิถุนายน 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตผลิตวัตถุอันตรายเพื่อให้บริการกำจัดแมลงและสัตว์พาหะนำโรค",
    "เรียน นางวรรณา ศรีสุข (ศรีสุข เพสท์ คอนโทรล)",
    "ตามที่ท่านได้รับใบอนุญาตเลขที่ วอ.ขก 12/2567 ซึ่งจะสิ้นอายุในวันที่ 31 กรกฎาคม 2568 นั้น",
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตก่อนวันสิ้นอายุ พร้อมชำระค่าธรรมเนียม 2,000 บาท",
    "เอกสารประกอบ: สำเนาบัตรประชาชน สำเนาหนังสือรับรองผู้ควบคุมการใช้วัตถุอันตราย และแผนที่ตั้งสถานที่เก็บวัตถุอันตราย",
    "หากไม่ยื่นภายในกำหนด ต้องยื่นขออนุญาตใหม่",
    "ขอแสดงความนับถือ",
    "กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 043-221-105",
]
FB_IDEAS = """# ไอเดียโพสต์เพจ ศรีสุข เพสท์ คอนโทรล

- หน้าฝน ปลวกบิน! โปรตรวจปลวกฟรีในเขตเมืองขอนแก่น
- รีวิวลูกค้าร้านอาหาร (ขออนุญาตเจ๊หมวยก่อน)
- คลิปสั้น: วิธีสังเกตทางเดินปลวก
- ลงโฆษณา boost โพสต์ละ 300-500 บาท ทดลองก่อน 1 เดือน
"""
KKBS = [
    "Khon Kaen Bilingual School\n222 Prachasamoson Road, Khon Kaen 40000\n"
    "TUITION FEE STATEMENT - Semester 1/2025\n\n"
    "Student: Master Ton Srisuk    Grade 5 (Room 5/2)    Student ID: 64118\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee ........................ 28,500.00\n"
    "English Program fee ................ 12,000.00\n"
    "Books and learning materials ....... 3,850.00\n"
    "Lunch and snacks ................... 4,200.00\n"
    "Field trip (Khao Yai) .............. 1,500.00\n"
    "Total amount ....................... 50,050.00 THB\n\n"
    "Payment due: 16 May 2025\nPay at the school finance office or by transfer to the school account.\n"
    "A late fee of 100 THB per day applies after the due date.",
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - April 2025\n"
    "Customer: Mrs. Wanna Srisuk    Account No. 020012345678\n"
    "Address: 88/12 Mittraphap Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Meter reading period: 20 March 2025 - 20 April 2025",
    "Units used: 685 kWh\nEnergy charge: 2,731.20 THB\nFt charge: 269.21 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 211.75 THB\nAmount due: 3,236.78 THB\nDue date: 8 May 2025",
]
BB_BILL = [
    "3BB Broadband\nINVOICE - May 2025\nCustomer: Wanna Srisuk    Account: 7701-448812\n"
    "Package: GIGATEX Fiber 1000/500 Mbps\nMonthly fee: 799.00 THB\nVAT 7%: 55.93 THB\n"
    "Total: 854.93 THB\nDue date: 20 May 2025",
]
CAR_INSURANCE = [
    "Siam Sure Insurance Public Company Limited\nPOLICY RENEWAL NOTICE\nDate: 2 June 2025\n\n"
    "To: Mrs. Wanna Srisuk, 88/12 Mittraphap Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Policy No.: SS-MV-2024-118823\nVehicle: Isuzu D-Max Spark 1.9 (2021), plate Kho Ko 1234 Khon Kaen\n\n"
    "Your motor insurance (Class 1) expires on 30 June 2025.\n"
    "Renewal period: 1 July 2025 - 1 July 2026\n"
    "Sum insured: 620,000 THB (last year 680,000 THB)\n"
    "Renewal premium: 18,900 THB (including duty and VAT)\n"
    "Last year's premium: 19,850 THB\nNo-claim discount: 20%\nDeductible: none",
    "Please pay by 30 June 2025 to keep your cover without a break.\n"
    "Payment: bank transfer, counter service, or credit card (0% for 6 months).\n"
    "Questions: call 1758 or your agent Khun Pornthip 081-300-2299.",
]
HEALTH_INS_TOP = [
    "สรุปกรมธรรม์ประกันสุขภาพ ของแม่ (นางบุญมี แก้วดี)",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)",
    "กรมธรรม์เลขที่ TSL-H-6603921 แผน สุขใจ เฮลท์ พลัส",
    "ผู้เอาประกัน: นางบุญมี แก้วดี อายุ 68 ปี  ผู้ชำระเบี้ย: นางวรรณา ศรีสุข (ลูกสาว)",
]
HEALTH_INS_TABLE = [
    ("ความคุ้มครอง", "วงเงิน"),
    ("ค่ารักษาผู้ป่วยใน (IPD) ต่อปี", "1,000,000 บาท"),
    ("ค่าห้องและค่าอาหาร", "4,000 บาท/คืน"),
    ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ("เบี้ยประกันรายปี", "32,400 บาท"),
]
HEALTH_INS_BOTTOM = [
    "ครบกำหนดชำระเบี้ยปีถัดไป 15 กันยายน 2568",
    "ตัวแทน: คุณพรทิพย์ 081-300-2299 (คนเดียวกับที่ทำประกันรถ)",
]
FAMILY_CHAT = """[10/5/2568 20:05] วรรณา: พี่ศักดิ์ ใบแจ้งค่าเทอมน้องต้นมาแล้ว เทอม 1 ปีนี้ 50,050 บาท ต้องจ่ายภายใน 16 พ.ค.
[10/5/2568 20:09] สมศักดิ์: แพงขึ้นอีกแล้วเหรอ เทอมที่แล้วไม่ถึง 48,000 นี่
[10/5/2568 20:11] วรรณา: เทอมที่แล้ว 47,900 ค่ะ มีค่าทัศนศึกษาเขาใหญ่เพิ่ม 1,500
[14/5/2568 12:30] วรรณา: โอนค่าเทอมน้องต้นแล้วนะ 50,050 เก็บสลิปไว้ในมือถือ
[14/5/2568 12:35] สมศักดิ์: 👍
[3/6/2568 19:20] วรรณา: ประกันรถดีแม็กซ์ส่งจดหมายต่ออายุมาแล้ว ปีนี้ถูกลงหน่อย
[3/6/2568 19:25] สมศักดิ์: ต่อไปเลย ใช้วิ่งงานทุกวัน
[20/6/2568 08:10] แม่บุญมี: วันพฤหัสแม่มีนัดหมอตรวจเบาหวานที่ รพ.ศรีนครินทร์ 9 โมงนะ
[20/6/2568 08:15] วรรณา: ได้ค่ะแม่ เดี๋ยวพี่ศักดิ์ไปส่ง
"""
TRUCK_LOAN = """# ผ่อนรถกระบะ Isuzu D-Max (ขก-1234)

- ไฟแนนซ์: ไทยเครดิตลีสซิ่ง สาขาขอนแก่น
- ยอดจัด 540,000 บาท ผ่อน 60 งวด งวดละ 8,950 บาท ตัดบัญชีทุกวันที่ 25
- งวดแรก 25 พ.ค. 2565

## สถานะ
- จ่ายงวดที่ 38 แล้ว (25 มิ.ย. 2568)
- เหลืออีก 22 งวด จบงวดสุดท้าย 25 เม.ย. 2570
- ถ้าปิดก่อนกำหนด ต้องโทรถามส่วนลดดอกเบี้ยที่สาขา
"""
DISTRACTORS = {
    "บ้าน/รายการซื้อของ.txt": "ข้าวเหนียว 5 กิโล\nไข่ไก่ 1 แผง\nน้ำปลา\nผงซักฟอก\nนมน้องต้น 2 แพ็ค",
    "Personal/สูตรแกงอ่อม.md": "# แกงอ่อมไก่\nไก่บ้าน ผักชีลาว ต้นหอม ใบแมงลัก พริกแกง ข้าวเบือ น้ำปลาร้า",
}
SALES_HEAD = ("เดือน (Month)", "งานสัญญารายเดือน (Contract service)", "งานปลวก/งานครั้งเดียว (One-off jobs)",
              "รวมยอดขาย (Total sales)")
EXP_HEAD = ("เดือน (Month)", "ค่ายา/อุปกรณ์ (Chemicals & supplies)", "ค่าแรงช่าง (Wages)", "ค่าน้ำมัน (Fuel)",
            "อื่นๆ (Other)", "รวมรายจ่าย (Total expenses)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
FUEL_2568 = {
    "กระบะ Isuzu D-Max (ขก-1234)": [4200, 3950, 4480, 4100, 4630, 4380],
    "กระบะ Toyota Revo (ขข-5678)": [3600, 3420, 3820, 3550, 3910, 3700],
    "มอเตอร์ไซค์ Honda Wave": [600, 580, 600, 620, 640, 610],
}
FUEL_BY_MONTH_2568 = [sum(v[i] for v in FUEL_2568.values()) for i in range(6)]
BOOK_2568 = {
    "contract": [88000, 88000, 96000, 118500, 124000, 124000],
    "oneoff": [35200, 41800, 52500, 47300, 58900, 39600],
    "chem": [15300, 14850, 18640, 33210, 21480, 19960],
    "wages": [30000, 30000, 30000, 36000, 36000, 36000],
    "fuel": FUEL_BY_MONTH_2568,
    "other": [3200, 2900, 3700, 4100, 3850, 4020],
}
BOOK_2567 = {
    "contract": [80000, 80000, 84000, 84000, 84000, 84000, 86000, 86000, 88000, 88000, 88000, 88000],
    "oneoff": [31500, 38200, 42300, 45100, 40800, 29700, 27400, 30900, 33600, 36800, 41200, 47500],
    "chem": [14100, 13800, 16120, 17300, 15900, 14200, 13600, 14400, 15100, 15800, 16600, 18200],
    "wages": [28000] * 12,
    "fuel": [7800, 7600, 8350, 8200, 8100, 7900, 7700, 7850, 8000, 8150, 8300, 8450],
    "other": [3100, 2800, 3400, 3300, 3000, 2900, 2800, 3100, 3200, 3000, 3300, 3900],
}
HALF_YEAR_SALES_2568 = sum(BOOK_2568["contract"]) + sum(BOOK_2568["oneoff"])
SLIDES = [
    ("แผนธุรกิจปี 2569", "ศรีสุข เพสท์ คอนโทรล - Business plan 2026\nจัดทำโดย วรรณา ศรีสุข กรกฎาคม 2568"),
    ("ผลงานครึ่งปีแรก 2568", f"ยอดขาย ม.ค.-มิ.ย. 2568 รวม {HALF_YEAR_SALES_2568:,} บาท\n"
                             "ลูกค้าสัญญารายเดือน 14 ราย (ได้โรงแรมขอนแก่นแกรนด์เพิ่ม)"),
    ("เป้าหมายปี 2569", "ยอดขายเป้าหมาย 2,400,000 บาท (เฉลี่ยเดือนละ 200,000 บาท)\n"
                        "เพิ่มลูกค้าสัญญารายเดือนเป็น 25 ราย"),
    ("บริการใหม่", "วางระบบท่อน้ำยาปลวกสำหรับบ้านสร้างใหม่ ร่วมกับโครงการหมู่บ้าน\nบริการพ่นฆ่าเชื้อสำนักงานและโรงเรียน"),
    ("การลงทุน", "ซื้อรถกระบะคันที่ 3 งบ 850,000 บาท\nจ้างช่างเพิ่ม 2 คน เงินเดือนคนละ 12,000 บาท\n"
                 "โฆษณา Facebook เดือนละ 5,000 บาท"),
    ("ขยายพื้นที่", "เปิดสาขาอุดรธานี ไตรมาส 3 ปี 2569\nหาช่างหัวหน้าทีมที่อุดรฯ 1 คน"),
]
SPENDING_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "เม.ย. 2568": [
        ("กับข้าว/ของใช้ (Groceries)", 11800, ""),
        ("ค่าไฟ (Electricity)", 2980.40, "บิล มี.ค."),
        ("ค่าน้ำประปา (Water)", 385, ""),
        ("อินเทอร์เน็ต 3BB (Internet)", 854.93, ""),
        ("ค่าเรียนพิเศษน้องต้น (Tutoring)", 2400, "คณิต+อังกฤษ"),
        ("ผ่อนกระบะ D-Max (Truck loan)", 8950, ""),
        ("ให้แม่ (For mum)", 5000, ""),
    ],
    "พ.ค. 2568": [
        ("กับข้าว/ของใช้ (Groceries)", 12500, ""),
        ("ค่าไฟ (Electricity)", 3236.78, "บิล เม.ย."),
        ("ค่าน้ำประปา (Water)", 412, ""),
        ("อินเทอร์เน็ต 3BB (Internet)", 854.93, ""),
        ("ค่าเทอมน้องต้น เทอม 1/2568 (School fees)", 50050, "โอน 14 พ.ค."),
        ("ค่าเรียนพิเศษน้องต้น (Tutoring)", 2400, ""),
        ("ผ่อนกระบะ D-Max (Truck loan)", 8950, ""),
        ("ให้แม่ (For mum)", 5000, ""),
    ],
    "มิ.ย. 2568": [
        ("กับข้าว/ของใช้ (Groceries)", 11950, ""),
        ("ค่าไฟ (Electricity)", 3410.25, "บิล พ.ค."),
        ("ค่าน้ำประปา (Water)", 398, ""),
        ("อินเทอร์เน็ต 3BB (Internet)", 854.93, ""),
        ("ชุดนักเรียน+รองเท้าน้องต้น (Uniform)", 1890, ""),
        ("ผ่อนกระบะ D-Max (Truck loan)", 8950, ""),
        ("ให้แม่ (For mum)", 5000, ""),
        ("ทำบุญ (Merit making)", 1000, "วัดหนองแวง"),
    ],
}
WORKSPECT = {"todo.md": "- ส่งใบแจ้งหนี้รอบ ก.ค. ให้โรงแรมขอนแก่นแกรนด์\n- สั่งยาฟิโพรนิลกับกล่องเหยื่อหนูเพิ่ม\n"
                        "- ยื่นต่อใบอนุญาตที่ สสจ.\n- โทรตามคุณประเสริฐเรื่องงานปลวก\n"}


def _book(path: Path, data: dict[str, list[int]], year: str) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขาย ศรีสุข เพสท์ คอนโทรล ปี {year} (Sales {year})"])
    sales.append(list(SALES_HEAD))
    for i, (contract, oneoff) in enumerate(zip(data["contract"], data["oneoff"])):
        sales.append([MONTHS[i], contract, oneoff, contract + oneoff])
    sales.append(["รวม (Total)", sum(data["contract"]), sum(data["oneoff"]),
                  sum(data["contract"]) + sum(data["oneoff"])])
    expenses = book.create_sheet("รายจ่าย Expenses")
    expenses.append([f"รายจ่าย ปี {year} (Expenses {year})"])
    expenses.append(list(EXP_HEAD))
    keys = ("chem", "wages", "fuel", "other")
    for i in range(len(data["chem"])):
        row = [data[k][i] for k in keys]
        expenses.append([MONTHS[i], *row, sum(row)])
    totals = [sum(data[k]) for k in keys]
    expenses.append(["รวม (Total)", *totals, sum(totals)])
    for sheet, columns in ((sales, 4), (expenses, 6)):
        for column in range(2, columns + 1):
            money_format(sheet, column)
    book.save(path)


def _fuel(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าน้ำมัน 2568"
    sheet.append(["ค่าน้ำมันรถ ปี 2568 (Fuel cost by vehicle, THB)"])
    sheet.append(["รถ (Vehicle)", *MONTHS[:6], "รวม 6 เดือน (Total)"])
    for vehicle, amounts in FUEL_2568.items():
        sheet.append([vehicle, *amounts, sum(amounts)])
    sheet.append(["รวม (Total)", *FUEL_BY_MONTH_2568, sum(FUEL_BY_MONTH_2568)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / "ธุรกิจ", docs / "บ้าน"
    for sub in (biz / "ใบเสนอราคา", biz / "สัญญา", biz / "Suppliers", biz / "บัญชี", biz / "แผนงาน",
                biz / "แชท", biz / "Email", biz / "งานปลวก", biz / "เอกสารราชการ", biz / "Marketing",
                home / "ค่าเทอม", home / "บิล", home / "ประกัน", docs / "Personal"):
        sub.mkdir(parents=True, exist_ok=True)
    write_docx(biz / "ใบเสนอราคา" / "QT-015_KhonKaenGrand_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(biz / "ใบเสนอราคา" / "QT-015_KhonKaenGrand_final.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ครัวบ้านสวน.docx", KRUA_TOP, KRUA_TABLE, bottom=RESTAURANT_BOTTOM)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ลาบยโสธร.docx", LAAB_TOP, LAAB_TABLE, bottom=RESTAURANT_BOTTOM)
    write_docx(biz / "สัญญา" / "สัญญาจ้าง_นิติบุคคลพฤกษาวิลล์.docx", CONTRACT)
    make_pdf(biz / "Suppliers" / "IsanAgrochem_PriceList_2025.pdf", PRICE_2025)
    write_docx(biz / "Suppliers" / "ราคาสินค้า_อีสานเคมีเกษตร_2567.docx", PRICE_2567_TOP, PRICE_2567_TABLE,
               bottom=PRICE_2567_BOTTOM)
    make_pdf(biz / "Suppliers" / "Invoice_IA-2025-0412.pdf", INVOICE_IA)
    make_pdf(biz / "Suppliers" / "SiamTrap_invoice_ST6801.pdf", INVOICE_ST)
    _book(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2568.xlsx", BOOK_2568, "2568")
    _book(biz / "บัญชี" / "ยอดขาย_รายจ่าย_2567.xlsx", BOOK_2567, "2567")
    _fuel(biz / "บัญชี" / "ค่าน้ำมันรถ_2568.xlsx")
    write_slides(biz / "แผนงาน" / "แผนธุรกิจ_2569.pptx", SLIDES)
    make_pdf(home / "ค่าเทอม" / "KKBS_fee_statement_1-2025.pdf", KKBS)
    make_pdf(home / "บิล" / "PEA_bill_Apr2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "3BB_bill_May2025.pdf", BB_BILL)
    make_pdf(home / "ประกัน" / "CarInsurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ประกัน" / "ประกันสุขภาพแม่_ไทยสุขใจ.docx", HEALTH_INS_TOP, HEALTH_INS_TABLE,
               bottom=HEALTH_INS_BOTTOM)
    write_docx(biz / "เอกสารราชการ" / "หนังสือสสจ_ต่อใบอนุญาต.docx", LICENCE_LETTER)
    _spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ธุรกิจ/แชท/LINE_เจ๊หมวย_ครัวบ้านสวน.txt": KRUA_CHAT,
        "ธุรกิจ/แชท/LINE_กลุ่มช่างศรีสุข.txt": STAFF_CHAT,
        "ธุรกิจ/Email/RE_quotation_KhonKaenGrand.txt": HOTEL_EMAIL,
        "ธุรกิจ/งานปลวก/ตรวจปลวก_บ้านคุณประเสริฐ.md": PRASERT_NOTE,
        "ธุรกิจ/Marketing/facebook_post_ideas.md": FB_IDEAS,
        "บ้าน/LINE_ครอบครัว.txt": FAMILY_CHAT,
        "บ้าน/ผ่อนกระบะ_DMax.md": TRUCK_LOAN,
        **DISTRACTORS,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
