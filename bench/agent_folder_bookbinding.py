"""A bookbinding studio owner's folder: Bai Lan Bindery (ร้านใบลานเข้าเล่ม), Chiang Mai, plus her household papers.

The owner is คุณพิมพ์ชนก วงศ์คำ (Pimchanok Wongkham, "พิม"), who runs ร้านใบลานเข้าเล่ม / Bai Lan Bindery, a small
hand-bookbinding shop on ถนนศิริมังคลาจารย์, Chiang Mai: thesis and report binding, handmade saa-paper and leather
notebooks, corporate notebook orders, old-book repair, wedding guest books and weekend workshops. She lives in
Nong Hoi, Mueang Chiang Mai, with her husband ธนากร ("ต้น", Thanakorn) and their son น้องภูมิ (ภูมิพัฒน์, ป.4).
Every figure a task checks is written literally here.

Files under Documents/:
- ร้านใบลาน/ใบเสนอราคา/
  - ใบเสนอราคา_โรงแรมริมปิง_ร่าง.docx: DRAFT quote to Rim Ping Riverside Hotel, 300 leather notebooks at 380 (124,655).
  - ใบเสนอราคา_โรงแรมริมปิง_ส่งแล้ว.docx: the FINAL quote sent, 350 notebooks at 360, total 137,495, delivery 15 ส.ค.
  - ใบเสนอราคา_สมุดสา_ล้านนาคอฟฟี่.docx: quote to Lanna Coffee Roasters, 200 saa-paper notebooks at 145.
  - ใบเสนอราคา_สมุดสา_ม่อนแจ่มรีสอร์ท.docx: a similar quote to Mon Jam Hill Resort, 150 notebooks at 155.
- ร้านใบลาน/สัญญา/
  - สัญญาจ้างซ่อมหนังสือ_วัดศรีดอนแก้ว.docx: contract to repair 60 old books for a temple library, 84,000 baht.
  - สัญญาเช่าห้องแถว_หน้าร้าน.docx: the shop's lease, 15,000 a month, ends 31 มีนาคม 2570.
- ร้านใบลาน/Suppliers/
  - SiamPaper_price_list_2025.pdf: Siam Paper Trading's 2025 price list (English).
  - ใบราคาสยามเปเปอร์_2567.docx: the same firm's 2567 price list, in Thai (บริษัท สยามเปเปอร์ เทรดดิ้ง).
  - SiamPaper_invoice_INV-2025-0412.pdf: Siam Paper invoice of April 2025, 18,125.80 due 18 May 2025.
  - ChiangMai_Leather_invoice_June2025.pdf: Chiang Mai Leather Craft invoice for the hotel job's hides.
- ร้านใบลาน/บัญชี/
  - ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year's monthly sales and expenses (two sheets).
  - ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, twelve months.
  - รายได้แยกประเภทงาน_2568.xlsx: income by kind of work, months as columns.
- ร้านใบลาน/แผนงาน/
  - แผนธุรกิจ_ปี2569.pptx: slides for next year's plan (target 1,800,000; laser cutter 185,000).
  - workshop_Aug2025_plan.md: English plan for the 9 August 2025 workshop.
- ร้านใบลาน/LINE/
  - LINE_คุณนุ่น_สมุดเยี่ยมงานแต่ง.txt: a wedding guest-book order that grows from 2 to 3 books.
  - LINE_กลุ่มเวิร์คช็อปทำสมุด.txt: the workshop group, seats and start time change.
  - LINE_ร้านหนังเชียงใหม่คราฟท์.txt: ordering leather from the same supplier named in English on the invoice.
- ร้านใบลาน/Email/email_RimPing_rush_delivery.txt: the hotel asks for delivery on 8 August, accepts a 3,500 rush fee.
- ร้านใบลาน/จดหมาย/Letter_Payap_Library_rebinding.docx: English letter asking to rebind 120 journal volumes.
- ร้านใบลาน/โน้ต/สูตรกาวและเทคนิค.md, ของที่ต้องสั่ง.txt: her workshop notes and a shopping list.
- บ้าน/บิล/: PEA_bill_June_2025.pdf, PEA_bill_July_2025.pdf, PWA_water_bill_July_2025.pdf, AIS_Fibre_bill_July_2025.pdf.
- บ้าน/ประกัน/KrungsiamLife_premium_notice_2025.pdf: life-insurance premium notice, 24,600 due 18 September 2025.
- บ้าน/ลูก/ใบแจ้งค่าเทอม_น้องภูมิ_เทอม1_2568.docx: the son's school-fee notice for term 1/2568.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, one sheet per month (April to June).
- บ้าน/LINE_ครอบครัว.txt: family chat (car insurance, swimming lessons).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านใบลานเข้าเล่ม (Bai Lan Bindery) 112/5 ถนนศิริมังคลาจารย์ ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200 โทร 081-772-4519"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

HOTEL_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง - ยังไม่ส่ง)",
    SHOP,
    "เลขที่ QT-2568-031  วันที่ 2 มิถุนายน 2568",
    "เรียน คุณวรพล แซ่ตั้ง ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ไซด์",
    "เรื่อง สมุดปกหนังเย็บมือ ที่ระลึกครบรอบ 25 ปีโรงแรม",
]
HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "สมุดปกหนังวัวเย็บมือ ขนาด A5 ปั๊มโลโก้โรงแรม", "300 เล่ม", "380", "114,000"),
    ("2", "ค่าทำบล็อกปั๊มโลโก้", "1", "2,500", "2,500"),
    ("", "รวมเป็นเงิน", "", "", "116,500"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "8,155"),
    ("", "รวมทั้งสิ้น", "", "", "124,655"),
]
HOTEL_DRAFT_BOTTOM = ["ส่งมอบภายใน 45 วันหลังยืนยันสั่งซื้อ", "(ร่าง: รอเช็คราคาหนังกับร้านหนังก่อน)"]

HOTEL_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-2568-031/1  วันที่ 9 มิถุนายน 2568",
    "เรียน คุณวรพล แซ่ตั้ง ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ไซด์",
    "เรื่อง สมุดปกหนังเย็บมือ ที่ระลึกครบรอบ 25 ปีโรงแรม (แก้ไขตามที่คุยทางโทรศัพท์ 6 มิ.ย.)",
]
HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "สมุดปกหนังวัวเย็บมือ ขนาด A5 ปั๊มโลโก้โรงแรม", "350 เล่ม", "360", "126,000"),
    ("2", "ค่าทำบล็อกปั๊มโลโก้", "1", "2,500", "2,500"),
    ("", "รวมเป็นเงิน", "", "", "128,500"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "8,995"),
    ("", "รวมทั้งสิ้น", "", "", "137,495"),
]
HOTEL_FINAL_BOTTOM = [
    "กำหนดส่งมอบ: ภายในวันที่ 15 สิงหาคม 2568",
    "เงื่อนไขการชำระ: มัดจำ 50% เป็นเงิน 68,747.50 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งมอบ",
    "ใบเสนอราคานี้มีผล 30 วัน",
    "ลงชื่อ พิมพ์ชนก วงศ์คำ ผู้เสนอราคา",
]

LANNA_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-2568-024  วันที่ 12 พฤษภาคม 2568",
    "เรียน คุณศศิธร บริษัท ล้านนาคอฟฟี่ โรสเตอร์ จำกัด",
    "เรื่อง สมุดกระดาษสาปกผ้า สำหรับแจกลูกค้าสมาชิก",
]
LANNA_TABLE = [
    QUOTE_HEAD,
    ("1", "สมุดกระดาษสา ปกผ้าลินิน ขนาด A5 80 แผ่น", "200 เล่ม", "145", "29,000"),
    ("2", "สกรีนโลโก้บนปก 1 สี", "200", "15", "3,000"),
    ("", "รวมเป็นเงิน", "", "", "32,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,240"),
    ("", "รวมทั้งสิ้น", "", "", "34,240"),
]
MONJAM_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-2568-027  วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณอำนาจ ม่อนแจ่ม ฮิลล์ รีสอร์ท",
    "เรื่อง สมุดกระดาษสาปกผ้า สำหรับวางในห้องพัก",
]
MONJAM_TABLE = [
    QUOTE_HEAD,
    ("1", "สมุดกระดาษสา ปกผ้าลินิน ขนาด A5 80 แผ่น", "150 เล่ม", "155", "23,250"),
    ("2", "สกรีนโลโก้บนปก 1 สี", "150", "15", "2,250"),
    ("", "รวมเป็นเงิน", "", "", "25,500"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "1,785"),
    ("", "รวมทั้งสิ้น", "", "", "27,285"),
]
QUOTE_BOTTOM = ["ส่งมอบภายใน 30 วันหลังได้รับมัดจำ 50%", "ใบเสนอราคานี้มีผล 30 วัน", "ลงชื่อ พิมพ์ชนก วงศ์คำ"]

TEMPLE = [
    "สัญญาจ้างซ่อมและเข้าเล่มหนังสือเก่า",
    "ทำที่ ร้านใบลานเข้าเล่ม จ.เชียงใหม่ วันที่ 16 มิถุนายน 2568",
    "ผู้ว่าจ้าง: หอสมุดวัดศรีดอนแก้ว โดยพระมหาสุริยา ผู้ดูแลหอสมุด",
    "ผู้รับจ้าง: นางพิมพ์ชนก วงศ์คำ เจ้าของร้านใบลานเข้าเล่ม",
    "ข้อ 1. ผู้รับจ้างตกลงซ่อมหนังสือเก่าจำนวน 60 เล่ม ทำความสะอาด เย็บสันใหม่ และเปลี่ยนปกเป็นปกแข็งหุ้มผ้า",
    "ข้อ 2. ค่าจ้างรวมทั้งสิ้น 84,000 บาท (แปดหมื่นสี่พันบาทถ้วน) คิดเป็นเล่มละ 1,400 บาท",
    "ข้อ 3. ผู้ว่าจ้างชำระเงินมัดจำร้อยละ 30 เป็นเงิน 25,200 บาท ในวันทำสัญญา "
    "ส่วนที่เหลือ 58,800 บาท ชำระเมื่อส่งมอบงานครบ",
    "ข้อ 4. ผู้รับจ้างต้องส่งมอบงานทั้งหมดภายในวันที่ 30 กันยายน 2568",
    "ข้อ 5. หากส่งมอบล่าช้า ผู้รับจ้างยินยอมเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. หนังสือที่ชำรุดเกินกว่าจะซ่อมได้ ผู้รับจ้างจะแจ้งผู้ว่าจ้างเป็นลายลักษณ์อักษรก่อนดำเนินการ",
    "ลงชื่อ ผู้ว่าจ้าง ............  ลงชื่อ ผู้รับจ้าง ............  พยาน นายธนากร วงศ์คำ",
]
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมือง จ.เชียงใหม่ วันที่ 20 มีนาคม 2567",
    "ผู้ให้เช่า: นายประเสริฐ ศรีวงศ์  ผู้เช่า: นางพิมพ์ชนก วงศ์คำ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องแถว 2 ชั้น เลขที่ 112/5 ถนนศิริมังคลาจารย์ เพื่อใช้เป็นร้านเข้าเล่มหนังสือ",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 เมษายน 2567 สิ้นสุดวันที่ 31 มีนาคม 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 15,000 บาท (หนึ่งหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 45,000 บาท คืนภายใน 30 วันหลังสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ผู้เช่าชำระค่าน้ำ ค่าไฟฟ้า ตามมิเตอร์จริง",
    "ข้อ 6. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน",
]

SIAM_2025 = [
    "SIAM PAPER TRADING CO., LTD.\n99 Chang Khlan Road, Mueang, Chiang Mai 50100  Tel. 053-274-880\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n \nItem  |  Unit  |  Price (THB)\n"
    "Greyboard 2.0 mm, 70x100 cm  |  sheet  |  48\n"
    "Greyboard 3.0 mm, 70x100 cm  |  sheet  |  66\n"
    "Bookcloth, linen, 100 cm wide  |  metre  |  185\n"
    "PVA glue, acid-free  |  1 kg  |  120\n"
    "Waxed linen thread 18/3, 50 m  |  spool  |  95\n"
    "Kraft paper 120 gsm, 31x43 in  |  ream (500)  |  650\n"
    "Marbled endpaper, 50x70 cm  |  sheet  |  35\n"
    "Saa (mulberry) paper, 60x90 cm  |  sheet  |  12",
    "Terms\nPrices exclude VAT 7%.\nFree delivery in Chiang Mai city for orders over 5,000 THB.\n"
    "Credit 30 days for registered customers.\nContact: Khun Nattapong (sales) 089-551-2044",
]
SIAM_2567_TOP = [
    "บริษัท สยามเปเปอร์ เทรดดิ้ง จำกัด",
    "99 ถนนช้างคลาน อ.เมือง จ.เชียงใหม่ 50100",
    "ใบราคาสินค้า ปี 2567 (ใช้ตั้งแต่ 1 มกราคม 2567)",
]
SIAM_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("กระดาษแข็ง (greyboard) หนา 2 มม. 70x100 ซม.", "แผ่น", "44"),
    ("กระดาษแข็ง (greyboard) หนา 3 มม. 70x100 ซม.", "แผ่น", "60"),
    ("ผ้าลินินหุ้มปก หน้ากว้าง 100 ซม.", "เมตร", "170"),
    ("กาว PVA ไร้กรด", "1 กก.", "110"),
    ("ด้ายลินินเคลือบแว็กซ์ 18/3 ยาว 50 ม.", "ม้วน", "90"),
    ("กระดาษคราฟท์ 120 แกรม 31x43 นิ้ว", "รีม", "600"),
    ("กระดาษสา 60x90 ซม.", "แผ่น", "10"),
]
SIAM_2567_BOTTOM = ["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "ติดต่อ คุณณัฐพงษ์ ฝ่ายขาย 089-551-2044"]
SIAM_INVOICE = [
    "SIAM PAPER TRADING CO., LTD.\n99 Chang Khlan Road, Mueang, Chiang Mai 50100\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV-2025-0412     Date: 18 April 2025\n"
    "Bill to: Bai Lan Bindery (Mrs. Pimchanok Wongkham)\n112/5 Sirimangkalajarn Road, Suthep, Mueang, Chiang Mai 50200\n \n"
    "Item  |  Qty  |  Unit price  |  Amount (THB)\n"
    "Greyboard 2.0 mm, 70x100 cm  |  100 sheets  |  48.00  |  4,800.00\n"
    "Bookcloth, linen, 100 cm wide  |  40 m  |  185.00  |  7,400.00\n"
    "PVA glue, acid-free 1 kg  |  10  |  120.00  |  1,200.00\n"
    "Waxed linen thread 18/3  |  12 spools  |  95.00  |  1,140.00\n"
    "Saa (mulberry) paper 60x90 cm  |  200 sheets  |  12.00  |  2,400.00",
    "Subtotal: 16,940.00 THB\nVAT 7%: 1,185.80 THB\nTOTAL: 18,125.80 THB\n \n"
    "Payment terms: 30 days. Payment due: 18 May 2025\n"
    "Bank transfer: Kasikornbank, Chang Khlan branch, account 123-4-56789-0, Siam Paper Trading Co., Ltd.",
]
LEATHER_INVOICE = [
    "CHIANG MAI LEATHER CRAFT LTD., PART.\n27 Wualai Road, Haiya, Mueang, Chiang Mai 50100\nINVOICE\n"
    "Invoice No.: CMLC-0625-118     Date: 20 June 2025\nCustomer: Bai Lan Bindery (Khun Pim)\n \n"
    "Item  |  Qty  |  Unit price  |  Amount (THB)\n"
    "Cowhide, vegetable-tanned, 1.5 mm, brown  |  60 sq ft  |  165  |  9,900\n"
    "Cowhide, vegetable-tanned, 1.5 mm, black  |  30 sq ft  |  165  |  4,950\n"
    "Leather edge dye, 250 ml  |  4  |  180  |  720\n \n"
    "TOTAL: 15,570 THB (not VAT registered)\nPayment due: 20 July 2025\nThank you for your order!",
]

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SALES_2568 = [(98400, 41, ""), (121750, 52, "วาเลนไทน์"), (156300, 88, "ช่วงส่งวิทยานิพนธ์"),
              (134900, 63, ""), (142350, 57, "งานล้านนาคอฟฟี่"), (118200, 49, "")]
EXPENSES_2568 = [(31200, 15000, 24000, 3950, 2100), (38900, 15000, 24000, 4120, 1850),
                 (44600, 15000, 24000, 4480, 2600), (36100, 15000, 24000, 4650, 1900),
                 (40250, 15000, 24000, 4390, 3300), (47800, 15000, 24000, 4210, 2450)]
SALES_2567 = [(85200, 36, ""), (102300, 44, "วาเลนไทน์"), (139800, 79, "ช่วงส่งวิทยานิพนธ์"), (118600, 55, "ย้ายร้าน"),
              (109450, 47, ""), (96700, 40, ""), (92300, 38, ""), (101800, 43, ""), (98650, 41, ""),
              (112400, 50, ""), (124900, 58, ""), (168500, 97, "ของขวัญปีใหม่")]
EXPENSES_2567 = [(28400, 12000, 20000, 3100, 1500), (33100, 12000, 20000, 3250, 1700),
                 (41800, 12000, 20000, 3600, 2200), (35200, 15000, 20000, 3900, 8500),
                 (32600, 15000, 20000, 3850, 1600), (29900, 15000, 20000, 3700, 1400),
                 (27800, 15000, 20000, 3650, 1300), (30500, 15000, 20000, 3800, 1500),
                 (29700, 15000, 20000, 3750, 1450), (33900, 15000, 20000, 3900, 1800),
                 (37600, 15000, 20000, 4050, 2100), (49800, 15000, 24000, 4300, 2900)]
SALES_HEADERS = ("เดือน (Month)", "ยอดขาย (Sales, THB)", "จำนวนออเดอร์ (Orders)", "หมายเหตุ (Note)")
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าเช่าร้าน (Rent)", "ค่าแรง (Wages)",
                   "ค่าน้ำไฟเน็ต (Utilities)", "อื่นๆ (Other)", "รวม (Total)")
BY_KIND = [
    ("เข้าเล่มวิทยานิพนธ์/รายงาน (Thesis & report binding)", [22500, 18300, 68400, 52800, 31650, 24900]),
    ("สมุดทำมือ หน้าร้าน/ออนไลน์ (Handmade notebooks)", [31200, 45650, 33900, 28600, 30100, 27300]),
    ("สมุดองค์กร/ของที่ระลึก (Corporate orders)", [18000, 24000, 21500, 19000, 32000, 29000]),
    ("ซ่อมหนังสือเก่า (Book repair)", [9800, 7200, 11200, 14300, 16400, 18500]),
    ("สมุดเยี่ยมงานแต่ง/อัลบั้ม (Wedding guest books)", [12100, 21800, 15700, 14600, 26600, 13300]),
    ("เวิร์คช็อป (Workshops)", [4800, 4800, 5600, 5600, 5600, 5200]),
]

PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 ร้านใบลานเข้าเล่ม", "Bai Lan Bindery - Plan 2026\nจัดทำโดย พิมพ์ชนก วงศ์คำ กรกฎาคม 2568"),
    ("เป้าหมายรายได้", "ยอดขายปี 2569 ตั้งเป้า 1,800,000 บาท\nคาดการณ์ปี 2568 ประมาณ 1,550,000 บาท"),
    ("ลงทุนอุปกรณ์", "เครื่องเลเซอร์ CO2 สำหรับแกะลาย/ตัดปกหนัง งบ 185,000 บาท\n"
                     "เครื่องตัดกระดาษไฟฟ้า 45,000 บาท\nซื้อภายในไตรมาส 1"),
    ("ช่องทางขาย", "เปิดร้านบน Shopee และ Etsy ภายในไตรมาส 1\nทำคลิป TikTok สัปดาห์ละ 2 คลิป\n"
                   "ออกบูธกาดหน้าม่อ ถนนนิมมานฯ เดือนละครั้ง"),
    ("เวิร์คช็อป", "เปิดคลาสทำสมุดเดือนละ 2 ครั้ง ครั้งละ 8 ที่ ราคา 1,200 บาท/คน\nคลาสภาษาอังกฤษสำหรับนักท่องเที่ยว"),
    ("ทีมงาน", "จ้างช่างประจำเพิ่ม 1 คน เงินเดือน 13,000 บาท\nเริ่มงาน มกราคม 2569"),
]
WORKSHOP_PLAN = """# Bookbinding workshop - Saturday 9 August 2025

