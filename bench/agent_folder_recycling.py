"""A blind test folder: the papers of วันเพ็ญค้าของเก่า (Wanphen Recycle), a recycling buyer (ร้านรับซื้อของเก่า).

The owner is นางวันเพ็ญ ศรีสุข (Mrs. Wanphen Srisuk, "เจ๊เพ็ญ"). She runs a scrap yard at 88 หมู่ 4 ต.หนองระเวียง
อ.เมือง จ.นครราชสีมา (Korat): she buys scrap paper, plastic and metal from collectors, households, condos and
factories, sorts and bales it, and sells it on to a paper mill (บริษัท โคราชเปเปอร์มิลล์ / Korat Paper Mill Co., Ltd.)
and a steel smelter (สยามเมทัล / Siam Metal Recycling Co., Ltd., buyer เฮียชัย = Mr. Chaiwat Tangsakul). Her husband
สมศักดิ์ (พี่ศักดิ์) drives the pickup truck; their son น้องภูมิ (Phum) is in Prathom 5 at a bilingual school,
their daughter น้องแพรว is younger.

Files under Documents/:
- ร้าน/ราคา/KoratPaperMill_pricelist_2025.pdf — the paper mill's 2025 buying prices (English).
- ร้าน/ราคา/ราคารับซื้อ_โคราชเปเปอร์มิลล์_2567.docx — the same mill's 2567 (2024) price list, in Thai, with a table.
- ร้าน/ราคา/ป้ายราคาหน้าร้าน_เม.ย.68.txt — her own shop-front buying prices for April 2568.
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_คอนโดเดอะพาร์ค_ร่าง.docx — draft quote to The Park condo's juristic office.
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_คอนโดเดอะพาร์ค_final.docx — the final quote to the same condo (higher prices).
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_หมู่บ้านสวนทองวิลล์.docx — a similar quote to a housing estate.
- ร้าน/ใบเสนอราคา/ใบเสนอราคา_ไทยแพ็ค.docx — a quote to a box factory for its cardboard offcuts and film.
- ร้าน/สัญญา/สัญญาเช่าที่ดิน_ลานรับซื้อ.docx — the lease of the land her yard stands on.
- ร้าน/สัญญา/Siam_Metal_supply_agreement_2025.docx — the 2025 scrap steel supply agreement (English).
- ร้าน/บัญชี/ยอดขาย_ค่าใช้จ่าย_2568.xlsx — this year's monthly sales and expenses (two sheets).
- ร้าน/บัญชี/ยอดขาย_ค่าใช้จ่าย_2567.xlsx — last year's book, same layout, twelve months.
- ร้าน/บัญชี/น้ำหนักรับซื้อรายเดือน_2568.xlsx — kilograms bought per material, months as columns.
- ร้าน/บัญชี/ค่าแรงลูกน้อง_มี.ค.68.md — March wages of her five workers.
- ร้าน/แชท/LINE_เฮียชัย_สยามเมทัล.txt — LINE chat with the smelter's buyer: an April steel load, price haggled.
- ร้าน/แชท/LINE_นิติคอนโดเดอะพาร์ค.txt — LINE chat with the condo manager that led from the draft to the final quote.
- ร้าน/แผนงานปี2569.pptx — slides: the plan for next year (2569).
- ร้าน/บันทึกรถกระบะ.md — the pickup truck's service log.
- Invoices/baler_invoice_ThaiHydraulic.pdf — tax invoice for the hydraulic baler bought in February 2025.
- Invoices/PEA_bill_shop_Mar2025.pdf — the yard's electricity bill for March 2025.
- Invoices/scale_calibration_receipt_2025.pdf — receipt for calibrating the truck scale.
- Email/email_โรงกระดาษ_ปรับราคา.txt — an email from the paper mill announcing lower cardboard prices from 1 May.
- บ้าน/ลูก/tuition_invoice_term1_2025.pdf — Phum's school fee invoice, semester 1/2025 (English).
- บ้าน/ลูก/จดหมายค่ายลูกเสือ_ป5.docx — the school's letter about the Prathom 5 scout camp (Thai).
- บ้าน/ลูก/ค่าชุดนักเรียน_หนังสือ.txt — what the uniforms and books for the new term cost.
- บ้าน/รายจ่ายบ้าน_2568.xlsx — household spending, a sheet per month.
- บ้าน/LINE_พี่ศักดิ์.txt — LINE chat with her husband (the truck's brake repair, whose cost changes, and home errands).
- Insurance/life_insurance_renewal_2025.pdf — her life policy's premium due notice (English).
- Insurance/truck_insurance_2024.pdf — last year's motor policy schedule for the pickup (English, Srinakorn Insurance).
- Insurance/ประกันรถกระบะ_2568.docx — this year's motor policy from the same insurer (Thai, ศรีนคร ประกันภัย).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_TH = "ร้านวันเพ็ญค้าของเก่า (นางวันเพ็ญ ศรีสุข) 88 หมู่ 4 ต.หนองระเวียง อ.เมือง จ.นครราชสีมา 30000 โทร 081-725-4490"

# --- price lists -------------------------------------------------------------------------------------------------
MILL_2025 = [
    "KORAT PAPER MILL CO., LTD.\n199 Moo 7, Mittraphap Road, Sikhio, Nakhon Ratchasima 30140\n"
    "Tel. 044-123-456  Purchasing Dept.\n\n"
    "SCRAP PAPER PURCHASE PRICE LIST 2025\nEffective 1 January 2025 until further notice\n"
    "Prices in THB per kg, delivered and weighed at the mill\n\n"
    "Grade                                   Price (THB/kg)\n"
    "OCC grade A (brown cardboard, clean, dry)      3.80\n"
    "OCC grade B (mixed cardboard)                  3.20\n"
    "White paper, printed black & white             7.20\n"
    "White paper, colour printed                    5.50\n"
    "Newspaper (ONP)                                4.60\n"
    "Mixed paper / magazines                        2.10\n"
    "Paper cores and tubes                          1.40",
    "CONDITIONS\n"
    "1. Moisture above 12%: 5% weight deduction.\n"
    "2. Plastic, wax-coated or wet paper is rejected at the gate.\n"
    "3. Minimum delivery: 3 tons per truck.\n"
    "4. Payment by bank transfer within 7 days after weighing.\n"
    "5. Receiving hours: Monday - Saturday 08:00 - 17:00.\n\n"
    "Contact: Ms. Siriporn Kaewmanee, Purchasing Officer, purchasing@koratpapermill.co.th",
]
MILL_2567_TOP = [
    "บริษัท โคราชเปเปอร์มิลล์ จำกัด",
    "199 หมู่ 7 ถนนมิตรภาพ อ.สีคิ้ว จ.นครราชสีมา 30140 โทร 044-123-456",
    "ประกาศราคารับซื้อเศษกระดาษ ประจำปี 2567",
    "มีผลตั้งแต่วันที่ 1 มกราคม 2567 จนกว่าจะมีประกาศเปลี่ยนแปลง (ราคาส่งถึงโรงงาน ชั่งที่โรงงาน)",
]
MILL_2567_TABLE = [
    ("ประเภท", "รายละเอียด", "ราคา (บาท/กก.)"),
    ("ลังน้ำตาล เกรด A", "กล่องกระดาษลูกฟูก สะอาด แห้ง", "3.40"),
    ("ลังน้ำตาล เกรด B", "ลังปน ลังเปื้อนเล็กน้อย", "2.90"),
    ("กระดาษขาวดำ", "กระดาษพิมพ์ขาวดำ เอกสารสำนักงาน", "6.80"),
    ("กระดาษขาวสี", "กระดาษขาวพิมพ์สี", "5.00"),
    ("หนังสือพิมพ์", "หนังสือพิมพ์เก่า มัดเป็นตั้ง", "4.20"),
    ("กระดาษรวม/นิตยสาร", "กระดาษปน สมุด นิตยสาร", "1.80"),
    ("แกนกระดาษ", "แกนม้วน แกนทิชชู่", "1.20"),
]
MILL_2567_BOTTOM = [
    "เงื่อนไข: ความชื้นเกิน 12% หักน้ำหนัก 5% / ส่งขั้นต่ำ 3 ตันต่อเที่ยว / โอนเงินภายใน 7 วันหลังชั่ง",
    "ติดต่อ คุณศิริพร แก้วมณี ฝ่ายจัดซื้อ",
]
SHOP_BOARD = """ราคารับซื้อหน้าร้าน วันเพ็ญค้าของเก่า — เม.ย. 68
(ราคาต่อกิโล เปลี่ยนแปลงได้ทุกวัน โทรถามก่อนได้ 081-725-4490)

