"""A folder for the tyreshop holdout set: a Nakhon Ratchasima family's tyre and wheel-alignment shop, plus household papers.

Weerapong Thongsuk (เฮียพงษ์) and his wife Janpen (เจ๊เพ็ญ, who keeps the books) run Thongsuk Tyre & Alignment
(ทองสุขการยาง) on Mittraphap Road in Mueang Nakhon Ratchasima; their son Thanakorn (ต้น) runs the alignment bay.
The folder holds the tyre stock at the end of September 2568 (xlsx, two sheets: stock and reorder) and the August
stock (xlsx, last month's near-duplicate), monthly sales and expenses for Jan-Sep 2568 (xlsx, two sheets, Thai/English
headers, total row) and last year's sales summary (md), the tyre distributor Korat Rubber Trading's English price
list and an invoice (pdf) with last year's Thai price note (md), another supplier's English statement (pdf), a Thai
fleet tyre-care contract with Charoenphon Transport for 2568 and last year's one (docx, tables), a Thai quote for a
van co-operative (docx, table), its draft (txt) and a similar quote for a farm's pickups (docx), a logistics
company's English tender email (txt), two LINE chat exports (the transport company's fleet manager, the
distributor's salesman), slides of a plan to buy a 3D alignment machine in 2569 (pptx) with a draft idea note and
a family-talk note that repeats some of its figures, and household papers: an English home-loan statement and a
health-insurance premium notice (pdf), the daughter's school-fee notices for two terms (docx, tables) and a Thai
household-spending note; plus a workspect holding a to-do list. Written blind of the engine, for
agent_tasks_tyreshop_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

STOCK_HEADERS = ("ขนาด (Size)", "ยี่ห้อ/รุ่น (Brand/Model)", "คงเหลือ เส้น (On hand)", "ทุน/เส้น (Cost, THB)",
                 "ราคาขาย/เส้น (Price, THB)", "มูลค่าทุน (Stock value, THB)")
STOCK_SEP = [
    ("185/65R15", "Bridgestone Ecopia EP300", 24, 1850, 2400),
    ("195/65R15", "Michelin Energy XM2+", 16, 2650, 3300),
    ("215/55R17", "Yokohama BluEarth-GT AE51", 3, 3400, 4200),
    ("265/65R17", "Bridgestone Dueler A/T 002", 12, 4350, 5300),
    ("215/70R15C", "Deestone Titan R101 (รถตู้)", 6, 2150, 2750),
    ("245/70R16", "Otani SA2000", 20, 2600, 3250),
    ("11R22.5", "Bridgestone R150 (รถบรรทุก)", 14, 9800, 11500),
    ("7.50-16", "Deestone D503 ยางผ้าใบ", 10, 2950, 3600),
]
STOCK_AUG = [
    ("185/65R15", "Bridgestone Ecopia EP300", 30, 1850, 2400),
    ("195/65R15", "Michelin Energy XM2+", 10, 2650, 3300),
    ("215/55R17", "Yokohama BluEarth-GT AE51", 12, 3400, 4200),
    ("265/65R17", "Bridgestone Dueler A/T 002", 9, 4350, 5300),
    ("215/70R15C", "Deestone Titan R101 (รถตู้)", 18, 2150, 2750),
    ("245/70R16", "Otani SA2000", 15, 2600, 3250),
    ("11R22.5", "Bridgestone R150 (รถบรรทุก)", 22, 9800, 11500),
    ("7.50-16", "Deestone D503 ยางผ้าใบ", 12, 2950, 3600),
]
REORDER_HEADERS = ("ขนาด (Size)", "สต็อกขั้นต่ำ (Min)", "คงเหลือ (On hand)", "สั่งเพิ่ม เส้น (Order)",
                   "หมายเหตุ (Note)")
REORDER = [
    ("215/70R15C", 16, 6, 20, "สหกรณ์รถตู้ปากช่องจะเปลี่ยน 16 เส้น"),
    ("11R22.5", 16, 14, 10, "ขนส่งเจริญผล สัญญาใหม่เริ่ม 1 ต.ค."),
    ("215/55R17", 8, 3, 8, "ขายดี ลูกค้ารถเก๋ง"),
]
SALES_HEADERS = ("เดือน (Month)", "ยางที่ขาย เส้น (Tyres sold)", "ขายยาง (Tyre sales, THB)",
                 "ตั้งศูนย์/ถ่วงล้อ (Alignment & balancing, THB)", "งานอื่น (Other services, THB)",
                 "รวมรายรับ (Total income, THB)", "รถตั้งศูนย์ คัน (Alignment jobs)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)"]
SALES = [(148, 412600, 38400, 12300, 96), (131, 365200, 33600, 10900, 84), (162, 458900, 41200, 13800, 103),
         (205, 596300, 52800, 15600, 132), (139, 388700, 36000, 11200, 90), (127, 351400, 32400, 10500, 81),
         (144, 402800, 37600, 12100, 94), (151, 437500, 39200, 12700, 98), (136, 389900, 35600, 11400, 89)]
EXPENSE_HEADERS = ("เดือน (Month)", "ซื้อยางเข้า (Tyre purchases, THB)", "ค่าแรงช่าง (Wages, THB)",
                   "ค่าไฟร้าน (Electricity, THB)", "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)",
                   "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(301200, 54000, 8900, 14500, ""), (268400, 54000, 8300, 12800, ""),
            (335700, 54000, 9600, 15900, ""), (441800, 58500, 10800, 16200, "โบนัสสงกรานต์ช่าง 4,500"),
            (284300, 54000, 10200, 13400, ""), (259600, 54000, 9700, 48700, "ซ่อมเครื่องถอดยาง + ลิฟต์ยกรถ"),
            (296100, 54000, 9400, 14100, ""), (322900, 54000, 9100, 13600, ""),
            (287400, 54000, 8800, 12900, "")]
SALES_2567 = """# สรุปยอดขายร้านทองสุขการยาง ปี 2567 (ปีที่แล้ว)

