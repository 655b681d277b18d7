"""A blind folder for the agent bench: the papers of a sound-system rental shop and its owner's household.

The owner is Phimchanok "Pim" Srisuk (นางพิมพ์ชนก ศรีสุข), 38, who runs ร้านพิมพ์ซาวด์ เครื่องเสียงให้เช่า
(Pim Sound Rental) from her house in Ban Thum, Mueang Khon Kaen. She rents out speakers, mixers, wireless
microphones, lights and LED screens, with crew, for weddings, ordinations and merit-making, school sports days and
municipal festivals. Her husband Thanakorn ("Ton") sets up the gear; their daughter Mind (ด.ญ. ณิชา) is in Grade 4
at a bilingual school; her mother Bunmi (นางบุญมี แสงทอง) lives with them. She keeps Thai and English papers.

Files under Documents/:
- งานร้าน/ใบเสนอราคา/ใบเสนอราคา_งานแต่งคุณฝน_ร่าง.docx — draft wedding quote for Khun Fon (table, total 33,800)
- งานร้าน/ใบเสนอราคา/ใบเสนอราคา_งานแต่งคุณฝน_ฉบับส่งจริง.docx — the final quote sent (more mics, LED screen, 43,400)
- งานร้าน/ใบเสนอราคา/ใบเสนอราคา_สงกรานต์_อบตท่าพระ.docx — Songkran stage sound quote for Tha Phra SAO (3 days, 90,000)
- งานร้าน/ใบเสนอราคา/ใบเสนอราคา_ลอยกระทง_เทศบาลบ้านเป็ด.docx — a similar quote for Ban Pet municipality (2 days, 61,000)
- งานร้าน/สัญญา/สัญญาเช่าอุปกรณ์_อีสานอีเว้นท์.docx — 12-month equipment rental contract with the event firm (Thai name)
- งานร้าน/บัญชี/รายรับรายจ่าย_2568.xlsx — this year's book: income and expenses sheets, months as rows
- งานร้าน/บัญชี/รายรับรายจ่าย_2567.xlsx — last year's book, same layout, with a whole-year total row
- งานร้าน/บัญชี/ค่าแรงช่าง_มิย68.xlsx — crew day wages for June 2568
- งานร้าน/แผนปีหน้า_2569.pptx — slides: the plan for 2569 (revenue target, equipment budget, staff, marketing)
- งานร้าน/บันทึกส่งซ่อมอุปกรณ์.md — log of gear sent for repair
- งานร้าน/checklist_ก่อนออกงาน.md — checklist before leaving for a job (distractor)
- Suppliers/SoundPro_PriceList_2025.pdf — SoundPro Asia's English dealer price list for 2025
- Suppliers/ใบราคาซาวด์โปร_ปี67.docx — the same firm's Thai price list for 2567 (ซาวด์โปร เอเชีย)
- Suppliers/SoundPro_Invoice_INV-SP25-0388.pdf — SoundPro invoice for two speakers and a mic set (April 2025)
- Suppliers/NE_Truck_Rental_invoice_April2025.pdf — six-wheel truck hire for Songkran
- Suppliers/KK_Cable_invoice_0325.pdf — cables bought in March 2025
- LINE/แชทคุณฝน_งานแต่ง.txt — LINE chat with the bride that changes the wedding order and its total
- LINE/แชทครูวันเพ็ญ_กีฬาสี.txt — LINE chat with a teacher about a school sports day (speakers, price, date change)
- Email/IsanEvent_booking_email.txt — English email from Isan Event & Organizer Co., Ltd. about delivery and deposit
- บ้าน/ค่าใช้จ่ายในบ้าน_2568.xlsx — household spending, months as columns
- บ้าน/PEA_bill_May2025.pdf — the house's electricity bill for May 2025
- บ้าน/ค่าเทอม/KNBS_tuition_sem1_2025.pdf — Mind's school tuition invoice, semester 1/2025
- บ้าน/ค่าเทอม/ค่าเทอมมายด์_ปี67.md — notes on last year's school fees (distractor)
- บ้าน/ประกัน/car_insurance_renewal_2025.pdf — renewal notice for the pickup's insurance
- บ้าน/ประกัน/ประกันสุขภาพแม่.docx — summary of her mother's health insurance policy
- บ้าน/ผ่อนรถกระบะ.md — pickup loan notes
- บ้าน/LINE_กลุ่มผู้ปกครอง_ป4-2.txt — parents' LINE group export (field trip)
- บ้าน/ของต้องซื้อ.txt — shopping list
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf


def _baht(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def _quote_table(rows: list[tuple[str, str, int, int]]) -> list[tuple[str, ...]]:
    table = [("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")]
    for item, qty_text, qty, unit in rows:
        table.append((item, qty_text, _baht(unit), _baht(qty * unit)))
    return table


WEDDING_DRAFT = [
    ("ชุดเครื่องเสียงงานเลี้ยง (ลำโพง 15 นิ้ว 4 ใบ + ซับ 18 นิ้ว 2 ใบ)", "1 ชุด", 1, 18000),
    ("ไมค์ลอยไร้สาย", "4 ตัว", 4, 500),
    ("มิกเซอร์ดิจิทัล 16 ช่อง", "1 เครื่อง", 1, 3500),
    ("ไฟพาร์ LED ประดับเวที", "12 ดวง", 12, 400),
    ("ช่างคุมเสียงตลอดงาน", "1 คน", 1, 3000),
    ("ค่าขนส่งและติดตั้ง", "1 เที่ยว", 1, 2500),
]
WEDDING_FINAL = [
    ("ชุดเครื่องเสียงงานเลี้ยง (ลำโพง 15 นิ้ว 4 ใบ + ซับ 18 นิ้ว 2 ใบ)", "1 ชุด", 1, 18000),
    ("ไมค์ลอยไร้สาย", "6 ตัว", 6, 500),
    ("มิกเซอร์ดิจิทัล 16 ช่อง", "1 เครื่อง", 1, 3500),
    ("ไฟพาร์ LED ประดับเวที", "16 ดวง", 16, 400),
    ("จอ LED ขนาด 3x2 เมตร พร้อมเครื่องเล่นพรีเซนเทชัน", "1 จอ", 1, 9000),
    ("ช่างคุมเสียงตลอดงาน", "1 คน", 1, 3000),
    ("ค่าขนส่งและติดตั้ง", "1 เที่ยว", 1, 2500),
]
assert sum(q * u for _, _, q, u in WEDDING_DRAFT) == 33800
assert sum(q * u for _, _, q, u in WEDDING_FINAL) == 45400
SHOP = "ร้านพิมพ์ซาวด์ เครื่องเสียงให้เช่า  88/12 หมู่ 4 ต.บ้านทุ่ม อ.เมือง จ.ขอนแก่น  โทร 089-512-7734"

SONGKRAN = [
    ("ชุดเครื่องเสียงเวทีกลางแจ้ง (Line array 8 ตู้ + ซับ 4 ตู้ + มิกเซอร์)", "3 วัน", 3, 15000),
    ("ไฟเวที Moving head 8 ตัว + ไฟพาร์ 24 ดวง", "3 วัน", 3, 6000),
    ("โครงทรัสแขวนลำโพงและไฟ", "1 ชุด", 1, 8000),
    ("ช่างเสียงและช่างไฟ 2 คน", "3 วัน", 3, 5000),
    ("ค่าขนส่ง ติดตั้ง และรื้อถอน", "1 งาน", 1, 4000),
]
LOYKRATHONG = [
    ("ชุดเครื่องเสียงเวทีกลางแจ้ง (Line array 8 ตู้ + ซับ 4 ตู้ + มิกเซอร์)", "2 วัน", 2, 14000),
    ("ไฟเวที Moving head 8 ตัว + ไฟพาร์ 24 ดวง", "2 วัน", 2, 6000),
    ("โครงทรัสแขวนลำโพงและไฟ", "1 ชุด", 1, 8000),
    ("ช่างเสียงและช่างไฟ 2 คน", "2 วัน", 2, 5000),
    ("ค่าขนส่ง ติดตั้ง และรื้อถอน", "1 งาน", 1, 3000),
]
assert sum(q * u for _, _, q, u in SONGKRAN) == 90000
assert sum(q * u for _, _, q, u in LOYKRATHONG) == 61000

CONTRACT = [
    "สัญญาเช่าอุปกรณ์เครื่องเสียงและแสง",
    "ทำที่ ร้านพิมพ์ซาวด์ อำเภอเมืองขอนแก่น วันที่ 20 มิถุนายน 2568",
    "ผู้ให้เช่า: นางพิมพ์ชนก ศรีสุข เจ้าของร้านพิมพ์ซาวด์ เครื่องเสียงให้เช่า",
    "ผู้เช่า: บริษัท อีสาน อีเว้นท์ แอนด์ ออร์แกไนเซอร์ จำกัด โดยนายวิชัย พลราชม กรรมการผู้จัดการ "
    "สำนักงานเลขที่ 155 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอุปกรณ์ ได้แก่ ลำโพง Line array 8 ตู้ ซับวูฟเฟอร์ 4 ตู้ มิกเซอร์ดิจิทัล 1 เครื่อง "
    "และไมค์ลอยไร้สาย 8 ตัว ตามบัญชีแนบท้ายสัญญา",
    "ข้อ 2. ระยะเวลาเช่า 12 เดือน เริ่มวันที่ 1 กรกฎาคม 2568 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 25,000 บาท (สองหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันความเสียหาย 50,000 บาท ผู้ให้เช่าจะคืนให้ภายใน 15 วันหลังรับอุปกรณ์คืนครบถ้วน",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. หากอุปกรณ์ชำรุดหรือสูญหายระหว่างการเช่า ผู้เช่าต้องชดใช้ค่าซ่อมหรือราคาอุปกรณ์ตามจริง",
    "ข้อ 7. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ................ ผู้ให้เช่า (นางพิมพ์ชนก ศรีสุข)    ลงชื่อ ................ ผู้เช่า (นายวิชัย พลราชม)",
]

PRICES_2567 = [
    ("รุ่น", "รายการ", "ราคาตัวแทน (บาท)"),
    ("SP-15A", "ลำโพงแอคทีฟ 15 นิ้ว", "17,500"),
    ("SP-18S", "ซับวูฟเฟอร์ 18 นิ้ว", "25,900"),
    ("WM-200", "ชุดไมค์ลอยไร้สาย (มือถือ 2 ตัว)", "7,900"),
    ("DM-16", "มิกเซอร์ดิจิทัล 16 ช่อง", "32,000"),
    ("LA-8", "ลำโพง Line array (ต่อตู้)", "42,000"),
    ("CB-10", "สายลำโพง Speakon 10 เมตร", "600"),
]
PRICELIST_2025 = [
    "SoundPro Asia Co., Ltd.\n1200 Rama 4 Road, Khlong Toei, Bangkok 10110\n"
    "DEALER PRICE LIST 2025 (effective 1 January 2025)\n"
    "Prices in THB per unit, excluding VAT 7%\n \n"
    "Model   Description                              Dealer price\n"
    "SP-15A  Active speaker 15 inch                   18,900\n"
    "SP-18S  Subwoofer 18 inch                        27,500\n"
    "WM-200  Wireless microphone set (2 handheld)     8,400\n"
    "DM-16   Digital mixer 16 channels                32,000\n"
    "LA-8    Line array module (per cabinet)          45,000\n"
    "CB-10   Speakon speaker cable 10 m               650\n \n"
    "Free delivery for orders of 50,000 THB or more.\n"
    "Payment: 30 days from invoice date. Contact: Nat (Sales), sales@soundpro-asia.co.th",
]
INVOICE_SP = [
    "SoundPro Asia Co., Ltd.\nTAX INVOICE\nInvoice No.: INV-SP25-0388\nDate: 18 April 2025\n"
    "Bill to: Pim Sound Rental (Mrs. Phimchanok Srisuk)\n88/12 Moo 4, Ban Thum, Mueang Khon Kaen 40000\n \n"
    "Item    Description                     Qty  Unit price   Amount\n"
    "SP-15A  Active speaker 15 inch          2    18,900.00    37,800.00\n"
    "WM-200  Wireless microphone set         1    8,400.00     8,400.00\n \n"
    "Subtotal: 46,200.00 THB\nVAT 7%: 3,234.00 THB\nTotal amount: 49,434.00 THB\n"
    "Payment due: 18 May 2025\nBank: Kasikornbank, account 123-4-56789-0, SoundPro Asia Co., Ltd.",
]
INVOICE_TRUCK = [
    "NE Truck Rental Co., Ltd.\n45 Mittraphap Road, Mueang Khon Kaen\nINVOICE\nInvoice No.: NT-2504-117\n"
    "Date: 16 April 2025\nCustomer: Pim Sound Rental\n \n"
    "6-wheel truck with driver, 13 - 15 April 2025 (Songkran, Tha Phra)\n3 days x 3,500.00 THB = 10,500.00 THB\n"
    "Total: 10,500.00 THB\nPaid in cash on 16 April 2025. Thank you.",
]
INVOICE_CABLE = [
    "KK Pro Cable & Audio\n212 Na Mueang Road, Khon Kaen\nINVOICE No. 0325-88\nDate: 10 March 2025\n"
    "Customer: Pim Sound Rental\n \n"
    "XLR microphone cable 10 m      10 pcs x 350   = 3,500.00\n"
    "Speakon cable 15 m             6 pcs x 590    = 3,540.00\n"
    "Power cable drum 50 m          2 pcs x 1,450  = 2,900.00\n \n"
    "Total: 9,940.00 THB\nPaid by transfer, 10 March 2025.",
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Branch\nELECTRICITY BILL - May 2025\n"
    "Customer: Mrs. Phimchanok Srisuk\nAccount No.: 020011457823\n"
    "Address: 88/12 Moo 4, Ban Thum, Mueang Khon Kaen 40000\n"
    "Meter reading period: 1 May 2025 - 31 May 2025",
    "Units used: 612 kWh\nEnergy charge: 2,612.30 THB\nFt charge: 240.90 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 201.45 THB\nAmount due: 3,079.27 THB\nDue date: 12 June 2025\n"
    "Pay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app.",
]
TUITION = [
    "Kaen Nakhon Bilingual School\n99 Srichan Road, Mueang Khon Kaen\n"
    "TUITION INVOICE - Semester 1, Academic Year 2025\nInvoice No.: KNBS-25-1-0472\nDate: 21 April 2025\n"
    "Student: Miss Nicha Srisuk (Mind)   Grade 4/2   Student ID 63041\nParent: Mrs. Phimchanok Srisuk\n \n"
    "Tuition fee                    38,500.00\nBooks and learning materials    4,200.00\n"
    "English camp                    3,500.00\nLunch and snacks                6,800.00\n \n"
    "Total: 53,000.00 THB\nPayment due: 15 May 2025\n"
    "A late payment fee of 500 THB applies after the due date.",
]
CAR_INSURANCE = [
    "Siam Shield Insurance PCL\nRENEWAL NOTICE\nDate: 2 June 2025\n"
    "Dear Mrs. Phimchanok Srisuk,\n"
    "Your motor insurance policy No. CV-68-0045521 (Type 1) for Isuzu D-Max 2021,\n"
    "registration 2KH 4567 Khon Kaen, expires on 30 June 2025.\n \n"
    "Renewal offer, 1 July 2025 - 30 June 2026:\n"
    "Sum insured: 620,000 THB\nDeductible: 2,000 THB per claim\n"
    "Endorsement: business use, carrying sound equipment\n"
    "Renewal premium: 18,650 THB (including VAT and stamp duty)\n \n"
    "Please pay by 25 June 2025 to keep your no-claim discount of 20%.\n"
    "Contact your agent, Khun Orawan, 086-330-2219.",
]
MOTHER_INSURANCE = [
    "สรุปกรมธรรม์ประกันสุขภาพของแม่",
    "ผู้เอาประกัน: นางบุญมี แสงทอง อายุ 64 ปี",
    "บริษัท ไทยคุ้มครองประกันชีวิต จำกัด (มหาชน) แผน สุขภาพอุ่นใจ 60+ กรมธรรม์เลขที่ TK-HL-2219045",
    "เบี้ยประกันปีละ 27,900 บาท ครบกำหนดชำระทุกวันที่ 1 สิงหาคม",
    "ค่าห้องและค่าอาหารผู้ป่วยใน คืนละ 4,000 บาท",
    "วงเงินผู้ป่วยในรวมต่อปี 500,000 บาท",
    "ผู้ป่วยนอก (OPD) ไม่คุ้มครอง",
    "ตัวแทน: คุณสุดารัตน์ 081-775-4410 (ลูกพี่ลูกน้องพี่ต้น)",
]

SLIDES = [
    ("แผนธุรกิจปี 2569 พิมพ์ซาวด์", "ร้านพิมพ์ซาวด์ เครื่องเสียงให้เช่า ขอนแก่น\nจัดทำโดย พิม และ ต้น มิถุนายน 2568"),
    ("เป้าหมายรายได้", "เป้ารายได้ปี 2569: 1,800,000 บาท\nปี 2568 คาดว่าปิดได้ประมาณ 1,450,000 บาท\n"
                      "เพิ่มงานราชการและงานบริษัทให้ได้เดือนละ 2 งาน"),
    ("ลงทุนอุปกรณ์", "ซื้อชุด Line array เพิ่ม 1 ชุด งบ 350,000 บาท\nจอ LED 3x2 เมตร ของร้านเอง งบ 120,000 บาท\n"
                    "เลิกเช่าจอจากร้านอื่น"),
    ("ทีมงาน", "จ้างช่างเสียงประจำเพิ่ม 1 คน เงินเดือน 15,000 บาท\nส่งพี่ต้นไปอบรมมิกเซอร์ดิจิทัลที่กรุงเทพ"),
    ("การตลาด", "ลงคลิปงานแต่งใน TikTok และเพจ Facebook สัปดาห์ละ 2 คลิป\n"
               "แพ็กเกจงานแต่งเริ่มต้น 29,900 บาท\nทำสัญญาเช่ารายปีกับออร์แกไนเซอร์เพิ่มอีก 1 ราย"),
]

CHAT_FON = """[3/4/2568 19:42] ฝนทิพย์ บุญเรือง: พี่พิมคะ ได้ใบเสนอราคาแล้วค่ะ ขอบคุณค่ะ
[3/4/2568 19:44] ฝนทิพย์ บุญเรือง: แต่แขกเพิ่มเป็น 400 คนแล้วค่ะ ต้องเพิ่มลำโพงไหมคะ ห้องจัดเลี้ยงใหญ่ขึ้น
[3/4/2568 20:05] พิม พิมพ์ซาวด์: ห้องแกรนด์บอลรูมต้องเพิ่มลำโพง 15 นิ้วอีก 2 ใบค่ะ คิดเพิ่ม 3,000 บาทนะคะ
[3/4/2568 20:07] ฝนทิพย์ บุญเรือง: โอเคค่ะ เพิ่มเลยค่ะ
[10/4/2568 12:30] ฝนทิพย์ บุญเรือง: โอนมัดจำ 15,000 บาทแล้วนะคะ [รูปสลิป]
[10/4/2568 12:41] พิม พิมพ์ซาวด์: ได้รับแล้วค่ะ ขอบคุณค่ะ
[15/5/2568 09:15] ฝนทิพย์ บุญเรือง: พี่คะ โรงแรมมีจอ LED ให้ฟรีแล้ว ขอตัดจอออกได้ไหมคะ
[15/5/2568 09:50] พิม พิมพ์ซาวด์: ได้ค่ะ ตัดจอ LED ออก 9,000 บาท
[15/5/2568 09:52] พิม พิมพ์ซาวด์: สรุปยอดใหม่ 37,400 บาทนะคะ หักมัดจำ 15,000 แล้ว คงเหลือ 22,400 บาท ชำระวันงานค่ะ
[15/5/2568 10:01] ฝนทิพย์ บุญเรือง: รับทราบค่ะ เจอกันวันที่ 14 มิ.ย. ค่ะ 🙏
[12/6/2568 18:20] พิม พิมพ์ซาวด์: พี่ต้นจะเข้าไปติดตั้งที่โรงแรมวันงาน 11 โมงนะคะ
"""
CHAT_TEACHER = """[5/6/2568 09:12] ครูวันเพ็ญ โรงเรียนบ้านทุ่มวิทยา: สวัสดีค่ะคุณพิม โรงเรียนจะจัดงานกีฬาสีวันที่ 11 ก.ค. ค่ะ อยากเช่าเครื่องเสียงสนาม ลำโพง 4 ใบ ไมค์ 2 ตัวค่ะ
[5/6/2568 09:30] พิม พิมพ์ซาวด์: สวัสดีค่ะครู ลำโพง 4 ใบ ไมค์ลอย 2 ตัว พร้อมช่าง 1 คน เหมาทั้งวัน 6,500 บาทค่ะ
[12/6/2568 14:05] ครูวันเพ็ญ โรงเรียนบ้านทุ่มวิทยา: ขอเปลี่ยนเป็นลำโพง 6 ใบได้ไหมคะ สนามกว้าง เสียงไปไม่ถึงอัฒจันทร์ค่ะ
[12/6/2568 14:20] พิม พิมพ์ซาวด์: ได้ค่ะ เพิ่มลำโพง 2 ใบเป็น 6 ใบ ราคาใหม่ 8,000 บาทค่ะ
[20/6/2568 10:00] ครูวันเพ็ญ โรงเรียนบ้านทุ่มวิทยา: ผอ.อนุมัติแล้วค่ะ แต่ขอเลื่อนเป็นวันที่ 18 ก.ค. นะคะ วันที่ 11 ติดสอบกลางภาค
[20/6/2568 10:03] พิม พิมพ์ซาวด์: รับทราบค่ะ สรุป 18 ก.ค. 2568 ลำโพง 6 ใบ ไมค์ลอย 2 ตัว ช่าง 1 คน 8,000 บาท เข้าติดตั้ง 7 โมงเช้านะคะ
[20/6/2568 10:15] ครูวันเพ็ญ โรงเรียนบ้านทุ่มวิทยา: ขอบคุณค่ะ จะโอนมัดจำ 2,000 บาทภายในสัปดาห์นี้ค่ะ ที่เหลือจ่ายวันงานนะคะ
"""
EMAIL = """From: Wichai Ponrachom <wichai@isanevent.co.th>
To: Pim Sound Rental <pimsound.kk@gmail.com>
Date: Tue, 24 Jun 2025 16:12 +0700
Subject: Re: Equipment rental contract - delivery date

