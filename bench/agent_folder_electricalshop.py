"""The electricalshop folder: the papers of an electrical-supplies shop and wiring contractor in Udon Thani, written by code.

The owner is นายประเสริฐ ทองคำพันธ์ (ช่างเสริฐ). He runs "ประเสริฐการไฟฟ้า" (Prasert Electric), a shop selling
cable, breakers and lamps at 88/3 ถนนทหาร ต.หมากแข้ง อ.เมือง จ.อุดรธานี, and takes wiring jobs with two
electricians (ช่างต้น, ช่างเอก) and a helper. His wife อรุณี (พี่นี) keeps the books, their daughter มิ้นท์
(ด.ญ.ชลธิชา) is in ม.1, his mother แม่คำปุ่น lives with them. It is November 2568 (2025).

Documents/ร้านไฟฟ้า/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_บ้านคุณสุนทร_ร่าง.docx: draft quote QT-68-118 to wire คุณสุนทร ศรีสุข's new house,
  148,560 (42 sockets, 5 aircon circuits, downlights at 320).
- ใบเสนอราคา/ใบเสนอราคา_บ้านคุณสุนทร_ฉบับส่ง.docx: the quote as sent, other figures, 147,620; deposit 30% 44,286.
- เอกสารร้าน/สัญญาจ้างเหมาช่วง_อาคารพาณิชย์_ทองสุขก่อสร้าง.docx: subcontract with หจก.ทองสุขก่อสร้าง for a
  4-unit shophouse, 486,000 in three instalments (145,800 / 194,400 / 145,800), 5% retention, fine 1,500 a day,
  6 ต.ค. 2568 to 31 ม.ค. 2569.
- เอกสารร้าน/NECB_SME_loan_notice_Oct2025.pdf: English letter from Northeast Commercial Bank: the shop's SME loan
  rate goes from 7.10% to 6.85% from 1 November 2025, instalment 15,600 -> 15,510, outstanding 684,250.00.
- เอกสารร้าน/ประกาศรับสมัครช่างไฟ.txt: a job ad for an electrician.
- Suppliers/MekongElectric_pricelist_2025.pdf: English dealer price list of Mekong Electric Supply Co., Ltd.
- Suppliers/MekongElectric_invoice_ME-25-0933.pdf: its October invoice, 99,938.00 due 8 Nov 2025.
- Suppliers/ใบสั่งซื้อ_แม่โขงอีเลคทริค_PO-68-041.docx: a Thai purchase order to the same firm (บริษัท
  แม่โขงอีเลคทริค ซัพพลาย จำกัด), 98,108.30.
- Suppliers/UdonWire_cable_quotation_Oct2025.pdf: English cable quote from Udon Wire & Cable, 150,977.00.
- Suppliers/ใบเสนอราคาสายไฟ_โชคชัยการไฟฟ้า.docx: a Thai quote for the same cable from หจก.โชคชัยการไฟฟ้า,
  150,591.80.
- Suppliers/email_VoltGuard_price_Dec2025.txt: English email: VoltGuard breaker prices go up from 1 December 2025
  (RCBO 1,650 -> 1,750), old prices for orders confirmed by 28 November.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, three sheets (income by month, expenses by month, receivables).
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/นับสต็อก_ต.ค.68.xlsx: the October stock count, cable (82,780 in all) and devices.
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October wages, 50,450 in all (ช่างต้น 16,250).
- งานรับเหมา/บันทึกหน้างาน_หอพักสุขใจ.md: site notes of a dormitory rewiring, 96,000, last instalment 38,400.
- แชท/แชทไลน์_คุณสุนทร_บ้านใหม่.txt: LINE chat with คุณสุนทร: EV charger added (155,020), then downlights
  removed, settled at 144,000.
- แชท/แชทไลน์_เฮียชัย_โชคชัย.txt: LINE chat with the cable dealer: THW 2.5 cut from 40 to 32 rolls at 1,120.
- นำเสนอโซลาร์_โรงสีเจริญผล.pptx: slides, a 50 kW solar rooftop pitch to a rice mill (1,590,000, payback 4.3 ปี).
- ความรู้_ขนาดสายไฟกับเบรกเกอร์.md: his notes on cable sizes and breakers.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_home_Oct2025.pdf and Bills/IsanFibre_bill_Oct2025.pdf: English bills (2,726.23; 747.93).
- ประกัน/LotusSiam_health_renewal_2025.pdf: English renewal letter for the daughter's health plan, 1,370 -> 1,480
  a month; the household book calls the insurer โลตัสสยามประกันชีวิต.
- ค่าเทอมมิ้นท์/ค่าเทอม_มิ้นท์_เทอม1-2568.docx and ค่าเทอม_มิ้นท์_เทอม2-2568.docx: fee notices (24,950; 24,800).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านทองคำพันธ์.txt: the family's LINE group (fees paid, the New Year hotel changed to 5,200).
- ทริปปีใหม่_หนองคาย.md: the first plan of the New Year trip (two rooms, budget 15,000).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ประเสริฐการไฟฟ้า (Prasert Electric) 88/3 ถนนทหาร ต.หมากแข้ง อ.เมือง จ.อุดรธานี 41000 โทร 042-245-781, 081-760-3394"


def _quote_table(items: list[tuple[str, int, str, int]]) -> tuple[list[tuple[str, ...]], int]:
    """Rows (item, qty, unit, unit price) as a quote table with a total row; returns the rows and the total."""
    rows = [("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")]
    total = 0
    for name, qty, unit, price in items:
        rows.append((name, f"{qty} {unit}", f"{price:,}", f"{qty * price:,}"))
        total += qty * price
    rows.append(("รวมทั้งสิ้น", "", "", f"{total:,}"))
    return rows, total


# ---------------------------------------------------------------- quotes to a customer (draft and sent)
SUNTHORN_DRAFT_ITEMS = [
    ("จุดปลั๊กไฟ (สาย THW 2.5 ร้อยท่อ พร้อมเต้ารับคู่มีกราวด์)", 42, "จุด", 850),
    ("จุดไฟแสงสว่าง (สาย THW 1.5 ร้อยท่อ พร้อมสวิตช์)", 38, "จุด", 750),
    ("ตู้โหลดเซ็นเตอร์ 12 ช่อง เมนเบรกเกอร์ 63A พร้อมกันดูด RCBO", 1, "ชุด", 18900),
    ("สายเมนจากมิเตอร์เข้าตู้ THW 1x25 sq.mm", 1, "งาน", 14600),
    ("วงจรเครื่องปรับอากาศ (สาย 4 sq.mm เบรกเกอร์แยก)", 5, "จุด", 3200),
    ("วงจรเครื่องทำน้ำอุ่น (สาย 4 sq.mm เบรกเกอร์แยก)", 3, "จุด", 2800),
    ("โคมดาวน์ไลท์ LED 6 นิ้ว 12W", 38, "ดวง", 320),
    ("ค่าดำเนินการขอมิเตอร์ 15(45)A กับ กฟภ.", 1, "งาน", 9500),
    ("ระบบสายดิน หลักดิน 2.4 ม.", 1, "ชุด", 4800),
]
SUNTHORN_FINAL_ITEMS = [
    ("จุดปลั๊กไฟ (สาย THW 2.5 ร้อยท่อ พร้อมเต้ารับคู่มีกราวด์)", 46, "จุด", 850),
    ("จุดไฟแสงสว่าง (สาย THW 1.5 ร้อยท่อ พร้อมสวิตช์)", 38, "จุด", 750),
    ("ตู้โหลดเซ็นเตอร์ 12 ช่อง เมนเบรกเกอร์ 63A พร้อมกันดูด RCBO", 1, "ชุด", 18900),
    ("สายเมนจากมิเตอร์เข้าตู้ THW 1x25 sq.mm", 1, "งาน", 14600),
    ("วงจรเครื่องปรับอากาศ (สาย 4 sq.mm เบรกเกอร์แยก)", 4, "จุด", 3200),
    ("วงจรเครื่องทำน้ำอุ่น (สาย 4 sq.mm เบรกเกอร์แยก)", 3, "จุด", 2800),
    ("โคมดาวน์ไลท์ LED 6 นิ้ว 12W", 38, "ดวง", 290),
    ("ค่าดำเนินการขอมิเตอร์ 15(45)A กับ กฟภ.", 1, "งาน", 9500),
    ("ระบบสายดิน หลักดิน 2.4 ม.", 1, "ชุด", 4800),
]
SUNTHORN_DRAFT_TABLE, SUNTHORN_DRAFT_TOTAL = _quote_table(SUNTHORN_DRAFT_ITEMS)
SUNTHORN_FINAL_TABLE, SUNTHORN_FINAL_TOTAL = _quote_table(SUNTHORN_FINAL_ITEMS)
SUNTHORN_DEPOSIT = round(SUNTHORN_FINAL_TOTAL * 0.3)
SUNTHORN_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-118",
    "วันที่ 2 ตุลาคม 2568",
    "เรียน คุณสุนทร ศรีสุข",
    "เรื่อง งานเดินระบบไฟฟ้าบ้านพักอาศัย 2 ชั้น หมู่บ้านพฤกษ์ลดา บ้านเลื่อม เลขที่ 45/9",
]
SUNTHORN_DRAFT_BOTTOM = [
    f"รวมทั้งสิ้น {SUNTHORN_DRAFT_TOTAL:,} บาท (รวมค่าของและค่าแรง)",
    "ร่าง ยังไม่ส่ง ต้องถามคุณสุนทรเรื่องจำนวนแอร์อีกที และขอราคาดาวน์ไลท์จากแม่โขงใหม่",
]
SUNTHORN_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-118",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน คุณสุนทร ศรีสุข",
    "เรื่อง งานเดินระบบไฟฟ้าบ้านพักอาศัย 2 ชั้น หมู่บ้านพฤกษ์ลดา บ้านเลื่อม เลขที่ 45/9",
]
SUNTHORN_FINAL_BOTTOM = [
    f"รวมทั้งสิ้น {SUNTHORN_FINAL_TOTAL:,} บาท (รวมค่าของและค่าแรง)",
    f"เงื่อนไข: มัดจำ 30% = {SUNTHORN_DEPOSIT:,} บาท เมื่อตกลงจ้าง ส่วนที่เหลือแบ่งจ่ายตามความคืบหน้างาน",
    "ระยะเวลาทำงานประมาณ 25 วันทำการ รับประกันงานติดตั้ง 1 ปี ราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ประเสริฐ ทองคำพันธ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- subcontract, bank, job ad
CONTRACT_TOP = [
    "สัญญาจ้างเหมาช่วงงานระบบไฟฟ้า",
    "สัญญาเลขที่ TS-SUB 07/2568  ทำที่ สำนักงาน หจก.ทองสุขก่อสร้าง อ.เมือง จ.อุดรธานี  วันที่ 1 ตุลาคม 2568",
    "ระหว่าง ห้างหุ้นส่วนจำกัด ทองสุขก่อสร้าง โดย นายวีระพงษ์ ทองสุข หุ้นส่วนผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ ร้านประเสริฐการไฟฟ้า โดย นายประเสริฐ ทองคำพันธ์ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างติดตั้งระบบไฟฟ้าอาคารพาณิชย์ 3 ชั้น 4 คูหา ถนนอุดรดุษฎี อ.เมือง จ.อุดรธานี\n"
     "ได้แก่ เดินท่อร้อยสาย เดินสาย ตู้ไฟประจำคูหา เต้ารับ สวิตช์ ตามแบบไฟฟ้าแผ่นที่ E-01 ถึง E-09\n"
     "ไม่รวมโคมไฟและหม้อแปลง (ผู้ว่าจ้างจัดหาเอง)"),
    ("ข้อ 2 ค่าจ้าง", "ค่าจ้างเหมารวม 486,000 บาท (สี่แสนแปดหมื่นหกพันบาทถ้วน) รวมค่าวัสดุ ค่าแรง "
     "และภาษีมูลค่าเพิ่มแล้ว"),
    ("ข้อ 3 ระยะเวลา", "เริ่มงานวันที่ 6 ตุลาคม 2568 แล้วเสร็จภายในวันที่ 31 มกราคม 2569"),
    ("ข้อ 4 การแบ่งงวดเงิน", "งวดที่ 1 ร้อยละ 30 เป็นเงิน 145,800 บาท เมื่อเดินท่อร้อยสายทุกชั้นแล้วเสร็จ\n"
     "งวดที่ 2 ร้อยละ 40 เป็นเงิน 194,400 บาท เมื่อเดินสาย ติดตั้งตู้ไฟ เต้ารับ สวิตช์ แล้วเสร็จ\n"
     "งวดที่ 3 ร้อยละ 30 เป็นเงิน 145,800 บาท เมื่อการไฟฟ้าส่วนภูมิภาคตรวจรับและจ่ายไฟแล้ว"),
    ("ข้อ 5 เงินประกันผลงาน", "ผู้ว่าจ้างหักเงินประกันผลงานร้อยละ 5 ของทุกงวด "
     "และคืนให้เมื่อพ้นระยะรับประกัน 6 เดือนนับจากวันส่งมอบงาน"),
    ("ข้อ 6 ค่าปรับ", "หากผู้รับจ้างทำงานแล้วเสร็จช้ากว่ากำหนด ผู้ว่าจ้างปรับวันละ 1,500 บาท"),
    ("ข้อ 7 การรับประกันงาน", "ผู้รับจ้างรับประกันความชำรุดบกพร่องของงาน 1 ปี นับจากวันส่งมอบงาน"),
]
CONTRACT_BOTTOM = ["ลงชื่อ วีระพงษ์ ทองสุข ผู้ว่าจ้าง", "ลงชื่อ ประเสริฐ ทองคำพันธ์ ผู้รับจ้าง",
                   "ลงชื่อ อรุณี ทองคำพันธ์ พยาน"]

LOAN_NOTICE = [
    "NORTHEAST COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, 122 Prajak Silpakhom Road, Udon Thani 41000\n"
    "20 October 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE - SME TERM LOAN\n"
    "To: Mr. Prasert Thongkhamphan, Prasert Electric\n"
    "88/3 Thahan Road, Mak Khaeng, Mueang Udon Thani 41000\n"
    "\n"
    "Loan account no.: 4410-778201\n"
    "Original loan amount: 1,200,000 THB (drawn 5 June 2022, shop renovation and stock)\n"
    "Outstanding principal at 30 September 2025: 684,250.00 THB\n"
    "\n"
    "Following the reduction of the Bank's MLR, the interest rate on your loan will change:\n"
    "Current rate: MLR + 0.25% = 7.10% per year\n"
    "New rate from 1 November 2025: MLR + 0.25% = 6.85% per year\n"
    "\n"
    "Your monthly instalment will be reduced from 15,600 THB to 15,510 THB,\n"
    "starting with the instalment debited on 5 December 2025 from account 447-2-08815-3.\n"
    "The loan term does not change: the last instalment is due in December 2029.\n"
    "\n"
    "Questions: Khun Pimchanok Ruangsri, Relationship Manager, 042-211-560.\n"
    "Yours sincerely,\n"
    "SME Credit Operations",
]
JOB_AD = """ประเสริฐการไฟฟ้า รับสมัครช่างไฟฟ้า 1 ตำแหน่ง