- ยอดขายรวมทั้งปี 5,128,400 บาท
- ขายยางทั้งปี 1,742 เส้น
- รถเข้าตั้งศูนย์ทั้งปี 1,106 คัน
- เดือนที่ดีที่สุด เม.ย. 2567 รายรับ 612,900 บาท
- ก.ย. 2567 รายรับ 418,250 บาท ขายยาง 129 เส้น
- กำไรสุทธิทั้งปีประมาณ 702,000 บาท (เจ๊เพ็ญคิดคร่าวๆ)
"""
PRICELIST = [
    "KORAT RUBBER TRADING CO., LTD.\n"
    "88/3 Suranarai Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tel. 044-341-920\n"
    "DEALER PRICE LIST - effective 1 September 2025 (THB per tyre, VAT not included)\n"
    "Dealer: Thongsuk Tyre & Alignment (Mr. Weerapong Thongsuk), dealer code KR-D112\n"
    " \n"
    "185/65R15  Bridgestone Ecopia EP300 ........ 1,890\n"
    "195/65R15  Michelin Energy XM2+ ............ 2,690\n"
    "215/55R17  Yokohama BluEarth-GT AE51 ....... 3,450\n"
    "265/65R17  Bridgestone Dueler A/T 002 ...... 4,420\n"
    "215/70R15C Deestone Titan R101 ............. 2,190\n"
    "245/70R16  Otani SA2000 .................... 2,640\n"
    "11R22.5    Bridgestone R150 ................ 9,950\n"
    "7.50-16    Deestone D503 bias .............. 3,020\n"
    "Valve stems TR414, box of 100 .............. 850\n"
    "Clip-on wheel weights, 5 kg box ............ 1,150\n"
    " \n"
    "Terms: 2% discount on orders over 100,000 THB before VAT. Credit 45 days from invoice date.\n"
    "Free delivery inside Mueang Nakhon Ratchasima; other districts 300 THB per trip.",
]
INVOICE = [
    "KORAT RUBBER TRADING CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: KR6810-0027   Date: 2 October 2025\n"
    "Customer: Thongsuk Tyre & Alignment, 245 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "Dealer code: KR-D112\n"
    " \n"
    "215/70R15C Deestone Titan R101   20 x 2,190.00 = 43,800.00\n"
    "11R22.5 Bridgestone R150         10 x 9,950.00 = 99,500.00\n"
    "215/55R17 Yokohama BluEarth-GT    8 x 3,450.00 = 27,600.00\n"
    " \n"
    "Subtotal: 170,900.00 THB\nVolume discount 2%: -3,418.00 THB\nAfter discount: 167,482.00 THB\n"
    "VAT 7%: 11,723.74 THB\nTotal amount due: 179,205.74 THB\n"
    "Payment term: credit 45 days. Due date: 16 November 2025\n"
    "Pay by transfer to Bangkok Bank, account 312-4-08817-6, Korat Rubber Trading Co., Ltd.",
]
OLD_PRICES = """# ราคายาง โคราชรับเบอร์ (ใบราคาปี 2567 ใบเก่า)