Dear Khun Pim,

Thank you for sending the signed contract. Isan Event & Organizer Co., Ltd. transferred the security
deposit of 50,000 THB to your account this afternoon; the slip is attached.

Please deliver the equipment to our warehouse at 155 Mittraphap Road on 30 June 2025 at 9:00.
Our first event with your gear is the Khon Kaen Silk Festival on 5 July.

One more thing: for July we will need 10 wireless microphones instead of 8. Could you quote the
2 extra mics separately?

Best regards,
Wichai Ponrachom
Managing Director, Isan Event & Organizer Co., Ltd.
Tel. 043-221-908
"""
REPAIRS = """# บันทึกส่งซ่อมอุปกรณ์ (ปี 2568)

- 8 ม.ค. 2568: ไมค์ลอยตัวที่ 3 เสียงขาดๆ หายๆ ส่งร้านช่างเอก อิเล็กทรอนิกส์ (ตลาดบางลำภู) ค่าซ่อม 850 บาท รับคืน 15 ม.ค.
- 22 ก.พ. 2568: ลำโพง SP-15A ใบที่ 2 ดอกขาด (หลังงานบวชบ้านโนนทัน) ส่งศูนย์ซาวด์โปรที่กรุงเทพ ค่าซ่อม 4,500 บาท รอ 3 อาทิตย์
- 16 เม.ย. 2568: มิกเซอร์ DM-16 โดนน้ำสงกรานต์ ช่องที่ 5-6 ไม่มีเสียง ร้านช่างเอกซ่อม 1,200 บาท
- 9 มิ.ย. 2568: สายไฟ drum 50 เมตร ปลั๊กละลาย เปลี่ยนหัวเอง 650 บาท

