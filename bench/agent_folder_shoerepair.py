"""A blind folder: the papers of ร้านช่างกาญจน์ ซ่อมรองเท้า-กระเป๋า (Chang Kan Shoe & Bag Repair).

The owner is นางกาญจนา ศรีสุข (Kanjana Srisuk). She runs a shoe and bag repair stall, B-17, in ตลาดบางลำภู
(Bang Lamphu Market), Mueang Khon Kaen, with one hired repairman (ช่างต้อม) and a part-time helper (น้องแป้ง).
Her husband สมศักดิ์ helps at the stall; their son น้องภูมิ (เด็กชายภูมิพัฒน์) is in ป.4 at
โรงเรียนสาธิตพัฒนศึกษา ขอนแก่น; her mother แม่บุญมี lives with them. The year is 2568 (2025).

Files under Documents/:
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมบึง_ร่าง.docx: the draft quote to โรงแรมริมบึง แกรนด์ (40 pairs, 21,200 บาท).
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมบึง_final.docx: the final quote after the LINE talk (55 pairs, 27,500 บาท).
- ร้าน/ใบเสนอราคา/Quotation_Kaennakorn_School_Band.docx: an English quote for a school band's 30 pairs of boots.
- ร้าน/LINE/LINE_คุณวิชัย_โรงแรมริมบึง.txt: the LINE chat with the hotel that changed the order's figures.
- ร้าน/email_Kaennakorn_band.txt: the band director's e-mail approving the quote and paying the deposit.
- ร้าน/สัญญาเช่าแผง_ตลาดบางลำภู.docx: the stall rental contract (Thai; the market firm named in Thai).
- ร้าน/Market_rent_receipt_Aug2025.pdf: the market's English receipt for August's rent (the firm named in English).
- ร้าน/บัญชี/บัญชีร้าน_2568.xlsx: this year's book, two sheets (sales, expenses), months as rows.
- ร้าน/บัญชี/บัญชีร้าน_2567.xlsx: last year's book, the same layout, twelve months.
- ร้าน/บัญชี/ค่าแรงลูกจ้าง_2568.xlsx: wages with the months as columns.
- ร้าน/Suppliers/BangkokLeather_PriceList_2025.pdf: the leather supplier's 2025 price list (English).
- ร้าน/Suppliers/ใบราคา_บางกอกหนัง_2567.docx: the same supplier's 2567 price list (Thai).
- ร้าน/Suppliers/Invoice_BLS-2508-0112.pdf: the supplier's August invoice.
- ร้าน/Suppliers/ใบเสนอราคา_จักรเย็บพื้น_ไทยแมชชีน.docx: a quote for a sole-stitching machine.
- ร้าน/แผนร้าน_ปี2569.pptx: her plan for next year.
- ร้าน/งานค้าง_สิงหาคม.md, ร้าน/ราคาค่าซ่อมหน้าร้าน.txt, ร้าน/สูตรน้ำยาเช็ดหนัง.md: shop notes.
- บ้าน/บิล/PEA_electricity_bill_Aug2025.pdf, บ้าน/บิล/SiamFiber_internet_bill_Aug2025.pdf: the house's bills.
- บ้าน/ประกัน/Car_insurance_renewal_2025.pdf: the car insurer's renewal letter (English).
- บ้าน/ประกัน/ประกันสุขภาพแม่_โน้ต.md: her notes on her mother's health policy (the same insurer, in Thai).
- บ้าน/ลูก/ค่าเทอม_ภูมิ_เทอม1_2568.docx, บ้าน/ลูก/ค่าเทอม_ภูมิ_เทอม2_2568.docx: the son's two fee notices.
- บ้าน/ลูก/ทัศนศึกษา_ป4_เขาใหญ่.docx: the school's field-trip letter.
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month.
- บ้าน/LINE_กลุ่มบ้านเรา.txt: the family LINE group (the mother's appointment moves).
- รายการซื้อของ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = ["ร้านช่างกาญจน์ ซ่อมรองเท้า-กระเป๋า", "แผง B-17 ตลาดบางลำภู อ.เมือง จ.ขอนแก่น โทร 081-774-2290"]

HOTEL_DRAFT_TOP = SHOP_HEAD + [
    "ใบเสนอราคา (ร่าง) เลขที่ QT-6808-03",
    "วันที่ 5 สิงหาคม 2568",
    "เรียน คุณวิชัย ทองมา ฝ่ายจัดซื้อ โรงแรมริมบึง แกรนด์ ขอนแก่น",
    "เรื่อง ซ่อมรองเท้าพนักงาน จำนวน 40 คู่",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน (คู่)", "ราคาต่อคู่ (บาท)", "รวม (บาท)"),
    ("เปลี่ยนพื้นยาง", "40", "350", "14,000"),
    ("เปลี่ยนยางส้น", "40", "120", "4,800"),
    ("ขัดเงา", "40", "60", "2,400"),
    ("รวมทั้งสิ้น", "", "", "21,200"),
]
HOTEL_DRAFT_BOTTOM = ["กำหนดส่งงาน 29 สิงหาคม 2568", "ยืนราคา 15 วัน", "ร่าง ยังไม่ได้ส่งลูกค้า รอคุยราคากับคุณวิชัยอีกที"]

HOTEL_FINAL_TOP = SHOP_HEAD + [
    "ใบเสนอราคา เลขที่ QT-6808-03 (แก้ไขครั้งที่ 1)",
    "วันที่ 14 สิงหาคม 2568",
    "เรียน คุณวิชัย ทองมา ฝ่ายจัดซื้อ โรงแรมริมบึง แกรนด์ ขอนแก่น",
    "เรื่อง ซ่อมรองเท้าพนักงาน จำนวน 55 คู่",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน (คู่)", "ราคาต่อคู่ (บาท)", "รวม (บาท)"),
    ("เปลี่ยนพื้นยาง", "55", "330", "18,150"),
    ("เปลี่ยนยางส้น", "55", "120", "6,600"),
    ("ขัดเงา", "55", "50", "2,750"),
    ("รวมทั้งสิ้น", "", "", "27,500"),
]
HOTEL_FINAL_BOTTOM = [
    "มัดจำ 50% เป็นเงิน 13,750 บาท ส่วนที่เหลือชำระวันรับงาน",
    "กำหนดส่งงาน 5 กันยายน 2568",
    "ยืนราคา 15 วัน",
    "ลงชื่อ กาญจนา ศรีสุข ผู้เสนอราคา",
]

BAND_TOP = [
    "Chang Kan Shoe & Bag Repair",
    "Stall B-17, Bang Lamphu Market, Mueang, Khon Kaen. Tel. 081-774-2290",
    "QUOTATION No. QT-6808-05",
    "Date: 18 August 2025",
    "To: Mr. Anucha Phromma, Band Director, Kaennakorn Wittaya School Marching Band",
    "Re: Repair of marching boots, 30 pairs",
]
BAND_TABLE = [
    ("Item", "Qty (pairs)", "Unit price (THB)", "Amount (THB)"),
    ("Resole (rubber sole)", "30", "380", "11,400"),
    ("Re-stitch upper", "30", "150", "4,500"),
    ("Polish", "30", "60", "1,800"),
    ("Total", "", "", "17,700"),
]
BAND_BOTTOM = [
    "Delivery: 20 September 2025, before the regional band contest.",
    "Deposit 50% on order, balance on delivery.",
    "This price is valid for 15 days.",
]

HOTEL_CHAT = """[05/08/2568 10:12] คุณวิชัย โรงแรมริมบึง: สวัสดีครับพี่กาญจน์ ปีนี้รองเท้าพนักงานโรงแรมถึงรอบซ่อมแล้วครับ ประมาณ 40 คู่
[05/08/2568 10:20] กาญจนา: สวัสดีค่ะคุณวิชัย ได้เลยค่ะ เดี๋ยวพี่ทำใบเสนอราคาให้นะคะ เปลี่ยนพื้น ยางส้น ขัดเงา เหมือนปีที่แล้ว
[05/08/2568 10:22] คุณวิชัย โรงแรมริมบึง: ครับผม ขอให้เสร็จก่อนสิ้นเดือนนะครับ
[12/08/2568 14:30] คุณวิชัย โรงแรมริมบึง: พี่ครับ ฝ่ายบุคคลแจ้งมาว่ารวมแผนกครัวด้วย เพิ่มเป็น 55 คู่ครับ ไม่ใช่ 40 แล้ว
[12/08/2568 14:35] กาญจนา: ได้ค่ะ 55 คู่นะคะ
[12/08/2568 14:40] คุณวิชัย โรงแรมริมบึง: จำนวนเยอะขึ้น ค่าเปลี่ยนพื้นลดให้หน่อยได้มั้ยครับพี่
[12/08/2568 14:52] กาญจนา: ค่าเปลี่ยนพื้นลดให้เหลือคู่ละ 330 บาทค่ะ ขัดเงาคิดคู่ละ 50 ยางส้นเท่าเดิม 120
[13/08/2568 09:05] คุณวิชัย โรงแรมริมบึง: ขอบคุณครับ อีกเรื่องครับ ส่ง 29 ส.ค. ไม่ทันแล้ว รองเท้าจะไปถึงร้านช้า ขอเลื่อนรับงานเป็น 5 ก.ย. ได้มั้ยครับ
[13/08/2568 09:15] กาญจนา: ได้ค่ะ รับงานวันที่ 5 ก.ย. นะคะ
[14/08/2568 16:40] กาญจนา: ส่งใบเสนอราคาแก้ไขให้แล้วนะคะ ยอดรวม 27,500 บาท มัดจำครึ่งหนึ่ง 13,750 บาทค่ะ
[15/08/2568 11:02] คุณวิชัย โรงแรมริมบึง: โอนมัดจำ 13,750 บาท แล้วครับ พรุ่งนี้แม่บ้านจะเอารองเท้าไปส่งที่ร้านครับ
[15/08/2568 11:05] กาญจนา: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
"""

BAND_EMAIL = """From: Anucha Phromma <anucha.p@kaennakorn.ac.th>
To: Kanjana Srisuk <changkan.repair@gmail.com>
Date: Mon, 25 Aug 2025 09:14 +0700
Subject: Re: Quotation QT-6808-05 marching boots