- 185/65R15 Bridgestone EP300 เส้นละ 1,790 บาท
- 195/65R15 Michelin XM2+ เส้นละ 2,560 บาท
- 265/65R17 Dueler A/T 002 เส้นละ 4,200 บาท
- 215/70R15C Deestone R101 เส้นละ 2,050 บาท
- 11R22.5 Bridgestone R150 เส้นละ 9,400 บาท
- สั่งเกิน 100,000 ลด 2% เครดิต 30 วัน
"""
STATEMENT = [
    "ISAN TYRE SUPPLY LIMITED PARTNERSHIP\n"
    "19 Chang Phueak Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tel. 044-252-775\n"
    "STATEMENT OF ACCOUNT\nStatement date: 31 August 2025\n"
    "Customer: Thongsuk Tyre & Alignment (account No. C-0386)\n"
    " \n"
    "Opening balance 1 Aug 2025 ........................ 58,400.00\n"
    "08 Aug 2025  Invoice IS-6808-112 (Michelin 195/65R15 x 16) ... 42,400.00\n"
    "15 Aug 2025  Payment received, thank you ............ -58,400.00\n"
    "21 Aug 2025  Invoice IS-6808-187 (Yokohama 215/55R17 x 8) .... 27,200.00\n"
    " \n"
    "Closing balance 31 Aug 2025: 69,600.00 THB\n"
    "Amount due by 30 September 2025: 69,600.00 THB\n"
    "Overdue amount: 0.00 THB\n"
    "Please pay to Kasikorn Bank, account 071-1-55390-2, Isan Tyre Supply Ltd., Part.",
]
CONTRACT_TOP = [
    "สัญญาบริการดูแลยางรถบรรทุก (Fleet tyre care) ปี 2568-2569",
    "ทำที่ ร้านทองสุขการยาง อำเภอเมืองนครราชสีมา วันที่ 24 กันยายน 2568",
    "ผู้ว่าจ้าง: บริษัท ขนส่งเจริญผล จำกัด 77 หมู่ 6 ตำบลจอหอ อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30310 "
    "โดย นายอำนาจ ศรีวงศ์ ผู้จัดการฝ่ายยานยนต์",
    "ผู้รับจ้าง: ร้านทองสุขการยาง โดย นายวีระพงษ์ ทองสุข 245 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา "
    "โทร 044-256-318",
    "ข้อ 1. ผู้รับจ้างดูแลยางรถของผู้ว่าจ้างจำนวน 14 คัน (รถสิบล้อ 8 คัน รถหกล้อ 6 คัน) "
    "ตรวจเช็กลมยางและความลึกดอกยางเดือนละ 1 ครั้ง ทุกวันเสาร์แรกของเดือน",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569",
    "ข้อ 3. ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล",
    "ข้อ 4. กรณียางแตกหรือรั่วระหว่างทางในรัศมี 60 กิโลเมตรจากร้าน ผู้รับจ้างออกไปเปลี่ยนให้ภายใน 2 ชั่วโมง "
    "คิดค่าออกนอกสถานที่ครั้งละ 800 บาท",
    "ข้อ 5. ยางที่เปลี่ยนให้รับประกันบาดแผลและโครงสร้าง 1 ปี ตามเงื่อนไขผู้ผลิต",
    "ตารางราคาท้ายสัญญา",
]
CONTRACT_TABLE = [
    ("รายการ", "หน่วย", "ราคาตามสัญญา (บาท)"),
    ("ยาง 11R22.5 Bridgestone R150 (รถสิบล้อ)", "เส้น", "10,900"),
    ("ยาง 7.50-16 Deestone D503 (รถหกล้อ)", "เส้น", "3,350"),
    ("ตั้งศูนย์รถบรรทุก", "คัน", "1,200"),
    ("ถ่วงล้อ / สลับยาง", "ล้อ", "150"),
    ("ตรวจลมยางและดอกยางรายเดือน", "ครั้ง", "ไม่คิดค่าบริการ"),
]
CONTRACT_BOTTOM = ["ลงชื่อ อำนาจ ศรีวงศ์ ผู้ว่าจ้าง", "ลงชื่อ วีระพงษ์ ทองสุข ผู้รับจ้าง",
                   "ลงชื่อ จันทร์เพ็ญ ทองสุข พยาน"]
OLD_CONTRACT_TOP = [
    "สัญญาบริการยางรถบรรทุก ปี 2567-2568",
    "ทำที่ ร้านทองสุขการยาง วันที่ 20 กันยายน 2567",
    "ผู้ว่าจ้าง: บริษัท ขนส่งเจริญผล จำกัด  ผู้รับจ้าง: ร้านทองสุขการยาง (นายวีระพงษ์ ทองสุข)",
    "ข้อ 1. ดูแลยางรถจำนวน 10 คัน (รถสิบล้อ 6 คัน รถหกล้อ 4 คัน) ตรวจลมยางทุก 2 เดือน",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 ตุลาคม 2567 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ชำระเงินภายใน 30 วันหลังวางบิล",
    "ข้อ 4. ออกนอกสถานที่กรณียางแตก คิดครั้งละ 600 บาท",
]
OLD_CONTRACT_TABLE = [
    ("รายการ", "หน่วย", "ราคาตามสัญญา (บาท)"),
    ("ยาง 11R22.5 Bridgestone R150", "เส้น", "10,400"),
    ("ยาง 7.50-16 Deestone D503", "เส้น", "3,200"),
    ("ตั้งศูนย์รถบรรทุก", "คัน", "1,000"),
    ("ถ่วงล้อ / สลับยาง", "ล้อ", "150"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านทองสุขการยาง 245 ถนนมิตรภาพ ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา 30000 โทร 044-256-318",
    "เลขที่ QT-TS68-031   วันที่ 22 กันยายน 2568",
    "เรียน คุณสมหญิง พรมมา ผู้จัดการ สหกรณ์เดินรถตู้ปากช่อง จำกัด อ.ปากช่อง จ.นครราชสีมา",
    "เรื่อง เปลี่ยนยางรถตู้โดยสาร 4 คัน (คันละ 4 เส้น) พร้อมตั้งศูนย์ถ่วงล้อ",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "ยาง Deestone Titan R101 215/70R15C", "16 เส้น", "2,600", "41,600"),
    ("2", "ตั้งศูนย์รถตู้", "4 คัน", "500", "2,000"),
    ("3", "ถ่วงล้อ", "16 ล้อ", "100", "1,600"),
    ("4", "จุ๊บลมใหม่", "16 ตัว", "50", "800"),
    ("", "รวมก่อนภาษี", "", "", "46,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "3,220"),
    ("", "รวมทั้งสิ้น", "", "", "49,220"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระเงินสดหรือโอนเมื่อเปลี่ยนยางเสร็จ เปลี่ยนเสร็จภายใน 1 วัน (นัดล่วงหน้า 3 วัน)",
    "ยางรับประกันโครงสร้าง 5 ปีตามผู้ผลิต ลมยางเติมฟรีตลอดอายุยาง",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ วีระพงษ์ ทองสุข ผู้เสนอราคา",
]
FARM_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านทองสุขการยาง 245 ถนนมิตรภาพ ต.ในเมือง อ.เมืองนครราชสีมา โทร 044-256-318",
    "เลขที่ QT-TS68-024   วันที่ 12 สิงหาคม 2568",
    "เรียน คุณประเสริฐ ฟาร์มโชคดี อ.ขามทะเลสอ จ.นครราชสีมา",
    "เรื่อง เปลี่ยนยางรถกระบะ 2 คัน",
]
FARM_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "ยาง Bridgestone Dueler A/T 002 265/65R17", "8 เส้น", "5,100", "40,800"),
    ("2", "ตั้งศูนย์รถกระบะ", "2 คัน", "600", "1,200"),
    ("", "รวมก่อนภาษี", "", "", "42,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "2,940"),
    ("", "รวมทั้งสิ้น", "", "", "44,940"),
]
QUOTE_DRAFT = ("ร่างใบเสนอราคา สหกรณ์รถตู้ปากช่อง (ยังไม่ส่ง รอถามราคา Deestone)\n"
               "- Otani 215/70R15C 16 เส้น เส้นละ 2,350 = 37,600\n- ตั้งศูนย์ 4 คัน คันละ 450\n"
               "- ยังไม่รวม VAT ยังไม่คิดถ่วงล้อ\n")
TENDER_EMAIL = """From: Natthaya Kongkaew <natthaya.k@suranareelogistics.co.th>
To: Thongsuk Tyre <thongsuk.tyre@gmail.com>
Date: Wed, 1 Oct 2025 09:47:31 +0700
Subject: Invitation to quote - truck tyres for 2026, Suranaree Logistics

