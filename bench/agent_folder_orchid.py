"""A blind folder for Klang's agent: an orchid nursery that sells plants at markets and exports cut flowers.

The owner is นางพิมพ์ชนก แสงทอง (Pimchanok "Pim" Saengthong). She runs สวนกล้วยไม้แสงทอง (Saengthong Orchid
Farm), 6 rai of Dendrobium and potted orchids at 88/2 หมู่ 5 ต.ดำเนินสะดวก อ.ดำเนินสะดวก จ.ราชบุรี. She sells
potted orchids every weekend at ตลาดนัดจตุจักร (Chatuchak) and at ตลาดนัดสนามหลวง 2, sells cut Dendrobium Sonia
stems to the exporter บริษัท สยามฟลอร่า เอ็กซ์ปอร์ต จำกัด (Siam Flora Export Co., Ltd.), and takes orders from
hotels, wedding planners and florists at ปากคลองตลาด. She lives with her husband วิชัย (Wichai), their son
ต้นกล้า (Tonkla, ป.4) and her mother แม่บุญมี. It is early August 2025 (2568).

Files under Documents/:
- สวนกล้วยไม้/ใบเสนอราคา/ใบเสนอราคา_โรงแรมริเวอร์ไซด์_ร่าง.docx: the first draft of a quote to Riverside Hotel
  Ratchaburi (table of potted orchids; total 27,100, deposit 50%).
- สวนกล้วยไม้/ใบเสนอราคา/ใบเสนอราคา_โรงแรมริเวอร์ไซด์_final.docx: the agreed quote (total 24,500, deposit 7,350).
- สวนกล้วยไม้/ใบเสนอราคา/Quote_Lumiere_Wedding_June2025.docx: an English quote to a Bangkok wedding studio
  (total 22,700, deposit 11,350 by 31 May 2025).
- สวนกล้วยไม้/ส่งออก Export/สัญญาซื้อขายดอกหวาย_สยามฟลอร่า_2568.docx: the 2568 supply contract with the
  exporter, in Thai (4.50 / 3.20 baht a stem, at least 3,000 stems a week).
- สวนกล้วยไม้/ส่งออก Export/SiamFlora_statement_Apr2025.pdf: the exporter's April grower statement, English
  (net payment 56,932.80; 350 stems rejected).
- สวนกล้วยไม้/ส่งออก Export/email_SiamFlora_new_prices.txt: an English email from the exporter with the Obon
  season prices from 1 July 2025.
- สวนกล้วยไม้/ส่งออก Export/GAP_certificate_2023.pdf: the farm's GAP certificate (English).
- สวนกล้วยไม้/Suppliers/GreenGrow_pricelist_2025.pdf: this year's supplier price list, English.
- สวนกล้วยไม้/Suppliers/ใบราคา_กรีนโกรว์_2567.docx: last year's price list of the same supplier, Thai only.
- สวนกล้วยไม้/Suppliers/GreenGrow_invoice_GG2503-118.pdf: a March 2025 invoice from that supplier.
- สวนกล้วยไม้/โรงเรือนใหม่/ใบเสนอราคา_ช่างสมศักดิ์_โรงเรือน.docx: a local welder's quote for a new shade house
  (185,000, 45 days, 1-year warranty).
- สวนกล้วยไม้/โรงเรือนใหม่/ThaiAgriTech_shadehouse_quote.pdf: a company's English quote for the same shade house
  (211,860 incl. VAT, 3-year warranty).
- สวนกล้วยไม้/บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's book: sales by month (rows) and a sheet of expenses
  with the months as columns.
- สวนกล้วยไม้/บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, twelve months.
- สวนกล้วยไม้/บัญชี/ค่าแรงคนงาน_มิย68.md: June wages of her three workers.
- สวนกล้วยไม้/ตลาด/บันทึกขายจตุจักร_มิย68.md: her notes of each Chatuchak market day in June.
- สวนกล้วยไม้/ตลาด/ประกาศค่าเช่าแผง_จตุจักร.txt: the market office's notice of a stall-rent rise.
- สวนกล้วยไม้/Plan_2569_สวนกล้วยไม้.pptx: slides of next year's plan.
- สวนกล้วยไม้/LINE_เจ๊เจี๊ยบ_ร้านดอกไม้ปากคลอง.txt: a LINE chat where a florist changes her Mother's Day order.
- สวนกล้วยไม้/ตารางพ่นยา_หน้าฝน.md: a rainy-season spray schedule.
- บ้าน/ค่าเทอมต้นกล้า_เทอม1-2568.docx: the son's school fee notice for term 1/2568 (29,550).
- บ้าน/PEA_bill_May2025.pdf: the May electricity bill (English).
- บ้าน/ประกัน/KrungsiamLife_premium_notice_2025.pdf: a health-insurance premium notice (English).
- บ้าน/ประกัน/ประกันรถกระบะ_2568.docx: the pickup truck's motor insurance schedule (Thai).
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet a month (May, June, July).
- บ้าน/LINE_ครอบครัว.txt: a family LINE chat.
- ส่วนตัว/แกงส้มผักรวม.md and ของต้องซื้อ.txt: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "สวนกล้วยไม้"
QUOTES = f"{BIZ}/ใบเสนอราคา"
EXPORT = f"{BIZ}/ส่งออก Export"
SUPPLIERS = f"{BIZ}/Suppliers"
SHADE = f"{BIZ}/โรงเรือนใหม่"
BOOKS = f"{BIZ}/บัญชี"
MARKET = f"{BIZ}/ตลาด"
HOME = "บ้าน"
INSURANCE = "บ้าน/ประกัน"

# ---------------------------------------------------------------- quotes (docx)
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
HOTEL_DRAFT_TOP = [
    "สวนกล้วยไม้แสงทอง",
    "88/2 หมู่ 5 ต.ดำเนินสะดวก อ.ดำเนินสะดวก จ.ราชบุรี 70130 โทร 089-456-7712",
    "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-014",
    "วันที่ 2 พฤษภาคม 2568",
    "เรียน คุณอรวรรณ ฝ่ายจัดซื้อ โรงแรมริเวอร์ไซด์ ราชบุรี",
    "เรื่อง เสนอราคากล้วยไม้กระถางสำหรับตกแต่งล็อบบี้และห้องอาหาร",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("กล้วยไม้หวายกระถาง 6 นิ้ว", "40", "180", "7,200"),
    ("ฟาแลนนอปซิส 3 ช่อ กระถางเซรามิก", "12", "950", "11,400"),
    ("แวนด้าแขวน (ตะกร้าไม้สัก)", "20", "350", "7,000"),
    ("ค่าขนส่งและจัดวาง", "1", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "27,100"),
]
HOTEL_DRAFT_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% เป็นเงิน 13,550 บาท เมื่อยืนยันการสั่งซื้อ ส่วนที่เหลือชำระในวันส่งของ",
    "ยืนราคา 30 วัน  ส่งของภายใน 14 วันหลังได้รับมัดจำ",
    "หมายเหตุ: ร่าง ยังไม่ได้ส่งลูกค้า รอคุยกับพี่วิชัยเรื่องราคาฟาแลนฯ",
]
HOTEL_FINAL_TOP = [
    "สวนกล้วยไม้แสงทอง",
    "88/2 หมู่ 5 ต.ดำเนินสะดวก อ.ดำเนินสะดวก จ.ราชบุรี 70130 โทร 089-456-7712",
    "ใบเสนอราคา เลขที่ QT-2568-014 (ฉบับแก้ไขตามที่ตกลง)",
    "วันที่ 9 พฤษภาคม 2568",
    "เรียน คุณอรวรรณ ฝ่ายจัดซื้อ โรงแรมริเวอร์ไซด์ ราชบุรี",
    "เรื่อง เสนอราคากล้วยไม้กระถางสำหรับตกแต่งล็อบบี้และห้องอาหาร",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("กล้วยไม้หวายกระถาง 6 นิ้ว", "50", "170", "8,500"),
    ("ฟาแลนนอปซิส 3 ช่อ กระถางเซรามิก", "10", "900", "9,000"),
    ("แวนด้าแขวน (ตะกร้าไม้สัก)", "20", "350", "7,000"),
    ("ค่าขนส่งและจัดวาง", "1", "ฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "24,500"),
]
HOTEL_FINAL_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 7,350 บาท เมื่อยืนยันการสั่งซื้อ ส่วนที่เหลือ 17,150 บาท ชำระในวันส่งของ",
    "กำหนดส่งและจัดวาง วันที่ 20 พฤษภาคม 2568 เวลา 9.00 น.",
    "รับเปลี่ยนต้นที่ดอกโรยภายใน 14 วันแรกโดยไม่คิดค่าใช้จ่าย",
    "ลงชื่อ พิมพ์ชนก แสงทอง ผู้เสนอราคา",
]
WEDDING_TOP = [
    "Saengthong Orchid Farm",
    "88/2 Moo 5, Damnoen Saduak, Ratchaburi 70130  Tel. 089-456-7712  LINE: pim.orchid",
    "QUOTATION No. QT-2568-019",
    "Date: 12 May 2025",
    "To: Khun Natcha, Lumiere Wedding Studio, Sukhumvit 49, Bangkok",
    "Event: wedding reception of Khun Ploy & Khun Ken, 14 June 2025, The Glasshouse, Bangkok",
]
WEDDING_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Mokara cut flowers, bunch of 10", "30", "220", "6,600"),
    ("Dendrobium Sonia spray, grade A", "400", "12", "4,800"),
    ("Phalaenopsis 3-spike, ceramic pot", "10", "950", "9,500"),
    ("Delivery Ratchaburi - Bangkok (chilled van)", "1", "1,800", "1,800"),
    ("Total", "", "", "22,700"),
]
WEDDING_BOTTOM = [
    "Deposit 50%: 11,350 THB, to be transferred by 31 May 2025 to confirm the order.",
    "Balance 11,350 THB on delivery day (13 June 2025, before 16:00).",
    "Prices valid for 14 days. Colours of Mokara subject to availability.",
    "Pimchanok Saengthong",
]

# ---------------------------------------------------------------- exporter
CONTRACT = [
    "สัญญาซื้อขายดอกกล้วยไม้ตัดดอก",
    "ทำที่ บริษัท สยามฟลอร่า เอ็กซ์ปอร์ต จำกัด อ.สามพราน จ.นครปฐม  วันที่ 27 ธันวาคม 2567",
    "ระหว่าง บริษัท สยามฟลอร่า เอ็กซ์ปอร์ต จำกัด โดย นางสาวสุนันทา วงศ์ศิริ ผู้จัดการฝ่ายจัดซื้อ (ผู้ซื้อ)",
    "กับ นางพิมพ์ชนก แสงทอง เจ้าของสวนกล้วยไม้แสงทอง จ.ราชบุรี (ผู้ขาย)",
    "ข้อ 1. ระยะเวลาสัญญา 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ผู้ขายตกลงส่งดอกหวายโซเนีย (Dendrobium Sonia) ตัดดอก สัปดาห์ละไม่น้อยกว่า 3,000 ช่อ",
    "ข้อ 3. ราคารับซื้อ เกรด A (ช่อยาวไม่ต่ำกว่า 50 ซม. ดอกบาน 2-3 ดอก) ช่อละ 4.50 บาท "
    "เกรด B ช่อละ 3.20 บาท ราคานี้อาจปรับตามฤดูกาล โดยผู้ซื้อจะแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 7 วัน",
    "ข้อ 4. ผู้ขายส่งดอกทุกวันอังคารและวันศุกร์ ที่โรงคัดบรรจุของผู้ซื้อ อ.สามพราน ก่อนเวลา 14.00 น.",
    "ข้อ 5. ดอกที่ตรวจพบเพลี้ยไฟหรือโรคใบจุด ผู้ซื้อมีสิทธิ์คัดออกและไม่ชำระเงินสำหรับช่อนั้น",
    "ข้อ 6. ผู้ซื้อชำระเงินเป็นรายเดือน ภายในวันที่ 15 ของเดือนถัดไป โดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ขาย "
    "หักภาษี ณ ที่จ่าย 1% และหักค่าขนส่งตามจริง",
    "ข้อ 7. หากผู้ขายส่งดอกไม่ครบตามข้อ 2 ติดต่อกันเกิน 2 สัปดาห์ ผู้ซื้อมีสิทธิ์บอกเลิกสัญญา",
    "ข้อ 8. ผู้ขายต้องมีใบรับรอง GAP ที่ยังไม่หมดอายุตลอดระยะเวลาสัญญา",
    "ลงชื่อ สุนันทา วงศ์ศิริ (ผู้ซื้อ)    ลงชื่อ พิมพ์ชนก แสงทอง (ผู้ขาย)",
]
STATEMENT = [
    "SIAM FLORA EXPORT CO., LTD.\n99/9 Moo 3, Sam Phran, Nakhon Pathom 73110  Tax ID 0735559001234\n\n"
    "GROWER PAYMENT STATEMENT - April 2025\nGrower: Saengthong Orchid Farm (Mrs. Pimchanok Saengthong)\n"
    "Grower code: RB-027    Product: Dendrobium Sonia cut stems\nDeliveries: 8 (every Tuesday and Friday)",
    "Grade A stems received: 11,200 x 4.50 THB = 50,400.00 THB\n"
    "Grade B stems received: 2,600 x 3.20 THB = 8,320.00 THB\n"
    "Rejected stems (thrips found at inspection): 350 - not paid\n"
    "Gross amount: 58,720.00 THB\nLess withholding tax 1%: 587.20 THB\nLess transport deduction: 1,200.00 THB\n"
    "NET PAYMENT: 56,932.80 THB\nPayment date: 15 May 2025, by transfer to BAAC account xxx-x-x1234-5\n"
    "Questions: Sunanta Wongsiri, Purchasing Manager, 034-311-450",
]
EMAIL = """From: Sunanta Wongsiri <sunanta.w@siamflora-export.co.th>
To: Pimchanok Saengthong <pim.saengthong@gmail.com>
Date: Fri, 20 Jun 2025 10:15:32 +0700
Subject: New grower prices from 1 July 2025 (Obon season)