Coptic-stitch notebook, A6, saa paper pages, linen cover.

- Time: 13:00 - 17:00 at the shop (upstairs room)
- Seats: 8
- Price: 1,200 THB per person (tea and snacks included)
- Material cost per seat about 280 THB (board, cloth, 40 sheets saa paper, thread, needle)

## Prepare
- cut greyboard covers 16 pairs (2 spare)
- pre-punch signatures the night before
- ask Ton to bring the second table from home
- print the English handout for foreign guests
"""
NOON_CHAT = """[02/06/2568 10:12] นุ่น: สวัสดีค่ะ อยากสั่งสมุดเยี่ยมงานแต่ง ปกผ้าไหมสีครีม ปั๊มชื่อ Noon & Bank ค่ะ งานแต่ง 26 ก.ค.
[02/06/2568 10:20] ใบลานเข้าเล่ม: สวัสดีค่ะคุณนุ่น ได้ค่ะ เล่มละ 1,850 บาท ขนาด 25x25 ซม. 60 แผ่น ปั๊มทองชื่อบ่าวสาวค่ะ
[02/06/2568 10:25] นุ่น: เอา 2 เล่มค่ะ
[02/06/2568 10:31] ใบลานเข้าเล่ม: รับทราบค่ะ 2 เล่ม รวม 3,700 บาท มัดจำ 1,850 บาทนะคะ
[05/06/2568 21:40] นุ่น: โอนมัดจำแล้วค่ะ 1,850 บาท [สลิป]
[05/06/2568 21:52] ใบลานเข้าเล่ม: ได้รับแล้วค่ะ ขอบคุณค่ะ
[14/06/2568 18:03] นุ่น: พี่พิมคะ ขอเพิ่มเป็น 3 เล่มได้มั้ยคะ อีกเล่มไว้งานเลี้ยงที่กรุงเทพ
[14/06/2568 18:15] ใบลานเข้าเล่ม: ได้ค่ะ เป็น 3 เล่ม รวม 5,550 บาท หักมัดจำ 1,850 แล้วเหลือจ่าย 3,700 บาทตอนรับของค่ะ
[20/06/2568 12:40] นุ่น: เล่มที่ 3 ขอเปลี่ยนปกเป็นสีเขียวเซจได้มั้ยคะ
[20/06/2568 12:47] ใบลานเข้าเล่ม: ได้ค่ะ ไม่มีค่าใช้จ่ายเพิ่มนะคะ นัดรับวันเสาร์ 12 ก.ค. ค่ะ
[10/07/2568 09:05] นุ่น: ขอเลื่อนไปรับวันเสาร์ 19 ก.ค. ได้มั้ยคะ แฟนติดงาน
[10/07/2568 09:11] ใบลานเข้าเล่ม: ได้เลยค่ะ รับวันที่ 19 ก.ค. ที่ร้าน 10 โมงนะคะ
[10/07/2568 09:12] นุ่น: ขอบคุณมากค่ะ 🙏
"""
WORKSHOP_CHAT = """[15/07/2568 20:00] ใบลานเข้าเล่ม: สวัสดีค่ะทุกคน กลุ่มนี้สำหรับคลาสทำสมุด Coptic วันเสาร์ 9 ส.ค. นะคะ เริ่ม 13:00 ค่ะ
[15/07/2568 20:05] แพรว: จอง 2 ที่ค่ะ ไปกับน้อง
[16/07/2568 08:30] Mike: Hi, 1 seat for me please
[17/07/2568 19:22] ครูอ้อย: จอง 3 ที่ค่ะ ครูพานักเรียนไปด้วย
[18/07/2568 12:10] ใบลานเข้าเล่ม: ตอนนี้จองแล้ว 6 ที่ เหลือ 2 ที่นะคะ
[21/07/2568 21:45] จูน: ขอ 1 ที่ค่ะ
[22/07/2568 07:50] ใบลานเข้าเล่ม: อัปเดตค่ะ จองแล้ว 7 ที่ เหลือ 1 ที่สุดท้ายค่ะ
[26/07/2568 16:30] แพรว: ขอโทษค่ะ น้องไม่ว่างแล้ว ขอยกเลิก 1 ที่นะคะ
[26/07/2568 18:02] ใบลานเข้าเล่ม: ไม่เป็นไรค่ะ และขอแจ้งเปลี่ยนเวลาเริ่มเป็น 13:30 นะคะ เพราะช่วงเช้ามีลูกค้ามารับงาน
[26/07/2568 18:03] ใบลานเข้าเล่ม: สรุปตอนนี้ยืนยันแล้ว 6 ที่ ว่างอีก 2 ที่ค่ะ เริ่ม 13:30 ค่าเรียนคนละ 1,200 บาทเหมือนเดิมค่ะ
[26/07/2568 18:10] Mike: Noted, see you at 13:30
"""
LEATHER_CHAT = """[10/06/2568 14:20] ใบลานเข้าเล่ม: สวัสดีค่ะพี่เอก ขอสั่งหนังวัวฟอกฝาด 1.5 มิล สีน้ำตาล 50 ตารางฟุตค่ะ งานสมุดโรงแรม
[10/06/2568 14:35] ร้านหนังเชียงใหม่คราฟท์: ได้ครับ ตารางฟุตละ 165 บาทครับ ของเข้าประมาณ 18 มิ.ย.
[16/06/2568 10:02] ใบลานเข้าเล่ม: พี่คะ ขอแก้เป็นสีน้ำตาล 60 ตารางฟุต แล้วเพิ่มสีดำ 30 ตารางฟุตค่ะ โรงแรมเพิ่มจำนวนเล่ม
[16/06/2568 10:10] ร้านหนังเชียงใหม่คราฟท์: รับทราบครับ แถมสีทาขอบให้ลองขวดนึงครับ
[20/06/2568 16:45] ร้านหนังเชียงใหม่คราฟท์: ของพร้อมแล้วครับ ส่งบิลทางอีเมลแล้ว โอนภายในหนึ่งเดือนได้ครับ
[20/06/2568 16:50] ใบลานเข้าเล่ม: ขอบคุณค่ะ พรุ่งนี้ให้พี่ต้นไปรับนะคะ
"""
HOTEL_EMAIL = """From: Worapon Saetang <purchasing@rimpingriverside.co.th>
To: Bai Lan Bindery <bailan.bindery@gmail.com>
Date: Tue, 1 Jul 2025 14:22 +0700
Subject: Re: Quotation QT-2568-031/1 - leather notebooks