Dear Khun Weerapong,

Suranaree Logistics Co., Ltd. runs 22 prime movers from our depot in Sung Noen. We are choosing a tyre
partner for 2026 and would like your quotation for 88 tyres of size 11R22.5 (drive and steer), fitted at our depot
in four lots between January and April 2026.

Our budget ceiling is 10,500 THB per tyre including fitting and balancing, before VAT.
Please also quote truck alignment per vehicle and your call-out fee for roadside breakdowns on Highway 2.
Payment term on our side is 60 days after invoice.

Please send the quotation by 15 October 2025. A site visit can be arranged on weekdays; call me at 081-702-4418.

Best regards,
Natthaya Kongkaew
Purchasing Officer, Suranaree Logistics Co., Ltd.
"""
LINE_AMNAT = """[LINE] ประวัติการแชทกับ อำนาจ ขนส่งเจริญผล
บันทึกเมื่อ: 04/10/2568 19:02

ศ., 03/10/2568
06:12\tอำนาจ ขนส่งเจริญผล\tเฮียพงษ์ครับ สิบล้อคัน 82-4417 ยางหลังระเบิดแถวสีคิ้ว ขาเข้าโคราช ส่งคนไปได้ไหมครับ
06:13\tอำนาจ ขนส่งเจริญผล\t[ตำแหน่งที่ตั้ง]
06:20\tเฮียพงษ์ ทองสุข\tได้ครับ ให้ไอ้ต้นขับรถบริการออกไปเลย ประมาณ 45 นาทีถึงครับ
06:21\tเฮียพงษ์ ทองสุข\tยาง R150 ตามสัญญาใหม่เส้นละ 10,900 บวกค่าออกนอกสถานที่ 800 รวม 11,700 บาทครับ
08:05\tเฮียพงษ์ ทองสุข\tเปลี่ยนเสร็จแล้วครับ คนขับวิ่งต่อได้เลย ยางอีกเส้นคู่กันดอกเหลือ 4 มิล ควรเปลี่ยนเร็วๆ นี้
08:10\tอำนาจ ขนส่งเจริญผล\tขอบคุณมากครับเฮีย รวมบิลสิ้นเดือนนะครับ