กระดาษ
- ลังกระดาษ 2.80
- กระดาษขาวดำ 5.50
- หนังสือพิมพ์ 3.50
- กระดาษรวม/สมุด 1.20

พลาสติก
- ขวด PET ใส 8.00
- ขวด PET สี 4.00
- พลาสติกรวม (กะละมัง ถัง) 5.00

โลหะ
- กระป๋องอลูมิเนียม 43
- ทองแดงปอกสวย 290
- ทองเหลือง 180
- สแตนเลส 35
- เหล็กหนา 8.00
- เหล็กบาง/สังกะสี 6.00
- แบตเตอรี่รถยนต์ 22

ขวดแก้ว (ขวดเบียร์ ขวดเหล้า) กิโลละ 0.80
"""

# --- quotes ------------------------------------------------------------------------------------------------------
QUOTE_HEAD = ("รายการ", "ปริมาณประมาณต่อเดือน", "ราคารับซื้อ (บาท/กก.)", "มูลค่าประมาณ (บาท)")


def _quote_rows(items: list[tuple[str, int, float]]) -> tuple[list[tuple[str, ...]], int]:
    rows, total = [QUOTE_HEAD], 0
    for name, kg, price in items:
        value = round(kg * price)
        total += value
        rows.append((name, f"{kg:,} กก.", f"{price:.2f}", f"{value:,}"))
    return rows, total


CONDO_DRAFT_ITEMS = [("ลังกระดาษ", 600, 3.00), ("ขวด PET ใส", 150, 8.50), ("กระป๋องอลูมิเนียม", 40, 42.00),
                     ("กระดาษรวม", 300, 1.50), ("ขวดแก้ว", 500, 1.00)]
CONDO_FINAL_ITEMS = [("ลังกระดาษ", 600, 3.20), ("ขวด PET ใส", 150, 9.00), ("กระป๋องอลูมิเนียม", 40, 45.00),
                     ("กระดาษรวม", 300, 1.50), ("ขวดแก้ว", 500, 1.00)]
VILLAGE_ITEMS = [("ลังกระดาษ", 800, 3.00), ("ขวด PET ใส", 200, 8.50), ("กระป๋องอลูมิเนียม", 60, 44.00),
                 ("กระดาษรวม", 400, 1.50), ("เศษเหล็ก/โลหะรวม", 100, 7.00)]


def _condo_quote(path: Path, items, draft: bool) -> None:
    rows, total = _quote_rows(items)
    top = [
        "ใบเสนอราคา (ร่าง)" if draft else "ใบเสนอราคา",
        SHOP_TH,
        "เลขที่ QT68-011" + (" (ร่าง ยังไม่ส่ง)" if draft else ""),
        "วันที่ 3 มีนาคม 2568" if draft else "วันที่ 10 มีนาคม 2568",
        "เรียน คุณอรุณี ผู้จัดการนิติบุคคลอาคารชุด เดอะพาร์ค โคราช",
        "เรื่อง เสนอราคารับซื้อวัสดุรีไซเคิลจากห้องพักขยะของอาคาร",
        "ทางร้านขอเสนอราคารับซื้อ ดังนี้",
    ]
    bottom = [
        f"รวมมูลค่าประมาณการต่อเดือน {total:,} บาท",
        "การเข้ารับ: " + ("ทุกวันเสาร์ เวลา 9.00-11.00 น." if draft else "ทุกวันพุธและวันเสาร์ เวลา 9.00-11.00 น."),
        "ชั่งน้ำหนักด้วยตาชั่งดิจิทัลต่อหน้าเจ้าหน้าที่นิติฯ ชำระเงินสดหรือโอนทุกสิ้นเดือน",
        "ยืนราคา 90 วัน นับจากวันที่เสนอ ราคาอาจปรับตามตลาดโดยแจ้งล่วงหน้า 15 วัน",
        "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
    ]
    write_docx(path, top, table=rows, bottom=bottom)


def _village_quote(path: Path) -> None:
    rows, total = _quote_rows(VILLAGE_ITEMS)
    top = [
        "ใบเสนอราคา",
        SHOP_TH,
        "เลขที่ QT68-015  วันที่ 18 มีนาคม 2568",
        "เรียน คุณประเสริฐ วงศ์ใหญ่ ประธานคณะกรรมการนิติบุคคลหมู่บ้านจัดสรร สวนทองวิลล์",
        "เรื่อง เสนอราคารับซื้อขยะรีไซเคิลของหมู่บ้าน (จุดรวมขยะหน้าสโมสร)",
    ]
    bottom = [
        f"รวมมูลค่าประมาณการต่อเดือน {total:,} บาท",
        "การเข้ารับ: ทุกวันอาทิตย์ เวลา 8.00-10.00 น.",
        "ร้านนำเงินรายได้เข้ากองทุนหมู่บ้านโดยโอนเข้าบัญชีนิติบุคคลทุกวันที่ 5 ของเดือน",
        "ยืนราคา 60 วัน นับจากวันที่เสนอ",
        "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
    ]
    write_docx(path, top, table=rows, bottom=bottom)


THAIPACK_TOP = [
    "ใบเสนอราคา",
    SHOP_TH,
    "เลขที่ QT68-020  วันที่ 2 เมษายน 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท ไทยแพ็ค บรรจุภัณฑ์ จำกัด (คุณวีระพงษ์) นิคมอุตสาหกรรมสุรนารี",
    "เรื่อง เสนอราคารับซื้อเศษวัสดุจากสายการผลิต",
]
THAIPACK_TABLE = [
    ("รายการ", "ปริมาณประมาณ", "ราคารับซื้อ (บาท/กก.)"),
    ("เศษกระดาษลูกฟูก (ตัดขอบ)", "20 ตัน/เดือน", "3.30"),
    ("แกนกระดาษ", "1.5 ตัน/เดือน", "1.00"),
    ("ฟิล์มยืดพลาสติก PE ใส", "800 กก./เดือน", "6.00"),
    ("สายรัด PP", "300 กก./เดือน", "2.50"),
]
THAIPACK_BOTTOM = [
    "ร้านจัดรถ 6 ล้อเข้ารับที่โรงงานสัปดาห์ละ 2 เที่ยว ชั่งที่ตาชั่งรถของโรงงาน",
    "ชำระเงินโดยโอนภายใน 3 วันทำการหลังชั่ง",
    "ราคานี้ยืนถึงวันที่ 30 มิถุนายน 2568",
    "ลงชื่อ วันเพ็ญ ศรีสุข",
]

# --- contracts ---------------------------------------------------------------------------------------------------
LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ อ.เมือง จ.นครราชสีมา วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายบุญมี ทองดี  ผู้เช่า: นางวันเพ็ญ ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45821 ต.หนองระเวียง อ.เมือง จ.นครราชสีมา "
    "เนื้อที่ 1 ไร่ 2 งาน เพื่อใช้เป็นลานรับซื้อและคัดแยกของเก่า",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 15,000 บาท (หนึ่งหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 45,000 บาท ผู้ให้เช่าจะคืนเมื่อสิ้นสุดสัญญาหลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าต้องไม่เผาขยะหรือเศษวัสดุในที่ดิน และต้องดูแลไม่ให้น้ำเสียไหลลงที่ดินข้างเคียง",
    "ข้อ 6. ภาษีที่ดินและสิ่งปลูกสร้างผู้ให้เช่าเป็นผู้ชำระ",
    "ข้อ 7. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด",
    "ลงชื่อ บุญมี ทองดี ผู้ให้เช่า / ลงชื่อ วันเพ็ญ ศรีสุข ผู้เช่า / พยาน สมศักดิ์ ศรีสุข",
]
SIAM_METAL = [
    ("SCRAP STEEL SUPPLY AGREEMENT 2025",
     "This agreement is made on 27 December 2024 between Siam Metal Recycling Co., Ltd., 55/2 Moo 3, "
     "Suranaree Industrial Zone, Nakhon Ratchasima (the Buyer), and Wanphen Recycle, owned by "
     "Mrs. Wanphen Srisuk, 88 Moo 4, Nong Rawiang, Mueang, Nakhon Ratchasima (the Seller)."),
    ("1. Term", "From 1 January 2025 to 31 December 2025."),
    ("2. Quantity", "The Seller will supply at least 20 tons of scrap steel per month."),
    ("3. Price",
     "Base price: heavy melting scrap (HMS) 9.20 THB/kg, light scrap 7.80 THB/kg.\n"
     "The Buyer may adjust the price weekly in line with the market and will inform the Seller by LINE or phone."),
    ("4. Delivery",
     "The Buyer sends its own truck for loads of 10 tons or more. Weight is taken on the Buyer's certified scale."),
    ("5. Payment", "Bank transfer within 15 days after weighing."),
    ("6. Quality",
     "Scrap must be free of sealed containers, gas cylinders and explosive items. Rejected items are returned "
     "at the Seller's cost."),
    ("Signatures",
     "Mr. Chaiwat Tangsakul, Purchasing Manager, for the Buyer\nMrs. Wanphen Srisuk, for the Seller"),
]

# --- books -------------------------------------------------------------------------------------------------------
SALES_HEAD = ["เดือน (Month)", "กระดาษ (Paper)", "พลาสติก (Plastic)", "โลหะ (Metal)", "รวม (Total)"]
EXP_HEAD = ["เดือน (Month)", "ค่าเช่าที่ (Land rent)", "ค่าแรง (Wages)", "ค่าน้ำมัน (Fuel)", "ค่าไฟ (Electricity)",
            "อื่นๆ (Other)", "รวม (Total)"]
SALES_2568 = [("ม.ค. 68 (Jan)", 148500, 62300, 285400), ("ก.พ. 68 (Feb)", 139200, 58900, 301750),
              ("มี.ค. 68 (Mar)", 152800, 66450, 318900), ("เม.ย. 68 (Apr)", 131600, 61200, 296300)]
EXP_2568 = [("ม.ค. 68 (Jan)", 15000, 54000, 18600, 4120.35, 6350), ("ก.พ. 68 (Feb)", 15000, 54000, 17200, 3980.90, 5100),
            ("มี.ค. 68 (Mar)", 15000, 56500, 19850, 4385.60, 7240), ("เม.ย. 68 (Apr)", 15000, 55200, 18900, 4712.15, 6080)]
MONTHS_67 = ["ม.ค. 67 (Jan)", "ก.พ. 67 (Feb)", "มี.ค. 67 (Mar)", "เม.ย. 67 (Apr)", "พ.ค. 67 (May)", "มิ.ย. 67 (Jun)",
             "ก.ค. 67 (Jul)", "ส.ค. 67 (Aug)", "ก.ย. 67 (Sep)", "ต.ค. 67 (Oct)", "พ.ย. 67 (Nov)", "ธ.ค. 67 (Dec)"]
SALES_2567 = [(m, p, pl, mt) for m, (p, pl, mt) in zip(MONTHS_67, [
    (121400, 48200, 240300), (118900, 50100, 251600), (130250, 52800, 262400), (112600, 47900, 238100),
    (109800, 45300, 229700), (104500, 44800, 221900), (111200, 46700, 233500), (117300, 49900, 246800),
    (119600, 51200, 252300), (126800, 53600, 268400), (133500, 56100, 275200), (141900, 59800, 289600)])]
EXP_2567 = [(m, 15000, w, f, e, o) for m, (w, f, e, o) in zip(MONTHS_67, [
    (48000, 16200, 3650.20, 5200), (48000, 15800, 3710.55, 4800), (49500, 17100, 4020.10, 6100),
    (48000, 15900, 4390.75, 5300), (48000, 15400, 4280.00, 4900), (48000, 14900, 3905.40, 5600),
    (50500, 16300, 3820.65, 5150), (50500, 16800, 3760.30, 4700), (50500, 17000, 3690.85, 5350),
    (52000, 17600, 3810.45, 6200), (52000, 18100, 3870.90, 5900), (54000, 18900, 3950.25, 8300)])]
KG_HEAD = ["ประเภท (Material)", "ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "รวม (Total)"]
KG_2568 = [
    ("ลังกระดาษ (Cardboard)", 38500, 36200, 40100, 34800),
    ("กระดาษขาวดำ (White paper)", 6200, 5850, 6600, 5400),
    ("หนังสือพิมพ์ (Newspaper)", 3100, 2950, 3240, 2800),
    ("กระดาษรวม (Mixed paper)", 9400, 8800, 9950, 8600),
    ("ขวด PET (PET bottles)", 5400, 5120, 5980, 6350),
    ("พลาสติกรวม (Mixed plastic)", 2700, 2480, 2910, 2650),
    ("กระป๋องอลูมิเนียม (Aluminium cans)", 820, 765, 910, 840),
    ("ทองแดง (Copper)", 312, 287, 345, 298),
    ("ทองเหลือง (Brass)", 154, 139, 171, 148),
    ("เหล็ก (Steel)", 27400, 29100, 31800, 30500),
]


def _sales_book(path: Path, sales, expenses, year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ปี {year} (Monthly sales, THB) — วันเพ็ญค้าของเก่า"])
    sheet.append(SALES_HEAD)
    for month, paper, plastic, metal in sales:
        sheet.append([month, paper, plastic, metal, paper + plastic + metal])
    sheet.append(["รวม (Total)"] + [sum(r[i] for r in sales) for i in (1, 2, 3)] + [sum(sum(r[1:]) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    exp = book.create_sheet("ค่าใช้จ่าย Expenses")
    exp.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses, THB)"])
    exp.append(EXP_HEAD)
    for row in expenses:
        exp.append(list(row) + [round(sum(row[1:]), 2)])
    exp.append(["รวม (Total)"] + [round(sum(r[i] for r in expenses), 2) for i in range(1, 6)]
               + [round(sum(sum(r[1:]) for r in expenses), 2)])
    for column in range(2, 8):
        money_format(exp, column)
    book.save(path)


def _kg_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "น้ำหนักรับซื้อ (kg)"
    sheet.append(["น้ำหนักที่รับซื้อเข้าร้าน ปี 2568 หน่วย กิโลกรัม (Weight bought in, kg)"])
    sheet.append(KG_HEAD)
    for name, *months in KG_2568:
        sheet.append([name] + months + [sum(months)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


HOME_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_2568 = {
    "ม.ค.68": [("กับข้าว ของใช้ในบ้าน", 12400, "ตลาดเซฟวัน + แม็คโคร"), ("ค่าไฟบ้าน", 2310.45, "PEA"),
               ("ค่าน้ำประปา", 285, ""), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1198, "2 เบอร์ + fiber"),
               ("ผ่อนบ้าน", 9800, "ธอส."), ("ให้แม่", 3000, ""), ("ค่าขนมลูก", 2400, "ภูมิ+แพรว")],
    "ก.พ.68": [("กับข้าว ของใช้ในบ้าน", 11850, ""), ("ค่าไฟบ้าน", 2195.80, "PEA"), ("ค่าน้ำประปา", 270, ""),
               ("ค่าโทรศัพท์ + เน็ตบ้าน", 1198, ""), ("ผ่อนบ้าน", 9800, "ธอส."), ("ให้แม่", 3000, ""),
               ("ค่าขนมลูก", 2400, ""), ("วันเกิดแพรว", 1650, "เค้ก + ของขวัญ")],
    "มี.ค.68": [("กับข้าว ของใช้ในบ้าน", 12980, ""), ("ค่าไฟบ้าน", 2870.10, "แอร์เปิดบ่อย"), ("ค่าน้ำประปา", 310, ""),
                ("ค่าโทรศัพท์ + เน็ตบ้าน", 1198, ""), ("ผ่อนบ้าน", 9800, "ธอส."), ("ให้แม่", 6000, "รวมค่ายาแม่"),
                ("ค่าขนมลูก", 2400, ""), ("ล้างแอร์ 2 เครื่อง", 1200, "")],
}


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOME_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


WAGES = """# ค่าแรงลูกน้อง มี.ค. 68