หมายเหตุ: งานกลางแจ้งช่วงสงกรานต์ต้องคลุมพลาสติกมิกเซอร์ทุกครั้ง!!
"""
CHECKLIST = """# เช็กลิสต์ก่อนออกงาน

- [ ] ลำโพง + ขาตั้ง นับให้ครบ
- [ ] ไมค์ลอย ใส่ถ่านใหม่ + ถ่านสำรอง 1 แพ็ก
- [ ] มิกเซอร์ + สาย USB + แท็บเล็ต
- [ ] สายลำโพง สาย XLR สายไฟ drum
- [ ] ผ้าใบ/พลาสติกคลุมกันฝน
- [ ] ใบเสนอราคา/ใบส่งของ ให้ลูกค้าเซ็น
- [ ] เติมน้ำมันรถก่อนออก
"""
TUITION_NOTES = """# ค่าเทอมมายด์ ปีการศึกษา 2567 (ป.3)

- เทอม 1/2567: รวม 49,800 บาท จ่ายแล้ว 10 พ.ค. 67
- เทอม 2/2567: รวม 41,300 บาท จ่ายแล้ว 28 ต.ค. 67
- ปีหน้าขึ้น ป.4 โรงเรียนแจ้งว่าค่าเทอมขึ้นประมาณ 5%
"""
TRUCK_LOAN = """# ผ่อนกระบะ Isuzu D-Max (ทะเบียน 2กฮ 4567)