Dear Khun Kanjana,

Thank you for the quotation. The school has approved QT-6808-05 for 30 pairs of marching boots, total 17,700 THB.
We transferred the 50% deposit of 8,850 THB this morning (Krungthai Bank, ref. 250825-0931).

Our music teacher, Khru Saowalak, will drop off the boots at your stall on 1 September 2025.
Please have them ready by 20 September 2025 as quoted - the regional band contest is on 22 September.

Two of the boots have lost the whole heel. Please let us know if that costs extra before you start.

Best regards,
Anucha Phromma
Band Director, Kaennakorn Wittaya School
Tel. 089-412-5530
"""

CONTRACT = [
    "สัญญาเช่าแผงค้า",
    "ทำที่ สำนักงานตลาดบางลำภู ขอนแก่น วันที่ 20 กันยายน 2567",
    "ผู้ให้เช่า: บริษัท ตลาดบางลำภูพัฒนา จำกัด  ผู้เช่า: นางกาญจนา ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงค้าเลขที่ B-17 โซนสินค้าบริการ ตลาดบางลำภู อ.เมือง จ.ขอนแก่น เพื่อประกอบกิจการซ่อมรองเท้าและกระเป๋า",
    "ข้อ 2. ระยะเวลาเช่า 2 ปี เริ่มวันที่ 1 ตุลาคม 2567 สิ้นสุดวันที่ 30 กันยายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 6,500 บาท (หกพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าชำระค่าส่วนกลาง (ไฟทางเดิน เก็บขยะ รปภ.) เดือนละ 300 บาท พร้อมค่าเช่า",
    "ข้อ 5. ผู้เช่าวางเงินประกัน 13,000 บาท ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 6. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 7. ผู้เช่าจะต่อเติมหรือดัดแปลงแผงต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
]

RENT_RECEIPT = [
    "BANG LAMPHU MARKET DEVELOPMENT CO., LTD.\nMarket Office, Bang Lamphu Market, Mueang, Khon Kaen 40000\n\n"
    "RECEIPT No. R-2508-0217\nDate: 4 August 2025\n\nReceived from: Mrs. Kanjana Srisuk, Stall B-17\n\n"
    "Stall rent, August 2025: 6,500.00 THB\nCommon area fee, August 2025: 300.00 THB\nTotal received: 6,800.00 THB\n\n"
    "Paid by bank transfer. Thank you."
]

SALES_HEAD = ("เดือน (Month)", "ซ่อมรองเท้า (Shoe repair)", "ซ่อมกระเป๋า (Bag repair)",
              "ขายสินค้า (Products)", "รวม (Total)")
EXP_HEAD = ("เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าเช่าแผง (Stall rent)", "ค่าแรง (Wages)",
            "ค่าไฟร้าน (Electricity)", "รวม (Total)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [(42300, 15200, 6800), (39850, 14100, 5900), (45600, 16750, 7250), (36200, 12400, 5100),
              (41900, 15800, 6300), (44150, 17300, 6900), (43700, 18400, 6850), (47250, 16900, 7400)]
EXP_2568 = [(9800, 6500, 19500, 1450), (8900, 6500, 19500, 1380), (10400, 6500, 19800, 1620),
            (8100, 6500, 18000, 1890), (9600, 6500, 19500, 1710), (10200, 6500, 21300, 1560),
            (10900, 6500, 19500, 1490), (11350, 6500, 19500, 1530)]
SALES_2567 = [(38900, 13800, 6100), (36400, 12900, 5600), (40250, 14900, 6100), (33800, 11500, 4700),
              (38100, 14200, 5900), (40600, 15500, 6200), (39800, 16200, 6050), (42100, 15400, 6600),
              (37900, 13300, 5500), (40300, 14800, 5800), (41700, 15900, 6400), (48200, 17600, 8900)]
EXP_2567 = [(8700, 6000, 16000, 1350)] * 9 + [(9100, 6500, 16000, 1400), (9400, 6500, 16000, 1380),
                                             (11200, 6500, 18500, 1520)]

WAGES_HEAD = ["ชื่อ (Name)", "ตำแหน่ง (Role)"] + MONTHS[:8] + ["รวม (Total)"]
WAGES = [
    ("ช่างต้อม (Tom)", "ช่างซ่อม (Repairman)", [12000, 12000, 12000, 12000, 12000, 13500, 12000, 12000]),
    ("น้องแป้ง (Paeng)", "พาร์ทไทม์ (Part-time)", [7500, 7500, 7800, 6000, 7500, 7800, 7500, 7500]),
]

PRICES_2025 = [
    "BANGKOK LEATHER & SOLE SUPPLY CO., LTD.\n123/45 Charoen Krung Road, Bang Rak, Bangkok 10500\n"
    "Tel. 02-233-8841  LINE: @bkkleather\n\nPRICE LIST 2025 - effective 1 January 2025\n"
    "All prices in THB per unit, excluding VAT 7%\n\n"
    "Rubber sole sheet 6 mm (per sheet) ........ 480\n"
    "Leather sole (per pair) ................... 220\n"
    "Heel tips, pack of 10 pairs ............... 150\n"
    "Contact cement 1 L (per can) .............. 320\n"
    "Nylon thread No. 8 (per roll) ............. 95\n"
    "Shoe polish, black 100 ml ................. 65\n"
    "YKK zipper No. 5 (per metre) .............. 40\n\n"
    "Free delivery in Khon Kaen for orders over 5,000 THB.\nPayment: 30 days from invoice date."
]
PRICES_2567_TOP = [
    "บริษัท บางกอกหนังและพื้นรองเท้า จำกัด",
    "123/45 ถนนเจริญกรุง เขตบางรัก กรุงเทพฯ 10500 โทร 02-233-8841",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "ราคาต่อหน่วย ยังไม่รวม VAT 7%",
]
PRICES_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("แผ่นยางพื้น 6 มม.", "แผ่น", "450"),
    ("พื้นหนัง", "คู่", "200"),
    ("ยางส้น (10 คู่)", "แพ็ค", "140"),
    ("กาวยาง 1 ลิตร", "กระป๋อง", "290"),
    ("ด้ายไนลอน เบอร์ 8", "ม้วน", "90"),
    ("ยาขัดรองเท้าสีดำ 100 มล.", "ตลับ", "60"),
    ("ซิป YKK เบอร์ 5", "เมตร", "38"),
]
PRICES_2567_BOTTOM = ["ส่งฟรีในเขตขอนแก่นเมื่อสั่งครบ 3,000 บาท", "ชำระเงินภายใน 30 วัน"]

INVOICE = [
    "BANGKOK LEATHER & SOLE SUPPLY CO., LTD.\n123/45 Charoen Krung Road, Bang Rak, Bangkok 10500\n\n"
    "INVOICE No. BLS-2508-0112\nDate: 8 August 2025\n\n"
    "Bill to: Chang Kan Shoe & Bag Repair (Mrs. Kanjana Srisuk)\nStall B-17, Bang Lamphu Market, Mueang, Khon Kaen\n\n"
    "Rubber sole sheet 6 mm    10 x 480 = 4,800.00\n"
    "Contact cement 1 L         4 x 320 = 1,280.00\n"
    "Nylon thread No. 8         5 x 95  =   475.00\n\n"
    "Subtotal: 6,555.00 THB\nVAT 7%: 458.85 THB\nTotal: 7,013.85 THB\n\n"
    "Payment due: 7 September 2025\nKasikornbank, account 012-3-45678-9, Bangkok Leather & Sole Supply Co., Ltd."
]

MACHINE_TOP = [
    "บริษัท ไทยแมชชีน ชูส์ จำกัด",
    "99 ถนนมิตรภาพ อ.เมือง จ.ขอนแก่น โทร 043-221-908",
    "ใบเสนอราคา เลขที่ TM-2568-0391",
    "วันที่ 22 กรกฎาคม 2568",
    "เรียน คุณกาญจนา ศรีสุข ร้านช่างกาญจน์ ซ่อมรองเท้า-กระเป๋า",
]
MACHINE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("จักรเย็บพื้นรองเท้า รุ่น SS-200 (มอเตอร์ประหยัดไฟ)", "1 เครื่อง", "38,500"),
    ("ค่าติดตั้งและสอนใช้งาน", "1 ครั้ง", "1,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "40,000"),
]
MACHINE_BOTTOM = [
    "รับประกันตัวเครื่อง 1 ปี อะไหล่หาง่าย",
    "ผ่อน 0% ได้ 10 เดือน เดือนละ 4,000 บาท ผ่านบัตรเครดิตที่ร่วมรายการ",
    "ยืนราคา 60 วัน",
    "ผู้เสนอราคา คุณธีระ ฝ่ายขาย",
]

PLAN = [
    ("แผนร้านช่างกาญจน์ ปี 2569", "Chang Kan Shoe & Bag Repair - plan for 2026\nจัดทำโดย กาญจนา ศรีสุข ก.ย. 2568"),
    ("เป้ายอดขาย (Sales target)", "เป้ายอดขายทั้งปี 1,200,000 บาท\nปี 2568 คาดว่าจะปิดได้ประมาณ 800,000 บาท"),
    ("บริการใหม่ (New services)", "ซักรองเท้าผ้าใบ คู่ละ 150 บาท\nรับ-ส่งรองเท้าถึงบ้านผ่าน LINE OA ค่าส่ง 40 บาท"),
    ("อุปกรณ์ (Equipment)", "ซื้อจักรเย็บพื้นรองเท้า งบ 40,000 บาท ภายใน ม.ค. 2569\nเปลี่ยนตู้โชว์หน้าร้าน 8,000 บาท"),
    ("คน (People)", "จ้างช่างเพิ่ม 1 คน เริ่ม เม.ย. 2569 เงินเดือน 11,000 บาท\nส่งน้องแป้งไปเรียนซ่อมกระเป๋าแบรนด์เนม"),
    ("ลูกค้าองค์กร (Corporate customers)", "โรงแรมริมบึง แกรนด์: ซ่อมรองเท้าพนักงานปีละ 2 รอบ\n"
                                          "วงโยธวาทิตโรงเรียนแก่นนครวิทยา: ก่อนประกวดทุกปี"),
]

PENDING = """# งานค้าง ส.ค. 68