- มีประสบการณ์เดินไฟบ้าน/อาคารพาณิชย์ อย่างน้อย 2 ปี
- มีบัตรช่างไฟฟ้าภายในอาคาร (สาขาช่างไฟฟ้าภายในอาคาร ระดับ 1) จะพิจารณาเป็นพิเศษ
- ค่าแรงวันละ 500-650 บาท ตามฝีมือ มีโอที ทำงาน จันทร์-เสาร์
- ขับรถกระบะได้

สนใจโทร 081-760-3394 (ช่างเสริฐ) หรือแวะที่ร้าน ถนนทหาร
"""

# ---------------------------------------------------------------- suppliers
MEKONG_PRICES = [
    "MEKONG ELECTRIC SUPPLY CO., LTD.\n"
    "Wholesale electrical materials - 215 Mittraphap Road, Mueang Khon Kaen 40000  Tel. 043-306-550\n"
    "DEALER PRICE LIST 2025 (valid 1 January 2025 - 31 December 2025)\n"
    "Prices in THB, excluding VAT 7%.\n"
    "\n"
    "THW 1x1.5 sq.mm, 100 m roll ................. 760\n"
    "THW 1x2.5 sq.mm, 100 m roll ................. 1,180\n"
    "THW 1x4 sq.mm, 100 m roll ................... 1,890\n"
    "VAF 2x1.5 sq.mm, 100 m roll ................. 1,450\n"
    "VAF 2x2.5 sq.mm, 100 m roll ................. 2,150\n"
    "LED panel downlight 6 inch 12W .............. 145 / pc\n"
    "LED bulb 9W E27 daylight, box of 10 ......... 290\n"
    "VoltGuard MCB 1P 16A/20A/32A ................ 125 / pc\n"
    "VoltGuard RCBO 2P 63A 30mA .................. 1,650 / pc\n"
    "VoltGuard consumer unit 10-way, 63A main .... 2,480 / set\n"
    "PVC conduit 1/2 inch yellow, 4 m ............ 38 / length\n"
    "\n"
    "Free delivery to Udon Thani for orders over 15,000 THB. Credit 30 days for dealers.\n"
    "Sales (Udon Thani, Nong Khai): Khun Somphong Khamsing 086-455-2017",
]
MEKONG_INVOICE = [
    "MEKONG ELECTRIC SUPPLY CO., LTD.\n"
    "TAX INVOICE No. ME-25-0933\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025 (credit 30 days)\n"
    "Customer: Prasert Electric (Mr. Prasert Thongkhamphan), 88/3 Thahan Road, Udon Thani\n"
    "\n"
    "Item                               Qty        Unit price   Amount\n"
    "THW 1x2.5 sq.mm, 100 m roll        30 rolls   1,180.00     35,400.00\n"
    "VAF 2x2.5 sq.mm, 100 m roll        10 rolls   2,150.00     21,500.00\n"
    "LED panel downlight 6 inch 12W     200 pcs    145.00       29,000.00\n"
    "VoltGuard MCB 1P 16A               60 pcs     125.00       7,500.00\n"
    "\n"
    "Subtotal 93,400.00   VAT 7% 6,538.00\n"
    "TOTAL DUE: 99,938.00 THB\n"
    "Please transfer to Bangkok Bank, Mekong Electric Supply Co., Ltd., 402-3-77120-8.",
]
MEKONG_PO_TOP = [
    "ใบสั่งซื้อ (Purchase Order)  เลขที่ PO-68-041",
    SHOP_TOP,
    "วันที่ 3 พฤศจิกายน 2568",
    "ถึง บริษัท แม่โขงอีเลคทริค ซัพพลาย จำกัด (ขอนแก่น)  เรียน คุณสมพงษ์ คำสิงห์ ฝ่ายขาย",
    "ใช้สำหรับงานอาคารพาณิชย์ 4 คูหา ถนนอุดรดุษฎี (หจก.ทองสุขก่อสร้าง)",
]
MEKONG_PO_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("สาย THW 1x4 sq.mm ม้วน 100 ม.", "25 ม้วน", "1,890", "47,250"),
    ("ตู้คอนซูเมอร์ VoltGuard 10 ช่อง เมน 63A", "8 ชุด", "2,480", "19,840"),
    ("RCBO VoltGuard 2P 63A 30mA", "8 ตัว", "1,650", "13,200"),
    ("ท่อ PVC สีเหลือง 1/2 นิ้ว ยาว 4 ม.", "300 เส้น", "38", "11,400"),
    ("รวม", "", "", "91,690.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "6,418.30"),
    ("รวมทั้งสิ้น", "", "", "98,108.30"),
]
MEKONG_PO_BOTTOM = ["ส่งของที่หน้างาน ถนนอุดรดุษฎี ภายในวันที่ 10 พฤศจิกายน 2568 เครดิต 30 วันตามเดิม",
                    "ผู้สั่งซื้อ ประเสริฐ ทองคำพันธ์"]

UDONWIRE_QUOTE = [
    "UDON WIRE & CABLE CO., LTD.\n"
    "99 Moo 2, Udon-Khon Kaen Road, Nong Phai, Mueang Udon Thani 41330  Tel. 042-930-118\n"
    "QUOTATION No. UWC-Q2510-044      Date: 22 Oct 2025\n"
    "To: Prasert Electric (Khun Prasert)  Project: shophouse, Udon Dutsadee Road\n"
    "\n"
    "Item                               Qty        Unit price   Amount\n"
    "THW 1x2.5 sq.mm, 100 m roll        40 rolls   1,150.00     46,000.00\n"
    "THW 1x4 sq.mm, 100 m roll          20 rolls   1,860.00     37,200.00\n"
    "THW 1x10 sq.mm, 100 m roll         6 rolls    4,350.00     26,100.00\n"
    "VAF 2x2.5 sq.mm, 100 m roll        15 rolls   2,120.00     31,800.00\n"
    "\n"
    "Subtotal 141,100.00   VAT 7% 9,877.00\n"
    "TOTAL: 150,977.00 THB\n"
    "Delivery within 7 days to site. Credit 30 days. This quotation is valid for 15 days.\n"
    "Sales: Khun Kittipong 089-620-4471",
]
CHOKCHAI_TOP = [
    "ห้างหุ้นส่วนจำกัด โชคชัยการไฟฟ้า",
    "99/1 ถนนอุดรดุษฎี ต.หมากแข้ง อ.เมือง จ.อุดรธานี โทร 042-248-300",
    "ใบเสนอราคา เลขที่ CC-6810-077  วันที่ 22 ตุลาคม 2568",
    "เรียน ร้านประเสริฐการไฟฟ้า (ช่างเสริฐ)",
    "เรื่อง สายไฟสำหรับงานอาคารพาณิชย์ ถนนอุดรดุษฎี",
]
CHOKCHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อม้วน (บาท)", "รวม (บาท)"),
    ("สาย THW 1x2.5 sq.mm ม้วน 100 ม.", "40 ม้วน", "1,135", "45,400"),
    ("สาย THW 1x4 sq.mm ม้วน 100 ม.", "20 ม้วน", "1,875", "37,500"),
    ("สาย THW 1x10 sq.mm ม้วน 100 ม.", "6 ม้วน", "4,290", "25,740"),
    ("สาย VAF 2x2.5 sq.mm ม้วน 100 ม.", "15 ม้วน", "2,140", "32,100"),
    ("รวม", "", "", "140,740.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "9,851.80"),
    ("รวมทั้งสิ้น", "", "", "150,591.80"),
]
CHOKCHAI_BOTTOM = ["รวมทั้งสิ้น 150,591.80 บาท",
                   "ส่งถึงหน้างานภายใน 3 วัน ชำระเงินสด หรือเครดิต 15 วัน ยืนราคา 7 วัน",
                   "ผู้เสนอราคา ชัยวัฒน์ แซ่ลิ้ม"]
VOLTGUARD_EMAIL = """From: Narin Phothong <narin.p@voltguard.co.th>
To: prasert.electric@gmail.com
Date: Tue, 4 Nov 2025 10:12
Subject: VoltGuard dealer price adjustment from 1 December 2025