Dear Khun Pim,

Thank you for your steady supply this year. Our Japanese customers have asked for more Dendrobium for the
Obon season, so Siam Flora Export Co., Ltd. will pay a seasonal price from 1 July 2025 to 31 August 2025:

- Grade A Dendrobium Sonia: 5.00 THB per stem (normal price 4.50)
- Grade B Dendrobium Sonia: 3.50 THB per stem (normal price 3.20)

During these two months we need at least 3,500 stems per week from each contract grower.
Deliveries stay on Tuesday and Friday, cut-off 14:00 at our Sam Phran packing house.
Please check for thrips before packing; rejected stems are still not paid.

Kindly confirm by LINE or email before 27 June 2025.

Best regards,
Sunanta (Noi) Wongsiri
Purchasing Manager
Siam Flora Export Co., Ltd.
"""
GAP = [
    "DEPARTMENT OF AGRICULTURE\nMinistry of Agriculture and Cooperatives, Kingdom of Thailand\n\n"
    "CERTIFICATE OF GOOD AGRICULTURAL PRACTICE (GAP)\nCut flowers: Orchid\n\n"
    "This is to certify that the farm below follows GAP for cut flower production.\n"
    "Farm name: Saengthong Orchid Farm\nFarm owner: Mrs. Pimchanok Saengthong\n"
    "Location: 88/2 Moo 5, Tambon Damnoen Saduak, Amphoe Damnoen Saduak, Ratchaburi 70130\n"
    "Crop: Dendrobium (cut flowers)    Area: 6 rai\n"
    "Certificate No.: 07-0027-70-123-000456\nDate of issue: 23 September 2023\nValid until: 22 September 2026\n\n"
    "Office of Agricultural Research and Development Region 5, Chai Nat",
]

# ---------------------------------------------------------------- supplier
PRICELIST_2025 = [
    "GREENGROW AGRI SUPPLY CO., LTD.\n45/1 Phet Kasem Road, Mueang Ratchaburi 70000  Tel. 032-321-880\n\n"
    "PRICE LIST 2025 (effective 1 January 2025, prices in THB, VAT excluded)\n\n"
    "Code   Item                                         Unit          Price\n"
    "GM-01  Sphagnum moss, Chile                         1 kg bale     320\n"
    "GM-02  Coconut husk chips                           50 L bag      95\n"
    "PT-04  Plastic orchid pot 4 inch                    pack of 100   250\n"
    "PT-06  Clay pot 6 inch                              each          18\n"
    "FT-14  Osmocote slow-release fertilizer 14-14-14    1 kg          480\n"
    "FT-21  Foliar fertilizer 21-21-21                   1 kg          165\n"
    "SN-70  Shade net 70%, 2 x 100 m                     roll          2,950\n"
    "FG-03  Mancozeb fungicide 80% WP                    1 kg          390\n\n"
    "Free delivery in Ratchaburi for orders over 5,000 THB. Credit term 30 days for regular customers.",
]
PRICELIST_2567 = [
    "บริษัท กรีนโกรว์ เกษตรภัณฑ์ จำกัด",
    "45/1 ถ.เพชรเกษม อ.เมืองราชบุรี จ.ราชบุรี โทร 032-321-880",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567 ราคายังไม่รวมภาษีมูลค่าเพิ่ม)",
]
PRICELIST_2567_TABLE = [
    ("รหัส", "สินค้า", "หน่วย", "ราคา (บาท)"),
    ("GM-01", "สแฟกนัมมอส ชิลี", "ก้อน 1 กก.", "290"),
    ("GM-02", "กาบมะพร้าวสับ", "ถุง 50 ลิตร", "85"),
    ("PT-04", "กระถางพลาสติกกล้วยไม้ 4 นิ้ว", "แพ็ค 100 ใบ", "230"),
    ("PT-06", "กระถางดินเผา 6 นิ้ว", "ใบ", "15"),
    ("FT-14", "ปุ๋ยละลายช้า ออสโมโค้ท 14-14-14", "1 กก.", "450"),
    ("FT-21", "ปุ๋ยเกล็ด 21-21-21", "1 กก.", "150"),
    ("SN-70", "ตาข่ายพรางแสง 70% 2x100 ม.", "ม้วน", "2,700"),
    ("FG-03", "แมนโคเซบ 80% WP", "1 กก.", "360"),
]
PRICELIST_2567_BOTTOM = ["ส่งฟรีในเขต จ.ราชบุรี เมื่อสั่งซื้อครบ 3,000 บาท", "ลูกค้าประจำเครดิต 30 วัน"]
INVOICE = [
    "GREENGROW AGRI SUPPLY CO., LTD.\n45/1 Phet Kasem Road, Mueang Ratchaburi 70000  Tax ID 0705561000789\n\n"
    "TAX INVOICE No. GG2503-118\nDate: 18 March 2025\n"
    "Bill to: Saengthong Orchid Farm, 88/2 Moo 5, Damnoen Saduak, Ratchaburi 70130\n\n"
    "GM-01 Sphagnum moss, Chile (1 kg bale)        10 x 320.00   =  3,200.00\n"
    "FT-14 Osmocote 14-14-14 (1 kg)                  5 x 480.00   =  2,400.00\n"
    "SN-70 Shade net 70%, 2 x 100 m (roll)           2 x 2,950.00 =  5,900.00\n\n"
    "Subtotal: 11,500.00 THB\nVAT 7%: 805.00 THB\nTOTAL: 12,305.00 THB\n"
    "Payment due: 17 April 2025 (credit 30 days)\nDelivered free of charge.",
]

# ---------------------------------------------------------------- shade house
SOMSAK_TOP = [
    "ร้านสมศักดิ์การช่าง (รับเหมาโครงเหล็ก โรงเรือน)",
    "12 หมู่ 2 ต.ศรีสุราษฎร์ อ.ดำเนินสะดวก จ.ราชบุรี โทร 081-702-5519",
    "ใบเสนอราคา วันที่ 4 กรกฎาคม 2568",
    "เสนอ คุณพิมพ์ชนก แสงทอง สวนกล้วยไม้แสงทอง",
    "งานสร้างโรงเรือนตาข่ายเลี้ยงกล้วยไม้ ขนาดกว้าง 8 เมตร ยาว 30 เมตร สูง 3 เมตร",
]
SOMSAK_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("โครงเหล็กกัลวาไนซ์ 8x30 ม. รวมค่าแรงเชื่อมและติดตั้ง", "1 งาน", "128,000", "128,000"),
    ("ตาข่ายพรางแสง 70% พร้อมติดตั้ง", "240 ตร.ม.", "75", "18,000"),
    ("โต๊ะราวเหล็กวางกล้วยไม้", "20 ชุด", "1,200", "24,000"),
    ("ระบบพ่นหมอก สปริงเกอร์ พร้อมปั๊ม", "1 ชุด", "15,000", "15,000"),
    ("รวมทั้งสิ้น", "", "", "185,000"),
]
SOMSAK_BOTTOM = [
    "ระยะเวลาทำงาน 45 วัน นับจากวันรับเงินงวดแรก",
    "แบ่งจ่าย 3 งวด: งวดที่ 1 40% (74,000 บาท) วันตกลงจ้าง  งวดที่ 2 40% (74,000 บาท) เมื่อขึ้นโครงเสร็จ  "
    "งวดที่ 3 20% (37,000 บาท) เมื่อส่งมอบงาน",
    "รับประกันงานโครงสร้างและงานเชื่อม 1 ปี",
    "ราคานี้ไม่มีใบกำกับภาษี",
    "ช่างสมศักดิ์ ทองดี",
]
AGRITECH = [
    "THAI AGRITECH STRUCTURES CO., LTD.\n222 Moo 7, Bang Len, Nakhon Pathom 73130  www.thaiagritech.co.th\n\n"
    "QUOTATION No. TAS-Q25-0711\nDate: 11 July 2025\nCustomer: Mrs. Pimchanok Saengthong, Saengthong Orchid Farm\n"
    "Project: Orchid shade house 8 m x 30 m, height 3.5 m, Damnoen Saduak, Ratchaburi\n\n"
    "1. Hot-dip galvanized steel structure, bolted, incl. installation     142,000.00\n"
    "2. Shade net 70% UV, installed, 240 sq m x 85.00                    20,400.00\n"
    "3. Orchid benches, galvanized, 20 sets x 1,150.00                    23,000.00\n"
    "4. Mist irrigation system with digital timer and pump                12,600.00\n"
    "Subtotal                                                            198,000.00\n"
    "VAT 7%                                                               13,860.00\n"
    "GRAND TOTAL (THB)                                                   211,860.00",
    "Terms\nInstallation time: 30 days after deposit.\nPayment: 50% deposit, 50% on handover.\n"
    "Warranty: 3 years on structure and installation.\nQuotation valid until 10 August 2025.\n"
    "Contact: Mr. Teerapong K., Sales Engineer, 086-554-2190",
]

# ---------------------------------------------------------------- books (xlsx)
SALES_HEAD = ["เดือน (Month)", "ตลาดจตุจักร (Chatuchak)", "ตลาดสนามหลวง 2 (Sanam Luang 2)",
              "ส่งออก (Export)", "ลูกค้าอื่น (Other customers)", "รวม (Total)"]
SALES_2568 = [
    ("ม.ค. 2568", 92400, 31500, 61250, 8600),
    ("ก.พ. 2568", 105800, 36200, 72900, 15400),
    ("มี.ค. 2568", 78500, 28900, 64300, 6200),
    ("เม.ย. 2568", 70300, 24100, 58720, 9800),
    ("พ.ค. 2568", 74600, 26700, 55480, 24500),
    ("มิ.ย. 2568", 87800, 30400, 57150, 22700),
    ("ก.ค. 2568", 81200, 27300, 66800, 11900),
]
SALES_2567 = [
    ("ม.ค. 2567", 85100, 29800, 55600, 7400),
    ("ก.พ. 2567", 98300, 33500, 68200, 12900),
    ("มี.ค. 2567", 71200, 27600, 59400, 5800),
    ("เม.ย. 2567", 66900, 22300, 52100, 6500),
    ("พ.ค. 2567", 69800, 24900, 50700, 9300),
    ("มิ.ย. 2567", 80400, 28100, 51900, 10600),
    ("ก.ค. 2567", 76500, 26200, 60300, 8800),
    ("ส.ค. 2567", 90200, 30700, 63500, 14200),
    ("ก.ย. 2567", 72600, 25400, 48900, 7100),
    ("ต.ค. 2567", 79300, 27800, 54200, 9900),
    ("พ.ย. 2567", 84700, 29300, 57800, 11500),
    ("ธ.ค. 2567", 101500, 35600, 70400, 18300),
]
EXPENSES_2568 = {
    "ค่าแรงคนงาน (Wages)": [26900, 25400, 27100, 24800, 27650, 27380, 27900],
    "ปุ๋ยและยา (Fertilizer & chemicals)": [8450, 6900, 3150, 5600, 7300, 8100, 6750],
    "วัสดุปลูก กระถาง (Media & pots)": [4200, 3100, 12305, 2800, 3600, 2950, 4100],
    "ค่าไฟ ค่าน้ำ (Electricity & water)": [3900, 3750, 4300, 4650, 4734.85, 4420, 4180],
    "ค่าเช่าแผง (Stall rent)": [6300, 6300, 6300, 6300, 6300, 6300, 6300],
    "ค่าน้ำมันรถ (Fuel)": [7800, 8200, 7400, 6900, 7600, 8300, 7900],
    "ค่ากล่องและขนส่ง (Packing & delivery)": [2100, 2600, 1900, 2000, 3400, 3800, 2300],
}
EXPENSES_2567 = {
    "ค่าแรงคนงาน (Wages)": [24500, 23800, 25100, 23300, 25600, 25900, 26200, 26000, 24700, 25500, 25800, 27100],
    "ปุ๋ยและยา (Fertilizer & chemicals)": [7600, 6200, 8800, 5100, 6900, 7700, 7300, 6400, 8100, 6600, 5900, 7200],
    "วัสดุปลูก กระถาง (Media & pots)": [3900, 2800, 4100, 2500, 3300, 2700, 3600, 9800, 2900, 3100, 3400, 4600],
    "ค่าไฟ ค่าน้ำ (Electricity & water)": [3500, 3400, 3900, 4300, 4400, 4100, 3900, 3800, 3600, 3500, 3400, 3600],
    "ค่าเช่าแผง (Stall rent)": [6000] * 12,
    "ค่าน้ำมันรถ (Fuel)": [7200, 7500, 6900, 6600, 7100, 7400, 7300, 7800, 6800, 7000, 7300, 8100],
    "ค่ากล่องและขนส่ง (Packing & delivery)": [1800, 2300, 1700, 1600, 1900, 2200, 2000, 2600, 1700, 1900, 2100, 2900],
}


def _book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list]) -> None:
    """Sales by month as rows on one sheet, expenses with the months as columns on the other."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"สวนกล้วยไม้แสงทอง ยอดขายรายเดือน ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(SALES_HEAD)
    for month, *amounts in sales:
        sheet.append([month, *amounts, sum(amounts)])
    sheet.append(["รวม (Total)", *[sum(row[i] for row in sales) for i in range(1, 5)],
                  sum(sum(row[1:]) for row in sales)])
    for column in range(2, 7):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    months = [row[0] for row in sales]
    cost.append([f"ค่าใช้จ่ายสวน ปี {year} (Farm expenses {year}, THB)"])
    cost.append(["รายการ (Item)", *months, "รวม (Total)"])
    for item, amounts in expenses.items():
        cost.append([item, *amounts, round(sum(amounts), 2)])
    cost.append(["รวม (Total)", *[round(sum(a[i] for a in expenses.values()), 2) for i in range(len(months))],
                 round(sum(sum(a) for a in expenses.values()), 2)])
    for column in range(2, len(months) + 3):
        money_format(cost, column)
    book.save(path)