| ชื่อ | งาน | คิดแบบ | จำนวนเงิน |
|---|---|---|---|
| เอก | คัดแยก มัดก้อน | วันละ 400 x 26 วัน | 10,400 |
| ดำ | ขับรถ 6 ล้อ/กระบะ | เหมาเดือน | 13,500 |
| น้อย | ชั่ง + เก็บเงินหน้าร้าน | เหมาเดือน | 12,000 |
| จ่อ | คัดแยก | วันละ 400 x 26 วัน | 10,400 |
| หม่อง | คัดแยก | วันละ 400 x 25 วัน | 10,000 |

- OT ขนของให้โรงงานไทยแพ็ควันเสาร์ 29 มี.ค. ให้ดำ 200
- รวมจ่ายเดือนนี้ 56,500 บาท (จ่ายวันที่ 31 มี.ค.)
- หม่องเบิกล่วงหน้าไปแล้ว 1,000 หักแล้วในยอดโอน
"""
TRUCK_LOG = """# บันทึกรถกระบะ อีซูซุ ดีแม็กซ์ ทะเบียน บฒ-4521 นครราชสีมา

- 12 ม.ค. 68 เปลี่ยนน้ำมันเครื่อง + กรอง 1,850 บาท ไมล์ 182,400
- 3 ก.พ. 68 เปลี่ยนยาง 4 เส้น ร้านยางโชคดี 11,600 บาท
- 20 มี.ค. 68 ต่อภาษี + พ.ร.บ. 2,245 บาท
- ครั้งหน้าเปลี่ยนน้ำมันเครื่องที่ไมล์ 192,400
"""

# --- chats and email ---------------------------------------------------------------------------------------------
CHAT_SIAM = """[08/04/2568 09:12] เฮียชัย สยามเมทัล: เจ๊เพ็ญ อาทิตย์นี้มีเหล็กส่งมั้ย
[08/04/2568 09:20] วันเพ็ญ: มีค่ะเฮีย เหล็กหนาประมาณ 12 ตัน เหล็กบางอีก 3 ตัน
[08/04/2568 09:25] เฮียชัย สยามเมทัล: ตามสัญญาหนา 9.20 บาง 7.80 นะ แต่อาทิตย์นี้ตลาดลง หนาให้ได้ 8.90
[08/04/2568 09:31] วันเพ็ญ: โห เฮีย ลดเยอะไป ขอ 9.00 ได้มั้ย ส่งประจำนะ
[08/04/2568 10:02] เฮียชัย สยามเมทัล: โอเค หนา 9.00 ให้ บางเท่าเดิม 7.80 ส่งรถไปรับวันพฤหัส 10/4
[08/04/2568 10:03] วันเพ็ญ: ขอบคุณค่ะเฮีย
[10/04/2568 15:40] เฮียชัย สยามเมทัล: ชั่งแล้วนะ เหล็กหนา 11,460 กก. เหล็กบาง 3,280 กก.
[10/04/2568 15:42] เฮียชัย สยามเมทัล: หนา 11,460 x 9.00 = 103,140 บาท / บาง 3,280 x 7.80 = 25,584 บาท รวม 128,724 บาท
[10/04/2568 15:45] วันเพ็ญ: หักสิ่งเจือปนมั้ยคะรอบนี้
[10/04/2568 15:50] เฮียชัย สยามเมทัล: รอบนี้ไม่หัก ของสะอาด โอนให้วันเสาร์ 12/4
[12/04/2568 11:03] เฮียชัย สยามเมทัล: โอนแล้วนะ 128,724 บาท เข้ากสิกร
[12/04/2568 11:10] วันเพ็ญ: ได้รับแล้วค่ะ 🙏
"""
CHAT_CONDO = """[03/03/2568 16:10] วันเพ็ญ: สวัสดีค่ะคุณอรุณี ส่งร่างใบเสนอราคาให้ดูก่อนนะคะ ลัง 3.00 ขวดใส 8.50 กระป๋อง 42 ค่ะ
[04/03/2568 10:25] อรุณี นิติเดอะพาร์ค: ได้รับแล้วค่ะ มีอีกร้านเสนอขวดใส 9 บาท กระป๋อง 45 ค่ะ แล้วอยากให้มารับอาทิตย์ละ 2 รอบ ห้องขยะเต็มเร็ว
[04/03/2568 10:40] วันเพ็ญ: ได้ค่ะ ขวดใส 9.00 กระป๋อง 45.00 ลังขยับเป็น 3.20 ให้ด้วยค่ะ มารับวันพุธกับวันเสาร์
[04/03/2568 10:41] อรุณี นิติเดอะพาร์ค: โอเคค่ะ ทำตัวจริงมาเลย จะเข้าที่ประชุมกรรมการ
[10/03/2568 09:15] วันเพ็ญ: ส่งใบเสนอราคาตัวจริงทางอีเมลแล้วนะคะ เลขที่ QT68-011
[10/03/2568 13:02] อรุณี นิติเดอะพาร์ค: กรรมการอนุมัติแล้วค่ะ เริ่ม 1 เม.ย. 68 เลยนะคะ
[10/03/2568 13:05] วันเพ็ญ: ขอบคุณมากค่ะ 🙏
"""
CHAT_HUSBAND = """[15/04/2568 07:50] วันเพ็ญ: พี่ อย่าลืมไปรับแพรวตอน 4 โมงนะ วันนี้เค้าเลิกเร็ว
[15/04/2568 08:40] พี่ศักดิ์: ได้ๆ รถกระบะเบรกมีเสียง เดี๋ยวเอาเข้าอู่ช่างเปี๊ยกก่อนนะ
[15/04/2568 11:05] พี่ศักดิ์: ช่างเปี๊ยกบอกต้องเปลี่ยนผ้าเบรก จานเบรกหน้า ลูกหมาก ประมาณ 12,500
[15/04/2568 11:07] วันเพ็ญ: แพงจัง ลองต่อดูสิ
[15/04/2568 14:30] พี่ศักดิ์: ต่อแล้ว ไม่เปลี่ยนจานเบรก เจียร์เอา เหลือ 8,900
[15/04/2568 14:32] วันเพ็ญ: โอเค
[16/04/2568 17:20] พี่ศักดิ์: รถเสร็จแล้ว จ่ายไป 9,350 เพราะเปลี่ยนน้ำมันเบรกเพิ่มอีก 450
[16/04/2568 17:22] วันเพ็ญ: โอเค เดี๋ยวโอนคืนให้นะ
[16/04/2568 19:05] พี่ศักดิ์: แม่โทรมาบอกยาหมด พรุ่งนี้พาไปหาหมอนะ
[16/04/2568 19:06] วันเพ็ญ: ได้ เอาเงินไป 3,000 ก่อน
"""
MILL_EMAIL = """From: Siriporn Kaewmanee <purchasing@koratpapermill.co.th>
To: wanphen.recycle@gmail.com
Date: Tue, 22 Apr 2025 10:15 +0700
Subject: แจ้งปรับราคารับซื้อเศษกระดาษ มีผล 1 พ.ค. 2568