Dear Khun Prasert,

Thank you for supporting VoltGuard in Udon Thani. Because copper and steel costs have gone up this year,
our dealer prices will change from 1 December 2025:

- MCB 1P 6-32A: 125 -> 132 THB
- RCBO 2P 63A 30mA: 1,650 -> 1,750 THB
- Consumer unit 10-way with 63A main: 2,480 -> 2,590 THB

Orders confirmed in writing by 28 November 2025 keep the old prices, as long as delivery is taken by
15 December 2025. The 2-year warranty on all breakers stays the same.

Our new EV-ready RCBO Type B (2P 40A) is now available at 3,900 THB dealer price.

Best regards,
Narin Phothong
Area Sales Manager, North-East, VoltGuard (Thailand) Co., Ltd.
081-559-2310
"""

# ---------------------------------------------------------------- books
SHOP_2568 = [186400, 174900, 205300, 231800, 242600, 198700, 176200, 169800, 183500, 214900]
JOBS_2568 = [95000, 62000, 148500, 132000, 88500, 54000, 71500, 96000, 152300, 167400]
STOCK_2568 = [128600, 119400, 152800, 171200, 165900, 131500, 118700, 121300, 149800, 176500]
WAGES_2568 = [46200, 44800, 49600, 50100, 48300, 45900, 46700, 47200, 49800, 50450]
FUEL_2568 = [6800, 6200, 7400, 7900, 7100, 6500, 6900, 7200, 8100, 8600]
POWER_2568 = [3850, 3920, 4610, 5240, 5380, 4470, 4150, 4020, 4090, 4310]
SHOP_2567 = [171200, 160800, 192400, 218600, 225300, 184100, 162900, 158400, 169700, 196300, 204800, 238500]
JOBS_2567 = [78000, 45500, 121000, 140500, 96000, 38000, 52500, 88000, 104500, 131000, 142000, 186500]
STOCK_2567 = [117300, 109800, 141600, 158900, 152400, 121700, 109200, 113500, 121800, 139600, 147300, 171900]
WAGES_2567 = [41800, 40600, 45200, 46900, 45100, 41300, 42600, 43100, 44400, 46200, 46900, 49800]
FUEL_2567 = [6300, 5800, 7100, 7600, 6900, 6100, 6400, 6700, 7300, 7900, 8200, 9100]
POWER_2567 = [3620, 3710, 4380, 5010, 5150, 4240, 3960, 3880, 3930, 4120, 3870, 3790]
LOAN_INSTALMENT = 15600
RECEIVABLES_2568 = ("ลูกหนี้ค้างชำระ (อัปเดต 10 พ.ย. 2568)", [
    ("หจก.ทองสุขก่อสร้าง", "งวด 1 อาคารพาณิชย์ อุดรดุษฎี (หักประกันผลงาน 5%)", 138510, "15 พ.ย. 2568", "วางบิลแล้ว"),
    ("ป้าสุนีย์ หอพักสุขใจ", "งวดสุดท้าย เดินไฟใหม่ 24 ห้อง", 38400, "20 พ.ย. 2568", "วางบิลแล้ว"),
    ("ร้านก๋วยเตี๋ยวเจ๊หน่อย", "ย้ายตู้ไฟ + เดินไฟครัว", 6500, "31 ต.ค. 2568", "เลยกำหนด โทรตามแล้ว"),
    ("คลินิกทันตกรรมยิ้มสวย", "ติดตั้งไฟฉุกเฉิน 8 ชุด", 12800, "30 พ.ย. 2568", "รอตรวจรับ"),
])
RECEIVABLES_2567 = ("ลูกหนี้ค้างชำระ (ณ 31 ธ.ค. 2567)", [
    ("บริษัท อุดรคาร์แคร์ จำกัด", "เดินไฟโรงล้างรถ งวดสุดท้าย", 42000, "15 ม.ค. 2568", "วางบิลแล้ว"),
    ("โรงเรียนบ้านหนองบัว", "เปลี่ยนโคมไฟห้องเรียน 12 ห้อง", 27600, "31 ม.ค. 2568", "รอเบิกงบ"),
    ("คุณวิไล แสงทอง", "ติดปั๊มน้ำ + เดินสายใหม่", 4300, "10 ม.ค. 2568", "นัดจ่ายสด"),
])


def _shop_book(path: Path, year: str, shop: list[int], jobs: list[int], stock: list[int], wages: list[int],
               fuel: list[int], power: list[int], receivables: tuple[str, list[tuple]]) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับร้านประเสริฐการไฟฟ้า ปี {year} (Monthly income {year})"])
    income.append(["เดือน (Month)", "ขายหน้าร้าน (Shop sales, THB)", "งานรับเหมา (Contract jobs, THB)",
                   "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, shop, jobs):
        income.append([f"{month} {year}", a, b, a + b])
    income.append(["รวมทั้งปี (Year total)", sum(shop), sum(jobs), sum(shop) + sum(jobs)])
    for column in (2, 3, 4):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ซื้อสินค้าเข้าร้าน (Stock purchases)", "ค่าแรงช่าง (Wages)",
                  "ผ่อนธนาคาร (Loan instalment)", "ค่าน้ำมันรถ (Fuel)", "ค่าไฟ/น้ำร้าน (Shop utilities)",
                  "รวม (Total)"])
    for month, s, w, f, p in zip(MONTHS, stock, wages, fuel, power):
        costs.append([f"{month} {year}", s, w, LOAN_INSTALMENT, f, p, s + w + LOAN_INSTALMENT + f + p])
    for column in range(2, 8):
        money_format(costs, column)
    title, rows = receivables
    owed = book.create_sheet("ลูกหนี้ Receivables")
    owed.append([title])
    owed.append(["ลูกค้า (Customer)", "งาน (Job)", "ยอดค้าง (Amount, THB)", "ครบกำหนด (Due)", "สถานะ (Status)"])
    for row in rows:
        owed.append(list(row))
    owed.append(["รวม (Total)", "", sum(row[2] for row in rows), "", ""])
    money_format(owed, 3)
    book.save(path)


CABLE_STOCK = [
    ("สาย THW 1x1.5 sq.mm", "ม้วน 100 ม.", 8, 760),
    ("สาย THW 1x2.5 sq.mm", "ม้วน 100 ม.", 14, 1180),
    ("สาย THW 1x4 sq.mm", "ม้วน 100 ม.", 6, 1890),
    ("สาย THW 1x6 sq.mm", "ม้วน 100 ม.", 3, 2780),
    ("สาย VAF 2x1.5 sq.mm", "ม้วน 100 ม.", 11, 1450),
    ("สาย VAF 2x2.5 sq.mm", "ม้วน 100 ม.", 9, 2150),
    ("สาย LAN CAT6", "กล่อง 305 ม.", 2, 2600),
]
DEVICE_STOCK = [
    ("เบรกเกอร์ลูกย่อย MCB 1P 16A VoltGuard", "ตัว", 46, 125),
    ("เบรกเกอร์ลูกย่อย MCB 1P 32A VoltGuard", "ตัว", 18, 125),
    ("RCBO 2P 63A 30mA VoltGuard", "ตัว", 5, 1650),
    ("ตู้คอนซูเมอร์ 10 ช่อง VoltGuard", "ชุด", 3, 2480),
    ("เต้ารับคู่มีกราวด์", "ตัว", 120, 68),
    ("สวิตช์ทางเดียว", "ตัว", 95, 42),
    ("หลอด LED 9W E27", "กล่อง 10 หลอด", 24, 290),
    ("ดาวน์ไลท์ LED 6 นิ้ว 12W", "ดวง", 64, 145),
    ("ท่อ PVC เหลือง 1/2 นิ้ว", "เส้น", 180, 38),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    for index, (title, rows) in enumerate((("สายไฟ Cable", CABLE_STOCK), ("อุปกรณ์ Devices", DEVICE_STOCK))):
        sheet = book.active if index == 0 else book.create_sheet(title)
        sheet.title = title
        sheet.append([f"นับสต็อก {title} ณ 31 ต.ค. 2568 (ราคาทุน)"])
        sheet.append(["รายการ (Item)", "หน่วย (Unit)", "คงเหลือ (Qty)", "ทุนต่อหน่วย (Cost)", "มูลค่า (Value, THB)"])
        for name, unit, qty, cost in rows:
            sheet.append([name, unit, qty, cost, qty * cost])
        sheet.append(["รวมมูลค่า (Total value)", "", "", "", sum(qty * cost for _, _, qty, cost in rows)])
        for column in (4, 5):
            money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2518.40, "PEA"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 3400, ""),
                  ("ประกันสุขภาพน้องมิ้นท์ (Child health insurance)", 1370, "โลตัสสยามประกันชีวิต"),
                  ("ค่ายาแม่คำปุ่น (Mum's medicine)", 950, ""), ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2864.75, "PEA"), ("ค่าน้ำประปา (Water)", 365, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 3650, ""),
                  ("ประกันสุขภาพน้องมิ้นท์ (Child health insurance)", 1370, "โลตัสสยามประกันชีวิต"),
                  ("ค่ายาแม่คำปุ่น (Mum's medicine)", 950, ""), ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1650, "เปลี่ยนมอเตอร์")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2726.23, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "Isan Fibre"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 3550, ""),
                  ("ประกันสุขภาพน้องมิ้นท์ (Child health insurance)", 1370, "โลตัสสยามประกันชีวิต"),
                  ("ค่ายาแม่คำปุ่น (Mum's medicine)", 950, ""), ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ของขวัญวันเกิดแม่ (Mum's birthday)", 2500, "สร้อยพระ")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนดรุณวิทยา อุดรธานี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ชลธิชา ทองคำพันธ์  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 30982"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4455-1187",
              "หากชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "14,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าหนังสือเรียน", "3,250"), ("ค่าชุดพละและกิจกรรม", "1,200")],
                "24,950", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "14,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าค่ายวิทยาศาสตร์ ขอนแก่น", "2,800"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,500")],
                "24,800", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Thongkhamphan\n"
    "Address: 19/4 Moo 7, Ban Nong Samrong, Mueang Udon Thani 41000\n"
    "Customer no. 020034417652    Meter 15(45)A 1 phase\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 24,871 -> 25,409   Units used: 538 kWh\n"
    "Energy charge 2,403.57  Ft 106.09  Service 38.22  VAT 7% 178.35\n"
    "AMOUNT DUE: 2,726.23 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
ISANFIBRE_BILL = [
    "ISAN FIBRENET CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Prasert Thongkhamphan    Account: IF-41-0088213\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                                747.93 THB\n"
    "Due date: 20 Oct 2025. Pay by QR code or at any Isan Fibrenet shop.",
]
LOTUS_LETTER = [
    "LOTUS SIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Service Centre, Pho Si Road, Udon Thani 41000\n"
    "24 October 2025\n"
    "\n"
    "POLICY RENEWAL - CHILD HEALTH PLAN \"LOTUS KIDS CARE\"\n"
    "Policy owner: Mrs. Arunee Thongkhamphan\n"
    "Insured: Miss Chonthicha Thongkhamphan (age 13)\n"
    "Policy no. LSK-6602-118834\n"
    "\n"
    "Your current policy year ends on 30 Nov 2025. Renewal period: 1 Dec 2025 - 30 Nov 2026.\n"
    "New annual premium: 17,760 THB, paid monthly 1,480 THB by credit card\n"
    "(this year: 16,440 THB, 1,370 THB a month). The change is due to the age band (12 -> 13).\n"
    "\n"
    "Benefits: room and board 3,500 THB per night; in-patient limit 1,500,000 THB per year;\n"
    "out-patient 1,000 THB per visit, up to 30 visits per year.\n"
    "No action is needed if you keep the monthly card payment.\n"
    "To change the plan, contact your agent Khun Janya Saengsri (089-117-4620) by 20 Nov 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Customer Service Department",
]

# ---------------------------------------------------------------- slides
SOLAR_SLIDES = [
    ("ข้อเสนอระบบโซลาร์รูฟท็อป 50 kW", "สำหรับ โรงสีข้าวเจริญผล อ.กุมภวาปี จ.อุดรธานี\n"
                                       "เสนอโดย ประเสริฐการไฟฟ้า  ตุลาคม 2568"),
    ("ค่าไฟปัจจุบัน", "ค่าไฟเฉลี่ยเดือนละ 78,500 บาท (ม.ค.-ก.ย. 2568)\n"
                      "ใช้ไฟช่วงกลางวัน 8.00-17.00 น. ประมาณ 75%\nมิเตอร์ TOU 3 เฟส"),
    ("ระบบที่เสนอ", "แผงโมโน 550W จำนวน 92 แผ่น รวม 50.6 kW\n"
                    "อินเวอร์เตอร์ 50 kW 3 เฟส 1 ตัว พร้อมระบบกันไฟย้อน (Zero Export)\n"
                    "ผลิตไฟได้ประมาณ 6,000 หน่วยต่อเดือน"),
    ("งบประมาณและความคุ้มค่า", "ราคารวมติดตั้งและขออนุญาต กฟภ. 1,590,000 บาท\n"
                               "ประหยัดค่าไฟประมาณเดือนละ 31,000 บาท\nคืนทุนประมาณ 4.3 ปี"),
    ("การชำระเงิน", "งวด 1: 40% เมื่อเซ็นสัญญา\nงวด 2: 40% เมื่อติดตั้งแผงเสร็จ\n"
                    "งวด 3: 20% เมื่อ กฟภ. อนุญาตให้ขนานไฟ"),
    ("การรับประกัน", "แผง 25 ปี (ประสิทธิภาพไม่ต่ำกว่า 80%)\nอินเวอร์เตอร์ 10 ปี\n"
                     "งานติดตั้งและหลังคารั่วซึม 2 ปี\nล้างแผงฟรีปีละ 2 ครั้งในปีแรก"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านไฟฟ้า/เอกสารร้าน/ประกาศรับสมัครช่างไฟ.txt": JOB_AD,
    "ร้านไฟฟ้า/Suppliers/email_VoltGuard_price_Dec2025.txt": VOLTGUARD_EMAIL,
    "ร้านไฟฟ้า/แชท/แชทไลน์_คุณสุนทร_บ้านใหม่.txt": f"""[9 ต.ค. 68 18:20] สุนทร ศรีสุข: ช่างเสริฐครับ ได้ใบเสนอราคาแล้ว {SUNTHORN_FINAL_TOTAL:,} โอเคครับ เริ่มได้เมื่อไหร่