| ลูกค้า | ของ | งาน | ราคา | นัดรับ |
|---|---|---|---|---|
| คุณเอ๋ | คัทชูหนังสีดำ | เปลี่ยนพื้นยาง | 350 | 25 ส.ค. |
| คุณโจ้ | กระเป๋า Coach | เปลี่ยนซิป | 250 | 27 ส.ค. |
| ป้าสมร | รองเท้าแตะหนัง | เย็บรอบ | 150 | 26 ส.ค. |
| คุณบีม | รองเท้าเซฟตี้ 2 คู่ | เปลี่ยนพื้น + ยางส้น | 940 | 30 ส.ค. |

- รองเท้าโรงแรมริมบึงเข้ามาแล้ว ทยอยทำ ส่ง 5 ก.ย.
- กาวยางเหลือ 1 กระป๋อง ต้องสั่งเพิ่ม
"""

MENU = """ราคาค่าซ่อม หน้าร้าน (ติดที่แผง)
เปลี่ยนพื้นยาง          350
เปลี่ยนพื้นหนัง          450
เปลี่ยนยางส้น          120
เย็บรอบ                 150
เปลี่ยนซิปกระเป๋า       250
เปลี่ยนหูกระเป๋า        300
ขัดเงารองเท้าหนัง      60
ยืดรองเท้า              80
"""

CLEANER = """# สูตรน้ำยาเช็ดหนัง (ช่างต้อมให้มา)
- น้ำส้มสายชูขาว 1 ส่วน
- น้ำสะอาด 2 ส่วน
- สบู่เหลวอ่อน ๆ 2-3 หยด
เช็ดแล้วทิ้งไว้ให้แห้ง แล้วลงครีมบำรุงหนังบาง ๆ ห้ามใช้กับหนังกลับ
"""

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nKhon Kaen Office\n\nELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Kanjana Srisuk\nAddress: 88/12 Moo 5, Ban Ped, Mueang Khon Kaen 40000\n"
    "Meter no. 1-0456-7781\nReading period: 15 July 2025 - 14 August 2025",
    "Units used: 385 kWh\nEnergy charge: 1,521.80 THB\nFt charge: 113.43 THB\nVAT 7%: 114.47 THB\n"
    "Amount due: 1,749.70 THB\nDue date: 28 August 2025\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
NET_BILL = [
    "SIAMFIBER BROADBAND CO., LTD.\nINTERNET SERVICE BILL - August 2025\nAccount no. SF-40-0087213\n"
    "Customer: Mrs. Kanjana Srisuk, 88/12 Moo 5, Ban Ped, Mueang Khon Kaen\n\n"
    "Package: Home Fiber 500/300 Mbps ...... 599.00 THB\nVAT 7% ...... 41.93 THB\nTotal due: 640.93 THB\n"
    "Due date: 20 August 2025\nAuto-debit is not set up on this account."
]
CAR_INSURANCE = [
    "SIAM ASSURANCE PUBLIC COMPANY LIMITED\nKhon Kaen Branch, Mittraphap Road, Khon Kaen 40000\n\n"
    "Date: 1 September 2025\n\nDear Mrs. Kanjana Srisuk,\n\nRE: RENEWAL NOTICE - MOTOR INSURANCE\n\n"
    "Your motor insurance policy No. MV-67-0088412 for your Honda City (registration 2 Kor Kor 4581 Khon Kaen)\n"
    "expires on 15 October 2025.\n\nRenewal offer:\n"
    "Cover: Type 1\nSum insured: 420,000 THB (last year 460,000 THB)\n"
    "Premium: 18,450.00 THB including tax and stamp duty (last year 19,200.00 THB)\nDeductible: none\n\n"
    "Please renew by 30 September 2025 to keep your no-claim discount of 30%.\n"
    "Pay at any branch or by transfer to Siam Assurance, Bangkok Bank account 456-7-89012-3.\n\n"
    "Yours sincerely,\nPranee Wongsa, Renewal Officer"
]
MOTHER_INSURANCE = """# ประกันสุขภาพแม่ (แม่บุญมี)