HOUSEHOLD = {
    "พ.ค. 2568": [
        ("ค่ากับข้าว ตลาดสด (Food)", 9450, ""),
        ("ค่าน้ำประปา (Water)", 280, "ประปาส่วนภูมิภาค"),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1098, "AIS 2 เบอร์ + fibre"),
        ("ค่าเทอมต้นกล้า (School fees)", 29550, "เทอม 1/2568 รวมรถรับส่ง"),
        ("ผ่อนรถกระบะ (Pickup loan)", 9800, "งวดที่ 27/48"),
        ("ให้แม่ (For mother)", 3000, ""),
        ("ค่ายาแม่ / หาหมอ (Mother's medicine)", 1250, "รพ.ราชบุรี"),
        ("ของใช้ในบ้าน (Household goods)", 2340, "แม็คโคร"),
    ],
    "มิ.ย. 2568": [
        ("ค่ากับข้าว ตลาดสด (Food)", 8920, ""),
        ("ค่าน้ำประปา (Water)", 265, ""),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1098, ""),
        ("ผ่อนรถกระบะ (Pickup loan)", 9800, "งวดที่ 28/48"),
        ("ให้แม่ (For mother)", 3000, ""),
        ("ค่าขนมลูก (Tonkla's pocket money)", 1500, ""),
        ("ของใช้ในบ้าน (Household goods)", 1870, ""),
    ],
    "ก.ค. 2568": [
        ("ค่ากับข้าว ตลาดสด (Food)", 9180, ""),
        ("ค่าน้ำประปา (Water)", 310, ""),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1098, ""),
        ("ผ่อนรถกระบะ (Pickup loan)", 9800, "งวดที่ 29/48"),
        ("ให้แม่ (For mother)", 3000, ""),
        ("ค่าขนมลูก (Tonkla's pocket money)", 1500, ""),
        ("ชุดนักเรียน + รองเท้า (School uniform)", 1640, ""),
        ("ของใช้ในบ้าน (Household goods)", 2050, ""),
    ],
}


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes, chats
WAGES = """# ค่าแรงคนงาน เดือน มิ.ย. 68

จ่ายวันที่ 30 มิ.ย. 2568 (เงินสด / โอน)

| ชื่อ | วันทำงาน | ค่าแรงต่อวัน | รวม |
|---|---|---|---|
| พี่สมหมาย | 26 วัน | 380 | 9,880 |
| ป้าแดง | 24 วัน | 350 | 8,400 |
| อ่อง (Aung) | 26 วัน | 350 | 9,100 |

รวมจ่ายค่าแรงเดือนนี้ 27,380 บาท

- ป้าแดงลา 2 วัน ไปงานบวชหลาน
- อ่องขอเบิกล่วงหน้าเดือนหน้า 2,000 บาท (ยังไม่ให้ รอคุยกับพี่วิชัย)
"""
CHATUCHAK = """# บันทึกขายตลาดจตุจักร มิ.ย. 68

- ส. 7 มิ.ย. ขายได้ 9,850 บาท (หวายกระถางขายดี ฝนตกบ่าย)
- อา. 8 มิ.ย. ขายได้ 12,400 บาท
- ส. 14 มิ.ย. ขายได้ 8,900 บาท
- อา. 15 มิ.ย. ขายได้ 11,300 บาท (ฟาแลนขาวหมดแผง)
- ส. 21 มิ.ย. ขายได้ 10,250 บาท
- อา. 22 มิ.ย. ขายได้ 13,600 บาท (ลูกค้าร้านกาแฟเหมาแวนด้า 15 ต้น)
- ส. 28 มิ.ย. ขายได้ 9,400 บาท
- อา. 29 มิ.ย. ขายได้ 12,100 บาท

รวมเดือน มิ.ย. 87,800 บาท

ขายดี: หวายตาแดง, ฟาแลนขาว 3 ช่อ, แวนด้าฟ้ามุ่ย
ต้องเอาไปเพิ่ม: ถุงใส่ต้นไม้ ป้ายชื่อพันธุ์
"""
STALL_NOTICE = """ประกาศ สำนักงานตลาดนัดจตุจักร
เรื่อง ปรับอัตราค่าเช่าแผงค้า โซน 3 (ต้นไม้ และอุปกรณ์การเกษตร)

เรียน ผู้เช่าแผงค้าโซน 3 ทุกท่าน

ด้วยสำนักงานตลาดได้ปรับปรุงหลังคา ทางเดิน และระบบระบายน้ำในโซน 3 แล้วเสร็จ
จึงขอแจ้งปรับอัตราค่าเช่าแผงค้า ตั้งแต่วันที่ 1 กันยายน 2568 เป็นต้นไป ดังนี้

- แผงขนาด 2x3 เมตร ค่าเช่าเดิมเดือนละ 4,500 บาท ปรับเป็นเดือนละ 5,200 บาท
- ค่าไฟฟ้าแผง เหมาจ่ายเดือนละ 300 บาท (เท่าเดิม)
- ค่าเก็บขยะ เดือนละ 100 บาท (เท่าเดิม)

ผู้เช่าชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ที่ช่องชำระเงิน อาคารสำนักงานตลาด
หากชำระล่าช้าเกิน 15 วัน สำนักงานตลาดขอสงวนสิทธิ์ให้ผู้อื่นเช่าแผงแทน

ประกาศ ณ วันที่ 15 กรกฎาคม 2568
สำนักงานตลาดนัดจตุจักร
"""
FLORIST_CHAT = """[LINE] ประวัติแชทกับ เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง
บันทึกเมื่อ: 01/08/2568 21:05

[25/07/2568 08:41] เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง: น้องพิมพ์ วันแม่ปีนี้เจ๊ขอหวายขาว 500 ช่อ กับมอคคาร่าเหลือง 20 กำนะ
[25/07/2568 08:55] พิมพ์ชนก: ได้ค่ะเจ๊ หวายขาวช่อละ 6 บาท มอคคาร่ากำละ 200 ค่ะ รวม 7,000 บาทค่ะ
[25/07/2568 08:57] เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง: โอเค ส่งวันพฤหัสที่ 7 ส.ค. นะ
[29/07/2568 19:20] เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง: น้องพิมพ์ เจ๊ขอเปลี่ยนนะ หวายขาวเพิ่มเป็น 800 ช่อ มอคคาร่าลดเหลือ 15 กำ ปีนี้คนไม่ค่อยเอามอคคาร่า
[29/07/2568 19:34] พิมพ์ชนก: ได้ค่ะ หวายขาว 800 ช่อ x 6 = 4,800 มอคคาร่า 15 กำ x 200 = 3,000 รวมเป็น 7,800 บาทนะคะ
[29/07/2568 19:36] เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง: แล้วขอเลื่อนส่งเป็นวันศุกร์ที่ 8 ส.ค. ได้มั้ย วันพฤหัสร้านรับของไม่ทัน
[29/07/2568 19:40] พิมพ์ชนก: ได้ค่ะ ส่งศุกร์ 8 ส.ค. ก่อน 6 โมงเช้านะคะ
[29/07/2568 19:41] เจ๊เจี๊ยบ ร้านดอกไม้ปากคลอง: มัดจำโอนให้ 3,000 ก่อนนะ ที่เหลือจ่ายตอนรับของ
[29/07/2568 19:50] พิมพ์ชนก: [รูปภาพ]
[29/07/2568 19:50] พิมพ์ชนก: ได้รับแล้วค่ะ ขอบคุณค่ะเจ๊ 🙏
"""
SPRAY = """# ตารางพ่นยา หน้าฝน (มิ.ย. - ต.ค.)

- ทุกวันจันทร์: พ่นแมนโคเซบ 30 กรัม / น้ำ 20 ลิตร กันเน่าดำ (โดยเฉพาะหวายโซเนีย)
- ทุกวันพฤหัส: พ่นปุ๋ยเกล็ด 21-21-21 ครึ่งช้อนโต๊ะ / น้ำ 20 ลิตร
- เจอเพลี้ยไฟ: ใช้สารชีวภัณฑ์บิวเวอเรีย พ่นตอนเย็น ห่างกัน 5 วัน 3 ครั้ง
- ห้ามพ่นยาเคมีก่อนวันตัดดอกส่งออก 3 วัน

ถ้าฝนตกติดกันเกิน 3 วัน ให้เปิดพัดลมโรงเรือน 2 และตัดใบที่เป็นจุดทิ้ง
"""
FAMILY_CHAT = """[LINE] ประวัติแชทกับ บ้านแสงทอง 🏡
บันทึกเมื่อ: 02/08/2568 07:30

[12/05/2568 18:02] วิชัย: โอนค่าเทอมต้นกล้าแล้วนะ 29,550 เก็บสลิปไว้ในกลุ่มนี้
[12/05/2568 18:03] วิชัย: [รูปภาพ]
[12/05/2568 18:10] พิมพ์ชนก: โอเคค่ะ ขอบคุณค่ะพี่
[20/07/2568 20:15] พิมพ์ชนก: พี่ วันอังคารที่ 19 ส.ค. ต้องพาแม่ไปหาหมอตา รพ.ราชบุรี 8 โมงนะ พี่ว่างมั้ย
[20/07/2568 20:21] วิชัย: วันนั้นพี่ต้องไปส่งดอกที่สามพราน ให้น้าแดงพาไปได้มั้ย
[20/07/2568 20:25] พิมพ์ชนก: เดี๋ยวพิมพ์พาไปเองค่ะ ฝากพี่ดูสวนแทน
[31/07/2568 17:40] ต้นกล้า: แม่ครับ วันศุกร์ครูให้ใส่ชุดลูกเสือนะครับ
[31/07/2568 17:45] พิมพ์ชนก: จ้า ซักไว้แล้วลูก
"""
RECIPE = """# แกงส้มผักรวม (สูตรแม่บุญมี)

- ปลาช่อน 1 ตัว, ผักรวม: ผักกาดขาว กะหล่ำ ถั่วฝักยาว
- พริกแกงส้ม 3 ช้อนโต๊ะ, น้ำมะขามเปียก 4 ช้อนโต๊ะ, น้ำปลา, น้ำตาลปี๊บ
- ต้มน้ำ 4 ถ้วย ละลายพริกแกง ใส่ปลา แล้วใส่ผัก ปรุงเปรี้ยวนำ เค็ม หวานตาม
"""
SHOPPING = """ของต้องซื้อไปตลาดเสาร์นี้
- ถุงใส่ต้นไม้ใหญ่ 5 แพ็ค
- ลวดผูกกล้วยไม้ 2 ม้วน
- กระดาษห่อดอก
- ป้ายชื่อพันธุ์ 200 อัน
- สายยาง 20 เมตร (ของเก่ารั่ว)
"""