[9 ต.ค. 68 18:32] ประเสริฐการไฟฟ้า: ขอบคุณครับ เริ่มเดินท่อได้ 20 ต.ค. ครับ มัดจำ 30% = {SUNTHORN_DEPOSIT:,} บาท
[10 ต.ค. 68 08:05] สุนทร ศรีสุข: โอนมัดจำแล้วครับ {SUNTHORN_DEPOSIT:,}
[27 ต.ค. 68 19:44] สุนทร ศรีสุข: ช่างครับ ผมเพิ่งจองรถไฟฟ้า อยากได้จุดชาร์จ EV ที่โรงรถด้วย ต้องเพิ่มเท่าไหร่
[27 ต.ค. 68 20:10] ประเสริฐการไฟฟ้า: วงจรชาร์จ EV 32A สาย 6 sq.mm แยกจากตู้ พร้อม RCBO Type B เพิ่ม 7,400 บาทครับ ยอดรวมเป็น {SUNTHORN_FINAL_TOTAL + 7400:,}
[27 ต.ค. 68 20:12] สุนทร ศรีสุข: โอเคครับ เอาครับ
[2 พ.ย. 68 10:15] สุนทร ศรีสุข: แฟนผมอยากเลือกโคมดาวน์ไลท์เองครับ ตัดโคม 38 ดวงออกได้มั้ย ช่างติดให้อย่างเดียว
[2 พ.ย. 68 10:40] ประเสริฐการไฟฟ้า: ได้ครับ หักค่าโคม 11,020 ค่าติดตั้งรวมในจุดไฟแล้ว ยอดสุดท้าย {SUNTHORN_FINAL_TOTAL + 7400 - 11020:,} บาทถ้วนครับ
[2 พ.ย. 68 10:42] สุนทร ศรีสุข: ตกลงครับ {SUNTHORN_FINAL_TOTAL + 7400 - 11020:,} หักมัดจำแล้วเหลือ {SUNTHORN_FINAL_TOTAL + 7400 - 11020 - SUNTHORN_DEPOSIT:,} ใช่มั้ยครับ
[2 พ.ย. 68 10:45] ประเสริฐการไฟฟ้า: ถูกต้องครับ จ่ายตอนเดินสายเสร็จ 50,000 ที่เหลือ {SUNTHORN_FINAL_TOTAL + 7400 - 11020 - SUNTHORN_DEPOSIT - 50000:,} ตอนขอมิเตอร์ผ่านครับ
""",
    "ร้านไฟฟ้า/แชท/แชทไลน์_เฮียชัย_โชคชัย.txt": """[23 ต.ค. 68 09:10] ประเสริฐ: เฮียครับ ได้ใบเสนอราคาสายไฟแล้ว ของอุดรไวร์ก็ส่งมาใกล้ๆกัน ลดได้อีกมั้ยครับ