ส., 04/10/2568
10:30\tอำนาจ ขนส่งเจริญผล\tเฮียครับ รถหกล้อ 6 คัน พวงมาลัยดึงซ้ายกันหลายคัน อยากเข้าตั้งศูนย์ทีเดียวเลย
10:34\tเฮียพงษ์ ทองสุข\tเสาร์หน้า 11 ต.ค. เอาเข้ามาได้เลยครับ เริ่ม 8 โมงเช้า วันนั้นผมกันช่องตั้งศูนย์ไว้ให้ทั้งวัน
10:35\tเฮียพงษ์ ทองสุข\tตั้งศูนย์คันละ 1,200 ตามสัญญา 6 คัน 7,200 บาทครับ
10:36\tอำนาจ ขนส่งเจริญผล\tโอเคครับ เดี๋ยวผมจัดคิวคนขับให้
"""
LINE_BEER = """[LINE] ประวัติการแชทกับ เบียร์ เซลส์โคราชรับเบอร์
บันทึกเมื่อ: 02/10/2568 17:30

จ., 29/09/2568
14:02\tเจ๊เพ็ญ ทองสุข\tน้องเบียร์ สั่งยางรถตู้ R101 20 เส้น R150 10 เส้น แล้วก็ Yokohama 215/55R17 อีก 8 เส้นนะ
14:10\tเบียร์ เซลส์โคราชรับเบอร์\tรับทราบครับเจ๊ ยอดเกินแสน ได้ลด 2% ตามใบราคาครับ
14:11\tเบียร์ เซลส์โคราชรับเบอร์\tส่งของพฤหัสที่ 2 ต.ค. ช่วงเช้าครับ
14:15\tเบียร์ เซลส์โคราชรับเบอร์\tแจ้งล่วงหน้าครับ Bridgestone จะปรับราคาขึ้น 3% ตั้งแต่ 1 พ.ย. 68 ถ้าจะตุน R150 สั่งก่อนสิ้นเดือน ต.ค.
14:20\tเจ๊เพ็ญ ทองสุข\tโอเค เดี๋ยวปรึกษาเฮียก่อน