- บริษัท สยามแอสชัวรันส์ (เจ้าเดียวกับประกันรถ)
- กรมธรรม์เลขที่ HL-63-1120457
- เบี้ยปีละ 24,800 บาท ครบกำหนดจ่ายทุกวันที่ 10 มีนาคม
- ค่าห้องได้คืนละ 3,000 บาท
- วงเงินผ่าตัด 150,000 บาท ต่อครั้ง
- OPD ไม่คุ้มครอง (ไปหาหมอเบาหวานต้องจ่ายเอง)
- ตัวแทน คุณนิด 086-530-1172
"""

FEE_HEAD = ("รายการ", "จำนวนเงิน (บาท)")
TERM1_TOP = [
    "โรงเรียนสาธิตพัฒนศึกษา ขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กชายภูมิพัฒน์ ศรีสุข ชั้น ป.4/2 เลขประจำตัว 12087",
]
TERM1_TABLE = [FEE_HEAD, ("ค่าเล่าเรียน", "12,500"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,500"),
               ("ค่าอาหารกลางวัน", "3,200"), ("ค่าหนังสือและอุปกรณ์", "1,450"),
               ("ค่าประกันอุบัติเหตุ", "350"), ("รวมทั้งสิ้น", "20,000")]
TERM1_BOTTOM = ["กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน"]
TERM2_TOP = [
    "โรงเรียนสาธิตพัฒนศึกษา ขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กชายภูมิพัฒน์ ศรีสุข ชั้น ป.4/2 เลขประจำตัว 12087",
]
TERM2_TABLE = [FEE_HEAD, ("ค่าเล่าเรียน", "12,500"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
               ("ค่าอาหารกลางวัน", "3,200"), ("ค่าประกันอุบัติเหตุ", "350"), ("รวมทั้งสิ้น", "17,850")]
TERM2_BOTTOM = ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน",
                "หากชำระหลังกำหนด ปรับวันละ 20 บาท"]
TRIP = [
    "โรงเรียนสาธิตพัฒนศึกษา ขอนแก่น",
    "ที่ สธ.พศ. 214/2568  วันที่ 6 ตุลาคม 2568",
    "เรื่อง ขออนุญาตนำนักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้นประถมศึกษาปีที่ 4",
    "ด้วยโรงเรียนจะนำนักเรียนชั้น ป.4 ไปทัศนศึกษา ณ อุทยานแห่งชาติเขาใหญ่ จ.นครราชสีมา ในวันที่ 14 พฤศจิกายน 2568 "
    "ออกเดินทางจากโรงเรียนเวลา 05.30 น. และกลับถึงโรงเรียนประมาณ 20.00 น.",
    "ค่าใช้จ่ายคนละ 950 บาท (ค่ารถ ค่าอาหาร 2 มื้อ และค่าเข้าชม)",
    "กรุณาส่งใบตอบรับพร้อมเงินกับครูประจำชั้นภายในวันที่ 31 ตุลาคม 2568",
    "--------------------------------------------",
    "ใบตอบรับ  ข้าพเจ้า นางกาญจนา ศรีสุข ผู้ปกครองของ เด็กชายภูมิพัฒน์ ศรีสุข ชั้น ป.4/2  อนุญาตให้บุตรไปทัศนศึกษา",
]

HOUSE_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ก.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1688.25, ""), ("อินเทอร์เน็ต (Internet)", 640.93, "SiamFiber"),
                  ("ค่ากับข้าว (Food)", 9200, ""), ("ค่าน้ำมันรถ (Fuel)", 3100, ""),
                  ("ผ่อนรถ (Car loan)", 8900, "งวด 31/60"), ("ให้แม่ (For Mum)", 5000, ""),
                  ("ค่าขนมภูมิ (Phum pocket money)", 1500, "")],
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1749.70, ""), ("อินเทอร์เน็ต (Internet)", 640.93, "SiamFiber"),
                  ("ค่ากับข้าว (Food)", 9650, ""), ("ค่าน้ำมันรถ (Fuel)", 3350, ""),
                  ("ผ่อนรถ (Car loan)", 8900, "งวด 32/60"), ("ให้แม่ (For Mum)", 5000, ""),
                  ("ค่าขนมภูมิ (Phum pocket money)", 1500, ""), ("ค่ายาแม่ (Mum's medicine)", 1280, "คลินิกเบาหวาน")],
}

FAMILY_CHAT = """[20/08/2568 07:45] สมศักดิ์: วันนี้พี่ไปส่งภูมิเองนะ กาญจน์ไปเปิดร้านก่อนเลย
[20/08/2568 07:50] กาญจนา: โอเคค่ะ อย่าลืมจ่ายค่าไฟบ้านด้วยนะ 1,749.70 บาท ก่อนวันที่ 28
[20/08/2568 12:10] สมศักดิ์: จ่ายในแอปแล้ว
[22/08/2568 19:02] แม่บุญมี: วันที่ 3 ก.ย. แม่มีนัดหมอที่ รพ.ศรีนครินทร์ ตรวจเบาหวาน 9 โมง
[22/08/2568 19:10] กาญจนา: กาญจน์พาไปเองค่ะแม่ ปิดร้านครึ่งวัน
[29/08/2568 16:30] แม่บุญมี: โรงพยาบาลโทรมาเลื่อนนัดแม่เป็นวันที่ 10 ก.ย. นะลูก ให้ไปแต่เช้า 8 โมงครึ่ง ต้องงดข้าวก่อนเจาะเลือด
[29/08/2568 16:41] กาญจนา: รับทราบค่ะแม่ 10 ก.ย. 8 โมงครึ่ง เดี๋ยวกาญจน์ไปส่ง
[29/08/2568 16:45] สมศักดิ์: วันนั้นพี่เฝ้าร้านให้ ภูมิให้ไปรถตู้โรงเรียน
"""

SHOPPING = "ไข่ไก่ 1 แผง\nข้าวเหนียว 5 กิโล\nปลาร้า\nผงซักฟอก\nนมกล่องภูมิ 1 ลัง\n"

WORKSPECT = {"todo.md": "- โทรหาคุณวิชัย เรื่องรองเท้าโรงแรม ส่ง 5 ก.ย.\n- จ่ายค่าเทอมภูมิ เทอม 2\n"
                        "- ต่อประกันรถ ก่อนสิ้น ก.ย.\n- สั่งกาวยางกับแผ่นยางพื้นเพิ่ม\n"}


def _book(path: Path, sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านช่างกาญจน์ ปี {year} (Sales {year})"])
    sheet.append(list(SALES_HEAD))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวมทั้งปี (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(map(sum, sales))])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Expenses {year})"])
    costs.append(list(EXP_HEAD))
    for month, row in zip(MONTHS, expenses):
        costs.append([month, *row, sum(row)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงลูกจ้าง ปี 2568 (Wages 2568, THB)"])
    sheet.append(WAGES_HEAD)
    for name, role, pay in WAGES:
        sheet.append([name, role, *pay, sum(pay)])
    for column in range(3, 12):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้าน", docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "LINE", shop / "บัญชี", shop / "Suppliers",
                   home / "บิล", home / "ประกัน", home / "ลูก"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมบึง_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมบึง_final.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_Kaennakorn_School_Band.docx", BAND_TOP, BAND_TABLE, bottom=BAND_BOTTOM)
    write_docx(shop / "สัญญาเช่าแผง_ตลาดบางลำภู.docx", CONTRACT)
    make_pdf(shop / "Market_rent_receipt_Aug2025.pdf", RENT_RECEIPT)
    _book(shop / "บัญชี" / "บัญชีร้าน_2568.xlsx", SALES_2568, EXP_2568, "2568")
    _book(shop / "บัญชี" / "บัญชีร้าน_2567.xlsx", SALES_2567, EXP_2567, "2567")
    _wages(shop / "บัญชี" / "ค่าแรงลูกจ้าง_2568.xlsx")
    make_pdf(shop / "Suppliers" / "BangkokLeather_PriceList_2025.pdf", PRICES_2025)
    write_docx(shop / "Suppliers" / "ใบราคา_บางกอกหนัง_2567.docx", PRICES_2567_TOP, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "Invoice_BLS-2508-0112.pdf", INVOICE)
    write_docx(shop / "Suppliers" / "ใบเสนอราคา_จักรเย็บพื้น_ไทยแมชชีน.docx", MACHINE_TOP, MACHINE_TABLE,
               bottom=MACHINE_BOTTOM)
    write_slides(shop / "แผนร้าน_ปี2569.pptx", PLAN)
    write_texts(shop, {
        "LINE/LINE_คุณวิชัย_โรงแรมริมบึง.txt": HOTEL_CHAT,
        "email_Kaennakorn_band.txt": BAND_EMAIL,
        "งานค้าง_สิงหาคม.md": PENDING,
        "ราคาค่าซ่อมหน้าร้าน.txt": MENU,
        "สูตรน้ำยาเช็ดหนัง.md": CLEANER,
    })
    make_pdf(home / "บิล" / "PEA_electricity_bill_Aug2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "SiamFiber_internet_bill_Aug2025.pdf", NET_BILL)
    make_pdf(home / "ประกัน" / "Car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ลูก" / "ค่าเทอม_ภูมิ_เทอม1_2568.docx", TERM1_TOP, TERM1_TABLE, bottom=TERM1_BOTTOM)
    write_docx(home / "ลูก" / "ค่าเทอม_ภูมิ_เทอม2_2568.docx", TERM2_TOP, TERM2_TABLE, bottom=TERM2_BOTTOM)
    write_docx(home / "ลูก" / "ทัศนศึกษา_ป4_เขาใหญ่.docx", TRIP)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"ประกัน/ประกันสุขภาพแม่_โน้ต.md": MOTHER_INSURANCE, "LINE_กลุ่มบ้านเรา.txt": FAMILY_CHAT})
    write_texts(docs, {"รายการซื้อของ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