[23 ต.ค. 68 09:25] เฮียชัย โชคชัย: THW 2.5 ให้ม้วนละ 1,125 ถ้าเอา 40 ม้วน จ่ายสด อย่างอื่นราคาตามใบเสนอ
[23 ต.ค. 68 09:40] ประเสริฐ: โอเคครับ เอา 40 ม้วนตามใบเสนอราคา
[24 ต.ค. 68 16:05] ประเสริฐ: เฮียครับ ขอแก้ THW 2.5 เหลือ 32 ม้วนนะครับ นับสต็อกแล้วที่ร้านยังเหลือ 14 ม้วน
[24 ต.ค. 68 16:12] เฮียชัย โชคชัย: 32 ม้วนก็ได้ แต่ราคาต้อง 1,135 ตามใบเสนอนะ
[24 ต.ค. 68 16:22] ประเสริฐ: เฮียครับ 1,120 ได้มั้ย จ่ายสดวันส่งของ ปีหน้าเอาของเฮียทั้งงานเลย
[24 ต.ค. 68 16:35] เฮียชัย โชคชัย: เออๆ ได้ 1,120 x 32 ม้วน = 35,840 ส่งพรุ่งนี้บ่าย
[25 ต.ค. 68 15:10] เฮียชัย โชคชัย: ของถึงหน้างานแล้วนะ ตึกแถวอุดรดุษฎี
[25 ต.ค. 68 15:30] ประเสริฐ: ได้รับครบครับ โอนแล้ว 35,840
""",
    "ร้านไฟฟ้า/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรง | วันทำงาน | รวม |
|---|---|---|---|---|
| ช่างต้น (ธนากร) | หัวหน้าช่าง | 650 บาท/วัน | 25 วัน | 16,250 บาท |
| ช่างเอก (เอกชัย) | ช่างไฟ | 600 บาท/วัน | 24 วัน | 14,400 บาท |
| บอส | ลูกมือ | 400 บาท/วัน | 22 วัน | 8,800 บาท |
| น้องฝน | หน้าร้าน/แคชเชียร์ | เงินเดือน | - | 11,000 บาท |

รวมจ่ายค่าแรง ต.ค. 50,450 บาท โอนเข้าบัญชีทุกคนแล้ว 31 ต.ค.
เดือนนี้งานทองสุขกับหอพักชนกัน ช่างต้นมาทำวันอาทิตย์ 1 วัน (นับรวมใน 25 วันแล้ว)
""",
    "ร้านไฟฟ้า/งานรับเหมา/บันทึกหน้างาน_หอพักสุขใจ.md": """# บันทึกหน้างาน หอพักสุขใจ (ป้าสุนีย์ ชัยมงคล)

ที่ตั้ง: ซอยบ้านจั่น 5 ต.บ้านจั่น อ.เมือง อุดรธานี  อาคาร 3 ชั้น 24 ห้อง
งาน: เปลี่ยนสายไฟเก่าทั้งอาคาร (สายเดิมอายุ 25 ปี), ตู้ไฟใหม่ทุกชั้น, มิเตอร์ย่อยห้องละ 1 ตัว (24 ตัว),
ไฟทางเดินแบบเซ็นเซอร์

ค่าจ้างรวม 96,000 บาท (ตกลงกับป้า 10 ก.ย. 2568)
- งวด 1 มัดจำ 28,800 บาท รับแล้ว 12 ก.ย.
- งวด 2 28,800 บาท รับแล้ว 10 ต.ค.
- งวดสุดท้าย 38,400 บาท วางบิลแล้ว 10 พ.ย. ครบกำหนด 20 พ.ย. 2568

## บันทึกรายวัน
- 15 ก.ย. เริ่มงานชั้น 1 ช่างต้น + ช่างเอก
- 22 ก.ย. ชั้น 1 เสร็จ เจอสายเดิมในฝ้าห้อง 105 ฉนวนไหม้ ดีที่ยังไม่ไฟลุก
- 6 ต.ค. ชั้น 2 เสร็จ ห้อง 207 ปลั๊กเดิมละลาย เปลี่ยนใหม่ทั้งห้อง
- 24 ต.ค. ชั้น 3 เสร็จ มิเตอร์ย่อยห้อง 312 เสีย ต้องเปลี่ยน (เคลมร้านที่ซื้อได้)
- 8 พ.ย. ติดไฟทางเดินเซ็นเซอร์ 12 จุด ทดสอบกันดูดทุกห้อง ส่งงาน ป้าพอใจ

## เพิ่มเติม
- ป้าขอเพิ่มปลั๊กหน้าห้องซักผ้า 2 จุด คิดแยก 1,800 บาท ป้าจ่ายสดแล้ว ไม่รวมในงวด
- รับประกันงาน 1 ปี ถึง 8 พ.ย. 2569
""",
    "ร้านไฟฟ้า/ความรู้_ขนาดสายไฟกับเบรกเกอร์.md": """# ขนาดสายไฟกับเบรกเกอร์ (จดไว้สอนลูกมือ)

- วงจรแสงสว่าง: สาย 1.5 sq.mm เบรกเกอร์ 10-16A
- วงจรเต้ารับ: สาย 2.5 sq.mm เบรกเกอร์ 16-20A ไม่เกิน 10 จุดต่อวงจร
- แอร์ 9,000-18,000 BTU / น้ำอุ่น 3,500-4,500W: สาย 4 sq.mm เบรกเกอร์ 20-32A แยกวงจร
- เตาไฟฟ้า/แอร์ใหญ่: สาย 6 sq.mm เบรกเกอร์ 32-40A
- ที่ชาร์จรถ EV 7 kW: สาย 6 sq.mm เบรกเกอร์ 40A + RCBO Type B แยกวงจร ต้องขอเปลี่ยนมิเตอร์เป็น 30(100)A
- สายเมนมิเตอร์ 15(45)A ใช้ THW 16-25 sq.mm
- ต่อสายดินทุกวงจรเต้ารับ ค่าความต้านทานหลักดินไม่เกิน 5 โอห์ม
""",
    "บ้าน/แชทไลน์_บ้านทองคำพันธ์.txt": """[30 ต.ค. 68 19:05] อรุณี: พ่อ ค่าเทอมมิ้นท์เทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 24,800
[30 ต.ค. 68 19:12] ประเสริฐ: โอนพรุ่งนี้เลย
[31 ต.ค. 68 12:30] ประเสริฐ: โอนค่าเทอมแล้ว 24,800 (สลิปในกลุ่มนะ)
[1 พ.ย. 68 20:02] อรุณี: ประกันสุขภาพมิ้นท์ ธ.ค. ขึ้นเป็นเดือนละ 1,480 นะ จดหมายมาแล้ว
[1 พ.ย. 68 20:05] มิ้นท์: หนูไปค่ายวิทยาศาสตร์ที่ขอนแก่น 22-23 พ.ย. ได้มั้ยคะ
[1 พ.ย. 68 20:10] อรุณี: รวมในค่าเทอมแล้วลูก ไปได้
[3 พ.ย. 68 08:15] แม่คำปุ่น: ปีใหม่ไปหนองคายกันมั้ย แม่อยากไปไหว้หลวงพ่อพระใส
[3 พ.ย. 68 08:40] อรุณี: ไปค่ะแม่ จองโรงแรมริมโขง 2 ห้อง คืนละ 1,800
[5 พ.ย. 68 21:00] อรุณี: เปลี่ยนเป็นห้องแฟมิลี่ห้องเดียวนะ คืนละ 2,600 นอนได้ 5 คน 2 คืน 5,200
[5 พ.ย. 68 21:04] ประเสริฐ: โอเค ถูกกว่าเดิม
""",
    "บ้าน/ทริปปีใหม่_หนองคาย.md": """# ทริปปีใหม่ หนองคาย (30 ธ.ค. 68 - 1 ม.ค. 69)

ไป 4 คน + แม่คำปุ่น ขับรถเก๋งไปเอง (อุดร-หนองคาย ชม.ครึ่ง)

- 30 ธ.ค. วัดโพธิ์ชัย ไหว้หลวงพ่อพระใส, ตลาดท่าเสด็จ
- 31 ธ.ค. สกายวอล์ควัดผาตากเสื้อ, เคาท์ดาวน์ริมโขง
- 1 ม.ค. ใส่บาตรเช้า กลับบ้าน

ที่พัก: โรงแรมริมโขง 2 ห้อง คืนละ 1,800 x 2 คืน = 7,200
งบรวมทั้งทริป 15,000 บาท (ที่พัก ค่ากิน ค่าน้ำมัน ของฝาก)
""",
}
TODO = {"todo.md": """- วางบิลงวด 1 ทองสุข 138,510 ตามเงินก่อน 15 พ.ย.
- สั่ง RCBO กับแม่โขงก่อน 28 พ.ย. จะได้ราคาเก่า
- โอนค่าบิลแม่โขง ME-25-0933 ก่อน 8 พ.ย.
- ตามเงินเจ๊หน่อย 6,500
- นัดโรงสีเจริญผลคุยเรื่องโซลาร์อีกรอบ
- จองโรงแรมหนองคายปีใหม่
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านไฟฟ้า"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", shop / "งานรับเหมา", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมมิ้นท์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านคุณสุนทร_ร่าง.docx", SUNTHORN_DRAFT, SUNTHORN_DRAFT_TABLE,
               bottom=SUNTHORN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านคุณสุนทร_ฉบับส่ง.docx", SUNTHORN_FINAL, SUNTHORN_FINAL_TABLE,
               bottom=SUNTHORN_FINAL_BOTTOM)
    write_docx(papers / "สัญญาจ้างเหมาช่วง_อาคารพาณิชย์_ทองสุขก่อสร้าง.docx", CONTRACT_TOP,
               headings=CONTRACT_HEADINGS, bottom=CONTRACT_BOTTOM)
    make_pdf(papers / "NECB_SME_loan_notice_Oct2025.pdf", LOAN_NOTICE)
    make_pdf(suppliers / "MekongElectric_pricelist_2025.pdf", MEKONG_PRICES)
    make_pdf(suppliers / "MekongElectric_invoice_ME-25-0933.pdf", MEKONG_INVOICE)
    write_docx(suppliers / "ใบสั่งซื้อ_แม่โขงอีเลคทริค_PO-68-041.docx", MEKONG_PO_TOP, MEKONG_PO_TABLE,
               bottom=MEKONG_PO_BOTTOM)
    make_pdf(suppliers / "UdonWire_cable_quotation_Oct2025.pdf", UDONWIRE_QUOTE)
    write_docx(suppliers / "ใบเสนอราคาสายไฟ_โชคชัยการไฟฟ้า.docx", CHOKCHAI_TOP, CHOKCHAI_TABLE,
               bottom=CHOKCHAI_BOTTOM)
    _shop_book(books / "บัญชีร้าน_2568.xlsx", "2568", SHOP_2568, JOBS_2568, STOCK_2568, WAGES_2568, FUEL_2568,
               POWER_2568, RECEIVABLES_2568)
    _shop_book(books / "บัญชีร้าน_2567.xlsx", "2567", SHOP_2567, JOBS_2567, STOCK_2567, WAGES_2567, FUEL_2567,
               POWER_2567, RECEIVABLES_2567)
    _stock_book(books / "นับสต็อก_ต.ค.68.xlsx")
    write_slides(shop / "นำเสนอโซลาร์_โรงสีเจริญผล.pptx", SOLAR_SLIDES)
    make_pdf(home / "Bills" / "PEA_bill_home_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanFibre_bill_Oct2025.pdf", ISANFIBRE_BILL)
    make_pdf(home / "ประกัน" / "LotusSiam_health_renewal_2025.pdf", LOTUS_LETTER)
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