พฤ., 02/10/2568
09:40\tเบียร์ เซลส์โคราชรับเบอร์\tของถึงร้านแล้วครับ ใบกำกับภาษีแนบไปกับของนะครับ
09:45\tเจ๊เพ็ญ ทองสุข\tได้รับครบ ขอบใจจ้า
"""
PLAN_SLIDES = [
    ("แผนปี 2569: เปลี่ยนเครื่องตั้งศูนย์เป็นระบบ 3D",
     "ร้านทองสุขการยาง - เสนอโดย ต้น (ธนากร ทองสุข)\nประชุมครอบครัว ตุลาคม 2568"),
    ("ทำไมต้องเปลี่ยน",
     "เครื่อง CCD เดิมใช้มา 9 ปี ตั้งศูนย์คันละ 40 นาที\nเครื่อง 3D ตั้งศูนย์คันละ 15 นาที ลูกค้าไม่ต้องรอนาน\n"
     "ปี 2568 เฉลี่ยรถเข้าตั้งศูนย์เดือนละ 96 คัน"),
    ("ราคาและการผ่อน",
     "เครื่อง Hunter HawkEye Elite 3D ราคา 1,280,000 บาท (รวมติดตั้งและอบรม)\n"
     "ขายเครื่อง CCD เก่าคืนได้ 150,000 บาท\nลีสซิ่ง 36 เดือน ผ่อนเดือนละ 33,900 บาท"),
    ("เป้าหมาย",
     "รถเข้าตั้งศูนย์เดือนละ 130 คัน\nขึ้นค่าตั้งศูนย์รถเก๋งจาก 400 เป็น 500 บาท\n"
     "คืนทุนภายในประมาณ 3 ปี"),
    ("สิ่งที่ต้องตัดสินใจ",
     "สั่งเครื่องภายใน ม.ค. 2569 ติดตั้งช่วงหยุดปีใหม่\nต้องเทพื้นช่องตั้งศูนย์ใหม่ งบ 45,000 บาท"),
]
PLAN_DRAFT = """# ไอเดียเครื่องตั้งศูนย์ใหม่ (ร่าง ส.ค. 68 - ต้นจด)

- ดูเครื่อง 3D ยี่ห้อจีน Launch ราคาประมาณ 690,000 บาท
- Hunter ของแท้แพงกว่าเกือบเท่าตัว
- ถามเฮียจุ่นร้านยางปักธงชัย ว่าใช้ยี่ห้อไหน
- ยังไม่ได้ถามเรื่องไฟแนนซ์
"""
FAMILY_NOTE = """# คุยกันในบ้าน ก.ย. 68

- ต้นอยากเปลี่ยนเครื่องตั้งศูนย์ ที่ดูไว้ล้านสองแสนกว่า (1,280,000) ผ่อนเดือนละ 33,900 แม่ว่าแพงไป
- เฮียว่ารอดูยอดไตรมาสสุดท้ายก่อน
- ค่าเทอมแพรวเทอม 2 ต้องจ่ายสิ้นเดือน ต.ค.
- ประกันสุขภาพย่าครบกำหนดกลาง ต.ค.
- สงกรานต์ปีหน้าจะพาย่าไปเที่ยวหัวหิน
"""
HOME_LOAN = [
    "Government Housing Bank (GH Bank) - Nakhon Ratchasima branch\nHOME LOAN ACCOUNT STATEMENT\n"
    "Statement period: 1-31 August 2025\n"
    "Borrower: Mr. Weerapong Thongsuk and Mrs. Janpen Thongsuk\nLoan account No.: 0301-6212-4478\n"
    "Property: 2-storey house, 59/8 Moo 3, Nong Rawiang, Mueang Nakhon Ratchasima\n"
    "Original loan amount: 2,400,000.00 THB, contract date 5 March 2019, term 25 years\n"
    "Interest rate: 3.25% per year (MRR - 3.15%)\n"
    " \n"
    "05 Aug 2025  Installment 16,800.00  principal 11,757.30  interest 5,042.70\n"
    "Outstanding principal after payment: 1,862,415.27 THB\n"
    "Next installment: 16,800.00 THB due 5 September 2025, auto-debit from savings 020-3-44518-0\n"
    "Note: the fixed-rate period ends in March 2026; the rate will then follow MRR - 2.00%.",
]
PREMIUM_NOTICE = [
    "Muang Thai Life Assurance PCL\nPREMIUM DUE NOTICE\nNotice date: 15 September 2025\n"
    "Policy owner: Mr. Weerapong Thongsuk\nInsured: Mrs. Bunma Thongsuk (age 71)\n"
    "Policy No.: MTL-HS-5521873   Plan: health rider, room 4,000 THB per night\n"
    " \n"
    "Annual premium due: 28,640.00 THB\nDue date: 15 October 2025\n"
    "Grace period: 31 days after the due date; cover stops if unpaid after the grace period.\n"
    "Premium last year: 25,910.00 THB (age band changed at 70)\n"
    "Pay at any bank counter, by QR code, or by credit card in 6 installments at 0%.\n"
    "Agent: Ms. Kannika Yodsri, Tel. 089-427-6631",
]
FEE2_TOP = [
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "โรงเรียนมารีย์พิทักษ์ นครราชสีมา",
    "ชื่อนักเรียน ด.ญ. ปวริศา ทองสุข   ชั้นประถมศึกษาปีที่ 5/2   เลขประจำตัว 13584",
]
FEE2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "24,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "3,200"),
    ("ค่าอาหารกลางวัน", "4,800"),
    ("ค่ารถรับส่ง", "6,000"),
    ("รวมทั้งสิ้น", "38,500"),
]
FEE2_BOTTOM = ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงินหรือโอนเข้าบัญชีโรงเรียน",
               "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"]
FEE1_TOP = [
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "โรงเรียนมารีย์พิทักษ์ นครราชสีมา",
    "ชื่อนักเรียน ด.ญ. ปวริศา ทองสุข   ชั้นประถมศึกษาปีที่ 5/2   เลขประจำตัว 13584",
]
FEE1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "24,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "3,200"),
    ("ค่าหนังสือและแบบฝึกหัด", "2,700"),
    ("ค่าอาหารกลางวัน", "4,800"),
    ("ค่ารถรับส่ง", "6,000"),
    ("รวมทั้งสิ้น", "41,200"),
]
FEE1_BOTTOM = ["กรุณาชำระภายในวันที่ 30 เมษายน 2568", "ชำระแล้ว 28/04/2568 (เจ๊เพ็ญโอน)"]
HOUSEHOLD = """# ค่าใช้จ่ายบ้าน ก.ย. 2568