# ---------------------------------------------------------------- household papers
SCHOOL_TOP = [
    "โรงเรียนราชบุรีวิทยาสองภาษา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กชายต้นกล้า แสงทอง  ชั้นประถมศึกษาปีที่ 4/2  เลขประจำตัว 64117",
    "ผู้ปกครอง นางพิมพ์ชนก แสงทอง",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน (หลักสูตรสองภาษา)", "18,500"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "3,200"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("ค่าประกันอุบัติเหตุนักเรียน", "350"),
    ("ค่ารถรับส่ง (สายดำเนินสะดวก) ตลอดภาคเรียน", "6,000"),
    ("รวมทั้งสิ้น", "29,550"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย",
    "ชำระล่าช้า ปรับวันละ 50 บาท",
    "เปิดภาคเรียนวันที่ 19 พฤษภาคม 2568",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nDamnoen Saduak Branch, Ratchaburi\n\n"
    "ELECTRICITY BILL - May 2025\nCustomer: Mrs. Pimchanok Saengthong\n"
    "Address: 88/2 Moo 5, Tambon Damnoen Saduak, Ratchaburi 70130\nCustomer no. 020011458823   Meter no. 7731902\n"
    "Reading period: 26 April 2025 - 26 May 2025",
    "Previous reading: 48,215    Current reading: 49,261\nUnits used: 1,046 kWh\n"
    "Energy charge: 4,180.60 THB\nFt charge: 206.27 THB\nService charge: 38.22 THB\nVAT 7%: 309.76 THB\n"
    "AMOUNT DUE: 4,734.85 THB\nDue date: 12 June 2025\n"
    "Pay at PEA office, 7-Eleven, or PEA Smart Plus app. Late payment may lead to disconnection.",
]
HEALTH_NOTICE = [
    "KRUNGSIAM LIFE ASSURANCE PCL.\n1168 Rama 4 Road, Bangkok 10120  Call center 1766\n\n"
    "PREMIUM DUE NOTICE\nDate: 15 July 2025\n\nDear Mrs. Pimchanok Saengthong,\n\n"
    "Your health insurance policy is due for renewal.\nPolicy no.: KL-7781203\nPlan: Health Plus IPD 1,000,000\n"
    "Insured: Mrs. Pimchanok Saengthong\nCoverage: in-patient up to 1,000,000 THB per year, room 4,000 THB per night",
    "Annual premium: 24,680.00 THB\nDue date: 15 September 2025\nGrace period: 31 days after the due date\n\n"
    "Pay by bank transfer, counter service, or auto-debit. If the premium is not paid within the grace period,\n"
    "the policy will lapse. Premiums for health insurance can be deducted from personal income tax up to 25,000 THB.\n\n"
    "Agent: Khun Warunee S., 081-223-7745",
]
PICKUP = [
    "บริษัท เมืองสยามประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 2+",
    "เลขที่กรมธรรม์ MS-2568-0451187",
    "ผู้เอาประกันภัย นางพิมพ์ชนก แสงทอง  88/2 หมู่ 5 ต.ดำเนินสะดวก จ.ราชบุรี",
    "รถยนต์ อีซูซุ ดีแมคซ์ กระบะตอนเดียว ปี 2565 ทะเบียน บษ 4521 ราชบุรี",
    "ระยะเวลาประกันภัย 15 กุมภาพันธ์ 2568 ถึง 15 กุมภาพันธ์ 2569",
    "ทุนประกันภัย (รถเสียหายจากการชนกับยานพาหนะทางบก / สูญหาย / ไฟไหม้) 350,000 บาท",
    "ความรับผิดต่อทรัพย์สินบุคคลภายนอก 1,000,000 บาทต่อครั้ง",
    "ค่าเสียหายส่วนแรก 2,000 บาท",
    "เบี้ยประกันภัยรวมภาษีอากร 7,900 บาท",
    "แจ้งเคลม 24 ชั่วโมง โทร 1790",
]

# ---------------------------------------------------------------- slides
PLAN = [
    ("แผนงานปี 2569 สวนกล้วยไม้แสงทอง", "Saengthong Orchid Farm - Plan 2026\nพิมพ์ชนก & วิชัย แสงทอง"),
    ("เป้ายอดขาย", "ยอดขายรวมทั้งปี 1,800,000 บาท\nปีนี้ (2568) คาดว่าได้ประมาณ 1,550,000 บาท\n"
                   "ตลาดจตุจักร + สนามหลวง 2 ประมาณ 60% ของยอดขาย"),
    ("ดอกตัดส่งออก", "เพิ่มการส่งหวายโซเนียเป็น 4,000 ช่อต่อสัปดาห์ (ตอนนี้ 3,000)\n"
                     "ปลูกหวายเพิ่มในโรงเรือนใหม่ 2,000 ต้น\nต่ออายุใบรับรอง GAP ก่อน ก.ย. 2569"),
    ("โรงเรือนใหม่", "โรงเรือนตาข่าย 8x30 ม. งบไม่เกิน 200,000 บาท\nกู้ ธ.ก.ส. 150,000 บาท ที่เหลือใช้เงินเก็บ\n"
                     "เริ่มสร้าง ม.ค. 2569 เสร็จภายใน มี.ค. 2569"),
    ("ขายออนไลน์", "Facebook Live + TikTok ทุกคืนวันพุธ\nส่งกล้วยไม้กระถางทางขนส่งเอกชน (แพ็คกล่องกันกระแทก)"),
    ("คนงาน", "จ้างคนงานเพิ่ม 1 คน ค่าแรงวันละ 360 บาท\nส่งพี่สมหมายไปอบรมการใช้สารชีวภัณฑ์ กับกรมวิชาการเกษตร"),
]

WORKSPECT = {"todo.md": "- โทรหาคุณอรวรรณ โรงแรมริเวอร์ไซด์ ถามเรื่องเปลี่ยนต้นรอบใหม่\n"
                        "- ตอบเมลสยามฟลอร่าเรื่องราคาช่วงโอบ้ง\n"
                        "- เลือกเจ้าทำโรงเรือนใหม่ ช่างสมศักดิ์ หรือ บริษัท\n"
                        "- โอนเบี้ยประกันสุขภาพก่อน 15 ก.ย.\n"
                        "- สั่งสแฟกนัมมอสเพิ่ม 10 ก้อน\n"}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    for sub in (QUOTES, EXPORT, SUPPLIERS, SHADE, BOOKS, MARKET, INSURANCE, "ส่วนตัว"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(docs / QUOTES / "ใบเสนอราคา_โรงแรมริเวอร์ไซด์_ร่าง.docx", HOTEL_DRAFT_TOP, table=HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(docs / QUOTES / "ใบเสนอราคา_โรงแรมริเวอร์ไซด์_final.docx", HOTEL_FINAL_TOP, table=HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(docs / QUOTES / "Quote_Lumiere_Wedding_June2025.docx", WEDDING_TOP, table=WEDDING_TABLE,
               bottom=WEDDING_BOTTOM)
    write_docx(docs / EXPORT / "สัญญาซื้อขายดอกหวาย_สยามฟลอร่า_2568.docx", CONTRACT)
    make_pdf(docs / EXPORT / "SiamFlora_statement_Apr2025.pdf", STATEMENT)
    make_pdf(docs / EXPORT / "GAP_certificate_2023.pdf", GAP)
    make_pdf(docs / SUPPLIERS / "GreenGrow_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(docs / SUPPLIERS / "ใบราคา_กรีนโกรว์_2567.docx", PRICELIST_2567, table=PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(docs / SUPPLIERS / "GreenGrow_invoice_GG2503-118.pdf", INVOICE)
    write_docx(docs / SHADE / "ใบเสนอราคา_ช่างสมศักดิ์_โรงเรือน.docx", SOMSAK_TOP, table=SOMSAK_TABLE,
               bottom=SOMSAK_BOTTOM)
    make_pdf(docs / SHADE / "ThaiAgriTech_shadehouse_quote.pdf", AGRITECH)
    _book(docs / BOOKS / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _book(docs / BOOKS / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    write_slides(docs / BIZ / "Plan_2569_สวนกล้วยไม้.pptx", PLAN)
    write_docx(docs / HOME / "ค่าเทอมต้นกล้า_เทอม1-2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    make_pdf(docs / HOME / "PEA_bill_May2025.pdf", PEA_BILL)
    make_pdf(docs / INSURANCE / "KrungsiamLife_premium_notice_2025.pdf", HEALTH_NOTICE)
    write_docx(docs / INSURANCE / "ประกันรถกระบะ_2568.docx", PICKUP)
    _household(docs / HOME / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        f"{EXPORT}/email_SiamFlora_new_prices.txt": EMAIL,
        f"{BOOKS}/ค่าแรงคนงาน_มิย68.md": WAGES,
        f"{MARKET}/บันทึกขายจตุจักร_มิย68.md": CHATUCHAK,
        f"{MARKET}/ประกาศค่าเช่าแผง_จตุจักร.txt": STALL_NOTICE,
        f"{BIZ}/LINE_เจ๊เจี๊ยบ_ร้านดอกไม้ปากคลอง.txt": FLORIST_CHAT,
        f"{BIZ}/ตารางพ่นยา_หน้าฝน.md": SPRAY,
        f"{HOME}/LINE_ครอบครัว.txt": FAMILY_CHAT,
        "ส่วนตัว/แกงส้มผักรวม.md": RECIPE,
        "ของต้องซื้อ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