Dear Khun Pim,

Thank you for the revised quotation for 350 leather notebooks. Our management has approved it and the
deposit will be transferred this week.

One change: our 25th anniversary dinner has been moved earlier, so we need the notebooks delivered by
8 August 2025 instead of 15 August. As we discussed on the phone, we accept the rush fee of 3,500 THB for
the earlier date. Please add it to the final invoice.

Also, please use gold foil for the logo, not blind embossing.

Best regards,
Worapon Saetang
Purchasing Manager, Rim Ping Riverside Hotel
"""
PAYAP_LETTER = [
    "Payap University Library",
    "Mueang, Chiang Mai 50000",
    "7 July 2025",
    "To: Mrs. Pimchanok Wongkham, Bai Lan Bindery",
    "Subject: Request for quotation - rebinding of journal volumes",
    "Dear Khun Pimchanok,",
    "The library would like to rebind 120 volumes of bound periodicals from our Lanna studies collection "
    "(1985-1998). Many spines are broken and several text blocks are loose.",
    "We ask for dark blue buckram covers with gold lettering on the spine, and sewing by hand where the "
    "original sewing has failed.",
    "Please send your quotation by 25 July 2025. The work should be completed by 30 September 2025, before "
    "the new semester's inventory. The approved budget for this work is 96,000 THB.",
    "For questions please contact Ms. Siriporn Kaewmanee, Head of Technical Services, 053-851-478 ext. 212.",
    "Yours sincerely,",
    "Siriporn Kaewmanee",
]
GLUE_NOTES = """# สูตรกาวและเทคนิค (จดไว้กันลืม)