- ผ่อนบ้าน ธอส. 16,800 (ตัดบัญชีวันที่ 5)
- ค่าไฟบ้าน 3,412 บาท ค่าน้ำ 386 บาท
- เน็ตบ้าน + มือถือ 3 เครื่อง 1,497 บาท
- กับข้าว ตลาดแม่กิมเฮง ประมาณ 12,000 บาท
- ค่ายาแม่ (ความดัน เบาหวาน) 1,850 บาท
- เดือนหน้า: ประกันสุขภาพแม่ ~28,000 กว่า + ค่าเทอมแพรว ต้องเตรียมเงินไว้
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาซูรนารีโลจิสติกส์ก่อนกลาง ต.ค.\n- โอนค่ายางโคราชรับเบอร์\n"
                        "- จ่ายประกันสุขภาพแม่\n- นัดเจริญผลตั้งศูนย์หกล้อ\n"}


def _stock(path: Path, rows: list[tuple], title: str, reorder: bool) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อกยาง Stock"
    sheet.append([title])
    sheet.append(list(STOCK_HEADERS))
    for size, brand, qty, cost, price in rows:
        sheet.append([size, brand, qty, cost, price, qty * cost])
    sheet.append(["รวม (Total)", "", sum(row[2] for row in rows), "", "", sum(row[2] * row[3] for row in rows)])
    for column in (4, 5, 6):
        money_format(sheet, column)
    if reorder:
        extra = book.create_sheet("สั่งเพิ่ม Reorder")
        extra.append(["รายการสั่งยางเพิ่ม ต้น ต.ค. 2568 (Reorder list)"])
        extra.append(list(REORDER_HEADERS))
        for row in REORDER:
            extra.append(list(row))
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านทองสุขการยาง ม.ค.-ก.ย. 2568 (Thongsuk Tyre sales, Jan-Sep 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:4], sum(row[1:4]), row[4]])
    columns = list(zip(*SALES))
    sheet.append(["รวม (Total)", *(sum(column) for column in columns[:4]),
                  sum(sum(row[1:4]) for row in SALES), sum(columns[4])])
    for column in (3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ย. 2568 (Expenses and net profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, sales, row in zip(MONTHS, SALES, EXPENSES):
        total = sum(row[:4])
        spend.append([month, *row[:4], total, sum(sales[1:4]) - total, row[4]])
    for column in range(2, 8):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ทองสุขการยาง"
    for sub in ("สต็อก", "บัญชี", "ซัพพลายเออร์", "ลูกค้าฟลีท", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    _stock(shop / "สต็อก" / "สต็อกยาง_ก.ย.2568.xlsx", STOCK_SEP,
           "สต็อกยาง ร้านทองสุขการยาง ณ 30 ก.ย. 2568 (Tyre stock as of 30 Sep 2025)", True)
    _stock(shop / "สต็อก" / "สต็อกยาง_ส.ค.2568.xlsx", STOCK_AUG,
           "สต็อกยาง ร้านทองสุขการยาง ณ 31 ส.ค. 2568 (Tyre stock as of 31 Aug 2025)", False)
    _sales(shop / "บัญชี" / "ยอดขาย_รายจ่าย_2568.xlsx")
    make_pdf(shop / "ซัพพลายเออร์" / "KoratRubber_pricelist_2025-09.pdf", PRICELIST)
    make_pdf(shop / "ซัพพลายเออร์" / "KoratRubber_invoice_KR6810-0027.pdf", INVOICE)
    make_pdf(shop / "ซัพพลายเออร์" / "IsanTyreSupply_statement_2025-08.pdf", STATEMENT)
    write_docx(shop / "ลูกค้าฟลีท" / "สัญญาดูแลยาง_ขนส่งเจริญผล_2568.docx", CONTRACT_TOP,
               table=CONTRACT_TABLE, bottom=CONTRACT_BOTTOM)
    write_docx(shop / "ลูกค้าฟลีท" / "สัญญาดูแลยาง_ขนส่งเจริญผล_2567.docx", OLD_CONTRACT_TOP,
               table=OLD_CONTRACT_TABLE, bottom=["ลงชื่อ อำนาจ ศรีวงศ์ ผู้ว่าจ้าง",
                                                 "ลงชื่อ วีระพงษ์ ทองสุข ผู้รับจ้าง"])
    write_docx(shop / "ลูกค้าฟลีท" / "ใบเสนอราคา_ยางรถตู้_สหกรณ์ปากช่อง_2568-09.docx", QUOTE_TOP,
               table=QUOTE_TABLE, bottom=QUOTE_BOTTOM)
    write_docx(shop / "ลูกค้าฟลีท" / "ใบเสนอราคา_ยางกระบะ_ฟาร์มโชคดี_2568-08.docx", FARM_QUOTE_TOP,
               table=FARM_QUOTE_TABLE, bottom=["ยืนราคา 15 วัน", "ลงชื่อ วีระพงษ์ ทองสุข ผู้เสนอราคา"])
    write_slides(shop / "แผนงาน" / "แผนซื้อเครื่องตั้งศูนย์3D_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "GHBank_homeloan_statement_2025-08.pdf", HOME_LOAN)
    make_pdf(home / "MuangThaiLife_premium_notice_2025.pdf", PREMIUM_NOTICE)
    write_docx(home / "ค่าเทอม_น้องแพรว_เทอม2_2568.docx", FEE2_TOP, table=FEE2_TABLE, bottom=FEE2_BOTTOM)
    write_docx(home / "ค่าเทอม_น้องแพรว_เทอม1_2568.docx", FEE1_TOP, table=FEE1_TABLE, bottom=FEE1_BOTTOM)
    write_texts(docs, {
        "ทองสุขการยาง/บัญชี/สรุปยอดขาย_2567.md": SALES_2567,
        "ทองสุขการยาง/ซัพพลายเออร์/ราคายาง_โคราชรับเบอร์_2567.md": OLD_PRICES,
        "ทองสุขการยาง/ลูกค้าฟลีท/ใบเสนอราคา_ยางรถตู้_ร่าง.txt": QUOTE_DRAFT,
        "ทองสุขการยาง/ลูกค้าฟลีท/SuranareeLogistics_tyre_tender_email.txt": TENDER_EMAIL,
        "ทองสุขการยาง/แชท/LINE_คุณอำนาจ_ขนส่งเจริญผล.txt": LINE_AMNAT,
        "ทองสุขการยาง/แชท/LINE_เบียร์_โคราชรับเบอร์.txt": LINE_BEER,
        "ทองสุขการยาง/แผนงาน/เครื่องตั้งศูนย์3D_ร่างไอเดีย.md": PLAN_DRAFT,
        "บ้าน/บันทึกคุยกันในบ้าน_ก.ย.68.md": FAMILY_NOTE,
        "บ้าน/ค่าใช้จ่ายบ้าน_ก.ย.2568.md": HOUSEHOLD,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the family's to-do list."""
    write_texts(workspect, WORKSPECT)