เรียน คุณวันเพ็ญ ศรีสุข (ร้านวันเพ็ญค้าของเก่า)

เนื่องจากราคาเยื่อกระดาษในตลาดโลกปรับตัวลดลงต่อเนื่อง บริษัท โคราชเปเปอร์มิลล์ จำกัด ขอแจ้งปรับราคารับซื้อ
เศษกระดาษ มีผลตั้งแต่วันที่ 1 พฤษภาคม 2568 เป็นต้นไป ดังนี้

- ลังน้ำตาล เกรด A จาก 3.80 เป็น 3.50 บาท/กก.
- ลังน้ำตาล เกรด B จาก 3.20 เป็น 2.90 บาท/กก.
- กระดาษขาวดำ และหนังสือพิมพ์ ราคาคงเดิม

นอกจากนี้ ขั้นต่ำการส่งต่อเที่ยวจะเพิ่มจาก 3 ตัน เป็น 5 ตัน เพื่อลดความแออัดที่ตาชั่ง
รถที่เข้ารับชั่งได้ตั้งแต่ 08:00 ถึง 16:00 น. วันจันทร์ถึงวันเสาร์

ขออภัยในความไม่สะดวก และขอบคุณที่ส่งสินค้าให้บริษัทเสมอมา

ศิริพร แก้วมณี
ฝ่ายจัดซื้อ บริษัท โคราชเปเปอร์มิลล์ จำกัด
โทร 044-123-456 ต่อ 210
"""

# --- slides ------------------------------------------------------------------------------------------------------
PLAN_SLIDES = [
    ("แผนธุรกิจ ปี 2569 — วันเพ็ญค้าของเก่า", "Wanphen Recycle plan for 2026\nเตรียมโดย วันเพ็ญ & สมศักดิ์"),
    ("เป้าหมายยอดขาย (Sales target)",
     "ยอดขายปี 2569 เป้า 7,200,000 บาท (ปี 2568 คาดว่าจะปิดที่ 6,100,000 บาท)\nกำไรสุทธิเป้า 1,150,000 บาท"),
    ("ลงทุน (Investment)",
     "ซื้อรถ 6 ล้อมือสอง งบ 850,000 บาท\nเทพื้นคอนกรีตลานเพิ่ม 400 ตร.ม. งบ 320,000 บาท"),
    ("ลูกค้าใหม่ (New sources)",
     "ทำสัญญารับซื้อกับนิติคอนโด/หมู่บ้านเพิ่มอีก 6 แห่ง\nเริ่มรับซื้อเศษอิเล็กทรอนิกส์ (e-waste) และแผงโซลาร์เก่า"),
    ("คน (Staff)", "จ้างคนคัดแยกเพิ่ม 2 คน\nส่งน้อยไปอบรมโปรแกรมบัญชี"),
    ("ความเสี่ยง (Risks)",
     "ราคาเศษกระดาษผันผวน โรงกระดาษลดราคาลังกลางปี 2568\nคู่แข่งเปิดร้านใหม่แถวจอหอ"),
]

# --- invoices, bills, letters (PDF, ASCII) -----------------------------------------------------------------------
BALER_INVOICE = [
    "THAI HYDRAULIC MACHINERY CO., LTD.\n1288 Sukhumvit Road, Samut Prakan 10270  Tax ID 0115551234567\n\n"
    "TAX INVOICE / RECEIPT\nNo. THM-2568/0147        Date: 20 February 2025\n\n"
    "Customer: Wanphen Recycle (Mrs. Wanphen Srisuk)\n88 Moo 4, Nong Rawiang, Mueang, Nakhon Ratchasima 30000\n\n"
    "Item                                              Qty   Amount (THB)\n"
    "Vertical hydraulic baler VB-30 (30-ton press)      1      185,000.00\n"
    "Delivery, installation and operator training       1        5,000.00\n"
    "Subtotal                                                  190,000.00\n"
    "VAT 7%                                                     13,300.00\n"
    "TOTAL                                                     203,300.00\n\n"
    "Deposit paid 5 February 2025: 60,000.00\nBalance paid 20 February 2025: 143,300.00\n"
    "Warranty: 1 year on hydraulic pump and cylinder.",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nNakhon Ratchasima Branch\n\nELECTRICITY BILL - March 2025\n"
    "Customer: Mrs. Wanphen Srisuk (Wanphen Recycle)\nAddress: 88 Moo 4, Nong Rawiang, Mueang, Nakhon Ratchasima\n"
    "Account no. 020012345678   Meter no. 7731904\nReading period: 28 Feb 2025 - 28 Mar 2025",
    "Units used: 892 kWh\nEnergy charge: 3,710.30 THB\nFt charge: 350.17 THB\nService charge: 38.22 THB\n"
    "Subtotal: 4,098.69 THB\nVAT 7%: 286.91 THB\nAmount due: 4,385.60 THB\nDue date: 10 April 2025\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
SCALE_RECEIPT = [
    "KORAT SCALE SERVICE LTD., PART.\n41 Chang Phueak Road, Mueang, Nakhon Ratchasima\n\n"
    "RECEIPT No. KSS-0392      Date: 15 January 2025\nCustomer: Wanphen Recycle\n\n"
    "Calibration of 40-ton truck scale, with certificate    6,000.00\n"
    "Calibration of 2 platform scales (500 kg)               2,000.00\n"
    "Subtotal 8,000.00   VAT 7% 560.00   Total 8,560.00 THB\n"
    "Next calibration due: January 2026",
]
TUITION = [
    "KORAT BILINGUAL SCHOOL\n333 Suranarai Road, Mueang, Nakhon Ratchasima\n\n"
    "TUITION FEE INVOICE - Academic Year 2025, Semester 1\nInvoice No. KBS-25-1-0456     Date: 1 April 2025\n"
    "Student: Master Phum Srisuk   Grade 5 (Prathom 5/2)   Student ID 61034\nParent: Mrs. Wanphen Srisuk\n\n"
    "Tuition fee                        22,500.00\n"
    "English program fee                 3,500.00\n"
    "Computer and science lab            1,200.00\n"
    "Lunch and snacks (semester)         4,800.00\n"
    "Student accident insurance            350.00\n"
    "TOTAL DUE                          32,350.00 THB\n\n"
    "Please pay by 15 May 2025 at Bangkok Bank, account 402-3-55678-9, or at the school finance office.\n"
    "A late fee of 50 THB per day applies after the due date.",
]
LIFE_LETTER = [
    "SIAM SURE LIFE ASSURANCE PCL\n\n25 March 2025\n\nMrs. Wanphen Srisuk\n88 Moo 4, Nong Rawiang, Mueang, "
    "Nakhon Ratchasima 30000\n\nRe: Premium due notice - Policy No. SSL-4471209\n\n"
    "Dear Mrs. Srisuk,\nThank you for keeping your policy with us. Your annual premium is due as follows.\n\n"
    "Plan: Sure Saving 20/10 (endowment), policy year 6 of 20\nSum assured: 1,000,000 THB\n"
    "Basic premium: 38,750.00 THB\nHealth rider (IPD room 3,000 THB per night): 9,850.00 THB\n"
    "Total annual premium: 48,600.00 THB\nDue date: 30 April 2025\n"
    "Grace period: 31 days, until 31 May 2025",
    "Beneficiary: Mr. Somsak Srisuk (spouse)\n"
    "Premiums for life insurance are tax deductible up to 100,000 THB per year; the health rider up to 25,000 THB.\n"
    "Pay by bank transfer, credit card or counter service using the barcode enclosed.\n\n"
    "Yours sincerely,\nCustomer Service Department\nSiam Sure Life Assurance PCL  Tel. 1728",
]
TRUCK_2024 = [
    "SRINAKORN INSURANCE PCL\nMOTOR INSURANCE POLICY SCHEDULE\n\nPolicy No. SNI-M-24-0088731\n"
    "Insured: Mrs. Wanphen Srisuk\nPeriod of insurance: 1 June 2024 to 1 June 2025\n"
    "Vehicle: Isuzu D-Max Spark 1.9, pickup, plate BT-4521 Nakhon Ratchasima\n\n"
    "Cover: Type 1 (own damage, fire and theft, third party)\nSum insured: 520,000 THB\n"
    "Deductible (excess): 1,000 THB per claim\nTotal premium incl. stamp duty and VAT: 17,890.00 THB\n"
    "Garage: dealer garage\nClaims hotline: 1596",
]
TRUCK_2568 = [
    "บริษัท ศรีนคร ประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันภัยรถยนต์ เลขที่ SNI-M-25-0102245",
    "ผู้เอาประกัน: นางวันเพ็ญ ศรีสุข",
    "ระยะเวลาประกันภัย: 1 มิถุนายน 2568 ถึง 1 มิถุนายน 2569",
    "รถยนต์: อีซูซุ ดีแม็กซ์ กระบะ ทะเบียน บฒ-4521 นครราชสีมา",
    "ประเภทความคุ้มครอง: ประกันชั้น 1 ซ่อมอู่ในเครือ",
    "ทุนประกัน: 480,000 บาท",
    "ค่าเสียหายส่วนแรก: 3,000 บาท ต่อครั้ง (เนื่องจากมีเคลมฝ่ายผิด 2 ครั้งในปีที่ผ่านมา)",
    "เบี้ยประกันรวมภาษีอากร: 19,240.00 บาท",
    "ชำระแล้วผ่านตัวแทน คุณจิราพร วันที่ 20 พฤษภาคม 2568",
]
CAMP_LETTER = [
    "โรงเรียนโคราชสองภาษา",
    "ที่ รสภ. 125/2568  วันที่ 26 พฤษภาคม 2568",
    "เรื่อง ขออนุญาตผู้ปกครองนำนักเรียนเข้าค่ายลูกเสือ ชั้นประถมศึกษาปีที่ 5",
    "เรียน ผู้ปกครองของ ด.ช.ภูมิ ศรีสุข ชั้น ป.5/2",
    "ด้วยโรงเรียนกำหนดจัดกิจกรรมเข้าค่ายพักแรมลูกเสือสามัญ ระหว่างวันที่ 19–21 มิถุนายน 2568 "
    "ณ ค่ายลูกเสือวชิราวุธ อ.ปากช่อง จ.นครราชสีมา",
    "ค่าใช้จ่ายคนละ 1,850 บาท (ค่าที่พัก อาหาร รถโดยสาร และประกันอุบัติเหตุ) "
    "ขอให้ชำระกับครูประจำชั้นภายในวันที่ 6 มิถุนายน 2568",
    "สิ่งที่ต้องเตรียม: ชุดลูกเสือครบ ผ้าห่ม ยาประจำตัว ไฟฉาย",
    "จึงเรียนมาเพื่อโปรดพิจารณาและส่งใบตอบรับคืนภายในวันที่ 6 มิถุนายน 2568",
    "ครูสุภาพร มีสุข ครูประจำชั้น ป.5/2",
]
UNIFORM = """ของเปิดเทอม 1/2568 น้องภูมิ (ป.5) ซื้อที่ร้านศึกษาภัณฑ์โคราช 10 พ.ค. 68