## กาวผสม
- PVA : เมทิลเซลลูโลส = 1 : 1 ใช้ติดผ้าหุ้มปก แห้งช้า ขยับได้
- งานซ่อมหนังสือเก่าใช้แป้งสาลีกวน (wheat starch paste) อย่างเดียว ห้ามใช้ PVA
- แป้ง 1 ช้อนโต๊ะ ต่อน้ำ 5 ช้อนโต๊ะ กวนไฟอ่อนจนใส

## เทคนิค
- ทิศเสี้ยนกระดาษต้องขนานสันเสมอ
- greyboard 2 มิล ใช้กับ A5, 3 มิล ใช้กับสมุดเยี่ยมงานแต่ง
- ทับหนังสือหลังติดกาวอย่างน้อย 12 ชั่วโมง
"""
TO_ORDER = """ของที่ต้องสั่ง (ก.ค.)
- ด้ายลินินสีขาว 5 ม้วน
- หนังสีแทน ถามพี่เอกร้านหนัง
- ฟอยล์ทองปั๊มร้อน 2 ม้วน (งานโรงแรม)
- เข็มเย็บหนังสือ
- กล่องใส่สมุดงานแต่ง 3 ใบ
"""

BILLS = {
    "PEA_bill_June_2025.pdf": [
        "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - June 2025\nCustomer: Mr. Thanakorn Wongkham\n"
        "Address: 88/14 Moo 3, Nong Hoi, Mueang Chiang Mai 50000\nCustomer no.: 020012345678\n"
        "Meter reading period: 20 May 2025 - 19 June 2025",
        "Units used: 498 kWh\nEnergy charge: 2,157.60 THB\nFt charge: 166.04 THB\nVAT 7%: 162.65 THB\n"
        "Amount due: 2,486.29 THB\nDue date: 8 July 2025",
    ],
    "PEA_bill_July_2025.pdf": [
        "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - July 2025\nCustomer: Mr. Thanakorn Wongkham\n"
        "Address: 88/14 Moo 3, Nong Hoi, Mueang Chiang Mai 50000\nCustomer no.: 020012345678\n"
        "Meter reading period: 20 June 2025 - 19 July 2025",
        "Units used: 672 kWh\nEnergy charge: 2,965.10 THB\nFt charge: 224.15 THB\nVAT 7%: 223.25 THB\n"
        "Amount due: 3,412.50 THB\nDue date: 8 August 2025",
    ],
    "PWA_water_bill_July_2025.pdf": [
        "Provincial Waterworks Authority (PWA), Chiang Mai branch\nWATER BILL - July 2025\n"
        "Customer: Mr. Thanakorn Wongkham, 88/14 Moo 3, Nong Hoi, Mueang Chiang Mai\n"
        "Water used: 24 cubic metres\nWater charge: 361.12 THB\nVAT 7%: 25.28 THB\n"
        "Amount due: 386.40 THB\nDue date: 5 August 2025",
    ],
    "AIS_Fibre_bill_July_2025.pdf": [
        "AIS Fibre\nMONTHLY BILL - July 2025\nAccount: Thanakorn Wongkham  Account no. 8801-552-907\n"
        "Package: Power4 1 Gbps  799.00 THB/month\nVAT 7%: 55.93 THB\nTotal amount due: 854.93 THB\n"
        "Due date: 25 July 2025\nPay via app, 7-Eleven or bank transfer.",
    ],
}
INSURANCE = [
    "Krungsiam Life Assurance PCL\nPREMIUM DUE NOTICE\nDate: 18 August 2025\n"
    "Policyholder: Mrs. Pimchanok Wongkham\nInsured: Master Phumipat Wongkham\n"
    "Policy no.: KSL-2019-448712   Plan: Whole Life 90/20 with Health Rider (room 3,000 THB/night)\n"
    "Sum assured: 500,000 THB",
    "Annual premium due: 24,600 THB\nDue date: 18 September 2025\n"
    "Grace period: 31 days, until 19 October 2025. The policy lapses if the premium is not paid by then.\n"
    "This premium is eligible for the life-insurance tax deduction.\n"
    "Pay by bank transfer, counter service or credit card (interest-free 6 months with selected cards).\n"
    "Agent: Khun Jirapa Boonmee 086-330-1472",
]
SCHOOL_TOP = [
    "โรงเรียนสันติธรรมวิทยา เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน: เด็กชายภูมิพัฒน์ วงศ์คำ  ชั้น ป.4/2  เลขประจำตัว 12457",
    "ผู้ปกครอง: นางพิมพ์ชนก วงศ์คำ",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "28,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "3,200"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,150"),
    ("ค่าประกันอุบัติเหตุ", "450"),
    ("รวมทั้งสิ้น", "34,300"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 20 พฤษภาคม 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 502-1-23456-7",
    "หากชำระหลังกำหนด มีค่าปรับ 500 บาท",
]
HOME_SPENDING = {
    "เม.ย. 2568": [("ค่ากับข้าว/อาหาร (Food)", 11850, ""), ("ค่าไฟบ้าน (Electricity)", 2910.75, "ร้อนมาก แอร์ทั้งวัน"),
                  ("ค่าน้ำ (Water)", 341.00, ""), ("ค่าเน็ต (Internet)", 854.93, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3400, ""), ("ค่าเรียนว่ายน้ำน้องภูมิ (Swimming)", 2400, "ปิดเทอม"),
                  ("ผ่อนรถ (Car loan)", 9870, ""), ("ส่งแม่ (For Mum)", 5000, "")],
    "พ.ค. 2568": [("ค่ากับข้าว/อาหาร (Food)", 12100, ""), ("ค่าไฟบ้าน (Electricity)", 3105.20, ""),
                  ("ค่าน้ำ (Water)", 365.50, ""), ("ค่าเน็ต (Internet)", 854.93, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3550, ""), ("ค่าเทอมน้องภูมิ (School fees)", 34300, "เทอม 1/2568"),
                  ("ชุดนักเรียน+รองเท้า (Uniform)", 2680, ""),
                  ("ผ่อนรถ (Car loan)", 9870, ""), ("ส่งแม่ (For Mum)", 5000, "")],
    "มิ.ย. 2568": [("ค่ากับข้าว/อาหาร (Food)", 12480, ""), ("ค่าไฟบ้าน (Electricity)", 2486.29, ""),
                   ("ค่าน้ำ (Water)", 352.00, ""), ("ค่าเน็ต (Internet)", 854.93, ""),
                   ("ค่าน้ำมันรถ (Fuel)", 3600, ""), ("ค่ารถรับส่ง+ค่าขนมน้องภูมิ (School van & snacks)", 2800, ""),
                   ("ผ่อนรถ (Car loan)", 9870, ""), ("ส่งแม่ (For Mum)", 5000, "")],
}
FAMILY_CHAT = """[03/07/2568 19:10] ต้น: ประกันรถชั้น 1 จะหมด 31 ก.ค. นะ ตัวแทนเสนอต่อปีนี้ 18,900
[03/07/2568 19:12] พิม: แพงขึ้นจากปีที่แล้วอีกแล้ว ลองถามเจ้าอื่นดูก่อน
[03/07/2568 19:30] ต้น: อีกเจ้าให้ 17,450 แต่ไม่มีรถสำรอง
[04/07/2568 07:45] พิม: เอาเจ้าเดิมก็ได้ ต่อรองดูอีกหน่อย
[05/07/2568 17:20] ต้น: ภูมิอยากเรียนว่ายน้ำต่อ คอร์สละ 2,400 เหมือนเดิม
[05/07/2568 17:25] พิม: ได้ๆ เสาร์นี้ต้นไปส่งนะ พิมต้องอยู่ร้าน
"""
WORKSPECT = {"todo.md": "- โทรหาคุณวรพล โรงแรมริมปิง ยืนยันส่งของ 8 ส.ค.\n"
                        "- ส่งใบเสนอราคาให้หอสมุดพายัพก่อน 25 ก.ค.\n"
                        "- โอนค่าหนังร้านเชียงใหม่คราฟท์\n"
                        "- จ่ายเบี้ยประกันน้องภูมิ\n"}


def _docx(path: Path, top, table=(), bottom=()) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_docx(path, top, table=table, bottom=bottom)


def _pdf(path: Path, pages: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    make_pdf(path, pages)


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ร้านใบลานเข้าเล่ม ปี {year} (Monthly sales)"])
    sheet.append(list(SALES_HEADERS))
    for index, (amount, orders, note) in enumerate(sales):
        sheet.append([f"{MONTHS[index]} {year} ({MONTHS_EN[index]})", amount, orders, note])
    sheet.append(["รวม (Total)", sum(row[0] for row in sales), sum(row[1] for row in sales), ""])
    money_format(sheet, 2)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses)"])
    costs.append(list(EXPENSE_HEADERS))
    for index, row in enumerate(expenses):
        costs.append([f"{MONTHS[index]} {year} ({MONTHS_EN[index]})", *row, sum(row)])
    for column in range(2, 8):
        money_format(costs, column)
    path.parent.mkdir(parents=True, exist_ok=True)
    book.save(path)


def _by_kind(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ 2568"
    sheet.append(["รายได้แยกตามประเภทงาน ปี 2568 (Income by kind of work, THB)"])
    sheet.append(["ประเภทงาน (Kind of work)"] + [f"{MONTHS[i]} ({MONTHS_EN[i]})" for i in range(6)] + ["รวม (Total)"])
    for name, values in BY_KIND:
        sheet.append([name, *values, sum(values)])
    totals = [sum(values[i] for _, values in BY_KIND) for i in range(6)]
    sheet.append(["รวมทุกประเภท (All)", *totals, sum(totals)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    path.parent.mkdir(parents=True, exist_ok=True)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านใบลาน"
    home = docs / "บ้าน"
    quotes = shop / "ใบเสนอราคา"
    _docx(quotes / "ใบเสนอราคา_โรงแรมริมปิง_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE, HOTEL_DRAFT_BOTTOM)
    _docx(quotes / "ใบเสนอราคา_โรงแรมริมปิง_ส่งแล้ว.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE, HOTEL_FINAL_BOTTOM)
    _docx(quotes / "ใบเสนอราคา_สมุดสา_ล้านนาคอฟฟี่.docx", LANNA_TOP, LANNA_TABLE, QUOTE_BOTTOM)
    _docx(quotes / "ใบเสนอราคา_สมุดสา_ม่อนแจ่มรีสอร์ท.docx", MONJAM_TOP, MONJAM_TABLE, QUOTE_BOTTOM)
    _docx(shop / "สัญญา" / "สัญญาจ้างซ่อมหนังสือ_วัดศรีดอนแก้ว.docx", TEMPLE)
    _docx(shop / "สัญญา" / "สัญญาเช่าห้องแถว_หน้าร้าน.docx", LEASE)
    _pdf(shop / "Suppliers" / "SiamPaper_price_list_2025.pdf", SIAM_2025)
    _docx(shop / "Suppliers" / "ใบราคาสยามเปเปอร์_2567.docx", SIAM_2567_TOP, SIAM_2567_TABLE, SIAM_2567_BOTTOM)
    _pdf(shop / "Suppliers" / "SiamPaper_invoice_INV-2025-0412.pdf", SIAM_INVOICE)
    _pdf(shop / "Suppliers" / "ChiangMai_Leather_invoice_June2025.pdf", LEATHER_INVOICE)
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _by_kind(shop / "บัญชี" / "รายได้แยกประเภทงาน_2568.xlsx")
    (shop / "แผนงาน").mkdir(parents=True, exist_ok=True)
    write_slides(shop / "แผนงาน" / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    write_texts(shop, {
        "แผนงาน/workshop_Aug2025_plan.md": WORKSHOP_PLAN,
        "LINE/LINE_คุณนุ่น_สมุดเยี่ยมงานแต่ง.txt": NOON_CHAT,
        "LINE/LINE_กลุ่มเวิร์คช็อปทำสมุด.txt": WORKSHOP_CHAT,
        "LINE/LINE_ร้านหนังเชียงใหม่คราฟท์.txt": LEATHER_CHAT,
        "Email/email_RimPing_rush_delivery.txt": HOTEL_EMAIL,
        "โน้ต/สูตรกาวและเทคนิค.md": GLUE_NOTES,
        "โน้ต/ของที่ต้องสั่ง.txt": TO_ORDER,
    })
    _docx(shop / "จดหมาย" / "Letter_Payap_Library_rebinding.docx", PAYAP_LETTER)
    for name, pages in BILLS.items():
        _pdf(home / "บิล" / name, pages)
    _pdf(home / "ประกัน" / "KrungsiamLife_premium_notice_2025.pdf", INSURANCE)
    _docx(home / "ลูก" / "ใบแจ้งค่าเทอม_น้องภูมิ_เทอม1_2568.docx", SCHOOL_TOP, SCHOOL_TABLE, SCHOOL_BOTTOM)
    _home_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_ครอบครัว.txt": FAMILY_CHAT})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