- ไฟแนนซ์: ลีสซิ่งกสิกร
- ยอดจัด 650,000 บาท ผ่อน 60 งวด งวดละ 8,950 บาท
- เริ่มผ่อน ก.ค. 2564 จ่ายทุกวันที่ 7
- ถึง มิ.ย. 2568 จ่ายแล้ว 48 งวด เหลืออีก 12 งวด
- ผ่อนหมดแล้วจะเอาเงินส่วนนี้ไปผ่อนชุด Line array แทน
"""
PARENTS_CHAT = """[2/6/2568 20:01] ครูประจำชั้น ป.4/2: แจ้งผู้ปกครองค่ะ ทัศนศึกษาที่อุทยานวิทยาศาสตร์ วันที่ 27 มิ.ย. ค่าใช้จ่ายคนละ 650 บาท ส่งภายใน 20 มิ.ย. ค่ะ
[2/6/2568 20:05] แม่น้องข้าวหอม: รับทราบค่ะครู
[2/6/2568 20:07] แม่น้องมายด์: รับทราบค่ะ ขอบคุณค่ะครู
[2/6/2568 20:15] พ่อน้องภูผา: ต้องเตรียมข้าวกลางวันไปไหมครับ
[2/6/2568 20:20] ครูประจำชั้น ป.4/2: ทางโรงเรียนเตรียมอาหารกลางวันให้ค่ะ ให้น้องเอาขวดน้ำไปเองนะคะ
"""
SHOPPING = "ข้าวหอมมะลิ 15 กิโล\nไข่ 2 แผง\nนมกล่องมายด์ 2 แพ็ก\nผงซักฟอก\nถ่าน AA 4 แพ็ก (ไมค์ลอย)\nยาแม่ ร้านขายยา\n"
WORKSPECT = {"todo.md": "- ทวงยอดคงเหลืองานแต่งคุณฝนวันงาน\n- ต่อประกันรถกระบะก่อน 25 มิ.ย.\n"
                        "- ส่งราคาไมค์ลอยเพิ่ม 2 ตัวให้ isan event\n- โอนค่าทัศนศึกษามายด์ 650\n"}

INCOME_HEADERS = ["เดือน (Month)", "งานแต่ง (Weddings)", "งานบวช/งานบุญ (Ordination & merit)",
                  "งานราชการ/บริษัท (Gov & corporate)", "รวมรายรับ (Total income)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าแรงช่าง (Crew wages)", "ค่าน้ำมัน (Fuel)", "ค่าซ่อมอุปกรณ์ (Repairs)",
                   "ซื้ออุปกรณ์ (Equipment)", "ค่าเช่ารถ (Truck hire)", "รวมรายจ่าย (Total expenses)"]
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
INCOME_2568 = [(85000, 22000, 35000), (96500, 15000, 28000), (54000, 31500, 12000),
               (42000, 18500, 90000), (61000, 27000, 24500), (38000, 9500, 41000)]
EXPENSES_2568 = [(32000, 7200, 850, 0, 0), (34500, 7900, 4500, 0, 0), (24000, 6100, 0, 9940, 0),
                 (28000, 9850, 1200, 49434, 10500), (26500, 6800, 0, 0, 0), (22000, 5400, 650, 0, 0)]
INCOME_2567 = [(78000, 19500, 30000), (88000, 12000, 22500), (47500, 26000, 15000), (36000, 14500, 72000),
               (52000, 21000, 18000), (29500, 8000, 33000), (18000, 34000, 26500), (22500, 29500, 19000),
               (31000, 11000, 24000), (45500, 17500, 38000), (69000, 9000, 61000), (92000, 14000, 57500)]
EXPENSES_2567 = [(29000, 6500, 1200, 0, 0), (31500, 7100, 0, 0, 0), (22000, 5800, 2300, 15800, 0),
                 (26000, 8700, 0, 0, 9000), (24500, 6200, 900, 0, 0), (19000, 4900, 0, 0, 0),
                 (21000, 5600, 3400, 0, 0), (20500, 5200, 0, 0, 0), (21500, 5500, 750, 0, 0),
                 (27000, 6900, 0, 37800, 0), (33000, 8100, 1500, 0, 6000), (36500, 9300, 0, 0, 7000)]

HOUSE_ITEMS = [
    ("ค่ากับข้าว (Groceries)", [9800, 9200, 10450, 12300, 9650, 9900]),
    ("ค่าไฟบ้าน (Electricity)", [2450, 2380, 2910, 3420, 3079.27, 2860]),
    ("ค่าน้ำ (Water)", [310, 295, 330, 365, 340, 320]),
    ("เน็ตบ้าน + มือถือ (Internet & phone)", [1498, 1498, 1498, 1498, 1498, 1498]),
    ("ผ่อนรถกระบะ (Pickup loan)", [8950, 8950, 8950, 8950, 8950, 8950]),
    ("ค่าเรียนพิเศษมายด์ (Mind's tutoring)", [2400, 2400, 3600, 4800, 2400, 2400]),
    ("ค่าเทอมมายด์ (School fees)", [0, 0, 0, 0, 53000, 0]),
    ("ค่ายา/หาหมอแม่ (Mom's medical)", [1200, 0, 850, 0, 2300, 600]),
]
WAGES = [("บอย (ช่างเสียง)", 600, 14), ("เจมส์ (ช่างไฟ)", 550, 12), ("แบงค์ (ผู้ช่วยยกของ)", 400, 17)]


def _book(path: Path, year: str, income: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านพิมพ์ซาวด์ ปี {year} (Income {year})"])
    sheet.append(INCOME_HEADERS)
    for month, row in zip(MONTHS, income):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวมทั้งปี (Total)", *[sum(col) for col in zip(*income)], sum(map(sum, income))])
    for column in range(2, 6):
        money_format(sheet, column)
    spent = book.create_sheet("รายจ่าย Expenses")
    spent.append([f"รายจ่ายร้านพิมพ์ซาวด์ ปี {year} (Expenses {year})"])
    spent.append(EXPENSE_HEADERS)
    for month, row in zip(MONTHS, expenses):
        spent.append([f"{month} {year[2:]}", *row, sum(row)])
    spent.append(["รวมทั้งปี (Total)", *[sum(col) for col in zip(*expenses)], sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(spent, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายบ้าน 2568"
    sheet.append(["ค่าใช้จ่ายในบ้าน ปี 2568 (Household spending 2568)"])
    sheet.append(["รายการ (Item)", *[f"{m} 68" for m in MONTHS[:6]]])
    for item, amounts in HOUSE_ITEMS:
        sheet.append([item, *amounts])
    totals = [round(sum(col), 2) for col in zip(*(amounts for _, amounts in HOUSE_ITEMS))]
    sheet.append(["รวม (Total)", *totals])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง มิ.ย. 68"
    sheet.append(["ชื่อ (Name)", "ค่าแรงต่อวัน (Day rate)", "จำนวนวัน (Days)", "รวม (Amount)"])
    for name, rate, days in WAGES:
        sheet.append([name, rate, days, rate * days])
    sheet.append(["เบี้ยเลี้ยง/ค่าข้าว (Meals)", "", "", 200])
    sheet.append(["รวม (Total)", "", "", sum(r * d for _, r, d in WAGES) + 200])
    money_format(sheet, 2)
    money_format(sheet, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, quotes = docs / "งานร้าน", docs / "งานร้าน" / "ใบเสนอราคา"
    for folder in (quotes, shop / "สัญญา", shop / "บัญชี", docs / "Suppliers", docs / "บ้าน" / "ค่าเทอม",
                   docs / "บ้าน" / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_งานแต่งคุณฝน_ร่าง.docx",
               [SHOP, "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-021", "วันที่ 3 มีนาคม 2568",
                "เรียน คุณฝนทิพย์ บุญเรือง และคุณเอกชัย", "งานแต่งงาน วันที่ 14 มิถุนายน 2568 ณ โรงแรมแก่นนครแกรนด์ ห้องแกรนด์บอลรูม (แขกประมาณ 300 คน)"],
               _quote_table(WEDDING_DRAFT),
               bottom=["รวมทั้งสิ้น 33,800 บาท", "มัดจำ 30% = 10,140 บาท", "ร่างนี้ยังไม่ได้ส่งลูกค้า รอเช็กคิวจอ LED"])
    write_docx(quotes / "ใบเสนอราคา_งานแต่งคุณฝน_ฉบับส่งจริง.docx",
               [SHOP, "ใบเสนอราคา เลขที่ QT-2568-021 (แก้ไขครั้งที่ 2)", "วันที่ 20 มีนาคม 2568",
                "เรียน คุณฝนทิพย์ บุญเรือง และคุณเอกชัย", "งานแต่งงาน วันที่ 14 มิถุนายน 2568 ณ โรงแรมแก่นนครแกรนด์ ห้องแกรนด์บอลรูม"],
               _quote_table(WEDDING_FINAL),
               bottom=["รวม 45,400 บาท", "ส่วนลดลูกค้าแนะนำ 2,000 บาท", "ยอดสุทธิ 43,400 บาท",
                       "มัดจำ 15,000 บาท ภายใน 10 เมษายน 2568 ส่วนที่เหลือชำระในวันงาน",
                       "ยืนราคา 30 วัน  ผู้เสนอราคา พิมพ์ชนก ศรีสุข"])
    write_docx(quotes / "ใบเสนอราคา_สงกรานต์_อบตท่าพระ.docx",
               [SHOP, "ใบเสนอราคา เลขที่ QT-2568-009", "วันที่ 20 กุมภาพันธ์ 2568",
                "เรียน นายกองค์การบริหารส่วนตำบลท่าพระ",
                "เรื่อง เสนอราคาเช่าเครื่องเสียงและไฟเวที งานประเพณีสงกรานต์ 13-15 เมษายน 2568 ลานหน้า อบต.ท่าพระ"],
               _quote_table(SONGKRAN),
               bottom=["รวมทั้งสิ้น 90,000 บาท (เก้าหมื่นบาทถ้วน) ราคารวมภาษีมูลค่าเพิ่มแล้ว",
                       "เบิกจ่ายหลังเสร็จงานภายใน 30 วัน", "ผู้เสนอราคา นางพิมพ์ชนก ศรีสุข"])
    write_docx(quotes / "ใบเสนอราคา_ลอยกระทง_เทศบาลบ้านเป็ด.docx",
               [SHOP, "ใบเสนอราคา เลขที่ QT-2567-044", "วันที่ 1 ตุลาคม 2567",
                "เรียน นายกเทศมนตรีเมืองบ้านเป็ด",
                "เรื่อง เสนอราคาเช่าเครื่องเสียงและไฟเวที งานลอยกระทง 15-16 พฤศจิกายน 2567 สวนสาธารณะบึงหนองโคตร"],
               _quote_table(LOYKRATHONG),
               bottom=["รวมทั้งสิ้น 61,000 บาท (หกหมื่นหนึ่งพันบาทถ้วน) ราคารวมภาษีมูลค่าเพิ่มแล้ว",
                       "เบิกจ่ายหลังเสร็จงานภายใน 30 วัน", "ผู้เสนอราคา นางพิมพ์ชนก ศรีสุข"])
    write_docx(shop / "สัญญา" / "สัญญาเช่าอุปกรณ์_อีสานอีเว้นท์.docx", CONTRACT)
    _book(shop / "บัญชี" / "รายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(shop / "บัญชี" / "รายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(shop / "บัญชี" / "ค่าแรงช่าง_มิย68.xlsx")
    write_slides(shop / "แผนปีหน้า_2569.pptx", SLIDES)
    write_docx(docs / "Suppliers" / "ใบราคาซาวด์โปร_ปี67.docx",
               ["บริษัท ซาวด์โปร เอเชีย จำกัด", "ใบราคาสำหรับตัวแทนจำหน่าย ปี 2567 (มีผล 1 มกราคม 2567)",
                "ราคาต่อหน่วย ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"],
               PRICES_2567,
               bottom=["สั่งซื้อครบ 40,000 บาท จัดส่งฟรี", "ติดต่อ คุณนัท ฝ่ายขาย 081-234-5678"])
    make_pdf(docs / "Suppliers" / "SoundPro_PriceList_2025.pdf", PRICELIST_2025)
    make_pdf(docs / "Suppliers" / "SoundPro_Invoice_INV-SP25-0388.pdf", INVOICE_SP)
    make_pdf(docs / "Suppliers" / "NE_Truck_Rental_invoice_April2025.pdf", INVOICE_TRUCK)
    make_pdf(docs / "Suppliers" / "KK_Cable_invoice_0325.pdf", INVOICE_CABLE)
    _household(docs / "บ้าน" / "ค่าใช้จ่ายในบ้าน_2568.xlsx")
    make_pdf(docs / "บ้าน" / "PEA_bill_May2025.pdf", PEA_BILL)
    make_pdf(docs / "บ้าน" / "ค่าเทอม" / "KNBS_tuition_sem1_2025.pdf", TUITION)
    make_pdf(docs / "บ้าน" / "ประกัน" / "car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(docs / "บ้าน" / "ประกัน" / "ประกันสุขภาพแม่.docx", MOTHER_INSURANCE)
    write_texts(docs, {
        "งานร้าน/บันทึกส่งซ่อมอุปกรณ์.md": REPAIRS,
        "งานร้าน/checklist_ก่อนออกงาน.md": CHECKLIST,
        "LINE/แชทคุณฝน_งานแต่ง.txt": CHAT_FON,
        "LINE/แชทครูวันเพ็ญ_กีฬาสี.txt": CHAT_TEACHER,
        "Email/IsanEvent_booking_email.txt": EMAIL,
        "บ้าน/ค่าเทอม/ค่าเทอมมายด์_ปี67.md": TUITION_NOTES,
        "บ้าน/ผ่อนรถกระบะ.md": TRUCK_LOAN,
        "บ้าน/LINE_กลุ่มผู้ปกครอง_ป4-2.txt": PARENTS_CHAT,
        "บ้าน/ของต้องซื้อ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