เสื้อนักเรียน 3 ตัว      540
กางเกงนักเรียน 2 ตัว     420
ชุดลูกเสือ ครบชุด        650
รองเท้านักเรียน           390
หนังสือเรียนชุด ป.5     2,150
กระเป๋านักเรียน           590
รวม                     4,740 บาท

*ชุดลูกเสือปีที่แล้วคับแล้ว ต้องซื้อใหม่
"""

TODO = """- โทรหาเฮียชัยเรื่องราคาเหล็กอาทิตย์หน้า
- จ่ายค่าค่ายลูกเสือน้องภูมิ ก่อน 6 มิ.ย.
- จ่ายเบี้ยประกันชีวิต (ผ่อนผันถึง 31 พ.ค.)
- ตามหมู่บ้านสวนทองเรื่องใบเสนอราคา
- จ่ายค่าเช่าที่ลุงบุญมี วันที่ 5
"""


def write_folder(root: Path) -> Path:
    """Write Wanphen's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้าน"
    for sub in ("ราคา", "ใบเสนอราคา", "สัญญา", "บัญชี", "แชท"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Invoices", "Email", "บ้าน/ลูก", "Insurance"):
        (docs / sub).mkdir(parents=True, exist_ok=True)

    make_pdf(shop / "ราคา" / "KoratPaperMill_pricelist_2025.pdf", MILL_2025)
    write_docx(shop / "ราคา" / "ราคารับซื้อ_โคราชเปเปอร์มิลล์_2567.docx", MILL_2567_TOP, table=MILL_2567_TABLE,
               bottom=MILL_2567_BOTTOM)
    _condo_quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_คอนโดเดอะพาร์ค_ร่าง.docx", CONDO_DRAFT_ITEMS, draft=True)
    _condo_quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_คอนโดเดอะพาร์ค_final.docx", CONDO_FINAL_ITEMS, draft=False)
    _village_quote(shop / "ใบเสนอราคา" / "ใบเสนอราคา_หมู่บ้านสวนทองวิลล์.docx")
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_ไทยแพ็ค.docx", THAIPACK_TOP, table=THAIPACK_TABLE,
               bottom=THAIPACK_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาเช่าที่ดิน_ลานรับซื้อ.docx", LEASE)
    write_docx(shop / "สัญญา" / "Siam_Metal_supply_agreement_2025.docx", [], headings=SIAM_METAL)
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", SALES_2568, EXP_2568, "2568")
    _sales_book(shop / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", SALES_2567, EXP_2567, "2567")
    _kg_book(shop / "บัญชี" / "น้ำหนักรับซื้อรายเดือน_2568.xlsx")
    write_slides(shop / "แผนงานปี2569.pptx", PLAN_SLIDES)
    write_texts(shop, {
        "ราคา/ป้ายราคาหน้าร้าน_เม.ย.68.txt": SHOP_BOARD,
        "บัญชี/ค่าแรงลูกน้อง_มี.ค.68.md": WAGES,
        "แชท/LINE_เฮียชัย_สยามเมทัล.txt": CHAT_SIAM,
        "แชท/LINE_นิติคอนโดเดอะพาร์ค.txt": CHAT_CONDO,
        "บันทึกรถกระบะ.md": TRUCK_LOG,
    })
    make_pdf(docs / "Invoices" / "baler_invoice_ThaiHydraulic.pdf", BALER_INVOICE)
    make_pdf(docs / "Invoices" / "PEA_bill_shop_Mar2025.pdf", PEA_BILL)
    make_pdf(docs / "Invoices" / "scale_calibration_receipt_2025.pdf", SCALE_RECEIPT)
    make_pdf(docs / "บ้าน" / "ลูก" / "tuition_invoice_term1_2025.pdf", TUITION)
    write_docx(docs / "บ้าน" / "ลูก" / "จดหมายค่ายลูกเสือ_ป5.docx", CAMP_LETTER)
    _home_book(docs / "บ้าน" / "รายจ่ายบ้าน_2568.xlsx")
    make_pdf(docs / "Insurance" / "life_insurance_renewal_2025.pdf", LIFE_LETTER)
    make_pdf(docs / "Insurance" / "truck_insurance_2024.pdf", TRUCK_2024)
    write_docx(docs / "Insurance" / "ประกันรถกระบะ_2568.docx", TRUCK_2568)
    write_texts(docs, {
        "Email/email_โรงกระดาษ_ปรับราคา.txt": MILL_EMAIL,
        "บ้าน/ลูก/ค่าชุดนักเรียน_หนังสือ.txt": UNIFORM,
        "บ้าน/LINE_พี่ศักดิ์.txt": CHAT_HUSBAND,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, {"todo.md": TODO})
